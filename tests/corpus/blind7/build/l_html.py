"""HTML bodies (6 layouts, 3 pairs)."""

from __future__ import annotations

from common import cusip, dealer_of, frac, mk, q, us_isin

DATE = "Mon, 30 Nov 2026 08:20:00 -0500"


def page(inner, style=""):
    return (f'<html><head><meta charset="utf-8"><style>{style}</style></head>\n<body style="font-family:Calibri,Arial;font-size:11pt">\n'
            f"{inner}\n</body></html>\n")


def sigh(name, firm, phone):
    return f'<p style="color:#555">{name}<br>{firm}<br>{phone}</p>'


# ---------------------------------------------------------------- ig / structured


def kentmere_issuer_groups():
    s = "Rhys Llewellyn <rllewellyn@kentmerehall.com>"
    d = dealer_of(s)
    groups = [
        ("ABERLADY FOODS", [("4.6 03/15/30", "4.6", "2030-03-15", "+71", "+67", "5x5"), ("5.1 03/15/35", "5.1", "2035-03-15", "+109", "+104", "3x3")]),
        ("CRAIGMILLAR BANK", [("4.85 01/22/29", "4.85", "2029-01-22", "+83", "+79", "5x5"), ("5.35 01/22/34", "5.35", "2034-01-22", "+122", "+117", "2x2"),
                              ("5.9 01/22/54", "5.9", "2054-01-22", "+151", "+145", "1x1")]),
        ("DRUMSHEUGH UTIL", [("4.4 06/01/31", "4.4", "2031-06-01", "+86", "+82", "5x3")]),
    ]
    rows, gold = [], []
    for iss, bonds in groups:
        rows.append(f'<tr><td colspan="4" style="background:#dde;font-weight:bold">{iss}</td></tr>')
        for desc, c, m, b, a, sz in bonds:
            rows.append(f"<tr><td>{desc}</td><td align=right>{b}</td><td align=right>{a}</td><td align=center>{sz}</td></tr>")
            gold += q(f"{iss} {c} {m}", "ig", d, size=sz, spread=(b, a))
    clo = [(cusip("49327TAA"), "KINGHORN CLO 3 A", "100.10", "100.24", "128", "124", "10x10"),
           (cusip("49327TAC"), "KINGHORN CLO 3 B", "100.00", "100.18", "171", "165", "5x5"),
           (cusip("49327TAE"), "KINGHORN CLO 3 D", "97.75", "98.75", "405", "385", "2x2")]
    srows = []
    for c, desc, pb, pa, db, da, sz in clo:
        srows.append(f"<tr><td>{c}</td><td>{desc}</td><td>{pb} / {pa}</td><td>{db} / {da}</td><td>{sz}</td></tr>")
        gold += q(c, "structured", d, size=sz, price=(pb, pa), dm=(db, da))
    html = page(f"""<p>Morning - IG by issuer and a few CLOs.</p>
<table border="1" cellspacing="0" cellpadding="3">
<tr><th>Bond</th><th>Bid (T+)</th><th>Offer (T+)</th><th>Size MM</th></tr>
{chr(10).join(rows)}
</table>
<p><b>CLO</b></p>
<table border="1" cellspacing="0" cellpadding="3">
<tr><th>CUSIP</th><th>Tranche</th><th>Px bid / offer</th><th>DM bid / offer</th><th>Size MM</th></tr>
{chr(10).join(srows)}
</table>
{sigh("Rhys Llewellyn", "Kentmere Hall Securities", "+1 212 555 0137")}""")
    return mk("kentmere-issuer-groups", "html", gold, sender=s, subject="IG by issuer + CLO", date=DATE, html=html, enc="utf-8")


