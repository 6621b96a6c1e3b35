"""CSV attachments: long-format CDS exports, pipe-delimited files with N/A cells, BWIC lists with
talk ranges in one cell, one row per side, quoted descriptions with commas, margin vs DM columns."""

from __future__ import annotations

from common import Attachment, Layout, cusip, isin, message, q, us_isin

D = "Tue, 24 Nov 2026"


def _mail(sender, to, subject, date, msgid, text, fname, data, gold, slug, mime="text/csv"):
    att = Attachment(fname, data, mime, fname.rsplit(".", 1)[1])
    eml = message(sender=sender, to=to, subject=subject, date=date, msgid=msgid, text=text, attachments=[att])
    return Layout(slug, "csv", eml, gold)


def _csv(rows, sep=",", eol="\n") -> bytes:
    out = []
    for r in rows:
        cells = []
        for c in r:
            s = "" if c is None else str(c)
            if sep in s or '"' in s:
                s = '"' + s.replace('"', '""') + '"'
            cells.append(s)
        out.append(sep.join(cells))
    return (eol.join(out) + eol).encode("utf-8")


# ---------------------------------------------------------------- 39/40 cds


def v39_tregarth_cds_long_format():
    d = "tregarth"
    rows = [("ABERFOYLE PLC", "SNR", "3Y", "38", "42", None, None, "0.40"),
            ("ABERFOYLE PLC", "SNR", "5Y", "61", "65", None, None, "0.40"),
            ("ABERFOYLE PLC", "SUB", "5Y", "118", "126", None, None, "0.20"),
            ("BRYNMAWR STEEL", "SNR", "5Y", "412", "431", "-3.95", "-3.10", "0.40"),
            ("CASTELLAN AIR", "SNR", "5Y", "288", "301", None, None, "0.40"),
            ("CASTELLAN AIR", "SNR", "7Y", "322", "338", None, None, "0.40"),
            ("DEVERON FOODS", "SNR", "5Y", "74", "79", None, None, "0.40")]
    out = [["Entity", "Seniority", "Tenor", "ParSprdBid", "ParSprdAsk", "UpfrontBid", "UpfrontAsk", "Recovery",
            "Coupon"]]
    gold = []
    for e, s, t, b, a, ub, ua, rec in rows:
        cpn = "500" if ub else "100"
        out.append([e, s, t, b, a, ub or "", ua or "", rec, cpn])
        m = {"spread": (b, a)}
        if ub:
            m["upfront"] = (ub, ua)
        gold += q(f"{e} {s} {t}", "cds", d, **m)
    data = _csv(out)
    return _mail("Tregarth Pryde CDS <cds@tregarth.com>", "cds-list@tregarth.com", "TP single-name CDS export",
                 D + " 07:45:00 +0000", "<tp-cds-20261124@tregarth.com>",
                 "Morning - CDS export attached. Spreads bp, upfront in points.\n\n"
                 "Tregarth Pryde LLP | +44 20 7448 9012 | 7 Bishopsgate EC2N 3AR\n",
                 "TP_CDS_20261124.csv", data, gold, "tregarth-cds-long-format")


def v40_colbrook_pipe_na():
    d = "colbrook"
    rows = [("INDEX", "CDX.NA.IG.45 5Y", "52.00", "52.50", "bp", "N/A"),
            ("INDEX", "CDX.NA.HY.45 5Y", "106.30", "106.50", "px", "N/A"),
            ("SINGLE", "FARRINGDON RAIL 5Y", "93", "N/A", "bp", "10"),
            ("SINGLE", "GLENCAPLE MINING 5Y", "N/A", "246", "bp", "5"),
            ("SINGLE", "HAWKRIDGE INSURANCE 5Y", "57", "61", "bp", "10"),
            ("SINGLE", "HAWKRIDGE INSURANCE 10Y", "98", "104", "bp", "10"),
            ("SINGLE", "IXWORTH RETAIL 5Y", "318", "334", "bp", "5"),
            ("SINGLE", "JEVINGTON AIR 3Y", "205", "219", "bp", "5"),
            ("INDEX", "ITRAXX.EUR.MAIN.44 5Y", "55.25", "55.75", "bp", "N/A")]
    out = [['"Type"', '"Instrument"', '"Bid"', '"Ask"', '"Unit"', '"Size MM"']]
    gold = []
    for t, ins, b, a, u, sz in rows:
        out.append([t, ins, b, a, u, sz])
        bb, aa = (None if b == "N/A" else b), (None if a == "N/A" else a)
        s = (None, None) if sz == "N/A" else (int(sz) * 1000000 if bb else None, int(sz) * 1000000 if aa else None)
        gold += q(ins, "cds", d, size=s,
                  **{("price" if u == "px" else "spread"): (bb, aa)})
    data = "\n".join("|".join(r) for r in out).encode("utf-8") + b"\n"
    return _mail("Colbrook Credit <credit@colbrook.com>", "cds@colbrook.com", "Colbrook CDS axes (pipe file)",
                 D + " 08:20:00 -0500", "<cb-cds-20261124@colbrook.com>",
                 "System export attached (pipe-delimited).\n\nColbrook Securities | 212-555-0137\n",
                 "colbrook_cds_axes_20261124.csv", data, gold, "colbrook-pipe-na")


