"""Layout families of blind35. Each family renders one mail from a parameter dict and returns
(format, eml bytes, gold quotes). dev.py and holdout.py call them with different dealers,
issuers, numbers and details."""
import html as H
from common import (Q, PDF, ruled_table, rnd_cusip, rnd_isin, to32, iso, ytm, eml, docx_bytes, xlsx_bytes,
                    text_width)

DISCL = ("This message and any attachment are confidential and intended solely for the addressee. "
         "{firm} is a member of FINRA/SIPC. This material is not research and does not constitute "
         "investment advice or a solicitation. Levels are for institutional investors only.")

def sig(p):
    return (f"\n\n{p['trader']}\n{p['desk']} | {p['firm']}\n{p['phone']}\n{p['email']}\n\n"
            + DISCL.format(firm=p['firm']) + "\n")

def frm(p):
    return f"{p['trader']} <{p['email']}>"

def fd(x, n=2):
    return f"{x:.{n}f}"

def tick(rng, lo, hi, step):
    n = rng.randint(0, int(round((hi - lo) / step)))
    return round(lo + n * step, 6)

AGENCY_PFX = {'FHLB': '3130', 'FNMA': '3135', 'FHLMC': '3134', 'FFCB': '3133'}
DN_PFX = {'FHLB': '313385', 'FNMA': '313589', 'FHLMC': '313397', 'FFCB': '313313'}
MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

def agency_rows(rng, n, kind, y0=2027, y1=2033):
    rows = []
    for _ in range(n):
        iss = rng.choice(list(AGENCY_PFX))
        cid = rnd_cusip(rng, AGENCY_PFX[iss] + rng.choice('AGHNK'))
        y, m, d = rng.randint(y0, y1), rng.randint(1, 12), rng.choice([5, 10, 15, 20, 25, 28])
        if kind in ('call', 'step'):
            y = max(y, 2029)
        cpn = tick(rng, 3.5, 5.25, 0.125)
        r = dict(iss=iss, cusip=cid, cpn=cpn, y=y, m=m, d=d, kind=kind)
        if kind in ('call', 'step'):
            r['cy'], r['cm'], r['cd'] = rng.randint(2027, min(y - 1, 2029)), rng.randint(1, 12), d
            r['cpx'] = 100.0
        rows.append(r)
    return rows

def cpn_s(c):
    return f"{c:.3f}"

