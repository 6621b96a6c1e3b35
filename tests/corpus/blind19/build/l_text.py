"""Plain-text bodies: munis, loans, CLO / ABS, agency pools, IG / CDS, and two mails quoting nothing."""

from __future__ import annotations

from common import date, f3, frac, mk, muni_px, n32, pad, q, sig, uc, ylds

TO = "Credit PM desk <pm-desk@clients.example-am.com>"


# ---------------------------------------------------------------- munis


def _mpx(c, y, mat_iso, call_iso=None, cpx=100.0):
    return f3(muni_px(c, y, mat_iso, call_iso, cpx))


def t01_muni_prose():
    d = "thornaby"
    g = []
    a = uc("thornaby nyc tfa 5 2041")
    b = uc("thornaby nys dorm 4 2049")
    c = uc("thornaby mta 5.25 2052")
    e = uc("thornaby nyc go 3 2045")
    f = uc("thornaby ca go 5 2036")
    h = uc("thornaby ladwp 5.25 2053")
    k = uc("thornaby dfw 5.25 2038")
    p1 = (_mpx(5, 3.38, "2041-11-01", "2031-11-01"), _mpx(5, 3.31, "2041-11-01", "2031-11-01"))
    p2 = (_mpx(4, 4.125, "2049-03-15"), _mpx(4, 4.06, "2049-03-15"))
    p3 = _mpx(5.25, 4.02, "2052-11-15", "2032-11-15")
    p5 = (_mpx(5, 2.91, "2036-10-01"), _mpx(5, 2.84, "2036-10-01"))
    p6 = (_mpx(5.25, 3.87, "2053-07-01", "2033-07-01"), _mpx(5.25, 3.81, "2053-07-01", "2033-07-01"))
    ytm6 = (ylds(5.25, float(p6[0]), "2053-07-01", 2), ylds(5.25, float(p6[1]), "2053-07-01", 2))
    p7 = (_mpx(5.25, 3.45, "2038-11-01", "2033-11-01", 102.0), _mpx(5.25, 3.39, "2038-11-01", "2033-11-01", 102.0))
    text = f"""Good morning - Thornaby muni desk, two-way levels for Wed 24-Nov.

Yield first, dollar price second. Premiums are priced to the call (ytc), discounts to
maturity. Par is per side unless shown; M = thousands. MMD spreads are vs this morning's
scale and are colour only, not a market.

NEW YORK
  NYC TFA FUT TAX SUB 5s of 2041 ({a})  c/31 @ 100
      3.38 / 3.31 ytc   {p1[0]} / {p1[1]}   1MM   (MMD +41)
  NYS DORM PIT 4% 3/15/49 ({b})  c/29 @ 100   4.125 / 4.06 to mat   {p2[0]} / {p2[1]}   500M   prev 4.15 / 4.09
  MTA TRANS REV 5.25s 11/15/52 ({c})  c/32 @ 100   bid only: 4.02 ytc ({p3}) for up to 2MM
  NYC GO 3s of 2045 ({e})  last traded 4.41 on 11/19 per MSRB, 250M - no market from us today

CALIFORNIA
  CA ST GO 5s 10/1/36 ({f})  NC   2.91 / 2.84   {p5[0]} / {p5[1]}   2MM
  LA DWP PWR 5.25s 7/1/53 ({h})  c/33 @ 100   YTW 3.87 / 3.81 (YTM {ytm6[0]} / {ytm6[1]})   {p6[0]} / {p6[1]}   1MM

TEXAS
  DFW ARPT JT REV 5.25s 11/1/38 ({k})  c/33 @ 102   3.45 / 3.39 ytc   {p7[0]} / {p7[1]}   750M x 1,000M

The DFW call is at 102, so the ytc's are to the 102 call; the YTM in brackets on the DWP line
is for reference only. Both bond and yield sides move together - if you lift the px we fill at
the yield shown.

Rory

{sig("Rory Calder", "Municipal Trading", "Thornaby Securities LLC, 1 Liberty Plaza, New York NY 10006", "+1 212 555 0187")}
"""
    g += q(a, "muni", d, size="1MM", yield_=("3.38", "3.31"), price=p1)
    g += q(b, "muni", d, size=(500000, 500000), yield_=("4.125", "4.06"), price=p2)
    g += q(c, "muni", d, size=(2000000, None), yield_=("4.02", None), price=(p3, None))
    g += q(f, "muni", d, size="2MM", yield_=("2.91", "2.84"), price=p5)
    g += q(h, "muni", d, size="1MM", yield_=("3.87", "3.81"), price=p6)
    g += q(k, "muni", d, size=(750000, 1000000), yield_=("3.45", "3.39"), price=p7)
    return mk("thornaby-muni-ytc-prose", "text", g, sender="Rory Calder <rcalder@thornaby.com>",
              subject="Thornaby munis 24-Nov: NY / CA / TX two-way (ytc / px)", date=date("07:48:12", day=24), to=TO,
              text=text, note="text:muni-prose")


