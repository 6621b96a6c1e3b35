"""Plain-text bodies: runs whose measure is stated somewhere other than on the level, and mails
full of numbers that quote nothing. Pairs: (ig, hy), (government, agency, frn), (cds, em),
(loan, structured), two pairs of mails without quotes."""

from __future__ import annotations

from common import DISCLAIMER, date, mk, q, uc, ui

# ---------------------------------------------------------------- 01 / 02: IG and HY


def quarrendon_subject_units():
    d = "quarrendon"
    body = """Morning - levels per the subject line: IG on G-spread (bid / offer) with the cash px beside,
HY in price with the ytw in brackets. Nothing on the IG lines says bp, they are all G.
IG 5x5, HY 2x2 unless a size is shown.

IG                                  Rtg      Dur     Bid    Ofr     Px Bid / Ofr      Size
ALDBOURNE FOODS 4 7/8 08/30         Baa1     3.0     112    107    100.85 / 101.06
CRESSWELL GAS 5.3 02/35             A3       6.9      98     94     99.62 / 99.91     10x5
MORLAND TELECOM 6.1 11/54           Baa2    14.1     161    155     96.40 / 97.15
SPALDING REIT 5 5/8 03/33           Baa3     5.1   5.68%  5.61%     99.74 / 100.09    *
HOLLINS PHARMA 4.45 05/29           A2       1.9       -      -     99.30 / 99.52     (px only, short end)

* SPALDING shown in yield, not G - the 33s have been off the G curve since the tap.

HY - px (ytw)                       Call                  Bid - Offer  (ytw)                   Size
BRISCO MARINE 7 3/8 10/31           10/28 @ 103.688       99 3/8 - 99 7/8   (7.50 / 7.40)
TALLENTIRE RETAIL 9 1/4 2030        NC 10/27 @ 104.625    offer only 101 1/4   (8.83)       3mm
ELMSDALE CHEM 6 3/4 01/32           make-whole            96 5/8 - 97 1/8   (7.57 / 7.45)    1x1
GARSTON LEISURE 8 1/8 06/29         06/27 @ 102.031       no axe, call me (last traded 92 1/2)

UST 10y 4.18%, 5y 3.98% at the time of writing. CDX IG 53, HY 106 3/8.

Dana
""" + """
--
Dana Whitlock | US Credit Trading
Quarrendon Securities LLC | 405 Lexington Ave, 31st Fl, New York NY 10174
D +1 212 555 0421 | M +1 646 555 7730 | dwhitlock@quarrendon.com
Levels indicative and subject to change. Member FINRA/SIPC. CRD 303117.
"""
    g = []
    g += q("ALDBOURNE FOODS 4.875 2030-08", "ig", d, size="5x5", spread=("112", "107"), price=("100.85", "101.06"))
    g += q("CRESSWELL GAS 5.3 2035-02", "ig", d, size="10x5", spread=("98", "94"), price=("99.62", "99.91"))
    g += q("MORLAND TELECOM 6.1 2054-11", "ig", d, size="5x5", spread=("161", "155"), price=("96.40", "97.15"))
    g += q("SPALDING REIT 5.625 2033-03", "ig", d, size="5x5", yield_=("5.68", "5.61"), price=("99.74", "100.09"))
    g += q("HOLLINS PHARMA 4.45 2029-05", "ig", d, size="5x5", price=("99.30", "99.52"))
    g += q("BRISCO MARINE 7.375 2031-10", "hy", d, size="2x2", price=("99 3/8", "99 7/8"), yield_=("7.50", "7.40"))
    g += q("TALLENTIRE RETAIL 9.25 2030", "hy", d, size="3mm", price=(None, "101 1/4"), yield_=(None, "8.83"))
    g += q("ELMSDALE CHEM 6.75 2032-01", "hy", d, size="1x1", price=("96 5/8", "97 1/8"), yield_=("7.57", "7.45"))
    return mk("quarrendon-ig-g-hy-px", "text", g, sender="Dana Whitlock <dwhitlock@quarrendon.com>",
              subject="Quarrendon IG / HY 13-Apr -- IG on G-spd, HY px (ytw)", date=date("07:42:10", "-0400"), text=body)


