"""Word, Excel, text and HTML families of blind35."""
import datetime
import html as H
import docx
from docx.shared import Pt
from docx.enum.section import WD_ORIENT
import openpyxl
from openpyxl.styles import Font, PatternFill, Alignment
from common import Q, rnd_cusip, rnd_isin, to32, iso, ytm, eml, docx_bytes, xlsx_bytes
from families import sig, frm, fd, tick, agency_rows, AGENCY_PFX, DN_PFX, MONTHS, DISCL

# ======================================================================= DOCX: agency callable offerings
def agency_docx(p):
    rng = p['rng']
    rows = agency_rows(rng, p['n'], 'call', 2028, 2036)
    quotes = []
    d = docx.Document()
    d.styles['Normal'].font.name = 'Calibri'
    d.styles['Normal'].font.size = Pt(9)
    d.add_heading(f"{p['firm']} - Agency Callables", 1)
    d.add_paragraph(p['intro'])
    heads = ['CUSIP', 'Issuer', 'Cpn', 'Maturity', 'Next Call', 'Call Px', 'Call Type', 'Offer Px', 'YTC', 'YTM', 'YTW', 'Avail (MM)']
    t = d.add_table(rows=1, cols=len(heads))
    t.style = 'Table Grid'
    for i, h in enumerate(heads):
        t.rows[0].cells[i].text = h
    now = 2026 + 10.5 / 12
    for r in rows:
        cpx = 100.0
        r['cpx'] = cpx
        px = round(rng.uniform(97.6, 100.9) if r['cpn'] < 4.5 else rng.uniform(99.0, 101.2), 3)
        yrs_m = r['y'] + (r['m'] - 0.5) / 12 - now
        yrs_c = r['cy'] + (r['cm'] - 0.5) / 12 - now
        y_m = round(ytm(px, r['cpn'], yrs_m), 3)
        y_c = round(ytm(px, r['cpn'], max(0.5, yrs_c), cpx), 3)
        yw = min(y_m, y_c)
        av = rng.choice([1, 2, 3, 5, 10])
        cells = [r['cusip'], r['iss'], fd(r['cpn'], 3), f"{r['m']}/{r['d']}/{r['y']}", f"{r['cm']}/{r['cd']}/{r['cy']}", fd(cpx, 2),
                 rng.choice(['Quarterly', 'Bermudan', 'Anytime', 'One-time']), fd(px, 3), fd(y_c, 3), fd(y_m, 3), fd(yw, 3), str(av)]
        c = t.add_row().cells
        for i, v in enumerate(cells):
            c[i].text = v
        quotes.append(Q(r['cusip'], 'agency', 'price', None, px, None, av * 1e6, p['dealer']))
        quotes.append(Q(r['cusip'], 'agency', 'yield', None, yw, None, av * 1e6, p['dealer']))
    for ln in p['notes']:
        d.add_paragraph(ln)
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'docx', docx_bytes(d))])
    return 'docx', msg, quotes

# ======================================================================= DOCX: loans with status column
def loan_docx(p):
    rng = p['rng']
    quotes = []
    d = docx.Document()
    sec = d.sections[0]
    sec.orientation = WD_ORIENT.LANDSCAPE
    sec.page_width, sec.page_height = sec.page_height, sec.page_width
    d.add_paragraph(f"{p['firm']} Loan Trading - {p['datestr']}").runs[0].bold = True
    d.add_paragraph(p['title'])
    heads = ['Borrower', 'Facility', 'LIN', 'Floor', 'OID', 'Yest Bid', 'Px Bid', 'Px Offer', 'Chg', 'Size (MM)', 'Status']
    t = d.add_table(rows=1, cols=len(heads))
    t.style = 'Table Grid'
    for i, h in enumerate(heads):
        t.rows[0].cells[i].text = h
    for k, (bor, fac) in enumerate(p['loans']):
        bid = tick(rng, 86.0, 100.5, 0.125)
        ask = bid + rng.choice([0.25, 0.5, 0.75])
        chg = rng.choice([-0.5, -0.25, -0.125, 0.125, 0.25])
        size = rng.choice(['', '', '', '2', '3'])
        status = p['status'].get(k, '')
        lin = 'LN' + str(rng.randint(100000, 999999))
        cells = [bor, fac, lin, rng.choice(['0.50', '0.75', '0.00']), rng.choice(['99.00', '99.50', '98.00']), f"{bid - chg:.3f}",
                 f"{bid:.3f}", f"{ask:.3f}", f"{chg:+.3f}", size, status]
        c = t.add_row().cells
        for i, v in enumerate(cells):
            c[i].text = v
        if status in ('TRADED', 'OFF', 'SOLD'):
            continue
        sz = (float(size) if size else p['clip']) * 1e6
        quotes.append(Q(f"{bor} {fac}".upper(), 'loan', 'price', bid, ask, sz, sz, p['dealer']))
    d.add_paragraph(p['foot'])
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'docx', docx_bytes(d))])
    return 'docx', msg, quotes

