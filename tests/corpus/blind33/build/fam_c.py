"""Families: TIPS/bills HTML, ABS out-of-order PDF, callable agency docx, UST xlsx."""
import datetime as dt, random, html as H
from common import *
from fam_a import sig, frm, msgid
import docx
from docx.shared import Pt
import openpyxl
from openpyxl.styles import Font, PatternFill, Alignment

# ----------------------------------------------------------------- F17 TIPS + bills HTML
def tips_html(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']; settle = sp['date'].date() + dt.timedelta(days=1)
    quotes = []
    td = 'style="padding:1px 8px;border-bottom:1px solid #D9D9D9;font-family:Arial;font-size:9pt;text-align:right"'
    tdl = 'style="padding:1px 8px;border-bottom:1px solid #D9D9D9;font-family:Arial;font-size:9pt"'
    th = 'style="padding:1px 8px;background:#D9E1F2;font-family:Arial;font-size:9pt;font-weight:bold"'
    def table(cols, rows, lefts):
        out = ['<table border="0" cellpadding="0" cellspacing="0" style="border-collapse:collapse">',
               '<tr>' + ''.join(f'<td {th}>{H.escape(c)}</td>' for c in cols) + '</tr>']
        for r in rows:
            out.append('<tr>' + ''.join(f'<td {tdl if i < lefts else td}>{c}</td>' for i, c in enumerate(r)) + '</tr>')
        out.append('</table>')
        return out
    trow = []; ttext = []
    for pfx, cpn, mat, ry in sp['tips']:
        cu = rand_cusip(rng, pfx)
        rb = ry; ra = round(ry - rng.choice([0.01, 0.015, 0.02]), 3)
        px = bond_price(cpn, (rb + ra) / 2, settle, mat)
        bei = rng.uniform(2.05, 2.45)
        chg = rng.choice(['-1.2', '+0.8', '+2.1', '-0.4', '0.0'])
        cells = sp['tips_fmt'](cu, cpn, mat, rb, ra, px, bei, chg)
        trow.append([H.escape(c) for c in cells]); ttext.append('\t'.join(cells))
        quotes.append(Q(cu, 'government', 'yield', rb, ra, sp['tips_size'], sp['tips_size'], d))
    brow = []; btext = []
    for pfx, mat, r in sp['bills']:
        cu = rand_cusip(rng, pfx)
        ra = round(r - rng.choice([0.005, 0.01, 0.015]), 3)
        days = (mat - settle).days
        cells = [cu, mdy(mat, False), str(days), f"{r:.3f}", f"{ra:.3f}", f"{r + 0.11:.3f}", rng.choice(['+0.5', '-1.0', '+1.5', '-0.5'])]
        brow.append([H.escape(c) for c in cells]); btext.append('\t'.join(cells))
        quotes.append(Q(cu, 'government', 'yield', r, ra, sp['bill_size'], sp['bill_size'], d))
    h = ['<html><head><meta charset="utf-8"></head><body>',
         '<div style="font-family:Calibri;font-size:11pt">', f'<p>{H.escape(sp["greeting"])}</p>',
         f'<p><b>{H.escape(sp["tips_title"])}</b></p>', *table(sp['tips_cols'], trow, 2),
         f'<p>{H.escape(sp["mid_note"])}</p>',
         f'<p><b>{H.escape(sp["bill_title"])}</b></p>', *table(sp['bill_cols'], brow, 1),
         '<p>' + '<br>'.join(H.escape(x) for x in sp['after']) + '</p>',
         '<p>' + '<br>'.join(H.escape(x) for x in sig(sp).strip().split('\n')) + '</p>']
    if sp.get('history'):
        h += ['<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in">',
              '<p><b>From:</b> ' + H.escape(sp['history'][0]) + '<br><b>Sent:</b> ' + H.escape(sp['history'][1]) +
              '<br><b>Subject:</b> ' + H.escape(sp['subject']) + '</p>',
              '<p>' + '<br>'.join(H.escape(x) for x in sp['history'][2]) + '</p></div>']
    h += ['</div></body></html>']
    text = (sp['greeting'] + "\n\n" + sp['tips_title'] + "\n" + '\t'.join(sp['tips_cols']) + "\n" + "\n".join(ttext) +
            "\n\n" + sp['mid_note'] + "\n\n" + sp['bill_title'] + "\n" + '\t'.join(sp['bill_cols']) + "\n" +
            "\n".join(btext) + "\n\n" + "\n".join(sp['after']) + "\n" + sig(sp))
    if sp.get('history'):
        text += "\nFrom: " + sp['history'][0] + "\nSent: " + sp['history'][1] + "\nSubject: " + sp['subject'] + "\n\n" + "\n".join(sp['history'][2]) + "\n"
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'tips'), text, html="\n".join(h))
    return eml, 'html', quotes

