"""CSV exports with a header block before the columns: CDS (Paris, New York) and HY / EM (New York, Santiago)."""

from __future__ import annotations

from common import Attachment, M, date, mk, q, ui


def _csv(name, text, crlf=True, bom=False):
    data = text.replace("\n", "\r\n") if crlf else text
    raw = data.encode("utf-8")
    if bom:
        raw = b"\xef\xbb\xbf" + raw
    return Attachment(name, raw, "text/csv", "csv")


# ---------------------------------------------------------------- 33 / 34: CDS exports


def sauvelle_cds_csv():
    d = "sauvelle"
    gold = []
    lines = [
        "Rapport;Cotations CDS - flux Europe",
        "Date;17/02/2027",
        "Heure;08:05 CET",
        "Devise;EUR",
        "Tailles;EUR 10 M par côté (noms) ; EUR 50 M par côté (indices)",
        "Source;Banque Sauvelle - Desk Dérivés de Crédit",
        "",
        "Type;Entité / Indice;Séniorité;Ténor;Coupon (pb);Recouvrement (%);Achat;Vente;Var. (pb);Unité",
    ]
    rows = [
        ("Indice", "ITRAXX EUROPE MAIN S46", "", "5A", "100", "", "54,25", "54,75", "-0,5", "pb"),
        ("Indice", "ITRAXX EUROPE CROSSOVER S46", "", "5A", "500", "", "287,0", "289,0", "-3,0", "pb"),
        ("Nom", "BRETILLAC ENERGIE", "SNR", "5A", "100", "40", "72", "77", "+1", "pb"),
        ("Nom", "BRETILLAC ENERGIE", "SNR", "10A", "100", "40", "118", "126", "+1", "pb"),
        ("Nom", "GROUPE MAUVEZIN", "SNR", "5A", "100", "40", "163", "171", "-2", "pb"),
        ("Nom", "CASTELNAU RETAIL", "SNR", "5A", "500", "40", "4,05", "4,55", "+0,10", "pts"),
        ("Nom", "VALNEGRA AUTOPISTAS", "SNR", "5A", "100", "40", "96", "102", "0", "pb"),
        ("Nom", "ORMESBY BANK", "SUB", "5A", "100", "20", "174", "184", "-2", "pb"),
    ]
    for typ, ent, sen, ten, cp, rec, a, v, var, u in rows:
        lines.append(";".join([typ, ent, sen, ten, cp, rec, a, v, var, u]))
        key = " ".join(x for x in (ent, sen, ten) if x)
        size = (M(50), M(50)) if typ == "Indice" else (M(10), M(10))
        qt = "upfront" if u == "pts" else "spread"
        gold += q(key, "cds", d, size=size, comma=True, **{qt: (a, v)})
    lines += ["", "Notes;CASTELNAU en points d'upfront contre 500 pb courant. Var. = variation du mid depuis la clôture de la veille.",
              "Avertissement;Cotations indicatives, non contractuelles. Banque Sauvelle SA, 9 bd Haussmann, 75009 Paris, +33 1 44 94 20 10."]
    body = """Bonjour,

Export CDS du matin en pièce jointe (indices et noms).

Cordialement,
Julien Arnoux | Dérivés de Crédit | Banque Sauvelle | +33 1 44 94 20 27
"""
    return mk("sauvelle-cds-export", "csv", gold, sender="Julien Arnoux <j.arnoux@sauvelle.fr>",
              subject="Export CDS flux Europe - 17/02/2027", date=date("08:07:44", "+0100"), text=body, enc="qp",
              attachments=[_csv("sauvelle_cds_20270217.csv", "\n".join(lines) + "\n", bom=True)])


