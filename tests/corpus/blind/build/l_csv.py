"""CSV / TSV attachment layouts."""
from common import CUSIP, ISIN, MM, US_ISIN, Layout, date, mail, msgid, t32


def _dec(x, nd=2):
    return f"{x:.{nd}f}".replace(".", ",")


def c_bund_semicolon():
    L = Layout("csv-semicolon-geld-brief-decimal-comma", "csv", "vossberg")
    rows = [  # isin nsin, name, kupon, faelligkeit, geld, brief, rg, rb, vol
        (("DE", "000110235"), "Bundesrepublik Deutschland", "2,50", "15.02.2035", 99.62, 99.66, 2.546, 2.541, "25", "government"),
        (("DE", "000114193"), "Bundesobligation", "2,20", "10.10.2031", 100.115, 100.135, 2.175, 2.171, "50", "government"),
        (("DE", "000104902"), "Bundesschatzanweisungen", "2,00", "10.12.2027", 99.874, 99.882, 2.118, 2.110, "100", "government"),
        (("DE", "000110236"), "Bundesrepublik Deutschland", "2,60", "15.08.2055", 92.40, 92.55, 2.987, 2.980, "", "government"),
        (("DE", "000A383FT"), "KfW", "2,75", "15.05.2030", 100.72, 100.79, 2.532, 2.511, "25", "agency"),
        (("DE", "000A3E5RX"), "Landwirtschaftliche Rentenbank", "2,50", "10.10.2029", 100.06, 100.13, 2.478, 2.453, "10", "agency"),
        (("DE", "000NRW0NB"), "Land Nordrhein-Westfalen", "3,00", "05.02.2035", 101.45, 101.58, 2.811, 2.795, "10", "agency"),
    ]
    lines = ["Vossberg Bank AG - Kursblatt Renten 23.11.2026 09:00", "",
             "ISIN;Bezeichnung;Kupon;Fälligkeit;Geld;Brief;Rendite Geld;Rendite Brief;Volumen (Mio)"]
    for (cc, n), name, kup, fael, g, b, rg, rb, vol, ac in rows:
        isin = ISIN(cc, n)
        nd = 3 if round(g * 100) != g * 100 else 2
        lines.append(f"{isin};{name};{kup};{fael};{_dec(g, nd)};{_dec(b, nd)};{_dec(rg, 3)};{_dec(rb, 3)};{vol}")
        s = MM(vol) if vol else None
        L.q(isin, ac, ac, "price", g, b, s, s)
        L.q(isin, ac, ac, "yield", rg, rb, s, s)
    data = ("\r\n".join(lines) + "\r\n").encode("cp1252")
    body = """Guten Morgen,

anbei das Kursblatt (CSV, Semikolon-getrennt).

Mit freundlichen Grüßen
Matthias Keller
Vossberg Bank AG | +49 69 2222 4117
"""
    L.msg = mail(frm="Matthias Keller <matthias.keller@vossberg.de>", to="renten@vossberg.de",
                 subject="Kursblatt Renten 23.11.2026", date=date(23, 8, 2, 0, "+0000"),
                 msgid=msgid("kursblatt-2311", "vossberg.de"), text=body,
                 attachments=[("Kursblatt_20261123.csv", "text/csv; charset=windows-1252", data)])
    return L


