"""PDF layouts: rule-less runs, space-separated columns, side-by-side runs, landscape pages,
repeated headers, wrapped descriptions, footnotes full of numbers, prior-day / change columns,
OMS-style exports, sub-headers per asset class."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, bkey, cusip, isin, mk, q, us_isin

TO = "credit-pm@larchfield-am.com"


def _att(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


def _sheet_mail(slug, sender, subject, date, body, fname, data, gold):
    return mk(slug, "pdf", gold, sender=sender, subject=subject, date=date, to=TO, text=body,
              attachments=[_att(fname, data)])


# ------------------------------------------------------------------ 01/02 ig + hy


def p01_oms_inventory():
    """OMS export, Courier, no rules, sub-header row per asset class re-labelling the columns."""
    d = "fenmoreoakes"
    ig = [("HALWICK ENERGY 4.65 03/15/32", "40621QAB", "99.42", "99.71", "+112", "+106", "99.50", "-0.06", "5"),
          ("MORRANT FOODS 5.10 09/01/34", "61744HAD", "101.18", "101.52", "+124", "+119", "101.30", "+0.04", "3"),
          ("ULLSWATER TEL 3.85 01/15/30", "90384TAF", "97.66", "97.90", "+78", "+74", "97.81", "-0.02", "10"),
          ("BRISLAND CHEM 5.45 06/30/35", "10934RAC", "100.05", "100.44", "+141", "+136", "100.31", "-0.10", "2")]
    hy = [("CARNWATH MEDIA 7.375 11/01/31", "14310MAA", "96.25", "97.00", "8.31", "8.12", "96.50", "+0.25", "2"),
          ("PENDOWER PKG 6.50 04/15/30", "70711PAB", "99.125", "99.75", "6.76", "6.57", "99.25", "+0.13", "1"),
          ("TREGANTLE HLTH 9.00 08/01/29", "89455TAE", "88.50", "89.75", "13.62", "13.06", "89.00", "-0.38", "1")]
    buf, c = pk.new("letterl", title="FO Inventory", author="OMS")
    c.setFont("Courier-Bold", 9)
    c.drawString(36, 570, "FENMORE OAKES SECURITIES  -  USD CREDIT INVENTORY        RUN DATE 25-NOV-2026 07:31 ET")
    c.setFont("Courier", 7)
    c.drawString(36, 558, "RPT=INV_CR_01  USER=GHAZLETT  DESK=CRD-NY  FILTER=AXED+INV  SORT=SECTOR,MAT")
    hdr = ["SECURITY", "CUSIP", "BID PX", "ASK PX", "BID SPRD", "ASK SPRD", "PRV MID", "CHG", "SZ(MM)"]
    w = [190, 78, 52, 52, 60, 60, 58, 46, 44]
    y = pk.table(c, 36, 536, w, [hdr], font="Courier", size=7.5, lead=11, right_from=2)
    y = pk.lines(c, 36, y - 4, ["** INVESTMENT GRADE **"], font="Courier-Bold", size=7.5)
    rows = [[s, cusip(b), bp, ap, bs, as_, pm, ch, sz] for s, b, bp, ap, bs, as_, pm, ch, sz in ig]
    y = pk.table(c, 36, y, w, rows, font="Courier", size=7.5, lead=11, bold_rows=(), right_from=2)
    y = pk.lines(c, 36, y - 6, ["** HIGH YIELD **"], font="Courier-Bold", size=7.5)
    y = pk.table(c, 36, y, w, [["", "", "BID PX", "ASK PX", "BID YTW", "ASK YTW", "PRV MID", "CHG", "SZ(MM)"]],
                 font="Courier", size=7.5, lead=11, right_from=2)
    rows = [[s, cusip(b), bp, ap, by, ay, pm, ch, sz] for s, b, bp, ap, by, ay, pm, ch, sz in hy]
    y = pk.table(c, 36, y, w, rows, font="Courier", size=7.5, lead=11, bold_rows=(), right_from=2)
    pk.lines(c, 36, y - 14, [
        "(1) PRV MID = 24-Nov-2026 4:00pm composite mid. CHG in points vs PRV MID. SPRD vs OTR UST (2Y 4.012, 5Y 4.118, 10Y 4.361).",
        "(2) Inventory as of 07:15 ET, 14 line items, 3 suppressed. Min piece 250k, increments 1k. Settlement T+1 (27-Nov-2026).",
        "(3) Fenmore Oakes Securities LLC, 1 Liberty Plaza 22nd Fl, NY 10006. Tel +1 212 555 0183. Not an offer to buy or sell.",
    ], font="Courier", size=6)
    pk.footer(c, "FO-INV-CR-01 v3.2", 1, 1)
    pk.done(buf, c)
    gold = []
    for _s, b, bp, ap, bs, as_, _pm, _ch, sz in ig:
        gold += q(cusip(b), "ig", d, size=f"{sz}mm", price=(bp, ap), spread=(bs, as_))
    for _s, b, bp, ap, by, ay, _pm, _ch, sz in hy:
        gold += q(cusip(b), "hy", d, size=f"{sz}mm", price=(bp, ap), yield_=(by, ay))
    body = ("Morning - inventory export attached (IG + HY). Sizes in the SZ column are in MM.\n"
            "Call with any questions.\n\nGareth Hazlett\nFenmore Oakes Securities | USD Credit Sales\n+1 212 555 0183\n")
    return _sheet_mail("fenmore-oms-inventory", "Gareth Hazlett <ghazlett@fenmoreoakes.com>",
                       "FO USD credit inventory 25-Nov", "Wed, 25 Nov 2026 07:33:10 -0500", body,
                       "FO_Inventory_25Nov26.pdf", buf.getvalue(), gold)


def p02_side_by_side_watermark():
    """IG spread run and HY px run side by side, each with a 1D chg column, wrapped names,
    an INDICATIVE watermark and numeric footnotes."""
    d = "calderbrook"
    ig = [("AVONMOOR UTILS", "4.95 05/01/33", "+98", "+93", "-2"),
          ("DRYSDALE INSURANCE", "5.30 02/15/36", "+131", "+125", "+1"),
          ("KILLOCH RAIL", "3.70 10/01/29", "+61", "+57", "0"),
          ("PERRANWELL BANCORP", "5.05 07/22/31", "+104", "+99", "-3")]
    hy = [("STOURPAINE LEISURE", "8.125 12/15/30", "94.75", "95.50", "+0.50"),
          ("GLENARM STEEL", "7.00 03/01/32", "101.375", "102.00", "-0.25"),
          ("WHITTLEBURY AUTO", "10.25 06/01/29", "79.00", "80.50", "-1.25")]
    buf, c = pk.new("a4l", title="CB credit run", author="Calderbrook")
    w0, h0 = pk.PAGES["a4l"]
    c.saveState()
    c.setFillGray(0.88)
    c.setFont("Helvetica-Bold", 72)
    c.translate(w0 / 2, h0 / 2)
    c.rotate(25)
    c.drawCentredString(0, 0, "INDICATIVE")
    c.restoreState()
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, h0 - 40, "Calderbrook Capital  |  Credit Run  |  25 Nov 2026")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, h0 - 52, "IG: G-spread bp (bid / offer), 1D chg bp     HY: cash price (bid / offer), 1D chg pts")
    wl = [92, 64, 40, 40, 34]
    top = h0 - 78
    pk.table(c, 36, top, wl, [["Issuer", "Cpn / Mat", "Bid", "Offer", "1D"]], right_from=2, size=8)
    y = top - 13
    for iss, cm, b, a, ch in ig:
        words = iss.split(" ", 1)
        pk.table(c, 36, y, wl, [[words[0], cm, b, a, ch]], bold_rows=(), right_from=2, size=8)
        pk.lines(c, 36, y - 9, [words[1]], size=8)
        y -= 24
    x2 = 36 + sum(wl) + 60
    wr = [92, 70, 44, 44, 38]
    pk.table(c, x2, top, wr, [["Issuer", "Cpn / Mat", "Bid", "Offer", "1D"]], right_from=2, size=8)
    y = top - 13
    for iss, cm, b, a, ch in hy:
        words = iss.split(" ", 1)
        pk.table(c, x2, y, wr, [[words[0], cm, b, a, ch]], bold_rows=(), right_from=2, size=8)
        pk.lines(c, x2, y - 9, [words[1]], size=8)
        y -= 24
    pk.lines(c, 36, 90, [
        "Sizes 2MM unless noted. G-spreads vs interpolated UST curve as of 07:50 GMT; 10Y UST 4.361%, 30Y 4.612%.",
        "HY prices clean, settlement T+2 (30/11/2026). Calderbrook Capital LLP, 20 Old Broad St, London EC2N 1HN, FRN 604417.",
        "Levels indicative only and may change without notice; 12 of 31 names shown. Tel +44 20 7946 0312.",
    ], size=6.5)
    pk.footer(c, "CB-RUN-2611-25", 1, 1)
    pk.done(buf, c)
    gold = []
    for iss, cm, b, a, _ in ig:
        cp, mt = cm.split()
        m, dd, yy = mt.split("/")
        gold += q(bkey(iss, float(cp), f"20{yy}-{m}-{dd}"), "ig", d, size="2mm", spread=(b, a))
    for iss, cm, b, a, _ in hy:
        cp, mt = cm.split()
        m, dd, yy = mt.split("/")
        gold += q(bkey(iss, float(cp), f"20{yy}-{m}-{dd}"), "hy", d, size="2mm", price=(b, a))
    body = "Hi both,\n\nToday's run attached. HY offers are firm for 2mm.\n\nRgds\nPriya Lamont\nCalderbrook Capital\n"
    return _sheet_mail("calderbrook-side-by-side", "Priya Lamont <priya.lamont@calderbrook.co.uk>",
                       "CB credit run 25/11", "Wed, 25 Nov 2026 08:02:44 +0000", body,
                       "CB_Run_251126.pdf", buf.getvalue(), gold)


# ------------------------------------------------------------------ 03/04 government + agency


def p03_ust_two_pages_prev():
    """UST 32nds with a previous-close column in 32nds beside the levels, over two pages with the
    header repeated; agencies on page 2 (spread + px)."""
    d = "bexwellgrant"
    ust = [("T 4 1/4 11/30/28", "2028-11-30", 4.25, "100-05+", "100-06", "100-04"),
           ("T 4 1/8 11/15/31", "2031-11-15", 4.125, "100-002", "100-01", "99-30+"),
           ("T 4 3/8 11/15/35", "2035-11-15", 4.375, "100-04", "100-05", "100-01+"),
           ("T 4 5/8 11/15/55", "2055-11-15", 4.625, "99-17", "99-19", "99-10")]
    agy = [("FHLB 4.05 12/12/30", "3130B4RT", "+18", "+15", "99.71", "99.84"),
           ("FFCB 4.20 05/20/33", "3133EQMK", "+26", "+22", "99.38", "99.60"),
           ("FNMA 0 11/15/30", "31359MGK", "+31", "+27", "82.115", "82.290")]
    buf, c = pk.new("letter", title="BG rates sheet", author="Bexwell Grant")
    hdr = ["Security", "Bid", "Ask", "Prev Close", "Size"]
    w = [150, 60, 60, 70, 50]
    for page in (1, 2):
        c.setFont("Helvetica-Bold", 10)
        c.drawString(40, 750, "BEXWELL GRANT  -  USD Rates / Agencies  -  25 Nov 2026")
        c.setFont("Helvetica", 7)
        c.drawString(40, 739, "Prices in 32nds; + = half 32nd; third digit = eighths.  Prev Close = 24-Nov 3:00pm.")
        if page == 1:
            y = pk.table(c, 40, 715, w, [hdr], right_from=1)
            y = pk.lines(c, 40, y, ["Treasuries"], font="Helvetica-Bold")
            rows = [[s, b, a, p, "25MM"] for s, _m, _c, b, a, p in ust]
            pk.table(c, 40, y, w, rows, bold_rows=(), right_from=1)
        else:
            w2 = [120, 70, 50, 50, 55, 55]
            y = pk.table(c, 40, 715, w2, [["Security", "CUSIP", "Bid Sprd", "Ask Sprd", "Bid Px", "Ask Px"]], right_from=2)
            y = pk.lines(c, 40, y, ["Agencies (spread bp vs UST)"], font="Helvetica-Bold")
            rows = [[s, cusip(b), bs, as_, bp, ap] for s, b, bs, as_, bp, ap in agy]
            y = pk.table(c, 40, y, w2, rows, bold_rows=(), right_from=2)
            pk.lines(c, 40, y - 16, ["Agency sizes 5MM per side. Settles 11/27/2026. Bexwell Grant & Co., 55 Water St, NY 10041, 212-555-0164."],
                     size=6.5)
        pk.footer(c, "BG/RATES/251126", page, 2)
        c.showPage()
    pk.done(buf, c)
    gold = []
    for _s, m, cp, b, a, _p in ust:
        gold += q(bkey("T", cp, m), "government", d, size="25mm", price=(b, a))
    for _s, b, bs, as_, bp, ap in agy:
        gold += q(cusip(b), "agency", d, size="5mm", spread=(bs, as_), price=(bp, ap))
    body = "Rates + agency sheet attached (2 pages).\n\nTom Ashdown\nBexwell Grant & Co. | Rates\n"
    return _sheet_mail("bexwell-ust-prev-close", "Tom Ashdown <tashdown@bexwellgrant.com>",
                       "BG UST/Agy sheet", "Wed, 25 Nov 2026 07:12:05 -0500", body,
                       "BG_rates_25Nov.pdf", buf.getvalue(), gold)


def p04_govt_agency_side_by_side():
    """Landscape: EUR govvies (yield, bid/ask + chg) left, SSA vs mid-swaps right, no rules,
    columns of uneven width separated by spaces only."""
    d = "amberlane"
    gov = [("DBR 2.5 15/02/2035", "2035-02-15", "DBR", 2.5, "2.683", "2.676", "+1.2"),
           ("OAT 3 25/11/2034", "2034-11-25", "FRTR", 3.0, "3.291", "3.282", "+0.8"),
           ("BTPS 3.85 01/02/2035", "2035-02-01", "BTPS", 3.85, "3.612", "3.598", "-0.4"),
           ("SPGB 3.15 30/04/2035", "2035-04-30", "SPGB", 3.15, "3.244", "3.236", "+0.3")]
    ssa = [("KFW 2.75 15/05/2032", "2032-05-15", "KFW", 2.75, "-18", "-21"),
           ("EIB 3 15/10/2035", "2035-10-15", "EIB", 3.0, "-6", "-9"),
           ("CADES 3.125 25/11/2033", "2033-11-25", "CADES", 3.125, "+24", "+20")]
    buf, c = pk.new("a4l", title="AL EUR rates", author="Amberlane")
    w0, h0 = pk.PAGES["a4l"]
    c.setFont("Courier-Bold", 9)
    c.drawString(36, h0 - 36, "AMBERLANE MARKETS  EUR RATES / SSA             25.11.2026  08:41 CET")
    c.setFont("Courier", 8)
    y = h0 - 60
    c.drawString(36, y, f"{'GOVIES':<22}{'YLD BID':>7} {'YLD ASK':>7}  {'CHG(bp)':>6}")
    c.drawString(420, y, f"{'SSA vs MS':<24}{'BID':>5} {'ASK':>5}")
    for i, (s, *_rest) in enumerate(gov):
        b, a, ch = gov[i][4], gov[i][5], gov[i][6]
        c.drawString(36, y - 12 * (i + 1), f"{s:<22}{b:>7} {a:>7}  {ch:>6}")
    for i, (s, _m, _t, _c, b, a) in enumerate(ssa):
        c.drawString(420, y - 12 * (i + 1), f"{s:<24}{b:>5} {a:>5}")
    c.setFont("Courier", 6.5)
    c.drawString(36, 80, "Yields in %, chg vs 24.11 close. SSA: spread in bp vs EUR mid-swaps, sizes EUR 10mm per side.")
    c.drawString(36, 70, "Amberlane Markets GmbH, Taunusanlage 8, 60329 Frankfurt, HRB 118043, +49 69 5050 2291.")
    pk.done(buf, c)
    gold = []
    for s, m, _t, cp, b, a, _ch in gov:
        gold += q(bkey(s.split()[0], cp, m), "government", d, yield_=(b, a))
    for _s, m, t, cp, b, a in ssa:
        gold += q(bkey(t, cp, m), "agency", d, size="10mm", i_spread=(b, a))
    body = "Guten Morgen,\n\nanbei unsere EUR Rates / SSA Seite.\n\nMfG\nJonas Kettler\nAmberlane Markets GmbH\n"
    return _sheet_mail("amberlane-eur-govt-ssa", "Jonas Kettler <j.kettler@amberlane.de>",
                       "AL EUR Govies / SSA", "Wed, 25 Nov 2026 08:43:19 +0100", body,
                       "AL_EUR_Rates_20261125.pdf", buf.getvalue(), gold)


# ------------------------------------------------------------------ 05/06 muni


def p05_muni_offerings():
    """Offering sheet (offer side only): CUSIP, description wrapped, yield and price, call,
    footnotes with numbers."""
    d = "ketteridge"
    rows = [("NEW YORK CITY TRANSITIONAL", "FIN AUTH 5% 11/01/2039", "64971XUW", "5", "2039-11-01", "3.71", "111.482", "500"),
            ("CALIFORNIA ST GO", "4% 09/01/2036", "13063DRK", "4", "2036-09-01", "3.05", "107.934", "1,000"),
            ("TEXAS WTR DEV BRD REV", "5% 10/15/2043", "882854WQ", "5", "2043-10-15", "4.02", "108.115", "750"),
            ("MASSACHUSETTS ST SCH BLDG", "AUTH 5.25% 08/15/2048", "576000TX", "5.25", "2048-08-15", "4.31", "107.266", "250")]
    buf, c = pk.new("letter", title="KT muni offerings", author="Ketteridge")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(40, 748, "Ketteridge & Co.  Municipal OFFERINGS  11/25/2026")
    c.setFont("Helvetica", 7)
    c.drawString(40, 737, "All levels below are offerings (offer side). Qty in $000s. Prices to worst.")
    w = [170, 70, 48, 54, 48]
    y = pk.table(c, 40, 712, w, [["Description", "CUSIP", "Yld", "Price", "Qty"]], right_from=2)
    for a1, a2, b, _c, _m, yld, px, qty in rows:
        y = pk.table(c, 40, y, w, [[a1, cusip(b), yld, px, qty]], bold_rows=(), right_from=2)
        y = pk.lines(c, 40, y + 2, [a2], size=8) - 4
    pk.lines(c, 40, y - 12, [
        "(a) Callable 11/01/2035 @ 100. (b) Insured by AGM. Yields shown to the 2035 call where lower; prices include $1.25 per bond concession.",
        "Ketteridge & Co. is a member of MSRB/SIPC. 200 Clarendon St, Boston MA 02116, (617) 555-0129. Total offered $2,500,000.",
    ], size=6.5)
    pk.footer(c, "KT-MUNI-OFF", 1, 1)
    pk.done(buf, c)
    gold = []
    for *_x, b, _c, _m, yld, px, qty in rows:
        sz = float(qty.replace(",", "")) * 1000
        gold += q(cusip(b), "muni", d, size=(None, sz), yield_=(None, yld), price=(None, px))
    body = "Please see today's muni offerings attached.\n\nMaura Keane\nKetteridge & Co. | Municipal Trading\n(617) 555-0129\n"
    return _sheet_mail("ketteridge-muni-offerings", "Maura Keane <mkeane@ketteridge.com>",
                       "Muni offerings 11/25", "Wed, 25 Nov 2026 09:05:51 -0500", body,
                       "KT_Muni_Offerings_112526.pdf", buf.getvalue(), gold)


def p06_muni_two_level_header():
    """Two-row header (BID / OFFER over Yld / Px), state sub-headers, no CUSIPs, sizes M."""
    d = "radnorfell"
    rows = [("Illinois", [("CHICAGO IL MIDWAY ARPT REV", "5", "2044-01-01", "01/01/44", "4.38", "4.30", "105.212", "105.866", "1,000")]),
            ("Ohio", [("OHIO ST HOSP REV", "4", "2041-01-15", "01/15/41", "3.98", "3.90", "100.166", "100.880", "500"),
                      ("COLUMBUS OH GO", "5", "2037-07-01", "07/01/37", "3.12", "3.05", "115.702", "116.361", "250")]),
            ("Washington", [("WASHINGTON ST GO SER A", "5", "2045-08-01", "08/01/45", "4.11", "4.04", "107.431", "108.044", "2,000")])]
    buf, c = pk.new("letter", title="RF munis", author="Radnor Fell")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 748, "RADNOR FELL MUNICIPALS - two-way levels - 25 November 2026")
    w = [180, 30, 60, 42, 42, 52, 52, 46]
    c.setFont("Helvetica-Bold", 8)
    c.drawString(40 + 270, 724, "BID")
    c.drawString(40 + 312, 724, "OFFER")
    c.drawString(40 + 354, 724, "BID")
    c.drawString(40 + 406, 724, "OFFER")
    y = pk.table(c, 40, 713, w, [["Issue", "Cpn", "Maturity", "Yld", "Yld", "Px", "Px", "Par (M)"]], right_from=3)
    for state, items in rows:
        y = pk.lines(c, 40, y - 2, [state.upper()], font="Helvetica-Bold", size=8)
        for iss, cp, _m, mw, by, ay, bp, ap, par in items:
            y = pk.table(c, 40, y, w, [[iss, cp, mw, by, ay, bp, ap, par]], bold_rows=(), right_from=3)
    pk.lines(c, 40, y - 14, ["M = $000s. Bid and offer for the same par. Radnor Fell Securities LLC, Chicago IL, 312-555-0118."], size=6.5)
    pk.done(buf, c)
    gold = []
    for _s, items in rows:
        for iss, cp, m, _mw, by, ay, bp, ap, par in items:
            sz = float(par.replace(",", "")) * 1000
            k = bkey(iss, float(cp), m)
            gold += q(k, "muni", d, size=(sz, sz), yield_=(by, ay), price=(bp, ap))
    body = "Two-way muni levels attached.\n\nDev Rana\nRadnor Fell Securities\n"
    return _sheet_mail("radnorfell-muni-two-way", "Dev Rana <drana@radnorfell.com>",
                       "RF muni two-ways", "Wed, 25 Nov 2026 09:40:00 -0600", body,
                       "RF_munis_1125.pdf", buf.getvalue(), gold)


# ------------------------------------------------------------------ 07/08 loans


def p07_loans_range_cell():
    """Loan run: bid-offer in one column as '98.25-98.75', LoanX ids, prior column; no rules."""
    d = "selwickhart"
    rows = [("ARDLEY PACKAGING TLB", "S+350", "03/31", "LX241187", "98.25-98.75", "98.375"),
            ("CORRIB HEALTHCARE TL", "S+425", "09/30", "LX239904", "95.00-95.75", "95.50"),
            ("MALLAIG SOFTWARE TLB-2", "S+300", "06/32", "LX244420", "100.125-100.50", "100.25"),
            ("TENBURY LOGISTICS 1L", "S+475", "12/29", "LX236611", "78.50-89.50", "89.25"),
            ("ORMSBY CHEMICALS TLB", "E+375", "02/31", "LX242035", "97.75-98.25", "97.875")]
    buf, c = pk.new("letter", title="SH loans", author="Selwick Hart")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 748, "Selwick Hart  Leveraged Loans  25-Nov-26")
    w = [150, 50, 42, 62, 90, 50]
    y = pk.table(c, 40, 722, w, [["Facility", "Margin", "Mat", "LoanX", "Bid - Offer", "Prior"]], right_from=4)
    y = pk.table(c, 40, y, w, [list(r) for r in rows], bold_rows=(), right_from=4, jitter=1.2)
    pk.lines(c, 40, y - 12, ["Prior = 24-Nov close bid. Sizes 1MM unless noted. Fees 0.75%/1.00%, 6 month 101 soft call where applicable."], size=6.5)
    pk.done(buf, c)
    gold = []
    for fac, mg, mt, _lx, rng, _p in rows:
        b, a = rng.split("-")
        wide = float(a) - float(b) > 10  # TENBURY's 78.50 bid is a slip (Prior 89.25): an 11-point market
        gold += q(f"{fac} {mg} {mt}", "loan", d, size="1mm", price=(b, a), review=("price",) if wide else ())
    body = "Loan levels attached.\n\nBen Oyelaran | Selwick Hart | Loan Trading\n"
    return _sheet_mail("selwick-loans-range", "Ben Oyelaran <boyelaran@selwickhart.com>",
                       "SH loan levels", "Wed, 25 Nov 2026 10:12:00 -0500", body,
                       "SH_Loans_25Nov26.pdf", buf.getvalue(), gold)


def p08_loans_wrapped_chg():
    """Loan sheet with the borrower wrapped over two lines, a Chg column after the levels, a
    crossed line, headers repeated on the second page."""
    d = "lowthermace"
    rows = [("HAWKSMOOR", "LEISURE GROUP", "TLB", "S+400", "97.50", "98.25", "+0.25"),
            ("QUENBY", "AEROSPACE", "TLB", "S+325", "99.625", "100.00", "0"),
            ("DUNVEGAN", "BROADCASTING", "TL", "S+550", "82.00", "84.00", "-1.50"),
            ("ELSTOW", "WATER SERVICES", "TLB", "S+275", "100.25", "100.50", "+0.125"),
            ("NANTGARW", "RETAIL", "TLB", "S+500", "91.75", "91.25", "-0.75")]
    buf, c = pk.new("a4", title="LM loans", author="Lowther Mace")
    w = [130, 50, 50, 50, 50, 50]
    for page, chunk in ((1, rows[:3]), (2, rows[3:])):
        c.setFont("Helvetica-Bold", 10)
        c.drawString(40, 800, "LOWTHER MACE - LOAN LEVELS - 25/11/2026")
        y = pk.table(c, 40, 776, w, [["Borrower", "Facility", "Margin", "Bid", "Offer", "Chg"]], right_from=3)
        for b1, b2, fac, mg, bd, of, ch in chunk:
            pk.table(c, 40, y, w, [[b1, fac, mg, bd, of, ch]], bold_rows=(), right_from=3, jitter=1.2)
            pk.lines(c, 40, y - 9, [b2], size=8)
            y -= 24
        pk.footer(c, "Lowther Mace LLP. Levels indicative. Chg vs prior close.", page, 2)
        c.showPage()
    pk.done(buf, c)
    gold = []
    for b1, b2, fac, mg, bd, of, _ch in rows:
        rv = ("price",) if b1 == "NANTGARW" else ()
        gold += q(f"{b1} {b2} {fac} {mg}", "loan", d, review=rv, price=(bd, of))
    body = "Loans attached, 2 pages.\n\nSophie Vance-Adeyemi\nLowther Mace LLP\n"
    return _sheet_mail("lowthermace-loans-wrapped", "Sophie Vance-Adeyemi <svance@lowthermace.co.uk>",
                       "LM loan levels", "Wed, 25 Nov 2026 14:20:00 +0000", body,
                       "LM_loans_251126.pdf", buf.getvalue(), gold)



# ------------------------------------------------------------------ 09/10 structured


def p09_clo_rating_subheaders():
    """CLO secondary run, sub-header per rating, DM and px, WAL beside the levels, no rules."""
    d = "pemburyarden"
    rows = [("AAA", [("ABERLADY CLO 2021-3A A1R", "00289KAJ", "118", "112", "100.22", "100.36", "3.9"),
                     ("FOSSDYKE PARK CLO 2023-1A A", "34986LAA", "124", "118", "100.31", "100.45", "4.6")]),
            ("AA", [("GARSTON CLO 2022-2A B", "36682WAC", "175", "165", "100.06", "100.38", "5.1")]),
            ("BBB", [("MAWGAN CLO 2020-1A D1R", "57777RAL", "340", "320", "99.12", "99.75", "5.8")]),
            ("BB", [("SALTASH CLO 2024-4A E", "79589CAN", "655", "625", "97.50", "98.75", "6.4")])]
    buf, c = pk.new("letter", title="PA CLO run", author="Pembury Arden")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 748, "PEMBURY ARDEN  |  CLO SECONDARY  |  11/25/26")
    w = [160, 66, 40, 40, 48, 48, 36]
    y = pk.table(c, 40, 724, w, [["Tranche", "CUSIP", "DM Bid", "DM Ask", "Px Bid", "Px Ask", "WAL"]], right_from=2)
    for rt, items in rows:
        y = pk.lines(c, 40, y - 2, [f"-- {rt} --"], font="Helvetica-Bold", size=8)
        y = pk.table(c, 40, y, w, [[n, cusip(b), db, da, pb, pa, wal] for n, b, db, da, pb, pa, wal in items],
                     bold_rows=(), right_from=2)
    pk.lines(c, 40, y - 14, ["DM over 3M Term SOFR. WAL in years at 0 CDR / 20 CPR. Sizes: 5mm AAA/AA, 2mm mezz. Pembury Arden Securities LLC."],
             size=6.5)
    pk.done(buf, c)
    gold = []
    for rt, items in rows:
        sz = "5mm" if rt in ("AAA", "AA") else "2mm"
        for _n, b, db, da, pb, pa, _w in items:
            gold += q(cusip(b), "structured", d, size=sz, dm=(db, da), price=(pb, pa))
    body = "CLO run attached.\n\nNadia Thorne\nPembury Arden | Structured Credit\n"
    return _sheet_mail("pembury-clo-ratings", "Nadia Thorne <nthorne@pemburyarden.com>",
                       "PA CLO secondary 11/25", "Wed, 25 Nov 2026 11:02:00 -0500", body,
                       "PA_CLO_112526.pdf", buf.getvalue(), gold)


def p10_abs_bwic_talk():
    """BWIC talk sheet: original face, talk as ranges or single levels, a prior-cover column
    (last week's covers: not quotes), footnotes with numbers."""
    d = "hallorann"
    rows = [("CARMODY AUTO 2024-2 C", "14315WAE", "4,250,000", "99-16", "99-20", "99-12"),
            ("BRAYFORD CARD 2023-A A", "10568PAB", "10,000,000", "100-02", "100-02", "99-30"),
            ("LINDFIELD CMBS 2019-C7 AS", "53523YAG", "6,500,000", "94-00", "94-16", "93-24"),
            ("EASTBRIDGE SOLAR 2022-1 B", "27574KAD", "3,000,000", "91-08", "92-00", "90-28")]
    buf, c = pk.new("letterl", title="HC BWIC", author="Hallorann Cope")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 570, "HALLORANN COPE  BWIC  -  DUE 11/25/2026 1:00PM ET  -  PRICE TALK")
    w = [170, 70, 80, 60, 60, 70]
    y = pk.table(c, 40, 546, w, [["Bond", "CUSIP", "Orig Face", "Talk Low", "Talk High", "Last Cover*"]], right_from=2)
    y = pk.table(c, 40, y, w, [[n, cusip(b), f, lo, hi, lc] for n, b, f, lo, hi, lc in rows], bold_rows=(), right_from=2)
    pk.lines(c, 40, y - 14, ["* Last Cover = cover on the 11/18/2026 list, for reference only. Talk in price (32nds). 4 line items, $23,750,000 OF.",
                             "Hallorann Cope & Co., 601 Lexington Ave, NY 10022, 212-555-0176."], size=6.5)
    pk.done(buf, c)
    gold = []
    for _n, b, f, lo, hi, _lc in rows:
        sz = float(f.replace(",", ""))
        gold += q(cusip(b), "structured", d, size=(sz, sz), talk=(lo, hi))
    body = "BWIC talk for today's 1pm list attached.\n\nOwen Hallorann\nHallorann Cope & Co. | ABS/CMBS\n"
    return _sheet_mail("hallorann-bwic-talk", "Owen Hallorann <ohallorann@hallorann.com>",
                       "BWIC talk 11/25 1pm", "Wed, 25 Nov 2026 10:30:00 -0500", body,
                       "HC_BWIC_Talk_112526.pdf", buf.getvalue(), gold)


