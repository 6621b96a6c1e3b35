"""Plain-text bodies: inventory lists pasted in the mail, and mails that quote nothing."""

from __future__ import annotations

from common import (
    DISCLAIMER,
    date,
    f3,
    fw,
    mat,
    mk,
    muni_px,
    px_from_yield,
    q,
    uc,
    ui,
    yld_from_px,
    yrs,
)

# ---------------------------------------------------------------- 01 / 02: munis and agencies


def t_lathbury_offerings():
    d = "lathbury"
    snd = "Carl Benedetti <cbenedetti@lathbury.com>"
    munis = [  # par000, seed, desc, cpn, mat, call, callpx, ytw, rating
        (500, "lb-nydorm38", "NEW YORK ST DORM AUTH REV SER 2021A", 5.0, "2038-03-15", "2031-03-15", 100, 3.38, "Aa1/AA+"),
        (250, "lb-mtatrans41", "METROPOLITAN TRANSN AUTH NY TRANSN REV", 4.0, "2041-11-15", "2032-05-15", 100, 4.21, "A3/A-"),
        (1000, "lb-erie35", "ERIE CNTY NY GO PUB IMPT SER A (AGM)", 5.0, "2035-09-01", None, 100, 3.12, "AA/A1"),
        (335, "lb-nassau44", "NASSAU CNTY NY INTERIM FIN AUTH SALES TAX", 5.0, "2044-11-15", "2034-11-15", 100, 3.71, "AAA/Aa1"),
        (750, "lb-nynjpa52", "PORT AUTH NY & NJ CONS 242ND SER AMT", 5.25, "2052-08-01", "2032-08-01", 100, 4.02, "Aa3/AA-"),
    ]
    rows = [["Par(000)", "CUSIP", "Description", "Cpn", "Maturity", "Call", "Rtg", "YTW", "Price", "YTM (ref)"]]
    gold = []
    for par, seed, desc, c, m, call, cpx, y, rtg in munis:
        cu = uc(seed)
        px = muni_px(c, y, m, call, cpx)
        ytm = yld_from_px(c, px, yrs(m))
        if seed == "lb-nassau44":
            rows.append([str(par), cu, desc, f"{c:.3f}", mat(m, "mmddyyyy"), f"{mat(call, 'mmddyy')}@{cpx}", rtg, "SOLD", "", ""])
            continue
        rows.append([str(par), cu, desc, f"{c:.3f}", mat(m, "mmddyyyy"), f"{mat(call, 'mmddyy')}@{cpx}" if call else "NC",
                     rtg, f"{y:.3f}", f3(px), f"{ytm:.2f}" if call else ""])
        gold += q(cu, "muni", d, size=par * 1000, yield_=(None, f"{y:.3f}"), price=(None, f3(px)))
    ag = [  # qty MM, seed, issuer, cpn, mat, call text, px, ytw
        (5, "lb-fhlb32", "FHLB", 5.125, "2032-05-20", "08/20/27 then qtrly", "100.000"),
        (3, "lb-ffcb30", "FFCB", 4.68, "2030-11-26", "1x 11/26/27", "99.870"),
        (10, "lb-fhlmc34", "FHLMC", 5.4, "2034-05-28", "05/28/28 Bermudan (qtrly)", "100.125"),
        (2, "lb-famca29", "FAMCA", 4.45, "2029-06-01", "cont. from 06/01/28", "99.955"),
    ]
    arows = [["Qty(MM)", "CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Call Px", "Offer Px", "YTW"]]
    for qty, seed, iss, c, m, callt, px in ag:
        cu = uc(seed)
        callyrs = 0.25 if "08/20/27" in callt else 1.0
        y = min(yld_from_px(c, float(px), yrs(m)), yld_from_px(c, float(px), callyrs))
        arows.append([str(qty), cu, iss, f"{c:.3f}", mat(m, "mmddyy"), callt, "100", px, f"{y:.2f}"])
        gold += q(cu, "agency", d, size=qty * 1_000_000, price=(None, px), yield_=(None, f"{y:.2f}"))
    text = f"""Good morning,

Today's offerings below, all subject to prior sale and change in price. Munis are offered at the
yield to worst (priced to the call where there is one); the YTM column is there for reference,
it is not where we are offering them. Par in $000s. Agencies in $MM, offer side only.

MUNICIPALS - NEW YORK / NEW JERSEY
{fw(rows, right_from=7, gap=2)}

CALLABLE AGENCIES
{fw(arows, right_from=6, gap=2)}

MMD 10y 2.88 (unch), 30y 3.71 (+1). UST 10y 4.21%. Settlement T+1 (05/21/27) unless agreed.

Carl

{"--"}
Carl Benedetti | Municipal & Agency Trading
Lathbury Municipal Securities LLC | 1 Penn Plaza, Suite 2410, New York NY 10119
T +1 212 555 0184 | cbenedetti@lathbury.com
Member FINRA / SIPC / MSRB. Offerings subject to prior sale. MSRB Rule G-17 notice: ref 2027-117.
"""
    return mk("lathbury-muni-agency-offerings", "text", gold, sender=snd,
              subject="Lathbury offerings 5/20 - NY/NJ munis, callable agencies", date=date("07:48:12", "-0400"), text=text)


