"""PDF attachments: CLO / CMBS landscape sheets, muni offerings and two-way, loan marks, HY / EM runs."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, date, f3, mk, muni_px, q, uc, ui, ylds

TO = "Structured PM <structured-pm@clients.example-am.com>"


def _att(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


# ---------------------------------------------------------------- CLO / CMBS, landscape, ruled


def p13_clo_landscape():
    d = "calverleigh"
    head = ["CUSIP", "Deal", "Cls", "Mdy/S&P", "Orig\n($MM)", "Cur\n($MM)", "Factor", "Cpn", "CE %", "Att/Det\n%",
            "WAL", "Reinv\nEnd", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr", "Size\n(MM)", "Chg\nDM"]
    rows = [
        ("a1", "FELLGATE PARK 2025-2A", "A1", "Aaa/AAA", "320.0", "320.0", "1.000", "3mS+131", "38.5", "38.5/100", "5.9", "04/30",
         "122", "117", "100.24", "100.40", "5x5", "-1"),
        ("b", "OAKWELL CLO 2022-4A", "B-R", "Aa2/AA", "52.0", "52.0", "1.000", "3mS+175", "27.1", "27.1/38.5", "4.4", "07/27",
         "161", "152", "100.18", "100.43", "3x3", "unch"),
        ("d", "SWINSTY CLO 2024-1A", "D", "Baa3/BBB-", "28.0", "28.0", "1.000", "3mS+365", "11.2", "11.2/16.0", "6.8", "10/28",
         "372", "350^1", "99.94", "100.75", "2x2", "-8"),
        ("a2", "GOUTHWAITE CLO 2017-3A", "A-R", "Aaa/AAA", "310.0", "127.9", "0.4127", "3mS+112", "58.0", "58.0/100", "1.3", "ended",
         "141", "128", "100.01", "100.06", "10x10", "+2"),
        ("e", "FELLGATE PARK 2025-2A", "E", "Ba3/BB-", "18.0", "18.0", "1.000", "3mS+710", "7.1", "7.1/9.6", "7.9", "04/30",
         "-", "-", "91.25", "92.50", "1x1", "n/a"),
    ]
    body = []
    g = []
    for seed, deal, cls, rtg, orig, cur, fac, cp, ce, ad, wal, reinv, db, do, pb, po, sz, chg in rows:
        cu = uc("calverleigh " + seed)
        body.append([cu, deal, cls, rtg, orig, cur, fac, cp, ce, ad, wal, reinv, db, do, pb, po, sz, chg])
        ms = {}
        if db != "-":
            ms["dm"] = (db, do.split("^")[0])
        ms["price"] = (pb, po)
        g += q(cu, "structured", d, size=sz, review=("dm",) if "^" in do else (), **ms)
    w = [54, 96, 24, 46, 34, 34, 34, 46, 28, 44, 26, 32, 34, 34, 38, 38, 32, 28]
    buf, c = pk.new("letterl", title="Calverleigh CLO secondary", author="Calverleigh Securities")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 570, "CALVERLEIGH SECURITIES - CLO SECONDARY LEVELS - Monday 22 November 2027")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 556, "DM in bp over 3m term SOFR; px in points. Size bid x offer in MM. Orig / Cur in $MM. Chg DM vs Friday close (bp).")
    spans = {0: [("Tranche", 4), ("Collateral / structure", 8), ("Levels", 4), ("", 2)]}
    y = pk.grid(c, 36, 540, w, [[""] * 18, head] + body, head=2, spans=spans, size=6.5, lead=8.5,
                align="llllrrrlrrrrrrrrrr", shade={0: 0.85, 1: 0.92})
    pk.lines(c, 36, y - 14, [
        "(1) Indicative offer only - not refreshed since the 11/19 BWIC; subject to confirmation.",
        "Att/Det = attachment / detachment point of the tranche (% of the collateral). Reinv End = end of the reinvestment period.",
        "GOUTHWAITE A-R is amortising (factor 0.4127); Orig / Cur are the tranche balances, not sizes.",
    ], size=6.5, lead=9)
    pk.footer(c, "Calverleigh Securities LLC - for institutional investors only", 1, 1)
    data = pk.done(buf, c)
    text = """Hi all - this morning's CLO secondary sheet attached (landscape, ruled).

