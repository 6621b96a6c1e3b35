"""Spreadsheet runs (XLSX, XLSM, XLSB, ODS, legacy XLS): every visible sheet, header row found wherever it is.

Rows above the header may name the run (``HY run``, ``All prices in EUR``) and set hints; hidden
sheets are skipped; numbers are read as numbers, and text numbers with the sheet's locale.

Every workbook is read with python-calamine (Rust, ~10x openpyxl's read-only mode). The zip-based
ones (XLSX, XLSM, XLSB, ODS) first pass the bomb checks and the DTD refusal; calamine's XML reader
expands no DTD entities either, so entity attacks fail as unreadable documents. A legacy ``.xls``
is an OLE compound file (BIFF5/BIFF8 in its ``Workbook``/``Book`` stream); an encrypted one (a
FILEPASS record), like an encrypted XLSX (an OLE ``EncryptionInfo`` container) or ODS (encryption
data in its manifest), fails with "encrypted Office document". Cells come back as openpyxl's
``values_only`` rows did: ``None`` for empty, ``int`` for whole numbers, ``datetime`` for dates,
one tuple per row from ``A1``.

calamine is Rust: a bug in it surfaces as pyo3's ``PanicException``, which derives from
``BaseException``, not ``Exception``. It is turned into a DocumentError of the document; nothing
else that is not an ``Exception`` (KeyboardInterrupt, SystemExit) is caught.
"""

from __future__ import annotations

import datetime as dt
import io
import zipfile
import zlib
from collections.abc import Callable, Iterator
from typing import Any

from extractors.body import table_quotes
from extractors.errors import DocumentError, LimitExceeded
from extractors.grammar import section_hints
from extractors.lines import document_hints
from extractors.model import ExtractionError, ExtractionResult, Quote, SourceContext
from extractors.ole import (
    BROKEN,
    ENCRYPTED,
    MAGIC,
    ReadBudget,
    biff_encrypted,
    kind_of,
    open_ole,
    top_streams,
    workbook_stream,
)
from extractors.safety import check_zip, refuse_dtd


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    """XLSX and XLSM."""
    if data[:8] == MAGIC:
        raise DocumentError(f"OLE compound file, not an XLSX: an {ENCRYPTED} or a legacy .xls")
    _check_zip(data, context).close()
    return _read(data, context, "workbook")


def extract_xlsb(data: bytes, context: SourceContext) -> ExtractionResult:
    """Excel binary workbooks (``.xlsb``): a zip of BIFF12 records."""
    if data[:8] == MAGIC:
        raise DocumentError(f"OLE compound file, not an XLSB: an {ENCRYPTED}")
    _check_zip(data, context).close()
    return _read(data, context, "XLSB workbook")


def extract_ods(data: bytes, context: SourceContext) -> ExtractionResult:
    """OpenDocument spreadsheets (``.ods``)."""
    with _check_zip(data, context) as archive:
        try:
            with archive.open("META-INF/manifest.xml") as manifest:
                encrypted = b"encryption-data" in manifest.read(_MANIFEST_MAX)
        except KeyError:
            encrypted = False
        except (zipfile.BadZipFile, zlib.error, OSError, EOFError, NotImplementedError) as exc:
            raise DocumentError(f"unreadable ODS: META-INF/manifest.xml: {type(exc).__name__}: {exc}") from exc
    if encrypted:
        raise DocumentError(f"{ENCRYPTED}: ODS")
    return _read(data, context, "ODS spreadsheet")


def extract_xls(data: bytes, context: SourceContext) -> ExtractionResult:
    """Legacy Excel 97-2003 (and 5.0/95) workbooks: BIFF records in an OLE compound file."""
    if not data.startswith(MAGIC):
        raise DocumentError("not an Excel 97-2003 workbook (no OLE compound file; Excel 2.x-4.0 files are not read)")
    ole = open_ole(data)
    try:
        names = top_streams(ole)
        if kind_of(names) == "encrypted":
            raise DocumentError(ENCRYPTED)
        if kind_of(names) != "xls":
            raise DocumentError("OLE compound file without a Workbook stream: not an .xls workbook")
        encrypted = biff_encrypted(workbook_stream(ole, ReadBudget(data)))
    except BROKEN as exc:
        raise DocumentError(f"unreadable .xls: {type(exc).__name__}: {exc}") from exc
    finally:
        ole.close()
    if encrypted:
        raise DocumentError(f"{ENCRYPTED}: .xls with a FILEPASS record")
    return _read(data, context, ".xls workbook")


_MANIFEST_MAX = 1024 * 1024


def _check_zip(data: bytes, context: SourceContext) -> zipfile.ZipFile:
    """The container, open, once it passed the bomb checks and the DTD refusal."""
    archive = check_zip(data, context.limits)
    try:
        refuse_dtd(archive)
    except BaseException:
        archive.close()
        raise
    return archive


def _read(data: bytes, context: SourceContext, what: str) -> ExtractionResult:
    """Every visible worksheet of a workbook calamine can open, up to the row budget."""
    from python_calamine import CalamineError, CalamineWorkbook, SheetTypeEnum, SheetVisibleEnum

    failures = (CalamineError, ValueError, OSError, IndexError, OverflowError, UnicodeError)
    quotes: list[Quote] = []
    errors: list[ExtractionError] = []
    budget = context.limits.xlsx_max_rows
    try:
        book = CalamineWorkbook.from_filelike(io.BytesIO(data))
    except failures as exc:
        raise DocumentError(f"unreadable {what}: {type(exc).__name__}: {exc}") from exc
    except BaseException as exc:
        raise _panic(exc, what) from exc
    try:
        if not book.sheets_metadata:
            raise DocumentError(f"unreadable {what}: no sheets")
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
    except failures as exc:
        raise DocumentError(f"unreadable {what}: {type(exc).__name__}: {exc}") from exc
    except BaseException as exc:
        raise _panic(exc, what) from exc
    finally:
        book.close()
    return ExtractionResult(tuple(quotes), tuple(errors))


def _panic(exc: BaseException, what: str) -> BaseException:
    """A DocumentError for a Rust panic inside calamine; anything else (Ctrl-C, exit) as it was."""
    kind = type(exc)
    if kind.__name__ == "PanicException" and kind.__module__ == "pyo3_runtime":
        return DocumentError(f"unreadable {what}: calamine failed (panic: {exc})")
    return exc


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

