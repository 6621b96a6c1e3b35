"""The eleven PDF families (F01-F11)."""

from __future__ import annotations

import datetime as dt

from base import (
    LDN,
    NY,
    agency_cusip,
    bill_cusip,
    dealer_of,
    digit_cusip,
    dn_cusip,
    maturity,
    mk,
    rnd,
    us,
    years,
)
from common import Q, approx_yield, cpnkey, frac, isin, p32, price_from_yield, ptable, r256
from pdfkit import Doc, Page
from people import ABS, CLO, DEALERS, HY, LOANS, RMBS

AGENCIES = ["FHLB", "FFCB", "FNMA", "FHLMC", "FAMC"]


def sender(fam, v):
    name, addr, firm = DEALERS[fam][v]
    return f"{name} <{addr}>", dealer_of(addr), firm, name


def sig(name, firm, phone):
    return f"\n\n{name}\n{firm}\nT {phone}\n"


def footer(pg: Page, firm: str, n: int, of: int, date: dt.date, size: float = 6):
    pg.text(36, 22, f"{firm}  |  Page {n} of {of}  |  Printed {date.strftime('%d-%b-%Y')} 07:42", size, g="footer")
    pg.text(pg.w - 36, 22, "For institutional investors only. Not research.", size, align="r", g="footer")


def cover(doc: Doc, title: str, firm: str, date: dt.date, lines: list[str], landscape=False):
    pg = doc.page(landscape)
    pg.text(pg.w / 2, pg.h - 160, firm.upper(), 18, "F2", align="c")
    pg.text(pg.w / 2, pg.h - 190, title, 14, "F1", align="c")
    pg.text(pg.w / 2, pg.h - 210, date.strftime("%A, %d %B %Y"), 10, align="c")
    y = pg.h - 260
    for ln in lines:
        pg.text(pg.w / 2, y, ln, 9, align="c")
        y -= 14
    return pg


def disclaimer(doc: Doc, firm: str, date: dt.date, phone: str, landscape=False):
    pg = doc.page(landscape)
    pg.text(36, pg.h - 50, "IMPORTANT DISCLOSURES", 9, "F2")
    paras = [
        f"This material was prepared by the sales and trading staff of {firm} (\"the Firm\") on "
        f"{date.strftime('%m/%d/%Y')} and is not a product of the Research Department.",
        "Levels are indicative, for discussion only, and may change without notice. The Firm may hold positions",
        "in the securities mentioned. Past performance (including returns of 7.5% or 12.25% p.a.) is no guide.",
        "Figures assume settlement T+1 (T+2 for 144A) and 100% of principal repaid at maturity; yields are",
        "computed on a 30/360 basis to the earlier of call or maturity, prepayment speeds at 15 CPR / 100 PSA.",
        "Member FINRA / SIPC. Registered office: 1200 Harbour Street, Suite 4100, New York, NY 10281.",
        f"Questions: {phone} or +44 20 7946 0321. Complaints: 1-800-555-0199 (Mon-Fri 08:00-18:00).",
        "Ratings 2.0 scale, 1 = highest; 25 bp = 0.25%. (c) 2027. All rights reserved. Ref. 2027-0114/77.",
    ]
    y = pg.h - 70
    for p in paras:
        pg.text(36, y, p, 7)
        y -= 11
    return pg