# ======================================================================= XLSX: CLO / ABS run with bands
def clo_xlsx(p):
    rng = p['rng']
    quotes = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = p['tab']
    ws['A1'] = f"{p['firm']} - {p['title']}"
    ws['A1'].font = Font(bold=True, size=12)
    ws['A2'] = p['size_line']
    ws['A3'] = p['datestr']
    top = ['', '', '', '', '', '', 'Price', '', p['dm_band'], '', '']
    hd = ['Deal', 'Class', 'Rtg', 'WAL', 'Factor', 'WARF', 'Bid', 'Ask', 'Bid', 'Ask', 'Size (MM)']
    for i, v in enumerate(top):
        if v:
            ws.cell(5, i + 1, v).font = Font(bold=True)
    ws.merge_cells(start_row=5, start_column=7, end_row=5, end_column=8)
    ws.merge_cells(start_row=5, start_column=9, end_row=5, end_column=10)
    for i, v in enumerate(hd):
        c = ws.cell(6, i + 1, v)
        c.font = Font(bold=True)
        c.fill = PatternFill('solid', fgColor='DDEBF7')
    r = 7
    for deal, kind, classes in p['deals']:
        for cls, rtg in classes:
            if kind == 'CLO':
                base = {'AAA': 125, 'AA': 175, 'A': 225, 'BBB': 330, 'BB': 620}[rtg]
                wa = rng.randint(2500, 3100)
                fac = 1.0
                pb = tick(rng, 97.0 if rtg in ('BB', 'BBB') else 99.6, 100.4, 0.05)
            else:
                base = {'AAA': 40, 'AA': 70, 'A': 95, 'BBB': 150, 'BB': 260}[rtg]
                wa = None
                fac = round(rng.uniform(0.3, 0.95), 4)
                pb = tick(rng, 99.5, 100.5, 0.05)
            b = base + rng.randint(-12, 14)
            a = b - rng.choice([4, 5, 6, 8, 10])
            pa = round(pb + rng.choice([0.1, 0.15, 0.2, 0.25]), 2)
            size = rng.choice([None, None, 2, 4])
            vals = [deal, cls, rtg, round(rng.uniform(1.2, 6.9), 2), fac, wa, pb, pa, b, a, size]
            for i, v in enumerate(vals):
                if v is not None:
                    ws.cell(r, i + 1, v)
            ws.cell(r, 5).number_format = '0.0000'
            ws.cell(r, 7).number_format = '0.00'
            ws.cell(r, 8).number_format = '0.00'
            r += 1
            sz = (size or p['clip']) * 1e6
            key = f"{deal} {cls}".upper()
            quotes.append(Q(key, 'structured', 'price', pb, pa, sz, sz, p['dealer']))
            quotes.append(Q(key, 'structured', 'dm', b, a, sz, sz, p['dealer']))
    r += 1
    ws.cell(r, 1, p['foot'])
    for col, wdt in zip('ABCDEFGHIJK', [30, 8, 6, 7, 9, 7, 9, 9, 8, 8, 10]):
        ws.column_dimensions[col].width = wdt
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'xlsx', xlsx_bytes(wb))])
    return 'xlsx', msg, quotes

