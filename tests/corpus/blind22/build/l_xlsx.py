"""Spreadsheets as dealer systems export them: loan level workbooks, structured workbooks, a broker's legacy .xls composite
with a source per row, and UST / IG workbooks with 32nds as text."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.utils import get_column_letter

from common import MIME_XLS, MIME_XLSX, Attachment, cusip, date, iso, lkey, mc, mk, muni_px, normalize_zip, p32, pc, pxto, q, spx, tc, ui, ylds

BOLD = Font(bold=True)
HEAD_FILL = PatternFill("solid", fgColor="1F3864")
HEAD_FONT = Font(bold=True, color="FFFFFF")
SEC_FILL = PatternFill("solid", fgColor="D9E1F2")
THIN = Side(style="thin", color="808080")
BOX = Border(top=THIN, bottom=THIN, left=THIN, right=THIN)


def _save(wb) -> bytes:
    wb.properties.creator = "desk export"
    wb.properties.lastModifiedBy = "desk export"
    wb.properties.created = dt.datetime(2028, 1, 10, 6, 30)  # noqa: DTZ001 - OOXML core dates are naive; normalize_zip fixes them
    wb.properties.modified = dt.datetime(2028, 1, 10, 6, 30)  # noqa: DTZ001
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _head(ws, row, values, *, start=1, fill=HEAD_FILL, font=HEAD_FONT):
    for k, v in enumerate(values):
        c = ws.cell(row=row, column=start + k, value=v if v != "" else None)
        c.fill = fill
        c.font = font
        c.border = BOX
        c.alignment = Alignment(horizontal="center", vertical="center", wrap_text=True)


def _widths(ws, widths):
    for k, w in enumerate(widths, start=1):
        ws.column_dimensions[get_column_letter(k)].width = w


def _disclaimer(wb, title, lines):
    ws = wb.create_sheet(title)
    for k, t in enumerate(lines, start=1):
        ws.cell(row=k, column=1, value=t)
    ws.column_dimensions["A"].width = 120
    return ws


# ---------------------------------------------------------------- 17 (dev): loan workbook, title block, two-row header, hidden and grouped columns

def stanwick_loans_xlsx():
    dealer = "stanwick"
    sender = "Stanwick Loan Trading <loantrading@stanwick.com>"
    sections = [
        ("1st Lien Term Loans", [
            ("LX234017", "Arncliffe Foods", "TLB", "B1", "B+", "S+325", 0.5, "", "06/30/31", 1250, 99.375, 99.875, 99.25, ""),
            ("LX231882", "Burnsall Chemicals", "TLB-2", "B2", "B", "S+375", 0.75, "", "03/31/30", 840, 97.5, 98.125, 97.625, ""),
            ("LX236640", "Conistone Software", "Incremental TLB", "B2", "B", "S+350", 0.5, 99.5, "12/15/32", 600, "99.750", "100.125", 99.625, "5"),
            ("LX229508", "Draughton Healthcare", "TLB", "B3", "B-", "S+425", 0.75, "", "09/30/29", 1100, 94.25, 95.0, 94.75, ""),
            ("LX235173", "Embsay Logistics", "TLB", "Ba3", "BB-", "S+275", 0.0, "", "11/15/31", 2050, 100.125, 100.375, 100.125, ""),
            ("LX233296", "Flasby Media", "TLB", "Caa1", "B-", "S+450", 1.0, "", "05/31/29", 690, None, 86.5, 87.0, ""),
            ("LX236918", "Gargrave Industrial", "TLB-3", "B1", "B", "S+350", 0.5, "", "08/12/32", 925, "98.875", "99.375", 98.75, ""),
            ("LX232755", "Hebden Insurance Svcs", "TLB", "B2", "B", "S+325", 0.5, "", "02/28/31", 1480, 99.75, 100.125, 99.75, "3"),
        ]),
        ("2nd Lien", [
            ("LX229509", "Draughton Healthcare", "2nd Lien TL", "Caa2", "CCC", "S+725", 0.75, "", "09/30/30", 310, 84.0, 86.0, 85.0, ""),
            ("LX232756", "Hebden Insurance Svcs", "2nd Lien TL", "Caa1", "CCC+", "S+650", 0.5, "", "02/28/32", 420, 95.5, 97.0, 95.5, ""),
        ]),
        ("Revolvers / TLA", [
            ("", "Embsay Logistics", "Revolver", "NR", "NR", "S+225", 0.0, "", "11/15/29", 400, 98.0, 99.0, 98.0, "10"),
            ("", "Burnsall Chemicals", "TLA", "NR", "NR", "S+300", 0.0, "", "03/31/29", 250, 97.0, 98.25, 97.0, ""),
        ]),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Loan Levels"
    ws["A1"] = "STANWICK & CO. - LEVERAGED LOAN TRADING"
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:P1")
    ws["A2"] = "Daily Loan Levels (secondary)"
    ws["A2"].font = Font(bold=True, size=11)
    ws["A3"] = "As of:"
    ws["B3"] = dt.date(2028, 1, 13)
    ws["B3"].number_format = "dd-mmm-yyyy"
    ws["B3"].alignment = Alignment(horizontal="left")
    ws["A4"] = "Prices in points of par. Levels for 1MM per side unless a Size (MM) is shown. Spread / Floor / OID / Fac Size for reference."
    ws["A5"] = "Trader: J. Pellow  +1 212 555 0117"
    hdr1 = ["LoanX ID", "Borrower", "Facility", "Book", "Moody's", "S&P", "Spread", "Floor (%)", "OID", "Maturity", "Fac Size ($MM)", "Price", "",
            "Prior Bid", "Chg", "Size (MM)"]
    hdr2 = [""] * 11 + ["Bid", "Offer", "", "", ""]
    _head(ws, 7, hdr1)
    _head(ws, 8, hdr2)
    for col in range(1, 17):
        if col not in (12, 13):
            ws.merge_cells(start_row=7, start_column=col, end_row=8, end_column=col)
    ws.merge_cells("L7:M7")
    gold = []
    r = 9
    books = ["LL-NY-1", "LL-NY-2", "LL-NY-1", "LL-NY-3"]
    bids = []
    for title, rows in sections:
        ws.cell(row=r, column=1, value=title).font = BOLD
        for col in range(1, 17):
            ws.cell(row=r, column=col).fill = SEC_FILL
        r += 1
        for k, (lin, bor, fac, mo, sp, spr, flr, oid, mat, facsz, bid, ofr, prior, sz) in enumerate(rows):
            vals = [lin or None, bor, fac, books[k % 4], mo, sp, spr, flr, oid if oid != "" else None, mat, facsz, bid if bid is not None else "-",
                    ofr, prior, None, int(sz) if sz else None]
            for col, v in enumerate(vals, start=1):
                c = ws.cell(row=r, column=col, value=v)
                c.border = BOX
            ws.cell(row=r, column=8).number_format = "0.00"
            ws.cell(row=r, column=9).number_format = "0.00"
            ws.cell(row=r, column=11).number_format = "#,##0"
            for col in (12, 13, 14):
                if isinstance(ws.cell(row=r, column=col).value, float):
                    ws.cell(row=r, column=col).number_format = "0.000"
                ws.cell(row=r, column=col).alignment = Alignment(horizontal="right")
            if bid is not None:
                ws.cell(row=r, column=15, value=round(float(bid) - prior, 3)).number_format = '+0.000;-0.000;"unch"'
                ws.cell(row=r, column=15).border = BOX
                bids.append(float(bid))
            size = int(sz) * 1_000_000 if sz else 1_000_000
            gold += q(lkey(bor, fac, spr, mat), "loan", dealer, size=(size, size),
                      price=(None if bid is None else (bid if isinstance(bid, str) else f"{bid}"), ofr if isinstance(ofr, str) else f"{ofr}"))
            r += 1
    r += 1
    ws.cell(row=r, column=1, value="Total facilities").font = BOLD
    ws.cell(row=r, column=2, value=sum(len(x[1]) for x in sections)).font = BOLD
    ws.cell(row=r, column=11, value="Avg bid").font = BOLD
    ws.cell(row=r, column=12, value=round(sum(bids) / len(bids), 3)).font = BOLD
    ws.cell(row=r, column=12).number_format = "0.000"
    _widths(ws, [11, 24, 17, 9, 9, 7, 9, 9, 7, 11, 13, 10, 10, 10, 8, 10])
    ws.column_dimensions["D"].hidden = True
    ws.column_dimensions.group("E", "F", hidden=True, outline_level=1)
    ws.freeze_panes = "C9"
    sm = wb.create_sheet("Summary")
    sm["A1"] = "Summary by lien"
    sm["A1"].font = BOLD
    sm.append(["Lien", "Facilities", "Avg Bid", "Avg Chg"])
    for title, rows in sections:
        bs = [float(x[10]) for x in rows if x[10] is not None]
        cs = [float(x[10]) - x[12] for x in rows if x[10] is not None]
        sm.append([title, len(rows), round(sum(bs) / len(bs), 3), round(sum(cs) / len(cs), 3)])
    _disclaimer(wb, "Disclaimer", ["Stanwick & Co. LLC, 1 Liberty Plaza, New York NY 10006. +1 212 555 0117.",
                                   "These levels are for institutional investors and are not an offer to buy or sell. Assignments subject to agent and "
                                   "borrower consent and LSTA standard terms.", "Ref SC-LL-20280113."])
    data = _save(wb)
    text = ("All,\n\nLoan levels for today attached. Price Chg is vs Wednesday's close.\n\nStanwick Loan Trading\n+1 212 555 0117\n")
    return mk("stanwick-loan-workbook", "xlsx", gold, sender=sender, to="loans-pm@clients.example-am.com", subject="Stanwick loan levels 13-Jan",
              date=date("16:38:40", "-0500", 13), text=text,
              attachments=[Attachment("Stanwick_Loan_Levels_2028-01-13.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:title-block emph:two-row-header emph:hidden-cols emph:sections emph:totals emph:text-numbers emph:multi-sheet emph:size-scope "
                   "emph:size-unit emph:missing-side emph:prior-chg emph:near-numbers emph:dates",
              meta={"header_row": 7, "header2": ("LoanX ID", "Bid"), "sections": ["1st Lien Term Loans", "2nd Lien", "Revolvers / TLA"]})


# ---------------------------------------------------------------- 18 (hold-out): loan workbook keyed by CUSIP, floors as percent cells

def ulverley_loans_xlsx():
    dealer = "ulverley"
    sender = "Tariq Shah <tshah@ulverley.com>"
    rows = [  # cusip, lin, issuer, tranche, lien, sprd bp, floor, maturity, bid, ask, prior mid, amt
        (tc("04621V", "AB"), "LX236120", "Aisgill Aerospace", "Term Loan B", "1L", 325, 0.005, dt.date(2031, 8, 15), 99.5, 99.875, 99.625, None),
        (tc("12944R", "AF"), "LX233481", "Blencathra Health", "Term Loan B-2", "1L", 400, 0.0075, dt.date(2030, 2, 28), 96.375, 97.0, 96.5, 5),
        (tc("22387M", "AC"), "LX235567", "Crummock Water Svcs", "Term Loan", "1L", 275, 0.0, dt.date(2032, 11, 30), 100.25, 100.5, 100.3125, None),
        (tc("31155K", "AD"), "LX230942", "Derwent Fibre", "Term Loan B", "1L", 475, 0.01, dt.date(2029, 6, 30), 91.5, 92.5, 92.25, None),
        (tc("40219P", "AB"), "LX236887", "Ennerdale Brands", "Incremental TL", "1L", 350, 0.005, dt.date(2033, 1, 20), 99.625, 100.0, 99.75, 3),
        (tc("58730W", "AE"), "LX234402", "Fleetwith Gaming", "Term Loan B", "1L", 375, 0.005, dt.date(2031, 4, 15), None, 98.25, 98.0, None),
        (tc("63318A", "AA"), "LX232063", "Glaramara Telecom", "Term Loan B", "1L", 425, 0.0075, dt.date(2030, 10, 31), 95.0, 95.75, 95.5, None),
        (tc("31155K", "AH"), "LX230943", "Derwent Fibre", "Second Lien TL", "2L", 775, 0.01, dt.date(2030, 6, 30), 78.0, 80.5, 79.0, None),
        (tc("12944R", "AH"), "LX233482", "Blencathra Health", "Second Lien TL", "2L", 700, 0.0075, dt.date(2031, 2, 28), 89.5, 91.0, 90.0, 2),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Loans"
    ws["A1"] = "ULVERLEY SECURITIES LTD"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "Bank loan axes - generated 18/01/2028 16:05 GMT"
    ws["A3"] = "Amt (MM) = size we show, per side; blank = 2MM. Sprd in bp over Term SOFR."
    head = ["CUSIP", "LIN", "Issuer", "Tranche", "Lien", "Sprd (bps)", "Floor", "Maturity", "Bid", "Ask", "Prior Mid", "Amt (MM)", "Desk Code",
            "Trader"]
    _head(ws, 5, head, fill=PatternFill("solid", fgColor="833C0B"))
    gold = []
    for k, (cu, lin, iss, tr, lien, spr, fl, mat, bid, ask, prior, amt) in enumerate(rows, start=6):
        vals = [cu, lin, iss, tr, lien, spr, fl, mat, bid if bid is not None else "n/a", ask, prior, amt, f"BL-LDN-{1 + k % 3}", ["TS", "RH", "TS"][k % 3]]
        for col, v in enumerate(vals, start=1):
            c = ws.cell(row=k, column=col, value=v)
            c.border = BOX
        ws.cell(row=k, column=7).number_format = "0.00%"
        ws.cell(row=k, column=8).number_format = "dd-mmm-yy"
        for col in (9, 10, 11):
            if isinstance(ws.cell(row=k, column=col).value, float):
                ws.cell(row=k, column=col).number_format = "0.000"
        size = (amt or 2) * 1_000_000
        gold += q(cu, "loan", dealer, size=(size, size), price=(None if bid is None else f"{bid}", f"{ask}"))
    tr = 6 + len(rows)
    ws.cell(row=tr, column=3, value="Total / avg (9 facilities)").font = BOLD
    ws.cell(row=tr, column=6, value=round(sum(x[5] for x in rows) / len(rows), 1)).font = BOLD
    bids = [x[8] for x in rows if x[8] is not None]
    ws.cell(row=tr, column=9, value=round(sum(bids) / len(bids), 3)).font = BOLD
    ws.cell(row=tr, column=9).number_format = "0.000"
    ws.cell(row=tr, column=12, value=sum((x[11] or 2) for x in rows)).font = BOLD
    _widths(ws, [12, 11, 22, 16, 6, 10, 8, 11, 9, 9, 10, 10, 10, 8])
    ws.column_dimensions.group("M", "N", hidden=True, outline_level=1)
    ws.auto_filter.ref = f"A5:L{5 + len(rows)}"
    sm = wb.create_sheet("Summary")
    sm.append(["Lien", "Count", "Avg Bid", "Avg Sprd (bps)"])
    sm.append(["1L", 7, 97.042, 375])
    sm.append(["2L", 2, 83.75, 737.5])
    _disclaimer(wb, "Important", ["Ulverley Securities Ltd, 12 Throgmorton Avenue, London EC2N 2DL. Authorised and regulated by the FCA.",
                                  "For professional clients only. Ref ULV-BL-180128."])
    data = _save(wb)
    text = "Hi,\n\nLoan axes attached - Fleetwith offer only.\n\nTariq\nUlverley Securities | +44 20 7946 0437\n"
    return mk("ulverley-loan-axes-workbook", "xlsx", gold, sender=sender, to="loans-pm@clients.example-am.com", subject="Loan axes 18/01",
              date=date("16:07:55", "+0000", 18), text=text, attachments=[Attachment("ULV_loan_axes_180128.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:title-block emph:multi-sheet emph:size-scope emph:size-unit emph:missing-side emph:prior-chg emph:near-numbers emph:dates "
                   "emph:totals emph:hidden-cols",
              meta={"header_row": 5})


# ---------------------------------------------------------------- 19 (dev): structured workbook, CLO with rating sections, ABS / CMBS tab

def vinehall_structured_xlsx():
    dealer = "vinehall"
    sender = "Vinehall Securitized Trading <securitized@vinehall.com>"
    clo = [
        ("AAA", [(tc("35019T", "AA"), "Kirkstone CLO 2025-1A", "A1", "Kirkstone Credit", 320.0, 1.0, dt.date(2030, 4, 20), "5.4", 128, 123, 100.18, 100.39, -2),
                 (tc("67204B", "AC"), "Pooley Bridge CLO 2021-2A", "A-R", "PB Capital", 256.0, 0.71544, dt.date(2027, 10, 15), "2.1", 118, 113, 100.04, 100.13, -1)]),
        ("AA", [(tc("35019T", "AC"), "Kirkstone CLO 2025-1A", "B", "Kirkstone Credit", 60.0, 1.0, dt.date(2030, 4, 20), "6.5", 175, 168, 100.23, 100.62, 0)]),
        ("A", [(tc("67204B", "AG"), "Pooley Bridge CLO 2021-2A", "C-R", "PB Capital", 24.0, 1.0, dt.date(2027, 10, 15), "3.2", 212, 202, 100.10, 100.42, -3)]),
        ("BBB", [(tc("80461C", "AJ"), "Glenridding CLO 2024-3A", "D", "Helvellyn AM", 28.0, 1.0, dt.date(2029, 7, 15), "5.9", 325, 312, 100.55, 101.18, -5)]),
        ("BB", [(tc("80461C", "AL"), "Glenridding CLO 2024-3A", "E", "Helvellyn AM", 20.0, 1.0, dt.date(2029, 7, 15), "6.6", 598, 572, 99.35, 100.55, 4),
                (tc("67204B", "AL"), "Pooley Bridge CLO 2021-2A", "E-R", "PB Capital", 16.0, 1.0, dt.date(2027, 10, 15), "3.8", 740, None, 95.25, None, 10)]),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "CLO"
    ws["A1"] = "VINEHALL SECURITIES - CLO SECONDARY"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "Levels as of"
    ws["B2"] = "14-Jan-2028 12:00 ET"
    ws["A3"] = "DM to 3m Term SOFR (bp) and price. Levels for 2MM current face unless noted. Face in $MM."
    h1 = ["CUSIP", "Deal", "Class", "Manager", "Orig Face", "Factor", "Cur Face", "Reinv End", "WAL", "DM", "", "Price", "", "Chg DM"]
    h2 = [""] * 9 + ["Bid", "Offer", "Bid", "Offer", ""]
    _head(ws, 5, h1, fill=PatternFill("solid", fgColor="375623"))
    _head(ws, 6, h2, fill=PatternFill("solid", fgColor="375623"))
    for col in list(range(1, 10)) + [14]:
        ws.merge_cells(start_row=5, start_column=col, end_row=6, end_column=col)
    ws.merge_cells("J5:K5")
    ws.merge_cells("L5:M5")
    gold = []
    r = 7
    faces = []
    for rtg, rows in clo:
        ws.cell(row=r, column=1, value=rtg).font = BOLD
        for col in range(1, 15):
            ws.cell(row=r, column=col).fill = PatternFill("solid", fgColor="E2EFDA")
        r += 1
        for cu, deal, cls, mgr, orig, fac, reinv, wal, dmb, dmo, pxb, pxo, chg in rows:
            cur = round(orig * fac, 2)
            faces.append(cur)
            vals = [cu, deal, cls, mgr, orig, fac, cur, reinv, wal, dmb, dmo if dmo is not None else "-", pxb, pxo if pxo is not None else "-", chg]
            for col, v in enumerate(vals, start=1):
                ws.cell(row=r, column=col, value=v).border = BOX
            ws.cell(row=r, column=5).number_format = "#,##0.00"
            ws.cell(row=r, column=6).number_format = "0.00000"
            ws.cell(row=r, column=7).number_format = "#,##0.00"
            ws.cell(row=r, column=8).number_format = "mm/dd/yyyy"
            ws.cell(row=r, column=12).number_format = "0.00"
            ws.cell(row=r, column=13).number_format = "0.00"
            ws.cell(row=r, column=14).number_format = '+0;-0;"unch"'
            gold += q(cu, "structured", dealer, size="2MM", dm=(str(dmb), None if dmo is None else str(dmo)),
                      price=(f"{pxb}", None if pxo is None else f"{pxo}"))
            r += 1
    ws.cell(row=r, column=1, value="TOTAL").font = BOLD
    ws.cell(row=r, column=7, value=round(sum(faces), 2)).font = BOLD
    ws.cell(row=r, column=7).number_format = "#,##0.00"
    _widths(ws, [12, 26, 7, 16, 10, 9, 10, 11, 6, 7, 7, 8, 8, 8])
    ab = wb.create_sheet("ABS-CMBS")
    ab["A1"] = "ABS / CMBS - spread to the UST curve (bp) and price. 3MM current face unless noted."
    ab["A1"].font = BOLD
    head = ["CUSIP", "Deal", "Class", "Sector", "Factor", "Orig Bal ($MM)", "Cur Bal ($MM)", "WAL", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr",
            "Size (MM)"]
    _head(ab, 3, head, fill=PatternFill("solid", fgColor="375623"))
    abs_ = [
        (tc("09264N", "AD"), "Caldbeck Auto Trust 2025-3", "A3", "Auto", 0.84312, 455.0, "1.3", 59, 54, 100.05, 100.11, None),
        (tc("09264N", "AG"), "Caldbeck Auto Trust 2025-3", "C", "Auto", 1.0, 41.0, "2.7", 110, 102, 100.40, 100.61, None),
        (tc("52870X", "AB"), "Mardale Card Trust 2026-A", "A", "Card", 1.0, 800.0, "2.9", 48, 44, 100.26, 100.37, 10),
        (tc("70511F", "AQ"), "Threlkeld Commercial 2026-C2", "A5", "CMBS conduit", 0.99684, 402.0, "9.5", 114, 108, 98.95, 99.37, None),
        (tc("70511F", "AU"), "Threlkeld Commercial 2026-C2", "B", "CMBS conduit", 1.0, 36.0, "9.9", 212, None, 92.60, None, None),
    ]
    for k, (cu, deal, cls, sec, fac, orig, wal, sb, so, pb, po, sz) in enumerate(abs_, start=4):
        vals = [cu, deal, cls, sec, fac, orig, round(orig * fac, 2), wal, sb, so if so is not None else "n/a", pb, po if po is not None else "n/a", sz]
        for col, v in enumerate(vals, start=1):
            ab.cell(row=k, column=col, value=v).border = BOX
        ab.cell(row=k, column=5).number_format = "0.00000"
        ab.cell(row=k, column=11).number_format = "0.00"
        ab.cell(row=k, column=12).number_format = "0.00"
        size = (sz or 3) * 1_000_000
        gold += q(cu, "structured", dealer, size=(size, size), spread=(f"{sb}", None if so is None else f"{so}"),
                  price=(f"{pb}", None if po is None else f"{po}"))
    _widths(ab, [12, 28, 6, 13, 9, 13, 12, 6, 9, 9, 8, 8, 9])
    _disclaimer(wb, "Notes", ["Vinehall Securities LLC | Securitized Products | +1 212 555 0188",
                              "Factors per the January distribution reports. Reinv End = end of the reinvestment period.",
                              "For QIBs only. Not research."])
    data = _save(wb)
    text = "CLO / ABS / CMBS levels attached (two tabs).\n\nVinehall Securitized Trading | +1 212 555 0188\n"
    return mk("vinehall-structured-workbook", "xlsx", gold, sender=sender, to="abs@clients.example-am.com", subject="Vinehall CLO / ABS / CMBS levels",
              date=date("12:06:15", "-0500", 14), text=text, attachments=[Attachment("Vinehall_SP_levels_20280114.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:title-block emph:two-row-header emph:sections emph:totals emph:multi-sheet emph:size-scope emph:size-unit emph:missing-side "
                   "emph:prior-chg emph:near-numbers emph:dates emph:multi-table",
              meta={"header_row": 5, "header2": ("CUSIP", "Bid"), "sections": ["AAA", "AA", "A", "BBB", "BB"]})


# ---------------------------------------------------------------- 20 (hold-out): structured offers and bids on two sheets

def wragby_structured_xlsx():
    dealer = "wragby"
    sender = "Wragby Structured Credit <structured@wragby.com>"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "OFFERS"
    ws["A1"] = "WRAGBY CAPITAL - STRUCTURED CREDIT"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "SELLER OF:"
    ws["A2"].font = BOLD
    ws["A3"] = "Run date"
    ws["B3"] = dt.date(2028, 1, 21)
    ws["B3"].number_format = "yyyy-mm-dd"
    head = ["CUSIP", "Description", "Rtg", "Orig Face (MM)", "Factor", "WAL", "Offer Amt (MM)", "Offer DM", "Offer Px", "Comment"]
    _head(ws, 5, head, fill=PatternFill("solid", fgColor="7030A0"))
    offers = [
        (tc("26690J", "AA"), "Skiddaw CLO 2024-4A A", "AAA", 310.0, 1.0, "5.3", 5, "+126", 100.32, ""),
        (tc("26690J", "AE"), "Skiddaw CLO 2024-4A C", "A", 30.0, 1.0, "6.0", 2, "+205", 100.61, ""),
        (tc("81245D", "AJ"), "Catbells CLO 2023-2A D", "BBB-", 27.0, 1.0, "5.1", 3, "+330", 100.88, "axe"),
        (tc("81245D", "AL"), "Catbells CLO 2023-2A E", "BB-", 19.5, 1.0, "5.6", 1.5, "+605", 99.72, ""),
        (tc("45522H", "AC"), "Haystacks Park CLO 2020-3A A-R", "AAA", 276.0, 0.87105, "2.7", 4, "+121", 100.07, "amortising"),
    ]
    gold = []
    for k, (cu, desc, rtg, orig, fac, wal, amt, dm, px, cmt) in enumerate(offers, start=6):
        vals = [cu, desc, rtg, orig, fac, wal, amt, dm, px, cmt or None]
        for col, v in enumerate(vals, start=1):
            ws.cell(row=k, column=col, value=v).border = BOX
        ws.cell(row=k, column=5).number_format = "0.00000"
        ws.cell(row=k, column=9).number_format = "0.00"
        size = round(amt * 1_000_000)
        gold += q(cu, "structured", dealer, size=(None, size), dm=(None, dm), price=(None, f"{px}"))
    _widths(ws, [12, 30, 6, 14, 9, 6, 14, 10, 9, 22])
    wsb = wb.create_sheet("BIDS")
    wsb["A1"] = "WRAGBY CAPITAL - STRUCTURED CREDIT"
    wsb["A1"].font = Font(bold=True, size=13)
    wsb["A2"] = "BUYER OF:"
    wsb["A2"].font = BOLD
    head = ["CUSIP", "Description", "Rtg", "Orig Face (MM)", "Factor", "WAL", "Bid Amt (MM)", "Bid DM", "Bid Px", "Comment"]
    _head(wsb, 4, head, fill=PatternFill("solid", fgColor="7030A0"))
    bids = [
        (tc("93318E", "AC"), "Blencathra Park CLO 2022-1A B-R", "AA", 48.0, 1.0, "3.9", 3, "+172", 100.05, ""),
        (tc("93318E", "AL"), "Blencathra Park CLO 2022-1A E-R", "BB-", 17.0, 1.0, "4.1", 2, "+690", 97.85, ""),
        (tc("17404S", "AF"), "Scafell CLO 2025-2A B", "AA", 44.5, 1.0, "6.1", 5, "+181", 99.96, "axe"),
    ]
    for k, (cu, desc, rtg, orig, fac, wal, amt, dm, px, cmt) in enumerate(bids, start=5):
        vals = [cu, desc, rtg, orig, fac, wal, amt, dm, px, cmt or None]
        for col, v in enumerate(vals, start=1):
            wsb.cell(row=k, column=col, value=v).border = BOX
        wsb.cell(row=k, column=5).number_format = "0.00000"
        wsb.cell(row=k, column=9).number_format = "0.00"
        size = amt * 1_000_000
        gold += q(cu, "structured", dealer, size=(size, None), dm=(dm, None), price=(f"{px}", None))
    _widths(wsb, [12, 32, 6, 14, 9, 6, 13, 9, 9, 18])
    _disclaimer(wb, "Disclaimer", ["Wragby Capital LLP | 30 Crown Place, London EC2A 4ES | +44 20 7946 0955", "Professional clients only."])
    data = _save(wb)
    text = "Hi - offers and bids attached (OFFERS / BIDS tabs).\n\nWragby Structured Credit | +44 20 7946 0955\n"
    return mk("wragby-offers-bids-workbook", "xlsx", gold, sender=sender, to="abs@clients.example-am.com", subject="Structured offers / bids",
              date=date("10:31:07", "+0000", 21), text=text, attachments=[Attachment("Wragby_offers_bids_21Jan.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:title-block emph:multi-sheet emph:size-unit emph:near-numbers emph:dates emph:multi-table emph:one-sided",
              meta={"header_row": 5})


# ---------------------------------------------------------------- 21 / 22: a broker's legacy .xls composite with a source per row

def _xls_styles():
    return {
        "title": xlwt.easyxf("font: bold on, height 260"),
        "bold": xlwt.easyxf("font: bold on"),
        "head": xlwt.easyxf("font: bold on, colour white; pattern: pattern solid, fore_colour dark_blue; borders: left thin, right thin, top thin, bottom thin;"
                            " align: horiz center"),
        "cell": xlwt.easyxf("borders: left thin, right thin, top thin, bottom thin"),
        "num3": xlwt.easyxf("borders: left thin, right thin, top thin, bottom thin", num_format_str="0.000"),
        "num2": xlwt.easyxf("borders: left thin, right thin, top thin, bottom thin", num_format_str="0.00"),
        "int": xlwt.easyxf("borders: left thin, right thin, top thin, bottom thin", num_format_str="#,##0"),
        "date": xlwt.easyxf("borders: left thin, right thin, top thin, bottom thin", num_format_str="mm/dd/yyyy"),
        "sec": xlwt.easyxf("font: bold on; pattern: pattern solid, fore_colour gray25"),
    }


def _xls_bytes(book) -> bytes:
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


def yarrowby_broker_xls():
    sender = "Yarrowby Brokers <composite@yarrowby.com>"
    st = _xls_styles()
    book = xlwt.Workbook()
    sh = book.add_sheet("Composite")
    sh.write(0, 0, "YARROWBY BROKERS - AGENCY & MUNI COMPOSITE", st["title"])
    sh.write(1, 0, "Dealer levels as received; Source = contributing dealer. Size (000s).")
    sh.write(2, 0, "Compiled 12-Jan-2028 09:15 ET")
    head = ["Source", "CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Size (000s)", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px"]
    for k, h in enumerate(head):
        sh.write(4, k, h, st["head"])
    gold = []
    r = 5
    sh.write(r, 0, "AGENCY CALLABLES (YTM / PX, TWO-WAY)", st["sec"])
    r += 1
    ag = [("ALKERTON", "FHLB", 5.05, "01/28/33", "01/28/29", 5000, "5.11", "5.05"),
          ("BIRTLEY", "FHLB", 5.05, "01/28/33", "01/28/29", 10000, "5.12", "5.06"),
          ("COLDHARBOUR", "FFCB", 5.2, "01/21/36", "07/21/28", 5000, "5.27", "5.21"),
          ("ALKERTON", "FHLMC", 5.4, "01/26/38", "01/26/30", 3000, "5.47", "5.41"),
          ("BIRTLEY", "FNMA", 4.95, "07/20/31", "07/20/28", 5000, None, "5.00")]
    pref = {"FHLB": "3130B", "FFCB": "3133F", "FHLMC": "3134H", "FNMA": "3135G"}
    for src, iss, cp, mt, call, size, yb, yo in ag:
        m = iso(mt)
        cu = pc(pref[iss], f"yarrow-{iss}-{mt}")
        pb = None if yb is None else pxto(cp, float(yb), m)
        po = pxto(cp, float(yo), m)
        y, mo, d = (int(x) for x in m.split("-"))
        sh.write(r, 0, src, st["cell"])
        sh.write(r, 1, cu, st["cell"])
        sh.write(r, 2, iss, st["cell"])
        sh.write(r, 3, cp, st["num2"])
        sh.write(r, 4, dt.date(y, mo, d), st["date"])
        sh.write(r, 5, f"NC {call} @100", st["cell"])
        sh.write(r, 6, size, st["int"])
        sh.write(r, 7, float(yb) if yb else "-", st["num2"] if yb else st["cell"])
        sh.write(r, 8, float(yo), st["num2"])
        sh.write(r, 9, float(pb) if pb else "-", st["num3"] if pb else st["cell"])
        sh.write(r, 10, float(po), st["num3"])
        gold += q(cu, "agency", src.lower(), size=(size * 1000, size * 1000), yield_=(yb, yo), price=(pb, po))
        r += 1
    r += 1
    sh.write(r, 0, "MUNICIPAL OFFERINGS (YTW / PX, OFFER SIDE)", st["sec"])
    r += 1
    mu = [("COLDHARBOUR", "yarr-m1", "Ohio St Hosp Rev (Cleveland Clinic)", 5.0, "01/01/43", "01/01/33", 3.86, 500),
          ("ALKERTON", "yarr-m2", "Washington St GO Ser 2026A", 5.0, "08/01/39", "08/01/35", 3.41, 1000),
          ("BIRTLEY", "yarr-m3", "Denver CO City & Cnty Arpt Sys Rev", 5.25, "11/15/44", "11/15/34", 3.92, 750),
          ("COLDHARBOUR", "yarr-m4", "Georgia St GO Ser 2025B", 4.0, "07/01/37", "07/01/33", 3.18, 250),
          ("ALKERTON", "yarr-m5", "Phoenix AZ Civic Impt Wtr Sys", 3.0, "07/01/46", "07/01/31", 4.15, 400)]
    for src, seed, desc, cp, mt, call, ytw, par in mu:
        cu = mc(seed)
        m = iso(mt)
        px = f"{muni_px(cp, ytw, m, iso(call)):.3f}"
        y, mo, d = (int(x) for x in m.split("-"))
        sh.write(r, 0, src, st["cell"])
        sh.write(r, 1, cu, st["cell"])
        sh.write(r, 2, desc, st["cell"])
        sh.write(r, 3, cp, st["num2"])
        sh.write(r, 4, dt.date(y, mo, d), st["date"])
        sh.write(r, 5, f"{call} @100", st["cell"])
        sh.write(r, 6, f"{par:,}", st["cell"])
        sh.write(r, 7, "", st["cell"])
        sh.write(r, 8, ytw, st["num2"])
        sh.write(r, 9, "", st["cell"])
        sh.write(r, 10, float(px), st["num3"])
        gold += q(cu, "muni", src.lower(), size=(None, par * 1000), yield_=(None, f"{ytw:.2f}"), price=(None, px))
        r += 1
    r += 1
    sh.write(r, 0, "TOTAL PAR OFFERED (000s)", st["bold"])
    sh.write(r, 6, sum(x[-1] for x in mu), st["int"])
    for k, w in enumerate([14, 12, 36, 7, 12, 20, 11, 9, 9, 10, 10]):
        sh.col(k).width = w * 256
    d = book.add_sheet("Disclaimer")
    d.write(0, 0, "Yarrowby Brokers LLC, 17 State Street, New York NY 10004. +1 212 555 0199.")
    d.write(1, 0, "Levels are those of the dealers named in the Source column, passed on without verification.")
    data = _xls_bytes(book)
    text = ("Morning - composite of dealer levels attached (legacy .xls, sorry - system upgrade next month).\n\n"
            "Yarrowby Brokers | +1 212 555 0199\n")
    return mk("yarrowby-broker-composite-xls", "xlsx", gold, sender=sender, to="rates@clients.example-am.com", subject="Agency / muni composite 12-Jan",
              date=date("09:17:22", "-0500", 12), text=text, attachments=[Attachment("Yarrowby_composite_20280112.xls", data, MIME_XLS, "xls")],
              note="xlsx:xls emph:title-block emph:source-column emph:sections emph:totals emph:size-unit emph:text-numbers emph:missing-side "
                   "emph:near-numbers emph:dates emph:multi-sheet",
              meta={"header_row": 5, "sections": ["AGENCY CALLABLES (YTM / PX, TWO-WAY)", "MUNICIPAL OFFERINGS (YTW / PX, OFFER SIDE)"]})


def hambleden_broker_xls():
    sender = "Hambleden Partners <runs@hambleden.com>"
    st = _xls_styles()
    book = xlwt.Workbook()
    sh = book.add_sheet("Levels")
    sh.write(0, 0, "HAMBLEDEN PARTNERS", st["title"])
    sh.write(1, 0, "Agency bullets & muni offerings - dealer contributions")
    sh.write(2, 0, "20/01/2028")
    head = ["Bond", "CUSIP", "Mat", "Dealer", "Bid", "Offer", "Px Bid", "Px Offer", "Qty (M)", "Note"]
    for k, h in enumerate(head):
        sh.write(4, k, h, st["head"])
    gold = []
    r = 5
    bul = [("FHLB 4.125 2031", "FHLB", 4.125, "2031-03-14", "KINWARTON", 14, 11, 10000, ""),
           ("FHLB 4.125 2031", "FHLB", 4.125, "2031-03-14", "LYDBROOK", 15, 11, 5000, ""),
           ("FFCB 4.25 2032", "FFCB", 4.25, "2032-07-29", "MAPPERTON", 17, 14, 10000, ""),
           ("FNMA 4.375 2034", "FNMA", 4.375, "2034-05-15", "KINWARTON", 24, 20, 10000, ""),
           ("FHLMC 4.5 2035", "FHLMC", 4.5, "2035-09-18", "LYDBROOK", None, 26, 5000, "offer only")]
    pref = {"FHLB": "3130B", "FFCB": "3133F", "FHLMC": "3134H", "FNMA": "3135G"}
    sh.write(r, 0, "BULLETS - SPREAD VS UST (BP)", st["sec"])
    r += 1
    for bond, iss, cp, m, src, sb, so, qty, note in bul:
        cu = pc(pref[iss], f"hamb-{iss}-{m}")
        pb = None if sb is None else spx(cp, m, sb)
        po = spx(cp, m, so)
        y, mo, d = (int(x) for x in m.split("-"))
        vals = [bond, cu, dt.date(y, mo, d), src, f"+{sb}" if sb is not None else "", f"+{so}", float(pb) if pb else "", float(po), qty, note]
        for k, v in enumerate(vals):
            style = st["date"] if k == 2 else (st["num3"] if k in (6, 7) and v != "" else (st["int"] if k == 8 else st["cell"]))
            sh.write(r, k, v, style)
        gold += q(cu, "agency", src.lower(), size=(qty * 1000, qty * 1000), spread=(None if sb is None else f"+{sb}", f"+{so}"), price=(pb, po))
        r += 1
    r += 1
    sh.write(r, 0, "MUNI OFFERINGS - YIELD TO WORST", st["sec"])
    r += 1
    mu = [("Univ of Texas Sys Rev Fing 5s", "hamb-m1", 5.0, "2040-08-15", "2034-08-15", "MAPPERTON", 3.52, 1000),
          ("NJ Tpk Auth Ser 2025A 5s", "hamb-m2", 5.0, "2045-01-01", "2035-01-01", "KINWARTON", 3.97, 500),
          ("Mass Port Auth Rev 4s", "hamb-m3", 4.0, "2042-07-01", "2032-07-01", "LYDBROOK", 4.11, 750),
          ("Seattle WA Muni Lt & Pwr 5s", "hamb-m4", 5.0, "2038-04-01", "2033-04-01", "MAPPERTON", 3.33, 250)]
    for desc, seed, cp, m, call, src, ytw, qty in mu:
        cu = mc(seed)
        px = f"{muni_px(cp, ytw, m, call):.3f}"
        y, mo, d = (int(x) for x in m.split("-"))
        vals = [desc, cu, dt.date(y, mo, d), src, "", f"{ytw:.2f}", "", float(px), f"{qty}", f"callable {call[5:7]}/{call[8:]}/{call[2:4]} @ 100"]
        for k, v in enumerate(vals):
            style = st["date"] if k == 2 else (st["num3"] if k == 7 else st["cell"])
            sh.write(r, k, v, style)
        gold += q(cu, "muni", src.lower(), size=(None, qty * 1000), yield_=(None, f"{ytw:.2f}"), price=(None, px))
        r += 1
    r += 1
    sh.write(r, 0, "TOTAL QTY (M)", st["bold"])
    sh.write(r, 8, sum(m_[7] for m_ in mu), st["int"])
    for k, w in enumerate([30, 12, 12, 13, 8, 8, 10, 10, 9, 24]):
        sh.col(k).width = w * 256
    data = _xls_bytes(book)
    text = ("Hi - dealer levels attached. Agency bullets two-way on spread and price; munis are offerings, Qty in $M.\n\n"
            "Hambleden Partners | +44 20 7946 0214\n")
    return mk("hambleden-dealer-levels-xls", "xlsx", gold, sender=sender, to="rates@clients.example-am.com", subject="Dealer levels 20/01",
              date=date("14:48:30", "+0000", 20), text=text, attachments=[Attachment("Hambleden_levels_200128.xls", data, MIME_XLS, "xls")],
              note="xlsx:xls emph:title-block emph:source-column emph:sections emph:totals emph:size-unit emph:text-numbers emph:missing-side "
                   "emph:near-numbers emph:dates",
              meta={"header_row": 5, "sections": ["BULLETS - SPREAD VS UST (BP)", "MUNI OFFERINGS - YIELD TO WORST"]})


# ---------------------------------------------------------------- 23 (dev): UST in 32nds as text, IG on T-spread, a summary sheet first

def norbury_ust_ig_xlsx():
    dealer = "norbury"
    sender = "Norbury Rates & Credit <rates.credit@norbury.com>"
    wb = openpyxl.Workbook()
    sm = wb.active
    sm.title = "Summary"
    sm["A1"] = "NORBURY SECURITIES - MORNING RUN"
    sm["A1"].font = Font(bold=True, size=13)
    sm["A3"] = "Run date"
    sm["B3"] = dt.date(2028, 1, 19)
    sm["B3"].number_format = "dd-mmm-yy"
    sm["A4"] = "Tabs"
    sm["B4"] = "UST (32nds), IG (T-spread / px)"
    sm["A5"] = "UST lines"
    sm["B5"] = 6
    sm["A6"] = "IG lines"
    sm["B6"] = 7
    sm["A7"] = "2s10s (bp)"
    sm["B7"] = 37.2
    ws = wb.create_sheet("UST")
    ws["A1"] = "US Treasuries - price in 32nds"
    ws["A1"].font = BOLD
    ws["A2"] = "Amt (MM) per side"
    head = ["Security", "Coupon", "Maturity", "Bid", "Ask", "Bid Yld", "Ask Yld", "Prior Close", "Amt (MM)"]
    _head(ws, 4, head)
    usts = [(3.875, "2029-12-31", 100.0390625, 100.046875, 100.03125, 50), (3.75, "2031-01-15", 99.5390625, 99.5546875, 99.5, 50),
            (4.0, "2032-12-31", 99.890625, 99.90625, 99.8125, 25), (4.125, "2034-12-31", 99.984375, 100.0, 99.859375, 25),
            (4.25, "2037-11-15", 100.21875, 100.25, 100.0625, 25), (4.5, "2057-11-15", 99.125, 99.1875, 98.875, 10)]
    gold = []
    for k, (cp, m, b, a, prior, amt) in enumerate(usts, start=5):
        y, mo, d = (int(x) for x in m.split("-"))
        frac = {3.875: "3 7/8", 3.75: "3 3/4", 4.0: "4", 4.125: "4 1/8", 4.25: "4 1/4", 4.5: "4 1/2"}[cp]
        yb, ya = ylds(cp, b, m, nd=3), ylds(cp, a, m, nd=3)
        vals = [f"T {frac} {mo:02d}/{d:02d}/{y % 100:02d}", cp, dt.date(y, mo, d), p32(b), p32(a), float(yb), float(ya), p32(prior), amt]
        for col, v in enumerate(vals, start=1):
            ws.cell(row=k, column=col, value=v).border = BOX
        ws.cell(row=k, column=2).number_format = "0.000"
        ws.cell(row=k, column=3).number_format = "mm/dd/yyyy"
        for col in (4, 5, 8):
            ws.cell(row=k, column=col).alignment = Alignment(horizontal="right")
        ws.cell(row=k, column=6).number_format = "0.000"
        ws.cell(row=k, column=7).number_format = "0.000"
        size = amt * 1_000_000
        gold += q(f"T {cp:g} {m}", "government", dealer, size=(size, size), price=(p32(b), p32(a)), yield_=(yb, ya))
    _widths(ws, [20, 8, 12, 10, 10, 9, 9, 11, 10])
    ig = wb.create_sheet("IG")
    ig["A1"] = "IG corporates - T-spread (bp) / price. 5MM per side unless Size shown."
    ig["A1"].font = BOLD
    head = ["Issuer", "Cpn", "Maturity", "Bmk", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr", "Chg (bp)", "Size"]
    _head(ig, 3, head)
    bonds = [("HAWKSHEAD FINANCIAL", 4.9, "2033-02-15", "5Y", 108, 103, "-2", None), ("SAWREY INDUSTRIES", 5.15, "2035-06-01", "7Y", 121, 116, "unch", None),
             ("ESTHWAITE UTILITIES", 5.45, "2038-03-15", "10Y", 134, 128, "-1", "3MM"), ("GRIZEDALE TECH", 4.6, "2030-09-30", "2Y", 62, 58, "unch", None),
             ("CONISTON HEALTH", 5.0, "2036-11-01", "10Y", 127, 121, "+1", None), ("BRATHAY INSURANCE", 5.3, "2034-04-15", "7Y", None, 131, "", None),
             ("TROUTBECK RAIL", 5.7, "2055-05-15", "30Y", 149, 143, "-3", None)]
    for k, (iss, cp, m, bmk, sb, so, chg, sz) in enumerate(bonds, start=4):
        y, mo, d = (int(x) for x in m.split("-"))
        mat_cell = dt.date(y, mo, d) if k % 2 == 0 else f"{d:02d}-{['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][mo - 1]}-{y}"
        pb = None if sb is None else spx(cp, m, sb)
        po = spx(cp, m, so)
        vals = [iss, cp, mat_cell, bmk, sb if sb is not None else "-", so, pb if pb else "-", po, chg, sz]
        for col, v in enumerate(vals, start=1):
            ig.cell(row=k, column=col, value=v).border = BOX
        if isinstance(mat_cell, dt.date):
            ig.cell(row=k, column=3).number_format = "dd-mmm-yyyy"
        size = 3_000_000 if sz else 5_000_000
        gold += q(f"{iss} {cp:g} {m}", "ig", dealer, size=(size, size), spread=(None if sb is None else f"{sb}", f"{so}"), price=(pb, po))
    _widths(ig, [22, 7, 13, 6, 9, 9, 9, 9, 9, 7])
    _disclaimer(wb, "Disclaimer", ["Norbury Securities LLC | 277 Park Avenue, New York NY 10172 | +1 212 555 0172", "Institutional use only."])
    data = _save(wb)
    text = "Morning run attached - UST and IG tabs.\n\nNorbury Rates & Credit | +1 212 555 0172\n"
    return mk("norbury-ust-ig-workbook", "xlsx", gold, sender=sender, to="desk@clients.example-am.com", subject="Norbury morning run 19-Jan",
              date=date("07:22:48", "-0500", 19), text=text, attachments=[Attachment("Norbury_run_20280119.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:multi-sheet emph:32nds-text emph:dates emph:size-unit emph:size-scope emph:missing-side emph:prior-chg emph:near-numbers emph:everyday "
                   "emph:multi-table",
              meta={})


# ---------------------------------------------------------------- 24 (hold-out): UST with yields stored as fractions, IG with Size (000s)

def oakridge_ust_ig_xlsx():
    dealer = "oakridge"
    sender = "Oakridge Fixed Income <fi.runs@oakridge.com>"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Govts"
    ws["A1"] = "OAKRIDGE SECURITIES"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "UST run. Sizes: 2Y / 3Y 100MM, 5Y / 7Y 50MM, 10Y / 30Y 25MM per side."
    ws["A3"] = "Updated"
    ws["B3"] = "01/21/2028 07:10"
    head = ["CUSIP", "Tenor", "Description", "Bid", "Offer", "Bid Yield", "Offer Yield", "Chg (32nds)"]
    _head(ws, 5, head, fill=PatternFill("solid", fgColor="C65911"))
    usts = [("91282CQ", "T 3 7/8 12/31/29", 3.875, "2029-12-31", 100.0625, 100.0703125, 100, "+1"),
            ("91282CR", "T 3 3/4 01/15/31", 3.75, "2031-01-15", 99.578125, 99.59375, 100, "+1+"),
            ("91282CS", "T 4 12/31/32", 4.0, "2032-12-31", 99.9375, 99.953125, 50, "+2"),
            ("91282CT", "T 4 1/8 12/31/34", 4.125, "2034-12-31", 100.046875, 100.0625, 50, "+2+"),
            ("91282CU", "T 4 1/4 11/15/37", 4.25, "2037-11-15", 100.3125, 100.34375, 25, "+3"),
            ("912810U", "T 4 1/2 11/15/57", 4.5, "2057-11-15", 99.25, 99.3125, 25, "+5")]
    gold = []
    tenors = ["2Y", "3Y", "5Y", "7Y", "10Y", "30Y"]
    for k, (stem, desc, cp, m, b, a, amt, chg) in enumerate(usts, start=6):
        cu = cusip(stem + "A")
        yb, ya = ylds(cp, b, m, nd=3), ylds(cp, a, m, nd=3)
        vals = [cu, tenors[k - 6], desc, p32(b), p32(a), round(float(yb) / 100, 5), round(float(ya) / 100, 5), chg]
        for col, v in enumerate(vals, start=1):
            ws.cell(row=k, column=col, value=v).border = BOX
        ws.cell(row=k, column=6).number_format = "0.000%"
        ws.cell(row=k, column=7).number_format = "0.000%"
        for col in (4, 5, 8):
            ws.cell(row=k, column=col).alignment = Alignment(horizontal="right")
        size = amt * 1_000_000
        gold += q(cu, "government", dealer, size=(size, size), price=(p32(b), p32(a)), yield_=(yb, ya))
    _widths(ws, [12, 7, 20, 10, 10, 11, 11, 11])
    ig = wb.create_sheet("Credit")
    ig["A1"] = "IG CREDIT - spread to UST (bp) / price"
    ig["A1"].font = BOLD
    head = ["ISIN", "Issuer", "Coupon", "Maturity", "Spread Bid", "Spread Ask", "Price Bid", "Price Ask", "Size (000s)"]
    _head(ig, 3, head, fill=PatternFill("solid", fgColor="C65911"))
    bonds = [("KENTMERE BANK", 4.75, "2032-10-15", 96, 92, 5000), ("LONGSLEDDALE ENERGY", 5.25, "2036-01-15", 138, 132, 3000),
             ("MARDALE FOODS", 4.95, "2034-06-01", 118, 113, 5000), ("NAB SCAR PHARMA", 5.05, "2037-03-01", 122, 116, 2000),
             ("ORREST TELECOM", 5.6, "2054-11-15", 151, 145, 1000), ("PATTERDALE AUTO FIN", 4.8, "2030-04-20", 79, 74, 5000)]
    for k, (iss, cp, m, sb, so, sz) in enumerate(bonds, start=4):
        isn = ui("US", f"oak-{iss}")
        y, mo, d = (int(x) for x in m.split("-"))
        pb, po = spx(cp, m, sb), spx(cp, m, so)
        vals = [isn, iss, cp, dt.date(y, mo, d), sb, so, float(pb), float(po), sz]
        for col, v in enumerate(vals, start=1):
            ig.cell(row=k, column=col, value=v).border = BOX
        ig.cell(row=k, column=3).number_format = "0.000"
        ig.cell(row=k, column=4).number_format = "m/d/yyyy"
        ig.cell(row=k, column=7).number_format = "0.000"
        ig.cell(row=k, column=8).number_format = "0.000"
        ig.cell(row=k, column=9).number_format = "#,##0"
        gold += q(isn, "ig", dealer, size=(sz * 1000, sz * 1000), spread=(f"{sb}", f"{so}"), price=(pb, po))
    _widths(ig, [15, 22, 8, 11, 11, 11, 10, 10, 11])
    _disclaimer(wb, "Disclaimer", ["Oakridge Securities LLC | 60 State Street, Boston MA 02109 | +1 617 555 0146",
                                   "For institutional investors only. Not research."])
    data = _save(wb)
    text = "UST / IG run attached.\n\nOakridge Fixed Income | +1 617 555 0146\n"
    return mk("oakridge-ust-ig-workbook", "xlsx", gold, sender=sender, to="desk@clients.example-am.com", subject="Oakridge UST / IG run",
              date=date("07:12:03", "-0500", 21), text=text, attachments=[Attachment("Oakridge_UST_IG_0121.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:title-block emph:multi-sheet emph:32nds-text emph:dates emph:size-unit emph:size-scope emph:prior-chg emph:near-numbers emph:everyday "
                   "emph:multi-table",
              meta={"header_row": 5})


LAYOUTS = [stanwick_loans_xlsx, ulverley_loans_xlsx, vinehall_structured_xlsx, wragby_structured_xlsx, yarrowby_broker_xls, hambleden_broker_xls,
           norbury_ust_ig_xlsx, oakridge_ust_ig_xlsx]
