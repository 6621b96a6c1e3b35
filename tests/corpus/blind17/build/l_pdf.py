"""PDF attachments: ruled and unruled sheets whose tables set a number beside each level that is not it."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, bkey, date, dealer_of, frac, lv, mk, muni_px, pxs, q, sig, uc, ui, ylds

FOOT = "Indicative levels for professional investors only. Not an offer to buy or sell. Tel. +1 212 555 0100."


def _pdf(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


# ---------------------------------------------------------------- 13 / 14: converts, preferreds, FRNs


def p13():
    sender = "Gavin Strathy <gstrathy@strathvane.com>"
    d = dealer_of(sender)
    gold = []
    buf, c = pk.new("letter", "Converts / Preferreds / FRNs 23-Nov-2027", "Strathvane Securities")
    pk.lines(c, 36, 756, ["STRATHVANE SECURITIES - CONVERTIBLES, PREFERREDS & FLOATERS", "Tuesday 23 November 2027, 08:15 ET"],
             size=10, font="Helvetica-Bold", lead=13)
    pk.lines(c, 36, 726, ["CONVERTIBLES - price in points; 2MM per side unless shown. Conv ratio per 1,000 face; parity, premium, delta",
                          "and bond floor at the last stock price - none of them is our market."], size=7.5)
    head = ["Issuer", "Cpn", "Maturity", "Conv Ratio", "Stock", "Parity", "Prem %", "Delta", "Bond Floor", "Bid", "Offer", "Size"]
    cv = [("ASHGILL THERAPEUTICS", 1.25, "2030-06-15", "18.4502", 52.41, 101.25, 102.0, "0.58", "88.10", ""),
          ("BRANDLESHOLME SOLAR", 0.0, "2029-12-01", "9.8810", 71.30, 92.625, 93.375, "0.41", "89.55", "3x2"),
          ("COCKLEY NETWORKS", 2.375, "2031-03-15", "31.2004", 33.95, 108.5, 109.25, "0.74", "91.20", ""),
          ("DALEGARTH FOODS", 3.0, "2032-09-01", "22.0457", 40.10, 96.75, 97.5, "0.36", "94.85", "")]
    rows = [head]
    for iss, cp, mi, ratio, stock, b, a, delta, floor, size in cv:
        parity = round(float(ratio) * stock / 10, 2)
        prem = round((b + a) / 2 / parity * 100 - 100, 1)
        rows.append([iss, f"{cp:.3f}", f"{mi[5:7]}/{mi[8:]}/{mi[:4]}", ratio, f"{stock:.2f}", f"{parity:.2f}", f"{prem:.1f}",
                     delta, floor, frac(b), frac(a), size])
        gold += q(bkey(iss, cp, mi), "convert", d, size=size or "2MM", price=(frac(b), frac(a)))
    y = pk.grid(c, 36, 700, [106, 32, 52, 50, 36, 38, 36, 32, 48, 46, 46, 30], rows, align="llrrrrrrrrrr")
    y = pk.lines(c, 36, y - 16, ["$25 PREFERREDS - $ price per share; size in shares. Call px and par are $25.00; Cur Yld at the mid (reference)."],
                 size=7.5)
    head = ["Preferred", "CUSIP", "First Call", "Call Px", "Bid", "Offer", "Cur Yld (mid)", "Size (shs)"]
    pf = [("AVONMOUTH BANCORP 6.375% SER C", "b17-avon-c", "12/15/2028", "24.62", "24.80", "6.45%", "10,000"),
          ("BURNEYSIDE INSURANCE 5.95% SER A", "b17-burn-a", "03/30/2029", "23.41", "23.60", "6.33%", "8,000"),
          ("CUNSWICK REIT 7.10% SER B", "b17-cuns-b", "06/15/2028", "25.18", "25.35", "7.03%", "")]
    rows = [head]
    for desc, seed, call, b, a, cy, shs in pf:
        cu = uc(seed)
        rows.append([desc, cu, call, "25.00", b, a, cy, shs])
        gold += q(cu, "preferred", d, price=(b, a))
    y = pk.grid(c, 36, y - 4, [150, 60, 56, 42, 42, 42, 58, 56], rows, align="llrrrrrr")
    pk.lines(c, 36, y - 14, ["Share counts are not face amounts. Stock prices as of 08:00 ET pre-market."], size=7)
    pk.footer(c, FOOT, 1, 2)
    c.showPage()
    pk.lines(c, 36, 756, ["STRATHVANE SECURITIES - FLOATING RATE NOTES", "3MM per side. DM in bp over the index; QM = quoted margin "
                          "(the coupon's margin), Reset = current coupon (%)."], size=8.5, lead=12)
    head = ["ISIN", "Issuer", "Index", "QM", "Reset", "Next Reset", "DM Bid", "DM Ask", "Px Bid", "Px Ask"]
    frn = [("US", "b17-frn-eamont", "EAMONT BANK FRN 04/2030", "SOFR", "95", "5.312", "01/15/28", 104, 98, "99.74", "99.88"),
           ("US", "b17-frn-fellgate", "FELLGATE AUTO CREDIT FRN 09/2029", "SOFR", "120", "5.562", "12/09/27", 131, 124, "99.78", "99.91"),
           ("XS", "b17-frn-grisedale", "GRISEDALE FINANCE FRN 06/2031", "3mE", "85", "3.021", "12/20/27", 92, 86, "99.73", "99.94"),
           ("US", "b17-frn-haweswater", "HAWESWATER POWER FRN 11/2028", "SOFR", "70", "5.062", "02/03/28", 63, 58, "100.07", "100.12")]
    rows = [head]
    for pre, seed, iss, idx, qm, reset, nxt, db, da, pb, pa in frn:
        i = ui(pre, seed)
        rows.append([i, iss, idx, qm, reset, nxt, str(db), str(da), pb, pa])
        gold += q(i, "frn", d, size="3MM", dm=(str(db), str(da)), price=(pb, pa))
    y = pk.grid(c, 36, 716, [70, 150, 34, 30, 38, 52, 40, 40, 44, 44], rows, align="lllrrrrrrr")
    pk.lines(c, 36, y - 14, ["SOFR 5.31% / 3mE 2.05% fixings as of 22-Nov. Contact: G. Strathy +1 212 555 0173."], size=7)
    pk.footer(c, FOOT, 2, 2)
    data = pk.done(buf, c)
    body = f"""Converts, $25 prefs and FRNs attached (2 pages).

