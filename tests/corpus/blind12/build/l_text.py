"""Plain-text bodies: regional desks' runs, forwards and replies, and mails quoting nothing."""

from __future__ import annotations

from common import M, bkey, date, mk, pad, q, uc, ui

# ---------------------------------------------------------------- 01 / 02: European govt + SSA desks


def kesselbrink_renten():
    d = "kesselbrink"
    ten = (M(10), M(10))
    # Emittent | Kupon | Fällig | ISIN | Geld | Brief | Rendite G / B | Vortag | Veränd. | Vol.
    govt = [
        ("BUND", "2,60%", "15.08.2034", "2034-08-15", ui("DE", "b12-bund-2034"), "100,485", "100,535", "2,543", "2,537", "100,410", "+0,075", ""),
        ("OBL", "2,20%", "10.04.2031", "2031-04-10", ui("DE", "b12-obl-2031"), "99,612", "99,648", "2,301", "2,291", "99,580", "+0,032", "25 Mio"),
        ("BUND", "0,00%", "15.02.2031", "2031-02-15", ui("DE", "b12-bund-2031z"), "90,215", "90,265", "2,601", "2,588", "90,180", "+0,035", ""),
        ("OAT", "3,00%", "25.05.2033", "2033-05-25", ui("FR", "b12-oat-2033"), "101,940", "102,000", "2,651", "2,641", "101,905", "+0,035", ""),
        ("BTP", "3,85%", "01.02.2035", "2035-02-01", ui("IT", "b12-btp-2035"), "102,360", "102,460*", "3,512", "3,499", "102,190", "+0,170", "5 Mio"),
        ("SPGB", "3,15%", "30.04.2033", "2033-04-30", ui("ES", "b12-spgb-2033"), "101,120", "101,200", "2,947", "2,933", "101,040", "+0,080", ""),
    ]
    rows = ["Emittent | Kupon | Fällig | ISIN | Geld | Brief | Rendite G / B | Vortag | Veränd. | Vol."]
    gold = []
    for em, c, m, _iso, isn, g, b, rg, rb, vt, ch, vol in govt:
        rows.append(f"{em} | {c} | {m} | {isn} | {g} | {b} | {rg} / {rb} | {vt} | {ch} | {vol}")
        size = (M(int(vol.split()[0])),) * 2 if vol else ten
        rev = ("price",) if b.endswith("*") else ()
        gold += q(isn, "government", d, size=size, comma=True, review=rev, price=(g, b.rstrip("*")), yield_=(rg, rb))
    govt_txt = pad(rows, right_from=4)
    # SSA: Emittent | Kupon | Fällig | vs. MS G / B | Kurs G / B | Spr. z. Bund (mid) | Vol.
    ssa = [
        ("KFW", "2,75%", "15.03.2031", "2031-03-15", "+8 / +5", "100,880 / 100,930", "-19", ""),
        ("EIB", "2,875%", "15.01.2035", "2035-01-15", "+19 / +16", "100,450 / 100,550", "+27", ""),
        ("EFSF", "3,00%", "04.09.2034", "2034-09-04", "+31 / +27", "101,220 / 101,360", "+38", "5 Mio"),
        ("NRW", "2,90%", "15.01.2036", "2036-01-15", "+37 / +33", "99,800 / 100,020", "+44", ""),
    ]
    rows = ["Emittent | Kupon | Fällig | vs. MS G / B | Kurs G / B | Spr. z. Bund (mid) | Vol."]
    for em, c, m, iso, ms, px, spb, vol in ssa:
        rows.append(f"{em} | {c} | {m} | {ms} | {px} | {spb} | {vol}")
        size = (M(int(vol.split()[0])),) * 2 if vol else ten
        key = bkey(em, float(c.rstrip("%").replace(",", ".")), iso)
        a, b = (s.strip() for s in ms.split("/"))
        pa, pb = (s.strip() for s in px.split("/"))
        gold += q(key, "agency", d, size=size, comma=True, i_spread=(a, b), price=(pa, pb))
    ssa_txt = pad(rows, right_from=3)
    f1, f2 = ui("DE", "b12-kfw-frn-29"), ui("XS", "b12-eib-frn-30")
    frn_txt = pad([
        "ISIN | Emittent | Referenz + Marge | Fällig | DM G / B | Kurs G / B",
        f"{f1} | KFW FRN | 3M EURIBOR + 15 | 14.06.2029 | 16 / 13 | 99,960 / 100,020",
        f"{f2} | EIB FRN | €STR + 28 | 21.09.2030 | 29 / 25 | 99,940 / 100,040",
    ], right_from=4)
    gold += q(f1, "frn", d, size=ten, comma=True, asset_class="agency", dm=("16", "13"), price=("99,960", "100,020"))
    gold += q(f2, "frn", d, size=ten, comma=True, asset_class="agency", dm=("29", "25"), price=("99,940", "100,040"))
    body = f"""Guten Morgen zusammen,

anbei unsere Indikationen EUR Staatsanleihen / SSA, Stand 08:05 MEZ. Kurse Geld / Brief clean,
Rendite Geld / Brief in %. Volumen EUR 10 Mio je Seite, sofern nicht anders angegeben.

STAATSANLEIHEN
{govt_txt}

* BTP 01.02.2035: Brief nur indikativ, Bestand wird noch geprüft.

SSA / LÄNDER (Spread gegen Mid-Swap in bp, Kurs clean)
{ssa_txt}

FLOATER (DM in bp)
{frn_txt}

Markt: Bund-Future (Mär) 131,42 / Bobl 117,86 / Schatz 106,95. 10J Swap 2,712%, EZB Einlagensatz
2,00%. Spread BTP/Bund 10J 112 bp (-2), OAT/Bund 71 bp. Auktion: 4 Mrd. OBL 2,20% 10.04.2031 heute
11:30 MEZ, Zuteilung 12:00.

Beste Grüße
Jonas Hofstätter
Rentenhandel / Fixed Income Trading
Kesselbrink Bank AG | Neue Mainzer Straße 12 | 60311 Frankfurt am Main
Tel. +49 69 2710 4432 | Mobil +49 171 555 2093
Sitz Frankfurt am Main, Amtsgericht Frankfurt HRB 48213. Alle Angaben ohne Gewähr; Kurse freibleibend.
"""
    return mk("kesselbrink-eur-govt-ssa", "text", gold, sender="Jonas Hofstaetter <j.hofstaetter@kesselbrink.de>",
              subject="Indikationen EUR Staatsanleihen / SSA - 17.02.2027", date=date("08:12:40", "+0100"),
              text=body, enc="qp")


