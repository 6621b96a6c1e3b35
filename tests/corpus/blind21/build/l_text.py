"""Plain-text bodies: agency runs, TBA and pool runs, everyday credit runs, muni offerings and bids, and a wrap
that quotes nothing. Pairs: (dev, hold-out).
"""

from __future__ import annotations

from common import date, iso, mc, mk, p32, pxs, q, ticks, yrs, yto

BMK = {"2Y": 3.87, "3Y": 3.93, "5Y": 4.05, "7Y": 4.13, "10Y": 4.20}
EUR_MS = [(2, 2.25), (3, 2.30), (5, 2.42), (7, 2.55), (10, 2.68), (15, 2.80)]


def _ms(years):
    for (t0, y0), (t1, y1) in zip(EUR_MS, EUR_MS[1:], strict=False):
        if years <= t1:
            return y0 + (y1 - y0) * max(0.0, years - t0) / (t1 - t0)
    return EUR_MS[-1][1]


def sp(n):
    return f"+{n}" if n >= 0 else f"{n}"


# ---------------------------------------------------------------- 01 / 02: agency runs


def tarnwick_agency_run():
    dealer = "tarnwick"
    gold = []
    bullets = [  # issuer, coupon as written, coupon, maturity, bmk, bid sprd, offer sprd, row note
        ("FHLB", "4 1/8", 4.125, "03/15/30", "3Y", 13, 10, ""),
        ("FHLB", "4.5", 4.5, "09/14/32", "5Y", 21, 18, ""),
        ("FFCB", "4.25", 4.25, "05/06/31", "3Y", 16, 13, ""),
        ("FNMA", "4 5/8", 4.625, "07/12/34", "7Y", 28, 24, "5MM only"),
        ("FHLMC", "4 3/8", 4.375, "01/10/33", "5Y", None, 20, ""),
    ]
    lines = []
    for iss, cw, cp, m, b, sb, so, note in bullets:
        mi = iso(m)
        pb = pxs(cp, BMK[b] + sb / 100, mi) if sb is not None else None
        po = pxs(cp, BMK[b] + so / 100, mi)
        sprd = f"{sp(sb)} / {sp(so)}" if sb is not None else f"n/a / {sp(so)}"
        px = f"{pb} / {po}" if pb else f"  -   / {po}"
        lines.append(f"{iss:<6} {cw:<6} {m}  {b:<3}  {sprd:>11}    {px:>17}   {note}".rstrip())
        size = "5MM" if note else "10MM"
        gold += q(f"{iss} {cp:g} {mi}", "agency", dealer, size=size, spread=(sp(sb) if sb is not None else None, sp(so)), price=(pb, po))
    calls = [  # issuer, coupon, maturity, first call, style, bid yield (None: offer only), offer yield
        ("FHLB", 5.05, "12/20/32", "12/20/28", "Berm", "5.11", "5.06"),
        ("FFCB", 5.18, "12/13/35", "06/13/28", "Cont", None, "5.21"),
        ("FHLMC", 5.4, "12/27/37", "12/27/29", "Qtrly", "5.47", "5.42"),
        ("FHLB", 4.9, "06/26/30", "06/26/28", "Berm", "4.98", "4.93"),
    ]
    clines = []
    for iss, cp, m, call, sty, yb, yo in calls:
        mi = iso(m)
        po = pxs(cp, float(yo), mi, nd=2)
        if yb:
            pb = pxs(cp, float(yb), mi, nd=2)
            clines.append(f"{iss:<6} {cp:.2f}  {m}  NC {call} ({sty}, @100)   {yb} / {yo}    {pb} / {po}")
        else:
            pb = None
            clines.append(f"{iss:<6} {cp:.2f}  {m}  NC {call} ({sty}, @100)   offer only {yo} / {po}")
        gold += q(f"{iss} {cp:g} {mi}", "agency", dealer, size="5MM", yield_=(yb, yo), price=(pb, po))
    body = (
        "Tarnwick agency run - Mon 06-Dec, NY 07:20. Bullets on spread to UST (bp) with px; callables on yield to\n"
        "maturity with px.\n\n"
        "BULLETS vs UST - 10MM unless noted\n" + "\n".join(lines) + "\n\n"
        "CALLABLES - yield / px, 5MM each\n" + "\n".join(clines) + "\n\n"
        "FHLB 4.5s of 9/32 were +23 / +20 on Friday; FHLMC 33s no bid this morning. UST 2y 3.87, 5y 4.05, 10y 4.20.\n\n"
        "Nadia Okoro\nTarnwick Securities | Agency Trading | 75 Broad St, NY | +1 212 555 0168\n"
    )
    return mk("tarnwick-agency-run", "text", gold, sender="Nadia Okoro <nokoro@tarnwick.com>",
              subject="Tarnwick agency run - bullets vs UST / callables - 06 Dec", date=date("07:22:41", "-0500", 6), text=body,
              note="emph:sections emph:size-scope emph:near-numbers emph:missing-side emph:habits",
              meta={"sections": ["BULLETS vs UST - 10MM unless noted", "CALLABLES - yield / px, 5MM each"]})


