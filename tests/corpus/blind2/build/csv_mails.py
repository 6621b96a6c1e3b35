# ruff: noqa: E501, DTZ001, B905, UP031
"""36-41: CSV attachments (comma, semicolon with decimal commas, tab)."""
import csv
import io

from lib import TZ_CET, Gold, bond_key, build_mail, cusip, desc_key, emit, isin, size, us_isin, when


def to_csv(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator=lineterminator)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


# ------------------------------------------------------------------------------------------------ 36
def m36():
    D = "stirlingcm"
    g = Gold(D)
    rows = [
        (us_isin("037833FB"), "AAPL", "4.75", "2035-05-12", "62", "58", "102.71", "103.02", "5,000,000", "5,000,000"),
        (us_isin("594918CF"), "MSFT", "4.5", "2035-02-06", "48", "44", "101.88", "102.18", "5,000,000", "3,000,000"),
        ("", "GOOGL", "4.5", "2035-05-15", "55", "51", "101.41", "101.71", "", ""),
        (us_isin("30303MBA"), "META", "4.875", "2035-08-15", "79", "75", "101.75", "102.06", "10,000,000",
         "10,000,000"),
        (us_isin("023135DC"), "AMZN", "4.7", "2034-12-01", "60", "56", "102.10", "102.40", "", "2,000,000"),
        ("", "NVDA", "2", "2031-06-15", "35", "31", "90.14", "90.32", "", ""),
        (us_isin("458140CJ"), "INTC", "5.6", "2054-02-21", "218", "208", "87.35", "88.68", "2,000,000", "2,000,000"),
        (us_isin("00206RMU"), "T", "5.4", "2034-02-15", "115", "110", "101.96", "102.33", "3,000,000", "3,000,000"),
        ("", "TMUS", "5.15", "2034-04-15", "109", "104", "100.95", "101.32", "", ""),
        (us_isin("17275RBU"), "CSCO", "5.05", "2034-02-26", "71", "67", "102.16", "102.45", "5,000,000", "5,000,000"),
        (us_isin("68389XCN"), "ORCL", "5.5", "2035-09-27", "131", "126", "101.02", "101.40", "", ""),
        ("", "IBM", "4.9", "2034-07-27", "76", "72", "100.55", "100.84", "1,000,000", "1,000,000"),
    ]
    out = [["ISIN", "Ticker", "Coupon", "Maturity", "Bid Spread", "Ask Spread", "Bid Price", "Ask Price", "Bid Size",
            "Ask Size"]]
    for r in rows:
        out.append(list(r))
        isn, tk, c, m, sb, sa, pb, pa, bsz, asz = r
        g.multi(isn or bond_key(tk, c, m), "corporate", "ig", [("spread", sb, sa), ("price", pb, pa)],
                size(bsz) if bsz else None, size(asz) if asz else None)
    data = to_csv(out)
    msg = build_mail("36", "Claire Montague <cmontague@stirlingcm.com>", "credit-clients@stirlingcm.com",
                     "Stirling tech run - csv for your loaders", when(23, 8, 48, 29),
                     text="Tech/telco run as csv, spreads in bp vs interpolated UST. Sizes in USD face.\n\n"
                          "Claire Montague | Stirling Capital Markets | +1 (415) 555-0175\n",
                     attachments=[("stirling_tech_run_20261123.csv", data)])
    emit("36-csv-ig-tech-run", "csv", msg, g)


# ------------------------------------------------------------------------------------------------ 37
def m37():
    D = "nordhavnbank"
    g = Gold(D)
    rows = [
        ("DBR", isin("DE000110261"), "2,6", "15.08.2034", "99,12", "99,17", "2,712", "2,706", "government"),
        ("OBL", isin("DE000114121"), "2,1", "12.04.2029", "99,58", "99,60", "2,231", "2,225", "government"),
        ("FRTR", "", "3", "25.11.2034", "96,95", "97,01", "3,401", "3,394", "government"),
        ("BTPS", isin("IT000560798"), "4,15", "01.10.2039", "100,65", "100,77", "4,085", "4,075", "government"),
        ("SPGB", "", "3,45", "31.07.2043", "93,10", "93,32", "3,965", "3,949", "government"),
        ("NETHER", isin("NL001081887"), "2,5", "15.07.2034", "98,02", "98,09", "27,81", "2,773", "government"),
        ("RAGB", "", "2,9", "20.02.2034", "99,35", "99,44", "2,993", "2,981", "government"),
        ("DGB", isin("DK000991802"), "2,25", "15.11.2033", "99,70", "99,78", "2,294", "2,283", "government"),
        ("KFW", isin("DE000A383J9"), "2,75", "15.05.2030", "100,42", "100,49", "2,631", "2,613", "agency"),
        ("EIB", "", "2,875", "15.01.2035", "99,05", "99,16", "3,000", "2,986", "agency"),
        ("EU", isin("EU000A3K4EX"), "3,375", "04.10.2038", "100,11", "100,26", "3,363", "3,348", "agency"),
        ("ESM", "", "2,625", "13.03.2031", "100,03", "100,12", "2,619", "2,600", "agency"),
    ]
    out = [["Bond", "ISIN", "Coupon", "Maturity", "Bid", "Ask", "Bid Yield", "Ask Yield"]]
    for bond, isn, c, m, pb, pa, yb, ya, ac in rows:
        out.append([bond, isn, c, m, pb, pa, yb, ya])

        def dec(x):
            return x.replace(",", ".")

        key = isn or bond_key(bond, dec(c), m)
        grp = "government" if ac == "government" else "agency"
        review = ("yield",) if float(dec(yb)) > 20 else ()
        g.multi(key, ac, grp, [("price", dec(pb), dec(pa)), ("yield", dec(yb), dec(ya))], review=review)
    data = to_csv(out, delimiter=";")
    msg = build_mail("37", "Freja Holm <freja.holm@nordhavnbank.dk>", "eur-rates@nordhavnbank.dk",
                     "EUR govies / SSA - csv", when(23, 9, 30, 0, TZ_CET),
                     text="Hej,\n\nEUR government and SSA levels attached as csv (semicolon, decimal comma). "
                          "Yields annual.\n\nFreja Holm\nNordhavn Bank A/S | +45 33 55 01 66\n",
                     attachments=[("nordhavn_eur_govies_ssa_20261123.csv", data.encode("cp1252"))])
    emit("37-csv-eur-govies-ssa-semicolon", "csv", msg, g)


