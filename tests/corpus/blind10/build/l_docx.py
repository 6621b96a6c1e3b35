"""Word attachments: European-language loan/HY, CDS/SSA sheets and desk notes with tables among prose."""

from __future__ import annotations

import io

import docx

from common import MIME_DOCX, Attachment, mk, normalize_zip, q, ui


def word(blocks, author="desk"):
    """blocks: ('h', text) | ('p', text) | ('t', rows) -> bytes."""
    doc = docx.Document()
    cp = doc.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.revision = 1
    for kind, content in blocks:
        if kind == "h":
            doc.add_heading(content, level=2)
        elif kind == "p":
            doc.add_paragraph(content)
        else:
            t = doc.add_table(rows=len(content), cols=len(content[0]))
            t.style = "Table Grid"
            for i, r in enumerate(content):
                for j, c in enumerate(r):
                    t.cell(i, j).text = str(c)
                    if i == 0:
                        for run in t.cell(i, j).paragraphs[0].runs:
                            run.bold = True
    buf = io.BytesIO()
    doc.save(buf)
    return normalize_zip(buf.getvalue())


def att(name, data):
    return Attachment(name, data, MIME_DOCX, "docx")


# ---------------------------------------------------------------- 43 / 44: loans + HY in French / Spanish


def l43():
    dlr = "moselleinvest"
    gold = []
    ln = [("Emprunteur", "Tranche", "Marge", "Echeance", "Plancher", "Achat", "Vente", "Taille (M EUR)", "Commentaire")]
    for b, t, mg, m, fl, a, v, sz, com in [
            ("GROUPE VERMONDANS", "TLB", "E+375", "15/07/2031", "0,00%", "99,375", "99,875", "2", "levier 5,1x ; OID 99,5 ; EBITDA 212 M"),
            ("ARDENNES PACKAGING", "TLB2", "E+425", "30/11/2030", "0,00%", "97,50", "98,25", "1", "soft call 101 jusqu'au 06/2027"),
            ("LUMIERE CLINIQUES", "TLB", "E+400", "28/02/2032", "0,00%", "100,00", "100,50", "2", "repricing probable (-50 pb)")]:
        ln.append((b, t, mg, m, fl, a, v, sz, com))
        n = int(sz) * 1000000
        gold += q(f"{b} {t} {mg} {m}", "loan", dlr, size=(n, n), comma=True, price=(a, v))
    hy = [("Emetteur", "Coupon", "Echeance", "Call", "Prix Achat", "Prix Vente", "Rdt Achat", "Rdt Vente")]
    for e, c, cd, m, call, pa, pv, ra, rv in [
            ("TALMONT AUTOMOTIVE", "6,5", 6.5, "2030-04-15", "15/04/2027 @ 103,25", "99,00", "99,75", "6,82", "6,57"),
            ("BRETAGNE TELECOM", "5,125", 5.125, "2029-10-01", "01/10/2026 @ 101,28", "98,40", "99,00", "5,86", "5,59"),
            ("SOLVAGE CHIMIE", "7,875", 7.875, "2031-06-30", "30/06/2027 @ 103,94", "101,50", "102,25", "7,43", "7,23")]:
        y, mo, d = m.split("-")
        shown_v = "97,75" if e == "TALMONT AUTOMOTIVE" else pv
        hy.append((e, c, f"{d}/{mo}/{y}", call, pa, shown_v, ra, rv))
        gold += q(f"{e} {cd:g} {m}", "hy", dlr, size="1x1", comma=True, price=(pa, pv), yield_=(ra, rv))
    data = word([("h", "Moselle Invest - Prets a effet de levier / High Yield EUR - 12/01/2027"),
                 ("p", "Niveaux indicatifs a 10h00 CET. Prix en pourcentage du nominal."),
                 ("t", ln),
                 ("p", "High Yield : taille 1 M EUR par cote."),
                 ("t", hy),
                 ("p", "Note : le prix de vente sur TALMONT AUTOMOTIVE 6,5% 2030 doit se lire 99,75 (et non 97,75, erreur de saisie)."),
                 ("p", "Moselle Invest SA - 14 boulevard Royal, L-2449 Luxembourg - RCS B 182.117 - Tel. +352 26 55 04 18.")],
                author="Moselle Invest")
    return mk("moselle-fr-loans-hy-correction", "docx", gold, sender="Camille Weber <camille.weber@moselleinvest.lu>",
              subject="Niveaux prets / HY 12.01.2027", date="Tue, 12 Jan 2027 10:05:31 +0100",
              text="Bonjour,\nci-joint nos niveaux du jour.\nCamille Weber | Moselle Invest | +352 26 55 04 18\n",
              attachments=[att("MoselleInvest_Prets_HY_20270112.docx", data)])


