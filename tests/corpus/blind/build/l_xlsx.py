"""Excel attachment layouts: .xlsx (openpyxl) and legacy .xls (xlwt, BIFF8)."""
import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Alignment, Font, PatternFill

from common import CUSIP, ISIN, MM, US_ISIN, XLS, XLSX, Layout, date, mail, msgid, t32

BOLD = Font(bold=True)
HEAD_FILL = PatternFill("solid", fgColor="1F3864")
HEAD_FONT = Font(bold=True, color="FFFFFF")


def _xlsx_bytes(wb):
    b = io.BytesIO()
    wb.save(b)
    return b.getvalue()


def _head(ws, row, values, col=1):
    for j, v in enumerate(values):
        c = ws.cell(row=row, column=col + j, value=v)
        c.font = HEAD_FONT
        c.fill = HEAD_FILL
        c.alignment = Alignment(horizontal="center")


def x_bbg_runs_export():
    L = Layout("xlsx-bbg-runs-export-dealer-column", "xlsx", "acmebank")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "RUNS"
    ws["A1"] = "RUNS <GO> - Monitor: US IG TECH/INDS"
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = "As of: 11/23/2026 08:15:02 NY"
    hdr = ["Security", "ISIN", "Dealer", "Bid Px", "Ask Px", "Bid Spd", "Ask Spd", "Bid Yld", "Ask Yld",
           "Bid Sz (MM)", "Ask Sz (MM)", "Time"]
    _head(ws, 4, hdr)
    bonds = {"VNTX": ("VNTX 4 7/8 08/15/30", US_ISIN(CUSIP("92212KAF"))),
             "HLMR": ("HLMR 3.95 03/15/29", US_ISIN(CUSIP("40541QAC"))),
             "KSTL": ("KSTL 6.1 11/01/33", US_ISIN(CUSIP("49327MAH"))),
             "TRVL": ("TRVL 5 1/8 10/01/32", US_ISIN(CUSIP("71563LAB"))),
             "MERIDT": ("MERIDT 4 1/4 01/15/35", US_ISIN(CUSIP("58933YBE")))}
    rows = [("VNTX", "NORTHBRIDGE", 99.28, 99.79, 112, 107, 5.08, 4.93, 5, 5, "08:14:55"),
            ("VNTX", "HALCYON", 99.30, 99.75, 111, 108, 5.07, 4.94, 3, 3, "08:12:40"),
            ("VNTX", "ACME", 99.25, 99.75, 112, 108, 5.09, 4.94, 5, 5, "07:45:10"),
            ("HLMR", "NORTHBRIDGE", 98.40, 98.56, 78, 73, 4.71, 4.64, 2, 2, "08:10:03"),
            ("HLMR", "BRACKENRIDGE", 98.38, None, 79, None, 4.72, None, 5, None, "08:01:37"),
            ("KSTL", "ACME", 102.30, 102.85, 165, 158, 5.72, 5.64, 2, 2, "07:45:10"),
            ("KSTL", "HALCYON", 102.25, 102.90, 166, 157, 5.73, 5.63, 1, 1, "08:13:21"),
            ("TRVL", "NORTHBRIDGE", 100.80, 101.00, 99, 95, 4.96, 4.92, 3, 3, "08:09:48"),
            ("TRVL", "HALCYON", 101.10, 100.95, 94, 97, 4.90, 4.93, 2, 2, "08:11:19"),
            ("MERIDT", "BRACKENRIDGE", None, 94.50, None, 125, None, 5.08, None, 2, "08:02:11")]
    r = 5
    for b, dealer, bp, ap, bs, as_, by, ay, bsz, asz, tm in rows:
        sec, isin = bonds[b]
        vals = [sec, isin, dealer, bp, ap, bs, as_, by, ay, bsz, asz, tm]
        for j, v in enumerate(vals, start=1):
            c = ws.cell(row=r, column=j, value=v)
            if j in (4, 5):
                c.number_format = "0.000"
            elif j in (8, 9):
                c.number_format = "0.00"
        r += 1
        crossed = ("price", "spread", "yield") if (b, dealer) == ("TRVL", "HALCYON") else ()  # crossed as written
        L.row(isin, "corporate", "ig", MM(bsz) if bsz else None, MM(asz) if asz else None,
              dealer=dealer.lower(), review=crossed, price=(bp, ap), spread=(bs, as_), **{"yield": (by, ay)})
    ws.column_dimensions["A"].width = 24
    ws.column_dimensions["B"].width = 15
    body = """Composite RUNS export for the tech/industrials monitor attached - ours plus the street's.

Raj Patel | Acme Bank N.A. | +1 212 555 0152
"""
    L.msg = mail(frm="Raj Patel <raj.patel@desk.acmebank.com>", to="pm-team@lists.acmebank.com",
                 subject="RUNS export - US IG tech/inds", date=date(23, 13, 16, 0),
                 msgid=msgid("runs-export-1123", "acmebank.com"), text=body,
                 attachments=[("RUNS_IG_TECH_20261123.xlsx", XLSX, _xlsx_bytes(wb))])
    return L