# ============================================================== F01 agency callable offerings (landscape)
def f01(v, rng):
    frm, dealer, firm, name = sender(1, v)
    today = [dt.date(2027, 2, 9), dt.date(2027, 3, 16)][v]
    used: set = set()
    rows, quotes = [], []
    for _ in range(11):
        iss = rng.choice(AGENCIES)
        cu = agency_cusip(rng, iss, used)
        cpn = rng.choice([4.05, 4.125, 4.25, 4.375, 4.4, 4.5, 4.625, 4.75, 4.875, 5.0, 5.05, 5.125, 5.25])
        mat = maturity(rng, today, 2, 12)
        bullet = rng.random() < 0.25
        px = round(rng.uniform(98.4, 101.1), 3)
        ytm = round(approx_yield(px, cpn, years(today, mat)), 3)
        avail = rng.choice([1, 2, 3, 5, 5, 10, 2.5, 15, 25, 4])
        if bullet:
            call = "--"
            ctype = "Bullet"
            cpx = "--"
            ytc_s = "--"
            ytw = ytm
        else:
            months = rng.choice([3, 6, 12, 18]) if px < 100.2 else rng.choice([12, 18])
            cd = dt.date(today.year + (today.month + months - 1) // 12, (today.month + months - 1) % 12 + 1, 15)
            if cd >= mat:
                cd = dt.date(mat.year - 1, mat.month, 15)
            call = us(cd)
            ctype = rng.choice(["Qtrly", "1x", "Cont", "Qtrly", "Semi"])
            cpx = "100.000"
            ytc = round(approx_yield(px, cpn, years(today, cd)), 3)
            ytc_s = f"{ytc:.3f}"
            ytw = min(ytc, ytm)
        settle = us(today + dt.timedelta(days=1))
        rows.append([cu, iss, f"{cpn:.3f}", us(mat, False), call, cpx, ctype, f"{avail:g}", f"{px:.3f}", ytc_s,
                     f"{ytm:.3f}", settle])
        quotes.append(Q(cu, "agency", "price", None, px, None, avail * 1e6, dealer))
        quotes.append(Q(cu, "agency", "yield", None, ytw, None, avail * 1e6, dealer))
    cols = [(("CUSIP",), 44, "l"), (("Issuer",), 28, "l"), (("Cpn",), 20, "r"), (("Maturity",), 38, "r"),
            (("Next Call",), 34, "r"), (("Call Px",), 30, "r"), (("Call Type",), 34, "l"), (("Avail (MM)",), 38, "r"),
            (("Offer Px",), 30, "r"), (("YTC",), 22, "r"), (("YTM",), 22, "r"), (("Settle",), 30, "r")]
    doc = Doc("Agency Callable Offerings", "Inventory Reporting 4.2")
    pg = doc.page(landscape=True)
    pg.order = ["footer", "body", "header", "title"]
    footer(pg, firm, 1, 1, today)
    pg.text(40, pg.h - 40, f"AGENCY CALLABLE OFFERINGS  -  {today.strftime('%m/%d/%Y')}", 10, "F2", g="title")
    pg.text(40, pg.h - 54, "Offer side. Prices are clean. Yields on the offer; call schedules per prospectus.", 7,
            g="title")
    ptable(pg, 40, pg.h - 80, cols, rows, size=7, rowh=11, colmajor=True, gap=3, rules=True)
    body = ("Good morning,\n\nToday's agency callable offerings attached (PDF). Inventory moves quickly, "
            "please check before committing." + sig(name, firm, "+1 212 555 0188"))
    att = [(f"agency_callables_{today.strftime('%Y%m%d')}.pdf", "pdf", doc.bytes())]
    slug = ["01-pdf-agency-callables-landscape-colmajor", "02-harbor-inventory"][v]
    return mk(1, v, slug, frm, dt.datetime.combine(today, dt.time(7, 48), NY),
              f"Agency callable offerings {today.strftime('%m/%d')}", body, att, "pdf", quotes)


# ============================================================== F02 UST coupons + bills, two columns
def f02(v, rng):
    frm, dealer, firm, name = sender(2, v)
    today = [dt.date(2027, 1, 26), dt.date(2027, 3, 2)][v]
    size = [25, 50][v]
    used: set = set()
    left, right, quotes = [], [], []
    mats = sorted({maturity(rng, today, 1, 29, days=(15, 31, 30, 28)) for _ in range(13)})
    for mat in mats:
        cpn = rng.choice([3.5, 3.625, 3.75, 3.875, 4.0, 4.125, 4.25, 4.375, 4.5, 4.625, 4.75])
        bid = r256(rng.uniform(96.5, 102.0))
        if v == 1:
            bid = round(bid * 128) / 128  # quarters of a 32nd only
        ask = bid + rng.choice([1, 2, 2, 4]) / 256 * (2 if v == 1 else 1)
        style = "frac" if v == 1 else "digit"
        sec = f"T {frac(cpn)} {us(mat)}"
        chg = rng.choice(["+0-02", "-0-01+", "unch", "+0-04", "-0-03", "+0-00+"])
        left.append([sec, p32(bid, style), p32(ask, style), chg])
        quotes.append(Q(f"T {cpnkey(cpn)} {mat.isoformat()}", "government", "price", bid, ask, size * 1e6,
                        size * 1e6, dealer))
    for i in range(8):
        mat = today + dt.timedelta(days=7 * (3 + i * 4 + rng.randint(0, 2)) + (3 - today.weekday()) % 7)
        cu = bill_cusip(rng, used)
        b = round(rng.uniform(3.95, 4.30), 3)
        a = round(b - rng.choice([0.005, 0.01, 0.015, 0.02]), 3)
        right.append([cu, us(mat), f"{b:.3f}", f"{a:.3f}", rng.choice(["+0.5", "-1.0", "unch", "+1.5", "-0.5"])])
        quotes.append(Q(cu, "government", "yield", b, a, size * 1e6, size * 1e6, dealer))
    doc = Doc("UST Levels", "PrintServer")
    pg = doc.page()
    pg.order = ["body", "header", "title", "footer"]
    lc = [(("Security",), 84, "l"), (("Bid",), 38, "r"), (("Ask",), 38, "r"), (("Chg",), 28, "r")]
    rc = [(("CUSIP",), 44, "l"), (("Maturity",), 34, "l"), (("Bid",), 24, "r"), (("Ask",), 24, "r"),
          (("Chg (bp)",), 30, "r")]
    top = pg.h - 100
    # right table first (emission order), then left
    ptable(pg, 318, top, rc, right, size=6.5, rowh=10, words=True, gap=5)
    ptable(pg, 40, top, lc, left, size=6.5, rowh=10, words=True, gap=5)
    pg.words(40, top + 14, "COUPONS - price (32nds)", 7.5, "F2", g="title")
    pg.words(318, top + 14, "BILLS - discount rate (%)", 7.5, "F2", g="title")
    pg.words(40, pg.h - 50, f"U.S. TREASURY LEVELS  {today.strftime('%d %b %Y')}  08:05 NY", 10, "F2", g="title")
    pg.words(40, pg.h - 64, "Curve: 2s10s +31.5 bp, 5s30s +48.0 bp. 10y at 4.27% (-1.2 bp).", 7, g="title")
    pg.words(40, 60, f"All sizes {size}MM per side unless noted. Levels indicative; refresh before trading.", 7,
             g="footer")
    footer(pg, firm, 1, 1, today)
    body = "Morning - UST levels attached. Call with interest." + sig(name, firm, "+1 646 555 0110")
    att = [(f"UST_{today.strftime('%m%d%y')}.pdf", "pdf", doc.bytes())]
    slug = ["03-pdf-ust-coupons-bills-two-column", "04-morning-levels"][v]
    return mk(2, v, slug, frm, dt.datetime.combine(today, dt.time(8, 7), NY), f"UST run {us(today)}", body, att,
              "pdf", quotes)


# ============================================================== F03 CLO BWIC px talk
def f03(v, rng):
    frm, dealer, firm, name = sender(3, v)
    today = [dt.date(2027, 2, 17), dt.date(2027, 1, 20)][v]
    used: set = set()
    rows, quotes = [], []
    classes = [("A1", "AAA", 99.8, 100.6), ("A2", "AAA", 99.5, 100.3), ("B", "AA", 99.0, 100.1),
               ("C", "A", 98.0, 99.8), ("D", "BBB-", 96.0, 99.0), ("E", "BB-", 90.0, 96.0)]
    for i in range(9):
        deal = rng.choice(CLO[v])
        cls, rtg, lo, hi = rng.choice(classes)
        cu = digit_cusip(rng, used)
        orig = rng.choice([2, 3, 4, 5, 6, 7.5, 10]) * 1e6
        factor = 1.0 if cls != "A1" else round(rng.uniform(0.55, 1.0), 4)
        wal = round(rng.uniform(1.5, 7.5), 2)
        kind = rng.random()
        sup = None
        if i in (2, 6):
            talk = rng.choice(["n/a", "TBD"])
        elif kind < 0.5:
            a = round(rng.uniform(lo, hi) * 4) / 4
            talk = f"{a:.2f}/{a + 0.5:.2f}" if v == 0 else f"{a:g}-{a + 0.5:g}"
            quotes.append(Q(cu, "structured", "talk", a, a + 0.5, orig, orig, dealer))
        else:
            a = round(rng.uniform(lo, hi) * 8) / 8
            talk = f"{a:.3f}" if v == 0 else f"{a:.2f}" if a * 4 == int(a * 4) else f"{a:.3f}"
            quotes.append(Q(cu, "structured", "talk", a, a, orig, orig, dealer))
        if i in (1, 5):
            sup = "1" if i == 1 else "2"
        rows.append([str(i + 1), cu, deal, cls, rtg, f"{orig:,.0f}", f"{factor:.4f}", f"{wal:.2f}",
                     (talk, sup) if sup else talk, ""])
    cols = [(("#",), 10, "r"), (("CUSIP",), 40, "l"), (("Deal",), 88, "l"), (("Class",), 22, "l"),
            (("Rtg",), 22, "l"), (("Orig Face",), 44, "r"), (("Factor",), 28, "r"), (("WAL",), 20, "r"),
            (("PX TALK",), 44, "r"), (("Cover",), 26, "r")]
    doc = Doc("BWIC", "Structured Products Desk")
    pg = doc.page()
    pg.order = ["body", "footer", "header", "title"]
    pg.text(40, pg.h - 48, f"CLO BWIC  -  bids due {today.strftime('%m/%d')} 11:00 ET", 11, "F2", g="title")
    pg.text(40, pg.h - 62, "Talk in price. Bonds trade on original face; settle T+2.", 7, g="title")
    y = ptable(pg, 40, pg.h - 90, cols, rows, size=7, rowh=11, band=0.78, shade=0.92, gap=4)
    pg.text(40, y - 10, "1 Talk from our secondary desk as of 09:30 NY.", 6)
    pg.text(40, y - 19, "2 Partial line; seller will consider bids on any size.", 6)
    footer(pg, firm, 1, 1, today)
    body = ("Hi all,\n\nCLO BWIC list with our price talk attached. Bids due 11:00 ET today." +
            sig(name, firm, "+1 212 555 0171"))
    att = [(f"BWIC_CLO_{today.strftime('%Y%m%d')}.pdf", "pdf", doc.bytes())]
    slug = ["05-pdf-clo-bwic-px-talk-shaded", "06-list-1100"][v]
    return mk(3, v, slug, frm, dt.datetime.combine(today, dt.time(8, 30), NY),
              f"BWIC: CLO {today.strftime('%m/%d')} 11:00 ET - talk attached", body, att, "pdf", quotes)


# ============================================================== F04 loans, cover + 2 table pages + disclaimer
def f04(v, rng):
    frm, dealer, firm, name = sender(4, v)
    today = [dt.date(2027, 2, 24), dt.date(2027, 1, 13)][v]
    clip = [1, 2][v]
    rows_all, quotes = [], []
    borrowers = rng.sample(LOANS[v], 9)
    for b in borrowers:
        facs = rng.sample(["TLB", "TLB-2", "Incremental TLB", "1L TL", "2L TL", "Delayed Draw TL"], rng.randint(1, 3))
        first = True
        for f in facs:
            m = rng.choice([275, 300, 325, 350, 375, 400, 425, 450, 500, 575, 650])
            if "2L" in f:
                m += 300
            margin = f"S+{m}"
            mt = f"{rng.randint(1, 12)}/{rng.randint(28, 32)}"
            flr = rng.choice(["0.50", "0.00", "0.75", "0.50"])
            lx = f"LX{rng.randint(200000, 299999)}"
            bid = round(rng.uniform(86, 100.5) * 8) / 8
            st = rng.random()
            szc = ""
            size = clip * 1e6
            if st < 0.15:
                szc = rng.choice(["2MM", "5MM", "3MM"])
                size = float(szc[:-2]) * 1e6
            elif st < 0.25:
                szc = "500K"
                size = 5e5
            pb = bid - rng.choice([0.125, 0.25, -0.125, 0.0, 0.375])
            if rng.random() < 0.12:
                off = "--"
                quotes.append(Q(f"{b} {f} {margin} {mt}".upper(), "loan", "price", bid, None, size, None, dealer))
            else:
                ask = bid + rng.choice([0.25, 0.5, 0.5, 0.75, 1.0])
                off = f"{ask:.3f}"
                quotes.append(Q(f"{b} {f} {margin} {mt}".upper(), "loan", "price", bid, ask, size, size, dealer))
            chg = bid - pb
            rows_all.append([b if first else "", f, margin, flr, mt, lx, f"{bid:.3f}", off, f"{pb:.3f}",
                             f"{pb + 0.5:.3f}", f"{chg:+.3f}" if chg else "0.000", szc])
            first = False
    cols = [(("Borrower",), 92, "l"), (("Facility",), 58, "l"), (("Margin",), 32, "l"), (("Floor",), 22, "r"),
            (("Maturity",), 36, "r"), (("LoanX ID",), 40, "l"), (("Bid",), 32, "r"), (("Offer",), 32, "r"),
            (("Prior Bid",), 34, "r"), (("Prior Offer",), 38, "r"), (("Chg",), 28, "r"), (("Size",), 26, "r")]
    doc = Doc("Loan Levels", "LoanDesk Reporter")
    cover(doc, "Leveraged Loan Secondary Levels", firm, today,
          [f"All levels for ${clip}MM clips unless noted in the Size column.", "Sales: +1 212 555 0142",
           "Trading: +1 212 555 0143"], landscape=True)
    starts = [i for i, r in enumerate(rows_all) if r[0]]
    half = min(starts, key=lambda i: abs(i - len(rows_all) / 2))
    for pi, chunk in enumerate([rows_all[:half], rows_all[half:]]):
        pg = doc.page(landscape=True)
        pg.order = ["footer", "body", "header", "title"]
        footer(pg, firm, pi + 2, 4, today)
        t = "LOAN LEVELS" + ("  (continued)" if pi else "")
        pg.text(40, pg.h - 40, t, 10, "F2", g="title")
        # a continued borrower repeats nothing: the first row of page 2 may be a follow-on facility
        y = ptable(pg, 40, pg.h - 64, cols, chunk, size=7, rowh=12, band=0.85, gap=4, rules=True)
        if pi == 0:
            pg.text(40, y - 8, "continued on next page", 6.5, "F1")
    disclaimer(doc, firm, today, "+1 212 555 0142", landscape=True)
    body = (f"All,\n\nLoan levels for {today.strftime('%d %b')} attached." + sig(name, firm, "+1 212 555 0142"))
    att = [(f"loan_levels_{today.strftime('%Y%m%d')}.pdf", "pdf", doc.bytes())]
    slug = ["07-pdf-loan-levels-cover-multipage", "08-secondary-sheet"][v]
    return mk(4, v, slug, frm, dt.datetime.combine(today, dt.time(9, 15), NY),
              f"Loan levels {today.strftime('%m/%d')}", body, att, "pdf", quotes)


# ============================================================== F05 non-agency RMBS, Courier lines with spaces
def f05(v, rng):
    frm, dealer, firm, name = sender(5, v)
    today = [dt.date(2027, 3, 4), dt.date(2027, 2, 3)][v]
    used: set = set()
    lines, quotes = [], []
    tot = 0.0
    for _ in range(9):
        deal = rng.choice(RMBS[v])
        cls = rng.choice(["1A1", "2A1", "A2A", "1A2", "A1B", "M1", "2A2"])
        cu = digit_cusip(rng, used)
        orig = rng.choice([25, 40, 60, 85, 120, 150])
        avail = rng.choice([1.5, 2, 3.25, 4, 5, 7.5, 10])
        tot += avail
        factor = round(rng.uniform(0.03, 0.22), 5)
        wal = round(rng.uniform(2, 9), 1)
        dq = round(rng.uniform(3, 18), 1)
        ce = round(rng.uniform(0, 35), 1)
        px = r256(rng.uniform(78, 99))
        px = round(px * 64) / 64
        yl = round(approx_yield(px, 5.2, wal), 2)
        lines.append(f"{cu:<10}{deal:<29}{cls:<5}{orig:>7.2f}{avail:>8.2f}{factor:>9.5f}{wal:>6.1f}{dq:>7.1f}"
                     f"{ce:>7.1f}{p32(px):>10}{yl:>8.2f}")
        quotes.append(Q(cu, "structured", "price", None, px, None, avail * 1e6, dealer))
        quotes.append(Q(cu, "structured", "yield", None, yl, None, avail * 1e6, dealer))
    head1 = f"{'':<10}{'':<29}{'':<5}{'Orig':>7}{'Avail':>8}{'':>9}{'':>6}{'60+':>7}{'CE':>7}{'Offer':>10}{'Offer':>8}"
    head2 = f"{'CUSIP':<10}{'Deal':<29}{'Cls':<5}{'(MM)':>7}{'(MM)':>8}{'Factor':>9}{'WAL':>6}{'DQ %':>7}{'%':>7}" \
            f"{'Px':>10}{'Yld':>8}"
    doc = Doc("Non-Agency Offerings", "MBS Inventory")
    pg = doc.page()
    pg.order = ["body", "header", "footer", "title"]
    sz = 6.2
    y = pg.h - 100
    for ln in lines:
        pg.text(30, y, ln, sz, "F3")
        y -= 9
    pg.text(30, y - 2, f"{'':<10}{'Total available':<29}{'':<5}{'':>7}{tot:>8.2f}", sz, "F3")
    pg.text(30, pg.h - 76, head1, sz, "F4", g="header")
    pg.text(30, pg.h - 84, head2, sz, "F4", g="header")
    pg.line(30, pg.h - 88, pg.w - 30, pg.h - 88, 0.5, g="header")
    pg.text(30, pg.h - 50, "NON-AGENCY RMBS OFFERINGS", 10, "F2", g="title")
    pg.text(30, pg.h - 62, f"As of {today.strftime('%m/%d/%Y')}. Offer side; yields at 10 CPR / 5 CDR / 45 sev.",
            7, g="title")
    footer(pg, firm, 1, 1, today)
    body = "Non-agency offerings attached. Can work bids on anything on the list." + sig(name, firm,
                                                                                        "+1 203 555 0107")
    att = [(f"nonagency_offers_{today.strftime('%m%d')}.pdf", "pdf", doc.bytes())]
    slug = ["09-pdf-nonagency-rmbs-courier-lines", "10-inventory-update"][v]
    return mk(5, v, slug, frm, dt.datetime.combine(today, dt.time(10, 2), NY),
              "Non-agency offerings", body, att, "pdf", quotes)


# ============================================================== F06 gilts and Bunds, words split, superscripts
def f06(v, rng):
    frm, dealer, firm, name = sender(6, v)
    today = [dt.date(2027, 2, 11), dt.date(2027, 3, 9)][v]
    quotes = []
    sections = []
    for sec, cur in (("UK GILTS", "GBP"), ("GERMAN BUNDS", "EUR")):
        rows = []
        for i in range(6):
            if cur == "GBP":
                mat = maturity(rng, today, 1, 30, days=(7, 22, 31, 30))
                cpn = rng.choice([3.75, 4.0, 4.125, 4.25, 4.5, 4.75, 4.375, 1.25 if mat.year < today.year + 6 else 4.5])
                code = isin("GB00" + rnd(rng, 7, "BCDFGHJKLMNPQRSTVWXYZ0123456789"))
                bond = f"UKT {frac(cpn)} {mat.strftime('%d/%m/%y')}" if v == 0 else f"UKT {cpn:g}% {mat.year}"
                y0 = 4.1
            else:
                mat = maturity(rng, today, 1, 25, days=(15,))
                cpn = rng.choice([1.7, 2.1, 2.3, 2.5, 2.6, 2.2, 0.0 if mat.year < today.year + 5 else 2.4])
                code = isin("DE000110" + rnd(rng, 3, "0123456789"))
                bond = f"DBR {cpn:.2f} {mat.strftime('%d/%m/%y')}" if v == 0 else f"DBR {cpn:g}% {mat.year}"
                y0 = 2.5
            yrs = years(today, mat)
            yb = round(y0 + rng.uniform(-0.4, 0.6) + yrs * 0.015, 3)
            ya = round(yb - rng.choice([0.005, 0.008, 0.01]), 3)
            pb = round(price_from_yield(cpn, (yb + ya) / 2, yrs) - 0.025, 2)
            pa = round(pb + rng.choice([0.03, 0.04, 0.05, 0.06]), 2)
            size = rng.choice([5, 10, 10, 25])
            sup = "a" if i == 2 else None
            rows.append([code, bond, (f"{pb:.2f}", sup) if sup else f"{pb:.2f}", f"{pa:.2f}", f"{yb:.3f}",
                         f"{ya:.3f}", rng.choice(["-1.2", "+0.4", "-0.6", "0.0", "+2.1"]), str(size)])
            key = code
            quotes.append(Q(key, "government", "price", pb, pa, size * 1e6, size * 1e6, dealer))
            quotes.append(Q(key, "government", "yield", yb, ya, size * 1e6, size * 1e6, dealer))
        sections.append((sec, cur, rows))
    doc = Doc("EGB levels", "Kestrel Rates Publisher" if v == 0 else "RH Publisher")
    pg = doc.page(landscape=True)
    pg.order = ["body", "header", "title", "footer"]
    y = pg.h - 70
    for sec, cur, rows in sections:
        cols = [(("ISIN",), 56, "l"), (("Bond",), 84, "l"), (("Bid Px",), 30, "r"), (("Ask Px",), 30, "r"),
                (("Bid Yld",), 30, "r"), (("Ask Yld",), 30, "r"), (("Chg (bp)",), 30, "r"),
                ((f"Size ({cur} mm)",), 58, "r")]
        pg.words(40, y, f"{sec} ({cur}) - clean price and yield", 8, "F2", g="title")
        y = ptable(pg, 40, y - 14, cols, rows, size=7, rowh=10.5, words=True, colmajor=True, gap=4) - 16
    pg.text(40, y, "a", 4.5)
    pg.words(44, y - 3, "Ex-dividend; price shown is clean.", 6)
    pg.words(40, pg.h - 40, f"GILTS / BUNDS  -  {today.strftime('%d.%m.%Y')}  08:30 LDN", 11, "F2", g="title")
    footer(pg, firm, 1, 1, today)
    body = "Good morning, EGB page attached." + sig(name, firm, "+44 20 7946 0555")
    att = [(f"egb_{today.strftime('%Y%m%d')}.pdf", "pdf", doc.bytes())]
    slug = ["11-pdf-gilts-bunds-isin-words-landscape", "12-european-govts"][v]
    return mk(6, v, slug, frm, dt.datetime.combine(today, dt.time(8, 35), LDN), "Gilts / Bunds page", body, att,
              "pdf", quotes)


# ============================================================== F07 agency bullets beside discount notes
def f07(v, rng):
    frm, dealer, firm, name = sender(7, v)
    today = [dt.date(2027, 1, 28), dt.date(2027, 2, 25)][v]
    bsz, dsz = [(5, 25), (10, 50)][v]
    used: set = set()
    left, right, quotes = [], [], []
    for _ in range(10):
        iss = rng.choice(["FHLB", "FFCB", "FNMA", "FHLMC", "FAMC", "TVA"])
        cpn = rng.choice([3.875, 4.0, 4.125, 4.25, 4.375, 4.5, 4.625])
        mat = maturity(rng, today, 1, 9)
        pb = round(rng.uniform(98.6, 101.4), 3)
        pa = round(pb + rng.choice([0.04, 0.06, 0.08, 0.1]), 3)
        sb = rng.randint(4, 32)
        sa = sb - rng.choice([1, 2, 3])
        left.append([iss, f"{cpn:.3f}", us(mat), f"{pb:.3f}", f"{pa:.3f}", f"{sb}", f"{sa}"])
        key = f"{iss} {cpnkey(cpn)} {mat.isoformat()}"
        quotes.append(Q(key, "agency", "price", pb, pa, bsz * 1e6, bsz * 1e6, dealer))
        quotes.append(Q(key, "agency", "spread", sb, sa, bsz * 1e6, bsz * 1e6, dealer))
    for i in range(9):
        iss = rng.choice(list(["FHLB", "FFCB", "FNMA", "FHLMC"]))
        cu = dn_cusip(rng, iss, used)
        mat = today + dt.timedelta(days=14 + 30 * i + rng.randint(0, 20))
        b = round(rng.uniform(3.9, 4.25), 3)
        a = round(b - rng.choice([0.01, 0.02, 0.015]), 3)
        right.append([iss, cu, us(mat), f"{b:.3f}", f"{a:.3f}", str((mat - today).days)])
        quotes.append(Q(cu, "agency", "yield", b, a, dsz * 1e6, dsz * 1e6, dealer))
    doc = Doc("Agency Short End", "Bellcourt PDF" if v == 0 else "Draycott Reports")
    pg = doc.page()
    pg.order = ["header", "footer", "body", "title"]
    lc = [(("Issuer",), 26, "l"), (("Cpn",), 22, "r"), (("Maturity",), 32, "r"), (("Bid Px",), 26, "r"),
          (("Ask Px",), 26, "r"), (("Bid Sprd",), 26, "r"), (("Ask Sprd",), 28, "r")]
    rc = [(("Issuer",), 26, "l"), (("CUSIP",), 40, "l"), (("Maturity",), 32, "r"), (("Bid",), 22, "r"),
          (("Ask",), 22, "r"), (("Days",), 18, "r")]
    top = pg.h - 110
    ptable(pg, 30, top, lc, left, size=6, rowh=9.5, gap=3, band=0.85, colmajor=True)
    ptable(pg, 335, top, rc, right, size=6, rowh=9.5, gap=3, band=0.85, colmajor=True)
    pg.text(30, top + 14, "BULLETS - price / spread to UST (bp)", 7, "F2", g="title")
    pg.text(335, top + 14, "DISCOUNT NOTES - discount rate (%)", 7, "F2", g="title")
    pg.text(30, pg.h - 48, f"AGENCY SHORT END  {us(today, False)}", 11, "F2", g="title")
    pg.text(30, pg.h - 62, f"Sizes: bullets {bsz}MM, discount notes {dsz}MM", 7.5, g="title")
    footer(pg, firm, 1, 1, today)
    body = "Agency short-end run attached." + sig(name, firm, "+1 312 555 0190")
    att = [(f"agy_shortend_{today.strftime('%m%d%Y')}.pdf", "pdf", doc.bytes())]
    slug = ["13-pdf-agency-bullets-beside-discount-notes", "14-short-end"][v]
    return mk(7, v, slug, frm, dt.datetime.combine(today, dt.time(8, 20), NY),
              "Agency bullets / DNs", body, att, "pdf", quotes)


# ============================================================== F08 IG corporates spread / px / yield
def f08(v, rng):
    frm, dealer, firm, name = sender(8, v)
    today = [dt.date(2027, 2, 2), dt.date(2027, 3, 23)][v]
    quotes = []
    rows = []
    names = rng.sample(__import__("people").IG[v], 9)
    bench = {"5Y": 4.02, "10Y": 4.25, "30Y": 4.58} if v == 0 else {"5Y": 3.94, "10Y": 4.19, "30Y": 4.51}
    for tenor, (lo, hi) in (("5Y", (3, 6)), ("10Y", (8, 11)), ("30Y", (25, 30))):
        rows.append(("§", f"{tenor} BENCHMARK   UST {tenor}  {bench[tenor]:.2f}%", "F2"))
        for _ in range(3):
            nm = names.pop()
            cpn = rng.choice([4.3, 4.45, 4.6, 4.75, 4.9, 5.05, 5.2, 5.35, 5.5])
            mat = maturity(rng, today, lo, hi)
            sb = rng.randint(70, 190)
            sa = sb - rng.choice([4, 5, 6, 8])
            yb = round(bench[tenor] + sb / 100, 3)
            ya = round(bench[tenor] + sa / 100, 3)
            yrs = years(today, mat)
            pb = round(price_from_yield(cpn, yb, yrs), 3)
            pa = round(price_from_yield(cpn, ya, yrs), 3)
            r = rng.random()
            sz = 5e6
            szc = ""
            if r < 0.3:
                n = rng.choice([2, 3])
                szc = f"{n}x{n}"
                sz = n * 1e6
            last = f"{pb + rng.choice([-0.2, 0.15, 0.3]):.3f}"
            model = f"{(pb + pa) / 2 + rng.choice([-0.05, 0.07]):.3f}"
            rows.append([nm, f"{cpn:.2f}", us(mat), rng.choice(["A-", "BBB+", "BBB", "A", "BBB-"]), f"{sb}", f"{sa}",
                         f"{pb:.3f}", f"{pa:.3f}", f"{yb:.3f}", f"{ya:.3f}", szc, last, model])
            key = f"{nm} {cpnkey(cpn)} {mat.isoformat()}"
            for qt, b, a in (("spread", sb, sa), ("price", pb, pa), ("yield", yb, ya)):
                quotes.append(Q(key, "corporate", qt, b, a, sz, sz, dealer, "ig"))
    cols = [(("Issuer",), 30, "l"), (("Cpn",), 20, "r"), (("Maturity",), 32, "r"), (("Rtg",), 20, "l"),
            (("Bid Sprd",), 32, "r"), (("Ask Sprd",), 32, "r"), (("Bid Px",), 30, "r"), (("Ask Px",), 30, "r"),
            (("Bid Yld",), 28, "r"), (("Ask Yld",), 28, "r"), (("Size",), 22, "r"), (("Last Trade",), 38, "r"),
            (("Model Px",), 32, "r")]
    doc = Doc("IG run", "Northgill Credit Reporter" if v == 0 else "SM Credit")
    pg = doc.page(landscape=True)
    pg.order = ["body", "footer", "header", "title"]
    pg.text(40, pg.h - 42, f"USD INVESTMENT GRADE - {today.strftime('%d %b %Y')}", 11, "F2", g="title")
    pg.text(40, pg.h - 56, "Spreads in bp to the benchmark shown. 5MM unless noted.", 7.5, g="title")
    ptable(pg, 40, pg.h - 80, cols, rows, size=7, rowh=11, band=0.8, shade=0.93, gap=5)
    footer(pg, firm, 1, 1, today)
    body = "IG run attached - let us know what works." + sig(name, firm, "+1 212 555 0163")
    att = [(f"IG_run_{today.strftime('%Y-%m-%d')}.pdf", "pdf", doc.bytes())]
    slug = ["15-pdf-ig-spread-px-yield-benchmark-rows", "16-credit-run"][v]
    return mk(8, v, slug, frm, dt.datetime.combine(today, dt.time(8, 55), NY), "USD IG run", body, att, "pdf",
              quotes)


# ============================================================== F09 ABS offerings, cover + disclaimer
def f09(v, rng):
    frm, dealer, firm, name = sender(9, v)
    today = [dt.date(2027, 3, 10), dt.date(2027, 2, 16)][v]
    rows, quotes = [], []
    for i in range(8):
        deal = rng.choice(ABS[v])
        cls = rng.choice(["A2", "A3", "A4", "B", "C"])
        rtg = {"A2": "AAA", "A3": "AAA", "A4": "AAA", "B": "AA", "C": "A"}[cls]
        wal = round(rng.uniform(0.8, 3.6), 2)
        w0 = rng.randint(1, 12)
        window = f"{w0}-{w0 + rng.randint(6, 30)}"
        cpn = round(rng.uniform(4.3, 5.8), 2)
        sz000 = rng.choice([1000, 2500, 3000, 5000, 7500, 10000, 1500])
        sp = rng.randint(40, 140)
        yl = round(3.95 + wal * 0.05 + sp / 100, 3)
        px = round(100 + (cpn - yl) * wal * 0.95, 3)
        sps, yls, pxs = f"{sp}", f"{yl:.3f}", f"{px:.3f}"
        qs = [("spread", sp), ("yield", yl), ("price", px)]
        if i == 3:
            sps = "TBD"
            qs = [("yield", yl), ("price", px)]
        if i == 6:
            pxs, yls = "--", "--"
            qs = [("spread", sp)]
        rows.append([deal, cls, rtg, f"{wal:.2f}", window, f"{cpn:.2f}", f"{sz000:,}", sps, yls, pxs])
        key = f"{deal} {cls}".upper()
        for qt, lv in qs:
            quotes.append(Q(key, "structured", qt, None, lv, None, sz000 * 1e3, dealer))
    cols = [(("Deal",), 98, "l"), (("Class",), 24, "l"), (("Rtg",), 22, "l"), (("WAL",), 22, "r"),
            (("Window",), 30, "r"), (("Cpn",), 22, "r"), (("Size (000s)",), 40, "r"),
            (("Offer Sprd", "to UST (bp)"), 46, "r"),
            (("Offer", "Yld"), 26, "r"), (("Offer", "Px"), 30, "r")]
    doc = Doc("ABS Offerings", "Wrexham Securitized" if v == 0 else "Ashdown Desk")
    cover(doc, "ABS Secondary Offerings", firm, today, ["Offer side only.", "Securitized Trading  +1 617 555 0134"])
    pg = doc.page()
    pg.order = ["footer", "body", "header", "title"]
    footer(pg, firm, 2, 3, today)
    pg.text(40, pg.h - 48, "ABS OFFERINGS", 11, "F2", g="title")
    ptable(pg, 40, pg.h - 76, cols, rows, size=6.8, rowh=11, band=0.82, gap=4, rules=True)
    disclaimer(doc, firm, today, "+1 617 555 0134")
    body = "Hi,\n\nABS offerings attached - all offer side." + sig(name, firm, "+1 617 555 0134")
    att = [(f"ABS_offers_{today.strftime('%Y%m%d')}.pdf", "pdf", doc.bytes())]
    slug = ["17-pdf-abs-offerings-size-000s-cover-disclaimer", "18-securitized-offers"][v]
    return mk(9, v, slug, frm, dt.datetime.combine(today, dt.time(11, 5), NY), "ABS offerings", body, att, "pdf",
              quotes)


# ============================================================== F10 HY + loans, bids wanted beside offerings
def f10(v, rng):
    frm, dealer, firm, name = sender(10, v)
    today = [dt.date(2027, 1, 19), dt.date(2027, 2, 22)][v]
    hy = list(HY[v])
    loans = list(LOANS[v][5:])
    quotes = []
    sides = {"bid": [], "ask": []}
    seen: set = set()
    for side in ("bid", "ask"):
        for i in range(7):
            if i % 3 == 2:
                nm = f"{loans.pop()} {rng.choice(['TLB', '1L TL', 'TLB-3'])}"
                cp = f"S+{rng.choice([350, 375, 400, 450, 475])}"
                mt = f"{rng.randint(1, 12)}/{rng.randint(29, 32)}"
                px = round(rng.uniform(88, 100.25) * 8) / 8
                key = f"{nm} {cp} {mt}".upper()
                ac, grp = "loan", None
            else:
                while True:
                    nm = rng.choice(hy)
                    c = rng.choice([6.5, 6.875, 7.25, 7.5, 8.0, 8.375, 9.0, 9.5])
                    md = maturity(rng, today, 2, 8)
                    if (nm, c) not in seen:
                        seen.add((nm, c))
                        break
                cp = frac(c)
                mt = md.strftime("%m/%y")
                key = f"{nm} {cpnkey(c)} {md.strftime('%Y-%m')}"
                px = round(rng.uniform(86, 104) * 8) / 8
                ac, grp = "corporate", "hy"
            szn = rng.choice([1, 2, 3, 0.5, 5, 1.5])
            szs = f"{szn:g}MM" if szn >= 1 else "500K"
            sup = "1" if i == 4 else None
            pxs = f"{px:.3f}" if v == 0 else f"{px:g}"
            sides[side].append([nm, cp, mt, (pxs, sup) if sup else pxs, szs])
            if side == "bid":
                quotes.append(Q(key, ac, "price", px, None, szn * 1e6, None, dealer, grp))
            else:
                quotes.append(Q(key, ac, "price", None, px, None, szn * 1e6, dealer, grp))
    doc = Doc("HY axes", "Castellan Axes" if v == 0 else "GF Levfin")
    pg = doc.page()
    pg.order = ["body", "title", "header", "footer"]
    top = pg.h - 100
    ca = [(("Name",), 96, "l"), (("Cpn",), 30, "l"), (("Mat",), 24, "l"), (("Offer",), 30, "r"), (("Size",), 28, "r")]
    cb = [(("Name",), 96, "l"), (("Cpn",), 30, "l"), (("Mat",), 24, "l"), (("Bid",), 30, "r"), (("Size",), 28, "r")]
    ptable(pg, 318, top, ca, sides["ask"], size=6.5, rowh=10, gap=4, shade=0.92, words=True)
    y = ptable(pg, 36, top, cb, sides["bid"], size=6.5, rowh=10, gap=4, shade=0.92, words=True)
    pg.text(36, top + 16, "BIDS WANTED - we are buyers", 8, "F2", g="title")
    pg.text(318, top + 16, "OFFERINGS - we are sellers", 8, "F2", g="title")
    pg.text(36, pg.h - 50, f"HIGH YIELD & LOAN AXES  {today.strftime('%m/%d/%Y')}", 11, "F2", g="title")
    pg.text(36, y - 12, "1", 4)
    pg.text(40, y - 15, "Firm for 15 minutes from the time of this sheet.", 6)
    footer(pg, firm, 1, 1, today)
    body = "Axes attached - left side we buy, right side we sell." + sig(name, firm, "+1 212 555 0129")
    att = [(f"axes_{today.strftime('%m%d')}.pdf", "pdf", doc.bytes())]
    slug = ["19-pdf-hy-loan-bids-wanted-beside-offerings", "20-axes-sheet"][v]
    return mk(10, v, slug, frm, dt.datetime.combine(today, dt.time(9, 40), NY), "HY / loan axes", body, att, "pdf",
              quotes)


# ============================================================== F11 agency inventory over three pages, YTW
def f11(v, rng):
    frm, dealer, firm, name = sender(11, v)
    today = [dt.date(2027, 2, 18), dt.date(2027, 1, 7)][v]
    used: set = set()
    rows, quotes = [], []
    for _ in range(36):
        iss = rng.choice(AGENCIES)
        cu = agency_cusip(rng, iss, used)
        mat = maturity(rng, today, 1, 14)
        struct = rng.choice(["Bullet", "Callable", "Callable", "Step-Up", "Callable"])
        cpn = rng.choice([3.9, 4.1, 4.2, 4.3, 4.45, 4.5, 4.6, 4.75, 4.9, 5.0, 5.1, 5.25, 5.4])
        px = round(rng.uniform(98.6, 101.0), 3)
        qty = rng.choice([250, 500, 1000, 1500, 2000, 3000, 5000, 750])
        ytm = round(approx_yield(px, cpn, years(today, mat)), 3)
        if struct == "Bullet":
            nc, ytc_s, ytw = "--", "--", ytm
        else:
            days = rng.choice([90, 180, 270, 365]) if px < 100.2 else rng.choice([365, 540])
            cd = today + dt.timedelta(days=days)
            if cd >= mat:
                cd = mat - dt.timedelta(days=90)
            nc = us(cd)
            ytc = round(approx_yield(px, cpn, years(today, cd)), 3)
            ytc_s = f"{ytc:.3f}"
            ytw = min(ytc, ytm)
        cps = f"{cpn:.3f}" + (" SU" if struct == "Step-Up" else "")
        chg = rng.choice(["+0.020", "-0.015", "0.000", "+0.045", "-0.030"])
        rows.append([cu, iss, cps, struct, us(mat), nc, f"{qty:,}", f"{px:.3f}", ytc_s, f"{ytm:.3f}",
                     f"{ytw:.3f}", chg])
        quotes.append(Q(cu, "agency", "price", None, px, None, qty * 1e3, dealer))
        quotes.append(Q(cu, "agency", "yield", None, ytw, None, qty * 1e3, dealer))
    cols = [(("CUSIP",), 40, "l"), (("Issuer",), 28, "l"), (("Cpn",), 34, "l"), (("Structure",), 34, "l"),
            (("Maturity",), 32, "r"), (("Next Call",), 32, "r"), (("Qty (000)",), 34, "r"), (("Offer Px",), 30, "r"),
            (("YTC",), 24, "r"), (("YTM",), 24, "r"), (("YTW",), 24, "r"), (("Chg",), 26, "r")]
    doc = Doc("Agency Offerings", "Munsell Inventory" if v == 0 else "HS Inventory")
    for pi in range(3):
        pg = doc.page()
        pg.order = ["footer", "body", "header", "title"]
        footer(pg, firm, pi + 1, 3, today)
        t = "AGENCY OFFERINGS - CALLABLES, STEP-UPS, BULLETS" + ("  (continued)" if pi else "")
        pg.text(30, pg.h - 44, t, 9.5, "F2", g="title")
        if pi == 0:
            pg.text(30, pg.h - 57, f"Offer side, settle {us(today + dt.timedelta(days=1))}. Yields to worst (YTW).",
                    7, g="title")
        y = ptable(pg, 30, pg.h - 78, cols, rows[pi * 12:(pi + 1) * 12], size=6.8, rowh=13, gap=4, band=0.86,
                   rules=True)
        if pi < 2:
            pg.text(pg.w - 30, y - 8, "Continued on next page", 6.5, align="r")
    body = "Agency inventory attached (3 pages)." + sig(name, firm, "+1 901 555 0122")
    att = [(f"agency_inventory_{today.strftime('%Y%m%d')}.pdf", "pdf", doc.bytes())]
    slug = ["21-pdf-agency-inventory-three-pages-ytw", "22-offer-list"][v]
    return mk(11, v, slug, frm, dt.datetime.combine(today, dt.time(7, 30), NY),
              "Agency inventory", body, att, "pdf", quotes)


FAMILIES = [f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11]