def quellbrook_agency_text():
    dealer = "quellbrook"
    gold = []
    out = []
    bullets = [
        ("FHLB", 3.875, "11/09/29", "2Y", 8, 5),
        ("FFCB", 4.125, "03/22/32", "5Y", 19, 16),
        ("FNMA", 4.375, "10/17/33", "5Y", 24, 21),
    ]
    for iss, cp, m, b, sb, so in bullets:
        mi = iso(m)
        pb, po = pxs(cp, BMK[b] + sb / 100, mi), pxs(cp, BMK[b] + so / 100, mi)
        out.append(f"- {iss} {cp:g} {m}: {sp(sb)} / {sp(so)}, px {pb} / {po} (bench {b.lower()})")
        gold += q(f"{iss} {cp:g} {mi}", "agency", dealer, size="2MM", spread=(sp(sb), sp(so)), price=(pb, po))
    tva = [("TVA", 4.7, "06/15/35", "10Y", None, 30), ("TVA", 5.25, "09/15/39", "10Y", 41, 37)]
    tout = []
    for iss, cp, m, b, sb, so in tva:
        mi = iso(m)
        po = pxs(cp, BMK[b] + so / 100, mi)
        if sb is None:
            tout.append(f"- {iss} {cp:g} {m}: offer only {sp(so)}, px {po}")
            gold += q(f"{iss} {cp:g} {mi}", "agency", dealer, size="1MM", spread=(None, sp(so)), price=(None, po))
        else:
            pb = pxs(cp, BMK[b] + sb / 100, mi)
            tout.append(f"- {iss} {cp:g} {m}: {sp(sb)} / {sp(so)}, px {pb} / {po}")
            gold += q(f"{iss} {cp:g} {mi}", "agency", dealer, size="1MM", spread=(sp(sb), sp(so)), price=(pb, po))
    calls = [("FHLB", 5.125, "12/22/34", "6/22/28", "5.190", "5.145", ""), ("FFCB", 5.0, "12/06/30", "12/06/28", "5.070", "5.020", "5x5"),
             ("FAMCA", 5.3, "12/15/37", "12/15/29", "5.380", "5.330", "")]
    cout = []
    for iss, cp, m, call, yb, yo, sz in calls:
        mi = iso(m)
        pb, po = pxs(cp, float(yb), mi), pxs(cp, float(yo), mi)
        cout.append(f"- {iss} {cp:g} {m} nc {call} @ 100: {yb} / {yo} ytm, px {pb} / {po}" + (f", {sz}" if sz else ""))
        gold += q(f"{iss} {cp:g} {mi}", "agency", dealer, size=sz or "3MM", yield_=(yb, yo), price=(pb, po))
    body = (
        "Morning - Quellbrook agency levels, Thu 16 Dec. Sizes 2mm unless noted.\n\n"
        "Bullets, spread to UST and px:\n" + "\n".join(out) + "\n\n"
        "TVA (1mm):\n" + "\n".join(tout) + "\n\n"
        "Callables, yield to maturity and px, 3mm each:\n" + "\n".join(cout) + "\n\n"
        "New FHLB 2y bullet priced yesterday at +4 (3.5bn). 10y UST 4.20 at 07:55.\n\n"
        "Sam Whitlow\nQuellbrook Capital | Agency & SSA Trading | +1 212 555 0131\n"
    )
    return mk("quellbrook-agency-levels", "text", gold, sender="Sam Whitlow <swhitlow@quellbrook.com>",
              subject="Quellbrook agencies Thu 16 Dec - sizes 2mm unless noted", date=date("08:02:17", "-0500", 16), text=body,
              note="emph:sections emph:size-scope emph:missing-side emph:habits",
              meta={"sections": ["TVA (1mm):", "Callables, yield to maturity and px, 3mm each:"]})


