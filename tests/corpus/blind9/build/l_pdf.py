"""PDF attachments: inventory sheets, offerings, govvies, EM, CDS grids, a muni/loan/CLO pack."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, bkey, cusip, dealer_of, isin, lv, mk, q

DATE = "Tue, 15 Dec 2026 {t} {z}"


def pdf_att(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


# ---------------------------------------------------------------- 13 / 14: IG + HY


def l13():
    snd = "Helen Kilbride <hkilbride@kilbrideyoung.com>"
    d = dealer_of(snd)
    ig = [  # cusip base, issuer, cpn, mat (mm/dd/yyyy), iso, px b, a, ytm b, a, g b, a, z b, a, dur, sz
        ("20786LAF", "CORDOVAN RAIL", "4.750", "02/15/2032", "2032-02-15", "101.36", "101.58", "4.459", "4.413", "84", "80", "91", "87", "4.5", "5"),
        ("53118TAB", "LINDQVIST PAPER", "5.100", "09/01/2035", "2035-09-01", "100.12", "100.55", "5.083", "5.025", "108", "102", "116", "110", "6.9", "3"),
        ("64027XAM", "NEWCASTLE WATER", "3.950", "04/30/2029", "2029-04-30", "99.51", "99.66", "4.175", "4.104", "58", "52", "63", "58", "2.2", "10"),
        ("83421NAE", "SPARROWHAWK AERO", "6.050", "11/15/2054", "2054-11-15", "100.70", "101.45", "5.999", "5.945", "147", "141", "160", "155", "14.3", "2"),
    ]
    hy = [
        ("08712HAD", "BLACKTHORN LEISURE", "7.125", "06/01/2030", "2030-06-01", "98.25", "99.00", "7.69", "7.43", "372", "346", "381", "355", "3.0", "2"),
        ("36214RAC", "GANNET OFFSHORE", "9.500", "12/15/2029", "2029-12-15", "101.75", "102.50", "8.80", "8.51", "488", "459", "497", "468", "2.6", "1"),
        ("72815QAK", "PIKESTONE HOMES", "5.875", "03/01/2033", "2033-03-01", "9.450", "95.25", "6.89", "6.75", "287", "273", "296", "282", "5.4", "3"),
    ]
    hdr = ["CUSIP", "Issuer", "Cpn", "Maturity", "Bid Px", "Ask Px", "Bid YTM", "Ask YTM", "Bid G", "Ask G", "Bid Z", "Ask Z", "Dur", "Sz(MM)"]
    widths = [62, 112, 38, 60, 46, 46, 46, 46, 38, 38, 38, 38, 32, 44]
    gold = []
    buf, c = pk.new("letterl", "KY Credit Inventory", "Kilbride Young")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 570, "KILBRIDE YOUNG & CO. - CREDIT INVENTORY  (15 December 2026, 07:15 ET)")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 556, "Spreads in bp vs interpolated UST curve (G) and Z; yields to maturity in %; Dur = modified duration; sizes in MM face.")
    y = 530
    for title, rows, grp in (("INVESTMENT GRADE", ig, "ig"), ("HIGH YIELD", hy, "hy")):
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, y, title)
        y -= 14
        body = [hdr]
        for r in rows:
            cu = cusip(r[0])
            body.append([cu, r[1], r[2], r[3], *r[5:15]])
            gold += q(cu, grp, d, size=(int(r[14]) * 1_000_000,) * 2, review=("price",) if r[5] == "9.450" else (), price=(r[5], r[6]), yield_=(r[7], r[8]),
                      spread=(r[9], r[10]), z_spread=(r[11], r[12]))
        y = pk.table(c, 36, y, widths, body, size=7.5, lead=12, right_from=4)
        pk.rule(c, 36, 756, y + 6)
        y -= 18
    pk.lines(c, 36, y, ["Curve ref: 2y 3.58 / 5y 3.71 / 7y 3.86 / 10y 4.02 / 30y 4.55.  Settle T+1.",
                        "Inventory subject to prior sale. For institutional investors only."], size=7)
    pk.footer(c, "Kilbride Young & Co. | Credit Trading +1 617 555 0143 | Member FINRA/SIPC", 1, 1)
    text = """Morning - attached our credit inventory as of 7:15. Two-way on everything, sizes as shown.

