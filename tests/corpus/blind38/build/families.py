"""Document families of blind38. Each family renders one document (an XLSX, a CSV or a pasted
table) from the instruments a layout passes, and returns the gold quotes it carries.

A layout (build/dev.py, build/holdout.py) chooses the names, dealers, numbers and variant flags.
"""
import datetime as dt

from openpyxl.styles import Alignment, Font
from openpyxl.utils import get_column_letter

from common import (cpn_key, cusip, frac_cpn, isin, isin_from_cusip, mdy, new_workbook, price_from_yield,
                    q, r, save_workbook, to32, from32, yield_from_price, csv_text, bold)


def bmk_yield(yrs):
    return 3.82 + 0.055 * min(yrs, 30)


def gen_bond(rng, settle, issuer, yrs=(3, 10), spr=(70, 180), width=(4, 10), cpn=None, day=None):
    y = rng.randint(*yrs)
    mat = dt.date(settle.year + y, rng.randint(1, 12), day or rng.choice([1, 15, 15, 28]))
    yrs_f = (mat - settle).days / 365.25
    b = round(bmk_yield(yrs_f), 3)
    s_mid = rng.randint(*spr)
    w = rng.randint(*width)
    bid_spd = s_mid + (w + 1) // 2
    ask_spd = bid_spd - w
    bid_yld = r(b + bid_spd / 100.0)
    ask_yld = r(b + ask_spd / 100.0)
    if cpn is None:
        cpn = round((b + s_mid / 100.0 + rng.uniform(-0.8, 0.6)) * 8) / 8.0
    bid_px = r(price_from_yield(cpn, mat, settle, bid_yld))
    ask_px = r(price_from_yield(cpn, mat, settle, ask_yld))
    return dict(issuer=issuer, cpn=cpn, mat=mat, bmk=b, bid_spd=bid_spd, ask_spd=ask_spd,
                bid_yld=bid_yld, ask_yld=ask_yld, bid_px=bid_px, ask_px=ask_px, yrs=round(yrs_f, 2))


def bond_key(b, mat_style="date"):
    if mat_style == "date":
        m = b["mat"].isoformat()
    elif mat_style == "ym":
        m = b["mat"].strftime("%Y-%m")
    else:
        m = str(b["mat"].year)
    return ("%s %s %s" % (b["issuer"], cpn_key(b["cpn"]), m)).upper()


def three(key, ac, b, dealer, bsz, asz, sides="BA", measures=("price", "spread", "yield")):
    out = []
    fields = {"price": ("bid_px", "ask_px"), "spread": ("bid_spd", "ask_spd"), "yield": ("bid_yld", "ask_yld")}
    for m in measures:
        fb, fa = fields[m]
        out.append(q(key, ac, m, b[fb] if "B" in sides else None, b[fa] if "A" in sides else None,
                     bsz, asz, dealer))
    return out


# ====================================================================== XLSX families
def allq_xlsx(rng, settle, p):
    """Bloomberg ALLQ-style export: one row per dealer per bond, a dealer column."""
    wb = new_workbook()
    ws = wb.active
    ws.title = p.get("sheet", "ALLQ")
    row = 1
    for t in p["title_rows"]:
        ws.cell(row=row, column=1, value=t)
        row += 1
    cols = p["cols"]
    for i, c in enumerate(cols, 1):
        ws.cell(row=row, column=i, value=c)
    bold(ws, row, len(cols))
    row += 1
    quotes = []
    for b in p["bonds"]:
        for d in b["dealers"]:
            code, sides, bsz, asz, tm = d
            rec = {
                "Security": b["security"], "ISIN": b.get("isin"), "Source": code, "Firm": code, "Pcs": code,
                "Time": tm, "Bid Px": b["bid_px"] if "B" in sides else None,
                "Ask Px": b["ask_px"] if "A" in sides else None,
                "Bid Spd": b["bid_spd"] if "B" in sides else None, "Ask Spd": b["ask_spd"] if "A" in sides else None,
                "Bid Yld": b["bid_yld"] if "B" in sides else None, "Ask Yld": b["ask_yld"] if "A" in sides else None,
                "BSZ (MM)": bsz if "B" in sides else None, "ASZ (MM)": asz if "A" in sides else None,
                "Chg Px": b.get("chg"), "Chg": b.get("chg"), "Bmk": b.get("bmk_name"),
                "Last Upd": b.get("upd"), "Amt Out (MM)": b.get("amt"),
            }
            for i, c in enumerate(cols, 1):
                ws.cell(row=row, column=i, value=rec[c])
            row += 1
            key = b["key"]
            ms = [m for m in ("price", "spread", "yield") if {"price": "Bid Px", "spread": "Bid Spd",
                                                               "yield": "Bid Yld"}[m] in cols]
            quotes += three(key, b["ac"], b, code.lower(), bsz * 1e6 if bsz else None,
                            asz * 1e6 if asz else None, sides, ms)
    for i in range(1, len(cols) + 1):
        ws.column_dimensions[get_column_letter(i)].width = 26 if i == 1 else 11
    return save_workbook(wb), quotes


