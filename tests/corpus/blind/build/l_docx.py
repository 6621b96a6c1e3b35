"""Word (.docx) attachment layouts (python-docx)."""
import io

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt

from common import CUSIP, DOCX, ISIN, MM, US_ISIN, Layout, date, mail, msgid, t32


def _doc():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10)
    return d


def _table(d, rows, header_rows=1, style="Table Grid", right_from=None):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            cell = t.cell(i, j)
            cell.text = "" if v is None else str(v)
            para = cell.paragraphs[0]
            if i < header_rows:
                for r in para.runs:
                    r.bold = True
            elif right_from is not None and j >= right_from:
                para.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    return t


def _bytes(d):
    b = io.BytesIO()
    d.core_properties.author = "desk"
    d.save(b)
    return b.getvalue()


def d_bwic_talk():
    L = Layout("docx-bwic-talk-bid-offer", "docx", "northbridge")
    rows = [("1", "04742QAP", None, "ATHNA 2021-3A D", "3,000,000", "95.00", "95.75"),
            ("2", "08163BBU", "us", "BMARK 2023-B39 B", "5,000,000", "92.50", "93.25"),
            ("3", None, ("XS", "223344556"), "ARDN 2020-5X C", "2,000,000", "97.25", "97.75"),
            ("4", None, None, "SNTR 2025-2 D", "1,500,000", "99.00", "99.50"),
            ("5", "40538NAL", None, "HLCYN 2019-2A E", "2,500,000", "87.00", "88.50"),
            ("6", "30711XCF", None, "CAS 2024-R03 2B1", "4,000,000", "103.00", "103.50")]
    d = _doc()
    d.add_heading("Northbridge Securities - BWIC", level=1)
    d.add_paragraph("Bids due Monday 23-Nov-2026 at 14:00 New York. Settlement 11/27/2026. "
                    "Price talk in points; talk is for guidance only.")
    tab = [["#", "CUSIP", "ISIN", "Description", "Orig Face", "Talk Bid", "Talk Offer"]]
    for n, cb, ib, desc, face, tb, to in rows:
        cu = CUSIP(cb) if cb else ""
        if ib == "us":
            isin = US_ISIN(cu)
        elif ib:
            isin = ISIN(*ib)
        else:
            isin = ""
        tab.append([n, cu, isin, desc, face, tb, to])
        key = isin or cu or desc.upper()
        f = float(face.replace(",", ""))
        L.q(key, "structured", "structured", "talk", float(tb), float(to), f, f)
    _table(d, tab, right_from=4)
    d.add_paragraph("")
    d.add_paragraph("Contact: Nina Park, 212-555-0144, npark@northbridge.com")
    body = """Team - BWIC list for 2pm today attached, talk included (Talk Bid / Talk Offer).

Nina Park | Northbridge Securities | 212-555-0144
"""
    L.msg = mail(frm="Nina Park <npark@northbridge.com>", to="clo-bwic@northbridge.com",
                 subject="BWIC 2pm today - mixed CLO/CMBS/CRT", date=date(23, 13, 58, 40),
                 msgid=msgid("bwic-1123-docx", "northbridge.com"), text=body,
                 attachments=[("BWIC 23Nov2026 2pm.docx", DOCX, _bytes(d))])
    return L


