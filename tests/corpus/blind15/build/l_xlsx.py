"""Spreadsheet attachments (XLSX and legacy XLS): offering and level workbooks."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Font, PatternFill

from common import (
    MIME_XLS,
    MIME_XLSX,
    Attachment,
    date,
    f3,
    mk,
    muni_px,
    normalize_zip,
    q,
    uc,
    ui,
    yld_from_px,
    yrs,
)

BOLD = Font(bold=True)
GREY = PatternFill("solid", fgColor="D9D9D9")


def _d(iso):
    y, m, d = (int(x) for x in iso.split("-"))
    return dt.date(y, m, d)


def put(ws, r, values, fmts=None, bold=False, fill=None):
    for j, v in enumerate(values, 1):
        if v is None or v == "":
            continue
        cell = ws.cell(row=r, column=j, value=v)
        if fmts and j - 1 < len(fmts) and fmts[j - 1]:
            cell.number_format = fmts[j - 1]
        if bold:
            cell.font = BOLD
        if fill:
            cell.fill = fill


def xlsx_bytes(wb):
    wb.properties.creator = "desk"
    wb.properties.lastModifiedBy = "desk"
    wb.properties.created = dt.datetime(2027, 5, 19, 6, 30)  # noqa: DTZ001 - OOXML core dates are naive (UTC)
    wb.properties.modified = dt.datetime(2027, 5, 19, 6, 30)  # noqa: DTZ001 - as above
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def band(ws, r, spans):
    """spans: [(first col, last col, text)] merged header cells on row r."""
    for c1, c2, t in spans:
        ws.cell(row=r, column=c1, value=t).font = BOLD
        if c2 > c1:
            ws.merge_cells(start_row=r, start_column=c1, end_row=r, end_column=c2)


# ---------------------------------------------------------------- 29 / 30: muni workbooks


def x_brackley_muni_workbook():
    d = "brackley"
    snd = "Lauren Ostrowski <lostrowski@brackley.com>"
    wb = openpyxl.Workbook()
    gold = []
    sheets = {
        "NY": [
            ("bk-1", "NEW YORK ST THRUWAY AUTH PERS INC TAX", 5.0, "2039-03-15", "2032-03-15", 100, 1000, 3.36, 3.41, "num"),
            ("bk-2", "NEW YORK CITY NY MUNI WTR FIN AUTH 2ND GEN", 4.0, "2046-06-15", "2033-06-15", 100, 500, 4.07, 4.07, "num"),
            ("bk-3", "BUFFALO NY GO (BAM)", 5.0, "2034-04-01", None, 100, 250, 3.11, 3.11, "pct"),
            ("bk-4", "LONG ISLAND PWR AUTH NY ELEC SYS REV", 5.0, "2047-09-01", "2034-09-01", 100, 1500, 3.82, 4.44, "num"),
        ],
        "NJ-PA": [
            ("bk-5", "NEW JERSEY ST TRANSN TR FD AUTH SER BB", 5.0, "2044-06-15", "2034-06-15", 100, 750, 3.95, 4.42, "num"),
            ("bk-6", "PHILADELPHIA PA WTR & WASTEWTR REV", 5.0, "2041-10-01", "2031-10-01", 100, 400, 3.83, 4.36, "num"),
            ("bk-7", "PENNSYLVANIA ST HIGHER EDL FACS AUTH", 4.0, "2049-08-15", "2034-08-15", 100, 300, 4.31, 4.31, "sold"),
        ],
    }
    mmd = {"bk-1": 2.98, "bk-2": 3.55, "bk-3": 2.71, "bk-4": 3.58, "bk-5": 3.51, "bk-6": 3.39, "bk-7": 3.66}
    first = True
    for name, rows in sheets.items():
        ws = wb.active if first else wb.create_sheet(name)
        ws.title = name
        first = False
        ws.cell(row=1, column=1, value="BRACKLEY & CO. - MUNICIPAL OFFERINGS").font = Font(bold=True, size=13)
        ws.cell(row=2, column=1, value="Thursday, May 20, 2027 - all offerings subject to prior sale and change in price")
        band(ws, 4, [(1, 4, "Security"), (5, 6, "Call"), (7, 9, "Offering"), (10, 11, "Reference (not offered)")])
        put(ws, 5, ["CUSIP", "Description", "Coupon", "Maturity", "Date", "Price", "Par (000)", "Yield", "Price", "YTM", "MMD"], bold=True)
        ws.freeze_panes = "A6"
        r = 6
        tot = 0
        for seed, desc, c, m, call, cpx, par, ytw, ytm, how in rows:
            cu = uc(seed)
            px = muni_px(c, ytw, m, call, cpx)
            ytm = yld_from_px(c, px, yrs(m))
            yv = round(ytw / 100, 4) if how == "pct" else ytw
            fm = [None, None, "0.000", "mm/dd/yyyy", "mm/dd/yyyy", "0", "#,##0", "0.00%" if how == "pct" else "0.000", "0.000", "0.00", "0.00"]
            put(ws, r, [cu, desc, c, _d(m), _d(call) if call else "NC", cpx if call else None, par, yv, px, ytm, mmd[seed]], fm,
                fill=GREY if how == "sold" else None)
            if how == "sold":
                ws.cell(row=r, column=12, value="SOLD")
            else:
                tot += par
                gold += q(cu, "muni", d, size=par * 1000, yield_=(None, f"{ytw:.2f}"), price=(None, f3(px)))
            r += 1
        put(ws, r, ["", f"Total {name} (available)", "", "", "", "", tot], [None] * 6 + ["#,##0"], bold=True)
        ws.cell(row=r + 2, column=1, value="Yield is to the worst date (call or maturity); the price is struck at it. YTM and MMD (AAA, 3pm 5/19) are for reference.")
        ws.cell(row=r + 3, column=1, value="Grey rows are sold. Par in $000s. Settlement 5/21/2027.")
    ws = wb.create_sheet("Notes")
    ws["A1"] = "Brackley & Co. | 40 Wall St, 28th Fl, New York NY 10005 | Muni desk 212-555-0175 | Member FINRA/SIPC/MSRB"
    ws["A2"] = "Minimum denomination $5,000; retail order period rules do not apply to secondary offerings. Ref BKC-2027-0520."
    att = Attachment("Brackley_Muni_Offerings_2027-05-20.xlsx", xlsx_bytes(wb), MIME_XLSX, "xlsx")
    text = """Good morning - offerings workbook attached, NY and NJ-PA tabs.

