"""The columns an XLSX sheet hides: a dealer's helper columns (``bid_dec``, ``mid_sprd``), formulas the
sheet's visible 32nds or spreads are built from. The desk never sees them, so they are no part of the
table: a hidden decimal beside a visible ``99-24+`` is no second level, nor a hidden mid a third.

calamine hands out every cell, shown or not. A sheet's ``<cols>`` element, before its rows, says which
columns are hidden (``<col min="5" max="6" hidden="1"/>``); only the start of each sheet's XML is read.
"""

from __future__ import annotations

import re
import zipfile

from extractors.percentformat import BROKEN_PARTS

#: How much of a sheet's XML is read for its ``<cols>``: it stands before the rows.
_HEAD = 64 * 1024
_COL = re.compile(rb"<(?:\w+:)?col\s([^>]*)>")
_HIDDEN = re.compile(rb"""\bhidden=["'](?:1|true)["']""")
_MIN = re.compile(rb"""\bmin=["'](\d{1,5})["']""")
_MAX = re.compile(rb"""\bmax=["'](\d{1,5})["']""")
#: More hidden columns than this is a sheet's unused tail hidden wholesale, not helper columns.
_MOST = 200


def hidden_columns(archive: zipfile.ZipFile, parts: list[tuple[str, str]]) -> dict[str, set[int]]:
    """Each sheet's name and its hidden columns (0-based), the sheets' ``parts`` as
    ``percentformat.sheet_parts`` lists them; empty when none are hidden or the parts cannot be read
    (every column is then read, as before)."""
    try:
        out: dict[str, set[int]] = {}
        for name, part in parts:
            with archive.open(part) as fh:
                head = fh.read(_HEAD)
            end = head.find(b"sheetData")
            columns = _hidden(head[:end] if end >= 0 else head)
            if columns:
                out[name] = columns
        return out
    except BROKEN_PARTS:
        return {}


def _hidden(xml: bytes) -> set[int]:
    columns: set[int] = set()
    for m in _COL.finditer(xml):
        attrs = m.group(1)
        low, high = _MIN.search(attrs), _MAX.search(attrs)
        if _HIDDEN.search(attrs) and low and high:
            first, last = int(low.group(1)), int(high.group(1))
            if last - first < _MOST:
                columns.update(range(first - 1, last))
    return columns


def without_hidden(rows: list[tuple[object, ...]], columns: set[int]) -> None:
    """A sheet's rows, each hidden column's cell emptied, in place."""
    for r, row in enumerate(rows):
        if any(c < len(row) and row[c] is not None for c in columns):
            rows[r] = tuple(None if c in columns else v for c, v in enumerate(row))
