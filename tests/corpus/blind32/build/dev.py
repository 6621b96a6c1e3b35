"""The development half of blind32: odd numbers."""

from __future__ import annotations

from common import MM, Q, cusip, outlook, p, table

LAYOUTS: list[dict] = []


def add(**kw) -> None:
    LAYOUTS.append(kw)


# 01 ---------------------------------------------------------------- IG axes written as sentences
D = "castellanpartners"
add(num=1, name="ig-axes-sentences", fmt="text",
    h={"From": "Priya Raman <praman@ig.castellanpartners.com>", "To": "ig-axes@clients.castellanpartners.com",
       "Date": "Mon, 08 Mar 2027 07:52:10 -0500", "Subject": "IG axes - Mon 3/8",
       "Message-ID": "<axes.20270308.0752.pr@castellanpartners.com>"},
    body="""Morning all,

Couple of axes from the IG desk today, 5MM unless noted:

- We're a better buyer of 5mm HALVERSON ENERGY 5 1/4 32s at +118.
- Can offer 3mm ORWELL FOODS 4.65 03/15/31 at +96 / 101.42.
- Looking to sell TREMONT UTILITIES 5.40 2035 at T+131, 2mm.
- Bid 99.25 for 2mm, offer 99.75 for 1mm on KESTREL RAIL 4 3/8 09/01/29.
- Offer MERIDIAN HEALTH 3.9 2/15/28 at +74.
- Switch idea: out of ORWELL 31s into ORWELL 5.1 33s, we show +14 pickup on the switch.
- Colour: BAYARD CHEM 6 1/8 30s traded 101.60 in 5mm late yesterday, heard 101.25 bid this morning.
- Two-way on DELAMERE TELECOM 5.85 05/2034: +142 / +136, 3x3.

Ping me or call +1 212 555 0147 with anything.

Thanks,
Priya

Priya Raman
IG Credit Trading | Castellan Partners LLC
450 Lexington Ave, 9th Floor, New York, NY 10017
""",
    quotes=[
        Q("HALVERSON ENERGY 5.25 2032", "corporate", "ig", "spread", 118, None, 5 * MM, None, D),
        Q("ORWELL FOODS 4.65 2031-03-15", "corporate", "ig", "spread", None, 96, None, 3 * MM, D),
        Q("ORWELL FOODS 4.65 2031-03-15", "corporate", "ig", "price", None, 101.42, None, 3 * MM, D),
        Q("TREMONT UTILITIES 5.4 2035", "corporate", "ig", "spread", None, 131, None, 2 * MM, D),
        Q("KESTREL RAIL 4.375 2029-09-01", "corporate", "ig", "price", 99.25, 99.75, 2 * MM, 1 * MM, D),
        Q("MERIDIAN HEALTH 3.9 2028-02-15", "corporate", "ig", "spread", None, 74, None, 5 * MM, D),
        Q("DELAMERE TELECOM 5.85 2034-05", "corporate", "ig", "spread", 142, 136, 3 * MM, 3 * MM, D),
    ])

# 03 ---------------------------------------------------------------- HY run, price + ytw, status words
D = "marlowcap"
add(num=3, name="hy-run-px-ytw-status-words", fmt="text",
    h={"From": "Tom Becker <tbecker@hy.marlowcap.com>", "To": "hy-run@marlowcap.com",
       "Date": "Wed, 10 Mar 2027 07:31:44 +0000", "Subject": "HY run 10-Mar - px / ytw",
       "Message-ID": "<hyrun.270310.tb@marlowcap.com>"},
    body="""HY RUN - 10-Mar-27 - cash px / ytw, sizes 2x2 unless noted

Bond                             Bid      Ask       YTW b/a         Size
GRANTHAM MEDIA 7.25 06/15/30     98.50    99.25     7.80 / 7.52     2x2
VESPER AUTO 6 3/8 2031           101.25   101.75    6.01 / 5.88
COBALT RIDGE MINING 8.5 29s      96 1/2   97 1/4    10.15 / 9.79    1x1   OFF
PELLAM HEALTH 5.875 2032         92.75    93.50     7.62 / 7.43     3x3   firm till 10am
HATHAWAY CABLE 9 1/8 2030        103.00   103.75    8.07 / 7.83     2x2   TRADED
STRAND CRUISE 7 5/8 2033         99.125   99.875    7.80 / 7.65     2x2   subj
NORTHGATE PAPER 6.5 2028         100.25   --        6.31 / --       5x-

Also axed: we're a better seller of 3mm FALKNER PACKAGING 8 3/4 29s, offer 102.50 / 7.70%.
COBALT RIDGE traded 96.75 in 1mm before we went off; heard 97 bid after.

Tom Becker | HY Trading | Marlow Capital Markets Ltd | +44 20 7946 0321
Marlow Capital Markets Ltd is authorised and regulated by the FCA (FRN 612345).
""",
    quotes=[
        Q("GRANTHAM MEDIA 7.25 2030-06-15", "corporate", "hy", "price", 98.5, 99.25, 2 * MM, 2 * MM, D),
        Q("GRANTHAM MEDIA 7.25 2030-06-15", "corporate", "hy", "yield", 7.80, 7.52, 2 * MM, 2 * MM, D),
        Q("VESPER AUTO 6.375 2031", "corporate", "hy", "price", 101.25, 101.75, 2 * MM, 2 * MM, D),
        Q("VESPER AUTO 6.375 2031", "corporate", "hy", "yield", 6.01, 5.88, 2 * MM, 2 * MM, D),
        Q("PELLAM HEALTH 5.875 2032", "corporate", "hy", "price", 92.75, 93.5, 3 * MM, 3 * MM, D),
        Q("PELLAM HEALTH 5.875 2032", "corporate", "hy", "yield", 7.62, 7.43, 3 * MM, 3 * MM, D),
        Q("STRAND CRUISE 7.625 2033", "corporate", "hy", "price", 99.125, 99.875, 2 * MM, 2 * MM, D, review=True),
        Q("STRAND CRUISE 7.625 2033", "corporate", "hy", "yield", 7.80, 7.65, 2 * MM, 2 * MM, D, review=True),
        Q("NORTHGATE PAPER 6.5 2028", "corporate", "hy", "price", 100.25, None, 5 * MM, None, D),
        Q("NORTHGATE PAPER 6.5 2028", "corporate", "hy", "yield", 6.31, None, 5 * MM, None, D),
        Q("FALKNER PACKAGING 8.75 2029", "corporate", "hy", "price", None, 102.5, None, 3 * MM, D),
        Q("FALKNER PACKAGING 8.75 2029", "corporate", "hy", "yield", None, 7.70, None, 3 * MM, D),
    ])

