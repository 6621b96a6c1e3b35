"""HTML bodies: SSA and agency tables captioned with their sizes and units, everyday HY / loan runs.
Pairs: (dev, hold-out).
"""

from __future__ import annotations

from common import date, iso, mk, pc, pi, pxs, q, us_isin, yrs, yto

BMK = {"2Y": 3.87, "3Y": 3.93, "5Y": 4.05, "7Y": 4.13, "10Y": 4.20}
EUR_MS = [(2, 2.25), (3, 2.30), (5, 2.42), (7, 2.55), (10, 2.68), (15, 2.80)]
TD = 'style="border:1px solid #999;padding:2px 6px;font:9pt Arial"'
TDR = 'style="border:1px solid #999;padding:2px 6px;font:9pt Arial;text-align:right"'
TH = 'style="border:1px solid #999;padding:2px 6px;font:bold 9pt Arial;background:#dde3ea"'


def _ms(years):
    for (t0, y0), (t1, y1) in zip(EUR_MS, EUR_MS[1:], strict=False):
        if years <= t1:
            return y0 + (y1 - y0) * max(0.0, years - t0) / (t1 - t0)
    return EUR_MS[-1][1]


def sp(n):
    return f"+{n}" if n >= 0 else f"{n}"


def _table(caption, head, rows, right_from=2):
    out = ['<table style="border-collapse:collapse;margin:6px 0 14px 0">']
    if caption:
        out.append(f'<caption style="text-align:left;font:bold 9pt Arial;padding:2px 0">{caption}</caption>')
    out.append("<tr>" + "".join(f"<th {TH}>{h}</th>" for h in head) + "</tr>")
    for r in rows:
        out.append("<tr>" + "".join(f"<td {TDR if j >= right_from else TD}>{v}</td>" for j, v in enumerate(r)) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def _page(parts):
    return ('<html><head><meta charset="utf-8"></head><body style="font:10pt Arial">\n' + "\n".join(parts) + "\n</body></html>\n")


# ---------------------------------------------------------------- 41 / 42: SSA and agency tables


def keinton_ssa_html():
    dealer = "keinton"
    gold = []
    eur = [("EIB", "XS", "2", 3.0, "2034-01-13", 6, 3), ("KFW", "DE", "000A3", 2.625, "2031-04-15", -11, -14), ("EU", "EU", "000A3", 3.375, "2038-10-04", 41, 37),
           ("AFD", "FR", "0014", 3.0, "2033-05-25", 24, 21), ("ESM", "EU", "000A1", 2.75, "2030-03-05", 4, 1)]
    rows = []
    for iss, cc, pre, cp, m, sb, sa in eur:
        isn = pi(cc, pre, f"keinton {iss} {cp} {m}")
        sw = _ms(yrs(m))
        pb, pa = pxs(cp, sw + sb / 100, m, freq=1), pxs(cp, sw + sa / 100, m, freq=1)
        rows.append([isn, iss, f"{cp:.3f}", m[8:10] + "." + m[5:7] + "." + m[:4], f"MS{sp(sb)}", f"MS{sp(sa)}", pb, pa])
        gold += q(isn, "agency", dealer, size="10MM", i_spread=(sp(sb), sp(sa)), price=(pb, pa))
    t1 = _table("EUR SSA - spread to mid-swaps (bp) and clean price - EUR 10mm per side", ["ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Ask", "Bid Px", "Ask Px"], rows)
    usd = [("IBRD", "459058", 4.5, "2034-09-12", "7Y", 31, 28), ("AFDB", "00828E", 4.25, "2030-02-14", "2Y", 19, 16), ("IFC", "45950K", 4.375, "2032-10-20", "5Y", 26, 23)]
    rows = []
    for k, (iss, base, cp, m, b, sb, sa) in enumerate(usd):
        isn = us_isin(base + f"{(k * 29 + 7) % 100:02d}")
        pb, pa = pxs(cp, BMK[b] + sb / 100, m), pxs(cp, BMK[b] + sa / 100, m)
        rows.append([isn, iss, f"{cp:.3f}", m[5:7] + "/" + m[8:10] + "/" + m[:4], b, sp(sb), sp(sa), pb, pa])
        gold += q(isn, "agency", dealer, size="5MM", spread=(sp(sb), sp(sa)), price=(pb, pa))
    t2 = _table("USD SSA - spread to UST (bp) and price - USD 5mm per side", ["ISIN", "Issuer", "Cpn", "Maturity", "Bmk", "Bid", "Ask", "Bid Px", "Ask Px"], rows)
    html = _page([
        "<p>Good morning,</p><p>SSA levels below - EUR lines against mid-swaps, USD lines against Treasuries. Sizes in each table's heading.</p>",
        t1, t2,
        "<p>KfW 31s through swaps as usual; EU 38s 2bp wider since Friday after the syndication.</p>",
        "<p>Jasper Lowe<br>Keinton Securities | SSA Trading | London | +44 20 7946 0355</p>",
    ])
    return mk("keinton-ssa-html", "html", gold, sender="Jasper Lowe <jlowe@keinton.co.uk>",
              subject="Keinton SSA levels - Mon 06-Dec", date=date("08:12:27", "+0000", 6), html=html,
              note="emph:size-scope emph:unit-switch emph:near-numbers emph:habits", meta={})


def langport_agency_html():
    dealer = "langport"
    gold = []
    bullets = [("3130A", "FHLB", 4.125, "04/12/30", "3Y", 12, 9), ("3133E", "FFCB", 4.5, "11/18/33", "5Y", 26, 23), ("3137E", "FHLMC", 4.0, "06/20/29", "2Y", 8, 5),
               ("880591", "TVA", 4.25, "09/15/32", "5Y", 29, 25)]
    rows = []
    for pre, iss, cp, m, b, sb, sa in bullets:
        cu = pc(pre, f"langport {iss} {cp} {m}")
        pb, pa = pxs(cp, BMK[b] + sb / 100, iso(m)), pxs(cp, BMK[b] + sa / 100, iso(m))
        rows.append([cu, iss, f"{cp:.3f}", m, b, sp(sb), sp(sa), pb, pa])
        gold += q(cu, "agency", dealer, size="10MM", spread=(sp(sb), sp(sa)), price=(pb, pa))
    t1 = _table("Bullets vs UST - 10x10", ["CUSIP", "Issuer", "Cpn", "Maturity", "Bmk", "Bid", "Ask", "Bid Px", "Ask Px"], rows)
    calls = [("3130A", "FHLB", 5.15, "12/22/34", "12/22/28", "5.220", "5.175"), ("3130A", "FHLB", 4.875, "12/29/30", "06/29/28", "4.960", "4.915"),
             ("3133E", "FFCB", 5.32, "12/14/38", "12/14/29", None, "5.370"), ("3134H", "FHLMC", 5.25, "12/28/35", "12/28/28", "5.330", "5.285")]
    rows = []
    for pre, iss, cp, m, call, yb, ya in calls:
        cu = pc(pre, f"langport call {iss} {cp} {m}")
        pa = pxs(cp, float(ya), iso(m))
        pb = pxs(cp, float(yb), iso(m)) if yb else None
        rows.append([cu, iss, f"{cp:.3f}", m, call, "100.000", yb or "-", ya, pb or "-", pa])
        gold += q(cu, "agency", dealer, size="5MM", yield_=(yb, ya), price=(pb, pa))
    t2 = _table("Callables (yield to maturity / price) - 5x5", ["CUSIP", "Issuer", "Cpn", "Maturity", "1st Call", "Call Px", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px"], rows)
    html = _page([
        "<p>Hi,</p><p>Agency levels for Friday 17 December below.</p>",
        t1, t2,
        "<p>Curve: 2y 3.87 / 5y 4.05 / 10y 4.20. Callables are Bermudan quarterly at par after the first call.</p>",
        "<p>Rosa Penhale<br>Langport Securities | Agency Trading | +1 212 555 0112</p>",
    ])
    return mk("langport-agency-html", "html", gold, sender="Rosa Penhale <rpenhale@langport.com>",
              subject="Langport agencies - bullets / callables - 12/17", date=date("07:47:33", "-0500", 17), html=html,
              note="emph:size-scope emph:near-numbers emph:missing-side emph:habits", meta={})


# ---------------------------------------------------------------- 43 / 44: everyday HY / loans


def monkton_hy_loans_html():
    dealer = "monkton"
    gold = []
    hy = [("GRISEDALE FOODS", 6.5, "03/01/31", 99.25, 100.0), ("HAWESWATER ENERGY", 7.875, "08/15/30", 102.5, 103.125), ("ULLOCK MEDIA", 8.25, "05/01/32", 91.0, 92.25),
          ("DERWENT CHEM", 5.75, "11/15/29", 97.75, 98.375), ("LOWESWATER TELECOM", 9.5, "01/15/31", 83.5, 85.0)]
    rows = []
    for iss, cp, m, b, a in hy:
        yb, ya = yto(cp, b, iso(m), nd=2), yto(cp, a, iso(m), nd=2)
        rows.append([iss, f"{cp:.3f}", m, f"{b:.3f}", f"{a:.3f}", yb, ya])
        gold += q(f"{iss} {cp:g} {iso(m)}", "hy", dealer, size="2MM", price=(f"{b:.3f}", f"{a:.3f}"), yield_=(yb, ya))
    t1 = _table("High yield - price / yield - 2mm", ["Issuer", "Cpn", "Maturity", "Bid", "Offer", "Bid Yld", "Offer Yld"], rows, right_from=1)
    loans = [("MARDALE SOFTWARE", "TLB", "S+350", "07/31", "99.000", "99.500"), ("MATTERDALE HEALTH", "TLB", "S+425", "02/30", "95.750", "96.500"),
             ("RYDAL LOGISTICS", "TLB", "S+300", "11/31", "100.125", "100.375"), ("SEATHWAITE GROUP", "2L", "S+700", "05/32", "86.000", "88.000")]
    rows = []
    for bor, fac, spr, m, b, a in loans:
        rows.append([bor, fac, spr, m, b, a])
        gold += q(f"{bor} {fac} {spr} {m}", "loan", dealer, size="1MM", price=(b, a))
    t2 = _table("Loans - price - 1mm", ["Borrower", "Facility", "Spread", "Maturity", "Bid", "Offer"], rows, right_from=4)
    html = _page(["<p>Morning - HY and loan levels.</p>", t1, t2, "<p>Jon Brathay<br>Monkton Securities | Leveraged Finance | +1 212 555 0193</p>"])
    return mk("monkton-hy-loans-html", "html", gold, sender="Jon Brathay <jbrathay@monkton.com>",
              subject="Monkton HY / loans 12/10", date=date("07:59:58", "-0500", 10), html=html,
              note="emph:everyday emph:size-scope", meta={})


def nunney_hy_loans_html():
    dealer = "nunney"
    gold = []
    hy = [("KENTMERE AUTO", 7.0, "09/15/31", 100.75, 101.375, "2x2"), ("TROUTBECK RETAIL", 8.75, "06/01/30", 94.5, 95.5, "1x1"),
          ("STAVELEY PACKAGING", 6.125, "02/15/32", 96.25, 97.0, "2x2"), ("GRASMERE CABLE", 5.5, "10/01/29", 98.875, 99.5, "3x3")]
    rows = []
    for iss, cp, m, b, a, sz in hy:
        yb, ya = yto(cp, b, iso(m), nd=2), yto(cp, a, iso(m), nd=2)
        rows.append([iss, f"{cp:g}", m, f"{b:.3f} / {a:.3f}", f"{yb} / {ya}", sz])
        gold += q(f"{iss} {cp:g} {iso(m)}", "hy", dealer, size=sz, price=(f"{b:.3f}", f"{a:.3f}"), yield_=(yb, ya))
    t1 = _table(None, ["Bond", "Cpn", "Maturity", "Px (b / o)", "Yld (b / o)", "Size"], rows, right_from=3)
    loans = [("ELTERWATER HLDGS TLB S+375 04/31", "97.25", "97.875", "1x1"), ("LANGDALE PHARMA TLB S+325 12/30", "99.375", "99.75", "2x2"),
             ("CONISTON FOODS TLB S+400 08/29", "93.50", "94.50", "1x1")]
    rows = []
    for name, b, a, sz in loans:
        rows.append([name, f"{b} / {a}", sz])
        gold += q(name, "loan", dealer, size=sz, price=(b, a))
    t2 = _table(None, ["Loan", "Px (b / o)", "Size"], rows, right_from=1)
    html = _page(["<p>HY / lev loans - Thu 09 Dec</p>", t1, t2, "<p>Grasmere a point lower on the week.</p>",
                  "<p>Alice Wray<br>Nunney & Co | HY and Loans | +1 646 555 0162</p>"])
    return mk("nunney-hy-loans-html", "html", gold, sender="Alice Wray <awray@nunney.com>",
              subject="Nunney HY / loans - Thu 09 Dec", date=date("08:33:14", "-0500", 9), html=html,
              note="emph:everyday", meta={})


LAYOUTS = [
    keinton_ssa_html, langport_agency_html,
    monkton_hy_loans_html, nunney_hy_loans_html,
]