# ------------------------------------------------------------------ 11/12 cds


def p11_cds_export_chg():
    """Bloomberg-style CDS export: indices + single names, Bid / Ask / Mid / 1D Chg, Courier,
    columns separated by spaces only."""
    d = "duncairn"
    idx = [("CDX IG 45 5Y", "52.125", "52.375"), ("CDX HY 45 5Y", "106.875", "107.00"),
           ("ITRX MAIN 44 5Y", "55.75", "56.25")]
    sn = [("BRAXMOOR PLC SNR 5Y", "88", "93"), ("CASTELL AUTO SNR 5Y", "142", "149"),
          ("LINWOOD TELECOM SNR 5Y", "61", "65"), ("PRESTHOLM RETAIL SNR 5Y", "311", "326")]
    buf, c = pk.new("letterl", title="CDS export", author="DCS")
    c.setFont("Courier-Bold", 9)
    c.drawString(36, 570, "DUNCAIRN SECURITIES     CDS MONITOR <GO>     25-NOV-26 08:15")
    c.setFont("Courier", 8)
    y = 548
    c.drawString(36, y, f"{'TICKER':<26}{'BID':>8}   {'ASK':>8}   {'MID':>8}   {'1D CHG':>6}   UNIT")
    y -= 12
    for n, b, a in idx:
        unit = "PX" if "HY" in n else "BP"
        mid = (float(b) + float(a)) / 2
        c.drawString(36, y, f"{n:<26}{b:>8}   {a:>8}   {mid:>8.3f}   {'+0.25':>6}   {unit}")
        y -= 12
    y -= 6
    for n, b, a in sn:
        mid = (float(b) + float(a)) / 2
        c.drawString(36, y, f"{n:<26}{b:>8}   {a:>8}   {mid:>8.1f}   {'-2':>6}   BP")
        y -= 12
    c.setFont("Courier", 6.5)
    c.drawString(36, y - 14, "Sizes: USD 10mm single names, 100mm indices. Standard coupons 100/500 bp. Recovery 40%. Duncairn Securities plc.")
    pk.done(buf, c)
    gold = []
    for n, b, a in idx:
        if "HY" in n:
            gold += q(n, "cds", d, size=(100e6, 100e6), price=(b, a))
        else:
            gold += q(n, "cds", d, size=(100e6, 100e6), spread=(b, a))
    for n, b, a in sn:
        gold += q(n, "cds", d, size=(10e6, 10e6), spread=(b, a))
    body = "CDS monitor export attached.\n\nIona Macrae\nDuncairn Securities plc | Credit Derivatives\n"
    return _sheet_mail("duncairn-cds-monitor", "Iona Macrae <imacrae@duncairn.co.uk>",
                       "DS CDS monitor", "Wed, 25 Nov 2026 08:16:40 +0000", body,
                       "CDS_Monitor_251126.pdf", buf.getvalue(), gold)