def t_garrigill_buyer_seller():
    d = "garrigill"
    snd = "Holly Prentiss <hprentiss@garrigill.com>"
    gold = []
    lines = []
    # SELLER OF: offers, yield then price in brackets
    c1 = uc("gg-massgo41")
    px1 = muni_px(5.0, 3.55, "2041-11-01", "2034-11-01")
    lines.append(f"  1mm    MASS ST GO CONS LN SER C 5s 11/1/41 c/11/1/34 @ 3.55% (px {f3(px1)})   {c1}")
    gold += q(c1, "muni", d, size="1mm", yield_=(None, "3.55"), price=(None, f3(px1)))
    c2 = uc("gg-chisd39")
    px2 = muni_px(4.0, 3.87, "2039-08-15", "2030-08-15")
    lines.append(f"  500k   CONROE TX ISD UNLTD TAX SCH BLDG (PSF) 4s 8/15/39 c/8/15/30 @ 3.87% (px {f3(px2)})   {c2}")
    gold += q(c2, "muni", d, size="500k", yield_=(None, "3.87"), price=(None, f3(px2)))
    c3 = uc("gg-ohwater36")
    px3 = muni_px(5.0, 3.05, "2036-12-01")
    lines.append(f"  2.5mm  OHIO ST WTR DEV AUTH REV 5s 12/1/36 NC @ 3.05% (px {f3(px3)})   {c3}   ** SOLD 9:05 **")
    seller = "\n".join(lines)
    lines = []
    c4 = uc("gg-txtrans44")
    px4 = muni_px(4.0, 4.12, "2044-04-01", "2032-04-01")
    lines.append(f"  2mm    TEXAS ST TRANSN COMMN 4s 4/1/44 c/4/1/32 bid 4.12% (px {f3(px4)})   {c4}")
    gold += q(c4, "muni", d, size="2mm", yield_=("4.12", None), price=(f3(px4), None))
    c5 = uc("gg-denver48")
    px5 = muni_px(5.0, 4.05, "2048-11-15", "2033-11-15")
    lines.append(f"  1mm    DENVER CO CITY & CNTY ARPT SYS REV AMT 5s 11/15/48 c/11/15/33 bid 4.05% (px {f3(px5)})   {c5}")
    gold += q(c5, "muni", d, size="1mm", yield_=("4.05", None), price=(f3(px5), None))
    buyer = "\n".join(lines)
    # agencies two-way
    ag = []
    a1 = uc("gg-fhlb30")
    ag.append(f"  FHLB 4.60 06/10/30 NC6m Berm   {a1}   99.875 / 100.000   (ytm 4.65 / 4.60)   5x5")
    gold += q(a1, "agency", d, size="5x5", price=("99.875", "100.000"), yield_=("4.65", "4.60"))
    a2 = uc("gg-fnma31step")
    ag.append(f"  FNMA STEP 4.25/5.00/6.00 05/27/31 1x 5/27/28   {a2}   99.50 / 99.75   (ytw 4.39 / 4.32)   3x3")
    gold += q(a2, "agency", d, size="3x3", price=("99.50", "99.75"), yield_=("4.39", "4.32"))
    a3 = uc("gg-fhlbdn0916")
    ag.append(f"  FHLB disco 09/16/27   {a3}   4.215 / 4.195 disc   (px 98.618 / 98.625)   25x25")
    gold += q(a3, "agency", d, size="25x25", yield_=("4.215", "4.195"), price=("98.618", "98.625"))
    agency = "\n".join(ag)
    text = f"""Team - Garrigill axes for Thursday. Munis one-sided as labelled, yields first, dollar px in
brackets (to the call where shown). Agencies two-way, px then yield in brackets, size MMxMM.

SELLER OF
{seller}

BUYER OF
{buyer}

AGENCIES (two-way)
{agency}

Disco px on a 360 basis, 118 days. MMD 5y 2.41, 10y 2.88, 30y 3.71. Fed funds eff 4.33.

Holly Prentiss
Garrigill & Co. | Fixed Income | 200 Clarendon St, Boston MA 02116
Desk 617-555-0143 | Cell 617-555-0199
Garrigill & Co. is a member of FINRA and SIPC. Not an offer to sell (ref. GC-0520-27).
"""
    return mk("garrigill-muni-buyer-seller-agency", "text", gold, sender=snd,
              subject="GARRIGILL AXES 5/20/27 - munis (buyer/seller), agencies", date=date("08:05:33", "-0400"), text=text)