Lauren Ostrowski | Brackley & Co. | 212-555-0175
"""
    return mk("brackley-muni-offering-workbook", "xlsx", gold, sender=snd, subject="Brackley muni offerings 5/20 (xlsx)",
              date=date("07:55:30", "-0400"), text=text, attachments=[att])


def _xls_bytes(book):
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


XB = xlwt.easyxf("font: bold on")
XG = xlwt.easyxf("pattern: pattern solid, fore_colour gray25")


def xf(fmt):
    return xlwt.easyxf(num_format_str=fmt)


def x_hexworth_muni_xls():
    d = "hexworth"
    snd = "Derek Amankwah <damankwah@hexworth.com>"
    book = xlwt.Workbook(encoding="utf-8")
    ws = book.add_sheet("20-May live")
    ws.write(0, 0, "HEXWORTH SECURITIES - MUNICIPAL TWO-WAY RUN", XB)
    ws.write(1, 0, "20-May-2027 10:15 ET | bid / offer yields and prices | par both sides")
    ws.write_merge(3, 3, 0, 4, "Security", XB)
    ws.write_merge(3, 3, 5, 6, "Bid", XB)
    ws.write_merge(3, 3, 7, 8, "Offer", XB)
    ws.write(3, 9, "Size", XB)
    for j, h in enumerate(["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Yld", "Px", "Yld", "Px", "Par (000)"]):
        ws.write(4, j, h, XB)
    ws.set_panes_frozen(True)
    ws.set_horz_split_pos(5)
    rows = [
        ("hx-1", "ILLINOIS ST GO SER 2026 A", 5.0, "2045-05-01", "2035-05-01", 4.28, 4.19, 1000),
        ("hx-2", "UNIV OF TEXAS PERM UNIV FD", 4.0, "2042-07-01", "2032-07-01", 3.86, 3.80, 500),
        ("hx-3", "KING CNTY WA SWR REV", 5.0, "2049-01-01", "2034-01-01", 3.97, 3.90, 750),
        ("hx-4", "COLORADO HEALTH FACS AUTH CommonSpirit", 5.0, "2052-11-01", "2032-11-01", 4.55, 4.44, 2000),
        ("hx-5", "ATLANTA GA ARPT GEN REV SER 2024 B AMT", 5.25, "2048-07-01", "2034-07-01", 4.16, 4.08, 600),
        ("hx-6", "VIRGINIA ST PUB SCH AUTH", 3.0, "2038-08-01", None, 3.55, 3.48, 400),
    ]
    gold = []
    r = 5
    for seed, iss, c, m, call, by, oy, par in rows:
        cu = uc(seed)
        bp, op = muni_px(c, by, m, call), muni_px(c, oy, m, call)
        ws.write(r, 0, cu)
        ws.write(r, 1, iss)
        ws.write(r, 2, c, xf("0.000"))
        ws.write(r, 3, _d(m), xf("mm/dd/yy"))
        if call:
            ws.write(r, 4, _d(call), xf("mm/dd/yy"))
        else:
            ws.write(r, 4, "NC")
        ws.write(r, 5, round(by / 100, 4), xf("0.00%"))
        ws.write(r, 6, bp, xf("0.000"))
        ws.write(r, 7, round(oy / 100, 4), xf("0.00%"))
        ws.write(r, 8, op, xf("0.000"))
        ws.write(r, 9, par, xf("#,##0"))
        gold += q(cu, "muni", d, size=par * 1000, yield_=(f"{by:.2f}", f"{oy:.2f}"), price=(f3(bp), f3(op)))
        r += 1
    ws.write(r + 1, 0, "Yields to worst; prices to the same date. Par in $000s, good for the par shown on both sides unless noted.")
    ws.write(r + 2, 0, "Colorado HFA: offer is for the full $2MM block only.")
    prior = book.add_sheet("19-May close (ref)")
    prior.write(0, 0, "PRIOR DAY CLOSE - mids only, for reference (not a run)", XB)
    for j, h in enumerate(["CUSIP", "Issuer", "Close Mid Yld (mid)", "Close Mid Px (mid)"]):
        prior.write(2, j, h, XB)
    for i, (seed, iss, c, m, call, by, oy, _par) in enumerate(rows):
        my = round((by + oy) / 2 + 0.02, 3)
        prior.write(3 + i, 0, uc(seed))
        prior.write(3 + i, 1, iss)
        prior.write(3 + i, 2, my, xf("0.000"))
        prior.write(3 + i, 3, muni_px(c, my, m, call), xf("0.000"))
    att = Attachment("HEXWORTH_MUNI_2WAY_0520.xls", _xls_bytes(book), MIME_XLS, "xls")
    text = """Two-way muni run attached (live tab + yesterday's close mids for reference).

Derek Amankwah
Hexworth Securities | Municipal Trading | 404-555-0128 | Member FINRA/SIPC/MSRB
"""
    return mk("hexworth-muni-two-way-xls", "xlsx", gold, sender=snd, subject="Hexworth muni 2-way run (10:15)",
              date=date("10:19:44", "-0400"), text=text, attachments=[att])


# ---------------------------------------------------------------- 31 / 32: loan workbooks


def x_tarleton_loans_xls():
    d = "tarleton"
    snd = "Grace Mbeki <gmbeki@tarleton.com>"
    book = xlwt.Workbook(encoding="utf-8")
    ws = book.add_sheet("Loans 20-May")
    ws.write(0, 0, "TARLETON CAPITAL - LOAN LEVELS", XB)
    ws.write(1, 0, "Thursday 20 May 2027 - cash px, 1MM per side unless noted")
    ws.write_merge(3, 3, 0, 4, "Facility", XB)
    ws.write_merge(3, 3, 5, 6, "Ratings", XB)
    ws.write_merge(3, 3, 7, 8, "Size", XB)
    ws.write_merge(3, 3, 9, 10, "Today", XB)
    ws.write_merge(3, 3, 11, 12, "Prior close (5/19)", XB)
    for j, h in enumerate(["Borrower", "Tranche", "Margin", "Floor", "Maturity", "Mdy", "S&P", "Amt Out ($MM)", "OID",
                           "Bid", "Offer", "Bid", "Offer"]):
        ws.write(4, j, h, XB)
    ws.set_panes_frozen(True)
    ws.set_horz_split_pos(5)
    secs = [
        ("AEROSPACE & DEFENSE", [
            ("FALSTONE AVIATION", "TLB", "S+300", 0.5, "2031-08-14", "B1", "B+", 1450, 99.5, 100.125, 100.375, 100.0, 100.375),
            ("GARRISON DEFENCE SYSTEMS", "TLB-1", "S+275", 0.0, "2030-03-01", "Ba3", "BB-", 880, 99.75, 100.25, 100.5, 100.25, 100.5),
        ]),
        ("BUSINESS SERVICES", [
            ("HOLLINGWORTH PAYROLL", "TLB", "S+350", 0.5, "2031-12-09", "B2", "B", 1125, 99.0, 98.5, 99.0, 98.375, 98.875),
            ("IVYBRIDGE STAFFING", "1L TL", "S+475", 0.75, "2029-06-30", "Caa1", "CCC+", 410, 98.0, 78.0, 80.0, 79.0, 81.0),
            ("JEDBURGH RECORDS MGMT", "TLB", "S+325", 0.5, "2032-02-11", "B1", "B", 1900, 99.75, None, 100.25, 99.875, 100.25),
        ]),
        ("MEDIA", [
            ("KIRKWALL BROADCASTING", "TLB", "S+400", 0.75, "2030-09-30", "B3", "B-", 760, 97.0, 91.75, 92.75, 91.5, 92.5),
        ]),
    ]
    gold = []
    r = 5
    for sec, rows in secs:
        ws.write(r, 0, sec, XB)
        r += 1
        for b, t, mg, fl, m, mdy, sp, ao, oid, bid, ofr, pb, po in rows:
            vals = [b, t, mg, fl, _d(m), mdy, sp, ao, oid, bid, ofr, pb, po]
            fmts = [None, None, None, "0.00", "mm/dd/yyyy", None, None, "#,##0", "0.00", "0.000", "0.000", "0.000", "0.000"]
            for j, (v, f) in enumerate(zip(vals, fmts, strict=True)):
                if v is None:
                    ws.write(r, j, "-")
                elif f:
                    ws.write(r, j, v, xf(f))
                else:
                    ws.write(r, j, v)
            size = "3MM" if b.startswith("FALSTONE") else "1MM"
            if b.startswith("FALSTONE"):
                ws.write(r, 13, "3MM per side")
            key = f"{b} {t} {mg} {m[5:7]}/{m[8:10]}/{m[:4]}"
            gold += q(key, "loan", d, size=size, price=(None if bid is None else f"{bid}", f"{ofr}"))
            r += 1
    ws.write(r + 1, 0, "Prior close = yesterday's 4pm levels, for reference only. Amt Out = facility outstanding, not our size.")
    ws.write(r + 2, 0, "Jedburgh: bid withdrawn pending the repricing launch; offer stands.")
    att = Attachment("Tarleton_Loan_Levels_20May27.xls", _xls_bytes(book), MIME_XLS, "xls")
    text = """Hi all, loan levels attached (xls). Falstone good for 3MM.

Grace Mbeki
Tarleton Capital | Loan Sales & Trading | +1 312 555 0149
"""
    return mk("tarleton-loan-levels-xls", "xlsx", gold, sender=snd, subject="Tarleton loan levels 20-May",
              date=date("08:33:17", "-0500"), text=text, attachments=[att])


def x_ormsary_loans_two_tabs():
    d = "ormsary"
    snd = "Fraser Kinloch <fraser.kinloch@ormsary.co.uk>"
    wb = openpyxl.Workbook()
    gold = []
    tabs = [
        ("USD", "USD 2MM per side", "S", [
            ("LANGHOLM TECHNOLOGIES", "TLB", 325, "2031-04-30", "B2 / B", 1600, 99.75, 100.125),
            ("MELROSE CARE GROUP", "TLB", 450, "2030-02-28", "B3 / B-", 720, 93.25, 94.25),
            ("NEWCASTLETON FREIGHT", "TLB", 300, "2032-01-31", "Ba3 / BB", 1100, 100.0, 100.375),
        ], 2_000_000),
        ("EUR", "EUR 1MM per side", "E", [
            ("OBAN HOSPITALITY SAS", "TLB", 375, "2031-07-15", "B2 / B", 650, 98.75, 99.5),
            ("PEEBLES INDUSTRIE GMBH", "TLB2", 400, "2030-10-31", "B3 / B", 540, 96.0, 96.875),
            ("QUOYNESS MEDICAL BV", "TLB", 350, "2032-03-31", "B1 / B+", 875, 99.625, 100.0),
        ], 1_000_000),
    ]
    first = True
    for name, note, idx, rows, size in tabs:
        ws = wb.active if first else wb.create_sheet(name)
        first = False
        ws.title = name
        ws["A1"] = f"ORMSARY & CO - {name} LEVERAGED LOANS"
        ws["A1"].font = Font(bold=True, size=12)
        ws["A2"] = f"20/05/2027 - indicative cash prices - {note}"
        put(ws, 4, ["Borrower", "Facility", "Margin", "Maturity", "Ratings", "Facility Size (m)", "Bid", "Offer"], bold=True)
        ws.freeze_panes = "B5"
        r = 5
        tot = 0
        for b, f, mg, m, rt, fs, bid, ofr in rows:
            put(ws, r, [b, f, f"{idx}+{mg}", _d(m), rt, fs, bid, ofr], [None, None, None, "dd/mm/yyyy", None, "#,##0", "0.000", "0.000"])
            tot += fs
            key = f"{b} {f} {idx}+{mg} {m[8:10]}/{m[5:7]}/{m[:4]}"
            gold += q(key, "loan", d, size=size, price=(f"{bid}", f"{ofr}"))
            r += 1
        put(ws, r, ["Total facility size", "", "", "", "", tot], [None] * 5 + ["#,##0"], bold=True)
        ws.cell(row=r + 2, column=1, value="Margins in bp over term SOFR (USD) / Euribor (EUR). Facility size is the tranche outstanding.")
    att = Attachment("Ormsary_Loans_20052027.xlsx", xlsx_bytes(wb), MIME_XLSX, "xlsx")
    text = """Morning - USD and EUR loan levels attached, one tab each.

Fraser Kinloch
Ormsary & Co | Loan Trading | 16 Charlotte Sq, Edinburgh EH2 4DF | +44 131 555 0172
"""
    return mk("ormsary-loans-usd-eur-tabs", "xlsx", gold, sender=snd, subject="Ormsary loans USD/EUR 20.05",
              date=date("08:58:02", "+0100"), text=text, attachments=[att])


# ---------------------------------------------------------------- 33 / 34: securitised workbooks


def x_balquhidder_securitised():
    d = "balquhidder"
    snd = "Neil Farquhar <nfarquhar@balquhidder.com>"
    wb = openpyxl.Workbook()
    gold = []
    ws = wb.active
    ws.title = "CMBS-ABS"
    ws["A1"] = "BALQUHIDDER SECURITIES - SECURITISED OFFERINGS"
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = "May 20, 2027 | offer side | sized in current face"
    band(ws, 4, [(1, 4, "Bond"), (5, 8, "Collateral / structure"), (9, 10, "Offer")])
    put(ws, 5, ["CUSIP", "Deal", "Class", "Rtg", "Orig Face ($MM)", "Cur Face ($MM)", "Factor", "WAL", "Sprd (bp)", "Px"], bold=True)
    ws.freeze_panes = "A6"
    rows = [
        ("bq-1", "ARDGOWAN CMBS 2023-C4", "A-4", "AAA", 20.0, 20.0, 1.0, 6.8, "J+118", "97-20"),
        ("bq-2", "BALLINLUIG AUTO 2025-2", "C", "A", 6.0, 4.38, 0.73, 1.4, "I+92", "100-01+"),
        ("bq-3", "CALLANDER STUDENT LOAN 2021-A", "A", "AAA", 40.0, 12.84, 0.321, 2.9, "I+105", "98-12"),
        ("bq-4", "DRYMEN EQUIPMENT 2024-1", "B", "AA", 9.0, 7.56, 0.84, 1.1, "I+74", "100-10"),
    ]
    r = 6
    for seed, deal, cl, rt, o, cur, fac, wal, sp, px in rows:
        cu = uc(seed)
        put(ws, r, [cu, deal, cl, rt, o, cur, fac, wal, sp, px], [None] * 4 + ["0.000", "0.000", "0.0000", "0.0", None, None])
        kw = {"spread": (None, sp[2:])} if sp.startswith("J") else {"i_spread": (None, sp[2:])}
        gold += q(cu, "structured", d, size=(None, round(cur * 1e6)), price=(None, px), **kw)
        r += 1
    ws.cell(row=r + 1, column=1, value="J+ = vs interpolated UST; I+ = vs SOFR swaps. Px in 32nds. Factor as of the May remittance.")
    ws2 = wb.create_sheet("Spec Pools")
    ws2["A1"] = "SPEC POOLS - offer px (32nds); pay-up vs TBA in ticks for reference"
    put(ws2, 3, ["Pool", "CUSIP", "Cpn", "Story", "WAC", "WALA", "Cur Face ($MM)", "Factor", "Pay-up (tk)", "Offer Px"], bold=True)
    pools = [("FR SD8841", "bq-p1", 5.0, "MHA 105%", 5.71, 9, 14.22, 0.8812, "+14", "97-28+"),
             ("FN BW5520", "bq-p2", 6.0, "LLB 150k", 6.68, 5, 9.05, 0.9305, "+9", "100-31"),
             ("G2 CP1187", "bq-p3", 5.5, "NC/PR", 6.05, 11, 6.4, 0.8261, "+5", "99-08")]
    r = 4
    for pool, seed, c, st, wac, wala, cur, fac, pu, px in pools:
        cu = uc(seed)
        put(ws2, r, [pool, cu, c, st, wac, wala, cur, fac, pu, px], [None, None, "0.0", None, "0.00", "0", "0.00", "0.0000", None, None])
        gold += q(cu, "structured", d, size=(None, round(cur * 1e6)), price=(None, px))
        r += 1
    ws2.cell(row=r + 1, column=1, value="All-or-none at current face. June settle.")
    att = Attachment("Balquhidder_Securitised_Offers_0520.xlsx", xlsx_bytes(wb), MIME_XLSX, "xlsx")
    text = """CMBS / ABS and spec pool offerings attached.

Neil Farquhar | Balquhidder Securities | 212-555-0153 | Member FINRA/SIPC
"""
    return mk("balquhidder-securitised-workbook", "xlsx", gold, sender=snd, subject="Balquhidder securitised offers 5/20",
              date=date("11:25:36", "-0400"), text=text, attachments=[att])


def x_fennimore_clo_bwic():
    d = "fennimore"
    snd = "Anya Sorensen <asorensen@fennimore.com>"
    wb = openpyxl.Workbook()
    gold = []
    ws = wb.active
    ws.title = "BWIC 20-May 1100"
    ws["A1"] = "FENNIMORE - CLO BWIC (client list) - OUR PRICE TALK"
    ws["A2"] = "Bids due 11:00 ET 20-May-2027; settle 26-May. Talk in price unless marked DM."
    put(ws, 4, ["#", "CUSIP", "Deal", "Tranche", "Rtg", "Orig Face (MM)", "Cur Face (MM)", "WAL", "Talk Low", "Talk High", "Comment"], bold=True)
    ws.freeze_panes = "C5"
    rows = [
        ("fn-1", "ABERLADY CLO 2022-1A", "A-R", "AAA", 15.0, 15.0, 4.2, 100.2, 100.35, ""),
        ("fn-2", "BRODICK PARK CLO 2020-4A", "C", "A", 6.0, 6.0, 3.8, 98.75, 99.25, ""),
        ("fn-3", "CRAIGNURE CLO 2019-2A", "E", "BB-", 4.0, 4.0, 2.7, 89.0, 91.0, "wide range"),
        ("fn-4", "DORNOCH CLO 2021-3A", "D", "BBB-", 5.0, 5.0, 4.0, None, None, "no talk, call us"),
        ("fn-5", "ELIE CLO 2018-1A", "B", "AA", 10.0, 2.6, 0.9, 100.05, 100.15, ""),
    ]
    r = 5
    for i, (seed, deal, tr, rt, o, cur, wal, lo, hi, com) in enumerate(rows, 1):
        cu = uc(seed)
        put(ws, r, [i, cu, deal, tr, rt, o, cur, wal, lo, hi, com], [None] * 5 + ["0.000", "0.000", "0.0", "0.00", "0.00", None])
        if lo is not None:
            gold += q(cu, "structured", d, size=round(o * 1e6), talk=(f"{lo}", f"{hi}"))
        r += 1
    ws2 = wb.create_sheet("Results 19-May")
    ws2["A1"] = "YESTERDAY'S BWIC RESULTS (19-May, 14:00 list) - covers as reported"
    put(ws2, 3, ["CUSIP", "Deal", "Tranche", "Orig Face (MM)", "Talk", "Cover", "Status"], bold=True)
    res = [("fn-r1", "FINTRY CLO 2020-2A", "B", 8.0, "99.50-99.75", 99.68, "Traded"),
           ("fn-r2", "GLENCOE CLO 2017-3A", "D", 3.0, "94-95", None, "DNT"),
           ("fn-r3", "HELMSDALE CLO 2023-1A", "A", 25.0, "100.25", 100.31, "Traded")]
    r = 4
    for seed, deal, tr, o, talk, cov, st in res:
        cu = uc(seed)
        put(ws2, r, [cu, deal, tr, o, talk, cov, st], [None, None, None, "0.000", None, "0.00", None])
        lo, _, hi = talk.partition("-")
        m = {"talk": (lo, hi or lo)}
        if cov is not None:
            m["cover"] = (f"{cov}", f"{cov}")
        gold += q(cu, "structured", d, size=round(o * 1e6), **m)
        r += 1
    att = Attachment("Fennimore_CLO_BWIC_Talk_20May.xlsx", xlsx_bytes(wb), MIME_XLSX, "xlsx")
    text = """Our talk on today's 11:00 CLO list, plus yesterday's results on the second tab.

Anya Sorensen | Fennimore Capital | CLO Trading | +1 646 555 0121
"""
    return mk("fennimore-clo-bwic-workbook", "xlsx", gold, sender=snd, subject="CLO BWIC talk 11:00 + yday results",
              date=date("08:47:12", "-0400"), text=text, attachments=[att])


# ---------------------------------------------------------------- 35 / 36: SSA curves and floaters


def x_oudewater_ssa_curves():
    d = "oudewater"
    snd = "Pieter de Graaf <pieter.degraaf@oudewater.nl>"
    wb = openpyxl.Workbook()
    gold = []
    curves = [
        ("EUR", "vs Mid-Swaps (bp)", "i_spread", "XS", [
            ("EIB", 2.75, "2030-01-15", -12, -15, 99.42, 99.53),
            ("KFW", 3.0, "2033-06-07", 4, 1, 99.61, 99.79),
            ("BNG", 2.875, "2035-02-11", 11, 8, 97.35, 97.58),
            ("EU", 3.375, "2041-10-04", 38, 35, 96.12, 96.48),
        ]),
        ("USD", "vs SOFR MS (bp)", "i_spread", "US", [
            ("IBRD", 4.25, "2030-03-19", 22, 19, 100.18, 100.27),
            ("ASIA DEVELOPMENT BANK", 4.5, "2032-09-14", 31, 28, 100.62, 100.77),
            ("NWB", 4.125, "2029-07-23", 18, 15, 99.96, 100.02),
        ]),
        ("GBP", "vs Gilt (bp)", "spread", "XS", [
            ("EIB", 4.5, "2031-03-07", 46, 42, 100.35, 100.50),
            ("KFW", 4.0, "2034-12-07", 55, 51, 96.81, 97.05),
        ]),
    ]
    first = True
    for ccy, unit, qt, pfx, rows in curves:
        ws = wb.active if first else wb.create_sheet(f"SSA {ccy}")
        first = False
        ws.title = f"SSA {ccy}"
        ws["A1"] = f"OUDEWATER BANK - SSA CURVE {ccy}"
        ws["A1"].font = Font(bold=True, size=12)
        ws["A2"] = f"20-05-2027 11:00 CET | {ccy} 5mm per side unless stated"
        band(ws, 4, [(1, 4, "Bond"), (5, 6, unit), (7, 8, "Price")])
        put(ws, 5, ["Issuer", "ISIN", "Coupon", "Maturity", "Bid", "Ask", "Bid", "Ask"], bold=True)
        ws.freeze_panes = "C6"
        r = 6
        for iss, c, m, sb, sa, pb, pa in rows:
            isn = ui(pfx, f"ow-{ccy}-{iss}-{m}")
            put(ws, r, [iss, isn, c, _d(m), sb, sa, pb, pa], [None, None, "0.000", "dd-mm-yyyy", "+0;-0", "+0;-0", "0.00", "0.00"])
            gold += q(isn, "agency", d, size="5mm", price=(f"{pb}", f"{pa}"), **{qt: (f"{sb}", f"{sa}")})
            r += 1
    ws = wb.create_sheet("FRN")
    ws["A1"] = "SSA / BANK FLOATERS - DM (bp) and price; 10mm per side"
    band(ws, 3, [(1, 4, "Floater"), (5, 6, "DM (bp)"), (7, 8, "Price")])
    put(ws, 4, ["Issuer", "ISIN", "Index + QM", "Maturity", "Bid", "Ask", "Bid", "Ask"], bold=True)
    frns = [("KFW", "SOFR+24", "2029-02-26", 23, 20, 100.04, 100.08, "agency", "US"),
            ("EIB", "SONIA+32", "2030-06-05", 30, 27, 100.09, 100.13, "agency", "XS"),
            ("ZWANENBURG BANK", "3mE+68", "2028-11-15", 64, 58, 100.06, 100.12, "corporate", "XS")]
    r = 5
    for iss, idx, m, db, da, pb, pa, ac, pfx in frns:
        isn = ui(pfx, f"ow-frn-{iss}")
        put(ws, r, [iss, isn, idx, _d(m), db, da, pb, pa], [None, None, None, "dd-mm-yyyy", "0", "0", "0.00", "0.00"])
        gold += q(isn, "frn", d, size="10mm", asset_class=ac, dm=(f"{db}", f"{da}"), price=(f"{pb}", f"{pa}"))
        r += 1
    att = Attachment("Oudewater_SSA_Curves_20052027.xlsx", xlsx_bytes(wb), MIME_XLSX, "xlsx")
    text = """Goedemorgen - SSA curves per currency and floaters attached.

Pieter de Graaf | Oudewater Bank N.V. | SSA Trading | +31 20 555 0164
"""
    return mk("oudewater-ssa-curves-frn", "xlsx", gold, sender=snd, subject="SSA curves EUR/USD/GBP + FRN",
              date=date("11:04:27", "+0200"), text=text, attachments=[att])


def x_valderrobres_ssa_frn():
    d = "valderrobres"
    snd = "Marta Llorens <mllorens@valderrobres.es>"
    wb = openpyxl.Workbook()
    gold = []
    ws = wb.active
    ws.title = "SSA EUR"
    ws["A1"] = "VALDERROBRES - SSA / AGENCIAS EUR"
    ws["A2"] = "20/05/2027 - Nominal: EUR 5 mill. por lado"
    band(ws, 3, [(1, 4, "Bono"), (5, 6, "Dif. vs MS (pb)"), (7, 8, "Precio"), (9, 10, "Cierre ant. / Var.")])
    put(ws, 4, ["Emisor", "ISIN", "Cupón", "Vto.", "Compra", "Venta", "Compra", "Venta", "Cierre ant.", "Var. (pb)"], bold=True)
    ws.freeze_panes = "A5"
    rows = [("ICO", 3.1, "2031-04-30", 18, 15, 100.26, 100.38, 16, "+1"),
            ("ADIF AV", 3.5, "2034-07-30", 42, 38, 99.05, 99.31, 41, "-1"),
            ("CADES", 3.0, "2032-11-25", 25, 22, 98.84, 99.00, 24, "unch"),
            ("EFSF", 2.875, "2036-02-16", 20, 17, 96.18, 96.42, 19, "-1")]
    r = 5
    for iss, c, m, sb, sa, pb, pa, ca, var in rows:
        isn = ui("ES" if iss in ("ICO", "ADIF AV") else "XS", f"vr-{iss}")
        put(ws, r, [iss, isn, c, _d(m), sb, sa, pb, pa, ca, var], [None, None, "0.000", "dd/mm/yyyy", "0", "0", "0.00", "0.00", "0", None])
        gold += q(isn, "agency", d, size="5mm", i_spread=(f"{sb}", f"{sa}"), price=(f"{pb}", f"{pa}"))
        r += 1
    ws.cell(row=r + 1, column=1, value="Cierre ant. = diferencial medio al cierre de ayer (referencia).")
    ws2 = wb.create_sheet("FRN")
    ws2["A1"] = "FLOTANTES EUR - margen de descuento (DM, pb) y precio; EUR 3 mill. por lado"
    put(ws2, 3, ["Emisor", "ISIN", "Índice", "Vto.", "DM Compra", "DM Venta", "Precio Compra", "Precio Venta"], bold=True)
    frns = [("BANCO ALMUDENA", "E3M+85", "2029-09-12", 82, 76, 100.07, 100.15, "corporate"),
            ("ICO", "E3M+18", "2028-03-06", 16, 12, 100.02, 100.05, "agency"),
            ("CAIXA TERUEL", "E3M+110", "2030-01-22", 104, 97, 100.18, 100.28, "corporate")]
    r = 4
    for iss, idx, m, db, da, pb, pa, ac in frns:
        isn = ui("ES", f"vr-frn-{iss}")
        put(ws2, r, [iss, isn, idx, _d(m), db, da, pb, pa], [None, None, None, "dd/mm/yyyy", "0", "0", "0.00", "0.00"])
        gold += q(isn, "frn", d, size="3mm", asset_class=ac, dm=(f"{db}", f"{da}"), price=(f"{pb}", f"{pa}"))
        r += 1
    ws3 = wb.create_sheet("Notas")
    ws3["A1"] = "Precios indicativos. Valderrobres Valores S.V., S.A. - CNMV n.º 288 - Paseo de la Castellana 41, 28046 Madrid - +34 91 555 0137"
    att = Attachment("Valderrobres_SSA_FRN_20-05-2027.xlsx", xlsx_bytes(wb), MIME_XLSX, "xlsx")
    text = """Buenos días,

Adjunto niveles SSA EUR y flotantes.

Marta Llorens | Valderrobres Valores | +34 91 555 0137
"""
    return mk("valderrobres-ssa-frn-workbook", "xlsx", gold, sender=snd, subject="Niveles SSA EUR / FRN - 20/05/2027",
              date=date("10:12:09", "+0200"), text=text, enc="qp", attachments=[att])


LAYOUTS = [
    x_brackley_muni_workbook, x_hexworth_muni_xls,
    x_tarleton_loans_xls, x_ormsary_loans_two_tabs,
    x_balquhidder_securitised, x_fennimore_clo_bwic,
    x_oudewater_ssa_curves, x_valderrobres_ssa_frn,
]