# ======================================================================= F-A: agency monospace run PDF
def agency_mono_pdf(p):
    rng = p['rng']
    secs = [('BULLETS', agency_rows(rng, p['n'][0], 'bullet')),
            ('CALLABLES  (call px / first call shown)', agency_rows(rng, p['n'][1], 'call')),
            ('STEP-UPS  (cpn shown is current coupon)', agency_rows(rng, p['n'][2], 'step'))]
    quotes, lines = [], []
    thirty2 = p.get('thirty2', False)
    if p.get('prior_first'):
        hdr = f"{'CUSIP':<11}{'ISSUER':<7}{'CPN':>7}  {'MATURITY':<11}{'1ST CALL':<10}{'CALL PX':>8}{'PRIOR CL':>10}{'BID':>10}{'ASK':>10}{'CHG':>7}{'SZ(MM)':>8}"
    else:
        hdr = f"{'CUSIP':<11}{'ISSUER':<7}{'CPN':>7}  {'MATURITY':<11}{'1ST CALL':<10}{'CALL PX':>8}{'BID':>10}{'ASK':>10}{'PRIOR CL':>10}{'CHG':>7}{'SZ(MM)':>8}"
    for title, rows in secs:
        lines.append(('SEC', title))
        for r in rows:
            if thirty2:
                bid = tick(rng, 96.5, 101.5, 1 / 64)
                ask = bid + rng.choice([2, 3, 4, 5]) / 64
                chg_t = rng.choice([-3, -2, -1, 1, 2, 3])
                prior = bid - chg_t / 32
                sb, sa, sp, sc = to32(bid), to32(ask), to32(prior), f"{chg_t:+d}"
            else:
                bid = tick(rng, 96.5, 101.5, 0.01)
                ask = round(bid + rng.choice([0.06, 0.08, 0.1, 0.12, 0.15]), 2)
                chg = rng.choice([-0.12, -0.06, -0.03, 0.02, 0.05, 0.09])
                prior = round(bid - chg, 2)
                sb, sa, sp, sc = fd(bid), fd(ask), fd(prior), f"{chg:+.2f}"
            size = rng.choice([5, 10, 10, 15, 25])
            mat = f"{r['m']:02d}/{r['d']:02d}/{r['y']}"
            call = f"{r['cm']:02d}/{r['cd']:02d}/{r['cy'] % 100:02d}" if 'cy' in r else ''
            cpx = fd(r['cpx'], 3) if 'cpx' in r else ''
            if p.get('prior_first'):
                s = f"{r['cusip']:<11}{r['iss']:<7}{cpn_s(r['cpn']):>7}  {mat:<11}{call:<10}{cpx:>8}{sp:>10}{sb:>10}{sa:>10}{sc:>7}{size:>8}"
            else:
                s = f"{r['cusip']:<11}{r['iss']:<7}{cpn_s(r['cpn']):>7}  {mat:<11}{call:<10}{cpx:>8}{sb:>10}{sa:>10}{sp:>10}{sc:>7}{size:>8}"
            lines.append(('ROW', s))
            quotes.append(Q(r['cusip'], 'agency', 'price', bid, ask, size * 1e6, size * 1e6, p['dealer']))
    pdf = PDF(p['title'])
    per_page = p['per_page']
    chunks, cur = [], []
    for ln in lines:
        cur.append(ln)
        if len(cur) >= per_page:
            chunks.append(cur)
            cur = []
    if cur:
        chunks.append(cur)
    for i, ch in enumerate(chunks):
        pg = pdf.page(612, 792)
        pg.text(36, 760, f"{p['firm'].upper()} - {p['title']}", 'F5', 9)
        pg.text(576, 760, p['datestr'], 'F3', 8, 'r')
        pg.text(36, 745, p['subtitle'], 'F3', 7.5)
        y = 720
        pg.text(36, y, hdr, 'F5', 7.5)
        pg.text(36, y - 8, '-' * len(hdr), 'F3', 7.5)
        y -= 22
        for kind, s in ch:
            if kind == 'SEC':
                y -= 4
                pg.text(36, y, s, 'F5', 7.5)
            else:
                pg.text(36, y, s, 'F3', 7.5)
            y -= 11
        pg.text(36, 40, f"{p['firm']} | Agency Trading {p['phone']} | For institutional use only", 'F3', 6.5)
        pg.text(576, 40, f"Page {i + 1} of {len(chunks)}", 'F3', 6.5, 'r')
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'pdf', pdf.bytes())])
    return 'pdf', msg, quotes