# ---------------------------------------------------------------- 03 / 04: loans and CLO


def t_tolverne_loans_clo():
    d = "tolverne"
    snd = "Nadia Kowalczyk <nkowalczyk@tolverne.com>"
    gold = []
    loans = [  # borrower, facility, margin, floor, mat, ratings, amt out, bid, offer, prior
        ("BRIGHTWATER DENTAL PARTNERS", "TLB", "S+350", "0.50", "03/31", "B2/B", "1,150", "99.375", "99.875", "99.250"),
        ("KESTREL LOGISTICS HOLDINGS", "TLB-2", "S+300", "0.00", "10/30", "B1/B+", "2,400", "100.125", "100.500", "100.125"),
        ("ORMOND SOFTWARE", "1L TL", "S+375", "0.75", "06/32", "B3/B-", "865", "96 7/8", "97 3/8", "97 1/8"),
        ("PALISADE WASTE SERVICES", "Inc TL", "S+275", "0.50", "01/31", "Ba3/BB-", "500", "", "100.250", "100.125"),
    ]
    rows = [["Borrower", "Fac", "Margin", "Floor", "Mat", "Mdy/S&P", "Amt Out($MM)", "Bid", "Offer", "Prior Mid"]]
    for b, f, mg, fl, m, r, ao, bid, ofr, pr in loans:
        rows.append([b, f, mg, fl, m, r, ao, bid or "--", ofr, pr])
        key = f"{b} {f} {mg} {m}".upper()
        gold += q(key, "loan", d, size="1mm", price=(bid or None, ofr))
    clo = [  # cusip seed, deal class, rtg, orig, cur, factor, wal, dm, px
        ("tv-clo1", "HALLOWAY PARK CLO 2021-3A B", "AA", "30.0", "12.5", "1.0000", "3.9", "S+185", "100.15"),
        ("tv-clo2", "STONEHAM CLO 2019-1A D-R", "BBB-", "15.0", "4.0", "1.0000", "4.6", "S+390", "99.40"),
        ("tv-clo3", "GREYFRIARS CLO 2018-2A A1", "AAA", "250.0", "6.2", "0.3412", "1.1", "S+112", "100.05"),
    ]
    crows = [["CUSIP", "Deal / Class", "Rtg", "Orig(MM)", "Offered(MM cur)", "Factor", "WAL", "Offer DM", "Offer Px"]]
    for seed, deal, r, o, cur, fac, wal, dm, px in clo:
        cu = uc(seed)
        crows.append([cu, deal, r, o, cur, fac, wal, dm, px])
        gold += q(cu, "structured", d, size=round(float(cur) * 1e6), dm=(None, dm.replace("S+", "")), price=(None, px))
    text = f"""Loan levels + a few CLO offerings. Loans 1mm per side unless shown; the prior mid is last
night's mark, not a level. Amt Out is the facility, not what we have.

LEVERAGED LOANS (px)
{fw(rows, right_from=6, gap=2)}

CLO - OFFERED (DM over 3m term SOFR, offered size in current face)
{fw(crows, right_from=2, gap=2)}

Palisade: bid pulled after the add-on headlines, offer stands. Greyfriars A1 paying down, factor as of
the Apr-27 distribution.

Nadia
{"--"}
Nadia Kowalczyk | Loan & CLO Trading
Tolverne Capital Markets LLP | 5 Appold St, London EC2A 2AG
+44 20 7946 0311 | +44 7700 900 412

{DISCLAIMER}
"""
    return mk("tolverne-loan-levels-clo-offers", "text", gold, sender=snd,
              subject="Tolverne loan levels / CLO offers 20-May-27", date=date("13:02:51", "+0100"), text=text)