def x_two_row_header():
    L = Layout("xlsx-two-row-header-sheets-ig-hy-em", "xlsx", "cremieux")
    wb = openpyxl.Workbook()
    sheets = {
        "IG": ("corporate", "ig", [
            ("ELVIA", 1.625, dt.date(2029, 3, 20), 97.10, 97.30, 2.61, 2.55, 78, 73),
            ("SOLVR", 3.25, dt.date(2031, 6, 4), 100.45, 100.70, 3.15, 3.10, 102, 97),
            ("NRDVK", 4.125, dt.date(2033, 10, 12), 102.20, 102.55, 3.76, 3.71, 128, 123)]),
        "HY": ("corporate", "hy", [
            ("CALDRA", 7.25, dt.date(2030, 11, 1), 98.50, 99.25, 7.69, 7.47, 365, 343),
            ("DENHLM", 5.625, dt.date(2031, 9, 15), 94.75, 95.50, 6.93, 6.74, 295, 276),
            ("ZEPHR", 7.75, dt.date(2030, 8, 15), 100.25, 101.00, 7.67, 7.45, 362, 340)]),
        "EM": ("sovereign", "em_sovereign", [
            ("KARVIA", 5.75, dt.date(2032, 1, 28), 96.15, 96.65, 6.61, 6.50, 241, 230),
            ("REPVAL", 6.5, dt.date(2035, 3, 15), 93.50, 94.00, 7.53, 7.45, 321, 313),
            ("SANTRA", 4.25, dt.date(2031, 7, 9), 88.25, 88.95, 7.39, 7.21, 342, 324)]),
    }
    first = True
    for name, (ac, grp, rows) in sheets.items():
        ws = wb.active if first else wb.create_sheet(name)
        ws.title = name
        first = False
        ws["A1"] = f"Crémieux & Associés - {name} levels"
        ws["A1"].font = Font(bold=True, size=12)
        ws["A2"] = "23/11/2026 15:30 CET - indicative"
        spd = "Z-Spread (bp)" if name == "EM" else "Spread (bp)"
        _head(ws, 4, ["Issuer", "Cpn", "Maturity", "Price", None, "Yield", None, spd, None])
        ws.merge_cells("D4:E4")
        ws.merge_cells("F4:G4")
        ws.merge_cells("H4:I4")
        _head(ws, 5, [None, None, None, "Bid", "Ask", "Bid", "Ask", "Bid", "Ask"])
        for i, (iss, cpn, mat, pb, pa, yb, ya, sb, sa) in enumerate(rows, start=6):
            for j, v in enumerate([iss, cpn, mat, pb, pa, yb, ya, sb, sa], start=1):
                c = ws.cell(row=i, column=j, value=v)
                if j == 3:
                    c.number_format = "dd-mmm-yyyy"
            key = f"{iss} {cpn:g} {mat.isoformat()}"
            L.row(key, ac, grp, price=(pb, pa), **{"yield": (yb, ya), ("z_spread" if name == "EM" else "spread"): (sb, sa)})
        ws.column_dimensions["C"].width = 13
    body = """Bonjour,

Levels IG / HY / EM attached, one tab each.

Camille Roux | Crémieux & Associés | +44 20 7946 0788
"""
    L.msg = mail(frm="Camille Roux <camille.roux@cremieux.fr>", to="credit-clients@cremieux.fr",
                 subject="Levels IG/HY/EM 23/11", date=date(23, 14, 31, 0),
                 msgid=msgid("levels-xlsx-2311", "cremieux.fr"), text=body,
                 attachments=[("Cremieux_levels_23112026.xlsx", XLSX, _xlsx_bytes(wb))])
    return L


