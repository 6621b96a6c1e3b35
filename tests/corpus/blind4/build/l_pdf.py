# ruff: noqa: B007 - layout rows are unpacked whole so each table keeps its shape readable
"""PDF attachments: two tables side by side, rotated column headers, CDS tenor grids, converts
and preferreds with premium/delta columns, averages rows, repeated headers over two pages."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, Layout, cusip, isin, quotes, us_isin
from common import message as mk


def _mail(tag, sender, to, subject, date, msgid, text, fname, data, mime=MIME_PDF):
    return mk(sender=sender, to=to, subject=subject, date=date, msgid=msgid, text=text, tag=tag,
              attachments=[Attachment(fname, data, mime, "pdf")])


def ig_hy_side_by_side():
    d = "caldecottruane"
    ig = [("NAVARRE TEL", "4.95", "4.95", "04/32", "2032-04", 104, 99),
          ("ORSINI FOODS", "5.2", "5.2", "06/34", "2034-06", 126, 121),
          ("KELMSCOTT", "4.4", "4.4", "11/29", "2029-11", 71, 67),
          ("BRAXTON AERO", "5.65", "5.65", "09/35", "2035-09", 148, 142),
          ("PALISADE REIT", "5.9", "5.9", "02/33", "2033-02", 187, 179)]
    hy = [("VANTAGE AUTO", "7.5", "7.5", "05/31", "2031-05", 98.25, 99),
          ("REDSHORE MIN", "8 3/4", "8.75", "03/30", "2030-03", 102.5, 103.25),
          ("COBALT CINEMA", "9.25", "9.25", "12/29", "2029-12", 88, 89.5),
          ("GLENMORE PKG", "6 7/8", "6.875", "07/32", "2032-07", 95.625, 96.375),
          ("ASTERION LABS", "11", "11", "01/28", "2028-01", 9.95, 100.75)]
    buf, c = pk.new("letterl", "CR IG/HY sheet", "Caldecott Ruane")
    c.setFont("Helvetica-Bold", 13)
    c.drawString(36, 570, "CALDECOTT RUANE  -  CREDIT LEVELS  -  18 NOV 2026")
    c.setFont("Helvetica", 8)
    c.drawString(36, 556, "Indicative. IG in spread (bp vs UST), HY in price. Sizes 2MM unless noted.")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(36, 530, "INVESTMENT GRADE (sprd)")
    c.drawString(420, 530, "HIGH YIELD (px)")
    w = [110, 40, 50, 50, 50]
    left = [["Issuer", "Cpn", "Mat", "Bid", "Ask"]] + [[r[0], r[1], r[3], r[5], r[6]] for r in ig]
    right = [["Issuer", "Cpn", "Mat", "Bid", "Ask"]] + [
        [r[0], r[1], r[3], f"{r[5]:g}", f"{r[6]:g}"] for r in hy]
    pk.table(c, 36, 512, w, left, right_from=3, lead=14)
    pk.table(c, 420, 512, w, right, right_from=3, lead=14)
    pk.rule(c, 36, 756, 420)
    c.setFont("Helvetica", 7)
    c.drawString(36, 405, "Caldecott Ruane LLP | 22 Bishopsgate, London EC2N 4BQ | +44 20 7946 0520 "
                 "| Page 1 of 1")
    data = pk.done(buf, c)
    gold = []
    for iss, cpn, cpk, mat, matk, b, a in ig:
        gold += quotes(f"{iss} {cpk} {matk}", "ig", d, 2e6, spread=(b, a))
    for iss, cpn, cpk, mat, matk, b, a in hy:
        # 9.95 is a typo for 99.5 on a sheet of par-ish bonds: flagged, not corrected.
        gold += quotes(f"{iss} {cpk} {matk}", "hy", d, 2e6, price=(b, a),
                       review=("price",) if b < 20 else ())
    eml = _mail("p01", "Freya Okonjo-Marsh <freya.okonjo-marsh@caldecottruane.com>",
                "credit-dist@caldecottruane.com", "CR credit levels 18-Nov (pdf)",
                "Wed, 18 Nov 2026 12:45:00 +0000", "<cr.levels.20261118@caldecottruane.com>",
                "Please find today's IG/HY sheet attached.\n\nFreya\n", "CR_Credit_18Nov26.pdf",
                data)
    return Layout("caldecott-ig-hy-side-by-side", "pdf", eml, gold, note="review: 1 price")


def buy_sell_side_by_side():
    d = "wexfordlane"
    buys = [("DUNMORE HLDG", "5.05", "5.05", "2031", "2031", us_isin("26441WAB"), "+112", 112, "3mm",
             3e6),
            ("SAXBY FOODS", "7 1/8", "7.125", "2030", "2030", None, "97.50", 97.5, "2k bonds", 2e6),
            ("HARTWELL GRP", "5.5", "5.5", "2035", "2035", us_isin("41724PAD"), "+139", 139, "5mm",
             5e6)]
    sells = [("ESKDALE UTIL", "4.7", "4.7", "2030", "2030", us_isin("29664HAC"), "+81", 81, "4mm", 4e6),
             ("FERNHILL CASINO", "8", "8", "2029", "2029", None, "101.875", 101.875, "1.5mm",
              1.5e6),
             ("MARBURY STL", "6 1/2", "6.5", "2032", "2032", None, "99.25", 99.25, "500k", 5e5)]
    buf, c = pk.new("a4l", "Wexford Lane axes", "Wexford Lane")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 560, "WEXFORD LANE - AXES 19/11/2026")
    c.setFont("Helvetica", 8)
    c.drawString(40, 546, "IG axes in spread (bp), HY axes in price. Axes are one-way.")
    w = [95, 30, 35, 80, 45, 50]
    hdr = ["Issuer", "Cpn", "Mat", "ISIN", "Level", "Size"]
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 520, "WE BUY (bids)")
    c.drawString(430, 520, "WE SELL (offers)")
    pk.table(c, 40, 502, w, [hdr] + [[r[0], r[1], r[3], r[5] or "", r[6], r[8]] for r in buys],
             lead=14)
    pk.table(c, 430, 502, w, [hdr] + [[r[0], r[1], r[3], r[5] or "", r[6], r[8]] for r in sells],
             lead=14)
    c.setFont("Helvetica", 7)
    c.drawString(40, 420, "Wexford Lane Securities Ltd, authorised by the CBI. Ref WL-AX-4471. "
                 "Tel +353 1 555 0164.")
    data = pk.done(buf, c)
    gold = []
    for side, rows in (("bid", buys), ("ask", sells)):
        for iss, cpn, cpk, mat, matk, isn, shown, lv, szs, sz in rows:
            grp = "ig" if shown.startswith("+") else "hy"
            qt = "spread" if grp == "ig" else "price"
            pair = (lv, None) if side == "bid" else (None, lv)
            size = (sz, None) if side == "bid" else (None, sz)
            gold += quotes(isn or f"{iss} {cpk} {matk}", grp, d, size, **{qt: pair})
    eml = _mail("p02", "Ciaran Mbeki-Walsh <cmbeki-walsh@wexfordlane.com>", "axes@wexfordlane.com",
                "WL axes 19/11", "Thu, 19 Nov 2026 09:15:00 +0000", "<wl.axes.19112026@wexfordlane.com>",
                "Axes attached.\n\nCiaran Mbeki-Walsh\nWexford Lane | +353 1 555 0164\n",
                "WL_axes_20261119.pdf", data, mime="application/octet-stream")
    return Layout("wexford-axes-buy-sell-side-by-side", "pdf", eml, gold)


def _loan_rows_a():
    return [("ORLEAN FOODS", "TLB S+350 03/31", "LX241877", 98.75, 99.25, "5"),
            ("BRIGHTPATH HLTH", "TLB-2 S+425 11/30", "LX239015", 95.5, 96.25, "3"),
            ("CAVENDISH SOFTWARE", "1L TL S+300 07/32", "LX250334", 100.125, 100.5, "5"),
            ("NORTHGATE LOGISTICS", "TLB S+375 02/29", "LX228761", 92, 93, "2"),
            ("SILVERTON AUTO PARTS", "TLC S+500 05/28", "LX221094", 84.5, 86, "1")]


def loans_rotated_header():
    d = "halloranvey"
    rows = _loan_rows_a()
    buf, c = pk.new("letter", "HV loan levels", "Halloran Vey")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 740, "HALLORAN VEY  |  Par / Distressed Loan Levels  |  11/18/2026")
    w = [130, 120, 70, 50, 50, 55]
    pk.rotated_header(c, 40, 640, w, ["Borrower", "Facility", "LoanX ID", "Bid", "Offer", "Size (MM)"])
    pk.rule(c, 40, 520, 632)
    body = [[r[0], r[1], r[2], f"{r[3]:g}", f"{r[4]:g}", r[5]] for r in rows]
    pk.table(c, 40, 620, w, body, bold_rows=(), right_from=3, lead=15)
    c.setFont("Helvetica", 7)
    c.drawString(40, 60, "For discussion purposes only. Halloran Vey & Co. 1-312-555-0128. Page 1/1")
    data = pk.done(buf, c)
    gold = []
    for b, f, lx, pb, pa, s in rows:
        gold += quotes(f"{b} {f}", "loan", d, float(s) * 1e6, price=(pb, pa))
    eml = _mail("p03", "Aurelio Brandt <abrandt@halloranvey.com>", "loans@halloranvey.com",
                "HV loan levels 11/18", "Wed, 18 Nov 2026 15:20:00 -0600",
                "<hv.loans.20261118@halloranvey.com>", "Loan levels attached.\n-AB\n",
                "HV_loans_111826.pdf", data)
    return Layout("halloran-loans-rotated-header", "pdf", eml, gold)


def loans_two_pages_prior_col():
    d = "ravensmoor"
    rows = [("ABBOTSFORD CHEM", "TLB", "S+325", "Jun-30", 99.5, 99.875, 99.375, "+0.125"),
            ("BELLWOOD MEDIA", "TLB", "S+475", "Oct-29", 87.25, 88.5, 88.0, "-0.75"),
            ("CROMWELL DATA", "TL", "S+300", "Jan-32", 100.25, 100.625, 100.25, "0"),
            ("DALRY ENERGY", "TLB", "S+400", "Aug-30", 97, 97.75, 96.5, "+0.5"),
            ("EASTLEIGH RETAIL", "TLB", "S+550", "Mar-29", 71.5, 73.5, 72.0, "-0.5"),
            ("FOXGLOVE PHARMA", "TLB", "S+350", "Nov-31", 98.875, 99.25, 98.875, "0"),
            ("GARROWAY TELECOM", "TLB-3", "S+425", "Jul-30", 94, 95, 93.25, "+0.75"),
            ("HOLYROOD HOTELS", "TLB", "S+375", "Dec-30", 99.75, 100.125, 99.75, "0")]
    buf, c = pk.new("a4", "Ravensmoor loans", "Ravensmoor")
    hdr = ["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer", "Prior Mid", "Chg"]
    w = [120, 50, 50, 55, 45, 45, 55, 40]
    for page, chunk in enumerate((rows[:5], rows[5:]), 1):
        c.setFont("Helvetica-Bold", 11)
        c.drawString(40, 800, "RAVENSMOOR LEVERAGED LOANS - 20 November 2026")
        body = [hdr] + [[r[0], r[1], r[2], r[3], f"{r[4]:.3f}", f"{r[5]:.3f}", f"{r[6]:.3f}", r[7]]
                        for r in chunk]
        pk.table(c, 40, 770, w, body, right_from=4, lead=15)
        c.setFont("Helvetica", 7)
        c.drawString(40, 40, f"Ravensmoor Capital Markets plc | +44 131 555 0102 | Page {page} of 2")
        c.showPage()
    data = pk.done(buf, c)
    gold = []
    for b, f, m, mat, pb, pa, prior, chg in rows:
        gold += quotes(f"{b} {f} {m} {mat}".upper(), "loan", d, None, price=(pb, pa))
    eml = _mail("p04", "Isla Fenwick-Adeyemi <isla.fenwick@ravensmoor.co.uk>", "loans@ravensmoor.co.uk",
                "Ravensmoor loan levels 20-Nov", "Fri, 20 Nov 2026 16:05:00 +0000",
                "<rvm.loans.20112026@ravensmoor.co.uk>",
                "Hi - loan levels attached (2 pages). Prior = yesterday's mid.\nIsla\n",
                "Ravensmoor_Loans_20Nov2026.pdf", data)
    return Layout("ravensmoor-loans-two-pages", "pdf", eml, gold)


def cds_tenor_grid():
    d = "ashgrovepryce"
    names = [("KORVAN", ["31/37", "58/64", "88/93", "104/111", "121/130"]),
             ("PELGRN", ["22/28", "41/46", "63/68", "75/81", "90/98"]),
             ("HARWYK FIN", ["40/48", "77/84", "112/119", "130/139", "149/160"]),
             ("MERIDX HLTH", ["18/25", "36/42", "55/60", "66/73", "80/88"])]
    tenors = ["1Y", "3Y", "5Y", "7Y", "10Y"]
    buf, c = pk.new("letterl", "AP CDS grid", "Ashgrove Pryce")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 570, "ASHGROVE PRYCE  -  NA SINGLE NAME CDS (bps, USD 5mm)  -  18-Nov-2026")
    w = [120] + [70] * 5
    pk.table(c, 40, 540, w, [["Reference Entity"] + tenors] + [[n] + lv for n, lv in names],
             right_from=1, lead=16)
    c.setFont("Helvetica", 7)
    c.drawString(40, 60, "Ashgrove Pryce & Co. | NY +1 646 555 0192 | Indicative; MR14 docs; "
                 "XR for HY names")
    data = pk.done(buf, c)
    gold = []
    for n, lv in names:
        for t, s in zip(tenors, lv, strict=True):
            b, a = (float(x) for x in s.split("/"))
            gold += quotes(f"{n} {t}", "cds", d, 5e6, spread=(b, a))
    eml = _mail("p05", "Priya Natarajan-Ebbs <pnatarajan@ashgrovepryce.com>",
                "cds-clients@ashgrovepryce.com", "AP CDS curves", "Wed, 18 Nov 2026 10:30:00 -0500",
                "<ap.cds.grid.20261118@ashgrovepryce.com>", "CDS curves attached.\n\nPriya\n",
                "AP_CDS_curves.pdf", data)
    return Layout("ashgrove-cds-tenor-grid", "pdf", eml, gold)


def cds_idx_sn_avg_row():
    d = "kirrinhale"
    idx = [("ITRX MAIN S46 5Y", "57.25", "57.75"), ("ITRX XOVER S46 5Y", "284.5", "287.5"),
           ("CDX IG 47 5Y", "54.5", "55")]
    sn = [("ARNSBERG AUTO", "5Y", "SNRFOR", 96, 102), ("BRUMEX", "5Y", "SNRFOR", 73, 78),
          ("CALVADOR TELECOM", "5Y", "SNRFOR", 118, 125), ("DUNWICH BANK", "5Y", "SUBLT2", 165, 177)]
    buf, c = pk.new("a4", "KH CDS", "Kirrin Hale")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 800, "KIRRIN HALE CREDIT DERIVATIVES - 20.11.2026")
    pk.table(c, 40, 770, [160, 60, 60], [["Index", "Bid", "Ask"]] + [list(r) for r in idx],
             right_from=1, lead=15)
    body = [["Name", "Tenor", "Tier", "Bid", "Ask"]] + [[n, t, tr, b, a] for n, t, tr, b, a in sn]
    body.append(["Sector average", "5Y", "", "113", "120.5"])
    pk.table(c, 40, 690, [160, 50, 60, 50, 50], body, right_from=3, lead=15,
             bold_rows=(0, len(body) - 1))
    c.setFont("Helvetica", 7)
    c.drawString(40, 40, "Kirrin Hale GmbH, Frankfurt. Sizes: indices EUR/USD 25mm, single names 5mm.")
    data = pk.done(buf, c)
    gold = []
    for n, b, a in idx:
        gold += quotes(n, "cds", d, 25e6, spread=(float(b), float(a)))
    for n, t, tr, b, a in sn:
        gold += quotes(f"{n} {t} {tr}", "cds", d, 5e6, spread=(b, a))
    eml = _mail("p06", "Henrike Vasquez-Orr <h.vasquez-orr@kirrinhale.de>", "cds@kirrinhale.de",
                "KH CDS sheet 20.11.", "Fri, 20 Nov 2026 11:00:00 +0100",
                "<kh.cds.sheet.20112026@kirrinhale.de>", "Anbei unser CDS-Blatt.\n\nHenrike\n",
                "KH_CDS_20112026.pdf", data)
    return Layout("kirrin-cds-idx-sn-average-row", "pdf", eml, gold)


def converts_prefs_sheet():
    d = "harrowgatepenn"
    cvs = [("ZENTARA THERAP", "1.5", "1.5", "03/15/30", "2030-03-15", us_isin("98923FAB"), 104.25, 105.0,
            "38.2%", "0.55"),
           ("QUARRYSTONE", "0", "0", "12/01/29", "2029-12-01", us_isin("74791KAA"), 91.5, 92.25, "61.0%",
            "0.31"),
           ("LUMEN ARC", "2.875", "2.875", "06/15/31", "2031-06-15", None, 118.75, 119.75, "12.4%",
            "0.81")]
    prefs = [("ASHCOMB BANCORP 6.25% SER C", cusip("04416P20"), 24.85, 25.05),
             ("TIDEMARK INS 5.95% SER A", cusip("88642R30"), 22.1, 22.35)]
    buf, c = pk.new("letter", "HP converts and prefs", "Harrowgate Penn")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 740, "HARROWGATE PENN  -  CONVERTIBLES & PREFERREDS  -  11/18/2026")
    hdr = ["Issuer", "Cpn", "Maturity", "ISIN", "Px Bid", "Px Ask", "Prem", "Delta"]
    w = [95, 35, 55, 85, 45, 45, 40, 40]
    pk.table(c, 40, 710, w, [hdr] + [[r[0], r[1], r[3], r[5] or "", f"{r[6]:.2f}", f"{r[7]:.2f}", r[8],
                                      r[9]] for r in cvs], right_from=4, lead=15)
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 630, "$25 par preferreds ($ price)")
    pk.table(c, 40, 614, [180, 80, 50, 50], [["Description", "CUSIP", "Bid", "Ask"]]
             + [[n, cu, f"{b:.2f}", f"{a:.2f}"] for n, cu, b, a in prefs], right_from=2, lead=15)
    c.setFont("Helvetica", 7)
    c.drawString(40, 60, "Harrowgate Penn LLC. Converts 1mm min, prefs 10k shares. 212-555-0160.")
    data = pk.done(buf, c)
    gold = []
    for iss, cpn, cpk, mat, matk, isn, b, a, *_ in cvs:
        gold += quotes(isn or f"{iss} {cpk} {matk}", "convert", d, None, price=(b, a))
    for n, cu, b, a in prefs:
        gold += quotes(cu, "preferred", d, None, price=(b, a))
    eml = _mail("p07", "Selma Haddad-Price <shaddad@harrowgatepenn.com>", "cv@harrowgatepenn.com",
                "HP converts / prefs", "Wed, 18 Nov 2026 14:10:00 -0500",
                "<hp.cvpf.20261118@harrowgatepenn.com>", "Converts and prefs attached.\nSelma\n",
                "HP_CV_PFD_111826.pdf", data)
    return Layout("harrowgate-converts-prefs", "pdf", eml, gold)


def converts_eur_parity_sheet():
    d = "montferrat"
    cvs = [("VALMONT SE", "0.75", "0.75", "15/01/2030", "2030-01-15", isin("FR", "00140KZ27"),
            "98.40", "99.10", "102.3"),
           ("OSTRAVA ENERGIE", "2.25", "2.25", "04/06/2031", "2031-06-04", isin("XS", "288145673"),
            "109.60", "110.35", "96.8"),
           ("LUSITANIA TEL", "1.875", "1.875", "30/09/2029", "2029-09-30", isin("PT", "LUST0AM00"),
            "101.15", "101.80", "47.5")]
    prefs = [("CREDIT MARNE 4.75% PERP NC29", isin("FR", "0014003F2"), "96.50", "97.25"),
             ("HALDEN RE 5.5% PERP", None, "99.00", "99.75")]
    buf, c = pk.new("a4", "Montferrat convertibles", "Montferrat")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(40, 800, "MONTFERRAT - OBLIGATIONS CONVERTIBLES / PERPETUELLES - 19/11/2026")
    hdr = ["Emetteur", "Coupon", "Echeance", "ISIN", "Prix achat", "Prix vente", "Parite"]
    w = [95, 45, 60, 85, 55, 55, 45]
    pk.table(c, 40, 770, w, [hdr] + [[r[0], r[1], r[3], r[5], r[6], r[7], r[8]] for r in cvs],
             right_from=4, lead=15)
    pk.table(c, 40, 690, [180, 85, 55, 55], [["Perpetuelles / preferentielles", "ISIN", "Achat",
                                              "Vente"]]
             + [[n, i or "", b, a] for n, i, b, a in prefs], right_from=2, lead=15)
    c.setFont("Helvetica", 7)
    c.drawString(40, 40, "Montferrat SA. Prix en % du nominal. Niveaux indicatifs. +33 1 55 55 01 47")
    data = pk.done(buf, c)
    gold = []
    for iss, cpn, cpk, mat, matk, isn, b, a, par in cvs:
        gold += quotes(isn, "convert", d, None, price=(float(b), float(a)))
    for n, i, b, a in prefs:
        gold += quotes(i or n, "preferred", d, None, price=(float(b), float(a)))
    eml = _mail("p08", "Baptiste N'Diaye-Lefevre <baptiste.ndiaye@montferrat.fr>",
                "convertibles@montferrat.fr", "Convertibles & perps 19/11",
                "Thu, 19 Nov 2026 15:30:00 +0100", "<montferrat.cv.19112026@montferrat.fr>",
                "Bonjour, ci-joint nos niveaux.\nBaptiste\n", "Montferrat_CV_19112026.pdf", data)
    return Layout("montferrat-converts-perps-french", "pdf", eml, gold)


LAYOUTS = [ig_hy_side_by_side, buy_sell_side_by_side, loans_rotated_header,
           loans_two_pages_prior_col, cds_tenor_grid, cds_idx_sn_avg_row, converts_prefs_sheet,
           converts_eur_parity_sheet]
