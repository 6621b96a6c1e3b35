"""XLSX and legacy XLS attachments: runs with merged two-row headers, formulas, date cells, several
sheets, broker composites with a dealer column, BWIC talk and covers."""
import datetime

import xlwt
from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill

from common import Layout, M, K, cusip, isin, mail, q, qs, us_isin
from xlkit import finish_xlsx, finish_xls

FMT = "xlsx"
BOLD = Font(bold=True)
FILL = PatternFill("solid", fgColor="D9E1F2")


def x_sorlyle_ig_merged():
    d = "sorlyle"
    wb = Workbook()
    ws = wb.active
    ws.title = "IG Run"
    ws["A1"] = "Sorensen Lyle - IG Credit Run"
    ws["A1"].font = Font(bold=True, size=13)
    ws.merge_cells("A1:L1")
    ws["A2"] = "Run date"
    ws["B2"] = datetime.datetime(2026, 11, 17)
    ws["B2"].number_format = "dd-mmm-yy"
    ws["D2"] = "Spreads vs UST (bp), px clean, yld %"
    for col, v in zip("ABCD", ["Issuer", "Cpn", "Maturity", "CUSIP"]):
        ws[col + "4"] = v
        ws.merge_cells("%s4:%s5" % (col, col))
    ws["E4"] = "BID"
    ws.merge_cells("E4:G4")
    ws["H4"] = "OFFER"
    ws.merge_cells("H4:J4")
    ws["K4"] = "Mid Px"
    ws["L4"] = "Size"
    for col, v in zip("EFGHIJ", ["Px", "Sprd", "Yld", "Px", "Sprd", "Yld"]):
        ws[col + "5"] = v
    ws["L5"] = "(MM)"
    for c in ws[4] + ws[5]:
        c.font = BOLD
        c.fill = FILL
        c.alignment = Alignment(horizontal="center")
    data = [("JNPR", 5.2, datetime.date(2033, 1, 15), cusip("48723NAV"), 100.84, 118, 5.06, 101.07, 114, 5.02, 5),
            ("JNPR", 4.45, datetime.date(2029, 6, 1), "", 99.68, 84, 4.56, 99.80, 80, 4.52, 10),
            ("VRNM", 5.625, datetime.date(2035, 10, 1), cusip("92204GBF"), 100.95, 142, 5.49, 101.33, 137, 5.44, 3),
            ("WXCB", 4.9, datetime.date(2030, 4, 23), "", 100.22, 91, 4.84, 100.40, 87, 4.79, 5),
            ("MTHRN", 6.1, datetime.date(2055, 2, 15), cusip("57702AAR"), 99.12, 151, 6.16, 99.74, 147, 6.12, 2),
            ("ELGH", 4.0, datetime.date(2031, 12, 1), "", 96.85, 77, 4.71, 97.02, 74, 4.67, 5)]
    r = 6
    quotes = []
    for t, c, m, cu, bp, bs, by, ap, as_, ay, sz in data:
        ws.cell(r, 1, t); ws.cell(r, 2, c)
        ws.cell(r, 3, m).number_format = "mm/dd/yyyy"
        ws.cell(r, 4, cu or None)
        for j, v in enumerate([bp, bs, by, ap, as_, ay]):
            ws.cell(r, 5 + j, v)
        ws.cell(r, 11, "=(E%d+H%d)/2" % (r, r))
        ws.cell(r, 12, sz)
        key = cu or "%s %g %s" % (t, c, m.isoformat())
        quotes += qs(key, "ig", [("price", bp, ap), ("spread", bs, as_), ("yield", by, ay)], sz*M, sz*M, d)
        r += 1
    ax = wb.create_sheet("Axes")
    ax.append(["Ticker", "Cpn", "Maturity", "Side", "Level (bp)", "Size (MM)", "Comment"])
    ax.append(["JNPR", 5.2, "01/15/2033", "OFFER", 112, 5, "axed seller"])
    ax.append(["ORVX", 4.875, "08/15/2030", "BID", 110, 3, "will improve for size"])
    quotes += [q("JNPR 5.2 2033-01-15", "ig", "spread", None, 112, None, 5*M, d),
               q("ORVX 4.875 2030-08-15", "ig", "spread", 110, None, 3*M, None, d)]
    nt = wb.create_sheet("Disclaimer")
    nt["A1"] = "Sorensen Lyle & Co. Indicative levels for institutional investors. Not an offer or solicitation."
    nt["A2"] = "Desk: 214 555 0118"
    wb.properties.creator = "SL IG Desk"
    eml = mail("Dana Whitfield <dwhitfield@sorlyle.com>", "rfield@vantage-am.com",
               "SL IG run 17-Nov (xlsx)", "Tue, 17 Nov 2026 08:10:00 -0600",
               "SL.20261117.081000.DW@sorlyle.com", text="Run attached, axes on 2nd tab.\nDana\n",
               attachments=[("SL_IG_Run_20261117.xlsx", finish_xlsx(wb), "xlsx")], seed="x01")
    return Layout("sorlyle-ig-run-merged-xlsx", FMT, eml, quotes)


