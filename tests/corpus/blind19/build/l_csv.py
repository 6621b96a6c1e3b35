"""CSV exports: European semicolon files with decimal commas (loans, CLO, RMBS), US inventory exports (CLO / ABS, FRNs)."""

from __future__ import annotations

from common import MIME_CSV, Attachment, date, eu, mk, q, uc, ui

TO = "Ops and PM <pm-ops@clients.example-am.com>"


def _csv(name, text, crlf=True, bom=False):
    data = text.replace("\n", "\r\n") if crlf else text
    raw = data.encode("utf-8")
    if bom:
        raw = b"\xef\xbb\xbf" + raw
    return Attachment(name, raw, MIME_CSV, "csv")


def c41_eur_loans_clo_semicolon():
    d = "gristhorpe"
    loans = [("AYSGARTH BIDCO", "TLB", "E+400", "04/31", "0,00", 99.25, 99.75, "2", 99.125, "+0,125"),
             ("BOLTBY HOLDING", "TLB-2", "E+450", "10/30", "0,00", 62.5, 64.5, "1", 65.0, "-2,500"),
             ("CASTLE BOLTON SAS", "TLB", "E+375", "07/32", "0,00", 100.0, 100.375, "3", 100.0, "0,000")]
    clos = [("GRINTON EURO CLO 2024-5X", "B-1", "E+190", 185, 172, "3", 189, "-4"),
            ("GRINTON EURO CLO 2024-5X", "D", "E+410", 430, 405, "1", 428, "+2"),
            ("REDMIRE EURO CLO 2021-2X", "E", "E+611", None, None, "1", None, "")]
    lines = ["Export;Prets et CLO EUR;25/11/2027 08:15 CET", "Desk;Gristhorpe Paris - trading credit", "Unites;prix en points, DM en pb",
             "", "Type;ISIN;Emprunteur / Operation;Tranche;Marge;Echeance;Plancher (%);Achat;Vente;Unite;Taille (M EUR);Cloture veille;Var."]
    g = []
    for bor, fac, mg, mt, fl, b, o, sz, prev, chg in loans:
        lines.append(f"LOAN;;{bor};{fac};{mg};{mt};{fl};{eu(b, 3)};{eu(o, 3)};PX;{sz};{eu(prev, 3)};{chg}")
        g += q(f"{bor} {fac} {mg} {mt}", "loan", d, size=(int(sz) * 1_000_000, int(sz) * 1_000_000),
               price=(eu(b, 3), eu(o, 3)), comma=True)
    for deal, cls, mg, db, do, sz, prev, chg in clos:
        isin = ui("XS", "gristhorpe " + deal + cls)
        if db is None:
            lines.append(f"CLO;{isin};{deal};{cls};{mg};;;{eu(71.5, 2)};{eu(73.5, 2)};PX;{sz};{eu(72.0, 2)};-0,50")
            g += q(isin, "structured", d, size=(1_000_000, 1_000_000), price=(eu(71.5, 2), eu(73.5, 2)), comma=True)
        else:
            lines.append(f"CLO;{isin};{deal};{cls};{mg};;;{db};{do};DM;{sz};{prev};{chg}")
            g += q(isin, "structured", d, size=(int(sz) * 1_000_000, int(sz) * 1_000_000), dm=(str(db), str(do)))
    lines.append("TOTAL;;;;;;;;;;11;;")
    lines.append("Fin du fichier - 6 lignes")
    att = _csv("gristhorpe_prets_clo_20271125.csv", "\n".join(lines) + "\n", bom=True)
    text = ("Bonjour - export des niveaux prets / CLO EUR ci-joint (separateur point-virgule, virgule decimale).\n"
            "BOLTBY: oui, 62,5 - le marche a baisse apres le profit warning.\n\n"
            "Claire Fountaine | Gristhorpe SA | Trading credit | +33 1 70 36 05 21\n")
    return mk("gristhorpe-eur-loans-clo-semicolon", "csv", g, sender="Claire Fountaine <cfountaine@gristhorpe.fr>",
              subject="Niveaux prets / CLO EUR - 25/11", date=date("08:17:40", "+0100", day=25), to=TO, text=text,
              attachments=[att], note="csv:semicolon-decimal-comma")


def c42_eur_rmbs_loans_semicolon():
    d = "hawnby"
    rm = [("MEERKOET 2024-II", "A", 98.65, 98.95, "0,8721", "4,6", 10),
          ("MEERKOET 2024-II", "B", 96.10, 96.80, "1,0000", "5,1", 3),
          ("ZILVERREIGER 2023-1", "A", 100.42, 100.61, "0,9412", "3,2", 5)]
    lines = ["Rapport: EUR RMBS en leningen", "Datum: 29-11-2027 09:00", "Bron: Hawnby Amsterdam, handelsdesk",
             "", "Soort;Naam;ISIN;Klasse;Factor;WAL (jr);Bied;Laat;Nominaal (mln EUR);Slot vorige dag"]
    g = []
    for name, cls, b, a, fac, wal, sz in rm:
        isin = ui("XS", "hawnby " + name + cls)
        lines.append(f"RMBS;{name};{isin};{cls};{fac};{wal};{eu(b)};{eu(a)};{sz};{eu(b - 0.1)}")
        g += q(isin, "structured", d, size=(sz * 1_000_000, sz * 1_000_000), price=(eu(b), eu(a)), comma=True)
    ln = [("HAREWOOD BV", "TLB E+425", 97.75, 98.5, 2), ("KIRKBY FLEETHAM GMBH", "TLB E+375", 99.5, 100.0, 2)]
    for name, fac, b, a, sz in ln:
        lines.append(f"LENING;{name} {fac};;;;;{eu(b, 3)};{eu(a, 3)};{sz};{eu(b - 0.25, 3)}")
        g += q(f"{name} {fac}", "loan", d, size=(sz * 1_000_000, sz * 1_000_000), price=(eu(b, 3), eu(a, 3)), comma=True)
    lines.append("Totaal;;;;;;;;22;")
    att = _csv("hawnby_rmbs_leningen_29112027.csv", "\n".join(lines) + "\n")
    text = "Goedemorgen - EUR RMBS en leningen in de bijlage.\n\nDaan Ripley | Hawnby NV | +31 20 555 0142\n"
    return mk("hawnby-eur-rmbs-loans-semicolon", "csv", g, sender="Daan Ripley <dripley@hawnby.nl>",
              subject="EUR RMBS / leningen 29-11", date=date("09:04:12", "+0100", day=29), to=TO, text=text,
              attachments=[att], note="csv:semicolon-decimal-comma")


