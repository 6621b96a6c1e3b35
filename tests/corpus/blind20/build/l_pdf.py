"""PDF attachments (6 layouts, 3 pairs): changes in the level's own cell, two measures in one cell, notes under tables."""

from __future__ import annotations

import pdfkit as P
from common import MIME_PDF, Attachment, mk, q, sig, ui, ylds
from common import date as D
from common import uc as U

# ------------------------------------------------------------------ CLO / ABS: a change in brackets beside the level


def ravensden_clo_landscape():
    d = "ravensden"
    head = ["Deal", "Cls", "CUSIP", "Mdy/S&P", "Cpn", "CE %", "WAL", "Orig ($MM)", "Cur ($MM)",
            "DM Bid", "DM Ofr", "Px Bid (d/d chg)", "Px Ofr", "B x O (MM)"]
    rows = [
        # deal, class, rating, cpn, ce, wal, orig, cur, dmb, dmo, pxb, chg, pxo, size, offer mark
        ("ASHBOURNE VALE CLO 2023-1A", "A-R", "Aaa/AAA", "3mS+132", "38.5", "4.1", "320.0", "320.0", "128", "122", "100.18", "+0.02", "100.34", "5x5", ""),
        ("ASHBOURNE VALE CLO 2023-1A", "B", "Aa2/AA", "3mS+185", "27.0", "5.6", "52.0", "52.0", "178", "170", "100.06", "+0.06", "100.40", "3x3", ""),
        ("BRENTMOOR CLO 2021-4A", "D-R", "Baa3/BBB-", "3mS+365", "11.2", "6.3", "30.0", "30.0", "352", "335", "99.50", "+0.25", "100.12", "2x2", ""),
        ("BRENTMOOR CLO 2021-4A", "E", "Ba3/BB-", "3mS+680", "7.4", "6.9", "22.5", "22.5", "-", "-", "93.25", "-0.50", "94.50", "1x1", ""),
        ("CALDERSTONES CLO 2019-2A", "A-R", "Aaa/AAA", "3mS+118", "41.0", "1.8", "400.0", "161.2", "112", "104", "100.10", "0.00", "100.21", "5x5", "1"),
        ("CALDERSTONES CLO 2019-2A", "C", "A2/A", "3mS+245", "18.9", "3.7", "40.0", "40.0", "231", "219", "100.20", "+0.125", "100.55", "2x2", ""),
    ]
    table = [head]
    gold = []
    for deal, cls, rtg, cp, ce, wal, orig, cur, dmb, dmo, pxb, chg, pxo, sz, mark in rows:
        cu = U(f"{deal}-{cls}")
        table.append([deal, cls, cu, rtg, cp, ce, wal, orig, cur, dmb, dmo, f"{pxb} ({chg})", pxo + (f"^{mark}" if mark else ""), sz])
        ms = {"price": (pxb, pxo)}
        if dmb != "-":
            ms = {"dm": (dmb, dmo), "price": (pxb, pxo)}
        gold += q(cu, "structured", d, size=sz, review=("price",) if mark else (), **ms)
    buf, c = P.new("letterl", title="Ravensden CLO secondary 07-Dec-2027", author="Ravensden Securities")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 570, "Ravensden Securities - CLO secondary offerings / bids - Tue 07-Dec-2027")
    c.setFont("Helvetica", 8)
    c.drawString(36, 556, "DM over 3m Term SOFR; px in points. CE % and WAL at today's factor. Cur = current face. Px Bid shows the day's change in brackets.")
    widths = [122, 30, 58, 50, 50, 32, 30, 46, 46, 40, 40, 70, 46, 52]
    spans = {0: [("Tranche", 5), ("Collateral / structure", 4), ("Levels", 5)]}
    y = P.grid(c, 36, 540, widths, [["", "", "", "", "", "", "", "", "", "", "", "", "", ""]] + table, head=2, spans=spans,
               align="lllllrrrrrrrrc", size=7.2)
    y = P.lines(c, 36, y - 16, [
        "Also bid for 2mm of DUNSTAN PARK CLO 2022-1A B-R at DM 190 (px 99.78); the C-R we offer at +260 / 99.90 in 3mm.",
        "Nothing shown in 2018 - 2019 vintage mezz: 15 - 20 wider on the week, 3 of 5 BWIC lines DNT yesterday.",
        "",
        "1  Indicative offer, subject to confirmation - not refreshed since Friday.",
    ], size=8, lead=11)
    P.footer(c, "Ravensden Securities LLC | Structured Credit Trading | +1 212 555 0158 | For institutional investors only.", 1, 1)
    pdf = P.done(buf, c)
    gold += q("DUNSTAN PARK CLO 2022-1A B-R", "structured", d, size=(2e6, None), dm=("190", None), price=("99.78", None))
    gold += q("DUNSTAN PARK CLO 2022-1A C-R", "structured", d, size=(None, 3e6), dm=(None, "+260"), price=(None, "99.90"))
    text = f"""Hi all,

Today's CLO sheet attached (landscape, one page). Bids and offers in DM and price; the bracket
in the bid price column is the day's change. One offer is indicative, see the footnote.

Thanks,
Jonah

{sig("Jonah Pryce", "CLO Trading", "Ravensden Securities LLC, 390 Park Avenue, New York NY 10022", "+1 212 555 0158")}
"""
    return mk("ravensden-clo-landscape", "pdf", gold, sender="Jonah Pryce <jpryce@ravensden.com>",
              subject="Ravensden CLO secondary - 07-Dec", date=D("09:41:05", "-0500", 7), text=text,
              attachments=[Attachment("Ravensden_CLO_20271207.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:landscape pdf:ruled emph:labelled emph:two-on-a-line emph:two-measures-one-side emph:spaced-dash")


def sherston_abs_portrait():
    d = "sherston"
    head = ["Deal", "Cls", "CUSIP", "Rtg", "Cpn", "Factor", "CE %", "WAL", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr (chg)", "Size"]
    rows = [
        ("ROWANTREE AUTO 2026-2", "A3", "AAA", "4.62%", "0.8123", "24.5", "1.4", "62", "55", "100.12", "100.22", "+0.02", "5x5", ""),
        ("ROWANTREE AUTO 2026-2", "D", "BBB", "5.91%", "1.0000", "6.75", "2.9", "148", "135", "100.30", "100.62", "+0.06", "2x2", ""),
        ("TEMPLEMEAD CARD 2025-1", "A", "AAA", "4.38%", "1.0000", "21.0", "2.6", "48", "42", "99.84", "99.99", "0.00", "10x10", ""),
        ("SILVERDALE HOMES 2024-RPL1", "A1", "AAA", "4.25%", "0.7340", "33.1", "3.8", "175", "160", "96.40", "96.90", "+0.125", "3x3", "*"),
        ("WOLDINGHAM CMBS 2025-C9", "AS", "AAA", "5.12%", "1.0000", "24.4", "9.6", "128", "118", "97.40", "97.95", "-0.125", "2x2", ""),
    ]
    table = [head]
    gold = []
    for deal, cls, rtg, cp, fac, ce, wal, sb, so, pb, po, chg, sz, mark in rows:
        cu = U(f"{deal}-{cls}")
        table.append([deal, cls, cu, rtg, cp, fac, ce, wal, sb + mark, so, pb, f"{po} ({chg})", sz])
        gold += q(cu, "structured", d, size=sz, review=("spread",) if mark else (), spread=(sb, so), price=(pb, po))
    buf, c = P.new("letter", title="Sherston ABS / RMBS / CMBS 08-Dec-2027", author="Sherston")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 750, "SHERSTON - ABS / RMBS / CMBS secondary, Wed 08-Dec-2027")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 737, "Spreads in bp vs the benchmark curve (ABS: J-curve; CMBS: Treasuries); px in points; size B x O in MM.")
    widths = [100, 22, 48, 24, 32, 34, 28, 24, 36, 36, 36, 60, 34]
    y = P.grid(c, 36, 722, widths, table, head=1, align="lllllrrrrrrrr", ruled=False, size=6.8, lead=9,
               shade={0: 0.88})
    y = P.lines(c, 36, y - 14, [
        "Bid 2mm SILVERDALE HOMES 2024-RPL1 M1 at 97.25 (3.2 WAL), and we offer the M2 at +265 / 95.10 for 1mm.",
        "WOLDINGHAM CMBS 2025-C9 AJ: no market; 10 - 15 wider since the appraisal news, last print 91.5 on 12/06.",
        "",
        "* Stale - bid last refreshed 12/06, not a firm level today.",
    ], size=7.5, lead=10)
    P.footer(c, "Sherston Capital | Securitised Products | +1 704 555 0135 ext 12", 1, 1)
    pdf = P.done(buf, c)
    gold += q("SILVERDALE HOMES 2024-RPL1 M1", "structured", d, size=(2e6, None), price=("97.25", None))
    gold += q("SILVERDALE HOMES 2024-RPL1 M2", "structured", d, size=(None, 1e6), spread=(None, "+265"), price=(None, "95.10"))
    text = """Afternoon - securitised run attached (PDF). The bracket on the offer price is the day's change.
Two more lines under the table. One bid is stale, see the asterisk.

Cara Lindqvist
Sherston Capital LLC - Securitised Products - Charlotte
+1 704 555 0135
"""
    return mk("sherston-abs-portrait", "pdf", gold, sender="Cara Lindqvist <clindqvist@sherston.com>",
              subject="Sherston ABS / RMBS / CMBS run 8-Dec", date=D("13:22:40", "-0500", 8), text=text,
              attachments=[Attachment("sherston_securitised_08dec.pdf", pdf, MIME_PDF, "pdf")],
              note="emph:labelled emph:two-on-a-line emph:two-measures-one-side emph:spaced-dash")


# ------------------------------------------------------------------ IG / HY: two pages, change / prev / day range columns


def stainby_ig_hy_two_pages():
    d = "stainby"
    ig = [
        ("ALDERCAR UTILS", 4.85, "03/15/31", "2031-03-15", "+92", "+86", "100.74", "100.93", "-2", "+88", "5x5"),
        ("CRANSLEY FOODS", 5.3, "06/01/34", "2034-06-01", "+131", "+124", "100.12", "100.55", "+1", "+126", "3x3"),
        ("EDGCOTE PIPELINES", 5.9, "09/15/37", "2037-09-15", "+168", "+160", "101.05", "101.66", "0", "+160", "2x2"),
        ("FOXHOLES BANCORP", 4.45, "01/20/30", "2030-01-20", "+71", "+65", "99.62", "99.76", "-3", "+68", "5x5"),
    ]
    t1 = [["Issuer", "Cpn", "Maturity", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr", "YTW (bid)", "Chg (bp)", "Prev Ofr", "B x O"]]
    gold = []
    for iss, cp, m, iso, sb, so, pb, po, chg, prev, sz in ig:
        yb = ylds(cp, float(pb), iso, 2)
        t1.append([iss, f"{cp:g}", m, sb, so, pb, po, yb, chg, prev, sz])
        gold += q(f"{iss} {cp:g} {iso}", "ig", d, size=sz, spread=(sb, so), price=(pb, po), yield_=(yb, None))
    hy = [
        ("GAWTHORPE MEDIA", 7.75, "04/15/30", "2030-04-15", "c/28 @ 103.875", "95.25", "96.00", "98.10", "94.75", "1x1"),
        ("HENDRED CHEMICALS", 8.125, "11/01/31", "2031-11-01", "c/29 @ 104.063", "99.50", "100.25", "100.40", "99.25", "2x2"),
        ("INKPEN RETAIL", 6.5, "02/15/29", "2029-02-15", "NC", "12.50", "14.00", "14.00", "12.25", "1x1"),
        ("JEVINGTON CABLE", 9.0, "07/15/32", "2032-07-15", "c/29 @ 104.5", "88.75", "89.75", "90.00", "88.50", "2x2"),
    ]
    t2 = [["Issuer", "Cpn", "Maturity", "Call", "Bid", "Offer", "YTW Bid", "YTW Ofr", "Day Hi", "Day Lo", "B x O"]]
    for iss, cp, m, iso, call, b, a, hi, lo, sz in hy:
        if float(b) < 20:
            yb = ya = "n.m."
            ms = {"price": (b, a)}
        else:
            yb, ya = ylds(cp, float(b), iso, 2), ylds(cp, float(a), iso, 2)
            ms = {"price": (b, a), "yield_": (yb, ya)}
        t2.append([iss, f"{cp:g}", m, call, b, a, yb, ya, hi, lo, sz])
        gold += q(f"{iss} {cp:g} {iso}", "hy", d, size=sz, **ms)
    buf, c = P.new("letter", title="Stainby credit run 09-Dec-2027", author="Stainby")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 750, "Stainby & Partners - USD credit run - Thursday 09 December 2027")
    c.setFont("Helvetica", 8)
    c.drawString(36, 736, "Page 1: investment grade, T-spread and price. YTW shown for the bid only. Chg vs Wednesday's close.")
    widths = [104, 28, 56, 48, 48, 46, 46, 52, 44, 46, 38]
    y = P.grid(c, 36, 720, widths, t1, head=1, align="llrrrrrrrrr", ruled=False, size=7.5)
    P.lines(c, 36, y - 14, ["Sizes are B x O in MM. Prev Ofr is last night's close, not a market."], size=7.5)
    P.footer(c, "Stainby & Partners LLC | Credit Trading | +1 617 555 0181", 1, 2)
    c.showPage()
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 750, "Page 2: high yield, cash price and yield to worst")
    widths2 = [104, 28, 56, 70, 40, 40, 44, 44, 40, 40, 38]
    y = P.grid(c, 36, 730, widths2, t2, head=1, align="llllrrrrrrr", ruled=False, size=7.5)
    P.lines(c, 36, y - 14, [
        "Day Hi / Day Lo are today's range, not markets. INKPEN RETAIL defaulted 12/01: 12.50 / 14.00 is the right market, yields n.m.",
        "HY down 1 - 2 pts on the week in media and cable; 3 of 5 December new issues trade below reoffer.",
    ], size=7.5)
    P.footer(c, "Stainby & Partners LLC | Credit Trading | +1 617 555 0181", 2, 2)
    pdf = P.done(buf, c)
    text = """Team - two-page run attached: IG on page 1, HY on page 2.

Regards,
Ellis Marr
Stainby & Partners LLC | Credit Trading | Boston
"""
    return mk("stainby-ig-hy-two-pages", "pdf", gold, sender="Ellis Marr <emarr@stainby.com>",
              subject="Stainby USD credit run - Thu 9-Dec", date=D("07:30:00", "-0500", 9), text=text,
              attachments=[Attachment("Stainby_credit_run_2027-12-09.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:multipage emph:labelled emph:two-measures-one-side emph:odd-right emph:everyday")


def tolland_ig_hy_cells():
    d = "tolland"
    ig = [
        ("KNAPTON ENERGY", 5.1, "2032-02-15", "02/15/32", "A3/A-", "+104", "101.62", "+98", "101.88", "-1", "5x5"),
        ("LETCOMBE BANCORP", 5.45, "2035-05-01", "05/01/35", "Baa1/BBB+", "+142", "100.35", "+135", "100.80", "+2", "3x2"),
        ("MILBORNE RAIL", 4.7, "2030-08-15", "08/15/30", "A2/A", "+66", "100.44", "+60", "100.60", "0", "5x5"),
        ("NEWBOLD INSURANCE", 6.0, "2054-10-01", "10/01/54", "Baa2/BBB", "+171", "98.10", "+164", "99.15", "-3", "2x2"),
    ]
    t1 = [["Bond", "Mat", "Rtg", "Bid (sprd / px)", "Offer (sprd / px)", "Chg (bp)", "B x O (MM)"]]
    gold = []
    for iss, cp, iso, m, rtg, sb, pb, so, po, chg, sz in ig:
        t1.append([f"{iss} {cp:g}", m, rtg, f"{sb} ({pb})", f"{so} ({po})", chg, sz])
        gold += q(f"{iss} {cp:g} {iso}", "ig", d, size=sz, spread=(sb, so), price=(pb, po))
    hy = [
        ("OAKHANGER LEISURE", 8.25, "2031-06-01", "06/01/31", "B2/B", "96.50", "97.25", "+1/4", "2x2"),
        ("PADWORTH METALS", 7.0, "2029-03-15", "03/15/29", "B1/BB-", "101.25", "101.75", "-1/8", "1x1"),
        ("QUIDHAMPTON TELE", 10.0, "2030-09-30", "09/30/30", "Caa2/CCC", "62.00", "64.00", "-2", "1x1"),
    ]
    t2 = [["Bond", "Mat", "Rtg", "Bid px (ytw)", "Offer px (ytw)", "Chg (pts)", "B x O (MM)"]]
    for iss, cp, iso, m, rtg, b, a, chg, sz in hy:
        yb, ya = ylds(cp, float(b), iso, 2), ylds(cp, float(a), iso, 2)
        t2.append([f"{iss} {cp:g}", m, rtg, f"{b} ({yb}%)", f"{a} ({ya}%)", chg, sz])
        gold += q(f"{iss} {cp:g} {iso}", "hy", d, size=sz, price=(b, a), yield_=(yb, ya))
    buf, c = P.new("letterl", title="Tolland IG / HY 10-Dec-2027", author="Tolland")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 570, "TOLLAND - USD IG & HY - Fri 10-Dec-2027 - page 1 of 2: IG")
    c.setFont("Helvetica", 8)
    c.drawString(36, 556, "Each side shows its T-spread and, in brackets, the matching price. Chg in bp vs Thursday.")
    widths = [180, 70, 80, 120, 120, 70, 80]
    P.grid(c, 36, 540, widths, t1, head=1, align="lllrrrc", size=8.5, lead=11)
    P.footer(c, "Tolland Securities | +1 203 555 0147 | ext 3", 1, 2)
    c.showPage()
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 570, "TOLLAND - page 2 of 2: HY (price, yield to worst in brackets)")
    y = P.grid(c, 36, 550, widths, t2, head=1, align="lllrrrc", size=8.5, lead=11)
    P.lines(c, 36, y - 16, [
        "QUIDHAMPTON TELE at 62 - 64 is right: the coupon is deferred. Chg in points (+1/4 = a quarter of a point).",
        f"Also: 2mm RUSHFORD FOODS 6.75 33s offered at 99.375 / {ylds(6.75, 99.375, '2033-06', 2)}% and we bid 1mm SEDGEMOOR AUTO 7.5 30s at 100.125.",
    ], size=8)
    P.footer(c, "Tolland Securities | +1 203 555 0147 | ext 3", 2, 2)
    pdf = P.done(buf, c)
    ry = ylds(6.75, 99.375, "2033-06", 2)
    gold += q("RUSHFORD FOODS 6.75 2033", "hy", d, size=(None, 2e6), price=(None, "99.375"), yield_=(None, ry))
    gold += q("SEDGEMOOR AUTO 7.5 2030", "hy", d, size=(1e6, None), price=("100.125", None))
    text = """Good morning, IG / HY sheet attached (two landscape pages).

Tolland Securities LLC, Stamford CT
"""
    return mk("tolland-ig-hy-cells", "pdf", gold, sender="Bea Whitcombe <bwhitcombe@tolland.com>",
              subject="Tolland IG & HY 10-Dec (pdf)", date=D("08:10:44", "-0500", 10), text=text,
              attachments=[Attachment("tolland_ig_hy_10dec.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:landscape pdf:multipage pdf:ruled emph:two-measures-one-side emph:two-on-a-line emph:labelled emph:odd-right emph:everyday")


# ------------------------------------------------------------------ converts, preferreds, FRNs on DM


def upcott_cv_pfd_frn():
    d = "upcott"
    gold = []
    cv = [
        ("HOLBROOK SEMI", 0.5, "2029", "104.25", "105.00", "41.20", "96.8", "8.1", "0.62", "+0.75", "2x2"),
        ("KINVER BIOTECH", 1.25, "2030", "88.50", "89.50", "12.05", "54.1", "64.5", "0.28", "-1.25", "1x1"),
        ("LODSWORTH SOLAR", 3.0, "2031", "71.00", "73.00", "3.18", "22.6", "n.m.", "0.09", "-2.50", "1x1"),
    ]
    t1 = [["Issuer", "Cpn", "Mat", "Bid", "Offer", "Stock", "Parity", "Prem %", "Delta", "Chg", "B x O"]]
    for iss, cp, m, b, a, stk, par, prem, dl, chg, sz in cv:
        t1.append([iss, f"{cp:g}", m, b, a, stk, par, prem, dl, chg, sz])
        gold += q(f"{iss} {cp:g} {m}", "convert", d, size=sz, price=(b, a))
    pf = [
        ("MAPLEDURHAM FIN 6.25% SER A", "6.25", "24.85", "25.05", "6.38", "6.21", "6.29", "10,000"),
        ("NORTHWICK UTIL 5.875% PFD", "5.875", "23.10", "23.35", "6.69", "6.58", "6.36", "5,000"),
    ]
    t2 = [["CUSIP", "Issue", "Cpn", "Px Bid", "Px Ofr", "YTC Bid", "YTC Ofr", "Cur Yld", "Size (shs)"]]
    for iss, cp, b, a, yb, ya, cy, shs in pf:
        cu = U(iss)
        t2.append([cu, iss, cp, b, a, yb, ya, cy, shs])
        gold += q(cu, "preferred", d, price=(b, a), yield_=(yb, ya))
    fr = [
        ("OTTERBURN BANK", "SOFR+95", "03/2029", "92", "84", "100.02", "100.12", "-1"),
        ("PENSHURST AUTO FIN", "SOFR+120", "06/2030", "118", "110", "100.01", "100.22", "+2"),
        ("QUEENBOROUGH REIT", "SOFR+165", "09/2031", "171", "160", "99.76", "100.18", "0"),
    ]
    t3 = [["ISIN", "Issuer", "Index + QM", "Mat", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr", "Chg DM"]]
    for iss, idx, m, db, da, pb, pa, chg in fr:
        isn = ui("US", f"{iss}-frn")
        t3.append([isn, iss, idx, m, db, da, pb, pa, chg])
        gold += q(isn, "frn", d, size="3x3", dm=(db, da), price=(pb, pa))
    buf, c = P.new("letter", title="Upcott hybrids 13-Dec-2027", author="Upcott")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 750, "UPCOTT - converts, $25 preferreds, FRNs - Mon 13-Dec-2027")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, 728, "CONVERTIBLES - price in points")
    y = P.grid(c, 36, 720, [100, 30, 32, 44, 44, 40, 42, 42, 38, 40, 40], t1, head=1, align="lllrrrrrrrr", size=7.5)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 16, "$25 PREFERREDS - dollar price and yield to call")
    y = P.grid(c, 36, y - 24, [56, 140, 34, 44, 44, 44, 44, 40, 52], t2, head=1, align="lllrrrrrr", size=7.5)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 16, "FRNs - discount margin (bp) and price, 3x3")
    y = P.grid(c, 36, y - 24, [78, 110, 58, 44, 40, 40, 44, 44, 40], t3, head=1, align="llllrrrrr", size=7.5)
    P.lines(c, 36, y - 16, [
        "Converts: stock, parity, premium and delta are for reference; Chg in points on the day.",
        "Preferreds: Cur Yld is coupon / price, not a market. Size is in shares.",
    ], size=7.5)
    P.footer(c, "Upcott Securities | Hybrid Capital | +1 415 555 0126", 1, 1)
    pdf = P.done(buf, c)
    text = """Hybrids and floaters for Monday, PDF attached.

Iris Tan | Upcott Securities | San Francisco
"""
    return mk("upcott-cv-pfd-frn", "pdf", gold, sender="Iris Tan <itan@upcott.com>",
              subject="Upcott converts / prefs / FRNs 13-Dec", date=D("06:55:12", "-0800", 13), text=text,
              attachments=[Attachment("upcott_hybrids_20271213.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:ruled emph:labelled emph:everyday emph:odd-right")


def verwood_cv_pfd_frn():
    d = "verwood"
    gold = []
    lines_cv = [
        "CONVERTIBLES (pts)",
        "RADSTOCK PHARMA 1.5 2030 CV   3mm offered at 112.50 (prem 31%, delta 0.58), bid 111.25 for 1",
        "SWANAGE NETWORKS 0 2028 CV    95.75 / 96.50 2x2, parity 44.1, stock 18.92 (+3.1%)",
        "TREBETHERICK MINING 2.75 2031 CV   62.00 - 64.00 1x1, bond floor 58",
    ]
    gold += q("RADSTOCK PHARMA 1.5 2030 CV", "convert", d, size=(1e6, 3e6), price=("111.25", "112.50"))
    gold += q("SWANAGE NETWORKS 0 2028 CV", "convert", d, size="2x2", price=("95.75", "96.50"))
    gold += q("TREBETHERICK MINING 2.75 2031 CV", "convert", d, size="1x1", price=("62.00", "64.00"))
    pf = [
        ("ULLSWATER BANCORP 6.5% SER C", "$24.60 (6.71%)", "$24.80 (6.61%)", "24.60", "6.71", "24.80", "6.61", "+0.05"),
        ("WAVENEY INSURANCE 5.95% PFD", "$22.95 (6.58%)", "$23.20 (6.47%)", "22.95", "6.58", "23.20", "6.47", "-0.10"),
    ]
    t2 = [["CUSIP", "Issue", "Bid $ (ytc)", "Offer $ (ytc)", "Chg $"]]
    for iss, bc, ac, b, yb, a, ya, chg in pf:
        cu = U(iss)
        t2.append([cu, iss, bc, ac, chg])
        gold += q(cu, "preferred", d, price=(b, a), yield_=(yb, ya))
    fr = [
        ("ABBOTSLEY BANK", "SOFR+88", "2029", "+86 (100.04)", "+80 (100.12)", "86", "100.04", "80", "100.12", "5x5"),
        ("BURWARDSLEY FIN", "SOFR+140", "2031", "+151 (99.58)", "+142 (99.90)", "151", "99.58", "142", "99.90", "2x2"),
        ("COLERNE TRUST", "SOFR+112", "2030", "+109 (100.09)", "+101 (100.36)", "109", "100.09", "101", "100.36", "3x3"),
    ]
    t3 = [["ISIN", "Issuer", "Cpn", "Mat", "Bid DM (px)", "Ofr DM (px)", "B x O"]]
    for iss, idx, m, bc, ac, db, pb, da, pa, sz in fr:
        isn = ui("US", f"{iss}-frn")
        t3.append([isn, iss, idx, m, bc, ac, sz])
        gold += q(isn, "frn", d, size=sz, dm=(db, da), price=(pb, pa))
    buf, c = P.new("a4", title="Verwood hybrids 15-Dec-2027", author="Verwood")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 800, "Verwood Capital - hybrids & floaters - Wednesday 15 December 2027")
    y = P.lines(c, 36, 776, lines_cv, size=8.5, lead=13, font="Courier")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 12, "$25 PREFERREDS - dollar price, yield to call in brackets")
    y = P.grid(c, 36, y - 20, [60, 170, 80, 80, 44], t2, head=1, align="llrrr", size=8, ruled=False)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 12, "FLOATERS - DM (bp) with price in brackets")
    y = P.grid(c, 36, y - 20, [80, 110, 60, 34, 80, 80, 40], t3, head=1, align="llllrrc", size=8, ruled=False)
    P.lines(c, 36, y - 14, ["Chg $ is the day's change per share. Stock moves and parity are reference only."], size=7.5)
    P.footer(c, "Verwood Capital LLP | 9 Appold Street, London EC2A 2AP | +44 20 7946 0612", 1, 1)
    pdf = P.done(buf, c)
    text = """Hi - hybrids page attached, London afternoon update.

Rhys Tolley, Verwood Capital LLP
"""
    return mk("verwood-cv-pfd-frn", "pdf", gold, sender="Rhys Tolley <rtolley@verwood.co.uk>",
              subject="Verwood hybrids & FRNs - 15-Dec", date=D("15:05:30", "+0000", 15), text=text,
              attachments=[Attachment("Verwood_hybrids_15Dec2027.pdf", pdf, MIME_PDF, "pdf")],
              note="emph:two-measures-one-side emph:labelled emph:spaced-dash emph:odd-right")


LAYOUTS = [
    ravensden_clo_landscape, sherston_abs_portrait,
    stainby_ig_hy_two_pages, tolland_ig_hy_cells,
    upcott_cv_pfd_frn, verwood_cv_pfd_frn,
]
