"""Word (F12-F15), spreadsheet (F16-F18) and plain-text (F19-F20) families."""

from __future__ import annotations

import datetime as dt
import io
import re

import openpyxl
from base import LDN, NY, agency_cusip, bill_cusip, dealer_of, dn_cusip, maturity, mk, rnd, us, years
from common import (
    Q,
    approx_yield,
    cpnkey,
    cusip,
    frac,
    normalize_zip,
    p32,
    price_from_yield,
    r256,
    yield_from_price,
)
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt
from openpyxl.styles import Font, PatternFill
from people import ABS, CLO, CMBS, DEALERS, LOANS

AGENCIES = ["FHLB", "FFCB", "FNMA", "FHLMC", "FAMC"]


def sender(fam, v):
    name, addr, firm = DEALERS[fam][v]
    return f"{name} <{addr}>", dealer_of(addr), firm, name


def sig(name, firm, phone):
    return f"\n\n{name}\n{firm}\nT {phone}\n"


# ---------------------------------------------------------------- docx helpers
def new_doc(font="Calibri", size=10):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    return d


def put(cell, text, bold=False, right=False, size=None):
    cell.text = ""
    p = cell.paragraphs[0]
    r = p.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    if right:
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT


def docx_bytes(d, author):
    d.core_properties.author = author
    d.core_properties.last_modified_by = author
    b = io.BytesIO()
    d.save(b)
    return normalize_zip(b.getvalue())


def two_row_header(t, spec):
    """spec: list of (top, [subs]) ; a top with no subs spans both rows."""
    c = 0
    for top, subs in spec:
        if not subs:
            t.cell(0, c).merge(t.cell(1, c))
            put(t.cell(0, c), top, bold=True)
            c += 1
        else:
            if len(subs) > 1:
                t.cell(0, c).merge(t.cell(0, c + len(subs) - 1))
            put(t.cell(0, c), top, bold=True)
            for i, s in enumerate(subs):
                put(t.cell(1, c + i), s, bold=True, right=True)
            c += len(subs)


# ============================================================== F12 Word: agency callables, merged issuer cells
def f12(v, rng):
    frm, dealer, firm, name = sender(12, v)
    today = [dt.date(2027, 2, 4), dt.date(2027, 3, 11)][v]
    groups = []
    quotes = []
    for iss in rng.sample(AGENCIES, 4):
        rows = []
        for _ in range(rng.randint(2, 4)):
            cpn = rng.choice([4.2, 4.35, 4.5, 4.625, 4.75, 4.875, 5.0, 5.125, 5.3])
            mat = maturity(rng, today, 3, 14)
            cd = today + dt.timedelta(days=rng.choice([91, 182, 365, 730]))
            px = round(rng.uniform(98.75, 100.9), 3)
            ytm = round(approx_yield(px, cpn, years(today, mat)), 3)
            ytc = round(approx_yield(px, cpn, years(today, cd)), 3)
            av = rng.choice([1, 2, 3, 5, 8, 10])
            rows.append([f"{cpn:.3f}", us(mat, False), us(cd, False), rng.choice(["Qtrly", "Anytime", "1x"]),
                         f"{px:.3f}", f"{ytc:.3f}", f"{ytm:.3f}", str(av)])
            key = f"{iss} {cpnkey(cpn)} {mat.isoformat()}"
            quotes.append(Q(key, "agency", "price", None, px, None, av * 1e6, dealer))
            quotes.append(Q(key, "agency", "yield", None, min(ytc, ytm), None, av * 1e6, dealer))
        groups.append((iss, rows))
    d = new_doc("Arial", 9)
    d.add_paragraph().add_run(f"MEMORANDUM - {firm}").bold = True
    d.add_paragraph(f"Date: {today.strftime('%B %d, %Y')}\nTo: Portfolio Managers\nRe: Callable agency offerings")
    d.add_paragraph("Below are this morning's callable agency offerings. Prices are offer side; yields shown "
                    "to the first call and to maturity. Settlement next day.")
    n = sum(len(r) for _, r in groups)
    t = d.add_table(rows=2 + n, cols=9)
    t.style = "Table Grid"
    two_row_header(t, [("Issuer", []), ("Cpn", []), ("Maturity", []), ("Call", ["First Call", "Freq"]),
                       ("Offer", ["Price", "YTC", "YTM"]), ("Avail (MM)", [])])
    r = 2
    for iss, rows in groups:
        if len(rows) > 1:
            t.cell(r, 0).merge(t.cell(r + len(rows) - 1, 0))
        put(t.cell(r, 0), iss, bold=True)
        for row in rows:
            for ci, val in enumerate(row):
                put(t.cell(r, ci + 1), val, right=ci != 3)
            r += 1
    d.add_paragraph("")
    d.add_paragraph("Call with questions: +1 704 555 0112. Minimum piece 100M, increments 1M.")
    att = [(f"Callable_Offerings_{today.strftime('%m-%d-%Y')}.docx", "docx", docx_bytes(d, firm))]
    body = "Please see the attached memo with today's callable offerings." + sig(name, firm, "+1 704 555 0112")
    slug = ["23-docx-agency-callables-merged-issuer-two-row-header", "24-memo"][v]
    return mk(12, v, slug, frm, dt.datetime.combine(today, dt.time(8, 12), NY), "Callable agency offerings",
              body, att, "docx", quotes)