def t02_muni_columns():
    d = "halsetown"
    rows = [
        # cusip seed, issuer, cpn, mat (m/d/yyyy), iso, call, call iso, call px, bid y, ofr y, par
        ("h1", "MASS ST SCH BLDG AUTH", 5.0, "8/15/2044", "2044-08-15", "8/15/34", "2034-08-15", 100.0, 3.62, 3.56, "1,000"),
        ("h2", "CHICAGO O'HARE ARPT GEN", 5.5, "1/1/2055", "2055-01-01", "1/1/35", "2035-01-01", 100.0, 4.21, 4.14, "500"),
        ("h3", "NJ TRANSN TR FD AUTH", 4.0, "6/15/2046", "2046-06-15", "6/15/31", "2031-06-15", 100.0, 4.33, 4.27, "750"),
        ("h4", "PENN TPK COMMN SUB", 4.125, "12/1/2050", "2050-12-01", "12/1/30", "2030-12-01", 100.0, 4.125, 4.08, "250"),
        ("h5", "OHIO ST HOSP CLEVELAND CL", 5.0, "1/1/2039", "2039-01-01", "1/1/34", "2034-01-01", 102.0, 3.58, 3.51, "1,500"),
    ]
    g = []
    lines = ["CUSIP | ISSUER | CPN | MATURITY | CALL | YLD B/O (ytw) | PX B/O | CHG (bp) | YTM (ref) | PAR (000)"]
    for seed, iss, c, m, iso, call, ciso, cpx, by, oy, par in rows:
        cu = uc("halsetown " + seed)
        bp, op = _mpx(c, by, iso, ciso, cpx), _mpx(c, oy, iso, ciso, cpx)
        ytm = ylds(c, (float(bp) + float(op)) / 2, iso, 2)
        callt = f"{call} @ {cpx:g}"
        chg = {"h1": "-2", "h2": "+1", "h3": "unch", "h4": "-3", "h5": "+2"}[seed]
        lines.append(f"{cu} | {iss} | {c:.3f} | {m} | {callt} | {by:.3f}/{oy:.3f} | {bp}/{op} | {chg} | {ytm} | {par}")
        p = int(par.replace(",", "")) * 1000
        g += q(cu, "muni", d, size=(p, p), yield_=(f"{by:.3f}", f"{oy:.3f}"), price=(bp, op))
    # a capital appreciation bond: a zero at a low dollar price (right, not a slip)
    cab = uc("halsetown cab 0 2040")
    cb, co = f3(100 / (1 + 0.0422 / 2) ** (2 * 12.7)), f3(100 / (1 + 0.0416 / 2) ** (2 * 12.7))
    lines.append(f"{cab} | SAN DIEGO USD GO CAB | 0.000 | 8/1/2040 | NC | 4.220/4.160 | {cb}/{co} | -1 | - | 2,000")
    g += q(cab, "muni", d, size=(2000000, 2000000), yield_=("4.220", "4.160"), price=(cb, co))
    text = f"""Halsetown Capital Markets - municipal two-way run
Mon 22 Nov 2027, 10:05 CT

{pad(lines, right_from=2)}

Notes: yields are to worst (the call where the bond trades to it); YTM column is at the mid
and for reference only. CHG is vs Friday's close in bp. Par in thousands, each side. The San
Diego CAB is a zero - the low dollar price is right. Ohio Cleveland Clinic 5s of 39 are callable
at 102 in 2034.

Also working: a 5MM block of TEXAS WATER DEV BRD 4s of 2047, last trade 4.29 Friday - we do not
have a two-way on it, ask if interested.

Beth Marwick | Halsetown Capital Markets | Dallas | +1 214 555 0133
Halsetown Capital Markets LLC, member FINRA / SIPC / MSRB.
"""
    return mk("halsetown-muni-columns", "text", g, sender="Beth Marwick <bmarwick@halsetown.com>",
              subject="HCM muni run - ytw / px - 22 Nov", date=date("10:05:44", "-0600", day=22), to=TO, text=text,
              note="text:muni-fixed-width")