# 05 ---------------------------------------------------------------- loan levels, LoanX, correction below
D = "carrowbank"
add(num=5, name="loan-levels-loanx-correction", fmt="text",
    h={"From": "Dana Whitfield <dwhitfield@loans.carrowbank.com>", "To": "Loan Clients <loan-clients@carrowbank.com>",
       "Date": "Wed, 10 Mar 2027 08:41:02 +0000", "Subject": "Carrow loan levels 10-Mar (px)",
       "Message-ID": "<loanlvls.20270310.0841@carrowbank.com>"},
    body="""Hi all - loan levels below, bid / offer in px, 1MM clips unless noted.

Borrower / Facility                      LoanX       Bid       Offer
Bramwell Logistics TLB S+375 02/31       LX305514    96.25     96.75
Corvane Software TLB S+325 08/30         LX298871    99.375    99.875    2x2
Eastmoor Dental 1L TL S+450 11/29        LX301003    94.50     95.50
Hollins Aerospace TLB S+300 05/32        LX310220    100.125   100.50    new issue, OID 99.5
Pinecrest Pet TL S+500 2029              LX287760    88.00     89.50     OFF
Quarry Hill Chemicals TLB S+350 01/31    LX300415    96.75     --        bid only, 3mm

Also have 2mm Tamsin Brands TLB S+400 12/30 (LX299930) to offer at 92.25.

Correction: Bramwell Logistics TLB should read 97.25 / 97.75, not 96.25 / 96.75 as above - fat finger, apologies.

Dana Whitfield
Leveraged Loan Sales | Carrow Bank plc
T +44 20 3100 4477 | M +44 7700 900 123
""",
    quotes=[
        Q("BRAMWELL LOGISTICS TLB S+375 02/31", "loan", "loan", "price", 97.25, 97.75, 1 * MM, 1 * MM, D),
        Q("CORVANE SOFTWARE TLB S+325 08/30", "loan", "loan", "price", 99.375, 99.875, 2 * MM, 2 * MM, D),
        Q("EASTMOOR DENTAL 1L TL S+450 11/29", "loan", "loan", "price", 94.5, 95.5, 1 * MM, 1 * MM, D),
        Q("HOLLINS AEROSPACE TLB S+300 05/32", "loan", "loan", "price", 100.125, 100.5, 1 * MM, 1 * MM, D),
        Q("QUARRY HILL CHEMICALS TLB S+350 01/31", "loan", "loan", "price", 96.75, None, 3 * MM, None, D),
        Q("TAMSIN BRANDS TLB S+400 12/30", "loan", "loan", "price", None, 92.25, None, 2 * MM, D),
    ])