# ============================================================== F13 Word: CLO DM and price, group rows merged across
def f13(v, rng):
    frm, dealer, firm, name = sender(13, v)
    today = [dt.date(2027, 1, 21), dt.date(2027, 2, 9)][v]
    dflt = [2, 3][v]
    quotes = []
    groups = []
    tiers = [("AAA", ["A1", "A"], 110, 140, 99.9, 100.5), ("AA / A", ["B", "C"], 160, 230, 99.2, 100.2),
             ("BBB / BB", ["D", "D-R", "E"], 300, 680, 91.0, 99.5)]
    seen = set()
    for label, classes, lo, hi, plo, phi in tiers:
        rows = []
        for _ in range(3):
            while True:
                deal = rng.choice(CLO[v])
                cls = rng.choice(classes)
                if (deal, cls) not in seen:
                    seen.add((deal, cls))
                    break
            rtg = {"A1": "AAA", "A": "AAA", "B": "AA", "C": "A", "D": "BBB-", "D-R": "BBB-", "E": "BB-"}[cls]
            wal = round(rng.uniform(2.0, 7.0), 1)
            mg = rng.randint(lo, hi)
            db = mg + rng.randint(-10, 15)
            da = db - rng.choice([5, 6, 8, 10])
            pb = round(rng.uniform(plo, phi) * 8) / 8
            pa = pb + rng.choice([0.125, 0.25, 0.375])
            sz = ""
            s = dflt * 1e6
            if rng.random() < 0.3:
                k = rng.choice([1, 4, 5])
                sz = f"{k}x{k}"
                s = k * 1e6
            key = f"{deal} {cls}".upper()
            one_sided = rng.random() < 0.12
            if one_sided:
                rows.append([deal, cls, rtg, f"{wal:.1f}", f"3mS+{mg}", str(db), "--", f"{pb:.3f}", "--", sz])
                quotes.append(Q(key, "structured", "dm", db, None, s, None, dealer))
                quotes.append(Q(key, "structured", "price", pb, None, s, None, dealer))
            else:
                rows.append([deal, cls, rtg, f"{wal:.1f}", f"3mS+{mg}", str(db), str(da), f"{pb:.3f}", f"{pa:.3f}",
                             sz])
                quotes.append(Q(key, "structured", "dm", db, da, s, s, dealer))
                quotes.append(Q(key, "structured", "price", pb, pa, s, s, dealer))
        groups.append((label, rows))
    d = new_doc("Calibri", 9)
    d.add_paragraph(f"{firm} - CLO secondary levels, {today.strftime('%d %b %Y')}")
    d.add_paragraph("Tone firmer in AAA; mezz two-way flows. Any questions, shout.")
    d.add_paragraph(f"CLO secondary - {dflt}MM per side unless noted")
    n = sum(len(r) + 1 for _, r in groups)
    t = d.add_table(rows=2 + n, cols=10)
    t.style = "Table Grid"
    two_row_header(t, [("Deal", []), ("Class", []), ("Rtg", []), ("WAL", []), ("Cpn", []), ("DM", ["Bid", "Offer"]),
                       ("Price", ["Bid", "Offer"]), ("Size", [])])
    r = 2
    for label, rows in groups:
        t.cell(r, 0).merge(t.cell(r, 9))
        put(t.cell(r, 0), label, bold=True)
        r += 1
        for row in rows:
            for ci, val in enumerate(row):
                put(t.cell(r, ci), val, right=ci >= 3)
            r += 1
    att = [(f"CLO_levels_{today.strftime('%Y%m%d')}.docx", "docx", docx_bytes(d, firm))]
    body = "CLO secondary levels attached (Word)." + sig(name, firm, "+1 212 555 0181")
    slug = ["25-docx-clo-dm-price-bands-group-rows", "26-secondary-levels"][v]
    return mk(13, v, slug, frm, dt.datetime.combine(today, dt.time(10, 20), NY), "CLO levels", body, att, "docx",
              quotes)


