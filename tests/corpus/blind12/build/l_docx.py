"""Word attachments: credit one-pagers, capital-structure tables, desk memos (structured, CDS, munis, converts)."""

from __future__ import annotations

import datetime as dt
import io

import docx
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt

from common import MIME_DOCX, Attachment, M, bkey, date, mk, q, uc, ui

FIXED = dt.datetime(2027, 2, 16, 6, 30, tzinfo=dt.UTC)


def _doc():
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(9)
    return d


def _save(d, author) -> bytes:
    cp = d.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.created = FIXED
    cp.modified = FIXED
    cp.revision = 1
    buf = io.BytesIO()
    d.save(buf)
    from common import normalize_zip

    return normalize_zip(buf.getvalue())


def _shade(cell, fill="D9D9D9"):
    tcpr = cell._tc.get_or_add_tcPr()  # noqa: SLF001
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    tcpr.append(shd)


def _table(d, rows, head=1, style="Table Grid"):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            cell = t.cell(i, j)
            cell.text = str(v)
            if i < head:
                for p in cell.paragraphs:
                    for run in p.runs:
                        run.bold = True
                _shade(cell)
    return t


def _att(name, data):
    return Attachment(name, data, MIME_DOCX, "docx")


# ---------------------------------------------------------------- 43 / 44: loans + HY (Madrid one-pagers, Paris capital structures)


def tormes_fichas():
    dl = "bancotormes"
    gold = []
    d = _doc()
    d.add_heading("Banco Tormes - Crédito Apalancado: fichas del día", level=1)
    d.add_paragraph("Madrid, 17 de febrero de 2027. Precios indicativos en % del nominal. Importe por lado salvo indicación: "
                    "préstamos EUR 1 M, bonos EUR 2 M.")
    fichas = [
        ("VANTAGGIO PACKAGING", [
            ("Préstamo", "TLB E+375 05/2031"), ("Suelo Euribor", "0,00%"), ("Compra / Venta", "99,50 / 100,00"),
            ("Importe", "EUR 2 M"), ("Apalancamiento", "5,2x (EBITDA LTM EUR 184 M)"), ("Último", "99,625"),
        ], ("loan", "VANTAGGIO PACKAGING TLB E+375 05/2031", ("99,50", "100,00"), (M(2), M(2)))),
        ("VANTAGGIO PACKAGING", [
            ("Bono", "VANTAGGIO PACKAGING 5,875% 15/05/2030"), ("Compra / Venta", "97,25 / 98,00"),
            ("TIR Compra / Venta", "6,65% / 6,42%"), ("Call", "15/05/2027 @ 102,938"), ("Importe", ""),
        ], ("hy", bkey("VANTAGGIO PACKAGING", 5.875, "2030-05-15"), ("97,25", "98,00"), (M(2), M(2)), ("6,65", "6,42"))),
        ("MONCAYO RENOVABLES", [
            ("Préstamo", "TLB E+400 11/2030"), ("Suelo Euribor", "0,50%"), ("Compra / Venta", "97,875 / 98,625"),
            ("Importe", ""), ("Apalancamiento", "6,0x; OID 99,00 en la emisión 2024"), ("Último", "97,75"),
        ], ("loan", "MONCAYO RENOVABLES TLB E+400 11/2030", ("97,875", "98,625"), (M(1), M(1)))),
        ("CIGÜELA HOTELES", [
            ("Bono", "CIGÜELA HOTELES 7,25% 01/02/2029"), ("Compra / Venta", "100,75 / 101,50"),
            ("TIR Compra / Venta", "6,80% / 6,39%"), ("Call", "01/02/2027 @ 103,625 (vencido)"), ("Importe", "EUR 1 M"),
        ], ("hy", bkey("CIGÜELA HOTELES", 7.25, "2029-02-01"), ("100,75", "101,50"), (M(1), M(1)), ("6,80", "6,39"))),
        ("ALBARRACIN LOGISTICA", [
            ("Préstamo", "TLB-2 E+350 03/2031"), ("Suelo Euribor", "0,00%"), ("Compra / Venta", "— / 100,25 (solo venta)"),
            ("Importe", "EUR 3 M"), ("Apalancamiento", "4,6x"), ("Último", "100,125"),
        ], ("loan", "ALBARRACIN LOGISTICA TLB-2 E+350 03/2031", (None, "100,25"), (None, M(3)))),
    ]
    for name, kv, g in fichas:
        d.add_heading(name, level=2)
        _table(d, [["Campo", "Detalle"]] + [list(x) for x in kv])
        grp, key, px, size = g[0], g[1], g[2], g[3]
        ms = {"price": px}
        if len(g) > 4:
            ms["yield_"] = g[4]
        gold += q(key, grp, dl, size=size, comma=True, **ms)
    d.add_paragraph("Último = último precio negociado / marcado, solo referencia. Banco Tormes, S.A., C/ Serrano 61, 28006 Madrid, "
                    "+34 91 555 0243. Documento informativo; no constituye oferta.")
    data = _save(d, "Banco Tormes")
    body = """Buenos días,

Adjuntamos las fichas del día de crédito apalancado (préstamos y bonos HY).

Saludos,
Lucía Garrido | Crédito Apalancado | Banco Tormes | +34 91 555 0251
"""
    return mk("tormes-fichas-loans-hy", "docx", gold, sender="Lucia Garrido <lgarrido@bancotormes.es>",
              subject="Fichas crédito apalancado 17/02/2027", date=date("08:37:21", "+0100"), text=body, enc="qp",
              attachments=[_att("BancoTormes_Fichas_17022027.docx", data)])


