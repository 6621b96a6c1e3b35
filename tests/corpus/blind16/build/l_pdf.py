"""PDF attachments: US rates dailies, SSA curves, European and Pacific govvies, EM sheets, IG vs UST."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, bkey, date, eu, mk, n32, pxf, q, q32, r32, uc, ui, ylds

RULE = "All levels indicative and subject to change; for institutional investors only."


def _pdf(size, title, author, pages):
    """pages: a list of callables drawing one page each on the canvas (given c, page number, page count)."""
    buf, c = pk.new(size, title=title, author=author)
    for i, draw in enumerate(pages, start=1):
        draw(c, i, len(pages))
        c.showPage()
    return pk.done(buf, c)


def _pair(form, b, a):
    if form == "q":
        return q32(b), q32(a)
    return n32(b), n32(a)


# ---------------------------------------------------------------- 13 / 14: US Treasuries and agencies


def carrowmore_rates_daily():
    d = "carrowmore"
    gold = []
    ust = [
        ("T 4 1/8 05/31/29", 4.125, "2029-05-31", 4.168, "q", 1 / 128, "-0.8", "187", "+3/4"),
        ("T 4 1/4 05/31/32", 4.25, "2032-05-31", 4.209, "p", 1 / 64, "-1.1", "447", "+1/4"),
        ("T 4 3/8 05/31/34", 4.375, "2034-05-31", 4.441, "p", 1 / 64, "-1.5", "604", "+1/4"),
        ("T 4 1/2 05/15/37", 4.5, "2037-05-15", 4.549, "p", 1 / 64, "-1.9", "801", "0"),
        ("T 4 7/8 05/15/47", 4.875, "2047-05-15", 4.861, "q", 1 / 32, "-2.0", "1,281", "-1/4"),
        ("T 4 3/4 05/15/57", 4.75, "2057-05-15", 4.931, "p", 1 / 32, "-2.2", "1,598", "-1/2"),
    ]
    rows1 = [["Security", "CUSIP", "Bid", "Ask", "Bid Yld", "Ask Yld", "Chg (bp)", "DV01 ($/mm)", "Carry 1M (32s)", "Size (MM)"]]
    for nm, c, mi, y, form, tick, chg, dv, carry in ust:
        cu = uc("carrowmore " + nm)
        b = r32(pxf(c, y, mi), 128 if form == "q" else 64)
        a = b + tick
        bs, as_ = _pair(form, b, a)
        by, ay = ylds(c, b, mi), ylds(c, a, mi)
        rows1.append([nm, cu, bs, as_, by, ay, chg, dv, carry, "50"])
        gold += q(cu, "government", d, size=(50e6, 50e6), price=(bs, as_), yield_=(by, ay))
    ag = [
        ("FHLB", 4.125, "2030-06-14", "06/14/30", "T 4 1/4 05/31/32", "3Y", "4.127", "+9", "+6"),
        ("FNMA", 4.5, "2032-03-10", "03/10/32", "T 4 1/4 05/31/32", "5Y", "4.209", "+14", "+11"),
        ("FFCB", 4.375, "2034-08-22", "08/22/34", "T 4 3/8 05/31/34", "7Y", "4.441", "+21", "+17"),
        ("FHLMC", 0.0, "2031-07-15", "07/15/31", "T 4 1/4 05/31/32", "5Y", "4.209", "+18", "+14"),
    ]
    rows2 = [["Issuer", "CUSIP", "Cpn", "Maturity", "Bmk", "Bmk Yld", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask", "Size (MM)"]]
    for iss, c, mi, mw, bm, _t, byl, sb, sa in ag:
        cu = uc("carrowmore ag " + iss + mw)
        yb, ya = float(byl) + int(sb) / 100, float(byl) + int(sa) / 100
        pb, pa = f"{pxf(c, yb, mi):.3f}", f"{pxf(c, ya, mi):.3f}"
        rows2.append([iss, cu, f"{c:.3f}", mw, bm, byl, sb, sa, pb, pa, "10"])
        gold += q(cu, "agency", d, size=(10e6, 10e6), spread=(sb, sa), price=(pb, pa))
    dn = [
        ("FHLB DN", "07/21/27", 35, "4.215", "4.205", "4.288"),
        ("FNMA DN", "09/01/27", 77, "4.185", "4.170", "4.262"),
        ("FFCB DN", "12/08/27", 175, "4.090", "4.075", "4.201"),
    ]
    rows3 = [["Issuer", "CUSIP", "Maturity", "Days", "Disc Bid", "Disc Ask", "MM Yld (ref)", "Size (MM)"]]
    for iss, mw, days, b, a, mm in dn:
        cu = uc("carrowmore dn " + iss + mw)
        rows3.append([iss, cu, mw, str(days), b, a, mm, "25"])
        gold += q(cu, "agency", d, size=(25e6, 25e6), yield_=(b, a))

    def p1(c, pg, n):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(36, 750, "CARROWMORE SECURITIES - US RATES DAILY")
        c.setFont("Helvetica", 8)
        c.drawString(36, 738, "Wednesday, June 16, 2027  |  08:10 ET  |  Govt & Agency Trading  +1 212 555 0158")
        y = pk.lines(c, 36, 720, [
            "Overnight: 10y 4.558% (-1.9bp), 2s10s 38.1bp. FOMC 2:00pm; our call: hold at 4.25-4.50%, dots 2 cuts.",
            "10y reopening stopped 4.562% last week, 0.6bp tail, 2.51x. Fed funds eff. 4.33%, SOFR 4.31%.",
            "Prices in 32nds (1/4 = quarter of a 32nd, + = half). Chg vs prior 3pm close; carry 1M in 32nds, for reference.",
        ])
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, y - 6, "US TREASURY COUPONS")
        y = pk.grid(c, 36, y - 12, [88, 58, 54, 54, 44, 44, 42, 52, 60, 44], rows1, align="llrrrrrrrr")
        pk.footer(c, "Carrowmore Securities LLC, member FINRA/SIPC. " + RULE + " Ref CS-RD-0616.", pg, n)

    def p2(c, pg, n):
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, 750, "AGENCY BULLETS (spread to the UST named; Bmk Yld for reference)")
        y = pk.grid(c, 36, 744, [40, 56, 34, 50, 80, 40, 40, 40, 46, 46, 44], rows2, align="lllllrrrrrr")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, y - 18, "DISCOUNT NOTES (quoted on discount rate)")
        pk.grid(c, 36, y - 24, [56, 56, 52, 32, 50, 50, 62, 44], rows3, align="lllrrrrr")
        pk.footer(c, "Carrowmore Securities LLC, 1 Liberty Plaza, New York NY 10006. Tel +1 212 555 0158. " + RULE, pg, n)

    pdf = _pdf("letter", "US Rates Daily 16-Jun-2027", "Carrowmore Govt Desk", [p1, p2])
    text = """Good morning - today's rates daily attached (UST coupons, agency bullets, discos).

