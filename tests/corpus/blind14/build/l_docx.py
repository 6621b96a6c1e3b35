"""Word documents: the unit in a heading paragraph above the table, in merged header cells, in a
cell's own words; running coupons and upfronts side by side. Pairs: (loan, hy), (government,
agency, frn), (convert_preferred, cds)."""

from __future__ import annotations

import datetime as dt
import io

import docx
from docx.shared import Pt

from common import MIME_DOCX, Attachment, M, date, mk, normalize_zip, q, uc, ui

FIXED = dt.datetime(2027, 4, 12, 6, 30, 0, tzinfo=dt.UTC)


def _doc(title):
    d = docx.Document()
    cp = d.core_properties
    cp.author = "desk"
    cp.last_modified_by = "desk"
    cp.title = title
    cp.created = FIXED
    cp.modified = FIXED
    cp.revision = 1
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(9)
    return d


def _table(d, rows, merge=()):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = str(v)
    for (r1, c1, r2, c2) in merge:
        a = t.cell(r1, c1)
        text = a.text
        m = a.merge(t.cell(r2, c2))
        m.text = text
    for j in range(len(rows[0])):
        for p in t.cell(0, j).paragraphs:
            for run in p.runs:
                run.bold = True
    return t


def _bytes(d) -> bytes:
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


# ---------------------------------------------------------------- 43 / 44: loans and HY


def aubrac_french_prix_rendement():
    dl = "aubracfinance"
    h = [ui("XS", f"aubrac hy {k}") for k in range(3)]
    d = _doc("Prets et haut rendement")
    d.add_paragraph("AUBRAC FINANCE - Prêts à effet de levier et haut rendement - 13/04/2027, 09h20")
    d.add_paragraph("1. Prêts EUR - cotés en prix (% du nominal). Taille EUR 1 M par côté sauf indication.")
    _table(d, [
        ["Emprunteur", "Tranche", "Marge", "Plancher", "OID", "Echéance", "Achat", "Vente", "Taille (M EUR)"],
        ["LAGUIOLE SANTE", "TLB", "E+400", "0,00 %", "99,00", "03/2031", "99,375", "99,875", ""],
        ["MILLAU EMBALLAGES", "TLB2", "E+350", "0,00 %", "-", "10/2030", "100,125", "100,50", "2"],
        ["NAJAC TELECOM", "TLB", "E+450", "0,00 %", "98,50", "06/2029", "—", "93,25", ""],
        ["ESPALION CHIMIE", "TLB", "E+425", "0,00 %", "-", "01/2032", "DM 455", "DM 438", ""],
    ])
    d.add_paragraph("ESPALION coté en marge actualisée (DM, pb), pas en prix. NAJAC : vendeur uniquement.")
    d.add_paragraph("2. Haut rendement EUR - prix (%) puis rendement au pire (%)")
    _table(d, [
        ["ISIN", "Emetteur", "Coupon", "Echéance", "Call", "Prix", "", "Rendement", ""],
        ["", "", "", "", "", "Achat", "Vente", "Achat", "Vente"],
        [h[0], "CONQUES AUTO", "6 1/4", "15/05/2031", "15/05/2027 @ 103,125", "99,10", "99,60", "6,51", "6,36"],
        [h[1], "ROQUEFORT LAITIERS", "7 3/4", "01/11/2030", "01/11/2026 @ 103,875", "101,40", "101,90", "7,29", "7,13"],
        [h[2], "SEVERAC ENERGIE", "5 1/2", "15/01/2033", "NC", "97,20", "-", "6,11", "-"],
    ], merge=((0, 0, 1, 0), (0, 1, 1, 1), (0, 2, 1, 2), (0, 3, 1, 3), (0, 4, 1, 4), (0, 5, 0, 6), (0, 7, 0, 8)))
    d.add_paragraph("SEVERAC : acheteur uniquement, EUR 2 M. Obligations : EUR 1 M par côté. Euribor 3M 2,084 %.")
    d.add_paragraph("Aubrac Finance SA - 14 rue Auber, 75009 Paris - +33 1 44 55 21 90 - prix indicatifs, non contractuels.")
    att = Attachment("Aubrac_prets_HY_13042027.docx", _bytes(d), MIME_DOCX, "docx")
    g = []
    g += q("LAGUIOLE SANTE TLB E+400 03/2031", "loan", dl, size="1mm", comma=True, price=("99,375", "99,875"))
    g += q("MILLAU EMBALLAGES TLB2 E+350 10/2030", "loan", dl, size="2mm", comma=True, price=("100,125", "100,50"))
    g += q("NAJAC TELECOM TLB E+450 06/2029", "loan", dl, size=(None, M(1)), comma=True, price=(None, "93,25"))
    g += q("ESPALION CHIMIE TLB E+425 01/2032", "loan", dl, size="1mm", dm=("455", "438"))
    g += q(h[0], "hy", dl, size="1mm", comma=True, price=("99,10", "99,60"), yield_=("6,51", "6,36"))
    g += q(h[1], "hy", dl, size="1mm", comma=True, price=("101,40", "101,90"), yield_=("7,29", "7,13"))
    g += q(h[2], "hy", dl, size=(M(2), None), comma=True, price=("97,20", None), yield_=("6,11", None))
    body = "Bonjour,\n\nci-joint nos niveaux prêts / HY du jour.\n\nBien cordialement,\nClaire Fabre\nAubrac Finance | +33 1 44 55 21 90\n"
    return mk("aubrac-docx-prix-rendement-merged", "docx", g, sender="Claire Fabre <c.fabre@aubracfinance.fr>",
              subject="Niveaux prêts / HY - 13/04", date=date("09:24:11", "+0200"), text=body, attachments=[att], enc="8bit")


