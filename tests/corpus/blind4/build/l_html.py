# ruff: noqa: B007 - layout rows are unpacked whole so each table keeps its shape readable
"""HTML bodies: Outlook tables with <o:p> and coloured <span>/<font> cells, muni offering
sheets, a CLO BWIC with talk and an ABS/MBS list with covers, EM runs in Spanish and French."""

from __future__ import annotations

import html as htmllib
import re

from common import Layout, cusip, isin, quotes, us_isin
from common import message as mk


def outlook_plain(markup: str) -> str:
    """The text/plain alternative Outlook writes beside an HTML body: cells split by tabs."""
    body = markup.split("<body", 1)[1].split(">", 1)[1]
    body = body.replace("<o:p></o:p></p></td>", "</td>").replace("\n", "")
    body = re.sub(r"</t[dh]>", "\t", body)
    body = re.sub(r"</tr>|</p>|<br>|</div>", "\n", body)
    body = htmllib.unescape(re.sub(r"<[^>]+>", "", body))
    lines = [ln.rstrip("\t ").replace("\xa0", " ") for ln in body.split("\n")]
    return "\n".join(lines).strip() + "\n"

OUTLOOK_HEAD = (
    '<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" '
    'xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">\n'
    '<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
    '<meta name="Generator" content="Microsoft Word 15 (filtered medium)">\n'
    "<style><!--p.MsoNormal{margin:0cm;font-size:11.0pt;font-family:\"Calibri\",sans-serif;}"
    "--></style></head>\n<body lang=EN-US link=\"#0563C1\" vlink=\"#954F72\"><div class=WordSection1>\n"
)


def _op(text, color=None, bold=False):
    inner = text
    if color:
        inner = f'<span style="color:{color}">{inner}</span>'
    if bold:
        inner = f"<b>{inner}</b>"
    return f'<td style="padding:0cm 5.4pt"><p class=MsoNormal>{inner}<o:p></o:p></p></td>'


def ig_frn_outlook():
    d = "vantorkeel"
    rows = [("HALCYNET", "4.8", "4.8", "02/15/2031", "2031-02-15", us_isin("40621NAC"), "+88", "+84",
             "100.62", "100.79", "5MM"),
            ("HALCYNET", "5.35", "5.35", "02/15/2036", "2036-02-15", us_isin("40621NAD"), "+121", "+116",
             "101.05", "101.44", "5MM"),
            ("MERIDX HLTH", "5", "5", "08/01/2033", "2033-08-01", None, "+97", "+92",
             "100.18", "100.49", "3MM"),
            ("SOLENT BANCORP", "5.45", "5.45", "01/20/2032", "2032-01-20", us_isin("83412KAH"), "+112",
             "+107", "100.96", "101.22", "2MM")]
    sz = {"5MM": 5e6, "3MM": 3e6, "2MM": 2e6}
    trs, gold = [], []
    head = ["Issuer", "Cpn", "Maturity", "ISIN", "Bid Sprd", "Ask Sprd", "Bid Px", "Ask Px", "Size"]
    trs.append("<tr>" + "".join(_op(h, bold=True) for h in head) + "</tr>")
    for iss, cpn, cpk, mat, matk, isn, sb, sa, pb, pa, s in rows:
        cells = [_op(iss), _op(cpn), _op(mat), _op(isn or "&nbsp;"), _op(sb, "#00B050"),
                 _op(sa, "#C00000"), _op(pb, "#00B050"), _op(pa, "#C00000"), _op(s)]
        trs.append("<tr>" + "".join(cells) + "</tr>")
        gold += quotes(isn or f"{iss} {cpk} {matk}", "ig", d, sz[s],
                       spread=(float(sb), float(sa)), price=(float(pb), float(pa)))
    frn_head = ["FRN", "Index", "Maturity", "CUSIP", "DM Bid", "DM Ask", "Bid Px", "Ask Px", "Size"]
    frns = [("HALCYNET FRN", "SOFR", "02/15/2029", cusip("40621NAE"), 71, 66, 100.14, 100.21, "5MM"),
            ("SOLENT BANCORP FRN", "SOFR", "01/20/2030", cusip("83412KAJ"), 95, 89, 100.31, 100.42,
             "3MM")]
    trs.append("<tr>" + "".join(_op(h, bold=True) for h in frn_head) + "</tr>")
    for nm, ix, mat, cu, db, da, pb, pa, s in frns:
        cells = [_op(nm), _op(ix), _op(mat), _op(cu), _op(str(db), "#00B050"),
                 _op(str(da), "#C00000"), _op(f"{pb:.2f}", "#00B050"), _op(f"{pa:.2f}", "#C00000"),
                 _op(s)]
        trs.append("<tr>" + "".join(cells) + "</tr>")
        gold += quotes(cu, "frn", d, sz[s], dm=(db, da), price=(pb, pa))
    html = (
        OUTLOOK_HEAD
        + "<p class=MsoNormal>Hi all,<o:p></o:p></p><p class=MsoNormal><o:p>&nbsp;</o:p></p>\n"
        "<p class=MsoNormal>VK IG run, healthcare / TMT / regionals. Green = bid, red = offer."
        "<o:p></o:p></p>\n"
        '<table class=MsoNormalTable border=0 cellspacing=0 cellpadding=0 '
        'style="border-collapse:collapse">\n' + "\n".join(trs) + "\n</table>\n"
        "<p class=MsoNormal><o:p>&nbsp;</o:p></p><p class=MsoNormal>Thanks,<o:p></o:p></p>"
        "<p class=MsoNormal>Cormac Delahunt-Ibe | Vantor Keel &amp; Co | +1 617 555 0118"
        "<o:p></o:p></p>\n</div></body></html>\n"
    )
    eml = mk(sender="Cormac Delahunt-Ibe <cdelahunt@vantorkeel.com>", to="ig@vantorkeel.com",
             subject="VK IG run - HC/TMT/regionals + FRNs", date="Wed, 18 Nov 2026 08:20:44 -0500",
             msgid="<VK0118A2@vantorkeel.com>", text=outlook_plain(html), html=html, enc="qp",
             tag="h01")
    return Layout("vantor-ig-frn-outlook", "html", eml, gold)