Nick Strathearn
Carrowmore Securities | Govt & Agency Trading | +1 212 555 0158
"""
    att = Attachment("Carrowmore_Rates_Daily_20270616.pdf", pdf, MIME_PDF, "pdf")
    return mk("carrowmore-rates-daily-pdf", "pdf", gold, sender="Nick Strathearn <nstrathearn@carrowmore.com>",
              subject="Carrowmore Rates Daily - 6/16", date=date("08:14:02", "-0400"), text=text, attachments=[att])


def dunsfold_ust_agency_sidebyside():
    d = "dunsfold"
    gold = []
    ust = [
        ("2s", 4.125, "2029-05-31", "05/31/29", 4.171, "99-29+"),
        ("5s", 4.25, "2032-05-31", "05/31/32", 4.212, "100-06"),
        ("10s", 4.5, "2037-05-15", "05/15/37", 4.552, "99-19"),
        ("30s", 4.75, "2057-05-15", "05/15/57", 4.935, "97-05"),
    ]
    left = [["Bond", "Cpn", "Maturity", "Bid Yld", "Ask Yld", "Bid Px", "Ask Px", "Close"]]
    for tn, c, mi, mw, y, close in ust:
        b = r32(pxf(c, y, mi), 64)
        a = b + 1 / 64 if tn != "30s" else b + 1 / 32
        by, ay = ylds(c, b, mi), ylds(c, a, mi)
        left.append(["T", f"{c:g}", mw, by, ay, n32(b), n32(a), close])
        gold += q(bkey("T", c, mi), "government", d, size=(25e6, 25e6), yield_=(by, ay), price=(n32(b), n32(a)))
    cal = [
        ("FHLB", 5.0, "06/28/32", "Qtrly 09/28/27", "99.875", "100.000", "5.03"),
        ("FFCB", 4.8, "12/15/31", "1x 12/15/28", "99.750", "99.875", "4.83"),
        ("FHLMC", 5.25, "07/06/35", "Berm 07/06/28", "100.125", "100.250", "5.21"),
    ]
    right = [["Issuer", "Cpn", "Maturity", "Call", "Px Bid", "Px Ask", "YTW (ask)"]]
    for iss, c, mw, call, pb, pa, ytw in cal:
        cu = uc("dunsfold " + iss + mw)
        right.append([f"{iss} {cu}", f"{c:.2f}", mw, call, pb, pa, ytw])
        gold += q(cu, "agency", d, size=(5e6, 5e6), price=(pb, pa))

    def p1(c, pg, n):
        c.setFont("Helvetica-Bold", 13)
        c.drawString(36, 570, "DUNSFOLD & PARTNERS  -  RATES RUN   16 JUN 27")
        c.setFont("Helvetica", 8)
        c.drawString(36, 557, "UST 25mm per side; callables 5mm per side. YTW shown on the offer for reference.")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, 536, "TREASURIES")
        c.drawString(390, 536, "CALLABLE AGENCIES")
        pk.grid(c, 36, 530, [36, 30, 52, 44, 44, 46, 46, 40], left, align="lrlrrrrr")
        pk.grid(c, 390, 530, [100, 28, 50, 70, 42, 42, 46], right, align="lrllrrr")
        pk.footer(c, "Dunsfold & Partners LLC, 120 S LaSalle, Chicago IL 60603, +1 312 555 0177. Close = prior 3pm, not a level. " + RULE, pg, n)

    pdf = _pdf("letterl", "Dunsfold rates run", "Dunsfold", [p1])
    text = "Run attached.\n\nRuth Aldana | Dunsfold & Partners | +1 312 555 0177\n"
    att = Attachment("dunsfold_rates_0616.pdf", pdf, MIME_PDF, "pdf")
    return mk("dunsfold-ust-callables-landscape", "pdf", gold, sender="Ruth Aldana <raldana@dunsfold.com>",
              subject="Dunsfold rates run 16 Jun", date=date("08:40:19", "-0500"), text=text, attachments=[att])


# ---------------------------------------------------------------- 15 / 16: SSA / agencies and floaters


def eskmuir_ssa_curves():
    d = "eskmuir"
    gold = []
    usd = [
        ("KFW", 4.125, "2030-07-15", "15 Jul 2030", "+14 / +11", "+31 / +28", 4.29),
        ("EIB", 4.25, "2032-02-15", "15 Feb 2032", "+19 / +16", "+38 / +35", 4.40),
        ("IBRD", 4.5, "2035-01-10", "10 Jan 2035", "+28 / +25", "+47 / +44", 4.78),
        ("ASIA DEVELOPMENT BANK", 4.375, "2033-10-04", "04 Oct 2033", "+24 / +21", "+43 / +40", 4.64),
    ]
    rows = [["Issuer", "Cpn", "Maturity", "ISIN", "Bid", "Ask", "Bid", "Ask", "Bid", "Ask"]]
    for iss, c, mi, mw, vt, vm, y in usd:
        isn = ui("US", "eskmuir " + iss)
        tb, ta = vt.split(" / ")
        mb, ma = vm.split(" / ")
        pb, pa = f"{pxf(c, y + 0.015, mi):.3f}", f"{pxf(c, y - 0.015, mi):.3f}"
        rows.append([iss.title() if len(iss) > 5 else iss, f"{c:.3f}", mw, isn, tb, ta, mb, ma, pb, pa])
        gold += q(isn, "agency", d, size=(5e6, 5e6), spread=(tb, ta), i_spread=(mb, ma), price=(pb, pa))
    eur = [
        ("KFW", 2.75, "2033-03-15", "15 Mar 2033", "+38 / +35", "+3 / 0"),
        ("EIB", 2.875, "2035-01-15", "15 Jan 2035", "+36 / +33", "+2 / -1"),
        ("EFSF", 3.0, "2039-09-04", "04 Sep 2039", "+62 / +58", "+21 / +17"),
    ]
    rows2 = [["Issuer", "Cpn", "Maturity", "vs DBR Bid", "vs DBR Ask", "vs MS Bid", "vs MS Ask", "Size (EUR m)"]]
    for iss, c, mi, mw, vb, vm in eur:
        b1, a1 = vb.split(" / ")
        b2, a2 = vm.split(" / ")
        rows2.append([iss, f"{c:.3f}", mw, b1, a1, b2, a2, "10"])
        gold += q(bkey(iss, c, mi), "agency", d, size=(10e6, 10e6), spread=(b1, a1), i_spread=(b2, a2))
    frn = [
        ("IBRD FRN 2029", "SOFR + 28", "27", "24", "100.012", "100.068"),
        ("EIB FRN 2030", "SOFR + 31", "30", "27", "100.009", "100.074"),
        ("KFW FRN 2028", "SOFR + 19", "18", "16", "100.004", "100.027"),
    ]
    rows3 = [["Floater", "ISIN", "Index + QM", "DM Bid", "DM Ask", "Px Bid", "Px Ask", "Size (MM)"]]
    for nm, qm, db, da, pb, pa in frn:
        isn = ui("XS", "eskmuir frn " + nm)
        rows3.append([nm, isn, qm, db, da, pb, pa, "10"])
        gold += q(isn, "frn", d, size=(10e6, 10e6), asset_class="agency", dm=(db, da), price=(pb, pa))

    def p1(c, pg, n):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(36, 800, "ESKMUIR - SSA CURVES")
        c.setFont("Helvetica", 8)
        c.drawString(36, 788, "London, 16.06.2027, 09:05 BST. USD SSA 5mm per side; EUR 10m; floaters 10mm. Spreads in bp.")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, 768, "USD SSA")
        spans = {0: [("Issuer", 1), ("Cpn", 1), ("Maturity", 1), ("ISIN", 1), ("vs UST (interp.)", 2), ("vs SOFR MS", 2), ("Price", 2)]}
        y = pk.grid(c, 36, 762, [120, 36, 62, 76, 34, 34, 34, 34, 46, 46], [rows[0]] + rows, head=2, spans=spans, align="lrllrrrrrr")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, y - 16, "EUR SSA")
        y = pk.grid(c, 36, y - 22, [120, 36, 62, 52, 52, 52, 52, 56], rows2, align="lrlrrrrr")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, y - 16, "SSA FLOATERS (DM over SOFR, bp)")
        pk.grid(c, 36, y - 22, [90, 80, 62, 44, 44, 50, 50, 50], rows3, align="llrrrrrr")
        pk.footer(c, "Eskmuir Capital LLP, 8 Finsbury Circus, London EC2M 7AZ. FCA FRN 612 044. Tel +44 20 7946 0281. " + RULE, pg, n)

    pdf = _pdf("a4", "SSA curves", "Eskmuir SSA", [p1])
    text = """Hi - SSA curves attached, USD / EUR and floaters.