# ------------------------------------------------------------------------------------------------ 38
def m38():
    D = "ashgrovecredit"
    g = Gold(D)
    rows = [
        ("LX219873", "UKG Inc", "TLB", "S+300", "02/10/2031", "100.125", "100.375", "2"),
        ("LX225410", "Medline Borrower LP", "TLB", "S+225", "10/23/2028", "100.250", "100.500", "5"),
        ("LX213390", "Asurion LLC", "B11", "S+425", "08/19/2028", "98.625", "99.000", ""),
        ("LX232871", "Peraton Corp", "1L", "S+375", "02/01/2028", "88.000", "88.750", "1"),
        ("LX232872", "Peraton Corp", "2L", "S+775", "02/01/2029", "71.500", "73.500", ""),
        ("LX228114", "Zayo Group Holdings", "TLB", "S+300", "03/09/2027", "93.250", "93.750", "3"),
        ("LX240067", "Cotiviti Inc", "TLB", "S+275", "05/01/2031", "99.875", "100.250", ""),
        ("LX237795", "Sedgwick Claims Mgmt", "TLB", "S+300", "07/31/2031", "100.250", "100.500", ""),
        ("LX241512", "Epicor Software", "TLF", "S+275", "05/30/2031", "100.250", "100.500", "2"),
        ("LX236638", "Xplor T1", "TLB", "S+350", "06/24/2031", "100.375", "100.750", ""),
    ]
    out = [["LoanX ID", "Borrower", "Facility", "Spread", "Maturity", "Bid", "Offer", "Size (MM)"]]
    for r in rows:
        out.append(list(r))
        _lx, bor, fac, spr, m, b, a, sz = r
        s = size(sz + "mm") if sz else None
        g.add(desc_key(bor, fac, spr, m), "loan", "loan", "price", b, a, s, s)
    data = to_csv(out, delimiter="\t", lineterminator="\n")
    msg = build_mail("38", "Luis Ferrante <lferrante@ashgrovecredit.com>", "loans@ashgrovecredit.com",
                     "Ashgrove loan levels - tab delimited", when(23, 15, 30, 12),
                     text="As requested, today's levels as a tab-delimited file with LoanX IDs.\n\nLuis\n",
                     attachments=[("ashgrove_levels_20261123.csv", data)])
    emit("38-csv-loans-tab", "csv", msg, g)


# ------------------------------------------------------------------------------------------------ 39
def m39():
    D = "beaconmuni"
    g = Gold(D)
    rows = [
        (cusip("13063DK6"), "CALIFORNIA ST GO", "5", "10/01/2037", "1000000", "", "3.08", "112.41"),
        (cusip("64971XRX"), "NEW YORK CITY TFA FUT TAX SEC", "5", "05/01/2041", "500000", "3.49", "3.43", ""),
        (cusip("57582RJD"), "MASSACHUSETTS ST GO", "5", "07/01/2039", "750000", "", "3.31", "111.23"),
        ("", "OHIO ST WTR DEV AUTH", "5", "12/01/2036", "250000", "", "2.95", "113.04"),
        (cusip("74514L3T"), "PUERTO RICO CMWLTH GO RESTRUCTURED", "4", "07/01/2046", "2000000", "5.12", "5.02", ""),
        (cusip("882830BW"), "TEXAS TRANSN COMMN ST HWY FD", "5", "10/01/2035", "1500000", "", "2.89", "113.66"),
        (cusip("167510AG"), "CHICAGO BRD OF ED DEDICATED CAP IMPT", "5.75", "04/01/2048", "400000", "5.35", "", ""),
    ]
    out = [["CUSIP", "Description", "Coupon", "Maturity", "Par", "Bid Yield", "Offer Yield", "Offer Price"]]
    for r in rows:
        out.append(list(r))
        cu, d, c, m, par, by, oy, op = r
        key = cu or bond_key(d, c, m)
        p = float(par)
        g.multi(key, "muni", "muni", [("yield", by or None, oy or None), ("price", None, op or None)],
                p if by else None, p if (oy or op) else None)
    data = to_csv(out, quoting=csv.QUOTE_ALL)
    msg = build_mail("39", "Grace Whitfield <gwhitfield@beaconmuni.com>", "offerings@beaconmuni.com",
                     "Beacon bids/offers csv 11/23 pm", when(23, 14, 20, 45),
                     text="Afternoon bids and offers attached (csv). Par in dollars.\n\nGrace\n617-555-0104\n",
                     attachments=[("beacon_bids_offers_pm.csv", data)])
    emit("39-csv-muni-bids-offers", "csv", msg, g)


