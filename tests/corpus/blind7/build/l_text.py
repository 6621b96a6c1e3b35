"""Plain-text bodies (12 layouts, 6 pairs)."""

from __future__ import annotations

from common import DISCLAIMER, cusip, dealer_of, isin, mk, q, sig, us_isin

DATE = "Mon, 30 Nov 2026 07:41:00 -0500"


def vantrell_rated_run():
    s = "Owen Pradley <opradley@vantrellcapital.com>"
    d = dealer_of(s)
    ig = [
        ("KELDRA 4.65 03/15/31", "KELDRA 4.65 2031-03-15", "A3/A-", "3.9", "+88", "+83", "99.12", "99.33", "5x5", "-2"),
        ("MARVOST 5.3 09/01/34", "MARVOST 5.3 2034-09-01", "Baa1/BBB+", "6.7", "+131", "+126", "100.64", "100.98", "3x3", "+1"),
        ("TOLLAND 4.95 01/20/29", "TOLLAND 4.95 2029-01-20", "A2/A", "2.8", "+64", "+60", "10.21", "100.33", "10x10", "0"),
        ("HESKETT 6.05 11/15/53", "HESKETT 6.05 2053-11-15", "Baa2/BBB", "14.6", "+162", "+157", "98.47", "99.12", "2x2", "+3"),
    ]
    hy = [
        ("BRAMLING 7.875 05/15/30", "BRAMLING 7.875 2030-05-15", "B2/B", "3.4", "101.25", "101.75", "7.42", "7.28", "2x2", "+1/4"),
        ("CORRIVAN 9.5 02/01/29", "CORRIVAN 9.5 2029-02-01", "Caa1/CCC+", "2.1", "93.50", "94.50", "12.18", "11.66", "1x1", "-1 1/2"),
        ("EDDRICK 6.375 10/01/31", "EDDRICK 6.375 2031-10-01", "Ba3/BB-", "4.5", "97.375", "98.00", "6.93", "6.79", "3x3", "0"),
    ]
    lines = ["VC CREDIT RUN  |  Mon 30-Nov-2026 07:40 NY  |  indicative, subj. to change", "",
             f"{'IG (sprd vs UST, px)':<26}{'Mdy/S&P':<11}{'MDur':<7}{'Sprd B/A':<13}{'Px B/A':<17}{'Sz':<7}DoD"]
    gold = []
    for desc, key, rt, dur, sb, sa, pb, pa, sz, chg in ig:
        lines.append(f"{desc:<26}{rt:<11}{dur:<7}{sb + '/' + sa:<13}{pb + '/' + pa:<17}{sz:<7}{chg}")
        gold += q(key, "ig", d, size=sz, spread=(sb, sa), price=(pb, pa), review=("price",) if pb == "10.21" else ())
    lines += ["", f"{'HY (px, YTW)':<26}{'Mdy/S&P':<11}{'MDur':<7}{'Px B/A':<17}{'YTW B/A':<13}{'Sz':<7}DoD"]
    for desc, key, rt, dur, pb, pa, yb, ya, sz, chg in hy:
        lines.append(f"{desc:<26}{rt:<11}{dur:<7}{pb + '/' + pa:<17}{yb + '/' + ya:<13}{sz:<7}{chg}")
        gold += q(key, "hy", d, size=sz, price=(pb, pa), yield_=(yb, ya))
    lines += ["", "Sz in MM, bid x offer. MDur = modified duration. DoD = change vs yesterday's close",
              "(bp for IG, points for HY). 10y UST 4.06%, CDX IG 45 5Y at 51.5 for reference.", "",
              sig("Owen Pradley", "USD Credit Trading", "Vantrell Capital Markets LLC", "+1 646 555 0142"), "", DISCLAIMER]
    return mk("vantrell-rated-run", "text", gold, sender=s, subject="VC IG/HY run 30-Nov", date=DATE, text="\n".join(lines))


