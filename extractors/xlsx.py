"""Spreadsheet runs (XLSX, XLSM): every visible sheet, header row found wherever it is.

Rows above the header may name the run (``HY run``, ``All prices in EUR``) and set hints; hidden
sheets are skipped; numbers are read as numbers, and text numbers with the sheet's locale.

The workbook is read with python-calamine (Rust, ~10x openpyxl's read-only mode), after the zip
container has passed the bomb checks. Its XML reader expands no DTD entities, so entity attacks
fail as unreadable documents. Cells come back as openpyxl's ``values_only`` rows did: ``None`` for
empty, ``int`` for whole numbers, ``datetime`` for dates, one tuple per row from ``A1``.
"""

from __future__ import annotations

import datetime as dt
import io
from collections.abc import Callable, Iterator
from typing import Any

from extractors.body import table_quotes
from extractors.errors import DocumentError, LimitExceeded
from extractors.grammar import section_hints
from extractors.lines import document_hints
from extractors.model import ExtractionError, ExtractionResult, Quote, SourceContext
from extractors.safety import check_zip, refuse_dtd

_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    if data[:8] == _OLE:
        raise DocumentError("encrypted or legacy (OLE) Excel workbook")
    with check_zip(data, context.limits) as archive:
        refuse_dtd(archive)
    from python_calamine import CalamineError, CalamineWorkbook, SheetTypeEnum, SheetVisibleEnum

    try:
        book = CalamineWorkbook.from_filelike(io.BytesIO(data))
    except (CalamineError, ValueError, OSError) as exc:
        raise DocumentError(f"unreadable workbook: {type(exc).__name__}: {exc}") from exc
    quotes: list[Quote] = []
    errors: list[ExtractionError] = []
    budget = context.limits.xlsx_max_rows
    try:
        if not book.sheets_metadata:
            raise DocumentError("unreadable workbook: no sheets")
        for index, meta in enumerate(book.sheets_metadata):
            if meta.typ != SheetTypeEnum.WorkSheet or meta.visible != SheetVisibleEnum.Visible:
                continue
            # One row over the budget tells a full sheet from one that was cut.
            raw = book.get_sheet_by_index(index).to_python(skip_empty_area=False, nrows=budget + 1)
            rows = [_row(r) for r in raw[:budget]]
            budget -= len(raw)
            quotes.extend(sheet_quotes(meta.name, rows, context))
            if budget < 0:
                err = LimitExceeded(f"more than {context.limits.xlsx_max_rows} rows (xlsx_max_rows)")
                errors.append(ExtractionError(context.part, err.kind, str(err)))
                break
    except (CalamineError, ValueError, OSError) as exc:
        raise DocumentError(f"unreadable workbook: {type(exc).__name__}: {exc}") from exc
    finally:
        book.close()
    return ExtractionResult(tuple(quotes), tuple(errors))


def _row(cells: list[Any]) -> tuple[Any, ...]:
    """One row as openpyxl gave it: empty cells ``None``, whole numbers ``int``, dates ``datetime``.

    Excel stores 2 as "2" (openpyxl: int) and calamine hands every number out as a float.
    """
    return tuple([
        (c or None) if type(c) is str
        else (int(c) if c.is_integer() and -1e15 < c < 1e15 else c) if type(c) is float
        else dt.datetime(c.year, c.month, c.day) if type(c) is dt.date  # noqa: DTZ001 - naive, as openpyxl
        else c
        for c in cells
    ])


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

