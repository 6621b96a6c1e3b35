"""Spreadsheets (6 layouts, 3 pairs; the first pair legacy .xls): two measures in a cell, change columns beside levels."""

from __future__ import annotations

import datetime as _dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Alignment, Font, PatternFill

from common import MIME_XLS, MIME_XLSX, Attachment, lv, mk, normalize_zip, q, uc, ylds
from common import date as D

BOLD = Font(bold=True)
GREY = PatternFill("solid", fgColor="DDDDDD")


def _xlsx_bytes(wb) -> bytes:
    wb.properties.creator = "desk"
    wb.properties.created = _dt.datetime(2027, 12, 6, 6, 30, tzinfo=_dt.UTC)
    wb.properties.modified = _dt.datetime(2027, 12, 6, 6, 30, tzinfo=_dt.UTC)
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _xls_bytes(wb) -> bytes:
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


# ------------------------------------------------------------------ agencies / SSA, legacy .xls


def wetherden_agency_xls():
    d = "wetherden"
    rows = [
        # issuer, cpn, maturity text, iso, bid px (32nds), ofr px, asw bid, asw ofr, chg, prev ofr yld, size
        ("FHLB", 4.125, "03/15/2030", "2030-03-15", "99-28", "99-30+", "6", "3", "-1", "4.17", 10),
        ("FFCB", 4.5, "09/20/2032", "2032-09-20", "100-01+", "100-04", "14", "10", "+2", "4.47", 10),
        ("FNMA", 4.75, "06/15/2034", "2034-06-15", "101-10", "101-14", "19", "15", "0", "4.52", 5),
        ("IBRD", 4.25, "04/15/2031", "2031-04-15", "100-20", "100-23+", "-12", "-15", "-1", "4.04", 10),
        ("KFW", 4.0, "10/15/2032", "2032-10-15", "99-12", "99-15+", "-18", "-21", "+1", "4.12", 10),
    ]
    wb = xlwt.Workbook()
    ws = wb.add_sheet("Agency SSA")
    b = xlwt.easyxf("font: bold on; align: horiz center")
    ws.write(0, 0, "Wetherden Securities - Agencies & SSA - Wed 08-Dec-2027", xlwt.easyxf("font: bold on"))
    ws.write(1, 0, "Bid / offer as yield with the price in 32nds in brackets; ASW vs SOFR swaps in bp.")
    ws.write_merge(2, 2, 0, 3, "Bond", b)
    ws.write_merge(2, 2, 4, 5, "Yield % (Px)", b)
    ws.write_merge(2, 2, 6, 7, "ASW (bp)", b)
    ws.write_merge(2, 2, 8, 9, "Reference", b)
    ws.write(2, 10, "Size", b)
    head = ["Issuer", "Cpn", "Maturity", "CUSIP", "Bid", "Offer", "Bid", "Offer", "Chg (bp)", "Prev Ofr Yld", "Size (MM)"]
    for j, h in enumerate(head):
        ws.write(3, j, h, b)
    gold = []
    for i, (iss, cp, m, iso, pb, po, ab, ao, chg, prev, sz) in enumerate(rows, start=4):
        cu = uc(f"wetherden-{iss}-{cp}-{iso}")
        yb, yo = ylds(cp, lv(pb), iso, 2), ylds(cp, lv(po), iso, 2)
        vals = [iss, cp, m, cu, f"{yb}% ({pb})", f"{yo}% ({po})", float(ab), float(ao), chg, float(prev), sz]
        for j, v in enumerate(vals):
            ws.write(i, j, v)
        gold += q(cu, "agency", d, size=(sz * 1e6, sz * 1e6), yield_=(yb, yo), price=(pb, po), i_spread=(ab, ao))
    n = 4 + len(rows)
    ws.write(n + 1, 0, "Notes: Chg is the day's change in the bid yield (bp); Prev Ofr Yld is last night's close, not a market.")
    ws.write(n + 2, 0, "IBRD and KFW trade through swaps: the negative ASW is right.")
    data = _xls_bytes(wb)
    text = """Morning - agencies and SSA in the attached (xls, old template - sorry).

Each side shows its yield and, in brackets, the price in 32nds. ASW columns in bp.

Leah Morton
Wetherden Securities | Agency & SSA Trading | +1 212 555 0131
"""
    return mk("wetherden-agency-xls", "xlsx", gold, sender="Leah Morton <lmorton@wetherden.com>",
              subject="Wetherden agencies & SSA - 8-Dec (xls)", date=D("07:22:15", "-0500", 8), text=text,
              attachments=[Attachment("Wetherden_Agency_SSA_20271208.xls", data, MIME_XLS, "xls")],
              note="xlsx:xls emph:two-measures-one-side emph:labelled emph:odd-right")


