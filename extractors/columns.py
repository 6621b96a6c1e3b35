"""Two tables laid side by side on a page (IG on the left, HY on the right):

    INVESTMENT GRADE (sprd)                  HIGH YIELD (px)
    Issuer        Cpn   Mat    Bid   Ask     Issuer        Cpn   Mat    Bid   Ask
    NAVARRE TEL   4.95  04/32  104   99      VANTAGE AUTO  7.5   05/31  98.25 99

Read across, each line mixes two bonds. A header line that repeats its first column name, each
half a header by itself, splits the lines under it (and the heading just above it) at that
column: the left block is read first, then the right one, each with its own heading; the right
one is split again if it holds two blocks itself (three columns on a landscape page).
"""

from __future__ import annotations

from extractors.headcells import split_known_names
from extractors.tabular import find_header, header_role, split_cells


def _split_column(line: str) -> int | None:
    """The column where a repeated header's second half starts, or ``None``."""
    cells = split_cells(line)
    if len(cells) < 6:
        return None
    column = _repeat_column(cells)
    # "Price Par ($MM)   CUSIP ...": names one space apart are two columns each half needs
    return column if column is not None else _repeat_column(split_known_names(cells))


def _repeat_column(cells: list[tuple[int, int, str]]) -> int | None:
    first = cells[0][2].casefold()
    naming = header_role(cells[0][2]) in _NAMING
    for j in range(2, len(cells) - 1):
        if cells[j][2].casefold() == first:
            left, right = [c[2] for c in cells[:j]], [c[2] for c in cells[j:]]
            if find_header(left) is not None and find_header(right) is not None:
                return cells[j][0]
        elif naming and header_role(cells[j][2]) in _NAMING:
            # "Security  Bid  Ask  Chg     CUSIP  Maturity  Bid  Ask": the second table names its rows
            # otherwise, and each half is a header with levels of its own
            left_header, right_header = find_header([c[2] for c in cells[:j]]), find_header([c[2] for c in cells[j:]])
            if left_header is not None and right_header is not None and left_header.legs and right_header.legs:
                return cells[j][0]
    return None


#: The columns that name a row's instrument: the first column of each of two tables side by side.
_NAMING = frozenset({"desc", "cusip", "isin", "ticker"})


def _full_header(line: str) -> bool:
    """A header of one table across the page: the side-by-side blocks above it have ended."""
    cells = split_cells(line)
    return len(cells) >= 3 and find_header([c[2] for c in cells]) is not None and _split_column(line) is None


#: How far (characters) a row may stand off its split header and still be cut between its two tables.
_SHIFT = 3


def _cut(line: str, column: int) -> int | None:
    """Where a line under a split header splits: at the header's column, or at the gap between cells
    nearest it when a cell crosses the column by a few characters (a row laid a character or two off its
    header: the right table's first cell starts before the column, the left's last ends after it);
    ``None`` when a cell runs across (the tables have ended)."""
    for start, end, _ in split_cells(line):
        if start < column < end:
            if column - start <= _SHIFT:
                return start
            if end - column <= _SHIFT:
                return end
            return None
    return column


def unfold(lines: list[str]) -> list[tuple[int, str]]:
    """``(index, line)`` in reading order: side-by-side blocks become one block after the other."""
    if len(lines) < 2:
        return list(enumerate(lines))
    out: list[tuple[int, str]] = []
    i = 0
    n = len(lines)
    while i < n:
        column = _split_column(lines[i]) if lines[i].count("  ") >= 4 else None
        if column is None:
            out.append((i, lines[i]))
            i += 1
            continue
        cuts = {}
        heading = _heading_cut(lines[i - 1], column) if out and out[-1][0] == i - 1 else None
        if heading is not None:
            cuts[i - 1] = heading  # the headings over the two tables ("INVESTMENT GRADE (sprd)   HIGH YIELD (px)")
            out.pop()
        end = i + 1
        row_cuts = {i: column}  # each line's own cut, found once while the block is scanned
        while end < n:
            cut = _cut(lines[end], column) if lines[end].strip() else column
            if cut is None or _full_header(lines[end]):
                break
            row_cuts[end] = cut
            end += 1
        if end < n and end - 1 > i and len(split_cells(lines[end - 1])) == 1:
            end -= 1  # "HIGH YIELD" over a table across the page: the heading is that table's
        cuts.update((k, row_cuts[k]) for k in range(i, end))
        out.extend((k, lines[k][:cut].rstrip()) for k, cut in cuts.items())
        right = [(k, " " * cut + lines[k][cut:]) for k, cut in cuts.items() if len(lines[k]) > cut]
        # The right-hand part may itself hold two blocks (a landscape run in three columns).
        out.extend((right[j][0], line) for j, line in unfold([line for _, line in right]))
        i = end
    return out


def _heading_cut(line: str, column: int) -> int | None:
    """Where a heading line over side-by-side tables splits: at its first cell reaching past the
    column, if that cell starts near it (headings are not aligned to the character)."""
    right = [c for c in split_cells(line) if c[1] > column]
    if not right or right[0][0] < column - 8 or right[0][0] == split_cells(line)[0][0]:
        return None
    return right[0][0]