def d_bwic_cover_loans():
    L = Layout("docx-bwic-results-cover-loans-clo", "docx", "brackenridge")
    rows = [("1", "Zephyr Brands TLB S+350 03/31", "98927HAF", "5,000,000", "98.25-98.5", "98.41", "TRADED", "loan", (98.25, 98.5), 98.41),
            ("2", "Ironbark Software TLB S+325 06/29", "46283NAB", "3,000,000", "100.125", "100.19", "TRADED", "loan", (100.125, 100.125), 100.19),
            ("3", "Halden Chemicals 2L TL S+625 02/32", None, "2,000,000", "84-85", "DNT", "", "loan", (84, 85), None),
            ("4", "ATHNA 2021-3A E", "04742QAR", "1,500,000", "86-87", "86.55", "TRADED", "structured", (86, 87), 86.55),
            ("5", "TIDL 2024-1 C", "88651VAE", "2,000,000", "99.5/99.75", "99.70", "TRADED", "structured", (99.5, 99.75), 99.70),
            ("6", "MRLN 2020-4A D", "57063RAW", "2,500,000", "94.5", "DNT", "", "structured", (94.5, 94.5), None)]
    d = _doc()
    d.add_heading("BWIC Results - 23-Nov-2026 11:00 ET", level=1)
    d.add_paragraph("Loans and structured list. 4 of 6 traded. Cover = second best bid.")
    tab = [["Item", "Description", "CUSIP", "Face", "Talk", "Cover", "Result"]]
    for n, desc, base, face, talk, cover, res, ac, tv, cv in rows:
        cu = CUSIP(base) if base else ""
        tab.append([n, desc, cu, face, talk, cover, res])
        key = cu or desc.upper()
        f = float(face.replace(",", ""))
        L.q(key, ac, ac, "talk", tv[0], tv[1], f, f)
        if cv is not None:
            L.q(key, ac, ac, "cover", cv, cv, f, f)
    _table(d, tab, right_from=3)
    d.add_paragraph("")
    d.add_paragraph("DNT = did not trade. Questions: Greg Holt +1 212 555 0190.")
    body = """Results from this morning's list attached.

Greg Holt | Brackenridge & Co. | +1 212 555 0190
"""
    L.msg = mail(frm="Greg Holt <greg.holt@brackenridge.com>", to="bwic@brackenridge.com",
                 subject="BWIC results 11am - loans/CLO/ABS", date=date(23, 16, 30, 0),
                 msgid=msgid("bwic-results-1123", "brackenridge.com"), text=body,
                 attachments=[("BWIC_results_20261123.docx", DOCX, _bytes(d))])
    return L


def d_axes_table():
    L = Layout("docx-axes-table-side-column", "docx", "acmebank")
    rows = [("VNTX 4 7/8 08/15/30", "Offer", "99.70", "+107", "5MM", "", "VNTX 4.875 2030-08-15", "corporate", "ig", (None, 99.70), (None, 107), (None, MM(5)), ()),
            ("HLMR 3.95 03/29", "Bid", "98.35", "+80", "3MM", "", "HLMR 3.95 2029-03", "corporate", "ig", (98.35, None), (80, None), (MM(3), None), ()),
            ("KSTL 6.1 11/01/33", "Two-way", "102.20/102.80", "+167/+158", "2x2", "", "KSTL 6.1 2033-11-01", "corporate", "ig", (102.20, 102.80), (167, 158), (MM(2), MM(2)), ()),
            ("TRVL 5 1/8 10/01/32", "Offer", "", "+95", "4MM", "", "TRVL 5.125 2032-10-01", "corporate", "ig", None, (None, 95), (None, MM(4)), ()),
            ("MAVEN 5 3/8 01/15/29", "Bid", "96.125", "", "2MM", "", "MAVEN 5.375 2029-01-15", "corporate", "hy", (96.125, None), None, (MM(2), None), ()),
            ("SKYLN 8 1/8 07/01/32 REGS", "Offer", "10.45", "", "1MM", "REGS only", "SKYLN 8.125 2032-07-01 REGS", "corporate", "hy", (None, 10.45), None, (None, MM(1)), ("price",)),
            ("ALDRN 2.25 06/15/29 CV", "Offer", "105.00", "", "1MM", "", "ALDRN 2.25 2029-06-15 CV", "convertible", "convert_preferred", (None, 105.00), None, (None, MM(1)), ()),
            ("VNTX 0 12/01/28 CV", "Bid", "88.25", "", "2MM", "can go bigger", "VNTX 0 2028-12-01 CV", "convertible", "convert_preferred", (88.25, None), None, (MM(2), None), ())]
    d = _doc()
    d.add_heading("ACME Bank - Credit axes", level=1)
    d.add_paragraph("Monday 23 November 2026, 09:10 NY. Px = cash price; Spd = bp vs UST.")
    tab = [["Bond", "Side", "Px", "Spd", "Size", "Comment"]]
    for bond, side, px, spd, sz, com, key, ac, grp, pv, sv, szv, rev in rows:
        tab.append([bond, side, px, spd, sz, com])
        if pv:
            L.q(key, ac, grp, "price", pv[0], pv[1], szv[0], szv[1], review="price" in rev)
        if sv:
            L.q(key, ac, grp, "spread", sv[0], sv[1], szv[0], szv[1])
    _table(d, tab)
    d.add_paragraph("")
    d.add_paragraph("Please call before 11:00 on the VNTX converts. Jane Doe, +1 212 555 0147.")
    body = """Axes attached. Good size in VNTX.

Jane
"""
    L.msg = mail(frm="Jane Doe <jane.doe@desk.acmebank.com>", to="axes@lists.acmebank.com",
                 subject="ACME axes 11/23", date=date(23, 14, 11, 2),
                 msgid=msgid("axes.docx.1123", "acmebank.com"), text=body,
                 attachments=[("ACME axes 2026-11-23.docx", DOCX, _bytes(d))])
    return L


