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
import re
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from extractors.body import table_quotes
from extractors.cells import text_row
from extractors.errors import DocumentError, LimitExceeded
from extractors.grammar import section_hints
from extractors.hiddencols import hidden_columns, without_hidden
from extractors.lines import HISTORY_HEADING, document_hints
from extractors.model import ExtractionError, ExtractionResult, Quote, SourceContext
from extractors.notes import apply_run_sizes, apply_spread_basis, run_sizes, swap_spread_scope
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
from extractors.percentformat import PercentCells, percent_cells, sheet_parts, shown_as_percent
from extractors.safety import check_zip, refuse_dtd
from extractors.siderows import merge_side_rows
from extractors.tabular import find_header
from extractors.titles import title_facts
from extractors.validate import with_reasons


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    """XLSX and XLSM."""
    if data[:8] == MAGIC:
        raise DocumentError(f"OLE compound file, not an XLSX: an {ENCRYPTED} or a legacy .xls")
    with _check_zip(data, context) as archive:
        parts = sheet_parts(archive)
        percent, hidden = percent_cells(archive, parts), hidden_columns(archive, parts)
    return _read(data, context, "workbook", percent, hidden)


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
        refuse_off_grid(archive)
    except BaseException:
        archive.close()
        raise
    return archive


#: A range (``ref="A1:ZZZ9"``) reaching off the grid.
_RANGE_OFF_GRID = rb"""ref=["'][^"']{0,40}(?:[A-Z]{3,}\d|[A-Z]{1,2}\d{7})"""
#: References past what a dealer's sheet uses: a column of three letters or more (beyond ZZ, column
#: 702) or a row of seven digits. calamine sizes a dense buffer from the largest reference, and
#: "ZZZZZZZZ2" (or even Excel's own last cell, XFD1048576) makes it ask for gigabytes; Rust aborts
#: the whole process on that, which no except clause can catch. So the sheet XML is checked first.
_OFF_GRID = re.compile(rb"""r=["'](?:[A-Z]{3,}\d|[A-Z]{1,2}\d{7})|""" + _RANGE_OFF_GRID)
#: A cell both wide (two-letter column) and deep (five-digit row), or any six-digit row: only then
#: can a sheet within the grid above still be too big, and only then is every cell's row read.
_SUSPECT = re.compile(rb"""r=["'](?:[A-Z]{2}\d{5}|[A-Z]{1,2}\d{6})["']""")
#: Either of the two above in a reference (``r="..."``) or a range (``ref="..."``): one pass over a
#: sheet's XML finds whether either needs its own (the ``ref=`` part is cheap: its prefix is rare).
_OFF_GRID_OR_SUSPECT = re.compile(rb"""r=["'](?:[A-Z]{3,}\d|[A-Z]{2}\d{5}|[A-Z]{1,2}\d{6})|""" + _RANGE_OFF_GRID)
_CELL_REF = re.compile(rb"""<c\b[^>]*?\br=["']([A-Z]{1,2})(\d{1,6})["']""")
#: The most cells calamine may lay out for one sheet (rows x columns), about 1.2 GB of cells.
MAX_SHEET_CELLS = 50_000_000


def refuse_off_grid(archive: zipfile.ZipFile) -> None:
    """Refuse a workbook whose sheets would make calamine lay out more cells than it can hold."""
    for info in archive.infolist():
        name = info.filename
        if not (name.startswith("xl/worksheets/") and name.endswith(".xml")):
            continue
        suspect, tail = False, b""
        with archive.open(info) as part:
            while chunk := part.read(1 << 20):
                window, tail = tail + chunk, chunk[-128:]
                if _OFF_GRID_OR_SUSPECT.search(window) is None:
                    continue  # a dealer's sheet: nothing wide, deep or off the grid
                if _OFF_GRID.search(window):
                    raise DocumentError(f"unreadable workbook: {name} references cells beyond column ZZ or row 999999")
                suspect = suspect or _SUSPECT.search(window) is not None
        if suspect:
            _refuse_too_many_cells(archive, name)