def p12_cds_eur_usd_side_by_side():
    """EUR and USD single-name CDS runs side by side; USD HY names in upfront points with the
    running coupon, EUR names in spread."""
    d = "thornlea"
    eur = [("ACHNACARRY SA", "3Y", "46", "51"), ("ACHNACARRY SA", "5Y", "71", "76"),
           ("BERWYN AG", "5Y", "118", "125"), ("CLOVELLY SPA", "5Y", "203", "214")]
    usd = [("DUNSFOLD CORP", "5Y", "3.25", "3.75"), ("ESKDALE INC", "5Y", "-1.50", "-1.125"),
           ("FARNLEY HOLDINGS", "5Y", "11.50", "12.25")]
    buf, c = pk.new("a4l", title="TL CDS", author="Thornlea")
    w0, h0 = pk.PAGES["a4l"]
    c.setFont("Helvetica-Bold", 10)
    c.drawString(36, h0 - 40, "Thornlea Bank  -  Single Name CDS  -  25 Nov 2026")
    wl = [110, 34, 40, 40]
    top = h0 - 70
    pk.lines(c, 36, top + 12, ["EUR names (running spread, bp)"], font="Helvetica-Bold", size=8)
    pk.table(c, 36, top, wl, [["Entity", "Tenor", "Bid", "Ask"]] + [list(r) for r in eur], right_from=2)
    x2 = 420
    wr = [110, 34, 48, 48, 50]
    pk.lines(c, x2, top + 12, ["USD HY names (points upfront, 500 running)"], font="Helvetica-Bold", size=8)
    pk.table(c, x2, top, wr, [["Entity", "Tenor", "Bid", "Ask", "Cpn"]] + [list(r) + ["500"] for r in usd], right_from=2)
    pk.lines(c, 36, 80, ["Sizes EUR 5mm / USD 5mm per side. Upfront in points of notional, negative = receive upfront. Thornlea Bank AG."], size=6.5)
    pk.done(buf, c)
    gold = []
    for e, t, b, a in eur:
        gold += q(f"{e} {t}", "cds", d, size="5mm", spread=(b, a))
    for e, t, b, a in usd:
        gold += q(f"{e} {t}", "cds", d, size="5mm", upfront=(b, a))
    body = "CDS run attached.\n\nGruesse\nLukas Brenner\nThornlea Bank AG\n"
    return _sheet_mail("thornlea-cds-two-runs", "Lukas Brenner <lukas.brenner@thornlea.de>",
                       "TL CDS EUR/USD", "Wed, 25 Nov 2026 09:20:00 +0100", body,
                       "TL_CDS_20261125.pdf", buf.getvalue(), gold)


