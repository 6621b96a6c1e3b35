"""DOCX attachments: government runs (Italian / Spanish), loan updates, FRN/agency lists, EM notes."""
from docx.shared import Pt

from common import Layout, M, K, cusip, isin, mail, q, qs, us_isin
from docxkit import new_doc, add_table, runs, finish

FMT = "docx"
CT = "docx"
f = lambda s: float(s.replace(",", "."))


def d_varesino_btp():
    d = "varesino"
    ids = [isin("IT000562241"), isin("IT000561863"), isin("IT000560519"), "", isin("IT000563388"), isin("IT000563512")]
    rows = [("BTP 3,85% 01/09/2035", ids[0], "101,18", "101,31", "3,695", "3,679", "25"),
            ("BTP 3,45% 15/07/2031", ids[1], "101,92", "101,99", "3,017", "3,003", "50"),
            ("BTP 4,15% 01/10/2039", ids[2], "100,64", "100,86", "4,086", "4,066", "10"),
            ("BTP 2,95% 01/02/2029", "", "100,71", "100,76", "2,665", "2,644", "50"),
            ("BTP Italia 1,8% 28/05/2032", ids[4], "98,35", "98,65", "", "", "5"),
            ("BOT 12m 14/11/2027", ids[5], "", "", "2,210", "2,195", "100")]
    doc = new_doc("Sala Titoli di Stato")
    doc.add_heading("Credito Varesino - Quotazioni Titoli di Stato", level=1)
    runs(doc, [("Data: ", True), ("18/11/2026 ore 09:20", False), ("   Prezzi tel quel esclusi, rendimenti lordi annui %.", False)])
    add_table(doc, ["Titolo", "ISIN", "Denaro", "Lettera", "Rend. Denaro", "Rend. Lettera", "Quantità (mln)"], rows)
    doc.add_paragraph("")
    runs(doc, [("Chiusura precedente BTP 35: ", True), ("101,05 (solo per informazione)", False)])
    doc.add_paragraph("Credito Varesino S.p.A. - Sala Operativa Reddito Fisso - Tel. +39 02 8866 4410. "
                      "Le quotazioni sono indicative e non costituiscono offerta al pubblico.")
    quotes = []
    for t, i, b, a, yb, ya, qn in rows:
        parts = t.split()
        if t.startswith("BOT"):
            key = i
            quotes.append(q(key, "government", "yield", f(yb), f(ya), int(qn)*M, int(qn)*M, d))
            continue
        if t.startswith("BTP Italia"):
            key = i
        else:
            dd, mm, yy = parts[2].split("/")
            key = i or "BTP %g %s-%s-%s" % (f(parts[1].rstrip("%")), yy, mm, dd)
        ms = [("price", f(b), f(a))] + ([("yield", f(yb), f(ya))] if yb else [])
        quotes += qs(key, "government", ms, int(qn)*M, int(qn)*M, d)
    pdfb = finish(doc)
    eml = mail("Giulia Ferraresi <g.ferraresi@varesino.it>", "clienti-istituzionali@varesino.it",
               "Quotazioni Titoli di Stato 18/11", "Wed, 18 Nov 2026 09:21:33 +0100",
               "CV-TDS-20261118-0921@varesino.it",
               text="Buongiorno,\nin allegato le quotazioni odierne.\nCordiali saluti\nGiulia Ferraresi\n",
               attachments=[("Quotazioni_TdS_18112026.docx", pdfb, CT)], seed="d01")
    return Layout("varesino-btp-docx-it", FMT, eml, quotes)


