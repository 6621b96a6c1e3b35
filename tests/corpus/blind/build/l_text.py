"""Plain-text body layouts."""
from common import CUSIP, ISIN, K, MM, Layout, date, inner_message, mail, msgid, t32


def t_ig_hy_morning_run():
    L = Layout("ig-hy-morning-run", "text", "acmebank")
    body = """Morning all,

USD IG run below, levels as of 07:45 NY. 10y UST 4.18% (+1.5bp on the day), 2s10s 31bp.
Flows light into the holiday, happy to work orders. Call or IB.

ISSUER  CPN     MAT         BID/ASK SPD   BID/ASK PX        SIZE
VNTX    4 7/8   08/30       +112/+108     99.25/99.75       5x5
VNTX    5.25    02/34       +138/+133     100.125/100.625   3x2
HLMR    3.95    3/15/29     +78/+74       98.40/98.55       5MM
KSTL    6.10    11/01/33    +165/+158     102.30/102.85     2x2
GRNWD   5.45    06/15/54    +142/+137     96.75/97.50       1x1

HY
CRBN    7 1/2   '29         93.50-94.25                     2MM
TALON   9.25    06/30 144A  101.75-102.50                   1x1
RVRS    6.875%  May-31      bid 97.00 for 3mm
SKYLN   8 1/8   2032 REGS   offer 104.5 (500k)

Tighter on the day: VNTX 30s 2bp, KSTL 33s 3bp. New issue calendar: 3 deals
expected Tue 11/24, nothing Wed/Fri.

Regards,
Jane

Jane Doe | US IG Credit Trading | Acme Bank N.A.
T +1 212 555 0147 | M +1 917 555 0133
jane.doe@desk.acmebank.com

This communication is for institutional investors only and is not an offer to
buy or sell any security. Prices are indicative as of 23-Nov-2026 07:45 ET and
subject to change without notice. Acme Bank N.A., 200 Park Row, New York NY 10038.
"""
    L.msg = mail(frm="Jane Doe <jane.doe@desk.acmebank.com>",
                 to="IG Clients <ig-run@lists.acmebank.com>",
                 subject="ACME USD IG/HY run 11/23 - VNTX, HLMR, KSTL, GRNWD + HY axes",
                 date=date(23, 12, 47), msgid=msgid("run.20261123.0747.jd", "acmebank.com"), text=body)
    c, g = "corporate", "ig"
    L.row("VNTX 4.875 2030-08", c, g, MM(5), MM(5), spread=(112, 108), price=(99.25, 99.75))
    L.row("VNTX 5.25 2034-02", c, g, MM(3), MM(2), spread=(138, 133), price=(100.125, 100.625))
    L.row("HLMR 3.95 2029-03-15", c, g, MM(5), MM(5), spread=(78, 74), price=(98.40, 98.55))
    L.row("KSTL 6.1 2033-11-01", c, g, MM(2), MM(2), spread=(165, 158), price=(102.30, 102.85))
    L.row("GRNWD 5.45 2054-06-15", c, g, MM(1), MM(1), spread=(142, 137), price=(96.75, 97.50))
    g = "hy"
    L.q("CRBN 7.5 2029", c, g, "price", 93.50, 94.25, MM(2), MM(2))
    L.q("TALON 9.25 2030-06 144A", c, g, "price", 101.75, 102.50, MM(1), MM(1))
    L.q("RVRS 6.875 2031-05", c, g, "price", 97.00, None, MM(3), None)
    L.q("SKYLN 8.125 2032 REGS", c, g, "price", None, 104.5, None, K(500))
    return L


