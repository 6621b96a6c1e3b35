"""Document families shared by dev.py and holdout.py. Each family renders one mail from the data and
variant flags its caller gives, and returns (eml bytes, format, gold quotes)."""
import datetime as dt
import docx
from docx.shared import Pt
import openpyxl
from openpyxl.styles import Font, PatternFill
from common import (Q, Page, pdf_bytes, docx_bytes, xlsx_bytes, eml, price_from_yield,
                    yield_from_price, years_between, r8, rand_cusip, rand_isin)

MD = dt.date(2026, 11, 23)
BMKS = [("T 4.125 11/15/29", 3.0, 3.912), ("T 4 11/30/31", 5.0, 4.018), ("T 4.25 11/15/33", 7.0, 4.143),
        ("T 4.375 11/15/36", 10.0, 4.236), ("T 4.625 11/15/56", 30.0, 4.612)]
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()

def fmtc(c):
    s = ("%.3f" % c).rstrip("0").rstrip(".")
    return s

def bond(rng, issuer, hy=False, yrs=None, cpn=None):
    yrs = yrs or rng.choice([3, 4, 5, 6, 7, 8, 10, 12, 28])
    mat = dt.date(MD.year + yrs, rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), rng.choice([1, 15, 15, 28]))
    if mat.month == 2 and mat.day == 30:
        mat = mat.replace(day=28)
    bm = min(BMKS, key=lambda b: abs(b[1] - yrs))
    s_bid = rng.randrange(260, 620, 5) if hy else rng.randrange(62, 190)
    s_ask = s_bid - (rng.choice([10, 15, 20, 25]) if hy else rng.choice([4, 5, 6, 7]))
    cp = cpn if cpn is not None else r8(bm[2] + s_bid / 100 + rng.uniform(-1.2, 0.9))
    y_b, y_a = bm[2] + s_bid / 100, bm[2] + s_ask / 100
    T = years_between(MD, mat)
    p_b = round(price_from_yield(cp, y_b, T), 3)
    p_a = round(price_from_yield(cp, y_a, T), 3)
    return dict(issuer=issuer, cpn=cp, mat=mat, yrs=T, bmk=bm[0], bmk_yld=bm[2], s_bid=s_bid, s_ask=s_ask,
                y_bid=round(y_b, 3), y_ask=round(y_a, 3), p_bid=p_b, p_ask=p_a)

def fp(v):
    t = "%.3f" % v
    return t[:-1] if t.endswith("0") else t

def mmyy(d):
    return f"{d.month:02d}/{d.year % 100:02d}"

def mdy(d):
    return f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}"

def key(b, style="my"):
    m = b["mat"]
    ms = {"my": f"{m.year}-{m.month:02d}", "full": m.isoformat(), "y": str(m.year)}[style]
    return f"{b['issuer'].upper()} {fmtc(b['cpn'])} {ms}"

def sig(name, title, firm, phone, city="New York"):
    return (f"\n--\n{name}\n{title} | {firm}\n{city} | D: {phone}\n\n"
            f"This communication is for institutional investors only. Levels are indicative and subject to change "
            f"without notice; nothing herein is an offer or solicitation to buy or sell any security. {firm} and its "
            f"affiliates may hold positions in the securities mentioned. If you received this in error please delete it.\n")

def D(p):
    return p["domain"].split(".")[-2]

def date_hdr(day, hh, mm):
    return dt.datetime(2026, 11, day, hh, mm).strftime("%a, %d %b %Y %H:%M:%S -0500")

def footer(pg, p, n, tot, font="F1"):
    pg.line(36, 50, 576, 50, 0.4)
    pg.text(36, 40, f"{p['firm']} | For institutional use only | Desk {p['phone']}", font, 6)
    pg.text(576, 40, f"Page {n} of {tot}", font, 6, "r")

def P(firm, domain, person, email, phone, subject, tag, file="", greet="Morning all,", note="", to="credit-clients@lists.example.net", **kw):
    d = dict(firm=firm, domain=domain, person=person, email=email, phone=phone, subject=subject, tag=tag,
             file=file, greet=greet, note=note, to=to)
    d.update(kw)
    return d

