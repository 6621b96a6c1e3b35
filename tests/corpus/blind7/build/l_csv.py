"""CSV attachments (6 layouts, 3 pairs)."""

from __future__ import annotations

from common import Attachment, dealer_of, isin, mk, q, sig, us_isin

DATE = "Mon, 30 Nov 2026 07:50:00 -0500"


def csvatt(name, lines, *, crlf=True, enc="utf-8"):
    text = ("\r\n" if crlf else "\n").join(lines) + ("\r\n" if crlf else "\n")
    return Attachment(name, text.encode(enc), "text/csv", "csv")


# ---------------------------------------------------------------- government / em_sovereign


def helvellyn_terminal_export():
    s = "Ravi Chaudhry <rchaudhry@helvellyn.com>"
    d = dealer_of(s)
    rows = [
        ("T 4 1/8 11/15/30 Govt", us_isin("91282CQB"), "100.3125", "100.328125", "4.052", "4.048", "07:58:12", "government", "T 4.125 2030-11-15"),
        ("T 4 1/4 11/15/35 Govt", us_isin("91282CQC"), "101.296875", "101.3125", "4.089", "4.087", "07:58:12", "government", "T 4.25 2035-11-15"),
        ("COLOM 7 3/8 04/25/30 Corp", us_isin("195325DX"), "103.55", "104.05", "6.42", "6.30", "07:41:55", "em_sovereign", ""),
        ("PHILIP 5 1/2 01/17/48 Corp", us_isin("718286CR"), "N.A.", "99.85", "N.A.", "5.51", "07:40:03", "em_sovereign", ""),
        ("QATAR 4.4 04/16/50 Corp", us_isin("74727PBD"), "88.20", "88.95", "5.27", "5.21", "07:44:30", "em_sovereign", ""),
    ]
    lines = ['"Security","ISIN","Bid Price","Ask Price","Bid YTM","Ask YTM","Last Update"']
    gold = []
    for desc, isn, pb, pa, yb, ya, t, g, _key in rows:
        lines.append(f'"{desc}","{isn}",{pb},{pa},{yb},{ya},"{t}"')
        nb = None if pb == "N.A." else pb
        nyb = None if yb == "N.A." else yb
        gold += q(isn, g, d, price=(nb, pa), yield_=(nyb, ya))
    return mk("helvellyn-terminal-export", "csv", gold, sender=s, subject="govt / EM export", date=DATE,
              text=f"Export from our pricing screen attached; N.A. = no bid.\n\n{sig('Ravi Chaudhry', 'Rates & EM', 'Helvellyn Securities', '+1 212 555 0114')}\n",
              attachments=[csvatt("export_301126.csv", lines)])


def cadiz_spanish_cp1252():
    s = "Lucia Garmendia <lgarmendia@mendaro.es>"
    d = dealer_of(s)
    rows = [
        ("SPGB", "3,15", "30/04/2033", "101,42", "101,51", "2,929", "2,917", "government", "SPGB 3.15 2033-04-30"),
        ("SPGB", "3,45", "31/07/2043", "98,06", "98,24", "3,584", "3,571", "government", "SPGB 3.45 2043-07-31"),
        ("BONOS MEX", "7,75", "29/05/2031", "97,85", "98,15", "8,27", "8,19", "em_sovereign", "BONOS MEX 7.75 2031-05-29"),
        ("CHILE", "4,34", "07/03/2042", "89,90", "90,60", "5,27", "5,21", "em_sovereign", "CHILE 4.34 2042-03-07"),
        ("PERU", "6,55", "14/03/2037", "106,20", "106,85", "5,75", "5,67", "em_sovereign", "PERU 6.55 2037-03-14"),
    ]
    lines = ["Emisor;Cupón;Vencimiento;Precio Compra;Precio Venta;TIR Compra;TIR Venta;Nominal (mill.)"]
    gold = []
    for em, c, v, pb, pa, yb, ya, g, key in rows:
        nom = "10" if g == "government" else "2"
        lines.append(f"{em};{c};{v};{pb};{pa};{yb};{ya};{nom}")
        gold += q(key, g, d, size=(float(nom) * 1e6, float(nom) * 1e6), comma=True, price=(pb, pa), yield_=(yb, ya))
    return mk("cadiz-spanish-cp1252", "csv", gold, sender=s, subject="Precios deuda publica y LatAm", date=DATE.replace("-0500", "+0100"),
              text=f"Buenos días, adjunto precios indicativos.\n\n{sig('Lucía Garmendia', 'Renta Fija', 'Mendaro Valores S.V.', '+34 91 555 0162')}\n",
              enc="utf-8", attachments=[csvatt("precios_30112026.csv", lines, enc="cp1252")])