# ---------------------------------------------------------------- 03 / 04: TBA and pool runs


OLLERBY_TBA = [  # section, product, coupon, Jan bid, Jan offer (32nds), Feb drop (32nds)
    ("UMBS 30yr", "FNCL", "5", 96 + 29 / 32, 96 + 30.5 / 32, 8),
    ("UMBS 30yr", "FNCL", "5.5", 98 + 16.5 / 32, 98 + 17.5 / 32, 8.5),
    ("UMBS 30yr", "FNCL", "6", 100 + 21 / 32, 100 + 22 / 32, 8.5),
    ("UMBS 30yr", "FNCL", "6.5", 102 + 2.5 / 32, 102 + 3.5 / 32, 9.5),
    ("UMBS 15yr", "FNCI", "5", 99 + 25 / 32, 99 + 26 / 32, 6),
    ("GNMA II 30yr", "G2SF", "5.5", 99 + 4.5 / 32, 99 + 5.5 / 32, 7.5),
    ("GNMA II 30yr", "G2SF", "6", 100 + 26 / 32, 100 + 27 / 32, 7),
]


def ollerby_tba_pools():
    dealer = "ollerby"
    gold = []
    out = []
    head = f"{'':<14}{'Jan bid / ask':>18}  {'Feb bid / ask':>18}  {'Jan/Feb drop':>13}"
    prev = None
    for sec, prod, cp, jb, ja, drop in OLLERBY_TBA:
        if sec != prev:
            out.append(sec if prev is None else "\n" + sec)
            if prev is None:
                out.append(head)
            prev = sec
        fb, fa = jb - drop / 32, ja - drop / 32
        out.append(f"{prod + ' ' + cp:<14}{p32(jb) + ' / ' + p32(ja):>18}  {p32(fb) + ' / ' + p32(fa):>18}  {ticks(-drop, pad=True):>13}")
        gold += q(f"{prod} {cp} JAN", "structured", dealer, size="25MM", price=(p32(jb), p32(ja)))
        gold += q(f"{prod} {cp} FEB", "structured", dealer, size="25MM", price=(p32(fb), p32(fa)))
    pools = [("FN", "FS5533", "5.5", "LLB 85k", 10, "12.3", 98 + 17 / 32, 22), ("FR", "SD7128", "6", "NY 100%", 6, "8.75", 100 + 21.5 / 32, 15),
             ("G2", "MB0915", "5.5", "LLB 110k", 14, "6.1", 99 + 5 / 32, 12)]
    pout = []
    for agy, pool, cp, story, wala, cur, tba, pu in pools:
        px = p32(tba + pu / 32)
        pout.append(f"{agy} {pool}  {cp:<4} {story:<9} WALA {wala:<3} cur {cur}mm   {ticks(pu):>4}  -> {px}")
        gold += q(f"{agy} {pool}", "structured", dealer, size=(None, round(float(cur) * 1e6)), price=(None, px))
    body = (
        "Ollerby MBS - TBA run, Tue 07-Dec 08:35 ET. Px in 32nds ('+' = half). TBA 25mm per side; pools offered in full current face.\n\n"
        + "\n".join(out) + "\n\n"
        "Spec pools, offered (pay-up in ticks over Jan TBA, then px):\n" + "\n".join(pout) + "\n\n"
        "Speeds: Nov 30yr 5.5s paid 8.2 CPR (6.9 prior), factor date 12/06. The 6s roll traded 8+ yesterday.\n\n"
        "Lena Haas\nOllerby & Co. | Agency MBS | +1 212 555 0149\n"
    )
    return mk("ollerby-tba-pools", "text", gold, sender="Lena Haas <lhaas@ollerby.com>",
              subject="Ollerby TBA run / spec pools - 12/07", date=date("08:36:55", "-0500", 7), text=body,
              note="emph:sections emph:near-numbers emph:habits",
              meta={"sections": ["UMBS 15yr", "GNMA II 30yr"]})


