"""The hold-out half of blind32: even numbers."""

from __future__ import annotations

from common import MM, Q, cusip, outlook, p, table

LAYOUTS: list[dict] = []


def add(**kw) -> None:
    LAYOUTS.append(kw)


# 02 ----------------------------------------------------------------
D = "ashgrovesec"
add(num=2, name="hy-ig-axes-prose-bullets", fmt="text",
    h={"From": "Ben Okafor <bokafor@credit.ashgrovesec.com>", "To": "credit-axes@ashgrovesec.com",
       "Date": "Tue, 09 Mar 2027 07:44:51 -0500", "Subject": "Ashgrove credit axes - Tue",
       "Message-ID": "<axes.0309.bo@ashgrovesec.com>"},
    body="""Team -- axes for today, sizes 2MM unless noted:

* offer 3mm HALCOMBE 6 3/4 29s at 101.25 / 6.21%
* we're a better buyer of 4mm PRESCOTT STEEL 7 1/8 2031 at 97.50, 7.78% ytw
* two-way in MERCER FOODS 5.45 04/01/33: we're +148 / +141, 2x2
* RUTLAND AIR 8s of 2030: bid 94.25 for 1mm, offer 95.00 for 2mm
* offer SOAMES TELECOM 5.125 2030 at T+115.
* curve: we like going from QUINTON 4.9 28s into QUINTON 5.3 34s, +52 pickup on the switch
* colour: heard TANSY PHARMA 6 1/4 32s 99.625 bid, last print +260 on Fri

Best,
Ben

Ben Okafor | Credit Trading | Ashgrove Securities LLC
100 Park Ave, 12th Fl, New York NY 10017 | +1 212 555 0188
""",
    quotes=[
        Q("HALCOMBE 6.75 2029", "corporate", "hy", "price", None, 101.25, None, 3 * MM, D),
        Q("HALCOMBE 6.75 2029", "corporate", "hy", "yield", None, 6.21, None, 3 * MM, D),
        Q("PRESCOTT STEEL 7.125 2031", "corporate", "hy", "price", 97.5, None, 4 * MM, None, D),
        Q("PRESCOTT STEEL 7.125 2031", "corporate", "hy", "yield", 7.78, None, 4 * MM, None, D),
        Q("MERCER FOODS 5.45 2033-04-01", "corporate", "ig", "spread", 148, 141, 2 * MM, 2 * MM, D),
        Q("RUTLAND AIR 8 2030", "corporate", "hy", "price", 94.25, 95.0, 1 * MM, 2 * MM, D),
        Q("SOAMES TELECOM 5.125 2030", "corporate", "ig", "spread", None, 115, None, 2 * MM, D),
    ])

# 04 ----------------------------------------------------------------
D = "kelsallbank"
add(num=4, name="hy-run-dash-pairs-status", fmt="text",
    h={"From": "Laura Vance <lvance@hyd.kelsallbank.com>", "To": "hy-clients@kelsallbank.com",
       "Date": "Thu, 11 Mar 2027 08:02:13 -0500", "Subject": "Kelsall HY px/ytw - 3/11",
       "Message-ID": "<hy.0311.lv@kelsallbank.com>"},
    body="""Kelsall HY levels 3/11 - price and YTW, bid-ask

Bond                              Px bid-ask       YTW bid-ask    BxO    Note
DRAYTON HOMES 6.875 03/01/31      97.25-98.00      7.67-7.45      2x2
EVERLY CHEM 9.5 2029              102.50-103.25    8.40-8.07      1x1    firm till 11am
FOXHALL MEDIA 5 5/8 2030          88 3/4-89 1/2    9.92-9.62      2x2    OFF
GLASBURY TOWERS 7 1/4 2032        100.00-100.75    7.25-7.07      3x3    TRADED
HEXHAM GAMING 8 1/8 2033          95.50-96.25      9.02-8.87      2x2    subj
IVERLEY FOODS 4.75 2028           99.125-99.625    5.36-5.01      5x5

Axe: better seller of 5mm JESMOND RETAIL 7 3/4 30s, offer 99.50 / 7.91%.
GLASBURY went 100.50 in 3mm around 7:45.

Laura Vance | High Yield Desk | Kelsall Bank | 312 555 0107
""",
    quotes=[
        Q("DRAYTON HOMES 6.875 2031-03-01", "corporate", "hy", "price", 97.25, 98.0, 2 * MM, 2 * MM, D),
        Q("DRAYTON HOMES 6.875 2031-03-01", "corporate", "hy", "yield", 7.67, 7.45, 2 * MM, 2 * MM, D),
        Q("EVERLY CHEM 9.5 2029", "corporate", "hy", "price", 102.5, 103.25, 1 * MM, 1 * MM, D),
        Q("EVERLY CHEM 9.5 2029", "corporate", "hy", "yield", 8.40, 8.07, 1 * MM, 1 * MM, D),
        Q("HEXHAM GAMING 8.125 2033", "corporate", "hy", "price", 95.5, 96.25, 2 * MM, 2 * MM, D, review=True),
        Q("HEXHAM GAMING 8.125 2033", "corporate", "hy", "yield", 9.02, 8.87, 2 * MM, 2 * MM, D, review=True),
        Q("IVERLEY FOODS 4.75 2028", "corporate", "hy", "price", 99.125, 99.625, 5 * MM, 5 * MM, D),
        Q("IVERLEY FOODS 4.75 2028", "corporate", "hy", "yield", 5.36, 5.01, 5 * MM, 5 * MM, D),
        Q("JESMOND RETAIL 7.75 2030", "corporate", "hy", "price", None, 99.5, None, 5 * MM, D),
        Q("JESMOND RETAIL 7.75 2030", "corporate", "hy", "yield", None, 7.91, None, 5 * MM, D),
    ])