def t_ust_agency_run():
    L = Layout("ust-agency-run-32nds", "text", "northbridge")
    body = """NB GOVTS / AGENCIES -- 11/23/26 08:02 ET

UST OTR                 BID        ASK        BID YLD   ASK YLD
T 3 7/8 10/31/28       99-28+     99-29      3.941     3.933
T 4 1/8 11/15/31      100-07     100-07+     4.077     4.074
T 4 1/4 11/15/36       99-161     99-17      4.309     4.306
T 4 5/8 11/15/56       98-02      98-03+     4.752     4.749

2s10s +36.8, 5s30s +67.5. Refunding settled 11/16. Next 2y auction Tue 11/24 1:00pm.

AGENCIES (spd to UST, bp)          BID / ASK     SIZE
FNMA 4 1/8 06/15/29                +9.5 / +7.5   5x5
FHLB 4.5 3/10/28                   +6 / +4       10x10
FFCB 4.05 12/01/30                 +14 / +11
FHLMC 0 11/15/38 (zero, px)        56.20 / 56.45

SSA (vs SOFR MS, bp)
KFW 4 1/8 07/15/29                 +24 / +21     5x5
IBRD 3 7/8 2/14/30                 +31 / +28

Desk: +1 212 555 0180 / 0181 (bbg NBGV <GO>)
--
Tom Reilly
Northbridge Securities LLC - Rates Trading
"""
    L.msg = mail(frm="Tom Reilly <treilly@northbridge.com>", to="rates-clients@northbridge.com",
                 subject="NB Govts/Agys 08:02", date=date(23, 13, 2, 41),
                 msgid="<CAF2x9+govt0802@mail.northbridge.com>",
                 text=body)
    g, c = "government", "government"
    for key, pb, pa, yb, ya in [("T 3.875 2028-10-31", "99-28+", "99-29", 3.941, 3.933),
                                 ("T 4.125 2031-11-15", "100-07", "100-07+", 4.077, 4.074),
                                 ("T 4.25 2036-11-15", "99-161", "99-17", 4.309, 4.306),
                                 ("T 4.625 2056-11-15", "98-02", "98-03+", 4.752, 4.749)]:
        L.q(key, c, g, "price", t32(pb), t32(pa))
        L.q(key, c, g, "yield", yb, ya)
    g = c = "agency"
    L.q("FNMA 4.125 2029-06-15", c, g, "spread", 9.5, 7.5, MM(5), MM(5))
    L.q("FHLB 4.5 2028-03-10", c, g, "spread", 6, 4, MM(10), MM(10))
    L.q("FFCB 4.05 2030-12-01", c, g, "spread", 14, 11)
    L.q("FHLMC 0 2038-11-15", c, g, "price", 56.20, 56.45)
    L.q("KFW 4.125 2029-07-15", c, g, "i_spread", 24, 21, MM(5), MM(5))
    L.q("IBRD 3.875 2030-02-14", c, g, "i_spread", 31, 28)
    return L