# ======================================================================= XLSX: loans with Prev band
def loan_xlsx(p):
    rng = p['rng']
    quotes = []
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = 'Loans'
    ws['A1'] = p['title']
    ws['A1'].font = Font(bold=True)
    top = ['', '', '', '', '', 'Prev', 'Prev', '', '', '']
    hd = ['LoanX ID', 'Borrower', 'Facility', 'Fac ($MM)', 'Floor', 'Bid', 'Offer', 'Bid', 'Offer', 'Chg']
    for i, v in enumerate(top):
        if v:
            ws.cell(3, i + 1, v).font = Font(italic=True)
    for i, v in enumerate(hd):
        ws.cell(4, i + 1, v).font = Font(bold=True)
    r = 5
    for bor, fac in p['loans']:
        bid = tick(rng, 85.0, 100.75, 0.125)
        ask = bid + rng.choice([0.25, 0.5, 0.75, 1.0])
        chg = rng.choice([-0.75, -0.25, -0.125, 0.125, 0.375])
        vals = ['LX' + str(rng.randint(200000, 309999)), bor, fac, rng.choice([450, 725, 1250, 2100, 880]),
                rng.choice([0, 0.5, 0.75]), bid - chg, ask - chg, bid, ask, chg]
        for i, v in enumerate(vals):
            ws.cell(r, i + 1, v)
        for cc in (6, 7, 8, 9):
            ws.cell(r, cc).number_format = '0.000'
        r += 1
        quotes.append(Q(f"{bor} {fac}".upper(), 'loan', 'price', bid, ask, p['clip'] * 1e6, p['clip'] * 1e6, p['dealer']))
    ws.cell(r + 1, 1, p['foot'])
    for col, wdt in zip('ABCDEFGHIJ', [11, 26, 20, 10, 7, 9, 9, 9, 9, 8]):
        ws.column_dimensions[col].width = wdt
    text = p['body'] + sig(p)
    msg = eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, atts=[(p['fname'], 'xlsx', xlsx_bytes(wb))])
    return 'xlsx', msg, quotes

# ======================================================================= TEXT: agency run in the body
def agency_text(p):
    rng = p['rng']
    quotes = []
    out = [p['opening'], '']
    out.append(p['bullet_head'])
    for r in agency_rows(rng, p['n'][0], 'bullet'):
        bid = tick(rng, 97.0, 101.0, 0.01)
        ask = round(bid + rng.choice([0.06, 0.08, 0.1]), 2)
        prev = round(bid + rng.choice([-0.05, 0.04, 0.07]), 2)
        out.append(f"{r['iss']:<6} {fd(r['cpn'], 3):>6} {r['m']:02d}/{r['d']:02d}/{r['y'] % 100:02d}   {fd(bid)} / {fd(ask)}   (prior close {fd(prev)})")
        key = f"{r['iss']} {r['cpn']:g} {iso(r['m'], r['d'], r['y'])}"
        quotes.append(Q(key, 'agency', 'price', bid, ask, p['bsz'] * 1e6, p['bsz'] * 1e6, p['dealer']))
    out.append('')
    out.append(p['call_head'])
    for r in agency_rows(rng, p['n'][1], 'call'):
        bid = tick(rng, 96.0, 100.2, 0.01)
        ask = round(bid + rng.choice([0.1, 0.12, 0.15]), 2)
        sz = rng.choice([3, 5, 10])
        out.append(f"{r['iss']:<6} {fd(r['cpn'], 3):>6} {r['m']:02d}/{r['d']:02d}/{r['y'] % 100:02d}   {fd(bid)} / {fd(ask)}  {sz}x{sz}   "
                   f"c/{r['cm']:02d}/{r['cd']:02d}/{r['cy'] % 100:02d} @ 100, {rng.choice(['qtrly', 'bermudan', '1x'])}")
        key = f"{r['iss']} {r['cpn']:g} {iso(r['m'], r['d'], r['y'])}"
        quotes.append(Q(key, 'agency', 'price', bid, ask, sz * 1e6, sz * 1e6, p['dealer']))
    out.append('')
    out.append(p['dn_head'])
    for _ in range(p['n'][2]):
        iss = rng.choice(list(DN_PFX))
        cid = rnd_cusip(rng, DN_PFX[iss])
        bid = tick(rng, 3.6, 3.95, 0.005)
        ask = round(bid - rng.choice([0.01, 0.02, 0.025]), 3)
        m, dd = rng.randint(1, 9), rng.choice([3, 10, 17, 24])
        out.append(f"{iss} DN {m:02d}/{dd:02d}/27  {cid}   {fd(bid, 3)} / {fd(ask, 3)}")
        quotes.append(Q(cid, 'agency', 'yield', bid, ask, p['dsz'] * 1e6, p['dsz'] * 1e6, p['dealer']))
    out.append('')
    out.extend(p['closing'])
    text = '\n'.join(out) + sig(p)
    return 'text', eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text), quotes

