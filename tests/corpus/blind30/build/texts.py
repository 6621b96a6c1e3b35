"""Plain-text bodies: SSA runs, IG runs in forwards, HY replies, loan levels, BWIC results, agency runs."""

from __future__ import annotations

import datetime as dt

from common import MM, cusip, eml, frac, isin, price, q, r, years, yld

D = dt.date


def _pad(cells, widths):
    return "  ".join(str(c).ljust(w) for c, w in zip(cells, widths, strict=False)).rstrip()


def _sg(x):
    return f"+{x:g}" if x >= 0 else f"{x:g}"


# ------------------------------------------------------------------ 01: EUR SSA vs mid-swaps


def t01():
    dealer = "rheinhafen"
    asof = D(2027, 4, 13)
    ms = lambda y: 2.41 + 0.055 * y  # noqa: E731 - mid-swap curve
    rows = [
        # issuer, cpn, mat, isin base, ms bid, ms ask, size, bmk
        ("EIB", 2.75, D(2030, 1, 15), "XS273155024", 4, 1, "", "DBR 0 02/15/30"),
        ("EIB", 3.0, D(2033, 11, 15), "XS281904417", 12, 9, "5x10", "DBR 2.6 08/15/33"),
        ("KFW", 2.5, D(2029, 11, 19), "DE000A383Y2", -9, -12, "", "DBR 2.1 11/15/29"),
        ("KFW", 3.125, D(2034, 10, 10), "DE000A4DE9T", 1, -2, "", "DBR 2.6 08/15/34"),
        ("IBRD", 2.9, D(2032, 2, 24), None, 16, 13, "25mm", "DBR 0 02/15/32"),
        ("ESM", 2.625, D(2031, 9, 15), "EU000A1Z99T", 14, 11, "", "DBR 0 08/15/31"),
        ("EFSF", 3.375, D(2037, 5, 30), "EU000A2SCA5", 28, None, "bid 15mm", "DBR 4 01/04/37"),
        ("CEB", 2.875, D(2032, 6, 21), None, 18, 15, "", "DBR 0 02/15/32"),
    ]
    lines = []
    gold = []
    w = [6, 7, 12, 14, 12, 20, 8, 10, 16]
    lines.append(_pad(["Name", "Cpn", "Maturity", "ISIN", "vs MS", "Px Bid / Px Ask", "Yld Ask", "Size", "Bmk"], w))
    for name, cpn, mat, base, sb, sa, size, bmk in rows:
        yrs = years(asof, mat)
        code = isin(base) if base else ""
        key = code or f"{name} {cpn:g} {mat.isoformat()}"
        pb = r(price(cpn, yrs, ms(yrs) + sb / 100), 3)
        if sa is None:
            pa = ya = None
        else:
            ya = r(ms(yrs) + sa / 100, 3)
            pa = r(price(cpn, yrs, ya), 3)
            if pa - pb < 0.04:
                pa = r(pb + 0.06, 3)
        bs, as_ = 10 * MM, 10 * MM
        if size == "5x10":
            bs, as_ = 5 * MM, 10 * MM
        elif size == "25mm":
            bs = as_ = 25 * MM
        elif size == "bid 15mm":
            bs, as_ = 15 * MM, None
        spr = f"{_sg(sb)} / {_sg(sa)}" if sa is not None else f"{_sg(sb)} / -"
        pxs = f"{pb:.3f} / {pa:.3f}" if pa is not None else f"{pb:.3f} / -"
        lines.append(_pad([name, f"{cpn:.3f}", mat.strftime("%d/%m/%Y"), code, spr, pxs,
                           f"{ya:.3f}" if ya else "-", size, bmk], w))
        gold.append(q(key, "agency", "i_spread", sb, sa, bs, as_, dealer))
        gold.append(q(key, "agency", "price", pb, pa, bs, as_, dealer))
        if ya is not None:
            gold.append(q(key, "agency", "yield", None, ya, None, as_, dealer))
    body = (
        "Guten Morgen,\n\nEUR SSA run below. Spreads vs mid-swaps in bp, EUR 10mm per side unless noted.\n"
        "Levels indicative, refreshed 08:40 CET.\n\n"
        + "\n".join(lines)
        + "\n\nTrade idea: the EIB 30s / KfW 29s box at 13bp is 3bp wide of its 6m average (10bp); we like\n"
        "owning EIB against KfW. 10y Bund/swap at -2bp, 30y at +41bp. Supply this week EUR 6bn expected.\n\n"
        "Beste Gruesse\nAnika Brandt\nSSA Trading | Rheinhafen Bank AG\nT +49 69 5550 1234 | M +49 171 555 0199\n\n"
        "Rheinhafen Bank AG, Sitz Frankfurt am Main. This message is for information only and does not constitute\n"
        "an offer. Approximately 74% of retail CFD accounts lose money. Levels may change without notice.\n"
    )
    mail = eml("Anika Brandt <anika.brandt@rheinhafen.de>", "Lukas Meier <lukas.meier@alpenrose-am.ch>",
               "Tue, 13 Apr 2027 08:42:10 +0200", "EUR SSA run - vs MS - 13 Apr",
               "<ssa.0413.0842@rheinhafen.de>", text=body)
    return "01-eur-ssa-run-vs-ms-multi-measure", "text", mail, gold


