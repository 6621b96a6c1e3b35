"""blind36 HOLD-OUT layouts (even numbers): siblings of the dev families."""
from common import (Q, MM, p32, cusip, isin, ytm, date, addr, text_mail, html_mail, csv_mail,
                    outlook, mso, table, price_from_yield)

HALF = 'holdout'
OUT = []


def layout(fn):
    OUT.append(fn)
    return fn


DISC = ("CONFIDENTIAL: this e-mail and any attachments are for the addressee only. Prices are indicative,\n"
        "for discussion purposes, and do not constitute an offer. Past performance is no guide.\n")
HDISC = ('<p class="MsoNormal"><span style="font-size:7pt;color:#7F7F7F">CONFIDENTIAL: this e-mail is for the addressee '
         'only. Prices are indicative and do not constitute an offer.</span></p>')


@layout
def h02():
    D = 'wendoverbank'
    body = """WENDOVER BANK  |  CROSS-ASSET AM RUN  |  Fri 20 Nov 2026 07:20 ET
Sizes 2MM unless noted.

== AGENCIES, 10x10 ==
FHLB 4 1/4 06/12/31      100-14 / 100-18
FFCB 4.05 02/26/29       99-29 / 100-01     callable 02/26/27
FHLMC 4 5/8 10/15/34     101.05 / 101.32

== IG (bp vs UST) ==
Pembrey Gas 5.15% Aug-34       +131/+126
QUARLTON BK 4.8 04/22/30       T+ 94 / 89     3x3
ROSSETT FOODS 5.6 '35          142/137        chg +1   (NIC 4bp)
SALTASH MED 4 3/8 12/01/29     +77 / +73

== HY (px) ==
TEMPLECOMBE 8 3/4 03/01/31     99 1/2 - 100          1x1
UFFCULME NRG 7.25 08/32        93.625/94.375         (was 93.25/94 Wed)
VOWCHURCH RET 10 1/8 2030      bid 96.75, offer 97.50

== CONVERTS (px) ==
WARBLINGTON 2.25 05/15/31 CV   108.50 / 109.25    delta 0.61
YARCOMBE BIO 0.5 12/01/29 CV   84.75 / 85.50      prem 74%

== CDS (bp running, 5x5) ==
CDX IG 47 5Y      51.75 / 52.25
PEMBREY GAS 5Y    88 / 94
TEMPLECOMBE 5Y    455 / 475    (500 cpn)

Desk 646-555-0149 | p.2 of 2 follows by IB
Ruth Calloway | Cross-Asset Sales | Wendover Bank NA

""" + DISC
    msg = text_mail(addr('Ruth Calloway', 'r.calloway@wendoverbank.com'), 'am-run@wendoverbank.com',
                    date(2026, 11, 20, 7, 20), 'AM run 20-Nov', 'wendoverbank.com', 'xrun', body)
    c, a, v, x = 'corporate', 'agency', 'convertible', 'cds'
    q = [Q('FHLB 4.25 2031-06-12', a, 'price', p32('100-14'), p32('100-18'), 10*MM, 10*MM, D),
         Q('FFCB 4.05 2029-02-26', a, 'price', p32('99-29'), p32('100-01'), 10*MM, 10*MM, D),
         Q('FHLMC 4.625 2034-10-15', a, 'price', 101.05, 101.32, 10*MM, 10*MM, D),
         Q('PEMBREY GAS 5.15 2034-08', c, 'spread', 131, 126, 2*MM, 2*MM, D),
         Q('QUARLTON BK 4.8 2030-04-22', c, 'spread', 94, 89, 3*MM, 3*MM, D),
         Q('ROSSETT FOODS 5.6 2035', c, 'spread', 142, 137, 2*MM, 2*MM, D),
         Q('SALTASH MED 4.375 2029-12-01', c, 'spread', 77, 73, 2*MM, 2*MM, D),
         Q('TEMPLECOMBE 8.75 2031-03-01', c, 'price', 99.5, 100, 1*MM, 1*MM, D),
         Q('UFFCULME NRG 7.25 2032-08', c, 'price', 93.625, 94.375, 2*MM, 2*MM, D),
         Q('VOWCHURCH RET 10.125 2030', c, 'price', 96.75, 97.5, 2*MM, 2*MM, D),
         Q('WARBLINGTON 2.25 2031-05-15 CV', v, 'price', 108.5, 109.25, 2*MM, 2*MM, D),
         Q('YARCOMBE BIO 0.5 2029-12-01 CV', v, 'price', 84.75, 85.5, 2*MM, 2*MM, D),
         Q('CDX IG 47 5Y', x, 'spread', 51.75, 52.25, 5*MM, 5*MM, D),
         Q('PEMBREY GAS 5Y', x, 'spread', 88, 94, 5*MM, 5*MM, D),
         Q('TEMPLECOMBE 5Y', x, 'spread', 455, 475, 5*MM, 5*MM, D)]
    return '02-morning-run-multi-section', 'text', msg, q