# ============================================================ PDF 1: two-column morning run
def pdf_two_column(rng, p):
    d = D(p); F = p.get("font", "F1"); FB = "F5" if F == "F4" else "F2"
    ig = [bond(rng, n) for n in p["ig"]]
    hy = [bond(rng, n, hy=True) for n in p["hy"]]
    gold = []
    pages = []
    ig_sz, hy_sz = p["ig_size"], p["hy_size"]
    per = (len(ig) + 1) // 2
    for pi in range(2):
        pg = Page()
        pg.fill(36, 742, 540, 22, 0.2)
        pg.text(44, 749, f"{p['firm'].upper()}  |  CREDIT MORNING RUN", FB, 11)
        pg.ops.append("q 1 g Q")
        pg.text(568, 749, f"{MD.day}-Nov-2026 07:{10 + pi:02d} ET", F, 8, "r")
        igs = ig[pi * per:(pi + 1) * per]
        hys = hy[pi * per:(pi + 1) * per]
        # left column: IG on spread and price
        pg.text(36, 722, f"IG - spread to UST (bp) / price, {ig_sz // 10**6}MM unless noted", FB, 8)
        cols = [(92, "l"), (60, "l"), (24, "r"), (22, "r"), (22, "r"), (30, "r"), (30, "r")]
        hdr = ["Bond", "Bmk", "Bmk\nYld", "Sprd\nBid", "Sprd\nAsk", "Px\nBid", "Px\nAsk"]
        if p.get("swap_px_first"):
            cols = [(92, "l"), (30, "r"), (30, "r"), (22, "r"), (22, "r"), (60, "l"), (24, "r")]
            hdr = ["Bond", "Px\nBid", "Px\nAsk", "Sprd\nBid", "Sprd\nAsk", "Bmk", "Bmk\nYld"]
        rows = []
        for b in igs:
            nm = f"{b['issuer']} {fmtc(b['cpn'])} {mmyy(b['mat'])}"
            vals = dict(b=nm, k=b["bmk"].replace("T ", "T")[:14], ky=f"{b['bmk_yld']:.3f}", sb=str(b["s_bid"]),
                        sa=str(b["s_ask"]), pb=f"{b['p_bid']:.3f}", pa=f"{b['p_ask']:.3f}")
            vals["k"] = b["bmk"]
            rows.append([vals[x] for x in (["b", "k", "ky", "sb", "sa", "pb", "pa"] if not p.get("swap_px_first")
                                           else ["b", "pb", "pa", "sb", "sa", "k", "ky"])])
            k = key(b)
            gold.append(Q(k, "corporate", "spread", b["s_bid"], b["s_ask"], ig_sz, ig_sz, d))
            gold.append(Q(k, "corporate", "price", b["p_bid"], b["p_ask"], ig_sz, ig_sz, d))
        y = pg.table(36, 714, cols, hdr, rows, F, FB, 6.3, vrules=False)
        pg.text(36, y - 10, "Bmk Yld = benchmark Treasury yield at 07:00, for reference.", "F6", 5.5)
        # right column: HY on price / YTW
        pg.text(318, 722, f"HY - price (pts) / YTW, {hy_sz // 10**6}MM unless noted", FB, 8)
        cols2 = [(96, "l"), (30, "r"), (30, "r"), (28, "r"), (28, "r"), (24, "r"), (20, "l")]
        hdr2 = ["Bond", "Px Bid", "Px Ask", "YTW\nBid", "YTW\nAsk", "Chg", "Rtg"]
        rows2 = []
        for b in hys:
            nm = f"{b['issuer']} {fmtc(b['cpn'])} {mmyy(b['mat'])}"
            chg = rng.choice(["+0.25", "-0.125", "-0.50", "unch", "+0.375"])
            rows2.append([nm, f"{b['p_bid']:.3f}", f"{b['p_ask']:.3f}", f"{b['y_bid']:.2f}"[:5] if False else f"{b['y_bid']:.3f}",
                          f"{b['y_ask']:.3f}", chg, rng.choice(["B1", "Ba3", "B2", "Caa1"])])
            k = key(b)
            gold.append(Q(k, "corporate", "price", b["p_bid"], b["p_ask"], hy_sz, hy_sz, d))
            gold.append(Q(k, "corporate", "yield", b["y_bid"], b["y_ask"], hy_sz, hy_sz, d))
        pg.table(318, 714, cols2, hdr2, rows2, F, FB, 6.3, shade_rows=(1, 3))
        footer(pg, p, pi + 1, 2, F)
        pages.append(pg)
    body = (f"{p['greet']}\n\nMorning run attached (two pages, IG left / HY right).\n{p['note']}\n" +
            sig(p["person"], "Credit Trading", p["firm"], p["phone"]))
    fn = p["file"]
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 7, 12),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (fn, pdf_bytes(pages, "Morning run"))), "pdf", gold

# ============================================================ PDF 2: EM sovs, names wrapped on two lines
def pdf_em_wrapped(rng, p):
    d = D(p); F = p.get("font", "F1"); FB = "F5" if F == "F4" else "F2"
    gold = []
    pg = Page()
    pg.text(36, 750, f"{p['firm']} - EM Sovereign & Quasi-Sovereign Indications", FB, 12)
    pg.text(36, 736, f"{MD.strftime('%d %B %Y')}   London close levels will follow at 17:00. Dur = modified duration.", F, 7)
    cols = [(118, "l"), (70, "l"), (30, "r"), (34, "r"), (34, "r"), (34, "r"), (34, "r"), (28, "r"), (36, "r")]
    hdr = ["Issuer / Bond", "ISIN", "Dur", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask", "Chg", "Z (mid)"]
    y = 720
    for sec in p["sections"]:
        ac = sec["ac"]
        sz = sec["size"]
        pg.text(36, y, sec["title"], FB, 8.5)
        rows = []
        for nm in sec["names"]:
            b = bond(rng, nm["short"], hy=sec.get("hy", True), yrs=rng.choice([5, 7, 10, 12]))
            desc1 = nm["long"]
            desc2_base = f"{fmtc(b['cpn'])}% {b['mat'].strftime('%b %Y')}"
            pairs = [("", rand_isin(rng, nm["cc"]))]
            if nm.get("pair"):
                pairs = [(" REGS", rand_isin(rng, "XS")), (" 144A", rand_isin(rng, "US"))]
            for tag, isn in pairs:
                dur = round(b["yrs"] * 0.72, 2)
                chg = rng.choice(["+0.15", "-0.20", "+0.05", "-0.35", "0.00"])
                zm = str(round((b["s_bid"] + b["s_ask"]) / 2 + 12))
                rows.append([desc1 + "\n" + desc2_base + tag, isn, f"{dur:.2f}", f"{b['p_bid']:.3f}", f"{b['p_ask']:.3f}",
                             f"{b['y_bid']:.3f}", f"{b['y_ask']:.3f}", chg, zm])
                gold.append(Q(isn, ac, "price", b["p_bid"], b["p_ask"], sz, sz, d))
                gold.append(Q(isn, ac, "yield", b["y_bid"], b["y_ask"], sz, sz, d))
        y = pg.table(36, y - 6, cols, hdr, rows, F, FB, 6.5, vrules=p.get("vrules", False)) - 18
    pg.text(36, y, "Reg S and 144A lines of one bond are quoted at the same level. Z (mid) is a model spread, not a quote.", "F6", 6)
    footer(pg, p, 1, 1, F)
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "EM Sovereign Trading", p["firm"], p["phone"], "London")
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 8, 2),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], pdf_bytes([pg]))), "pdf", gold