# ---------------------------------------------------------------- frn / agency


def skiddaw_long_measures():
    s = "Owain Pritchard <opritchard@skiddaw.co.uk>"
    d = dealer_of(s)
    frn1, frn2 = isin("XS", "31555KP08"), isin("XS", "31555KQ15")
    ag1, ag2 = isin("XS", "28889EA61"), isin("DE", "000A3MQ72")
    recs = [
        (frn1, "HOLKER BANK FRN 2029", "BID", "DM", "92", "5000000"), (frn1, "HOLKER BANK FRN 2029", "OFFER", "DM", "87", "5000000"),
        (frn1, "HOLKER BANK FRN 2029", "BID", "PRICE", "100.04", "5000000"), (frn1, "HOLKER BANK FRN 2029", "OFFER", "PRICE", "100.21", "5000000"),
        (frn2, "HOLKER BANK FRN 2031", "BID", "DM", "118", "3000000"), (frn2, "HOLKER BANK FRN 2031", "OFFER", "DM", "111", "2000000"),
        (ag1, "EIB FRN SONIA+24 2030", "BID", "DM", "25", "25000000"), (ag1, "EIB FRN SONIA+24 2030", "OFFER", "DM", "22", "25000000"),
        (ag2, "KFW 2.75 2031", "BID", "ASW", "-14", "10000000"), (ag2, "KFW 2.75 2031", "OFFER", "ASW", "-17", "10000000"),
        (ag2, "KFW 2.75 2031", "BID", "YIELD", "2.412", "10000000"), (ag2, "KFW 2.75 2031", "OFFER", "YIELD", "2.398", "10000000"),
    ]
    lines = ["isin,description,side,measure,level,qty"] + [",".join(r) for r in recs]
    gold = (q(frn1, "frn", d, size=(5e6, 5e6), dm=("92", "87"), price=("100.04", "100.21"))
            + q(frn2, "frn", d, size=(3e6, 2e6), dm=("118", "111"))
            + q(ag1, "frn", d, size=(25e6, 25e6), asset_class="agency", dm=("25", "22"))
            + q(ag2, "agency", d, size=(10e6, 10e6), i_spread=("-14", "-17"), yield_=("2.412", "2.398")))
    return mk("skiddaw-long-measures", "csv", gold, sender=s, subject="FRN / SSA quotes (long file)", date=DATE.replace("-0500", "+0000"),
              text=f"One row per side and measure, as our system exports it.\n\n{sig('Owain Pritchard', 'SSA & FRN Trading', 'Skiddaw Capital LLP', '+44 20 7946 0388')}\n",
              attachments=[csvatt("quotes_long.csv", lines, crlf=False)])


def blencathra_quoted_bps():
    s = "Mei Lin Tan <meilin.tan@blencathra.sg>"
    d = dealer_of(s)
    rows = [
        (isin("XS", "29674QR36"), "ORCHARD LEASING", "SOFR", "105 ", "98 ", "99.86", "100.12", "3.0"),
        (isin("XS", "29674QS27"), "TANGLIN BANK", "SORA", "74 ", "69 ", "100.01", "100.15", "5.0"),
        (isin("XS", "30812MV55"), "ASIAN DEV BANK", "SOFR", "21 ", "18 ", "100.22", "100.31", "25.0"),
        (us_isin("3130B6DL"), "FHLB", "SOFR", "4 ", "2 ", "100.01", "100.04", "20.0"),
    ]
    lines = ['"ISIN","Issuer","Index","DM (bps) Bid","DM (bps) Ask","Px Bid","Px Ask","Notional (USD mm)"']
    gold = []
    for isn, iss, idx, db, da, pb, pa, nm in rows:
        lines.append(",".join(f'"{x}"' for x in (isn, iss, idx, db, da, pb, pa, nm)))
        ac = "agency" if iss in ("ASIAN DEV BANK", "FHLB") else None
        gold += q(isn, "frn", d, size=(float(nm) * 1e6, float(nm) * 1e6), asset_class=ac, dm=(db, da), price=(pb, pa))
    return mk("blencathra-quoted-bps", "csv", gold, sender=s, subject="USD/SGD FRN levels", date=DATE.replace("-0500", "+0800"),
              text=f"FRN levels attached.\n\n{sig('Mei Lin Tan', 'Asia Credit', 'Blencathra Securities Pte Ltd', '+65 6555 0147')}\n",
              attachments=[csvatt("frn_levels.csv", lines)])