def _font(text, color):
    return f'<td align=right><font color="{color}" face="Courier New">{text}</font></td>'


def ig_frn_font_cells():
    d = "bexleyrourke"
    rows = [("ABERLOW", "4 5/8", "4.625", "Mar-30", "2030-03", cusip("00287XAL"), 85, 80, 100.11,
             100.27, "10", "axe: OW"),
            ("ABERLOW", "5 1/4", "5.25", "Mar-35", "2035-03", cusip("00287XAM"), 119, 113, 100.44,
             100.9, "5", ""),
            ("GRIMSBY IND", "5.6", "5.6", "Oct-34", "2034-10", cusip("39807QAB"), 142, 136, 101.3,
             101.72, "5", "axe: BW"),
            ("TOLLAND RAIL", "4.15", "4.15", "May-29", "2029-05", cusip("88902LAC"), 58, 54, 100.26,
             100.37, "15", "")]
    tr = ['<tr bgcolor="#1F3864"><th><font color=white>Name</font></th><th><font color=white>Cpn'
          '</font></th><th><font color=white>Mty</font></th><th><font color=white>CUSIP</font></th>'
          '<th><font color=white>SPRD B/O</font></th><th><font color=white>PX B/O</font></th>'
          '<th><font color=white>Sz (MM)</font></th><th><font color=white>Notes</font></th></tr>']
    gold = []
    for nm, cpn, cpk, mat, matk, cu, sb, sa, pb, pa, s, note in rows:
        tr.append(f"<tr><td>{nm}</td><td>{cpn}</td><td>{mat}</td><td>{cu}</td>"
                  + _font(f"+{sb} / +{sa}", "#0000FF") + _font(f"{pb:.2f} / {pa:.2f}", "#0000FF")
                  + f"<td align=right>{s}</td><td><i>{note}</i></td></tr>")
        gold += quotes(cu, "ig", d, float(s) * 1e6, spread=(sb, sa), price=(pb, pa))
    tr.append("<tr><td colspan=8><b>FRNs (DM vs SOFR)</b></td></tr>")
    frns = [("ABERLOW FRN", "Mar-28", "2028-03", cusip("00287XAN"), 62, 58, "10", ""),
            ("TOLLAND RAIL FRN", "May-31", "2031-05", cusip("88902LAD"), 88, 83, "5", "")]
    for nm, mat, matk, cu, db, da, s, note in frns:
        tr.append(f"<tr><td>{nm}</td><td>SOFR+</td><td>{mat}</td><td>{cu}</td>"
                  + _font(f"DM {db} / {da}", "#7030A0") + "<td></td>"
                  + f"<td align=right>{s}</td><td>{note}</td></tr>")
        gold += quotes(cu, "frn", d, float(s) * 1e6, dm=(db, da))
    html = (
        "<html><body><font face=Arial size=2>Bexley Rourke IG + FRN levels, "
        "<b>20-Nov-2026 07:50</b><br><br>\n<table border=1 cellpadding=3 cellspacing=0>\n"
        + "\n".join(tr) + "\n</table><br>\nOW = offer wanted, BW = bid wanted by our accounts.<br>"
        "<br>Leon Szabo-Grant<br>Bexley Rourke Capital<br>+1 (415) 555-0163<br>"
        "<font size=1 color=gray>Confidential. If you are not the intended recipient, delete "
        "this message.</font></font></body></html>\n"
    )
    eml = mk(sender="Leon Szabo-Grant <lszabo@bexleyrourke.com>", to="clients@bexleyrourke.com",
             subject="BR IG + FRN levels", date="Fri, 20 Nov 2026 07:50:12 -0800",
             msgid="<br.ig.20261120.0750@bexleyrourke.com>", html=html, tag="h02")
    return Layout("bexley-ig-frn-font-cells", "html", eml, gold)