@layout
def h04():
    D = 'aldbrough'
    xs = isin('XS302277158')
    rows = [('REP OF TAMARO 5 3/4 04/15/35', 'REP OF TAMARO 5.75 2035-04-15', 5.75, 8.4, 93.10, 93.70, '', 3, 3),
            ('TAMARO 7 1/8 2052', 'TAMARO 7.125 2052', 7.125, 25.5, 88.25, 89.00, '  (+1/2)', 3, 3),
            ('BELMARA 6.4 11/30/30', 'BELMARA 6.4 2030-11-30', 6.4, 4.0, 101.875, 102.375, '  10x5', 10, 5),
            (xs, xs, 4.95, 6.1, 96.60, 97.15, '  B1', 3, 3),
            ('ZENTORIA 8 Jan-33', 'ZENTORIA 8 2033-01', 8.0, 6.15, 97.50, 98.25, '  unch  1mm', 1, 1)]
    lines, q = [], []
    for t, k, cpn, yrs, b, a, tail, bs, asz in rows:
        yb, ya = ytm(b, cpn, yrs), ytm(a, cpn, yrs)
        lines.append('%-30s px %.3f-%.3f  |  yld %.2f-%.2f%s' % (t, b, a, yb, ya, tail))
        q.append(Q(k, 'sovereign', 'price', b, a, bs*MM, asz*MM, D))
        q.append(Q(k, 'sovereign', 'yield', yb, ya, bs*MM, asz*MM, D))
    body = ("All,\n\nLatAm / CEEMEA sovs, USD. Sizes: 3MM unless noted. UST 10y 4.18 / 30y 4.74 for ref.\n\n"
            + '\n'.join(lines) +
            "\n\nTAMARO: budget vote 11/26, curve 25-40 cents off the highs. Election 2027.\n\n"
            "Bruno Sayer | EM Sovereign Flow | Aldbrough Securities SA | +41 22 555 0188\n\n" + DISC)
    msg = text_mail(addr('Bruno Sayer', 'bruno.sayer@aldbrough.ch'), 'em-flow@aldbrough.ch',
                    date(2026, 11, 20, 8, 10, 0, 1), 'EM sovs px / yld', 'aldbrough.ch', 'em2', body)
    return '04-em-sovs-price-yield', 'text', msg, q


@layout
def h06():
    D = 'lindqvistmarkets'
    cu = cusip('45912LAC')
    xs = isin('US' + cusip('45912LAD'))
    body = """Hi team,

IG levels for this morning - 3mm unless noted, all spreads vs UST.

Ingleby Power 5.3%% Jun-33          +146 / +140
INGLBY 5 7/8 06/15/53    T+189/184    5mm x 3mm
Jessop Brewing 4 1/2 1/15/30 (CUSIP %s)    price 100.25 / 100.60
Kelham Logistics 5.9 2035    bid +201, offer +193     2MM/1MM
ISIN %s     98.10 / 98.55
LUDGATE INS 6 1/4 10/01/34   +172/+166   (was +176/+170 yday close)
MALHAM WATER 4.7 03/31/31   +98 bid (100.95)

Axes:
We're +133 bid for 5 of the NETHERBY RAIL 5.35 11/15/32
Can offer 4mm OAKWELL TECH 4.4 07/01/29 at +71 and we're +119 bid for 3mm of the PARKGATE CHEM 5.65 09/15/33.

INGLBY new 30y printed +185 (IPT +210), $1bn.

Erik Lindqvist | IG Credit Sales | Lindqvist Markets AB | +46 8 555 0120

""" % (cu, xs) + DISC
    msg = text_mail(addr('Erik Lindqvist', 'erik@lindqvistmarkets.se'), addr('Credit Desk', 'credit@harbourlight.com'),
                    date(2026, 11, 20, 7, 35, 0, 1), 'IG levels + axes', 'lindqvistmarkets.se', 'ig6', body)
    c = 'corporate'
    q = [Q('INGLEBY POWER 5.3 2033-06', c, 'spread', 146, 140, 3*MM, 3*MM, D),
         Q('INGLBY 5.875 2053-06-15', c, 'spread', 189, 184, 5*MM, 3*MM, D),
         Q(cu, c, 'price', 100.25, 100.60, 3*MM, 3*MM, D),
         Q('KELHAM LOGISTICS 5.9 2035', c, 'spread', 201, 193, 2*MM, 1*MM, D),
         Q(xs, c, 'price', 98.10, 98.55, 3*MM, 3*MM, D),
         Q('LUDGATE INS 6.25 2034-10-01', c, 'spread', 172, 166, 3*MM, 3*MM, D),
         Q('MALHAM WATER 4.7 2031-03-31', c, 'spread', 98, None, 3*MM, None, D),
         Q('MALHAM WATER 4.7 2031-03-31', c, 'price', 100.95, None, 3*MM, None, D),
         Q('NETHERBY RAIL 5.35 2032-11-15', c, 'spread', 133, None, 5*MM, None, D),
         Q('OAKWELL TECH 4.4 2029-07-01', c, 'spread', None, 71, None, 4*MM, D),
         Q('PARKGATE CHEM 5.65 2033-09-15', c, 'spread', 119, None, 3*MM, None, D)]
    return '06-ig-run-bonds-many-ways', 'text', msg, q


