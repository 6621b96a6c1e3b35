"""PDF attachments: printed runs, revised sheets, BWIC lists, offerings with their status."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, M, bkey, date, eu, mk, px_from_yield, q, uc, ui

YEAR0 = 2027 + 70 / 365  # 11 March 2027


def yrs(iso: str) -> float:
    y, m = int(iso[:4]), int(iso[5:7]) if len(iso) > 4 else 6
    return y + (m - 0.5) / 12 - YEAR0


def pdf(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


# ---------------------------------------------------------------- 13 / 14: munis


def thornlea_muni_revised():
    d = "thornleamuni"
    # rev, description, seed, cpn, maturity, call, call-iso, par(000), 8:30 ofr yld, bid yld, ofr yld, to-call
    rows = [
        ("R", "CONNECTICUT ST GO SER 2027A", "ct-go-38", 5.0, "03/15/2038", "03/15/35 @100", "2035-03", "2,000", "3.36", "3.32", "3.27", True),
        ("", "MASSACHUSETTS ST SCH BLDG AUTH", "ma-sba-44", 3.5, "08/15/2044", "08/15/34 @100", None, "1,000", "3.86", "3.84", "3.78", False),
        ("R", "HOUSTON TX UTIL SYS REV FIRST LIEN", "hou-util-41", 5.25, "11/15/2041", "11/15/33 @100", "2033-11", "1,500", "3.41", "3.45", "3.40", True),
        ("", "NEW JERSEY ST TPK AUTH SER B", "nj-tpk-45", 5.0, "01/01/2045", "01/01/35 @100", None, "2,000", "3.71", None, None, False),
        ("", "DENVER CO CITY & CNTY ARPT REV AMT", "den-arpt-43", 5.5, "12/01/2043", "12/01/33 @100", "2033-12", "500", "3.98", "3.98", "3.93", True),
        ("R", "PENNSYLVANIA ST TPK COMMN SUB", "pa-tpk-49", 4.0, "12/01/2049", "12/01/36 @100", None, "1,000", "4.02", "4.06", "4.01", False),
    ]
    head = ["Rev", "Description", "CUSIP", "Cpn", "Maturity", "Call", "Par (000)", "8:30 Ofr Yld", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px"]
    table = [head]
    gold = []
    for rev, desc, seed, c, m, call, call_iso, par, y830, by, oy, tc in rows:
        cu = uc(seed)
        if by is None:
            table.append([rev, desc, cu, f"{c:.3f}", m, call, par, y830, "SOLD 10:05", "", "", ""])
            continue
        t = yrs(call_iso) if tc else yrs(m[6:] + "-" + m[:2])
        pb = f"{px_from_yield(c, float(by), t):.3f}"
        pa = f"{px_from_yield(c, float(oy), t):.3f}"
        mark = "^c" if tc else ""
        table.append([rev, desc, cu, f"{c:.3f}", m, call, par, y830, by + mark, oy + mark, pb, pa])
        sz = M(int(par.replace(",", "")) / 1000)
        gold += q(cu, "muni", d, size=(sz, sz), yield_=(by, oy), price=(pb, pa))
    buf, c = pk.new("letterl", title="Two-way muni run - REVISED", author="Thornlea Municipal Securities")
    w = c._pagesize[0]  # noqa: SLF001
    pk.lines(c, 36, 570, ["THORNLEA MUNICIPAL SECURITIES  |  TWO-WAY MUNI RUN  |  REVISED 11:45 ET - REPLACES THE 8:30 SHEET"], size=11, font="Helvetica-Bold")
    pk.lines(c, 36, 552, ["Thursday, March 11, 2027. R = line revised since 8:30. '8:30 Ofr Yld' is the superseded morning offer, for reference only.",
                          "Yields in %, prices per 100. Sizes are the par shown, each side."], size=8)
    widths = [26, 160, 66, 36, 58, 78, 50, 58, 50, 50, 52, 52]
    y = pk.grid(c, 36, 520, widths, table, size=7.5, lead=10, align="clllllrrrrrr", shade={0: 0.88})
    pk.lines(c, 36, y - 16, [
        "c  yield priced to the call date shown.",
        "MMD 10y 2.72% / 20y 3.41% / 30y 3.65% at 11:00. Supply today $1.41bn; 30-day visible $14.2bn.",
        "Thornlea Municipal Securities LLC, 200 Park Ave, New York NY 10166. Desk +1 212 555 0151. MSRB registered. Indicative, subject to change.",
    ], size=7.5)
    pk.footer(c, "Thornlea Municipal Securities - for institutional investors only", 1, 1, width=w)
    data = pk.done(buf, c)
    body = """Revised two-way muni run attached (11:45) - replaces the 8:30 sheet. NJ TPK 45s sold.