def inventory_xlsx(rng, settle, p):
    """MarketAxess / Tradeweb-style inventory export."""
    wb = new_workbook()
    ws = wb.active
    ws.title = p.get("sheet", "Inventory")
    cols = p["cols"]
    row = 1
    for t in p.get("title_rows", []):
        ws.cell(row=row, column=1, value=t)
        row += 1
    for i, c in enumerate(cols, 1):
        ws.cell(row=row, column=i, value=c)
    bold(ws, row, len(cols))
    row += 1
    quotes = []
    dealer = p["dealer"]
    for b in p["bonds"]:
        sides = b.get("sides", "BA")
        bsz = b.get("bsz") if "B" in sides else None
        asz = b.get("asz") if "A" in sides else None
        rec = {
            "CUSIP": b["cusip"], "ISIN": b["isin"], "Issuer": b["issuer"], "Ticker": b.get("ticker"),
            "Coupon": b["cpn"], "Cpn": b["cpn"], "Maturity": b["mat"],
            "Bid Px": b["bid_px"] if "B" in sides else None, "Ask Px": b["ask_px"] if "A" in sides else None,
            "Bid Spd": b["bid_spd"] if "B" in sides else None, "Ask Spd": b["ask_spd"] if "A" in sides else None,
            "Bid Yld": b["bid_yld"] if "B" in sides else None, "Ask Yld": b["ask_yld"] if "A" in sides else None,
            "Bid Sz (M)": bsz, "Ask Sz (M)": asz, "Benchmark": b["bmk_name"], "BMKYLD": b["bmk"],
            "Yrs": b["yrs"], "Rating": b.get("rating"), "Sector": b.get("sector"), "OAS": b.get("oas"),
            "Accrued": b.get("accrued"),
        }
        for i, c in enumerate(cols, 1):
            cell = ws.cell(row=row, column=i, value=rec[c])
            if c == "Maturity":
                cell.number_format = p.get("date_fmt", "mm/dd/yyyy")
        row += 1
        ms = [m for m, h in (("price", "Bid Px"), ("spread", "Bid Spd"), ("yield", "Bid Yld")) if h in cols]
        quotes += three(b["isin"], b["ac"], b, dealer, bsz * 1000.0 if bsz else None,
                        asz * 1000.0 if asz else None, sides, ms)
    for i, c in enumerate(cols, 1):
        ws.column_dimensions[get_column_letter(i)].width = 24 if c == "Issuer" else 12
    return save_workbook(wb), quotes


