"""Families: RMBS PDF with cover page and footnotes, CMBS xlsx, FRN shaded PDF, agency docx with a correction."""
import datetime as dt, random
from common import *
from fam_a import sig, frm, msgid
import docx
from docx.shared import Pt
import openpyxl
from openpyxl.styles import Font, PatternFill, Alignment, Border, Side

# ----------------------------------------------------------------- F25 RMBS / CMO PDF with cover + footnotes
def rmbs_pdf(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']
    quotes = []
    pdf = PDF(title=sp['pdf_title'], producer='Acrobat Distiller 23.0 (Windows)')
    c = pdf.page()
    c.rect(0, 600, 612, 192, 0.15)
    c.text(306, 700, sp['cover'][0], 'F6', 26, 'center')
    for i, ln in enumerate(sp['cover'][1:]):
        c.text(306, 560 - i * 20, ln, 'F4', 13, 'center')
    c.text(306, 120, sp['cover_disc'], 'F4', 7, 'center')
    cols = sp['cols']
    rows = sp['rows']
    per = sp['per_page']
    npg = (len(rows) + per - 1) // per
    for pi in range(npg):
        p = pdf.page()
        p.text(40, 752, sp['table_title'] + (' (cont.)' if pi else ''), 'F6', 11)
        y = 728
        x = 40
        for h, w in cols:
            parts = h.split('|')
            for k, hp in enumerate(parts):
                p.text(x + w - 3, y - 9 * k, hp, 'F6', 7, 'right')
            x += w
        yl = y - 9 * max(len(h.split('|')) for h, _ in cols) + 3
        p.line(40, y + 9, x, y + 9, 0.8); p.line(40, yl, x, yl, 0.8)
        y = yl - 11
        for row in rows[pi * per:(pi + 1) * per]:
            cu, deal, cls, vals, sprd, px, sz, mark = row
            xx = 40
            for v_, (h, w) in zip(vals, cols):
                p.text(xx + w - 3, y, v_, 'F4', 7.5, 'right')
                xx += w
            y -= 12
            if sprd is not None:
                quotes.append(Q(cu, 'structured', sp['sprd_qt'], None, sprd, None, sz, d))
            if px is not None:
                quotes.append(Q(cu, 'structured', 'price', None, px, None, sz, d))
        p.line(40, y + 6, x, y + 6, 0.8)
        y -= 10
        if pi == npg - 1:
            for fn in sp['footnotes']:
                p.text(40, y, fn, 'F4', 6.5); y -= 9
        p.text(306, 30, f"{pi + 2}", 'F4', 8, 'center')
        p.text(572, 30, sp['pdf_title'], 'F4', 6, 'right')
    att = (sp['fname'], pdf.bytes(), 'application/pdf')
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'rmbs'), sp['body'] + "\n" + sig(sp), attach=att)
    return eml, 'pdf', quotes

# ----------------------------------------------------------------- F27 CMBS xlsx run
def cmbs_xlsx(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']
    quotes = []
    wb = openpyxl.Workbook(); ws = wb.active; ws.title = sp['tab']
    r = 1
    for t in sp['title_rows']:
        ws.cell(r, 1, t).font = Font(bold=True); r += 1
    r += 1
    for band, start in sp.get('bands', []):
        ws.cell(r, start, band).font = Font(bold=True)
    if sp.get('bands'):
        r += 1
    cols = sp['cols']
    thin = Side(style='thin')
    for i, c in enumerate(cols, 1):
        cell = ws.cell(r, i, c); cell.font = Font(bold=True); cell.border = Border(bottom=thin)
    r += 1
    for sect, rows in sp['sections']:
        ws.cell(r, 1, sect).font = Font(bold=True, color='C00000'); r += 1
        for row in rows:
            vals, qs = sp['fmt'](row, rng)
            for i, v in enumerate(vals, 1):
                ws.cell(r, i, v)
            r += 1
            for key, qt, b, a, sz in qs:
                quotes.append(Q(key, 'structured', qt, b, a, sz, sz, d))
    r += 1
    for n in sp['notes']:
        ws.cell(r, 1, n).font = Font(size=8); r += 1
    att = (sp['fname'], xlsx_bytes(wb), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'cmbsx'), sp['body'] + "\n" + sig(sp), attach=att)
    return eml, 'xlsx', quotes

