"""HTML bodies: Outlook nested tables, colspan / rowspan headers, <br> in cells, a table pasted from Excel."""

from __future__ import annotations

import datetime as dt
import html as H

from common import MM, cusip, eml, isin, price, q, r, years

D = dt.date

HEAD = """<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml"
xmlns="http://www.w3.org/TR/REC-html40"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="Generator" content="Microsoft Word 15 (filtered medium)"><style><!--
p.MsoNormal, li.MsoNormal, div.MsoNormal {margin:0in; font-size:11.0pt; font-family:"Calibri",sans-serif;}
span.EmailStyle17 {mso-style-type:personal-compose; font-family:"Calibri",sans-serif; color:windowtext;}
.MsoChpDefault {mso-style-type:export-only; font-size:10.0pt;}
@page WordSection1 {size:8.5in 11.0in; margin:1.0in 1.0in 1.0in 1.0in;}
div.WordSection1 {page:WordSection1;}
--></style></head><body lang="EN-US" link="#0563C1" vlink="#954F72" style="word-wrap:break-word">
<div class="WordSection1">
"""
TAIL = "</div></body></html>\n"


def p(text, style=""):
    st = f' style="{style}"' if style else ""
    return f'<p class="MsoNormal"{st}>{text}<o:p></o:p></p>\n'


def td(text, attrs="", style="padding:0in 5.4pt 0in 5.4pt"):
    a = f" {attrs}" if attrs else ""
    return f'<td{a} style="{style}"><p class="MsoNormal" align="right" style="text-align:right">' \
           f'<span style="font-size:9.0pt">{text}</span></p></td>'


def th(text, attrs=""):
    a = f" {attrs}" if attrs else ""
    return f'<td{a} style="background:#1F3864;padding:0in 5.4pt 0in 5.4pt"><p class="MsoNormal" align="center" ' \
           f'style="text-align:center"><b><span style="font-size:9.0pt;color:white">{text}</span></b></p></td>'


def table(rows_html, attrs='class="MsoNormalTable" border="0" cellspacing="0" cellpadding="0"'):
    return f"<table {attrs}>\n" + "\n".join(f"<tr>{row}</tr>" for row in rows_html) + "\n</table>\n"


def _sg(x):
    return f"+{x:g}" if x >= 0 else f"{x:g}"


# ------------------------------------------------------------------ 13: USD SSA, nested tables, colspan bands


