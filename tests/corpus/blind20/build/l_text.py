"""Plain-text bodies (16 layouts, 8 pairs): several quotes on a line, two measures on a side, spaced dashes, labelled numbers."""

from __future__ import annotations

from common import DISCLAIMER, mk, q, sig, uc, ui, ylds
from common import date as D


def Y(c, px, m, nd=2):
    """The yield of a cash price, as the desk writes it (semi-annual, to maturity)."""
    return ylds(c, px, m, nd)


# ------------------------------------------------------------------ IG prose, two quotes to a sentence


def ashcombe_ig_axes_prose():
    d = "ashcombe"
    text = f"""Morning all - IG axes from Ashcombe before the open. Spreads vs the on-the-run UST curve,
cash px where we show one. Sizes in MM.

Can offer 2mm HALVERN ENERGY 5.25 29s at +118 and we're +131 bid for 3mm of BRISCOE FOODS 4.6 31s.
Buyer of MARLOW RAIL 5.1 34s at +142 for 5, seller of the 5.45 37s at +151, same size.
KESTREL AIR 4.95 32s: +165 / +158 on 5x5, which is 98.42 / 98.90 in px (was +169 / +162 Friday).
CORDWELL TELECOM 6.1 2035 - offer T+145 / 98.25 for 2mm; no bid from us there.
TAMSIN HEALTH 5.7 2030 +88 bid (101.36), 4mm; also offer TAMSIN 5.9 33s at +112, 3mm.
PELLOW WATER 4.4 36s we like: +138 / +131, 2x2 - bench 10y at 4.08, chg -2 on the day.

Nothing to show in the 40s / 50s: spreads are 2 - 3 bps tighter on the week and we would
rather not chase. Desk line +1 212 555 0143 ext 221.

Nell

{sig("Nell Varga", "IG Credit Trading", "Ashcombe Securities LLC, 40 Wall Street, New York NY 10005", "+1 212 555 0143")}
"""
    gold = (
        q("HALVERN ENERGY 5.25 2029", "ig", d, size=(None, 2e6), spread=(None, "+118"))
        + q("BRISCOE FOODS 4.6 2031", "ig", d, size=(3e6, None), spread=("+131", None))
        + q("MARLOW RAIL 5.1 2034", "ig", d, size=(5e6, None), spread=("+142", None))
        + q("MARLOW RAIL 5.45 2037", "ig", d, size=(None, 5e6), spread=(None, "+151"))
        + q("KESTREL AIR 4.95 2032", "ig", d, size="5x5", spread=("+165", "+158"), price=("98.42", "98.90"))
        + q("CORDWELL TELECOM 6.1 2035", "ig", d, size=(None, 2e6), spread=(None, "145"), price=(None, "98.25"))
        + q("TAMSIN HEALTH 5.7 2030", "ig", d, size=(4e6, None), spread=("+88", None), price=("101.36", None))
        + q("TAMSIN 5.9 2033", "ig", d, size=(None, 3e6), spread=(None, "+112"))
        + q("PELLOW WATER 4.4 2036", "ig", d, size="2x2", spread=("+138", "+131"))
    )
    return mk("ashcombe-ig-axes-prose", "text", gold, sender="Nell Varga <nvarga@ashcombe.com>",
              subject="Ashcombe IG axes Mon 6-Dec - offers / bids in prose", date=D("07:52:10", "-0500", 6),
              text=text, note="emph:two-on-a-line emph:two-measures-one-side emph:labelled")


def brackley_ig_run_joined():
    d = "brackley"
    text = f"""Brackley Credit Trading - USD IG run, Tue 7-Dec (London open)
T-spread bid / offer, px in brackets where shown. 2x2 unless shown.

ASHGROVE PWR 4.85 30s +96/+90 ; 5.2 34s +128/+121 3x3 ; 5.5 54s +151/+144 (97.10/97.95)
HOLLICK PHARMA 4.3 29s +71/+66, px 99.40/99.62 / 5.05 33s +103/+97 1x1
GRENDON TEL 5.75 2031 bid +140 (101.20) 5mm, offer +131 / 101.52 for 2mm
SOLWAY AUTO 6.25 32s +205/+195   chg +5 on the day, prev +200/+190
WEYBRIDGE BANCORP 5.4 35s: 3mm offered at +162 (px 98.875), and we pay +170 for 1mm of the 5.6 38s
THRELKELD INSURANCE 4.95 2037 +148/+140 - ref UST 10y 4.11, bench px 99-26+

Front end 5 - 7bp wider since Thursday; nothing shown in the 2027 - 2028 bucket.

{sig("Tom Iredale", "USD Credit", "Brackley Capital Markets Ltd, 12 Austin Friars, London EC2N 2HE", "+44 20 7946 0311")}

{DISCLAIMER}
"""
    gold = (
        q("ASHGROVE PWR 4.85 2030", "ig", d, size="2x2", spread=("+96", "+90"))
        + q("ASHGROVE PWR 5.2 2034", "ig", d, size="3x3", spread=("+128", "+121"))
        + q("ASHGROVE PWR 5.5 2054", "ig", d, size="2x2", spread=("+151", "+144"), price=("97.10", "97.95"))
        + q("HOLLICK PHARMA 4.3 2029", "ig", d, size="2x2", spread=("+71", "+66"), price=("99.40", "99.62"))
        + q("HOLLICK PHARMA 5.05 2033", "ig", d, size="1x1", spread=("+103", "+97"))
        + q("GRENDON TEL 5.75 2031", "ig", d, size=(5e6, 2e6), spread=("+140", "+131"), price=("101.20", "101.52"))
        + q("SOLWAY AUTO 6.25 2032", "ig", d, size="2x2", spread=("+205", "+195"))
        + q("WEYBRIDGE BANCORP 5.4 2035", "ig", d, size=(None, 3e6), spread=(None, "+162"), price=(None, "98.875"))
        + q("WEYBRIDGE BANCORP 5.6 2038", "ig", d, size=(1e6, None), spread=("+170", None))
        + q("THRELKELD INSURANCE 4.95 2037", "ig", d, size="2x2", spread=("+148", "+140"))
    )
    return mk("brackley-ig-run-joined", "text", gold, sender="Tom Iredale <tiredale@brackley.co.uk>",
              subject="Brackley USD IG run 7-Dec", date=D("08:14:31", "+0000", 7), text=text,
              note="emph:two-on-a-line emph:two-measures-one-side emph:labelled emph:everyday")