# 06 ----------------------------------------------------------------
D = "brightlingcap"
add(num=6, name="loans-loanx-first-correction", fmt="text",
    h={"From": "Hugo Marr <hmarr@levfin.brightlingcap.com>", "To": "loans@brightlingcap.com",
       "Date": "Fri, 12 Mar 2027 09:10:30 +0000", "Subject": "Brightling loans - px 12/03",
       "Message-ID": "<loans.120327.hm@brightlingcap.com>"},
    body="""Loans - px, sizes 1MM unless noted

LX311045  Kingsford Foods TLB S+350 07/31        98.50 / 99.00     flr 0.50
LX308870  Lanark Industrial TLB S+400 12/30      95.25 / 96.00     2x2
LX312001  Montrose Data TLB S+325 03/32          100.00 / 100.375  new, OID 99.75
LX299345  Newbold Retail TL S+525 2029           84.50 / 86.00     subj
LX305660  Oakhurst Fitness TLB S+450 09/31       97.00 / 97.625    TRADED

Bid 99.25 for 2mm of Pemberton Glass TLB S+375 05/31, offer 99.75 for 1mm.
Colour: Oakhurst printed 97.25 this morning.

Correction: Lanark should read 95.75 / 96.25, not 95.25 / 96.00 -- typo.

Hugo Marr | Leveraged Finance Trading | Brightling Capital | +44 20 7123 4400
""",
    quotes=[
        Q("KINGSFORD FOODS TLB S+350 07/31", "loan", "loan", "price", 98.5, 99.0, 1 * MM, 1 * MM, D),
        Q("LANARK INDUSTRIAL TLB S+400 12/30", "loan", "loan", "price", 95.75, 96.25, 2 * MM, 2 * MM, D),
        Q("MONTROSE DATA TLB S+325 03/32", "loan", "loan", "price", 100.0, 100.375, 1 * MM, 1 * MM, D),
        Q("NEWBOLD RETAIL TL S+525 2029", "loan", "loan", "price", 84.5, 86.0, 1 * MM, 1 * MM, D, review=True),
        Q("PEMBERTON GLASS TLB S+375 05/31", "loan", "loan", "price", 99.25, 99.75, 2 * MM, 1 * MM, D),
    ])