def ravensholt_inline_units():
    d = "ravensholt"
    body = """All,

EUR / GBP credit, 13 April. Measure on each line (ms+ = vs mid-swaps, G+ = vs gilts), px after.
HY in yield first, price second. Sizes: IG 2mm, HY 1mm per side unless stated.

EUR IG
  VELDHOVEN CHEMIE 3 5/8 01/31 ........ ms+88 / 84 ...... 99.61 - 99.79 ...... (-2 d/d)
  ORSINI AUTOSTRADE 4.125 09/33 ....... ms+131 / 126 .... 100.22 - 100.55 .... (unch)
  BREVAL ENERGIE 3.25 06/29 ........... ms+54 / 50 ...... 99.04 - 99.14 ...... (+1)   5mm
  KASTRUP LOGISTIK 4 1/2 02/32 ........ ms+156 / 149 .... 98.95 - 99.35 ...... *

GBP IG
  ASHWELL WATER 5 3/4 03/36 ........... G+142 / 136 ..... 98.70 - 99.15
  PENRYN HOMES 6 1/8 10/30 ............ G+118 / 112 ..... 100.96 - 101.20 .... 3mm

EUR HY (yld / px)
  TOLMERO PACKAGING 5 3/4 05/30 ....... 5.02 / 4.91 ..... 102.01 - 102.32
  LAUFEN HOTELS 7 1/2 11/29 ........... 7.88 / 7.66 ..... 99.15 - 99.64 ...... NC 11/26 @ 103.75
  DRAVEN AUTO 6.00 02/31 .............. bid only: yld 6.40 / px 98.61

* KASTRUP: new issue from last week, ms+ shown vs the new 7y swap point (not the 5y).

Market: Bund 10y 2.57%, 5y swap 2.31%, iTraxx Main 58 3/4, Xover 291. Gilts 10y 4.36%.

Regards,
Sophie Arkwright
Credit Sales, Ravensholt & Co. Ltd, 12 Finsbury Circus, London EC2M 7EB
T +44 20 7946 0315  M +44 7700 900 418
""" + DISCLAIMER + "\n"
    g = []
    g += q("VELDHOVEN CHEMIE 3.625 2031-01", "ig", d, size="2mm", i_spread=("88", "84"), price=("99.61", "99.79"))
    g += q("ORSINI AUTOSTRADE 4.125 2033-09", "ig", d, size="2mm", i_spread=("131", "126"), price=("100.22", "100.55"))
    g += q("BREVAL ENERGIE 3.25 2029-06", "ig", d, size="5mm", i_spread=("54", "50"), price=("99.04", "99.14"))
    g += q("KASTRUP LOGISTIK 4.5 2032-02", "ig", d, size="2mm", i_spread=("156", "149"), price=("98.95", "99.35"))
    g += q("ASHWELL WATER 5.75 2036-03", "ig", d, size="2mm", spread=("142", "136"), price=("98.70", "99.15"))
    g += q("PENRYN HOMES 6.125 2030-10", "ig", d, size="3mm", spread=("118", "112"), price=("100.96", "101.20"))
    g += q("TOLMERO PACKAGING 5.75 2030-05", "hy", d, size="1mm", yield_=("5.02", "4.91"), price=("102.01", "102.32"))
    g += q("LAUFEN HOTELS 7.5 2029-11", "hy", d, size="1mm", yield_=("7.88", "7.66"), price=("99.15", "99.64"))
    g += q("DRAVEN AUTO 6 2031-02", "hy", d, size="1mm", yield_=("6.40", None), price=("98.61", None))
    return mk("ravensholt-eur-gbp-ms-g-yld", "text", g, sender="Sophie Arkwright <s.arkwright@ravensholt.co.uk>",
              subject="EUR/GBP credit levels 13/04", date=date("08:05:44", "+0100"), text=body)


# ---------------------------------------------------------------- 03 / 04: rates, agencies, floaters


