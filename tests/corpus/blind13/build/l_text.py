"""Plain-text bodies: runs through the day, refreshes, corrections, replies, and mails quoting nothing."""

from __future__ import annotations

from common import M, bkey, date, mk, pad, q, uc, ui

# ---------------------------------------------------------------- 01 / 02: IG and HY runs re-sent


def brackwater_changed_lines():
    d = "brackwatercap"
    ig = [
        ("KELDRA ENERGY", 5.4, "2034-06", "06/34", "+118", "+113", "99.42", "99.79", None, "(was +122/+117, 4 tighter)"),
        ("ORMSTEAD FOODS", 4.875, "2031-09", "09/31", "+86", "+82", "100.61", "100.78", "10x5", ""),
        ("VARNHOLT RAIL", 6.05, "2054-02", "02/54", "+151", "+145", "98.05", "98.86", None, "(2 wider)"),
    ]
    cpn_txt = {5.4: "5.4", 4.875: "4 7/8", 6.05: "6.05"}
    rows = []
    gold = []
    for iss, c, iso, m, sb, sa, pb, pa, sz, note in ig:
        rows.append(f"{iss} {cpn_txt[c]} {m} | {sb} / {sa} | {pb} / {pa} | {sz or ''} | {note}")
        gold += q(bkey(iss, c, iso), "ig", d, size=sz or "5x5", spread=(sb, sa), price=(pb, pa))
    body = f"""Updated 10:15 - only the lines that moved, all else unch vs my 7am run below.
Sizes IG 5x5, HY 2x2 unless shown. T+ spread / px.

IG
{pad(rows, right_from=1)}

HY (px, ytw)
CALDERWICK MEDIA 8 3/8 05/30      101 3/8 - 101 7/8    ytw 7.84/7.67    (+1/4)
TRENNOR CHEMICALS 6 1/2 11/29     offer only 97.75, 3mm              (was two-way this am)
HOLMBRIDGE TIMBER 7 3/4 2031      axe flipped - now BUYER, bid 96 1/2  (we were sellers at 97 1/4 this am)
PELLMAN HEALTH 9 1/8 04/31        1/2 pt higher, rest of the line unch
BLACKETT AUTO 7 1/4 2032          traded away, off the run

Nick

On Thu, 11 Mar 2027 at 07:04, Nick Farrow <nfarrow@brackwatercap.com> wrote:
> Morning. IG T+ / px, HY px / ytw. Sizes IG 5x5, HY 2x2 unless shown.
>
> KELDRA ENERGY 5.4 06/34          +122 / +117    99.14 / 99.51
> ORMSTEAD FOODS 4 7/8 09/31       +88 / +84      100.49 / 100.66   10x5
> VARNHOLT RAIL 6.05 02/54         +149 / +143    98.32 / 99.13
> ESKDALE POWER 5.15 01/33         +104 / +99     100.12 / 100.40
> CALDERWICK MEDIA 8 3/8 05/30     101 1/8 - 101 5/8   ytw 7.91/7.74
> TRENNOR CHEMICALS 6 1/2 11/29    97 1/4 - 97 3/4     ytw 7.20/7.06
> HOLMBRIDGE TIMBER 7 3/4 2031     offer 97 1/4, 2mm
> PELLMAN HEALTH 9 1/8 04/31       94 1/2 - 95         ytw 10.66/10.51
> BLACKETT AUTO 7 1/4 2032         99 3/8 - 99 7/8     ytw 7.41/7.28
>
> Nick Farrow | Credit Trading | Brackwater Capital Markets LLC
> 212 555 0187 | nfarrow@brackwatercap.com

--
Nick Farrow | Credit Trading
Brackwater Capital Markets LLC | 1140 Avenue of the Americas, 22nd Fl, New York NY 10036
D +1 212 555 0187 | M +1 917 555 3302
Indicative levels, subject to change; not an offer to buy or sell. Member FINRA/SIPC. CRD 281944.
"""
    gold += q(bkey("CALDERWICK MEDIA", 8.375, "2030-05"), "hy", d, size="2x2", price=("101 3/8", "101 7/8"), yield_=("7.84", "7.67"))
    gold += q(bkey("TRENNOR CHEMICALS", 6.5, "2029-11"), "hy", d, size="3mm", price=(None, "97.75"))
    gold += q(bkey("HOLMBRIDGE TIMBER", 7.75, "2031"), "hy", d, size="2x2", price=("96 1/2", None))
    return mk("brackwater-ig-hy-changed-lines", "text", gold, sender="Nick Farrow <nfarrow@brackwatercap.com>",
              subject="RE: IG / HY run 11-Mar - UPDATED (changes only)", date=date("10:16:41"), text=body)


