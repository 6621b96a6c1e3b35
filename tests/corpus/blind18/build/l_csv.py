"""CSV exports from desk tools: four pairs (EUR / US rates and SSA, securitised BWIC and levels, IG / HY / FRN
axes, CDS / EM / loans). Each half holds a semicolon file with decimal commas, a tab-separated one, quoted fields
with embedded commas, a header preamble of several lines and a trailer line."""

from __future__ import annotations

from common import MIME_CSV, Attachment, bkey, date, eu, figi, mk, n32, q, uc, ui, ylds


def _csv(name, lines, crlf=True, bom=False, enc="utf-8"):
    nl = "\r\n" if crlf else "\n"
    data = (nl.join(lines) + nl).encode(enc)
    if bom:
        data = b"\xef\xbb\xbf" + data
    return Attachment(name, data, MIME_CSV if not name.endswith(".tsv") else "text/tab-separated-values", "csv")


# ---------------------------------------------------------------- 31 / 32: rates and SSA


def v31_hesleden_semicolon_bunds():
    d = "hesleden"
    rows = [("DBR", 2.5, "2035-02-15", 97.835, 97.87, -12.4, -13.0, "25", "government"),
            ("OBL", 2.2, "2030-04-12", 99.41, 99.43, -9.8, -10.3, "50", "government"),
            ("BKO", 2.0, "2029-09-14", 99.705, 99.715, None, None, "50", "government"),
            ("KFW", 2.75, "2031-01-15", 100.12, 100.19, 21.5, 19.5, "10", "agency"),
            ("EIB", 2.875, "2034-10-13", 99.36, 99.49, 33.0, 31.0, "10", "agency"),
            ("EU", 3.0, "2037-03-04", 98.44, 98.6, 47.5, 45.0, "", "agency")]
    lines = ["Wertpapier;ISIN;Kupon;Faelligkeit;Geld;Brief;Rendite Geld;Rendite Brief;ASW Geld (bp);ASW Brief (bp);Nominal (Mio EUR);Vortag Geld"]
    gold = []
    for tk, c, iso, pb, pa, ab, aa, nom, grp in rows:
        isn = ui("DE" if grp == "government" else ("EU" if tk == "EU" else "XS"), tk + iso)
        yb, ya = ylds(c, pb, iso, 3, freq=1), ylds(c, pa, iso, 3, freq=1)
        mt = f"{iso[8:]}.{iso[5:7]}.{iso[:4]}"
        lines.append(";".join([f"{tk} {f'{c:g}'.replace('.', ',')} {mt}", isn, eu(c, 3), mt, eu(pb, 3), eu(pa, 3), eu(float(yb), 3), eu(float(ya), 3),
                               eu(ab, 1) if ab is not None else "", eu(aa, 1) if aa is not None else "", nom, eu(pb - 0.085, 3)]))
        ms = {"price": (eu(pb, 3), eu(pa, 3)), "yield_": (eu(float(yb), 3), eu(float(ya), 3))}
        if ab is not None:
            ms["i_spread"] = (eu(ab, 1), eu(aa, 1))
        size = int(nom) * 1_000_000 if nom else None
        gold += q(isn, grp, d, size=(size, size), comma=True, **ms)
    lines.append("Summe Nominal;;;;;;;;;;145;")
    att = _csv("Kurse_EUR_Staatsanleihen_SSA_20271124.csv", lines, bom=True)
    text = ("Guten Morgen,\n\nanbei unsere Kurse Bunds / SSA (CSV aus dem Handelssystem). Vortag = Schlusskurs gestern,\n"
            "nur zur Info. EU ohne Nominal: auf Anfrage.\n\nMit freundlichen Gruessen\nJonas Kettler\n"
            "Hesleden Bank AG | Rentenhandel | +49 69 5550 2231\n")
    return mk("hesleden-semicolon-bunds-ssa", "csv", gold, sender="Jonas Kettler <jonas.kettler@hesleden.de>",
              subject="Kurse Bunds / SSA 24.11.", date=date("08:12:40", "+0100", day=24), text=text, attachments=[att],
              note="csv:semicolon-decimal-comma")


