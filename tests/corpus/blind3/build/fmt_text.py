"""Plain-text bodies: runs, axes, reply chains, out-of-office, commentary, muni offerings."""
from common import Layout, M, K, cusip, isin, mail, q, qs, us_isin

FMT = "text"


def t_hb_ig_run():
    d = "halvorsenbrook"
    i2, i3, i5 = us_isin("68389XBR"), us_isin("39871GAF"), us_isin("87420WAC")
    body = f"""Morning all -

HB IG CREDIT RUN  |  FINS / TMT / INDUSTRIALS  |  16-Nov-26 07:42 NY
Indicative only, subject to change. Axed to buy ORVX 30s, sell GRNTK 34s.

TICKER  CPN     MAT        ISIN           BMK     G-SPD       CHG   PRICE            YLD          SIZE
ORVX    4 7/8   08/30                     UST5Y   +112/+108   -2    99.62/99.78      4.97/4.93    5x5
ORVX    5.25    02/15/35   {i2}   UST10Y  +138/+133   +1    100.45/100.83    5.19/5.14    3x2
GRNTK   5.40    03/01/34   {i3}   UST10Y  +121/+117    0    101.10/101.36    5.22/5.18    2x5
LUMNR   6 1/8   05/33                     UST7Y   +189/+181   -4    102.25/102.70    5.70/5.62    1x1

FRNs (SOFR DM)
TALVR   FRN     09/28      {i5}   SOFR    DM 84/79          px 100.12/100.20       5x5

Axes: ORVX 30s - better buyer in 5mm, GRNTK 34s offered in size.

--
Marcus Tell | IG Credit Trading | Halvorsen Brook Securities LLC
Desk +1 212 555 0147 | Mobile +1 917 555 0188
This message is for information only and is not an offer to buy or sell any security.
"""
    quotes = (qs("ORVX 4.875 2030-08", "ig", [("spread", 112, 108), ("price", 99.62, 99.78), ("yield", 4.97, 4.93)], 5*M, 5*M, d)
              + qs(i2, "ig", [("spread", 138, 133), ("price", 100.45, 100.83), ("yield", 5.19, 5.14)], 3*M, 2*M, d)
              + qs(i3, "ig", [("spread", 121, 117), ("price", 101.10, 101.36), ("yield", 5.22, 5.18)], 2*M, 5*M, d)
              + qs("LUMNR 6.125 2033-05", "ig", [("spread", 189, 181), ("price", 102.25, 102.70), ("yield", 5.70, 5.62)], 1*M, 1*M, d)
              + qs(i5, "frn", [("dm", 84, 79), ("price", 100.12, 100.20)], 5*M, 5*M, d))
    eml = mail("Marcus Tell <mtell@halvorsenbrook.com>", "ig-clients@halvorsenbrook.com",
               "HB IG Run - Fins/TMT/Industrials 16-Nov", "Mon, 16 Nov 2026 07:42:18 -0500",
               "HB.IGRUN.20261116.0742@halvorsenbrook.com", text=body, seed="t01")
    return Layout("hb-ig-run", FMT, eml, quotes)


