"""Spreadsheets: TBA and pool workbooks, everyday EM / IG workbooks, and a legacy .xls of agencies / SSA.
Pairs: (dev, hold-out).
"""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Font, PatternFill

from common import MIME_XLS, MIME_XLSX, Attachment, date, mk, normalize_zip, p32, pc, pi, pxs, q, ticks, ui, us_isin, yrs, yto

BMK = {"2Y": 3.87, "3Y": 3.93, "5Y": 4.05, "7Y": 4.13, "10Y": 4.20}
EUR_MS = [(2, 2.25), (3, 2.30), (5, 2.42), (7, 2.55), (10, 2.68), (15, 2.80)]
BOLD = Font(bold=True)
GREY = PatternFill("solid", fgColor="D9D9D9")


def _ms(years):
    for (t0, y0), (t1, y1) in zip(EUR_MS, EUR_MS[1:], strict=False):
        if years <= t1:
            return y0 + (y1 - y0) * max(0.0, years - t0) / (t1 - t0)
    return EUR_MS[-1][1]


def sp(n):
    return f"+{n}" if n >= 0 else f"{n}"


def _wb_bytes(wb, creator):
    wb.properties.creator = creator
    wb.properties.lastModifiedBy = creator
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _put(ws, r, vals, bold=False, fill=None, fmt=None):
    for j, v in enumerate(vals, 1):
        if v is None:
            continue
        c = ws.cell(row=r, column=j, value=v)
        if bold:
            c.font = BOLD
        if fill:
            c.fill = fill
        if fmt and isinstance(v, float) and j in fmt:
            c.number_format = fmt[j]
        if isinstance(v, dt.date):
            c.number_format = (fmt or {}).get("date", "mm/dd/yyyy")


# ---------------------------------------------------------------- 31 / 32: TBA and pool workbooks