def v32_kirkbampton_tab_ust_agency():
    d = "kirkbampton"
    ust = [("T", 4.125, "2029-11-30", 99.984375, 100.0, "25"), ("T", 4.25, "2032-11-30", 100.078125, 100.09375, "25"),
           ("T", 4.375, "2037-11-15", 99.3125, 99.34375, "10")]
    lines = ["Security\tCUSIP\tCpn\tMaturity\tBid\tAsk\tBid Yld\tAsk Yld\tQty (MM)\tSource"]
    gold = []
    for tk, c, iso, b, a, sz in ust:
        cu = uc(tk + iso)
        yb, ya = ylds(c, b, iso, 3), ylds(c, a, iso, 3)
        lines.append("\t".join([f"{tk} {c:g} {iso[5:7]}/{iso[8:]}/{iso[2:4]}", cu, f"{c:.3f}", iso.replace("-", ""), n32(b), n32(a), yb, ya, sz, "KBP"]))
        gold += q(cu, "government", d, size=f"{sz}MM", price=(n32(b), n32(a)), yield_=(yb, ya))
    for tk, c, iso, sb, sa, sz in [("FHLB", 4.5, "2030-12-13", "T+13", "T+10", "10"), ("FNMA", 4.25, "2033-05-15", "T+25", "T+21", "5")]:
        cu = uc(tk + iso)
        lines.append("\t".join([f"{tk} {c:g} {iso[5:7]}/{iso[8:]}/{iso[2:4]}", cu, f"{c:.3f}", iso.replace("-", ""), sb, sa, "", "", sz, "KBP"]))
        gold += q(cu, "agency", d, size=f"{sz}MM", spread=(sb[2:], sa[2:]))
    att = _csv("kbp_rates_export.tsv", lines, crlf=False)
    text = "Rates export attached (tab delimited).\n\nLeo Cattermole\nKirkbampton Partners | 212-555-0181\n"
    return mk("kirkbampton-tab-ust-agency", "csv", gold, sender="Leo Cattermole <lcattermole@kirkbampton.com>", subject="rates export",
              date=date("13:40:00", day=22), text=text, attachments=[att], note="csv:tab")


# ---------------------------------------------------------------- 33 / 34: securitised


def v33_lindale_bwic_tab():
    d = "lindale"
    items = [("KNOTT END CLO 2022-1", "A2", "40,000,000", "40,000,000", "1.0000", "99-99.5", "99", "99.5"),
             ("KNOTT END CLO 2022-1", "B", "22,000,000", "22,000,000", "1.0000", "98.5/99", "98.5", "99"),
             ("SILVERDALE AUTO 2024-2", "C", "15,000,000", "6,210,000", "0.4140", "101.25", "101.25", "101.25"),
             ("ARNSIDE CMBS 2021-C4", "D", "12,500,000", "12,500,000", "1.0000", "mid 80s", None, None),
             ("YEALAND RMBS 2023-1", "M1", "8,000,000", "5,112,000", "0.6390", "95-96", "95", "96")]
    lines = ["BWIC_ID\tDUE (ET)\tCUSIP\tDEAL\tCLASS\tORIG_FACE\tCUR_FACE\tFACTOR\tPX_TALK\tCOVER\tSTATUS"]
    gold = []
    for deal, cls, orig, cur, fac, talk, lo, hi in items:
        cu = uc(deal + cls)
        lines.append("\t".join(["BW-27-1129-03", "11/29/2027 11:00", cu, deal, cls, orig, cur, fac, talk, "N/A", "OPEN"]))
        if lo is not None:
            sz = int(cur.replace(",", ""))
            gold += q(cu, "structured", d, size=(sz, sz), talk=(lo, hi))
    lines.append("\t".join(["BW-27-1129-03", "11/29/2027 11:00", uc("HEYSHAM ABS 2020-1B"), "HEYSHAM ABS 2020-1", "B", "10,000,000", "3,400,000",
                             "0.3400", "-", "N/A", "WITHDRAWN"]))
    att = _csv("BWIC_BW-27-1129-03_talk.tsv", lines, crlf=True)
    text = ("Talk for today's 11am list below in the attachment (tab-delimited from the BWIC tool). Talk is in\n"
            "price; cover N/A until after the auction. HEYSHAM B withdrawn by the seller.\n\nHal Ruddock\n"
            "Lindale Securities | Securitised Trading | 646-555-0144\n")
    return mk("lindale-bwic-talk-tab", "csv", gold, sender="Hal Ruddock <hruddock@lindale.com>", subject="BWIC BW-27-1129-03 talk",
              date=date("09:31:19", day=29), text=text, attachments=[att], note="csv:tab")