def ostrander_tagged_levels():
    s = "Clio Marchetti <clio.marchetti@ostranderbligh.com>"
    d = dealer_of(s)
    ig = [
        ("PELMORE 5.1 '33", "PELMORE 5.1 2033", "121", "116", "100.84", "101.16", (3e6, 3e6), "3mm/3mm", "A2/A, dur 5.6"),
        ("AUDENSHAW 4.4 '30", "AUDENSHAW 4.4 2030", "74", "70", "99.02", "99.17", (5e6, 2e6), "5mm/2mm", "A1/A+, dur 3.6"),
        ("RANNOCH UTIL 5.75 '54", "RANNOCH UTIL 5.75 2054", "148", "142", "101.35", "102.10", (2e6, 2e6), "2mm/2mm", "Baa1/BBB, dur 14.9"),
        ("VESSANT 4.85 '29", "VESSANT 4.85 2029", "97", "92", "100.12", "100.28", (5e6, 5e6), "5mm/5mm", "Baa2/BBB, dur 2.7"),
    ]
    hy = [
        ("MOLTHERN 8.25 '31", "MOLTHERN 8.25 2031", "102.50", "103.25", "7.55", "7.37", (2e6, 1e6), "2mm/1mm", "B1/B+, dur 3.9"),
        ("STRATHORN 5.625 '28", "STRATHORN 5.625 2028", "97.50", "96.75", "7.24", "6.93", (1e6, 1e6), "1mm/1mm", "Ba3/BB, dur 2.0"),
        ("GILFACH 10 '30", "GILFACH 10 2030", "88.00", "89.25", "14.13", "13.71", (1e6, None), "1mm/-", "Caa2/CCC, dur 2.9"),
    ]
    out = ["OB Credit - levels 30/11 (indicative, B = our bid, O = our offer)", "", "** IG **"]
    gold = []
    for desc, key, sb, sa, pb, pa, size, szs, note in ig:
        out.append(f"{desc:<23}sprd B {sb} O {sa} | px B {pb} O {pa} | {szs}   ({note})")
        gold += q(key, "ig", d, size=size, spread=(sb, sa), price=(pb, pa))
    out += ["", "** HY **"]
    for desc, key, pb, pa, yb, ya, size, szs, note in hy:
        out.append(f"{desc:<23}px B {pb} O {pa} | ytw B {yb} O {ya} | {szs}   ({note})")
        gold += q(key, "hy", d, size=size, price=(pb, pa), yield_=(yb, ya), review=("price",) if key.startswith("STRATHORN") else ())
    out += ["", "Sizes bid/offer. Ratings Moody's/S&P, dur = eff. duration.", "",
            sig("Clio Marchetti", "Credit Sales", "Ostrander Bligh & Co.", "+44 20 7946 0318")]
    return mk("ostrander-tagged-levels", "text", gold, sender=s, subject="OB credit levels", date=DATE, text="\n".join(out))


def quarrymoor_ust_quarters():
    s = "Dev Anand-Roy <danandroy@quarrymoor.com>"
    d = dealer_of(s)
    ust = [
        ("T 3 7/8 11/30/27", "T 3.875 2027-11-30", "99-25¼", "99-25¾", "50x50"),
        ("T 4 1/8 11/15/30", "T 4.125 2030-11-15", "100-10", "100-10½", "50x50"),
        ("T 4 1/4 11/15/35", "T 4.25 2035-11-15", "99-16¾", "99-17¼", "25x25"),
        ("T 4 5/8 11/15/55", "T 4.625 2055-11-15", "98-29", "98-30", "10x10"),
    ]
    agy = [
        ("FHLB 4.125 03/13/28", "FHLB 4.125 2028-03-13", "T+9", "T+6", "100.38", "100.44", "10mm"),
        ("FFCB 4.3 09/22/31", "FFCB 4.3 2031-09-22", "T+21", "T+17", "100.12", "100.31", "5mm"),
        ("TVA 4.65 09/15/34", "TVA 4.65 2034-09-15", "T+31", "T+27", "101.82", "102.10", "5mm"),
    ]
    out = ["QM Rates - UST / Agy   30-Nov 07:55 NY", "", f"{'UST (32nds; ¼ ½ ¾ = fractions of a 32nd)':<44}{'bid':<11}{'offer':<11}size"]
    gold = []
    for desc, key, b, a, sz in ust:
        out.append(f"{desc:<44}{b:<11}{a:<11}{sz}")
        gold += q(key, "government", d, size=sz, price=(b, a))
    out += ["", f"{'Agency bullets':<26}{'vs UST':<16}{'px':<20}size"]
    for desc, key, sb, sa, pb, pa, sz in agy:
        out.append(f"{desc:<26}{sb + ' / ' + sa:<16}{pb + ' / ' + pa:<20}{sz}")
        gold += q(key, "agency", d, size=sz, spread=(sb.removeprefix("T"), sa.removeprefix("T")), price=(pb, pa))
    out += ["", "2s10s +61.5, 5s30s +97 at the open; auction 2y 69bn Tue 1pm.", "",
            sig("Dev Anand-Roy", "Rates Sales", "Quarrymoor Securities", "+1 312 555 0176")]
    return mk("quarrymoor-ust-quarters", "text", gold, sender=s, subject="QM UST/Agy levels", date=DATE,
              text="\n".join(out), enc="utf-8")