def hallgarth_resend_corrected():
    d = "hallgarth"
    lines = [
        ("ABERLOUR PACKAGING", 5.625, "2033-03-15", "5 5/8", "3/15/33", "Baa3/BBB-", "+142", "+137", "99.94", "100.10", None),
        ("GLENMORISTON UTILS", 4.5, "2030-08", "4 1/2", "08/30", "A3/A-", "+71", "+67", "98.84", "99.03", "5x3"),
        ("STRATHEARN BANK", 6.25, "2035-01-30", "6 1/4", "1/30/35", "A2/A", "+118", "+113", "103.55", "103.94", None),
    ]
    rows = ["Issuer / Cpn / Mat | Rtg | T+ bid / ask | Px bid / ask | Size"]
    gold = []
    for iss, c, iso, ct, mt, rtg, sb, sa, pb, pa, sz in lines:
        rows.append(f"{iss} {ct} {mt} | {rtg} | {sb} / {sa} | {pb} / {pa} | {sz or '5x5'}")
        gold += q(bkey(iss, c, iso), "ig", d, size=sz or "5x5", spread=(sb, sa), price=(pb, pa))
    eur = [("KINTAIL TELECOM", 3.875, "2032-05-12", "12/05/2032", "MS+96", "MS+91", "100.82", "101.05")]
    for iss, c, iso, _mt, sb, sa, pb, pa in eur:
        gold += q(bkey(iss, c, iso), "ig", d, size="5x5", i_spread=(sb.replace("MS", ""), sa.replace("MS", "")), price=(pb, pa))
    body = f"""All,

PLS USE THIS ONE - px on line 3 (Strathearn) was wrong in the 08:02, it had last week's handle.
Everything else as sent. Sizes 5x5 unless shown; HY 2x2.

USD IG
{pad(rows, right_from=1)}

EUR IG (vs mid-swaps)
KINTAIL TELECOM 3 7/8 12/05/2032     MS+96 / MS+91     100.82 / 101.05

HY (px / ytw, NC dates in brackets)
DRUMOAK LEISURE 7 7/8 15/06/2030 (NC 06/27 @ 103.938)    100 1/2 - 101     ytw 7.64/7.49
LOCHALSH METALS 9 1/4 2031 (NC 2028 @ 104.625)          88 3/4 - 89 1/2    ytw 12.41/12.18
FINTRY HOMES 6 3/8 2029                                  bid only 95 1/4 for 1mm

Callum Baird
Credit Trading | Hallgarth Securities Ltd | 14 Finsbury Circus, London EC2M 7EB
T +44 20 3991 4471 | M +44 7700 914 006
Hallgarth Securities Ltd is authorised and regulated by the FCA (FRN 604113). Levels indicative.

From: Callum Baird
Sent: 11 March 2027 08:02
To: Credit Sales Distribution
Subject: IG / HY run 11/03

USD IG
ABERLOUR PACKAGING 5 5/8 3/15/33     Baa3/BBB-   +142 / +137   99.94 / 100.10    5x5
GLENMORISTON UTILS 4 1/2 08/30       A3/A-        +71 / +67    98.84 / 99.03     5x3
STRATHEARN BANK 6 1/4 1/30/35        A2/A        +118 / +113   113.55 / 113.94   5x5
KINTAIL TELECOM 3 7/8 12/05/2032     MS+96 / MS+91     100.82 / 101.05
DRUMOAK LEISURE 7 7/8 15/06/2030     100 1/2 - 101     ytw 7.64/7.49
"""
    gold += q(bkey("DRUMOAK LEISURE", 7.875, "2030-06-15"), "hy", d, size="2x2", price=("100 1/2", "101"), yield_=("7.64", "7.49"))
    gold += q(bkey("LOCHALSH METALS", 9.25, "2031"), "hy", d, size="2x2", price=("88 3/4", "89 1/2"), yield_=("12.41", "12.18"))
    gold += q(bkey("FINTRY HOMES", 6.375, "2029"), "hy", d, size="1mm", price=("95 1/4", None))
    return mk("hallgarth-run-resent-corrected", "text", gold, sender="Callum Baird <callum.baird@hallgarth.co.uk>",
              subject="RE-SEND: IG / HY run 11/03 - pls use this one", date=date("08:37:12", "+0000"), text=body)