# 08 ----------------------------------------------------------------
D = "valmontbank"
add(num=8, name="cds-eur-run-sizes-statement", fmt="text",
    h={"From": "Ines Moreau <imoreau@cds.valmontbank.fr>", "To": "cds-eur@valmontbank.fr",
       "Date": "Tue, 16 Mar 2027 08:05:49 +0100", "Subject": "VALMONT CDS RUN 16/03",
       "Message-ID": "<cdsrun.160327.im@valmontbank.fr>"},
    body="""VALMONT CDS RUN  16/03/27  08:05 CET
Sizes: EUR 10mm single names, 50mm indices.

ITRAXX MAIN S47 5Y       54.25/54.75
ITRAXX MAIN S47 10Y      81.5/82.5
ITRAXX XOVER S47 V1 5Y   288/291
ITRAXX XOVER S46 V2 5Y   262/266   off the run
ITRAXX SNR FIN S47 5Y    61.5/62.5

SINGLE NAMES (MM14, bp)
AURELIA TELECOM     3Y 38/43    5Y 61/66    7Y 82/88    10Y 101/108
BASTIDE SA          5Y 142/150  7Y 171/180
CLERMONT AUTO       5Y 98/104
DORVAL ENERGIE      5Y 77/82
   10Y same size    109/117
ESTEREL PHARMA      5Y 55/59   OFF
GIRONDE RETAIL      5Y upfront 18.5/19.5 (500 cpn, rec 25)

Ines Moreau - Credit Derivatives - Valmont Bank SA - +33 1 40 00 12 34
Valmont Bank SA, capital EUR 1,250,000,000, RCS Paris 552 120 222.
""",
    quotes=[
        Q("ITRAXX MAIN S47 5Y", "cds", "cds", "spread", 54.25, 54.75, 50 * MM, 50 * MM, D),
        Q("ITRAXX MAIN S47 10Y", "cds", "cds", "spread", 81.5, 82.5, 50 * MM, 50 * MM, D),
        Q("ITRAXX XOVER S47 V1 5Y", "cds", "cds", "spread", 288, 291, 50 * MM, 50 * MM, D),
        Q("ITRAXX XOVER S46 V2 5Y", "cds", "cds", "spread", 262, 266, 50 * MM, 50 * MM, D),
        Q("ITRAXX SNR FIN S47 5Y", "cds", "cds", "spread", 61.5, 62.5, 50 * MM, 50 * MM, D),
        Q("AURELIA TELECOM 3Y", "cds", "cds", "spread", 38, 43, 10 * MM, 10 * MM, D),
        Q("AURELIA TELECOM 5Y", "cds", "cds", "spread", 61, 66, 10 * MM, 10 * MM, D),
        Q("AURELIA TELECOM 7Y", "cds", "cds", "spread", 82, 88, 10 * MM, 10 * MM, D),
        Q("AURELIA TELECOM 10Y", "cds", "cds", "spread", 101, 108, 10 * MM, 10 * MM, D),
        Q("BASTIDE SA 5Y", "cds", "cds", "spread", 142, 150, 10 * MM, 10 * MM, D),
        Q("BASTIDE SA 7Y", "cds", "cds", "spread", 171, 180, 10 * MM, 10 * MM, D),
        Q("CLERMONT AUTO 5Y", "cds", "cds", "spread", 98, 104, 10 * MM, 10 * MM, D),
        Q("DORVAL ENERGIE 5Y", "cds", "cds", "spread", 77, 82, 10 * MM, 10 * MM, D),
        Q("DORVAL ENERGIE 10Y", "cds", "cds", "spread", 109, 117, 10 * MM, 10 * MM, D),
        Q("GIRONDE RETAIL 5Y", "cds", "cds", "upfront", 18.5, 19.5, 10 * MM, 10 * MM, D),
    ])

# 10 ----------------------------------------------------------------
D = "harrowgatebank"
add(num=10, name="agency-em-reply-gt-quoted", fmt="text",
    h={"From": "Colm Devlin <cdevlin@fi.harrowgatebank.ie>", "To": "rates-em@harrowgatebank.ie",
       "Date": "Wed, 17 Mar 2027 08:30:02 +0000", "Subject": "Re: Agencies / EM run",
       "Message-ID": "<agy.170327.cd@harrowgatebank.ie>", "In-Reply-To": "<agy.160327.cd@harrowgatebank.ie>"},
    body="""Updated - FFCB and the EM names moved overnight. Old run below.

Agencies (px), 5MM unless noted
FHLB 3 7/8 06/12/29      99-26 / 99-29
FFCB 4.3 02/14/31        100-17+ / 100-21
FNMA 4 5/8 10/15/33      102-04 / 102-09    10x10
FHLMC 4.05 08/28/28      bid 100-01 for 10mm, offer 100-04 for 5mm

EM sovs, 2MM clips
REP OF MARANTA 7 3/8 2032     99.40 / 99.95     7.51 / 7.39 yld
ARDESIA 5.5 09/30/30          bid 96.20, offer 96.70 -- ytw 6.71 / 6.55

Colm

On Tue, 16 Mar 2027 at 16:40, Colm Devlin <cdevlin@fi.harrowgatebank.ie> wrote:
> Agencies (px), 5MM unless noted
> FHLB 3 7/8 06/12/29      99-24 / 99-27
> FFCB 4.3 02/14/31        100-12 / 100-15+
> FNMA 4 5/8 10/15/33      102-02 / 102-07    10x10
>
> EM sovs, 2MM clips
> REP OF MARANTA 7 3/8 2032     99.05 / 99.60     7.58 / 7.46 yld
> ARDESIA 5.5 09/30/30          95.90 / 96.40
""",
    quotes=[
        Q("FHLB 3.875 2029-06-12", "agency", "agency", "price", 99.8125, 99.90625, 5 * MM, 5 * MM, D),
        Q("FFCB 4.3 2031-02-14", "agency", "agency", "price", 100.546875, 100.65625, 5 * MM, 5 * MM, D),
        Q("FNMA 4.625 2033-10-15", "agency", "agency", "price", 102.125, 102.28125, 10 * MM, 10 * MM, D),
        Q("FHLMC 4.05 2028-08-28", "agency", "agency", "price", 100.03125, 100.125, 10 * MM, 5 * MM, D),
        Q("REP OF MARANTA 7.375 2032", "sovereign", "em", "price", 99.40, 99.95, 2 * MM, 2 * MM, D),
        Q("REP OF MARANTA 7.375 2032", "sovereign", "em", "yield", 7.51, 7.39, 2 * MM, 2 * MM, D),
        Q("ARDESIA 5.5 2030-09-30", "sovereign", "em", "price", 96.20, 96.70, 2 * MM, 2 * MM, D),
        Q("ARDESIA 5.5 2030-09-30", "sovereign", "em", "yield", 6.71, 6.55, 2 * MM, 2 * MM, D),
    ])