def l44():
    dlr = "cantabricovalores"
    gold = []
    ln = [("Prestatario", "Tramo", "Diferencial", "Vencimiento", "Compra", "Venta", "Var. semanal", "Importe facilidad")]
    for b, t, mg, m, c, v, var, fac in [
            ("GRUPO MARAGATO", "TLB", "E+350", "mar-31", "99,25", "99,75", "+0,125", "EUR 850 M"),
            ("HOSPITALES DEL CANTABRICO", "TLB", "E+450", "sep-30", "94,00", "95,25", "-0,50", "EUR 420 M"),
            ("LOGISTICA MERIDIANA", "TLB", "E+400", "jun-32", "100,125", "100,625", "0", "EUR 600 M")]:
        ln.append((b, t, mg, m, c, v, var, fac))
        gold += q(f"{b} {t} {mg} {m}".upper(), "loan", dlr, size="1x1", comma=True, price=(c, v))
    hy = [("Emisor", "Cupon", "Vencimiento", "Precio Compra / Venta", "TIR Compra / Venta", "Rating")]
    for e, c, cd, m, p, y in [("ARAGONESA DE ENERGIA", "5,75", 5.75, "2030-02-15", ("100,50", "101,125"), ("5,59", "5,43")),
                              ("PUERTOS DEL SUR", "6,375", 6.375, "2031-09-30", ("98,75", "99,50"), ("6,71", "6,52")),
                              ("TEXTIL NAVARRA", "8,25", 8.25, "2029-05-01", ("92,00", "93,50"), ("10,61", "9,95"))]:
        yy, mo, d = m.split("-")
        hy.append((e, c, f"{d}/{mo}/{yy}", f"{p[0]} / {p[1]}", f"{y[0]} / {y[1]}", "B+"))
        gold += q(f"{e} {cd:g} {m}", "hy", dlr, size="1x1", comma=True, price=p, yield_=y)
    data = word([("h", "Cantabrico Valores - Prestamos y High Yield EUR"),
                 ("p", "12 de enero de 2027, 10:30 h. Niveles indicativos. Tamano: 1 M EUR por lado."),
                 ("t", ln),
                 ("t", hy),
                 ("p", "Cantabrico Valores S.V., S.A. - Paseo de Pereda 9, 39004 Santander - Tel. +34 942 555 017 - CNMV n. 288.")],
                author="Cantabrico Valores")
    return mk("cantabrico-es-loans-hy", "docx", gold, sender="Iker Solana <isolana@cantabricovalores.es>",
              subject="Niveles prestamos / HY", date="Tue, 12 Jan 2027 10:32:02 +0100",
              text="Hola, adjunto niveles.\nIker Solana | Cantabrico Valores | +34 942 555 017\n",
              attachments=[att("Cantabrico_prestamos_HY_12-01-2027.docx", data)])


# ---------------------------------------------------------------- 45 / 46: CDS + SSA in Italian / German