@layout
def h08():
    D = 'fellbeckcap'
    new = [('QUANTOCK MINING 7 7/8 05/15/31', 'QUANTOCK MINING 7.875 2031-05-15', '95 1/4 / 96', 95.25, 96.0, '', 1),
           ('REDMIRE FOODS 6.125 01/31/30', 'REDMIRE FOODS 6.125 2030-01-31', '99.00 / 99.625', 99.0, 99.625, '  2x2', 2),
           ('SKELTON AIR 11 04/01/29', None, '104.25 / 105.00', None, None, '  1x1  TRADED', 1),
           ('THRELKELD HOMES 5.75 03/15/33', 'THRELKELD HOMES 5.75 2033-03-15', '86.50 / 87.25', 86.5, 87.25, '  (-1)', 1),
           ('USWORTH PHARMA 9.375 08/15/30', 'USWORTH PHARMA 9.375 2030-08-15', '101.75 / 102.375', 101.75, 102.375, '', 1),
           ('VARDEN TELECOM 8 02/01/32', 'VARDEN TELECOM 8 2032-02-01', '97 / 97 3/4', 97.0, 97.75, '  3x2', None)]
    newl = '\n'.join('%-31s %-17s%s' % (t, lv, tail) for t, k, lv, b, a, tail, s in new)
    body = """Sending on - Fellbeck's corrected run below, old one at the bottom for ref.

Kate

Begin forwarded message:

From: Greg Holt <g.holt@fellbeckcap.com>
Date: November 20, 2026 at 8:15:02 AM EST
To: Kate Shaw <kshaw@tidewayinv.com>
Subject: HY run (REVISED)

Revised - THRELKELD was wrong in the first one. px, 1x1 unless noted:

%s

Greg Holt | HY Trading | Fellbeck Capital | 212.555.0104

On Fri, Nov 20, 2026 at 7:10 AM Greg Holt <g.holt@fellbeckcap.com> wrote:
> QUANTOCK MINING 7 7/8 05/15/31   95 - 95 3/4
> REDMIRE FOODS 6.125 01/31/30     98.75 / 99.375   2x2
> THRELKELD HOMES 5.75 03/15/33    88.50 / 89.25
> USWORTH PHARMA 9.375 08/15/30    101.50 / 102.125
""" % newl
    msg = text_mail(addr('Kate Shaw', 'kshaw@tidewayinv.com'), addr('HY PMs', 'hy-pm@tidewayinv.com'),
                    date(2026, 11, 20, 8, 31), 'Fw: HY run (REVISED)', 'tidewayinv.com', 'fwd8', body)
    q = []
    for t, k, lv, b, a, tail, s in new:
        if not k:
            continue
        if s is None:
            q.append(Q(k, 'corporate', 'price', b, a, 3*MM, 2*MM, D))
        else:
            q.append(Q(k, 'corporate', 'price', b, a, s*MM, s*MM, D))
    return '08-forwarded-revised-hy-run', 'text', msg, q


@layout
def h10():
    D = 'marstonbrook'
    body = """Tom - answers to your list:

ABBERLEY 5 3/4 09/15/31: we can offer 2mm at 101.125.
BALDON CHEM 6.45 01/15/35 - +214 / +206, 2x2
Carwood Utilities 4.9 '33 we're 97.25 / 97.875 on it, 1x1
DEDHAM STEEL 7 1/8 10/01/30: 88.5 bid for 3 of them
EPWELL RETAIL 6 06/30/29 - bid 5.88%, offer 5.71%
Nothing to show on the FYFIELD 28s, desk is flat.

Also offer 1mm GADDESBY 5.6 04/01/34 at +181 and we're +196 bid for 2mm of the HOLWELL 6.1 11/30/33.

Best, Lina
Lina Osei | Credit Sales | Marston Brook & Co | +1 617 555 0175

-----Original Message-----
From: Tom Wexley <twexley@harbourlight.com>
Sent: Thursday, November 19, 2026 5:12 PM
To: Lina Osei <l.osei@marstonbrook.com>
Subject: levels

ABBERLEY 5 3/4 09/15/31   mark 100.75
BALDON CHEM 6.45 01/15/35 +220 / +212 ?
Carwood Utilities 4.9 '33
DEDHAM STEEL 7 1/8 10/01/30  bid 88?
EPWELL RETAIL 6 06/30/29
"""
    msg = text_mail(addr('Lina Osei', 'l.osei@marstonbrook.com'), addr('Tom Wexley', 'twexley@harbourlight.com'),
                    date(2026, 11, 20, 7, 44), 'RE: levels', 'marstonbrook.com', 're10', body)
    c = 'corporate'
    q = [Q('ABBERLEY 5.75 2031-09-15', c, 'price', None, 101.125, None, 2*MM, D),
         Q('BALDON CHEM 6.45 2035-01-15', c, 'spread', 214, 206, 2*MM, 2*MM, D),
         Q('CARWOOD UTILITIES 4.9 2033', c, 'price', 97.25, 97.875, 1*MM, 1*MM, D),
         Q('DEDHAM STEEL 7.125 2030-10-01', c, 'price', 88.5, None, 3*MM, None, D),
         Q('EPWELL RETAIL 6 2029-06-30', c, 'yield', 5.88, 5.71, None, None, D),
         Q('GADDESBY 5.6 2034-04-01', c, 'spread', None, 181, None, 1*MM, D),
         Q('HOLWELL 6.1 2033-11-30', c, 'spread', 196, None, 2*MM, None, D)]
    return '10-reply-prose-axes-over-history', 'text', msg, q


