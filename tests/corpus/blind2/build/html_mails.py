# ruff: noqa: E501, DTZ001, B905, UP031
"""09-15: HTML bodies."""
from html import escape

from lib import TZ_BR, TZ_CET, TZ_LDN, Gold, bond_key, build_mail, cusip, desc_key, emit, isin, num, size, us_isin, when

OUTLOOK_HEAD = """<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="Generator" content="Microsoft Word 15 (filtered medium)">
<style><!--
@font-face {font-family:"Cambria Math";}
@font-face {font-family:Calibri;}
p.MsoNormal, li.MsoNormal, div.MsoNormal {margin:0in; font-size:11.0pt; font-family:"Calibri",sans-serif;}
span.EmailStyle17 {mso-style-type:personal-compose; font-family:"Calibri",sans-serif; color:windowtext;}
.MsoChpDefault {mso-style-type:export-only;}
@page WordSection1 {size:8.5in 11.0in; margin:1.0in 1.0in 1.0in 1.0in;}
div.WordSection1 {page:WordSection1;}
--></style></head>
<body lang="EN-US" link="#0563C1" vlink="#954F72" style="word-wrap:break-word">
<div class="WordSection1">
"""
OUTLOOK_TAIL = "</div></body></html>\n"


def p(text, style=""):
    st = f' style="{style}"' if style else ""
    return f'<p class="MsoNormal"{st}>{text}<o:p></o:p></p>\n'


TD = 'style="border:solid #BFBFBF 1.0pt;padding:1.5pt 4.5pt 1.5pt 4.5pt"'
TH = 'style="border:solid #BFBFBF 1.0pt;background:#1F3864;padding:1.5pt 4.5pt 1.5pt 4.5pt"'


def td(v, align="left", extra=""):
    return (f'<td {TD} nowrap><p class="MsoNormal" align="{align}" style="text-align:{align}">'
            f'<span style="font-size:9.0pt{extra}">{v}</span><o:p></o:p></p></td>')


def th(v, colspan=1, rowspan=1):
    cs = f' colspan="{colspan}"' if colspan > 1 else ""
    rs = f' rowspan="{rowspan}"' if rowspan > 1 else ""
    return (f'<td{cs}{rs} {TH}><p class="MsoNormal" align="center" style="text-align:center"><b>'
            f'<span style="font-size:9.0pt;color:white">{v}</span></b><o:p></o:p></p></td>')


