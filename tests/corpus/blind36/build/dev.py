"""blind36 DEV layouts (odd numbers)."""
from common import (Q, MM, p32, frac, cusip, isin, ytm, date, addr, text_mail, html_mail,
                    csv_mail, write)

HALF = 'dev'
OUT = []


def layout(fn):
    OUT.append(fn)
    return fn


SIG_DISC = ("This message is for information purposes only, is not an offer or solicitation to buy or\n"
            "sell any security, and is intended solely for the named recipient(s). Levels are\n"
            "indicative and subject to change without notice.\n")


# ---------------------------------------------------------------- 01 text: morning multi-section run
@layout
def l01():
    D = 'harrowgatesec'
    body = """HARROWGATE CREDIT / RATES MORNING RUN  -  Tue 17-Nov-26  07:12 NY
All sizes 5x5 unless stated.  Pls call/IB for firm levels.

*** IG (T-spread, bp) ***
KELDAR 4.65 03/15/31             +112/+107      (+2)
KELDAR 5.1 03/15/36              +141/+136
OSTRAVA ENERGY 5.375 06/01/33    T+128 / 123    10x10
BRENNIG FOODS 4.25 09/30/29       88/84         chg -1
MARLOWE HLTH 5.8 01/15/35        +155/+149      2x2

*** HY (px) ***
TALLIS MEDIA 7.125 05/30         98.25/98.875    3x3
GRAYCOTT 8.5 '31                 101 1/4 - 101 3/4
PENWITH RES 9.25 11/15/29        94.50/95.25     (was 93.75/94.50 Fri)
CORRICK AUTO 6.75 2032           bid 99.125, offer 99.625

*** UST (32nds) - 25x25 on the run ***
T 4 1/8 10/31/28        99-27+ / 99-28        2y yld 3.98
T 4 1/4 11/15/35        100-04+/05
T 4 5/8 11/15/55        98-161 / 98-17+

*** CDS (bp, 10x10) ***
CDX IG 47 5Y            52.25/52.75
CDX HY 47 5Y            106.50/106.625  (px)
KELDAR 5Y               64/69
OSTRAVA ENERGY 5Y       118/126   (mid 122)

Page 1 of 1.  Desk: +1 212 555 0147 / 0148

Dan Pryce
Credit & Rates Sales | Harrowgate Securities LLC
250 Park Ave S, 9th Fl, New York NY 10003 | +1 212 555 0147

""" + SIG_DISC
    msg = text_mail(addr('Dan Pryce', 'dan.pryce@harrowgatesec.com'), 'credit-clients@harrowgatesec.com',
                    date(2026, 11, 17, 7, 12), 'HGS morning run 17-Nov', 'harrowgatesec.com', 'run0712', body)
    c, g, x = 'corporate', 'government', 'cds'
    q = [
        Q('KELDAR 4.65 2031-03-15', c, 'spread', 112, 107, 5*MM, 5*MM, D),
        Q('KELDAR 5.1 2036-03-15', c, 'spread', 141, 136, 5*MM, 5*MM, D),
        Q('OSTRAVA ENERGY 5.375 2033-06-01', c, 'spread', 128, 123, 10*MM, 10*MM, D),
        Q('BRENNIG FOODS 4.25 2029-09-30', c, 'spread', 88, 84, 5*MM, 5*MM, D),
        Q('MARLOWE HLTH 5.8 2035-01-15', c, 'spread', 155, 149, 2*MM, 2*MM, D),
        Q('TALLIS MEDIA 7.125 2030-05', c, 'price', 98.25, 98.875, 3*MM, 3*MM, D),
        Q('GRAYCOTT 8.5 2031', c, 'price', 101.25, 101.75, 5*MM, 5*MM, D),
        Q('PENWITH RES 9.25 2029-11-15', c, 'price', 94.5, 95.25, 5*MM, 5*MM, D),
        Q('CORRICK AUTO 6.75 2032', c, 'price', 99.125, 99.625, 5*MM, 5*MM, D),
        Q('T 4.125 2028-10-31', g, 'price', p32('99-27+'), p32('99-28'), 25*MM, 25*MM, D),
        Q('T 4.25 2035-11-15', g, 'price', p32('100-04+'), p32('100-05'), 25*MM, 25*MM, D),
        Q('T 4.625 2055-11-15', g, 'price', p32('98-161'), p32('98-17+'), 25*MM, 25*MM, D),
        Q('CDX IG 47 5Y', x, 'spread', 52.25, 52.75, 10*MM, 10*MM, D),
        Q('CDX HY 47 5Y', x, 'price', 106.5, 106.625, 10*MM, 10*MM, D),
        Q('KELDAR 5Y', x, 'spread', 64, 69, 10*MM, 10*MM, D),
        Q('OSTRAVA ENERGY 5Y', x, 'spread', 118, 126, 10*MM, 10*MM, D),
    ]
    return '01-morning-run-multi-section', 'text', msg, q


# ---------------------------------------------------------------- 03 text: EM sovereigns px and yld
@layout
def l03():
    D = 'quintarobank'
    s1 = isin('XS281944310')
    rows = [
        # (text name, key, cpn, years, bid, ask, tail, bs, as)
        ('VALDOR 6 7/8 01/15/34     ', 'VALDOR 6.875 2034-01-15', 6.875, 7.16, 97.40, 97.90, '  +0.15  bench UST 10y 4.21', 2, 2),
        ('VALDOR 7.5 09/30/41       ', 'VALDOR 7.5 2041-09-30', 7.5, 14.86, 94.10, 94.85, '  +0.25', 2, 2),
        ('ESTRLA 5.25 03/15/29 REGS ', 'ESTRLA 5.25 2029-03-15 REGS', 5.25, 2.32, 99.60, 100.05, '  unch   4mm', 4, 4),
        ("KORAV 4 1/2 '31           ", 'KORAV 4.5 2031', 4.5, 4.6, 88.75, 89.50, '  -0.50', 2, 2),
        ('SANTIR 8.25 06/01/33 (ISIN %s)' % s1, s1, 8.25, 6.54, 102.25, 102.90, '  5x3', 5, 3),
        ('MIRALTA 3.875 Feb-30      ', 'MIRALTA 3.875 2030-02', 3.875, 3.25, 91.375, 92.00, '  -0.125  (B3/B-)', 2, 2),
    ]
    lines, q = [], []
    for t, key, cpn, yrs, b, a, tail, bs, asz in rows:
        yb, ya = ytm(b, cpn, yrs), ytm(a, cpn, yrs)
        lines.append('%s  %6.3f / %-7.3f   %.2f%% / %.2f%%%s' % (t, b, a, yb, ya, tail))
        q.append(Q(key, 'sovereign', 'price', b, a, bs*MM, asz*MM, D))
        q.append(Q(key, 'sovereign', 'yield', yb, ya, bs*MM, asz*MM, D))
    # a yield-only local line
    body = ("Buenos dias all,\n\nEM sovs (USD) - px / yld. Sizes: 2MM unless noted.\n"
            "Flows: real money buying the long end of VALDOR after the IMF headlines (program review due 12/04).\n\n"
            "                           Px B / O          Yld B / O       Chg\n"
            + '\n'.join(lines) +
            "\n\nQuasi: nothing firm, VALDOR OIL 8s of 2030 indicated around 99 area (not a market).\n"
            "UST 10y 4.21, 5y 4.02 at time of writing.  Next coupon on the SANTIRs 12/01.\n\n"
            "Lucia Mendez\nEM Sovereign Trading | Quintaro Bank Europe SA\nT +44 20 7946 0321 | M +44 7700 900 412\n\n"
            + SIG_DISC)
    msg = text_mail(addr('Lucia Mendez', 'lucia.mendez@em.quintarobank.com'), 'em-sov-run@quintarobank.com',
                    date(2026, 11, 17, 8, 3, 0, 0), 'EM SOVS run - px/yld', 'quintarobank.com', 'emsov', body)
    return '03-em-sovs-price-yield', 'text', msg, q