def staveley_badges_arrows():
    s = "Imogen Pryce <ipryce@staveley.com>"
    d = dealer_of(s)
    bonds = [("BALQUHIDDER 4.95 2031", "BALQUHIDDER 4.95 2031", "A-", "97 / 92", "&#9650; 2", "3mm"),
             ("LOCHEARN POWER 5.2 2034", "LOCHEARN POWER 5.2 2034", "BBB+", "126 / 121", "&#9660; 1", "5mm"),
             ("STRATHYRE FIN 4.5 2029", "STRATHYRE FIN 4.5 2029", "A", "68 / 64", "&#9650; 0.5", "5mm"),
             ("GLENOGLE 6.1 2055", "GLENOGLE 6.1 2055", "BBB", "158 / 152", "&#9660; 3", "2mm")]
    rows, gold = [], []
    for desc, key, rt, lvl, chg, sz in bonds:
        b, a = lvl.split(" / ")
        rows.append(f'<tr><td>{desc} <span class="badge">{rt}</span></td><td class="lvl">{lvl}</td><td class="chg">{chg}</td><td>{sz}</td></tr>')
        gold += q(key, "ig", d, size=sz, spread=(b, a))
    abs_ = [(us_isin("02007GAE"), "AMBLE AUTO 2025-2 A3", "I+46 / I+42", "100.08 / 100.15", "10mm"),
            (us_isin("36259KAD"), "GLEN ROY EQUIP 2025-1 B", "I+88 / I+80", "99.72 / 99.90", "4mm")]
    srows = []
    for isn, desc, sp, px, sz in abs_:
        sb, sa = (x.strip()[2:] for x in sp.split("/"))
        pb, pa = (x.strip() for x in px.split("/"))
        srows.append(f'<tr><td>{desc}<br><small>{isn}</small></td><td class="lvl">{sp}</td><td class="lvl">{px}</td><td>{sz}</td></tr>')
        gold += q(isn, "structured", d, size=sz, i_spread=(sb, sa), price=(pb, pa))
    style = ".badge{background:#6c757d;color:#fff;border-radius:4px;padding:1px 4px;font-size:8pt}.chg{color:#888}"
    html = page(f"""<div class="container"><h4>Staveley - IG spreads vs UST (bp)</h4>
<table class="table table-sm"><thead><tr><th>Bond</th><th>Bid / Offer</th><th>Chg</th><th>Size</th></tr></thead>
<tbody>{"".join(rows)}</tbody></table>
<h4>ABS</h4>
<table class="table table-sm"><thead><tr><th>Deal</th><th>Spread</th><th>Price</th><th>Size</th></tr></thead>
<tbody>{"".join(srows)}</tbody></table>
<p class="text-muted">&#9650; wider / &#9660; tighter on the day, bp.</p></div>
{sigh("Imogen Pryce", "Staveley Securities", "+1 646 555 0159")}""", style)
    return mk("staveley-badges-arrows", "html", gold, sender=s, subject="IG / ABS", date=DATE, html=html, enc="utf-8")


# ---------------------------------------------------------------- cds / em_sovereign


def tebay_cash_and_cds_rows():
    s = "Amara Nwosu <anwosu@tebayhill.com>"
    d = dealer_of(s)
    rows = [
        ("BRAZIL", "BRAZIL 6 1/8 03/15/34", "BRAZIL 6.125 2034-03-15", "98.35", "98.85", "BRAZIL 5Y", "152", "157"),
        ("MEXICO", "MEX 6 3/8 04/28/34", "MEX 6.375 2034-04-28", "99.60", "100.05", "MEXICO 5Y", "118", "123"),
        ("COLOMBIA", "COLOM 8 11/14/35", "COLOM 8 2035-11-14", "104.20", "104.75", "COLOMBIA 5Y", "201", "208"),
        ("SOUTH AFRICA", "REPSOU 5.875 04/20/32", "REPSOU 5.875 2032-04-20", "99.10", "99.70", "SOUTH AFRICA 5Y", "176", "183"),
    ]
    trs, gold = [], []
    for ctry, bond, key, pb, pa, cds, cb, ca in rows:
        trs.append(f"<tr><td><b>{ctry}</b></td><td>{bond}</td><td>{pb}</td><td>{pa}</td><td>5Y</td><td>{cb}</td><td>{ca}</td></tr>")
        gold += q(key, "em_sovereign", d, size=(2e6, 2e6), price=(pb, pa))
        gold += q(cds, "cds", d, size=(10e6, 10e6), spread=(cb, ca))
    html = page(f"""<p>Hi, EM cash and sovereign CDS side by side.</p>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th rowspan="2">Country</th><th colspan="3">Cash bond (px)</th><th colspan="3">Sovereign CDS (bp)</th></tr>
<tr><th>Bond</th><th>Bid</th><th>Ask</th><th>Tenor</th><th>Bid</th><th>Ask</th></tr>
{chr(10).join(trs)}
</table>
<p>Cash USD 2mm, CDS USD 10mm per side.</p>
{sigh("Amara Nwosu", "Tebay Hill Securities, EM desk", "+1 212 555 0193")}""")
    return mk("tebay-cash-and-cds-rows", "html", gold, sender=s, subject="EM cash vs CDS", date=DATE, html=html, enc="utf-8")


