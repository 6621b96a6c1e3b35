"""CSV attachments: venue-style inventory exports (one row per side, several dealers) and European
semicolon files with decimal commas."""

from __future__ import annotations

from common import Attachment, lv, mk, q, ui


def att(name, rows, sep=",", crlf=True, bom=False):
    def cell(v):
        s = "" if v is None else str(v)
        return f'"{s}"' if (sep in s or '"' in s) else s
    nl = "\r\n" if crlf else "\n"
    text = nl.join(sep.join(cell(v) for v in r) for r in rows) + nl
    data = ("\ufeff" + text if bom else text).encode("utf-8")
    return Attachment(name, data, "text/csv", "csv")


def _merge(gold_rows):
    """Side rows -> gold: rows of one dealer and instrument make one quote per measure."""
    out = []
    seen = {}
    for key, group, dealer, side, size, meas, ac in gold_rows:
        k = (key, dealer)
        if k not in seen:
            seen[k] = {"group": group, "sizes": [None, None], "meas": {}, "ac": ac, "order": []}
        e = seen[k]
        i = 0 if side == "B" else 1
        e["sizes"][i] = size
        for m, v in meas.items():
            if m not in e["meas"]:
                e["meas"][m] = [None, None]
                e["order"].append(m)
            e["meas"][m][i] = v
    for (key, dealer), e in seen.items():
        ms = {m: tuple(e["meas"][m]) for m in e["order"]}
        out += q(key, e["group"], dealer, size=tuple(e["sizes"]), asset_class=e["ac"], **ms)
    return out


def lv_(s):
    return lv(s, comma=True)


def na(v):
    return None if v == "N/A" else v


# ---------------------------------------------------------------- 33 / 34: venue inventory exports


def l33():
    rows = [("Side", "Qty (000)", "CUSIP", "Ticker", "Description", "Coupon", "Maturity", "Price", "Spread", "Benchmark", "Yield", "Dealer", "Updated")]
    inv = [  # side, qty, seed, ticker, desc, cpn, mat, px, sprd, bmk, yld, dealer, time, group
        ("Bid", 5000, "LANF32", "LNFHLT", "LANFORD HEALTH", "4.900", "07/15/2032", "100.46", "97", "T 4 12/31/31", "4.791", "Dunmere", "08:12:44", "ig"),
        ("Offer", 3000, "LANF32", "LNFHLT", "LANFORD HEALTH", "4.900", "07/15/2032", "100.74", "92", "T 4 12/31/31", "4.733", "Dunmere", "08:12:44", "ig"),
        ("Offer", 2000, "LANF32", "LNFHLT", "LANFORD HEALTH", "4.900", "07/15/2032", "100.77", "91", "T 4 12/31/31", "4.727", "Garvock", "08:09:02", "ig"),
        ("Bid", 10000, "WYNS29", "WYNAIR", "WYNSTAY AIRPORTS", "4.300", "06/01/2029", "100.66", "72", "T 3 7/8 12/31/28", "4.117", "Garvock", "08:09:02", "ig"),
        ("Bid", 2000, "OAKL31", "OAKRTL", "OAKLEIGH RETAIL", "7.500", "06/01/2031", "97.625", "", "", "8.157", "Dunmere", "08:12:44", "hy"),
        ("Offer", 2000, "OAKL31", "OAKRTL", "OAKLEIGH RETAIL", "7.500", "06/01/2031", "98.375", "", "", "7.975", "Dunmere", "08:12:44", "hy"),
        ("Offer", 1000, "ELSW32", "ELSLOG", "ELSWICK LOGISTICS", "6.250", "09/15/2032", "93.50", "", "", "7.712", "Garvock", "08:09:02", "hy"),
        ("Bid", 500, "NJTRAN41", "NJTTF", "NJ TRANSN TR FD AUTH", "5.000", "06/15/2041", "108.12", "", "", "3.982", "Dunmere", "08:12:44", "muni"),
        ("Offer", 500, "NJTRAN41", "NJTTF", "NJ TRANSN TR FD AUTH", "5.000", "06/15/2041", "108.66", "", "", "3.915", "Dunmere", "08:12:44", "muni"),
        ("Offer", 1000, "LACOUSD38", "LAUSD", "LOS ANGELES CA USD GO", "4.000", "07/01/2038", "101.84", "", "", "3.781", "Garvock", "08:09:02", "muni"),
    ]
    g = []
    for side, qty, seed, tk, desc, c, m, px, sp, bm, y, dl, tm, grp in inv:
        cus = ui("US", seed)[2:11]
        rows.append((side, qty, cus, tk, desc, c, m, px, sp, bm, y, dl, tm))
        meas = {"price": px}
        if sp:
            meas["spread"] = sp
        meas["yield_"] = y
        g.append((cus, grp, dl.lower(), side[0], qty * 1000, meas, None))
    gold = _merge([(k, gr, dl, s, sz, {m: v for m, v in meas.items()}, ac) for k, gr, dl, s, sz, meas, ac in g])
    text = """Inventory snapshot from the venue for your watchlist (08:15). One row per side; Dealer = responding
dealer. Benchmark is the dealer's reference UST for the spread.

Kiran Desai | Eastcheap Advisory (portfolio analytics) | +1 212 555 0145"""
    return mk("eastcheap-venue-inventory", "csv", gold, sender="Kiran Desai <kdesai@eastcheapadvisory.com>",
              subject="venue inventory snapshot 08:15", date="Tue, 12 Jan 2027 08:17:00 -0500", text=text,
              attachments=[att("inventory_snapshot_20270112_0815.csv", rows)])


