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


def _draw(c, x, y, s, size, font, how, w):
    """One line of a cell; '^x' at the end is a raised footnote marker."""
    main, _, sup = s.partition("^")
    tw = c.stringWidth(main, font, size) + (c.stringWidth(sup, font, size * 0.65) + 0.8 if sup else 0)
    if how == "r":
        x0 = x + w - 3 - tw
    elif how == "c":
        x0 = x + (w - tw) / 2
    else:
        x0 = x + 3
    c.setFont(font, size)
    c.drawString(x0, y, main)
    if sup:
        c.setFont(font, size * 0.65)
        c.drawString(x0 + c.stringWidth(main, font, size) + 0.8, y + size * 0.45, sup)


def grid(c, x, y, widths, rows, *, size=7.5, lead=9.5, head=1, align="", spans=None, ruled=True,
         shade=None, font="Helvetica"):
    """A table from the top-left (x, y): cells may hold '\\n' (wrapped lines); returns the y below.

    head: the number of header rows (bold); spans: {row: [(text, ncols), ...]} for group headers;
    align: one letter per column (l, r, c); ruled: draw the cell borders; shade: {row: grey}."""
    spans = spans or {}
    shade = shade or {}
    total = sum(widths)
    for i, row in enumerate(rows):
        f = font + "-Bold" if i < head else font
        cells = spans.get(i) or [(t, 1) for t in row]
        nl = max(len(str(t).split("\n")) for t, _ in cells)
        h = nl * lead + 3
        if i in shade:
            c.setFillGray(shade[i])
            c.rect(x, y - h, total, h, stroke=0, fill=1)
            c.setFillGray(0)
        cx = x
        col = 0
        for t, n in cells:
            w = sum(widths[col:col + n])
            how = "c" if n > 1 else (align[col] if col < len(align) and i >= head else "l")
            for k, ln in enumerate(str(t).split("\n")):
                _draw(c, cx, y - lead * (k + 1) + 1, ln, size, f, how, w)
            if ruled:
                c.setLineWidth(0.4)
                c.rect(cx, y - h, w, h, stroke=1, fill=0)
            cx += w
            col += n
        y -= h
    return y