def c43_clo_abs_frn_inventory():
    d = "ilton"
    rows = [
        ("CLO", "HALCYON PARK CLO 2024-3A C", "30.000", "30.000", "1.0000", "6.4", "3mS+220", "214", "204", "100.12", "100.48", "2", "2", "100.05", "11/18/2027"),
        ("CLO", "TARN GILL CLO 2019-2A E", "18.000", "18.000", "1.0000", "3.1", "3mS+690", "", "", "93.25", "94.50", "1", "1", "92.75", "11/12/2027"),
        ("ABS", "BRAYTHORN AUTO 2026-2 B", "45.000", "45.000", "1.0000", "1.9", "5.48% fxd", "", "", "100.422", "100.586", "5", "5", "", ""),
        ("FRN", '"KESWICK ELECTRIC, INC. FRN 2030"', "", "", "", "", "SOFR+92", "88", "83", "100.14", "100.28", "3", "3", "100.10", "11/22/2027"),
        ("FRN", '"ROMALDKIRK BANK, N.A. FRN 2029"', "", "", "", "", "SOFR+118", "121", "115", "99.92", "100.08", "5", "2", "", ""),
    ]
    head = ("asset_type,cusip,description,orig_face_mm,cur_face_mm,factor,wal_yrs,coupon_or_margin,bid_dm,ask_dm,bid_px,ask_px,"
            "bid_sz_mm,ask_sz_mm,last_trade_px,last_trade_dt")
    lines = [head]
    g = []
    for at, desc, orig, cur, fac, wal, cp, bdm, adm, bpx, apx, bs, as_, lt, ltd in rows:
        cu = uc("ilton " + desc)
        lines.append(",".join([at, cu, desc, orig, cur, fac, wal, cp, bdm, adm, bpx, apx, bs, as_, lt, ltd]))
        grp = "frn" if at == "FRN" else "structured"
        ms = {"dm": (bdm, adm)} if bdm else {}
        ms["price"] = (bpx, apx)
        g += q(cu, grp, d, size=(int(bs) * 1_000_000, int(as_) * 1_000_000), **ms)
    lines.append("# 5 rows; last_trade columns are our last print (px, date), not markets; coupon_or_margin is the bond's own coupon")
    att = _csv("ilton_inventory_20271124.csv", "\n".join(lines) + "\n")
    text = "Inventory export (CLO / ABS / FRN) attached.\n\nRex Hardcastle | Ilton Securities | +1 212 555 0186\n"
    return mk("ilton-inventory-export", "csv", g, sender="Rex Hardcastle <rhardcastle@ilton.com>",
              subject="Inventory export 24-Nov", date=date("07:55:00", day=24), to=TO, text=text, attachments=[att],
              note="csv:comma")


def c44_structured_frn_long():
    d = "kettlewell"
    lines = ["# Kettlewell Securities - axes export", "# generated 2027-11-30 08:42:10 ET", "# Mkt Type: DM = discount margin (bp), PX = price (pts)",
             "Security,ID,Mkt Type,Bid,Ask,Bid Sz (MM),Ask Sz (MM),Chg,Avg Life"]
    g = []
    items = [("OAKWELL CLO 2022-4A B-R", [("DM", "158", "150", "+1"), ("PX", "100.22", "100.45", "-0.03")], "4", "4", "4.4"),
             ("WESTERDALE CARD 2027-1 B", [("PX", "100.516", "100.641", "unch")], "5", "5", "2.9"),
             ("LINTHWAITE BANK FRN 2031", [("DM", "97", "92", "-1"), ("PX", "100.31", "100.47", "+0.02")], "3", "3", "3.6")]
    for sec, mkts, bs, as_, wal in items:
        cu = uc("kettlewell " + sec)
        grp = "frn" if "FRN" in sec else "structured"
        ms = {}
        for mt, b, a, chg in mkts:
            lines.append(f"{sec},{cu},{mt},{b},{a},{bs},{as_},{chg},{wal}")
            ms["dm" if mt == "DM" else "price"] = (b, a)
        g += q(cu, grp, d, size=(int(bs) * 1_000_000, int(as_) * 1_000_000), **ms)
    lines.append("# end of file: 5 lines, 3 securities")
    att = _csv("kettlewell_axes_113027.csv", "\n".join(lines) + "\n", crlf=False)
    text = "Axes export attached - one line per market type.\n\nMia Conistone | Kettlewell Securities | +1 212 555 0167\n"
    return mk("kettlewell-axes-long", "csv", g, sender="Mia Conistone <mconistone@kettlewell.com>",
              subject="Axes export 30-Nov", date=date("08:45:00", day=30), to=TO, text=text, attachments=[att],
              note="csv:comma")


LAYOUTS = [c41_eur_loans_clo_semicolon, c42_eur_rmbs_loans_semicolon, c43_clo_abs_frn_inventory, c44_structured_frn_long]