def valdorno_btp_ssa():
    d = "valdorno"
    gold = []
    lines = []
    btp = [  # name, isin seed, den, let, rend den / let, qta, chiusura, var
        ("BTP 4,00% 01/02/2037", "2037-02-01", 4.0, "103,42", "103,52", "3,645%", "3,636%", "5 mln", "103,30", "+0,12"),
        ("BTP 3,25% 01/03/2038", "2038-03-01", 3.25, "97,10", "97,22", "3,662%", "3,650%", "5 mln", "97,02", "+0,08"),
        ("BTP 2,95% 15/02/2031", "2031-02-15", 2.95, "100,68", "100,74", "2,771%", "2,756%", "10 mln", "100,61", "+0,07"),
        ("BTP Italia 1,60% 22/11/2028", "2028-11-22", 1.6, "99,05", "99,25", "2,178%", "2,056%", "2 mln", "99,00", "+0,05"),
    ]
    for name, iso, _c, den, let, rd, rl, qta, chi, var in btp:
        isn = ui("IT", "b12-" + name)
        lines.append(f"{name:<29} {isn}   den {den} / let {let}   rend {rd} / {rl}   q.tà {qta}   (chiusura {chi}, var {var})")
        if "2038" in iso:
            den, let = "96,10", "96,22"  # corrected under the run
        gold += q(isn, "government", d, size=(M(int(qta.split()[0])),) * 2, comma=True, price=(den, let), yield_=(rd, rl))
    cct = "CCTeu 15/10/2031 Eur6M+1,15%"
    cct_isin = ui("IT", "b12-cct-2031")
    lines.append(f"{cct:<29} {cct_isin}   den 101,08 / let 101,16   q.tà 5 mln   (chiusura 101,05)")
    gold += q(cct_isin, "government", d, size=(M(5), M(5)), comma=True, price=("101,08", "101,16"))
    ssa_lines = []
    for name, iso, c, asw_d, asw_l, pd, pl in [
        ("CDP 3,50% 15/03/2031", "2031-03-15", 3.5, "+62", "+58", "101,55", "101,70"),
        ("EIB 2,75% 16/01/2034", "2034-01-16", 2.75, "+18", "+15", "99,62", "99,80"),
        ("ESM 3,00% 23/08/2033", "2033-08-23", 3.0, "+24", "+20", "101,05", "101,28"),
    ]:
        ssa_lines.append(f"{name:<24} ASW den {asw_d} / let {asw_l}    prezzo {pd} / {pl}    q.tà 5 mln")
        gold += q(bkey(name.split()[0], c, iso), "agency", d, size=(M(5), M(5)), comma=True, i_spread=(asw_d, asw_l), price=(pd, pl))
    f1 = ui("XS", "b12-eib-frn-2029-vald")
    ssa_lines.append(f"EIB FRN 3mE+22 2029 ({f1})   DM den 23 / let 20    prezzo 100,02 / 100,09    q.tà 10 mln")
    gold += q(f1, "frn", d, size=(M(10), M(10)), comma=True, asset_class="agency", dm=("23", "20"), price=("100,02", "100,09"))
    body = """Buongiorno,

di seguito i nostri livelli su BTP e SSA, ore 08:20. Prezzi denaro / lettera, rendimenti lordi.
Livelli indicativi, soggetti a variazione senza preavviso.

--- GOVT ITALIA ---
""" + "\n".join(lines) + """

--- SOVRANAZIONALI / AGENZIE (ASW vs Euribor 6M, bp) ---
""" + "\n".join(ssa_lines) + """

Correzione / correction: il BTP 3,25% 01/03/2038 deve leggersi 96,10 / 96,22, non 97,10 / 97,22 come
sopra (typo, rendimenti corretti).

Contesto: spread BTP-Bund 10a 112 pb (-2), asta BTP 7a e 30a lunedì per 8,5 mld, BOT 12m a 2,184%.
Future BTP (mar) 121,34.

Cordiali saluti
Chiara Benvenuti - Trading Titoli di Stato
Banca Valdorno S.p.A. - Via Santa Margherita 7, 20121 Milano
Tel. +39 02 8845 3310 - Cell. +39 335 555 7120
Iscritta all'Albo delle Banche n. 5731, Capitale sociale EUR 312.500.000,00 i.v.
"""
    return mk("valdorno-btp-ssa", "text", gold, sender="Chiara Benvenuti <c.benvenuti@valdorno.it>",
              subject="Livelli BTP / SSA - 17/02/2027", date=date("08:24:05", "+0100"), text=body, enc="qp")