def vasseur_structure_capital():
    dl = "vasseurfreres"
    gold = []
    d = _doc()
    d.add_heading("Vasseur Frères - Structures de capital (prêts / obligations HY)", level=1)
    d.add_paragraph("17/02/2027, 08h30. Cours en % du nominal. Taille : 1 M EUR par côté pour les prêts, 2 M EUR pour les "
                    "obligations, sauf indication.")
    rows = [["Émetteur", "Prêt (marge / échéance)", "Achat / Vente prêt", "Obligation (coupon / échéance)", "Achat / Vente oblig.",
             "Rdt oblig. (achat / vente)", "Levier"]]
    data_rows = [
        ("GROUPE MAUVEZIN", "TLB E+425 06/2030", "96,50 / 97,25", "6,50% 15/06/2029", "98,00 / 98,75", "7,45% / 7,12%", "5,8x"),
        ("BRETILLAC ENERGIE", "TLB E+325 09/2031", "100,00 / 100,375", "4,875% 30/09/2031", "99,10 / 99,60", "5,09% / 4,97%", "3,9x"),
        ("SAINT-AUBIN SANTE", "TLB E+375 12/2029", "98,75 / 99,375", "5,25% 01/12/2028", "99,25 / 100,00", "5,72% / 5,25%", "5,1x"),
        ("ORSELLI FOODS", "TLB-3 E+400 11/2030", "97,75 / 98,50", "6,375% 15/05/2030", "99,00 / 99,75", "6,70% / 6,45%", "6,3x"),
    ]
    for iss, loan, lpx, bond, bpx, byl, lev in data_rows:
        rows.append([iss, loan, lpx, bond, bpx, byl, lev])
        lb, la = lpx.split(" / ")
        gold += q(f"{iss} {loan}", "loan", dl, size=(M(1), M(1)), comma=True, price=(lb, la))
        cpw, mw = bond.split(" ")
        cp = float(cpw.rstrip("%").replace(",", "."))
        dd, mm, yy = mw.split("/")
        bb, ba = bpx.split(" / ")
        yb, ya = (s.rstrip("%") for s in byl.split(" / "))
        gold += q(bkey(iss, cp, f"{yy}-{mm}-{dd}"), "hy", dl, size=(M(2), M(2)), comma=True, price=(bb, ba), yield_=(yb, ya))
    _table(d, rows)
    d.add_paragraph("Levier = dette nette / EBITDA LTM. Marges contre Euribor 3M. Les obligations de MAUVEZIN sont remboursables "
                    "au 15/06/2027 à 101,625.")
    d.add_paragraph("Vasseur Frères & Cie - 8 place Vendôme, 75001 Paris - +33 1 42 60 33 80 - Prix indicatifs, non contractuels.")
    data = _save(d, "Vasseur Freres")
    body = """Bonjour,

Ci-joint nos niveaux prêts / obligations par émetteur (structures de capital).

Cordialement,
Mathieu Lacombe | Crédit High Yield | Vasseur Frères | +33 1 42 60 33 92
"""
    return mk("vasseur-capital-structure-docx", "docx", gold, sender="Mathieu Lacombe <m.lacombe@vasseurfreres.fr>",
              subject="Structures de capital - prêts / HY - 17/02", date=date("08:35:06", "+0100"), text=body, enc="qp",
              attachments=[_att("VasseurFreres_StructuresCapital_20270217.docx", data)])