def muni_offering_sheet():
    d = "fenwright"
    rows = [(500, "NEW YORK ST DORM AUTH REV", "5.000", "03/15/2038", "03/15/2034", "64990GZK", 4.12,
             107.384),
            (1000, "CALIFORNIA ST GO", "4.000", "09/01/2041", "09/01/2033", "13063EAD", 4.05, 99.562),
            (250, "TEXAS WTR DEV BRD REV", "5.250", "10/15/2044", "10/15/2035", "88283LQB", 4.47,
             105.918),
            (750, "CHICAGO IL O'HARE ARPT REV", "5.500", "01/01/2049", "01/01/2036", "167593ZM", 4.85,
             104.211)]
    tr = ["<tr><th>Qty (000s)</th><th>Description</th><th>Coupon</th><th>Maturity</th><th>Call</th>"
          "<th>CUSIP</th><th>Yield</th><th>Price</th></tr>"]
    gold = []
    for q, desc, cpn, mat, call, base, y, px in rows:
        cu = cusip(base)
        tr.append(f"<tr><td align=right>{q}</td><td>{desc}</td><td>{cpn}</td><td>{mat}</td>"
                  f"<td>{call}</td><td>{cu}</td><td>{y:.2f}%</td><td>{px:.3f}</td></tr>")
        gold += quotes(cu, "muni", d, (None, q * 1000), **{"yield": (None, y)}, price=(None, px))
    html = (
        "<html><body style='font-family:Tahoma;font-size:9pt'>"
        "<p>FENWRIGHT MUNICIPAL OFFERINGS - 18 Nov 2026 - subject to prior sale</p>\n"
        "<table border=1 style='border-collapse:collapse'>\n" + "\n".join(tr)
        + "\n<tr><td align=right><b>2,500</b></td><td colspan=7><b>Total offered</b></td></tr>"
        "\n</table>\n<p>Yields to worst. Min. 25M; call for larger blocks.</p>\n"
        "<p>Ruth Amankwah<br>Fenwright Municipal Partners<br>800-555-0139 ext 4</p>"
        "</body></html>\n"
    )
    eml = mk(sender="Ruth Amankwah <ramankwah@fenwright.com>", to="muni-bids@fenwright.com",
             subject="Fenwright offerings 11/18", date="Wed, 18 Nov 2026 09:30:00 -0500",
             msgid="<fenwright.offer.1118@fenwright.com>", html=html, tag="h03")
    return Layout("fenwright-muni-offerings", "html", eml, gold)