def vauclair_one_cell_sides():
    dl = "vauclair"
    h = [uc(f"vauclair hy {k}") for k in range(3)]
    d = _doc("Loans / HY")
    d.add_paragraph("VAUCLAIR PARTNERS - Leveraged Loans & High Yield - April 13, 2027")
    d.add_paragraph("Loans: bid / offer in price. 1MM per side unless shown.")
    _table(d, [
        ["Borrower / Facility", "Spread", "Floor", "Maturity", "Bid / Offer", "Size", "Comment"],
        ["BRIXHAM HEALTH TLB", "S+325", "0.50%", "05/2031", "99.50 / 99.875", "", "OID 99.25 on the add-on; leverage 5.1x"],
        ["CADGWITH SOFTWARE TLB", "S+375", "0.50%", "09/2031", "100.00 / 100.25", "3MM", "repriced from S+425 in Feb"],
        ["DITTISHAM RETAIL TL", "S+500", "1.00%", "02/2029", "86 / 88", "", "last 86 1/2; EBITDA $212MM"],
        ["EXMINSTER AUTO TLB", "S+400", "0.50%", "11/2030", "bid 97 3/8 only", "2MM", ""],
    ])
    d.add_paragraph("High yield: each side shows price then ytw. 2MM per side unless shown.")
    _table(d, [
        ["CUSIP", "Bond", "Bid (px / ytw)", "Offer (px / ytw)", "Size", "Call"],
        [h[0], "FROGMORE PACKAGING 6 5/8 09/01/2031", "100.75 / 6.43", "101.25 / 6.30", "", "09/01/27 @ 103.313"],
        [h[1], "GIDLEIGH CHEMICALS 8 1/4 03/01/2031", "97.50 / 9.01", "98.25 / 8.78", "1MM", "03/01/27 @ 104.125"],
        [h[2], "HOLNE MEDIA 7 06/15/2032", "92.00 / 9.02", "-", "", "NC life"],
    ])
    d.add_paragraph("Vauclair Partners LLC, 33 Arch St, Boston MA 02110. (617) 555-0125. Indicative, subject to change.")
    att = Attachment("Vauclair_loans_HY_041327.docx", _bytes(d), MIME_DOCX, "docx")
    g = []
    g += q("BRIXHAM HEALTH TLB S+325 05/2031", "loan", dl, size="1mm", price=("99.50", "99.875"))
    g += q("CADGWITH SOFTWARE TLB S+375 09/2031", "loan", dl, size="3mm", price=("100.00", "100.25"))
    g += q("DITTISHAM RETAIL TL S+500 02/2029", "loan", dl, size="1mm", price=("86", "88"))
    g += q("EXMINSTER AUTO TLB S+400 11/2030", "loan", dl, size=(M(2), None), price=("97 3/8", None))
    g += q(h[0], "hy", dl, size="2mm", price=("100.75", "101.25"), yield_=("6.43", "6.30"))
    g += q(h[1], "hy", dl, size="1mm", price=("97.50", "98.25"), yield_=("9.01", "8.78"))
    g += q(h[2], "hy", dl, size=(M(2), None), price=("92.00", None), yield_=("9.02", None))
    body = "Loans / HY sheet attached.\n\nNick Vauclair | Vauclair Partners | (617) 555-0125\n"
    return mk("vauclair-docx-sides-in-one-cell", "docx", g, sender="Nick Vauclair <nvauclair@vauclair.com>",
              subject="loans + HY 4/13", date=date("09:51:30", "-0400"), text=body, attachments=[att])