def _refuse_too_many_cells(archive: zipfile.ZipFile, name: str) -> None:
    width = rows = 0
    with archive.open(name) as part:
        tail = b""
        while chunk := part.read(1 << 20):
            for letters, row in _CELL_REF.findall(tail + chunk):
                width = max(width, 26 if len(letters) == 1 else 702)
                rows = max(rows, int(row))
            tail = chunk[-128:]
    if rows * width > MAX_SHEET_CELLS:
        raise DocumentError(f"unreadable workbook: {name} spans {rows} rows over {width} columns "
                            f"(over {MAX_SHEET_CELLS} cells)")


def _read(data: bytes, context: SourceContext, what: str, percent: PercentCells | None = None,
          hidden: dict[str, set[int]] | None = None) -> ExtractionResult:
    """Every visible worksheet of a workbook calamine can open, up to the row budget; the cells ``percent``
    names (an XLSX's percent-formatted ones, by sheet) read as the sheet shows them, the columns ``hidden``
    names left out."""
    from python_calamine import CalamineError, CalamineWorkbook, SheetTypeEnum, SheetVisibleEnum

    failures = (CalamineError, ValueError, OSError, IndexError, OverflowError, UnicodeError)
    quotes: list[Quote] = []
    errors: list[ExtractionError] = []
    notes: list[str] = []
    budget = context.limits.xlsx_max_rows
    read: list[str] = []  # the names of the sheets read
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
            sheet = book.get_sheet_by_index(index)
            raw = sheet.to_python(skip_empty_area=False, nrows=budget + 1)
            rows = [_row(r) for r in raw[:budget]]
            if percent and meta.name in percent:
                shown_as_percent(rows, percent[meta.name])
            if hidden and meta.name in hidden:
                without_hidden(rows, hidden[meta.name])
            _spread_bands(rows, sheet.merged_cell_ranges)
            budget -= len(raw)
            quotes.extend(sheet_quotes(meta.name, rows, context))
            read.append(meta.name)
            notes.append(_strings(rows))
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
    if {_SIDE_SHEETS.get(name.strip().lower()) for name in read} >= {"bid", "ask"}:
        quotes = merge_side_rows(quotes)  # the bids on one tab, the offers on another: one market each
    # A size note on one sheet ("Sizes: 10mm single names, 50mm indices" on the first) sizes the
    # quotes of every sheet that states none of its own (docs/quotes.md, "Sizes"); so does a note of the
    # basis of its spreads ("Agency spreads vs SOFR swaps").
    text = "\n".join(notes)
    sized = apply_run_sizes(quotes, run_sizes(text))
    return ExtractionResult(tuple(apply_spread_basis(sized, swap_spread_scope(text))), tuple(errors))


#: The longest label a header band merged over several columns is written with (``Offer``, ``Spread to UST``);
#: a title merged across the sheet is longer, and stays in its first cell.
_BAND_LABEL = 24


def _spread_bands(rows: list[tuple[Any, ...]], merged: list[tuple[tuple[int, int], tuple[int, int]]] | None) -> None:
    """A header band merged over the columns it heads (``Offer`` over ``Px | YTW``) written in each of them,
    as an HTML ``colspan`` is: the band then ends where its merge does, and ``Size (MM)`` beside it is no
    offer's size."""
    for (top, left), (bottom, right) in merged or ():
        if top != bottom or right <= left or top >= len(rows):
            continue
        row = list(rows[top])
        label = row[left] if left < len(row) else None
        if not isinstance(label, str) or not 0 < len(label.strip()) <= _BAND_LABEL:
            continue
        for col in range(left + 1, min(right + 1, len(row))):
            if row[col] is None:
                row[col] = label
        rows[top] = tuple(row)