# ============================================================== F14 Word: loan memo, today / prior bands, average row
def f14(v, rng):
    frm, dealer, firm, name = sender(14, v)
    today = [dt.date(2027, 3, 1), dt.date(2027, 1, 25)][v]
    dflt = [1, 2][v]
    quotes = []
    groups = []
    bids, offs = [], []
    for b in rng.sample(LOANS[v], 5):
        rows = []
        for f in rng.sample(["TLB", "TLB-2", "Incremental TLB", "2L TL", "Revolver"], rng.randint(1, 3)):
            m = rng.choice([300, 325, 350, 400, 425, 475]) + (350 if f == "2L TL" else 0)
            mt = f"{rng.choice(['Mar', 'Jun', 'Sep', 'Dec', 'Apr', 'Oct'])}-{rng.randint(28, 32)}"
            bid = round(rng.uniform(88, 100.4) * 8) / 8
            ask = bid + rng.choice([0.25, 0.5, 0.75])
            pb, pa = bid - rng.choice([0.125, 0.25, -0.25, 0]), ask - rng.choice([0.125, 0.25, -0.25, 0])
            szc = ""
            s = dflt * 1e6
            if rng.random() < 0.3:
                k = rng.choice([3, 5, 0.5])
                szc = f"{k:g}"
                s = k * 1e6
            rows.append([f, f"S+{m}", mt, f"{bid:.3f}", f"{ask:.3f}", f"{pb:.3f}", f"{pa:.3f}", szc])
            bids.append(bid)
            offs.append(ask)
            quotes.append(Q(f"{b} {f} S+{m} {mt}".upper(), "loan", "price", bid, ask, s, s, dealer))
        groups.append((b, rows))
    d = new_doc("Times New Roman", 10)
    d.add_paragraph().add_run("Leveraged Finance - Secondary Loan Update").bold = True
    d.add_paragraph(f"{today.strftime('%d %B %Y')}. Loans had a constructive week: the index returned 0.21% and "
                    "repricings resumed, with 14 launched for $9.6bn. CLO formation ran at $3.1bn.")
    d.add_paragraph(f"Secondary loan levels ({dflt}MM per side unless noted)")
    n = sum(len(r) for _, r in groups)
    t = d.add_table(rows=2 + n + 1, cols=9)
    t.style = "Table Grid"
    two_row_header(t, [("Borrower", []), ("Facility", []), ("Spread", []), ("Maturity", []),
                       ("Today", ["Bid", "Offer"]), ("Prior Close", ["Bid", "Offer"]), ("Size (MM)", [])])
    r = 2
    for b, rows in groups:
        if len(rows) > 1:
            t.cell(r, 0).merge(t.cell(r + len(rows) - 1, 0))
        put(t.cell(r, 0), b)
        for row in rows:
            for ci, val in enumerate(row):
                put(t.cell(r, ci + 1), val, right=ci >= 3)
            r += 1
    put(t.cell(r, 0), "Average", bold=True)
    put(t.cell(r, 4), f"{sum(bids) / len(bids):.3f}", right=True)
    put(t.cell(r, 5), f"{sum(offs) / len(offs):.3f}", right=True)
    d.add_paragraph("Prior close as of 4pm yesterday. Levels indicative.")
    att = [(f"Loan_Update_{today.strftime('%Y%m%d')}.docx", "docx", docx_bytes(d, firm))]
    body = "Weekly loan update attached." + sig(name, firm, "+1 415 555 0176")
    slug = ["27-docx-loan-memo-today-prior-bands-average", "28-weekly-update"][v]
    return mk(14, v, slug, frm, dt.datetime.combine(today, dt.time(16, 40), NY), "Secondary loan update", body, att,
              "docx", quotes)


