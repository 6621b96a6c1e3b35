"""Spreadsheets: a UST run with the day's high / low, change and prior close; an IG sheet with size columns and amount outstanding."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
from openpyxl.styles import Font

from common import MIME_XLSX, Attachment, bkey, mk, normalize_zip, q, rng, tzdate, ui, ylds

TO = "desk@clients.example-am.com"


def _book(wb) -> bytes:
    buf = io.BytesIO()
    wb.properties.creator = "desk"
    wb.properties.created = dt.datetime(2028, 2, 7, 6, 30, tzinfo=dt.UTC).replace(tzinfo=None)
    wb.properties.modified = dt.datetime(2028, 2, 7, 6, 30, tzinfo=dt.UTC).replace(tzinfo=None)
    wb.save(buf)
    return normalize_zip(buf.getvalue())


# ---------------------------------------------------------------- 1. UST run: hi / lo, change in 32nds, prior close beside the live market


def ust_sheet(v):
    r = rng(f"ust{v}")
    if v == 0:
        d, who, firm = "norbrook", "Hal Imrie <himrie@norbrook.com>", "Norbrook Securities"
        bonds = [(3.875, "2030-01-31"), (4, "2031-01-31"), (4.125, "2033-01-31"), (4.25, "2038-02-15"), (4.625, "2057-11-15")]
        date = tzdate(9, "07:35:00", "-0500")
        fname, slug, size = "Norbrook_UST_09Feb.xlsx", "ust-xlsx", "50x50"
    else:
        d, who, firm = "orrington", "Vic Lomas <vlomas@orrington.com>", "Orrington Markets"
        bonds = [(3.75, "2029-12-31"), (4.125, "2032-11-30"), (4.375, "2035-08-15"), (4.5, "2047-08-15")]
        date = tzdate(16, "06:50:00", "-0600")
        fname, slug, size = "orrington_govts_16Feb.xlsx", "ust-xlsx-2", "25x25"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "UST"
    ws["A1"] = f"{firm} - UST run - {size}"
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = "Run date"
    ws["B2"] = dt.date(2028, 2, 9 if v == 0 else 16)
    ws["B2"].number_format = "dd-mmm-yy"
    ws["A3"] = "Day Hi / Day Lo and Prev Close for reference; Chg in 32nds."
    head = ["Security", "Coupon", "Maturity", "Bid", "Ask", "Bid Yld", "Ask Yld", "Day Hi", "Day Lo", "Chg (32s)", "Prev Close"]
    ws.append([])
    ws.append(head)
    for c in ws[5]:
        c.font = Font(bold=True)
    gold = []
    for c, m in bonds:
        px = round((100 + r.uniform(-3, 2)) * 128) / 128
        ask = px + 1 / 64 * r.choice([1, 2])
        by, ay = ylds(c, px, m), ylds(c, ask, m)
        hi, lo = px + 4 / 32, px - 3 / 32
        chg = r.choice(["+2", "-1+", "+4", "unch", "-3"])
        y, mo, dd = (int(x) for x in m.split("-"))
        ws.append(["T", c, dt.date(y, mo, dd), px, ask, float(by), float(ay), hi, lo, chg, px - 2 / 32])
        row = ws.max_row
        ws.cell(row, 3).number_format = "mm/dd/yyyy"
        for k in (4, 5, 8, 9, 11):
            ws.cell(row, k).number_format = "0.000000"
        gold += q(bkey("T", c, m), "government", d, size=size, price=(repr(px), repr(ask)), yield_=(by, ay))
    notes = wb.create_sheet("Disclaimer")
    notes["A1"] = "For institutional investors only. Indicative levels; call +1 212 555 0175 to trade."
    att = Attachment(fname, _book(wb), MIME_XLSX, "xlsx")
    return mk(slug, "xlsx", gold, sender=who, to=TO, subject="UST run", date=date, text="UST run attached.", attachments=[att],
              note="emph:look-alike emph:size-scope emph:everyday", meta={"header_row": 5})


# ---------------------------------------------------------------- 2. IG sheet: bid / ask size columns, amount outstanding, rating


def ig_sheet(v):
    if v == 0:
        d, who, firm = "rushmere", "Ola Hesketh <ohesketh@rushmere.com>", "Rushmere Capital"
        rows = [("PENRITH WATER", 5.0, "2034-09-15", 5, 118, 114, 5, 1000, "A3", "-1"),
                ("QUENBOROUGH BANK", 5.4, "2033-05-20", 3, 131, 126, 2, 1250, "Baa1", "+2"),
                ("RAVENSCAR PHARMA", 4.7, "2031-11-01", 10, 92, 89, 10, 750, "A2", "unch"),
                ("SANDSEND AUTO", 5.85, "2030-06-15", 2, 155, 149, 2, 600, "Baa3", "-4")]
        date = tzdate(10, "08:40:00", "-0500")
        fname, slug = "Rushmere_IG_sheet_10Feb.xlsx", "ig-size-cols"
    else:
        d, who, firm = "sedgefold", "Ivy Marwood <imarwood@sedgefold.com>", "Sedgefold Securities"
        rows = [("TANFIELD GAS", 5.2, "2035-01-15", 5, 124, 120, 3, 900, "A3", "+1"),
                ("ULSHAW TELECOM", 5.6, "2036-04-01", 2, 146, 141, 2, 1100, "Baa2", "-2"),
                ("WENSLEY FOODS", 4.85, "2032-08-30", 4, 101, 97, 4, 500, "A1", "unch")]
        date = tzdate(18, "07:55:00", "-0500")
        fname, slug = "Sedgefold_IG_18Feb.xlsx", "ig-size-cols-2"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "IG"
    ws.append([f"{firm} IG secondary - spreads to UST (bp)"])
    ws.append(["Amt Out is the issue size, not our size."])
    ws.append([])
    ws.append(["ISIN", "Issuer", "Cpn", "Maturity", "Bid Sz (MM)", "Bid", "Ask", "Ask Sz (MM)", "Amt Out ($MM)", "Rating", "Chg"])
    gold = []
    for iss, c, m, bs, b, a, az, out, rt, chg in rows:
        i = ui("US", f"{iss} {c} b26")
        ws.append([i, iss, c, f"{m[5:7]}/{m[8:10]}/{m[:4]}", bs, b, a, az, out, rt, chg])
        gold += q(i, "ig", d, size=(bs * 1_000_000, az * 1_000_000), spread=(str(b), str(a)))
    n = wb.create_sheet("Notes")
    n["A1"] = "Spreads vs interpolated UST. Chg vs prior close. Tel +1 212 555 0186."
    att = Attachment(fname, _book(wb), MIME_XLSX, "xlsx")
    _ = bkey
    return mk(slug, "xlsx", gold, sender=who, to=TO, subject="IG sheet", date=date, text="IG sheet attached.", attachments=[att],
              note="emph:look-alike", meta={"header_row": 4})


def _pair(fn):
    return [lambda: fn(0), lambda: fn(1)]


LAYOUTS = [f for fn in (ust_sheet, ig_sheet) for f in _pair(fn)]