# ---------------------------------------------------------------- loans


def t03_loans_sectors():
    d = "wivenhoe"
    text = """Wivenhoe loan trading - secondary levels, Mon 22-Nov. Price, bid-offer. Sizes 1MM per side unless
shown on the line. Sector averages in the headings are our bid-side marks, not markets.

== SOFTWARE / TECH  (avg bid 96.41 across 7 names, -0.18 w/w) ==
 KELDHOLME SOFTWARE TLB S+350 03/31   98.50-99.00       (flr 0.50, OID 99.5, $1,100MM, B2/B)
 ARKENGARTH DATA 1L TLB S+425 10/30   62.50-64.50  2mm  (Caa1/CCC+; yes 62 - Q3 miss, RSA talk)
 FARNDALE CLOUD TLB S+300 05/32       100.125-100.375   (repriced Oct; 52wk hi 100.50 lo 97.25)

== HEALTHCARE  (avg bid 94.87, 5 names) ==
 ROSSETT DIAGNOSTICS TLB S+400 02/31  91.75-92.50       (L3M 89.00; flr 0.75)
 BILSDALE CARE 2L S+675 08/32         48-52        500k (sub; last print 50 on 11/18, 2mm)

== EUR ==
 HARTHOPE BIDCO TLB EUR E+425 04/32   99.00-99.50  EUR 2mm   (flr 0%, 2031 soft call 101 gone)

Kelso Ruddock
Wivenhoe Partners | Leveraged Loan Trading | +44 20 7946 0712
"""
    g = []
    g += q("KELDHOLME SOFTWARE TLB S+350 03/31", "loan", d, size="1MM", price=("98.50", "99.00"))
    g += q("ARKENGARTH DATA 1L TLB S+425 10/30", "loan", d, size="2mm", price=("62.50", "64.50"))
    g += q("FARNDALE CLOUD TLB S+300 05/32", "loan", d, size="1MM", price=("100.125", "100.375"))
    g += q("ROSSETT DIAGNOSTICS TLB S+400 02/31", "loan", d, size="1MM", price=("91.75", "92.50"))
    g += q("BILSDALE CARE 2L S+675 08/32", "loan", d, size="500k", price=("48", "52"))
    g += q("HARTHOPE BIDCO TLB EUR E+425 04/32", "loan", d, size="2mm", price=("99.00", "99.50"))
    return mk("wivenhoe-loans-sector-averages", "text", g, sender="Kelso Ruddock <kruddock@wivenhoe.co.uk>",
              subject="Wivenhoe loans - levels 22/11", date=date("12:31:07", "+0000", day=22), to=TO, text=text,
              note="text:loans")