# ============================================================== F15 Word: gilts / Bunds, bid and offer bands
def f15(v, rng):
    frm, dealer, firm, name = sender(15, v)
    today = [dt.date(2027, 2, 15), dt.date(2027, 1, 29)][v]
    quotes, groups = [], []
    for label, tick, y0 in (("UK GILTS (GBP)", "UKT", 4.2), ("GERMAN BUNDS (EUR)", "DBR", 2.55)):
        rows = []
        for _ in range(5):
            mat = maturity(rng, today, 1, 28, days=(7, 22, 31) if tick == "UKT" else (15,))
            yrs = years(today, mat)
            yb = round(y0 + rng.uniform(-0.35, 0.5) + yrs * 0.012, 3)
            ya = round(yb - rng.choice([0.006, 0.008, 0.01, 0.012]), 3)
            cpn = round(yb * 8) / 8 + rng.choice([-0.5, -0.25, 0, 0.25])
            pb = round(price_from_yield(cpn, yb, yrs), 3)
            pa = round(price_from_yield(cpn, ya, yrs), 3)
            if pa <= pb:
                pa = pb + 0.01
            sz = rng.choice([5, 10, 15, 25])
            bond = f"{tick} {frac(cpn) if tick == 'UKT' else f'{cpn:g}'} {mat.strftime('%d-%b-%Y')}"
            rows.append([bond, f"{pb:.3f}", f"{yb:.3f}", f"{pa:.3f}", f"{ya:.3f}", rng.choice(["-0.8", "+1.1", "0.0"]),
                         str(sz)])
            key = f"{tick} {cpnkey(cpn)} {mat.isoformat()}"
            quotes.append(Q(key, "government", "price", pb, pa, sz * 1e6, sz * 1e6, dealer))
            quotes.append(Q(key, "government", "yield", yb, ya, sz * 1e6, sz * 1e6, dealer))
        groups.append((label, rows))
    d = new_doc("Arial", 9)
    d.add_paragraph(f"{firm} | European Government Bonds | {today.strftime('%d/%m/%Y')}")
    d.add_paragraph("Clean prices. Yields annual (Bunds) / semi-annual (gilts). Chg in bp on the day.")
    n = sum(len(r) + 1 for _, r in groups)
    t = d.add_table(rows=2 + n, cols=7)
    t.style = "Table Grid"
    two_row_header(t, [("Bond", []), ("Bid", ["Price", "Yield"]), ("Offer", ["Price", "Yield"]), ("Chg", []),
                       ("Size (mm)", [])])
    r = 2
    for label, rows in groups:
        t.cell(r, 0).merge(t.cell(r, 6))
        put(t.cell(r, 0), label, bold=True)
        r += 1
        for row in rows:
            for ci, val in enumerate(row):
                put(t.cell(r, ci), val, right=ci > 0)
            r += 1
    att = [(f"EGB_{today.strftime('%d%m%Y')}.docx", "docx", docx_bytes(d, firm))]
    body = "Gilts and Bunds attached." + sig(name, firm, "+44 20 7946 0188")
    slug = ["29-docx-gilts-bunds-bid-offer-price-yield-bands", "30-govt-page"][v]
    return mk(15, v, slug, frm, dt.datetime.combine(today, dt.time(9, 5), LDN), "EGB levels", body, att, "docx",
              quotes)


# ---------------------------------------------------------------- xlsx helpers
def xlsx_bytes(wb, cached):
    b = io.BytesIO()
    wb.save(b)

    def patch(name, txt):
        if not name.startswith("xl/worksheets/"):
            return txt

        def rep(m):
            ref = m.group(1)
            if ref in cached:
                return f'<c r="{ref}"{m.group(2)}><f>{m.group(3)}</f><v>{cached[ref]!r}</v></c>'
            return m.group(0)

        return re.sub(r'<c r="([A-Z]+\d+)"([^>]*)><f>([^<]*)</f><v\s*/?>(?:</v>)?</c>', rep, txt)

    return normalize_zip(b.getvalue(), patch)


BOLD = Font(bold=True)
GREY = PatternFill("solid", fgColor="D9D9D9")


# ============================================================== F16 xlsx: UST in 32nds text, hidden decimals, % yields
def f16(v, rng):
    frm, dealer, firm, name = sender(16, v)
    today = [dt.date(2027, 2, 1), dt.date(2027, 3, 18)][v]
    sz = [25, 50][v]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "UST"
    ws["A1"] = f"UST run - {sz}x{sz}"
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = today.strftime("%d-%b-%Y") + " 07:55 NY"
    hdr = ["CUSIP", "Security", "Bid", "Ask", "bid_dec", "ask_dec", "Bid Yld", "Ask Yld", "Chg (32nds)"]
    for i, h in enumerate(hdr):
        c = ws.cell(4, i + 1, h)
        c.font = BOLD
        c.fill = GREY
    ws.column_dimensions["E"].hidden = True
    ws.column_dimensions["F"].hidden = True
    ws.column_dimensions["B"].width = 20
    used: set = set()
    cached = {}
    quotes = []
    r = 5
    for _ in range(12):
        mat = maturity(rng, today, 1, 29, days=(15, 31, 30))
        yrs = years(today, mat)
        y = 3.9 + yrs * 0.025 + rng.uniform(-0.1, 0.1)
        cpn = round(y * 8) / 8 + rng.choice([-0.25, 0, 0.125, 0.25, -0.125])
        bid = r256(price_from_yield(cpn, y, yrs))
        ask = bid + rng.choice([1, 2, 4, 8]) / 256
        cu = cusip("91282C" + rnd(rng, 2)) if mat.year < 2040 else cusip("912810" + rnd(rng, 2))
        while cu in used:
            cu = cusip("91282C" + rnd(rng, 2))
        used.add(cu)
        yb = round(yield_from_price(cpn, bid, yrs), 3)
        ya = round(yield_from_price(cpn, ask, yrs), 3)
        while ya >= yb:
            ask += 2 / 256
            ya = round(yield_from_price(cpn, ask, yrs), 3)
        ws.cell(r, 1, cu)
        ws.cell(r, 2, f"T {frac(cpn)} {us(mat)}")
        ws.cell(r, 3, p32(bid))
        ws.cell(r, 4, p32(ask))
        h, e = int(bid), round((bid - int(bid)) * 256)
        ws.cell(r, 5, f"={h}+{e / 8:g}/32")
        cached[f"E{r}"] = bid
        h, e = int(ask), round((ask - int(ask)) * 256)
        ws.cell(r, 6, f"={h}+{e / 8:g}/32")
        cached[f"F{r}"] = ask
        for col, val in ((7, yb), (8, ya)):
            c = ws.cell(r, col, round(val / 100, 5))
            c.number_format = "0.000%"
        ws.cell(r, 9, rng.choice(["+1", "-2", "unch", "+0+", "-1+"]))
        quotes.append(Q(cu, "government", "price", bid, ask, sz * 1e6, sz * 1e6, dealer))
        quotes.append(Q(cu, "government", "yield", round(yb, 3), round(ya, 3), sz * 1e6, sz * 1e6, dealer))
        r += 1
    ws.cell(r + 1, 1, "Yields on the bid / ask price, street convention.")
    att = [(f"UST_run_{today.strftime('%Y%m%d')}.xlsx", "xlsx", xlsx_bytes(wb, cached))]
    body = "UST run attached." + sig(name, firm, "+1 212 555 0150")
    slug = ["31-xlsx-ust-32nds-text-hidden-decimals-pct-yields", "32-rates-sheet"][v]
    return mk(16, v, slug, frm, dt.datetime.combine(today, dt.time(7, 58), NY), f"UST run {sz}x{sz}", body, att,
              "xlsx", quotes)


