"""Drawing helpers for the PDF attachments (reportlab canvas, invariant=1 so builds repeat).

Dealer systems print their sheets with a masthead (firm, desk, title, print time), a table that may run
over pages (header on page 1 only or repeated), section rows inside the table, subtotal rows, footnotes
under the table and a page footer (disclaimer with numbers, phone, page n of m). Two families here:
`grid` positions cells (ruled or not; proportional fonts) and `mono` prints fixed-width report lines
(columns aligned by spaces only, as a mainframe or Bloomberg-style print does).
"""

from __future__ import annotations

import io

from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.pdfgen import canvas

PAGES = {"a4": A4, "a4l": landscape(A4), "letter": letter, "letterl": landscape(letter), "legall": (1008, 612)}


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


def width(c) -> float:
    return c._pagesize[0]  # noqa: SLF001


def height(c) -> float:
    return c._pagesize[1]  # noqa: SLF001


def rule(c, x1, x2, y, w=0.5):
    c.setLineWidth(w)
    c.line(x1, y, x2, y)


def lines(c, x, y, rows, size=8, lead=10, font="Helvetica"):
    """Draw text lines from the top-left; returns the y below the last line. A line starting '**' is bold."""
    for s in rows:
        f = font + "-Bold" if s.startswith("**") else font
        c.setFont(f, size)
        c.drawString(x, y, s.removeprefix("**"))
        y -= lead
    return y


def mono(c, x, y, rows, size=7.2, lead=8.8):
    """Fixed-width report lines in Courier; a line starting '**' is bold. Returns the y below."""
    return lines(c, x, y, rows, size=size, lead=lead, font="Courier")


def masthead(c, firm, desk, title, right=(), *, ruled=True, mono_font=False, top=None):
    """The block a dealer system prints at the top of every page; returns the y under it."""
    w = width(c)
    y = top or height(c) - 34
    f = "Courier" if mono_font else "Helvetica"
    c.setFont(f + "-Bold", 11 if not mono_font else 10)
    c.drawString(36, y, firm)
    c.setFont(f, 7.5)
    c.drawString(36, y - 11, desk)
    c.setFont(f + "-Bold", 9)
    c.drawString(36, y - 24, title)
    c.setFont(f, 7)
    for i, s in enumerate(right):
        c.drawRightString(w - 36, y - i * 9, s)
    y -= 30
    if ruled:
        rule(c, 36, w - 36, y, 0.8)
    return y - 12


def page_footer(c, left_lines, page, pages, *, ruled=True, mono_font=False, size=6.2):
    """Disclaimer lines (full of numbers) at the bottom left and 'Page n of m' at the right."""
    w = width(c)
    f = "Courier" if mono_font else "Helvetica"
    y = 22 + (len(left_lines) - 1) * (size + 1.6)
    if ruled:
        rule(c, 36, w - 36, y + size + 3, 0.4)
    c.setFont(f, size)
    for s in left_lines:
        c.drawString(36, y, s)
        y -= size + 1.6
    c.setFont(f, size + 0.5)
    c.drawRightString(w - 36, 22, f"Page {page} of {pages}")


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
         shade=None, font="Helvetica", bold=(), hlines=False, head_align=None):
    """A table from the top-left (x, y): cells may hold '\\n' (wrapped lines); returns the y below.

    head: the number of header rows (bold); spans: {row: [(text, ncols), ...]} for group headers and
    section rows; align: one letter per column (l, r, c); ruled: draw the cell borders; hlines: draw
    only a rule under the header and under the last row (a lightly ruled sheet); shade: {row: grey};
    bold: further rows set in bold (subtotals); head_align: one letter per column for the header rows
    (a header set left over numbers set right, as dealer systems print them)."""
    spans = spans or {}
    shade = shade or {}
    total = sum(widths)
    for i, row in enumerate(rows):
        f = font + "-Bold" if (i < head or i in bold) else font
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
            if n > 1 and i < head:
                how = "c"
            elif i < head and head_align is not None:
                how = head_align[col] if col < len(head_align) else "l"
            elif n > 1:
                how = "l"
            else:
                how = align[col] if col < len(align) and (i >= head or align[col] == "r") else "l"
            for k, ln in enumerate(str(t).split("\n")):
                _draw(c, cx, y - lead * (k + 1) + 1, ln, size, f, how, w)
            if ruled:
                c.setLineWidth(0.4)
                c.rect(cx, y - h, w, h, stroke=1, fill=0)
            cx += w
            col += n
        y -= h
        if hlines and i == head - 1:
            rule(c, x, x + total, y + 1, 0.6)
    if hlines:
        rule(c, x, x + total, y + 1, 0.6)
    return y