# ---------------------------------------------------------------- 05 text: IG run, bond and levels written many ways
@layout
def l05():
    D = 'cheswickpartners'
    cu = cusip('12866QAE')
    xs = isin('XS290116734')
    body = """Morning -

Few IG runs / axes below.  5mm unless noted.  Spreads vs interpolated UST.

Thornbury Rail 4.35%% Feb-31        +118/+113
THRNRL 5.05 02/15/36    T+146 / 141     3mm x 2mm
Calder Water 3 7/8 9/1/32 (CUSIP %s)    px 98.75 / 99.25
Mardale Insurance 6.1 2034   bid +162, offer +155     10 by 10
%s    101.20 / 101.70   (+1/8)
BELHAVEN TELECOM 5.625 07/15/33   +139/+134   (was +142/+137 Friday)
HESKETH CHEM 5.5 04/15/35   +188 bid (98.40)

Axes:
Offered: WESTCOMBE 4.9 11/01/30 at +97, 7mm
We're +121 bid for 4 of the DUNMORE BANK 5.25 01/20/32

FYI new THRNRL 10s priced yday at +150 (IPT +175), 750MM. Books 3.1x.

Rob
--
Rob Oyelaran | IG Credit Sales | Cheswick Partners LLP
20 Gresham St, London EC2V 7JE | +44 (0)20 7946 0877

""" % (cu, xs) + SIG_DISC
    msg = text_mail(addr('Rob Oyelaran', 'r.oyelaran@cheswickpartners.com'),
                    addr('Priya Nair', 'priya.nair@ellerbyfunds.com'), date(2026, 11, 18, 7, 48, 0, 0),
                    'IG levels / axes', 'cheswickpartners.com', 'igaxes', body)
    c = 'corporate'
    q = [
        Q('THORNBURY RAIL 4.35 2031-02', c, 'spread', 118, 113, 5*MM, 5*MM, D),
        Q('THRNRL 5.05 2036-02-15', c, 'spread', 146, 141, 3*MM, 2*MM, D),
        Q(cu, c, 'price', 98.75, 99.25, 5*MM, 5*MM, D),
        Q('MARDALE INSURANCE 6.1 2034', c, 'spread', 162, 155, 10*MM, 10*MM, D),
        Q(xs, c, 'price', 101.20, 101.70, 5*MM, 5*MM, D),
        Q('BELHAVEN TELECOM 5.625 2033-07-15', c, 'spread', 139, 134, 5*MM, 5*MM, D),
        Q('HESKETH CHEM 5.5 2035-04-15', c, 'spread', 188, None, 5*MM, None, D),
        Q('HESKETH CHEM 5.5 2035-04-15', c, 'price', 98.40, None, 5*MM, None, D),
        Q('WESTCOMBE 4.9 2030-11-01', c, 'spread', None, 97, None, 7*MM, D),
        Q('DUNMORE BANK 5.25 2032-01-20', c, 'spread', 121, None, 4*MM, None, D),
    ]
    return '05-ig-run-bonds-many-ways', 'text', msg, q


# ---------------------------------------------------------------- 07 text: forward of an updated run, stale run below
@layout
def l07():
    D = 'larkfieldcap'
    new = [('HALDEN PACKAGING 6.5 04/01/31', 'HALDEN PACKAGING 6.5 2031-04-01', '97.75 - 98.50', 97.75, 98.5, ''),
           ('NORTHAM LEISURE 8 1/4 12/15/30', 'NORTHAM LEISURE 8.25 2030-12-15', '102 - 102 1/2', 102, 102.5, ''),
           ('BRIXHAM CABLE 5 7/8 09/01/32', 'BRIXHAM CABLE 5.875 2032-09-01', '88.25 - 89.00', 88.25, 89.0, '  3x3'),
           ('SOLWAY CHEM 9.5 06/30/29', 'SOLWAY CHEM 9.5 2029-06-30', '100.375 - 101.125', 100.375, 101.125, '  (-3/4)'),
           ('TORRIN HEALTH 7 02/15/33', 'TORRIN HEALTH 7 2033-02-15', '91.50 - 92.25', 91.5, 92.25, '   1x1'),
           ('ESKDALE ENERGY 10.25 03/31/31', None, '98.05 - 98.71', None, None, '  2x2  OFF'),
           ('CARRON STEEL 6 3/8 10/15/34', 'CARRON STEEL 6.375 2034-10-15', '95.625 - 96.375', 95.625, 96.375, '')]
    sizes = {'BRIXHAM CABLE 5.875 2032-09-01': 3, 'TORRIN HEALTH 7 2033-02-15': 1}
    newl = '\n'.join('%-32s %-18s%s' % (t, lv, tail) for t, k, lv, b, a, tail in new)
    old = """HALDEN PACKAGING 6.5 04/01/31    97.25 - 98.00
NORTHAM LEISURE 8 1/4 12/15/30   101 3/4 - 102 1/4
BRIXHAM CABLE 5 7/8 09/01/32     89.50 - 90.25     3x3
SOLWAY CHEM 9.5 06/30/29         101.125 - 101.875
TORRIN HEALTH 7 02/15/33         91.75 - 92.50      1x1
ESKDALE ENERGY 10.25 03/31/31    98.05 - 98.71      2x2
CARRON STEEL 6 3/8 10/15/34      95.50 - 96.25"""
    body = """Jonny - FYI Larkfield's refreshed HY run, BRIXHAM gapped lower on the downgrade.
Can you check our marks before 10?

Anna

---------- Forwarded message ---------
From: Tom Vance <tom.vance@larkfieldcap.com>
Date: Wed, Nov 18, 2026 at 8:41 AM
Subject: RE: HY run - UPDATED 08:40
To: Anna Kost <anna.kost@pinebrookam.com>


Updated levels below (px), 2x2 unless noted.  ESKDALE now off.

%s

Tom Vance
HY Trading | Larkfield Capital LLC | +1 (646) 555-0112

-----Original Message-----
From: Tom Vance
Sent: Wednesday, November 18, 2026 7:02 AM
To: Anna Kost
Subject: HY run

Morning, HY px, 2x2 unless noted:

%s

Tom
""" % (newl, old)
    msg = text_mail(addr('Anna Kost', 'anna.kost@pinebrookam.com'), addr('Jonny Reeve', 'j.reeve@pinebrookam.com'),
                    date(2026, 11, 18, 8, 52), 'Fwd: RE: HY run - UPDATED 08:40', 'pinebrookam.com', 'fwdhy', body)
    q = []
    for t, k, lv, b, a, tail in new:
        if k:
            s = sizes.get(k, 2)
            q.append(Q(k, 'corporate', 'price', b, a, s*MM, s*MM, D))
    return '07-forwarded-updated-hy-run', 'text', msg, q


