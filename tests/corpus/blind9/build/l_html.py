"""HTML bodies: Outlook tables, replies with quoted history, cells holding bid and offer."""

from __future__ import annotations

from common import bkey, cusip, dealer_of, isin, mk, q

DATE = "Tue, 15 Dec 2026 {t} {z}"
TD = '<td style="padding:2px 6px;border:1px solid #bbb;font-family:Arial;font-size:9pt">'
TDR = '<td style="padding:2px 6px;border:1px solid #bbb;font-family:Arial;font-size:9pt;text-align:right">'


def tr(cells, right_from=1, th=False):
    out = []
    for i, c in enumerate(cells):
        if th:
            out.append(f'<th style="background:#1f3864;color:#fff;font-family:Arial;font-size:9pt;padding:2px 6px">{c}</th>')
        else:
            out.append((TDR if i >= right_from else TD) + f"{c}</td>")
    return "<tr>" + "".join(out) + "</tr>"


def table(rows, right_from=1):
    head, *body = rows
    return ('<table style="border-collapse:collapse" cellspacing="0">' + tr(head, th=True)
            + "".join(r if isinstance(r, str) else tr(r, right_from) for r in body) + "</table>")


def chg(x):
    color = "#c00000" if x.startswith("-") else "#00802b"
    return f' <span style="color:{color};font-size:8pt">({x})</span>'


# ---------------------------------------------------------------- 37 / 38: IG + HY


def l37():
    snd = "Oliver Lydford <olydford@lydford.com>"
    d = dealer_of(snd)
    gold = []
    ig = [("ABERLOUR GROUP", "4 3/8", 4.375, "09/15/30", "2030-09-15", "+82", "+78", "-1", "101.04", "101.19", ""),
          ("CASTLEMAINE FOODS", "5.6", 5.6, "02/01/35", "2035-02-01", "+121", "+116", "+2", "101.76", "102.14", "*"),
          ("PORTREATH UTILITIES", "5 1/8", 5.125, "06/01/54", "2054-06-01", "+118", "+112", "0", "93.86", "94.73", "")]
    rows = [["Issuer", "Cpn", "Maturity", "Sprd Bid", "Sprd Offer", "Px Bid", "Px Offer"]]
    for r in ig:
        rows.append([r[0] + (" *" if r[10] else ""), r[1], r[3], r[5] + chg(r[7]), r[6], r[8], r[9]])
        gold += q(bkey(r[0], r[2], r[4]), "ig", d, size="5mm", spread=(r[5], r[6]), price=(r[8], r[9]))
    hy = [("SANDPIPER RESORTS", "7 7/8", 7.875, "05/01/31", "2031-05-01", "98.50", "99.25", "+0.25", "8.28", "8.07"),
          ("TREGONY AUTO", "9 3/4", 9.75, "03/15/30", "2030-03-15", "100.75", "101.50", "-0.50", "9.46", "9.20")]
    rows.append('<tr><td colspan="7" style="background:#d9e1f2;font-family:Arial;font-size:9pt;font-weight:bold">HIGH YIELD - px / YTW %</td></tr>')
    for r in hy:
        rows.append([f"{r[0]}", r[1], r[3], r[8], r[9], r[5] + chg(r[7]), r[6]])
        gold += q(bkey(r[0], r[2], r[4]), "hy", d, size="2mm", yield_=(r[8], r[9]), price=(r[5], r[6]))
    old = table([["Issuer", "Cpn", "Maturity", "Sprd Bid", "Sprd Offer", "Px Bid", "Px Offer"],
                 ["ABERLOUR GROUP", "4 3/8", "09/15/30", "+84", "+80", "100.93", "101.08"],
                 ["CASTLEMAINE FOODS", "5.6", "02/01/35", "+119", "+114", "101.90", "102.28"]], right_from=3)
    html = f"""<html><body>
<p style="font-family:Arial;font-size:10pt">Hi Ana - refreshed levels below (change vs this morning in brackets). IG 5mm, HY 2mm per side.<br>
* = axed, we are better sellers.</p>
{table(rows, right_from=3)}
<p style="font-family:Arial;font-size:10pt">Oliver Lydford<br>Lydford Partners | Credit Trading | +1 617 555 0138</p>
<div style="border-top:solid #E1E1E1 1pt;padding-top:3pt;font-family:Calibri;font-size:11pt">
<b>From:</b> Oliver Lydford &lt;olydford@lydford.com&gt;<br><b>Sent:</b> Tuesday, December 15, 2026 7:40 AM<br>
<b>To:</b> Ana Pereira &lt;apereira@clients.example-am.com&gt;<br><b>Subject:</b> Lydford IG/HY</div>
<p style="font-family:Arial;font-size:10pt">Morning levels:</p>
{old}
</body></html>"""
    return mk("lydford-reply-refresh", "html", gold, sender=snd, subject="RE: Lydford IG/HY",
              date=DATE.format(t="11:05:43", z="-0500"), html=html, to="Ana Pereira <apereira@clients.example-am.com>")