def muni_two_sided_scale():
    d = "corvallisstanhope"
    rows = [("NEW YORK CITY GO", "5", "08/01/2034", "2034-08-01", 3.38, 3.31, 111.902, 112.371),
            ("MASSACHUSETTS ST GO", "4", "11/01/2039", "2039-11-01", 3.92, 3.86, 100.641, 101.127),
            ("LOS ANGELES DEPT WTR PWR", "5", "07/01/2046", "2046-07-01", 4.21, 4.14, 106.113,
             106.688),
            ("OHIO ST HOSP REV", "4.25", "01/15/2043", "2043-01-15", 4.48, 4.40, 97.625, 98.552)]
    tr = ["<tr style='background:#D9E1F2'><td>State</td><td>Issuer</td><td>Cpn</td><td>Mat</td>"
          "<td>Bid Yld</td><td>Ofr Yld</td><td>Bid Px</td><td>Ofr Px</td><td>Bid Sz</td>"
          "<td>Ofr Sz</td></tr>"]
    st = ["NY", "MA", "CA", "OH"]
    gold = []
    for s, (iss, cpn, mat, matk, yb, ya, pb, pa) in zip(st, rows, strict=True):
        tr.append(f"<tr><td>{s}</td><td>{iss}</td><td>{cpn}%</td><td>{mat}</td><td>{yb:.2f}</td>"
                  f"<td>{ya:.2f}</td><td>{pb:.3f}</td><td>{pa:.3f}</td><td>1,000,000</td>"
                  f"<td>500,000</td></tr>")
        gold += quotes(f"{iss} {cpn} {matk}", "muni", d, (1e6, 5e5), **{"yield": (yb, ya)},
                       price=(pb, pa))
    html = (
        "<html><head><style>td{border:1px solid #999;padding:2px 6px;font:10pt Calibri}</style>"
        "</head><body><div>Two-way muni scale, GOs and revs, for discussion.</div><br>\n<table>"
        + "\n".join(tr) + "</table><br><div>Yields are YTW.</div>"
        "<div>-- <br>Tamsin Okoro-Vance | Corvallis Stanhope | Muni Trading | 503-555-0187</div>"
        "</body></html>\n"
    )
    eml = mk(sender="Tamsin Okoro-Vance <tokoro@corvallisstanhope.com>",
             to="muni@corvallisstanhope.com", subject="CS muni 2-way scale",
             date="Thu, 19 Nov 2026 10:05:09 -0800", msgid="<cs.muni.scale.1119@corvallisstanhope.com>",
             text=outlook_plain(html), html=html, tag="h04")
    return Layout("corvallis-muni-two-way", "html", eml, gold)


def clo_bwic_talk():
    d = "larkspurcap"
    rows = [("OCTAVE 2021-3A A1R", "67591LAB", "5,000,000", (99.75, 100)),
            ("BRIGHTWATER 2019-1A BR", "10947CAD", "3,000,000", (99.25, 99.25)),
            ("CEDAR HOLLOW 2022-2A C", "15089NAF", "2,500,000", (96.5, 97.5)),
            ("MARINUS CLO 2018-4A D", "56781RAH", "1,500,000", (91, 92.5)),
            ("PIKE RIVER 2020-1A E", "72140TAK", "1,000,000", (84, 84))]
    talk = {(99.75, 100): "99.75-100", (99.25, 99.25): "99.25", (96.5, 97.5): "96.5/97.5",
            (91, 92.5): "91-92.5", (84, 84): "mid 80s"}
    tr = ["<tr><th>#</th><th>Tranche</th><th>CUSIP</th><th>Orig Face</th><th>Px Talk</th></tr>"]
    gold = []
    for i, (nm, base, face, tk) in enumerate(rows, 1):
        cu = cusip(base)
        shown = talk[tk]
        tr.append(f"<tr><td>{i}</td><td>{nm}</td><td>{cu}</td><td align=right>{face}</td>"
                  f"<td>{shown}</td></tr>")
        if shown != "mid 80s":  # words, not a level: no quote
            gold += quotes(cu, "structured", d, float(face.replace(",", "")), talk=tk)
    html = (
        "<html><body><p><b>BWIC - CLO mezz/senior - due 11/19 11:00 ET</b></p>"
        "<p>Bid list from a client, talk below is ours (Larkspur), not the seller's.</p>\n"
        "<table border=1 cellspacing=0>\n" + "\n".join(tr) + "\n</table>"
        "<p>Talk in price. Settles T+2.</p><p>Jonah Petrakis-Wynne | Larkspur Capital | "
        "Structured Credit | +1 704 555 0172</p></body></html>\n"
    )
    eml = mk(sender="Jonah Petrakis-Wynne <jpw@larkspurcap.com>", to="clo@larkspurcap.com",
             subject="BWIC 11/19 11:00 - CLO - LSC talk", date="Wed, 18 Nov 2026 16:40:00 -0500",
             msgid="<larkspur.bwic.1119@larkspurcap.com>", html=html, tag="h05")
    return Layout("larkspur-clo-bwic-talk", "html", eml, gold)