def t02():
    dealer = "nordvikmarkets"
    asof = D(2027, 5, 20)
    ust = lambda y: 3.82 + 0.055 * y  # noqa: E731
    rows = [
        # issuer, cpn, mat, isin base or None, G bid, G ask, MS ofr, size text
        ("AFDB", 4.0, D(2030, 3, 18), "US00828EFH3", 14, 11, "3,000M"),
        ("ASIA DEV BANK", 4.25, D(2032, 1, 9), "US045167GK3", 21, 18, ""),
        ("IADB", 3.875, D(2029, 10, 28), None, 11, 8, "2.5 / 5"),
        ("AIIB", 4.5, D(2034, 6, 14), "US00254EAR6", 36, 32, ""),
        ("NIB", 4.125, D(2031, 4, 30), None, None, 24, "up to 10"),
        ("EBRD", 3.75, D(2028, 11, 16), "US29874QFB5", 7, 4, "10MM"),
        ("CAF", 4.75, D(2030, 9, 25), None, 68, 62, ""),
    ]
    gold = []
    lines = ["ISIN         | Issuer         | Cpn   | Mat      | Yld Bid/Ask     | G+ B/O    | MS+ Ofr | Px Ofr  | Size",
             "-------------+----------------+-------+----------+-----------------+-----------+---------+---------+---------"]
    for name, cpn, mat, base, gb, ga, size in rows:
        yrs = years(asof, mat)
        code = isin(base) if base else ""
        key = code or f"{name} {cpn:g} {mat.isoformat()}"
        ya = r(ust(yrs) + ga / 100, 3)
        yb = r(ust(yrs) + gb / 100, 3) if gb is not None else None
        msa = ga + 31
        pa = r(price(cpn, yrs, ya), 3)
        bs = as_ = 5 * MM
        if size == "3,000M":
            bs = as_ = 3 * MM
        elif size == "2.5 / 5":
            bs, as_ = 2.5 * MM, 5 * MM
        elif size == "up to 10":
            bs, as_ = None, 10 * MM
        elif size == "10MM":
            bs = as_ = 10 * MM
        ys = f"{yb:.3f} / {ya:.3f}" if yb is not None else f"   -  / {ya:.3f}"
        gs = f"+{gb} / +{ga}" if gb is not None else f" -  / +{ga}"
        lines.append(f"{code:<12} | {name:<14} | {cpn:<5g} | {mat.strftime('%m/%d/%y')} | {ys:<15} | {gs:<9} | "
                     f"{msa:<7} | {pa:<7.3f} | {size}")
        gold.append(q(key, "agency", "yield", yb, ya, bs, as_, dealer))
        gold.append(q(key, "agency", "spread", gb, ga, bs, as_, dealer))
        gold.append(q(key, "agency", "i_spread", None, msa, None, as_, dealer))
        gold.append(q(key, "agency", "price", None, pa, None, as_, dealer))
    body = (
        "Hi all,\n\nUSD SSA - spreads to the interpolated UST curve (G+) and SOFR mid-swaps. Sizes USD 5mm unless noted.\n"
        "Offer side px/MS only; call for bids.\n\n"
        + "\n".join(lines)
        + "\n\nCurve: UST 2y 3.93 / 5y 4.10 / 10y 4.37. New AIIB 5y expected next week, IPTs SOFR MS+38 area.\n"
        "Flows: real money better buyers of 3-5y supras, ~60% of volume.\n\n"
        "Regards,\nErik Solberg | Nordvik Markets | SSA/Agency Trading Oslo\nDirect +47 22 55 51 40\n"
        "Indicative levels, not an offer to buy or sell. Nordvik Markets ASA.\n"
    )
    mail = eml("Erik Solberg <erik.solberg@nordvikmarkets.com>", "usd-ssa-clients@nordvikmarkets.com",
               "Thu, 20 May 2027 13:05:44 +0200", "USD SSA axes | G+ / MS | 20-May",
               "<20270520130544.ES.ssa@nordvikmarkets.com>", text=body)
    return "02-usd-ssa-pipe-run-g-ms-mixed-sizes", "text", mail, gold


# ------------------------------------------------------------------ 03: IG run inside a forward


def _ig_rows(asof, rows, bmk_yld, i_add, z_add, default):
    """rows: issuer, cpn, mat, bmk, g bid (None), g ofr, size text -> text cells and gold measures."""
    out = []
    for issuer, cpn, mat, bmk, gb, ga, size in rows:
        yrs = years(asof, mat)
        base = bmk_yld[bmk]
        ya = r(base + ga / 100, 3)
        pa = r(price(cpn, yrs, ya), 3)
        pb = r(price(cpn, yrs, base + gb / 100), 3) if gb is not None else None
        out.append(dict(issuer=issuer, cpn=cpn, mat=mat, bmk=bmk, gb=gb, ga=ga, ya=ya, pa=pa, pb=pb,
                        ia=ga + i_add, zb=None if gb is None else gb + z_add, za=ga + z_add, size=size))
    return out