# ======================================================================= F-B: agency side by side ruled PDF
def agency_side_pdf(p):
    rng = p['rng']
    bl = agency_rows(rng, p['n'][0], 'bullet')
    dn = []
    for _ in range(p['n'][1]):
        iss = rng.choice(list(DN_PFX))
        dn.append(dict(iss=iss, cusip=rnd_cusip(rng, DN_PFX[iss]), m=rng.randint(1, 12), d=rng.choice([2, 9, 16, 23]),
                       y=2027))
    quotes = []
    brows, drows = [], []
    for r in bl:
        bid = tick(rng, 97.0, 101.0, 0.005)
        ask = round(bid + rng.choice([0.04, 0.05, 0.07, 0.1]), 3)
        brows.append([r['cusip'], r['iss'], fd(r['cpn'], 3), f"{r['m']:02d}/{r['d']:02d}/{r['y'] % 100:02d}", fd(bid, 3), fd(ask, 3)])
        quotes.append(Q(r['cusip'], 'agency', 'price', bid, ask, p['bsz'] * 1e6, p['bsz'] * 1e6, p['dealer']))
    for r in dn:
        bid = tick(rng, 3.55, 3.98, 0.005)
        ask = round(bid - rng.choice([0.01, 0.015, 0.02, 0.03]), 3)
        drows.append([r['cusip'], r['iss'] + ' DN', f"{r['m']:02d}/{r['d']:02d}/{r['y'] % 100:02d}", fd(bid, 3), fd(ask, 3)])
        quotes.append(Q(r['cusip'], 'agency', 'yield', bid, ask, p['dsz'] * 1e6, p['dsz'] * 1e6, p['dealer']))
    pdf = PDF('Agency Axes')
    pg = pdf.page(792, 612)
    pg.rect(0, 570, 792, 42, 0.85)
    pg.text(30, 590, f"{p['firm']}  |  US Agencies  |  {p['datestr']}", 'F2', 12)
    pg.text(30, 552, f"Sizes: bullets {p['bsz']}MM, discount notes {p['dsz']}MM", 'F1', 8)
    bw = [62, 44, 40, 52, 52, 52]
    dw = [62, 52, 52, 62, 62]
    bh = [[('', 4), ('Price', 2)], [('CUSIP', 1), ('Issuer', 1), ('Cpn', 1), ('Maturity', 1), ('Bid', 1), ('Ask', 1)]]
    dh = [[('', 3), (p['dn_band'], 2)], [('CUSIP', 1), ('Issuer', 1), ('Maturity', 1), ('Bid', 1), ('Ask', 1)]]
    left_b = not p.get('dn_left')
    xa, xb = 30, 30 + sum(bw if left_b else dw) + 40
    if left_b:
        pg.text(xa, 530, 'BULLETS', 'F2', 9)
        ruled_table(pg, xa, 522, bw, bh, brows, aligns='llrlrr', head_gray=0.9)
        pg.text(xb, 530, 'DISCOUNT NOTES', 'F2', 9)
        ruled_table(pg, xb, 522, dw, dh, drows, aligns='lllrr', head_gray=0.9)
    else:
        pg.text(xa, 530, 'DISCOUNT NOTES', 'F2', 9)
        ruled_table(pg, xa, 522, dw, dh, drows, aligns='lllrr', head_gray=0.9)
        pg.text(xb, 530, 'BULLETS', 'F2', 9)
        ruled_table(pg, xb, 522, bw, bh, brows, aligns='llrlrr', head_gray=0.9)
    pg.text(30, 60, p['foot'], 'F1', 6.5)
    pg.text(762, 30, '1', 'F1', 7, 'r')
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'pdf', pdf.bytes())])
    return 'pdf', msg, quotes

# ======================================================================= F-C: CLO tranches PDF (cover + landscape)
CLO_TR = [('A1', 'AAA', 118, 140, 100.05, 100.40), ('A2', 'AA', 165, 200, 99.80, 100.30), ('B', 'A', 205, 250, 99.40, 100.10),
          ('C', 'BBB-', 310, 380, 98.60, 99.90), ('D', 'BB-', 560, 690, 94.00, 98.50)]