def x_kestrel_ig_two_sheets():
    d = "kestrelcm"
    wb = Workbook()
    ws = wb.active
    ws.title = "USD IG"
    hdr = ["ISIN", "Ticker", "Coupon", "Maturity", "Rating", "Bid Spread (bp)", "Offer Spread (bp)", "Bid Price",
           "Offer Price", "Bid Size (MM)", "Offer Size (MM)", "Prev Close Sprd", "Mod Dur"]
    ws.append(hdr)
    usd = [(us_isin("71234RAC"), "PLNT", 5.15, "03/15/2031", "BBB", 103, 99, 100.55, 100.74, 5, 5, 105, 3.9),
           (us_isin("55902LAK"), "WXCB", 5.082, "01/22/2032", "A", 95, 91, 100.47, 100.64, 3, 5, 96, 4.5),
           ("", "GRNTK", 5.4, "03/01/2034", "BBB+", 120, 116, 101.14, 101.40, 2, 2, 121, 6.4),
           (us_isin("29411TBB"), "MTHRN", 5.875, "09/30/2054", "BBB+", 138, 133, 98.20, 98.85, 1, None, 139, 14.8)]
    quotes = []
    for row in usd:
        ws.append([v if v != "" else None for v in row])
        i, t, c, m, rt, bs, as_, bp, ap, bsz, asz, pc, dur = row
        mm, dd, yy = m.split("/")
        key = i or "%s %g %s-%s-%s" % (t, c, yy, mm, dd)
        quotes += qs(key, "ig", [("spread", bs, as_), ("price", bp, ap)], bsz*M, asz*M if asz else None, d)
    ws2 = wb.create_sheet("EUR IG")
    ws2.append(["ISIN", "Issuer", "Coupon", "Maturity", "Bid ASW", "Offer ASW", "Bid Px", "Offer Px", "Size (EUR MM)"])
    eur = [(isin("XS281940713"), "Vostra Foods", 2.75, "04/2030", 33, 29, 97.35, 97.58, 5),
           (isin("XS277406158"), "Condor Rail", 1.625, "09/2028", 21, 18, 96.95, 97.10, 10),
           ("", "Okara Utilities", 3.5, "06/2034", 88, 83, 98.10, 98.45, 3)]
    for row in eur:
        ws2.append([v if v != "" else None for v in row])
        i, n, c, m, bs, as_, bp, ap, sz = row
        mm, yy = m.split("/")
        key = i or "%s %g %s-%s" % (n.upper(), c, yy, mm)
        quotes += qs(key, "ig", [("i_spread", bs, as_), ("price", bp, ap)], sz*M, sz*M, d)
    wb.properties.creator = "Kestrel IG"
    eml = mail("Olivia Brandvold <obrandvold@kestrelcm.com>", "IG Accounts <ig-accounts@kestrelcm.com>",
               "Kestrel IG levels USD/EUR (xlsx)", "Wed, 18 Nov 2026 07:55:00 -0500",
               "BN7PR11MB2231.20261118075500@kestrelcm.com", text="USD and EUR tabs attached.\n\nOlivia\n",
               attachments=[("Kestrel_IG_USD_EUR_18Nov.xlsx", finish_xlsx(wb), "xlsx")], seed="x02")
    return Layout("kestrel-ig-usd-eur-xlsx", FMT, eml, quotes)


DATE_XF = xlwt.easyxf(num_format_str="MM/DD/YYYY")
HEAD_XF = xlwt.easyxf("font: bold on; pattern: pattern solid, fore_colour gray25")


