"""Spreadsheets: multi-tab desk workbooks (one tab per desk, a notes tab), legacy .xls, securitised sheets."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Alignment, Font, PatternFill

from common import MIME_XLS, MIME_XLSX, Attachment, M, bkey, date, mk, normalize_zip, q, uc, ui

BOLD = Font(bold=True)
GREY = PatternFill("solid", fgColor="D9D9D9")
FIXED = dt.datetime(2027, 2, 16, 6, 30, tzinfo=dt.UTC)


def _xlsx(wb) -> bytes:
    wb.properties.creator = "desk"
    wb.properties.lastModifiedBy = "desk"
    wb.properties.created = FIXED.replace(tzinfo=None)
    wb.properties.modified = FIXED.replace(tzinfo=None)
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _d(iso):
    return dt.date.fromisoformat(iso)


def _head(ws, row, names, fill=GREY):
    for j, n in enumerate(names, 1):
        c = ws.cell(row=row, column=j, value=n)
        c.font = BOLD
        c.fill = fill
        c.alignment = Alignment(horizontal="center", wrap_text=True)


def _f(s):
    return float(s.replace(",", "."))


# ---------------------------------------------------------------- 27 / 28: multi-tab desk workbooks (govt + IG)


def bergli_workbook():
    d = "bergli"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "EGB"
    ws["A1"] = "Bergli & Co. - Staatsanleihen EUR / CHF - 17.02.2027 08:40"
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = "Kurse clean; Rendite in %; Vortag = Schlusskurs 16.02."
    names = ["Titel", "Valor", "ISIN", "Coupon", "Verfall", "Geld", "Brief", "Rendite Geld", "Rendite Brief", "Vortag", "Nominal (Mio)"]
    _head(ws, 4, names)
    egb = [
        ("RAGB", "41857730", "AT", 2.9, "2034-02-20", 101.46, 101.58, 2.713, 2.699, 101.37, 10),
        ("NETHER", "52084411", "NL", 2.5, "2033-07-15", 99.94, 100.02, 2.509, 2.497, 99.88, None),
        ("BGB", "38266915", "BE", 3.0, "2034-06-22", 101.12, 101.25, 2.848, 2.832, 101.02, None),
        ("RFGB", "47119302", "FI", 2.75, "2031-04-15", 100.61, 100.70, 2.598, 2.577, 100.58, 5),
        ("SWISS", "1225348", "CH", 1.5, "2033-06-24", 105.84, 105.98, 0.586, 0.565, 105.80, None),
    ]
    for i, (t, valor, pre, cp, iso, g, b, rg, rb, vt, nom) in enumerate(egb, 5):
        isn = ui(pre, f"b12-bergli-{t}")
        vals = [t, valor, isn, cp, _d(iso), g, b, rg, rb, vt, nom]
        for j, v in enumerate(vals, 1):
            c = ws.cell(row=i, column=j, value=v)
            if j == 5:
                c.number_format = "DD.MM.YYYY"
            elif j in (6, 7, 8, 9, 10):
                c.number_format = "0.000"
        size = (M(nom),) * 2 if nom else (M(10), M(10))
        gold += q(isn, "government", d, size=size, price=(str(g), str(b)), yield_=(str(rg), str(rb)))
    ws2 = wb.create_sheet("EUR IG")
    ws2["A1"] = "EUR Investment Grade - ASW (bp) und Kurs"
    ws2["A1"].font = Font(bold=True, size=12)
    names = ["Emittent", "ISIN", "Kupon", "Fälligkeit", "Rating", "ASW Geld", "ASW Brief", "Kurs Geld", "Kurs Brief", "Nominal (Mio)", "Kommentar"]
    _head(ws2, 3, names)
    ig = [
        ("ALTMARK AUTOMOBIL", 3.25, "2031-03-12", "A3/BBB+", 79, 74, 101.30, 101.52, None, ""),
        ("SAINT-AUBIN SANTE", 3.625, "2033-09-20", "Baa1/BBB+", 112, 106, 101.05, 101.42, 3, "axe: Käufer"),
        ("ROSSWEIL BANK", 4.0, "2030-11-04", "A2/A-", 89, 95, 102.12, 102.33, None, "NC 11/2029"),
        ("ZURLINDEN LOGISTIK", 3.875, "2035-01-28", "Baa2/BBB", 142, 135, 99.28, 99.79, 1, "neu, Emission 02/2027 EUR 600 Mio"),
    ]
    for i, (em, cp, iso, rtg, ag, ab, kg, kb, nom, kom) in enumerate(ig, 4):
        isn = ui("XS", f"b12-bergli-ig-{em}")
        vals = [em, isn, cp, _d(iso), rtg, ag, ab, kg, kb, nom, kom]
        for j, v in enumerate(vals, 1):
            c = ws2.cell(row=i, column=j, value=v)
            if j == 4:
                c.number_format = "DD.MM.YYYY"
            elif j in (8, 9):
                c.number_format = "0.00"
        size = (M(nom),) * 2 if nom else (M(2), M(2))
        rev = ("i_spread",) if ag < ab else ()  # a crossed ASW slip (bid below offer)
        gold += q(isn, "ig", d, size=size, review=rev, i_spread=(str(ag), str(ab)), price=(f"{kg:.2f}", f"{kb:.2f}"))
    ws3 = wb.create_sheet("Hinweise")
    for i, t in enumerate([
        "Hinweise / Notes",
        "Nominal je Seite: EGB EUR 10 Mio, Credit EUR 2 Mio, sofern nicht anders angegeben (CHF: CHF 10 Mio).",
        "Valor = Schweizer Valorennummer. Vortag = Schlusskurs des Vortages, nur zur Information.",
        "Alle Kurse indikativ und freibleibend. Bergli & Co. Privatbankiers AG, Bahnhofstrasse 48, 8001 Zürich, +41 44 215 77 30.",
    ], 1):
        ws3.cell(row=i, column=1, value=t)
    data = _xlsx(wb)
    body = """Grüezi mitenand,