# ---------------------------------------------------------------- 03 / 04: Asia USD credit


def linqiao_asia_run():
    d = "linqiaosec"
    gold = []
    ig = [  # name written, key issuer, cpn, iso, rtg, bmk, sprd b/o, px b/o, chg, size
        ("HONGLING POWER 4 7/8 03/32 REGS", "HONGLING POWER", 4.875, "2032-03", "A2/A-", "T5", "+118/+112", "100.05/100.31", "-2", ""),
        ("SHENGWEI BANK 5.25 06/15/30 REGS", "SHENGWEI BANK", 5.25, "2030-06-15", "Baa1/BBB+", "T3", "+102/+97", "100.42/100.58", "unch", "3x3"),
        ("KAMALA CAPITAL 5 1/2 09/34 144A", "KAMALA CAPITAL", 5.5, "2034-09", "Baa3/BBB-", "T10", "+176/+168", "99.35/99.88", "+1", ""),
    ]
    rows = ["IG (T+ sprd / px) | Rtg | Bmk | Sprd B/O | Px B/O | Chg | Sz"]
    for w, iss, c, iso, rtg, bmk, sp, px, ch, sz in ig:
        rows.append(f"{w} | {rtg} | {bmk} | {sp} | {px} | {ch} | {sz}")
        suffix = w.split()[-1]
        gold += q(bkey(iss, c, iso, suffix), "em_sovereign", d, size=sz or "2mm", asset_class="corporate",
                  spread=tuple(sp.split("/")), price=tuple(px.split("/")))
    ig_txt = pad(rows, right_from=3)
    hy = [
        ("JINHAI PROPERTY 7 1/4 10/29 REGS", "JINHAI PROPERTY", 7.25, "2029-10", "Caa2/-", "61.50/63.50", "28.9/27.3", "+1.5", "1mm"),
        ("TIANRUN LAND 6.8 01/15/28 REGS", "TIANRUN LAND", 6.8, "2028-01-15", "Ca/-", "34.00/36.00", "n.m.", "unch", "1mm"),
        ("SURYAVAN RENEWABLES 6 1/4 07/31 144A", "SURYAVAN RENEWABLES", 6.25, "2031-07", "B1/BB-", "98.25/98.75", "6.74/6.60", "-1/4", ""),
    ]
    rows = ["HY (px / ytw %) | Rtg | Px B/O | YTW B/O | Chg | Sz"]
    for w, iss, c, iso, rtg, px, yt, ch, sz in hy:
        rows.append(f"{w} | {rtg} | {px} | {yt} | {ch} | {sz}")
        ms = {"price": tuple(px.split("/"))}
        if "/" in yt:
            ms["yield_"] = tuple(yt.split("/"))
        gold += q(bkey(iss, c, iso, w.split()[-1]), "em_sovereign", d, size=sz or "2mm", asset_class="corporate", **ms)
    hy_txt = pad(rows, right_from=2)
    em = [
        ("INDON 4.65 09/20/32", "INDON", 4.65, "2032-09-20", "", "Baa2/BBB", "+71/+65", "99.60/99.95", "4.73/4.66", "sovereign"),
        ("BUMI ENERGI PERSERO 5 3/8 05/49 REGS", "BUMI ENERGI PERSERO", 5.375, "2049-05", "REGS", "Baa2/BBB", "+188/+182", "91.10/91.85", "6.07/6.01", "corporate"),
        ("NUSATEL 4.3 06/33 REGS", "NUSATEL", 4.3, "2033-06", "REGS", "Baa2/BBB", "+124/+117", "97.40/97.85", "4.79/4.71", "corporate"),
    ]
    rows = ["SOV / QUASI (T+ / px / yld) | Rtg | Sprd B/O | Px B/O | Yld B/O"]
    for w, iss, c, iso, suf, rtg, sp, px, yl, ac in em:
        rows.append(f"{w} | {rtg} | {sp} | {px} | {yl}")
        gold += q(bkey(iss, c, iso, suf), "em_sovereign", d, size="2mm", asset_class=ac,
                  spread=tuple(sp.split("/")), price=tuple(px.split("/")), yield_=tuple(yl.split("/")))
    em_txt = pad(rows, right_from=2)
    rows = ["US IG, ASIA HOURS (T+ / px) | Bmk | Sprd B/O | Px B/O | Sz"]
    for w, iss, c, iso, bmk, sp, px, sz in [
        ("ORCHARD LANE BANCORP 5.1 04/23/33", "ORCHARD LANE BANCORP", 5.1, "2033-04-23", "T7", "+104/+99", "100.62/100.95", "3x3"),
        ("HEYWOOD TECH 4.65 08/15/34", "HEYWOOD TECH", 4.65, "2034-08-15", "T7", "+88/+84", "99.40/99.66", ""),
    ]:
        rows.append(f"{w} | {bmk} | {sp} | {px} | {sz}")
        gold += q(bkey(iss, c, iso), "ig", d, size=sz or "2mm", spread=tuple(sp.split("/")), price=tuple(px.split("/")))
    us_txt = pad(rows, right_from=2)
    body = f"""*** LINQIAO SECURITIES | ASIA CREDIT RUN | 17-FEB-27 08:30 HKT ***
Refs: UST 2y 4.11 / 5y 3.97 / 10y 4.19 (08:25 HKT). Sizes USD 2mm per side unless shown.
Chg = vs yesterday's HK close (bp for IG, pts for HY).

{ig_txt}

{hy_txt}

{em_txt}

{us_txt}

TIANRUN 28s: coupon missed 15-Jan, quoted flat, ytw n.m. JINHAI exchange offer deadline 26-Feb.
KAMALA callable 06/34 @ par (3m par call). Primary: 2 IG deals in the market, ~USD 1.8bn books.

Winnie Lau | Asia Credit Trading | Linqiao Securities (HK) Ltd
Two Pacific Place, 88 Queensway, Hong Kong | +852 3108 2271 | m +852 9555 3184
For professional investors only. Indicative levels, not an offer. SFC CE No. BQX417.
"""
    return mk("linqiao-asia-credit-run", "text", gold, sender="Winnie Lau <wlau@hk.linqiaosec.com.hk>",
              subject="LINQIAO ASIA CREDIT RUN - IG / HY / SOV-QUASI 17Feb", date=date("08:35:10", "+0800"), text=body)