def l34():
    rows = [("Dealer", "ISIN", "Description", "Bid Price", "Ask Price", "Bid Yield", "Ask Yield", "Bid Spread", "Ask Spread",
             "Bid Size", "Ask Size", "Last Trade", "Last Trade Time")]
    inv = [
        ("Brockhurst", "HALDANE WATER 4.625 04/15/33", "99.84", "100.12", "4.651", "4.611", "90", "86", "5,000,000", "5,000,000", "99.95", "08:19", "ig"),
        ("Kilnsey", "HALDANE WATER 4.625 04/15/33", "99.80", "N/A", "4.657", "N/A", "91", "N/A", "3,000,000", "N/A", "99.95", "08:19", "ig"),
        ("Brockhurst", "TRELAWNY BANK 5.125 11/15/30", "100.91", "101.12", "4.851", "4.789", "107", "102", "5,000,000", "5,000,000", "101.00", "07:40", "ig"),
        ("Kilnsey", "MARLSTONE MINING 10 03/15/29", "70.50", "72.00", "28.41", "27.12", "N/A", "N/A", "1,000,000", "1,000,000", "71.25", "yday", "hy"),
        ("Brockhurst", "BRINDLEY MEDIA 7.375 03/31/31", "95.375", "96.25", "8.712", "8.451", "N/A", "N/A", "2,000,000", "2,000,000", "95.75", "08:02", "hy"),
        ("Kilnsey", "MASS ST GO 5 11/01/42", "N/A", "109.21", "N/A", "3.884", "N/A", "N/A", "N/A", "1,000,000", "109.05", "yday", "muni"),
        ("Brockhurst", "OHIO ST WTR DEV AUTH 4 12/01/40", "100.62", "101.30", "3.931", "3.852", "N/A", "N/A", "500,000", "500,000", "-", "-", "muni"),
    ]
    gold = []
    for dl, desc, bp, ap, by, ay, bs, as_, bz, az, lt, ltt, grp in inv:
        isn = ui("US", desc)
        rows.append((dl, isn, desc, bp, ap, by, ay, bs, as_, bz, az, lt, ltt))
        meas = {"price": (na(bp), na(ap)), "yield_": (na(by), na(ay))}
        if na(bs) or na(as_):
            meas["spread"] = (na(bs), na(as_))
        sz = tuple(None if na(v) is None else int(v.replace(",", "")) for v in (bz, az))
        gold += q(isn, grp, dl.lower(), size=sz, **meas)
    text = """Attached: composite inventory for the names you asked about, from the dealers who responded.
N/A = side not shown. Last Trade is the last print on the tape, for reference.

Hannah Lyle | Ropemaker Street Partners | +1 646 555 0108"""
    return mk("ropemaker-dealer-inventory", "csv", gold, sender="Hannah Lyle <hlyle@ropemakerst.com>",
              subject="inventory - your names", date="Tue, 12 Jan 2027 08:35:12 -0500", text=text,
              attachments=[att("dealer_inventory_0112.csv", rows, crlf=False)])


# ---------------------------------------------------------------- 35 / 36: European semicolon files