def abs_mbs_covers():
    d = "larkspurcap"
    rows = [("CRVNA 2024-P3 B", "14688KAC", "4,200,000", "98-98.5", (98, 98.5), "98.41"),
            ("AMCAR 2025-1 C", "03066PAF", "2,750,000", "99.25-99.75", (99.25, 99.75), "DNT"),
            ("FNR 2023-71 ZA", "3136BQNT", "8,110,450", "84-85", (84, 85), "84.72"),
            ("SPRITE 2021-1 A", "85208NAA", "1,935,000", "92.5", (92.5, 92.5), "92.625")]
    tr = ["<tr><th>Bond</th><th>CUSIP</th><th>Cur Face</th><th>Talk</th><th>Cover</th></tr>"]
    gold = []
    for nm, base, face, tshow, tk, cov in rows:
        cu = cusip(base)
        tr.append(f"<tr><td>{nm}</td><td>{cu}</td><td align=right>{face}</td><td>{tshow}</td>"
                  f"<td>{cov}</td></tr>")
        f = float(face.replace(",", ""))
        gold += quotes(cu, "structured", d, f, talk=tk)
        if cov != "DNT":
            gold += quotes(cu, "structured", d, f, cover=(float(cov), float(cov)))
    html = (
        "<html><body><div style='font-family:Arial'>Results from yesterday's ABS/MBS list "
        "(DNT = did not trade):<br><br>\n<table border=1 cellpadding=2>\n" + "\n".join(tr)
        + "\n</table><br>Talk shown is our pre-auction talk.<br><br>"
        "Jonah Petrakis-Wynne<br>Larkspur Capital</div></body></html>\n"
    )
    eml = mk(sender="Jonah Petrakis-Wynne <jpw@larkspurcap.com>", to="abs@larkspurcap.com",
             subject="Covers: ABS/MBS list 11/19", date="Fri, 20 Nov 2026 08:15:00 -0500",
             msgid="<larkspur.covers.1120@larkspurcap.com>", html=html, tag="h06")
    return Layout("larkspur-abs-mbs-covers", "html", eml, gold)


def em_spanish_run():
    d = "miravalle"
    rows = [("MEX", "6.338", "6.338", "04/05/2035", "2035-05-04", us_isin("91086QBN"), 98.95, 99.45,
             6.49, 6.42),
            ("URUGUAY", "5.1", "5.1", "18/06/2050", "2050-06-18", us_isin("917288BK"), 93.5, 94.25,
             5.58, 5.53),
            ("CHILE", "4.34", "4.34", "07/03/2042", "2042-03-07", us_isin("168863DX"), 85.1, 85.6,
             5.69, 5.64),
            ("PERU", "5.875", "5.875", "08/08/2054", "2054-08-08", None, 95.25, 96, 6.22, 6.16)]
    tr = ["<tr><td><b>Emisor</b></td><td><b>Cup&oacute;n</b></td><td><b>Vencimiento</b></td>"
          "<td><b>ISIN</b></td><td><b>Precio Compra</b></td><td><b>Precio Venta</b></td>"
          "<td><b>Rend. Compra</b></td><td><b>Rend. Venta</b></td></tr>"]
    gold = []
    for iss, cpn, cpk, mat, matk, isn, pb, pa, yb, ya in rows:
        tr.append(f"<tr><td>{iss}</td><td>{cpn}</td><td>{mat}</td><td>{isn or ''}</td>"
                  f"<td>{pb:.2f}</td><td>{pa:.2f}</td><td>{yb:.2f}%</td><td>{ya:.2f}%</td></tr>")
        gold += quotes(isn or f"{iss} {cpk} {matk}", "em_sovereign", d, 2e6, price=(pb, pa),
                       **{"yield": (yb, ya)})
    html = (
        "<html><body><p>Buenos d&iacute;as,</p><p>Les compartimos nuestros niveles indicativos de "
        "soberanos y cuasi-soberanos LatAm (fechas dd/mm/aaaa, montos de USD 2 millones por "
        "lado):</p>\n<table border=1 cellpadding=4>\n" + "\n".join(tr) + "\n</table>\n"
        "<p>Saludos,<br>Ximena Larra&iacute;n Ortega<br>Banco Miravalle, Mesa de Renta Fija "
        "Internacional<br>Tel. +52 55 5555 0190</p></body></html>\n"
    )
    eml = mk(sender="Ximena Larrain Ortega <xlarrain@miravalle.com.mx>", to="clientes@miravalle.com.mx",
             subject="Niveles soberanos LatAm 19-nov", date="Thu, 19 Nov 2026 08:10:00 -0600",
             msgid="<miravalle.latam.20261119@miravalle.com.mx>", html=html, enc="qp", tag="h07")
    return Layout("miravalle-latam-spanish", "html", eml, gold)


