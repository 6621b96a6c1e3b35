"""CSV attachments: platform and OMS exports of offerings, bids and inventory."""

from __future__ import annotations

from common import Attachment, date, f3, mk, muni_px, q, uc, ui


def _csv(name, lines, crlf=True, bom=False):
    data = ("\r\n" if crlf else "\n").join(lines) + ("\r\n" if crlf else "\n")
    raw = data.encode("utf-8")
    return Attachment(name, (b"\xef\xbb\xbf" if bom else b"") + raw, "text/csv", "csv")


def v_ruthwell_muni_offerings():
    d = "ruthwell"
    snd = "Sean Tobin <stobin@ruthwell.com>"
    rows = [  # seed, st, desc, cpn, mat, call, cpx, qty, ytw, to, mmd, status
        ("rt-1", "MN", "MINNESOTA ST GO VAR PURP SER 2025A", 5.0, "2038-08-01", "2035-08-01", 100, 500, 3.14, "YTC", 3.02, "AVAILABLE"),
        ("rt-2", "WI", "WISCONSIN ST TRANSN REV SER 1", 4.0, "2043-07-01", "2033-07-01", 100, 1250, 3.98, "YTM", 3.49, "AVAILABLE"),
        ("rt-3", "MI", "MICHIGAN FIN AUTH HOSP REV TRINITY", 5.0, "2046-12-01", "2031-12-01", 100, 300, 4.02, "YTC", 3.58, "SOLD"),
        ("rt-4", "OH", "COLUMBUS OH GO VAR PURP", 3.0, "2036-04-01", "", 100, 200, 3.11, "YTM", 2.81, "AVAILABLE"),
        ("rt-5", "IN", "INDIANAPOLIS IN LOC PUB IMPT BD BK", 5.25, "2049-02-01", "2034-02-01", 102, 750, 3.93, "YTC", 3.66, "AVAILABLE"),
        ("rt-6", "IA", "IOWA FIN AUTH ST REVOLVING FD REV", 5.0, "2040-08-01", "2030-08-01", 100, 400, 3.61, "YTC", 3.27, "PENDING"),
    ]
    lines = ["cusip,state,description,coupon,maturity,call_date,call_price,qty_000,offer_yield,yield_to,offer_price,mmd_yield,status"]
    gold = []
    for seed, st, desc, c, m, call, cpx, qty, y, to, mmd, status in rows:
        cu = uc(seed)
        px = muni_px(c, y, m, call or None, cpx)
        lines.append(",".join([cu, st, f'"{desc}"', f"{c:.3f}", m.replace("-", ""), call.replace("-", ""), str(cpx) if call else "",
                               str(qty), f"{y:.3f}", to, f3(px), f"{mmd:.2f}", status]))
        if status == "SOLD":
            continue
        gold += q(cu, "muni", d, size=qty * 1000, yield_=(None, f"{y:.3f}"), price=(None, f3(px)))
    att = _csv("ruthwell_offerings_20270520.csv", lines)
    text = """Attached is today's offering file (Midwest). These are offerings - offer side only, par in
thousands, subject to prior sale. PENDING = bonds in our box by settlement, still offered.

Sean Tobin
Ruthwell Municipal Partners | 100 N 6th St, Minneapolis MN 55403 | 612-555-0191
Member FINRA/SIPC/MSRB.
"""
    return mk("ruthwell-muni-offering-csv", "csv", gold, sender=snd, subject="Ruthwell offerings file 5/20/2027",
              date=date("07:37:51", "-0500"), text=text, attachments=[att])