# ======================================================================= TEXT: loans + HY in the body
def loan_text(p):
    rng = p['rng']
    quotes = []
    out = [p['opening'], '', p['loan_head']]
    for bor, fac, lx in p['loans']:
        bid = tick(rng, 88.0, 100.5, 0.125)
        ask = bid + rng.choice([0.25, 0.5, 0.75])
        chg = rng.choice(['+1/8', '-1/4', 'unch', '+3/8', '-1/8'])
        fl = rng.choice(['flr 0.50', 'flr 0.75', '0% flr'])
        oid = rng.choice(['OID 99.5', 'OID 99', 'OID 98.75'])
        out.append(f"{bor} {fac} ({lx})   {fd(bid, 3)} / {fd(ask, 3)}   {chg} d/d; {fl}, {oid}")
        quotes.append(Q(f"{bor} {fac}".upper(), 'loan', 'price', bid, ask, p['lsz'] * 1e6, p['lsz'] * 1e6, p['dealer']))
    out.append('')
    out.append(p['hy_head'])
    for iss, cpn, yr in p['hy']:
        bid = tick(rng, 91.0, 104.5, 0.125)
        ask = bid + rng.choice([0.5, 0.75, 1.0])
        prev = bid + rng.choice([-0.5, 0.25, 0.75])
        yw = round(rng.uniform(6.2, 9.8), 2)
        cs = f"{cpn:g}" if cpn != int(cpn) else f"{int(cpn)}"
        out.append(f"{iss} {cs} {yr}   {fd(bid, 3)} / {fd(ask, 3)}   (was {fd(prev, 3)} Friday), dur {rng.uniform(2.1, 5.5):.2f}")
        quotes.append(Q(f"{iss} {cs} {yr}".upper(), 'corporate', 'price', bid, ask, p['hsz'] * 1e6, p['hsz'] * 1e6, p['dealer']))
    out.append('')
    out.extend(p['closing'])
    text = '\n'.join(out) + sig(p)
    return 'text', eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text), quotes

# ======================================================================= HTML: Outlook tables
def _outlook(p, intro_html, tables_html):
    return ("<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">"
            "<style>p.MsoNormal{margin:0;font-size:11.0pt;font-family:Calibri,sans-serif}"
            "td{font-size:9.0pt;font-family:Calibri,sans-serif;padding:0 5.4pt}</style></head>"
            "<body lang=EN-US><div class=WordSection1>" + intro_html + tables_html +
            f"<p class=MsoNormal>&nbsp;</p><p class=MsoNormal><b>{H.escape(p['trader'])}</b><br>{H.escape(p['desk'])} | {H.escape(p['firm'])}"
            f"<br>{H.escape(p['phone'])}</p><p class=MsoNormal><span style='font-size:7.0pt;color:gray'>"
            f"{H.escape(DISCL.format(firm=p['firm']))}</span></p></div></body></html>")

def _tbl(head_rows, rows, shade=True):
    s = ["<table class=MsoNormalTable border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse'>"]
    for hr in head_rows:
        s.append("<tr style='background:#1F3864;color:white'>" + ''.join(
            f"<td{f' colspan={sp}' if sp > 1 else ''} nowrap><p class=MsoNormal><b>{H.escape(t)}</b></p></td>" for t, sp in hr) + '</tr>')
    for k, r in enumerate(rows):
        bg = " style='background:#F2F2F2'" if shade and k % 2 else ''
        s.append(f"<tr{bg}>" + ''.join(f"<td nowrap><p class=MsoNormal>{H.escape(c) if c else '&nbsp;'}</p></td>" for c in r) + '</tr>')
    s.append('</table>')
    return ''.join(s)

def _plain_table(head, rows):
    return '\n'.join(['\t'.join(head)] + ['\t'.join(r) for r in rows])

