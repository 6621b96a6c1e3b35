"""Workbooks: UST / gilt runs, SSA curves by currency (legacy .xls), EM locals and hard currency, IG vs UST and FRNs."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Alignment, Font, PatternFill

from common import MIME_XLS, MIME_XLSX, Attachment, bkey, date, eu, mk, n32, normalize_zip, pxf, q, r32, uc, ui, ylds


def _save(wb, creator):
    wb.properties.creator = creator
    wb.properties.lastModifiedBy = creator
    wb.properties.created = dt.datetime(2027, 6, 15, 6, 30)  # noqa: DTZ001 - document times are local, as Office writes them
    wb.properties.modified = dt.datetime(2027, 6, 15, 6, 30)  # noqa: DTZ001 - document times are local, as Office writes them
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _d(iso):
    y, m, d = (int(x) for x in iso.split("-"))
    return dt.datetime(y, m, d)  # noqa: DTZ001 - Excel date cells carry no zone


BOLD = Font(bold=True)
GREY = PatternFill("solid", fgColor="DDDDDD")


def _bands(ws, row, bands):
    """bands: [(text, first_col, last_col)] merged on one row."""
    for text, c1, c2 in bands:
        ws.cell(row=row, column=c1, value=text).font = BOLD
        ws.cell(row=row, column=c1).alignment = Alignment(horizontal="center")
        if c2 > c1:
            ws.merge_cells(start_row=row, start_column=c1, end_row=row, end_column=c2)


def _row(ws, r, values, fmts=None, bold=False):
    for j, v in enumerate(values, start=1):
        if v is None:
            continue
        cell = ws.cell(row=r, column=j, value=v)
        if fmts and j - 1 < len(fmts) and fmts[j - 1]:
            cell.number_format = fmts[j - 1]
        if bold:
            cell.font = BOLD


# ---------------------------------------------------------------- 27 / 28: UST and gilt workbooks


def zennor_ust_workbook():
    d = "zennor"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Coupons"
    ws["A1"] = "ZENNOR CAPITAL - UST RUN"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "Wed 16-Jun-2027 07:45 ET. UST 50mm per side unless a size is shown. Prices in 32nds."
    _bands(ws, 4, [("Security", 1, 3), ("Price", 4, 5), ("Yield (%)", 6, 7), ("Size (MM)", 8, 8), ("Reference", 9, 11), ("Status", 12, 12)])
    _row(ws, 5, ["Ticker", "Cpn", "Maturity", "Bid", "Ask", "Bid", "Ask", "", "Prior Close", "Chg (bp)", "DV01", ""], bold=True)
    ust = [
        ("2Y", 4.125, "2029-05-31", 4.169, None, "firm", 1 / 64, "99-30"),
        ("3Y", 4.0, "2030-05-15", 4.128, None, "firm", 1 / 64, "99-21"),
        ("5Y", 4.25, "2032-05-31", 4.21, 100, "firm", 1 / 64, "100-06+"),
        ("7Y", 4.375, "2034-05-31", 4.442, None, "firm", 1 / 64, "99-20"),
        ("10Y", 4.5, "2037-05-15", 4.551, None, "firm", 1 / 32, "99-21+"),
        ("20Y", 4.875, "2047-05-15", 4.862, 10, "subject", 2 / 32, "100-07"),
        ("30Y", 4.75, "2057-05-15", 4.934, None, "firm", 2 / 32, "97-09"),
    ]
    r = 6
    for tn, c, mi, y, sz, st, tick, close in ust:
        b = r32(pxf(c, y, mi), 64)
        a = b + tick
        by, ay = ylds(c, b, mi), ylds(c, a, mi)
        if tn == "3Y":  # this line comes from the decimal screen
            bv, av = b, a
            _row(ws, r, ["T", c, _d(mi), bv, av, float(by), float(ay), sz, close, -1.2, 276, st],
                 [None, "0.000", "mm/dd/yyyy", "0.000000", "0.000000", "0.000", "0.000"])
            bs, as_ = bv, av
            gold += quotes_num(bkey("T", c, mi), d, sz or 50, bs, as_, by, ay, st)
        else:
            bs, as_ = n32(b), n32(a)
            _row(ws, r, ["T", c, _d(mi), bs, as_, float(by), float(ay), sz, close, -1.5, 447, st],
                 [None, "0.000", "mm/dd/yyyy", None, None, "0.000", "0.000"])
            review = ("price", "yield") if st == "subject" else ()
            gold += q(bkey("T", c, mi), "government", d, size=((sz or 50) * 1e6,) * 2, review=review, price=(bs, as_), yield_=(by, ay))
        r += 1
    ws.cell(row=r + 1, column=1, value="Status: firm = good for size; subject = refer to the desk before trading.")
    ws.cell(row=r + 2, column=1, value="Prior Close is last night's 3pm close (32nds); Chg in bp vs close; DV01 in $ per 1mm.")
    ws.freeze_panes = "D6"
    t = wb.create_sheet("TIPS")
    t["A1"] = "TIPS - real yields; price to settle 06/17. 25mm per side."
    _bands(t, 3, [("Security", 1, 3), ("Real Yield", 4, 5), ("Price", 6, 7), ("", 8, 8)])
    _row(t, 4, ["Ticker", "Cpn", "Maturity", "Bid", "Ask", "Bid", "Ask", "Index Ratio"], bold=True)
    tips = [("TII", 1.875, "2030-01-15", 1.41, 1), ("TII", 2.375, "2037-02-15", 1.91, 3), ("TII", 2.5, "2057-02-15", 2.285, 6)]
    for i, (tk, c, mi, y, w) in enumerate(tips):
        b = r32(pxf(c, y, mi), 64)
        a = b + w / 32
        by, ay = ylds(c, b, mi), ylds(c, a, mi)
        _row(t, 5 + i, [tk, c, _d(mi), float(by) / 100, float(ay) / 100, round(b, 4), round(a, 4), 1.27914],
             [None, "0.000", "mm/dd/yyyy", "0.000%", "0.000%", "0.0000", "0.0000", "0.00000"])
        gold += q(bkey(tk, c, mi), "government", d, size="25mm", yield_=(by, ay), price=(f"{round(b, 4)}", f"{round(a, 4)}"))
    n = wb.create_sheet("Notes")
    for i, line in enumerate([
        "Zennor Capital LLC - US Rates. +1 212 555 0166 / +1 212 555 0167.",
        "FOMC 2pm ET; sizes reduced to 10mm 1:45-2:15pm.",
        "10y reopening stopped 4.562%; next: 20y reopening $13bn 06/22.",
        "Member FINRA / SIPC. For institutional investors. Ref ZC-0616-RUN.",
    ], start=1):
        n.cell(row=i, column=1, value=line)
    data = _save(wb, "Zennor Capital")
    att = Attachment("Zennor_UST_run_20270616.xlsx", data, MIME_XLSX, "xlsx")
    text = "Morning, UST run and TIPS attached.\n\nChris Ambrose | Zennor Capital | +1 212 555 0166\n"
    return mk("zennor-ust-tips-workbook", "xlsx", gold, sender="Chris Ambrose <cambrose@zennor.com>",
              subject="Zennor UST run 16-Jun", date=date("07:52:19", "-0400"), text=text, attachments=[att])


def quotes_num(key, d, sz, b, a, by, ay, st):
    """A UST row whose prices are decimal numbers in the cells."""
    from common import quotes

    return quotes(key, "government", d, size=(sz * 1e6, sz * 1e6), price=(b, a), yield_=(float(by), float(ay)))


def bramcote_gilt_workbook():
    d = "bramcote"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Gilts 0830"
    ws["A1"] = "BRAMCOTE - GILTS (clean price / yield)"
    ws["A2"] = "GBP 10m per side"
    _bands(ws, 3, [("", 1, 3), ("Clean Price", 4, 5), ("Yield", 6, 7)])
    _row(ws, 4, ["Gilt", "Coupon", "Maturity", "Bid", "Offer", "Bid", "Offer", "Mod Dur", "Chg (bp)"], bold=True)
    gilts = [("UKT", 4.125, "2029-07-22", 4.012), ("UKT", 4.25, "2032-06-07", 4.236), ("UKT", 4.375, "2037-01-31", 4.581),
             ("UKT", 4.25, "2046-12-07", 5.074)]
    for i, (tk, c, mi, y) in enumerate(gilts):
        pb = round(pxf(c, y, mi), 2)
        pa = round(pb + 0.04, 2)
        by, ay = ylds(c, pb, mi), ylds(c, pa, mi)
        _row(ws, 5 + i, [tk, c, _d(mi), pb, pa, float(by) / 100, float(ay) / 100, 6.1, 1.8],
             [None, "0.000", "dd-mmm-yyyy", "0.00", "0.00", "0.000%", "0.000%"])
        gold += q(bkey(tk, c, mi), "government", d, size="10mm", price=(f"{pb:.2f}", f"{pa:.2f}"), yield_=(by, ay))
    cl = wb.create_sheet("Close 15-Jun (mid)")
    cl["A1"] = "Yesterday's closing mids - for reference, not a run"
    _row(cl, 2, ["Gilt", "Coupon", "Maturity", "Price (mid)", "Yield (mid)"], bold=True)
    for i, (tk, c, mi, y) in enumerate(gilts):
        _row(cl, 3 + i, [tk, c, _d(mi), round(pxf(c, y - 0.02, mi), 2), (y - 0.02) / 100], [None, None, "dd-mmm-yyyy", "0.00", "0.000%"])
    data = _save(wb, "Bramcote")
    att = Attachment("Bramcote_gilts.xlsx", data, MIME_XLSX, "xlsx")
    text = "Gilts attached.\n\nOwen Pryce | Bramcote & Co | +44 20 7946 0455\n"
    return mk("bramcote-gilts-workbook", "xlsx", gold, sender="Owen Pryce <opryce@bramcote.co.uk>",
              subject="Gilts 08:30", date=date("08:33:51", "+0100"), text=text, attachments=[att])


# ---------------------------------------------------------------- 29 / 30: SSA curves, legacy .xls


def _xls_bytes(wb):
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


H = xlwt.easyxf("font: bold on; align: horiz center")
DATE = xlwt.easyxf(num_format_str="DD.MM.YYYY")
N3 = xlwt.easyxf(num_format_str="0.000")
SGN = xlwt.easyxf(num_format_str="+0;-0;0")


def sihlfeld_ssa_xls():
    d = "sihlfeld"
    gold = []
    wb = xlwt.Workbook()
    specs = [
        ("CHF", "vs Eidgenossen (bp)", "vs SARON MS (bp)", "CHF 10 Mio. per side",
         [("KFW", 1.25, "2032-07-15", 18, 15, 9, 6, 1.32), ("EIB", 1.5, "2035-03-12", 24, 21, 12, 9, 1.58),
          ("NWB", 1.125, "2031-10-28", 15, 12, 7, 4, 1.21)], 10),
        ("EUR", "vs DBR (bp)", "vs 6m MS (bp)", "EUR 10m per side",
         [("KFW", 2.75, "2033-03-15", 38, 35, 3, 0, 2.77), ("BNG", 3.125, "2039-07-15", 49, 46, 8, 5, 3.12),
          ("EFSF", 3.0, "2039-09-04", 62, 58, 21, 17, 3.23)], 10),
        ("USD", "vs UST (bp)", "vs SOFR MS (bp)", "USD 5mm per side",
         [("IBRD", 4.5, "2035-01-10", 28, 25, 47, 44, 4.82), ("KFW", 4.125, "2030-07-15", 14, 11, 31, 28, 4.29)], 5),
    ]
    for ccy, b1, b2, note, rows, sz in specs:
        ws = wb.add_sheet(f"SSA {ccy}")
        ws.write(0, 0, f"SIHLFELD BANK - SSA {ccy}")
        ws.write(1, 0, f"Zurich 16.06.2027, 09:00. {note}.")
        ws.write_merge(3, 3, 0, 2, "Anleihe / Bond", H)
        ws.write_merge(3, 3, 3, 4, b1, H)
        ws.write_merge(3, 3, 5, 6, b2, H)
        ws.write_merge(3, 3, 7, 8, "Kurs / Price", H)
        for j, h in enumerate(["Emittent", "Kupon", "Verfall", "Geld", "Brief", "Geld", "Brief", "Geld", "Brief"]):
            ws.write(4, j, h, H)
        for i, (iss, c, mi, sb, sa, mb, ma, y) in enumerate(rows):
            rr = 5 + i
            pb, pa = round(pxf(c, y + 0.01, mi, 1), 3), round(pxf(c, y - 0.01, mi, 1), 3)
            ws.write(rr, 0, iss)
            ws.write(rr, 1, c, N3)
            ws.write(rr, 2, _d(mi), DATE)
            ws.write(rr, 3, sb, SGN)
            ws.write(rr, 4, sa, SGN)
            ws.write(rr, 5, mb, SGN)
            ws.write(rr, 6, ma, SGN)
            ws.write(rr, 7, pb, N3)
            ws.write(rr, 8, pa, N3)
            gold += q(bkey(iss, c, mi), "agency", d, size=(sz * 1e6,) * 2, spread=(str(sb), str(sa)), i_spread=(str(mb), str(ma)),
                      price=(f"{pb}", f"{pa}"))
        ws.write(6 + len(rows), 0, "Hinweis: Spreads in Basispunkten; Kurse clean. Valuta T+2.")
        ws.panes_frozen = True
        ws.horz_split_pos = 5
    data = _xls_bytes(wb)
    att = Attachment("Sihlfeld_SSA_16062027.xls", data, MIME_XLS, "xls")
    text = """Gruezi