The Swinsty D offer is footnoted - we have not refreshed it since Friday's list.

Nico Farrant | Calverleigh Securities | CLO trading | +1 212 555 0128
"""
    return mk("calverleigh-clo-landscape", "pdf", g, sender="Nico Farrant <nfarrant@calverleigh.com>",
              subject="CLO secondary levels 22-Nov (pdf)", date=date("08:12:40", day=22), to=TO, text=text,
              attachments=[_att("Calverleigh_CLO_Secondary_20271122.pdf", data)], note="pdf:ruled pdf:landscape")


def p14_cmbs_landscape():
    d = "dallowgill"
    head = ["Deal", "Class", "CUSIP", "Rtg", "Orig Bal\n($MM)", "Cur Bal\n($MM)", "Factor", "Cpn %", "CE %", "WAL", "DSCR",
            "LTV %", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr", "Yld Bid", "Yld Ofr", "Qty\n($MM)"]
    rows = [
        ("BOWES 2024-C31", "A-5", "Aaa", "412.5", "412.5", "1.000", "5.210", "30.0", "9.1", "1.92x", "56.8", 96, 91, 4.80, "2034-05"),
        ("BOWES 2024-C31", "AS", "Aa1", "61.0", "61.0", "1.000", "5.602", "21.4", "9.3", "1.92x", "56.8", 142, 133, 4.76, "2034-08"),
        ("ROOKHOPE 2021-B26", "B", "A2", "48.2", "45.9", "0.9523", "3.480", "11.2", "3.8", "1.61x", "63.4", 315, 290, 4.55, "2031-09"),
        ("ROOKHOPE 2021-B26", "C", "Baa3", "40.0", "40.0", "1.000", "3.910", "6.1", "4.0", "1.61x", "63.4", None, None, 4.55, "2031-11"),
    ]
    g = []
    body = []
    for deal, cls, rtg, orig, cur, fac, cp, ce, wal, dscr, ltv, sb, so, tsy, mat in rows:
        cu = uc("dallowgill " + deal + cls)
        cpn = float(cp)
        if sb is None:  # office-heavy mezz: a price-only market
            pb, po = 62.50, 64.75
            yb, yo = ylds(cpn, pb, mat, 2), ylds(cpn, po, mat, 2)
            sbs = sos = "-"
        else:
            yb, yo = f"{tsy + sb / 100:.2f}", f"{tsy + so / 100:.2f}"
            pb = float(f3(float(ylds_px(cpn, float(yb), mat))))
            po = float(f3(float(ylds_px(cpn, float(yo), mat))))
            sbs, sos = str(sb), str(so)
        pbs, pos = f3(pb), f3(po)
        body.append([deal, cls, cu, rtg, orig, cur, fac, cp, ce, wal, dscr, ltv, sbs, sos, pbs, pos, yb, yo, "5"])
        ms = {}
        if sb is not None:
            ms["spread"] = (sbs, sos)
        ms["price"] = (pbs, pos)
        ms["yield_"] = (yb, yo)
        g += q(cu, "structured", d, size="5MM", **ms)
    body.append(["Total / WA", "", "", "", "561.7", "559.4", "", "", "", "8.0", "", "", "", "", "97.412", "", "", "", "20"])
    w = [66, 28, 52, 28, 38, 38, 32, 32, 28, 26, 30, 30, 34, 34, 38, 38, 32, 32, 30]
    buf, c = pk.new("letterl", title="Dallowgill CMBS", author="Dallowgill Capital")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 570, "DALLOWGILL CAPITAL - CONDUIT CMBS - two-way - 29-Nov-2027")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 556, "Spreads vs the interpolated UST curve (bp). Yields to WAL at each side. Qty per side.")
    y = pk.grid(c, 36, 540, w, [head] + body, head=1, size=6.5, lead=8.5, align="llllrrrrrrrrrrrrrrr", shade={len(body): 0.9})
    pk.lines(c, 36, y - 14, ["ROOKHOPE C trades on price (office concentration 41%); no spread shown.",
                             "Total / WA row: total balances and the par-weighted average bid price; not a market."], size=6.5)
    pk.footer(c, "Dallowgill Capital LLC", 1, 1)
    data = pk.done(buf, c)
    text = "CMBS conduit run attached.\n\nWyn Ashby | Dallowgill Capital | CMBS | +1 212 555 0174\n"
    return mk("dallowgill-cmbs-landscape", "pdf", g, sender="Wyn Ashby <washby@dallowgill.com>",
              subject="Conduit CMBS two-way 29-Nov", date=date("09:31:05", day=29), to=TO, text=text,
              attachments=[_att("DALLOWGILL_CMBS_29NOV27.pdf", data)], note="pdf:ruled pdf:landscape")


def ylds_px(c, y, mat):
    from common import pxs

    return pxs(c, y, mat, 3)


# ---------------------------------------------------------------- munis, ruled


def p15_muni_offerings():
    d = "eskdaleside"
    rows = [
        ("500", "NY", "NYC MUNI WTR FIN AUTH 2ND GEN", 5.0, "06/15/2047", "2047-06-15", "06/15/32", "2032-06-15", 100.0, 3.71),
        ("1,000", "NJ", "NJ ECON DEV AUTH SCH FACS", 4.0, "11/01/2044", "2044-11-01", "11/01/29", "2029-11-01", 100.0, 4.125),
        ("250", "IL", "ILLINOIS ST GO", 5.5, "05/01/2039", "2039-05-01", "05/01/33", "2033-05-01", 100.0, 3.98),
        ("2,000", "TX", "HOUSTON TX UTIL SYS REV", 5.0, "11/15/2042", "2042-11-15", "11/15/32", "2032-11-15", 102.0, 3.56),
        ("750", "FL", "MIAMI-DADE AVIATION AMT", 5.25, "10/01/2050", "2050-10-01", "10/01/33", "2033-10-01", 100.0, 4.02),
    ]
    head = ["Qty\n(000)", "St", "Description", "CUSIP", "Cpn", "Maturity", "Call", "Call\nPx", "YTW", "Price", "YTM\n(ref)", "Conc"]
    body = []
    g = []
    for par, st, desc, c, m, iso, call, ciso, cpx, y in rows:
        cu = uc("eskdaleside " + desc)
        px = f3(muni_px(c, y, iso, ciso, cpx))
        ytm = ylds(c, float(px), iso, 3)
        body.append([par, st, desc, cu, f"{c:.3f}", m, call, f"{cpx:.2f}", f"{y:.3f}", px, ytm, "0.250"])
        p = int(par.replace(",", "")) * 1000
        g += q(cu, "muni", d, size=(None, p), yield_=(None, f"{y:.3f}"), price=(None, px))
    body.append(["4,500", "", "Total par offered", "", "", "", "", "", "", "", "", ""])
    w = [34, 18, 130, 56, 30, 50, 46, 30, 34, 44, 34, 30]
    buf, c = pk.new("letter", title="Eskdaleside offerings", author="Eskdaleside Securities")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 750, "ESKDALESIDE SECURITIES - MUNICIPAL OFFERINGS")
    c.setFont("Helvetica", 8)
    c.drawString(36, 737, "Wednesday, November 24, 2027 - offered subject to prior sale and change in price")
    y = pk.grid(c, 36, 720, w, [head] + body, head=1, size=7, lead=9, align="rllllllrrrrr", shade={len(body): 0.9})
    pk.lines(c, 36, y - 14, [
        "Prices are to the worst date (YTW). YTM is at the offer price, for reference only. Conc = concession to dealers (pts).",
        "Houston Util 5s 2042 are callable at 102 on 11/15/32. Qty in thousands, minimum 25.",
    ], size=7)
    pk.footer(c, "Eskdaleside Securities LLC - member FINRA / SIPC / MSRB", 1, 1)
    data = pk.done(buf, c)
    text = ("Today's muni offerings attached - yields to worst, prices, qty in thousands.\n\n"
            "Pia Wragby | Eskdaleside Securities | Municipal Sales | +1 215 555 0109\n")
    return mk("eskdaleside-muni-offerings", "pdf", g, sender="Pia Wragby <pwragby@eskdaleside.com>",
              subject="Muni offerings 24-Nov-2027", date=date("08:01:33", day=24), to=TO, text=text,
              attachments=[_att("ESK_muni_offerings_112427.pdf", data)], note="pdf:ruled")


def p16_muni_two_way():
    d = "fellbeck"
    rows = [
        ("WASHINGTON ST GO SER A", 5.0, "8/1/2043", "2043-08-01", "8/1/33", "2033-08-01", 3.49, 3.43, "1,000", "500", 3.52),
        ("MARYLAND ST TRANSN AUTH", 4.0, "7/1/2047", "2047-07-01", "7/1/32", "2032-07-01", 4.18, 4.12, "500", "500", 4.20),
        ("GEORGIA ST MUNI ELEC PWR", 5.25, "1/1/2056", "2056-01-01", "1/1/35", "2035-01-01", 4.11, 4.04, "250", "1,000", 4.15),
        ("COLORADO HLTH FACS AUTH", 4.125, "11/15/2049", "2049-11-15", "11/15/29", "2029-11-15", 4.29, 4.24, "500", "250", 4.30),
    ]
    head = ["CUSIP", "Issuer", "Cpn", "Mat", "Call", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px", "Bid Par\n(000)", "Ofr Par\n(000)",
            "Prev Bid\nYld"]
    g = []
    body = []
    for iss, c, m, iso, call, ciso, by, oy, bpar, opar, prev in rows:
        cu = uc("fellbeck " + iss)
        bp, op = f3(muni_px(c, by, iso, ciso)), f3(muni_px(c, oy, iso, ciso))
        body.append([cu, iss, f"{c:g}", m, call, f"{by:.2f}", f"{oy:.2f}", bp, op, bpar, opar, f"{prev:.2f}"])
        sz = (int(bpar.replace(",", "")) * 1000, int(opar.replace(",", "")) * 1000)
        g += q(cu, "muni", d, size=sz, yield_=(f"{by:.2f}", f"{oy:.2f}"), price=(bp, op))
    w = [54, 124, 28, 50, 40, 36, 36, 44, 44, 38, 38, 38]
    buf, c = pk.new("letter", title="Fellbeck muni", author="Fellbeck & Co")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 750, "Fellbeck & Co. - Municipal two-way - 30 Nov 2027")
    y = pk.grid(c, 36, 730, w, [head] + body, head=1, size=7, lead=9, align="llrllrrrrrrr")
    pk.lines(c, 36, y - 14, ["Prev Bid Yld = Monday's closing bid, not a market. Premiums to the call date.",
                             "Call column is the first par call."], size=7)
    pk.footer(c, "Fellbeck & Co.", 1, 1)
    data = pk.done(buf, c)
    text = "Muni two-way attached.\n\nOwen Treece | Fellbeck & Co. | +1 617 555 0117\n"
    return mk("fellbeck-muni-two-way", "pdf", g, sender="Owen Treece <otreece@fellbeck.com>",
              subject="Fellbeck muni two-way 30-Nov", date=date("09:44:59", day=30), to=TO, text=text,
              attachments=[_att("Fellbeck_muni_2way_30Nov.pdf", data)], note="pdf:ruled")


# ---------------------------------------------------------------- loans, two pages, unruled


def p17_loan_marks():
    d = "garrowby"
    head = ["Borrower", "Facility", "Spread", "Floor", "Maturity", "Mdy/S&P", "Fac ($MM)", "Bid", "Offer", "Prev Bid", "1D Chg",
            "1W Hi", "1W Lo"]
    p1 = [
        ("ESHTON FOODS", "TLB", "S+375", "0.50", "07/31", "B2/B", "1,350", "98.500", "99.000", "98.375", "+0.125", "98.625", "98.125"),
        ("GRASSINGTON TELECOM", "TLB-3", "S+425", "0.75", "02/30", "B3/B-", "2,100", "62.500", "64.500", "65.000", "-2.500", "67.000", "62.000"),
        ("HEBDEN CHEM", "TLB", "S+350", "0.00", "11/32", "Ba3/BB-", "900", "100.125", "100.500", "100.125", "0.000", "100.250", "99.875"),
        ("LOFTHOUSE RETAIL", "TL", "S+550", "1.00", "05/29", "Caa1/CCC+", "415", "88.750", "90.250", "88.000", "+0.750", "89.000", "86.500"),
    ]
    p2 = [
        ("SKIRFARE HEALTH", "TLB", "S+400", "0.50", "09/31", "B2/B", "1,020", "95.250", "95.875", "95.500", "-0.250", "95.750", "95.000"),
        ("THRESHFIELD LOGISTICS", "TLB", "S+325", "0.50", "03/32", "B1/BB-", "760", "99.625", "100.000", "99.625", "0.000", "99.750", "99.500"),
    ]
    g = []
    for r in p1 + p2:
        g += q(f"{r[0]} {r[1]} {r[2]} {r[4]}", "loan", d, size="1MM", price=(r[7], r[8]))
    w = [96, 40, 38, 30, 42, 48, 44, 38, 38, 40, 38, 34, 34]
    buf, c = pk.new("a4", title="Garrowby loan marks", author="Garrowby Partners")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 800, "Garrowby Partners - Leveraged Loans - secondary levels - 24/11/2027")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 787, "Clean price, points. 1MM per side. Fac = facility size. Prev Bid = Tuesday close. Hi/Lo = last 5 sessions' bids.")
    y = pk.table(c, 36, 765, w, [head] + [list(r) for r in p1], size=7, lead=11, right_from=6)
    pk.lines(c, 36, y - 8, ["GRASSINGTON: 62.5 is right - Q3 miss, covenant waiver talks (lenders' adviser hired 11/19)."], size=7)
    pk.footer(c, "Garrowby Partners LLP - authorised and regulated", 1, 2)
    c.showPage()
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, 800, "Leveraged Loans (cont.)")
    y = pk.table(c, 36, 780, w, [head] + [list(r) for r in p2], size=7, lead=11, right_from=6)
    y = pk.table(c, 36, y - 16, [120, 60, 60, 60], [["Sector average", "Names", "Avg Bid", "Avg Chg"],
                                                   ["Telecom / media", "9", "91.42", "-0.61"],
                                                   ["Healthcare", "7", "95.08", "-0.12"],
                                                   ["All loans", "43", "94.87", "-0.20"]], size=7, lead=11, right_from=1)
    pk.footer(c, "Garrowby Partners LLP - authorised and regulated", 2, 2)
    data = pk.done(buf, c)
    text = "Loan levels attached (2 pages).\n\nMaud Kettering | Garrowby Partners | Loan Trading | +44 20 7946 0733\n"
    return mk("garrowby-loan-marks-2pp", "pdf", g, sender="Maud Kettering <mkettering@garrowby.co.uk>",
              subject="Garrowby loan levels 24/11", date=date("13:20:11", "+0000", day=24), to=TO, text=text,
              attachments=[_att("Garrowby_loans_24112027.pdf", data)], note="pdf:multipage")


def p18_loan_cells():
    d = "hanlith"
    head = ["LoanX ID", "Borrower / Facility", "Margin", "Mat", "Fac Size", "Bid-Offer", "Last Trade", "Px Chg", "Rtg"]
    rows = [
        ("LX241187", "CONISTONE MEDIA TLB", "S+400", "06/30/31", "$1.2bn", "98.50-99.00", "98.75 (11/26)", "+0.25", "B2/B"),
        ("LX239904", "KILNSEY PLASTICS TLB", "S+450", "08/15/30", "$640MM", "12.00-15.00", "13.00 (11/24)", "-6.00", "Ca/D"),
        ("LX244512", "APPLETREEWICK FIN 1L", "S+300", "01/31/32", "$2.0bn", "100.00-100.25", "100.125 (11/29)", "unch", "Ba2/BB"),
        ("LX240078", "HUBBERHOLME AUTO TLB", "S+475", "10/01/29", "$385MM", "93.75-94.75", "94.00 (11/22)", "-0.50", "B3/B-"),
        ("LX246630", "BUCKDEN HOTELS TLB", "S+350", "12/15/31", "$910MM", "99.375-99.875", "99.50 (11/29)", "+0.125", "B1/B"),
    ]
    g = []
    for _lx, name, mg, mt, _fs, bo, _lt, _chg, _rt in rows:
        b, o = bo.split("-")
        g += q(f"{name} {mg} {mt}", "loan", d, size="2MM", price=(b, o))
    w = [50, 120, 40, 50, 44, 70, 66, 38, 40]
    buf, c = pk.new("letter", title="Hanlith loans", author="Hanlith Capital")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 750, "HANLITH CAPITAL - LOAN RUN - 30-NOV-2027 (p. 1 of 2)")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 737, "2MM per side. Last Trade = our last print (date). Px Chg vs Friday.")
    y = pk.table(c, 36, 715, w, [head] + [list(r) for r in rows[:3]], size=7, lead=11, right_from=4)
    pk.lines(c, 36, y - 8, ["KILNSEY: post-default, quoted in points - yes, 12-15."], size=7)
    pk.footer(c, "Hanlith Capital LLC", 1, 2)
    c.showPage()
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 750, "HANLITH CAPITAL - LOAN RUN - 30-NOV-2027 (p. 2 of 2)")
    y = pk.table(c, 36, 725, w, [head] + [list(r) for r in rows[3:]], size=7, lead=11, right_from=4)
    pk.lines(c, 36, y - 12, ["Run average bid 80.72 (5 names); median 98.50. Averages are for information."], size=7)
    pk.footer(c, "Hanlith Capital LLC", 2, 2)
    data = pk.done(buf, c)
    text = "Loan run attached.\n\nBram Sowerby | Hanlith Capital | +1 212 555 0181\n"
    return mk("hanlith-loan-run-cells", "pdf", g, sender="Bram Sowerby <bsowerby@hanlith.com>",
              subject="Hanlith loan run 30-Nov", date=date("10:02:27", day=30), to=TO, text=text,
              attachments=[_att("hanlith_loan_run_113027.pdf", data)], note="pdf:multipage")


# ---------------------------------------------------------------- HY / EM


def p19_hy_em_hilo():
    d = "ingleby"
    hy = [
        ("WHERNSIDE ENERGY", 7.875, "05/15/31", "2031-05", "c/28 @ 103.938", 101.25, 101.75, "101.875", "100.875", "101.125", "+1/8"),
        ("CAPPLESTONE PHARMA", 6.5, "02/01/30", "2030-02", "c/27 @ 101.625", 96.5, 97.125, "97.000", "96.250", "96.375", "+1/8"),
        ("DODD FELL MEDIA", 8.25, "10/01/29", "2029-10", "NC", 12.0, 13.5, "14.000", "11.500", "13.000", "-1"),
    ]
    head = ["Issuer", "Cpn", "Mat", "Call", "Bid", "Ask", "YTW B", "YTW A", "Hi", "Lo", "Prv Cls", "Chg"]
    body = []
    g = []
    for iss, c, m, iso, call, b, a, hi, lo, prv, chg in hy:
        if b > 50:
            yb, ya = ylds(c, b, iso, 2), ylds(c, a, iso, 2)
        else:
            yb = ya = "n.m."
        body.append([iss, f"{c:g}", m, call, f"{b:.3f}", f"{a:.3f}", yb, ya, hi, lo, prv, chg])
        key = f"{iss} {c:g} 20{m[-2:]}-{m[:2]}-{m[3:5]}"
        if b > 50:
            g += q(key, "hy", d, size="2MM", price=(f"{b:.3f}", f"{a:.3f}"), yield_=(yb, ya))
        else:
            g += q(key, "hy", d, size="2MM", price=(f"{b:.3f}", f"{a:.3f}"))
    em = [("MEX", 6.35, "2035-02-09", "US", "mex 2035"), ("COLOM", 7.5, "2034-02-02", "US", "colom 2034"),
          ("PANAMA", 6.4, "2035-02-14", "US", "panama 2035")]
    ehead = ["Bond", "ISIN", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask", "Z (mid)", "Dur", "Prv Cls"]
    ebody = []
    pxs_ = {"MEX": (98.45, 98.85), "COLOM": (99.10, 99.60), "PANAMA": (95.40, 95.90)}
    for t, c, iso, pre, seed in em:
        isin = ui(pre, "ingleby " + seed)
        b, a = pxs_[t]
        yb, ya = ylds(c, b, iso, 3), ylds(c, a, iso, 3)
        ebody.append([f"{t} {c:g} {iso[2:4]}", isin, f"{b:.2f}", f"{a:.2f}", yb, ya, "231", "6.4", f"{b - 0.15:.2f}"])
        g += q(isin, "em_sovereign", d, size="2MM", price=(f"{b:.2f}", f"{a:.2f}"), yield_=(yb, ya))
    buf, c = pk.new("letter", title="Ingleby HY EM", author="Ingleby Securities")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 750, "Ingleby Securities - HY / EM run - Mon 29 Nov 2027 - 2MM per side")
    c.setFont("Helvetica-Bold", 8.5)
    c.drawString(36, 728, "HIGH YIELD (px, YTW %) - Hi / Lo are today's range on the screen, Prv Cls Friday's bid")
    y = pk.table(c, 36, 714, [96, 30, 50, 74, 40, 40, 36, 36, 38, 38, 40, 28], [head] + body, size=7, lead=11, right_from=4)
    c.setFont("Helvetica-Bold", 8.5)
    c.drawString(36, y - 12, "EM SOVEREIGNS (USD) - Z at mid vs SOFR swaps, Dur = modified duration")
    pk.table(c, 36, y - 26, [70, 76, 42, 42, 42, 42, 40, 30, 40], [ehead] + ebody, size=7, lead=11, right_from=2)
    c.setFont("Helvetica", 7)
    c.drawString(36, 120, "DODD FELL 8.25 10/29: quoted in points post missed coupon; 12 is right. YTW not meaningful.")
    pk.footer(c, "Ingleby Securities Inc.", 1, 1)
    data = pk.done(buf, c)
    text = "HY / EM run attached.\n\nJess Orgill | Ingleby Securities | +1 212 555 0155\n"
    return mk("ingleby-hy-em-hilo", "pdf", g, sender="Jess Orgill <jorgill@ingleby.com>",
              subject="Ingleby HY / EM run 29-Nov", date=date("07:58:40", day=29), to=TO, text=text,
              attachments=[_att("Ingleby_HY_EM_29Nov2027.pdf", data)], note="pdf:unruled")


def p20_em_hy_sections():
    d = "jervaulx"
    g = []
    em = [("PERU", 5.875, "2034-08-08", 101.35, 101.85, "XS"), ("ROMANI", 6.625, "2036-02-17", 99.20, 99.70, "XS"),
          ("SOAF", 7.1, "2037-11-19", 97.05, 97.65, "US")]
    rows = [["Bond", "ISIN", "Px B / A", "Yld B / A", "Amt Out", "Hi / Lo", "Chg"]]
    for t, c, iso, b, a, pre in em:
        isin = ui(pre, "jervaulx " + t)
        yb, ya = ylds(c, b, iso, 2), ylds(c, a, iso, 2)
        rows.append([f"{t} {c:g} {iso[5:7]}/{iso[2:4]}", isin, f"{b:.2f} / {a:.2f}", f"{yb} / {ya}", "$2.5bn",
                     f"{a + 0.2:.2f} / {b - 0.3:.2f}", "+0.10"])
        g += q(isin, "em_sovereign", d, size="3MM", price=(f"{b:.2f}", f"{a:.2f}"), yield_=(yb, ya))
    hy = [("KETTLENESS AIRLINES", 9.5, "2030-06-01", 104.5, 105.0), ("RAVENSCAR LEISURE", 6.0, "2032-03-15", 85.25, 86.25),
          ("HOLBECK STEEL", 10.0, "2028-12-01", 40.0, 42.0)]
    rows.append(["HIGH YIELD", "", "", "", "", "", ""])
    for iss, c, iso, b, a in hy:
        yb, ya = (ylds(c, b, iso, 2), ylds(c, a, iso, 2)) if b > 50 else ("n.m.", "n.m.")
        rows.append([f"{iss} {c:g} {iso[5:7]}/{iso[2:4]}", "", f"{b:.2f} / {a:.2f}", f"{yb} / {ya}", "$500MM",
                     f"{a + 0.5:.2f} / {b - 0.75:.2f}", "-0.25"])
        ms = {"price": (f"{b:.2f}", f"{a:.2f}")} | ({"yield_": (yb, ya)} if b > 50 else {})
        g += q(f"{iss} {c:g} {iso[:7]}", "hy", d, size="3MM", **ms)
    buf, c = pk.new("a4", title="Jervaulx EM HY", author="Jervaulx")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 800, "JERVAULX - EM SOVEREIGNS & HIGH YIELD - 26.11.2027 - 3MM per side")
    pk.grid(c, 36, 780, [130, 80, 80, 80, 50, 80, 34], rows, head=1, size=7, lead=9, align="llrrrrr", ruled=False,
            shade={4: 0.88})
    c.setFont("Helvetica", 7)
    c.drawString(36, 600, "Hi / Lo = today's session range; Amt Out = issue size. HOLBECK 10% 12/28: distressed, 40-42 is the market.")
    pk.footer(c, "Jervaulx Bank AG, London Branch", 1, 1)
    data = pk.done(buf, c)
    text = "EM / HY run attached.\n\nRuth Ainsty | Jervaulx | +44 20 7946 0761\n"
    return mk("jervaulx-em-hy-sections", "pdf", g, sender="Ruth Ainsty <rainsty@jervaulx.co.uk>",
              subject="EM / HY run 26.11", date=date("08:30:00", "+0000", day=26), to=TO, text=text,
              attachments=[_att("JERVAULX_EM_HY_26112027.pdf", data)], note="pdf:unruled")


LAYOUTS = [p13_clo_landscape, p14_cmbs_landscape, p15_muni_offerings, p16_muni_two_way, p17_loan_marks, p18_loan_cells,
           p19_hy_em_hilo, p20_em_hy_sections]