# ---------------------------------------------------------------- 45 / 46: structured + CDS memos


def cheswick_memo():
    dl = "cheswick"
    gold = []
    d = _doc()
    d.add_heading("Cheswick Albany - Securitized & Index Desk Note, 2/17/2027", level=1)
    d.add_paragraph("Flows: CMBS conduit AAA spreads 2bp tighter on the week (I+90 area for 10yr LCF); CLO AAA new issue "
                    "printing S+128-132. CDX IG 47 rolled 20-Mar is not yet trading. Nothing below is stale - all refreshed 07:45 ET.")
    d.add_paragraph("CMBS / CLO (two-way; DM or spread / price; sizes $MM per side)")
    rows = [["CUSIP", "Deal / Class", "Rtg", "WAL", "Spread B / O", "Px B / O", "Size"]]
    sec = [("MERIDIAN PARK CMBS 2023-C8 A5", "AAA", "8.9", "I+96 / I+91", "99-04 / 99-12", "10"),
           ("MERIDIAN PARK CMBS 2023-C8 B", "AA-", "9.3", "I+188 / I+176", "94-16 / 95-08", "3"),
           ("STONEBRIDGE CLO 2024-3A A1", "AAA", "5.2", "DM 129 / 125", "100.18 / 100.30", "10"),
           ("STONEBRIDGE CLO 2024-3A D", "BBB-", "5.8", "DM 395 / 372", "99.25 / 100.25", "2")]
    for deal, rtg, wal, sp, px, sz in sec:
        cu = uc(f"b12-ch-{deal}")
        rows.append([cu, deal, rtg, wal, sp, px, sz])
        b, a = sp.split(" / ")
        pb, pa = px.split(" / ")
        if b.startswith("I+"):
            gold += q(cu, "structured", dl, size=(M(int(sz)),) * 2, i_spread=(b[2:], a[2:]), price=(pb, pa))
        else:
            gold += q(cu, "structured", dl, size=(M(int(sz)),) * 2, dm=(b[3:], a), price=(pb, pa))
    _table(d, rows)
    d.add_paragraph("")
    d.add_paragraph("INDICES & SINGLE NAMES (5Y)")
    rows = [["Name", "Bid", "Ask", "Quoted", "Size (MM)", "Prior close"]]
    cds = [("CDX IG 47 5Y", "51.75", "52.25", "bp", "100", "52.50"),
           ("CDX HY 47 5Y", "106.20", "106.45", "px", "25", "106.00"),
           ("CDX EM 46 5Y", "96.85", "97.15", "px", "25", "96.70"),
           ("BRAXTON FOODS 5Y", "63", "68", "bp", "10", "65"),
           ("LANGTREE RETAIL 5Y", "7.20", "7.70", "pts upfront", "5", "7.40")]
    for nm, b, a, unit, sz, prior in cds:
        rows.append([nm, b, a, unit, sz, prior])
        meas = {"bp": "spread", "px": "price", "pts upfront": "upfront"}[unit]
        gold += q(nm, "cds", dl, size=(M(int(sz)),) * 2, **{meas: (b, a)})
    _table(d, rows)
    d.add_paragraph("Prior close = yesterday's 4pm mark, not a level. Cheswick Albany LLC, 300 Park Ave, New York NY 10022, "
                    "212 555 0160. Member FINRA/SIPC.")
    data = _save(d, "Cheswick Albany")
    body = """Morning - desk note with CMBS / CLO and index levels attached.

Rachel Dunmore | Cheswick Albany | Securitized & Index Sales | 212 555 0166
"""
    return mk("cheswick-sec-index-note", "docx", gold, sender="Rachel Dunmore <rdunmore@cheswick.com>",
              subject="Securitized & index note 2/17", date=date("07:58:49"), text=body,
              attachments=[_att("Cheswick_DeskNote_20270217.docx", data)])


