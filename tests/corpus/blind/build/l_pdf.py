"""PDF attachment layouts (reportlab)."""
import io

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from common import CUSIP, ISIN, K, MM, PDF, Layout, date, mail, msgid

rl_config.invariant = 1   # no creation date or random document id: rebuilds are identical
SS = getSampleStyleSheet()
GRID = TableStyle([
    ("FONT", (0, 0), (-1, -1), "Helvetica", 7.5),
    ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 7.5),
    ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#1F3864")),
    ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
    ("GRID", (0, 0), (-1, -1), 0.25, colors.grey),
    ("ALIGN", (3, 1), (-1, -1), "RIGHT"),
    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
])


def _doc(story, pagesize=A4, title="", author="", footer=None):
    buf = io.BytesIO()

    def on_page(c, d):
        c.saveState()
        c.setFont("Helvetica", 6.5)
        if footer:
            c.drawString(15 * mm, 8 * mm, footer)
        c.drawRightString(pagesize[0] - 15 * mm, 8 * mm, "Page %d" % d.page)
        c.restoreState()
    doc = SimpleDocTemplate(buf, pagesize=pagesize, leftMargin=15 * mm, rightMargin=15 * mm,
                            topMargin=15 * mm, bottomMargin=15 * mm, title=title, author=author)
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)
    return buf.getvalue()


def _sections_style(data, section_rows):
    st = TableStyle(GRID.getCommands())
    for r in section_rows:
        st.add("SPAN", (0, r), (-1, r))
        st.add("BACKGROUND", (0, r), (-1, r), colors.HexColor("#D9E1F2"))
        st.add("FONT", (0, r), (-1, r), "Helvetica-Bold", 7.5)
        st.add("ALIGN", (0, r), (-1, r), "LEFT")
    return st


def p_offering_sheet_ig():
    L = Layout("pdf-offering-sheet-ig-agency-taxable-muni", "pdf", "acmebank")
    hdr = ["CUSIP", "Issuer", "Cpn", "Maturity", "Rtg (M/S)", "Size (MM)", "Offer Px", "Offer Spd",
           "Bench", "Offer Yld"]
    secs = [
        ("INVESTMENT GRADE CORPORATES", "corporate", "ig", [
            ("92212KAF", "VNTX", "4.875", "08/15/2030", "A3/BBB+", "5", "99.80", "107", "T 4 1/8 11/31", "4.93"),
            ("40541QAC", "HLMR", "3.950", "03/15/2029", "Baa2/BBB", "3", "98.56", "73", "T 3 7/8 10/28", "4.63"),
            ("58933YBE", "MERIDT", "4.250", "01/15/2035", "Baa3/BBB-", "2", "94.48", "125", "T 4 1/4 11/36", "5.08"),
            ("69351UAW", "PCFG", "5.800", "06/01/2053", "Baa1/BBB", "1", "98.85", "152", "T 4 5/8 11/56", "5.88"),
            ("71563LAB", "TRVL", "5.125", "10/01/2032", "A2/A", "4", "100.95", "96", "T 4 1/8 11/31", "4.93")]),
        ("AGENCY / SUPRANATIONAL", "agency", "agency", [
            ("3135G0ZR", "FNMA", "4.125", "06/15/2029", "Aa1/AA+", "10", "100.33", "8", "T 3 7/8 10/28", "3.99"),
            ("45950KDF", "IFC", "4.000", "04/02/2031", "Aaa/AAA", "5", "100.12", "19", "T 4 1/8 11/31", "3.97")]),
        ("TAXABLE MUNICIPALS", "muni", "muni", [
            ("87512MAB", "STATE OF TAMARACK GO TXBL", "5.050", "03/01/2034", "Aa2/AA", "2", "101.10", "88", "T 4 1/8 11/31", "4.86"),
            ("41182RDG", "HARBOR CITY WTR & SWR REV TXBL", "5.400", "02/15/2039", "A1/A+", "1", "100.45", "115", "10yr", "5.35")]),
    ]
    data = [hdr]
    sec_rows = []
    for title, ac, grp, rows in secs:
        sec_rows.append(len(data))
        data.append([title] + [""] * (len(hdr) - 1))
        for base, iss, cpn, mat, rtg, sz, px, spd, bench, yld in rows:
            cu = CUSIP(base)
            data.append([cu, iss, cpn, mat, rtg, sz, px, spd, bench, yld])
            L.row(cu, ac, grp, None, MM(sz), price=(None, float(px)), spread=(None, float(spd)),
                  **{"yield": (None, float(yld))})
    t = Table(data, repeatRows=1)
    t.setStyle(_sections_style(data, sec_rows))
    story = [Paragraph("ACME BANK N.A. - USD CREDIT OFFERINGS", SS["Title"]),
             Paragraph("Monday, November 23, 2026 - 09:00 ET - offer side, indicative. "
                       "Spreads in bp vs the benchmark shown; yields to maturity.", SS["Normal"]),
             Spacer(1, 6 * mm), t, Spacer(1, 6 * mm),
             Paragraph("Settlement T+1 (11/24/2026). Minimum piece 1MM; taxable munis in 5k increments. "
                       "Contact: Credit Sales +1 212 555 0100.", SS["Normal"])]
    pdf = _doc(story, landscape(letter), "USD Credit Offerings 2026-11-23", "Acme Bank N.A.",
               "For institutional investors only. Not an offer or solicitation. (c) 2026 Acme Bank N.A.")
    body = """Good morning,

Today's offering sheet attached (IG, agency/supra, taxable munis). All offers subject to
confirmation. Settles 11/24.

Best,
Jane Doe
Acme Bank N.A. | +1 212 555 0147
"""
    L.msg = mail(frm="Jane Doe <jane.doe@desk.acmebank.com>", to="offerings@lists.acmebank.com",
                 subject="ACME offerings 11/23 (pdf)", date=date(23, 14, 1, 12),
                 msgid=msgid("offer.pdf.1123", "acmebank.com"), text=body,
                 attachments=[("ACME_Offerings_20261123.pdf", PDF, pdf)])
    return L