def orton_bullet_list():
    s = "Dmitri Sokolov <dsokolov@ortonscar.com>"
    d = dealer_of(s)
    items = [
        ("Turkey", "TURKEY CDS 5Y", "248", "255", "TURKIY 7 1/8 07/17/32", "TURKIY 7.125 2032-07-17", "101.35", "101.85"),
        ("Egypt", "EGYPT CDS 5Y", "512", "537", "EGYPT 7.625 05/29/32", "EGYPT 7.625 2032-05-29", "93.20", "93.90"),
        ("Saudi", "SAUDI CDS 5Y", "61", "66", "KSA 5 01/18/53", "KSA 5 2053-01-18", "84.10", "84.85"),
    ]
    lis, gold = [], []
    for ctry, cds, cb, ca, bond, key, pb, pa in items:
        lis.append(f"<li><b>{ctry}</b> &mdash; CDS 5Y {cb}/{ca} &middot; {bond} {pb}/{pa}</li>")
        gold += q(cds, "cds", d, size=(5e6, 5e6), spread=(cb, ca))
        gold += q(key, "em_sovereign", d, size=(1e6, 1e6), price=(pb, pa))
    html = page(f"""<p>CEEMEA quick levels:</p>
<ul>
{chr(10).join(lis)}
</ul>
<p style="font-size:9pt">CDS 5mm, cash 1mm each way. Turkey CDS was 262/269 a week ago.</p>
{sigh("Dmitri Sokolov", "Orton Scar Capital", "+44 20 7946 0624")}""")
    return mk("orton-bullet-list", "html", gold, sender=s, subject="CEEMEA levels", date=DATE.replace("-0500", "+0000"), html=html, enc="utf-8")


# ---------------------------------------------------------------- muni / hy


def kirkstone_excel_web_page():
    s = "Nathan Greer <ngreer@kirkstone.com>"
    d = dealer_of(s)
    munis = [(cusip("592112TV"), "METRO WASH ARPTS 5 10/01/44", "4.06", "4.00", 1000),
             (cusip("91412HGF"), "UNIV OF CALIFORNIA 4 05/15/46", "3.97", "3.91", 500),
             (cusip("544495XW"), "LA UNIFIED SD 5 07/01/38", "3.44", "3.38", 2000)]
    hy = [("CATBELLS LEISURE 7.5 06/15/30", "CATBELLS LEISURE 7.5 2030-06-15", 100.375, 101.0),
          ("HELM CRAG METALS 9.125 02/01/31", "HELM CRAG METALS 9.125 2031-02-01", 95.625, 96.5),
          ("BLENCOWE PHARMA 6 10/15/29", "BLENCOWE PHARMA 6 2029-10-15", 88.25, 89.125)]
    rows, gold = [], []
    for c, desc, b, a, par in munis:
        rows.append(f'<tr height=20 style="height:15.0pt"><td class=xl66>{c}</td><td class=xl66>{desc}</td>'
                    f'<td class=xl67 align=right x:num="{b}">{b}</td><td class=xl67 align=right x:num="{a}">{a}</td>'
                    f'<td class=xl68 align=right x:num="{par}">{par:,}</td></tr>')
        gold += q(c, "muni", d, size=(par * 1000, par * 1000), yield_=(b, a))
    hrows = []
    for desc, key, b, a in hy:
        hrows.append(f'<tr height=20 style="height:15.0pt"><td class=xl66>{desc}</td>'
                     f'<td class=xl69 align=right x:num="{b}">{frac(b)}</td><td class=xl69 align=right x:num="{a}">{frac(a)}</td></tr>')
        gold += q(key, "hy", d, size=(1e6, 1e6), price=(frac(b), frac(a)))
    style = ".xl66{mso-number-format:\\@}.xl67{mso-number-format:\"0\\.00\"}.xl69{mso-number-format:\"\\#\\ ?\\/8\"}"
    html = page(f"""<p class=MsoNormal>Sheet pasted below.</p>
<table border=0 cellpadding=0 cellspacing=0 width=640 style="border-collapse:collapse" x:str>
<tr height=20><td class=xl65>CUSIP</td><td class=xl65>Muni</td><td class=xl65>Bid Yld</td><td class=xl65>Ask Yld</td><td class=xl65>Par (000)</td></tr>
{chr(10).join(rows)}
<tr height=20><td></td></tr>
<tr height=20><td class=xl65>High yield (1MM clips)</td><td class=xl65>Bid</td><td class=xl65>Ask</td></tr>
{chr(10).join(hrows)}
</table>
{sigh("Nathan Greer", "Kirkstone Securities", "+1 312 555 0184")}""", style)
    return mk("kirkstone-excel-web-page", "html", gold, sender=s, subject="munis / HY sheet", date=DATE, html=html, enc="utf-8")