def m09():
    D = "stirlingcm"
    g = Gold(D)
    rows = [
        ("5", "JPM", "5.35", "06/01/2034", "98", "94", "102.81", "103.10", "-1", us_isin("46647PDW")),
        ("5", "BAC", "5.468", "01/23/2035", "104", "100", "102.55", "102.84", "-2", us_isin("06051GMF")),
        ("3", "WFC", "5.499", "01/23/2035", "106", "102", "102.60", "102.90", "-1", us_isin("95000U3H")),
        ("10", "C", "6.27", "11/17/2033", "112", "108", "107.12", "107.40", "0", ""),
        ("5", "GS", "5.851", "04/25/2035", "113", "109", "104.38", "104.68", "-2", us_isin("38141GZR")),
        ("5", "MS", "5.831", "04/19/2035", "111", "107", "104.35", "104.65", "-1", ""),
        ("2", "USB", "5.836", "06/12/2034", "118", "113", "104.02", "104.36", "+1", us_isin("91159HJR")),
        ("2", "PNC", "5.676", "01/22/2035", "120", "115", "103.20", "103.55", "0", us_isin("693475BU")),
        ("3", "TFC", "5.153", "08/05/2032", "96", "101", "101.20", "101.48", "-3", us_isin("89788MAS")),
        ("5", "KEY", "4.789", "06/01/2033", "141", "136", "98.45", "98.75", "+2", ""),
    ]
    html = [OUTLOOK_HEAD, p("Hi all,"), p("&nbsp;"),
            p("Financials run this morning, G-spreads vs interpolated UST, clean px for T+1. "
              "Banks wider on supply, we expect 8-10bn of YS bank paper this week."),
            p("&nbsp;")]
    html.append('<table class="MsoNormalTable" border="0" cellspacing="0" cellpadding="0" '
                'style="border-collapse:collapse">')
    html.append("<tr>" + th("Size (MM)", rowspan=2) + th("Issuer", rowspan=2) + th("Cpn", rowspan=2)
                + th("Maturity", rowspan=2) + th("G-Spread (bp)", 2) + th("Price", 2)
                + th("Chg (bp)", rowspan=2) + th("ISIN", rowspan=2) + "</tr>")
    html.append("<tr>" + th("Bid") + th("Ask") + th("Bid") + th("Ask") + "</tr>")
    plain = ["Financials run this morning, G-spreads vs interpolated UST, clean px for T+1.",
             "Banks wider on supply, we expect 8-10bn of YS bank paper this week.", "",
             "Size (MM)\tIssuer\tCpn\tMaturity\tG-Spread (bp) Bid\tAsk\tPrice Bid\tAsk\tChg (bp)\tISIN"]
    for sz, iss, c, m, sb, sa, pb, pa, chg, isn in rows:
        color = ";color:#C00000" if chg.startswith("-") else (";color:#00B050" if chg.startswith("+") else "")
        html.append("<tr>" + td(sz, "right") + td(iss) + td(c, "right") + td(m) + td(sb, "right")
                    + td(sa, "right") + td(pb, "right") + td(pa, "right") + td(chg, "right", color)
                    + td(isn or "&nbsp;") + "</tr>")
        plain.append("\t".join([sz, iss, c, m, sb, sa, pb, pa, chg, isn]))
        key = isn or bond_key(iss, c, m)
        s = size(sz + "mm")
        g.multi(key, "corporate", "ig", [("spread", sb, sa), ("price", pb, pa)], s, s,
                review=("spread",) if num(sb) < num(sa) else ())
    html.append("</table>")
    html += [p("&nbsp;"), p("Axed: buyer of USB 34s, seller TFC 32s. Call with questions."), p("&nbsp;"),
             p("Regards,"), p("<b>Claire Montague</b>"),
             p('<span style="font-size:9.0pt;color:#595959">Credit Sales | Stirling Capital Markets<br>'
               "T: +1 (415) 555-0175 | 1 Market St, Spear Tower, San Francisco CA 94105</span>"),
             p('<span style="font-size:7.5pt;color:#7F7F7F">Indicative levels for institutional '
               "investors only. Stirling Capital Markets LLC, member FINRA/SIPC.</span>"),
             OUTLOOK_TAIL]
    plain += ["", "Axed: buyer of USB 34s, seller TFC 32s. Call with questions.", "", "Regards,",
              "Claire Montague", "Credit Sales | Stirling Capital Markets",
              "T: +1 (415) 555-0175 | 1 Market St, Spear Tower, San Francisco CA 94105", "",
              "Indicative levels for institutional investors only. Stirling Capital Markets LLC, member FINRA/SIPC."]
    msg = build_mail("09", "Claire Montague <cmontague@stirlingcm.com>", "credit-clients@stirlingcm.com",
                     "Stirling FIG run - US banks - G-sprd / px", when(23, 7, 41, 9),
                     text="Hi all,\n\n" + "\n".join(plain) + "\n", html="".join(html))
    emit("09-html-fig-run", "html", msg, g)