def h13():
    dealer = "moorgatebros"
    asof = D(2027, 4, 20)
    ust = {"2y": 3.93, "3y": 3.96, "5y": 4.02, "7y": 4.1, "10y": 4.22}
    rows = [
        ("IBRD", 4.125, D(2030, 7, 15), "3y", 18, 15, ""),
        ("IADB", 4.0, D(2031, 1, 20), "5y", 21, 18, ""),
        ("AFDB", 4.375, D(2029, 11, 1), "3y", 12, 9, "10x10"),
        ("KFW", 4.25, D(2032, 3, 8), "5y", 28, 25, ""),
        ("EIB", 4.5, D(2034, 10, 16), "7y", 35, 31, "3x5"),
        ("ASIA DEV BANK", 3.875, D(2028, 9, 28), "2y", 5, 2, ""),
        ("NIB", 4.0, D(2030, 2, 12), "3y", 20, None, "bid 2mm"),
    ]
    hdr1 = th("Issuer", 'rowspan="2"') + th("Cpn", 'rowspan="2"') + th("Maturity", 'rowspan="2"') + \
        th("Bmk", 'rowspan="2"') + th("Spread (bp)", 'colspan="2"') + th("Yield (%)", 'colspan="2"') + \
        th("Price", 'colspan="2"') + th("Size", 'rowspan="2"')
    hdr2 = th("Bid") + th("Ask") + th("Bid") + th("Ask") + th("Bid") + th("Ask")
    body_rows = [hdr1, hdr2]
    gold = []
    for iss, cpn, mat, b, sb, sa, sz in rows:
        yrs = years(asof, mat)
        yb = r(ust[b] + sb / 100, 3)
        pb = r(price(cpn, yrs, yb), 3)
        ya = r(ust[b] + sa / 100, 3) if sa is not None else None
        pa = r(price(cpn, yrs, ya), 3) if ya is not None else None
        cells = [iss, f"{cpn:.3f}", mat.strftime("%m/%d/%Y"), f"UST {b}", f"+{sb}",
                 f"+{sa}" if sa is not None else "-", f"{yb:.3f}", f"{ya:.3f}" if ya else "-",
                 f"{pb:.3f}", f"{pa:.3f}" if pa else "-", sz or "&nbsp;"]
        body_rows.append("".join(td(c) for c in cells))
        key = f"{iss} {cpn:g} {mat.isoformat()}"
        bs = as_ = 5 * MM
        if sz == "10x10":
            bs = as_ = 10 * MM
        elif sz == "3x5":
            bs, as_ = 3 * MM, 5 * MM
        elif sz == "bid 2mm":
            bs, as_ = 2 * MM, None
        gold.append(q(key, "agency", "spread", sb, sa, bs, as_, dealer))
        gold.append(q(key, "agency", "yield", yb, ya, bs, as_, dealer))
        gold.append(q(key, "agency", "price", pb, pa, bs, as_, dealer))
    bench = table([th("UST") + th("Yld") + th("Chg (bp)")] + [
        td(t) + td(f"{v:.3f}") + td(c) for (t, v), c in zip(ust.items(), ["-1.2", "-0.8", "+0.4", "+1.1", "+1.5"],
                                                            strict=True)],
        'class="MsoNormalTable" border="1" cellspacing="0" cellpadding="0" style="border-collapse:collapse"')
    inner = table(body_rows, 'class="MsoNormalTable" border="1" cellspacing="0" cellpadding="0" '
                             'style="border-collapse:collapse;border:none"')
    title = p("<b>SSA USD - spread to UST - USD 5MM per side unless noted</b>")
    bench_title = p("<b>Bench</b>")
    outer = table([
        f'<td valign="top" style="padding:0in 8pt 0in 0in">{title}{inner}</td>'
        f'<td valign="top">{bench_title}{bench}</td>'
    ], 'border="0" cellspacing="0" cellpadding="0" width="100%"')
    html = HEAD + p("Hi all,") + p("&nbsp;") + p("USD SSA levels below, refreshed 9:05am NY.") + p("&nbsp;") + outer + \
        p("&nbsp;") + p("<i>Idea:</i> AFDB 29s screen 3bp cheap to the IBRD curve; we like 25mm swaps out of the "
                        "IBRD 30s. 5s30s at 53bp.") + p("&nbsp;") + \
        p("Chris Dalby<br>Moorgate Brothers &amp; Co. | SSA / Agency Trading<br>Tel: +44 20 7555 0162 | "
          "Mob: +44 7700 900162") + \
        p('<span style="font-size:7.5pt;color:gray">Moorgate Brothers &amp; Co. is authorised and regulated by the '
          "FCA. Indicative only; 100% of the information herein is subject to change.</span>") + TAIL
    mail = eml("Chris Dalby <cdalby@moorgatebros.com>", "USD SSA <usd-ssa@moorgatebros.com>",
               "Tue, 20 Apr 2027 14:07:51 +0100", "USD SSA levels - spread / yld / px",
               "<LO2P265MB.0420.cd@moorgatebros.com>", html=html)
    return "13-html-usd-ssa-nested-colspan-bench-table", "html", mail, gold