# ------------------------------------------------------------------ HY: two measures on a side, distressed


def culverden_hy_stressed():
    d = "culverden"
    y1, y2 = Y(7.5, 94.25, "2029-06"), Y(7.5, 95.00, "2029-06")
    y3 = Y(9, 88.50, "2030-06")
    y4 = Y(8.25, 101.75, "2032-06")
    text = f"""Culverden HY / stressed - Wed 8-Dec. Cash px bid / offer, yields to worst.

BRAXTED MEDIA 7.5 29s 94.25 / 95.00, 2mm each way, yld {y1} / {y2}. Down 1 - 2 pts since the guide cut.
CALLOW RETAIL 9 2030 (c/28 @ 104.5) bid 88.50 for 3mm, ytw {y3} (+1/8 on the day).
DORNOCK HOLDINGS 6 31s is 12.5 / 14 in 1mm, post-default, flat - yes, that is the level.
ELVINGTON PACKAGING 8.25 32s: offer 3mm at 101.75 / ytw {y4}; bid side 100.25 for 1.
FARNDALE ENERGY 10.5 28s we pay 97 and sell 98.5 in 2mm, and FARNDALE 11 31s are 86 - 88 (2 - 5mm any side).
HALSTOW CHEM 7.25 31s 96.50 / 97.25 (T+428 / +402) 1x1, hi / lo on the day 97.00 / 96.25.
GILLOW CABLE 5.875 2033 3mm at 92 1/4 - 93 1/4, prev 91 3/4 - 92 3/4.

Priya

{sig("Priya Hale", "High Yield & Distressed", "Culverden & Co., 500 Fifth Avenue, New York NY 10110", "+1 212 555 0172")}
"""
    gold = (
        q("BRAXTED MEDIA 7.5 2029", "hy", d, size="2mm", price=("94.25", "95.00"), yield_=(y1, y2))
        + q("CALLOW RETAIL 9 2030", "hy", d, size=(3e6, None), price=("88.50", None), yield_=(y3, None))
        + q("DORNOCK HOLDINGS 6 2031", "hy", d, size="1mm", price=("12.5", "14"))
        + q("ELVINGTON PACKAGING 8.25 2032", "hy", d, size=(1e6, 3e6), price=("100.25", "101.75"))
        + q("ELVINGTON PACKAGING 8.25 2032", "hy", d, size=(None, 3e6), yield_=(None, y4))
        + q("FARNDALE ENERGY 10.5 2028", "hy", d, size="2mm", price=("97", "98.5"))
        + q("FARNDALE 11 2031", "hy", d, price=("86", "88"))
        + q("HALSTOW CHEM 7.25 2031", "hy", d, size="1x1", price=("96.50", "97.25"), spread=("428", "402"))
        + q("GILLOW CABLE 5.875 2033", "hy", d, size="3mm", price=("92 1/4", "93 1/4"))
    )
    return mk("culverden-hy-stressed", "text", gold, sender="Priya Hale <phale@culverden.com>",
              subject="Culverden HY / stressed levels - 8-Dec", date=D("08:31:44", "-0500", 8), text=text,
              note="emph:two-on-a-line emph:two-measures-one-side emph:spaced-dash emph:labelled emph:odd-right")