def _xls_bytes(wb):
    b = io.BytesIO()
    wb.save(b)
    return b.getvalue()


def x_legacy_tsy_xls():
    L = Layout("xls-biff8-ust-32nds-agencies-cusip-last", "xlsx", "northbridge")
    wb = xlwt.Workbook(encoding="utf-8")
    ws = wb.add_sheet("Govts")
    bold = xlwt.easyxf("font: bold on")
    ws.write(0, 0, "NORTHBRIDGE SECURITIES - GOVT/AGENCY RUN", bold)
    ws.write(1, 0, "11/23/2026 08:30 ET")
    hdr = ["Security", "Bid", "Ask", "Bid Yld", "Ask Yld", "Chg (32nds)", "CUSIP"]
    for j, h in enumerate(hdr):
        ws.write(3, j, h, bold)
    ust = [("T 3 7/8 10/31/28", "99-28+", "99-29", 3.941, 3.933, "+0-01", "91282CLS"),
           ("T 4 1/8 11/15/31", "100-07", "100-07+", 4.077, 4.074, "+0-02+", "91282CMA"),
           ("T 4 1/4 11/15/36", "99-161", "99-17", 4.309, 4.306, "-0-01", "912810UF"),
           ("T 4 5/8 11/15/56", "98-02", "98-03+", 4.752, 4.749, "-0-04", "912810UG")]
    r = 4
    for sec, b, a, yb, ya, chg, base in ust:
        cu = CUSIP(base)
        for j, v in enumerate([sec, b, a, yb, ya, chg, cu]):
            ws.write(r, j, v)
        r += 1
        L.q(cu, "government", "government", "price", t32(b), t32(a))
        L.q(cu, "government", "government", "yield", yb, ya)
    r += 1
    ws.write(r, 0, "AGENCIES (px)", bold)
    r += 1
    ag = [("FNMA 4 1/8 06/15/29", 100.31, 100.36, 3.99, 3.97, "", "FNMA 4.125 2029-06-15"),
          ("FHLB 4.5 03/10/28", 100.68, 100.72, 3.92, 3.89, "", "FHLB 4.5 2028-03-10"),
          ("FFCB 4.05 12/01/30", 100.02, 100.15, 4.04, 4.01, "", "FFCB 4.05 2030-12-01")]
    for sec, b, a, yb, ya, chg, key in ag:
        for j, v in enumerate([sec, b, a, yb, ya, chg, ""]):
            ws.write(r, j, v)
        r += 1
        L.q(key, "agency", "agency", "price", b, a)
        L.q(key, "agency", "agency", "yield", yb, ya)
    ws.col(0).width = 256 * 22
    body = """Run attached (xls).

Tom Reilly | Northbridge Securities | 212-555-0180
"""
    L.msg = mail(frm="Tom Reilly <treilly@northbridge.com>", to="rates-clients@northbridge.com",
                 subject="NB govt/agency run 08:30 (xls)", date=date(23, 13, 31, 0),
                 msgid="<CAF2x9+govt0830xls@mail.northbridge.com>", text=body,
                 attachments=[("NB_GOVT_RUN_112326.xls", XLS, _xls_bytes(wb))])
    return L


