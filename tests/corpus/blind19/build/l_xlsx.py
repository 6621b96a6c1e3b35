"""Spreadsheets: legacy .xls munis, spec pools / agency CMBS, loans, IG with FRNs.

Every workbook has header bands over two rows, a units row, notes rows and a totals row."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Alignment, Font, PatternFill

from common import MIME_XLS, MIME_XLSX, Attachment, date, f3, mk, muni_px, n32, normalize_zip, q, uc, ui, ylds

TO = "Portfolio desk <portfolio@clients.example-am.com>"
BOLD = Font(bold=True)
GREY = PatternFill("solid", fgColor="D9D9D9")


def _xlsx(wb) -> bytes:
    wb.properties.creator = "desk"
    wb.properties.lastModifiedBy = "desk"
    wb.properties.created = dt.datetime(2027, 11, 22, 6, 30)  # noqa: DTZ001 - fixed document property
    wb.properties.modified = dt.datetime(2027, 11, 22, 6, 30)  # noqa: DTZ001
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _bands(ws, row, bands, fill=GREY):
    col = 1
    for text, n in bands:
        ws.cell(row=row, column=col, value=text or None).font = BOLD
        ws.cell(row=row, column=col).fill = fill
        ws.cell(row=row, column=col).alignment = Alignment(horizontal="center")
        if n > 1:
            ws.merge_cells(start_row=row, start_column=col, end_row=row, end_column=col + n - 1)
        col += n


def _row(ws, row, vals, fmts=None, bold=False):
    for j, v in enumerate(vals, start=1):
        if v is None or v == "":
            continue
        c = ws.cell(row=row, column=j, value=v)
        if fmts and j - 1 < len(fmts) and fmts[j - 1]:
            c.number_format = fmts[j - 1]
        if bold:
            c.font = BOLD


# ---------------------------------------------------------------- legacy .xls munis


def _xls_bands(ws, row, bands, st):
    col = 0
    for text, n in bands:
        if n > 1:
            ws.write_merge(row, row, col, col + n - 1, text, st)
        else:
            ws.write(row, col, text, st)
        col += n


def x21_muni_xls():
    d = "kildwick"
    wb = xlwt.Workbook()
    ws = wb.add_sheet("MUNI BIDS-OFFERS")
    hd = xlwt.easyxf("font: bold on; pattern: pattern solid, fore_colour gray25; align: horiz centre")
    b = xlwt.easyxf("font: bold on")
    f3s = xlwt.easyxf(num_format_str="0.000")
    dts = xlwt.easyxf(num_format_str="mm/dd/yyyy")
    ints = xlwt.easyxf(num_format_str="#,##0")
    ws.write(0, 0, "KILDWICK SECURITIES - MUNICIPAL BIDS / OFFERS - 29 NOV 2027", b)
    ws.write(1, 0, "Yields to worst; dollar prices at the yield shown. Par in thousands per side. Reference columns are not markets.")
    _xls_bands(ws, 3, [("Security", 6), ("Bid", 3), ("Offer", 3), ("Reference", 2)], hd)
    names = ["CUSIP", "Issuer", "St", "Cpn", "Maturity", "Call", "Par", "Yld", "Px", "Yld", "Px", "Par", "MMD", "Prev Ofr Yld"]
    units = ["", "", "", "%", "", "date @ px", "(000)", "%", "$", "%", "$", "(000)", "%", "%"]
    for j, (n, u) in enumerate(zip(names, units, strict=True)):
        ws.write(4, j, n, b)
        ws.write(5, j, u)
    rows = [
        ("NEW YORK ST THRUWAY PIT", "NY", 5.0, dt.date(2046, 3, 15), "03/15/32 @ 100", "2032-03-15", 100.0, 3.66, 3.60, 1000, 1000, 2.98, 3.63),
        ("UNIV OF CALIFORNIA GEN REV", "CA", 4.0, dt.date(2050, 5, 15), "05/15/30 @ 100", "2030-05-15", 100.0, 4.21, 4.16, 500, 250, 3.44, 4.19),
        ("CHICAGO WASTEWTR 2ND LIEN", "IL", 5.25, dt.date(2049, 1, 1), "01/01/34 @ 100", "2034-01-01", 100.0, None, 4.08, 0, 750, 3.37, 4.10),
        ("METRO WASH ARPTS AUTH AMT", "VA", 5.0, dt.date(2041, 10, 1), "10/01/33 @ 102", "2033-10-01", 102.0, 3.72, 3.66, 2000, 2000, 3.01, 3.70),
        ("SEATTLE WA MUNI LT & PWR", "WA", 4.125, dt.date(2048, 7, 1), "07/01/31 @ 100", "2031-07-01", 100.0, 4.19, 4.125, 500, 500, 3.40, 4.16),
    ]
    g = []
    r = 6
    for iss, st, c, mt, call, ciso, cpx, by, oy, bpar, opar, mmd, prev in rows:
        cu = uc("kildwick " + iss)
        iso = mt.isoformat()
        bp = round(muni_px(c, by, iso, ciso, cpx), 3) if by is not None else None
        op = round(muni_px(c, oy, iso, ciso, cpx), 3)
        ws.write(r, 0, cu)
        ws.write(r, 1, iss)
        ws.write(r, 2, st)
        ws.write(r, 3, c, f3s)
        ws.write(r, 4, mt, dts)
        ws.write(r, 5, call)
        if by is not None:
            ws.write(r, 6, bpar, ints)
            ws.write(r, 7, by, f3s)
            ws.write(r, 8, bp, f3s)
        stale = st == "WA"
        if stale:  # the offer carries a star: the footnote says it was not refreshed
            ws.write(r, 9, f"{oy:.3f}*")
            ws.write(r, 10, f"{op:.3f}*")
        else:
            ws.write(r, 9, oy, f3s)
            ws.write(r, 10, op, f3s)
        ws.write(r, 11, opar, ints)
        ws.write(r, 12, mmd, f3s)
        ws.write(r, 13, prev, f3s)
        rv = ("yield", "price") if stale else ()
        g += q(cu, "muni", d, size=(bpar * 1000 if by is not None else None, opar * 1000), review=rv,
               yield_=(f"{by:.3f}" if by is not None else None, f"{oy:.3f}"), price=(f3(bp) if bp is not None else None, f3(op)))
        r += 1
    ws.write(r, 1, "Total par (000)", b)
    ws.write(r, 6, sum(x[9] for x in rows), ints)
    ws.write(r, 11, sum(x[10] for x in rows), ints)
    ws.write(r + 2, 0, "* Seattle offer carried from Wednesday - not refreshed, check before trading.")
    ws.write(r + 3, 0, "Chicago Wastewater: offer only, no bid. MMD = this morning's AAA scale at the maturity.")
    buf = io.BytesIO()
    wb.save(buf)
    text = "Muni bids / offers attached (xls).\n\nIvo Penhale | Kildwick Securities | Municipal Trading | +1 312 555 0124\n"
    return mk("kildwick-muni-xls-bands", "xlsx", g, sender="Ivo Penhale <ipenhale@kildwick.com>",
              subject="Kildwick muni bids/offers 29-Nov (xls)", date=date("08:25:17", "-0600", day=29), to=TO, text=text,
              attachments=[Attachment("kildwick_muni_112927.xls", buf.getvalue(), MIME_XLS, "xls")],
              note="xlsx:xls xlsx:bands xlsx:units-row xlsx:notes-row xlsx:totals-row")


def x22_muni_xls_tabs():
    d = "langstrothdale"
    wb = xlwt.Workbook()
    hd = xlwt.easyxf("font: bold on; pattern: pattern solid, fore_colour gray25; align: horiz centre")
    b = xlwt.easyxf("font: bold on")
    f3s = xlwt.easyxf(num_format_str="0.000")
    g = []
    tabs = {
        "GO": [("PHILADELPHIA PA GO", 5.0, "2042-08-01", "08/01/2042", "08/01/32", "2032-08-01", 3.84, 3.78, "500x250"),
               ("DETROIT MI GO UNLTD", 5.5, "2044-04-01", "04/01/2044", "04/01/34", "2034-04-01", 4.36, 4.27, "250x250"),
               ("LOS ANGELES USD GO", 4.0, "2045-07-01", "07/01/2045", "07/01/31", "2031-07-01", 4.05, 3.99, "1000x1000")],
        "REVENUE": [("NYC HSG DEV CORP MF", 4.45, "2052-11-01", "11/01/2052", "11/01/31", "2031-11-01", 4.61, 4.55, "500x500"),
                    ("TRIBOROUGH BRDG & TUNL", 5.0, "2053-11-15", "11/15/2053", "11/15/33", "2033-11-15", 3.95, 3.89, "1000x500")],
    }
    for tab, rows in tabs.items():
        ws = wb.add_sheet(tab)
        ws.write(0, 0, f"LANGSTROTHDALE & CO - {tab} - TUE 30 NOV 2027", b)
        _xls_bands(ws, 2, [("Bond", 5), ("Yield (to worst)", 2), ("Dollar price", 2), ("Size (000)", 1), ("Info", 2)], hd)
        names = ["CUSIP", "Issuer", "Coupon", "Maturity", "1st Call", "Bid", "Offer", "Bid", "Offer", "B x O", "Chg (bp)", "Yld Mat (mid)"]
        units = ["", "", "%", "", "", "%", "%", "pts", "pts", "(000)", "bp", "%"]
        for j, (n, u) in enumerate(zip(names, units, strict=True)):
            ws.write(3, j, n, b)
            ws.write(4, j, u)
        r = 5
        for iss, c, iso, mtxt, call, ciso, by, oy, sz in rows:
            cu = uc("langstrothdale " + iss)
            bp, op = f3(muni_px(c, by, iso, ciso)), f3(muni_px(c, oy, iso, ciso))
            ym = ylds(c, (float(bp) + float(op)) / 2, iso, 3)
            for j, v in enumerate([cu, iss, c, mtxt, call, by, oy, float(bp), float(op), sz, -2, float(ym)]):
                ws.write(r, j, v, f3s if isinstance(v, float) else xlwt.Style.default_style)
            bs, os_ = (int(x) * 1000 for x in sz.split("x"))
            g += q(cu, "muni", d, size=(bs, os_), yield_=(f"{by:.3f}", f"{oy:.3f}"), price=(bp, op))
            r += 1
        ws.write(r, 1, f"Total ({len(rows)} bonds)", b)
        ws.write(r, 9, f"{sum(int(x[8].split('x')[0]) for x in rows)}x{sum(int(x[8].split('x')[1]) for x in rows)}")
        ws.write(r + 2, 0, "Yield to worst; 1st Call is the first par call. Yld Mat (mid) is the yield to maturity at the mid price - reference only.")
    buf = io.BytesIO()
    wb.save(buf)
    text = "GO and revenue tabs attached.\n\nAda Conyers | Langstrothdale & Co | Muni desk | +1 212 555 0171\n"
    return mk("langstrothdale-muni-xls-tabs", "xlsx", g, sender="Ada Conyers <aconyers@langstrothdale.com>",
              subject="Muni GO / revenue levels 30-Nov", date=date("09:12:40", day=30), to=TO, text=text,
              attachments=[Attachment("LSD_munis_30NOV2027.xls", buf.getvalue(), MIME_XLS, "xls")],
              note="xlsx:xls xlsx:bands xlsx:units-row xlsx:notes-row xlsx:totals-row")


# ---------------------------------------------------------------- spec pools / agency CMBS


def x23_spec_pools():
    d = "middlesmoor"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Spec Pools"
    ws["A1"] = "MIDDLESMOOR - SPECIFIED POOLS - 24 Nov 2027 - all-or-none at current face"
    ws["A1"].font = BOLD
    _bands(ws, 3, [("Pool", 5), ("Collateral", 3), ("Face", 3), ("Speeds", 2), ("Price", 2), ("Reference", 2)])
    names = ["Pool #", "CUSIP", "Cpn", "WAC", "WALA", "Loan Bal", "FICO", "LTV", "Orig", "Curr", "Factor", "1m CPR", "3m CPR",
             "Bid", "Offer", "Pay-up", "TBA"]
    units = ["", "", "%", "%", "mo", "max $k", "", "%", "$MM", "$MM", "", "CPR", "CPR", "32nds", "32nds", "ticks", ""]
    _row(ws, 4, names, bold=True)
    _row(ws, 5, units)
    pools = [
        ("FN BY3120", 5.5, 6.18, 11, 85, 742, 78, 20.0, 17.62, 7.4, 8.1, 100 + 30 / 32, 101 + 2 / 32, "+14", "FNCL 5.5"),
        ("FR QX8841", 6.0, 6.71, 6, 110, 761, 80, 35.0, 33.56, 10.2, 9.6, 101 + 21.5 / 32, 101 + 25 / 32, "+11", "FNCL 6.0"),
        ("G2 MB2217", 5.0, 5.64, 19, 200, 688, 92, 12.5, 9.87, 5.1, 5.9, 98 + 10 / 32, 98 + 14.5 / 32, "+9", "G2SF 5.0"),
        ("FN FS5526", 4.5, 5.02, 34, 125, 755, 71, 50.0, 33.41, 4.2, 4.4, 95 + 6 / 32, 95 + 10 / 32, "+4", "FNCL 4.5"),
    ]
    g = []
    r = 6
    for pool, c, wac, wala, lb, fico, ltv, orig, cur, c1, c3, b, o, pu, tba in pools:
        cu = uc("middlesmoor " + pool)
        _row(ws, r, [pool, cu, c, wac, wala, lb, fico, ltv, orig, cur, cur / orig, c1, c3, n32(b), n32(o), pu, tba],
             fmts=[None, None, "0.0", "0.00", "0", "0", "0", "0", "0.00", "0.00", "0.0000", "0.0", "0.0"])
        f = round(cur * 1e6)
        g += q(cu, "structured", d, size=(f, f), price=(n32(b), n32(o)))
        r += 1
    _row(ws, r, ["Total / WA", None, 5.39, 6.02, 19, None, 735, 79, 117.5, sum(p[8] for p in pools), None, 6.8, 7.1],
         fmts=[None, None, "0.00", "0.00", "0", None, "0", "0", "0.00", "0.00", None, "0.0", "0.0"], bold=True)
    ws.cell(row=r + 2, column=1, value="Pay-up in ticks over the TBA named (reference only). Bid / Offer in 32nds, '+' = half a 32nd.")
    ws.cell(row=r + 3, column=1, value="Sizes are the current face of each pool, both sides.")
    t = wb.create_sheet("TBA")
    t["A1"] = "TBA - Dec settle - 25MM per side"
    t["A1"].font = BOLD
    _bands(t, 3, [("TBA", 1), ("Dec", 2), ("Roll", 1)])
    _row(t, 4, ["Ticker", "Bid", "Offer", "Dec/Jan drop"], bold=True)
    _row(t, 5, ["", "32nds", "32nds", "32nds"])
    tbas = [("FNCL 5.5 DEC", 100 + 19 / 32, 100 + 20.5 / 32, "6+"), ("FNCL 6.0 DEC", 101 + 26.5 / 32, 101 + 28 / 32, "5+"),
            ("G2SF 5.0 DEC", 97 + 31 / 32, 98 + 0.5 / 32, "4")]
    for i, (k, b, o, drop) in enumerate(tbas):
        _row(t, 6 + i, [k, n32(b), n32(o), drop])
        g += q(k, "structured", d, size="25MM", price=(n32(b), n32(o)))
    t.cell(row=10, column=1, value="Drops are the Dec/Jan roll (colour, not a market).")
    text = "Spec pools and TBA attached.\n\nFinn Askew | Middlesmoor Capital | Agency MBS | +1 212 555 0131\n"
    return mk("middlesmoor-spec-pools-xlsx", "xlsx", g, sender="Finn Askew <faskew@middlesmoor.com>",
              subject="Spec pools 24-Nov (xlsx)", date=date("10:40:09", day=24), to=TO, text=text,
              attachments=[Attachment("Middlesmoor_pools_24Nov27.xlsx", _xlsx(wb), MIME_XLSX, "xlsx")],
              note="xlsx:bands xlsx:units-row xlsx:notes-row xlsx:totals-row")


def x24_cmbs_cmo():
    d = "nunnington"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "CMBS-CMO"
    ws["A1"] = "Nunnington Securities - agency CMBS / CMO offerings and bids - 22-Nov-2027"
    ws["A1"].font = BOLD
    ws["A2"] = "Size (MM) is current face, per side."
    _bands(ws, 4, [("Bond", 4), ("Structure", 4), ("Spread (bp)", 2), ("Price", 2), ("Size", 1)])
    _row(ws, 5, ["CUSIP", "Deal", "Class", "Type", "Cpn", "WAL", "Window", "Prepay", "Bid", "Offer", "Bid", "Offer", "Size (MM)"], bold=True)
    _row(ws, 6, ["", "", "", "", "%", "yrs", "", "", "vs UST", "vs UST", "pts", "pts", "$MM"])
    rows = [
        ("FHMS K-163", "A2", "K-deal", 4.6, 9.3, "01/37", "YM", 58, 53, 4.31, "2037-01", 7.0),
        ("FNA 2026-M4", "A2", "DUS", 4.25, 8.8, "08/36", "YM", 66, 61, 4.29, "2036-08", 5.0),
        ("FNR 2027-61", "PA", "PAC", 5.0, 4.8, "06/29-03/35", "150 PSA", 95, 88, 4.12, "2032-09", 12.0),
        ("FHR 5531", "ZB", "Z accrual", 5.5, 18.1, "11/42-07/57", "150 PSA", 170, 160, 4.58, "2045-12", 3.0),
    ]
    g = []
    r = 7
    for deal, cls, typ, c, wal, win, pp, sb, so, ty, mat, sz in rows:
        cu = uc("nunnington " + deal + cls)
        pb = float(f3(float(_px(c, ty + sb / 100, mat))))
        po = float(f3(float(_px(c, ty + so / 100, mat))))
        _row(ws, r, [cu, deal, cls, typ, c, wal, win, pp, sb, so, pb, po, sz],
             fmts=[None, None, None, None, "0.000", "0.0", None, None, "0", "0", "0.000", "0.000", "0.0"])
        g += q(cu, "structured", d, size=(round(sz * 1e6), round(sz * 1e6)), spread=(str(sb), str(so)), price=(f3(pb), f3(po)))
        r += 1
    _row(ws, r, ["Total", None, None, None, None, None, None, None, None, None, None, None, 27.0], fmts=[None] * 12 + ["0.0"], bold=True)
    ws.cell(row=r + 2, column=1, value="Window = principal window; WAL at the prepay assumption shown. Spreads to the interpolated UST curve at WAL.")
    text = "Agency CMBS / CMO sheet attached.\n\nLena Holgate | Nunnington Securities | +1 212 555 0145\n"
    return mk("nunnington-agency-cmbs-cmo", "xlsx", g, sender="Lena Holgate <lholgate@nunnington.com>",
              subject="Agency CMBS / CMO 22-Nov", date=date("11:15:50", day=22), to=TO, text=text,
              attachments=[Attachment("NUNN_agency_cmbs_cmo_20271122.xlsx", _xlsx(wb), MIME_XLSX, "xlsx")],
              note="xlsx:bands xlsx:units-row xlsx:notes-row xlsx:totals-row")


def _px(c, y, mat):
    from common import pxs

    return pxs(c, y, mat, 3)


# ---------------------------------------------------------------- loans


def x25_loans_history():
    d = "oughtershaw"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Loans"
    ws["A1"] = "OUGHTERSHAW - LEVERAGED LOANS - 29/11/2027"
    ws["A1"].font = BOLD
    _bands(ws, 3, [("Facility", 6), ("Market", 2), ("Size", 2), ("History", 4)])
    _row(ws, 4, ["Borrower", "Facility", "Spread", "Floor", "OID", "Maturity", "Bid", "Offer", "Bid", "Offer", "Prev Close",
                 "1W Chg", "52W Hi", "52W Lo"], bold=True)
    _row(ws, 5, ["", "", "", "%", "pts", "", "px", "px", "$MM", "$MM", "px", "pts", "px", "px"])
    rows = [
        ("CRACOE BUILDING PRODUCTS", "TLB", "S+350", 0.5, 99.5, "07/31", 98.5, 99.0, 2, 2, 98.375, 0.25, 99.25, 96.0),
        ("HETTON DATA CENTRES", "TLB-2", "S+300", 0.0, 99.75, "03/32", 100.125, 100.375, 5, 3, 100.125, 0.0, 100.5, 99.5),
        ("WINTERBURN PHARMA", "1L TL", "S+475", 0.75, 98.0, "09/29", 62.5, 64.5, 1, 1, 66.0, -4.0, 92.0, 61.0),
        ("MALHAM LEISURE", "TLB", "S+400", 0.5, 99.0, "12/30", 94.25, 95.0, 2, None, 94.0, 0.5, 96.75, 90.5),
    ]
    g = []
    r = 6
    for bor, fac, sp, fl, oid, mt, b, o, bs, os_, prev, chg, hi, lo in rows:
        _row(ws, r, [bor, fac, sp, fl, oid, mt, b, o, bs, os_, prev, chg, hi, lo],
             fmts=[None, None, None, "0.00", "0.00", None, "0.000", "0.000", "0", "0", "0.000", "+0.00;-0.00;0.00", "0.00", "0.00"])
        g += q(f"{bor} {fac} {sp} {mt}", "loan", d, size=(round(bs * 1e6), round(os_ * 1e6) if os_ else None),
               price=(f3(b), f3(o)))
        r += 1
    _row(ws, r, ["Average (4)", None, None, None, None, None, 88.844, 89.719, None, None, 89.625, -0.81, None, None],
         fmts=[None] * 6 + ["0.000", "0.000", None, None, "0.000", "0.00"], bold=True)
    ws.cell(row=r + 2, column=1, value="Winterburn: 62.5 is correct - liquidity downgrade to Caa2 on 11/26.")
    ws.cell(row=r + 3, column=1, value="Malham: no offer size - offer good for small pieces only, ask.")
    text = "Loan sheet attached.\n\nEdie Starbotton | Oughtershaw Capital | Loans | +44 20 7946 0749\n"
    return mk("oughtershaw-loans-history", "xlsx", g, sender="Edie Starbotton <estarbotton@oughtershaw.co.uk>",
              subject="Loans 29/11 - levels and history", date=date("14:05:33", "+0000", day=29), to=TO, text=text,
              attachments=[Attachment("Oughtershaw_loans_29-11-2027.xlsx", _xlsx(wb), MIME_XLSX, "xlsx")],
              note="xlsx:bands xlsx:units-row xlsx:notes-row xlsx:totals-row")


def x26_loans_dm():
    d = "pateley"
    wb = openpyxl.Workbook()
    g = []
    tabs = {
        "USD": [("BURNSALL SOFTWARE", "TLB S+325", "Oct-31", 99.625, 100.0, 338, 325), ("THORPE FELL AUTO", "TLB S+450", "Jun-30", 96.5, 97.25, 555, 531),
                ("LITTONDALE FOODS", "TLB S+375", "Feb-32", 100.0, 100.25, 375, 369)],
        "EUR": [("ARNFORD BIDCO", "TLB E+400", "Apr-31", 99.25, 99.75, 421, 406), ("GREENHOW GROUP", "TLB E+475", "Dec-30", 88.0, 89.5, 812, 760)],
    }
    for tab, rows in tabs.items():
        ws = wb.active if tab == "USD" else wb.create_sheet()
        ws.title = tab
        ccy = "USD" if tab == "USD" else "EUR"
        ws["A1"] = f"PATELEY - {tab} LOANS - 26 Nov 2027"
        ws["A1"].font = BOLD
        ws["A2"] = f"Sizes: {ccy} 1MM per side."
        _bands(ws, 4, [("Loan", 3), ("Price", 2), ("DM (bp)", 2), ("Info", 3)])
        _row(ws, 5, ["Borrower", "Facility", "Maturity", "Bid", "Offer", "Bid", "Offer", "Floor", "Lev (x)", "Last (11/19)"], bold=True)
        _row(ws, 6, ["", "", "", "pts", "pts", "bp", "bp", "%", "x", "pts"])
        r = 7
        for bor, fac, mt, b, o, db, do in rows:
            _row(ws, r, [bor, fac, mt, b, o, db, do, 0.5, 5.2, b - 0.375], fmts=[None, None, None, "0.000", "0.000", "0", "0", "0.00", "0.0", "0.000"])
            g += q(f"{bor} {fac} {mt}".upper(), "loan", d, size="1MM", price=(f3(b), f3(o)), dm=(str(db), str(do)))
            r += 1
        _row(ws, r, [f"Count {len(rows)}", None, "Avg", round(sum(x[3] for x in rows) / len(rows), 3),
                     round(sum(x[4] for x in rows) / len(rows), 3)], fmts=[None, None, None, "0.000", "0.000"], bold=True)
        ws.cell(row=r + 2, column=1, value="DM to a 3-year life; Lev = net first-lien leverage; Last = last trade.")
    text = "USD and EUR loan tabs attached.\n\nMilo Hebden | Pateley Partners | +44 20 7946 0766\n"
    return mk("pateley-loans-price-dm", "xlsx", g, sender="Milo Hebden <mhebden@pateley.co.uk>",
              subject="Loans USD / EUR 26-Nov", date=date("09:50:20", "+0000", day=26), to=TO, text=text,
              attachments=[Attachment("pateley_loans_26nov.xlsx", _xlsx(wb), MIME_XLSX, "xlsx")],
              note="xlsx:bands xlsx:units-row xlsx:notes-row xlsx:totals-row")


# ---------------------------------------------------------------- IG and FRNs


def x27_ig_frn_tabs():
    d = "quarndon"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "IG"
    ws["A1"] = "QUARNDON - IG RUN - 22 Nov 2027 - 5MM per side unless shown"
    ws["A1"].font = BOLD
    _bands(ws, 3, [("Bond", 5), ("Spread (bp)", 2), ("Price", 2), ("Reference", 3)])
    _row(ws, 4, ["Issuer", "Cpn", "Maturity", "Amt Out", "Rtg", "Bid", "Ask", "Bid", "Ask", "Bmk", "Bmk Px", "Chg"], bold=True)
    _row(ws, 5, ["", "%", "", "$MM", "", "bp", "bp", "pts", "pts", "", "32nds", "bp"])
    ig = [("STAINFORTH UTILITIES", 5.2, dt.date(2034, 9, 15), 1000, "A3/A-", 104, 99, "T 4 1/4 11/34"),
          ("CLAPHAM GAS", 4.95, dt.date(2032, 4, 1), 650, "Baa1/BBB+", 96, 91, "T 4 10/32"),
          ("AUSTWICK FINANCE", 6.1, dt.date(2037, 1, 30), 800, "Baa3/BBB-", 171, 165, "T 4 1/4 11/37")]
    g = []
    r = 6
    tsy = {2034: 4.21, 2032: 4.08, 2037: 4.33}
    for iss, c, mt, amt, rtg, sb, sa, bmk in ig:
        iso = mt.isoformat()
        pb = float(f3(float(_px(c, tsy[mt.year] + sb / 100, iso))))
        pa = float(f3(float(_px(c, tsy[mt.year] + sa / 100, iso))))
        _row(ws, r, [iss, c, mt, amt, rtg, sb, sa, pb, pa, bmk, "99-26+", -2],
             fmts=[None, "0.00", "mm/dd/yyyy", "#,##0", None, "0", "0", "0.000", "0.000", None, None, "+0;-0;0"])
        g += q(f"{iss} {c:g} {iso}", "ig", d, size="5MM", spread=(str(sb), str(sa)), price=(f3(pb), f3(pa)))
        r += 1
    _row(ws, r, ["Total Amt Out", None, None, 2450], fmts=[None, None, None, "#,##0"], bold=True)
    ws.cell(row=r + 2, column=1, value="Bmk Px is the benchmark Treasury's price in 32nds; Chg vs Friday in bp. Both for reference.")
    f = wb.create_sheet("FRN")
    f["A1"] = "FRNs - DM over SOFR (bp)"
    f["A1"].font = BOLD
    _bands(f, 3, [("Note", 5), ("DM (bp)", 2), ("Price", 2), ("Size (MM)", 1)])
    _row(f, 4, ["Issuer", "ISIN", "Index", "QM", "Maturity", "Bid", "Ask", "Bid", "Ask", "B x A"], bold=True)
    _row(f, 5, ["", "", "", "bp", "", "bp", "bp", "pts", "pts", "MM"])
    frns = [("STAINFORTH UTILITIES FRN", "SOFR", 78, dt.date(2029, 9, 15), 74, 69, 100.11, 100.24, "5x5"),
            ("KEXBY BANK FRN", "SOFR", 105, dt.date(2030, 3, 2), 112, 106, 99.78, 99.95, "3x2")]
    r = 6
    for iss, idx, qm, mt, db, da, pb, pa, sz in frns:
        isin = ui("US", "quarndon " + iss)
        _row(f, r, [iss, isin, idx, qm, mt, db, da, pb, pa, sz], fmts=[None, None, None, "0", "mm/dd/yyyy", "0", "0", "0.00", "0.00"])
        g += q(isin, "frn", d, size=sz, dm=(str(db), str(da)), price=(f"{pb:.2f}", f"{pa:.2f}"))
        r += 1
    _row(f, r, ["Total (2)", None, None, None, None, None, None, None, None, "8x7"], bold=True)
    f.cell(row=r + 2, column=1, value="QM = quoted margin of the note (its coupon over SOFR), not a level.")
    text = "IG and FRN tabs attached.\n\nGus Arkle | Quarndon Securities | +1 212 555 0112\n"
    return mk("quarndon-ig-frn-tabs", "xlsx", g, sender="Gus Arkle <garkle@quarndon.com>",
              subject="IG / FRN run 22-Nov", date=date("07:40:10", day=22), to=TO, text=text,
              attachments=[Attachment("Quarndon_IG_FRN_2027-11-22.xlsx", _xlsx(wb), MIME_XLSX, "xlsx")],
              note="xlsx:bands xlsx:units-row xlsx:notes-row xlsx:totals-row")


def x28_ig_frn_blocks():
    d = "rylstone"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Run"
    ws["A1"] = "RYLSTONE - IG / FRN - 30 Nov 2027"
    ws["A1"].font = BOLD
    ws["A2"] = "All sizes 3MM per side unless stated."
    _bands(ws, 4, [("Security", 4), ("Bid", 2), ("Offer", 2), ("", 2)])
    _row(ws, 5, ["Issuer", "Coupon", "Maturity", "ISIN", "Level", "Px", "Level", "Px", "Unit", "Yest. Close"], bold=True)
    _row(ws, 6, ["", "%", "", "", "", "pts", "", "pts", "", ""])
    g = []
    ig = [("HORTON RAIL", 5.45, "2033-10-15", 118, 112, 4.16), ("STAINMORE PAPER", 5.9, "2035-06-01", 152, 146, 4.25),
          ("CAPON BRIDGE WATER", 4.8, "2031-03-01", 73, 69, 4.0)]
    r = 7
    for iss, c, iso, sb, sa, ty in ig:
        pb = float(f3(float(_px(c, ty + sb / 100, iso))))
        pa = float(f3(float(_px(c, ty + sa / 100, iso))))
        _row(ws, r, [iss, c, dt.date.fromisoformat(iso), None, sb, pb, sa, pa, "T-sprd bp", sb + 3],
             fmts=[None, "0.00", "dd-mmm-yy", None, "0", "0.000", "0", "0.000", None, "0"])
        g += q(f"{iss} {c:g} {iso}", "ig", d, size="3MM", spread=(str(sb), str(sa)), price=(f3(pb), f3(pa)))
        r += 1
    frn = [("HORTON RAIL FRN", "2029-10-15", 81, 76, 100.08, 100.19), ("GISBURN BANK FRN", "2030-05-20", 133, 127, 99.52, 99.74)]
    for iss, iso, db, da, pb, pa in frn:
        isin = ui("XS", "rylstone " + iss)
        _row(ws, r, [iss, "SOFR+", dt.date.fromisoformat(iso), isin, db, pb, da, pa, "DM bp", db + 1],
             fmts=[None, None, "dd-mmm-yy", None, "0", "0.00", "0", "0.00", None, "0"])
        g += q(isin, "frn", d, size="3MM", dm=(str(db), str(da)), price=(f"{pb:.2f}", f"{pa:.2f}"))
        r += 1
    _row(ws, r, ["Total lines: 5", None, None, None, None, None, None, None, None, None], bold=True)
    ws.cell(row=r + 2, column=1, value="Unit names the Level columns. Yest. Close = yesterday's closing bid level, for reference.")
    text = "Run attached.\n\nNell Malham | Rylstone Capital | +1 212 555 0193\n"
    return mk("rylstone-ig-frn-unit-col", "xlsx", g, sender="Nell Malham <nmalham@rylstone.com>",
              subject="IG / FRN 30-Nov", date=date("08:05:45", day=30), to=TO, text=text,
              attachments=[Attachment("Rylstone_run_30Nov2027.xlsx", _xlsx(wb), MIME_XLSX, "xlsx")],
              note="xlsx:bands xlsx:units-row xlsx:notes-row xlsx:totals-row")


LAYOUTS = [x21_muni_xls, x22_muni_xls_tabs, x23_spec_pools, x24_cmbs_cmo, x25_loans_history, x26_loans_dm, x27_ig_frn_tabs,
           x28_ig_frn_blocks]