def t_sedbergh_bwic_talk_loans():
    d = "sedbergh"
    snd = "Owen Stirling <ostirling@sedbergh.com>"
    gold = []
    bw = [  # seed, deal class, orig face, talk text, talk (lo, hi)
        ("sb-b1", "ARLINGTON STREET CLO 2020-1A C", "5.000", "98-99", ("98", "99")),
        ("sb-b2", "MERIDEN LANE CLO 2022-2A E", "3.500", "91.5/92.5", ("91.5", "92.5")),
        ("sb-b3", "FOXHOLLOW CLO 2017-4A B", "10.000", "100.25", ("100.25", "100.25")),
        ("sb-b4", "WYCOMBE CLO 2023-1A SUB", "2.000", "low 60s", None),
        ("sb-b5", "TANNERY ROW CLO 2021-2A D", "4.250", "96 1/2 - 97 1/2", ("96 1/2", "97 1/2")),
    ]
    lines = []
    for seed, deal, face, talk, lvls in bw:
        cu = uc(seed)
        lines.append(f"{cu}  {deal:<34} orig {face}mm   talk {talk}")
        if lvls:
            gold += q(cu, "structured", d, size=round(float(face) * 1e6), talk=lvls)
    loans = [
        ("ALDERGROVE FOODS TLB S+325 7/31", "98 3/4", "99 1/4", "2x2"),
        ("CASTLETON HEALTH TLB S+400 11/30", "94.50", "95.50", ""),
        ("REDMIRE TELECOM TL S+450 2/29", "87", "89", "1x1"),
    ]
    llines = []
    for name, b, a, sz in loans:
        llines.append(f"{name:<36} {b} - {a}" + (f"   {sz}" if sz else "") + "   (lev 5.1x / OID 99.5)" * (name.startswith("CAST")))
        gold += q(name, "loan", d, size=sz or "3mm", price=(b, a))
    text = f"""Morning - our price talk on the BWIC (bids due 11:00 ET today, settle T+3) and some loan levels.

CLO BWIC - talk (px), face is original
{chr(10).join(lines)}

Wycombe sub is a call option at this point, "low 60s" is all we will say.

LOANS  (3mm per side unless shown)
{chr(10).join(llines)}

Owen
{"--"}
Owen Stirling | Structured Credit / Loans
Sedbergh Partners LP | 410 Park Ave, New York NY 10022 | +1 212 555 0167
Sedbergh Partners LP, member FINRA/SIPC. Talk is colour ahead of the bid deadline, not a bid.
"""
    return mk("sedbergh-clo-bwic-talk-loans", "text", gold, sender=snd,
              subject="BWIC talk 11am + loans", date=date("08:40:02", "-0400"), text=text)