def grantley_ust_quarters():
    d = "grantleyyates"
    c1, c2, c3 = uc("FHLB float 0628"), uc("FFCB float 1027"), uc("FAMCA float 0229")
    body = f"""Rates / agency run, Tue 13-Apr-27, 08:20 ET.
Sizes: UST 50mm, agencies 10mm, floaters 25mm per side unless shown.

UST (px in 32nds)             Bid           Ask            Bid Yld   Ask Yld    Chg
 2Y  T 3 7/8 03/31/29         99-30¼        99-30¾         3.904     3.896      -0+
 5Y  T 4 03/31/32             100-02 3/4    100-03 1/4     3.981     3.977      -1
10Y  T 4 1/8 02/15/37         99-16+        99-17          4.185     4.183      -2¼
30Y  T 4 5/8 02/15/57         101-05        101-06+        4.554     4.551      -3+

AGENCIES - T+ (bp) / px
FHLB 4 1/4 03/10/31           T+12 / T+9       100-10 / 100-13+
FFCB 4.35 04/22/30            T+11 / T+8       100-25 / 100-28
TVA 4 5/8 09/15/34            T+22 / T+18      101-04 / 101-10      5x5
FNMA 0 11/15/30 (zero)        yld 4.02 / 3.98  86.99 / 87.12

FLOATERS - DM to SOFR (bp), then px
FHLB SOFR+12 06/03/28   {c1}    11.5 / 10     100.008 / 100.021
FFCB SOFR+9 10/14/27    {c2}     8 / 6.5      100.005 / 100.016
FAMCA SOFR+15 02/08/29  {c3}    14 / 12       100.024 / 100.052    10x10

WI 3y 3.93% / 3.925%, auction 1pm. 2s10s +28, 5s30s +57. Fed funds 3.625-3.875 (target).

Greg
--
Greg Maddox | Rates Trading | Grantley Yates & Co.
+1 (312) 555-0190 | desk +1 (312) 555-0100 | 190 S LaSalle St, Chicago IL 60603
Prices subject to change. Not an offer or solicitation. Ref 27-0413-RT.
"""
    g = []
    g += q("T 3.875 2029-03-31", "government", d, size="50mm", price=("99-30¼", "99-30¾"), yield_=("3.904", "3.896"))
    g += q("T 4 2032-03-31", "government", d, size="50mm", price=("100-02 3/4", "100-03 1/4"), yield_=("3.981", "3.977"))
    g += q("T 4.125 2037-02-15", "government", d, size="50mm", price=("99-16+", "99-17"), yield_=("4.185", "4.183"))
    g += q("T 4.625 2057-02-15", "government", d, size="50mm", price=("101-05", "101-06+"), yield_=("4.554", "4.551"))
    g += q("FHLB 4.25 2031-03-10", "agency", d, size="10mm", spread=("12", "9"), price=("100-10", "100-13+"))
    g += q("FFCB 4.35 2030-04-22", "agency", d, size="10mm", spread=("11", "8"), price=("100-25", "100-28"))
    g += q("TVA 4.625 2034-09-15", "agency", d, size="5x5", spread=("22", "18"), price=("101-04", "101-10"))
    g += q("FNMA 0 2030-11-15", "agency", d, size="10mm", yield_=("4.02", "3.98"), price=("86.99", "87.12"))
    g += q(c1, "frn", d, asset_class="agency", size="25mm", dm=("11.5", "10"), price=("100.008", "100.021"))
    g += q(c2, "frn", d, asset_class="agency", size="25mm", dm=("8", "6.5"), price=("100.005", "100.016"))
    g += q(c3, "frn", d, asset_class="agency", size="10x10", dm=("14", "12"), price=("100.024", "100.052"))
    return mk("grantley-ust-quarters-agency-sofr", "text", g, sender="Greg Maddox <gmaddox@grantleyyates.com>",
              subject="Rates / agencies / floaters - 13 Apr", date=date("08:21:03", "-0400"), text=body, enc="8bit")


def merzbach_german_kurs_rendite():
    d = "merzbach"
    i1, i2 = ui("DE", "merz bund 35"), ui("DE", "merz obl 30")
    i3, i4 = ui("DE", "merz kfw 30"), ui("DE", "merz nrw 34")
    i5, i6 = ui("DE", "merz holderberg frn"), ui("XS", "merz kessler frn")
    body = f"""Guten Morgen,

anbei unsere Indikationen vom 13.04.2027 (Stand 09:10 MEZ). Volumen je Seite: Bunds EUR 25 Mio,
SSA EUR 10 Mio, Floater EUR 5 Mio, sofern nicht anders angegeben.

BUNDESANLEIHEN                           Kurs Geld   Kurs Brief   Rendite Geld   Rendite Brief   Vortag
DBR 2,5 % 15.02.2035   {i1}    99,48        99,53        2,569          2,562           99,31
OBL 2,2 % 10.04.2030   {i2}    99,86        99,88        2,249          2,242           99,80

SSA / LAENDER - Spread vs Bund (Bp), dahinter Kurs
KFW 2,75 % 15.05.2030  {i3}    +28 / +25      100,62 / 100,71
NRW 3 % 20.01.2034     {i4}    +41 / +37      101,02 / 101,26     Vol. 15 Mio
RENTENBANK 2 7/8 % 09/2032  ..  +30 / +27      Kurs auf Anfrage

FLOATER - Discount Margin (Bp) ueber 6mE bzw. 3mE, Kurs
HOLDERBERG AG FRN 03/2029 (6mE+85)   {i5}   DM 82 / 76    Kurs 100,07 / 100,19
KESSLER LEASING FRN 11/2028 (3mE+60) {i6}   DM 64 / 59    Kurs 99,91 / 100,01

Bund-Future 131,42; Euribor 3M 2,084 %, 6M 2,131 %; EUR-Swap 10J 2,71 %.

Mit freundlichen Gruessen
Jens Hoffbauer
Merzbach Bank AG - Rentenhandel
Tel. +49 69 2547 3312 | Mobil +49 171 555 2890
Alle Angaben freibleibend und ohne Gewaehr. Sitz Frankfurt am Main, HRB 48812, USt-IdNr. DE 266 114 301.
"""
    g = []
    g += q(i1, "government", d, size="25mm", comma=True, price=("99,48", "99,53"), yield_=("2,569", "2,562"))
    g += q(i2, "government", d, size="25mm", comma=True, price=("99,86", "99,88"), yield_=("2,249", "2,242"))
    g += q(i3, "agency", d, size="10mm", comma=True, spread=("28", "25"), price=("100,62", "100,71"))
    g += q(i4, "agency", d, size="15mm", comma=True, spread=("41", "37"), price=("101,02", "101,26"))
    g += q("RENTENBANK 2.875 2032-09", "agency", d, size="10mm", spread=("30", "27"))
    g += q(i5, "frn", d, size="5mm", comma=True, dm=("82", "76"), price=("100,07", "100,19"))
    g += q(i6, "frn", d, size="5mm", comma=True, dm=("64", "59"), price=("99,91", "100,01"))
    return mk("merzbach-bund-kurs-rendite", "text", g, sender="Jens Hoffbauer <j.hoffbauer@merzbach.de>",
              subject="Indikationen Bunds / SSA / Floater 13.04.2027", date=date("09:12:30", "+0200"), text=body, enc="8bit")


