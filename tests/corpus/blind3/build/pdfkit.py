"""reportlab helpers: deterministic PDFs (invariant=1) with repeated page headers and footers."""
import io

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, letter, landscape
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle, PageBreak

STYLES = getSampleStyleSheet()
SMALL = STYLES["BodyText"].clone("small", fontSize=7, leading=9)
NORMAL = STYLES["BodyText"].clone("n", fontSize=9, leading=11)
H = STYLES["Heading2"].clone("h", fontSize=12, leading=14)


def table(headers, rows, widths=None, repeat=1, font=7.5, head_bg="#1F3864", extra_style=()):
    data = [headers] + [list(r) for r in rows] if headers else [list(r) for r in rows]
    t = Table(data, colWidths=widths, repeatRows=repeat if headers else 0)
    st = [("FONT", (0, 0), (-1, -1), "Helvetica", font),
          ("GRID", (0, 0), (-1, -1), 0.25, colors.HexColor("#A6A6A6")),
          ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
          ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]
    if headers:
        st += [("BACKGROUND", (0, 0), (-1, repeat - 1), colors.HexColor(head_bg)),
               ("TEXTCOLOR", (0, 0), (-1, repeat - 1), colors.white),
               ("FONT", (0, 0), (-1, repeat - 1), "Helvetica-Bold", font)]
    st += list(extra_style)
    t.setStyle(TableStyle(st))
    return t


def build(flow, header, footer, title, author, pagesize=A4, land=False):
    buf = io.BytesIO()
    ps = landscape(pagesize) if land else pagesize

    def on_page(c, doc):
        c.saveState()
        c.setFont("Helvetica-Bold", 8)
        c.drawString(15 * mm, ps[1] - 10 * mm, header)
        c.setFont("Helvetica", 6.5)
        c.drawString(15 * mm, 8 * mm, footer)
        c.drawRightString(ps[0] - 15 * mm, 8 * mm, "Page %d" % doc.page)
        c.restoreState()

    doc = SimpleDocTemplate(buf, pagesize=ps, leftMargin=15 * mm, rightMargin=15 * mm,
                            topMargin=16 * mm, bottomMargin=15 * mm, title=title, author=author,
                            creator="DeskSheets 4.2", subject=title, invariant=1)
    doc.build(flow, onFirstPage=on_page, onLaterPages=on_page)
    return buf.getvalue()


__all__ = ["table", "build", "Paragraph", "Spacer", "PageBreak", "SMALL", "NORMAL", "H", "mm", "letter", "A4"]