# ---------------------------------------------------------------- 41/42 structured


def v41_wickham_dus_abs_swaps():
    d = "wickhamfrayne"
    rows = [("FNA 2024-M3 A2", "3136BTQ7", "10yr DUS", "+58", "+54", "97.84", "98.11", "25"),
            ("FNA 2025-M1 A1", "3136BVKD", "7yr DUS", "+49", "+46", "99.12", "99.30", "15"),
            ("FHMS K-165 A2", "3137HBCW", "10yr K", "+56", "+52", "96.95", "97.22", "20"),
            ("PENRHYN AUTO 2025-3 A3", "70814XAC", "Prime auto", "+61", "+57", "100.02", "100.14", "10")]
    out = [["Security", "CUSIP", "Sector", "Sprd to Swaps Bid", "Sprd to Swaps Ask", "Px Bid", "Px Ask",
            "Size ($MM)"]]
    gold = []
    for sec, cb, sector, sb, sa, pb, pa, sz in rows:
        cu = cusip(cb)
        out.append([sec, cu, sector, sb, sa, pb, pa, sz])
        s = int(sz) * 1000000
        gold += q(cu, "structured", d, size=(s, s), i_spread=(sb, sa), price=(pb, pa))
    data = _csv(out, eol="\r\n")
    return _mail("Wickham Frayne Agency MBS <ambs@wickhamfrayne.com>", "mbs@wickhamfrayne.com",
                 "WF multifamily / ABS offerings", D + " 10:30:00 -0500", "<wf-dus-20261124@wickhamfrayne.com>",
                 "Levels attached.\n", "WF_DUS_ABS_112426.csv", data, gold, "wickham-dus-abs-swaps")


def v42_abernant_bwic_talk_cover():
    d = "abernant"
    rows = [("1", "RHOSSILI CLO 2020-2A", "D", "3,000,000", "97.5-98", "97.81"),
            ("2", "PENARTH CLO 2022-1A", "E", "2,000,000", "92-93", "DNT"),
            ("3", "CRICCIETH CLO 2019-4A", "C", "5,000,000", "99.5", "99.62"),
            ("4", "LLANDOVERY CLO 2021-3A", "B", "4,000,000", "100/100.25", "100.16"),
            ("5", "CAPEL CURIG CLO 2023-2A", "D", "2,500,000", "95-96", "95.55"),
            ("6", "BEDDGELERT CLO 2018-1A", "E", "1,500,000", "84.5-86", "85.11")]
    out = [["BWIC", "LIST: ABS-CLO-1124 / DUE 11:00 ET"], [],
           ["#", "Deal", "Class", "Orig Face", "Talk", "Cover"]]
    gold = []
    for n, deal, cl, face, talk, cover in rows:
        out.append([n, deal, cl, face, talk, cover])
        f = int(face.replace(",", ""))
        if "/" in talk or "-" in talk:
            lo, hi = talk.replace("/", "-").split("-")
        else:
            lo = hi = talk
        gold += q(f"{deal} {cl}", "structured", d, size=(f, f), talk=(lo, hi))
        if cover != "DNT":
            gold += q(f"{deal} {cl}", "structured", d, size=(f, f), cover=(cover, cover))
    data = _csv(out)
    return _mail("Abernant Shaw <bwic@abernant.com>", "clo-investors@abernant.com", "BWIC results ABS-CLO-1124",
                 D + " 11:45:00 -0500", "<as-bwic-20261124@abernant.com>",
                 "Talk and covers for this morning's list attached. #2 did not trade.\n\nAbernant Shaw CLO desk\n",
                 "BWIC_ABS-CLO-1124_results.csv", data, gold, "abernant-bwic-talk-cover")