def x_northmoor_muni_xls():
    d = "northmoorsec"
    wb = xlwt.Workbook(encoding="utf-8")
    ws = wb.add_sheet("Offerings")
    ws.write(0, 0, "NORTHMOOR SECURITIES - MUNI OFFERINGS", xlwt.easyxf("font: bold on, height 260"))
    ws.write(1, 0, "As of")
    ws.write(1, 1, datetime.datetime(2026, 11, 19), DATE_XF)
    hdr = ["CUSIP", "Issuer", "Coupon", "Maturity", "Par (000s)", "Offer Yield", "Offer Price", "Call Date", "Insured"]
    for j, h in enumerate(hdr):
        ws.write(3, j, h, HEAD_XF)
    rows = [(cusip("64971XQR"), "NEW YORK CITY TRANSITIONAL FIN AUTH", 5.0, datetime.date(2042, 11, 1), 1000, 3.92, 108.104, datetime.date(2034, 11, 1), "N"),
            (cusip("341271AD"), "FLORIDA ST BRD ED PUB ED CAP", 4.0, datetime.date(2037, 6, 1), 500, 3.38, 104.875, datetime.date(2033, 6, 1), "N"),
            (cusip("882724RZ"), "TEXAS ST TRANSN COMMN ST HWY FD", 5.0, datetime.date(2033, 4, 1), 2500, 2.96, 112.407, None, "N"),
            (cusip("13067WSV"), "CALIFORNIA ST DEPT WTR RES", 5.0, datetime.date(2045, 12, 1), 250, 4.01, 107.633, datetime.date(2035, 12, 1), "N"),
            (cusip("71883MLQ"), "PHOENIX AZ CIVIC IMPT CORP", 4.0, datetime.date(2048, 7, 1), 1500, 4.22, 97.290, datetime.date(2034, 7, 1), "BAM")]
    quotes = []
    for r, row in enumerate(rows, start=4):
        cu, iss, c, m, par, y, px, call, ins = row
        for j, v in enumerate(row):
            if isinstance(v, datetime.date):
                ws.write(r, j, datetime.datetime(v.year, v.month, v.day), DATE_XF)
            elif v is not None:
                ws.write(r, j, v)
        quotes += qs(cu, "muni", [("yield", None, y), ("price", None, px)], None, par*K, d)
    ws2 = wb.add_sheet("Notes")
    ws2.write(0, 0, "Offered subject to prior sale. Yields are to worst. Northmoor Securities (415) 555-0172.")
    eml = mail("Northmoor Muni Desk <muni@northmoorsec.com>", "rfield@vantage-am.com",
               "Offerings 11/19 (xls)", "Thu, 19 Nov 2026 09:00:00 -0800",
               "nm-offer-xls-20261119@northmoorsec.com", text="Offerings attached (xls).\n",
               attachments=[("Northmoor_Offerings_111926.xls", finish_xls(wb), "xls")], seed="x03")
    return Layout("northmoor-muni-xls", FMT, eml, quotes)


def x_sorlyle_muni_xls():
    d = "sorlyle"
    wb = xlwt.Workbook(encoding="utf-8")
    ws = wb.add_sheet("Two-way")
    hdr = ["Description", "CUSIP", "Bid Yld", "Ask Yld", "Bid Px", "Ask Px", "Par ($000)", "Last Trade Yld"]
    for j, h in enumerate(hdr):
        ws.write(0, j, h, HEAD_XF)
    rows = [("OHIO ST HOSP REV 5.000 01/15/2040", cusip("67756DFG"), 3.88, 3.80, 109.22, 109.90, 1000, 3.85),
            ("DENVER CO ARPT REV AMT 5.250 11/15/2043", cusip("249182PL"), 4.31, 4.22, 107.05, 107.85, 500, 4.27),
            ("MASSACHUSETTS ST GO 4.000 05/01/2046", cusip("57582RKW"), 4.09, 4.03, 99.08, 99.68, 2000, None),
            ("SEATTLE WA MUN LIGHT & PWR 5.000 09/01/2038", cusip("812643QZ"), 3.61, 3.66, 111.20, 110.78, 750, 3.62)]
    quotes = []
    for r, row in enumerate(rows, start=1):
        for j, v in enumerate(row):
            if v is not None:
                ws.write(r, j, v)
        desc, cu, by, ay, bp, ap, par, lt = row
        crossed = by < ay
        quotes += qs(cu, "muni", [("yield", by, ay), ("price", bp, ap)], par*K, par*K, d,
                     review=("yield", "price") if crossed else ())
    ws.write(6, 0, "Seattle 38s: offer side stale, being refreshed.")
    eml = mail("Dana Whitfield <dwhitfield@sorlyle.com>", "rfield@vantage-am.com",
               "muni two-way (xls)", "Thu, 19 Nov 2026 13:05:00 -0600",
               "SL.20261119.130500.DW@sorlyle.com", text="See attached.\nDana Whitfield | 214 555 0118\n",
               attachments=[("SL_muni_twoway.xls", finish_xls(wb), "xls")], seed="x04")
    return Layout("sorlyle-muni-two-way-xls", FMT, eml, quotes)


