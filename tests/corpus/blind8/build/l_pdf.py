"""PDF attachments: munis over pages, loans with OID, CLO sections, ABS/RMBS/CMBS, axes, confirmations."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, cusip, dealer_of, isin, mk, q, sig

TO = "pm-credit@clients.example-am.com"
OCTET = "application/octet-stream"


def rows_at(c, x, y, widths, rows, size=7.5, lead=11, wrap_lead=8.5, right_from=None, font="Helvetica"):
    """Rows of cells; a row given as ('wrap', col, text) continues a cell on a line below."""
    for row in rows:
        if row and row[0] == "wrap":
            _, col, text = row
            c.setFont(font, size)
            c.drawString(x + sum(widths[:col]), y + lead - wrap_lead - 0.0, text)
            y -= wrap_lead
            continue
        if row and row[0] == "head":
            c.setFont("Helvetica-Bold", size)
            cx = x
            for j, (w, cell) in enumerate(zip(widths, row[1], strict=True)):
                if right_from is not None and j >= right_from:
                    c.drawRightString(cx + w - 4, y, str(cell))
                else:
                    c.drawString(cx, y, str(cell))
                cx += w
            y -= lead
            continue
        if row and row[0] == "section":
            c.setFont("Helvetica-Bold", size + 0.5)
            c.drawString(x, y, row[1])
            y -= lead
            continue
        c.setFont(font, size)
        cx = x
        for j, (w, cell) in enumerate(zip(widths, row, strict=True)):
            if right_from is not None and j >= right_from:
                c.drawRightString(cx + w - 4, y, str(cell))
            else:
                c.drawString(cx, y, str(cell))
            cx += w
        y -= lead
    return y


def build(pages, size="letter", title="", author="", foot=""):
    """pages: list of callables drawing one page each on the canvas."""
    buf, c = pk.new(size, title, author)
    for i, draw in enumerate(pages, start=1):
        draw(c)
        pk.footer(c, foot, i, len(pages))
        c.showPage()
    return pk.done(buf, c)


def head(c, lines_, x=36, y=750, size=11):
    c.setFont("Helvetica-Bold", size)
    c.drawString(x, y, lines_[0])
    return pk.lines(c, x, y - 14, lines_[1:], size=7.5, lead=10) - 6


# ------------------------------------------------------------------ munis over two pages (pair 1)


def eversleigh_muni_offerings():
    snd = "Dana Whitcombe <dwhitcombe@eversleigh.com>"
    d = dealer_of(snd)
    gold = []
    # base, desc lines, cpn, mat, call, qty(000), px, yld, sprd (to MMD, bp)
    data = [
        ("13063DZK", ["CALIFORNIA ST GO VARIOUS PURP"], "5.000", "08/01/2035", "08/01/32 @100", "1,000", "111.274", "3.21", "+41"),
        ("64971XKL", ["NEW YORK CITY NY TRANSITIONAL FIN", "AUTH FUTURE TAX SECD SUB SER 2026C"], "5.000", "11/01/2042", "11/01/34 @100", "2,500", "107.106", "4.02", "+52"),
        ("79575EAS", ["SALT RIVER PROJ AZ AGRIC IMPT &", "PWR DIST ELEC SYS REV"], "4.000", "01/01/2045", "01/01/35 @100", "1,500", "100.000", "4.000", "+47"),
        ("442435FV", ["HOUSTON TX UTIL SYS REV", "COMB 1ST LIEN (AGM)"], "5.250", "11/15/2039", "11/15/33 @100", "750", "108.918", "3.84", "+44"),
        ("59333PDH", ["MIAMI-DADE CNTY FL AVIATION REV"], "5.000", "10/01/2038", "10/01/31 @100", "1,000", "106.587", "3.92", "+58"),
        ("20775HNB", ["CONNECTICUT ST HEALTH & EDL", "FACS AUTH REV (YALE NEW HAVEN)"], "4.000", "07/01/2048", "07/01/33 @100", "500", "96.742", "4.23", "+61"),
        ("419792JX", ["HAWAII ST GO SER HA"], "5.000", "10/01/2036", "10/01/34 @100", "1,250", "110.055", "3.36", "+39"),
        ("574193UM", ["MARYLAND ST GO STATE & LOC", "FACS LN 1ST SER"], "5.000", "06/01/2034", "NC", "2,000", "112.630", "3.05", "+30"),
        ("917542SQ", ["UTAH ST GO"], "3.000", "07/01/2040", "07/01/30 @100", "1,000", "87.410", "4.14", "+49"),
    ]
    body_rows = []
    for base, desc, cpn, m, call, qty, px, y, s in data:
        cu = cusip(base)
        body_rows.append([cu, desc[0], cpn, m, call, qty, px, y, s])
        for extra in desc[1:]:
            body_rows.append(("wrap", 1, extra))
        sz = int(qty.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(None, sz), price=(None, px), yield_=(None, y), spread=(None, s))
    widths = [62, 160, 36, 52, 66, 44, 48, 36, 34]
    hdr = ("head", ["CUSIP", "Description", "Cpn", "Maturity", "Call", "Qty (000)", "Price", "Yield", "Sprd"])
    p1, p2 = body_rows[:8], body_rows[8:]

    def page1(c):
        y = head(c, ["EVERSLEIGH MUNICIPAL - OFFERINGS", "Tuesday, December 8, 2026  |  all levels are offers  |  "
                     "Sprd = bp over AAA MMD interpolated to maturity or call  |  settle 12/10/2026"])
        pk.rule(c, 36, 576, y + 8)
        rows_at(c, 36, y, widths, [hdr, *p1], right_from=5)

    def page2(c):
        y = rows_at(c, 36, 750, widths, p2, right_from=5)
        pk.lines(c, 36, y - 10, ["Priced to the call where premium. Subject to prior sale. Min 25 bonds."], size=7)

    pdf = build([page1, page2], title="Eversleigh offerings", author="Eversleigh Municipal", foot="Eversleigh Municipal LLC - offerings")
    att = Attachment("EM offerings 12-08.pdf", pdf, MIME_PDF, "pdf")
    body = "Good morning,\n\nToday's offering sheet attached (2 pages).\n\n" + sig(
        "Dana Whitcombe", "Municipal Sales", "Eversleigh Municipal LLC", "+1 415 555 0162")
    return mk("eversleigh-muni-offerings", "pdf", gold, sender=snd, to=TO, subject="Eversleigh muni offerings 12/8",
              date="Tue, 08 Dec 2026 08:31:00 -0500", text=body, attachments=[att])


def carrowbay_muni_bids():
    snd = "Ian Rusk <irusk@carrowbay.com>"
    d = dealer_of(snd)
    gold = []
    data = [
        ("650035YH", ["NEW YORK ST URBAN DEV CORP", "PERS INC TAX REV"], "Aa1/AA+", "", "5.000", "03/15/2044", "09/15/2026", "4.07", "107.224", "1,000"),
        ("544445BW", ["LOS ANGELES CA DEPT ARPTS REV"], "Aa3/AA-", "", "5.000", "05/15/2040", "06/01/2025", "3.93", "108.395", "2,000"),
        ("249182NL", ["DENVER CO CITY & CNTY SCH DIST", "NO 1 GO"], "Aa1/AA+", "BAM", "4.000", "12/01/2046", "12/01/2026", "4.21", "97.105", "500"),
        ("882724UH", ["TEXAS ST TRANSN COMMN"], "Aaa/AAA", "", "5.000", "04/01/2037", "04/01/2025", "3.41", "110.662", "1,500"),
        ("167505RQ", ["CHICAGO IL BRD OF ED", "DEDICATED CAP IMPT"], "A3/BBB+", "AGM", "5.000", "04/01/2042", "11/04/2025", "4.64", "102.870", "750"),
        ("341150DZ", ["FLORIDA ST BRD OF ED PUB ED", "CAP OUTLAY"], "Aaa/AAA", "", "3.000", "06/01/2039", "06/01/2024", "4.02", "89.310", "1,000"),
        ("60636AQM", ["MISSOURI ST HLTH & EDL FACS"], "Aa2/AA", "", "5.000", "11/15/2033", "11/20/2025", "3.02", "111.913", "250"),
        ("040654YK", ["ARIZONA ST TRANSN BRD HWY REV"], "Aa1/AA+", "", "5.000", "07/01/2036", "07/15/2026", "3.28", "110.428", "1,000"),
    ]
    rows = []
    for base, desc, rtg, ins, cpn, m, dated, y, px, par in data:
        cu = cusip(base)
        rows.append([cu, desc[0], rtg, ins, cpn, m, dated, "12/10/2026", y, px, par])
        for extra in desc[1:]:
            rows.append(("wrap", 1, extra))
        sz = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(sz, None), yield_=(y, None), price=(px, None))
    widths = [56, 136, 44, 28, 30, 50, 50, 50, 30, 42, 36]
    hdr = ("head", ["CUSIP", "Issuer", "Mdy/S&P", "Ins", "Cpn", "Maturity", "Dated", "Settle", "Yld", "Px", "Par (000)"])
    p1, p2 = rows[:8], rows[8:]

    def page1(c):
        y = head(c, ["CARROW BAY SECURITIES - MUNICIPAL BIDS", "12/08/2026  |  We are BUYERS at the levels below (bid side)  |  "
                     "yield to worst, px to worst date"], x=30)
        rows_at(c, 30, y, widths, [hdr, *p1], size=7, right_from=8)

    def page2(c):
        y = rows_at(c, 30, 750, widths, p2, size=7, right_from=8)
        pk.lines(c, 30, y - 8, ["Bids firm for 15 minutes on request; subject to credit review of the offering.",
                                "BAM / AGM = insured. Dated = interest accrual start."], size=7)

    pdf = build([page1, page2], title="Carrow Bay bids", author="Carrow Bay", foot="Carrow Bay Securities Inc. - bids wanted")
    att = Attachment("CB muni bids.pdf", pdf, OCTET, "pdf")
    body = "Bid list attached, two pages, bid side only.\n\nIan\n\n" + sig("Ian Rusk", "Municipal Trading", "Carrow Bay Securities Inc.", "+1 704 555 0128")
    return mk("carrowbay-muni-bids", "pdf", gold, sender=snd, to=TO, subject="CBS muni bids",
              date="Tue, 08 Dec 2026 09:04:00 -0500", text=body, attachments=[att])


# ------------------------------------------------------------------ loans with OID and floor (pair 2)


def boltons_loan_sheet():
    snd = "Ruth Amis <ramis@boltonsreach.com>"
    d = dealer_of(snd)
    gold = []
    data = [
        (["Halvergate Specialty Chemicals", "Holdings LLC"], "TLB", "S+375", "0.50", "03/2031", "99.00", "99.125", "99.625", "5"),
        (["Quarrington Health"], "TLB", "S+325", "0.50", "06/2032", "99.50", "100.00", "100.25", "5"),
        (["Quarrington Health"], "Delayed Draw TL", "S+325", "0.50", "06/2032", "99.50", "99.50", "100.25", "2"),
        (["Bexley Fold Packaging"], "TLA", "S+250", "0.00", "12/2029", "100.00", "99.75", "100.125", "3"),
        (["Wickersley Auto Services", "Intermediate Corp"], "TLB-2", "S+425", "0.75", "09/2030", "98.00", "96.875", "97.625", "2"),
        (["Pennock Outdoor Media"], "TLB", "S+350", "0.50", "11/2031", "99.75", "99.00", "95.50", "5"),
        (["Stainmore Insurance Brokers"], "Incremental TLB", "S+300", "0.50", "02/2032", "99.25", "100.125", "100.375", "3"),
    ]
    rows = []
    for bor, fac, mg, fl, m, oid, b, a, sz in data:
        rows.append([bor[0], fac, mg, fl, m, oid, b, a, sz])
        for extra in bor[1:]:
            rows.append(("wrap", 0, extra))
        key = f"{' '.join(bor).upper()} {fac.upper()} {mg} {m}"
        gold += q(key, "loan", d, size=(int(sz) * 1000000, int(sz) * 1000000), price=(b, a),
                  review=("price",) if float(b) > float(a) else ())
    widths = [140, 70, 44, 34, 50, 40, 44, 44, 44]
    hdr = ("head", ["Borrower", "Facility", "Margin", "Floor", "Maturity", "OID", "Bid", "Offer", "Size (MM)"])

    def page(c):
        y = head(c, ["BOLTONS REACH - LEVERAGED LOANS", "8 December 2026 | cash px, bid / offer | OID = issue price at syndication | floor %"])
        pk.rule(c, 36, 546, y + 8)
        y = rows_at(c, 36, y, widths, [hdr, *rows], right_from=3)
        pk.lines(c, 36, y - 10, ["Wickersley TLB-2 amended 10/2026 (+50bp, 25bp fee). Settlement T+7, LSTA par docs.",
                                 "Halvergate TLB: 1Q26 EBITDA $212mm, 4.9x net leverage. Call 101 soft call to 06/2027."], size=7)

    pdf = build([page], title="Loans", author="Boltons Reach", foot="Boltons Reach Capital LLC")
    att = Attachment("BR loans 12.08.pdf", pdf, MIME_PDF, "pdf")
    body = "Loan sheet attached.\n\n" + sig("Ruth Amis", "Loan Trading", "Boltons Reach Capital LLC", "+1 212 555 0108")
    return mk("boltons-loan-sheet", "pdf", gold, sender=snd, to=TO, subject="BR loan levels", date="Tue, 08 Dec 2026 08:12:00 -0500",
              text=body, attachments=[att])


def grennan_loan_sheet():
    snd = "Vik Sehgal <vsehgal@grennanpark.com>"
    d = dealer_of(snd)
    gold = []
    data = [
        ("Orlestone Water Services", "TLB", "S+300", "1,250", "98.75/99.25", "99.00", "07/15/2031"),
        ("Dunsfold Aerospace Components", "TLB", "S+400", "850", "99.50/100.00", "98.50", "04/30/2030"),
        ("Dunsfold Aerospace Components", "Delayed Draw TL", "S+400", "150", "99.00/99.75", "98.50", "04/30/2030"),
        ("Ickworth Learning", "TLB", "S+475", "600", "88.50/89.50", "99.00", "10/01/2029"),
        ("Rushmere Foods", "TLA", "S+225", "400", "99.875/100.125", "100.00", "12/20/2030"),
        ("Tidemill Data Centers", "TLB", "S+275", "2,000", "100.375/100.625", "99.75", "05/31/2033"),
    ]
    rows = []
    for bor, fac, mg, fsz, ba, oid, m in data:
        rows.append([bor, fac, mg, m, fsz, ba, oid])
        b, a = ba.split("/")
        gold += q(f"{bor.upper()} {fac.upper()} {mg} {m}", "loan", d, size=(2000000, 2000000), price=(b, a))
    widths = [150, 80, 44, 58, 62, 78, 44]
    hdr = ("head", ["Borrower", "Facility", "Spread", "Maturity", "Fac Size ($mm)", "Bid/Offer", "OID"])

    def page(c):
        y = head(c, ["GRENNAN PARK CAPITAL  -  Loan Run", "12/08/2026 - Loans 2mm per side unless noted. Fac Size = facility outstanding."])
        y = rows_at(c, 36, y, widths, [hdr, *rows], right_from=4)
        pk.lines(c, 36, y - 10, ["Ickworth: covenant reset, lenders' call Thursday 11:00 ET. Rushmere TLA amortises 5% p.a."], size=7)

    pdf = build([page], title="Loan run", author="Grennan Park", foot="Grennan Park Capital")
    att = Attachment("GPC loan run.pdf", pdf, MIME_PDF, "pdf")
    body = "Run attached.\n\n" + sig("Vik Sehgal", "Par Loans", "Grennan Park Capital LLC", "+1 312 555 0152")
    return mk("grennan-loan-sheet", "pdf", gold, sender=snd, to=TO, subject="GPC loans", date="Tue, 08 Dec 2026 08:40:00 -0500",
              text=body, attachments=[att])


# ------------------------------------------------------------------ CLO tranches (pair 3)


def fairhurst_clo_sections():
    snd = "Ola Brandt <obrandt@fairhurstcredit.com>"
    d = dealer_of(snd)
    gold = []
    sec1 = [
        ("30623TAA", "FHCLO 2021-3A", "A1R", "4.1", ("132", "126"), ("100.16", "100.30"), "10"),
        ("40438LAC", "Harlow Park CLO 2024-1A", "A", "5.6", ("136", "130"), ("100.22", "100.38"), "10"),
        ("54912WAE", "Lindale CLO 2023-2A", "B", "4.9", ("178", "168"), ("100.08", "100.42"), "5"),
    ]
    sec2 = [
        ("63410QAJ", "Marchmont CLO 2022-4A", "D", ("96.75", "97.75"), ("412", "389"), "6.2", "3"),
        ("71723RAL", "Penrose Street CLO 2020-1A", "E", ("89.50", "91.00"), ("781", "742"), "5.1", "2"),
        ("82208UAG", "Shelton Bay CLO 2024-2A", "E", ("100.00", "100.75"), ("640", "621"), "7.4", "2"),
    ]
    r1 = []
    for base, deal, cls, wal, dm, px, sz in sec1:
        cu = cusip(base)
        r1.append([cu, deal, cls, wal, dm[0], dm[1], px[0], px[1], sz])
        s = int(sz) * 1000000
        gold += q(cu, "structured", d, size=(s, s), dm=dm, price=px)
    r2 = []
    for base, deal, cls, px, dm, wal, sz in sec2:
        cu = cusip(base)
        r2.append([cu, deal, cls, px[0], px[1], dm[0], dm[1], wal, sz])
        s = int(sz) * 1000000
        gold += q(cu, "structured", d, size=(s, s), price=px, dm=dm)
    w = [60, 130, 32, 42, 42, 42, 42, 42, 40]

    def page(c):
        y = head(c, ["FAIRHURST CREDIT - CLO SECONDARY", "8-Dec-2026 | DM over 3m SOFR | sizes in MM, both sides | WAL in years"])
        y = rows_at(c, 36, y, w, [("section", "AAA / AA / A"),
                                  ("head", ["CUSIP", "Deal", "Class", "WAL", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr", "Size"]), *r1], right_from=3)
        y -= 8
        y = rows_at(c, 36, y, w, [("section", "BBB / BB MEZZ - note column order"),
                                  ("head", ["CUSIP", "Deal", "Class", "Px Bid", "Px Ofr", "DM Bid", "DM Ofr", "WAL", "Size"]), *r2], right_from=3)
        pk.lines(c, 36, y - 10, ["Marchmont D: reinvestment ends 04/2027; OC cushion 3.1%. Penrose E: MVOC 104.6."], size=7)

    pdf = build([page], title="CLO secondary", author="Fairhurst", foot="Fairhurst Credit Partners")
    att = Attachment("Fairhurst CLO 8-Dec.pdf", pdf, MIME_PDF, "pdf")
    body = "CLO levels attached - mezz section has px first.\n\n" + sig("Ola Brandt", "CLO Trading", "Fairhurst Credit Partners", "+1 646 555 0186")
    return mk("fairhurst-clo-sections", "pdf", gold, sender=snd, to=TO, subject="Fairhurst CLO", date="Tue, 08 Dec 2026 09:20:00 -0500",
              text=body, attachments=[att])


def lanyon_clo_pages():
    snd = "Cal Dempsey <cdempsey@lanyonridge.com>"
    d = dealer_of(snd)
    gold = []
    data = [
        ("AAA", "13802FAB", "Cobham Lane CLO 2019-1A", "A1RR", "0.8742", "100.05 / 100.18", "129 / 123"),
        ("AAA", "37654KAA", "Greystoke CLO 2025-1A", "A", "1.0000", "100.20 / 100.34", "131 / 126"),
        ("AA", "47182NAD", "Inchbrook CLO 2023-3A", "B1", "1.0000", "100.12 / 100.40", "172 / 164"),
        ("BBB", "51997CAH", "Kettering Rd CLO 2021-2A", "D", "1.0000", "98.25 / 99.00", "371 / 352"),
        ("BB", "59016TAK", "Millbeck CLO 2022-1A", "E", "1.0000", "93.00 / 94.25", "712 / 680"),
        ("BB", "66231GAL", "Norcross CLO 2024-4A", "E", "1.0000", "99.50 / 100.25", "598 / 584"),
        ("B", "78509HAN", "Rillington CLO 2020-3A", "F", "1.0000", "71.00 / 74.00", "1,380 / 1,205"),
    ]
    rows = []
    for rtg, base, deal, cls, fac, px, dm in data:
        cu = cusip(base)
        rows.append([rtg, cu, deal, cls, fac, px, dm])
        pb, pa = px.split(" / ")
        db, da = dm.split(" / ")
        gold += q(cu, "structured", d, size=(1000000, 1000000), price=(pb, pa), dm=(db, da),
)
    w = [30, 62, 150, 36, 44, 92, 82]
    hdr = ("head", ["Rtg", "CUSIP", "Deal", "Class", "Factor", "Px (B / O)", "DM (B / O)"])

    def page1(c):
        y = head(c, ["LANYON RIDGE - CLO RUN", "08.12.2026 | 1mm clips | DM vs 3M SOFR"])
        rows_at(c, 36, y, w, [hdr, *rows[:4]], right_from=4)

    def page2(c):
        y = rows_at(c, 36, 750, w, rows[4:], right_from=4)
        pk.lines(c, 36, y - 10, ["Rillington F: DM run at 2 CDR / 20 CPR / 70 recovery."], size=7)

    pdf = build([page1, page2], title="CLO run", author="Lanyon Ridge", foot="Lanyon Ridge Securities")
    att = Attachment("LR CLO run.pdf", pdf, MIME_PDF, "pdf")
    body = "CLO run attached.\n\n" + sig("Cal Dempsey", "Structured Credit", "Lanyon Ridge Securities", "+44 20 7946 0877")
    return mk("lanyon-clo-pages", "pdf", gold, sender=snd, to=TO, subject="LR CLO run", date="Tue, 08 Dec 2026 09:33:00 -0500",
              text=body, attachments=[att])


# ------------------------------------------------------------------ ABS / RMBS / CMBS (pair 4)


def oakhanger_sp_offerings():
    snd = "Mei Harrop <mharrop@oakhanger.com>"
    d = dealer_of(snd)
    gold = []
    data = [
        # section, id, desc, orig(000), curr(000), factor, cpn, wal, sprd, px
        ("ABS", "67420RAD", "OAKH AUTO 2024-2 A3", "25,000", "18,410", "0.7364", "4.870", "1.1", "T+62", "100-03"),
        ("ABS", "12646TAB", "CRESTLINE CARD 2025-1 A", "15,000", "15,000", "1.0000", "4.520", "2.4", "J+71", "99-26+"),
        ("RMBS", "29410MAF", "ELMWORTH MTG 2023-NQM4 A1", "20,000", "8,462", "0.4231", "5.000", "2.8", "T+145", "99-16"),
        ("RMBS", "35877BAC", "FOXLEY RES 2022-1 M1", "10,000", "6,118", "0.6118", "5.750", "3.6", "T+238", "97-08"),
        ("CMBS", "55302LAJ", "MERIDEN CML 2024-C7 AS", "12,000", "12,000", "1.0000", "5.212", "7.8", "J+135", "100-00"),
        ("CMBS", "70114VAE", "PELLWOOD 2025-FL3 A", "18,000", "16,740", "0.9300", "S+145", "2.2", "S+142", "100-02"),
    ]
    rows = []
    for sec, base, desc, orig, curr, fac, cp, wal, sp, px in data:
        cu = cusip(base)
        rows.append([sec, cu, desc, orig, curr, fac, cp, wal, sp, px])
        sz = int(curr.replace(",", "")) * 1000
        measure = "dm" if sp.startswith("S+") else "spread"
        gold += q(cu, "structured", d, size=(None, sz), **{measure: (None, sp[2:])}, price=(None, px))
    w = [34, 58, 138, 46, 46, 40, 34, 28, 42, 40]
    hdr = ("head", ["Sect", "CUSIP", "Description", "Orig (000)", "Curr (000)", "Factor", "Cpn", "WAL", "Sprd", "Px"])

    def page(c):
        y = head(c, ["OAKHANGER - SECURITISED OFFERINGS", "8 Dec 2026 | offered side | size = current face | T = UST, "
                     "J = interpolated UST, S = DM over 1m SOFR | px in 32nds"])
        y = rows_at(c, 36, y, w, [hdr, *rows], right_from=3)
        pk.lines(c, 36, y - 10, ["PELLWOOD 2025-FL3 A coupon is 1m SOFR + 145 (quoted margin); offer DM S+142.",
                                 "Elmworth A1 steps up to 6.000 in 2027. Factors as of the 11/25 distribution."], size=7)

    pdf = build([page], title="Offerings", author="Oakhanger", foot="Oakhanger Securities LLC")
    att = Attachment("Oakhanger SP offerings.pdf", pdf, MIME_PDF, "pdf")
    body = "Offerings attached.\n\n" + sig("Mei Harrop", "Securitized Products", "Oakhanger Securities LLC", "+1 212 555 0197")
    return mk("oakhanger-sp-offerings", "pdf", gold, sender=snd, to=TO, subject="Oakhanger ABS/RMBS/CMBS offerings",
              date="Tue, 08 Dec 2026 10:02:00 -0500", text=body, attachments=[att])


def pelhamvane_bwic_results():
    snd = "BWIC desk <bwic@pelhamvane.com>"
    d = dealer_of(snd)
    gold = []
    data = [
        ("19831KAC", "CARMODY AUTO 2023-1 B", "5,000", "0.5821", "99-08 / 99-16", "99-14"),
        ("26403PAB", "DRAYFORD RES 2021-NQM2 A1", "12,500", "0.3108", "mid-90s", "95-22"),
        ("43199FAD", "HARTSWELL SFR 2024-1 C", "8,000", "1.0000", "97-24 / 98-00", "DNT"),
        ("52816MAG", "KEYSTONE CML 2019-C5 AM", "10,000", "0.9712", "93.50-94.00", "93.875"),
        ("61907BAF", "LOWESWATER STUDENT 2022-A B", "4,000", "0.7745", "88-00", "88-09"),
        ("79440DAE", "SANDOWN EQUIP 2024-2 A3", "6,000", "0.8864", "100-04+ / 100-08", "100-07"),
    ]
    rows = []
    for base, desc, orig, fac, talk, cover in data:
        cu = cusip(base)
        rows.append([cu, desc, orig, fac, talk, cover])
        sz = int(orig.replace(",", "")) * 1000
        ms = {}
        if talk != "mid-90s":
            if " / " in talk:
                tb, ta = talk.split(" / ")
            elif "-" in talk and "." in talk:
                tb, ta = talk.split("-")
            else:
                tb = ta = talk
            ms["talk"] = (tb, ta)
        if cover != "DNT":
            ms["cover"] = (cover, cover)
        gold += q(cu, "structured", d, size=(sz, sz), **ms)
    w = [62, 160, 60, 46, 90, 54]
    hdr = ("head", ["CUSIP", "Description", "Orig Face (000)", "Factor", "Price Talk", "Cover"])

    def page(c):
        y = head(c, ["PELHAM VANE - BWIC RESULTS", "Tue 08-Dec-2026 11:00 ET list | talk and covers | DNT = did not trade"])
        y = rows_at(c, 36, y, w, [hdr, *rows], right_from=2)
        pk.lines(c, 36, y - 10, ["Covers are the second-best bid. 6 line items, 5 traded. Next list Thursday 10:00 ET."], size=7)

    pdf = build([page], title="BWIC results", author="Pelham Vane", foot="Pelham Vane & Co.")
    att = Attachment("PV BWIC results 08Dec.pdf", pdf, MIME_PDF, "pdf")
    body = "Results from this morning's list attached.\n\n" + sig("BWIC Desk", "ABS / RMBS / CMBS", "Pelham Vane & Co.", "+1 212 555 0110")
    return mk("pelhamvane-bwic-results", "pdf", gold, sender=snd, to=TO, subject="BWIC results 12/8 11:00",
              date="Tue, 08 Dec 2026 12:15:00 -0500", text=body, attachments=[att])


# ------------------------------------------------------------------ axes by section: IG / HY / EM (pair 5)


def stourton_axes_sections():
    snd = "Bea Kimura <bkimura@stourtonkaye.com>"
    d = dealer_of(snd)
    gold = []
    ig = [("ORRELL 5.1 04/15/31", "ORRELL 5.1 2031-04-15", "+97", "+92", "5"),
          ("HESWALL 4.35 10/01/30", "HESWALL 4.35 2030-10-01", "+74", "+70", "5"),
          ("VANTOSH 5.85 06/30/54", "VANTOSH 5.85 2054-06-30", "+160", "+154", "3")]
    hy = [("CRESSWELL 8.5 10/15/29", "CRESSWELL 8.5 2029-10-15", "102.50", "103.25", "2"),
          ("NORTHAM 6.125 01/15/32", "NORTHAM 6.125 2032-01-15", "94.25", "95.25", "2")]
    em = [("COLOM 7.5 02/02/34", "COLOM 7.5 2034-02-02", "6.98", "6.91", "2"),
          ("MEX 6.35 02/09/35", "MEX 6.35 2035-02-09", "6.12", "6.06", "2"),
          ("REPHUN 5.5 03/26/36", "REPHUN 5.5 2036-03-26", "5.41", "5.35", "2")]
    offers = [("BRAMHOPE 7 3/4 02/15/31", "BRAMHOPE 7.75 2031-02-15", "-", "101.375", "3"),
              ("TALBRIDGE 9 12/01/28", "TALBRIDGE 9 2028-12-01", "-", "99.50", "1")]
    w = [160, 60, 60, 50]
    rows = [("section", "IG - spread to UST (bp)"), ("head", ["Security", "Bid Px", "Ask Px", "Sz (MM)"])]
    for wr, key, b, a, sz in ig:
        rows.append([wr, b, a, sz])
        gold += q(key, "ig", d, size=(int(sz) * 1000000,) * 2, spread=(b, a))
    rows.append(("section", "HY - cash price"))
    for wr, key, b, a, sz in hy:
        rows.append([wr, b, a, sz])
        gold += q(key, "hy", d, size=(int(sz) * 1000000,) * 2, price=(b, a))
    rows.append(("section", "EM SOVEREIGNS - levels are yields (%)"))
    for wr, key, b, a, sz in em:
        rows.append([wr, b, a, sz])
        gold += q(key, "em_sovereign", d, size=(int(sz) * 1000000,) * 2, yield_=(b, a))
    rows.append(("section", "HY AXES - offers only (cash price)"))
    for wr, key, b, a, sz in offers:
        rows.append([wr, b, a, sz])
        gold += q(key, "hy", d, size=(None, int(sz) * 1000000), price=(None, a))

    def page(c):
        y = head(c, ["STOURTON KAYE - CREDIT AXES", "08/12/2026 - one set of columns for all sections; the section heading gives the unit"])
        rows_at(c, 36, y, w, rows, right_from=1, size=8, lead=12)

    pdf = build([page], title="Axes", author="Stourton Kaye", foot="Stourton Kaye Ltd")
    att = Attachment("SK axes.pdf", pdf, MIME_PDF, "pdf")
    body = "Axes attached.\n\n" + sig("Bea Kimura", "Credit Sales", "Stourton Kaye Ltd", "+44 20 7946 0452")
    return mk("stourton-axes-sections", "pdf", gold, sender=snd, to=TO, subject="SK axes", date="Tue, 08 Dec 2026 06:45:00 -0500",
              text=body, attachments=[att])


def merriden_px_yld_sprd():
    snd = "Hugo Ladd <hladd@merriden.com>"
    d = dealer_of(snd)
    gold = []
    w = [150, 46, 46, 46, 46, 46, 46, 40]
    hdr = ("head", ["Bond", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask", "Sprd Bid", "Sprd Ask", "Size"])
    ig = [("BRAXTON CORP 4.75 03/01/32", "BRAXTON CORP 4.75 2032-03-01", ("98.52", "98.77"), ("5.07", "5.02"), ("106", "101"), "3MM"),
          ("KELLAWAY 5.4 07/15/35", "KELLAWAY 5.4 2035-07-15", ("100.88", "101.30"), ("5.27", "5.21"), ("129", "123"), "2MM"),
          ("FENNIMORE 4.2 11/01/28", "FENNIMORE 4.2 2028-11-01", ("99.87", "99.96"), ("4.27", "4.22"), ("58", "53"), "5MM")]
    rows = [("section", "INVESTMENT GRADE"), hdr]
    for wr, key, p, y, s, sz in ig:
        rows.append([wr, p[0], p[1], y[0], y[1], s[0], s[1], sz])
        gold += q(key, "ig", d, size=sz, price=p, yield_=y, spread=s)
    hy = [("OSPREY MED 7.5 09/15/29", "OSPREY MED 7.5 2029-09-15", ("100.75", "101.25"), ("7.19", "7.01"), ("n/a", "n/a"), "2MM"),
          ("KILBRIDE 9.375 06/30/30", "KILBRIDE 9.375 2030-06-30", ("96.00", "97.00"), ("10.51", "10.14"), ("n/a", "n/a"), "1MM")]
    rows += [("section", "HIGH YIELD"), hdr]
    for wr, key, p, y, s, sz in hy:
        rows.append([wr, p[0], p[1], y[0], y[1], s[0], s[1], sz])
        gold += q(key, "hy", d, size=sz, price=p, yield_=y)
    em = [("TURKIY 7.125 07/17/32", "TURKIY 7.125 2032-07-17", ("101.10", "101.60"), ("6.87", "6.76"), ("302", "291"), "2MM"),
          ("ROMANI 6.375 01/30/34", "ROMANI 6.375 2034-01-30", ("99.05", "99.55"), ("6.54", "6.46"), ("255", "247"), "2MM")]
    rows += [("section", "EM SOVEREIGN (spread = Z)"), hdr]
    for wr, key, p, y, s, sz in em:
        rows.append([wr, p[0], p[1], y[0], y[1], s[0], s[1], sz])
        gold += q(key, "em_sovereign", d, size=sz, price=p, yield_=y, z_spread=s)

    def page(c):
        y = head(c, ["MERRIDEN SECURITIES - RUN", "8-Dec-2026 | IG spread vs UST, EM spread is Z | bid / ask"], x=36, y=560)
        rows_at(c, 36, y, w, rows, right_from=1, size=8, lead=12)

    buf, c = pk.new("letterl", "Run", "Merriden")
    page(c)
    pk.footer(c, "Merriden Securities", 1, 1)
    c.showPage()
    pdf = pk.done(buf, c)
    att = Attachment("Merriden run.pdf", pdf, MIME_PDF, "pdf")
    body = "Run attached.\n\n" + sig("Hugo Ladd", "Credit Trading", "Merriden Securities", "+1 212 555 0144")
    return mk("merriden-px-yld-sprd", "pdf", gold, sender=snd, to=TO, subject="Merriden run", date="Tue, 08 Dec 2026 07:15:00 -0500",
              text=body, attachments=[att])


# ------------------------------------------------------------------ no quotes (pair 6)


def thackery_trade_confirm():
    snd = "Confirmations <confirms@thackeryrowe.com>"

    def page(c):
        y = head(c, ["THACKERY ROWE & CO. - TRADE CONFIRMATION", "Trade date 12/07/2026 | Settlement 12/09/2026 | Account EXAMPLE AM - MUNI SMA 04"])
        rows = [("head", ["Side", "CUSIP", "Description", "Par", "Price", "Yield", "Accrued", "Net Amount"])]
        rows.append(["BUY", cusip("13063DZK"), "CALIFORNIA ST GO 5.000 08/01/2035", "1,000,000", "111.274", "3.210", "17,777.78", "1,130,517.78"])
        rows.append(["BUY", cusip("419792JX"), "HAWAII ST GO 5.000 10/01/2036", "500,000", "110.055", "3.360", "4,861.11", "555,136.11"])
        rows.append(["SELL", cusip("20775HNB"), "CT HEALTH & EDL 4.000 07/01/2048", "250,000", "96.742", "4.230", "4,444.44", "246,299.44"])
        y = rows_at(c, 36, y, [32, 62, 170, 54, 44, 36, 50, 66], rows, right_from=3)
        pk.lines(c, 36, y - 12, ["Yield shown is yield to worst (call 08/01/2032 @100 for CA GO). Capacity: principal.",
                                 "MSRB Rule G-15 disclosure available on request. Markup disclosed where applicable: 0.42 pts."], size=7)

    pdf = build([page], title="Confirm", author="Thackery Rowe", foot="Thackery Rowe & Co. - Member FINRA/SIPC")
    att = Attachment("Confirm 20261207.pdf", pdf, MIME_PDF, "pdf")
    body = "Please find attached your confirmation for trades dated 12/07/2026.\n\nThackery Rowe & Co. Operations"
    return mk("thackery-trade-confirm", "pdf", [], sender=snd, to="ops@clients.example-am.com",
              subject="Trade confirmation TD 12/07/2026", date="Tue, 08 Dec 2026 06:10:00 -0500", text=body, attachments=[att])


def ellwood_portfolio_recap():
    snd = "Sam Okafor <sokafor@ellwoodmarsh.com>"

    def page(c):
        y = head(c, ["ELLWOOD MARSH - PORTFOLIO RECAP (month-end marks)", "As of 11/30/2026 close | prepared for Example AM Credit Opps"])
        rows = [("head", ["Holding", "Face", "Cost", "Mark", "Mkt Value", "Unreal P&L", "Wgt %"])]
        rows += [["KESTREL HARBOR TLB S+325 10/2031", "5,000,000", "99.00", "99.375", "4,968,750", "18,750", "14.2"],
                 ["CRESSWELL 8.5 10/15/29", "3,000,000", "101.25", "102.875", "3,086,250", "48,750", "8.8"],
                 ["ELMWORTH MTG 2023-NQM4 A1", "8,462,000", "98.50", "99.4375", "8,414,331", "79,331", "24.0"],
                 ["COLOM 7.5 02/02/34", "2,000,000", "103.10", "103.65", "2,073,000", "11,000", "5.9"]]
        y = rows_at(c, 36, y, [170, 60, 44, 48, 64, 58, 36], rows, right_from=1)
        pk.lines(c, 36, y - 12, ["Marks are month-end closing levels for valuation only, not bids or offers.",
                                 "MTD return +0.84%, YTD +7.12%. Cash 1,204,332. Call to discuss rebalancing."], size=7)

    pdf = build([page], title="Recap", author="Ellwood Marsh", foot="Ellwood Marsh LLC")
    att = Attachment("Portfolio recap Nov-26.pdf", pdf, MIME_PDF, "pdf")
    body = "Month-end recap attached for your records.\n\n" + sig("Sam Okafor", "Client Coverage", "Ellwood Marsh LLC", "+1 212 555 0171")
    return mk("ellwood-portfolio-recap", "pdf", [], sender=snd, to=TO, subject="November recap",
              date="Tue, 08 Dec 2026 10:30:00 -0500", text=body, attachments=[att])


# ------------------------------------------------------------------ European dealer: EM, FRNs, converts (pair 7)


def veltrano_em_frn_cv():
    snd = "Giulia Ferri <giulia.ferri@bancaveltrano.it>"
    d = dealer_of(snd)
    gold = []
    em = [("XS", "2681104A0", "ROMANIA 5.625 22/02/2036", "ROMANIA 5.625 2036-02-22", ("97.85", "98.35"), ("5.92", "5.85")),
          ("XS", "2749332B0", "REP OF HUNGARY 4.5 16/06/2034", "REP OF HUNGARY 4.5 2034-06-16", ("96.40*", "96.90"), ("5.07", "4.99")),
          ("XS", "2810457C0", "REP OF TURKIYE 6.5 03/01/2035", "REP OF TURKIYE 6.5 2035-01-03", ("98.10", "98.80"), ("6.79", "6.69"))]
    frn = [("XS", "2902115D0", "EIB FRN 15/09/2029 (3mE+12)", ("-3", "-6"), ("100.08", "100.16"), "agency"),
           ("XS", "2955780E0", "KFW FRN 04/03/2028 (SOFR+18)", ("-5", "-8"), ("100.14", "100.20"), "agency"),
           ("XS", "2877314F0", "SANTALUNA ENERGIA FRN 11/2030 (3mE+135)", ("128", "119"), ("100.30", "100.65"), "corporate")]
    cv = [("XS", "2733591G0", "VELDANO SPA 1.5 30/06/2030 CV", ("104.25", "105.00"), "parity 92.4 / prem 13.2%"),
          ("XS", "2799046H0", "ORMEA TELECOM 0 15/01/2029 CV", ("95.10", "95.85"), "parity 61.0 / prem 56.6%")]
    rows1, rows2, rows3 = [], [], []
    for pre, body9, wr, _key, p, y in em:
        i = isin(pre, body9)
        rows1.append([i, wr, p[0], p[1], y[0], y[1], "2"])
        gold += q(i, "em_sovereign", d, size=(2000000, 2000000), price=(p[0].rstrip("*"), p[1]), yield_=y)
    for pre, body9, wr, dm, px, cls in frn:
        i = isin(pre, body9)
        rows2.append([i, wr, dm[0], dm[1], px[0], px[1], "5"])
        gold += q(i, "frn", d, size=(5000000, 5000000), asset_class=cls, dm=dm, price=px)
    for pre, body9, wr, p, note in cv:
        i = isin(pre, body9)
        rows3.append([i, wr, p[0], p[1], note, "1"])
        gold += q(i, "convert", d, size=(1000000, 1000000), price=p)
    w1 = [70, 170, 44, 44, 38, 38, 40]
    w3 = [70, 170, 44, 44, 110, 40]

    def page(c):
        y = head(c, ["BANCA VELTRANO - EUR / USD CREDIT", "08/12/2026 - dates DD/MM/YYYY - sizes in mln"], x=36, y=790)
        y = rows_at(c, 36, y, w1, [("section", "EM SOVEREIGN (USD)"),
                                   ("head", ["ISIN", "Bond", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask", "Size"]), *rows1], right_from=2)
        y -= 6
        y = rows_at(c, 36, y, w1, [("section", "FLOATERS - DM (bp) then price"),
                                   ("head", ["ISIN", "FRN (quoted margin)", "DM Bid", "DM Ask", "Px Bid", "Px Ask", "Size"]), *rows2], right_from=2)
        y -= 6
        y = rows_at(c, 36, y, w3, [("section", "CONVERTIBLES - price"),
                                   ("head", ["ISIN", "Bond", "Bid", "Ask", "Ref", "Size"]), *rows3], right_from=2)
        pk.lines(c, 36, y - 10, ["* Hungary 2034 bid as of 08:15 CET, refreshed on request.",
                                 "Ref: parity and premium at stock ref EUR 14.62 (Veldano) / EUR 3.18 (Ormea)."], size=7)

    pdf = build([page], size="a4", title="Credit run", author="Banca Veltrano", foot="Banca Veltrano S.p.A. - Milano")
    att = Attachment("Veltrano credit 08-12-2026.pdf", pdf, MIME_PDF, "pdf")
    body = "Buongiorno,\n\nin allegato il run di oggi (EM, floaters, convertibili).\n\n" + sig(
        "Giulia Ferri", "Credit Sales", "Banca Veltrano S.p.A.", "+39 02 5555 0188")
    return mk("veltrano-em-frn-cv", "pdf", gold, sender=snd, to=TO, subject="Veltrano run 08/12", date="Tue, 08 Dec 2026 03:40:00 -0500",
              text=body, attachments=[att])


def kessler_em_frn_pfd():
    snd = "Jonas Weil <jonas.weil@kessleraumann.de>"
    d = dealer_of(snd)
    gold = []
    em = [("XS", "2713389J0", "REPUBLIK POLEN 4,875 04.10.2033", ("100,45", "100,95"), ("4,79", "4,71")),
          ("XS", "2687710K0", "RUMAENIEN 6,25 12.09.2031", ("101,20", "101,80"), ("5,94", "5,81")),
          ("XS", "2794425L0", "KOLUMBIEN 8 14.11.2035", ("103,40", "104,20"), ("7,45", "7,34"))]
    frn = [("DE", "000A3E5N0", "NRW.BANK FRN 22.06.2029", ("-4", "-7"), ("100,06", "100,12"), "agency"),
           ("DE", "000A2LQ70", "HOHENBERG AG FRN 03.2031", ("112", "104"), ("100,22", "100,55"), "corporate")]
    pfd = [("DE", "000A1TNR0", "LANDSTEIN VERSICHERUNG 5,5% PERP NC2029", ("98,75", "99,50"), "preferred"),
           ("XS", "2901557M0", "WALDECK CHEMIE 1,25 2031 CV", ("97,60", "98,35"), "convert")]
    rows = [("section", "EM SOUVERAENE (USD) - Kurs / Rendite"),
            ("head", ["ISIN", "Anleihe", "Geld", "Brief", "Rend. Geld", "Rend. Brief"])]
    for pre, b9, wr, p, y in em:
        i = isin(pre, b9)
        rows.append([i, wr, p[0], p[1], y[0], y[1]])
        gold += q(i, "em_sovereign", d, price=p, yield_=y, comma=True)
    rows += [("section", "FLOATER - Discount Margin (bp) / Kurs"),
             ("head", ["ISIN", "Anleihe", "DM Geld", "DM Brief", "Kurs Geld", "Kurs Brief"])]
    for pre, b9, wr, dm, p, cls in frn:
        i = isin(pre, b9)
        rows.append([i, wr, dm[0], dm[1], p[0], p[1]])
        gold += q(i, "frn", d, asset_class=cls, dm=dm, price=p, comma=True)
    rows += [("section", "HYBRIDE / WANDELANLEIHEN - Kurs"), ("head", ["ISIN", "Anleihe", "Geld", "Brief", "", ""])]
    for pre, b9, wr, p, grp in pfd:
        i = isin(pre, b9)
        rows.append([i, wr, p[0], p[1], "", ""])
        gold += q(i, grp, d, price=p, comma=True)

    def page(c):
        y = head(c, ["KESSLER AUMANN - RENTEN-RUN", "08.12.2026 | Kurse in % | Volumen 1 Mio. je Seite"], x=36, y=790)
        y = rows_at(c, 36, y, [70, 190, 50, 50, 56, 56], rows, right_from=2)
        pk.lines(c, 36, y - 10, ["Volumen: 1 Mio je Seite bei allen Titeln. Valuta T+2. Indikativ."], size=7)

    pdf = build([page], size="a4", title="Run", author="Kessler Aumann", foot="Kessler Aumann Bank AG - Frankfurt")
    for qq in gold:
        qq["bid_size"] = qq["ask_size"] = 1000000
    att = Attachment("KA Renten 08.12.2026.pdf", pdf, MIME_PDF, "pdf")
    body = "Guten Morgen,\n\nanbei unser Run.\n\n" + sig("Jonas Weil", "Rentenhandel", "Kessler Aumann Bank AG", "+49 69 5555 0142")
    return mk("kessler-em-frn-pfd", "pdf", gold, sender=snd, to=TO, subject="KA Run 08.12.", date="Tue, 08 Dec 2026 03:55:00 -0500",
              text=body, attachments=[att])


# ------------------------------------------------------------------ munis left-of-name + agency callables (pair 8)


def rowntree_muni_agency():
    snd = "Elise Marr <emarr@rowntreegale.com>"
    d = dealer_of(snd)
    gold = []
    mun = [
        (("3.48", "3.42"), ("109.212", "109.640"), "19765YBH", "CLARK CNTY NV SCH DIST GO", "5.000", "06/15/2037", "06/15/34 @100", "BAM", "A1/A+", "1,000"),
        (("4.11", "4.05"), ("99.101", "99.843"), "235036ZM", "DALLAS FORT WORTH INTL ARPT REV", "4.000", "11/01/2045", "11/01/33 @100", "", "A1/AA-", "500"),
        (("3.71", "3.66"), ("111.880", "112.305"), "646140DX", "NJ TPK AUTH REV", "5.250", "01/01/2040", "01/01/35 @100", "", "A2/AA-", "2,000"),
        (("3.95", "3.90"), ("100.398", "100.812"), "56052FMR", "MAINE ST TPK AUTH REV", "4.000", "07/01/2041", "07/01/31 @100", "", "Aa3/AA-", "750"),
        (("3.30", "3.22"), ("100.000", "100.430"), "708796QS", "PENNSYLVANIA ST GO", "3.300", "09/15/2033", "NC", "", "Aa2/A+", "1,000"),
    ]
    rows = [("head", ["Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px", "CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Ins", "Rating"])]
    for y, p, base, iss, cp, m, call, ins, rtg, par in mun:
        cu = cusip(base)
        rows.append([y[0], y[1], p[0], p[1], cu, iss, cp, m, call, ins, rtg])
        rows.append(["", "", "", "", "", f"   size {par}M", "", "", "", "", ""])
        sz = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(sz, sz), yield_=y, price=p)
    ag = [(("100.125", "100.250"), ("4.53", "4.49"), "3133EQTB", "FFCB 4.58 03/05/2031 c 03/05/27", "5"),
          (("99.625", "99.750"), ("4.86", "4.83"), "3130B2LX", "FHLB 4.75 09/20/2033 c 09/20/27", "5"),
          (("98.500", "98.750"), ("5.02", "4.97"), "3134H1QW", "FHLMC 4.70 12/10/2035 c 12/10/26", "3")]
    arows = [("head", ["Bid Px", "Ofr Px", "YTW Bid", "YTW Ofr", "CUSIP", "Callable", "Size (MM)", "", "", "", ""])]
    for p, y, base, desc, sz in ag:
        cu = cusip(base)
        arows.append([p[0], p[1], y[0], y[1], cu, desc, sz, "", "", "", ""])
        gold += q(cu, "agency", d, size=(int(sz) * 1000000,) * 2, price=p, yield_=y)
    w = [36, 36, 46, 46, 58, 150, 30, 52, 64, 28, 46]

    def page(c):
        y = head(c, ["ROWNTREE GALE - MUNIS & AGENCY CALLABLES", "12/8/2026 | levels first, then the bond | muni size (M = $000) on the line under each bond"], x=24, y=560)
        y = rows_at(c, 24, y, w, [("section", "MUNICIPALS"), *rows], size=7)
        y -= 6
        y = rows_at(c, 24, y, w, [("section", "AGENCY CALLABLES"), *arows], size=7)

    buf, c = pk.new("letterl", "Munis", "Rowntree Gale")
    page(c)
    pk.footer(c, "Rowntree Gale Securities", 1, 1)
    c.showPage()
    pdf = pk.done(buf, c)
    att = Attachment("RG munis agencies.pdf", pdf, MIME_PDF, "pdf")
    body = "Sheet attached.\n\n" + sig("Elise Marr", "Fixed Income Sales", "Rowntree Gale Securities", "+1 214 555 0133")
    return mk("rowntree-muni-agency", "pdf", gold, sender=snd, to=TO, subject="RG munis + agy callables",
              date="Tue, 08 Dec 2026 08:50:00 -0500", text=body, attachments=[att])


def sallowfield_muni_agency():
    snd = "Ben Trask <btrask@sallowfield.com>"
    d = dealer_of(snd)
    gold = []
    mun = [
        ("452152TF", "ILLINOIS ST GO", "5.500", "03/01/2047", "03/01/35@100", "5.000", ("4.41", "4.33"), ("108.420", "109.035"), "1,000"),
        ("13034AMU", "CALIFORNIA ST INFRA & ECON DEV", "5.000", "07/01/2042", "07/01/34@100", "", ("3.88", "3.82"), ("107.882", "108.330"), "500"),
        ("592112WD", "MET GOVT NASHVILLE GO", "4.000", "07/01/2038", "07/01/32@102", "", ("3.63", "3.57"), ("104.104", "104.615"), "1,500"),
        ("797440CR", "SAN DIEGO CNTY REGL ARPT", "5.000", "07/01/2050", "07/01/35@100", "", ("4.24", "4.29"), ("105.510", "105.918"), "1,000"),
    ]
    rows = [("head", ["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Yld B", "Yld O", "Px B", "Px O", "Par (000)"])]
    for base, iss, cp, m, call, _, y, p, par in mun:
        cu = cusip(base)
        rows.append([cu, iss, cp, m, call, y[0], y[1], p[0], p[1], par])
        sz = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(sz, sz), yield_=y, price=p, review=("yield",) if float(y[0]) < float(y[1]) else ())
    ag = [("3133ERKV", "FFCB 4.125 10/15/2030", ("-2", "-5"), ("100.018", "100.125")),
          ("3135GBFA", "FNMA 4.25 01/24/2031", ("+1", "-2"), ("100.210", "100.330")),
          ("880591FH", "TVA 4.65 06/15/2035", ("+14", "+11"), ("101.930", "102.180"))]
    arows = [("head", ["CUSIP", "Agency bullet", "", "", "", "Sprd B", "Sprd O", "Px B", "Px O", ""])]
    for base, desc, s, p in ag:
        cu = cusip(base)
        arows.append([cu, desc, "", "", "", s[0], s[1], p[0], p[1], ""])
        gold += q(cu, "agency", d, size=(10000000, 10000000), i_spread=s, price=p)
    w = [60, 150, 34, 56, 64, 34, 34, 46, 46, 44]

    def page1(c):
        y = head(c, ["SALLOWFIELD - MUNI TWO-WAY", "12/08/2026 | yld / px b / o | Par in $000"])
        rows_at(c, 36, y, w, rows, size=7, right_from=5)

    def page2(c):
        y = head(c, ["SALLOWFIELD - AGENCY BULLETS vs SOFR SWAPS", "sprd in bp to SOFR MS | 10mm per side"])
        y = rows_at(c, 36, y, w, arows, size=7, right_from=5)
        pk.lines(c, 36, y - 10, ["Nashville 2038: callable 07/01/32 @ 102."], size=7)

    pdf = build([page1, page2], title="Sallowfield", author="Sallowfield", foot="Sallowfield & Co.")
    att = Attachment("Sallowfield munis agy.pdf", pdf, MIME_PDF, "pdf")
    body = "Munis and agencies attached.\n\n" + sig("Ben Trask", "Fixed Income", "Sallowfield & Co.", "+1 404 555 0161")
    return mk("sallowfield-muni-agency", "pdf", gold, sender=snd, to=TO, subject="Sallowfield munis / agy",
              date="Tue, 08 Dec 2026 09:10:00 -0500", text=body, attachments=[att])


LAYOUTS = [
    eversleigh_muni_offerings, carrowbay_muni_bids,
    boltons_loan_sheet, grennan_loan_sheet,
    fairhurst_clo_sections, lanyon_clo_pages,
    oakhanger_sp_offerings, pelhamvane_bwic_results,
    stourton_axes_sections, merriden_px_yld_sprd,
    thackery_trade_confirm, ellwood_portfolio_recap,
    veltrano_em_frn_cv, kessler_em_frn_pfd,
    rowntree_muni_agency, sallowfield_muni_agency,
]