HY_NAMES = [
    ("AVNTR", "6.750", "04/15/2029"), ("BRAKSTN", "10.500", "03/01/2028"), ("CALDRA", "7.250", "11/01/2030"),
    ("CRBN", "7.500", "06/01/2029"), ("DENHLM", "5.625", "09/15/2031"), ("ELKRDG", "8.375", "02/01/2032"),
    ("FALKON", "4.875", "07/15/2028"), ("GALVN", "9.000", "12/15/2030"), ("HARTWELL", "7.875", "05/01/2031"),
    ("IRNBRK", "6.125", "10/01/2029"), ("JNPR", "5.500", "01/15/2030"), ("KELPIE", "11.250", "08/01/2029"),
    ("LYNDN", "6.000", "03/15/2032"), ("MAVEN", "5.375", "01/15/2029"), ("NORTHPK", "7.000", "06/15/2031"),
    ("OSPRY", "8.750", "04/01/2030"), ("PRSMA", "6.250", "11/15/2030"), ("QUILL", "4.625", "02/15/2029"),
    ("RVRS", "6.875", "05/01/2031"), ("SKYLN", "8.125", "07/01/2032"), ("TALON", "9.250", "06/15/2030"),
    ("UMBRA", "5.750", "12/01/2031"), ("VESPR", "7.125", "09/01/2029"), ("WYLDE", "10.000", "03/15/2031"),
    ("XANTH", "6.500", "10/15/2032"), ("YARRO", "5.250", "04/01/2028"), ("ZEPHR", "7.750", "08/15/2030"),
    ("ASHGRV", "8.000", "02/15/2031"), ("BLKTRN", "6.625", "05/15/2029"), ("COBALT", "9.500", "11/15/2028"),
    ("DRYDN", "5.000", "06/01/2031"), ("EMBRS", "7.375", "01/15/2033"), ("FRSTLN", "12.000", "07/01/2029"),
    ("GRYPH", "6.375", "03/01/2030"), ("HOLLW", "8.500", "09/15/2032"), ("IVRY", "4.750", "12/15/2028"),
]


def _ytw(cpn, px, yrs):
    return cpn / px * 100 + (100 - px) / yrs / ((100 + px) / 2) * 100