# ---------------------------------------------------------------- 09 text: prose answers above a quoted client list
@layout
def l09():
    D = 'ravensworthbank'
    body = """Hi Priya,

On your list, see below:

- Can offer 3mm HOLLIS STEEL 5.875 08/15/32 at +205 and we're +221 bid for 2mm of the CARNFORTH 6.2 03/01/34.
- MERIDEN GAS 4.6 '30: 99.5-100, 1x1.
- Looking to sell LYNTON PAPER 7 3/8 12/01/31, offer 103.40
- ASHGROVE 5 1/2 05/15/29 - bid 98.5, offer 99, 5mm each way.
- KILVERT 4 7/8 02/28/33 we're 4.92% / 4.85% on yield, 2x2.
- Nothing in STOWE 31s right now, will come back to you after 11:00.

Also FYI the desk has the QUENBY 6 1/4 07/01/30 offered at 100.25, up to 3mm.

Thanks,
Sade

Sade Achebe | Credit Sales | Ravensworth Bank plc
Direct +44 20 7946 0190 | Mobile +44 7700 900 213
Ravensworth Bank plc is authorised by the Prudential Regulation Authority.

On Tue, Nov 17, 2026 at 4:55 PM Priya Nair <priya.nair@ellerbyfunds.com> wrote:
> Hi Sade - can you show levels on the below for tomorrow am?
> HOLLIS STEEL 5.875 08/15/32    (our mark +210 / +200)
> CARNFORTH 6.2 03/01/34         (mark +225)
> MERIDEN GAS 4.6 '30            99.25 / 99.75 last
> LYNTON PAPER 7 3/8 12/01/31
> ASHGROVE 5 1/2 05/15/29        98 - 98.75 ?
> KILVERT 4 7/8 02/28/33
> STOWE 4.1 2031
> thx, P
"""
    msg = text_mail(addr('Sade Achebe', 's.achebe@ravensworthbank.com'), addr('Priya Nair', 'priya.nair@ellerbyfunds.com'),
                    date(2026, 11, 18, 7, 31, 0, 0), 'RE: levels pls', 'ravensworthbank.com', 'reprose', body,
                    extra={'In-Reply-To': '<list.1655@ellerbyfunds.com>'})
    c = 'corporate'
    q = [
        Q('HOLLIS STEEL 5.875 2032-08-15', c, 'spread', None, 205, None, 3*MM, D),
        Q('CARNFORTH 6.2 2034-03-01', c, 'spread', 221, None, 2*MM, None, D),
        Q('MERIDEN GAS 4.6 2030', c, 'price', 99.5, 100, 1*MM, 1*MM, D),
        Q('LYNTON PAPER 7.375 2031-12-01', c, 'price', None, 103.40, None, None, D),
        Q('ASHGROVE 5.5 2029-05-15', c, 'price', 98.5, 99, 5*MM, 5*MM, D),
        Q('KILVERT 4.875 2033-02-28', c, 'yield', 4.92, 4.85, 2*MM, 2*MM, D),
        Q('QUENBY 6.25 2030-07-01', c, 'price', None, 100.25, None, 3*MM, D),
    ]
    return '09-reply-prose-axes-over-history', 'text', msg, q