def h14():
    dealer = "valmont"
    asof = D(2027, 9, 14)
    ms = lambda y: 2.38 + 0.06 * y  # noqa: E731
    rows = [
        ("FR001400", "QW2", "CADES", 3.0, D(2031, 5, 25), 22, 19, "10"),
        ("FR001400", "RT6", "UNEDIC", 2.875, D(2030, 11, 25), 18, 15, "5 / 10"),
        ("DE000A3E", "5RL", "RENTENBANK", 2.625, D(2032, 6, 14), 1, -2, ""),
        ("DE000NWB", "2XQ", "NRW BANK", 3.125, D(2034, 2, 8), 14, 11, ""),
        ("FR001400", "VB8", "BPIFRANCE", 3.25, D(2033, 10, 25), 27, 24, "25"),
        ("FR001400", "XM0", "SFIL", 3.375, D(2035, 1, 17), 31, 27, ""),
    ]
    hdr1 = th("ISIN", 'rowspan="2"') + th("Issuer", 'rowspan="2"') + th("Cpn", 'rowspan="2"') + \
        th("Maturity", 'rowspan="2"') + th("MS+ (bp)", 'rowspan="2"') + th("Yield (%)", 'colspan="2"') + \
        th("Price", 'colspan="2"') + th("Size<br>(EUR mm)", 'rowspan="2"')
    hdr2 = th("Bid") + th("Offer") + th("Bid") + th("Offer")
    trs = [hdr1, hdr2]
    gold = []
    for b8, b3, iss, cpn, mat, sb, sa, sz in rows:
        code = isin(b8 + b3)
        yrs = years(asof, mat)
        yb = r(ms(yrs) + sb / 100, 3)
        ya = r(ms(yrs) + sa / 100, 3)
        pb = r(price(cpn, yrs, yb), 3)
        pa = r(price(cpn, yrs, ya), 3)
        trs.append("".join(td(c) for c in [code, iss, f"{cpn:.3f}", mat.strftime("%d/%m/%Y"),
                                            f"{_sg(sb)}<br>{_sg(sa)}", f"{yb:.3f}", f"{ya:.3f}", f"{pb:.3f}",
                                            f"{pa:.3f}", sz or "&nbsp;"]))
        bs = as_ = 10 * MM
        if sz == "5 / 10":
            bs, as_ = 5 * MM, 10 * MM
        elif sz:
            bs = as_ = float(sz) * MM
        gold.append(q(code, "agency", "i_spread", sb, sa, bs, as_, dealer))
        gold.append(q(code, "agency", "yield", yb, ya, bs, as_, dealer))
        gold.append(q(code, "agency", "price", pb, pa, bs, as_, dealer))
    inner = table(trs, 'class="MsoNormalTable" border="1" cellspacing="0" cellpadding="0" '
                       'style="border-collapse:collapse"')
    outer = table([f"<td>{inner}</td>"], 'border="0" cellspacing="0" cellpadding="0"')
    html = HEAD + p("Bonjour,") + p("&nbsp;") + \
        p("Our EUR agency axes, spreads vs 6m mid-swaps (bid over offer in the MS column). EUR 10mm unless noted.") + \
        p("&nbsp;") + outer + p("&nbsp;") + \
        p("OAT/Bund 10y at 71bp; French agencies 2-3bp wider on the week on supply (EUR 4.5bn CADES tap).") + \
        p("Bien cordialement,<br>Camille Roux<br>Valmont Securities Paris - Flow SSA<br>+33 1 55 55 01 47") + TAIL
    mail = eml("Camille Roux <camille.roux@valmont.fr>", "Jonas Berg <jonas.berg@skagerak-forvaltning.no>",
               "Tue, 14 Sep 2027 10:22:09 +0200", "EUR agencies - axes vs MS",
               "<PR1P264MB.0914.crx@valmont.fr>", html=html)
    return "14-html-eur-agency-rowspan-isin-br-ms", "html", mail, gold


# ------------------------------------------------------------------ 15: CLO / ABS offering list in HTML