def dunmere_hy_two_ways():
    d = "dunmere"
    h1, h2 = Y(8.5, 96.75, "2030-06"), Y(8.5, 97.50, "2030-06")
    k1 = Y(6.75, 101.375, "2029-06")
    k2 = Y(7.125, 100.50, "2033-06")
    n1 = Y(9.25, 93.25, "2031-06")
    o1 = Y(7.875, 96.10, "2033-06")
    text = f"""Dunmere HY axes / two-ways - Thu 9-Dec
px bid - offer, YTW in brackets; 1MM unless shown

HARTLIP LEISURE 8.5 30s    96.75 - 97.50  ({h1} / {h2})  3x3   was 95.75 - 96.50 Tuesday
KIRKBY STEEL 6.75 29s - bid 101 3/8 (ytw {k1}) for 2, offer 101 7/8; KIRKBY 7.125 33s offer only 100.50 / {k2}%
MORVAH TELECOM 7 2030    12.50 - 14.00 flat, defaulted 11/30 - right level, 1mm
NETHERWOOD RESORTS 9.25 31s 93.25 bid / yld {n1}, 2mm; offer 94.75 for 1
OSMOND FOODS 7.875 2033 yld {o1} = px 96.10 bid, 2mm and PELHAM LABS 6.5 31s +285/+270 / px 99.25/99.75 1x1
QUARRENDON AUTO 5.5 28s 3 - 4 pts lower on the week; no market from us

-- Jide
Jide Okafor | HY trading | Dunmere Partners LP | 311 S Wacker Dr, Chicago IL 60606 | +1 312 555 0128
"""
    gold = (
        q("HARTLIP LEISURE 8.5 2030", "hy", d, size="3x3", price=("96.75", "97.50"), yield_=(h1, h2))
        + q("KIRKBY STEEL 6.75 2029", "hy", d, size=(2e6, 1e6), price=("101 3/8", "101 7/8"))
        + q("KIRKBY STEEL 6.75 2029", "hy", d, size=(2e6, None), yield_=(k1, None))
        + q("KIRKBY 7.125 2033", "hy", d, size=(None, 1e6), price=(None, "100.50"), yield_=(None, k2))
        + q("MORVAH TELECOM 7 2030", "hy", d, size="1mm", price=("12.50", "14.00"))
        + q("NETHERWOOD RESORTS 9.25 2031", "hy", d, size=(2e6, 1e6), price=("93.25", "94.75"))
        + q("NETHERWOOD RESORTS 9.25 2031", "hy", d, size=(2e6, None), yield_=(n1, None))
        + q("OSMOND FOODS 7.875 2033", "hy", d, size=(2e6, None), yield_=(o1, None), price=("96.10", None))
        + q("PELHAM LABS 6.5 2031", "hy", d, size="1x1", spread=("+285", "+270"), price=("99.25", "99.75"))
    )
    return mk("dunmere-hy-two-ways", "text", gold, sender="Jide Okafor <j.okafor@dunmere.com>",
              subject="Dunmere HY axes / two-ways 9-Dec", date=D("07:05:12", "-0600", 9), text=text,
              note="emph:two-on-a-line emph:two-measures-one-side emph:spaced-dash emph:labelled emph:odd-right")


# ------------------------------------------------------------------ loans: spaced dashes


def elsworth_loans_dashes():
    d = "elsworth"
    text = f"""Elsworth loan desk - secondary levels, Thu 9-Dec. Px bid - offer, 1MM clips unless shown.

AVONMORE FOODS TLB S+325 03/31          99 1/2 - 100        flr 0.50 / OID 99.5
BELSTONE SOFTWARE TL S+375 10/30        97.75 - 98.25       (+0.25 d/d)
CARNFORTH HEALTH TLB S+450 06/29        88 - 89             5MM - down 1 - 2 pts on the week
DENBURY MARINE 1L S+500 12/28           62 - 64             (prev 63 - 65)
DENBURY MARINE 2L S+825 12/29           48 - 52             yes 48, the 2L - right level
EASTLEIGH CHEM TLB E+400 09/30          99.10 - 99.60       EUR 2MM

GRISEDALE LEISURE TLB S+400 02/30 - we're 95 bid for 2, and HARTWELL TRANSPORT TLB S+350 05/31
is offered at 100 1/8 in 3MM.

New money: FARLEIGH SYSTEMS TLB talk S+350 - 375 at OID 99 - 99.5, 5 - 7yr, 2 - 5mm tickets,
commitments due 12/15 at noon - not a market yet. Software avg bid 97.40 across 14 names;
3 of 5 of ours up on the day. The 2027 - 2029 maturities keep trading heavy.

Grace

{sig("Grace Mbeki", "Loan Trading", "Elsworth Capital LLC, 1345 Avenue of the Americas, New York NY 10105", "+1 212 555 0196")}
"""
    gold = (
        q("AVONMORE FOODS TLB S+325 03/31", "loan", d, size="1MM", price=("99 1/2", "100"))
        + q("BELSTONE SOFTWARE TL S+375 10/30", "loan", d, size="1MM", price=("97.75", "98.25"))
        + q("CARNFORTH HEALTH TLB S+450 06/29", "loan", d, size="5MM", price=("88", "89"))
        + q("DENBURY MARINE 1L S+500 12/28", "loan", d, size="1MM", price=("62", "64"))
        + q("DENBURY MARINE 2L S+825 12/29", "loan", d, size="1MM", price=("48", "52"))
        + q("EASTLEIGH CHEM TLB E+400 09/30", "loan", d, size="2MM", price=("99.10", "99.60"))
        + q("GRISEDALE LEISURE TLB S+400 02/30", "loan", d, size=(2e6, None), price=("95", None))
        + q("HARTWELL TRANSPORT TLB S+350 05/31", "loan", d, size=(None, 3e6), price=(None, "100 1/8"))
    )
    return mk("elsworth-loans-dashes", "text", gold, sender="Grace Mbeki <gmbeki@elsworth.com>",
              subject="Elsworth loans - secondary 9-Dec", date=D("07:40:03", "-0500", 9), text=text,
              note="emph:spaced-dash emph:two-on-a-line emph:labelled emph:odd-right emph:everyday")


