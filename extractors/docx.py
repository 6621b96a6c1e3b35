"""Word documents: tables by header, paragraphs as text lines.

The zip is checked for bombs first; python-docx parses with lxml with entity resolution off.
"""

from __future__ import annotations

import io
import zipfile
from typing import Any

from extractors.body import table_quotes
from extractors.errors import DocumentError
from extractors.lines import document_hints, scan_lines
from extractors.model import ExtractionResult, SourceContext
from extractors.safety import check_zip, refuse_dtd


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    if data[:8] == b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1":
        raise DocumentError("encrypted or legacy (OLE) Word document")
    with check_zip(data, context.limits) as archive:
        refuse_dtd(archive)
    import docx
    from lxml.etree import LxmlError

    try:
        document = docx.Document(io.BytesIO(data))
        paragraphs = [p.text for p in document.paragraphs]
        tables = [_rows(table) for table in document.tables]
    except (zipfile.BadZipFile, KeyError, ValueError, LxmlError, SyntaxError, AttributeError, TypeError) as exc:
        raise DocumentError(f"unreadable DOCX: {type(exc).__name__}: {exc}") from exc
    text = "\n".join(paragraphs + [c for t in tables for r in t for c in r if c])
    hints = document_hints(text)
    lines = [(f"paragraph {n}", line) for n, para in enumerate(paragraphs, 1) for line in para.splitlines()]
    quotes = scan_lines(lines, hints, context)
    for t, rows in enumerate(tables, start=1):
        quotes.extend(table_quotes(rows, hints, context, lambda r, t=t: f"table {t} row {r}"))
    return ExtractionResult(tuple(quotes))


def _rows(table: Any) -> list[list[str | None]]:
    """Cell texts; python-docx repeats a merged cell in every grid column it spans: keep it once."""
    out: list[list[str | None]] = []
    for row in table.rows:
        cells: list[str | None] = []
        previous = None
        for cell in row.cells:
            cells.append(None if cell._tc is previous else cell.text)
            previous = cell._tc
        out.append(cells)
    return out