# ---------------------------------------------------------------- 11 text: muni offerings on yield + converts on price
@layout
def l11():
    D = 'ellisfordsec'
    munis = [
        # par(000), desc, cusip base, cpn, mat, call, yld, years-to-(call or mat), price, rating
        (500, 'BRAYFORD CNTY TX ISD GO (PSF)', '10582N', 'XA', 5.0, '08/15/39', '08/15/34@100', 3.42, 7.74, 'AAA'),
        (250, 'LOWESTON WTR & SWR REV', '54871K', 'BH', 4.0, '06/01/44', '06/01/35@100', 3.96, 8.54, 'AA-'),
        (1000, 'PELHAM ST HFA SF MTG', '70722M', 'CD', 4.25, '12/01/31', None, 3.07, 5.03, 'Aa2'),
        (400, 'NEW KESTREL PORT AUTH AMT', '64591T', 'RT', 5.25, '07/01/42', '07/01/33@100', 4.11, 6.62, 'A'),
    ]
    ml, q = [], []
    for par, desc, base, iss, cpn, mat, call, y, yrs, rtg in munis:
        from common import price_from_yield
        cu = cusip(base + iss)
        px = round(price_from_yield(y, cpn, yrs), 3)
        ml.append('%5d  %-31s %s  %-4s  %5.3f  %s  %-13s %.2f%% / %.3f' % (
            par, desc, cu, rtg, cpn, mat, call or 'NC', y, px))
        q.append(Q(cu, 'muni', 'yield', None, y, None, par * 1000.0, D))
        q.append(Q(cu, 'muni', 'price', None, px, None, par * 1000.0, D))
    cv = [('QUILLON BIO 1.25 06/15/30 CV', 'QUILLON BIO 1.25 2030-06-15 CV', 104.25, 105.0, '32.1%', '0.54', '78.90', ''),
          ('ARDENT SOLAR 0 03/01/29 CV', 'ARDENT SOLAR 0 2029-03-01 CV', 88.5, 89.25, '61.4%', '0.31', '54.75', ''),
          ('HELMSLEY TECH 2.875 11/15/31 CV', 'HELMSLEY TECH 2.875 2031-11-15 CV', 121.75, 122.75, '8.2%', '0.83', '112.60', '  2x2'),
          ('OBERON PHARMA 3.5 09/01/28 CV', 'OBERON PHARMA 3.5 2028-09-01 CV', 99.125, 99.875, '95.0%', '0.12', '50.80', '')]
    cl = []
    for t, k, b, a, prem, dl, par_, tail in cv:
        cl.append('%-33s %7.3f / %-8.3f prem %-6s delta %s  parity %s%s' % (t, b, a, prem, dl, par_, tail))
        s = 2 if tail else 1
        q.append(Q(k, 'convertible', 'price', b, a, s*MM, s*MM, D))
    body = ("Good morning,\n\nToday's offerings below -- munis are offerings (yld / px, par in 000s, priced to worst),\n"
            "converts two-way on price, 1MM clips unless noted.\n\n"
            "MUNI OFFERINGS\n"
            "Par (000)  Description                CUSIP      Rtg   Cpn    Maturity  Call          Yld / Px\n"
            + '\n'.join(ml) +
            "\n\nMMD 10y 2.91 (-1), 30y 3.64 (unch).  Settle 11/24.\n\n"
            "CONVERTS (px)\n" + '\n'.join(cl) +
            "\n\nStock refs as of 4pm close.  Deltas per 100 pts.\n\n"
            "Meg Whitlock\nMunicipal & Convertible Sales | Ellisford Securities Inc.\n1 Liberty Plaza, New York NY 10006 | 212-555-0190\n\n"
            "Ellisford Securities Inc., member FINRA/SIPC. " + SIG_DISC)
    msg = text_mail(addr('Meg Whitlock', 'mwhitlock@ellisfordsec.com'), 'muni-cv@ellisfordsec.com',
                    date(2026, 11, 19, 8, 15), 'Offerings - munis / converts 11/19', 'ellisfordsec.com', 'municv', body)
    return '11-muni-offerings-and-converts', 'text', msg, q


# ---------------------------------------------------------------- 13 text: market commentary, no quote
@layout
def l13():
    body = """MORNING MARKET WRAP - Thu 19 Nov 2026

Rates: UST 10y closed 4.21% (-3bp), 2s10s +23 after the soft retail sales print. 30y auction
tailed 1.2bp; bid-to-cover 2.31 vs 2.45 six-auction avg. Fed funds futures now price 38% of a cut
in Dec.

Credit: CDX IG 47 tighter 1.5 to ~52 mid, HY index +3/8 to 106 1/2 area. Primary: 14 issuers
priced $18.2bn yesterday, avg NIC 3bp, books 3.6x. KELDAR's 10y came at T+141 (IPT +165).

EM: VALDOR curve 1/2 - 3/4 pt higher on IMF headlines; ESTRLA 29s unchanged at par area.

Munis: MMD 10y 2.91, 30y 3.64. $9.4bn calendar next week; Brayford County ISD $420MM GO on
Tuesday.

Calendar (ET): 08:30 jobless claims (exp 221k), 10:00 existing home sales, 13:00 10y TIPS reopening.

This is market commentary only and not a recommendation or an offer; no levels herein are firm.

Hal Dempster | Desk Strategist | Fairhaven Rates & Credit
+1 (212) 555-0133
"""
    msg = text_mail(addr('Hal Dempster', 'h.dempster@fairhavenrates.com'), 'wrap@fairhavenrates.com',
                    date(2026, 11, 19, 6, 45), 'Morning wrap 19-Nov', 'fairhavenrates.com', 'wrap', body)
    return '13-market-wrap-no-quote', 'text', msg, []


# ---------------------------------------------------------------- 15 text: UST / agency run with tabs, prior close, correction
@layout
def l15():
    D = 'fairhavenrates'
    a1, a2, a3 = cusip('3130BQ7W'), cusip('3133ETK5'), cusip('3134HAL2')
    body = ("UST / AGENCY RUN  11/19/26 07:40\n"
            "Sizes: UST 25mm, agencies 10mm\n\n"
            "Security\t\t\tBid\tAsk\tChg\tPrior Cls\tYld (mid)\n"
            "T 3 7/8 10/31/28\t99-25\t99-25+\t+0-01\t99-24\t3.982\n"
            "T 4 11/15/30\t\t100-01\t100-01+\t+0-02+\t99-31\t3.995\n"
            "T 4 1/4 11/15/32\t100-11 / 100-12\t\t+0-03\t100-08\t4.188\n"
            "T 4 1/4 11/15/35\t99-28 / 282\t\t+0-04\t99-24\t4.262\n"
            "T 4 5/8 11/15/55\t97-16+\t97-18\t+0-06\t97-10+\t4.781\n\n"
            "AGENCIES (px)\n"
            "FHLB 4 1/8 03/30 (%s)\t101-06\t101-10\n"
            "FFCB 3.95 09/15/28 %s\t\t99.84\t99.92\t\t+0.02\n"
            "FHLMC 4.5 05/21/31   %s     100.55 / 100.68   callable 05/21/27 @ 100\n\n"
            "Correction: px on the FHLB 4 1/8 03/30 should read 100-06 / 100-10, not 101-06 / 101-10 as above.\n\n"
            "Mike Oduya | Rates Trading | Fairhaven Rates & Credit | 212-555-0161\n\n" % (a1, a2, a3)) + SIG_DISC
    msg = text_mail(addr('Mike Oduya', 'm.oduya@fairhavenrates.com'), 'rates-run@fairhavenrates.com',
                    date(2026, 11, 19, 7, 40), 'UST/AGY run 07:40', 'fairhavenrates.com', 'ustagy', body)
    g, a = 'government', 'agency'
    q = [
        Q('T 3.875 2028-10-31', g, 'price', p32('99-25'), p32('99-25+'), 25*MM, 25*MM, D),
        Q('T 4 2030-11-15', g, 'price', p32('100-01'), p32('100-01+'), 25*MM, 25*MM, D),
        Q('T 4.25 2032-11-15', g, 'price', p32('100-11'), p32('100-12'), 25*MM, 25*MM, D),
        Q('T 4.25 2035-11-15', g, 'price', p32('99-28'), p32('99-282'), 25*MM, 25*MM, D),
        Q('T 4.625 2055-11-15', g, 'price', p32('97-16+'), p32('97-18'), 25*MM, 25*MM, D),
        Q(a1, a, 'price', p32('100-06'), p32('100-10'), 10*MM, 10*MM, D),
        Q(a2, a, 'price', 99.84, 99.92, 10*MM, 10*MM, D),
        Q(a3, a, 'price', 100.55, 100.68, 10*MM, 10*MM, D),
    ]
    return '15-ust-agency-run-tabs', 'text', msg, q