# ---------------------------------------------------------------- 03 / 04: rates, replies and refreshes


def dunmere_inline_caps():
    d = "dunmeresec"
    gold = []
    gold += q(bkey("T", 3.875, "2029-02-28"), "government", d, size="25x25", price=("99-31+", "100-00+"), yield_=("4.142", "4.126"))
    gold += q(bkey("T", 4.125, "2032-02-29"), "government", d, size="25x25", price=("100-10", "100-11 1/4"), yield_=("4.061", "4.054"))
    gold += q(bkey("T", 4.25, "2037-02-15"), "government", d, size="10x10", price=("100-22+", "100-24"), yield_=("4.163", "4.159"))
    gold += q(bkey("FHLB", 4.125, "2030-03"), "agency", d, size="10x10", spread=("+12", "+9"), price=("100-06", "100-10"))
    gold += q(bkey("FFCB", 4.62, "2032-07"), "agency", d, size="5mm", spread=(None, "+21"))
    gold += q(bkey("FNMA", 0, "2030-11"), "agency", d, size="10x10", price=("89.612", "89.731"))
    body = """Tom - my levels in CAPS below. UST 25mm, agencies 10mm per side unless shown.

Rgds
Priya

Priya Nandakumar | US Rates Trading | Dunmere Securities LLC
+1 646 555 0142 | pnandakumar@dunmeresec.com
Indicative, subject to change. Not research.

From: Tom Ridley <tridley@harbourlake-am.com>
Sent: Thursday, March 11, 2027 9:02 AM
To: Priya Nandakumar <pnandakumar@dunmeresec.com>
Subject: levels pls

Morning Priya - could you show me where you are on these? We mark the 37s at 100-12 last night.

T 3 7/8 02/28/29
    OUR MKT 99-31+ / 100-00+   (4.142 / 4.126 YLD)
T 4 1/8 02/29/32
    OUR MKT 100-10 / 100-11 1/4   (4.061 / 4.054 YLD)
T 4 1/4 02/15/37 - our mark 100-12
    OUR MKT 100-22+ / 100-24   (4.163 / 4.159 YLD)  10MM ONLY
FHLB 4 1/8 03/30 - T+ and px pls
    T+12 / T+9, PX 100-06 / 100-10
FFCB 4.62 07/32 - we'd pay T+25 for 10mm
    CAN'T DO 25. OFFER T+21, 5MM
TVA 5 1/4 2036 - anything there?
    NO AXE, HAPPY TO WORK AN ORDER
FNMA 0 11/30 (the zero)
    89.612 / 89.731

Thanks
Tom
Tom Ridley | Portfolio Manager | Harbourlake Asset Management | +1 617 555 0108
"""
    return mk("dunmere-rates-inline-caps", "text", gold, sender="Priya Nandakumar <pnandakumar@dunmeresec.com>",
              to="Tom Ridley <tridley@harbourlake-am.com>", subject="RE: levels pls", date=date("09:21:05"), text=body)


