"""Plain-text bodies: compilations, corrections, reply chains, EM and loan/CLO runs, and mails that quote nothing."""

from __future__ import annotations

from common import bkey, fw, mat, mk, q, sig, ui

# ---------------------------------------------------------------- 01 / 02: IG + HY compiled from several dealers


def l01():
    sender = "Fenella Marsh <fmarsh@tidewaymarkets.com>"
    gold = []
    ig = [  # issuer, cpn text, cpn, mat iso, mat style, amt out, rtg, sprd, px, size
        ("CARNWATH RAIL", "5.15", 5.15, "2034-02-15", "mmddyy", "750MM", "A3/A", ("+104", "+99"), ("101.62", "101.98"), "5x5"),
        ("PENNOCK FOODS", "4 3/8", 4.375, "2029-09", "mmyy", "1.25bn", "Baa1/BBB+", ("+82", "+78"), ("99.14", "99.31"), "10x5"),
        ("MERIDALE POWER", "5.6", 5.6, "2054-03-01", "mmddyy", "1bn", "Baa2/BBB", ("+141", "+135"), ("97.40", "98.25"), "3x3"),
        ("LANFORD HEALTH", "4.9", 4.9, "2032-07", "mmyy", "500MM", "A2/A", ("+96", "+92"), ("100.48", "100.72"), "5x5"),
    ]
    rows = [("ISSUER / CPN / MAT", "AMT OUT", "RTG", "SPRD B/O", "PX B/O", "SZ (MM)")]
    for iss, ct, c, m, st, amt, rtg, sp, px, sz in ig:
        rows.append((f"{iss} {ct} {mat(m, st)}", amt, rtg, f"{sp[0]}/{sp[1]}", f"{px[0]}/{px[1]}", sz))
        gold += q(bkey(iss, c, m), "ig", "orravale", size=sz, spread=sp, price=px)
    hy = [
        ("KESTREL PAPER", "8 1/4", 8.25, "2031", "yy", "NC 06/28 @104.125", ("101 1/4", "101 3/4"), ("7.88", "7.75"), "2x2"),
        ("HOLLYBANK LEISURE", "6 7/8", 6.875, "2030-05", "mmyy", "NC 05/27 @103.438", ("96 1/2", "97 1/4"), ("7.85", "7.63"), "2x1"),
        ("SARNFIELD CHEM", "9.5", 9.5, "2029-10-15", "mmddyy", "cl 88.00", ("87 3/4", "88 3/4"), ("13.42", "13.01"), "1x1"),
    ]
    hyl = []
    for iss, ct, c, m, st, note, px, y, sz in hy:
        hyl.append(f"{iss} {ct} {mat(m, st)}  ({note})   {px[0]} - {px[1]}   ytw {y[0]}/{y[1]}   {sz}")
        gold += q(bkey(iss, c, m), "hy", "grannoch", size=sz, price=px, yield_=y)
    gold += q("VELLORAN TELECOM 4.4 2030-06", "ig", "quenby", size=(3000000, None), spread=("+88", None))
    gold += q("ASHFORTH REIT 5.75 2035-01-15", "ig", "quenby", size=(None, 2000000), spread=(None, "+158"))
    gold += q("HOLLYBANK LEISURE 6.875 2030-05", "hy", "tidewaymarkets", size=(1000000, None), price=("97.00", None))
    text = f"""Morning all - street runs as they came in, collated below. Source and time on each block; the levels
are the dealers' own and indicative, pls come back to me before you lift anything.

=== ORRAVALE  07:12 ET  IG, spread vs OTR / cash px ===
{fw(rows, right_from=1)}

=== GRANNOCH  07:40 ET  HY cash, px / ytw, sizes BxO in MM ===
{chr(10).join(hyl)}

=== QUENBY  08:02 ET  axes ===
BUYER    VELLORAN TELECOM 4.4 06/30       +88    3mm
SELLER   ASHFORTH REIT 5 3/4 01/15/35    +158    2mm

=== TIDEWAY (us)  ===
we bid HOLLYBANK LEISURE 6 7/8 05/30  97.00 for 1mm

Supply: 6 deals yday for 9.85bn, book cover 3.4x, NIC ~3bp. 10y UST 4.19.

{sig("Fenella Marsh", "Credit Sales", "Tideway Markets LLP", "+1 212 555 0183 | m +1 646 555 0119")}
Tideway Markets LLP acts as an introducing broker. Levels above are other dealers' and are passed on
without verification (ref. TM-2027/0112, reg. no. 4471829)."""
    return mk("tideway-street-compilation", "text", gold, sender=sender, subject="street runs 12-Jan (IG/HY)",
              date="Tue, 12 Jan 2027 08:11:40 -0500", text=text)