def d_lisardo_bonos():
    d = "bancolisardo"
    ids = [isin("ES000012N15"), isin("ES000012M93"), "", isin("ES00000128X")]
    rows = [("SPGB 3,45 31/10/2034", ids[0], "100,92", "101,05", "3,322", "3,305", "20"),
            ("SPGB 2,70 31/01/2030", ids[1], "99,88", "99,95", "2,739", "2,716", "50"),
            ("SPGB 3,90 30/07/2039", "", "101,75", "101,98", "3,718", "3,697", "10"),
            ("SPGB 1,00 30/07/2042", ids[3], "65,10", "65,45", "3,851", "3,818", "10")]
    doc = new_doc("Mesa Deuda Publica")
    doc.add_heading("Banco Lisardo - Cotizaciones Deuda Pública Española", level=1)
    doc.add_paragraph("Viernes 20/11/2026, 10:05 h. Precio ex-cupón (%), TIR (%), nominal en millones de euros.")
    add_table(doc, ["Referencia", "ISIN", "Precio compra", "Precio venta", "TIR compra", "TIR venta", "Nominal (mill.)"], rows)
    doc.add_paragraph("")
    runs(doc, [("Idea del día: ", True), ("SPGB 3,15 30/04/2033", True),
               (" - compramos a 99,10 y vendemos a 99,25, en 25 mill. por lado.", False)])
    doc.add_paragraph("Banco Lisardo, S.A. - Mesa de Renta Fija. Tel. +34 91 555 43 00. Información no vinculante.")
    quotes = []
    for t, i, b, a, yb, ya, n in rows:
        name, cpn, mat = t.split()
        dd, mm, yy = mat.split("/")
        key = i or "%s %g %s-%s-%s" % (name.upper(), f(cpn.rstrip("%")), yy, mm, dd)
        quotes += qs(key, "government", [("price", f(b), f(a)), ("yield", f(yb), f(ya))], int(n)*M, int(n)*M, d)
    quotes.append(q("SPGB 3.15 2033-04-30", "government", "price", 99.10, 99.25, 25*M, 25*M, d))
    eml = mail("Mesa Deuda Pública <deudapublica@bancolisardo.es>", "institucionales@bancolisardo.es",
               "Cotizaciones Deuda Pública 20/11", "Fri, 20 Nov 2026 10:06:40 +0100",
               "BL-DP-20261120-1006@bancolisardo.es", text="Buenos días, adjuntamos cotizaciones.\n",
               attachments=[("Cotizaciones_DP_20112026.docx", finish(doc), CT)], seed="d02")
    return Layout("lisardo-bonos-docx-es", FMT, eml, quotes)


def d_fairhaven_loan_update():
    d = "fairhavencredit"
    doc = new_doc("Fairhaven Loan Trading")
    doc.add_heading("Loan Market Update - Tuesday 17 November 2026", level=1)
    doc.add_paragraph("Secondary tone firm; average bid on the index up 6c on the day. Repricings: 3 launched, "
                      "Vostra Foods (S+275 -> S+250 talk) and two others.")
    doc.add_heading("Our levels", level=2)
    lines = [("Brequin Energy TLB S+325 6/29", "99.375 / 99.875", (99.375, 99.875), "5mm"),
             ("Talvera Telecom TL S+400 3/31", "96.25 / 97.00", (96.25, 97.00), ""),
             ("Grantek Systems Incremental TLB S+350 2/32", "100.00 / 100.375", (100.00, 100.375), "2mm"),
             ("Helixgen Pharma 2nd Lien S+650 8/31", "92.00 bid", (92.00, None), "1mm")]
    for name, lv, _, sz in lines:
        runs(doc, [(name, True), ("   " + lv, False), (("   " + sz) if sz else "", False)])
    doc.add_heading("Axes", level=2)
    runs(doc, [("Seller: ", True), ("Okara Utilities TLA S+200 12/28 at 100.125 in 10mm", False)])
    runs(doc, [("Buyer: ", True), ("Condor Rail TLB S+300 4/31 - no level, indicate", False)])
    doc.add_paragraph("Settlement: LSTA par docs, T+7. Fairhaven Credit Partners LP | +1 704 555 0166.")
    quotes = []
    for name, lv, (b, a), sz in lines:
        s = int(sz[:-2]) * M if sz else None
        quotes.append(q(name.upper(), "loan", "price", b, a, s, s if a is not None else None, d))
    quotes.append(q("OKARA UTILITIES TLA S+200 12/28", "loan", "price", None, 100.125, None, 10*M, d))
    eml = mail("Fairhaven Loan Trading <loans@fairhavencredit.com>", "Accounts <accounts@vantage-am.com>",
               "Loan market update 17-Nov", "Tue, 17 Nov 2026 16:30:00 -0500",
               "FHC-LMU-20261117@fairhavencredit.com", text="Update attached.\n",
               attachments=[("Fairhaven_Loan_Update_17Nov26.docx", finish(doc), CT)], seed="d03")
    return Layout("fairhaven-loan-update-docx", FMT, eml, quotes)