def v34_marrick_semicolon_euro_clo():
    d = "marrick"
    rows = [("HAMSTERLEY CLO VII", "A", 131, 124, 100.12, 100.3, "3"), ("HAMSTERLEY CLO VII", "B-1", 198, 186, 99.85, 100.22, "2"),
            ("WITTON PARK CLO 2024-1", "D", 372, 351, 98.6, 99.4, "1")]
    lines = ["Deal;Klasse;ISIN;DM Geld;DM Brief;Kurs Geld;Kurs Brief;Volumen (Mio EUR);WAL"]
    gold = []
    for deal, cls, db, da, pb, pa, sz in rows:
        isn = ui("XS", deal + cls)
        lines.append(";".join([deal, cls, isn, str(db), str(da), eu(pb), eu(pa), sz, eu(4.2, 1)]))
        gold += q(isn, "structured", d, size=f"{sz}MM", comma=True, dm=(str(db), str(da)), price=(eu(pb), eu(pa)))
    att = _csv("marrick_eur_clo.csv", lines)
    text = "EUR CLO Levels anbei.\n\nGruss\nAnna Vogt\nMarrick Capital GmbH | +49 69 5550 1178\n"
    return mk("marrick-semicolon-eur-clo", "csv", gold, sender="Anna Vogt <anna.vogt@marrick.de>", subject="EUR CLO",
              date=date("10:02:20", "+0100", day=30), text=text, attachments=[att], note="csv:semicolon-decimal-comma")


# ---------------------------------------------------------------- 35 / 36: IG, HY, FRN axes


def v35_nunthorpe_oms_quoted():
    d = "nunthorpe"
    hdr = '"Axe ID","Side","Issuer","Ticker","CUSIP","FIGI","Coupon","Maturity","Px","Sprd (bp)","YTW","DM","Qty (MM)","Notes"'
    rows = [("AX-2211", "BUY", "Kestrel Paper, Inc.", "KSTPAP", "KESTREL PAPER 2034", True, "5.25", "03/15/2034", "100.410", "142", "N/A", "", "5",
             "client inquiry, 2 of 5 done", "ig"),
            ("AX-2214", "SELL", "Ormsby Foods Corp., Series B", "ORMFD", "ORMSBY FOODS 2031", True, "4.35", "02/15/2031", "99.884", "91", "N/A", "", "3", "", "ig"),
            ("AX-2219", "SELL", "Marlow Leisure Holdings, LLC", "MARLEI", "MARLOW LEISURE 2031", True, "7.625", "06/15/2031", "97.875", "N/A", "8.34", "", "2",
             "axe, will work 1 at a time", "hy"),
            ("AX-2220", "BUY", "Cullercoats Energy, L.P.", "CULENE", "CULLERCOATS 2030", False, "8.25", "06/01/2030", "101.500", "-", "7.58", "", "1", "", "hy"),
            ("AX-2226", "SELL", "Whinfell Rail, plc (FRN)", "WHINRL", "WHINFELL FRN 2029", True, "FRN", "09/20/2029", "100.060", "-", "-", "87", "4",
             "3mL+80 legacy, now SOFR+106", "frn")]
    lines = [hdr]
    gold = []
    for aid, side, issuer, tick, seed, has_cusip, cp, mt, px, sp, ytw, dm, qty, note, grp in rows:
        cu = uc(seed) if has_cusip else ""
        fg = figi("BBG01" + uc(seed)[:6])
        key = cu or fg
        lines.append(",".join(f'"{v}"' for v in [aid, side, issuer, tick, cu, fg, cp, mt, px, sp, ytw, dm, qty, note]))
        ms = {"price": px}
        if sp not in ("N/A", "-"):
            ms["spread"] = sp
        if ytw not in ("N/A", "-"):
            ms["yield_"] = ytw
        if dm:
            ms["dm"] = dm
        sz = int(qty) * 1_000_000
        if side == "BUY":
            gold += q(key, grp, d, size=(sz, None), **{k: (v, None) for k, v in ms.items()})
        else:
            gold += q(key, grp, d, size=(None, sz), **{k: (None, v) for k, v in ms.items()})
    lines.append("Total axes: 5 | exported 24-Nov-2027 06:55:12 by NTH-OMS 4.2 | Side is ours (BUY = we bid)")
    att = _csv("NTH_axes_export_20271124.csv", lines)
    text = ("All - our axes this morning, straight from the OMS. Side is ours. Px / spread / YTW / DM are at the axe's side.\n\n"
            "Kit Bramley\nNunthorpe Securities LLC | Credit Sales | 212 555 0108\n")
    return mk("nunthorpe-oms-axes-quoted", "csv", gold, sender="Kit Bramley <kbramley@nunthorpe.com>", subject="NTH axes 24-Nov",
              date=date("07:02:31", day=24), text=text, attachments=[att], note="csv:quoted-commas csv:trailer")