def l02():
    sender = "Ruairi Stenhouse <rstenhouse@penterlyidb.co.uk>"
    gold = []
    rows = [("Dlr", "Security", "Amt Out", "Last Trd", "Bid", "Offer", "Sz", "Time")]
    data = [  # dealer, issuer, cpn txt, cpn, mat, style, amt, last, bid, ask, measure, size, time
        ("BEXMOOR", "HALDANE WATER", "4.625", 4.625, "2033-04-15", "mmddyy", "600", "99.88", "+91", "+87", "spread", "5x5", "07:51"),
        ("CORSTON", "HALDANE WATER", "4.625", 4.625, "2033-04-15", "mmddyy", "600", "99.88", "+92", "+86", "spread", "3x3", "08:03"),
        ("BEXMOOR", "TRELAWNY BANK", "5 1/8", 5.125, "2030-11", "mmyy", "1,000", "100.95", "+108", "+103", "spread", "5x5", "07:51"),
        ("STOURWICK", "OAKLEIGH RETAIL", "7 1/2", 7.5, "2031-06-01", "mmddyy", "450", "98.00", "97.75", "98.50", "price", "2x2", "07:58"),
        ("CORSTON", "OAKLEIGH RETAIL", "7 1/2", 7.5, "2031-06-01", "mmddyy", "450", "98.00", "97 5/8", "98 3/8", "price", "1x1", "08:03"),
        ("STOURWICK", "MARLSTONE MINING", "10", 10.0, "2029-03-15", "mmddyy", "300", "71.25", "12.85%", "12.40%", "yield", "1x1", "07:58"),
        ("BEXMOOR", "ELSWICK LOGISTICS", "6.25", 6.25, "2032-09", "mmyy", "750", "93.10", "93.00", "93.60", "price", "2x2", "07:51"),
    ]
    for d, iss, ct, c, m, st, amt, last, b, a, meas, sz, t in data:
        rows.append((d, f"{iss} {ct} {mat(m, st)}", amt, last, b, a, sz, t))
        gold += q(bkey(iss, c, m), "ig" if meas == "spread" else "hy", d.lower(), size=sz, **{meas: (b, a)})
    text = f"""Composite from the screens, 08:10 London. Dealer per line (Dlr), sizes BxO in MM.
Amt Out in USD MM; Last Trd = last TRACE print, for reference only. IG lines in spread, HY in px
unless marked %.

{fw(rows, right_from=2)}

MARLSTONE MINING shown on yield by Stourwick (distressed, px ~71).
Nothing from Quarrington this morning (their run is late).

Ruairi Stenhouse
Penterly IDB Ltd | Credit Broking | +44 20 7946 0882 | +44 7700 900 415
Penterly IDB Ltd is authorised and regulated (FRN 771204). Registered in England no. 09912284."""
    return mk("penterly-dealer-column", "text", gold, sender=sender, subject="IG/HY composite 12/01 08:10",
              date="Tue, 12 Jan 2027 08:10:55 +0000", text=text)


# ---------------------------------------------------------------- 03 / 04: governments + agencies, superseded levels


