"""Table drawing on pdfkit pages: columns of given widths, optional rules and shaded header."""
from __future__ import annotations

from pdfkit import Page


def col_x(x0: float, widths: list[float]) -> list[float]:
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    return xs


def put(page: Page, xs, i, y, s, align, font, size, pad=3.0):
    if not s:
        return
    if align == "r":
        page.text(xs[i + 1] - pad, y, s, font, size, "right")
    elif align == "c":
        page.text((xs[i] + xs[i + 1]) / 2, y, s, font, size, "center")
    else:
        page.text(xs[i] + pad, y, s, font, size)


def header(page: Page, xs, y, rows: list[list[str]], aligns, font, size, lh, bands=None, shade=None, ruled=False,
           band_inline=False):
    """rows: header lines (top first), one string per column. bands: [(first_col, last_col, label)] drawn above."""
    top = y + lh
    if bands:
        if shade is not None and not band_inline:
            page.rect(xs[0], y - 3, xs[-1] - xs[0], lh, shade)
        for a, b, label in bands:
            if label:
                page.text((xs[a] + xs[b + 1]) / 2, y, label, font, size, "center")
                if ruled:
                    page.line(xs[a] + 2, y - 3, xs[b + 1] - 2, y - 3, 0.4)
                else:
                    page.line(xs[a] + 4, y - 2.5, xs[b + 1] - 4, y - 2.5, 0.3)
        if band_inline:
            top = y + lh
        else:
            y -= lh
    if shade is not None:
        page.rect(xs[0], y - 3 - lh * (len(rows) - 1), xs[-1] - xs[0], lh * len(rows), shade)
    for r in rows:
        for i, s in enumerate(r):
            put(page, xs, i, y, s, aligns[i], font, size)
        y -= lh
    bottom = y + lh - 3
    if ruled:
        page.line(xs[0], top - 3, xs[-1], top - 3, 0.8)
        page.line(xs[0], bottom, xs[-1], bottom, 0.8)
    else:
        page.line(xs[0], bottom, xs[-1], bottom, 0.6)
    return y, top - 3


def body_row(page: Page, xs, y, cells, aligns, font, size, lh, ruled=False, shade=None):
    if shade is not None:
        page.rect(xs[0], y - 3, xs[-1] - xs[0], lh, shade)
    for i, s in enumerate(cells):
        put(page, xs, i, y, s, aligns[i], font, size)
    if ruled:
        page.line(xs[0], y - 3, xs[-1], y - 3, 0.3)
    return y - lh


def verticals(page: Page, xs, top, bottom, width=0.3):
    for x in xs:
        page.line(x, top, x, bottom, width)