def x_alderic_cds_composite():
    d = None
    wb = Workbook()
    ws = wb.active
    ws.title = "Composite"
    ws["A1"] = "ALDERIC - CDS dealer composite (EUR SNR MR14, running bp)"
    ws["A2"] = datetime.datetime(2026, 11, 18, 9, 30)
    ws["A2"].number_format = "dd/mm/yyyy hh:mm"
    ws.append([])
    ws.append(["Ref Entity", "Tenor", "Bid", "Ask", "Dealer", "Time (London)", "Size (EUR MM)"])
    rows = [("BRQN", "5Y", 181, 189, "KESTREL", "08:14", 10), ("BRQN", "5Y", 183, 190, "CASTELLANE", "08:20", 10),
            ("VSTRA", "5Y", 63, 67, "MARLOWE", "08:31", 10), ("VSTRA", "5Y", 71, 69, "HALVORSEN", "08:42", 5),
            ("OKRA", "5Y", 87, 92, "CASTELLANE", "08:50", 10), ("TALVR", "7Y", 158, 168, "KESTREL", "09:02", 5),
            ("ITRX EUR XOVER S46", "5Y", 270.5, 273.5, "MARLOWE", "09:11", 25)]
    quotes = []
    for row in rows:
        ws.append(list(row))
        n, t, b, a, dl, tm, sz = row
        quotes.append(q("%s %s" % (n, t), "cds", "spread", b, a, sz*M, sz*M, dl.lower(), review=b > a))
    ws.append([])
    ws.append(["Alderic Brokers Ltd acts as intermediary. Dealer names shown with permission. Not an offer."])
    wb.properties.creator = "Alderic"
    eml = mail("Alderic CDS <cds@alderic.co.uk>", "clients@alderic.co.uk",
               "CDS composite 18/11 09:30", "Wed, 18 Nov 2026 09:31:00 +0000",
               "ALD-CDS-20261118-0931@alderic.co.uk", text="Composite attached.\nAlderic CDS | +44 20 7946 0880\n",
               attachments=[("Alderic_CDS_Composite_20261118_0930.xlsx", finish_xlsx(wb), "xlsx")], seed="x05")
    return Layout("alderic-cds-dealer-composite", FMT, eml, quotes)