# ---------------------------------------------------------------- 05 / 06: CDS and EM


def hallbeck_em_cds_units():
    d = "hallbeck"
    i1, i2, i3 = ui("US", "hallbeck brazil 34"), ui("US", "hallbeck colom 36"), ui("XS", "hallbeck petrocaribe 31")
    body = f"""EM / CDS run - NY open, 13 Apr

CASH (px / yld, Z mid for ref)                                      px               yld            Z mid
BRAZIL 6 1/8 03/34              {i1}     98.35 - 98.85    6.42 / 6.33      218
COLOM 7 3/4 11/36               {i2}     99.60 - 100.20   7.81 / 7.72      356
PETROLERA CARIBENA 6.95 01/31   {i3}     97.40 - 98.10    7.72 / 7.51      341     2x2
MEX 5 1/2 02/2055 ........... bid only 88.10 (yld 6.42), 3mm

CDS - running spread unless marked. Sizes: single names 10mm, indices 50mm per side.
BRAZIL 5Y        148 / 153
COLOMBIA 5Y      196 / 203
MEXICO 5Y         96 / 100        (-2)
CDX IG 48 5Y     52 1/2 / 53
CDX HY 48 5Y     106.25 / 106.375          <- price
CDX EM 47 5Y     96.80 / 97.05             <- price
HARLOWE MEDIA 5Y        500 running, upf -3.25 / -2.75 pts
VANTRELL RETAIL 5Y      500 running, upf 2.1 / 2.4       5x5
OSPREY CABLE 5Y         412 / 438 bp (conventional, vs the 500 running upf of 3.5 mid)

Prints: BRAZIL 34s traded 98.60 x 5mm at 08:35; HY index 106 1/4 last. Oil 83.40, DXY 101.2.

Camila
--
Camila Restrepo | EM & Credit Derivatives | Hallbeck Capital LLC
+1 212 555 0648 / +1 917 555 2231 | 1 Vanderbilt Ave, New York NY 10017
Levels indicative. Recorded line. Hallbeck Capital LLC, member FINRA/SIPC, CRD 288455.
"""
    g = []
    g += q(i1, "em_sovereign", d, price=("98.35", "98.85"), yield_=("6.42", "6.33"))
    g += q(i2, "em_sovereign", d, price=("99.60", "100.20"), yield_=("7.81", "7.72"))
    g += q(i3, "em_sovereign", d, asset_class="corporate", size="2x2", price=("97.40", "98.10"), yield_=("7.72", "7.51"))
    g += q("MEX 5.5 2055-02", "em_sovereign", d, size="3mm", price=("88.10", None), yield_=("6.42", None))
    g += q("BRAZIL 5Y", "cds", d, size="10mm", spread=("148", "153"))
    g += q("COLOMBIA 5Y", "cds", d, size="10mm", spread=("196", "203"))
    g += q("MEXICO 5Y", "cds", d, size="10mm", spread=("96", "100"))
    g += q("CDX IG 48 5Y", "cds", d, size="50mm", spread=("52 1/2", "53"))
    g += q("CDX HY 48 5Y", "cds", d, size="50mm", price=("106.25", "106.375"))
    g += q("CDX EM 47 5Y", "cds", d, size="50mm", price=("96.80", "97.05"))
    g += q("HARLOWE MEDIA 5Y", "cds", d, size="10mm", upfront=("-3.25", "-2.75"))
    g += q("VANTRELL RETAIL 5Y", "cds", d, size="5x5", upfront=("2.1", "2.4"))
    g += q("OSPREY CABLE 5Y", "cds", d, size="10mm", spread=("412", "438"))
    return mk("hallbeck-em-cash-cds-px-upf", "text", g, sender="Camila Restrepo <crestrepo@hallbeck.com>",
              subject="EM cash / CDS 13-Apr (CDX HY+EM in px)", date=date("08:48:51", "-0400"), text=body)