def d_brennick_loans_merged():
    d = "brennick"
    doc = new_doc("Brennick LevFin")
    doc.add_heading("Brennick & Co. - Loan Levels 19-Nov-2026", level=1)
    t = doc.add_table(rows=2, cols=6)
    t.style = "Table Grid"
    h0 = t.rows[0].cells
    h0[0].merge(h0[1]).text = "Facility"
    h0[2].merge(h0[3]).text = "Price"
    h0[4].text = "Moves"
    h0[5].text = ""
    for c, v in zip(t.rows[1].cells, ["Borrower", "Tranche", "Bid", "Offer", "1d Chg", "Sz (MM)"]):
        c.text = v
    rows = [("Palantine Materials", "TLB S+300 05/31", "98.625", "99.125", "+0.125", "5"),
            ("Lumenara Media", "TLB S+450 07/29", "87.25", "88.25", "-0.50", "2"),
            ("Condor Rail", "TLB S+300 04/31", "100.00", "100.25", "0", "10"),
            ("Selvin Auto", "TLB S+375 09/30", "97.50", "98.25", "+0.25", "3"),
            ("Veldt Logistics", "TL S+525 05/30", "93.25", "93.75", "-1.00", ""),
            ("Dunmore Paper", "TL S+475 12/29", "94.875", "94.375", "-0.25", "2")]
    for r in rows:
        for c, v in zip(t.add_row().cells, r):
            c.text = v
    doc.add_paragraph("")
    doc.add_paragraph("Dunmore bid/offer as shown by the trader, being rechecked. Brennick & Co. | 704-555-0129")
    quotes = []
    for b, tr, bid, off, ch, sz in rows:
        s = int(sz) * M if sz else None
        quotes.append(q("%s %s" % (b.upper(), tr.upper()), "loan", "price", float(bid), float(off), s, s, d,
                        review=float(bid) > float(off)))
    eml = mail("Sam Okoro <sokoro@levfin.brennick.com>", "loan-accounts@brennick.com",
               "Loan levels 19-Nov (docx)", "Thu, 19 Nov 2026 11:15:00 -0500",
               "brennick-lf-20261119111500@brennick.com", text="Levels attached.\nSam\n",
               attachments=[("Brennick_Loan_Levels_19Nov.docx", finish(doc), CT)], seed="d04")
    return Layout("brennick-loans-merged-docx", FMT, eml, quotes)


def d_haldor_frn_agency():
    d = "haldorbank"
    fr = [isin("XS29004418" + "0"), isin("SE002090118"), isin("XS28762205" + "1"), isin("NO001328714")]
    ag = [isin("XS27780313" + "2"), isin("XS26981007" + "7"), isin("SE001767721")]
    frow = [("Haldor Hypotek FRN 3mS+42 06/2029", fr[0], "40", "37", "100,09", "100,14", "10"),
            ("Nordvik Sparebank FRN 3mN+88 02/2030", fr[1], "86", "81", "100,21", "100,39", "5"),
            ("Kaupa Finans FRN 3mE+120 10/2028", fr[2], "126", "118", "99,85", "100,02", "3"),
            ("Tromsa Kraft FRN 3mN+135 05/2031", fr[3], "", "", "99,40", "99,90", "2")]
    arow = [("Kommuninvest 2,625 12/11/2029", ag[0], "+14", "+11", "99,210", "99,345"),
            ("NIB 2,875 20/03/2031", ag[1], "+18", "+15", "99,480", "99,640"),
            ("SEK (Svensk Exportkredit) 3,125 05/02/2030", ag[2], "+27", "+23", "100,120", "100,275")]
    doc = new_doc("Haldor Markets")
    doc.add_heading("Haldor Bank Markets - FRN & SSA indications", level=1)
    doc.add_paragraph("17.11.2026 kl. 09:00. FRN: discount margin (bp) and price; SSA: I-spread vs swaps (bp) and price. Size in MM.")
    doc.add_heading("Floating rate notes", level=2)
    add_table(doc, ["Bond", "ISIN", "DM bid", "DM ask", "Price bid", "Price ask", "Size (MM)"], frow)
    doc.add_heading("SSA / Agency", level=2)
    add_table(doc, ["Bond", "ISIN", "I-spread bid", "I-spread ask", "Price bid", "Price ask"], arow)
    doc.add_paragraph("Haldor Bank AB (publ), Markets. Tel +46 8 555 213 00. Indicative levels only.")
    quotes = []
    for n, i, db, da, pb, pa, sz in frow:
        ms = ([("dm", int(db), int(da))] if db else []) + [("price", f(pb), f(pa))]
        quotes += qs(i, "frn", ms, int(sz)*M, int(sz)*M, d)
    for n, i, sb, sa, pb, pa in arow:
        quotes += qs(i, "agency", [("i_spread", int(sb), int(sa)), ("price", f(pb), f(pa))], None, None, d)
    eml = mail("Haldor Markets <markets@haldorbank.se>", "fi-clients@haldorbank.se",
               "FRN & SSA indications 17/11", "Tue, 17 Nov 2026 09:02:00 +0100",
               "HB-MKT-20261117-0902@haldorbank.se", text="Hej,\n\nindications attached.\n\nHaldor Markets\n",
               attachments=[("Haldor_FRN_SSA_20261117.docx", finish(doc), CT)], seed="d05")
    return Layout("haldor-frn-ssa-docx", FMT, eml, quotes)