# ---------------------------------------------------------------- 05 / 06: EM sovereigns and CDS


def t_tamarindo_em_cds():
    d = "tamarindo"
    snd = "Lucia Ferreyra <lferreyra@tamarindo.com.mx>"
    gold = []
    ums = [  # issuer, cpn, mat, isin seed, px b/a, yld b/a
        ("MEX", 4.75, "2032-04-27", "tm-mex32", "97.35", "97.80", "5.33", "5.23"),
        ("MEX", 6.35, "2035-02-09", "tm-mex35", "100.40", "100.95", "6.29", "6.21"),
        ("MEX", 5.75, "2110-10-12", "tm-mex2110", "84.25", "85.25", "6.85", "6.77"),
    ]
    lines = []
    for (iss, c, m, seed, pb, pa, yb, ya), dur in zip(ums, ("4.2", "6.1", "14.8"), strict=True):
        isn = ui("US", seed)
        lines.append(f"{iss} {c:g} {mat(m, 'mmddyy' if m < '2100' else 'mmddyyyy')}   {isn}   {pb} - {pa}   {yb}% / {ya}%   (dur {dur})")
        gold += q(isn, "em_sovereign", d, size="2mm", price=(pb, pa), yield_=(yb, ya))
    lines.append(f"TERRAVERDE ENERGIA 7 1/8 01/33   {ui('US', 'tm-terra33')}   offered 96.60 (yld 7.92%), 1mm")
    gold += q(ui("US", "tm-terra33"), "em_sovereign", d, size="1mm", asset_class="corporate", price=(None, "96.60"), yield_=(None, "7.92"))
    mb = []
    for lab, seed, yb, ya in (("MBONO 7.75 11/34", "tm-mbono34", "9.415", "9.385"), ("MBONO 8.00 05/53", "tm-mbono53", "9.625", "9.585")):
        isn = ui("MX", seed)
        mb.append(f"{lab}   {isn}   {yb} / {ya}")
        gold += q(isn, "em_sovereign", d, size=100_000_000, yield_=(yb, ya))
    cds = []
    for tenor, b, a in (("3Y", "62", "66"), ("5Y", "104", "108"), ("10Y", "171", "179")):
        cds.append(f"MEX {tenor:<4} {b}/{a}")
        gold += q(f"MEX {tenor}", "cds", d, size="10x10", spread=(b, a))
    cds.append("TERRAVERDE 5Y  312/332  (2x2)")
    gold += q("TERRAVERDE 5Y", "cds", d, size="2x2", spread=("312", "332"))
    text = f"""Buenos dias - Mexico axes from the Tamarindo desk.

UMS (USD) - px then yld, 2mm per side unless shown
{chr(10).join(lines)}

MBONOS - yield only, MXN 100mm per side
{chr(10).join(mb)}

CDS (bp) - sovereign 10x10, corporates as shown
{chr(10).join(cds)}

Banxico at 7.00% after last week's cut; USDMXN 18.62. The 2110s are the century bond, dur is modified.

Saludos,
Lucia Ferreyra | Mesa de Renta Fija Internacional
Tamarindo Valores, S.A. de C.V., Casa de Bolsa | Paseo de la Reforma 505, piso 31, CDMX 06500
+52 55 5555 0193 | lferreyra@tamarindo.com.mx
Este mensaje es informativo. Precios indicativos sujetos a cambio. CNBV folio 2027-0520.
"""
    return mk("tamarindo-ums-mbono-cds", "text", gold, sender=snd, enc="qp",
              subject="Tamarindo - UMS / MBONOS / CDS axes 20/05/2027", date=date("09:12:40", "-0600"), text=text)