def x_legacy_cds_xls():
    L = Layout("xls-biff8-cds-source-column-indices-tab", "xlsx", "halcyon")
    wb = xlwt.Workbook(encoding="utf-8")
    bold = xlwt.easyxf("font: bold on")
    ws = wb.add_sheet("Single Names")
    ws.write(0, 0, "Halcyon Markets - CDS composite 23-Nov-2026 08:00 LDN", bold)
    hdr = ["Ref Entity", "Tenor", "Bid (bp)", "Ask (bp)", "Source", "Chg (bp)"]
    for j, h in enumerate(hdr):
        ws.write(2, j, h, bold)
    rows = [("Ventrix Systems", "5Y", 74, 79, "HALCYON", -1.5),
            ("Ventrix Systems", "5Y", 75, 80, "NORTHBRIDGE", -1),
            ("Kestrel Energy", "5Y", 118, 124, "HALCYON", 2),
            ("Kestrel Energy", "10Y", 158, 168, "HALCYON", 1.5),
            ("Carbon Ridge Resources", "5Y", 410, 430, "BRACKENRIDGE", 12),
            ("Meridot Telecom", "7Y", 108, 114, "HALCYON", 0),
            ("Elvia SA", "5Y", 48, 53, "CREMIEUX", -0.5)]
    for i, (n, t, b, a, src, chg) in enumerate(rows, start=3):
        for j, v in enumerate([n, t, b, a, src, chg]):
            ws.write(i, j, v)
        L.q(f"{n} {t}".upper(), "cds", "cds", "spread", b, a, dealer=src.lower())
    ws2 = wb.add_sheet("Indices")
    hdr = ["Index", "Series", "Tenor", "Bid", "Ask", "Quote"]
    for j, h in enumerate(hdr):
        ws2.write(0, j, h, bold)
    idx = [("ITRX MAIN", 46, "5Y", 57.75, 58.25, "Spread"), ("ITRX XOVER", 46, "5Y", 281, 284, "Spread"),
           ("CDX IG", 47, "5Y", 51.25, 51.75, "Spread"), ("CDX HY", 47, "5Y", 106.375, 106.5, "Price"),
           ("CDX EM", 46, "5Y", 97.10, 97.30, "Price")]
    for i, (n, s, t, b, a, qt) in enumerate(idx, start=1):
        for j, v in enumerate([n, s, t, b, a, qt]):
            ws2.write(i, j, v)
        L.q(f"{n} {s} {t}", "cds", "cds", "spread" if qt == "Spread" else "price", b, a)
    body = """CDS composite attached (xls, 2 tabs). Single names show the contributing desk.

Priya Natarajan | Halcyon Markets Ltd | +44 20 7946 0612
"""
    L.msg = mail(frm="Priya Natarajan <priya.natarajan@halcyon.com>", to="cds-clients@halcyon.com",
                 subject="CDS composite 23-Nov (xls)", date=date(23, 8, 3, 0),
                 msgid=msgid("cds-composite-xls-2311", "halcyon.com"), text=body,
                 attachments=[("CDS_composite_23Nov26.xls", XLS, _xls_bytes(wb))])
    return L