def fawley_loans_prose():
    d = "fawley"
    text = """Fawley leveraged loans - Fri 10-Dec, London
All px, bid - offer; USD unless shown. Sizes: loans 2MM per side unless noted.

Par names: IVYBRIDGE PHARMA TLB S+350 04/31 is 99 3/8 - 99 7/8 and JESMOND LOGISTICS TLB S+425 11/29 is 91 - 92, 5mm on the Jesmond.
Stressed: KELHAM RETAIL 1L S+600 03/29 48 - 51 (yes, 48 bid - recovery story), LOMBARD PRINT 2L S+875 08/30 62.5 - 64.5.
MAWGAN TELECOM TLB S+300 01/32 (flr 0.50, OID 99.75 in Oct) 100 - 100 1/4; margin flex was 10 - 12 bps tighter.
NORTHAM CARE TLB E+425 06/30 97.25 - 97.875, EUR 3MM, prev close 96.875 - 97.50.
Bid only: ORLESTONE GROUP TL S+500 09/29 at 84.5 for 1; offer only: PENRHOS FOODS TLB S+375 12/30 at 98 5/8.

Primary: QUEXLEY AUTO TLB talk S+325 - 350, OID 99 - 99.5, 5 - 7yr, commitments due 12/15 noon.
Sector average bid 94.12 (38 names); 2 - 5mm clips trading.

Dan Lacey | Fawley Partners LLP | 30 St Mary Axe, London EC3A 8BF | +44 20 7946 0752
"""
    gold = (
        q("IVYBRIDGE PHARMA TLB S+350 04/31", "loan", d, size="2MM", price=("99 3/8", "99 7/8"))
        + q("JESMOND LOGISTICS TLB S+425 11/29", "loan", d, size="5mm", price=("91", "92"))
        + q("KELHAM RETAIL 1L S+600 03/29", "loan", d, size="2MM", price=("48", "51"))
        + q("LOMBARD PRINT 2L S+875 08/30", "loan", d, size="2MM", price=("62.5", "64.5"))
        + q("MAWGAN TELECOM TLB S+300 01/32", "loan", d, size="2MM", price=("100", "100 1/4"))
        + q("NORTHAM CARE TLB E+425 06/30", "loan", d, size="3MM", price=("97.25", "97.875"))
        + q("ORLESTONE GROUP TL S+500 09/29", "loan", d, size=(1e6, None), price=("84.5", None))
        + q("PENRHOS FOODS TLB S+375 12/30", "loan", d, size=(None, 2e6), price=(None, "98 5/8"))
    )
    return mk("fawley-loans-prose", "text", gold, sender="Dan Lacey <d.lacey@fawley.co.uk>",
              subject="Fawley loans 10-Dec: par and stressed", date=D("09:12:40", "+0000", 10), text=text,
              note="emph:spaced-dash emph:two-on-a-line emph:labelled emph:odd-right")


# ------------------------------------------------------------------ rates: 32nds, yields in brackets, negative swap spreads


def garside_ust_agency():
    d = "garside"
    ust = [
        ("2y", "T 3 7/8 11/30/29", 3.875, "2029-11-30", "100-00+", "100-01+", "(+1+ since 7am)", "T 3.875 2029-11-30"),
        ("5y", "T 4 11/30/32", 4.0, "2032-11-30", "99-25", "99-25+", "chg +3", "T 4 2032-11-30"),
        ("10y", "T 4 1/4 11/15/37", 4.25, "2037-11-15", "100-13", "100-14", "hi 100-18 lo 100-06", "T 4.25 2037-11-15"),
    ]
    from common import lv

    rows = []
    gold = []
    for tenor, name, c, m, b, a, tail, key in ust:
        yb, ya = ylds(c, lv(b), m, 3), ylds(c, lv(a), m, 3)
        rows.append(f" {tenor:<4}{name:<20}{b:>8} / {a:<8}  {yb} / {ya}   {tail}")
        gold += q(key, "government", d, size="25MM", price=(b, a), yield_=(yb, ya))
    yb30, ya30 = ylds(4.625, lv("101-30"), "2057-11-15", 3), ylds(4.625, lv("102-00"), "2057-11-15", 3)
    rows.append(f" 30y T 4 5/8 11/15/57     101-30 / 102-00    {yb30} / {ya30}, 10MM only")
    gold += q("T 4.625 2057-11-15", "government", d, size="10MM", price=("101-30", "102-00"), yield_=(yb30, ya30))
    fb, fa = ylds(4.125, lv("99-28"), "2030-03-15", 2), ylds(4.125, lv("99-30+"), "2030-03-15", 2)
    text = f"""Garside rates - Fri 10-Dec, NY 07:15. UST px (32nds) / yld; agencies vs UST or swaps as shown.
Sizes: UST 25MM per side, agencies 10MM unless noted.

UST
{chr(10).join(rows)}

AGENCIES / SSA
 FHLB 4.125 03/15/30 - bid {fb}% (99-28), offer {fa} / 99-30+; FFCB 4.5 09/20/32 +24 / +19 vs T
 FNMA 4.75 06/15/34 +31 / +27 vs T, px 102.12 / 102.36 - prev +33 / +29
 IBRD 4.25 04/15/31 on swaps: -12 / -15 (I-spread), 5x5 - yes, through swaps, not a typo

Owen Tate | Garside Securities | UST & Agency Trading | +1 646 555 0119
"""
    gold += (
        q("FHLB 4.125 2030-03-15", "agency", d, size="10MM", yield_=(fb, fa), price=("99-28", "99-30+"))
        + q("FFCB 4.5 2032-09-20", "agency", d, size="10MM", spread=("+24", "+19"))
        + q("FNMA 4.75 2034-06-15", "agency", d, size="10MM", spread=("+31", "+27"), price=("102.12", "102.36"))
        + q("IBRD 4.25 2031-04-15", "agency", d, size="5x5", i_spread=("-12", "-15"))
    )
    return mk("garside-ust-agency", "text", gold, sender="Owen Tate <otate@garside.com>",
              subject="Garside UST / agency run - Fri 10-Dec", date=D("07:15:22", "-0500", 10), text=text,
              note="emph:two-on-a-line emph:two-measures-one-side emph:labelled emph:odd-right emph:everyday")