# 12 ----------------------------------------------------------------
D = "tollcrossmarkets"
_k = {k: cusip(v) for k, v in {"A": "04521QAJ", "B": "12662PAB", "C": "23318NAD", "D": "44109VAK",
                                "E": "54930WAC"}.items()}
_rows = [
    ["CUSIP", "Issuer", "Cpn", "Mty", "Bid Px", "Ask Px", "Sprd (B/O)", "Size", "Status"],
    [_k["A"], "ASHFORD CAPITAL", "4.80", "01/15/32", "100.18", "100.47", "+112<br>+106", "5MM", ""],
    [_k["B"], "BYFLEET ENERGY", "5.25", "07/01/35", "98.92", "99.40", "+143<br>+137", "3x3", ""],
    [_k["C"], "CHALFONT BANK", "4.40", "03/10/30", "99.55", "99.77", "+79<br>+72", "5MM", "OFF"],
    [_k["D"], "HOLMWOOD HEALTH", "5.00", "11/15/33", "", "101.05", "<br>+118", "2MM", "offer only"],
    [_k["E"], "LIMPSFIELD RAIL", "4.10", "05/01/29", "99.40", "99.66", "+64<br>+59", "", ""],
]
add(num=12, name="outlook-ig-cusip-br-spread-cell", fmt="html",
    h={"From": "Nadia Ferreira <nferreira@ig.tollcrossmarkets.com>", "To": "ig-run@tollcrossmarkets.com",
       "Date": "Mon, 15 Mar 2027 07:35:09 -0400", "Subject": "Tollcross IG - 15 Mar",
       "Message-ID": "<PH0PR19MB5521.0315.nf@tollcrossmarkets.com>"},
    subtype="html",
    body=outlook("\n".join([
        p("Morning &#8211; IG run, sizes 2MM unless noted:"),
        table(_rows), p("&nbsp;"),
        p("Switch: sell BYFLEET 30s / buy BYFLEET 35s at +41."),
        p("Colour: ASHFORD 32s printed +110 in 10mm after the open."),
        p("We&#8217;re a better buyer of 3mm KINGSWOOD FOODS 4 5/8 2031 at +97."),
        p("&nbsp;"),
        p("Nadia Ferreira | IG Credit | Tollcross Markets | +1 (203) 555-0117"),
        p("Tollcross Markets LLC. Member FINRA. Not research. 3 Landmark Sq, Stamford CT 06901.",
          "font-size:7.0pt;color:gray"),
    ])),
    quotes=[
        Q(_k["A"], "corporate", "ig", "price", 100.18, 100.47, 5 * MM, 5 * MM, D),
        Q(_k["A"], "corporate", "ig", "spread", 112, 106, 5 * MM, 5 * MM, D),
        Q(_k["B"], "corporate", "ig", "price", 98.92, 99.40, 3 * MM, 3 * MM, D),
        Q(_k["B"], "corporate", "ig", "spread", 143, 137, 3 * MM, 3 * MM, D),
        Q(_k["D"], "corporate", "ig", "price", None, 101.05, None, 2 * MM, D),
        Q(_k["D"], "corporate", "ig", "spread", None, 118, None, 2 * MM, D),
        Q(_k["E"], "corporate", "ig", "price", 99.40, 99.66, 2 * MM, 2 * MM, D),
        Q(_k["E"], "corporate", "ig", "spread", 64, 59, 2 * MM, 2 * MM, D),
        Q("KINGSWOOD FOODS 4.625 2031", "corporate", "ig", "spread", 97, None, 3 * MM, None, D),
    ])