# ============================================================ PDF 3: two numbers in a cell '+345 / 96.25'
def pdf_two_number_cells(rng, p):
    d = D(p); F = p.get("font", "F1"); FB = "F5" if F == "F4" else "F2"
    sz = p["size"]
    gold = []
    pg = Page()
    pg.text(36, 752, p["title"], FB, 11)
    pg.text(36, 739, f"HY cash - spread to benchmark UST / price, {sz // 10**6}MM unless noted. Amt Out in USD MM.", F, 7.5)
    rev = p.get("px_first")
    cols = [(124, "l"), (72, "l"), (28, "r"), (66, "c"), (66, "c"), (36, "r"), (30, "r"), (36, "r")]
    hdr = ["Issuer", "Benchmark", "Bmk\nYld", "Bid\n" + ("Px / Sprd" if rev else "Sprd / Px"),
           "Offer\n" + ("Px / Sprd" if rev else "Sprd / Px"), "YTW\n(offer)", "Size\n(MM)", "Amt\nOut"]
    rows = []
    for i, nm in enumerate(p["names"]):
        b = bond(rng, nm, hy=True)
        ytw_a = b["y_ask"]
        rowsz = rng.choice([None, None, None, 5, 3])
        sb = f"+{b['s_bid']}"; sa = f"+{b['s_ask']}"
        pb = f"{b['p_bid']:.2f}"; pa = f"{b['p_ask']:.2f}"
        b["p_bid"], b["p_ask"] = float(pb), float(pa)
        cb = f"{pb} / {sb}" if rev else f"{sb} / {pb}"
        ca = f"{pa} / {sa}" if rev else f"{sa} / {pa}"
        name = f"{b['issuer']} {fmtc(b['cpn'])} {mdy(b['mat'])}"
        rows.append([name, b["bmk"], f"{b['bmk_yld']:.3f}", cb, ca, f"{ytw_a:.3f}", str(rowsz) if rowsz else "",
                     str(rng.choice([400, 550, 650, 750, 1000]))])
        s = rowsz * 10**6 if rowsz else sz
        k = key(b, "full")
        gold.append(Q(k, "corporate", "spread", b["s_bid"], b["s_ask"], s, s, d))
        gold.append(Q(k, "corporate", "price", b["p_bid"], b["p_ask"], s, s, d))
        gold.append(Q(k, "corporate", "yield", None, ytw_a, None, s, d))
    y = pg.table(36, 725, cols, hdr, rows, F, FB, 6.8, vrules=True)
    pg.text(36, y - 12, "Bmk Yld: yield of the benchmark Treasury named, 07:45 ET. YTW computed at the offer price.", "F6", 6)
    footer(pg, p, 1, 1, F)
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "High Yield Trading", p["firm"], p["phone"])
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 7, 48),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], pdf_bytes([pg]))), "pdf", gold

# ============================================================ PDF 4: CDS single names, Offer before Bid
def pdf_cds_offer_bid(rng, p):
    d = D(p); F = p.get("font", "F1"); FB = "F5" if F == "F4" else "F2"
    gold = []
    pg = Page()
    pg.text(36, 752, f"{p['firm']} CDS Single Names - {MD.strftime('%d-%b-%Y')}", FB, 12)
    pg.text(36, 739, "NB: columns are OFFER then BID (protection seller's view). Mid Chg vs yesterday's close.", F, 7.5)
    y = 722
    for sec in p["sections"]:
        pg.text(36, y, sec["title"], FB, 8.5)
        upf = sec["upfront"]
        cols = [(130, "l"), (34, "c"), (34, "r"), (34, "r"), (46, "r"), (46, "r"), (40, "r"), (40, "r")]
        hdr = ["Reference Entity", "Tenor", "Cpn", "Rec", "Offer", "Bid", "Mid Chg", "DV01"]
        rows = []
        for nm, tenors in sec["names"]:
            for t in tenors:
                if upf:
                    bid = round(rng.choice([-4, -2, 1, 3, 6, 9]) + rng.choice([0, .25, .5, .75]), 3)
                    ask = bid + rng.choice([0.375, 0.5, 0.625])
                    fb, fa = f"{bid:.3f}", f"{ask:.3f}"
                    qt = "upfront"
                else:
                    bid = rng.randrange(45, 260)
                    ask = bid + rng.choice([4, 5, 6, 8])
                    fb, fa = str(bid), str(ask)
                    qt = "spread"
                rows.append([nm, t, sec["cpn"], sec["rec"], fa, fb, rng.choice(["+1.5", "-2", "+0.5", "-0.25", "0"]),
                             f"{rng.uniform(3.5, 9.2):.2f}" if False else f"{rng.randrange(260, 880)}"])
                gold.append(Q(f"{nm.upper()} {t}", "cds", qt, bid, ask, sec["size"], sec["size"], d))
        y = pg.table(36, y - 6, cols, hdr, rows, F, FB, 7, vrules=p.get("vrules", True)) - 20
    pg.text(36, y, "DV01 per 10MM notional, USD. Recovery is the standard assumption, not a level.", "F6", 6)
    footer(pg, p, 1, 1, F)
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "Credit Derivatives", p["firm"], p["phone"], "London")
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 6, 55),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], pdf_bytes([pg]))), "pdf", gold

# ============================================================ muni rows (PDF 5, DOCX 4)
def muni_row(rng, iss, state):
    yrs = rng.choice([6, 8, 10, 12, 15, 18, 20, 25])
    mat = dt.date(MD.year + yrs, rng.choice([2, 6, 8, 12]), 1)
    cpn = rng.choice([4.0, 5.0, 5.0, 5.0, 4.0, 3.0])
    T = years_between(MD, mat)
    ytm_target = 2.6 + 0.09 * yrs + rng.uniform(-.15, .15)
    callable_ = yrs >= 10
    call = dt.date(MD.year + rng.choice([5, 7, 8]), mat.month, 1) if callable_ else None
    # price from the maturity yield, then YTC from the price
    px = round(price_from_yield(cpn, ytm_target, T), 3)
    ytm = round(yield_from_price(cpn, px, T), 3)
    ytc = round(yield_from_price(cpn, px, years_between(MD, call)), 3) if call else None
    ytw = min(ytm, ytc) if ytc is not None else ytm
    return dict(iss=iss, state=state, cpn=cpn, mat=mat, call=call, px=px, ytm=ytm, ytc=ytc, ytw=ytw,
                par=rng.choice([250, 500, 1000, 1500, 2000, 3000, 5000]), cusip=rand_cusip(rng))