def clo_pdf(p):
    rng = p['rng']
    quotes, rows = [], []
    for deal in p['deals']:
        for cls, rtg, dlo, dhi, plo, phi in rng.sample(CLO_TR, p['per_deal']):
            dmb = rng.randint(dlo, dhi)
            dma = dmb - rng.choice([5, 6, 8, 10]) if dmb < 300 else dmb - rng.choice([15, 20, 25])
            pb = tick(rng, plo, phi, 0.05)
            pa = round(pb + (rng.choice([0.10, 0.15, 0.20]) if dmb < 300 else rng.choice([0.5, 0.75, 1.0])), 2)
            size = rng.choice([None, None, 3, 5])
            warf = rng.randint(2650, 3150)
            row = [deal, cls, rtg, fd(rng.choice([24.0, 32.5, 48.0, 256.0, 18.0]), 1), fd(rng.uniform(2.1, 6.8), 1),
                   f"{warf:,}", fd(rng.uniform(1.2, 7.9), 2), str(dmb), str(dma), fd(pb), fd(pa), '' if size is None else str(size)]
            rows.append(row)
            sz = (size or p['blank']) * 1e6
            key = f"{deal} {cls}".upper()
            quotes.append(Q(key, 'structured', 'dm', dmb, dma, sz, sz, p['dealer']))
            quotes.append(Q(key, 'structured', 'price', pb, pa, sz, sz, p['dealer']))
    pdf = PDF('CLO Secondary')
    cv = pdf.page(612, 792)
    cv.rect(0, 640, 612, 152, 0.2)
    cv.text(50, 720, p['firm'], 'F2', 22)
    cv.ops.append('1 g')
    cv.text(50, 690, 'CLO Secondary Trading', 'F1', 14)
    cv.ops.append('0 g')
    cv.text(50, 600, f"Secondary CLO levels - {p['datestr']}", 'F2', 12)
    cv.text(50, 570, p['cover_size'], 'F1', 10)
    cv.text(50, 552, 'DM in bp over 3m Term SOFR; prices in points of par.', 'F1', 10)
    cv.text(50, 534, 'WARF / OC cushion from latest trustee report; WAL at 0 CDR / 20 CPR.', 'F1', 10)
    cv.text(50, 480, 'Contacts', 'F2', 10)
    for i, c in enumerate(p['contacts']):
        cv.text(50, 464 - 14 * i, c, 'F1', 9)
    cv.text(50, 80, DISCL.format(firm=p['firm'])[:118], 'F1', 6.5)
    cv.text(50, 70, DISCL.format(firm=p['firm'])[118:], 'F1', 6.5)
    pg = pdf.page(792, 612)
    pg.text(30, 580, f"{p['firm']} | CLO secondary levels | {p['datestr']}", 'F2', 10)
    w = [150, 34, 36, 52, 34, 44, 50, 40, 40, 46, 46, 44]
    h = [[('', 7), (p['dm_band'], 2), ('Price', 2), ('', 1)],
         [('Deal', 1), ('Class', 1), ('Rtg', 1), ('Orig Face', 1), ('WAL', 1), ('WARF', 1), ('OC Cushion', 1),
          ('Bid', 1), ('Offer', 1), ('Bid', 1), ('Offer', 1), ('Size (MM)', 1)]]
    ruled_table(pg, 30, 560, w, h, rows, aligns='lllrrrrrrrrr', shade=0.93, head_gray=0.82)
    pg.text(30, 30, f"{p['firm']} - confidential", 'F1', 6.5)
    pg.text(762, 30, 'Page 2', 'F1', 6.5, 'r')
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'pdf', pdf.bytes())])
    return 'pdf', msg, quotes

# ======================================================================= F-D: CMBS over two pages, shaded
CMBS_CL = [('A5', 'AAA', 30.0, 82, 98), ('A-S', 'AAA', 21.5, 110, 135), ('B', 'AA-', 15.25, 150, 190), ('C', 'A-', 10.75, 215, 270),
           ('D', 'BBB-', 6.5, 420, 520)]
SASB_CL = [('A', 'AAA', None, 115, 140), ('B', 'AA-', None, 160, 200), ('C', 'A-', None, 205, 250), ('D', 'BBB-', None, 300, 380)]