def t04_loans_blocks():
    d = "ellerdine"
    text = f"""Loan levels - Ellerdine Securities - Tue 30-Nov

GARSDALE FOODS  Term Loan B  S+375  9/15/31
   facility $1,450MM | flr 0.50% | OID 99.0 at launch (Jun-24) | B1/B+ | 2.1x cov
   mkt: {frac(97.75)} / {frac(98.25)}   (1x1)   chg +1/4

LUNEDALE PACKAGING  Term Loan B-2  S+325  3/1/30
   facility $890MM | flr 0.00% | repriced Apr-27 at 100.25 | B2/B
   mkt: {frac(100.125)} / {frac(100.5)}   (2x2)   chg unch

COWSHILL TELECOM  2nd Lien TL  S+700  12/8/31
   facility $400MM | Caa2/CCC | 1L trades 71-72 for reference
   mkt: 31 / 34   (1x1)   chg -3 on the restructuring adviser headline

MARRICK CHEMICALS  Term Loan B  S+450  6/30/29
   facility $725MM | flr 0.75% | B3/B-
   no market today - last 88 3/8 bid Friday (subject)

Moving names: GARSDALE was 96 1/2 before the print (up 1 1/4 in two sessions).

Tamsin Hay | Ellerdine Securities | loan sales | +1 646 555 0178
"""
    g = []
    g += q("GARSDALE FOODS TERM LOAN B S+375 9/15/31", "loan", d, size="1x1", price=("97 3/4", "98 1/4"))
    g += q("LUNEDALE PACKAGING TERM LOAN B-2 S+325 3/1/30", "loan", d, size="2x2", price=("100 1/8", "100 1/2"))
    g += q("COWSHILL TELECOM 2ND LIEN TL S+700 12/8/31", "loan", d, size="1x1", price=("31", "34"))
    return mk("ellerdine-loans-blocks", "text", g, sender="Tamsin Hay <thay@ellerdine.com>",
              subject="Ellerdine loan levels 30-Nov", date=date("08:15:30", day=30), to=TO, text=text, note="text:loans")


# ---------------------------------------------------------------- CLO / ABS


def t05_clo_by_manager():
    d = "cobbinshaw"
    cb = uc("cobbinshaw halcyon 2024-3a b")
    text = f"""Cobbinshaw CLO secondary - Wed 24-Nov. DM vs 3m term SOFR; px in decimals. Sizes 2-5mm depending
on tranche unless a size is on the line. Deal stats in brackets are from the Nov trustee report.

MANAGER: Fellgate Capital  (reinv end 4/29, WARF 2,870, CCC 6.1%, MVOC AA 118.4)
  HALCYON PARK CLO 2024-3A  A1   AAA  3mS+128   CE 38.2%   WAL 5.6   DM 124/119     px 100.21/100.35
  HALCYON PARK CLO 2024-3A  B    AA   3mS+185   CE 27.0%   WAL 6.9   DM 178/168     px 100.06/100.52  ({cb})  5mm
  HALCYON PARK CLO 2024-3A  E    BB-  3mS+640   CE  7.9%   WAL 8.1   px 94.75/95.75  (DM ~735 at mid, ref only)

MANAGER: Oakthwaite Credit  (reinv ended 1/26, WARF 3,140, CCC 9.8%, OC cushion D 1.2%)
  TARN GILL CLO 2019-2A  C-R   A    legacy 3mL+235, now 3mS+261   WAL 2.3   DM 255/240   px 100.02/100.30
  TARN GILL CLO 2019-2A  D     BBB- 3mS+390   CE 9.4%   WAL 2.9   px 97.50/98.25   3mm

Traded 99.10 cover on TARN GILL 2019-2A E in yesterday's BWIC (we did not win it) - no offer from us.

Ansel Greaves
Cobbinshaw & Co. | CLO Trading | +1 212 555 0119
"""
    g = []
    g += q("HALCYON PARK CLO 2024-3A A1", "structured", d, dm=("124", "119"), price=("100.21", "100.35"))
    g += q(cb, "structured", d, size="5mm", dm=("178", "168"), price=("100.06", "100.52"))
    g += q("HALCYON PARK CLO 2024-3A E", "structured", d, price=("94.75", "95.75"))
    g += q("TARN GILL CLO 2019-2A C-R", "structured", d, dm=("255", "240"), price=("100.02", "100.30"))
    g += q("TARN GILL CLO 2019-2A D", "structured", d, size="3mm", price=("97.50", "98.25"))
    return mk("cobbinshaw-clo-by-manager", "text", g, sender="Ansel Greaves <agreaves@cobbinshaw.com>",
              subject="CLO secondary 24-Nov - Fellgate / Oakthwaite shelves", date=date("09:22:51", day=24), to=TO,
              text=text, note="text:clo")