def pdf_muni_summary(rng, p):
    d = D(p); F = p.get("font", "F1"); FB = "F5" if F == "F4" else "F2"
    gold = []; pages = []
    pg = Page(); pages.append(pg)
    pg.text(36, 752, f"{p['firm']} Municipal Offerings", FB, 13)
    pg.text(36, 738, f"Offerings as of {MD.strftime('%m/%d/%Y')} 09:15 ET - subject to prior sale. Yields are yield to worst.", F, 7.5)
    cols = [(56, "l"), (128, "l"), (34, "r"), (28, "r"), (44, "c"), (44, "c"), (30, "r"), (30, "r"), (38, "r"), (28, "r")]
    hdr = ["CUSIP", "Description", "Par\n(000)", "Cpn", "Maturity", "Call\nDate", "Call\nPx", "YTW", "Price", "+/-\nMMD"]
    y = 722
    summ = []
    for state, issuers in p["states"]:
        rows = [("SECTION", state)]
        srows = []
        for iss in issuers:
            m = muni_row(rng, iss, state)
            srows.append(m)
            rows.append([m["cusip"], iss, f"{m['par']:,}", f"{m['cpn']:.3f}", m["mat"].strftime("%m/%d/%Y"),
                         m["call"].strftime("%m/%d/%Y") if m["call"] else "", "100" if m["call"] else "",
                         f"{m['ytw']:.3f}", f"{m['px']:.3f}", f"+{rng.randrange(4, 38)}"])
            gold.append(Q(m["cusip"], "muni", "price", None, m["px"], None, m["par"] * 1000, d))
            gold.append(Q(m["cusip"], "muni", "yield", None, m["ytw"], None, m["par"] * 1000, d))
        y = pg.table(36, y, cols, hdr, rows, F, FB, 6.6) - 14
        summ.append((state, srows))
    footer(pg, p, 1, 2, F)
    pg2 = Page(); pages.append(pg2)
    pg2.text(36, 752, "Summary by state", FB, 11)
    cols = [(110, "l"), (40, "r"), (70, "r"), (50, "r"), (50, "r"), (56, "r")]
    rows = []
    tp = 0; n = 0
    for st, rs in summ:
        par = sum(r["par"] for r in rs); tp += par; n += len(rs)
        rows.append([st, str(len(rs)), f"{par:,}", f"{sum(r['cpn'] for r in rs) / len(rs):.3f}",
                     f"{sum(r['ytw'] for r in rs) / len(rs):.3f}", f"{sum(r['px'] for r in rs) / len(rs):.3f}"])
    allr = [r for _, rs in summ for r in rs]
    rows.append(["Total / Average", str(n), f"{tp:,}", f"{sum(r['cpn'] for r in allr) / n:.3f}",
                 f"{sum(r['ytw'] for r in allr) / n:.3f}", f"{sum(r['px'] for r in allr) / n:.3f}"])
    y = pg2.table(36, 735, cols, ["State", "Lines", "Total Par (000)", "Avg Cpn", "Avg YTW", "Avg Price"], rows, F, FB, 7.5,
                  shade_rows=(len(rows) - 1,))
    pg2.text(36, y - 14, "Averages are simple (unweighted). +/- MMD is the spread of the YTW to the MMD AAA scale, bp.", "F6", 6.5)
    pg2.text(36, y - 24, "Call Px is the price at the first call date. All bonds are tax-exempt unless noted.", "F6", 6.5)
    footer(pg2, p, 2, 2, F)
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "Municipal Trading", p["firm"], p["phone"])
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 9, 20),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], pdf_bytes(pages))), "pdf", gold

# ============================================================ PDF 6: converts and $25 preferreds
def pdf_pref_convert(rng, p):
    d = D(p); F = p.get("font", "F1"); FB = "F5" if F == "F4" else "F2"
    gold = []
    pg = Page()
    pg.text(36, 752, f"{p['firm']} - Converts & Preferreds", FB, 12)
    pg.text(36, 740, f"{MD.strftime('%d %b %Y')}  Indications, not firm until confirmed by the desk.", F, 7)
    csz = p["cv_size"]
    pg.text(36, 724, f"CONVERTIBLES - price in points, {csz // 10**6}MM per side", FB, 8.5)
    cols = [(58, "l"), (96, "l"), (30, "r"), (44, "c"), (38, "r"), (38, "r"), (36, "r"), (36, "r"), (32, "r"), (36, "r")]
    hdr = ["CUSIP", "Issuer", "Cpn", "Maturity", "Bid", "Offer", "Prem %", "Parity", "Delta", "Stock"]
    rows = []
    for nm in p["converts"]:
        c = rand_cusip(rng)
        bid = round(rng.uniform(88, 128) * 4) / 4
        ask = bid + rng.choice([0.5, 0.75, 1.0])
        parity = round(bid / (1 + rng.uniform(0.05, 0.6)), 2)
        prem = round((bid / parity - 1) * 100, 1)
        mat = dt.date(MD.year + rng.choice([2, 3, 4, 5]), rng.choice([3, 6, 9, 12]), 15)
        rows.append([c, nm, f"{rng.choice([0, 0.5, 1.25, 2.375, 3]):.3f}", mat.strftime("%m/%d/%y"), f"{bid:.2f}", f"{ask:.2f}",
                     f"{prem:.1f}", f"{parity:.2f}", f"{rng.uniform(0.3, 0.85):.2f}", f"{rng.uniform(12, 140):.2f}"])
        gold.append(Q(c, "convertible", "price", bid, ask, csz, csz, d))
    y = pg.table(36, 718, cols, hdr, rows, F, FB, 6.6) - 22
    pg.text(36, y, "$25 PREFERREDS - price (yield to call at that price)", FB, 8.5)
    cols = [(58, "l"), (120, "l"), (36, "r"), (72, "r"), (72, "r"), (48, "c"), (40, "r"), (48, "r")]
    hdr = ["CUSIP", "Issue", "Rate", "Bid Px (Yld)", "Ask Px (Yld)", "Call Date", "Call Px", "Size (shs)"]
    rows = []
    for nm in p["prefs"]:
        c = rand_cusip(rng)
        rate = rng.choice([5.25, 5.875, 6.125, 6.5, 7.0, 7.375])
        bid = round(rng.uniform(23.2, 25.6), 2)
        ask = round(bid + rng.choice([0.08, 0.1, 0.12, 0.15]), 2)
        call = dt.date(MD.year + rng.choice([1, 2, 3]), rng.choice([1, 4, 7, 10]), 15)
        T = years_between(MD, call)
        yb = round(yield_from_price(rate, bid * 4, T), 2)
        ya = round(yield_from_price(rate, ask * 4, T), 2)
        rows.append([c, nm.replace("{r}", f"{rate:g}%"), f"{rate:.3f}", f"${bid:.2f} ({yb:.2f}%)", f"${ask:.2f} ({ya:.2f}%)",
                     call.strftime("%m/%d/%y"), "25.00", f"{rng.choice([5000, 10000, 20000, 40000]):,}"])
        gold.append(Q(c, "preferred", "price", bid, ask, None, None, d))
        gold.append(Q(c, "preferred", "yield", yb, ya, None, None, d))
    y = pg.table(36, y - 6, cols, hdr, rows, F, FB, 6.6, vrules=True) - 14
    pg.text(36, y, "Prem % = conversion premium; Parity = conversion value; Delta vs the underlying share. Sizes for preferreds in shares.", "F6", 6)
    footer(pg, p, 1, 1, F)
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "Converts & Preferreds", p["firm"], p["phone"])
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 10, 5),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], pdf_bytes([pg]))), "pdf", gold