def rowanbeck_pm_refresh():
    d = "rowanbeck"
    gold = []
    ust = [
        ("2Y", 4.0, "2029-02-28", "4", "02/28/29", "100-01+", "100-02", "3.987", "3.980", "(-0+)"),
        ("5Y", 4.125, "2032-02-29", "4 1/8", "02/29/32", "100-08+", "100-09", "4.067", "4.063", "(-1+)"),
        ("10Y", 4.375, "2037-02-15", "4 3/8", "02/15/37", "101-30", "101-31", "4.137", "4.133", "(-3)"),
        ("30Y", 4.625, "2057-02-15", "4 5/8", "02/15/57", "100-21+", "100-23+", "4.584", "4.580", "(-6+)"),
    ]
    rows = []
    for tn, c, iso, ct, mt, b, a, yb, ya, chg in ust:
        rows.append(f"{tn} | T {ct} {mt} | {b} / {a} | {yb} / {ya} | {chg}")
        gold += q(bkey("T", c, iso), "government", d, size="50x50", price=(b, a), yield_=(yb, ya))
    ag = [
        ("FHLB 4 3/8 09/29", ("FHLB", 4.375, "2029-09"), "+8 / +5", "100-19 / 100-22", "(1 tighter)"),
        ("FNMA 4 1/2 04/32", ("FNMA", 4.5, "2032-04"), "+17 / +14", "101-02 / 101-06+", "(unch)"),
        ("FFCB 3.95 01/31", ("FFCB", 3.95, "2031-01"), "+11 / +8", "99-12 / 99-15", "(+1/4 pt)"),
    ]
    arows = []
    for name, (iss, c, iso), spr, px, chg in ag:
        sb, sa = spr.split(" / ")
        pb, pa = px.split(" / ")
        arows.append(f"{name} | T{sb} / T{sa} | {pb} / {pa} | {chg}")
        gold += q(bkey(iss, c, iso), "agency", d, size="10x10", spread=(sb, sa), price=(pb, pa))
    gold += q(bkey("IBRD", 4.25, "2034-01"), "agency", d, size="10x10", i_spread=("+24", "+21"))
    body = f"""2pm refresh. Changes vs this morning's 8am run in brackets (32nds for UST).
UST 50x50, agencies / SSA 10x10.

UST
{pad(rows, right_from=2)}

AGENCIES (T+ / px)
{pad(arows, right_from=1)}
FHLB 4 1/2 2031      1bp tighter on the spread, px unch - call me for the level

SSA
IBRD 4 1/4 01/34     SOFR MS +24 / +21     (was +25 / +22)

Auction: 10y reopen 1pm tailed 0.8bp, stop 4.149%, b/c 2.41, indirects 68.2%.
2s10s +15.0 (-1.1); 5s30s +51.7.

Marta Kovacs
Rates Trading | Rowanbeck & Co. | 55 Water Street, New York NY 10041 | +1 212 555 0174
Levels indicative and subject to change.
"""
    return mk("rowanbeck-rates-pm-refresh", "text", gold, sender="Marta Kovacs <mkovacs@rowanbeck.com>",
              subject="UST / Agys 2pm refresh", date=date("14:04:33"), text=body)


# ---------------------------------------------------------------- 05 / 06: CDS and EM updates


def blenkin_cds_midday():
    d = "blenkinpartners"
    gold = []
    gold += q("ITRX MAIN S47 5Y", "cds", d, size="50x50", spread=("57.5", "58.5"))
    gold += q("ITRX XOVER S47 5Y", "cds", d, size="50x50", spread=("284", "287"))
    gold += q("ITRX SNRFIN S47 5Y", "cds", d, size="50x50", spread=("64", "65.5"))
    gold += q("HAUFELD CHEMIE SNR 5Y", "cds", d, size="10x10", spread=("96", "102"))
    gold += q("CORVANNE TELECOM SNR 5Y", "cds", d, size="10x10", spread=(None, "215"))
    gold += q("ITALY 5Y", "cds", d, size="10x10", spread=("78", "82"), review=("spread",))
    gold += q("TURKIY 5Y", "cds", d, size="10x10", spread=("262", "270"))
    gold += q(bkey("TURKIY", 6.5, "2033-09-20"), "em_sovereign", d, size="2x2", price=("98.40", "98.90"), yield_=("6.80", "6.71"))
    gold += q(ui("XS", "roumarest-2036"), "em_sovereign", d, size="2x2", asset_class="corporate", price=("94.15", "94.65"), yield_=("6.37", "6.30"))
    body = f"""Midday update - names that moved since the 07:30 run (below). Everything else unch.
Single names EUR 10mm, indices 50mm per side. Chg vs 07:30 in brackets.

INDICES
ITRX MAIN S47 5Y        57.5 / 58.5    (-1)
ITRX XOVER S47 5Y       284 / 287      (-4)
ITRX SNRFIN S47 5Y      64 / 65.5      (-0.5)

SINGLE NAMES
HAUFELD CHEMIE SNR 5Y   96 / 102       (+3)
CORVANNE TELECOM SNR 5Y bid off, offer 215 only
KORVALD SHIPPING 5Y     traded 188 - off
ITALY 5Y                78 / 82 subj  (screens stale, confirm before trading)
TURKIY 5Y               262 / 270      (-5)

EM CASH (px / yld, 2x2)
TURKIY 6 1/2 20/09/2033            98.40 / 98.90    6.80 / 6.71    (+0.15)
ROUMAREST 5 7/8 2036 {ui("XS", "roumarest-2036")}   94.15 / 94.65    6.37 / 6.30

Hamish

-----Original Message-----
From: Hamish Doull
Sent: 11 March 2027 07:30
To: CDS Distribution
Subject: CDS / EM run 11-Mar

ITRX MAIN S47 5Y        58.5 / 59.5
ITRX XOVER S47 5Y       288 / 291
ITRX SNRFIN S47 5Y      64.5 / 66
HAUFELD CHEMIE SNR 5Y   93 / 99
CORVANNE TELECOM SNR 5Y 205 / 213
KORVALD SHIPPING 5Y     184 / 192
ITALY 5Y                79 / 83
TURKIY 5Y               267 / 275
TURKIY 6 1/2 20/09/2033 98.25 / 98.75   6.83 / 6.74

--
Hamish Doull | CDS & EM Trading | Blenkin Partners LLP
30 St Mary Axe, London EC3A 8BF | +44 20 7118 6620 | +44 7700 552 140
Blenkin Partners LLP, registered in England OC419877, authorised and regulated by the FCA (FRN 771204).
"""
    return mk("blenkin-cds-midday-moves", "text", gold, sender="Hamish Doull <hamish.doull@blenkinpartners.co.uk>",
              subject="RE: CDS / EM run 11-Mar - midday moves", date=date("12:18:50", "+0000"), text=body)


