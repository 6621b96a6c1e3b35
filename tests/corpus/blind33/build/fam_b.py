"""Families: SSA docx, agency CMO xlsx, two-column govvies PDF, IG/FRN text."""
import datetime as dt, random
from common import *
from fam_a import sig, frm, msgid
import docx
from docx.shared import Pt
import openpyxl
from openpyxl.styles import Font, PatternFill, Alignment

# ----------------------------------------------------------------- F9 SSA docx
def ssa_docx(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']; settle = sp['date'].date() + dt.timedelta(days=2)
    quotes = []
    doc = docx.Document()
    st = doc.styles['Normal']; st.font.name = 'Arial'; st.font.size = Pt(9)
    doc.add_paragraph(sp['doc_title']).runs[0].bold = True
    doc.add_paragraph(sp['intro'])
    for sec in sp['sections']:
        doc.add_paragraph(sec['title'])
        cols = sec['cols']
        t = doc.add_table(rows=1, cols=len(cols))
        t.style = 'Table Grid'
        for i, c in enumerate(cols):
            t.rows[0].cells[i].text = c
        for iss, cc, cpn, mat, s, bmky in sec['rows']:
            isn = rand_isin(rng, cc)
            sa = s; sb = s + rng.choice([1, 2, 3]) if s >= 0 else s + rng.choice([1, 2])
            freq = 1 if sec['ccy'] == 'EUR' else 2
            pb = round(bond_price(cpn, bmky + sb / 100, settle, mat, freq), 3)
            pa = round(pb + rng.choice([0.06, 0.08, 0.1, 0.12]), 3)
            vals = sec['fmt'](iss, isn, cpn, mat, sb, sa, pb, pa, bmky, rng)
            r = t.add_row().cells
            for i, v in enumerate(vals):
                r[i].text = v
            qt = sec['qt']
            quotes.append(Q(isn, 'agency', qt, sb, sa, sec['size'], sec['size'], d))
            if sec.get('with_px', True):
                quotes.append(Q(isn, 'agency', 'price', pb, pa, sec['size'], sec['size'], d))
        doc.add_paragraph('')
    for n in sp['notes']:
        doc.add_paragraph(n)
    att = (sp['fname'], docx_bytes(doc), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'ssa'), sp['body'] + "\n" + sig(sp), attach=att)
    return eml, 'docx', quotes

# ----------------------------------------------------------------- F11 CMO offering xlsx
def cmo_xlsx(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']
    quotes = []
    wb = openpyxl.Workbook()
    ws = wb.active; ws.title = sp['tab']
    r = 1
    for t in sp['title_rows']:
        ws.cell(r, 1, t).font = Font(bold=(r == 1)); r += 1
    r += 1
    cols = sp['cols']
    for i, c in enumerate(cols, 1):
        cell = ws.cell(r, i, c); cell.font = Font(bold=True, color='FFFFFF')
        cell.fill = PatternFill('solid', fgColor='305496'); cell.alignment = Alignment(wrap_text=True)
    r += 1
    for row in sp['rows']:
        deal, cls, typ, cpn, orig, fac, wal, cpr, sprd, px, avail = row
        cu = rand_cusip(rng, sp['cusip_pfx'](deal))
        vals = sp['fmt'](cu, deal, cls, typ, cpn, orig, fac, wal, cpr, sprd, px, avail)
        for i, v in enumerate(vals, 1):
            c = ws.cell(r, i, v)
            if isinstance(v, float):
                c.number_format = ('0.0000' if v < 2 else '0.000') if i != len(vals) else '0.0'
        r += 1
        asz = avail * 1e6 if avail else sp.get('default_size')
        if sprd is not None:
            quotes.append(Q(cu, 'structured', sp['sprd_qt'], None, sprd, None, asz, d))
        if px is not None:
            quotes.append(Q(cu, 'structured', 'price', None, px, None, asz, d))
    r += 1
    if sp.get('total'):
        ws.cell(r, 1, 'Total'); ws.cell(r, cols.index(sp['total']) + 1, round(sum(x[-1] or 0 for x in sp['rows']), 1)); r += 2
    for n in sp['notes']:
        ws.cell(r, 1, n).font = Font(italic=True, size=8); r += 1
    for i in range(1, len(cols) + 1):
        ws.column_dimensions[openpyxl.utils.get_column_letter(i)].width = 12
    att = (sp['fname'], xlsx_bytes(wb), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'cmo'), sp['body'] + "\n" + sig(sp), attach=att)
    return eml, 'xlsx', quotes