# ============================================================ PDF 7: CDS indices + names on upfront, Type column
def pdf_cds_index(rng, p):
    d = D(p); F = p.get("font", "F1"); FB = "F5" if F == "F4" else "F2"
    gold = []
    pg = Page()
    pg.fill(36, 744, 540, 20, 0.85)
    pg.text(42, 750, f"{p['firm']}  CDS INDEX & SINGLE-NAME RUN   {MD.strftime('%d-%b-%y')} 07:30", FB, 10)
    isz = p["idx_size"]
    pg.text(36, 728, f"INDICES ({isz // 10**6}x{isz // 10**6})", FB, 8.5)
    cols = [(60, "l"), (36, "c"), (34, "c"), (34, "r"), (30, "r"), (36, "c"), (46, "r"), (46, "r"), (46, "r")]
    hdr = ["Index", "Series", "Tenor", "Cpn", "Rec", "Type", "Bid", "Ask", "Prev Mid"]
    rows = []
    for nm, ser, ten, cpn, rec, typ, bid, ask in p["indices"]:
        rows.append([nm, ser, ten, cpn, rec, typ, bid, ask, f"{(float(bid) + float(ask)) / 2 + rng.choice([-1.5, 0.75, 2.25, -0.125]):.3f}"])
        qt = {"Sprd": "spread", "Px": "price", "Upf": "upfront"}[typ]
        gold.append(Q(f"{nm} {ser} {ten}".upper(), "cds", qt, float(bid), float(ask), isz, isz, d))
    y = pg.table(36, 720, cols, hdr, rows, F, FB, 7) - 20
    ssz = p["sn_size"]
    pg.text(36, y, f"SINGLE NAMES 5Y - points upfront, 500bp running unless noted ({ssz // 10**6}x{ssz // 10**6})", FB, 8.5)
    cols = [(120, "l"), (34, "r"), (30, "r"), (50, "r"), (50, "r"), (60, "r"), (60, "r")]
    hdr = ["Reference Entity", "Cpn", "Rec", "Upf Bid", "Upf Ask", "Par Sprd\n(ref)", "Accrued"]
    rows = []
    for nm, cpn in p["names"]:
        bid = round(rng.uniform(-6, 14) * 8) / 8
        ask = bid + rng.choice([0.375, 0.5, 0.75])
        rows.append([nm, str(cpn), rng.choice(["40", "25", "40"]), f"{bid:.3f}", f"{ask:.3f}",
                     str(int(cpn + bid * 100 / 4.2)), f"{rng.uniform(0.2, 1.1):.3f}"])
        gold.append(Q(f"{nm.upper()} 5Y", "cds", "upfront", bid, ask, ssz, ssz, d))
    y = pg.table(36, y - 6, cols, hdr, rows, F, FB, 7, vrules=True) - 14
    pg.text(36, y, "Par Sprd (ref) is the conventional spread equivalent of the mid upfront, for reference only. Accrued in points.", "F6", 6)
    footer(pg, p, 1, 1, F)
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "Credit Derivatives Trading", p["firm"], p["phone"], "London")
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 7, 31),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], pdf_bytes([pg]))), "pdf", gold

# ============================================================ DOCX helpers
def _doc():
    doc = docx.Document()
    st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(9)
    return doc

def _table(doc, hdr, rows, style="Table Grid"):
    t = doc.add_table(rows=1 + len(rows), cols=len(hdr))
    t.style = style
    for i, h in enumerate(hdr):
        t.cell(0, i).text = h
        for r in t.cell(0, i).paragraphs[0].runs:
            r.bold = True
    for ri, row in enumerate(rows, 1):
        for ci, v in enumerate(row):
            t.cell(ri, ci).text = v
    return t

# ============================================================ DOCX 1: several tables, each under a heading with its size
def docx_sections(rng, p):
    d = D(p); gold = []
    doc = _doc()
    doc.add_heading(f"{p['firm']} - US IG Credit Levels", 1)
    doc.add_paragraph(f"{MD.strftime('%A %d %B %Y')}. Spreads in bp over the benchmark Treasury named on each line; "
                      "Bmk Yld and Bmk Px are the benchmark's own levels at 08:00.")
    for sec in p["sections"]:
        doc.add_heading(sec["title"], 2)
        if sec.get("pre"):
            doc.add_paragraph(sec["pre"])
        hdr = ["Issuer", "Cpn", "Maturity", "Benchmark", "Bmk Yld", "Bmk Px", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask"]
        if p.get("no_bmkpx"):
            hdr.remove("Bmk Px")
        rows = []
        for nm in sec["names"]:
            b = bond(rng, nm)
            bpx = f"{rng.uniform(98.5, 101.5):.3f}" if False else "%d-%02d" % (rng.choice([98, 99, 100, 101]), rng.randrange(0, 32))
            row = [b["issuer"], fmtc(b["cpn"]), b["mat"].strftime("%d-%b-%Y"), b["bmk"], f"{b['bmk_yld']:.3f}", bpx,
                   str(b["s_bid"]), str(b["s_ask"]), f"{b['p_bid']:.3f}", f"{b['p_ask']:.3f}"]
            if p.get("no_bmkpx"):
                del row[5]
            rows.append(row)
            k = key(b, "full")
            s = sec["size"]
            gold.append(Q(k, "corporate", "spread", b["s_bid"], b["s_ask"], s, s, d))
            gold.append(Q(k, "corporate", "price", b["p_bid"], b["p_ask"], s, s, d))
        _table(doc, hdr, rows)
        doc.add_paragraph("")
    doc.add_paragraph("Levels indicative. Please call the desk to trade: " + p["phone"] + ".")
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "IG Credit Sales", p["firm"], p["phone"])
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 8, 14),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], docx_bytes(doc))), "docx", gold