def hollins_govvies_ssa():
    d = "hollins"
    from common import lv

    g1b, g1a = ylds(4.25, 101.32, "2032-07-31", 2), ylds(4.25, 101.38, "2032-07-31", 2)
    db, da = ylds(2.6, 98.41, "2034-08-15", 2, 1), ylds(2.6, 98.47, "2034-08-15", 2, 1)
    tb, ta = ylds(4.5, lv("100-10"), "2037-11-15", 3), ylds(4.5, lv("100-11+"), "2037-11-15", 3)
    text = f"""Hollins - govvies & SSA, Mon 13-Dec 08:05 London. Clean px (yld), 10MM per side unless noted.

UKT 4 1/4 07/32 101.32 / 101.38 ({g1b} / {g1a}), and UKT 4 1/2 10/37 99.95 / 100.03 in 5mm
DBR 2.6 08/34 98.41 / 98.47 - yld {db} / {da} annual, Bund future ref 131.42
T 4 1/8 11/30/29 100-00+ / 100-01, 50x50; T 4 1/2 11/15/37 bid {tb}% (100-10), offer 100-11+ / {ta}%
EIB 3.75 2031 vs SOFR swaps -9 / -12, and KFW 3.5 2033 ASW -14 / -17 (odd but right: SSA through swaps)
FHLB 4.25 06/2030 +11/+8 vs T (px 100.30/100.37) 25x25 - prev +12/+9

Curve: 2s10s 38 - 40bp all week, 5 - 7bp range on the 30y.

Hollins Capital Ltd | Rates & SSA | 1 Poultry, London EC2R 8EJ | +44 20 7946 0268
"""
    gold = (
        q("UKT 4.25 2032-07", "government", d, size="10MM", price=("101.32", "101.38"), yield_=(g1b, g1a))
        + q("UKT 4.5 2037-10", "government", d, size="5mm", price=("99.95", "100.03"))
        + q("DBR 2.6 2034-08", "government", d, size="10MM", price=("98.41", "98.47"), yield_=(db, da))
        + q("T 4.125 2029-11-30", "government", d, size="50x50", price=("100-00+", "100-01"))
        + q("T 4.5 2037-11-15", "government", d, size="10MM", yield_=(tb, ta), price=("100-10", "100-11+"))
        + q("EIB 3.75 2031", "agency", d, size="10MM", i_spread=("-9", "-12"))
        + q("KFW 3.5 2033", "agency", d, size="10MM", i_spread=("-14", "-17"))
        + q("FHLB 4.25 2030-06", "agency", d, size="25x25", spread=("+11", "+8"), price=("100.30", "100.37"))
    )
    return mk("hollins-govvies-ssa", "text", gold, sender="Maeve Quint <mquint@hollins.co.uk>",
              subject="Hollins govvies & SSA 13-Dec", date=D("08:05:51", "+0000", 13), text=text,
              note="emph:two-on-a-line emph:two-measures-one-side emph:labelled emph:odd-right emph:spaced-dash")


# ------------------------------------------------------------------ EM sovereigns


def hambleden_em_prose():
    d = "hambleden"
    mb, ma = Y(5.4, 96.10, "2034-02-15"), Y(5.4, 96.60, "2034-02-15")
    soaf = ui("US", "soaf-5.875-2032")
    text = f"""Hambleden EM sovereign desk - Tue 14-Dec, 08:20 NY
Cash px / yld, 2MM per side unless noted.

MEX 5.4 02/2034: yld {mb} = px 96.10 bid, 5mm; offer 96.60 / {ma}.
COLOM 7.5 2033 97.25 / 97.75 (Z+385 / +375) - was 96.90 / 97.40 Friday.
PANAMA 6.4 2035 and PERU 5.375 2033: we pay 93.40 for 3mm of the Panama and offer the Peru at 99.625.
ROMANI 6.625 2034 went from 97.10 to 97.60 bid overnight; now 97.55 / 98.05.
SOAF 5.875 06/2032 ({soaf}) 98.80 / 99.30, bench UST 5y 4.02.
CHILE 4.95 2036 +118 / +112 vs T (px 99.02 / 99.46).
INDON 5.25 2034 is 4 pts off the low: 100.20 / 100.70 1x1.

Luis Ferreira | EM Sovereign Trading | Hambleden Securities Inc. | +1 212 555 0164
"""
    gold = (
        q("MEX 5.4 2034-02", "em_sovereign", d, size=(5e6, 2e6), yield_=(mb, ma), price=("96.10", "96.60"))
        + q("COLOM 7.5 2033", "em_sovereign", d, size="2MM", price=("97.25", "97.75"), z_spread=("385", "375"))
        + q("PANAMA 6.4 2035", "em_sovereign", d, size=(3e6, None), price=("93.40", None))
        + q("PERU 5.375 2033", "em_sovereign", d, size=(None, 2e6), price=(None, "99.625"))
        + q("ROMANI 6.625 2034", "em_sovereign", d, size="2MM", price=("97.55", "98.05"))
        + q(soaf, "em_sovereign", d, size="2MM", price=("98.80", "99.30"))
        + q("CHILE 4.95 2036", "em_sovereign", d, size="2MM", spread=("+118", "+112"), price=("99.02", "99.46"))
        + q("INDON 5.25 2034", "em_sovereign", d, size="1x1", price=("100.20", "100.70"))
    )
    return mk("hambleden-em-prose", "text", gold, sender="Luis Ferreira <lferreira@hambleden.com>",
              subject="Hambleden EM sov - Tue 14-Dec", date=D("08:20:37", "-0500", 14), text=text,
              note="emph:two-on-a-line emph:two-measures-one-side emph:labelled")