# ----------------------------------------------------------------- F19 ABS PDF, text drawn out of reading order
def abs_pdf(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']
    quotes = []
    pdf = PDF(title=sp['pdf_title'], producer='PDFsharp 1.50')
    p = pdf.page(792, 612)
    p.text(36, 575, sp['pdf_title'], 'F2', 13)
    p.text(36, 561, sp['subtitle'], 'F1', 8)
    y = 535
    cols = sp['cols']
    for sect, rows, qt in sp['sections']:
        p.text(36, y, sect, 'F2', 9); y -= 14
        x = 36
        for h, w in cols:
            p.text(x, y, h, 'F2', 7.5); x += w
        p.line(36, y - 3, x, y - 3, 0.6)
        y -= 13
        for deal, cls, rtg, wal, s, sz in rows:
            sb = s + rng.choice([2, 3, 5]) if qt != 'dm' else s + rng.choice([4, 5, 8])
            vals = sp['fmt'](deal, cls, rtg, wal, sb, s, sz, qt, rng)
            x = 36
            for v_, (h, w) in zip(vals, cols):
                if rng.random() < 0.3 and len(v_) > 3 and not any(ch.isdigit() for ch in v_[:1]):
                    p.tj(x, y, [v_[:2], -20, v_[2:]], 'F1', 7.5)
                else:
                    p.text(x, y, v_, 'F1', 7.5)
                x += w
            y -= 12
            size = sz * 1e6 if sz else sp['size']
            quotes.append(Q(f"{deal} {cls}", 'structured', qt, sb, s, size, size, d))
        y -= 10
    for n in sp['notes']:
        p.text(36, y, n, 'F7', 7); y -= 10
    p.text(756, 24, "1/1", 'F1', 7, 'right')
    att = (sp['fname'], pdf.bytes(shuffle_rng=random.Random(sp['seed'] + 1)), 'application/pdf')
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'abs'), sp['body'] + "\n" + sig(sp), attach=att)
    return eml, 'pdf', quotes

# ----------------------------------------------------------------- F21 callable agency offerings docx
def callable_docx(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']; settle = sp['date'].date() + dt.timedelta(days=1)
    quotes = []
    doc = docx.Document()
    st = doc.styles['Normal']; st.font.name = 'Calibri'; st.font.size = Pt(9)
    doc.add_paragraph(sp['doc_title']).runs[0].bold = True
    for t in sp['intro']:
        doc.add_paragraph(t)
    cols = sp['cols']
    t = doc.add_table(rows=1, cols=len(cols)); t.style = 'Table Grid'
    for i, c in enumerate(cols):
        t.rows[0].cells[i].text = c
    for iss, pfx, cpn, mat, call, ctype, px, avail in sp['rows']:
        cu = rand_cusip(rng, pfx)
        ytm = round(bond_yield(cpn, px, settle, mat), 3)
        ytc = round(bond_yield(cpn, px, settle, call), 3)
        ytw = min(ytm, ytc)
        vals = sp['fmt'](cu, iss, cpn, mat, call, ctype, px, ytm, ytc, ytw, avail)
        r = t.add_row().cells
        for i, v in enumerate(vals):
            r[i].text = v
        a = avail * 1e6
        quotes.append(Q(cu, 'agency', 'price', None, px, None, a, d))
        quotes.append(Q(cu, 'agency', 'yield', None, ytw, None, a, d))
    doc.add_paragraph('')
    for n in sp['notes']:
        doc.add_paragraph(n).runs[0].italic = True
    att = (sp['fname'], docx_bytes(doc), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'call'), sp['body'] + "\n" + sig(sp), attach=att)
    return eml, 'docx', quotes

# ----------------------------------------------------------------- F23 UST xlsx, 32nds text + hidden helper decimals
def ust_xlsx(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']; settle = sp['date'].date() + dt.timedelta(days=1)
    quotes = []
    wb = openpyxl.Workbook(); ws = wb.active; ws.title = sp['tab']
    r = 1
    for t in sp['title_rows']:
        ws.cell(r, 1, t).font = Font(bold=True); r += 1
    r += 1
    cols = sp['cols']
    for i, c in enumerate(cols, 1):
        ws.cell(r, i, c).font = Font(bold=True)
    hidden = [i + 1 for i, c in enumerate(cols) if c.startswith('_')]
    r += 1
    for sect, bonds in sp['sections']:
        if sect:
            ws.cell(r, 1, sect).font = Font(bold=True, italic=True); r += 1
        for lab, pfx, cpn, mat, y0 in bonds:
            cu = rand_cusip(rng, pfx)
            bid = round(bond_price(cpn, y0, settle, mat) * 128) / 128
            ask = bid + rng.choice([1, 2]) / 128
            yb = round(bond_yield(cpn, bid, settle, mat), 3)
            ya = round(bond_yield(cpn, ask, settle, mat), 3)
            if ya >= yb:
                ya = round(yb - 0.001, 3)
            vals = sp['fmt'](lab, cu, cpn, mat, bid, ask, yb, ya, rng)
            for i, v in enumerate(vals, 1):
                c = ws.cell(r, i, v)
                name = cols[i - 1]
                if 'Yld' in name and isinstance(v, float):
                    c.number_format = '0.000%'
                elif name.startswith('_'):
                    c.number_format = '0.000000'
                elif isinstance(v, dt.date):
                    c.number_format = 'mm/dd/yyyy'
            r += 1
            quotes.append(Q(cu, 'government', 'price', bid, ask, sp['size'], sp['size'], d))
            quotes.append(Q(cu, 'government', 'yield', yb, ya, sp['size'], sp['size'], d))
    for h in hidden:
        ws.column_dimensions[openpyxl.utils.get_column_letter(h)].hidden = True
    r += 1
    for n in sp['notes']:
        ws.cell(r, 1, n); r += 1
    att = (sp['fname'], xlsx_bytes(wb), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'ustx'), sp['body'] + "\n" + sig(sp), attach=att)
    return eml, 'xlsx', quotes