Gavin
{sig("Gavin Strathy", "Hybrid Capital Trading", "Strathvane Securities LLC", "+1 212 555 0173")}
"""
    return mk("strathvane-cv-pfd-frn-parity", "pdf", gold, sender=sender, date=date("08:19:44"),
              subject="CV / PFD / FRN sheet 11/23", text=body,
              attachments=[_pdf("Strathvane_CV_PFD_FRN_20271123.pdf", data)])


def p14():
    sender = "Elodie Kerlouan <elodie.kerlouan@kerlouan.fr>"
    d = dealer_of(sender)
    gold = []
    buf, c = pk.new("a4", "Hybrides et FRN", "Kerlouan")
    pk.lines(c, 40, 800, ["KERLOUAN FINANCE - EUROPEAN CONVERTIBLES / USD PREFERREDS / FLOATERS - 23.11.2027"], size=10,
             font="Helvetica-Bold")
    pk.lines(c, 40, 782, ["Convertibles: price in % of par, EUR 1m per side. 'Exch. px' is the conversion price in EUR per share,",
                          "'Bond floor' the straight-bond value: reference only."], size=7.5)
    rows = [["ISIN", "Bond", "Exch. px", "Share", "Parity", "Bond floor", "Bid", "Offer"]]
    cv = [("FR", "b17-cv-isere", "ISERE MOBILITE 0.5% 2030", "41.20", "38.95", "94.54", "89.70", "101.35", "102.10"),
          ("DE", "b17-cv-jagst", "JAGSTFELD CHEMIE 1.75% 2031", "27.80", "30.12", "108.35", "91.05", "110.40", "111.20"),
          ("XS", "b17-cv-kinzig", "KINZIG LOGISTIK 0% 2029", "64.00", "52.10", "81.41", "93.80", "95.15", "95.90")]
    for pre, seed, name, ex, sh, par, flo, b, a in cv:
        i = ui(pre, seed)
        rows.append([i, name, ex, sh, par, flo, b, a])
        gold += q(i, "convert", d, size="1MM", price=(b, a))
    y = pk.table(c, 40, 760, [78, 150, 52, 46, 46, 56, 46, 46], rows, size=7.5, right_from=2)
    pk.rule(c, 40, 555, y + 6)
    y = pk.lines(c, 40, y - 10, ["USD $25 preferreds (two-way, 5,000 shs each way). The ytc in brackets is to the first call at $25:"], size=7.5)
    prefs = [("LINDALE CAPITAL 6.50% PFD SER D", "b17-lindale-d", "24.95 / 25.08", "(ytc 6.91% / 5.84%)", "call 15/03/2028"),
             ("MORLAND ENERGY 5.75% PFD SER B", "b17-morland-b", "23.90 / 24.12", "(ytc 7.72% / 7.32%)", "call 30/06/2030")]
    lines = []
    for desc, seed, lv_, ytc, call in prefs:
        cu = uc(seed)
        lines.append(f"{desc:<34}{cu:<12}{lv_:<18}{ytc:<22}{call}")
        b, a = lv_.split(" / ")
        yb, ya = ytc.strip("()").replace("ytc ", "").replace("%", "").split(" / ")
        gold += q(cu, "preferred", d, price=(b, a), yield_=(yb, ya))
    y = pk.lines(c, 40, y - 2, lines, size=7.5, font="Courier")
    pk.rule(c, 40, 555, y + 4)
    y = pk.lines(c, 40, y - 10, ["Floaters: spread = discount margin in bp; 'Marge' is the coupon's margin. EUR 2m per side."], size=7.5)
    rows = [["ISIN", "Emetteur", "Index", "Marge", "Cpn courant", "DM Achat", "DM Vente", "Prix Achat", "Prix Vente"]]
    fr = [("FR", "b17-frn-loue", "LOUE HABITAT FRN 03/2030", "3mE", "+78", "2.831", "84", "79", "99.83", "99.95"),
          ("XS", "b17-frn-meuse", "MEUSE BANQUE FRN 10/2029", "3mE", "+110", "3.151", "102", "96", "100.15", "100.27"),
          ("XS", "b17-frn-nive", "NIVE ENERGIE FRN 07/2031", "3mE", "+135", "3.401", "149", "141", "99.48", "99.76")]
    for pre, seed, name, idx, marge, cpn_, db, da, pb, pa in fr:
        i = ui(pre, seed)
        rows.append([i, name, idx, marge, cpn_, db, da, pb, pa])
        gold += q(i, "frn", d, size="2MM", dm=(db, da), price=(pb, pa))
    y = pk.table(c, 40, y - 4, [78, 130, 34, 36, 50, 42, 42, 50, 50], rows, size=7.5, right_from=3)
    pk.footer(c, "Kerlouan Finance SA - RCS Paris 512 044 871 - +33 1 55 04 12 90 - niveaux indicatifs", 1, 1)
    data = pk.done(buf, c)
    body = """Bonjour,

