"""HTML bodies (4 layouts, 2 pairs): BWIC talk with spaced dashes, government tables with changes in the level's cell."""

from __future__ import annotations

from common import date as D
from common import lv, mk, q, uc, ylds

CSS = ("<style>table{border-collapse:collapse;font-family:Arial;font-size:9pt}"
       "td,th{border:1px solid #999;padding:2px 6px}th{background:#dde}td.n{text-align:right}</style>")


def _tr(cells, th=False, num_from=99):
    tag = "th" if th else "td"
    out = []
    for j, c in enumerate(cells):
        cls = ' class="n"' if (not th and j >= num_from) else ""
        out.append(f"<{tag}{cls}>{c}</{tag}>")
    return "<tr>" + "".join(out) + "</tr>"


# ------------------------------------------------------------------ BWIC talk


def linkenholt_bwic_talk():
    d = "linkenholt"
    items = [
        ("ELMBRIDGE CLO 2022-2A", "B", "30,000,000", "30,000,000", "5.4", "99.75 - 100", ("99.75", "100")),
        ("FARNHAM GATE CLO 2020-1A", "D-R", "12,000,000", "12,000,000", "6.1", "95 - 96 area", ("95", "96")),
        ("GLYNDE CLO 2021-3A", "E", "8,000,000", "8,000,000", "6.8", "mid-80s", None),
        ("HASCOMBE ABS 2024-1", "C", "15,000,000", "9,870,000", "2.2", "98.50", ("98.50", "98.50")),
        ("ICKLESHAM CLO 2019-1A", "C-R", "10,000,000", "10,000,000", "4.9", "97-97.50", ("97", "97.50")),
    ]
    rows = [_tr(["#", "CUSIP", "Deal", "Class", "Orig Face", "Cur Face", "WAL", "Price Talk", "Due (ET)"], th=True)]
    gold = []
    for i, (deal, cls, orig, cur, wal, talk, lv2) in enumerate(items, start=1):
        cu = uc(f"{deal}-{cls}")
        rows.append(_tr([str(i), cu, deal, cls, orig, cur, wal, talk, "11:00"], num_from=4))
        if lv2:
            sz = float(cur.replace(",", ""))
            gold += q(cu, "structured", d, size=(sz, sz), talk=lv2)
    html = f"""<html><head>{CSS}</head><body>
<p>All,</p>
<p>BWIC for a client - <b>5 line items</b>, due <b>Wed 15-Dec 11:00 ET</b>. Our price talk below (points);
3 of 5 are CLO mezz. Talk is talk, not a market.</p>
<table>
{chr(10).join(rows)}
</table>
<p>Away from the list: we offer 2mm ELMBRIDGE CLO 2022-2A C at DM 245 / 98.25, and bid 1mm GLYNDE CLO 2021-3A D at 96.00.
The D-R's talk moved 1 - 2 pts lower on Friday's color.</p>
<p>Linkenholt Securities | CLO &amp; ABS Trading | +1 212 555 0161 ext 7</p>
</body></html>
"""
    gold += q("ELMBRIDGE CLO 2022-2A C", "structured", d, size=(None, 2e6), dm=(None, "245"), price=(None, "98.25"))
    gold += q("GLYNDE CLO 2021-3A D", "structured", d, size=(1e6, None), price=("96.00", None))
    return mk("linkenholt-bwic-talk", "html", gold, sender="Sara Kovac <skovac@linkenholt.com>",
              subject="BWIC 15-Dec 11:00 ET - 5 CLO / ABS line items - talk", date=D("08:06:14", "-0500", 15), html=html,
              enc="qp", note="bwic:talk emph:spaced-dash emph:two-on-a-line emph:two-measures-one-side emph:labelled")