def alvarenga_latam_fw():
    d = "alvarenga"
    gold = []
    gold += q(bkey("BRAZIL", 6.125, "2034-03-15"), "em_sovereign", d, size="3x3", price=("97.85", "98.30"), yield_=("6.43", "6.37"))
    gold += q(bkey("COLOM", 7.5, "2035-02-02"), "em_sovereign", d, size="3x3", price=("99.10", "99.60"), yield_=("7.63", "7.56"))
    gold += q(bkey("MEX", 5.75, "2037-01-12"), "em_sovereign", d, size="3x3", price=("95.35", "95.85"), yield_=("6.29", "6.23"), review=("price",))
    gold += q(bkey("CHILE", 4.95, "2036-01-05"), "em_sovereign", d, size="3x3", price=("99.45", "99.90"), yield_=("5.02", "4.96"))
    gold += q(ui("BR", "sertaneja-2031"), "em_sovereign", d, size="2x2", asset_class="corporate", price=("101.10", "101.70"), yield_=("6.86", "6.70"))
    gold += q("BRAZIL 5Y", "cds", d, size="10x10", spread=("171", "176"))
    gold += q("COLOM 5Y", "cds", d, size="10x10", spread=("188", "194"))
    gold += q("MEX 5Y", "cds", d, size="10x10", spread=("104", "108"))
    body = f"""Pessoal - Rafael's second LatAm update, fyi. Bonds 3x3, CDS 10x10 unless noted.

Fernanda Quintela | Institutional Sales | Alvarenga Corretora S.A. | +55 11 3500 8821

---------- Forwarded message ---------
From: Rafael Tavora <rtavora@alvarenga.com.br>
Date: Thu, 11 Mar 2027 at 11:42
Subject: LatAm run - update #2
To: LatAm Sales <latam.sales@alvarenga.com.br>

Update #2. * = changed since the 9am run.

SOVS            cpn     mat           px b/o              yld b/o
BRAZIL          6 1/8   15/03/2034    97.85 / 98.30*      6.43 / 6.37
COLOM           7 1/2   02/02/2035    99.10 / 99.60       7.63 / 7.56
MEX             5 3/4   12/01/2037    95.35** / 95.85     6.29 / 6.23
CHILE           4.95    05/01/2036    99.45 / 99.90*      5.02 / 4.96

CORP
SERTANEJA ENERGIA 7 1/4 2031 ({ui("BR", "sertaneja-2031")})   101.10 / 101.70   6.86 / 6.70   2x2

CDS 5Y (bp)
BRAZIL 5Y   171 / 176*
COLOM 5Y    188 / 194
MEX 5Y      104 / 108

*  changed since 9am
** bid indicative only, not refreshed - check before hitting

USDBRL 5.412, DI Jan29 12.87%, Selic 12.25%. EMBI sov spread 301 (-3).

Rafael Tavora | Trader LatAm | Alvarenga Corretora S.A. | Av. Faria Lima 3311, Sao Paulo | +55 11 3500 8840
"""
    return mk("alvarenga-latam-update-fw", "text", gold, sender="Fernanda Quintela <fquintela@alvarenga.com.br>",
              subject="FW: LatAm run - update #2", date=date("11:49:02", "-0300"), text=body)