def m10():
    D = "bancodelsur"
    g = Gold(D)
    latam = [
        ("BRAZIL 6 10/20/33", "BRAZIL", "6", "10/20/33", "97.85", "98.35", "6.37", "6.29", "218", "210", None),
        ("MEX 6.35 02/09/35", "MEX", "6.35", "02/09/35", "98.10", "98.60", "6.62", "6.55", "241", "234", None),
        ("COLOM 8 11/14/35", "COLOM", "8", "11/14/35", "101.25", "101.90", "7.81", "7.71", "358", "348", None),
        ("PERU 2.783 01/23/31", "PERU", "2.783", "01/23/31", "90.40", "90.95", "4.96", "4.84", None, None, None),
        ("CHILE 4.34 03/07/42", "CHILE", "4.34", "03/07/42", "88.20", "88.95", "5.42", "5.35", None, None, None),
        ("PEMEX 6.7 02/16/32", "PEMEX", "6.7", "02/16/32", "93.50", "94.25", "8.04", "7.87", "391", "374", None),
    ]
    ceemea = [
        ("TURKEY 9 3/8 01/19/33", "TURKEY", "9 3/8", "01/19/33", "112.25", "112.75", "7.06", "6.97", None, None,
         us_isin("900123DJ")),
        ("SOAF 5 7/8 04/20/32", "SOAF", "5 7/8", "04/20/32", "98.40", "98.90", "6.20", "6.10", None, None,
         us_isin("836205BC")),
        ("INDON 4.85 01/11/33", "INDON", "4.85", "01/11/33", "98.65", "99.15", "5.08", "5.00", "92", "84", None),
    ]

    def line(r):
        disp, iss, c, m, pb, pa, yb, ya, zb, za, isn = r
        cells = [disp.ljust(23), f"{pb}/{pa}".ljust(16), f"{yb}/{ya}".ljust(13),
                 (f"Z+{zb}/{za}" if zb else "").ljust(11), isn or ""]
        key = isn or bond_key(iss, c, m)
        g.multi(key, "sovereign", "em_sovereign",
                [("price", pb, pa), ("yield", yb, ya), ("z_spread", zb, za)])
        return escape("".join(cells).rstrip()).replace(" ", "&nbsp;")

    out = ['<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>',
           '<body><div style="font-family:\'Courier New\',monospace;font-size:10pt;color:#000000">',
           "Bom dia / good morning - EM hard-currency sovs &amp; quasis, indicative.<br><br>",
           '<span style="color:#FF8C00;font-weight:bold">LATAM SOVS / QUASI - BDS NY - 23NOV 08:12</span><br>',
           escape("SECURITY".ljust(23) + "PX BID/ASK".ljust(16) + "YLD BID/ASK".ljust(13) + "Z-SPRD")
           .replace(" ", "&nbsp;") + "<br>"]
    for r in latam:
        out.append(line(r) + "<br>")
    out.append('<br><span style="color:#FF8C00;font-weight:bold">CEEMEA / ASIA</span><br>')
    for r in ceemea:
        out.append(line(r) + "<br>")
    out.append("<br>Sizes 2-5mm on the sovs, call for bigger. PEMEX 32s trade vs the curve at "
               "+175 to MEX 35s.<br>EMBI spread 298 (-3) at the close.<br><br>"
               "--<br>Rafael Monteiro<br>EM Sovereign Trading | Banco del Sur S.A.<br>"
               "Av. Brigadeiro Faria Lima 3477, Sao Paulo | +55 11 5555-0149 | NY +1 212 555 0122<br>"
               '<span style="font-size:7pt;color:#808080">Material exclusivamente informativo. '
               "Nao constitui oferta de compra ou venda.</span></div></body></html>")
    msg = build_mail("10", "Rafael Monteiro <rafael.monteiro@bancodelsur.com.br>", "em-clients@bancodelsur.com.br",
                     "BDS EM SOVS - LATAM / CEEMEA - PX YLD Z", when(23, 10, 14, 48, TZ_BR),
                     text="This message contains formatted content; please view it in HTML.\n",
                     html="\n".join(out), mailer="Bloomberg Professional")
    emit("10-html-em-sovs", "html", msg, g)


