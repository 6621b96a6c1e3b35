"""PDF attachments: multi-column runs, rule-less tables with wrapped descriptions, repeated
headers and footnotes, landscape grids, space-separated Courier sheets."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, Layout, bkey, cusip, isin, mat, message, q, us_isin

D = "Tue, 24 Nov 2026"


def _mail(sender, to, subject, date, msgid, text, fname, data, gold, slug):
    att = Attachment(fname, data, MIME_PDF, "pdf")
    eml = message(sender=sender, to=to, subject=subject, date=date, msgid=msgid, text=text, attachments=[att])
    return Layout(slug, "pdf", eml, gold)


# ---------------------------------------------------------------- 19/20 ig + hy, multi-column runs


def p19_tollandbreck_two_column_run():
    d = "tollandbreck"
    fin = [("ALBRECHT BK", "5.05", 5.05, "2032-04-15", "+96", "+91", "101.12", "101.40"),
           ("NORWOOD MUTUAL", "4.45", 4.45, "2029-10-01", "+71", "+67", "99.88", "100.02"),
           ("SAXBY FINL", "5.60", 5.6, "2035-01-30", "+138", "+132", "100.45", "100.90"),
           ("CORDALE RE", "4.90", 4.9, "2031-07-15", "+104", "+99", "99.62", "99.87")]
    ind = [("ORWELL UTIL", "4.70", 4.7, "2033-03-01", "+101", "+96", "99.15", "99.48"),
           ("GANTRY RAIL", "5.25", 5.25, "2034-08-15", "+112", "+108", "101.66", "101.95"),
           ("MERRICK FOODS", "4.15", 4.15, "2030-02", "+82", "+78", "98.81", "98.96"),
           ("HALSEY PHARMA", "5.80", 5.8, "2054-11-15", "+151", "+146", "100.20", "100.88")]
    hy = [("BRACKWELL", "8.125", 8.125, "2030-06-15", "99.25", "99.875", "8.31", "8.15", "2x2"),
          ("OSTARA CHEM", "10 1/2", 10.5, "2029", "104.00", "105.00", "8.92", "8.55", "1x1"),
          ("TILLGATE", "6.75", 6.75, "2031-09-01", "90.50", "91.50", "8.98", "8.74", "3x3")]
    buf, c = pk.new("letter", "TB USD credit run", "Tolland Breck")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 750, "TOLLAND BRECK  |  USD CREDIT RUN  |  24-Nov-2026 08:05 ET")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 738, "IG: spread vs interpolated UST (bp) and price. HY: cash price and yield to worst (%).")
    gold = []
    for x, title, rows in ((36, "FINANCIALS", fin), (312, "INDUSTRIALS / UTILITIES", ind)):
        c.setFont("Helvetica-Bold", 8)
        c.drawString(x, 712, title)
        c.drawString(x, 700, "Issuer / Cpn / Maturity")
        c.drawString(x + 140, 700, "Sprd b/o")
        c.drawString(x + 195, 700, "Px b/o")
        y = 688
        c.setFont("Helvetica", 8)
        for iss, ct, cv, m, sb, sa, pb, pa in rows:
            st = "mmyy" if len(m) == 7 else "mmddyy"
            c.drawString(x, y, f"{iss} {ct} {mat(m, st)}")
            c.drawString(x + 140, y, f"{sb}/{sa}")
            c.drawString(x + 195, y, f"{pb}/{pa}")
            gold += q(bkey(iss, cv, m), "ig", d, spread=(sb, sa), price=(pb, pa))
            y -= 12
    c.setFont("Helvetica-Bold", 8)
    c.drawString(36, 620, "HIGH YIELD")
    y = pk.table(c, 36, 606, [200, 110, 110, 60],
                 [["Issuer / Cpn / Maturity", "Px bid / ask", "YTW bid / ask", "Size (MM)"]]
                 + [[f"{r[0]} {r[1]} {mat(r[3], 'yyyy' if len(r[3]) == 4 else 'mmddyy')}",
                     f"{r[4]} / {r[5]}", f"{r[6]} / {r[7]}", r[8]] for r in hy], size=8)
    for iss, _ct, cv, m, pb, pa, yb, ya, sz in hy:
        gold += q(bkey(iss, cv, m), "hy", d, size=sz, price=(pb, pa), yield_=(yb, ya))
    c.setFont("Helvetica", 6.5)
    c.drawString(36, y - 20, "Tolland Breck Securities LLC, 100 Federal St, Boston MA 02110. Member FINRA/SIPC. "
                 "Indicative levels as of 08:05 ET; not an offer. Ref TB-RUN-1124.")
    data = pk.done(buf, c)
    return _mail("Ingrid Salomon <isalomon@tollandbreck.com>", "credit-clients@tollandbreck.com",
                 "TB USD credit run (pdf)", D + " 08:09:21 -0500", "<tb-run-20261124@tollandbreck.com>",
                 "Please find our morning run attached.\n\nIngrid Salomon\nTolland Breck | +1 617 555 0140\n",
                 "TB_USD_Credit_Run_24Nov26.pdf", data, gold, "tollandbreck-two-column-run")


def p20_orrinbayliss_three_column_landscape():
    d = "orrinbayliss"
    ig = [("DENHOLM TEL", "5.3", 5.3, "2034-06-01", "+129", "+124"), ("ASTLEY GAS", "4.6", 4.6, "2031-01-15", "+88", "+84"),
          ("PRIORSFORD BK", "5.75", 5.75, "2036-09-20", "+158", "+151"), ("WRAXALL INS", "4.05", 4.05, "2028-12-01", "+63", "+59"),
          ("KINGSLEA AUTO", "5.125", 5.125, "2030-05-06", "+117", "+111"),
          ("BRIDGNORTH WATER", "4.875", 4.875, "2037-03-01", "+134", "+129"),
          ("SELSDON HEALTH", "5.45", 5.45, "2045-08-15", "+147", "+141")]
    hy1 = [("VOSPER MARINE", "9.5", 9.5, "2029-11-15", "102.75", "103.50", "2mm"),
           ("LANGHOLM MINING", "7 7/8", 7.875, "2031-04-01", "95.25", "96.00", "1mm"),
           ("CRAYFORD CASINO", "6 1/4", 6.25, "2030-02-15", "97.125", "97.75", "3mm"),
           ("HEXHAM LOGISTICS", "7 1/2", 7.5, "2032-01-15", "98.50", "99.25", "1mm")]
    hy2 = [("EBBSFLEET TELCO", "8.0", 8.0, "2032-10-01", "88.50", "89.50", "1mm"),
           ("MOULTON PACK", "5 5/8", 5.625, "2029-07-15", "99.00", "99.625", "2mm"),
           ("RAVENSCAR ENER", "11.0", 11.0, "2028-03-31", "106.25", "107.25", "500k"),
           ("ALNMOUTH PAPER", "6.0", 6.0, "2030-06-01", "84.00", "85.50", "1mm")]
    buf, c = pk.new("letterl", "OB run", "Orrin Bayliss")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(36, 575, "ORRIN BAYLISS & CO   -   CREDIT RUN   -   24 NOV 2026")
    c.setFont("Helvetica", 7)
    c.drawString(36, 563, "* = axe.   IG quoted as G-spread (bp); HY as cash price.")
    gold = []
    cols = [(36, "INVESTMENT GRADE   G+ bid/offer", ig), (290, "HIGH YIELD   px bid/offer   size", hy1),
            (544, "HIGH YIELD (cont.)   px   size", hy2)]
    for x, title, rows in cols:
        c.setFont("Helvetica-Bold", 7.5)
        c.drawString(x, 540, title)
        c.setFont("Helvetica", 7.5)
        y = 526
        for r in rows:
            star = "*" if r[0] in ("ASTLEY GAS", "MOULTON PACK") else ""
            if len(r) == 6:
                iss, ct, cv, m, b, a = r
                c.drawString(x, y, f"{star}{iss} {ct} {mat(m, 'mdy')}")
                c.drawString(x + 160, y, f"{b}/{a}")
                gold += q(bkey(iss, cv, m), "ig", d, spread=(b, a))
            else:
                iss, ct, cv, m, b, a, sz = r
                c.drawString(x, y, f"{star}{iss} {ct} {mat(m, 'mdy')}")
                c.drawString(x + 150, y, f"{b}/{a}")
                c.drawString(x + 215, y, sz)
                gold += q(bkey(iss, cv, m), "hy", d, size=sz, price=(b, a))
            y -= 11
    c.setFont("Helvetica", 6.5)
    c.drawString(36, 40, "Orrin Bayliss & Co. LLP, 12 Moorgate, London EC2R 6DA. Authorised and regulated by the FCA "
                 "(FRN 771204). Tel +44 20 7946 0555.")
    data = pk.done(buf, c)
    return _mail("Desk <credit@orrinbayliss.com>", "clients@orrinbayliss.com", "OB credit run",
                 D + " 09:01:00 +0000", "<ob-run-20261124@orrinbayliss.com>", "Run attached (landscape).\n",
                 "OB_run_20261124.pdf", data, gold, "orrinbayliss-three-column-landscape")


# ---------------------------------------------------------------- 21/22 loans + structured, rule-less, wrapped


def p21_cressingtarr_levfin_wrapped():
    d = "cressingtarr"
    loans = [(["Ashcombe Veterinary", "Partners Holdings"], "TLB", "S+375", "05/2031", "98.50", "99.00"),
             (["Pemberly Software"], "TLB-2", "S+325", "11/2030", "100.125", "100.500"),
             (["Granary Foods Intermediate", "Holdco LLC"], "TL", "S+450", "02/2029", "94.00", "95.00"),
             (["Ravelston Marine"], "TLB", "S+400", "08/2030", "96.75", "97.25"),
             (["Quantock Health Services", "Group"], "TLB", "S+350", "12/2031", "99.75", "99.25")]
    clos = [(["Kilnsey Park CLO", "2020-4A"], "B", "99.40", "99.80", "212", "198"),
            (["Wendover Street", "CLO 2022-1A"], "C", "98.10", "98.60", "305", "290"),
            (["Arden Mere CLO 2019-2A"], "D", "94.25", "95.00", "560", "530")]
    buf, c = pk.new("letter", "Cressing Tarr lev fin levels", "Cressing Tarr")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 748, "Cressing Tarr - Leveraged Finance Secondary Levels")
    c.setFont("Helvetica", 7.5)
    c.drawString(40, 736, "24 November 2026, 10:30 NY.  Loans in points of par; CLO price and DM (bp).")
    xs = [40, 200, 250, 300, 370, 430]
    y = 708
    c.setFont("Helvetica-Bold", 8)
    for x, h in zip(xs, ["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer"], strict=True):
        c.drawString(x, y, h)
    y -= 14
    gold = []
    c.setFont("Helvetica", 8)
    for names, fac, mg, mt, b, a in loans:
        c.drawString(xs[0], y, names[0])
        for x, v in zip(xs[1:], [fac, mg, mt, b, a], strict=True):
            c.drawString(x, y, v)
        for extra in names[1:]:
            y -= 9
            c.drawString(xs[0] + 6, y, extra)
        y -= 14
        key = " ".join(names + [fac, mg, mt]).upper()
        gold += q(key, "loan", d, price=(b, a), review=("price",) if float(b) > float(a) else ())
    y -= 16
    xs = [40, 200, 250, 310, 370, 430]
    c.setFont("Helvetica-Bold", 8)
    for x, h in zip(xs, ["Deal", "Class", "Px Bid", "Px Ask", "DM Bid", "DM Ask"], strict=True):
        c.drawString(x, y, h)
    y -= 14
    c.setFont("Helvetica", 8)
    for names, cl, pb, pa, db, da in clos:
        c.drawString(xs[0], y, names[0])
        for x, v in zip(xs[1:], [cl, pb, pa, db, da], strict=True):
            c.drawString(x, y, v)
        for extra in names[1:]:
            y -= 9
            c.drawString(xs[0] + 6, y, extra)
        y -= 14
        gold += q(" ".join(names + [cl]).upper(), "structured", d, price=(pb, pa), dm=(db, da))
    c.setFont("Helvetica", 6.5)
    c.drawString(40, 60, "Cressing Tarr & Co., 277 Park Ave, New York NY 10172. For professional clients only. "
                 "Tel 212 555 0108.")
    data = pk.done(buf, c)
    return _mail("Owen Battersby <obattersby@cressingtarr.com>", "levfin@cressingtarr.com",
                 "CT lev fin levels 24-Nov", D + " 10:34:10 -0500", "<ct-levfin-20261124@cressingtarr.com>",
                 "Levels attached. Quantock is a fresh print from the desk, call to confirm.\n\nOwen\n",
                 "CT_LevFin_Levels_20261124.pdf", data, gold, "cressingtarr-levfin-wrapped")


def p22_stowmarsh_loans_abs_footnotes():
    d = "stowmarsh"
    loans = [(["Tollbridge Logistics Inc", "Term Loan B (2024 refi)"], "S+300", "Mar-30", "99.500", "99.875", None),
             (["Hadleigh Components Ltd", "Incremental TLB"], "S+425", "Jun-31", "97.250", "98.000", "3mm"),
             (["Corrie Bay Leisure", "TLB"], "S+375", "Sep-29", "100.000", "100.375", None),
             (["Wetherden Labs Holdings", "First Lien TL"], "S+500", "Jan-31", "91.500", "92.500", None)]
    abss = [(["Carvale Auto Receivables", "2025-2 A3"], "1.8", "I+58", "I+52", "10mm"),
            (["Brightwell Card Master", "Trust 2024-1 A"], "2.9", "I+44", "I+40", "25mm"),
            (["Linmoor Equipment", "2025-1 B"], "2.2", "I+85", "I+130", "5mm")]
    buf, c = pk.new("letter", "Stowmarsh Keane loans & ABS", "Stowmarsh Keane")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 750, "STOWMARSH KEANE  |  Loans & ABS  |  24/11/2026")
    gold = []
    y = 722
    c.setFont("Helvetica-Bold", 8)
    for x, h in zip([40, 240, 300, 360, 420, 480], ["Facility", "Spread", "Maturity", "Bid", "Ask", "Size"],
                    strict=True):
        c.drawString(x, y, h)
    y -= 14
    c.setFont("Helvetica", 8)
    for names, sp, mt, b, a, sz in loans:
        c.drawString(40, y, names[0])
        for x, v in zip([240, 300, 360, 420, 480], [sp, mt, b, a, sz or ""], strict=True):
            c.drawString(x, y, v)
        y -= 9
        c.drawString(40, y, names[1])
        y -= 14
        key = " ".join(names + [sp, mt]).upper().replace("(", "").replace(")", "")
        gold += q(key, "loan", d, size=sz or "1MM", price=(b, a))
    y -= 12
    c.setFont("Helvetica-Bold", 8)
    for x, h in zip([40, 240, 300, 360, 420], ["ABS", "WAL", "I-Sprd Bid", "I-Sprd Ask", "Size"], strict=True):
        c.drawString(x, y, h)
    y -= 14
    c.setFont("Helvetica", 8)
    for names, wal, b, a, sz in abss:
        c.drawString(40, y, names[0])
        for x, v in zip([240, 300, 360, 420], [wal, b, a, sz], strict=True):
            c.drawString(x, y, v)
        y -= 9
        c.drawString(40, y, names[1])
        y -= 14
        wide = abs(lv_i(b) - lv_i(a)) > 40
        gold += q(" ".join(names).upper(), "structured", d, size=sz, i_spread=(b[2:], a[2:]),
                  review=("i_spread",) if wide else ())
    c.setFont("Helvetica", 7)
    y -= 8
    for s in ["Notes: Loan levels in points of par. Sizes 1MM unless noted.",
              "ABS spreads over the interpolated swap curve (I-curve), bp. WAL in years.",
              "Stowmarsh Keane LLP, 30 Crown Place, London EC2A 4ES. FCA FRN 650918. Tel +44 20 3011 2280."]:
        c.drawString(40, y, s)
        y -= 10
    data = pk.done(buf, c)
    return _mail("Freya Oduwole <f.oduwole@stowmarsh.co.uk>", "abs-loans@stowmarsh.co.uk",
                 "SK loans & ABS levels", D + " 11:20:00 +0000", "<sk-loans-abs-20261124@stowmarsh.co.uk>",
                 "Hi all, today's loans & ABS sheet attached.\n\nFreya\n", "SK_Loans_ABS_241126.pdf", data, gold,
                 "stowmarsh-loans-abs-footnotes")


def lv_i(s: str) -> float:
    return float(s.replace("I+", ""))


# ---------------------------------------------------------------- 23/24 munis, repeated headers, footnotes


def _muni_pages(c, title, cols, xs, pages, foot, right_from=4):
    """pages: list of row lists; draws the title and column header on each page."""
    n = len(pages)
    for i, rows in enumerate(pages, start=1):
        c.setFont("Helvetica-Bold", 10)
        c.drawString(36, 750, title)
        y = 726
        c.setFont("Helvetica-Bold", 7.5)
        for x, h in zip(xs, cols, strict=True):
            c.drawString(x, y, h)
        pk.rule(c, 36, 576, y - 4)
        y -= 16
        c.setFont("Helvetica", 7.5)
        for row in rows:
            for x, v in zip(xs, row, strict=True):
                c.drawString(x, y, v)
            y -= 12
        c.setFont("Helvetica", 6.5)
        fy = 70
        for s in foot:
            c.drawString(36, fy, s)
            fy -= 9
        pk.footer(c, "Lowther Dacre Municipal Securities" if "LOWTHER" in title else "Ambleforth Capital",
                  i, n)
        c.showPage()


def p23_lowtherdacre_muni_two_pages():
    d = "lowtherdacre"
    rows = [
        ("64711NRA", "NEW HAMPSHIRE ST HEALTH & ED", "5.000", "2040-10-01", "10/01/34 @100", "3.91", "3.85", "108.412", "108.905", "1,000"),
        ("29270CYB", "ENERGY NW WASH ELEC REV", "5.000", "2036-07-01", "", "3.28", "3.22", "114.105", "114.632", ""),
        ("977100HT", "WISCONSIN ST GO", "4.000", "2043-05-01", "05/01/33 @100", "4.02", "3.96", "99.731", "100.225", "2,000"),
        ("574193WQ", "MARYLAND ST GO", "5.000", "2038-03-15", "", "3.41", "3.36", "113.240", "113.710", ""),
        ("196479ZK", "COLORADO HSG FIN AUTH", "4.250", "2046-11-01", "11/01/33 @100", "4.31", "4.24", "99.205", "100.014", "500"),
        ("546415KS", "LOUISIANA ST GAS TAX", "5.000", "2041-05-01", "05/01/34 @100", "3.83", "3.77", "109.120", "109.610", ""),
        ("882724TZ", "TEXAS ST TRANSN COMMN", "5.000", "2039-04-01", "", "3.62", "3.56", "112.008", "112.544", "3,000"),
        ("592112VR", "MET GOVT NASHVILLE GO", "4.000", "2044-01-01", "01/01/34 @100", "4.09", "4.03", "98.876", "99.402", ""),
        ("13032UXM", "CALIFORNIA HLTH FACS FING", "5.250", "2049-11-15", "11/15/34 @100", "4.22", "4.15", "107.955", "108.590", "1,500"),
        ("452152QL", "ILLINOIS ST GO", "5.500", "2047-05-01", "05/01/35 @100", "4.48", "4.40", "108.150", "108.830", ""),
    ]
    gold = []
    pages = [[], []]
    for i, (cb, desc, ct, m, call, yb, ya, pb, pa, par) in enumerate(rows):
        cu = cusip(cb)
        foot = "(c)" if call else ""
        pages[i // 5].append([cu, desc, ct, mat(m, "mmddyyyy"), call, f"{yb}{foot}", ya, pb, pa, par])
        size = (int(par.replace(",", "")) * 1000,) * 2 if par else "500k"
        gold += q(cu, "muni", d, size=size, yield_=(yb, ya), price=(pb, pa))
    buf, c = pk.new("letter", "Lowther Dacre muni two-way", "Lowther Dacre")
    _muni_pages(c, "LOWTHER DACRE  -  TAX-EXEMPT TWO-WAY LEVELS  -  11/24/2026",
                ["CUSIP", "Description", "Cpn", "Maturity", "Call", "Bid Yld", "Ask Yld", "Bid Px", "Ask Px",
                 "Par (000)"],
                [36, 86, 212, 240, 286, 346, 380, 414, 458, 506], pages,
                ["(c) Yield to call.  Sizes 500k unless noted; Par (000) where shown.",
                 "Lowther Dacre Municipal Securities LLC, MSRB registered (K2207), member FINRA/SIPC. "
                 "One Financial Ctr, Boston MA 02111. 617-555-0191."])
    data = pk.done(buf, c)
    return _mail("Beatrix Holm <bholm@lowtherdacre.com>", "muni-institutional@lowtherdacre.com",
                 "LD tax-exempt two-way 11/24", D + " 09:45:02 -0500", "<ld-muni-20261124@lowtherdacre.com>",
                 "Two pages of two-way levels attached.\n\nBeatrix Holm | Lowther Dacre | 617-555-0191\n",
                 "LD_TaxExempt_TwoWay_112426.pdf", data, gold, "lowtherdacre-muni-two-pages")


def p24_ambleforth_muni_bid_side_pages():
    d = "ambleforth"
    states = [
        ("NEW YORK", [("650035V4", "NY ST URBAN DEV CORP", "5", "2042-03-15", "4.02", "107.380", "1,000"),
                      ("649519FB", "NY ST DORM AUTH", "4", "2046-07-01", "4.28", "96.215", "500")]),
        ("CALIFORNIA", [("544445QA", "LOS ANGELES DEPT ARPTS", "5", "2044-05-15", "4.11", "106.120", "2,000"),
                        ("79770GFP", "SAN DIEGO UNIF SD GO", "4", "2045-07-01", "4.07", "98.940", "750")]),
        ("TEXAS", [("882806LJ", "TEXAS A&M UNIV REV", "5", "2040-05-15", "3.71", "110.815", "1,000"),
                   ("235036ZN", "DALLAS FORT WORTH ARPT", "5", "2047-11-01", "4.19", "106.455", "1,500")]),
        ("FLORIDA", [("341271EB", "FLORIDA ST BRD ED PUB ED", "4", "2041-06-01", "3.88", "101.375", "500"),
                     ("59333PXW", "MIAMI-DADE CNTY AVIATION", "5", "2049-10-01", "4.33", "105.610", "1,000")]),
    ]
    gold = []
    pages: list[list[list[str]]] = [[], []]
    for i, (st, rows) in enumerate(states):
        pg = pages[i // 2]
        pg.append([st, "", "", "", "", "", ""])
        for cb, desc, ct, m, y, p, amt in rows:
            cu = cusip(cb)
            pg.append(["   " + desc, ct, mat(m, "mdy"), cu, y + "%", p, amt])
            face = int(amt.replace(",", "")) * 1000
            gold += q(cu, "muni", d, size=(face, None), yield_=(y, None), price=(p, None))
    buf, c = pk.new("letter", "Ambleforth bids", "Ambleforth Capital")
    _muni_pages(c, "AMBLEFORTH CAPITAL  -  MUNICIPAL BIDS  (WE BID)  -  24 NOV 2026",
                ["Issuer", "Cpn", "Maturity", "CUSIP", "Bid Yld", "Bid Px", "Amt ($000)"],
                [36, 210, 240, 300, 370, 420, 480], pages,
                ["Bids good until 2:00pm ET, subject to prior sale / market. All-or-none unless noted.",
                 "Ambleforth Capital LLC, 200 S Biscayne Blvd, Miami FL 33131. Member FINRA/SIPC/MSRB. 305-555-0117."])
    data = pk.done(buf, c)
    return _mail("Ambleforth Muni Desk <munis@ambleforth.com>", "munibids@ambleforth.com",
                 "Ambleforth muni bids 11/24", D + " 11:02:44 -0500", "<af-munibids-20261124@ambleforth.com>",
                 "Today's bids attached (2 pages).\n", "Ambleforth_Muni_Bids_1124.pdf", data, gold,
                 "ambleforth-muni-bid-side-pages")


# ---------------------------------------------------------------- 25/26 cds


def p25_tarrowby_cds_landscape_grid():
    d = "tarrowby"
    tenors = ["3Y", "5Y", "7Y", "10Y"]
    names = [("ALDRIX", ["34", "38", "61", "65", "82", "87", "104", "110"]),
             ("BELLWOOD ENERGY", ["88", "95", "131", "138", "158", "166", "181", "190"]),
             ("CARSWELL RETAIL", ["212", "228", "305", "320", "338", "355", "362", "380"]),
             ("DUNSTAN TELECOM", ["47", "52", "79", "84", "101", "107", "123", "130"]),
             ("ELMSTEAD CHEM", ["58", "64", "95", "101", "119", "126", "140", "148"]),
             ("FOXHOLE MEDIA", ["402", "425", "515", "540", "548", "575", "566", "595"])]
    idx = [("CDX IG 45 5Y", "51.75", "52.25", "spread"), ("CDX HY 45 5Y", "106.40", "106.60", "price"),
           ("ITRAXX EUROPE 44 5Y", "55.25", "55.75", "spread")]
    buf, c = pk.new("letterl", "Tarrowby CDS grid", "Tarrowby")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 575, "TARROWBY  -  USD SINGLE-NAME CDS CURVES (bp running)  -  24-Nov-26 07:30 NY")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 562, "Sizes: USD 5mm single names, 25mm indices.")
    x0, w = 200, 130
    c.setFont("Helvetica-Bold", 8)
    c.drawString(36, 536, "Reference Entity")
    for i, t in enumerate(tenors):
        c.drawCentredString(x0 + i * w + 40, 540, t)
        c.drawString(x0 + i * w + 10, 528, "Bid")
        c.drawString(x0 + i * w + 60, 528, "Ask")
    pk.rule(c, 36, 756, 524)
    y = 512
    gold = []
    c.setFont("Helvetica", 8)
    for nm, lvls in names:
        c.drawString(36, y, nm)
        for i, t in enumerate(tenors):
            b, a = lvls[2 * i], lvls[2 * i + 1]
            c.drawRightString(x0 + i * w + 28, y, b)
            c.drawRightString(x0 + i * w + 78, y, a)
            gold += q(f"{nm} {t}", "cds", d, size="5mm", spread=(b, a))
        y -= 13
    y -= 14
    c.setFont("Helvetica-Bold", 8)
    c.drawString(36, y, "Indices")
    c.drawString(200, y, "Bid")
    c.drawString(260, y, "Ask")
    c.drawString(320, y, "Quoted in")
    y -= 13
    c.setFont("Helvetica", 8)
    for nm, b, a, qt in idx:
        c.drawString(36, y, nm)
        c.drawString(200, y, b)
        c.drawString(260, y, a)
        c.drawString(320, y, "price" if qt == "price" else "bp")
        gold += q(nm, "cds", d, size="25mm", **{qt: (b, a)})
        y -= 13
    c.setFont("Helvetica", 6.5)
    c.drawString(36, 40, "Tarrowby Securities Inc., 55 E 52nd St, New York NY 10055 | +1 212 555 0175 | "
                 "Indicative only. CDS standard coupons 100/500; ISDA 2014 defs, MR14.")
    data = pk.done(buf, c)
    return _mail("Tarrowby CDS <cds-desk@tarrowby.com>", "cds-clients@tarrowby.com", "Tarrowby CDS curves 24-Nov",
                 D + " 07:33:19 -0500", "<tw-cds-20261124@tarrowby.com>", "Curves attached.\n",
                 "Tarrowby_CDS_Curves_20261124.pdf", data, gold, "tarrowby-cds-landscape-grid")


def p26_kinlossreay_cds_list_footnotes():
    d = "kinlossreay"
    sn = [("GORSEDALE PLC", "SNR", "5Y", "72", "77", "-2"), ("GORSEDALE PLC", "SUB", "5Y", "141", "151", "-3"),
          ("HALLIWELL AG", "SNR", "5Y", "96", "101", "+1"), ("HALLIWELL AG", "SNR", "10Y", "139", "146", "+1"),
          ("INVERARAY SA", "SNR", "5Y", "233", "245", "+6"), ("JESMOND AUTO", "SNR", "3Y", "118", "126", "0"),
          ("JESMOND AUTO", "SNR", "5Y", "177", "186", "+2"), ("KERSHAW LUXURY", "SNR", "5Y", "58", "63", "-1"),
          ("LANARK TELEKOM", "SNR", "5Y", "144", "152", "+4"), ("LANARK TELEKOM", "SNR", "7Y", "171", "180", "+4"),
          ("MORAY CHEMIE", "SNR", "5Y", "109", "115", "0"), ("NAIRN BANK", "SUB", "5Y", "162", "171", "-5")]
    idx = [("ITRAXX MAIN", "44", "5Y", "55.50", "55.90", "bp"), ("ITRAXX XOVER", "44", "5Y", "287.0", "289.0", "bp"),
           ("CDX HY", "45", "5Y", "106.35", "106.55", "px")]
    buf, c = pk.new("a4", "Kinloss Reay CDS", "Kinloss Reay")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 800, "Kinloss Reay  |  European CDS run  |  24.11.2026")
    gold = []
    rows = [["Reference Entity", "Seniority", "Tenor", "Bid", "Ask", "Chg (1)"]]
    for e, s, t, b, a, ch in sn:
        rows.append([e, s, t, b, a, ch])
        gold += q(f"{e} {s} {t}", "cds", d, size=(10000000, 10000000), spread=(b, a))
    y = pk.table(c, 40, 774, [150, 60, 50, 50, 50, 50], rows, size=8, lead=13, right_from=3)
    y -= 12
    rows = [["Index", "Series", "Tenor", "Bid", "Ask", "Unit"]]
    for nm, s, t, b, a, u in idx:
        rows.append([nm, s, t, b, a, u])
        gold += q(f"{nm} {s} {t}", "cds", d, size=(50000000, 50000000),
                  **{("price" if u == "px" else "spread"): (b, a)})
    y = pk.table(c, 40, y, [150, 60, 50, 50, 50, 50], rows, size=8, lead=13, right_from=3)
    c.setFont("Helvetica", 6.5)
    for s in ["(1) Change in mid vs previous close, bp.",
              "Sizes: EUR 10mm single names, 50mm indices.",
              "Kinloss Reay Bank AG, Neue Mainzer Str. 52, 60311 Frankfurt. BaFin-regulated. +49 69 5050 7720."]:
        y -= 10
        c.drawString(40, y, s)
    data = pk.done(buf, c)
    return _mail("Lukas Reay-Brandt <lukas.brandt@kinlossreay.de>", "cds-kunden@kinlossreay.de",
                 "KR CDS run 24.11.", "Tue, 24 Nov 2026 08:10:00 +0100", "<kr-cds-20261124@kinlossreay.de>",
                 "Guten Morgen, anbei unser CDS run.\n\nLukas\n", "KR_CDS_Run_24112026.pdf", data, gold,
                 "kinlossreay-cds-list-footnotes")


# ---------------------------------------------------------------- 27/28 government + em sovereign, Courier


def p27_vellacott_courier_spaces():
    d = "vellacott"
    gov = [("DBR", "2.500", 2.5, "2035-02-15", "99.12", "99.18", "2.602", "2.595"),
           ("OAT", "3.000", 3.0, "2034-11-25", "98.44", "98.52", "3.192", "3.182"),
           ("BTPS", "3.850", 3.85, "2035-02-01", "100.31", "100.41", "3.809", "3.797"),
           ("SPGB", "3.150", 3.15, "2035-04-30", "99.05", "99.15", "3.263", "3.251")]
    em = [("POLAND", "5.125", 5.125, "2034-09-18", "101.10", "101.45", "4.951", "4.902", isin("US", "731011AW2")),
          ("HUNGARY", "5.500", 5.5, "2034-03-26", "100.05", "100.55", "5.492", "5.421", None),
          ("COLOM", "8.000", 8.0, "2035-11-14", "102.60", "103.35", "7.605", "7.498", None)]
    head = f"{'SECURITY':<10}{'CPN':>7}  {'MATURITY':<12}{'BID PX':>9}{'ASK PX':>9}{'BID YLD':>9}{'ASK YLD':>9}  ISIN"
    out = ["VELLACOTT & CO  -  GOVT / EM SOV SHEET  -  24-NOV-2026", "", "EUR GOVERNMENTS", head, ""]
    gold = []
    for iss, ct, cv, m, pb, pa, yb, ya in gov:
        out.append(f"{iss:<10}{ct:>7}  {mat(m, 'dmony').upper():<12}{pb:>9}{pa:>9}{yb:>9}{ya:>9}")
        gold += q(bkey(iss, cv, m), "government", d, price=(pb, pa), yield_=(yb, ya))
    out += ["", "EM SOVEREIGNS (USD)", head, ""]
    for iss, ct, cv, m, pb, pa, yb, ya, isn in em:
        out.append(f"{iss:<10}{ct:>7}  {mat(m, 'dmony').upper():<12}{pb:>9}{pa:>9}{yb:>9}{ya:>9}  {isn or ''}")
        gold += q(isn or bkey(iss, cv, m), "em_sovereign", d, price=(pb, pa), yield_=(yb, ya))
    out += ["", "", "PRICES CLEAN. YIELDS ANNUAL (EUR) / SEMI-ANNUAL (USD). SETTLE T+2.",
            "VELLACOTT & CO LTD  4 LOMBARD ST  LONDON EC3V 9HD  +44 20 7626 0144  FCA 480022"]
    buf, c = pk.new("a4", "Vellacott govt sheet", "Vellacott")
    pk.lines(c, 40, 800, out, size=8.5, lead=11, font="Courier")
    data = pk.done(buf, c)
    return _mail("Vellacott Rates <rates@vellacott.co.uk>", "govt-list@vellacott.co.uk", "Govt / EM sov sheet",
                 D + " 10:05:00 +0000", "<vc-govt-20261124@vellacott.co.uk>", "Sheet attached.\n",
                 "VELLACOTT_GOVT_EM_241126.pdf", data, gold, "vellacott-courier-spaces")


def p28_gannaway_courier_two_pages():
    d = "gannaway"
    gov = [("NETHER", "2.750", 2.75, "2034-01-15", "2.681", "2.674"), ("BGB", "3.000", 3.0, "2034-06-22", "2.948", "2.939"),
           ("RAGB", "2.900", 2.9, "2034-02-20", "2.812", "2.803"), ("RFGB", "3.000", 3.0, "2034-09-15", "2.874", "2.866"),
           ("IRISH", "2.600", 2.6, "2034-10-18", "2.772", "2.763"), ("NETHER", "0.500", 0.5, "2040-01-15", "3.104", "3.096"),
           ("BGB", "1.700", 1.7, "2050-06-22", "3.611", "3.598")]
    em = [("SRILAN", "4.000", 4.0, "2033-04-15", "88.25", "89.00"), ("KENINT", "9.750", 9.75, "2031-02-16", "103.40", "104.15"),
          ("ANGOL", "8.750", 8.75, "2032-04-14", "90.10", "90.85"), ("GHANA", "5.000", 5.0, "2035-07-03", "79.50", "80.50"),
          ("SENEGL", "6.250", 6.25, "2033-05-23", "82.35", "83.10"), ("IVYCST", "6.125", 6.125, "2033-06-15", "92.80", "93.55"),
          ("ZAMBIN", "5.750", 5.75, "2033-06-30", "86.40", "87.40")]
    gold = []
    p1 = ["GANNAWAY STRAND SECURITIES          EUROPEAN GOVT & EM SOV INDICATIONS          24/11/2026",
          "", f"{'ISSUER':<9}{'COUPON':>8}  {'MATURITY':<11}{'YLD BID':>10}{'YLD ASK':>10}", ""]
    for iss, ct, cv, m, b, a in gov:
        p1.append(f"{iss:<9}{ct:>8}  {mat(m, 'ddmmyyyy'):<11}{b:>10}{a:>10}")
        gold += q(bkey(iss, cv, m), "government", d, yield_=(b, a))
    p2 = ["GANNAWAY STRAND SECURITIES          EUROPEAN GOVT & EM SOV INDICATIONS          24/11/2026",
          "", f"{'ISSUER':<9}{'COUPON':>8}  {'MATURITY':<11}{'PX BID':>10}{'PX ASK':>10}", ""]
    for iss, ct, cv, m, b, a in em:
        p2.append(f"{iss:<9}{ct:>8}  {mat(m, 'ddmmyyyy'):<11}{b:>10}{a:>10}")
        gold += q(bkey(iss, cv, m), "em_sovereign", d, price=(b, a))
    buf, c = pk.new("a4", "Gannaway indications", "Gannaway Strand")
    for i, page in enumerate([p1, p2], start=1):
        pk.lines(c, 36, 800, page, size=8, lead=11, font="Courier")
        pk.lines(c, 36, 60, ["Indications only. Gannaway Strand Securities SA, 14 rue du Rhone, 1204 Geneve. "
                             "+41 22 555 0170."], size=6.5, font="Courier")
        pk.footer(c, "", i, 2)
        c.showPage()
    data = pk.done(buf, c)
    return _mail("Mathis Gannaway <m.gannaway@gannaway.ch>", "clients@gannaway.ch", "GS indications 24/11",
                 "Tue, 24 Nov 2026 09:30:00 +0100", "<gs-ind-20261124@gannaway.ch>",
                 "Bonjour, please find our indications (2 pages).\n", "GS_Indications_24112026.pdf", data, gold,
                 "gannaway-courier-two-pages")


# ---------------------------------------------------------------- 29/30 convert/preferred + frn + agency


def p29_pitcairn_hybrid_sheet():
    d = "pitcairnossory"
    cvs = [("LUMORA", "1.75", 1.75, "2029-03-01", "103.25", "104.00", "32.1", "0.58"),
           ("TESSELGRID", "0.5", 0.5, "2030-09-15", "96.50", "97.25", "41.7", "0.44"),
           ("ARCWAVE BIO", "3.0", 3.0, "2031-06-01", "118.75", "119.75", "11.2", "0.81")]
    pfd = [("HADRIAN BANCORP 5.95% SER C", "24.82", "24.95"), ("KESWICK UTIL 6.20% PFD", "25.36", "25.48")]
    frn = [(us_isin("26441CBQ"), "IBRD FRN 01/2029 SOFR+23", "22", "18"),
           (isin("XS", "275113204"), "EIB FRN 05/2030 SOFR+30", "29", "25")]
    agy = [("FHLB", "4.65", 4.65, "2031-11-24", "99.84", "100.02", "4.686", "4.646"),
           ("FFCB", "4.40", 4.4, "2029-06-18", "100.22", "100.37", "4.318", "4.269")]
    buf, c = pk.new("letter", "Pitcairn Ossory hybrids", "Pitcairn Ossory")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 750, "PITCAIRN OSSORY  -  Converts, Preferreds, Floaters & Agencies  -  11/24/26")
    gold = []
    rows = [["Convertible", "Px Bid", "Px Ask", "Prem %", "Delta"]]
    for iss, ct, cv, m, b, a, prem, dl in cvs:
        rows.append([f"{iss} {ct} {mat(m, 'mmddyy')} CV", b, a, prem, dl])
        gold += q(bkey(iss, cv, m, "CV"), "convert", d, price=(b, a))
    y = pk.table(c, 40, 724, [220, 60, 60, 60, 60], rows, right_from=1)
    pk.rule(c, 40, 500, y + 6)
    rows = [["Preferred ($25 par)", "Bid $", "Ask $", "", ""]]
    for desc, b, a in pfd:
        rows.append([desc + " (1)", b, a, "", ""])
        gold += q(desc.upper(), "preferred", d, price=(b, a))
    y = pk.table(c, 40, y - 12, [220, 60, 60, 60, 60], rows, right_from=1)
    pk.rule(c, 40, 500, y + 6)
    rows = [["SSA floater", "ISIN", "DM Bid", "DM Ask", ""]]
    for isn, desc, b, a in frn:
        rows.append([desc, isn, b, a, ""])
        gold += q(isn, "frn", d, asset_class="agency", dm=(b, a))
    y = pk.table(c, 40, y - 12, [160, 90, 60, 60, 60], rows, right_from=2)
    pk.rule(c, 40, 500, y + 6)
    rows = [["Agency bullet", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask"]]
    for iss, ct, cv, m, pb, pa, yb, ya in agy:
        rows.append([f"{iss} {ct} {mat(m, 'mmddyy')}", pb, pa, yb, ya])
        gold += q(bkey(iss, cv, m), "agency", d, price=(pb, pa), yield_=(yb, ya))
    y = pk.table(c, 40, y - 12, [220, 60, 60, 60, 60], rows, right_from=1)
    c.setFont("Helvetica", 6.5)
    for s in ["(1) Non-cumulative, callable at par; dividend 5.95% / 6.20% of $25 liquidation preference.",
              "Prem % = conversion premium; Delta per share. Not quotes. Sizes on request.",
              "Pitcairn Ossory LLC | 1 Market St, Spear Tower 31F, San Francisco CA 94105 | 415-555-0133"]:
        y -= 10
        c.drawString(40, y, s)
    data = pk.done(buf, c)
    return _mail("Noor Pitcairn <npitcairn@pitcairnossory.com>", "hybrids@pitcairnossory.com",
                 "PO hybrids sheet", D + " 12:15:43 -0800", "<po-hyb-20261124@pitcairnossory.com>",
                 "Sheet attached.\n", "PO_Hybrids_112426.pdf", data, gold, "pitcairn-hybrid-sheet")


def p30_dorrington_hybrid_no_rules():
    d = "dorrington"
    cvs = [("BRAEMOOR SEMI", "2.375", 2.375, "2030-12-01", "112.40", "113.10", "delta 0.66"),
           ("CALLANDER REIT", "4.25", 4.25, "2029-05-15", "98.90", "99.60", "delta 0.31")]
    pfd = [("MERIDEN FINL 6.50% NON-CUM PFD SER A", "25.05", "25.18"),
           ("OAKHURST INS 5.625% PFD", "23.70", "23.88")]
    frn = [(cusip("3133EQZA"), "FFCB SOFR+12 03/2028", "+11", "+8"), (cusip("3130B2KQ"), "FHLB SOFR+9 09/2027", "+8", "+5")]
    agy = [(cusip("3134H1VX"), "FHLMC 5.00 11/26/2035 NC1", "99.25", "99.50", "5.098", "5.066")]
    buf, c = pk.new("letter", "Dorrington Vasse cross-asset", "Dorrington Vasse")
    out = ["DORRINGTON VASSE  -  cross-asset indications  -  November 24, 2026", "",
           "CONVERTIBLES                                   Bid       Ask"]
    gold = []
    for iss, ct, cv, m, b, a, dl in cvs:
        out.append(f"   {iss} {ct}% {mat(m, 'mmddyyyy')} CV")
        gold += q(bkey(iss, cv, m, "CV"), "convert", d, price=(b, a))
        out.append(f"                                                {b}    {a}    ({dl})")
    out += ["", "PREFERREDS ($)"]
    for desc, b, a in pfd:
        out.append(f"   {desc:<44} {b}     {a}")
        gold += q(desc.upper(), "preferred", d, price=(b, a))
    out += ["", "AGENCY FLOATERS (DM, bp)"]
    for cu, desc, b, a in frn:
        out.append(f"   {cu}  {desc:<28} {b} / {a}")
        gold += q(cu, "frn", d, asset_class="agency", dm=(b, a))
    out += ["", "AGENCY CALLABLES (px / yld)"]
    for cu, desc, pb, pa, yb, ya in agy:
        out.append(f"   {cu}  {desc:<28} {pb} / {pa}    {yb}% / {ya}%")
        gold += q(cu, "agency", d, price=(pb, pa), yield_=(yb, ya))
    out += ["", "", "Footnotes:", "   Preferred levels in dollars per $25 share.",
            "   Floaters: discount margin over SOFR. Callables priced to maturity.",
            "   Dorrington Vasse & Co, 311 S Wacker Dr, Chicago IL 60606, (312) 555-0148. Member FINRA/SIPC."]
    pk.lines(c, 44, 748, out, size=8.5, lead=11.5)
    data = pk.done(buf, c)
    return _mail("Cal Dorrington <cdorrington@dorrington.com>", "xasset@dorrington.com",
                 "DV cross-asset indications", D + " 14:02:09 -0600", "<dv-xa-20261124@dorrington.com>",
                 "Attached.\n\n--\nCal Dorrington | Dorrington Vasse & Co | (312) 555-0148\n",
                 "DV_CrossAsset_Nov24.pdf", data, gold, "dorrington-hybrid-no-rules")


LAYOUTS = [p19_tollandbreck_two_column_run, p20_orrinbayliss_three_column_landscape,
           p21_cressingtarr_levfin_wrapped, p22_stowmarsh_loans_abs_footnotes,
           p23_lowtherdacre_muni_two_pages, p24_ambleforth_muni_bid_side_pages,
           p25_tarrowby_cds_landscape_grid, p26_kinlossreay_cds_list_footnotes,
           p27_vellacott_courier_spaces, p28_gannaway_courier_two_pages,
           p29_pitcairn_hybrid_sheet, p30_dorrington_hybrid_no_rules]