def v36_otterburn_preamble_trailer():
    d = "otterburn"
    lines = ["Otterburn Capital - Credit Inventory Export", "As of: 30-Nov-2027 07:30 ET", "Filter: IG, HY, FRN; live only",
             "Units: px = points, sprd = bp vs OTR UST, dm = bp over SOFR; sizes in MM", "",
             "Type,Bond,Cpn,Mat,Bid Px,Ask Px,Bid Sprd,Ask Sprd,Bid DM,Ask DM,Bid Sz,Ask Sz"]
    gold = []
    rows = [("IG", "BELSAY INSURANCE", 5.1, "2034-09", "98.95", "99.31", "142", "137", "", "", "3", "3"),
            ("IG", "CAMBO UTILITIES", 4.7, "2031-05", "100.22", "100.38", "89", "84", "", "", "5", "2"),
            ("HY", "ELSDON MINING", 8.875, "2030-04", "99.5", "100.25", "", "", "", "", "1", "1"),
            ("HY", "ROTHBURY CHEMICALS", 7.125, "2031-02", "95.75", "96.5", "", "", "", "", "2", "2"),
            ("FRN", "KIELDER BANK FRN", None, "2029-06", "100.08", "100.21", "", "", "104", "97", "2", "2")]
    for ty, name, c, iso, pb, pa, sb, sa, db, da, bs, as_ in rows:
        mt = f"{iso[5:]}/{iso[2:4]}"
        lines.append(",".join([ty, name, f"{c:g}" if c else "FRN", mt, pb, pa, sb, sa, db, da, bs, as_]))
        key = bkey(name, c, iso) if c else f"{name} {iso}"
        grp = {"IG": "ig", "HY": "hy", "FRN": "frn"}[ty]
        ms = {"price": (pb, pa)}
        if sb:
            ms["spread"] = (sb, sa)
        if db:
            ms["dm"] = (db, da)
        gold += q(key, grp, d, size=(int(bs) * 1_000_000, int(as_) * 1_000_000), **ms)
    lines.append("--- end of export: 5 rows ---")
    att = _csv("otterburn_inventory.csv", lines)
    text = "Inventory export attached.\n\nSol Dixon | Otterburn Capital | 617-555-0197\n"
    return mk("otterburn-preamble-inventory", "csv", gold, sender="Sol Dixon <sdixon@otterburn.com>", subject="inventory",
              date=date("07:35:00", day=30), text=text, attachments=[att], note="csv:preamble csv:trailer")


# ---------------------------------------------------------------- 37 / 38: CDS, EM, loans