# 07 ---------------------------------------------------------------- CDS run: index versions, curves on one line
D = "stelmarkbank"
add(num=7, name="cds-run-index-versions-curves", fmt="text",
    h={"From": "Lukas Brenner <lbrenner@cds.stelmarkbank.com>", "To": "cds-clients@stelmarkbank.com",
       "Date": "Thu, 11 Mar 2027 07:40:18 +0100", "Subject": "Stelmark CDS run 11-Mar 07:40",
       "Message-ID": "<cds.20270311.0740.lb@stelmarkbank.com>"},
    body="""Stelmark CDS | 11-Mar-27 07:40 CET | bp running unless noted

Indices (S47 on the run since Monday's roll):
CDX IG S47 5Y          52.25 / 52.75     was 53 / 53.5 at the close
CDX IG S46 5Y          47.5 / 48.25
CDX HY S47 V1 5Y       106.50 / 106.625  px
ITRX XOVER S47 5Y      284 / 287
ITRX MAIN S46 V2 5Y    55.75 / 56.25     (V2 after the Hartwell credit event)
Main roll (sell S46 / buy S47) +4.25 / +4.75 - roll, not an outright

Curves (10x10 single names):
ALDERTON AUTO    3y 45/50   5y 72/77   7y 95/101
BRISCOE RETAIL   1y 88/98   3y 160/170   5y 231/241
CYGNET TELECOM   5y 118/123   10y 151/159
DUNMORE PHARMA   5y 64/68   (mid 66, 2 tighter on the day)

Upfront (pts, vs 500 running):
FERNHILL MEDIA 5Y    12.25 / 13.00    5x5

Lukas Brenner | CDS Trading | Stelmark Bank AG | Tel +49 69 1234 5678
""",
    quotes=[
        Q("CDX IG S47 5Y", "cds", "cds", "spread", 52.25, 52.75, None, None, D),
        Q("CDX IG S46 5Y", "cds", "cds", "spread", 47.5, 48.25, None, None, D),
        Q("CDX HY S47 V1 5Y", "cds", "cds", "price", 106.5, 106.625, None, None, D),
        Q("ITRX XOVER S47 5Y", "cds", "cds", "spread", 284, 287, None, None, D),
        Q("ITRX MAIN S46 V2 5Y", "cds", "cds", "spread", 55.75, 56.25, None, None, D),
        Q("ALDERTON AUTO 3Y", "cds", "cds", "spread", 45, 50, 10 * MM, 10 * MM, D),
        Q("ALDERTON AUTO 5Y", "cds", "cds", "spread", 72, 77, 10 * MM, 10 * MM, D),
        Q("ALDERTON AUTO 7Y", "cds", "cds", "spread", 95, 101, 10 * MM, 10 * MM, D),
        Q("BRISCOE RETAIL 1Y", "cds", "cds", "spread", 88, 98, 10 * MM, 10 * MM, D),
        Q("BRISCOE RETAIL 3Y", "cds", "cds", "spread", 160, 170, 10 * MM, 10 * MM, D),
        Q("BRISCOE RETAIL 5Y", "cds", "cds", "spread", 231, 241, 10 * MM, 10 * MM, D),
        Q("CYGNET TELECOM 5Y", "cds", "cds", "spread", 118, 123, 10 * MM, 10 * MM, D),
        Q("CYGNET TELECOM 10Y", "cds", "cds", "spread", 151, 159, 10 * MM, 10 * MM, D),
        Q("DUNMORE PHARMA 5Y", "cds", "cds", "spread", 64, 68, 10 * MM, 10 * MM, D),
        Q("FERNHILL MEDIA 5Y", "cds", "cds", "upfront", 12.25, 13.0, 5 * MM, 5 * MM, D),
    ])

# 09 ---------------------------------------------------------------- reply: new run above, old run under separator
D = "ferrisbank"
add(num=9, name="agency-em-sov-reply-old-run-below", fmt="text",
    h={"From": "Maya Lindqvist <mlindqvist@rates.ferrisbank.com>", "To": "agy-em-clients@ferrisbank.com",
       "Date": "Thu, 11 Mar 2027 09:05:37 -0500", "Subject": "RE: Agy / EM sov run",
       "Message-ID": "<agyem.20270311.0905.ml@ferrisbank.com>"},
    body="""Refreshed levels - moved the FHLBs after the 3y auction. Yesterday's run left underneath for reference.

AGENCIES (px, 32nds), 10x10 unless noted
FHLB 4 1/8 03/13/30        100-06 / 100-09
FFCB 3.95 11/20/28         99-22+ / 99-25
FHLMC 4 1/2 07/15/32       101-14 / 101-18     5x5
TVA 4.65 09/15/35          +38 / +34 vs UST

EM SOVS (USD, px / yld), 2MM unless noted
KAVARIA 6 1/4 05/15/34     bid 94.50 for 2mm, offer 95.10 for 1mm, yld 7.21 / 7.10
ESTRAVA 6 1/8 2032         97.25 / 97.875      6.74 / 6.59 yld
SOLANIA 7.5 01/2029        offer only 101.625 / 6.55%

Maya Lindqvist
Agency & EM Trading | Ferris Bank N.A. | 212-555-0162

-----Original Message-----
From: Maya Lindqvist
Sent: Wednesday, March 10, 2027 4:12 PM
To: agy-em-clients
Subject: Agy / EM sov run

AGENCIES (px, 32nds), 10x10 unless noted
FHLB 4 1/8 03/13/30        100-02 / 100-05
FFCB 3.95 11/20/28         99-20 / 99-23
FHLMC 4 1/2 07/15/32       101-10 / 101-14     5x5
TVA 4.65 09/15/35          +40 / +36 vs UST

EM SOVS (USD, px / yld), 2MM unless noted
KAVARIA 6 1/4 05/15/34     94.10 / 94.70       7.28 / 7.17
ESTRAVA 6 1/8 2032         97.00 / 97.625      6.80 / 6.65 yld
""",
    quotes=[
        Q("FHLB 4.125 2030-03-13", "agency", "agency", "price", 100.1875, 100.28125, 10 * MM, 10 * MM, D),
        Q("FFCB 3.95 2028-11-20", "agency", "agency", "price", 99.703125, 99.78125, 10 * MM, 10 * MM, D),
        Q("FHLMC 4.5 2032-07-15", "agency", "agency", "price", 101.4375, 101.5625, 5 * MM, 5 * MM, D),
        Q("TVA 4.65 2035-09-15", "agency", "agency", "spread", 38, 34, 10 * MM, 10 * MM, D),
        Q("KAVARIA 6.25 2034-05-15", "sovereign", "em", "price", 94.5, 95.1, 2 * MM, 1 * MM, D),
        Q("KAVARIA 6.25 2034-05-15", "sovereign", "em", "yield", 7.21, 7.10, 2 * MM, 1 * MM, D),
        Q("ESTRAVA 6.125 2032", "sovereign", "em", "price", 97.25, 97.875, 2 * MM, 2 * MM, D),
        Q("ESTRAVA 6.125 2032", "sovereign", "em", "yield", 6.74, 6.59, 2 * MM, 2 * MM, D),
        Q("SOLANIA 7.5 2029-01", "sovereign", "em", "price", None, 101.625, None, 2 * MM, D),
        Q("SOLANIA 7.5 2029-01", "sovereign", "em", "yield", None, 6.55, None, 2 * MM, D),
    ])