def marivue_sg_axes():
    d = "marivue"
    gold = []
    out = []
    rows = [  # isin, desc, px b, px a, z b, z a, size, group, class
        ("XS", "SHENGWEI BANK 4.6% 2029", "99.72", "100.04", "128", "121", "2x2", "em_sovereign", "corporate"),
        ("XS", "HONGLING POWER 5.05% 2036", "98.30", "98.90", "171", "164", "1x1", "em_sovereign", "corporate"),
        ("XS", "KAMOGAWA FINL 5.1% 2031", "100.70", "101.02", "121", "115", "2x2", "ig", "corporate"),
        ("US", "PILBARA PORTS 5.35% 2033", "99.38", "99.80", "158", "150", "1x1", "ig", "corporate"),
        ("XS", "PUTRAJAYA AIRPORTS 4 3/4% 2031", "99.15", "99.55", "133", "124", "2x2", "em_sovereign", "corporate"),
        ("US", "PHILIP 5 01/13/37", "100.85", "101.30", "96", "91", "2x2", "em_sovereign", "sovereign"),
        ("XS", "LONGSHAN PROPERTY 8.1% 2028", "72.00", "74.00", "", "", "1x1", "em_sovereign", "corporate"),
        ("XS", "MEKONG RENEW 7 3/8% 2030", "99.00", "99.75", "", "", "1x1", "em_sovereign", "corporate"),
    ]
    for pre, desc, pb, pa, zb, za, sz, grp, ac in rows:
        isn = ui(pre, "b12-mv-" + desc)
        zs = f"   Z {zb} / {za}" if zb else f"   ytm {'31.40 / 29.20' if 'LONGSHAN' in desc else '7.64 / 7.45'}"
        out.append(f"{isn}  {desc:<31} Px {pb} - {pa}{zs}   ({sz})")
        ms = {"price": (pb, pa)}
        if zb:
            ms["z_spread"] = (zb, za)
        else:
            ms["yield_"] = ("31.40", "29.20") if "LONGSHAN" in desc else ("7.64", "7.45")
        gold += q(isn, grp, d, size=sz, asset_class=ac, **ms)
    ax1 = ui("XS", "b12-mv-axe-kamala")
    gold += q(ax1, "em_sovereign", d, size=(M(3), None), asset_class="corporate", price=("97.25", None))
    gold += q(bkey("MINERAL NUSANTARA", 6.53, "2028-11-15", "REGS"), "em_sovereign", d, size=(None, M(2)),
              asset_class="corporate", price=(None, "101.60"))
    body = """Hi all - SG desk levels + axes below. All RegS unless shown, USD.
Px and Z-spread (bp) for IG / quasi (JP / AU names included), px and ytm for HY. (bid size x offer size, mm)

""" + "\n".join(out) + f"""

AXES
  *BID*   3mm  {ax1}  KAMALA CAPITAL 4.95% 2033   @ 97.25
  *OFFER* 2mm  MINERAL NUSANTARA 6.53 11/15/28 REGS       @ 101.60

Colour: LONGSHAN 28s +3 pts on the week on asset-sale headlines; HY China property index 41.2.
SORA 3m 2.81%, SGD 10y 2.64%.

Darren Koh
Asia Credit Sales | Marivue Securities Pte. Ltd.
9 Raffles Place #27-01 | T +65 6221 4087 | M +65 9555 0381
Co. Reg. No. 201904817K. This message is for accredited / institutional investors only.
"""
    return mk("marivue-sg-isin-axes", "text", gold, sender="Darren Koh <darren.koh@marivue.com.sg>",
              subject="SG desk: Asia USD levels + axes", date=date("09:02:44", "+0800"), text=body)


# ---------------------------------------------------------------- 05 / 06: LatAm and CEEMEA