# ------------------------------------------------------------------ 13/14 em sovereign


def p13_em_country_subheads():
    """EM sovereign run with a sub-header per country, ISINs, px and yld, prior-close px."""
    d = "stavelyrusk"
    rows = [("BRAZIL", [("BRAZIL 6.125 03/15/34", "US105756CE8", "97.85", "98.35", "6.42", "6.35", "97.60")]),
            ("MEXICO", [("UMS 5.75 10/12/35", "US91087BAZ3", "95.10", "95.65", "6.44", "6.36", "95.20"),
                        ("UMS 6.4 05/07/54", "US91087BBA7", "91.40", "92.15", "7.06", "7.00", "91.55")]),
            ("COLOMBIA", [("COLOM 7.5 02/02/34", "US195325EM3", "99.90", "100.45", "7.52", "7.42", "99.75")]),
            ("TURKEY", [("TURKIY 7.125 07/17/32", "US900123DG2", "101.55", "102.10", "6.80", "6.69", "101.30")])]
    rows = [(cn, [(s, isin("US", i[2:11]), *rest) for s, i, *rest in items]) for cn, items in rows]
    buf, c = pk.new("letter", title="SR EM", author="Stavely Rusk")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 748, "STAVELY RUSK  EM SOVEREIGNS  25NOV26")
    w = [140, 82, 44, 44, 36, 36, 52]
    y = pk.table(c, 40, 724, w, [["Bond", "ISIN", "Bid Px", "Ask Px", "Bid Y", "Ask Y", "Prv Close"]], right_from=2)
    for cn, items in rows:
        y = pk.lines(c, 40, y - 2, [cn], font="Helvetica-Bold", size=8)
        y = pk.table(c, 40, y, w, [list(r) for r in items], bold_rows=(), right_from=2)
    note = "Yields in %. Prv Close = 24-Nov NY close. All sizes 2mm unless noted. Stavely Rusk Ltd, 12 Moorgate EC2R 6DA."
    pk.lines(c, 40, y - 14, [note], size=6.5)
    pk.done(buf, c)
    gold = []
    for _cn, items in rows:
        for _s, i, bp, ap, by, ay, _p in items:
            gold += q(i, "em_sovereign", d, size="2mm", price=(bp, ap), yield_=(by, ay))
    body = "EM sov run attached.\n\nMarta Quiroga\nStavely Rusk Ltd | EM Trading\n"
    return _sheet_mail("stavely-em-country", "Marta Quiroga <mquiroga@stavelyrusk.com>",
                       "SR EM sovs 25-Nov", "Wed, 25 Nov 2026 07:55:00 +0000", body,
                       "SR_EM_Sov_25Nov.pdf", buf.getvalue(), gold)