def t_loxbeare_ceemea():
    d = "loxbeare"
    snd = "Tariq Haddad <t.haddad@loxbeare.ae>"
    gold = []
    rows = [["Bond", "ISIN", "Rtg", "Amt (USD bn)", "Bid", "Ask", "Bid Yld", "Ask Yld", "Z mid"]]
    data = [
        ("TURKIY 7 5/8 05/34", "tk34", "B1", "2.50", "101.20", "101.70", "7.40", "7.31", "338"),
        ("ROMANI 6 3/8 01/36", "ro36", "Baa3", "2.00", "98.05", "98.55", "6.65", "6.58", "265"),
        ("EGYPT 8 1/2 01/47", "eg47", "Caa1", "1.25", "82.40", "83.40", "10.55", "10.42", "612"),
        ("KSA 5 1/4 01/50", "ks50", "A1", "3.00", "93.10", "93.60", "5.75", "5.71", "130"),
        ("OMAN 6 3/4 01/48", "om48", "Ba1", "2.25", "104.15", "104.65", "6.37", "6.33", "225"),
    ]
    for bond, seed, r, amt, pb, pa, yb, ya, z in data:
        isn = ui("XS", "lx-" + seed)
        rows.append([bond, isn, r, amt, pb, pa, yb, ya, z])
        gold += q(isn, "em_sovereign", d, size="3mm", price=(pb, pa), yield_=(yb, ya))
    cds_rows = [["CDS 5Y (bp)", "Bid", "Ask", "Chg"]]
    for nm, b, a, ch in (("TURKIY", "268", "274", "-4"), ("EGYPT", "540", "570", "+10"), ("KSA", "58", "62", "unch"), ("ROMANI", "163", "169", "-2")):
        cds_rows.append([f"{nm} 5Y", b, a, ch])
        gold += q(f"{nm} 5Y", "cds", d, size="10x10", spread=(b, a))
    text = f"""Good afternoon from Dubai. CEEMEA sovereign levels below; cash 3mm a side, CDS 10x10.
Amt is the issue outstanding, Z mid is for reference only.

{fw(rows, right_from=2, gap=2)}

{fw(cds_rows, right_from=1, gap=3)}

Egypt curve bid after the IMF review headlines; Oman 48s well offered yesterday at 104 3/4.

Regards,
Tariq Haddad | CEEMEA Sovereign Trading
Loxbeare Capital (DIFC) Ltd | Gate Village 4, Level 2, DIFC, Dubai | +971 4 555 0177
Regulated by the DFSA (ref. F00-5177). For Professional Clients / Market Counterparties only.
"""
    return mk("loxbeare-ceemea-sov-cds", "text", gold, sender=snd,
              subject="Loxbeare CEEMEA sovs + CDS | 20 May", date=date("14:21:09", "+0400"), text=text)


# ---------------------------------------------------------------- 07 / 08 / 09 / 10: quoting nothing


def t_stannard_call_notices():
    snd = "Eric Lindqvist <elindqvist@stannard.com>"
    rows = [["CUSIP", "Issuer", "Cpn", "Maturity", "Called Amt ($MM)", "Call Date", "Call Px"]]
    for seed, iss, c, m, amt, cd in (("st-1", "FHLB", "5.250", "05/28/2031", "50.0", "05/28/2027"),
                                     ("st-2", "FFCB", "5.100", "11/24/2032", "25.0", "05/24/2027"),
                                     ("st-3", "FHLMC", "5.500", "02/26/2035", "100.0", "05/26/2027"),
                                     ("st-4", "FAMCA", "4.950", "08/27/2029", "15.0", "05/27/2027")):
        rows.append([uc(seed), iss, c, m, amt, cd, "100"])
    ni = [["Issuer", "Structure", "Size ($MM)", "Cpn", "Maturity", "Issue Px", "YTM", "Sprd vs T (bp)"]]
    ni.append(["FHLB", "5NC1 Berm", "75", "4.900", "06/03/2032", "100.000", "4.900", "+71"])
    ni.append(["FFCB", "3NC6m Amer", "40", "4.620", "06/01/2030", "100.000", "4.620", "+58"])
    ni.append(["FHLMC", "10NC2 1x", "150", "5.600", "06/04/2037", "99.950", "5.606", "+118"])
    text = f"""All - no offerings in this one. FYI, the call notices that hit this morning for your holdings
and the callables we priced for the street yesterday (final terms, for your records).

CALLS EXERCISED (redemption at par, accrued to the call date)
{fw(rows, right_from=4, gap=2)}

Total called for your accounts: $190.0MM across 4 CUSIPs; proceeds 5/24 - 5/28.

NEW ISSUES PRICED 5/19 (final, free to trade)
{fw(ni, right_from=2, gap=2)}

Reinvestment run to follow at 10:00 once the curve settles (2y 4.01%, 5y 4.19%, 10y 4.38%).

Eric
{"--"}
Eric Lindqvist | Agency Syndicate & Trading
Stannard Securities Inc. | 55 Water St, New York NY 10041 | +1 212 555 0126
Member FINRA/SIPC. Ref 2027-0520-AG.
"""
    return mk("stannard-agency-call-notices", "text", [], sender=snd,
              subject="Agency call notices + yesterday's new issue terms (no offerings)", date=date("07:31:44", "-0400"), text=text)


