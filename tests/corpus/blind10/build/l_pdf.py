"""PDF attachments: tables crowded with numbers that are not levels."""

from __future__ import annotations

import pdfkit
from common import MIME_PDF, Attachment, bkey, mat, mk, q, ui


def sheet(title, sections, notes, size="letterl", author="", font="Helvetica", fs=7.5):
    """One-page sheet: title lines, then (heading, widths, rows, right_from) sections, then notes."""
    buf, c = pdfkit.new(size, title=title[0], author=author)
    w, h = pdfkit.PAGES[size]
    y = h - 40
    c.setFont(font + "-Bold", 11)
    c.drawString(36, y, title[0])
    y -= 14
    y = pdfkit.lines(c, 36, y, title[1:], size=7.5, font=font)
    for heading, widths, rows, rf in sections:
        y -= 8
        if heading:
            c.setFont(font + "-Bold", 8.5)
            c.drawString(36, y, heading)
            y -= 12
        y = pdfkit.table(c, 36, y, widths, rows, size=fs, lead=11, right_from=rf, font=font)
        pdfkit.rule(c, 36, 36 + sum(widths), y + 7)
    y -= 8
    pdfkit.lines(c, 36, y, notes, size=6.5, lead=8, font=font)
    pdfkit.footer(c, f"{author} - for professional investors only", 1, 1)
    c.showPage()
    return pdfkit.done(buf, c)