def kestrelmoor_cds_csv():
    d = "kestrelmoor"
    gold = []
    lines = [
        "# Kestrel Moor Securities - CDS Run Export",
        "# As of: 02/17/2027 07:50:12 ET",
        "# Currency: USD; Doc: XR14 (NA), MR14 (Asia)",
        "# Coupons: IG 100bp, HY 500bp; HY names quoted in points upfront (Quote = UPF)",
        "#",
        "Reference Entity,Tier,Tenor,RED,Coupon (bp),Bid,Ask,Quote,Bid Size (MM),Ask Size (MM),Updated",
    ]
    rows = [
        ("CDX.NA.IG.47", "", "5Y", "", "100", "51.75", "52.25", "BP", "100", "100", "07:45"),
        ("CDX.NA.HY.47", "", "5Y", "", "500", "106.25", "106.50", "PX", "25", "25", "07:46"),
        ("BRAXTON FOODS", "SNR", "5Y", "3K8A2B", "100", "64", "69", "BP", "10", "10", "07:40"),
        ("LANGTREE RETAIL", "SNR", "5Y", "6FQ2M1", "500", "7.25", "7.75", "UPF", "5", "5", "07:41"),
        ("OSPREY CRUISE", "SNR", "5Y", "5R1WE9", "500", "-1.50", "-1.00", "UPF", "5", "5", "07:41"),
        ("HONGLING POWER", "SNR", "5Y", "HX7Q0D", "100", "88", "96", "BP", "10", "10", "07:35"),
        ("HONGLING POWER", "SNR", "10Y", "HX7Q0D", "100", "131", "142", "BP", "5", "5", "07:35"),
    ]
    for ent, tier, ten, red, cp, b, a, qt, bs, as_, upd in rows:
        lines.append(",".join([ent, tier, ten, red, cp, b, a, qt, bs, as_, upd]))
        key = " ".join(x for x in (ent, tier, ten) if x)
        meas = {"BP": "spread", "PX": "price", "UPF": "upfront"}[qt]
        gold += q(key, "cds", d, size=(M(int(bs)), M(int(as_))), **{meas: (b, a)})
    lines.append("# end of file - 7 rows")
    body = """Morning - CDS run export attached (csv).

Owen Straker | Credit Derivatives | Kestrel Moor Securities | 212 555 0191
"""
    return mk("kestrelmoor-cds-export", "csv", gold, sender="Owen Straker <ostraker@kestrelmoor.com>",
              subject="CDS run export 2/17", date=date("07:52:30"), text=body,
              attachments=[_csv("KM_CDS_Run_20270217.csv", "\n".join(lines) + "\n")])


# ---------------------------------------------------------------- 35 / 36: HY / EM exports


def pelham_oms_export():
    d = "pelhamcrost"
    gold = []
    lines = [
        "Export,Axe & Inventory Snapshot",
        "Desk,EM / HY Credit",
        "Generated,2027-02-17 07:55:12 EST",
        "Filter,Region = LATAM; CEEMEA; US HY",
        "Sizes,Bid Sz / Ask Sz in thousands (M = 000s)",
        ",,,,,,,,,,,,",
        "Region,Issuer,Cpn,Maturity,ISIN,Bid Px,Ask Px,Bid Yld,Ask Yld,Bid Sz (M),Ask Sz (M),Last Trade,Axe",
    ]
    rows = [
        ("LATAM", "COLOMBIA", "8", "11/14/2035", "US", "103.20", "103.70", "7.48", "7.40", "2000", "2000", "103.05", ""),
        ("LATAM", "PERU", "5.375", "02/08/2035", "US", "98.10", "98.55", "5.66", "5.60", "2000", "2000", "", ""),
        ("LATAM", "AZULMAR AIRLINES", "8.875", "03/15/2031", "US", "93.50", "94.25", "10.53", "10.28", "1000", "1000", "93.625", ""),
        ("CEEMEA", "TURKIY", "7.125", "07/17/2032", "US", "102.45", "102.90", "6.54", "6.45", "3000", "3000", "", ""),
        ("CEEMEA", "KAZAN STEELWORKS", "6.75", "05/02/2030", "XS", "", "97.00", "", "7.87", "", "1500", "96.75", "OFFER"),
        ("US HY", "CALLOWAY STEEL", "7.375", "04/15/2031", "US", "101.25", "101.75", "7.01", "6.89", "2000", "2000", "101.50", ""),
        ("US HY", "QUINTRELL PACKAGING", "5.5", "09/01/2029", "US", "94.00", "", "8.11", "", "3000", "", "94.25", "BID"),
        ("US HY", "DORSEY MIDSTREAM", "6.625", "01/15/2032", "US", "99.875", "100.375", "6.65", "6.54", "1000", "1000", "", ""),
    ]
    for reg, iss, cp, m, pre, bp, ap, by, ay, bs, as_, last, axe in rows:
        isn = ui(pre, f"b12-pc-{iss}-{m}")
        lines.append(",".join([reg, iss, cp, m, isn, bp, ap, by, ay, bs, as_, last, axe]))
        grp = "hy" if reg == "US HY" else "em_sovereign"
        ac = "sovereign" if iss in ("COLOMBIA", "PERU", "TURKIY") else "corporate"
        bsz = int(bs) * 1000 if bs else None
        asz = int(as_) * 1000 if as_ else None
        gold += q(isn, grp, d, size=(bsz, asz), asset_class=ac, price=(bp or None, ap or None), yield_=(by or None, ay or None))
    lines.append("Total rows: 8,,,,,,,,,,,,")
    body = """Snapshot of our EM / HY axes and inventory attached (CSV from the OMS).

Ian Kowalczyk | EM & HY Credit Trading | Pelham Crost & Co. | 212 555 0172
"""
    return mk("pelham-oms-em-hy-export", "csv", gold, sender="Ian Kowalczyk <ikowalczyk@pelhamcrost.com>",
              subject="EM / HY axes & inventory 2/17 (csv)", date=date("07:58:02"), text=body,
              attachments=[_csv("PelhamCrost_AxeInv_20270217.csv", "\n".join(lines) + "\n")])