def fixed(rows, widths, align):
    """Rows of cells as fixed-width report lines (for `mono`): widths in characters, align l / r per column."""
    out = []
    for r in rows:
        if isinstance(r, str):  # a section heading or a note line, as is
            out.append(r)
            continue
        cells = []
        for cell, w, a in zip(r, widths, align, strict=True):
            s = str(cell)
            cells.append(s.rjust(w) if a == "r" else s.ljust(w))
        out.append(" ".join(cells).rstrip())
    return out


def row_height(row, lead, span=False):
    """The height grid() gives a row: its tallest cell's lines times the lead, plus padding."""
    cells = [row[0]] if span else row
    return max(len(str(t).split("\n")) for t in cells) * lead + 3


def paginate(rows, lead, first, rest, *, sections=(), head_h=0.0):
    """Split body rows into pages as a report writer does: fill each page down to its space (first page
    `first` points, later pages `rest`), less a repeated header's height (head_h); a section row is never
    left alone at the bottom of a page. Returns lists of row indices."""
    pages, cur, room = [], [], first - head_h
    for i, r in enumerate(rows):
        h = row_height(r, lead, i in sections)
        if h > room and cur:
            if cur[-1] in sections:  # keep a section heading with its first row
                moved = cur.pop()
                pages.append(cur)
                cur = [moved]
                room = rest - head_h - row_height(rows[moved], lead, True)
            else:
                pages.append(cur)
                cur, room = [], rest - head_h
        cur.append(i)
        room -= h
    if cur:
        pages.append(cur)
    return pages


def sheet(size, *, firm, desk, title, right, intro, widths, header, align, rows, sections=(), notes=(), footer=(),
          ruled=True, hlines=False, fsize=7.2, lead=9.0, repeat=True, head_align=None, bold=(), x=36,
          cont="(continued)", title_author="", after=None):
    """A dealer's offering sheet or inventory: masthead on every page, intro lines on page 1, the table's header
    rows (repeated on every page when repeat), body rows paginated (section rows are one cell over the row: indices in
    `sections`), notes under the table on the last page, footer lines and 'Page n of m' on every page. Returns bytes."""
    buf, c = new(size, title=title, author=title_author or firm)
    h = height(c)
    head_h = sum(row_height(r, lead) for r in header)
    top = h - 34 - 42
    intro_h = len(intro) * 10 + (6 if intro else 0)
    foot_h = 30 + len(footer) * 8
    notes_h = len(notes) * 9 + 10
    body = [r if i not in sections else [r[0]] for i, r in enumerate(rows)]
    first = top - intro_h - foot_h
    rest = top - 14 - foot_h
    pages = paginate(body, lead, first, rest, sections=set(sections), head_h=head_h if repeat else 0)
    # the notes must fit under the last page's table
    last_used = sum(row_height(body[i], lead, i in sections) for i in pages[-1])
    room = (first if len(pages) == 1 else rest) - (head_h if repeat or len(pages) == 1 else 0) - last_used
    if room < notes_h:
        pages.append([])
    n = len(pages)
    ncols = len(widths)
    for p, idx in enumerate(pages, start=1):
        y = masthead(c, firm, desk, title, right, ruled=ruled or hlines)
        if p == 1:
            y = lines(c, x, y, intro, size=7.5, lead=10) - 6
        elif idx:
            c.setFont("Helvetica-Oblique", 7)
            c.drawString(x, y, f"{title} {cont}")
            y -= 14
        if idx:
            tab = ([list(r) for r in header] if (repeat or p == 1) else []) + [body[i] for i in idx]
            hn = len(header) if (repeat or p == 1) else 0
            spans = {hn + k: [(body[i][0], ncols)] for k, i in enumerate(idx) if i in sections}
            bl = {hn + k for k, i in enumerate(idx) if i in bold}
            y = grid(c, x, y, widths, tab, size=fsize, lead=lead, head=hn, align=align, spans=spans, ruled=ruled,
                     hlines=hlines, bold=bl, head_align=head_align)
        if p == n:
            y -= 10
            for s in notes:
                c.setFont("Helvetica", 6.8)
                c.drawString(x, y, s)
                y -= 9
            if after:
                after(c, y)
        page_footer(c, list(footer), p, n, ruled=ruled or hlines)
        c.showPage()
    return done(buf, c)