def cmbs_pdf(p):
    rng = p['rng']
    quotes, rows = [], []
    for deal, typ in p['deals']:
        for cls, rtg, ce, lo, hi in (CMBS_CL if typ == 'Conduit' else SASB_CL):
            if rng.random() < 0.25:
                continue
            cid = rnd_cusip(rng, rng.choice(['08163', '12598', '36264', '61691']))
            b = rng.randint(lo, hi)
            a = b - rng.choice([5, 7, 8, 10]) if b < 200 else b - rng.choice([10, 15, 20])
            size = rng.choice(['', '', '3', '10'])
            cpn = tick(rng, 4.2, 6.4, 0.001)
            pref = round(rng.uniform(94, 102), 2)
            cev = ce if ce is not None else round(rng.uniform(8, 40), 1)
            rows.append([cid, deal, cls, typ, rtg, fd(rng.uniform(2.5, 9.8), 2), fd(cev, 2), fd(cpn, 3), str(b), str(a),
                         fd(pref), size])
            sz = (float(size) if size else p['blank']) * 1e6
            quotes.append(Q(cid, 'structured', 'spread', b, a, sz, sz, p['dealer']))
    pdf = PDF('CMBS Run')
    w = [56, 96, 28, 40, 32, 32, 34, 38, 36, 36, 42, 40]
    h = [[('', 8), (p['sp_band'], 2), ('', 2)],
         [('CUSIP', 1), ('Deal', 1), ('Class', 1), ('Type', 1), ('Rtg', 1), ('WAL', 1), ('CE %', 1), ('Cpn', 1),
          ('Bid', 1), ('Ask', 1), ('Px (ref)', 1), ('Size', 1)]]
    half = (len(rows) + 1) // 2
    for i, chunk in enumerate([rows[:half], rows[half:]]):
        pg = pdf.page(612, 792)
        pg.text(30, 765, f"{p['firm']}  -  CMBS Secondary Run", 'F2', 10)
        pg.text(582, 765, p['datestr'], 'F1', 8, 'r')
        pg.line(30, 758, 582, 758, 1)
        if i == 1:
            pg.text(30, 740, 'CMBS run (continued)', 'F2', 8)
        else:
            pg.text(30, 740, p['note1'], 'F1', 7.5)
        y = ruled_table(pg, 30, 728, w, h, chunk, aligns='lllllrrrrrrr', shade=0.9, head_gray=0.75, size=7)
        if i == 1:
            pg.text(30, y - 16, p['blank_note'], 'F1', 7)
            pg.text(30, y - 28, 'Px (ref) is a model price at the mid spread, for reference; not a level.', 'F1', 7)
        pg.line(30, 50, 582, 50, 0.5)
        pg.text(30, 40, f"{p['firm']} Structured Products | {p['phone']}", 'F1', 6.5)
        pg.text(582, 40, f"Page {i + 1} of 2", 'F1', 6.5, 'r')
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'pdf', pdf.bytes())])
    return 'pdf', msg, quotes

# ======================================================================= F-E: ABS offerings, unruled
def abs_pdf(p):
    rng = p['rng']
    quotes = []
    pdf = PDF('ABS Offerings')
    pg = pdf.page(612, 792)
    pg.text(40, 750, f"{p['firm']}", 'F2', 14)
    pg.text(40, 734, f"ABS OFFERINGS  -  {p['datestr']}", 'F2', 10)
    pg.text(40, 720, p['offer_line'], 'F1', 8)
    y = 696
    fx = [40, 150, 185, 240, 282, 318, 360, 410, 470, 525]
    pg.text(40, y, p['fixed_title'], 'F2', 8.5)
    y -= 14
    heads = ['Deal', 'Class', 'Collat', 'Factor', 'WAL', 'Cpn', 'Offer Px', 'Offer Sprd (bp)', 'Avail (MM)']
    for i, hd in enumerate(heads):
        if i < 3:
            pg.text(fx[i], y, hd, 'F2', 7.5)
        else:
            pg.text(fx[i + 1] - 4, y, hd, 'F2', 7.5, 'r')
    pg.line(40, y - 3, 572, y - 3, 0.4)
    y -= 14
    for deal, col, classes in p['fixed']:
        for cls in classes:
            fac = rng.uniform(0.2, 0.98)
            wal = rng.uniform(0.4, 2.9)
            cpn = tick(rng, 4.1, 5.9, 0.01)
            px = round(rng.uniform(99.2, 101.4), 3)
            sp = rng.randint(38, 135)
            av = rng.choice([2, 3, 5, 7.5, 10])
            cells = [deal, cls, col, fd(fac, 4), fd(wal, 2), fd(cpn), fd(px, 3), str(sp), f"{av:g}"]
            for i, c in enumerate(cells):
                if i < 3:
                    pg.text(fx[i], y, c, 'F1', 7.5)
                else:
                    pg.text(fx[i + 1] - 4, y, c, 'F1', 7.5, 'r')
            y -= 11
            key = f"{deal} {cls}".upper()
            quotes.append(Q(key, 'structured', 'price', None, px, None, av * 1e6, p['dealer']))
            quotes.append(Q(key, 'structured', 'spread', None, sp, None, av * 1e6, p['dealer']))
    y -= 14
    pg.text(40, y, p['float_title'], 'F2', 8.5)
    y -= 14
    heads = ['Deal', 'Class', 'Index', 'Factor', 'WAL', 'Orig Face', 'Offer Px', 'Offer DM (bp)', 'Avail (MM)']
    for i, hd in enumerate(heads):
        if i < 3:
            pg.text(fx[i], y, hd, 'F2', 7.5)
        else:
            pg.text(fx[i + 1] - 4, y, hd, 'F2', 7.5, 'r')
    pg.line(40, y - 3, 572, y - 3, 0.4)
    y -= 14
    for deal, classes in p['floaters']:
        for cls in classes:
            fac = rng.uniform(0.1, 0.7)
            wal = rng.uniform(1.5, 7.5)
            px = round(rng.uniform(97.5, 100.6), 2)
            dm = rng.randint(70, 190)
            av = rng.choice([1, 2, 4, 6])
            cells = [deal, cls, '30d SOFR', fd(fac, 5), fd(wal, 2), fd(rng.choice([150, 212.5, 340, 95]), 1), fd(px), str(dm), f"{av:g}"]
            for i, c in enumerate(cells):
                if i < 3:
                    pg.text(fx[i], y, c, 'F1', 7.5)
                else:
                    pg.text(fx[i + 1] - 4, y, c, 'F1', 7.5, 'r')
            y -= 11
            key = f"{deal} {cls}".upper()
            quotes.append(Q(key, 'structured', 'price', None, px, None, av * 1e6, p['dealer']))
            quotes.append(Q(key, 'structured', 'dm', None, dm, None, av * 1e6, p['dealer']))
    y -= 20
    for ln in p['notes']:
        pg.text(40, y, ln, 'F1', 6.8)
        y -= 9
    pg.text(572, 30, '1/1', 'F1', 6.5, 'r')
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'pdf', pdf.bytes())])
    return 'pdf', msg, quotes