def x_clo_bwic_dm():
    L = Layout("xlsx-clo-bwic-talk-cover-dm", "xlsx", "brackenridge")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "BWIC 23-Nov"
    ws["A1"] = "Brackenridge - CLO AAA/AA BWIC - 23 November 2026 10:30 ET"
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = "Talk and cover in DM (bp). Settle T+3."
    hdr = ["CUSIP", "Deal", "Class", "Orig Face", "Talk (DM)", "Cover (DM)", "Traded"]
    _head(ws, 4, hdr)
    rows = [("04742QAJ", "ATHNA 2021-3A", "A1", 10000000, "128-132", 129, "Y", (128, 132)),
            ("40538NAC", "HLCYN 2019-2A", "A", 8000000, "130-135", 133, "Y", (130, 135)),
            ("57063RAN", "MRLN 2020-4A", "A1R", 15000000, "125", None, "N", (125, 125)),
            ("12663KAC", "CASCD 2023-1A", "B", 5000000, "185-190", 187, "Y", (185, 190)),
            ("90188PAC", "TWRBR 2024-2A", "A1", 12000000, "118/122", 119.5, "Y", (118, 122)),
            (None, "OCTV 2022-1A", "B", 4000000, "195-200", None, "DNT", (195, 200))]
    for i, (base, deal, cl, face, talk, cover, tr, tv) in enumerate(rows, start=5):
        cu = CUSIP(base) if base else None
        for j, v in enumerate([cu, deal, cl, face, talk, cover, tr], start=1):
            c = ws.cell(row=i, column=j, value=v)
            if j == 4:
                c.number_format = "#,##0"
        key = cu or f"{deal} {cl}".upper()
        f = float(face)
        L.q(key, "structured", "structured", "talk", tv[0], tv[1], f, f)
        if cover is not None:
            L.q(key, "structured", "structured", "cover", cover, cover, f, f)
    ws.column_dimensions["B"].width = 16
    body = """Results of this morning's AAA/AA list, talk and cover attached.

Greg Holt | Brackenridge & Co.
"""
    L.msg = mail(frm="Greg Holt <greg.holt@brackenridge.com>", to="bwic@brackenridge.com",
                 subject="CLO BWIC 10:30 - covers", date=date(23, 17, 2, 0),
                 msgid=msgid("clo-bwic-covers-xlsx", "brackenridge.com"), text=body,
                 attachments=[("CLO_BWIC_covers_2026-11-23.xlsx", XLSX, _xlsx_bytes(wb))])
    return L


def x_loan_marks():
    L = Layout("xlsx-loan-marks-source-loanx", "xlsx", "tidewater")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Marks"
    ws["A1"] = "Loan marks - dealer runs received 23-Nov-2026"
    hdr = ["LoanX ID", "Borrower", "Facility", "Source", "Bid", "Offer", "Mark Date"]
    _head(ws, 3, hdr)
    rows = [("LX241187", "Zephyr Brands", "TLB", "TIDEWATER", 98.25, 98.75, ()),
            ("LX241187", "Zephyr Brands", "TLB", "NORTHBRIDGE", 98.125, 98.625, ()),
            ("LX239902", "Copperline Health", "1L TL", "TIDEWATER", 96.5, 97.25, ()),
            ("LX239902", "Copperline Health", "1L TL", "BRACKENRIDGE", 96.75, 96.25, ("price",)),
            ("LX244510", "Ironbark Software", "TLB", "TIDEWATER", 100.125, 100.375, ()),
            ("LX230078", "Marlin Pet Care", "TL B-2", "NORTHBRIDGE", 91.75, 93.00, ()),
            ("LX247731", "Cascade Logistics", "TLB", "BRACKENRIDGE", 99.00, 99.50, ()),
            ("LX228864", "Redfern Media", "TLB", "TIDEWATER", 88.50, 90.00, ())]
    for i, (lx, bor, fac, src, b, a, rev) in enumerate(rows, start=4):
        for j, v in enumerate([lx, bor, fac, src, b, a, dt.date(2026, 11, 23)], start=1):
            c = ws.cell(row=i, column=j, value=v)
            if j == 7:
                c.number_format = "mm/dd/yyyy"
        L.q(f"{bor} {fac}".upper(), "loan", "loan", "price", b, a, dealer=src.lower(), review="price" in rev)
    for col, w in zip("ABCDEFG", (11, 20, 10, 15, 9, 9, 12)):
        ws.column_dimensions[col].width = w
    body = """Marks file attached - our levels and the runs we received today, by source.

Sam Oduya | Tidewater Capital Markets
"""
    L.msg = mail(frm="Sam Oduya <sam.oduya@tidewater.com>", to="loan-ops@tidewater.com",
                 subject="Loan marks 11/23", date=date(23, 22, 5, 0),
                 msgid=msgid("loan-marks-xlsx-1123", "tidewater.com"), text=body,
                 attachments=[("loan_marks_20261123.xlsx", XLSX, _xlsx_bytes(wb))])
    return L