anbei unser Blatt mit EGB / CHF Staatsanleihen und EUR IG (zwei Reiter, Hinweise im dritten).

Freundliche Grüsse
Reto Ammann | Handel Anleihen | Bergli & Co. | +41 44 215 77 36
"""
    return mk("bergli-egb-ig-workbook", "xlsx", gold, sender="Reto Ammann <reto.ammann@bergli.ch>",
              subject="Anleihen EGB / EUR IG - 17.02.2027", date=date("08:44:57", "+0100"), text=body, enc="qp",
              attachments=[Attachment("Bergli_Anleihen_20270217.xlsx", data, MIME_XLSX, "xlsx")])


def ludgate_gilts_credit():
    d = "ludgatefenwick"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Gilts"
    names = ["Gilt", "Cpn", "Maturity", "Clean Bid", "Clean Offer", "Yld Bid", "Yld Offer", "Accrued", "Dirty Mid", "Size (GBP mm)"]
    _head(ws, 1, names)
    gilts = [
        ("UKT", 4.25, "2034-12-07", 100.48, 100.56, 4.188, 4.178, 0.822, 101.342, 25),
        ("UKT", 0.625, "2035-07-31", 74.91, 75.01, 4.312, 4.298, 0.036, 74.996, 25),
        ("UKT", 4.5, "2028-06-07", 100.82, 100.86, 3.877, 3.847, 0.870, 101.710, 50),
        ("UKT", 3.75, "2053-07-22", 77.35, 77.55, 5.221, 5.204, 0.259, 77.709, 10),
    ]
    for i, (g, cp, iso, cb, co, yb, yo, acc, dm, sz) in enumerate(gilts, 2):
        for j, v in enumerate([g, cp, _d(iso), cb, co, yb, yo, acc, dm, sz], 1):
            c = ws.cell(row=i, column=j, value=v)
            if j == 3:
                c.number_format = "DD/MM/YYYY"
        gold += q(bkey(g, cp, iso), "government", d, size=(M(sz), M(sz)), price=(str(cb), str(co)), yield_=(str(yb), str(yo)))
    ws2 = wb.create_sheet("GBP Credit")
    names = ["Issuer", "Cpn", "Maturity", "Bmk Gilt", "G+ Bid", "G+ Offer", "Px Bid", "Px Offer", "Size (GBP mm)", "Rtg"]
    _head(ws2, 1, names)
    cr = [
        ("THAMESMEAD WATER", 5.125, "2037-10-01", "UKT 4 1/4 12/34", 148, 141, 96.42, 97.05, 2, "Baa1"),
        ("BRIXHAM TELECOM", 5.75, "2031-06-18", "UKT 4 1/2 06/28", 121, 115, 102.46, 102.72, None, "Baa2"),
        ("HARTLEPOOL HOUSING", 3.5, "2045-03-31", "UKT 3 3/4 07/53", 138, 130, 76.85, 77.80, 1, "A2"),
        ("CLAREMONT INSURANCE", 6.25, "2034-05-09", "UKT 4 1/4 12/34", 196, 186, 101.70, 101.10, None, "Baa3"),
    ]
    for i, (iss, cp, iso, bmk, gb, go, pb, po, sz, rtg) in enumerate(cr, 2):
        for j, v in enumerate([iss, cp, _d(iso), bmk, gb, go, pb, po, sz, rtg], 1):
            c = ws2.cell(row=i, column=j, value=v)
            if j == 3:
                c.number_format = "DD-MMM-YY"
        size = (M(sz), M(sz)) if sz else (M(2), M(2))
        rev = ("price",) if pb > po else ()  # a crossed price slip
        gold += q(bkey(iss, cp, iso), "ig", d, size=size, review=rev, spread=(str(gb), str(go)), price=(f"{pb:.2f}", f"{po:.2f}"))
    ws3 = wb.create_sheet("Notes")
    for i, t in enumerate([
        "Levels as of 08:15 London. Gilts clean, yields GRY. Dirty Mid and Accrued for settlement reference only.",
        "Credit: G+ = spread to the benchmark gilt shown (bp). Credit sizes GBP 2mm per side unless shown.",
        "Ludgate Fenwick Ltd, 4 Ludgate Hill, London EC4M 7AN. +44 20 7946 0418. Authorised and regulated by the FCA (FRN 455 120).",
    ], 1):
        ws3.cell(row=i, column=1, value=t)
    data = _xlsx(wb)
    body = """Morning - gilts and GBP credit levels in the attached (Notes tab has the small print).

