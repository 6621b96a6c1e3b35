"""PDF attachments: dealers' daily sheets and printed runs from desks in several regions."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, M, bkey, date, mk, q, uc, ui


def _pdf(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


# ---------------------------------------------------------------- 13 / 14: French and Spanish govt + agency sheets


def ravenelle_fiche():
    d = "ravenelle"
    buf, c = pk.new("a4", title="Fiche de cotations 17/02/2027", author="Ravenelle & Cie")
    W = 595
    c.setFont("Helvetica-Bold", 14)
    c.drawString(36, 800, "RAVENELLE & CIE")
    c.setFont("Helvetica", 8)
    c.drawString(36, 788, "Salle des marchés - Taux euro  |  14 rue de la Paix, 75002 Paris  |  +33 1 53 45 87 20")
    c.drawRightString(W - 36, 800, "Fiche de cotations - 17/02/2027 - 08h15")
    pk.rule(c, 36, W - 36, 782)
    y = pk.lines(c, 36, 770, [
        "Prix pied de coupon (clean), rendements actuariels en %. Tailles en millions d'euros par côté.",
        "Clôt. veille = cours de clôture de la veille ; Var. en points de base sur le rendement.",
    ], size=7.5)
    gold = []
    y -= 6
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y, "EMPRUNTS D'ÉTAT")
    y -= 4
    head = ["Titre", "ISIN", "Coupon", "Échéance", "Achat", "Vente", "Rdt achat", "Rdt vente", "Clôt. veille", "Var. (pb)", "Taille (M€)"]
    rows = [head]
    govt = [
        ("OAT", 2.75, "25/02/2030", "2030-02-25", "100,412", "100,452", "2,605", "2,591", "100,380", "-0,8", "25"),
        ("OAT", 3.0, "25/11/2034", "2034-11-25", "101,655", "101,725", "2,758", "2,749", "101,560", "-1,2", "10"),
        ("OAT", 3.25, "25/05/2045", "2045-05-25", "96,910", "97,050^1", "3,471", "3,461", "96,800", "-0,9", "5"),
        ("OATi", 0.1, "01/03/2032", "2032-03-01", "98,470", "98,610", "0,402", "0,373", "98,440", "-0,5", "5"),
        ("BTF", 0.0, "13/08/2027", "2027-08-13", "98,962", "98,971", "2,012", "1,996", "98,955", "0,0", "50"),
    ]
    for t, cp, ech, iso, a, v, ra, rv, cl, var, tl in govt:
        isn = ui("FR", f"b12-rav-{t}-{iso}")
        rows.append([t, isn, f"{cp:.2f}".replace(".", ",") + " %", ech, a, v, ra, rv, cl, var, tl])
        rev = ("price",) if "^" in v else ()
        gold += q(isn, "government", d, size=(M(int(tl)),) * 2, comma=True, review=rev,
                  price=(a, v.split("^")[0]), yield_=(ra, rv))
    y = pk.grid(c, 36, y - 2, [40, 66, 40, 50, 44, 44, 46, 46, 50, 40, 47], rows, align="llrlrrrrrrr")
    y -= 16
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y, "AGENCES / SUPRANATIONAUX (spread contre OAT interpolée)")
    y -= 4
    rows = [["", "", "", "Spread / OAT (pb)", "", "Prix", "", ""],
            ["Émetteur", "Coupon", "Échéance", "Achat", "Vente", "Achat", "Vente", "Taille (M€)"]]
    ssa = [
        ("CADES", 3.0, "25/05/2031", "2031-05-25", "+22", "+19", "101,180", "101,310", "10"),
        ("UNEDIC", 2.875, "25/11/2033", "2033-11-25", "+27", "+24", "99,840", "100,020", "5"),
        ("AFD", 3.375, "24/05/2034", "2034-05-24", "+34", "+30", "101,920", "102,180", "5"),
        ("SFIL", 3.125, "17/09/2032", "2032-09-17", "+41", "+37", "101,050", "101,290", "5"),
        ("BPIFRANCE", 2.75, "25/02/2030", "2030-02-25", "+30", "+26", "100,120", "100,240", "10"),
    ]
    for e, cp, ech, iso, sa, sv, pa, pv, tl in ssa:
        rows.append([e, f"{cp:g}".replace(".", ",") + " %", ech, sa, sv, pa, pv, tl])
        gold += q(bkey(e, cp, iso), "agency", d, size=(M(int(tl)),) * 2, comma=True, spread=(sa, sv), price=(pa, pv))
    y = pk.grid(c, 36, y - 2, [70, 46, 56, 52, 52, 56, 56, 56], rows, head=2, align="llrrrrrr",
                spans={0: [("", 3), ("Spread / OAT (pb)", 2), ("Prix", 2), ("", 1)]})
    y = pk.lines(c, 36, y - 14, [
        "(1) Prix indicatif, non ferme : papier à confirmer avec le desk avant toute exécution.",
        "Repères : OAT 10 ans 2,74 % ; écart OAT/Bund 10 ans 71 pb ; Euribor 3M 2,021 % ; adjudication OAT long terme jeudi 10h50.",
        "Document non contractuel établi à titre d'information. Ravenelle & Cie, SA au capital de 48 250 000 EUR, RCS Paris 572 104 883.",
    ], size=7)
    pk.footer(c, "Ravenelle & Cie - Taux euro - usage professionnel uniquement", 1, 1)
    data = pk.done(buf, c)
    body = """Bonjour,