def t06_abs_by_sector():
    d = "marlcliff"
    ids = {k: uc("marlcliff " + k) for k in ("auto", "card", "solar", "air", "sub")}
    text = f"""MARLCLIFF ABS - two-way, Mon 29-Nov
spreads vs the I-curve (bp), px decimal, all 3mm per side

AUTO
 {ids['auto']}  BRAYTHORN AUTO 2026-2 A3   fac 0.6412  WAL 1.1  CE 29.5%  5.12%   I+64/I+58   px 100.154/100.218
 {ids['sub']}  COLDKELD SUBPRIME AUTO 2025-4 D   fac 1.000  WAL 2.4  CE 14.2%  6.88%  I+212/I+195  px 99.71/100.12
CARDS
 {ids['card']}  WESTERDALE CARD 2027-1 A   fac 1.000  WAL 2.8  CE 21%  4.61%   I+41/I+37   px 100.302/100.409
SOLAR / SPECIALTY
 {ids['solar']}  SUNNERDALE SOLAR 2024-1 A   fac 0.8265  WAL 5.9  CE 33.0%  5.45%   I+188/I+174  px 98.96/99.64
 {ids['air']}  ESKMOOR AIRCRAFT 2021-1 B   fac 0.7011  WAL 4.2  LTV 71%  4.75%   px 88.00/89.50  (yld 8.21/7.77)

Fac = current factor; CE = hard CE incl. OC; coupon is the tranche coupon. ESKMOOR B trades on
price only, yields in brackets are to our 6% CPR / 0 CDR base case at each side.

Cleo Thwaite | Marlcliff Securities | ABS trading | +1 212 555 0162
"""
    g = []
    g += q(ids["auto"], "structured", d, size="3mm", i_spread=("64", "58"), price=("100.154", "100.218"))
    g += q(ids["sub"], "structured", d, size="3mm", i_spread=("212", "195"), price=("99.71", "100.12"))
    g += q(ids["card"], "structured", d, size="3mm", i_spread=("41", "37"), price=("100.302", "100.409"))
    g += q(ids["solar"], "structured", d, size="3mm", i_spread=("188", "174"), price=("98.96", "99.64"))
    g += q(ids["air"], "structured", d, size="3mm", price=("88.00", "89.50"), yield_=("8.21", "7.77"))
    return mk("marlcliff-abs-by-sector", "text", g, sender="Cleo Thwaite <cthwaite@marlcliff.com>",
              subject="Marlcliff ABS two-way 29-Nov", date=date("08:40:02", day=29), to=TO, text=text, note="text:abs")


# ---------------------------------------------------------------- agency pools and TBAs


def t07_spec_pools():
    d = "stanwardine"
    rows = [
        ("FN MA4521", "5.5", "6.21", "14", "0.8734", "25.0", "21.84", "LLB 85k", "8.2", 100 + 30 / 32, 101 + 2.5 / 32),
        ("FR SD8412", "6.0", "6.74", "9", "0.9412", "40.0", "37.65", "NY geo", "11.4", 101 + 18 / 32, 101 + 22 / 32),
        ("G2 785412", "5.0", "5.62", "22", "0.7921", "15.0", "11.88", "Low FICO", "6.9", 98 + 14 / 32, 98 + 18.5 / 32),
    ]
    lines = ["POOL | CPN | WAC | WALA | FACTOR | ORIG ($MM) | CURR ($MM) | STORY | 3M CPR | BID | OFFER"]
    g = []
    for pool, c, wac, wala, fac, orig, cur, story, cpr, b, o in rows:
        lines.append(f"{pool} | {c} | {wac} | {wala} | {fac} | {orig} | {cur} | {story} | {cpr} | {n32(b)} | {n32(o)}")
        f = round(float(cur) * 1e6)
        g += q(pool, "structured", d, size=(f, f), price=(n32(b), n32(o)))
    tb = [("FNCL 5.5 DEC", 100 + 20 / 32, 100 + 21.5 / 32, "6+"), ("FNCL 6.0 DEC", 101 + 27 / 32, 101 + 28 / 32, "5"),
          ("G2SF 5.5 DEC", 100 + 9.5 / 32, 100 + 11 / 32, "4+")]
    tl = ["TBA | BID | OFFER | DEC/JAN DROP (32s)"]
    for k, b, o, drop in tb:
        tl.append(f"{k} | {n32(b)} | {n32(o)} | {drop}")
        g += q(k, "structured", d, size="25MM", price=(n32(b), n32(o)))
    text = f"""Stanwardine MBS - spec pools, two-way, Mon 22-Nov (settle Dec class A/B)

Pools all-or-none at current face. Orig / Curr in $MM, CPR is the 3-month speed.

{pad(lines, right_from=1)}

TBA (25MM per side):
{pad(tl, right_from=1)}

Rolls are Dec/Jan drops in 32nds, for colour - not a market. The G2 pool is priced behind
G2SF 5.0 (TBA 98-02 mid, reference only) at a 12+ tick pay-up.

Joel Pritchard - Stanwardine Securities - Agency MBS - (212) 555-0146
"""
    return mk("stanwardine-spec-pools", "text", g, sender="Joel Pritchard <jpritchard@stanwardine.com>",
              subject="Spec pools / TBA 22-Nov", date=date("09:02:18", day=22), to=TO, text=text, note="text:pools")