def brackwell_tba_text():
    dealer = "brackwell"
    gold = []
    tbas = [("FNCL 5.5 Jan", 98 + 18 / 32, 98 + 19 / 32, "25x25", 8), ("FNCL 6 Jan", 100 + 23.5 / 32, 100 + 24.5 / 32, "25x25", 8.5),
            ("FNCL 6.5 Jan", 102 + 4 / 32, 102 + 5 / 32, "10x10", 9), ("FNCI 4.5 Jan", 98 + 10 / 32, 98 + 11.5 / 32, "25x25", 5.5),
            ("G2SF 6 Jan", 100 + 28 / 32, 100 + 29 / 32, "25x25", 7)]
    out = []
    for name, b, a, sz, drop in tbas:
        out.append(f"{name:<13} {p32(b)} / {p32(a)}   {sz}   drop {ticks(drop)[1:]}")
        gold += q(name.upper(), "structured", dealer, size=sz, price=(p32(b), p32(a)))
    pools = [("FN CB9047", "5.5", "LLB 85k", "0.94431", 98 + 18 / 32, 19, 23), ("FN FS6631", "6", "PR 100%", "0.96115", 100 + 24 / 32, 26, 31),
             ("FR SD8015", "5.5", "FICO < 700", "0.91877", 98 + 18 / 32, 5, 7), ("G2 MB1340", "6", "LLB 110k", "0.93562", 100 + 28 / 32, 11, 14)]
    pout = []
    for pool, cp, story, fac, tba, pb, po in pools:
        bpx, opx = p32(tba + pb / 32), p32(tba + po / 32)
        pout.append(f"{pool}  {cp:<4}{story:<11} fac {fac}   {ticks(pb)} / {ticks(po)} ticks  =  {bpx} / {opx}")
        gold += q(pool, "structured", dealer, size="5MM", price=(bpx, opx))
    body = (
        "Brackwell TBA / pools - Mon 13 Dec, Chicago 07:48.\n\n"
        "TBA (32nds), sizes on the line, Jan/Feb drop after:\n" + "\n".join(out) + "\n\n"
        "Pools, two-way pay-ups over Jan TBA and the px they give, 5mm each:\n" + "\n".join(pout) + "\n\n"
        "Roll colour: 5.5s traded 8 / 8+ most of yesterday; 30yr CC at 5.61 (+3). Factor release Monday 12/06 took the 5.5s\n"
        "aggregate factor to 0.87 - pools above are Dec factors.\n\n"
        "Pete Varga\nBrackwell Securities | MBS Trading | 141 W Jackson Blvd, Chicago | +1 312 555 0172\n"
    )
    return mk("brackwell-tba-pools", "text", gold, sender="Pete Varga <pvarga@brackwell.com>",
              subject="Brackwell TBA + pools 12/13", date=date("07:50:03", "-0600", 13), text=body,
              note="emph:near-numbers emph:habits emph:sections",
              meta={"sections": ["TBA (32nds), sizes on the line, Jan/Feb drop after:"]})


# ---------------------------------------------------------------- 05 / 06: everyday runs


def sedgecombe_ig_cds():
    dealer = "sedgecombe"
    gold = []
    ig = [("ABERDOUR FOODS", 3.5, "2032-03-17", 108, 102), ("LINNHE RAIL", 3.25, "2031-09-04", 92, 86),
          ("GARVOCK UTILS", 3.875, "2036-06-30", 131, 124), ("TORRIDON TELECOM", 4.125, "2034-01-25", 171, 162),
          ("BALMACARA BANK", 3.0, "2030-11-12", 79, 74)]
    lines = []
    for iss, cp, m, sb, so in ig:
        sw = _ms(yrs(m))
        pb, po = pxs(cp, sw + sb / 100, m, nd=2, freq=1), pxs(cp, sw + so / 100, m, nd=2, freq=1)
        d = f"{m[8:10]}/{m[5:7]}/{m[2:4]}"
        lines.append(f"{iss + ' ' + f'{cp:g}' + ' ' + d:<32} MS+{sb} / +{so}    {pb} / {po}")
        gold += q(f"{iss} {cp:g} {m}", "ig", dealer, size="2MM", i_spread=(str(sb), str(so)), price=(pb, po))
    cds = [("ITRX MAIN S48 5Y", "56.25", "57.25", "25MM"), ("ITRX XOVER S48 5Y", "287", "291", "25MM"), ("ABERDOUR FOODS 5Y", "68", "73", "10MM"),
           ("TORRIDON TELECOM 5Y", "144", "151", "10MM"), ("GARVOCK UTILS 5Y", "59", "64", "10MM"), ("LINNHE RAIL 5Y", "52", "57", "10MM")]
    cl = []
    for name, b, a, sz in cds:
        cl.append(f"{name:<22} {b} / {a}")
        gold += q(name, "cds", dealer, size=sz, spread=(b, a))
    body = (
        "Sedgecombe credit - morning run, Thu 09-Dec. Sizes: IG EUR 2mm, CDS single names 10x10, indices 25x25.\n\n"
        "EUR IG (MS+ bp / px)\n" + "\n".join(lines) + "\n\n"
        "CDS 5Y (bp)\n" + "\n".join(cl) + "\n\n"
        "Main 0.75 tighter since the open; Xover 290 area at the close yesterday.\n\n"
        "Amelia Frost\nSedgecombe Markets Ltd | Credit Trading | +44 20 7946 0394\n"
    )
    return mk("sedgecombe-ig-cds", "text", gold, sender="Amelia Frost <afrost@sedgecombe.co.uk>",
              subject="Sedgecombe morning run - EUR IG / CDS", date=date("07:44:19", "+0000", 9), text=body,
              note="emph:everyday emph:size-scope emph:sections", meta={"sections": ["CDS 5Y (bp)"]})