# 11 ---------------------------------------------------------------- Outlook HTML IG table, spread (price)
D = "rowanstreet"
_rows = [
    ["Issuer", "Cpn", "Maturity", "Bid Sprd", "Ask Sprd", "Bid x Ask (MM)", "Comment"],
    ["ALDWYCH INSURANCE", "4.35", "06/15/31", "+104 (100.85)", "+98 (101.10)", "3x3", ""],
    ["BRENTFORD BANCORP", "5.10", "2033", "+128", "+122", "5x5", "axed buyer"],
    ["CALDER MIDSTREAM", "5.65", "02/01/34", "+151", "+144", "2x2", "TRADED"],
    ["DORRIGO PHARMA", "4.90", "2029", "+71", "+66", "5x3", ""],
    ["ELSWICK REIT", "5.50", "2032", "+165", "", "2x0", "bid only"],
]
add(num=11, name="outlook-ig-table-spread-price-brackets", fmt="html",
    h={"From": "Sophie Carver <scarver@credit.rowanstreet.com>", "To": "usd-ig@rowanstreet.com",
       "Date": "Fri, 12 Mar 2027 07:48:00 -0500", "Subject": "USD IG - Rowan St levels 3/12",
       "Message-ID": "<DM6PR11MB4121.0312.sc@rowanstreet.com>"},
    subtype="html",
    body=outlook("\n".join([
        p("Good morning,"), p("&nbsp;"),
        p("USD IG on T-spread, price in brackets where shown:"),
        table(_rows),
        p("&nbsp;"),
        p("We&#8217;re also a seller of 4mm FENWICK AUTO 4 1/4 2030 at +88 / 99.75."),
        p("Switch: DORRIGO 29s into DORRIGO 5.3 34s, we pay +38 on the switch."),
        p("Colour: BRENTFORD 33s last print +126 on Tue in 10mm."),
        p("&nbsp;"),
        p("<b>Sophie Carver</b><br>IG Trading | Rowan Street Securities<br>Tel +1 (646) 555-0199"),
        p("This message is for the named recipient only and is not an offer to buy or sell any "
          "security. Rowan Street Securities LLC, Member FINRA/SIPC, 1 State St, New York NY 10004.",
          "font-size:7.5pt;color:gray"),
    ])),
    quotes=[
        Q("ALDWYCH INSURANCE 4.35 2031-06-15", "corporate", "ig", "spread", 104, 98, 3 * MM, 3 * MM, D),
        Q("ALDWYCH INSURANCE 4.35 2031-06-15", "corporate", "ig", "price", 100.85, 101.10, 3 * MM, 3 * MM, D),
        Q("BRENTFORD BANCORP 5.1 2033", "corporate", "ig", "spread", 128, 122, 5 * MM, 5 * MM, D),
        Q("DORRIGO PHARMA 4.9 2029", "corporate", "ig", "spread", 71, 66, 5 * MM, 3 * MM, D),
        Q("ELSWICK REIT 5.5 2032", "corporate", "ig", "spread", 165, None, 2 * MM, None, D),
        Q("FENWICK AUTO 4.25 2030", "corporate", "ig", "spread", None, 88, None, 4 * MM, D),
        Q("FENWICK AUTO 4.25 2030", "corporate", "ig", "price", None, 99.75, None, 4 * MM, D),
    ])

