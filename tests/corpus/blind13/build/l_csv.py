"""CSV exports: quote blotters with versions and statuses, snapshots that supersede earlier ones."""

from __future__ import annotations

from common import Attachment, M, date, eu, mk, n32, q, uc, ui


def csv_att(name, lines, crlf=True, bom=False):
    text = ("\r\n" if crlf else "\n").join(lines) + ("\r\n" if crlf else "\n")
    data = text.encode("utf-8")
    if bom:
        data = b"\xef\xbb\xbf" + data
    return Attachment(name, data, "text/csv", "csv")


# ---------------------------------------------------------------- 33 / 34: CDS


def marvaux_cds_blotter():
    d = "marvaux"
    rows = [
        # time, entity, tier, tenor, bid, ask, unit, status, version, size (MM)
        ("07:45:02", "CORVANNE TELECOM", "SNR", "5Y", "205", "213", "BP", "REPLACED", 1, "10"),
        ("07:45:02", "HAUFELD CHEMIE", "SNR", "5Y", "93", "99", "BP", "REPLACED", 1, "10"),
        ("07:45:02", "BRISEAU AUTOMOBILES", "SNR", "5Y", "142", "149", "BP", "LIVE", 1, "10"),
        ("07:45:02", "LOIRETTE ENERGIE", "SUB", "5Y", "-2.15", "-1.65", "UPF", "LIVE", 1, "5"),
        ("07:45:02", "ITRAXX MAIN S47", "", "5Y", "58.5", "59.5", "BP", "REPLACED", 1, "50"),
        ("07:45:02", "ITRAXX XOVER S47", "", "5Y", "288", "291", "BP", "LIVE", 1, "25"),
        ("10:02:41", "CORVANNE TELECOM", "SNR", "5Y", "209", "217", "BP", "LIVE", 2, "10"),
        ("10:02:41", "HAUFELD CHEMIE", "SNR", "5Y", "95", "101", "BP", "TRADED", 2, "10"),
        ("10:02:41", "ITRAXX MAIN S47", "", "5Y", "57.75", "58.75", "BP", "LIVE", 2, "50"),
        ("11:30:15", "MAUREVAL SANTE", "SNR", "5Y", "4.10", "4.60", "UPF", "SUBJECT", 1, "5"),
        ("11:30:15", "FRANCE", "", "5Y", "24", "27", "BP", "LIVE", 1, "25"),
        ("11:30:15", "GRENACHE SA", "SNR", "3Y", "", "71", "BP", "LIVE", 1, "10"),
    ]
    lines = ["QuoteTime,Entity,Tier,Tenor,Bid,Ask,Unit,Status,Version,Size (MM)"]
    gold = []
    for t, ent, tier, ten, b, a, unit, st, v, sz in rows:
        lines.append(f"{t},{ent},{tier},{ten},{b},{a},{unit},{st},{v},{sz}")
        if st not in ("LIVE", "SUBJECT"):
            continue
        key = " ".join(x for x in (ent, tier, ten) if x)
        qt = "upfront" if unit == "UPF" else "spread"
        gold += q(key, "cds", d, size=(M(int(sz)), M(int(sz))), review=(qt,) if st == "SUBJECT" else (), **{qt: (b or None, a or None)})
    lines += ["", "# Status: LIVE = current level; REPLACED = superseded by a later version; TRADED = done, no longer quoted;",
              "# SUBJECT = subject to confirmation, not firm. UPF in points upfront (SNR vs 100 running, SUB vs 500)."]
    body = """Bonjour - today's CDS quote blotter so far (all versions, latest status on each line).

Camille Rousset | Credit Derivatives | Marvaux & Associes | 12 rue Halevy, 75009 Paris | +33 1 55 50 71 42
"""
    return mk("marvaux-cds-blotter-versions", "csv", gold, sender="Camille Rousset <c.rousset@marvaux.fr>",
              subject="CDS blotter 11/03 - 11:30", date=date("11:34:20", "+0100"), text=body,
              attachments=[csv_att("cds_blotter_20270311_1130.csv", lines)])