def x_marlowe_cds_grid():
    d = "marlowetait"
    wb = Workbook()
    ws = wb.active
    ws.title = "Indices"
    ws.append(["Index", "Series", "Tenor", "Bid", "Ask", "Unit", "Chg"])
    idx = [("CDX IG", 47, "5Y", 51.5, 52.0, "bp", -0.5), ("CDX IG", 47, "10Y", 88.0, 89.0, "bp", -0.5),
           ("CDX HY", 47, "5Y", 106.75, 106.875, "px", 0.125), ("ITRX MAIN", 46, "5Y", 53.0, 53.5, "bp", 0)]
    quotes = []
    for row in idx:
        ws.append(list(row))
        n, s, t, b, a, u, ch = row
        quotes.append(q("%s %d %s" % (n, s, t), "cds", "price" if u == "px" else "spread", b, a, None, None, d))
    ws2 = wb.create_sheet("Single names")
    ws2["A1"] = "Ticker"
    ws2.merge_cells("A1:A2")
    tenors = ["3Y", "5Y", "7Y"]
    for k, t in enumerate(tenors):
        c = 2 + 2 * k
        ws2.cell(1, c, t)
        ws2.merge_cells(start_row=1, start_column=c, end_row=1, end_column=c + 1)
        ws2.cell(2, c, "Bid")
        ws2.cell(2, c + 1, "Ask")
    ws2.cell(1, 8, "Recovery")
    ws2.cell(2, 8, "%")
    names = [("DUNMR", [(298, 312), (351, 366), (379, 396)]), ("FALKN", [(201, 211), (246, 257), (268, 281)]),
             ("QRTZ", [(176, 185), (219, 229), None]), ("SELV", [(254, 266), (301, 314), (327, 342)])]
    for r, (n, lv) in enumerate(names, start=3):
        ws2.cell(r, 1, n)
        for k, pair in enumerate(lv):
            if pair:
                ws2.cell(r, 2 + 2 * k, pair[0])
                ws2.cell(r, 3 + 2 * k, pair[1])
                quotes.append(q("%s %s" % (n, tenors[k]), "cds", "spread", pair[0], pair[1], None, None, d))
        ws2.cell(r, 8, 40)
    wb.properties.creator = "MT CDS"
    eml = mail("MT Credit Derivatives <cds@marlowetait.com>", "credit-distro@marlowetait.com",
               "CDS indices + HY single names", "Thu, 19 Nov 2026 13:40:00 +0000",
               "MT-CDS-20261119-1340@marlowetait.com", text="Levels attached, two tabs.\n\nMT CDS desk, +44 20 7946 0330\n",
               attachments=[("MT_CDS_20261119.xlsx", finish_xlsx(wb), "xlsx")], seed="x06")
    return Layout("marlowe-cds-grid-xlsx", FMT, eml, quotes)


def x_tidewater_bwic_talk():
    d = "tidewatersec"
    wb = Workbook()
    ws = wb.active
    ws.title = "BWIC 20-Nov"
    ws["A1"] = "BWIC - CLO BB/B - bids due"
    ws["C1"] = datetime.datetime(2026, 11, 20, 10, 0)
    ws["C1"].number_format = "dd-mmm-yy hh:mm"
    ws["A2"] = "List ID: TW-2026-1120-B"
    ws.append([])
    ws.append(["Seq", "CUSIP", "Deal", "Tranche", "Cur Face", "Talk Bid", "Talk Offer", "WAL", "Rtg"])
    rows = [(1, cusip("12662QAJ"), "CTRWY 2023-2A", "E", 4250000, 94.5, 95.5, 5.1, "BB-"),
            (2, cusip("30415KAM"), "FRSTL 2018-7A", "E", 2000000, 89.0, 90.5, 2.7, "BB-"),
            (3, cusip("65432VAQ"), "NHAVN 2022-1A", "F", 1500000, 82.0, 84.0, 4.4, "B-"),
            (4, cusip("87248TAN"), "TWSD 2021-4A", "E", 3000000, 96.25, 97.0, 4.9, "BB"),
            (5, cusip("09175MBJ"), "BLKSL 2019-2A", "F", 1000000, None, None, 3.3, "B-")]
    quotes = []
    for row in rows:
        ws.append(list(row))
        s, cu, deal, tr, face, tb, to, wal, rt = row
        if tb is not None:
            quotes.append(q(cu, "structured", "talk", tb, to, face, face, d))
    ws.append([])
    ws.append(["Seq 5: no talk, price on request."])
    wb.properties.creator = "Tidewater CLO"
    eml = mail("Tidewater CLO Desk <clo@tidewatersec.com>", "bwic-list@tidewatersec.com",
               "BWIC 20-Nov 10:00 ET CLO BB/B - talk", "Thu, 19 Nov 2026 17:02:00 -0500",
               "TWS.BWIC.20261120.TALK@tidewatersec.com", text="Talk attached.\nTidewater CLO | 980-555-0114\n",
               attachments=[("TW_BWIC_20Nov_talk.xlsx", finish_xlsx(wb), "xlsx")], seed="x07")
    return Layout("tidewater-bwic-talk-xlsx", FMT, eml, quotes)