# ============================================================ DOCX 2: memo, levels in sentences
def docx_memo(rng, p):
    d = D(p); gold = []
    doc = _doc()
    doc.add_heading(p["memo_title"], 1)
    doc.add_paragraph(f"To: EM real-money accounts    From: {p['person']}, {p['firm']}    Date: {MD.strftime('%d %B %Y')}")
    doc.add_paragraph(p["intro"])
    for kind, nm, cc, ac in p["lines"]:
        b = bond(rng, nm, hy=True, yrs=rng.choice([5, 7, 10]))
        isn = rand_isin(rng, cc)
        pb, pa = round(b["p_bid"] * 8) / 8, round(b["p_ask"] * 8) / 8
        if pa <= pb:
            pa = pb + 0.25
        T = b["yrs"]
        yb = round(yield_from_price(b["cpn"], pb, T), 2); ya = round(yield_from_price(b["cpn"], pa, T), 2)
        bn = f"{b['issuer'].upper()} {fmtc(b['cpn'])} {b['mat'].year}"
        was = f"{fp(pb - 0.375)} / {fp(pa - 0.375)}"
        if kind == "two":
            s = rng.choice([1, 2, 3])
            txt = (f"On the curve, we're {fp(pb)} / {fp(pa)} on {bn} (ISIN {isn}), {s}x{s} (was {was} Friday). "
                   f"Bench UST 10y {BMKS[3][2]:.3f}.")
            gold.append(Q(isn, ac, "price", pb, pa, s * 10**6, s * 10**6, d))
        elif kind == "offer":
            s = rng.choice([2, 3, 5])
            txt = (f"We are looking to sell {bn} (ISIN {isn}): offer {fp(pa)} / {ya:.2f}, {s}mm. "
                   f"It is 2 pts off the low of the month.")
            gold.append(Q(isn, ac, "price", None, pa, None, s * 10**6, d))
            gold.append(Q(isn, ac, "yield", None, ya, None, s * 10**6, d))
        elif kind == "bid":
            s = rng.choice([2, 4, 5])
            txt = (f"Better buyer of {bn} (ISIN {isn}), {fp(pb)} bid for {s} - duration {T * 0.75:.2f}, "
                   f"hi / lo on the day {fp(pa + 0.5)} / {fp(pb - 0.25)}.")
            gold.append(Q(isn, ac, "price", pb, None, s * 10**6, None, d))
        else:  # yields both sides
            s = rng.choice([1, 2])
            txt = (f"{bn} (ISIN {isn}) trades on yield: bid {yb:.2f}%, offer {ya:.2f}%, {s}mm each way; "
                   f"last traded {yb + 0.04:.2f}% yesterday.")
            gold.append(Q(isn, ac, "yield", yb, ya, s * 10**6, s * 10**6, d))
        doc.add_paragraph(txt)
    doc.add_paragraph(p["outro"])
    doc.add_paragraph(f"{p['person']}\n{p['firm']} | {p['phone']}")
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "EM Strategy & Trading", p["firm"], p["phone"], "London")
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 11, 40),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], docx_bytes(doc))), "docx", gold

# ============================================================ DOCX 3: issuer merged over its bonds
def docx_merged(rng, p):
    d = D(p); gold = []
    doc = _doc()
    doc.add_heading(p["title"], 1)
    doc.add_paragraph(p["intro"])
    hdr = ["Issuer", "Cpn", "Maturity", "Rtg", "Bid", "Offer", "YTW Bid", "YTW Offer", "B x O", "Prior Close"]
    rows = []; spans = []
    for iss, n in p["issuers"]:
        start = len(rows) + 1
        for j in range(n):
            b = bond(rng, iss, hy=True)
            bs, as_ = rng.choice([(1, 1), (2, 2), (2, 1), (3, 2), (5, 5)])
            rows.append([iss if j == 0 else "", f"{b['cpn']:.3f}", mdy(b["mat"]), rng.choice(["B1/B+", "B2/B", "Ba3/BB-", "Caa1/CCC+"]),
                         f"{b['p_bid']:.3f}", f"{b['p_ask']:.3f}", f"{b['y_bid']:.3f}", f"{b['y_ask']:.3f}",
                         f"{bs}x{as_}", f"{b['p_bid'] - rng.choice([0.25, -0.5, 0.75, -0.125]):.3f}"])
            k = key(b, "full")
            gold.append(Q(k, "corporate", "price", b["p_bid"], b["p_ask"], bs * 10**6, as_ * 10**6, d))
            gold.append(Q(k, "corporate", "yield", b["y_bid"], b["y_ask"], bs * 10**6, as_ * 10**6, d))
        spans.append((start, start + n - 1, iss))
    t = _table(doc, hdr, rows)
    for a, b_, iss in spans:
        if b_ > a:
            m = t.cell(a, 0).merge(t.cell(b_, 0))
            m.text = iss
    doc.add_paragraph("B x O in MM. Prior Close is yesterday's 4pm bid. YTW to the worst call date at the quoted price.")
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "Leveraged Finance Trading", p["firm"], p["phone"])
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 9, 3),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], docx_bytes(doc))), "docx", gold

# ============================================================ DOCX 4: muni offering, YTC and YTM both printed
def docx_muni(rng, p):
    d = D(p); gold = []
    doc = _doc()
    doc.add_heading(f"{p['firm']} - Tax-Exempt Offerings", 1)
    doc.add_paragraph(f"Offerings {MD.strftime('%m/%d/%Y')}, subject to prior sale and change in price. Par in thousands.")
    hdr = ["CUSIP", "State", "Issuer", "Par (000)", "Cpn", "Maturity", "Call Date", "Call Px", "YTC", "YTM", "Price", "Rtg"]
    rows = []
    for state, issuers in p["states"]:
        for iss in issuers:
            m = muni_row(rng, iss, state)
            rows.append([m["cusip"], state, iss, f"{m['par']:,}", f"{m['cpn']:.2f}", m["mat"].strftime("%m/%d/%y"),
                         m["call"].strftime("%m/%d/%y") if m["call"] else "", "100.00" if m["call"] else "",
                         f"{m['ytc']:.3f}" if m["ytc"] is not None else "", f"{m['ytm']:.3f}", f"{m['px']:.3f}",
                         rng.choice(["Aa2/AA", "A1/A+", "Aaa/AAA", "Aa3/AA-"])])
            gold.append(Q(m["cusip"], "muni", "price", None, m["px"], None, m["par"] * 1000, d))
            gold.append(Q(m["cusip"], "muni", "yield", None, m["ytw"], None, m["par"] * 1000, d))
    _table(doc, hdr, rows)
    doc.add_paragraph("Yield to worst is the lower of YTC and YTM. Prices are offer-side. Min denomination 5,000.")
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "Municipal Sales", p["firm"], p["phone"])
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 9, 41),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], docx_bytes(doc))), "docx", gold