# ---------------------------------------------------------------- loan / cds


def grasmere_asset_type():
    s = "Ollie Fenwick <ofenwick@grasmerecap.com>"
    d = dealer_of(s)
    rows = [
        ("LOAN", "HAWKSHEAD SOFTWARE TLB S+350 04/31", "PX", "98.625", "99.125", "2"),
        ("LOAN", "CONISTON CARE TL S+475 11/29", "PX", "91.50", "92.50", "1"),
        ("LOAN", "TROUTBECK FOODS TLB S+300 08/32", "PX", "100.25", "100.5", "3"),
        ("CDS", "LANGDALE CORP SNR 5Y", "BP", "131", "137", "10"),
        ("CDS", "ELTERWATER INC SNR 5Y", "UPF", "3.125", "3.5", "5"),
        ("CDS", "CDX IG 45 5Y", "BP", "51.75", "52.25", "100"),
    ]
    lines = ["AssetType,Instrument,Unit,Bid,Ask,Size"]
    gold = []
    for at, ins, unit, b, a, sz in rows:
        lines.append(f"{at},{ins},{unit},{b},{a},{sz}")
        g = "loan" if at == "LOAN" else "cds"
        qt = {"PX": "price", "BP": "spread", "UPF": "upfront"}[unit]
        gold += q(ins, g, d, size=(float(sz) * 1e6, float(sz) * 1e6), **{qt: (b, a)})
    lines.append(",,,,,")
    lines.append("Size in USD millions; UPF = points upfront on a 100 bp running coupon,,,,,")
    return mk("grasmere-asset-type", "csv", gold, sender=s, subject="loans + CDS", date=DATE,
              text=f"Attached.\n\n{sig('Ollie Fenwick', 'Credit Trading', 'Grasmere Capital Markets', '+1 212 555 0152')}\n",
              attachments=[csvatt("grasmere_levels.csv", lines)])


def loweswater_two_files():
    s = "Anja Pedersen <apedersen@loweswater.dk>"
    d = dealer_of(s)
    cds = [("MORLAND AS", "SNR", "5Y", "77", "83", "10"), ("MORLAND AS", "SNR", "10Y", "118", "127", "10"),
           ("RANDERS KEMI AB", "SUB", "5Y", "226", "241", "5"), ("ITRAXX MAIN S44", "", "5Y", "54.25", "54.75", "50")]
    loans = [("HOLSTEBRO MARINE", "TLB", "E+400", "2031-03-31", "97.25", "97.875"),
             ("VIBORG DAIRY", "TLB", "E+350", "2030-09-30", "99.5", "100")]
    cl = ["ref_entity,seniority,tenor,bid_bps,ask_bps,notional_mm"] + [",".join(r) for r in cds]
    ll = ["borrower,facility,margin,maturity,bid_px,offer_px"] + [",".join(r) for r in loans]
    gold = []
    for ent, sen, ten, b, a, nm in cds:
        key = f"{ent} {sen} {ten}" if sen else f"{ent} {ten}"
        gold += q(key, "cds", d, size=(float(nm) * 1e6, float(nm) * 1e6), spread=(b, a))
    for bo, fac, mg, mt, b, a in loans:
        gold += q(f"{bo} {fac} {mg} {mt}", "loan", d, size=(1e6, 1e6), price=(b, a))
    return mk("loweswater-two-files", "csv", gold, sender=s, subject="CDS + loans (2 files)", date=DATE.replace("-0500", "+0100"),
              text=(f"Two files attached: CDS and loans. Loans EUR 1mm per side.\n\n"
                    f"{sig('Anja Pedersen', 'Credit', 'Loweswater Bank A/S', '+45 33 55 01 66')}\n"),
              attachments=[csvatt("cds.csv", cl, crlf=False), csvatt("loans.csv", ll, crlf=False)])


LAYOUTS = [
    helvellyn_terminal_export, cadiz_spanish_cp1252,
    skiddaw_long_measures, blencathra_quoted_bps,
    grasmere_asset_type, loweswater_two_files,
]