# 13 ---------------------------------------------------------------- HTML CLO DM + ABS offers, HTML history below
D = "pelhamridge"
_clo = [
    ["Deal", "Class", "Rtg", "WAL", "DM Bid", "DM Offer", "Size (MM)", "Status"],
    ["HALSTEAD PARK CLO 2023-2A", "A1", "AAA", "4.1", "128", "122", "3", ""],
    ["HALSTEAD PARK CLO 2023-2A", "B", "AA", "5.2", "172", "165", "2", ""],
    ["MERRIVALE CLO 2021-4A", "D", "BBB-", "3.8", "415", "395", "1", "TRADED"],
    ["NEWSHAM CLO 2024-1A", "C", "A", "5.6", "218", "205", "", ""],
]
_abs = [
    ["Deal", "Class", "WAL", "Offer Sprd", "Offer Px", "Avail (MM)"],
    ["KINROSS AUTO 2026-1", "A3", "1.9", "+62", "99.92", "5"],
    ["CARROWAY CARD 2025-3", "A", "2.8", "+71", "100.34", "3"],
]
_old = [
    ["Deal", "Class", "Rtg", "WAL", "DM Bid", "DM Offer", "Size (MM)", "Status"],
    ["HALSTEAD PARK CLO 2023-2A", "A1", "AAA", "4.1", "131", "125", "3", ""],
    ["MERRIVALE CLO 2021-4A", "D", "BBB-", "3.8", "420", "400", "1", ""],
]
add(num=13, name="html-clo-dm-abs-offers-history-below", fmt="html",
    h={"From": "Grace Nakamura <gnakamura@sf.pelhamridge.com>", "To": "sf-clients@pelhamridge.com",
       "Date": "Fri, 12 Mar 2027 13:15:22 -0500", "Subject": "RE: CLO / ABS levels - PM update",
       "Message-ID": "<SJ0PR05MB7712.0312.gn@pelhamridge.com>"},
    subtype="html",
    body=outlook("\n".join([
        p("Afternoon - updated CLO levels (DM over 3mS, bp) and ABS offerings (spread to UST):"),
        p("&nbsp;"), p("<b>CLO</b>"), table(_clo), p("&nbsp;"),
        p("<b>ABS offerings</b>"), table(_abs), p("&nbsp;"),
        p("Colour: HALSTEAD A1 covered 127 on a BWIC yesterday, 8 bids."),
        p("Grace Nakamura | Securitized Products | Pelham Ridge Capital | 312-555-0174"),
        '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm">',
        p("<b>From:</b> Grace Nakamura &lt;gnakamura@sf.pelhamridge.com&gt;<br><b>Sent:</b> Friday, March 12, "
          "2027 8:02 AM<br><b>To:</b> sf-clients<br><b>Subject:</b> CLO / ABS levels"),
        "</div>",
        p("Morning levels:"), table(_old),
    ])),
    quotes=[
        Q("HALSTEAD PARK CLO 2023-2A A1", "structured", "structured", "dm", 128, 122, 3 * MM, 3 * MM, D),
        Q("HALSTEAD PARK CLO 2023-2A B", "structured", "structured", "dm", 172, 165, 2 * MM, 2 * MM, D),
        Q("NEWSHAM CLO 2024-1A C", "structured", "structured", "dm", 218, 205, None, None, D),
        Q("KINROSS AUTO 2026-1 A3", "structured", "structured", "spread", None, 62, None, 5 * MM, D),
        Q("KINROSS AUTO 2026-1 A3", "structured", "structured", "price", None, 99.92, None, 5 * MM, D),
        Q("CARROWAY CARD 2025-3 A", "structured", "structured", "spread", None, 71, None, 3 * MM, D),
        Q("CARROWAY CARD 2025-3 A", "structured", "structured", "price", None, 100.34, None, 3 * MM, D),
    ])