Harriet Ogunleye | Sterling Rates & Credit | Ludgate Fenwick | +44 20 7946 0427
"""
    return mk("ludgate-gilts-gbp-credit", "xlsx", gold, sender="Harriet Ogunleye <h.ogunleye@ludgatefenwick.co.uk>",
              subject="Gilts / GBP credit levels 17-Feb", date=date("08:19:44", "+0000"), text=body,
              attachments=[Attachment("LF_Sterling_170227.xlsx", data, MIME_XLSX, "xlsx")])


# ---------------------------------------------------------------- 29 / 30: legacy .xls (munis + agencies)


def _xls(book) -> bytes:
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


XB = xlwt.easyxf("font: bold on; pattern: pattern solid, fore_colour gray25")
XD = xlwt.easyxf(num_format_str="MM/DD/YYYY")
XP = xlwt.easyxf(num_format_str="0.000")
XY = xlwt.easyxf(num_format_str="0.00%")


def hesterby_xls():
    d = "hesterby"
    gold = []
    book = xlwt.Workbook()
    sh = book.add_sheet("Munis")
    sh.write(0, 0, "HESTERBY VAUX - MUNICIPAL RUN 02/17/2027  (Par in M = $000s)")
    names = ["CUSIP", "State", "Issuer", "Cpn", "Maturity", "Call", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px", "Par (M)", "Rating"]
    for j, n in enumerate(names):
        sh.write(2, j, n, XB)
    munis = [
        ("NY", "NEW YORK CITY GO", 5.0, "2040-08-01", "08/01/34 @ 100", 0.0348, 0.0342, 110.584, 111.085, 1000, "Aa2/AA"),
        ("IL", "ILLINOIS ST GO", 5.0, "2036-05-01", "05/01/33 @ 100", 0.0372, 0.0365, 108.122, 108.640, 500, "A3/A-"),
        ("FL", "MIAMI-DADE CNTY AVIATION", 4.0, "2044-10-01", "10/01/31 @ 100", 0.0401, 0.0394, 99.875, 100.483, 750, "A1/A"),
        ("WA", "SEATTLE WA MUN LT & PWR", 5.0, "2033-09-01", "NC", 0.0271, 0.0265, 113.412, 113.811, 2000, "Aa2/AA"),
        ("TX", "HARRIS CNTY TX TOLL RD", 5.0, "2042-08-15", "08/15/32 @ 100", 0.0362, 0.0356, 109.487, 109.992, 1000, "Aa2/AA"),
    ]
    for i, (st, iss, cp, iso, call, by, oy, bp, op, par, rtg) in enumerate(munis, 3):
        cu = uc(f"b12-hv-{iss}")
        row = [cu, st, iss, cp, _d(iso), call, by, oy, bp, op, par, rtg]
        for j, v in enumerate(row):
            st_ = XD if j == 4 else XY if j in (6, 7) else XP if j in (8, 9) else None
            sh.write(i, j, v, st_) if st_ else sh.write(i, j, v)
        sz = par * 1000
        gold += q(cu, "muni", d, size=(sz, sz), yield_=(f"{by * 100:g}", f"{oy * 100:g}"), price=(str(bp), str(op)))
    sh2 = book.add_sheet("Agencies")
    sh2.write(0, 0, "AGENCY BULLETS & CALLABLES - px, spread to UST (bp), YTM %  -  10MM per side unless shown")
    names = ["CUSIP", "Issuer", "Cpn", "Maturity", "Next Call", "Px Bid", "Px Ofr", "Sprd Bid", "Sprd Ofr", "YTM Bid", "YTM Ofr", "Size (MM)"]
    for j, n in enumerate(names):
        sh2.write(2, j, n, XB)
    ag = [
        ("FHLB", 4.125, "2030-03-13", "", 100.412, 100.468, 14, 12, 3.983, 3.965, None),
        ("FFCB", 4.25, "2032-01-21", "", 100.745, 100.835, 22, 20, 4.081, 4.061, 5),
        ("FNMA", 0.0, "2030-11-15", "", 85.562, 85.710, 18, 15, 4.188, 4.142, None),
        ("FHLB", 5.0, "2035-02-27", "02/27/2028", 100.25, 100.50, 85, 82, 4.963, 4.929, 5),
        ("FHLMC", 4.6, "2031-08-12", "08/12/2027", 99.875, 100.0, 56, 53, 4.632, 4.600, None),
    ]
    for i, (iss, cp, iso, call, pb, po, sb, so, yb, yo, sz) in enumerate(ag, 3):
        cu = uc(f"b12-hv-ag-{iss}-{iso}")
        row = [cu, iss, cp, _d(iso), call, pb, po, sb, so, yb, yo, sz if sz else ""]
        for j, v in enumerate(row):
            sh2.write(i, j, v, XD) if j == 3 else sh2.write(i, j, v)
        size = (M(sz), M(sz)) if sz else (M(10), M(10))
        gold += q(cu, "agency", d, size=size, price=(str(pb), str(po)), spread=(str(sb), str(so)), yield_=(str(yb), str(yo)))
    sh2.write(10, 0, "Callables: YTM to maturity; YTC on request. Spread vs interpolated UST.")
    data = _xls(book)
    body = """Good morning - muni and agency run attached (.xls, two tabs).

