"""PDF runs and offering sheets: ruled tables by header, everything else as column-aligned text.

pdfplumber runs in a child process (:func:`extractors.safety.run_limited`) with a page cap, a
time limit and a memory limit; the child returns plain strings and the grammar runs here.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from extractors import vocab
from extractors.body import table_quotes
from extractors.columns import unfold
from extractors.corrections import apply_line_corrections
from extractors.errors import DocumentError
from extractors.grammar import Hints, section_hints
from extractors.lines import document_hints, maybe_quote, scan_lines
from extractors.model import ExtractionError, ExtractionResult, SourceContext
from extractors.notes import RunSizes, section_sizes, sizes_outside
from extractors.pdftext import PageChars, table_cells, text_only_chars
from extractors.safety import run_limited
from extractors.stacked import bond_line
from extractors.titles import title_tenor

#: A page: its text lines, its ruled tables, and for each table how many of the text lines stand above it.
Page = tuple[list[str], list[list[list[str]]], list[int]]


def read_pages(data: bytes, max_pages: int) -> tuple[int, list[Page]]:
    """(page count, [(text lines, tables, lines above each table)] of the first ``max_pages``
    pages). Runs in the child."""
    import pdfplumber
    from pdfminer.pdfdocument import PDFPasswordIncorrect

    try:
        pdf = pdfplumber.open(io.BytesIO(data))
    except PDFPasswordIncorrect as exc:
        raise DocumentError("PDF is encrypted") from exc
    from pdfplumber.utils import extract_words
    from pdfplumber.utils.exceptions import PdfminerException

    with pdf:
        count = len(pdf.pages)
        pages: list[Page] = []
        for page in pdf.pages[:max_pages]:
            tables: list[list[list[str]]] = []
            tops: list[float] = []  # each table's top
            try:
                chars, ruled = page_chars(page)
            except PdfminerException as exc:
                # pdfplumber wraps whatever pdfminer raised; running out of memory is the limit's business.
                if any(isinstance(e, MemoryError) for e in (*exc.args, exc.__context__)):
                    raise MemoryError("pdfminer ran out of memory") from exc
                raise
            if ruled:
                # Ruled tables only exist where there are lines or boxes: pdfplumber's full object
                # model (every attribute of every object) is only built for those pages. Its cached
                # characters are marked in place, so the tables it reads from them see the marks.
                mark_superscripts(page.chars)
                rest = page
                for table in page.find_tables():
                    rows = table_cells(table, page.chars)
                    if _boxed_text(rows):
                        continue  # its words are the page's text, laid out with the rest
                    tables.append([[c or "" for c in row] for row in rows])
                    tops.append(table.bbox[1])
                    # A table drawn past the page's edge (a landscape table on a portrait page) is cut at it:
                    # pdfplumber refuses a box outside its page, and the whole document would be lost.
                    x0, top, x1, bottom = table.bbox
                    px0, ptop, px1, pbottom = page.bbox
                    rest = rest.outside_bbox((max(x0, px0), max(top, ptop), min(x1, px1), min(bottom, pbottom)))
                turned = [c for c in rest.chars if quarter_turned(c)]
                if turned:
                    words = extract_words([c for c in rest.chars if not quarter_turned(c)], use_text_flow=False)
                    words += rotated_words(turned)
                else:
                    words = rest.extract_words(use_text_flow=False)
            else:
                mark_superscripts(chars)
                turned = [c for c in chars if quarter_turned(c)]
                words = extract_words([c for c in chars if not quarter_turned(c)] if turned else chars,
                                      use_text_flow=False)
                words += rotated_words(turned)
            # Where each table stands among the lines: the heading above it ("CONVERTIBLES - 2MM per
            # side") states its rows' sizes.
            above = [len(layout_lines([w for w in words if w["bottom"] <= top])) for top in tops]
            pages.append((layout_lines(words), tables, above))
            page.close()
    return count, pages


def _boxed_text(rows: list[list[str | None]]) -> bool:
    """Whether a ruled "table" is only text in a box: a shaded header band over rows printed as text
    (``CUSIP Description Par ... Price`` in one cell, a state's name under it), one row, or one cell a
    row. Its rows would name no columns of their own; as lines, the header heads the rows under it."""
    filled = [[c for c in row if c and c.strip()] for row in rows]
    return bool(rows) and (len(rows) == 1 or all(len(cells) <= 1 for cells in filled))


def page_chars(page: Any) -> tuple[list[dict[str, Any]], bool]:
    """(the page's characters, whether it has ruling lines or boxes) from pdfminer's layout.

    The characters carry what word grouping reads, with the values ``page.chars`` would give
    (``Page.process_object``); building pdfplumber's full attribute dict for every character cost
    two thirds of the time of a text-only page. A page that draws nothing (no path, no form or
    image) is read without pdfminer's layout objects at all (:func:`extractors.pdftext.text_only_chars`).
    """
    chars = text_only_chars(page)
    if chars is not None:
        return chars, False
    from pdfminer.layout import LTChar, LTContainer, LTLine, LTRect

    found = PageChars(page)
    ruled = False
    stack = [iter(page.layout)]
    while stack:
        obj = next(stack[-1], None)
        if obj is None:
            stack.pop()
            continue
        kind = type(obj)
        if kind is LTChar:
            found.add(obj.get_text(), obj.x0, obj.y0, obj.x1, obj.y1, obj.upright, obj.size, obj.matrix)
        elif kind is LTLine or kind is LTRect:
            ruled = True
        elif isinstance(obj, LTContainer):
            stack.append(iter(obj))
    return found.chars, ruled


def mark_superscripts(chars: list[dict[str, Any]]) -> None:
    """Write a footnote's superscript mark after a number as ``(1)``: ``97,050`` with a small raised
    ``1`` is read ``97,050(1)``, not the level ``97,0501`` (extractors.footnotes then reads the mark); a
    raised letter too (``91.75`` and a small ``a``: ``91.75(a)``, not a cell the price column cannot
    read). A raised digit after a word (``Model¹ Px``, ``OC² Cushion``) is a mark too: ``Model(1) Px``.
    Generators often draw the marks in a pass of their own after the text: a small digit that does
    not stand right after the character before it looks for its base among the page's characters."""
    run: dict[str, Any] | None = None  # the last character of the superscript being read
    base: dict[str, Any] | None = None  # the full-size character it is raised over
    full: dict[str, Any] | None = None  # the last character read that is no mark
    for c in chars:
        text = c["text"]
        raised = base is not None and _raised_over(c, base)
        if not raised and text.isdigit() and full is not None and c["size"] < 0.8 * full["size"]:
            found = _base_of(c, chars)  # a mark drawn out of the text's order
            if found is not None:
                if run is not None:
                    run["text"] += ")"
                base, run, raised = found, None, True
        if raised:
            c["text"] = text if run is not None else f"({text}"
            run = c
            continue
        if run is not None:
            run["text"] += ")"
            run = None
        base = c if text.isdigit() or text.isalpha() else None
        full = c
    if run is not None:
        run["text"] += ")"


def _raised_over(c: dict[str, Any], base: dict[str, Any]) -> bool:
    """Whether ``c`` is a small character raised right after ``base`` (a letter only after a digit)."""
    text = c["text"]
    return ((text.isdigit() or text.islower() and base["text"].isdigit()) and c["size"] < 0.8 * base["size"]
            and c["bottom"] < base["bottom"] - 0.2 * base["size"]
            and -0.3 * base["size"] < c["x0"] - base["x1"] < base["size"])


def _base_of(c: dict[str, Any], chars: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The letter or digit a small digit ``c`` is raised right after, wherever the page drew it."""
    best = None
    for b in chars:
        if (b is not c and b["text"].isalnum() and b["top"] < c["bottom"] and _raised_over(c, b)
                and (best is None or abs(c["x0"] - b["x1"]) < abs(c["x0"] - best["x1"]))):
            best = b
    return best


def quarter_turned(char: dict[str, Any]) -> bool:
    """A character set a quarter turn from upright (a diagonal watermark is not)."""
    return not char["upright"] and abs(char["matrix"][0]) < 1e-3 and abs(char["matrix"][3]) < 1e-3


def rotated_words(chars: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Column headers written turned a quarter (dense runs set them vertically over narrow
    columns), as words on the line where they start: each column's letters read in their own
    direction, a wider gap between two letters a space (``LoanX ID``, ``Size (MM)``)."""
    columns: dict[int, list[dict[str, Any]]] = {}
    for c in chars:
        columns.setdefault(round(c["x0"]), []).append(c)
    words = []
    for column in columns.values():
        upward = column[0]["matrix"][1] > 0  # turned a quarter left: read bottom to top
        column.sort(key=lambda c: -c["bottom"] if upward else c["top"])
        text = column[0]["text"]
        for before, c in zip(column, column[1:], strict=False):
            gap = before["top"] - c["bottom"] if upward else c["top"] - before["bottom"]
            text += (" " if gap > 0.5 * (c["x1"] - c["x0"]) else "") + c["text"]
        start = column[0]["bottom"] if upward else column[0]["top"]
        words.append({"text": text, "x0": min(c["x0"] for c in column), "x1": max(c["x1"] for c in column),
                      "top": start, "bottom": start, "upright": False})
    return words


def layout_lines(words: list[dict[str, Any]]) -> list[str]:
    """Words back into lines, each word at the column its x position gives.

    pdfplumber's own layout text assumes one character width for the whole page and squeezes
    columns together; a header-to-row alignment needs gaps kept, so the page's median character
    width is the grid here, and a wide gap always stays two spaces or more.
    """
    if not words:
        return []
    widths = sorted((w["x1"] - w["x0"]) / max(len(w["text"]), 1) for w in words)
    cw = widths[len(widths) // 2] or 1.0
    rows: list[list[dict[str, Any]]] = []
    for word in sorted(words, key=lambda w: (round(w["top"]), w["x0"])):
        if rows and abs(rows[-1][0]["top"] - word["top"]) <= 2:
            rows[-1].append(word)
        else:
            rows.append([word])
    lines = []
    for row in rows:
        line = ""
        prev_x1 = None
        for word in sorted(row, key=lambda w: w["x0"]):
            gap = 0.0 if prev_x1 is None else word["x0"] - prev_x1
            min_spaces = 0 if prev_x1 is None else (2 if gap > 1.5 * cw else 1)
            col = max(round(word["x0"] / cw), len(line) + min_spaces)
            line = line.ljust(col) + word["text"]
            prev_x1 = word["x1"]
        lines.append(line)
    return lines


#: A line that starts with a level: ``103.25 / 104.00``, ``99.41 - 99.72``, ``+104/+100``, ``99-16``.
_LEVELS_FIRST = re.compile(r"^\s*[+-]?\d{1,4}(?:\.\d+|-\d{2}\+?)?(?:\s|/|$)")


def _located(page: int, lines: list[tuple[int, str]]) -> Iterator[tuple[str, str]]:
    """``(location, line)``: a line of the page's second table side by side (columns.unfold) is in that
    table's block (``page 1 block 2 line 9``), so no two rows share a location, and the line number stays
    last: the cross-checks group a table's rows by what comes before it."""
    seen: dict[int, int] = {}
    for n, line in lines:
        block = seen[n] = seen.get(n, 0) + 1
        yield (f"page {page} line {n + 1}" if block == 1 else f"page {page} block {block} line {n + 1}"), line


def join_level_lines(lines: list[tuple[int, str]], hints: Hints) -> list[tuple[int, str]]:
    """The lines, a bond named alone on its line joined with the line under it when that line
    starts with levels and names nothing (a text sheet writing the security, then its levels)::

        LUMORA 1.75 03/01/29 CV
              103.25 / 104.00    Prem 32.1%

    The joined line keeps the bond line's place."""
    out: list[tuple[int, str]] = []
    skip = False
    for k, (index, line) in enumerate(lines):
        if skip:
            skip = False
            continue
        below = lines[k + 1][1] if k + 1 < len(lines) else ""
        if (below and _LEVELS_FIRST.match(below) and maybe_quote(below) and not _LEVELS_FIRST.match(line)
                and bond_line(line, hints) is not None):
            out.append((index, f"{line.rstrip()}   {below.strip()}"))
            skip = True
            continue
        out.append((index, line))
    return out


#: A ruled table: its page and number, its rows, the sizes and asset class the text over it states
#: for it, and the line stating its sizes when that line is its own heading.
HeadedTable = tuple[int, int, list[list[str]], RunSizes | None, str | None, str | None, tuple[str | None, str | None]]


_COMMA_CELL = re.compile(r"^[+-]?\d{1,3},\d{1,4}\*?%?$")
_POINT_CELL = re.compile(r"^[+-]?\d{1,3}\.\d{1,4}\*?%?$")


def _levels_comma_written(pages: list[Page]) -> bool:
    """Whether the ruled tables write their numbers ``101,12``: a table's cells are not among the
    page's lines, and an Italian sheet whose text says nothing in numbers ("Prezzi in percentuale del
    nominale") writes its levels there. More cells must be such numbers than ``101.12`` ones (a German
    convertibles sheet in points beside a stock price "EUR 38,40")."""
    comma = point = 0
    for _, tables, _ in pages:
        for rows in tables:
            for row in rows:
                for cell in row:
                    comma += _COMMA_CELL.match(cell) is not None
                    point += _POINT_CELL.match(cell) is not None
    return comma > point


def _headed_tables(pages: list[Page], document: RunSizes | None) -> list[HeadedTable]:
    """Every ruled table with what the text between it and the table above says of it ("CONVERTIBLES -
    price in points; 2MM per side unless shown."). A heading's sizes stand until another heading
    states sizes for the same kind of quote; so do those the document states for a section its
    heading is labelled as ("Sizes: IG 5mm, HY 2mm" over "HIGH YIELD")."""
    out: list[HeadedTable] = []
    section: RunSizes | None = None
    for p, (lines, tables, above) in enumerate(pages, start=1):
        read = 0
        for t, (rows, count) in enumerate(zip(tables, above, strict=True), start=1):
            beside = [k for k, c in enumerate(above) if c == count]  # tables side by side: one text above
            heading = lines[read:count] if beside[0] == t - 1 else []
            read = count
            if len(beside) > 1 and count and (titles := _split_widest(lines[count - 1], len(beside))):
                # "BULLETS - ..., 10MM each      CALLABLES - ..., 5MM each": each table its own title
                heading = heading[:-1] + [titles[beside.index(t - 1)]]
            stated = _stated_sizes(heading)
            own = stated[1] if stated is not None and heading and stated[0] == heading[-1] else None
            labels = stated[1] if stated is not None and stated[1].labels else document
            if labels is not None and labels.labels and (labelled := _labelled_sizes(heading, labels)) is not None:
                stated = (labelled[0], labelled[1].within(stated[1]) if stated is not None else labelled[1])
            if stated is not None:
                section = stated[1].within(section)
            # (the table's own title sizes its rows whatever they are; the tables after it, as it states)
            sized = _own_title_sizes(own).within(section) if own is not None else section
            out.append((p, t, rows, sized, _titled_asset(heading), stated[0] if stated else None,
                        (_titled_upfront(heading), _titled_tenor(heading))))
        stated = _stated_sizes(lines[read:])  # under the page's last table: a heading for the next page's
        section = stated[1].within(section) if stated is not None else section
    return out


_GAP = re.compile(r"\s{10,}")


def _own_title_sizes(stated: RunSizes) -> RunSizes:
    """The sizes the title right above a table states for the one kind of quote it names, for every row
    of that table: ``IG names - running spread (bp), 100 cpn, 10x10`` over single-name CDS sizes them,
    though "IG" alone would scope the size to corporate bonds."""
    if stated.default is not None or len(stated.assets) != 1 or stated.index or stated.single:
        return stated
    return replace(stated, default=stated.assets[0][1])


def _titled_upfront(lines: list[str]) -> str | None:
    """``"upfront"`` when the title right above a table says its levels are points upfront (``HY names -
    points upfront vs 500 running, 5x5``): a CDS table's bare Offer / Bid columns are then no spreads."""
    if not lines or "upfront" not in lines[-1].lower():
        return None
    section = section_hints(lines[-1], Hints())
    return "upfront" if section is not None and section.quote_type == "upfront" else None


def _titled_tenor(lines: list[str]) -> str | None:
    """The one tenor of the CDS section a title over a table names (``SINGLE NAMES 5Y - points upfront``,
    a footnote under it or not): the tenor of its rows that name none."""
    for line in reversed(lines[-3:]):
        section = section_hints(line, Hints()) if "y" in line.lower() else None
        if section is not None and section.asset_class == "cds":
            return title_tenor(line)
    return None


def _split_widest(line: str, parts: int) -> list[str]:
    """``line`` cut at its ``parts - 1`` widest gaps (of 10 spaces or more), or ``[]``."""
    gaps = sorted(_GAP.finditer(line.strip()), key=lambda m: m.end() - m.start(), reverse=True)[:parts - 1]
    if len(gaps) < parts - 1:
        return []
    text, out, start = line.strip(), [], 0
    for gap in sorted(gaps, key=lambda m: m.start()):
        out.append(text[start:gap.start()])
        start = gap.end()
    return [*out, text[start:]]


def _labelled_sizes(lines: list[str], document: RunSizes) -> tuple[str, RunSizes] | None:
    """The last of ``lines`` labelled as a section the document sizes (``INVESTMENT GRADE``), and its size."""
    for line in reversed(lines):
        if not any(ch.isdigit() for ch in line) and (section := document.label_section(line.strip())) is not None:
            return line, section
    return None


def _stated_sizes(lines: list[str]) -> tuple[str, RunSizes] | None:
    """The last of ``lines`` to state sizes for its section, and those sizes."""
    return next(((line, stated) for line in reversed(lines) if (stated := section_sizes(line)) is not None), None)


#: Where a heading's title ends: "CONVERTIBLES - price in points", "EM SOVEREIGNS (USD, 2mm per side):".
_TITLE_END = re.compile(r" [-\u2013\u2014] |[:(;,.]")


def _titled_asset(lines: list[str]) -> str | None:
    """The asset class the nearest of ``lines`` titled by one section's name (``$25 PREFERREDS -
    $ price per share``) names, or ``None``: none when a quote line stands between (``CDS`` over
    ``FORD 5Y 245/255`` heads that line, not the table under it)."""
    for line in reversed(lines):
        if maybe_quote(line) and any(ch.isdigit() for ch in line):
            return None
        title = _TITLE_END.split(line.strip(), maxsplit=1)[0].upper()
        words = title.split()
        if len(words) <= 4:
            named = {vocab.SECTION_WORDS[w] for w in (w.strip("$&/") for w in words) if w in vocab.SECTION_WORDS}
            if len(named) == 1:
                return named.pop()
    return None


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    limits = context.limits
    if not data.lstrip()[:1024].find(b"%PDF-") >= 0:
        raise DocumentError("not a PDF")
    count, pages = run_limited(read_pages, (data, limits.pdf_max_pages), limits.pdf_timeout_s,
                               limits.pdf_max_memory_mb)
    all_text = "\n".join(line for lines, _, _ in pages for line in lines)
    # The sizes the run states once (on any page, under the tables they speak of) size every page.
    hints = document_hints(all_text, cover=context.cover)
    if not hints.decimal_comma and _levels_comma_written(pages):
        hints = replace(hints, decimal_comma=True, day_first=True)
    # The pages' lines are read as one text: a table whose header is printed on its first page only
    # goes on under that header on the next (an offering sheet of two pages).
    quotes = scan_lines((located for p, (lines, _, _) in enumerate(pages, start=1)
                         # Tables side by side are read one after the other (columns.py).
                         for located in _located(p, join_level_lines(unfold(lines), hints))), hints, context)
    tables = _headed_tables(pages, hints.run_sizes)
    headings = {heading for _, _, _, _, _, heading, _ in tables if heading is not None}
    document = sizes_outside(all_text.splitlines(), headings) if headings else None
    for p, t, rows, section, asset, _, (upfront, tenor) in tables:
        sizes = section.within(document) if section is not None else document if headings else hints.run_sizes
        headed = replace(hints, run_sizes=sizes, asset_class=asset or ("cds" if tenor else hints.asset_class),
                         quote_type=upfront or hints.quote_type, tenor=tenor or hints.tenor)
        quotes.extend(table_quotes(rows, headed, context, lambda r, p=p, t=t: f"page {p} table {t} row {r}"))
    # A line correcting a ruled table's row ("should read 97 1/8 - 97 5/8, not 97 5/8 - 98 1/8").
    quotes = apply_line_corrections(quotes, all_text.splitlines())
    errors: tuple[ExtractionError, ...] = ()
    if count > limits.pdf_max_pages:
        errors = (ExtractionError(context.part, "limit", f"PDF has {count} pages; read the first "
                                  f"{limits.pdf_max_pages} (pdf_max_pages)"),)
    return ExtractionResult(tuple(quotes), errors)