def t03():
    dealer = "castellan"
    asof = D(2027, 4, 14)
    bmk = {"2s": 3.902, "5s": 3.981, "7s": 4.064, "10s": 4.183, "30s": 4.521}
    rows = _ig_rows(asof, [
        ("GRAYFORD IND", 5.2, D(2034, 3, 15), "7s", 118, 112, "2x2"),
        ("TALBOT RAIL", 4.65, D(2031, 8, 1), "5s", 84, 79, ""),
        ("MERIDEN AEROSPACE", 5.75, D(2036, 11, 15), "10s", 131, 125, "5x3"),
        ("KESWICK CHEMICAL", 5.4, D(2029, 2, 1), "2s", 72, 66, ""),
        ("OAKRIDGE PACKAGING", 6.1, D(2054, 6, 1), "30s", 168, 161, "1mm"),
        ("HOLBECK MACHINERY", 4.9, D(2032, 9, 15), "5s", None, 97, "3mm"),
    ], bmk, 34, 37, 2)
    head = ["Issuer", "Cpn", "Mat", "Bmk", "G+ B/O", "I-Sprd Ofr", "Z-Sprd B/O", "Px Bid", "Px Ofr", "Yld Ofr", "Sz"]
    w = [19, 6, 9, 4, 10, 10, 11, 8, 8, 7, 4]
    lines = [_pad(head, w)]
    gold = []
    for x in rows:
        key = f"{x['issuer']} {x['cpn']:g} {x['mat'].isoformat()}"
        g = f"{x['gb']}/{x['ga']}" if x["gb"] is not None else f"--/{x['ga']}"
        z = f"{x['zb']}/{x['za']}" if x["zb"] is not None else f"--/{x['za']}"
        lines.append(_pad([x["issuer"], f"{x['cpn']:.3f}", x["mat"].strftime("%m/%d/%y"), x["bmk"], g, x["ia"], z,
                           f"{x['pb']:.3f}" if x["pb"] else "--", f"{x['pa']:.3f}", f"{x['ya']:.3f}", x["size"]], w))
        s = x["size"]
        bs = as_ = 2 * MM
        if s == "2x2":
            bs = as_ = 2 * MM
        elif s == "5x3":
            bs, as_ = 5 * MM, 3 * MM
        elif s == "1mm":
            bs = as_ = 1 * MM
        elif s == "3mm":
            bs = as_ = 3 * MM
        gold.append(q(key, "corporate", "spread", x["gb"], x["ga"], bs, as_, dealer))
        gold.append(q(key, "corporate", "i_spread", None, x["ia"], None, as_, dealer))
        gold.append(q(key, "corporate", "z_spread", x["zb"], x["za"], bs, as_, dealer))
        gold.append(q(key, "corporate", "price", x["pb"], x["pa"], bs, as_, dealer))
        gold.append(q(key, "corporate", "yield", None, x["ya"], None, as_, dealer))
    run = "\n".join(lines)
    body = (
        "Dan -\n\nCastellan's industrials run below. Grayford 34s are 6bp tighter since Friday and we printed 3mm\n"
        "at +121 yesterday, so I'd wait. Oakridge 54s look cheap vs the 2053s (+7). Thinking of adding 5-10mm.\n\n"
        "Tom\n\n"
        "---------- Forwarded message ---------\n"
        "From: Priya Nair <pnair@castellan.com>\n"
        "Date: Wed, Apr 14, 2027 at 7:52 AM\n"
        "Subject: IG Industrials run 4/14\n"
        "To: Tom Reyes <treyes@bellmontcap.com>\n\n\n"
        "IG INDUSTRIALS  4/14   (2MM unless noted)\n"
        "G+ vs OTR UST; I / Z vs SOFR curve\n"
        "UST: 2s 3.902  5s 3.981  7s 4.064  10s 4.183  30s 4.521\n\n"
        f"{run}\n\n"
        "Priya Nair\nCastellan Securities | IG Credit Trading\n212-555-0187 (desk) / 917-555-0144 (cell)\n\n"
        "Castellan Securities LLC, member FINRA/SIPC. For institutional investors only. Prices are indicative.\n"
    )
    mail = eml("Tom Reyes <treyes@bellmontcap.com>", "Dan Whelan <dwhelan@bellmontcap.com>",
               "Wed, 14 Apr 2027 08:31:02 -0400", "Fwd: IG Industrials run 4/14",
               "<CAFw0414.tr.8831@bellmontcap.com>", text=body)
    return "03-fwd-ig-industrials-g-i-z-px-yld", "text", mail, gold


def t04():
    dealer = "pemberleysec"
    asof = D(2027, 6, 8)
    bmk = {"3y": 3.944, "5y": 4.012, "7y": 4.091, "10y": 4.226}
    specs = [
        ("ASHCOMBE BANCORP", 5.125, D(2033, 1, 27), "7y", 104, 99, "3x2"),
        ("FENWICK FINANCIAL", 4.85, D(2030, 7, 22), "3y", 88, 83, ""),
        ("LISMORE BANK", 5.45, D(2035, 2, 5), "10y", 129, 124, "5x5"),
        ("TREVELYAN INSURANCE", 5.6, D(2032, 5, 12), "5y", 117, 111, "1x3"),
        ("CORRAN CAPITAL", 4.6, D(2029, 9, 18), "3y", 71, 66, ""),
    ]
    rows = _ig_rows(asof, specs, bmk, 0, 31, 2)
    lines = ["Name                 Cpn     Mat        Bmk  T+ B/A     Z B     Z A    Px B     Px A     YTW Bid  B x O"]
    gold = []
    for x in rows:
        key = f"{x['issuer']} {x['cpn']:g} {x['mat'].isoformat()}"
        yb = r(bmk[x["bmk"]] + x["gb"] / 100, 3)
        s = x["size"] or ""
        lines.append(f"{x['issuer']:<20} {x['cpn']:<7.3f} {x['mat'].strftime('%d-%b-%y'):<10} {x['bmk']:<4} "
                     f"{str(x['gb']) + '/' + str(x['ga']):<10} {x['zb']:<7} {x['za']:<6} {x['pb']:<8.3f} "
                     f"{x['pa']:<8.3f} {yb:<8.3f} {s}".rstrip())
        bs = as_ = 2 * MM
        if s:
            a, b = s.split("x")
            bs, as_ = float(a) * MM, float(b) * MM
        gold.append(q(key, "corporate", "spread", x["gb"], x["ga"], bs, as_, dealer))
        gold.append(q(key, "corporate", "z_spread", x["zb"], x["za"], bs, as_, dealer))
        gold.append(q(key, "corporate", "price", x["pb"], x["pa"], bs, as_, dealer))
        gold.append(q(key, "corporate", "yield", yb, None, bs, None, dealer))
    run = "\n".join(lines)
    stale = (
        "Name                 Cpn     Mat        Bmk  T+ B/A     Z B     Z A    Px B     Px A     YTW Bid  B x O\n"
        "ASHCOMBE BANCORP     5.125   27-Jan-33  7y   108/103    139     134    99.850   100.130  5.171    3x2\n"
        "FENWICK FINANCIAL    4.850   22-Jul-30  3y   91/86      122     117    100.420  100.560  4.854\n"
        "LISMORE BANK         5.450   05-Feb-35  10y  133/128    164     159    99.400   99.730   5.556    5x5\n"
    )
    body = (
        "Sarah, fyi - Pemberley's financials, updated after the CPI print. Ashcombe 4bp tighter on the\n"
        "day, Lismore 33s traded 10mm at +126 around 9:15. We own 15mm of the Fenwick 30s.\n\n"
        "Begin forwarded message:\n\n"
        "From: Harlan Ostrow <hostrow@pemberleysec.com>\n"
        "Subject: UPDATED: Fins run 6/8 post-CPI\n"
        "Date: June 8, 2027 at 9:41:17 AM EDT\n"
        "To: Marcus Lindell <mlindell@linwood-am.com>\n\n"
        "Updated post CPI. 2MM unless noted, B x O in MM.\n\n"
        f"{run}\n\n"
        "HO\nHarlan Ostrow | Pemberley Securities | Fins Trading | (212) 555-0168\n\n"
        "-----Original Message-----\n"
        "From: Harlan Ostrow\n"
        "Sent: Tuesday, June 8, 2027 7:58 AM\n"
        "To: Marcus Lindell\n"
        "Subject: Fins run 6/8\n\n"
        f"{stale}\n"
    )
    mail = eml("Marcus Lindell <mlindell@linwood-am.com>", "Sarah Quint <squint@linwood-am.com>",
               "Tue, 08 Jun 2027 10:02:55 -0400", "Fwd: UPDATED: Fins run 6/8 post-CPI",
               "<A7F2C0E1-1F2B-4C47-9E0B-5D1A6F0C9B11@linwood-am.com>", text=body)
    return "04-fwd-updated-fins-run-stale-below", "text", mail, gold