def axe_xlsx(rng, settle, p):
    """Dealer axe sheet: header under a logo text and a date, a Side column, one level column."""
    wb = new_workbook()
    ws = wb.active
    ws.title = p.get("sheet", "Axes")
    for rr, t in p["top"]:
        ws.cell(row=rr, column=1, value=t)
    ws.cell(row=p["top"][0][0], column=1).font = Font(bold=True, size=16)
    hr = p["header_row"]
    cols = p["cols"]
    for i, c in enumerate(cols, 1):
        ws.cell(row=hr, column=i, value=c)
    bold(ws, hr, len(cols))
    quotes = []
    row = hr + 1
    for a in p["axes"]:
        rec = {"Side": a["side_word"], "B/S": a["side_word"], "CUSIP": a["cusip"], "Issuer": a["issuer"],
               "Cpn": a["cpn"], "Coupon": a["cpn"], "Maturity": a["mat_text"], "Size (MM)": a["size"],
               "Level": a["level"], "Lvl": a["level"], "Type": a["type_word"], "Bmk": a["bmk_name"],
               "Comment": a.get("comment"), "Sector": a.get("sector"), "Rtg": a.get("rating")}
        for i, c in enumerate(cols, 1):
            ws.cell(row=row, column=i, value=rec[c])
        row += 1
        if a.get("status_off"):
            continue
        bid = a["level"] if a["side"] == "B" else None
        ask = a["level"] if a["side"] == "S" else None
        sz = a["size"] * 1e6
        quotes.append(q(a["cusip"], a["ac"], a["qt"], bid, ask, sz, sz, p["dealer"]))
    return save_workbook(wb), quotes


def ust_xlsx(rng, settle, p):
    """Treasury sheet in 32nds written as text, a hidden helper column of decimals."""
    wb = new_workbook()
    ws = wb.active
    ws.title = p.get("sheet", "UST")
    row = 1
    for t in p["title_rows"]:
        ws.cell(row=row, column=1, value=t)
        row += 1
    cols = p["cols"]
    for i, c in enumerate(cols, 1):
        ws.cell(row=row, column=i, value=c)
    bold(ws, row, len(cols))
    row += 1
    quotes = []
    for b in p["bonds"]:
        rec = {"CUSIP": b["cusip"], "Security": b["security"], "Bid": b["bid32"], "Ask": b["ask32"],
               "bid_dec": b["bid_dec_helper"], "ask_dec": b["ask_dec_helper"], "Chg (32s)": b["chg"],
               "Bid Yld": b["bid_yld"], "Ask Yld": b["ask_yld"], "Bid Sz (MM)": b.get("bsz"),
               "Ask Sz (MM)": b.get("asz"), "Tenor": b.get("tenor"), "DV01": b.get("dv01")}
        for i, c in enumerate(cols, 1):
            ws.cell(row=row, column=i, value=rec[c])
        row += 1
        bsz = (b.get("bsz") or p["run_size"]) * 1e6
        asz = (b.get("asz") or p["run_size"]) * 1e6
        quotes.append(q(b["cusip"], "government", "price", from32(b["bid32"]), from32(b["ask32"]), bsz, asz,
                        p["dealer"]))
        quotes.append(q(b["cusip"], "government", "yield", b["bid_yld"], b["ask_yld"], bsz, asz, p["dealer"]))
    for i, c in enumerate(cols, 1):
        if c in ("bid_dec", "ask_dec"):
            ws.column_dimensions[get_column_letter(i)].hidden = True
        ws.column_dimensions[get_column_letter(i)].width = 20 if c == "Security" else 10
    return save_workbook(wb), quotes


def stacked_xlsx(rng, settle, p):
    """Several tables stacked on one sheet, each with a title row, a header and a blank row after."""
    wb = new_workbook()
    ws = wb.active
    ws.title = p.get("sheet", "Run")
    row = 1
    for t in p.get("top", []):
        ws.cell(row=row, column=1, value=t)
        row += 1
    if p.get("top"):
        row += 1
    quotes = []
    for tbl in p["tables"]:
        ws.cell(row=row, column=1, value=tbl["title"]).font = Font(bold=True)
        row += 1
        for i, c in enumerate(tbl["cols"], 1):
            ws.cell(row=row, column=i, value=c)
        bold(ws, row, len(tbl["cols"]))
        row += 1
        for rec, qs in tbl["rows"]:
            for i, c in enumerate(tbl["cols"], 1):
                cell = ws.cell(row=row, column=i, value=rec.get(c))
                if isinstance(rec.get(c), dt.date):
                    cell.number_format = "dd-mmm-yyyy"
            row += 1
            quotes += qs
        row += 1  # blank row between tables
    for i in range(1, 14):
        ws.column_dimensions[get_column_letter(i)].width = 14
    ws.column_dimensions["B"].width = 26
    return save_workbook(wb), quotes