CB / prefs / FRN ci-joint.

Elodie Kerlouan - Kerlouan Finance - +33 1 55 04 12 93
"""
    return mk("kerlouan-cb-pfd-frn-floor", "pdf", gold, sender=sender, date=date("09:02:10", "+0100"),
              subject="CB / preferreds / FRN - 23/11", text=body, attachments=[_pdf("kerlouan_hybrides_23112027.pdf", data)])


# ---------------------------------------------------------------- 15 / 16: munis and agencies


def p15():
    sender = "Nora Kestle <nkestle@kestlebury.com>"
    d = dealer_of(sender)
    gold = []
    buf, c = pk.new("letterl", "Offerings", "Kestlebury")
    pk.lines(c, 24, 580, ["KESTLEBURY & CO. - OFFERINGS 11/23/2027 (offer side only; sizes are what we own)"], size=10,
             font="Helvetica-Bold")
    pk.lines(c, 24, 566, ["Munis left, callable agencies right. Call px is the redemption price at the call, MMD the scale, YTM (ref) the",
                          "yield to maturity: none of those is an offer level."], size=7.5)
    head = ["Par (000)", "Description", "CUSIP", "Cpn", "Maturity", "Call", "Call Px", "Yield", "Price", "MMD"]
    mu = [("1,000", "PHILA PA WTR & WSTWTR", 5.0, "2043-07-01", "2033-07-01", 3.82, "2.91"),
          ("500", "MINNEAPOLIS MN HSG", 4.0, "2037-12-01", "2031-12-01", 3.44, "2.70"),
          ("2,000", "GEORGIA ST GO", 5.0, "2035-02-01", None, 3.01, "2.66"),
          ("750", "PORT AUTH NY&NJ", 5.0, "2046-09-15", "2032-09-15", 3.97, "3.02")]
    rows = [head]
    for par, desc, cp, mi, ci, yw, mmd in mu:
        cu = uc(f"b17-mu15-{desc}")
        px = muni_px(cp, yw, mi, ci)
        mark = "^1" if desc.startswith("MINNEAPOLIS") else ""
        rows.append([par, desc, cu, f"{cp:.3f}", f"{mi[5:7]}/{mi[8:]}/{mi[:4]}", f"{ci[5:7]}/{ci[8:]}/{ci[2:4]}" if ci else "NC",
                     "100" if ci else "", f"{yw:.2f}{mark}", f"{px:.3f}", mmd])
        gold += q(cu, "muni", d, size=(None, int(par.replace(",", "")) * 1000), yield_=(None, f"{yw:.2f}"), price=(None, f"{px:.3f}"),
                  review=("yield",) if mark else ())
    y = pk.grid(c, 24, 545, [30, 86, 42, 24, 40, 34, 26, 30, 34, 24], rows, align="rllrrrrrrr", size=6.2, lead=8.5)
    pk.lines(c, 24, y - 10, ["1 Indicative - yield not refreshed since 08:00, subject to confirmation."], size=6.5)
    head = ["Qty (MM)", "Issuer", "CUSIP", "Cpn", "Maturity", "1st Call", "Call Px", "Offer Px", "YTW", "YTM (ref)"]
    ag = [("5", "FHLB", 5.0, "2032-11-24", "2028-11-24", 100.625),
          ("10", "FFCB", 4.75, "2030-05-28", "2028-05-28", 99.875),
          ("3", "FHLMC", 5.25, "2034-12-01", "2028-12-01", 100.875),
          ("7", "FNMA", 4.5, "2029-08-15", "2028-08-15", 99.50)]
    rows = [head]
    for qty, iss, cp, mi, ci, px in ag:
        cu = uc(f"b17-ag15-{iss}-{mi}")
        ytm = ylds(cp, px, mi, 3)
        ytw = min(ytm, ylds(cp, px, ci, 3), key=float)
        call = f"{ci[5:7]}/{ci[8:]}/{ci[2:4]}"
        rows.append([qty, iss, cu, frac(cp), f"{mi[5:7]}/{mi[8:]}/{mi[2:4]}", call, "100", f"{px:.3f}", ytw, ytm])
        gold += q(cu, "agency", d, size=(None, int(qty) * 1_000_000), price=(None, f"{px:.3f}"), yield_=(None, ytw))
    y = pk.grid(c, 404, 545, [30, 30, 42, 24, 36, 36, 26, 36, 28, 40], rows, align="rllrrrrrrr", size=6.2, lead=8.5)
    pk.lines(c, 404, y - 10, ["Callables: quarterly after first call, 5 business days notice. YTW to the first call where lower."], size=6.5)
    pk.footer(c, "Kestlebury & Co., member FINRA/SIPC. 101 Federal St, Boston MA 02110. 617-555-0138.", 1, 1)
    data = pk.done(buf, c)
    body = f"""Good morning - today's muni and callable offerings attached (one landscape page, munis left,
agencies right).