Graham Pollard | Rates & Municipal Trading | Hesterby Vaux & Co. | 212 555 0163
"""
    return mk("hesterby-muni-agency-xls", "xlsx", gold, sender="Graham Pollard <gpollard@hesterby.com>",
              subject="Muni / Agency run 2/17 (xls)", date=date("08:12:05"), text=body,
              attachments=[Attachment("HV_Muni_Agency_021727.xls", data, MIME_XLS, "xls")])


def merriwell_xls():
    d = "merriwell"
    gold = []
    book = xlwt.Workbook()
    sh = book.add_sheet("Run")
    sh.write(0, 0, "MERRIWELL SLOANE  |  RATES & MUNIS  |  WED 17 FEB 2027")
    sh.write(1, 0, "Muni offerings below are OFFERINGS (offer side only). Agency sizes 5MM per side.")
    sh.write(3, 0, "MUNICIPAL OFFERINGS", XB)
    names = ["Qty (000)", "CUSIP", "Description", "Coupon", "Maturity", "Call Date", "Call Px", "Offer Yld", "Offer Px", "Spread to MMD (bp)"]
    for j, n in enumerate(names):
        sh.write(4, j, n, XB)
    munis = [
        (250, "COLORADO ST BLDG EXCELLENT SCHS", 5.0, "2039-03-15", "03/15/2034", 100, "3.44", "110.206", 37),
        (500, "MARYLAND ST TRANSN AUTH", 4.0, "2041-07-01", "07/01/2032", 100, "3.71", "102.243", 29),
        (1000, "LOS ANGELES CA DEPT WTR & PWR", 5.0, "2047-07-01", "07/01/2035", 100, "3.79", "109.412", 24),
        (400, "ATLANTA GA ARPT REV", 5.25, "2043-07-01", "07/01/2033", 100, "3.82", "110.935", 33),
    ]
    r = 5
    for qty, desc, cp, iso, cd, cpx, oy, opx, sp in munis:
        cu = uc(f"b12-ms-{desc}")
        row = [qty, cu, desc, cp, _d(iso), cd, cpx, oy + "%", float(opx), sp]
        for j, v in enumerate(row):
            sh.write(r, j, v, XD) if j == 4 else sh.write(r, j, v)
        gold += q(cu, "muni", d, size=(None, qty * 1000), yield_=(None, oy), price=(None, opx))
        r += 1
    r += 1
    sh.write(r, 0, "AGENCIES (two-way)", XB)
    r += 1
    names = ["Issuer", "Coupon", "Maturity", "Bid", "Offer", "Bid Sprd", "Offer Sprd", "Bmk", "Amt Out ($bn)"]
    for j, n in enumerate(names):
        sh.write(r, j, n, XB)
    r += 1
    ag = [("FHLB", 3.875, "2029-06-14", "99-26", "99-28+", "+9", "+7", "UST 2Y", 3.5),
          ("FFCB", 4.125, "2031-12-08", "100-17", "100-21", "+17", "+15", "UST 5Y", 1.2),
          ("FHLMC", 4.375, "2033-09-17", "101-04", "101-10", "+27", "+24", "UST 7Y", 2.0),
          ("TVA", 4.65, "2035-09-15", "101-30", "102-06", "+36", "+32", "UST 10Y", 1.0)]
    for iss, cp, iso, b, o, sb, so, bmk, amt in ag:
        row = [iss, cp, _d(iso), b, o, sb, so, bmk, amt]
        for j, v in enumerate(row):
            sh.write(r, j, v, XD) if j == 2 else sh.write(r, j, v)
        gold += q(bkey(iss, cp, iso), "agency", d, size=(M(5), M(5)), price=(b, o), spread=(sb, so))
        r += 1
    r += 1
    sh.write(r, 0, "Prices in 32nds. MMD spreads and amounts outstanding for reference only. Merriwell Sloane LLC, (312) 555-0129, Member FINRA/SIPC.")
    data = _xls(book)
    body = """Hi - muni offerings and agency levels attached.