def t_ettrick_os_summary():
    snd = "Margaret Oyelaran <moyelaran@ettrick.com>"
    rows = [["Maturity (6/1)", "Amount ($)", "Coupon", "Yield", "Price", "CUSIP"]]
    for yr, amt, c, y in ((2028, "2,150,000", 5.0, 2.62), (2030, "2,360,000", 5.0, 2.71), (2032, "2,605,000", 5.0, 2.84),
                          (2035, "3,015,000", 5.0, 3.05), (2038, "3,490,000", 4.0, 3.41), (2042, "4,225,000", 4.0, 3.88)):
        px = muni_px(c, y, f"{yr}-06-01", "2035-06-01" if yr > 2035 else None)
        rows.append([str(yr), amt, f"{c:.3f}%", f"{y:.2f}%", f3(px) + ("C" if yr > 2035 else ""), uc(f"et-{yr}")])
    text = f"""Attached summary of the Official Statement dated May 19, 2027 (final), for your files. This is the
primary re-offering scale; we have no secondary offerings in these bonds today.

CITY OF ROCKFORD, ILLINOIS - $17,845,000 GENERAL OBLIGATION REFUNDING BONDS, SERIES 2027A
Dated: June 1, 2027 | Interest: June 1 / December 1, commencing December 1, 2027
Ratings: Moody's Aa2 (stable) / S&P AA (stable) | Bank qualified: No
Optional redemption: bonds maturing on or after June 1, 2036 callable on or after June 1, 2035 at par.

{fw(rows, right_from=1, gap=3)}
C = priced to the June 1, 2035 par call.

Sources: par $17,845,000.00; original issue premium $1,284,116.35; total $19,129,116.35.
Uses: escrow deposit $18,862,430.12; costs of issuance $148,500.00; underwriter's discount $118,186.23.
Debt service coverage (FY2026 EAV $4.12bn): 3.4x. Refunding savings $1,402,887 (7.86% of refunded par).
Underwriter: Ettrick Municipal Capital (senior manager). Bond counsel: Garner & Voss LLP.

Margaret Oyelaran | Public Finance
Ettrick Municipal Capital LLC | 120 S LaSalle St, Chicago IL 60603 | 312-555-0148
Member FINRA/SIPC/MSRB. The Official Statement governs; this summary is not an offer.
"""
    return mk("ettrick-muni-os-summary", "text", [], sender=snd,
              subject="FINAL OS summary - Rockford IL GO Ref Ser 2027A", date=date("10:14:03", "-0500"), text=text)