def _strings(rows: list[tuple[Any, ...]] | list[list[Any]]) -> str:
    """The text cells of a sheet's first 200 rows, a line each: where its notes stand. A note over
    the table that a CSV writer split at its commas (``Sizes: CDS 5mm, EM 2mm, loans 1mm per side``
    unquoted) is also read whole."""
    cells = [str(c) for row in rows[:200] for c in row if isinstance(c, str)]
    for row in rows[:10]:
        filled = [c for c in row if c not in (None, "")]
        if len(filled) >= 2 and all(isinstance(c, str) for c in filled) and ": " in filled[0]:
            cells.append(", ".join(c.strip() for c in filled))
    return "\n".join(cells)


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
    # A cell is a line of its own: a "Sizes: ..." note is a line-start phrase (notes.run_sizes).
    hints = document_hints(_strings(rows), cover=context.cover)
    hints = section_hints(title, hints) or hints
    if hints.side is None and (side := _SIDE_SHEETS.get(title.strip().lower())) is not None:
        hints = replace(hints, side=side)  # a tab named "ASK" beside one named "BID": its levels are offers
    titles = [" ".join(str(c) for c in row if c is not None) for row in _leading(rows)]
    for line in titles:
        # "Single-name CDS 5Y (bp), 10x10" over "Reference entity | Bid | Ask": its tenor and its sizes
        hints = title_facts(section_hints(line, hints) or hints, line)
    quotes = table_quotes(rows, hints, context, where or (lambda r: f"{title}!R{r}"))
    quotes = merge_side_rows(quotes) if _has_side_column(rows) else quotes
    stale = _SUPERSEDED.search(" ".join([title, *titles]))
    # (the sheet's first row only: a later one explains columns, "Chg vs yesterday's close", "prior close is
    # reference", as a trailer under the table does)
    first = next((row for row in rows[:3] if any(c not in (None, "") for c in row)), ())
    opening = " ".join(str(c) for c in first if c not in (None, "")) if _is_title(first) else ""
    past = None if stale else (_PAST_SHEET_NAME.match(title.strip()) or _PAST_TITLE.search(opening)
                               or HISTORY_HEADING.search(opening))
    if stale:
        # A tab kept "for reference" beside the live one ("AM 0700 (superseded)"): its levels are old.
        why = f"the sheet says it is superseded ('{stale[0]}')"
        quotes = [with_reasons(q, [why]) for q in quotes]
    elif past:
        # A tab of yesterday's levels beside today's ("Prior Close", "Levels as of yesterday's close, for
        # reference only"): no market now.
        why = f"the sheet says its levels are past ones ('{past[0]}')"
        quotes = [with_reasons(q, [why]) for q in quotes]
    return quotes


#: A sheet named for the one side its levels are, the other side on a sheet of its own.
_SIDE_SHEETS = {"bid": "bid", "bids": "bid", "bid side": "bid", "ask": "ask", "asks": "ask", "ask side": "ask",
                "offer": "ask", "offers": "ask", "offer side": "ask", "offered": "ask"}

#: What a sheet's name or title says when a later one replaces it.
_SUPERSEDED = re.compile(r"\b(?:superseded|replaced by|no longer valid|outdated|out of date)\b", re.IGNORECASE)
#: A sheet named for the levels of before ("Prior close", "Yday", "Previous day") ...
_PAST_SHEET_NAME = re.compile(r"^(?:prior|prev(?:ious)?|yday|yesterday'?s?|last\s+night'?s?)\b", re.IGNORECASE)
#: ... or titled so ("Prior close (previous business day) - for reference only, not live levels").
_PAST_TITLE = re.compile(r"^\W*(?:prior|previous|yesterday'?s?)\s+close\b|\bnot\s+live\s+levels\b", re.IGNORECASE)


def _has_side_column(rows: list[Any]) -> bool:
    """Whether the sheet's header has a per-row Side column (``B`` / ``S`` rows of one bond)."""
    for row in rows[:30]:
        if text_row(row) and (header := find_header(row)) is not None:
            return "side" in header.roles.values()
    return False


def _leading(rows: list[Any]) -> Iterator[Any]:
    """Rows that look like titles: one or two text cells and nothing else."""
    for row in rows[:10]:
        if _is_title(row):
            yield row


def _is_title(row: Any) -> bool:
    """Whether a row looks like a title: one or two text cells and nothing else."""
    filled = [c for c in row if c not in (None, "")]
    return 0 < len(filled) <= 2 and all(isinstance(c, str) for c in filled)

