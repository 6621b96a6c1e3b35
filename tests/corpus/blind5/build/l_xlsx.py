"""Spreadsheets: title blocks above the header, size columns in MM, levels as text, combined
'bid / offer' cells, sector rows, date cells, several sheets, a hidden model sheet; legacy .xls."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Font

from common import MIME_XLS, MIME_XLSX, Attachment, Layout, bkey, cusip, isin, message, normalize_zip, q, us_isin

D = "Tue, 24 Nov 2026"
FIXED = dt.datetime(2026, 11, 24, 6, 0, 0)  # noqa: DTZ001 - workbook properties are naive by format


def _wb():
    wb = openpyxl.Workbook()
    wb.properties.creator = "desk"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    return wb


def _xlsx_bytes(wb) -> bytes:
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _xls_bytes(book) -> bytes:
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


def _mail(sender, to, subject, date, msgid, text, fname, data, gold, slug):
    kind = "xls" if fname.endswith(".xls") else "xlsx"
    att = Attachment(fname, data, MIME_XLS if kind == "xls" else MIME_XLSX, kind)
    eml = message(sender=sender, to=to, subject=subject, date=date, msgid=msgid, text=text, attachments=[att])
    return Layout(slug, "xlsx", eml, gold)


BOLD = Font(bold=True)

# ---------------------------------------------------------------- 31/32 structured


def x31_fenwold_clo_title_block():
    d = "fenwold"
    rows = [("KILLOWEN PARK CLO 2021-2A", "C", "49330LAG", "A", 98.85, 99.35, 285, 268, 2),
            ("ASHBOURNE CLO 2023-1A", "D", "04411RAJ", "BBB-", 97.10, 97.80, 410, 392, 3),
            ("MOORFOOT CLO 2018-5A", "E", "61575WAL", "BB-", 91.25, 92.50, 720, 690, 1),
            ("TREGONY CLO 2022-4A", "B", "89466PAE", "AA", 100.05, 100.30, 178, 171, 5),
            ("STENNESS CLO 2020-1A", "D-R", "85855MAQ", "BBB-", 98.40, 98.90, 385, 372, 2)]
    wb = _wb()
    ws = wb.active
    ws.title = "CLO Secondary"
    ws["A1"] = "FENWOLD ASHBY & CO"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "US CLO secondary levels"
    ws["A3"] = "As of 24-Nov-2026 09:15 ET. Indicative; subject to availability."
    ws["A4"] = "Contact: CLO trading +1 212 555 0166"
    hdr = ["Deal", "Class", "CUSIP", "Rating", "Bid Px", "Ask Px", "Bid DM", "Ask DM", "Size (MM)"]
    ws.append([])
    ws.append(hdr)
    for c in ws[6]:
        c.font = BOLD
    gold = []
    for deal, cl, cb, rt, pb, pa, db, da, sz in rows:
        cu = cusip(cb)
        ws.append([deal, cl, cu, rt, pb, pa, db, da, sz])
        gold += q(cu, "structured", d, size=(sz * 1000000, sz * 1000000), price=(str(pb), str(pa)),
                  dm=(str(db), str(da)))
    for r in ws.iter_rows(min_row=7, min_col=5, max_col=6):
        for c in r:
            c.number_format = "0.00"
    ws.freeze_panes = "A7"
    ws.auto_filter.ref = f"A6:I{6 + len(rows)}"
    data = _xlsx_bytes(wb)
    return _mail("Imogen Fairweather <ifairweather@fenwold.com>", "clo-clients@fenwold.com",
                 "FA CLO secondary levels", D + " 09:18:40 -0500", "<fa-clo-20261124@fenwold.com>",
                 "Please see attached CLO levels.\n\nImogen Fairweather | Fenwold Ashby & Co | +1 212 555 0166\n",
                 "FA_CLO_Levels_20261124.xlsx", data, gold, "fenwold-clo-title-block")


def x32_broadmere_two_blocks_xls():
    d = "broadmere"
    clo = [("CARRIGAN CLO 2019-3A", "D", "395", "370", "97.25", "98.00"),
           ("LOUGHREA CLO 2021-1A", "E", "655", "630", "93.50", "94.50"),
           ("BALLYMORE CLO 2024-2A", "C", "215", "200", "100.10", "100.45"),
           ("DUNMANWAY CLO 2020-2A", "D-R", "430", "410", "96.60", "97.40"),
           ("GLENGARRIFF CLO 2023-1A", "B", "172", "165", "100.20", "100.40")]
    abs_ = [("HOLLYBANK AUTO 2025-1", "A3", "4.72", "4.64", "15"),
            ("GREYFRIARS CARD 2024-3", "A", "4.58", "4.52", "25"),
            ("TANNERY STREET CMBS 2019-C7", "AS", "5.41", "5.30", "8"),
            ("KILMORE QUAY EQUIPMENT 2025-2", "A2", "4.66", "4.60", "12")]
    book = xlwt.Workbook()
    sh = book.add_sheet("Levels")
    bold = xlwt.easyxf("font: bold on")
    sh.write(0, 0, "Broadmere Tate - Structured Credit - 24/11/2026", bold)
    sh.write(2, 0, "CLO MEZZ", bold)
    for j, h in enumerate(["Deal", "Tranche", "Bid DM", "Ask DM", "Bid Px", "Ask Px"]):
        sh.write(3, j, h, bold)
    gold = []
    r = 4
    for deal, tr, db, da, pb, pa in clo:
        for j, v in enumerate([deal, tr, float(db), float(da), float(pb), float(pa)]):
            sh.write(r, j, v)
        gold += q(f"{deal} {tr}", "structured", d, dm=(db, da), price=(pb, pa))
        r += 1
    r += 1
    sh.write(r, 0, "ABS / CMBS", bold)
    r += 1
    for j, h in enumerate(["Deal", "Class", "Yld Bid", "Yld Ask", "Face ($MM)"]):
        sh.write(r, j, h, bold)
    r += 1
    for deal, cl, yb, ya, face in abs_:
        for j, v in enumerate([deal, cl, float(yb), float(ya), float(face)]):
            sh.write(r, j, v)
        f = int(face) * 1000000
        gold += q(f"{deal} {cl}", "structured", d, size=(f, f), yield_=(yb, ya))
        r += 1
    sh.write(r + 1, 0, "Yields in %. Broadmere Tate Ltd, 1 Angel Court, London EC2R 7HJ. +44 20 7330 4417.")
    data = _xls_bytes(book)
    return _mail("Declan Broadmere <dbroadmere@broadmere.co.uk>", "sc-investors@broadmere.co.uk",
                 "BT structured levels", D + " 14:40:00 +0000", "<bt-sc-20261124@broadmere.co.uk>",
                 "Hi - levels attached (CLO mezz + ABS/CMBS).\n\nDeclan\n", "BT_Structured_241126.xls", data, gold,
                 "broadmere-two-blocks-xls")


# ---------------------------------------------------------------- 33/34 loans


def x33_coldharbour_loans_text_cells():
    d = "coldharbour"
    rows = [("Pellinore Dental Group", "TLB", "S+375", "Oct-31", "98.25 / 98.75", "B2/B"),
            ("Harcastle Networks", "TLB-3", "S+300", "Mar-30", "99.875 / 100.25", "B1/B+"),
            ("Umberleigh Packaging", "Delayed Draw TL", "S+425", "Jul-29", "96.50 / 97.50", "B3/B-"),
            ("Sowerby Aerospace", "TLB", "S+350", "Feb-32", "100.00 / 100.375", "Ba3/BB-"),
            ("Kirkmichael Brands", "2nd Lien TL", "S+675", "Jan-31", "88.00 / 90.00", "Caa1/CCC+")]
    wb = _wb()
    ws = wb.active
    ws.title = "Loans"
    ws.append(["Borrower", "Facility", "Spread", "Maturity", "Bid / Offer", "Mdy/S&P", "LoanX ID"])
    for c in ws[1]:
        c.font = BOLD
    gold = []
    for i, (bor, fac, sp, mt, lvl, rt) in enumerate(rows):
        ws.append([bor, fac, sp, mt, lvl, rt, f"LX{231450 + i * 37}"])
        b, a = (s.strip() for s in lvl.split("/"))
        gold += q(f"{bor} {fac} {sp} {mt}".upper(), "loan", d, price=(b, a))
    ws2 = wb.create_sheet("Disclaimer")
    ws2["A1"] = "Coldharbour Linnet LLP. Indicative levels as of 24 Nov 2026 11:00 GMT."
    ws2["A2"] = "Registered in England OC 412877. 40 Gracechurch St, EC3V 0BT. +44 20 7283 1190."
    data = _xlsx_bytes(wb)
    return _mail("Coldharbour Loans <loans@coldharbour.co.uk>", "loan-clients@coldharbour.co.uk",
                 "CL loan levels (xlsx)", D + " 11:02:10 +0000", "<cl-loans-20261124@coldharbour.co.uk>",
                 "Attached.\n", "Coldharbour_Loans_24Nov.xlsx", data, gold, "coldharbour-loans-text-cells")


def x34_saxtead_loans_sectors_xls():
    d = "saxtead"
    sectors = [("HEALTHCARE", [("Brimfield Clinics TLB", "S+400", "05/2030", 97.75, 98.25, 98.00),
                               ("Norland Pharma TLB-2", "S+325", "11/2031", 100.125, 100.50, 100.3125)]),
               ("TECHNOLOGY", [("Greywell Systems TLB", "S+350", "08/2031", 99.50, 99.875, 99.6875),
                               ("Quillbrook Data 1L TL", "S+475", "03/2029", 94.00, 9.875, None)]),
               ("INDUSTRIALS", [("Ashwell Pumps TLB", "S+300", "06/2030", 100.25, 100.625, 100.4375)])]
    book = xlwt.Workbook()
    sh = book.add_sheet("Secondary")
    bold = xlwt.easyxf("font: bold on")
    for j, h in enumerate(["Facility", "Margin", "Maturity", "Bid", "Offer", "Mid", "Chg"]):
        sh.write(0, j, h, bold)
    r = 1
    gold = []
    for sec, rows in sectors:
        sh.write(r, 0, sec, bold)
        r += 1
        for fac, mg, mt, b, a, mid in rows:
            vals = [fac, mg, mt, b, a, mid if mid is not None else "", 0.125 if mid else ""]
            for j, v in enumerate(vals):
                sh.write(r, j, v)
            gold += q(f"{fac} {mg} {mt}".upper(), "loan", d, price=(str(b), str(a)),
                      review=("price",) if a < b else ())
            r += 1
    sh.write(r + 1, 0, "Saxtead Rowe & Co | 10 Hanover Sq, NY 10005 | 212-555-0193 | indicative only")
    data = _xls_bytes(book)
    return _mail("Priscilla Oyelowo <poyelowo@saxtead.com>", "loans@saxtead.com", "SR loan secondary",
                 D + " 13:20:00 -0500", "<sr-loans-20261124@saxtead.com>",
                 "Sector sheet attached. Quillbrook just came in from the desk.\n\nPriscilla\n",
                 "SR_Loan_Secondary_112426.xls", data, gold, "saxtead-loans-sectors-xls")


# ---------------------------------------------------------------- 35/36 em sovereign + ig (EM corporates)


def x35_ingleton_two_sheets_date_cells():
    d = "ingletonmarsh"
    latam = [("COLOMBIA", 7.75, dt.date(2036, 11, 7), isin("US", "195325EQ4"), 101.40, 101.90, 7.55, 7.48, 318, 311),
             ("PERU", 3.0, dt.date(2034, 1, 15), None, 86.20, 86.85, 5.07, 4.98, 105, 96),
             ("ARGENTINA", 4.125, dt.date(2035, 7, 9), None, 71.50, 72.50, 9.93, 9.71, 574, 552)]
    ceemea = [("ROMANIA", 5.75, dt.date(2035, 3, 24), None, 96.60, 97.15, 6.24, 6.16, 213, 205),
              ("SAUDI ARABIA", 5.0, dt.date(2034, 1, 16), isin("XS", "278114306"), 100.20, 100.55, 4.97, 4.92, 88, 83)]
    corp = [("PETROVALE SA", 6.5, dt.date(2033, 5, 20), None, 99.10, 99.75, 6.66, 6.55, 231, 220),
            ("ANDESCOM", 5.25, dt.date(2031, 9, 12), us_isin("03400QAB"), 98.30, 98.90, 5.63, 5.50, 162, 150)]
    wb = _wb()
    gold = []
    hdr = ["Issuer", "Cpn", "Maturity", "ISIN", "Bid Px", "Ask Px", "Bid Yld", "Ask Yld", "Bid Z", "Ask Z", "Notes"]
    for title, rows in (("LatAm", latam + corp), ("CEEMEA", ceemea)):
        ws = wb.active if title == "LatAm" else wb.create_sheet(title)
        ws.title = title
        ws.append(hdr)
        for c in ws[1]:
            c.font = BOLD
        for r in rows:
            iss, cv, m, isn, pb, pa, yb, ya, zb, za = r
            note = "axe: buyer" if iss in ("PERU", "ANDESCOM") else ""
            ws.append([iss, cv, m, isn or "", pb, pa, yb, ya, zb, za, note])
            ws.cell(ws.max_row, 3).number_format = "dd-mmm-yyyy"
            g = "ig" if r in corp else "em_sovereign"
            key = isn or bkey(iss, cv, m.isoformat())
            gold += q(key, g, d, price=(str(pb), str(pa)), yield_=(str(yb), str(ya)), z_spread=(str(zb), str(za)))
    data = _xlsx_bytes(wb)
    return _mail("Ingleton Marsh EM <em@ingletonmarsh.com>", "em-clients@ingletonmarsh.com",
                 "IM EM sov + corp levels", D + " 12:05:00 +0000", "<im-em-20261124@ingletonmarsh.com>",
                 "EM levels attached (two tabs).\n--\nIngleton Marsh Securities | +44 20 7959 0310\n",
                 "IM_EM_Levels_24Nov2026.xlsx", data, gold, "ingleton-two-sheets-date-cells")


def x36_yarrowby_units_in_headers_xls():
    d = "yarrowby"
    rows = [("em_sovereign", "REPUBLIC OF CHILE", "4.34", 4.34, "03/07/42", "2042-03-07", "84.10", "84.85", "152", "145", "2x2"),
            ("em_sovereign", "UNITED MEXICAN STATES", "6.875", 6.875, "05/13/37", "2037-05-13", "101.75", "102.40", "228", "221", "3x3"),
            ("em_sovereign", "REPUBLIC OF PANAMA", "7.5", 7.5, "03/01/31", "2031-03-01", "104.00", "104.60", "262", "250", "2x1"),
            ("ig", "CERRO LAJAS MINERA", "5.95", 5.95, "10/15/34", "2034-10-15", "99.40", "100.10", "201", "192", "1x1"),
            ("ig", "BANCO LITORAL ANDINO", "5.5", 5.5, "06/20/29", "2029-06-20", "100.85", "101.20", "139", "128", "2x2"),
            ("em_sovereign", "REPUBLIC OF GUATEMALA", "6.6", 6.6, "06/13/36", "2036-06-13", "101.90", "102.65", "241", "232", "1x1"),
            ("ig", "AEROVIA CORDILLERA SA", "4.9", 4.9, "02/01/33", "2033-02-01", "96.30", "97.05", "188", "176", "2x2")]
    book = xlwt.Workbook()
    sh = book.add_sheet("EM")
    bold = xlwt.easyxf("font: bold on")
    sh.write(0, 0, "YARROWBY  |  LATAM HARD CURRENCY  |  24-NOV-26", bold)
    for j, h in enumerate(["Security", "Bid (px)", "Ask (px)", "Bid Z (bp)", "Ask Z (bp)", "Size (MM)"]):
        sh.write(2, j, h, bold)
    gold = []
    for i, (g, iss, ct, cv, mtxt, miso, pb, pa, zb, za, sz) in enumerate(rows):
        for j, v in enumerate([f"{iss} {ct} {mtxt}", float(pb), float(pa), float(zb), float(za), sz]):
            sh.write(3 + i, j, v)
        gold += q(bkey(iss, cv, miso), g, d, size=sz, price=(pb, pa), z_spread=(zb, za))
    sh.write(10, 0, "Yarrowby Capital Markets, Av. Brigadeiro Faria Lima 3400, Sao Paulo | +55 11 5555 0182")
    data = _xls_bytes(book)
    return _mail("Lucas Yarrowby-Pinto <lpinto@yarrowby.com>", "latam@yarrowby.com", "Yarrowby LatAm HC",
                 D + " 10:10:00 -0300", "<yb-latam-20261124@yarrowby.com>", "Segue planilha / sheet attached.\n",
                 "Yarrowby_LatAm_HC_24Nov.xls", data, gold, "yarrowby-units-in-headers-xls")


# ---------------------------------------------------------------- 37/38 convert + preferred


def x37_rushmere_hidden_model_sheet():
    d = "rushmere"
    cvs = [("HELVORA", 1.5, "2030-06-15", us_isin("42330VAD"), 108.25, 109.00, 94.1, 15.2, 0.72),
           ("SPINDLEWOOD RX", 0.0, "2029-12-01", us_isin("84861QAA"), 88.50, 89.25, 41.3, 62.8, 0.35),
           ("TORMAYNE", 3.25, "2031-03-15", us_isin("89104RAB"), 101.75, 102.50, 77.9, 30.1, 0.55)]
    pfd = [("CASTLEFORD BANCORP 6.35% SER D", "14862TAK", 25.11, 25.24),
           ("ORMSBY ENERGY 7.10% SER A", "68744QAC", 24.46, 24.60)]
    wb = _wb()
    ws = wb.active
    ws.title = "Converts"
    ws.append(["Issuer", "Cpn", "Maturity", "ISIN", "Bid", "Ask", "Parity", "Prem %", "Delta"])
    gold = []
    for iss, cv, m, isn, b, a, par, prem, dl in cvs:
        y, mo, dd = m.split("-")
        ws.append([iss, cv, f"{mo}/{dd}/{y}", isn, b, a, par, prem, dl])
        gold += q(isn, "convert", d, price=(str(b), str(a)))
    ws2 = wb.create_sheet("Preferreds")
    ws2.append(["Description", "CUSIP", "Bid ($)", "Ask ($)", "Div Rate"])
    for desc, cb, b, a in pfd:
        cu = cusip(cb)
        ws2.append([desc, cu, b, a, desc.split()[-3]])
        gold += q(cu, "preferred", d, price=(f"{b:.2f}", f"{a:.2f}"))
    ws3 = wb.create_sheet("model")
    ws3.append(["ISIN", "Theo", "Vol", "Credit sprd"])
    for _iss, _cv, _m, isn, b, _a, *_ in cvs:
        ws3.append([isn, round(b + 1.37, 2), 31.5, 245])
    ws3.sheet_state = "hidden"
    data = _xlsx_bytes(wb)
    return _mail("Rushmere Cole Converts <converts@rushmere.com>", "cb-clients@rushmere.com",
                 "RC converts & prefs", D + " 15:30:00 -0500", "<rc-cb-20261124@rushmere.com>",
                 "Today's converts and preferreds attached.\n\nRushmere Cole LLC | 212-555-0124\n",
                 "RC_Converts_Prefs_1124.xlsx", data, gold, "rushmere-hidden-model-sheet")


def x38_hexworth_mixed_type_xls():
    d = "hexworth"
    rows = [("CB", "WAVERTREE 2.0 09/01/29 CV", bkey("WAVERTREE", 2.0, "2029-09-01", "CV"), "96.875", "97.625", "500k"),
            ("CB", "BLACKLOCK MED 4.25 02/15/31 CV", bkey("BLACKLOCK MED", 4.25, "2031-02-15", "CV"), "123.50", "124.50", "1mm"),
            ("PFD", "FENWICK STATE BANCORP 5.70% PFD", "FENWICK STATE BANCORP 5.70% PFD", "22.85", "23.02", "10,000 sh"),
            ("PFD", "GALLOWAY RE 6.00% SER B PFD", "GALLOWAY RE 6.00% SER B PFD", "24.15", "24.30", "5,000 sh"),
            ("CB", "QUAYSIDE TECH 0.75 05/15/30 CV", bkey("QUAYSIDE TECH", 0.75, "2030-05-15", "CV"), "91.00", "91.75", "2mm")]
    book = xlwt.Workbook()
    sh = book.add_sheet("Hybrids")
    bold = xlwt.easyxf("font: bold on")
    for j, h in enumerate(["Type", "Description", "Bid", "Offer", "Size"]):
        sh.write(0, j, h, bold)
    gold = []
    for i, (t, desc, key, b, a, mn) in enumerate(rows, start=1):
        for j, v in enumerate([t, desc, float(b), float(a), mn]):
            sh.write(i, j, v)
        if t == "CB":
            gold += q(key, "convert", d, size=mn, price=(b, a))
        else:
            gold += q(key, "preferred", d, price=(b, a))
    sh.write(7, 0, "CB in points; PFD in $ per share. Hexworth Dale & Co, 1 N Wacker, Chicago | 312-555-0157")
    data = _xls_bytes(book)
    return _mail("Hexworth Dale Hybrids <hybrids@hexworth.com>", "clients@hexworth.com", "HD hybrids",
                 D + " 15:45:00 -0600", "<hd-hyb-20261124@hexworth.com>", "Hybrids sheet attached.\n",
                 "HD_Hybrids_20261124.xls", data, gold, "hexworth-mixed-type-xls")


# Pairs 33/34 and 37/38 are listed .xls first so that each half holds both .xlsx and legacy .xls.
LAYOUTS = [x31_fenwold_clo_title_block, x32_broadmere_two_blocks_xls, x34_saxtead_loans_sectors_xls,
           x33_coldharbour_loans_text_cells, x35_ingleton_two_sheets_date_cells, x36_yarrowby_units_in_headers_xls,
           x38_hexworth_mixed_type_xls, x37_rushmere_hidden_model_sheet]