def d_levels_paragraphs():
    L = Layout("docx-prose-levels-em-sov-cds", "docx", "cremieux")
    d = _doc()
    d.add_heading("EM sovereigns - desk note, 23 November 2026", level=1)
    paras = [
        "Good morning. Quick update on the curves after Friday's budget headlines; KARVIA's deficit target "
        "was revised to 3.2% of GDP and S&P kept the BB+ rating on stable outlook.",
        "KARVIA: the 5.75% 2032s are 96.15-96.65, the 7 1/8% 2036s 99.00-99.75. We are better buyers of the 36s.",
        "REPVAL 6.5% 2035: 93.25 bid, 93.75 offered, 7.57/7.49 in yield.",
        "SANTRA 4.25% 2031 trades 88.25/88.95; the curve is 35bp steeper over the week.",
        "MARDOVA: in the 8.875% 2030s we are bid 101 for 2mm.",
        "In CDS, KARVIA 5y 212/222 and 10y 265/280; REPVAL 5y 285/300.",
        "Next coupon dates: KARVIA 36s on 15/01, REPVAL 35s on 15/03. Call +44 20 7946 0788.",
    ]
    for t in paras:
        d.add_paragraph(t)
    c, g = "sovereign", "em_sovereign"
    L.q("KARVIA 5.75 2032", c, g, "price", 96.15, 96.65)
    L.q("KARVIA 7.125 2036", c, g, "price", 99.00, 99.75)
    L.q("REPVAL 6.5 2035", c, g, "price", 93.25, 93.75)
    L.q("REPVAL 6.5 2035", c, g, "yield", 7.57, 7.49)
    L.q("SANTRA 4.25 2031", c, g, "price", 88.25, 88.95)
    L.q("MARDOVA 8.875 2030", c, g, "price", 101, None, MM(2), None)
    L.q("KARVIA 5Y", "cds", "cds", "spread", 212, 222)
    L.q("KARVIA 10Y", "cds", "cds", "spread", 265, 280)
    L.q("REPVAL 5Y", "cds", "cds", "spread", 285, 300)
    body = """Bonjour, note du desk en pièce jointe / desk note attached.

Camille Roux | Crémieux & Associés
"""
    L.msg = mail(frm="Camille Roux <camille.roux@cremieux.fr>", to="em-clients@cremieux.fr",
                 subject="EM sov desk note 23/11", date=date(23, 9, 44, 0),
                 msgid=msgid("emnote-2311", "cremieux.fr"), text=body,
                 attachments=[("EM_desk_note_23-11-2026.docx", DOCX, _bytes(d))])
    return L