def v_kirkbride_bwl_bids():
    d = "kirkbride"
    snd = "Alison Varga <avarga@kirkbride.com>"
    rows = [  # line, seed, desc, par, bid yld, comment
        (1, "kb-1", "NORTH CAROLINA ST LTD OBLIG 5.000 05/01/2036", 5.0, "2036-05-01", None, 1000, "3.28", ""),
        (2, "kb-2", "SAN FRANCISCO CA CITY & CNTY PUB UTILS WTR 4.000 11/01/2045 C 11/01/31", 4.0, "2045-11-01", "2031-11-01", 500, "4.26", ""),
        (3, "kb-3", "LOUISIANA ST GAS & FUELS TAX REV 5.000 05/01/2041 C 05/01/32", 5.0, "2041-05-01", "2032-05-01", 250, "", "NB - credit review"),
        (4, "kb-4", "DISTRICT OF COLUMBIA INCOME TAX REV 5.000 12/01/2042 C 12/01/34", 5.0, "2042-12-01", "2034-12-01", 750, "3.84", "bid good to 14:00"),
        (5, "kb-5", "ARIZONA ST TRANSN BRD HWY REV 5.000 07/01/2033", 5.0, "2033-07-01", None, 300, "2.97", ""),
    ]
    lines = ["Line;CUSIP;Description;Par (000);Bid Yield;Bid Price;Comment"]
    gold = []
    for ln, seed, desc, c, m, call, par, by, com in rows:
        cu = uc(seed)
        if by:
            bp = f3(muni_px(c, float(by), m, call))
            lines.append(f"{ln};{cu};{desc};{par};{by};{bp};{com}")
            gold += q(cu, "muni", d, size=par * 1000, yield_=(by, None), price=(bp, None))
        else:
            lines.append(f"{ln};{cu};{desc};{par};;;{com}")
    att = _csv("BWL_Westmere_Trust_bids_Kirkbride.csv", lines, bom=True)
    text = """Hi Tom,

Our bids on your bid-wanted list (Westmere Trust account) attached, line by line. Bids are for the
full par listed. Line 3 no bid. Please advise by 2pm.

Alison Varga | Kirkbride Securities | Municipal Trading | 704-555-0147
Member FINRA/SIPC/MSRB.

-----Original Message-----
From: Tom Reilly <treilly@westmeretrust.com>
Sent: Thursday, May 20, 2027 8:02 AM
Subject: BWL - 5 line items, bids due 11:00

Bid-wanted list attached, par in 000s, bids due 11:00 ET.
"""
    return mk("kirkbride-bwl-bids-csv", "csv", gold, sender=snd, subject="RE: BWL - 5 line items, bids due 11:00",
              date=date("10:52:18", "-0400"), text=text, attachments=[att])


def v_abbotsley_ig_hy_inventory():
    d = "abbotsley"
    snd = "Marcus Ekwueme <mekwueme@abbotsley.com>"
    rows = [  # side, sector, seed, ticker, cpn, mat, rtg, amt out, size, spread, bmk, px, ytw, dur
        ("OFFER", "IG", "ab-1", "HLDSTN", "4.650", "2031-09-15", "A3", "1000", "3", "88", "T 4 05/32", "100.520", "", "3.9"),
        ("OFFER", "IG", "ab-2", "CRMLNE", "5.400", "2036-03-01", "Baa2", "750", "5", "131", "T 4 1/4 05/37", "101.870", "", "7.2"),
        ("BID", "IG", "ab-3", "WYKHAM", "5.100", "2029-11-20", "Baa1", "500", "2", "79", "T 3 7/8 04/30", "100.940", "", "2.3"),
        ("OFFER", "HY", "ab-4", "TANSLEY", "7.250", "2031-06-01", "B1", "600", "1", "", "", "101.250", "6.89", "3.3"),
        ("OFFER", "HY", "ab-5", "MOULTON", "9.000", "2030-02-15", "B3", "425", "2", "", "", "97.500", "9.98", "2.3"),
        ("BID", "HY", "ab-6", "REDCAR", "6.125", "2032-10-01", "Ba3", "900", "3", "", "", "96.375", "6.98", "4.4"),
    ]
    lines = ['"Side","Sector","CUSIP","Ticker","Coupon","Maturity","Rating","AmtOut(MM)","Size(MM)","Spread","Benchmark","Price","YTW","ModDur"']
    gold = []
    for side, sec, seed, tk, c, m, r, ao, sz, sp, bmk, px, ytw, dur in rows:
        cu = uc(seed)
        lines.append(",".join(f'"{x}"' for x in [side, sec, cu, tk, c, m, r, ao, sz, sp, bmk, px, ytw, dur]))
        grp = "ig" if sec == "IG" else "hy"
        bid = side == "BID"
        size = (int(sz) * 1_000_000, int(sz) * 1_000_000)
        meas = {}
        if sp:
            meas["spread"] = (sp, None) if bid else (None, sp)
        meas["price"] = (px, None) if bid else (None, px)
        if ytw:
            meas["yield_"] = (ytw, None) if bid else (None, ytw)
        gold += q(cu, grp, d, size=size, **meas)
    att = _csv("abbotsley_axes_inventory_20270520.csv", lines, crlf=False)
    text = """Axes / inventory export attached (one row per axe; Side says which side we show).
IG on spread vs the benchmark shown, with px; HY on px and YTW.

Marcus Ekwueme | Credit Trading | Abbotsley Securities LLC | +1 212 555 0178
Abbotsley Securities LLC, member FINRA/SIPC. Reference 27-0520-CR.
"""
    return mk("abbotsley-axes-inventory-csv", "csv", gold, sender=snd, subject="Abbotsley axes / inventory 20-May (csv)",
              date=date("08:12:44", "-0400"), text=text, attachments=[att])