def altiplana_precios_csv():
    d = "altiplana"
    gold = []
    lines = [
        "Reporte;Precios indicativos Renta Fija Internacional",
        "Fecha;17-02-2027",
        "Hora;09:40 (Santiago)",
        "Montos;USD MM por lado",
        "",
        "Emisor;Cupón;Vencimiento;ISIN;Precio Compra;Precio Venta;TIR Compra;TIR Venta;Monto (USD MM);Calificación;Cierre anterior",
    ]
    rows = [
        ("CHILE", "3,1", "07-05-2041", "US", "79,85", "80,45", "5,21", "5,15", "2", "A2/A", "79,70", "em_sovereign", "sovereign"),
        ("PERU", "6,55", "14-03-2037", "US", "107,10", "107,65", "5,58", "5,51", "2", "Baa1/BBB", "106,95", "em_sovereign", "sovereign"),
        ("PANAMA", "6,4", "14-02-2035", "US", "97,20", "97,90", "6,85", "6,74", "2", "Baa3/BBB-", "97,00", "em_sovereign", "sovereign"),
        ("COBRE ANDINO", "5,95", "09-01-2034", "US", "98,35", "99,00", "6,25", "6,13", "1", "Baa3/BBB-", "98,20", "em_sovereign", "corporate"),
        ("SALMONES DEL SUR", "9,25", "30-06-2029", "XS", "96,00", "97,50", "11,23", "10,42", "1", "B2/B", "95,75", "em_sovereign", "corporate"),
        ("VIÑA ALTAMIRA", "7,875", "15-10-2030", "XS", "99,50", "100,25", "8,03", "7,79", "0,5", "B1/BB-", "", "em_sovereign", "corporate"),
        ("BALLANTYNE CASINOS", "7,75", "15-06-2030", "US", "98,25", "98,75", "8,23", "8,07", "1", "B2/B", "98,10", "hy", "corporate"),
        ("REDGATE CHEMICALS", "6,25", "01-08-2029", "US", "95,40", "96,10", "8,45", "8,11", "1", "B3/B-", "", "hy", "corporate"),
    ]
    for em, cp, venc, pre, pc, pv, tc, tv, mt, cal, ci, grp, ac in rows:
        isn = ui(pre, f"b12-alt-{em}")
        lines.append(";".join([em, cp, venc, isn, pc, pv, tc, tv, mt, cal, ci]))
        sz = M(float(mt.replace(",", ".")))
        gold += q(isn, grp, d, size=(sz, sz), asset_class=ac, comma=True, price=(pc, pv), yield_=(tc, tv))
    lines += ["", "Nota;Precios indicativos sujetos a cambio. Cierre anterior = precio de cierre del 16-02-2027, referencial."]
    body = """Estimados,

Adjunto precios indicativos de bonos internacionales (soberanos y corporativos LatAm).

Saludos cordiales,
Ignacio Valdivieso | Renta Fija Internacional | Altiplana Valores S.A. | +56 2 2584 3170
"""
    return mk("altiplana-precios-csv", "csv", gold, sender="Ignacio Valdivieso <ivaldivieso@altiplana.cl>",
              subject="Precios indicativos RF internacional 17-02-2027", date=date("09:44:15", "-0300"), text=body,
              enc="qp", attachments=[_csv("Altiplana_Precios_17022027.csv", "\n".join(lines) + "\n", crlf=False)])


LAYOUTS = [sauvelle_cds_csv, kestrelmoor_cds_csv, pelham_oms_export, altiplana_precios_csv]