Helen Kilbride
Kilbride Young & Co. | Credit Trading | +1 617 555 0143
"""
    return mk("kilbride-ig-hy-inventory", "pdf", gold, sender=snd, subject="KY credit inventory 12/15",
              date=DATE.format(t="07:18:30", z="-0500"), text=text, attachments=[pdf_att("KY_inventory_20261215.pdf", pk.done(buf, c))])


def l14():
    snd = "Owen Thornaby <othornaby@thornabycap.com>"
    d = dealer_of(snd)
    rows = [  # qty, issuer, cpn, mat, iso, next call, call px, offer px, ytw, sprd, grp
        ("2", "ROOKWOOD CASINOS", "8 1/4", "04/15/31", "2031-04-15", "04/15/28", "104.125", "101.875", "7.63", "+365", "hy"),
        ("1.5", "MALLARD PETROLEUM", "7 1/2", "09/01/32", "2032-09-01", "09/01/28", "103.75", "99.50", "7.61", "+358", "hy"),
        ("3", "STONECHAT TELECOM", "6 3/8", "02/01/30", "2030-02-01", "02/01/27", "103.188", "100.25", "6.28", "+251", "hy"),
        ("0.75", "FERNHILL FOODS", "10", "12/15/29", "2029-12-15", "12/15/26", "105.00", "103.50", "8.56", "+480", "hy"),
        ("5", "OXLEY BANCORP", "5.45", "07/24/35", "2035-07-24", "07/24/34", "100.00", "100.65", "5.36", "+131", "ig"),
        ("4", "WHINFELL POWER", "4 5/8", "05/15/31", "2031-05-15", "-", "-", "99.80", "4.67", "+91", "ig"),
    ]
    gold = []
    body = [["Qty (MM)", "Issuer", "Cpn", "Maturity", "Next Call", "Call Px", "Offer Px", "YTW", "Sprd (bp)"]]
    for r in rows:
        body.append(list(r[:4]) + list(r[5:10]))
        s = round(float(r[0]) * 1_000_000)
        c_ = lv(r[2]) if " " in r[2] else float(r[2])
        gold += q(bkey(r[1], c_, r[4]), r[10], d, size=(None, s), price=(None, r[7]), yield_=(None, r[8]), spread=(None, r[9]))
    buf, c = pk.new("letter", "Thornaby offerings", "Thornaby Capital")
    c.setFont("Helvetica-Bold", 13)
    c.drawString(40, 740, "THORNABY CAPITAL  -  CREDIT OFFERINGS")
    c.setFont("Helvetica", 8)
    c.drawString(40, 726, "All levels below are OFFERS. 15-Dec-2026. Yield to worst; spread vs UST benchmark.")
    y = pk.table(c, 40, 700, [48, 120, 40, 56, 56, 50, 52, 40, 52], body, size=8, lead=14, right_from=4)
    pk.lines(c, 40, y - 10, ["Calls: next call date and price. Whinfell 31s are non-call (bullet).",
                             "Rookwood: 2L secured, B2/B; Oxley: sub, Baa2. Offered subject to prior sale; minimum piece $250k."], size=7.5)
    pk.footer(c, "Thornaby Capital LLC, 600 Brickell Ave, Miami FL | +1 786 555 0170 | Indications, not firm offers.", 1, 1)
    text = "Offer sheet attached - HY and a couple of IG bullets. Sizes are what we own.\n\nOwen Thornaby | +1 786 555 0171\n"
    return mk("thornaby-offer-sheet", "pdf", gold, sender=snd, subject="Thornaby offerings - 15 Dec",
              date=DATE.format(t="09:55:12", z="-0500"), text=text, attachments=[pdf_att("Thornaby_Offerings_15Dec26.pdf", pk.done(buf, c))])


# ---------------------------------------------------------------- 15 / 16: governments + agencies


def l15():
    snd = "Jorge Lanterman <jlanterman@lanternpoint.com>"
    d = dealer_of(snd)
    gold = []
    ust = [("2Y", "T 3 1/2 11/30/28", 3.5, "2028-11-30", "99-10+", "99-11", "3.863", "3.855", "-1.2"),
           ("5Y", "T 3 7/8 11/30/31", 3.875, "2031-11-30", "100-23", "100-23+", "3.716", "3.712", "-2.0"),
           ("7Y", "T 4 11/30/33", 4.0, "2033-11-30", "100-31", "101-00", "3.872", "3.868", "-2.6"),
           ("10Y", "T 4 1/4 11/15/36", 4.25, "2036-11-15", "101-25+", "101-26", "4.023", "4.020", "-3.1"),
           ("30Y", "T 4 5/8 11/15/56", 4.625, "2056-11-15", "101-07", "101-08", "4.552", "4.549", "-3.4")]
    body = [["Tenor", "Security", "Bid", "Ask", "Bid Yld", "Ask Yld", "1D Chg (bp)"]]
    for r in ust:
        body.append([r[0], r[1], r[4], r[5], r[6], r[7], r[8]])
        gold += q(bkey("T", r[2], r[3]), "government", d, size="25mm", price=(r[4], r[5]), yield_=(r[6], r[7]))
    bills = [("912797RM", "B 0 04/15/27", "3.598", "3.588"), ("912797SB", "B 0 09/16/27", "3.512", "3.500")]
    body_b = [["CUSIP", "Bill", "Disc Bid", "Disc Ask"]]
    for base, nm, b, a in bills:
        cu = cusip(base)
        body_b.append([cu, nm, b, a])
        gold += q(cu, "government", d, size="25mm", yield_=(b, a))
    tips = [("TII 2 1/8 01/15/35", 2.125, "2035-01-15", "100-26", "100-29", "2.017", "2.006")]
    body_t = [["TIPS", "Bid", "Ask", "Real Yld Bid", "Real Yld Ask"]]
    for nm, cp, iso, b, a, yb, ya in tips:
        body_t.append([nm, b, a, yb, ya])
        gold += q(bkey("TII", cp, iso), "government", d, size="25mm", price=(b, a), yield_=(yb, ya))
    ag = [("3130B4QT", "FHLB 4.375 06/09/2028", "100.652", "100.701", "+6", "+4"),
          ("3133ERK2", "FFCB 4.125 01/27/2031", "100.118", "100.254", "+14", "+11"),
          ("3137HAZ4", "FHLMC 0 12/14/2029 (STRIP)", "88.214", "88.407", "+22", "+17")]
    body_a = [["CUSIP", "Agency", "Bid Px", "Ask Px", "Bid Sprd", "Ask Sprd"]]
    for base, nm, pb, pa, sb, sa in ag:
        cu = cusip(base)
        body_a.append([cu, nm, pb, pa, sb, sa])
        gold += q(cu, "agency", d, size="10mm", price=(pb, pa), spread=(sb, sa))
    buf, c = pk.new("letter", "Lantern Point Rates", "Lantern Point")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 745, "Lantern Point Securities | US Rates Run | 15-Dec-2026 08:20 CT")
    y = pk.table(c, 40, 715, [40, 130, 55, 55, 55, 55, 60], body, size=8, lead=13, right_from=2)
    y = pk.table(c, 40, y - 14, [70, 100, 60, 60], body_b, size=8, lead=13, right_from=2)
    y = pk.table(c, 40, y - 14, [110, 55, 55, 70, 70], body_t, size=8, lead=13, right_from=1)
    y = pk.table(c, 40, y - 14, [70, 150, 60, 60, 55, 55], body_a, size=8, lead=13, right_from=2)
    pk.lines(c, 40, y - 12, ["Sizes: UST 25mm, agencies 10mm per side.  Agency spreads vs interpolated UST.",
                             "1D Chg = yield change vs prior NY close.  Settlement T+1; bills T+0 on request."], size=7.5)
    pk.footer(c, "Lantern Point Securities LLC | Rates desk +1 312 555 0177 | Levels indicative and subject to change.", 1, 1)
    text = "Rates run attached.\n\nJorge Lanterman\nLantern Point Securities | +1 312 555 0177\n"
    return mk("lanternpoint-rates-sheet", "pdf", gold, sender=snd, subject="LP rates run 15-Dec",
              date=DATE.format(t="08:22:51", z="-0600"), text=text, attachments=[pdf_att("LP_Rates_20261215.pdf", pk.done(buf, c))])


def l16():
    snd = "Camille Roussel <camille.roussel@lormont.fr>"
    d = dealer_of(snd)
    gold = []
    gov = [("OAT", "3,00", 3.0, "25/05/2033", "2033-05-25", "100,18", "100,24", "2,968", "2,959"),
           ("OAT", "3,25", 3.25, "25/11/2036", "2036-11-25", "99,41", "99,52", "3,314", "3,302"),
           ("BTP", "3,85", 3.85, "01/09/2034", "2034-09-01", "101,22", "101,33", "3,669", "3,654"),
           ("SPGB", "3,15", 3.15, "30/04/2035", "2035-04-30", "100,06", "100,17", "3,142", "3,128")]
    body = [["Titre", "Coupon", "Échéance", "Prix Achat", "Prix Vente", "Rdt Achat", "Rdt Vente"]]
    for r in gov:
        body.append([r[0], r[1], r[3], r[5], r[6], r[7], r[8]])
        gold += q(bkey(r[0], r[2], r[4]), "government", d, size="20mm", comma=True, price=(r[5], r[6]), yield_=(r[7], r[8]))
    ssa = [("CADES", "2,875", 2.875, "25/05/2031", "2031-05-25", "+31", "+28", "100,52", "100,63"),
           ("UNEDIC", "3,125", 3.125, "25/11/2034", "2034-11-25", "+44", "+40", "99,20", "99,48"),
           ("EIB", "2,75", 2.75, "15/03/2032", "2032-03-15", "+12", "+9", "99,88", "100,02")]
    body_s = [["Émetteur", "Coupon", "Échéance", "ASW Achat", "ASW Vente", "Prix Achat", "Prix Vente"]]
    for r in ssa:
        body_s.append([r[0], r[1], r[3], r[5], r[6], r[7], r[8]])
        gold += q(bkey(r[0], r[2], r[4]), "agency", d, size="10mm", comma=True, i_spread=(r[5], r[6]), price=(r[7], r[8]))
    buf, c = pk.new("a4", "Lormont - Emprunts d'Etat", "Societe Lormont")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 800, "SOCIÉTÉ LORMONT - Taux EUR - cotations indicatives du 15/12/2026")
    c.setFont("Helvetica", 8)
    c.drawString(40, 786, "Prix pied de coupon, rendements en %, ASW en pb. Tailles : emprunts d'État 20 M EUR, SSA 10 M EUR par côté.")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(40, 760, "Emprunts d'État")
    y = pk.table(c, 40, 745, [50, 50, 70, 65, 65, 60, 60], body, size=8, lead=13, right_from=3)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(40, y - 12, "Supranationaux et agences (ASW vs €STR)")
    y = pk.table(c, 40, y - 27, [60, 50, 70, 60, 60, 65, 65], body_s, size=8, lead=13, right_from=3)
    pk.lines(c, 40, y - 12, ["Rappel clôture veille : OAT 33 100,05 ; BTP 34 101,02.  Spread OAT-Bund 10 ans : 72 pb.",
                             "Règlement-livraison J+2. Document non contractuel."], size=7.5)
    pk.footer(c, "Société Lormont SA - 18 rue de la Banque, 75002 Paris - +33 1 44 55 61 20", 1, 1)
    text = "Bonjour,\n\nVeuillez trouver ci-joint nos cotations d'emprunts d'État et SSA.\n\nCamille Roussel\nSociété Lormont | Vente Taux | +33 1 44 55 61 27\n"
    return mk("lormont-govies-ssa-fr", "pdf", gold, sender=snd, subject="Cotations Taux EUR 15/12",
              date=DATE.format(t="08:41:09", z="+0100"), text=text, enc="qp",
              attachments=[pdf_att("Lormont_Taux_EUR_15122026.pdf", pk.done(buf, c))])


# ---------------------------------------------------------------- 17 / 18: EM


def l17():
    snd = "Andres Paramo <aparamo@paramosec.com>"
    d = dealer_of(snd)
    gold = []
    sov = [("XS", "276415803", "REPUB SOUTH AFRICA 7.1 11/19/36", "Ba2", "98.40", "98.90", "7.33", "7.26", "361", "354", "7.0", "98.15", "sovereign"),
           ("XS", "279932014", "TURKIY 7 5/8 05/15/34", "B1", "103.15", "103.60", "7.06", "6.98", "312", "305", "5.9", "102.90", "sovereign"),
           ("US", "91086QBP", "MEX 6.35 02/09/35", "Baa2", "99.05", "99.45", "6.49", "6.43", "251", "245", "6.5", "99.00", "sovereign"),
           ("XS", "281164752", "ROMANI 6 3/8 01/30/34", "Baa3", "100.70", "101.20", "6.25", "6.17", "225", "218", "5.8", "100.55", "sovereign"),
           ("XS", "285530318", "KAZMUNAI TRANS 5 1/2 04/28/32", "Baa2", "97.30", "97.95", "6.13", "5.98", "212", "199", "4.6", "97.40", "corporate"),
           ("XS", "282761440", "AFRIQ TELECOM 9 3/8 10/15/29", "B2", "102.00", "102.75", "8.56", "8.26", "463", "435", "2.5", "101.80", "corporate")]
    body = [["ISIN", "Bond", "Mdy", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask", "Z Bid", "Z Ask", "Dur", "Prev Px"]]
    for r in sov:
        i = isin(r[0], r[1])
        body.append([i, r[2], r[3], *r[4:12]])
        gold += q(i, "em_sovereign", d, size="2mm", asset_class=r[12], price=(r[4], r[5]), yield_=(r[6], r[7]), z_spread=(r[8], r[9]))
    buf, c = pk.new("a4l", "Paramo EM", "Paramo Securities")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 555, "PARAMO SECURITIES  |  CEEMEA & LATAM HARD-CURRENCY  |  15.12.2026")
    c.setFont("Helvetica", 8)
    c.drawString(36, 541, "Prices clean; yields %, Z-spread bp. Prev Px = prior close. All 2mm per side.")
    pk.table(c, 36, 515, [78, 170, 38, 50, 50, 50, 50, 42, 42, 36, 50], body, size=8, lead=14, right_from=3)
    pk.lines(c, 36, 400, ["EMBI spread 288 (-4).  SA: budget 21-Feb; Turkiye CDS 5y mid 246.  Quasis: KazMunai Trans guaranteed by parent.",
                          "This document is indicative only. Paramo Securities Ltd, 1 Finsbury Sq, London EC2A; authorised and regulated by the FCA (FRN 558301)."], size=7.5)
    pk.footer(c, "Paramo Securities - EM desk +44 20 7946 0552 / +1 212 555 0166", 1, 1)
    text = "Hi - CEEMEA / LatAm levels attached, incl. two quasis.\n\nAndres\nParamo Securities | EM Trading | +44 20 7946 0552\n"
    return mk("paramo-em-sheet", "pdf", gold, sender=snd, subject="EM hard-ccy levels 15.12",
              date=DATE.format(t="07:58:36", z="+0000"), text=text, attachments=[pdf_att("Paramo_EM_15122026.pdf", pk.done(buf, c))])


def l18():
    snd = "Kenneth Lau <kenneth.lau@kowloonbaycap.com.hk>"
    d = dealer_of(snd)
    gold = []
    rows = [("US", "45581EBQ", "INDONESIA 4.85 01/11/33", "99.20/99.60", "4.99/4.92", "3x3", "sovereign", ()),
            ("XS", "280017335", "SRI LANKA 2036 STEP-UP", "81.50/82.75", "9.87/9.63", "1x1", "sovereign", ()),
            ("XS", "283992641", "HUANG JIANG PROPERTY 7.5 03/29", "71.25/73.00", "22.41/21.17", "1x1", "corporate", ()),
            ("XS", "284502176", "MANDALA BANK 5 5/8 09/17/30", "101.10/100.10", "5.28/5.59", "2x2", "corporate", ("price", "yield")),
            ("XS", "286640912", "PHILIPPINE NATL OIL 5.25 2034", "98.65/99.10", "5.46/5.39", "2x2", "corporate", ())]
    body = [["Issue", "ISIN", "Bid/Ask Px", "Bid/Ask YTM", "Size (MM)"]]
    for pre, b9, nm, px, ytm, sz, cls, rev in rows:
        i = isin(pre, b9)
        body.append([nm, i, px, ytm, sz])
        pb, pa = px.split("/")
        yb, ya = ytm.split("/")
        gold += q(i, "em_sovereign", d, size=sz + "mm", asset_class=cls, review=rev, price=(pb, pa), yield_=(yb, ya))
    buf, c = pk.new("a4", "KBC Asia EM", "Kowloon Bay Capital")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 800, "Kowloon Bay Capital Ltd - Asia Credit Indications")
    c.setFont("Helvetica", 8)
    c.drawString(40, 786, "As of 15-Dec-2026 16:30 HKT")
    y = pk.table(c, 40, 760, [160, 90, 85, 85, 60], body, size=8, lead=14, right_from=2)
    pk.lines(c, 40, y - 10, ["Huang Jiang: restructuring talks ongoing, levels very indicative. Sri Lanka step-up coupon 4.00% to 2028 then 5.10%.",
                             "Kowloon Bay Capital Ltd is licensed by the SFC (CE No. BQM417). For professional investors only."], size=7)
    pk.footer(c, "Asia Credit desk +852 2918 4470 | kenneth.lau@kowloonbaycap.com.hk", 1, 1)
    text = "Pls find attached our Asia credit indications.\n\nRgds\nKenneth Lau | +852 2918 4473\n"
    return mk("kowloonbay-asia-credit", "pdf", gold, sender=snd, subject="Asia credit indications 15Dec",
              date=DATE.format(t="16:35:50", z="+0800"), text=text, attachments=[pdf_att("KBC_AsiaCredit_15Dec.pdf", pk.done(buf, c))])


# ---------------------------------------------------------------- 19 / 20: CDS + FRNs


def l19():
    snd = "Mette Ravensholt <mette.ravensholt@ravensholt.dk>"
    d = dealer_of(snd)
    gold = []
    grid = [("NORDVIK SHIPPING", ("62/68", "98/105", "131/140"), "+2"),
            ("SKAGERAK ENERGI", ("28/32", "47/51", "71/76"), "-1"),
            ("HELGASON RETAIL", ("144/156", "221/233", "262/276"), "+6"),
            ("FJELLHEIM TELE", ("19/23", "34/38", "55/60"), "0")]
    tenors = ("3Y", "5Y", "10Y")
    body = [["Reference Entity", "3Y", "5Y", "10Y", "5Y chg"]]
    for nm, cells, chg in grid:
        body.append([nm, *cells, chg])
        for t, cell in zip(tenors, cells, strict=True):
            b, a = cell.split("/")
            gold += q(f"{nm} {t}", "cds", d, size="5mm", spread=(b, a))
    frn = [("NO", "001128475", "NORDVIK SHIPPING", "3mN+190", "05/2029", "186", "176", "100.15", "100.40", "corporate"),
           ("SE", "002143906", "KOMMUNINVEST", "3mS+18", "11/2030", "17", "14", "100.04", "100.09", "agency"),
           ("DK", "006172738", "SKAGERAK ENERGI", "3mC+95", "09/2031", "97", "91", "99.92", "100.18", "corporate")]
    body_f = [["ISIN", "Issuer", "Ref + QM", "Maturity", "DM Bid", "DM Ask", "Px Bid", "Px Ask"]]
    for r in frn:
        i = isin(r[0], r[1])
        body_f.append([i, r[2], r[3], r[4], *r[5:9]])
        gold += q(i, "frn", d, size=None, asset_class=r[9], dm=(r[5], r[6]), price=(r[7], r[8]))
    buf, c = pk.new("a4", "Ravensholt Nordic credit", "Ravensholt Bank")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 800, "RAVENSHOLT BANK A/S  -  Nordic Credit Monitor  -  15.12.2026")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(40, 772, "CDS curves (SNR, EUR, bp, bid/ask)  -  EUR 5mm per side")
    y = pk.table(c, 40, 756, [140, 70, 70, 70, 50], body, size=8, lead=13, right_from=1)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(40, y - 14, "Nordic FRNs (DM in bp over the reference rate; QM = quoted margin)")
    y = pk.table(c, 40, y - 29, [78, 100, 60, 55, 45, 45, 50, 50], body_f, size=8, lead=13, right_from=4)
    pk.lines(c, 40, y - 10, ["FRN sizes: NOK/SEK/DKK 50m equivalent, ask for size.  N = NIBOR, S = STIBOR, C = CIBOR.",
                             "Ravensholt Bank A/S, CVR 41 22 87 05, Copenhagen. Indicative levels."], size=7.5)
    pk.footer(c, "Credit Sales +45 33 63 12 40", 1, 1)
    text = "Hej - Nordic credit monitor attached.\n\nMette Ravensholt | Credit Sales | +45 33 63 12 44\n"
    return mk("ravensholt-nordic-cds-frn", "pdf", gold, sender=snd, subject="Nordic credit monitor 15/12",
              date=DATE.format(t="08:30:00", z="+0100"), text=text, attachments=[pdf_att("Ravensholt_Nordic_Credit_151226.pdf", pk.done(buf, c))])


def l20():
    snd = "Simon Eastgate <seastgate@eastgatemercer.co.uk>"
    d = dealer_of(snd)
    gold = []
    cds = [("ITRAXX XOVER S46 5Y", "bp", "271.5", "273.5", "50x50"), ("CDX HY 47 5Y", "px", "106.35", "106.50", "25x25"),
           ("ASHBURN LEISURE SNR 5Y", "bp", "318", "332", "5x5"), ("CALDERWOOD STEEL SNR 5Y", "pts", "7.75", "8.25", "5x5"),
           ("PENRYN WATER SNR 5Y", "bp", "57", "61", "10x10"), ("KESTREL AIRWAYS SNR 5Y", "pts", "-0.85", "-0.60", "5x5")]
    unit = {"bp": "spread", "pts": "upfront", "px": "price"}
    body = [["Contract", "Quoted", "Bid", "Ask", "Size", "Prev Mid"]]
    prev = ["272.0", "106.30", "321", "7.90", "59", "-0.70"]
    for (k, u, b, a, s), p in zip(cds, prev, strict=True):
        body.append([k, u, b, a, s, p])
        gold += q(k, "cds", d, size=s, **{unit[u]: (b, a)})
    frn = [("GB", "00BSP7K41", "PENRYN WATER FRN 2030", "SONIA+82", "84", "79", "100.06", "100.20", "corporate"),
           ("XS", "289930154", "NATL WEALTH BUILD SOC FRN 2029", "SONIA+55", "57", "52", "99.98", "100.10", "corporate"),
           ("XS", "288845276", "KFW GBP FRN 2028", "SONIA+21", "20", "17", "100.02", "100.05", "agency")]
    body_f = [["ISIN", "Floater", "Index + QM", "DM Bid", "DM Ask", "Px Bid", "Px Ask"]]
    for r in frn:
        i = isin(r[0], r[1])
        body_f.append([i, r[2], r[3], *r[4:8]])
        gold += q(i, "frn", d, size="5mm", asset_class=r[8], dm=(r[4], r[5]), price=(r[6], r[7]))
    buf, c = pk.new("letterl", "EM CDS and FRNs", "Eastgate Mercer")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 570, "Eastgate Mercer Ltd  -  Credit Derivatives & Sterling Floaters  -  15 Dec 2026")
    y = pk.table(c, 36, 540, [170, 50, 55, 55, 50, 60], body, size=8, lead=13, right_from=2)
    y = pk.table(c, 36, y - 20, [85, 180, 70, 50, 50, 55, 55], body_f, size=8, lead=13, right_from=3)
    pk.lines(c, 36, y - 10, ["Quoted: bp = running spread, pts = points upfront (vs 100/500 running), px = index price.  FRNs GBP 5mm per side.",
                             "Prev Mid = last night's close.  Eastgate Mercer Ltd, registered in England 08812264."], size=7.5)
    pk.footer(c, "Credit desk +44 20 7946 0873", 1, 1)
    text = "Afternoon - CDS and sterling floaters attached.\n\nSimon Eastgate | Eastgate Mercer | +44 20 7946 0873\n"
    return mk("eastgate-cds-sterling-frn", "pdf", gold, sender=snd, subject="CDS + GBP FRNs",
              date=DATE.format(t="14:12:44", z="+0000"), text=text, attachments=[pdf_att("EM_CDS_FRN_20261215.pdf", pk.done(buf, c))])


# ---------------------------------------------------------------- 21 / 22: munis, loans, CLO/ABS (a few)


def l21():
    snd = "Ruth Coldharbour <rcoldharbour@coldharbour.com>"
    d = dealer_of(snd)
    gold = []
    muni = [("167486ZA", "CHICAGO IL GO", "5.000", "01/01/2039", "1,000", "4.32", "4.25", "105.310", "105.880"),
            ("64966QRK", "NEW YORK NY GO", "4.000", "08/01/2044", "500", "4.11", "4.05", "98.560", "99.380")]
    body_m = [["CUSIP", "Issuer", "Cpn", "Maturity", "Par (000)", "Bid Yld", "Ask Yld", "Bid Px", "Ask Px"]]
    for r in muni:
        cu = cusip(r[0])
        body_m.append([cu, *r[1:]])
        s = int(r[4].replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(s, s), yield_=(r[5], r[6]), price=(r[7], r[8]))
    loans = [("Ferncastle Dental", "TLB", "S+375", "04/2031", "98.50", "99.00"),
             ("Oriel Software", "TL 1st Lien", "S+325", "11/2030", "100.125", "100.50")]
    body_l = [["Borrower", "Facility", "Spread", "Maturity", "Bid", "Offer"]]
    for r in loans:
        body_l.append(list(r))
        gold += q(f"{r[0].upper()} {r[1].upper()} {r[2]} {r[3]}", "loan", d, size="1mm", price=(r[4], r[5]))
    clo = [("55821QAG", "MERIDIAN PARK CLO 2024-3 D", "BBB-", "325", "310", "100.05", "100.45"),
           ("29110TAL", "EASTBRIDGE CLO 2023-1 E", "BB-", "640", "615", "98.90", "99.55")]
    body_c = [["CUSIP", "Deal / Class", "Rtg", "DM Bid", "DM Ask", "Px Bid", "Px Ask"]]
    for r in clo:
        cu = cusip(r[0])
        body_c.append([cu, *r[1:]])
        gold += q(cu, "structured", d, size="1mm", dm=(r[3], r[4]), price=(r[5], r[6]))
    buf, c = pk.new("letter", "Coldharbour cross-asset", "Coldharbour")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 745, "Coldharbour & Pike - Munis / Loans / CLO  -  12/15/2026")
    y = pk.table(c, 40, 718, [62, 92, 36, 62, 52, 44, 44, 52, 52], body_m, size=8, lead=13, right_from=4)
    y = pk.table(c, 40, y - 18, [110, 80, 55, 60, 55, 55], body_l, size=8, lead=13, right_from=4)
    y = pk.table(c, 40, y - 18, [62, 150, 36, 50, 50, 55, 55], body_c, size=8, lead=13, right_from=3)
    pk.lines(c, 40, y - 10, ["Loans and CLO: 1mm per side.  Munis: Par (000) applies to both sides.  Chicago 39s callable 01/01/34 @100.",
                             "Coldharbour & Pike LLC, member FINRA/SIPC/MSRB. Indicative, subject to change."], size=7.5)
    pk.footer(c, "+1 312 555 0193", 1, 1)
    text = "A few munis, loans and CLO paper we are showing today - see attached.\n\nRuth Coldharbour\nColdharbour & Pike | +1 312 555 0193\n"
    return mk("coldharbour-muni-loan-clo", "pdf", gold, sender=snd, subject="Munis / loans / CLO 12-15",
              date=DATE.format(t="10:14:27", z="-0600"), text=text, attachments=[pdf_att("Coldharbour_20261215.pdf", pk.done(buf, c))])


def l22():
    snd = "Declan Winslade <dwinslade@winslade.com>"
    d = dealer_of(snd)
    gold = []
    loans = [("Brightwater Pet Care TLB", "S+400", "06/2032", "99.25", "99.75", "2"),
             ("Halcyon Logistics TL", "S+450", "02/2030", "94.00", "95.00", "1")]
    body_l = [["Loan", "Margin", "Mat", "Bid", "Offer", "Size (mm)"]]
    for r in loans:
        body_l.append(list(r))
        gold += q(f"{r[0].upper()} {r[1]} {r[2]}", "loan", d, size=r[5] + "mm", price=(r[3], r[4]))
    muni = [("TEXAS ST TRANSN COMMN 5s 2040", "882724TR", "3.92/3.87", "1mm"),
            ("MASSACHUSETTS ST GO 5s 2037", "57582RLW", "3.41/3.36", "2mm")]
    body_m = [["Muni", "CUSIP", "Yld b/o", "Size"]]
    for nm, base, yl, s in muni:
        cu = cusip(base)
        body_m.append([nm, cu, yl, s])
        b, a = yl.split("/")
        gold += q(cu, "muni", d, size=s, yield_=(b, a))
    abs_ = [("03064WAF", "AMBERLEY AUTO 2025-2 B", "T+118", "T+110", "99-24", "99-28"),
            ("14317NAD", "CREDENCE CARD 2026-1 A", "T+64", "T+59", "100-06", "100-08+")]
    body_a = [["CUSIP", "ABS", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask"]]
    for r in abs_:
        cu = cusip(r[0])
        body_a.append([cu, *r[1:]])
        gold += q(cu, "structured", d, size="2mm", spread=(r[2][1:], r[3][1:]), price=(r[4], r[5]))
    buf, c = pk.new("letterl", "Winslade", "Winslade Brothers")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 570, "WINSLADE BROTHERS  -  SPREAD PRODUCTS  -  Dec 15, 2026")
    y = pk.table(c, 36, 540, [160, 60, 60, 50, 50, 60], body_l, size=8, lead=13, right_from=3)
    y = pk.table(c, 36, y - 18, [190, 70, 70, 50], body_m, size=8, lead=13, right_from=2)
    y = pk.table(c, 36, y - 18, [70, 160, 60, 60, 60, 60], body_a, size=8, lead=13, right_from=2)
    pk.lines(c, 36, y - 10, ["ABS 2mm per side; px in 32nds.  Halcyon: OID 97, leverage 5.9x, covenant reset 2027.",
                             "Winslade Brothers & Co., 40 Wall St. Indicative only."], size=7.5)
    pk.footer(c, "+1 212 555 0108", 1, 1)
    text = "Spread products sheet attached.\n\nDeclan\nWinslade Brothers | +1 212 555 0108\n"
    return mk("winslade-spread-products", "pdf", gold, sender=snd, subject="Spread products 12/15",
              date=DATE.format(t="11:40:05", z="-0500"), text=text, attachments=[pdf_att("Winslade_SP_121526.pdf", pk.done(buf, c))])


LAYOUTS = [l13, l14, l15, l16, l17, l18, l19, l20, l21, l22]