def caldbeck_itraxx_pipes():
    d = "caldbeck"
    i1, i2 = ui("XS", "caldbeck ankora 33"), ui("XS", "caldbeck qalat 30")
    body = f"""Morning, London CDS + CEEMEA cash. Single names EUR 5mm, indices EUR 25mm per side.

INDICES (bp unless px)
ITRX MAIN 47 5Y     | 58.5 / 59      |
ITRX XOVER 47 5Y    | 289 / 292      |
ITRX SNRFIN 47 5Y   | 63 / 64        |

SINGLE NAMES - 100 running, quoted as upfront pts (neg = receive)
RHEINWALD AG SNR 5Y     | upf -1.85 / -1.70 |
CASTELLANE SA SNR 5Y    | upf -0.42 / -0.30 |
SOVEREIGNS - spread bp
TURKIY 5Y               | 262 / 270        | chg +4
SOUTH AFRICA 5Y         | 188 / 195        |
HUNGARY 5Y              | 94 / 99          |

CEEMEA CASH - px first, yld in brackets, then Z
ANKORA HOLDING 6 3/8 04/33 {i1} | 96.75 / 97.35 (7.05 / 6.92) | Z 318 / 306 | 3mm
QALAT ENERGY 5.95 07/30    {i2} | 100.40 / 100.90 (5.82 / 5.66) | Z 188 / 172
TURKIY 7 1/8 07/32              | 101.85 / 102.35 (6.72 / 6.61) | -
ROMANI 5 7/8 01/35              | offer 95.90 (6.54) only

Regards - Oliver Penrose, Caldbeck Partners LLP, 30 Crown Place, London EC2A 4ES
+44 20 7946 0876 | oliver.penrose@caldbeck.co.uk
""" + DISCLAIMER + "\n"
    g = []
    g += q("ITRX MAIN 47 5Y", "cds", d, size="25mm", spread=("58.5", "59"))
    g += q("ITRX XOVER 47 5Y", "cds", d, size="25mm", spread=("289", "292"))
    g += q("ITRX SNRFIN 47 5Y", "cds", d, size="25mm", spread=("63", "64"))
    g += q("RHEINWALD AG SNR 5Y", "cds", d, size="5mm", upfront=("-1.85", "-1.70"))
    g += q("CASTELLANE SA SNR 5Y", "cds", d, size="5mm", upfront=("-0.42", "-0.30"))
    g += q("TURKIY 5Y", "cds", d, size="5mm", spread=("262", "270"))
    g += q("SOUTH AFRICA 5Y", "cds", d, size="5mm", spread=("188", "195"))
    g += q("HUNGARY 5Y", "cds", d, size="5mm", spread=("94", "99"))
    g += q(i1, "em_sovereign", d, asset_class="corporate", size="3mm", price=("96.75", "97.35"), yield_=("7.05", "6.92"),
           z_spread=("318", "306"))
    g += q(i2, "em_sovereign", d, asset_class="corporate", price=("100.40", "100.90"), yield_=("5.82", "5.66"), z_spread=("188", "172"))
    g += q("TURKIY 7.125 2032-07", "em_sovereign", d, price=("101.85", "102.35"), yield_=("6.72", "6.61"))
    g += q("ROMANI 5.875 2035-01", "em_sovereign", d, price=(None, "95.90"), yield_=(None, "6.54"))
    return mk("caldbeck-itraxx-upf-ceemea-pipes", "text", g, sender="Oliver Penrose <oliver.penrose@caldbeck.co.uk>",
              subject="CDS / CEEMEA 13/04 am", date=date("07:55:02", "+0100"), text=body)


# ---------------------------------------------------------------- 07 / 08: loans and securitised