# ============================================================== F17 xlsx: agency bullets + discount notes sections
def f17(v, rng):
    frm, dealer, firm, name = sender(17, v)
    today = [dt.date(2027, 1, 14), dt.date(2027, 2, 23)][v]
    bsz, dsz = [(10, 50), (5, 25)][v]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Agency"
    ws["A1"] = "Agency / SSA run"
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = f"Sizes: bullets {bsz}MM, discount notes {dsz}MM"
    ws["A4"] = "BULLETS"
    ws["A4"].font = BOLD
    for i, h in enumerate(["Issuer", "Cpn", "Maturity", "Bid Sprd", "Ask Sprd", "Bid Px", "Ask Px", "px_mid"]):
        ws.cell(5, i + 1, h).font = BOLD
    ws.column_dimensions["H"].hidden = True
    cached, quotes = {}, []
    r = 6
    for _ in range(8):
        iss = rng.choice(["FHLB", "FFCB", "FNMA", "FHLMC", "TVA", "FAMC"])
        cpn = rng.choice([3.75, 4.0, 4.125, 4.25, 4.375, 4.5, 4.625])
        mat = maturity(rng, today, 1, 10)
        pb = round(rng.uniform(98.7, 101.3), 3)
        inc = rng.choice([0.05, 0.06, 0.08, 0.1])
        pa = round(pb + inc, 3)
        sb = rng.randint(3, 35)
        sa = sb - rng.choice([1, 2, 3])
        ws.cell(r, 1, iss)
        ws.cell(r, 2, cpn).number_format = "0.000"
        c = ws.cell(r, 3, mat)
        c.number_format = "mm/dd/yyyy"
        ws.cell(r, 4, sb)
        ws.cell(r, 5, sa)
        ws.cell(r, 6, pb).number_format = "0.000"
        ws.cell(r, 7, f"=F{r}+{inc:g}").number_format = "0.000"
        cached[f"G{r}"] = pa
        ws.cell(r, 8, f"=(F{r}+G{r})/2")
        cached[f"H{r}"] = round((pb + pa) / 2, 4)
        key = f"{iss} {cpnkey(cpn)} {mat.isoformat()}"
        quotes.append(Q(key, "agency", "spread", sb, sa, bsz * 1e6, bsz * 1e6, dealer))
        quotes.append(Q(key, "agency", "price", pb, pa, bsz * 1e6, bsz * 1e6, dealer))
        r += 1
    r += 1
    ws.cell(r, 1, "DISCOUNT NOTES").font = BOLD
    r += 1
    for i, h in enumerate(["Issuer", "CUSIP", "Maturity", "Bid Yld", "Ask Yld", "Days"]):
        ws.cell(r, i + 1, h).font = BOLD
    r += 1
    used: set = set()
    for i in range(7):
        iss = rng.choice(["FHLB", "FFCB", "FNMA", "FHLMC"])
        cu = dn_cusip(rng, iss, used)
        mat = today + dt.timedelta(days=10 + 35 * i + rng.randint(0, 20))
        b = round(rng.uniform(3.85, 4.2), 3)
        a = round(b - rng.choice([0.01, 0.015, 0.02]), 3)
        ws.cell(r, 1, iss)
        ws.cell(r, 2, cu)
        ws.cell(r, 3, mat).number_format = "mm/dd/yyyy"
        ws.cell(r, 4, b).number_format = "0.000"
        ws.cell(r, 5, a).number_format = "0.000"
        ws.cell(r, 6, f"=C{r}-DATE({today.year},{today.month},{today.day})")
        cached[f"F{r}"] = (mat - today).days
        quotes.append(Q(cu, "agency", "yield", b, a, dsz * 1e6, dsz * 1e6, dealer))
        r += 1
    ws.column_dimensions["C"].width = 12
    att = [(f"agency_run_{today.strftime('%m%d%y')}.xlsx", "xlsx", xlsx_bytes(wb, cached))]
    body = "Agency / SSA run in the attached sheet." + sig(name, firm, "+1 312 555 0197")
    slug = ["33-xlsx-agency-bullets-dn-sections-formulas", "34-agency-sheet"][v]
    return mk(17, v, slug, frm, dt.datetime.combine(today, dt.time(8, 3), NY), "Agency run", body, att, "xlsx",
              quotes)