@layout
def h12():
    D = 'tarrantmuni'
    munis = [(2000, 'ASHCOMBE CITY OH GO LTD', '04352R', 'KL', 5.0, '12/01/40', '12/01/35', 3.61, 9.02),
             (750, 'BRIMLEY UNIV REV SER B', '10968P', 'FG', 4.0, '05/15/38', '05/15/33', 3.72, 6.48),
             (1500, 'CARNWATH TRANS AUTH', '14377W', 'MN', 5.25, '07/01/45', '07/01/34', 3.98, 7.62),
             (300, 'DUNSOP SCH DIST #4', '26545H', 'AB', 4.0, '02/15/30', None, 2.84, 3.24)]
    ml, q = [], []
    for par, desc, base, iss, cpn, mat, call, y, yrs in munis:
        cu = cusip(base + iss)
        px = round(price_from_yield(y, cpn, yrs), 3)
        ml.append('%-26s %s  %5.3f%%  %s  %-10s %5s  %.3f (%.2f%%)' % (desc, cu, cpn, mat, call or '--', '{:,}'.format(par), px, y))
        q.append(Q(cu, 'muni', 'price', None, px, None, par * 1000.0, D))
        q.append(Q(cu, 'muni', 'yield', None, y, None, par * 1000.0, D))
    cv = [('ZELDON SEMI 1 3/8 08/15/30 CV', 'ZELDON SEMI 1.375 2030-08-15 CV', 131.5, 132.5, '  parity 128.40  delta 0.88'),
          ('ACKWORTH AIR 3.25 06/01/29 CV', 'ACKWORTH AIR 3.25 2029-06-01 CV', 97.25, 98.0, '  prem 48%  (stk 21.40)'),
          ('BEXWELL RX 0 02/15/31 CV', 'BEXWELL RX 0 2031-02-15 CV', 79.75, 80.75, '  delta 0.22')]
    cl = []
    for t, k, b, a, tail in cv:
        cl.append('%-31s %.2f - %.2f%s' % (t, b, a, tail))
        q.append(Q(k, 'convertible', 'price', b, a, 2*MM, 2*MM, D))
    body = ("Offerings as of 8:05 - munis listed are OFFERINGS, px (yld to worst), par in $000s.\n\n"
            "Description                CUSIP       Cpn     Maturity  Call       Par (000)  Px (Yld)\n"
            + '\n'.join(ml) + "\n\nAll munis callable at par. MMD 20y 3.38 (+2).\n\n"
            "CONVERTS - two-way px, sizes 2MM:\n" + '\n'.join(cl) +
            "\n\nPage 1/1\nJoel Tarrant | Muni / CV Sales | Tarrant Muni Partners | 214-555-0166\n\n" + DISC)
    msg = text_mail(addr('Joel Tarrant', 'jt@tarrantmuni.com'), 'offerings@tarrantmuni.com',
                    date(2026, 11, 20, 8, 5, 0, -6), 'Offerings 11/20', 'tarrantmuni.com', 'muni12', body)
    return '12-muni-offerings-and-converts', 'text', msg, q


@layout
def h14():
    body = """Thank you for your message. I am out of the office until Monday 30 November 2026 with
limited access to e-mail.

For UST and agency runs please contact the desk on +1 212 555 0161 or rates-run@fairhavenrates.com.
For credit (IG 5y CDS, HY, EM) please contact Hal Dempster on +1 212 555 0133.

Regards,
Mike Oduya | Rates Trading | Fairhaven Rates & Credit
"""
    msg = text_mail(addr('Mike Oduya', 'm.oduya@fairhavenrates.com'), addr('Kate Shaw', 'kshaw@tidewayinv.com'),
                    date(2026, 11, 20, 9, 1), 'Automatic reply: UST 10s / 30s levels?', 'fairhavenrates.com', 'ooo', body,
                    extra={'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All'})
    return '14-out-of-office-no-quote', 'text', msg, []


@layout
def h16():
    D = 'kellingrates'
    a1, a2, a3 = cusip('3130BU4K'), cusip('3133EWA8'), cusip('3135GCB1')
    body = ("OTR UST / AGY   11/20/26  07:30 NY\n"
            "UST run, 50x50 on the run\n"
            "  2y   T 3 3/4 10/31/28\t\t99-30+ / 99-31   prev 99-29+\n"
            "  5y   T 3 7/8 10/31/31\t\t99-22 / 226      2y/5y +21.5\n"
            "  7y   T 4 10/31/33\t\t99-16+ / 99-17+  chg +3\n"
            "  10y  T 4 1/4 11/15/35\t\t100-02 / 100-03  hi 100-06, lo 99-28\n"
            "  30y  T 4 3/4 11/15/55\t\t99-08 / 99-10    10:30 auction res: 4.780%%\n\n"
            "Agencies, 10x10:\n"
            "FHLB 3 7/8 08/13/29 (CUSIP %s)   99-26 / 99-30\n"
            "FFCB 4.2 03/01/32  %s\t100.36\t100.52\n"
            "FNMA 4 1/8 01/16/31  %s   100.12 / 100.24   1.5%% of issue on offer\n\n"
            "Typo above: the FFCB 4.2 03/01/32 should read 100.26 / 100.42, not 100.36 / 100.52.\n\n"
            "Sue Kelling | UST & Agency Trading | Kelling Rates LLC | 312-555-0190\n\n" % (a1, a2, a3)) + DISC
    msg = text_mail(addr('Sue Kelling', 's.kelling@kellingrates.com'), 'runs@kellingrates.com',
                    date(2026, 11, 20, 7, 30), 'UST / AGY', 'kellingrates.com', 'ust16', body)
    g, a = 'government', 'agency'
    q = [Q('T 3.75 2028-10-31', g, 'price', p32('99-30+'), p32('99-31'), 50*MM, 50*MM, D),
         Q('T 3.875 2031-10-31', g, 'price', p32('99-22'), p32('99-226'), 50*MM, 50*MM, D),
         Q('T 4 2033-10-31', g, 'price', p32('99-16+'), p32('99-17+'), 50*MM, 50*MM, D),
         Q('T 4.25 2035-11-15', g, 'price', p32('100-02'), p32('100-03'), 50*MM, 50*MM, D),
         Q('T 4.75 2055-11-15', g, 'price', p32('99-08'), p32('99-10'), 50*MM, 50*MM, D),
         Q(a1, a, 'price', p32('99-26'), p32('99-30'), 10*MM, 10*MM, D),
         Q(a2, a, 'price', 100.26, 100.42, 10*MM, 10*MM, D),
         Q(a3, a, 'price', 100.12, 100.24, 10*MM, 10*MM, D)]
    return '16-ust-agency-run-tabs', 'text', msg, q