# ---------------------------------------------------------------- 43/44 ig + hy


def v43_lisvane_row_per_side():
    d = "lisvane"
    recs = [("ig", us_isin("55342KAF"), "LANTERNE SA 4.85 03/15/32", [("B", "+104", "100.55", "3000"),
                                                                      ("S", "+99", "100.86", "3000")]),
            ("ig", us_isin("37291PAC"), "GLASFRYN UTIL 5.2 01/15/35", [("B", "+126", "100.40", "5000"),
                                                                       ("S", "+121", "100.78", "2000")]),
            ("hy", us_isin("26977MAB"), "DRYSLWYN RES 8.75 07/01/30", [("S", None, "102.50", "1000")]),
            ("hy", us_isin("81742FAD"), "SKOMER LEISURE 6.5 12/01/31", [("B", None, "93.25", "2000"),
                                                                        ("S", None, "94.00", "2000")]),
            ("ig", us_isin("67101QAA"), "OXWICH FOODS 4.3 05/01/29", [("B", "+66", "99.71", "10000")])]
    out = [["AsOf", "ISIN", "Description", "Side", "Spread", "Price", "Qty (000)"]]
    gold = []
    for grp, isn, desc, sides in recs:
        sd = {}
        for side, sp, px, qty in sides:
            out.append(["2026-11-24 09:00", isn, desc, side, sp or "", px, qty])
            sd[side] = (sp, px, int(qty) * 1000)
        b, s = sd.get("B"), sd.get("S")
        size = (b[2] if b else None, s[2] if s else None)
        if any(x[0] for x in sd.values()):
            gold += q(isn, grp, d, size=size, spread=(b[0] if b else None, s[0] if s else None))
        gold += q(isn, grp, d, size=size, price=(b[1] if b else None, s[1] if s else None))
    data = _csv(out)
    return _mail("Lisvane OMS <noreply-oms@lisvane.com>", "credit-axes@lisvane.com", "Lisvane axes export",
                 D + " 09:01:00 -0500", "<lv-axes-20261124@lisvane.com>",
                 "Automated axe export. B = we bid, S = we offer.\n\nLisvane Capital | 646-555-0102\n",
                 "lisvane_axes_20261124.csv", data, gold, "lisvane-row-per-side")


def v44_morvah_commas_benchmark():
    d = "morvah"
    rows = [("ig", "Porthleven Holdings, Inc.", "4.95", "02/15/2034", "73317QAE", "T 4.25 11/15/36", "+118", "+113", "5"),
            ("ig", "Mullion Power Co., LLC", "5.4", "08/01/2036", "62489LAC", "T 4.25 11/15/36", "+131", "+126", "3"),
            ("hy", "Coverack Energy Partners, L.P.", "8.25", "03/01/2031", "22284WAB", "T 4.125 10/31/31", "+395", "+378", "2"),
            ("hy", "St. Keverne Media, Inc.", "7.0", "10/15/2030", "79256RAA", "T 4 10/31/29", "+318", "+301", "1"),
            ("ig", "Gweek Networks, Inc.", "5.1", "04/01/2033", "40371HAD", "T 4.125 10/31/31", "+109", "+104", "5"),
            ("ig", "Helford Insurance Group, Ltd.", "4.7", "11/01/2030", "42329EAB", "T 4 10/31/29", "+93", "+88", "3"),
            ("hy", "Manaccan Marine Holdings, LLC", "9.5", "06/15/2030", "56247TAA", "T 4 10/31/29", "+512", "+488", "1")]
    out = [["Issuer", "Coupon", "Maturity", "CUSIP", "Benchmark", "Bid Spread", "Ask Spread", "Size (MM)"]]
    gold = []
    for grp, iss, ct, mtxt, cb, bm, b, a, sz in rows:
        cu = cusip(cb)
        out.append([iss, ct, mtxt, cu, bm, b, a, sz])
        s = int(sz) * 1000000
        gold += q(cu, grp, d, size=(s, s), spread=(b, a))
    data = _csv(out)
    return _mail("Morvah Keel Credit <desk@morvah.com>", "clients@morvah.com", "MK spreads vs benchmark",
                 D + " 09:40:00 -0500", "<mk-spreads-20261124@morvah.com>",
                 "Spreads vs the benchmark shown. Call for px.\n\nMorvah Keel & Co | 415-555-0144\n",
                 "MK_spreads_24Nov.csv", data, gold, "morvah-commas-benchmark")


# ---------------------------------------------------------------- 45/46 frn + loan