def sablecross_nordic_govvies():
    s = "Ingrid Solvang <ingrid.solvang@sablecross.no>"
    d = dealer_of(s)
    gov = [
        ("SGB 2.25 01-Jun-2032", "SGB 2.25 2032-06-01", "2.418", "2.402", "-1.5", "SEK 100mm", (100e6, 100e6)),
        ("SGB 0.125 12-May-2031", "SGB 0.125 2031-05-12", "2.331", "2.316", "-1.0", "SEK 100mm", (100e6, 100e6)),
        ("NGB 3.625 13-Apr-2034", "NGB 3.625 2034-04-13", "3.812", "3.796", "+0.5", "NOK 100mm", (100e6, 100e6)),
        ("DGB 2.25 15-Nov-2033", "DGB 2.25 2033-11-15", "2.356", "2.344", "-0.8", "DKK 100mm", (100e6, 100e6)),
    ]
    ssa = [
        ("KOMMUNINVEST 2.875 20-May-2030", "KOMMUNINVEST 2.875 2030-05-20", "+4", "+2", "SEK 200mm", (200e6, 200e6)),
        ("NIB 3.125 15-Feb-2033", "NIB 3.125 2033-02-15", "+11", "+8", "NOK 100mm", (100e6, 100e6)),
        ("KBN 3 04-Sep-2031", "KBN 3 2031-09-04", "+9", "+6", "NOK 100mm", (100e6, 100e6)),
    ]
    out = ["Sablecross Markets - Nordic govvies & SSA  30.11.2026", "", "Govts (yield %)            bid / offer      chg bp    size"]
    gold = []
    for desc, key, b, a, chg, szs, size in gov:
        out.append(f"{desc:<27}{b} / {a}    {chg:<10}{szs}")
        gold += q(key, "government", d, size=size, yield_=(b, a))
    out += ["", "SSA vs mid-swaps (bp)"]
    for desc, key, b, a, szs, size in ssa:
        out.append(f"{desc:<31}m/s {b} / {a}      {szs}")
        gold += q(key, "agency", d, size=size, i_spread=(b, a))
    out += ["", "Riksbank 2.00%, Norges Bank 4.00%, policy meetings 17/12 and 18/12.", "",
            sig("Ingrid Solvang", "Nordic Fixed Income", "Sablecross Markets AS", "+47 22 55 01 87")]
    return mk("sablecross-nordic-govvies", "text", gold, sender=s, subject="Nordic govies + SSA", date=DATE.replace("-0500", "+0100"),
              text="\n".join(out))