def vasselin_cds_snapshot():
    d = "vasselin"
    lines = [
        "Vasselin Bank - CDS snapshot",
        "Snapshot;11/03/2027 15:00 CET",
        "Supersedes;11/03/2027 09:00 CET snapshot",
        "Sizes;EUR 10 mm single names / 50 mm indices, per side",
        "",
        "Reference;Seniority;Tenor;Bid;Ask;Chg vs 09:00;Quote",
    ]
    rows = [
        ("ITRAXX EUR MAIN S47", "", "5Y", "57,25", "58,25", "-1,25", "bp", "idx"),
        ("ITRAXX EUR MAIN S47", "", "10Y", "87,5", "89", "-1", "bp", "idx"),
        ("ITRAXX EUR XOVER S47", "", "5Y", "281", "284", "-7", "bp", "idx"),
        ("BRISEAU AUTOMOBILES", "SNR", "5Y", "138", "145", "-4", "bp", "sn"),
        ("SCHELDEMOND CHEMICALS", "SNR", "5Y", "1,85", "2,25", "+0,10", "pts", "sn"),
        ("BELGIUM", "", "10Y", "41", "45", "unch", "bp", "sn"),
        ("HOEVEKERKE RETAIL", "SNR", "5Y", "off", "off", "", "bp", "sn"),
    ]
    gold = []
    for ref, sen, ten, b, a, chg, unit, kind in rows:
        lines.append(f"{ref};{sen};{ten};{b};{a};{chg};{unit}")
        if b == "off":
            continue
        key = " ".join(x for x in (ref, sen, ten) if x)
        sz = M(50) if kind == "idx" else M(10)
        qt = "upfront" if unit == "pts" else "spread"
        gold += q(key, "cds", d, size=(sz, sz), comma=True, **{qt: (b, a)})
    lines.append("Total lines;7")
    body = "Goedemiddag - 15:00 CDS snapshot attached; replaces this morning's.\n\nPieter Claes | Vasselin Bank | +32 2 555 61 84\n"
    return mk("vasselin-cds-snapshot-pm", "csv", gold, sender="Pieter Claes <pieter.claes@vasselin.be>",
              subject="CDS snapshot 15:00 (replaces 09:00)", date=date("15:02:44", "+0100"), text=body,
              attachments=[csv_att("Vasselin_CDS_1500.csv", lines, bom=True)])


# ---------------------------------------------------------------- 35 / 36: governments and floaters


def ostrander_govt_frn_v3():
    d = "ostrander"
    lines = [
        "# Ostrander Securities - rates & floaters run export",
        "# Version 3, 11-Mar-2027 13:05 ET (supersedes v2 sent 10:12)",
        "# Sizes: UST 25MM per side, floaters 5MM per side unless in Size column",
        "Changed,Type,ID,Description,Bid,Ask,Unit,Bid Yld,Ask Yld,Size (MM),v2 Bid,v2 Ask",
    ]
    gold = []
    ust = [
        ("Y", "ust-2y", "T 4 02/28/29", 100.046875, 100.0625, "3.975", "3.967", "", 100.078125, 100.09375),
        ("N", "ust-7y", "T 4 1/4 02/28/34", 100.75, 100.78125, "4.124", "4.119", "", 100.75, 100.78125),
        ("Y", "ust-30y", "T 4 5/8 02/15/57", 100.671875, 100.734375, "4.582", "4.578", "10", 100.5, 100.5625),
    ]
    for ch, seed, desc, b, a, yb, ya, sz, v2b, v2a in ust:
        cu = uc(seed)
        lines.append(f"{ch},UST,{cu},{desc},{n32(b)},{n32(a)},32nds,{yb},{ya},{sz},{n32(v2b)},{n32(v2a)}")
        s = M(int(sz)) if sz else M(25)
        gold += q(cu, "government", d, size=(s, s), price=(n32(b), n32(a)), yield_=(yb, ya))
    frn = [
        ("Y", "US", "ifc-frn-29", "IFC FRN SOFR+28 2029", "30", "27", "DM", "", "agency"),
        ("N", "US", "fhlb-frn-28", "FHLB FRN SOFR+9 2028", "10", "7", "DM", "10", "agency"),
        ("Y", "US", "tellmark-frn-30", "TELLMARK BANCORP FRN SOFR+105 2030", "112", "104", "DM", "3", "corporate"),
        ("N", "US", "oriel-frn-29", "ORIEL FINANCE FRN SOFR+80 2029", "99.86", "100.02", "PX", "", "corporate"),
    ]
    for ch, pre, seed, desc, b, a, unit, sz, cls in frn:
        isn = ui(pre, seed)
        lines.append(f"{ch},FRN,{isn},{desc},{b},{a},{unit},,,{sz},,")
        s = M(int(sz)) if sz else M(5)
        qt = "dm" if unit == "DM" else "price"
        gold += q(isn, "frn", d, size=(s, s), asset_class=cls, **{qt: (b, a)})
    lines.append("# end of file - 7 rows")
    body = "v3 of the rates / floaters export attached (13:05). v2 columns kept for the diff.\n\nRyan Ostrander | Ostrander Securities | +1 312 555 0144\n"
    return mk("ostrander-rates-frn-v3", "csv", gold, sender="Ryan Ostrander <rostrander@ostrander.com>",
              subject="Rates / FRN export v3", date=date("13:06:10", "-0600"), text=body,
              attachments=[csv_att("ostrander_run_v3.csv", lines)])