def d_kestrel_floaters_discos():
    d = "kestrelcm"
    fr = [us_isin("95019BAX"), us_isin("48723NAU"), us_isin("28617CAM")]
    dn = [cusip("313385ZW"), cusip("313397BK"), cusip("313313CQ")]
    doc = new_doc("Kestrel STIR")
    doc.add_heading("Kestrel Capital Markets - USD Floaters & Agency Discount Notes", level=1)
    doc.add_paragraph("Friday, November 20, 2026")
    p = doc.add_paragraph()
    p.add_run("FLOATERS").bold = True
    add_table(doc, ["Description", "ISIN", "Reset", "DM (bid/ask)", "Px (bid/ask)", "Amt"],
              [("WXCB FRN 01/2029 SOFR+78", fr[0], "Quarterly", "76 / 72", "100.13 / 100.19", "5mm"),
               ("JNPR FRN 07/2030 SOFR+101", fr[1], "Quarterly", "104 / 98", "99.89 / 100.11", "3mm"),
               ("ELGH FRN 11/2028 SOFR+55", fr[2], "Quarterly", "53 / 50", "100.05 / 100.09", "10mm")])
    doc.add_paragraph("")
    p = doc.add_paragraph()
    p.add_run("AGENCY DISCOUNT NOTES (discount yield %)").bold = True
    add_table(doc, ["Issuer", "CUSIP", "Maturity", "Bid", "Offer", "Amt"],
              [("FHLB DN", dn[0], "12/31/2026", "3.742", "3.730", "50mm"),
               ("FNMA DN", dn[1], "02/17/2027", "3.716", "3.700", "25mm"),
               ("FHLMC DN", dn[2], "05/19/2027", "3.655", "3.640", "25mm")])
    doc.add_paragraph("Kestrel Capital Markets LLC, Short-Term Rates. +1 (646) 555-0110.")
    quotes = (qs(fr[0], "frn", [("dm", 76, 72), ("price", 100.13, 100.19)], 5*M, 5*M, d)
              + qs(fr[1], "frn", [("dm", 104, 98), ("price", 99.89, 100.11)], 3*M, 3*M, d)
              + qs(fr[2], "frn", [("dm", 53, 50), ("price", 100.05, 100.09)], 10*M, 10*M, d)
              + [q(dn[0], "agency", "yield", 3.742, 3.730, 50*M, 50*M, d),
                 q(dn[1], "agency", "yield", 3.716, 3.700, 25*M, 25*M, d),
                 q(dn[2], "agency", "yield", 3.655, 3.640, 25*M, 25*M, d)])
    eml = mail("Kestrel STIR Desk <stir@kestrelcm.com>", "cash-mgmt@vantage-am.com",
               "Floaters & discos 11/20", "Fri, 20 Nov 2026 08:20:00 -0500",
               "KCM-STIR-20261120-0820@kestrelcm.com", text="Attached: floaters and agency discos.\n",
               attachments=[("Kestrel_Floaters_Discos_112026.docx", finish(doc), CT)], seed="d06")
    return Layout("kestrel-floaters-discos-docx", FMT, eml, quotes)


