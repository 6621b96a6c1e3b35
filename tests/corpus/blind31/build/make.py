"""Build the blind31 corpus (dev/ and holdout/) deterministically from a fixed seed."""
from __future__ import annotations

import io
import random
import re
import sys
import zipfile
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import docx  # noqa: E402
import openpyxl  # noqa: E402
from docx.enum.text import WD_TAB_ALIGNMENT  # noqa: E402
from docx.oxml import OxmlElement  # noqa: E402
from docx.oxml.ns import qn  # noqa: E402
from docx.shared import Pt  # noqa: E402
from openpyxl.styles import Alignment, Font, PatternFill  # noqa: E402

import pdfkit  # noqa: E402
import tables as T  # noqa: E402
from common import (Q, cpn_str, cusip, cusip_check, price_from_yield, to32, write_eml,  # noqa: E402
                    write_gold, yield_from_price)

ROOT = Path(__file__).resolve().parent.parent
SEED = 31031
EDT = timezone(timedelta(hours=-4))
EST = timezone(timedelta(hours=-5))


def dealer_of(addr: str) -> str:
    dom = addr.split("@")[1].rstrip(">")
    return dom.split(".")[-2].lower()


def yrs(d: date, asof: date) -> float:
    return (d - asof).days / 365.25


def add_months(d: date, m: int, day: int | None = None) -> date:
    y, mo = divmod(d.month - 1 + m, 12)
    return date(d.year + y, mo + 1, day or min(d.day, 28))


def mdy(d: date) -> str:
    return d.strftime("%m/%d/%y")


def isin_us(cus: str) -> str:
    s = "US" + cus
    digits = "".join(str(int(c, 36)) for c in s)
    total = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
        total += v // 10 + v % 10
    return s + str((10 - total % 10) % 10)


def fmt_th(n: float) -> str:
    return f"{n:,.0f}"


def pdf_bytes(pages, title, author):
    return pdfkit.build(pages, title, author)


def mail(**kw):
    return kw