# 14 ----------------------------------------------------------------
D = "ravensworthsec"
_bw = [
    ["Deal", "Class", "Rtg", "Orig Face (MM)", "Talk (px)", "Comment"],
    ["ASHBURN PARK CLO 2022-1A", "A2", "AA", "5.0", "99.25-99.50", ""],
    ["BRAEMAR CLO 2021-3A", "C", "A", "3.0", "97.75 area", ""],
    ["CORSHAM AUTO 2025-2", "B", "AA", "4.25", "100-100.25", ""],
    ["DENHOLM CMBS 2019-C4", "AS", "AAA", "8.0", "93-94", "WAL 4.3"],
    ["ELLESMERE CLO 2020-2A", "D", "BBB-", "2.0", "DNT", "no talk"],
]
_bw_old = [
    ["Deal", "Class", "Rtg", "Orig Face (MM)", "Talk (px)", "Comment"],
    ["ASHBURN PARK CLO 2022-1A", "A2", "AA", "5.0", "99-99.25", ""],
    ["BRAEMAR CLO 2021-3A", "C", "A", "3.0", "97.50 area", ""],
]
add(num=14, name="html-bwic-talk-offer-two-measures-history", fmt="html",
    h={"From": "Marcus Hill <mhill@sp.ravensworthsec.com>", "To": "bwic-talk@ravensworthsec.com",
       "Date": "Wed, 17 Mar 2027 10:02:44 -0400", "Subject": "RE: BWIC 11:00 ET - our talk (updated)",
       "Message-ID": "<BY5PR04MB6630.0317.mh@ravensworthsec.com>"},
    subtype="html",
    body=outlook("\n".join([
        p("Updated talk for the 11:00 ET list below."),
        p("Separately we offer 2MM current face FARNDALE CLO 2023-1A B at DM 188 / 99.85."),
        p("&nbsp;"), table(_bw), p("&nbsp;"),
        p("Marcus Hill | Structured Products Trading | Ravensworth Securities | 646-555-0152"),
        '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm">',
        p("<b>From:</b> Marcus Hill<br><b>Sent:</b> Wednesday, March 17, 2027 8:40 AM<br>"
          "<b>To:</b> bwic-talk<br><b>Subject:</b> BWIC 11:00 ET - our talk"),
        "</div>", table(_bw_old),
    ])),
    quotes=[
        Q("FARNDALE CLO 2023-1A B", "structured", "structured", "dm", None, 188, None, 2 * MM, D),
        Q("FARNDALE CLO 2023-1A B", "structured", "structured", "price", None, 99.85, None, 2 * MM, D),
        Q("ASHBURN PARK CLO 2022-1A A2", "structured", "structured", "talk", 99.25, 99.5, 5 * MM, 5 * MM, D),
        Q("BRAEMAR CLO 2021-3A C", "structured", "structured", "talk", 97.75, 97.75, 3 * MM, 3 * MM, D),
        Q("CORSHAM AUTO 2025-2 B", "structured", "structured", "talk", 100.0, 100.25, 4.25 * MM, 4.25 * MM, D),
        Q("DENHOLM CMBS 2019-C4 AS", "structured", "structured", "talk", 93.0, 94.0, 8 * MM, 8 * MM, D),
    ])

# 16 ----------------------------------------------------------------
D = "wolvercotebank"
add(num=16, name="html-cds-curves-loans-sentences", fmt="html",
    h={"From": "Tariq Aziz <taziz@gm.wolvercotebank.co.uk>", "To": "credit@wolvercotebank.co.uk",
       "Date": "Thu, 18 Mar 2027 08:22:17 +0000", "Subject": "Wolvercote - CDS & loans 18/3",
       "Message-ID": "<LO2P265MB4410.0318.ta@wolvercotebank.co.uk>"},
    subtype="html",
    body=outlook("\n".join([
        p("Morning all,"), p("&nbsp;"),
        p("<b>CDS</b> &#8211; bp running unless noted. Sizes: 5x5 single names, 25x25 indices."),
        p("CDX IG S48 V1 5Y 49.75 / 50.25"),
        p("CDX HY S48 5Y 106 1/4 / 106 3/8 (px)"),
        p("CDX IG S47 5Y 45.5 / 46.25 (off the run)"),
        p("HALLIWELL RAIL 1y 22/30 3y 41/47 5y 66/71 7y 88/95"),
        p("IRONBRIDGE CAPITAL 5y 140/150, 7y 166/178"),
        p("JERVIS TELECOM 5y 205 / 215 &#8211; 5 wider on the day, 10x10"),
        p("KESWICK 5s10s steepener 27 / 31 &#8211; curve trade, not an outright"),
        p("&nbsp;"),
        p("<b>Loans</b>"),
        p("Larkspur Education TLB S+400 11/30 (LoanX LX306672) &#8211; 97.125 / 97.625, 2mm"),
        p("Moorgate Packaging TLB S+350 02/32 &#8211; offer only 100.25, OID 99.50 at launch"),
        p("Nettleton Leisure TL S+550 06/29 &#8211; bid 90.00 for 1mm, offer 91.00 for 1mm"),
        p("&nbsp;"),
        p("Tariq Aziz<br>Credit Trading, Wolvercote Bank plc<br>+44 (0)20 7946 0550"),
    ])),
    quotes=[
        Q("CDX IG S48 V1 5Y", "cds", "cds", "spread", 49.75, 50.25, 25 * MM, 25 * MM, D),
        Q("CDX HY S48 5Y", "cds", "cds", "price", 106.25, 106.375, 25 * MM, 25 * MM, D),
        Q("CDX IG S47 5Y", "cds", "cds", "spread", 45.5, 46.25, 25 * MM, 25 * MM, D),
        Q("HALLIWELL RAIL 1Y", "cds", "cds", "spread", 22, 30, 5 * MM, 5 * MM, D),
        Q("HALLIWELL RAIL 3Y", "cds", "cds", "spread", 41, 47, 5 * MM, 5 * MM, D),
        Q("HALLIWELL RAIL 5Y", "cds", "cds", "spread", 66, 71, 5 * MM, 5 * MM, D),
        Q("HALLIWELL RAIL 7Y", "cds", "cds", "spread", 88, 95, 5 * MM, 5 * MM, D),
        Q("IRONBRIDGE CAPITAL 5Y", "cds", "cds", "spread", 140, 150, 5 * MM, 5 * MM, D),
        Q("IRONBRIDGE CAPITAL 7Y", "cds", "cds", "spread", 166, 178, 5 * MM, 5 * MM, D),
        Q("JERVIS TELECOM 5Y", "cds", "cds", "spread", 205, 215, 10 * MM, 10 * MM, D),
        Q("LARKSPUR EDUCATION TLB S+400 11/30", "loan", "loan", "price", 97.125, 97.625, 2 * MM, 2 * MM, D),
        Q("MOORGATE PACKAGING TLB S+350 02/32", "loan", "loan", "price", None, 100.25, None, None, D),
        Q("NETTLETON LEISURE TL S+550 06/29", "loan", "loan", "price", 90.0, 91.0, 1 * MM, 1 * MM, D),
    ])