def yarcombe_agency_xls():
    d = "yarcombe"
    rows = [
        ("FHLMC", 4.375, "2031-02-15", "02/15/31", "100-06", "100-09+", "+9", "+6", "-1+", "100-11", "99-31"),
        ("FHLB", 4.625, "2033-06-10", "06/10/33", "101-02", "101-06", "+17", "+13", "+2", "101-08", "100-26"),
        ("TVA", 4.875, "2036-09-15", "09/15/36", "101-24+", "101-30", "+28", "+24", "+1", "102-00", "101-16"),
        ("IADB", 4.0, "2030-05-15", "05/15/30", "99-22", "99-24+", "-6", "-9", "0", "99-26", "99-18"),
    ]
    wb = xlwt.Workbook()
    ws = wb.add_sheet("Run")
    b = xlwt.easyxf("font: bold on; align: horiz center")
    pct = xlwt.easyxf(num_format_str="0.000%")
    ws.write(0, 0, "YARCOMBE CAPITAL - US AGENCY / SSA RUN - 14-DEC-2027", xlwt.easyxf("font: bold on"))
    ws.write(1, 0, "Px in 32nds; yields shown in %; spreads: agencies vs UST, SSA vs SOFR swaps (bp). 10MM per side unless noted.")
    ws.write_merge(2, 2, 0, 2, "Bond", b)
    ws.write_merge(2, 2, 3, 6, "Bid / Offer", b)
    ws.write_merge(2, 2, 7, 8, "Spread (bp)", b)
    ws.write_merge(2, 2, 9, 11, "Today", b)
    head = ["Issuer", "Cpn", "Maturity", "Bid Px", "Bid Yld", "Ofr Px", "Ofr Yld", "Bid", "Ofr", "Chg (32s)", "Hi", "Lo"]
    for j, h in enumerate(head):
        ws.write(3, j, h, b)
    gold = []
    for i, (iss, cp, iso, m, pb, po, sb, so, chg, hi, lo) in enumerate(rows, start=4):
        yb, yo = ylds(cp, lv(pb), iso, 3), ylds(cp, lv(po), iso, 3)
        ws.write(i, 0, iss)
        ws.write(i, 1, cp)
        ws.write(i, 2, m)
        ws.write(i, 3, pb)
        ws.write(i, 4, round(float(yb) / 100, 5), pct)
        ws.write(i, 5, po)
        ws.write(i, 6, round(float(yo) / 100, 5), pct)
        ws.write(i, 7, sb)
        ws.write(i, 8, so)
        ws.write(i, 9, chg)
        ws.write(i, 10, hi)
        ws.write(i, 11, lo)
        key = f"{iss} {cp:g} {iso}"
        meas = {"price": (pb, po), "yield_": (yb, yo)}
        if iss == "IADB":
            meas["i_spread"] = (sb, so)
        else:
            meas["spread"] = (sb, so)
        gold += q(key, "agency", d, size="10MM", **meas)
    n = 4 + len(rows)
    ws.write(n + 1, 0, "Chg in 32nds vs Monday; Hi / Lo today's range in 32nds. IADB vs swaps: -6 / -9 is right (through swaps).")
    data = _xls_bytes(wb)
    text = """All - agency / SSA run attached (.xls). IADB is the only line on swaps.

Zoe Pritchard
Yarcombe Capital LLC | Agencies | +1 312 555 0166
"""
    return mk("yarcombe-agency-xls", "xlsx", gold, sender="Zoe Pritchard <zpritchard@yarcombe.com>",
              subject="Yarcombe agency / SSA run 14-Dec", date=D("07:12:48", "-0600", 14), text=text,
              attachments=[Attachment("yarcombe_agency_run_14Dec.xls", data, MIME_XLS, "xls")],
              note="xlsx:xls emph:labelled emph:odd-right emph:everyday")


# ------------------------------------------------------------------ loans