def h15():
    dealer = "cheltam"
    clo = [
        ("40521L", "AA3", "HALCYON PARK CLO 2024-3A", "A1", "AAA", 5.0, 4.1, 128, 100.05, ""),
        ("49603T", "AC8", "KINGSFORD CLO 2023-1A", "B", "AA", 3.0, 4.6, 185, 100.125, ""),
        ("54837W", "AE2", "LOWTHER CLO 2022-2A", "C", "A", 2.5, 3.9, 230, 99.75, "Seasoned, clean"),
        ("56702M", "AG9", "MARCHWOOD CLO 2021-4A", "D", "BBB-", 4.0, 3.5, 335, 98.5, ""),
        (None, None, "NETHERBY CLO 2020-1A", "E", "BB-", 1.5, 2.8, 640, 94.25, "ask for size"),
    ]
    gold = []
    hdr = th("Deal<br>Class") + th("CUSIP") + th("Rtg") + th("Orig<br>(MM)") + th("Cur<br>(MM)") + th("WAL") + \
        th("Cpn") + th("DM<br>(ofr)") + th("Px<br>(ofr)") + th("Comment")
    trs = [hdr]
    for b6, b2, deal, cls, rtg, face, wal, mg, px, com in clo:
        c = cusip(b6 + b2) if b6 else ""
        dm = round(mg + (100 - px) * 100 / wal)
        trs.append("".join(td(x) for x in [f"{deal}<br>{cls}", c or "&nbsp;", rtg, f"{face:.2f}", f"{face:.2f}",
                                            f"{wal:.1f}", f"S+{mg}", str(dm), f"{px:.3f}", com or "&nbsp;"]))
        key = c or f"{deal} {cls}"
        gold.append(q(key, "structured", "dm", None, dm, None, face * MM, dealer))
        gold.append(q(key, "structured", "price", None, px, None, face * MM, dealer))
    t1 = table(trs, 'class="MsoNormalTable" border="1" cellspacing="0" cellpadding="0" style="border-collapse:collapse"')
    abs_ = [
        ("67401B", "AD4", "OAKMERE AUTO 2026-1", "A3", 20.0, 14.6, 1.4, 4.85, 62),
        ("70932C", "AA7", "PENWITH CARD 2025-2", "A", 10.0, 10.0, 2.6, 4.62, 48),
        ("74809K", "AB3", "QUANTOCK EQUIP 2026-2", "B", 6.0, 5.27, 1.9, 5.21, 95),
    ]
    hdr = th("Deal<br>Class") + th("CUSIP") + th("Orig<br>(MM)") + th("Cur<br>(MM)") + th("WAL") + th("Cpn") + \
        th("I-Sprd<br>(ofr)") + th("Px<br>(ofr)")
    trs = [hdr]
    for b6, b2, deal, cls, orig, cur, wal, cpn, spr in abs_:
        c = cusip(b6 + b2)
        px = r(price(cpn, wal, 3.71 + spr / 100), 3)
        trs.append("".join(td(x) for x in [f"{deal}<br>{cls}", c, f"{orig:.2f}", f"{cur:.2f}", f"{wal:.1f}",
                                            f"{cpn:.2f}", f"+{spr}", f"{px:.3f}"]))
        gold.append(q(c, "structured", "i_spread", None, spr, None, cur * MM, dealer))
        gold.append(q(c, "structured", "price", None, px, None, cur * MM, dealer))
    t2 = table(trs, 'class="MsoNormalTable" border="1" cellspacing="0" cellpadding="0" style="border-collapse:collapse"')
    html = HEAD + p("Afternoon -") + p("&nbsp;") + \
        p("Offerings as of 4/21, subject to prior sale. Sizes are current face available.") + p("&nbsp;") + \
        p("<b>CLO floaters - DM to 3mo Term SOFR / price</b>") + t1 + p("&nbsp;") + \
        p("<b>ABS fixed - spread to I-curve / price</b>") + t2 + p("&nbsp;") + \
        p("CLO AAA primary at S+125-130 this week; 2.0 mezz 15-25bp tighter m/m. WALs at 0 CPR / 20 CDR for ABS.") + \
        p("Regards,<br>Imogen Tate<br>Cheltam Capital | Securitized Trading<br>D: 212 555 0149") + TAIL
    mail = eml("Imogen Tate <itate@cheltam.com>", "Structured Accounts <structured@cheltam.com>",
               "Wed, 21 Apr 2027 15:31:18 -0400", "Offerings 4/21 - CLO / ABS",
               "<cht.offer.0421.153118@cheltam.com>", html=html)
    return "15-html-clo-abs-offerings-br-names-dm-px", "html", mail, gold


def h16():
    dealer = "harrowgate"
    deals = [
        ("WESTBURY COMMERCIAL MTG 2025-C4", [("A-S", "95001W", "AS3", "AAA", 12.0, 6.8, 4.91, 108),
                                             ("B", "95001W", "AT1", "AA-", 7.5, 7.1, 5.22, 165),
                                             ("C", "95001W", "AU8", "A-", 4.0, 7.2, 5.6, 215)]),
        ("YARDLEY CMBS 2024-C9", [("A-4", "98471B", "AD6", "AAA", 25.0, 5.9, 4.78, 92),
                                  ("A-S", "98471B", "AF1", "AAA", 8.0, 6.3, 5.05, 121)]),
        ("ZENNOR COMM 2026-B2", [("A-5", "98915R", "AE0", "AAA", 30.0, 8.4, 5.12, 98),
                                 ("B", "98915R", "AH3", "AA-", 6.0, 8.7, 5.58, 178)]),
    ]
    ust = lambda w: 3.98 + 0.03 * w  # noqa: E731
    trs = [th("Deal") + th("Class") + th("CUSIP") + th("Rtg") + th("Cur Face ($MM)") + th("WAL") + th("Cpn") +
           th("Sprd (T+)") + th("Px")]
    gold = []
    for deal, classes in deals:
        for i, (cls, b6, b2, rtg, face, wal, cpn, spr) in enumerate(classes):
            c = cusip(b6 + b2)
            px = r(price(cpn, wal, ust(wal) + spr / 100), 3)
            first = td(deal, f'rowspan="{len(classes)}"') if i == 0 else ""
            trs.append(first + "".join(td(x) for x in [cls, c, rtg, f"{face:.1f}", f"{wal:.1f}", f"{cpn:.3f}",
                                                        f"+{spr}", f"{px:.3f}"]))
            gold.append(q(c, "structured", "spread", None, spr, None, 2 * MM, dealer))
            gold.append(q(c, "structured", "price", None, px, None, 2 * MM, dealer))
    t = table(trs, 'class="MsoNormalTable" border="1" cellspacing="0" cellpadding="0" style="border-collapse:collapse"')
    t = t.replace("<table ", "<table ", 1).replace(
        ">\n<tr>", '>\n<caption>CMBS conduit offerings - 2MM current face each</caption>\n<tr>', 1)
    html = HEAD + p("Morning all,") + p("&nbsp;") + p("A few CMBS offerings from the book below.") + p("&nbsp;") + t + \
        p("&nbsp;") + p("Cur Face column is the full position. Spreads to the interpolated UST curve; WAL at 0 CPR.") + \
        p("Conduit AAA new issue 5-7bp tighter since Labor Day; 2.1% of the conduit universe now on watchlist.") + \
        p("Sam Okafor<br>Harrowgate Partners - CMBS Trading<br>(617) 555-0133") + TAIL
    mail = eml("Sam Okafor <sokafor@harrowgate.com>", "Ines Marques <imarques@westerlycap.com>",
               "Tue, 05 Oct 2027 09:02:44 -0400", "CMBS offerings",
               "<hgp.cmbs.1005.0902@harrowgate.com>", html=html)
    return "16-html-cmbs-offerings-caption-size-rowspan-deal", "html", mail, gold