def d_ssa_frn():
    L = Layout("docx-ssa-vs-ms-and-ssa-frn-dm", "docx", "vossberg")
    rows = [("KFW", "2.75", "15/05/2030", "KFW 2.75 2030-05-15", 8, 6, 2.38, 2.36, "25"),
            ("EIB", "2.875", "13/01/2033", "EIB 2.875 2033-01-13", 12, 10, 2.71, 2.69, "25"),
            ("RENTEN", "2.5", "10/10/2029", "RENTEN 2.5 2029-10-10", 9, 7, 2.31, 2.29, "10"),
            ("NRW", "3.0", "05/02/2035", "NRW 3 2035-02-05", 24, 21, 2.94, 2.91, "10"),
            ("IBRD", "3.125", "20/11/2031", "IBRD 3.125 2031-11-20", 14, 12, 2.58, 2.56, "")]
    d = _doc()
    d.add_heading("Vossberg Bank AG - EUR SSA", level=1)
    d.add_paragraph("Stand: 23.11.2026, 10:15 MEZ. Spread vs mid-swaps (bp), Rendite in %. Size in EUR mio.")
    t = d.add_table(rows=2 + len(rows), cols=8)
    t.style = "Table Grid"
    h1 = ["Issuer", "Coupon", "Maturity", "Spread vs MS (bp)", "", "Yield (%)", "", "Size (mio)"]
    h2 = ["", "", "", "Bid", "Ask", "Bid", "Ask", ""]
    for j, v in enumerate(h1):
        t.cell(0, j).text = v
    for j, v in enumerate(h2):
        t.cell(1, j).text = v
    t.cell(0, 3).merge(t.cell(0, 4))
    t.cell(0, 5).merge(t.cell(0, 6))
    t.cell(0, 3).text = "Spread vs MS (bp)"
    t.cell(0, 5).text = "Yield (%)"
    for i, (iss, cpn, mat, key, sb, sa, yb, ya, sz) in enumerate(rows, start=2):
        for j, v in enumerate([iss, cpn, mat, f"{sb}", f"{sa}", f"{yb:.2f}", f"{ya:.2f}", sz]):
            t.cell(i, j).text = v
        s = MM(sz) if sz else None
        L.q(key, "agency", "agency", "i_spread", sb, sa, s, s)
        L.q(key, "agency", "agency", "yield", yb, ya, s, s)
    d.add_paragraph("")
    d.add_paragraph("SSA FRNs (DM in bp)")
    frn = [(("XS", "301155772"), "EIB", "SONIA", "+18", "12/03/2029", 19, 16),
           (("DE", "000A383RX"), "KFW", "€STR", "+20", "01/07/2028", 21, 18),
           (("XS", "298812447"), "IBRD", "SOFR", "+29", "26/08/2030", 31, 28)]
    tab = [["ISIN", "Issuer", "Index", "QM", "Maturity", "DM Bid", "DM Ask"]]
    for (cc, n), iss, idx, qm, mat, b, a in frn:
        isin = ISIN(cc, n)
        tab.append([isin, iss, idx, qm, mat, str(b), str(a)])
        L.q(isin, "agency", "frn", "dm", b, a)
    _table(d, tab, right_from=5)
    d.add_paragraph("")
    d.add_paragraph("Mit freundlichen Grüßen - Matthias Keller, +49 69 2222 4117")
    body = """Guten Morgen,

anbei unsere SSA-Levels / SSA levels attached.

Matthias Keller | Vossberg Bank AG
"""
    L.msg = mail(frm="Matthias Keller <matthias.keller@vossberg.de>", to="ssa@vossberg.de",
                 subject="EUR SSA Levels 23.11.", date=date(23, 9, 16, 0),
                 msgid=msgid("ssa.docx.2311", "vossberg.de"), text=body,
                 attachments=[("SSA_Levels_2026-11-23.docx", DOCX, _bytes(d))])
    return L