def t_cheswick_clo_pricing():
    snd = "Priya Raman <praman@cheswick.com>"
    rows = [["Class", "Rtg (S&P/Fitch)", "Size ($MM)", "% Cap", "Spread", "Price", "WAL (yrs)", "C/E"]]
    for cl, r, sz, pc, sp, px, wal, ce in (("A-1", "AAA/AAA", "248.00", "62.0", "S+128", "100.000", "6.4", "38.0%"),
                                           ("A-2", "AA/NR", "56.00", "14.0", "S+175", "100.000", "8.1", "24.0%"),
                                           ("B", "A/NR", "24.00", "6.0", "S+210", "99.750", "8.6", "18.0%"),
                                           ("C", "BBB-/NR", "24.00", "6.0", "S+325", "99.500", "8.9", "12.0%"),
                                           ("D", "BB-/NR", "14.00", "3.5", "S+615", "98.000", "9.2", "8.5%"),
                                           ("Sub", "NR", "34.00", "8.5", "n/a", "n/a", "n/a", "n/a")):
        rows.append([cl, r, sz, pc, sp, px, wal, ce])
    text = f"""PRICED: Wexcombe Park CLO 2027-2, Ltd. - final terms

Manager: Wexcombe Park Capital Management LP | Arranger: Cheswick Securities
Target par: $400.0MM | Non-call 2.0 yrs (05/2029) | Reinvestment 5.0 yrs (05/2032) | Stated maturity 04/2040
Pricing date 5/19/27, closing 6/17/27, first payment 10/20/27

{fw(rows, right_from=1, gap=3)}

Portfolio at pricing: 92% ramped, WARF 2,870, WAS S+3.41%, diversity 84, 0.4% CCC, 97.6% first lien.
Books: A-1 2.1x covered, D 3x. AAA tightened from IPTs S+135-140 to guidance S+128-130.

This is a new-issue wrap for information only: no secondary levels in this mail.

Priya Raman | CLO Primary
Cheswick Securities LLC | 11 Madison Ave, New York NY 10010 | +1 212 555 0139
Member FINRA/SIPC. This communication is not a recommendation (ref CS-27-0519).
"""
    return mk("cheswick-clo-pricing-wire", "text", [], sender=snd,
              subject="PRICED: Wexcombe Park CLO 2027-2 - final terms", date=date("07:05:19", "-0400"), text=text)


def t_dallowgill_loan_final_terms():
    snd = "Rafe Whitmore <rwhitmore@dallowgill.co.uk>"
    text = """Allocations out. Final terms below; the facility frees to trade at 12:00 London.

BORROWER:      Penhallow Industrial Group Ltd (B2 / B / B)
FACILITY:      EUR 850,000,000 Term Loan B (7-year), maturing May 2034
MARGIN:        E+350 bps (ratchet to E+325 at <4.25x senior secured net leverage)
FLOOR:         0.00%
OID:           99.50 (talked 99.00 - 99.50)
CALL:          101 soft call, 6 months
COMMITMENTS:   EUR 2.4bn at the 99.00 / E+375 talk; EUR 1.9bn final (2.2x covered)
USE:           refinancing of the EUR 700m 2029 TLB and the EUR 150m RCF drawings
LEVERAGE:      4.6x senior secured / 5.3x total on LTM EBITDA of EUR 186.4m
COVENANTS:     cov-lite; RCF springing at 40% drawn, 8.25x
TICKING:       half the margin from day 31, full from day 61
ALLOCATIONS:   CLOs 62%, funds 28%, banks 10%; average fill 48%

Secondary colour only once it is free to trade. Nothing here is a bid or an offer.

Rafe Whitmore
Loan Syndicate, Dallowgill & Partners LLP
30 Finsbury Square, London EC2A 1AG | +44 20 7946 0263
Authorised and regulated by the FCA (FRN 611 407). Registered in England No. OC 388 214.
"""
    return mk("dallowgill-loan-final-terms", "text", [], sender=snd,
              subject="Penhallow TLB - final terms / allocations", date=date("11:16:55", "+0100"), text=text)


LAYOUTS = [
    t_lathbury_offerings, t_garrigill_buyer_seller,
    t_tolverne_loans_clo, t_sedbergh_bwic_talk_loans,
    t_tamarindo_em_cds, t_loxbeare_ceemea,
    t_stannard_call_notices, t_ettrick_os_summary,
    t_cheswick_clo_pricing, t_dallowgill_loan_final_terms,
]
_ = px_from_yield