def ilmington_em_lines():
    d = "ilmington"
    bb, ba = Y(6.125, 98.35, "2034-06"), Y(6.125, 98.85, "2034-06")
    ey = Y(8.7, 88.75, "2035-06")
    oman = ui("XS", "oman-6.25-2034")
    oy = Y(6.25, 103.40, "2034-06")
    text = f"""EM sov axes - Wed 15-Dec, from the Ilmington London EM desk. Px (yld), sizes per line.

BRAZIL 6.125 2034 98.35 / 98.85 ({bb} / {ba}) 2x2 | TURKEY 7.625 2033 101.10 / 101.60 3x3
Axed: we sell 5mm EGYPT 8.7 2035 at 88.75 (yld {ey}) and buy 2mm NIGERIA 8.375 2034 at 91.50
PHILIP 5.5 2037 vs UST 10y: +96 / +90, px 100.85 / 101.30 - bench 4.09
{oman} (OMAN 6.25 2034) bid 103.40 / ytw {oy}, 4mm - offer 103.90 for 1
POLAND 5.125 2035 98.60 / 99.05, up 1/4 - 3/8 on the day

Nothing in ECUADOR - 2 - 3 pts wider; the 2030 - 2035s are all offered without bids.

Ilmington Markets Ltd | EM Trading | 25 Bank Street, London E14 5JP | +44 20 7946 0830
"""
    gold = (
        q("BRAZIL 6.125 2034", "em_sovereign", d, size="2x2", price=("98.35", "98.85"), yield_=(bb, ba))
        + q("TURKEY 7.625 2033", "em_sovereign", d, size="3x3", price=("101.10", "101.60"))
        + q("EGYPT 8.7 2035", "em_sovereign", d, size=(None, 5e6), price=(None, "88.75"), yield_=(None, ey))
        + q("NIGERIA 8.375 2034", "em_sovereign", d, size=(2e6, None), price=("91.50", None))
        + q("PHILIP 5.5 2037", "em_sovereign", d, spread=("+96", "+90"), price=("100.85", "101.30"))
        + q(oman, "em_sovereign", d, size=(4e6, 1e6), price=("103.40", "103.90"))
        + q(oman, "em_sovereign", d, size=(4e6, None), yield_=(oy, None))
        + q("POLAND 5.125 2035", "em_sovereign", d, price=("98.60", "99.05"))
    )
    return mk("ilmington-em-lines", "text", gold, sender="Ana Petrescu <apetrescu@ilmington.co.uk>",
              subject="Ilmington EM sov axes 15-Dec", date=D("07:48:09", "+0000", 15), text=text,
              note="emph:two-on-a-line emph:two-measures-one-side emph:spaced-dash emph:labelled")


# ------------------------------------------------------------------ munis


def kelmscott_muni_prose():
    from common import muni_px

    d = "kelmscott"
    c1, c2, c3 = uc("nyc-go-5-2041"), uc("nyc-go-5.25-2046"), uc("ohare-5.25-2048")
    p1b, p1a = muni_px(5, 3.41, "2041-08-01", "2032-08-01"), muni_px(5, 3.36, "2041-08-01", "2032-08-01")
    p2b, p2a = muni_px(4, 4.125, "2050-07-01"), muni_px(4, 4.08, "2050-07-01")
    p3 = muni_px(5, 3.15, "2038-10-15")
    p4 = muni_px(5.5, 3.74, "2039-05-01")
    text = f"""Kelmscott muni desk - Wed 15-Dec. Yield (to worst) / dollar px; par per side; M = thousands.

NYC GO 5s 8/1/41 ({c1}) c/32 @ 100 3.41 / 3.36 = {p1b:.3f} / {p1a:.3f}, 500M; the 5.25s of 2046 ({c2}) 3.62 / 3.57, 1MM, same call.
MASS DEV FIN 4s 7/1/50  4.125 / 4.08 to mat ({p2b:.3f} / {p2a:.3f}), 250M x 500M - yes 4.125, that's the bid yield.
TX WTR DEV 5s 10/15/38 bid 3.15% ({p3:.3f}) for 2MM and IL ST GO 5.5s 5/1/39 offered at 3.74 / {p4:.3f}, 1MM.
CHICAGO O'HARE ARPT 5.25s 1/1/48 ({c3}) c/33 @ 100: 3.88 / 3.82 ytc, prev 3.92 / 3.86, MMD +52, 750M.
OH TPK 5s 2/15/44 last 3.55 on 12/13 (MSRB, 12 trades) - no market from us.

Rob
--
Rob Whitlock | Municipal Trading | Kelmscott Securities LLC | +1 617 555 0149
"""
    gold = (
        q(c1, "muni", d, size="500k", yield_=("3.41", "3.36"), price=(f"{p1b:.3f}", f"{p1a:.3f}"))
        + q(c2, "muni", d, size="1MM", yield_=("3.62", "3.57"))
        + q("MASS DEV FIN 4 2050-07-01", "muni", d, size=(250e3, 500e3), yield_=("4.125", "4.08"), price=(f"{p2b:.3f}", f"{p2a:.3f}"))
        + q("TX WTR DEV 5 2038-10-15", "muni", d, size=(2e6, None), yield_=("3.15", None), price=(f"{p3:.3f}", None))
        + q("IL ST GO 5.5 2039-05-01", "muni", d, size=(None, 1e6), yield_=(None, "3.74"), price=(None, f"{p4:.3f}"))
        + q(c3, "muni", d, size="750k", yield_=("3.88", "3.82"))
    )
    return mk("kelmscott-muni-prose", "text", gold, sender="Rob Whitlock <rwhitlock@kelmscott.com>",
              subject="Kelmscott munis 15-Dec (yld / px)", date=D("08:02:18", "-0500", 15), text=text,
              note="emph:two-on-a-line emph:two-measures-one-side emph:labelled emph:odd-right")