Nora
{sig("Nora Kestle", "Fixed Income Sales", "Kestlebury & Co.", "617-555-0138")}
"""
    return mk("kestlebury-muni-agency-offerings-callpx", "pdf", gold, sender=sender, date=date("08:40:17"),
              subject="Offerings 11/23 - munis / callable agys", text=body,
              attachments=[_pdf("Kestlebury_Offerings_112327.pdf", data)])


def p16():
    sender = "Owen Brantwood <obrantwood@brantwood.com>"
    d = dealer_of(sender)
    gold = []
    buf, c = pk.new("letter", "Two-way munis and agencies", "Brantwood")
    pk.lines(c, 36, 752, ["BRANTWOOD - TWO-WAY MUNIS AND AGENCY BULLETS  |  23-Nov-27  |  1MM munis, 10MM agencies per side"],
             size=9, font="Helvetica-Bold")
    rows = [["CUSIP", "Issue", "Cpn", "Mat", "Yld Bid", "Yld Ofr", "Px Bid", "Px Ofr", "Chg (bp)", "Last Trade"]]
    mu = [("SEATTLE WA MUNI LT", 4.0, "2036-05-01", None, 3.36, 3.29, "-2", "3.40 (11/19)"),
          ("LA DEPT WTR & PWR", 5.0, "2048-07-01", "2034-07-01", 4.02, 3.95, "-1", "4.06 (11/22)"),
          ("UNIV OF TX PERM FD", 5.0, "2033-07-01", None, 2.89, 2.83, "unch", "")]
    for desc, cp, mi, ci, yb, ya, chg, last in mu:
        cu = uc(f"b17-mu16-{desc}")
        pb, pa = muni_px(cp, yb, mi, ci), muni_px(cp, ya, mi, ci)
        rows.append([cu, desc, f"{cp:g}s", f"{mi[5:7]}/{mi[8:]}/{mi[2:4]}", f"{yb:.2f}", f"{ya:.2f}", f"{pb:.3f}", f"{pa:.3f}", chg, last])
        gold += q(cu, "muni", d, size="1MM", yield_=(f"{yb:.2f}", f"{ya:.2f}"), price=(f"{pb:.3f}", f"{pa:.3f}"))
    y = pk.grid(c, 36, 730, [48, 96, 26, 46, 38, 38, 46, 46, 38, 56], rows, align="lllrrrrrrr", size=7)
    rows = [["Issuer", "Cpn", "Maturity", "Bmk", "Bmk Yld", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr"]]
    ag = [("FHLB", 4.0, "2030-12-10", "T 3 7/8 10/29", "3.942", "+12", "+9"),
          ("FFCB", 4.375, "2033-01-20", "T 4 10/32", "4.080", "+21", "+18"),
          ("TVA", 4.625, "2037-09-15", "T 4 1/4 11/37", "4.326", "+36", "+32")]
    for iss, cp, mi, bmk, by, sb, sa in ag:
        pb = pxs(cp, float(by) + int(sb) / 100, mi, 3)
        pa = pxs(cp, float(by) + int(sa) / 100, mi, 3)
        rows.append([iss, frac(cp), f"{mi[5:7]}/{mi[8:]}/{mi[:4]}", bmk, by, sb, sa, pb, pa])
        gold += q(bkey(iss, cp, mi), "agency", d, size="10MM", spread=(sb.lstrip("+"), sa.lstrip("+")), price=(pb, pa))
    y = pk.grid(c, 36, y - 20, [40, 34, 56, 76, 44, 40, 40, 48, 48], rows, align="lllrrrrrr", size=7)
    pk.lines(c, 36, y - 12, ["Last Trade = last reported trade yield (EMMA) with its date; Bmk Yld = the UST's own yield. Neither is our level."],
             size=6.8)
    pk.footer(c, "Brantwood Rates LLC. Ph 704-555-0112.", 1, 1)
    data = pk.done(buf, c)
    body = "Two-way munis and agency bullets attached.\n\nOwen Brantwood\nBrantwood Rates LLC | 704-555-0112\n"
    return mk("brantwood-muni-agency-emma-bmk", "pdf", gold, sender=sender, date=date("10:05:33"),
              subject="two-way munis + agy bullets", text=body, attachments=[_pdf("brantwood_2way_1123.pdf", data)])


# ---------------------------------------------------------------- 17 / 18: securitised and loans


def p17():
    sender = "Priya Hollins <phollins@hollinshead.com>"
    d = dealer_of(sender)
    gold = []
    buf, c = pk.new("letter", "CLO ABS offerings and loan levels", "Hollinshead")
    pk.lines(c, 36, 756, ["HOLLINSHEAD CAPITAL - SECURITISED OFFERINGS", "23 Nov 2027 - offered in current face; DM / spread in bp; "
                          "Prior Px = our 11/22 close mark (reference)"], size=8.5, lead=12)
    head = ["CUSIP", "Deal / Class", "Orig Face (MM)", "Cur Face (MM)", "Factor", "WAL", "Ofr DM", "Ofr Px", "Prior Px"]
    rows = [head]
    sec = [("b17-mardale-a", "MARDALE CLO 2025-1 A", "320.0", "5.000", "1.0000", "4.9", "DM", "128", "100.18", "100.10"),
           ("b17-naddle-b", "NADDLE CLO 2023-4 B", "48.0", "3.000", "1.0000", "3.6", "DM", "176", "100.05", "99.92"),
           ("b17-orton-a2", "ORTON EQUIPMENT 2024-2 A2", "210.5", "4.250", "0.6208", "1.2", "SPRD", "J+88", "99.89", "99.84"),
           ("b17-patterdale-d", "PATTERDALE CLO 2022-2 D", "26.0", "2.000", "1.0000", "4.1", "DM", "430", "97.25", "97.75")]
    for seed, deal, orig, cur, fac, wal, how, lvl, px, prior in sec:
        cu = uc(seed)
        rows.append([cu, deal, orig, cur, fac, wal, lvl, px, prior])
        size = (None, round(float(cur) * 1_000_000))
        if how == "DM":
            gold += q(cu, "structured", d, size=size, dm=(None, lvl), price=(None, px))
        else:
            gold += q(cu, "structured", d, size=size, spread=(None, lvl.replace("J+", "")), price=(None, px))
    pk.table(c, 36, 720, [60, 130, 62, 62, 46, 30, 44, 44, 44], rows, size=7.5, right_from=2)
    pk.lines(c, 36, 640, ["Orig face is the tranche's original size, not what we offer. ABS A2 on spread to the J-curve (fixed rate)."], size=7)
    pk.footer(c, "Hollinshead Capital LLC | 212-555-0191 | For institutional investors only.", 1, 2)
    c.showPage()
    pk.lines(c, 36, 756, ["HOLLINSHEAD CAPITAL - LEVERAGED LOANS (two-way, price)", "1MM per side. 'Last' = last week's mark, 'Chg' the "
                          "change on the week; OID and floor describe the loan."], size=8.5, lead=12)
    head = ["Borrower", "Facility", "Spread", "Floor", "Maturity", "OID", "Bid", "Offer", "Last", "Chg"]
    rows = [head]
    ln = [("QUARRY BANK FOODS", "TLB", "S+375", "0.50", "03/2031", "99.00", "96.50", "97.25", "97.00", "-0.50"),
          ("RYDAL AEROSPACE", "TLB", "S+300", "0.00", "10/2031", "99.50", "100.00", "100.375", "99.875", "+0.125"),
          ("SEATOLLER MEDIA", "TL-B2", "S+450", "0.75", "06/2029", "98.00", "84.25", "86.00", "88.50", "-4.25"),
          ("THIRLMERE GAMING", "TLB", "S+325", "0.50", "12/2030", "99.75", "99.25", "99.75", "99.50", "-0.25")]
    for b, f, s, fl, m, oid, bi, of, last, chg in ln:
        rows.append([b, f, s, fl, m, oid, bi, of, last, chg])
        gold += q(f"{b} {f} {s} {m}", "loan", d, size="1MM", price=(bi, of))
    y = pk.table(c, 36, 720, [110, 44, 40, 32, 50, 40, 44, 44, 44, 40], rows, size=7.5, right_from=3)
    pk.lines(c, 36, y - 8, ["SEATOLLER: sponsor support headlines - our bid is firm, offer indicative only."], size=7)
    pk.footer(c, "Hollinshead Capital LLC | 212-555-0191 | For institutional investors only.", 2, 2)
    data = pk.done(buf, c)
    # the SEATOLLER offer is called indicative by the sheet itself: the quote goes to review
    for g in gold:
        if g["instrument_key"].startswith("SEATOLLER"):
            g["review"] = True
    body = f"""Securitised offerings p.1, loans p.2.