def d_castellane_em_note():
    d = "castellane"
    e = [isin("XS276350112"), isin("XS288413074"), isin("XS25990161" + "8")]
    doc = new_doc("Castellane EM")
    doc.add_heading("EM Credit - trade ideas and levels (16/11/2026)", level=1)
    doc.add_paragraph("Sovereigns")
    runs(doc, [("EGYPT 7.625 05/29/32", True), (" - we see value after the IMF review; our market ", False),
               ("94.10 / 94.60", True), (" (8.98% / 8.88%), 2mm each way.", False)])
    runs(doc, [("ANGOL 8.75 04/14/32", True), (" - offered ", False), ("94.75", True), (" in 1mm, better seller.", False)])
    runs(doc, [("NIGERIA 7.375 09/28/33 ", True), ("(" + e[0] + ")", False), (" bid ", False), ("89.25", True), (" for 3mm.", False)])
    doc.add_paragraph("EM high yield corporates")
    add_table(doc, ["Issuer", "ISIN", "Cpn", "Mat", "Bid", "Ask", "YTW bid %", "YTW ask %", "Rating"],
              [("Pampas Energía Sur", e[1], "8.5", "03/2031", "101.25", "101.875", "8.15", "7.99", "B2/B"),
               ("Andessa Mining", e[2], "6.875", "11/2029", "98.00", "98.75", "7.62", "7.34", "Ba3/BB-"),
               ("Kaspiy Telecom", "", "7.25", "06/2030", "99.50", "100.25", "7.41", "7.17", "B1/B+")])
    doc.add_paragraph("Previous levels (last week): EGYPT 32s 93.40 / 93.90 - for reference only.")
    doc.add_paragraph("Castellane Partners SAS. This document is marketing material, not investment research.")
    quotes = (qs("EGYPT 7.625 2032-05-29", "em_sovereign", [("price", 94.10, 94.60), ("yield", 8.98, 8.88)], 2*M, 2*M, d)
              + [q("ANGOL 8.75 2032-04-14", "em_sovereign", "price", None, 94.75, None, 1*M, d),
                 q(e[0], "em_sovereign", "price", 89.25, None, 3*M, None, d)]
              + qs(e[1], "hy", [("price", 101.25, 101.875), ("yield", 8.15, 7.99)], None, None, d)
              + qs(e[2], "hy", [("price", 98.00, 98.75), ("yield", 7.62, 7.34)], None, None, d)
              + qs("KASPIY TELECOM 7.25 2030-06", "hy", [("price", 99.50, 100.25), ("yield", 7.41, 7.17)], None, None, d))
    eml = mail("Camille Aubert <c.aubert@castellane.fr>", "em-clients@castellane.fr",
               "EM ideas + levels", "Mon, 16 Nov 2026 10:45:00 +0100",
               "CA.20261116104500@castellane.fr", text="Note attached.\nCamille\n",
               attachments=[("Castellane_EM_Ideas_16112026.docx", finish(doc), CT)], seed="d07")
    return Layout("castellane-em-ideas-docx", FMT, eml, quotes)


def d_lisardo_latam_runs():
    d = "bancolisardo"
    e = [us_isin("698299BT"), us_isin("168863DX"), us_isin("P3772NAG"), us_isin("P9401CAA")]
    doc = new_doc("Lisardo EM")
    doc.add_heading("LatAm - soberanos y corporativos HY (19/11/2026)", level=1)
    for name, code, lv, tir, sz in [("PANAMA 6,4 14/02/2035", e[0], "97,30 / 97,80", "6,78 / 6,71", "2 x 2"),
                                    ("CHILE 4,95 05/01/2036", e[1], "97,90 / 98,40", "5,22 / 5,15", "3 x 3")]:
        runs(doc, [(name, True), ("  " + code + "  ", False), ("Precio " + lv, False), ("   TIR " + tir + "%", False), ("   Nominal " + sz + " MM", False)])
    runs(doc, [("URUGUA 5,1 18/06/2050", True), ("  compra 93,20 (sin venta)", False)])
    doc.add_paragraph("Corporativos HY")
    add_table(doc, ["Emisor", "ISIN", "Compra", "Venta", "Nominal"],
              [("Cementos Altiplano 7,5 2031", e[2], "99,75", "100,40", "1 MM"),
               ("Vía Austral Energía 9,25 2029", e[3], "102,10", "102,85", "500k")])
    doc.add_paragraph("Cierre de ayer PANAMA 35: 97,05. Banco Lisardo, S.A. - Información no vinculante.")
    quotes = (qs(e[0], "em_sovereign", [("price", 97.30, 97.80), ("yield", 6.78, 6.71)], 2*M, 2*M, d)
              + qs(e[1], "em_sovereign", [("price", 97.90, 98.40), ("yield", 5.22, 5.15)], 3*M, 3*M, d)
              + [q("URUGUA 5.1 2050-06-18", "em_sovereign", "price", 93.20, None, None, None, d),
                 q(e[2], "hy", "price", 99.75, 100.40, 1*M, 1*M, d),
                 q(e[3], "hy", "price", 102.10, 102.85, 500*K, 500*K, d)])
    eml = mail("Lucía Ferrándiz <lferrandiz@bancolisardo.es>", "inversores-em@bancolisardo.es",
               "LatAm soberanos + HY 19/11", "Thu, 19 Nov 2026 09:30:00 +0100",
               "BL-RFME-20261119-0930@bancolisardo.es", text="Adjunto niveles.\nLucía\n",
               attachments=[("Lisardo_LatAm_19112026.docx", finish(doc), CT)], seed="d08")
    return Layout("lisardo-latam-docx", FMT, eml, quotes)