def dunmarrow_muni_frn():
    s = "Tessa Quarles <tquarles@dunmarrow.com>"
    d = dealer_of(s)
    munis = [
        ("NYC TFA 5 11/01/45", "NYC TFA 5 2045-11-01", "Aa1/AAA", "11/01/31", "3.98", "3.92", "108.15", "108.62", "1MM"),
        ("CALIFORNIA ST GO 4 09/01/42", "CALIFORNIA ST GO 4 2042-09-01", "Aa2/AA-", "09/01/32", "3.71", "3.66", "102.05", "102.44", "500k"),
        ("MASS DEV FIN 5 07/01/38", "MASS DEV FIN 5 2038-07-01", "A1/A+", "07/01/33", "3.52", "3.45", "110.27", "110.86", "750k"),
        ("TEXAS WTR DEV BD 4.25 10/15/49", "TEXAS WTR DEV BD 4.25 2049-10-15", "Aaa/AAA", "10/15/34", "4.14", "4.09", "100.91", "101.32", "2MM"),
    ]
    frn = [
        (isin("XS", "28471CW03"), "CRANWELL BK FRN 03/29 (S+95)", "93", "88", "100.05", "100.24", "3mm"),
        (isin("XS", "31957HB22"), "ALDERBURY FIN FRN 06/28 (E+70)", "71", "66", "99.97", "100.11", "5mm"),
        (us_isin("64118KAA"), "OXHEY LEASING FRN 11/30 (S+120)", "124", "117", "99.83", "100.09", "2mm"),
    ]
    out = ["DUNMARROW & CO  -  Munis & FRNs  -  30 Nov", "", "MUNIS (yield / price)"]
    gold = []
    for desc, key, rt, call, yb, ya, pb, pa, sz in munis:
        out.append(f"{desc:<32}{rt:<9}1st call {call}   {yb}/{ya} yld   {pb}/{pa}   {sz}")
        gold += q(key, "muni", d, size=sz, yield_=(yb, ya), price=(pb, pa))
    out += ["", "FRNs (DM / price)"]
    for isn, desc, db, da, pb, pa, sz in frn:
        out.append(f"{isn}  {desc:<32}DM {db}/{da}   px {pb}/{pa}   {sz}")
        gold += q(isn, "frn", d, size=sz, dm=(db, da), price=(pb, pa))
    out += ["", "Munis settle T+1, FRNs T+2. MMD 10y 2.94 / 30y 3.88.", "",
            sig("Tessa Quarles", "Municipal & Floating Rate Sales", "Dunmarrow & Co.", "+1 617 555 0109")]
    return mk("dunmarrow-muni-frn", "text", gold, sender=s, subject="Munis / FRNs", date=DATE, text="\n".join(out))


def whinfell_muni_frn():
    s = "Rafe Ingleby <r.ingleby@whinfellpark.com>"
    d = dealer_of(s)
    munis = [
        (cusip("64966QLP"), "NEW YORK ST DORM AUTH 5.00% 03/15/44", "4.02%", "3.96%", "$250M"),
        (cusip("13063DGK"), "CALIFORNIA ST 4.00% 10/01/39", "3.58%", "3.52%", "$500M"),
        (cusip("59259YCW"), "METRO TRANS AUTH NY 5.25% 11/15/48", "4.31%", "4.24%", "$1,000M"),
    ]
    size = {"$250M": 250000, "$500M": 500000, "$1,000M": 1000000}
    frn = [
        (isin("XS", "40219PQ71"), "ELMSWORTH BANK SONIA+110 09/29", "112", "106", "2.5mm"),
        (isin("XS", "40388TM56"), "NORDVEST KREDIT EUR3M+65 04/28", "66", "61", "5mm"),
        (us_isin("57731RAB"), "PARSLOE AUTO FUNDING SOFR+135 02/30", "139", "131", "3mm"),
    ]
    out = ["Whinfell Park - muni offerings / bids, FRN axes", "(M = thousands of dollars)", "",
           "MUNI   cusip      description                              bid yld   offer yld   amt"]
    gold = []
    for c, desc, b, a, amt in munis:
        out.append(f"       {c}  {desc:<41}{b:<10}{a:<12}{amt}")
        gold += q(c, "muni", d, size=(size[amt], size[amt]), yield_=(b, a))
    out += ["", "FRN    isin          description                        disc mgn bid/off   size"]
    for isn, desc, b, a, sz in frn:
        out.append(f"       {isn}  {desc:<37}{b} / {a}            {sz}")
        gold += q(isn, "frn", d, size=sz, dm=(b, a))
    out += ["", "Disc mgn in bp. Muni pricing as of 7:30am ET, subject to prior sale.", "",
            sig("Rafe Ingleby", "Fixed Income", "Whinfell Park Securities", "+1 704 555 0163")]
    return mk("whinfell-muni-frn", "text", gold, sender=s, subject="munis + FRN axes", date=DATE, text="\n".join(out))


