"""HTML bodies: Outlook-ish nested tables with inline styles, text alternatives, forwards and reply history."""

from __future__ import annotations

from common import cusip, isin, mk, q

TO = "pm-credit@clients.example-am.com"
TD = 'style="padding:2px 6px;border:1px solid #bfbfbf;font-family:Calibri,sans-serif;font-size:10pt"'
TDR = 'style="padding:2px 6px;border:1px solid #bfbfbf;font-family:Calibri,sans-serif;font-size:10pt;text-align:right"'
TH = 'style="padding:2px 6px;background:#1f3864;color:#ffffff;font-family:Calibri,sans-serif;font-size:10pt"'


def tr(cells, right_from=1):
    return "<tr>" + "".join(f"<td {TDR if j >= right_from else TD}>{c}</td>" for j, c in enumerate(cells)) + "</tr>"


def th(cells):
    return "<tr>" + "".join(f"<th {TH}>{c}</th>" for c in cells) + "</tr>"


def wrap(inner_tables, intro, outro):
    """Outlook-ish: a layout table holding each data table in its own cell."""
    cells = "".join(f'<tr><td style="padding:8px 0">{t}</td></tr>' for t in inner_tables)
    return (
        '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8">'
        "<style>p.MsoNormal{margin:0;font-family:Calibri,sans-serif;font-size:11pt}</style></head>"
        f'<body lang="EN-US"><div class="WordSection1"><p class="MsoNormal">{intro}<o:p></o:p></p>'
        f'<table border="0" cellspacing="0" cellpadding="0" style="border-collapse:collapse">{cells}</table>'
        f'<p class="MsoNormal">{outro}<o:p></o:p></p></div></body></html>'
    )


# ------------------------------------------------------------------ munis + IG (pair 1)


def ormsby_muni_ig_html():
    snd = "Faye Ormond <formond@ormsbyclarke.com>"
    d = "ormsbyclarke"
    gold = []
    mun = [("13063DZR", "CA ST GO", "5.000", "08/01/2036", "@102 08/01/32", "3.19 / 3.13", "112.081 / 112.520", "1,000"),
           ("64971XKT", "NYC TFA SUB", "5.000", "11/01/2043", "@100 11/01/34", "4.06 / 4.00", "106.802 / 107.281", "2,000"),
           ("20775HNC", "CT HLTH & EDL YNHH", "4.000", "07/01/2049", "@100 07/01/33", "4.31 / 4.25", "96.102 / 96.905", "500")]
    t1 = [f'<table style="border-collapse:collapse">{th(["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Yld B / O", "Px B / O", "Par (000)"])}']
    tx1 = []
    for base, iss, cp, m, call, y, p, par in mun:
        cu = cusip(base)
        t1.append(tr([cu, iss, cp, m, call, y, p, par], right_from=2))
        tx1.append(f"{cu}  {iss} {cp} {m} ({call})  yld {y}  px {p}  {par}M")
        sz = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(sz, sz), yield_=tuple(y.split(" / ")), price=tuple(p.split(" / ")))
    t1.append("</table>")
    ig = [("DELAMERE INC 5.35 08/15/35", "DELAMERE INC 5.35 2035-08-15", "+128", "+123", "100.08", "100.45", "3MM"),
          ("KELLAWAY 5.4 07/15/35", "KELLAWAY 5.4 2035-07-15", "+130", "+124", "100.81", "101.27", "2MM"),
          ("PASCOE 4.45 09/01/29", "PASCOE 4.45 2029-09-01", "+72", "+68", "99.59", "99.71", "5MM")]
    t2 = [f'<table style="border-collapse:collapse">{th(["Bond", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr", "Size"])}']
    tx2 = []
    for w, key, sb, so, pb, po, sz in ig:
        t2.append(tr([w, sb, so, pb, po, sz]))
        tx2.append(f"{w:<28} {sb}/{so}   {pb}/{po}   {sz}")
        gold += q(key, "ig", d, size=sz, spread=(sb, so), price=(pb, po))
    t2.append("</table>")
    html = wrap(["".join(t1), "".join(t2)], "Good morning - munis (yld / px) then IG (sprd vs UST / px).",
                "Faye Ormond | Ormsby Clarke &amp; Co. | +1 212 555 0124")
    text = "\n".join(["Good morning - munis (yld / px) then IG (sprd vs UST / px).", "", "MUNIS (M = $000)", *tx1, "",
                      "IG", *tx2, "", "Faye Ormond | Ormsby Clarke & Co. | +1 212 555 0124"])
    return mk("ormsby-muni-ig-html", "html", gold, sender=snd, to=TO, subject="OC munis + IG",
              date="Tue, 08 Dec 2026 08:07:00 -0500", text=text, html=html)