# ---------------------------------------------------------------- blind26: reports of several tables


def _table_rows(t):
    """The body rows of a report table as (cells-or-section-text, is_section, is_bold)."""
    out = []
    for i, r in enumerate(t["rows"]):
        out.append((r, i in t.get("sections", ()), i in t.get("bold", ())))
    return out


def report(size, *, firm, desk, title, right, blocks, footer=(), ruled=True, fsize=7.2, lead=9.0, x=36,
           cont="(continued)", title_author="", mono_font=False):
    """A reporting system's print: masthead and footer on every page; blocks drawn in order and paginated:
    ("text", [lines]) paragraphs (a line starting '**' bold), ("mono", [lines]) Courier lines, ("gap", points) and
    ("table", {...}) tables. A table dict: widths, header (rows), hspans ({header row: [(text, ncols), ...]} for bands),
    align, head_align, rows, sections (row indices drawn as one cell over the row), bold (row indices), name (for the
    continued line). A table running over a page repeats its header under a '<name> (continued)' line."""

    def run(c, npages):
        page = [1]
        foot_h = 34 + len(footer) * 8
        state = {"y": 0.0}

        def start():
            state["y"] = masthead(c, firm, desk, title, right, ruled=ruled, mono_font=mono_font)

        def finish():
            if c is not None:
                page_footer(c, list(footer), page[0], npages, ruled=ruled, mono_font=mono_font)
                c.showPage()
            page[0] += 1

        def room(need):
            return state["y"] - need >= foot_h

        def draw_head(t):
            hn = len(t["header"])
            state["y"] = grid(c, x, state["y"], t["widths"], [list(r) for r in t["header"]], size=fsize, lead=lead, head=hn,
                              align=t.get("align", ""), spans=t.get("hspans"), ruled=ruled, head_align=t.get("head_align"),
                              font="Courier" if mono_font else "Helvetica")

        start()
        for kind, val in blocks:
            if kind in ("text", "mono"):
                for s in val:
                    if not room(10):
                        finish()
                        start()
                    state["y"] = (mono if kind == "mono" else lines)(c, x, state["y"], [s], **({} if kind == "mono" else {"size": 7.5, "lead": 10}))
            elif kind == "gap":
                state["y"] -= val
            else:
                t = val
                ncols = len(t["widths"])
                head_h = sum(row_height(r, lead) for r in t["header"])
                body = _table_rows(t)
                first_h = row_height(body[0][0], lead, body[0][1]) if body else 0
                if not room(head_h + first_h + (row_height(body[1][0], lead, body[1][1]) if body[0][1] and len(body) > 1 else 0)):
                    finish()
                    start()
                draw_head(t)
                for k, (r, sec, bo) in enumerate(body):
                    rh = row_height(r, lead, sec)
                    nxt = row_height(body[k + 1][0], lead, body[k + 1][1]) if sec and k + 1 < len(body) else 0
                    if not room(rh + nxt):
                        finish()
                        start()
                        c.setFont("Courier-Oblique" if mono_font else "Helvetica-Oblique", 7)
                        c.drawString(x, state["y"], f"{t.get('name', title)} {cont}")
                        state["y"] -= 12
                        draw_head(t)
                    cells = [r[0]] if sec else list(r)
                    spans = {0: [(r[0], ncols)]} if sec else None
                    state["y"] = grid(c, x, state["y"], t["widths"], [cells], size=fsize, lead=lead, head=0,
                                      align=t.get("align", ""), spans=spans, ruled=ruled, bold={0} if (sec or bo) else (),
                                      font="Courier" if mono_font else "Helvetica")
        finish()
        return page[0] - 1

    class _Null:
        """A canvas that draws nothing: the first pass counts the pages."""

        _pagesize = PAGES[size]

        def __getattr__(self, name):
            if name == "stringWidth":
                return lambda s, f, sz: canvas.Canvas(io.BytesIO()).stringWidth(s, f, sz)
            return lambda *a, **k: None

    n = run(_Null(), 0)
    buf, c = new(size, title=title, author=title_author or firm)
    run(c, n)
    return done(buf, c)