Dana Whitcombe-Ruiz | Merriwell Sloane | Municipal & Agency Sales | (312) 555-0137
"""
    return mk("merriwell-muni-offer-agency-xls", "xlsx", gold, sender="Dana Whitcombe-Ruiz <dwruiz@merriwell.com>",
              subject="Muni offerings + agencies 2/17", date=date("08:26:31", "-0600"), text=body,
              attachments=[Attachment("Merriwell_Run_02172027.xls", data, MIME_XLS, "xls")])


# ---------------------------------------------------------------- 31 / 32: securitised + FRNs workbooks


def copperline_sec_frn():
    d = "copperline"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "CMBS-ABS"
    ws["A1"] = "COPPERLINE SECURITIES - Securitized Products - 02/17/2027"
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = "Spreads vs swaps (I+) for CMBS / ABS fixed; DM for floaters. Sizes = current face ($MM) per side."
    names = ["CUSIP", "Deal", "Class", "Rtg", "Orig Face ($MM)", "Cur Face ($MM)", "Factor", "WAL", "Bid", "Offer", "Px Bid", "Px Offer"]
    _head(ws, 4, names)
    rows = [
        ("HALCYON CMBS 2024-C11", "A5", "AAA", 325.0, 325.0, 1.0, 9.4, "I+92", "I+88", 98.22, 98.48),
        ("HALCYON CMBS 2024-C11", "AS", "AAA", 62.0, 62.0, 1.0, 9.7, "I+131", "I+124", 96.10, 96.55),
        ("WREXHAM AUTO 2025-3", "B", "AA", 48.5, 31.2, 0.6433, 1.6, "I+74", "I+68", 100.08, 100.18),
        ("SILVERBIRCH CARD 2023-2", "A", "AAA", 60.0, 60.0, 1.0, 1.9, "DM 38", "DM 34", 100.05, 100.12),
        ("PRAIRIE STUDENT 2022-1", "A2", "AA+", 210.0, 88.4, 0.4210, 3.8, "DM 96", "DM 88", 99.45, 99.78),
    ]
    for i, (deal, cls, rtg, orig, cur, fac, wal, b, o, pb, po) in enumerate(rows, 5):
        cu = uc(f"b12-cl-{deal}-{cls}")
        for j, v in enumerate([cu, deal, cls, rtg, orig, cur, fac, wal, b, o, pb, po], 1):
            ws.cell(row=i, column=j, value=v)
        size = (round(cur * 1e6),) * 2
        if b.startswith("I+"):
            gold += q(cu, "structured", d, size=size, i_spread=(b[2:], o[2:]), price=(f"{pb:.2f}", f"{po:.2f}"))
        else:
            gold += q(cu, "structured", d, size=size, dm=(b[3:], o[3:]), price=(f"{pb:.2f}", f"{po:.2f}"))
    ws2 = wb.create_sheet("FRN")
    names = ["ISIN", "Issuer", "Index", "QM (bp)", "Maturity", "Next Reset", "DM Bid", "DM Offer", "Px Bid", "Px Offer", "Size (MM)"]
    _head(ws2, 1, names)
    frn = [("US", "GRANTHAM BANCORP", "SOFR", 105, "2029-04-23", "2027-04-23", 101, 96, 100.142, 100.262, 5),
           ("US", "ELDRIDGE HEALTH", "SOFR", 72, "2028-03-10", "2027-03-10", 69, 65, 100.034, 100.078, 5),
           ("US", "TIDEWATER POWER", "SOFR", 118, "2030-09-15", "2027-03-15", 127, 120, 99.705, 99.928, 3)]
    for i, (pre, iss, idx, qm, iso, rs, db, do, pb, po, sz) in enumerate(frn, 2):
        isn = ui(pre, f"b12-cl-frn-{iss}")
        for j, v in enumerate([isn, iss, idx, qm, _d(iso), _d(rs), db, do, pb, po, sz], 1):
            c = ws2.cell(row=i, column=j, value=v)
            if j in (5, 6):
                c.number_format = "MM/DD/YYYY"
        gold += q(isn, "frn", d, size=(M(sz), M(sz)), dm=(str(db), str(do)), price=(str(pb), str(po)))
    data = _xlsx(wb)
    body = """Morning - securitized and FRN levels attached (two tabs).