def c_ig_comma_isin_last():
    L = Layout("csv-comma-ig-isin-last-quoted-sizes", "csv", "acmebank")
    rows = [("VNTX", "4.875", "08/15/2030", "99.27", "99.77", "112", "107", "5,000,000", "5,000,000", "92212KAF", ()),
            ("HLMR", "3.95", "03/15/2029", "98.41", "98.55", "78", "74", "3,000,000", "2,000,000", "40541QAC", ()),
            ("KSTL", "6.1", "11/01/2033", "102.30", "102.85", "1.65", "1.58", "2,000,000", "2,000,000", "49327MAH", ("spread",)),
            ("TRVL", "5.125", "10/01/2032", "100.80", "101.00", "99", "95", "", "4,000,000", "71563LAB", ()),
            ("MERIDT", "4.25", "01/15/2035", "94.12", "94.47", "131", "126", "1,000,000", "1,000,000", "58933YBE", ()),
            ("PCFG", "5.8", "06/01/2053", "98.05", "98.80", "158", "153", "1,000,000", "1,000,000", "69351UAW", ()),
            ("GRNWD", "5.45", "06/15/2054", "96.70", "97.45", "143", "138", "", "", "39687QAD", ())]
    lines = ["Issuer,Coupon,Maturity,Bid Px,Ask Px,Bid Sprd,Ask Sprd,Bid Size,Ask Size,ISIN"]
    for iss, cpn, mat, bp, ap, bs, as_, bsz, asz, base, rev in rows:
        isin = US_ISIN(CUSIP(base))
        lines.append(f'{iss},{cpn},{mat},{bp},{ap},{bs},{as_},"{bsz}","{asz}",{isin}')
        b_sz = float(bsz.replace(",", "")) if bsz else None
        a_sz = float(asz.replace(",", "")) if asz else None
        L.row(isin, "corporate", "ig", b_sz, a_sz, review=rev, price=(float(bp), float(ap)),
              spread=(float(bs), float(as_)))
    data = ("\r\n".join(lines) + "\r\n").encode()
    body = """Attached: IG levels csv for your loader, as requested.

Raj Patel | Acme Bank N.A. | +1 212 555 0152
"""
    L.msg = mail(frm="Raj Patel <raj.patel@desk.acmebank.com>", to="data-feeds@lists.acmebank.com",
                 subject="IG levels csv 11/23", date=date(23, 21, 0, 3),
                 msgid=msgid("ig-csv-1123", "acmebank.com"), text=body,
                 attachments=[("acme_ig_levels_20261123.csv", "text/csv", data)])
    return L


def c_hy_tsv():
    L = Layout("tsv-hy-ytw-chg-and-converts", "csv", "brackenridge")
    rows = [("CALDRA 7 1/4 11/01/30", "CALDRA 7.25 2030-11-01", "corporate", "hy", "98.50", "99.25", "7.69", "7.47", "+0.25", "2MM"),
            ("DENHLM 5 5/8 09/15/31", "DENHLM 5.625 2031-09-15", "corporate", "hy", "94.75", "95.50", "6.93", "6.74", "unch", "1MM"),
            ("ELKRDG 8 3/8 02/01/32", "ELKRDG 8.375 2032-02-01", "corporate", "hy", "102.00", "102.75", "7.88", "7.71", "-0.125", "2x1"),
            ("FALKON 4 7/8 07/15/28", "FALKON 4.875 2028-07-15", "corporate", "hy", "97.25", "97.875", "6.67", "6.25", "+0.125", ""),
            ("KELPIE 11.25 08/01/29", "KELPIE 11.25 2029-08-01", "corporate", "hy", "99.00", "100.00", "11.65", "11.24", "-1.00", "500k"),
            ("VNTX 0 12/01/28 CV", "VNTX 0 2028-12-01 CV", "convertible", "convert_preferred", "88.50", "89.25", "", "", "+0.50", "1MM"),
            ("GALVN 3 09/01/30 CV", "GALVN 3 2030-09-01 CV", "convertible", "convert_preferred", "93.00", "94.00", "", "", "unch", "")]
    lines = ["Bond\tBid\tAsk\tYTW Bid\tYTW Ask\tChg\tSize"]
    for bond, key, ac, grp, b, a, yb, ya, chg, sz in rows:
        lines.append("\t".join([bond, b, a, yb, ya, chg, sz]))
        if sz.endswith("MM"):
            bs = as_ = MM(sz[:-2])
        elif sz.endswith("k"):
            bs = as_ = float(int(sz[:-1]) * 1000)
        elif "x" in sz:
            x, y = sz.split("x")
            bs, as_ = MM(x), MM(y)
        else:
            bs = as_ = None
        L.q(key, ac, grp, "price", float(b), float(a), bs, as_)
        if yb:
            L.q(key, ac, grp, "yield", float(yb), float(ya), bs, as_)
    data = ("\n".join(lines) + "\n").encode()
    body = """Run in tab-delimited form attached (paste into your sheet).

Luca Bianchi | Brackenridge & Co. | +44 (0)20 7946 0321
"""
    L.msg = mail(frm="Luca Bianchi <luca.bianchi@brackenridge.com>", to="hy-run@brackenridge.com",
                 subject="HY run (tsv)", date=date(23, 14, 2, 0),
                 msgid=msgid("hyrun-tsv-1123", "brackenridge.com"), text=body,
                 attachments=[("brk_hy_run.tsv", "text/tab-separated-values", data)])
    return L