Rgds, Fenella
Fenella Drummond | SSA Trading | Eskmuir Capital LLP | +44 20 7946 0281
"""
    att = Attachment("Eskmuir_SSA_curves_16Jun27.pdf", pdf, MIME_PDF, "pdf")
    return mk("eskmuir-ssa-curves-pdf", "pdf", gold, sender="Fenella Drummond <fenella.drummond@eskmuir.co.uk>",
              subject="SSA curves 16/06", date=date("09:07:51", "+0100"), text=text, attachments=[att])


def farlowe_agency_sheet():
    d = "farlowe"
    gold = []
    cal = [
        ("FHLB", "5.10", "07/21/32", "07/21/28 then qtrly", "100.000", "100.125", "5.07", "3"),
        ("FNMA", "4.95", "06/30/31", "06/30/28 1x", "99.875", "100.000", "4.95", "5"),
        ("FFCB", "5.32", "09/14/34", "cont. from 09/14/27", "99.625", "99.875", "5.35", "2"),
        ("FHLB", "4.70", "12/22/29", "12/22/27 Berm", "99.500", "99.625", "4.87", "4"),
    ]
    rows = [["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Bid", "Offer", "YTM (ofr, ref)", "Qty (MM)"]]
    for iss, cw, mw, call, pb, pa, ytm, qty in cal:
        cu = uc("farlowe " + iss + mw)
        rows.append([cu, iss, cw, mw, call, pb, pa, ytm, qty])
        gold += q(cu, "agency", d, size=(int(qty) * 1e6, int(qty) * 1e6), price=(pb, pa))
    frn = [
        ("FHLB", "SOFR+9", "08/18/28", "9", "7"),
        ("FFCB", "SOFR+12.5", "03/02/29", "12", "10"),
        ("FHLMC", "SOFR+15", "11/09/29", "15", "12.5"),
    ]
    rows2 = [["CUSIP", "Issuer", "Index", "Maturity", "DM Bid", "DM Offer", "Qty (MM)"]]
    for iss, ix, mw, db, da in frn:
        cu = uc("farlowe frn " + iss + mw)
        rows2.append([cu, iss, ix, mw, db, da, "25"])
        gold += q(cu, "frn", d, size=(25e6, 25e6), asset_class="agency", dm=(db, da))

    def p1(c, pg, n):
        c.setFont("Helvetica-Bold", 11)
        c.drawString(36, 750, "FARLOWE - AGENCY CALLABLES & FLOATERS")
        c.setFont("Helvetica", 8)
        c.drawString(36, 738, "June 16 2027. Prices in decimals. YTM shown on the offer, for reference.")
        y = pk.grid(c, 36, 726, [58, 40, 32, 52, 110, 48, 48, 64, 44], rows, align="lllllrrrr")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, y - 18, "AGENCY FLOATERS (DM, bp)")
        pk.grid(c, 36, y - 24, [58, 40, 70, 52, 48, 48, 44], rows2, align="llllrrr")
        pk.footer(c, "Farlowe Fixed Income, Charlotte NC, +1 704 555 0119. Member FINRA/SIPC. " + RULE, pg, n)

    pdf = _pdf("letter", "Agency callables", "Farlowe", [p1])
    att = Attachment("farlowe-agency-0616.pdf", pdf, MIME_PDF, "pdf")
    text = "Agency callables and floaters, two-way. Sheet attached.\n\nGrant Tolliver | Farlowe Fixed Income | 704 555 0119\n"
    return mk("farlowe-agency-callables-frn", "pdf", gold, sender="Grant Tolliver <gtolliver@farlowe.com>",
              subject="Agencies - callables / floaters two-way", date=date("09:31:44", "-0400"), text=text, attachments=[att])


# ---------------------------------------------------------------- 17 / 18: govvies landscape


def morvillars_egb_landscape():
    d = "morvillars"
    gold = []
    left_b = [
        ("OAT 3% 25/11/2034", "FRTR", 3.0, "2034-11-25", 3.214, "-1,5", "60,2"),
        ("OAT 3,5% 25/05/2042", "FRTR", 3.5, "2042-05-25", 3.652, "-1,2", "71,8"),
        ("OAT 2,75% 25/02/2029", "FRTR", 2.75, "2029-02-25", 2.451, "-0,9", "33,1"),
        ("DBR 2,5% 15/02/2037", "DBR", 2.5, "2037-02-15", 2.612, "-1,9", "-"),
        ("OBL 2,4% 10/04/2032", "OBL", 2.4, "2032-04-10", 2.264, "-1,4", "-"),
    ]
    left = [["Titre", "ISIN", "Rdt achat", "Rdt vente", "Prix achat", "Prix vente", "Var. (pb)", "Ecart Bund (mi)"]]
    for nm, tk, c, mi, y, var, ecart in left_b:
        cc = "FR" if tk == "FRTR" else "DE"
        isn = ui(cc, "morvillars " + nm)
        yb, ya = y, y - 0.008
        pb, pa = pxf(c, yb, mi, 1), pxf(c, ya, mi, 1)
        row = [nm, isn, eu(yb, 3), eu(ya, 3), eu(pb, 3), eu(pa, 3), var, ecart]
        left.append(row)
        gold += q(isn, "government", d, size=(20e6, 20e6), comma=True, yield_=(row[2], row[3]), price=(row[4], row[5]))
    right_b = [
        ("BTP 3,85% 01/02/2035", "BTPS", 3.85, "2035-02-01", 3.792, "-2,1"),
        ("BTP 4,15% 01/10/2039", "BTPS", 4.15, "2039-10-01", 4.205, "-2,4"),
        ("SPGB 3,25% 30/04/2034", "SPGB", 3.25, "2034-04-30", 3.168, "-1,6"),
        ("BGB 3% 22/06/2034", "BGB", 3.0, "2034-06-22", 3.076, "-1,3"),
    ]
    right = [["Titre", "ISIN", "Rdt achat", "Rdt vente", "Prix achat", "Prix vente", "Var. (pb)"]]
    for nm, tk, c, mi, y, var in right_b:
        cc = {"BTPS": "IT", "SPGB": "ES", "BGB": "BE"}[tk]
        isn = ui(cc, "morvillars " + nm)
        yb, ya = y, y - 0.01
        pb, pa = pxf(c, yb, mi, 1), pxf(c, ya, mi, 1)
        row = [nm, isn, eu(yb, 3), eu(ya, 3), eu(pb, 3), eu(pa, 3), var]
        right.append(row)
        gold += q(isn, "government", d, size=(10e6, 10e6), comma=True, yield_=(row[2], row[3]), price=(row[4], row[5]))

    def p1(c, pg, n):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(30, 560, "BANQUE MORVILLARS - EMPRUNTS D'ETAT ZONE EURO - 16/06/2027 09h15")
        c.setFont("Helvetica", 7.5)
        c.drawString(30, 548, "Rendements en %, prix pied de coupon. Cotes fermes pour EUR 20 M (coeur) et EUR 10 M (peripheriques) par cote.")
        c.setFont("Helvetica-Bold", 8.5)
        c.drawString(30, 530, "COEUR (France / Allemagne) - EUR 20 M")
        c.drawString(452, 530, "PERIPHERIQUES - EUR 10 M")
        pk.grid(c, 30, 524, [80, 62, 38, 38, 42, 42, 36, 50], left, size=6.8, lead=8.6, align="llrrrrrr")
        pk.grid(c, 452, 524, [84, 62, 38, 38, 42, 42, 36], right, size=6.8, lead=8.6, align="llrrrrr")
        pk.footer(c, "Banque Morvillars SA, 21 rue de la Banque, 75002 Paris - RCS Paris B 552 108 441 - ACPR 13 208. "
                  "Ecart Bund = spread mi-marche, pour information.", pg, n)

    pdf = _pdf("a4l", "Emprunts d'Etat", "Banque Morvillars", [p1])
    att = Attachment("Morvillars_EGB_160627.pdf", pdf, MIME_PDF, "pdf")
    text = """Bonjour,

