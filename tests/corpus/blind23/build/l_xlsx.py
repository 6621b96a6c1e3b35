"""Spreadsheets (4 pairs): agency inventories, loan level sheets, an everyday rates / CDS book, and a broker's legacy
.xls (munis in dev, structured in the hold-out)."""

from __future__ import annotations

import datetime as dt
import io
import random

import openpyxl
import xlwt
from openpyxl.styles import Font, PatternFill

from common import (
    AGENCY_PREFIX,
    MIME_XLS,
    MIME_XLSX,
    Attachment,
    cusip,
    date,
    dealer_of,
    lkey,
    mc,
    mdy2,
    mk,
    muni_px,
    normalize_zip,
    p32,
    pc,
    pxto,
    q,
    ust,
    yrs,
    yto,
    ytw,
)

BOLD = Font(bold=True)
GREY = PatternFill("solid", fgColor="D9D9D9")


def wb_new():
    wb = openpyxl.Workbook()
    wb.properties.creator = "desk"
    wb.properties.created = dt.datetime(2028, 1, 10, 6, 30)  # noqa: DTZ001 - workbook properties are naive
    wb.properties.modified = dt.datetime(2028, 1, 10, 6, 30)  # noqa: DTZ001 - workbook properties are naive
    return wb


def wb_bytes(wb) -> bytes:
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def d_(iso_d):
    y, m, d = (int(x) for x in iso_d.split("-"))
    return dt.datetime(y, m, d)  # noqa: DTZ001 - Excel date cells are naive


def att(name, data):
    return Attachment(name, data, MIME_XLSX, "xlsx")


def agency_xlsx_dev():
    """Title block over a header on row 6, sections (BULLETS / CALLABLES), maturities and calls as date cells, a
    `Qty (M)` column, price with YTC / YTM / YTW, a hidden desk-code column, offers only."""
    sender = "Clare Bexhill <clare.bexhill@bexhillsec.com>"
    d = dealer_of(sender)
    rng = random.Random(27)
    wb = wb_new()
    ws = wb.active
    ws.title = "Offerings"
    ws["A1"] = "BEXHILL SECURITIES - AGENCY OFFERINGS"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "As of 14-Jan-2028 08:10 ET | offer side only"
    ws["A3"] = "Qty in thousands; callables at par; YTW = lower of YTC and YTM"
    head = ["CUSIP", "Issuer", "Cpn", "Maturity", "Call Type", "Next Call", "Desk", "Qty (M)", "Offer Px", "YTC", "YTM", "YTW"]
    for k, h in enumerate(head, start=1):
        ws.cell(6, k, h).font = BOLD
    ws.column_dimensions["G"].hidden = True
    r = 7
    gold = []
    for sec, n in (("BULLETS", 4), ("CALLABLES", 7)):
        ws.cell(r, 1, sec).font = BOLD
        ws.cell(r, 1).fill = GREY
        r += 1
        for i in range(n):
            iss = ["FHLB", "FFCB", "FNMA", "FHLMC", "TVA", "FHLB", "FFCB"][i]
            mt = f"{2029 + rng.randrange(0, 8)}-{rng.choice([3, 6, 9, 12]):02d}-{rng.choice([10, 15, 22])}"
            cu = pc(AGENCY_PREFIX[iss], f"bex{sec}{i}")
            qty = rng.choice([1000, 2000, 3000, 5000])
            if sec == "BULLETS":
                c = rng.choice([3.75, 4.0, 4.25])
                px = round(float(pxto(c, ust(yrs(mt)) + 0.1, mt)), 3)
                ytm = yto(c, px, mt)
                vals = [cu, iss, c, d_(mt), None, None, "AG1", qty, px, None, float(ytm), float(ytm)]
                gold += q(cu, "agency", d, size=(None, qty * 1000), price=(None, f"{px:.3f}"), yield_=(None, ytm))
            else:
                c = rng.choice([4.75, 5.0, 5.125, 5.25])
                call = f"{rng.choice([2028, 2029])}-{rng.choice([4, 7, 10]):02d}-{mt[8:]}"
                px = rng.choice([99.75, 99.875, 100.125, 100.25])
                ytc, ytm = yto(c, px, call), yto(c, px, mt)
                vals = [cu, iss, c, d_(mt), rng.choice(["Qtrly", "1x", "Cont", "Euro"]), d_(call), "AG2", qty, px, float(ytc), float(ytm),
                        float(ytw(ytc, ytm))]
                gold += q(cu, "agency", d, size=(None, qty * 1000), price=(None, f"{px:.3f}"), yield_=(None, ytw(ytc, ytm)))
            for k, v in enumerate(vals, start=1):
                c_ = ws.cell(r, k, v)
                if isinstance(v, dt.datetime):
                    c_.number_format = "mm/dd/yy"
                elif k in (9,) or k in (10, 11, 12):
                    c_.number_format = "0.000"
                elif k == 8:
                    c_.number_format = "#,##0"
            r += 1
    ws.cell(r + 1, 1, "Subject to prior sale. Bexhill Securities LLC, member FINRA/SIPC. +1 212 555 0131")
    text = "Agency offerings attached (xlsx).\n\nClare Bexhill | Bexhill Securities | +1 212 555 0131\n"
    return mk("bexhill-agency-xlsx", "xlsx", gold, sender=sender, subject="Agency offerings 14-Jan", date=date("08:14:27", "-0500", 14), text=text,
              attachments=[att("Bexhill_Agency_0114.xlsx", wb_bytes(wb))],
              note="emph:title-block emph:hidden-cols emph:dates emph:sections emph:offer-only emph:size-unit emph:call-type emph:ytc-ytm "
                   "emph:yield-price", meta={"header_row": 6, "sections": ["BULLETS", "CALLABLES"]})