# ------------------------------------------------------------------ 05: HY reply with > quoted old levels


def t05():
    dealer = "fairhollow"
    asof = D(2027, 4, 15)
    rows = [
        # issuer, cpn text, cpn, mat, pb, pa, size, call, status
        ("ALDERCREST MEDIA", "7 1/2", 7.5, D(2030, 5, 15), 97.5, 98.25, "2x2", "NC 5/27 @ 103.750", ""),
        ("BRIGHTWATER ENERGY", "8 1/4", 8.25, D(2031, 10, 1), 99.125, 99.875, "", "NC 10/27 @ 104.125", ""),
        ("CORVINA HEALTHCARE", "6 7/8", 6.875, D(2029, 4, 15), 95.75, 96.5, "3x1", "NC 4/26 @ 101.719", ""),
        ("DUNMORE PACKAGING", "9", 9.0, D(2030, 12, 1), 94.0, 95.0, "", "NC 12/27 @ 104.500", ""),
        ("ELSWORTH TELECOM", "5 3/8", 5.375, D(2032, 1, 15), 86.25, 87.25, "1x1", "callable", ""),
        ("FARNDALE LEISURE", "6 5/8", 6.625, D(2033, 7, 15), None, 96.125, "", "NC 7/28 @ 103.313", ""),
        ("GALLOWAY RETAIL", "10 1/2", 10.5, D(2028, 11, 1), 88.5, 90.0, "2x2", "", "OFF"),
    ]
    lines = ["Bond                              Px B / O           YTW B / O       Sz     Call"]
    gold = []
    for issuer, ctext, cpn, mat, pb, pa, size, call, status in rows:
        yrs = years(asof, mat)
        ya = r(yld(cpn, yrs, pa), 2)
        yb = r(yld(cpn, yrs, pb), 2) if pb is not None else None
        name = f"{issuer} {ctext} {mat.strftime('%m/%d/%y')}"
        px = f"{frac(pb)} - {frac(pa)}" if pb is not None else f"   -- / {frac(pa)}"
        ys = f"{yb:.2f} / {ya:.2f}" if yb is not None else f"  -- / {ya:.2f}"
        lines.append(f"{name:<33} {px:<18} {ys:<15} {size:<6} {call} {status}".rstrip())
        if status:
            continue
        key = f"{issuer} {cpn:g} {mat.isoformat()}"
        bs = as_ = 2 * MM
        if size:
            a, b = size.split("x")
            bs, as_ = float(a) * MM, float(b) * MM
        gold.append(q(key, "corporate", "price", pb, pa, bs, as_, dealer))
        gold.append(q(key, "corporate", "yield", yb, ya, bs, as_, dealer))
    body = (
        "Ben,\n\nRefreshed below - all firm for 2mm unless noted, yields to worst. Galloway is off, we got lifted.\n\n"
        + "\n".join(lines)
        + "\n\nDunmore: Q1 print Tue, leverage down 0.4x to 5.1x; we think 96+ on a beat.\n\n"
        "Dana Whitlock\nFairhollow & Co. | High Yield Trading\no: +1 312 555 0175 | m: +1 773 555 0102\n\n"
        "On Wed, Apr 14, 2027 at 5:10 PM Ben Ortiz <bortiz@larchmontpartners.com> wrote:\n"
        "> Dana - can you refresh these? Your levels from Monday:\n"
        ">\n"
        "> ALDERCREST 7.5 30s     96 3/4 - 97 1/2\n"
        "> BRIGHTWATER 8.25 31s   98 5/8 - 99 3/8\n"
        "> CORVINA 6.875 29s      95 1/4 - 96\n"
        "> ELSWORTH 5.375 32s     85 1/2 - 86 1/2\n"
        ">\n"
        "> Can work 2-5mm clips. Thx, Ben\n"
    )
    mail = eml("Dana Whitlock <dwhitlock@fairhollow.com>", "Ben Ortiz <bortiz@larchmontpartners.com>",
               "Thu, 15 Apr 2027 07:48:31 -0500", "RE: HY levels - refresh?",
               "<CAH7dw.0415.0748@fairhollow.com>", text=body,
               headers={"In-Reply-To": "<CAL9bo.0414@larchmontpartners.com>",
                        "References": "<CAL9bo.0414@larchmontpartners.com>"})
    return "05-hy-reply-fractions-ytw-quoted-old", "text", mail, gold