def t_loan_levels_reply():
    L = Layout("loan-levels-reply-quoted", "text", "tidewater")
    body = """Hi Mark,

Levels below as requested, all indicative, cash px. Ironbark is the one we like,
happy to go firm on 2mm either way.

Zephyr Brands TLB S+350 03/31          98.25/98.75
Copperline Health 1L TL S+400 11/30    96 1/2 - 97
Ironbark Software TLB S+325 6/29       100.125/100.375   2x2
Marlin Pet Care TL B-2 S+375 '31       92.00-93.00       5MM
Northpeak Aero TLB S+300 10/31         offer 100.5 (2mm)
Halden Chemicals 2L TL S+625 02/32     84 / 86

Repricing on Northpeak expected w/c 12/7, lender call Thu 11/26 11:00 ET.

Sam

Sam Oduya | Leveraged Loan Trading | Tidewater Capital Markets
+1 (646) 555-0112

On Fri, Nov 20, 2026 at 4:12 PM Mark Ellison <mellison@granitepeak-am.com> wrote:
> Hi Sam - could you send over levels on the loans we discussed Thursday? Zephyr,
> Copperline, Ironbark and anything in software you like. Need them by 9am Monday.
> We are looking at 2-5mm clips.
> Thanks, Mark
>
> Mark Ellison | Granite Peak Asset Management | +1 617 555 0190
"""
    L.msg = mail(frm="Sam Oduya <sam.oduya@tidewater.com>", to="Mark Ellison <mellison@granitepeak-am.com>",
                 subject="RE: loan levels", date=date(23, 13, 31, 5),
                 msgid=msgid("BN8PR11MB3601.namprd11.prod.outlook.com.a17", "tidewater.com"), text=body,
                 extra_headers=[("In-Reply-To", "<CAK9mark.0420@granitepeak-am.com>"),
                                ("References", "<CAK9mark.0420@granitepeak-am.com>")])
    c = g = "loan"
    L.q("ZEPHYR BRANDS TLB S+350 03/31", c, g, "price", 98.25, 98.75)
    L.q("COPPERLINE HEALTH 1L TL S+400 11/30", c, g, "price", 96.5, 97.0)
    L.q("IRONBARK SOFTWARE TLB S+325 6/29", c, g, "price", 100.125, 100.375, MM(2), MM(2))
    L.q("MARLIN PET CARE TL B-2 S+375 '31", c, g, "price", 92.0, 93.0, MM(5), MM(5))
    L.q("NORTHPEAK AERO TLB S+300 10/31", c, g, "price", None, 100.5, None, MM(2))
    L.q("HALDEN CHEMICALS 2L TL S+625 02/32", c, g, "price", 84, 86)
    return L


def t_hy_axes_oneside():
    L = Layout("hy-axes-one-sided-converts", "text", "brackenridge")
    body = """Good morning,

BRK HY axes this morning (cash px unless stated):

BUYERS
- MAVEN 5 3/8 01/15/29 -- bid 96.25 for up to 5mm
- BRAKSTN 10.5s of 2028 -- 102 bid, 2mm
- CRBN 7.5 '29 bid 94 (2MM)

SELLERS
- TALON 9 1/4 6/30 144A -- 1.5mm offered at 102.625
- RVRS 6.875 5/31 offer 98.25, 4mm
- HARTWELL 7 7/8 '31 REGS @ 99.75 offered, 1mm

TWO-WAY
- SKYLN 8 1/8 '32 REGS 103.75 - 104.50  2x1
- PRSMA 6 1/4 11/15/30  97.50 / 98.25  (T+387 / T+355)

CONVERTS
- VNTX 0 12/01/28 CV   88.50 / 89.25   (prem 42%, delta 31)
- ALDRN 2.25 06/15/29 CV   104 1/4 - 105

Prev close on MAVEN 29s was 96.00. Earnings: RVRS Wed 11/25 pre-open.

Thanks
Luca

Luca Bianchi
Brackenridge & Co. | High Yield Sales
Tel: +44 (0)20 7946 0321
"""
    L.msg = mail(frm="Luca Bianchi <luca.bianchi@brackenridge.com>", to="hy-axes@brackenridge.com",
                 subject="BRK HY axes - Mon 23-Nov", date=date(23, 8, 12, 0),
                 msgid=msgid("hyaxes-20261123-0812", "brackenridge.com"), text=body)
    c, g = "corporate", "hy"
    L.q("MAVEN 5.375 2029-01-15", c, g, "price", 96.25, None, MM(5), None)
    L.q("BRAKSTN 10.5 2028", c, g, "price", 102, None, MM(2), None)
    L.q("CRBN 7.5 2029", c, g, "price", 94, None, MM(2), None)
    L.q("TALON 9.25 2030-06 144A", c, g, "price", None, 102.625, None, MM("1.5"))
    L.q("RVRS 6.875 2031-05", c, g, "price", None, 98.25, None, MM(4))
    L.q("HARTWELL 7.875 2031 REGS", c, g, "price", None, 99.75, None, MM(1))
    L.q("SKYLN 8.125 2032 REGS", c, g, "price", 103.75, 104.50, MM(2), MM(1))
    L.row("PRSMA 6.25 2030-11-15", c, g, price=(97.50, 98.25), spread=(387, 355))
    c, g = "convertible", "convert_preferred"
    L.q("VNTX 0 2028-12-01 CV", c, g, "price", 88.50, 89.25)
    L.q("ALDRN 2.25 2029-06-15 CV", c, g, "price", 104.25, 105)
    return L