# ---------------------------------------------------------------- 07 / 08: securitised and loans


def selwick_bwic_results():
    d = "selwickcap"
    rows = [
        ("HALCYON PARK CLO 2023-2A D", uc("halcyon-park-2023-2a-d"), "4.000", "97", "98", "97.61", "TRADED"),
        ("MEREBROOK CLO 2021-1A E", uc("merebrook-2021-1a-e"), "2.500", "91.5", "92.5", None, "DNT"),
        ("ASHDOWN LOAN FUND 2022-3A C", uc("ashdown-2022-3a-c"), "5.000", "99.25", "99.75", "99.52", "TRADED"),
        ("TILLINGHAM CLO 2024-1A B", uc("tillingham-2024-1a-b"), "6.000", "100.25", "100.25", "100.31", "TRADED"),
    ]
    lines = ["CUSIP | Deal / Class | Orig (mm) | Talk | Cover | Status"]
    gold = []
    for name, cu, face, tl, th, cov, st in rows:
        talk = tl if tl == th else f"{tl}-{th}"
        lines.append(f"{cu} | {name} | {face} | {talk} | {cov or '-'} | {st}")
        sz = (M(float(face)), M(float(face)))
        gold += q(cu, "structured", d, size=sz, talk=(tl, th))
        if cov:
            gold += q(cu, "structured", d, size=sz, cover=(cov, cov))
    gold += q(uc("pendlebury-2020-4a-d"), "structured", d, size="2mm", dm=(None, "415"), price=(None, "98.25"))
    gold += q("GARSTANG FOODS TLB S+350 10/31", "loan", d, size="1x1", price=("98.625", "99.125"))
    gold += q("WYTHAM SOFTWARE TL S+325 04/32", "loan", d, size="1x1", price=("99.75", "100.25"))
    body = f"""Results on this morning's 10:30 CLO BWIC below (talk as sent at 9:15), plus an offer and a couple of loan levels.

{pad(lines, right_from=2)}

DNT = did not trade. Covers are the 2nd best bid we saw.

OFFER: PENDLEBURY CLO 2020-4A D ({uc("pendlebury-2020-4a-d")}) - offer DM 415 / px 98.25 for 2mm. WAL 4.1, orig 6.0mm, S+390 cpn.

LOANS (1x1)
GARSTANG FOODS TLB S+350 10/31    98.625 / 99.125    (OID was 99.5, flr 0.50%)
WYTHAM SOFTWARE TL S+325 04/32    99.75 / 100.25     ($1,150MM facility)

Jon Ostrowski | CLO & Loan Trading | Selwick Capital LLC | +1 212 555 0166
Talk, covers and levels indicative only.
"""
    return mk("selwick-clo-bwic-covers", "text", gold, sender="Jon Ostrowski <jostrowski@selwickcap.com>",
              subject="BWIC results 10:30 ET / CLO offer / loans", date=date("11:12:40"), text=body)