@layout
def h18():
    D = 'pendlebury'
    rows = [('ROCKCLIFFE GAS', '5.35', '03/15/34', '77402QAD', 151, 100.08, 146, 100.40, '3x3', 'T 4 1/4 35', '+2', ''),
            ('SEATON BANCORP', '4.85', '10/22/29', '81236UBB', 89, 100.49, 85, 100.61, '', 'T 3 3/4 28', '-1', ''),
            ('SEATON BANCORP', '5.5', '10/22/35', '81236UBC', 132, 101.21, 127, 101.58, '', 'T 4 1/4 35', '-1', 'OFF'),
            ('TILSTOCK HLTH', '5.95', '06/01/37', '88654JAK', 178, 100.02, 171, 100.55, '5x2', 'T 4 1/4 35', '0', ''),
            ('UPPINGHAM REIT', '4.6', '08/15/30', '91528MAE', 117, 99.46, 112, 99.64, '1x1', 'T 3 7/8 31', '+4', 'axe'),
            ('WALDRIST INDS', '5.05', '01/30/32', '93107TAF', 126, 100.21, 121, 100.46, '', 'T 3 7/8 31', '-2', '')]
    trs, q = [], []
    for iss, cpn, mat, cb, sb, pb, sa, pa, sz, bmk, chg, com in rows:
        cu = cusip(cb)
        trs.append([iss + ' ' + cpn + ' ' + mat, cu, '+%d<br>+%d' % (sb, sa), '%.2f<br>%.2f' % (pb, pa), sz, bmk, chg, com])
        if com == 'OFF':
            continue
        b, a = (int(sz.split('x')[0]), int(sz.split('x')[1])) if sz else (5, 5)
        q.append(Q(cu, 'corporate', 'spread', sb, sa, b*MM, a*MM, D))
        q.append(Q(cu, 'corporate', 'price', pb, pa, b*MM, a*MM, D))
    inner = '\n'.join([mso('Hi all,'), mso(''),
                       mso('USD IG - spread to UST (bp) and price, bid over offer in each cell. All sizes 5x5 unless stated.'),
                       table(trs, ['Bond', 'CUSIP', 'Sprd B/O', 'Px B/O', 'Size', 'Bmk', 'Chg', 'Status']),
                       mso(''), mso('Regards, Owen'), mso('<b>Owen Pendlebury</b> | IG Trading | Pendlebury &amp; Hart LLP | 020 7946 0911'),
                       HDISC])
    msg = html_mail(addr('Owen Pendlebury', 'owen@pendlebury.co.uk'), 'ig-run@pendlebury.co.uk',
                    date(2026, 11, 20, 8, 0, 0, 0), 'USD IG sprd / px', 'pendlebury.co.uk', 'ig18', outlook(inner, 'Aptos'))
    return '18-html-outlook-ig-spread-price', 'html', msg, q


