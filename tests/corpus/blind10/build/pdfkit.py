"""Drawing helpers for the PDF attachments (reportlab canvas, invariant=1 so builds repeat)."""

from __future__ import annotations

import io

from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.pdfgen import canvas

PAGES = {"a4": A4, "a4l": landscape(A4), "letter": letter, "letterl": landscape(letter)}


def new(size="letter", title="", author=""):
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=PAGES[size], invariant=1)
    c.setTitle(title)
    c.setAuthor(author)
    c.setCreator("desk sheet")
    return buf, c


def done(buf, c) -> bytes:
    c.save()
    return buf.getvalue()


def table(c, x, y, widths, rows, size=8, lead=12, bold_rows=(0,), right_from=None, font="Helvetica", jitter=0.0):
    """Draw rows of cells from the top-left (x, y); returns the y below the last row.

    right_from: column index from which cells are right-aligned (numbers).
    jitter: a deterministic wobble of each cell's baseline and left edge (in points), as a
    scanned-and-OCRed or badly exported sheet shows."""
    for i, row in enumerate(rows):
        f = font + "-Bold" if i in bold_rows else font
        c.setFont(f, size)
        cx = x
        for j, (w, cell) in enumerate(zip(widths, row, strict=True)):
            s = str(cell)
            dy = jitter * (((i * 7 + j * 3) % 5) - 2) / 2
            dx = jitter * (((i * 3 + j * 5) % 3) - 1)
            if right_from is not None and j >= right_from and i not in bold_rows:
                c.drawRightString(cx + w - 4 + dx, y + dy, s)
            else:
                c.drawString(cx + dx, y + dy, s)
            cx += w
        y -= lead
    return y


def rotated_header(c, x, y, widths, names, size=8):
    """Column names written bottom-to-top (rotated 90 degrees), as some desk sheets print them."""
    c.setFont("Helvetica-Bold", size)
    cx = x
    for w, n in zip(widths, names, strict=True):
        c.saveState()
        c.translate(cx + size, y)
        c.rotate(90)
        c.drawString(0, 0, n)
        c.restoreState()
        cx += w


def rule(c, x1, x2, y):
    c.setLineWidth(0.5)
    c.line(x1, y, x2, y)


def lines(c, x, y, rows, size=8, lead=10, font="Helvetica"):
    """Draw text lines from the top-left; returns the y below the last line."""
    c.setFont(font, size)
    for s in rows:
        c.drawString(x, y, s)
        y -= lead
    return y


def footer(c, text, page, pages, size=6.5, width=None):
    w = width or c._pagesize[0]  # noqa: SLF001
    c.setFont("Helvetica", size)
    c.drawString(36, 24, text)
    c.drawRightString(w - 36, 24, f"Page {page} of {pages}")