def kestleigh_muni_semicolons():
    from common import muni_px

    d = "kestleigh"
    c1, c2, c3, c4 = uc("ca-go-5-2037"), uc("la-usd-4-2049"), uc("wa-st-5-2043"), uc("denver-arpt-5.5-2047")
    p1b, p1a = muni_px(5, 2.96, "2037-09-01"), muni_px(5, 2.90, "2037-09-01")
    p2 = muni_px(4, 4.125, "2049-07-01")
    p3 = muni_px(5, 3.34, "2043-02-01", "2033-02-01")
    p4b, p4a = muni_px(5.5, 3.71, "2047-11-15", "2034-11-15"), muni_px(5.5, 3.65, "2047-11-15", "2034-11-15")
    text = f"""KESTLEIGH MUNIS - Thu 16-Dec, west coast open

CA ST GO 5s 9/1/37 ({c1}) NC  2.96 / 2.90 ({p1b:.3f} / {p1a:.3f}) 2MM ; LA USD GO 4s 7/1/49 ({c2}) 4.125 bid to mat / {p2:.3f}, 500M
WA ST GO 5s 2/1/43 ({c3}) c/33 @ 100: offer 3.34 ytc = {p3:.3f}, 1MM (vs MMD +36, was +38)
DENVER ARPT 5.5s 11/15/47 ({c4}) c/34 @ 100  {p4b:.3f} - {p4a:.3f}  (3.71 / 3.65 ytc)  250M x 250M
PORT AUTH NY/NJ 4s 2052 - 5 - 10bp cheaper since Monday, 2 - 3 bids in comp; no level from us

Par is per side. Call the desk at 415 555 0133 x 4402.

Kestleigh Securities | Municipal Trading | 101 California St, San Francisco CA 94111
"""
    gold = (
        q(c1, "muni", d, size="2MM", yield_=("2.96", "2.90"), price=(f"{p1b:.3f}", f"{p1a:.3f}"))
        + q(c2, "muni", d, size=(500e3, None), yield_=("4.125", None), price=(f"{p2:.3f}", None))
        + q(c3, "muni", d, size=(None, 1e6), yield_=(None, "3.34"), price=(None, f"{p3:.3f}"))
        + q(c4, "muni", d, size=(250e3, 250e3), price=(f"{p4b:.3f}", f"{p4a:.3f}"), yield_=("3.71", "3.65"))
    )
    return mk("kestleigh-muni-semicolons", "text", gold, sender="Hana Iwata <hiwata@kestleigh.com>",
              subject="Kestleigh munis 16-Dec", date=D("06:41:55", "-0800", 16), text=text,
              note="emph:two-on-a-line emph:two-measures-one-side emph:spaced-dash emph:labelled emph:odd-right")


# ------------------------------------------------------------------ CDS


def lydiard_cds_run():
    d = "lydiard"
    text = """Lydiard CDS - Thu 16-Dec, London 07:35. Bp running unless shown.
Single names EUR 5mm, indices 25mm per side.

ITRX MAIN S48 5Y 55.5 / 56.5, same size in the 10y 88 / 89.5
ITRX XOVER S48 5Y 288 / 292 (+4 on the day) - 3 of 5 names we watch are wider
BRAMCOTE AUTO 5Y 142 / 148, 7Y 171 / 178 - and CASTLEFORD CHEM 5Y 96 / 101 10x10
DUNHOLME RETAIL 5Y 1,250 / 1,310 conventional spread - odd, but that is the market
ELMSTEAD MEDIA 5Y upf 38.50 / 40.50 pts (500 cpn, rec 25)
FENBY TELECOM 5Y 61 / 65 (mid 63, rec 40), was 58 / 62 on Monday
GARFORTH ENERGY 3Y 74 / 80, 10 - 12 wider on the week

Lydiard Bank plc | Credit Derivatives | 8 Canada Square, London E14 5HQ | +44 20 7946 0455
"""
    gold = (
        q("ITRX MAIN S48 5Y", "cds", d, size="25mm", spread=("55.5", "56.5"))
        + q("ITRX MAIN S48 10Y", "cds", d, size="25mm", spread=("88", "89.5"))
        + q("ITRX XOVER S48 5Y", "cds", d, size="25mm", spread=("288", "292"))
        + q("BRAMCOTE AUTO 5Y", "cds", d, size="5mm", spread=("142", "148"))
        + q("BRAMCOTE AUTO 7Y", "cds", d, size="5mm", spread=("171", "178"))
        + q("CASTLEFORD CHEM 5Y", "cds", d, size="10x10", spread=("96", "101"))
        + q("DUNHOLME RETAIL 5Y", "cds", d, size="5mm", spread=("1,250", "1,310"))
        + q("ELMSTEAD MEDIA 5Y", "cds", d, size="5mm", upfront=("38.50", "40.50"))
        + q("FENBY TELECOM 5Y", "cds", d, size="5mm", spread=("61", "65"))
        + q("GARFORTH ENERGY 3Y", "cds", d, size="5mm", spread=("74", "80"))
    )
    return mk("lydiard-cds-run", "text", gold, sender="Kit Beaumont <kbeaumont@lydiard.co.uk>",
              subject="Lydiard CDS run 16-Dec", date=D("07:35:08", "+0000", 16), text=text,
              note="emph:two-on-a-line emph:labelled emph:odd-right emph:spaced-dash emph:everyday")