def agency_xlsx_hold():
    """Two sheets of levels (Bullets, Callables) and a Disclaimer sheet; yields stored as fractions formatted as percent
    beside the prices that bear them out; `Avail ($MM)`."""
    sender = "Rowan Coldharbour <rowan@coldharbourpartners.com>"
    d = dealer_of(sender)
    rng = random.Random(28)
    wb = wb_new()
    gold = []
    for sheet, n in (("Bullets", 5), ("Callables", 6)):
        ws = wb.active if sheet == "Bullets" else wb.create_sheet(sheet)
        ws.title = sheet
        ws["A1"] = f"Coldharbour Partners - {sheet} - OFFERS - 19 Jan 2028"
        ws["A1"].font = BOLD
        head = ["CUSIP", "Issuer", "Coupon", "Maturity", "Call", "Avail ($MM)", "Price", "Yield"] if sheet == "Callables" else \
            ["CUSIP", "Issuer", "Coupon", "Maturity", "Avail ($MM)", "Price", "Yield"]
        for k, h in enumerate(head, start=1):
            ws.cell(3, k, h).font = BOLD
        for i in range(n):
            iss = ["FHLB", "FFCB", "FNMA", "FHLMC", "FHLB", "TVA"][i]
            cu = pc(AGENCY_PREFIX[iss], f"cold{sheet}{i}")
            mt = f"{2030 + rng.randrange(0, 7)}-{rng.choice([2, 5, 8, 11]):02d}-{rng.choice([12, 20, 26])}"
            av = rng.choice([2, 5, 10, 15])
            if sheet == "Bullets":
                c = rng.choice([3.875, 4.0, 4.125])
                px = round(float(pxto(c, ust(yrs(mt)) + 0.09, mt)), 3)
                y = float(yto(c, px, mt))
                vals = [cu, iss, c, d_(mt), av, px, round(y / 100, 5)]
            else:
                c = rng.choice([4.8, 5.0, 5.2])
                call = f"2028-{rng.choice([4, 7, 10]):02d}-{mt[8:]}"
                px = rng.choice([99.8, 99.9, 99.95])
                y = float(ytw(yto(c, px, call), yto(c, px, mt)))
                vals = [cu, iss, c, d_(mt), f"Qtrly {mdy2(call)}", av, px, round(y / 100, 5)]
            row = 4 + i
            for k, v in enumerate(vals, start=1):
                cell = ws.cell(row, k, v)
                if isinstance(v, dt.datetime):
                    cell.number_format = "dd-mmm-yyyy"
                if k == len(vals):
                    cell.number_format = "0.000%"
            gold += q(cu, "agency", d, size=(None, av * 1_000_000), price=(None, f"{px:.3f}"), yield_=(None, f"{y:.3f}"))
    ws = wb.create_sheet("Disclaimer")
    ws["A1"] = "Coldharbour Partners LLC, member FINRA/SIPC. Offerings subject to prior sale. Desk +1 312 555 0144."
    text = "Offers attached - bullets and callables on separate tabs.\n\nRowan Coldharbour\nColdharbour Partners | +1 312 555 0144\n"
    return mk("coldharbour-agency-tabs", "xlsx", gold, sender=sender, subject="Agency offers 19-Jan", date=date("08:50:02", "-0600", 19), text=text,
              attachments=[att("Coldharbour_Agency_0119.xlsx", wb_bytes(wb))],
              note="emph:multi-sheet emph:dates emph:offer-only emph:size-unit emph:yield-price emph:multi-table", meta={})