def v45_trelawne_margin_vs_dm():
    d = "trelawne"
    frns = [(isin("XS", "283344170"), "BANK OF AVERNE FRN 2029", "EUR3M", "0.85", "82", "78", "100.12", "100.27"),
            (isin("XS", "291028456"), "HOLMCREST BUILDING SOC FRN 2028", "SONIA", "0.62", "58", "54", "100.09", "100.18"),
            (us_isin("55910KAW"), "MARLPIT FINANCIAL FRN 2030", "SOFR", "1.10", "118", "112", "99.70", "99.95")]
    loans = [("FOWEY HOLDINGS TLB", "E+375", "2031-06-30", "99.25", "99.75"),
             ("LANREATH CHEMICALS TL B2", "E+425", "2030-03-31", "97.00", "97.75")]
    out = [["Type", "ID", "Description", "Index", "Quoted Margin %", "DM Bid", "DM Ask", "Px Bid", "Px Ask",
            "Maturity"]]
    gold = []
    for isn, desc, idx, qm, db, da, pb, pa in frns:
        out.append(["FRN", isn, desc, idx, qm, db, da, pb, pa, ""])
        gold += q(isn, "frn", d, dm=(db, da), price=(pb, pa))
    for desc, mg, mt, pb, pa in loans:
        out.append(["LOAN", "", desc, mg, "", "", "", pb, pa, mt])
        gold += q(f"{desc} {mg} {mt}", "loan", d, price=(pb, pa))
    data = _csv(out)
    return _mail("Trelawne Cobb <flows@trelawne.co.uk>", "eur-credit@trelawne.co.uk", "TC FRN + loan levels",
                 D + " 12:00:00 +0000", "<tc-frn-20261124@trelawne.co.uk>",
                 "FRNs and loans attached. DM in bp; quoted margin is the coupon margin.\n\nTrelawne Cobb LLP\n",
                 "TC_FRN_Loans_241126.csv", data, gold, "trelawne-margin-vs-dm")


def v46_eastcote_iso_dates():
    d = "eastcote"
    frns = [(us_isin("41283LAN"), "HARTLAND BANCORP SOFR+95 2029-05-15", "97", "92", "5,000,000"),
            (us_isin("90871PAR"), "UPCOTT TRUST SOFR+120 2028-11-20", "121", "115", "3,000,000")]
    loans = [("BODMIN WASTE SERVICES", "TLB", "S+350", "2031-09-30", "100.000", "100.375", "2,000,000"),
             ("ST AUSTELL CERAMICS", "TLB", "S+450", "2029-12-15", "95.500", "96.250", "1,000,000"),
             ("TINTAGEL HOTELS", "DDTL", "S+400", "2030-07-31", "98.750", "99.250", "1,000,000"),
            ("CAMELFORD AUTOPARTS", "TLB", "S+475", "2029-04-30", "93.000", "94.000", "2,000,000"),
            ("PADSTOW FREIGHT", "TLB-2", "S+325", "2031-11-15", "100.125", "100.500", "5,000,000")]
    out = [["asset", "id", "borrower_or_issuer", "facility", "margin", "maturity", "bid", "ask", "measure",
            "notional_usd"]]
    gold = []
    for isn, desc, b, a, n in frns:
        out.append(["frn", isn, desc, "", "", "", b, a, "dm", n])
        s = int(n.replace(",", ""))
        gold += q(isn, "frn", d, size=(s, s), dm=(b, a))
    for bor, fac, mg, mt, b, a, n in loans:
        out.append(["loan", "", bor, fac, mg, mt, b, a, "price", n])
        s = int(n.replace(",", ""))
        gold += q(f"{bor} {fac} {mg} {mt}", "loan", d, size=(s, s), price=(b, a))
    data = _csv(out)
    return _mail("Eastcote Ridley Data <data@eastcote.com>", "subscribers@eastcote.com",
                 "ER daily levels feed 2026-11-24", D + " 16:30:00 -0500", "<er-feed-20261124@eastcote.com>",
                 "Daily feed attached.\n", "er_levels_20261124.csv", data, gold, "eastcote-iso-dates")


LAYOUTS = [v39_tregarth_cds_long_format, v40_colbrook_pipe_na, v41_wickham_dus_abs_swaps,
           v42_abernant_bwic_talk_cover, v43_lisvane_row_per_side, v44_morvah_commas_benchmark,
           v45_trelawne_margin_vs_dm, v46_eastcote_iso_dates]