def c_achat_vente():
    L = Layout("csv-achat-vente-decimal-comma-sections", "csv", "cremieux")
    sections = [
        ("EMERGENTS", [
            (("XS", "301274563"), "KARVIA 5,75% 01/2032", "96,10", "96,60", "6,62", "6,51", "", "", "sovereign", "em_sovereign", ()),
            (("XS", "288817349"), "SANTRA 4,25% 2031", "88,20", "88,90", "7,41", "7,23", "", "", "sovereign", "em_sovereign", ()),
            (("XS", "279903451"), "ISTRAN 3,5% 02/2029", "97,40", "97,95", "351", "4,43", "", "", "sovereign", "em_sovereign", ("yield",))]),
        ("ETAT FRANCAIS", [
            (("FR", "001400PM7"), "OAT 3% 25/11/2034", "97,48", "97,53", "3,347", "3,340", "", "", "government", "government", ()),
            (("FR", "001400L83"), "OAT 3,5% 25/04/2033", "101,62", "101,67", "3,218", "3,210", "", "", "government", "government", ())]),
        ("SSA / AGENCES", [
            (("FR", "001400N10"), "CADES 3% 25/05/2031", "99,85", "99,95", "3,036", "3,012", "", "", "agency", "agency", ()),
            (("FR", "001400QM5"), "AFD 3,125% 30/06/2033", "99,10", "99,25", "3,277", "3,252", "", "", "agency", "agency", ())]),
        ("TAUX VARIABLE (marge en pb)", [
            (("FR", "001400R44"), "UNEDIC FRN 11/2028 E3M+15", "", "", "", "", "17", "14", "agency", "frn", ()),
            (("XS", "301188457"), "ELVIA FRN 06/2028 E3M+70", "", "", "", "", "72", "68", "corporate", "frn", ())]),
    ]
    lines = ["Crémieux & Associés - cotations indicatives du 23/11/2026 à 11h00", "",
             "Code ISIN;Libellé;Achat;Vente;Rdt Achat;Rdt Vente;Marge Achat;Marge Vente"]

    def f(s):
        return float(s.replace(",", "."))
    for title, rows in sections:
        lines.append(f"{title};;;;;;;")
        for (cc, n), lib, ach, ven, ra, rv, ma, mv, ac, grp, rev in rows:
            isin = ISIN(cc, n)
            lines.append(";".join([isin, lib, ach, ven, ra, rv, ma, mv]))
            if ach:
                L.q(isin, ac, grp, "price", f(ach), f(ven))
            if ra:
                L.q(isin, ac, grp, "yield", f(ra), f(rv), review="yield" in rev)
            if ma:
                L.q(isin, ac, grp, "dm", f(ma), f(mv))
    data = ("\r\n".join(lines) + "\r\n").encode("utf-8-sig")
    body = """Bonjour,

Veuillez trouver ci-joint nos cotations (CSV, séparateur point-virgule).

Bien cordialement,
Camille Roux | Crémieux & Associés
"""
    L.msg = mail(frm="Camille Roux <camille.roux@cremieux.fr>", to="clients-taux@cremieux.fr",
                 subject="Cotations indicatives 23/11", date=date(23, 10, 4, 0),
                 msgid=msgid("cotations-2311", "cremieux.fr"), text=body,
                 attachments=[("cotations_20261123.csv", "text/csv", data)])
    return L