def sandercroft_loans_moves():
    d = "sandercroft"
    gold = []
    gold += q("BRAMPTON LOGISTICS TLB S+375 08/31", "loan", d, size="1x1", price=("97.75", "98.25"))
    gold += q("CULVERDEN DENTAL TL S+400 02/30", "loan", d, size="2x2", price=("93 1/2", "94 1/4"))
    gold += q("MORTLAKE CINEMAS TLB S+450 12/29", "loan", d, size="1x1", price=(None, "88.50"))
    gold += q("SPRINGVALE PAPER TLB S+300 05/32", "loan", d, size="1x1", price=("99.875", "100.375"))
    gold += q(uc("kestrelgate-2022-1a-c"), "structured", d, size="2x2", dm=("290", "270"), price=("99.88", "100.25"))
    gold += q(uc("fallowfield-2019-2a-e"), "structured", d, size="1.5x1.5", dm=("740", "705"), price=("93.00", "94.25"))
    body = f"""Loans / CLO - only what moved since the 8am run (quoted below). Loans 1x1 unless shown.

BRAMPTON LOGISTICS TLB S+375 08/31      97.75 / 98.25    (+1/4)
CULVERDEN DENTAL TL S+400 02/30         93 1/2 / 94 1/4  2x2   (down 1 pt on the Q4 print, lev 6.8x)
MORTLAKE CINEMAS TLB S+450 12/29        offer only 88.50  (bid pulled)
SPRINGVALE PAPER TLB S+300 05/32        99.875 / 100.375  (+1/8, repricing talk S+275)
HARTSHILL AEROSPACE TLB S+350 06/31     2 pts lower, in for a level
CLO
KESTRELGATE CLO 2022-1A C  {uc("kestrelgate-2022-1a-c")}   DM 290 / 270   px 99.88 / 100.25   2x2
FALLOWFIELD CLO 2019-2A E  {uc("fallowfield-2019-2a-e")}   DM 740 / 705   px 93.00 / 94.25    1.5x1.5

> Loans 1x1 unless shown. 8am
> BRAMPTON LOGISTICS TLB S+375 08/31      97.50 / 98.00
> CULVERDEN DENTAL TL S+400 02/30         94 1/2 / 95 1/4  2x2
> MORTLAKE CINEMAS TLB S+450 12/29        87.75 / 88.75
> SPRINGVALE PAPER TLB S+300 05/32        99.75 / 100.25
> HARTSHILL AEROSPACE TLB S+350 06/31     96.00 / 96.75
> KESTRELGATE CLO 2022-1A C   DM 295 / 275   px 99.75 / 100.12
> FALLOWFIELD CLO 2019-2A E   DM 750 / 715   px 92.75 / 94.00

Gemma Achterberg | Leveraged Loans | Sandercroft Partners | 1 Lincoln St, Boston MA 02111 | +1 617 555 0193
"""
    return mk("sandercroft-loans-clo-moves", "text", gold, sender="Gemma Achterberg <gachterberg@sandercroft.com>",
              subject="RE: loans / CLO am - movers", date=date("13:31:09"), text=body)


# ---------------------------------------------------------------- 09 - 12: mails quoting nothing


def halvorsen_new_issue_day():
    body = """New issue wrap, 11 March. Nothing below is a two-way market.

BRENNVIK KRAFT ASA (Baa1/BBB+) USD 3-part, 144A/RegS
  5y   IPTs T+130a  ->  guidance T+110-115 WPIR  ->  launched $750mm at T+110, priced 99.874 / 5.184% cpn 5.15%
  10y  IPTs T+155a  ->  guidance T+135 (+/-5)     ->  launched $1bn at T+132, re-offer 99.611, yld 5.652%
  30y  IPTs T+175a  ->  guidance T+160 area       ->  launched $500mm at T+157
  Books > $6.8bn at peak, $5.9bn ex-JLMs; 5y on the break T+106 mid, 10y T+129 mid.
NORDFJELL KOMMUNEBANK EUR 7y green, MS+41 area -> MS+38 set, books EUR 3.2bn, 2bn size, 3.125% cpn.
HOLTEN EIENDOM EUR 5y NC2 HY: IPTs 6.75% area -> 6.375-6.5% -> priced 6.375% at par, EUR 400mm.

Calendar: 14 deals $21.4bn this week vs $25bn expected; concession avg 4.1bp; NIC 2-3bp today.
Index: CDX IG 52.1 (-0.6), iTraxx Main 57.9.

Ingrid Solberg | Syndicate | Halvorsen Fonds ASA | Munkedamsveien 45, Oslo | +47 22 05 61 30
"""
    return mk("halvorsen-new-issue-wrap", "text", [], sender="Ingrid Solberg <ingrid.solberg@halvorsen.no>",
              subject="NI wrap 11/03: Brennvik 3-part, Nordfjell green, Holten", date=date("17:02:11", "+0100"), text=body)


