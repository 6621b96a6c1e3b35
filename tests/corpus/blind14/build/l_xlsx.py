"""Spreadsheets: the unit in a merged header band, in a tab name, in a per-row basis column, in a
number format; rows that break their column's unit. Pairs: (ig, hy) xlsx, (muni, agency) legacy
xls, (structured, loan) xlsx."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Alignment, Font, PatternFill

from common import MIME_XLS, MIME_XLSX, Attachment, M, date, mk, normalize_zip, q, uc, ui

FIXED = dt.datetime(2027, 4, 12, 6, 30, 0)  # noqa: DTZ001 - a workbook property, naive by the format


def _wb():
    wb = openpyxl.Workbook()
    wb.properties.creator = "desk"
    wb.properties.lastModifiedBy = "desk"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    return wb


def _save(wb) -> bytes:
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _put(ws, r, values, bold=False, fmt=None):
    for j, v in enumerate(values, start=1):
        if v is None:
            continue
        cell = ws.cell(row=r, column=j, value=v)
        if bold:
            cell.font = Font(bold=True)
        if fmt and j in fmt:
            cell.number_format = fmt[j]


def _d(y, m, d_):
    return dt.datetime(y, m, d_)  # noqa: DTZ001 - a date cell


# ---------------------------------------------------------------- 27 / 28: IG and HY


def kirtlington_band_xlsx():
    d = "kirtlington"
    wb = _wb()
    ws = wb.active
    ws.title = "IG"
    _put(ws, 1, ["Kirtlington Securities - US IG run - 13-Apr-2027 07:55 ET"], bold=True)
    _put(ws, 2, ["Sizes in MM per side; blank = 5x5"])
    _put(ws, 3, [None, None, None, None, "G-spread (bp)", None, "Price", None, "Size (MM)", None], bold=True)
    ws.merge_cells("E3:F3")
    ws.merge_cells("G3:H3")
    ws.merge_cells("I3:J3")
    for col in "EGI":
        ws[f"{col}3"].alignment = Alignment(horizontal="center")
    _put(ws, 4, ["Issuer", "Cpn", "Maturity", "Rtg", "Bid", "Ask", "Bid", "Ask", "Bid", "Ask", "Note"], bold=True)
    rows = [
        ["ASKERN TELECOM", 5.25, _d(2034, 6, 15), "BBB+", 121, 116, 99.48, 99.81, None, None, None],
        ["BELLINGHAM FOODS", 4.9, _d(2031, 2, 1), "A-", 84, 80, 100.12, 100.29, 10, 5, "axe: better seller"],
        ["COVERACK POWER", 5.7, _d(2054, 9, 1), "BBB", 0.0601, 0.0596, 95.90, 96.55, None, None, "spread cols in yield (long end)"],
        ["DALMORE BANCORP", 5.05, _d(2029, 10, 30), "A", None, None, 100.55, 100.71, 3, 3, "on price - short, off the G curve"],
        ["EASTRY HEALTH", 4.45, _d(2032, 5, 15), "BBB", 102, None, 98.37, None, 5, None, "bid only"],
    ]
    for i, r in enumerate(rows, start=5):
        _put(ws, i, r, fmt={3: "mm/dd/yyyy", 5: "0" if i != 7 else "0.00%", 6: "0" if i != 7 else "0.00%", 7: "0.00", 8: "0.00"})
    _put(ws, 11, ["Ratings composite. Amounts outstanding: ASKERN $1.5bn, BELLINGHAM $750mm, COVERACK $1.0bn."])
    hy = wb.create_sheet("HY")
    _put(hy, 1, ["Kirtlington Securities - US HY - 13-Apr-2027"], bold=True)
    _put(hy, 2, [None, None, None, None, "Price (pts)", None, "YTW (%)", None, "STW mid (bp)", "Size (MM)"], bold=True)
    hy.merge_cells("E2:F2")
    hy.merge_cells("G2:H2")
    _put(hy, 3, ["Issuer", "Cpn", "Maturity", "Call", "Bid", "Ask", "Bid", "Ask", "Mid", "Bid x Ask"], bold=True)
    hrows = [
        ["FOULNESS CHEMICALS", 7.25, _d(2031, 11, 15), "11/15/27 @ 103.625", 98.375, 98.875, 0.0768, 0.0755, 341, "2x2"],
        ["GOATHLAND MEDIA", 8.875, _d(2030, 3, 1), "03/01/27 @ 104.438", 101.25, 101.75, 0.0839, 0.0820, 449, "2x1"],
        ["HEPTONSTALL AIR", 9.5, _d(2029, 7, 1), "NC", 93.5, 94.5, 0.1331, 0.1270, 868, "1x1"],
    ]
    for i, r in enumerate(hrows, start=4):
        _put(hy, i, r, fmt={3: "mm/dd/yyyy", 5: "0.000", 6: "0.000", 7: "0.00%", 8: "0.00%"})
    _put(hy, 8, ["STW mid is for reference only; not a level."])
    att = Attachment("Kirtlington_IG_HY_20270413.xlsx", _save(wb), MIME_XLSX, "xlsx")
    g = []
    g += q("ASKERN TELECOM 5.25 2034-06-15", "ig", d, size="5x5", spread=("121", "116"), price=("99.48", "99.81"))
    g += q("BELLINGHAM FOODS 4.9 2031-02-01", "ig", d, size="10x5", spread=("84", "80"), price=("100.12", "100.29"))
    g += q("COVERACK POWER 5.7 2054-09-01", "ig", d, size="5x5", yield_=("6.01", "5.96"), price=("95.90", "96.55"))
    g += q("DALMORE BANCORP 5.05 2029-10-30", "ig", d, size="3x3", price=("100.55", "100.71"))
    g += q("EASTRY HEALTH 4.45 2032-05-15", "ig", d, size=(M(5), None), spread=("102", None), price=("98.37", None))
    g += q("FOULNESS CHEMICALS 7.25 2031-11-15", "hy", d, size="2x2", price=("98.375", "98.875"), yield_=("7.68", "7.55"))
    g += q("GOATHLAND MEDIA 8.875 2030-03-01", "hy", d, size="2x1", price=("101.25", "101.75"), yield_=("8.39", "8.20"))
    g += q("HEPTONSTALL AIR 9.5 2029-07-01", "hy", d, size="1x1", price=("93.5", "94.5"), yield_=("13.31", "12.70"))
    body = "Morning - IG / HY workbook attached. Units in the band over each pair of columns.\n\nSam Okafor | Kirtlington Securities | +1 212 555 0455\n"
    return mk("kirtlington-xlsx-header-band-units", "xlsx", g, sender="Sam Okafor <sokafor@kirtlington.com>",
              subject="IG / HY run xlsx 13-Apr", date=date("07:57:30", "-0400"), text=body, attachments=[att])


def tilshead_tab_name_units():
    d = "tilshead"
    ig_ids = [ui("US", f"tilshead ig {k}") for k in range(4)]
    hy_ids = [ui("US", f"tilshead hy {k}") for k in range(3)]
    wb = _wb()
    ws = wb.active
    ws.title = "IG_Tsprd_bp"
    _put(ws, 1, ["ISIN", "Name", "Bid", "Offer", "Bid Sz", "Offer Sz", "Chg", "Comment"], bold=True)
    rows = [
        [ig_ids[0], "MAWGAN UTILS 5.15 01/35", 108, 103, "5mm", "5mm", -2, ""],
        [ig_ids[1], "NETHERBY INSURANCE 4 3/4 04/30", 76, 72, "5mm", "3mm", 0, ""],
        [ig_ids[2], "OVERSTRAND RAIL 6.0 11/55", "px 97.15", "px 97.85", "2mm", "2mm", None, "long bond on price, not spread"],
        [ig_ids[3], "PADSTOW PAPER 5 7/8 03/31", 139, 133, "5mm", "5mm", 3, "*"],
    ]
    for i, r in enumerate(rows, start=2):
        _put(ws, i, r)
    _put(ws, 7, ["* PADSTOW: refreshed at 07:00 only, indicative - check before trading"])
    hy = wb.create_sheet("HY_px_ytw")
    _put(hy, 1, ["ISIN", "Name", "Bid", "Offer", "Bid", "Offer", "Bid Sz", "Offer Sz", "Prev"], bold=True)
    hrows = [
        [hy_ids[0], "QUANTOCK RESORTS 7 7/8 2031", 100.25, 100.75, 7.81, 7.67, "2mm", "2mm", 100.00],
        [hy_ids[1], "RUSHMERE TANKERS 9 1/4 2030", 103.0, 103.75, 8.25, 8.00, "1mm", "1mm", 102.875],
        [hy_ids[2], "SALTASH GAMING 6 1/2 2032", None, 96.5, None, 7.28, None, "3mm", 96.25],
    ]
    for i, r in enumerate(hrows, start=2):
        _put(hy, i, r)
    _put(hy, 6, ["Tab name gives the unit: C/D = price, E/F = YTW %. Prev = last night's mid."])
    att = Attachment("tilshead_run_0413.xlsx", _save(wb), MIME_XLSX, "xlsx")
    g = []
    g += q(ig_ids[0], "ig", d, size="5mm", spread=("108", "103"))
    g += q(ig_ids[1], "ig", d, size=(M(5), M(3)), spread=("76", "72"))
    g += q(ig_ids[2], "ig", d, size="2mm", price=("97.15", "97.85"))
    g += q(ig_ids[3], "ig", d, size="5mm", review=("spread",), spread=("139", "133"))
    g += q(hy_ids[0], "hy", d, size="2mm", price=("100.25", "100.75"), yield_=("7.81", "7.67"))
    g += q(hy_ids[1], "hy", d, size="1mm", price=("103.0", "103.75"), yield_=("8.25", "8.00"))
    g += q(hy_ids[2], "hy", d, size=(None, M(3)), price=(None, "96.5"), yield_=(None, "7.28"))
    body = "Run attached (two tabs).\n\nKate Lister | Tilshead Capital Markets | +1 704 555 0126\n"
    return mk("tilshead-xlsx-unit-in-tab-name", "xlsx", g, sender="Kate Lister <klister@tilshead.com>",
              subject="tilshead IG/HY 4-13", date=date("07:35:18", "-0400"), text=body, attachments=[att])


# ---------------------------------------------------------------- 29 / 30: munis and agencies (legacy .xls)


def _xls_book():
    return xlwt.Workbook(encoding="utf-8")


def _xls_bytes(book) -> bytes:
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


BOLD = xlwt.easyxf("font: bold on")
PCT = xlwt.easyxf(num_format_str="0.000%")
DATE = xlwt.easyxf(num_format_str="mm/dd/yyyy")


def _xrow(sh, r, values, style=None, styles=None):
    for j, v in enumerate(values):
        if v is None:
            continue
        st = (styles or {}).get(j, style)
        if st is None:
            sh.write(r, j, v)
        else:
            sh.write(r, j, v, st)


def brackenfold_basis_column_xls():
    d = "brackenfold"
    mu = [uc(f"brackenfold muni {k}") for k in range(5)]
    ag = [uc(f"brackenfold agy {k}") for k in range(4)]
    book = _xls_book()
    sh = book.add_sheet("Munis")
    _xrow(sh, 0, ["Brackenfold & Co - municipal two-way - 04/13/2027"], BOLD)
    _xrow(sh, 1, ["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Par (000)", "Bid", "Offer", "Basis", "MMD"], BOLD)
    mrows = [
        [mu[0], "HARRIS CNTY TX TOLL RD", 5.0, "08/15/2039", "08/15/33 @ 100", 1000, 3.48, 3.42, "YLD", 3.21],
        [mu[1], "MARYLAND ST GO", 4.0, "06/01/2032", "NC", 500, 102.844, 103.112, "PX", 2.62],
        [mu[2], "KING CNTY WA SWR", 5.0, "01/01/2044", "01/01/34 @ 100", 2000, 3.71, 3.66, "YLD", 3.48],
        [mu[3], "ATLANTA GA ARPT", 5.25, "07/01/2046", "07/01/35 @ 100", 750, "4.02%", "3.97%", "PX", 3.60],
        [mu[4], "OREGON ST DOT", 4.0, "11/15/2030", "NC", 250, None, 104.006, "PX", 2.55],
    ]
    for i, r in enumerate(mrows, start=2):
        _xrow(sh, i, r)
    _xrow(sh, 8, ["Basis: YLD = Bid/Offer are yields (%, to worst); PX = dollar prices. ATLANTA row typed as yields although flagged PX - yields."])
    sa = book.add_sheet("Agencies")
    _xrow(sa, 0, ["Agencies - 10MM per side unless shown"], BOLD)
    _xrow(sa, 1, ["CUSIP", "Issuer", "Cpn", "Maturity", "Next Call", "Bid", "Offer", "Basis", "Size (MM)"], BOLD)
    arows = [
        [ag[0], "FHLB", 4.125, _d(2030, 6, 12), None, 12, 9, "T+", None],
        [ag[1], "FFCB", 4.5, _d(2033, 2, 20), _d(2028, 2, 20), 99.125, 99.4, "PX", 5],
        [ag[2], "FHLMC", 4.0, _d(2029, 9, 14), None, 4, 1, "SOFR MS", None],
        [ag[3], "FHLB", 4.8, _d(2036, 3, 10), _d(2027, 3, 10), 4.89, 4.83, "YTW", 5],
    ]
    for i, r in enumerate(arows, start=2):
        _xrow(sa, i, r, styles={3: DATE, 4: DATE})
    att = Attachment("Brackenfold_munis_agencies_041327.xls", _xls_bytes(book), MIME_XLS, "xls")
    g = []
    g += q(mu[0], "muni", d, size=(M(1), M(1)), yield_=("3.48", "3.42"))
    g += q(mu[1], "muni", d, size=(500000, 500000), price=("102.844", "103.112"))
    g += q(mu[2], "muni", d, size=(M(2), M(2)), yield_=("3.71", "3.66"))
    g += q(mu[3], "muni", d, size=(750000, 750000), yield_=("4.02", "3.97"))
    g += q(mu[4], "muni", d, size=(None, 250000), price=(None, "104.006"))
    g += q(ag[0], "agency", d, size="10mm", spread=("12", "9"))
    g += q(ag[1], "agency", d, size="5mm", price=("99.125", "99.4"))
    g += q(ag[2], "agency", d, size="10mm", i_spread=("4", "1"))
    g += q(ag[3], "agency", d, size="5mm", yield_=("4.89", "4.83"))
    body = "Munis and agencies attached (xls). Note the Basis column - the sheet mixes yields and prices.\n\n" \
           "Dave Pruitt | Brackenfold & Co | (314) 555-0142\n"
    return mk("brackenfold-xls-basis-column", "xlsx", g, sender="Dave Pruitt <dpruitt@brackenfold.com>",
              subject="munis / agencies xls 4/13", date=date("09:20:44", "-0500"), text=body, attachments=[att])


def yarcombe_to_call_flag_xls():
    d = "yarcombe"
    mu = [uc(f"yarcombe muni {k}") for k in range(4)]
    ag = [uc(f"yarcombe agy {k}") for k in range(3)]
    book = _xls_book()
    sh = book.add_sheet("MUNI 4-13")
    _xrow(sh, 0, ["CUSIP", "Description", "Par ($M)", "Bid Yld", "Ofr Yld", "To", "Bid $", "Ofr $", "Spd to MMD"], BOLD)
    mrows = [
        [mu[0], "SAN FRANCISCO CA PUC 5% 11/01/2040 c33", 1000, 0.0335, 0.0329, "CALL", 109.566, 109.934, 33],
        [mu[1], "MINNESOTA ST GO 4% 08/01/2031", 500, 0.0262, 0.0257, "MAT", 105.822, 106.04, 6],
        [mu[2], "PENN TPK COMM 5.25% 12/01/2045 c35", 1500, 0.0398, 0.0393, "CALL", 109.083, 109.46, 51],
        [mu[3], "DALLAS TX ISD 4% 02/15/2038 c32", 2000, 0.0361, None, "CALL", 101.77, None, 38],
    ]
    for i, r in enumerate(mrows, start=1):
        _xrow(sh, i, r, styles={3: PCT, 4: PCT})
    _xrow(sh, 6, ["Par in $000s. DALLAS bid side only."])
    sa = book.add_sheet("AGY")
    _xrow(sa, 0, ["Agency callables / bullets - Bid/Ofr in PRICE; YTW in %; OAS model only"], BOLD)
    _xrow(sa, 1, ["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Bid", "Ofr", "YTW B", "YTW O", "OAS", "Size"], BOLD)
    arows = [
        [ag[0], "FHLB", 5.05, "04/20/2032", "04/20/28 @ 100", 100.125, 100.25, 5.02, 4.99, 38, "10MM"],
        [ag[1], "FFCB", 4.72, "01/28/2031", "01/28/28 @ 100", 99.75, 99.875, 4.79, 4.75, 22, "10MM"],
        [ag[2], "FNMA", 0.0, "05/15/2030", "-", 90.27, 90.39, "T+14", "T+11", None, "25MM"],
    ]
    for i, r in enumerate(arows, start=2):
        _xrow(sa, i, r)
    _xrow(sa, 5, ["FNMA strip: YTW columns show the spread to T (bp)."])
    att = Attachment("YARCOMBE_MUNI_AGY_20270413.xls", _xls_bytes(book), MIME_XLS, "xls")
    g = []
    g += q(mu[0], "muni", d, size=(M(1), M(1)), yield_=("3.35", "3.29"), price=("109.566", "109.934"))
    g += q(mu[1], "muni", d, size=(500000, 500000), yield_=("2.62", "2.57"), price=("105.822", "106.04"))
    g += q(mu[2], "muni", d, size=(M(1.5), M(1.5)), yield_=("3.98", "3.93"), price=("109.083", "109.46"))
    g += q(mu[3], "muni", d, size=(M(2), None), yield_=("3.61", None), price=("101.77", None))
    g += q(ag[0], "agency", d, size="10mm", price=("100.125", "100.25"), yield_=("5.02", "4.99"))
    g += q(ag[1], "agency", d, size="10mm", price=("99.75", "99.875"), yield_=("4.79", "4.75"))
    g += q(ag[2], "agency", d, size="25mm", price=("90.27", "90.39"), spread=("14", "11"))
    body = "Munis / agencies - xls attached.\n\nLouise Trent | Yarcombe Securities | (704) 555-0193\n"
    return mk("yarcombe-xls-pct-cells-to-call", "xlsx", g, sender="Louise Trent <ltrent@yarcombe.com>",
              subject="Munis + agy callables 04/13", date=date("10:05:10", "-0400"), text=body, attachments=[att])


# ---------------------------------------------------------------- 31 / 32: securitised and loans


def sowerby_quote_basis_xlsx():
    d = "sowerbyhale"
    clo = [uc(f"sowerby clo {k}") for k in range(2)]
    cm, pool = uc("sowerby cmbs"), uc("sowerby pool")
    wb = _wb()
    ws = wb.active
    ws.title = "Loans"
    _put(ws, 1, ["Sowerby Hale - loan run 13-Apr-27 (1MM per side unless shown)"], bold=True)
    _put(ws, 2, ["Borrower", "Facility", "Spread", "Floor", "OID", "Maturity", "Quote", "Bid", "Offer", "Size (MM)", "Last"], bold=True)
    lrows = [
        ["TREGONY FOODS", "TLB", "S+300", "0.50%", 99.5, "04/2032", "PX", 99.75, 100.125, None, 99.625],
        ["UPWEY LOGISTICS", "TLB", "S+375", "0.50%", None, "08/2030", "PX", 97.5, 98.0, 2, 97.25],
        ["VOWCHURCH SOFTWARE", "TL", "S+425", "0.75%", 98.0, "12/2031", "DM", 468, 449, None, None],
        ["WATCHET MARINE", "TLB", "S+350", "0.00%", None, "03/2029", "PX", None, 94.5, 1, 94.75],
    ]
    for i, r in enumerate(lrows, start=3):
        _put(ws, i, r, fmt={5: "0.00", 8: "0.000", 9: "0.000"})
    _put(ws, 8, ["Quote = PX: bid/offer are prices; DM: discount margins to 3y life (bp). Last = prior mark."])
    sc = wb.create_sheet("Securitized")
    _put(sc, 1, [None, None, None, None, None, "DM / Sprd (bp)", None, "Price", None, None], bold=True)
    sc.merge_cells("F1:G1")
    sc.merge_cells("H1:I1")
    _put(sc, 2, ["CUSIP", "Deal", "Class", "WAL", "Factor", "Bid", "Ask", "Bid", "Ask", "Size (MM)"], bold=True)
    srows = [
        [clo[0], "YEALAND CLO 2025-4", "A", 5.2, 1.0, "S+126", "S+120", 100.08, 100.18, 5],
        [clo[1], "YEALAND CLO 2025-4", "D", 6.4, 1.0, "S+355", "S+330", 98.9, 99.9, 1],
        [cm, "ZENNOR CMBS 2024-C5", "A4", 8.6, 1.0, "J+102", "J+96", "98-14", "98-22", 5],
        [pool, "FN 6.0 LLB 110k (pay-up +9 tk)", "-", 6.8, 0.9412, None, None, "101-17+", "101-20", 8.4],
    ]
    for i, r in enumerate(srows, start=3):
        _put(sc, i, r, fmt={8: "0.00", 9: "0.00"})
        if i == 6:
            for col in range(1, 11):
                sc.cell(row=i, column=col).fill = PatternFill("solid", fgColor="FFF2CC")
    _put(sc, 8, ["CMBS spread is to the interpolated UST curve (J+); pool sized at current face, all-or-none."])
    att = Attachment("SowerbyHale_loans_securitized_130427.xlsx", _save(wb), MIME_XLSX, "xlsx")
    g = []
    g += q("TREGONY FOODS TLB S+300 04/2032", "loan", d, size="1mm", price=("99.75", "100.125"))
    g += q("UPWEY LOGISTICS TLB S+375 08/2030", "loan", d, size="2mm", price=("97.5", "98.0"))
    g += q("VOWCHURCH SOFTWARE TL S+425 12/2031", "loan", d, size="1mm", dm=("468", "449"))
    g += q("WATCHET MARINE TLB S+350 03/2029", "loan", d, size=(None, M(1)), price=(None, "94.5"))
    g += q(clo[0], "structured", d, size="5mm", dm=("126", "120"), price=("100.08", "100.18"))
    g += q(clo[1], "structured", d, size="1mm", dm=("355", "330"), price=("98.9", "99.9"))
    g += q(cm, "structured", d, size="5mm", spread=("102", "96"), price=("98-14", "98-22"))
    g += q(pool, "structured", d, size=(M(8.4), M(8.4)), price=("101-17+", "101-20"))
    body = "Loans and securitized tabs attached.\n\nGeorgia Hale | Sowerby Hale LLC | +1 617 555 0104\n"
    return mk("sowerby-xlsx-quote-basis-loans-clo", "xlsx", g, sender="Georgia Hale <ghale@sowerbyhale.com>",
              subject="Loans + securitized 13-Apr", date=date("09:28:51", "-0400"), text=body, attachments=[att])


def welbourne_tba_text_32nds():
    d = "welbourne"
    wb = _wb()
    ws = wb.active
    ws.title = "MBS"
    _put(ws, 1, ["Welbourne - agency MBS 13-Apr (px in 32nds; drop in 32nds)"], bold=True)
    _put(ws, 2, ["Product", "Cpn", "Settle", "Bid", "Offer", "Drop", "Size (MM)"], bold=True)
    mrows = [
        ["FNCL", "5.5", "MAY", "99-16¼", "99-17¼", "5+", 25],
        ["FNCL", "6.5", "MAY", "102-21", "102-22+", "4", 25],
        ["G2SF", "6.0", "MAY", "101-13+", "101-15", "3+", 10],
        ["FNCI", "5.0", "MAY", "99-30", "100-00+", "2¾", None],
    ]
    for i, r in enumerate(mrows, start=3):
        _put(ws, i, r)
    ln = wb.create_sheet("EUR loans + CLO")
    _put(ln, 1, ["Borrower", "Tranche", "Margin", "Maturity", "Bid", "Offer", "Unit", "Size (EUR m)"], bold=True)
    lrows = [
        ["ARNHEM MEDIA", "TLB", "E+375", "11/2031", 99.5, 100.0, "px", 1],
        ["BELCASTEL INDUSTRIE", "TLB", "E+400", "06/2030", 95.25, 96.0, "px", 1],
        ["HEMSBY EURO CLO 9", "B", "E+180", "-", 176, 168, "DM", 2],
        ["HEMSBY EURO CLO 9", "E", "E+625", "-", 94.75, 95.75, "px", 1],
    ]
    for i, r in enumerate(lrows, start=2):
        _put(ln, i, r)
    _put(ln, 6, ["HEMSBY 9 (2024 vintage): class B orig EUR 30m, class E orig EUR 12m. Unit column decides px / DM."])
    att = Attachment("welbourne_mbs_eur_0413.xlsx", _save(wb), MIME_XLSX, "xlsx")
    g = []
    g += q("FNCL 5.5 MAY", "structured", d, size="25mm", price=("99-16¼", "99-17¼"))
    g += q("FNCL 6.5 MAY", "structured", d, size="25mm", price=("102-21", "102-22+"))
    g += q("G2SF 6.0 MAY", "structured", d, size="10mm", price=("101-13+", "101-15"))
    g += q("FNCI 5.0 MAY", "structured", d, price=("99-30", "100-00+"))
    g += q("ARNHEM MEDIA TLB E+375 11/2031", "loan", d, size="1mm", price=("99.5", "100.0"))
    g += q("BELCASTEL INDUSTRIE TLB E+400 06/2030", "loan", d, size="1mm", price=("95.25", "96.0"))
    g += q("HEMSBY EURO CLO 9 B E+180", "structured", d, size="2mm", dm=("176", "168"))
    g += q("HEMSBY EURO CLO 9 E E+625", "structured", d, size="1mm", price=("94.75", "95.75"))
    body = "MBS and EUR loans / CLO attached.\n\nOwen Pryce | Welbourne Securities | +44 20 7946 0460\n"
    return mk("welbourne-xlsx-tba-text-32nds-unit-col", "xlsx", g, sender="Owen Pryce <opryce@welbourne.co.uk>",
              subject="MBS / EUR loans & CLO - 13 Apr", date=date("14:10:05", "+0100"), text=body, attachments=[att])


LAYOUTS = [
    kirtlington_band_xlsx, tilshead_tab_name_units,
    brackenfold_basis_column_xls, yarcombe_to_call_flag_xls,
    sowerby_quote_basis_xlsx, welbourne_tba_text_32nds,
]