def merged_xlsx(rng, settle, p):
    """Two-row header with merged band cells (Bid over Px | Sprd | Yld), yields in % format,
    maturities as Excel dates (or raw serials), and an optional second tab of prior-day levels."""
    wb = new_workbook()
    ws = wb.active
    ws.title = p.get("sheet", "Today")
    quotes = []

    def draw(ws, bonds, title_rows, live):
        row = 1
        for t in title_rows:
            ws.cell(row=row, column=1, value=t)
            row += 1
        row += 1
        lead = p["lead_cols"]
        nlead = len(lead)
        band_row, name_row = row, row + 1
        for i, c in enumerate(lead, 1):
            ws.cell(row=band_row, column=i, value=c)
            ws.merge_cells(start_row=band_row, start_column=i, end_row=name_row, end_column=i)
        col = nlead + 1
        for band in ("Bid", "Ask"):
            ws.cell(row=band_row, column=col, value=p.get("band_words", {}).get(band, band))
            ws.merge_cells(start_row=band_row, start_column=col, end_row=band_row, end_column=col + 2)
            ws.cell(row=band_row, column=col).alignment = Alignment(horizontal="center")
            for j, sub in enumerate(p["subs"]):
                ws.cell(row=name_row, column=col + j, value=sub)
            col += 3
        trail = p.get("trail_cols", [])
        for j, c in enumerate(trail):
            ws.cell(row=band_row, column=col + j, value=c)
            ws.merge_cells(start_row=band_row, start_column=col + j, end_row=name_row, end_column=col + j)
        bold(ws, band_row, col + len(trail))
        bold(ws, name_row, col + len(trail))
        row = name_row + 1
        for b in bonds:
            vals = {"CUSIP": b.get("cusip"), "Issuer": b["issuer"], "Cpn": b["cpn"], "Coupon": b["cpn"],
                    "Maturity": b["mat"], "Size (MM)": b.get("size"), "Rtg": b.get("rating"),
                    "Dur": b.get("dur"), "Mod Dur": b.get("dur"), "Chg": b.get("chg"),
                    "Bmk": b.get("bmk_name"), "Amt Out (MM)": b.get("amt")}
            for i, c in enumerate(lead, 1):
                cell = ws.cell(row=row, column=i, value=vals[c])
                if c == "Maturity":
                    if p.get("serial_dates"):
                        cell.value = (b["mat"] - dt.date(1899, 12, 30)).days
                        cell.number_format = "0"
                    else:
                        cell.number_format = "mm/dd/yyyy"
            c0 = nlead + 1
            for side in ("bid", "ask"):
                if b.get("sides", "BA").find(side[0].upper()) < 0:
                    c0 += 3
                    continue
                ws.cell(row=row, column=c0, value=b[side + "_px"])
                ws.cell(row=row, column=c0 + 1, value=b[side + "_spd"])
                yc = ws.cell(row=row, column=c0 + 2, value=round(b[side + "_yld"] / 100.0, 5))
                yc.number_format = "0.000%"
                c0 += 3
            for j, c in enumerate(trail):
                ws.cell(row=row, column=c0 + j, value=vals[c])
            row += 1
        return row

    draw(ws, p["bonds"], p["title_rows"], True)
    for b in p["bonds"]:
        sides = b.get("sides", "BA")
        sz = (b.get("size") or p["run_size"]) * 1e6
        quotes += three(b["key"], b["ac"], b, p["dealer"], sz, sz, sides)
    if p.get("prior"):
        ws2 = wb.create_sheet(p["prior"]["sheet"])
        draw(ws2, p["prior"]["bonds"], p["prior"]["title_rows"], False)
    return save_workbook(wb), quotes