def m11():
    D = "kestrel"
    g = Gold(D)
    rows = [
        ("Gilts", None),
        ("UKT 4 1/8", "22-Jul-2029", "3.842", "3.835", "100.95", "100.97", "-1.2", "3.854"),
        ("UKT 4 1/4", "07-Jun-2032", "4.183", "4.176", "100.39", "100.43", "-0.8", "4.191"),
        ("UKT 4 3/4", "22-Oct-2043", "5.012", "5.004", "96.85", "96.95", "+0.4", "5.008"),
        ("UKT 4 1/4", "07-Dec-2046", "4.981", "4.975", "91.20", "91.28", "+0.6", "4.975"),
        ("Germany", None),
        ("OBL 2.1", "12-Apr-2029", "2.231", "2.225", "99.58", "99.60", "-1.5", "2.246"),
        ("DBR 2.6", "15-Aug-2034", "2.712", "2.706", "99.12", "99.17", "-1.1", "2.723"),
        ("DBR 2.5", "15-Aug-2054", "3.118", "3.110", "88.40", "88.55", "-0.2", "3.120"),
        ("France / Italy", None),
        ("FRTR 3", "25-Nov-2034", "3.401", "3.394", "96.95", "97.01", "-0.9", "3.410"),
        ("BTPS 4.15", "01-Oct-2039", "4.085", "4.075", "100.65", "100.77", "-2.1", "4.106"),
    ]
    h = [OUTLOOK_HEAD, p("Morning,"), p("&nbsp;"),
         p("Kestrel EGB / gilt screen as of 08:05 London. Yields semi-annual for gilts, annual for EGBs. "
           "Chg vs Friday close in bp."), p("&nbsp;"),
         '<table border="1" cellspacing="0" cellpadding="3" style="border-collapse:collapse;'
         'font-family:Arial;font-size:9pt">',
         "<tr>" + th("Bond", rowspan=2) + th("Maturity", rowspan=2) + th("Yield (%)", 2) + th("Clean Price", 2)
         + th("Chg (bp)", rowspan=2) + th("Prev Close Yld", rowspan=2) + "</tr>",
         "<tr>" + th("Bid") + th("Ask") + th("Bid") + th("Ask") + "</tr>"]
    for r in rows:
        if r[1] is None:
            h.append(f'<tr><td colspan="8" style="background:#D9E1F2"><b><i>{r[0]}</i></b></td></tr>')
            continue
        bond, m, yb, ya, pb, pa, chg, prev = r
        iss, c = bond.split(" ", 1)
        col = "#C00000" if chg.startswith("+") else "#00B050"
        h.append("<tr>" + td(bond) + td(m) + td(yb, "right") + td(ya, "right") + td(pb, "right")
                 + td(pa, "right") + td(f'<span style="color:{col}">{chg}</span>', "right")
                 + td(prev, "right") + "</tr>")
        g.multi(bond_key(iss, c, m), "government", "government", [("yield", yb, ya), ("price", pb, pa)])
    h += ["</table>", p("&nbsp;"),
          p("Syndication: Italy mandated a new 15y BTP, books expected > EUR 100bn. UK DMO auctions "
            "UKT 4 1/4 2032 on Tuesday, GBP 4.25bn."), p("&nbsp;"),
          p("Best regards,<br>Oliver Hartley<br>European Rates | Kestrel Markets Ltd<br>"
            "20 Gresham Street, London EC2V 7JE | +44 20 7946 0458"),
          p('<span style="font-size:7.5pt;color:gray">Kestrel Markets Ltd is authorised and regulated by the '
            "Financial Conduct Authority (FRN 612345). For professional clients only.</span>"),
          OUTLOOK_TAIL]
    msg = build_mail("11", "Oliver Hartley <oliver.hartley@kestrel.co.uk>", "egb-clients@kestrel.co.uk",
                     "Kestrel EGB / Gilt screen 08:05", when(23, 8, 9, 12, TZ_LDN),
                     text="Kestrel EGB / Gilt screen 08:05 London - please view in HTML.\n", html="".join(h))
    emit("11-html-egb-gilts", "html", msg, g)