# ---------------------------------------------------------------- 45 / 46: governments, agencies, floaters


def hollerau_swiss_units_heading():
    dl = "hollerau"
    g1, g2 = ui("CH", "hollerau eidg 34"), ui("CH", "hollerau eidg 39")
    a1, a2, a3 = ui("CH", "hollerau zkb"), ui("XS", "hollerau eib chf"), ui("CH", "hollerau kfw chf")
    f1, f2 = ui("XS", "hollerau frn 0"), ui("DE", "hollerau frn 1")
    d = _doc("Rentenhandel 13.04.2027")
    d.add_paragraph("Hollerau Privatbank AG, Zürich - Rentenhandel - Indikationen 13.04.2027, 09:40")
    d.add_paragraph("Eidgenossen: Kurs in % (Geld / Brief), Rendite in % - CHF 10 Mio je Seite")
    _table(d, [
        ["ISIN", "Anleihe", "Verfall", "Kurs Geld", "Kurs Brief", "Rendite G", "Rendite B", "Vortag"],
        [g1, "EIDG 0,5 %", "27.05.2034", "97,35", "97,45", "0,89", "0,88", "97,28"],
        [g2, "EIDG 1,25 %", "27.06.2039", "99,90", "100,05", "1,26", "1,25", "99,84"],
    ])
    d.add_paragraph("CHF SSA / Kantone: Spread vs Eidg.-Kurve (Bp), dahinter Kurs - CHF 5 Mio je Seite")
    _table(d, [
        ["ISIN", "Emittent", "Kupon", "Verfall", "Spread G / B", "Kurs G / B", "Bemerkung"],
        [a1, "KANTON ZUERICH", "1 %", "15.03.2033", "+24 / +21", "100,62 / 100,80", ""],
        [a2, "EIB", "1 1/8 %", "20.09.2031", "+31 / +27", "100,88 / 101,05", ""],
        [a3, "KFW", "0,875 %", "10.02.2030", "SARON MS +6 / +3", "100,11 / 100,22", "vs SARON-Swaps"],
    ])
    d.add_paragraph("EUR Floater: Discount Margin (Bp) über 3mE, Kurs - EUR 3 Mio je Seite")
    _table(d, [
        ["ISIN", "Emittent", "Kupon", "Verfall", "DM Geld", "DM Brief", "Kurs Geld", "Kurs Brief"],
        [f1, "ALPNACH VERSICHERUNG FRN", "3mE+95", "05/2029", "92", "86", "100,08", "100,21"],
        [f2, "BRIENZ HYPOTHEKENBANK FRN", "3mE+60", "11/2028", "58", "53", "100,03", "100,11"],
    ])
    d.add_paragraph("SARON 0,45 %; Euribor 3M 2,084 %. Alle Kurse freibleibend. Hollerau Privatbank AG, Bahnhofstrasse 61, 8001 Zürich, "
                    "Tel. +41 44 555 72 30.")
    att = Attachment("Hollerau_Indikationen_13042027.docx", _bytes(d), MIME_DOCX, "docx")
    g = []
    g += q(g1, "government", dl, size="10mm", comma=True, price=("97,35", "97,45"), yield_=("0,89", "0,88"))
    g += q(g2, "government", dl, size="10mm", comma=True, price=("99,90", "100,05"), yield_=("1,26", "1,25"))
    g += q(a1, "agency", dl, size="5mm", comma=True, spread=("24", "21"), price=("100,62", "100,80"))
    g += q(a2, "agency", dl, size="5mm", comma=True, spread=("31", "27"), price=("100,88", "101,05"))
    g += q(a3, "agency", dl, size="5mm", comma=True, i_spread=("6", "3"), price=("100,11", "100,22"))
    g += q(f1, "frn", dl, size="3mm", comma=True, dm=("92", "86"), price=("100,08", "100,21"))
    g += q(f2, "frn", dl, size="3mm", comma=True, dm=("58", "53"), price=("100,03", "100,11"))
    body = "Grüezi,\n\nim Anhang unsere Indikationen.\n\nFreundliche Grüsse\nReto Ammann\nHollerau Privatbank AG | +41 44 555 72 30\n"
    return mk("hollerau-docx-swiss-units-in-headings", "docx", g, sender="Reto Ammann <reto.ammann@hollerau.ch>",
              subject="Indikationen Eidgenossen / SSA / Floater", date=date("09:43:55", "+0200"), text=body, attachments=[att], enc="8bit")