# 18 ----------------------------------------------------------------
D = "aberdale securities"
_A = "Ella Brook, ABERDALE SECURITIES:"
_P = "Chris Wynn, PORTLOCK CAPITAL MGM:"
add(num=18, name="bbg-ib-ig-agency-index-refresh", fmt="chat",
    h={"From": "Chris Wynn <cwynn@portlockcap.com>", "To": "pm-team@portlockcap.com",
       "Date": "Wed, 17 Mar 2027 16:45:00 +0000", "Subject": "FW: IB history ABERDALE 17-Mar",
       "Message-ID": "<ibhist.20270317.cw@portlockcap.com>"},
    body=f"""FYI - Aberdale IB from this morning.

17-Mar-2027 09:00:12  {_P} morning, levels on HAVERSHAM BANK 5.35 2034?
17-Mar-2027 09:00:50  {_A} HAVERSHAM BANK 5.35 34s +134 / +128, 3x3
17-Mar-2027 09:01:20  {_A} HAVERSHAM BANK 4.95 05/15/31 +109 / +103 same size
17-Mar-2027 09:03:11  {_A} axes: we're a better seller of 10mm ISLINGTON POWER 4 7/8 2030 at +88 / 100.60
17-Mar-2027 09:04:00  {_A} and pay +171 for 2mm of WRENFIELD 6.1 2035
17-Mar-2027 09:05:12  {_P} ISLINGTON 88 is vs the 5y?
17-Mar-2027 09:05:40  {_A} vs T 4 02/28/32, bench yld 3.84
17-Mar-2027 09:06:30  {_P} FHLB 4.25 2030 bullets?
17-Mar-2027 09:06:45  {_A} FHLB 4 1/4 04/25/30 100-11 / 100-14+ 25x25
17-Mar-2027 09:10:05  {_A} CDX IG 48 5y 50.5 / 51 100x100
17-Mar-2027 09:10:20  {_A} CDX IG 47 5y 46 / 46.5 same size
17-Mar-2027 09:10:31  {_A} roll 4.25 / 4.75
17-Mar-2027 09:14:02  {_A} CDX IG 48 5y now 50.25 / 50.75, was 50.5 / 51
17-Mar-2027 09:15:10  {_P} thx
""",
    quotes=[
        Q("HAVERSHAM BANK 5.35 2034", "corporate", "ig", "spread", 134, 128, 3 * MM, 3 * MM, D),
        Q("HAVERSHAM BANK 4.95 2031-05-15", "corporate", "ig", "spread", 109, 103, 3 * MM, 3 * MM, D),
        Q("ISLINGTON POWER 4.875 2030", "corporate", "ig", "spread", None, 88, None, 10 * MM, D),
        Q("ISLINGTON POWER 4.875 2030", "corporate", "ig", "price", None, 100.60, None, 10 * MM, D),
        Q("WRENFIELD 6.1 2035", "corporate", "ig", "spread", 171, None, 2 * MM, None, D),
        Q("FHLB 4.25 2030-04-25", "agency", "agency", "price", 100.34375, 100.453125, 25 * MM, 25 * MM, D),
        Q("CDX IG 48 5Y", "cds", "cds", "spread", 50.25, 50.75, 100 * MM, 100 * MM, D),
        Q("CDX IG 47 5Y", "cds", "cds", "spread", 46, 46.5, 100 * MM, 100 * MM, D),
    ])

