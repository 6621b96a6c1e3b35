"""python-docx helpers: fixed core properties and zip entry times."""
import datetime
import io

from docx import Document
from docx.shared import Pt

from common import normalize_zip

FIXED = datetime.datetime(2026, 11, 16, 7, 0, 0)


def new_doc(author):
    doc = Document()
    cp = doc.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.created = FIXED
    cp.modified = FIXED
    cp.last_printed = FIXED
    cp.revision = 1
    st = doc.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(9)
    return doc


def add_table(doc, headers, rows, style="Table Grid"):
    t = doc.add_table(rows=1, cols=len(headers))
    t.style = style
    for c, h in zip(t.rows[0].cells, headers):
        c.text = ""
        r = c.paragraphs[0].add_run(h)
        r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = str(v)
    return t


def runs(doc, parts):
    """A paragraph of runs: parts = [(text, bold)]."""
    p = doc.add_paragraph()
    for text, bold in parts:
        r = p.add_run(text)
        r.bold = bold
    return p


def finish(doc):
    buf = io.BytesIO()
    doc.save(buf)
    return normalize_zip(buf.getvalue())
