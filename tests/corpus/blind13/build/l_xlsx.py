"""Spreadsheets: runs with earlier versions on other tabs, status columns, legacy .xls."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Font, PatternFill

from common import MIME_XLS, MIME_XLSX, Attachment, M, bkey, date, mk, normalize_zip, px_from_yield, q, uc, ui

GREY = PatternFill("solid", fgColor="D9D9D9")
BOLD = Font(bold=True)


def _book():
    wb = openpyxl.Workbook()
    wb.properties.creator = "desk"
    wb.properties.lastModifiedBy = "desk"
    return wb


def _put(ws, r0, rows, fmts=None, bold_first=True, fill=None):
    fmts = fmts or {}
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            if v is None or v == "":
                continue
            cell = ws.cell(row=r0 + i, column=j + 1, value=v)
            if i == 0 and bold_first:
                cell.font = BOLD
            elif j in fmts:
                cell.number_format = fmts[j]
            if fill is not None and i > 0:
                cell.fill = fill
    return r0 + len(rows)


def _xlsx(wb) -> bytes:
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _d(iso):
    y, m, d = (int(x) for x in iso.split("-"))
    return dt.date(y, m, d)


def yrs(iso):
    return int(iso[:4]) + (int(iso[5:7]) - 0.5) / 12 - (2027 + 70 / 365)


# ---------------------------------------------------------------- 27 / 28: IG and HY workbooks


def bellhaven_run_tabs():
    d = "bellhaven"
    wb = _book()
    ws = wb.active
    ws.title = "RUN 1100"
    ws["A1"] = "Bellhaven Securities - USD credit run - 11:00 ET 11-Mar-2027 (replaces 07:00)"
    ws["A2"] = "Sprd = T+ in bp, Px = clean price. Size (MM) per side. Status: LIVE / BID ONLY / OFFER ONLY / OFF."
    head = ["Issuer", "Cpn", "Maturity", "Rtg", "Bmk", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask", "Size (MM)", "Chg vs 07:00 (bp)", "Status"]
    ig = [
        ("HARLSTONE PHARMA", 5.2, "2034-03-15", "A3/A-", "T 10y", 101, 96, 101.02, 101.34, 5, -3, "LIVE"),
        ("OAKVALE INSURANCE", 4.625, "2030-11-01", "Baa1/BBB+", "T 5y", 78, 74, 99.11, 99.26, 5, -1, "LIVE"),
        ("ESKDALE POWER", 5.15, "2033-01-15", "Baa2/BBB", "T 7y", 103, None, 100.21, None, 3, 1, "BID ONLY"),
        ("KELDRA ENERGY", 5.4, "2034-06-01", "Baa2/BBB", "T 10y", 116, 111, 99.55, 99.92, 5, -6, "OFF"),
        ("VARNHOLT RAIL", 6.05, "2054-02-15", "Baa1/BBB", "T 30y", "5.98%", "5.93%", 100.95, 101.66, 2, None, "LIVE"),
    ]
    rows = [head]
    gold = []
    for iss, c, iso, rtg, bmk, sb, sa, pb, pa, sz, chg, st in ig:
        rows.append([iss, c, _d(iso), rtg, bmk, sb, sa, pb, pa, sz, chg, st])
        if st == "OFF":
            continue
        key = bkey(iss, c, iso)
        if isinstance(sb, str):
            gold += q(key, "ig", d, size=(M(sz), M(sz)), yield_=(sb, sa), price=(str(pb), str(pa)))
        else:
            gold += q(key, "ig", d, size=(M(sz), M(sz)), spread=(str(sb), None if sa is None else str(sa)),
                      price=(str(pb), None if pa is None else str(pa)))
    r = _put(ws, 4, rows, fmts={2: "mm/dd/yyyy", 7: "0.00", 8: "0.00"})
    ws.cell(row=r + 1, column=1, value="HIGH YIELD - the Sprd columns hold YTW (%) in this block").font = BOLD
    hy = [
        ("TARNWOOD HOMES", 7.5, "2030-07-15", "B1/B+", 7.39, 7.24, 100.25, 100.75, 2, "LIVE"),
        ("QUARRYBANK STEEL", 8.125, "2031-06-01", "B3/B-", 10.21, 9.98, 92.25, 93.0, 2, "LIVE"),
        ("PELLMAN HEALTH", 9.125, "2031-04-15", "Caa1/CCC+", None, 10.38, None, 95.5, 1, "OFFER ONLY"),
    ]
    hrows = [head[:5] + ["YTW Bid", "YTW Ask", "Px Bid", "Px Ask", "Size (MM)", "", "Status"]]
    for iss, c, iso, rtg, yb, ya, pb, pa, sz, st in hy:
        hrows.append([iss, c, _d(iso), rtg, "", yb, ya, pb, pa, sz, None, st])
        gold += q(bkey(iss, c, iso), "hy", d, size=(M(sz), M(sz)), price=(None if pb is None else str(pb), str(pa)),
                  yield_=(None if yb is None else str(yb), str(ya)))
    _put(ws, r + 2, hrows, fmts={2: "mm/dd/yyyy"})
    am = wb.create_sheet("AM 0700 (superseded)")
    am["A1"] = "07:00 run - SUPERSEDED by the 11:00 tab, kept for reference"
    old = [head[:10]] + [
        ["HARLSTONE PHARMA", 5.2, _d("2034-03-15"), "A3/A-", "T 10y", 104, 99, 100.81, 101.13, 5],
        ["OAKVALE INSURANCE", 4.625, _d("2030-11-01"), "Baa1/BBB+", "T 5y", 79, 75, 99.07, 99.22, 5],
        ["ESKDALE POWER", 5.15, _d("2033-01-15"), "Baa2/BBB", "T 7y", 102, 97, 100.27, 100.55, 3],
        ["KELDRA ENERGY", 5.4, _d("2034-06-01"), "Baa2/BBB", "T 10y", 122, 117, 99.14, 99.51, 5],
        ["TARNWOOD HOMES", 7.5, _d("2030-07-15"), "B1/B+", "", 7.46, 7.31, 100.0, 100.5, 2],
    ]
    _put(am, 3, old, fmts={2: "mm/dd/yyyy"}, fill=GREY)
    notes = wb.create_sheet("NOTES")
    notes["A1"] = "Levels indicative. Keldra 34s traded 10:42 (+116, 3mm) - off."
    notes["A2"] = "Desk: +1 646 555 0127 / bellhaven-credit@bellhaven.com. Bellhaven Securities LLC, Member FINRA/SIPC."
    data = _xlsx(wb)
    body = "Updated run attached (11:00). The 07:00 tab is in the file for reference only.\n\nGrace Tillman | Bellhaven Securities | +1 646 555 0127\n"
    return mk("bellhaven-credit-run-tabs", "xlsx", gold, sender="Grace Tillman <gtillman@bellhaven.com>",
              subject="USD credit run - 11:00 update", date=date("11:04:19"), text=body,
              attachments=[Attachment("Bellhaven_run_20270311_1100.xlsx", data, MIME_XLSX, "xlsx")])


def _ms(s):
    return s.replace("MS", "") if s else None


def greysteel_units_row():
    d = "greysteelcap"
    wb = _book()
    ws = wb.active
    ws.title = "Credit"
    ws["A1"] = "GREYSTEEL CAPITAL - EUR/USD CREDIT AXES - v3 15:10 CET"
    head = ["Security", "ISIN", "Axe", "Bid", "Ask", "Bid", "Ask", "Size", "Status"]
    units = ["", "", "", "bp", "bp", "px", "px", "MM", ""]
    rows = [head, units]
    gold = []
    data_rows = [
        ("STRATHEARN BANK 6 1/4 01/35", ui("US", "strathearn-35"), "2-way", "+114", "+109", 103.7, 104.09, 5, "LIVE", "ig", "spread"),
        ("KINTAIL TELECOM 3 7/8 05/32", ui("XS", "kintail-32"), "B", "MS+96", "", 100.84, None, 3, "FLIPPED (was S)", "ig", "i_spread"),
        ("HAUFELD CHEMIE 3 5/8 11/31", ui("XS", "haufeld-31"), "S", "", "MS+124", None, 100.83, 2, "LIVE", "ig", "i_spread"),
        ("GLENMORISTON UTILS 4 1/2 08/30", ui("US", "glenmoriston-30"), "2-way", "+70", "+66", 98.88, 99.07, 5, "DONE", "ig", "spread"),
        ("DRUMOAK LEISURE 7 7/8 06/30", ui("XS", "drumoak-30"), "2-way", "7.58%", "7.43%", 100.625, 101.125, 2, "LIVE", "hy", "yield"),
        ("LOCHALSH METALS 9 1/4 2031", ui("XS", "lochalsh-31"), "S", "", "", None, 89.5, 1, "LIVE", "hy", None),
    ]
    for desc, isn, axe, sb, sa, pb, pa, sz, st, grp, qt in data_rows:
        rows.append([desc, isn, axe, sb, sa, pb, pa, sz, st])
        if st == "DONE":
            continue
        ms = {"price": (None if pb is None else str(pb), None if pa is None else str(pa))}
        if qt:
            ms = {qt: (_ms(sb), _ms(sa)), **ms}
        gold += q(isn, grp, d, size=(M(sz), M(sz)), **ms)
    _put(ws, 3, rows, fmts={5: "0.00##", 6: "0.00##"})
    ws.cell(row=4, column=1).font = BOLD
    ws.cell(row=3 + len(rows) + 1, column=1, value="DONE = traded, no longer available. Sizes in millions of the bond's currency, per side.")
    ws.cell(row=3 + len(rows) + 2, column=1, value="Greysteel Capital GmbH, Bockenheimer Landstr. 20, Frankfurt. +49 69 5557 2041.")
    data = _xlsx(wb)
    body = "v3 of our axes, 15:10 CET. Glenmoriston done, Kintail flipped.\n\nFelix Brandt | Greysteel Capital | +49 69 5557 2041\n"
    return mk("greysteel-axes-units-row", "xlsx", gold, sender="Felix Brandt <f.brandt@greysteelcap.de>",
              subject="Axes v3 15:10", date=date("15:11:45", "+0100"), text=body,
              attachments=[Attachment("Greysteel_axes_v3.xlsx", data, MIME_XLSX, "xlsx")])


# ---------------------------------------------------------------- 29 / 30: munis and agencies


def _xls_bytes(book) -> bytes:
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


def ambleside_xls_muni_agency():
    d = "amblesidesec"
    book = xlwt.Workbook(encoding="utf-8")
    pct = xlwt.easyxf(num_format_str="0.00%")
    px = xlwt.easyxf(num_format_str="0.000")
    dts = xlwt.easyxf(num_format_str="mm/dd/yyyy")
    bold = xlwt.easyxf("font: bold on")
    gold = []
    sh = book.add_sheet("Munis")
    sh.write(0, 0, "AMBLESIDE SECURITIES - MUNI TWO-WAYS - 12:15 ET REFRESH (prior = 8:00 offer yield)", bold)
    head = ["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Par (000)", "Prior Ofr Yld", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px"]
    for j, h in enumerate(head):
        sh.write(2, j, h, bold)
    munis = [
        ("ohio-wtr-40", "OHIO ST WTR DEV AUTH", 5.0, "2040-06-01", "06/01/35 @ 100", "2035-06", 1000, 0.0304, 0.0301, 0.0296),
        ("az-sch-37", "ARIZONA ST SCH FACS BD", 4.0, "2037-07-01", "07/01/32 @ 100", "2032-07", 2000, 0.0297, 0.0299, 0.0294),
        ("md-dot-43", "MARYLAND ST DEPT TRANSN", 3.25, "2043-09-01", "09/01/33 @ 100", None, 500, 0.0378, 0.0381, 0.0375),
        ("nc-cap-39", "NORTH CAROLINA ST CAP IMPT", 5.0, "2039-05-01", "05/01/34 @ 100", "2034-05", 1500, 0.0312, 0.0309, 0.0303),
    ]
    for i, (seed, iss, c, iso, call, call_iso, par, prior, by, oy) in enumerate(munis, start=3):
        cu = uc(seed)
        t = yrs(call_iso) if call_iso else yrs(iso)
        pb, pa = px_from_yield(c, by * 100, t), px_from_yield(c, oy * 100, t)
        vals = [cu, iss, c, None, call, par, prior, by, oy, pb, pa]
        for j, v in enumerate(vals):
            if j == 3:
                sh.write(i, j, _d(iso), dts)
            elif j in (6, 7, 8):
                sh.write(i, j, v, pct)
            elif j in (9, 10):
                sh.write(i, j, v, px)
            else:
                sh.write(i, j, v)
        gold += q(cu, "muni", d, size=(par * 1000, par * 1000), yield_=(f"{by * 100:.2f}", f"{oy * 100:.2f}"), price=(f"{pb:.3f}", f"{pa:.3f}"))
    sh.write(8, 0, "Yields to call where priced to call. Par in $000s per side. Indicative.")
    ag = book.add_sheet("Agencies")
    ag.write(0, 0, "AGENCIES - bullets and callables (10MM per side unless shown)", bold)
    ahead = ["CUSIP", "Issuer", "Cpn", "Maturity", "Next Call", "Px Bid", "Px Ofr", "YTM Bid", "YTM Ofr", "Size (MM)", "OAS (model)"]
    for j, h in enumerate(ahead):
        ag.write(2, j, h, bold)
    ags = [
        ("fhlb-bul-30", "FHLB", 4.25, "2030-12-12", "", 100.41, 100.47, 4.104, 4.085, "", 12),
        ("ffcb-call-33", "FFCB", 5.1, "2033-03-10", "03/10/28", 99.875, 100.0, 5.122, 5.1, 5, 41),
        ("fhlmc-bul-29", "FHLMC", 3.875, "2029-09-14", "", 99.69, 99.75, 4.01, 3.984, "", 9),
        ("fnma-zero-31", "FNMA", 0.0, "2031-05-15", "", 84.02, 84.15, 4.038, 4.01, 20, 6),
    ]
    for i, (seed, iss, c, iso, call, pb, pa, yb, ya, sz, oas) in enumerate(ags, start=3):
        cu = uc(seed)
        vals = [cu, iss, c, None, call, pb, pa, yb, ya, sz, oas]
        for j, v in enumerate(vals):
            if j == 3:
                ag.write(i, j, _d(iso), dts)
            elif v != "":
                ag.write(i, j, v)
        s = M(sz or 10)
        gold += q(cu, "agency", d, size=(s, s), price=(str(pb), str(pa)), yield_=(str(yb), str(ya)))
    ag.write(8, 0, "OAS is model output at mid, for reference - not a level.")
    data = _xls_bytes(book)
    body = "Muni / agency refresh attached (legacy xls for the OMS upload).\n\nDerek Amoah | Ambleside Securities | +1 704 555 0116\n"
    return mk("ambleside-muni-agency-xls", "xlsx", gold, sender="Derek Amoah <damoah@amblesidesec.com>",
              subject="Muni / agency refresh 12:15", date=date("12:16:58"), text=body,
              attachments=[Attachment("ambleside_muni_agy_1215.xls", data, MIME_XLS, "xls")])


def gosforth_muni_agency_v2():
    d = "gosforth"
    wb = _book()
    ws = wb.active
    ws.title = "Munis v2"
    ws["A1"] = "Gosforth & Co - Muni bids (we are BUYERS) - version 2, 13:30 ET - 'v1 Bid Yld' = the superseded 9:00 bid"
    head = ["CUSIP", "Description", "Coupon", "Maturity", "Qty ($000)", "v1 Bid Yld", "Bid Yld", "Bid Px"]
    rows = [head]
    gold = []
    mun = [
        ("ga-go-36", "GEORGIA ST GO SER 2026A", 5.0, "2036-02-01", 1000, 0.0281, 0.0284),
        ("ut-trans-41", "UTAH ST TRANSIT AUTH SALES TAX", 4.0, "2041-06-15", 500, 0.0352, 0.0349),
        ("mn-gen-34", "MINNESOTA ST GEN FD APPROP", 5.0, "2034-08-01", 2000, 0.0262, 0.0266),
    ]
    for seed, desc, c, iso, qty, v1, by in mun:
        cu = uc(seed)
        pb = px_from_yield(c, by * 100, yrs(iso))
        rows.append([cu, desc, c, _d(iso), qty, v1, by, pb])
        gold += q(cu, "muni", d, size=(qty * 1000, None), yield_=(f"{by * 100:.2f}", None), price=(f"{pb:.3f}", None))
    _put(ws, 3, rows, fmts={2: "0.000", 3: "mm/dd/yyyy", 5: "0.00%", 6: "0.00%", 7: "0.000"})
    ag = wb.create_sheet("Agency - SSA")
    ag["A1"] = "Two-way. Sizes 10x10 unless shown."
    arows = [["Issuer", "Cpn", "Maturity", "Spread (bp)", "", "Price", "", "Size"], ["", "", "", "Bid", "Ask", "Bid", "Ask", ""]]
    ags = [
        ("FHLB", 4.5, "2031-03-14", "T+14", "T+11", 101.125, 101.25, ""),
        ("TVA", 4.875, "2035-05-15", "T+31", "T+27", 100.7, 100.98, "5x5"),
        ("IADB", 4.0, "2032-01-20", "SOFR MS+22", "SOFR MS+19", 99.62, 99.76, ""),
        ("FNMA", 4.125, "2030-07-23", "T+9", "T+6", 100.22, 100.31, ""),
    ]
    for iss, c, iso, sb, sa, pb, pa, sz in ags:
        arows.append([iss, c, _d(iso), sb, sa, pb, pa, sz])
        qt = "i_spread" if "MS" in sb else "spread"
        gold += q(bkey(iss, c, iso), "agency", d, size=sz or "10x10",
                  **{qt: (sb.split("+")[1], sa.split("+")[1])}, price=(str(pb), str(pa)))
    _put(ag, 3, arows, fmts={2: "dd-mmm-yyyy"})
    ag.cell(row=4, column=4).font = BOLD
    data = _xlsx(wb)
    body = "v2 attached - bids on three munis moved; agencies unchanged from v1 except TVA.\n\nHelen Gosforth-Pike | Gosforth & Co | +1 202 555 0148\n"
    return mk("gosforth-muni-bids-agency-v2", "xlsx", gold, sender="Helen Gosforth-Pike <hpike@gosforth.com>",
              subject="v2: muni bids / agency two-ways", date=date("13:33:00"), text=body,
              attachments=[Attachment("Gosforth_v2_1330.xlsx", data, MIME_XLSX, "xlsx")])


# ---------------------------------------------------------------- 31 / 32: loans and CLO


def moncrieff_loans_clo():
    d = "moncrieff"
    wb = _book()
    ws = wb.active
    ws.title = "Loans"
    ws["A1"] = "Moncrieff & Co - European leveraged loans - midday 12:00 GMT (EUR, sizes in EUR m per side)"
    head = ["Borrower", "Facility", "Margin", "Maturity", "Prev Bid", "Prev Offer", "Bid", "Offer", "Size (m)", "Comment"]
    rows = [head]
    gold = []
    ln = [
        ("KESTREL PARCS", "TLB", "E+375", "05/2031", 99.25, 99.75, 99.5, 100.0, 2, "repricing talk E+350"),
        ("ALBAGENE LABS", "TLB2", "E+425", "11/2030", 95.75, 96.5, 95.25, 96.0, 1, "Q4 EBITDA -8%, lev 6.1x"),
        ("TORVIK FERRIES", "TLB", "E+400", "02/2032", 98.5, 99.125, "", 99.0, 1, "bid pulled"),
        ("CASTELLANE OPTICS", "TLB", "E+350", "08/2031", 100.0, 100.375, "", "", "", "OFF - traded 100.25"),
    ]
    for b, f, mg, m, ppb, ppa, pb, pa, sz, cm in ln:
        rows.append([b, f, mg, m, ppb, ppa, pb, pa, sz, cm])
        if pb == "" and pa == "":
            continue
        s = M(sz)
        gold += q(f"{b} {f} {mg} {m}", "loan", d, size=(s, s), price=(None if pb == "" else str(pb), None if pa == "" else str(pa)))
    _put(ws, 3, rows, fmts={4: "0.000", 5: "0.000", 6: "0.000", 7: "0.000"})
    cl = wb.create_sheet("CLO")
    cl["A1"] = "Euro CLO - DM (E+, bp) / price; sizes EUR m. 'AM DM' = 08:00 level for reference."
    chead = ["ISIN", "Deal", "Class", "Rtg", "WAL", "AM DM Bid", "DM Bid", "DM Ask", "Px Bid", "Px Ask", "Size (m)"]
    crows = [chead]
    clo = [
        ("ashby-34-a", "ASHBY PARK CLO 2024-1", "A", "AAA", 4.6, 128, 126, 121, 100.12, 100.24, 5),
        ("ashby-34-d", "ASHBY PARK CLO 2024-1", "D", "BBB-", 6.1, 365, 360, 340, 99.38, 100.1, 2),
        ("brecon-23-e", "BRECON EURO CLO 2023-3", "E", "BB-", 6.5, 640, 652, 625, 96.5, 97.63, 1),
    ]
    for seed, deal, cls, rtg, wal, am, db, da, pb, pa, sz in clo:
        isn = ui("XS", seed)
        crows.append([isn, deal, cls, rtg, wal, am, db, da, pb, pa, sz])
        gold += q(isn, "structured", d, size=(M(sz), M(sz)), dm=(str(db), str(da)), price=(str(pb), str(pa)))
    _put(cl, 3, crows)
    nt = wb.create_sheet("Notes")
    nt["A1"] = "Indicative levels, subject to change. Prev / AM columns are this morning's run, superseded."
    nt["A2"] = "Moncrieff & Co LLP, 8 Lothbury, London EC2R 7HH. +44 20 7555 8120. FCA FRN 552901."
    data = _xlsx(wb)
    body = "Midday loan / CLO sheet attached.\n\nIsla Moncrieff | Moncrieff & Co | +44 20 7555 8120\n"
    return mk("moncrieff-eur-loans-clo", "xlsx", gold, sender="Isla Moncrieff <isla.moncrieff@moncrieff.co.uk>",
              subject="EUR loans / CLO midday", date=date("12:03:30", "+0000"), text=body,
              attachments=[Attachment("Moncrieff_loans_CLO_1200.xlsx", data, MIME_XLSX, "xlsx")])


def tresham_xls_loans_clo():
    d = "tresham"
    book = xlwt.Workbook(encoding="utf-8")
    bold = xlwt.easyxf("font: bold on")
    gold = []
    sh = book.add_sheet("Loans")
    sh.write(0, 0, "TRESHAM - US LOANS - 2ND REFRESH 2:45 PM ET. Levels as text 'bid / offer'. 1MM per side unless noted.", bold)
    head = ["Borrower", "Facility", "Spread", "Maturity", "Level", "Chg vs AM", "Size"]
    for j, h in enumerate(head):
        sh.write(2, j, h, bold)
    ln = [
        ("WYTHAM SOFTWARE", "TL", "S+325", "04/32", "99.875 / 100.375", "+1/8", ""),
        ("HARTSHILL AEROSPACE", "TLB", "S+350", "06/31", "94.00 / 94.75", "-2", "2MM"),
        ("GARSTANG FOODS", "TLB", "S+350", "10/31", "98.625 / 99.125", "unch", ""),
        ("SPRINGVALE PAPER", "TLB", "S+300", "05/32", "-- / 100.50", "offer only", ""),
    ]
    for i, row in enumerate(ln, start=3):
        for j, v in enumerate(row):
            sh.write(i, j, v)
        b, f, sp, m, lvl, _chg, sz = row
        pb, pa = (x.strip() for x in lvl.split("/"))
        gold += q(f"{b} {f} {sp} {m}", "loan", d, size=sz or "1x1", price=(None if pb == "--" else pb, pa))
    cl = book.add_sheet("CLO")
    chead = ["CUSIP", "Tranche", "Orig Face (MM)", "Cpn", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr", "Size (MM)"]
    for j, h in enumerate(chead):
        cl.write(0, j, h, bold)
    clo = [
        ("kestrelgate-2022-1a-b", "KESTRELGATE CLO 2022-1A B", 40.0, "S+185", 182, 174, 100.25, 100.5, 3),
        ("merebrook-2021-1a-d", "MEREBROOK CLO 2021-1A D", 18.0, "S+360", 395, 375, 98.75, 99.5, 2),
    ]
    for i, (seed, tr, of, cp, db, da, pb, pa, sz) in enumerate(clo, start=1):
        cu = uc(seed)
        for j, v in enumerate([cu, tr, of, cp, db, da, pb, pa, sz]):
            cl.write(i, j, v)
        gold += q(cu, "structured", d, size=(M(sz), M(sz)), dm=(str(db), str(da)), price=(str(pb), str(pa)))
    cl.write(4, 0, "Orig face is the tranche size, not ours. Tresham Capital Markets, +1 704 555 0182.")
    data = _xls_bytes(book)
    body = "2nd refresh on loans / CLO attached (xls).\n\nNate Ferris | Tresham Capital Markets | +1 704 555 0182\n"
    return mk("tresham-loans-clo-xls", "xlsx", gold, sender="Nate Ferris <nferris@tresham.com>",
              subject="Loans / CLO - 2nd refresh", date=date("14:47:12"), text=body,
              attachments=[Attachment("tresham_loans_clo_1445.xls", data, MIME_XLS, "xls")])


LAYOUTS = [
    bellhaven_run_tabs, greysteel_units_row,
    ambleside_xls_muni_agency, gosforth_muni_agency_v2,
    moncrieff_loans_clo, tresham_xls_loans_clo,
]
