"""CSV attachments (4 layouts, 2 pairs): European semicolon exports, US exports with change / close / time columns."""

from __future__ import annotations

from common import MIME_CSV, Attachment, eu, mk, q, uc, ui, ylds
from common import date as D

# ------------------------------------------------------------------ European IG + FRN, semicolons and decimal commas


def quenington_eur_ig_frn():
    d = "quenington"
    rows = [
        # prefix, issuer, cpn, maturity, measure, px b, px a, spr b, spr a, var, close, size
        ("FR", "AUBRAC ENERGIE", "3,625", "15/03/2032", "MS", 101.45, 101.62, 98, 94, -2.0, 101.40, 2),
        ("XS", "BELCASTEL TELECOM", "4,125", "10/09/2034", "MS", 100.88, 101.10, 131, 127, 1.0, 100.95, 1),
        ("DE", "CORBACH AUTO", "3,25", "20/01/2030", "MS", 99.72, 99.85, 75, 70, 0.0, 99.70, 3),
        ("XS", "DURTAL BANQUE FRN", "E3M+85", "12/06/2029", "DM", 100.18, 100.26, 78, 72, -0.5, 100.16, 5),
        ("XS", "ESTAING FINANCE FRN", "E3M+120", "14/11/2030", "DM", 99.94, 100.05, 122, 118, 1.5, 99.90, 2),
    ]
    lines = [
        "Quenington SA - Desk Credit Paris - Export du 09/12/2027 08:42",
        "Prix en % du nominal ; spreads en pb (MS = vs mid-swap, DM = marge actualisee)",
        "Contact desk : +33 1 55 55 01 42",
        "",
        "ISIN;Emetteur;Coupon;Echeance;Mesure;Achat prix;Vente prix;Achat spread;Vente spread;Var. spread (pb);Cloture veille (prix);Taille (M EUR)",
    ]
    gold = []
    for pre, iss, cp, m, meas, pb, pa, sb, sa, var, close, sz in rows:
        isn = ui(pre, f"quen-{iss}")
        lines.append(";".join([isn, iss, cp, m, meas, eu(pb), eu(pa), str(sb), str(sa), eu(var, 1, sign=True), eu(close), str(sz)]))
        grp = "frn" if meas == "DM" else "ig"
        ms = {"price": (f"{pb:.2f}", f"{pa:.2f}")}
        ms["dm" if meas == "DM" else "i_spread"] = (str(sb), str(sa))
        gold += q(isn, grp, d, size=(sz * 1e6, sz * 1e6), **ms)
    lines.append("TOTAL;;;;;;;;;;;13")
    lines.append("Var. et Cloture veille pour reference uniquement.")
    data = ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8")
    text = """Bonjour,

Ci-joint nos niveaux credit EUR (IG et FRN) - export csv.

Cordialement,
Claire Masson
Quenington SA | Credit Trading | 21 rue de la Paix, 75002 Paris | +33 1 55 55 01 42
"""
    return mk("quenington-eur-ig-frn", "csv", gold, sender="Claire Masson <cmasson@quenington.fr>",
              subject="Quenington - niveaux credit EUR 09/12", date=D("08:44:10", "+0100", 9), text=text,
              attachments=[Attachment("quenington_credit_eur_20271209.csv", data, MIME_CSV, "csv")],
              note="csv:semicolon-decimal-comma csv:preamble emph:labelled emph:everyday")