def t06():
    dealer = "quarrington"
    asof = D(2027, 7, 13)
    ust = {"3y": 3.95, "5y": 4.02, "7y": 4.11, "10y": 4.25}
    rows = [
        ("HESKETH FOODS", 6.25, D(2031, 2, 15), "5y", 98.375, 99.125, "3x3"),
        ("IVERSON MOTORS", 7.875, D(2030, 8, 1), "3y", 101.5, 102.25, ""),
        ("JARROW STEEL", 8.5, D(2032, 5, 15), "5y", 96.625, 97.5, ""),
        ("KILBRIDE NETWORKS", 5.75, D(2034, 3, 1), "7y", 84.75, 86.0, "5x2"),
        ("LANGDALE RESORTS", 7.0, D(2029, 6, 30), "3y", None, 99.75, "2mm offer"),
        ("MALVERN CHEMICALS", 6.5, D(2033, 10, 15), "7y", 92.25, 93.25, ""),
    ]
    lines = ["Issuer               Cpn    Mat         Px Bid    Px Ask    YTW            STW (bp)      Size"]
    gold = []
    for issuer, cpn, mat, b, pb, pa, size in rows:
        yrs = years(asof, mat)
        ya = r(yld(cpn, yrs, pa), 3)
        yb = r(yld(cpn, yrs, pb), 3) if pb is not None else None
        sa = round((ya - ust[b]) * 100)
        sb = round((yb - ust[b]) * 100) if yb is not None else None
        key = f"{issuer} {cpn:g} {mat.isoformat()}"
        lines.append(f"{issuer:<20} {cpn:<6.3f} {mat.strftime('%m/%d/%Y'):<11} {pb if pb else '':<9} {pa:<9} "
                     f"{(f'{yb:.3f} / ' if yb else '  -   / ') + f'{ya:.3f}':<14} "
                     f"{(f'+{sb}/+{sa}' if sb else f'-/+{sa}'):<13} {size}".rstrip())
        bs = as_ = None
        if size == "3x3":
            bs = as_ = 3 * MM
        elif size == "5x2":
            bs, as_ = 5 * MM, 2 * MM
        elif size == "2mm offer":
            as_ = 2 * MM
        gold.append(q(key, "corporate", "price", pb, pa, bs, as_, dealer))
        gold.append(q(key, "corporate", "yield", yb, ya, bs, as_, dealer))
        gold.append(q(key, "corporate", "spread", sb, sa, bs, as_, dealer))
    body = (
        "Hi Claire - see below, refreshed at 10:30. Can do 2-5mm on most of these. STW to the UST curve.\n\n"
        + "\n".join(lines)
        + "\n\nJarrow has a 2.5x covenant step-down in Q3; we like it at these levels. Iverson 30s trade "
        "~35bp through the 31s.\n\n"
        "Rgds\nOwen Marsh\nQuarrington Securities - HY desk\n+1 (203) 555-0139\n\n"
        "________________________________\n"
        "From: Claire Abbot <cabbot@norwoodfunds.com>\n"
        "Sent: Monday, July 12, 2027 4:47 PM\n"
        "To: Owen Marsh <omarsh@quarrington.com>\n"
        "Subject: HY levels\n\n"
        "Owen, your levels from last week below - can you refresh?\n"
        "HESKETH FOODS 6.25 2031        97.875 / 98.625\n"
        "IVERSON MOTORS 7.875 2030      101.000 / 101.750\n"
        "KILBRIDE NETWORKS 5.75 2034    83.500 / 84.750\n"
        "Thanks, Claire\n"
    )
    mail = eml("Owen Marsh <omarsh@quarrington.com>", "Claire Abbot <cabbot@norwoodfunds.com>",
               "Tue, 13 Jul 2027 10:34:12 -0400", "RE: HY levels",
               "<MN2PR11MB.0713.om@quarrington.com>", text=body)
    return "06-hy-reply-outlook-block-px-ytw-stw", "text", mail, gold


# ------------------------------------------------------------------ 07: loan levels


def t07():
    dealer = "kingsmere"
    rows = [
        # desc, loanx, margin, floor, oid, mat, bid, offer, sz, note
        ("Pemberton Foods TLB", "LX301145", "S+375", "0.50", "99.50", "06/31", 98.875, 99.375, "", ""),
        ("Pemberton Foods Delayed Draw TL", "LX301146", "S+375", "0.50", "99.50", "06/31", 98.25, 99.0, "", ""),
        ("Quarry Hill Software TL B-3", "LX298812", "S+325", "0.00", "100.00", "11/30", 100.125, 100.5, "2x2", ""),
        ("Rexford Industrial Svcs Revolver", "--", "S+300", "--", "--", "03/29", 96.0, 97.5, "5mm", ""),
        ("Stillwater Marine 2L TL", "LX305501", "S+650", "0.75", "98.00", "09/32", 86.5, 88.0, "", "BWIC Thu"),
        ("Thornbury Labs TLB", "LX300772", "S+425", "0.50", "99.00", "02/31", None, 97.75, "", ""),
        ("Ulverston Auto TLB", "LX296650", "S+350", "0.50", "99.75", "08/30", 99.5, 99.875, "", "TRADED"),
        ("Vantage Point Media TL B-2", "LX302230", "S+475", "0.75", "97.50", "12/30", 91.0, 92.25, "3 x 1", ""),
    ]
    lines = ["Borrower / Facility                LoanX      Mrgn    Flr    OID     Mat     Bid       Offer     Sz     Note"]
    gold = []
    for desc, lx, mg, fl, oid, mat, b, o, sz, note in rows:
        bid = f"{b:.3f}" if b is not None else "--"
        lines.append(f"{desc:<34} {lx:<10} {mg:<7} {fl:<6} {oid:<7} {mat:<7} {bid:<9} {o:<9.3f} {sz:<6} {note}".rstrip())
        if note == "TRADED":
            continue
        key = f"{desc} {mg} {mat}".upper()
        bs = as_ = 1 * MM
        if sz == "2x2":
            bs = as_ = 2 * MM
        elif sz == "5mm":
            bs = as_ = 5 * MM
        elif sz == "3 x 1":
            bs, as_ = 3 * MM, 1 * MM
        gold.append(q(key, "loan", "price", b, o, bs, as_, dealer))
    body = (
        "Morning - loan levels 4/16, cash px. Loans 1mm per side unless noted.\n\n"
        + "\n".join(lines)
        + "\n\nQuarry Hill repricing launched at S+300 / 99.875 OID, commitments due 4/22 12:00 ET.\n"
        "Stillwater 2L is on a 3rd party BWIC Thursday 2pm, we'd show 87 for 5.\n\n"
        "Jonah Pike | Kingsmere Securities | Par / Distressed Loan Trading\n(646) 555-0121\n"
        "Levels are indicative and subject to change. Kingsmere Securities LLC.\n"
    )
    mail = eml("Jonah Pike <jpike@kingsmere.com>", "loans@cobaltridge.com",
               "Fri, 16 Apr 2027 08:05:19 -0400", "Loan levels 4/16", "<kingsmere.loans.20270416.0805@kingsmere.com>",
               text=body)
    return "07-loan-levels-loanx-floor-oid-traded", "text", mail, gold