Ci-joint nos prix sur les emprunts d'Etat de la zone euro.

Bien cordialement,
Aurelien Castagnede
Banque Morvillars | Taux Souverains | +33 1 55 50 42 18
"""
    return mk("morvillars-egb-landscape", "pdf", gold, sender="Aurelien Castagnede <a.castagnede@morvillars.fr>",
              subject="Emprunts d'Etat - prix 16/06", date=date("09:18:30", "+0200"), text=text, attachments=[att])


def shirakawa_pacific_govts():
    d = "shirakawasec"
    gold = []
    jgb = [
        ("#368", "JGB", 1.5, "2037-06-20", "20/06/2037", "1.612", "1.606", "99.06", "99.12"),
        ("#196", "JGB", 2.1, "2047-03-20", "20/03/2047", "2.338", "2.330", "96.21", "96.34"),
        ("#94", "JGB", 2.4, "2057-03-20", "20/03/2057", "2.711", "2.702", "93.72", "93.91"),
    ]
    rows = [["Bond", "Series", "Cpn", "Maturity", "Yld Bid", "Yld Ofr", "Px Bid", "Px Ofr", "Chg (bp)"]]
    for nm, tk, c, mi, mw, yb, ya, pb, pa in jgb:
        rows.append([tk, nm, f"{c:.1f}", mw, yb, ya, pb, pa, "+0.5"])
        gold += q(bkey(tk, c, mi), "government", d, size=(1e9, 1e9), yield_=(yb, ya), price=(pb, pa))
    acgb = [
        ("ACGB", 4.25, "2034-04-21", "21/04/2034", "4.392", "4.385"),
        ("ACGB", 3.75, "2037-04-21", "21/04/2037", "4.611", "4.603"),
        ("CAN", 3.25, "2034-12-01", "01/12/2034", "3.318", "3.311"),
        ("CAN", 2.75, "2055-12-01", "01/12/2055", "3.542", "3.536"),
    ]
    rows2 = [["Bond", "Cpn", "Maturity", "Yld Bid", "Yld Ofr", "Chg (bp)"]]
    for tk, c, mi, mw, yb, ya in acgb:
        rows2.append([tk, f"{c:.2f}", mw, yb, ya, "-1.2"])
        sz = 25e6
        gold += q(bkey(tk, c, mi), "government", d, size=(sz, sz), yield_=(yb, ya))

    def p1(c, pg, n):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(30, 560, "SHIRAKAWA SECURITIES - PACIFIC GOVERNMENT BONDS")
        c.setFont("Helvetica", 8)
        c.drawString(30, 548, "Tokyo 16 June 2027 17:30 JST. JGBs JPY 1bn per side; ACGB / Canadas AUD / CAD 25mm per side, yield only.")
        c.drawString(30, 524, "JGB")
        c.drawString(420, 524, "ACGB / CANADA")
        pk.grid(c, 30, 518, [34, 36, 30, 56, 44, 44, 44, 44, 40], rows, align="llrlrrrrr")
        pk.grid(c, 420, 518, [50, 34, 60, 44, 44, 44], rows2, align="lrlrrr")
        pk.footer(c, "Shirakawa Securities Co., Ltd. 2-7-1 Nihonbashi, Chuo-ku, Tokyo. Kanto FB (FIBO) No. 3104. Tel +81 3 5550 2271.", pg, n)

    pdf = _pdf("a4l", "Pacific govts", "Shirakawa", [p1])
    att = Attachment("SHIRAKAWA_PACGOV_20270616.pdf", pdf, MIME_PDF, "pdf")
    text = "Please find the Pacific govt sheet attached.\n\nKenji Morishita | Shirakawa Securities | +81 3 5550 2271\n"
    return mk("shirakawa-jgb-acgb-can", "pdf", gold, sender="Kenji Morishita <k.morishita@shirakawasec.co.jp>",
              subject="Pacific govts close 16-Jun", date=date("17:41:03", "+0900"), text=text, attachments=[att])


# ---------------------------------------------------------------- 19 / 20: EM, two pages


def garvellan_em_two_pages():
    d = "garvellan"
    gold = []
    hc = [
        ("Mexico", "MEX 6.35 02/09/35", "MEX", 6.35, "2035-02-09", "102.10", "102.50", "+196", "+190", "T 4 1/2 05/37", "6.2"),
        ("Colombia", "COLOM 8 11/14/35", "COLOM", 8.0, "2035-11-14", "103.40", "103.90", "+314", "+307", "T 4 1/2 05/37", "6.4"),
        ("Peru", "PERU 5 3/8 02/08/35", "PERU", 5.375, "2035-02-08", "98.30", "98.75", "+108", "+102", "T 4 1/2 05/37", "6.6"),
        ("Indonesia", "INDON 5.1 02/10/36", "INDON", 5.1, "2036-02-10", "97.85", "98.30", "+86", "+80", "T 4 1/2 05/37", "7.0"),
        ("Romania", "ROMANI 6 5/8 09/27/34", "ROMANI", 6.625, "2034-09-27", "99.60", "100.10", "+214", "+207", "T 4 3/8 05/34", "5.9"),
    ]
    rows = [["Country", "Bond", "ISIN", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask", "Sprd Bid", "Sprd Ask", "Bmk", "Dur"]]
    for ctry, nm, tk, c, mi, pb, pa, sb, sa, bm, dur in hc:
        isn = ui("US" if tk in ("MEX", "PERU", "COLOM") else "XS", "garvellan " + nm)
        yb, ya = ylds(c, float(pb), mi, 2), ylds(c, float(pa), mi, 2)
        rows.append([ctry, nm, isn, pb, pa, yb, ya, sb, sa, bm, dur])
        gold += q(isn, "em_sovereign", d, size=(2e6, 2e6), price=(pb, pa), yield_=(yb, ya), spread=(sb, sa))
    loc = [
        ("MBONO 8 05/24/35", "MBONO", 8.0, "2035-05-24", "9.115", "9.095", "MXN 200m"),
        ("BNTNF 10 01/01/35", "BNTNF", 10.0, "2035-01-01", "13.420", "13.380", "BRL 20m"),
        ("SAGB 8 7/8 02/28/35", "SAGB", 8.875, "2035-02-28", "10.400", "10.375", "ZAR 50m"),
        ("POLGB 5.75 04/25/32", "POLGB", 5.75, "2032-04-25", "5.485", "5.465", "PLN 20m"),
        ("ROMGB 6.7 02/25/32", "ROMGB", 6.7, "2032-02-25", "7.020", "6.970", "RON 10m"),
    ]
    rows2 = [["Bond", "Yld Bid", "Yld Ask", "Chg (bp)", "Size"]]
    for nm, tk, c, mi, yb, ya, sz in loc:
        rows2.append([nm, yb, ya, "-2", sz])
        gold += q(bkey(tk, c, mi), "em_sovereign", d, size=(int(sz.split()[1][:-1]) * 1e6,) * 2, yield_=(yb, ya))
    cds = [("MEXICO", "58/63", "99/104", "151/158"), ("BRAZIL", "82/88", "141/147", "208/216"), ("TURKEY", "148/156", "236/244", "318/328")]
    rows3 = [["Sovereign CDS (bp)", "3Y", "5Y", "10Y"]]
    for nm, t3, t5, t10 in cds:
        rows3.append([nm, t3, t5, t10])
        for tn, cell in (("3Y", t3), ("5Y", t5), ("10Y", t10)):
            b, a = cell.split("/")
            gold += q(f"{nm} {tn}", "cds", d, size=(10e6, 10e6), spread=(b, a))

    def p1(c, pg, n):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(36, 750, "GARVELLAN EM - HARD CURRENCY SOVEREIGNS")
        c.setFont("Helvetica", 8)
        c.drawString(36, 738, "16-Jun-2027 07:55 NY. USD 2mm per side. Spreads in bp vs the UST shown in Bmk. Dur = modified duration.")
        pk.grid(c, 36, 726, [46, 96, 66, 36, 36, 34, 34, 36, 36, 62, 26], rows, size=6.8, lead=8.8, align="lllrrrrrrlr")
        pk.footer(c, "Garvellan Markets LLC, 1345 Avenue of the Americas, NY 10105. +1 212 555 0139. " + RULE, pg, n)

    def p2(c, pg, n):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(36, 750, "GARVELLAN EM - LOCAL MARKETS & SOVEREIGN CDS")
        c.setFont("Helvetica", 8)
        c.drawString(36, 738, "Local bonds on yield, sizes in local currency per side. CDS 10x10.")
        y = pk.grid(c, 36, 726, [120, 50, 50, 50, 60], rows2, align="lrrrl")
        pk.grid(c, 36, y - 20, [110, 60, 60, 60], rows3, align="lrrr")
        pk.footer(c, "Garvellan Markets LLC. CDS quoted on running spread, standard coupons. " + RULE, pg, n)

    pdf = _pdf("letter", "EM sheet", "Garvellan EM", [p1, p2])
    att = Attachment("Garvellan_EM_20270616.pdf", pdf, MIME_PDF, "pdf")
    text = "EM sheet attached: hard currency p1, locals and sovereign CDS p2.\n\nBeatriz Olmedo | Garvellan EM Trading | +1 212 555 0139\n"
    return mk("garvellan-em-sheet-2pp", "pdf", gold, sender="Beatriz Olmedo <bolmedo@garvellan.com>",
              subject="EM sheet 06/16", date=date("08:01:47", "-0400"), text=text, attachments=[att])


def itaperuna_em_brazil():
    d = "itaperuna"
    gold = []
    ntnf = [
        ("NTN-F 01/01/2029", "NTN-F", 10.0, "2029-01-01", "13,215", "13,185"),
        ("NTN-F 01/01/2031", "NTN-F", 10.0, "2031-01-01", "13,340", "13,305"),
        ("NTN-F 01/01/2035", "NTN-F", 10.0, "2035-01-01", "13,455", "13,415"),
    ]
    rows = [["Titulo", "Cupom", "Vencimento", "Taxa Compra", "Taxa Venda", "Var. (bp)"]]
    for nm, tk, c, mi, yb, ya in ntnf:
        rows.append([nm, "10%", mi[8:] + "/" + mi[5:7] + "/" + mi[:4], yb, ya, "-3"])
        gold += q(bkey(tk, c, mi), "em_sovereign", d, size=(20e6, 20e6), comma=True, yield_=(yb, ya))
    hc = [
        ("BRAZIL 6 1/8 03/15/34", "BRAZIL", 6.125, "2034-03-15", "97,40", "97,85", "+232", "+225"),
        ("BRAZIL 7 1/8 05/13/54", "BRAZIL", 7.125, "2054-05-13", "93,10", "93,70", "+296", "+290"),
        ("CHILE 4.95 01/05/36", "CHILE", 4.95, "2036-01-05", "98,55", "98,95", "+92", "+87"),
    ]
    rows2 = [["Titulo", "ISIN", "Preco Compra", "Preco Venda", "Spread C (bp)", "Spread V (bp)"]]
    for nm, _tk, _c, _mi, pb, pa, sb, sa in hc:
        isn = ui("US", "itaperuna " + nm)
        rows2.append([nm, isn, pb, pa, sb, sa])
        gold += q(isn, "em_sovereign", d, size=(1e6, 1e6), comma=True, price=(pb, pa), spread=(sb, sa))
    cds = [("BRAZIL 5Y", "140", "146"), ("CHILE 5Y", "57", "62"), ("COLOMBIA 5Y", "171", "178")]
    rows3 = [["CDS", "Compra", "Venda"]]
    for nm, b, a in cds:
        rows3.append([nm, b, a])
        gold += q(nm, "cds", d, size=(5e6, 5e6), spread=(b, a))

    def p1(c, pg, n):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(36, 800, "BANCO ITAPERUNA - RENDA FIXA SOBERANA")
        c.setFont("Helvetica", 8)
        c.drawString(36, 788, "Sao Paulo, 16/06/2027. NTN-F em taxa (% a.a.), lote BRL 20 mm por lado.")
        pk.grid(c, 36, 776, [110, 44, 64, 60, 60, 44], rows, align="lrlrrr")
        pk.footer(c, "Banco Itaperuna S.A. - CNPJ 61.412.118/0001-07 - Ouvidoria 0800 555 0142.", pg, n)

    def p2(c, pg, n):
        c.setFont("Helvetica-Bold", 10)
        c.drawString(36, 800, "GLOBAIS USD (lote USD 1 mm) e CDS soberano (USD 5 mm)")
        y = pk.grid(c, 36, 788, [120, 76, 56, 56, 56, 56], rows2, align="llrrrr")
        pk.grid(c, 36, y - 20, [100, 50, 50], rows3, align="lrr")
        pk.footer(c, "Banco Itaperuna S.A. Precos indicativos. Spread sobre Treasury interpolado.", pg, n)

    pdf = _pdf("a4", "Soberanos", "Itaperuna", [p1, p2])
    att = Attachment("Itaperuna_soberanos_16jun.pdf", pdf, MIME_PDF, "pdf")
    text = "Bom dia, segue nossa lamina de soberanos.\n\nLuiza Brandao | Banco Itaperuna | +55 11 5550 3318\n"
    return mk("itaperuna-ntnf-globals-cds", "pdf", gold, sender="Luiza Brandao <luiza.brandao@itaperuna.com.br>",
              subject="Soberanos - 16/06", date=date("09:12:33", "-0300"), text=text, attachments=[att])


# ---------------------------------------------------------------- 21 / 22: IG vs UST with benchmark columns


def hexley_ig_benchmarks():
    d = "hexley"
    gold = []
    ig = [
        ("Corbridge Chemicals", 5.0, "2032-08-15", "08/15/32", "T 4 1/4 05/31/32", "100-06", "4.208", "+88", "+84"),
        ("Corbridge Chemicals", 5.5, "2037-08-15", "08/15/37", "T 4 1/2 05/15/37", "99-19+", "4.551", "+116", "+111"),
        ("Lydbrook Insurance", 4.875, "2034-03-01", "03/01/34", "T 4 3/8 05/31/34", "99-19", "4.442", "+104", "+99"),
        ("Marlcliff Retail", 6.0, "2054-04-15", "04/15/54", "T 4 3/4 05/15/57", "97-05", "4.932", "+148", "+143"),
        ("Tenterden Water", 5.25, "2036-01-30", "01/30/36", "T 4 1/2 05/15/37", "99-19+", "4.551", "+97", "+93"),
    ]
    rows = [["Issuer", "Cpn", "Maturity", "Benchmark", "Bmk Px", "Bmk Yld", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask", "Size (MM)"]]
    for iss, c, mi, mw, bm, bpx, byl, sb, sa in ig:
        yb, ya = float(byl) + int(sb) / 100, float(byl) + int(sa) / 100
        pb, pa = f"{pxf(c, yb, mi):.3f}", f"{pxf(c, ya, mi):.3f}"
        cw = {5.0: "5", 5.5: "5 1/2", 4.875: "4 7/8", 6.0: "6", 5.25: "5 1/4"}[c]
        rows.append([iss, cw, mw, bm, bpx, byl, sb, sa, pb, pa, "5"])
        gold += q(bkey(iss, c, mi), "ig", d, size=(5e6, 5e6), spread=(sb, sa), price=(pb, pa))

    def p1(c, pg, n):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(36, 750, "HEXLEY - US IG vs TREASURIES")
        c.setFont("Helvetica", 8)
        c.drawString(36, 738, "06/16/27 10:30 ET. Spreads vs the benchmark shown; benchmark price (32nds) and yield for reference only.")
        c.setLineWidth(0.8)
        c.line(36, 728, 576, 728)
        y = pk.table(c, 36, 718, [86, 34, 50, 80, 42, 40, 38, 38, 46, 46, 40], rows, size=7, lead=11, right_from=4)
        c.line(36, y + 4, 576, y + 4)
        pk.footer(c, "Hexley & Co. Securities, 200 Clarendon St, Boston MA 02116. +1 617 555 0182. " + RULE, pg, n)

    pdf = _pdf("letter", "IG vs UST", "Hexley", [p1])
    att = Attachment("Hexley_IG_0616.pdf", pdf, MIME_PDF, "pdf")
    text = "IG run vs UST attached.\n\nTom Penwarden | Hexley & Co. | +1 617 555 0182\n"
    return mk("hexley-ig-vs-ust-bmk-columns", "pdf", gold, sender="Tom Penwarden <tpenwarden@hexley.com>",
              subject="IG vs UST - run", date=date("10:34:12", "-0400"), text=text, attachments=[att])


def jarrowfield_ig_offers():
    d = "jarrowfield"
    gold = []
    ig = [
        ("DELAMERE MOTORS", "4 5/8", 4.625, "2031-11-01", "11/01/31", "5y", "T+72", "101.25", "2"),
        ("DELAMERE MOTORS", "5 3/8", 5.375, "2036-11-01", "11/01/36", "10y", "T+104", "100.55", "3"),
        ("CATTERLEN MEDIA", "5.9", 5.9, "2035-03-15", "03/15/35", "10y", "T+161", "99.10", "1"),
        ("ORRINSBY LOGISTICS", "6 1/4", 6.25, "2054-09-01", "09/01/54", "30y", "T+178", "100.80", "2"),
    ]
    rows = [["Issuer", "Cpn", "Maturity", "Bmk", "Ofr Sprd", "Ofr Px", "Ofr Size (MM)"]]
    for iss, cw, c, mi, mw, bm, s, p, sz in ig:
        rows.append([iss, cw, mw, bm, s, p, sz])
        gold += q(bkey(iss, c, mi), "ig", d, size=(None, int(sz) * 1e6), spread=(None, s[2:]), price=(None, p))

    def p1(c, pg, n):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(36, 750, "JARROWFIELD - IG OFFERINGS")
        c.setFont("Helvetica", 8)
        c.drawString(36, 738, "Offer side only. 16 June 2027.")
        pk.grid(c, 36, 726, [120, 40, 56, 36, 50, 50, 60], rows, align="lrlrrrr")
        pk.footer(c, "Jarrowfield Securities, Dallas TX, +1 214 555 0151. " + RULE, pg, n)

    pdf = _pdf("letter", "IG offerings", "Jarrowfield", [p1])
    att = Attachment("jarrowfield_ig_offers.pdf", pdf, MIME_PDF, "pdf")
    text = "Offers attached.\n\nAmy Strickland | Jarrowfield Securities | 214 555 0151\n"
    return mk("jarrowfield-ig-offerings", "pdf", gold, sender="Amy Strickland <astrickland@jarrowfield.com>",
              subject="IG offerings", date=date("11:02:40", "-0500"), text=text, attachments=[att])


LAYOUTS = [
    carrowmore_rates_daily, dunsfold_ust_agency_sidebyside,
    eskmuir_ssa_curves, farlowe_agency_sheet,
    morvillars_egb_landscape, shirakawa_pacific_govts,
    garvellan_em_two_pages, itaperuna_em_brazil,
    hexley_ig_benchmarks, jarrowfield_ig_offers,
]