def l03():
    sender = "Dale Okonkwo <dokonkwo@pellistonsec.com>"
    dlr = "pellistonsec"
    gold = []
    ust = [  # desc, key, close, bid, ask, chg, by, ay
        ("T 4 1/4 12/31/28", "T 4.25 2028-12-31", "100-05+", "100-04+", "100-05", "-1", "3.981", "3.972"),
        ("T 4 1/8 12/31/31", "T 4.125 2031-12-31", "99-28", "99-26+", "99-27+", "-1+", "4.158", "4.151"),
        ("T 4 3/8 11/15/36", "T 4.375 2036-11-15", "100-16", "100-12+", "100-13+", "-3+", "4.318", "4.312"),
        ("T 4 5/8 11/15/56", "T 4.625 2056-11-15", "98-30", "98-22", "98-24", "-8", "4.712", "4.708"),
    ]
    rows = [("UST", "prv cls", "bid", "ask", "chg/32", "yld b", "yld a")]
    for d, k, cl, b, a, ch, yb, ya in ust:
        rows.append((d, cl, b, a, ch, yb, ya))
        gold += q(k, "government", dlr, size="25x25", price=(b, a), yield_=(yb, ya))
    ag = [
        ("FHLB 4 1/8 03/15/30", "FHLB 4.125 2030-03-15", "T+14", "T+11", "100-06", "100-10"),
        ("FFCB 3.95 08/21/29", "FFCB 3.95 2029-08-21", "T+12", "T+9", "99-25", "99-28"),
        ("FNMA 0 11/15/30", "FNMA 0 2030-11-15", "T+21", "T+17", "85.412", "85.590"),
    ]
    rows2 = [("AGENCIES", "sprd b/a", "px b/a", "amt out")]
    for d, k, sb, sa, pb, pa in ag:
        shown_b, shown_a = (pb, pa) if not pb.startswith("100-06") else ("101-06", "101-10")
        rows2.append((d, f"{sb} / {sa}", f"{shown_b} / {shown_a}", "3.5bn" if "FHLB" in d else "1.2bn"))
        gold += q(k, "agency", dlr, size="10x10", spread=(sb.replace("T", ""), sa.replace("T", "")), price=(pb, pa))
    text = f"""UST 25x25, agencies 10x10. Levels as of 07:55, indicative.

{fw(rows, right_from=1)}

{fw(rows2, right_from=1)}

** CORRECTION 08:14 ** px on the FHLB 4 1/8 03/30 should read 100-06 / 100-10, not 101-06 / 101-10
as above (fat finger on the handle). Spread unchanged. Everything else stands.

2s10s +33.7, 5s30s +55.2. Auctions: 3y 58bn Tue, 10y 39bn Wed, 30y 22bn Thu.

{sig("Dale Okonkwo", "US Rates Trading", "Pelliston Securities Inc.", "desk (212) 555-0164 / (212) 555-0165")}
Pelliston Securities Inc., member FINRA/SIPC. 1 Battery Pl, Fl. 22, New York NY 10004."""
    return mk("pelliston-ust-agy-correction", "text", gold, sender=sender, subject="UST / agy run 1/12 (corr. FHLB px)",
              date="Tue, 12 Jan 2027 08:15:03 -0500", text=text)


