"""HTML bodies: forwarded chains with superseded runs, model columns beside prices, bid/offer in one cell."""

from __future__ import annotations

from common import mk, q, ui

CSS = "font-family:Calibri,Arial,sans-serif;font-size:10pt"


def tbl(rows, head=1, style="border-collapse:collapse", cell="border:1px solid #999;padding:2px 6px"):
    out = [f'<table style="{style}">']
    for i, r in enumerate(rows):
        tag = "th" if i < head else "td"
        out.append("<tr>" + "".join(f'<{tag} style="{cell}">{c}</{tag}>' for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def page(body):
    return f'<html><head><meta charset="utf-8"></head><body style="{CSS}">\n{body}\n</body></html>\n'


# ---------------------------------------------------------------- 37 / 38: forwards whose dealer mail carries an older run


def l37():
    dlr = "quarrenden"
    gold = []
    ig = [("Bond", "Sprd B/O", "Px B/O", "Sz", "Chg")]
    for iss, c, m, mk_, sp, px, sz in [
            ("SELBY CROSS PHARMA", 5.05, "2036-02-20", "5.05 02/20/36", ("+103", "+98"), ("99.38", "99.76"), "3x3"),
            ("BROOKMERE FINANCIAL", 5.4, "2034-10-01", "5.4 10/01/34", ("+120", "+115"), ("101.21", "101.58"), "5x5"),
            ("GOLDRING TELECOM", 5.9, "2055-09-15", "5.9 09/15/55", ("+150", "+144"), ("99.10", "99.95"), "2x2")]:
        ig.append((f"{iss} {mk_}", f"{sp[0]} / {sp[1]}", f"{px[0]} / {px[1]}", sz, "-1"))
        gold += q(f"{iss} {c:g} {m}", "ig", dlr, size=sz, spread=sp, price=px)
    sec = [("CUSIP", "Deal", "Rtg", "WAL", "DM B/O", "Px B/O")]
    for deal, rtg, wal, dm, px in [("HALSEY PARK CLO 2021-1A B", "AA", "3.2", ("158", "149"), ("100.22", "100.46")),
                                   ("TIDEMARK CLO 2024-3A D", "BBB-", "5.8", ("420", "402"), ("99.62", "100.10"))]:
        cus = ui("US", deal + "fw")[2:11]
        sec.append((cus, deal, rtg, wal, f"{dm[0]} / {dm[1]}", f"{px[0]} / {px[1]}"))
        gold += q(cus, "structured", dlr, size="2x2", dm=dm, price=px)
    old = [("Bond", "Sprd B/O", "Px B/O", "Sz"),
           ("SELBY CROSS PHARMA 5.05 02/20/36", "+106 / +101", "99.15 / 99.54", "3x3"),
           ("BROOKMERE FINANCIAL 5.4 10/01/34", "+122 / +117", "101.05 / 101.43", "5x5"),
           ("KERRIDGE MOTOR CREDIT 5.2 01/28/30", "+131 / +126", "100.31 / 100.48", "5x5")]
    body = f"""<p>Team - Quarrenden's updated run below, FYI. Their 7am levels (further down) are stale.</p>
<p>Zoe</p>
<p>Zoe Halloran | Portfolio Manager | Mossgiel Investors | +44 20 7946 0302</p>
<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in">
<p><b>From:</b> Arjun Bhatt &lt;abhatt@quarrenden.com&gt;<br>
<b>Sent:</b> Tuesday, January 12, 2027 9:41 AM<br>
<b>To:</b> Zoe Halloran &lt;zhalloran@mossgiel.co.uk&gt;<br>
<b>Subject:</b> RE: Quarrenden IG / CLO run - UPDATED</p></div>
<p>Zoe - refreshed after the CPI print. IG sizes as shown, CLO 2x2.</p>
{tbl(ig)}
<br>
{tbl(sec)}
<p>Arjun Bhatt | Quarrenden Securities | +1 212 555 0179<br>Quarrenden Securities LLC. Indicative levels, subject to change.</p>
<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in">
<p><b>From:</b> Arjun Bhatt &lt;abhatt@quarrenden.com&gt;<br>
<b>Sent:</b> Tuesday, January 12, 2027 7:02 AM<br>
<b>To:</b> Quarrenden IG Clients<br>
<b>Subject:</b> Quarrenden IG / CLO run</p></div>
{tbl(old)}
<p>HALSEY PARK CLO 2021-1A B  DM 160 / 150  px 100.20 / 100.45</p>
"""
    return mk("mossgiel-fw-quarrenden-updated", "html", gold, sender="Zoe Halloran <zhalloran@mossgiel.co.uk>",
              subject="FW: RE: Quarrenden IG / CLO run - UPDATED", date="Tue, 12 Jan 2027 14:44:10 +0000",
              html=page(body), enc="qp")


def l38():
    dlr = "castlegarth"
    gold = []
    rows = [("Issuer", "Cpn", "Maturity", "G-Sprd", "Price", "Size")]
    for iss, c, mt, m, sp, px, sz in [
            ("HARTWELL INSTRUMENTS", "4.85", 4.85, "2031-03-15", ("+86", "+82"), ("100.93", "101.10"), "5mm"),
            ("PENNOCK FOODS", "4.375", 4.375, "2029-09-15", ("+81", "+77"), ("99.18", "99.34"), "5mm"),
            ("LANFORD HEALTH", "4.9", 4.9, "2032-07-15", ("+95", "+91"), ("100.52", "100.76"), "3mm")]:
        rows.append((iss, c, mt_fmt(m), f"{sp[0]}<br>{sp[1]}", f"{px[0]}<br>{px[1]}", sz))
        gold += q(f"{iss} {mt:g} {m}", "ig", dlr, size=sz, spread=sp, price=px)
    abs_ = [("Deal / Class", "CUSIP", "Orig", "Fctr", "Sprd (bid / offer)", "Px (bid / offer)")]
    for deal, o, fac, sp, px in [("WESTLEIGH AUTO 2025-2 C", "35.0", "0.744", ("J+116", "J+108"), ("99-29", "100-01")),
                                 ("PENROSE MASTER 2024-A A", "250.0", "1.000", ("J+51", "J+47"), ("100-09+", "100-11"))]:
        cus = ui("US", deal + "cg")[2:11]
        abs_.append((deal, cus, o, fac, f"{sp[0]} / {sp[1]}", f"{px[0]} / {px[1]}"))
        gold += q(cus, "structured", dlr, size="3x3", spread=(sp[0][2:], sp[1][2:]), price=px)
    body = f"""<div dir="ltr">Fwd from Castlegarth - note these replace the ones they sent at 7:30 (quoted under theirs).<br><br>
Tom<br>--<br>Tom Aske | Credit PM | Whinfell Capital | +1 617 555 0184<br><br>
<div class="gmail_quote">---------- Forwarded message ---------<br>
From: <b>Priya Castellanos</b> &lt;pcastellanos@castlegarth.com&gt;<br>
Date: Tue, Jan 12, 2027 at 10:05 AM<br>
Subject: Castlegarth IG + ABS - updated 10:00<br>
To: Tom Aske &lt;taske@whinfellcap.com&gt;<br><br>
<p>Updated levels, supersede the 7:30 run. IG: G-spread over offer in one cell (bid on top). ABS 3mm per side.</p>
{tbl(rows)}
<br>
{tbl(abs_)}
<p>Priya Castellanos | Castlegarth Capital Markets | +1 312 555 0114</p>
<div class="gmail_quote">On Tue, Jan 12, 2027 at 7:30 AM Priya Castellanos &lt;pcastellanos@castlegarth.com&gt; wrote:<br>
<blockquote class="gmail_quote" style="margin:0 0 0 .8ex;border-left:1px #ccc solid;padding-left:1ex">
{tbl([("Issuer", "Cpn", "Maturity", "G-Sprd", "Price", "Size"),
      ("HARTWELL INSTRUMENTS", "4.85", "03/15/2031", "+89<br>+85", "100.80<br>100.98", "5mm"),
      ("PENNOCK FOODS", "4.375", "09/15/2029", "+83<br>+79", "99.12<br>99.28", "5mm"),
      ("SELBY CROSS PHARMA", "5.05", "02/20/2036", "+105<br>+100", "99.25<br>99.64", "3mm")])}
</blockquote></div></div></div>
"""
    return mk("whinfell-gmail-fw-castlegarth", "html", gold, sender="Tom Aske <taske@whinfellcap.com>",
              subject="Fwd: Castlegarth IG + ABS - updated 10:00", date="Tue, 12 Jan 2027 10:12:30 -0500",
              html=page(body), enc="qp")


def mt_fmt(iso):
    y, m, d = iso.split("-")
    return f"{m}/{d}/{y}"


# ---------------------------------------------------------------- 39 / 40: agencies + munis with model columns


def l39():
    dlr = "kirkbride"
    gold = []
    ag = [("CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Px Bid", "Px Ofr", "YTC (mid)", "RV (bp)", "Size")]
    for iss, c, m, call, pb, pa, ytc, rv, sz in [
            ("FHLB", "4.75", "01/28/2032", "04/28/27 @100", "99.688", "99.875", "5.02", "+41", "10MM"),
            ("FFCB", "4.55", "06/14/2030", "06/14/27 @100", "99.750", "99.938", "4.81", "+33", "5MM"),
            ("FHLMC", "5.125", "02/02/2037", "02/02/28 @100", "99.375", "99.750", "5.30", "+58", "5MM")]:
        cus = ui("US", iss + m + "kb")[2:11]
        ag.append((cus, iss, c, m, call, pb, pa, ytc, rv, sz))
        gold += q(cus, "agency", dlr, size=sz, price=(pb, pa))
    mu = [("CUSIP", "Description", "Par (000)", "Yld Bid", "Yld Ofr", "Px Bid", "Px Ofr", "RV (bp)")]
    for desc, par, yb, ya, pb, pa, rv in [
            ("WASHINGTON ST GO 5% 08/01/2042", "1,000", "3.88", "3.81", "108.62", "109.21", "-6"),
            ("TEXAS ST TRANSN COMMN 5% 10/01/2039", "2,000", "3.67", "3.60", "110.05", "110.66", "-4"),
            ("CHICAGO IL BRD OF ED 5% 12/01/2044", "500", "5.11", "5.02", "98.55", "99.70", "+112")]:
        cus = ui("US", desc)[2:11]
        mu.append((cus, desc, par, yb, ya, pb, pa, rv))
        n = int(par.replace(",", "")) * 1000
        gold += q(cus, "muni", dlr, size=(n, n), yield_=(yb, ya), price=(pb, pa))
    body = f"""<p>Morning - agency callables and munis below.</p>
{tbl(ag)}
<p style="font-size:8pt">YTC is at mid. RV = our OAS vs SOFR (model), shown for relative value only - not a level.</p>
{tbl(mu)}
<p style="font-size:8pt">Munis: RV = spread to our AAA curve at mid. Par in thousands.</p>
<p>Grace Liddell | Kirkbride & Sons | Rates / Municipals<br>T +1 412 555 0161 | 500 Grant St, Pittsburgh PA 15219<br>
Kirkbride &amp; Sons LLC, member FINRA/SIPC/MSRB. Prices subject to change.</p>"""
    return mk("kirkbride-agy-muni-rv-columns", "html", gold, sender="Grace Liddell <gliddell@kirkbride.com>",
              subject="agency callables / munis 1/12", date="Tue, 12 Jan 2027 08:52:20 -0500", html=page(body), enc="qp")


def l40():
    dlr = "amberleyfox"
    gold = []
    rows = [("", "", "", "Bid", "Bid", "Offer", "Offer", "", ""),
            ("Security", "Cpn", "Maturity", "Px", "Yld", "Px", "Yld", "Sprd*", "Amt")]
    for kind, sec, c, m, pb, yb, pa, ya, sp, amt in [
            ("agency", "FNMA", "4.25", "03/17/2033", "99.22", "4.39", "99.41", "4.36", "29", "10mm"),
            ("agency", "TVA", "4.875", "05/15/2035", "101.05", "4.72", "101.38", "4.67", "38", "5mm"),
            ("muni", "MARYLAND ST GO", "5", "08/01/2037", "112.41", "3.42", "112.95", "3.36", "-3", "1mm"),
            ("muni", "NEW YORK ST THRUWAY AUTH", "5", "01/01/2046", "106.10", "4.18", "106.72", "4.11", "6", "1mm"),
            ("muni", "PHILADELPHIA PA ARPT", "5.25", "07/01/2043", "107.30", "4.29", "108.05", "4.20", "18", "500k")]:
        rows.append((sec, c, m, pb, yb, pa, ya, sp, amt))
        y, mo, da = m.split("/")[2], m.split("/")[0], m.split("/")[1]
        cp = float(c)
        amt_n = int(amt[:-2]) * 1000000 if amt.endswith("mm") else int(amt[:-1]) * 1000
        gold += q(f"{sec} {cp:g} {y}-{mo}-{da}", kind, dlr, size=(amt_n, amt_n), price=(pb, pa), yield_=(yb, ya))
    body = f"""<p>Hi - agencies and munis this morning.</p>
{tbl(rows, head=2)}
<p style="font-size:8pt">* Sprd = OAS to the SOFR curve for agencies, spread to MMD for munis - mid, model, for reference.</p>
<p>Best,<br>Sam Oyelaran<br>Amberley Fox Securities | +1 704 555 0198 | 214 N Tryon St, Charlotte NC 28202</p>"""
    return mk("amberleyfox-two-row-header-oas", "html", gold, sender="Sam Oyelaran <soyelaran@amberleyfox.com>",
              subject="Agy / muni levels", date="Tue, 12 Jan 2027 09:05:41 -0500", html=page(body), enc="qp")


# ---------------------------------------------------------------- 41 / 42: EM corporates + FRNs + preferreds


def l41():
    dlr = "haldenbrook"
    gold = []
    em = [("Issuer", "ISIN", "Cpn", "Mat", "Z (bid / offer)", "Px (bid / offer)", "Rtg", "Dur")]
    for iss, c, m, z, px, rtg, du in [
            ("MINERA QUEBRADA", "5.95", "01/34", ("+218", "+209"), ("99.05", "99.60"), "BBB-", "5.9"),
            ("ORINOCA ENERGIA", "6.5", "03/33", ("+262", "+251"), ("99.40", "99.95"), "BB+", "5.1"),
            ("CEMENTOS DEL NORTE", "7.25", "10/31", ("7.12%", "7.01%"), ("100.45", "100.90"), "BB", "4.0")]:
        isn = ui("XS", iss + m)
        em.append((iss, isn, c, m, f"{z[0]}<br>{z[1]}", f"{px[0]}<br>{px[1]}", rtg, du))
        if z[0].endswith("%"):
            gold += q(isn, "em_sovereign", dlr, size="2x2", asset_class="corporate", yield_=z, price=px)
        else:
            gold += q(isn, "em_sovereign", dlr, size="2x2", asset_class="corporate", z_spread=z, price=px)
    fr = [("FRN", "ISIN", "Index", "DM (bid / offer)", "Px (bid / offer)")]
    for iss, ix, dm, px in [("BANCO PLATENSE FRN 06/29", "SOFR+160", ("158bp", "149bp"), ("100.05", "100.35")),
                            ("GULF HARBOUR BANK FRN 11/28", "SOFR+105", ("102", "96"), ("100.02", "100.18"))]:
        isn = ui("XS", iss)
        fr.append((iss, isn, ix, f"{dm[0]}<br>{dm[1]}", f"{px[0]}<br>{px[1]}"))
        gold += q(isn, "frn", dlr, size="3x3", dm=(dm[0].replace("bp", ""), dm[1].replace("bp", "")), price=px)
    pf = [("Preferred", "CUSIP", "Div", "Bid / Offer", "Cur Yld", "1st Call")]
    for d, div, px, cy, call in [("HALBROOK BANCORP 6.25% SER B", "$1.5625", ("$25.20", "$25.36"), "6.20%", "02/15/29"),
                                 ("TALLIS INSURANCE 5.95% SER D", "$1.4875", ("$24.12", "$24.30"), "6.17%", "09/30/28")]:
        cus = ui("US", d + "hb")[2:11]
        pf.append((d, cus, div, f"{px[0]}<br>{px[1]}", cy, call))
        gold += q(cus, "preferred", dlr, price=(px[0][1:], px[1][1:]))
    body = f"""<p>EM corp / FRN / prefs from Haldenbrook. EM and FRNs 2mm and 3mm per side as noted; bid on top, offer below.</p>
<p><b>EM CORPORATES</b> (Z-spread unless marked %, sizes 2mm per side)</p>
{tbl(em)}
<p><b>FRNs</b> (3mm per side)</p>
{tbl(fr)}
<p><b>$25 PREFERREDS</b> (5,000 shs min)</p>
{tbl(pf)}
<p>Felipe Arantes | Haldenbrook Securities | +1 305 555 0186 | +55 11 5555 0117<br>
Haldenbrook Securities LLC. Indicative, subject to change. Dur = modified duration.</p>"""
    return mk("haldenbrook-em-frn-pfd-stacked-cells", "html", gold, sender="Felipe Arantes <farantes@haldenbrook.com>",
              subject="EM corp / FRN / prefs", date="Tue, 12 Jan 2027 09:40:12 -0500", html=page(body), enc="qp")


def l42():
    dlr = "varnhamco"
    gold = []
    p = 'class=MsoNormal style="margin:0"'
    rows_html = []
    data = [  # section, desc, isin seed, bid, ask, measure, extra, group, asset, size
        ("EM CORP", "ANDSUR 6.7 02/16/32", ("95.10", "95.85"), "price", "Z +341", "em_sovereign", "corporate", "2x2"),
        ("EM CORP", "KOWLOON PORT 5.25 06/11/31", ("+137", "+130"), "spread", "px 100.45", "em_sovereign", "corporate", "2x2"),
        ("EM CORP", "NAMIB COPPER 8 1/8 09/30", ("8.42%", "8.19%"), "yield", "px 98.9 mid", "em_sovereign", "corporate", "1x1"),
        ("FRN", "DARROWBY BANK FRN 05/29", ("93", "87"), "dm", "QM +95", "frn", "corporate", "3x3"),
        ("FRN", "NORDLAND KOMMUNALBANK FRN 03/28", ("14", "10"), "dm", "QM +16", "frn", "agency", "5x5"),
        ("PFD", "VESTRY RE 5.875% SER A", ("24.38", "24.55"), "price", "Div $1.46875", "preferred", None, None),
    ]
    for sec, desc, ba, meas, extra, grp, ac, sz in data:
        isn = ui("US" if sec == "PFD" else "XS", desc + "vh")
        rows_html.append("<tr>" + "".join(f"<td><p {p}>{c}</p></td>" for c in (sec, desc, isn, ba[0], ba[1], extra, sz or "")) + "</tr>")
        kw = {"size": sz} if sz else {}
        gold += q(isn, grp, dlr, asset_class=ac, **kw, **{meas: (ba[0], ba[1])})
    body = f"""<p {p}>Good morning, levels below (bid / offer; the unit is in the cell where it isn't price).</p>
<table class=MsoNormalTable border=1 cellspacing=0 cellpadding=0>
<tr><td><p {p}><b>Sector</b></p></td><td><p {p}><b>Security</b></p></td><td><p {p}><b>ISIN</b></p></td><td><p {p}><b>Bid</b></p></td>
<td><p {p}><b>Offer</b></p></td><td><p {p}><b>Ref</b></p></td><td><p {p}><b>BxO (MM)</b></p></td></tr>
{chr(10).join(rows_html)}
</table>
<p {p}>Ref column: Z-spread, price or quoted margin at mid, for reference only.</p>
<p {p}>Edward Kinsella | Varnham &amp; Co | EM &amp; Floaters | +44 20 7946 0925</p>
<p {p}>Varnham &amp; Co Ltd, 20 Gracechurch St, London EC3V 0BG. Authorised and regulated by the FCA (FRN 402281).</p>"""
    return mk("varnham-msonormal-unit-per-cell", "html", gold, sender="Edward Kinsella <ekinsella@varnhamco.co.uk>",
              subject="EM corp / FRN / pfd", date="Tue, 12 Jan 2027 08:58:03 +0000", html=page(body), enc="qp")


LAYOUTS = [l37, l38, l39, l40, l41, l42]
