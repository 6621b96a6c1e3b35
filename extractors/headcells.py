"""Header lines of column-aligned text (PDF pages, pasted runs) whose column names the layout
split apart or stacked over two lines.

``DM  Bid    DM  Ask``: a wide gap inside a column name makes two cells of one name. A cell
naming only a measure right before one naming only a side is one name (``DM Bid``), and a side
right before a measure, two characters apart at most, too (``Ask Px``).

A landscape curve grid writes each tenor over its two sides::

                      3Y              5Y
    Reference Entity
                    Bid    Ask     Bid    Ask
    ALDRIX           34     38      61     65

Each Bid / Ask column takes the tenor written nearest above it (``3Y Bid``, ``3Y Ask``), and the
name column its name from the line between (or the side line's own first cell).
"""

from __future__ import annotations

import re

from extractors import vocab
from extractors.tabular import Header, align, find_header, header_role, normalise_header, split_cells

Cells = list[tuple[int, int, str]]
_TOKEN = re.compile(r"\S+")
#: (Not "(Date @ Px)": a call's date and price, the column of its own "Call" stands over.)
_BRACKET_ONLY = re.compile(r"^\([^()\d@]{1,12}\)$")
_SIDE_NAMES = frozenset(w for words in vocab.SIDE_WORDS.values() for w in words)
#: How far apart (in characters) the two halves of one split column name may stand.
_SPLIT_GAP = 3
#: The word naming a column as its row's identifier, after the kind of identifier ("LoanX  ID").
_ID_WORDS = frozenset({"id", "no.", "#"})
#: A size column's bracketed unit one space before the next column's name: ``(000) CUSIP``.
_UNIT_THEN_NAME = re.compile(r"^(\((?:000s?|MM|mm|MM?\$|\$MM|\$000)\)) ([A-Za-z].*)$")


def _role(text: str) -> str | None:
    return vocab.HEADER_ROLES.get(normalise_header(text))


def join_split_names(cells: Cells) -> Cells:
    """The cells, a bare measure followed closely by a bare side joined into one column name."""
    out: Cells = []
    for cell in cells:
        if cell[2][:1] == "(" and (unit := _UNIT_THEN_NAME.match(cell[2])) and _role(unit[2]) is not None:
            # "(000) CUSIP": a size column's unit under "Qty", one space before the next column's name
            out.append((cell[0], cell[0] + unit.end(1), unit[1]))
            cell = (cell[0] + unit.start(2), cell[1], unit[2])
        if out and ")" in cell[2] and out[-1][2].count("(") > out[-1][2].count(")") and cell[0] - out[-1][1] <= 4:
            # "Size (GBP   mm)": a PDF spaced a bracket's words apart, its two halves one column's name
            _join_last(out, cell)
            continue
        # Data rows pass here too: only a cell that is a side word alone is looked at further.
        if out and _BRACKET_ONLY.match(cell[2]) and cell[0] - out[-1][1] <= _SPLIT_GAP and "(" not in out[-1][2]:
            # "YTW (bid)", "Size (MM)" laid out as two cells: the bracket says what the name before it is
            _join_last(out, cell)
            continue
        if out and cell[2].lower() in _SIDE_NAMES and cell[0] - out[-1][1] <= _SPLIT_GAP:
            before = _role(out[-1][2]) or ""
            if before.startswith("level:unsided:"):
                _join_last(out, cell)
                continue
        if (out and cell[0] - out[-1][1] <= 2 and _WORDS_ONLY.match(out[-1][2]) and _WORDS_ONLY.match(cell[2])
                and (_role(cell[2]) or "").startswith("level:") and _role(f"{out[-1][2]} {cell[2]}") == "ignore"):
            # "Bmk  Yld", "MM  Yld": a level's name two spaces after a word that makes the two a column of
            # no level (the benchmark's yield, a money-market restatement) is that column, not a second yield.
            _join_last(out, cell)
            continue
        if out and cell[2].lower() in _ID_WORDS and cell[0] - out[-1][1] <= 2 and _WORDS_ONLY.match(out[-1][2]):
            # "LoanX  ID", "Deal  ID": an identifier's column laid out as two cells, over one cell of each row
            _join_last(out, cell)
            continue
        if (out and out[-1][2].lower() in _SIDE_NAMES and cell[0] - out[-1][1] <= 2
                and (_role(f"{out[-1][2]} {cell[2]}") or "").startswith(("bid:", "ask:"))):
            # "Bid Px Ask Px Bid Y Ask Y": a PDF lays out a header of single spaces as "Ask" and "Px"
            # apart; a side followed that closely by a measure is one name ("Ask Px").
            _join_last(out, cell)
            continue
        out.append(cell)
    return _join_narrow_gaps(out)


def _join_last(out: Cells, cell: tuple[int, int, str]) -> None:
    """The last cell of ``out`` and ``cell`` made one: its span, both texts."""
    start, _, text = out.pop()
    out.append((start, cell[1], f"{text} {cell[2]}"))


#: Columns of a laid-out page stand at least this many characters apart for a gap of two to be the
#: space inside one column's name: ``Ask  Yld``, ``Mod  Dur`` between columns five and more apart.
_WIDE_GUTTER = 5