def cobbold_loans_clo_tba():
    d = "cobboldmercer"
    c1, c2, c3 = uc("cobbold clo a"), uc("cobbold clo b"), uc("cobbold abs a2")
    body = f"""Loans / CLO / agency MBS - 13 Apr, 09:05 ET. Loans 1mm per side, CLO / ABS 2mm per side unless shown.

LOANS (px; OID / floor shown for new deals)                  Bid       Offer
MERIDEN FOODS TLB S+300 03/32   (OID 99.5, flr 0.50%)        99.625    100.00
CASTLEROCK SOFTWARE TLB S+350 11/31                           98 3/8 - 98 7/8
HARTSDALE AUTO TLB S+425 06/30  (new: OID 98, flr 0.75%)    97.75      98.25      2mm
DUNHOLM CARE TL S+475 02/29       ... offer only 91.50 (bid pulled)

CLO / ABS (DM to 3m SOFR unless noted, px after)           DM            px
AVONSIDE CLO 2026-1 A   {c1}   S+128 / S+122      100.04 / 100.12
AVONSIDE CLO 2026-1 B   {c2}   S+175 / S+166      99.95 / 100.15
SILVERDALE ABS 2025-2 A2  {c3} (fixed, T+ not DM)  T+98 / T+92     100-03 / 100-05+

AGENCY MBS (32nds; pay-ups in ticks over TBA)
FNCL 5.5 MAY      99-16+ / 99-17+     drop 5+
FNCL 6.0 MAY      101-08 / 101-09
G2SF 5.5 MAY      99-30 / 99-31
FN LLB 5.5 pools ($85k max)    +6+ / +10 ticks over TBA   (pay-up only - px follows TBA)

Notes: MERIDEN deal size $1,150MM, 7x leverage. AVONSIDE A orig 256mm, WAL 5.1.

Ben
--
Ben Cobbold | Leveraged Finance & Securitized Trading
Cobbold Mercer & Co. | 75 State St, Boston MA 02109 | +1 617 555 0138
Indicative only. Not a commitment to trade.
"""
    g = []
    g += q("MERIDEN FOODS TLB S+300 03/32", "loan", d, size="1mm", price=("99.625", "100.00"))
    g += q("CASTLEROCK SOFTWARE TLB S+350 11/31", "loan", d, size="1mm", price=("98 3/8", "98 7/8"))
    g += q("HARTSDALE AUTO TLB S+425 06/30", "loan", d, size="2mm", price=("97.75", "98.25"))
    g += q("DUNHOLM CARE TL S+475 02/29", "loan", d, size="1mm", price=(None, "91.50"))
    g += q(c1, "structured", d, size="2mm", dm=("128", "122"), price=("100.04", "100.12"))
    g += q(c2, "structured", d, size="2mm", dm=("175", "166"), price=("99.95", "100.15"))
    g += q(c3, "structured", d, size="2mm", spread=("98", "92"), price=("100-03", "100-05+"))
    g += q("FNCL 5.5 MAY", "structured", d, price=("99-16+", "99-17+"))
    g += q("FNCL 6.0 MAY", "structured", d, price=("101-08", "101-09"))
    g += q("G2SF 5.5 MAY", "structured", d, price=("99-30", "99-31"))
    return mk("cobbold-loans-clo-tba-payups", "text", g, sender="Ben Cobbold <bcobbold@cobboldmercer.com>",
              subject="Loans / CLO / MBS - 13 Apr", date=date("09:06:12", "-0400"), text=body)