def forde_uk_abs_cds():
    dl = "fordelattimer"
    gold = []
    d = _doc()
    d.add_heading("Forde Lattimer - Sterling ABS & UK Credit Derivatives", level=1)
    d.add_paragraph("17 February 2027 | SONIA 4.20% | Sizes GBP 2mm per side on ABS, single-name CDS EUR 5mm, "
                    "iTraxx 25mm, unless shown.")
    t = d.add_table(rows=1, cols=7)
    t.style = "Table Grid"
    for j, h in enumerate(["Deal", "Class", "ISIN", "Rtg", "DM (SONIA) Bid / Offer", "Price Bid / Offer", "WAL / Factor"]):
        t.cell(0, j).text = h
        _shade(t.cell(0, j))
    deals = [("LANCASTER PRIME RMBS 2024-2", [("A", "AAA", "58 / 53", "100.14 / 100.22", "3.1 / 0.88"),
                                              ("B", "AA", "112 / 101", "99.95 / 100.25", "4.4 / 1.00")]),
             ("THORNBURY AUTO 2025-1", [("A", "AAA", "49 / 45", "100.08 / 100.13", "1.4 / 0.71")]),
             ("BRAMHALL BTL 2023-1", [("C", "A", "185 / 170", "100.40 / 100.95", "3.9 / 0.93")])]
    for deal, classes in deals:
        first = None
        for i, (cls, rtg, dm, px, wal) in enumerate(classes):
            r = t.add_row()
            isn = ui("XS", f"b12-fl-{deal}-{cls}")
            vals = [deal if i == 0 else "", cls, isn, rtg, dm, px, wal]
            for j, v in enumerate(vals):
                r.cells[j].text = v
            if i == 0:
                first = r.cells[0]
            else:
                first.merge(r.cells[0])
                first.text = deal
            b, a = dm.split(" / ")
            pb, pa = px.split(" / ")
            gold += q(isn, "structured", dl, size=(M(2), M(2)), dm=(b, a), price=(pb, pa))
    d.add_paragraph("")
    rows = [["Reference / Index", "Bid", "Ask", "Chg", "Size"]]
    cds = [("ITRAXX EUR MAIN S46 5Y", "54.25", "54.75", "-0.5", ""),
           ("ITRAXX EUR XOVER S46 5Y", "286", "289", "-3", ""),
           ("THAMESMEAD WATER SNR 5Y", "118", "126", "+2", ""),
           ("CLAREMONT INSURANCE SUB 5Y", "205", "218", "unch", "2mm"),
           ("BRIXHAM TELECOM SNR 5Y", "139", "146", "unch", "")]
    for nm, b, a, ch, sz in cds:
        rows.append([nm, b, a, ch, sz])
        size = (M(25), M(25)) if nm.startswith("ITRAXX") else ((M(2), M(2)) if sz else (M(5), M(5)))
        gold += q(nm, "cds", dl, size=size, spread=(b, a))
    _table(d, rows)
    d.add_paragraph("WAL in years / pool factor. Forde Lattimer Ltd, 71 Cornhill, London EC3V 3QQ, +44 20 7946 0566. "
                    "Authorised and regulated by the FCA.")
    data = _save(d, "Forde Lattimer")
    body = """Morning all - sterling ABS and UK CDS levels attached.

Oliver Pengelly | Forde Lattimer | ABS & Credit Derivatives | +44 20 7946 0571
"""
    return mk("forde-gbp-abs-cds-docx", "docx", gold, sender="Oliver Pengelly <opengelly@fordelattimer.co.uk>",
              subject="GBP ABS / UK CDS - 17 Feb", date=date("08:03:27", "+0000"), text=body,
              attachments=[_att("FordeLattimer_ABS_CDS_170227.docx", data)])