def pennard_hy_loans():
    dealer = "pennard"
    gold = []
    hy = [("ORMSBY PAPER", 6.25, "04/15/31", "98.50", "99.25"), ("CALDBECK ENERGY", 7.75, "02/01/30", "101.75", "102.375"),
          ("THRELKELD MEDIA", 9.25, "11/15/29", "88.00", "89.50"), ("MUNGRISDALE AUTO", 5.875, "06/01/32", "95.25", "96.00")]
    lines = []
    for iss, cp, m, pb, po in hy:
        yb, yo = yto(cp, float(pb), iso(m), nd=2), yto(cp, float(po), iso(m), nd=2)
        lines.append(f"{iss + ' ' + f'{cp:g}' + ' ' + m:<30} {pb} / {po}   ytw {yb} / {yo}")
        gold += q(f"{iss} {cp:g} {iso(m)}", "hy", dealer, size="2MM", price=(pb, po), yield_=(yb, yo))
    loans = [("BASSENTHWAITE TLB S+350 3/31", "98.75", "99.25"), ("BORROWDALE HLDGS TLB S+400 10/30", "96.50", "97.25"),
             ("ESKDALE CHEM TLB S+325 7/31", "99.625", "100.00"), ("WASDALE 2L S+675 1/32", "89.00", "90.50")]
    ll = []
    for name, b, a in loans:
        ll.append(f"{name:<34} {b} / {a}")
        gold += q(name, "loan", dealer, size="1MM", price=(b, a))
    body = (
        "HY + loans, Wed 15 Dec - sizes HY 2mm, loans 1mm.\n\n"
        "HY (px / ytw)\n" + "\n".join(lines) + "\n\n"
        "Loans (px)\n" + "\n".join(ll) + "\n\n"
        "Threlkeld down 2 pts on the downgrade; loans a touch firmer on the week.\n\n"
        "Dev Anand\nPennard Securities | High Yield & Loans | +1 212 555 0125\n"
    )
    return mk("pennard-hy-loans", "text", gold, sender="Dev Anand <danand@pennard.com>",
              subject="Pennard HY / loans run 12/15", date=date("08:11:54", "-0500", 15), text=body,
              note="emph:everyday emph:size-scope emph:sections", meta={"sections": ["Loans (px)"]})


# ---------------------------------------------------------------- 07 / 08: muni offerings and bids


CAWTHORNE = [  # par $M, description, cpn, maturity, call, yield, to (c / m), kicker?
    (500, "ILLINOIS ST GO SER 2023B", 5.0, "05/01/40", "05/01/33", 3.98, "c"),
    (1000, "CHICAGO IL O'HARE ARPT REV SR LIEN 2022A", 5.25, "01/01/45", "01/01/32", 4.06, "c"),
    (250, "COOK CNTY IL SALES TAX REV 2021", 4.0, "11/15/39", "11/15/31", 3.87, "c"),
    (750, "INDIANA FIN AUTH HOSP REV 2019A", 4.0, "11/01/44", "11/01/29", 4.22, "m"),
    (400, "OHIO ST HOSP REV CLEVELAND CLINIC 2019A", 5.0, "01/01/37", "01/01/29", 3.24, "c"),
    (1500, "MICHIGAN FIN AUTH REV TRINITY 2020", 3.0, "12/01/49", "12/01/29", None, ""),
]