def tadmarton_eur_sides():
    d = "tadmarton"
    bonds = [
        # prefix, issuer, cpn, maturity, art, (kurs, spread, vol) geld, (..) brief, var, vortag
        ("DE", "ALTMARK CHEMIE", "3,875", "12.04.2033", "MS", (100.62, 112, 2), (100.84, 108, 1), -1.0, 100.55),
        ("XS", "BREISGAU VERSORGUNG", "3,5", "01.10.2031", "MS", (99.58, 96, 3), (99.74, 92, 3), 0.5, 99.60),
        ("DE", "COBURG BANK FRN", "E3M+95", "20.05.2029", "DM", (100.22, 84, 5), (100.30, 79, 5), 0.0, 100.22),
        ("XS", "DONAU LEASING FRN", "E3M+140", "15.02.2031", "DM", (99.71, 148, 2), None, -2.5, 99.80),
    ]
    lines = [
        "Tadmarton Bank AG - Anleihen EUR - Stand 14.12.2027 09:05 MEZ",
        "Eine Zeile je Seite (Geld / Brief); Kurs in %, Spread in bp (MS = Mid-Swap, DM = Discount Margin)",
        "Kontakt Handel: +49 69 555 0177",
        "",
        "ISIN;Emittent;Kupon;Faelligkeit;Seite;Kurs;Spread (bp);Art;Volumen (Mio EUR);Veraend. Spread (bp);Vortag Kurs",
    ]
    gold = []
    for pre, iss, cp, m, art, g, b, var, prev in bonds:
        isn = ui(pre, f"tad-{iss}")
        for seite, s in (("Geld", g), ("Brief", b)):
            if s is None:
                continue
            lines.append(";".join([isn, iss, cp, m, seite, eu(s[0]), str(s[1]), art, str(s[2]), eu(var, 1, sign=True), eu(prev)]))
        grp = "frn" if art == "DM" else "ig"
        size = (g[2] * 1e6, b[2] * 1e6 if b else None)
        ms = {"price": (f"{g[0]:.2f}", f"{b[0]:.2f}" if b else None)}
        ms["dm" if art == "DM" else "i_spread"] = (str(g[1]), str(b[1]) if b else None)
        gold += q(isn, grp, d, size=size, **ms)
    lines.append("Hinweis: Veraend. und Vortag nur zur Information; DONAU LEASING nur Geld.")
    data = ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8")
    text = """Guten Morgen,

anbei unsere EUR-Anleihen als CSV (eine Zeile je Seite).

Viele Gruesse
Jonas Keller
Tadmarton Bank AG | Rentenhandel | Frankfurt am Main | +49 69 555 0177
"""
    return mk("tadmarton-eur-sides", "csv", gold, sender="Jonas Keller <jkeller@tadmarton.de>",
              subject="Tadmarton EUR Anleihen 14.12.", date=D("09:07:33", "+0100", 14), text=text,
              attachments=[Attachment("Tadmarton_EUR_20271214.csv", data, MIME_CSV, "csv")],
              note="csv:semicolon-decimal-comma csv:preamble emph:two-measures-one-side emph:labelled")


# ------------------------------------------------------------------ US HY + loans


def wardington_hy_loan_export():
    d = "wardington"
    lines = ["asset_type,id,description,bid,ask,bid_ytw,bid_size_mm,ask_size_mm,chg,prev_close,day_hi,day_lo,avg_30d,quote_time"]
    gold = []
    hy = [
        ("KETTLEWELL MEDIA 7.5 06/15/30", 7.5, "2030-06-15", "95.50", "96.25", "-0.75", "96.25", "96.50", "95.25", "97.10", 2, 2),
        ("LANGCLIFFE ENERGY 8.875 03/01/32", 8.875, "2032-03-01", "102.125", "102.75", "+0.25", "101.875", "102.75", "101.875", "101.40", 1, 3),
        ("MALLERSTANG RETAIL 6.25 11/15/29", 6.25, "2029-11-15", "12.50", "14.00", "-1.00", "13.50", "13.50", "12.50", "15.20", 1, 1),
    ]
    for desc, cp, iso, b, a, chg, prev, hi, lo, avg, bs, as_ in hy:
        cu = uc(f"ward-{desc}")
        ytw = ylds(cp, float(b), iso, 2) if float(b) > 20 else ""
        lines.append(",".join(["HY", cu, desc, b, a, ytw, str(bs), str(as_), chg, prev, hi, lo, avg, "08:15:02"]))
        ms = {"price": (b, a)}
        if ytw:
            ms["yield_"] = (ytw, None)
        gold += q(cu, "hy", d, size=(bs * 1e6, as_ * 1e6), **ms)
    loans = [
        ("NIDDERDALE FOODS TLB S+375 07/31", "99.625", "100.00", "+0.125", "99.50", "100.00", "99.50", "99.41", 2, 2),
        ("OUGHTERSHAW SOFTWARE TL S+450 10/30", "88.00", "89.00", "-1.50", "89.50", "89.50", "87.75", "91.05", 1, 1),
        ("PATELEY MARINE 2L S+800 04/30", "48.00", "52.00", "-2.00", "50.00", "50.00", "48.00", "55.30", 1, 1),
    ]
    for desc, b, a, chg, prev, hi, lo, avg, bs, as_ in loans:
        lines.append(",".join(["LOAN", "", desc, b, a, "", str(bs), str(as_), chg, prev, hi, lo, avg, "08:15:02"]))
        gold += q(desc, "loan", d, size=(bs * 1e6, as_ * 1e6), price=(b, a))
    lines.append("# chg vs prev_close; day_hi/day_lo/avg_30d are reference; quote_time ET 12/15")
    data = ("\n".join(lines) + "\n").encode("ascii")
    text = """Attached: this morning's HY and loan export (csv), times ET.

Kai Brennan | Wardington Securities | Leveraged Finance Trading | +1 212 555 0182
"""
    return mk("wardington-hy-loan-export", "csv", gold, sender="Kai Brennan <kbrennan@wardington.com>",
              subject="Wardington HY + loans export 15-Dec", date=D("08:16:20", "-0500", 15), text=text,
              attachments=[Attachment("wardington_levfin_20271215.csv", data, MIME_CSV, "csv")],
              note="csv:trailer emph:labelled emph:odd-right emph:two-measures-one-side emph:everyday")