# 20 ----------------------------------------------------------------
D = "dunstable securities"
add(num=20, name="symphony-loans-hy-abs-correction", fmt="chat",
    h={"From": "Joe Kim <jkim@fenwickcap.com>", "To": "credit-pm@fenwickcap.com",
       "Date": "Wed, 17 Mar 2027 12:40:00 +0000", "Subject": "Symphony export - Dunstable loans/HY 17 Mar",
       "Message-ID": "<sym.170327.jk@fenwickcap.com>"},
    body="""Symphony - conversation export
Room: Dunstable / Fenwick - leveraged credit
Exported by Joe Kim on 17 Mar 2027 12:38

Amelia Ross (Dunstable Securities) - 17 Mar 2027 10:02
Morning - loan levels, 1MM unless noted:
Quenby Pharma TLB S+375 03/31 | LX309912 | 99.00 / 99.50
Rowallan Freight TLB S+425 11/30 | LX303381 | 94.25 / 95.00 | 2x2
Stapleford Homes TL S+300 2032 | LX312470 | 100.25 / 100.625 | OID 99.5

Joe Kim (Fenwick Capital) - 17 Mar 2027 10:05
Rowallan looks low vs yesterday?

Amelia Ross (Dunstable Securities) - 17 Mar 2027 10:06
Rowallan is 94.75 / 95.25, not 94.25 / 95.00, sorry - had the old line

Amelia Ross (Dunstable Securities) - 17 Mar 2027 10:09
HY axe: offer 2mm THORNBURY ENERGY 8.25 2031 at 100.875 / 8.01%
TILSTON CABLE 6 1/2 2029: we're 96.25 / 97.00 on it, 1x1
ABS: UPWELL AUTO 2026-2 A3 offer +58 / 100.12, 5mm

Joe Kim (Fenwick Capital) - 17 Mar 2027 10:11
TILSTON 96.5 bid? it traded 96.60 in 2mm yest

Amelia Ross (Dunstable Securities) - 17 Mar 2027 10:12
no better, sorry
""",
    quotes=[
        Q("QUENBY PHARMA TLB S+375 03/31", "loan", "loan", "price", 99.0, 99.5, 1 * MM, 1 * MM, D),
        Q("ROWALLAN FREIGHT TLB S+425 11/30", "loan", "loan", "price", 94.75, 95.25, 2 * MM, 2 * MM, D),
        Q("STAPLEFORD HOMES TL S+300 2032", "loan", "loan", "price", 100.25, 100.625, 1 * MM, 1 * MM, D),
        Q("THORNBURY ENERGY 8.25 2031", "corporate", "hy", "price", None, 100.875, None, 2 * MM, D),
        Q("THORNBURY ENERGY 8.25 2031", "corporate", "hy", "yield", None, 8.01, None, 2 * MM, D),
        Q("TILSTON CABLE 6.5 2029", "corporate", "hy", "price", 96.25, 97.0, 1 * MM, 1 * MM, D),
        Q("UPWELL AUTO 2026-2 A3", "structured", "structured", "spread", None, 58, None, 5 * MM, D),
        Q("UPWELL AUTO 2026-2 A3", "structured", "structured", "price", None, 100.12, None, 5 * MM, D),
    ])