def d_muni_govt_agency():
    L = Layout("docx-muni-yields-plus-govt-agency", "docx", "pinecrest")
    d = _doc()
    d.add_heading("Pinecrest Securities - Morning Levels", level=1)
    d.add_paragraph("11/23/2026 08:45 CT")
    d.add_paragraph("Governments and agency bullets")
    gv = [("T 3 7/8 10/31/28", "99-28", "99-28+", "3.944", "3.941", "T 3.875 2028-10-31", "government"),
          ("T 4 1/8 11/15/31", "100-06+", "100-07", "4.079", "4.076", "T 4.125 2031-11-15", "government"),
          ("FNMA 4 1/8 06/15/29", "100.31", "100.36", "3.99", "3.97", "FNMA 4.125 2029-06-15", "agency"),
          ("FHLB 4 1/2 03/10/28", "100.68", "100.72", "3.92", "3.89", "FHLB 4.5 2028-03-10", "agency")]
    tab = [["Security", "Bid", "Ask", "Bid Yld", "Ask Yld"]]
    for sec, b, a, yb, ya, key, ac in gv:
        tab.append([sec, b, a, yb, ya])
        pb = t32(b) if "-" in b else float(b)
        pa = t32(a) if "-" in a else float(a)
        L.q(key, ac, ac, "price", pb, pa)
        L.q(key, ac, ac, "yield", float(yb), float(ya))
    _table(d, tab, right_from=1)
    d.add_paragraph("")
    d.add_paragraph("Municipal bid side / offer side (yield %, size in 000s)")
    mu = [("87512MAC", "STATE OF TAMARACK GO", "5.00", "03/01/2037", "3.36", "3.29", "1,000"),
          ("54488HCM", "LOS ROBLES USD GO", "5.00", "08/01/2035", "3.05", "2.98", "500"),
          ("19766WAD", "COLUMBIA HTS HOSP REV", "4.00", "10/01/2042", "4.21", "4.12", "250"),
          ("72214QFK", "PINE RIDGE TRANSIT AUTH REV", "5.00", "06/01/2031", "2.81", "2.76", "2,000")]
    tab = [["CUSIP", "Issuer", "Cpn", "Mat", "Bid Yld", "Ask Yld", "Size (000s)"]]
    for base, iss, cpn, mat, b, a, sz in mu:
        cu = CUSIP(base)
        tab.append([cu, iss, cpn, mat, b, a, sz])
        s = float(int(sz.replace(",", "")) * 1000)
        L.q(cu, "muni", "muni", "yield", float(b), float(a), s, s)
    _table(d, tab, right_from=4)
    d.add_paragraph("")
    d.add_paragraph("Dana Whitfield | 312-555-0166")
    body = """Morning levels attached (govts, agencies, munis).

Dana
"""
    L.msg = mail(frm="Dana Whitfield <dwhitfield@pinecrest.com>", to="munis@pinecrest.com",
                 subject="Morning levels 11/23", date=date(23, 14, 46, 30),
                 msgid=msgid("morning-levels-docx-1123", "pinecrest.com"), text=body,
                 attachments=[("Pinecrest Morning Levels.docx", DOCX, _bytes(d))])
    return L


def d_preferreds():
    L = Layout("docx-preferreds-div-call-columns", "docx", "marlow")
    d = _doc()
    d.add_heading("Marlow Partners - $25 Preferreds", level=1)
    d.add_paragraph("Indications, 23/11/2026. Prices in $ per share.")
    rows = [("BKRDG 5.85% Non-Cum Pfd Ser K", "06652K60", "24.10", "24.25", "5.850%", "12/15/2027", "Baa3"),
            ("ORSN 6.375% Pfd Ser A", "68749T50", "25.00", "25.12", "6.375%", "03/15/2028", "Ba1"),
            ("PCFG 4.50% Pfd", "69351U80", "19.80", "19.95", "4.500%", "06/01/2026", "Baa2"),
            ("GRNWD 5.25% Jr Sub Pfd Ser B", "39687QAH", "23.40", "23.60", "5.250%", "09/30/2029", "Baa3"),
            ("MERIDT 7.00% Pfd Ser C", "58933Y30", "25.55", "25.70", "7.000%", "11/01/2028", "Ba2")]
    tab = [["Description", "CUSIP", "Bid", "Ask", "Div", "Next Call", "Rtg"]]
    for desc, base, b, a, div, call, rtg in rows:
        cu = CUSIP(base)
        tab.append([desc, cu, b, a, div, call, rtg])
        L.q(cu, "preferred", "convert_preferred", "price", float(b), float(a))
    _table(d, tab)
    d.add_paragraph("")
    d.add_paragraph("Also showing: TRVL 7.125 2049 Pfd Ser H 25.35 bid.")
    L.q("TRVL 7.125 2049 PFD SER H", "preferred", "convert_preferred", "price", 25.35, None)
    d.add_paragraph("Hannah Cole, +44 20 7946 0911. Marlow Partners LLP is authorised and regulated by the FCA.")
    body = """Pfd indications attached.

Hannah
"""
    L.msg = mail(frm="Hannah Cole <hannah.cole@desk.marlow.co.uk>", to="pfd-cv@marlow.co.uk",
                 subject="$25 pfds 23/11", date=date(23, 15, 5, 1),
                 msgid=msgid("pfd-docx-2311", "marlow.co.uk"), text=body,
                 attachments=[("Marlow_pfds_231126.docx", DOCX, _bytes(d))])
    return L