# ============================================================ XLSX 1: hidden helper column, status and notes
def xlsx_hidden_notes(rng, p):
    d = D(p); gold = []
    wb = openpyxl.Workbook(); ws = wb.active; ws.title = p["tab"]
    sz = p["size"]
    ws.append([f"{p['firm']} credit axes {MD.strftime('%d-%b-%Y')} - sizes {sz // 10**6}MM unless noted"])
    ws.append([])
    hdr = ["CUSIP", "Issuer", "Cpn", "Maturity", "Bid Px", "Ask Px", "px_mid_calc", "Bid Sprd", "Ask Sprd", "Benchmark", "Status", "Notes"]
    ws.append(hdr)
    for c in ws[3]:
        c.font = Font(bold=True); c.fill = PatternFill("solid", fgColor="DDDDDD")
    for nm, hy in p["names"]:
        b = bond(rng, nm, hy=hy)
        c = rand_cusip(rng)
        status = rng.choice(["", "", "", "", "OFF"]) if p.get("allow_off", True) else ""
        note, rsz = rng.choice([("", None), ("3mm avail", 3), ("axe - better buyer", None), ("2x2", 2),
                                ("new issue", None), ("", None)])
        ws.append([c, nm, b["cpn"], b["mat"], b["p_bid"], b["p_ask"], round((b["p_bid"] + b["p_ask"]) / 2 + 0.021, 4),
                   b["s_bid"], b["s_ask"], b["bmk"], status, note])
        r = ws.max_row
        ws.cell(r, 4).number_format = "mm/dd/yyyy"
        ws.cell(r, 3).number_format = "0.000"
        if status:
            continue
        s = rsz * 10**6 if rsz else sz
        gold.append(Q(c, "corporate", "price", b["p_bid"], b["p_ask"], s, s, d))
        gold.append(Q(c, "corporate", "spread", b["s_bid"], b["s_ask"], s, s, d))
    ws.column_dimensions["G"].hidden = True
    ws.append([])
    ws.append(["Spreads in bp vs the benchmark named. Status OFF = no longer available."])
    for col, w in zip("ABCDEFGHIJKL", [12, 24, 7, 12, 9, 9, 9, 9, 9, 18, 8, 26]):
        ws.column_dimensions[col].width = w
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "Credit Trading", p["firm"], p["phone"])
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 10, 22),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], xlsx_bytes(wb))), "xlsx", gold

# ============================================================ XLSX 2: live tab + prior-day tab
def xlsx_live_prior(rng, p):
    d = D(p); gold = []
    wb = openpyxl.Workbook()
    live = wb.active; live.title = p["live_tab"]
    prior = wb.create_sheet(p["prior_tab"])
    sz = p["size"]
    for ws, title in ((live, f"EM sovereigns - live indications {MD.strftime('%d-%b-%y')} 08:30, {sz // 10**6}MM per side"),
                      (prior, "Prior close (previous business day) - for reference only, not live levels")):
        ws.append([title]); ws.append([])
        ws.append(["ISIN", "Issuer", "Cpn", "Maturity", "Bid Px", "Ask Px", "Bid Yld", "Ask Yld", "Chg (px)"])
        for c in ws[3]:
            c.font = Font(bold=True)
    for nm, cc, ac in p["names"]:
        b = bond(rng, nm, hy=True, yrs=rng.choice([4, 6, 9, 11, 28]))
        isn = rand_isin(rng, cc)
        yb, ya = b["y_bid"] / 100, b["y_ask"] / 100
        pb_prev = round(b["p_bid"] - rng.choice([0.25, 0.5, -0.375, 0.875]), 3)
        pa_prev = round(pb_prev + (b["p_ask"] - b["p_bid"]), 3)
        T = b["yrs"]
        for ws, pb, pa, y1, y2, chg in ((live, b["p_bid"], b["p_ask"], yb, ya, round(b["p_bid"] - pb_prev, 3)),
                                        (prior, pb_prev, pa_prev, round(yield_from_price(b["cpn"], pb_prev, T), 3) / 100,
                                         round(yield_from_price(b["cpn"], pa_prev, T), 3) / 100, None)):
            ws.append([isn, nm, b["cpn"], b["mat"], pb, pa, y1, y2, chg])
            r = ws.max_row
            ws.cell(r, 4).number_format = "dd-mmm-yyyy"
            ws.cell(r, 7).number_format = "0.000%"; ws.cell(r, 8).number_format = "0.000%"
        gold.append(Q(isn, ac, "price", b["p_bid"], b["p_ask"], sz, sz, d))
        gold.append(Q(isn, ac, "yield", b["y_bid"], b["y_ask"], sz, sz, d))
    if p.get("prior_first"):
        wb.move_sheet(prior, offset=-1)
        wb.active = 1
    body = f"{p['greet']}\n\n{p['note']}\n" + sig(p["person"], "EM Trading", p["firm"], p["phone"], "London")
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 8, 36),
               p["subject"], f"{p['tag']}@{p['domain']}", body, (p["file"], xlsx_bytes(wb))), "xlsx", gold

# ============================================================ TEXT 1: fixed-width IG run with bands
def text_ig_run(rng, p):
    d = D(p); gold = []
    sz = p["size"]
    L = [p["greet"], "", f"{p['firm'].upper()} IG RUN  {MD.strftime('%d-%b-%y')}  07:40 NY   Sizes {sz // 10**6}MM unless noted", ""]
    L.append(f"{'':38}{'--- SPREAD ---':>16}   {'---- PRICE ----':>17}")
    L.append(f"{'BOND':<24}{'BMK':<14}{'BID':>8}{'OFFER':>8}   {'BID':>8}{'OFFER':>9}  {'BMK YLD':>8}  SIZE")
    for sect, names in p["sections"]:
        L.append(sect)
        for nm in names:
            b = bond(rng, nm)
            rs = rng.choice([None, None, None, (10, 10), (5, 3)])
            szs = f"{rs[0]}x{rs[1]}" if rs else ""
            bond_s = f"{b['issuer']} {fmtc(b['cpn'])} {mmyy(b['mat'])}"
            bm = b["bmk"].replace("T ", "UST ")[:13] if p.get("ust") else b["bmk"][:13]
            L.append(f"{bond_s:<24}{bm:<14}{b['s_bid']:>8}{b['s_ask']:>8}   {b['p_bid']:>8.3f}{b['p_ask']:>9.3f}  {b['bmk_yld']:>8.3f}  {szs}".rstrip())
            bs, as_ = (rs[0] * 10**6, rs[1] * 10**6) if rs else (sz, sz)
            k = key(b)
            gold.append(Q(k, "corporate", "spread", b["s_bid"], b["s_ask"], bs, as_, d))
            gold.append(Q(k, "corporate", "price", b["p_bid"], b["p_ask"], bs, as_, d))
        L.append("")
    L.append(p["trailer"])
    body = "\n".join(L) + "\n" + sig(p["person"], "IG Credit Trading", p["firm"], p["phone"])
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 7, 41),
               p["subject"], f"{p['tag']}@{p['domain']}", body), "text", gold