# ---------------------------------------------------------------------------------------------
# F1  agency callables, Courier, unruled text-aligned, two pages with the header repeated
def f1(half, rng):
    P = {
        "dev": dict(sender="Tom Albrecht <talbrecht@agency.harrowfieldsec.com>", firm="HARROWFIELD SECURITIES",
                    asof=date(2026, 3, 12), when=datetime(2026, 3, 12, 7, 41, 5, tzinfo=EDT),
                    issuers=[("FHLB", "3130B"), ("FNMA", "3136G"), ("FHLMC", "3134H"), ("FFCB", "3133E")], n=(6, 5, 6, 5)),
        "holdout": dict(sender="Grace Okafor <gokafor@fi.penrosemarkets.com>", firm="PENROSE MARKETS LLC",
                        asof=date(2026, 5, 6), when=datetime(2026, 5, 6, 8, 2, 44, tzinfo=EDT),
                        issuers=[("FFCB", "3133E"), ("FHLB", "3130B"), ("FAMCA", "31422"), ("TVA", "88059")], n=(5, 6, 5, 6)),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    rows, quotes = [], []
    for (iss, pre), n in zip(P["issuers"], P["n"]):
        first = True
        for _ in range(n):
            c = rng.choice([4.0, 4.125, 4.25, 4.375, 4.5, 4.625, 4.75, 4.875, 5.0, 5.125, 5.25])
            mat = add_months(asof, rng.randint(20, 120), rng.choice([6, 15, 20, 27, 28]))
            nc = add_months(asof, rng.choice([3, 6, 9, 12, 18, 24]), mat.day)
            if nc >= add_months(mat, -6):
                nc = add_months(asof, 3, mat.day)
            ct = rng.choice(["1x", "Qtrly", "Qtrly", "Cont", "Anytime"])
            y = c + rng.uniform(-0.05, 0.42)
            px = round(price_from_yield(y, c, yrs(mat, asof)), 3)
            ytm = round(yield_from_price(px, c, yrs(mat, asof)), 3)
            ytc = round(yield_from_price(px, c, max(yrs(nc, asof), 0.3)), 3)
            ytw = min(ytc, ytm)
            qty = rng.choice([1000, 2000, 2500, 3000, 5000, 5000, 10000, 15000, 25000])
            bmk = round(rng.uniform(3.78, 4.12), 3)
            dur = round(min(yrs(mat, asof), yrs(nc, asof) + 1.5) * 0.9, 2)
            cus = cusip(rng, pre)
            rows.append([cus, iss if first else "", f"{c:.3f}", mat.strftime("%m/%d/%Y"), mdy(nc), "100.00", ct,
                         fmt_th(qty), f"{px:.3f}", f"{ytc:.3f}", f"{ytm:.3f}", f"{ytw:.3f}", f"{bmk:.3f}", f"{dur:.2f}", qty, px, ytw])
            first = False
            quotes.append(Q(cus, "agency", "agency", "price", None, px, None, qty * 1000, dealer))
            quotes.append(Q(cus, "agency", "agency", "yield", None, ytw, None, qty * 1000, dealer))
    font, size, lh = "Courier", 6.8, 10.5
    widths = [52, 38, 30, 48, 44, 32, 36, 40, 40, 34, 34, 34, 34, 28]
    al = ["l", "l", "r", "l", "l", "r", "l", "r", "r", "r", "r", "r", "r", "r"]
    top = ["", "", "", "", "Next", "Call", "Call", "Qty", "Offer", "", "", "", "Bmk", ""]
    bot = ["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Px", "Type", "(000)", "Px", "YTC", "YTM", "YTW", "Yld", "Dur"]
    xs = T.col_x(36, widths)
    pages = []
    split = 14
    for pi, chunk in enumerate([rows[:split], rows[split:]]):
        pg = pdfkit.Page()
        pg.text(36, 752, P["firm"], "Courier-Bold", 10)
        pg.text(36, 740, f"AGENCY CALLABLE OFFERINGS   {asof.strftime('%m/%d/%Y')}" + ("   (continued)" if pi else ""), "Courier-Bold", 8)
        pg.text(576, 752, f"Page {pi + 1} of 2", "Courier", 7, "right")
        y, _ = T.header(pg, xs, 716, [top, bot], al, "Courier-Bold", size, lh)
        for r in chunk:
            y = T.body_row(pg, xs, y, r[:14], al, font, size, lh)
        if pi == 1:
            y -= 4
            pg.line(xs[0], y + lh - 3, xs[-1], y + lh - 3, 0.4)
            tq = sum(r[14] for r in rows)
            avg_px = sum(r[15] * r[14] for r in rows) / tq
            avg_y = sum(r[16] * r[14] for r in rows) / tq
            y = T.body_row(pg, xs, y, ["TOTAL", "", "", "", "", "", "", fmt_th(tq), "", "", "", "", "", ""], al, "Courier-Bold", size, lh)
            y = T.body_row(pg, xs, y, ["WTD AVG", "", "", "", "", "", "", "", f"{avg_px:.3f}", "", "", f"{avg_y:.3f}", "", ""], al, "Courier-Bold", size, lh)
            y -= 8
            for note in ["(1) Yields calculated to settlement T+1; YTW = lesser of YTC and YTM.",
                         "(2) Bmk Yld = interpolated UST yield at 7:30 ET; Dur = effective duration to worst.",
                         "(3) Min piece 10M, increments 5M. Qty shown in thousands.",
                         "All offerings subject to prior sale and change in price."]:
                pg.text(36, y, note, "Courier", 6.5)
                y -= 9
        pages.append(pg)
    pdf = pdf_bytes(pages, "Agency Callable Offerings", P["firm"])
    body = (f"Good morning,\n\nAttached are today's agency callable offerings ({asof.strftime('%m/%d')}).\n"
            "Happy to work bids on anything you own in the sector.\n\nThanks,\n" + P["sender"].split("<")[0].strip()
            + f"\n{P['firm'].title()} | Agency & SSA Trading\n")
    fn = f"{P['firm'].split()[0].title()}_AgencyCallables_{asof.strftime('%Y%m%d')}.pdf"
    return mail(slug="agency-callables-courier-2pg", fmt="pdf", sender=P["sender"], to="agency-offerings@buyside-am.com",
                when=P["when"], subject=f"Agency callable offerings {asof.strftime('%m/%d')}", body=body,
                attachments=[(fn, pdf)], quotes=quotes)


# ---------------------------------------------------------------------------------------------
# F2  SSA / agency bullets, ruled, band header Price / Spread over Bid | Offer, named benchmark
def f2(half, rng):
    P = {
        "dev": dict(sender="Ines Marchetti <imarchetti@ssa.calloway-cap.com>", firm="Calloway Capital Markets",
                    asof=date(2026, 2, 24), when=datetime(2026, 2, 24, 9, 12, 30, tzinfo=EST),
                    names=[("ALPINE DEV BANK", "02139Q"), ("CARIB INFRA FUND", "14041W"), ("NORDLAND EXPORT FIN", "65540T"),
                           ("FHLB", "3130B"), ("FNMA", "3135G")]),
        "holdout": dict(sender="Rafael Quintero <rquintero@rates.kensalgroup.com>", firm="Kensal Group",
                        asof=date(2026, 6, 9), when=datetime(2026, 6, 9, 8, 47, 2, tzinfo=EDT),
                        names=[("PACIFIC DEV FUND", "69412F"), ("BALTIC INVEST BK", "05862M"), ("ANDEAN RECON BANK", "03418N"),
                               ("FFCB", "3133E"), ("FHLMC", "3137E")]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    benches = [("T 3 7/8 01/31/28", 2, 3.86), ("T 4 02/28/29", 3, 3.91), ("T 4 1/8 01/31/31", 5, 4.02), ("T 4 1/4 02/15/33", 7, 4.13)]
    rows, quotes = [], []
    for name, pre in P["names"]:
        for _ in range(rng.choice([2, 3])):
            bname, by, byld = rng.choice(benches)
            byld = round(byld + rng.uniform(-0.03, 0.03), 3)
            mat = add_months(asof, by * 12 + rng.randint(-8, 8), rng.choice([1, 15, 21, 30]))
            c = rng.choice([3.75, 3.875, 4.0, 4.125, 4.25, 4.375, 4.5])
            sa = rng.randint(6, 38)
            sb = sa + rng.randint(2, 5)
            ya, yb = byld + sa / 100, byld + sb / 100
            pa = round(price_from_yield(ya, c, yrs(mat, asof)), 3)
            pb = round(price_from_yield(yb, c, yrs(mat, asof)), 3)
            size = rng.choice([5, 5, 10, 10, 15, 25])
            one = rng.random() < 0.3
            isin = isin_us(cusip(rng, pre))
            chg = rng.choice(["+1", "-1", "0", "-2", "+2", "0"])
            bpx = to32(round(rng.uniform(99.2, 100.6) * 64) / 64)
            rows.append([name, cpn_str(c), mat.strftime("%m/%d/%Y"), isin, bname, f"{byld:.3f}", bpx,
                         "--" if one else f"{pb:.3f}", f"{pa:.3f}", "--" if one else str(sb), str(sa), chg, str(size)])
            ac = "agency"
            quotes.append(Q(isin, ac, "agency", "price", None if one else pb, pa, size * 1e6, size * 1e6, dealer))
            quotes.append(Q(isin, ac, "agency", "spread", None if one else sb, sa, size * 1e6, size * 1e6, dealer))
    pg = pdfkit.Page()
    pg.rect(36, 742, 540, 22, 0.2)
    pg.text(44, 749, P["firm"].upper() + "  |  USD SSA & AGENCY BULLETS", "Helvetica-Bold", 10)
    pg.text(568, 749, asof.strftime("%d-%b-%Y"), "Helvetica", 8, "right")
    pg.text(36, 726, "Two-way markets. Spreads in bp over the benchmark shown. Sizes per side.", "Helvetica", 7.5)
    widths = [90, 22, 42, 58, 64, 30, 32, 36, 36, 30, 30, 24, 40]
    al = ["l", "r", "l", "l", "l", "r", "r", "r", "r", "r", "r", "r", "r"]
    xs = T.col_x(36, widths)
    bands = [(6, 6, ""), (7, 8, "Price"), (9, 10, "Spread (bp)")]
    hdr = [["Issuer", "Cpn", "Maturity", "ISIN", "Benchmark", "Bmk Yld", "Bmk Px", "Bid", "Offer", "Bid", "Offer", "Chg", "Size (MM)"]]
    y, topy = T.header(pg, xs, 704, hdr, al, "Helvetica-Bold", 6.3, 11, bands=bands, shade=0.88, ruled=True)
    for i, r in enumerate(rows):
        y = T.body_row(pg, xs, y, r, al, "Helvetica", 6.3, 11, ruled=True)
    T.verticals(pg, xs, topy, y + 11 - 3)
    y -= 6
    for note in ["Chg = change in offer spread vs. prior close (bp).  Bmk Px in 32nds.",
                 "Offers only where bid shown as --."]:
        pg.text(36, y, note, "Helvetica-Oblique", 6.5)
        y -= 9
    pdf = pdf_bytes([pg], "USD SSA and Agency Bullets", P["firm"])
    body = ("Hi all,\n\nUSD SSA / agency bullet run attached in pdf. Markets are two-way unless shown otherwise.\n\n"
            "Best regards,\n" + P["sender"].split("<")[0].strip() + "\n" + P["firm"] + "\n")
    return mail(slug="ssa-agency-bullets-ruled-bands", fmt="pdf", sender=P["sender"], to="rates-pm@northfield-im.com",
                when=P["when"], subject=f"USD SSA/Agy bullets - {asof.strftime('%d %b')}", body=body,
                attachments=[(f"SSA_Agency_Run_{asof.strftime('%Y%m%d')}.pdf", pdf)], quotes=quotes)


# ---------------------------------------------------------------------------------------------
# F3  CLO tranche offerings, landscape, ruled, deal written once, crowded with facts
CLASSES = [("A1", "AAA", (122, 142), (100.02, 100.32), 248.0), ("A2", "AA", (160, 190), (99.85, 100.20), 44.0),
           ("B", "A", (205, 245), (99.50, 100.10), 24.0), ("C", "BBB-", (310, 370), (98.40, 99.90), 22.5),
           ("D", "BB-", (590, 690), (94.25, 98.50), 17.0)]


def clo_rows(rng, deals, asof, factor_ok=True):
    out = []
    for deal in deals:
        for cls, rtg, (mlo, mhi), (plo, phi), orig in rng.sample(CLASSES, 3) if len(deals) > 2 else CLASSES[:4]:
            margin = rng.randint(mlo, mhi)
            px = round(rng.uniform(plo, phi), 2 if rng.random() < 0.5 else 3)
            wal = round(rng.uniform(2.2, 6.8), 2)
            dm = round(margin - (px - 100) * 100 / (wal * 0.92))
            fac = 1.0 if rng.random() < 0.6 or not factor_ok else round(rng.uniform(0.62, 0.97), 4)
            out.append(dict(deal=deal, cls=cls, rtg=rtg, margin=margin, px=px, wal=wal, dm=dm, fac=fac, orig=orig))
    out.sort(key=lambda r: (r["deal"], [c[0] for c in CLASSES].index(r["cls"])))
    return out


def f3(half, rng):
    P = {
        "dev": dict(sender="Priya Venkataraman <pvenkat@structured.ashcombe-sec.com>", firm="Ashcombe Securities",
                    asof=date(2026, 3, 18), when=datetime(2026, 3, 18, 10, 5, 11, tzinfo=EDT),
                    deals=["BRAMWELL CLO 2024-1A", "STONEGATE CLO 2023-4A", "OSPREY RIDGE CLO 2025-2A"]),
        "holdout": dict(sender="Jonas Lindqvist <jlindqvist@clo.marrowbridge.com>", firm="Marrowbridge & Co",
                        asof=date(2026, 4, 22), when=datetime(2026, 4, 22, 11, 38, 0, tzinfo=EDT),
                        deals=["TALLGRASS CLO 2024-6A", "MERIDIAN POINT CLO 2023-1A", "RAVENSCAR CLO 2025-3A"]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    data = clo_rows(rng, P["deals"], asof)
    rows, quotes = [], []
    last = None
    for r in data:
        chg = rng.choice([0.0, 0.05, -0.05, 0.10, -0.125, 0.25, -0.25])
        prior = round(r["px"] - chg, 3)
        model = round(r["px"] + rng.uniform(-0.35, 0.2), 2)
        avail = rng.choice([1.0, 1.5, 2.0, 3.0, 5.0, 7.5])
        oc = round(rng.uniform(1.8, 9.5), 2) if r["cls"] != "A1" else round(rng.uniform(18, 32), 2)
        cur = round(r["orig"] * r["fac"], 2)
        rows.append([r["deal"] if r["deal"] != last else "", r["cls"], r["rtg"], f"3mS+{r['margin']}",
                     f"{r['orig']:.2f}", f"{cur:.2f}", f"{r['fac']:.4f}", f"{r['wal']:.2f}", f"{prior:.3f}",
                     ("+" if chg > 0 else "") + f"{chg:.3f}" if chg else "0.000", f"{model:.2f}",
                     f"{r['px']:.3f}" if r["px"] * 100 % 1 else f"{r['px']:.2f}", str(r["dm"]), f"{avail:.1f}", f"{oc:.2f}%"])
        last = r["deal"]
        key = f"{r['deal']} {r['cls']}"
        quotes.append(Q(key, "structured", "clo", "price", None, r["px"], None, avail * 1e6, dealer))
        quotes.append(Q(key, "structured", "clo", "dm", None, r["dm"], None, avail * 1e6, dealer))
    pg = pdfkit.Page(792, 612)
    pg.text(36, 570, P["firm"].upper(), "Helvetica-Bold", 12)
    pg.text(36, 556, f"CLO Secondary Offerings - {asof.strftime('%B %d, %Y').replace(' 0', ' ')}", "Helvetica", 9)
    pg.text(756, 570, "For institutional investors only", "Helvetica-Oblique", 7, "right")
    widths = [118, 30, 32, 54, 42, 42, 40, 30, 40, 36, 38, 42, 38, 38, 44]
    al = ["l", "l", "l", "l", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r"]
    xs = T.col_x(36, widths)
    top = ["", "", "", "", "Orig Face", "Cur Face", "", "", "Prior", "", "Model", "Offer", "Offer", "Avail", "OC"]
    bot = ["Deal", "Class", "Rtg", "Cpn", "(MM)", "(MM)", "Factor", "WAL", "Px", "Chg", "Px", "Px", "DM", "(MM)", "Cushion"]
    y, topy = T.header(pg, xs, 530, [top, bot], al, "Helvetica-Bold", 7, 10, shade=0.82, ruled=True)
    pg.text(xs[11] - 2.2, 533, "1", "Helvetica", 4.5)
    pg.text(xs[15] - 2.2, 533, "2", "Helvetica", 4.5)
    for r in rows:
        if r[0] and r is not rows[0]:
            pg.line(xs[0], y + 12 - 3, xs[-1], y + 12 - 3, 0.8)
        y = T.body_row(pg, xs, y, r, al, "Helvetica", 7, 12, ruled=True)
    T.verticals(pg, xs, topy, y + 12 - 3)
    y -= 8
    for note in ["1 Model Px: desk evaluated mark as of prior close, not an offer.",
                 "2 Junior OC cushion per latest trustee report (Feb-26 payment date).",
                 "Offer DM to forward SOFR curve at the offer price; WAL at 20 CPR / 2 CDR / 70 Rec."]:
        pg.text(36, y, note, "Helvetica", 6.5)
        y -= 9
    pdf = pdf_bytes([pg], "CLO Secondary Offerings", P["firm"])
    body = ("Team,\n\nPlease find our CLO secondary offerings attached (landscape pdf).\nFull deal docs / intex available on request.\n\n"
            + P["sender"].split("<")[0].strip() + "\nCLO Trading, " + P["firm"] + "\n")
    return mail(slug="clo-offerings-landscape-ruled", fmt="pdf", sender=P["sender"], to="clo-desk@larchmont-credit.com",
                when=P["when"], subject=f"{P['firm'].split()[0]} CLO offerings {asof.strftime('%-m/%-d')}", body=body,
                attachments=[(f"CLO_Offerings_{asof.strftime('%m%d%Y')}.pdf", pdf)], quotes=quotes)


# ---------------------------------------------------------------------------------------------
# F4  CMBS / ABS / RMBS inventory, unruled Helvetica, two pages, sections, subtotals, footnotes
def f4(half, rng):
    P = {
        "dev": dict(sender="Marcus Delahaye <mdelahaye@securitized.brantwoodcap.com>", firm="Brantwood Capital",
                    asof=date(2026, 3, 4), when=datetime(2026, 3, 4, 12, 20, 9, tzinfo=EST),
                    secs=[("CMBS - CONDUIT / SASB", ["WLSF 2024-C18", "BXRC 2023-C21", "MSTR 2025-SASB4"], ["A5", "A-S", "A4", "B"], (92, 175), "UST 7Y"),
                          ("ABS - AUTO / EQUIPMENT / CARD", ["CARV 2025-2", "DLNE 2024-A", "HLCRD 2025-1"], ["A3", "A4", "B"], (48, 95), "UST 2Y"),
                          ("RMBS - NON-QM / PRIME JUMBO", ["PMTL 2024-INV2", "SQMT 2025-NQM1"], ["A1", "A2", "M1"], (135, 215), "UST 3Y")]),
        "holdout": dict(sender="Chloe Varga <cvarga@spg.fenwickhale.com>", firm="Fenwick Hale",
                        asof=date(2026, 5, 19), when=datetime(2026, 5, 19, 13, 2, 47, tzinfo=EDT),
                        secs=[("ABS - AUTO / STUDENT / CARD", ["KRTA 2025-1", "ORNS 2024-B", "SLVR 2025-A"], ["A3", "A4", "B"], (45, 90), "UST 2Y"),
                              ("CMBS - CONDUIT", ["GLNF 2024-C9", "TRVX 2025-C3"], ["A4", "A5", "A-S"], (95, 160), "UST 7Y"),
                              ("RMBS - NON-QM", ["ALDR 2025-NQM2", "CVNT 2024-NQM5", "BRYT 2025-J1"], ["A1", "A2", "M1"], (140, 210), "UST 3Y")]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    bylds = {"UST 2Y": 3.84, "UST 3Y": 3.87, "UST 5Y": 3.96, "UST 7Y": 4.07}
    lines, quotes = [], []  # ("sec", label) | ("row", cells) | ("sub", cells)
    grand_q = grand_cf = 0
    for label, deals, classes, (slo, shi), bmk in P["secs"]:
        lines.append(("sec", label))
        sub_q = sub_cf = 0
        sub_px = []
        for deal in deals:
            for cls in rng.sample(classes, 2):
                c = rng.choice([4.12, 4.35, 4.58, 4.81, 5.02, 5.29, 5.55, 5.86])
                orig = rng.choice([48, 61.5, 112, 185, 236.7, 310, 402.25, 525]) * 1e6
                fac = round(rng.uniform(0.55, 1.0), 5) if "CMBS" not in label else round(rng.uniform(0.93, 1.0), 5)
                cf = round(orig * fac)
                wal = round(rng.uniform(1.4, 3.2) if "ABS" in label else rng.uniform(3.5, 9.6), 2)
                byld = round(bylds[bmk] + rng.uniform(-0.02, 0.02), 3)
                sa = rng.randint(slo, shi)
                sb = sa + rng.randint(5, 12)
                pa = round(price_from_yield(byld + sa / 100, c, wal), 3)
                pb = round(price_from_yield(byld + sb / 100, c, wal), 3)
                qty = rng.choice([500, 1000, 1500, 2000, 3000, 4250, 5000, 7500])
                one = rng.random() < 0.3
                cus = cusip(rng, rng.choice(["05", "12", "17", "36", "46", "61", "92"]) + rng.choice("0123456789"))
                lines.append(("row", [cus, f"{deal} {cls}", f"{c:.2f}", fmt_th(orig), fmt_th(cf), f"{fac:.5f}", f"{wal:.2f}",
                                      bmk, f"{byld:.3f}", "--" if one else str(sb), str(sa), "--" if one else f"{pb:.3f}",
                                      f"{pa:.3f}", fmt_th(qty)]))
                grp = "cmbs" if "CMBS" in label[:5] else "abs" if label.startswith("ABS") else "rmbs"
                quotes.append(Q(cus, "structured", grp, "spread", None if one else sb, sa, None, qty * 1000, dealer))
                quotes.append(Q(cus, "structured", grp, "price", None if one else pb, pa, None, qty * 1000, dealer))
                sub_q += qty
                sub_cf += cf
                sub_px.append(pa)
        lines.append(("sub", ["", f"Subtotal {label.split(' - ')[0]}", "", "", fmt_th(sub_cf), "", "", "", "", "", "",
                              "avg", f"{sum(sub_px) / len(sub_px):.3f}", fmt_th(sub_q)]))
        grand_q += sub_q
        grand_cf += sub_cf
    lines.append(("sub", ["", "TOTAL INVENTORY", "", "", fmt_th(grand_cf), "", "", "", "", "", "", "", "", fmt_th(grand_q)]))
    widths = [46, 84, 24, 52, 52, 36, 26, 34, 28, 30, 30, 34, 34, 32]
    al = ["l", "l", "r", "r", "r", "r", "r", "l", "r", "r", "r", "r", "r", "r"]
    xs = T.col_x(32, widths)
    top = ["", "", "", "Orig", "Cur", "", "", "", "Bmk", "Bid", "Ofr", "Bid", "Ofr", "Qty"]
    bot = ["CUSIP", "Description", "Cpn", "Face", "Face", "Factor", "WAL", "Bmk", "Yld", "Sprd", "Sprd", "Px", "Px", "(000)"]
    pages = []
    split = 13
    cut = [i for i, ln in enumerate(lines) if ln[0] == "row"][split]
    for pi, chunk in enumerate([lines[:cut], lines[cut:]]):
        pg = pdfkit.Page()
        pg.text(32, 756, f"{P['firm']}  -  Securitized Products Inventory", "Helvetica-Bold", 10)
        pg.text(32, 744, f"Run date {asof.strftime('%m/%d/%Y')}" + ("  (cont'd)" if pi else ""), "Helvetica", 7.5)
        pg.text(580, 756, f"{pi + 1}/2", "Helvetica", 7, "right")
        y, _ = T.header(pg, xs, 722, [top, bot], al, "Helvetica-Bold", 6.4, 9)
        pg.text(xs[6] - 2.2, 716, "1", "Helvetica", 4.2)
        pg.text(xs[9] - 2.2, 716, "3", "Helvetica", 4.2)
        for kind, cells in chunk:
            if kind == "sec":
                y -= 3
                pg.text(32, y, cells, "Helvetica-Bold", 7)
                y -= 10
            elif kind == "row":
                y = T.body_row(pg, xs, y, cells, al, "Helvetica", 6.4, 9.5)
            else:
                pg.line(xs[3], y + 9.5 - 2, xs[-1], y + 9.5 - 2, 0.3)
                y = T.body_row(pg, xs, y, cells, al, "Helvetica-Bold", 6.4, 9.5)
                y -= 4
        if pi == 1:
            y -= 8
            for note in ["1 Factor as of the March remittance report.", "2 WAL at pricing speeds: ABS 1.3 ABS, RMBS 15 CPR, CMBS 0 CPY.",
                         "3 Spreads in bp to the benchmark shown; Bmk Yld as of 9:00 ET.",
                         "Qty = par available to offer, in thousands of original face."]:
                pg.text(32, y, note, "Helvetica", 6.3)
                y -= 8.5
        pages.append(pg)
    pdf = pdf_bytes(pages, "Securitized Inventory", P["firm"])
    body = ("Hi,\n\nSecuritized inventory attached - CMBS, ABS and RMBS. Bids indicated where we have them.\n\n"
            "Regards,\n" + P["sender"].split("<")[0].strip() + "\n" + P["firm"] + " SPG\n")
    return mail(slug="securitized-inventory-2pg-subtotals", fmt="pdf", sender=P["sender"], to="spg-list@corliss-advisors.com",
                when=P["when"], subject=f"SPG inventory - {asof.strftime('%a %d-%b')}", body=body,
                attachments=[(f"{P['firm'].split()[0]}_SPG_Inventory.pdf", pdf)], quotes=quotes)


# ---------------------------------------------------------------------------------------------
# F5  leveraged loan run, ruled, prior bid/offer, mid, model, 1MM per side heading
def f5(half, rng):
    P = {
        "dev": dict(sender="Dana Kowalczyk <dkowalczyk@loans.thamesford.com>", firm="Thamesford Partners",
                    asof=date(2026, 3, 25), when=datetime(2026, 3, 25, 15, 55, 0, tzinfo=EDT), size=1,
                    names=["Corvane Health", "Brightwater Logistics", "Ardent Packaging", "Solace Software", "Pelham Chemicals", "Ironvale Foods"]),
        "holdout": dict(sender="Noah Feldstein <nfeldstein@levfin.ashgroveadv.com>", firm="Ashgrove Advisors",
                        asof=date(2026, 6, 2), when=datetime(2026, 6, 2, 16, 10, 0, tzinfo=EDT), size=2,
                        names=["Thornbury Foods", "Vantage Aero", "Kilbride Media", "Ostrander Telecom", "Quillon Systems", "Marlow Dental"]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    rows, quotes = [], []
    for name in P["names"]:
        facs = rng.choice([["TLB"], ["TLB", "2L TL"], ["TL B-1", "TL B-2"], ["TLB", "Inc TLB"]])
        for j, fac in enumerate(facs):
            second = fac.startswith("2L")
            m = rng.choice([325, 350, 375, 400, 425, 450, 475]) + (300 if second else 0)
            mat = add_months(asof, rng.randint(36, 84))
            mat_s = mat.strftime("%m/%y")
            bid = round(rng.choice([x / 8 for x in range(int(88 * 8), int(100.5 * 8))]), 3) - (4 if second else 0)
            ofr = bid + rng.choice([0.25, 0.375, 0.5, 0.75, 1.0])
            chg = rng.choice([0.0, 0.125, -0.125, 0.25, -0.25, -0.5])
            one = rng.random() < 0.25
            facsize = rng.choice([450, 600, 725, 850, 1100, 1325, 1650])
            rows.append([name if j == 0 else "", fac, f"S+{m}", mat_s, rng.choice(["0.50", "0.50", "0.75", "0.00"]), fmt_th(facsize),
                         rng.choice(["B1/B+", "B2/B", "B3/B-", "Ba3/BB-"]), f"{bid - chg:.3f}", f"{ofr - chg:.3f}",
                         f"{bid:.3f}", "--" if one else f"{ofr:.3f}", f"{chg:+.3f}" if chg else "0.000",
                         "--" if one else f"{(bid + ofr) / 2:.3f}", f"{bid + rng.uniform(-0.4, 0.4):.2f}"])
            key = f"{name.upper()} {fac.upper()} S+{m} {mat_s}"
            sz = P["size"] * 1e6
            quotes.append(Q(key, "loan", "loan", "price", bid, None if one else ofr, sz, sz, dealer))
    pg = pdfkit.Page()
    pg.text(36, 752, P["firm"], "Helvetica-Bold", 13)
    pg.text(36, 738, f"US Leveraged Loans - Secondary Run   {asof.strftime('%m/%d/%Y')}  4:00pm", "Helvetica", 8.5)
    pg.text(36, 720, f"Loans in px, {P['size']}MM per side.", "Helvetica-Bold", 8)
    widths = [78, 36, 34, 32, 26, 36, 40, 36, 36, 36, 36, 30, 34, 36]
    al = ["l", "l", "l", "l", "r", "r", "l", "r", "r", "r", "r", "r", "r", "r"]
    xs = T.col_x(36, widths)
    top = ["", "", "", "", "", "Fac", "", "Prior", "Prior", "", "", "", "", "Model"]
    bot = ["Borrower", "Facility", "Margin", "Maturity", "Floor", "($MM)", "Rtg", "Bid", "Offer", "Bid", "Offer", "Chg", "Mid", "Px"]
    y, topy = T.header(pg, xs, 700, [top, bot], al, "Helvetica-Bold", 6.6, 9.5, shade=0.9, ruled=True)
    for r in rows:
        y = T.body_row(pg, xs, y, r, al, "Helvetica", 6.6, 11, ruled=True)
    T.verticals(pg, xs, topy, y + 11 - 3)
    y -= 6
    for note in ["Prior = 3/24 close. Mid and Model Px are for reference and are not markets.",
                 "Offer shown as -- where we are bid only."]:
        pg.text(36, y, note, "Helvetica-Oblique", 6.5)
        y -= 9
    pdf = pdf_bytes([pg], "Loan Run", P["firm"])
    body = ("All,\n\nEOD loan run attached.\n\n" + P["sender"].split("<")[0].strip() + "\nLoan Trading | " + P["firm"] + "\n")
    return mail(slug="loan-run-ruled-prior-mid", fmt="pdf", sender=P["sender"], to="loans@kestrelpoint-cm.com",
                when=P["when"], subject=f"Loan levels EOD {asof.strftime('%m/%d')}", body=body,
                attachments=[(f"LoanRun_{asof.strftime('%Y%m%d')}.pdf", pdf)], quotes=quotes)


# ---------------------------------------------------------------------------------------------
# F6  muni offerings, unruled with shaded rows, state sections, call schedule text, YTC | YTM | YTW
def f6(half, rng):
    P = {
        "dev": dict(sender="Walt Brennan <wbrennan@munis.corbettstanley.com>", firm="Corbett Stanley & Co.",
                    asof=date(2026, 4, 8), when=datetime(2026, 4, 8, 9, 31, 0, tzinfo=EDT),
                    states=[("TEXAS", [("HARLAN CNTY TX ISD ULT", "41253"), ("TRAVIS VLY WTR AUTH REV", "89424")]),
                            ("CALIFORNIA", [("SIERRA PINES USD GO", "82632"), ("BAYFRONT PORT AUTH REV AMT", "07276")]),
                            ("NEW YORK", [("ONONDAGA HILLS DORM AUTH", "68284")])]),
        "holdout": dict(sender="Leah Morrissey <lmorrissey@tax-exempt.quayside-fin.com>", firm="Quayside Financial",
                        asof=date(2026, 5, 27), when=datetime(2026, 5, 27, 10, 4, 18, tzinfo=EDT),
                        states=[("OHIO", [("MIAMI VLY OH HOSP REV", "59335"), ("LICKING CNTY OH CSD", "53158")]),
                                ("FLORIDA", [("PALMETTO BAY FL UTIL REV", "69710"), ("SEMINOLE SHORES FL SCH", "81645")]),
                                ("ILLINOIS", [("KANE RIVER IL PARK DIST GO", "48405")])]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    lines, quotes = [], []
    for st, issuers in P["states"]:
        lines.append(("sec", st))
        for name, pre in issuers:
            for _ in range(rng.choice([2, 3])):
                mat = date(asof.year + rng.randint(6, 20), rng.choice([2, 6, 8, 12]), rng.choice([1, 15]))
                callable_ = mat.year - asof.year > 9 and rng.random() < 0.8
                c = rng.choice([5.0, 5.0, 5.0, 4.0, 4.25]) if callable_ else rng.choice([5.0, 4.0, 3.0])
                ytw = round(2.55 + 0.07 * (mat.year - asof.year) + rng.uniform(-0.1, 0.25), 3)
                if callable_:
                    cd = date(asof.year + rng.randint(3, 8), mat.month, mat.day)
                    ptc = price_from_yield(ytw, c, yrs(cd, asof))
                    ptm = price_from_yield(ytw, c, yrs(mat, asof))
                    px = round(min(ptc, ptm), 3)
                    ytc = round(yield_from_price(px, c, yrs(cd, asof)), 3)
                    ytm = round(yield_from_price(px, c, yrs(mat, asof)), 3)
                    w = min(ytc, ytm)
                    call_s = f"{cd.strftime('%m/%d/%y')} @ 100"
                else:
                    px = round(price_from_yield(ytw, c, yrs(mat, asof)), 3)
                    ytm = round(yield_from_price(px, c, yrs(mat, asof)), 3)
                    ytc, w, call_s = None, ytm, "NC"
                par = rng.choice([100, 250, 500, 750, 1000, 1500, 2000, 3000])
                cus = cusip_check(pre + rng.choice("ABCDEFGHJKLMN") + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + str(rng.randint(0, 9)))
                mmd = round((w - (2.45 + 0.065 * (mat.year - asof.year))) * 100)
                lines.append(("row", [fmt_th(par), cus, name, f"{c:.3f}", mat.strftime("%m/%d/%Y"), call_s,
                                      "--" if ytc is None else f"{ytc:.3f}", f"{ytm:.3f}", f"{w:.3f}", f"{px:.3f}",
                                      f"{mmd:+d}", rng.choice(["0.250", "0.375", "0.500", "0.125"])]))
                quotes.append(Q(cus, "muni", "muni", "price", None, px, None, par * 1000, dealer))
                quotes.append(Q(cus, "muni", "muni", "yield", None, w, None, par * 1000, dealer))
    pg = pdfkit.Page()
    pg.text(306, 756, P["firm"].upper(), "Helvetica-Bold", 12, "center")
    pg.text(306, 743, f"Municipal Offerings  -  {asof.strftime('%A, %B %d, %Y').replace(' 0', ' ')}", "Helvetica", 8.5, "center")
    pg.text(306, 733, "Tax-exempt unless noted.  Par in thousands.  All yields to settlement date.", "Helvetica-Oblique", 7, "center")
    widths = [34, 48, 120, 26, 46, 62, 30, 30, 30, 36, 30, 28]
    al = ["r", "l", "l", "r", "l", "l", "r", "r", "r", "r", "r", "r"]
    xs = T.col_x(36, widths)
    top = ["Par", "", "", "", "", "", "", "", "", "", "+/-", ""]
    bot = ["(000)", "CUSIP", "Description", "Cpn", "Maturity", "Call", "YTC", "YTM", "YTW", "Price", "MMD", "Conc"]
    y, _ = T.header(pg, xs, 712, [top, bot], al, "Helvetica-Bold", 6.8, 9.5)
    shade = False
    for kind, cells in lines:
        if kind == "sec":
            y -= 2
            pg.text(38, y, cells, "Helvetica-Bold", 7.5)
            y -= 11
            shade = False
        else:
            y = T.body_row(pg, xs, y, cells, al, "Helvetica", 6.8, 11, shade=0.93 if shade else None)
            shade = not shade
    y -= 8
    for note in ["Prices are offering prices, priced to the yield to worst (lesser of YTC and YTM).",
                 "Conc = dealer concession in points.  +/- MMD in bp vs. the AAA MMD scale of the prior close.",
                 "Subject to prior sale, change in price and confirmation of availability."]:
        pg.text(36, y, note, "Helvetica", 6.5)
        y -= 9
    pdf = pdf_bytes([pg], "Municipal Offerings", P["firm"])
    body = ("Good morning,\n\nToday's muni offerings attached.\n\n" + P["sender"].split("<")[0].strip()
            + "\nMunicipal Trading\n" + P["firm"] + "\n")
    return mail(slug="muni-offerings-shaded-ytw", fmt="pdf", sender=P["sender"], to="muni-pm@bellhaven-wealth.com",
                when=P["when"], subject=f"Muni offerings {asof.strftime('%m/%d/%Y')}", body=body,
                attachments=[(f"MuniOfferings_{asof.strftime('%m%d')}.pdf", pdf)], quotes=quotes)


# ---------------------------------------------------------------------------------------------
# F7  IG / HY corporates, ruled, bands Spread / Yield / Price over Bid | Offer, B x O, crowded
def f7(half, rng):
    P = {
        "dev": dict(sender="Owen Hartigan <ohartigan@credit.laddermoor.com>", firm="Laddermoor Brothers",
                    asof=date(2026, 4, 14), when=datetime(2026, 4, 14, 8, 15, 37, tzinfo=EDT),
                    ig=["HARROWGATE UTILITIES", "WESTMARCH FOODS", "COBALT RAIL CORP"], hy=["KESTREL ENERGY", "DRUMMOND LEISURE"]),
        "holdout": dict(sender="Beatriz Solano <bsolano@ficc.wrenhurst.com>", firm="Wrenhurst Securities",
                        asof=date(2026, 6, 16), when=datetime(2026, 6, 16, 7, 58, 20, tzinfo=EDT),
                        ig=["LAKEMONT POWER", "PEMBERTON BRANDS", "STRATUS PIPELINE"], hy=["FALCONER RESORTS", "REDCAP MINING"]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    benches = [("T 3 7/8 03/31/29", 3, 3.92), ("T 4 03/31/31", 5, 4.03), ("T 4 1/8 02/15/33", 7, 4.16), ("T 4 1/4 02/15/36", 10, 4.31)]
    lines, quotes = [], []
    for sec, names, (slo, shi) in [("INVESTMENT GRADE", P["ig"], (62, 165)), ("HIGH YIELD", P["hy"], (235, 460))]:
        lines.append(("sec", sec))
        for nm in names:
            for _ in range(2):
                bname, by, byld = rng.choice(benches)
                byld = round(byld + rng.uniform(-0.02, 0.02), 3)
                mat = add_months(asof, by * 12 + rng.randint(-10, 10), rng.choice([1, 15]))
                sa = rng.randint(slo, shi)
                sb = sa + (rng.randint(3, 8) if sec[0] == "I" else rng.randint(10, 25))
                ya, yb = round(byld + sa / 100, 3), round(byld + sb / 100, 3)
                c = round((ya + rng.uniform(-0.9, 0.6)) * 8) / 8
                pa = round(price_from_yield(ya, c, yrs(mat, asof)), 3)
                pb = round(price_from_yield(yb, c, yrs(mat, asof)), 3)
                one = rng.random() < 0.3
                bs, os_ = rng.choice([(5, 5), (3, 3), (2, 2), (5, 3), (1, 1), (3, 2)])
                callpx = f"{100 + c / 2:.3f}" if sec[0] == "H" else "MW+25"
                accr = round(c * rng.uniform(0.02, 0.48), 3)
                dur = round(yrs(mat, asof) * 0.85, 2)
                cvx = round(dur * dur / 100 + 0.05, 2)
                minpc = "2M x 1M" if sec[0] == "H" else "1M x 1M"
                lines.append(("row", [nm, cpn_str(c), mat.strftime("%m/%d/%y"), bname, f"{byld:.3f}",
                                      "--" if one else f"+{sb}", f"+{sa}", "--" if one else f"{yb:.3f}", f"{ya:.3f}",
                                      "--" if one else f"{pb:.3f}", f"{pa:.3f}", f"-x{os_}" if one else f"{bs}x{os_}",
                                      callpx, f"{accr:.3f}", f"{dur:.2f}", f"{cvx:.2f}", minpc]))
                key = f"{nm} {cpn_str(c)} {mat.isoformat()}"
                grp = "ig" if sec[0] == "I" else "hy"
                for qt, b, a in [("spread", sb, sa), ("yield", yb, ya), ("price", pb, pa)]:
                    quotes.append(Q(key, "corporate", grp, qt, None if one else b, a, bs * 1e6, os_ * 1e6, dealer))
    pg = pdfkit.Page()
    pg.rect(30, 744, 552, 26, 0.92)
    pg.text(36, 755, P["firm"].upper() + "   USD CREDIT RUN", "Helvetica-Bold", 11)
    pg.text(576, 755, asof.strftime("%m/%d/%Y"), "Helvetica-Bold", 9, "right")
    widths = [80, 22, 36, 58, 24, 26, 26, 27, 27, 30, 30, 24, 28, 27, 22, 20, 34]
    al = ["l", "r", "l", "l", "r", "r", "r", "r", "r", "r", "r", "c", "r", "r", "r", "r", "l"]
    xs = T.col_x(30, widths)
    bands = [(5, 6, "Spread (bp)"), (7, 8, "Yield (%)"), (9, 10, "Price")]
    hdr = [["", "", "", "", "Bmk", "", "", "", "", "", "", "B x O", "Call", "", "", "", "Min"],
           ["Issuer", "Cpn", "Maturity", "Benchmark", "Yld", "Bid", "Offer", "Bid", "Offer", "Bid", "Offer", "(MM)",
            "Px", "Accrued", "Dur", "Cvx", "Piece"]]
    y, topy = T.header(pg, xs, 724, hdr, al, "Helvetica-Bold", 5.6, 9, bands=bands, shade=0.85, ruled=True, band_inline=True)
    for kind, cells in lines:
        if kind == "sec":
            pg.rect(xs[0], y - 3, xs[-1] - xs[0], 10.5, 0.75)
            pg.text(xs[0] + 3, y, cells, "Helvetica-Bold", 6.5)
            y -= 10.5
        else:
            y = T.body_row(pg, xs, y, cells, al, "Helvetica", 5.9, 10.5, ruled=True)
    T.verticals(pg, xs, topy, y + 10.5 - 3)
    y -= 6
    for note in ["Spreads vs. the benchmark Treasury shown. HY yields are yields to worst. Call Px = next call price (HY) / make-whole (IG).",
                 "Accrued per 100 to T+1 settlement. Dur / Cvx = modified duration / convexity. B x O sizes in MM; -- = no bid."]:
        pg.text(30, y, note, "Helvetica-Oblique", 6)
        y -= 8.5
    pdf = pdf_bytes([pg], "USD Credit Run", P["firm"])
    body = ("Morning - IG and HY run attached, axes in bold on the desk sheet.\n\nThanks\n" + P["sender"].split("<")[0].strip()
            + "\n" + P["firm"] + " Credit Trading\n")
    return mail(slug="credit-run-ruled-three-bands", fmt="pdf", sender=P["sender"], to="credit-pms@sedgefield-am.com",
                when=P["when"], subject="USD credit run - IG / HY", body=body,
                attachments=[(f"CreditRun_{asof.strftime('%Y-%m-%d')}.pdf", pdf)], quotes=quotes)


# ---------------------------------------------------------------------------------------------
# DOCX helpers
def set_cell(cell, text, bold=False, size=8, align=None):
    cell.text = ""
    p = cell.paragraphs[0]
    run = p.add_run(text)
    run.bold = bold
    run.font.size = Pt(size)
    if align is not None:
        p.alignment = align


def shade_cell(cell, fill="D9E1F2"):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    tcPr.append(shd)


def fix_zip(data: bytes) -> bytes:
    """Rewrite an OOXML package with fixed member timestamps so the build is byte-for-byte repeatable."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            blob = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                blob = re.sub(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*", rb"\g<1>2026-01-01T00:00:00Z", blob)
            dst.writestr(zi, blob)
    return out.getvalue()


def docx_bytes(d) -> bytes:
    d.core_properties.author = "desk"
    d.core_properties.created = datetime(2026, 1, 1)
    d.core_properties.modified = datetime(2026, 1, 1)
    d.core_properties.revision = 1
    b = io.BytesIO()
    d.save(b)
    return fix_zip(b.getvalue())


def two_row_table(d, top, bot, rows, merges_v, merges_h, vmerge_col0=None):
    ncol = len(bot)
    t = d.add_table(rows=2 + len(rows), cols=ncol)
    t.style = "Table Grid"
    for i in range(ncol):
        set_cell(t.cell(0, i), top[i], True)
        set_cell(t.cell(1, i), bot[i], True)
        shade_cell(t.cell(0, i))
        shade_cell(t.cell(1, i))
    for i in merges_v:
        c = t.cell(0, i).merge(t.cell(1, i))
        set_cell(c, top[i], True)
    for a, b in merges_h:
        c = t.cell(0, a).merge(t.cell(0, b))
        set_cell(c, top[a], True)
    for r, row in enumerate(rows):
        for i, s in enumerate(row):
            set_cell(t.cell(2 + r, i), s, False, 8)
    if vmerge_col0:
        for a, b in vmerge_col0:  # (first_row, last_row) ranges of body rows to merge in column 0
            c = t.cell(2 + a, 0).merge(t.cell(2 + b, 0))
            set_cell(c, rows[a][0], False, 8)
    return t


# ---------------------------------------------------------------------------------------------
# F8  DOCX ABS / RMBS offerings, two-row merged header: Offer over Px | Yld | Sprd, Prior Offer band
def f8(half, rng):
    P = {
        "dev": dict(sender="Hannah Oduya <hoduya@abs.greyfriarsllc.com>", firm="Greyfriars LLC", size=2,
                    asof=date(2026, 3, 30), when=datetime(2026, 3, 30, 11, 14, 0, tzinfo=EDT),
                    deals=[("CARRICK AUTO 2026-1", ["A2", "A3", "B"]), ("LOWESWATER EQUIP 2025-2", ["A3", "B"]),
                           ("MIDDLEHAM CARD 2026-A", ["A", "B", "C"]), ("SORREL NQM 2025-4", ["A1", "A2"])]),
        "holdout": dict(sender="Felix Ambrose <fambrose@spg.tollcrosscap.com>", firm="Tollcross Capital", size=3,
                        asof=date(2026, 6, 23), when=datetime(2026, 6, 23, 10, 41, 0, tzinfo=EDT),
                        deals=[("BRAMBLE AUTO 2026-2", ["A3", "A4"]), ("HESKETH STUDENT 2025-B", ["A1", "A2", "B"]),
                               ("OAKRIDGE FLEET 2026-1", ["A", "B"]), ("PARRAMORE JUMBO 2025-3", ["A1", "A2", "M1"])]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    rows, quotes, merges = [], [], []
    for deal, classes in P["deals"]:
        start = len(rows)
        for cls in classes:
            c = rng.choice([4.35, 4.62, 4.88, 5.11, 5.34, 5.57])
            wal = round(rng.uniform(0.9, 3.6), 2)
            bmk, byld = rng.choice([("UST 1Y", 3.78), ("UST 2Y", 3.83), ("UST 3Y", 3.87)])
            s = rng.randint(42, 165)
            y = round(byld + s / 100, 3)
            px = round(price_from_yield(y, c, wal), 3)
            prior_px = round(px - rng.choice([0.031, 0.063, -0.031, 0.0, 0.125]), 3)
            prior_s = s + rng.choice([-2, 0, 1, 3])
            cf = round(rng.uniform(18, 420), 3)
            fac = round(rng.uniform(0.41, 1.0), 4)
            rtg = {"A": "AAA", "B": "AA", "C": "A", "M": "A"}[cls[0]]
            rows.append([deal, cls, rtg, f"{c:.2f}", f"{cf:.3f}", f"{fac:.4f}", f"{wal:.2f}", bmk,
                         f"{px:.3f}", f"{y:.3f}", str(s), f"{prior_px:.3f}", str(prior_s)])
            key = f"{deal} {cls}"
            grp = "rmbs" if ("NQM" in deal or "JUMBO" in deal) else "abs"
            sz = P["size"] * 1e6
            for qt, v in [("price", px), ("yield", y), ("spread", s)]:
                quotes.append(Q(key, "structured", grp, qt, None, v, None, sz, dealer))
        if len(classes) > 1:
            merges.append((start, len(rows) - 1))
    d = docx.Document()
    sec = d.sections[0]
    from docx.enum.section import WD_ORIENT
    from docx.shared import Inches
    sec.orientation = WD_ORIENT.LANDSCAPE
    sec.page_width, sec.page_height = Inches(11), Inches(8.5)
    sec.left_margin = sec.right_margin = Inches(0.5)
    h = d.add_paragraph()
    r = h.add_run(f"{P['firm']} - ABS / RMBS secondary offerings, {asof.strftime('%m/%d/%Y')}")
    r.bold = True
    r.font.size = Pt(12)
    d.add_paragraph("Spreads in bp to the Treasury benchmark shown; yields and prices at the offer. Prior Offer = last Thursday's sheet.")
    d.add_paragraph(f"Offerings, {P['size']}MM current face each:")
    top = ["Deal", "Class", "Rtg", "Cpn", "Cur Face (MM)", "Factor", "WAL", "Bmk", "Offer", "", "", "Prior Offer", ""]
    bot = ["", "", "", "", "", "", "", "", "Px", "Yld", "Sprd", "Px", "Sprd"]
    two_row_table(d, top, bot, rows, merges_v=range(8), merges_h=[(8, 10), (11, 12)], vmerge_col0=merges)
    d.add_paragraph("")
    d.add_paragraph("WAL at pricing speed. Factors per latest remittance. Subject to availability.")
    body = (f"Hi all,\n\nABS / RMBS offerings attached (Word). {P['firm']} SPG.\n\n" + P["sender"].split("<")[0].strip() + "\n")
    return mail(slug="abs-rmbs-docx-merged-bands", fmt="docx", sender=P["sender"], to="abs-investors@ferncliff-ig.com",
                when=P["when"], subject=f"ABS/RMBS offerings {asof.strftime('%m/%d')}", body=body,
                attachments=[(f"ABS_RMBS_Offerings_{asof.strftime('%Y%m%d')}.docx", docx_bytes(d))], quotes=quotes)


# ---------------------------------------------------------------------------------------------
# F9  DOCX loans, two-row merged header: Current over Bid | Offer, Prev Close over Bid | Offer
def f9(half, rng):
    P = {
        "dev": dict(sender="Sofia Brandt <sbrandt@lev-loans.caverleigh.com>", firm="Caverleigh Bank", size=2,
                    asof=date(2026, 4, 2), when=datetime(2026, 4, 2, 14, 26, 0, tzinfo=EDT),
                    names=["Amberfield Networks", "Halden Marine", "Juniper Ortho Partners", "Rookwood Brands", "Selsey Insurance Svcs"]),
        "holdout": dict(sender="Luca Ferrante <lferrante@loantrading.birchallsec.com>", firm="Birchall Securities", size=3,
                        asof=date(2026, 6, 11), when=datetime(2026, 6, 11, 15, 3, 0, tzinfo=EDT),
                        names=["Coldharbour Utilities", "Pinecrest Behavioral", "Tavistock Learning", "Wexcombe Plastics", "Yarrow Payments"]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    rows, quotes, merges = [], [], []
    for name in P["names"]:
        start = len(rows)
        for tr in rng.choice([["TLB"], ["TLB", "DDTL"], ["1L TLB", "2L TL"], ["TL B-3"]]):
            second = tr.startswith("2L")
            m = rng.choice([300, 325, 350, 375, 400, 450]) + (325 if second else 0)
            mat = add_months(asof, rng.randint(40, 84))
            mat_s = mat.strftime("%b-%y")
            bid = rng.choice([x / 8 for x in range(int(90 * 8), int(100.5 * 8))]) - (5 if second else 0)
            ofr = bid + rng.choice([0.25, 0.5, 0.5, 0.75, 1.0])
            chg = rng.choice([0.0, 0.125, -0.125, 0.25, -0.375])
            one = rng.random() < 0.25
            rows.append([name, tr, f"SOFR+{m}", mat_s, fmt_th(rng.choice([350, 500, 640, 875, 1200, 1450])),
                         frac(bid), "--" if one else frac(ofr), frac(bid - chg), frac(ofr - chg),
                         "unch" if not chg else ("+" if chg > 0 else "-") + frac(abs(chg)).replace("0 ", "").strip()])
            key = f"{name.upper()} {tr.upper()} SOFR+{m} {mat_s.upper()}"
            sz = P["size"] * 1e6
            quotes.append(Q(key, "loan", "loan", "price", bid, None if one else ofr, sz, sz, dealer))
        if len(rows) - start > 1:
            merges.append((start, len(rows) - 1))
    d = docx.Document()
    h = d.add_paragraph()
    r = h.add_run(f"{P['firm']} Loan Trading")
    r.bold = True
    r.font.size = Pt(13)
    d.add_paragraph(f"Secondary levels as of {asof.strftime('%m/%d/%Y')} 2:00pm ET. Prev Close = {(asof - timedelta(days=1)).strftime('%m/%d')} marks.")
    d.add_paragraph(f"Loans in px, {P['size']}MM per side:")
    top = ["Borrower", "Tranche", "Margin", "Maturity", "Fac ($MM)", "Current", "", "Prev Close", "", "Chg"]
    bot = ["", "", "", "", "", "Bid", "Offer", "Bid", "Offer", ""]
    two_row_table(d, top, bot, rows, merges_v=[0, 1, 2, 3, 4, 9], merges_h=[(5, 6), (7, 8)], vmerge_col0=merges)
    d.add_paragraph("")
    d.add_paragraph("-- = bid only. Chg vs. prev close bid. Not an offer to sell where no offer is shown.")
    body = ("Hi,\n\nAfternoon loan levels attached.\n\nBest,\n" + P["sender"].split("<")[0].strip() + "\n" + P["firm"] + "\n")
    return mail(slug="loans-docx-current-prev-bands", fmt="docx", sender=P["sender"], to="bankloans@harwick-clo.com",
                when=P["when"], subject=f"Loan levels {asof.strftime('%d-%b')}", body=body,
                attachments=[(f"LoanLevels_{asof.strftime('%Y%m%d')}.docx", docx_bytes(d))], quotes=quotes)


def frac(p: float) -> str:
    h = int(p)
    r = round((p - h) * 8)
    names = {0: "", 1: " 1/8", 2: " 1/4", 3: " 3/8", 4: " 1/2", 5: " 5/8", 6: " 3/4", 7: " 7/8"}
    return f"{h}{names[r]}"


# ---------------------------------------------------------------------------------------------
# F10  DOCX memo, tab-aligned lines: callables (32nds, YTW | YTM) and bullets (px, yld, sprd), past levels
def f10(half, rng):
    P = {
        "dev": dict(sender="Martin Oyelaran <moyelaran@govagency.fairlightsec.com>", firm="Fairlight Securities",
                    asof=date(2026, 3, 9), when=datetime(2026, 3, 9, 8, 20, 0, tzinfo=EDT),
                    call_iss=[("FHLB", "3130B"), ("FFCB", "3133E"), ("FHLMC", "3134H")], bul_iss=[("FNMA", "3135G"), ("ALPINE DEV BANK", "02139Q")]),
        "holdout": dict(sender="Keisha Donnelly <kdonnelly@agencydesk.hollinsway.com>", firm="Hollinsway Partners",
                        asof=date(2026, 5, 12), when=datetime(2026, 5, 12, 8, 5, 0, tzinfo=EDT),
                        call_iss=[("FFCB", "3133E"), ("FHLB", "3130B"), ("FAMCA", "31422")], bul_iss=[("FHLMC", "3137E"), ("PACIFIC DEV FUND", "69412F")]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    calls, buls, past, quotes = [], [], [], []
    for iss, pre in P["call_iss"]:
        for _ in range(rng.choice([2, 3])):
            c = rng.choice([4.25, 4.375, 4.5, 4.625, 4.75, 5.0, 5.125])
            mat = add_months(asof, rng.randint(24, 120), rng.choice([10, 17, 24, 28]))
            nc = add_months(asof, rng.choice([3, 6, 12, 24]), mat.day)
            if nc >= add_months(mat, -6):
                nc = add_months(asof, 3, mat.day)
            freq = rng.choice(["qtrly", "1x", "cont", "qtrly"])
            px = round(price_from_yield(c + rng.uniform(-0.12, 0.35), c, yrs(mat, asof)) * 64) / 64
            ytm = round(yield_from_price(px, c, yrs(mat, asof)), 3)
            ytc = round(yield_from_price(px, c, yrs(nc, asof)), 3)
            w = min(ytc, ytm)
            qty = rng.choice([2000, 3000, 5000, 10000, 20000])
            cus = cusip(rng, pre)
            calls.append([cus, iss, cpn_str(c), mdy(mat), f"{mdy(nc)} @ 100 {freq}", fmt_th(qty), to32(px), f"{w:.3f}", f"{ytm:.3f}",
                          f"{rng.uniform(3.8, 4.1):.2f}"])
            for qt, v in [("price", px), ("yield", w)]:
                quotes.append(Q(cus, "agency", "agency", qt, None, v, None, qty * 1000, dealer))
            if len(past) < 2 and rng.random() < 0.5:
                pb = px - 0.25
                past.append(f"{cus}\t{iss} {cpn_str(c)} {mdy(mat)}\t{to32(pb)} / {to32(pb + 0.125)}")
    for iss, pre in P["bul_iss"]:
        for _ in range(2):
            c = rng.choice([3.75, 3.875, 4.0, 4.125, 4.25])
            yrs_ = rng.choice([2, 3, 5, 7])
            mat = add_months(asof, yrs_ * 12 + rng.randint(-5, 5), rng.choice([1, 15]))
            s = rng.randint(4, 34)
            byld = {2: 3.84, 3: 3.88, 5: 3.99, 7: 4.11}[yrs_]
            y = round(byld + s / 100, 3)
            px = round(price_from_yield(y, c, yrs(mat, asof)), 3)
            qty = rng.choice([5000, 10000, 25000])
            cus = cusip(rng, pre)
            buls.append([cus, iss, cpn_str(c), mdy(mat), fmt_th(qty), f"{px:.3f}", f"{y:.3f}", f"+{s}", f"UST {yrs_}Y"])
            for qt, v in [("price", px), ("yield", y), ("spread", s)]:
                quotes.append(Q(cus, "agency", "agency", qt, None, v, None, qty * 1000, dealer))
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(9)
    t = d.add_paragraph()
    rr = t.add_run("MEMORANDUM")
    rr.bold = True
    rr.font.size = Pt(14)
    for a, b in [("TO:", "Agency / SSA accounts"), ("FROM:", f"{P['sender'].split('<')[0].strip()}, {P['firm']}"),
                 ("DATE:", asof.strftime("%B %d, %Y").replace(" 0", " ")), ("RE:", "Agency callable and bullet offerings")]:
        p = d.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(Pt(60))
        r1 = p.add_run(a + "\t")
        r1.bold = True
        p.add_run(b)
    d.add_paragraph("The following are offered this morning, subject to prior sale. Quantities in thousands; "
                    "callables priced in 32nds to the yield to worst, bullets in decimals with the spread to the on-the-run Treasury.")

    def tabbed(cells, stops, bold=False):
        p = d.add_paragraph()
        pf = p.paragraph_format
        pf.space_after = Pt(0)
        for pos, al in stops:
            pf.tab_stops.add_tab_stop(Pt(pos), WD_TAB_ALIGNMENT.RIGHT if al == "r" else WD_TAB_ALIGNMENT.LEFT)
        r = p.add_run("\t".join(cells))
        r.bold = bold
        r.font.size = Pt(8)
        return p

    h1 = d.add_paragraph()
    h1.add_run("CALLABLES").bold = True
    stops_c = [(58, "l"), (98, "l"), (134, "r"), (146, "l"), (196, "l"), (310, "r"), (352, "r"), (390, "r"), (426, "r")]
    tabbed(["CUSIP", "Issuer", "Cpn", "Maturity", "Call Schedule", "Qty (000)", "Offer", "YTW", "YTM", "Bmk Yld"], stops_c, True)
    for r in calls:
        tabbed(r, stops_c)
    d.add_paragraph("")
    h2 = d.add_paragraph()
    h2.add_run("BULLETS").bold = True
    stops_b = [(58, "l"), (150, "r"), (162, "l"), (240, "r"), (282, "r"), (320, "r"), (360, "r"), (392, "l")]
    tabbed(["CUSIP", "Issuer", "Cpn", "Maturity", "Qty (000)", "Offer Px", "Yield", "Sprd (bp)", "Bmk"], stops_b, True)
    for r in buls:
        tabbed(r, stops_b)
    d.add_paragraph("")
    p = d.add_paragraph("Levels as of yesterday's close, for reference only:")
    p.paragraph_format.space_after = Pt(0)
    for ln in past:
        tabbed(ln.split("\t"), [(58, "l"), (200, "l")])
    d.add_paragraph("")
    d.add_paragraph("Please call the desk to confirm availability before submitting orders.")
    body = ("Good morning,\n\nPlease see the attached memo with this morning's agency offerings.\n\n"
            + P["sender"].split("<")[0].strip() + "\n" + P["firm"] + "\n")
    return mail(slug="agency-memo-tab-aligned", fmt="docx", sender=P["sender"], to="treasury-invest@ridgeline-cu.org",
                when=P["when"], subject=f"Agency offerings memo - {asof.strftime('%m/%d')}", body=body,
                attachments=[(f"Agency_Offerings_Memo_{asof.strftime('%m%d%y')}.docx", docx_bytes(d))], quotes=quotes)


# ---------------------------------------------------------------------------------------------
# XLSX helpers
HDR_FILL = PatternFill("solid", fgColor="1F3864")
HDR_FONT = Font(bold=True, color="FFFFFF", size=9)


def xlsx_bytes(wb) -> bytes:
    wb.properties.creator = "inventory-export"
    wb.properties.created = datetime(2026, 1, 1)
    wb.properties.modified = datetime(2026, 1, 1)
    b = io.BytesIO()
    wb.save(b)
    return fix_zip(b.getvalue())


# F11  CLO inventory workbook: title rows with a blanket size, Size (MM) column partly blank, totals / averages
def f11(half, rng):
    P = {
        "dev": dict(sender="Ethan Wojcik <ewojcik@clo-trading.pellinore.com>", firm="Pellinore Capital", blanket=1,
                    asof=date(2026, 4, 20), when=datetime(2026, 4, 20, 12, 45, 0, tzinfo=EDT),
                    deals=["GRISEDALE CLO 2022-3A", "HAWTHORNE BAY CLO 2024-2A", "LINDOW PARK CLO 2025-1A", "CRESSWELL CLO 2023-5A"]),
        "holdout": dict(sender="Amara Nwosu <anwosu@securitized.dunmoreco.com>", firm="Dunmore & Co", blanket=2,
                        asof=date(2026, 6, 25), when=datetime(2026, 6, 25, 11, 30, 0, tzinfo=EDT),
                        deals=["BOWLAND CLO 2024-4A", "ELDERMERE CLO 2023-2A", "WHITBARROW CLO 2025-5A", "FAIRCHILD POINT CLO 2022-1A"]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    data = clo_rows(rng, P["deals"], asof)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "CLO Inventory"
    ws["A1"] = f"{P['firm']} - CLO Secondary Inventory"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = f"As of {asof.strftime('%m/%d/%Y')} 12:30 ET"
    ws["A3"] = f"Sizes {P['blanket']}MM unless noted. DM to forward SOFR; Mid Px is a reference mark, not a market."
    hdr = ["Deal", "Class", "CUSIP", "Rtg", "Reinv End", "Orig Face (MM)", "Cur Face (MM)", "Factor", "WAL", "Px Bid", "Px Offer",
           "DM Bid", "DM Offer", "Mid Px", "Chg", "Size (MM)", "OC Cushion"]
    for i, h in enumerate(hdr, 1):
        c = ws.cell(5, i, h)
        c.fill, c.font = HDR_FILL, HDR_FONT
        c.alignment = Alignment(horizontal="center", wrap_text=True)
    quotes = []
    r = 6
    pxs, cfs = [], []
    for d in data:
        cus = cusip(rng, rng.choice(["09", "14", "38", "52", "55", "67", "83"]) + rng.choice("0123456789") + rng.choice("0123456789"))
        bid_px = round(d["px"] - rng.choice([0.125, 0.25, 0.375, 0.5]) * (1 if d["cls"] in ("A1", "A2") else 2), 3)
        dm_b = round(d["margin"] - (bid_px - 100) * 100 / (d["wal"] * 0.92))
        one = rng.random() < 0.3
        size = rng.choice([None, None, 2.0, 3.5, 5.0, 1.5])
        cur = round(d["orig"] * d["fac"], 3)
        reinv = date(asof.year + rng.randint(-1, 4), rng.choice([1, 4, 7, 10]), 15)
        vals = [d["deal"], d["cls"], cus, d["rtg"], reinv, d["orig"], cur, d["fac"], d["wal"], None if one else bid_px, d["px"],
                None if one else dm_b, d["dm"], None if one else round((bid_px + d["px"]) / 2, 4),
                rng.choice([0, 0.05, -0.1, 0.125, -0.25]), size, round(rng.uniform(2.0, 9.0), 2) / 100]
        for i, v in enumerate(vals, 1):
            c = ws.cell(r, i, v)
            if i == 5:
                c.number_format = "mm/dd/yyyy"
            elif i in (10, 11, 14):
                c.number_format = "0.000"
            elif i == 8:
                c.number_format = "0.0000"
            elif i == 17:
                c.number_format = "0.00%"
            elif i == 15:
                c.number_format = "+0.000;-0.000;0.000"
        sz = (size or P["blanket"]) * 1e6
        for qt, b, a in [("price", bid_px, d["px"]), ("dm", dm_b, d["dm"])]:
            quotes.append(Q(cus, "structured", "clo", qt, None if one else b, a, sz, sz, dealer))
        pxs.append(d["px"])
        cfs.append(cur)
        r += 1
    ws.cell(r + 1, 1, "Total").font = Font(bold=True)
    ws.cell(r + 1, 7, round(sum(cfs), 3)).font = Font(bold=True)
    ws.cell(r + 2, 1, "Average").font = Font(bold=True)
    c = ws.cell(r + 2, 11, round(sum(pxs) / len(pxs), 3))
    c.number_format = "0.000"
    c.font = Font(bold=True)
    ws.cell(r + 2, 9, round(sum(x["wal"] for x in data) / len(data), 2)).font = Font(bold=True)
    for col, w in zip("ABCDEFGHIJKLMNOPQ", [26, 7, 12, 6, 11, 9, 9, 8, 6, 8, 8, 7, 8, 8, 7, 8, 9]):
        ws.column_dimensions[col].width = w
    ws.freeze_panes = "C6"
    body = ("Hi team,\n\nCLO inventory attached (xlsx). Bids shown where we have an axe to buy.\n\n"
            + P["sender"].split("<")[0].strip() + "\n" + P["firm"] + "\n")
    return mail(slug="clo-inventory-xlsx-blanket-size", fmt="xlsx", sender=P["sender"], to="structured@ormsby-partners.com",
                when=P["when"], subject=f"CLO inventory {asof.strftime('%m/%d')}", body=body,
                attachments=[(f"CLO_Inventory_{asof.strftime('%Y%m%d')}.xlsx", xlsx_bytes(wb))], quotes=quotes)


# F12  agency callables workbook: YTW stored as fraction in a 0.000% cell, unsided OAS, hidden prev column
def f12(half, rng):
    P = {
        "dev": dict(sender="Rosa Delgado <rdelgado@agencies.brookhollow.com>", firm="Brookhollow Securities",
                    asof=date(2026, 4, 28), when=datetime(2026, 4, 28, 9, 48, 0, tzinfo=EDT),
                    issuers=[("FHLB", "3130B"), ("FFCB", "3133E"), ("FHLMC", "3134H"), ("FNMA", "3136G")]),
        "holdout": dict(sender="Declan Murphy <dmurphy@fixedincome.easterbrookcm.com>", firm="Easterbrook Capital Markets",
                        asof=date(2026, 6, 30), when=datetime(2026, 6, 30, 9, 15, 0, tzinfo=EDT),
                        issuers=[("FHLB", "3130B"), ("FAMCA", "31422"), ("FFCB", "3133E"), ("TVA", "88059")]),
    }[half]
    asof, dealer = P["asof"], dealer_of(P["sender"])
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Callables"
    ws["A1"] = f"{P['firm']} Agency Callable Inventory"
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = f"{asof.strftime('%m/%d/%Y')}  -  Size in thousands. OAS / Dur / Cvx from the desk model."
    hdr = ["CUSIP", "Issuer", "Cpn", "Maturity", "Next Call", "Call Px", "Call Type", "Size (000)", "Bid Px", "Offer Px", "Offer YTW",
           "Prev Offer", "OAS", "Dur", "Cvx", "Accrued", "Min Piece"]
    for i, h in enumerate(hdr, 1):
        c = ws.cell(4, i, h)
        c.fill, c.font = HDR_FILL, HDR_FONT
    ws.column_dimensions["L"].hidden = True
    quotes = []
    r = 5
    for iss, pre in P["issuers"]:
        for _ in range(rng.choice([3, 4])):
            c = rng.choice([4.0, 4.25, 4.5, 4.6, 4.75, 4.8, 5.0, 5.1, 5.25, 5.5])
            mat = add_months(asof, rng.randint(18, 144), rng.choice([5, 12, 19, 26]))
            nc = add_months(asof, rng.choice([1, 3, 6, 12, 24, 36]), mat.day)
            if nc >= add_months(mat, -6):
                nc = add_months(asof, 1, mat.day)
            ofr = round(price_from_yield(c + rng.uniform(-0.08, 0.45), c, yrs(mat, asof)), 3)
            bid = round(ofr - rng.choice([0.1, 0.125, 0.125, 0.25, 0.15]), 3)
            ytm = yield_from_price(ofr, c, yrs(mat, asof))
            ytc = yield_from_price(ofr, c, max(yrs(nc, asof), 0.1))
            ytw = round(min(ytm, ytc), 3)
            one = rng.random() < 0.3
            size = rng.choice([1000, 2000, 3000, 5000, 10000])
            cus = cusip(rng, pre)
            vals = [cus, iss, c, mat, nc, 100, rng.choice(["Qtrly", "1x", "Cont", "Semi"]), size, None if one else bid, ofr,
                    round(ytw / 100, 5), round(ofr - rng.choice([0.125, 0.25, -0.125]), 3), rng.randint(12, 68),
                    round(min(yrs(mat, asof), yrs(nc, asof) + 2) * 0.88, 2), round(rng.uniform(-1.8, -0.2), 2),
                    round(c * rng.uniform(0.01, 0.49), 4), "10M x 5M"]
            for i, v in enumerate(vals, 1):
                cell = ws.cell(r, i, v)
                if i in (4, 5):
                    cell.number_format = "mm/dd/yyyy"
                elif i == 3:
                    cell.number_format = "0.000"
                elif i in (9, 10, 12):
                    cell.number_format = "0.000"
                elif i == 11:
                    cell.number_format = "0.000%"
                elif i == 8:
                    cell.number_format = "#,##0"
            quotes.append(Q(cus, "agency", "agency", "price", None if one else bid, ofr, size * 1000, size * 1000, dealer))
            quotes.append(Q(cus, "agency", "agency", "yield", None, ytw, None, size * 1000, dealer))
            r += 1
    for col, w in zip("ABCDEFGHIJKLMNOPQ", [11, 7, 7, 11, 11, 7, 8, 9, 8, 8, 9, 9, 6, 6, 6, 8, 9]):
        ws.column_dimensions[col].width = w
    body = ("Good morning,\n\nOur callable inventory is attached. Bids are where we'd buy the same bond back.\n\nRegards,\n"
            + P["sender"].split("<")[0].strip() + "\n" + P["firm"] + "\n")
    return mail(slug="agency-callables-xlsx-pct-ytw", fmt="xlsx", sender=P["sender"], to="liquidity@clearwater-fcu.org",
                when=P["when"], subject=f"Callable inventory - {asof.strftime('%m/%d/%y')}", body=body,
                attachments=[(f"{P['firm'].split()[0]}_Callables_{asof.strftime('%m%d%Y')}.xlsx", xlsx_bytes(wb))], quotes=quotes)


FAMILIES = [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12]


def main() -> None:
    for half in ("dev", "holdout"):
        out = ROOT / half
        out.mkdir(parents=True, exist_ok=True)
        for old in out.glob("*"):
            old.unlink()
    for fi, fam in enumerate(FAMILIES):
        for half, num in (("dev", 2 * fi + 1), ("holdout", 2 * fi + 2)):
            rng = random.Random(f"{SEED}-{fam.__name__}-{half}")
            m = fam(half, rng)
            slug = m["slug"] if half == "dev" else m["sender"].split("@")[1].split(".")[-2].lower()
            base = ROOT / half / f"{num:02d}-{slug}"
            dom = m["sender"].split("@")[1].rstrip(">")
            write_eml(base.with_suffix(".eml"), sender=m["sender"], to=m["to"], date=m["when"], subject=m["subject"],
                      msgid=f"{m['when'].strftime('%Y%m%d%H%M%S')}.{num:02d}.{fam.__name__}@{dom}", body=m["body"],
                      attachments=m["attachments"], boundary=f"----=_Part_{num:02d}_{rng.randrange(10**10):010d}")
            write_gold(base.with_name(base.name + ".expected.json"), m["fmt"], m["quotes"])
    print("built", len(FAMILIES) * 2, "mails")


if __name__ == "__main__":
    main()