def p14_em_three_blocks():
    """Landscape: three EM runs side by side (LatAm, CEEMEA, Asia), no ISINs, px only, a Chg
    column in each block, footnotes with numbers."""
    d = "ingramvoss"
    blocks = [("LATAM", [("PERU 5.375 2035", "PERU", 5.375, "2035", "97.25", "97.80"),
                         ("CHILE 4.85 2034", "CHILE", 4.85, "2034", "98.60", "99.05"),
                         ("PANAMA 6.4 2035", "PANAMA", 6.4, "2035", "96.10", "96.85")]),
              ("CEEMEA", [("ROMANI 6.625 2036", "ROMANI", 6.625, "2036", "99.40", "99.95"),
                          ("EGYPT 7.5 2031", "EGYPT", 7.5, "2031", "93.75", "94.50"),
                          ("NGERIA 8.375 2034", "NGERIA", 8.375, "2034", "95.00", "95.875")]),
              ("ASIA", [("INDON 5.1 2035", "INDON", 5.1, "2035", "100.35", "100.80"),
                        ("PHILIP 4.75 2034", "PHILIP", 4.75, "2034", "98.95", "99.40")])]
    buf, c = pk.new("letterl", title="IV EM", author="Ingram Voss")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(36, 570, "Ingram Voss  EM Hard Currency  -  cash px  -  Wed 25 Nov")
    x = 36
    for name, items in blocks:
        w = [92, 40, 40, 30]
        pk.lines(c, x, 546, [name], font="Helvetica-Bold", size=8)
        pk.table(c, x, 534, w, [["Bond", "Bid", "Ask", "Chg"]] + [[s, b, a, "+0.10"] for s, *_x, b, a in items], right_from=1)
        x += 240
    pk.lines(c, 36, 90, ["Chg vs 24-Nov 17:00 London. Sizes 1mm. Ingram Voss & Co, 30 St Mary Axe EC3A 8BF. 3 blocks, 8 bonds, spot USD."], size=6.5)
    pk.done(buf, c)
    gold = []
    for _n, items in blocks:
        for _s, iss, cp, y, b, a in items:
            gold += q(bkey(iss, cp, y), "em_sovereign", d, size="1mm", price=(b, a))
    body = "EM cash levels attached.\n\nFelix Amankwah\nIngram Voss & Co\n"
    return _sheet_mail("ingramvoss-em-three-blocks", "Felix Amankwah <famankwah@ingramvoss.com>",
                       "IV EM HC levels", "Wed, 25 Nov 2026 12:10:00 +0000", body,
                       "IV_EM_HC.pdf", buf.getvalue(), gold)