def ketterby_cds_clo():
    s = "Marco Sellick <msellick@ketterby.co.uk>"
    d = dealer_of(s)
    idx = [("CDX IG 45 5Y", "51.75", "52.25", "+0.5"), ("ITRAXX MAIN 44 5Y", "54.5", "55", "+0.25"),
           ("ITRAXX XOVER 44 5Y", "271", "274", "+2")]
    names = [
        ("HALLAMSHIRE PLC SNR 5Y", "84", "89", "-1"),
        ("HALLAMSHIRE PLC SUB 5Y", "152", "162", "-2"),
        ("WYNDMOOR AG SNR 5Y", "118", "124", "+3"),
        ("CASTELLANE SA SNR 5Y", "66", "70", "0"),
    ]
    clo = [
        (cusip("55318TAA"), "LOWFIELD CLO 2024-2 A1", "AAA", "99.98", "100.14", "132", "127", "5mm"),
        (cusip("55318TAE"), "LOWFIELD CLO 2024-2 D", "BBB-", "98.25", "99.00", "395", "375", "2mm"),
        (cusip("29471NAC"), "ESKDALE CLO 9 B", "AA", "100.02", "100.20", "172", "166", "3mm"),
    ]
    out = ["KETTERBY - CDS and CLO run, London open", "All CDS 10x10 unless stated; indices 50x50", "",
           "CDS                          bid / ask     d/d"]
    gold = []
    for k, b, a, chg in idx:
        out.append(f"{k:<29}{b} / {a:<8}{chg}")
        gold += q(k, "cds", d, size=(50e6, 50e6), spread=(b, a))
    out.append("")
    for k, b, a, chg in names:
        out.append(f"{k:<29}{b} / {a:<8}{chg}")
        gold += q(k, "cds", d, size=(10e6, 10e6), spread=(b, a))
    out += ["", "CLO (px | DM)", ""]
    for c, desc, rt, pb, pa, db, da, sz in clo:
        out.append(f"{desc:<26}{c}  {rt:<5}px {pb}-{pa} | DM {db}/{da} | {sz}")
        gold += q(c, "structured", d, size=sz, price=(pb, pa), dm=(db, da))
    out += ["", sig("Marco Sellick", "Credit Trading", "Ketterby Partners LLP", "+44 20 3318 0441")]
    return mk("ketterby-cds-clo", "text", gold, sender=s, subject="Ketterby CDS/CLO run", date=DATE.replace("-0500", "+0000"),
              text="\n".join(out))


def orrisdale_cds_abs():
    s = "Lena Vass <lena.vass@orrisdale.de>"
    d = dealer_of(s)
    names = [
        ("BRANDTWERK AG 5Y", "SNR", "71", "76", "10"),
        ("BRANDTWERK AG 7Y", "SNR", "96", "102", "10"),
        ("KESSELHOF SE 5Y", "SNR", "143", "151", "5"),
        ("ORVIETTA SPA 5Y", "SUB", "212", "224", "5"),
        ("ITRAXX SUBFIN 44 5Y", "", "108.5", "110", "25"),
    ]
    abs_ = [
        (isin("XS", "29930LK41"), "RHEINLAND AUTO 2025-1 A", "I+38", "I+34", "99.92", "100.03", "10"),
        (isin("XS", "29930LK58"), "RHEINLAND AUTO 2025-1 B", "I+74", "I+66", "99.61", "99.85", "4"),
        (isin("XS", "18825WA19"), "SILBERSEE RMBS 7 A", "I+52", "I+47", "100.08", "100.19", "8"),
    ]
    out = ["ORRISDALE Kreditderivate / ABS - Stand 08:15 MEZ", "Groesse in EUR Mio.", "",
           "Referenz               Rang   Geld   Brief   Mio"]
    gold = []
    for k, rank, b, a, sz in names:
        out.append(f"{k:<23}{rank:<7}{b:<7}{a:<8}{sz}")
        key = f"{k} {rank}" if rank else k
        gold += q(key, "cds", d, size=(float(sz) * 1e6, float(sz) * 1e6), spread=(b, a))
    out += ["", "ABS (I-Spread / Kurs)", "ISIN          Name                       Geld     Brief    Kurs G / B        Mio"]
    for isn, desc, sb, sa, pb, pa, sz in abs_:
        out.append(f"{isn}  {desc:<27}{sb:<9}{sa:<9}{pb} / {pa:<10}{sz}")
        gold += q(isn, "structured", d, size=(float(sz) * 1e6, float(sz) * 1e6), i_spread=(sb[2:], sa[2:]), price=(pb, pa))
    out += ["", "Alle Kurse indikativ. Orrisdale Bank AG, Frankfurt, HRB 77310.", "",
            sig("Lena Vass", "Credit Derivatives & ABS", "Orrisdale Bank AG", "+49 69 2731 5512")]
    return mk("orrisdale-cds-abs", "text", gold, sender=s, subject="CDS / ABS Levels", date=DATE.replace("-0500", "+0100"),
              text="\n".join(out), enc="utf-8")