def nunney_bwic_results():
    d = "nunney"
    items = [
        ("JUNIPER HILL CLO 2021-1A", "B-R", "20,000,000", "99 - 99.5", ("99", "99.5"), "99.62", "2nd 99.55"),
        ("KENLEY PARK CLO 2023-2A", "D", "10,000,000", "94 - 95 area", ("94", "95"), "95.10", "3 bids; 2nd 94.85"),
        ("LAVANT CLO 2020-3A", "E", "6,000,000", "low 80s", None, "82.25", "cover only"),
        ("MAPLEDENE ABS 2025-2", "B", "7,450,000", "99.75", ("99.75", "99.75"), "DNT", "best bid 99.40"),
        ("NYTIMBER CLO 2019-4A", "C-R", "12,500,000", "97.50 - 98", ("97.50", "98"), "97.80", "2nd 97.71"),
    ]
    rows = [_tr(["#", "CUSIP", "Deal", "Class", "Cur Face", "Talk", "Cover", "Color"], th=True)]
    gold = []
    for i, (deal, cls, cur, talk, t2, cover, color) in enumerate(items, start=1):
        cu = uc(f"{deal}-{cls}")
        rows.append(_tr([str(i), cu, deal, cls, cur, talk, cover, color], num_from=4))
        sz = float(cur.replace(",", ""))
        if t2:
            gold += q(cu, "structured", d, size=(sz, sz), talk=t2)
        if cover != "DNT":
            gold += q(cu, "structured", d, size=(sz, sz), cover=(cover, cover))
    rows.append(_tr(["", "", "Total", "", "55,950,000", "", "4 of 5 traded", ""], num_from=4))
    html = f"""<html><head>{CSS}</head><body>
<p>Results from this morning's list (BWIC 16-Dec, 10:30 ET). Covers in points.</p>
<table>
{chr(10).join(rows)}
</table>
<p>The E traded at a cover of 82.25 on talk in words only. Mezz covers were 1 - 2 pts through talk;
the ABS B did not trade (best bid shown is colour, not a market).</p>
<p>Nunney Capital Markets | Structured Credit | +1 646 555 0107</p>
</body></html>
"""
    return mk("nunney-bwic-results", "html", gold, sender="Ravi Menon <rmenon@nunney.com>",
              subject="BWIC results 16-Dec - talk / covers / color", date=D("12:41:09", "-0500", 16), html=html,
              enc="qp", note="bwic:talk emph:spaced-dash emph:labelled")


# ------------------------------------------------------------------ governments


def oddington_govt_cells():
    d = "oddington"
    ust = [
        ("T 3 7/8 11/30/29", "T 3.875 2029-11-30", 3.875, "2029-11-30", "100-00+", "+1", "100-01+", "100-03", "99-30+"),
        ("T 4 11/30/32", "T 4 2032-11-30", 4.0, "2032-11-30", "99-25", "+3", "99-25+", "99-27", "99-20"),
        ("T 4 1/4 11/15/37", "T 4.25 2037-11-15", 4.25, "2037-11-15", "100-13", "+6", "100-14", "100-18", "100-05"),
        ("T 4 5/8 11/15/57", "T 4.625 2057-11-15", 4.625, "2057-11-15", "101-30", "+12", "102-00", "102-06", "101-16"),
    ]
    rows = [_tr(["Security", "Bid (chg 32s)", "Offer", "Bid Yld", "Ofr Yld", "Day Hi", "Day Lo"], th=True)]
    gold = []
    for name, key, cp, iso, b, chg, a, hi, lo in ust:
        yb, ya = ylds(cp, lv(b), iso, 3), ylds(cp, lv(a), iso, 3)
        rows.append(_tr([name, f"{b} ({chg})", a, yb, ya, hi, lo], num_from=1))
        gold += q(key, "government", d, size="25x25", price=(b, a), yield_=(yb, ya))
    eu = [
        ("DBR 2.6 08/15/34", "DBR 2.6 2034-08-15", 2.6, "2034-08-15", "98.41", "98.47", "-0.04"),
        ("OBL 2.4 10/10/32", "OBL 2.4 2032-10-10", 2.4, "2032-10-10", "99.12", "99.16", "+0.02"),
        ("SWISS 0.5 06/27/31", "SWISS 0.5 2031-06-27", 0.5, "2031-06-27", "99.46", "99.58", "0.00"),
    ]
    rows2 = [_tr(["Bond", "Px (bid<br>offer)", "Yld (bid<br>offer)", "Chg (px)"], th=True)]
    for name, key, cp, iso, b, a, chg in eu:
        yb, ya = ylds(cp, float(b), iso, 3, 1), ylds(cp, float(a), iso, 3, 1)
        rows2.append(_tr([name, f"{b}<br>{a}", f"{yb}<br>{ya}", chg], num_from=1))
        gold += q(key, "government", d, size="10x10", price=(b, a), yield_=(yb, ya))
    html = f"""<html><head>{CSS}</head><body>
<p>Morning - govvies from Oddington, Mon 6-Dec 07:40 NY.</p>
<table><caption>UST on the run - 32nds, 25x25</caption>
{chr(10).join(rows)}
</table>
<br>
<table><caption>EUR / CHF govvies - clean px and annual yield, 10x10</caption>
{chr(10).join(rows2)}
</table>
<p>The bracket in the UST bid is the change in 32nds since the 5pm close. The Swiss 0.5% at a yield under 1% is right.
Day Hi / Lo are ranges, not markets.</p>
<p>Oddington Securities | Rates | +1 212 555 0115</p>
</body></html>
"""
    return mk("oddington-govt-cells", "html", gold, sender="Finn Carroll <fcarroll@oddington.com>",
              subject="Oddington govvies 6-Dec", date=D("07:40:55", "-0500", 6), html=html, enc="qp",
              note="emph:labelled emph:odd-right emph:everyday")