def x_alderic_bwic_results():
    d = "alderic"
    wb = Workbook()
    ws = wb.active
    ws.title = "Results"
    ws.append(["BWIC results - RMBS/ABS - 17 Nov 2026 (Alderic)"])
    ws.append(["CUSIP", "Description", "Orig Face", "Px Talk", "Cover", "Traded"])
    rows = [(cusip("05492VAE"), "ARDSL 2024-1 A3", 10000000, "99-99.5", 99.41, "Y"),
            (cusip("36259XBG"), "GLNHM 2021-NQM2 M1", 5000000, "91/92", 91.88, "Y"),
            (cusip("61767EAK"), "MIRVL 2023-CES1 B1", 3000000, "88.5-89.5", None, "DNT"),
            (cusip("29278KAC"), "ELMWD 2022-2 D", 2500000, "95", 95.06, "Y")]
    quotes = []
    for row in rows:
        ws.append(list(row))
        cu, desc, face, talk, cover, tr = row
        for sep in ("-", "/"):
            if sep in talk:
                lo, hi = talk.split(sep)
                break
        else:
            lo = hi = talk
        quotes.append(q(cu, "structured", "talk", float(lo), float(hi), face, face, d))
        if cover is not None:
            quotes.append(q(cu, "structured", "cover", cover, cover, face, face, d))
    wb.properties.creator = "Alderic"
    eml = mail("Alderic ABS <abs@alderic.co.uk>", "clients@alderic.co.uk",
               "BWIC results 17-Nov RMBS/ABS", "Tue, 17 Nov 2026 16:45:00 +0000",
               "ALD-ABS-20261117-RES@alderic.co.uk", text="Results attached. DNT = did not trade.\n",
               attachments=[("BWIC_results_17Nov.xlsx", finish_xlsx(wb), "xlsx")], seed="x08")
    return Layout("alderic-bwic-results-xlsx", FMT, eml, quotes)


def x_quillon_cb_hy_xls():
    d = "quillon"
    wb = xlwt.Workbook(encoding="utf-8")
    ws = wb.add_sheet("CB")
    hdr = ["Issuer", "ISIN", "Cpn", "Maturity", "Bid", "Offer", "Parity", "Prem %", "Delta", "Size (MM)"]
    for j, h in enumerate(hdr):
        ws.write(0, j, h, HEAD_XF)
    cb = [("ORVX", us_isin("98765KAD"), 1.25, datetime.datetime(2029, 11, 15), 104.75, 105.75, 82.3, 27.9, 0.62, 2),
          ("MTHRN", us_isin("57702AAN"), 2.75, datetime.datetime(2031, 3, 15), 112.5, 1135.0, 100.1, 12.4, 0.79, 1),
          ("GRYCL", us_isin("44982CAQ"), 3.5, datetime.datetime(2030, 9, 1), 88.25, 89.5, 52.0, 70.2, 0.21, 1)]
    quotes = []
    for r, row in enumerate(cb, start=1):
        for j, v in enumerate(row):
            ws.write(r, j, v, DATE_XF if isinstance(v, datetime.datetime) else xlwt.Style.default_style)
        n, i, c, m, b, o, par, pr, de, sz = row
        quotes.append(q(i, "convert_preferred", "price", b, o, sz*M, sz*M, d, review=o > 500, ac="convertible"))
    ws2 = wb.add_sheet("HY")
    for j, h in enumerate(["Ticker", "Cpn", "Mat", "Bid", "Offer", "YTW Bid", "YTW Offer", "Amt"]):
        ws2.write(0, j, h, HEAD_XF)
    hy = [("FALKN", "6 3/4", "06/15/31", 97.5, 98.0, 7.36, 7.24, "1mm"),
          ("HALCN", "9 1/2", "01/15/29", 102.25, 102.75, 8.26, 8.01, "2mm"),
          ("BRZN", "10 1/4", "04/01/28", 88.0, 89.5, 20.9, 19.3, "500k")]
    for r, row in enumerate(hy, start=1):
        for j, v in enumerate(row):
            ws2.write(r, j, v)
        t, c, m, b, o, yb, yo, amt = row
        a, frac = c.split()
        cpn = int(a) + {"3/4": 0.75, "1/2": 0.5, "1/4": 0.25}[frac]
        mm, dd, yy = m.split("/")
        sz = int(amt[:-2]) * M if amt.endswith("mm") else int(amt[:-1]) * K
        quotes += qs("%s %g 20%s-%s-%s" % (t, cpn, yy, mm, dd), "hy", [("price", b, o), ("yield", yb, yo)], sz, sz, d)
    eml = mail("Theo Brandt <tbrandt@quillon.com>", "converts@vantage-am.com",
               "CB + HY levels (xls)", "Thu, 19 Nov 2026 08:05:00 -0500",
               "QS-20261119-080500-TB@quillon.com", text="xls attached - CB and HY tabs.\nTheo\n",
               attachments=[("Quillon_CB_HY_111926.xls", finish_xls(wb), "xls")], seed="x09")
    return Layout("quillon-cb-hy-xls", FMT, eml, quotes)


