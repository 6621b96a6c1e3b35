"""PDF attachments: three pairs (securitised, IG / HY, munis with converts and preferreds)."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, bkey, date, f3, frac, mk, muni_px, q, uc, ui, ylds


def _pdf(name, draw, size="letter", title="", author=""):
    buf, c = pk.new(size, title=title, author=author)
    draw(c)
    return Attachment(name, pk.done(buf, c), MIME_PDF, "pdf")


# ---------------------------------------------------------------- 11 / 12: securitised


def p11_yarncliffe_clo_ruled():
    d = "yarncliffe"
    rows = [("HALEWOOD CLO 2024-3", "A1", "Aaa/AAA", "248.0", "1.0000", "4.9", "128", "121", "100.18", "100.41", "3", "-2", ""),
            ("HALEWOOD CLO 2024-3", "B", "Aa2/AA", "44.0", "1.0000", "5.6", "178", "168", "100.05", "100.39", "2", "unch", ""),
            ("STAVELEY PARK CLO 2021-1R", "C", "A2/A", "26.0", "1.0000", "4.1", "235", "221", "99.88", "100.30", "2", "+5", ""),
            ("STAVELEY PARK CLO 2021-1R", "D", "Baa3/BBB-", "24.0", "1.0000", "4.3", "395^a", "370", "99.20", "100.05", "1", "+10", ""),
            ("KENTMERE CLO 2019-2", "E", "Ba3/BB-", "18.0", "1.0000", "3.2", "760", "715", "96.50", "98.00", "1", "+25", "SOLD"),
            ("BRATHAY AUTO RECEIVABLES 2025-A", "A3", "Aaa/AAA", "310.0", "0.6412", "1.2", "62", "55", "100.02", "100.11", "5", "-1", ""),
            ("SCALEBY CARD TRUST 2025-2", "A", "NR/AAA", "500.0", "1.0000", "2.8", "71", "64", "100.06", "100.24", "5", "unch", "")]
    head = ["CUSIP", "Deal", "Class", "Mdy/S&P", "Orig (MM)", "Factor", "WAL", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr", "Size (MM)", "Chg DM", "Status"]
    gold, table = [], [head]
    for deal, cls, rtg, orig, fac, wal, db, da, pb, pa, sz, chg, st in rows:
        cu = uc(deal + cls)
        table.append([cu, deal, cls, rtg, orig, fac, wal, db, da, pb, pa, sz, chg, st])
        if st:
            continue
        rv = ("dm",) if db.endswith("^a") else ()
        gold += q(cu, "structured", d, size=f"{sz}MM", review=rv, dm=(db.removesuffix("^a"), da), price=(pb, pa))

    def draw(c):
        y = pk.lines(c, 36, 570, ["YARNCLIFFE SECURITIES - CLO / ABS SECONDARY LEVELS",
                                 "Friday 26 November 2027, 08:40 ET - floaters on DM (bp) over 3m SOFR"], size=10, lead=14)
        y = pk.grid(c, 36, y - 6, [70, 150, 34, 56, 46, 40, 30, 40, 40, 44, 44, 46, 38, 40], table, size=7, align="lllrrrrrrrrrrl")
        pk.lines(c, 36, y - 14, ["Orig = original face, for reference; Factor and WAL (yrs) are the tranche's, not levels. Chg DM is vs Wednesday's close.",
                                 "a Indicative - level not refreshed since Tuesday's BWIC, subject to confirmation.",
                                 "SOLD = no longer available. Sizes are current face, per side."], size=7, lead=10)
        pk.footer(c, "Yarncliffe Securities LLC | Structured Credit Trading | +1 212 555 0172 | For institutional use only", 1, 1)

    att = _pdf("YRN_CLO_ABS_2611.pdf", draw, "letterl", "CLO ABS levels", "Yarncliffe")
    text = ("Hi,\n\nCLO / ABS secondary levels attached (landscape). Note the STAVELEY D bid is stale.\n\n"
            "Thanks\nMartin\n\n--\nMartin Ebdon | Structured Credit | Yarncliffe Securities LLC\n+1 212 555 0172\n")
    return mk("yarncliffe-clo-abs-ruled", "pdf", gold, sender="Martin Ebdon <mebdon@yarncliffe.com>", subject="CLO/ABS levels 26-Nov",
              date=date("08:44:03", day=26), text=text, attachments=[att], note="pdf:ruled")


def p12_dinmore_cmbs_offer_pages():
    d = "dinmore"
    rows = [("BOWSCALE COMMERCIAL MORTGAGE TRUST 2023-C9", "A5", "5.08", "J+118", "99-12", "10.0"),
            ("BOWSCALE COMMERCIAL MORTGAGE TRUST 2023-C9", "AS", "5.41", "J+165", "97-26", "5.0"),
            ("LINGMELL MORTGAGE TRUST 2024-2", "A1", "5.50", "I+104", "100-02", "15.0"),
            ("SEATOLLER 2025-RPL1", "A1", "4.25", "J+182", "95-20", "8.0"),
            ("HAWESWATER AUTO 2025-1", "B", "5.12", "I+96", "100-08", "4.0")]
    gold = []
    table = [["CUSIP", "Deal", "Class", "Cpn", "WAL", "Offer Sprd", "Offer Px", "Cur Face (MM)"]]
    for deal, cls, cp, sp, px, face in rows:
        cu = uc(deal + cls)
        table.append([cu, deal, cls, cp, "6.2", sp, px, face])
        qt = "i_spread" if sp.startswith("I") else "spread"
        gold += q(cu, "structured", d, size=(None, int(float(face) * 1e6)), **{qt: (None, sp[2:])}, price=(None, px))

    def draw(c):
        y = pk.lines(c, 50, 740, ["Dinmore & Co. - Securitised Offerings", "Monday, November 29, 2027", "Offer side only; 32nds on price."], size=10, lead=14)
        y = pk.grid(c, 50, y - 6, [62, 200, 32, 30, 28, 54, 48, 56], table[:4], size=7.5, ruled=False, align="lllrrrrr")
        pk.footer(c, "Dinmore & Co. | 1-800-555-0147", 1, 2)
        c.showPage()
        y = pk.lines(c, 50, 740, ["Dinmore & Co. - Securitised Offerings (cont.)"], size=10)
        y = pk.grid(c, 50, y - 6, [62, 200, 32, 30, 28, 54, 48, 56], [table[0]] + table[4:], size=7.5, ruled=False, align="lllrrrrr")
        pk.lines(c, 50, y - 12, ["J+ = spread to the interpolated UST curve; I+ = spread to SOFR swaps. Sizes are current face."], size=7)
        pk.footer(c, "Dinmore & Co. | 1-800-555-0147", 2, 2)

    att = _pdf("Dinmore_Securitised_Offers.pdf", draw, "letter", "Offerings", "Dinmore")
    text = "Offerings attached, 2 pages.\n\nBest,\nJo Pelham\nDinmore & Co. | 1-800-555-0147\n"
    return mk("dinmore-cmbs-offers-pages", "pdf", gold, sender="Jo Pelham <jpelham@dinmore.com>", subject="Securitised offerings",
              date=date("11:02:40", day=29), text=text, attachments=[att])


# ---------------------------------------------------------------- 13 / 14: IG and HY


def p13_cressage_ig_hy_pages():
    d = "cressage"
    ig = [("ABBOTSBURY INSURANCE", 5.125, "5 1/8", "2034-06", "06/34", "A2", "+131", "+126", "100.47", "100.79", "5x5"),
          ("BARROWBY TELECOM", 4.6, "4.6", "2031-01", "01/31", "Baa1", "+97", "+92", "99.95", "100.11", "5x5"),
          ("CLAXBY STEEL", 6.0, "6", "2036-08", "08/36", "Baa3", "+189", "+181", "100.92", "101.48", "2x3"),
          ("DRAYCOTE RETAIL", 5.45, "5.45", "2029-10", "10/29", "Baa2", "+83", "+77", "101.66", "101.78", "5x5")]
    hy = [("ELMSTONE CASINOS", 8.125, "8 1/8", "2031-04-15", "04/15/31", "B2", 98.25, 98.875),
          ("FOXHOLES PACKAGING", 6.875, "6 7/8", "2030-09-01", "09/01/30", "Ba3", 95.5, 96.125),
          ("GREATHAM LEISURE", 10.5, "10 1/2", "2029-06-30", "06/30/29", "Caa1", 84.0, 85.5)]
    gold = []
    t1 = [["Issuer", "Cpn", "Mat", "Rtg", "Sprd Bid/Ofr", "Px Bid/Ofr", "Sz (MM)"]]
    for name, c, cs, iso, mt, r, sb, sa, pb, pa, sz in ig:
        t1.append([name, cs, mt, r, f"{sb}/{sa}", f"{pb}/{pa}", sz])
        gold += q(bkey(name, c, iso), "ig", d, size=sz, spread=(sb, sa), price=(pb, pa))
    t2 = [["Issuer", "Cpn", "Maturity", "Rtg", "Px Bid", "Px Ofr", "YTW (ofr)", "Chg (pts)"]]
    for (name, c, cs, iso, mt, r, b, a), chg in zip(hy, ["+1/4", "-1/8", "-1 1/2"], strict=True):
        ya = ylds(c, a, iso, 2)
        t2.append([name, cs, mt, r, frac(b), frac(a), ya, chg])
        gold += q(bkey(name, c, iso), "hy", d, size="1MM", price=(frac(b), frac(a)), yield_=(None, ya))

    def draw(c):
        y = pk.lines(c, 40, 740, ["CRESSAGE CAPITAL  |  IG RUN  |  Mon 29-Nov-27"], size=11, font="Helvetica-Bold")
        y = pk.lines(c, 40, y - 4, ["Spreads to the on-the-run UST, bp. Sizes Bid x Offer."], size=8)
        y = pk.grid(c, 40, y - 4, [150, 34, 40, 34, 80, 96, 44], t1, size=8, ruled=False, align="llllrrr")
        pk.footer(c, "Cressage Capital LLC - for institutional investors only", 1, 2)
        c.showPage()
        y = pk.lines(c, 40, 740, ["CRESSAGE CAPITAL  |  HY RUN  |  Mon 29-Nov-27"], size=11, font="Helvetica-Bold")
        y = pk.lines(c, 40, y - 4, ["Cash prices in points, 1MM each side. YTW at our offer. Chg vs Friday's close in points."], size=8)
        y = pk.grid(c, 40, y - 4, [150, 40, 56, 34, 46, 46, 52, 50], t2, size=8, ruled=False, align="llllrrrr")
        pk.lines(c, 40, y - 14, ["GREATHAM: down 1 1/2 on the Q3 numbers; we'd be a better buyer below 84."], size=8)
        pk.footer(c, "Cressage Capital LLC - for institutional investors only", 2, 2)

    att = _pdf("Cressage_IG_HY_29Nov.pdf", draw, "letter", "IG HY run", "Cressage")
    text = ("Morning, IG and HY runs attached (page 1 IG, page 2 HY).\n\nRegards\nTom Varley\n"
            "Cressage Capital LLC | Credit Sales | (312) 555-0166\n")
    return mk("cressage-ig-hy-two-pages", "pdf", gold, sender="Tom Varley <tvarley@cressage.com>", subject="IG / HY runs",
              date=date("08:01:12", "-0600", day=29), text=text, attachments=[att])


def p14_hawnby_ig_hy_landscape_ruled():
    d = "hawnby"
    rows = [("IG", "HOLYSTONE MEDICAL", 4.95, "4.95%", "2033-02-15", "15 Feb 2033", "G+118", "G+113", "99.44", "99.71"),
            ("IG", "ILDERTON FOODS", 5.3, "5.30%", "2035-11-01", "1 Nov 2035", "G+142", "G+136", "100.12", "100.51"),
            ("IG", "JESMOND POWER", 3.75, "3.75%", "2030-05-20", "20 May 2030", "G+74", "G+70", "97.83", "97.93"),
            ("HY", "KIELDER MINING", 7.75, "7.75%", "2032-03-15", "15 Mar 2032", None, None, "99.00", "99.75"),
            ("HY", "LONGHORSLEY AUTO", 9.25, "9.25%", "2030-12-01", "1 Dec 2030", None, None, "101.25", "102.00")]
    gold = []
    table = [["Sector", "Issuer", "Coupon", "Maturity", "Spread Bid", "Spread Ask", "Price Bid", "Price Ask", "Yield Bid", "Yield Ask", "Amt (MM)"]]
    for sec, name, c, cs, iso, mt, sb, sa, pb, pa in rows:
        yb, ya = ylds(c, float(pb), iso, 3), ylds(c, float(pa), iso, 3)
        table.append([sec, name, cs, mt, sb or "-", sa or "-", pb, pa, yb, ya, "2" if sec == "IG" else "1"])
        sz = "2MM" if sec == "IG" else "1MM"
        if sb:
            gold += q(bkey(name, c, iso), "ig", d, size=sz, spread=(sb[2:], sa[2:]), price=(pb, pa), yield_=(yb, ya))
        else:
            gold += q(bkey(name, c, iso), "hy", d, size=sz, price=(pb, pa), yield_=(yb, ya))

    def draw(c):
        y = pk.lines(c, 40, 560, ["Hawnby Securities  -  Corporate Bond Levels  -  Wednesday 24 November 2027"], size=11)
        y = pk.grid(c, 40, y - 8, [30, 130, 46, 70, 56, 56, 52, 52, 50, 50, 44], table, size=8, align="llllrrrrrrr")
        pk.lines(c, 40, y - 12, ["G+ = spread to the interpolated government curve."], size=7)
        pk.footer(c, "Hawnby Securities LLP", 1, 1)

    att = _pdf("hawnby_corp_levels.pdf", draw, "a4l", "Corporate levels", "Hawnby")
    text = "Please find attached.\n\nAnnika Stroud\nHawnby Securities LLP\n+44 20 7946 0391\n"
    return mk("hawnby-corp-landscape-ruled", "pdf", gold, sender="Annika Stroud <astroud@hawnby.co.uk>", subject="Corporate levels 24/11",
              date=date("07:30:00", "+0000", day=24), text=text, attachments=[att], note="pdf:ruled")


# ---------------------------------------------------------------- 15 / 16: munis and converts / preferreds


def p15_kelmscott_muni_convert_ruled():
    d = "kelmscott"
    mu = [("PENNSYLVANIA ST TPK COMMN", 5.0, "2043-12-01", "12/01/43", "2033-12-01", "12/01/33", 3.84, 3.78, "250x250"),
          ("WASHINGTON ST GO", 4.0, "2040-08-01", "08/01/40", "2034-08-01", "08/01/34", 3.61, 3.55, "500x500"),
          ("DENVER CO CITY & CNTY ARPT REV", 5.25, "2048-11-15", "11/15/48", "2035-11-15", "11/15/35", 4.05, 3.98, "1000x500")]
    gold = []
    t1 = [["CUSIP", "Description", "Cpn", "Maturity", "Call", "Yld Bid", "Yld Ofr", "Px Bid", "Px Ofr", "Par (000) B x O"]]
    for name, c, iso, mt, ciso, cl, yb, ya, par in mu:
        cu = ui("US", name + iso)[2:11]
        pb, pa = f3(muni_px(c, yb, iso, ciso)), f3(muni_px(c, ya, iso, ciso))
        t1.append([cu, name, f"{c:.3f}", mt, f"{cl} @ 100", f"{yb:.2f}", f"{ya:.2f}", pb, pa, par])
        b, a = (int(x) * 1000 for x in par.split("x"))
        gold += q(cu, "muni", d, size=(b, a), yield_=(f"{yb:.2f}", f"{ya:.2f}"), price=(pb, pa))
    cv = [("MORETON BIOSCIENCES", 1.5, "1.50%", "2030-06-15", "06/15/30", "102.25", "103.25", "38.4", "0.61", "3"),
          ("NUNNINGTON SOLAR", 0.0, "0.00%", "2029-03-01", "03/01/29", "91.50", "92.50", "64.2", "0.28", "2"),
          ("OAKWORTH SEMICONDUCTOR", 2.25, "2.25%", "2031-12-01", "12/01/31", "118.75", "120.00", "12.6", "0.79", "2")]
    t2 = [["Issuer", "Cpn", "Maturity", "Bid", "Offer", "Prem %", "Delta", "Size (MM)"]]
    for name, c, cs, iso, mt, b, a, prem, dl, sz in cv:
        t2.append([name, cs, mt, b, a, prem, dl, sz])
        gold += q(bkey(name, c, iso), "convert", d, size=f"{sz}MM", price=(b, a))
    pf = [("PICKERING FINANCIAL 6.50% SER B PFD", "25.18", "25.34")]
    for name, b, a in pf:
        cu = uc(name)
        t2.append([f"{name} ({cu})", "6.50%", "perp", f"${b}", f"${a}", "-", "-", "5,000 shs"])
        gold += q(cu, "preferred", d, price=(b, a))

    def draw(c):
        y = pk.lines(c, 40, 750, ["KELMSCOTT & PARTNERS", "Munis / Converts - Tuesday, 30 November 2027"], size=10, lead=13)
        y = pk.lines(c, 40, y - 4, ["MUNICIPALS (two-way, yield to worst / price)"], size=8, font="Helvetica-Bold")
        y = pk.grid(c, 40, y - 2, [56, 150, 30, 46, 64, 34, 34, 40, 40, 52], t1, size=7, align="llrllrrrrr")
        y = pk.lines(c, 40, y - 14, ["CONVERTIBLES / PREFERREDS (price; prem and delta for reference)"], size=8, font="Helvetica-Bold")
        y = pk.grid(c, 40, y - 2, [190, 40, 50, 44, 44, 40, 36, 50], t2, size=7, align="lllrrrrr")
        pk.lines(c, 40, y - 14, ["Preferred in $ per share; share count shown is not a face amount."], size=7)
        pk.footer(c, "Kelmscott & Partners LLC, member FINRA/SIPC - (617) 555-0124", 1, 1)

    att = _pdf("kelmscott_muni_cv_3011.pdf", draw, "letter", "Munis and converts", "Kelmscott")
    text = ("Good afternoon,\n\nToday's munis and converts attached.\n\nLiz Garnett\nKelmscott & Partners LLC\n"
            "Direct (617) 555-0124\n")
    return mk("kelmscott-muni-cv-ruled", "pdf", gold, sender="Liz Garnett <lgarnett@kelmscott.com>", subject="Munis / CVs 30-Nov",
              date=date("13:15:27", day=30), text=text, attachments=[att], note="pdf:ruled")


def p16_langrick_muni_pfd_a4():
    d = "langrick"
    mu = [("OHIO ST HOSP REV", 5.0, "2046-01-15", "01/15/46", "2035-01-15", 4.11),
          ("GEORGIA ST GO", 4.0, "2038-07-01", "07/01/38", "2032-07-01", 3.44),
          ("NEW JERSEY ECON DEV AUTH", 5.5, "2049-06-15", "06/15/49", "2034-06-15", 4.36)]
    gold = []
    t1 = [["Par", "CUSIP", "Issue", "Coupon", "Maturity", "Call", "Offer Yld", "Offer Px"]]
    for name, c, iso, mt, ciso, y in mu:
        cu = ui("US", name + iso)[2:11]
        p = f3(muni_px(c, y, iso, ciso))
        t1.append(["500M", cu, name, f"{c:g}%", mt, ciso[5:7] + "/" + ciso[8:] + "/" + ciso[2:4], f"{y:.2f}", p])
        gold += q(cu, "muni", d, size=(None, 500_000), yield_=(None, f"{y:.2f}"), price=(None, p))
    t2 = [["Preferred", "CUSIP", "Div", "Bid", "Ask", "YTC (ask)"]]
    for name, div, b, a, ytc in [("QUARLEY BANCORP 5.875% NCP", "5.875%", "24.61", "24.78", "6.21"),
                                 ("RAMSHAW UTILITIES 6.25% PFD", "6.25%", "25.40", "25.55", "5.88")]:
        cu = uc(name)
        t2.append([name, cu, div, b, a, ytc])
        gold += q(cu, "preferred", d, price=(b, a), yield_=(None, ytc))

    def draw(c):
        y = pk.lines(c, 40, 800, ["Langrick Brothers - Offerings & Preferreds", "29.11.2027",
                                 "Municipal bonds offered (ask side only); preferreds two-way in $ per share."], size=10, lead=13)
        y = pk.grid(c, 40, y - 4, [36, 60, 150, 40, 52, 52, 50, 50], t1, size=7.5, ruled=False, align="llllllrr")
        y = pk.lines(c, 40, y - 8, ["Par 500M = USD 500,000 per line."], size=7)
        y = pk.grid(c, 40, y - 10, [170, 60, 40, 40, 40, 50], t2, size=7.5, ruled=False, align="lllrrr")
        pk.footer(c, "Langrick Brothers, 0161 496 0582", 1, 1)

    att = _pdf("langrick_offerings.pdf", draw, "a4", "Offerings", "Langrick")
    text = "Attached.\n\nGreg\nLangrick Brothers\n0161 496 0582\n"
    return mk("langrick-muni-pfd-a4", "pdf", gold, sender="Greg Almond <galmond@langrick.com>", subject="offerings",
              date=date("10:10:10", day=29), text=text, attachments=[att])


LAYOUTS = [p11_yarncliffe_clo_ruled, p12_dinmore_cmbs_offer_pages, p13_cressage_ig_hy_pages, p14_hawnby_ig_hy_landscape_ruled,
           p15_kelmscott_muni_convert_ruled, p16_langrick_muni_pfd_a4]