# 15 ---------------------------------------------------------------- HTML paragraphs: CDS tenors + loans in words
D = "quillonbank"
add(num=15, name="html-paragraphs-cds-tenors-loans", fmt="html",
    h={"From": "Rafael Ortega <rortega@markets.quillonbank.com>", "To": "credit-run@quillonbank.com",
       "Date": "Mon, 15 Mar 2027 08:15:40 -0400", "Subject": "Quillon credit - CDS & loans",
       "Message-ID": "<BN8PR12MB3301.0315.ro@quillonbank.com>"},
    subtype="html",
    body=outlook("\n".join([
        p("Hi team,"), p("&nbsp;"),
        p("<b>Single-name CDS, bp running, 10x10 unless noted:</b>"),
        p("KERSHAW STEEL 5y 212 / 222, 10y same size 251 / 263"),
        p("LINDFORD RETAIL 3y 95/105 5y 160/170 7y 188/199"),
        p("MOSSGIEL ENERGY 5y 84 / 89 &#8211; was 90 / 95 Friday"),
        p("NORBURY FOODS 5y upfront 4.50 / 5.00 pts (100 running), 5x5"),
        p("&nbsp;"),
        p("<b>Indices (25x25):</b>"),
        p("CDX IG 48 5Y&nbsp;&nbsp;50.75 / 51.25"),
        p("CDX HY 48 5Y&nbsp;&nbsp;105.875 / 106.00 px"),
        p("ITRX XOVER 47 5Y&nbsp;&nbsp;279 / 282"),
        p("&nbsp;"),
        p("<b>Loans (px, 1MM clips):</b>"),
        p("Ostrander Foods TLB S+350 3/31 (LX302218): 98.625 / 99.125"),
        p("Penrith Solar TLB S+425 9/30 (LX296604): 95.75 bid only &#8211; OID was 99 at launch"),
        p("Radley Gaming 1L TLB S+300 6/32: we&#8217;re better sellers, offer 100.375 for 3mm"),
        p("&nbsp;"),
        p("Rafael Ortega<br>Credit Trading | Quillon Bank<br>+1 917 555 0133"),
        p("This communication is provided for informational purposes only and does not constitute an "
          "offer or solicitation. Quillon Bank, 200 West St, New York NY 10282.", "font-size:7.0pt;color:#7F7F7F"),
    ])),
    quotes=[
        Q("KERSHAW STEEL 5Y", "cds", "cds", "spread", 212, 222, 10 * MM, 10 * MM, D),
        Q("KERSHAW STEEL 10Y", "cds", "cds", "spread", 251, 263, 10 * MM, 10 * MM, D),
        Q("LINDFORD RETAIL 3Y", "cds", "cds", "spread", 95, 105, 10 * MM, 10 * MM, D),
        Q("LINDFORD RETAIL 5Y", "cds", "cds", "spread", 160, 170, 10 * MM, 10 * MM, D),
        Q("LINDFORD RETAIL 7Y", "cds", "cds", "spread", 188, 199, 10 * MM, 10 * MM, D),
        Q("MOSSGIEL ENERGY 5Y", "cds", "cds", "spread", 84, 89, 10 * MM, 10 * MM, D),
        Q("NORBURY FOODS 5Y", "cds", "cds", "upfront", 4.5, 5.0, 5 * MM, 5 * MM, D),
        Q("CDX IG 48 5Y", "cds", "cds", "spread", 50.75, 51.25, 25 * MM, 25 * MM, D),
        Q("CDX HY 48 5Y", "cds", "cds", "price", 105.875, 106.0, 25 * MM, 25 * MM, D),
        Q("ITRX XOVER 47 5Y", "cds", "cds", "spread", 279, 282, 25 * MM, 25 * MM, D),
        Q("OSTRANDER FOODS TLB S+350 3/31", "loan", "loan", "price", 98.625, 99.125, 1 * MM, 1 * MM, D),
        Q("PENRITH SOLAR TLB S+425 9/30", "loan", "loan", "price", 95.75, None, 1 * MM, None, D),
        Q("RADLEY GAMING 1L TLB S+300 6/32", "loan", "loan", "price", None, 100.375, None, 3 * MM, D),
    ])

# 17 ---------------------------------------------------------------- Bloomberg IB transcript
D = "garrick securities"
_G = "Jack Tilley, GARRICK SECURITIES:"
_N = "Helen Marsh, NORTHBRIDGE ASSET MA:"
add(num=17, name="bbg-ib-ig-hy-cds-correction", fmt="chat",
    h={"From": "IB Archive <ib-archive@northbridgeam.com>", "To": "hmarsh@northbridgeam.com",
       "Date": "Fri, 12 Mar 2027 17:30:00 +0000", "Subject": "IB transcript: GARRICK SECURITIES / NORTHBRIDGE 12-Mar-2027",
       "Message-ID": "<ibx.20270312.garrick.nb@northbridgeam.com>"},
    body=f"""Conversation: IB Chat - GARRICK / NORTHBRIDGE
Start Time: 12-Mar-2027 08:01:40
Participants: Jack Tilley (GARRICK SECURITIES), Helen Marsh (NORTHBRIDGE ASSET MA)

12-Mar-2027 08:01:52  {_N} morning Jack, where are you on WEXFORD 33s and 35s?
12-Mar-2027 08:02:30  {_G} WEXFORD 5.2 33s +121 / +116, 5x5
12-Mar-2027 08:02:41  {_G} WEXFORD 5.6 35s +139 / +133 same size
12-Mar-2027 08:04:02  {_G} also axed: better buyer of 5mm TARRANT CHEM 6 1/2 31s at 100.75, and offer 2mm LYNWOOD HOMES 7 3/8 2030 at 102.25 / 6.62%
12-Mar-2027 08:05:15  {_N} LYNWOOD 6.62 is ytw?
12-Mar-2027 08:05:30  {_G} yes, to the 28 call at 103.688
12-Mar-2027 08:06:44  {_N} any colour on SELKIRK 4.8 29s?
12-Mar-2027 08:07:02  {_G} traded 98.90 in 10mm yday, I'd be 98.70 / 99.10 now, 2x2
12-Mar-2027 08:09:40  {_G} sizes 10x10 single names, 25x25 index
12-Mar-2027 08:09:55  {_G} WEXFORD 5y 88 / 93
12-Mar-2027 08:10:03  {_G} 10y same size 121 / 129
12-Mar-2027 08:10:20  {_G} CDX IG 48 5y 51 / 51.5
12-Mar-2027 08:11:31  {_G} WEXFORD 5y 86 / 91, not 88 / 93, sorry
12-Mar-2027 08:12:10  {_N} thx, will come back
""",
    quotes=[
        Q("WEXFORD 5.2 2033", "corporate", "ig", "spread", 121, 116, 5 * MM, 5 * MM, D),
        Q("WEXFORD 5.6 2035", "corporate", "ig", "spread", 139, 133, 5 * MM, 5 * MM, D),
        Q("TARRANT CHEM 6.5 2031", "corporate", "hy", "price", 100.75, None, 5 * MM, None, D),
        Q("LYNWOOD HOMES 7.375 2030", "corporate", "hy", "price", None, 102.25, None, 2 * MM, D),
        Q("LYNWOOD HOMES 7.375 2030", "corporate", "hy", "yield", None, 6.62, None, 2 * MM, D),
        Q("SELKIRK 4.8 2029", "corporate", "ig", "price", 98.70, 99.10, 2 * MM, 2 * MM, D),
        Q("WEXFORD 5Y", "cds", "cds", "spread", 86, 91, 10 * MM, 10 * MM, D),
        Q("WEXFORD 10Y", "cds", "cds", "spread", 121, 129, 10 * MM, 10 * MM, D),
        Q("CDX IG 48 5Y", "cds", "cds", "spread", 51, 51.5, 25 * MM, 25 * MM, D),
    ])