def cordillera_latam():
    d = "cordillerasur"
    gold = []
    sov = [  # written, issuer, cpn, iso, compra/venta, rend, cierre, var, class
        ("MEX 4.75 27/04/2032", "MEX", 4.75, "2032-04-27", "98.15 / 98.65", "5.14 / 5.03", "98.05", "+0.10", "sovereign"),
        ("MEX 6.338 04/05/2053", "MEX", 6.338, "2053-05-04", "95.40 / 96.10", "6.71 / 6.66", "95.35", "+0.05", "sovereign"),
        ("PETROLEOS DEL GOLFO 6.7 16/02/2032", "PETROLEOS DEL GOLFO", 6.7, "2032-02-16", "93.25 / 94.00", "8.37 / 8.18", "93.00", "+0.25", "corporate"),
        ("COLOM 7.5 02/02/2034", "COLOM", 7.5, "2034-02-02", "101.10 / 101.60", "7.30 / 7.22", "100.90", "+0.20", "sovereign"),
        ("CHILE 4.34 07/03/2042", "CHILE", 4.34, "2042-03-07", "87.85 / 88.45", "5.55 / 5.49", "87.80", "+0.05", "sovereign"),
    ]
    rows = ["SOBERANOS / CUASI (USD) | Compra / Venta | Rend. C / V | Cierre ant. | Var."]
    for w, iss, c, iso, cv, rd, ci, va, ac in sov:
        rows.append(f"{w} | {cv} | {rd} | {ci} | {va}")
        gold += q(bkey(iss, c, iso), "em_sovereign", d, size="2mm", asset_class=ac,
                  price=tuple(cv.split(" / ")), yield_=tuple(rd.split(" / ")))
    sov_txt = pad(rows, right_from=1)
    loc = [
        ("MBONO 8.5 31/05/2029", 8.5, "2029-05-31", "9.41 / 9.37", "9.40"),
        ("MBONO 7.75 13/11/2042", 7.75, "2042-11-13", "9.62 / 9.58", "9.63"),
        ("MBONO 7.5 03/06/2027", 7.5, "2027-06-03", "9.88 / 9.82", "9.86"),
    ]
    rows = ["LOCALES (tasa %) | Compra / Venta | Cierre ant."]
    for w, c, iso, tv, ci in loc:
        rows.append(f"{w} | {tv} | {ci}")
        gold += q(bkey("MBONO", c, iso), "em_sovereign", d, size=(M(100), M(100)), yield_=tuple(tv.split(" / ")))
    loc_txt = pad(rows, right_from=1)
    cds = [("MEX 5Y", "98 / 102", "+1"), ("COLOM 5Y", "176 / 182", "unch"), ("BRAZIL 5Y", "150 / 155", "-2"), ("CHILE 5Y", "61 / 65", "unch")]
    rows = ["CDS SOBERANO (pb) | Compra / Venta | Var."]
    for k, lvls, va in cds:
        rows.append(f"{k} | {lvls} | {va}")
        gold += q(k, "cds", d, size=(M(10), M(10)), spread=tuple(lvls.split(" / ")))
    cds_txt = pad(rows, right_from=1)
    body = f"""Buenos días,

Corrida LatAm, 17/feb/2027 07:40 hrs CDMX. Precios Compra / Venta; rendimientos en %.
Montos: bonos USD 2mm por lado; MBONOS MXN 100mm por lado; CDS USD 10mm por lado.

{sov_txt}

{loc_txt}

{cds_txt}

Referencias: Banxico 7.25% (decisión 25/03), TIIE 28d 7.48%, USDMXN 17.85, M10 cierre 9.51%.
Niveles indicativos, sujetos a cambio sin previo aviso.

Saludos,
Rodrigo Ibarra Salcedo | Mesa de Renta Fija Internacional
Banco Cordillera Sur, S.A. | Paseo de la Reforma 350, piso 21, CDMX
+52 55 5080 4412 | cel. +52 55 5555 9031
"""
    return mk("cordillera-latam-corrida", "text", gold, sender="Rodrigo Ibarra <ribarra@cordillerasur.com.mx>",
              subject="Corrida LatAm 17/feb - soberanos, MBONOS, CDS", date=date("07:44:19", "-0600"), text=body, enc="qp")