def aldermoor_eur_loans_clo():
    d = "aldermoor"
    i1, i2, i3 = ui("XS", "aldermoor harbour a"), ui("XS", "aldermoor harbour c"), ui("XS", "aldermoor taurus d")
    body = f"""Morning all,

EUR loans and Euro CLO, 13/04. Loans quoted in price (margin / floor / OID for info), CLO in DM over
3mE (E+) with the cash price after. Loans EUR 1m, CLO EUR 2m per side.

  Borrower / facility            Margin   Floor   OID    Mat      Bid / Offer
  BRASSAC GROUPE TLB             E+375    0.00%   99.5   05/31    99.25 / 99.75
  VOLKSTEDT CHEMIE TLB2          E+425    0.00%   -      09/30    96 1/2 / 97
  PALMEIRA HOTELES TLB           E+400    0.00%   99.0   02/32    offer 99.875 only
  LINDEBERG PHARMA TLB           E+350    0.00%   -      12/30    100.125 / 100.50*

  Euro CLO                            ISIN            Rtg    WAL    DM (E+)      Px
  HARBOURGATE CLO VII A      {i1}    AAA    4.9    E+126/121    100.10/100.22
  HARBOURGATE CLO VII C      {i2}    A      6.3    E+218/205    99.60/100.05
  TAURUS EURO CLO 12 D       {i3}    BBB-   6.8    -            96.75/97.25   (DM ~E+360 at mid)

* LINDEBERG offer subject - repricing at E+325 in the market (OID par), may be pulled; bid firm.

Secondary loan index 96.84 (-0.06). iTraxx Xover 291. Euro CLO AAA primary E+125-130.

Best,
Margaux Delorme
Aldermoor Capital Markets | 8 Rue de la Paix, 75002 Paris
+33 1 70 36 21 48 | +33 6 12 55 40 71
""" + DISCLAIMER + "\n"
    g = []
    g += q("BRASSAC GROUPE TLB E+375 05/31", "loan", d, size="1mm", price=("99.25", "99.75"))
    g += q("VOLKSTEDT CHEMIE TLB2 E+425 09/30", "loan", d, size="1mm", price=("96 1/2", "97"))
    g += q("PALMEIRA HOTELES TLB E+400 02/32", "loan", d, size="1mm", price=(None, "99.875"))
    g += q("LINDEBERG PHARMA TLB E+350 12/30", "loan", d, size="1mm", price=("100.125", "100.50"), review=("price",))
    g += q(i1, "structured", d, size="2mm", dm=("126", "121"), price=("100.10", "100.22"))
    g += q(i2, "structured", d, size="2mm", dm=("218", "205"), price=("99.60", "100.05"))
    g += q(i3, "structured", d, size="2mm", price=("96.75", "97.25"))
    return mk("aldermoor-eur-loans-oid-euro-clo", "text", g, sender="Margaux Delorme <m.delorme@aldermoor.fr>",
              subject="EUR loans / CLO - 13 avril", date=date("09:31:40", "+0200"), text=body)


# ---------------------------------------------------------------- 09 / 10 and 11 / 12: quoting nothing


def sedgebrook_final_terms():
    i1, i2 = ui("XS", "sedgebrook kestrel 2032"), ui("XS", "sedgebrook kestrel 2037")
    body = f"""FINAL TERMS - KESTREL INFRASTRUCTURE FINANCE plc (guaranteed by Kestrel Holdings SA)
Dual-tranche USD Senior Unsecured, 144A / REGS. Pricing date 13 April 2027, settlement 20 April 2027 (T+5).

                            5yr                           10yr
Size                        USD 750MM                     USD 500MM
Coupon                      5.125%                        5.750%
Maturity                    20 April 2032                 20 April 2037
Re-offer spread             T+110                         T+145
Benchmark                   T 4 03/31/32 (99-30+ / 4.010%) T 4 1/8 02/15/37 (99-16+ / 4.185%)
Re-offer yield              5.110%                        5.635%
Re-offer price              100.065                       100.862
Fees                        0.20%                         0.25%
IPTs                        T+135 area                    T+170 area
Guidance                    T+115 (+/-5) WPIR             T+150 (+/-5) WPIR
Books                       USD 3.1bn (final)             USD 2.4bn (final)
Par call                    1 month before maturity       3 months before maturity
Make-whole                  T+20                          T+25
ISIN 144A / REGS            {i1}                 {i2}
Ratings                     Baa2 / BBB / BBB              Baa2 / BBB / BBB
Denoms                      200k x 1k                     200k x 1k

Joint Bookrunners (B&D): Sedgebrook Partners, and others. Stabilisation FCA/ICMA.

Allocations out by 16:00 NY. Please do not forward.

Rachel Onslow | Syndicate | Sedgebrook Partners LLC | +1 212 555 0972 | ronslow@sedgebrookpartners.com
"""
    return mk("sedgebrook-final-terms-dual-tranche", "text", [], sender="Rachel Onslow <ronslow@sedgebrookpartners.com>",
              subject="KESTREL INFRA $750MM 5yr / $500MM 10yr - FINAL TERMS", date=date("15:52:08", "-0400"), text=body)