def t_em_sov_frn():
    L = Layout("em-sov-frn-isin-last", "text", "cremieux")
    ids = {k: ISIN(p, n) for k, p, n in [
        ("K32", "XS", "301274563"), ("K36", "XS", "301274670"), ("R35", "US", CUSIP("76116FAQ")),
        ("S31", "XS", "288817349"), ("M30", "XS", "255419087"), ("I29", "XS", "279903451"),
        ("ELV", "XS", "305512806"), ("BKR", "US", CUSIP("06652KAZ")), ("EIB", "XS", "297731115")]}
    body = f"""Bonjour / good morning,

CEEMEA & LATAM sovs, indicative, 23/11/2026 09:15 CET. Px / yld.

KARVIA 5.75 01/32        96.10 / 96.60     6.62 / 6.51    {ids['K32']}
KARVIA 7 1/8 2036        99.00 / 99.75     7.27 / 7.16    {ids['K36']}
REPVAL 6.5% 03/15/2035   93.375 / 93.875   7.55 / 7.47    {ids['R35']}
SANTRA 4.25 2031         88.20 / 88.90     7.41 / 7.23    {ids['S31']}
MARDOVA 8.875 '30        bid 101.10 (no offer)            {ids['M30']}
ISTRAN 3.5 02/2029 EUR   97.40 / 97.95     4.68 / 4.43    {ids['I29']}

FRNs - DM (bp)
ELVIA FRN 06/28 3mE+70        72 / 68     {ids['ELV']}
BKRDG FRN 2029 SOFR+95        101 / 96    {ids['BKR']}
EIB FRN 01/27 SOFR+22         24 / 21     {ids['EIB']}

KARVIA budget vote moved to 1 Dec; S&P review 12/11. Bien cordialement,

Camille Roux
EM Sovereign Trading, Crémieux & Associés, Londres
+44 20 7946 0788 | +33 1 70 36 55 12
"""
    L.msg = mail(frm="Camille Roux <camille.roux@cremieux.fr>", to="em-clients@cremieux.fr",
                 subject="CEEMEA/LATAM sovs + FRNs 23/11", date=date(23, 8, 16, 2, "+0000"),
                 msgid=msgid("a7c1e0f2-em-0915", "cremieux.fr"), text=body)
    c, g = "sovereign", "em_sovereign"
    L.row(ids["K32"], c, g, price=(96.10, 96.60), **{"yield": (6.62, 6.51)})
    L.row(ids["K36"], c, g, price=(99.00, 99.75), **{"yield": (7.27, 7.16)})
    L.row(ids["R35"], c, g, price=(93.375, 93.875), **{"yield": (7.55, 7.47)})
    L.row(ids["S31"], c, g, price=(88.20, 88.90), **{"yield": (7.41, 7.23)})
    L.q(ids["M30"], c, g, "price", 101.10, None)
    L.row(ids["I29"], c, g, price=(97.40, 97.95), **{"yield": (4.68, 4.43)})
    g = "frn"
    L.q(ids["ELV"], "corporate", g, "dm", 72, 68)
    L.q(ids["BKR"], "corporate", g, "dm", 101, 96)
    L.q(ids["EIB"], "agency", g, "dm", 24, 21)
    return L