def t08():
    dealer = "ridleyhale"
    groups = [
        ("NORTHWIND LOGISTICS (B2/B)", [
            ("TL B-3", "LX299301", "S+350", "flr 0.50", "7/30", 99.25, 99.75, ""),
            ("DDTL", "LX299302", "S+350", "flr 0.50", "7/30", 98.5, None, ""),
        ]),
        ("OSPREY DIAGNOSTICS (B3/B-)", [
            ("1L TLB", "LX304410", "S+425", "flr 0.75", "3/31", 95.375, 96.125, "5x5"),
            ("Revolver", "", "S+375", "", "3/29", 93.0, 95.0, "1mm"),
        ]),
        ("PARRISH OUTDOOR (Caa1/CCC+)", [
            ("2L TL", "LX297731", "S+725", "flr 1.00", "1/32", 71.0, 73.5, ""),
        ]),
        ("QUENBY HOTELS (B1/BB-)", [
            ("TLB", "LX306120", "S+300", "flr 0.50", "10/31", 100.0, 100.25, "10x5"),
            ("TL B-2", "LX301199", "S+325", "flr 0.50", "10/31", 99.875, 100.125, ""),
        ]),
    ]
    lines = []
    gold = []
    for head, facs in groups:
        lines.append(head)
        borrower = head.split(" (")[0]
        for fac, lx, mg, fl, mat, b, o, sz in facs:
            lvl = f"{b:.3f} / {o:.3f}" if o is not None else f"{b:.3f} / --"
            lines.append(f"   {fac:<40} {lx:<9} {mg:<6} {fl:<9} {mat:<6} {lvl:<18} {sz}".rstrip())
            facname = fac.split(" (")[0]
            key = f"{borrower} {facname} {mg} {mat}".upper()
            bs = as_ = 2 * MM
            if sz == "5x5":
                bs = as_ = 5 * MM
            elif sz == "1mm":
                bs = as_ = 1 * MM
            elif sz == "10x5":
                bs, as_ = 10 * MM, 5 * MM
            gold.append(q(key, "loan", "price", b, o, bs, as_, dealer))
        lines.append("")
    body = (
        "All - par loan run below, px. Sizes 2MM unless noted.\n\n"
        + "\n".join(lines)
        + "Parrish: Q2 EBITDA -12% y/y, liquidity $84mm; 2L recoveries ~35-40 in our model.\n\n"
        "Nadia Ferro\nRidley Hale & Co. - Leveraged Finance Trading\nT: +1 212 555 0193\n"
        "All levels are indicative only and may be withdrawn at any time. Not research.\n"
    )
    mail = eml("Nadia Ferro <nferro@ridleyhale.com>", "Par Loans Distribution <par-loans@ridleyhale.com>",
               "Wed, 09 Jun 2027 09:12:40 -0400", "Par loan levels - 6/9", "<rh.loans.0609.091240@ridleyhale.com>",
               text=body)
    return "08-loan-run-borrower-headings-facilities", "text", mail, gold


# ------------------------------------------------------------------ 09: CLO BWIC results


def t09():
    dealer = "ashbywhitcombe"
    rows = [
        # cusip base, deal, cls, face, talk text, talk lo/hi, cover text, cover, color
        ("67422K", "AG4", "OAKSHADE CLO 2021-2A", "D", 5_000_000, "97-98", (97, 98), "97.625", 97.625, "TRADED"),
        ("10736R", "AJ0", "BRANTWOOD CLO 2022-1A", "E", 3_000_000, "92/93", (92, 93), "DNT", None, "DNT - 2 bids"),
        ("12908T", "AL3", "CALDERON PARK CLO 2020-4A", "D-R", 4_500_000, "low 90s", None, "91.15", 91.15, "CVR"),
        ("24876M", "AE1", "DENHOLM CLO 2023-2A", "C", 6_000_000, "+240/+255", (240, 255), "+248", 248, "TRADED"),
        ("27734N", "AQ9", "EASTFIELD CLO 2019-1A", "E-R", 2_000_000, "88-89", (88, 89), "88.51", 88.51, "TRADED"),
        ("34529F", "AF7", "FOXLEY CLO 2024-1A", "D", 3_500_000, "99-99.5", (99, 99.5), "DNT", None, "DNT"),
        ("38813W", "AH2", "GRANTHAM CLO 2022-3A", "E", 2_500_000, "85 1/2 - 86 1/2", (85.5, 86.5), "86.05",
         86.05, "TRADED"),
        ("43729H", "AC5", "HOLLINS CLO 2021-5A", "B", 10_000_000, "+175/+185", (175, 185), "+181", 181, "TRADED"),
    ]
    lines = ["CUSIP      Deal                        Cls   Orig Face     Cur Face      Talk              Cover    Color"]
    gold = []
    for b6, b2, deal, cls, face, ttext, talk, ctext, cover, color in rows:
        c = cusip(b6 + b2)
        lines.append(f"{c:<10} {deal:<27} {cls:<5} {face:>12,}  {face:>12,}  {ttext:<17} {ctext:<8} {color}")
        if talk:
            gold.append(q(c, "structured", "talk", talk[0], talk[1], face, face, dealer))
        if cover is not None:
            gold.append(q(c, "structured", "cover", cover, cover, face, face, dealer))
    body = (
        "BWIC RESULTS - US CLO mezz / BB - due 04/15 11:00 ET - 8 line items, $36.5mm\n\n"
        + "\n".join(lines)
        + "\n\n6 of 8 traded (75%). Dealers: 9 participating. Next list Thu 4/22 10:30 ET, ~$42mm BB/equity.\n"
        "Color for clients' information only, please do not forward.\n\n"
        "Ashby Whitcombe | CLO Trading | 212.555.0157\n"
    )
    mail = eml("CLO Desk <clo-desk@ashbywhitcombe.com>", "clo-clients@ashbywhitcombe.com",
               "Thu, 15 Apr 2027 11:58:03 -0400", "BWIC RESULTS: CLO mezz/BB 4/15 11am",
               "<bwic.res.0415.1158@ashbywhitcombe.com>", text=body)
    return "09-clo-bwic-results-talk-cover-dnt", "text", mail, gold