def corrib_eod_wrap():
    body = """EOD colour - 11 Mar

Rates: 10y 4.136% (-3.9bp), 2y 3.981% (-1.2), 30y 4.577%. Bund 10y 2.612%, BTP/Bund 108bp.
Credit: CDX IG 51.8 close (-0.9), HY 104.28 px (+0.21), iTraxx Main 57.3, Xover 281.
IG cash: +0.5bp tighter on the day, 1.9bn of client buying, 10s outperformed. Our axes finished
mostly done - the Keldra 34s traded +116 (3mm), Ormstead 31s printed 100.74 (5mm).
EM: EMBI +2bp, TURKIY 33s closed 98.72 mid, COLOM 35s 99.41 mid. Flows two-way.
Munis: MMD 10y 2.71% (-2), 30y 3.64%. $1.2bn new supply tomorrow.
Loans: LSTA index 96.84 (+0.04). CLO AAA prints S+128-130.

Tomorrow: CPI 8:30 (cons 0.3% m/m), 30y auction $22bn 1pm.

Aoife Brennan | Market Desk | Corrib Markets DAC | 2 Grand Canal Sq, Dublin 2 | +353 1 555 2841
Corrib Markets DAC is regulated by the Central Bank of Ireland (C98213). For information only.
"""
    return mk("corrib-eod-colour", "text", [], sender="Aoife Brennan <aoife.brennan@corrib.ie>",
              subject="EOD colour 11/03", date=date("17:45:00", "+0000"), text=body)


def stanwick_disregard_run():
    body = """PLEASE DISREGARD the run below - it went out with yesterday's closing levels.
Nothing in it is live. A fresh run will follow once the desk has marked.

Apologies,
Leo

Leo Marchetti | Credit Trading | Stanwick & Partners | +1 312 555 0121

-----Original Message-----
From: Leo Marchetti
Sent: Thursday, March 11, 2027 8:40 AM
To: Credit Clients
Subject: IG / HY run

IG (T+ / px, 5x5)
HARLSTONE PHARMA 5.2 03/34       +104 / +99     100.88 / 101.19
OAKVALE INSURANCE 4 5/8 11/30    +79 / +75      99.05 / 99.21
HY (px / ytw, 2x2)
TARNWOOD HOMES 7 1/2 2030        99 1/2 - 100    7.66 / 7.50
QUARRYBANK STEEL 8 1/8 06/31     92 - 92 3/4     10.32 / 10.09
"""
    return mk("stanwick-disregard-run", "text", [], sender="Leo Marchetti <lmarchetti@stanwick.com>",
              subject="PLS DISREGARD: IG / HY run", date=date("08:52:17", "-0600"), text=body)


def merriton_trade_recap():
    body = """Trade recap / prints - 11 Mar (all DONE, for your records)

09:41  BOUGHT  5,000M  NEW YORK ST DORM AUTH 5s 03/15/41   @ 3.41% / px 114.212   settle 03/15/27
10:12  SOLD    2,000M  TEXAS WTR DEV BD 4s 10/15/38        @ 3.28% / px 106.904
11:03  BOUGHT  10MM    FHLB 4 3/8 09/29                    @ 100-20 (T+7)
11:30  SOLD    3MM     KELDRA ENERGY 5.4 06/34             @ 99.61  (T+116)
TRACE (street, last 2h): KELDRA 34s 99.58 x 5MM, 99.63 x 1MM; ORMSTEAD 31s 100.74 x 5MM
Net cash: $17,204,118.32. Commission nil. Account 4411-2093-7.

Call with questions - Dana Whitlock, Merriton Securities, +1 415 555 0138
"""
    return mk("merriton-trade-recap", "text", [], sender="Dana Whitlock <dwhitlock@merriton.com>",
              subject="Recap 11/03", date=date("15:10:22", "-0800"), text=body)


LAYOUTS = [
    brackwater_changed_lines, hallgarth_resend_corrected,
    dunmere_inline_caps, rowanbeck_pm_refresh,
    blenkin_cds_midday, alvarenga_latam_fw,
    selwick_bwic_results, sandercroft_loans_moves,
    halvorsen_new_issue_day, corrib_eod_wrap,
    stanwick_disregard_run, merriton_trade_recap,
]