def d_terms_disclaimer():
    doc = new_doc("Compliance")
    doc.add_heading("Marlowe Tait - Updated Terms of Business (effective 1 December 2026)", level=1)
    for para in ["1. Scope. These terms apply to all fixed income transactions executed with Marlowe Tait Europe Ltd "
                 "(FRN 123456) and Marlowe Tait LLC.",
                 "2. Indicative levels. Prices, spreads and yields communicated by e-mail, chat or telephone are "
                 "indicative unless expressly stated to be firm.",
                 "3. Best execution. See our order execution policy, version 7.2 of 30/09/2026.",
                 "4. Contact. Compliance, +44 20 7946 0300, compliance@marlowetait.com."]:
        doc.add_paragraph(para)
    eml = mail("MT Compliance <compliance@marlowetait.com>", "credit-distro@marlowetait.com",
               "Updated Terms of Business - please read", "Mon, 16 Nov 2026 12:00:00 +0000",
               "MT-COMP-20261116-TOB@marlowetait.com",
               text="Dear client,\n\nPlease find attached our updated terms of business effective 1 December 2026.\n\nMarlowe Tait Compliance\n",
               attachments=[("MT_Terms_of_Business_Dec2026.docx", finish(doc), CT)], seed="d09")
    return Layout("marlowe-terms-disclaimer-docx", FMT, eml, [])


def d_research_note():
    doc = new_doc("Kestrel Research")
    doc.add_heading("Credit Strategy: Palantine Materials - upgrade to Overweight", level=1)
    doc.add_paragraph("Palantine's Q3 print beat on EBITDA (USD 1.42bn vs 1.35bn consensus); net leverage fell to 2.1x from 2.4x.")
    doc.add_paragraph("We move the 2031s and 2036s to Overweight. The 36s trade at +126bp, 15bp wide of the BBB materials curve; "
                      "our 12-month target is +105bp. Fair value for the 31s is 100.90 on our model.")
    add_table(doc, ["Bond", "Current spread (bp)", "Target (bp)", "Recommendation"],
              [("PLNT 5.15 03/31", "99", "85", "Overweight"), ("PLNT 5.6 03/36", "126", "105", "Overweight")])
    doc.add_paragraph("Analyst: R. Iyer, +1 (646) 555-0177. This report is research; see disclosures on page 4.")
    eml = mail("Kestrel Credit Research <research@kestrelcm.com>", "research-distro@kestrelcm.com",
               "Palantine Materials: upgrade to OW", "Wed, 18 Nov 2026 06:30:00 -0500",
               "KCM-RSCH-20261118-PLNT@kestrelcm.com",
               text="Our note on Palantine Materials is attached.\n\nKestrel Credit Research\n",
               attachments=[("KCM_Research_PLNT_18Nov2026.docx", finish(doc), CT)], seed="d10")
    return Layout("kestrel-research-note-docx", FMT, eml, [])


LAYOUTS = [d_varesino_btp, d_lisardo_bonos, d_fairhaven_loan_update, d_brennick_loans_merged,
           d_haldor_frn_agency, d_kestrel_floaters_discos, d_castellane_em_note, d_lisardo_latam_runs,
           d_terms_disclaimer, d_research_note]