Ci-joint notre fiche de cotations du jour (emprunts d'État et agences). Niveaux valables en
séance, sous réserve de confirmation.

Bien à vous,
Hélène Carrière
Vente Taux - Ravenelle & Cie
+33 1 53 45 87 34
"""
    return mk("ravenelle-fiche-oat-agences", "pdf", gold, sender="Helene Carriere <h.carriere@ravenelle.fr>",
              subject="Fiche de cotations OAT / Agences - 17/02/2027", date=date("08:21:33", "+0100"), text=body,
              enc="qp", attachments=[_pdf("Ravenelle_Fiche_Cotations_20270217.pdf", data)])


def almendral_hoja():
    d = "almendral"
    buf, c = pk.new("a4l", title="Hoja diaria de precios", author="Banco Almendral")
    W, H = 842, 595
    c.setFillGray(0.2)
    c.rect(30, H - 58, W - 60, 30, stroke=0, fill=1)
    c.setFillGray(1)
    c.setFont("Helvetica-Bold", 13)
    c.drawString(40, H - 48, "BANCO ALMENDRAL  |  Renta Fija - Deuda Pública y Agencias")
    c.setFont("Helvetica", 8)
    c.drawRightString(W - 40, H - 48, "Madrid, 17 de febrero de 2027 - 08:30")
    c.setFillGray(0)
    gold = []
    y = H - 76
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y, "BONOS Y OBLIGACIONES DEL ESTADO (precio ex-cupón, TIR %)")
    rows = [["Referencia", "ISIN", "Cupón", "Vencimiento", "Precio Compra", "Precio Venta", "TIR Compra", "TIR Venta",
             "Cupón corrido", "Duración", "Nominal (M EUR)"]]
    bonos = [
        ("BONO", 2.5, "31/05/2027", "2027-05-31", "100,18", "100,23", "1,962", "1,811", "1,997", "0,28", "25"),
        ("OBLIGACION", 3.15, "30/04/2033", "2033-04-30", "101,11", "101,19", "2,949", "2,935", "0,958", "5,47", "10"),
        ("OBLIGACION", 3.45, "31/10/2034", "2034-10-31", "102,34", "102,44", "3,104", "3,090", "1,039", "6,62", "10"),
        ("OBLIGACION", 4.0, "31/10/2054", "2054-10-31", "99,05", "99,35", "4,056", "4,038", "1,205", "16,84", "5"),
    ]
    for ref, cp, venc, iso, pc, pv, tc, tv, cc, dur, nom in bonos:
        isn = ui("ES", f"b12-alm-{iso}")
        rows.append([ref, isn, f"{cp:.2f}".replace(".", ","), venc, pc, pv, tc, tv, cc, dur, nom])
        gold += q(isn, "government", d, size=(M(int(nom)),) * 2, comma=True, price=(pc, pv), yield_=(tc, tv))
    y = pk.grid(c, 36, y - 4, [70, 74, 40, 62, 62, 62, 56, 56, 62, 50, 72], rows, align="llrlrrrrrrr", shade={0: 0.85})
    y -= 14
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y, "LETRAS DEL TESORO (TIR %)")
    rows = [["ISIN", "Vencimiento", "TIR Compra", "TIR Venta", "Nominal (M EUR)"]]
    for venc, iso, tc, tv in [("09/07/2027", "2027-07-09", "2,004", "1,989"), ("14/01/2028", "2028-01-14", "1,981", "1,968")]:
        isn = ui("ES", f"b12-alm-letra-{iso}")
        rows.append([isn, venc, tc, tv, "50"])
        gold += q(isn, "government", d, size=(M(50), M(50)), comma=True, yield_=(tc, tv))
    y = pk.grid(c, 36, y - 4, [80, 62, 56, 56, 72], rows, align="llrrr", shade={0: 0.85})
    y -= 14
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y, "AGENCIAS Y COMUNIDADES AUTÓNOMAS (diferencial vs Bono interpolado, pb; precio)")
    rows = [["Emisor", "Cupón", "Vencimiento", "Dif. Compra", "Dif. Venta", "Precio Compra", "Precio Venta", "Rating", "Nominal (M EUR)"]]
    ag = [
        ("ICO", 3.05, "31/10/2031", "2031-10-31", "+14", "+10", "101,42", "101,60", "A/A-", "10"),
        ("FADE", 2.875, "17/03/2030", "2030-03-17", "+17", "+13", "100,58", "100,71", "A/A-", "5"),
        ("MADRID", 3.362, "30/04/2033", "2033-04-30", "+29", "+24", "101,35", "101,63", "Baa1/A", "5"),
        ("JUNTA ANDALUCIA", 3.4, "30/07/2034", "2034-07-30", "+41", "+35", "100,86", "101,24", "Baa1/A-", "5"),
    ]
    for e, cp, venc, iso, dc, dv, pc, pv, rtg, nom in ag:
        rows.append([e, f"{cp:g}".replace(".", ","), venc, dc, dv, pc, pv, rtg, nom])
        gold += q(bkey(e, cp, iso), "agency", d, size=(M(int(nom)),) * 2, comma=True, spread=(dc, dv), price=(pc, pv))
    y = pk.grid(c, 36, y - 4, [86, 40, 62, 56, 56, 62, 62, 50, 72], rows, align="lrlrrrrlr", shade={0: 0.85})
    pk.lines(c, 36, y - 14, [
        "Precios indicativos y sujetos a variación. Prima de riesgo 10a: 58 pb. Bono 10a 2,94 %. Subasta Tesoro jueves: 4.500-5.500 M EUR.",
        "Banco Almendral, S.A. - Paseo de la Castellana 89, 28046 Madrid - Tel. +34 91 555 0172 - Reg. Merc. Madrid T. 3.219, F. 88, H. M-44731.",
    ], size=7)
    pk.footer(c, "Mesa de Deuda Pública - Banco Almendral", 1, 1)
    data = pk.done(buf, c)
    body = """Buenos días,

Adjunto la hoja diaria de precios de deuda pública y agencias.

Un saludo,
Álvaro Peñalver
Mesa de Deuda Pública | Banco Almendral
+34 91 555 0186
"""
    return mk("almendral-hoja-diaria", "pdf", gold, sender="Alvaro Penalver <apenalver@almendral.es>",
              subject="Hoja diaria Deuda Pública / Agencias 17-02-2027", date=date("08:34:09", "+0100"), text=body,
              enc="qp", attachments=[_pdf("Almendral_HojaDiaria_17022027.pdf", data)])


# ---------------------------------------------------------------- 15 / 16: Sydney and Tokyo rates sheets (govt, semis/agencies, FRNs)


def wattlebrook_aud_sheet():
    d = "wattlebrook"
    buf, c = pk.new("a4", title="AUD Rates Daily", author="Wattlebrook Markets")
    W = 595
    c.setFont("Helvetica-Bold", 13)
    c.drawString(36, 804, "WATTLEBROOK MARKETS  -  AUD RATES DAILY")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 792, "Sydney, Wed 17 Feb 2027, 09:10 AEDT  |  Level 31, 1 Farrer Place, Sydney NSW 2000  |  +61 2 9235 4410")
    c.drawString(36, 782, "RBA cash 4.10%  |  3y futures 96.31 / 10y futures 95.64  |  3M BBSW 4.1835%  |  AUDUSD 0.6542")
    pk.rule(c, 36, W - 36, 776)
    gold = []
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, 764, "COMMONWEALTH GOVERNMENT (yield %, bid / offer)   A$25m per side")
    rows = [["Issuer", "Cpn", "Maturity", "Bid Yld", "Ofr Yld", "Mod Dur", "Chg (bp)"]]
    acgb = [(3.25, "21-Apr-29", "2029-04-21", "3.842", "3.827", "2.0", "-1.5"),
            (2.75, "21-Nov-31", "2031-11-21", "4.088", "4.074", "4.2", "-2.0"),
            (4.25, "21-Apr-34", "2034-04-21", "4.367", "4.355", "6.0", "-2.0"),
            (3.75, "21-May-41", "2041-05-21", "4.792", "4.775", "10.6", "-1.0")]
    for cp, m, iso, b, o, dur, ch in acgb:
        rows.append(["ACGB", f"{cp:.2f}", m, b, o, dur, ch])
        gold += q(bkey("ACGB", cp, iso), "government", d, size=(M(25), M(25)), yield_=(b, o))
    y = pk.grid(c, 36, 760, [60, 40, 64, 56, 56, 50, 52], rows, align="lrlrrrr")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 16, "SEMI-GOVERNMENT (yield %, spread to ACGB bp)   A$10m per side")
    rows = [["", "", "", "Yield", "", "vs ACGB (bp)", ""],
            ["Issuer", "Cpn", "Maturity", "Bid", "Ofr", "Bid", "Ofr"]]
    semis = [("NSWTC", 4.75, "20-Feb-35", "2035-02-20", "4.952", "4.935", "58.5", "56.5"),
             ("TCV", 4.25, "20-Dec-32", "2032-12-20", "4.801", "4.785", "57.0", "55.5"),
             ("QTC", 3.5, "21-Aug-30", "2030-08-21", "4.412", "4.398", "46.0", "44.5"),
             ("WATC", 5.0, "23-Oct-34", "2034-10-23", "4.871", "4.856", "51.0", "49.5")]
    for iss, cp, m, iso, b, o, sb, so in semis:
        rows.append([iss, f"{cp:.2f}", m, b, o, sb, so])
        gold += q(bkey(iss, cp, iso), "agency", d, size=(M(10), M(10)), yield_=(b, o), spread=(sb, so))
    y = pk.grid(c, 36, y - 20, [60, 40, 64, 56, 56, 56, 56], rows, head=2, align="lrlrrrr",
                spans={0: [("", 3), ("Yield", 2), ("vs ACGB (bp)", 2)]})
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 16, "AUD FRNs (3M BBSW + margin; DM bp, price)   A$5m per side")
    rows = [["ISIN", "Issuer", "Margin", "Maturity", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr"]]
    frns = [("AU", "CORAMBA BANK", "+88", "14-Jun-29", "86", "82", "100.395", "100.482"),
            ("AU", "TASMAN MUTUAL", "+115", "02-Sep-30", "121", "114", "99.784", "100.037"),
            ("AU", "PILBARA PORTS", "+135", "19-Mar-31", "131", "124", "100.151", "100.418")]
    for pre, iss, mg, m, db, do, pb, po in frns:
        isn = ui(pre, f"b12-wb-frn-{iss}")
        rows.append([isn, iss, mg, m, db, do, pb, po])
        gold += q(isn, "frn", d, size=(M(5), M(5)), dm=(db, do), price=(pb, po))
    y = pk.grid(c, 36, y - 20, [76, 84, 44, 60, 46, 46, 54, 54], rows, align="lllrrrrr")
    pk.lines(c, 36, y - 14, [
        "Levels indicative, subject to change. Semis spreads to the interpolated ACGB curve. Chg vs yesterday's 16:30 close.",
        "Wattlebrook Markets Pty Ltd ABN 41 603 288 917, AFSL 471 203. For wholesale clients only.",
    ], size=7)
    pk.footer(c, "Wattlebrook Markets - AUD Rates", 1, 1)
    data = pk.done(buf, c)
    body = """Morning all,

AUD daily attached: Commonwealth, semis and FRNs. Shout if you need a level on anything off the sheet.

Cheers,
Liam Fairweather
AUD Rates Sales | Wattlebrook Markets | +61 2 9235 4422
"""
    return mk("wattlebrook-aud-daily", "pdf", gold, sender="Liam Fairweather <liam.fairweather@wattlebrook.com.au>",
              subject="AUD rates daily - ACGB / semis / FRNs - 17 Feb", date=date("09:14:27", "+1100"), text=body,
              attachments=[_pdf("Wattlebrook_AUD_Daily_20270217.pdf", data)])


def amagiri_tokyo_sheet():
    d = "amagiri"
    buf, c = pk.new("a4l", title="Tokyo Rates & Agencies", author="Amagiri Securities")
    H = 595
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, H - 40, "AMAGIRI SECURITIES  /  Tokyo Fixed Income  /  2027-02-17 08:45 JST")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, H - 52, "Marunouchi 2-4-1, Chiyoda-ku, Tokyo  |  +81 3 5219 8830  |  JGB yields in %; USD bonds vs UST (T+) and price")
    gold = []
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, H - 72, "JGB (compound yield %)  -  JPY 1bn per side")
    rows = [["Issuer", "Series", "Tenor", "Cpn", "Maturity", "Bid", "Offer", "Chg"]]
    jgb = [("#378", "10Y", 0.9, "2035-03-20", "20/03/2035", "1.292", "1.284", "+1.5"),
           ("#171", "5Y", 0.6, "2031-12-20", "20/12/2031", "0.938", "0.930", "+1.0"),
           ("#94", "30Y", 2.1, "2057-03-20", "20/03/2057", "2.621", "2.608", "+0.5"),
           ("#190", "20Y", 1.8, "2046-09-20", "20/09/2046", "2.214", "2.203", "+1.0")]
    for ser, ten, cp, iso, m, b, o, ch in jgb:
        rows.append(["JGB", ser, ten, f"{cp:.1f}", m, b, o, ch])
        gold += q(bkey("JGB", cp, iso), "government", d, size=(M(1000), M(1000)), yield_=(b, o))
    y = pk.grid(c, 36, H - 76, [40, 40, 34, 34, 64, 46, 46, 40], rows, align="llllrrrr", ruled=False, shade={0: 0.88})
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 16, "JAPAN AGENCIES - USD (spread to UST / price)  -  USD 5mm per side")
    rows = [["Issuer", "Cpn", "Maturity", "Bmk", "T+ Bid", "T+ Ofr", "Px Bid", "Px Ofr", "Rtg"]]
    ag = [("JBIC", 4.375, "2030-01-24", "01/24/2030", "UST 5Y", "38", "35", "100.91", "101.03", "A1/A+"),
          ("DBJ", 4.5, "2032-02-10", "02/10/2032", "UST 5Y", "52", "48", "101.06", "101.24", "A1/A"),
          ("JFM", 4.0, "2031-07-15", "07/15/2031", "UST 5Y", "47", "43", "99.76", "99.92", "A1/A+")]
    for iss, cp, iso, m, bmk, tb, to, pb, po, rtg in ag:
        rows.append([iss, f"{cp:.3f}", m, bmk, tb, to, pb, po, rtg])
        gold += q(bkey(iss, cp, iso), "agency", d, size=(M(5), M(5)), spread=(tb, to), price=(pb, po))
    y = pk.grid(c, 36, y - 20, [50, 40, 64, 50, 44, 44, 50, 50, 48], rows, align="lrlrrrrrl", ruled=False, shade={0: 0.88})
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 16, "USD FRNs - JAPANESE ISSUERS (SOFR compounded; DM bp / price)  -  USD 3mm per side")
    rows = [["ISIN", "Issuer", "Index + QM", "Maturity", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr"]]
    frn = [("US", "KAMOGAWA FINANCIAL GRP", "SOFR + 92", "07/13/2029", "90", "86", "100.074", "100.163"),
           ("US", "SHIRANE TRUST BANK", "SOFR + 78", "09/09/2028", "75", "71", "100.044", "100.103"),
           ("XS", "HOKUSEI LEASING", "SOFR + 125", "02/28/2030", "131", "124", "99.822", "100.010")]
    for pre, iss, qm, m, db, do, pb, po in frn:
        isn = ui(pre, f"b12-am-frn-{iss}")
        rows.append([isn, iss, qm, m, db, do, pb, po])
        gold += q(isn, "frn", d, size=(M(3), M(3)), dm=(db, do), price=(pb, po))
    y = pk.grid(c, 36, y - 20, [76, 120, 60, 60, 44, 44, 50, 50], rows, align="llllrrrr", ruled=False, shade={0: 0.88})
    pk.lines(c, 36, y - 14, [
        "Chg in bp vs Tokyo close. BoJ policy rate 0.75%; purchase operation today 5-10y JPY 425bn. USDJPY 151.62.",
        "Amagiri Securities Co., Ltd. Financial Instruments Business Operator, Kanto Local Finance Bureau (Kinsho) No. 2281.",
    ], size=7)
    pk.footer(c, "Amagiri Securities - Tokyo Fixed Income", 1, 1)
    data = pk.done(buf, c)
    body = """Good morning,

Please find attached today's Tokyo sheet (JGBs, Japan agencies in USD, USD FRNs of Japanese issuers).

Best regards,
Yuki Morishita
Fixed Income Sales | Amagiri Securities Co., Ltd. | +81 3 5219 8847
"""
    return mk("amagiri-tokyo-sheet", "pdf", gold, sender="Yuki Morishita <y.morishita@amagiri.co.jp>",
              subject="Tokyo sheet 17-Feb: JGB / agencies / FRNs", date=date("08:49:02", "+0900"), text=body,
              attachments=[_pdf("Amagiri_Tokyo_FI_20270217.pdf", data)])


# ---------------------------------------------------------------- 17 / 18: US munis + preferreds


def quenby_muni_pfd():
    d = "quenbylowell"
    buf, c = pk.new("letter", title="Municipal & Preferred Sheet", author="Quenby Lowell")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 756, "QUENBY LOWELL & CO.  |  Municipal & Preferred Trading  |  02/17/2027")
    c.setFont("Helvetica", 7)
    c.drawString(36, 745, "MMD AAA 10y 2.71 / 30y 3.62 (2/16 close). Munis two-way, Par (000) per side. Yields to worst; c = priced to call.")
    gold = []
    rows = [["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Rtg", "Par (000)", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px", "MMD"]]
    munis = [
        ("NEW YORK ST DORM AUTH", "5.000", "03/15/2038", "03/15/35 @100", "Aa1/AA+", "1,000", "3.12c", "3.04c", "113.844", "114.561", "2.98"),
        ("TEXAS WTR DEV BRD", "4.000", "10/15/2041", "10/15/33 @100", "AAA", "2,000", "3.58c", "3.52c", "103.251", "103.701", "3.31"),
        ("CHICAGO O'HARE ARPT", "5.250", "01/01/2045", "01/01/34 @100", "A2/A", "500", "3.86c", "3.79c", "110.604", "111.133", "3.44"),
        ("CALIFORNIA ST GO", "4.000", "09/01/2031", "NC", "Aa2/AA-", "1,500", "2.56", "2.50", "106.211", "106.486", "2.44"),
        ("MASSACHUSETTS ST TRANS FD", "5.000", "06/01/2050", "06/01/35 @100", "Aa1/AA+", "1,000", "3.41c", "3.35c", "111.422", "111.951", "3.55"),
    ]
    for iss, cp, m, call, rtg, par, by, oy, bp, op, mmd in munis:
        cu = uc(f"b12-ql-{iss}")
        rows.append([cu, iss, cp, m, call, rtg, par, by.replace("c", "^c"), oy.replace("c", "^c"), bp, op, mmd])
        sz = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(sz, sz), yield_=(by.rstrip("c"), oy.rstrip("c")), price=(bp, op))
    y = pk.grid(c, 36, 738, [54, 108, 28, 46, 56, 40, 36, 34, 34, 42, 42, 22], rows, size=6.5, lead=8.5,
                align="llrllrrrrrrr")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 18, "PREFERREDS")
    rows = [["CUSIP", "Issue", "Par", "Div", "1st Call", "Bid", "Ask", "Cur Yld", "YTC", "Size"]]
    pfds = [
        ("HALSTEAD BANCORP 5.85% SER D", "$25", "5.850", "06/15/2028", "24.62", "24.80", "5.94", "6.21", "10,000 shs"),
        ("MERCER PARK REIT 6.375% SER B", "$25", "6.375", "03/30/2027", "25.02", "25.20", "6.37", "4.87", "5,000 shs"),
        ("LINDQUIST FINANCIAL 6.125% FXD-FLT PERP", "$1,000", "6.125", "12/01/2029", "98.50", "99.25", "6.22", "6.47", "500k"),
        ("CORVALE INSURANCE 4.70% SER A", "$25", "4.700", "09/15/2026", "19.85", "20.15", "5.92", "", "5,000 shs"),
    ]
    for iss, par, div, call, b, a, cy, ytc, sz in pfds:
        cu = uc(f"b12-ql-pfd-{iss}")
        rows.append([cu, iss, par, div, call, b, a, cy, ytc, sz])
        size = (M(0.5), M(0.5)) if sz == "500k" else (None, None)
        gold += q(cu, "preferred", d, size=size, price=(b, a))
    y = pk.grid(c, 36, y - 22, [54, 160, 36, 34, 50, 36, 36, 36, 30, 56], rows, size=6.5, lead=8.5, align="lllrlrrrrr")
    pk.lines(c, 36, y - 14, [
        "c  Yield priced to the call date shown.  MMD = MMD AAA scale for the maturity, 2/16 close, for reference only.",
        "$25 preferreds in $ per share (sizes in shares); $1,000 par institutional preferreds in % of par.",
        "Quenby Lowell & Co. | 75 State Street, Boston MA 02109 | (617) 555-0140 | Member FINRA / SIPC / MSRB. Not an offer.",
    ], size=6.5)
    pk.footer(c, "Quenby Lowell & Co. - Municipal & Preferred Trading", 1, 1)
    data = pk.done(buf, c)
    body = """Good morning - muni and preferred sheet attached. Two-way on everything, sizes as shown.

Trish Baldacci
Municipal Sales | Quenby Lowell & Co. | (617) 555-0152
"""
    return mk("quenby-muni-pfd-sheet", "pdf", gold, sender="Trish Baldacci <tbaldacci@quenbylowell.com>",
              subject="Muni / Pfd sheet 2/17", date=date("08:05:40"), text=body,
              attachments=[_pdf("QL_Muni_Pfd_021727.pdf", data)])


def quarrington_muni_bids():
    d = "quarrington"
    buf, c = pk.new("letter", title="Bid sheet", author="Quarrington Ames")
    gold = []
    y = pk.lines(c, 40, 750, [
        "QUARRINGTON AMES SECURITIES                                   MUNICIPAL BID SHEET          WED 17-FEB-2027",
        "------------------------------------------------------------------------------------------------------------",
        "WE ARE BUYERS OF THE FOLLOWING. BIDS IN YIELD (PRICE IN BRACKETS), GOOD UNTIL 11:00 ET.",
        "AMT = par we will buy ($000).",
        "",
        "   AMT  CUSIP      DESCRIPTION                              CPN    MATURITY     CALL          BID YLD  (PRICE)",
    ], size=7.2, lead=10, font="Courier")
    munis = [
        ("2,000", "PENNSYLVANIA TPK COMMN", "5.000", "12/01/2043", "12/01/33@100", "3.69", "110.118"),
        ("1,000", "DENVER CO CITY & CNTY ARPT", "5.000", "11/15/2039", "11/15/32@100", "3.48", "110.482"),
        ("  500", "OHIO ST HOSP REV", "4.000", "01/15/2046", "01/15/31@100", "4.11", "98.566"),
        ("1,500", "WASHINGTON ST GO", "5.000", "08/01/2034", "NC", "2.79", "114.236"),
        ("  750", "NEW JERSEY ECON DEV AUTH", "5.250", "06/15/2040", "06/15/32@100", "3.92", "110.327"),
    ]
    ls = []
    for amt, desc, cp, m, call, by, px in munis:
        cu = uc(f"b12-qa-{desc}")
        ls.append(f"{amt:>6}  {cu}  {desc:<38} {cp:>6}  {m}   {call:<13} {by:>6}   ({px})")
        sz = int(amt.strip().replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(sz, None), yield_=(by, None), price=(px, None))
    y = pk.lines(c, 40, y, ls, size=7.2, lead=10, font="Courier")
    pfd = [
        ("BRANDT CAPITAL TR 6.00% PFD SER C", "25.08", "25.24", "6.00", "10k shs"),
        ("OAKRIDGE UTILITIES 5.375% PFD", "23.40", "23.62", "5.74", "5k shs"),
        ("WESTCOTT BANK 7.125% FXD-FLT PFD SER E", "25.55", "25.74", "6.97", "10k shs"),
    ]
    pl = ["", "PREFERREDS - TWO-WAY ($ / SHARE)", "",
          "   CUSIP      DESCRIPTION                                   BID     ASK    CUR YLD   SIZE"]
    for desc, b, a, cy, sz in pfd:
        cu = uc(f"b12-qa-pfd-{desc}")
        pl.append(f"   {cu}  {desc:<42} {b:>6}  {a:>6}   {cy:>5}    {sz}")
        gold += q(cu, "preferred", d, price=(b, a))
    y = pk.lines(c, 40, y, pl, size=7.2, lead=10, font="Courier")
    pk.lines(c, 40, y - 10, [
        "MMD AAA 2/16: 5y 2.24  10y 2.71  20y 3.31  30y 3.62.  Visible supply $11.2bn.  30-day net flows +$1.4bn.",
        "Quarrington Ames Securities LLC, 101 California St, San Francisco CA 94111, (415) 555-0176. Member FINRA/SIPC/MSRB.",
    ], size=6.5, lead=9, font="Courier")
    data = pk.done(buf, c)
    body = """Morning - our muni bid sheet attached (buyers, good till 11:00 ET) plus preferreds two-way.

Nate Oduya | Muni Trading | Quarrington Ames | (415) 555-0181
"""
    return mk("quarrington-muni-bid-sheet", "pdf", gold, sender="Nate Oduya <noduya@quarrington.com>",
              subject="Muni bids + pfds 2/17", date=date("08:40:11"), text=body,
              attachments=[_pdf("QA_MuniBids_20270217.pdf", data)])


# ---------------------------------------------------------------- 19 / 20: London CDS + European converts


def holloway_cds_cb():
    d = "hollowaymarsh"
    buf, c = pk.new("a4", title="Credit Derivatives & CB Daily", author="Holloway Marsh")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 804, "HOLLOWAY MARSH  ·  EUROPEAN CREDIT DERIVATIVES & CONVERTIBLES")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 792, "London, 17 February 2027, 07:30 GMT  |  Sizes: EUR 10mm single names, 50mm indices; convertibles EUR 1mm per side")
    c.drawString(36, 782, "Stoxx 600 548.2  |  V2X 17.4  |  Bund 10y 2.54%  |  EURUSD 1.0842")
    gold = []
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, 766, "INDICES")
    rows = [["Index", "Series", "Tenor", "Bid", "Ask", "Chg", "Unit"]]
    idx = [("ITRAXX MAIN", "S46", "5Y", "54.25", "54.75", "-0.5", "bp"),
           ("ITRAXX MAIN", "S46", "10Y", "83.75", "84.50", "-0.5", "bp"),
           ("ITRAXX XOVER", "S46", "5Y", "287", "289", "-3", "bp"),
           ("ITRAXX SENFIN", "S46", "5Y", "61.00", "61.75", "unch", "bp"),
           ("ITRAXX SUBFIN", "S46", "5Y", "109.5", "111.0", "-1", "bp")]
    for nm, ser, ten, b, a, ch, u in idx:
        rows.append([nm, ser, ten, b, a, ch, u])
        gold += q(f"{nm} {ser} {ten}", "cds", d, size=(M(50), M(50)), spread=(b, a))
    y = pk.grid(c, 36, 762, [90, 40, 40, 46, 46, 40, 36], rows, align="lllrrrl")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 14, "SINGLE NAMES (bp unless shown)")
    rows = [["Reference Entity", "Tier", "Tenor", "Cpn", "Rec", "Bid", "Ask", "Chg"]]
    sn = [("ALTMARK AUTOMOBIL", "SNR", "100", "40%", "88", "93", "-2", "spread"),
          ("BRIXHAM TELECOM", "SNR", "100", "40%", "141", "148", "+1", "spread"),
          ("VELDHOVEN CHEMIE", "SNR", "100", "40%", "212^a", "222", "unch", "spread"),
          ("CASTELNAU RETAIL", "SNR", "500", "40%", "4.10", "4.60", "+0.15", "upfront"),
          ("ORMESBY BANK", "SUB", "100", "20%", "176", "186", "-2", "spread")]
    for nm, tier, cp, rec, b, a, ch, qt in sn:
        pts = " pts" if qt == "upfront" else ""
        rows.append([nm, tier, "5Y", cp, rec, b + pts, a + pts, ch])
        rev = ("spread",) if "^" in b else ()
        gold += q(f"{nm} {tier} 5Y", "cds", d, size=(M(10), M(10)), review=rev, **{qt: (b.split("^")[0], a)})
    y = pk.grid(c, 36, y - 18, [110, 34, 34, 34, 34, 50, 50, 40], rows, align="llllrrrr")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 14, "CONVERTIBLES (price % of par)")
    rows = [["ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Offer", "Stock (EUR)", "Parity", "Prem %", "Delta"]]
    cbs = [("DE", "ALTMARK AUTOMOBIL", 0.875, "15/03/2030", "2030-03-15", "96.40", "97.15", "62.18", "71.3", "35.2", "38"),
           ("FR", "SAINT-AUBIN SANTE", 0.0, "01/06/2029", "2029-06-01", "104.85", "105.60", "118.40", "97.2", "8.4", "71"),
           ("NL", "VELDHOVEN CHEMIE", 2.25, "20/09/2031", "2031-09-20", "99.10", "99.90", "24.55", "58.9", "68.2", "29")]
    for pre, iss, cp, m, _iso, b, o, stk, par, prem, dl in cbs:
        isn = ui(pre, f"b12-hm-cb-{iss}")
        rows.append([isn, iss, f"{cp:.3f}", m, b, o, stk, par, prem, dl])
        gold += q(isn, "convert", d, size=(M(1), M(1)), price=(b, o))
    y = pk.grid(c, 36, y - 18, [70, 92, 34, 52, 38, 38, 50, 38, 38, 34], rows, align="lllrrrrrrr")
    pk.lines(c, 36, y - 14, [
        "a  Veldhoven bid not refreshed since yesterday's close - reference only, please check with the desk.",
        "CASTELNAU quoted in points upfront vs 500bp running. Chg vs previous London close.",
        "Holloway Marsh LLP, 12 Finsbury Circus, London EC2M 7EB. +44 20 7946 0812. Authorised and regulated by the FCA (FRN 698 205).",
    ], size=7)
    pk.footer(c, "Holloway Marsh - Credit Derivatives & CB", 1, 1)
    data = pk.done(buf, c)
    body = """Morning,

Our CDS / CB daily attached (indices, single names, converts). Veldhoven bid is a ref level only this morning.

Rupert Ashdown
Credit Derivatives Sales | Holloway Marsh LLP | +44 20 7946 0827
"""
    return mk("holloway-cds-cb-daily", "pdf", gold, sender="Rupert Ashdown <rashdown@hollowaymarsh.co.uk>",
              subject="CDS / CB daily - 17 Feb", date=date("07:36:18", "+0000"), text=body,
              attachments=[_pdf("HollowayMarsh_CDS_CB_20270217.pdf", data)])


def lislegantry_cds_cb():
    d = "lislegantry"
    buf, c = pk.new("a4l", title="Financials CDS & CB", author="Lisle Gantry")
    W, H = 842, 595
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, H - 40, "LISLE GANTRY - CREDIT FLOW - 17.02.2027")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, H - 52, "Paris / London. Single names EUR 5mm per side; indices EUR 25mm per side; CBs EUR 500k per side unless shown.")
    gold = []
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, H - 70, "EUR FINANCIALS - CDS (bp)")
    rows = [["Entity", "Tier", "Tenor", "Bid", "Ask", "Mid chg", "Rec %"]]
    ents = [("BANQUE DE LORMONT", [("SNR", "5Y", "58", "62"), ("", "7Y", "72", "77"), ("SUB", "5Y", "112", "119")]),
            ("ROSSWEIL BANK", [("SNR", "5Y", "71", "76"), ("", "10Y", "98", "105"), ("SUB", "5Y", "141", "150")]),
            ("AGRIVA ASSICURAZIONI", [("SUB", "5Y", "165", "175")])]
    for nm, lines in ents:
        tier_cur = ""
        for i, (tier, ten, b, a) in enumerate(lines):
            tier_cur = tier or tier_cur
            rows.append([nm if i == 0 else "", tier, ten, b, a, "-1" if i % 2 else "unch", "40" if tier_cur == "SNR" else "20"])
            gold += q(f"{nm} {tier_cur} {ten}", "cds", d, size=(M(5), M(5)), spread=(b, a))
    y = pk.grid(c, 36, H - 74, [120, 40, 40, 44, 44, 46, 40], rows, align="lllrrrr")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 16, "INDICES")
    rows = [["Index", "Bid", "Ask", "Unit"]]
    for nm, b, a in [("ITRAXX EUR SENFIN S46 5Y", "61.25", "62.00"), ("ITRAXX EUR SUBFIN S46 5Y", "110.0", "111.5")]:
        rows.append([nm, b, a, "bp"])
        gold += q(nm, "cds", d, size=(M(25), M(25)), spread=(b, a))
    y = pk.grid(c, 36, y - 20, [140, 44, 44, 34], rows, align="lrrl")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 16, "OBLIGATIONS CONVERTIBLES / CONVERTIBLE BONDS")
    rows = [["Code ISIN", "Émetteur", "Coupon", "Échéance", "Cours achat", "Cours vente", "Parité", "Prime %", "Delta", "Action", "Taille"]]
    cbs = [("FR", "BANQUE DE LORMONT", "0,00", "15/01/2030", "101,35", "102,10", "88,42", "14,9", "0,52", "41,07", ""),
           ("DE", "ROSSWEIL BANK", "1,50", "07/04/2031", "97,80", "98,55", "61,30", "59,4", "0,31", "12,84", "1mm"),
           ("IT", "AGRIVA ASSICURAZIONI", "2,75", "30/11/2028", "108,60", "109,40", "104,95", "3,9", "0,84", "23,10", "")]
    for pre, iss, cp, m, b, o, par, prem, dl, stk, tl in cbs:
        isn = ui(pre, f"b12-lg-cb-{iss}")
        rows.append([isn, iss, cp, m, b, o, par, prem, dl, stk, tl])
        sz = (M(1), M(1)) if tl else (M(0.5), M(0.5))
        gold += q(isn, "convert", d, size=sz, comma=True, price=(b, o))
    y = pk.grid(c, 36, y - 20, [74, 110, 40, 56, 56, 56, 44, 44, 36, 40, 36], rows, align="llrlrrrrrrr")
    pk.lines(c, 36, y - 14, [
        "Cours en % du nominal, hors coupon couru. Parité, prime, delta et cours de l'action à titre indicatif (clôture 16/02).",
        "Lisle Gantry SAS - 21 avenue Kléber, 75116 Paris - +33 1 70 38 41 90 - Agréée par l'ACPR, CIB 18 429.",
    ], size=7)
    pk.footer(c, "Lisle Gantry - Credit Flow", 1, 1, width=W)
    data = pk.done(buf, c)
    body = """Hi all,

Financials CDS and CB levels for this morning attached.

Thanks,
Camille Ferrand | Credit Flow Sales | Lisle Gantry | +33 1 70 38 41 96
"""
    return mk("lislegantry-fin-cds-cb", "pdf", gold, sender="Camille Ferrand <c.ferrand@lislegantry.fr>",
              subject="Fins CDS / CBs - 17.02", date=date("08:02:51", "+0100"), text=body,
              attachments=[_pdf("LisleGantry_CreditFlow_17022027.pdf", data)])


# ---------------------------------------------------------------- 21 / 22: European securitised + leveraged loans


def aldwych_euro_clo_loans():
    d = "aldwychcrane"
    buf, c = pk.new("a4l", title="European ABS & Loans", author="Aldwych Crane")
    W, H = 842, 595
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, H - 40, "ALDWYCH CRANE  |  European Securitised & Leveraged Loans  |  17-Feb-2027")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, H - 52, "3M Euribor 2.021%. Floaters: DM over 3M Euribor (E+). Sizes EUR 1m per side unless shown in Size (EUR m).")
    gold = []
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, H - 68, "EURO CLO / RMBS")
    rows = [["", "", "", "", "", "", "DM (E+)", "", "Price", "", ""],
            ["Deal", "Class", "ISIN", "Rtg", "WAL", "Cpn", "Bid", "Offer", "Bid", "Offer", "Size (EUR m)"]]
    deals = [("HOLMWOOD EURO CLO VII", "A", "AAA", "4.2", "E+132", "128", "122", "100.12", "100.30", "5"),
             ("HOLMWOOD EURO CLO VII", "C", "A", "5.1", "E+215", "228", "216", "99.35", "99.85", ""),
             ("KILMORE PARK CLO 2023-1", "D", "BBB-", "5.6", "E+395", "372", "352", "100.60", "101.45", ""),
             ("DOMBURG RMBS 2024-1", "A", "AAA", "3.4", "E+68", "61", "56", "100.22", "100.36", "10"),
             ("CASTELLO PRIME RMBS 2022", "B", "AA", "4.8", "E+160", "171", "161", "99.55", "100.00", "")]
    for deal, cls, rtg, wal, cp, db, do, pb, po, sz in deals:
        isn = ui("XS", f"b12-ac-{deal}-{cls}")
        rows.append([deal, cls, isn, rtg, wal, cp, db, do, pb, po, sz])
        size = (M(int(sz)),) * 2 if sz else (M(1), M(1))
        gold += q(isn, "structured", d, size=size, dm=(db, do), price=(pb, po))
    y = pk.grid(c, 36, H - 72, [120, 34, 76, 36, 30, 44, 40, 40, 46, 46, 60], rows, head=2, align="lllrrlrrrrr",
                spans={0: [("", 6), ("DM (E+)", 2), ("Price", 2), ("", 1)]})
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 16, "EUR LEVERAGED LOANS (price)")
    rows = [["Borrower", "Facility", "Margin", "Floor", "Maturity", "Rtg", "Bid", "Offer", "Size (EUR m)", "Prev Mid"]]
    loans = [("VANTAGGIO PACKAGING", "TLB", "E+375", "0.00%", "05/2031", "B2/B", "99.50", "100.00", "2", "99.625"),
             ("ORSELLI FOODS", "TLB-3", "E+400", "0.00%", "11/2030", "B3/B-", "97.75", "98.50", "", "97.875"),
             ("KRONBERG DIAGNOSTIK", "TLB", "E+425", "0.50%", "03/2029", "B3/CCC+", "91.00", "92.50", "", "91.25"),
             ("BELLEGARDE SERVICES", "TLB2", "E+350", "0.00%", "07/2031", "B1/B+", "100.125", "100.500", "3", "100.25")]
    for b, f, mg, fl, m, rtg, bid, off, sz, pm in loans:
        rows.append([b, f, mg, fl, m, rtg, bid, off, sz, pm])
        size = (M(int(sz)),) * 2 if sz else (M(1), M(1))
        gold += q(f"{b} {f} {mg} {m}", "loan", d, size=size, price=(bid, off))
    y = pk.grid(c, 36, y - 20, [120, 50, 44, 40, 50, 50, 46, 46, 60, 50], rows, align="llllllrrrr")
    pk.lines(c, 36, y - 14, [
        "WAL in years. Cpn = coupon margin over 3M Euribor. Prev Mid = yesterday's evaluated mid, for reference.",
        "Aldwych Crane LLP, 1 Aldwych, London WC2B 4BZ | +44 20 7946 0655 | Authorised and regulated by the FCA. For professional clients only.",
    ], size=7)
    pk.footer(c, "Aldwych Crane - European Securitised & Loans", 1, 1, width=W)
    data = pk.done(buf, c)
    body = """Morning,

European CLO / RMBS and loan levels attached.

Freya Lindqvist | Securitised & Loans Sales | Aldwych Crane LLP | +44 20 7946 0671
"""
    return mk("aldwych-euro-clo-loans", "pdf", gold, sender="Freya Lindqvist <flindqvist@aldwychcrane.co.uk>",
              subject="Euro CLO / RMBS / Loans - 17 Feb", date=date("08:11:09", "+0000"), text=body,
              attachments=[_pdf("AldwychCrane_EuroSecLoans_170227.pdf", data)])


def pennock_printed_run():
    d = "pennockstrand"
    buf, c = pk.new("a4", title="Run", author="Pennock Strand")
    gold = []
    head = [
        "PENNOCK STRAND LLP                     EUR STRUCTURED / LOANS RUN                 17/02/27 08:05",
        "=============================================================================================",
        "CLO / ABS  (DM vs 3mE, price)              sizes EUR 2mm unless shown",
        "",
        "  DEAL / CLASS                    CUSIP/ISIN      RTG    WAL   DM  B / O     PX  B / O      SZ",
    ]
    rows = []
    deals = [("AVONMORE EURO CLO 2021-3X B1", "AA", "4.6", "185 / 172", "99.45 / 99.90", ""),
             ("AVONMORE EURO CLO 2021-3X E", "BB-", "4.9", "655 / 625", "96.25 / 97.50", "1mm"),
             ("TRIESTE AUTO ABS 2025-1 A", "AAA", "1.8", "52 / 46", "100.14 / 100.22", "5mm"),
             ("MARNE LEASING 2024-2 C", "A", "2.6", "148 / 136", "100.35 / 100.62", "")]
    for deal, rtg, wal, dm, px, sz in deals:
        isn = ui("XS", f"b12-ps-{deal}")
        rows.append(f"  {deal:<31} {isn}  {rtg:<5} {wal:>4}   {dm:>10}   {px:>16}   {sz:>4}")
        size = sz or "2mm"
        gold += q(isn, "structured", d, size=size, dm=tuple(dm.split(" / ")), price=tuple(px.split(" / ")))
    rows += ["", "LEVERAGED LOANS  (price)                   sizes EUR 1mm unless shown", "",
             "  BORROWER                 FAC     MARGIN   MAT       BID      OFFER     SZ     LAST"]
    loans = [("GRAFENAU CHEMIE", "TLB", "E+400", "09/30", "98.625", "99.125", "", "98.50"),
             ("MONTEBELLO HOTELS", "TLB", "E+450", "02/29", "95.00", "96.25", "2mm", "95.25"),
             ("SKOGSTAD TIMBER", "TLB-2", "E+325", "12/31", "100.25", "100.625", "", "100.25")]
    for b, f, mg, m, bid, off, sz, last in loans:
        mark = "*" if b.startswith("MONTEBELLO") else ""
        rows.append(f"  {b:<24} {f:<7} {mg:<7}  {m:<7}  {bid:>7}  {off + mark:>8}  {sz:>4}  {last:>7}")
        gold += q(f"{b} {f} {mg} {m}", "loan", d, size=sz or "1mm", review=("price",) if mark else (), price=(bid, off))
    rows += ["", "  * MONTEBELLO: offer 96.25 is a ref level only (not firm), bid firm.",
             "  LAST = last trade / mark. Loans: EUR 1mm min. Euribor floors 0% unless noted.",
             "", "Pennock Strand LLP | 22 Bishopsgate, London EC2N 4BQ | +44 20 7946 0930 | FCA FRN 773 409"]
    pk.lines(c, 30, 800, head + rows, size=7.3, lead=10.5, font="Courier")
    data = pk.done(buf, c)
    body = """Morning - printed run attached (EUR CLO / ABS and loans).

Toby Marchetti | Structured Credit | Pennock Strand LLP | +44 20 7946 0944
"""
    return mk("pennock-printed-run", "pdf", gold, sender="Toby Marchetti <tmarchetti@pennockstrand.co.uk>",
              subject="EUR structured / loans run 17/02", date=date("08:09:30", "+0000"), text=body,
              attachments=[_pdf("PS_run_170227.pdf", data)])


LAYOUTS = [
    ravenelle_fiche, almendral_hoja,
    wattlebrook_aud_sheet, amagiri_tokyo_sheet,
    quenby_muni_pfd, quarrington_muni_bids,
    holloway_cds_cb, lislegantry_cds_cb,
    aldwych_euro_clo_loans, pennock_printed_run,
]