def t_marlowe_xover():
    d = "marlowetait"
    x1, x2 = isin("XS281940713"), isin("XS277406158")
    f1 = isin("XS290315826")
    body = f"""MT EUR CROSSOVER / IG  --  17 Nov 2026

   Bond                          Z-Sprd      Px              Sz
   BRQN 3 3/8 '31                 +245/235    96.40/96.90     2mm
   BRQN 4.125 15-Jan-2033         +271/262    95.85/96.45     2mm
   VSTRA 2.75% 04/2030  {x1}   +98/92      97.35/97.58     5mm
   DUNMR 7 1/2 06/29 REGS          +412/398    101.75/102.25   1mm
   SELV 5.875 10/32 144A            +356/344    98.60/99.10     500k
   CNDR 1.625 09/28  {x2}     +61/56      96.95/97.10     10mm

   FRN
   OKRA Float 05/29  {f1}   DM +72/+66   3mm

   SELV 32s - keen seller, will work orders.
   All levels indicative, EUR unless stated. Sizes per side.

Kind regards
Lena Okafor
Marlowe Tait Europe Ltd - Credit Sales, London
T: +44 20 7946 0321
"""
    quotes = (qs("BRQN 3.375 2031", "hy", [("z_spread", 245, 235), ("price", 96.40, 96.90)], 2*M, 2*M, d)
              + qs("BRQN 4.125 2033-01-15", "hy", [("z_spread", 271, 262), ("price", 95.85, 96.45)], 2*M, 2*M, d)
              + qs(x1, "ig", [("z_spread", 98, 92), ("price", 97.35, 97.58)], 5*M, 5*M, d)
              + qs("DUNMR 7.5 2029-06 REGS", "hy", [("z_spread", 412, 398), ("price", 101.75, 102.25)], 1*M, 1*M, d)
              + qs("SELV 5.875 2032-10 144A", "hy", [("z_spread", 356, 344), ("price", 98.60, 99.10)], 500*K, 500*K, d)
              + qs(x2, "ig", [("z_spread", 61, 56), ("price", 96.95, 97.10)], 10*M, 10*M, d)
              + [q(f1, "frn", "dm", 72, 66, 3*M, 3*M, d)])
    eml = mail("Lena Okafor <lena.okafor@eu.marlowetait.com>", "Credit Clients <credit-distro@marlowetait.com>",
               "MT EUR Xover/IG run", "Tue, 17 Nov 2026 08:05:44 +0000",
               "20261117080544.5521@eu.marlowetait.com", text=body, seed="t02")
    return Layout("marlowe-xover-run", FMT, eml, quotes)


def t_ust_agency():
    d = "brennick"
    fh = cusip("3130B4KL")
    body = f"""BRENNICK RATES - UST / AGENCY OFFERINGS   11/18/26   08:15 ET

UST (px in 32nds)          BID       OFFER     SIZE
T 4 1/8 10/31/28           99-16+    99-17     25x25
T 3 7/8 11/15/30           98-25     98-26+    25x25
T 4 1/4 11/15/36          99-031    99-05     10x10
T 4 5/8 05/15/54           98-10     98-13     5x5

AGENCY BULLETS             SPRD      PRICE             SIZE
FHLB 4.125 03/10/28        +6/+4     100.412/100.451   10mm
FFCB 3.95 09/21/29         +11/+8    99.785/99.882     5mm
FNMA 0 11/15/30 STRIP     --         85.210/85.395     2mm
CUSIP {fh}  FHLB 4.5 12/08/31 (call 12/27)   +24/+20   100.615/100.840  5mm

Questions: 312-555-0190. Please note Thursday 11/26 is a holiday for US rates desks.
Brennick & Co. Member FINRA/SIPC.
"""
    quotes = [q("T 4.125 2028-10-31", "government", "price", 99.515625, 99.53125, 25*M, 25*M, d),
              q("T 3.875 2030-11-15", "government", "price", 98.78125, 98.828125, 25*M, 25*M, d),
              q("T 4.25 2036-11-15", "government", "price", 99.09765625, 99.15625, 10*M, 10*M, d),
              q("T 4.625 2054-05-15", "government", "price", 98.3125, 98.40625, 5*M, 5*M, d)]
    quotes += qs("FHLB 4.125 2028-03-10", "agency", [("spread", 6, 4), ("price", 100.412, 100.451)], 10*M, 10*M, d)
    quotes += qs("FFCB 3.95 2029-09-21", "agency", [("spread", 11, 8), ("price", 99.785, 99.882)], 5*M, 5*M, d)
    quotes += [q("FNMA 0 2030-11-15 STRIP", "agency", "price", 85.210, 85.395, 2*M, 2*M, d)]
    quotes += qs(fh, "agency", [("spread", 24, 20), ("price", 100.615, 100.840)], 5*M, 5*M, d)
    eml = mail("Brennick Rates <rates-desk@brennick.com>", "Undisclosed recipients:;",
               "UST / Agency offerings 11/18", "Wed, 18 Nov 2026 08:15:02 -0500",
               "rates.20261118.081502@brennick.com", text=body, seed="t03")
    return Layout("brennick-ust-agency", FMT, eml, quotes)