# ------------------------------------------------------------------ 17: IG table pasted from Excel


XL_STYLE = """<style>
<!--table {mso-displayed-decimal-separator:"\\."; mso-displayed-thousand-separator:"\\,";}
.xl65 {mso-style-parent:style0; font-size:9.0pt; font-family:Arial; mso-number-format:"0\\.000"; text-align:right;}
.xl66 {mso-style-parent:style0; font-size:9.0pt; font-family:Arial; mso-number-format:"\\@";}
.xl67 {mso-style-parent:style0; font-size:9.0pt; font-weight:700; background:#D9E1F2; border:.5pt solid windowtext;}
.xl68 {mso-style-parent:style0; font-size:9.0pt; mso-number-format:"\\#\\,\\#\\#0"; text-align:right;}
-->
</style>
"""


def xtd(v, cls="xl66", attrs=""):
    a = f" {attrs}" if attrs else ""
    v = "&nbsp;" if v in ("", None) else H.escape(str(v)) if not str(v).startswith("<") else v
    return f'<td class="{cls}"{a} style="border:.5pt solid windowtext;border-top:none">{v}</td>'


def h17():
    dealer = "fenwicklowe"
    asof = D(2027, 4, 22)
    ust = {"5": 4.02, "7": 4.1, "10": 4.22, "30": 4.55}
    sectors = [
        ("Utilities", [("ARDNPW", "ARDEN POWER", 5.15, D(2035, 6, 1), "10", 112, 106, 2000, 2000, "03937H", "AL9"),
                       ("BELTGS", "BELTON GAS", 4.95, D(2032, 3, 15), "5", 94, 89, 1000, 1000, "08085W", "AD1"),
                       ("CRSTWT", "CRESTLINE WATER", 5.6, D(2054, 9, 1), "30", 131, 126, 500, 1000, "22601K",
                        "AB4")]),
        ("Technology", [("DYNMSY", "DYNAMO SYSTEMS", 4.7, D(2031, 11, 1), "5", 71, 67, 3000, 3000, "26799Q", "AF6"),
                        ("EVRCLD", "EVERCLOUD", 5.3, D(2036, 2, 15), "10", None, 113, None, 2000, "29955L", "AC2")]),
        ("Industrials", [("FRGMCH", "FORGEMOOR", 5.05, D(2033, 8, 15), "7", 102, 97, 2000, 5000, "34553T", "AK8")]),
    ]
    hdr = "".join(xtd(h, "xl67") for h in ["Sector", "Ticker", "Cpn", "Maturity", "CUSIP", "Bid Sprd", "Ask Sprd",
                                           "Bid Px", "Ask Px", "Z Ask", "Bid Sz (M)", "Ask Sz (M)"])
    trs = [hdr]
    gold = []
    for sector, bonds in sectors:
        for i, (tk, _nm, cpn, mat, b, sb, sa, bsz, asz, b6, b2) in enumerate(bonds):
            c = cusip(b6 + b2)
            yrs = years(asof, mat)
            pb = r(price(cpn, yrs, ust[b] + sb / 100), 3) if sb is not None else None
            pa = r(price(cpn, yrs, ust[b] + sa / 100), 3)
            za = sa + 33
            cells = (xtd(sector, "xl66", f'rowspan="{len(bonds)}"') if i == 0 else "") + "".join([
                xtd(tk), xtd(f"{cpn:.3f}", "xl65"), xtd(mat.strftime("%m/%d/%Y")), xtd(c), xtd("" if sb is None else sb, "xl68"),
                xtd(sa, "xl68"), xtd("" if pb is None else f"{pb:.3f}", "xl65"), xtd(f"{pa:.3f}", "xl65"), xtd(za, "xl68"),
                xtd(f"{bsz:,}" if bsz else "", "xl68"), xtd(f"{asz:,}", "xl68")])
            trs.append(cells)
            bs = bsz * 1000.0 if bsz else None
            as_ = asz * 1000.0
            gold.append(q(c, "corporate", "spread", sb, sa, bs, as_, dealer))
            gold.append(q(c, "corporate", "price", pb, pa, bs, as_, dealer))
            gold.append(q(c, "corporate", "z_spread", None, za, None, as_, dealer))
    t = table(trs, 'border="0" cellpadding="0" cellspacing="0" width="812" style="border-collapse:collapse;'
                   'width:609pt"')
    html = HEAD.replace("</head>", XL_STYLE + "</head>") + p("Team - IG run pasted from the sheet, spreads to OTR UST.") + \
        p("&nbsp;") + t + p("&nbsp;") + \
        p("EVERCLOUD 36s: offer only. Utility supply ~$4bn this week, 30% of it 30yrs.") + \
        p("Thanks,<br>Rob Heller<br>Fenwick Lowe Securities | IG Trading<br>T 704-555-0112") + TAIL
    mail = eml("Rob Heller <rheller@fenwicklowe.com>", "IG Accounts <ig-accounts@fenwicklowe.com>",
               "Thu, 22 Apr 2027 09:44:37 -0400", "IG run 4/22 (xl)",
               "<fl.ig.0422.094437@fenwicklowe.com>", html=html)
    return "17-html-excel-paste-ig-rowspan-sector-sizes-m", "html", mail, gold