# ---------------------------------------------------------------- 47 / 48: munis + converts / preferreds


def brightholm_muni_cv():
    dl = "brightholm"
    gold = []
    d = _doc()
    d.add_heading("Brightholm Securities - Munis & Converts", level=1)
    d.add_paragraph("Wednesday, February 17, 2027. Muni sizes are par ($000) per side; converts $1mm per side unless shown.")
    rows = [["CUSIP", "Description", "Call", "Par ($000)", "Yield Bid / Ofr", "Price Bid / Ofr", "MMD +/-"]]
    munis = [("VIRGINIA ST PUB SCH AUTH 5s 08/01/2037", "08/01/34 @100", "1,000", "3.05% / 2.99%", "114.48 / 115.02", "+21"),
             ("NORTH TEXAS TWY AUTH 4s 01/01/2049", "01/01/32 @100", "500", "4.18% / 4.12%", "97.42 / 98.21", "+46"),
             ("MINNESOTA ST GO 5s 10/01/2030", "NC", "2,000", "2.41% / 2.36%", "109.05 / 109.24", "+8"),
             ("PORT AUTH NY & NJ 5 1/4s 09/15/2048", "09/15/33 @100", "750", "3.94% / 3.88%", "110.20 / 110.71", "+38")]
    for desc, call, par, yl, px, mmd in munis:
        cu = uc(f"b12-bh-{desc}")
        rows.append([cu, desc, call, par, yl, px, mmd])
        yb, ya = (s.rstrip("%") for s in yl.split(" / "))
        pb, pa = px.split(" / ")
        sz = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", dl, size=(sz, sz), yield_=(yb, ya), price=(pb, pa))
    _table(d, rows)
    d.add_paragraph("")
    rows = [["Convertible", "Bid", "Offer", "Stock", "Conv Px", "Parity", "Prem", "Delta", "Size"]]
    cvs = [("NIMBUS ROBOTICS 0.5% 3/15/2029 CV", "104.75", "105.50", "48.20", "52.10", "92.5", "13.6%", "55", ""),
           ("HARTWELL BIOSCIENCES 2.25% 6/1/2030 CV", "96.25", "97.25", "31.75", "44.80", "70.9", "36.4%", "38", "2mm"),
           ("SOLSTICE GRID 0% 12/1/2028 CV", "118.50", "119.50", "88.40", "71.25", "124.1", "-4.1%", "89", "")]
    for desc, b, a, stk, cpx, par, prem, dlt, sz in cvs:
        rows.append([desc, b, a, stk, cpx, par, prem, dlt, sz])
        parts = desc.split()
        iss = " ".join(parts[:-3])
        cp = float(parts[-3].rstrip("%"))
        mm, dd, yy = parts[-2].split("/")
        gold += q(bkey(iss, cp, f"{yy}-{int(mm):02d}-{int(dd):02d}", "CV"), "convert", dl, size=sz or "1mm", price=(b, a))
    _table(d, rows)
    d.add_paragraph("$25 PREFERREDS: HALSEY FINANCIAL 6.25% PFD SER B 24.88 / 25.06 (10,000 shs); "
                    "WESTCOTT BANK 7.125% FXD-FLT PFD SER E 25.52 / 25.72 (5,000 shs).")
    gold += q("HALSEY FINANCIAL 6.25% PFD SER B", "preferred", dl, price=("24.88", "25.06"))
    gold += q("WESTCOTT BANK 7.125% FXD-FLT PFD SER E", "preferred", dl, price=("25.52", "25.72"))
    d.add_paragraph("MMD +/- is the yield spread to the MMD AAA scale (bp), for reference. Brightholm Securities LLC, "
                    "One Federal St, Boston MA 02110, (617) 555-0190. Member FINRA/SIPC/MSRB.")
    data = _save(d, "Brightholm")
    body = """Good morning - munis, converts and a couple of preferreds in the attached.

Colin Ashe | Brightholm Securities | (617) 555-0195
"""
    return mk("brightholm-muni-cv-docx", "docx", gold, sender="Colin Ashe <cashe@brightholm.com>",
              subject="Munis & converts 2/17", date=date("08:18:03"), text=body,
              attachments=[_att("Brightholm_Munis_CV_20270217.docx", data)])