def _loans(seed, n):
    rng = random.Random(seed)
    names = ["Arkengarthdale Foods", "Bolton Abbey Leisure", "Carperby Tools", "Downholme Energy Svcs", "Ellingstring Hospitals", "Fremington Auto Parts",
             "Gunnerside Logistics", "Hebden Gaming", "Ingleby Cross Software"]
    out = []
    for k in range(n):
        mg = rng.choice([300, 325, 350, 375, 400, 450])
        bid = rng.choice([95.5, 97.25, 98.375, 99.0, 99.5, 99.875, 100.125])
        out.append(dict(b=names[(k + len(seed)) % len(names)], f=rng.choice(["TLB", "TLB", "Term Loan B-1", "1L TL", "TLA"]), m=f"S+{mg}",
                        fl=rng.choice([0.5, 0.75, 0.0]), mat=f"{rng.choice([2029, 2030, 2031, 2032])}-{rng.randrange(1, 13):02d}-{rng.choice([15, 28, 30])}",
                        lin=f"LN{rng.randrange(100000, 999999)}", lx=f"LX{rng.randrange(100000, 999999)}", bid=bid, ask=bid + rng.choice([0.5, 0.75]),
                        fac=rng.choice([500, 750, 1100, 1450])))
    return out


def loans_xlsx_dev():
    """Loan levels: LIN and LoanX columns, margin, floor as a percent cell, maturity as a date cell (key: ISO as the
    cell shows it), facility size, bid / offer, prior bid and change; a Summary sheet; sizes in the title block."""
    sender = "Paul Drayford <pdrayford@drayfordcredit.com>"
    d = dealer_of(sender)
    wb = wb_new()
    ws = wb.active
    ws.title = "Levels"
    ws["A1"] = "DRAYFORD CREDIT - LOAN LEVELS"
    ws["A2"] = "12-Jan-2028 | prices in points | 1MM clips unless noted"
    ws["A3"] = "Margins over Term SOFR"
    head = ["LIN", "LoanX", "Borrower", "Facility", "Margin", "Floor", "Maturity", "Fac ($MM)", "Bid", "Offer", "Prior Bid", "Chg", "Note"]
    for k, h in enumerate(head, start=1):
        ws.cell(5, k, h).font = BOLD
    gold = []
    for i, x in enumerate(_loans("dray", 8)):
        note = {3: "2x2", 6: "5mm avail"}.get(i, "")
        vals = [x["lin"], x["lx"], x["b"], x["f"], x["m"], x["fl"] / 100, d_(x["mat"]), x["fac"], x["bid"], x["ask"], x["bid"] - 0.25, 0.25, note]
        for k, v in enumerate(vals, start=1):
            cell = ws.cell(6 + i, k, v)
            if k == 6:
                cell.number_format = "0.00%"
            if k == 7:
                cell.number_format = "yyyy-mm-dd"
            if k in (9, 10, 11):
                cell.number_format = "0.000"
        size = {3: "2x2", 6: "5mm"}.get(i, "1mm")
        gold += q(lkey(x["b"], x["f"], x["m"], x["mat"]), "loan", d, size=size, price=(f"{x['bid']:.3f}", f"{x['ask']:.3f}"))
    ws2 = wb.create_sheet("Summary")
    ws2["A1"] = "Loans shown"
    ws2["B1"] = 8
    ws2["A2"] = "Average bid"
    ws2["B2"] = "=AVERAGE(Levels!I6:I13)"
    text = "Loan levels attached.\n\nPaul Drayford | Drayford Credit | Loans | +1 212 555 0109\n"
    return mk("drayford-loan-levels", "xlsx", gold, sender=sender, subject="Loan levels 12-Jan", date=date("10:33:50", "-0500", 12), text=text,
              attachments=[att("Drayford_Loans_0112.xlsx", wb_bytes(wb))],
              note="emph:title-block emph:dates emph:multi-sheet emph:size-scope emph:near-numbers", meta={"header_row": 5})