def x_muni_frn_sheets():
    L = Layout("xlsx-muni-and-frn-tabs", "xlsx", "pinecrest")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Munis"
    ws["A1"] = "Pinecrest - muni offerings 11/23/2026"
    _head(ws, 3, ["CUSIP", "Issuer", "Coupon", "Maturity", "Par (000s)", "Yld", "Px"])
    mu = [("87512LBW", "TAMARACK CITY TRANS FIN AUTH", 5.0, dt.date(2039, 11, 1), 500, 3.51, 109.912),
          ("41182RDH", "HARBOR CITY WTR & SWR REV", 4.0, dt.date(2041, 2, 15), 1000, 4.02, 99.761),
          ("38521PBL", "GRAND FORKS PUB PWR REV", 5.0, dt.date(2037, 1, 1), 250, 3.33, 111.045),
          ("72214QFL", "PINE RIDGE TRANSIT AUTH REV", 5.0, dt.date(2032, 6, 1), 1500, 2.88, 110.902)]
    for i, (base, iss, cpn, mat, par, y, px) in enumerate(mu, start=4):
        cu = CUSIP(base)
        for j, v in enumerate([cu, iss, cpn, mat, par, y, px], start=1):
            c = ws.cell(row=i, column=j, value=v)
            if j == 4:
                c.number_format = "mm/dd/yyyy"
        L.q(cu, "muni", "muni", "yield", None, y, None, float(par * 1000))
        L.q(cu, "muni", "muni", "price", None, px, None, float(par * 1000))
    ws2 = wb.create_sheet("FRN")
    ws2["A1"] = "Floating rate notes - DM in bp"
    _head(ws2, 3, ["Issuer", "Index", "QM (bp)", "Maturity", "Bid Px", "Ask Px", "Bid DM", "Ask DM", "ISIN"])
    fr = [("BKRDG", "SOFR", 95, dt.date(2029, 9, 14), 99.85, 100.05, 101, 96, ISIN("US", CUSIP("06652KBG"))),
          ("TRVL", "SOFR", 72, dt.date(2028, 4, 3), 100.12, 100.22, 67, 64, ISIN("US", CUSIP("71563LAD"))),
          ("ORSN", "SOFR", 110, dt.date(2030, 1, 15), 99.40, 99.65, 124, 118, ISIN("US", CUSIP("68749TAF"))),
          ("FHLMC", "SOFR", 12, dt.date(2027, 12, 6), 100.01, 100.03, 11.5, 10.5, ISIN("US", CUSIP("3134HBCX")))]
    for i, (iss, idx, qm, mat, bp, ap, bd, ad, isin) in enumerate(fr, start=4):
        for j, v in enumerate([iss, idx, qm, mat, bp, ap, bd, ad, isin], start=1):
            c = ws2.cell(row=i, column=j, value=v)
            if j == 4:
                c.number_format = "dd-mmm-yy"
        ac = "agency" if iss == "FHLMC" else "corporate"
        L.q(isin, ac, "frn", "price", bp, ap)
        L.q(isin, ac, "frn", "dm", bd, ad)
    body = """Munis and floaters attached, two tabs.

Dana Whitfield | Pinecrest Securities | 312-555-0166
"""
    L.msg = mail(frm="Dana Whitfield <dwhitfield@pinecrest.com>", to="munis@pinecrest.com",
                 subject="Munis + floaters 11/23", date=date(23, 17, 30, 0),
                 msgid=msgid("muni-frn-xlsx-1123", "pinecrest.com"), text=body,
                 attachments=[("pinecrest_munis_floaters.xlsx", XLSX, _xlsx_bytes(wb))])
    return L