# 19 ---------------------------------------------------------------- Symphony export: EM sov, agency, CLO
D = "bexley capital"
add(num=19, name="symphony-em-sov-agency-clo", fmt="chat",
    h={"From": "Nina Patel <npatel@harcourtam.com>", "To": "em-desk@harcourtam.com",
       "Date": "Mon, 15 Mar 2027 11:20:05 +0000", "Subject": "Fwd: Symphony chat export - Bexley EM 15/03",
       "Message-ID": "<sym.20270315.np@harcourtam.com>"},
    body="""Symphony - conversation export
Room: Bexley / Harcourt - EM & rates
Exported by Nina Patel on 15 Mar 2027 11:18

Nina Patel (Harcourt Asset Management) - 15 Mar 2027 09:12
hi Oscar, can you show me ESTRAVA 5 7/8 31s and the SOLANIA 8s of 36?

Oscar Hale (Bexley Capital) - 15 Mar 2027 09:14
ESTRAVA 5.875 2031 97.40 / 97.90, 6.57 / 6.43 yld, 2x2
SOLANIA 8s of 36: bid 101.10 for 2, offer 101.85 for 1

Nina Patel (Harcourt Asset Management) - 15 Mar 2027 09:16
and KAVARIA 28s? heard 99.5 bid

Oscar Hale (Bexley Capital) - 15 Mar 2027 09:17
that's old - we're 99.35 / 99.80 on KAVARIA 4 1/2 07/15/28, 1x1
also FHLMC 4 3/8 09/12/31 101-02 / 101-06 10x10
and CLO paper: GLENROTHES CLO 2022-1A B +185 / +172 DM, 2mm

Oscar Hale (Bexley Capital) - 15 Mar 2027 09:19
GLENROTHES B is +182 / +170, not +185 / +172, sorry

Nina Patel (Harcourt Asset Management) - 15 Mar 2027 09:21
thanks, back to you on the SOLANIA
""",
    quotes=[
        Q("ESTRAVA 5.875 2031", "sovereign", "em", "price", 97.40, 97.90, 2 * MM, 2 * MM, D),
        Q("ESTRAVA 5.875 2031", "sovereign", "em", "yield", 6.57, 6.43, 2 * MM, 2 * MM, D),
        Q("SOLANIA 8 2036", "sovereign", "em", "price", 101.10, 101.85, 2 * MM, 1 * MM, D),
        Q("KAVARIA 4.5 2028-07-15", "sovereign", "em", "price", 99.35, 99.80, 1 * MM, 1 * MM, D),
        Q("FHLMC 4.375 2031-09-12", "agency", "agency", "price", 101.0625, 101.1875, 10 * MM, 10 * MM, D),
        Q("GLENROTHES CLO 2022-1A B", "structured", "structured", "dm", 182, 170, 2 * MM, 2 * MM, D),
    ])