def m12():
    D = "tidewaterbrokers"
    g = Gold(D)
    idx = [("ITRX MAIN S46 5Y", "54.75", "55.25", "55.5", ""),
           ("ITRX XOVER S46 5Y", "281", "284", "286", ""),
           ("ITRX SNRFIN S46 5Y", "61", "62", "62.5", ""),
           ("CDX IG 47 5Y", "51.25", "51.75", "52", "100x100"),
           ("CDX HY 47 5Y", "106.625", "106.75", "106.5", "")]
    names = [("FORD 5Y", "118", "124", "10x10"), ("GM 5Y", "84", "89", ""), ("BOEING 5Y", "71", "76", "5x5"),
             ("CARNIVAL 5Y", "152", "160", ""), ("PARAMOUNT GLOBAL 5Y", "188", "196", "")]
    upf = [("DISH DBS 5Y", "24.5", "26.5", ""), ("CSC HLDGS 5Y", "31.5", "33.5", "2x2"),
           ("BAUSCH HEALTH 5Y", "14", "15.5", "")]
    b = ['<div style="font-family:Calibri,Arial;font-size:11pt">Good morning,<br><br>',
         "Tidewater CDS run - 07:35 NY. Indices with Friday close in brackets.<br><br>",
         '<span style="font-weight:bold;text-decoration:underline">INDICES</span><br>']

    def sz(s):
        if not s:
            return None, None
        x, y = s.split("x")
        return size(x + "mm"), size(y + "mm")

    for name, bb, aa, prev, s in idx:
        b.append(f"{name}&nbsp;&nbsp;&nbsp;<b>{bb}/{aa}</b>&nbsp;&nbsp;({prev})"
                 + (f"&nbsp;&nbsp;{s}" if s else "") + "<br>")
        qt = "price" if name.startswith("CDX HY") else "spread"
        g.add(desc_key(name), "cds", "cds", qt, bb, aa, *sz(s))
    b.append('<br><span style="font-weight:bold;text-decoration:underline">SINGLE NAMES - bp running</span><br>')
    for name, bb, aa, s in names:
        b.append(f'{name}&nbsp;&nbsp;<span style="color:#1F4E79"><b>{bb}/{aa}</b></span>'
                 + (f"&nbsp;&nbsp;{s}" if s else "") + "<br>")
        g.add(desc_key(name), "cds", "cds", "spread", bb, aa, *sz(s))
    b.append('<br><span style="font-weight:bold;text-decoration:underline">HY NAMES - points upfront, '
             "500 running</span><br>")
    for name, bb, aa, s in upf:
        b.append(f'{name}&nbsp;&nbsp;<span style="color:#1F4E79"><b>{bb}/{aa}</b></span>'
                 + (f"&nbsp;&nbsp;{s}" if s else "") + "<br>")
        g.add(desc_key(name), "cds", "cds", "upfront", bb, aa, *sz(s))
    b.append("<br>Main 5y printed 54.5 in 250mm at the open. Ford 5y traded 121 in 25mm late Friday.<br><br>"
             "Marcus Bell<br>Credit Derivatives | Tidewater Brokers LLP<br>+1 203 555 0107 / +44 20 7946 0880<br>"
             '<span style="font-size:8pt;color:#888">Tidewater Brokers acts as agent only. Indications only, '
             "not firm.</span></div>")
    html = '<html><head><meta charset="utf-8"></head><body>' + "".join(b) + "</body></html>"
    msg = build_mail("12", "Marcus Bell <mbell@tidewaterbrokers.com>", "cds-run@tidewaterbrokers.com",
                     "Tidewater CDS run 07:35 - indices / IG / HY upfront", when(23, 7, 36, 20), html=html,
                     mailer=None)
    emit("12-html-cds-run", "html", msg, g)