# ============================================================== F18 xlsx: CMBS two-sided, factor formulas, total row
def f18(v, rng):
    frm, dealer, firm, name = sender(18, v)
    today = [dt.date(2027, 3, 3), dt.date(2027, 1, 12)][v]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "CMBS"
    ws["A1"] = f"CMBS secondary levels {today.strftime('%m/%d/%Y')}"
    ws["A1"].font = Font(bold=True, size=12)
    hdr = ["Deal", "Class", "Rtg", "Orig Bal (MM)", "Cur Bal (MM)", "Factor", "WAL", "Bid Sprd", "Ask Sprd", "Bid Px",
           "Ask Px", "Size (MM)", "Model Px", "mid_sprd"]
    for i, h in enumerate(hdr):
        c = ws.cell(3, i + 1, h)
        c.font = BOLD
        c.fill = GREY
    ws.column_dimensions["N"].hidden = True
    cached, quotes = {}, []
    r = 4
    seen = set()
    for _ in range(10):
        while True:
            deal = rng.choice(CMBS[v])
            cls = rng.choice(["A-SB", "A-4", "A-5", "A-S", "B", "C"])
            if (deal, cls) not in seen:
                seen.add((deal, cls))
                break
        rtg = {"A-SB": "AAA", "A-4": "AAA", "A-5": "AAA", "A-S": "AAA", "B": "AA-", "C": "A-"}[cls]
        orig = rng.choice([35.0, 60.5, 120.0, 250.0, 410.0, 88.2])
        cur = round(orig * rng.uniform(0.7, 1.0), 2)
        wal = round(rng.uniform(3, 9.5), 2)
        base = {"A": 95, "B": 210, "C": 320}[cls[0]]
        sb = base + rng.randint(-15, 25)
        sa = sb - rng.choice([5, 8, 10])
        cpn = 5.2
        yb = 4.1 + sb / 100
        ya = 4.1 + sa / 100
        pb = round(price_from_yield(cpn, yb, wal), 3)
        pa = round(price_from_yield(cpn, ya, wal), 3)
        size = rng.choice([2, 3, 5, 5, 10])
        vals = [deal, cls, rtg, orig, cur]
        for i, val in enumerate(vals):
            ws.cell(r, i + 1, val)
        ws.cell(r, 6, f"=E{r}/D{r}").number_format = "0.0000"
        cached[f"F{r}"] = round(cur / orig, 10)
        ws.cell(r, 7, wal)
        ws.cell(r, 8, sb)
        ws.cell(r, 9, sa)
        key = f"{deal} {cls}".upper()
        ws.cell(r, 10, pb).number_format = "0.000"
        ws.cell(r, 11, pa).number_format = "0.000"
        quotes.append(Q(key, "structured", "spread", sb, sa, size * 1e6, size * 1e6, dealer))
        quotes.append(Q(key, "structured", "price", pb, pa, size * 1e6, size * 1e6, dealer))
        ws.cell(r, 12, size)
        ws.cell(r, 13, round((pb + pa) / 2 + rng.choice([-0.11, 0.09]), 3))
        ws.cell(r, 14, f"=(H{r}+I{r})/2")
        cached[f"N{r}"] = (sb + sa) / 2
        r += 1
    ws.cell(r, 1, "Total").font = BOLD
    ws.cell(r, 4, f"=SUM(D4:D{r - 1})")
    ws.cell(r, 5, f"=SUM(E4:E{r - 1})")
    cached[f"D{r}"] = round(sum(ws.cell(i, 4).value for i in range(4, r)), 4)
    cached[f"E{r}"] = round(sum(ws.cell(i, 5).value for i in range(4, r)), 4)
    ws.cell(r + 2, 1, "Spreads in bp to the interpolated UST curve. Model Px from our pricing model, not a level.")
    att = [(f"cmbs_levels_{today.strftime('%Y%m%d')}.xlsx", "xlsx", xlsx_bytes(wb, cached))]
    body = "CMBS levels in the attached." + sig(name, firm, "+1 704 555 0138")
    slug = ["35-xlsx-cmbs-factor-formulas-total-model-px", "36-cre-levels"][v]
    return mk(18, v, slug, frm, dt.datetime.combine(today, dt.time(13, 10), NY), "CMBS levels", body, att, "xlsx",
              quotes)