def em_french_run():
    d = "montferrat"
    rows = [("COTE D'IVOIRE", "6,125", "6.125", "15/06/2033", "2033-06-15", isin("XS", "160133092"),
             "94,250", "95,000", "7,21", "7,06"),
            ("SENEGAL", "6,75", "6.75", "13/03/2048", "2048-03-13", isin("XS", "179064551"), "71,500",
             "72,750", "9,86", "9,69"),
            ("MAROC", "5,5", "5.5", "11/12/2042", "2042-12-11", isin("XS", "158705330"), "92,125",
             "92,875", "6,23", "6,15"),
            ("BENIN", "4,95", "4.95", "22/01/2035", "2035-01-22", None, "86,000", "87,000", "7,22",
             "7,04")]
    tr = ["<tr><th>&Eacute;metteur</th><th>Coupon</th><th>&Eacute;ch&eacute;ance</th><th>ISIN</th>"
          "<th>Prix achat</th><th>Prix vente</th><th>Rdt achat</th><th>Rdt vente</th></tr>"]
    gold = []

    def f(s):
        return float(s.replace(",", "."))

    for iss, cpn, cpk, mat, matk, isn, pb, pa, yb, ya in rows:
        tr.append(f"<tr><td>{iss}</td><td>{cpn}</td><td>{mat}</td><td>{isn or ''}</td>"
                  f"<td>{pb}</td><td>{pa}</td><td>{yb}</td><td>{ya}</td></tr>")
        gold += quotes(isn or f"{iss} {cpk} {matk}", "em_sovereign", d, None, price=(f(pb), f(pa)),
                       **{"yield": (f(yb), f(ya))})
    html = (
        "<html><body><p>Bonjour &agrave; tous,</p><p>Nos niveaux indicatifs sur les souverains "
        "d'Afrique, ce matin :</p>\n<table border=1>\n" + "\n".join(tr) + "\n</table>\n"
        "<p>Rendements en %, prix en % du nominal.</p><p>Bien cordialement,<br>Baptiste "
        "N'Diaye-Lef&egrave;vre<br>Montferrat &mdash; Dette &Eacute;mergente<br>"
        "+33 1 55 55 01 47</p></body></html>\n"
    )
    eml = mk(sender="Baptiste N'Diaye-Lefevre <baptiste.ndiaye@montferrat.fr>",
             to="clients-em@montferrat.fr", subject="Souverains Afrique - niveaux 20/11",
             date="Fri, 20 Nov 2026 09:02:00 +0100", msgid="<montferrat.afr.20112026@montferrat.fr>",
             html=html, tag="h08")
    return Layout("montferrat-africa-french", "html", eml, gold)


LAYOUTS = [ig_frn_outlook, ig_frn_font_cells, muni_offering_sheet, muni_two_sided_scale,
           clo_bwic_talk, abs_mbs_covers, em_spanish_run, em_french_run]