def h18():
    dealer = "oostland"
    asof = D(2027, 11, 9)
    ms = lambda y: 2.29 + 0.065 * y  # noqa: E731
    rows = [
        ("XS28814", "5523", "ABN NORTH BANK", 3.5, D(2031, 3, 21), 88, 82, "3"),
        ("XS27740", "1196", "HOLLANDSCHE BANK", 3.875, D(2032, 9, 14), 112, 106, ""),
        ("XS29102", "7740", "RIJNMOND VERZEKERING", 4.25, D(2034, 1, 30), 148, None, "2"),
        ("FR00140", "0ZA7", "CREDIT LOIRE", 3.625, D(2030, 6, 2), 79, 74, "5"),
        ("DE000CB", "9X4Q", "HANSA COMMERZ", 4.0, D(2033, 4, 19), None, 121, ""),
    ]
    hdr1 = "".join([xtd("ISIN", "xl67", 'rowspan="2"'), xtd("Issuer", "xl67", 'rowspan="2"'),
                    xtd("Cpn", "xl67", 'rowspan="2"'), xtd("Maturity", "xl67", 'rowspan="2"'),
                    xtd("ASW (bp)", "xl67", 'colspan="2"'), xtd("Yield (%)", "xl67", 'colspan="2"'),
                    xtd("Price", "xl67", 'colspan="2"'), xtd("Size (EUR mm)", "xl67", 'rowspan="2"')])
    hdr2 = "".join(xtd(h, "xl67") for h in ["Bid", "Ask", "Bid", "Ask", "Bid", "Ask"])
    trs = [hdr1, hdr2]
    gold = []
    for b7, b4, iss, cpn, mat, sb, sa, sz in rows:
        code = isin(b7 + b4)
        yrs = years(asof, mat)
        yb = r(ms(yrs) + sb / 100, 3) if sb is not None else None
        ya = r(ms(yrs) + sa / 100, 3) if sa is not None else None
        pb = r(price(cpn, yrs, yb), 3) if yb is not None else None
        pa = r(price(cpn, yrs, ya), 3) if ya is not None else None
        f = lambda v: "" if v is None else f"{v:.3f}"  # noqa: E731
        trs.append("".join([xtd(code), xtd(iss), xtd(f"{cpn:.3f}", "xl65"), xtd(mat.strftime("%d-%b-%y")),
                            xtd("" if sb is None else sb, "xl68"), xtd("" if sa is None else sa, "xl68"),
                            xtd(f(yb), "xl65"), xtd(f(ya), "xl65"), xtd(f(pb), "xl65"), xtd(f(pa), "xl65"),
                            xtd(sz, "xl68")]))
        bs = as_ = float(sz) * MM if sz else 1 * MM
        gold.append(q(code, "corporate", "i_spread", sb, sa, bs, as_, dealer))
        gold.append(q(code, "corporate", "yield", yb, ya, bs, as_, dealer))
        gold.append(q(code, "corporate", "price", pb, pa, bs, as_, dealer))
    t = table(trs, 'border="0" cellpadding="0" cellspacing="0" style="border-collapse:collapse"')
    html = HEAD.replace("</head>", XL_STYLE + "</head>") + \
        p("Hi Fleur, EUR fins as discussed. Blank = no market that side.") + p("&nbsp;") + \
        p("<b>EUR financials - EUR 1mm per side unless noted</b>") + t + p("&nbsp;") + \
        p("Senior preferred 2-4bp tighter since Friday; iTraxx Fins Sr at 68 (-1.5). Rijnmond 34s bid only, "
          "we are short.") + \
        p("Met vriendelijke groet,<br>Pieter de Wit<br>Oostland Bank N.V. | Credit Trading<br>+31 20 555 0183") + TAIL
    mail = eml("Pieter de Wit <pieter.dewit@oostland.nl>", "Fleur Janssen <fleur.janssen@kempenaar-im.nl>",
               "Tue, 09 Nov 2027 11:16:03 +0100", "EUR fins - ASW / yld / px",
               "<AM0PR07MB.1109.pdw@oostland.nl>", html=html)
    return "18-html-excel-paste-eur-fins-two-row-bands-one-sided", "html", mail, gold