def l45():
    dlr = "bancaberica"
    gold = []
    cds = [("Entita di riferimento", "Seniority", "Scadenza", "Denaro", "Lettera", "Var. giorn.", "Recupero")]
    for e, s, t, d, lt, var in [("VENETA ENERGIA", "SNR", "5Y", "68", "73", "-1"), ("BANCA DI VALDERA", "SUB", "5Y", "148", "158", "+2"),
                                ("STRADE DEL GARDA", "SNR", "5Y", "92", "99", "0"), ("ITALY", "SNR", "5Y", "61", "64", "-0,5")]:
        cds.append((e, s, t, d, lt, var, "40%"))
        gold += q(f"{e} {s} {t}", "cds", dlr, size="10x10", spread=(d, lt))
    ssa = [("Emittente", "Cedola", "Scadenza", "ASW Denaro", "ASW Lettera", "Prezzo Denaro", "Prezzo Lettera", "Quantita")]
    for e, c, cd, m, ad, al, pd, pl, qt in [("CDP", "3,25", 3.25, "2032-03-04", "+58", "+54", "99,12", "99,34", "5 mln"),
                                            ("EIB", "2,75", 2.75, "2031-01-16", "+12", "+9", "100,48", "100,62", "10 mln"),
                                            ("EU", "3,0", 3.0, "2034-12-04", "+36", "+33", "99,65", "99,88", "10 mln")]:
        yy, mo, d = m.split("-")
        ssa.append((e, c, f"{d}/{mo}/{yy}", ad, al, pd, pl, qt))
        n = int(qt.split()[0]) * 1000000
        gold += q(f"{e} {cd:g} {m}", "agency", dlr, size=(n, n), comma=True, i_spread=(ad, al), price=(pd, pl))
    data = word([("h", "Banca Berica - CDS e SSA EUR"),
                 ("p", "12/01/2027 ore 9:45. CDS: 10 mln per lato. ASW contro mid-swap; livelli indicativi."),
                 ("t", cds),
                 ("t", ssa),
                 ("p", "Indici: iTraxx Main S46 5Y a 56 mid, Crossover 285 mid - solo riferimento, non quotati."),
                 ("p", "Banca Berica S.p.A. - Contra' Porti 4, 36100 Vicenza - Tel. +39 0444 555 031.")],
                author="Banca Berica")
    return mk("berica-it-cds-ssa", "docx", gold, sender="Chiara Dal Molin <c.dalmolin@bancaberica.it>",
              subject="CDS / SSA 12-01", date="Tue, 12 Jan 2027 09:48:20 +0100",
              text="Buongiorno, in allegato.\nChiara Dal Molin | Banca Berica | +39 0444 555 031\n",
              attachments=[att("BancaBerica_CDS_SSA_12012027.docx", data)])


def l46():
    dlr = "rheinauer"
    gold = []
    cds = [("Referenzschuldner", "Rang", "Laufzeit", "Geld", "Brief", "Kupon", "Aktie")]
    for e, r, t, g, b, k, ak in [("HALLEBERG STAL", "SNR", "5J", "321", "334", "500", "8,42"),
                                 ("ODENWALD CHEMIE", "SNR", "5J", "77", "82", "100", "54,10"),
                                 ("ODENWALD CHEMIE", "SNR", "10J", "118", "126", "100", "54,10"),
                                 ("ITRAXX EUROPE S46", "-", "5J", "55,75", "56,25", "100", "-")]:
        cds.append((e, r, t, g, b, k, ak))
        key = f"{e} {t}" if r == "-" else f"{e} {r} {t}"
        gold += q(key, "cds", dlr, size="10x10", comma=True, spread=(g, b))
    ssa = [("Emittent", "Kupon", "Faelligkeit", "Geld", "Brief", "Rendite G", "Rendite B", "Spread vs Bund (Mitte)")]
    for e, c, cd, m, g, b, rg, rb, sp in [("KFW", "2,5", 2.5, "2031-11-19", "99,41", "99,52", "2,641", "2,616", "+21"),
                                          ("L-BANK", "2,875", 2.875, "2033-06-28", "99,70", "99,86", "2,925", "2,900", "+33"),
                                          ("NRW BANK", "3,0", 3.0, "2035-01-09", "99,85", "100,04", "3,019", "2,995", "+41")]:
        yy, mo, d = m.split("-")
        ssa.append((e, c, f"{d}.{mo}.{yy}", g, b, rg, rb, sp))
        gold += q(f"{e} {cd:g} {m}", "agency", dlr, size="10x10", comma=True, price=(g, b), yield_=(rg, rb))
    data = word([("h", "Rheinauer Bank - CDS und SSA"),
                 ("p", "Stand 12.01.2027, 10:15 Uhr. Groesse: 10 Mio EUR je Seite. Alle Kurse indikativ."),
                 ("t", cds),
                 ("t", ssa),
                 ("p", "Rheinauer Bank AG, Rheinallee 40, 55118 Mainz. Tel. +49 6131 555 0274. HRB 40112."),
                 ],
                author="Rheinauer Bank")
    return mk("rheinauer-de-cds-ssa", "docx", gold, sender="Matthias Oberle <matthias.oberle@rheinauer.de>",
              subject="CDS / SSA Levels 12.01.2027", date="Tue, 12 Jan 2027 10:16:00 +0100",
              text="Guten Morgen,\nanbei unsere Levels.\nMatthias Oberle | Rheinauer Bank | +49 6131 555 0274\n",
              attachments=[att("Rheinauer_CDS_SSA_12012027.docx", data)])


