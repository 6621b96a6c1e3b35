"""PDF attachments: multi-page offering sheets, muni lists, converts/preferreds, CDS runs, CLO/loans."""
from common import Layout, M, K, cusip, isin, mail, q, qs, us_isin
from pdfkit import table, build, Paragraph, Spacer, PageBreak, SMALL, NORMAL, H, mm, letter, A4

FMT = "pdf"

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def fmt_cpn(c):
    return ("%.3f" % c).rstrip("0").rstrip(".")


def p_marlowe_usd_sheet():
    d = "marlowetait"
    ig_names = ["ORVX", "GRNTK", "MTHRN", "WXCB", "ELGH", "PLNT", "JNPR", "VRNM"]
    hy_names = ["DUNMR", "FALKN", "QRTZ", "SELV", "BRZN", "HALCN", "LUMNR", "CNDRR"]
    ig_rows, hy_rows, quotes = [], [], []
    for i in range(40):
        t = ig_names[i % 8]
        cpn = 4.0 + (i * 0.125) % 2.0
        yr, mo, day = 2028 + (i * 3) % 27, 1 + (i * 5) % 12, 1 + (i * 7) % 28
        bs = 60 + (i * 17) % 140
        as_ = bs - 4 - i % 3
        bp = round(97.0 + ((i * 0.37) % 6.0), 2)
        ap = round(bp + 0.18 + 0.04 * (i % 4), 2)
        sz = [2, 3, 5, 10][i % 4]
        # (the slice applies to the formatted string: without the brackets it sliced the tuple and
        # gave 10-character "CUSIPs"; fixed by the engineers after the first score, see README)
        cu = cusip(("%s%02dX%s" % ({"ORVX": "68389X", "GRNTK": "39871G", "MTHRN": "57702A", "WXCB": "95019B",
                                     "ELGH": "28617C", "PLNT": "71234R", "JNPR": "48723N", "VRNM": "92204G"}[t][:5], i, "A"))[:8]) if i % 3 != 2 else ""
        mat = "%02d/%02d/%d" % (mo, day, yr)
        ig_rows.append((t, fmt_cpn(cpn), mat, cu, ["A-", "BBB+", "BBB", "A"][i % 4], "+%d" % bs, "+%d" % as_,
                        "%.2f" % bp, "%.2f" % ap, str(sz)))
        key = cu or "%s %s %d-%02d-%02d" % (t, fmt_cpn(cpn), yr, mo, day)
        quotes += qs(key, "ig", [("spread", bs, as_), ("price", bp, ap)], sz*M, sz*M, d)
    # a crossed spread the desk left in the sheet: bid spread inside the offer
    ig_rows.append(("ELGH", "4.7", "06/01/2029", "", "A-", "+67", "+71", "100.05", "100.16", "5"))
    quotes += qs("ELGH 4.7 2029-06-01", "ig", [("spread", 67, 71), ("price", 100.05, 100.16)], 5*M, 5*M, d, review=("spread",))
    for i in range(24):
        t = hy_names[i % 8]
        cpn = 6.0 + (i * 0.375) % 4.5
        yr, mo = 2028 + (i * 2) % 8, 1 + (i * 4) % 12
        bp = round(88.0 + ((i * 1.13) % 14.0), 3)
        ap = round(bp + 0.5 + 0.25 * (i % 3), 3)
        by = round(6.2 + (i * 0.41) % 4.0, 2)
        ay = round(by - 0.08 - 0.03 * (i % 3), 2)
        sz = [1, 2, 0.5][i % 3]
        tag = ["144A", "", "REGS"][i % 3]
        mat = "%s-%d" % (MONTHS[mo - 1], yr)
        hy_rows.append((t, fmt_cpn(cpn), mat + (" " + tag if tag else ""), ["B1", "Ba3", "B3", "Caa1"][i % 4],
                        "%.3f" % bp, "%.3f" % ap, "%.2f" % by, "%.2f" % ay, "%g" % sz))
        key = "%s %s %d-%02d%s" % (t, fmt_cpn(cpn), yr, mo, (" " + tag if tag else ""))
        quotes += qs(key, "hy", [("price", bp, ap), ("yield", by, ay)], int(sz*M), int(sz*M), d)
    flow = [Paragraph("Marlowe Tait - USD Credit Offering Sheet", H),
            Paragraph("Tuesday 17 November 2026, 08:00 New York. Spreads in bp vs interpolated UST; prices clean. Size in USD MM, both sides.", NORMAL),
            Spacer(1, 4 * mm), Paragraph("<b>Investment Grade</b>", NORMAL),
            table(["Ticker", "Cpn", "Maturity", "CUSIP", "Rtg", "Bid Sprd", "Ask Sprd", "Bid Px", "Ask Px", "Size"], ig_rows),
            Spacer(1, 6 * mm), Paragraph("<b>High Yield</b> (YTW in %)", NORMAL),
            table(["Ticker", "Cpn", "Maturity", "Rtg", "Bid Px", "Ask Px", "Bid YTW", "Ask YTW", "Size"], hy_rows),
            Spacer(1, 6 * mm),
            Paragraph("For professional clients only. Marlowe Tait Europe Ltd / Marlowe Tait LLC. Levels are indicative and may change without notice. Ratings shown are composite, for information only.", SMALL)]
    pdf = build(flow, "MARLOWE TAIT  |  USD CREDIT OFFERING SHEET  |  17-Nov-2026",
                "Marlowe Tait LLC, 1 Pinecrest Plaza, New York NY 10005 | +1 212 555 0199 | Confidential", "USD Credit Offering Sheet", "MT Credit", letter)
    eml = mail("Lena Okafor <lena.okafor@eu.marlowetait.com>", "Credit Clients <credit-distro@marlowetait.com>",
               "MT USD offering sheet 17-Nov", "Tue, 17 Nov 2026 08:02:30 -0500",
               "20261117130230.8812@eu.marlowetait.com",
               text="Hi all,\n\nToday's USD IG/HY offering sheet attached.\n\nLena\n+44 20 7946 0321\n",
               attachments=[("MT_USD_Offering_20261117.pdf", pdf, "pdf")], seed="p01")
    return Layout("marlowe-usd-offering-sheet", FMT, eml, quotes)