def l04():
    sender = "Henrike Vosswinkel <h.vosswinkel@kessendorf.de>"
    dlr = "kessendorf"
    gold = []
    new = [  # label, key, geld, brief, rend g, rend b
        ("DBR 2.5 15.02.2035", "DBR 2.5 2035-02-15", "98,42", "98,48", "2,712", "2,705"),
        ("DBR 2.6 15.08.2034", "DBR 2.6 2034-08-15", "99,31", "99,37", "2,688", "2,680"),
        ("OBL 2.2 10.10.2031", "OBL 2.2 2031-10-10", "99,05", "99,09", "2,412", "2,403"),
        ("OAT 3.0 25.05.2035", "OAT 3 2035-05-25", "98,64", "98,72", "3,171", "3,162"),
        ("BTPS 3.85 01.02.2035", "BTPS 3.85 2035-02-01", "101,18", "101,30", "3,668", "3,653"),
    ]
    rows = [("Anleihe", "Geld", "Brief", "Rend. G", "Rend. B", "Vortag")]
    for lab, k, g, b, rg, rb in new:
        rows.append((lab, g, b, rg, rb, "98,11" if "2035" in k and "DBR" in k else "-"))
        gold += q(k, "government", dlr, size="10x10", comma=True, price=(g, b), yield_=(rg, rb))
    ssa = [("KFW 2.75 15.05.2031", "KFW 2.75 2031-05-15", "MS+14", "MS+11", "100,22", "100,31"),
           ("EIB 2.875 12.01.2033", "EIB 2.875 2033-01-12", "MS+19", "MS+16", "100,04", "100,15")]
    rows2 = [("SSA", "ASW G/B", "Kurs G/B")]
    for lab, k, sg, sb, pg, pb in ssa:
        rows2.append((lab, f"{sg} / {sb}", f"{pg} / {pb}"))
        gold += q(k, "agency", dlr, size="10x10", comma=True, i_spread=(sg.replace("MS+", ""), sb.replace("MS+", "")), price=(pg, pb))
    text = f"""Hallo zusammen,

Update nach dem Datenpunkt - Bunds ca. 2bp schwaecher, neue Levels unten. Die Levels von 08:05
(unten) sind hinfaellig. Groessen 10 Mio je Seite.

{fw(rows, right_from=1)}

{fw(rows2, right_from=1)}

Gruesse
Henrike

Henrike Vosswinkel | Rates Trading | Kessendorf Bank AG
Tel. +49 69 2222 4471 | Mobil +49 171 555 3904
Kessendorf Bank AG, Sitz Frankfurt am Main, HRB 88412, Vorstand: K. Lenz, M. Ohrt.

-----Original Message-----
From: Henrike Vosswinkel
Sent: Tuesday, January 12, 2027 8:05 AM
To: Rates Clients
Subject: EGB / SSA Levels 12.01.

DBR 2.5 15.02.2035      98,61   98,67   2,690   2,683
DBR 2.6 15.08.2034      99,50   99,56   2,666   2,658
OBL 2.2 10.10.2031      99,14   99,18   2,393   2,384
OAT 3.0 25.05.2035      98,83   98,91   3,148   3,139
BTPS 3.85 01.02.2035   101,37  101,49   3,645   3,630
SPGB 3.15 30.04.2035    99,70   99,78   3,183   3,174
KFW 2.75 15.05.2031     MS+13 / MS+10    100,29 / 100,38
"""
    return mk("kessendorf-egb-update-chain", "text", gold, sender=sender, subject="RE: EGB / SSA Levels 12.01. - Update",
              date="Tue, 12 Jan 2027 10:42:19 +0100", text=text, enc="7bit")


# ---------------------------------------------------------------- 05 / 06: EM with benchmark, fx, duration; sovereign CDS


def l05():
    sender = "Mariana Quintela <mquintela@cordobrancapital.com>"
    dlr = "cordobrancapital"
    gold = []
    sov = [  # text issuer, key issuer, cpn txt, cpn, mat, style, isin?, px, yld, bmk, mid sprd, dur
        ("COLOM", "7 1/2", 7.5, "2034-02-02", "mmddyyyy", ("101.15", "101.65"), ("7.28", "7.21"), "10y 4.19", "309", "6.1"),
        ("MEX", "6.35", 6.35, "2035-02-09", "mmddyyyy", ("99.40", "99.85"), ("6.43", "6.37"), "10y 4.19", "221", "6.8"),
        ("PERU", "5 3/8", 5.375, "2035-02-08", "mmddyyyy", ("98.95", "99.45"), ("5.52", "5.46"), "10y 4.19", "130", "7.0"),
        ("CHILE", "4.95", 4.95, "2036-01-05", "mmddyyyy", ("98.10", "98.55"), ("5.19", "5.13"), "10y 4.19", "97", "7.9"),
    ]
    lines = []
    for iss, ct, c, m, st, px, y, bm, ms, du in sov:
        lines.append(f"{iss} {ct} {mat(m, st)}   {px[0]} - {px[1]}   yld {y[0]} / {y[1]}   bmk UST {bm}   mid sprd {ms}   dur {du}")
        gold += q(bkey(iss, c, m), "em_sovereign", dlr, size="2x2", price=px, yield_=y)
    isn = ui("XS", "TOLHUACA ENERGIA 6.125 2033")
    lines.append(f"TOLHUACA ENERGIA 6 1/8 07/33 ({isn})   97.60 - 98.20   yld 6.52 / 6.42   bmk UST 7y 4.05   mid sprd 242   dur 5.3")
    gold += q(isn, "em_sovereign", dlr, size="2x2", asset_class="corporate", price=("97.60", "98.20"), yield_=("6.52", "6.42"))
    loc = [("MBONO", "7 3/4", 7.75, "2031-11-29", ("9.12", "9.08"), "USDMXN 18.41"),
           ("COLTES", "13 1/4", 13.25, "2033-02-09", ("11.44", "11.38"), "USDCOP 4,102")]
    ll = []
    for iss, ct, c, m, y, fx in loc:
        ll.append(f"{iss} {ct} {mat(m, 'mmddyy')}   yld {y[0]}/{y[1]}   ({fx})")
        gold += q(bkey(iss, c, m), "em_sovereign", dlr, size="2x2", yield_=y)
    cds = [("BRAZIL 5Y", "148", "153"), ("MEXICO 5Y", "104", "108"), ("COLOMBIA 5Y", "187", "193"), ("COLOMBIA 10Y", "289", "299")]
    cl = []
    for k, b, a in cds:
        cl.append(f"{k}   {b}/{a}")
        gold += q(k, "cds", dlr, size="10x10", spread=(b, a))
    text = f"""LatAm this morning. Cash 2mm per side, CDS 10x10. Duration is modified, sprd is at mid vs the bmk shown.

HARD CCY
{chr(10).join(lines)}

LOCAL (yld only)
{chr(10).join(ll)}

SOV CDS (bp)
{chr(10).join(cl)}

Flows: real money buying COLOM 34s, 40s; fast money out of MEX long end. Brent 74.1, DXY 103.6.

Mariana Quintela
Cordobran Capital | EM Credit & Rates | +1 305 555 0177 | +55 11 5555 0142
Levels indicative, subject to change. Cordobran Capital LLC, 1450 Brickell Ave, Miami FL 33131."""
    return mk("cordobran-latam-bmk-fx", "text", gold, sender=sender, subject="LatAm cash / local / CDS 12-Jan",
              date="Tue, 12 Jan 2027 07:48:30 -0500", text=text)