def m13():
    D = "nordhavnbank"
    g = Gold(D)
    fixed = [
        ("EIB", "4 1/8", "02/15/29", us_isin("298785KB"), "+35", "+33", "+12", "+10"),
        ("KFW", "4 3/8", "02/28/34", us_isin("500769KE"), "+52", "+49", "+28", "+25"),
        ("IBRD", "3 7/8", "08/28/30", "", "+41", "+39", "+17", "+15"),
        ("ASIA", "4", "01/12/33", us_isin("045167FQ"), "+48", "+45", "+24", "+21"),
        ("AFDB", "4 3/8", "03/14/28", "", "+27", "+25", "+8", "+6"),
        ("BNG", "4 1/2", "10/17/31", isin("XS2712345" + "67"), "+47", "+44", "+22", "+19"),
    ]
    frns = [("EIB", "SOFR+30", "01/29/29", isin("XS2789012" + "34"), "21", "18"),
            ("IBRD", "SOFR+37", "08/20/30", us_isin("459058LM"), "30", "27")]
    h = ['<html><body style="font-family:Arial;font-size:10pt">',
         "<p>Hej / hi all,</p><p>USD SSA run from Nordhavn. Fixed rate vs SOFR mid-swaps and vs the "
         "interpolated UST curve; floaters on DM. Levels indicative, sizes 5-10mm.</p>",
         '<table border="1" cellpadding="3" cellspacing="0" style="border-collapse:collapse;font-size:9pt">',
         '<tr style="background:#003366;color:white"><th rowspan="2">Issuer</th><th rowspan="2">Cpn</th>'
         '<th rowspan="2">Maturity</th><th rowspan="2">ISIN</th><th colspan="2">vs SOFR MS (bp)</th>'
         '<th colspan="2">vs UST (bp)</th></tr>',
         '<tr style="background:#003366;color:white"><th>Bid</th><th>Ask</th><th>Bid</th><th>Ask</th></tr>']
    for iss, c, m, isn, ib, ia, sb, sa in fixed:
        h.append(f"<tr><td>{iss}</td><td>{c}</td><td>{m}</td><td>{isn}</td><td align=right>{ib}</td>"
                 f"<td align=right>{ia}</td><td align=right>{sb}</td><td align=right>{sa}</td></tr>")
        g.multi(isn or bond_key(iss, c, m), "agency", "agency", [("i_spread", ib, ia), ("spread", sb, sa)])
    h.append('</table><p><b>Floaters</b> (compounded SOFR, DM bp)</p>'
             '<table border="1" cellpadding="3" cellspacing="0" style="border-collapse:collapse;font-size:9pt">'
             '<tr style="background:#003366;color:white"><th>Issuer</th><th>Coupon</th><th>Maturity</th>'
             "<th>ISIN</th><th>DM Bid</th><th>DM Ask</th></tr>")
    for iss, c, m, isn, db, da in frns:
        h.append(f"<tr><td>{iss}</td><td>{c}</td><td>{m}</td><td>{isn}</td><td align=right>{db}</td>"
                 f"<td align=right>{da}</td></tr>")
        g.add(isn, "agency", "frn", "dm", db, da)
    h.append("<p>KfW new 5y USD benchmark expected after Thanksgiving, guidance likely SOFR MS+40 area.</p>"
             "<p>Med venlig hilsen / kind regards<br>Freja Holm<br>SSA Syndicate &amp; Trading | Nordhavn Bank A/S"
             "<br>Havnegade 44, 1058 Copenhagen K | +45 33 55 01 66</p></body></html>")
    msg = build_mail("13", "Freja Holm <freja.holm@nordhavnbank.dk>", "ssa-investors@nordhavnbank.dk",
                     "USD SSA run - vs MS / UST - and floaters", when(23, 14, 3, 0, TZ_CET),
                     text="USD SSA run - please see the HTML version of this message.\n", html="".join(h))
    emit("13-html-ssa-run", "html", msg, g)