def wendlinger_us_rates_docx():
    dl = "wendlinger"
    t1, t2 = uc("wendl ust 30"), uc("wendl ust 34")
    a1, a2 = uc("wendl fhlb 31"), uc("wendl fnma 0")
    f1, f2 = ui("US", "wendl ibrd frn"), ui("US", "wendl fhlb frn")
    d = _doc("US rates")
    d.add_paragraph("WENDLINGER BANK AG, NEW YORK BRANCH - US RATES & AGENCIES - 04/13/2027 10:10 ET")
    d.add_paragraph("Treasuries (price in 32nds; yield %). UST 25MM per side.")
    _table(d, [
        ["CUSIP", "Security", "Bid", "Ask", "Bid Yld", "Ask Yld", "Chg (32s)"],
        [t1, "T 4 1/4 04/15/30", "100-09", "100-09½", "4.150", "4.144", "-1½"],
        [t2, "T 3 3/4 02/15/34", "98-28", "98-29", "3.940", "3.935", "-3"],
    ])
    d.add_paragraph("Agencies - first column spread to the on-the-run UST (bp), second column price. 10MM per side.")
    _table(d, [
        ["CUSIP", "Issuer", "Cpn", "Maturity", "Sprd B / A", "Px B / A"],
        [a1, "FHLB", "4.375", "06/13/2031", "T+13 / T+10", "100-14 / 100-17"],
        [a2, "FNMA", "0", "01/15/2030", "4.02% / 3.98% (yld)", "89.71 / 89.81"],
    ])
    d.add_paragraph("SSA / agency floaters - DM over SOFR (bp) and price. 25MM per side.")
    _table(d, [
        ["ISIN", "Issuer", "Index", "Maturity", "DM Bid", "DM Ask", "Px Bid", "Px Ask"],
        [f1, "IBRD FRN", "SOFR+20", "03/2030", "18", "15.5", "100.06", "100.13"],
        [f2, "FHLB FRN", "SOFR+8", "09/2028", "6.5", "5", "100.02", "100.04"],
    ])
    d.add_paragraph("Wendlinger Bank AG, New York Branch, 520 Madison Ave, New York NY 10022. +1 212 555 0610. Indicative.")
    att = Attachment("Wendlinger_US_rates_20270413.docx", _bytes(d), MIME_DOCX, "docx")
    g = []
    g += q(t1, "government", dl, size="25mm", price=("100-09", "100-09½"), yield_=("4.150", "4.144"))
    g += q(t2, "government", dl, size="25mm", price=("98-28", "98-29"), yield_=("3.940", "3.935"))
    g += q(a1, "agency", dl, size="10mm", spread=("13", "10"), price=("100-14", "100-17"))
    g += q(a2, "agency", dl, size="10mm", yield_=("4.02", "3.98"), price=("89.71", "89.81"))
    g += q(f1, "frn", dl, asset_class="agency", size="25mm", dm=("18", "15.5"), price=("100.06", "100.13"))
    g += q(f2, "frn", dl, asset_class="agency", size="25mm", dm=("6.5", "5"), price=("100.02", "100.04"))
    body = "Please find our US rates / agency sheet attached.\n\nAnja Roth | Wendlinger Bank AG, New York Branch | +1 212 555 0610\n"
    return mk("wendlinger-docx-us-rates-agency-sofr", "docx", g, sender="Anja Roth <anja.roth@wendlinger.com>",
              subject="US rates / agencies / floaters - 4/13", date=date("10:12:08", "-0400"), text=body, attachments=[att])