def l35():
    dlr = "banconervion"
    rows = [("Emisor", "Cupon", "Vencimiento", "ISIN", "Precio Compra", "Precio Venta", "TIR Compra", "TIR Venta",
             "Cierre Ant.", "Var. (pb)", "Nominal (M EUR)")]
    gold = []
    data = [
        ("SPGB", "3,15", "30/04/2035", "99,62", "99,70", "3,198", "3,188", "99,41", "-2,1", "10", "government", None),
        ("SPGB", "3,45", "31/07/2043", "97,14", "97,30", "3,661", "3,649", "96,80", "-2,4", "10", "government", None),
        ("SPGB", "1,45", "31/10/2027", "98,93", "98,98", "2,011", "1,947", "98,90", "-0,9", "25", "government", None),
        ("ICO", "2,75", "30/04/2030", "100,12", "100,26", "2,711", "2,664", "100,02", "-1,5", "5", "agency", None),
        ("ADIF AV", "3,5", "30/07/2032", "101,08", "101,31", "3,281", "3,238", "100,86", "-1,8", "5", "agency", None),
        ("ICO FRN", "E3M+0,25", "15/09/2028", "100,08", "100,14", "DM 22", "DM 18", "100,05", "-", "10", "frn", "agency"),
        ("BANCO DEL NALON FRN", "E3M+0,85", "22/03/2029", "99,94", "100,06", "DM 87", "DM 82", "99,90", "-", "5", "frn", "corporate"),
    ]
    for em, c, m, pb, pa, tb, ta, ca, var, nom, grp, ac in data:
        isn = ui("ES", em + m)
        rows.append((em, c, m, isn, pb, pa, tb, ta, ca, var, nom))
        sz = int(nom) * 1000000
        if tb.startswith("DM"):
            gold += q(isn, grp, dlr, size=(sz, sz), asset_class=ac, comma=True, price=(pb, pa), dm=(tb[3:], ta[3:]))
        else:
            gold += q(isn, grp, dlr, size=(sz, sz), comma=True, price=(pb, pa), yield_=(tb, ta))
    text = """Buenos dias,

Adjuntamos niveles indicativos de deuda publica, agencias y flotantes (12/01/2027, 09:15 h).
En los flotantes, las columnas de TIR muestran el margen de descuento (DM, pb).

Un saludo,
Lucia Etxeberria | Renta Fija - Mesa de Tesoreria | Banco Nervion
Tel. +34 94 555 02 31 | Gran Via 12, 48001 Bilbao"""
    return mk("nervion-es-semicolon-dm-cells", "csv", gold, sender="Lucia Etxeberria <letxeberria@banconervion.es>",
              subject="Niveles deuda / agencias / FRN 12-01-2027", date="Tue, 12 Jan 2027 09:16:44 +0100", text=text,
              attachments=[att("niveles_rf_12012027.csv", rows, sep=";", bom=True)])


def l36():
    dlr = "bancalagunare"
    rows = [("Titolo", "ISIN", "Cedola", "Scadenza", "Denaro", "Lettera", "Rend. Denaro", "Rend. Lettera", "Spread vs BTP (pb)",
             "Chiusura prec.", "Quantita (mln)")]
    gold = []
    data = [
        ("BTP", "3,85", "01/02/2035", "101,22", "101,34", "3,662", "3,647", "", "101,05", "10", "government", None, "yld"),
        ("BTP", "4,15", "01/10/2039", "102,06", "102,24", "3,961", "3,945", "", "101,80", "10", "government", None, "yld"),
        ("BTP", "2,95", "15/02/2027", "100,03", "100,05", "2,101", "1,950", "", "100,02", "25", "government", None, "yld"),
        ("CDP", "3,5", "19/04/2031", "100,81", "101,02", "3,290", "3,238", "+42", "100,70", "5", "agency", None, "yld"),
        ("CDP", "3,875", "12/09/2034", "100,45", "100,14", "3,851", "3,805", "+38", "100,00", "5", "agency", None, "yld"),
        ("BANCA DI VALDERA FRN", "E3M+0,90", "07/06/2029", "100,12", "100,28", "DM 86 bp", "DM 80 bp", "", "100,10", "3", "frn", "corporate", "dm"),
    ]
    for t, c, m, pb, pa, rb, ra, sp, ch, qt, grp, ac, kind in data:
        isn = ui("IT", t + c + m)
        rows.append((t, isn, c, m, pb, pa, rb, ra, sp, ch, qt))
        sz = int(qt) * 1000000
        if kind == "dm":
            gold += q(isn, grp, dlr, size=(sz, sz), asset_class=ac, comma=True, price=(pb, pa), dm=(rb[3:5], ra[3:5]))
        else:
            crossed = ("price",) if lv_(pb) > lv_(pa) else ()  # a slip: bid above offer
            gold += q(isn, grp, dlr, size=(sz, sz), review=crossed, comma=True, price=(pb, pa), yield_=(rb, ra))
    text = """Buongiorno,

in allegato i livelli indicativi di oggi (12/01/2027, ore 9:30). Lo spread vs BTP e' a meta' denaro/lettera,
solo indicativo.

Cordiali saluti
Giacomo Ferrante-Ruggeri | Sala Operativa Reddito Fisso | Banca Lagunare S.p.A.
Tel. +39 041 555 0284 | Cell. +39 347 555 0193
Banca Lagunare S.p.A. - Capitale sociale EUR 84.500.000 i.v. - Iscr. Albo Banche n. 5512"""
    return mk("lagunare-it-btp-cdp-frn", "csv", gold, sender="Giacomo Ferrante-Ruggeri <g.ferrante@bancalagunare.it>",
              subject="Livelli BTP / CDP / FRN 12.01", date="Tue, 12 Jan 2027 09:31:09 +0100", text=text,
              attachments=[att("livelli_12-01-2027.csv", rows, sep=";")])


LAYOUTS = [l33, l34, l35, l36]