def l38():
    snd = "Isla Mercaston <imercaston@mercaston.com>"
    d = dealer_of(snd)
    gold = []
    head = ('<tr><th rowspan="2">Security</th><th rowspan="2">CUSIP</th><th colspan="2">Spread (bp)</th><th colspan="2">Price</th>'
            '<th rowspan="2" style="display:none">Cost</th><th rowspan="2">Size</th></tr>'
            "<tr><th>Bid</th><th>Offer</th><th>Bid</th><th>Offer</th></tr>")
    body = []
    rows = [("ABERLOUR GROUP 4.375 09/15/30", "00287AAF", "82", "78", "101.04", "101.19", "100.50", "5x5", "ig"),
            ("PORTREATH UTIL 5.125 06/01/54", "73689RAC", "118", "112", "93.86", "94.73", "95.10", "3x3", "ig"),
            ("TREGONY AUTO 9.75 03/15/30", "89467KAB", "-", "-", "100.75", "101.50", "99.00", "2x1", "hy"),
            ("KILMARTH STEEL 6 1/2 07/15/31", "49375TAD", "-", "-", "92.25", "93.00", "94.00", "1x1", "hy")]
    for sec, base, sb, sa, pb, pa, cost, sz, grp in rows:
        cu = cusip(base)
        body.append(f"<tr><td>{sec}</td><td>{cu}</td><td>{sb}</td><td>{sa}</td><td>{pb}</td><td>{pa}</td>"
                    f'<td style="display:none">{cost}</td><td>{sz}</td></tr>')
        ms = {"price": (pb, pa)}
        if sb != "-":
            ms = {"spread": (sb, sa), "price": (pb, pa)}
        gold += q(cu, grp, d, size=sz, **ms)
    html = f"""<html><head><style>td,th{{font-family:Calibri;font-size:10pt;border:1px solid #999;padding:1px 5px}}</style></head><body>
<p>Good morning, Mercaston credit run:</p>
<table style="border-collapse:collapse">{head}{''.join(body)}</table>
<p>Sizes in MM (bid x offer). Levels indicative.</p>
<p>Isla Mercaston<br>Mercaston Securities LLC<br>+1 980 555 0124</p>
</body></html>"""
    return mk("mercaston-grouped-header", "html", gold, sender=snd, subject="Mercaston credit run 12/15",
              date=DATE.format(t="08:02:00", z="-0500"), html=html)


# ---------------------------------------------------------------- 39 / 40: governments, agencies, munis


def l39():
    snd = "Paul Nettlecombe <pnettlecombe@nettlecombe.com>"
    d = dealer_of(snd)
    gold = []
    ust = [("T 3 1/2 11/30/28", 3.5, "2028-11-30", "99-10+", "99-11"), ("T 4 1/4 11/15/36", 4.25, "2036-11-15", "101-25+", "101-26"),
           ("T 4 5/8 11/15/56", 4.625, "2056-11-15", "101-07", "101-08")]
    r1 = [["UST", "Bid", "Offer", "Size"]]
    t1 = []
    for nm, c, iso, b, a in ust:
        r1.append([nm, b, a, "25x25"])
        t1.append(f"{nm:<20}{b:>9} / {a:<9} 25x25")
        gold += q(bkey("T", c, iso), "government", d, size="25x25", price=(b, a))
    ag = [("FHLB 4 1/8 03/10/29", 4.125, "2029-03-10", "+11", "+8", "FHLB"), ("FNMA 0 11/15/30", 0, "2030-11-15", "+19", "+15", "FNMA")]
    r2 = [["Agency", "Sprd Bid", "Sprd Offer", "Size"]]
    t2 = []
    for nm, c, iso, b, a, tk in ag:
        r2.append([nm, b, a, "10x10"])
        t2.append(f"{nm:<20}{b:>9} / {a:<9} 10x10")
        gold += q(bkey(tk, c, iso), "agency", d, size="10x10", spread=(b, a))
    mu = [("13063EBC", "CALIFORNIA ST GO 5% 09/01/2041", "3.82%", "3.76%", "1,000"), ("649791RN", "NEW YORK ST DORM AUTH 5% 03/15/2045", "4.05%", "3.99%", "500")]
    r3 = [["CUSIP", "Muni", "Yld Bid", "Yld Offer", "Par (000)"]]
    t3 = []
    for base, nm, b, a, par in mu:
        cu = cusip(base)
        r3.append([cu, nm, b, a, par])
        t3.append(f"{cu}  {nm:<36}{b} / {a}   {par}M")
        s = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(s, s), yield_=(b, a))
    html = f"""<html><body style="font-family:Segoe UI;font-size:10pt">
<p>Morning - rates, agencies and two munis.</p>
{table(r1)}<br>{table(r2)}<br>{table(r3, right_from=2)}
<p>Agency spreads vs UST. Munis: Par in $000s.</p>
<p>Paul Nettlecombe | Nettlecombe Bank N.A. | Fixed Income | (704) 555-0199</p>
</body></html>"""
    nl = "\n"
    text = f"""Morning - rates, agencies and two munis.

{nl.join(t1)}

{nl.join(t2)}

{nl.join(t3)}

Agency spreads vs UST. Munis: Par in $000s (M = $000).

Paul Nettlecombe | Nettlecombe Bank N.A. | Fixed Income | (704) 555-0199
"""
    return mk("nettlecombe-rates-muni-alt", "html", gold, sender=snd, subject="Rates / agy / munis 12.15.26",
              date=DATE.format(t="08:25:33", z="-0500"), html=html, text=text)