# ---------------------------------------------------------------- 47 / 48: converts, preferreds, CDS


def fenwright_cv_pfd_cds_running():
    dl = "fenwright"
    v = [uc(f"fenwright cv {k}") for k in range(3)]
    p = [uc(f"fenwright pfd {k}") for k in range(2)]
    d = _doc("Converts / preferreds / CDS")
    d.add_paragraph("FENWRIGHT & CO - CONVERTS, PREFERREDS AND CDS - TUESDAY 13 APRIL 2027")
    d.add_paragraph("Converts (points). Stock, parity, premium and delta are for reference. Sizes in the last column.")
    _table(d, [
        ["CUSIP", "Issue", "Bid", "Offer", "Stock", "Parity", "Prem", "Delta", "Size"],
        [v[0], "KYNANCE ROBOTICS 2% 2031 CV", "118.25", "119.00", "$64.20", "108.50", "9.3%", "0.78", "2MM"],
        [v[1], "LAMORNA BIOSCIENCE 0% 2030 CV", "88.75", "89.50", "$12.85", "41.12", "116%", "0.22", "1MM"],
        [v[2], "MORWENSTOW SOLAR 3.5% 2029 CV", "offer only", "97.125", "$8.40", "63.00", "54%", "0.30", "1MM"],
    ])
    d.add_paragraph("Preferreds ($25 par): price in $, yield to call after - 10,000 shs min.")
    _table(d, [
        ["CUSIP", "Issue", "Bid / Ask ($)", "YTC B / A", "Cur Yld", "Call"],
        [p[0], "NEWLYN FINANCIAL 6 1/8% SER E", "24.96 / 25.10", "6.16% / 6.04%", "6.14%", "04/15/2030 @ 25"],
        [p[1], "OTTERHAM UTILITIES 5.7% SER A", "23.85 / 24.02", "6.53% / 6.39%", "5.98%", "12/01/2031 @ 25"],
    ])
    d.add_paragraph("CDS - single names USD 5mm per side. The Quote column says how each row is quoted.")
    _table(d, [
        ["Name", "Tenor", "Quote", "Bid", "Ask"],
        ["KYNANCE ROBOTICS", "5Y", "bp (100 running)", "162", "171"],
        ["PADSTOW LEISURE", "5Y", "upfront pts, 500 running", "-3.25", "-2.75"],
        ["QUETHIOCK MINING", "5Y", "upfront pts, 500 running", "4.10", "4.60"],
        ["NEWLYN FINANCIAL", "5Y", "bp (100 running)", "88", "94"],
    ])
    d.add_paragraph("Fenwright & Co, 1 Ferry Building, San Francisco CA 94111. (415) 555-0137. All levels indicative.")
    att = Attachment("Fenwright_CV_PFD_CDS_0413.docx", _bytes(d), MIME_DOCX, "docx")
    g = []
    g += q(v[0], "convert", dl, size="2mm", price=("118.25", "119.00"))
    g += q(v[1], "convert", dl, size="1mm", price=("88.75", "89.50"))
    g += q(v[2], "convert", dl, size=(None, M(1)), price=(None, "97.125"))
    g += q(p[0], "preferred", dl, price=("24.96", "25.10"), yield_=("6.16", "6.04"))
    g += q(p[1], "preferred", dl, price=("23.85", "24.02"), yield_=("6.53", "6.39"))
    g += q("KYNANCE ROBOTICS 5Y", "cds", dl, size="5mm", spread=("162", "171"))
    g += q("PADSTOW LEISURE 5Y", "cds", dl, size="5mm", upfront=("-3.25", "-2.75"))
    g += q("QUETHIOCK MINING 5Y", "cds", dl, size="5mm", upfront=("4.10", "4.60"))
    g += q("NEWLYN FINANCIAL 5Y", "cds", dl, size="5mm", spread=("88", "94"))
    body = "Hi - converts, preferreds and CDS in the attached Word doc.\n\nJo Fenwright | Fenwright & Co | (415) 555-0137\n"
    return mk("fenwright-docx-cv-pfd-cds-quote-col", "docx", g, sender="Jo Fenwright <jo@fenwright.com>",
              subject="CV / pfd / CDS - 4/13", date=date("07:48:26", "-0700"), text=body, attachments=[att])