def t_muni_offerings():
    L = Layout("muni-offerings-par000", "text", "pinecrest")
    rows = [  # par000, st, desc, cpn, mat, call, yld, px, cusip base
        ("500", "NY", "TAMARACK CITY TRANS FIN AUTH", "5.000", "11/01/2038", "11/01/34", "3.42", "110.742", "87512LBV"),
        ("1,000", "CA", "LOS ROBLES UNIF SCH DIST GO", "4.000", "08/01/2041", "08/01/31", "3.71", "102.305", "54488HCK"),
        ("250", "TX", "HARBOR CITY WTR & SWR REV", "5.250", "02/15/2044", "02/15/35", "3.88", "110.116", "41182RDE"),
        ("2,000", "IL", "LAKESHORE CNTY SCH DIST 112", "4.500", "12/01/2039", "12/01/32", "4.05", "102.781", "51210PAT"),
        ("750", "PA", "PINE RIDGE TRANSIT AUTH REV", "5.000", "06/01/2033", "NC", "3.12", "111.458", "72214QFJ"),
        ("1,500", "FL", "COLUMBIA HTS HOSP REV", "4.125", "10/01/2046", "10/01/33", "4.31", "97.663", "19766WAB"),
    ]
    lines = []
    for par, st, desc, cpn, mat, call, yld, px, base in rows:
        cu = CUSIP(base)
        lines.append(f"{par:>6}  {st}  {desc:<30} {cpn}  {mat}  {call:<9} {yld:>5}  {px:>8}  {cu}")
        L.q(cu, "muni", "muni", "yield", None, float(yld), None, K(int(par.replace(",", ""))))
        L.q(cu, "muni", "muni", "price", None, float(px), None, K(int(par.replace(",", ""))))
    body = """All,

Pinecrest muni offerings for Monday 11/23. Settles T+1 (11/24). Yield is YTW.

PAR(000) ST DESCRIPTION                     CPN    MATURITY    CALL      YLD    PRICE     CUSIP
""" + "\n".join(lines) + """

MMD 10y 2.86 (unch), 30y 3.74 (+1). Call with questions.

Dana Whitfield
Pinecrest Securities | Municipal Trading
312-555-0166
"""
    L.msg = mail(frm="Dana Whitfield <dwhitfield@pinecrest.com>", to="munis@pinecrest.com",
                 subject="Pinecrest Muni Offerings 11/23", date=date(23, 14, 5, 12, "+0000"),
                 msgid=msgid("muni-offer-1123", "pinecrest.com"), text=body)
    return L


def t_cds_run():
    L = Layout("cds-run-indices-single-names", "text", "acmebank")
    body = """ACME CDS - EU/US indices & single names | 23-Nov-26 07:31 LDN

INDICES
ITRX Main S46 5y      57.75/58.25
ITRX Xover S46 5y     281/284
ITRX Main S46 10y     84.5/85.5
CDX IG 47 5y          51.25/51.75
CDX HY 47 5y          106.375/106.5   (px)
CDX EM 46 5y          97.10/97.30     (px)

SINGLE NAMES (USD, MR14, bp)
VNTX 5y      74/79
KSTL 5y      118/124    10x10
GRNWD 5y     61/66
CRBN 5y      412/432

TALON 5y quoted upfront vs 500 running (pts):
TALON 5y     6.25/6.75

EUR names (MM14, bp)
ELVIA 5y     48/53
NRDVK 5y     66/71      5x5

Roll-down 5s10s Main +26.75. Any qs, 020 7946 0555.

Oliver Grant | Credit Derivatives Trading | Acme Bank London Branch
"""
    L.msg = mail(frm="Oliver Grant <oliver.grant@desk.acmebank.com>", to="cds-run@lists.acmebank.com",
                 subject="ACME CDS run 07:31", date=date(23, 7, 31, 40),
                 msgid=msgid("cdsrun.0731.og", "acmebank.com"), text=body)
    c = g = "cds"
    L.q("ITRX MAIN S46 5Y", c, g, "spread", 57.75, 58.25)
    L.q("ITRX XOVER S46 5Y", c, g, "spread", 281, 284)
    L.q("ITRX MAIN S46 10Y", c, g, "spread", 84.5, 85.5)
    L.q("CDX IG 47 5Y", c, g, "spread", 51.25, 51.75)
    L.q("CDX HY 47 5Y", c, g, "price", 106.375, 106.5)
    L.q("CDX EM 46 5Y", c, g, "price", 97.10, 97.30)
    L.q("VNTX 5Y", c, g, "spread", 74, 79)
    L.q("KSTL 5Y", c, g, "spread", 118, 124, MM(10), MM(10))
    L.q("GRNWD 5Y", c, g, "spread", 61, 66)
    L.q("CRBN 5Y", c, g, "spread", 412, 432)
    L.q("TALON 5Y", c, g, "upfront", 6.25, 6.75)
    L.q("ELVIA 5Y", c, g, "spread", 48, 53)
    L.q("NRDVK 5Y", c, g, "spread", 66, 71, MM(5), MM(5))
    return L