def alderholt_loans_dash_cells():
    d = "alderholt"
    rows = [
        # borrower, facility, margin, maturity, market, chg, oid, floor, fac, size, last
        ("ARKHOLME SYSTEMS", "TLB", "S+350", "06/31", "99 1/2 - 99 7/8", "+1/8", 99.5, 0.50, 1250, 2, "99.625 on 12/14"),
        ("BARMSTON HEALTH", "TLB", "S+425", "11/29", "88 - 89", "-1", 99.0, 0.75, 900, 5, "88.50 on 12/13"),
        ("CASTERTON RETAIL", "1L TL", "S+575", "03/29", "48 - 52", "-2", 98.0, 0.75, 650, 1, "50 on 12/10"),
        ("DALEHEAD MEDIA", "TLB", "S+400", "08/30", "97.75 - 98.25", "+0.25", 99.25, 0.50, 1100, 2, "98 on 12/14"),
        ("EMBSAY CHEMICALS", "TLB", "E+375", "10/31", "99.10 - 99.60", "0", 99.5, 0.0, 600, 3, "99.35 on 12/09"),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Loans"
    ws["A1"] = "Alderholt Capital - loan secondary - 15-Dec-2027"
    ws["A1"].font = BOLD
    ws["A2"] = "Market is bid - offer in px as we send it on Bloomberg. Chg vs yesterday's close (pts)."
    head = ["Borrower", "Facility", "Margin", "Maturity", "Market (bid - offer)", "Chg", "OID", "Floor (%)", "Fac ($MM)",
            "Size (MM)", "Last trade"]
    ws.append([])
    ws.append(head)
    for c in ws[4]:
        c.font = BOLD
        c.fill = GREY
    gold = []
    for bor, fac, mg, m, mkt, chg, oid, flr, facsz, sz, last in rows:
        ws.append([bor, fac, mg, m, mkt, chg, oid, flr, facsz, sz, last])
        b, a = (s.strip() for s in mkt.split(" - "))
        gold += q(f"{bor} {fac} {mg} {m}", "loan", d, size=(sz * 1e6, sz * 1e6), price=(b, a))
    ws.append(["Average (5)", "", "", "", "86.47 - 87.75", "-0.35", "", "", "4,500", "", ""])
    ws.append([])
    ws.append(["Notes: OID and floor are at issue; Fac is the facility size; Last trade is our last print and its date, not a market."])
    ws.append(["2 - 5mm clips available on request in the par names; CASTERTON 1L at 48 - 52 is right (restructuring talks)."])
    for col, w in zip("ABCDEFGHIJK", [22, 12, 9, 10, 20, 7, 7, 9, 10, 10, 16], strict=True):
        ws.column_dimensions[col].width = w
    for r in ws.iter_rows(min_row=5, max_row=9, min_col=5, max_col=5):
        r[0].alignment = Alignment(horizontal="right")
    data = _xlsx_bytes(wb)
    text = """Hi - loan levels attached. The market column is one cell "bid - offer" as on our BBG runs.

Thanks
Mara Devlin
Alderholt Capital LLC | Leveraged Loans | +1 212 555 0185
"""
    return mk("alderholt-loans-dash-cells", "xlsx", gold, sender="Mara Devlin <mdevlin@alderholt.com>",
              subject="Alderholt loans 15-Dec", date=D("10:04:33", "-0500", 15), text=text,
              attachments=[Attachment("Alderholt_loans_2027-12-15.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:spaced-dash emph:labelled emph:odd-right emph:everyday")


def bexwell_loans_chg_cells():
    d = "bexwell"
    rows = [
        # borrower, facility, maturity, bid, chg, offer, dm bid, dm ofr, prev, hi, lo, size
        ("FELLBECK FOODS", "TLB S+325", "05/31", "99.50", "+0.25", "99.875", "342", "329", "99.25", "99.625", "99.25", "2x2"),
        ("GLAISDALE AUTO", "TLB S+450", "09/29", "91.00", "-1.00", "92.00", "750", "717", "92.00", "92.50", "90.75", "1x1"),
        ("HOWGILL TELECOM", "2L S+750", "02/30", "48.00", "-3.00", "51.00", "", "", "51.00", "51.00", "47.50", "1x1"),
        ("IREBY LOGISTICS", "TLB S+375", "12/30", "98.25", "+0.125", "98.75", "433", "417", "98.125", "98.50", "98.00", "3x3"),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Secondary"
    ws["A1"] = "BEXWELL - US LOANS - THU 16-DEC-2027"
    ws["A1"].font = BOLD
    ws.append(["Bid cells show the day's change in brackets. DM to a 3-year life, bp."])
    ws.append(["Loan", "", "", "Price", "", "DM (bp)", "", "Reference", "", "", "Size"])
    ws.merge_cells("A3:C3")
    ws.merge_cells("D3:E3")
    ws.merge_cells("F3:G3")
    ws.merge_cells("H3:J3")
    ws.append(["Borrower", "Facility", "Maturity", "Bid (chg)", "Offer", "Bid", "Offer", "Prev Close", "Day Hi", "Day Lo", "B x O (MM)"])
    for r in (3, 4):
        for c in ws[r]:
            c.font = BOLD
            c.fill = GREY
    gold = []
    for bor, fac, m, b, chg, a, db, da, prev, hi, lo, sz in rows:
        ws.append([bor, fac, m, f"{b} ({chg})", float(a), float(db) if db else None, float(da) if da else None,
                   float(prev), float(hi), float(lo), sz])
        ms = {"price": (b, a)}
        if db:
            ms["dm"] = (db, da)
        gold += q(f"{bor} {fac} {m}", "loan", d, size=sz, **ms)
    ws.append([])
    ws.append(["HOWGILL 2L at 48 - 51 is the right market (price only, no DM on a stressed 2L)."])
    ws.append(["Prev Close and the day's range are reference, not markets. Down 1 - 2 pts in auto names this week."])
    for col, w in zip("ABCDEFGHIJK", [20, 12, 9, 14, 9, 7, 7, 10, 8, 8, 11], strict=True):
        ws.column_dimensions[col].width = w
    data = _xlsx_bytes(wb)
    text = """Loans for Thursday attached.

Pete Sandoval | Bexwell Securities | Loan Trading | Dallas | +1 214 555 0120
"""
    return mk("bexwell-loans-chg-cells", "xlsx", gold, sender="Pete Sandoval <psandoval@bexwell.com>",
              subject="Bexwell loans 16-Dec", date=D("08:45:01", "-0600", 16), text=text,
              attachments=[Attachment("BEXWELL_LOANS_16DEC2027.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:labelled emph:odd-right emph:spaced-dash emph:two-measures-one-side")


# ------------------------------------------------------------------ CDS grids


def corsham_cds_grid():
    d = "corsham"
    names = [
        # entity, tier, ccy, cpn, rec, {tenor: cell}, 5y chg, 5y prev
        ("ASKRIGG INDUSTRIES", "SNRFOR", "USD", "100", "40", {"3Y": "48/53", "5Y": "71/76", "7Y": "92/98", "10Y": "111/119"}, "-2", "73/78"),
        ("BOLTBY FOODS", "SNRFOR", "USD", "100", "40", {"3Y": "88/95", "5Y": "142/148", "7Y": "171/178", "10Y": ""}, "+4", "138/144"),
        ("CRAYKE RETAIL", "SNRFOR", "USD", "500", "25", {"3Y": "1,420/1,500", "5Y": "1,250/1,310", "7Y": "", "10Y": ""}, "+35", "1,215/1,275"),
        ("DACRE TELECOM", "SUBLT2", "USD", "100", "20", {"3Y": "", "5Y": "205/214", "7Y": "236/247", "10Y": ""}, "0", "205/214"),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Single names"
    ws["A1"] = "Corsham Securities - CDS curves (bp running) - Fri 17-Dec-2027"
    ws["A1"].font = BOLD
    ws["A2"] = "Sizes: single names USD 10mm, indices 50mm per side."
    ws.append(["Reference Entity", "Tier", "Ccy", "Cpn", "Rec", "3Y", "5Y", "7Y", "10Y", "5Y Chg", "5Y Prev"])
    for c in ws[3]:
        c.font = BOLD
        c.fill = GREY
    gold = []
    for ent, tier, ccy, cp, rec, cells, chg, prev in names:
        ws.append([ent, tier, ccy, int(cp), int(rec)] + [cells[t] for t in ("3Y", "5Y", "7Y", "10Y")] + [chg, prev])
        for t in ("3Y", "5Y", "7Y", "10Y"):
            if cells[t]:
                b, a = cells[t].split("/")
                gold += q(f"{ent} {t}", "cds", d, size="10mm", spread=(b, a))
    ws.append([])
    ws.append(["CRAYKE RETAIL trades on a conventional spread even at 1,250 - yes, it is that wide. Cpn and Rec are contract terms."])
    ws2 = wb.create_sheet("Indices")
    ws2.append(["Index", "Series", "Tenor", "Bid", "Ask", "Unit", "Chg", "Close"])
    for c in ws2[1]:
        c.font = BOLD
        c.fill = GREY
    idx = [
        ("CDX IG", "49", "5Y", "51.25", "51.75", "bp", "+0.50", "50.75"),
        ("CDX IG", "49", "10Y", "84.00", "85.50", "bp", "+1.00", "83.50"),
        ("CDX HY", "49", "5Y", "106.40", "106.55", "px", "-0.125", "106.55"),
        ("CDX EM", "48", "5Y", "97.10", "97.40", "px", "+0.05", "97.20"),
    ]
    for ix, s, t, b, a, unit, chg, close in idx:
        ws2.append([ix, int(s), t, float(b), float(a), unit, chg, float(close)])
        meas = {"spread": (b, a)} if unit == "bp" else {"price": (b, a)}
        gold += q(f"{ix} {s} {t}", "cds", d, size="50mm", **meas)
    ws2.append([])
    ws2.append(["Close is last night's 5pm mark; Chg vs that close."])
    data = _xlsx_bytes(wb)
    text = """CDS curves and indices attached - two tabs. Each curve cell is bid/ask.

Ollie Brandt
Corsham Securities LLC | Credit Derivatives | +1 212 555 0152
"""
    return mk("corsham-cds-grid", "xlsx", gold, sender="Ollie Brandt <obrandt@corsham.com>",
              subject="Corsham CDS curves & indices - 17-Dec", date=D("07:44:19", "-0500", 17), text=text,
              attachments=[Attachment("corsham_cds_17dec2027.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:labelled emph:odd-right emph:everyday")


def dinton_cds_bands():
    d = "dinton"
    names = [
        # entity, rec, cpn, 5y bid, 5y ask, 5y chg, 10y bid, 10y ask, 10y chg
        ("EASBY AEROSPACE", "40", "100", "64", "68", "-1.5", "98", "104", "-1"),
        ("FYLINGDALES POWER", "40", "100", "119", "125", "+3", "158", "166", "+2"),
        ("GRINTON METALS", "40", "500", "388", "402", "+12", "", "", ""),
        ("HAWNBY LEISURE", "25", "500", "", "", "", "", "", ""),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "EUR CDS"
    ws["A1"] = "DINTON - EUR single-name CDS - Mon 13-Dec-2027 - bp running, EUR 5mm per side"
    ws["A1"].font = BOLD
    ws.append(["Name", "", "", "5Y", "", "", "10Y", "", ""])
    ws.merge_cells("A2:C2")
    ws.merge_cells("D2:F2")
    ws.merge_cells("G2:I2")
    ws.append(["Reference Entity", "Rec", "Cpn", "Bid", "Ask", "Chg", "Bid", "Ask", "Chg"])
    for r in (2, 3):
        for c in ws[r]:
            c.font = BOLD
            c.fill = GREY
    gold = []
    for ent, rec, cp, b5, a5, c5, b10, a10, c10 in names:
        ws.append([ent, int(rec), int(cp)] + [float(x) if x else None for x in (b5, a5, c5, b10, a10, c10)])
        if b5:
            gold += q(f"{ent} 5Y", "cds", d, size="5mm", spread=(b5, a5))
        if b10:
            gold += q(f"{ent} 10Y", "cds", d, size="5mm", spread=(b10, a10))
    ws.append([])
    ws.append(["HAWNBY LEISURE 5Y trades upfront: 41.50 / 43.50 pts on 500 running, rec 25 (-0.75 on the day)."])
    gold += q("HAWNBY LEISURE 5Y", "cds", d, size="5mm", upfront=("41.50", "43.50"))
    ws.append([])
    ws.append(["Chg columns vs Friday's close in bp (pts for the upfront line). GRINTON METALS 10Y not quoted."])
    ws2 = wb.create_sheet("iTraxx")
    ws2.append(["Index", "Bid", "Ask", "Chg", "Close", "Size (MM)"])
    for c in ws2[1]:
        c.font = BOLD
        c.fill = GREY
    for ix, b, a, chg, close, sz in [("ITRX MAIN S48 5Y", "55.5", "56.5", "-0.5", "56.25", 25),
                                      ("ITRX XOVER S48 5Y", "288", "292", "-2", "291.5", 10),
                                      ("ITRX SNRFIN S48 5Y", "61", "62.5", "0", "61.75", 25)]:
        ws2.append([ix, float(b), float(a), float(chg), float(close), sz])
        gold += q(ix, "cds", d, size=(sz * 1e6, sz * 1e6), spread=(b, a))
    data = _xlsx_bytes(wb)
    text = """Guten Morgen - EUR CDS attached, single names and iTraxx.

Lena Vogt
Dinton Bank AG | Kreditderivate | Frankfurt | +49 69 555 0143
"""
    return mk("dinton-cds-bands", "xlsx", gold, sender="Lena Vogt <lvogt@dinton.de>",
              subject="Dinton EUR CDS 13-Dec", date=D("08:31:12", "+0100", 13), text=text,
              attachments=[Attachment("Dinton_CDS_20271213.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:labelled emph:odd-right emph:everyday")


LAYOUTS = [
    wetherden_agency_xls, yarcombe_agency_xls,
    alderholt_loans_dash_cells, bexwell_loans_chg_cells,
    corsham_cds_grid, dinton_cds_bands,
]