def l06():
    sender = "Wei Ling Tan <weiling.tan@harbourpeak.com.sg>"
    dlr = "harbourpeak"
    gold = []
    rows = [("ISIN", "Bond", "Rtg", "T+ b/o", "Px b/o", "Bmk yld", "Sz")]
    data = [  # seed, text, key-not-needed, spr b/a, px b/a, bmk, size, asset
        ("INDON 4.65 2032", "INDON 4.65 09/20/32", ("112", "106"), ("98.35", "98.70"), "4.08", "3x3", "sovereign"),
        ("PHILIP 5.5 2035", "PHILIP 5.5 01/17/35", ("98", "93"), ("101.80", "102.20"), "4.19", "3x3", "sovereign"),
        ("SRILAN 3.6 2033", "SRILAN 3.6 02/15/33", ("562", "538"), ("79.25", "80.25"), "4.08", "1x1", "sovereign"),
        ("JAVAMAS 6.0 2034", "JAVAMAS 6 05/03/34", ("161", "154"), ("99.10", "99.55"), "4.12", "2x2", "corporate"),
        ("KOWLOON PORT 5.25 2031", "KOWLOON PORT 5.25 06/11/31", ("138", "131"), ("100.40", "100.70"), "3.97", "2x2", "corporate"),
    ]
    for seed, txt, sp, px, bm, sz, ac in data:
        isn = ui("XS" if ac == "corporate" else "US", seed)
        rows.append((isn, txt, "BBB" if ac == "corporate" else "Baa2", f"{sp[0]}/{sp[1]}", f"{px[0]}/{px[1]}", bm, sz))
        gold += q(isn, "em_sovereign", dlr, size=sz, asset_class=ac, spread=sp, price=px)
    cds = [("INDON 5Y", "71", "75"), ("PHILIP 5Y", "58", "62"), ("CHINA 5Y", "49", "53")]
    for k, b, a in cds:
        gold += q(k, "cds", dlr, size="10x10", spread=(b, a))
    text = f"""Asia EM am run - Singapore 08:30 SGT. Spreads vs UST (bmk yield shown), sizes BxO in MM.

{fw(rows, right_from=2)}

Sov CDS 10x10:   INDON 5Y 71/75   PHILIP 5Y 58/62   CHINA 5Y 49/53

USDIDR 15,885  USDPHP 57.92  UST 5y 3.97 / 10y 4.19. Supply: 3 IG deals in Asia today, ~2.1bn.

Tan Wei Ling | Asia Credit Trading | Harbourpeak Securities Pte. Ltd.
DID +65 6555 0193 | Mobile +65 9555 0148
Harbourpeak Securities Pte. Ltd. (Co. Reg. No. 200917745K). Prices are indicative only."""
    return mk("harbourpeak-asia-isin-bmk", "text", gold, sender=sender, subject="Asia EM run 12 Jan",
              date="Tue, 12 Jan 2027 08:31:02 +0800", text=text)