# ============================================================ TEXT 2: HY / convert axes in lines
def text_hy_axes(rng, p):
    d = D(p); gold = []
    L = [p["greet"], "", p["intro"], ""]
    for kind, nm in p["lines"]:
        b = bond(rng, nm, hy=True)
        pb, pa = round(b["p_bid"] * 8) / 8, round(b["p_ask"] * 8) / 8
        if pa <= pb:
            pa = pb + 0.25
        ya = round(yield_from_price(b["cpn"], pa, b["yrs"]), 2)
        bn = f"{b['issuer'].upper()} {fmtc(b['cpn'])} {mmyy(b['mat'])}"
        k = key(b)
        if kind == "offer_sp":
            s = rng.choice([2, 3])
            L.append(f"{bn} - offer T+{b['s_ask']} / {fp(pa)}, {s}mm  (was T+{b['s_ask'] + 15} Friday)")
            gold.append(Q(k, "corporate", "spread", None, b["s_ask"], None, s * 10**6, d))
            gold.append(Q(k, "corporate", "price", None, pa, None, s * 10**6, d))
        elif kind == "offer_y":
            s = rng.choice([1, 2, 5])
            L.append(f"Looking to sell {bn}, offer {fp(pa)} / {ya:.2f}, {s}mm. Bench UST 5y {BMKS[1][2]:.2f}")
            gold.append(Q(k, "corporate", "price", None, pa, None, s * 10**6, d))
            gold.append(Q(k, "corporate", "yield", None, ya, None, s * 10**6, d))
        elif kind == "two":
            s = rng.choice([1, 2])
            L.append(f"we're {fp(pb)} / {fp(pa)} on {bn}, {s}x{s} - hi / lo on the day {fp(pa + 0.25)} / {fp(pb - 0.5)}")
            gold.append(Q(k, "corporate", "price", pb, pa, s * 10**6, s * 10**6, d))
        elif kind == "bid_for":
            s = rng.choice([3, 4, 5])
            L.append(f"{fp(pb)} bid for {s} of the {bn}, prior close was {pb - 0.375:.3f}")
            gold.append(Q(k, "corporate", "price", pb, None, s * 10**6, None, d))
        elif kind == "cv":
            c = round(rng.uniform(95, 125) * 4) / 4
            cn = f"{nm.upper()} {rng.choice(['0.5', '1.25', '2', '2.75'])} {mmyy(b['mat'])} CV"
            dd = round(rng.uniform(0.35, 0.8), 2)
            L.append(f"{cn} {fp(c)} / {fp(c + 0.75)}, 1x1, delta {dd}, prem {rng.randrange(18, 60)}%")
            kk = cn.replace(mmyy(b["mat"]), f"{b['mat'].year}-{b['mat'].month:02d}")
            gold.append(Q(kk, "convertible", "price", c, c + 0.75, 10**6, 10**6, d))
    L += ["", p["outro"]]
    body = "\n".join(L) + "\n" + sig(p["person"], "HY & Converts Trading", p["firm"], p["phone"])
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 13, 12),
               p["subject"], f"{p['tag']}@{p['domain']}", body), "text", gold

# ============================================================ HTML: EM / IG table, caption with size, (mid) column
def html_table(rng, p):
    d = D(p); gold = []
    sz = p["size"]
    rows = []
    for nm, cc, ac in p["names"]:
        b = bond(rng, nm, hy=ac == "sovereign" or p.get("hy", False), yrs=rng.choice([5, 7, 10, 12]))
        isn = rand_isin(rng, cc)
        z = round((b["s_bid"] + b["s_ask"]) / 2 + rng.randrange(-8, 20))
        chg = rng.choice(["+0.125", "-0.25", "+0.50", "-0.375"])
        rows.append(f"<tr><td>{b['issuer']} {fmtc(b['cpn'])}% {b['mat'].strftime('%b-%y')}</td><td>{isn}</td>"
                    f"<td align=right>{b['p_bid']:.3f}</td><td align=right>{b['p_ask']:.3f}</td>"
                    f"<td align=right>{b['y_bid']:.3f}</td><td align=right>{b['y_ask']:.3f}</td>"
                    f"<td align=right>{z}</td><td align=right>{chg}</td></tr>")
        gold.append(Q(isn, ac, "price", b["p_bid"], b["p_ask"], sz, sz, d))
        gold.append(Q(isn, ac, "yield", b["y_bid"], b["y_ask"], sz, sz, d))
    html = f"""<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>td,th{{font-family:Arial;font-size:9pt;padding:2px 6px;border:1px solid #999}} th{{background:#d9e1f2}}</style></head>
<body><p>{p['greet']}</p>
<p>{p['intro']}</p>
<table cellspacing=0>
<caption>{p['caption']}</caption>
<tr><th>Bond</th><th>ISIN</th><th>Bid Px</th><th>Ask Px</th><th>Bid Yld</th><th>Ask Yld</th><th>Z-Sprd (mid)</th><th>Chg</th></tr>
{chr(10).join(rows)}
</table>
<p style="font-size:8pt">Z-Sprd (mid) is a model figure vs the SOFR curve. Chg is the bid's move since yesterday's close.</p>
<p>{p['person']}<br>{p['firm']} | EM Credit Trading<br>Tel {p['phone']}</p>
<p style="font-size:7pt;color:#777">This message is for institutional investors only and is not an offer to buy or sell any security.
Prices are indicative and may change without notice.</p>
</body></html>
"""
    return eml(f"{p['person']} <{p['email']}@{p['domain']}>", p["to"], date_hdr(MD.day, 12, 5),
               p["subject"], f"{p['tag']}@{p['domain']}", "", html=html), "html", gold