# ============================================================== F19 text: UST 32nds + bills + agencies + callables
def f19(v, rng):
    frm, dealer, firm, name = sender(19, v)
    today = [dt.date(2027, 2, 26), dt.date(2027, 1, 15)][v]
    ust, bsz, asz, csz = [(25, 50, 5, 2), (50, 100, 10, 3)][v]
    quotes = []
    lines = [f"Morning. Levels below, indicative; 10y at {4.26 if v == 0 else 4.18}% and the curve a touch flatter.",
             "", f"UST {ust}x{ust}"]
    for i in range(6):
        mat = maturity(rng, today, 1, 29, days=(15, 31, 30))
        yrs = years(today, mat)
        y = 3.95 + yrs * 0.02
        cpn = round(y * 8) / 8
        bid = round(price_from_yield(cpn, y, yrs) * 128) / 128
        ask = bid + rng.choice([1, 2]) / 128
        sec = f"T {frac(cpn)} {us(mat)}"
        if i == 1:
            bid = int(bid) + 4.5 / 32 if v == 0 else int(bid) + 20.5 / 32
            ask = bid + 1 / 64
            lv = f"{p32(bid)}/{p32(ask).split('-')[1]}"
        elif i == 3:
            lv = f"{p32(bid, 'frac')} / {p32(ask, 'frac')}"
        else:
            lv = f"{p32(bid)} / {p32(ask)}"
        extra = ""
        if i == 4:
            extra = f"   (prev {p32(bid - 2 / 32)} / {p32(ask - 2 / 32)})"
        lines.append(f"{sec:<20}{lv}{extra}")
        quotes.append(Q(f"T {cpnkey(cpn)} {mat.isoformat()}", "government", "price", bid, ask, ust * 1e6, ust * 1e6,
                        dealer))
    lines += ["", f"BILLS (disc rate, {bsz}x{bsz})"]
    used: set = set()
    for i in range(3):
        mat = today + dt.timedelta(days=28 + 56 * i + (3 - today.weekday()) % 7)
        cu = bill_cusip(rng, used)
        b = round(rng.uniform(3.95, 4.25), 3)
        a = round(b - 0.01, 3)
        lines.append(f"{cu}  B {us(mat):<12}{b:.3f} / {a:.3f}")
        quotes.append(Q(cu, "government", "yield", b, a, bsz * 1e6, bsz * 1e6, dealer))
    lines += ["", f"AGENCIES - T-spread / px, {asz}x{asz}"]
    for _ in range(4):
        iss = rng.choice(["FHLB", "FFCB", "FNMA", "FHLMC"])
        cpn = rng.choice([3.875, 4.125, 4.25, 4.37, 4.5])
        mat = maturity(rng, today, 1, 7)
        sb = rng.randint(5, 30)
        sa = sb - rng.choice([2, 3])
        pb = round(rng.uniform(99, 101), 2)
        pa = round(pb + rng.choice([0.05, 0.06, 0.08]), 2)
        cp = frac(cpn) if cpn * 8 == int(cpn * 8) else f"{cpn:.2f}"
        lines.append(f"{iss} {cp} {us(mat):<12}T+{sb} / T+{sa}    {pb:.2f} / {pa:.2f}")
        key = f"{iss} {cpnkey(cpn)} {mat.isoformat()}"
        quotes.append(Q(key, "agency", "spread", sb, sa, asz * 1e6, asz * 1e6, dealer))
        quotes.append(Q(key, "agency", "price", pb, pa, asz * 1e6, asz * 1e6, dealer))
    lines += ["", f"CALLABLES - offers, {csz}MM each"]
    used2: set = set()
    for _ in range(3):
        iss = rng.choice(["FHLB", "FFCB", "FHLMC"])
        cu = agency_cusip(rng, iss, used2)
        cpn = rng.choice([4.8, 5.0, 5.05, 5.2, 5.25])
        mat = maturity(rng, today, 5, 12)
        cd = today + dt.timedelta(days=rng.choice([91, 182, 273]))
        px = round(rng.uniform(99.8, 100.4), 3)
        ytw = round(min(approx_yield(px, cpn, years(today, mat)), approx_yield(px, cpn, years(today, cd))), 3)
        lines.append(f"{iss} {cpn:.2f} {us(mat)} NC {us(cd)} @ 100 ({cu})   offer {px:.3f} / {ytw:.3f}% ytw")
        quotes.append(Q(cu, "agency", "price", None, px, None, csz * 1e6, dealer))
        quotes.append(Q(cu, "agency", "yield", None, ytw, None, csz * 1e6, dealer))
    body = "\n".join(lines) + sig(name, firm, "+1 617 555 0102") + \
        "\nIndicative only. Not an offer or solicitation. Levels subject to change.\n"
    slug = ["37-text-ust-32nds-bills-agencies-callables", "38-rates-run"][v]
    return mk(19, v, slug, frm, dt.datetime.combine(today, dt.time(7, 41), NY), "UST / agency run", body, [],
              "text", quotes)