def v37_pockley_preamble_cross():
    d = "pockley"
    lines = ["Report,Street Levels - Credit", "Desk,NY Credit Trading", "Run time,2027-11-22 07:15:02 EST",
             "Sizes: CDS 5mm, EM 2mm, loans 1mm per side", "",
             "Asset,Instrument,Identifier,Tenor,Bid Px,Ask Px,Bid Sprd (bp),Ask Sprd (bp),Bid Yld,Ask Yld,Chg"]
    gold = []
    cds = [("MOORSHOLM UTILITIES SNR", "5Y", "74", "79", "-1"), ("MOORSHOLM UTILITIES SNR", "10Y", "111", "119", "-1"),
           ("DANBY RETAIL SNR", "5Y", "311", "325", "+12")]
    for inst, ten, b, a, chg in cds:
        lines.append(",".join(["CDS", inst, "", ten, "-", "-", b, a, "-", "-", chg]))
        gold += q(f"{inst} {ten}", "cds", d, size="5MM", spread=(b, a))
    lines.append(",".join(["CDS", "CDX EM 44", "", "5Y", "97.10", "97.35", "-", "-", "-", "-", "+0.15"]))
    gold += q("CDX EM 44 5Y", "cds", d, size="5MM", price=("97.10", "97.35"))
    for tk, c, iso, pb, pa, chg in [("COLOM", 8.0, "2035-11-14", 101.6, 102.15, "+0.25"), ("DOMREP", 6.6, "2036-06-01", 99.35, 99.9, "N/A")]:
        isn = ui("US", tk + iso)
        yb, ya = ylds(c, pb, iso, 2), ylds(c, pa, iso, 2)
        lines.append(",".join(["EM", f"{tk} {c:g} {iso[5:7]}/{iso[2:4]}", isn, "", f"{pb:.2f}", f"{pa:.2f}", "-", "-", yb, ya, chg]))
        gold += q(isn, "em_sovereign", d, size="2MM", price=(f"{pb:.2f}", f"{pa:.2f}"), yield_=(yb, ya))
    for inst, lx, pb, pa in [("ESTON PHARMA TLB S+350 05/31", "LX241187", "99.125", "99.625"), ("GUISBOROUGH BUILDERS TL S+450 10/30", "LX239904", "94.5", "95.5")]:
        lines.append(",".join(["LOAN", inst, lx, "", pb, pa, "-", "-", "-", "-", "N/A"]))
        gold += q(inst, "loan", d, size="1MM", price=(pb, pa))
    att = _csv("street_levels_credit_20271122.csv", lines)
    text = "Morning - credit levels export attached. Chg is vs Friday's close.\n\nRae Thorpe\nPockley Markets | +1 212 555 0131\n"
    return mk("pockley-preamble-cds-em-loans", "csv", gold, sender="Rae Thorpe <rthorpe@pockley.com>", subject="credit levels 22-Nov",
              date=date("07:20:48", day=22), text=text, attachments=[att], note="csv:preamble")


def v38_rylstone_quoted_cross():
    d = "rylstone"
    lines = ['"Asset Class","Description","ID","Bid","Offer","Measure","Size (MM)","Comment"']
    gold = []
    rows = [("CDS", "HETTON LOGISTICS, SNR, 5Y", "", "132", "139", "BP", "10", ""),
            ("CDS", "CDX HY 43, 5Y", "", "106.25", "106.5", "PX", "25", "index, in price"),
            ("EM", "PANAMA 6.4 02/35", ui("US", "PANAMA2035R"), "94.1", "94.7", "PX", "2", "cash, reg S"),
            ("LOAN", "CRACOE MEDIA TLB, S+400, 08/31", "LX250031", "96.75", "97.5", "PX", "1", "OID 99, flr 0.5"),
            ("LOAN", "BURNSALL FOODS TL, S+325, 02/32", "LX250277", "", "100.25", "PX", "2", "offer only, we're long"),
            ("EM", "ECUA 6.9 07/35", ui("US", "ECUA2035R"), "78.5", "79.75", "PX", "1", "indicative, not refreshed since Friday")]
    for ac, desc, idn, b, a, m, sz, cm in rows:
        lines.append(",".join(f'"{v}"' for v in [ac, desc, idn, b, a, m, sz, cm]))
        grp = {"CDS": "cds", "EM": "em_sovereign", "LOAN": "loan"}[ac]
        key = idn if idn.startswith("US") else desc.replace(",", "")
        meas = "price" if m == "PX" else "spread"
        szn = int(sz) * 1_000_000
        gold += q(key, grp, d, size=(szn if b else None, szn), review=(meas,) if "indicative" in cm else (), **{meas: (b or None, a)})
    att = _csv("rylstone_levels.csv", lines)
    text = "Levels attached.\n\nTess Oddie | Rylstone Securities | 312-555-0120\n"
    return mk("rylstone-quoted-cds-em-loans", "csv", gold, sender="Tess Oddie <toddie@rylstone.com>", subject="levels",
              date=date("08:44:00", "-0600", day=26), text=text, attachments=[att], note="csv:quoted-commas")


LAYOUTS = [v31_hesleden_semicolon_bunds, v32_kirkbampton_tab_ust_agency, v33_lindale_bwic_tab, v34_marrick_semicolon_euro_clo,
           v35_nunthorpe_oms_quoted, v36_otterburn_preamble_trailer, v37_pockley_preamble_cross, v38_rylstone_quoted_cross]