def t_fwd_rfc822_clo_color():
    L = Layout("fwd-rfc822-clo-bwic-color", "text", "northbridge")
    cus = {k: CUSIP(b) for k, b in [("A", "04742QAL"), ("H", "40538NAG"), ("O", "67591FAJ"),
                                    ("M", "57063RAS"), ("T", "88651VAC")]}
    inner_text = f"""CLO/ABS BWIC 11/23 10:00 ET - COLOUR (orig face)

ATHNA 2021-3A B   {cus['A']}   5,000,000   cover 99.52    talk 99.25-99.50   traded
HLCYN 2019-2A C   {cus['H']}   3,500,000   cover 97.625   talk 97/97.5       traded
OCTV 2022-1A D    {cus['O']}   2,000,000   DNT            talk 94.5-95
MRLN 2020-4A E    {cus['M']}   1,500,000   cover 88.05    talk low 88s       traded
TIDL 2024-1 B     {cus['T']}   4,000,000   cover 100.12   talk 99.875/100.125 traded

5 items, 4 traded. Next list Wed 11/25 11:00.
-- NB Structured Credit, 212-555-0144
"""
    inner = inner_message(frm="Nina Park <npark@northbridge.com>", to="structured-desk@northbridge.com",
                          subject="CLO/ABS BWIC colour 11/23", date=date(23, 15, 41, 0),
                          msgid=msgid("clo-colour-1123-npark", "northbridge.com"), text=inner_text)
    outer = """FYI - colour from this morning's list, Nina's note attached.

Rgds
Alex

Alex Meyer | Northbridge Securities | Structured Credit Sales | 212-555-0139
"""
    L.msg = mail(frm="Alex Meyer <ameyer@northbridge.com>", to="Client List <clo-color@northbridge.com>",
                 subject="FW: CLO/ABS BWIC colour 11/23", date=date(23, 16, 2, 30),
                 msgid=msgid("fw-clo-colour-1123-ameyer", "northbridge.com"), text=outer, attachments=[inner])
    c = g = "structured"
    L.q(cus["A"], c, g, "cover", 99.52, 99.52, MM(5), MM(5))
    L.q(cus["A"], c, g, "talk", 99.25, 99.50, MM(5), MM(5))
    L.q(cus["H"], c, g, "cover", 97.625, 97.625, MM("3.5"), MM("3.5"))
    L.q(cus["H"], c, g, "talk", 97, 97.5, MM("3.5"), MM("3.5"))
    L.q(cus["O"], c, g, "talk", 94.5, 95, MM(2), MM(2))
    L.q(cus["M"], c, g, "cover", 88.05, 88.05, MM("1.5"), MM("1.5"))
    L.q(cus["T"], c, g, "cover", 100.12, 100.12, MM(4), MM(4))
    L.q(cus["T"], c, g, "talk", 99.875, 100.125, MM(4), MM(4))
    return L