def pryor_pfd_muni():
    dl = "pryorvantage"
    gold = []
    d = _doc()
    d.add_heading("Pryor Vantage - Income Desk: Preferreds, Converts, Munis", level=1)
    d.add_paragraph("02/17/27 | Offers shown are OFFERINGS unless a bid is shown. Sizes as shown.")
    d.add_paragraph("PREFERREDS ($25 par, $ per share)")
    rows = [["CUSIP", "Issue", "Coupon", "Next Call", "Bid", "Offer", "YTC (offer)"]]
    pfd = [("MERCER PARK REIT 6.375% SER B", "6.375%", "03/30/2027", "25.00", "25.18", "4.95%"),
           ("CORVALE INSURANCE 4.70% SER A", "4.70%", "09/15/2026", "", "20.20", ""),
           ("BRANDT CAPITAL TR 6.00% PFD SER C", "6.00%", "11/15/2027", "25.05", "25.22", "5.71%")]
    for iss, cp, call, b, a, ytc in pfd:
        cu = uc(f"b12-pv-{iss}")
        rows.append([cu, iss, cp, call, b or "-", a, ytc])
        gold += q(cu, "preferred", dl, price=(b or None, a))
    _table(d, rows)
    d.add_paragraph("")
    d.add_paragraph("CONVERTIBLES (% of par; $1mm)")
    rows = [["Issue", "Bid", "Offer", "Parity", "Prem %", "Stock"]]
    cvs = [("KESTREL AEROSPACE 1 1/4 05/15/30 CV", "KESTREL AEROSPACE", 1.25, "2030-05-15", "101.00", "102.00", "84.6", "20.0", "63.40"),
           ("OAKRIDGE UTILITIES 3 3/8 11/01/29 CV", "OAKRIDGE UTILITIES", 3.375, "2029-11-01", "107.25", "108.25", "101.2", "6.5", "57.95")]
    for w, iss, cp, iso, b, a, par, prem, stk in cvs:
        rows.append([w, b, a, par, prem, stk])
        gold += q(bkey(iss, cp, iso, "CV"), "convert", dl, size="1mm", price=(b, a))
    _table(d, rows)
    d.add_paragraph("")
    d.add_paragraph("MUNICIPAL OFFERINGS")
    rows = [["Par ($000)", "State", "Issuer / Coupon / Maturity", "Yield", "Price", "Call"]]
    munis = [("500", "MI", "MICHIGAN ST HSG DEV AUTH 4.25 12/01/2044", "4.21", "100.412", "12/01/33 @100"),
             ("1,000", "NJ", "NEW JERSEY TRANSN TR FD AUTH 5 06/15/2042", "3.93", "109.114", "06/15/34 @100"),
             ("250", "AZ", "PHOENIX AZ CIVIC IMPT CORP 5 07/01/2039", "3.42", "112.805", "07/01/34 @100")]
    for par, st, desc, yl, px, call in munis:
        cu = uc(f"b12-pv-muni-{desc}")
        rows.append([par, st, f"{desc}\n{cu}", yl, px, call])
        sz = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", dl, size=(None, sz), yield_=(None, yl), price=(None, px))
    _table(d, rows)
    d.add_paragraph("Pryor Vantage & Co., 1 N Wacker Dr, Chicago IL 60606, (312) 555-0150. Member FINRA/SIPC/MSRB. "
                    "Prices subject to change and prior sale.")
    data = _save(d, "Pryor Vantage")
    body = """Hi - income desk sheet attached (preferreds, converts, muni offerings).

Renee Castellanos | Pryor Vantage & Co. | (312) 555-0158
"""
    return mk("pryor-income-desk-docx", "docx", gold, sender="Renee Castellanos <rcastellanos@pryorvantage.com>",
              subject="Income desk 2/17: pfds / CV / munis", date=date("08:44:19", "-0600"), text=body,
              attachments=[_att("PryorVantage_IncomeDesk_021727.docx", data)])


LAYOUTS = [tormes_fichas, vasseur_structure_capital, cheswick_memo, forde_uk_abs_cds, brightholm_muni_cv, pryor_pfd_muni]