def t08_pools_dus():
    d = "ravensworth"
    k1 = uc("ravensworth dus 1")
    k2 = uc("ravensworth k-158 a2")
    text = f"""RAVENSWORTH - agency CMBS and pools, Tue 30-Nov

Multifamily (spread to the UST curve, bp; px in 32nds) - 10MM per side:
  FN DUS 10/9.5 {k1}  5.10% cpn  $18.2MM curr  YM to 9.5yr  WAL 9.6  T+71/T+66  {n32(100 + 12 / 32)}/{n32(100 + 17 / 32)}
  FHMS K-158 A2 {k2}  4.35% cpn  WAL 9.1  3.1yr lockout  T+54/T+50  {n32(97 + 8 / 32)}/{n32(97 + 12.5 / 32)}

Pools (offers only, at current face):
  G2 MA9871  6.5  30yr  WALA 11  factor 0.9102  curr $7.41MM  1m CPR 14.2  offered {n32(102 + 6 / 32)}
  FN CB7734  5.0  30yr  WALA 31  factor 0.6650  curr $4.99MM  1m CPR 5.8   offered {n32(97 + 25.5 / 32)}

Kit Elland | Ravensworth & Co | MBS / CMBS | +1 212 555 0190
"""
    g = []
    g += q(k1, "structured", d, size="10MM", spread=("71", "66"), price=(n32(100 + 12 / 32), n32(100 + 17 / 32)))
    g += q(k2, "structured", d, size="10MM", spread=("54", "50"), price=(n32(97 + 8 / 32), n32(97 + 12.5 / 32)))
    g += q("G2 MA9871", "structured", d, size=(None, 7410000), price=(None, n32(102 + 6 / 32)))
    g += q("FN CB7734", "structured", d, size=(None, 4990000), price=(None, n32(97 + 25.5 / 32)))
    return mk("ravensworth-dus-pools", "text", g, sender="Kit Elland <kelland@ravensworth.com>",
              subject="Agency CMBS / pools 30-Nov", date=date("10:11:45", day=30), to=TO, text=text, note="text:pools")


# ---------------------------------------------------------------- IG / CDS