def t10():
    dealer = "dellacourt"
    rows = [
        # list id, bond, cusip base, of, cf, factor, wal, talk text, talk, cover text, cover
        ("L1", "CARRICK AUTO 2025-2 A3", "14318X", "AD7", 25.0, 11.42, "0.4568", "0.9", "+68/+72", (68, 72), "+70",
         70),
        ("L2", "DARTMOOR CARD 2024-1 A", "23753P", "AB4", 15.0, 15.0, "1.0000", "1.6", "+52/+56", (52, 56), "DNT",
         None),
        ("L3", "ELMBRIDGE STUDENT 2021-A B", "29002J", "AC1", 8.0, 5.16, "0.6450", "3.8", "low 90s", None, "91-24",
         91.75),
        ("L4", "FALSTONE EQUIP 2026-1 C", "30613L", "AE4", 6.5, 6.13, "0.9431", "1.9", "99-00/99-08", (99.0, 99.25),
         "99-04", 99.125),
        ("L5", "GLENROY CMBS 2019-C7 AS", "37731V", "AJ8", 10.0, 10.0, "1.0000", "2.4", "+215/+230", (215, 230),
         "+222", 222),
        ("L6", "HAWKSMOOR RV 2023-1 B", "41989T", "AB9", 4.0, 2.86, "0.7150", "1.3", "97-16/98-00", (97.5, 98.0),
         "DNT", None),
    ]
    lines = ["ID | Bond                       | CUSIP     | O/F (mm) | C/F (mm) | Factor | WAL | Talk         | Cover",
             "---+----------------------------+-----------+----------+----------+--------+-----+--------------+------"]
    gold = []
    for lid, bond, b6, b2, of, cf, fac, wal, ttext, talk, ctext, cover in rows:
        c = cusip(b6 + b2)
        lines.append(f"{lid:<2} | {bond:<26} | {c} | {of:>8.2f} | {cf:>8.2f} | {fac} | {wal:<3} | {ttext:<12} | {ctext}")
        size = round(cf * MM, 2)
        if talk:
            gold.append(q(c, "structured", "talk", talk[0], talk[1], size, size, dealer))
        if cover is not None:
            gold.append(q(c, "structured", "cover", cover, cover, size, size, dealer))
    body = (
        "Team,\n\nABS / CMBS BWIC results from this morning (10:00 ET list, client anonymous).\n"
        "Faces in mm; spreads vs I-curve (ABS) and swaps (CMBS). Px in 32nds.\n\n"
        + "\n".join(lines)
        + "\n\n4 of 6 traded. L3 cover is the 2nd-best bid; DNT means reserve not met.\n"
        "Avg cover vs talk: 1.2bp through the tights on spread lines.\n\n"
        "Tomas Ruiz\nDellacourt Securities | Securitized Products Trading\n+1 (212) 555-0176\n"
    )
    mail = eml("Tomas Ruiz <truiz@dellacourt.com>", "Securitized Sales <sp-sales@dellacourt.com>",
               "Tue, 22 Jun 2027 11:20:45 -0400", "ABS/CMBS BWIC results 6/22",
               "<dc.bwic.0622.112045@dellacourt.com>", text=body)
    return "10-abs-cmbs-bwic-factor-wal-32nds", "text", mail, gold


# ------------------------------------------------------------------ 11: US agency bullets and callables