# ======================================================================= F-F: loans PDF, text out of reading order
def loan_pdf(p):
    rng = p['rng']
    quotes = []
    pdf = PDF('Loan Levels')
    pg = pdf.page(792, 612)
    ops_head = []
    pg.text(30, 580, f"{p['firm']}  |  Leveraged Loan Secondary  |  {p['datestr']}", 'F2', 11)
    pg.text(30, 564, p['size_line'], 'F1', 8)
    cols = [30, 170, 285, 345, 385, 430, 480, 530, 590, 640, 700]
    heads = ['Borrower', 'Facility', 'LoanX', 'Floor', 'OID', 'Bid', 'Offer', 'Prior Close', 'Chg', p['model_head']]
    right = [False, False, False, True, True, True, True, True, True, True]
    y = 540
    for i, hd in enumerate(heads):
        if right[i]:
            pg.text(cols[i + 1] - 4, y, hd, 'F2', 7.5, 'r')
        else:
            pg.text(cols[i], y, hd, 'F2', 7.5)
    pg.line(30, y - 4, 700, y - 4, 0.6)
    body_ops = []
    y -= 16
    marked = None
    for k, (bor, fac) in enumerate(p['loans']):
        bid = tick(rng, 88.0, 100.75, 0.125)
        ask = bid + rng.choice([0.25, 0.5, 0.5, 0.75, 1.0])
        chg = rng.choice([-0.375, -0.25, -0.125, 0.125, 0.25, 0.5])
        prior = bid - chg
        model = (bid + ask) / 2 + rng.choice([-0.125, 0.125])
        lx = 'LX' + str(rng.randint(200000, 309999))
        cells = [bor, fac, lx, rng.choice(['0.00%', '0.50%', '0.75%']), fd(rng.choice([98.0, 98.5, 99.0, 99.5, 99.75])),
                 f"{bid:.3f}", f"{ask:.3f}", f"{prior:.3f}", f"{chg:+.3f}", f"{model:.3f}"]
        sub = []
        for i, c in enumerate(cells):
            if right[i]:
                sub.append((cols[i + 1] - 4, y, c, 'r'))
            else:
                sub.append((cols[i], y, c, 'l'))
        if k == p['mark_row']:
            marked = (cols[7] - 4 + 1, y + 3)
        body_ops.append(sub)
        if k % 2 == 1:
            pg.rect(30, y - 3, 670, 11, 0.92)
        y -= 12
        key = f"{bor} {fac}".upper()
        quotes.append(Q(key, 'loan', 'price', bid, ask, p['sz'] * 1e6, p['sz'] * 1e6, p['dealer']))
    # draw out of reading order: column by column, bottom row first
    for ci in reversed(range(len(heads))):
        for sub in reversed(body_ops):
            x, yy, c, al = sub[ci]
            pg.text(x, yy, c, 'F1', 7.5, al)
    if marked:
        pg.text(marked[0], marked[1], 'a', 'F1', 5)
    y -= 10
    pg.text(30, y, p['foot_a'], 'F1', 6.8)
    pg.text(30, y - 10, 'Prior Close = 4pm NY marks; Model is the desk model mid, not a level.', 'F1', 6.8)
    pg.text(30, 40, DISCL.format(firm=p['firm']), 'F1', 5.5)
    pg.text(762, 28, 'p. 1', 'F1', 6.5, 'r')
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'pdf', pdf.bytes())])
    return 'pdf', msg, quotes