# ----------------------------------------------------------------- F13 two-column European govvies PDF
def euro_govt_pdf(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']; settle = sp['date'].date() + dt.timedelta(days=2)
    quotes = []
    pdf = PDF(title=sp['pdf_title'], producer='Microsoft® Word for Microsoft 365')
    p = pdf.page()
    p.text(40, 752, sp['pdf_title'], 'F6', 14)
    p.text(40, 738, sp['subtitle'], 'F4', 8.5)
    p.line(40, 732, 572, 732, 1)
    colx = [40, 316]
    for ci, (sect, ticker, freq, bonds) in enumerate(sp['columns']):
        x = colx[ci % 2]
        y = 712 if ci < 2 else 430
        p.text(x, y, sect, 'F6', 9.5)
        y -= 13
        p.text(x, y, "Bond", 'F6', 7.5)
        for hx, h in zip(sp['hx'], sp['hdrs']):
            p.text(x + hx, y, h, 'F6', 7.5, 'right')
        y -= 4; p.line(x, y, x + 250, y, 0.4); y -= 10
        for cpn, mat, y0 in bonds:
            pb = round(bond_price(cpn, y0, settle, mat, freq), 2)
            pa = round(pb + rng.choice([0.03, 0.04, 0.05, 0.06, 0.08]), 2)
            yb = round(bond_yield(cpn, pb, settle, mat, freq), 3)
            ya = round(bond_yield(cpn, pa, settle, mat, freq), 3)
            if ya >= yb:
                ya = round(yb - 0.001, 3)
            chg = rng.choice([-3.1, -1.4, 0.6, 2.2, -0.5, 1.8, 0.0])
            name = sp['name'](ticker, cpn, mat)
            p.text(x, y, name, 'F4', 7.5)
            vals = sp['vals'](pb, pa, yb, ya, chg)
            for hx, v in zip(sp['hx'], vals):
                p.text(x + hx, y, v, 'F4', 7.5, 'right')
            y -= 11
            key = f"{ticker} {cpn_key(cpn)} {iso(mat)}"
            sz = sp['sizes'][ticker]
            quotes.append(Q(key, 'government', 'price', pb, pa, sz, sz, d))
            quotes.append(Q(key, 'government', 'yield', yb, ya, sz, sz, d))
    y = 180
    for n in sp['foot']:
        p.text(40, y, n, 'F4', 7); y -= 10
    p.text(306, 30, "1", 'F4', 8, 'center')
    att = (sp['fname'], pdf.bytes(), 'application/pdf')
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'egb'), sp['body'] + "\n" + sig(sp), attach=att)
    return eml, 'pdf', quotes

# ----------------------------------------------------------------- F15 IG + FRN text
def ig_text(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']
    quotes = []
    L = [sp['open'], '']
    L.append(sp['ig_head'])
    for iss, cpn, mat, s, sz in sp['ig']:
        sb = s + rng.choice([5, 6, 7, 8])
        dp = sp.get('px_dp', 3)
        pb = round(rng.uniform(97.2, 102.8), dp)
        pa = round(pb + rng.choice([0.18, 0.25, 0.30, 0.36]), dp)
        name = f"{iss} {sp['cfmt'](cpn)} {sp['mfmt'](mat)}"
        szt = f"  {sz}x{sz}" if sz else ''
        L.append(sp['igline'](name, sb, s, pb, pa, szt, rng))
        size = (sz or sp['ig_size']) * 1e6
        key = f"{iss} {cpn_key(cpn)} {sp['mkey'](mat)}"
        quotes.append(Q(key, 'corporate', 'spread', sb, s, size, size, d))
        quotes.append(Q(key, 'corporate', 'price', pb, pa, size, size, d))
    L.append('')
    L.append(sp['frn_head'])
    for iss, idx, mat, dm, cid in sp['frn']:
        dmb = dm + rng.choice([3, 4, 5])
        dp = sp.get('px_dp', 3); pb = round(rng.uniform(99.6, 100.6), dp); pa = round(pb + rng.choice([0.06, 0.08, 0.1]), dp)
        L.append(sp['frnline'](iss, idx, mat, dmb, dm, pb, pa, cid, rng))
        quotes.append(Q(cid, 'corporate', 'dm', dmb, dm, sp['frn_size'], sp['frn_size'], d))
        quotes.append(Q(cid, 'corporate', 'price', pb, pa, sp['frn_size'], sp['frn_size'], d))
    L.append('')
    L += sp['close']
    body = "\n".join(L) + "\n" + sig(sp)
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'ig'), body)
    return eml, 'text', quotes
