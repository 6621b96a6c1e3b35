"""Word processor documents turned into text and tables (legacy ``.doc``, RTF) -> quotes.

The converters (:mod:`extractors.doc`, :mod:`extractors.rtf`) hand over the running text and each
table as rows of cells. The text is read exactly as a plain-text attachment is
(:func:`extractors.body.extract_text`, what ``run.txt`` gets), the tables by the table reader as the
DOCX and HTML tables are (:func:`extractors.body.table_quotes`), with the document's locale.
"""

from __future__ import annotations

from collections.abc import Sequence

from extractors.body import extract_text, table_quotes
from extractors.lines import document_hints
from extractors.model import ExtractionResult, SourceContext

Table = Sequence[Sequence[str | None]]


def text_and_tables(text: str, tables: Sequence[Table], context: SourceContext) -> ExtractionResult:
    """Quotes of the running text (line by line) and of every table (by its header)."""
    result = extract_text(text, context)
    hints = document_hints("\n".join([text, *(c for t in tables for r in t for c in r if c)]))  # a cell, a line
    quotes = list(result.quotes)
    for t, rows in enumerate(tables, start=1):
        quotes.extend(table_quotes([list(r) for r in rows], hints, context, lambda r, t=t: f"table {t} row {r}"))
    return ExtractionResult(tuple(quotes), result.errors)
