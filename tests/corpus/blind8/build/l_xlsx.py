"""Spreadsheets: muni sheets with call price and coupon beside the levels, loan sheets with OID, securitised + agency."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Font

from common import MIME_XLS, MIME_XLSX, Attachment, cusip, mk, normalize_zip, q, sig

TO = "pm-credit@clients.example-am.com"


def xlsx_bytes(wb) -> bytes:
    wb.properties.creator = "desk"
    wb.properties.lastModifiedBy = "desk"
    wb.properties.created = dt.datetime(2026, 12, 7, 6, 30)  # noqa: DTZ001 - a document property, fixed
    wb.properties.modified = dt.datetime(2026, 12, 7, 6, 30)  # noqa: DTZ001
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def xls_bytes(book) -> bytes:
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


def ymd(s: str) -> dt.datetime:
    m, d, y = s.split("/")
    return dt.datetime(int(y), int(m), int(d))  # noqa: DTZ001 - a calendar date in a cell


# ------------------------------------------------------------------ munis (pair 1)


def quarryhill_muni_xlsx():
    snd = "Lia Moreno <lmoreno@quarryhillmuni.com>"
    d = "quarryhillmuni"
    gold = []
    data = [
        ("13063DZP", "CALIFORNIA ST GO", 5.0, "08/01/2035", "08/01/2032", 102, "", "Aa2/AA-", 2000, 111.80, 3.13, 112.26, 3.06),
        ("64971XKR", "NYC TFA FUTURE TAX SECD", 5.0, "11/01/2041", "11/01/2033", 100, "", "Aa1/AAA", 1000, 107.44, 3.96, 107.92, 3.90),
        ("196479ZT", "COLORADO HSG FIN AUTH", 4.0, "05/01/2044", "05/01/2031", 100, "", "Aaa/AAA", 500, 100.0, 4.0, 100.62, 3.92),
        ("735389YK", "PORT SEATTLE WA REV AMT", 5.0, "04/01/2039", "04/01/2029", 100, "AGM", "A1/AA", 750, 103.18, 4.47, 103.71, 4.38),
        ("646066XW", "NJ EDA SCH FACS CONSTR", 5.25, "06/15/2046", "06/15/2034", 100, "BAM", "A2/A+", 1500, 105.90, 4.42, 106.45, 4.35),
        ("977123GF", "WISCONSIN ST TRANSN REV", 5.0, "07/01/2031", "", None, "", "Aa2/AA+", 1000, 107.95, 3.10, 108.30, 3.02),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Munis"
    ws["A1"] = "QUARRY HILL MUNICIPAL - two-way, 12/08/2026"
    ws["A1"].font = Font(bold=True)
    ws["A2"] = "Par in $000. Px to worst. Call Px = call price."
    hdr = ["CUSIP", "Issuer", "Coupon", "Maturity", "Call Date", "Call Px", "Insured", "Mdy/S&P", "Par (000)",
           "Bid Px", "Bid Yld", "Ofr Px", "Ofr Yld"]
    ws.append([])
    ws.append(hdr)
    for c in ws[4]:
        c.font = Font(bold=True)
    for base, iss, cp, m, cd, cpx, ins, rtg, par, bp, by, op, oy in data:
        cu = cusip(base)
        ws.append([cu, iss, cp, ymd(m), ymd(cd) if cd else "NC", cpx if cpx else "", ins, rtg, par, bp, by, op, oy])
        r = ws.max_row
        ws.cell(r, 3).number_format = "0.000"
        ws.cell(r, 4).number_format = "mm/dd/yyyy"
        ws.cell(r, 5).number_format = "mm/dd/yyyy"
        ws.cell(r, 9).number_format = "#,##0"
        for col in (10, 12):
            ws.cell(r, col).number_format = "0.000"
        for col in (11, 13):
            ws.cell(r, col).number_format = "0.00"
        gold += q(cu, "muni", d, size=(par * 1000, par * 1000), price=(str(bp), str(op)), yield_=(str(by), str(oy)))
    att = Attachment("QH munis 12-08-26.xlsx", xlsx_bytes(wb), MIME_XLSX, "xlsx")
    body = "Muni two-way attached.\n\n" + sig("Lia Moreno", "Municipal Trading", "Quarry Hill Municipal LLC", "+1 312 555 0114")
    return mk("quarryhill-muni-xlsx", "xlsx", gold, sender=snd, to=TO, subject="QH munis",
              date="Tue, 08 Dec 2026 08:25:00 -0500", text=body, attachments=[att])


def tenbury_muni_xlsx():
    snd = "Owen Baird <obaird@tenburysec.com>"
    d = "tenburysec"
    gold = []
    data = [
        (108.64, 108.98, 0.0352, 0.0347, "574193UQ", "MARYLAND ST GO", 5.0, "03/15/2038", "12/10/2026", "12/10/2026", 1000),
        (99.12, 99.70, 0.0406, 0.0402, "438670Y3", "HONOLULU HI CITY & CNTY GO", 4.0, "10/01/2044", "10/15/2025", "12/10/2026", 500),
        (110.21, 110.66, 0.0328, 0.0322, "341271AV", "FLORIDA ST TPK AUTH REV", 5.0, "07/01/2036", "07/01/2026", "12/10/2026", 2000),
        (94.05, 94.88, 0.0452, 0.0446, "167560QR", "CHICAGO IL O'HARE ARPT REV", 4.0, "01/01/2049", "11/05/2025", "12/10/2026", 750),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Two-way"
    ws.append(["Bid Px", "Ofr Px", "Bid YTW", "Ofr YTW", "CUSIP", "Description", "Cpn", "Maturity", "Dated", "Settle", "Amt ($000)"])
    for c in ws[1]:
        c.font = Font(bold=True)
    for bp, op, by, oy, base, desc, cp, m, dated, settle, amt in data:
        cu = cusip(base)
        ws.append([bp, op, by, oy, cu, desc, cp, ymd(m), ymd(dated), ymd(settle), amt])
        r = ws.max_row
        for col in (3, 4):
            ws.cell(r, col).number_format = "0.00%"
        ws.cell(r, 7).number_format = "0.000"
        for col in (8, 9, 10):
            ws.cell(r, col).number_format = "mm/dd/yyyy"
        gold += q(cu, "muni", d, size=(amt * 1000, amt * 1000), price=(str(bp), str(op)),
                  yield_=(f"{by * 100:.2f}", f"{oy * 100:.2f}"))
    ws2 = wb.create_sheet("Notes")
    ws2.append(["YTW shown as % of par. Prices to worst. Settle T+2."])
    att = Attachment("Tenbury muni two-way.xlsx", xlsx_bytes(wb), MIME_XLSX, "xlsx")
    body = "Two-way sheet attached (levels in the first four columns).\n\n" + sig(
        "Owen Baird", "Muni Sales", "Tenbury Securities", "+1 215 555 0120")
    return mk("tenbury-muni-xlsx", "xlsx", gold, sender=snd, to=TO, subject="Tenbury muni two-way",
              date="Tue, 08 Dec 2026 08:44:00 -0500", text=body, attachments=[att])


# ------------------------------------------------------------------ loans (pair 2)


def glenholme_loans_xls():
    snd = "Ana Kerr <akerr@glenholme.com>"
    d = "glenholme"
    gold = []
    sections = [
        ("HEALTHCARE", [("Quarrington Health", "TLB", "S+325", 0.50, "06/30/2032", 99.50, 100.00, 100.25, 5),
                        ("Saltcote Dental Partners", "TLB", "S+350", 0.50, "07/15/2032", 99.50, 100.00, 100.375, 3)]),
        ("INDUSTRIALS", [("Dunsfold Aerospace Components", "TLB", "S+400", 0.75, "04/30/2030", 98.50, 99.50, 100.00, 2),
                         ("Dunsfold Aerospace Components", "DDTL", "S+400", 0.75, "04/30/2030", 98.50, 99.00, 99.75, 2),
                         ("Bexley Fold Packaging", "TLA", "S+250", 0.00, "12/31/2029", 100.00, 99.75, 100.125, 5)]),
        ("TECH", [("Quillfeather Software", "TLB", "S+375", 0.50, "08/31/2031", 99.00, 99.125, 99.625, 3)]),
    ]
    book = xlwt.Workbook()
    sh = book.add_sheet("Loans")
    bold = xlwt.easyxf("font: bold on")
    datef = xlwt.easyxf(num_format_str="MM/DD/YYYY")
    px = xlwt.easyxf(num_format_str="0.000")
    sh.write(0, 0, "GLENHOLME LOAN LEVELS 08-Dec-2026", bold)
    hdr = ["Borrower", "Facility", "Margin", "Floor", "Maturity", "OID", "Bid", "Offer", "Size (mm)"]
    for j, h in enumerate(hdr):
        sh.write(2, j, h, bold)
    r = 3
    for sec, rows in sections:
        sh.write(r, 0, sec, bold)
        r += 1
        for bor, fac, mg, fl, m, oid, b, a, sz in rows:
            mm, dd, yy = m.split("/")
            sh.write(r, 0, bor)
            sh.write(r, 1, fac)
            sh.write(r, 2, mg)
            sh.write(r, 3, fl)
            sh.write(r, 4, dt.date(int(yy), int(mm), int(dd)), datef)
            sh.write(r, 5, oid, px)
            sh.write(r, 6, b, px)
            sh.write(r, 7, a, px)
            sh.write(r, 8, sz)
            r += 1
            key = f"{bor.upper()} {fac} {mg} {yy}-{mm}-{dd}"
            gold += q(key, "loan", d, size=(sz * 1000000, sz * 1000000), price=(str(b), str(a)))
    sh.write(r + 1, 0, "OID = original issue discount price. Floor = SOFR floor %. LSTA par, T+7.")
    att = Attachment("Glenholme loans.xls", xls_bytes(book), MIME_XLS, "xls")
    body = "Loan levels attached.\n\n" + sig("Ana Kerr", "Loan Sales", "Glenholme Capital", "+1 617 555 0137")
    return mk("glenholme-loans-xls", "xlsx", gold, sender=snd, to=TO, subject="Glenholme loans 12/8",
              date="Tue, 08 Dec 2026 08:15:00 -0500", text=body, attachments=[att])


def aldwick_loans_xlsx():
    snd = "Pete Rhodes <prhodes@aldwickpartners.com>"
    d = "aldwickpartners"
    gold = []
    data = [
        ("Orlestone Water Services", "TLB", "S+300", "07/15/2031", 98.75, 99.25, 98.50, 99.00, 99.00),
        ("Ickworth Learning", "TLB", "S+475", "10/01/2029", 88.00, 89.00, 90.50, 91.50, 99.00),
        ("Tidemill Data Centers", "TLB", "S+275", "05/31/2033", 100.375, 10.0625, 100.25, 100.50, 99.75),
        ("Rushmere Foods", "TLA", "S+225", "12/20/2030", 99.875, 100.125, 99.875, 100.125, 100.00),
        ("Pennock Outdoor Media", "TLB", "S+350", "11/30/2031", 99.00, 99.50, 98.875, 99.375, 99.75),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Loans"
    ws.append(["Borrower", "Facility", "Spread", "Maturity", "Price", None, "Prior close", None, "OID"])
    ws.append([None, None, None, None, "Bid", "Offer", "Bid", "Offer", None])
    ws.merge_cells("E1:F1")
    ws.merge_cells("G1:H1")
    for row in ws.iter_rows(min_row=1, max_row=2):
        for c in row:
            c.font = Font(bold=True)
    for bor, fac, sp, m, b, a, pb, pa, oid in data:
        ws.append([bor, fac, sp, ymd(m), b, a, pb, pa, oid])
        r = ws.max_row
        ws.cell(r, 4).number_format = "dd-mmm-yy"
        mm, dd, yy = m.split("/")
        gold += q(f"{bor.upper()} {fac} {sp} {yy}-{mm}-{dd}", "loan", d, size=(1000000, 1000000), price=(str(b), str(a)),
                  review=("price",) if a < b else ())
    ws.append([])
    ws.append(["All sizes 1mm per side."])
    att = Attachment("Aldwick loan px.xlsx", xlsx_bytes(wb), MIME_XLSX, "xlsx")
    body = "Loans attached.\n\n" + sig("Pete Rhodes", "Leveraged Loans", "Aldwick Partners", "+1 646 555 0193")
    return mk("aldwick-loans-xlsx", "xlsx", gold, sender=snd, to=TO, subject="Aldwick loans",
              date="Tue, 08 Dec 2026 08:33:00 -0500", text=body, attachments=[att])


# ------------------------------------------------------------------ securitised + agencies (pair 3)


def cranmore_sp_agency_xlsx():
    snd = "Joy Hensley <jhensley@cranmoresec.com>"
    d = "cranmoresec"
    gold = []
    sp = [
        ("17324WAC", "CRESTLINE CARD 2025-1 A", 15000, 15000, 1.0, 4.52, 2.4, "N+68", "N+64", 99.90, 99.97),
        ("67420RAE", "OAKH AUTO 2024-2 A4", 10000, 10000, 1.0, 4.95, 2.9, "N+80", "N+75", 100.52, 100.64),
        ("29410MAG", "ELMWORTH MTG 2023-NQM4 A2", 12000, 5077, 0.4231, 5.25, 3.1, "N+182", "N+170", 98.75, 99.06),
        ("55302LAK", "MERIDEN CML 2024-C7 B", 8000, 8000, 1.0, 5.61, 8.1, "N+198", "N+188", 99.25, 99.88),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "ABS-RMBS-CMBS"
    ws.append(["CUSIP", "Bond", "Orig Face ($000)", "Curr Face ($000)", "Factor", "Cpn", "WAL", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr"])
    for c in ws[1]:
        c.font = Font(bold=True)
    for base, bond, of, cf, fac, cp, wal, sb, so, pb, po in sp:
        cu = cusip(base)
        ws.append([cu, bond, of, cf, fac, cp, wal, sb, so, pb, po])
        r = ws.max_row
        ws.cell(r, 5).number_format = "0.0000"
        ws.cell(r, 6).number_format = "0.000"
        gold += q(cu, "structured", d, size=(2000000, 2000000), i_spread=(sb[2:], so[2:]), price=(str(pb), str(po)))
    ws2 = wb.create_sheet("Agencies")
    ws2.append(["Bond", "Sprd B (bp)", "Sprd O (bp)", "Px B", "Px O", "Size (MM)"])
    for c in ws2[1]:
        c.font = Font(bold=True)
    ag = [("FHLB 4.125 03/12/2029", "FHLB 4.125 2029-03-12", -8, -11, 100.41, 100.48, 10),
          ("FFCB 3.95 06/21/2030", "FFCB 3.95 2030-06-21", -4, -7, 99.88, 99.99, 10),
          ("FHLMC 4.05 01/28/2030", "FHLMC 4.05 2030-01-28", -6, -9, 100.18, 100.27, 5)]
    for bond, key, sb, so, pb, po, sz in ag:
        ws2.append([bond, sb, so, pb, po, sz])
        gold += q(key, "agency", d, size=(sz * 1000000, sz * 1000000), i_spread=(str(sb), str(so)), price=(str(pb), str(po)))
    ws2.append([])
    ws2.append(["Agency spreads vs SOFR swaps."])
    ws.append([])
    ws.append(["N+ = spread over swaps (I-curve). Securitised 2mm per side."])
    att = Attachment("Cranmore SP + agy.xlsx", xlsx_bytes(wb), MIME_XLSX, "xlsx")
    body = "Two tabs: securitised and agencies.\n\n" + sig("Joy Hensley", "Securitized / Agency", "Cranmore Securities", "+1 212 555 0159")
    return mk("cranmore-sp-agency-xlsx", "xlsx", gold, sender=snd, to=TO, subject="Cranmore SP + agy",
              date="Tue, 08 Dec 2026 09:45:00 -0500", text=body, attachments=[att])


def hexworth_sp_agency_xls():
    snd = "Raj Menon <rmenon@hexworth.com>"
    d = "hexworth"
    gold = []
    book = xlwt.Workbook()
    sh = book.add_sheet("Levels")
    bold = xlwt.easyxf("font: bold on")
    sh.write(0, 0, "HEXWORTH - SECURITISED & AGENCY, 08-Dec-2026", bold)
    sh.write(2, 0, "CMBS / RMBS (price in 32nds, spread to UST)", bold)
    hdr = ["CUSIP", "Bond", "Curr Face ($000)", "Factor", "WAL", "Cpn", "Bid", "Offer", "Sprd"]
    for j, h in enumerate(hdr):
        sh.write(3, j, h, bold)
    sp = [("70114VAF", "PELLWOOD 2025-FL3 B", "9,500", 0.95, 2.4, 5.20, "99-24", "100-00", "T+190"),
          ("35877BAD", "FOXLEY RES 2022-1 M2", "4,610", 0.4610, 3.9, 6.25, "96-16", "97-00", "T+282"),
          ("43199FAE", "HARTSWELL SFR 2024-1 D", "7,000", 1.0, 3.2, 5.85, "98-08+", "98-20", "T+231")]
    r = 4
    for base, bond, cf, fac, wal, cp, b, a, spr in sp:
        cu = cusip(base)
        for j, v in enumerate([cu, bond, cf, fac, wal, cp, b, a, spr]):
            sh.write(r, j, v)
        r += 1
        face = int(cf.replace(",", "")) * 1000
        gold += q(cu, "structured", d, size=(face, face), price=(b, a))
        gold += q(cu, "structured", d, size=(None, face), spread=(None, spr[2:]))
    r += 1
    sh.write(r, 0, "AGENCY (yield, then price)", bold)
    r += 1
    for j, h in enumerate(["CUSIP", "Bond", "Size (MM)", "", "", "", "Bid", "Offer", ""]):
        sh.write(r, j, h, bold)
    r += 1
    ag = [("3130B3KM", "FHLB 4.5 09/14/2032", 5, 4.52, 4.48, 99.89, 100.11),
          ("880591FJ", "TVA 4.875 05/15/2037", 3, 4.86, 4.81, 100.08, 100.47)]
    for base, bond, sz, yb, ya, pb, pa in ag:
        cu = cusip(base)
        for j, v in enumerate([cu, bond, sz, "yld", "", "", yb, ya, ""]):
            sh.write(r, j, v)
        r += 1
        for j, v in enumerate(["", "", "", "px", "", "", pb, pa, ""]):
            sh.write(r, j, v)
        r += 1
        gold += q(cu, "agency", d, size=(sz * 1000000, sz * 1000000), yield_=(str(yb), str(ya)), price=(str(pb), str(pa)))
    sh.write(r + 1, 0, "Sprd = offer spread to UST (offer side only). Face = current face, both sides.")
    att = Attachment("hexworth levels.xls", xls_bytes(book), "application/octet-stream", "xls")
    body = "Levels attached.\n\n" + sig("Raj Menon", "Structured / Agency", "Hexworth Capital", "+1 203 555 0181")
    return mk("hexworth-sp-agency-xls", "xlsx", gold, sender=snd, to=TO, subject="Hexworth levels",
              date="Tue, 08 Dec 2026 09:58:00 -0500", text=body, attachments=[att])


LAYOUTS = [
    quarryhill_muni_xlsx, tenbury_muni_xlsx,
    glenholme_loans_xls, aldwick_loans_xlsx,
    cranmore_sp_agency_xlsx, hexworth_sp_agency_xls,
]