@layout
def h20():
    D = 'kittowsec'
    nb = '&nbsp;'
    hy = [('ALLERTON BREW 6 3/8 02/01/31', 'ALLERTON BREW 6.375 2031-02-01', '93 3/4 - 94 1/2', 93.75, 94.5, ''),
          ("BOSLEY CASINOS 9.5 '29", 'BOSLEY CASINOS 9.5 2029', '102½ / 103', 102.5, 103.0, ''),
          ('CHURNET PAPER 7.25 11/15/32', 'CHURNET PAPER 7.25 2032-11-15', '84.00/85.00', 84.0, 85.0, ' 1x1'),
          ('DILHORNE AUTO 5 7/8 07/15/30', 'DILHORNE AUTO 5.875 2030-07-15', '97.375 / 98.00', 97.375, 98.0, ' chg +1/4')]
    cds = [('ALLERTON BREW 5Y', 290, 305), ('CHURNET PAPER 5Y', 512, 537), ('DILHORNE AUTO 5Y', 221, 233)]
    q, lines = [], []
    for t, k, lv, b, a, tail in hy:
        lines.append('<div><span style="font-family:Georgia">%s</span>%s%s%s</div>' % (t, nb * 5, lv, tail))
        s = 1 if tail == ' 1x1' else 3
        q.append(Q(k, 'corporate', 'price', b, a, s*MM, s*MM, D))
    cl = []
    for k, b, a in cds:
        cl.append('<div>%s%s%d / %d</div>' % (k, nb * 7, b, a))
        q.append(Q(k, 'cds', 'spread', b, a, 10*MM, 10*MM, D))
    html = ('<html><body style="font-family:Georgia,serif;font-size:14px">'
            '<div>Hi both -</div><div><br></div>'
            '<div><u>HY bonds, px, 3MM unless noted:</u></div>' + ''.join(lines) +
            '<div><br></div><div><u>CDS 5y, bp, 10x10:</u></div>' + ''.join(cl) +
            '<div><br></div><div>BOSLEY calls at 104.75 on 03/01/27. CHURNET Q3 results 12/03.</div>'
            '<div><br></div><div>Nina Kittow<br>HY &amp; Distressed | Kittow Securities<br>+44 (0)20 7946 0733</div>'
            '<div style="font-size:9px;color:#999">Kittow Securities LLP, authorised and regulated by the FCA. Indicative only.</div>'
            '</body></html>\n')
    msg = html_mail(addr('Nina Kittow', 'nina.kittow@kittowsec.co.uk'), 'hy@harbourlight.com',
                    date(2026, 11, 20, 8, 22, 0, 0), 'HY / CDS', 'kittowsec.co.uk', 'hy20', html)
    return '20-html-div-lines-hy-cds', 'html', msg, q