def piddington_govt_yield_cells():
    d = "piddington"
    rows = [_tr(["Bond", "Bid yld (px)", "Offer yld (px)", "Chg (bp)", "Prev close yld", "Size"], th=True)]
    data = [
        ("UKT 4 1/4 07/31/32", "UKT 4.25 2032-07-31", 4.25, "2032-07-31", "101.32", "101.38", "-1.5", "4.05", "10x10", 2),
        ("UKT 4 1/2 10/22/37", "UKT 4.5 2037-10-22", 4.5, "2037-10-22", "99.95", "100.03", "+0.5", "4.50", "5x5", 2),
        ("FRTR 3.0 05/25/34", "FRTR 3 2034-05-25", 3.0, "2034-05-25", "98.02", "98.10", "-2", "3.38", "10x10", 1),
        ("BTPS 3.85 09/01/35", "BTPS 3.85 2035-09-01", 3.85, "2035-09-01", "99.40", "99.52", "+1", "3.92", "5x5", 2),
        ("T 4 1/8 11/30/29", "T 4.125 2029-11-30", 4.125, "2029-11-30", "100-00+", "100-01+", "0", "4.12", "50x50", 2),
    ]
    gold = []
    for name, key, cp, iso, b, a, chg, prev, sz, freq in data:
        yb, ya = ylds(cp, lv(b), iso, 3, freq), ylds(cp, lv(a), iso, 3, freq)
        rows.append(_tr([name, f"{yb}% ({b})", f"{ya}% ({a})", chg, prev, sz], num_from=1))
        gold += q(key, "government", d, size=sz, yield_=(yb, ya), price=(b, a))
    fy = ylds(2.75, 98.90, "2030-02-25", 3, 1)
    html = f"""<html><head>{CSS}</head><body>
<p>Piddington rates - Fri 17-Dec, London 08:15. Each side is its yield with the clean price in brackets.</p>
<table>
{chr(10).join(rows)}
</table>
<p>Also BTPS 4.45 09/01/43 offered at {ylds(4.45, 101.62, "2043-09-01", 2)}% / 101.62 in 5mm; and we pay 98.90 for 10mm FRTR 2.75 02/25/30 (yld {fy}).</p>
<p>Chg and prev close are reference only. Piddington Markets Ltd | 4 Moorgate, London EC2R 6DA | +44 20 7946 0991</p>
</body></html>
"""
    gold += q("BTPS 4.45 2043-09-01", "government", d, size=(None, 5e6), yield_=(None, ylds(4.45, 101.62, "2043-09-01", 2)), price=(None, "101.62"))
    gold += q("FRTR 2.75 2030-02-25", "government", d, size=(10e6, None), price=("98.90", None), yield_=(fy, None))
    return mk("piddington-govt-yield-cells", "html", gold, sender="Ines Duarte <iduarte@piddington.co.uk>",
              subject="Piddington govvies - Fri 17-Dec", date=D("08:15:37", "+0000", 17), html=html, enc="qp",
              note="emph:two-measures-one-side emph:two-on-a-line emph:labelled emph:everyday")


LAYOUTS = [
    linkenholt_bwic_talk, nunney_bwic_results,
    oddington_govt_cells, piddington_govt_yield_cells,
]