# ------------------------------------------------------------------ 15/16 converts/preferreds + frn


def p15_converts_frn_sections():
    """Two sections: converts (px, Prem, Delta, Parity beside the levels) and corporate FRNs in DM
    with px; sizes in a per-row column."""
    d = "morrowlisle"
    cv = [("QUILLAN TECH 0.5 2030 CV", "US74837QAB62", "104.25", "105.00", "38.2", "61", "75.9", "2mm"),
          ("SEDBERGH BIO 2.25 2029 CV", "US81502RAC71", "92.50", "93.50", "54.0", "37", "60.4", "1mm"),
          ("TOLPUDDLE ENERGY 3 2031 CV", "US88870PAA40", "111.75", "112.75", "21.5", "72", "92.6", "3mm")]
    frn = [("MARCHWOOD BANK FRN 03/2029", "XS296104471", "88", "82", "100.21", "100.46", "5mm"),
           ("HEYSHAM UTIL FRN 09/2028", "XS296104562", "64", "59", "100.12", "100.26", "3mm")]
    cv = [(n, us_isin(i[2:10]), *r) for n, i, *r in cv]
    frn = [(n, isin("XS", i[2:11]), *r) for n, i, *r in frn]
    buf, c = pk.new("letter", title="ML CB + FRN", author="Morrow Lisle")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 748, "MORROW LISLE  -  CONVERTIBLES & FLOATERS  -  25-Nov-2026")
    w = [140, 82, 44, 44, 34, 34, 38, 34]
    y = pk.lines(c, 40, 726, ["CONVERTIBLES (price)"], font="Helvetica-Bold", size=8)
    y = pk.table(c, 40, y, w, [["Bond", "ISIN", "Bid", "Offer", "Prem%", "Delta", "Parity", "Size"]]
                 + [list(r) for r in cv], right_from=2)
    y = pk.lines(c, 40, y - 8, ["FLOATING RATE NOTES (DM bp / price)"], font="Helvetica-Bold", size=8)
    w2 = [140, 82, 44, 44, 44, 44, 34]
    y = pk.table(c, 40, y, w2, [["Bond", "ISIN", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr", "Size"]]
                 + [list(r) for r in frn], right_from=2)
    pk.lines(c, 40, y - 14, ["Parity/Prem/Delta on stock ref 24-Nov close. FRN DM over 3M SOFR / 3M Euribor. Morrow Lisle Securities."], size=6.5)
    pk.done(buf, c)
    gold = []
    for _n, i, b, a, *_x, sz in cv:
        gold += q(i, "convert", d, size=sz, price=(b, a))
    for _n, i, db, da, pb, pa, sz in frn:
        gold += q(i, "frn", d, size=sz, dm=(db, da), price=(pb, pa))
    body = "CB and FRN levels attached.\n\nHarriet Olsen\nMorrow Lisle Securities\n"
    return _sheet_mail("morrowlisle-cb-frn", "Harriet Olsen <holsen@morrowlisle.com>",
                       "ML converts + FRNs", "Wed, 25 Nov 2026 11:45:00 -0500", body,
                       "ML_CB_FRN_25Nov26.pdf", buf.getvalue(), gold)


def p16_prefs_ssa_frn_rule_less():
    """Rule-less sheet: $25 preferreds (dollar px and yld), SSA floaters (DM), the bond
    description and its levels on one line separated by runs of spaces, footnotes."""
    d = "vantmoor"
    prefs = [("ALDERNEY BANCORP 6.25% SER C PFD", "25.18", "25.32", "6.19", "6.15"),
             ("KINGSGATE RE 5.875% PFD", "24.42", "24.60", "6.02", "5.97"),
             ("HOLYWELL UTIL 5.5% SER A PFD", "23.85", "24.05", "5.77", "5.72")]
    ssa = [("IBRD FRN 01/2029", "US459058LQ4", "21", "18"), ("EIB FRN 06/2030", "XS297113345", "26", "23"),
           ("IADB FRN 09/2031", "US4581X0EM1", "29", "26")]
    ssa = [(n, isin(i[:2], i[2:11]), b, a) for n, i, b, a in ssa]
    buf, c = pk.new("letter", title="VM pfd ssa", author="Vantmoor")
    y = pk.lines(c, 40, 748, ["VANTMOOR & CO   $25 PAR PREFERREDS / SSA FLOATERS   11-25-2026"], font="Helvetica-Bold", size=10)
    c.setFont("Helvetica", 8)
    y -= 8
    c.drawString(40, y, "PREFERREDS")
    for x, h in ((290, "Bid $"), (330, "Ask $"), (380, "Bid Yld"), (425, "Ask Yld")):
        c.drawRightString(x, y, h)
    y -= 12
    for n, b, a, by, ay in prefs:
        c.drawString(40, y, n)
        c.drawRightString(290, y, b)
        c.drawRightString(330, y, a)
        c.drawRightString(380, y, by)
        c.drawRightString(425, y, ay)
        y -= 12
    y -= 10
    c.drawString(40, y, "SSA FRN (DM vs SOFR)")
    c.drawString(150, y, "ISIN")
    c.drawRightString(265, y, "Bid")
    c.drawRightString(300, y, "Ask")
    y -= 12
    for n, i, b, a in ssa:
        c.drawString(40, y, n)
        c.drawString(150, y, i)
        c.drawRightString(265, y, b)
        c.drawRightString(300, y, a)
        y -= 12
    pk.lines(c, 40, y - 14, ["Preferred yields are yield-to-call where callable (first call 2029-2031). Pref sizes 10,000 shares.",
                             "SSA FRN sizes 10mm. Vantmoor & Co LLC, 100 Federal St, Boston MA 02110, 617-555-0140."], size=6.5)
    pk.done(buf, c)
    gold = []
    for n, b, a, by, ay in prefs:
        gold += q(n, "preferred", d, price=(b, a), yield_=(by, ay))
    for _n, i, b, a in ssa:
        gold += q(i, "frn", d, size="10mm", asset_class="agency", dm=(b, a))
    body = "Prefs / SSA FRN sheet attached.\n\nCaleb Frost | Vantmoor & Co\n"
    return _sheet_mail("vantmoor-prefs-ssa-frn", "Caleb Frost <cfrost@vantmoor.com>",
                       "VM prefs + SSA FRN", "Wed, 25 Nov 2026 13:30:00 -0500", body,
                       "VM_pfd_SSA_FRN.pdf", buf.getvalue(), gold)


LAYOUTS = [p01_oms_inventory, p02_side_by_side_watermark, p03_ust_two_pages_prev, p04_govt_agency_side_by_side,
           p05_muni_offerings, p06_muni_two_level_header, p07_loans_range_cell, p08_loans_wrapped_chg,
           p09_clo_rating_subheaders, p10_abs_bwic_talk, p11_cds_export_chg, p12_cds_eur_usd_side_by_side,
           p13_em_country_subheads, p14_em_three_blocks, p15_converts_frn_sections, p16_prefs_ssa_frn_rule_less]