def _join_narrow_gaps(cells: Cells) -> Cells:
    """A header line laid out with wide gutters and a name written with a double space (``Bid Yld  Ask
    Yld``, ``Mod  Dur``, PDF text justifies words apart): the two words are one column's name. Only
    words without digits join (a data row's cells hold numbers); the row's cells then line up one to
    one with the header's."""
    if len(cells) < 4:
        return cells
    gaps = sorted(b[0] - a[1] for a, b in zip(cells, cells[1:], strict=False))
    if gaps[0] > 2 or gaps[len(gaps) // 2] < _WIDE_GUTTER:
        return cells
    out: Cells = [cells[0]]
    for cell in cells[1:]:
        last = out[-1]
        joined = f"{last[2]} {cell[2]}"
        if (cell[0] - last[1] <= 2 and _WORDS_ONLY.match(last[2]) and _WORDS_ONLY.match(cell[2])
                and _role(joined) is not None):
            out[-1] = (last[0], cell[1], joined)
        else:
            out.append(cell)
    return out


_WORDS_ONLY = re.compile(r"^[A-Za-z][A-Za-z./%()-]*(?: [A-Za-z][A-Za-z./%()-]*)*$")


def split_known_names(cells: Cells) -> Cells:
    """``TYPE CALL PX AMT OUT(MM) BID YTW OFR YTW``: a fixed-width report's header written with single
    spaces between its columns' names, each cell cut into the names the vocabulary knows (the longest
    first, each at the place its words stand). A cell the vocabulary cannot cut wholly stays as it is."""
    out: Cells = []
    for start, end, text in cells:
        # (Never a data row's cell or a heading's size, "10mm clips unless noted", nor its bracket,
        # "(sprd vs OTR / px)": the cheap tests first, every row of a table passes here.)
        if ((" " not in text and not _CAMEL.search(text)) or "/" in text or any(ch.isdigit() for ch in text)
                or header_role(text) not in {None, "ignore"}):
            out.append((start, end, text))
            continue
        words = [(start + m.start(), start + m.end(), m.group()) for m in _TOKEN.finditer(text)]
        if _CAMEL.search(text):
            # "MaturityLoanX  ID": a PDF set two column names with no space between them
            words = [(s + a, s + b, w[a:b]) for s, _, w in words
                     for a, b in zip([0, *(m.start() for m in _CAMEL.finditer(w))],
                                     [*(m.start() for m in _CAMEL.finditer(w)), len(w)], strict=True)]
        pieces = _known_names(words) if all(w.count("(") == w.count(")") for _, _, w in words) else None
        out.extend(pieces or [(start, end, text)])
    return out


#: Where one word of a header ends and the next, capitalised, starts without a space ("MaturityLoanX").
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])")


def _known_names(words: Cells) -> Cells | None:
    out: Cells = []
    i = 0
    while i < len(words):
        for j in range(min(len(words), i + 4), i, -1):
            name = " ".join(w[2] for w in words[i:j])
            role = header_role(name)
            # "OFFER PRIOR BID" is the offer, then the prior bid (no level): a side word does not open a
            # name of no level ("Prev Ofr" is one).
            if role is not None and not (role == "ignore" and j - i > 1 and words[i][2].lower() in _SIDE_NAMES):
                out.append((words[i][0], words[j - 1][1], name))
                i = j
                break
        else:
            return None
    return out


def stacked_grid_header(tenor_line: str, between: list[str], side_line: str) -> tuple[Header, Cells] | None:
    """The header of a curve grid whose tenors stand on a line above their Bid / Ask columns."""
    cells = split_cells(side_line)
    sides = [c for c in cells if _role(c[2]) in {"bid", "ask"}]
    names = [c for c in cells if c not in sides]
    if len(sides) < 4 or any(c[0] > sides[0][0] for c in names):
        return None
    tenors = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(tenor_line)]
    merged: Cells = []
    for start, end, text in sides:
        middle = (start + end) / 2
        tenor = min(tenors, key=lambda t: abs((t[0] + t[1]) / 2 - middle))
        merged.append((start, end, f"{tenor[2]} {text}"))
    if not names:
        names = [c for line in between for c in split_cells(line) if c[1] <= sides[0][0]][:1]
    header_cells = names + merged
    found = find_header([c[2] for c in header_cells])
    return None if found is None or not found.grid else (found, header_cells)


#: How a note under a row starts: a mark, a footnote's marker, a dash ("(2024 Refi)" is a name's).
_NOTE_START = re.compile(r"^(?:[^\w(]|\((?:\d|[a-z])\)|\(?(?:note|nb|see)\b)", re.IGNORECASE)
#: Roles of the columns a wrapped name may continue in.
_NAMING = frozenset({"desc", "desc_extra", "ticker"})


def wrapped_name(row: list[str | None], row_line: str, line: str, header: Header,
                 header_cells: Cells) -> list[str | None] | None:
    """The row's cells with the line under it joined to its name, when that line is the name's
    second line: a few words in name columns only, indented under the row's first cell or ending
    the way a company's name does::

        Ashcombe Veterinary        TLB    S+375    05/2031    98.50    99.00
         Partners Holdings
        Halvergate Specialty Chemicals TLB S+375  03/2031    99.125   99.625
        Holdings LLC
    """
    cells = split_cells(line)
    first = split_cells(row_line)
    if not 1 <= len(cells) <= 2 or not first or cells[0][0] < first[0][0]:
        return None
    if cells[0][0] == first[0][0] and cells[-1][2].split()[-1].lower().strip(".,") not in vocab.COMPANY_FORMS:
        return None  # flush with the names: a section's heading ("Healthcare"), unless a company's name ends it
    words = sum(len(c[2].split()) for c in cells)
    if _NOTE_START.match(cells[0][2]) or words > 4:
        return None  # "* axe", "(1) callable": a note under the row, not its name
    placed = align(cells, header_cells)
    if any(v is not None and header.roles.get(i) not in _NAMING for i, v in enumerate(placed)):
        return None
    joined = list(row)
    for i, text in enumerate(placed):
        if text is not None:
            joined[i] = f"{row[i]} {text}" if row[i] else text
    return joined