def loans_xlsx_hold():
    """Loans with a two-row header (a Bid / Offer band over Px), numbers stored as text, a `Size (MM)` column, a lien
    section row, a total row."""
    sender = "Nina Eastleigh <nina.eastleigh@eastleighfunding.com>"
    d = dealer_of(sender)
    wb = wb_new()
    ws = wb.active
    ws.title = "Loans"
    ws["A1"] = "Eastleigh Funding - Secondary loan run - 21 Jan 2028"
    ws["A2"] = "Price in points; size in $MM per side"
    ws["A3"] = "Prices firm for 10 minutes"
    ws.append([])
    ws.append(["Borrower", "Facility", "Spread", "Floor", "Maturity", "Size (MM)", "Bid", "Offer"])
    ws.append(["", "", "", "", "", "", "Px", "Px"])
    for c in ws[5]:
        c.font = BOLD
    ws.append(["FIRST LIEN"])
    gold = []
    tot = 0
    for x in _loans("east", 7):
        sz = random.Random(x["lin"]).choice([1, 2, 3, 5])
        tot += sz
        mat_s = mdy2(x["mat"])
        ws.append([x["b"], x["f"], x["m"], f"{x['fl']:.2f}", mat_s, str(sz), f"{x['bid']:.3f}", f"{x['ask']:.3f}"])
        gold += q(lkey(x["b"], x["f"], x["m"], mat_s), "loan", d, size=(sz * 1_000_000, sz * 1_000_000), price=(f"{x['bid']:.3f}", f"{x['ask']:.3f}"))
    ws.append(["Total", "", "", "", "", tot])
    text = "Run attached.\n\nNina Eastleigh\nEastleigh Funding | Loan Trading | +1 415 555 0172\n"
    return mk("eastleigh-loan-run", "xlsx", gold, sender=sender, subject="Eastleigh loan run", date=date("07:44:36", "-0800", 21), text=text,
              attachments=[att("Eastleigh_Loans_0121.xlsx", wb_bytes(wb))],
              note="emph:title-block emph:text-numbers emph:sections emph:totals emph:size-unit", meta={"header_row": 5, "sections": ["FIRST LIEN"]})


def rates_cds_dev():
    """Everyday: a UST sheet with prices in 32nds stored as text and a CDS sheet (5Y spreads, 10x10 in its title)."""
    sender = "Fiona Gatcombe <fgatcombe@gatcombemarkets.com>"
    d = dealer_of(sender)
    wb = wb_new()
    ws = wb.active
    ws.title = "UST"
    ws["A1"] = "Gatcombe Markets - UST run 20-Jan-2028 - 50x50"
    ws.append([])
    ws.append(["Security", "Coupon", "Maturity", "Bid", "Ask", "Yld (mid)"])
    gold = []
    for c, mt in ((3.75, "2030-01-31"), (3.875, "2032-12-31"), (4.0, "2035-11-15"), (4.25, "2037-11-15"), (4.5, "2057-11-15")):
        px = round(float(pxto(c, ust(yrs(mt)), mt)) * 128) / 128
        b, a = p32(px), p32(px + 1 / 128)
        ws.append(["T", c, mdy2(mt), b, a, round(ust(yrs(mt)), 3)])
        gold += q(f"T {c:g} {mt}", "government", d, size="50mm", price=(b, a))
    ws2 = wb.create_sheet("CDS")
    ws2["A1"] = "Single-name CDS 5Y (bp), 10x10"
    ws2.append([])
    ws2.append(["Reference entity", "Bid", "Ask", "Chg"])
    for name, b, a, ch in (("LEYBURN HOLDINGS", 112, 118, -2), ("MIDDLEHAM GROUP", 64, 68, 1), ("NORTHALLERTON STEEL", 241, 252, 4),
                           ("OTTERINGTON PHARMA", 49, 53, 0)):
        ws2.append([name, b, a, ch])
        gold += q(f"{name} 5Y", "cds", d, size="10x10", spread=(str(b), str(a)))
    text = "Run attached: UST tab (50x50) and CDS tab (10x10).\n\nFiona Gatcombe | Gatcombe Markets | +1 212 555 0116\n"
    return mk("gatcombe-ust-cds-book", "xlsx", gold, sender=sender, subject="UST / CDS", date=date("07:12:59", "-0500", 20), text=text,
              attachments=[att("Gatcombe_Run_0120.xlsx", wb_bytes(wb))],
              note="emph:everyday emph:32nds-text emph:multi-table emph:size-scope", meta={})


