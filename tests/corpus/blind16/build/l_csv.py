"""CSV attachments: European govt exports and US agency exports."""

from __future__ import annotations

from common import Attachment, date, eu, mk, pxf, q, uc, ui, ylds


def _csv(lines, crlf=True, bom=False):
    s = ("\r\n" if crlf else "\n").join(lines) + ("\r\n" if crlf else "\n")
    return (b"\xef\xbb\xbf" if bom else b"") + s.encode("utf-8")


def vercellina_btp_export():
    d = "vercellina"
    gold = []
    lines = ["isin,descr,cpn,mat,px_bid,px_ask,yld_bid,yld_ask,asw_bid,asw_ask,close_px,qty_mln"]
    rows = [("BTPS", 3.85, "2035-02-01", 3.792, "+92", "+88"), ("BTPS", 4.15, "2039-10-01", 4.205, "+118", "+113"),
            ("BTPS", 3.1, "2030-08-28", 2.912, "+61", "+58"), ("BTPS", 4.45, "2055-09-01", 4.711, "+151", "+145")]
    for tk, c, mi, y, ab, aa in rows:
        isn = ui("IT", "vercellina " + tk + mi)
        pb, pa = round(pxf(c, y, mi), 3), round(pxf(c, y - 0.01, mi), 3)
        yb, ya = ylds(c, pb, mi), ylds(c, pa, mi)
        close = round(pxf(c, y + 0.02, mi), 3)
        lines.append(f"{isn},{tk} {c:g} {mi[8:]}/{mi[5:7]}/{mi[:4]},{c:.3f},{mi.replace('-', '')},{pb:.3f},{pa:.3f},{yb},{ya},{ab},{aa},{close:.3f},10")
        gold += q(isn, "government", d, size="10mm", price=(f"{pb:.3f}", f"{pa:.3f}"), yield_=(yb, ya), i_spread=(ab, aa))
    isn = ui("IT", "vercellina bot 2027-12-14")
    lines.append(f"{isn},BOT 0 14/12/2027,0.000,20271214,,,2.318,2.301,,,,50")
    gold += q(isn, "government", d, size="50mm", yield_=("2.318", "2.301"))
    lines.append("# px clean; yld annual compounding; asw vs 6m Euribor (bp); close_px = ieri 17:30, non e' un livello")
    att = Attachment("vercellina_btp_20270616.csv", _csv(lines), "text/csv", "csv")
    text = """Buongiorno,

in allegato l'export BTP / BOT di stamattina (qty in milioni di euro per lato).

Cordiali saluti
Chiara Lombardini - Banca Vercellina S.p.A. - Desk Titoli di Stato
Tel. +39 02 5550 3341 - Corso Magenta 12, 20123 Milano - ABI 03412.7
"""
    return mk("vercellina-btp-csv", "csv", gold, sender="Chiara Lombardini <c.lombardini@vercellina.it>",
              subject="BTP export 16/06", date=date("09:21:44", "+0200"), text=text, attachments=[att])


def almazora_spgb_sides():
    d = "almazora"
    gold = []
    lines = ["ISIN;Bono;Lado;Precio;TIR;Nominal (M EUR)"]
    rows = [("SPGB", 3.25, "2034-04-30", 3.168, 10), ("SPGB", 3.45, "2043-07-30", 3.812, 5), ("SPGB", 2.8, "2029-05-31", 2.401, 25)]
    for tk, c, mi, y, sz in rows:
        isn = ui("ES", "almazora " + tk + mi)
        pb, pa = round(pxf(c, y, mi, 1), 3), round(pxf(c, y - 0.01, mi, 1), 3)
        yb, ya = ylds(c, pb, mi, 3, 1), ylds(c, pa, mi, 3, 1)
        name = f"{tk} {eu(c, 2)} {mi[8:]}/{mi[5:7]}/{mi[:4]}"
        lines.append(f"{isn};{name};COMPRA;{eu(pb, 3)};{eu(float(yb), 3)};{sz}")
        lines.append(f"{isn};{name};VENTA;{eu(pa, 3)};{eu(float(ya), 3)};{sz}")
        gold += q(isn, "government", d, size=(sz * 1e6, sz * 1e6), price=(f"{pb:.3f}", f"{pa:.3f}"), yield_=(yb, ya))
    att = Attachment("Almazora_SPGB_160627.csv", _csv(lines, bom=True), "text/csv", "csv")
    text = "Buenos dias, adjunto bonos.\n\nPablo Echeverri | Banco Almazora | +34 91 555 0248\n"
    return mk("almazora-spgb-side-rows", "csv", gold, sender="Pablo Echeverri <pecheverri@almazora.es>",
              subject="SPGB precios 16/06", date=date("09:45:10", "+0200"), text=text, attachments=[att])