def t_rheinwald_govies():
    d = "rheinwaldbank"
    k1 = isin("DE000A383J9")
    body = f"""Guten Morgen,

anbei unsere indikativen Kurse Staatsanleihen / Agencies (Stand 19.11.2026, 08:30 MEZ).
Kurse in %, Rendite in %, Volumen in Mio. EUR.

Anleihe                      Geld      Brief     Rendite G/B       Vol.
DBR 2,5 15.02.2035           98,412    98,478    2,714 / 2,706     25
DBR 2,6 15.08.2034           99,236    99,302    2,705 / 2,697     25
OBL 2,2 10.10.2030           99,455    99,498    2,352 / 2,340     50
BTPS 3,85 01.09.2035         101,18    101,31    3,695 / 3,679     10
FRTR 3 25.11.2034            97,62     97,71     3,322 / 3,310     20

Agencies
KFW 2,875 07.06.2033         99,05     99,21     3,034 / 3,008     10
{k1}  NRW.BANK 2,75 03/32   98,74  98,95  --     5

Vortag (Schluss):  DBR 35  98,37 / OBL 30  99,41  -- nur zur Info.

Mit freundlichen Grüßen
Jonas Reuter | Rentenhandel | Rheinwald Bank AG | Tel. +49 69 4400 2871
Diese Nachricht ist vertraulich. Keine Anlageberatung.
"""
    def g(key, grp, p, y, vol):
        return qs(key, grp, [("price", p[0], p[1])] + ([("yield", y[0], y[1])] if y else []), vol*M, vol*M, d)
    quotes = (g("DBR 2.5 2035-02-15", "government", (98.412, 98.478), (2.714, 2.706), 25)
              + g("DBR 2.6 2034-08-15", "government", (99.236, 99.302), (2.705, 2.697), 25)
              + g("OBL 2.2 2030-10-10", "government", (99.455, 99.498), (2.352, 2.340), 50)
              + g("BTPS 3.85 2035-09-01", "government", (101.18, 101.31), (3.695, 3.679), 10)
              + g("FRTR 3 2034-11-25", "government", (97.62, 97.71), (3.322, 3.310), 20)
              + g("KFW 2.875 2033-06-07", "agency", (99.05, 99.21), (3.034, 3.008), 10)
              + g(k1, "agency", (98.74, 98.95), None, 5))
    eml = mail("Jonas Reuter <jonas.reuter@rheinwaldbank.de>", "Kunden Renten <renten-kunden@rheinwaldbank.de>",
               "Indikationen Staatsanleihen / Agencies 19.11.", "Thu, 19 Nov 2026 08:31:10 +0100",
               "a7c2e19f.20261119@rheinwaldbank.de", text=body, seed="t04")
    return Layout("rheinwald-govies-de", FMT, eml, quotes)


def t_reply_hy_axes():
    d = "quillon"
    cv = us_isin("98765KAD")
    body = f"""Updated - ORVX converts now in the mix. Old levels below for ref, ignore.

FALKN 6.75 06/31      bid 97.50 (3mm)
QRTZ 7 3/8 02/32      97.75 / 98.25     2x2
DUNMR 8 10/30 144A    offer 100.875 in 1.5mm
ORVX 1.25 11/15/29 CV  {cv}   104.50 / 105.50   1mm

Rgds, Theo
Quillon Securities | HY & Converts | 646-555-0133

-----Original Message-----
From: Theo Brandt <tbrandt@quillon.com>
Sent: Monday, November 16, 2026 4:12 PM
To: Desk Distro
Subject: HY axes

FALKN 6.75 06/31      bid 97.25 (3mm)
QRTZ 7 3/8 02/32      97.50 / 98.00     2x2
DUNMR 8 10/30 144A    offer 101.00 in 1.5mm
"""
    quotes = [q("FALKN 6.75 2031-06", "hy", "price", 97.50, None, 3*M, None, d),
              q("QRTZ 7.375 2032-02", "hy", "price", 97.75, 98.25, 2*M, 2*M, d),
              q("DUNMR 8 2030-10 144A", "hy", "price", None, 100.875, None, 1.5*M, d),
              q(cv, "convert_preferred", "price", 104.50, 105.50, 1*M, 1*M, d, ac="convertible")]
    quotes[2]["ask_size"] = 1500000
    eml = mail("Theo Brandt <tbrandt@quillon.com>", "Desk Distro <hy-distro@quillon.com>",
               "RE: HY axes", "Tue, 17 Nov 2026 07:58:31 -0500",
               "QS-20261117-075831-TB@quillon.com", text=body, seed="t05",
               extra=["In-Reply-To: <QS-20261116-161200-TB@quillon.com>"])
    return Layout("quillon-reply-hy-axes", FMT, eml, quotes)