def l40():
    snd = "Rhiannon Oxwich <roxwich@oxwich.com>"
    d = dealer_of(snd)
    gold = []
    rows = [["Security", "CUSIP", "Px (bid<br>offer)", "Yld (bid<br>offer)", "Size"]]
    gv = [("TII 1 7/8 07/15/35", bkey("TII", 1.875, "2035-07-15"), "91282CNB", "99-14", "99-17", "1.936", "1.925", "10mm", "government"),
          ("T 4 12/15/31", bkey("T", 4, "2031-12-15"), "91282CNK", "100-13+", "100-14", "3.902", "3.899", "50mm", "government"),
          ("TVA 4 7/8 01/15/48", bkey("TVA", 4.875, "2048-01-15"), "880591FA", "100.960", "101.770", "4.80", "4.74", "5mm", "agency"),
          ("FFCB 4.05 09/22/31", bkey("FFCB", 4.05, "2031-09-22"), "3133ERQM", "99.853", "100.021", "4.08", "4.04", "5mm", "agency")]
    for nm, _key, base, pb, pa, yb, ya, sz, grp in gv:
        cu = cusip(base)
        rows.append([nm, cu, f"{pb}<br>{pa}", f"{yb}<br>{ya}", sz])
        gold += q(cu, grp, d, size=sz, price=(pb, pa), yield_=(yb, ya))
    mu = [("MASSACHUSETTS ST GO 5.000 11/01/2038", "57582RMC", "107.214", "107.655", "3.88", "3.83", "1mm"),
          ("TEXAS WTR DEV BRD 4.000 10/15/2049", "88283LLT", "96.512", "97.304", "4.23", "4.18", "750k"),
          ("PORT AUTH NY & NJ 5.250 07/15/2046", "73358XBE", "106.950", "107.520", "4.38", "4.31", "500k")]
    for nm, base, pb, pa, yb, ya, sz in mu:
        cu = cusip(base)
        rows.append([nm, cu, f"{pb}<br>{pa}", f"{yb}<br>{ya}", sz])
        gold += q(cu, "muni", d, size=sz, price=(pb, pa), yield_=(yb, ya))
    html = f"""<html><body style="font-family:Arial;font-size:10pt">
<p>Hi all,</p><p>TIPS, notes, agencies and munis - bid on top, offer underneath in each cell.</p>
{table(rows, right_from=2)}
<p style="color:#777;font-size:8pt">Oxwich Capital Markets LLC. Muni yields to worst; PANYNJ 46s callable 07/15/31 @100. Indicative.</p>
<p>Rhiannon Oxwich<br>+1 215 555 0136</p></body></html>"""
    return mk("oxwich-stacked-cells", "html", gold, sender=snd, subject="Govt / agy / muni - stacked",
              date=DATE.format(t="09:40:22", z="-0500"), html=html)


# ---------------------------------------------------------------- 41 / 42: CDS, EM, securitised