# ======================================================================= F-G: RMBS/CRT monospace band header
def crt_pdf(p):
    rng = p['rng']
    quotes, lines = [], []
    hdr1 = ' ' * 69 + '------ DM ------   ----- PRICE -----'
    hdr2 = f"{'DEAL':<27}{'CLASS':<7}{'ORIG':>7}{'CURR':>7}{'FACTOR':>9}{'CE%':>6}{'WAL':>6}{'BID':>8}{'OFFER':>8}{'BID':>10}{'OFFER':>9}{'B x O':>8}"
    for deal, classes in p['deals']:
        for cls in classes:
            lo, hi, plo = {'M1': (95, 140, 100.6), 'M2': (150, 240, 101.2), 'B1': (300, 420, 102.5), 'M1A': (90, 130, 100.4),
                           'M1B': (150, 210, 101.0), 'B2': (650, 820, 104.0)}[cls]
            b = rng.randint(lo, hi)
            a = b - (rng.choice([5, 8, 10]) if b < 250 else rng.choice([15, 20, 30]))
            pb = round(plo + rng.uniform(-0.5, 1.5), 2)
            pa = round(pb + (rng.choice([0.12, 0.2, 0.25]) if b < 250 else rng.choice([0.5, 0.75])), 2)
            orig = rng.choice([45.0, 62.5, 110.0, 38.25])
            fac = rng.uniform(0.35, 0.96)
            bs, asz = rng.choice([(2, 2), (5, 5), (5, 3), (3, 2), (10, 5)])
            s = (f"{deal:<27}{cls:<7}{orig:>7.1f}{orig * fac:>7.1f}{fac:>9.5f}{rng.uniform(1.5, 5.9):>6.2f}{rng.uniform(1.8, 6.5):>6.1f}"
                 f"{b:>8d}{a:>8d}{pb:>10.2f}{pa:>9.2f}{f'{bs}x{asz}':>8}")
            lines.append(s)
            key = f"{deal} {cls}".upper()
            quotes.append(Q(key, 'structured', 'dm', b, a, bs * 1e6, asz * 1e6, p['dealer']))
            quotes.append(Q(key, 'structured', 'price', pb, pa, bs * 1e6, asz * 1e6, p['dealer']))
    pdf = PDF('CRT Run')
    half = p['split']
    for i, chunk in enumerate([lines[:half], lines[half:]]):
        pg = pdf.page(792, 612)
        pg.text(30, 585, f"{p['firm'].upper()}  RMBS CREDIT RISK TRANSFER - SECONDARY RUN{'  (cont.)' if i else ''}", 'F5', 9)
        pg.text(762, 585, p['datestr'], 'F3', 8, 'r')
        y = 560
        if i == 0:
            for ln in p['intro']:
                pg.text(30, y, ln, 'F3', 7.5)
                y -= 11
            y -= 6
        pg.text(30, y, hdr1, 'F3', 7.5)
        pg.text(30, y - 10, hdr2, 'F5', 7.5)
        pg.text(30, y - 19, '=' * len(hdr2), 'F3', 7.5)
        y -= 31
        for s in chunk:
            pg.text(30, y, s, 'F3', 7.5)
            y -= 11
        pg.text(30, 30, f"{p['firm']} MBS Desk  {p['phone']}", 'F3', 6.5)
        pg.text(762, 30, f"- {i + 1} -", 'F3', 6.5, 'r')
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'pdf', pdf.bytes())])
    return 'pdf', msg, quotes