def t_reply_em():
    d = "castellane"
    e1 = isin("XS263011454")
    body = f"""Updated EM sov levels, 11h London. Still axed to sell COLOM 35s.

MEX 6.338 05/04/53      93.10/93.60    6.86/6.82%
COLOM 8 11/14/35        103.40/103.90  7.48/7.41%
PANAMA 6.4 02/14/35     97.25/97.75    6.79/6.72%
{e1}   REPUB SOUTH AFRICA 7.1 11/19/36   bid 96.15 only
TURKIY 7 5/8 05/15/34   103.05/103.45 / 7.02/6.96%   2x2

Axed to sell COLOM 35s. Sizes 1mm unless stated.

Best,
Camille Aubert | EM Sovereign Trading | Castellane Partners | +33 1 70 38 22 91

Le 17/11/2026 à 16:40, Camille Aubert a écrit :
> MEX 6.338 05/04/53      92.85/93.35
> COLOM 8 11/14/35        103.10/103.60
> PANAMA 6.4 02/14/35     97.00/97.50
"""
    quotes = (qs("MEX 6.338 2053-05-04", "em_sovereign", [("price", 93.10, 93.60), ("yield", 6.86, 6.82)], 1*M, 1*M, d)
              + qs("COLOM 8 2035-11-14", "em_sovereign", [("price", 103.40, 103.90), ("yield", 7.48, 7.41)], 1*M, 1*M, d)
              + qs("PANAMA 6.4 2035-02-14", "em_sovereign", [("price", 97.25, 97.75), ("yield", 6.79, 6.72)], 1*M, 1*M, d)
              + [q(e1, "em_sovereign", "price", 96.15, None, 1*M, None, d)]
              + qs("TURKIY 7.625 2034-05-15", "em_sovereign", [("price", 103.05, 103.45), ("yield", 7.02, 6.96)], 2*M, 2*M, d))
    eml = mail("Camille Aubert <c.aubert@castellane.fr>", "em-clients@castellane.fr",
               "RE: EM sov levels", "Wed, 18 Nov 2026 11:02:55 +0100",
               "CA.20261118110255@castellane.fr", text=body, seed="t06",
               extra=["In-Reply-To: <CA.20261117164012@castellane.fr>"])
    return Layout("castellane-reply-em", FMT, eml, quotes)


def t_ooo():
    body = """I am out of the office until Monday 23 November 2026 with limited access to e-mail.

For IG runs and axes please contact the desk on +1 212 555 0147 or ig-desk@halvorsenbrook.com.
For urgent trade queries: Priya Nair, +1 212 555 0161.

Thank you,
Marcus Tell
Halvorsen Brook Securities LLC
"""
    eml = mail("Marcus Tell <mtell@halvorsenbrook.com>", "Ana Rivas <arivas@vantage-am.com>",
               "Automatic reply: ORVX 30s - any offers?", "Fri, 20 Nov 2026 09:12:03 -0500",
               "OOF.20261120091203.mtell@halvorsenbrook.com", text=body, seed="t07",
               extra=["Auto-Submitted: auto-replied", "X-Auto-Response-Suppress: All"])
    return Layout("halvorsen-out-of-office", FMT, eml, [])


def t_commentary():
    body = """MORNING CREDIT WRAP - 19 November 2026

* IG cash closed 2-3bp tighter on the day; new issue concessions back to 5bp on average.
* HY: $4.2bn priced yesterday across 6 deals; 3 of them upsized. BB/B dispersion unchanged.
* Rates: curve 2s10s +3bp; supply calendar heavy into month-end.
* Flows: real money buyers in 7-10y TMT; fast money sellers of 2028s financials.
* Loans: repricing wave continues, 14 deals launched week to date.

Calendar: CPI Thursday 13 Nov 08:30 ET (out), FOMC minutes 25 Nov 14:00 ET.

This commentary is not investment research and is not a solicitation. Marlowe Tait Europe Ltd is
authorised and regulated by the Financial Conduct Authority (FRN 123456).
"""
    eml = mail("MT Credit Strategy <strategy@marlowetait.com>", "credit-distro@marlowetait.com",
               "Morning credit wrap 19-Nov", "Thu, 19 Nov 2026 07:10:00 +0000",
               "wrap-20261119@marlowetait.com", text=body, seed="t08")
    return Layout("marlowe-commentary", FMT, eml, [])