# ---------------------------------------------------------------- 07 / 08: loans + securitised crowded with non-levels


def l07():
    sender = "Graham Ashby <gashby@lockhartfell.com>"
    dlr = "lockhartfell"
    gold = []
    loans = [  # borrower/facility, margin, floor, mat, fac size, bid, ask, prev, chg
        ("BRAXTON MARINE TLB", "S+375", "0.50%", "06/31", "$1,250MM", "99.125", "99.625", "99.00", "+1/8"),
        ("CALDERVALE SOFTWARE TL", "S+325", "0.75%", "03/32", "$2,100MM", "100.00", "100.375", "99.875", "+1/8"),
        ("FENWICK DENTAL TLB", "S+450", "0.50%", "11/30", "$640MM", "94.50", "95.50", "95.25", "-3/4"),
        ("ROWANHILL PACKAGING TLB", "S+400", "0.50%", "09/31", "$900MM", "98.75", "99.25", "98.75", "unch"),
    ]
    ll = []
    for desc, mg, fl, m, fac, b, a, pv, ch in loans:
        ll.append(f"{desc} {mg} {m}   flr {fl}   size {fac}   {b} / {a}   (prev {pv}, {ch})")
        gold += q(f"{desc} {mg} {m}", "loan", dlr, size="1x1", price=(b, a))
    clo = [  # deal class, rtg, orig, factor, cpn, wal, dm b/a, px b/a
        ("TIDEMARK CLO 2024-3A D", "BBB-", "24.0", "1.000", "S+410", "5.8", ("425", "405"), ("99.50", "100.00")),
        ("TIDEMARK CLO 2024-3A E", "BB-", "16.5", "1.000", "S+690", "6.1", ("735", "705"), ("98.25", "99.00")),
        ("HALSEY PARK CLO 2021-1A B", "AA", "40.0", "0.912", "S+175", "3.2", ("160", "150"), ("100.20", "100.45")),
    ]
    cl = []
    for deal, rtg, orig, fac, c, wal, dm, px in clo:
        cus = ui("US", deal)[2:11]
        cl.append(f"{deal} ({cus})  {rtg}  orig {orig}mm  fac {fac}  cpn {c}  WAL {wal}   DM {dm[0]}/{dm[1]}   px {px[0]}/{px[1]}")
        gold += q(cus, "structured", dlr, size="2x2", dm=dm, price=px)
    text = f"""Loans and CLO levels, 12-Jan. Loans 1mm per side, CLO 2mm per side - more if you need, call.

LOANS  (margin, maturity, floor and facility size for ref; prev = last night's mark)
{chr(10).join(ll)}

CLO  (orig in mm, factor, coupon over 3m SOFR, WAL in yrs)
{chr(10).join(cl)}

LLI +0.04% today, 97.62 avg bid. CLO AAA new issue prints S+128 / 3.8% of the book done.

Graham Ashby
Lockhart Fell & Co. | Leveraged Finance Trading
T +1 312 555 0136 | F +1 312 555 0137
Lockhart Fell & Co., 190 S LaSalle St, Ste 2400, Chicago IL 60603. Indicative levels only."""
    return mk("lockhartfell-loan-clo-crowded", "text", gold, sender=sender, subject="loans / CLO 1/12",
              date="Tue, 12 Jan 2027 09:02:44 -0600", text=text)