# ----------------------------------------------------------------- F29 FRN / IG shaded ruled PDF
def frn_pdf(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']
    quotes = []
    pdf = PDF(title=sp['pdf_title'], producer='wkhtmltopdf 0.12.6')
    p = pdf.page(792, 612)
    p.text(36, 578, sp['pdf_title'], 'F2', 12)
    p.text(36, 565, sp['subtitle'], 'F1', 7.5)
    y = 545
    for tb in sp['tables']:
        cols = tb['cols']
        tw = sum(w for _, w in cols)
        p.text(36, y, tb['title'], 'F2', 9); y -= 6
        p.rect(36, y - 13, tw, 13, 0.25)
        x = 36
        for h, w in cols:
            p.text(x + 3, y - 9.5, h, 'F2', 7)  # header text white-ish on dark? keep black on grey
            x += w
        p.line(36, y, 36 + tw, y, 0.6)
        y -= 13
        for i, row in enumerate(tb['rows']):
            vals, qs = tb['fmt'](row, rng)
            if i % 2 == 1:
                p.rect(36, y - 12, tw, 12, 0.92)
            x = 36
            for v_, (h, w) in zip(vals, cols):
                p.text(x + 3, y - 9, v_, 'F1', 7.2)
                x += w
            p.line(36, y - 12, 36 + tw, y - 12, 0.25, 0.6)
            y -= 12
            for key, ac, qt, b, a, sz in qs:
                quotes.append(Q(key, ac, qt, b, a, sz, sz, d))
        x = 36
        for h, w in cols:
            p.line(x, y, x, y + 13 + 12 * len(tb['rows']), 0.25, 0.6); x += w
        p.line(x, y, x, y + 13 + 12 * len(tb['rows']), 0.25, 0.6)
        y -= 22
    for n in sp['notes']:
        p.text(36, y, n, 'F1', 6.5); y -= 9
    att = (sp['fname'], pdf.bytes(), 'application/pdf')
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'frn'), sp['body'] + "\n" + sig(sp), attach=att)
    return eml, 'pdf', quotes

# ----------------------------------------------------------------- F31 agency bullets + DNs docx with correction
def agency_docx(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']; settle = sp['date'].date() + dt.timedelta(days=1)
    quotes = []
    doc = docx.Document()
    st = doc.styles['Normal']; st.font.name = 'Times New Roman'; st.font.size = Pt(10)
    doc.add_paragraph(sp['doc_title']).runs[0].bold = True
    doc.add_paragraph(sp['sizes_line'])
    fix = sp['fix_index']; corr = None
    for ti, (title, cols, rows, kind) in enumerate(sp['tables']):
        doc.add_paragraph(title).runs[0].bold = True
        t = doc.add_table(rows=1, cols=len(cols)); t.style = 'Table Grid'
        for i, c in enumerate(cols):
            t.rows[0].cells[i].text = c
        for ri, row in enumerate(rows):
            vals, qs = sp['fmt'][kind](row, rng, settle)
            if kind == 'bullet' and ri == fix:
                # fat finger in the table (handle one point up), corrected in a line below it
                b, a = [(q[2], q[3]) for q in qs if q[1] == 'price'][0]
                vals = list(vals)
                vals[sp['px_cols'][0]] = to32(b + 1)
                vals[sp['px_cols'][1]] = to32(a + 1)
                corr = sp['corr_fmt'](row, to32(b), to32(a), to32(b + 1), to32(a + 1))
            r = t.add_row().cells
            for i, v in enumerate(vals):
                r[i].text = v
            for key, qt, b, a in qs:
                sz = sp['sizes'][kind]
                quotes.append(Q(key, 'agency', qt, b, a, sz, sz, d))
        if corr and kind == 'bullet':
            doc.add_paragraph(corr)
        doc.add_paragraph('')
    for n in sp['notes']:
        doc.add_paragraph(n)
    att = (sp['fname'], docx_bytes(doc), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'agyd'), sp['body'] + "\n" + sig(sp), attach=att)
    return eml, 'docx', quotes