def l41():
    snd = "Carys Pendower <cpendower@pendower.com>"
    d = dealer_of(snd)
    gold = []
    em = [("COLOMBIA", isin("US", "19512KAQ"), "COLOM 7 1/2 02/02/34", "101.20", "101.70", "5Y", "168", "174"),
          ("SOUTH AFRICA", isin("XS", "276415803"), "SOAF 7.1 11/19/36", "98.40", "98.90", "5Y", "171", "177"),
          ("TURKIYE", isin("XS", "279932014"), "TURKIY 7 5/8 05/15/34", "103.15", "103.60", "5Y", "244", "250")]
    rows = [["Country", "Cash bond (ISIN)", "Px Bid / Offer", "CDS Tenor", "CDS Bid / Offer (bp)"]]
    for ctry, i, nm, pb, pa, t, cb, ca in em:
        rows.append([ctry, f"{nm}<br>{i}", f"{pb} / {pa}", t, f"{cb} / {ca}"])
        gold += q(i, "em_sovereign", d, size="2mm", price=(pb, pa))
        gold += q(f"{ctry} {t}", "cds", d, size="10mm", spread=(cb, ca))
    sec = [("55821QAG", "MERIDIAN PARK CLO 2024-3 D", "DM 325/310", "100.05/100.45", "dm"),
           ("03064WAF", "AMBERLEY AUTO 2025-2 B", "T+118/T+110", "99.78/99.90", "spread"),
           ("87166LAC", "SUNFLOWER CMBS 2026-C4 AS", "T+142/T+135", "98.41/98.80", "spread")]
    rows2 = [["CUSIP", "Bond", "Spread", "Price", "Size"]]
    for base, nm, sp, px, qt in sec:
        cu = cusip(base)
        rows2.append([cu, nm, sp, px, "2mm"])
        b, a = sp.replace("DM ", "").replace("T", "").split("/")
        pb, pa = px.split("/")
        gold += q(cu, "structured", d, size="2mm", **{qt: (b, a)}, price=(pb, pa))
    html = f"""<html><body style="font-family:Verdana;font-size:9pt">
<p>Hi - sovereign cash vs CDS, and a few securitised lines. Cash 2mm, CDS 10mm per side.</p>
{table(rows, right_from=2)}<br>
{table(rows2, right_from=2)}
<p>Pendower Markets Ltd | +44 20 7946 0907 | Indicative levels subject to change.</p>
</body></html>"""
    return mk("pendower-em-cds-sec", "html", gold, sender=snd, subject="EM cash vs CDS + securitised",
              date=DATE.format(t="10:33:08", z="+0000"), html=html)


def l42():
    snd = "Max Quarrendon <max.quarrendon@quarrendon.de>"
    d = dealer_of(snd)
    gold = []
    cards = []
    items = [("CDS", "REPHUN 5Y", "cds", "spread", "118", "124", "10x10", None),
             ("CDS", "ROMANI 5Y", "cds", "spread", "176", "183", "10x10", None),
             ("Cash", "REPHUN 5 3/8 09/12/33", "em_sovereign", "price", "101.40", "101.85", "2x2", bkey("REPHUN", 5.375, "2033-09-12")),
             ("Cash", "POLAND 5 1/8 09/18/34", "em_sovereign", "price", "100.95", "101.30", "3x3", bkey("POLAND", 5.125, "2034-09-18")),
             ("CLO", "ALDERNEY PARK CLO 2025-2 B", "structured", "dm", "198", "185", "1x1", None),
             ("CLO", "ALDERNEY PARK CLO 2025-2 C", "structured", "dm", "255", "240", "1x1", None)]
    for kind, nm, grp, qt, b, a, sz, key in items:
        unit = {"spread": "bp", "price": "px", "dm": "DM"}[qt]
        cards.append(f'<tr><td>{kind}</td><td>{nm}</td><td align="right">{b}</td><td align="right">{a}</td><td>{unit}</td><td>{sz}</td></tr>')
        gold += q(key or nm, grp, d, size=sz, **{qt: (b, a)})
    html = f"""<html><body style="font-family:Arial;font-size:10pt">
<p>Guten Tag, CEE-Staaten (Cash und CDS) und zwei CLO-Tranchen:</p>
<table border="1" cellpadding="3" style="border-collapse:collapse">
<tr><th>Typ</th><th>Instrument</th><th>Geld</th><th>Brief</th><th>Einheit</th><th>Volumen (Mio)</th></tr>
{''.join(cards)}
</table>
<p>CLO: DM über 3M EURIBOR. Ungarn-CDS Vortag 120. Alle Angaben unverbindlich.</p>
<p>Max Quarrendon | Quarrendon Bank AG | +49 211 8830 2271</p></body></html>"""
    return mk("quarrendon-cee-clo", "html", gold, sender=snd, subject="CEE Cash/CDS + CLO 15.12.",
              date=DATE.format(t="10:48:30", z="+0100"), html=html, enc="qp")


LAYOUTS = [l37, l38, l39, l40, l41, l42]