def cawthorne_muni_offerings():
    dealer = "cawthorne"
    gold = []
    head = f"{'CUSIP':<10} {'Par':>5}  {'Description':<42} {'Cpn':>5}  {'Mat':<8}  {'Call':<8}  {'YTW':>7}  {'Px':>7}"
    out = [head]
    for par, desc, cp, m, call, y, to in CAWTHORNE:
        cu = mc(f"cawthorne {desc}")
        if y is None:
            px = "84.375"
            out.append(f"{cu} {par:>5,}  {desc:<42} {cp:>5.3f}  {m:<8}  {call:<8}  {'dollar':>7}  {px:>7}")
            gold += q(cu, "muni", dealer, size=(None, par * 1000), price=(None, px))
            continue
        if to == "c" and iso(call) > "2027-12-31":
            px = pxs(cp, y, iso(call), nd=2)
            kick = yto(cp, float(px), iso(m), nd=2)
            tail = f"  (kicker {kick})"
        else:
            px = pxs(cp, y, iso(m), nd=2)
            tail = ""
        out.append(f"{cu} {par:>5,}  {desc:<42} {cp:>5.3f}  {m:<8}  {call:<8}  {f'{y:.2f}{to}':>7}  {px:>7}{tail}")
        gold += q(cu, "muni", dealer, size=(None, par * 1000), yield_=(None, f"{y:.2f}"), price=(None, px))
    body = (
        "Cawthorne muni offerings - Wed 12/08, Chicago. Par in $M (500 = $500,000). YTW: c = to call, m = to maturity;\n"
        "kicker is the YTM if not called. Offerings subject to prior sale.\n\n"
        + "\n".join(out) + "\n\n"
        "Indiana 4s are a discount - priced to maturity. MMD 10y 2.94 (+2), 30y 3.71 (+1).\n\n"
        "Rita Delgado\nCawthorne Municipal Securities | Chicago | +1 312 555 0117\n"
    )
    return mk("cawthorne-muni-offerings", "text", gold, sender="Rita Delgado <rdelgado@cawthorne.com>",
              subject="Cawthorne muni offerings 12/08 - IL / IN / OH / MI", date=date("08:41:26", "-0600", 8), text=body,
              note="emph:size-unit emph:near-numbers emph:habits", meta={})


RAVENSHOLT = [  # description, cpn, maturity, first call, bid yield, size as written, size
    ("CALIFORNIA ST GO VAR PURP 2022", 5.0, "10/01/2042", "10/01/32", 4.12, "1MM", 1_000_000),
    ("LOS ANGELES CA USD GO 2020 RY", 4.0, "07/01/2044", "07/01/30", 4.31, "500M", 500_000),
    ("OREGON ST DEPT TRANSN HWY USER TAX REV 2023A", 5.0, "11/15/2038", "11/15/33", 3.66, "750M", 750_000),
    ("SACRAMENTO CA MUN UTIL DIST REV 2021", 5.0, "08/15/2041", "08/15/31", 3.94, "250M", 250_000),
    ("ARIZONA ST TRANSN BRD HWY REV 2019", 5.0, "07/01/2036", "07/01/29", 3.38, "300M", 300_000),
]


def ravensholt_muni_bids():
    dealer = "ravensholt"
    gold = []
    out = []
    for desc, cp, m, call, y, szw, sz in RAVENSHOLT:
        cu = mc(f"ravensholt {desc}")
        px = pxs(cp, y, iso(m), nd=3) if y > cp else pxs(cp, y, iso(call), nd=3)
        out.append(f"{cu}  {desc} {cp:g}% {m} (c/{call[-2:]} @ 100)   bid {y:.2f} / {px} for {szw}")
        gold += q(cu, "muni", dealer, size=(sz, None), yield_=(f"{y:.2f}", None), price=(px, None))
    body = (
        "Ravensholt muni desk - BUYER OF the following, Mon 13 Dec (bids firm until 11:00 PT, all or none per line).\n"
        "Yield / dollar price; premiums priced to the par call shown, discounts to maturity.\n\n"
        + "\n".join(out) + "\n\n"
        "Not offering anything off this list today. Call with questions.\n\n"
        "Kai Nakamura\nRavensholt & Co. | Municipal Trading | 1 Market St, San Francisco | +1 415 555 0161\n"
    )
    return mk("ravensholt-muni-bids", "text", gold, sender="Kai Nakamura <knakamura@ravensholt.com>",
              subject="Ravensholt - buyer of munis (bids) - 12/13", date=date("07:12:40", "-0800", 13), text=body,
              note="emph:habits", meta={})