def t_commentary_no_quotes():
    L = Layout("market-commentary-no-quotes", "text", "vossberg")
    body = """Vossberg Morning Credit Note - Monday, 23 November 2026

Rates: Bunds sold off into Friday's close, 10y DBR +4bp at 2.71%, 2s10s steeper at
48bp. USTs 10y at 4.18%. ECB speakers today: 10:00 and 14:30 CET.

Credit: iTraxx Main closed Friday at 58bp (-0.5), Crossover 282bp (-3). Cash lagged,
EUR IG index OAS 96bp, unchanged on the week. Primary: ELVIA priced EUR 750mn 5y at
MS+85 (IPT MS+110 area), book 2.4bn; NRDVK 10y EUR 500mn at MS+128, books 1.6bn.

Data: German IFO 10:00 CET (cons. 88.4, prior 87.9); US new home sales 16:00 CET.
Payrolls last Friday printed 180k, unemployment 4.3%, AHE +0.3% m/m.

Week ahead: supply of EUR 15-20bn expected, mostly SSA and financials.

This note is a marketing communication, not investment research. Vossberg Bank AG,
Taunusanlage 9, 60329 Frankfurt am Main, Tel. +49 69 2222 4000.
"""
    L.msg = mail(frm="Vossberg Credit Research <credit-note@vossberg.de>", to="clients@vossberg.de",
                 subject="Vossberg Morning Credit Note 23/11/2026", date=date(23, 6, 55, 0, "+0100"),
                 msgid=msgid("mcn-2026-11-23", "vossberg.de"), text=body)
    return L


def t_auto_reply():
    L = Layout("out-of-office-auto-reply", "text", "lindqvist")
    body = """Thank you for your message. I am out of the office from Friday 20/11 until Monday 30/11
with limited access to e-mail.

For run requests and pricing please contact the desk on +46 8 555 012 34 or
fi-desk@lindqvist.se. For settlements: +46 8 555 012 90 (08:00-17:00 CET).

Best regards,
Erik Lindholm
Lindqvist Fondkommission AB, Fixed Income
Box 7405, 103 91 Stockholm
"""
    L.msg = mail(frm="Erik Lindholm <erik.lindholm@lindqvist.se>", to="Jane Doe <jane.doe@desk.acmebank.com>",
                 subject="Automatic reply: ACME USD IG/HY run 11/23 - VNTX, HLMR, KSTL, GRNWD + HY axes",
                 date=date(23, 12, 47, 31, "+0100"), msgid=msgid("oof.8812.erik", "lindqvist.se"), text=body,
                 extra_headers=[("Auto-Submitted", "auto-replied"), ("X-Auto-Response-Suppress", "All")])
    return L