def structured_html(p):
    rng = p['rng']
    quotes, rows = [], []
    for deal, kind, classes in p['deals']:
        for cls, rtg, lo, hi in classes:
            cid = rnd_cusip(rng, rng.choice(['05493', '14041', '89238', '43815', '08162']))
            b = rng.randint(lo, hi)
            a = b - rng.choice([3, 5, 7, 10])
            wal = fd(rng.uniform(0.8, 9.5), 2)
            ce = fd(rng.uniform(6, 38), 1)
            px = fd(rng.uniform(97, 101.8), 2)
            sz = rng.choice(['', '', '5', '2'])
            rows.append([cid, deal, cls, kind, rtg, wal, ce, str(b), str(a), px, sz])
            s = (float(sz) if sz else p['clip']) * 1e6
            quotes.append(Q(cid, 'structured', 'spread', b, a, s, s, p['dealer']))
    head = [[('', 7), ('Spread (bp)', 2), ('', 2)],
            [('CUSIP', 1), ('Deal', 1), ('Class', 1), ('Sector', 1), ('Rtg', 1), ('WAL', 1), ('CE %', 1), ('Bid', 1), ('Offer', 1),
             ('Px (mid)', 1), ('Size (MM)', 1)]]
    intro = ''.join(f"<p class=MsoNormal>{H.escape(l)}</p>" for l in p['intro'])
    html = _outlook(p, intro + "<p class=MsoNormal>&nbsp;</p>", _tbl(head, rows) + ''.join(f"<p class=MsoNormal>{H.escape(l)}</p>" for l in p['after']))
    text = '\n'.join(p['intro']) + '\n\n' + _plain_table([t for t, _ in head[1]], rows) + '\n\n' + '\n'.join(p['after']) + sig(p)
    return 'html', eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, html=html), quotes

def credit_html(p):
    rng = p['rng']
    quotes, rows = [], []
    for iss, cc, cpn, mat, ac in p['bonds']:
        isn = rnd_isin(rng, cc)
        pb = round(rng.uniform(88, 104), 2)
        pa = round(pb + rng.choice([0.2, 0.25, 0.3, 0.4, 0.5]), 2)
        sb = rng.randint(70, 420)
        sa = sb - rng.choice([5, 6, 8, 10])
        chg = rng.choice(['+2', '-3', 'unch', '-1', '+5'])
        ylds = round(rng.uniform(4.4, 8.2), 3)
        rows.append([isn, iss, fd(cpn, 3), mat, fd(pb), fd(pa), f"+{sb}", f"+{sa}", chg, fd(ylds, 3)])
        quotes.append(Q(isn, ac, 'price', pb, pa, p['sz'] * 1e6, p['sz'] * 1e6, p['dealer']))
        quotes.append(Q(isn, ac, 'spread', sb, sa, p['sz'] * 1e6, p['sz'] * 1e6, p['dealer']))
    head = [[('', 4), ('Price', 2), ('Sprd vs UST (bp)', 2), ('', 2)],
            [('ISIN', 1), ('Issuer', 1), ('Cpn', 1), ('Maturity', 1), ('Bid', 1), ('Offer', 1), ('Bid', 1), ('Offer', 1),
             ('Chg (bp)', 1), ('Yld (mid)', 1)]]
    cap = f"<caption style='text-align:left'><b>{H.escape(p['caption'])}</b></caption>"
    tb = _tbl(head, rows).replace("style='border-collapse:collapse'>", "style='border-collapse:collapse'>" + cap, 1)
    intro = ''.join(f"<p class=MsoNormal>{H.escape(l)}</p>" for l in p['intro'])
    after = ''.join(f"<p class=MsoNormal>{H.escape(l)}</p>" for l in p['after'])
    html = _outlook(p, intro + "<p class=MsoNormal>&nbsp;</p>", tb + after)
    text = '\n'.join(p['intro']) + '\n\n' + p['caption'] + '\n' + _plain_table([t for t, _ in head[1]], rows) + '\n\n' + '\n'.join(p['after']) + sig(p)
    return 'html', eml(frm(p), p['to'], p['date'], p['subject'], p['msgid'], text, html=html), quotes
