"""Spreadsheets: three pairs (munis / agencies in legacy .xls, loans / CDS, EM sovereigns / FRNs)."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Alignment, Font, PatternFill

from common import MIME_XLS, MIME_XLSX, Attachment, bkey, date, f3, mk, muni_px, normalize_zip, q, ui, ylds


def _xlsx(wb) -> bytes:
    wb.properties.creator = "desk"
    wb.properties.created = dt.datetime(2027, 11, 22, 6, 30)  # noqa: DTZ001 - a document property, fixed
    wb.properties.modified = dt.datetime(2027, 11, 22, 6, 30)  # noqa: DTZ001
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _bands(ws, row, bands, bold=True):
    """bands: [(text, first_col, last_col)], 1-based columns; merged and centred."""
    for text, c1, c2 in bands:
        ws.cell(row=row, column=c1, value=text).font = Font(bold=bold)
        ws.cell(row=row, column=c1).alignment = Alignment(horizontal="center")
        if c2 > c1:
            ws.merge_cells(start_row=row, start_column=c1, end_row=row, end_column=c2)


def _row(ws, r, vals, fmts=None):
    for j, v in enumerate(vals, start=1):
        cell = ws.cell(row=r, column=j, value=v)
        if fmts and fmts.get(j):
            cell.number_format = fmts[j]


# ---------------------------------------------------------------- 25 / 26: munis and agencies, legacy .xls


def x25_wetherden_xls_bands():
    d = "wetherden"
    wb = xlwt.Workbook()
    bold = xlwt.easyxf("font: bold on; align: horiz center")
    datef = xlwt.easyxf(num_format_str="mm/dd/yyyy")
    f3s = xlwt.easyxf(num_format_str="0.000")
    f2s = xlwt.easyxf(num_format_str="0.00")
    ws = wb.add_sheet("MUNI")
    ws.write(0, 0, "WETHERDEN SECURITIES - MUNICIPAL TWO-WAY  (Fri 26-Nov-2027)")
    ws.write_merge(2, 2, 0, 4, "Security", bold)
    ws.write_merge(2, 2, 5, 6, "Bid", bold)
    ws.write_merge(2, 2, 7, 8, "Offer", bold)
    ws.write_merge(2, 2, 9, 10, "Par (000)", bold)
    ws.write(2, 11, "Ref", bold)
    for j, h in enumerate(["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Yld", "Px", "Yld", "Px", "Bid", "Offer", "Chg (bp)"]):
        ws.write(3, j, h, bold)
    mu = [("LOS ANGELES CA DEPT WTR & PWR", 5.0, "2047-07-01", "2034-07-01", 3.98, 3.91, 500, 500, "+2"),
          ("NEW YORK ST DORM AUTH", 4.0, "2041-03-15", "2032-03-15", 3.86, 3.80, 250, 1000, "unch"),
          ("HARRIS CNTY TX TOLL RD", 5.0, "2039-08-15", "2033-08-15", 3.55, 3.49, 1000, 1000, "-1"),
          ("MARYLAND ST GO", 5.0, "2036-06-01", "2035-06-01", 2.98, 2.93, 500, 500, "-3")]
    gold = []
    r = 4
    for name, c, iso, ciso, yb, ya, pb_, pa_, chg in mu:
        cu = ui("US", name + iso)[2:11]
        pb, pa = float(f3(muni_px(c, yb, iso, ciso))), float(f3(muni_px(c, ya, iso, ciso)))
        ws.write(r, 0, cu)
        ws.write(r, 1, name)
        ws.write(r, 2, c, f3s)
        ws.write(r, 3, dt.datetime.fromisoformat(iso), datef)
        ws.write(r, 4, f"{ciso[5:7]}/{ciso[8:]}/{ciso[2:4]} @ 100")
        ws.write(r, 5, yb, f2s)
        ws.write(r, 6, pb, f3s)
        ws.write(r, 7, ya, f2s)
        ws.write(r, 8, pa, f3s)
        ws.write(r, 9, pb_)
        ws.write(r, 10, pa_)
        ws.write(r, 11, chg)
        gold += q(cu, "muni", d, size=(pb_ * 1000, pa_ * 1000), yield_=(str(yb), str(ya)), price=(str(pb), str(pa)))
        r += 1
    ws.write(r + 1, 0, "Notes: yields to worst. Chg = move in the offer yield since Wednesday, bp. Priced to the call where premium.")
    ws.write(r + 2, 0, "Half-day session - levels good until 12:30 ET.")
    ws2 = wb.add_sheet("AGENCY")
    ws2.write(0, 0, "AGENCY BULLETS - 10MM per side unless shown")
    ws2.write_merge(2, 2, 0, 2, "Security", bold)
    ws2.write_merge(2, 2, 3, 4, "vs UST (bp)", bold)
    ws2.write_merge(2, 2, 5, 6, "Price", bold)
    ws2.write(2, 7, "Size (MM)", bold)
    for j, h in enumerate(["Agency", "Cpn", "Maturity", "Bid", "Ask", "Bid", "Ask", "B x A"]):
        ws2.write(3, j, h, bold)
    ag = [("FHLB", 4.625, "2031-09-12", 16, 13, 100.851, 100.952, ""),
          ("FFCB", 4.0, "2029-12-03", 9, 6, 99.864, 99.921, "25x25"),
          ("FHLMC", 4.75, "2034-05-18", 27, 23, 101.102, 101.355, "5x10")]
    for i, (tk, c, iso, sb, sa, pb, pa, sz) in enumerate(ag):
        rr = 4 + i
        ws2.write(rr, 0, tk)
        ws2.write(rr, 1, c, f3s)
        ws2.write(rr, 2, dt.datetime.fromisoformat(iso), datef)
        for j, v in enumerate([sb, sa, pb, pa], start=3):
            ws2.write(rr, j, v)
        ws2.write(rr, 7, sz)
        gold += q(bkey(tk, c, iso), "agency", d, size=sz or "10MM", spread=(str(sb), str(sa)), price=(str(pb), str(pa)))
    ws2.write(8, 0, "Spreads to the interpolated UST curve.")
    buf = io.BytesIO()
    wb.save(buf)
    att = Attachment("WTHD_muni_agy_1126.xls", buf.getvalue(), MIME_XLS, "xls")
    text = "Munis / agencies attached (.xls, two tabs). Half day - we're here until 1.\n\nGeoff Binns\nWetherden Securities | 412-555-0127\n"
    return mk("wetherden-xls-muni-agy-bands", "xlsx", gold, sender="Geoff Binns <gbinns@wetherden.com>", subject="munis / agys 11/26",
              date=date("08:20:40", day=26), text=text, attachments=[att])


def x26_ulverdale_xls_blocks():
    d = "ulverdale"
    wb = xlwt.Workbook()
    bold = xlwt.easyxf("font: bold on; align: horiz center")
    ws = wb.add_sheet("Offerings")
    ws.write(0, 0, "Ulverdale & Co - offerings, 30 Nov 2027")
    ws.write(1, 0, "Offer side only. Par in thousands.")
    ws.write_merge(3, 3, 0, 4, "MUNICIPALS", bold)
    ws.write_merge(3, 3, 5, 6, "Offer", bold)
    for j, h in enumerate(["Par", "CUSIP", "Name", "Coupon", "Maturity", "Yield", "Price"]):
        ws.write(4, j, h, bold)
    gold = []
    mu = [("250", "FLORIDA ST BRD ED", 5.0, "2040-06-01", "2034-06-01", 3.66, ""),
          ("1000", "UNIV OF TEXAS SYS REV", 4.0, "2044-08-15", "2033-08-15", 3.97, ""),
          ("500", "ARIZONA ST TRANSN BRD", 5.0, "2037-07-01", "2032-07-01", 3.21, "*")]
    r = 5
    for par, name, c, iso, ciso, y, mark in mu:
        cu = ui("US", name + iso)[2:11]
        p = float(f3(muni_px(c, y, iso, ciso)))
        for j, v in enumerate([par, cu, name, c, iso[5:7] + "/" + iso[8:] + "/" + iso[:4], f"{y}{mark}" if mark else y, p]):
            ws.write(r, j, v)
        gold += q(cu, "muni", d, size=(None, int(par) * 1000), review=("yield",) if mark else (), yield_=(None, str(y)), price=(None, str(p)))
        r += 1
    r += 1
    ws.write_merge(r, r, 0, 4, "AGENCY CALLABLES", bold)
    ws.write_merge(r, r, 5, 6, "Offer", bold)
    r += 1
    for j, h in enumerate(["Par", "CUSIP", "Name", "Coupon", "Maturity", "Yield", "Price"]):
        ws.write(r, j, h, bold)
    r += 1
    for par, name, c, iso, y, p in [("5000", "FHLB", 4.8, "2032-11-24", 4.78, 100.05), ("10000", "FFCB", 4.55, "2030-06-10", 4.51, 100.11)]:
        cu = ui("US", name + iso)[2:11]
        for j, v in enumerate([par, cu, name, c, iso[5:7] + "/" + iso[8:] + "/" + iso[:4], y, p]):
            ws.write(r, j, v)
        gold += q(cu, "agency", d, size=(None, int(par) * 1000), yield_=(None, str(y)), price=(None, str(p)))
        r += 1
    ws.write(r + 1, 0, "Callables: yield shown is to maturity.")
    ws.write(r + 2, 0, "* yield subject to confirmation - not refreshed since the open.")
    buf = io.BytesIO()
    wb.save(buf)
    att = Attachment("ulverdale_offerings.xls", buf.getvalue(), MIME_XLS, "xls")
    text = "Hi - offerings attached.\n\nBen\nUlverdale & Co | (901) 555-0176\n"
    return mk("ulverdale-xls-offer-blocks", "xlsx", gold, sender="Ben Ashby <bashby@ulverdale.com>", subject="offerings 11/30",
              date=date("09:12:00", "-0600", day=30), text=text, attachments=[att])


# ---------------------------------------------------------------- 27 / 28: loans and CDS


def x27_hinderwell_loans_cds_curve():
    d = "hinderwell"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Loans"
    ws["A1"] = "HINDERWELL CAPITAL - LEVERAGED LOAN LEVELS"
    ws["A2"] = "Monday 22 November 2027  |  px in points"
    _bands(ws, 4, [("Facility", 1, 5), ("Price", 6, 7), ("Size ($mm)", 8, 9), ("Status", 10, 10)])
    _row(ws, 5, ["Borrower", "Tranche", "Margin", "Floor", "Maturity", "Bid", "Offer", "Bid", "Offer", ""])
    for c in ws[5]:
        c.font = Font(bold=True)
    lo = [("STAITHES MARINE", "TLB", "S+350", 0.5, "Apr-31", 98.5, 99.0, 2, 2, ""),
          ("RUNSWICK DATA", "TLB", "S+300", 0.0, "Jan-32", 100.125, 100.5, 5, 5, ""),
          ("SANDSEND CHEMICALS", "TL", "S+475", 0.75, "Jun-30", 91.0, 92.0, 1, 1, "TRADED"),
          ("KETTLENESS HOSPITALS", "TLB-1", "S+425", 0.5, "Sep-29", 96.25, 96.875, 3, 2, "")]
    gold = []
    for i, (b, t, m, fl, mt, pb, pa, sb, sa, st) in enumerate(lo):
        _row(ws, 6 + i, [b, t, m, fl, mt, pb, pa, sb, sa, st], {4: "0.00", 6: "0.000", 7: "0.000"})
        if not st:
            gold += q(f"{b} {t} {m} {mt}".upper(), "loan", d, size=(sb * 1_000_000, sa * 1_000_000), price=(str(pb), str(pa)))
    ws["A11"] = "Floor in %. TRADED = gone, no market. Sizes per side."
    ws2 = wb.create_sheet("CDS")
    ws2["A1"] = "SINGLE-NAME CDS CURVES (running spread, bp)  -  EUR 5mm per side"
    _bands(ws2, 3, [("Reference", 1, 2), ("Bid / Ask by tenor", 3, 6)])
    _row(ws2, 4, ["Entity", "Seniority", "3Y", "5Y", "7Y", "10Y"])
    curves = [("CLOUGHTON AIRPORTS", "SNR", ["41/47", "63/68", "82/88", "101/109"]),
              ("ROBIN HOODS INSURANCE", "SUB", ["118/128", "164/172", "190/200", "215/227"]),
              ("LYTHE STEEL", "SNR", ["205/215", "262/270", "-", "-"])]
    for i, (e, s, cells) in enumerate(curves):
        _row(ws2, 5 + i, [e, s, *cells])
        for ten, cell in zip(["3Y", "5Y", "7Y", "10Y"], cells, strict=True):
            if cell == "-":
                continue
            b, a = cell.split("/")
            gold += q(f"{e} {s} {ten}", "cds", d, size="5MM", spread=(b, a))
    ws2["A9"] = "Note: LYTHE 7y/10y no market. Mids on screens may differ."
    ws2.freeze_panes = "C5"
    att = Attachment("HNW_levels_22Nov.xlsx", _xlsx(wb), MIME_XLSX, "xlsx")
    text = ("Hi all,\n\nloan levels and CDS curves attached (two tabs).\n\nRgds\nIsla Dent\nHinderwell Capital\n"
            "+44 20 7946 0443 | Bloomberg: IDENT12\n")
    return mk("hinderwell-loans-cds-curve", "xlsx", gold, sender="Isla Dent <ident@hinderwell.co.uk>", subject="Loans + CDS curves",
              date=date("07:49:13", "+0000", day=22), text=text, attachments=[att])


def x28_zennor_levfin_cds_indices():
    d = "zennor"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "LEVELS"
    ws["A1"] = "Zennor Partners | loans & CDS | 24-Nov-2027"
    _bands(ws, 3, [("LOANS", 1, 3), ("Bid", 4, 5), ("Offer", 6, 7)])
    _row(ws, 4, ["Borrower / Facility", "Spread", "Maturity", "Px", "Size (mm)", "Px", "Size (mm)", "Status"])
    gold = []
    for i, (b, m, mt, pb, sb, pa, sa) in enumerate([("PENDEEN FOODS TLB", "S+375", "06/30", 97.75, 2, 98.25, 2),
                                                    ("LAMORNA TELECOM TLB", "S+325", "03/32", 99.5, 5, 100.0, 3),
                                                    ("BOTALLACK ENERGY TL", "S+500", "12/29", 94.0, 1, None, None)]):
        st = "subj" if i == 1 else "firm"
        _row(ws, 5 + i, [b, m, mt, pb, sb, pa, sa, st])
        gold += q(f"{b} {m} {mt}", "loan", d, size=(sb * 1_000_000, sa * 1_000_000 if sa else None), review=("price",) if st == "subj" else (),
                  price=(str(pb), str(pa) if pa else None))
    _bands(ws, 10, [("CDS", 1, 3), ("Bid", 4, 5), ("Offer", 6, 7)])
    _row(ws, 11, ["Contract", "Unit", "", "Level", "Size (mm)", "Level", "Size (mm)"])
    for i, (cn, unit, b, sb, a, sa) in enumerate([("CDX IG 43 5Y", "bp", 52.5, 100, 53.0, 100), ("CDX HY 43 5Y", "px", 106.25, 25, 106.5, 25),
                                                  ("ZAWN RETAIL SNR 5Y", "bp", 188, 5, 196, 5)]):
        _row(ws, 12 + i, [cn, unit, "", b, sb, a, sa])
        m = "price" if unit == "px" else "spread"
        gold += q(cn, "cds", d, size=(sb * 1_000_000, sa * 1_000_000), **{m: (str(b), str(a))})
    ws["A16"] = "BOTALLACK: bid only."
    att = Attachment("zennor_levels.xlsx", _xlsx(wb), MIME_XLSX, "xlsx")
    text = "Levels attached.\n\nRob Keast | Zennor Partners | +1 203 555 0155\n"
    return mk("zennor-loans-cds-sides", "xlsx", gold, sender="Rob Keast <rkeast@zennor.com>", subject="loans / cds",
              date=date("11:22:09", day=24), text=text, attachments=[att])


# ---------------------------------------------------------------- 29 / 30: EM sovereigns and FRNs


def x29_ellerby_em_frn_workbook():
    d = "ellerby"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "EM Sov"
    ws["A1"] = "ELLERBY MARKETS - EM SOVEREIGNS (USD)"
    ws["A2"] = "29/11/2027 07:45 London"
    _bands(ws, 4, [("Bond", 1, 4), ("Price", 5, 6), ("Yield (%)", 7, 8), ("Z-spread (bp)", 9, 10), ("Size (MM)", 11, 11), ("Reference", 12, 13)])
    _row(ws, 5, ["ISIN", "Issuer", "Coupon", "Maturity", "Bid", "Ask", "Bid", "Ask", "Bid", "Ask", "B x A", "Dur", "Prev Close"])
    for c in list(ws[4]) + list(ws[5]):
        c.font = Font(bold=True)
    em = [("SOAF", 5.875, "2034-04-20", 97.2, 97.7, 287, 279, "2x2"),
          ("OMAN", 6.5, "2036-03-08", 102.1, 102.6, 198, 192, "2x2"),
          ("NGERIA", 7.625, "2033-11-28", 91.4, 92.15, 512, 497, "1x1"),
          ("CHILE", 3.5, "2034-01-25", 91.35, 91.75, 96, 91, "5x5")]
    gold = []
    for i, (tk, c, iso, pb, pa, zb, za, sz) in enumerate(em):
        isn = ui("US" if tk == "CHILE" else "XS", tk + iso)
        yb, ya = float(ylds(c, pb, iso, 3)), float(ylds(c, pa, iso, 3))
        _row(ws, 6 + i, [isn, tk, c, dt.datetime.fromisoformat(iso), pb, pa, yb, ya, zb, za, sz, 5.1 + i, round(pb - 0.15, 2)],
             {3: "0.000", 4: "dd/mm/yyyy", 5: "0.00", 6: "0.00", 7: "0.000", 8: "0.000"})
        gold += q(isn, "em_sovereign", d, size=sz, price=(str(pb), str(pa)), yield_=(str(yb), str(ya)), z_spread=(str(zb), str(za)))
    ws["A11"] = "Dur = modified duration; Prev Close = last night's bid. Reference columns are not levels."
    ws.freeze_panes = "E6"
    ws2 = wb.create_sheet("FRN")
    ws2["A1"] = "FLOATERS - discount margin over SOFR / Euribor"
    _bands(ws2, 3, [("Floater", 1, 3), ("DM (bp)", 4, 5), ("Price", 6, 7)])
    _row(ws2, 4, ["ISIN", "Issuer", "Maturity", "Bid", "Ask", "Bid", "Ask"])
    for i, (pre, name, iso, db, da, pb, pa) in enumerate([("XS", "ASENBY BANK", "2029-02-15", 74, 66, 100.18, 100.36),
                                                          ("FR", "SOCIETE FONCIERE DE LOIRE", "2030-10-01", 112, 101, 99.62, 100.01),
                                                          ("XS", "THIRKLEBY AUTO FINANCE", "2028-08-20", 58, 51, 100.07, 100.19)]):
        isn = ui(pre, name + iso)
        _row(ws2, 5 + i, [isn, name, dt.datetime.fromisoformat(iso), db, da, pb, pa], {3: "dd/mm/yyyy"})
        gold += q(isn, "frn", d, size="2MM", dm=(str(db), str(da)), price=(str(pb), str(pa)))
    ws2["A9"] = "Sizes 2MM per side."
    grey = PatternFill("solid", fgColor="DDDDDD")
    for c in ws2[9]:
        c.fill = grey
    att = Attachment("Ellerby_EM_FRN_291127.xlsx", _xlsx(wb), MIME_XLSX, "xlsx")
    text = "Morning - EM sov and FRN sheet attached.\n\nKind regards\nNadia Fenwick\nEllerby Markets Ltd | +44 20 7946 0719\n"
    return mk("ellerby-em-z-frn-bands", "xlsx", gold, sender="Nadia Fenwick <nfenwick@ellerby.co.uk>", subject="EM sov / FRN 29.11",
              date=date("07:51:30", "+0000", day=29), text=text, attachments=[att])


def x30_gisburn_em_frn_flat():
    d = "gisburn"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Run"
    ws["A1"] = "Gisburn Securities - EM & floaters - Friday, November 26, 2027"
    _bands(ws, 3, [("", 1, 3), ("Bid", 4, 6), ("Offer", 7, 9)])
    _row(ws, 4, ["Bond", "Cpn", "Mat", "Px", "Yld", "DM", "Px", "Yld", "DM"])
    gold = []
    for i, (tk, c, iso, pb, pa) in enumerate([("BRAZIL", 6.0, "2033-10-20", 98.9, 99.4), ("PERU", 5.875, "2035-08-08", 99.75, 100.3),
                                              ("URUGUA", 5.1, "2050-06-18", 93.6, 94.35), ("PARGUY", 6.1, "2044-08-11", 97.2, 98.0)]):
        yb, ya = float(ylds(c, pb, iso, 2)), float(ylds(c, pa, iso, 2))
        _row(ws, 5 + i, [tk, c, dt.datetime.fromisoformat(iso), pb, yb, None, pa, ya, None], {3: "mm/dd/yy"})
        gold += q(bkey(tk, c, iso), "em_sovereign", d, size="1MM", price=(str(pb), str(pa)), yield_=(str(yb), str(ya)))
    for i, (name, iso, pb, pa, db, da) in enumerate([("GRINDLETON BANK FRN", "2030-03-15", 99.85, 100.1, 97, 91)]):
        isn = ui("US", name + iso)
        _row(ws, 9 + i, [f"{name} {isn}", "FRN", dt.datetime.fromisoformat(iso), pb, None, db, pa, None, da], {3: "mm/dd/yy"})
        gold += q(isn, "frn", d, size="1MM", price=(str(pb), str(pa)), dm=(str(db), str(da)))
    ws["A11"] = "1MM per side."
    att = Attachment("gisburn_run.xlsx", _xlsx(wb), MIME_XLSX, "xlsx")
    text = "Run attached.\n\nMo Tillotson | Gisburn Securities | 305-555-0193\n"
    return mk("gisburn-em-frn-side-bands", "xlsx", gold, sender="Mo Tillotson <mtillotson@gisburn.com>", subject="EM / FRN run",
              date=date("08:33:33", day=26), text=text, attachments=[att])


LAYOUTS = [x25_wetherden_xls_bands, x26_ulverdale_xls_blocks, x27_hinderwell_loans_cds_curve, x28_zennor_levfin_cds_indices,
           x29_ellerby_em_frn_workbook, x30_gisburn_em_frn_flat]