# 21 ---------------------------------------------------------------- plain [time] name: text log
D = "tavistock"
add(num=21, name="plain-log-loans-hy-cds-refresh", fmt="chat",
    h={"From": "Chat Logs <chatlogs@ellerypartners.com>", "To": "radler@ellerypartners.com",
       "Date": "Tue, 16 Mar 2027 12:00:00 +0000", "Subject": "Chat log: Tavistock loans desk 16-Mar-2027",
       "Message-ID": "<log.20270316.tavistock@ellerypartners.com>"},
    body="""Chat log - Tavistock loans desk / Ellery Partners - 16 Mar 2027

[08:31:05] Sam Cho (Tavistock): morning Ruth, loans 1mm clips unless noted
[08:31:40] Sam Cho (Tavistock): Whitcombe Health TLB S+375 4/31 (LX304421) 96.50 / 97.00
[08:31:58] Sam Cho (Tavistock): Yarrow Networks TLB S+325 10/30 99.75 / 100.125 2x2
[08:32:20] Sam Cho (Tavistock): Zennor Brands 1L TL S+475 2029 91.00 / 92.50 OFF
[08:33:02] Ruth Adler (Ellery): where did Whitcombe price?
[08:33:15] Sam Cho (Tavistock): OID 99.5, flr 0.50
[08:34:40] Ruth Adler (Ellery): can you show Ashdown Marine 9.25 2030s?
[08:35:05] Sam Cho (Tavistock): Ashdown Marine 9 1/4 30s 104.25 / 105.00, ytw 7.61 / 7.35, 2x2
[08:36:22] Sam Cho (Tavistock): CDS on the same name: ASHDOWN 5y 310 / 330
[08:36:30] Sam Cho (Tavistock): and 3Y 245 / 262
[08:37:10] Ruth Adler (Ellery): 96.75 bid for Whitcombe?
[08:37:45] Sam Cho (Tavistock): can't improve, sorry. Yarrow now 99.875 / 100.25, was 99.75 / 100.125
[08:40:00] Sam Cho (Tavistock): call me on 0207 946 0888 if you want to trade
""",
    quotes=[
        Q("WHITCOMBE HEALTH TLB S+375 4/31", "loan", "loan", "price", 96.5, 97.0, 1 * MM, 1 * MM, D),
        Q("YARROW NETWORKS TLB S+325 10/30", "loan", "loan", "price", 99.875, 100.25, 2 * MM, 2 * MM, D),
        Q("ASHDOWN MARINE 9.25 2030", "corporate", "hy", "price", 104.25, 105.0, 2 * MM, 2 * MM, D),
        Q("ASHDOWN MARINE 9.25 2030", "corporate", "hy", "yield", 7.61, 7.35, 2 * MM, 2 * MM, D),
        Q("ASHDOWN 5Y", "cds", "cds", "spread", 310, 330, None, None, D),
        Q("ASHDOWN 3Y", "cds", "cds", "spread", 245, 262, None, None, D),
    ])

# 23 ---------------------------------------------------------------- CSV attachment: IG + agencies by CUSIP
D = "lindenhallsec"
_c = {k: cusip(v) for k, v in {
    "ALD": "01452RAC", "BEL": "07836LAF", "CRA": "22410KBD", "DUN": "26483EAH",
    "FHLB": "3130BXQ2", "FFCB": "3133ETR4", "EAS": "27719HAA"}.items()}
_csv = "\r\n".join([
    "CUSIP,Issuer,Coupon,Maturity,Bid Px,Ask Px,Bid Sprd,Ask Sprd,Bid Sz (MM),Ask Sz (MM),Comment",
    f"{_c['ALD']},ALDERMOOR FINANCIAL,4.6,2031-04-15,100.42,100.71,98,92,5,5,",
    f"{_c['BEL']},BELLWOOD UTILITIES,5.05,2034-09-01,99.18,99.64,131,125,,,",
    f"{_c['CRA']},CRANLEIGH TECH,4.25,2029-11-30,,99.86,,68,,3,offer only",
    f"{_c['DUN']},DUNSFOLD RETAIL,5.8,2033-06-15,97.05,97.71,188,179,2,2,OFF",
    f"{_c['EAS']},EASTLEIGH MEDICAL,4.95,2032-02-15,101.33,101.79,112,104,10,5,",
    f"{_c['FHLB']},FHLB,4.125,2030-06-12,100.28,100.36,,,25,25,",
    f"{_c['FFCB']},FFCB,3.875,2028-12-08,99.71,99.78,,,25,25,",
    "",
])
add(num=23, name="csv-ig-agency-cusip-two-measures", fmt="csv",
    h={"From": "Owen Pryce <opryce@fi.lindenhallsec.com>", "To": "ig-agy@lindenhallsec.com",
       "Date": "Wed, 17 Mar 2027 07:58:12 -0400", "Subject": "Lindenhall IG / agency offering run 3/17",
       "Message-ID": "<csvrun.20270317.op@lindenhallsec.com>"},
    body="""All,

Today's IG and agency run attached (csv). Sizes 5MM unless noted. Prices firm till 10:30 ET.

Owen Pryce
Lindenhall Securities | Fixed Income | 617-555-0140
""",
    attachments=[("lindenhall_run_20270317.csv", "text/csv", _csv.encode("utf-8"))],
    quotes=[
        Q(_c["ALD"], "corporate", "ig", "price", 100.42, 100.71, 5 * MM, 5 * MM, D),
        Q(_c["ALD"], "corporate", "ig", "spread", 98, 92, 5 * MM, 5 * MM, D),
        Q(_c["BEL"], "corporate", "ig", "price", 99.18, 99.64, 5 * MM, 5 * MM, D),
        Q(_c["BEL"], "corporate", "ig", "spread", 131, 125, 5 * MM, 5 * MM, D),
        Q(_c["CRA"], "corporate", "ig", "price", None, 99.86, None, 3 * MM, D),
        Q(_c["CRA"], "corporate", "ig", "spread", None, 68, None, 3 * MM, D),
        Q(_c["EAS"], "corporate", "ig", "price", 101.33, 101.79, 10 * MM, 5 * MM, D),
        Q(_c["EAS"], "corporate", "ig", "spread", 112, 104, 10 * MM, 5 * MM, D),
        Q(_c["FHLB"], "agency", "agency", "price", 100.28, 100.36, 25 * MM, 25 * MM, D),
        Q(_c["FFCB"], "agency", "agency", "price", 99.71, 99.78, 25 * MM, 25 * MM, D),
    ])
