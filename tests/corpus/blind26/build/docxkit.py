"""Word documents as desks write them (python-docx), saved with fixed properties and zip times.

A memo is paragraphs and tables in order: `para` for a line (bold, size, tab stops for a tab-aligned run),
`table` for a grid whose header may run over two rows with merged cells (`merges`: ((r0, c0), (r1, c1)) pairs,
the text kept in the first cell).
"""

from __future__ import annotations

import datetime as _dt
import io

import docx
from docx.enum.section import WD_ORIENT
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.shared import Inches, Pt

from common import normalize_zip


def new(author: str, title: str, *, landscape=False, font="Calibri", size=10):
    d = docx.Document()
    cp = d.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.title = title
    cp.revision = 3
    fixed = _dt.datetime(2028, 2, 7, 6, 30, tzinfo=_dt.UTC)
    cp.created = fixed
    cp.modified = fixed
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    sec = d.sections[0]
    sec.left_margin = sec.right_margin = Inches(0.7)
    sec.top_margin = sec.bottom_margin = Inches(0.6)
    if landscape:
        sec.orientation = WD_ORIENT.LANDSCAPE
        sec.page_width, sec.page_height = sec.page_height, sec.page_width
    return d


def para(d, text="", *, b=False, i=False, size=None, tabs=(), right_tabs=(), align=None, space_after=2):
    """One paragraph; tabs are left tab stops (inches), right_tabs right-aligned stops (numbers line up on them)."""
    p = d.add_paragraph()
    pf = p.paragraph_format
    pf.space_after = Pt(space_after)
    pf.space_before = Pt(0)
    for t in tabs:
        pf.tab_stops.add_tab_stop(Inches(t), WD_TAB_ALIGNMENT.LEFT)
    for t in right_tabs:
        pf.tab_stops.add_tab_stop(Inches(t), WD_TAB_ALIGNMENT.RIGHT)
    if align == "c":
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    if text:
        r = p.add_run(text)
        r.bold = b
        r.italic = i
        if size:
            r.font.size = Pt(size)
    return p


def table(d, rows, *, head=1, widths=None, align="", merges=(), size=8.5, style="Table Grid", bold_rows=()):
    """A Word table: rows of strings; the first `head` rows bold; align one letter per column (l, r, c)."""
    ncols = max(len(r) for r in rows)
    t = d.add_table(rows=len(rows), cols=ncols)
    if style:
        t.style = d.styles[style]
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    for (r0, c0), (r1, c1) in merges:
        t.cell(r0, c0).merge(t.cell(r1, c1))
    merged_away = set()
    for (r0, c0), (r1, c1) in merges:
        for rr in range(r0, r1 + 1):
            for cc in range(c0, c1 + 1):
                if (rr, cc) != (r0, c0):
                    merged_away.add((rr, cc))
    for ri, row in enumerate(rows):
        for ci in range(ncols):
            if (ri, ci) in merged_away:
                continue
            txt = row[ci] if ci < len(row) else ""
            cell = t.cell(ri, ci)
            p = cell.paragraphs[0]
            p.paragraph_format.space_after = Pt(0)
            a = align[ci] if ci < len(align) else "l"
            if ri < head and (r0c0_span(merges, ri, ci)):
                p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            elif a == "r" and ri >= head:
                p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
            elif a == "c":
                p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            run = p.add_run(txt)
            run.font.size = Pt(size)
            run.bold = ri < head or ri in bold_rows
    if widths:
        for ri in range(len(rows)):
            for ci, w in enumerate(widths):
                t.cell(ri, ci).width = Inches(w)
    return t


def r0c0_span(merges, r, c) -> bool:
    return any((r0, c0) == (r, c) and c1 > c0 for (r0, c0), (_r1, c1) in merges)


def save(d) -> bytes:
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())