def marrick_cds_us():
    d = "marrick"
    text = """Marrick CDS desk - Fri 17-Dec, NY. Running bp unless shown.
Sizes: single names 10x10, CDX IG 100mm, CDX HY 25mm.

CDX IG 49 5Y 51.25 / 51.75 and the 10Y 84 / 85.5
CDX HY 49 5Y 106.40 / 106.55 px (-1/8), the 3Y same size at 104.10 / 104.30
HAWKRIDGE AIR 5Y 188 / 196; 7Y 214 / 224 - 5 - 8 wider since the downgrade
JARROW SHIPPING 5Y 1,180 / 1,260, yes bp running, rec 20 - a conventional spread on a stressed name
KILBURN HOMES 5Y upf 12.25 / 13.25 pts on 500 running (mid 12.75)
LANGSTONE UTILITIES 5Y 44 / 47 20x20, ref 45.5 last night
MERIDEN PAPER 5Y 233 / 241 and MERIDEN 10Y 262 / 274, 5x5 both

Marrick & Co. | Credit Derivatives | 55 Water Street, New York NY 10041 | +1 212 555 0177
"""
    gold = (
        q("CDX IG 49 5Y", "cds", d, size="100mm", spread=("51.25", "51.75"))
        + q("CDX IG 49 10Y", "cds", d, size="100mm", spread=("84", "85.5"))
        + q("CDX HY 49 5Y", "cds", d, size="25mm", price=("106.40", "106.55"))
        + q("CDX HY 49 3Y", "cds", d, size="25mm", price=("104.10", "104.30"))
        + q("HAWKRIDGE AIR 5Y", "cds", d, size="10x10", spread=("188", "196"))
        + q("HAWKRIDGE AIR 7Y", "cds", d, size="10x10", spread=("214", "224"))
        + q("JARROW SHIPPING 5Y", "cds", d, size="10x10", spread=("1,180", "1,260"))
        + q("KILBURN HOMES 5Y", "cds", d, size="10x10", upfront=("12.25", "13.25"))
        + q("LANGSTONE UTILITIES 5Y", "cds", d, size="20x20", spread=("44", "47"))
        + q("MERIDEN PAPER 5Y", "cds", d, size="5x5", spread=("233", "241"))
        + q("MERIDEN 10Y", "cds", d, size="5x5", spread=("262", "274"))
    )
    return mk("marrick-cds-us", "text", gold, sender="Sol Adeyemi <sadeyemi@marrick.com>",
              subject="Marrick CDS - Fri 17-Dec", date=D("07:58:27", "-0500", 17), text=text,
              note="emph:two-on-a-line emph:labelled emph:odd-right emph:spaced-dash emph:everyday")


# ------------------------------------------------------------------ quoting nothing


def martock_colour_wrap():
    text = """Martock credit strategy - morning wrap, Mon 13-Dec. Colour only, no levels from us today.

- IG cash 2 - 3 bps tighter on the week; new issue concessions averaged 4 - 6 bps on $18.5bn printed.
- HY: 3 of 5 deals priced inside talk; media names down 1 - 2 pts after the guide cuts.
- Loans: repricings at S+300 - 325, OID 99.5 - 99.75 area; the 2027 - 2029 maturity wall is 12% of the index.
- CDS: CDX IG 49 closed 51.5 (+0.75); XOVER 290 area, mid only; HY 106 1/4 close.
- Rates: 10y UST 4.08 close (-3), 2s10s 38 - 40bp range; 5 - 7yr sector richened.
- Munis: MMD 10y 2.94 (-3), 30y 3.71; fund flows +$1.2bn; 25 - 30 deals on the calendar.

Full pack on the portal (page 3 has the charts); questions to x4471.

Martock Research | Credit Strategy | +1 212 555 0190
"""
    return mk("martock-colour-wrap", "text", [], sender="Credit Strategy <strategy@martock.com>",
              subject="Martock morning wrap 13-Dec - colour only", date=D("06:30:00", "-0500", 13), text=text,
              note="text:empty emph:spaced-dash emph:labelled")


def netherby_new_issue_terms():
    text = """NETHERBY CAPITAL MARKETS - NEW ISSUE PRICED

Issuer:        HALDON UTILITIES INC (Baa1 / BBB+)
Size:          $750MM (no grow)
Tenor:         10yr, 5.125% due 12/15/2037
IPTs:          T+140 - 145 area
Guidance:      T+125 - 130 (+/- 2.5), WPIR
Launch:        T+118
Reoffer:       99.782, yield 5.153% (UST 4 1/4 11/15/37 at 100-13, 4.203%)
Books:         $3.1bn from 142 accounts at launch, peak $4.4bn
NIC:           3 - 5 bps vs the curve; 2027 - 2029 comps 5 - 7 bps wider on the week
Settle:        12/20/2027 (T+3)
Bookrunners:   Netherby (B&D), two co-managers

Frees to trade at 11:30 NY. No secondary levels from us until the deal frees; allocations to follow.

Netherby Capital Markets | DCM Syndicate | +1 212 555 0104
"""
    return mk("netherby-new-issue-terms", "text", [], sender="DCM Syndicate <syndicate@netherby.com>",
              subject="PRICED: HALDON UTILITIES $750MM 5.125% 2037", date=D("14:42:00", "-0500", 14), text=text,
              note="text:empty emph:spaced-dash emph:labelled")


LAYOUTS = [
    ashcombe_ig_axes_prose, brackley_ig_run_joined,
    culverden_hy_stressed, dunmere_hy_two_ways,
    elsworth_loans_dashes, fawley_loans_prose,
    garside_ust_agency, hollins_govvies_ssa,
    hambleden_em_prose, ilmington_em_lines,
    kelmscott_muni_prose, kestleigh_muni_semicolons,
    lydiard_cds_run, marrick_cds_us,
    martock_colour_wrap, netherby_new_issue_terms,
]