# ---------------------------------------------------------------- 47 / 48: desk notes: govts + munis + securitised among prose


def l47():
    dlr = "ossington"
    gold = []
    ust = [("Security", "Bid", "Ask", "Bid Yld", "Ask Yld", "Size")]
    for d, k, b, a, yb, ya in [("T 4 1/8 12/31/29", "T 4.125 2029-12-31", "100-08", "100-08+", "4.034", "4.028"),
                               ("T 4 1/4 11/15/36", "T 4.25 2036-11-15", "99-07+", "99-08", "4.336", "4.333")]:
        ust.append((d, b, a, yb, ya, "25x25"))
        gold += q(k, "government", dlr, size="25x25", price=(b, a), yield_=(yb, ya))
    mu = [("Muni", "CUSIP", "Par (000)", "Yld Bid / Ofr", "Px Bid / Ofr")]
    for desc, par, y, p in [("OREGON ST GO 5% 05/01/2040", "1,000", ("3.71", "3.65"), ("110.84", "111.43")),
                            ("GEORGIA ST GO 4% 07/01/2043", "750", ("4.02", "3.95"), ("99.75", "100.64"))]:
        cus = ui("US", desc + "os")[2:11]
        mu.append((desc, cus, par, f"{y[0]} / {y[1]}", f"{p[0]} / {p[1]}"))
        n = int(par.replace(",", "")) * 1000
        gold += q(cus, "muni", dlr, size=(n, n), yield_=y, price=p)
    sec = [("Deal / Class", "CUSIP", "Orig ($MM)", "WAL", "Offer Sprd", "Offer Px")]
    for deal, o, wal, sp, px in [("GREYSTOKE CMBS 2024-C2 AS", "30.0", "7.1", "T+158", "98-10"),
                                 ("BRIDGEHAM 2023-C4 A5", "40.0", "6.4", "T+104", "100-04")]:
        cus = ui("US", deal + "os")[2:11]
        sec.append((deal, cus, o, wal, sp, px))
        gold += q(cus, "structured", dlr, size=(None, None), spread=(None, sp[2:]), price=(None, px))
    data = word([("h", "Ossington Partners - Desk Notes, Tuesday 12 January 2027"),
                 ("p", "Rates: 10s at 4.33% after the 0.3% m/m core print; curve 2s10s +34bp, 5s30s +56bp. The 3y auction "
                       "stopped through by 0.8bp at 3.912% with 2.71x bid-to-cover; indirects 71.4%."),
                 ("p", "Munis: MMD 10y 2.94% (-2), 30y 3.88% (-2); 1.2bn of new supply this week, 30-day visible 9.8bn. "
                       "Fund flows +412mm last week."),
                 ("h", "Our levels"),
                 ("t", ust),
                 ("t", mu),
                 ("p", "CMBS offerings (we are sellers, size on request):"),
                 ("t", sec),
                 ("p", "Ossington Partners LLC, 55 Water St, New York NY 10041. +1 212 555 0193. Indicative only.")],
                author="Ossington Partners")
    return mk("ossington-desk-notes-tables", "docx", gold, sender="Ruth Abernethy <rabernethy@ossington.com>",
              subject="Desk notes + levels 1/12", date="Tue, 12 Jan 2027 11:50:42 -0500",
              text="Desk notes attached, levels at the end.\nRuth Abernethy | Ossington Partners | +1 212 555 0193\n",
              attachments=[att("Ossington_desk_notes_2027-01-12.docx", data)])