# ============================================================== F20 text: CLO DM / px bands + ABS spreads
def f20(v, rng):
    frm, dealer, firm, name = sender(20, v)
    today = [dt.date(2027, 2, 12), dt.date(2027, 3, 5)][v]
    csz, asz = [(2, 3), (1, 5)][v]
    quotes = []
    lines = ["Hi all - CLO and ABS secondary levels below.", "",
             f"CLO (floaters, {csz}MM unless noted)",
             f"{'':<36}{'':<6}{'':<6}{'---- DM ----':<15}{'---- PRICE ----':<18}",
             f"{'DEAL / CLASS':<36}{'RTG':<6}{'WAL':<6}{'BID   OFR':<15}{'BID     OFR':<18}"]
    seen = set()
    for i in range(6):
        while True:
            deal = rng.choice(CLO[v])
            cls, rtg, lo, hi, plo = rng.choice([("A1", "AAA", 115, 140, 99.9), ("B", "AA", 165, 210, 99.6),
                                                ("C", "A", 210, 270, 99.0), ("D", "BBB-", 320, 420, 97.5),
                                                ("E", "BB-", 560, 700, 91.0)])
            if (deal, cls) not in seen:
                seen.add((deal, cls))
                break
        wal = round(rng.uniform(2, 7), 1)
        db = rng.randint(lo, hi)
        da = db - rng.choice([5, 6, 8])
        pb = round(rng.uniform(plo, plo + 1.0) * 8) / 8
        pa = pb + rng.choice([0.125, 0.25])
        tail = ""
        s = csz * 1e6
        if i == 2:
            tail = "   3x3"
            s = 3e6
        if i == 4:
            tail = f"   (was {db + 4}/{da + 4} last night)"
        lines.append(f"{deal + ' ' + cls:<36}{rtg:<6}{wal:<6.1f}{db:<6}{da:<9}{pb:<8.3f}{pa:<10.3f}".rstrip() + tail)
        key = f"{deal} {cls}".upper()
        quotes.append(Q(key, "structured", "dm", db, da, s, s, dealer))
        quotes.append(Q(key, "structured", "price", pb, pa, s, s, dealer))
    lines += ["", f"ABS - spread to UST (bp), {asz}MM per side"]
    seen = set()
    for i in range(5):
        while True:
            deal = rng.choice(ABS[v])
            cls = rng.choice(["A2", "A3", "A4", "B"])
            if (deal, cls) not in seen:
                seen.add((deal, cls))
                break
        wal = round(rng.uniform(0.9, 3.2), 2)
        sb = rng.randint(45, 125)
        sa = sb - rng.choice([5, 6, 7, 8])
        if i == 3:
            lines.append(f"{deal} {cls}   WAL {wal:.2f}   offer +{sa}")
            quotes.append(Q(f"{deal} {cls}".upper(), "structured", "spread", None, sa, None, asz * 1e6, dealer))
        else:
            lines.append(f"{deal} {cls}   WAL {wal:.2f}   +{sb} / +{sa}")
            quotes.append(Q(f"{deal} {cls}".upper(), "structured", "spread", sb, sa, asz * 1e6, asz * 1e6, dealer))
    body = "\n".join(lines) + sig(name, firm, "+1 212 555 0119")
    slug = ["39-text-clo-dm-price-bands-abs-spreads", "40-structured-run"][v]
    return mk(20, v, slug, frm, dt.datetime.combine(today, dt.time(12, 5), NY), "CLO / ABS levels", body, [],
              "text", quotes)


FAMILIES = [f12, f13, f14, f15, f16, f17, f18, f19, f20]
