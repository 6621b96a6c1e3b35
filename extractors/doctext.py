"""Word processor documents turned into text and tables (legacy ``.doc``, RTF) -> quotes.

The converters (:mod:`extractors.doc`, :mod:`extractors.rtf`) hand over the running text and each
table as rows of cells. The text is read exactly as a plain-text attachment is
(:func:`extractors.body.extract_text`, what ``run.txt`` gets), the tables by the table reader as the
DOCX and HTML tables are (:func:`extractors.body.table_quotes`), with the document's locale.
Word paragraphs laid out with tab stops instead of a table are turned into lines the grammar reads
(:func:`tab_paragraphs`, used by the DOCX reader).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from extractors.body import extract_text, table_quotes
from extractors.lines import document_hints
from extractors.model import ExtractionResult, SourceContext
from extractors.tabular import find_header

Table = Sequence[Sequence[str | None]]


def text_and_tables(text: str, tables: Sequence[Table], context: SourceContext) -> ExtractionResult:
    """Quotes of the running text (line by line) and of every table (by its header)."""
    result = extract_text(text, context)
    # a cell, a line
    hints = document_hints("\n".join([text, *(c for t in tables for r in t for c in r if c)]), cover=context.cover)
    quotes = list(result.quotes)
    for t, rows in enumerate(tables, start=1):
        quotes.extend(table_quotes([list(r) for r in rows], hints, context, lambda r, t=t: f"table {t} row {r}"))
    return ExtractionResult(tuple(quotes), result.errors)


_BARE_LEVEL = re.compile(r"^[+-]?\d{1,4}(?:\.\d+)?$")


def tab_paragraphs(paragraphs: list[str]) -> list[str]:
    """Paragraphs laid out with tabs and no table (``NAME<tab>98.00<tab>98.50<tab>2mm``), each with
    its neighbouring one-level cells written as the bid / offer pairs the tab stops show
    (``NAME  98.00 / 98.50  2mm``), so the line grammar reads them as one market. Left as they are
    when a tab-separated paragraph is a column header: its rows are then read by position."""
    tabbed = [p for p in paragraphs if p.count("\t") >= 2]
    if not tabbed or any(find_header(p.split("\t")) is not None for p in tabbed):
        return paragraphs
    return [_pair_cells(p) if p.count("\t") >= 2 else p for p in paragraphs]


def _pair_cells(paragraph: str) -> str:
    """The cells of a tab-stop paragraph, each run of neighbouring one-level cells read in pairs
    (bid / offer, then the next measure's); a run of odd length starts with a coupon."""
    cells = [c.strip() for c in paragraph.split("\t")]
    out: list[str] = []
    i = 0
    while i < len(cells):
        j = i
        while j < len(cells) and i > 0 and _BARE_LEVEL.match(cells[j]):
            j += 1
        if j - i < 2:
            out.append(cells[i])
            i += 1
            continue
        run = cells[i:j]
        if len(run) % 2:
            out.append(run.pop(0))
        out.extend(f"{run[k]} / {run[k + 1]}" for k in range(0, len(run), 2))
        i = j
    return "  ".join(c for c in out if c)