def l48():
    dlr = "carrickvale"
    gold = []
    gl = [("Gilt", "Bid", "Offer", "Yld Bid", "Yld Offer", "Chg")]
    for d, k, b, a, yb, ya, ch in [("UKT 4 1/4 07/06/32", "UKT 4.25 2032-06-07", "99.11", "99.16", "4.419", "4.409", "-3.6"),
                                   ("UKT 4 3/4 22/10/43", "UKT 4.75 2043-10-22", "97.90", "98.01", "4.940", "4.930", "-3.9")]:
        gl.append((d, b, a, yb, ya, ch))
        gold += q(k, "government", dlr, size="10x10", price=(b, a), yield_=(yb, ya))
    mu = [("Muni (taxable)", "Cpn", "Maturity", "Yld Bid", "Yld Offer", "Amount")]
    for iss, c, cd, m, yb, ya, amt in [("UNIV OF CALIFORNIA REGENTS", "5.10", 5.1, "2045-05-15", "5.31", "5.24", "2mm"),
                                       ("PORT AUTH NY & NJ", "4.93", 4.93, "2040-10-01", "5.06", "4.99", "1mm")]:
        yy, mo, d = m.split("-")
        mu.append((iss, c, f"{mo}/{d}/{yy}", yb, ya, amt))
        gold += q(f"{iss} {cd:g} {m}", "muni", dlr, size=amt, yield_=(yb, ya))
    sec = [("RMBS / ABS (GBP)", "ISIN", "Cur Face (GBP mm)", "Factor", "DM Bid", "DM Offer", "Px Bid", "Px Offer")]
    for deal, cf, fac, db, da, pb, pa in [("LOCHSIDE MORTGAGES 2024-1 A", "112.4", "0.562", "68", "62", "100.12", "100.20"),
                                          ("TWEED AUTO LOANS 2025-1 B", "41.0", "0.820", "115", "105", "99.85", "100.05")]:
        isn = ui("XS", deal)
        sec.append((deal, isn, cf, fac, db, da, pb, pa))
        gold += q(isn, "structured", dlr, size="5x5", dm=(db, da), price=(pb, pa))
    data = word([("h", "Carrickvale - Cross-asset levels, 12-Jan-2027"),
                 ("p", "Gilts 10mm and RMBS/ABS 5mm per side; munis as shown. Gilts rallied 3-4bp on the GDP miss "
                       "(-0.1% m/m vs +0.1% exp.); BoE pricing 62bp of cuts for 2027."),
                 ("t", gl),
                 ("t", mu),
                 ("t", sec),
                 ("p", "Carrickvale Securities Ltd, 40 St Vincent Pl, Glasgow G1 2ER. +44 141 555 0162. FCA FRN 511903.")],
                author="Carrickvale")
    return mk("carrickvale-cross-asset-docx", "docx", gold, sender="Fergus Blackadder <fblackadder@carrickvale.co.uk>",
              subject="Cross-asset levels 12-Jan", date="Tue, 12 Jan 2027 11:20:00 +0000",
              text="Levels attached.\nFergus Blackadder | Carrickvale | +44 141 555 0162\n",
              attachments=[att("Carrickvale_levels_12Jan2027.docx", data)])


LAYOUTS = [l43, l44, l45, l46, l47, l48]