def wetherden_tba_pools_xlsx():
    dealer = "wetherden"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "TBA"
    _put(ws, 1, ["WETHERDEN CAPITAL - AGENCY MBS - TBA RUN"], bold=True)
    _put(ws, 2, ["As of 12/14/2027 08:20 ET. Prices in 32nds. TBA sizes: 25MM per side unless noted."])
    _put(ws, 4, ["Product", "Cpn", "Settle", "Bid", "Ask", "Jan/Feb Drop", "Prior Close", "Chg (32nds)"], bold=True, fill=GREY)
    tbas = [("FNCL", 5.0, "Jan", 96 + 30 / 32, 96 + 31 / 32, 8, 96 + 28 / 32), ("FNCL", 5.5, "Jan", 98 + 17.5 / 32, 98 + 18.5 / 32, 8.5, 98 + 16 / 32),
            ("FNCL", 6.0, "Jan", 100 + 22 / 32, 100 + 23 / 32, 8.5, 100 + 21.5 / 32), ("FNCL", 6.5, "Jan", 102 + 3 / 32, 102 + 4 / 32, 9, 102 + 3 / 32),
            ("FNCI", 5.0, "Jan", 99 + 26 / 32, 99 + 27 / 32, 6, 99 + 25 / 32), ("G2SF", 5.5, "Jan", 99 + 5.5 / 32, 99 + 6.5 / 32, 7.5, 99 + 4 / 32),
            ("G2SF", 6.0, "Jan", 100 + 27 / 32, 100 + 28 / 32, 7, 100 + 26.5 / 32)]
    r = 5
    for prod, cp, mon, b, a, drop, prior in tbas:
        chg = (b - prior) * 32
        _put(ws, r, [prod, cp, mon, p32(b), p32(a), ticks(-drop, pad=True), p32(prior), ticks(chg) if chg else "0"])
        ws.cell(row=r, column=2).number_format = "0.0"
        gold += q(f"{prod} {cp:g} {mon.upper()}", "structured", dealer, size="25MM", price=(p32(b), p32(a)))
        r += 1
    _put(ws, r + 1, ["Drop and Chg in 32nds; Prior Close = 12/13 3pm mark. '+' = half a 32nd."])
    ws.column_dimensions["A"].width = 12
    ws2 = wb.create_sheet("Spec Pools")
    _put(ws2, 1, ["WETHERDEN CAPITAL - SPECIFIED POOLS OFFERED (full current face, Jan settle)"], bold=True)
    _put(ws2, 3, ["Pool", "CUSIP", "Cpn", "Story", "WALA", "Factor", "3M CPR", "Cur Face (MM)", "Pay-up (32nds)", "Offer Px"], bold=True, fill=GREY)
    pools = [("FS6418", "3140X", 5.5, "LLB 85K", 11, 0.93218, 6.2, 14.62, 98 + 18 / 32, 23), ("CB9211", "3140Q", 5.5, "NY", 7, 0.96044, 4.9, 9.88, 98 + 18 / 32, 15),
             ("SD7745", "3132D", 6.0, "LLB 125K", 9, 0.94702, 8.8, 21.40, 100 + 22.5 / 32, 13),
             ("FS6502", "3140X", 6.0, "Investor", 12, 0.91563, 10.4, 7.15, 100 + 22.5 / 32, 9),
             ("MB1402", "36179", 5.5, "G2 LLB 100K", 10, 0.92980, 5.8, 11.05, 99 + 6 / 32, 17)]
    r = 4
    for pool, pre, cp, story, wala, fac, cpr, cur, tba, pu in pools:
        cu = pc(pre, f"wetherden {pool}")
        px = round(tba + pu / 32, 5)
        _put(ws2, r, [pool, cu, cp, story, wala, fac, cpr, cur, ticks(pu), px], fmt={6: "0.00000", 8: "#,##0.00", 10: "0.00000"})
        gold += q(cu, "structured", dealer, size=(None, round(cur * 1e6)), price=(None, f"{px:.5f}"))
        r += 1
    _put(ws2, r, ["Total", None, None, None, None, None, None, round(sum(p[7] for p in pools), 2)], bold=True, fmt={8: "#,##0.00"})
    _put(ws2, r + 2, ["Offer Px = Jan TBA (3pm) + pay-up. CPR = 3-month. Factors: Dec."])
    data = _wb_bytes(wb, "Wetherden MBS")
    text = ("Morning - TBA run and spec pool offerings in the workbook (two tabs). TBA 25MM per side; pools offered\n"
            "in full current face.\n\nGrace Tilley\nWetherden Capital | Agency MBS | +1 212 555 0154\n")
    return mk("wetherden-tba-pools-xlsx", "xlsx", gold, sender="Grace Tilley <gtilley@wetherden.com>",
              subject="Wetherden TBA / spec pools 12/14 (xlsx)", date=date("08:24:31", "-0500", 14), text=text,
              attachments=[Attachment("Wetherden_MBS_20271214.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:totals emph:size-unit emph:near-numbers emph:habits", meta={})


def yarcombe_tba_grid_xlsx():
    dealer = "yarcombe"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "TBA grid"
    _put(ws, 1, ["YARCOMBE SECURITIES  |  TBA GRID  |  Fri 10-Dec-2027 07:58 CT"], bold=True)
    _put(ws, 2, ["32nds. Sizes: 30yr 25MM, 15yr and GNMA 10MM per side."])
    _put(ws, 4, [None, None, "Jan", None, "Feb", None, "Drop"], bold=True, fill=GREY)
    _put(ws, 5, ["Product", "Cpn", "Bid", "Ask", "Bid", "Ask", "Jan/Feb"], bold=True, fill=GREY)
    ws.merge_cells("C4:D4")
    ws.merge_cells("E4:F4")
    grid = [("30yr UMBS", None), ("FNCL", 5.0, 96 + 28 / 32, 96 + 29.5 / 32, 8, "25MM"), ("FNCL", 5.5, 98 + 15 / 32, 98 + 16 / 32, 8.5, "25MM"),
            ("FNCL", 6.0, 100 + 20 / 32, 100 + 21 / 32, 8, "25MM"), ("15yr UMBS", None), ("FNCI", 4.5, 98 + 9 / 32, 98 + 10.5 / 32, 5.5, "10MM"),
            ("FNCI", 5.0, 99 + 24 / 32, 99 + 25 / 32, 6, "10MM"), ("GNMA II", None), ("G2SF", 5.5, 99 + 3 / 32, 99 + 4 / 32, 7, "10MM"),
            ("G2SF", 6.0, 100 + 25.5 / 32, 100 + 26.5 / 32, 7.5, "10MM")]
    r = 6
    for row in grid:
        if row[1] is None:
            _put(ws, r, [row[0]], bold=True)
            r += 1
            continue
        prod, cp, b, a, drop, sz = row
        fb, fa = b - drop / 32, a - drop / 32
        _put(ws, r, [prod, cp, p32(b), p32(a), p32(fb), p32(fa), ticks(drop)[1:]])
        ws.cell(row=r, column=2).number_format = "0.0"
        gold += q(f"{prod} {cp:g} JAN", "structured", dealer, size=sz, price=(p32(b), p32(a)))
        gold += q(f"{prod} {cp:g} FEB", "structured", dealer, size=sz, price=(p32(fb), p32(fa)))
        r += 1
    ws2 = wb.create_sheet("Pools")
    _put(ws2, 1, ["Specified pools - two-way pay-ups (32nds over Jan TBA) and prices; size = current face (000s)"], bold=True)
    _put(ws2, 3, ["Agency", "Pool", "Cpn", "Story", "WAC", "WALA", "Factor", "Cur Face (000s)", "Bid Pay-up", "Ofr Pay-up", "Bid Px", "Ofr Px"], bold=True, fill=GREY)
    pools = [("FN", "FS6120", 5.5, "LLB 85K", 6.21, 13, 0.92744, 13250, 98 + 15.5 / 32, 20, 24),
             ("FR", "SD7503", 5.5, "LLB 150K", 6.19, 9, 0.95361, 8400, 98 + 15.5 / 32, 8, 11),
             ("FN", "CB9380", 6.0, "NY 100%", 6.70, 5, 0.97809, 6125, 100 + 20.5 / 32, 18, 22),
             ("G2", "MB1288", 5.5, "LLB 110K", 6.06, 11, 0.93115, 9975, 99 + 3.5 / 32, 12, 15)]
    r = 4
    for agy, pool, cp, story, wac, wala, fac, cur, tba, pb, po in pools:
        bpx, opx = p32(tba + pb / 32), p32(tba + po / 32)
        _put(ws2, r, [agy, pool, cp, story, wac, wala, fac, cur, ticks(pb), ticks(po), bpx, opx], fmt={7: "0.00000"})
        ws2.cell(row=r, column=8).number_format = "#,##0"
        gold += q(f"{agy} {pool}", "structured", dealer, size=cur * 1000, price=(bpx, opx))
        r += 1
    _put(ws2, r, ["Total", None, None, None, None, None, None, sum(p[7] for p in pools)], bold=True)
    ws2.cell(row=r, column=8).number_format = "#,##0"
    _put(ws2, r + 2, ["Prices in 32nds. WAC in %, WALA in months. Pools trade whole."])
    data = _wb_bytes(wb, "Yarcombe Securities")
    text = ("TBA grid (Jan / Feb) and pools attached.\n\nRob Ellery\nYarcombe Securities | MBS | 311 S Wacker Dr, Chicago | +1 312 555 0144\n")
    return mk("yarcombe-tba-grid-xlsx", "xlsx", gold, sender="Rob Ellery <rellery@yarcombe.com>",
              subject="Yarcombe TBA grid + pools - Fri 12/10", date=date("08:01:47", "-0600", 10), text=text,
              attachments=[Attachment("YARCOMBE_TBA_GRID_121027.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:sections emph:totals emph:size-unit emph:near-numbers emph:habits", meta={"sections": ["15yr UMBS", "GNMA II"]})


# ---------------------------------------------------------------- 33 / 34: everyday EM / IG workbooks


def alderholt_em_ig_xlsx():
    dealer = "alderholt"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "EM Sovs"
    _put(ws, 1, ["ALDERHOLT - EM SOVEREIGNS (USD)  |  Tue 07-Dec-2027 07:35 NY"], bold=True)
    _put(ws, 3, ["ISIN", "Issuer", "Cpn", "Maturity", "Bid Px", "Ask Px", "Bid Yld", "Ask Yld", "Z Bid", "Z Ask", "Size (MM)"], bold=True, fill=GREY)
    em = [("BRAZIL", 6.125, "2034-03-15", 97.25, 97.875, 255, 2), ("MEXICO", 6.0, "2036-05-07", 96.5, 97.125, 215, 3), ("COLOM", 8.0, "2035-11-14", 101.5, 102.25, 330, 2),
          ("SOAF", 6.25, "2033-09-30", 96.875, 97.5, 281, 2), ("PHILIP", 5.0, "2034-01-17", 99.25, 99.75, 92, 5)]
    r = 4
    for iss, cp, m, b, a, z, sz in em:
        isn = ui("US", f"alderholt {iss} {m}")
        yb, ya = float(yto(cp, b, m)), float(yto(cp, a, m))
        zb, za = z, z - round((ya - yb) * -100)
        _put(ws, r, [isn, iss, cp, dt.date.fromisoformat(m), b, a, yb, ya, zb, za, sz], fmt={5: "0.000", 6: "0.000", 7: "0.000", 8: "0.000"})
        gold += q(isn, "em_sovereign", dealer, size=f"{sz}MM", price=(f"{b}", f"{a}"), yield_=(f"{yb}", f"{ya}"), z_spread=(str(zb), str(za)))
        r += 1
    ws2 = wb.create_sheet("IG")
    _put(ws2, 1, ["ALDERHOLT - US IG  |  spread to UST (bp) / price  |  5MM per side"], bold=True)
    _put(ws2, 3, ["Issuer", "Cpn", "Maturity", "Bmk", "Bid Sprd", "Ask Sprd", "Bid Px", "Ask Px", "Chg (bp)"], bold=True, fill=GREY)
    ig = [("KINVER RETAIL", 5.0, "2032-08-15", "5Y", 97, 92), ("OCKLEY BANK", 5.35, "2034-02-01", "7Y", 118, 112), ("ASHPERTON ENERGY", 5.65, "2037-06-01", "10Y", 149, 142),
          ("PLAXTOL HEALTH", 4.8, "2031-05-15", "3Y", 71, 66), ("KINVER RETAIL", 5.7, "2047-08-15", "10Y", 168, 160)]
    r = 4
    for k, (iss, cp, m, b, sb, sa) in enumerate(ig):
        base = BMK[b] if "2047" not in m else 4.5
        pb, pa = round(float(pxs(cp, base + sb / 100, m)), 3), round(float(pxs(cp, base + sa / 100, m)), 3)
        _put(ws2, r, [iss, cp, dt.date.fromisoformat(m), b, sb, sa, pb, pa, (-2, 1, 0, -1, 3)[k]], fmt={7: "0.000", 8: "0.000"})
        gold += q(f"{iss} {cp:g} {m}", "ig", dealer, size="5MM", spread=(str(sb), str(sa)), price=(f"{pb}", f"{pa}"))
        r += 1
    data = _wb_bytes(wb, "Alderholt Markets")
    text = ("EM sovs and IG levels in the attached (two tabs).\n\nMiles Carver\nAlderholt Markets | EM & Credit | +1 646 555 0108\n")
    return mk("alderholt-em-ig-xlsx", "xlsx", gold, sender="Miles Carver <mcarver@alderholt.com>",
              subject="Alderholt EM / IG levels - 12/07", date=date("07:38:02", "-0500", 7), text=text,
              attachments=[Attachment("Alderholt_EM_IG_07Dec27.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:everyday", meta={})


def bewcastle_em_ig_xlsx():
    dealer = "bewcastle"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Run"
    _put(ws, 1, ["Bewcastle & Co - EM / IG run - 14 Dec 2027"], bold=True)
    _put(ws, 2, ["Sizes: EM 2mm, IG 3mm per side unless noted"])
    _put(ws, 4, ["EM SOVEREIGNS (price / yield)"], bold=True)
    _put(ws, 5, ["Issuer", "Cpn", "Maturity", "ISIN", "Bid", "Offer", "Bid YTM", "Offer YTM"], bold=True, fill=GREY)
    em = [("INDON", 5.35, "2035-01-11", 98.625, 99.125), ("PERU", 5.5, "2036-02-08", 99.0, 99.5), ("PANAMA", 6.875, "2036-01-31", 96.25, 97.0),
          ("CHILE", 5.1, "2035-07-22", 98.75, 99.25)]
    r = 6
    for iss, cp, m, b, a in em:
        isn = ui("US", f"bewcastle {iss} {m}")
        yb, ya = yto(cp, b, m), yto(cp, a, m)
        _put(ws, r, [iss, cp, dt.date.fromisoformat(m), isn, b, a, float(yb), float(ya)], fmt={5: "0.000", 6: "0.000", 7: "0.000", 8: "0.000", "date": "dd-mmm-yyyy"})
        gold += q(isn, "em_sovereign", dealer, size="2MM", price=(str(b), str(a)), yield_=(yb, ya))
        r += 1
    r += 1
    _put(ws, r, ["US IG (T-spread bp / price)"], bold=True)
    _put(ws, r + 1, ["Issuer", "Cpn", "Maturity", "Bmk", "Bid", "Offer", "Bid Px", "Offer Px", "Notes"], bold=True, fill=GREY)
    r += 2
    ig = [("HASELOR FOODS", 4.95, "2032-03-01", "5Y", 88, 83, ""), ("WIXFORD UTIL", 5.25, "2036-11-15", "10Y", 121, 115, ""),
          ("ARROWFIELD BANK", 5.4, "2034-07-30", "7Y", 132, 126, "5x5"), ("HASELOR FOODS", 5.6, "2038-03-01", "10Y", 151, 144, "")]
    for iss, cp, m, b, sb, sa, note in ig:
        pb, pa = round(float(pxs(cp, BMK[b] + sb / 100, m)), 3), round(float(pxs(cp, BMK[b] + sa / 100, m)), 3)
        _put(ws, r, [iss, cp, dt.date.fromisoformat(m), b, sb, sa, pb, pa, note or None], fmt={7: "0.000", 8: "0.000", "date": "dd-mmm-yyyy"})
        gold += q(f"{iss} {cp:g} {m}", "ig", dealer, size=note or "3MM", spread=(str(sb), str(sa)), price=(str(pb), str(pa)))
        r += 1
    data = _wb_bytes(wb, "Bewcastle")
    text = ("Hi - today's EM / IG run attached.\n\nNina Sorensen\nBewcastle & Co | EM and Credit Trading | +1 212 555 0171\n")
    return mk("bewcastle-em-ig-xlsx", "xlsx", gold, sender="Nina Sorensen <nsorensen@bewcastle.com>",
              subject="Bewcastle EM / IG run 14-Dec", date=date("07:52:10", "-0500", 14), text=text,
              attachments=[Attachment("Bewcastle_Run_14Dec2027.xlsx", data, MIME_XLSX, "xlsx")],
              note="emph:everyday", meta={})


# ---------------------------------------------------------------- 35 / 36: legacy .xls of agencies / SSA


def _xls(sheets):
    """sheets: [(name, rows)] with rows of cell values; a row starting with '**' text is bold."""
    wb = xlwt.Workbook(encoding="utf-8")
    bold = xlwt.easyxf("font: bold on")
    num3 = xlwt.easyxf(num_format_str="0.000")
    thou = xlwt.easyxf(num_format_str="#,##0")
    for name, rows in sheets:
        ws = wb.add_sheet(name)
        for i, row in enumerate(rows):
            isbold = bool(row) and isinstance(row[0], str) and row[0].startswith("**")
            for j, v in enumerate(row):
                if v is None:
                    continue
                if isinstance(v, str):
                    ws.write(i, j, v.removeprefix("**") if j == 0 else v, bold if isbold else xlwt.Style.default_style)
                elif isinstance(v, int):
                    ws.write(i, j, v, thou)
                else:
                    ws.write(i, j, v, num3)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def chedzoy_agency_xls():
    dealer = "chedzoy"
    gold = []
    rows = [["**CHEDZOY SECURITIES - AGENCY OFFERINGS - 12/09/2027"],
            ["Bullets: spread to UST (bp) and price. Callables: yield to maturity and price. Size in thousands."], [],
            ["**BULLETS"], ["**CUSIP", "Issuer", "Cpn", "Maturity", "Bmk", "Bid Sprd", "Ofr Sprd", "Bid Px", "Ofr Px", "Size (000s)"]]
    bullets = [("3130A", "FHLB", 4.0, "2029-09-14", "2Y", 7, 4, 10000), ("3133E", "FFCB", 4.375, "2032-04-21", "5Y", 20, 17, 5000),
               ("3135G", "FNMA", 4.25, "2031-01-15", "3Y", 15, 12, 5000), ("880591", "TVA", 4.875, "2036-05-15", "10Y", 35, 31, 2000)]
    for pre, iss, cp, m, b, sb, so, sz in bullets:
        cu = pc(pre, f"chedzoy {iss} {cp} {m}")
        pb, po = round(float(pxs(cp, BMK[b] + sb / 100, m)), 3), round(float(pxs(cp, BMK[b] + so / 100, m)), 3)
        rows.append([cu, iss, cp, f"{m[5:7]}/{m[8:10]}/{m[:4]}", b, sb, so, pb, po, sz])
        gold += q(cu, "agency", dealer, size=sz * 1000, spread=(str(sb), str(so)), price=(str(pb), str(po)))
    rows += [[], ["**CALLABLES"], ["**CUSIP", "Issuer", "Cpn", "Maturity", "First Call", "Call Px", "Bid YTM", "Ofr YTM", "Ofr Px", "Size (000s)"]]
    calls = [("3130A", "FHLB", 5.1, "2033-12-22", "12/22/2028", 5.17, 5.12, 5000), ("3130A", "FHLB", 5.3, "2037-12-29", "12/29/2029", 5.39, 5.34, 3000),
             ("3133E", "FFCB", 4.95, "2031-12-15", "06/15/2028", None, 5.0, 5000), ("3134H", "FHLMC", 5.45, "2040-12-20", "12/20/2030", 5.55, 5.5, 2500)]
    for pre, iss, cp, m, call, yb, yo, sz in calls:
        cu = pc(pre, f"chedzoy call {iss} {cp} {m}")
        po = round(float(pxs(cp, yo, m)), 3)
        rows.append([cu, iss, cp, f"{m[5:7]}/{m[8:10]}/{m[:4]}", call, 100.0, yb if yb else "n/a", yo, po, sz])
        gold += q(cu, "agency", dealer, size=sz * 1000, yield_=(str(yb) if yb else None, str(yo)), price=(None, str(po)))
    rows += [[], ["Call Px in points. Size (000s): 5,000 = 5MM. Settle T+1."], ["Chedzoy Securities LLC, member FINRA/SIPC. +1 212 555 0151."]]
    data = _xls([("Agencies", rows)])
    text = ("Agency offerings in the attached (old-format sheet, sorry - the system still exports .xls).\n\n"
            "Ben Oduya\nChedzoy Securities | Agencies | +1 212 555 0151\n")
    return mk("chedzoy-agency-xls", "xlsx", gold, sender="Ben Oduya <boduya@chedzoy.com>",
              subject="Chedzoy agency offerings 12/09 (xls)", date=date("07:31:28", "-0500", 9), text=text,
              attachments=[Attachment("CHEDZOY_AGY_120927.xls", data, MIME_XLS, "xls")],
              note="xlsx:xls emph:sections emph:size-unit emph:near-numbers emph:missing-side emph:habits",
              meta={"sections": ["BULLETS", "CALLABLES"]})


def dinnington_ssa_xls():
    dealer = "dinnington"
    gold = []
    rows = [["**DINNINGTON BANK - SSA / AGENCY RUN"], ["15/12/2027 08:40 London"], [],
            ["**EUR - spread to mid-swaps (bp)"], ["**ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Ask", "Bid Px", "Ask Px", "Amt (MM)"]]
    eur = [("XS", "2", "EIB", 2.625, "2031-03-15", -3, -6, 25), ("DE", "000A3", "KFW", 2.875, "2033-06-07", -5, -8, 25),
           ("EU", "000A2", "EFSF", 3.25, "2036-02-01", 24, 21, 10), ("XS", "2", "NIB", 2.75, "2030-09-18", 1, -2, 10)]
    for cc, pre, iss, cp, m, sb, sa, amt in eur:
        isn = pi(cc, pre, f"dinnington {iss} {cp} {m}")
        sw = _ms(yrs(m))
        pb, pa = round(float(pxs(cp, sw + sb / 100, m, freq=1)), 3), round(float(pxs(cp, sw + sa / 100, m, freq=1)), 3)
        rows.append([isn, iss, cp, f"{m[8:10]}/{m[5:7]}/{m[:4]}", sb, sa, pb, pa, amt])
        gold += q(isn, "agency", dealer, size=round(amt * 1e6), i_spread=(str(sb), str(sa)), price=(str(pb), str(pa)))
    rows += [[], ["**USD - spread to UST (bp)"], ["**ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Ask", "Bid Px", "Ask Px", "Amt (MM)"]]
    usd = [("459058", "IBRD", 4.375, "2033-04-12", "5Y", 30, 27, 10), ("4581X0", "IADB", 4.0, "2030-01-25", "2Y", 17, 14, 5),
           ("00828E", "AFDB", 4.625, "2035-06-05", "7Y", 36, 33, 5)]
    for base, iss, cp, m, b, sb, sa, amt in usd:
        isn = us_isin(base + f"{len(iss) * 13 % 100:02d}")
        pb, pa = round(float(pxs(cp, BMK[b] + sb / 100, m)), 3), round(float(pxs(cp, BMK[b] + sa / 100, m)), 3)
        rows.append([isn, iss, cp, f"{m[8:10]}/{m[5:7]}/{m[:4]}", sb, sa, pb, pa, amt])
        gold += q(isn, "agency", dealer, size=round(amt * 1e6), spread=(str(sb), str(sa)), price=(str(pb), str(pa)))
    rows += [[], ["Amt in millions of the bond's currency. Prices clean."]]
    data = _xls([("SSA", rows)])
    text = ("Good morning,\n\nSSA run attached (EUR vs mid-swaps, USD vs UST).\n\n"
            "Kind regards\nFreya Lindholm\nDinnington Bank plc | SSA Trading | +44 20 7946 0617\n")
    return mk("dinnington-ssa-xls", "xlsx", gold, sender="Freya Lindholm <flindholm@dinnington.co.uk>",
              subject="Dinnington SSA run 15/12", date=date("08:43:51", "+0000", 15), text=text,
              attachments=[Attachment("Dinnington_SSA_151227.xls", data, MIME_XLS, "xls")],
              note="xlsx:xls emph:sections emph:size-unit emph:unit-switch emph:near-numbers emph:habits",
              meta={"sections": ["EUR - spread to mid-swaps (bp)", "USD - spread to UST (bp)"]})


LAYOUTS = [
    wetherden_tba_pools_xlsx, yarcombe_tba_grid_xlsx,
    alderholt_em_ig_xlsx, bewcastle_em_ig_xlsx,
    chedzoy_agency_xls, dinnington_ssa_xls,
]