def hallam_muni_ig_reply():
    snd = "Greta Hallam <ghallam@hallambrooke.com>"
    d = "hallambrooke"
    gold = []
    mun = [("594615MC", "MICHIGAN ST BLDG AUTH", "5.000 10/15/2040", "3.88%", "3.81%", "106.95", "107.52"),
           ("880558KP", "TENNESSEE ST SCH BD", "5.000 11/01/2038", "3.47%", "3.41%", "109.66", "110.14"),
           ("167486YT", "CHICAGO IL WTR REV AGM", "5.250 11/01/2044", "4.44%", "4.37%", "106.21", "106.84")]
    rows = [th(["CUSIP", "Issuer", "Cpn / Mat", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px"])]
    for base, iss, cm, by, oy, bp, op in mun:
        cu = cusip(base)
        rows.append(tr([cu, iss, cm, by, oy, bp, op], right_from=3))
        gold += q(cu, "muni", d, size=(1000000, 1000000), yield_=(by, oy), price=(bp, op))
    ig = [("ORRELL 5.1 4/15/31", "ORRELL 5.1 2031-04-15", "+95", "+90", "100.88", "101.09"),
          ("LYSANDER 4.9 2/15/34", "LYSANDER 4.9 2034-02-15", "+116", "+111", "98.96", "99.30")]
    rows2 = [th(["IG", "Bid", "Ofr", "Bid Px", "Ofr Px", "", ""])]
    for w, key, sb, so, pb, po in ig:
        rows2.append(tr([w, sb, so, pb, po, "", ""]))
        gold += q(key, "ig", d, size=(1000000, 1000000), spread=(sb, so), price=(pb, po))
    table = '<table class="MsoNormalTable" border="1" cellspacing="0" cellpadding="0" style="border-collapse:collapse">' + "".join(rows + rows2) + "</table>"
    old = ('<table class="MsoNormalTable" border="1" cellspacing="0" style="border-collapse:collapse">'
           + tr(["ORRELL 5.1 4/15/31", "+99", "+94", "100.70", "100.91"]) + tr(["LYSANDER 4.9 2/15/34", "+119", "+114", "98.75", "99.10"]) + "</table>")
    html = (
        '<html><head><meta charset="utf-8"></head><body><div class="WordSection1">'
        '<p class="MsoNormal">Updated for this morning, 1mm clips on everything:</p>'
        f"{table}"
        '<p class="MsoNormal">Greta</p>'
        '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in">'
        '<p class="MsoNormal"><b>From:</b> Greta Hallam &lt;ghallam@hallambrooke.com&gt;<br><b>Sent:</b> Monday, December 7, 2026 4:12 PM<br>'
        "<b>To:</b> PM Credit<br><b>Subject:</b> HB munis + IG</p></div>"
        f'<p class="MsoNormal">Close levels:</p>{old}</div></body></html>'
    )
    return mk("hallam-muni-ig-reply", "html", gold, sender=snd, to=TO, subject="RE: HB munis + IG",
              date="Tue, 08 Dec 2026 07:55:00 -0500", html=html, enc="qp")


# ------------------------------------------------------------------ structured + EM + HY (pair 2)


def pendragon_sp_em_hy_html():
    snd = "Theo Pask <tpask@pendragonvale.com>"
    d = "pendragonvale"
    gold = []
    sp = [("12646TAD", "CRESTLINE CARD 2025-1 B", "8,000", "8,000", "1.0000", "J+92 / J+86", "99-28 / 100-01"),
          ("29410MAJ", "ELMWORTH MTG 2023-NQM4 M1", "6,000", "2,539", "0.4231", "T+215 / T+205", "97-04 / 97-12"),
          ("55302LAM", "MERIDEN CML 2024-C7 C", "5,000", "5,000", "1.0000", "T+305 / T+290", "95-16 / 96-00")]
    t1 = [th(["CUSIP", "Bond", "Orig ($000)", "Curr ($000)", "Factor", "Sprd B / O", "Px B / O"])]
    for base, bond, of, cf, fac, s, p in sp:
        cu = cusip(base)
        t1.append(tr([cu, bond, of, cf, fac, s, p], right_from=2))
        sb, so = (x[2:] for x in s.split(" / "))
        pb, po = p.split(" / ")
        gold += q(cu, "structured", d, size=(2000000, 2000000), spread=(sb, so), price=(pb, po))
    em = [("XS", "2681104N0", "ROMANIA 5.625 02/22/36", "97.90", "98.40", "5.91", "5.84"),
          ("XS", "2733918P0", "COLOMBIA 8 11/14/35", "103.45", "104.20", "7.44", "7.33")]
    t2 = [th(["ISIN", "EM Sovereign", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask", ""])]
    for pre, b9, w, pb, pa, yb, ya in em:
        i = isin(pre, b9)
        t2.append(tr([i, w, pb, pa, yb, ya, ""], right_from=2))
        gold += q(i, "em_sovereign", d, size=(2000000, 2000000), price=(pb, pa), yield_=(yb, ya))
    hy = [("HALBERD 7.25 05/01/30", "HALBERD 7.25 2030-05-01", "99.625", "100.375", "7.35", "7.13"),
          ("TALBRIDGE 9 12/01/28", "TALBRIDGE 9 2028-12-01", "98.75", "99.50", "9.70", "9.28")]
    t3 = [th(["HY", "", "Px Bid", "Px Ask", "YTW Bid", "YTW Ask", ""])]
    for w, key, pb, pa, yb, ya in hy:
        t3.append(tr([w, "", pb, pa, yb, ya, ""], right_from=2))
        gold += q(key, "hy", d, size=(2000000, 2000000), price=(pb, pa), yield_=(yb, ya))
    tabs = ['<table style="border-collapse:collapse">' + "".join(t) + "</table>" for t in (t1, t2, t3)]
    html = wrap(tabs, "Securitised (sprd / px in 32nds), EM and HY below. 2mm per side.",
                "Theo Pask - Pendragon Vale Securities - +1 212 555 0188")
    return mk("pendragon-sp-em-hy-html", "html", gold, sender=snd, to=TO, subject="PV SP / EM / HY",
              date="Tue, 08 Dec 2026 09:12:00 -0500", html=html, enc="qp")


def arkwright_fwd_sp_em_hy():
    snd = "Nadia Fielding <nfielding@clients.example-am.com>"
    orig = "Leo Grant <lgrant@arkwrightlisle.com>"
    d = "arkwrightlisle"
    gold = []
    rows = [th(["Security", "Bid", "Offer", "Measure", "Size"])]
    data = [
        ("CARMODY AUTO 2023-1 C", "structured", "T+172", "T+165", "spread", "3mm"),
        ("CARMODY AUTO 2023-1 C", "structured", "98-20", "98-26", "price", "3mm"),
        ("KEYSTONE CML 2019-C5 AS", "structured", "S+245", "S+235", "dm", "2mm"),
        ("TURKIY 7.125 07/17/32", "em_sovereign", "101.05", "101.55", "price", "2mm"),
        ("MEX 6.35 02/09/35", "em_sovereign", "+224", "+218", "z_spread", "2mm"),
        ("CRESSWELL 8.5 10/15/29", "hy", "102.625", "103.375", "price", "1mm"),
        ("NORTHAM 6.125 01/15/32", "hy", "94.50", "n/a", "price", "1mm"),
    ]
    keys = {"TURKIY 7.125 07/17/32": "TURKIY 7.125 2032-07-17", "MEX 6.35 02/09/35": "MEX 6.35 2035-02-09",
            "CRESSWELL 8.5 10/15/29": "CRESSWELL 8.5 2029-10-15", "NORTHAM 6.125 01/15/32": "NORTHAM 6.125 2032-01-15"}
    label = {"spread": "sprd", "price": "px", "dm": "DM", "z_spread": "Z"}
    for sec, grp, b, a, qt, sz in data:
        rows.append(tr([sec, b, a, label[qt], sz]))
        bb = b.lstrip("TS+") if qt in ("spread", "dm") else b
        aa = None if a == "n/a" else (a.lstrip("TS+") if qt in ("spread", "dm") else a)
        s = int(sz[:-2]) * 1000000
        gold += q(keys.get(sec, sec), grp, d, size=(s, s if aa else None), **{qt: (bb, aa)})
    table = '<table border="1" cellspacing="0" style="border-collapse:collapse">' + "".join(rows) + "</table>"
    html = (
        '<html><body><div dir="ltr">Worth a look - Arkwright run below, SP levels look tight vs PV.<br><br>'
        '<div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>'
        f"From: <strong>Leo Grant</strong> &lt;lgrant@arkwrightlisle.com&gt;<br>Date: Tue, Dec 8, 2026 at 8:41 AM<br>"
        "Subject: AL run<br>To: Nadia Fielding &lt;nfielding@clients.example-am.com&gt;<br></div><br>"
        f'<div dir="ltr">Morning, run below.<br><br>{table}<br>Leo Grant<br>Arkwright Lisle &amp; Co.<br>+1 646 555 0102</div>'
        "</div></div></body></html>"
    )
    del orig
    return mk("arkwright-fwd-sp-em-hy", "html", gold, sender=snd, to="credit-analysts@clients.example-am.com",
              subject="Fwd: AL run", date="Tue, 08 Dec 2026 09:02:00 -0500", html=html)


LAYOUTS = [
    ormsby_muni_ig_html, hallam_muni_ig_reply,
    pendragon_sp_em_hy_html, arkwright_fwd_sp_em_hy,
]
