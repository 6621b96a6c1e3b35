"""Tables written sideways: the fields down the first column, one instrument per column.

    |            | T 3 1/2 11/30/27 | T 3 3/4 11/30/30 |
    | Bid        | 99-30+           | 99-25            |
    | Offer      | 99-31            | 99-25+           |
    | Size (MM)  | 100              | 50               |

Read across, no row is a header and no row names a bond. When the first column names fields the way a
header row does, a level among them (a side, a measure), the table is read turned a quarter: each
column a row, the first column its header, an empty corner the instruments' name column.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from extractors.tabular import find_header

#: The name given to an empty corner cell: the cells under it (across, once turned) name the instruments.
_CORNER = "Security"


def turned(rows: Sequence[Sequence[Any]]) -> list[list[Any]] | None:
    """The table turned a quarter (its first column the header row), or ``None`` when its first column
    is not a header naming a level, or it has no column of an instrument beside that."""
    if len(rows) < 3:
        return None
    width = max(len(row) for row in rows)
    first = [row[0] if row else None for row in rows]
    if width < 2 or any(c is not None and not isinstance(c, str) for c in first):
        return None
    names = [(_CORNER if k == 0 and not (text or "").strip() else text) for k, text in enumerate(first)]
    named = [text.strip().casefold() for text in names if text and text.strip()]
    if len(set(named)) < len(named):
        return None  # "Bid | ACME ... / Offer | ACME ... / Bid | ...": a side per row, not a header
    header = find_header(names)
    if header is None or not header.legs:
        return None
    columns = [[row[j] if j < len(row) else None for row in rows] for j in range(1, width)]
    columns = [column for column in columns if any(c not in (None, "") for c in column)]
    return [names, *columns] if columns else None