Sam Whitcombe | Municipal Trading | Thornlea Municipal Securities | +1 212 555 0151
"""
    return mk("thornlea-muni-run-revised", "pdf", gold, sender="Sam Whitcombe <swhitcombe@thornleamuni.com>",
              subject="REVISED muni run 11:45", date=date("11:47:30"), text=body, attachments=[pdf("Thornlea_Muni_Run_REVISED_1145.pdf", data)])


def caversham_muni_offerings_status():
    d = "cavershamsec"
    rows = [
        ("1,000", "CA", "CALIFORNIA ST GO VAR PURP", "ca-go-39", 5.0, "09/01/39", "09/01/34 @ 100", "2034-09", "3.18", "OFFER", "-4"),
        ("2,500", "TX", "DALLAS FORT WORTH INTL ARPT REV", "dfw-arpt-42", 5.0, "11/01/42", "11/01/32 @ 100", "2032-11", "3.52", "SUBJ", "-2"),
        ("750", "IL", "ILLINOIS ST GO SER A", "il-go-40", 5.5, "05/01/40", "05/01/35 @ 100", "2035-05", "3.88", "OFFER", "unch"),
        ("1,500", "NY", "NEW YORK CITY TRANS FIN AUTH", "nyc-tfa-46", 4.0, "02/01/46", "02/01/36 @ 100", None, "3.97", "TRADED", ""),
        ("500", "WA", "WASHINGTON ST MOTOR VEH FUEL TAX", "wa-mvft-37", 5.0, "07/01/37", "07/01/33 @ 100", "2033-07", "3.05", "OFFER", "-3"),
        ("1,000", "FL", "MIAMI-DADE CNTY FL WTR & SWR", "md-wtr-44", 4.0, "10/01/44", "10/01/34 @ 100", None, "3.92", "OFF", ""),
    ]
    table = [["Qty (M)", "St", "Issuer", "CUSIP", "Cpn", "Mat", "Call", "Yield", "Price", "Status", "Chg (bp)"]]
    gold = []
    for qty, st, iss, seed, c, m, call, call_iso, yl, status, chg in rows:
        cu = uc(seed)
        t = yrs(call_iso) if call_iso else yrs("20" + m[6:] + "-" + m[:2])
        px = f"{px_from_yield(c, float(yl), t):.3f}"
        table.append([qty, st, iss, cu, f"{c:.2f}", m, call, yl, px, status, chg])
        if status in ("TRADED", "OFF"):
            continue
        sz = M(int(qty.replace(",", "")) / 1000)
        rv = ("yield", "price") if status == "SUBJ" else ()
        gold += q(cu, "muni", d, size=(None, sz), yield_=(None, yl), price=(None, px), review=rv)
    buf, c = pk.new("letter", title="Muni offerings - afternoon", author="Caversham")
    pk.lines(c, 40, 740, ["CAVERSHAM SECURITIES - MUNICIPAL OFFERINGS", "Afternoon update 14:20 ET, 11-Mar-2027 (all levels are offerings)"],
             size=10, lead=13, font="Helvetica-Bold")
    widths = [40, 18, 140, 60, 30, 42, 72, 34, 42, 40, 38]
    y = pk.table(c, 40, 700, widths, table, size=7, lead=12, right_from=7, font="Courier")
    pk.lines(c, 40, y - 14, [
        "Status: OFFER = firm offering; SUBJ = subject, being re-checked with the account, not firm; TRADED / OFF = no longer available.",
        "Chg = change in the offered yield since this morning's 9:00 list. M = $000s. Yields to the call where the call is in the money.",
        "Caversham Securities LLC, Member FINRA/SIPC/MSRB. 101 California St, San Francisco CA 94111. Tel +1 415 555 0163.",
    ], size=7)
    data = pk.done(buf, c)
    body = "Afternoon offerings attached, statuses updated (two items gone).\n\nMei Tanaka | Caversham Securities | +1 415 555 0163\n"
    return mk("caversham-muni-offerings-status", "pdf", gold, sender="Mei Tanaka <mtanaka@cavershamsec.com>",
              subject="Muni offerings - pm update", date=date("14:22:10", "-0800"), text=body, attachments=[pdf("muni_offerings_pm.pdf", data)])


# ---------------------------------------------------------------- 15 / 16: converts and preferreds


def lowick_converts_pm():
    d = "lowickpartners"
    cv = [
        ("ARDENT BIOLOGICS", 1.25, "2029-06-15", "06/15/29", "ardent-cv-29", "98.25", "99.25", "98.75", "99.75", "41.82", "38.4", "0.46", "2"),
        ("SOLENT CLOUD SYS", 0, "2030-03-01", "03/01/30", "solent-cv-30", "87.50", "88.50", "88.00", "89.00", "112.40", "61.2", "0.31", "3"),
        ("KERRIDGE MINING", 3.5, "2031-12-01", "12/01/31", "kerridge-cv-31", "108.00", "109.00", "107.25", "108.25", "23.15", "12.7", "0.72", "1"),
        ("VOLTMERE EV", 2.75, "2028-09-15", "09/15/28", "voltmere-cv-28", "94.00", "95.25", "94.50", "95.50", "8.64", "88.9", "0.22", "2"),
    ]
    t1 = [["Issuer", "Cpn", "Maturity", "CUSIP", "AM Bid", "AM Offer", "Bid", "Offer", "Stock", "Prem %", "Delta", "Size (MM)"]]
    gold = []
    for iss, c, _iso, m, seed, ab, ao, b, o, stk, prem, dl, sz in cv:
        cu = uc(seed)
        t1.append([iss, f"{c:g}", m, cu, ab, ao, b, o, stk, prem, dl, sz])
        gold += q(cu, "convert", d, size=(M(int(sz)), M(int(sz))), price=(b, o))
    pf = [
        ("HALSEY FINANCIAL 6.375% SER B", "halsey-pfd-b", "1.59375", "06/15/28", "25.42", "25.58", "6.25", "+0.04"),
        ("NORTHCOTE UTILITIES 5.90% PFD", "northcote-pfd", "1.475", "09/30/29", "24.10", "24.28", "6.10", "-0.06"),
        ("BRAYFORD BANCORP 7.125% FXD/FLT", "brayford-pfd", "1.78125", "03/15/30", "25.85", "26.05", "6.86", "unch"),
    ]
    t2 = [["Preferred", "CUSIP", "Div ($)", "1st Call", "Bid", "Offer", "Cur Yld %", "Chg"]]
    for desc, seed, div, call, b, o, cy, chg in pf:
        cu = uc(seed)
        t2.append([desc, cu, div, call, b, o, cy, chg])
        gold += q(cu, "preferred", d, price=(b, o))
    buf, c = pk.new("a4", title="Converts and preferreds - 14:30", author="Lowick Partners")
    pk.lines(c, 36, 800, ["LOWICK PARTNERS  -  CONVERTS & PREFERREDS  -  14:30 ET REFRESH"], size=11, font="Helvetica-Bold")
    pk.lines(c, 36, 784, ["AM Bid / AM Offer = this morning's 08:00 levels, left in for reference; the live levels are Bid / Offer.",
                          "Converts in points; preferreds in $ per $25 share (5,000 shs min). Stock, premium and delta at 14:25."], size=7.5)
    widths = [92, 26, 50, 56, 36, 40, 36, 36, 38, 36, 30, 46]
    y = pk.grid(c, 36, 760, widths, t1, size=7, lead=9.5, align="llllrrrrrrrr", shade={0: 0.85})
    y = pk.grid(c, 36, y - 22, [140, 60, 44, 50, 40, 40, 44, 36], t2, size=7, lead=9.5, align="llrlrrrr", shade={0: 0.85})
    pk.lines(c, 36, y - 16, ["SPX 5,912.4 (+0.4%), VIX 15.8. Conversion ratios: Ardent 18.221, Solent 6.402, Kerridge 51.66, Voltmere 88.10.",
                             "Lowick Partners LLC, 1 Federal St, Boston MA 02110. +1 617 555 0175. Indicative, not an offer."], size=7)
    data = pk.done(buf, c)
    body = "Converts / prefs refreshed 14:30 - AM levels left in grey for reference.\n\nOwen Pryce | Lowick Partners | +1 617 555 0175\n"
    return mk("lowick-converts-pfd-refresh", "pdf", gold, sender="Owen Pryce <opryce@lowickpartners.com>",
              subject="CB / PFD 14:30 refresh", date=date("14:33:02"), text=body, attachments=[pdf("Lowick_CB_PFD_1430.pdf", data)])


def saltmarsh_convert_axes():
    d = "saltmarsh"
    gold = []
    rows = [
        ("FENWRIGHT PHARMA 0.5% 2029 CV", ui("US", "fenwright-cv"), "BUYER", "102.50", "", "3", "flipped - was seller 103.25 this am"),
        ("ORRIN SOLAR 3% 2030 CV", ui("US", "orrin-cv"), "SELLER", "", "91.75", "2", "new"),
        ("MALLOWAY SEMI 0% 2028 CV", ui("US", "malloway-cv"), "OFF", "", "", "", "traded 97.40 at 11:20"),
        ("GRANTHAM REIT 4.25% 2031 CV", ui("US", "grantham-cv"), "TWO-WAY", "99.00", "100.00", "2", "stock 41.10, delta 0.39"),
        ("CASTLEMOOR BANK 6.75% PERP PFD", uc("castlemoor-pfd"), "SELLER", "", "24.95", "", "10k shs"),
        ("TORRANCE GAS 5.70% 2061 PFD", uc("torrance-pfd"), "BUYER", "23.60", "", "", "5,000 shs"),
    ]
    t = [["Security", "ISIN / CUSIP", "Axe", "Bid", "Offer", "Size (MM)", "Note"]]
    for desc, ident, axe, b, o, sz, note in rows:
        t.append([desc, ident, axe, b, o, sz, note])
        if axe == "OFF":
            continue
        grp = "preferred" if "PFD" in desc else "convert"
        s = M(int(sz)) if sz else None
        gold += q(ident, grp, d, size=(s, s), price=(b or None, o or None))
    buf, c = pk.new("letter", title="Axes update", author="Saltmarsh")
    pk.lines(c, 50, 735, ["Saltmarsh & Co. | Convertible / Preferred axes", "UPDATE 13:05 ET 3/11/27 - supersedes the 7:45 axe sheet"],
             size=10, lead=14, font="Helvetica-Bold")
    y = pk.grid(c, 50, 700, [150, 80, 50, 40, 40, 46, 130], t, size=7, lead=9.5, align="lllrrrl", ruled=False, shade={0: 0.9})
    pk.lines(c, 50, y - 14, ["Axes are firm for the size shown unless marked OFF. Prefs in $ per share.",
                             "Saltmarsh & Co., 601 Lexington Ave, New York NY 10022 | +1 212 555 0129 | FINRA CRD 190442."], size=7)
    data = pk.done(buf, c)
    body = "Axes updated - Fenwright flipped to a buyer, Malloway traded.\n\nRuth Oyelaran | Saltmarsh & Co. | +1 212 555 0129\n"
    return mk("saltmarsh-cv-pfd-axes-flip", "pdf", gold, sender="Ruth Oyelaran <royelaran@saltmarsh.com>",
              subject="CB / PFD axes - 13:05 update", date=date("13:06:44"), text=body, attachments=[pdf("axes_1305.pdf", data)])


# ---------------------------------------------------------------- 17 / 18: EM runs


def iturbe_em_update():
    d = "iturbevalores"
    rows = [
        ("MEX", 6.0, "2036-05-07", "07/05/2036", "XS", "mex-36", 98.45, 98.95, None, "+0,20", "3"),
        ("COLOM", 8.0, "2035-11-14", "14/11/2035", "US", "colom-35", 102.10, 102.65, None, "-0,15", "2"),
        ("PERU", 5.375, "2034-02-08", "08/02/2034", "US", "peru-34", 99.30, 99.80, "^1", "+0,05", "2"),
        ("PANAMA", 6.875, "2038-01-31", "31/01/2038", "US", "panama-38", 96.20, 96.90, None, "-0,30", "1"),
        ("PETROANDINA SA", 7.125, "2032-06-22", "22/06/2032", "XS", "petroandina-32", 100.85, 101.45, None, "+0,10", "1"),
        ("GRUPO SOLANERA", 5.25, "2030-10-03", "03/10/2030", "XS", "solanera-30", 97.60, 98.20, None, "unch", "2"),
    ]
    t = [["Emisor", "Cupón", "Vencimiento", "ISIN", "Precio Compra", "Precio Venta", "TIR Compra", "TIR Venta", "Var. vs 08:30", "Nominal (M USD)"]]
    gold = []
    for iss, c, iso, m, pre, seed, b, o, mark, chg, nom in rows:
        isn = ui(pre, seed)
        t_ = yrs(iso[:7])
        yb = _yld(c, b, t_)
        yo = _yld(c, o, t_)
        t.append([iss, eu(c, 3), m, isn, eu(b), eu(o) + (mark or ""), eu(yb, 3), eu(yo, 3), chg, nom])
        cls = "corporate" if iss in ("PETROANDINA SA", "GRUPO SOLANERA") else None
        gold += q(isn, "em_sovereign", d, size=(M(int(nom)), M(int(nom))), comma=True, asset_class=cls,
                  price=(eu(b), eu(o)), yield_=(eu(yb, 3), eu(yo, 3)), review=("price",) if mark else ())
    buf, c = pk.new("a4l", title="Deuda emergente - actualización", author="Iturbe Valores")
    pk.lines(c, 40, 555, ["ITURBE VALORES S.V.  ·  DEUDA EMERGENTE USD  ·  ACTUALIZACIÓN 12:30 CET (sustituye a la de las 08:30)"], size=11, font="Helvetica-Bold")
    pk.lines(c, 40, 538, ["Jueves, 11 de marzo de 2027. Precios limpios; TIR en %. 'Var. vs 08:30' = variación del precio de compra desde el envío de la mañana."], size=8)
    y = pk.grid(c, 40, 515, [96, 44, 66, 80, 64, 64, 56, 56, 62, 74], t, size=7.5, lead=10, align="lrllrrrrrr", shade={0: 0.86})
    pk.lines(c, 40, y - 16, ["1  Precio indicativo, pendiente de confirmar con la mesa; no ejecutable.",
                             "UST 10a 4,14%; EMBI+ 302 pb.",
                             "Iturbe Valores S.V., S.A. - Paseo de la Castellana 95, 28046 Madrid - Tel. +34 91 555 4720 - CNMV nº 291."], size=7.5)
    data = pk.done(buf, c)
    body = "Buenos días, adjunto la actualización de las 12:30 (sustituye a la de la mañana).\n\nLucía Ferrándiz | Iturbe Valores | +34 91 555 4720\n"
    return mk("iturbe-em-actualizacion", "pdf", gold, sender="Lucía Ferrándiz <lferrandiz@iturbevalores.es>",
              subject="Deuda emergente USD - actualización 12:30", date=date("12:31:15", "+0100"), text=body, enc="qp",
              attachments=[pdf("EM_USD_actualizacion_1230.pdf", data)])


def _yld(c, px, t):
    """The yield that prices a semi-annual bond at px (bisection), to three decimals."""
    lo, hi = 0.0, 30.0
    for _ in range(60):
        mid = (lo + hi) / 2
        if px_from_yield(c, mid, t) > px:
            lo = mid
        else:
            hi = mid
    return round((lo + hi) / 2, 3)


def castelbruno_em_correction():
    d = "castelbruno"
    rows = [
        ("TURKIY", 7.25, "2034-05-29", "29/05/2034", "turkiy-34", 101.20, 101.70),
        ("ROMANI", 5.75, "2035-03-24", "24/03/2035", "romani-35", 95.60, 96.15),
        ("EGYPT", 8.5, "2032-01-31", "31/01/2032", "egypt-32", 93.40, 94.15),
        ("POLAND", 5.125, "2036-09-18", "18/09/2036", "poland-36", 99.05, 99.45),
        ("ISTANBUL ENERJI AS", 7.625, "2031-04-15", "15/04/2031", "istenerji-31", 98.70, 99.35),
    ]
    t = [["Emittente", "Cedola", "Scadenza", "ISIN", "Denaro", "Lettera", "Rend. D", "Rend. L", "Chiusura ieri"]]
    gold = []
    for iss, c, iso, m, seed, b, o in rows:
        isn = ui("XS", seed)
        yb, yo = _yld(c, b, yrs(iso[:7])), _yld(c, o, yrs(iso[:7]))
        shown_b, shown_o = (b + 1, o + 1) if iss == "ROMANI" else (b, o)
        t.append([iss, eu(c, 3), m, isn, eu(shown_b), eu(shown_o), eu(yb, 3), eu(yo, 3), eu(b - 0.15)])
        cls = "corporate" if iss == "ISTANBUL ENERJI AS" else None
        gold += q(isn, "em_sovereign", d, size="2x2", comma=True, asset_class=cls, price=(eu(b), eu(o)), yield_=(eu(yb, 3), eu(yo, 3)))
    buf, c = pk.new("a4", title="CEEMEA run", author="Castelbruno")
    pk.lines(c, 40, 800, ["CASTELBRUNO SIM S.p.A. - CEEMEA HARD CURRENCY - 11/03/2027 ore 10:15"], size=11, font="Helvetica-Bold")
    pk.lines(c, 40, 784, ["Prezzi puliti, rendimenti in %. Quantità USD 2 mln per lato salvo diversa indicazione."], size=8)
    y = pk.grid(c, 40, 765, [86, 40, 56, 78, 46, 46, 44, 44, 58], t, size=7.5, lead=10, align="lrllrrrrr")
    pk.lines(c, 40, y - 18, [
        f"CORREZIONE: ROMANI 5,75% 24/03/2035 - il prezzo deve leggersi {eu(95.60)} / {eu(96.15)}, non {eu(96.60)} / {eu(97.15)} come sopra (errore di battitura).",
        "Riferimenti: UST 10a 4,15%; EURUSD 1,0884; CDS Turchia 5a 266 pb (solo riferimento).",
        "Castelbruno SIM S.p.A. - Via Broletto 20, 20121 Milano - Tel. +39 02 5558 3310 - Albo CONSOB n. 318.",
    ], size=7.5)
    data = pk.done(buf, c)
    body = "Buongiorno, in allegato il run CEEMEA. Attenzione alla correzione in fondo (Romania).\n\nGiulia Ferraris | Castelbruno SIM | +39 02 5558 3310\n"
    return mk("castelbruno-ceemea-correzione", "pdf", gold, sender="Giulia Ferraris <g.ferraris@castelbruno.it>",
              subject="Run CEEMEA 11/03 (con correzione)", date=date("10:18:40", "+0100"), text=body,
              attachments=[pdf("Castelbruno_CEEMEA_110327.pdf", data)])


# ---------------------------------------------------------------- 19 / 20: floaters and agencies


def osterlind_frn_v2():
    d = "osterlind"
    frn = [
        ("SE", "kommuninvest-frn-29", "KOMMUNINVEST", "3M STIBOR", "+18", "17.06.2029", "19", "17", "14", "100.12", "100.20", "25", "agency"),
        ("XS", "nib-frn-30", "NIB", "3M EURIBOR", "+22", "04.03.2030", "24", "23", "20", "99.97", "100.06", "20", "agency"),
        ("XS", "kfw-frn-31", "KFW", "ESTR (comp)", "+31", "21.01.2031", "33", "31", "27", "99.98", "100.14", "20", "agency"),
        ("SE", "sodra-frn-28", "SODRAKUST SPARBANK", "3M STIBOR", "+95", "12.09.2028", "101", "98", "92", "99.94", "100.10", "10", "corporate"),
        ("NO", "fjordline-frn-29", "FJORDLINE KREDITT", "3M NIBOR", "+118", "03.12.2029", "126", "121", "114", "99.89", "100.17", "5", "corporate"),
    ]
    t = [["ISIN", "Issuer", "Index", "QM", "Maturity", "v1 DM (08:15)", "DM Bid", "DM Ask", "Px Bid", "Px Ask", "Size (m)"]]
    gold = []
    for pre, seed, iss, idx, qm, m, v1, db, da, pb, pa, sz, cls in frn:
        isn = ui(pre, seed)
        t.append([isn, iss, idx, qm, m, v1, db, da, pb, pa, sz])
        gold += q(isn, "frn", d, size=(M(int(sz)), M(int(sz))), asset_class=cls, dm=(db, da), price=(pb, pa))
    fx = [
        ("KOMMUNALBANKEN", 2.875, "2032-04-14", "14.04.2032", "+16", "+13", "99.61", "99.77"),
        ("KOMMUNEKREDIT", 3.0, "2034-10-02", "02.10.2034", "+24", "+21", "99.84", "100.05"),
        ("SEK", 3.25, "2031-06-09", "09.06.2031", "+29", "+26", "100.58", "100.71"),
    ]
    t2 = [["Issuer", "Cpn", "Maturity", "ASW Bid", "ASW Ask", "Px Bid", "Px Ask"]]
    for iss, c, iso, m, sb, sa, pb, pa in fx:
        t2.append([iss, f"{c:.3f}", m, sb, sa, pb, pa])
        gold += q(bkey(iss, c, iso), "agency", d, size="10x10", i_spread=(sb, sa), price=(pb, pa))
    buf, c = pk.new("a4l", title="SSA / FRN run v2", author="Osterlind")
    pk.lines(c, 40, 555, ["OSTERLIND BANK AB  |  SSA & FRN RUN  |  VERSION 2 - 14:00 CET"], size=11, font="Helvetica-Bold")
    pk.lines(c, 40, 539, ["v2 replaces v1 (08:15). The v1 DM column is left for comparison only.",
                          "Sizes in EUR/SEK/NOK millions per side as shown; fixed-rate SSA 10x10 (EUR m)."], size=8, lead=10)
    y = pk.grid(c, 40, 512, [82, 120, 72, 34, 62, 66, 44, 44, 50, 50, 46], t, size=7.5, lead=10, align="lllrlrrrrrr", shade={0: 0.86})
    y = pk.grid(c, 40, y - 24, [120, 40, 62, 50, 50, 50, 50], t2, size=7.5, lead=10, align="lrlrrrr", shade={0: 0.86})
    pk.lines(c, 40, y - 16, ["3M STIBOR 2.418%, 3M EURIBOR 2.064%, ESTR 1.912%. Mid-swap 5y 2.31%.",
                             "Osterlind Bank AB (publ), Regeringsgatan 38, 111 56 Stockholm. Tel +46 8 555 190 44. Indicative levels."], size=7.5)
    data = pk.done(buf, c)
    body = "Hej - v2 of today's SSA / FRN run attached; use this, not the 08:15.\n\nMalin Berglund | Osterlind Bank | +46 8 555 190 44\n"
    return mk("osterlind-ssa-frn-v2", "pdf", gold, sender="Malin Berglund <malin.berglund@osterlind.se>",
              subject="SSA / FRN run v2 14:00", date=date("14:02:00", "+0100"), text=body, attachments=[pdf("SSA_FRN_run_v2.pdf", data)])


def brunnhof_frn_agency():
    d = "brunnhof"
    gold = []
    frn = [
        ("XS", "eib-frn-29", "EIB FRN SOFR+26 09/2029", "+27 / +24", "100.05 / 100.13", "10", "agency"),
        ("XS", "ifc-frn-30", "IFC FRN SOFR+31 02/2030", "+33 / +29", "99.95 / 100.08", "10", "agency"),
        ("CH", "alpenbank-frn-28", "ALPENRHEIN KB FRN SARON+45 11/2028", "+49 / +44", "99.88 / 100.03", "5", "corporate"),
        ("XS", "lucerna-frn-29", "LUCERNA RE FRN E3M+120 06/2029", "+131 / +123", "99.62 / 99.93", "3", "corporate"),
    ]
    lines = []
    for pre, seed, desc, dm, px, sz, cls in frn:
        isn = ui(pre, seed)
        db, da = dm.split(" / ")
        pb, pa = px.split(" / ")
        lines.append([isn, desc, f"DM {dm}", f"Px {px}", f"{sz}x{sz}"])
        gold += q(isn, "frn", d, size=f"{sz}x{sz}", asset_class=cls, dm=(db, da), price=(pb, pa))
    ag = [
        ("SWISS CONFED", 1.25, "2036-06-27", "27.06.2036", "101.35", "101.55", "1.104", "1.083"),
        ("PFANDBRIEFZENTRALE", 1.5, "2033-11-15", "15.11.2033", "100.82", "101.02", "1.372", "1.342"),
    ]
    for iss, c, iso, m, pb, pa, yb, ya in ag:
        cls = "government" if iss == "SWISS CONFED" else "agency"
        grp = "government" if iss == "SWISS CONFED" else "agency"
        lines.append(["", f"{iss} {c:.2f}% {m}", f"Px {pb} / {pa}", f"Rdt {yb} / {ya}", "CHF 10x10"])
        gold += q(bkey(iss, c, iso), grp, d, size="10x10", asset_class=cls, price=(pb, pa), yield_=(yb, ya))
    buf, c = pk.new("a4", title="Floater + SSA", author="Brunnhof")
    pk.lines(c, 40, 800, ["Brunnhof Privatbank AG - Floating Rate Notes / SSA - Nachmittag 15:30"], size=11, font="Helvetica-Bold")
    pk.lines(c, 40, 785, ["Levels DM bp / clean price; sizes in millions of the bond's currency (bid x offer)."], size=8)
    y = pk.table(c, 40, 760, [84, 190, 90, 110, 60], lines, size=7.5, lead=13, bold_rows=(), font="Courier")
    pk.lines(c, 40, y - 14, ["SARON 0.45%, SOFR 3.58%, 3M EURIBOR 2.06%. Brunnhof Privatbank AG, Bahnhofstrasse 61, 8001 Zürich, +41 44 555 72 10.",
                             "Unverbindliche Indikationen / indicative only."], size=7)
    data = pk.done(buf, c)
    body = "Grüezi - afternoon FRN / SSA sheet attached.\n\nReto Imhof | Brunnhof Privatbank | +41 44 555 72 10\n"
    return mk("brunnhof-frn-ssa-pm", "pdf", gold, sender="Reto Imhof <reto.imhof@brunnhof.ch>", enc="qp",
              subject="FRN / SSA Nachmittag", date=date("15:31:12", "+0100"), text=body, attachments=[pdf("Brunnhof_FRN_SSA_1530.pdf", data)])


# ---------------------------------------------------------------- 21 / 22: securitised


def cobhurst_bwic_covers():
    d = "cobhurst"
    rows = [
        ("TRAVERSE AUTO TR 2024-2 C", "trav-24-2-c", "8.000", "0.612", "1.4", "99.50", "99.75", "99.69", "TRADED"),
        ("HOLLISTER RES MTG 2022-R3 M2", "hollister-22-m2", "12.500", "0.744", "3.8", "96.00", "96.50", None, "DNT"),
        ("CEDARLINE CMBS 2019-C7 B", "cedarline-19-b", "5.000", "1.000", "2.6", "91", "92", "91.38", "TRADED"),
        ("PRAIRIE STUDENT LN 2021-A A2", "prairie-21-a2", "20.000", "0.531", "2.1", "98.125", "98.125", "98.20", "TRADED"),
    ]
    t = [["CUSIP", "Description", "Orig Face (MM)", "Factor", "WAL", "Talk (px)", "Cover (px)", "Result"]]
    gold = []
    for desc, seed, face, fac, wal, tl, th, cov, res in rows:
        cu = uc(seed)
        talk = tl if tl == th else f"{tl}-{th}"
        t.append([cu, desc, face, fac, wal, talk, cov or "", res])
        sz = M(float(face))
        gold += q(cu, "structured", d, size=(sz, sz), talk=(tl, th))
        if cov:
            gold += q(cu, "structured", d, size=(sz, sz), cover=(cov, cov))
    off = [("CEDARLINE CMBS 2020-C9 AS", "cedarline-20-as", "T+185", "96-08+", "7.5")]
    t2 = [["CUSIP", "Offering", "Offer Sprd", "Offer Px", "Cur Face (MM)"]]
    for desc, seed, spr, px, cf in off:
        cu = uc(seed)
        t2.append([cu, desc, spr, px, cf])
        gold += q(cu, "structured", d, size=(None, M(float(cf))), spread=(None, spr[1:]), price=(None, px))
    buf, c = pk.new("letter", title="BWIC results", author="Cobhurst")
    pk.lines(c, 36, 745, ["COBHURST SECURITIES  -  ABS / RMBS / CMBS  -  BWIC 11-MAR-27 (due 13:00 ET): TALK AND COVERS"], size=10, font="Helvetica-Bold")
    pk.lines(c, 36, 730, ["Talk as sent at 11:00; covers after the 13:00 deadline. DNT = did not trade. All in price."], size=8)
    y = pk.grid(c, 36, 712, [62, 150, 62, 40, 30, 62, 52, 48], t, size=7.5, lead=10, align="llrrrrrl", shade={0: 0.85})
    y = pk.grid(c, 36, y - 26, [62, 150, 60, 52, 62], t2, size=7.5, lead=10, align="llrrr", shade={0: 0.85})
    pk.lines(c, 36, y - 16, ["Offering: all-or-none not required; current face shown. Cover = second-best bid.",
                             "Cobhurst Securities LLC | 350 N Orleans St, Chicago IL 60654 | +1 312 555 0119 | Member FINRA/SIPC."], size=7)
    data = pk.done(buf, c)
    body = "Talk and covers for today's list attached, plus one CMBS offering.\n\nKara Lindell | Cobhurst Securities | +1 312 555 0119\n"
    return mk("cobhurst-abs-bwic-covers", "pdf", gold, sender="Kara Lindell <klindell@cobhurst.com>",
              subject="BWIC results - ABS/RMBS/CMBS", date=date("13:41:27", "-0600"), text=body, attachments=[pdf("BWIC_results_110327.pdf", data)])


def fennimore_cmbs_loans():
    d = "fennimoresec"
    gold = []
    cm = [
        ("WESTGATE COMM MTG 2023-WG4 A3", "westgate-23-a3", "J+112", "J+108", "99-24", "100-00", "10"),
        ("BRIARWOOD CMBS 2021-BW2 C", "briarwood-21-c", "J+395", "J+375", "84-16", "85-16", "3"),
        ("HARTWELL RMBS 2024-NQM1 A1", "hartwell-24-a1", "I+145", "I+135", "100-04", "100-12", "5"),
    ]
    t = [["CUSIP", "Bond", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask", "Size (MM)", "Chg since 9am"]]
    for desc, seed, sb, sa, pb, pa, sz in cm:
        cu = uc(seed)
        t.append([cu, desc, sb, sa, pb, pa, sz, "-2" if sb.startswith("J") else "unch"])
        qt = "spread" if sb.startswith("J") else "i_spread"
        gold += q(cu, "structured", d, size=(M(int(sz)), M(int(sz))), **{qt: (sb[2:], sa[2:])}, price=(pb, pa))
    ln = [
        ("ALDERWOOD CARE", "TLB", "S+425", "06/2031", "94.25", "95.00", "+0.50"),
        ("QUANTOCK DATA", "TL", "S+350", "03/2032", "99.625", "100.000", "unch"),
        ("RIVINGTON HOTELS", "TLB-2", "S+400", "11/2030", "97.375", "98.125", "-0.25"),
    ]
    t2 = [["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer", "Chg vs AM"]]
    for b, f, mg, m, pb, pa, chg in ln:
        t2.append([b, f, mg, m, pb, pa, chg])
        gold += q(f"{b} {f} {mg} {m}", "loan", d, size="1x1", price=(pb, pa))
    buf, c = pk.new("letterl", title="CMBS / loans pm", author="Fennimore")
    pk.lines(c, 40, 575, ["FENNIMORE SECURITIES  |  SECURITISED & LOANS  |  PM LEVELS 3:45 PM ET"], size=11, font="Helvetica-Bold")
    y = pk.grid(c, 40, 555, [66, 180, 54, 54, 50, 50, 56, 70], t, size=8, lead=11, align="llrrrrrr", ruled=False, shade={0: 0.9})
    pk.lines(c, 40, y - 10, ["Loans 1mm per side."], size=8)
    y = pk.grid(c, 40, y - 20, [120, 50, 50, 56, 50, 50, 60], t2, size=8, lead=11, align="lllrrrr", ruled=False, shade={0: 0.9})
    pk.lines(c, 40, y - 16, ["Fennimore Securities LLC, 100 Crescent Ct, Dallas TX 75201. +1 214 555 0137. Levels indicative."], size=7)
    data = pk.done(buf, c)
    body = "PM levels attached.\n\nCole Vickers | Fennimore Securities | +1 214 555 0137\n"
    return mk("fennimore-cmbs-loans-pm", "pdf", gold, sender="Cole Vickers <cvickers@fennimoresec.com>",
              subject="Securitised / loans PM", date=date("15:46:03", "-0600"), text=body, attachments=[pdf("fennimore_pm.pdf", data)])


LAYOUTS = [
    thornlea_muni_revised, caversham_muni_offerings_status,
    lowick_converts_pm, saltmarsh_convert_axes,
    iturbe_em_update, castelbruno_em_correction,
    osterlind_frn_v2, brunnhof_frn_agency,
    cobhurst_bwic_covers, fennimore_cmbs_loans,
]