def korrigan_oat_frn():
    d = "korrigan"
    lines = [
        "Korrigan Finance;Taux & FRN;11/03/2027;16:10",
        "Remplace l'envoi de 09:30. Tailles en M EUR par côté.",
        "",
        "ISIN;Libellé;Coupon;Échéance;Prix achat;Prix vente;Rdt achat;Rdt vente;Marge achat (pb);Marge vente (pb);Taille;Clôt. veille",
    ]
    gold = []
    oat = [
        ("oat-33", "OAT 3% 25/05/2033", "3,00", "25/05/2033", 102.06, 102.12, 2.621, 2.611, 25, 101.94),
        ("oat-40", "OAT 3,5% 25/04/2040", "3,50", "25/04/2040", 101.88, 101.98, 3.318, 3.309, 10, 101.71),
        ("btf-27", "BTF 23/09/2027", "0,00", "23/09/2027", 98.81, 98.82, 1.947, 1.931, 50, 98.80),
    ]
    for seed, lib, c, ech, pb, pa, yb, ya, sz, prev in oat:
        isn = ui("FR", seed)
        lines.append(f"{isn};{lib};{c};{ech};{eu(pb)};{eu(pa)};{eu(yb, 3)};{eu(ya, 3)};;;{sz};{eu(prev)}")
        gold += q(isn, "government", d, size=(M(sz), M(sz)), comma=True, price=(eu(pb), eu(pa)), yield_=(eu(yb, 3), eu(ya, 3)))
    frn = [
        ("cades-frn-30", "CADES FRN €STR+24 03/2030", "24", "21", 100.04, 100.12, 10, "agency"),
        ("unedic-frn-29", "UNEDIC FRN E3M+12 06/2029", "14", "11", 99.96, 100.01, 10, "agency"),
        ("bretagne-frn-29", "BANQUE DE BRETAGNE OUEST FRN E3M+72 2029", "78", "71", 99.83, 100.01, 5, "corporate"),
    ]
    for seed, lib, db, da, pb, pa, sz, cls in frn:
        isn = ui("FR", seed)
        lines.append(f"{isn};{lib};;;{eu(pb)};{eu(pa)};;;{db};{da};{sz};")
        gold += q(isn, "frn", d, size=(M(sz), M(sz)), comma=True, asset_class=cls, price=(eu(pb), eu(pa)), dm=(db, da))
    body = "Bonjour, ci-joint la mise à jour de 16h10 (remplace celle du matin). Marge = DM en pb.\n\nYann Le Goff | Korrigan Finance | +33 2 55 50 18 77\n"
    return mk("korrigan-oat-frn-maj", "csv", gold, sender="Yann Le Goff <yann.legoff@korrigan.fr>", enc="qp",
              subject="Taux / FRN - mise à jour 16h10", date=date("16:11:05", "+0100"), text=body,
              attachments=[csv_att("korrigan_taux_frn_1610.csv", lines, bom=True)])


LAYOUTS = [
    marvaux_cds_blotter, vasselin_cds_snapshot,
    ostrander_govt_frn_v3, korrigan_oat_frn,
]