# ======================================================================= F-H: IG/HY/EM price + spread, Times, ruled
def credit_pdf(p):
    rng = p['rng']
    quotes, rows = [], []
    for sec, ac, names in p['sections']:
        rows.append(('SEC', sec))
        for iss, cc, cpn, mat, kind in names:
            isn = rnd_isin(rng, cc)
            if kind == 'HY':
                pb = tick(rng, 88, 104, 0.125)
                pa = pb + rng.choice([0.5, 0.75, 1.0])
                sb = sa = None
            else:
                pb = round(rng.uniform(92, 104), 3)
                pa = round(pb + rng.choice([0.15, 0.2, 0.25, 0.35, 0.4]), 3)
                sb = rng.randint(60, 340) if kind == 'EM' else rng.randint(55, 180)
                sa = sb - rng.choice([4, 5, 6, 8])
            yy = int(mat[-4:])
            bmk = 'T 4 1/8 11/30/31' if yy < 2032 else ('T 4 1/4 11/15/35' if yy < 2040 else 'T 4 5/8 11/15/55')
            byld = {'T 4 1/8 11/30/31': '3.96', 'T 4 1/4 11/15/35': '4.27', 'T 4 5/8 11/15/55': '4.71'}[bmk]
            bxo = rng.choice(['2x2', '5x5', '3x3', '1x1', '5x2'])
            bs, asz = (float(v) * 1e6 for v in bxo.split('x'))
            rows.append([isn, iss, fd(cpn, 3), mat, f"{pb:.3f}" if kind != 'HY' else fd(pb, 3), f"{pa:.3f}",
                         '' if sb is None else str(sb), '' if sa is None else str(sa), bmk, byld, bxo])
            quotes.append(Q(isn, ac, 'price', pb, pa, bs, asz, p['dealer']))
            if sb is not None:
                quotes.append(Q(isn, ac, 'spread', sb, sa, bs, asz, p['dealer']))
    pdf = PDF('Credit Run')
    w = [74, 96, 36, 58, 42, 42, 40, 40, 84, 40, 36]
    h = [[('', 4), ('Price', 2), ('Spread (bp)', 2), ('', 3)],
         [('ISIN', 1), ('Issuer', 1), ('Cpn', 1), ('Maturity', 1), ('Bid', 1), ('Ask', 1), ('Bid', 1), ('Ask', 1),
          ('Benchmark', 1), ('Bmk Yld', 1), ('B x O', 1)]]
    half = p['split']
    rs = [rows[:half], rows[half:]]
    for i, ch in enumerate(rs):
        pg = pdf.page(612, 792)
        pg.text(306, 760, f"{p['firm']}", 'F6', 13, 'c')
        pg.text(306, 745, f"Credit Trading - Cash Run - {p['datestr']}", 'F4', 9, 'c')
        hh = [[(t, s) for t, s in h[0]], h[1]]
        rows_fmt = [('SEC', r[1]) if isinstance(r, tuple) else r for r in ch]
        ruled_table(pg, 20, 725, w, hh, rows_fmt, font='F4', bfont='F6', size=7, aligns='lllrrrrrlrr')
        pg.text(20, 40, f"{p['firm']} Credit Sales & Trading. Spreads to the benchmark shown. {p['phone']}", 'F4', 6.5)
        pg.text(592, 40, f"{i + 1}", 'F4', 7, 'r')
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'pdf', pdf.bytes())])
    return 'pdf', msg, quotes