def x_converts_financials():
    L = Layout("xlsx-converts-cusip-middle-fin-frn-pfd", "xlsx", "marlow")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "CB"
    ws["A1"] = "MARLOW PARTNERS"
    ws["A2"] = "Convertible indications 23/11/2026 08:00 GMT"
    _head(ws, 4, ["Issuer", "Cpn", "CUSIP", "Maturity", "Bid", "Offer", "Conv Ratio", "Stock Px", "Prem %"])
    cb = [("VNTX", 0.0, "92212KAJ", dt.date(2028, 12, 1), 88.75, 89.50, 16.0128, 38.99, 41.8),
          ("ALDRN", 2.25, "01434DAB", dt.date(2029, 6, 15), 104.50, 105.25, 24.6310, 36.01, 18.2),
          ("HLMR", 1.125, "40541QAE", dt.date(2029, 3, 1), 97.50, 98.25, 10.0001, 41.20, 55.0),
          ("GALVN", 3.0, "36315XAB", dt.date(2030, 9, 1), 93.00, 94.00, 35.7143, 19.87, 32.4)]
    for i, (iss, cpn, base, mat, b, o, cr, spx, prem) in enumerate(cb, start=5):
        cu = CUSIP(base)
        for j, v in enumerate([iss, cpn, cu, mat, b, o, cr, spx, prem], start=1):
            c = ws.cell(row=i, column=j, value=v)
            if j == 4:
                c.number_format = "dd/mm/yyyy"
        L.q(cu, "convertible", "convert_preferred", "price", b, o)
    ws2 = wb.create_sheet("FIN")
    ws2["A1"] = "Financials - FRNs (DM bp) and preferreds ($)"
    _head(ws2, 3, ["ISIN", "Description", "Bid", "Offer", "Measure"])
    fin = [(ISIN("XS", "300044517"), "BKRDG FRN 03/30 3mE+120", 118, 112, "DM"),
           (ISIN("XS", "296655018"), "ELVIA FRN 06/28 3mE+70", 72, 68, "DM"),
           (ISIN("US", CUSIP("68749T50")), "ORSN 6.375% PFD SER A", 25.00, 25.10, "Px"),
           (ISIN("US", CUSIP("06652K60")), "BKRDG 5.85% PFD SER K", 24.05, 24.20, "Px")]
    for i, (isin, desc, b, o, m) in enumerate(fin, start=4):
        for j, v in enumerate([isin, desc, b, o, m], start=1):
            ws2.cell(row=i, column=j, value=v)
        if m == "DM":
            L.q(isin, "corporate", "frn", "dm", b, o)
        else:
            L.q(isin, "preferred", "convert_preferred", "price", b, o)
    body = """Morning, CB indications and financials attached.

Hannah Cole | Marlow Partners | +44 20 7946 0911
"""
    L.msg = mail(frm="Hannah Cole <hannah.cole@desk.marlow.co.uk>", to="pfd-cv@marlow.co.uk",
                 subject="CB + financials 23/11 (xlsx)", date=date(23, 8, 20, 0),
                 msgid=msgid("cb-fin-xlsx-2311", "marlow.co.uk"), text=body,
                 attachments=[("Marlow_CB_FIN_20261123.xlsx", XLSX, _xlsx_bytes(wb))])
    return L


LAYOUTS = [x_bbg_runs_export, x_two_row_header, x_legacy_tsy_xls, x_legacy_cds_xls, x_clo_bwic_dm,
           x_loan_marks, x_muni_frn_sheets, x_converts_financials]
