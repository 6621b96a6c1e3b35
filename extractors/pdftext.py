"""A text-only PDF page's characters straight from pdfminer's interpreter (runs in the PDF child).

pdfminer builds an ``LTChar`` object for every character and pdfplumber then reads it back into a
dict; on a page of text that was half the time of a page. A page whose content streams draw nothing
(no path, no form, no image) has no ruling for a table and no figure, so its characters can be
computed here, with pdfminer's own arithmetic (``LTChar.__init__``), as the dicts
:func:`extractors.pdf.page_chars` would give. Anything drawn, found before or during the pass,
sends the page back to the full layout (``None``).
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from functools import cache
from typing import Any
from unicodedata import normalize as normalize_unicode

#: A content stream operator that draws (path construction, a form or an image via ``Do``, an inline
#: image): a page holding one is read through the full layout. Text inside a string can match too,
#: which only costs the fast path.
_DRAWS = re.compile(rb"(?:^|[\s\])>])(?:re|m|l|c|v|y|Do|BI)(?=[\s\[(/<%]|$)")


class PageChars:
    """A page's characters as the dicts word grouping reads, with the values ``page.chars`` would
    give (pdfplumber's ``Page.process_object``), from a character's box in pdfminer's coordinates.
    Both ways of reading a page (:func:`text_only_chars`, ``pdf.page_chars``) fill one."""

    def __init__(self, page: Any) -> None:
        self.chars: list[dict[str, Any]] = []
        self.height = page.height
        self.mb_x0, self.mb_top = page.mediabox[:2]
        self.doctop = page.initial_doctop
        self.norm = page.pdf.unicode_norm

    def add(self, text: str, x0: float, y0: float, x1: float, y1: float, upright: bool, size: float,
            matrix: Any) -> None:
        mb_x0, mb_top = self.mb_x0, self.mb_top
        top = (self.height - y1) + mb_top
        char = {
            "text": normalize_unicode(self.norm, text) if self.norm is not None else text,
            "x0": x0 + mb_x0 if mb_x0 != 0 else x0, "x1": x1 + mb_x0 if mb_x0 != 0 else x1,
            "top": top, "bottom": (self.height - y0) + mb_top, "doctop": self.doctop + top,
            "upright": upright, "size": size,
        }
        if not upright:
            char["matrix"] = matrix
        self.chars.append(char)


class _Drawn(Exception):
    """The page drew something after all: read it through the full layout."""


def text_only_chars(page: Any) -> list[dict[str, Any]] | None:
    """The characters of a pdfplumber page that draws nothing, else ``None``."""
    from pdfminer.pdfinterp import PDFPageInterpreter
    from pdfminer.pdftypes import PDFStream, resolve1
    from pdfplumber.utils.exceptions import PdfminerException

    page_obj = page.page_obj
    for ref in page_obj.contents:
        stream = resolve1(ref)
        if not isinstance(stream, PDFStream) or _DRAWS.search(stream.get_data()):
            return None
    device = _device_class()(page)
    try:
        PDFPageInterpreter(page.pdf.rsrcmgr, device).process_page(page_obj)
    except _Drawn:
        return None
    except Exception as exc:
        raise PdfminerException(exc) from exc  # as pdfplumber's own layout pass raises it
    return device.page_chars.chars


@cache
def _device_class() -> type:
    """The device class, built on first use: pdfminer is imported in the PDF child only."""
    from pdfminer.pdfdevice import PDFTextDevice
    from pdfminer.pdffont import PDFUnicodeNotDefined

    class CharDevice(PDFTextDevice):  # type: ignore[misc]
        def __init__(self, page: Any) -> None:
            super().__init__(page.pdf.rsrcmgr)
            self.page_chars = PageChars(page)

        def begin_figure(self, name: str, bbox: Any, matrix: Any) -> None:
            raise _Drawn

        def paint_path(self, *args: Any) -> None:
            raise _Drawn

        def render_image(self, *args: Any) -> None:
            raise _Drawn

        def render_char(self, matrix: Any, font: Any, fontsize: float, scaling: float, rise: float, cid: int,
                        ncs: Any, graphicstate: Any) -> float:
            # pdfminer's PDFLayoutAnalyzer.render_char and LTChar.__init__, term for term.
            try:
                text = font.to_unichr(cid)
                assert isinstance(text, str), str(type(text))
            except PDFUnicodeNotDefined:
                text = f"(cid:{cid})"
            adv = font.char_width(cid) * fontsize * scaling
            vertical = font.is_vertical()
            if vertical:
                vx, vy = font.char_disp(cid)
                vx = fontsize * 0.5 if vx is None else vx * fontsize * 0.001
                vy = (1000 - vy) * fontsize * 0.001
                bx0, by0, bx1, by1 = -vx, vy + rise + adv, -vx + fontsize, vy + rise
            else:
                descent = font.get_descent() * fontsize
                bx0, by0, bx1, by1 = 0, descent + rise, adv, descent + rise + fontsize
            a, b, c, d, e, f = matrix
            upright = a * d * scaling > 0 and b * c <= 0
            # utils.apply_matrix_rect: the four corners, then their bounds.
            left1, bottom1 = a * bx0 + c * by0 + e, b * bx0 + d * by0 + f
            right1, bottom2 = a * bx1 + c * by0 + e, b * bx1 + d * by0 + f
            right2, top1 = a * bx1 + c * by1 + e, b * bx1 + d * by1 + f
            left2, top2 = a * bx0 + c * by1 + e, b * bx0 + d * by1 + f
            x0, x1 = min(left1, left2, right1, right2), max(left1, left2, right1, right2)
            y0, y1 = min(bottom1, bottom2, top1, top2), max(bottom1, bottom2, top1, top2)
            self.page_chars.add(text, x0, y0, x1, y1, upright, (x1 - x0) if vertical else (y1 - y0), matrix)
            return adv

    return CharDevice



def table_cells(table: Any, chars: list[dict[str, Any]]) -> list[list[str | None]]:
    """``table.extract()`` of a pdfplumber table, the same cells, with each row's characters found
    by bisecting the page's characters on their vertical middles: pdfplumber tests every character
    of the page against every row (a third of the time of a ruled page of 45 rows)."""
    from pdfplumber.utils import extract_text

    mids = [((c["top"] + c["bottom"]) / 2, (c["x0"] + c["x1"]) / 2) for c in chars]
    if any(math.isnan(v) or math.isnan(h) for v, h in mids):
        return table.extract()  # no order to bisect
    order = sorted(range(len(chars)), key=lambda i: mids[i][0])
    middles = [mids[i][0] for i in order]
    out: list[list[str | None]] = []
    for row in table.rows:
        x0, top, x1, bottom = row.bbox
        # pdfplumber's char_in_bbox: top <= middle < bottom and x0 <= centre < x1, in page order.
        inside = sorted(i for i in order[bisect_left(middles, top):bisect_left(middles, bottom)]
                        if x0 <= mids[i][1] < x1)
        cells: list[str | None] = []
        helds: list[list[dict[str, Any]]] = []
        for cell in row.cells:
            if cell is None:
                cells.append(None)
                helds.append([])
                continue
            cx0, ctop, cx1, cbottom = cell
            held = [chars[i] for i in inside if cx0 <= mids[i][1] < cx1 and ctop <= mids[i][0] < cbottom]
            cells.append(extract_text(held) if held else "")
            helds.append(held)
        out.append(_join_cut_words(cells, helds))
    return out


def _join_cut_words(cells: list[str | None], helds: list[list[dict[str, Any]]]) -> list[str | None]:
    """A heading centred over two columns (``Price``, ``Spread (bp)`` over ``Bid | Offer``) in a row
    the table's ruling does not split: pdfplumber cuts it at the columns' boundary (``Pri | ce``,
    ``Sprea | d (bp)``), or between its words where the label's unit stands on the other side
    (``DM | (bp)``). Two cells of words, one line each, whose letters touch across the boundary are
    one label, as are a word and a bracketed unit one word space apart: written in the first (the
    cell after it left empty, which the label spans)."""
    for i in range(len(cells) - 1):
        left, right = cells[i], cells[i + 1]
        if (not left or not right or "\n" in left or "\n" in right or not left[-1].isalpha()
                or any(ch.isdigit() for ch in left + right)):
            continue
        unit = _BRACKETED_UNIT.match(right) is not None
        if not (right[0].isalpha() or unit):
            continue
        last = max(helds[i], key=lambda c: c["x1"])
        first = min(helds[i + 1], key=lambda c: c["x0"])
        if abs(last["top"] - first["top"]) >= 0.2 * last["size"]:
            continue
        gap = first["x0"] - last["x1"]
        if gap < 0.15 * last["size"] and not unit:
            cells[i], cells[i + 1] = left + right, ""
        elif unit and gap < 0.5 * last["size"]:
            cells[i], cells[i + 1] = f"{left} {right}", ""
    return cells


#: A unit in brackets alone in a cell: ``(bp)``, ``(%)``, ``(pts)``.
_BRACKETED_UNIT = re.compile(r"^\([A-Za-z%$ ]{1,6}\)$")