Priya
{sig("Priya Hollins", "Securitised & Loan Trading", "Hollinshead Capital LLC", "212-555-0191")}
"""
    return mk("hollinshead-clo-abs-loans-prior", "pdf", gold, sender=sender, date=date("09:31:00"),
              subject="Securitised offerings + loan levels 11/23", text=body,
              attachments=[_pdf("Hollinshead_Sec_Loans_2027-11-23.pdf", data)])


def p18():
    sender = "Luke Caldermoor <lcaldermoor@caldermoor.com>"
    d = dealer_of(sender)
    gold = []
    buf, c = pk.new("letter", "MBS and loans", "Caldermoor")
    pk.lines(c, 36, 756, ["CALDERMOOR - AGENCY MBS / LOANS  23-NOV-2027"], size=10, font="Helvetica-Bold")
    rows = [["Pool / TBA", "CUSIP", "Cpn", "WAC", "WALA", "Cur Face", "Drop / Pay-up", "Bid", "Offer"]]
    mbs = [("FNCL 5.5 DEC", "", "5.5", "", "", "", "drop 0-07+", "99-14", "99-14+"),
           ("G2SF 5.0 DEC", "", "5.0", "", "", "", "drop 0-06", "97-21+", "97-22"),
           ("FN MA9912 LLB 150k", "b17-fn-ma9912", "5.5", "6.21", "4", "12.4MM", "+0-14 tk", "99-28", "99-30")]
    for name, seed, cp, wac, wala, cf, pay, b, a in mbs:
        cu = uc(seed) if seed else ""
        rows.append([name, cu, cp, wac, wala, cf, pay, b, a])
        key = cu or name
        size = (12_400_000, 12_400_000) if cf else "25MM"
        gold += q(key, "structured", d, size=size, price=(b, a))
        assert lv(b) < lv(a)
    y = pk.grid(c, 36, 730, [96, 56, 28, 32, 32, 46, 62, 44, 44], rows, align="lllrrrrrr", size=7.5)
    pk.lines(c, 36, y - 10, ["TBAs 25MM per side; the pool all-or-none at current face. Drops and pay-ups in ticks are not prices."], size=7)
    pk.footer(c, "Caldermoor Securities | 646-555-0186", 1, 2)
    c.showPage()
    pk.lines(c, 36, 756, ["CALDERMOOR - LEVERAGED LOANS  23-NOV-2027"], size=10, font="Helvetica-Bold")
    y = 740
    rows = [["Loan", "Bid", "Offer", "Prev Close", "LTM EBITDA", "Lev"]]
    ln = [("UNDERSKIDDAW FITNESS TLB S+400 8/30", "94 1/2", "95 1/4", "95", "212", "6.1x"),
          ("WATENDLATH INDUSTRIAL TLB S+275 5/31", "100 1/4", "100 1/2", "100 1/4", "640", "3.9x"),
          ("YEWDALE PET CARE TLB S+350 1/32", "98 3/4", "99 1/4", "99", "155", "5.3x")]
    for name, b, a, prev, eb, lev in ln:
        rows.append([name, b, a, prev, eb, lev])
        gold += q(name, "loan", d, size="2MM", price=(b, a))
    y = pk.grid(c, 36, y - 30, [190, 46, 46, 54, 56, 36], rows, align="lrrrrr", size=7.5)
    pk.lines(c, 36, y - 10, ["Loans 2MM per side. Prev Close is Monday's 4pm mark."], size=7)
    pk.footer(c, "Caldermoor Securities | 646-555-0186", 2, 2)
    data = pk.done(buf, c)
    body = "MBS and loans attached.\n\nLuke Caldermoor | Caldermoor Securities | 646-555-0186\n"
    return mk("caldermoor-mbs-drop-loans", "pdf", gold, sender=sender, date=date("10:48:09"),
              subject="MBS / loans 11/23", text=body, attachments=[_pdf("caldermoor_mbs_loans.pdf", data)])


# ---------------------------------------------------------------- 19 / 20: CDS and EM sovereigns


def p19():
    sender = "Ines Aldersey <ines.aldersey@aldersey.co.uk>"
    d = dealer_of(sender)
    gold = []
    buf, c = pk.new("a4", "CDS and EM", "Aldersey")
    pk.lines(c, 40, 800, ["ALDERSEY & PARTNERS - CDS AND CEEMEA/LATAM CASH - 23 November 2027 (London close 22-Nov for Chg)"], size=9,
             font="Helvetica-Bold")
    pk.lines(c, 40, 786, ["Single names 5mm per side, indices 25mm. Quote: SPRD = running spread in bp, UPF = points upfront against",
                          "the Cpn (bp). Rec = recovery assumption (%). Chg vs yesterday's close."], size=7.5)
    rows = [["Reference Entity", "Tier", "Tenor", "Cpn", "Quote", "Bid", "Ask", "Rec", "Chg"]]
    cds = [("ASKHAM UTILITIES", "SNR", "5Y", "100", "SPRD", "88", "93", "40", "+2"),
           ("BOWSCALE RETAIL", "SNR", "5Y", "500", "UPF", "6.15", "6.65", "40", "+0.35"),
           ("CROSBY RAVENS PLC", "SUB", "5Y", "100", "SPRD", "212", "224", "20", "-4"),
           ("DACRE MOTOR GROUP", "SNR", "5Y", "100", "UPF", "-1.10", "-0.85", "40", "-0.05"),
           ("EMBLETON TELECOM", "SNR", "10Y", "100", "SPRD", "141", "149", "40", "unch")]
    for ent, tier, ten, cp, how, b, a, rec, chg in cds:
        rows.append([ent, tier, ten, cp, how, b, a, rec, chg])
        key = f"{ent} {tier} {ten}"
        if how == "SPRD":
            gold += q(key, "cds", d, size="5x5", spread=(b, a))
        else:
            gold += q(key, "cds", d, size="5x5", upfront=(b, a))
    y = pk.grid(c, 40, 772, [130, 32, 36, 32, 40, 44, 44, 32, 40], rows, align="lllrlrrrr", size=7.5)
    rows = [["Index", "Bid", "Ask", "Intrinsic (ref)", "Chg"],
            ["ITRAXX MAIN S48 5Y", "56.25", "56.75", "57.4", "+0.75"],
            ["ITRAXX XOVER S48 5Y", "280", "282", "284.1", "+4"],
            ["CDX IG 49 5Y", "53.0", "53.5", "55.1", "+0.5"]]
    for r in rows[1:]:
        gold += q(r[0], "cds", d, size="25x25", spread=(r[1], r[2]))
    y = pk.grid(c, 40, y - 16, [120, 44, 44, 70, 40], rows, align="lrrrr", size=7.5)
    pk.lines(c, 40, y - 18, ["EM SOVEREIGNS (USD, 2mm per side): offer first, then bid, as on our screens; accrued per 100 and duration for",
                             "settlement, not levels."], size=7.5)
    rows = [["ISIN", "Bond", "Px Offer", "Px Bid", "Yld Offer", "Yld Bid", "Accrued", "Mod Dur"]]
    em = [("XS", "b17-romani-35", "ROMANI", 5.75, "2035-03-24", 95.40, 95.90, "0.950"),
          ("XS", "b17-hungary-33", "HUNGARY", 5.5, "2033-06-16", 99.10, 99.55, "2.475"),
          ("XS", "b17-indon-36", "INDON", 5.1, "2036-02-10", 98.35, 98.80, "1.459"),
          ("US", "b17-peru-34", "PERU", 5.375, "2034-07-08", 100.20, 100.65, "2.030")]
    for pre, seed, t, cp, mi, b, a, acc in em:
        i = ui(pre, seed)
        yb, ya = ylds(cp, b, mi, 3), ylds(cp, a, mi, 3)
        rows.append([i, f"{t} {cp:g} {mi[8:]}/{mi[5:7]}/{mi[2:4]}", f"{a:.2f}", f"{b:.2f}", ya, yb, acc,
                     f"{(int(mi[:4]) - 2028) * 0.79:.2f}"])
        gold += q(i, "em_sovereign", d, size="2MM", price=(f"{b:.2f}", f"{a:.2f}"), yield_=(yb, ya))
    pk.grid(c, 40, y - 34, [76, 120, 44, 44, 44, 44, 44, 44], rows, align="llrrrrrr", size=7.5)
    pk.footer(c, "Aldersey & Partners LLP, authorised and regulated by the FCA (FRN 611 209). +44 20 7946 0655.", 1, 1)
    data = pk.done(buf, c)
    body = f"""Morning, CDS and CEEMEA/LatAm cash attached.