def x_brennick_pfd_hy_xls():
    d = "brennick"
    wb = xlwt.Workbook(encoding="utf-8")
    ws = wb.add_sheet("Preferreds")
    hdr = ["Issuer", "Series", "CUSIP", "Coupon", "Bid", "Ask", "Ex-Div", "Rating"]
    for j, h in enumerate(hdr):
        ws.write(0, j, h, HEAD_XF)
    pf = [("Wexcombe Bancorp", "Ser D", cusip("95019B70"), "5.95%", 24.62, 24.80, datetime.datetime(2026, 12, 1), "BB+"),
          ("Matterhorn Power", "Ser A", cusip("57702A20"), "6.375%", 25.18, 25.35, datetime.datetime(2026, 12, 15), "BBB-"),
          ("Juniper Mutual", "Ser B", cusip("48723N30"), "7.125%", 25.55, 25.79, datetime.datetime(2027, 1, 2), "BB"),
          ("Palantine Materials", "Ser A", cusip("71234R40"), "6.00%", 23.95, 24.20, None, "BB")]
    quotes = []
    for r, row in enumerate(pf, start=1):
        for j, v in enumerate(row):
            if isinstance(v, datetime.datetime):
                ws.write(r, j, v, DATE_XF)
            elif v not in ("", None):
                ws.write(r, j, v)
        n, s, cu, c, b, a, ex, rt = row
        key = cu or "%s %s %s" % (n.upper(), s.upper(), c)
        quotes.append(q(key, "convert_preferred", "price", b, a, None, None, d, ac="preferred"))
    ws2 = wb.add_sheet("HY Cash")
    for j, h in enumerate(["Bond", "Bid Px", "Ask Px", "Bid YTW", "Ask YTW", "Size"]):
        ws2.write(0, j, h, HEAD_XF)
    hy = [("DUNMR 8.000 10/15/2030 144A", 100.625, 101.125, 7.84, 7.70, "2x2"),
          ("SELV 5.875 10/01/2032", 98.75, 99.25, 6.13, 6.03, "3x1"),
          ("QRTZ 7.375 02/01/2032", 97.875, 98.375, 7.89, 7.77, "1x1")]
    for r, row in enumerate(hy, start=1):
        for j, v in enumerate(row):
            ws2.write(r, j, v)
    keys = ["DUNMR 8 2030-10-15 144A", "SELV 5.875 2032-10-01", "QRTZ 7.375 2032-02-01"]
    for k, row in zip(keys, hy):
        _, b, a, yb, ya, sz = row
        bs, as_ = (int(x) * M for x in sz.split("x"))
        quotes += qs(k, "hy", [("price", b, a), ("yield", yb, ya)], bs, as_, d)
    eml = mail("Brennick Credit <credit-desk@brennick.com>", "Undisclosed recipients:;",
               "Prefs + HY cash (xls)", "Fri, 20 Nov 2026 09:20:00 -0500",
               "brennick-cr-20261120092000@brennick.com", text="Attached. Brennick & Co. 312-555-0190\n",
               attachments=[("Brennick_Pfd_HY_20Nov.xls", finish_xls(wb), "xls")], seed="x10")
    return Layout("brennick-prefs-hy-xls", FMT, eml, quotes)


LAYOUTS = [x_sorlyle_ig_merged, x_kestrel_ig_two_sheets, x_northmoor_muni_xls, x_sorlyle_muni_xls,
           x_alderic_cds_composite, x_marlowe_cds_grid, x_tidewater_bwic_talk, x_alderic_bwic_results,
           x_quillon_cb_hy_xls, x_brennick_pfd_hy_xls]