def drava_ceemea():
    d = "dravacap"
    gold = []
    blocks = []
    data = [
        ("TURKEY", [
            ("TURKIY 6 1/2 01/2035", "TURKIY", 6.5, "2035-01", "USD", "px 96.85 / 97.35", "yld 6.94 / 6.87", "chg -0.15"),
            ("TURKIY 9 3/8 03/14/29", "TURKIY", 9.375, "2029-03-14", "USD", "px 107.10 / 107.45", "yld 5.69 / 5.52", "chg unch"),
        ]),
        ("ROMANIA", [
            ("ROMANI 5 1/8 09/2031", "ROMANI", 5.125, "2031-09", "EUR", "px 101.40 / 101.95", "yld 4.77 / 4.64", "chg +0.10"),
        ]),
        ("POLAND", [
            ("POLAND 4 7/8 10/04/33", "POLAND", 4.875, "2033-10-04", "USD", "px 99.35 / 99.80", "yld 4.99 / 4.91", "chg +0.05"),
        ]),
    ]
    for country, bonds in data:
        blocks.append(country)
        for w, iss, c, iso, ccy, px, yl, ch in bonds:
            blocks.append(f"  {w:<24} {ccy}   {px}   {yl}   {ch}")
            gold += q(bkey(iss, c, iso), "em_sovereign", d, size="3mm",
                      price=tuple(px[3:].split(" / ")), yield_=tuple(yl[4:].split(" / ")))
    blocks.append("SOUTH AFRICA (local, yld %)")
    for w, iss, c, iso, yl in [("SAGB R2035 8.875% 28-Feb-35", "SAGB R2035", 8.875, "2035-02-28", "10.215 / 10.185"),
                               ("SAGB R2040 9% 31-Jan-40", "SAGB R2040", 9, "2040-01-31", "10.870 / 10.835")]:
        blocks.append(f"  {w:<28} ZAR 50mm   yld {yl}")
        gold += q(bkey(iss, c, iso), "em_sovereign", d, size=(M(50), M(50)), yield_=tuple(yl.split(" / ")))
    cds = [("TURKIY 5Y", "248/256", "(-4)"), ("SOAF 5Y", "201/208", "(unch)"), ("ROMANI 5Y", "132/138", "(+1)"), ("POLAND 5Y", "58/62", "(unch)")]
    cds_l = []
    for k, lvl, ch in cds:
        cds_l.append(f"  {k:<10} {lvl}  {ch}")
        gold += q(k, "cds", d, size=(M(5), M(5)), spread=tuple(lvl.split("/")))
    body = """Team,

CEEMEA sovereign levels from the London desk, 07:15 GMT. Cash 3mm per side (local bonds as shown);
sovereign CDS in bp, USD 5mm per side. Chg vs last night's London close.

""" + "\n".join(blocks) + """

SOVEREIGN CDS (bp)
""" + "\n".join(cds_l) + """

Colour: CBRT on hold at 42.50% last week, USDTRY 36.92; SARB cut 25bp to 6.75%, USDZAR 18.04.
ROMANI EUR 2031s 1.25bn outstanding, Baa3/BBB- (neg). Poland auction Thursday PLN 8-12bn.

Milos Tadic
CEEMEA Trading | Drava Capital Markets Ltd
30 Gresham Street, London EC2V 7PG | +44 20 7946 0731 | m +44 7700 900 418
Drava Capital Markets Ltd is authorised and regulated by the FCA (FRN 812 447).
"""
    return mk("drava-ceemea-country-blocks", "text", gold, sender="Milos Tadic <mtadic@dravacap.co.uk>",
              subject="CEEMEA sov levels / CDS - 17 Feb", date=date("07:19:52", "+0000"), text=body)


# ---------------------------------------------------------------- 07 / 08: forwards and in-line replies (loans, securitised)


def brackwater_fw_loans_clo():
    d = "brackwaterllc"
    gold = []
    loans = [
        ("HARWELL FOODS", "TLB", "S+325", "03/31", "B2/B", "99 1/4 - 3/4", "5mm", "99 1/8"),
        ("PINEHOLLOW SOFTWARE", "TL", "S+350", "11/30", "B3/B-", "98.50 / 99.00", "3mm", "98.375"),
        ("CORDOVAN CHEMICALS", "TLB-2", "S+400", "06/29", "Caa1/B-", "94.75 / 95.50", "", "94.50"),
        ("MERIDALE HEALTH", "TLB", "S+475", "08/28", "Caa2/CCC+", "88.00 / 89.50", "1mm", "87.75"),
    ]
    rows = ["LOANS (px) | Fac | Spread | Mat | Rtg | Bid / Offer | Size | Prev"]
    for b, fac, sp, mt, rtg, lvls, sz, prev in loans:
        rows.append(f"{b} | {fac} | {sp} | {mt} | {rtg} | {lvls} | {sz} | {prev}")
        if " - " in lvls:
            bid, ask = "99 1/4", "99 3/4"
        else:
            bid, ask = lvls.split(" / ")
        gold += q(f"{b} {fac} {sp} {mt}", "loan", d, size=sz or "2mm", price=(bid, ask))
    loans_txt = pad(rows, right_from=5)
    c1 = uc("b12-ashworth-2023-1a-e")
    clo = [
        ("FERNCASTLE 2022-4A B", "", "AA", "24.0", "3.6", "DM 205/195", "px 99.80/100.05", ""),
        ("OAKLEDGE PARK 2021-2A D", "", "BBB-", "20.0", "4.1", "DM 410/385", "px 98.25/99.25", "2mm"),
        ("ASHWORTH VALLEY 2023-1A E", c1, "BB-", "12.5", "5.2", "DM 690/660", "px 97.00/98.50", "1mm"),
    ]
    rows = ["CLO | CUSIP | Rtg | Orig (mm) | WAL | DM B/O | Px B/O | Size"]
    for name, cu, rtg, orig, wal, dm, px, sz in clo:
        rows.append(f"{name} | {cu or '-'} | {rtg} | {orig} | {wal} | {dm} | {px} | {sz}")
        key = cu or name
        gold += q(key, "structured", d, size=sz or "2mm", dm=tuple(dm[3:].split("/")), price=tuple(px[3:].split("/")))
    clo_txt = pad(rows, right_from=3)
    gold = q("FERNCASTLE 2022-4A C", "structured", d, size=(M(3), None), dm=("330", None)) + gold
    body = f"""Jim -

Dave's loan / CLO levels from this morning below. We are also axed to buy FERNCASTLE 2022-4A C at
DM 330 if you have them, up to 3mm.

Kelsey

Kelsey Moran | Loan & CLO Sales | Brackwater Partners LLC | 212 555 0184

From: Dave Okonjo <dokonjo@brackwaterllc.com>
Sent: Wednesday, February 17, 2027 7:22 AM
To: Brackwater Loan Sales <loansales@brackwaterllc.com>
Subject: LOANS / CLO run 2/17

Sizes 2mm unless noted. Prev = last night's mark.

{loans_txt}

{clo_txt}

Notes: HARWELL TLB $1,150mm facility, 0.50% floor, 101 soft call to 08/27. CORDOVAN LTM lev 6.1x,
Q4 EBITDA $212mm (-8% y/y). LSTA index 96.82. New issue: BRYNMOOR TLB S+300 talk OID 99.5.

Dave Okonjo | Leveraged Loan / CLO Trading | Brackwater Partners LLC
1 Vanderbilt Ave, New York, NY 10017 | 212 555 0117
"""
    return mk("brackwater-fw-loan-clo", "text", gold, sender="Kelsey Moran <kmoran@brackwaterllc.com>",
              subject="FW: LOANS / CLO run 2/17", date=date("07:48:03"), text=body)