def ig_cds_hold():
    """Everyday: IG bonds on spread with price, a hidden ISIN-free desk column, a CDS tab of 5Y and 10Y columns."""
    sender = "Sam Ingram <sam.ingram@ingramsec.com>"
    d = dealer_of(sender)
    wb = wb_new()
    ws = wb.active
    ws.title = "IG"
    ws["A1"] = "Ingram Securities - IG run - 13 Jan 2028"
    ws["A2"] = "Sizes 3MM per side unless noted"
    ws.append([])
    ws.append(["Issuer", "Cpn", "Maturity", "Bmk", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask", "Size"])
    gold = []
    for iss, c, mt, sb in (("PATELEY BRIDGE UTIL", 4.95, "2034-06-01", 108), ("RAMSGILL BANK", 5.15, "2033-09-15", 122),
                           ("SKELLGILL MOTORS", 5.5, "2036-03-01", 163), ("THRUSCROSS FOODS", 4.7, "2031-05-20", 81)):
        sa = sb - 5
        pb, pa = pxto(c, ust(yrs(mt)) + sb / 100, mt), pxto(c, ust(yrs(mt)) + sa / 100, mt)
        sz = "5x5" if sb == 163 else ""
        ws.append([iss, c, mdy2(mt), "UST", sb, sa, float(pb), float(pa), sz])
        gold += q(f"{iss} {c:g} {mt}", "ig", d, size=sz or "3mm", spread=(str(sb), str(sa)), price=(pb, pa))
    ws2 = wb.create_sheet("CDS")
    ws2.append(["CDS (bp), 10x10"])
    ws2.append(["Name", "5Y Bid", "5Y Ask", "10Y Bid", "10Y Ask"])
    for name, b5, b10 in (("UREDALE CHEMICALS", 97, 141), ("WENSLEY TELECOM", 58, 92)):
        ws2.append([name, b5, b5 + 5, b10, b10 + 7])
        gold += q(f"{name} 5Y", "cds", d, size="10x10", spread=(str(b5), str(b5 + 5)))
        gold += q(f"{name} 10Y", "cds", d, size="10x10", spread=(str(b10), str(b10 + 7)))
    text = "IG / CDS run attached.\n\nSam Ingram | Ingram Securities | +1 212 555 0104\n"
    return mk("ingram-ig-cds-book", "xlsx", gold, sender=sender, subject="IG / CDS 13-Jan", date=date("07:58:33", "-0500", 13), text=text,
              attachments=[att("Ingram_IG_CDS_0113.xlsx", wb_bytes(wb))], note="emph:everyday emph:multi-table emph:size-scope", meta={})


def _xls(rows_by_sheet, fmts=None) -> bytes:
    wb = xlwt.Workbook()
    fmts = fmts or {}
    for name, rows in rows_by_sheet:
        ws = wb.add_sheet(name)
        for r, row in enumerate(rows):
            for c, v in enumerate(row):
                st = fmts.get((name, c))
                if v is None:
                    continue
                if st is not None and r > 0 and isinstance(v, (int, float)):
                    ws.write(r, c, v, st)
                else:
                    ws.write(r, c, v)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def muni_xls_dev():
    """A legacy .xls muni offering list from a broker's system: `Par (000)`, coupon, maturity text, call, yield, price,
    `Conc`; the mail calls the levels offerings."""
    sender = "Ivy Jessop <ijessop@jessopmuni.com>"
    d = dealer_of(sender)
    rng = random.Random(33)
    rows = [["JESSOP MUNICIPAL - OFFERINGS 18-JAN-2028"], [], ["CUSIP", "State", "Description", "Coupon", "Maturity", "Call", "Par (000)", "Yield", "Price",
                                                               "Conc", "Rating"]]
    gold = []
    for i, (st, desc) in enumerate([("MI", "Michigan St Bldg Auth Rev"), ("AZ", "Phoenix AZ Civic Impt Corp Wtr"), ("CO", "Denver CO City & Cnty Arpt AMT"),
                                    ("MN", "Minnesota St GO Various Purp"), ("VA", "Virginia Coll Bldg Auth"), ("WI", "Wisconsin St Transn Rev")]):
        cu = mc(f"jess{i}")
        mt = f"{rng.choice([2033, 2036, 2040, 2044])}-{rng.choice([3, 5, 10]):02d}-01"
        c = rng.choice([4.0, 5.0])
        call = f"{rng.choice([2032, 2034])}-{mt[5:7]}-01" if int(mt[:4]) > 2034 else None
        y = 2.6 + (int(mt[:4]) - 2030) * 0.07
        px = muni_px(c, y, mt, call)
        par = rng.choice([100, 200, 500, 1500])
        rows.append([cu, st, desc, c, mdy2(mt), mdy2(call) if call else "NC", par, round(y, 3), round(px, 3), 0.25, rng.choice(["AA", "AA+", "A+"])])
        gold += q(cu, "muni", d, size=(None, par * 1000), yield_=(None, f"{y:.3f}"), price=(None, f"{px:.3f}"))
    data = _xls([("Offerings", rows)])
    text = ("Good morning - today's offerings attached (xls). All subject to prior sale.\n\n"
            "Ivy Jessop\nJessop Municipal Securities | +1 312 555 0175\n")
    return mk("jessop-muni-xls", "xlsx", gold, sender=sender, subject="Muni offerings (xls)", date=date("08:27:16", "-0600", 18), text=text,
              attachments=[Attachment("Jessop_Offerings_0118.xls", data, MIME_XLS, "xls")],
              note="xlsx:xls emph:offer-only emph:size-unit emph:near-numbers emph:yield-price", meta={})


def structured_xls_hold():
    """A legacy .xls of non-agency RMBS and CLO offers: factor, original face, current face, WAL, offer price and
    yield (RMBS) or DM (CLO); `Offered (MM)` column."""
    sender = "Ken Kettering <kkettering@ketteringpartners.com>"
    d = dealer_of(sender)
    rows = [["Kettering Partners - Structured offers - 17-Jan-2028"], ["Offers only"],
            ["CUSIP", "Deal", "Class", "Factor", "Orig Face", "Curr Face", "WAL", "Offered (MM)", "Offer Px", "Offer Yld / DM"]]
    gold = []
    items = [("QUERNMORE MTG TR 2024-INV1", "A1", "yield", 97.75, "6.42"), ("RIBCHESTER RESI 2023-NQM3", "A2", "yield", 96.5, "6.88"),
             ("SLAIDBURN CLO 2024-2A", "C", "dm", 100.05, "+232"), ("TOSSIDE CLO 2025-1A", "D", "dm", 99.25, "+398"),
             ("URSWICK PRIME MTG 2025-J3", "B2", "yield", 93.9, "7.35")]
    for i, (deal, cls, meas, px, lvl) in enumerate(items):
        cu = cusip(f"{deal[:3]}{i}9{i + 2}{cls[0]}{i}")
        fac = 1.0 if meas == "dm" else round(0.5 + i * 0.07, 4)
        orig = [30, 25, 40, 20, 15][i]
        off = [3, 2, 5, 2, 1][i]
        rows.append([cu, deal, cls, fac, orig * 1_000_000, round(orig * fac * 1_000_000), round(2.5 + i * 0.8, 2), off, px, lvl])
        gold += q(cu, "structured", d, size=(None, off * 1_000_000), price=(None, f"{px}"), **{meas: (None, lvl.lstrip("+"))})
    data = _xls([("Offers", rows)])
    text = "Structured offers attached (xls).\n\nKen Kettering | Kettering Partners (London) | +44 20 7946 0655\n"
    return mk("kettering-structured-xls", "xlsx", gold, sender=sender, subject="Structured offers", date=date("13:45:08", "+0000", 17), text=text,
              attachments=[Attachment("Kettering_Offers_0117.xls", data, MIME_XLS, "xls")],
              note="xlsx:xls emph:offer-only emph:size-unit emph:near-numbers", meta={})


LAYOUTS = [agency_xlsx_dev, agency_xlsx_hold, loans_xlsx_dev, loans_xlsx_hold, rates_cds_dev, ig_cds_hold, muni_xls_dev, structured_xls_hold]
