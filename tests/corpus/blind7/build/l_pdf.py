"""PDF attachments (14 layouts, 7 pairs)."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, cusip, dealer_of, isin, mk, n32, q, sig, us_isin

DATE = "Mon, 30 Nov 2026 07:12:00 -0500"


def sheet(title, blocks, foot, *, size="letterl", font="Helvetica", fsize=7.5, author="desk"):
    """One page: a title, blocks (heading, widths, header rows, rows), footnote lines."""
    buf, c = pk.new(size, title=title, author=author)
    w, h = pk.PAGES[size]
    c.setFont(font + "-Bold", 11)
    c.drawString(36, h - 40, title)
    y = h - 62
    for heading, widths, heads, rows, right in blocks:
        if heading:
            c.setFont(font + "-Bold", 8.5)
            c.drawString(36, y, heading)
            y -= 13
        y = pk.table(c, 36, y, widths, heads + rows, size=fsize, lead=11, bold_rows=tuple(range(len(heads))),
                     right_from=right, font=font)
        pk.rule(c, 36, 36 + sum(widths), y + 7)
        y -= 10
    pk.lines(c, 36, y - 4, foot, size=6.5, lead=8.5, font=font)
    pk.footer(c, "For professional clients only. Indicative levels.", 1, 1)
    return pk.done(buf, c)


def att(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


def body(greet, name, title, firm, phone):
    return f"{greet}\n\n{sig(name, title, firm, phone)}\n"


# ---------------------------------------------------------------- ig / hy


def glenvarloch_levels_left():
    s = "Hamish Corrie <hcorrie@glenvarloch.com>"
    d = dealer_of(s)
    ig = [("5", "+104", "+99", "5", "ARDMORE HOTELS 5.2 06/15/32", "ARDMORE HOTELS 5.2 2032-06-15", "Baa2", "-1"),
          ("3", "+77", "+73", "2", "SELWOOD BANCORP 4.7 01/28/30", "SELWOOD BANCORP 4.7 2030-01-28", "A3", "0"),
          ("10", "+58", "+55", "10", "QUENBY POWER 4.35 04/01/28", "QUENBY POWER 4.35 2028-04-01", "A1", "-2"),
          ("2", "+139", "+183", "2", "LANARK TELECOM 5.95 10/15/54", "LANARK TELECOM 5.95 2054-10-15", "Baa3", "+4")]
    hy = [("2", "98.25", "98.875", "1", "CAIRNGORM RESORTS 6.75 02/15/31", "CAIRNGORM RESORTS 6.75 2031-02-15", "B1", "+0.25"),
          ("1", "103.00", "103.625", "1", "BENBECULA MARINE 8.5 07/01/30", "BENBECULA MARINE 8.5 2030-07-01", "B3", "-0.5"),
          ("3", "91.50", "92.50", "2", "TORLUNDY PAPER 6 03/01/29", "TORLUNDY PAPER 6 2029-03-01", "Caa1", "-1.25")]
    w = [58, 52, 52, 58, 200, 46, 46]
    gold = []
    rows_ig = []
    for bs, b, a, as_, desc, key, rt, chg in ig:
        rows_ig.append([bs, b, a, as_, desc, rt, chg])
        gold += q(key, "ig", d, size=(float(bs) * 1e6, float(as_) * 1e6), spread=(b, a), review=("spread",) if a == "+183" else ())
    rows_hy = []
    for bs, b, a, as_, desc, key, rt, chg in hy:
        rows_hy.append([bs, b, a, as_, desc, rt, chg])
        gold += q(key, "hy", d, size=(float(bs) * 1e6, float(as_) * 1e6), price=(b, a))
    heads = [["Bid Sz", "Bid", "Ask", "Ask Sz", "Security", "Mdy", "Chg"]]
    pdf = sheet("GLENVARLOCH - USD CREDIT - 30 NOV 2026", [
        ("INVESTMENT GRADE - G-spread (bp)", w, heads, rows_ig, None),
        ("HIGH YIELD - price", w, heads, rows_hy, None)],
        ["Sizes in USD MM. Chg = change of the mid since the previous close (bp IG, points HY).",
         "Glenvarloch Securities Ltd, 25 Lothian Road, Edinburgh EH1 2DJ. Tel +44 131 496 0772."])
    return mk("glenvarloch-levels-left", "pdf", gold, sender=s, subject="Glenvarloch credit sheet", date=DATE,
              text=body("Morning, sheet attached.", "Hamish Corrie", "Credit Sales", "Glenvarloch Securities", "+44 131 496 0772"),
              attachments=[att("GV_credit_301126.pdf", pdf)])


def merrowcourt_mirrored_ladder():
    s = "Noor Sadiq <nsadiq@merrowcourt.com>"
    d = dealer_of(s)
    ig = [("4", "101.06", "+96", "DEVERILL FOODS 5.05 2033", "DEVERILL FOODS 5.05 2033", "+91", "101.38", "4"),
          ("5", "99.47", "+71", "HAYLING WATER 4.55 2030", "HAYLING WATER 4.55 2030", "+67", "99.61", "3"),
          ("2", "97.10", "+151", "ROSEHEARTY RE 5.4 2055", "ROSEHEARTY RE 5.4 2055", "+146", "97.72", "2"),
          ("5", "100.33", "+62", "BLYTHSWOOD 4.8 2029", "BLYTHSWOOD 4.8 2029", "+58", "100.45", "5")]
    hy = [("1", "95.75", "7.71", "KILCHATTAN 6.25 2031", "KILCHATTAN 6.25 2031", "7.53", "96.50", "1"),
          ("2", "101.50", "8.29", "MORVERN METALS 8.75 2030", "MORVERN METALS 8.75 2030", "8.13", "102.00", "1"),
          ("1", "84.00", "13.24", "SKERRAY MEDIA 9 2029", "SKERRAY MEDIA 9 2029", "12.63", "85.25", "1")]
    w = [44, 56, 56, 190, 56, 56, 44]
    gold, r1, r2 = [], [], []
    for bs, bp, bsp, desc, key, asp, ap, as_ in ig:
        r1.append([bs, bp, bsp, desc, asp, ap, as_])
        gold += q(key, "ig", d, size=(float(bs) * 1e6, float(as_) * 1e6), price=(bp, ap), spread=(bsp, asp))
    for bs, bp, by, desc, key, ay, ap, as_ in hy:
        r2.append([bs, bp, by, desc, ay, ap, as_])
        gold += q(key, "hy", d, size=(float(bs) * 1e6, float(as_) * 1e6), price=(bp, ap), yield_=(by, ay))
    pdf = sheet("MERROWCOURT  |  Credit ladder  |  30-Nov-2026", [
        ("IG", w, [["Bid MM", "Bid Px", "Bid Sprd", "Bond", "Ask Sprd", "Ask Px", "Ask MM"]], r1, None),
        ("HY", w, [["Bid MM", "Bid Px", "Bid YTW", "Bond", "Ask YTW", "Ask Px", "Ask MM"]], r2, None)],
        ["Spreads vs interpolated UST, bp. YTW in %. Merrowcourt LLP is authorised and regulated by the FCA (FRN 612204)."])
    return mk("merrowcourt-mirrored-ladder", "pdf", gold, sender=s, subject="Credit ladder", date=DATE,
              text=body("Hi, our ladder for today attached.", "Noor Sadiq", "Credit Trading", "Merrowcourt LLP", "+44 20 7946 0552"),
              attachments=[att("Merrowcourt_ladder.pdf", pdf)])


# ---------------------------------------------------------------- government / agency


def amberly_ust_decimal_echo():
    s = "Will Tremayne <wtremayne@amberlyhoke.com>"
    d = dealer_of(s)
    ust = [("T 3 1/2 11/30/28", "T 3.5 2028-11-30", 99 + 30.5 / 32, 99 + 31 / 32, "3.512", "3.507"),
           ("T 3 3/4 11/30/30", "T 3.75 2030-11-30", 99 + 25 / 32, 99 + 25.5 / 32, "3.798", "3.795"),
           ("T 4 1/4 11/15/35", "T 4.25 2035-11-15", 101 + 9.5 / 32, 101 + 10 / 32, "4.089", "4.087"),
           ("T 4 3/4 11/15/55", "T 4.75 2055-11-15", 100 + 3 / 32, 100 + 5 / 32, "4.743", "4.740")]
    agy = [(cusip("3130B4LQ"), "FHLB 4 12/10/27", "100.162", "100.218", "3.911", "3.881"),
           (cusip("3133ERZK"), "FFCB 4.125 06/18/30", "100.504", "100.611", "3.996", "3.971"),
           (cusip("3135GAW2"), "FNMA 4.375 01/24/33", "101.250", "101.440", "4.161", "4.130")]
    gold, r1, r2 = [], [], []
    for desc, key, b, a, yb, ya in ust:
        r1.append([desc, n32(b), f"({b:.4f})", n32(a), f"({a:.4f})", yb, ya])
        gold += q(key, "government", d, size=(25e6, 25e6), price=(n32(b), n32(a)), yield_=(yb, ya))
    for c, desc, pb, pa, yb, ya in agy:
        r2.append([desc, c, pb, pa, yb, ya])
        gold += q(c, "agency", d, size=(10e6, 10e6), price=(pb, pa), yield_=(yb, ya))
    pdf = sheet("AMBERLY HOKE - UST / AGENCY INDICATIONS", [
        ("Treasuries (32nds, decimal equivalent in brackets)", [150, 60, 60, 60, 60, 55, 55],
         [["Issue", "Bid", "", "Offer", "", "Bid Yld", "Ofr Yld"]], r1, 1),
        ("Agencies (bullets)", [150, 80, 60, 60, 55, 55], [["Issue", "CUSIP", "Bid Px", "Ofr Px", "YTM Bid", "YTM Ofr"]], r2, 2)],
        ["Sizes: UST 25mm per side, agencies 10mm per side.", "Settlement T+1. Amberly Hoke & Co., 100 Federal St, Boston MA. 617-555-0121."])
    return mk("amberly-ust-decimal-echo", "pdf", gold, sender=s, subject="UST/Agy indications", date=DATE,
              text=body("Indications attached.", "Will Tremayne", "Rates", "Amberly Hoke & Co.", "+1 617 555 0121"),
              attachments=[att("AH_rates_indications.pdf", pdf)])


def castlecary_gilts_accrued():
    s = "Fiona Lusk <fiona.lusk@castlecary.co.uk>"
    d = dealer_of(s)
    gilts = [("UKT 4 1/8 22/07/29", "UKT 4.125 2029-07-22", "100.42", "100.46", "3.991", "3.979", "1.5192", "130"),
             ("UKT 4 1/4 07/06/32", "UKT 4.25 2032-06-07", "99.85", "99.90", "4.276", "4.267", "2.0669", "9"),
             ("UKT 4 1/2 07/09/34", "UKT 4.5 2034-09-07", "100.63", "100.69", "4.410", "4.402", "1.0261", "99"),
             ("UKT 1 1/4 31/07/51", "UKT 1.25 2051-07-31", "46.12", "46.27", "5.184", "5.171", "0.4380", "122")]
    ssa = [("EIB 4 1/2 07/06/29", "EIB 4.5 2029-06-07", "+31", "+28"),
           ("KFW 4 7/8 15/03/30", "KFW 4.875 2030-03-15", "+36", "+33"),
           ("NRW BANK 4.25 10/12/31", "NRW BANK 4.25 2031-12-10", "+47", "+43")]
    gold, r1, r2 = [], [], []
    for desc, key, b, a, yb, ya, acc, days in gilts:
        r1.append([desc, b, a, yb, ya, acc, days])
        gold += q(key, "government", d, size=(10e6, 10e6), price=(b, a), yield_=(yb, ya))
    for desc, key, b, a in ssa:
        r2.append([desc, b, a])
        gold += q(key, "agency", d, size=(5e6, 5e6), spread=(b, a))
    pdf = sheet("CASTLECARY - GILTS & STERLING SSA - 30/11/2026", [
        ("Gilts (clean price, GRY %)", [150, 60, 60, 60, 60, 70, 60],
         [["Stock", "Bid", "Offer", "GRY Bid", "GRY Off", "Accrued", "Days"]], r1, 1),
        ("Sterling SSA (bp vs nearest gilt)", [150, 60, 60], [["Bond", "Bid", "Offer"]], r2, 1)],
        ["Gilts GBP 10mm a side; SSA GBP 5mm a side. Accrued per 100 nominal to settlement 01/12/2026;",
         "Days = days since last coupon. Castlecary Capital Markets Ltd, 5 Lombard St, London EC3V 9AA."])
    return mk("castlecary-gilts-accrued", "pdf", gold, sender=s, subject="Gilts & GBP SSA", date=DATE.replace("-0500", "+0000"),
              text=body("Good morning, today's sheet.", "Fiona Lusk", "Sterling Rates", "Castlecary Capital Markets", "+44 20 7946 0913"),
              attachments=[att("Castlecary_gilts.pdf", pdf)])


# ---------------------------------------------------------------- loans


def thornbyrne_loan_floor():
    s = "Grace Okonjo <gokonjo@thornbyrne.com>"
    d = dealer_of(s)
    rows = [("KILDWICK AEROSPACE", "TLB", "S+300", "04/15/31", "99.625", "100.00", "0.50%", "B1/B+", "+0.125"),
            ("PRESTBURY HEALTH", "1L TL", "S+425", "09/30/30", "93.75", "94.50", "0.75%", "B3/B-", "-1.00"),
            ("ELLERBY PACKAGING", "TLB-2", "S+350", "11/02/32", "100.125", "100.50", "0.00%", "B2/B", "0.00"),
            ("WARDLOW SOFTWARE", "2L TL", "S+650", "06/01/31", "85.00", "86.50", "0.50%", "Caa2/CCC", "-2.25"),
            ("FAIRHOLME BUILDERS", "TLB", "S+275", "02/28/32", "100.25", "100.50", "0.50%", "Ba3/BB-", "+0.25")]
    gold, r = [], []
    for b, f, m, mt, bid, off, floor, rt, chg in rows:
        r.append([b, f, m, mt, bid, off, floor, rt, chg])
        gold += q(f"{b} {f} {m} {mt}", "loan", d, size=(1e6, 1e6), price=(bid, off))
    pdf = sheet("THORNBYRNE LEVERAGED LOANS - SECONDARY LEVELS", [
        ("", [150, 50, 50, 60, 50, 50, 45, 60, 45], [["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer", "Floor", "Mdy/S&P", "1W"]], r, 4)],
        ["Sizes 1MM unless noted. Floor = SOFR floor. 1W = change of the bid over one week, points.",
         "Settlement T+7 (LSTA). Thornbyrne Capital LLC, 300 Park Ave, New York NY 10022, 212-555-0155."])
    return mk("thornbyrne-loan-floor", "pdf", gold, sender=s, subject="Loan levels", date=DATE,
              text=body("Secondary loan levels attached.", "Grace Okonjo", "Loan Trading", "Thornbyrne Capital", "+1 212 555 0155"),
              attachments=[att("Thornbyrne_loans.pdf", pdf)])


def easterbrook_loan_bxo():
    s = "Leo Vantongeren <lvantongeren@easterbrook.com>"
    d = dealer_of(s)
    rows = [("ARKHOLME DATA CENTERS TLB S+275 10/31", "98.875 x 99.375", "2"),
            ("BURNESIDE RETAIL TL S+500 03/30", "79.50 x 91.00", "1"),
            ("CARTMEL FOODS TLB S+325 07/31", "100.00 x 100.375", "3"),
            ("DENTDALE ENERGY TLB S+400 12/29", "96.25 x 97.00", "1"),
            ("ESHOLT CHEMICALS TLB E+375 05/31", "94.50 x 95.25", "2")]
    gold, r = [], []
    for desc, mkt, sz in rows:
        b, a = mkt.split(" x ")
        r.append([desc, mkt, sz])
        gold += q(desc, "loan", d, size=(float(sz) * 1e6, float(sz) * 1e6), price=(b, a), review=("price",) if a == "91.00" else ())
    pdf = sheet("Easterbrook - loan axes (bid x offer)", [
        ("", [250, 110, 60], [["Loan", "Mkt (B x O)", "Clip MM"]], r, 1)],
        ["Clip = size each way, USD MM (EUR for Esholt). Levels indicative, subject to allocation and documentation."],
        size="letter")
    return mk("easterbrook-loan-bxo", "pdf", gold, sender=s, subject="loan axes", date=DATE,
              text=body("Loan axes attached.", "Leo Vantongeren", "Par Loans", "Easterbrook Partners", "+1 312 555 0132"),
              attachments=[att("EB_loan_axes.pdf", pdf)])


# ---------------------------------------------------------------- structured


def peverell_cmbs_offerings():
    s = "Simone Achebe <sachebe@peverell.com>"
    d = dealer_of(s)
    rows = [(cusip("61767YBH"), "PVL 2024-C5 A5", "AAA", "25,000", "24,310", "0.97", "9.1", "J+98", "99-08"),
            (cusip("61767YBK"), "PVL 2024-C5 AS", "AA-", "10,000", "10,000", "1.00", "9.6", "J+142", "97-24"),
            (cusip("12592KCA"), "BCCX 2023-B40 B", "A-", "8,000", "7,642", "0.96", "8.8", "J+205", "95-16"),
            (cusip("36252PAF"), "GSNR 2025-FL2 C", "A", "6,500", "6,500", "1.00", "2.3", "S+225", "100-00")]
    gold, r = [], []
    for c, desc, rt, orig, cur, fac, wal, spr, px in rows:
        r.append([c, desc, rt, orig, cur, fac, wal, spr, px])
        size = float(cur.replace(",", "")) * 1000
        if spr.startswith("S+"):
            gold += q(c, "structured", d, size=(None, size), dm=(None, spr[2:]), price=(None, px))
        else:
            gold += q(c, "structured", d, size=(None, size), spread=(None, spr[2:]), price=(None, px))
    pdf = sheet("PEVERELL SECURITIES - CMBS OFFERINGS", [
        ("", [75, 110, 40, 60, 60, 40, 40, 55, 55], [["CUSIP", "Deal / Class", "Rtg", "Orig ($000)", "Curr ($000)", "Factor", "WAL", "Offer Sprd", "Offer Px"]], r, 3)],
        ["J+ = spread to the interpolated UST curve (bp); S+ on the floater is its discount margin over 1m Term SOFR.",
         "All bonds offered subject to prior sale; sizes are current face. Peverell Securities, 1 Liberty Plaza, NY."])
    return mk("peverell-cmbs-offerings", "pdf", gold, sender=s, subject="CMBS offerings", date=DATE,
              text=body("Offering list attached, all in current face.", "Simone Achebe", "Securitized Products", "Peverell Securities", "+1 212 555 0147"),
              attachments=[att("Peverell_CMBS_offerings.pdf", pdf)])


def lynchmere_abs_buyers():
    s = "Ruairi Doyle <rdoyle@lynchmere.ie>"
    d = dealer_of(s)
    rows = [(isin("XS", "30114RA12"), "SHANNONSIDE AUTO 2025-1 A", "EUR", "10", "I+41", "100.02"),
            (isin("XS", "30114RA20"), "SHANNONSIDE AUTO 2025-1 B", "EUR", "5", "I+78", "99.71"),
            (isin("XS", "27719VB34"), "CORRIB RMBS 2024-2 A", "EUR", "15", "I+55", "100.11"),
            (isin("XS", "27719VB42"), "CORRIB RMBS 2024-2 C", "EUR", "3", "I+160", "98.90"),
            (isin("XS", "26661MC58"), "LIFFEY CONSUMER 4 A", "EUR", "8", "I+62", "99.94")]
    gold, r = [], []
    for isn, desc, ccy, sz, spr, px in rows:
        r.append([isn, desc, ccy, sz, spr, px])
        gold += q(isn, "structured", d, size=(float(sz) * 1e6, None), i_spread=(spr[2:], None), price=(px, None))
    pdf = sheet("LYNCHMERE - WE ARE BUYERS OF (EUR ABS)", [
        ("", [85, 170, 35, 55, 60, 55], [["ISIN", "Deal / Class", "Ccy", "Size (mm)", "Bid I-Sprd", "Bid Px"]], r, 3)],
        ["Bids good for 1 hour from 09:00 CET. I-spread vs 3m Euribor swaps. Lynchmere Capital DAC, Dublin 2."],
        size="a4l")
    return mk("lynchmere-abs-buyers", "pdf", gold, sender=s, subject="ABS bids", date=DATE.replace("-0500", "+0000"),
              text=body("Please see our bids attached.", "Ruairi Doyle", "ABS Trading", "Lynchmere Capital DAC", "+353 1 555 0187"),
              attachments=[att("Lynchmere_ABS_bids.pdf", pdf)])


# ---------------------------------------------------------------- cds


def coldharbour_cds_transposed():
    s = "Ines Carvalho <ines.carvalho@coldharbourgate.com>"
    d = dealer_of(s)
    names = ["VOLKSTRAND AG", "MONTAURE SA", "PELLICANO SPA", "GRANVIK AB"]
    tenors = ["3Y", "5Y", "7Y", "10Y"]
    grid = {"3Y": ["38/43", "61/66", "104/112", "45/50"], "5Y": ["62/66", "92/97", "151/158", "71/76"],
            "7Y": ["83/89", "114/121", "178/188", "93/99"], "10Y": ["101/108", "133/141", "199/211", "112/119"]}
    gold, r = [], []
    for t in tenors:
        r.append([t, *grid[t]])
    for j, nm in enumerate(names):
        for t in tenors:
            b, a = grid[t][j].split("/")
            gold += q(f"{nm} {t}", "cds", d, size=(10e6, 10e6), spread=(b, a))
    idx = [["ITRAXX MAIN 44 5Y", "54.25", "54.75"], ["ITRAXX XOVER 44 5Y", "270.5", "272.5"]]
    for k, b, a in idx:
        gold += q(k, "cds", d, size=(50e6, 50e6), spread=(b, a))
    pdf = sheet("COLDHARBOUR GATE - EUR CDS CURVES (SNR, bp)", [
        ("Single names: tenor down, reference entity across", [60, 90, 90, 90, 90], [["Tenor", *names]], r, 1),
        ("Indices", [150, 60, 60], [["Index", "Bid", "Ask"]], idx, 1)],
        ["Sizes: EUR 10mm single names, 50mm indices. Standard coupons 100 bp; recovery 40%.",
         "Coldharbour Gate Securities S.A., 18 rue de la Paix, 75002 Paris."], size="a4l")
    return mk("coldharbour-cds-transposed", "pdf", gold, sender=s, subject="EUR CDS curves", date=DATE.replace("-0500", "+0100"),
              text=body("Curves attached.", "Ines Carvalho", "Credit Derivatives", "Coldharbour Gate Securities", "+33 1 55 04 72 10"),
              attachments=[att("CHG_CDS_curves.pdf", pdf)])


def wrexleigh_cds_dash_grid():
    s = "Tom Ashdown <tashdown@wrexleigh.com>"
    d = dealer_of(s)
    rows = [("HOLLINS CORP", "SR", "41-46", "68-72", "92-98"),
            ("NETHERBY INC", "SR", "88-95", "131-138", "164-173"),
            ("QUANTOCK GROUP", "SR", "23-27", "39-43", "55-60"),
            ("RUDSTON HOLDINGS", "SR", "210-225", "297-312", "335-352")]
    gold, r = [], []
    for nm, sen, *cells in rows:
        r.append([nm, sen, *cells])
        for t, cell in zip(("3Y", "5Y", "7Y"), cells, strict=True):
            b, a = cell.split("-")
            gold += q(f"{nm} {sen} {t}", "cds", d, size=(5e6, 5e6), spread=(b, a))
    idx = [["CDX IG 45 5Y", "bp", "51.75", "52.25"], ["CDX HY 45 5Y", "px", "107.375", "107.5"]]
    for k, unit, b, a in idx:
        gold += (q(k, "cds", d, size=(25e6, 25e6), spread=(b, a)) if unit == "bp"
                 else q(k, "cds", d, size=(25e6, 25e6), price=(b, a)))
    pdf = sheet("WREXLEIGH  -  USD CDS  -  30 Nov 2026", [
        ("Single names (bid-ask, bp)", [140, 40, 70, 70, 70], [["Reference", "Tier", "3Y", "5Y", "7Y"]], r, 2),
        ("Indices", [140, 40, 70, 70], [["Index", "Unit", "Bid", "Ask"]], idx, 2)],
        ["Single names 5mm, indices 25mm. Mid changes on the day: IG -0.25, HY +1/8.",
         "Wrexleigh & Co LLC, 55 Water St, New York. Not an offer to buy or sell."])
    return mk("wrexleigh-cds-dash-grid", "pdf", gold, sender=s, subject="USD CDS", date=DATE,
              text=body("CDS sheet attached.", "Tom Ashdown", "Credit Derivatives", "Wrexleigh & Co", "+1 212 555 0168"),
              attachments=[att("Wrexleigh_CDS.pdf", pdf)])


# ---------------------------------------------------------------- em / frn


def stanbridge_em_frn():
    s = "Mateo Iriarte <miriarte@stanbridgeholt.com>"
    d = dealer_of(s)
    em = [(us_isin("195325EL"), "COLOM 8 11/14/35", "104.10", "104.60", "7.39", "7.32", "318", "311", "7.1"),
          (us_isin("P3143NBW"), "CHILE 5.33 01/05/36", "100.85", "101.20", "5.22", "5.18", "104", "100", "7.9"),
          (isin("XS", "28150WK73"), "OMAN 6.5 03/08/47", "102.25", "102.90", "6.30", "6.25", "201", "196", "12.4"),
          (us_isin("71654QDM"), "PERU 5.375 02/08/35", "99.30", "99.75", "5.47", "5.41", "128", "122", "7.2")]
    frn = [(isin("XS", "29813QF47"), "MELLERSTAIN BANK", "3mE", "+80", "79", "75", "100.03", "100.08"),
           (isin("XS", "30447RH66"), "GLAMIS FINANCE", "SONIA", "+115", "118", "111", "99.91", "100.08"),
           (us_isin("40511VAC"), "KINLOCH AUTO CREDIT", "SOFR", "+98", "103", "97", "99.80", "99.96")]
    gold, r1, r2 = [], [], []
    for isn, desc, pb, pa, yb, ya, zb, za, dur in em:
        r1.append([isn, desc, pb, pa, yb, ya, zb, za, dur])
        gold += q(isn, "em_sovereign", d, size=(2e6, 2e6), price=(pb, pa), yield_=(yb, ya), z_spread=(zb, za))
    for isn, iss, idx, qm, db, da, pb, pa in frn:
        r2.append([isn, iss, idx, qm, db, da, pb, pa])
        gold += q(isn, "frn", d, size=(3e6, 3e6), dm=(db, da), price=(pb, pa))
    pdf = sheet("STANBRIDGE HOLT - EM SOVEREIGNS & FRNs", [
        ("EM sovereigns (USD)", [80, 120, 48, 48, 42, 42, 40, 40, 40],
         [["ISIN", "Bond", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask", "Z Bid", "Z Ask", "Dur"]], r1, 2),
        ("Floating rate notes", [80, 120, 48, 48, 42, 42, 48, 48],
         [["ISIN", "Issuer", "Index", "QM", "DM Bid", "DM Ask", "Px Bid", "Px Ask"]], r2, 3)],
        ["EM 2mm, FRNs 3mm per side. QM = quoted margin (coupon spread), not a level.",
         "Stanbridge Holt Securities, 200 S Biscayne Blvd, Miami FL 33131."])
    return mk("stanbridge-em-frn", "pdf", gold, sender=s, subject="EM + FRN sheet", date=DATE,
              text=body("EM and FRN sheet attached.", "Mateo Iriarte", "EM Trading", "Stanbridge Holt Securities", "+1 305 555 0139"),
              attachments=[att("SH_EM_FRN.pdf", pdf)])


def aldwinckle_em_frn_pt():
    s = "Beatriz Falcao <bfalcao@aldwinckle.com.br>"
    d = dealer_of(s)
    em = [(us_isin("105756CH"), "BRAZIL 6.125 15/03/34", "98,40", "98,95", "6,36", "6,28"),
          (us_isin("91087BAT"), "MEX 6.35 09/02/35", "99,10", "99,60", "6,48", "6,41"),
          (us_isin("040114HX"), "ARGENT 4.125 09/07/35", "71,25", "72,50", "10,94", "10,65"),
          (us_isin("760942BJ"), "URUGUAY 5.1 18/06/50", "94,30", "95,20", "5,52", "5,45")]
    frn = [(isin("XS", "31177PT02"), "ITAPEVA FINANCE FRN 06/29", "145", "138", "2"),
           (isin("XS", "31177PT10"), "CAMBUCI LEASING FRN 10/28", "210", "198", "1")]
    gold, r1, r2 = [], [], []
    for isn, desc, pb, pa, yb, ya in em:
        r1.append([isn, desc, pb, pa, yb, ya])
        gold += q(isn, "em_sovereign", d, size=(1e6, 1e6), comma=True, price=(pb, pa), yield_=(yb, ya))
    for isn, desc, db, da, sz in frn:
        r2.append([isn, desc, db, da, sz])
        gold += q(isn, "frn", d, size=(float(sz) * 1e6, float(sz) * 1e6), dm=(db, da))
    pdf = sheet("ALDWINCKLE DTVM - SOBERANOS EM E FRNs - 30/11/2026", [
        ("Soberanos (USD)", [85, 150, 55, 55, 55, 55], [["ISIN", "Titulo", "Preco Compra", "Preco Venda", "Taxa Compra", "Taxa Venda"]], r1, 2),
        ("FRNs (margem de desconto, bp)", [85, 150, 55, 55, 55], [["ISIN", "Titulo", "DM Compra", "DM Venda", "Qtd (MM)"]], r2, 2)],
        ["Soberanos: lote USD 1MM por lado. Taxas em % a.a. Aldwinckle DTVM Ltda., Av. Faria Lima 3400, Sao Paulo."], size="a4l")
    return mk("aldwinckle-em-frn-pt", "pdf", gold, sender=s, subject="Soberanos EM / FRNs", date=DATE.replace("-0500", "-0300"),
              text=body("Bom dia, segue a planilha.", "Beatriz Falcao", "Renda Fixa Internacional", "Aldwinckle DTVM", "+55 11 5555 0144"),
              attachments=[att("Aldwinckle_soberanos.pdf", pdf)])


# ---------------------------------------------------------------- muni / convert_preferred


def brancepeth_muni_converts():
    s = "Carl Whitlow <cwhitlow@brancepeth.com>"
    d = dealer_of(s)
    muni = [(cusip("64971XQM"), "NYC TRANSITIONAL FIN 5% 08/01/41", "3.81", "3.74", "500"),
            (cusip("13067WPL"), "CA DEPT WTR RES 4% 12/01/44", "3.96", "3.90", "1,000"),
            (cusip("45203HTQ"), "ILLINOIS ST 5.25% 05/01/39", "4.07", "3.99", "250")]
    cv = [(cusip("48251MAD"), "HALSTOW BIO 1.5 CV 03/15/30", "108.25", "109.00", "92.10", "17.6", "0.61"),
          (cusip("71988QAB"), "PENRUDDOCK SOLAR 0 CV 12/01/29", "88.50", "89.25", "41.30", "115.2", "0.28"),
          (cusip("81234TAC"), "SKELWITH SEMI 2.25 CV 06/15/31", "131.75", "132.75", "126.40", "4.6", "0.88")]
    pfd = [(cusip("37419R40"), "GREYSTOKE FINL 6.375% SER B PFD", "24.85", "25.05")]
    gold, r1, r2 = [], [], []
    for c, desc, b, a, amt in muni:
        r1.append([c, desc, b, a, amt])
        sz = float(amt.replace(",", "")) * 1000
        gold += q(c, "muni", d, size=(sz, sz), yield_=(b, a))
    for c, desc, b, a, par, prem, delta in cv:
        r2.append([c, desc, b, a, par, prem, delta])
        gold += q(c, "convert", d, size=(None, None), price=(b, a))
    for c, desc, b, a in pfd:
        r2.append([c, desc, b, a, "", "", ""])
        gold += q(c, "preferred", d, price=(b, a))
    pdf = sheet("BRANCEPETH - MUNIS / CONVERTIBLES", [
        ("Munis (yield %)", [75, 200, 55, 55, 60], [["CUSIP", "Description", "Bid Yld", "Ofr Yld", "Par (000)"]], r1, 2),
        ("Converts & preferreds (price)", [75, 200, 55, 55, 55, 55, 45], [["CUSIP", "Description", "Bid", "Offer", "Parity", "Prem %", "Delta"]], r2, 2)],
        ["Par in thousands. Convert levels are for round lots; parity on a stock price of 41.22 at 07:00.",
         "Brancepeth Securities, 1201 Elm St, Dallas TX 75270. Member FINRA/SIPC."])
    return mk("brancepeth-muni-converts", "pdf", gold, sender=s, subject="Munis / CVs", date=DATE,
              text=body("Attached.", "Carl Whitlow", "Fixed Income Sales", "Brancepeth Securities", "+1 214 555 0170"),
              attachments=[att("Brancepeth_muni_cv.pdf", pdf)])


def fellgarth_muni_pfd():
    s = "Dana Ruskin <druskin@fellgarth.com>"
    d = dealer_of(s)
    muni = [("PORT AUTH NY&NJ 5 09/01/48", "PORT AUTH NY&NJ 5 2048-09-01", "106.42", "4.21", "106.90", "4.15", "1MM"),
            ("WASHINGTON ST GO 4 08/01/40", "WASHINGTON ST GO 4 2040-08-01", "101.12", "3.89", "101.55", "3.84", "500K"),
            ("CHICAGO O'HARE ARPT 5.25 01/01/45", "CHICAGO O'HARE ARPT 5.25 2045-01-01", "107.05", "4.33", "107.60", "4.26", "750K")]
    pfd = [("ASKHAM BANCORP 5.875% PFD SER C", "24.61", "24.80", "6.01", "5.96"),
           ("LOWTHER ENERGY 7.125% PFD", "25.40", "25.62", "6.89", "6.81"),
           ("HUTTON UTIL 4.5% PFD", "19.75", "20.05", "5.70", "5.61")]
    gold, r1, r2 = [], [], []
    for desc, key, pb, yb, pa, ya, sz in muni:
        r1.append([desc, pb, yb, pa, ya, sz])
        gold += q(key, "muni", d, size=sz.lower(), price=(pb, pa), yield_=(yb, ya))
    for desc, pb, pa, yb, ya in pfd:
        r2.append([desc, pb, pa, yb, ya])
        gold += q(desc.replace("'", "'"), "preferred", d, price=(pb, pa), yield_=(yb, ya))
    pdf = sheet("FELLGARTH MUNI & PREFERRED INDICATIONS", [
        ("Municipals", [210, 55, 50, 55, 50, 50], [["Description", "Bid Px", "Bid Yld", "Ofr Px", "Ofr Yld", "Size"]], r1, 1),
        ("$25 par preferreds", [210, 55, 55, 60, 60], [["Description", "Bid", "Offer", "Bid YTC", "Ofr YTC"]], r2, 1)],
        ["Preferred yields are yields to first call. 100 shares minimum. Fellgarth & Co., 1 Boston Pl, Boston MA."])
    return mk("fellgarth-muni-pfd", "pdf", gold, sender=s, subject="Muni + pfd indications", date=DATE,
              text=body("Indications attached.", "Dana Ruskin", "Retail Fixed Income", "Fellgarth & Co.", "+1 617 555 0186"),
              attachments=[att("Fellgarth_muni_pfd.pdf", pdf)])


LAYOUTS = [
    glenvarloch_levels_left, merrowcourt_mirrored_ladder,
    amberly_ust_decimal_echo, castlecary_gilts_accrued,
    thornbyrne_loan_floor, easterbrook_loan_bxo,
    peverell_cmbs_offerings, lynchmere_abs_buyers,
    coldharbour_cds_transposed, wrexleigh_cds_dash_grid,
    stanbridge_em_frn, aldwinckle_em_frn_pt,
    brancepeth_muni_converts, fellgarth_muni_pfd,
]