def holbeck_paragraph_units():
    dl = "holbeckames"
    v = [ui("XS", f"holbeck cb {k}") for k in range(2)]
    p = ui("XS", "holbeck hybrid")
    d = _doc("CB / hybrids / CDS")
    d.add_paragraph("Holbeck Ames - European CBs, hybrids and CDS - 13 April 2027")
    d.add_paragraph("CONVERTIBLES - quoted in % of par; EUR 1m per side.")
    _table(d, [
        ["ISIN", "Issuer", "Coupon", "Maturity", "Bid", "Offer", "Parity", "Delta"],
        [v[0], "SANDBANKS ELEKTRO CB", "1.0%", "15/03/2030", "104.30", "105.05", "91.20", "0.64"],
        [v[1], "TOLLARD PHARMA CB", "0%", "01/12/2028", "95.60", "96.20", "34.80", "0.15"],
    ])
    d.add_paragraph("HYBRID - UPTON MARINE 6 3/8% PERP NC 2029 (" + p + "): 100.85 / 101.35 in price, 6.04% / 5.83% to call, "
                    "EUR 1m per side.")
    d.add_paragraph("CDS - running spread in bp, except UPTON MARINE and VERWOOD CASINOS, which trade upfront against "
                    "500bp running (points, negative = receive). Single names EUR 5m, index EUR 25m per side.")
    _table(d, [
        ["Reference", "Tier", "Tenor", "Bid", "Ask", "Chg"],
        ["ITRX XOVER S47", "", "5Y", "289", "292", "-3"],
        ["SANDBANKS ELEKTRO", "SNR", "5Y", "118", "124", "+1"],
        ["TOLLARD PHARMA", "SNR", "5Y", "71", "76", "0"],
        ["UPTON MARINE", "SNR", "5Y", "-1.85", "-1.45", "+0.05"],
        ["VERWOOD CASINOS", "SUB", "5Y", "6.30", "6.90", "+0.20"],
    ])
    d.add_paragraph("Holbeck Ames LLP, 20 Gresham St, London EC2V 7JE. +44 20 7946 0288. Indicative levels, not research.")
    att = Attachment("HolbeckAmes_CB_hybrid_CDS_13Apr.docx", _bytes(d), MIME_DOCX, "docx")
    g = []
    g += q(v[0], "convert", dl, size="1mm", price=("104.30", "105.05"))
    g += q(v[1], "convert", dl, size="1mm", price=("95.60", "96.20"))
    g += q(p, "preferred", dl, size="1mm", price=("100.85", "101.35"), yield_=("6.04", "5.83"))
    g += q("ITRX XOVER S47 5Y", "cds", dl, size="25mm", spread=("289", "292"))
    g += q("SANDBANKS ELEKTRO SNR 5Y", "cds", dl, size="5mm", spread=("118", "124"))
    g += q("TOLLARD PHARMA SNR 5Y", "cds", dl, size="5mm", spread=("71", "76"))
    g += q("UPTON MARINE SNR 5Y", "cds", dl, size="5mm", upfront=("-1.85", "-1.45"))
    g += q("VERWOOD CASINOS SUB 5Y", "cds", dl, size="5mm", upfront=("6.30", "6.90"))
    body = "Morning - CB / hybrid / CDS note attached.\n\nTom Ames | Holbeck Ames LLP | +44 20 7946 0288\n"
    return mk("holbeck-docx-units-in-paragraphs", "docx", g, sender="Tom Ames <tames@holbeckames.co.uk>",
              subject="CBs / hybrid / CDS 13/04", date=date("08:28:02", "+0100"), text=body, attachments=[att])


LAYOUTS = [
    aubrac_french_prix_rendement, vauclair_one_cell_sides,
    hollerau_swiss_units_heading, wendlinger_us_rates_docx,
    fenwright_cv_pfd_cds_running, holbeck_paragraph_units,
]