from common import outlook, mso, table  # noqa: E402

HTML_DISC = ('<p class="MsoNormal"><span style="font-size:7.5pt;color:gray">This message is for information purposes only, '
             'is not an offer or solicitation to buy or sell any security, and is intended solely for the named '
             'recipient(s). Levels are indicative and subject to change without notice.</span></p>')


def html_to_plain(lines):
    return '\n'.join(lines) + '\n'


# ---------------------------------------------------------------- 17 html: Outlook table, spread (price) cells
@layout
def l17():
    D = 'vellacott'
    rows = [  # issuer, cpn, mat, cusip base, sb, pb, sa, pa, size, bmk, chg, comment
        ('ALDERMOOR UTIL', '4.95', '02/01/31', '01448RAF', 96, 101.42, 91, 101.63, '5x5', 'UST 5y', '-1', ''),
        ('ALDERMOOR UTIL', '5.4', '02/01/36', '01448RAG', 124, 100.88, 119, 101.25, '5x5', 'UST 10y', '-2', 'axe offer'),
        ('BRANSDALE BANK', '5.125', '09/12/30', '10532VBK', 108, 101.05, 103, 101.24, '3x3', 'UST 5y', '+1', ''),
        ('COTTERELL REIT', '5.75', '06/15/34', '22160XAC', 171, 99.35, 164, 99.80, '', 'UST 7y', '0', ''),
        ('DENHOLM INDS', '4.3', '04/01/29', '24908PAN', 72, 100.62, 68, 100.72, '10x5', 'UST 3y', '-1', ''),
        ('EVERSLEY HLDGS', '6', '01/15/35', '30024MAB', 189, 100.12, 182, 100.58, '2x2', 'UST 10y', '+3', 'SOLD'),
        ('FARNDALE PWR', '5.2', '11/30/33', '30735HAD', 133, 100.40, 128, 100.71, '', 'UST 7y', '-1', ''),
    ]
    trs, q = [], []
    plain = ['Morning - USD IG run below. Spreads to UST (price in brackets); blank = 2x2.', '',
             'Issuer\tCpn\tMaturity\tCUSIP\tBid Sprd (Px)\tAsk Sprd (Px)\tB x O\tBmk\tChg\tComment']
    for iss, cpn, mat, cb, sb, pb, sa, pa, sz, bmk, chg, com in rows:
        cu = cusip(cb)
        cells = [iss, cpn, mat, cu, '+%d (%.2f)' % (sb, pb), '+%d (%.2f)' % (sa, pa), sz, bmk, chg, com]
        trs.append(cells)
        plain.append('\t'.join(cells))
        if com == 'SOLD':
            continue
        b, a = (int(sz.split('x')[0]), int(sz.split('x')[1])) if sz else (2, 2)
        q.append(Q(cu, 'corporate', 'spread', sb, sa, b*MM, a*MM, D))
        q.append(Q(cu, 'corporate', 'price', pb, pa, b*MM, a*MM, D))
    inner = '\n'.join([
        mso('Morning -'), mso(''),
        mso('USD IG run below. Spreads to UST (price in brackets); blank = 2x2.'), mso(''),
        table(trs, ['Issuer', 'Cpn', 'Maturity', 'CUSIP', 'Bid Sprd (Px)', 'Ask Sprd (Px)', 'B x O', 'Bmk', 'Chg', 'Comment']),
        mso(''), mso('New issue watch: ALDERMOOR 10y re-offered at T+127 on Monday, $600MM.'), mso(''),
        mso('<b>Katrin Brandt</b>'), mso('US IG Credit Trading | Vellacott &amp; Co.'),
        mso('+1 (212) 555-0186 | kbrandt@vellacott.com'), mso(''), HTML_DISC])
    plain += ['', 'New issue watch: ALDERMOOR 10y re-offered at T+127 on Monday, $600MM.', '', 'Katrin Brandt',
              'US IG Credit Trading | Vellacott & Co.', '+1 (212) 555-0186']
    msg = html_mail(addr('Katrin Brandt', 'kbrandt@vellacott.com'), 'ig-clients@vellacott.com',
                    date(2026, 11, 18, 7, 55), 'USD IG run', 'vellacott.com', 'igtbl', outlook(inner),
                    plain=html_to_plain(plain))
    return '17-html-outlook-ig-spread-price', 'html', msg, q


# ---------------------------------------------------------------- 19 html: <br> lines in proportional font, HY + CDS
@layout
def l19():
    D = 'quaymoorsec'
    nb = '&nbsp;'
    hy = [("TRESCO LEISURE 7.75 '30", 'TRESCO LEISURE 7.75 2030', '96 1/2 - 97 1/4', 96.5, 97.25, '', 2),
          ('GLENDOWER 6 5/8 04/15/31', 'GLENDOWER 6.625 2031-04-15', '99¼ / 99¾', 99.25, 99.75, '', 2),
          ('KESWICK MARINE 9 01/15/30', 'KESWICK MARINE 9 2030-01-15', '103.00/103.75', 103.0, 103.75, ' 1x1', 1),
          ('ORMSBY FOODS 5.5 10/01/32', 'ORMSBY FOODS 5.5 2032-10-01', '87.125 / 87.875', 87.125, 87.875, ' (+0.50)', 2),
          ('RADLEY GAMING 8.375 2029', 'RADLEY GAMING 8.375 2029', '100 3/8 - 100 7/8', 100.375, 100.875, '  B2/B', 2)]
    cds = [('BRAXTON AUTO 5y', 'BRAXTON AUTO 5Y', '142 / 150', 142, 150),
           ('VELDT MINING 5y', 'VELDT MINING 5Y', '318 / 330', 318, 330),
           ('ORMSBY FOODS 5y', 'ORMSBY FOODS 5Y', '265 / 280', 265, 280),
           ('KESWICK MARINE 5y', 'KESWICK MARINE 5Y', '402 / 422', 402, 422)]
    q, html_l = [], []
    for t, k, lv, b, a, tail, s in hy:
        pad = nb * (6 + (len(t) % 4) * 2)
        html_l.append('%s%s%s%s<br>' % (t, pad, lv, tail))
        q.append(Q(k, 'corporate', 'price', b, a, s*MM, s*MM, D))
    cds_l = []
    for t, k, lv, b, a in cds:
        cds_l.append('%s%s%s<br>' % (t, nb * 8, lv))
        q.append(Q(k, 'cds', 'spread', b, a, 5*MM, 5*MM, D))
    html = ('<html><head><meta charset="utf-8"></head><body>'
            '<div style="font-family:Arial,Helvetica,sans-serif;font-size:13px">'
            '<p>Morning all,</p>'
            '<p>Quiet open, cash unchanged to 1/4 pt lower. Levels below.</p>'
            '<p><b>HY cash (px)</b>' + nb * 3 + '2x2 unless noted<br>' + '\n'.join(html_l) + '</p>'
            '<p><b>CDS single names (bp, 5x5)</b><br>' + '\n'.join(cds_l) + '</p>'
            '<p>RADLEY call schedule: 104.188 from 06/01/27. ORMSBY 5y CDS mid 272 at Tuesday close.</p>'
            '<div>--</div><div><b>Lewis Farrant</b></div><div>High Yield Sales | Quaymoor Securities</div>'
            '<div>T: 020 7946 0644 &nbsp;|&nbsp; M: 07700 900 318</div>'
            '<div style="color:#888;font-size:10px">Quaymoor Securities Ltd is authorised and regulated by the FCA (FRN 654321). '
            'Not an offer to buy or sell. Indicative only.</div>'
            '</div></body></html>\n')
    msg = html_mail(addr('Lewis Farrant', 'l.farrant@quaymoorsec.com'), 'hy-distro@quaymoorsec.com',
                    date(2026, 11, 18, 8, 5, 0, 0), 'HY + CDS levels', 'quaymoorsec.com', 'hybr', html)
    return '19-html-br-lines-hy-cds', 'html', msg, q