def l08():
    sender = "Priyanka Raman <praman@ellisvale.com>"
    dlr = "ellisvale"
    gold = []
    loans = [  # borrower, facility, margin, maturity, bid, ask, oid, lev
        ("MORCOMBE FOODS", "TLB", "S+350", "2031-05-14", "98.625", "99.125", "OID 98.5", "5.2x"),
        ("QUARRYBANK HEALTH", "TLB-2", "S+425", "2030-08-30", "96.00", "96.75", "OID 99.0", "6.8x"),
        ("WINSHAW AEROSPACE", "TL", "S+300", "2032-02-27", "100.125", "100.50", "OID 99.75", "4.1x"),
    ]
    ll = [fw([("Borrower", "Fac", "Mgn", "Mty", "Bid", "Ask", "Notes")] +
             [(b, f, m, mt, bi, a, f"{o}, lev {lv_}") for b, f, m, mt, bi, a, o, lv_ in loans], right_from=4)]
    for b, f, m, mt, bi, a, _o, _l in loans:
        gold += q(f"{b} {f} {m} {mt}", "loan", dlr, size="1x1", price=(bi, a))
    sec = [  # desc, orig, cur factor, cpn, wal, sprd b/a (J+), px b/a
        ("AUTO: WESTLEIGH AUTO 2025-2 C", "35.0", "0.744", "5.41", "1.6", ("J+118", "J+110"), ("99-28", "100-00")),
        ("CARD: PENROSE MASTER 2024-A A", "250.0", "1.000", "4.92", "2.4", ("J+52", "J+48"), ("100-09", "100-11")),
        ("CMBS: BRIDGEHAM 2023-C4 AS", "61.0", "0.982", "5.88", "6.9", ("J+165", "J+155"), ("98-06", "98-18")),
    ]
    sl = []
    for desc, o, fac, c, wal, sp, px in sec:
        cus = ui("US", desc)[2:11]
        sl.append(f"{desc}  {cus}  orig {o}  fct {fac}  cpn {c}  wal {wal}   {sp[0]}/{sp[1]}   {px[0]}/{px[1]}")
        gold += q(cus, "structured", dlr, size="3x3", spread=(sp[0][2:], sp[1][2:]), price=px)
    text = f"""Hi - afternoon levels. Loans 1mm per side. ABS/CMBS 3mm per side.

{ll[0]}

ABS / CMBS (orig mm, current factor, cpn %, wal yrs, spread to interpolated UST, px)
{chr(10).join(sl)}

Loan index +6c WoW; CLO arb 148bp. Rgds, Priyanka

Priyanka Raman | Ellisvale Capital Markets | 555 California St, San Francisco CA 94104
o: (415) 555-0128  c: (415) 555-0171
Indicative only. Not an offer to buy or sell. Ellisvale Capital Markets LLC, member FINRA."""
    return mk("ellisvale-loan-abs-notes", "text", gold, sender=sender, subject="loans + ABS/CMBS pm levels",
              date="Tue, 12 Jan 2027 14:22:09 -0800", text=text)


# ---------------------------------------------------------------- 09 / 10: quote nothing (prints, final terms)


def l09():
    text = """TRACE / our prints this morning, FYI - all done, nothing left on these.

Time    Side  Security                          Qty(MM)   Px        Yld     Sprd
07:41   B     CARNWATH RAIL 5.15 02/15/34        5.000    101.71    4.912   +101
07:52   S     PENNOCK FOODS 4 3/8 09/29          2.000     99.22    4.688    +80
08:06   S     KESTREL PAPER 8 1/4 '31            1.500    101.50    7.812     -
08:19   B     HALDANE WATER 4.625 04/15/33       10.000    99.95    4.634    +89
08:33   S     MERIDALE POWER 5.6 03/01/54        3.000     97.85    5.752   +138

Volumes: IG 18.4bn yday (TRACE), HY 4.1bn; 62% client sells. Week to date IG 41.2bn.
Our allocations on the CARNWATH new issue: 12mm at 99.874 (T+104), settles 01/19/27.

Sam Whitlock | Credit Sales | Brantholme Securities | +1 212 555 0190
Brantholme Securities LLC, member FINRA/SIPC. For information only."""
    return mk("brantholme-trace-prints", "text", [], sender="Sam Whitlock <swhitlock@brantholme.com>",
              subject="prints this am (done)", date="Tue, 12 Jan 2027 09:05:31 -0500", text=text)


