"""Spreadsheet layouts (.xlsx via openpyxl, legacy .xls via xlwt)."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt

from common import MIME_XLS, MIME_XLSX, Attachment, bkey, cusip, mk, normalize_zip, q, quotes

TO = "pm-desk@larchfield-am.com"
FIXED = dt.datetime(2026, 11, 17, 6, 30, 0)  # noqa: DTZ001 - a document property, not a quote time


def _wb():
    wb = openpyxl.Workbook()
    wb.properties.creator = "desk"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    return wb


def _xlsx_bytes(wb):
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _xls_bytes(book):
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


def _mail(slug, gold, sender, subject, date, body, fname, data, kind):
    mime = MIME_XLSX if kind == "xlsx" else MIME_XLS
    return mk(slug, "xlsx", gold, sender=sender, subject=subject, date=date, to=TO, text=body,
              attachments=[Attachment(fname, data, mime, kind)])


# ------------------------------------------------------------------ 37/38 ig + hy


def x01_units_row_number_formats():
    """Header on two rows (names, then units), spreads stored as numbers shown '+112' by a
    number format, sizes stored in dollars and shown '5,000k'."""
    d = "hawksworth"
    ig = [("ABBOTSLEY ENERGY", 4.85, dt.date(2032, 4, 1), 112, 107, 99.64, 99.95, 5_000_000),
          ("BARDSEY BANK", 5.35, dt.date(2034, 10, 15), 129, 124, 101.22, 101.58, 3_000_000),
          ("COLWALL PHARMA", 4.2, dt.date(2030, 6, 15), 71, 67, 98.88, 99.03, 10_000_000)]
    hy = [("DUNMORE CABLE", 7.625, dt.date(2031, 2, 15), None, None, 97.25, 98.00, 2_000_000),
          ("ESKBANK RESORTS", 8.875, dt.date(2029, 8, 1), None, None, 10.25, 103.25, 1_000_000)]
    wb = _wb()
    ws = wb.active
    ws.title = "Run"
    ws.append(["Hawksworth Securities - USD credit run", None, None, None, None, None, None, None])
    ws.append([])
    ws.append(["Issuer", "Coupon", "Maturity", "Bid", "Offer", "Bid", "Offer", "Size"])
    ws.append([None, None, None, "bp", "bp", "px", "px", "USD"])
    for row in ig + hy:
        ws.append(list(row))
        r = ws.max_row
        ws.cell(r, 3).number_format = "dd-mmm-yy"
        for col in (4, 5):
            ws.cell(r, col).number_format = '"+"0;"-"0'
        for col in (6, 7):
            ws.cell(r, col).number_format = "0.00"
        ws.cell(r, 8).number_format = '#,##0,"k"'
    ws.append([])
    ws.append(["Spreads vs OTR UST. HY quoted on price only. Hawksworth Securities LLC, 212-555-0115."])
    data = _xlsx_bytes(wb)
    gold = []
    for iss, c, m, bs, as_, bp, ap, sz in ig:
        gold += quotes(bkey(iss, c, m.isoformat()), "ig", d, size=sz, spread=(bs, as_), price=(bp, ap))
    for iss, c, m, _bs, _as, bp, ap, sz in hy:  # ESKBANK's bid 10.25 is a slip for 102.5: review
        gold += quotes(bkey(iss, c, m.isoformat()), "hy", d, size=sz, price=(bp, ap), review=("price",) if bp < 50 else ())
    return _mail("hawksworth-units-row", gold, "Lily Chen <lchen@hawksworth.com>", "HW credit run (xlsx)",
                 "Wed, 25 Nov 2026 07:50:00 -0500", "Run attached.\n\nLily Chen | Hawksworth Securities\n",
                 "HW_credit_run.xlsx", data, "xlsx")


def x02_xls_two_sheets_axe():
    """Legacy .xls, IG sheet (spread with an Axe and a Prev Bid column) and HY sheet (px + YTW)."""
    d = "fairhurst"
    ig = [("GLASSON POWER 5.05 01/15/33", "B", "+101", "+96", "+103", "5"),
          ("HURLSTONE INS 4.45 06/01/31", "", "+83", "+79", "+83", "5"),
          ("INVERKIP TEL 5.6 09/15/36", "S", "+148", "+142", "+150", "2")]
    hy = [("JURBY LEISURE 7.25 03/01/30", "99.50", "100.25", "7.38", "7.17", "2"),
          ("KILMUIR STEEL 9.125 10/15/31", "93.00", "94.125", "10.86", "10.57", "1")]
    book = xlwt.Workbook()
    s1 = book.add_sheet("IG")
    for j, h in enumerate(["Bond", "Axe", "Bid Sprd", "Offer Sprd", "Prev Bid", "Size MM"]):
        s1.write(0, j, h)
    for i, r in enumerate(ig, 1):
        for j, v in enumerate(r):
            s1.write(i, j, v if j in (0, 1) else float(v) if j == 5 else v)
    s2 = book.add_sheet("HY")
    for j, h in enumerate(["Bond", "Bid Px", "Offer Px", "Bid YTW", "Offer YTW", "Size MM"]):
        s2.write(0, j, h)
    for i, r in enumerate(hy, 1):
        s2.write(i, 0, r[0])
        for j in range(1, 6):
            s2.write(i, j, float(r[j]))
    data = _xls_bytes(book)
    gold = []
    for n, _ax, b, a, _p, sz in ig:
        iss, c, m = n.rsplit(" ", 2)
        mm, dd, yy = m.split("/")
        gold += q(bkey(iss, float(c), f"20{yy}-{mm}-{dd}"), "ig", d, size=f"{sz}mm", spread=(b, a))
    for n, bp, ap, by, ay, sz in hy:
        iss, c, m = n.rsplit(" ", 2)
        mm, dd, yy = m.split("/")
        gold += q(bkey(iss, float(c), f"20{yy}-{mm}-{dd}"), "hy", d, size=f"{sz}mm", price=(bp, ap), yield_=(by, ay))
    return _mail("fairhurst-xls-axe", gold, "Owen Pryce <opryce@fairhurst.co.uk>", "FH IG/HY sheet",
                 "Wed, 25 Nov 2026 08:40:00 +0000", "IG + HY levels, two tabs.\n\nOwen\nFairhurst Capital\n",
                 "FH_IG_HY_251126.xls", data, "xls")


# ------------------------------------------------------------------ 39/40 loans


def x03_loans_facility_size_trap():
    """Loans with a 'Facility Size ($mm)' column (the size of the loan, not of the quote) and a
    Rating column; levels as numbers."""
    d = "mossgiel"
    rows = [("LANARK DIAGNOSTICS", "TLB", "S+350", "B2/B", 1250, 98.375, 98.875),
            ("MELROSE FREIGHT", "TLB", "S+400", "B3/B-", 800, 95.50, 96.25),
            ("NAIRN HOSPITALITY", "TL", "S+325", "B1/B+", 600, 100.125, 100.50),
            ("OBAN CHEMICALS", "TLB-3", "E+375", "B2/B", 950, 97.00, 97.75)]
    wb = _wb()
    ws = wb.active
    ws.title = "Loans"
    ws.append(["Borrower", "Facility", "Spread", "Ratings", "Facility Size ($mm)", "Bid", "Offer"])
    for r in rows:
        ws.append(list(r))
    ws.append([])
    ws.append(["Indicative secondary levels. Sizes 1mm unless noted. Mossgiel Partners."])
    data = _xlsx_bytes(wb)
    gold = []
    for b, f, s, _r, _fs, bid, off in rows:
        gold += quotes(f"{b} {f} {s}", "loan", d, size=1_000_000, price=(bid, off))
    return _mail("mossgiel-loans-fac-size", gold, "Kirsty Reid <kreid@mossgiel.com>", "Loan levels xlsx",
                 "Wed, 25 Nov 2026 10:20:00 -0500", "Loans attached.\n\nKirsty\nMossgiel Partners\n",
                 "Mossgiel_loans.xlsx", data, "xlsx")


def x04_xls_loans_wow():
    """Legacy .xls loans with bid / ask, a week-on-week change column and a commitment column."""
    d = "pitlochry"
    rows = [("PEEBLES MEDIA TLB S+450 06/30", 91.25, 92.25, -0.75, 650),
            ("QUOICH ENERGY TLB S+375 11/31", 99.00, 99.50, 0.125, 1100),
            ("RHYNIE SOFTWARE TL S+300 02/32", 100.25, 100.625, 0.0, 1500)]
    book = xlwt.Workbook()
    sh = book.add_sheet("Levels")
    sh.write(0, 0, "Pitlochry Securities - Loan levels 25-Nov-2026")
    for j, h in enumerate(["Loan", "Bid", "Ask", "WoW Chg", "Commitment ($mm)"]):
        sh.write(2, j, h)
    for i, r in enumerate(rows, 3):
        for j, v in enumerate(r):
            sh.write(i, j, v)
    data = _xls_bytes(book)
    gold = []
    for n, b, a, _c, _m in rows:
        gold += quotes(n, "loan", d, price=(b, a))
    return _mail("pitlochry-xls-loans", gold, "Angus Baird <abaird@pitlochry.com>", "Loans",
                 "Wed, 25 Nov 2026 11:05:00 -0500", "Loans (.xls) attached.\n\nAngus\n",
                 "PS_loans_251126.xls", data, "xls")


# ------------------------------------------------------------------ 41/42 cds


def x05_cds_flat_tenor_headers():
    """CDS sheet: Entity | Seniority | 3Y Bid | 3Y Ask | 5Y Bid | 5Y Ask | 7Y Bid | 7Y Ask; an
    index sheet; a notes cell with the sizes."""
    d = "strathearn"
    names = [("ABERDOUR HOLDINGS", "SNR", (41, 46), (66, 71), (83, 89)),
             ("BALMORAL CHEMICALS", "SNR", (95, 103), (141, 149), (168, 177)),
             ("CULLEN BANK", "SUB", (122, 132), (174, 184), (201, 212))]
    wb = _wb()
    ws = wb.active
    ws.title = "Single names"
    ws.append(["Entity", "Seniority", "3Y Bid", "3Y Ask", "5Y Bid", "5Y Ask", "7Y Bid", "7Y Ask"])
    for e, s, t3, t5, t7 in names:
        ws.append([e, s, *t3, *t5, *t7])
    ws.append([])
    ws.append(["Spreads in bp. Sizes: USD 10mm single names, 50mm indices."])
    wi = wb.create_sheet("Indices")
    wi.append(["Index", "Series", "Tenor", "Bid", "Ask", "Unit"])
    wi.append(["CDX IG", 45, "5Y", 52.5, 52.75, "bp"])
    wi.append(["CDX HY", 45, "5Y", 106.75, 106.9375, "px"])
    wi.append(["CDX EM", 44, "5Y", 97.6, 97.85, "px"])
    data = _xlsx_bytes(wb)
    gold = []
    for e, s, *curves in names:
        for tenor, (b, a) in zip(("3Y", "5Y", "7Y"), curves, strict=True):
            gold += quotes(f"{e} {s} {tenor}", "cds", d, size=10_000_000, spread=(b, a))
    gold += quotes("CDX IG 45 5Y", "cds", d, size=50_000_000, spread=(52.5, 52.75))
    gold += quotes("CDX HY 45 5Y", "cds", d, size=50_000_000, price=(106.75, 106.9375))
    gold += quotes("CDX EM 44 5Y", "cds", d, size=50_000_000, price=(97.6, 97.85))
    return _mail("strathearn-cds-tenor-cols", gold, "Fiona Lyle <flyle@strathearn.com>", "CDS levels xlsx",
                 "Wed, 25 Nov 2026 08:30:00 -0500", "CDS attached.\n\nFiona Lyle | Strathearn Securities\n",
                 "Strathearn_CDS.xlsx", data, "xlsx")


def x06_xls_cds_upfront_spread():
    """.xls: HY single names with upfront and par spread side by side, coupon column; indices."""
    d = "tayvallich"
    names = [("DORNOCH RETAIL", "5Y", 500, 4.5, 5.0, 598, 610),
             ("ERISKAY AIRWAYS", "5Y", 500, -0.75, -0.25, 482, 494),
             ("FETLAR MEDIA", "3Y", 500, 9.25, 10.0, 846, 872)]
    book = xlwt.Workbook()
    sh = book.add_sheet("HY CDS")
    for j, h in enumerate(["Name", "Tenor", "Cpn (bp)", "Upfront Bid", "Upfront Ask", "Par Sprd Bid", "Par Sprd Ask"]):
        sh.write(0, j, h)
    for i, r in enumerate(names, 1):
        for j, v in enumerate(r):
            sh.write(i, j, v)
    sh.write(5, 0, "Upfront in points. Sizes 5mm per side.")
    s2 = book.add_sheet("Index")
    for j, h in enumerate(["Index", "Bid", "Ask"]):
        s2.write(0, j, h)
    s2.write(1, 0, "ITRX XOVER 44 5Y")
    s2.write(1, 1, 284.0)
    s2.write(1, 2, 286.0)
    data = _xls_bytes(book)
    gold = []
    for n, t, _c, ub, ua, sb, sa in names:
        gold += quotes(f"{n} {t}", "cds", d, size=5_000_000, upfront=(ub, ua), spread=(sb, sa))
    gold += quotes("ITRX XOVER 44 5Y", "cds", d, size=5_000_000, spread=(284, 286))
    return _mail("tayvallich-xls-cds", gold, "Rob Munro <rmunro@tayvallich.co.uk>", "HY CDS (xls)",
                 "Wed, 25 Nov 2026 09:15:00 +0000", "HY CDS sheet attached.\n\nRob\nTayvallich Capital\n",
                 "TC_HY_CDS.xls", data, "xls")


# ------------------------------------------------------------------ 43/44 muni + structured


def x07_muni_hidden_rows_clo():
    """Muni sheet under an autofilter with two rows filtered out (hidden: not quotes), CUSIPs,
    price and yield; a CLO sheet in DM."""
    d = "glenfarg"
    mun = [("61334PBK", "MONROE CNTY NY IDA", 5, dt.date(2042, 7, 1), 104.31, 104.88, 4.42, 4.35, 500, False),
           ("20772KVQ", "CONNECTICUT ST GO", 4, dt.date(2037, 3, 15), 104.10, 104.62, 3.51, 3.45, 1000, False),
           ("4521527Z", "ILLINOIS ST GO", 5, dt.date(2046, 12, 1), 103.05, 103.70, 4.60, 4.52, 250, True),
           ("73358WFX", "PORT OF SEATTLE REV", 5, dt.date(2040, 4, 1), 107.25, 107.80, 4.03, 3.97, 750, False),
           ("34153PAR", "FLORIDA ST BRD ED", 4, dt.date(2039, 6, 1), 101.80, 102.35, 3.80, 3.74, 500, True)]
    wb = _wb()
    ws = wb.active
    ws.title = "Munis"
    ws.append(["CUSIP", "Issuer", "Cpn", "Maturity", "Bid Px", "Ask Px", "Bid Yld", "Ask Yld", "Par (000)"])
    for b, n, c, m, bp, ap, by, ay, par, hidden in mun:
        ws.append([cusip(b), n, c, m, bp, ap, by, ay, par])
        ws.cell(ws.max_row, 4).number_format = "mm/dd/yyyy"
        if hidden:
            ws.row_dimensions[ws.max_row].hidden = True
    ws.auto_filter.ref = f"A1:I{ws.max_row}"
    wc = wb.create_sheet("CLO")
    wc.append(["Deal", "Class", "DM Bid", "DM Ask", "Size (MM)"])
    wc.append(["PITCAIRN CLO 2022-1A", "B", 168, 158, 3])
    wc.append(["QUARFF CLO 2021-3A", "D", 330, 310, 2])
    data = _xlsx_bytes(wb)
    gold = []
    for b, _n, _c, _m, bp, ap, by, ay, par, hidden in mun:
        if not hidden:
            gold += quotes(cusip(b), "muni", d, size=par * 1000, price=(bp, ap), yield_=(by, ay))
    gold += quotes("PITCAIRN CLO 2022-1A B", "structured", d, size=3_000_000, dm=(168, 158))
    gold += quotes("QUARFF CLO 2021-3A D", "structured", d, size=2_000_000, dm=(330, 310))
    return _mail("glenfarg-muni-filtered-clo", gold, "Jo Adair <jadair@glenfarg.com>", "Munis + CLO",
                 "Wed, 25 Nov 2026 12:00:00 -0500", "Munis (filtered to our axes) and CLO attached.\n\nJo\nGlenfarg Securities\n",
                 "Glenfarg_muni_clo.xlsx", data, "xlsx")


def x08_xls_abs_muni_blocks():
    """.xls with two blocks on one sheet, each with its own heading row: ABS (px + yld, Curr Face
    in $MM as the size) and munis (yield, offer side only 'OFFERINGS')."""
    d = "ardgowan"
    abs_ = [("44931RAD", "KINTORE AUTO 2025-1 A3", 100.12, 100.25, 4.61, 4.55, 7.5),
            ("45670WAB", "LOCHRANZA EQUIP 2024-2 B", 99.30, 99.55, 5.12, 5.03, 4.0)]
    mun = [("64966QXT", "NEW YORK NY GO 5 08/01/41", 3.92, 1000), ("79765RZA", "SAN FRANCISCO CA PUC 5 11/01/44", 4.08, 500)]
    book = xlwt.Workbook()
    sh = book.add_sheet("Offers")
    sh.write(0, 0, "ABS")
    for j, h in enumerate(["CUSIP", "Bond", "Bid Px", "Ask Px", "Bid Yld", "Ask Yld", "Curr Face ($MM)"]):
        sh.write(1, j, h)
    r = 2
    for row in abs_:
        sh.write(r, 0, cusip(row[0]))
        for j, v in enumerate(row[1:], 1):
            sh.write(r, j, v)
        r += 1
    r += 1
    sh.write(r, 0, "MUNI OFFERINGS")
    r += 1
    for j, h in enumerate(["CUSIP", "Description", "Yield", "Qty (000)"]):
        sh.write(r, j, h)
    r += 1
    for b, n, y, qty in mun:
        sh.write(r, 0, cusip(b))
        sh.write(r, 1, n)
        sh.write(r, 2, y)
        sh.write(r, 3, qty)
        r += 1
    data = _xls_bytes(book)
    gold = []
    for b, _n, bp, ap, by, ay, face in abs_:
        gold += quotes(cusip(b), "structured", d, size=face * 1e6, price=(bp, ap), yield_=(by, ay))
    for b, _n, y, qty in mun:
        gold += quotes(cusip(b), "muni", d, size=(None, qty * 1000), yield_=(None, y))
    return _mail("ardgowan-xls-abs-muni", gold, "Calum Ure <cure@ardgowan.com>", "ABS + muni offerings",
                 "Wed, 25 Nov 2026 13:10:00 -0500", "ABS and muni offerings attached.\n\nCalum Ure\nArdgowan Securities\n",
                 "Ardgowan_offers.xls", data, "xls")


# Within a pair the container alternates (.xlsx first, then .xls first) so that each half holds both.
LAYOUTS = [x01_units_row_number_formats, x02_xls_two_sheets_axe, x04_xls_loans_wow, x03_loans_facility_size_trap,
           x05_cds_flat_tenor_headers, x06_xls_cds_upfront_spread, x08_xls_abs_muni_blocks, x07_muni_hidden_rows_clo]