# ---------------------------------------------------------------- 21 html: Bloomberg-style pasted CDS tables, curve grid
@layout
def l21():
    D = 'northgatecap'
    idx = [('CDX IG 47', '5Y', '52.00', '52.50', '-0.75', '52.75', 52.0, 52.5, 'spread'),
           ('CDX IG 47', '10Y', '84.25', '85.25', '-0.50', '84.75', 84.25, 85.25, 'spread'),
           ('CDX HY 47', '5Y', '106.4375', '106.5625', '+0.25', '106.25', 106.4375, 106.5625, 'price'),
           ('ITRX XOVER S46', '5Y', '277', '281', '-3', '280', 277, 281, 'spread')]
    sn = [('HARWELL TELECOM', '58', '63', '+1', '57'), ('ISLINGTON RETAIL', '412', '437', '-10', '425'),
          ('JARROW SHIPPING', '226', '238', '0', '232'), ('KIRKBY CHEMICALS', '97', '104', '-2', '101')]
    grid = [('LANGDALE ENERGY', [(3, 41, 46), (5, 78, 84), (7, 102, 110), (10, 121, 131)]),
            ('MOORFIELD GROUP', [(3, 88, 96), (5, 139, 148), (7, 171, 182), (10, 190, 203)])]
    q = []
    style = 'font-family:"Courier New",monospace;font-size:9pt'

    def tbl(caption, head, rows):
        h = '<table border="1" cellpadding="2" cellspacing="0" style="%s">' % style
        if caption:
            h += '<caption style="text-align:left"><b>%s</b></caption>' % caption
        h += '<tr>' + ''.join('<th>%s</th>' % c for c in head) + '</tr>'
        for r in rows:
            h += '<tr>' + ''.join('<td>%s</td>' % c for c in r) + '</tr>'
        return h + '</table>'
    t1 = tbl('INDICES (25x25)', ['Index', 'Tenor', 'Bid', 'Ask', 'Chg', 'Prev Close'],
             [r[:6] for r in idx])
    for n, ten, _, _, _, _, b, a, qt in idx:
        q.append(Q('%s %s' % (n, ten), 'cds', qt, b, a, 25*MM, 25*MM, D))
    t2 = tbl('SINGLE NAMES 5Y (bp running, 10x10)', ['Reference Entity', 'Bid', 'Ask', 'Chg', 'Prev Close'], sn)
    for n, b, a, _, _ in sn:
        q.append(Q('%s 5Y' % n, 'cds', 'spread', float(b), float(a), 10*MM, 10*MM, D))
    grows = []
    for n, pts in grid:
        grows.append([n] + ['%d/%d' % (b, a) for _, b, a in pts])
        for ten, b, a in pts:
            q.append(Q('%s %dY' % (n, ten), 'cds', 'spread', b, a, 5*MM, 5*MM, D))
    t3 = tbl('CURVES (bp, 5x5)', ['Reference Entity', '3Y', '5Y', '7Y', '10Y'], grows)
    html = ('<html><body><div style="%s">' % style +
            'NORTHGATE CDS RUN 18-NOV-26 07:58 LDN<br>Levels in bp running unless shown (HY in px).<br><br>'
            + t1 + '<br>' + t2 + '<br>' + t3 +
            '<br>Recovery 40% assumed on names; IG 47 roll on 12/20.<br>'
            '<br>James Trevelyan<br>Northgate Capital Markets Ltd | Credit Derivatives<br>+44 20 7946 0802<br>'
            '<span style="font-size:7pt">Sent from Northgate Capital Markets messaging. For professional clients only.</span>'
            '</div></body></html>\n')
    msg = html_mail(addr('James Trevelyan', 'jtrevelyan@northgatecap.com'), 'cds-distro@northgatecap.com',
                    date(2026, 11, 18, 7, 58, 0, 0), 'NORTHGATE CDS RUN', 'northgatecap.com', 'bbgcds', html)
    return '21-html-bloomberg-cds-tables', 'html', msg, q