def t11():
    dealer = "pellgrant"
    asof = D(2027, 4, 19)
    ust = {"2y": 3.912, "3y": 3.944, "5y": 3.988}
    bullets = [
        ("FHLB", "4 1/8", 4.125, D(2029, 3, 12), "2y", 6, 4, ""),
        ("FFCB", "4.00", 4.0, D(2029, 9, 28), "2y", 9, 7, ""),
        ("FHLMC", "4.375", 4.375, D(2030, 2, 15), "3y", 11, 9, "5x10"),
        ("FNMA", "4.50", 4.5, D(2031, 6, 22), "5y", 14, 12, ""),
        ("FHLB", "4 1/4", 4.25, D(2032, 12, 10), "5y", 19, None, "25mm bid"),
    ]
    gold = []
    lines = []
    for iss, ctext, cpn, mat, b, sb, sa, sz in bullets:
        yb = r(ust[b] + sb / 100, 3)
        ya = r(ust[b] + sa / 100, 3) if sa is not None else None
        name = f"{iss} {ctext} {mat.strftime('%m/%d/%y')}"
        spr = f"+{sb} / +{sa}" if sa is not None else f"+{sb} / --"
        ys = f"{yb:.3f} / {ya:.3f}" if ya is not None else f"{yb:.3f} / --"
        lines.append(f"{name:<24} vs {b:<4} {spr:<12} {ys:<16} {sz}".rstrip())
        key = f"{iss} {cpn:g} {mat.isoformat()}"
        bs = as_ = 10 * MM
        if sz == "5x10":
            bs, as_ = 5 * MM, 10 * MM
        elif sz == "25mm bid":
            bs, as_ = 25 * MM, None
        gold.append(q(key, "agency", "spread", sb, sa, bs, as_, dealer))
        gold.append(q(key, "agency", "yield", yb, ya, bs, as_, dealer))
    calls = [
        ("3130B", "NK2", "FHLB", 5.0, D(2032, 4, 28), "10/28/27", "6m lock, qtly", 99.875, ""),
        ("3133E", "RV6", "FFCB", 4.875, D(2030, 7, 19), "07/19/27", "3m lock, cont", 99.9, "3mm"),
        ("3134H", "BQ1", "FHLMC", 5.25, D(2034, 5, 3), "05/03/28", "1y lock, qtly", 99.75, ""),
        ("3136G", "TX5", "FNMA", 5.1, D(2031, 1, 14), "01/14/28", "9m lock, bermudan", 100.0, "10mm"),
    ]
    clines = ["CUSIP      Issuer  Cpn     Maturity    1st Call    Lockout / Type        Px       YTM     Avail"]
    for b5, b3, iss, cpn, mat, call, lock, px, avail in calls:
        c = cusip(b5 + b3)
        y = r(yld(cpn, years(asof, mat), px), 3)
        clines.append(f"{c:<10} {iss:<7} {cpn:<7.3f} {mat.strftime('%m/%d/%y'):<11} {call:<11} {lock:<21} "
                      f"{px:<8.3f} {y:<7.3f} {avail}".rstrip())
        size = 5 * MM
        if avail:
            size = float(avail.replace("mm", "")) * MM
        gold.append(q(c, "agency", "price", None, px, None, size, dealer))
        gold.append(q(c, "agency", "yield", None, y, None, size, dealer))
    body = (
        "AGENCY RUN 4/19    UST 2y 3.912   3y 3.944   5y 3.988\n\n"
        "BULLETS (sprd to UST / yld)   10x10 unless noted\n"
        + "\n".join(lines)
        + "\n\nCALLABLES - offers only, 5mm each unless noted\n"
        + "\n".join(clines)
        + "\n\nNew issue calendar: FHLB 5NC1 (5.15% area) and FFCB 3NC6M pricing today, ~$750mm combined.\n"
        "2s/5s at 7.6bp; agencies 1-2bp tighter w/w.\n\n"
        "Levels indicative. Pell & Grant LLC, Agency Trading, 212-555-0104. This communication is not a research\n"
        "report; approximately 3% of callables are called at the first date in this environment.\n"
    )
    mail = eml("Rita Gallo <rgallo@pellgrant.com>", "Agency Clients <agency-clients@pellgrant.com>",
               "Mon, 19 Apr 2027 08:15:00 -0400", "AGENCY RUN 4/19 - bullets / callables",
               "<pg.agy.20270419.0815@pellgrant.com>", text=body)
    return "11-agency-bullets-spread-yield-callables-offers", "text", mail, gold


def t12():
    dealer = "brixtonfirst"
    asof = D(2027, 8, 3)
    rows = [
        ("3133E", "TA1", "FFCB", 4.7, D(2030, 8, 12), "08/12/28", "Quarterly", 4.742, 4.712, 5),
        ("3134H", "CR8", "FHLMC", 5.0, D(2032, 2, 23), "02/23/28", "Bermudan", 5.081, 5.046, 3),
        ("3130B", "PL4", "FHLB", 4.875, D(2031, 5, 6), "11/06/27", "Continuous", 4.918, 4.889, 10),
        ("3136G", "UY9", "FNMA", 5.25, D(2034, 9, 21), "09/21/28", "Quarterly", 5.322, 5.287, 2),
        ("3130B", "PQ3", "FHLB", 4.55, D(2029, 8, 16), "02/16/28", "European", 4.603, 4.571, 15),
    ]
    lines = ["CUSIP\tIssuer\tCpn\tMaturity\tNext Call\tCall Type\tYld Bid\tYld Ask\tPx Ask\tAvail (MM)"]
    gold = []
    for b5, b3, iss, cpn, mat, nc, ct, yb, ya, av in rows:
        c = cusip(b5 + b3)
        pa = r(price(cpn, years(asof, mat), ya), 3)
        lines.append(f"{c}\t{iss}\t{cpn:.3f}\t{mat.strftime('%m/%d/%Y')}\t{nc}\t{ct}\t{yb:.3f}\t{ya:.3f}\t{pa:.3f}\t{av}")
        gold.append(q(c, "agency", "yield", yb, ya, None, av * MM, dealer))
        gold.append(q(c, "agency", "price", None, pa, None, av * MM, dealer))
    body = (
        "Good morning,\n\nCallables we're axed in today, pasted from the sheet. Yields to maturity; offers\n"
        "are firm for the size shown.\n\n"
        + "\n".join(lines)
        + "\n\nAll callable at par. Swaption vol up 0.3 normal bp on the week; 1y lockouts cheapest since March.\n\n"
        "Best,\nGrace Han\nBrixton First Capital | Agency & Callable Trading\n(312) 555-0163\n"
        "Disclosures: brixtonfirst.com/disclosures. Brixton First Capital LLC, member SIPC.\n"
    )
    mail = eml("Grace Han <ghan@brixtonfirst.com>", "Peter Vance <pvance@aldermoor.com>",
               "Tue, 03 Aug 2027 08:47:26 -0500", "Callable axes - tab from sheet",
               "<bf.callables.20270803@brixtonfirst.com>", text=body)
    return "12-agency-callables-tab-separated", "text", mail, gold


LAYOUTS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12]