def branxholm_em_loans():
    s = "Ana Beltrao <abeltrao@branxholm.com>"
    d = dealer_of(s)
    em = [
        (us_isin("19532QBK"), "COLOM 7.5 02/02/34", "101.40", "101.90", "7.23", "7.15", "2x2"),
        (None, "PANAMA 6.4 02/14/35", "97.25", "97.85", "6.79", "6.70", "1x1"),
        (isin("XS", "20281QAB7"), "EGYPT 7.625 05/29/32", "93.10", "93.75", "9.05", "8.91", "2x1"),
        (None, "REPHUN 5.5 03/26/36", "100.85", "101.35", "5.38", "5.32", "3x3"),
    ]
    em_keys = {"PANAMA 6.4 02/14/35": "PANAMA 6.4 2035-02-14", "REPHUN 5.5 03/26/36": "REPHUN 5.5 2036-03-26"}
    loans = [
        ("TARNWORTH FOODS TLB S+350 3/31", "97.75", "98.25"),
        ("GLASSHOUSE MEDIA TL S+475 9/30", "88.50", "89.50"),
        ("CORBRIDGE LOGISTICS TLB S+300 6/32", "99.875", "100.25"),
    ]
    out = ["EM sov + US loans  //  Branxholm", "", "EM SOV         px b/o            yld b/o        MMxMM"]
    gold = []
    for isn, desc, pb, pa, yb, ya, sz in em:
        tag = f"  [{isn}]" if isn else ""
        out.append(f"{desc:<22}{pb}/{pa}   {yb}/{ya}   {sz}{tag}")
        gold += q(isn or em_keys[desc], "em_sovereign", d, size=sz, price=(pb, pa), yield_=(yb, ya))
    out += ["", "LOANS (px, 1mm clips)"]
    for desc, b, a in loans:
        out.append(f"{desc:<36}{b} / {a}")
        gold += q(desc, "loan", d, size=(1e6, 1e6), price=(b, a))
    out += ["", "1mm clips = 1mm each way on the loans.", "",
            sig("Ana Beltrao", "EM & Leveraged Finance", "Branxholm Securities Inc.", "+1 305 555 0124")]
    return mk("branxholm-em-loans", "text", gold, sender=s, subject="EM sov + loans", date=DATE, text="\n".join(out))