# ---------------------------------------------------------------- 23 html: reply with refreshed agency table, old one below
@layout
def l23():
    D = 'stanegatebank'
    rows = [('FHLB', '4.125', '03/13/30', '3130BT2R', 12, 9, 100.42, 100.51),
            ('FHLB', '4.375', '09/10/32', '3130BT6D', 18, 15, 100.71, 100.86),
            ('FFCB', '3.875', '07/22/29', '3133EVQ4', 10, 7, 99.62, 99.70),
            ('FNMA', '4.5', '01/17/34', '3135GBX7', 24, 20, 101.10, 101.36),
            ('FHLMC', '4.25', '05/08/31', '3137HDN2', 15, 12, 100.05, 100.18)]
    old = [(r[0], r[1], r[2], r[3], r[4] + 2, r[5] + 2, round(r[6] - 0.09, 2), round(r[7] - 0.09, 2)) for r in rows]

    def mk(rs):
        return table([[i, c, m, cusip(cb), '%d' % sb, '%d' % sa, '%.2f' % pb, '%.2f' % pa] for i, c, m, cb, sb, sa, pb, pa in rs],
                     ['Issuer', 'Cpn', 'Maturity', 'CUSIP', 'Sprd Bid', 'Sprd Ask', 'Px Bid', 'Px Ask'])
    q = []
    for i, c, m, cb, sb, sa, pb, pa in rows:
        cu = cusip(cb)
        q.append(Q(cu, 'agency', 'spread', sb, sa, 5*MM, 5*MM, D))
        q.append(Q(cu, 'agency', 'price', pb, pa, 5*MM, 5*MM, D))
    inner = '\n'.join([
        mso('Tom,'), mso(''), mso('Refreshed below after the 08:30 print - spreads to interpolated UST (bp), 5x5 on all.'), mso(''),
        mso('Agency bullets, 5x5'),
        mk(rows), mso(''), mso('Chris'), mso(''),
        mso('<b>Chris Marsh</b> | Agency &amp; SSA Trading | Stanegate Bank NA | +1 212 555 0172'), mso(''),
        '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in">',
        mso('<b>From:</b> Chris Marsh &lt;c.marsh@stanegatebank.com&gt; <br><b>Sent:</b> Thursday, November 19, 2026 7:05 AM<br>'
            '<b>To:</b> Tom Wexley &lt;twexley@harbourlight.com&gt;<br><b>Subject:</b> Agency bullets'),
        '</div>', mso(''), mso('Morning Tom, agency bullets below, 5x5:'), mk(old), mso(''), mso('Chris'), HTML_DISC])
    msg = html_mail(addr('Chris Marsh', 'c.marsh@stanegatebank.com'), addr('Tom Wexley', 'twexley@harbourlight.com'),
                    date(2026, 11, 19, 8, 47), 'RE: Agency bullets', 'stanegatebank.com', 'agyre', outlook(inner))
    return '23-html-reply-agency-refresh', 'html', msg, q


# ---------------------------------------------------------------- 25 html: trade confirmation, no quote
@layout
def l25():
    rows = [['Trade Date', '11/18/2026'], ['Settlement Date', '11/20/2026'], ['Side', 'Client BUYS'],
            ['Security', 'ALDERMOOR UTIL 4.95 02/01/31'], ['CUSIP', cusip('01448RAF')], ['Quantity', '5,000,000'],
            ['Price', '101.625'], ['Spread', 'T+91'], ['Yield', '4.566%'], ['Accrued (107 days)', '73,562.50'],
            ['Principal', '5,081,250.00'], ['Net Amount (USD)', '5,154,812.50'], ['Capacity', 'Principal']]
    inner = '\n'.join([
        mso('Please find below confirmation of the following trade executed today. Reply within 24 hours of '
            'any discrepancy.'), mso(''), table(rows, ['Field', 'Value']), mso(''),
        mso('Reference: VLC-20261118-004417 | Trader: K. Brandt'), mso(''),
        mso('Vellacott &amp; Co. Trade Support | +1 (212) 555-0100 | confirms@vellacott.com'), HTML_DISC])
    msg = html_mail(addr('Vellacott Trade Support', 'confirms@vellacott.com'), addr('Tom Wexley', 'twexley@harbourlight.com'),
                    date(2026, 11, 18, 15, 2), 'Trade Confirmation VLC-20261118-004417', 'vellacott.com', 'confirm',
                    outlook(inner))
    return '25-html-trade-confirmation-no-quote', 'html', msg, []


# ---------------------------------------------------------------- 27 chat: desk log, CDS with correction / refresh / back-reference
@layout
def l27():
    D = 'torvale'
    log = """Chat log exported 19-Nov-2026 09:15 - room: TORVALE / ELLERBY credit
08:01:05  Priya Nair [ELLERBY]  morning Sam, where are main / xover and a few names?
08:01:40  Sam Okafor [TORVALE]  morning. sizes 10x10 single names, 25x25 index
08:01:52  Sam Okafor [TORVALE]  ITRX MAIN S46 5Y 56.5 / 57
08:02:03  Sam Okafor [TORVALE]  ITRX XOVER S46 5Y 279 / 283
08:02:30  Priya Nair [ELLERBY]  thx. braxton and veldt?
08:03:11  Sam Okafor [TORVALE]  BRAXTON AUTO 5Y 142 / 150
08:03:15  Sam Okafor [TORVALE]  10y same size 171 / 182
08:03:58  Sam Okafor [TORVALE]  VELDT MINING 5Y 318 / 330 (mid 324)
08:04:20  Sam Okafor [TORVALE]  BRAXTON AUTO 5Y 144 / 150, not 142 / 150, sorry
08:05:02  Priya Nair [ELLERBY]  Veldt bid 310?
08:05:40  Sam Okafor [TORVALE]  no, 318 is real. 5 - 8 wider since Monday
08:06:12  Priya Nair [ELLERBY]  ok. and Harwell? last print 61 on Mon
08:06:55  Sam Okafor [TORVALE]  HARWELL TELECOM 5Y 59 / 64
08:07:20  Sam Okafor [TORVALE]  - and KIRKBY CHEMICALS 5Y 98 / 105
08:11:45  Sam Okafor [TORVALE]  ITRX MAIN S46 5Y now 56.25 / 56.75, was 56.5 / 57
08:12:30  Priya Nair [ELLERBY]  cheers, will revert
"""
    body = log + "\n--\nPriya Nair | Credit PM | Ellerby Funds Management\n+44 20 7946 0555\n"
    msg = text_mail(addr('Priya Nair', 'priya.nair@ellerbyfunds.com'), addr('Credit Team', 'credit-pm@ellerbyfunds.com'),
                    date(2026, 11, 19, 9, 15, 0, 0), 'FW: chat w/ Torvale CDS', 'ellerbyfunds.com', 'chatlog', body)
    x = 'cds'
    q = [Q('ITRX MAIN S46 5Y', x, 'spread', 56.25, 56.75, 25*MM, 25*MM, D),
         Q('ITRX XOVER S46 5Y', x, 'spread', 279, 283, 25*MM, 25*MM, D),
         Q('BRAXTON AUTO 5Y', x, 'spread', 144, 150, 10*MM, 10*MM, D),
         Q('BRAXTON AUTO 10Y', x, 'spread', 171, 182, 10*MM, 10*MM, D),
         Q('VELDT MINING 5Y', x, 'spread', 318, 330, 10*MM, 10*MM, D),
         Q('HARWELL TELECOM 5Y', x, 'spread', 59, 64, 10*MM, 10*MM, D),
         Q('KIRKBY CHEMICALS 5Y', x, 'spread', 98, 105, 10*MM, 10*MM, D)]
    return '27-chat-desk-log-cds', 'chat', msg, q


