"""Spreadsheets (8 layouts, 4 pairs; .xlsx and legacy .xls alternate within each pair)."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Font

from common import MIME_XLS, MIME_XLSX, Attachment, cusip, dealer_of, isin, mk, normalize_zip, quotes, sig

DATE = "Mon, 30 Nov 2026 08:05:00 -0500"


def xlsx(sheets, *, fmt=None, hidden=()):
    """sheets: [(title, rows)]; fmt: {(sheet, col): number_format}."""
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for title, rows in sheets:
        ws = wb.create_sheet(title)
        for r in rows:
            ws.append(list(r))
        for cell in ws[1]:
            cell.font = Font(bold=True)
        for (sh, col), f in (fmt or {}).items():
            if sh == title:
                for row in ws.iter_rows(min_row=2, min_col=col, max_col=col):
                    for cell in row:
                        if isinstance(cell.value, (int, float, dt.date)):
                            cell.number_format = f
        if title in hidden:
            ws.sheet_state = "hidden"
    wb.properties.creator = "desk"
    wb.properties.created = dt.datetime(2026, 11, 17, 6, 30)  # noqa: DTZ001 - document property, fixed
    wb.properties.modified = dt.datetime(2026, 11, 17, 6, 30)  # noqa: DTZ001
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def xls(sheets):
    wb = xlwt.Workbook()
    bold = xlwt.easyxf("font: bold on")
    datef = xlwt.easyxf(num_format_str="DD-MMM-YYYY")
    for title, rows in sheets:
        ws = wb.add_sheet(title)
        for i, r in enumerate(rows):
            for j, v in enumerate(r):
                if v is None:
                    continue
                if isinstance(v, dt.date):
                    ws.write(i, j, v, datef)
                else:
                    ws.write(i, j, v, bold if i == 0 else xlwt.Style.default_style)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def ax(name, data):
    return Attachment(name, data, MIME_XLSX, "xlsx")


def al(name, data):
    return Attachment(name, data, MIME_XLS, "xls")


def f(x):
    return float(x)


# ---------------------------------------------------------------- ig / hy


def haverigg_dutch_run():
    s = "Joost van Aerde <joost.vanaerde@haverigg.nl>"
    d = dealer_of(s)
    rows = [("Obligatie", "Coupon", "Vervaldatum", "Rating", "Bied spread", "Laat spread", "Bied koers", "Laat koers", "Nominaal (mln)", "Sector")]
    data = [
        ("ZWANENBURG NV", 3.625, dt.date(2031, 5, 20), "A-", 96, 91, 99.18, 99.42, 5, "Utilities", "ig"),
        ("OOSTERHOUT BANK", 4.125, dt.date(2029, 9, 12), "A", 88, 84, 100.86, 101.0, 10, "Financials", "ig"),
        ("DELFGAUW CHEMIE", 4.75, dt.date(2034, 2, 3), "BBB", 142, 136, 100.02, 100.45, 3, "Chemicals", "ig"),
        ("KROMMENIE GROUP", 6.5, dt.date(2030, 7, 15), "BB-", None, None, 101.25, 102.0, 2, "Industrials", "hy"),
        ("TIENHOVEN RETAIL", 8.0, dt.date(2029, 4, 1), "B", None, None, 94.5, 95.75, 1, "Retail", "hy"),
    ]
    gold = []
    for iss, c, m, rt, sb, sa, pb, pa, nom, sec, g in data:
        rows.append((iss, c, m, rt, sb, sa, pb, pa, nom, sec))
        key = f"{iss} {c:g} {m.isoformat()}"
        meas = {"price": (pb, pa)}
        if sb is not None:
            meas = {"spread": (sb, sa), "price": (pb, pa)}
        gold += quotes(key, g, d, size=(nom * 1e6, nom * 1e6), **meas)
    data_x = xlsx([("Koersen", rows)], fmt={("Koersen", 3): "DD-MM-YYYY"})
    return mk("haverigg-dutch-run", "xlsx", gold, sender=s, subject="Haverigg EUR credit koersen", date=DATE.replace("-0500", "+0100"),
              text=f"Goedemorgen, zie bijlage.\n\n{sig('Joost van Aerde', 'Credit Sales', 'Haverigg Effecten N.V.', '+31 20 555 0193')}\n",
              attachments=[ax("Haverigg_koersen_30112026.xlsx", data_x)])


def tansley_amt_out():
    s = "Maria Oduya <moduya@tansleyward.com>"
    d = dealer_of(s)
    head = ("Issuer", "Cpn", "Maturity", "Rating", "Bid Spd", "Ask Spd", "Bid Px", "Ask Px", "Spd Chg 1D", "Px Chg 1D", "Amt Out (MM)")
    data = [
        ("CHELWOOD MOTORS", 5.25, dt.date(2033, 3, 1), "BBB", 128, 123, 100.11, 100.45, -2, 0.12, 1250, "ig"),
        ("HARPENDEN INSURANCE", 4.6, dt.date(2030, 8, 15), "A", 79, 75, 99.74, 99.91, 1, -0.05, 800, "ig"),
        ("OSMINGTON REIT", 5.9, dt.date(2035, 1, 15), "BBB-", 171, 164, 99.02, 99.55, 3, -0.2, 600, "ig"),
        ("BRIXWORTH CABLE", 7.625, dt.date(2031, 6, 1), "B+", None, None, 100.5, 101.25, None, 0.25, 900, "hy"),
        ("WOLVERCOTE ENERGY", 9.25, dt.date(2030, 10, 15), "B-", None, None, 97.0, 98.0, None, -0.5, 500, "hy"),
    ]
    rows = [head]
    gold = []
    for iss, c, m, rt, sb, sa, pb, pa, sc, pc, amt, g in data:
        rows.append((iss, c, m, rt, sb, sa, pb, pa, sc, pc, amt))
        key = f"{iss} {c:g} {m.isoformat()}"
        meas = {"spread": (sb, sa), "price": (pb, pa)} if sb is not None else {"price": (pb, pa)}
        gold += quotes(key, g, d, **meas)
    data_x = xls([("Run", rows)])
    return mk("tansley-amt-out", "xlsx", gold, sender=s, subject="Tansley Ward run (xls)", date=DATE,
              text=f"Run attached - sizes on request.\n\n{sig('Maria Oduya', 'Credit Trading', 'Tansley Ward Securities', '+1 212 555 0129')}\n",
              attachments=[al("TW_run.xls", data_x)])


# ---------------------------------------------------------------- cds


def ruthwell_bid_ask_sheets():
    s = "Kofi Mensah <kmensah@ruthwell.co.uk>"
    d = dealer_of(s)
    names = ["AMBLESIDE PLC", "BECKERMET AG", "CLAPHAM SA", "DACRE NV"]
    tenors = ["3Y", "5Y", "7Y"]
    bids = [[44, 70, 92], [101, 139, 168], [58, 84, 107], [212, 268, 301]]
    asks = [[48, 74, 97], [108, 146, 176], [62, 88, 112], [225, 280, 315]]
    bsheet = [("Entity", "Tier", *tenors)] + [(n, "SNR", *b) for n, b in zip(names, bids, strict=True)]
    asheet = [("Entity", "Tier", *tenors)] + [(n, "SNR", *a) for n, a in zip(names, asks, strict=True)]
    notes = [("Notes",), ("Sheet BID holds our bids, sheet ASK our offers, bp running.",),
             ("Sizes: EUR 10mm per name.",), ("Ruthwell Securities Ltd, 12 Moorgate, London EC2R 6DA",)]
    gold = []
    for i, n in enumerate(names):
        for j, t in enumerate(tenors):
            gold += quotes(f"{n} SNR {t}", "cds", d, size=(10e6, 10e6), spread=(bids[i][j], asks[i][j]))
    data_x = xls([("BID", bsheet), ("ASK", asheet), ("Notes", notes)])
    return mk("ruthwell-bid-ask-sheets", "xlsx", gold, sender=s, subject="EUR CDS - bids / offers", date=DATE.replace("-0500", "+0000"),
              text=f"Curves attached (bids and offers on separate tabs).\n\n{sig('Kofi Mensah', 'CDS Trading', 'Ruthwell Securities', '+44 20 7946 0271')}\n",
              attachments=[al("Ruthwell_CDS.xls", data_x)])


def ashby_quote_convention():
    s = "Elena Mirkovic <emirkovic@ashbymeade.com>"
    d = dealer_of(s)
    head = ("Reference", "Tenor", "Running Cpn", "Quote Convention", "Bid", "Ask", "Size (MM)", "Recovery")
    data = [
        ("CDX HY 45", "5Y", 500, "Price", 107.25, 107.375, 25, 0.3),
        ("CDX IG 45", "5Y", 100, "Spread", 51.5, 52.0, 100, 0.4),
        ("STAINMORE CORP", "5Y", 500, "Upfront", -2.75, -2.25, 5, 0.4),
        ("GARSDALE INC", "5Y", 500, "Upfront", 6.5, 7.25, 5, 0.4),
        ("HAWES HOLDINGS", "5Y", 100, "Spread", 184, 192, 10, 0.4),
        ("KIRKBY MEDIA", "3Y", 500, "Upfront", 11.0, 12.5, 5, 0.25),
    ]
    rows = [head]
    gold = []
    for ref, ten, cpn, conv, b, a, sz, rec in data:
        rows.append((ref, ten, cpn, conv, b, a, sz, rec))
        qt = {"Price": "price", "Spread": "spread", "Upfront": "upfront"}[conv]
        gold += quotes(f"{ref} {ten}", "cds", d, size=(sz * 1e6, sz * 1e6), **{qt: (b, a)})
    data_x = xlsx([("CDS", rows)], fmt={("CDS", 8): "0%"})
    return mk("ashby-quote-convention", "xlsx", gold, sender=s, subject="CDS quotes", date=DATE,
              text=f"CDS quotes attached.\n\n{sig('Elena Mirkovic', 'Credit Derivatives', 'Ashby Meade & Co', '+1 212 555 0196')}\n",
              attachments=[ax("AshbyMeade_CDS.xlsx", data_x)])


# ---------------------------------------------------------------- muni / agency


def selside_muni_call_sheet():
    s = "Patrick Rainey <prainey@selside.com>"
    d = dealer_of(s)
    head = ("CUSIP", "Issuer", "Cpn", "Maturity", "Next Call", "Call Px", "Amount", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px")
    munis = [
        (cusip("79575EAB"), "SALT RIVER PROJ AZ", 5.0, dt.date(2047, 1, 1), dt.date(2034, 1, 1), 100, "1.5MM", 3.99, 3.93, 107.41, 107.92),
        (cusip("20775CXA"), "CONNECTICUT ST HFA", 4.0, dt.date(2041, 11, 15), dt.date(2032, 11, 15), 100, "750K", 3.78, 3.84, 101.22, 101.68),
        (cusip("64577BNA"), "NJ EDA SCH FACS", 5.25, dt.date(2039, 6, 15), dt.date(2033, 6, 15), 100, "2MM", 3.77, 3.70, 109.06, 109.61),
    ]
    agy_head = ("CUSIP", "Agency", "Cpn", "Maturity", "Next Call", "Bid Px", "Ofr Px", "YTW Bid", "YTW Ofr")
    agys = [
        (cusip("3130B5QR"), "FHLB", 4.55, dt.date(2030, 12, 20), dt.date(2026, 12, 20), 99.96, 100.04, 4.56, 4.54),
        (cusip("3134HBTS"), "FHLMC", 4.8, dt.date(2032, 12, 1), dt.date(2027, 3, 1), 99.88, 100.0, 4.83, 4.80),
    ]
    gold = []
    r1 = [head]
    for c, iss, cp, m, call, cpx, amt, yb, ya, pb, pa in munis:
        r1.append((c, iss, cp, m, call, cpx, amt, yb, ya, pb, pa))
        sz = {"1.5MM": 1.5e6, "750K": 7.5e5, "2MM": 2e6}[amt]
        gold += quotes(c, "muni", d, size=(sz, sz), yield_=(yb, ya), price=(pb, pa), review=("yield",) if yb < ya else ())
    r2 = [agy_head]
    for c, iss, cp, m, call, pb, pa, yb, ya in agys:
        r2.append((c, iss, cp, m, call, pb, pa, yb, ya))
        gold += quotes(c, "agency", d, size=(5e6, 5e6), price=(pb, pa), yield_=(yb, ya))
    r2 += [(), ("Agency callables: 5MM per side.",)]
    data_x = xlsx([("Munis", r1), ("Agency callables", r2)],
                  fmt={("Munis", 4): "MM/DD/YYYY", ("Munis", 5): "MM/DD/YYYY", ("Agency callables", 4): "MM/DD/YYYY",
                       ("Agency callables", 5): "MM/DD/YYYY"})
    return mk("selside-muni-call-sheet", "xlsx", gold, sender=s, subject="munis + callables", date=DATE,
              text=f"Two tabs attached.\n\n{sig('Patrick Rainey', 'Fixed Income', 'Selside Securities', '+1 404 555 0161')}\n",
              attachments=[ax("Selside_muni_agency.xlsx", data_x)])


def ribble_muni_concession():
    s = "Harriet Osei <hosei@ribblehead.com>"
    d = dealer_of(s)
    head = ("Description", "Rating", "Par ($M)", "YTM Bid", "YTM Ask", "Px Bid", "Px Ask", "Conc.", "Takedown")
    munis = [
        ("NYS URBAN DEV 5 03/15/40", "NYS URBAN DEV 5 2040-03-15", "AA+", 500, 3.72, 3.66, 110.35, 110.92, 0.25, 0.375),
        ("TEXAS A&M UNIV 4 05/15/44", "TEXAS A&M UNIV 4 2044-05-15", "AAA", 1000, 3.94, 3.88, 100.72, 101.18, 0.125, 0.25),
        ("DENVER CO ARPT 5.5 11/15/42", "DENVER CO ARPT 5.5 2042-11-15", "A+", 250, 4.11, 4.03, 112.04, 112.81, 0.5, 0.5),
    ]
    agys = [
        ("FNMA 4 1/4 05/15/29", "FNMA 4.25 2029-05-15", "AA+", 5000, 3.86, 3.83, 101.07, 101.16, None, None),
        ("FHLMC 4 1/2 09/10/31", "FHLMC 4.5 2031-09-10", "AA+", 5000, 4.05, 4.01, 102.14, 102.35, None, None),
    ]
    rows = [head]
    gold = []
    for desc, key, rt, par, yb, ya, pb, pa, conc, td in munis:
        rows.append((desc, rt, par, yb, ya, pb, pa, conc, td))
        gold += quotes(key, "muni", d, size=(par * 1000, par * 1000), yield_=(yb, ya), price=(pb, pa))
    rows.append(())
    rows.append(("AGENCIES",))
    for desc, key, rt, par, yb, ya, pb, pa, _c, _t in agys:
        rows.append((desc, rt, par, yb, ya, pb, pa))
        gold += quotes(key, "agency", d, size=(par * 1000, par * 1000), yield_=(yb, ya), price=(pb, pa))
    data_x = xls([("Offer sheet", rows)])
    return mk("ribble-muni-concession", "xlsx", gold, sender=s, subject="Muni/agy sheet", date=DATE,
              text=f"Sheet attached. Par in thousands.\n\n{sig('Harriet Osei', 'Municipal Desk', 'Ribblehead Capital', '+1 215 555 0178')}\n",
              attachments=[al("Ribblehead_sheet.xls", data_x)])


# ---------------------------------------------------------------- structured / loan


def mallerstang_italian_clo():
    s = "Giulia Ferrante <g.ferrante@mallerstang.it>"
    d = dealer_of(s)
    head = ("ISIN", "Operazione", "Classe", "Rating", "Prezzo Denaro", "Prezzo Lettera", "DM Denaro", "DM Lettera", "Importo (mln)")
    clo = [
        (isin("XS", "29117AB40"), "VALTELLINA CLO 5", "A", "AAA", 100.08, 100.22, 134, 129, 5),
        (isin("XS", "29117AC23"), "VALTELLINA CLO 5", "C", "A", 99.85, 100.15, 225, 215, 2),
        (isin("XS", "30075RD14"), "GARGANO CLO 2", "E", "BB-", 97.5, 98.5, 650, 620, 1),
    ]
    loan_head = ("Prestito", "Tranche", "Margine", "Scadenza", "Denaro", "Lettera")
    loans = [
        ("TREVISANI GROUP", "TLB", "E+375", "03/2031", 98.25, 98.75),
        ("BORMIO HOTELS", "TLB2", "E+425", "09/2030", 95.0, 96.0),
        ("CANAVESE PACKAGING", "TLB", "E+350", "06/2032", 100.0, 100.375),
    ]
    gold = []
    r1 = [head]
    for isn, op, cl, rt, pb, pa, db, da, imp in clo:
        r1.append((isn, op, cl, rt, pb, pa, db, da, imp))
        gold += quotes(isn, "structured", d, size=(imp * 1e6, imp * 1e6), price=(pb, pa), dm=(db, da))
    r2 = [loan_head]
    for b, t, m, sc, den, let in loans:
        r2.append((b, t, m, sc, den, let))
        gold += quotes(f"{b} {t} {m} {sc}", "loan", d, size=(2e6, 2e6), price=(den, let))
    r2 += [(), ("Taglio 2 mln per lato su tutti i prestiti.",)]
    data_x = xls([("CLO", r1), ("Prestiti", r2)])
    return mk("mallerstang-italian-clo", "xlsx", gold, sender=s, subject="CLO e prestiti - livelli", date=DATE.replace("-0500", "+0100"),
              text=f"Buongiorno, in allegato i livelli.\n\n{sig('Giulia Ferrante', 'Credit Trading', 'Mallerstang SIM S.p.A.', '+39 02 5555 0134')}\n",
              attachments=[al("Mallerstang_livelli.xls", data_x)])


def garrigill_loan_last_trade():
    s = "Sean Whitaker <swhitaker@garrigill.com>"
    d = dealer_of(s)
    head = ("Borrower", "Facility", "Spread", "Maturity", "Bid Side", "Offer Side", "Last Trade", "Trade Date", "Size (MM)")
    loans = [
        ("ALSTON MILLS", "TLB", "S+325", dt.date(2031, 4, 30), 99.5, 99.875, 99.625, dt.date(2026, 11, 24), 2),
        ("NENTHEAD MINING", "TL", "S+500", dt.date(2029, 12, 15), 98.25, 89.25, 88.0, dt.date(2026, 11, 20), 1),
        ("KILLHOPE LABS", "TLB", "S+375", dt.date(2032, 2, 28), 100.125, 100.5, 100.25, dt.date(2026, 11, 27), 3),
    ]
    abs_head = ("CUSIP", "Deal", "Class", "WAL", "Bid Side Sprd", "Offer Side Sprd", "Bid Side Px", "Offer Side Px", "Size (MM)")
    abss = [
        (cusip("03065WAD"), "ALLENDALE AUTO 2025-3", "A3", 1.8, 48, 43, 100.12, 100.2, 10),
        (cusip("14043KAG"), "CROSSFELL CARD 2024-1", "A", 2.9, 39, 35, 100.35, 100.46, 15),
        (cusip("92887LAC"), "WEARDALE EQUIP 2025-1", "B", 2.2, 92, 84, 99.71, 99.88, 3),
    ]
    gold = []
    r1 = [head]
    for b, fac, sp, m, bid, off, lt, td, sz in loans:
        r1.append((b, fac, sp, m, bid, off, lt, td, sz))
        gold += quotes(f"{b} {fac} {sp} {m.isoformat()}", "loan", d, size=(sz * 1e6, sz * 1e6), price=(bid, off),
                       review=("price",) if bid > off else ())
    r2 = [abs_head]
    for c, deal, cl, wal, sb, sa, pb, pa, sz in abss:
        r2.append((c, deal, cl, wal, sb, sa, pb, pa, sz))
        gold += quotes(c, "structured", d, size=(sz * 1e6, sz * 1e6), spread=(sb, sa), price=(pb, pa))
    data_x = xlsx([("Loans", r1), ("ABS", r2)],
                  fmt={("Loans", 4): "YYYY-MM-DD", ("Loans", 8): "YYYY-MM-DD"})
    return mk("garrigill-loan-last-trade", "xlsx", gold, sender=s, subject="Loans & ABS", date=DATE,
              text=f"Attached. ABS spreads vs the UST curve.\n\n{sig('Sean Whitaker', 'Credit Trading', 'Garrigill Partners', '+1 704 555 0145')}\n",
              attachments=[ax("Garrigill_loans_abs.xlsx", data_x)])


LAYOUTS = [
    haverigg_dutch_run, tansley_amt_out,
    ruthwell_bid_ask_sheets, ashby_quote_convention,
    selside_muni_call_sheet, ribble_muni_concession,
    mallerstang_italian_clo, garrigill_loan_last_trade,
]