def ottery_agency_export():
    d = "otterycap"
    gold = []
    lines = ["cusip,issuer,type,cpn,maturity,quote_basis,bid,ask,bid_qty_mm,ask_qty_mm,call_date,call_px,bmk"]
    rows = [
        ("FHLB", "DISC", None, "2027-08-18", "DISC", "4.212", "4.198", 50, 50, "", "", ""),
        ("FNMA", "DISC", None, "2027-11-03", "DISC", "4.151", "4.139", 25, 25, "", "", ""),
        ("FHLB", "BULLET", 4.25, "2030-09-13", "T+", "11", "8", 10, 10, "", "", "T 4 05/15/30"),
        ("FFCB", "BULLET", 4.5, "2033-01-24", "PX", "100.812", "100.937", 5, 5, "", "", ""),
        ("FHLMC", "CALLABLE", 5.15, "2032-06-24", "PX", "99.875", "100.000", 5, 3, "2028-06-24", "100", ""),
        ("FNMA", "CALLABLE", 5.0, "2031-09-30", "PX", "", "99.750", "", 5, "2027-09-30", "100", ""),
    ]
    for iss, ty, c, mi, basis, b, a, bq, aq, cd, cp, bmk in rows:
        cu = uc("ottery " + iss + ty + mi)
        lines.append(f"{cu},{iss},{ty},{'' if c is None else f'{c:.3f}'},{mi},{basis},{b},{a},{bq},{aq},{cd},{cp},{bmk}")
        qt = {"DISC": "yield_", "T+": "spread", "PX": "price"}[basis]
        gold += q(cu, "agency", d, size=(bq * 1e6 if bq else None, aq * 1e6), **{qt: (b or None, a)})
    att = Attachment("ottery_agency_0616.csv", _csv(lines, crlf=False), "text/csv", "csv")
    text = """Agency export attached (discos on discount rate, bullets on T+ or px, callables on px).

Sanjay Rao | Ottery Capital Markets | +1 646 555 0184
"""
    return mk("ottery-agency-export-csv", "csv", gold, sender="Sanjay Rao <srao@otterycap.com>",
              subject="Agency export 6/16", date=date("08:22:17", "-0400"), text=text, attachments=[att])


def polzeath_agency_tsv():
    d = "polzeath"
    gold = []
    lines = ["# POLZEATH SECURITIES - AGENCY RUN", "# 2027-06-16 10:05 ET", "# All sizes 10mm per side unless stated",
             "CUSIP\tIssuer\tCoupon\tMaturity\tBid Px\tAsk Px\tBid Yld\tAsk Yld\tAmt Out (MM)"]
    rows = [("FHLB", 4.125, "2030-06-14", 99.812, 99.906, 1500), ("FFCB", 4.375, "2034-08-22", 99.406, 99.562, 850),
            ("TVA", 4.875, "2048-09-15", 97.25, 97.75, 1000)]
    for iss, c, mi, pb, pa, amt in rows:
        cu = uc("polzeath " + iss + mi)
        yb, ya = ylds(c, pb, mi), ylds(c, pa, mi)
        lines.append(f"{cu}\t{iss}\t{c:.3f}\t{mi[5:7]}/{mi[8:]}/{mi[:4]}\t{pb:.3f}\t{pa:.3f}\t{yb}\t{ya}\t{amt:,}")
        gold += q(cu, "agency", d, size="10mm", price=(f"{pb:.3f}", f"{pa:.3f}"), yield_=(yb, ya))
    att = Attachment("polzeath_agency.csv", _csv(lines), "text/csv", "csv")
    text = "Agency run attached.\n\nCallum Trebilcock | Polzeath Securities | +1 980 555 0133\n"
    return mk("polzeath-agency-tsv", "csv", gold, sender="Callum Trebilcock <ctrebilcock@polzeath.com>",
              subject="Agency run", date=date("10:06:40", "-0400"), text=text, attachments=[att])


LAYOUTS = [vercellina_btp_export, almazora_spgb_sides, ottery_agency_export, polzeath_agency_tsv]
