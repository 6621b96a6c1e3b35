"""Which cells of an XLSX workbook show their number as a percent (``0.00%``).

calamine hands out a cell's value, not its number format: a yield cell that shows ``5.07%`` comes
back as ``0.0507``. The desk reads what the sheet shows, so a workbook's percent-formatted cells are
read as shown (``5.07``), and only tables that hold bare fractions are left to the guess of
``percentcells.py``. The styles part names the cell formats that show a percent; a sheet's cells
refer to them by index (``<c r="F6" s="3">``). Workbooks without a percent format (most) cost one
read of their small styles part; the sheets' XML is scanned only when there is one.
"""

from __future__ import annotations

import posixpath
import re
import zipfile
import zlib

import defusedxml.ElementTree as SafeET

#: Excel's built-in percent formats: ``0%`` and ``0.00%``.
_BUILTIN_PERCENT = frozenset({9, 10})
_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_REL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_PKG_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
#: A cell's opening tag (``<c r="F6" s="3" t="n">``, or ``<x:c ...>`` from the OpenXML SDK).
_CELL = re.compile(rb"<(?:\w+:)?c\s([^>]*)>")
_REF = re.compile(rb"""\br=["']([A-Z]{1,3})(\d{1,7})["']""")
_STYLE = re.compile(rb"""\bs=["'](\d+)["']""")
#: What reading a workbook's parts may raise: a part missing or broken.
BROKEN_PARTS = (KeyError, zipfile.BadZipFile, zlib.error, OSError, EOFError, NotImplementedError, ValueError,
           SafeET.ParseError)

PercentCells = dict[str, set[tuple[int, int]]]


def percent_cells(archive: zipfile.ZipFile, parts: list[tuple[str, str]]) -> PercentCells:
    """Each sheet's name and its percent-formatted cells (0-based row, column), the sheets' ``parts`` as
    ``sheet_parts`` lists them; empty when the workbook has none or its parts cannot be read (the cells
    are then read as their values, as before)."""
    try:
        styles = _percent_styles(archive.read("xl/styles.xml"))
        if not styles:
            return {}
        out: PercentCells = {}
        for name, part in parts:
            cells = _styled_cells(archive.read(part), styles)
            if cells:
                out[name] = cells
        return out
    except BROKEN_PARTS:
        return {}


def _percent_styles(xml: bytes) -> set[int]:
    """The indexes of the cell formats (``cellXfs``) that show a number as a percent."""
    root = SafeET.fromstring(xml)
    codes = {int(f.get("numFmtId", "-1")): f.get("formatCode", "")
             for f in root.iter(f"{_MAIN}numFmt")}
    percent = set(_BUILTIN_PERCENT) | {k for k, code in codes.items() if _shows_percent(code)}
    xfs = root.find(f"{_MAIN}cellXfs")
    if xfs is None:
        return set()
    return {i for i, xf in enumerate(xfs.iter(f"{_MAIN}xf")) if int(xf.get("numFmtId", "0")) in percent}


def _shows_percent(code: str) -> bool:
    """Whether a format code scales by a hundred: a ``%`` outside quoted text and not escaped."""
    plain = re.sub(r'"[^"]*"|\\.', "", code)
    return "%" in plain


def sheet_parts(archive: zipfile.ZipFile) -> list[tuple[str, str]]:
    """(sheet name, part path) of each sheet the workbook lists; none when its parts cannot be read. Read
    once per workbook, for its percent formats and its hidden columns (hiddencols.py) both."""
    try:
        return _sheet_parts(archive)
    except BROKEN_PARTS:
        return []


def _sheet_parts(archive: zipfile.ZipFile) -> list[tuple[str, str]]:
    rels = SafeET.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
    targets = {r.get("Id"): r.get("Target", "") for r in rels.iter(f"{_PKG_REL}Relationship")}
    book = SafeET.fromstring(archive.read("xl/workbook.xml"))
    parts = []
    for sheet in book.iter(f"{_MAIN}sheet"):
        target = targets.get(sheet.get(f"{_REL}id"))
        if target:
            path = target.lstrip("/") if target.startswith("/") else posixpath.normpath(f"xl/{target}")
            parts.append((sheet.get("name", ""), path))
    return parts


def _styled_cells(xml: bytes, styles: set[int]) -> set[tuple[int, int]]:
    """The (row, column) of each cell of a sheet's XML formatted with one of ``styles``."""
    wanted = {str(s).encode() for s in styles}
    out: set[tuple[int, int]] = set()
    for m in _CELL.finditer(xml):
        attrs = m.group(1)
        style = _STYLE.search(attrs)
        if style is None or style.group(1) not in wanted:
            continue
        ref = _REF.search(attrs)
        if ref is not None:
            out.add((int(ref.group(2)) - 1, _column(ref.group(1))))
    return out


def _column(letters: bytes) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + ch - 64
    return n - 1


def shown_as_percent(rows: list[tuple[object, ...]], cells: set[tuple[int, int]]) -> None:
    """A sheet's rows, each percent-formatted number as the sheet shows it (``0.0507`` as ``5.07``), in place."""
    for r, c in cells:
        if r >= len(rows) or c >= len(rows[r]):
            continue
        value = rows[r][c]
        if type(value) in (int, float):
            scaled = round(value * 100.0, 9)
            row = list(rows[r])
            row[c] = int(scaled) if scaled.is_integer() and abs(scaled) < 1e15 else scaled
            rows[r] = tuple(row)
