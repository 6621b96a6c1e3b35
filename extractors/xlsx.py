"""Spreadsheet runs (XLSX, XLSM): every visible sheet, header row found wherever it is.

Rows above the header may name the run (``HY run``, ``All prices in EUR``) and set hints; hidden
sheets are skipped; numbers are read as numbers, and text numbers with the sheet's locale.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable, Iterator
from typing import Any

from extractors.body import table_quotes
from extractors.errors import DocumentError, LimitExceeded
from extractors.grammar import section_hints
from extractors.lines import document_hints
from extractors.model import ExtractionError, ExtractionResult, Quote, SourceContext
from extractors.safety import assert_defused, check_zip

_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    if data[:8] == _OLE:
        raise DocumentError("encrypted or legacy (OLE) Excel workbook")
    check_zip(data, context.limits).close()
    assert_defused()
    import openpyxl

    try:
        book = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True, keep_links=False)
    except (zipfile.BadZipFile, KeyError, ValueError, TypeError, OSError, AttributeError, SyntaxError) as exc:
        # SyntaxError covers lxml's and ElementTree's XML errors, including refused entity expansion;
        # defusedxml's refusals are ValueErrors.
        raise DocumentError(f"unreadable workbook: {type(exc).__name__}: {exc}") from exc
    quotes: list[Quote] = []
    errors: list[ExtractionError] = []
    budget = context.limits.xlsx_max_rows
    try:
        for sheet in book.worksheets:
            if sheet.sheet_state != "visible":
                continue
            rows, budget_left = _rows(sheet, budget)
            quotes.extend(sheet_quotes(sheet.title, rows, context))
            if budget_left < 0:
                err = LimitExceeded(f"more than {context.limits.xlsx_max_rows} rows (xlsx_max_rows)")
                errors.append(ExtractionError(context.part, err.kind, str(err)))
                break
            budget = budget_left
    except (KeyError, ValueError, TypeError, zipfile.BadZipFile, SyntaxError) as exc:
        raise DocumentError(f"unreadable workbook: {type(exc).__name__}: {exc}") from exc
    finally:
        book.close()
    return ExtractionResult(tuple(quotes), tuple(errors))


def _rows(sheet: Any, budget: int) -> tuple[list[tuple[Any, ...]], int]:
    rows: list[tuple[Any, ...]] = []
    for row in sheet.iter_rows(values_only=True):
        budget -= 1
        if budget < 0:
            break
        rows.append(row)
    return rows, budget


def sheet_quotes(
    title: str, rows: list[tuple[Any, ...]] | list[list[Any]], context: SourceContext,
    where: Callable[[int], str] | None = None,
) -> list[Quote]:
    """Quotes of one sheet (or CSV file): rows before the header may carry section hints."""
    sample = " ".join(str(c) for row in rows[:200] for c in row if isinstance(c, str))
    hints = document_hints(sample)
    hints = section_hints(title, hints) or hints
    for row in _leading(rows):
        hints = section_hints(" ".join(str(c) for c in row if c is not None), hints) or hints
    return table_quotes(rows, hints, context, where or (lambda r: f"{title}!R{r}"))


def _leading(rows: list[Any]) -> Iterator[Any]:
    """Rows that look like titles: one or two text cells and nothing else."""
    for row in rows[:10]:
        filled = [c for c in row if c not in (None, "")]
        if 0 < len(filled) <= 2 and all(isinstance(c, str) for c in filled):
            yield row