def p_kestrel_eur_sheet():
    d = "kestrelcm"
    issuers = ["Brequin Energy", "Vostra Foods", "Condor Rail", "Okara Utilities", "Selvin Auto", "Dunmore Paper",
               "Talvera Telecom", "Lindqvist Bank"]
    quotes, rows = [], []
    for i in range(56):
        iss = issuers[i % 8]
        hy = iss in ("Selvin Auto", "Dunmore Paper", "Brequin Energy")
        cpn = (5.25 if hy else 2.5) + (i * 0.125) % 1.75
        yr, mo, day = 2028 + (i * 5) % 10, 1 + (i * 7) % 12, 1 + (i * 11) % 28
        bp = round((93.0 if hy else 95.5) + (i * 0.53) % 5.5, 2)
        ap = round(bp + (0.5 if hy else 0.2), 2)
        zb = (280 if hy else 70) + (i * 13) % 90
        za = zb - (12 if hy else 5)
        sz = [1, 2, 3][i % 3] if hy else [5, 3, 10][i % 3]
        ident = isin("XS2%08d" % (40011000 + i * 737)) if i % 4 != 3 else ""
        date = "%02d.%02d.%d" % (day, mo, yr)
        rows.append((ident, iss, fmt_cpn(cpn).replace(".", ","), date, ("%.2f" % bp).replace(".", ","),
                     ("%.2f" % ap).replace(".", ","), str(zb), str(za), str(sz)))
        key = ident or "%s %s %d-%02d-%02d" % (iss.upper(), fmt_cpn(cpn), yr, mo, day)
        quotes += qs(key, "hy" if hy else "ig", [("price", bp, ap), ("z_spread", zb, za)], sz*M, sz*M, d)
    flow = [Paragraph("Kestrel Capital Markets - EUR Corporates - Indikationen / Indications", H),
            Paragraph("19.11.2026 - Kurse in % (clean), Z-Spread in bp, Volumen in Mio. EUR.", NORMAL), Spacer(1, 3 * mm),
            table(["ISIN", "Emittent", "Kupon", "Fälligkeit", "Geld", "Brief", "Z-Spread Geld", "Z-Spread Brief", "Vol. (Mio.)"], rows,
                  widths=[24*mm, 30*mm, 13*mm, 20*mm, 14*mm, 14*mm, 22*mm, 22*mm, 16*mm], font=8.5,
                  extra_style=[("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]),
            Spacer(1, 5 * mm),
            Paragraph("Kestrel Capital Markets Europe GmbH, Frankfurt. Keine Anlageberatung. Indicative only.", SMALL)]
    pdf = build(flow, "KESTREL CM EUROPE - EUR CORPORATES 19.11.2026", "Kestrel CM Europe GmbH | +49 69 5555 0140 | Seite/Page", "EUR Corporates", "Kestrel")
    eml = mail("Felix Amsel <felix.amsel@kestrelcm.com>", "eur-credit@kestrelcm.com",
               "EUR Corporates Indikationen 19.11.", "Thu, 19 Nov 2026 08:40:00 +0100",
               "KCM-EUR-20261119-0840@kestrelcm.com",
               text="Guten Morgen,\n\nim Anhang unsere EUR Corporate Indikationen.\n\nBeste Grüße\nFelix Amsel\nKestrel CM Europe\n",
               attachments=[("KCM_EUR_Corporates_19112026.pdf", pdf, "pdf")], seed="p02")
    return Layout("kestrel-eur-corp-sheet-de", FMT, eml, quotes)


MUNI_ISSUERS = [("NEW JERSEY ST TRANSN TR FD AUTH", "646139"), ("HOUSTON TX UTIL SYS REV", "442435"),
                ("MASSACHUSETTS ST GO CONS LN", "57582R"), ("LOS ANGELES CA DEPT WTR & PWR REV", "544495"),
                ("OHIO ST HOSP REV", "67756D"), ("DENVER CO CITY & CNTY ARPT REV", "249182"),
                ("MIAMI-DADE CNTY FL AVIATION REV", "59333P"), ("SEATTLE WA MUN LIGHT & PWR REV", "812643")]


def p_northmoor_muni():
    d = "northmoorsec"
    rows, quotes = [], []
    for i in range(30):
        iss, base = MUNI_ISSUERS[i % 8]
        cu = cusip(base + "%s%s" % ("ABCDEFGHJKLMNPQRSTUVWXYZ"[i % 24], "123456789"[i % 9]))
        cpn = [5.0, 4.0, 3.0, 5.25][i % 4]
        yr = 2030 + (i * 3) % 25
        yld = round(2.85 + (yr - 2030) * 0.07 + (i % 5) * 0.03, 2)
        px = round(100 + (cpn - yld) * min(yr - 2026, 9) * 0.85, 3)
        qty = [100, 250, 500, 1000, 2000][i % 5]
        rows.append((cu, iss, "%.3f" % cpn, "06/01/%d" % yr, "{:,}".format(qty), "%.2f" % yld, "%.3f" % px,
                     "06/01/35" if yr > 2036 else "NC", ["Aa2/AA", "A1/A+", "Aa3/AA-"][i % 3]))
        quotes += qs(cu, "muni", [("yield", None, yld), ("price", None, px)], None, qty*K, d)
    flow = [Paragraph("NORTHMOOR SECURITIES - TAX-EXEMPT OFFERINGS", H),
            Paragraph("As of 11/16/2026 9:00 AM PT. Offered, subject to prior sale and change in price. Yield is yield to worst.", NORMAL),
            Spacer(1, 3 * mm),
            table(["CUSIP", "Description", "Coupon", "Maturity", "Qty (000s)", "Yield", "Price", "Call", "Ratings"], rows, font=7,
                  widths=[20*mm, 55*mm, 13*mm, 18*mm, 15*mm, 12*mm, 15*mm, 15*mm, 17*mm]),
            Spacer(1, 4 * mm),
            Paragraph("Northmoor Securities LLC. Member FINRA, SIPC, MSRB registered. Prices are net. Minimum denomination 5,000.", SMALL)]
    pdf = build(flow, "NORTHMOOR SECURITIES | MUNICIPAL OFFERINGS | 11/16/2026", "Northmoor Securities, 101 Mission St, San Francisco CA | (415) 555-0172",
                "Muni Offerings", "Northmoor", letter)
    eml = mail("Northmoor Muni Desk <muni@northmoorsec.com>", "rfield@vantage-am.com",
               "Tax-exempt offerings 11/16", "Mon, 16 Nov 2026 09:03:12 -0800",
               "nm-offer-pdf-20261116@northmoorsec.com",
               text="Good morning - our tax-exempt offerings are attached. Call with any questions.\n\nNorthmoor Muni Desk\n(415) 555-0172\n",
               attachments=[("Northmoor_Offerings_111626.pdf", pdf, "pdf")], seed="p03")
    return Layout("northmoor-muni-offerings-pdf", FMT, eml, quotes)


def p_sorlyle_muni_inventory():
    d = "sorlyle"
    rows, quotes = [], []
    for i in range(22):
        iss, base = MUNI_ISSUERS[(i + 3) % 8]
        cu = cusip(base + "%s%s" % ("ZYXWVUTSRQPNMLKJHGFEDCBA"[i % 24], "987654321"[i % 9]))
        cpn = [4.0, 5.0, 5.0, 4.5][i % 4]
        yr = 2031 + (i * 4) % 22
        by = round(3.05 + (yr - 2031) * 0.06 + (i % 4) * 0.02, 3)
        ay = round(by - 0.07, 3)
        qty = [0.5, 1, 2, 5][i % 4]
        rows.append(("%s %s %d" % (iss, fmt_cpn(cpn), yr), cu, "%.3f" % by, "%.3f" % ay, "%gMM" % qty))
        quotes.append(q(cu, "muni", "yield", by, ay, int(qty*M), int(qty*M), d))
    flow = [Paragraph("Sorensen Lyle - Municipal Inventory, two-way (yield)", H),
            Paragraph("Friday 11/20/2026. Bid / offer in yield to worst (%). Sizes per side.", NORMAL),
            table(["Description", "CUSIP", "Bid Yld", "Offer Yld", "Size"], rows, widths=[80*mm, 24*mm, 18*mm, 18*mm, 16*mm]),
            Spacer(1, 5 * mm), Paragraph("Market commentary: new issue supply $11.2bn next week; 30-day visible supply at 2026 high.", NORMAL),
            Spacer(1, 3 * mm), Paragraph("Sorensen Lyle & Co. | Public Finance | 214 555 0118 | For institutional use only.", SMALL)]
    pdf = build(flow, "SORENSEN LYLE - MUNI INVENTORY 11/20/2026", "Sorensen Lyle & Co., Dallas TX", "Muni Inventory", "Sorensen Lyle", letter)
    eml = mail("Dana Whitfield <dwhitfield@sorlyle.com>", "rfield@vantage-am.com",
               "Muni inventory - two-way", "Fri, 20 Nov 2026 08:15:00 -0600",
               "SL.20261120.081500.DW@sorlyle.com", text="Inventory attached.\nDana\n",
               attachments=[("SL_muni_inventory_20261120.pdf", pdf, "pdf")], seed="p04")
    return Layout("sorlyle-muni-inventory-pdf", FMT, eml, quotes)


def p_quillon_converts():
    d = "quillon"
    cv = [us_isin(x) for x in ("98765KAD", "28617CAG", "57702AAN", "44982CAQ", "71234RAT")]
    pf = [cusip(x) for x in ("68389X30", "95019B50", "39871G40")]
    crow = [("ORVX", "1.25", "11/15/2029", cv[0], "104.50", "105.50", "28.4", "0.61", "81.9", "2"),
            ("ELGH", "0", "06/01/2028", cv[1], "97.25", "98.00", "45.1", "0.38", "67.3", "3"),
            ("MTHRN", "2.75", "03/15/2031", cv[2], "112.00", "113.25", "12.7", "0.78", "99.8", "1"),
            ("GRYCL", "3.5", "09/01/2030", cv[3], "88.50", "89.75", "71.0", "0.22", "52.2", "1"),
            ("PLNT", "0.875", "12/01/2031", cv[4], "101.125", "", "33.9", "0.55", "75.5", "2")]
    prow = [("ORVX", "Series A 6.25% Fixed", pf[0], "24.85", "25.05", "6.29"),
            ("WXCB", "Series C 5.875% Fx/Fl", pf[1], "23.90", "24.10", "6.14"),
            ("GRNTK", "Series B 7.00% Fixed", pf[2], "25.40", "25.62", "6.89")]
    flow = [Paragraph("QUILLON SECURITIES - CONVERTIBLES &amp; PREFERREDS", H),
            Paragraph("11/18/2026 08:30 NY. Converts: price in points; premium %, delta and parity for information. Size in MM.", NORMAL),
            table(["Issuer", "Cpn", "Maturity", "ISIN", "Bid", "Offer", "Prem %", "Delta", "Parity", "Size"], crow),
            Spacer(1, 6 * mm),
            Paragraph("$25 par preferreds (dollar price; current yield for information)", NORMAL),
            table(["Issuer", "Description", "CUSIP", "Bid $", "Offer $", "Curr Yld %"], prow),
            Spacer(1, 6 * mm),
            Paragraph("Quillon Securities LLC. Convertible securities involve risk. Not research.", SMALL)]
    pdf = build(flow, "QUILLON  |  CONVERTS & PREFS  |  18-Nov-2026", "Quillon Securities LLC | Converts desk | 646-555-0133", "Converts", "Quillon")
    quotes = []
    for r in crow:
        sz = int(r[9]) * M
        quotes.append(q(r[3], "convert_preferred", "price", float(r[4]), float(r[5]) if r[5] else None, sz,
                        sz if r[5] else None, d, ac="convertible"))
    for r in prow:
        quotes.append(q(r[2], "convert_preferred", "price", float(r[3]), float(r[4]), None, None, d, ac="preferred"))
    eml = mail("Theo Brandt <tbrandt@quillon.com>", "converts@vantage-am.com",
               "Converts & prefs 11/18", "Wed, 18 Nov 2026 08:31:44 -0500",
               "QS-20261118-083144-TB@quillon.com", text="Sheet attached. Axed ORVX 29s both ways.\nTheo\n",
               attachments=[("Quillon_CV_PFD_111826.pdf", pdf, "pdf")], seed="p05")
    return Layout("quillon-converts-prefs-pdf", FMT, eml, quotes)


def p_veyrier_converts():
    d = "veyrier"
    cv = [isin(x) for x in ("FR001400ZK7", "FR00140052H", "XS287165530", "DE000A4DFL3")]
    pf = [isin("FR001400RT6"), isin("NL00150028V")]
    crow = [(cv[0], "ALDRN 0 01/01/2030 CV", "96,40", "97,10", "38,5", "0,41", "3"),
            (cv[1], "MERIDX 1,5 15/06/2031 CV", "103,75", "104,60", "22,0", "0,66", "2"),
            (cv[2], "CNDR 2,25 20/09/2029 CV", "99,10", "99,85", "31,2", "0,49", "5"),
            (cv[3], "RHNQ 0,875 05/03/2032 CV", "", "92,20", "44,8", "0,33", "1")]
    prow = [(pf[0], "ALDRN Actions de préférence Série A 5,25% (nominal 25 EUR)", "24,60", "24,85"),
            (pf[1], "MERIDX Pref. Shares Series 2 6,00% (nominal 25 EUR)", "25,10", "25,38")]
    flow = [Paragraph("BANQUE VEYRIER - OBLIGATIONS CONVERTIBLES ET HYBRIDES", H),
            Paragraph("Niveaux indicatifs au 19/11/2026, 10h00 CET. Prix en % du nominal. Prime et delta à titre indicatif. Taille en M EUR.", NORMAL),
            table(["ISIN", "Titre", "Prix achat", "Prix vente", "Prime %", "Delta", "Taille"], crow),
            Spacer(1, 5 * mm), Paragraph("Actions de préférence (prix en EUR par action)", NORMAL),
            table(["ISIN", "Titre", "Prix achat", "Prix vente"], prow),
            Spacer(1, 5 * mm), Paragraph("Document non contractuel. Banque Veyrier SA, 12 rue de la Banque, 75002 Paris.", SMALL)]
    pdf = build(flow, "BANQUE VEYRIER - CONVERTIBLES - 19/11/2026", "Banque Veyrier SA - +33 1 44 55 60 30", "Convertibles", "Veyrier", A4, land=True)
    f = lambda s: float(s.replace(",", "."))
    quotes = []
    for r in crow:
        sz = int(r[6]) * M
        quotes.append(q(r[0], "convert_preferred", "price", f(r[2]) if r[2] else None, f(r[3]),
                        sz if r[2] else None, sz, d, ac="convertible"))
    for r in prow:
        quotes.append(q(r[0], "convert_preferred", "price", f(r[2]), f(r[3]), None, None, d, ac="preferred"))
    eml = mail("Hugo Marchetti <hugo.marchetti@veyrier.fr>", "clients-cb@veyrier.fr",
               "Convertibles & préférentielles - 19/11", "Thu, 19 Nov 2026 10:02:19 +0100",
               "VEY-CB-20261119-1002@veyrier.fr", text="Bonjour,\n\nVeuillez trouver ci-joint nos niveaux.\n\nHugo\n",
               attachments=[("Veyrier_CB_Hybrides_19112026.pdf", pdf, "pdf")], seed="p06")
    return Layout("veyrier-converts-hybrids-pdf", FMT, eml, quotes)


def p_castellane_cds_rows():
    d = "castellane"
    names = [("BRQN", "5Y", 182, 190), ("BRQN", "10Y", 221, 232), ("VSTRA", "5Y", 64, 68), ("CNDR", "5Y", 49, 53),
             ("CNDR", "7Y", 61, 66), ("OKRA", "5Y", 88, 93), ("LNDQ", "5Y", 57, 61), ("TALVR", "5Y", 141, 149),
             ("SELV", "3Y", 238, 252)]
    rows = [(n, t, "%d" % b, "%d" % a, ["-1", "+2", "0", "-3", "+1"][i % 5]) for i, (n, t, b, a) in enumerate(names)]
    idx = [("ITRX EUR MAIN S46 5Y", "53.25", "53.75"), ("ITRX EUR XOVER S46 5Y", "271", "274"),
           ("ITRX EUR SNR FIN S46 5Y", "58.5", "59.5")]
    upf = [("DUNMR", "5Y", "500", "4.25", "4.75"), ("HALCN", "5Y", "500", "-1.10", "-0.70")]
    flow = [Paragraph("CASTELLANE PARTNERS - CDS RUN (EUR, SNR, MR14)", H),
            Paragraph("17/11/2026 09:05 CET. Running spreads in bp; 'Chg' vs yesterday close.", NORMAL),
            table(["Ticker", "Tenor", "Bid", "Ask", "Chg"], rows, widths=[25*mm, 18*mm, 18*mm, 18*mm, 15*mm]),
            Spacer(1, 4 * mm), Paragraph("Indices (bp)", NORMAL),
            table(["Index", "Bid", "Ask"], idx, widths=[60*mm, 20*mm, 20*mm]),
            Spacer(1, 4 * mm), Paragraph("HY names quoted upfront (points, running coupon in bp)", NORMAL),
            table(["Ticker", "Tenor", "Cpn (bp)", "Upfront Bid (pts)", "Upfront Ask (pts)"], upf),
            Spacer(1, 4 * mm), Paragraph("Sizes: EUR 10mm single names, 50mm indices unless agreed. Indicative.", NORMAL),
            Paragraph("Castellane Partners SAS - Credit Derivatives - +33 1 70 38 22 95. Réservé aux clients professionnels.", SMALL)]
    pdf = build(flow, "CASTELLANE PARTNERS - CDS - 17/11/2026", "Castellane Partners SAS | Paris", "CDS Run", "Castellane")
    quotes = [q("%s %s" % (n, t), "cds", "spread", b, a, 10*M, 10*M, d) for n, t, b, a in names]
    quotes += [q(k, "cds", "spread", float(b), float(a), 50*M, 50*M, d) for k, b, a in idx]
    quotes += [q("%s %s" % (n, t), "cds", "upfront", float(b), float(a), 10*M, 10*M, d) for n, t, c, b, a in upf]
    eml = mail("Camille Aubert <c.aubert@castellane.fr>", "cds-clients@castellane.fr",
               "CDS run 17/11", "Tue, 17 Nov 2026 09:06:02 +0100",
               "CA.20261117090602@castellane.fr", text="Run CDS ci-joint / CDS run attached.\nCamille\n",
               attachments=[("Castellane_CDS_20261117.pdf", pdf, "pdf")], seed="p07")
    return Layout("castellane-cds-run-pdf", FMT, eml, quotes)


def p_halvorsen_cds_grid():
    d = "halvorsenbrook"
    names = ["ORVX", "GRNTK", "MTHRN", "WXCB", "JNPR", "ELGH", "LUMNR"]
    base = [62, 48, 77, 55, 91, 39, 214]
    tenors = ["3Y", "5Y", "7Y", "10Y"]
    rows, quotes = [], []
    for n, b in zip(names, base):
        cells = [n]
        for j, t in enumerate(tenors):
            lvl = b + j * (9 + b // 20) - 12
            w = 4 if b < 100 else 10
            if n == "LUMNR" and t == "10Y":
                cells.append("--")
                continue
            cells.append("%d/%d" % (lvl, lvl + w))
            quotes.append(q("%s %s" % (n, t), "cds", "spread", lvl, lvl + w, None, None, d))
        rows.append(cells)
    idx = [("CDX IG 47 5Y", "51.75/52.25", "spread", 51.75, 52.25), ("CDX HY 47 5Y", "106.875/107.00", "price", 106.875, 107.0),
           ("CDX EM 46 5Y", "97.10/97.35", "price", 97.10, 97.35)]
    flow = [Paragraph("HALVORSEN BROOK - USD SINGLE NAME CDS CURVES", H),
            Paragraph("20-Nov-2026 08:45 NY. Bid/Ask running spread (bp), SNR XR14. Indices: IG in bp, HY and EM in price.", NORMAL),
            table(["Ticker"] + tenors, rows, widths=[25*mm] + [28*mm] * 4),
            Spacer(1, 5 * mm),
            table(["Index", "Bid/Ask", "Unit"], [(a, b, "bp" if c == "spread" else "px") for a, b, c, _, _ in idx]),
            Spacer(1, 5 * mm),
            Paragraph("Halvorsen Brook Securities LLC. Indicative levels for discussion purposes only.", SMALL)]
    pdf = build(flow, "HALVORSEN BROOK  CDS CURVES  20-Nov-2026", "HB Credit Derivatives | +1 212 555 0150", "CDS Curves", "HB", letter, land=True)
    quotes += [q(a, "cds", c, b1, a1, None, None, d) for a, b, c, b1, a1 in idx]
    eml = mail("HB Credit Derivatives <cds-desk@halvorsenbrook.com>", "cds-clients@halvorsenbrook.com",
               "USD CDS curves 20-Nov", "Fri, 20 Nov 2026 08:46:51 -0500",
               "HB.CDS.20261120.0846@halvorsenbrook.com", text="Curves attached.\n\nHB CDS desk | +1 212 555 0150\n",
               attachments=[("HB_CDS_Curves_20Nov26.pdf", pdf, "pdf")], seed="p08")
    return Layout("halvorsen-cds-grid-pdf", FMT, eml, quotes)


def p_tidewater_clo_loans():
    d = "tidewatersec"
    cl = [cusip(x) for x in ("87248TAJ", "09175MBF", "65432VAL", "30415KAH", "12662QAC", "44982CAN")]
    crow = [(cl[0], "TWSD 2021-4A", "A1", "AAA", "3.1", "100.18", "128", "10.0"),
            (cl[1], "BLKSL 2019-2A", "B", "AA", "3.9", "100.05", "172", "4.0"),
            (cl[2], "NHAVN 2022-1A", "C", "A", "4.4", "99.60", "221", "3.0"),
            (cl[3], "FRSTL 2018-7A", "D", "BBB-", "2.8", "97.25", "395", "2.5"),
            (cl[4], "CTRWY 2023-2A", "E", "BB-", "5.2", "95.00", "712", "1.5"),
            (cl[5], "GRYCL 2020-3A", "F", "B-", "3.6", "84.50", "1105", "1.0")]
    lrow = [("Brequin Energy TLB S+325 6/29", "99.250", "99.750"),
            ("Talvera Telecom TL S+400 3/31", "96.250", "97.000"),
            ("Helixgen Pharma 2L S+650 8/31", "91.50", "93.00"),
            ("Orvex Industries TLB S+275 1/32", "100.125", "100.500")]
    flow = [Paragraph("TIDEWATER SECURITIES - CLO SECONDARY OFFERINGS", H),
            Paragraph("16-Nov-2026. Offer-side only, price and DM to 20 CPR/2 CDR/70 REC (bp). WAL in years for information. Size USD MM current face.", NORMAL),
            table(["CUSIP", "Deal", "Class", "Rtg", "WAL", "Offer Px", "Offer DM", "Size (MM)"], crow),
            PageBreak(),
            Paragraph("Loan levels (CLO collateral names)", H),
            table(["Facility", "Bid", "Offer"], lrow, widths=[80*mm, 25*mm, 25*mm]),
            Spacer(1, 5 * mm),
            Paragraph("Tidewater Securities LLC. Structured products are complex and involve risk. Offer levels subject to availability.", SMALL)]
    pdf = build(flow, "TIDEWATER SECURITIES | CLO OFFERINGS + LOAN LEVELS | 16-Nov-2026", "Tidewater Securities LLC | 980-555-0114", "CLO offerings", "Tidewater")
    quotes = []
    for r in crow:
        sz = int(float(r[7]) * M)
        quotes += qs(r[0], "structured", [("price", None, float(r[5])), ("dm", None, float(r[6]))], None, sz, d)
    quotes += [q(a.upper(), "loan", "price", float(b), float(c), None, None, d) for a, b, c in lrow]
    eml = mail("Tidewater CLO Desk <clo@tidewatersec.com>", "clo-accounts@tidewatersec.com",
               "CLO offerings + loan levels 16-Nov", "Mon, 16 Nov 2026 10:20:00 -0500",
               "TWS.OFFER.20261116@tidewatersec.com", text="Offerings and loan levels attached (2 pages).\n\nTidewater CLO desk\n",
               attachments=[("Tidewater_CLO_Offerings_16Nov.pdf", pdf, "pdf")], seed="p09")
    return Layout("tidewater-clo-loans-pdf", FMT, eml, quotes)


def p_fairhaven_loans_clo():
    d = "fairhavencredit"
    lrow = [("Brequin Energy", "TLB", "S+325", "Jun-29", "99.375", "99.875", "341", "329", "2.1"),
            ("Grantek Systems", "Incremental TLB", "S+350", "Feb-32", "99.875", "100.250", "352", "345", "0.9"),
            ("Vostra Foods", "TLB-2", "S+275", "Oct-30", "100.125", "100.375", "270", "265", "1.4"),
            ("Palantine Materials", "TLB", "S+300", "May-31", "98.500", "99.000", "331", "320", "0.0"),
            ("Dunmore Paper", "TL", "S+475", "Dec-29", "94.000", "95.000", "634", "602", "-0.5"),
            ("Condor Rail", "TLB", "S+300", "Apr-31", "100.000", "100.250", "301", "295", "0.3"),
            ("Lumenara Media", "TLB", "S+450", "Jul-29", "87.750", "88.750", "805", "770", "-1.8")]
    cl = [cusip(x) for x in ("87248TAL", "30415KAK", "12662QAF")]
    crow = [(cl[0], "TWSD 2021-4A D", "BBB-", "97.75 - 98.50"), (cl[1], "FRSTL 2018-7A E", "BB-", "91.25 - 92.50"),
            (cl[2], "CTRWY 2023-2A E", "BB-", "95.00 - 96.00")]
    flow = [Paragraph("FAIRHAVEN CREDIT - LOAN LEVELS &amp; CLO MEZZ", H),
            Paragraph("Friday 20 November 2026. Loans: price (bid/offer) and DM to maturity (bp). Chg = change in price on week.", NORMAL),
            table(["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer", "DM Bid", "DM Offer", "Chg Wk"], lrow),
            Spacer(1, 6 * mm), Paragraph("CLO mezz - two-way price", NORMAL),
            table(["CUSIP", "Tranche", "Rating", "Bid - Offer"], crow),
            Spacer(1, 6 * mm), Paragraph("Fairhaven Credit Partners LP. For institutional investors. Indicative only.", SMALL)]
    pdf = build(flow, "FAIRHAVEN CREDIT  -  LOANS / CLO  -  20 NOV 2026", "Fairhaven Credit Partners LP | Charlotte NC | +1 704 555 0166", "Loan levels", "Fairhaven", letter)
    quotes = []
    for b, f, m, mat, pb, pa, db, da, ch in lrow:
        key = "%s %s %s %s" % (b.upper(), f.upper(), m.upper(), mat.upper())
        quotes += qs(key, "loan", [("price", float(pb), float(pa)), ("dm", int(db), int(da))], None, None, d)
    for c, t, r, lv in crow:
        lo, hi = lv.split(" - ")
        quotes.append(q(c, "structured", "price", float(lo), float(hi), None, None, d))
    eml = mail("Fairhaven Loan Trading <loans@fairhavencredit.com>", "Accounts <accounts@vantage-am.com>",
               "Loan levels + CLO mezz 20-Nov", "Fri, 20 Nov 2026 09:10:00 -0500",
               "FHC-LL-20261120-0910@fairhavencredit.com", text="Weekly levels attached.\n\nFairhaven Loan Trading\n",
               attachments=[("Fairhaven_Levels_20Nov2026.pdf", pdf, "pdf")], seed="p10")
    return Layout("fairhaven-loans-clo-pdf", FMT, eml, quotes)


LAYOUTS = [p_marlowe_usd_sheet, p_kestrel_eur_sheet, p_northmoor_muni, p_sorlyle_muni_inventory,
           p_quillon_converts, p_veyrier_converts, p_castellane_cds_rows, p_halvorsen_cds_grid,
           p_tidewater_clo_loans, p_fairhaven_loans_clo]