def l10():
    text = """NEW ISSUE - FINAL TERMS

Issuer:            Ravensholm Utilities Finance plc
Guarantor:         Ravensholm Utilities Group plc (Baa1/BBB+)
Format:            Reg S / 144A, senior unsecured
Size:              USD 1,000,000,000 (books > 3.8bn, 142 accounts)
Pricing date:      12 January 2027
Settlement:        19 January 2027 (T+5)
Maturity:          19 January 2037
Coupon:            5.375% s.a., 30/360
Re-offer price:    99.652
Re-offer yield:    5.421%
Spread:            T+122 (UST 4.375 11/15/36 at 100-13+ / 4.201%)
IPTs / Guidance:   T+150a / T+125 (+/-3, WPIR)
Denominations:     200,000 x 1,000
ISIN / CUSIP:      to follow
Joint Bookrunners: Varnham & Co, Pembury Kinsey, Strathcarron Markets

Thanks all for the support.

Lucy Tremayne | DCM Syndicate | Strathcarron Markets
+44 20 7946 0712 | +44 7700 900 622
Strathcarron Markets Ltd, authorised and regulated by the FCA (FRN 602214)."""
    return mk("strathcarron-final-terms", "text", [], sender="Lucy Tremayne <ltremayne@strathcarron.co.uk>",
              subject="PRICED: Ravensholm Utilities USD 10yr - final terms", date="Tue, 12 Jan 2027 19:03:11 +0000", text=text)


# ---------------------------------------------------------------- 11 / 12: quote nothing (axes pulled, P&L)


def l11():
    text = """All - please PULL everything from my 07:30 axes mail, we are done / no longer axed:

  BUYER  VELLORAN TELECOM 4.4 06/30      +88   3mm    -> done with another client, cancel
  SELLER ASHFORTH REIT 5 3/4 01/15/35   +158   2mm    -> pulled
  SELLER SARNFIELD CHEM 9.5 10/15/29    88.25  1mm    -> pulled
  BUYER  FFCB 3.95 08/21/29             T+10  10mm    -> filled

New axes later once we've re-risked. Apologies for the noise.

Olu Bankole | Credit Trading | Fairhurst Dunmore
+1 212 555 0155 (desk) | +1 917 555 0124 (cell)
Fairhurst Dunmore LLC, 11 Madison Ave, New York NY 10010."""
    return mk("fairhurst-axes-cancelled", "text", [], sender="Olu Bankole <obankole@fairhurstdunmore.com>",
              subject="CXL - axes from 07:30 no longer valid", date="Tue, 12 Jan 2027 10:14:52 -0500", text=text)


def l12():
    text = """Desk P&L / risk - close 11-Jan-2027 (internal, do not forward)

Book            DV01 ($k)   CS01 ($k)   P&L ($k)   Top position
IG Fin             -41.2       +88.4      +112.0    MERIDALE POWER 5.6 03/01/54  +12.5mm @ 97.825 mark
IG Corp            +18.9      +126.1       -64.3    LANFORD HEALTH 4.9 07/32     +20mm @ 100.60 mark
HY                  +6.4       +41.8      +205.7    KESTREL PAPER 8 1/4 '31      +4mm @ 101.50 mark
EM                 +22.0       +37.5       -18.2    COLOM 7 1/2 02/02/2034       +6mm @ 101.40 mark
CDS idx              0.0      -210.0       +33.1    CDX IG 47 5Y -150mm @ 51.25 mark

Total P&L +268.3k; VaR (99%, 1d) 1.42mm vs limit 2.50mm; stress (-100bp / +50bp CS) -3.9mm.
Marks are end-of-day mids from the valuation control run, not tradeable.

Ines Carvalho | Risk Management | Ashburnham Brothers
+44 20 7946 0633"""
    return mk("ashburnham-pnl-risk", "text", [], sender="Ines Carvalho <icarvalho@ashburnhambros.co.uk>",
              subject="P&L / risk 11-Jan close", date="Tue, 12 Jan 2027 07:02:40 +0000", text=text)


LAYOUTS = [l01, l02, l03, l04, l05, l06, l07, l08, l09, l10, l11, l12]