def loans_xlsx(rng, settle, p):
    """Loan levels with numbers stored as text, prior columns, a status column."""
    wb = new_workbook()
    ws = wb.active
    ws.title = p.get("sheet", "Loans")
    row = 1
    for t in p["title_rows"]:
        ws.cell(row=row, column=1, value=t)
        row += 1
    row += 1
    cols = p["cols"]
    for i, c in enumerate(cols, 1):
        ws.cell(row=row, column=i, value=c)
    bold(ws, row, len(cols))
    row += 1
    quotes = []
    for ln in p["loans"]:
        for i, c in enumerate(cols, 1):
            ws.cell(row=row, column=i, value=ln["cells"].get(c))
        row += 1
        if ln.get("dead"):
            continue
        sz = (ln.get("size") or p["run_size"]) * 1e6
        quotes.append(q(ln["key"], "loan", "price", ln["bid"], ln["ask"], sz, sz, p["dealer"]))
    for i, c in enumerate(cols, 1):
        ws.column_dimensions[get_column_letter(i)].width = 40 if c in ("Loan", "Facility", "Tranche") else 11
    return save_workbook(wb), quotes


def clo_xlsx(rng, settle, p):
    wb = new_workbook()
    ws = wb.active
    ws.title = p.get("sheet", "CLO")
    row = 1
    for t in p["title_rows"]:
        ws.cell(row=row, column=1, value=t)
        row += 1
    cols = p["cols"]
    for i, c in enumerate(cols, 1):
        ws.cell(row=row, column=i, value=c)
    bold(ws, row, len(cols))
    row += 1
    quotes = []
    for t in p["tranches"]:
        for i, c in enumerate(cols, 1):
            ws.cell(row=row, column=i, value=t["cells"].get(c))
        row += 1
        sz = p["run_size"] * 1e6
        sides = t.get("sides", "BA")
        quotes.append(q(t["key"], "structured", "dm", t["dm_bid"] if "B" in sides else None,
                        t["dm_ask"] if "A" in sides else None, sz, sz, p["dealer"]))
        if t.get("px_bid") is not None or t.get("px_ask") is not None:
            quotes.append(q(t["key"], "structured", "price", t["px_bid"] if "B" in sides else None,
                            t["px_ask"] if "A" in sides else None, sz, sz, p["dealer"]))
    for i, c in enumerate(cols, 1):
        ws.column_dimensions[get_column_letter(i)].width = 28 if c == "Deal" else 10
    return save_workbook(wb), quotes


def cds_xlsx(rng, settle, p):
    """CDS sheet with the levels before the name; a stacked index table under it."""
    wb = new_workbook()
    ws = wb.active
    ws.title = p.get("sheet", "CDS")
    row = 1
    for t in p.get("top", []):
        ws.cell(row=row, column=1, value=t)
        row += 1
    row += 1
    quotes = []
    for tbl in p["tables"]:
        ws.cell(row=row, column=1, value=tbl["title"]).font = Font(bold=True)
        row += 1
        cols = tbl["cols"]
        for i, c in enumerate(cols, 1):
            ws.cell(row=row, column=i, value=c)
        bold(ws, row, len(cols))
        row += 1
        for rec, qq in tbl["rows"]:
            for i, c in enumerate(cols, 1):
                ws.cell(row=row, column=i, value=rec.get(c))
            row += 1
            quotes += qq
        row += 1
    return save_workbook(wb), quotes


# ====================================================================== CSV / text helpers
def table_lines_aligned(header, rows, gap=2):
    widths = [max(len(str(x)) for x in [h] + [rw[i] for rw in rows]) for i, h in enumerate(header)]
    out = []
    for rw in [header] + rows:
        cells = []
        for i, x in enumerate(rw):
            x = str(x)
            cells.append(x.ljust(widths[i]) if i < 2 else x.rjust(widths[i]))
        out.append((" " * gap).join(cells).rstrip())
    return out