# ------------------------------------------------------------------ 19: loans, rowspan borrower, <br> bid/offer


def h19():
    dealer = "greyfriarscap"
    borrowers = [
        ("HAWTHORNE DENTAL", [("TLB", "LX303310", "S+400", "0.50", "09/30", 98.75, 99.25, "", ""),
                              ("Delayed Draw TL", "LX303311", "S+400", "0.50", "09/30", 98.0, 98.75, "", "")]),
        ("IRONGATE SECURITY", [("TL B-1", "LX298001", "S+350", "0.00", "04/31", 99.875, 100.25, "3x3", ""),
                               ("Incremental TL B-2", "LX305590", "S+375", "0.50", "04/31", 99.5, 100.0, "", ""),
                               ("Revolver", "", "S+325", "", "04/29", 95.0, None, "2mm", "")]),
        ("JUNIPER SENIOR LIVING", [("TLB", "LX300045", "S+525", "1.00", "12/29", 84.5, 86.0, "", "BWIC 2pm")]),
        ("KELSO BRANDS", [("TL B", "LX301876", "S+300", "0.50", "05/31", 100.125, 100.375, "5x2",
                           "repricing likely, 101 soft call")]),
    ]
    trs = [th("Borrower") + th("Facility") + th("LoanX") + th("Spread") + th("Floor") + th("Maturity") +
           th("Bid<br>Offer") + th("Size") + th("Comment")]
    gold = []
    for bor, facs in borrowers:
        for i, (fac, lx, spr, fl, mat, b, o, sz, com) in enumerate(facs):
            lvl = f"{b:.3f}<br>{o:.3f}" if o is not None else f"{b:.3f}<br>--"
            first = td(bor, f'rowspan="{len(facs)}"') if i == 0 else ""
            trs.append(first + "".join(td(x or "&nbsp;") for x in [fac, lx, spr, fl, mat, lvl, sz, com]))
            key = f"{bor} {fac} {spr} {mat}".upper()
            bs = as_ = 1 * MM
            if sz == "3x3":
                bs = as_ = 3 * MM
            elif sz == "2mm":
                bs = as_ = 2 * MM
            elif sz == "5x2":
                bs, as_ = 5 * MM, 2 * MM
            gold.append(q(key, "loan", "price", b, o, bs, as_, dealer))
    t = table(trs, 'class="MsoNormalTable" border="1" cellspacing="0" cellpadding="0" style="border-collapse:collapse"')
    t = t.replace(">\n<tr>", ">\n<caption>Loan levels 4/21 - 1MM clips unless noted</caption>\n<tr>", 1)
    html = HEAD + p("Hi Marco,") + p("&nbsp;") + p("Levels on the names you asked about, cash px.") + p("&nbsp;") + t + \
        p("&nbsp;") + p("Juniper is on a BWIC at 2pm ET ($7.5mm), we'll bid around 85. Kelso: 6 months of 101 soft "
                        "call left.") + \
        p("Best<br>Laura Finch<br>Greyfriars Capital Markets | Loan Trading<br>+1 646 555 0108") + TAIL
    mail = eml("Laura Finch <lfinch@greyfriarscap.com>", "Marco Bellini <mbellini@ostrava-credit.com>",
               "Wed, 21 Apr 2027 10:48:20 -0400", "RE: loan levels - Hawthorne / Irongate / Juniper / Kelso",
               "<gfc.loans.0421.104820@greyfriarscap.com>", html=html)
    return "19-html-loans-rowspan-borrower-br-bid-offer", "html", mail, gold