def ostlerfinch_inline_reply():
    d = "ostlerfinch"
    gold = []
    mine = []
    loans = [
        ("CEDARHOLT TLB S+350 06/31", "98.75 / 99.25", ""),
        ("VESTRY LOGISTICS TLB S+300 02/30", "100.00 / 100.375", ""),
        ("GANNET MARINE TL S+425 09/29", "92.50 / 94.00", "2mm"),
    ]
    for i, (k, lv_, sz) in enumerate(loans, 1):
        mine.append(f"{i}) {k} ... {lv_}" + (f" ({sz})" if sz else ""))
        b, a = lv_.split(" / ")
        gold += q(k, "loan", d, size=sz or "1mm", price=(b, a))
    mine.append("4) BRISLINGTON TLB S+375 04/31 ... no offer, 97.25 bid")
    gold += q("BRISLINGTON TLB S+375 04/31", "loan", d, size=(M(1), None), price=("97.25", None))
    abs_rows = [
        ("5) SUNRAIL AUTO 2025-2 C", "T+145/135", "99-12/99-20", "", "SUNRAIL AUTO 2025-2 C"),
        ("6) BELLHAVEN CARD 2024-1 A", "T+52/47", "100-01/100-04", "5mm", "BELLHAVEN CARD 2024-1 A"),
    ]
    for w, sp, px, sz, key in abs_rows:
        mine.append(f"{w} ... {sp}, px {px}" + (f" ({sz})" if sz else ""))
        s1, s2 = sp[2:].split("/")
        p1, p2 = px.split("/")
        gold += q(key, "structured", d, size=sz or "2mm", spread=(s1, s2), price=(p1, p2))
    c7 = uc("b12-ostler-cmbs-mezz")
    mine.append(f"7) {c7} (HALCYON CMBS 2019-C4 B) ... T+310/290, px 93-08/94-00")
    gold += q(c7, "structured", d, size="2mm", spread=("310", "290"), price=("93-08", "94-00"))
    body = """Sam -

See my levels below, in the order of your list (loans 1mm per side, ABS / CMBS 2mm unless shown):

""" + "\n".join(mine) + f"""

8) we don't have the KESTON 2019-1 A2 anymore, traded away yesterday.

Mark Ellory | Loans & ABS Trading | Ostler Finch & Co.
600 Boylston St, Boston MA 02116 | 617 555 0199

-----Original Message-----
From: Sam Reddy <sreddy@northgate-im.example.com>
Sent: Wednesday, February 17, 2027 8:02 AM
To: Mark Ellory <mellory@ostlerfinch.com>
Subject: levels pls

Morning Mark, can you show me levels on the below? Our marks from last night in brackets.

1) CEDARHOLT TLB S+350 06/31 (98.50)
2) VESTRY LOGISTICS TLB S+300 02/30 (99.875)
3) GANNET MARINE TL S+425 09/29 (93.00 - screens 92-94)
4) BRISLINGTON TLB S+375 04/31 (97.00)
5) SUNRAIL AUTO 2025-2 C (T+150)
6) BELLHAVEN CARD 2024-1 A (T+50)
7) {c7} (93-00)
8) KESTON 2019-1 A2 (101-16)

Thanks, Sam
"""
    return mk("ostlerfinch-reply-in-order", "text", gold, sender="Mark Ellory <mellory@ostlerfinch.com>",
              subject="RE: levels pls", date=date("08:31:47"), text=body, to="Sam Reddy <sreddy@northgate-im.example.com>")


# ---------------------------------------------------------------- 09 / 10: quoting nothing (recap, new-issue terms)


def oberauer_trade_recap():
    body = """Sehr geehrte Damen und Herren,

wir bestätigen folgende heute abgeschlossene Geschäfte (Switch, Abschluss 08:41 MEZ):

1) Sie verkaufen an uns:  EUR 25.000.000  DBR 2,20% 15.02.2034   Kurs 98,415   Rendite 2,443%
   Valuta 19.02.2027, Stückzinsen EUR 3.013,70 (2 Tage), Betrag EUR 24.606.763,70
2) Sie kaufen von uns:    EUR 24.000.000  DBR 2,60% 15.08.2034   Kurs 100,510  Rendite 2,540%
   Valuta 19.02.2027, Stückzinsen EUR 311.013,70 (186 Tage), Betrag EUR 24.433.413,70

Switch-Spread +9,7 bp (Rendite), Kursdifferenz 2,095. Nettobetrag zu Ihren Gunsten EUR 173.350,00.
Gegenpartei-Ref. KB-27-0217-0081 / 0082; Depot 4471 20 119, Clearstream 77 813.

Bitte prüfen Sie die Angaben und melden Sie Abweichungen bis 12:00 MEZ an backoffice@oberauer.de.

Mit freundlichen Grüßen
Lukas Brenneis | Handel Renten | Oberauer Privatbank AG
Maximiliansplatz 9, 80333 München | Tel. +49 89 2180 5531
"""
    return mk("oberauer-switch-recap", "text", [], sender="Lukas Brenneis <l.brenneis@oberauer.de>",
              subject="Geschäftsbestätigung / Trade recap 17.02.2027 - DBR Switch", date=date("09:05:12", "+0100"),
              text=body, enc="qp")