SSA-Kurven CHF / EUR / USD im Anhang.

Freundliche Gruesse
Reto Kaelin
Bank Sihlfeld AG | Fixed Income Trading | Talstrasse 41, 8001 Zuerich | +41 44 555 07 21
"""
    return mk("sihlfeld-ssa-curves-xls", "xlsx", gold, sender="Reto Kaelin <reto.kaelin@sihlfeld.ch>",
              subject="SSA Kurven 16.06.", date=date("09:04:11", "+0200"), text=text, attachments=[att])


def karlshamn_nordic_ssa_xls():
    d = "karlshamn"
    gold = []
    wb = xlwt.Workbook()
    ws = wb.add_sheet("SEK NOK SSA")
    ws.write(0, 0, "KARLSHAMN - NORDIC SSA (ASW vs 3m STIBOR / NIBOR, bp)")
    ws.write(1, 0, "SEK / NOK 50m per side")
    for j, h in enumerate(["Issuer", "Cpn", "Maturity", "ISIN", "ASW Bid", "ASW Ask", "Yield (mid)"]):
        ws.write(3, j, h, H)
    rows = [("KOMINS", 2.25, "2031-03-18", "SE", 12, 9, 2.41), ("KFW", 2.5, "2032-09-22", "XS", 8, 5, 2.55),
            ("NIB", 3.75, "2033-05-10", "XS", 14, 11, 3.88), ("KBN", 3.5, "2030-11-25", "NO", 18, 15, 3.71)]
    for i, (iss, c, mi, cc, b, a, ym) in enumerate(rows):
        isn = ui(cc, "karlshamn " + iss + mi)
        ws.write(4 + i, 0, iss)
        ws.write(4 + i, 1, c)
        ws.write(4 + i, 2, _d(mi), xlwt.easyxf(num_format_str="YYYY-MM-DD"))
        ws.write(4 + i, 3, isn)
        ws.write(4 + i, 4, b)
        ws.write(4 + i, 5, a)
        ws.write(4 + i, 6, ym)
        gold += q(isn, "agency", d, size=(50e6, 50e6), i_spread=(str(b), str(a)))
    data = _xls_bytes(wb)
    att = Attachment("karlshamn_nordic_ssa.xls", data, MIME_XLS, "xls")
    text = "Hej, Nordic SSA attached.\n\nElin Sjoberg | Karlshamn Fondkommission | +46 8 555 212 40\n"
    return mk("karlshamn-nordic-ssa-xls", "xlsx", gold, sender="Elin Sjoberg <elin.sjoberg@karlshamn.se>",
              subject="Nordic SSA", date=date("09:40:00", "+0200"), text=text, attachments=[att])


# ---------------------------------------------------------------- 31 / 32: EM


def tanjongrhu_asia_em():
    d = "tanjongrhu"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "USD Sovereigns"
    ws["A1"] = "TANJONG RHU CAPITAL - ASIA EM SOVEREIGNS (USD)"
    ws["A2"] = "Singapore 16 Jun 2027 15:30 SGT. USD 2mm per side unless shown."
    _bands(ws, 3, [("Bond", 1, 4), ("Price", 5, 6), ("Yield", 7, 8), ("Spread vs UST (bp)", 9, 10), ("", 11, 12)])
    _row(ws, 4, ["Issuer", "Cpn", "Maturity", "ISIN", "Bid", "Offer", "Bid", "Offer", "Bid", "Offer", "Size (MM)", "Comment"], bold=True)
    rows = [
        ("INDON", 5.1, "2036-02-10", 97.85, 98.30, 86, 80, 2, ""),
        ("PHILIP", 5.25, "2035-05-14", 100.40, 100.85, 74, 69, 2, ""),
        ("PHILIP", 5.6, "2049-05-14", 98.90, 99.60, 96, 91, 1, ""),
        ("SRILAN", 4.0, "2033-04-15", None, 84.25, None, 455, 1, "offer only, bid pulled"),
        ("MONGOL", 7.875, "2030-06-05", 101.10, 101.60, 348, 331, 2, "NC, 144A/REGS"),
    ]
    for i, (iss, c, mi, pb, pa, sb, sa, sz, com) in enumerate(rows):
        isn = ui("US" if iss == "INDON" else "XS", "tanjong " + iss + mi)
        yb = float(ylds(c, pb, mi, 2)) / 100 if pb else None
        ya = float(ylds(c, pa, mi, 2)) / 100
        _row(ws, 5 + i, [iss, c, _d(mi), isn, pb, pa, yb, ya, sb, sa, sz, com],
             [None, "0.000", "dd-mmm-yy", None, "0.00", "0.00", "0.00%", "0.00%", "0", "0", "0"])
        gold += q(isn, "em_sovereign", d, size=(sz * 1e6 if pb else None, sz * 1e6),
                  price=(f"{pb:.2f}" if pb else None, f"{pa:.2f}"),
                  yield_=(f"{yb * 100:.2f}" if yb else None, f"{ya * 100:.2f}"),
                  spread=(str(sb) if sb else None, str(sa)))
    lc = wb.create_sheet("Local govts")
    lc["A1"] = "LOCAL CURRENCY GOVTS - yield only; THB 100m, MYR 20m per side (INDOGB: ask for size)"
    _row(lc, 3, ["Bond", "Cpn", "Maturity", "Yld Bid", "Yld Offer", "Chg (bp)", "Ccy", "Series"], bold=True)
    loc = [("INDOGB", 6.875, "2034-04-15", "6.742", "6.728", "IDR"), ("THAIGB", 2.875, "2036-06-17", "2.311", "2.295", "THB"),
           ("MGS", 3.9, "2035-07-15", "3.612", "3.598", "MYR")]
    for i, (nm, c, mi, yb, ya, ccy) in enumerate(loc):
        series = {"IDR": "FR0101", "THB": "LB366A", "MYR": "MGS 2/2020"}[ccy]
        _row(lc, 4 + i, [nm, c, _d(mi), float(yb), float(ya), -1.5, ccy, series], [None, "0.000", "dd-mmm-yy", "0.000", "0.000"])
        sz = {"IDR": None, "THB": 100e6, "MYR": 20e6}[ccy]
        gold += q(bkey(nm, c, mi), "em_sovereign", d, size=(sz, sz), yield_=(yb, ya))
    data = _save(wb, "Tanjong Rhu Capital")
    att = Attachment("TRC_AsiaEM_160627.xlsx", data, MIME_XLSX, "xlsx")
    text = "Hi, Asia EM sheet attached.\n\nWei Ling Ong | Tanjong Rhu Capital | +65 6555 0192\n"
    return mk("tanjongrhu-asia-em-workbook", "xlsx", gold, sender="Wei Ling Ong <weiling.ong@tanjongrhu.com.sg>",
              subject="Asia EM sov + locals", date=date("15:35:27", "+0800"), text=text, attachments=[att])


def wieliczan_cee_workbook():
    d = "wieliczan"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "CEE lokalne"
    ws["A1"] = "WIELICZAN DM - CEE LOCAL GOVTS"
    ws["A2"] = "Rentownosc (yield) kupno / sprzedaz. PLN 20m, HUF 2bn, RON 10m per side."
    _row(ws, 4, ["Seria", "Kupon", "Zapadalnosc", "Kupno", "Sprzedaz", "Zmiana (pb)"], bold=True)
    rows = [("POLGB", 5.75, "2032-04-25", "5,482", "5,462", "PLN"), ("POLGB", 6.0, "2033-10-25", "5,611", "5,591", "PLN"),
            ("ROMGB", 6.7, "2032-02-25", "7,020", "6,970", "RON"), ("HGB", 4.75, "2032-11-24", "6,312", "6,282", "HUF")]
    for i, (iss, c, mi, yb, ya, ccy) in enumerate(rows):
        _row(ws, 5 + i, [iss, eu(c, 2), _d(mi), yb, ya, "-2,5"], [None, None, "dd.mm.yyyy"])
        sz = {"PLN": 20e6, "RON": 10e6, "HUF": 2e9}[ccy]
        gold += q(bkey(iss, c, mi), "em_sovereign", d, size=(sz, sz), comma=True, yield_=(yb, ya))
    hc = wb.create_sheet("Eurobonds")
    _row(hc, 1, ["Bond", "ISIN", "Px Bid", "Px Ask", "Size"], bold=True)
    hrows = [("POLAND 4 7/8 10/04/33", 99.85, 100.30, "EUR 2mm"), ("ROMANI 5 1/4 05/30/32", 98.10, 98.60, "EUR 2mm")]
    for i, (nm, pb, pa, sz) in enumerate(hrows):
        isn = ui("XS", "wieliczan " + nm)
        _row(hc, 2 + i, [nm, isn, pb, pa, sz], [None, None, "0.00", "0.00"])
        gold += q(isn, "em_sovereign", d, size="2mm", price=(f"{pb:.2f}", f"{pa:.2f}"))
    data = _save(wb, "Wieliczan DM")
    att = Attachment("wieliczan_cee.xlsx", data, MIME_XLSX, "xlsx")
    text = "Dzien dobry, w zalaczeniu CEE.\n\nMarta Kowalewska | Wieliczan DM | +48 22 555 04 17\n"
    return mk("wieliczan-cee-locals", "xlsx", gold, sender="Marta Kowalewska <m.kowalewska@wieliczan.pl>",
              subject="CEE locals + eurobonds", date=date("10:12:45", "+0200"), text=text, attachments=[att])


# ---------------------------------------------------------------- 33 / 34: IG vs UST and FRNs


def redcastle_ig_frn():
    d = "redcastle"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "IG vs UST"
    ws["A1"] = "REDCASTLE SECURITIES - IG RUN (T-spreads)"
    ws["A2"] = "06/16/2027. 5mm per side unless shown. Benchmark columns for reference."
    _bands(ws, 3, [("Bond", 1, 4), ("Benchmark (ref)", 5, 7), ("T-Spread (bp)", 8, 9), ("Price", 10, 11), ("", 12, 12)])
    _row(ws, 4, ["CUSIP", "Issuer", "Cpn", "Maturity", "Bmk", "Bmk Px", "Bmk Yld", "Bid", "Ask", "Bid", "Ask", "Size (MM)"], bold=True)
    rows = [
        ("PENDLEBURY FOODS", 4.75, "2032-02-15", "T 4 1/4 05/31/32", "100-06", 4.208, 82, 78, None),
        ("PENDLEBURY FOODS", 5.3, "2037-02-15", "T 4 1/2 05/15/37", "99-19+", 4.551, 109, 104, None),
        ("ASHCOMBE BANK", 5.125, "2034-09-12", "T 4 3/8 05/31/34", "99-19", 4.442, 121, 116, 3),
        ("LINDISFARNE POWER", 5.85, "2055-03-01", "T 4 3/4 05/15/57", "97-05", 4.932, 142, 137, 2),
    ]
    for i, (iss, c, mi, bm, bpx, byl, sb, sa, sz) in enumerate(rows):
        cu = uc("redcastle " + iss + mi)
        pb = round(pxf(c, byl + sb / 100, mi), 3)
        pa = round(pxf(c, byl + sa / 100, mi), 3)
        _row(ws, 5 + i, [cu, iss, c, _d(mi), bm, bpx, byl / 100, sb, sa, pb, pa, sz],
             [None, None, "0.000", "mm/dd/yyyy", None, None, "0.000%", "0", "0", "0.000", "0.000"])
        s = (sz or 5) * 1e6
        gold += q(cu, "ig", d, size=(s, s), spread=(str(sb), str(sa)), price=(f"{pb}", f"{pa}"))
    f = wb.create_sheet("FRNs")
    f["A1"] = "CORPORATE FLOATERS - DM over SOFR (bp); 3mm per side"
    _bands(f, 2, [("Bond", 1, 4), ("DM", 5, 6), ("Price", 7, 8)])
    _row(f, 3, ["CUSIP", "Issuer", "Index + QM", "Maturity", "Bid", "Ask", "Bid", "Ask"], bold=True)
    frows = [("ASHCOMBE BANK", "SOFR+95", "2029-09-12", 93, 89, 100.04, 100.14), ("PENDLEBURY FOODS", "SOFR+72", "2028-11-20", 68, 64, 100.06, 100.12),
             ("KERRISDALE AUTO", "SOFR+118", "2030-03-04", 121, 115, 99.90, 100.06)]
    for i, (iss, ix, mi, db, da, pb, pa) in enumerate(frows):
        cu = uc("redcastle frn " + iss + mi)
        _row(f, 4 + i, [cu, iss, ix, _d(mi), db, da, pb, pa], [None, None, None, "mm/dd/yyyy", "0", "0", "0.00", "0.00"])
        gold += q(cu, "frn", d, size="3mm", dm=(str(db), str(da)), price=(f"{pb:.2f}", f"{pa:.2f}"))
    data = _save(wb, "Redcastle Securities")
    att = Attachment("Redcastle_IG_FRN_0616.xlsx", data, MIME_XLSX, "xlsx")
    text = "IG and floaters attached.\n\nGraham Tulloch | Redcastle Securities | +1 212 555 0111\n"
    return mk("redcastle-ig-frn-workbook", "xlsx", gold, sender="Graham Tulloch <gtulloch@redcastle.com>",
              subject="Redcastle IG / FRN 6/16", date=date("09:48:02", "-0400"), text=text, attachments=[att])


def fairhope_ig_frn():
    d = "fairhope"
    gold = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Axes"
    ws["A1"] = "FAIRHOPE - IG AXES vs UST"
    _row(ws, 3, ["Side", "Issuer", "Coupon", "Maturity", "Spread", "vs", "Price", "Size (MM)"], bold=True)
    rows = [("BID", "MORLAIX PHARMA", 5.05, "2031-10-15", 79, "T 4 1/4 05/31/32", 101.62, 5),
            ("OFFER", "MORLAIX PHARMA", 5.55, "2036-10-15", 103, "T 4 1/2 05/15/37", 101.05, 3),
            ("OFFER", "HALSTOW REIT", 5.875, "2034-01-15", 158, "T 4 3/8 05/31/34", 99.45, 2)]
    for i, (side, iss, c, mi, s, vs, p, sz) in enumerate(rows):
        _row(ws, 4 + i, [side, iss, c, _d(mi), s, vs, p, sz], [None, None, "0.000", "mm/dd/yy", "0", None, "0.00", "0"])
        if side == "BID":
            gold += q(bkey(iss, c, mi), "ig", d, size=(sz * 1e6, None), spread=(str(s), None), price=(f"{p:.2f}", None))
        else:
            gold += q(bkey(iss, c, mi), "ig", d, size=(None, sz * 1e6), spread=(None, str(s)), price=(None, f"{p:.2f}"))
    f = wb.create_sheet("Floaters")
    _row(f, 1, ["CUSIP", "Issuer", "Index", "Maturity", "DM Bid", "DM Offer", "Size (MM)"], bold=True)
    frows = [("MORLAIX PHARMA", "SOFR+88", "2029-06-01", 86, 82, 5), ("QUANTOCK HOMES", "SOFR+140", "2030-02-15", 145, 138, 2)]
    for i, (iss, ix, mi, db, da, sz) in enumerate(frows):
        cu = uc("fairhope frn " + iss + mi)
        _row(f, 2 + i, [cu, iss, ix, _d(mi), db, da, sz], [None, None, None, "mm/dd/yy"])
        gold += q(cu, "frn", d, size=(sz * 1e6,) * 2, dm=(str(db), str(da)))
    data = _save(wb, "Fairhope")
    att = Attachment("fairhope_axes.xlsx", data, MIME_XLSX, "xlsx")
    text = "Axes attached.\n\nBen Oduya | Fairhope Securities | +1 251 555 0173\n"
    return mk("fairhope-ig-axes-frn", "xlsx", gold, sender="Ben Oduya <boduya@fairhope.com>",
              subject="IG axes + floaters", date=date("11:15:30", "-0500"), text=text, attachments=[att])


LAYOUTS = [
    zennor_ust_workbook, bramcote_gilt_workbook,
    sihlfeld_ssa_xls, karlshamn_nordic_ssa_xls,
    tanjongrhu_asia_em, wieliczan_cee_workbook,
    redcastle_ig_frn, fairhope_ig_frn,
]