# 22 ----------------------------------------------------------------
D = "ostwald bank"
add(num=22, name="plain-log-sov-cds-em-agency-ignore", fmt="chat",
    h={"From": "Kate Olsen <kolsen@tamworth-am.com>", "To": "em-team@tamworth-am.com",
       "Date": "Thu, 18 Mar 2027 10:05:00 +0000", "Subject": "chat log Ostwald 18/03",
       "Message-ID": "<chatlog.180327.ko@tamworth-am.com>"},
    body="""Ostwald Bank / Tamworth AM - chat log 18 Mar 2027

[09:15:05] Pablo Ruiz @ Ostwald Bank: morning Kate, sov CDS 10x10
[09:15:22] Pablo Ruiz @ Ostwald Bank: BRAZORIA 5y 168 / 174, and 10Y 231 / 240
[09:15:40] Pablo Ruiz @ Ostwald Bank: MARANTA 3y 95/101 5y 142/149 7y 176/185
[09:16:02] Pablo Ruiz @ Ostwald Bank: ESTERLAND 5y 201/209
[09:16:10] Pablo Ruiz @ Ostwald Bank: pls ignore that, wrong line
[09:17:30] Kate Olsen @ Tamworth AM: BRAZORIA 5y 165 bid?
[09:18:05] Pablo Ruiz @ Ostwald Bank: BRAZORIA 5y now 166 / 172, was 168 / 174
[09:19:44] Pablo Ruiz @ Ostwald Bank: bonds: MARANTA 6 7/8 2033 98.10 / 98.60, yld 7.26 / 7.16, 2x2
[09:21:15] Pablo Ruiz @ Ostwald Bank: agencies: TVA 4 3/8 2034 +41 / +37 vs UST, 5x5
[09:21:40] Pablo Ruiz @ Ostwald Bank: FFCB 3.85 09/2029 99.55 / 99.70 10x10
[09:22:02] Pablo Ruiz @ Ostwald Bank: switch FFCB 29s vs FHLB 29s 2 / 3 bp
[09:23:30] Kate Olsen @ Tamworth AM: ty
""",
    quotes=[
        Q("BRAZORIA 5Y", "cds", "cds", "spread", 166, 172, 10 * MM, 10 * MM, D),
        Q("BRAZORIA 10Y", "cds", "cds", "spread", 231, 240, 10 * MM, 10 * MM, D),
        Q("MARANTA 3Y", "cds", "cds", "spread", 95, 101, 10 * MM, 10 * MM, D),
        Q("MARANTA 5Y", "cds", "cds", "spread", 142, 149, 10 * MM, 10 * MM, D),
        Q("MARANTA 7Y", "cds", "cds", "spread", 176, 185, 10 * MM, 10 * MM, D),
        Q("MARANTA 6.875 2033", "sovereign", "em", "price", 98.10, 98.60, 2 * MM, 2 * MM, D),
        Q("MARANTA 6.875 2033", "sovereign", "em", "yield", 7.26, 7.16, 2 * MM, 2 * MM, D),
        Q("TVA 4.375 2034", "agency", "agency", "spread", 41, 37, 5 * MM, 5 * MM, D),
        Q("FFCB 3.85 2029-09", "agency", "agency", "price", 99.55, 99.70, 10 * MM, 10 * MM, D),
    ])

# 24 ----------------------------------------------------------------
D = "corbridgepartners"
_loans = "\r\n".join([
    "LoanX ID,Borrower,Facility,Margin,Maturity,Bid,Offer,Size (MM),Comments",
    "LX310558,Abbotsley Care,TLB,S+400,06/31,97.50,98.00,,",
    "LX307724,Bexhill Software,TLB,S+325,09/30,99.625,100.00,2,",
    "LX312236,Cotswold Industrial,TLB,S+350,02/32,100.125,100.50,,new issue - OID 99.5",
    "LX298110,Dinsdale Retail,TL,S+550,12/28,82.00,84.00,1,OFF",
    "LX304902,Elstree Media,1L TLB,S+450,04/31,93.25,,3,bid only",
    "LX309315,Fulwood Energy,TLB,S+375,08/31,98.875,99.375,5,firm till 11:00",
    "",
])
add(num=24, name="csv-loans-loanx-columns-status", fmt="csv",
    h={"From": "Sarah Lowe <slowe@loans.corbridgepartners.com>", "To": "loan-clients@corbridgepartners.com",
       "Date": "Fri, 19 Mar 2027 08:12:40 +0000", "Subject": "Corbridge loan levels 19-Mar (csv)",
       "Message-ID": "<loancsv.190327.sl@corbridgepartners.com>"},
    body="""Good morning,

Loan levels attached in px, 1mm clips unless noted.

Kind regards,
Sarah Lowe
Corbridge Partners LLP | Loan Trading | +44 20 7550 3100
""",
    attachments=[("corbridge_loans_190327.csv", "text/csv", _loans.encode("utf-8"))],
    quotes=[
        Q("ABBOTSLEY CARE TLB S+400 06/31", "loan", "loan", "price", 97.5, 98.0, 1 * MM, 1 * MM, D),
        Q("BEXHILL SOFTWARE TLB S+325 09/30", "loan", "loan", "price", 99.625, 100.0, 2 * MM, 2 * MM, D),
        Q("COTSWOLD INDUSTRIAL TLB S+350 02/32", "loan", "loan", "price", 100.125, 100.5, 1 * MM, 1 * MM, D),
        Q("ELSTREE MEDIA 1L TLB S+450 04/31", "loan", "loan", "price", 93.25, None, 3 * MM, None, D),
        Q("FULWOOD ENERGY TLB S+375 08/31", "loan", "loan", "price", 98.875, 99.375, 5 * MM, 5 * MM, D),
    ])