def whitwell_market_cells():
    d = "whitwell"
    lines = ["ticker,cusip,description,market,size_mm,chg,last,last_time,comment"]
    gold = []
    rows = [
        ("QUERNMORE", True, "QUERNMORE CHEM 7.25 02/01/31", "97 1/4 - 98", "2x2", "+1/4", "97 1/8", "12/16 07:58", "", ("97 1/4", "98")),
        ("RAVENSEAT", True, "RAVENSEAT CABLE 9.5 08/15/29", "101 3/8 - 101 7/8", "1x1", "-1/8", "101 1/2", "12/16 08:02", "", ("101 3/8", "101 7/8")),
        ("STONETHWAITE", True, "STONETHWAITE AIR 5.75 04/15/33", "12.5 - 14", "1x1", "0", "13", "12/14 15:40", "post default - right level", ("12.5", "14")),
        ("THORNTHWAITE", False, "THORNTHWAITE HEALTH TLB S+425 09/29", "62 - 64", "2x2", "-2", "63", "12/16 08:10", "restructuring - yes 62", ("62", "64")),
        ("ULDALE", False, "ULDALE PRINT TLB S+350 03/31", "99 1/2 - 100", "3x3", "+1/8", "99 5/8", "12/15 16:05", "", ("99 1/2", "100")),
        ("WASDALE", False, "WASDALE LOGISTICS TLB S+500 06/30", "88 - 89", "1x1", "-1", "88 1/2", "12/16 07:45", "", ("88", "89")),
    ]
    for tick, bond, desc, mkt, sz, chg, last, lt, cmt, lv2 in rows:
        cu = uc(f"whit-{desc}") if bond else ""
        lines.append(",".join([tick, cu, desc, f'"{mkt}"', sz, chg, last, lt, cmt]))
        if bond:
            gold += q(cu, "hy", d, size=sz, price=lv2)
        else:
            gold += q(desc, "loan", d, size=sz, price=lv2)
    lines.append("TOTAL,,6 lines,,10x10,,,,")
    lines.append("source: Whitwell LevFin run; last / last_time are our last prints; chg in pts d/d")
    data = ("\r\n".join(lines) + "\r\n").encode("ascii")
    text = """Morning - levfin run as csv. Market column is bid - offer.

Ada Gwynne
Whitwell & Co. | Leveraged Finance | Chicago | +1 312 555 0194
"""
    return mk("whitwell-market-cells", "csv", gold, sender="Ada Gwynne <agwynne@whitwell.com>",
              subject="Whitwell levfin run 16-Dec (csv)", date=D("08:22:58", "-0600", 16), text=text,
              attachments=[Attachment("whitwell_levfin_16dec.csv", data, MIME_CSV, "csv")],
              note="csv:trailer emph:spaced-dash emph:labelled emph:odd-right")


LAYOUTS = [
    quenington_eur_ig_frn, tadmarton_eur_sides,
    wardington_hy_loan_export, whitwell_market_cells,
]