def c_tba_32nds():
    L = Layout("csv-tba-32nds-chg", "csv", "northbridge")
    rows = [("FNCL", "5", "DEC", "97-06", "97-07", "+0-03"),
            ("FNCL", "5.5", "DEC", "99-24+", "99-25+", "+0-03+"),
            ("FNCL", "6", "DEC", "101-18", "101-19", "+0-02"),
            ("FNCL", "5.5", "JAN", "99-16", "99-17", "+0-03"),
            ("G2SF", "5.5", "DEC", "100-04+", "100-05+", "+0-02+"),
            ("G2SF", "6", "DEC", "101-26", "101-27", "+0-01+"),
            ("FNCI", "5", "DEC", "100-30", "100-31", "+0-01")]
    lines = ["Product,Cpn,Month,Bid,Offer,Chg"]
    for prod, cpn, mon, b, o, chg in rows:
        lines.append(",".join([prod, cpn, mon, b, o, chg]))
        L.q(f"{prod} {cpn} {mon}", "structured", "structured", "price", t32(b), t32(o))
    data = ("\n".join(lines) + "\n").encode()
    body = """TBA levels 11:45 ET attached.

Kevin Marsh | Northbridge Securities | Agency MBS | 212-555-0170
"""
    L.msg = mail(frm="Kevin Marsh <kmarsh@northbridge.com>", to="mbs-clients@northbridge.com",
                 subject="TBA levels 11:45", date=date(23, 16, 45, 0),
                 msgid=msgid("tba-1145", "northbridge.com"), text=body,
                 attachments=[("tba_levels_1145.csv", "text/csv", data)])
    return L


def c_cds_contributor():
    L = Layout("csv-cds-contributor-unit-column", "csv", "halcyon")
    rows = [("2026-11-23", "07:58:12", "HALCYON", "ITRX MAIN S46", "5Y", "57.75", "58.25", "25", "25", "bp"),
            ("2026-11-23", "07:58:12", "HALCYON", "ITRX XOVER S46", "5Y", "281", "284", "10", "10", "bp"),
            ("2026-11-23", "07:59:40", "NORTHBRIDGE", "ITRX MAIN S46", "5Y", "57.5", "58", "", "", "bp"),
            ("2026-11-23", "08:01:05", "HALCYON", "CDX HY 47", "5Y", "106.375", "106.5", "10", "10", "px"),
            ("2026-11-23", "08:01:05", "HALCYON", "CDX IG 47", "5Y", "51.25", "51.75", "50", "50", "bp"),
            ("2026-11-23", "08:03:30", "BRACKENRIDGE", "CRBN", "5Y", "410", "430", "5", "5", "bp"),
            ("2026-11-23", "08:04:12", "HALCYON", "VNTX", "5Y", "74", "79", "10", "10", "bp"),
            ("2026-11-23", "08:04:12", "HALCYON", "VNTX", "10Y", "112", "120", "5", "5", "bp"),
            ("2026-11-23", "08:06:51", "CREMIEUX", "KARVIA", "5Y", "212", "222", "", "", "bp"),
            ("2026-11-23", "08:07:20", "HALCYON", "TALON", "5Y", "6.25", "6.75", "5", "5", "upfront")]
    lines = ["Date,Time,Contributor,Ticker,Tenor,Bid,Ask,Bid Size (MM),Ask Size (MM),Unit"]
    for d, t, c, tick, ten, b, a, bs, as_, u in rows:
        lines.append(",".join([d, t, c, tick, ten, b, a, bs, as_, u]))
        L.q(f"{tick} {ten}", "cds", "cds", {"bp": "spread", "px": "price", "upfront": "upfront"}[u], float(b), float(a),
            MM(bs) if bs else None, MM(as_) if as_ else None, dealer=c.lower())
    data = ("\r\n".join(lines) + "\r\n").encode()
    body = """Contributed CDS levels this morning (csv).

Priya Natarajan | Halcyon Markets Ltd
"""
    L.msg = mail(frm="Priya Natarajan <priya.natarajan@halcyon.com>", to="cds-clients@halcyon.com",
                 subject="CDS contributions 23-Nov (csv)", date=date(23, 8, 10, 0),
                 msgid=msgid("cds-csv-2311", "halcyon.com"), text=body,
                 attachments=[("cds_contrib_20261123.csv", "text/csv", data)])
    return L