# ------------------------------------------------------------------------------------------------ 40
def m40():
    D = "larkspursec"
    g = Gold(D)
    rows = [
        ("LSPR-1124", "1", cusip("00140YAL"), "AIMCO 2020-11A", "BR", "6,000,000", "155-165", "159", "TRADED"),
        ("LSPR-1124", "2", cusip("12551RAG"), "CIFC 2021-4A", "C", "4,000,000", "200-215", "206", "TRADED"),
        ("LSPR-1124", "3", cusip("38138YAH"), "GLM 2022-12A", "D", "3,000,000", "1.45-1.55", "", "DNT"),
        ("LSPR-1124", "4", cusip("63940CAL"), "NEUB 2019-33A", "DR", "2,500,000", "330-345", "338", "TRADED"),
        ("LSPR-1124", "5", cusip("75009JAN"), "RAD 2023-19A", "E", "2,000,000", "560-590", "", "DNT"),
        ("LSPR-1124", "6", cusip("83609UAL"), "SOUND 2021-2A", "E", "1,500,000", "625-650", "641", "TRADED"),
    ]
    out = [["List", "Seq", "CUSIP", "Deal", "Class", "Orig Face", "Talk DM", "Cover DM", "Status"]]
    for r in rows:
        out.append(list(r))
        _l, _s, cu, _d, _c, face, talk, cover, _st = r
        f = size(face)
        b, a = talk.split("-")
        g.add(cu, "structured", "structured", "talk", b, a, f, f, review=float(b) < 15)
        if cover:
            g.add(cu, "structured", "structured", "cover", cover, cover, f, f)
    data = to_csv(out)
    msg = build_mail("40", "Larkspur CLO Trading <clo-trading@larkspursec.com>", "clo-distro@larkspursec.com",
                     "BWIC results csv - CLO mezz 24-Nov 11:00", when(24, 11, 52, 0),
                     text="Results from this morning's mezz list attached (talk and covers in DM, bp).\n\n"
                          "Larkspur CLO Trading | +1 646 555 0190\n",
                     attachments=[("LSPR-1124_results.csv", data)])
    emit("40-csv-clo-mezz-bwic-results", "csv", msg, g)


# ------------------------------------------------------------------------------------------------ 41
def m41():
    D = "granitebay"
    g = Gold(D)
    rows = [
        ("CV", "COIN 0.25 04/01/30", us_isin("19260QAH"), "104.625", "105.375", "263.10", "61"),
        ("CV", "AFRM 0.75 12/15/29", "", "97.875", "98.625", "71.45", "46"),
        ("CV", "SNOW 0 10/01/29", cusip("833445AC"), "118.25", "119.25", "228.90", "72"),
        ("PFD", "MET 5.625 Ser E", cusip("59156R87"), "$24.62", "$24.78", "", ""),
        ("PFD", "ALL 5.1 Ser H", "", "$23.95", "$24.12", "", ""),
        ("PFD", "USB 4.5 Ser K", cusip("90297880"), "$20.48", "$20.60", "", ""),
    ]
    out = [["Type", "Description", "Identifier", "Bid", "Ask", "Stock Ref", "Delta"]]
    for r in rows:
        out.append(list(r))
        typ, desc, ident, b, a, _stk, _d = r
        if typ == "CV":
            iss, c, m = desc.split(" ")
            key = ident or bond_key(iss, c, m)
            g.add(key, "convertible", "convert_preferred", "price", b, a)
        else:
            key = ident or desc_key(desc)
            g.add(key, "preferred", "convert_preferred", "price", b, a)
    data = to_csv(out)
    msg = build_mail("41", "Nate Kowalczyk <nkowalczyk@granitebay.com>", "cv-pref@granitebay.com",
                     "GBS CV/PFD csv 15:30", when(23, 15, 31, 44),
                     text="Converts in points, prefs in $ ($25 par). csv attached.\n\nNate\n",
                     attachments=[("gbs_cv_pfd_1530.csv", data)])
    emit("41-csv-converts-prefs", "csv", msg, g)


ALL = [m36, m37, m38, m39, m40, m41]