Marcus Delacroix-Hale | Copperline Securities | Securitized Products | 646 555 0112
"""
    return mk("copperline-sec-frn-tabs", "xlsx", gold, sender="Marcus Delacroix-Hale <mdhale@copperline.com>",
              subject="Securitized / FRN run 2/17", date=date("08:33:29"), text=body,
              attachments=[Attachment("Copperline_SP_FRN_20270217.xlsx", data, MIME_XLSX, "xlsx")])


def ashby_sec_frn():
    d = "ashbyrenwick"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Run"
    ws["A1"] = "ASHBY RENWICK - RMBS / CLO / FLOATERS"
    ws["A1"].font = Font(bold=True, size=12)
    ws.merge_cells("E3:F3")
    ws.merge_cells("G3:H3")
    ws["E3"] = "DM / Spread"
    ws["G3"] = "Price"
    for cell in ("E3", "G3"):
        ws[cell].font = BOLD
        ws[cell].alignment = Alignment(horizontal="center")
    _head(ws, 4, ["Security", "ID", "Rtg", "WAL", "Bid", "Ask", "Bid", "Ask", "Size (MM)", "Comment"])
    r = 5
    sections = [
        ("NON-AGENCY RMBS (spread to UST)", [
            ("CEDARWOOD MTG TR 2024-NQM2 A1", "cusip", "AAA", 2.9, "T+142", "T+135", 99.62, 99.88, 4.0, ""),
            ("CEDARWOOD MTG TR 2024-NQM2 M1", "cusip", "A", 4.4, "T+248", "T+232", 97.40, 98.05, 2.0, "factor 0.8120"),
        ]),
        ("CLO (DM)", [
            ("BRAEMOUNT CLO 2024-2A A1", "cusip", "AAA", 5.1, "DM 131", "DM 127", 100.20, 100.32, 10.0, ""),
            ("BRAEMOUNT CLO 2024-2A C", "cusip", "A", 5.6, "DM 226", "DM 212", 99.80, 100.25, 3.0, "orig 32.5mm"),
            ("WILLOWMERE CLO 2022-1A D", "cusip", "BBB-", 3.9, "DM 405", "DM 380", 99.10, 100.00, 2.0, ""),
        ]),
        ("SSA / AGENCY FLOATERS (DM to SOFR)", [
            ("IBRD FRN SOFR+29 01/2031", "isin", "AAA", 3.9, "DM 28", "DM 25", 100.04, 100.16, 25.0, "QM 29"),
            ("FFCB FRN SOFR+11 08/2028", "cusip", "AA+", 1.5, "DM 10", "DM 8", 100.01, 100.04, 25.0, ""),
        ]),
    ]
    for title, items in sections:
        ws.cell(row=r, column=1, value=title).font = BOLD
        r += 1
        for sec, idk, rtg, wal, b, a, pb, pa, sz, com in items:
            ident = ui("US", f"b12-ar-{sec}") if idk == "isin" else uc(f"b12-ar-{sec}")
            for j, v in enumerate([sec, ident, rtg, wal, b, a, pb, pa, sz, com], 1):
                ws.cell(row=r, column=j, value=v)
            size = (M(sz), M(sz))
            grp, ac = ("frn", "agency") if "FLOATERS" in title else ("structured", None)
            if b.startswith("T+"):
                gold += q(ident, grp, d, size=size, asset_class=ac, spread=(b[2:], a[2:]), price=(f"{pb:.2f}", f"{pa:.2f}"))
            else:
                gold += q(ident, grp, d, size=size, asset_class=ac, dm=(b[3:], a[3:]), price=(f"{pb:.2f}", f"{pa:.2f}"))
            r += 1
    ws.cell(row=r + 1, column=1, value="Levels indicative. Ashby Renwick & Co., 200 Clarendon St, Boston MA, 617 555 0108.")
    data = _xlsx(wb)
    body = """Morning - RMBS / CLO / SSA floater run in the attached.

Nina Castellano | Ashby Renwick & Co. | 617 555 0121
"""
    return mk("ashby-rmbs-clo-floaters", "xlsx", gold, sender="Nina Castellano <ncastellano@ashbyrenwick.com>",
              subject="RMBS / CLO / floaters 2/17", date=date("08:47:10"), text=body,
              attachments=[Attachment("AshbyRenwick_Run_20270217.xlsx", data, MIME_XLSX, "xlsx")])


LAYOUTS = [bergli_workbook, ludgate_gilts_credit, hesterby_xls, merriwell_xls, copperline_sec_frn, ashby_sec_frn]