def t09_ig_cds():
    d = "kilbrandon"
    text = """KILBRANDON CREDIT - IG and CDS, Wed 24-Nov, 07:35 NY
IG on T-spread (bp) with px; 5MM unless noted. AMT = amount outstanding.

ISSUER              CPN    MAT        RTG        AMT      SPRD B/O    PX B/O             CHG
HOLMEFIRTH FOODS    5.15   06/15/34   Baa2/BBB   $750MM   +118/+113   101.22/101.58      -2
SLAITHWAITE POWER   5 3/4  03/01/37   A3/BBB+    $1.25BN  +131/+126   103.415/103.790    unch
MOSSLEY RAIL        4.9    2035       Baa3/BBB-  $500MM   +162/+155   97.84/98.31        +4   3x3

CDS (bp running unless stated, 10x10):
HOLMEFIRTH FOODS SNR 5Y     88/93     (mid 90.5, rec 40)
MOSSLEY RAIL SNR 5Y         1,250/1,310  conventional spread - yes, that wide; 500 cpn, rec 25
PENHALLOW RETAIL SNR 5Y     UPF 38.50/40.50 pts (500 cpn, rec 25%)
CDX IG 49 5Y                52.25/52.75   50x50

Sol Beckwith | Kilbrandon Credit Markets | +1 212 555 0137
"""
    g = []
    g += q("HOLMEFIRTH FOODS 5.15 2034-06-15", "ig", d, size="5MM", spread=("+118", "+113"), price=("101.22", "101.58"))
    g += q("SLAITHWAITE POWER 5.75 2037-03-01", "ig", d, size="5MM", spread=("+131", "+126"), price=("103.415", "103.790"))
    g += q("MOSSLEY RAIL 4.9 2035", "ig", d, size="3x3", spread=("+162", "+155"), price=("97.84", "98.31"))
    g += q("HOLMEFIRTH FOODS SNR 5Y", "cds", d, size="10x10", spread=("88", "93"))
    g += q("MOSSLEY RAIL SNR 5Y", "cds", d, size="10x10", spread=("1,250", "1,310"))
    g += q("PENHALLOW RETAIL SNR 5Y", "cds", d, size="10x10", upfront=("38.50", "40.50"))
    g += q("CDX IG 49 5Y", "cds", d, size="50x50", spread=("52.25", "52.75"))
    return mk("kilbrandon-ig-cds-columns", "text", g, sender="Sol Beckwith <sbeckwith@kilbrandon.com>",
              subject="KILBRANDON IG / CDS 24-Nov", date=date("07:35:20", day=24), to=TO, text=text, note="text:ig-cds")


def t10_ig_cds_prose():
    d = "dunmere"
    text = """Dunmere - Fri 26-Nov (half day) - IG and CDS

IG axes (T-spread, 5MM per side unless said)
* we are a buyer of CRAGSIDE WATER 4 5/8 09/01/33 at +97 (px 99.21) - 10MM
* two-way in HAWKSHEAD MEDIA 5.35 '36: +142/+136, px 100.03/100.47; issue $600MM, rated Baa3/BB+
* LINTHWAITE BANK 5.6 '31: +104/+99, px 101.66/101.84 - trades to the 10/30 par call

CDS 5y (5x5): CRAGSIDE WATER 61/66, HAWKSHEAD MEDIA 188/198 (was 176/186 Tue);
CDX HY 49 5Y in px 106.40/106.55, 25x25.
Distressed: KIRKSTILE STEEL 5Y is quoted upfront, 61.5/63.5 pts on the 500 - recovery 20.

No market in LINTHWAITE CDS today.

Hattie Shore | Dunmere Securities | +1 212 555 0151
"""
    g = []
    g += q("CRAGSIDE WATER 4.625 2033-09-01", "ig", d, size=(10000000, None), spread=("+97", None), price=("99.21", None))
    g += q("HAWKSHEAD MEDIA 5.35 2036", "ig", d, size="5MM", spread=("+142", "+136"), price=("100.03", "100.47"))
    g += q("LINTHWAITE BANK 5.6 2031", "ig", d, size="5MM", spread=("+104", "+99"), price=("101.66", "101.84"))
    g += q("CRAGSIDE WATER 5Y", "cds", d, size="5x5", spread=("61", "66"))
    g += q("HAWKSHEAD MEDIA 5Y", "cds", d, size="5x5", spread=("188", "198"))
    g += q("CDX HY 49 5Y", "cds", d, size="25x25", price=("106.40", "106.55"))
    g += q("KIRKSTILE STEEL 5Y", "cds", d, size="5x5", upfront=("61.5", "63.5"))
    return mk("dunmere-ig-cds-prose", "text", g, sender="Hattie Shore <hshore@dunmere.com>",
              subject="Dunmere IG axes + CDS 26-Nov", date=date("09:05:10", day=26), to=TO, text=text, note="text:ig-cds")


# ---------------------------------------------------------------- mails quoting nothing


