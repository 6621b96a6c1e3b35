"""CSV / TSV attachments: IG runs, loans (LoanX ids), German / French govvies and agencies, munis, FRNs."""
from common import Layout, M, K, cusip, isin, figi, mail, q, qs, us_isin

FMT = "csv"


def csv_bytes(lines, sep=",", crlf=True, bom=False):
    text = ("\r\n" if crlf else "\n").join(sep.join(str(c) for c in row) for row in lines) + ("\r\n" if crlf else "\n")
    return (b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8")


def c_halvorsen_ig():
    d = "halvorsenbrook"
    rows = [(us_isin("68389XBR"), "ORVX", "5.25", "02/15/2035", "100.48", "100.86", "137", "132", "5.19", "5.14", "3MM", "2MM"),
            (us_isin("39871GAF"), "GRNTK", "5.40", "03/01/2034", "101.12", "101.38", "120", "116", "5.22", "5.18", "2MM", "5MM"),
            ("", "ORVX", "4.875", "08/30", "99.64", "99.80", "111", "107", "4.97", "4.93", "5MM", "5MM"),
            (us_isin("95019BAB"), "WXCB", "4.65", "07/23/2029", "99.91", "100.02", "66", "62", "4.68", "4.64", "10MM", "10MM"),
            ("", "LUMNR", "6.125", "05/33", "102.30", "", "188", "", "5.69", "", "1MM", ""),
            (us_isin("87420WAE"), "TALVR", "5.95", "11/01/2036", "99.10", "99.62", "164", "158", "6.07", "6.00", "2MM", "2MM")]
    lines = [["ISIN", "Ticker", "Coupon", "Maturity", "Bid Px", "Ask Px", "Bid Sprd", "Ask Sprd", "Bid Yld", "Ask Yld", "Bid Sz", "Ask Sz"]] + [list(r) for r in rows]
    quotes = []
    for i, t, c, m, bp, ap, bs, as_, by, ay, bsz, asz in rows:
        parts = m.split("/")
        mat = "20%s-%s" % (parts[1], parts[0]) if len(parts) == 2 else "%s-%s-%s" % (parts[2], parts[0], parts[1])
        key = i or "%s %g %s" % (t, float(c), mat)
        fv = lambda s: float(s) if s else None
        sz = lambda s: int(s[:-2]) * M if s else None
        quotes += qs(key, "ig", [("price", fv(bp), fv(ap)), ("spread", fv(bs), fv(as_)), ("yield", fv(by), fv(ay))], sz(bsz), sz(asz), d)
    for x in quotes:
        for f in ("bid", "ask"):
            if isinstance(x[f], float) and x[f].is_integer() and x["quote_type"] == "spread":
                x[f] = int(x[f])
    eml = mail("HB Credit <ig-desk@halvorsenbrook.com>", "Ana Rivas <arivas@vantage-am.com>",
               "HB IG levels csv 19-Nov", "Thu, 19 Nov 2026 08:00:00 -0500",
               "HB.IGCSV.20261119.0800@halvorsenbrook.com", text="CSV as requested for your loader.\n\nHB IG desk\n",
               attachments=[("HB_IG_20261119.csv", csv_bytes(lines), "csv")], seed="c01")
    return Layout("halvorsen-ig-csv", FMT, eml, quotes)


def c_marlowe_ig_tsv():
    d = "marlowetait"
    rows = [("ORVX 4.875 08/15/30", cusip("68389XBP"), "110", "106", "118", "114", "99.66", "99.82", "5"),
            ("GRNTK 5.4 03/01/34", cusip("39871GAF"), "121", "117", "131", "127", "101.08", "101.35", "3"),
            ("VRNM 5.625 10/01/35", "", "143", "138", "152", "147", "100.90", "101.28", "2"),
            ("JNPR 4.45 06/01/29", "", "85", "81", "92", "88", "99.66", "99.79", "10")]
    lines = [["Security", "CUSIP", "G Sprd Bid", "G Sprd Ask", "Z Bid", "Z Ask", "Px Bid", "Px Ask", "Size (MM)"]] + [list(r) for r in rows]
    quotes = []
    for sec, cu, gb, ga, zb, za, pb, pa, sz in rows:
        t, c, m = sec.split()
        mm, dd, yy = m.split("/")
        key = cu or "%s %s 20%s-%s-%s" % (t, c, yy, mm, dd)
        quotes += qs(key, "ig", [("spread", int(gb), int(ga)), ("z_spread", int(zb), int(za)), ("price", float(pb), float(pa))],
                     int(sz)*M, int(sz)*M, d)
    eml = mail("Lena Okafor <lena.okafor@eu.marlowetait.com>", "Ana Rivas <arivas@vantage-am.com>",
               "USD IG levels (tsv)", "Wed, 18 Nov 2026 13:30:00 +0000",
               "20261118133000.1172@eu.marlowetait.com", text="Tab-separated file attached.\nLena\n",
               attachments=[("MT_USD_IG_18Nov.tsv", csv_bytes(lines, sep="\t", crlf=False), "tsv")], seed="c02")
    return Layout("marlowe-ig-tsv", FMT, eml, quotes)


def c_fairhaven_loans_lxid():
    d = "fairhavencredit"
    rows = [("LX231845", "Brequin Energy", "TLB S+325 6/29", "99.375", "99.875", "2.4", "B2/B"),
            ("LX240117", "Talvera Telecom", "TL S+400 3/31", "96.25", "97.00", "3.8", "B3/B-"),
            ("LX229903", "Vostra Foods", "TLB-2 S+275 10/30", "100.125", "100.375", "3.1", "Ba3/BB-"),
            ("LX244410", "Orvex Industries", "TLB S+275 1/32", "100.25", "100.625", "4.6", "Ba2/BB"),
            ("LX238852", "Helixgen Pharma", "2L S+650 8/31", "91.75", "93.25", "3.9", "Caa1/CCC+"),
            ("LX241276", "Dunmore Paper", "TL S+475 12/29", "94.00", "95.00", "2.9", "B3/B-"),
            ("LX243390", "Selvin Auto", "TLB S+375 9/30", "9.750", "98.250", "3.4", "B1/B")]
    lines = [["LoanX ID", "Borrower", "Facility", "Bid", "Offer", "Avg Life (yrs)", "Ratings"]] + [list(r) for r in rows]
    quotes = [q("%s %s" % (b.upper(), f.upper()), "loan", "price", float(bi), float(of), None, None, d,
                review=float(bi) < 50)
              for lx, b, f, bi, of, al, rt in rows]
    eml = mail("Fairhaven Loan Trading <loans@fairhavencredit.com>", "Accounts <accounts@vantage-am.com>",
               "Loan levels csv 18-Nov", "Wed, 18 Nov 2026 09:25:00 -0500",
               "FHC-LL-20261118-0925@fairhavencredit.com", text="Levels attached (csv).\n",
               attachments=[("fairhaven_levels_20261118.csv", csv_bytes(lines, bom=True), "csv")], seed="c03")
    return Layout("fairhaven-loans-lxid-csv", FMT, eml, quotes)


def c_rheinwald_eur_loans():
    d = "rheinwaldbank"
    rows = [("Falkner Chemie GmbH", "TLB EUR E+375 2031", "98,750", "99,250", "5"),
            ("Brequin Energy BV", "TLB EUR E+350 2030", "99,500", "99,875", "3"),
            ("Rhenquist Automotive", "TLB E+425 2029", "95,250", "96,000", "2"),
            ("Meridex Software", "TLB EUR E+400 2032", "100,000", "100,375", ""),
            ("Condor Rail SE", "Capex Facility E+300 2030", "99,125", "99,625", "5")]
    lines = [["Kreditnehmer", "Tranche", "Geld", "Brief", "Volumen (Mio. EUR)"]] + [list(r) for r in rows]
    f = lambda s: float(s.replace(",", "."))
    quotes = [q("%s %s" % (k.upper(), t.upper()), "loan", "price", f(g), f(b), int(v)*M if v else None, int(v)*M if v else None, d)
              for k, t, g, b, v in rows]
    eml = mail("Jonas Reuter <jonas.reuter@rheinwaldbank.de>", "Kunden Kredite <kredit-kunden@rheinwaldbank.de>",
               "Leveraged Loans EUR - Indikationen 20.11.", "Fri, 20 Nov 2026 10:00:00 +0100",
               "b81f0c22.20261120@rheinwaldbank.de",
               text="Guten Morgen,\n\nanbei die Indikationen (CSV, Semikolon-getrennt).\n\nJonas Reuter, Rheinwald Bank AG, Tel. +49 69 4400 2871\n",
               attachments=[("LevLoans_EUR_20112026.csv", csv_bytes(lines, sep=";"), "csv")], seed="c04")
    return Layout("rheinwald-eur-loans-csv", FMT, eml, quotes)


def c_rheinwald_bund_agency():
    d = "rheinwaldbank"
    rows = [(isin("DE000102567"), "Bund 2,5 15.02.2035", "98,405", "98,470", "2,715", "2,707", "25", "government"),
            (isin("DE000103114"), "Bobl 2,2 10.10.2030", "99,460", "99,500", "2,350", "2,339", "50", "government"),
            (isin("DE000110476"), "Schatz 2,0 10.12.2027", "99,902", "99,918", "2,091", "2,077", "100", "government"),
            (isin("DE000A383J9"), "NRW.BANK 2,75 03/2032", "98,76", "98,96", "2,998", "2,958", "5", "agency"),
            (isin("DE000A3E5LU"), "Rentenbank 2,625 21.01.2031", "99,42", "99,58", "2,768", "2,729", "10", "agency"),
            (isin("DE000A38N3C"), "KfW 2,875 07.06.2033", "99,07", "99,22", "3,031", "3,006", "10", "agency")]
    lines = [["ISIN", "Bezeichnung", "Geld", "Brief", "Rendite Geld", "Rendite Brief", "Nominal (Mio)"]] + [list(r[:7]) for r in rows]
    f = lambda s: float(s.replace(",", "."))
    quotes = []
    for i, n, g, b, rg, rb, v, grp in rows:
        quotes += qs(i, grp, [("price", f(g), f(b)), ("yield", f(rg), f(rb))], int(v)*M, int(v)*M, d)
    eml = mail("Jonas Reuter <jonas.reuter@rheinwaldbank.de>", "Kunden Renten <renten-kunden@rheinwaldbank.de>",
               "Bund / Agency Kurse CSV 17.11.", "Tue, 17 Nov 2026 08:45:00 +0100",
               "a7c2e19f.20261117@rheinwaldbank.de", text="Kurse anbei.\n",
               attachments=[("Kurse_Bund_Agency_17112026.csv", csv_bytes(lines, sep=";", bom=True), "csv")], seed="c05")
    return Layout("rheinwald-bund-agency-csv", FMT, eml, quotes)


def c_veyrier_oat_agency():
    d = "veyrier"
    rows = [(isin("FR001400ZB3"), "OAT 3% 25/11/2034", "97,60", "97,70", "3,324", "3,312", "government"),
            (isin("FR001400QM6"), "OAT 2,75% 25/02/2030", "99,82", "99,88", "2,801", "2,783", "government"),
            (isin("FR001400HI9"), "OAT 3,25% 25/05/2045", "91,15", "91,45", "3,902", "3,880", "government"),
            (isin("FR001400SC2"), "CADES 2,875% 25/05/2031", "99,05", "99,30", "3,093", "3,035", "agency"),
            (isin("FR001400PT3"), "UNEDIC 3,125% 25/11/2032", "99,40", "99,72", "3,233", "3,177", "agency"),
            (isin("FR001400NC4"), "AFD 3,0% 17/01/2033", "98,85", "99,10", "", "", "agency")]
    lines = [["Code ISIN", "Libellé", "Prix achat", "Prix vente", "Taux achat", "Taux vente"]] + [list(r[:6]) for r in rows]
    f = lambda s: float(s.replace(",", "."))
    quotes = []
    for i, n, pa, pv, ta, tv, grp in rows:
        ms = [("price", f(pa), f(pv))] + ([("yield", f(ta), f(tv))] if ta else [])
        quotes += qs(i, grp, ms, None, None, d)
    eml = mail("Hugo Marchetti <hugo.marchetti@veyrier.fr>", "clients-taux@veyrier.fr",
               "Cotations OAT / agences 18/11", "Wed, 18 Nov 2026 09:30:00 +0100",
               "VEY-TX-20261118-0930@veyrier.fr", text="Bonjour,\nci-joint le fichier (séparateur point-virgule).\nHugo\n",
               attachments=[("cotations_oat_agences_18112026.csv", csv_bytes(lines, sep=";"), "csv")], seed="c06")
    return Layout("veyrier-oat-agency-csv", FMT, eml, quotes)


def c_northmoor_muni_side():
    d = "northmoorsec"
    rows = [("500", cusip("64966QWE"), "NEW YORK CITY NY GO SER A", "5.000", "08/01/2038", "3.41", "111.82", "O"),
            ("1000", cusip("13063DAA"), "CALIFORNIA ST GO VAR PURP", "4.000", "09/01/2041", "3.74", "101.95", "B"),
            ("250", cusip("59259YGK"), "MTA NY TRANSPORTATION REV SER B", "5.000", "11/15/2045", "4.04", "107.33", "O"),
            ("2000", cusip("74529JQT"), "PUERTO RICO CMWLTH RESTRUCTURED", "0.000", "07/01/2033", "4.95", "71.05", "B")]
    lines = [["QTY", "CUSIP", "DESC", "CPN", "MAT", "YLD", "PX", "SIDE"]] + [list(r) for r in rows]
    quotes = []
    for qty, cu, desc, c, m, y, px, side in rows:
        n = int(qty) * K
        if side == "O":
            quotes += qs(cu, "muni", [("yield", None, float(y)), ("price", None, float(px))], None, n, d)
        else:
            quotes += qs(cu, "muni", [("yield", float(y), None), ("price", float(px), None)], n, None, d)
    eml = mail("Northmoor Muni Desk <muni@northmoorsec.com>", "rfield@vantage-am.com",
               "Bids & offers csv 11/20", "Fri, 20 Nov 2026 10:00:00 -0800",
               "nm-bo-csv-20261120@northmoorsec.com",
               text="Attached. QTY in thousands; SIDE B = our bid, O = our offer.\nNorthmoor Muni Desk (415) 555-0172\n",
               attachments=[("northmoor_bo_112026.csv", csv_bytes(lines), "csv")], seed="c07")
    return Layout("northmoor-muni-side-csv", FMT, eml, quotes)


def c_sorlyle_muni_tsv():
    d = "sorlyle"
    rows = [(cusip("1667DPQE"), "CHICAGO IL WTR REV", "5.000", "11/01/2039", "4.09", "4.01", "250"),
            (cusip("452152TW"), "ILLINOIS ST GO", "4.500", "12/01/2043", "3.97", "3.90", "1,000"),
            (cusip("709235KH"), "PENNSYLVANIA ST TPK COMMN REV", "5.250", "12/01/2044", "4.14", "4.06", "500"),
            (cusip("882724RZ"), "TEXAS ST TRANSN COMMN ST HWY FD", "5.000", "04/01/2033", "3.01", "", "2,500")]
    lines = [["CUSIP", "Issuer", "Coupon", "Maturity", "Bid Yield", "Offer Yield", "Par (000)"]] + [list(r) for r in rows]
    quotes = []
    for cu, iss, c, m, by, oy, par in rows:
        n = int(par.replace(",", "")) * K
        quotes.append(q(cu, "muni", "yield", float(by), float(oy) if oy else None, n, n if oy else None, d))
    eml = mail("Dana Whitfield <dwhitfield@sorlyle.com>", "rfield@vantage-am.com",
               "muni two-way tsv", "Tue, 17 Nov 2026 14:00:00 -0600",
               "SL.20261117.140000.DW@sorlyle.com", text="tsv attached\n",
               attachments=[("sl_muni_20261117.tsv", csv_bytes(lines, sep="\t"), "tsv")], seed="c08")
    return Layout("sorlyle-muni-tsv", FMT, eml, quotes)


def c_kestrel_frn_figi():
    d = "kestrelcm"
    g1, g2 = figi("BBG01Q7XK2M"), figi("BBG01R3TV8P")
    i1, i2 = us_isin("95019BAX"), us_isin("92204GBH")
    rows = [(i1, "", "WXCB FRN 01/2029", "SOFR", "78", "76", "72", "100.13", "100.19", "5"),
            ("", g1, "ELGH FRN 11/2028", "SOFR", "55", "53", "50", "100.05", "100.09", "10"),
            (i2, "", "VRNM FRN 06/2031", "SOFR", "112", "118", "110", "99.69", "100.04", "3"),
            ("", g2, "JNPR FRN 02/2030", "SOFR", "95", "", "", "100.02", "100.15", "2")]
    lines = [["ISIN", "FIGI", "Description", "Index", "Quoted Margin (bp)", "DM Bid", "DM Ask", "Px Bid", "Px Ask", "Size (MM)"]] + [list(r) for r in rows]
    quotes = []
    for i, g, desc, idx, qm, db, da, pb, pa, sz in rows:
        ms = ([("dm", int(db), int(da))] if db else []) + [("price", float(pb), float(pa))]
        quotes += qs(i or g, "frn", ms, int(sz)*M, int(sz)*M, d)
    eml = mail("Kestrel STIR Desk <stir@kestrelcm.com>", "cash-mgmt@vantage-am.com",
               "FRN levels csv 11/17", "Tue, 17 Nov 2026 08:30:00 -0500",
               "KCM-STIR-20261117-0830@kestrelcm.com", text="FRN file attached. Quoted margin is the coupon spread.\n",
               attachments=[("kestrel_frn_20261117.csv", csv_bytes(lines), "csv")], seed="c09")
    return Layout("kestrel-frn-figi-csv", FMT, eml, quotes)


def c_haldor_frn_tsv():
    d = "haldorbank"
    rows = [(isin("XS29004418" + "0"), "Haldor Hypotek FRN 3mS+42 06/2029", "42", "41", "37", "10"),
            (isin("SE002090118"), "Nordvik Sparebank FRN 3mN+88 02/2030", "88", "86", "80", "5"),
            (isin("NO001328714"), "Tromsa Kraft FRN 3mN+135 05/2031", "135", "139", "128", "2"),
            (isin("SE002217301"), "Vastra Bostad FRN 3mS+160 09/2028", "160", "148", "152", "3")]
    lines = [["ISIN", "Name", "QM", "DM bid", "DM ask", "Size (m)"]] + [list(r) for r in rows]
    quotes = []
    for i, n, qm, db, da, sz in rows:
        quotes.append(q(i, "frn", "dm", int(db), int(da), int(sz)*M, int(sz)*M, d, review=int(db) < int(da)))
    eml = mail("Haldor Markets <markets@haldorbank.se>", "fi-clients@haldorbank.se",
               "FRN DM levels (tsv)", "Thu, 19 Nov 2026 09:10:00 +0100",
               "HB-MKT-20261119-0910@haldorbank.se", text="Hej, DM levels attached (size in SEK/NOK/EUR millions).\n",
               attachments=[("haldor_frn_dm_20261119.tsv", csv_bytes(lines, sep="\t"), "tsv")], seed="c10")
    return Layout("haldor-frn-dm-tsv", FMT, eml, quotes)


LAYOUTS = [c_halvorsen_ig, c_marlowe_ig_tsv, c_fairhaven_loans_lxid, c_rheinwald_eur_loans,
           c_rheinwald_bund_agency, c_veyrier_oat_agency, c_northmoor_muni_side, c_sorlyle_muni_tsv,
           c_kestrel_frn_figi, c_haldor_frn_tsv]