def m14():
    D = "granitebay"
    g = Gold(D)
    cvs = [("COIN", "0.25", "04/01/2030", us_isin("19260QAH"), "104.50", "105.25", "262.40", "38.2", "61"),
           ("MSTR", "0.625", "03/15/2030", us_isin("594972AK"), "148.25", "149.50", "412.10", "12.1", "86"),
           ("AFRM", "0.75", "12/15/2029", "", "97.75", "98.50", "71.20", "44.5", "46"),
           ("SNOW", "0", "10/01/2029", "", "118.00", "119.00", "228.15", "21.7", "72"),
           ("RIVN", "4.625", "03/15/2029", "", "101.50", "102.25", "14.85", "58.9", "33"),
           ("DKNG", "0", "03/15/2028", us_isin("26142RAD"), "90.25", "91.00", "38.75", "97.4", "18")]
    prefs = [("JPM 4.625 Ser LL", cusip("48128B64"), "4.625%", "06/01/2026", "$21.35", "$21.48"),
             ("WFC 4.75 Ser Z", "", "4.750%", "03/15/2025", "$21.90", "$22.02"),
             ("BAC 4.375 Ser NN", cusip("06055H40"), "4.375%", "11/03/2025", "$20.62", "$20.75"),
             ("MS 5.85 Ser K", "", "5.850%", "04/15/2027", "$24.88", "$24.98"),
             ("GS 5.5 Ser J", cusip("38145G30"), "5.500%", "05/10/2023", "$24.95", "$25.06")]
    h = ['<html><head><meta charset="utf-8"><style>td,th{font-family:Tahoma;font-size:8.5pt;padding:2px 6px}'
         "th{background:#E7E6E6}</style></head><body>",
         "<p>Granite Bay converts &amp; preferreds - 11:30 ET. Converts in points, prefs in $ ($25 par).</p>",
         '<table border="1" style="border-collapse:collapse"><tr><th>Issuer</th><th>Cpn</th><th>Maturity</th>'
         "<th>ISIN</th><th>Bid</th><th>Ask</th><th>Stock</th><th>Prem %</th><th>Delta</th></tr>"]
    for iss, c, m, isn, b, a, stk, prem, delta in cvs:
        h.append(f"<tr><td>{iss}</td><td>{c}</td><td>{m}</td><td>{isn or '&nbsp;'}</td><td>{b}</td><td>{a}</td>"
                 f"<td>{stk}</td><td>{prem}</td><td>{delta}</td></tr>")
        g.add(isn or bond_key(iss, c, m), "convertible", "convert_preferred", "price", b, a)
    h.append('</table><br><table border="1" style="border-collapse:collapse"><tr><th>Preferred</th><th>CUSIP</th>'
             "<th>Div</th><th>First Call</th><th>Bid</th><th>Ask</th></tr>")
    for desc, cu, div, call, b, a in prefs:
        h.append(f"<tr><td>{desc}</td><td>{cu or '&nbsp;'}</td><td>{div}</td><td>{call}</td><td>{b}</td>"
                 f"<td>{a}</td></tr>")
        g.add(cu or desc_key(desc), "preferred", "convert_preferred", "price", b, a)
    h.append("<p>Stock refs as of 11:25. MSTR trading through parity, happy to show the delta-neutral.</p>"
             "<p>Nate Kowalczyk<br>Convertible &amp; Preferred Trading<br>Granite Bay Securities<br>"
             "(916) 555-0139</p></body></html>")
    msg = build_mail("14", "Nate Kowalczyk <nkowalczyk@granitebay.com>", "cv-pref@granitebay.com",
                     "GBS converts & prefs 11:30", when(23, 11, 31, 2),
                     text="GBS converts & prefs 11:30 - best viewed in HTML.\n", html="".join(h))
    emit("14-html-converts-prefs", "html", msg, g)


def m15():
    h = [OUTLOOK_HEAD, p("Harborview team,"), p("&nbsp;"), p("Please find below confirmation of the trade executed today."),
         p("&nbsp;"),
         '<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:9pt">']
    fields = [("Trade Date", "11/23/2026 09:47:12 ET"), ("Settlement Date", "11/24/2026"),
              ("Side", "Client BUYS from Stirling"), ("Security", "ORCL 4.9 02/15/33"),
              ("CUSIP", cusip("68389XCJ")), ("Quantity", "5,000,000"), ("Price", "98.625"),
              ("Yield", "5.171%"), ("Spread", "+116 vs T 4 1/8 11/15/32"), ("Accrued (98 days)", "66,694.44"),
              ("Principal", "4,931,250.00"), ("Net Amount", "4,997,944.44 USD"),
              ("Capacity", "Principal"), ("Ticket", "STR-2026-1123-004417")]
    for k, v in fields:
        h.append(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>")
    h += ["</table>", p("&nbsp;"),
          p("Please contact the desk at +1 (415) 555-0175 with any discrepancy within 24 hours."),
          p("&nbsp;"), p("Regards,"), p("Stirling Capital Markets - Trade Support"), OUTLOOK_TAIL]
    msg = build_mail("15", "Stirling Trade Support <tradesupport@stirlingcm.com>",
                     "Harborview Operations <ops@harborview-am.com>",
                     "CONFIRM: BUY 5MM ORCL 4.9 02/15/33 @ 98.625", when(23, 9, 52, 40),
                     text="Trade confirmation - please view in HTML.\n", html="".join(h))
    emit("15-html-trade-confirm-no-quotes", "html", msg, [])


ALL = [m09, m10, m11, m12, m13, m14, m15]