def t_egb_fractions():
    L = Layout("egb-gilts-run-fractions", "text", "vossberg")
    body = """Guten Morgen,

EGB / gilt run 23.11. 08:40 CET, px and yld, size in mio

DBR 2.5 02/15/35       99.62 / 99.66     2.546 / 2.541    25 x 25
OBL 2.2 10/10/31      100.115/100.135    2.175 / 2.171    50 mio
BKO 2 12/2027          99.874/99.882
UKT 4 1/4 12/46         88¼ / 88½
UKT 4.375 3/7/30      101.32 / 101.36    3.968 / 3.956
FRTR 3 11/25/34        97.48 / 97.53     3.347 / 3.340    20x10
BTPS 4 4/30/35        101.12 / 101.05
SPGB 3.45 10/31/34     98.91 / 98.98     3.612 / 3.602

Schatz/Bobl auctions Tue and Wed, EUR 5bn each. Bund future Dec 128.41 (-0.22).

Mit freundlichen Grüßen
Matthias Keller
Vossberg Bank AG - EGB Trading
Tel. +49 69 2222 4117
"""
    L.msg = mail(frm="Matthias Keller <matthias.keller@vossberg.de>", to="egb-run@vossberg.de",
                 subject="EGB/Gilt run 23.11. 08:40", date=date(23, 7, 41, 9, "+0000"),
                 msgid=msgid("egb.run.0840.mk", "vossberg.de"), text=body, charset="utf-8")
    c = g = "government"
    L.row("DBR 2.5 2035-02-15", c, g, MM(25), MM(25), price=(99.62, 99.66), **{"yield": (2.546, 2.541)})
    L.row("OBL 2.2 2031-10-10", c, g, MM(50), MM(50), price=(100.115, 100.135), **{"yield": (2.175, 2.171)})
    L.q("BKO 2 2027-12", c, g, "price", 99.874, 99.882)
    L.q("UKT 4.25 2046-12", c, g, "price", 88.25, 88.5)
    L.row("UKT 4.375 2030-03-07", c, g, price=(101.32, 101.36), **{"yield": (3.968, 3.956)})
    L.row("FRTR 3 2034-11-25", c, g, MM(20), MM(10), price=(97.48, 97.53), **{"yield": (3.347, 3.340)})
    L.q("BTPS 4 2035-04-30", c, g, "price", 101.12, 101.05, review=True)   # crossed as written
    L.row("SPGB 3.45 2034-10-31", c, g, price=(98.91, 98.98), **{"yield": (3.612, 3.602)})
    return L


def t_pfd_convert_list():
    L = Layout("preferreds-converts-dollar-px", "text", "marlow")
    body = """Morning,

$25 par preferreds - indications ($ px), round lots unless noted

BKRDG 5.85 PFD SER K        24.10 / 24.25
ORSN 6.375 PFD SER A        25.02 - 25.12
PCFG 4.5 PFD                19.80/19.95
TRVL 7.125 2049 PFD SER H   25.40 / 25.55

Converts (pts):
HLMR 1.125 03/01/29 CV      97.75 / 98.50     2mm
KSTL 3.5 9/15/31 CV         bid 112.25
ALDRN 2.25 06/15/29 CV      104 3/8 / 105 1/8

Ex-div: BKRDG K goes ex 12/1 ($0.3656). Closing prints Fri: ORSN A 25.05.

Marlow Partners LLP is authorised and regulated by the Financial Conduct Authority.
Hannah Cole | Marlow Partners | +44 20 7946 0911
"""
    L.msg = mail(frm="Hannah Cole <hannah.cole@desk.marlow.co.uk>", to="pfd-cv@marlow.co.uk",
                 subject="Pfds & CVs 23/11", date=date(23, 9, 3, 44),
                 msgid=msgid("pfdcv-2311-hc", "marlow.co.uk"), text=body)
    c, g = "preferred", "convert_preferred"
    L.q("BKRDG 5.85 PFD SER K", c, g, "price", 24.10, 24.25)
    L.q("ORSN 6.375 PFD SER A", c, g, "price", 25.02, 25.12)
    L.q("PCFG 4.5 PFD", c, g, "price", 19.80, 19.95)
    L.q("TRVL 7.125 2049 PFD SER H", c, g, "price", 25.40, 25.55)
    c = "convertible"
    L.q("HLMR 1.125 2029-03-01 CV", c, g, "price", 97.75, 98.50, MM(2), MM(2))
    L.q("KSTL 3.5 2031-09-15 CV", c, g, "price", 112.25, None)
    L.q("ALDRN 2.25 2029-06-15 CV", c, g, "price", 104.375, 105.125)
    return L


LAYOUTS = [t_ig_hy_morning_run, t_ust_agency_run, t_loan_levels_reply, t_hy_axes_oneside, t_em_sov_frn,
           t_muni_offerings, t_cds_run, t_fwd_rfc822_clo_color, t_commentary_no_quotes, t_auto_reply,
           t_egb_fractions, t_pfd_convert_list]