def v_vallecrosia_ig_hy_it():
    d = "vallecrosia"
    snd = "Francesca Ardenghi <f.ardenghi@vallecrosia.it>"
    rows = [  # issuer, seed, cpn, mat (dd/mm/yyyy), rating, bid, ask, sb, sa, size, grp
        ("FERROVIE LIGURI", "vc-1", "3,875", "15/01/2032", "BBB", "100,35", "100,65", "112", "106", "2", "ig"),
        ("BANCA DI SAVONA", "vc-2", "4,25", "03/10/2030", "BBB-", "101,10", "101,40", "128", "119", "2", "ig"),
        ("ACQUE DEL TIGULLIO", "vc-3", "3,5", "22/06/2034", "BBB+", "97,45", "97,90", "141", "135", "2", "ig"),
        ("MONTEGRAPPA MODA", "vc-4", "6,75", "30/04/2030", "B+", "99,50", "100,25", "", "", "1", "hy"),
        ("SIDERURGICA ALPINA", "vc-5", "7,875", "15/11/2029", "B", "102,00", "102,75", "", "", "1", "hy"),
    ]
    lines = ["Emittente;ISIN;Cedola;Scadenza;Rating;Prezzo Denaro;Prezzo Lettera;Spread Denaro (pb);Spread Lettera (pb);Importo (mln EUR);Chiusura ieri"]
    gold = []
    for iss, seed, c, m, r, b, a, sb, sa, sz, grp in rows:
        isn = ui("IT", seed)
        close = f"{(float(b.replace(',', '.')) + float(a.replace(',', '.'))) / 2 - 0.15:.2f}".replace(".", ",")
        lines.append(";".join([iss, isn, c, m, r, b, a, sb, sa, sz, close]))
        meas = {"price": (b, a)}
        if sb:
            meas["spread"] = (sb, sa)
        gold += q(isn, grp, d, size=int(sz) * 1_000_000, comma=True, **meas)
    lines.append("")
    lines.append("Note: spread vs Bund interpolato; Chiusura ieri = prezzo medio di chiusura (riferimento).")
    att = _csv("Vallecrosia_Credito_EUR_20052027.csv", lines, bom=True)
    text = """Buongiorno,

in allegato i nostri livelli sul credito EUR (IG e HY), prezzi e spread denaro / lettera.

Cordiali saluti
Francesca Ardenghi | Vallecrosia SIM S.p.A. | Via Roma 12, 16121 Genova | +39 010 555 0192
Livelli indicativi, non costituiscono offerta. Iscr. Albo SIM n. 271.
"""
    return mk("vallecrosia-eur-credit-csv", "csv", gold, sender=snd, subject="Vallecrosia - livelli credito EUR 20/05/2027",
              date=date("09:48:31", "+0200"), text=text, enc="qp", attachments=[att])


LAYOUTS = [v_ruthwell_muni_offerings, v_kirkbride_bwl_bids, v_abbotsley_ig_hy_inventory, v_vallecrosia_ig_hy_it]