@layout
def h22():
    D = 'ravelstone'
    idx = [('ITRX MAIN S46', '5Y', 55.75, 56.25, '+0.25', 'spread'), ('ITRX MAIN S46', '10Y', 83.5, 84.5, '+0.5', 'spread'),
           ('CDX HY 47', '5Y', 106.375, 106.5, '-1/8', 'price'), ('CDX EM 46', '5Y', 97.05, 97.25, '0', 'price')]
    sn = [('ASKERN POWER', 66, 71, 'BBB+'), ('BILSDALE FOODS', 144, 152, 'BBB-'), ('COVERACK TEL', 338, 356, 'BB'),
          ('DURSLEY AUTO', 189, 199, 'BB+'), ('EGGLETON CHEM', 92, 98, 'BBB')]
    q = []
    st = 'font-family:Consolas,"Courier New",monospace;font-size:9pt'
    r1 = ''.join('<tr><td>%s %s</td><td>%s</td><td>%s</td><td>%s</td></tr>' % (n, t, b, a, c) for n, t, b, a, c, _ in idx)
    for n, t, b, a, c, qt in idx:
        q.append(Q('%s %s' % (n, t), 'cds', qt, b, a, 25*MM, 25*MM, D))
    r2 = ''.join('<tr><td>%s</td><td>%s</td><td>%d</td><td>%d</td><td>%d</td></tr>' % (n, r, b, a, (b + a) // 2) for n, b, a, r in sn)
    for n, b, a, r in sn:
        q.append(Q('%s 5Y' % n, 'cds', 'spread', b, a, 5*MM, 5*MM, D))
    up = [('FARNLEY RETAIL 5Y', 8.5, 9.25), ('GOSFORTH MEDIA 5Y', 14.0, 15.0)]
    r3 = ''.join('<tr><td>%s</td><td>%s</td><td>%s</td></tr>' % (n, b, a) for n, b, a in up)
    for n, b, a in up:
        q.append(Q(n, 'cds', 'upfront', b, a, 5*MM, 5*MM, D))
    html = ('<html><body><div style="%s">RAVELSTONE CREDIT DERIVS 20NOV26 07:50<br>Indices 25x25, single names 5x5.<br><br>' % st
            + '<table border="1" cellspacing="0" cellpadding="3" style="%s"><tr><th>Index</th><th>Bid</th><th>Ask</th><th>Chg</th></tr>%s</table><br>' % (st, r1)
            + 'CDS 5Y (bp)<br><table border="1" cellspacing="0" cellpadding="3" style="%s"><tr><th>Name</th><th>Rtg</th><th>Bid</th><th>Ask</th><th>Mid</th></tr>%s</table><br>' % (st, r2)
            + 'Upfront vs 500 running (pts)<br><table border="1" cellspacing="0" cellpadding="3" style="%s"><tr><th>Name</th><th>Bid</th><th>Ask</th></tr>%s</table>' % (st, r3)
            + '<br>Rec 40 / 25 (sub). Roll 12/21.<br><br>Marta Ravel | Ravelstone Partners | +33 1 55 55 01 44<br></div></body></html>\n')
    msg = html_mail(addr('Marta Ravel', 'm.ravel@ravelstone.fr'), 'cds@ravelstone.fr',
                    date(2026, 11, 20, 7, 50, 0, 1), 'CDS run', 'ravelstone.fr', 'cds22', html)
    return '22-html-bloomberg-cds-tables', 'html', msg, q


@layout
def h24():
    D = 'thornleigh'
    rows = [('FHLB 4.05 09/14/29', '3130BV3C', 11, 8, 100.12, 100.20), ('FHLB 4 1/2 12/10/32', '3130BV7N', 19, 16, 101.44, 101.60),
            ('FFCB 4.15 04/15/31', '3133EXR2', 14, 11, 100.33, 100.46), ('FHLMC 4.4 08/28/34', '3137HFP6', 27, 23, 100.58, 100.87)]
    old = [(n, c, sb - 1, sa - 1, round(pb + 0.05, 2), round(pa + 0.05, 2)) for n, c, sb, sa, pb, pa in rows]

    def mk(rs):
        return table([[n, cusip(c), '%d / %d' % (sb, sa), '%.2f / %.2f' % (pb, pa)] for n, c, sb, sa, pb, pa in rs],
                     ['Bond', 'CUSIP', 'Spread (bp) B / O', 'Price B / O'])
    q = []
    for n, c, sb, sa, pb, pa in rows:
        cu = cusip(c)
        q.append(Q(cu, 'agency', 'spread', sb, sa, 10*MM, 10*MM, D))
        q.append(Q(cu, 'agency', 'price', pb, pa, 10*MM, 10*MM, D))
    inner = '\n'.join([mso('Updated for the 10:00 data. Spread to UST, 10MM a side.'), mk(rows), mso(''),
                       mso('Dev Thornleigh | Agencies | Thornleigh Capital | 415-555-0108'), mso(''),
                       '<hr size="2" width="100%" align="center">',
                       mso('<b>From:</b> Dev Thornleigh<br><b>Sent:</b> Friday, November 20, 2026 7:15 AM<br>'
                           '<b>To:</b> Kate Shaw<br><b>Subject:</b> agencies'),
                       mso('Agencies, 10MM a side:'), mk(old), HDISC])
    msg = html_mail(addr('Dev Thornleigh', 'dev@thornleigh.com'), addr('Kate Shaw', 'kshaw@tidewayinv.com'),
                    date(2026, 11, 20, 10, 12, 0, -8), 'RE: agencies', 'thornleigh.com', 'agy24', outlook(inner))
    return '24-html-reply-agency-refresh', 'html', msg, q


@layout
def h26():
    rows = [['Trade Ref', 'PND-88213'], ['Trade Date / Time', '20-Nov-2026 09:41:07 GMT'], ['Value Date', '24-Nov-2026'],
            ['You Sold', 'GBP 3,000,000 nominal'], ['Security', 'ROCKCLIFFE GAS 5.35 03/15/34'],
            ['ISIN', isin('US' + cusip('77402QAD'))], ['Clean Price', '100.40'], ['Accrued Interest', '30,758.33'],
            ['Consideration', '3,012,000.00'], ['Total', '3,042,758.33']]
    inner = '\n'.join([mso('Dear Client, we confirm the following transaction:'), table(rows), mso(''),
                       mso('Settlement via Euroclear 12345. Queries: +44 20 7946 0900.'), HDISC])
    msg = html_mail(addr('Pendlebury Settlements', 'settlements@pendlebury.co.uk'), addr('Tom Wexley', 'twexley@harbourlight.com'),
                    date(2026, 11, 20, 9, 50, 0, 0), 'Confirmation PND-88213', 'pendlebury.co.uk', 'conf26', outlook(inner))
    return '26-html-trade-confirmation-no-quote', 'html', msg, []


@layout
def h28():
    D = 'brockhurst'
    log = """Persistent chat "BROCKHURST <> TIDEWAY CREDIT" 20/11/2026
07:58:02  Kate Shaw [TIDEWAY]  hi, cdx ig and a couple of names pls
07:58:40  Leo Marsh [BROCKHURST]  morning. sizes 5x5 single names, 50x50 index
07:58:51  Leo Marsh [BROCKHURST]  CDX IG 47 5Y 51.5 / 52
07:59:20  Leo Marsh [BROCKHURST]  ASKERN POWER 5Y 65 / 70
07:59:26  Leo Marsh [BROCKHURST]  same size in the 10y 97 / 104
08:00:03  Leo Marsh [BROCKHURST]  BILSDALE FOODS 5Y 146 / 154
08:00:15  Kate Shaw [TIDEWAY]  bilsdale bid 150?
08:01:12  Leo Marsh [BROCKHURST]  COVERACK TEL 5Y 335 / 355 may be stale, let me double check
08:03:40  Leo Marsh [BROCKHURST]  DURSLEY AUTO 5Y 187 / 197, was 190 / 200 yday
08:06:10  Leo Marsh [BROCKHURST]  BILSDALE FOODS 5Y 145 / 153, not 146 / 154, sorry
08:09:00  Leo Marsh [BROCKHURST]  CDX IG 47 5Y now 51.25 / 51.75, was 51.5 / 52
08:09:30  Kate Shaw [TIDEWAY]  ty
"""
    msg = text_mail(addr('Kate Shaw', 'kshaw@tidewayinv.com'), addr('Credit', 'credit@tidewayinv.com'),
                    date(2026, 11, 20, 8, 15), 'chat Brockhurst', 'tidewayinv.com', 'chat28', log + '\nKate\n')
    x = 'cds'
    q = [Q('CDX IG 47 5Y', x, 'spread', 51.25, 51.75, 50*MM, 50*MM, D),
         Q('ASKERN POWER 5Y', x, 'spread', 65, 70, 5*MM, 5*MM, D),
         Q('ASKERN POWER 10Y', x, 'spread', 97, 104, 5*MM, 5*MM, D),
         Q('BILSDALE FOODS 5Y', x, 'spread', 145, 153, 5*MM, 5*MM, D),
         Q('COVERACK TEL 5Y', x, 'spread', 335, 355, 5*MM, 5*MM, D),
         Q('DURSLEY AUTO 5Y', x, 'spread', 187, 197, 5*MM, 5*MM, D)]
    return '28-chat-desk-log-cds', 'chat', msg, q


@layout
def h30():
    D = 'garrickfield'
    body = """20-Nov-2026 07:31:04  Hugo Varga, GARRICKFIELD: morning. TAMARO 7 1/8 2052 88.40 / 89.10, 2x2
20-Nov-2026 07:31:40  Hugo Varga, GARRICKFIELD: BELMARA 6.4 11/30/30 offer 102.30 / 5.76, 5mm
20-Nov-2026 07:32:15  Ann Lowe, TIDEWAY INVESTMEN: belmara bid?
20-Nov-2026 07:33:02  Hugo Varga, GARRICKFIELD: BELMARA 6.4 11/30/30 bid 101.90, 2mm
20-Nov-2026 07:35:10  Hugo Varga, GARRICKFIELD: ZENTORIA 8 Jan-33 97.625 / 98.375
20-Nov-2026 07:35:18  Hugo Varga, GARRICKFIELD: pls ignore that, wrong line
20-Nov-2026 07:37:45  Hugo Varga, GARRICKFIELD: ZENTORIA 8 Jan-33 97.375 / 98.125, 1x1. last 97.50 on 11/18
20-Nov-2026 07:40:00  Hugo Varga, GARRICKFIELD: REP OF TAMARO 5 3/4 04/15/35 yld 6.84 = px 93.15 bid
"""
    msg = text_mail(addr('Ann Lowe', 'ann.lowe@tidewayinv.com'), addr('EM', 'em@tidewayinv.com'),
                    date(2026, 11, 20, 7, 45), 'Bloomberg chat history - Garrickfield', 'tidewayinv.com', 'chat30',
                    'Export of IB history below.\n\n' + body + '\nAnn\n')
    s = 'sovereign'
    q = [Q('TAMARO 7.125 2052', s, 'price', 88.40, 89.10, 2*MM, 2*MM, D),
         Q('BELMARA 6.4 2030-11-30', s, 'price', 101.90, 102.30, 2*MM, 5*MM, D),
         Q('BELMARA 6.4 2030-11-30', s, 'yield', None, 5.76, None, 5*MM, D),
         Q('ZENTORIA 8 2033-01', s, 'price', 97.375, 98.125, 1*MM, 1*MM, D),
         Q('REP OF TAMARO 5.75 2035-04-15', s, 'yield', 6.84, None, None, None, D),
         Q('REP OF TAMARO 5.75 2035-04-15', s, 'price', 93.15, None, None, None, D)]
    return '30-chat-bloomberg-history-em', 'chat', msg, q


@layout
def h32():
    D = 'hallamcap'
    rows = [('PEMBREY GAS 5.15 2034-08-15', '70601BAJ', 100.82, 101.14, 128, 123, '5', '5', '131', 'A-'),
            ('QUARLTON BK 4.8 2030-04-22', '74733RAC', 100.95, 101.08, 92, 88, '', '', '94', 'A+'),
            ('SALTASH MED 4.375 2029-12-01', '79489GAA', 99.91, 100.02, 76, 72, '2', '2', '77', 'BBB+'),
            ('LUDGATE INS 6.25 2034-10-01', '54977FAF', 104.60, 104.98, 171, 165, '3', '1', '172', 'BBB'),
            ('NETHERBY RAIL 5.35 2032-11-15', '64109XAB', 100.55, 100.80, 131, 126, '', '', '133', 'BBB+')]
    lines = ['Security;CUSIP;Bid Price;Offer Price;Bid Spread;Offer Spread;Bid Size;Offer Size;Prev Spread;Rating']
    q = []
    for n, cb, bp, ap, bs, as_, bz, az, pv, rt in rows:
        cu = cusip(cb)
        lines.append(';'.join([n, cu, '%.2f' % bp, '%.2f' % ap, str(bs), str(as_), bz and str(int(bz) * 1000), az and str(int(az) * 1000), pv, rt]))
        b = float(bz) if bz else 1.0
        a = float(az) if az else 1.0
        q.append(Q(cu, 'corporate', 'price', bp, ap, b*MM, a*MM, D))
        q.append(Q(cu, 'corporate', 'spread', bs, as_, b*MM, a*MM, D))
    body = ("Please find attached our IG run. Sizes in the file in thousands; Sizes 1MM unless noted.\n\n"
            "Hallam Capital | Credit Trading | +44 113 555 0177\n\n" + DISC)
    msg = csv_mail(addr('Hallam Credit Desk', 'credit.desk@hallamcap.co.uk'), 'clients@hallamcap.co.uk',
                   date(2026, 11, 20, 7, 5, 0, 0), 'Hallam IG run', 'hallamcap.co.uk', 'csv32', body,
                   'HALLAM_IG_RUN.csv', '\r\n'.join(lines) + '\r\n')
    return '32-csv-ig-run-semicolon', 'csv', msg, q