def ullock_colour_sides():
    s = "Bea Marchmont <bmarchmont@ullockmoss.com>"
    d = dealer_of(s)
    munis = [("NYC GO 5 08/01/41", "NYC GO 5 2041-08-01", "3.74", "3.68", "1MM"),
             ("MIAMI-DADE WTR 4 10/01/45", "MIAMI-DADE WTR 4 2045-10-01", "4.09", "4.03", "500K"),
             ("HARRIS CNTY TX TOLL 5 08/15/39", "HARRIS CNTY TX TOLL 5 2039-08-15", "3.61", "3.55", "1MM")]
    hy = [("SCAFELL AUTO 7.25 2030", "SCAFELL AUTO 7.25 2030", "99.75", "100.50", "2MM"),
          ("WASDALE CHEM 8.5 2031", "WASDALE CHEM 8.5 2031", "97.00", "98.00", "1MM"),
          ("ENNERDALE MEDIA 10.25 2029", "ENNERDALE MEDIA 10.25 2029", "101.50", "102.25", "1MM")]
    rows, gold = [], []
    for desc, key, b, a, sz in munis:
        rows.append(f'<tr><td>{desc}</td><td style="color:#1f4e9c">{b}</td><td style="color:#c00000">{a}</td><td>{sz}</td></tr>')
        gold += q(key, "muni", d, size=sz.lower(), yield_=(b, a))
    hrows = []
    for desc, key, b, a, sz in hy:
        hrows.append(f'<tr><td>{desc}</td><td style="color:#1f4e9c">{b}</td><td style="color:#c00000">{a}</td><td>{sz}</td></tr>')
        gold += q(key, "hy", d, size=sz.lower(), price=(b, a))
    html = page(f"""<p>Levels below - <span style="color:#1f4e9c">blue = our bid</span>, <span style="color:#c00000">red = our offer</span>.</p>
<table cellpadding="3"><tr><td colspan="4"><b>Munis (yield %)</b></td></tr>
{chr(10).join(rows)}
<tr><td colspan="4"><b>HY (price)</b></td></tr>
{chr(10).join(hrows)}
</table>
{sigh("Bea Marchmont", "Ullock Moss & Co.", "+1 617 555 0102")}""")
    return mk("ullock-colour-sides", "html", gold, sender=s, subject="muni / HY levels", date=DATE, html=html, enc="utf-8")


LAYOUTS = [
    kentmere_issuer_groups, staveley_badges_arrows,
    tebay_cash_and_cds_rows, orton_bullet_list,
    kirkstone_excel_web_page, ullock_colour_sides,
]

