"""HTML bodies: Outlook tables, Bloomberg <br> runs, nested tables, forwarded runs."""
from common import Layout, M, K, cusip, isin, mail, q, qs, us_isin

FMT = "html"

OUTLOOK_HEAD = """<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="Generator" content="Microsoft Word 15 (filtered medium)">
<style><!--
p.MsoNormal, li.MsoNormal, div.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;}
span.EmailStyle17 {mso-style-type:personal-compose;}
--></style></head>
<body lang="EN-GB" link="#0563C1" vlink="#954F72"><div class="WordSection1">
"""
OUTLOOK_TAIL = "</div></body></html>\n"


def p(text):
    return '<p class="MsoNormal"><span style="font-size:10.0pt">%s</span></p>\n' % text


def ol_table(headers, rows, head_bg="#1F3864"):
    out = ['<table class="MsoNormalTable" border="0" cellspacing="0" cellpadding="0" style="border-collapse:collapse">']
    out.append("<tr>" + "".join(
        '<td style="background:%s;padding:0cm 5.4pt"><p class="MsoNormal"><b><span style="font-size:9.0pt;color:white">%s</span></b></p></td>' % (head_bg, h)
        for h in headers) + "</tr>")
    for r in rows:
        out.append("<tr>" + "".join(
            '<td nowrap style="border-bottom:solid #D9D9D9 1.0pt;padding:0cm 5.4pt"><p class="MsoNormal" align="right"><span style="font-size:9.0pt">%s</span></p></td>' % c
            for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out) + "\n"


def plain_table(headers, rows, attrs='border="1" cellpadding="3" cellspacing="0"'):
    out = ["<table %s>" % attrs, "<tr>" + "".join("<th>%s</th>" % h for h in headers) + "</tr>"]
    for r in rows:
        out.append("<tr>" + "".join("<td>%s</td>" % c for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out) + "\n"


def h_kestrel_ig():
    d = "kestrelcm"
    ids = [us_isin(x) for x in ("71234RAC", "71234RAF", "29411TBB", "55902LAK")]
    rows_data = [
        # issuer, cpn, mat, isin, rating, bs, as, bp, ap, by, ay, chg, size
        ("Palantine Materials", "5.150", "15-Mar-2031", ids[0], "BBB/Baa2", 104, 99, 100.52, 100.74, 5.03, 4.98, "-2", 5),
        ("Palantine Materials", "5.600", "15-Mar-2036", ids[1], "BBB/Baa2", 131, 126, 100.85, 101.22, 5.49, 5.44, "-1", 3),
        ("Elgarde Health", "4.700", "01-Jun-2029", "", "A-/A3", 71, 67, 100.05, 100.16, 4.68, 4.64, "0", 10),
        ("Elgarde Health", "5.350", "01-Jun-2034", "", "A-/A3", 98, 94, 101.62, 101.40, 5.10, 5.07, "+1", 5),
        ("Matterhorn Power", "5.875", "30-Sep-2054", ids[2], "BBB+/Baa1", 139, 134, 98.10, 98.77, 6.01, 5.96, "-3", 2),
        ("Wexcombe Bancorp", "5.082", "22-Jan-2032", ids[3], "A/A2", 96, 92, 100.44, 100.62, 4.99, 4.95, "-1", 5),
    ]
    hdr = ["Issuer", "Coupon", "Maturity", "ISIN", "Rating", "Bid Sprd", "Ask Sprd", "Bid Px", "Ask Px",
           "Bid YTW", "Ask YTW", "Chg (bp)", "Size (MM)"]
    rows = [(a, b, c, i, r, "+%d" % bs, "+%d" % as_, "%.2f" % bp, "%.2f" % ap, "%.2f" % by, "%.2f" % ay, ch, str(sz))
            for a, b, c, i, r, bs, as_, bp, ap, by, ay, ch, sz in rows_data]
    html = (OUTLOOK_HEAD + p("Good morning,") + p("&nbsp;")
            + p("Please find below Kestrel IG secondary levels (spreads vs. on-the-run UST, indicative):")
            + p("&nbsp;") + ol_table(hdr, rows) + p("&nbsp;")
            + p("Elgarde 34s: note we are showing a <b>locked/crossed</b> price until the desk refreshes.")
            + p("Kind regards,") + p("<b>Olivia Brandvold</b> | Kestrel Capital Markets | IG Syndicate &amp; Trading | +1 (646) 555-0102")
            + p('<span style="color:gray;font-size:7.0pt">This e-mail is indicative, for institutional investors only. Kestrel Capital Markets LLC, Member SIPC.</span>')
            + OUTLOOK_TAIL)
    quotes = []
    for a, b, c, i, r, bs, as_, bp, ap, by, ay, ch, sz in rows_data:
        mat = {"15-Mar-2031": "2031-03-15", "15-Mar-2036": "2036-03-15", "01-Jun-2029": "2029-06-01",
               "01-Jun-2034": "2034-06-01", "30-Sep-2054": "2054-09-30", "22-Jan-2032": "2032-01-22"}[c]
        cpn = b.rstrip("0").rstrip(".")
        key = i or "%s %s %s" % (a.upper(), cpn, mat)
        quotes += qs(key, "ig", [("spread", bs, as_), ("price", bp, ap), ("yield", by, ay)], sz*M, sz*M, d,
                     review=("price",) if bp > ap else ())
    eml = mail("Olivia Brandvold <obrandvold@kestrelcm.com>", "IG Accounts <ig-accounts@kestrelcm.com>",
               "Kestrel IG secondary levels - Materials / Health / Utilities / Banks",
               "Mon, 16 Nov 2026 08:02:11 -0500", "BN7PR11MB2231.20261116080211@kestrelcm.com",
               text=None, html=html, seed="h01")
    return Layout("kestrel-ig-outlook-table", FMT, eml, quotes)


def h_bbg_hy_lines():
    d = "quillon"
    i1 = us_isin("31847NAE")
    lines = [
        "QUILLON HY RUN 11/17 - BB/B cash",
        "",
        "DUNMR 8 10/30 144A &nbsp;&nbsp; 100.50 - 101.00 &nbsp; (YTW 7.81 / 7.68) &nbsp; 2x2",
        "FALKN 6 3/4 06/31 &nbsp;&nbsp;&nbsp;&nbsp; 97.375 - 97.875 &nbsp; (YTW 7.38 / 7.26) &nbsp; 1x1",
        "SELV 5 7/8 10/32 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp; 98 1/2 - 99 &nbsp; 3x3",
        "QRTZ 7 3/8 02/32 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp; 97.75 - 98.25 &nbsp; 2x2",
        "HALCN 9.5 01/29 %s &nbsp; 102.25 - 102.875 &nbsp; 1x1" % i1,
        "BRZN 10 1/4 04/28 &nbsp;&nbsp;&nbsp;&nbsp; 88.00 - 90.00 &nbsp; 500kx500k",
        "",
        "*** axes: FALKN 31s buyer, BRZN 28s seller ***",
        "px as of 07:55 NY, chg vs close: DUNMR +1/4, FALKN unch, BRZN -1.5",
    ]
    html = ('<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>'
            '<body><font face="Courier New" size="2">' + "<br>\n".join(lines)
            + '<br>\n<br>\n--<br>\nTheo Brandt<br>\nQuillon Securities LLC | 646-555-0133<br>\n'
            '<font size="1" color="#808080">Indicative levels only. Not an offer.</font></font></body></html>\n')
    quotes = (qs("DUNMR 8 2030-10 144A", "hy", [("price", 100.50, 101.00), ("yield", 7.81, 7.68)], 2*M, 2*M, d)
              + qs("FALKN 6.75 2031-06", "hy", [("price", 97.375, 97.875), ("yield", 7.38, 7.26)], 1*M, 1*M, d)
              + [q("SELV 5.875 2032-10", "hy", "price", 98.5, 99, 3*M, 3*M, d),
                 q("QRTZ 7.375 2032-02", "hy", "price", 97.75, 98.25, 2*M, 2*M, d),
                 q(i1, "hy", "price", 102.25, 102.875, 1*M, 1*M, d),
                 q("BRZN 10.25 2028-04", "hy", "price", 88.00, 90.00, 500*K, 500*K, d)])
    eml = mail("Theo Brandt (QUILLON SECURITI) <tbrandt@quillon.com>", "hy-distro@quillon.com",
               "QUILLON HY RUN 11/17", "Tue, 17 Nov 2026 07:56:02 -0500",
               "MSG.QSL.1763384162.55@quillon.com", html=html, seed="h02")
    return Layout("quillon-hy-bbg-lines", FMT, eml, quotes)


def h_fairhaven_loans_nested():
    d = "fairhavencredit"
    rows = [("Brequin Energy", "TLB S+325 6/29", "B2/B", "99.250", "99.750", "99.375"),
            ("Talvera Telecom", "TL S+400 3/31", "B3/B-", "96.125", "96.875", "96.500"),
            ("Vostra Foods", "TLB-2 S+275 10/30", "Ba3/BB-", "100.125", "100.375", "100.125"),
            ("Helixgen Pharma", "2nd Lien S+650 8/31", "Caa1/CCC+", "91.00", "93.00", "92.50"),
            ("Grantek Systems", "Incremental TLB S+350 2/32", "B1/B+", "99.875", "100.250", "-")]
    inner = plain_table(["Borrower", "Facility", "Ratings", "Bid", "Offer", "Prev Close"], rows,
                        'border="1" cellpadding="2" cellspacing="0" style="font-family:Arial;font-size:9pt"')
    html = ('<html><body style="font-family:Arial">'
            '<table width="100%" cellpadding="0" cellspacing="0"><tr><td bgcolor="#003B5C" style="color:#fff;padding:6px">'
            '<b>FAIRHAVEN CREDIT - LEVERAGED LOAN LEVELS</b> &nbsp; 16 Nov 2026</td></tr>'
            '<tr><td style="padding:8px"><table cellpadding="4"><tr><td valign="top">'
            + inner +
            '</td><td valign="top" style="font-size:8pt;color:#555">Levels are indicative and for discussion only.<br>'
            'Settlement T+7 (LSTA par/near par).<br>Contact: loans@fairhavencredit.com<br>+1 704 555 0166</td></tr></table>'
            '</td></tr></table></body></html>\n')
    quotes = [q("%s %s" % (b.upper(), f.upper()), "loan", "price", float(bid), float(off), None, None, d)
              for b, f, r, bid, off, pc in rows]
    eml = mail("Fairhaven Loan Trading <loans@fairhavencredit.com>", "Accounts <accounts@vantage-am.com>",
               "Loan levels - 16 Nov", "Mon, 16 Nov 2026 09:30:00 -0500",
               "FHC-LL-20261116-0930@fairhavencredit.com", html=html, seed="h03")
    return Layout("fairhaven-loans-nested", FMT, eml, quotes)


def h_loans_br_dm():
    d = "brennick"
    lines = [
        "<b>BRENNICK LEVERAGED FINANCE - SECONDARY LOANS 18-Nov</b>",
        "",
        "PLNM TLB S+375 11/30 &nbsp;&nbsp; 98.75 / 99.25 &nbsp;&nbsp; DM 412 / 398 &nbsp; 5mm",
        "CNDR RAIL TLB S+300 04/31 &nbsp; 100.00 / 100.25 &nbsp; DM 301 / 295",
        "LUMNR MEDIA TLB S+450 07/29 &nbsp; 87.50 / 88.50 &nbsp; DM 812 / 776 &nbsp; 2mm",
        "OKRA UTIL TLA S+200 12/28 &nbsp; 99.875 bid &nbsp; 10mm",
        "VELDT TL S+525 05/30 &nbsp; 93.50 / 92.75 &nbsp; (desk checking - do not rely)",
        "",
        "Breaks: LUMNR closed 88.00 yesterday. 3m SOFR 3.92%.",
    ]
    html = ('<html><body><div style="font-family:Calibri;font-size:11pt">' + "<br>\n".join(lines)
            + "<br>\n<br>\nRegards,<br>\nSam Okoro | Brennick &amp; Co. | 704-555-0129</div></body></html>\n")
    quotes = (qs("PLNM TLB S+375 11/30", "loan", [("price", 98.75, 99.25), ("dm", 412, 398)], 5*M, 5*M, d)
              + qs("CNDR RAIL TLB S+300 04/31", "loan", [("price", 100.00, 100.25), ("dm", 301, 295)], None, None, d)
              + qs("LUMNR MEDIA TLB S+450 07/29", "loan", [("price", 87.50, 88.50), ("dm", 812, 776)], 2*M, 2*M, d)
              + [q("OKRA UTIL TLA S+200 12/28", "loan", "price", 99.875, None, 10*M, None, d),
                 q("VELDT TL S+525 05/30", "loan", "price", 93.50, 92.75, None, None, d, review=True)])
    eml = mail("Sam Okoro <sokoro@levfin.brennick.com>", "loan-accounts@brennick.com",
               "Secondary loans 18-Nov", "Wed, 18 Nov 2026 10:05:51 -0500",
               "brennick-lf-20261118100551@brennick.com", html=html, seed="h04")
    return Layout("brennick-loans-br-dm", FMT, eml, quotes)


def h_clo_bwic_talk():
    d = "tidewatersec"
    cs = [cusip(x) for x in ("87248TAG", "09175MBC", "65432VAJ", "30415KAE", "44982CAL")]
    rows = [(cs[0], "TWSD 2021-4A", "B", "AA", "5.000", "99.25-99.75"),
            (cs[1], "BLKSL 2019-2A", "C", "A", "3.500", "98.5/99"),
            (cs[2], "NHAVN 2022-1A", "D", "BBB-", "2.000", "96.00"),
            (cs[3], "FRSTL 2018-7A", "E", "BB-", "1.250", "90-91"),
            (cs[4], "GRYCL 2020-3A", "SUB", "NR", "4.000", "no talk")]
    html = (OUTLOOK_HEAD + p("Team,") + p("BWIC for <b>Thursday 19-Nov, bids due 11:00 ET</b>, settle T+3. Our price talk below.")
            + p("&nbsp;") + ol_table(["CUSIP", "Deal", "Class", "Rtg", "Orig Face (MM)", "Talk (px)"], rows, "#385723")
            + p("&nbsp;") + p("Equity line: talk on request. Colour to follow post-auction.")
            + p("Tidewater Securities | CLO Trading | 980-555-0114") + OUTLOOK_TAIL)
    quotes = [q(cs[0], "structured", "talk", 99.25, 99.75, 5*M, 5*M, d),
              q(cs[1], "structured", "talk", 98.5, 99, 3.5*M, 3.5*M, d),
              q(cs[2], "structured", "talk", 96.00, 96.00, 2*M, 2*M, d),
              q(cs[3], "structured", "talk", 90, 91, 1.25*M, 1.25*M, d)]
    for x in quotes:
        x["bid_size"] = x["ask_size"] = int(x["bid_size"])
    eml = mail("Tidewater CLO Desk <clo@tidewatersec.com>", "bwic-list@tidewatersec.com",
               "BWIC 19-Nov 11:00 ET - CLO mezz - TALK", "Wed, 18 Nov 2026 16:44:20 -0500",
               "TWS.BWIC.20261119.TALK@tidewatersec.com", html=html, seed="h05")
    return Layout("tidewater-clo-bwic-talk", FMT, eml, quotes)


def h_bwic_cover():
    d = "tidewatersec"
    cs = [cusip(x) for x in ("87248TAG", "09175MBC", "65432VAJ", "30415KAE")]
    a1 = cusip("02588WAD")
    rows = [(cs[0], "TWSD 2021-4A B", "5,000,000", "99.62", "TRADED"),
            (cs[1], "BLKSL 2019-2A C", "3,500,000", "98.91", "TRADED"),
            (cs[2], "NHAVN 2022-1A D", "2,000,000", "--", "DNT"),
            (cs[3], "FRSTL 2018-7A E", "1,250,000", "90.55", "TRADED"),
            (a1, "ARDSL 2024-1 A2 (auto ABS)", "7,500,000", "100-02", "TRADED")]
    html = ('<html><body><p style="font-family:Arial;font-size:10pt">BWIC results 19-Nov (11:00 ET list)</p>'
            '<table border="1" cellspacing="0" cellpadding="3" style="font-family:Arial;font-size:9pt">'
            '<tr bgcolor="#D9E1F2"><th>Cusip</th><th>Description</th><th>Orig Face</th><th>Cover</th><th>Status</th></tr>'
            + "".join("<tr>" + "".join("<td>%s</td>" % c for c in r) + "</tr>" for r in rows)
            + '</table><p style="font-family:Arial;font-size:9pt">Covers are 2nd best bid. DNT = did not trade.<br>'
            'Tidewater Securities | CLO &amp; ABS Trading</p></body></html>\n')
    quotes = [q(cs[0], "structured", "cover", 99.62, 99.62, 5*M, 5*M, d),
              q(cs[1], "structured", "cover", 98.91, 98.91, 3500000, 3500000, d),
              q(cs[3], "structured", "cover", 90.55, 90.55, 1250000, 1250000, d),
              q(a1, "structured", "cover", 100.0625, 100.0625, 7500000, 7500000, d)]
    eml = mail("Tidewater CLO Desk <clo@tidewatersec.com>", "bwic-list@tidewatersec.com",
               "RE: BWIC 19-Nov 11:00 ET - CLO mezz - COVERS", "Thu, 19 Nov 2026 12:31:07 -0500",
               "TWS.BWIC.20261119.COVER@tidewatersec.com", html=html, seed="h06")
    return Layout("tidewater-bwic-covers", FMT, eml, quotes)


def h_veyrier_em_fr():
    d = "veyrier"
    i1 = isin("XS285517302")
    rows = [("CIV", "6,375", "15/03/2033", "", "97,10", "97,60", "6,93", "6,84", "2"),
            ("SENEGL", "6,25", "23/05/2033", "", "88,40", "89,15", "8,49", "8,34", "1"),
            ("MOROC", "5,95", "08/03/2028", i1, "101,05", "101,45", "5,12", "4,85", "3"),
            ("EGYPT", "7,625", "29/05/2032", "", "94,20", "94,85", "8,98", "8,83", "2"),
            ("ANGOL", "8,75", "14/04/2032", "", "93,00", "95,50", "10,48", "9,89", "1")]
    html = (OUTLOOK_HEAD + p("Bonjour,") + p("Ci-dessous nos niveaux indicatifs souverains EM (USD), 17/11/2026 à 09h15 :")
            + ol_table(["Émetteur", "Coupon", "Échéance", "ISIN", "Prix achat", "Prix vente", "Rdt achat", "Rdt vente", "Taille (M USD)"], rows, "#7F6000")
            + p("&nbsp;") + p("Variation veille : CIV +0,25 ; ANGOL -0,75 (pour info).")
            + p("Cordialement,") + p("Hugo Marchetti - Banque Veyrier - Dette émergente - +33 1 44 55 60 18") + OUTLOOK_TAIL)
    f = lambda s: float(s.replace(",", "."))
    quotes = []
    for e, c, m, i, pb, pa, yb, ya, t in rows:
        dd, mm, yy = m.split("/")
        cpn = ("%g" % f(c))
        key = i or "%s %s %s-%s-%s" % (e, cpn, yy, mm, dd)
        quotes += qs(key, "em_sovereign", [("price", f(pb), f(pa)), ("yield", f(yb), f(ya))], int(t)*M, int(t)*M, d)
    eml = mail("Hugo Marchetti <hugo.marchetti@veyrier.fr>", "clients-em@veyrier.fr",
               "Niveaux souverains EM - 17/11", "Tue, 17 Nov 2026 09:15:40 +0100",
               "VEY-EM-20261117-0915@veyrier.fr", html=html, seed="h07")
    return Layout("veyrier-em-sov-french", FMT, eml, quotes)


def h_lisardo_em_es():
    d = "bancolisardo"
    i1 = us_isin("715638DH")
    rows = [("PERU", "5,375", "08/02/2035", "", "98,75", "99,30", "5,55", "5,48", "2"),
            ("CHILE", "4,95", "05/01/2036", "", "97,85", "98,35", "5,23", "5,16", "3"),
            ("URUGUA", "5,1", "18/06/2050", i1, "93,10", "93,90", "5,62", "5,56", "1"),
            ("DOMREP", "6,6", "01/06/2036", "", "100,40", "100,95", "6,54", "6,47", "2"),
            ("PARGU", "5,4", "30/03/2050", "", "9,14", "91,60", "", "", "1")]
    html = ('<html><head><meta charset="utf-8"></head><body style="font-family:Verdana;font-size:9pt">'
            '<p>Buenos días,</p><p>Niveles indicativos deuda soberana LatAm (USD) - 20/11/2026</p>'
            + plain_table(["Emisor", "Cupón", "Vencimiento", "ISIN", "Compra", "Venta", "TIR compra", "TIR venta", "Nominal (MM)"], rows)
            + '<p>Nota: PARGU 2050 precio compra pendiente de confirmar.</p>'
            '<p>Un saludo,<br>Lucía Ferrándiz<br>Banco Lisardo - Renta Fija Mercados Emergentes<br>Tel. +34 91 555 43 21</p>'
            '<p style="font-size:7pt;color:#999">Este mensaje es confidencial. Niveles orientativos, no constituyen oferta.</p></body></html>\n')
    f = lambda s: float(s.replace(",", "."))
    quotes = []
    for e, c, m, i, pb, pa, yb, ya, t in rows:
        dd, mm, yy = m.split("/")
        key = i or "%s %s %s-%s-%s" % (e, "%g" % f(c), yy, mm, dd)
        ms = [("price", f(pb), f(pa))] + ([("yield", f(yb), f(ya))] if yb else [])
        quotes += qs(key, "em_sovereign", ms, int(t)*M, int(t)*M, d, review=("price",) if f(pb) < 50 else ())
    eml = mail("Lucía Ferrándiz <lferrandiz@bancolisardo.es>", "inversores-em@bancolisardo.es",
               "Niveles soberanos LatAm 20/11", "Fri, 20 Nov 2026 09:48:02 +0100",
               "BL-RFME-20261120-0948@bancolisardo.es", html=html, seed="h08")
    return Layout("lisardo-em-sov-spanish", FMT, eml, quotes)


def h_fwd_agency_frn():
    d = "sorlyle"
    a1, a2, a3 = cusip("3133ERKP"), cusip("3134H1BX"), cusip("3130B6TN")
    f1, f2 = us_isin("48723NAQ"), us_isin("92204GBD")
    inner = plain_table(
        ["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Bid Spd", "Offer Spd", "Bid", "Offer", "Size"],
        [(a1, "FFCB", "4.02", "11/04/2030", "NC", "+9", "+6", "99.870", "100.005", "10MM"),
         (a2, "FHLMC", "4.50", "12/01/2031", "12/01/27 Qtrly", "+38", "+33", "99.625", "99.850", "5MM"),
         (a3, "FHLB", "3.875", "06/13/2029", "NC", "+4", "+2", "99.741", "99.810", "25MM")])
    inner2 = plain_table(
        ["ISIN", "Issuer", "Index", "Maturity", "DM Bid", "DM Offer", "Px Bid", "Px Offer", "Size"],
        [(f1, "Juniper Mutual Bank FRN", "SOFR", "02/2029", "92", "87", "100.215", "100.300", "5MM"),
         (f2, "Varnam Financial FRN", "SOFR", "08/2030", "118", "112", "100.440", "100.580", "3MM")])
    html = ('<html><body><div style="font-family:Calibri">'
            '<p>Rachel - see below from our agency desk, happy to work any of these.</p><p>Dana</p>'
            '<p>Dana Whitfield | Sorensen Lyle | 214 555 0118</p>'
            '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm">'
            '<p><b>From:</b> Sorensen Lyle Agency Desk &lt;agency@sorlyle.com&gt;<br><b>Sent:</b> Thursday, November 19, 2026 8:20 AM<br>'
            '<b>To:</b> SL Sales &lt;sales@sorlyle.com&gt;<br><b>Subject:</b> Agency + FRN offerings 11/19</p></div>'
            '<p>Agency bullets/callables (spreads vs UST interpolated):</p>' + inner
            + '<p>Bank FRNs:</p>' + inner2 + '<p>Indicative, subject to change.</p></div></body></html>\n')
    quotes = (qs(a1, "agency", [("spread", 9, 6), ("price", 99.870, 100.005)], 10*M, 10*M, d)
              + qs(a2, "agency", [("spread", 38, 33), ("price", 99.625, 99.850)], 5*M, 5*M, d)
              + qs(a3, "agency", [("spread", 4, 2), ("price", 99.741, 99.810)], 25*M, 25*M, d)
              + qs(f1, "frn", [("dm", 92, 87), ("price", 100.215, 100.300)], 5*M, 5*M, d)
              + qs(f2, "frn", [("dm", 118, 112), ("price", 100.440, 100.580)], 3*M, 3*M, d))
    eml = mail("Dana Whitfield <dwhitfield@sorlyle.com>", "Rachel Field <rfield@vantage-am.com>",
               "FW: Agency + FRN offerings 11/19", "Thu, 19 Nov 2026 08:34:12 -0600",
               "SL.20261119.083412.DW@sorlyle.com", html=html, seed="h09")
    return Layout("sorlyle-fwd-agency-frn", FMT, eml, quotes)


def h_alderic_ssa_frn():
    d = "alderic"
    s1, s2, s3 = isin("XS272118434"), isin("DE000A30VT9"), isin("EU000A3K4E4")
    f1, f2, f3 = isin("XS291204587"), isin("XS288730119"), isin("FR001400QX2")
    agency_rows = [(s1, "EIB 2.75 15/01/2031", "+12 / +9", "99.18 / 99.31", "25 x 25"),
                   (s2, "KFW 2.5 19/11/2032", "+19 / +16", "97.64 / 97.80", "10 x 10"),
                   (s3, "EU 3.0 04/12/2034", "+41 / +38", "98.02 / 98.25", "10 x 5")]
    frn_rows = [(f1, "Lindqvist Bank 3mE+70 03/29", "68 / 64", "100.11 / 100.19", "5"),
                (f2, "Covara Insurance 3mE+145 09/31 (Sub T2)", "152 / 141", "99.70 / 100.15", "2"),
                (f3, "Societe Varennes 3mE+55 11/28", "--", "100.08 / 100.14", "10")]
    html = ('<html><body style="font-family:Tahoma;font-size:8pt">'
            '<table cellspacing="0" cellpadding="0" border="0" width="720"><tr><td>'
            '<table cellspacing="0" cellpadding="3" border="1"><tr><td colspan="5" bgcolor="#203764"><font color="white"><b>ALDERIC - SSA / AGENCY EUR (I-spread vs 6m Euribor swaps)</b></font></td></tr>'
            '<tr><td>ISIN</td><td>Bond</td><td>ASW bid / offer (bp)</td><td>Price bid / offer</td><td>Size (EUR mm)</td></tr>'
            + "".join("<tr>" + "".join("<td>%s</td>" % c for c in r) + "</tr>" for r in agency_rows)
            + '</table></td></tr><tr><td>&nbsp;</td></tr><tr><td>'
            '<table cellspacing="0" cellpadding="3" border="1"><tr><td colspan="5" bgcolor="#203764"><font color="white"><b>FRN (DM vs 3m Euribor)</b></font></td></tr>'
            '<tr><td>ISIN</td><td>Bond</td><td>DM bid / offer</td><td>Price bid / offer</td><td>Size (EUR mm)</td></tr>'
            + "".join("<tr>" + "".join("<td>%s</td>" % c for c in r) + "</tr>" for r in frn_rows)
            + '</table></td></tr></table>'
            '<p>Alderic Brokers Ltd acts as an intermediary only. Prices are indications from the market.<br>'
            'Alderic Brokers Ltd, 30 Gresham Row, London EC2 | +44 20 7946 0875</p></body></html>\n')
    quotes = (qs(s1, "agency", [("i_spread", 12, 9), ("price", 99.18, 99.31)], 25*M, 25*M, d)
              + qs(s2, "agency", [("i_spread", 19, 16), ("price", 97.64, 97.80)], 10*M, 10*M, d)
              + qs(s3, "agency", [("i_spread", 41, 38), ("price", 98.02, 98.25)], 10*M, 5*M, d)
              + qs(f1, "frn", [("dm", 68, 64), ("price", 100.11, 100.19)], 5*M, 5*M, d)
              + qs(f2, "frn", [("dm", 152, 141), ("price", 99.70, 100.15)], 2*M, 2*M, d)
              + [q(f3, "frn", "price", 100.08, 100.14, 10*M, 10*M, d)])
    eml = mail("Alderic SSA & FRN <ssa-frn@alderic.co.uk>", "clients@alderic.co.uk",
               "SSA / FRN indications", "Fri, 20 Nov 2026 08:12:45 +0000",
               "ALD-SSAFRN-20261120-0812@alderic.co.uk", html=html, seed="h10")
    return Layout("alderic-ssa-frn-nested", FMT, eml, quotes)


LAYOUTS = [h_kestrel_ig, h_bbg_hy_lines, h_fairhaven_loans_nested, h_loans_br_dm, h_clo_bwic_talk,
           h_bwic_cover, h_veyrier_em_fr, h_lisardo_em_es, h_fwd_agency_frn, h_alderic_ssa_frn]