# ---------------------------------------------------------------- 09 / 10: wraps quoting nothing


def thursby_mbs_colour():
    body = (
        "Thursby MBS - morning colour, Fri 10 Dec\n\n"
        "- TBAs closed firmer: FNCL 5.5 Jan 98-17 at the close (+3), 6s 100-22 (+2+), 15yr FNCI 5s 99-26 (+1). The 5.5 roll\n"
        "  traded 8+ most of the day; 6s roll 8+ / 9.\n"
        "- Nov speeds (released 12/06): 30yr 5.5s 8.2 CPR vs 6.9 in Oct; 6s 11.4 CPR; G2 5.5s 9.1. Aggregate factor on the 5.5s\n"
        "  now 0.87. Spec pool pay-ups steady: LLB 85k 5.5s around 22 - 24 ticks, NY 16 area.\n"
        "- Agency CMO: PAC 5s priced +128 - 135 vs the curve on the new FNR deal (2027-44), Z print at 92-08 yesterday.\n"
        "- Agencies: FHLB 2y benchmark priced at +4 yesterday (3.5bn); callable issuance 4.2bn on the week.\n"
        "- Bench: 2y 3.87%, 5y 4.05%, 10y 4.20%, 30y 4.50%. Mortgage current coupon 5.61 (+3 vs swaps at 131).\n\n"
        "No run today - back Monday with levels. Calendar: CPI Tuesday 08:30, FOMC Wednesday 14:00.\n\n"
        "Hugo Brennan\nThursby Securities | MBS Strategy | +1 212 555 0183\n"
    )
    return mk("thursby-mbs-colour", "text", [], sender="Hugo Brennan <hbrennan@thursby.com>",
              subject="Thursby MBS colour - Fri 10 Dec (no run)", date=date("07:05:12", "-0500", 10), text=body,
              note="text:empty", meta={})


def dunmere_muni_wrap():
    body = (
        "Dunmere muni weekly wrap - Wed 15 Dec\n\n"
        "MMD: 2y 2.51 (-2), 5y 2.62 (-3), 10y 2.94 (-2), 20y 3.48 (-1), 30y 3.71 (-1). Ratios 10y 70%, 30y 82%.\n\n"
        "FINAL PRICING (primary, for reference - not offerings):\n"
        "  Texas Water Dev Board 5s of 2045 re-offered at 3.62% (c/35), bumped 3bp from the preliminary scale\n"
        "  NYC TFA 4s of 2049 at 4.06%, 10bp cheaper than the last deal; 2.1bn total, 6x covered in the 30y\n"
        "  California GO 5s of 2037 at 2.99% (c/34 @ 100)\n\n"
        "Flows: funds took in 1.3bn on the week; 30-day visible supply 14.8bn. Secondary: 500M blocks of AA\n"
        "Texas PSF 5s of 2044 traded 3.79 - 3.82 yesterday; insured Chicago paper 10 - 15bp cheaper on the month.\n\n"
        "Our offering sheet follows tomorrow. Enjoy the holidays if we don't speak before.\n\n"
        "Claire Whitford\nDunmere & Co. | Municipal Strategy | +1 212 555 0196\n"
    )
    return mk("dunmere-muni-wrap", "text", [], sender="Claire Whitford <cwhitford@dunmere.com>",
              subject="Dunmere muni weekly - MMD, pricings, flows", date=date("16:40:05", "-0500", 15), text=body,
              note="text:empty", meta={})


LAYOUTS = [
    tarnwick_agency_run, quellbrook_agency_text,
    ollerby_tba_pools, brackwell_tba_text,
    sedgecombe_ig_cds, pennard_hy_loans,
    cawthorne_muni_offerings, ravensholt_muni_bids,
    thursby_mbs_colour, dunmere_muni_wrap,
]