def rookhaven_em_loans():
    s = "Yusuf Demirel <ydemirel@rookhaven.com>"
    d = dealer_of(s)
    em = [
        ("TURKIY 7 1/8 07/17/32", "TURKIY 7.125 2032-07-17", "101 3/8", "101 7/8", "2mm"),
        ("MEX 6 3/8 04/28/34", "MEX 6.375 2034-04-28", "99 5/8", "100 1/8", "2mm"),
        ("INDON 5 1/4 01/09/35", "INDON 5.25 2035-01-09", "100 1/4", "100 5/8", "3mm"),
        ("ROMANI 6 5/8 09/27/29", "ROMANI 6.625 2029-09-27", "102 1/2", "103", "2mm"),
    ]
    loans = [
        ("HEATHFIELD PETCARE 1L TL (S+425, 12/31)", "HEATHFIELD PETCARE 1L TL S+425 12/31", "95 1/2", "96 1/4"),
        ("MARSTONE SOFTWARE TLB (S+325, 05/32)", "MARSTONE SOFTWARE TLB S+325 05/32", "100", "100 3/8"),
        ("ALNMOUTH CHEMICALS TLB (E+400, 08/30)", "ALNMOUTH CHEMICALS TLB E+400 08/30", "92 3/4", "93 3/4"),
    ]
    out = ["Rookhaven - EM & loans, cash px in fractions", "", "EM sovs (px)"]
    gold = []
    for desc, key, b, a, sz in em:
        out.append(f"  {desc:<24}{b} - {a}   {sz}")
        gold += q(key, "em_sovereign", d, size=sz, price=(b, a))
    out += ["", "Loans (px)  -- sizes 2mm per side unless noted"]
    for desc, key, b, a in loans:
        out.append(f"  {desc:<42}{b} - {a}")
        gold += q(key, "loan", d, size=(2e6, 2e6), price=(b, a))
    out += ["", sig("Yusuf Demirel", "EM / Lev Fin", "Rookhaven Lane Capital", "+1 212 555 0190")]
    return mk("rookhaven-em-loans", "text", gold, sender=s, subject="EM + loans px", date=DATE, text="\n".join(out))


def glasdrum_extension_note():
    s = "Petra Hollis <phollis@glasdrum.com>"
    text = """Morning all,

Month-end index extension estimates (30 Nov), vs last month:

  US Agg           +0.07y  (Oct +0.09y)
  US Treasury      +0.09y  (Oct +0.11y)
  US Credit        +0.05y  (Oct +0.06y)
  US HY            +0.03y  (Oct +0.04y)
  Euro Agg         +0.06y  (Oct +0.08y)

Credit index OAS closed 84 bp (-2 on the week), HY 301 bp (+4). 10y UST 4.06% / 2y 3.45%.
Net supply for December pencilled at USD 35-40bn IG and 8-10bn HY; 14 deals expected before
the holiday break. Coupon reinvestment ~USD 21bn on 1 and 15 Dec.

Calendar: ISM Tue 10:00, JOLTS Wed 10:00, NFP Fri 08:30 (cons. 165k, 4.3% u/e).

No levels in this note - runs to follow separately.

Petra Hollis | Credit Strategy | Glasdrum Securities | +1 212 555 0117
"""
    return mk("glasdrum-extension-note", "text", [], sender=s, subject="Month-end extension", date=DATE, text=text)


def calloway_allocation_note():
    s = "Jonah Treves <jtreves@callowayreith.com>"
    text = f"""Hi - final allocations on today's new issue below, thanks for the order.

  Issuer:        HOLMDALE ENERGY PARTNERS LP
  Tranche:       USD 750mm 5.45% Sr Notes due 12/01/2033
  Books:         USD 3.1bn (4.1x), 162 accounts
  Re-offer:      99.874 / T+118 / 5.472%
  Your order:    USD 25mm
  Allocated:     USD 7.5mm (30%)
  Settlement:    T+3, 03 Dec 2026
  CUSIP:         {cusip("43611PAC")}

Guidance went IPT T+145a -> T+125 +/-5 -> launch T+118. New issue concession ~4 bp vs the
5.2% '32s at T+114. Delivery vs payment, Euroclear 47731 / DTC 0235.

Please confirm by 16:00 NY.

Jonah Treves | Syndicate | Calloway Reith & Co. | +1 212 555 0158
"""
    return mk("calloway-allocation-note", "text", [], sender=s, subject="Allocation - HOLMDALE 5.45% 33s", date=DATE, text=text)


LAYOUTS = [
    vantrell_rated_run, ostrander_tagged_levels,
    quarrymoor_ust_quarters, sablecross_nordic_govvies,
    dunmarrow_muni_frn, whinfell_muni_frn,
    ketterby_cds_clo, orrisdale_cds_abs,
    branxholm_em_loans, rookhaven_em_loans,
    glasdrum_extension_note, calloway_allocation_note,
]