def d_loans_hy_ebitda():
    L = Layout("docx-loans-hy-ebitda-column", "docx", "tidewater")
    d = _doc()
    d.add_heading("Tidewater Capital Markets - LevFin Axes", level=1)
    d.add_paragraph("23 November 2026. Loans in % of par; bonds cash price and YTW.")
    loans = [("Zephyr Brands", "TLB S+350 03/31", "98.25", "98.75", "5", "412.5"),
             ("Cascade Logistics", "TLB S+375 09/30", "99.00", "99.50", "3", "268.0"),
             ("Redfern Media", "TLB S+450 04/29", "88.50", "90.00", "2", "151.3"),
             ("Ironbark Software", "TLB S+325 06/29", "100.125", "100.50", "", "97.8")]
    tab = [["Borrower", "Facility", "Bid", "Offer", "Size (MM)", "LTM EBITDA ($MM)"]]
    for bor, fac, b, o, sz, e in loans:
        tab.append([bor, fac, b, o, sz, e])
        s = MM(sz) if sz else None
        L.q(f"{bor} {fac}".upper(), "loan", "loan", "price", float(b), float(o), s, s)
    _table(d, tab, right_from=2)
    d.add_paragraph("")
    hy = [("CALDRA 7 1/4 11/01/30", "CALDRA 7.25 2030-11-01", "98.50", "99.25", "7.69", "7.47"),
          ("GALVN 9 12/15/30", "GALVN 9 2030-12-15", "103.00", "103.75", "8.10", "7.89"),
          ("OSPRY 8.75 04/01/30", "OSPRY 8.75 2030-04-01", "101.25", "102.00", "8.33", "8.09")]
    tab = [["Bond", "Bid", "Ask", "YTW Bid", "YTW Ask"]]
    for bond, key, b, a, yb, ya in hy:
        tab.append([bond, b, a, yb, ya])
        L.q(key, "corporate", "hy", "price", float(b), float(a))
        L.q(key, "corporate", "hy", "yield", float(yb), float(ya))
    _table(d, tab, right_from=1)
    d.add_paragraph("")
    d.add_paragraph("Sam Oduya | +1 (646) 555-0112")
    body = """LevFin axes attached (loans + a few bonds).

Sam
"""
    L.msg = mail(frm="Sam Oduya <sam.oduya@tidewater.com>", to="levfin-clients@tidewater.com",
                 subject="TCM levfin axes", date=date(23, 15, 40, 0),
                 msgid=msgid("levfin-axes-docx-1123", "tidewater.com"), text=body,
                 attachments=[("TCM_LevFin_Axes_11-23.docx", DOCX, _bytes(d))])
    return L


LAYOUTS = [d_bwic_talk, d_bwic_cover_loans, d_axes_table, d_levels_paragraphs, d_ssa_frn, d_muni_govt_agency,
           d_preferreds, d_loans_hy_ebitda]