def p_hy_run_two_pages():
    L = Layout("pdf-hy-run-two-pages-chg-prev", "pdf", "brackenridge")
    import random
    rnd = random.Random(20261123)
    hdr = ["Issuer", "Cpn", "Maturity", "Bid", "Ask", "Chg", "Prev Close", "Bid YTW", "Ask YTW", "Size"]
    data = [hdr]
    for i, (iss, cpn, mat) in enumerate(HY_NAMES):
        yrs = int(mat[-4:]) - 2026 + (int(mat[:2]) - 11) / 12
        c = float(cpn)
        mid = round(rnd.uniform(86, 104) * 8) / 8
        width = rnd.choice([0.5, 0.75, 0.5, 1.0, 0.625])
        bid, ask = mid - width / 2, mid + width / 2
        chg = rnd.choice(["+0.125", "-0.25", "unch", "+0.50", "-0.125", "+0.25", "-0.50"])
        prev = mid - (0 if chg == "unch" else float(chg))
        by, ay = _ytw(c, bid, yrs), _ytw(c, ask, yrs)
        sz = rnd.choice(["2MM", "1MM", "3MM", "500k", "", "5MM", "2x1", "1x2"])
        key = f"{iss} {c:g} {mat[-4:]}-{mat[:2]}-{mat[3:5]}"
        sb = f"{bid:.3f}".rstrip("0").rstrip(".")
        sa = f"{ask:.3f}".rstrip("0").rstrip(".")
        sby, say = f"{by:.2f}", f"{ay:.2f}"
        rev = ()
        if i == 11:    # crossed as written: bid above ask on both measures
            sb, sa = sa, sb
            sby, say = say, sby
            rev = ("price", "yield")
        if i == 27:    # a bid price that cannot be right (a dropped digit)
            sb = "9.85"
            rev = ("price",)
        bs = as_ = None
        if sz.endswith("MM"):
            bs = as_ = MM(sz[:-2])
        elif sz.endswith("k"):
            bs = as_ = K(sz[:-1])
        elif "x" in sz:
            a, b = sz.split("x")
            bs, as_ = MM(a), MM(b)
        data.append([iss, cpn, mat, sb, sa, chg, f"{prev:.3f}".rstrip("0").rstrip("."), sby, say, sz])
        L.row(key, "corporate", "hy", bs, as_, review=rev, price=(float(sb), float(sa)),
              **{"yield": (float(sby), float(say))})
    t = Table(data, repeatRows=1)
    st = TableStyle(GRID.getCommands())
    st.add("FONT", (0, 0), (-1, -1), "Helvetica", 9)
    st.add("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9)
    st.add("TOPPADDING", (0, 0), (-1, -1), 4)
    st.add("BOTTOMPADDING", (0, 0), (-1, -1), 4)
    t.setStyle(st)
    story = [Paragraph("Brackenridge &amp; Co. - US High Yield Run", SS["Title"]),
             Paragraph("23-Nov-2026 08:05 ET | cash prices, YTW in % | Chg vs 20-Nov close", SS["Normal"]),
             Spacer(1, 5 * mm), t, Spacer(1, 5 * mm),
             Paragraph("Sizes are indicative; 2x1 = 2MM bid / 1MM offered. Levels are not firm.", SS["Normal"])]
    pdf = _doc(story, A4, "HY Run", "Brackenridge & Co.", "Brackenridge & Co. - for professional clients only")
    body = """Morning - full HY run attached (2 pages). Sizes are what we can do now, levels indicative.

Luca Bianchi | Brackenridge & Co. | +44 (0)20 7946 0321
"""
    L.msg = mail(frm="Luca Bianchi <luca.bianchi@brackenridge.com>", to="hy-run@brackenridge.com",
                 subject="BRK HY run 23-Nov", date=date(23, 13, 6, 8),
                 msgid=msgid("hyrun-pdf-20261123", "brackenridge.com"), text=body,
                 attachments=[("BRK_HY_Run_23Nov2026.pdf", PDF, pdf)])
    return L


def p_clo_bwic():
    L = Layout("pdf-clo-bwic-px-talk", "pdf", "northbridge")
    rows = [
        ("1", "04742QAN", "ATHNA 2021-3A", "C", "4,000,000", "4,000,000", "1.0000", "A", "98-98.5", (98, 98.5)),
        ("2", "40538NAJ", "HLCYN 2019-2A", "D", "2,500,000", "2,500,000", "1.0000", "BBB-", "96.5-97", (96.5, 97)),
        ("3", "67591FAL", "OCTV 2022-1A", "E", "1,500,000", "1,500,000", "1.0000", "BB-", "low 90s", None),
        ("4", "57063RAU", "MRLN 2020-4A", "B", "6,000,000", "6,000,000", "1.0000", "AA", "99.25", (99.25, 99.25)),
        ("5", "12663KAG", "CASCD 2023-1A", "D", "3,000,000", "3,000,000", "1.0000", "BBB-", "88/89", (88, 89)),
        ("6", "90188PAE", "TWRBR 2024-2A", "A2", "10,000,000", "10,000,000", "1.0000", "AA", "100-100.25", (100, 100.25)),
    ]
    hdr = ["#", "CUSIP", "Deal", "Tranche", "Orig Face", "Cur Face", "Factor", "Rtg", "PX TALK"]
    data = [hdr]
    for n, base, deal, tr, of, cf, fac, rtg, talk, lv in rows:
        cu = CUSIP(base)
        data.append([n, cu, deal, tr, of, cf, fac, rtg, talk])
        if lv:
            f = float(of.replace(",", ""))
            L.q(cu, "structured", "structured", "talk", lv[0], lv[1], f, f)
    t = Table(data, repeatRows=1)
    t.setStyle(GRID)
    story = [Paragraph("NORTHBRIDGE SECURITIES - CLO BWIC", SS["Title"]),
             Paragraph("Bids due: Tuesday 11/24/2026 at 10:00 ET | Settle 11/27/2026 | All or none: No", SS["Normal"]),
             Spacer(1, 5 * mm), t, Spacer(1, 5 * mm),
             Paragraph("Price talk is for guidance only and is not an indication of where the bonds will trade. "
                       "Please submit bids to the desk at 212-555-0144 or clo-bwic@northbridge.com.", SS["Normal"])]
    pdf = _doc(story, landscape(A4), "CLO BWIC 11/24", "Northbridge Securities")
    body = """All,

CLO BWIC for tomorrow 10:00 ET attached with PX TALK. 6 line items, mezz and AA.

Nina Park | Northbridge Securities | Structured Credit | 212-555-0144
"""
    L.msg = mail(frm="Nina Park <npark@northbridge.com>", to="clo-bwic@northbridge.com",
                 subject="BWIC 11/24 10am - CLO mezz - talk", date=date(23, 20, 40, 0),
                 msgid=msgid("bwic-1124-talk", "northbridge.com"), text=body,
                 attachments=[("NB_CLO_BWIC_2026-11-24.pdf", PDF, pdf)])
    return L


def p_govt_em_text_lines():
    L = Layout("pdf-govt-em-text-lines", "pdf", "lindqvist")
    lines = [
        ("LINDQVIST FONDKOMMISSION - GOVT & EM RUN", None),
        ("23 Nov 2026   09:30 CET", None),
        ("", None),
        ("Govts (px / yld)", None),
        ("SGB 2.25 06/01/32      101.180 / 101.260    2.041 / 2.027", ("SGB 2.25 2032-06-01", "government", "government", (101.18, 101.26), (2.041, 2.027))),
        ("SGB 0.125 05/12/31      89.610 / 89.700     2.402 / 2.381", ("SGB 0.125 2031-05-12", "government", "government", (89.61, 89.70), (2.402, 2.381))),
        ("UKT 4 1/4 12/07/46      88.30 / 88.45       5.205 / 5.193", ("UKT 4.25 2046-12-07", "government", "government", (88.30, 88.45), (5.205, 5.193))),
        ("UKT 0 5/8 07/31/35      72.10 / 72.22       4.455 / 4.440", ("UKT 0.625 2035-07-31", "government", "government", (72.10, 72.22), (4.455, 4.440))),
        ("DBR 0 08/15/31          89.45 / 89.52       2.314 / 2.298", ("DBR 0 2031-08-15", "government", "government", (89.45, 89.52), (2.314, 2.298))),
        ("", None),
        ("EM sovs (px)", None),
        ("KARVIA 5.75 01/32       96.20 - 96.70", ("KARVIA 5.75 2032-01", "sovereign", "em_sovereign", (96.20, 96.70), None)),
        ("REPVAL 6 1/2 2035       93.50 - 94.00", ("REPVAL 6.5 2035", "sovereign", "em_sovereign", (93.50, 94.00), None)),
        ("ISTRAN 3.5 02/29        97.50 - 98.00", ("ISTRAN 3.5 2029-02", "sovereign", "em_sovereign", (97.50, 98.00), None)),
        ("SANTRA 4 1/4 '31        88.30 - 89.00", ("SANTRA 4.25 2031", "sovereign", "em_sovereign", (88.30, 89.00), None)),
        ("MARDOVA 8.875 2030      101.05 / -", ("MARDOVA 8.875 2030", "sovereign", "em_sovereign", (101.05, None), None)),
        ("", None),
        ("Riksbank decision 17 Dec. Contact: +46 8 555 012 34, fi-desk@lindqvist.se", None),
        ("Indicative levels only. Lindqvist Fondkommission AB, Stockholm.", None),
    ]
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    c.setTitle("Govt & EM run")
    y = A4[1] - 25 * mm
    for i, (txt, g) in enumerate(lines):
        c.setFont("Helvetica-Bold" if i == 0 else "Courier", 12 if i == 0 else 9.5)
        c.drawString(20 * mm, y, txt)
        y -= 5.2 * mm
        if g:
            key, ac, grp, px, yl = g
            L.q(key, ac, grp, "price", px[0], px[1])
            if yl:
                L.q(key, ac, grp, "yield", yl[0], yl[1])
    c.setFont("Helvetica", 7)
    c.drawString(20 * mm, 10 * mm, "page 1/1")
    c.showPage()
    c.save()
    body = """Hej,

Govt & EM run attached.

Med vänliga hälsningar / Kind regards
Ingrid Sandberg
Lindqvist Fondkommission AB | +46 8 555 012 40
"""
    L.msg = mail(frm="Ingrid Sandberg <ingrid.sandberg@lindqvist.se>", to="run@lindqvist.se",
                 subject="Govt & EM run 23/11", date=date(23, 8, 31, 2, "+0000"),
                 msgid=msgid("run.govem.2311", "lindqvist.se"), text=body,
                 attachments=[("govt_em_run_20261123.pdf", PDF, buf.getvalue())])
    return L


def p_loan_price_sheet():
    L = Layout("pdf-loan-price-sheet-cusip-or-desc", "pdf", "tidewater")
    rows = [
        ("98927HAF", "Zephyr Brands", "TLB S+350", "03/31", "98.25", "98.75", "+0.125", "B2/B"),
        ("21735LAC", "Copperline Health", "1L TL S+400", "11/30", "96.50", "97.25", "unch", "B3/B-"),
        ("46283NAB", "Ironbark Software", "TLB S+325", "06/29", "100.125", "100.375", "unch", "B1/B+"),
        (None, "Marlin Pet Care", "TL B-2 S+375", "07/31", "92.00", "93.00", "-0.50", "Caa1/CCC+"),
        ("66508WAD", "Northpeak Aero", "TLB S+300", "10/31", "100.25", "100.625", "+0.25", "Ba3/BB-"),
        (None, "Halden Chemicals", "2L TL S+625", "02/32", "84.00", "86.00", "-1.00", "Caa2/CCC"),
        ("13976RAA", "Cascade Logistics", "TLB S+375", "09/30", "99.00", "99.50", "unch", "B2/B"),
        ("75525TAE", "Redfern Media", "TLB S+450", "04/29", "88.50", "90.00", "-0.75", "Caa1/B-"),
    ]
    hdr = ["CUSIP", "Borrower", "Facility", "Maturity", "Bid", "Offer", "Chg", "Moody's/S&P"]
    data = [hdr]
    for base, bor, fac, mat, b, o, chg, rtg in rows:
        cu = CUSIP(base) if base else ""
        data.append([cu, bor, fac, mat, b, o, chg, rtg])
        key = cu or f"{bor} {fac} {mat}".upper()
        L.q(key, "loan", "loan", "price", float(b), float(o))
    t = Table(data, repeatRows=1)
    st = TableStyle(GRID.getCommands())
    st.add("ALIGN", (3, 1), (3, -1), "CENTER")
    t.setStyle(st)
    story = [Paragraph("Tidewater Capital Markets - Leveraged Loan Levels", SS["Title"]),
             Paragraph("As of 23 November 2026, 3:30 PM ET. Indicative bid / offer, % of par.", SS["Normal"]),
             Spacer(1, 5 * mm), t, Spacer(1, 5 * mm),
             Paragraph("Trades settle on LSTA par/distressed docs as applicable. Not an offer to sell.", SS["Normal"])]
    pdf = _doc(story, A4, "Loan levels", "Tidewater Capital Markets")
    body = """Hi all, afternoon loan levels attached.

Sam Oduya | Tidewater Capital Markets | +1 (646) 555-0112
"""
    L.msg = mail(frm="Sam Oduya <sam.oduya@tidewater.com>", to="levfin-clients@tidewater.com",
                 subject="TCM loan levels 3:30pm", date=date(23, 20, 34, 50),
                 msgid=msgid("loans.pdf.1530", "tidewater.com"), text=body,
                 attachments=[("TCM Loan Levels 11-23-2026.pdf", PDF, pdf)])
    return L


def p_muni_inventory():
    L = Layout("pdf-muni-inventory-par000", "pdf", "pinecrest")
    rows = [
        ("875124AR", "TAMARACK CITY TRANS FIN AUTH", "5.000", "11/01/2037", "11/01/34", "500", "3.38", "110.611"),
        ("544882DS", "LOS ROBLES UNIF SCH DIST GO", "4.000", "08/01/2043", "08/01/31", "1,250", "3.90", "100.764"),
        ("411825AF", "HARBOR CITY WTR & SWR REV", "5.000", "02/15/2036", "02/15/33", "750", "3.21", "110.312"),
        ("385219KM", "GRAND FORKS PUB PWR REV", "5.250", "01/01/2045", "01/01/34", "2,000", "4.02", "108.874"),
        ("722143BB", "PINE RIDGE TRANSIT AUTH REV", "4.000", "06/01/2030", "NC", "300", "2.74", "104.493"),
        ("197660CZ", "COLUMBIA HTS HOSP REV", "5.000", "10/01/2048", "10/01/33", "1,000", "4.35", "104.817"),
        ("512104QD", "LAKESHORE CNTY SCH DIST 112", "3.000", "12/01/2040", "12/01/30", "400", "3.95", "89.122"),
    ]
    hdr = ["CUSIP", "Description", "Coupon", "Maturity", "Call", "Par (000s)", "Yield", "Price"]
    data = [hdr]
    for base, desc, cpn, mat, call, par, yld, px in rows:
        cu = CUSIP(base)
        data.append([cu, desc, cpn, mat, call, par, yld, px])
        sz = K(int(par.replace(",", "")))
        L.q(cu, "muni", "muni", "yield", None, float(yld), None, sz)
        L.q(cu, "muni", "muni", "price", None, float(px), None, sz)
    t = Table(data, repeatRows=1)
    t.setStyle(GRID)
    story = [Paragraph("PINECREST SECURITIES - MUNICIPAL INVENTORY", SS["Title"]),
             Paragraph("Offerings as of 11/23/2026 10:00 CT. Yield = yield to worst. Subject to prior sale.", SS["Normal"]),
             Spacer(1, 5 * mm), t]
    pdf = _doc(story, landscape(letter), "Muni inventory", "Pinecrest Securities",
               "Pinecrest Securities LLC, member FINRA/SIPC. 312-555-0166")
    body = """Attached is today's inventory. Call the desk at 312-555-0166 to execute.

Dana Whitfield
Pinecrest Securities
"""
    L.msg = mail(frm="Dana Whitfield <dwhitfield@pinecrest.com>", to="munis@pinecrest.com",
                 subject="Muni inventory 11/23", date=date(23, 16, 4, 0),
                 msgid=msgid("muni-inv-1123", "pinecrest.com"), text=body,
                 attachments=[("inventory_112326.pdf", PDF, pdf)])
    return L


def p_frn_dm_cds_bp():
    L = Layout("pdf-frn-dm-and-cds-bp-heading", "pdf", "cremieux")
    frns = [
        (("XS", "301188457"), "ELVIA", "3mE", "+70", "06/2028", "100.04", "100.14", "72", "68"),
        (("XS", "299477215"), "SOLVR", "3mE", "+95", "03/2029", "100.21", "100.36", "90", "86"),
        (("FR", "001400QX2"), "CREDIT AGRIPAL", "3mE", "+55", "01/2027", "100.05", "100.09", "50", "46"),
        (("XS", "287765432"), "EIB", "SOFR", "+22", "01/2027", "100.03", "100.06", "24", "21"),
        (("XS", "302211986"), "BKRDG", "SOFR", "+95", "09/2029", "99.85", "100.05", "101", "96"),
    ]
    hdr = ["ISIN", "Issuer", "Index", "QM", "Maturity", "Bid Px", "Ask Px", "Bid DM", "Ask DM"]
    data = [hdr]
    for (cc, n9), iss, idx, qm, mat, bp, ap, bd, ad in frns:
        isin = ISIN(cc, n9)
        data.append([isin, iss, idx, qm, mat, bp, ap, bd, ad])
        ac = "agency" if iss == "EIB" else "corporate"
        L.q(isin, ac, "frn", "price", float(bp), float(ap))
        L.q(isin, ac, "frn", "dm", float(bd), float(ad))
    t = Table(data, repeatRows=1)
    t.setStyle(GRID)
    cds_lines = [("iTraxx Main S46 5Y      57.75 / 58.25", "ITRAXX MAIN S46 5Y", 57.75, 58.25),
                 ("iTraxx Xover S46 5Y     281 / 284", "ITRAXX XOVER S46 5Y", 281, 284),
                 ("iTraxx SnrFin S46 5Y    63.5 / 64.5", "ITRAXX SNRFIN S46 5Y", 63.5, 64.5),
                 ("KARVIA 5Y               212 / 222", "KARVIA 5Y", 212, 222),
                 ("ELVIA 5Y                48 / 53", "ELVIA 5Y", 48, 53)]
    mono = SS["Code"]
    story = [Paragraph("Crémieux &amp; Associés - FRN &amp; CDS sheet", SS["Title"]),
             Paragraph("23/11/2026 10:00 CET. DM in bp over the index; QM = quoted margin.", SS["Normal"]),
             Spacer(1, 4 * mm), Paragraph("Floating rate notes", SS["Heading2"]), t, Spacer(1, 6 * mm),
             Paragraph("CDS (bp)", SS["Heading2"])]
    for txt, key, b, a in cds_lines:
        story.append(Paragraph(txt.replace(" ", "&nbsp;"), mono))
        L.q(key, "cds", "cds", "spread", b, a)
    story += [Spacer(1, 6 * mm), Paragraph("Indicatif. Document destiné aux clients professionnels.", SS["Normal"])]
    pdf = _doc(story, A4, "FRN & CDS", "Cremieux")
    body = """Bonjour,

FRN & CDS sheet ci-joint / attached.

Camille Roux | Crémieux & Associés | +44 20 7946 0788
"""
    L.msg = mail(frm="Camille Roux <camille.roux@cremieux.fr>", to="frn-clients@cremieux.fr",
                 subject="FRN & CDS sheet 23/11", date=date(23, 9, 2, 37),
                 msgid=msgid("frncds-2311", "cremieux.fr"), text=body,
                 attachments=[("FRN_CDS_23112026.pdf", PDF, pdf)])
    return L


def p_converts_three_pages():
    L = Layout("pdf-converts-three-pages", "pdf", "marlow")
    story = [Paragraph("Marlow Partners - Convertibles Weekly", SS["Title"]),
             Paragraph("Week of 23 November 2026", SS["Heading2"]),
             Paragraph("The global convertible index returned +0.8% last week (equity +1.3%, credit flat). "
                       "New issuance reached USD 2.1bn across 5 deals; the largest, a USD 750mn 5-year, priced "
                       "at a 0.5% coupon and 32.5% premium. Implied volatility in the 28-32 range, delta of the "
                       "index 0.48. Year to date issuance is USD 94bn versus 71bn in 2025.", SS["Normal"]),
             Spacer(1, 4 * mm),
             Paragraph("Calendar: Tue 24/11 HLMR investor day; Thu 26/11 US holiday, Fri 27/11 early close.",
                       SS["Normal"]),
             PageBreak(),
             Paragraph("Indications (pts)", SS["Heading2"])]
    cv = [("HLMR", "1.125", "01/03/2029", ("US", "40541QAE"), "97.50", "98.25", "41.20", "55.0"),
          ("VNTX", "0.000", "01/12/2028", ("US", "92212KAJ"), "88.75", "89.50", "62.45", "41.8"),
          ("KSTL", "3.500", "15/09/2031", ("US", "49327MAK"), "112.00", "113.00", "102.60", "9.8"),
          ("NRDVK", "1.750", "20/04/2030", ("XS", "298765123"), "101.40", "102.10", "88.10", "22.1"),
          ("SOLVR", "0.875", "14/06/2028", ("DE", "000A4DKZ5"), "95.30", "95.90", "51.75", "38.4")]
    data = [["Issuer", "Cpn", "Maturity", "ISIN", "Bid", "Offer", "Stock Ref", "Prem %"]]
    for iss, cpn, mat, (cc, n), b, o, ref, prem in cv:
        isin = ISIN("US", CUSIP(n)) if cc == "US" else ISIN(cc, n)
        data.append([iss, cpn, mat, isin, b, o, ref, prem])
        L.q(isin, "convertible", "convert_preferred", "price", float(b), float(o))
    t = Table(data, repeatRows=1)
    t.setStyle(GRID)
    story += [t, Spacer(1, 6 * mm), Paragraph("Preferreds ($, per share)", SS["Heading2"])]
    pf = [("BKRDG 5.85 PFD SER K", "24.05", "24.20"), ("ORSN 6.375 PFD SER A", "25.00", "25.10"),
          ("TRVL 7.125 2049 PFD SER H", "25.35", "25.50")]
    data2 = [["Security", "Bid", "Offer"]]
    for d, b, o in pf:
        data2.append([d, b, o])
        L.q(d, "preferred", "convert_preferred", "price", float(b), float(o))
    t2 = Table(data2)
    st2 = TableStyle(GRID.getCommands())
    st2.add("ALIGN", (1, 1), (-1, -1), "RIGHT")
    t2.setStyle(st2)
    story += [t2, PageBreak(), Paragraph("Important information", SS["Heading2"]),
              Paragraph("This document is a marketing communication issued by Marlow Partners LLP, 12 Austin "
                        "Friars, London EC2N 2HG, authorised and regulated by the Financial Conduct Authority "
                        "(FRN 612345). Indications are as of 23/11/2026 08:00 GMT and are not firm. Past "
                        "performance (e.g. +12.4% in 2025) is not a guide to future returns. Tel +44 20 7946 0900.",
                        SS["Normal"])]
    pdf = _doc(story, A4, "Convertibles Weekly", "Marlow Partners")
    body = """Morning, weekly CB note attached with indications on page 2.

Hannah Cole | Marlow Partners | +44 20 7946 0911
"""
    L.msg = mail(frm="Hannah Cole <hannah.cole@desk.marlow.co.uk>", to="pfd-cv@marlow.co.uk",
                 subject="Convertibles Weekly 23/11", date=date(23, 8, 1, 10),
                 msgid=msgid("cbweekly-2311", "marlow.co.uk"), text=body,
                 attachments=[("Marlow_CB_Weekly_2026-11-23.pdf", PDF, pdf)])
    return L


LAYOUTS = [p_offering_sheet_ig, p_hy_run_two_pages, p_clo_bwic, p_govt_em_text_lines, p_loan_price_sheet,
           p_muni_inventory, p_frn_dm_cds_bp, p_converts_three_pages]