def c_loans_cusip():
    L = Layout("csv-loans-cusip-margin-floor", "csv", "tidewater")
    rows = [("Zephyr Brands", "TLB", "98927HAF", "98.25", "98.75", "5", "5", "S+350", "0.50%", "03/31/2031"),
            ("Copperline Health", "1L TL", "21735LAC", "96.50", "97.25", "2", "2", "S+400", "0.75%", "11/30/2030"),
            ("Ironbark Software", "TLB", "46283NAB", "100.125", "100.375", "2", "2", "S+325", "0.50%", "06/28/2029"),
            ("Northpeak Aero", "TLB", "66508WAD", "100.25", "100.625", "", "3", "S+300", "0.00%", "10/15/2031"),
            ("Cascade Logistics", "TLB", "13976RAA", "99.00", "99.50", "1", "1", "S+375", "0.50%", "09/30/2030"),
            ("Redfern Media", "TLB", "75525TAE", "88.50", "90.00", "", "", "S+450", "1.00%", "04/30/2029")]
    lines = ["Borrower,Facility,CUSIP,Bid,Offer,Bid Size (MM),Offer Size (MM),Margin,Floor,Maturity"]
    for bor, fac, base, b, o, bs, os_, mar, flr, mat in rows:
        cu = CUSIP(base)
        lines.append(",".join([bor, fac, cu, b, o, bs, os_, mar, flr, mat]))
        L.q(cu, "loan", "loan", "price", float(b), float(o), MM(bs) if bs else None, MM(os_) if os_ else None)
    data = ("\r\n".join(lines) + "\r\n").encode()
    body = """Loan levels csv attached.

Sam Oduya | Tidewater Capital Markets | +1 (646) 555-0112
"""
    L.msg = mail(frm="Sam Oduya <sam.oduya@tidewater.com>", to="levfin-clients@tidewater.com",
                 subject="loan levels csv", date=date(23, 20, 50, 0),
                 msgid=msgid("loans-csv-1123", "tidewater.com"), text=body,
                 attachments=[("tcm_loans_112326.csv", "text/csv", data)])
    return L


def c_muni_two_way():
    L = Layout("csv-muni-two-way-par000", "csv", "pinecrest")
    rows = [("87512MAD", "STATE OF TAMARACK GO", "5.000", "03/01/2038", "1000", "3.44", "3.37", "112.012", "112.574", "Aa2/AA"),
            ("41182RDJ", "HARBOR CITY WTR & SWR REV", "5.250", "02/15/2045", "500", "4.05", "3.98", "108.410", "109.005", "A1/A+"),
            ("19766WAF", "COLUMBIA HTS HOSP REV", "4.000", "10/01/2044", "250", "4.38", "4.29", "95.020", "96.175", "A3/A-"),
            ("51210PAU", "LAKESHORE CNTY SCH DIST 112", "4.500", "12/01/2041", "2000", "4.11", "4.04", "102.995", "103.560", "Aa3/NR"),
            ("38521PBM", "GRAND FORKS PUB PWR REV", "5.000", "01/01/2040", "750", "3.80", "3.73", "109.230", "109.812", "A2/A")]
    lines = ["CUSIP,Description,Coupon,Maturity,Par(000),Bid Yield,Offer Yield,Bid Price,Offer Price,Rating"]
    for base, desc, cpn, mat, par, by, oy, bp, op, rtg in rows:
        cu = CUSIP(base)
        lines.append(",".join([cu, desc, cpn, mat, par, by, oy, bp, op, rtg]))
        s = float(int(par) * 1000)
        L.q(cu, "muni", "muni", "yield", float(by), float(oy), s, s)
        L.q(cu, "muni", "muni", "price", float(bp), float(op), s, s)
    data = ("\r\n".join(lines) + "\r\n").encode()
    body = """Two-way muni levels attached (csv).

Dana Whitfield | Pinecrest Securities | 312-555-0166
"""
    L.msg = mail(frm="Dana Whitfield <dwhitfield@pinecrest.com>", to="munis@pinecrest.com",
                 subject="muni two-way csv 11/23", date=date(23, 19, 15, 0),
                 msgid=msgid("muni-csv-1123", "pinecrest.com"), text=body,
                 attachments=[("pinecrest_2way_112326.csv", "text/csv", data)])
    return L


LAYOUTS = [c_bund_semicolon, c_ig_comma_isin_last, c_hy_tsv, c_achat_vente, c_tba_32nds, c_cds_contributor,
           c_loans_cusip, c_muni_two_way]