def h20():
    dealer = "lancasterpryce"
    rows = [
        ("LINDEN PHARMA", "TLB", "LX304802", "S+375", "08/31", 1450, 99.125, 99.5, ""),
        ("LINDEN PHARMA", "Revolver", "", "S+325", "08/29", 250, 97.0, 98.5, ""),
        ("MARSHFIELD GAMING", "TL B-3", "LX299913", "S+300", "02/30", 2100, 100.0, 100.25, "5x5"),
        ("NEVERN AGRI", "1L TL", "LX302740", "S+450", "06/30", 625, 93.5, 94.5, ""),
        ("NEVERN AGRI", "Delayed Draw TL", "LX302741", "S+450", "06/30", 150, 92.75, None, "1mm"),
        ("OLDHAM FREIGHT", "TLB", "LX306004", "S+400", "11/31", 800, 97.25, 97.875, ""),
    ]
    trs = [th("Borrower", 'rowspan="2"') + th("Facility", 'rowspan="2"') + th("LoanX ID", 'rowspan="2"') +
           th("Margin", 'rowspan="2"') + th("Mat", 'rowspan="2"') + th("Fac ($MM)", 'rowspan="2"') +
           th("Price", 'colspan="2"') + th("DM (3yr, bp)", 'colspan="2"') + th("Size", 'rowspan="2"'),
           th("Bid") + th("Offer") + th("Bid") + th("Offer")]
    gold = []
    for bor, fac, lx, mg, mat, fac_mm, b, o, sz in rows:
        m = int(mg[2:])
        db = round(m + (100 - b) / 3 * 100)
        do = round(m + (100 - o) / 3 * 100) if o is not None else None
        trs.append("".join(td(x or "&nbsp;") for x in [bor, fac, lx, mg, mat, f"{fac_mm:,}", f"{b:.3f}",
                                                        f"{o:.3f}" if o else "", str(db), str(do) if do else "",
                                                        sz]))
        key = f"{bor} {fac} {mg} {mat}".upper()
        bs = as_ = 2 * MM
        if sz == "5x5":
            bs = as_ = 5 * MM
        elif sz == "1mm":
            bs = as_ = 1 * MM
        gold.append(q(key, "loan", "price", b, o, bs, as_, dealer))
        gold.append(q(key, "loan", "dm", db, do, bs, as_, dealer))
    t = table(trs, 'class="MsoNormalTable" border="1" cellspacing="0" cellpadding="0" style="border-collapse:collapse"')
    html = HEAD + p("All,") + p("&nbsp;") + p("Loans, 2mm per side unless noted:") + t + p("&nbsp;") + \
        p("DMs to a 3-year life at today's 3M Term SOFR (4.02%). Nevern DDTL 60% drawn.") + \
        p("Kind regards,<br>Tariq Malik<br>Lancaster Pryce | Leveraged Loans<br>Desk +1 212 555 0191") + TAIL
    mail = eml("Tariq Malik <tmalik@lancasterpryce.com>", "Loan Clients <loan-clients@lancasterpryce.com>",
               "Thu, 16 Sep 2027 08:37:55 -0400", "Loan run - px / DM",
               "<lp.loans.0916.083755@lancasterpryce.com>", html=html)
    return "20-html-loans-bands-price-dm-facility-size", "html", mail, gold


LAYOUTS = [h13, h14, h15, h16, h17, h18, h19, h20]