def t11_clo_new_issue():
    text = """ASHPERTON - NEW ISSUE PRICED: FELLGATE PARK CLO 2027-7, LTD.

Manager: Fellgate Capital | Arranger: Ashperton Securities | Priced Wed 24-Nov-2027, settles 21-Dec-2027
Non-call 2 yrs (Dec-29) | Reinvestment 5 yrs (Jan-33) | Legal final Jan-2041 | Target par $400MM

CLASS  RATING  SIZE ($MM)  CE (%)  WAL   COUPON        PRICE    DM
A-1    AAA     248.0       38.00   5.4   3mS+126       100.00   126
A-2    AAA      12.0       35.00   6.9   3mS+150       100.00   150
B      AA       44.0       24.00   7.1   3mS+180       100.00   180
C      A        24.0       18.00   7.6   3mS+215        99.50   226
D      BBB-     24.0       12.00   7.9   3mS+350        99.00   368
E      BB-      14.0        8.50   8.2   3mS+650        97.00   712
SUB    NR       36.4        -       -    -               -       -

Portfolio at pricing: WARF 2,912 | WAS 3.45% | diversity 84 | 98.6% senior secured | 4.1% CCC
WA price 97.84 | target ramp 60% | 412 obligors | largest industry 11.8% (software)
IPTs were A-1 S+130 area; books 2.6x covered at launch; equity retained 51%.

This is a primary pricing announcement for information: no secondary levels.

Ashperton Securities - CLO Primary Syndicate - +1 212 555 0166
"""
    return mk("ashperton-clo-new-issue", "text", [], sender="CLO Syndicate <clo-syndicate@ashperton.com>",
              subject="PRICED: FELLGATE PARK CLO 2027-7 - final terms", date=date("16:42:03", day=24), to=TO, text=text,
              note="text:empty")


def t12_rmbs_remittance():
    text = """BRACKENBURY TRUST & AGENCY - MONTHLY REMITTANCE SUMMARY
SEDGEMOOR MORTGAGE TRUST 2025-NQM3 | Distribution date 26-Nov-2027 | Record date 31-Oct-2027

Collateral
  Beginning balance        412,806,233.18     Loan count        1,144
  Scheduled principal          1,023,418.77   Prepayments       6,812,044.02
  Ending balance           404,970,770.39     Pool factor       0.80994
  WAC 7.412%   WAM 338   1m CPR 17.9   3m CPR 15.2   1m CDR 0.41   severity 22.5%

Delinquencies (% of balance): 30-59 2.18 | 60-89 0.94 | 90+ 1.31 | FC 0.62 | REO 0.05

Bonds     Orig bal      Beg bal        Prin paid     End bal        Factor    Coupon   CE (%)
A-1    305,000,000   226,145,880.10   4,240,113.61   221,905,766.49  0.72756   5.875    30.41
A-2     37,500,000    37,500,000.00           0.00    37,500,000.00  1.00000   6.125    21.15
A-3     41,000,000    41,000,000.00           0.00    41,000,000.00  1.00000   6.450    11.03
M-1     22,500,000    22,500,000.00           0.00    22,500,000.00  1.00000   7.100     5.47
B-1     14,000,000    14,000,000.00           0.00    14,000,000.00  1.00000   7.650     2.01

Triggers: cumulative loss 0.38% vs 1.25% test - PASS; DQ trigger 3.20% vs 8.00% - PASS.
Questions: trust.services@brackenbury.com, +1 312 555 0140. This report is not a valuation.
"""
    return mk("brackenbury-rmbs-remittance", "text", [], sender="Trust Reporting <trust.services@brackenbury.com>",
              subject="SEDGEMOOR 2025-NQM3 remittance 26-Nov-2027", date=date("06:05:00", "-0600", day=26), to=TO,
              text=text, note="text:empty")


LAYOUTS = [t01_muni_prose, t02_muni_columns, t03_loans_sectors, t04_loans_blocks, t05_clo_by_manager,
           t06_abs_by_sector, t07_spec_pools, t08_pools_dus, t09_ig_cds, t10_ig_cds_prose, t11_clo_new_issue,
           t12_rmbs_remittance]