def ketteridge_trade_recap():
    body = """Trade recap - 13/04/2027 - please check against your blotter by 17:00.

Ref        Time    Side      Instrument                         Nominal        Price       Yield     Spread    Settle
KT-40118   08:14   We sell   OAT 3 1/4 25/05/2035               EUR 15,000,000 99.742      3.282%    -         15/04/2027
KT-40119   08:14   We buy    DBR 2 1/2 15/02/2035               EUR 15,000,000 99.505      2.565%    -         15/04/2027
KT-40122   09:02   We buy    VELMAR TELECOM 4 3/8 06/2031       EUR 3,000,000  100.48      4.245%    ms+121    15/04/2027
KT-40127   10:31   We sell   ITRX XOVER 47 5Y (protection)      EUR 10,000,000 upf 1.62    -         288       15/04/2027
KT-40130   11:47   We sell   CADES 3 11/2032                    EUR 25,000,000 100.915     2.816%    ms+14     15/04/2027

Accrued: KT-40118 EUR 217,123.29; KT-40119 EUR 59,375.00; KT-40122 EUR 121,788.19. Net cash on the switch
(KT-40118/40119) EUR -35,600.00 after accrued. Commission nil. Broker: none (direct).

All fills done and confirmed on the recorded line; nothing below is an open order.

Hugo Bellamy - Ketteridge Securities SA, 41 Avenue Hoche, 75008 Paris - +33 1 53 81 22 60 - hbellamy@ketteridge.fr
Societe anonyme au capital de EUR 24 000 000 - RCS Paris 812 449 120 - agreement ACPR 17218.
"""
    return mk("ketteridge-trade-recap-switch", "text", [], sender="Hugo Bellamy <hbellamy@ketteridge.fr>",
              subject="Recap fills 13/04", date=date("16:20:41", "+0200"), text=body)


def tindale_market_colour():
    body = """US credit & rates colour - Tue 13 April, 11:30

Rates: 10y 4.18% (-3bp), 2y 3.90%, curve 2s10s +28. WI 3y 3.93%. Fed-dated OIS prices 19bp of cuts by Sep.
IG: CDX IG 48 at 52.75 (-0.75), cash spreads 1-2bp tighter in the long end; 10y A-rated utilities ~T+98.
  Supply: $18.5bn priced yesterday across 11 issuers, book cover 4.1x, NICs ~2bp. Expect $25bn this week.
HY: CDX HY 48 106 5/16 (+1/8). New issue BRISCO MARINE 7 3/8 31s broke at 99 1/2 (priced at par), now 99 1/4-3/4 area per screens.
  Outflows $1.2bn (Lipper week). Yield-to-worst index 7.41%, spread-to-worst 322.
Loans: LSTA index 96.71 (+0.04); three repricings launched at S+275-300; CLO AAA primary SOFR+128-132.
Munis: MMD 10y 2.91% (unch), 30y 3.86%; 30d visible supply $14.2bn. Ratio 10y 69.6%.
EM: CDX EM 96.95, EMBI spread 311 (+2). Brazil 34s traded 98.60 in 5mm this morning.
MBS: FNCL 5.5 May drop 5+/32, 30y current coupon 5.62%.

None of the above are our bids or offers - screen / market levels for colour only. Call for runs.

Nadia Kovacs | Desk Strategist | Tindale Brothers & Co.
+1 (203) 555 0174 | 2 Greenwich Plaza, Greenwich CT 06830 | nkovacs@tindalebros.com
"""
    return mk("tindale-market-colour-all", "text", [], sender="Nadia Kovacs <nkovacs@tindalebros.com>",
              subject="Midday colour - rates / credit / munis / MBS", date=date("11:31:55", "-0400"), text=body)


def pomfret_prints():
    body = """Our prints this morning (done, reported to TRACE) - for your records:

TIME   SIDE  QTY(MM)  BOND                              PX        YLD     SPRD     VENUE
08:31  S     5.000    CRESSWELL GAS 5.3 02/35           99.74     5.335   T+96     VOICE
08:47  B     2.000    ELMSDALE CHEM 6 3/4 01/32         96.750    7.540   -        VOICE
09:12  S     10.000   MORLAND TELECOM 6.1 11/54         96.90     6.330   T+158    ALGO
09:40  B     1.250    BRISCO MARINE 7 3/8 10/31         99.500    7.470   -        ATS
10:05  S     3.000    FHLB 4 1/4 03/10/31               100-12    4.177   T+11     VOICE

Totals: bought 3.25MM, sold 18MM. Avg commission 0.125. Street volume in the names 412MM.
Axes from this morning are done - nothing open from these fills.

Pomfret Lane Capital | Trade Support | 1 Financial Plaza, Hartford CT 06103 | +1 860 555 0119 | ops@pomfretlane.com
"""
    return mk("pomfret-trace-prints", "text", [], sender="Trade Support <ops@pomfretlane.com>",
              subject="13-Apr prints (TRACE reported)", date=date("10:15:26", "-0400"), text=body)


LAYOUTS = [
    quarrendon_subject_units, ravensholt_inline_units,
    grantley_ust_quarters, merzbach_german_kurs_rendite,
    hallbeck_em_cds_units, caldbeck_itraxx_pipes,
    cobbold_loans_clo_tba, aldermoor_eur_loans_clo,
    sedgebrook_final_terms, ketteridge_trade_recap,
    tindale_market_colour, pomfret_prints,
]
