# ruff: noqa: B007 - layout rows are unpacked whole so each table keeps its shape readable
"""XLSX and legacy XLS attachments: hidden columns, fraction and percent number formats, a
broker composite with a dealer column, merged two-row headers, date cells, several sheets,
upfront + running CDS, BWIC talk bid/offer columns, TBAs in 32nds."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from common import MIME_XLS, MIME_XLSX, Attachment, Layout, cusip, n32, normalize_zip, quotes
from common import message as mk
from openpyxl.styles import Font

FIXED = dt.datetime(2026, 11, 17, 6, 30)  # noqa: DTZ001 - openpyxl stores naive times


def _wb():
    wb = openpyxl.Workbook()
    wb.properties.creator = "desk"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    return wb


def _save(wb) -> bytes:
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _xls_bytes(wb) -> bytes:
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def _mail(tag, sender, to, subject, date, msgid, text, fname, data, kind="xlsx"):
    mime = MIME_XLSX if kind == "xlsx" else MIME_XLS
    return mk(sender=sender, to=to, subject=subject, date=date, msgid=msgid, text=text, tag=tag,
              attachments=[Attachment(fname, data, mime, kind)])


def hy_prefs_hidden_cost_fractions():
    d = "tollgate"
    hy = [("ARDWICK LEISURE", 7.375, "7.375", "2031-04-15", 96.5, 97.25, 98.0, 2),
          ("BALFRON METALS", 8.125, "8.125", "2030-10-01", 101.125, 101.875, 99.5, 3),
          ("CORRIB MIDSTREAM", 6.75, "6.75", "2032-02-01", 94.375, 95.0, 93.0, 2),
          ("DRUMLIN HOMES", 9.5, "9.5", "2029-06-15", 103.75, 103.25, 102.0, 1)]
    prefs = [("ELSWICK FINL 7.125% PFD SER B", cusip("29077K40"), 24.6, 24.82),
             ("FARNDALE UTIL 5.625% PFD", cusip("30766V20"), 21.95, 22.2)]
    wb = _wb()
    ws = wb.active
    ws.title = "HY"
    ws.append(["TOLLGATE HY + PREFS", None, None, None, None, None, None])
    ws.append(["Issuer", "Coupon", "Maturity", "Cost", "Bid", "Ask", "Size (MM)"])
    for iss, cpn, cpk, mat, b, a, cost, sz in hy:
        ws.append([iss, cpn, dt.date.fromisoformat(mat), cost, b, a, sz])
        r = ws.max_row
        ws.cell(r, 3).number_format = "mm/dd/yyyy"
        for col in (4, 5, 6):
            ws.cell(r, col).number_format = "# ?/?"
        ws.cell(r, 2).number_format = "0.000"
    ws.column_dimensions["D"].hidden = True  # the desk's own cost: never shown to clients
    ws.append([])
    ws.append(["Preferreds ($ px)", "CUSIP", None, None, "Bid", "Ask", None])
    for desc, cu, b, a in prefs:
        ws.append([desc, cu, None, None, b, a, None])
        ws.cell(ws.max_row, 5).number_format = "0.00"
        ws.cell(ws.max_row, 6).number_format = "0.00"
    for row in (1, 2):
        for cell in ws[row]:
            cell.font = Font(bold=True)
    data = _save(wb)
    gold = []
    for iss, cpn, cpk, mat, b, a, cost, sz in hy:
        # DRUMLIN: bid above the offer on a price sheet: crossed, flagged.
        gold += quotes(f"{iss} {cpk} {mat}", "hy", d, sz * 1e6, price=(b, a),
                       review=("price",) if b > a else ())
    for desc, cu, b, a in prefs:
        gold += quotes(cu, "preferred", d, None, price=(b, a))
    eml = _mail("x01", "Rosalind Achterberg-Nye <rnye@tollgatesec.com>", "hy@tollgatesec.com",
                "Tollgate HY + prefs", "Wed, 18 Nov 2026 11:05:00 -0500",
                "<tollgate.hy.20261118@tollgatesec.com>", "HY/prefs sheet attached.\n\nRos\n"
                "Tollgate Securities | 212-555-0185\n", "Tollgate_HY_PFD_1118.xlsx", data)
    return Layout("tollgate-hy-prefs-hidden-cost", "xlsx", eml, gold, note="review: 1")


def hy_prefs_percent_yields():
    d = "ferribyco"
    hy = [("GARSTANG AIR", "6.5", "6.5", "03/33", "2033-03", 97.25, 97.875, 0.0698, 0.0687),
          ("HEXHAM FOODS", "8", "8", "07/30", "2030-07", 100.5, 101.25, 0.0784, 0.0762),
          ("IRVINE GAMING", "5.875", "5.875", "09/29", "2029-09", 98.0, 98.75, 0.0663, 0.0633),
          ("JEDBURGH TEL", "10.25", "10.25", "05/31", "2031-05", 79.5, 81.0, 0.1655, 0.1611)]
    prefs = [("KIRKBY BANCORP 6.375 PERP", cusip("49721L30"), 98.5, 99.25, 0.0647, 0.0642)]
    wb = _wb()
    ws = wb.active
    ws.title = "Levels"
    ws.append(["Name", "Cpn", "Mat", "Internal Mid", "Px Bid", "Px Ask", "YTW Bid", "YTW Ask"])
    for iss, cpn, cpk, mat, matk, b, a, yb, ya in hy:
        ws.append([f"{iss}", cpn, mat, (b + a) / 2, b, a, yb, ya])
        for col in (7, 8):
            ws.cell(ws.max_row, col).number_format = "0.00%"
        ws.cell(ws.max_row, 4).number_format = "0.000"
    for desc, cu, b, a, yb, ya in prefs:
        ws.append([f"{desc} {cu}", None, None, (b + a) / 2, b, a, yb, ya])
        for col in (7, 8):
            ws.cell(ws.max_row, col).number_format = "0.00%"
    ws.column_dimensions["D"].hidden = True
    ws.append([])
    ws.append(["Bid sizes 1MM, offers 2MM. YTW shown in %."])
    data = _save(wb)
    gold = []
    for iss, cpn, cpk, mat, matk, b, a, yb, ya in hy:
        gold += quotes(f"{iss} {cpk} {matk}", "hy", d, (1e6, 2e6), price=(b, a),
                       **{"yield": (round(yb * 100, 2), round(ya * 100, 2))})
    for desc, cu, b, a, yb, ya in prefs:
        gold += quotes(cu, "preferred", d, (1e6, 2e6), price=(b, a),
                       **{"yield": (round(yb * 100, 2), round(ya * 100, 2))})
    eml = _mail("x02", "Callum Osei-Barker <cosei@ferribyco.com>", "hy-dist@ferribyco.com",
                "Ferriby HY levels w/ YTW", "Thu, 19 Nov 2026 12:40:00 -0500",
                "<ferriby.hy.20261119@ferribyco.com>", "Attached.\n--\nCallum Osei-Barker\n"
                "Ferriby & Co | +1 203 555 0138\n", "Ferriby_HY_20261119.xlsx", data)
    return Layout("ferriby-hy-prefs-percent-ytw", "xlsx", eml, gold)


def _xls_sheet(title, rows, fmt_cols=()):
    wb = xlwt.Workbook(encoding="utf-8")
    ws = wb.add_sheet(title)
    bold = xlwt.easyxf("font: bold on")
    num = xlwt.easyxf(num_format_str="0.000")
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            if v is None:
                continue
            style = bold if r == 0 else (num if c in fmt_cols and isinstance(v, float) else None)
            ws.write(r, c, v, style) if style else ws.write(r, c, v)
    return wb


def loans_broker_composite_xls():
    rows = [("ABERFELDY PHARMA", "TLB S+325 09/31", "HALLORAN", 99.375, 99.75),
            ("ABERFELDY PHARMA", "TLB S+325 09/31", "RAVENSMOOR", 99.25, 99.875),
            ("BALLATER FOODS", "TL S+400 03/30", "LARKSPUR", 96.5, 97.25),
            ("CRIEFF CHEMICALS", "TLB-1 S+350 12/29", "HALLORAN", 91.0, 92.5),
            ("DORNOCH SYSTEMS", "2L TL S+675 06/31", "SALTMERE", 85.5, 87.5),
            ("ELGIN MARINE", "TLB S+300 10/32", "RAVENSMOOR", 100.0, 100.375)]
    sheet = [["Borrower", "Facility", "Dealer", "Bid", "Offer"]] + [list(r) for r in rows]
    data = _xls_bytes(_xls_sheet("Composite", sheet, fmt_cols=(3, 4)))
    gold = []
    for b, f, dl, pb, pa in rows:
        gold += quotes(f"{b} {f}", "loan", dl.lower(), None, price=(pb, pa))
    eml = _mail("x03", "Pellham Markets Loans <loans@pellhammkts.com>", "subscribers@pellhammkts.com",
                "Pellham loan composite 11/18 close", "Wed, 18 Nov 2026 17:30:00 -0500",
                "<pellham.comp.20261118@pellhammkts.com>",
                "Dealer levels as contributed at 16:00 NY. Broker composite, not our quotes.\n",
                "pellham_loan_composite_20261118.xls", data, kind="xls")
    return Layout("pellham-loans-dealer-column-xls", "xlsx", eml, gold)


def loans_source_col_floor_xls():
    rows = [("FALKIRK DIGITAL", "TLB", "S+375", "Jan-31", 98.125, 98.625, "CALDECOTT"),
            ("GOLSPIE HEALTH", "TLB", "S+450", "Aug-29", 88.75, 90.0, "TOLLGATE"),
            ("HAWICK MEDIA", "TL", "S+525", "Feb-28", 64.0, 67.0, "TOLLGATE"),
            ("INVERURIE TECH", "TLB-2", "S+300", "May-32", 100.25, 100.5, "CALDECOTT"),
            ("KELSO PACKAGING", "TLB", "S+350", "Nov-30", 97.5, 98.25, "FERRIBY")]
    sheet = [["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer", "Source"]]
    sheet += [list(r) for r in rows]
    data = _xls_bytes(_xls_sheet("Loans", sheet, fmt_cols=(4, 5)))
    gold = []
    for b, f, m, mat, pb, pa, src in rows:
        gold += quotes(f"{b} {f} {m} {mat}".upper(), "loan", src.lower(), None, price=(pb, pa))
    eml = _mail("x04", "Dunmarsh Loan Data <data@dunmarsh.com>", "clients@dunmarsh.com",
                "Dunmarsh loan levels by source", "Thu, 19 Nov 2026 17:10:00 -0500",
                "<dunmarsh.loans.20261119@dunmarsh.com>",
                "Evening levels by contributing dealer (Source column).\n",
                "dunmarsh_loans_1119.xls", data, kind="xls")
    return Layout("dunmarsh-loans-source-column-xls", "xlsx", eml, gold)


def muni_merged_two_row_header():
    d = "fenwright"
    rows = [("PORT AUTH NY NJ REV", "5.000", "12/01/2040", "73358XKF", 250, 4.02, 108.116, 3.95, 108.702),
            ("DENVER CO CITY & CNTY ARPT", "5.250", "11/15/2043", "249182QM", 500, 4.31, 107.23, 4.24,
             107.86),
            ("WASHINGTON ST GO", "4.000", "08/01/2038", "93974EWK", 1000, 3.81, 101.54, 3.75, 102.06),
            ("PENNSYLVANIA TPK COMMN REV", "5.000", "12/01/2048", "709224ZR", 750, 4.44, 104.19, 4.38,
             104.71)]
    wb = _wb()
    ws = wb.active
    ws.title = "Munis"
    ws.append(["Description", "Cpn", "Maturity", "CUSIP", "Par (000)", "Bid", None, "Offer", None])
    ws.append([None, None, None, None, None, "Yld", "Px", "Yld", "Px"])
    ws.merge_cells("F1:G1")
    ws.merge_cells("H1:I1")
    for c in "ABCDE":
        ws.merge_cells(f"{c}1:{c}2")
    for desc, cpn, mat, base, par, yb, pb, ya, pa in rows:
        ws.append([desc, cpn, mat, cusip(base), par, yb, pb, ya, pa])
    ws.append([None, None, None, "Total par", sum(r[4] for r in rows)])
    data = _save(wb)
    gold = []
    for desc, cpn, mat, base, par, yb, pb, ya, pa in rows:
        gold += quotes(cusip(base), "muni", d, par * 1000, **{"yield": (yb, ya)}, price=(pb, pa))
    eml = _mail("x05", "Ruth Amankwah <ramankwah@fenwright.com>", "muni-bids@fenwright.com",
                "Fenwright 2-way muni blocks", "Thu, 19 Nov 2026 13:15:00 -0500",
                "<fenwright.blocks.1119@fenwright.com>", "Two-way on these blocks, see sheet.\nRuth\n",
                "Fenwright_blocks_111926.xlsx", data)
    return Layout("fenwright-muni-merged-header", "xlsx", eml, gold)


def muni_bids_date_cells():
    d = "corvallisstanhope"
    rows = [("OREGON ST GO", 5, "5", dt.date(2037, 5, 1), None, 3.62, 112.41),
            ("SEATTLE WA MUNI LT & PWR REV", 4, "4", dt.date(2045, 9, 1), "812643QA", 4.28, 97.15),
            ("KING CNTY WA SWR REV", 5, "5", dt.date(2050, 1, 1), None, 4.36, 105.88),
            ("UNIV OF CALIFORNIA REGTS REV", 4.5, "4.5", dt.date(2042, 5, 15), "91412HLT", 4.02, 104.3)]
    wb = _wb()
    ws = wb.active
    ws.title = "Bids"
    ws.append(["CS bid side - muni", None, None, None, None, None])
    ws.append(["Issuer", "Coupon", "Maturity", "CUSIP", "Bid Yield", "Bid Price", "Qty"])
    for iss, cpn, cpk, mat, base, y, px in rows:
        ws.append([iss, cpn, mat, cusip(base) if base else None, y, px, "500k"])
        ws.cell(ws.max_row, 3).number_format = "mm/dd/yyyy"
        ws.cell(ws.max_row, 5).number_format = "0.00"
    data = _save(wb)
    gold = []
    for iss, cpn, cpk, mat, base, y, px in rows:
        key = cusip(base) if base else f"{iss} {cpk} {mat.isoformat()}"
        gold += quotes(key, "muni", d, (5e5, None), **{"yield": (y, None)}, price=(px, None))
    eml = _mail("x06", "Tamsin Okoro-Vance <tokoro@corvallisstanhope.com>", "muni@corvallisstanhope.com",
                "CS muni bids (bid side only)", "Fri, 20 Nov 2026 09:50:00 -0800",
                "<cs.muni.bids.1120@corvallisstanhope.com>", "Bids for the blocks, good till 11 PT.\n",
                "CS_muni_bids_20261120.xlsx", data)
    return Layout("corvallis-muni-bids-date-cells", "xlsx", eml, gold)


def cds_two_sheets_hy_price():
    d = "saltmere"
    idx = [("CDX IG 47 5Y", 54.75, 55.25), ("CDX HY 47 5Y", 106.3, 106.42), ("CDX EM 46 5Y", 97.9, 98.15)]
    sn = [("KORVAN", "5Y", 87, 92), ("ODRIX", "5Y", 64, 69), ("FASTWELL", "3Y", 158, 170),
          ("HOLBRECK", "5Y", 96, 103)]
    wb = _wb()
    ws = wb.active
    ws.title = "Indices"
    ws.append(["Index", "Bid", "Ask", "Size (MM)"])
    for r in idx:
        ws.append(list(r) + [25])
    ws2 = wb.create_sheet("Single Names")
    ws2.append(["Ref Entity", "Tenor", "Bid (bp)", "Ask (bp)", "Size (MM)"])
    for r in sn:
        ws2.append(list(r) + [10])
    data = _save(wb)
    gold = []
    for n, b, a in idx:
        qt = "spread" if n.startswith("CDX IG") else "price"  # HY and EM indices trade on price
        gold += quotes(n, "cds", d, 25e6, **{qt: (b, a)})
    for n, t, b, a in sn:
        gold += quotes(f"{n} {t}", "cds", d, 10e6, spread=(b, a))
    eml = _mail("x07", "Rafe Lindqvist-Moore <rlm@saltmere.com>", "cds@saltmere.com",
                "CDS idx + SN (xlsx)", "Thu, 19 Nov 2026 15:55:00 -0600",
                "<saltmere.cds.xlsx.1119@saltmere.com>", "EOD CDS attached, two tabs.\nRafe\n",
                "Saltmere_CDS_EOD_1119.xlsx", data)
    return Layout("saltmere-cds-two-sheets", "xlsx", eml, gold)


def cds_upfront_running():
    d = "vantorkeel"
    rows = [("TRAVLR", "5Y", 500, 31.75, 33.25, 1225, 1290),
            ("COBALT CINEMA", "5Y", 500, 12.5, 13.75, 812, 846),
            ("MORLAND MEDIA", "3Y", 500, 4.25, 5.0, 671, 698),
            ("VANTAGE AUTO", "5Y", 100, -1.6, -1.1, 64, 76)]
    wb = _wb()
    ws = wb.active
    ws.title = "HY CDS"
    ws.append(["Name", "Tenor", "Cpn", "Upf Bid", "Upf Ask", "Conv Sprd Bid", "Conv Sprd Ask"])
    for r in rows:
        ws.append(list(r))
    ws.append([])
    ws.append(["Notional USD 5mm. Upfront in points, conventional spread in bp."])
    data = _save(wb)
    gold = []
    for n, t, cpn, ub, ua, sb, sa in rows:
        gold += quotes(f"{n} {t}", "cds", d, 5e6, upfront=(ub, ua), spread=(sb, sa))
    eml = _mail("x08", "Cormac Delahunt-Ibe <cdelahunt@vantorkeel.com>", "cds@vantorkeel.com",
                "VK HY CDS upfront", "Fri, 20 Nov 2026 10:40:00 -0500",
                "<vk.hycds.20261120@vantorkeel.com>", "HY CDS in upfront + conv spread.\n",
                "VK_HY_CDS_upf.xlsx", data)
    return Layout("vantor-cds-upfront-running", "xlsx", eml, gold)


def clo_bwic_talk_bid_offer():
    d = "alderbrook"
    rows = [("ATLAS SENIOR 2019-12A A1R", "04942BAE", 8000000, 99.875, 100.05),
            ("BLUEWATER CLO 2020-2A B", "09630UAC", 4000000, 99.0, 99.5),
            ("CALLIOPE CLO 2021-1A D", "13123VAJ", 2000000, 94.0, 95.5),
            ("DRAKE POINT 2017-1A E", "26142FAL", 1500000, 78.0, 81.0)]
    wb = _wb()
    ws = wb.active
    ws.title = "BWIC"
    ws.append(["BWIC 11/20 10:30 ET - CLO"])
    ws.append(["Tranche", "CUSIP", "Orig Face", "Talk Bid", "Talk Offer", "Cover"])
    for nm, base, face, tb, to in rows:
        ws.append([nm, cusip(base), face, tb, to, None])
        ws.cell(ws.max_row, 3).number_format = "#,##0"
    data = _save(wb)
    gold = []
    for nm, base, face, tb, to in rows:
        gold += quotes(cusip(base), "structured", d, face, talk=(tb, to))
    eml = _mail("x09", "Olu Vandermeer <ovandermeer@alderbrook.com>", "clo@alderbrook.com",
                "BWIC 11/20 10:30 - AB talk", "Thu, 19 Nov 2026 17:45:00 -0500",
                "<alderbrook.bwic.1120@alderbrook.com>", "Our talk on tomorrow's list.\nOlu\n",
                "AB_BWIC_talk_1120.xlsx", data)
    return Layout("alderbrook-clo-bwic-talk-cols", "xlsx", eml, gold)


def tba_cmo_32nds_xls():
    d = "greshamtate"
    tbas = [("FNCL 5.5 DEC", 100 + 9 / 32, 100 + 10 / 32), ("FNCL 6 DEC", 101 + 21.5 / 32, 101 + 22.5 / 32),
            ("G2SF 5.5 DEC", 100 + 14 / 32, 100 + 15 / 32), ("FGCI 4.5 DEC", 99 + 3 / 32, 99 + 4 / 32)]
    cmos = [("FHR 5461 PA", "3137HBQT", 97 + 8 / 32, 97 + 16 / 32)]
    sheet = [["Security", "CUSIP", "Bid", "Offer", "Size (MM)"]]
    sheet += [[n, None, n32(b), n32(a), 50] for n, b, a in tbas]
    sheet += [[n, cusip(base), n32(b), n32(a), 10] for n, base, b, a in cmos]
    data = _xls_bytes(_xls_sheet("TBA_CMO", sheet))
    gold = []
    for n, b, a in tbas:
        gold += quotes(n, "structured", d, 50e6, price=(b, a))
    for n, base, b, a in cmos:
        gold += quotes(cusip(base), "structured", d, 10e6, price=(b, a))
    eml = _mail("x10", "Nikhil Barrowcliffe <nbarrowcliffe@greshamtate.com>", "mbs@greshamtate.com",
                "GT TBA / CMO levels", "Fri, 20 Nov 2026 14:20:00 -0500",
                "<gt.tba.20261120@greshamtate.com>", "TBA + CMO levels (old Excel format, sorry).\n",
                "GT_TBA_CMO.xls", data, kind="xls")
    return Layout("gresham-tba-cmo-32nds-xls", "xlsx", eml, gold)


LAYOUTS = [hy_prefs_hidden_cost_fractions, hy_prefs_percent_yields, loans_broker_composite_xls,
           loans_source_col_floor_xls, muni_merged_two_row_header, muni_bids_date_cells,
           cds_two_sheets_hy_price, cds_upfront_running, clo_bwic_talk_bid_offer,
           tba_cmo_32nds_xls]