Ines
{sig("Ines Aldersey", "Credit Derivatives", "Aldersey & Partners LLP", "+44 20 7946 0655")}
"""
    return mk("aldersey-cds-upf-rec-em-accrued", "pdf", gold, sender=sender, date=date("08:05:51", "+0000"),
              subject="CDS (sprd/upf) + EM cash - 23 Nov", text=body, attachments=[_pdf("Aldersey_CDS_EM_23Nov27.pdf", data)])


def p20():
    sender = "Mateus Itaparica <mateus@itaparica.com.br>"
    d = dealer_of(sender)
    gold = []
    buf, c = pk.new("a4l", "Curvas CDS e soberanos", "Itaparica")
    pk.lines(c, 36, 560, ["ITAPARICA DTVM - LATAM CDS CURVES AND SOVEREIGN CASH - 23/11/2027 10:30 BRT"], size=10, font="Helvetica-Bold")
    pk.lines(c, 36, 546, ["CDS: bid/ask in bp running, USD 10mm per side; the last column is Monday's 5Y close. Cash: USD 2mm per side."],
             size=7.5)
    rows = [["Reference", "3Y", "5Y", "7Y", "10Y", "5Y close"]]
    curves = [("BRAZIL", "118/124", "154/160", "191/198", "229/237", "151"),
              ("MEXICO", "78/83", "105/110", "133/139", "158/165", "104"),
              ("COLOMBIA", "128/135", "172/179", "209/217", "244/253", "169"),
              ("CHILE", "41/46", "58/63", "74/80", "92/98", "58")]
    for ref, *cells, close in curves:
        rows.append([ref, *cells, close])
        for ten, cell in zip(["3Y", "5Y", "7Y", "10Y"], cells, strict=True):
            b, a = cell.split("/")
            gold += q(f"{ref} {ten}", "cds", d, size="10x10", spread=(b, a))
    pk.grid(c, 36, 530, [80, 50, 50, 50, 50, 52], rows, align="lrrrrr", size=8)
    rows = [["Bond", "Bid", "Ask", "Yield Bid / Ask", "Bid (yday)"]]
    em = [("BRAZIL", 6.625, "2036-03-15", 97.10, 97.60, "97.45"), ("MEX", 5.85, "2034-04-24", 96.35, 96.85, "96.60"),
          ("COLOM", 8.0, "2035-11-14", 98.95, 99.55, "99.40"), ("CHILE", 4.95, "2037-01-05", 97.80, 98.30, "97.85")]
    for t, cp, mi, b, a, yd in em:
        yb, ya = ylds(cp, b, mi, 2), ylds(cp, a, mi, 2)
        rows.append([f"{t} {cp:g} {mi[5:7]}/{mi[8:]}/{mi[2:4]}", f"{b:.2f}", f"{a:.2f}", f"{yb} / {ya}", yd])
        gold += q(bkey(t, cp, mi), "em_sovereign", d, size="2MM", price=(f"{b:.2f}", f"{a:.2f}"), yield_=(yb, ya))
    pk.grid(c, 420, 530, [120, 50, 50, 80, 60], rows, align="lrrrr", size=8)
    pk.footer(c, "Itaparica DTVM Ltda. - Av. Faria Lima 3400, Sao Paulo - +55 11 3555 0142. Precos indicativos.", 1, 1)
    data = pk.done(buf, c)
    body = "Bom dia, segue curva de CDS e bonds soberanos.\n\nMateus - Itaparica DTVM - +55 11 3555 0142\n"
    return mk("itaparica-cds-grid-yday-bid", "pdf", gold, sender=sender, date=date("10:34:02", "-0300"),
              subject="LatAm CDS curves + cash", text=body, attachments=[_pdf("itaparica_cds_soberanos.pdf", data)])


# ---------------------------------------------------------------- 21 / 22: IG and HY


def p21():
    sender = "Rob Westcombe <rwestcombe@westcombe.com>"
    d = dealer_of(sender)
    gold = []
    buf, c = pk.new("letter", "Inventory", "Westcombe")
    pk.lines(c, 36, 756, ["WESTCOMBE SECURITIES - IG / HY INVENTORY (OFFERINGS)  11/23/2027"], size=10, font="Helvetica-Bold")
    pk.lines(c, 36, 742, ["Qty in thousands of face. Accrued per 100 to T+1 settlement. Offer spread vs the interpolated UST."], size=7.5)
    rows = [["Qty (000)", "CUSIP", "Issuer", "Cpn", "Maturity", "Accrued", "Ofr Sprd", "Ofr Px"]]
    ig = [("250", "b17-ig21-agl", "AUDLEY GROCERS", 5.25, "2034-03-01", "1.210", 124),
          ("100", "b17-ig21-bwt", "BEWCASTLE WATER", 4.625, "2031-10-15", "0.488", 92),
          ("500", "b17-ig21-cpw", "COTHERSTONE POWER", 5.75, "2037-06-15", "2.604", 151),
          ("1,000", "b17-ig21-dfn", "DUFTON FINANCIAL", 4.875, "2030-01-22", "1.625", 88)]
    for qty, seed, iss, cp, mi, acc, sp in ig:
        cu = uc(seed)
        px = pxs(cp, 4.12 + sp / 100, mi, 3)
        mark = "*" if iss.startswith("COTHERSTONE") else ""
        rows.append([qty, cu, iss, frac(cp), f"{mi[5:7]}/{mi[8:]}/{mi[:4]}", acc, f"+{sp}", f"{px}{mark}"])
        gold += q(cu, "ig", d, size=(None, int(qty.replace(",", "")) * 1000), spread=(None, str(sp)), price=(None, px),
                  review=("price",) if mark else ())
    y = pk.table(c, 36, 722, [50, 60, 110, 36, 60, 46, 46, 56], rows, size=7.8, right_from=5)
    pk.rule(c, 36, 500, y + 4)
    rows = [["Qty (000)", "CUSIP", "Issuer", "Cpn", "Maturity", "Accrued", "Call", "Ofr Px", "YTW"]]
    hy = [("100", "b17-hy21-ebf", "EBCHESTER FOODS", 7.5, "2032-04-15", "0.792", "04/15/29 @ 103.75", 98.25),
          ("2,000", "b17-hy21-fst", "FROSTERLEY STEEL", 6.25, "2031-02-01", "1.944", "02/01/28 @ 103.125", 96.5),
          ("750", "b17-hy21-gtm", "GARRIGILL TELEMEDIA", 8.875, "2030-09-01", "1.997", "09/01/28 @ 104.438", 99.375)]
    for qty, seed, iss, cp, mi, acc, call, px in hy:
        cu = uc(seed)
        yw = ylds(cp, px, mi, 3)
        rows.append([qty, cu, iss, frac(cp), f"{mi[5:7]}/{mi[8:]}/{mi[:4]}", acc, call, frac(px), yw])
        gold += q(cu, "hy", d, size=(None, int(qty.replace(",", "")) * 1000), price=(None, frac(px)), yield_=(None, yw))
    y = pk.table(c, 36, y - 14, [50, 60, 110, 36, 60, 40, 90, 44, 40], rows, size=7.8, right_from=5)
    pk.lines(c, 36, y - 12, ["* Price carried from last night's close, not refreshed this morning - check with the desk."], size=7)
    pk.footer(c, "Westcombe Securities LLC, member FINRA/SIPC. 214-555-0187.", 1, 1)
    data = pk.done(buf, c)
    body = "Today's IG / HY inventory attached - offerings only.\n\nRob Westcombe\nWestcombe Securities | 214-555-0187\n"
    return mk("westcombe-ig-hy-qty-accrued", "pdf", gold, sender=sender, date=date("08:52:26", "-0600"),
              subject="IG/HY inventory 11/23 (offers)", text=body, attachments=[_pdf("Westcombe_Inventory_20271123.pdf", data)])


def p22():
    sender = "Sadie Marrow <smarrow@marrowby.com>"
    d = dealer_of(sender)
    gold = []
    buf, c = pk.new("letter", "Run", "Marrowby")
    pk.lines(c, 36, 756, ["MARROWBY & CO - CREDIT RUN - 23 NOV 2027"], size=10, font="Helvetica-Bold")
    rows = [["Issuer", "Cpn", "Mat", "Bid Sprd", "Ask Sprd", "Bid Px", "Ask Px", "Bmk", "Bmk Px"]]
    ig = [("HEXHAM HOTELS", 5.0, "2033-05-15", 138, 132, "T 4 10/32", "99-21"),
          ("ILDERTON RAIL", 4.375, "2036-08-01", 119, 114, "T 4 1/4 11/37", "99-12+"),
          ("JESMOND BANK", 5.5, "2029-09-10", 96, 91, "T 3 7/8 10/29", "99-28")]
    for iss, cp, mi, sb, sa, bmk, bpx in ig:
        pb, pa = pxs(cp, 4.10 + sb / 100, mi, 2), pxs(cp, 4.10 + sa / 100, mi, 2)
        rows.append([iss, frac(cp), f"{mi[5:7]}/{mi[2:4]}", f"+{sb}", f"+{sa}", pb, pa, bmk, bpx])
        gold += q(bkey(iss, cp, mi[:7]), "ig", d, size="3MM", spread=(str(sb), str(sa)), price=(pb, pa))
    y = pk.grid(c, 36, 736, [90, 30, 40, 44, 44, 44, 44, 76, 44], rows, align="llrrrrrlr", size=7.5)
    rows = [["Issuer", "Cpn", "Mat", "Bid", "Ask", "YTW Bid", "YTW Ask", "Call Px", "Size"]]
    hy = [("KIELDER OUTDOOR", 7.0, "2031-05-01", 97.75, 98.5, "103.500", "2x2"),
          ("LANGLEY DALE CHEM", 9.25, "2030-03-15", 101.0, 101.75, "104.625", "1x1"),
          ("MORPETH CABLE", 6.125, "2032-01-15", 94.5, 95.25, "103.063", "")]
    for iss, cp, mi, b, a, callpx, size in hy:
        yb, ya = ylds(cp, b, mi, 2), ylds(cp, a, mi, 2)
        mark = "^2" if iss.startswith("KIELDER") else ""
        rows.append([iss, frac(cp), f"{mi[5:7]}/{mi[2:4]}", frac(b), frac(a) + mark, yb, ya, callpx, size])
        gold += q(bkey(iss, cp, mi[:7]), "hy", d, size=size or "3MM", price=(frac(b), frac(a)), yield_=(yb, ya),
                  review=("price",) if mark else ())
    y = pk.grid(c, 36, y - 18, [90, 30, 40, 44, 44, 44, 44, 50, 36], rows, align="llrrrrrrr", size=7.5)
    pk.lines(c, 36, y - 12, ["3MM per side unless shown. Bmk Px is the UST's price in 32nds; Call Px the next call price.",
                             "2 Offer carried over from Monday's run, not refreshed - indicative only."], size=7)
    pk.footer(c, "Marrowby & Co | 415-555-0166", 1, 1)
    data = pk.done(buf, c)
    body = "Run attached.\n\nSadie Marrow | Marrowby & Co | 415-555-0166\n"
    return mk("marrowby-ig-hy-bmk-callpx", "pdf", gold, sender=sender, date=date("07:58:40", "-0800"),
              subject="credit run 11/23", text=body, attachments=[_pdf("marrowby_run_1123.pdf", data)])


LAYOUTS = [p13, p14, p15, p16, p17, p18, p19, p20, p21, p22]