def t_muni_offering():
    d = "northmoorsec"
    c = [cusip(x) for x in ("64966QWE", "13063DAA", "59259YGK", "74529JQT", "93974ESD")]
    body = f"""NORTHMOOR MUNI OFFERINGS  11/18/2026

 QTY    STATE  CUSIP       DESCRIPTION                               CPN    MATURITY     CALL        YLD     PRICE
 500    NY     {c[0]}   NEW YORK CITY NY GO SER A                 5.000  08/01/2038   08/01/34    3.42    111.734
 1,000  CA     {c[1]}   CALIFORNIA ST GO VAR PURP                 4.000  09/01/2041   09/01/33    3.71    102.312
 250    NY     {c[2]}   MTA NY TRANSPORTATION REV SER B           5.000  11/15/2045   11/15/35    4.05    107.250
 2,000  PR     {c[3]}   PUERTO RICO CMWLTH RESTRUCTURED           0.000  07/01/2033   NC          4.88    71.420
 750    WA     {c[4]}   WASHINGTON ST MOTOR VEH FUEL TAX GO       5.000  06/01/2040   06/01/35    3.55    110.880

Qty in thousands. Offerings subject to prior sale. Yields to worst.
Northmoor Securities, Public Finance Desk - (415) 555-0172
"""
    qty = [500, 1000, 250, 2000, 750]
    yp = [(3.42, 111.734), (3.71, 102.312), (4.05, 107.250), (4.88, 71.420), (3.55, 110.880)]
    quotes = []
    for cu, n, (y, p) in zip(c, qty, yp):
        quotes += qs(cu, "muni", [("yield", None, y), ("price", None, p)], None, n*K, d)
    eml = mail("Northmoor Muni Desk <muni@northmoorsec.com>", "rfield@vantage-am.com",
               "Muni offerings 11/18", "Wed, 18 Nov 2026 10:22:41 -0800",
               "nm-muni-offer-20261118@northmoorsec.com", text=body, seed="t09")
    return Layout("northmoor-muni-offerings", FMT, eml, quotes)


def t_muni_bids():
    d = "sorlyle"
    c1, c2, c3 = cusip("1667DPQE"), cusip("452152TW"), cusip("709235KH")
    body = f"""Sorensen Lyle - munis, two-way indications, 11/20/26

CHICAGO IL WTR REV 5s of 11/1/2039 ({c1})   yld 4.10 / 4.02    px 106.95 / 107.55   1mm x 1mm
ILLINOIS ST GO 4.5 12/01/2043  {c2}        3.98/3.91%                                2x2
PENNSYLVANIA ST TPK 5.25 12/1/44 ({c3})      bid 4.15% only, 500m
TEXAS ST WTR DEV BRD 4 10/15/2049              offered 3.88% (4.00 cpn) 250m

Please call with any interest - 214 555 0118.
"""
    quotes = (qs(c1, "muni", [("yield", 4.10, 4.02), ("price", 106.95, 107.55)], 1*M, 1*M, d)
              + [q(c2, "muni", "yield", 3.98, 3.91, 2*M, 2*M, d),
                 q(c3, "muni", "yield", 4.15, None, 500*K, None, d),
                 q("TEXAS ST WTR DEV BRD 4 2049-10-15", "muni", "yield", None, 3.88, None, 250*K, d)])
    eml = mail("Dana Whitfield <dwhitfield@sorlyle.com>", "rfield@vantage-am.com",
               "munis - two-way", "Fri, 20 Nov 2026 11:40:09 -0600",
               "SL.20261120.114009@sorlyle.com", text=body, seed="t10")
    return Layout("sorlyle-muni-two-way", FMT, eml, quotes)


LAYOUTS = [t_hb_ig_run, t_marlowe_xover, t_ust_agency, t_rheinwald_govies, t_reply_hy_axes,
           t_reply_em, t_ooo, t_commentary, t_muni_offering, t_muni_bids]