# ---------------------------------------------------------------- 29 chat: Bloomberg history export, EM / HY bonds
@layout
def l29():
    D = 'holmwood'
    body = """Bloomberg IB history - HOLMWOOD-EM-FLOW - 19 Nov 2026

19-Nov-2026 07:45:10  Amir Haddad, HOLMWOOD: morning, EM axes. VALDOR 7.5 09/30/41 94.20 / 94.90, 2x2
19-Nov-2026 07:45:31  Amir Haddad, HOLMWOOD: ESTRLA 5.25 03/15/29 offer 100.10 / 5.20, 3mm
19-Nov-2026 07:46:02  Amir Haddad, HOLMWOOD: KORAV 4 1/2 '31 88.50 / 89.25
19-Nov-2026 07:46:09  Amir Haddad, HOLMWOOD: pls ignore that, wrong line
19-Nov-2026 07:47:15  Jo Pearce, ELLERBY FUNDS: where's KORAV 31s then?
19-Nov-2026 07:48:40  Amir Haddad, HOLMWOOD: KORAV 4 1/2 '31 88.875 / 89.625, 1x1 - was 88.50 / 89.25 yday
19-Nov-2026 07:50:22  Amir Haddad, HOLMWOOD: SANTIR 8.25 06/01/33 yld 7.86 = px 102.10 bid
19-Nov-2026 07:52:03  Jo Pearce, ELLERBY FUNDS: could you do MIRALTA 30s at 92.25?
19-Nov-2026 07:53:30  Amir Haddad, HOLMWOOD: MIRALTA 3.875 Feb-30 91.50 / 92.125, 2x2. bench UST 5y 4.02
19-Nov-2026 07:55:00  Amir Haddad, HOLMWOOD: ok
"""
    body += "\n\nJo Pearce | EM Debt | Ellerby Funds Management | +44 20 7946 0557\n"
    msg = text_mail(addr('Jo Pearce', 'jo.pearce@ellerbyfunds.com'), addr('EM Team', 'em@ellerbyfunds.com'),
                    date(2026, 11, 19, 8, 2, 0, 0), 'IB history Holmwood EM', 'ellerbyfunds.com', 'bbghist', body)
    s = 'sovereign'
    q = [Q('VALDOR 7.5 2041-09-30', s, 'price', 94.20, 94.90, 2*MM, 2*MM, D),
         Q('ESTRLA 5.25 2029-03-15', s, 'price', None, 100.10, None, 3*MM, D),
         Q('ESTRLA 5.25 2029-03-15', s, 'yield', None, 5.20, None, 3*MM, D),
         Q('KORAV 4.5 2031', s, 'price', 88.875, 89.625, 1*MM, 1*MM, D),
         Q('SANTIR 8.25 2033-06-01', s, 'yield', 7.86, None, None, None, D),
         Q('SANTIR 8.25 2033-06-01', s, 'price', 102.10, None, None, None, D),
         Q('MIRALTA 3.875 2030-02', s, 'price', 91.50, 92.125, 2*MM, 2*MM, D)]
    return '29-chat-bloomberg-history-em', 'chat', msg, q


# ---------------------------------------------------------------- 31 csv: IG/HY run as CSV attachment
@layout
def l31():
    D = 'brackwellsec'
    rows = [  # ticker, desc, cusip base, cpn, mat, bpx, apx, bsp, asp, bsz, asz, prior, chg, rtg
        ('ALDMR', 'ALDERMOOR UTIL', '01448RAH', '5.05', '2033-03-01', 100.31, 100.58, 118, 114, '5', '5', 100.22, '+0.09', 'A3'),
        ('BRNSD', 'BRANSDALE BANK', '10532VBM', '4.7', '2029-06-12', 100.12, 100.26, 82, 77, '3', '3', 100.08, '+0.04', 'A1'),
        ('CTREL', 'COTTERELL REIT', '22160XAD', '6.25', '2036-02-15', 101.44, 101.90, 198, 192, '', '', 101.40, '+0.04', 'Baa3'),
        ('DNHLM', 'DENHOLM INDS', '24908PAQ', '5.375', '2034-09-01', 99.87, 100.21, 145, 140, '2', '1', 99.75, '+0.12', 'Baa1'),
        ('TLLMD', 'TALLIS MEDIA', '87441TAB', '7.125', '2030-05-15', 98.375, 99.0, None, None, '2', '2', 98.25, '+0.125', 'B2'),
        ('PNWTH', 'PENWITH RES', '70918KAC', '9.25', '2029-11-15', 94.75, 95.5, None, None, '1', '1', 94.5, '+0.25', 'Caa1'),
        ('GRYCT', 'GRAYCOTT', '38901GAD', '8.5', '2031-07-01', 101.125, 101.75, None, None, '', '', 101.25, '-0.125', 'B3'),
    ]
    lines = ['Ticker,Description,CUSIP,Cpn,Maturity,Bid Px,Ask Px,Bid Sprd,Ask Sprd,Bid Sz (MM),Ask Sz (MM),Prior Close Px,Chg,Rtg']
    q = []
    for t, dsc, cb, cpn, mat, bp, ap, bs, as_, bz, az, pr, ch, rt in rows:
        cu = cusip(cb)
        lines.append(','.join([t, dsc, cu, cpn, mat, '%g' % bp, '%g' % ap, '' if bs is None else str(bs),
                               '' if as_ is None else str(as_), bz, az, '%g' % pr, ch, rt]))
        b = float(bz) if bz else 2.0
        a = float(az) if az else 2.0
        q.append(Q(cu, 'corporate', 'price', bp, ap, b*MM, a*MM, D))
        if bs is not None:
            q.append(Q(cu, 'corporate', 'spread', bs, as_, b*MM, a*MM, D))
    lines.append('Total,,,,,,,,,13,12,,,')
    csv_text = '\r\n'.join(lines) + '\r\n'
    body = ("Hi all,\n\nTodays IG/HY run attached (csv). Spreads vs UST; blank = 2x2.\n\n"
            "Regards,\nNadia Petrov\nCredit Trading | Brackwell Securities LLC | +1 312 555 0129\n\n" + SIG_DISC)
    msg = csv_mail(addr('Nadia Petrov', 'n.petrov@brackwellsec.com'), 'credit-run@brackwellsec.com',
                   date(2026, 11, 19, 7, 30, 0, -6), 'Brackwell credit run 11/19', 'brackwellsec.com', 'csvrun', body,
                   'brackwell_run_20261119.csv', csv_text)
    return '31-csv-ig-hy-run', 'csv', msg, q