def att(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


# ---------------------------------------------------------------- 13 / 14: IG + FRNs, a spread column holding a price


def l13():
    dlr = "vantagehale"
    gold = []
    head = ("Issuer", "Cpn", "Maturity", "Call", "Amt Out (MM)", "Rtg", "Bmk", "Bmk Yld", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask", "Sz (MM)")
    rows = [head]
    ig = [  # issuer, cpn, mat, call, amt, rtg, bmk, bmky, sb, sa, pb, pa, sz, note
        ("HARTWELL INSTRUMENTS", 4.85, "2031-03-15", "MW+15", "1,000", "A3", "5Y", "3.97", "+88", "+84", "100.84", "101.02", "5x5"),
        ("BROOKMERE FINANCIAL", 5.4, "2034-10-01", "07/01/34 @100", "1,500", "Baa1", "10Y", "4.19", "+121", "+116", "101.15", "101.52", "5x5"),
        ("SELBY CROSS PHARMA", 5.05, "2036-02-20", "11/20/35 @100", "750", "A2", "10Y", "4.19", "+104", "+99", "99.31", "99.70", "3x3"),
        ("ALDERCOTE INSURANCE", 6.5, "2054-05-15", "11/15/53 @100", "600", "Baa3", "30Y", "4.71", "96.50px", "97.25px", "-", "-", "2x2"),
        ("WYNSTAY AIRPORTS", 4.3, "2029-06-01", "MW+10", "500", "A3", "3Y", "3.81", "+71", "+66*", "100.68", "100.82", "5x5"),
        ("GOLDRING TELECOM", 5.9, "2055-09-15", "03/15/55 @100", "1,250", "Baa2", "30Y", "4.71", "+152", "+146", "98.95", "99.80", "2x2"),
    ]
    for iss, cp, m, call, amt, rtg, bm, bmy, sb, sa, pb, pa, sz in ig:
        rows.append((iss, f"{cp:.3f}", mat(m, "mmddyyyy"), call, amt, rtg, bm, bmy, sb, sa, pb, pa, sz))
        k = bkey(iss, cp, m)
        if sb.endswith("px"):
            gold += q(k, "ig", dlr, size=sz, price=(sb[:-2], sa[:-2]))
        elif sa.endswith("*"):
            gold += q(k, "ig", dlr, size=sz, review=("spread",), spread=(sb, sa[:-1]), price=(pb, pa))
        else:
            gold += q(k, "ig", dlr, size=sz, spread=(sb, sa), price=(pb, pa))
    frn = [("DARROWBY BANK", "SOFR", "+95", "02/15/27", "2029-05-15", "92", "86", "100.07", "100.22"),
           ("HALLAM LEASING", "SOFR", "+120", "03/02/27", "2030-12-02", "124", "116", "99.83", "100.12"),
           ("KERRIDGE MOTOR CREDIT", "SOFR", "+135", "01/28/27", "2028-07-28", "131", "124", "100.10", "100.25")]
    rows2 = [("ISIN", "Issuer", "Index", "QM", "Next Reset", "Maturity", "DM Bid", "DM Ask", "Px Bid", "Px Ask")]
    for iss, ix, qm, rs, m, db, da, pb, pa in frn:
        isn = ui("US", iss + m)
        rows2.append((isn, iss, ix, qm, rs, mat(m, "mmddyyyy"), db, da, pb, pa))
        gold += q(isn, "frn", dlr, size="3x3", dm=(db, da), price=(pb, pa))
    pdf = sheet(["VANTAGE HALE - US IG CREDIT & FRN RUN", "12-Jan-2027 08:05 ET   Sprd = G-spread vs the OTR benchmark shown; Bmk Yld for reference."],
                [("IG FIXED", [118, 34, 58, 70, 58, 32, 30, 40, 46, 46, 46, 46, 40], rows, 4),
                 ("FLOATERS (3m SOFR)", [82, 120, 40, 34, 56, 62, 44, 44, 48, 48], rows2, 6)],
                ["ALDERCOTE INSURANCE 6.5% 54s trades on price: levels in the spread columns are px.",
                 "* ref level only, not firm - last traded 01/08 at +67.  Floaters: 3mm per side.  Amt Out in USD MM.",
                 "OTR: 3Y 3.81  5Y 3.97  10Y 4.19  30Y 4.71.  Vantage Hale Securities LLC, 405 Lexington Ave, New York NY 10174, +1 212 555 0149."],
                author="Vantage Hale Securities")
    return mk("vantagehale-ig-frn-px-in-sprd", "pdf", gold, sender="Tomasz Wrobel <twrobel@vantagehale.com>",
              subject="VH IG / FRN run 1/12", date="Tue, 12 Jan 2027 08:07:19 -0500",
              text="Run attached. ALDERCOTE on px. FRNs 3mm per side.\n\nTomasz Wrobel | Vantage Hale | +1 212 555 0149\n",
              attachments=[att("VH_IG_FRN_20270112.pdf", pdf)])


def l14():
    dlr = "bressonlatour"
    gold = []
    head = ("Emetteur", "Coupon", "Echeance", "Encours (M EUR)", "Note", "Ref.", "Rdt Ref.", "ASW Achat", "ASW Vente", "Prix Achat", "Prix Vente")
    rows = [head]
    ig = [
        ("VAUCLAIR ENERGIE", "3,625", 3.625, "2032-03-18", "750", "BBB+", "DBR 32", "2,45", "+92", "+88", "101,12", "101,30"),
        ("MONTREVEL AUTOROUTES", "3,25", 3.25, "2034-06-05", "1 000", "A-", "DBR 34", "2,66", "+78", "+74", "99,34", "99,60"),
        ("CASTELNAU TELECOM", "4,0", 4.0, "2030-11-22", "500", "BBB", "OBL 30", "2,31", "4,12%", "4,05%", "-", "-"),
        ("LORIENT FONCIERE", "2,875", 2.875, "2031-01-14", "600", "BBB", "OBL 31", "2,38", "+131", "+125", "97,15", "97,42"),
        ("SAINT-AUBIN BANQUE", "3,5", 3.5, "2033-09-09", "1 250", "A", "DBR 33", "2,55", "+101", "+97", "100,40", "100,66"),
    ]
    for iss, ct, cp, m, enc, nt, ref, rr, ab, av, pb, pa in ig:
        rows.append((iss, ct, mat(m, "ddmmyyyy"), enc, nt, ref, rr, ab, av, pb, pa))
        k = bkey(iss, cp, m)
        if ab.endswith("%"):
            gold += q(k, "ig", dlr, size="1x1", comma=True, yield_=(ab, av))
        else:
            gold += q(k, "ig", dlr, size="1x1", comma=True, i_spread=(ab, av), price=(pb, pa))
    frn = [("VAUCLAIR ENERGIE FRN", "E3M+70", "2028-09-18", "66", "61", "100,12", "100,25"),
           ("BANQUE DE L'ADOUR", "E3M+85", "2029-04-03", "88", "82", "99,92", "100,10"),
           ("CAISSE REGIONALE DU VELAY", "E3M+55", "2027-12-10", "51", "47", "100,09", "100,16")]
    rows2 = [("ISIN", "Emetteur", "Marge", "Echeance", "DM Achat", "DM Vente", "Prix Achat", "Prix Vente")]
    for iss, mg, m, db, da, pb, pa in frn:
        isn = ui("FR", iss + m)
        rows2.append((isn, iss, mg, mat(m, "ddmmyyyy"), db, da, pb, pa))
        gold += q(isn, "frn", dlr, size="2x2", comma=True, dm=(db, da), price=(pb, pa))
    pdf = sheet(["BRESSON LATOUR - CREDIT EUR / FRN", "Paris, le 12/01/2027 09h10.  ASW contre mid-swap; Ref. = emprunt d'Etat de reference et son rendement."],
                [("CREDIT EUR A TAUX FIXE (taille 1 M EUR par cote)", [116, 40, 58, 70, 36, 50, 46, 50, 50, 52, 52], rows, 3),
                 ("FRN (taille 2 M EUR par cote)", [80, 150, 50, 58, 50, 50, 56, 56], rows2, 4)],
                ["CASTELNAU TELECOM 4% 2030 : cote en rendement (%), pas en ASW.",
                 "Encours en millions d'EUR. Niveaux indicatifs, susceptibles d'etre modifies sans preavis.",
                 "Bresson Latour SA, 18 rue de la Paix, 75002 Paris - RCS Paris 552 104 881 - Tel. +33 1 55 55 04 12."],
                size="a4l", author="Bresson Latour")
    return mk("bressonlatour-eur-ig-frn", "pdf", gold, sender="Claire Dufrenoy <claire.dufrenoy@bressonlatour.fr>",
              subject="Run credit EUR / FRN 12/01", date="Tue, 12 Jan 2027 09:12:30 +0100",
              text="Bonjour,\n\nCi-joint notre run du jour.\n\nCordialement,\nClaire Dufrenoy\nBresson Latour | +33 1 55 55 04 12\n",
              attachments=[att("BL_credit_EUR_12012027.pdf", pdf)])


# ---------------------------------------------------------------- 15 / 16: governments + agencies with prior close, chg, OAS


def l15():
    dlr = "marchbankfield"
    gold = []
    rows = [("Security", "CUSIP", "Prior Close", "Bid", "Ask", "Chg", "Bid Yld", "Ask Yld", "Mod Dur")]
    ust = [("T 3 7/8 12/31/28", "3.981", "99-23", "99-22+", "99-23+", "-0+", "4.041", "4.033", "1.9"),
           ("T 4 12/31/31", "4.131", "99-14+", "99-12", "99-13", "-2+", "4.142", "4.135", "4.5"),
           ("T 4 1/4 11/15/36", "4.312", "99-12", "99-07", "99-08+", "-5", "4.335", "4.329", "8.1"),
           ("T 4 5/8 11/15/56", "4.708", "98-24", "98-14", "98-17", "-10", "4.724", "4.720", "16.4")]
    for d, _, cl, b, a, ch, yb, ya, du in ust:
        cus = ui("US", d)[2:11]
        rows.append((d, cus, cl, b, a, ch, yb, ya, du))
        gold += q(cus, "government", dlr, size="50x50", price=(b, a), yield_=(yb, ya))
    tii = "TII 2 1/8 01/15/35"
    cus = ui("US", tii)[2:11]
    rows.append((tii, cus, "1.861%", "1.874%", "1.866%", "+1.3", "-", "-", "7.6"))
    gold += q(cus, "government", dlr, size="50x50", yield_=("1.874", "1.866"))
    rows2 = [("Issuer", "Cpn", "Maturity", "Call Date", "Call Px", "Amt Out", "Px Bid", "Px Ask", "YTM Bid", "YTM Ask", "OAS")]
    ag = [("FHLB", 4.5, "2031-06-12", "06/12/27", "100", "250MM", "99.625", "99.875", "4.591", "4.533", "38"),
          ("FFCB", 4.75, "2034-01-20", "01/20/28", "100", "175MM", "99.250", "99.500", "4.854", "4.819", "52"),
          ("FHLMC", 5.0, "2036-03-03", "03/03/28", "100", "300MM", "99.750", "100.125", "5.034", "4.983", "61"),
          ("FHLB", 4.2, "2029-08-27", "-", "-", "2.0BN", "100.312", "100.422", "4.064", "4.018", "9")]
    for iss, cp, m, cd, cpx, amt, pb, pa, yb, ya, oas in ag:
        rows2.append((iss, f"{cp:.3f}", mat(m, "mmddyyyy"), cd, cpx, amt, pb, pa, yb, ya, oas))
        gold += q(bkey(iss, cp, m), "agency", dlr, size="10x10", price=(pb, pa), yield_=(yb, ya))
    pdf = sheet(["MARCHBANK FIELD - US RATES", "Tuesday, January 12, 2027 - 07:45 ET.  Chg in 32nds vs prior close; TIPS quoted in real yield."],
                [("TREASURIES (50mm per side)", [110, 70, 62, 52, 52, 40, 52, 52, 46], rows, 2),
                 ("AGENCY CALLABLES / BULLETS (10mm per side; OAS is model, for ref)", [56, 40, 64, 56, 44, 50, 50, 50, 50, 50, 36], rows2, 4)],
                ["Prior close at 3:00pm ET. WI 10Y 4.188%. Fed funds 3.75-4.00%.",
                 "Marchbank Field & Co., member FINRA / SIPC. 30 Hudson Yards, New York NY 10001. Desk +1 212 555 0166."],
                author="Marchbank Field")
    return mk("marchbankfield-ust-tips-agy-oas", "pdf", gold, sender="Lena Park <lpark@marchbankfield.com>",
              subject="US rates sheet 1/12", date="Tue, 12 Jan 2027 07:47:05 -0500",
              text="Sheet attached - UST 50mm, agencies 10mm per side.\n\nLena Park\nMarchbank Field & Co. | +1 212 555 0166\n",
              attachments=[att("MF_rates_2027-01-12.pdf", pdf)])


def l16():
    dlr = "cressingham"
    gold = []
    rows = [("Gilt", "Clean Bid", "Clean Ask", "Accrued", "Dirty Mid", "Yld Bid", "Yld Ask", "Prev Yld", "Chg (bp)")]
    gl = [("UKT 4 1/8 22/07/29", "UKT 4.125 2029-07-22", "99.47", "99.52", "2.01", "101.51", "4.331", "4.309", "4.351", "-3.1"),
          ("UKT 4 1/4 07/06/32", "UKT 4.25 2032-06-07", "99.10", "99.17", "0.42", "99.56", "4.421", "4.407", "4.452", "-3.8"),
          ("UKT 4 3/4 22/10/43", "UKT 4.75 2043-10-22", "97.86", "97.99", "1.05", "98.98", "4.944", "4.932", "4.979", "-4.1"),
          ("UKT 0 5/8 22/10/50", "UKT 0.625 2050-10-22", "39.12", "39.26", "0.14", "39.33", "4.962", "4.951", "4.998", "-4.2")]
    for d, k, cb, ca, acc, dm, yb, ya, pv, ch in gl:
        rows.append((d, cb, ca, acc, dm, yb, ya, pv, ch))
        gold += q(k, "government", dlr, size="25x25", price=(cb, ca), yield_=(yb, ya))
    rows.append(("UKTI 0 1/8 22/03/33", "-", "-", "-", "-", "0.912%", "0.898%", "0.940%", "-2.8"))
    gold += q("UKTI 0.125 2033-03-22", "government", dlr, size="25x25", yield_=("0.912", "0.898"))
    rows2 = [("GBP SSA", "Bmk Gilt", "G+ Bid", "G+ Ask", "Px Bid", "Px Ask", "Issue Size")]
    ssa = [("EIB 4 1/2 07/03/31", "EIB 4.5 2031-03-07", "UKT 31", "+38", "+34", "100.36", "100.52", "GBP 1.5bn"),
           ("KFW 4 3/8 31/01/30", "KFW 4.375 2030-01-31", "UKT 30", "+29", "+26", "100.21", "100.33", "GBP 2bn"),
           ("IBRD 4 7/8 15/12/33", "IBRD 4.875 2033-12-15", "UKT 33", "+45", "+41", "101.64", "101.90", "GBP 1bn")]
    for d, k, bm, sb, sa, pb, pa, iss in ssa:
        rows2.append((d, bm, sb, sa, pb, pa, iss))
        gold += q(k, "agency", dlr, size="5x5", spread=(sb, sa), price=(pb, pa))
    pdf = sheet(["CRESSINGHAM - GILTS & GBP SSA", "12/01/2027 08:30 London. Clean prices; accrued and dirty mid shown for settlement reference."],
                [("GILTS  (GBP 25mm per side)", [110, 54, 54, 46, 54, 50, 50, 50, 46], rows, 1),
                 ("GBP SSA  (GBP 5mm per side)", [110, 56, 46, 46, 50, 50, 60], rows2, 2)],
                ["Linker quoted in real yield. Prev Yld = 4:15pm close. BoE Bank Rate 3.75%; next MPC 04/02/2027.",
                 "Cressingham Securities Ltd, 1 Angel Court, London EC2R 7HJ. Authorised and regulated by the FCA, FRN 188341. +44 20 7946 0551."],
                size="a4l", author="Cressingham Securities")
    return mk("cressingham-gilt-ssa-accrued", "pdf", gold, sender="Oliver Daintree <odaintree@cressingham.co.uk>",
              subject="Gilts / GBP SSA 12-Jan", date="Tue, 12 Jan 2027 08:31:44 +0000",
              text="Morning - sheet attached.\n\nOliver Daintree | Cressingham | +44 20 7946 0551\n",
              attachments=[att("Cressingham_Gilts_SSA_12Jan27.pdf", pdf)])


# ---------------------------------------------------------------- 17 / 18: securitised + loans


def l17():
    dlr = "thornbury"
    gold = []
    rows = [("CUSIP", "Deal / Class", "Orig Face ($MM)", "Cur Face ($MM)", "Factor", "Cpn", "WAL", "Offer Sprd", "Offer Px")]
    sec = [("LINDHURST AUTO 2025-1 B", "20.000", "14.610", "0.7305", "5.12", "1.4", "T+96", "100-02"),
           ("GREYSTOKE CMBS 2024-C2 A4", "45.000", "45.000", "1.0000", "5.31", "8.6", "T+112", "99-24"),
           ("ROSSLARE RESI 2022-NQM3 A1", "30.000", "11.982", "0.3994", "4.25", "2.9", "T+168", "95-08+"),
           ("FALKIRK EQUIP 2025-2 A3", "25.000", "25.000", "1.0000", "4.88", "1.9", "T+74", "100-11")]
    for d, o, cur, fac, cp, wal, sp, px in sec:
        cus = ui("US", d)[2:11]
        rows.append((cus, d, o, cur, fac, cp, wal, sp, px))
        amt = round(float(cur) * 1e6)
        gold += q(cus, "structured", dlr, size=(None, amt), spread=(None, sp[2:]), price=(None, px))
    rows2 = [("Borrower", "Facility", "Margin", "Floor", "Maturity", "Fac. Size", "OID", "Bid", "Offer", "1W Chg")]
    ln = [("ASHCOTT VETERINARY", "TLB", "S+400", "0.50", "08/15/31", "$725MM", "99.00", "98.75", "99.50", "+0.25"),
          ("BLACKETT DATA CENTERS", "TLB-1", "S+275", "0.00", "04/30/32", "$1.8BN", "99.50", "100.125", "100.50", "+0.125"),
          ("CORRYVALE HOTELS", "TLB", "S+475", "0.75", "12/20/29", "$410MM", "98.00", "91.25", "92.50", "-1.75")]
    for b, f, mg, fl, m, fs, oid, bi, of, ch in ln:
        rows2.append((b, f, mg, fl, m, fs, oid, bi, of, ch))
        gold += q(f"{b} {f} {mg} {m}", "loan", dlr, size="2x2", price=(bi, of))
    pdf = sheet(["THORNBURY & LISLE - SECURITISED OFFERINGS / LOAN LEVELS", "January 12, 2027.  OFFERINGS: we are sellers at the levels shown, current face available."],
                [("ABS / CMBS / NON-QM OFFERINGS", [62, 150, 70, 70, 46, 36, 32, 56, 52], rows, 2),
                 ("LOANS (2mm per side)", [110, 50, 46, 36, 56, 56, 40, 46, 46, 44], rows2, 3)],
                ["Offer Sprd vs the interpolated UST curve. Factor as of the Dec-26 distribution. Loans: OID at issue, 1W Chg vs last Tuesday's mark.",
                 "Thornbury & Lisle LLC, 100 Federal St, Boston MA 02110. +1 617 555 0158. Subject to prior sale and change."],
                author="Thornbury & Lisle")
    return mk("thornbury-abs-offers-loans", "pdf", gold, sender="Kevin Oduya <koduya@thornbury.com>",
              subject="Offerings + loan levels 1/12", date="Tue, 12 Jan 2027 10:03:27 -0500",
              text="Offerings and loan levels attached.\n\nKevin Oduya | Thornbury & Lisle | +1 617 555 0158\n",
              attachments=[att("TL_offerings_loans_011227.pdf", pdf)])


def l18():
    dlr = "kilbracken"
    gold = []
    rows = [("#", "CUSIP", "Deal", "Class", "Orig Face", "Factor", "WAL", "Rtg", "Talk", "Cover")]
    bw = [("1", "ABERLADY CLO 2021-4A", "C", "15,000,000", "1.000", "3.9", "A", "99.75-100", "99.91"),
          ("2", "ABERLADY CLO 2021-4A", "D", "10,000,000", "1.000", "4.2", "BBB-", "97.5/98", "DNT"),
          ("3", "MORVEN PARK CLO 2019-2A", "E", "6,000,000", "1.000", "2.8", "BB-", "91-92", "91.63"),
          ("4", "SANDHOLME CLO 2022-1A", "A2", "20,000,000", "0.874", "2.1", "AAA", "100.05", "100.08")]
    for n, deal, cl, face, fac, wal, rtg, talk, cov in bw:
        cus = ui("US", deal + cl)[2:11]
        rows.append((n, cus, deal, cl, face, fac, wal, rtg, talk, cov))
        f = int(face.replace(",", ""))
        if "-" in talk or "/" in talk:
            lo, hi = talk.replace("/", "-").split("-")
        else:
            lo = hi = talk
        gold += q(cus, "structured", dlr, size=(f, f), talk=(lo, hi))
        if cov != "DNT":
            gold += q(cus, "structured", dlr, size=(f, f), cover=(cov, cov))
    rows2 = [("Borrower", "Tranche", "Spread", "Maturity", "Bid", "Offer", "Last Mark", "Lev.")]
    ln = [("DUNSTAFFNAGE FOODS", "TLB", "S+350", "Jun-31", "99.25", "99.75", "99.125", "4.9x"),
          ("ELMSTEAD LABS", "TLB", "S+425", "Feb-30", "95.00", "96.00", "95.50", "6.2x"),
          ("GLENARM TELECOM", "TL", "S+300", "Oct-32", "100.00", "100.375", "100.00", "3.8x")]
    for b, t, s, m, bi, of, lm, lev in ln:
        rows2.append((b, t, s, m, bi, of, lm, lev))
        gold += q(f"{b} {t} {s} {m}".upper(), "loan", dlr, size="1x1", price=(bi, of))
    pdf = sheet(["KILBRACKEN CAPITAL - CLO BWIC RESULTS / LOANS", "BWIC 12-Jan-2027 11:00 ET (list closed). Talk and covers in price."],
                [("BWIC", [20, 62, 130, 36, 70, 44, 36, 36, 60, 46], rows, 4),
                 ("LOANS (1mm per side)", [120, 46, 50, 50, 46, 46, 56, 36], rows2, 4)],
                ["Cover = second best bid reported; DNT = did not trade. Orig Face in USD. Last Mark = Friday's mark.",
                 "Kilbracken Capital Markets LLC, 600 Brickell Ave, Miami FL 33131. +1 305 555 0181."],
                author="Kilbracken Capital")
    return mk("kilbracken-bwic-loans", "pdf", gold, sender="Sofia Halvorsen <shalvorsen@kilbracken.com>",
              subject="BWIC results + loans", date="Tue, 12 Jan 2027 11:46:02 -0500",
              text="BWIC results and loan levels attached.\n\nSofia Halvorsen | Kilbracken | +1 305 555 0181\n",
              attachments=[att("KC_BWIC_results_20270112.pdf", pdf)])


# ---------------------------------------------------------------- 19 / 20: CDS


def l19():
    dlr = "ardencroft"
    gold = []
    rows = [("Reference Entity", "Tier", "Tenor", "Cpn", "Rec %", "Bid", "Ask", "Mid", "1D Chg", "Quoted")]
    sn = [("HARTWELL INSTRUMENTS", "SNR", "5Y", "100", "40", "58", "63", "60.5", "-1.5", "bp"),
          ("BROOKMERE FINANCIAL", "SNR", "5Y", "100", "40", "84", "89", "86.5", "-0.5", "bp"),
          ("GOLDRING TELECOM", "SNR", "5Y", "100", "40", "131", "137*", "134", "+2", "bp"),
          ("SARNFIELD CHEM", "SNR", "5Y", "500", "25", "8.25", "9.00", "8.625", "+0.375", "UPF"),
          ("OAKLEIGH RETAIL", "SNR", "5Y", "500", "40", "-1.10", "-0.60", "-0.85", "-0.20", "UPF")]
    for e, t, tn, cp, rc, b, a, md, ch, qu in sn:
        rows.append((e, t, tn, cp, rc, b, a, md, ch, qu))
        k = f"{e} {t} {tn}"
        if qu == "UPF":
            gold += q(k, "cds", dlr, size="5x5", upfront=(b, a))
        elif a.endswith("*"):
            gold += q(k, "cds", dlr, size="5x5", review=("spread",), spread=(b, a[:-1]))
        else:
            gold += q(k, "cds", dlr, size="5x5", spread=(b, a))
    rows2 = [("Index", "Series", "Tenor", "Bid", "Ask", "Quoted", "Mid Chg")]
    ix = [("CDX IG", "47", "5Y", "51.25", "51.75", "bp", "-0.5"),
          ("CDX IG", "47", "10Y", "88.5", "89.5", "bp", "-0.5"),
          ("CDX HY", "47", "5Y", "107.625", "107.75", "px", "+0.125"),
          ("CDX EM", "46", "5Y", "96.90", "97.10", "px", "+0.05")]
    for i, s, tn, b, a, qu, ch in ix:
        rows2.append((i, s, tn, b, a, qu, ch))
        k = f"{i} {s} {tn}"
        if qu == "px":
            gold += q(k, "cds", dlr, size="25x25", price=(b, a))
        else:
            gold += q(k, "cds", dlr, size="25x25", spread=(b, a))
    pdf = sheet(["ARDENCROFT - NA CREDIT DERIVATIVES",
                 "12-Jan-2027 08:20 ET.  SPX 6,812.4  VIX 14.2  EURUSD 1.0912  10y UST 4.19%.  Single names USD 5mm, indices 25mm per side."],
                [("SINGLE NAMES", [120, 34, 34, 34, 36, 44, 44, 44, 44, 44], rows, 3),
                 ("INDICES", [70, 44, 40, 50, 50, 44, 50], rows2, 3)],
                ["Cpn = standard running coupon (bp); Rec = recovery assumption. UPF = points upfront vs the running coupon.",
                 "* GOLDRING ask not refreshed since yesterday's close (137 was 11-Jan), treat as indicative.",
                 "Ardencroft Derivatives LLC, 7 World Trade Center, New York NY 10007. +1 212 555 0132."],
                author="Ardencroft Derivatives")
    return mk("ardencroft-cds-upf-fxlevels", "pdf", gold, sender="Nadia Brennan-Loy <nbrennanloy@ardencroft.com>",
              subject="NA CDS run 1/12", date="Tue, 12 Jan 2027 08:22:48 -0500",
              text="CDS sheet attached.\n\nNadia | Ardencroft | +1 212 555 0132\n",
              attachments=[att("Ardencroft_CDS_2027-01-12.pdf", pdf)])


def l20():
    dlr = "lindqvarn"
    gold = []
    rows = [("Referenzschuldner", "Rang", "Laufzeit", "Kupon", "Par Spread G/B", "Upfront G/B", "Chg 1T")]
    sn = [("VAUCLAIR ENERGIE", "SNR", "5Y", "100", ("71", "76"), ("-1.28", "-1.04")),
          ("NORRSKEN KRAFT", "SNR", "5Y", "100", ("49", "54"), ("-2.34", "-2.10")),
          ("HALLEBERG STAL", "SNR", "5Y", "500", ("318", "332"), ("-7.62", "-7.01")),
          ("SAINT-AUBIN BANQUE", "SUB", "5Y", "100", ("122", "129"), ("0.95", "1.28"))]
    for e, r, tn, cp, sp, up in sn:
        rows.append((e, r, tn, cp, f"{sp[0]} / {sp[1]}", f"{up[0]} / {up[1]}", "-1"))
        gold += q(f"{e} {r} {tn}", "cds", dlr, size="10x10", spread=sp, upfront=up)
    rows2 = [("Index", "Bid", "Ask", "Quoted", "Index Mid Chg")]
    ix = [("ITRAXX MAIN S46 5Y", "55.75", "56.25", "bp", "-0.25"),
          ("ITRAXX XOVER S46 5Y", "284", "286", "bp", "-2"),
          ("ITRAXX SNRFIN S46 5Y", "63.5", "64.5", "bp", "-0.5")]
    for i, b, a, qu, ch in ix:
        rows2.append((i, b, a, qu, ch))
        gold += q(i, "cds", dlr, size="50x50", spread=(b, a))
    pdf = sheet(["LINDQVARN BANK - EUR CDS", "12.01.2027 09:00 CET.  EUR 10 Mio Einzelnamen, 50 Mio Indizes je Seite.  EURSEK 11,42; OMXS30 2 541."],
                [("EINZELNAMEN (Spread bp / Upfront %)", [120, 40, 46, 40, 80, 86, 40], rows, 3),
                 ("INDIZES", [120, 50, 50, 44, 60], rows2, 1)],
                ["Upfront in Prozent gegen den Standardkupon. Chg 1T = Veraenderung zum Vortag (bp).",
                 "Lindqvarn Bank AB, Stockholm (org.nr 502017-4412). Tel +46 8 555 031 22."],
                size="a4l", author="Lindqvarn Bank")
    return mk("lindqvarn-eur-cds-spread-upfront", "pdf", gold, sender="Johan Ekberg <johan.ekberg@lindqvarn.se>",
              subject="EUR CDS 12.01.", date="Tue, 12 Jan 2027 09:03:40 +0100",
              text="Hej, anbei die CDS-Levels.\n\nJohan Ekberg | Lindqvarn Bank | +46 8 555 031 22\n",
              attachments=[att("Lindqvarn_CDS_EUR_20270112.pdf", pdf)])


# ---------------------------------------------------------------- 21 / 22: converts + preferreds


def l21():
    dlr = "greyfriarscap"
    gold = []
    rows = [("Issuer", "Cpn", "Maturity", "Stock Px", "Conv Ratio", "Conv Px", "Parity", "Prem %", "Delta", "Bond Floor", "Bid", "Offer", "Sz")]
    cv = [("QUANTIVA SEMICONDUCTOR", 0.5, "2029-06-15", "88.42", "11.2350", "89.01", "99.34", "4.1", "0.71", "86.2", "103.25", "104.00", "2x2"),
          ("HELIOTRIX BIOSCIENCES", 1.25, "2030-03-01", "41.07", "18.5004", "54.05", "75.98", "31.6", "0.44", "89.7", "99.50", "100.25", "1x1"),
          ("CARROWAY SOLAR", 2.875, "2031-11-15", "12.88", "52.3560", "19.10", "67.43", "42.9", "0.33", "91.5", "96.125", "96.875", "1x1"),
          ("MISTRAL CLOUD", 0.0, "2028-12-01", "211.30", "4.1180", "242.84", "87.01", "15.2", "0.55", "93.0", "100.50", "101.25", "2x2")]
    for iss, cp, m, sp, cr, cpx, par, pr, de, bf, b, a, sz in cv:
        rows.append((iss, f"{cp:g}", mat(m, "mmddyy"), sp, cr, cpx, par, pr, de, bf, b, a, sz))
        gold += q(bkey(iss, cp, m), "convert", dlr, size=sz, price=(b, a))
    rows2 = [("Preferred", "CUSIP", "Cpn", "Call Date", "Call Px", "Cur Yld", "Bid", "Offer", "YTC Bid", "YTC Offer")]
    pf = [("HALBROOK BANCORP 6.25% SER B", "6.25", "02/15/29", "25.00", "6.19", "25.24", "25.38", "5.91", "5.64"),
          ("VESTRY RE 5.875% SER A", "5.875", "06/01/28", "25.00", "6.03", "24.35", "24.52", "6.84", "6.42"),
          ("PARKGATE UTILITIES 7.0% SER C", "7.0", "10/15/29", "25.00", "6.78", "25.80", "25.95", "5.88", "5.64")]
    for d, cp, cd, cpx, cy, b, a, yb, ya in pf:
        cus = ui("US", d)[2:11]
        rows2.append((d, cus, cp, cd, cpx, cy, b, a, yb, ya))
        gold += q(cus, "preferred", dlr, price=(b, a), yield_=(yb, ya))
    pdf = sheet(["GREYFRIARS CAPITAL - CONVERTIBLES & $25 PREFERREDS", "01/12/2027 10:15 ET.  Converts sizes BxO in MM; preferreds 10,000 shs min."],
                [("CONVERTIBLES", [112, 30, 50, 44, 50, 44, 40, 40, 34, 48, 44, 44, 30], rows, 3),
                 ("PREFERREDS ($25 par)", [150, 62, 30, 52, 40, 40, 40, 40, 46, 50], rows2, 2)],
                ["Parity = Conv Ratio x Stock Px / 10. Bond floor at 6.1% credit spread. Stock px as of 10:14.",
                 "Greyfriars Capital Partners LP, 1 Post Office Sq, Boston MA 02109. +1 617 555 0172."],
                author="Greyfriars Capital")
    return mk("greyfriars-cv-pfd-stock", "pdf", gold, sender="Elliot Marchetti <emarchetti@greyfriarscap.com>",
              subject="CB / PFD levels 1/12", date="Tue, 12 Jan 2027 10:17:33 -0500",
              text="Converts and prefs attached.\n\nElliot Marchetti | Greyfriars Capital | +1 617 555 0172\n",
              attachments=[att("GFC_CB_PFD_011227.pdf", pdf)])


def l22():
    dlr = "valmorency"
    gold = []
    rows = [("Emetteur", "Coupon", "Echeance", "Cours action", "Ratio", "Parite", "Prime", "Delta", "Achat", "Vente", "Taille")]
    cv = [("AUBRAC MEDICAL", "0,75", 0.75, "2029-07-02", "38,14", "2,6312", "100,35", "3,9%", "0,68", "104,30", "105,10", "1 M"),
          ("CORBIERES LOGISTIQUE", "1,5", 1.5, "2030-01-15", "17,62", "4,1020", "72,28", "36,1%", "0,39", "98,40", "99,20", "1 M"),
          ("VERCORS TECH", "0", 0.0, "2028-04-20", "144,90", "0,6100", "88,39", "14,8%", "0,52", "101,45", "102,15", "2 M")]
    for iss, ct, cp, m, sp, r, par, pr, de, b, a, sz in cv:
        rows.append((iss, ct, mat(m, "ddmmyyyy"), sp, r, par, pr, de, b, a, sz))
        gold += q(bkey(iss, cp, m), "convert", dlr, size=(int(sz[0]) * 1000000, int(sz[0]) * 1000000), comma=True, price=(b, a))
    rows2 = [("Titre", "ISIN", "Coupon", "1er call", "Prix call", "Achat", "Vente", "Rdt courant")]
    pf = [("BANQUE DE L'ADOUR 5,25% PERP PREF", "5,25", "15/03/2030", "100", "96,80", "97,55", "5,40"),
          ("MUTUELLE DU LEMAN 6% PREF", "6", "01/10/2029", "100", "100,90", "101,60", "5,93")]
    for d, cp, cd, cpx, b, a, cy in pf:
        isn = ui("FR", d)
        rows2.append((d, isn, cp, cd, cpx, b, a, cy))
        gold += q(isn, "preferred", dlr, comma=True, price=(b, a))
    pdf = sheet(["VALMORENCY - CONVERTIBLES EUROPEENNES / PREFERENTIELLES",
                 "Lyon, 12/01/2027 - 10h30. Cours en % du nominal. Parite et prime calculees sur le cours de l'action ci-contre."],
                [("OBLIGATIONS CONVERTIBLES", [120, 40, 58, 56, 46, 46, 40, 36, 48, 48, 40], rows, 3),
                 ("ACTIONS DE PREFERENCE / TITRES SUBORDONNES", [170, 80, 40, 60, 50, 46, 46, 56], rows2, 2)],
                ["Taille en millions d'EUR par cote. Niveaux indicatifs, non contractuels.",
                 "Valmorency Finance SAS, 12 quai Saint-Antoine, 69002 Lyon - RCS Lyon 812 554 101 - Tel. +33 4 55 55 02 71."],
                size="a4l", author="Valmorency Finance")
    return mk("valmorency-cb-fr-pref", "pdf", gold, sender="Hugo Perrin-Sabatier <h.perrin@valmorency.fr>",
              subject="Convertibles EUR 12/01", date="Tue, 12 Jan 2027 10:33:00 +0100",
              text="Bonjour, ci-joint les niveaux convertibles du jour.\n\nHugo Perrin-Sabatier | Valmorency | +33 4 55 55 02 71\n",
              attachments=[att("Valmorency_CB_12-01-2027.pdf", pdf)])


LAYOUTS = [l13, l14, l15, l16, l17, l18, l19, l20, l21, l22]