def jadeport_final_terms():
    body = """FINAL TERMS - HONGLING POWER INTERNATIONAL LTD (guaranteed by HONGLING POWER GROUP)

Issuer:        Hongling Power International Ltd
Ratings:       A2 / A- (exp.)
Format:        RegS only, Senior Unsecured, Cat 1
Size:          USD 750mm (books > USD 4.1bn incl. JLM interest USD 210mm)
Tenor:         5yr  (due 24-Feb-2032)
Pricing date:  17-Feb-2027          Settlement: 24-Feb-2027 (T+5)
IPT:           T+165 area
Guidance:      T+135 (+/-5), WPIR
Final spread:  T+130
Benchmark:     UST 4.125% 01/31/32 @ 99-21+ / 4.201%
Re-offer:      99.812, yield 5.331%
Coupon:        5.288% s.a.
Denoms:        200k x 1k
Allocations:   Asia 78% / EMEA 19% / US offshore 3%; FM/AM 71%, banks 18%, PB 8%, insurers 3%
JGCs:          Jadeport, and others. Listing: HKEx. ISIN to follow.

Secondary: free to trade from 16:30 HKT.

Jadeport Securities (Asia) Ltd | DCM Syndicate | +852 2877 9402
This notice is for information only and is not an offer to sell securities.
"""
    return mk("jadeport-final-terms", "text", [], sender="Jadeport Syndicate <syndicate@jadeport.com.hk>",
              subject="PRICED: HONGLING POWER USD 750mm 5yr RegS - final terms", date=date("16:12:30", "+0800"), text=body)


# ---------------------------------------------------------------- 11 / 12: quoting nothing (colour)


def shiroyama_asia_colour():
    body = """Asia morning colour - 17 Feb

Rates: JGB 10y 1.285% (+1.5bp), 30y 2.610%, 5y 0.930%; BoJ JGB purchase op today 5-10y JPY 425bn.
ACGB 10y 4.37% (-2), 3y futures 96.31. UST 10y 4.19% in Tokyo, USDJPY 151.62.

Credit: iTraxx AxJ IG closed 98bp mid (-1), Asia HY index 312bp. Flows two-way in IG with real money
buying 10y TMT; supply light (2 deals, USD 1.8bn). China property: JINHAI 29s closed 2 pts higher
at 62 mid after asset-sale headlines, LONGSHAN 28s 73 mid. Indo quasis unchanged, INDON 5y CDS 78.

Prints yday: HONGLING 32s 100.16 (2mm), SHENGWEI 30s 100.49 (5mm), KAMALA 34s T+171 (1mm).

Calendar: JP trade balance 08:50, AU wage index 11:30, CN LPR (1y 3.10%, 5y 3.60%) Friday.

Kenji Watari | Credit Sales | Shiroyama Pacific Securities Co., Ltd.
Otemachi 1-9-7, Chiyoda-ku, Tokyo | +81 3 6250 1187
Not research. For institutional investors only. Financial Instruments Firm Kanto LFB (Kinsho) No. 3129.
"""
    return mk("shiroyama-asia-colour", "text", [], sender="Kenji Watari <k.watari@shiroyamapac.co.jp>",
              subject="Asia morning colour 17-Feb", date=date("07:58:05", "+0900"), text=body)


def itaparica_fechamento():
    body = """Fechamento de mercado - 16/02/2027

Juros: DI jan/28 14,215% (+4 bp), DI jan/29 13,870%, DI jan/31 13,640%. NTN-F 01/01/33 fechou a
13,58%; NTN-B 15/05/35 taxa real 7,31% (leilão Tesouro: 1,2 mm títulos, lote vencedor 7,305%).
Câmbio: USDBRL 5,7420 (-0,4%). Ibovespa 128.410 pts (+0,8%).

Externo: BRAZIL 5y CDS fechou em 152 bp (-3). BRAZIL 6 1/8 03/34 fechou 97,85 (preço médio), COLOM
7 1/2 2034 em 101,35. Fluxo: estrangeiros compraram R$ 1,3 bi na bolsa ontem.

Agenda: IPCA-15 amanhã (exp. 0,42% m/m), Copom 18/03 (exp. +50 bp para 14,25%).

Marina Tavares | Renda Fixa Internacional | Itaparica Capital DTVM
Av. Brig. Faria Lima 3477, São Paulo | +55 11 3040 7713
Este material é apenas informativo e não constitui oferta.
"""
    return mk("itaparica-fechamento", "text", [], sender="Marina Tavares <mtavares@itaparicacap.com.br>",
              subject="Fechamento 16/02 - juros, câmbio, externo", date=date("07:05:41", "-0300"), text=body, enc="qp")


LAYOUTS = [
    kesselbrink_renten, valdorno_btp_ssa,
    linqiao_asia_run, marivue_sg_axes,
    cordillera_latam, drava_ceemea,
    brackwater_fw_loans_clo, ostlerfinch_inline_reply,
    oberauer_trade_recap, jadeport_final_terms,
    shiroyama_asia_colour, itaparica_fechamento,
]
