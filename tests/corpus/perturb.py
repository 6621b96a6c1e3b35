"""Perturb the development corpora's tables and look for wrong prices: a precision test that does not
depend on layouts the parser was tuned on.

    .venv/bin/python tests/corpus/perturb.py [--dir DIR ...] [--seeds N] [-v]

Each table of a development mail (a CSV or XLSX attachment, an HTML body's ``<table>``, a body's
column-aligned lines) is rewritten the ways dealers' sheets differ from one another, one way at a
time: a column the parser has no name for put in among the others; a header cell renamed to something
unknown, over a column of words or over a column of numbers; the header row dropped; the columns in
reverse order; level cells left blank; a column of yesterday's levels beside a level column; the offer
column before the bid; a header over two rows; a totals row; a comment column of a desk's words; a column
of dates; each side's column under another of its names (``Ask`` for ``Offer``); each quote line led by a
bullet; each quote line set a few characters off its header; prices written in 32nds; numbers written with decimal
commas and thousands points; each quote line's name wrapped over two lines; a line of words over the header that
names no column. None of these changes a price, so the mail's gold still holds: an accepted quote whose measure and
levels no gold quote of the mail has (a blank side aside) is a wrong price the perturbation caused. Without its
header, or under a new name, a column of levels loses its measure too (``Px Talk``), so there only the levels are
compared. A sheet with merged cells is not reversed: its spanning labels would land over other columns.

The rewritten mail goes through the production path (``run_file``) like any other. Quotes in review
are not counted: review is where a table the parser half understands belongs. Hold-out halves are
never perturbed: they stay unseen.
"""

from __future__ import annotations

import argparse
import copy
import csv
import email
import io
import json
import random
import re
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from email import policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import lxml.html
import openpyxl

HERE = Path(__file__).parent
DEV_SETS = tuple(HERE / b / "dev" for b in ("blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7",
                                             "blind8", "blind9", "blind10", "blind11", "blind12", "blind13", "blind14",
                                             "blind15", "blind16", "blind17", "blind18", "blind19", "blind20",
                                             "blind21", "blind22", "blind23", "blind24", "blind25",
                                             "blind26", "blind27", "blind28", "blind29", "blind30",
                                             "blind31", "blind32", "blind33", "blind34", "blind35", "blind36",
                                             "blind37", "blind38"))
sys.path.insert(0, str(HERE.parent.parent))
sys.path.insert(0, str(HERE))

import corpus_docs  # noqa: E402
from score import extract_through_pipeline, gold_of_bond  # noqa: E402

Rows = list[list[Any]]
#: Names no header vocabulary holds; a column put in may also be one it knows is never a quote.
_UNKNOWN_NAMES = ("Fld7", "Idx Wt", "Cnt", "Col9", "Misc")
_EXTRA_NAMES = (*_UNKNOWN_NAMES, "Wk Chg", "Ref")
#: The kinds of numbers such columns carry.
_UNKNOWN_VALUES = (lambda r: f"{r.choice('+-')}{r.choice((0.125, 0.25, 0.5, 1.5, 3))}",
                   lambda r: str(r.randint(1, 40)),
                   lambda r: f"{r.uniform(0.5, 9.5):.2f}",
                   # a prior close or a model price under a name nobody knows: price-like, and no level
                   lambda r: f"{r.uniform(96, 104):.3f}")


def _number(v: Any) -> float | None:
    """A cell's number (``"2,000"``, ``"+0.25"``, ``99.5``), or None."""
    if v is None or isinstance(v, bool):
        return None
    try:
        return float(str(v).replace(",", "").strip().lstrip("+"))
    except ValueError:
        return None


def _is_number(v: Any) -> bool:
    return _number(v) is not None


def _is_word(v: Any) -> bool:
    """A header's name: letters, digits at most a third of it (``Sz (MM)``, ``Baa3``; not ``96.50px``,
    ``2x2`` or a date: a data row's cells)."""
    text = str(v)
    if _TENOR_NAME.match(text):
        return True  # "5Y", "10Y", "5Y chg": a curve's columns
    return any(ch.isalpha() for ch in text) and 3 * sum(ch.isdigit() for ch in text) <= len(text)


_TENOR_NAME = re.compile(r"^\d{1,2}[YM]\b", re.IGNORECASE)


def header_index(rows: Rows) -> int | None:
    """The first row that names columns: at least three cells, most of them words."""
    for i, row in enumerate(rows[:15]):
        cells = [c for c in row if c not in (None, "")]
        if len(cells) >= 3 and sum(_is_word(c) for c in cells) >= 0.7 * len(cells) and any(
                _is_number(c) for r in rows[i + 1:i + 4] for c in r):
            return i
    return None


def extra_column(rows: Rows, h: int, rng: random.Random) -> Rows:
    at = rng.randint(1, len(rows[h]))
    name, value = rng.choice(_EXTRA_NAMES), rng.choice(_UNKNOWN_VALUES)
    out = [list(r) for r in rows]
    for i, row in enumerate(out):
        if i < h:
            _shift_above(row, at)
            continue
        if not any(c not in (None, "") for c in row):
            continue
        row[at:at] = [name if i == h else value(rng)]
    return out


def _shift_above(row: list[Any], at: int) -> None:
    """A row above the header (a band row, ``Bid`` over two columns) with an empty cell put in at ``at``,
    as a column inserted into a sheet moves every row's cells right of it."""
    if len(row) > at:
        row.insert(at, None)


def _renamed(rows: Rows, h: int, rng: random.Random, digits: bool) -> Rows:
    out = [list(r) for r in rows]

    def holds_digits(j: int) -> bool:
        return any(j < len(r) and r[j] is not None and any(ch.isdigit() for ch in str(r[j])) for r in out[h + 1:])

    named = [j for j, c in enumerate(out[h]) if c not in (None, "") and holds_digits(j) == digits]
    if named:
        out[h][rng.choice(named)] = rng.choice(_UNKNOWN_NAMES)
    return out


def renamed_word_column(rows: Rows, h: int, rng: random.Random) -> Rows:
    """A column of words (``UPF``, ``Offer``, a rating) under a name nobody knows: it said what it
    says in its cells, so every measure must stay as it was."""
    return _renamed(rows, h, rng, digits=False)


def renamed_number_column(rows: Rows, h: int, rng: random.Random) -> Rows:
    """A column holding numbers under a name nobody knows: if it was a level column, its measure
    (``Px Talk``) went with its name."""
    return _renamed(rows, h, rng, digits=True)


def no_header(rows: Rows, h: int, rng: random.Random) -> Rows:
    return [list(r) for i, r in enumerate(rows) if i != h]


def reversed_columns(rows: Rows, h: int, rng: random.Random) -> Rows:
    width = max(len(r) for r in rows[h:])
    return [list(r) if i < h else list(reversed(list(r) + [None] * (width - len(r)))) for i, r in enumerate(rows)]


def blank_level(rows: Rows, h: int, rng: random.Random, blank: str | None = None) -> Rows:
    """One in three decimal cells below the header left empty (``blank``: what stands in its place,
    ``--`` where a gutter cannot show an empty cell): the next cell must not slide into it."""
    out = [list(r) for r in rows]
    for row in out[h + 1:]:
        for j, c in enumerate(row):
            if _is_number(c) and "." in str(c) and rng.random() < 0.33:
                row[j] = blank
    return out


_LEVEL_NAMES = ("bid", "ask", "offer", "ofr", "px", "price", "yld", "yield", "sprd", "spread", "dm")
#: Names of a column of yesterday's levels: a desk's eye skips them, their numbers are levels' look-alikes.
_PRIOR_NAMES = ("Prior", "Prev Close", "Prior Day", "Yest", "Close 1/20")


def _decimal(v: Any) -> float | None:
    """A cell's number when it is written with a decimal point (a level's look), or None."""
    return _number(v) if "." in str(v) else None


def _level_columns(rows: Rows, h: int) -> list[int]:
    """The header's columns named as levels that hold decimals below it."""
    return [j for j, c in enumerate(rows[h]) if c not in (None, "")
            and any(w in str(c).lower() for w in _LEVEL_NAMES)
            and any(_decimal(r[j]) is not None for r in rows[h + 1:] if j < len(r))]


def _look_alike(cell: Any, name: str, header: bool, rng: random.Random, steps: tuple[float, ...]) -> Any:
    """The cell of a look-alike column for a level ``cell``: its name on the header row, else the level a few
    ticks off (one of ``steps``) written to the level's places; empty beside an empty level."""
    if header:
        return name
    value = _decimal(cell)
    if value is None:
        return None
    places = len(str(cell).strip().split(".")[1])
    return f"{value + rng.choice(steps):.{max(places, 1)}f}"


def prior_column(rows: Rows, h: int, rng: random.Random) -> Rows:
    """A column of yesterday's levels right after a level column, each a few ticks off the level beside
    it: a level must not be taken from it."""
    levels = _level_columns(rows, h)
    if not levels:
        return rows
    at, name = rng.choice(levels), rng.choice(_PRIOR_NAMES)
    out = [list(r) for r in rows]
    for i, row in enumerate(out):
        if i < h:
            _shift_above(row, at + 1)
            continue
        if at >= len(row):
            continue
        row[at + 1:at + 1] = [_look_alike(row[at], name, i == h, rng, (-0.5, -0.25, 0.125, 0.375, 1.0))]
    return out


_ASK_NAMES = ("ask", "offer", "ofr", "offered")


def sides_swapped(rows: Rows, h: int, rng: random.Random) -> Rows:
    """The offer column before the bid column (``Offer  Bid``), names and cells moved together: each
    level keeps its side by its name, not by where it stands."""
    header = [str(c or "").lower() for c in rows[h]]
    for j, bid in enumerate(header):
        if "bid" not in bid:
            continue
        for k in range(j + 1, len(header)):
            if any(bid.replace("bid", w) == header[k] for w in _ASK_NAMES):
                out = [list(r) for r in rows]
                for i, row in enumerate(out):
                    if i >= h and k < len(row):
                        row[j], row[k] = row[k], row[j]
                return out
    return rows


def _banded(rows: Rows, h: int) -> bool:
    """Whether the header's names have a band row over them (``Prev | Prev`` over the first ``Bid | Offer``):
    words over some columns after the first, no number. The band and the names are one header."""
    if h == 0:
        return False
    above = rows[h - 1]
    cells = [c for c in above if c not in (None, "")]
    return (bool(cells) and above[0] in (None, "") and all(_is_word(c) for c in cells)
            and not any(_is_number(c) for c in cells))


def two_row_header(rows: Rows, h: int, rng: random.Random) -> Rows:
    """Each header name of two words or more split over two rows (``Bid`` over ``Px``), as a sheet's
    system exports it; a one-word name stands in the lower row."""
    if h + 1 >= len(rows) or not any(_is_number(c) for c in rows[h + 1] if c not in (None, "")) or _banded(rows, h):
        return rows  # a header over two rows already: a third is no layout desks send
    top: list[Any] = []
    bottom: list[Any] = []
    for c in rows[h]:
        words = str(c).split() if c not in (None, "") else []
        top.append(words[0] if len(words) > 1 else None)
        bottom.append(" ".join(words[1:]) if len(words) > 1 else c)
    if not any(top):
        return rows
    return [list(r) for r in rows[:h]] + [top, bottom] + [list(r) for r in rows[h + 1:]]


_SIZE_NAMES = ("size", "amt", "amount", "par", "qty", "face", "(mm)", "(m)", "000")


def totals_row(rows: Rows, h: int, rng: random.Random) -> Rows:
    """A ``Total`` row under the table: the sum of each size column, the average of each level column
    (written as the column writes its levels). A total is no instrument and its averages no market."""
    header = [str(c or "").lower() for c in rows[h]]
    body = [r for r in rows[h + 1:] if any(c not in (None, "") for c in r)]
    total: list[Any] = [None] * len(rows[h])
    for j, name in enumerate(header):
        values = [v for r in body if j < len(r) and (v := _number(r[j])) is not None]
        if not values or not name:
            continue
        if any(w in name for w in _SIZE_NAMES):
            total[j] = f"{sum(values):g}"
        elif any(w in name for w in _LEVEL_NAMES):
            total[j] = f"{sum(values) / len(values):.3f}"
    if not any(total):
        return rows
    total[0] = "Total"
    return [list(r) for r in rows] + [total]


#: What a desk writes in a comment column beside its levels: words, no number.
_COMMENTS = ("axed", "firm", "can work", "ask for size", "new issue", "IOI", "will improve", "sub", "OW")


def comment_column(rows: Rows, h: int, rng: random.Random) -> Rows:
    """A ``Comment`` column of a desk's words at the end of each row."""
    out = [list(r) for r in rows]
    width = len(rows[h])
    for i, row in enumerate(out):
        if i < h or not any(c not in (None, "") for c in row):
            continue
        row.extend([None] * (width - len(row)))
        row.append("Comment" if i == h else rng.choice((*_COMMENTS, None)))
    return out


#: Columns of numbers a desk's eye skips that look like levels: a mid, a model's price, the day's range, a
#: last trade. The look-alike's cells are a level column's, a few ticks off.
_LOOK_ALIKE_NAMES = ("Mid", "Model Px", "FV", "Theo", "Eval", "Last Trd", "Hi", "Lo", "Open", "Chg")


def _put_in_column(rows: Rows, h: int, rng: random.Random, cell: Callable[[int, list[Any]], Any]) -> Rows:
    """The table with a column put in after the first one, before a named column (or at the end): never
    inside a band over two rows ("DM" over "Bid | Offer"), whose top row leaves the cells it spans empty.
    ``cell(i, row)`` is its cell on each filled row from the header (``i == h``) down."""
    at = rng.choice([j for j in range(1, len(rows[h]) + 1) if j == len(rows[h]) or rows[h][j] not in (None, "")])
    out = [list(r) for r in rows]
    for i, row in enumerate(out):
        if i < h:
            _shift_above(row, at)
            continue
        if not any(c not in (None, "") for c in row):
            continue
        value = cell(i, row)
        row.extend([None] * (at - len(row)))
        row[at:at] = [value]
    return out


def look_alike_column(rows: Rows, h: int, rng: random.Random) -> Rows:
    """A column of a level's look-alikes (``Mid``, ``Model Px``, ``Hi``) anywhere after the first column,
    each cell a few ticks off a level column's: a level must not be taken from it."""
    levels = _level_columns(rows, h)
    if not levels:
        return rows
    source, name = rng.choice(levels), rng.choice(_LOOK_ALIKE_NAMES)
    return _put_in_column(rows, h, rng, lambda i, row: _look_alike(
        row[source] if source < len(row) else None, name, i == h, rng, (-0.375, -0.125, 0.25, 0.5, 0.75)))


#: Footnote marks a sheet puts on its column names.
_MARKS = ("*", "¹", " (1)", "†", " [a]")


def footnote_marks(rows: Rows, h: int, rng: random.Random) -> Rows:
    """Each named column's name with a footnote mark (``Bid*``, ``Offer¹``, ``Size (1)``): a mark names
    nothing, so every column keeps its role."""
    mark = rng.choice(_MARKS)
    out = [list(r) for r in rows]
    out[h] = [f"{c}{mark}" if isinstance(c, str) and c.strip() and rng.random() < 0.7 else c for c in out[h]]
    return out


def _inserted_mid_table(rows: Rows, h: int, row: Callable[[], list[Any]]) -> Rows:
    """The table with the row ``row`` makes put in before the middle one of its filled rows under the
    header (a table of fewer than four such rows is left as it is, ``row`` not called: it may draw on the
    random choices the next sheet's rewrite draws on too)."""
    body = [i for i in range(h + 1, len(rows)) if any(c not in (None, "") for c in rows[i])]
    if len(body) < 4:
        return rows
    at = body[len(body) // 2]
    return [list(r) for r in rows[:at]] + [row()] + [list(r) for r in rows[at:]]


def repeated_header(rows: Rows, h: int, rng: random.Random) -> Rows:
    """The header written again in the middle of the table, as an export repeats it at each page."""
    return _inserted_mid_table(rows, h, lambda: list(rows[h]))


_SECTION_WORDS = ("Continued", "Other", "Page 2 of 3", "Additional", "-- cont'd --")


def section_row(rows: Rows, h: int, rng: random.Random) -> Rows:
    """A row of one word in the first cell in the middle of the table (``Continued``, ``Page 2 of 3``):
    the rows after it are the same table."""
    return _inserted_mid_table(rows, h, lambda: [rng.choice(_SECTION_WORDS)] + [None] * (len(rows[h]) - 1))


#: Names of a column of dates: a settlement, a call, a trade date.
_DATE_NAMES = ("Settle", "Call Date", "Trade Dt", "Next Call", "Pricing Date")
#: The ways a date is written in such a column: US, day-first, ISO, month name.
_DATE_STYLES = (lambda d: f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}",
                lambda d: f"{d.day:02d}.{d.month:02d}.{d.year}", lambda d: d.isoformat(),
                lambda d: f"{d.day:02d}-{_MONTHS[d.month - 1]}-{d.year % 100:02d}",
                lambda d: f"{d.month}/{d.year % 100:02d}")


def date_column(rows: Rows, h: int, rng: random.Random) -> Rows:
    """A column of dates (``Settle``, ``Call Date``) anywhere after the first column, written one way per
    sheet (``12/01/26``, ``01.12.2026``, ``2026-12-01``, ``01-Dec-26``, ``6/29``): a date is never a level."""
    import datetime as dt

    name, style = rng.choice(_DATE_NAMES), rng.choice(_DATE_STYLES)
    return _put_in_column(rows, h, rng, lambda i, row: name if i == h else style(
        dt.date(2026, 1, 1) + dt.timedelta(days=rng.randint(0, 5000))))


#: Each side's other names: renamed so, a column keeps its side and its measure.
_SIDE_SYNONYMS = {"bid": ("Bids", "Bid Side", "Bd"), "offer": ("Ask", "Offered", "Ofr"),
                  "ask": ("Offer", "Ofr", "Asked"), "ofr": ("Offer", "Ask"), "offered": ("Offer", "Ask")}


def side_synonyms(rows: Rows, h: int, rng: random.Random) -> Rows:
    """Each column named by a side alone (``Bid``, ``Offer``) named another way a desk writes it (``Bid Side``,
    ``Ask``): the column keeps its side and its measure."""
    out = [list(r) for r in rows]
    out[h] = [rng.choice(_SIDE_SYNONYMS[c.strip().lower()]) if isinstance(c, str) and c.strip().lower()
              in _SIDE_SYNONYMS else c for c in out[h]]
    return out


#: A column of prices: named as one, or a side alone in a table naming no other measure.
_PRICE_WORDS = ("px", "price", "bid", "ask", "offer", "ofr")
_OTHER_MEASURES = ("spread", "sprd", "yld", "yield", "ytm", "ytw", "dm", "oas", "bp", "z-", "disc", "rate", "%",
                   "wal", "chg", "talk", "cover", "margin", "upf")


def _in_32nds(value: float) -> str | None:
    """``99.5`` as ``99-16``, ``99.515625`` as ``99-16+``; None for a price no 32nd or half a 32nd writes."""
    handle = int(value)
    ticks = (value - handle) * 64
    if abs(ticks - round(ticks)) > 1e-9:
        return None
    return f"{handle}-{round(ticks) // 2:02d}{'+' if round(ticks) % 2 else ''}"


def prices_in_32nds(rows: Rows, h: int, rng: random.Random) -> Rows:
    """Each cell of a price column written in 32nds (``99-16``, ``100-08+``), as a government or agency
    desk writes them: the same price. Only a column named a price (``Bid Px``), or by its side alone in a table
    naming no other measure (a bare ``Bid`` over spreads is no price column); each price that has a 32nds
    form (``101.20`` has none, and stays)."""
    header = [str(c or "").lower() for c in rows[h]]
    measures_named = any(w in name for name in header for w in _OTHER_MEASURES)
    out = [list(r) for r in rows]
    for j, name in enumerate(header):
        values = [r[j] for r in rows[h + 1:] if j < len(r) and _is_number(r[j])]
        priced = any(w in name for w in _PRICE_WORDS[:2]) or (not measures_named and any(
            w in name for w in _PRICE_WORDS))
        if not priced or any(w in name for w in _OTHER_MEASURES) or not any("." in str(v) for v in values):
            continue
        for row in out[h + 1:]:
            value = _number(row[j]) if j < len(row) else None
            if value is not None and 50 <= value <= 150 and (in_32nds := _in_32nds(value)):
                row[j] = in_32nds
    return out


_THOUSANDS = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3})+)(?![\d,]|\.\d)")
_POINT = re.compile(r"(?<![\d.])(\d+)\.(\d+)(?![\d.])")


def decimal_commas(rows: Rows, h: int, rng: random.Random) -> Rows:
    """Every number written the way a continental desk writes it: ``99,50`` for 99.50 and ``5.000`` for
    5,000 (a spreadsheet's number cells stay numbers). The same levels."""
    def written(c: Any) -> Any:
        if not isinstance(c, str) or (isinstance(c, _Cell) and len(c.element)):
            return c  # a number cell, or an HTML cell with markup inside ("4.12<sup>1</sup>" is not 4.121)
        new = _POINT.sub(r"\1,\2", _THOUSANDS.sub(lambda m: m[1].replace(",", "\x00"), c)).replace("\x00", ".")
        return c if new == c else new  # an HTML cell unchanged keeps its markup
    return [list(r) if i < h else [written(c) for c in r] for i, r in enumerate(rows)]


#: Words a sheet prints in a line right over its header that name no column ("Indicative   Levels").
_TITLE_WORDS = ("Indicative", "Levels", "Desk", "Run", "Firm", "Axes", "Sheet", "Morning", "Cash")


def title_over_header(rows: Rows, h: int, rng: random.Random) -> Rows:
    """A line of two or three words right over the header, each over a column after the first ("Indicative
    Levels"): it names no column, so every column keeps its role (a header's own first line would)."""
    width = len(rows[h])
    if width < 4 or _banded(rows, h):
        return rows  # (a line between a band row and the names under it: no layout desks send)
    title: list[Any] = [None] * width
    for j, word in zip(sorted(rng.sample(range(1, width), min(3, width - 1))), rng.sample(_TITLE_WORDS, 3),
                       strict=False):
        title[j] = word
    return [list(r) for r in rows[:h]] + [title] + [list(r) for r in rows[h:]]


PERTURBATIONS: dict[str, Callable[[Rows, int, random.Random], Rows]] = {
    "extra column": extra_column, "renamed word column": renamed_word_column,
    "renamed number column": renamed_number_column, "no header": no_header,
    "reversed columns": reversed_columns, "blank level": blank_level, "prior column": prior_column,
    "sides swapped": sides_swapped, "two-row header": two_row_header, "totals row": totals_row,
    "comment column": comment_column, "look-alike column": look_alike_column, "footnote marks": footnote_marks,
    "repeated header": repeated_header, "section row": section_row, "date column": date_column,
    "side synonyms": side_synonyms, "prices in 32nds": prices_in_32nds, "decimal commas": decimal_commas,
    "title over header": title_over_header}


#: ``08/30`` (a maturity's month and year) and ``8/15/2030``: the dates of a run line.
_MONTH_YEAR = re.compile(r"(?<![\d/.])(0[1-9])/([2-6]\d)(?![\d/])")
_FULL_DATE = re.compile(r"(?<![\d/.])(\d{1,2})/(\d{1,2})/(20\d\d)(?![\d/])")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
#: A decimal level: the lines holding two of them are the run's quote lines.
_DECIMAL = re.compile(r"(?<![\d.])\d{1,3}\.\d+(?![\d.])")


def dates_restyled(text: str, rng: random.Random) -> str | None:
    """Every ``08/30`` written ``Aug-30`` and every ``8/15/2030`` written ``2030-08-15``: a maturity
    the way another desk writes it must not become a level."""
    new = _MONTH_YEAR.sub(lambda m: f"{_MONTHS[int(m[1]) - 1]}-{m[2]}", text)
    new = _FULL_DATE.sub(lambda m: f"{m[3]}-{int(m[1]):02d}-{int(m[2]):02d}", new)
    return new if new != text else None


def trailing_number(text: str, rng: random.Random) -> str | None:
    """A number of unknown meaning after each quote line (a rank, a change, yesterday's close): the
    line's levels may go to review, never shift onto it."""
    lines = text.split("\n")
    extra = rng.choice(("7", "+0.25", "101.5", "4.95"))
    new = [f"{line}  {extra}" if len(_DECIMAL.findall(line)) >= 2 and len(line.rstrip()) >= edge - 2 else line
           for line, edge in zip(lines, _block_edges(lines), strict=True)]
    return "\n".join(new) if new != lines else None


def _block_edges(lines: list[str]) -> list[int]:
    """Each line's block's right edge (the longest of its run of non-blank lines): a row that ends short of
    it leaves its table's last column empty ("Cover" on a BWIC list before the trade), and a number set two
    spaces after it would stand under that column, a cover the mail then states. Such rows get none."""
    edges, start = [0] * len(lines), 0
    for k in range(len(lines) + 1):
        if k == len(lines) or not lines[k].strip():
            edge = max((len(line.rstrip()) for line in lines[start:k]), default=0)
            edges[start:k] = [edge] * (k - start)
            start = k + 1
    return edges


#: A chat line's time or speaker first (``08:04:17 <NAME>``, ``[07:59:03]``): a transcript, never bulleted.
_CHAT_STAMP = re.compile(r"\s*(?:\[|<|\d{1,2}:\d{2}|\d{1,2}-[A-Z][a-z]{2}-\d{4} \d{1,2}:\d{2})")


def bulleted(text: str, rng: random.Random) -> str | None:
    """Each quote line led by a bullet (``- ``, ``• ``, ``* ``), as a desk pastes a list: the bullet names
    nothing. (A line quoted from an earlier mail, ``> ...``, stays as it is: it is history.)"""
    mark = rng.choice(("- ", "\u2022 ", "* "))
    lines = text.split("\n")
    new = [f"{line[:len(line) - len(line.lstrip())]}{mark}{line.lstrip()}"  # after the line's margin
           if len(_DECIMAL.findall(line)) >= 2 and not line.lstrip().startswith(">") and not _CHAT_STAMP.match(line)
           else line for line in lines]
    return "\n".join(new) if new != lines else None


def rows_shifted(text: str, rng: random.Random) -> str | None:
    """Each quote line set one to three characters right of where it stood, or left where its margin allows
    (a bold header's width, a PDF's glyph spacing): its cells must keep their columns, or go to review."""
    step = rng.choice((1, 2, 3, -1, -2))
    lines = text.split("\n")

    def moved(line: str) -> str:
        margin = len(line) - len(line.lstrip())
        # An indented line stays indented (in a transcript, the indent says whose message it is).
        return " " * max(min(margin, 1), margin + step) + line.lstrip()

    new = [moved(line) if len(_DECIMAL.findall(line)) >= 2 and not line.lstrip().startswith(">")
           and not _CHAT_STAMP.match(line) else line for line in lines]
    return "\n".join(new) if new != lines else None


#: A line's first cell: up to the first gutter of two spaces or more.
_FIRST_CELL = re.compile(r"^(\s*)(\S+(?: \S+)+)(\s{2,}\S.*)$")
_TIME_IN_CELL = re.compile(r"\d{1,2}:\d{2}")


def wrapped_names(text: str, rng: random.Random) -> str | None:
    """Each quote line's first cell (its bond's name) wrapped over two lines, as a PDF or Word cell too
    narrow for it prints it: the levels on the first line of the two, or on the last (one way per mail).
    The levels stay in their columns and keep their bond."""
    levels_last = rng.random() < 0.5

    def wrapped(line: str) -> str:
        m = _FIRST_CELL.match(line)
        if (not m or len(_DECIMAL.findall(line)) < 2 or line.lstrip().startswith(">") or _CHAT_STAMP.match(line)
                or _TIME_IN_CELL.search(m[2])):
            return line  # history, or a transcript's line ("12-Jan-2027 08:04:02 KAI (HESKETH): ..."): no cell
        margin, cell, rest = m[1], m[2], m[3]
        words = cell.split(" ")
        cut = (len(words) + 1) // 2
        head, tail = " ".join(words[:cut]), " ".join(words[cut:])
        if levels_last:
            return f"{margin}{head}\n{margin}{tail.ljust(len(cell))}{rest}"
        return f"{margin}{head.ljust(len(cell))}{rest}\n{margin}{tail}"

    lines = text.split("\n")
    new = [wrapped(line) for line in lines]
    return "\n".join(new) if new != lines else None


#: Perturbations of a body's free lines, not its tables.
LINE_PERTURBATIONS: dict[str, Callable[[str, random.Random], str | None]] = {
    "dates restyled": dates_restyled, "trailing number": trailing_number, "bulleted": bulleted,
    "rows shifted": rows_shifted, "wrapped names": wrapped_names}


def _csv_rows(data: bytes) -> tuple[Rows, str]:
    text = data.decode("utf-8-sig", errors="replace")
    delimiter = max((",", ";", "\t", "|"), key=text.splitlines()[0].count) if text.strip() else ","
    return [list(r) for r in csv.reader(io.StringIO(text), delimiter=delimiter)], delimiter


def _csv_bytes(rows: Rows, delimiter: str) -> bytes:
    buf = io.StringIO()
    csv.writer(buf, delimiter=delimiter, lineterminator="\r\n").writerows(
        [["" if c is None else c for c in r] for r in rows])
    return buf.getvalue().encode()


def _xlsx_rewrite(data: bytes, change: Callable[[Rows, bool], Rows | None]) -> bytes | None:
    """The workbook with each sheet's cell values replaced by ``change``'s (formats stay by position)."""
    book = openpyxl.load_workbook(io.BytesIO(data))
    changed = False
    for ws in book.worksheets:
        rows = [list(r) for r in ws.iter_rows(values_only=True)]
        new = change(rows, bool(ws.merged_cells.ranges))
        if new is None:
            continue
        changed = True
        for merged in list(ws.merged_cells.ranges):
            ws.unmerge_cells(str(merged))
        ws.delete_rows(1, ws.max_row)
        for r, row in enumerate(new, 1):
            for c, v in enumerate(row, 1):
                if v is not None:
                    ws.cell(r, c, v)
    if not changed:
        return None
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


class _Cell(str):
    """An HTML cell's text that remembers its element, so an unchanged cell is put back as it was."""

    element: Any

    @classmethod
    def of(cls, element: Any) -> _Cell | None:
        text = element.text_content().strip()
        if not text:
            return None
        cell = cls(text)
        cell.element = element
        return cell


def _html_rewrite(text: str, change: Callable[[Rows, bool], Rows | None]) -> str | None:
    """The HTML with each table's rows rebuilt from ``change``'s cell texts (the header row in ``<th>``).
    Tables with spanning cells are left alone: their cells do not line up by index."""
    doc = lxml.html.document_fromstring(text)
    changed = False
    for table in doc.iter("table"):
        trs = [tr for tr in table.iter("tr")]
        if not trs or table.xpath(".//table") or any(
                c.get("colspan", "1") != "1" or c.get("rowspan", "1") != "1" for tr in trs for c in tr):
            continue
        rows: Rows = [[_Cell.of(c) for c in tr if c.tag in ("td", "th")] for tr in trs]
        new = change(rows, False)
        if new is None:
            continue
        changed = True
        # The header row is still the header unless the rewrite dropped it.
        header = header_index(rows) if len(new) == len(rows) else None
        parent = trs[0].getparent()
        for tr in trs:
            tr.getparent().remove(tr)
        for i, row in enumerate(new):
            tr = lxml.html.Element("tr")
            for v in row:
                if isinstance(v, _Cell):
                    tr.append(copy.deepcopy(v.element))  # its markup kept: "4.12<sup>1</sup>" is not 4.121
                    continue
                cell = lxml.html.Element("th" if i == header else "td")
                cell.text = "" if v is None else str(v)
                tr.append(cell)
            parent.append(tr)
    return lxml.html.tostring(doc, encoding="unicode") if changed else None


_GUTTER = re.compile(r"\s{2,}|\t")


def _spans(line: str) -> list[tuple[int, int]]:
    """Where each gutter-separated cell of a line stands."""
    return [(m.start(), m.end()) for m in re.finditer(r"\S+(?: \S+)*", line)]


def _under_header(row: str, header: str) -> bool:
    """Whether each cell of a row stands under the header cell of its place (overlapping it, or ending or
    starting within two characters of it: levels are right-aligned under left-aligned names)."""
    return all(min(e, he) > max(s, hs) or abs(e - he) <= 2 or abs(s - hs) <= 2
               for (s, e), (hs, he) in zip(_spans(row), _spans(header), strict=False))


def _text_rewrite(text: str, change: Callable[[Rows, bool], Rows | None]) -> str | None:
    """The text with its first column-aligned table laid out again from ``change``'s cells, each
    column padded to its widest cell. The table is a header line (three cells or more, split at two
    spaces or more) and the lines after it that split into as many cells; lines of one cell among them
    (a section, ``** HIGH YIELD **``; a footnote) stay where they are, and the table ends at a blank
    line or one of two cells (a page's foot). A table with a row of another count (a cell left empty)
    is left alone: its cells cannot be placed by the gutters alone."""
    lines = text.split("\n")
    for start, line in enumerate(lines):
        header = _GUTTER.split(line.strip())
        if len(header) < 3:
            continue
        members, end, torn = [start], start + 1, False
        while end < len(lines) and lines[end].strip():
            cells = _GUTTER.split(lines[end].strip())
            if len(cells) == len(header) and not _under_header(lines[end], line):
                torn = True  # as many cells, but not under the header's ("QUARRY  HILL SL 2024-B" in two)
                break
            if len(cells) == len(header):
                members.append(end)
            elif len(cells) == 2:
                break  # "FO-INV-CR-01 v3.2 ... Page 1 of 1": the page's foot, past the table
            elif len(cells) > 2:
                torn = True  # a row with a cell left empty ("DNT" and no cover): its cells cannot be placed
                break
            end += 1
        rows: Rows = [_GUTTER.split(lines[i].strip()) for i in members]
        if torn or len(rows) < 2 or header_index(rows) != 0:
            continue
        new = change(rows, False)
        if new is None:
            return None
        width = max(len(r) for r in new)
        widths = [max(len("" if j >= len(r) or r[j] is None else str(r[j])) for r in new) for j in range(width)]
        laid = ["  ".join(("" if j >= len(r) or r[j] is None else str(r[j])).ljust(widths[j])
                          for j in range(width)).rstrip() for r in new]
        dropped = None
        if len(laid) < len(members):  # the header dropped: its line goes
            dropped, members = members[0], members[1:]
        elif len(laid) == len(members) + 1:  # the header over two lines
            laid = [f"{laid[0]}\n{laid[1]}", *laid[2:]]
        indent = lines[start][:len(lines[start]) - len(lines[start].lstrip())]  # the table's margin kept
        out = list(lines)
        for i, text_line in zip(members, laid, strict=True):
            out[i] = "\n".join(indent + part for part in text_line.split("\n"))
        return "\n".join(line for i, line in enumerate(out) if i != dropped)
    return None


def perturbed_part(data: bytes | str, kind: str, how: str, seed: int) -> bytes | str | None:
    """A table part (``csv``, ``xlsx``, ``html`` or ``text``) perturbed ``how``; None when it has no table to
    perturb."""
    rng = random.Random(seed)

    def change(rows: Rows, merged: bool) -> Rows | None:
        h = header_index(rows)
        if h is None or (merged and how in ("reversed columns", "sides swapped")):
            return None
        new = PERTURBATIONS[how](rows, h, rng)
        return None if new == rows else new  # nothing to perturb (no offer column beside the bid)

    if kind == "csv":
        rows, delimiter = _csv_rows(data if isinstance(data, bytes) else data.encode())
        new = change(rows, False)
        if how == "decimal commas" and delimiter == ",":
            delimiter = ";"  # a continental desk's export: the comma is the decimal point
        return None if new is None else _csv_bytes(new, delimiter)
    if kind == "xlsx":
        return _xlsx_rewrite(data, change)
    if kind == "text" and how == "totals row":
        return None  # a text table is laid out again line for line (a header may take two)
    if kind == "text":
        # Laid out again left-aligned, an empty cell would vanish into the gutter: desks write "--".
        return _text_rewrite(data, lambda rows, merged: (
            blank_level(rows, 0, rng, "--") if how == "blank level" else change(rows, merged)))
    return _html_rewrite(data, change)


_PAGE_BREAK = "\n\x0c\n"


def pdf_text(data: bytes) -> str | None:
    """A PDF's lines as the parser reads them, pages apart; None for a PDF with ruled tables (their
    cells are not lines) or one the parser cannot read."""
    from extractors.pdf import read_pages  # the parser's own reading: the text laid out again is what it saw

    try:
        _, pages = read_pages(data, 20)
    except Exception:  # noqa: BLE001 - an unreadable PDF is simply not perturbed
        return None
    if any(tables for _, tables, _ in pages):
        return None
    return _PAGE_BREAK.join("\n".join(lines) for lines, _, _ in pages)


def pdf_of(text: str) -> bytes:
    """The text in a plain PDF, one Courier line per line, small enough that the widest runs fit."""
    return corpus_docs.pdf([page.split("\n") for page in text.split(_PAGE_BREAK)], font_size=5.0)


def _table_kind(part: EmailMessage) -> str | None:
    name = (part.get_filename() or "").lower()
    if name.endswith((".csv", ".xlsx", ".pdf")):
        return name.rsplit(".", 1)[1]
    if part.get_content_type() == "text/html" and "<table" in part.get_content().lower():
        return "html"
    if part.get_content_type() == "text/plain" and not name:
        return "text"
    return None


def _rewritten(kind: str, data: bytes | str, how: str, seed: int) -> bytes | str | None:
    """One table part (``data``: for a PDF its text as the parser reads it) rewritten ``how``; None
    when the rewrite does not apply to it."""
    if kind == "pdf":
        assert isinstance(data, str)
        if how == "re-laid":
            return pdf_of(data)
        new = (LINE_PERTURBATIONS[how](data, random.Random(seed)) if how in LINE_PERTURBATIONS
               else perturbed_part(data, "text", how, seed))
        return None if new is None else pdf_of(new)
    if how == "re-laid":
        return None
    if how in LINE_PERTURBATIONS:
        return LINE_PERTURBATIONS[how](data, random.Random(seed)) if kind == "text" else None
    return perturbed_part(data, kind, how, seed)


def perturbed_mails(raw: bytes, seed: int) -> Iterator[tuple[str, bytes]]:
    """(perturbation, mail bytes) for each perturbation of each table part of ``raw``."""
    msg = email.message_from_bytes(raw, policy=policy.default)
    assert isinstance(msg, EmailMessage)
    leaves = [p for p in msg.walk() if not p.is_multipart()]
    tables = [(i, kind) for i, p in enumerate(leaves) if (kind := _table_kind(p))]
    for index, (leaf, kind) in enumerate(tables):
        part = leaves[leaf]
        name = part.get_filename() or f"{kind} body"
        data = part.get_content() if kind in ("html", "text") else part.get_payload(decode=True)
        if kind == "pdf" and (data := pdf_text(data)) is None:
            continue
        for how in ("re-laid", *PERTURBATIONS, *LINE_PERTURBATIONS):
            new = _rewritten(kind, data, how, seed + index)
            if new is None:
                continue
            new_msg = copy.deepcopy(msg)
            target = [p for p in new_msg.walk() if not p.is_multipart()][leaf]
            if kind in ("html", "text"):
                target.set_content(new, subtype="html" if kind == "html" else "plain")
            else:
                maintype, subtype = target.get_content_type().split("/")
                target.set_content(new, maintype=maintype, subtype=subtype, filename=name, disposition="attachment")
            yield f"{how} ({name})", new_msg.as_bytes()


#: The perturbations that may take a column's measure with its name: only the levels are compared.
_MEASURE_LOST = ("no header", "renamed number column")


@dataclass
class Wrong:
    mail: str
    how: str
    quote: dict[str, Any]


def _fits(q: dict[str, Any], gold: list[dict[str, Any]], any_measure: bool = False) -> bool:
    """Whether some gold quote has the quote's measure and each level the quote states; of the same bond where
    the quote is keyed by an identifier the gold keys a bond by (another bond's level is a wrong price too)."""
    def same(a: Any, b: Any) -> bool:
        return a is None or (b is not None and abs(float(a) - float(b)) < 1e-6)
    return any((any_measure or g["quote_type"] == q["quote_type"]) and same(q["bid"], g["bid"])
               and same(q["ask"], g["ask"]) for g in gold_of_bond(q, gold))


def wrong_prices(path: Path, raw: bytes, gold: list[dict[str, Any]], seed: int = 7) -> Iterator[Wrong]:
    """The accepted quotes of each perturbation of ``raw`` that fit no gold quote, and were not already
    there unperturbed (the scorer counts those)."""
    with tempfile.TemporaryDirectory() as tmp:
        def accepted(data: bytes) -> list[dict[str, Any]]:
            mail = Path(tmp) / path.name
            mail.write_bytes(data)
            return [q.to_json_dict() for q in extract_through_pipeline(mail) if not q.review_reason]

        def levels(q: dict[str, Any]) -> tuple[Any, ...]:
            return q["quote_type"], q["bid"], q["ask"]

        before = {levels(q) for q in accepted(raw) if not _fits(q, gold)}
        for how, data in perturbed_mails(raw, seed):
            for q in accepted(data):
                if not _fits(q, gold, how.startswith(_MEASURE_LOST)) and levels(q) not in before:
                    yield Wrong(path.name, how, q)


def dev_mails(directory: Path) -> Iterator[tuple[Path, bytes, list[dict[str, Any]]]]:
    for spec_path in sorted(directory.glob("*.expected.json")):
        mail = spec_path.with_name(spec_path.name.replace(".expected.json", ".eml"))
        raw = mail.read_bytes()
        yield mail, raw, json.loads(spec_path.read_text())["quotes"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", type=Path, action="append", help="A development set (default: all of them).")
    parser.add_argument("--seeds", type=int, default=1, help="Runs with different random choices (default 1).")
    parser.add_argument("-v", "--verbose", action="store_true", help="Print each wrong price.")
    args = parser.parse_args(argv)
    total = 0
    for directory in args.dir or DEV_SETS:
        for mail, raw, gold in dev_mails(directory):
            for w in (w for seed in range(args.seeds) for w in wrong_prices(mail, raw, gold, 7 + 100 * seed)):
                total += 1
                q = w.quote
                print(f"{directory.parent.name}/{w.mail} [{w.how}] {q['instrument_key']!r} {q['quote_type']} "
                      f"{q['bid']}/{q['ask']}  {q['location']}: {q['raw']!r}"[:300] if args.verbose else
                      f"{directory.parent.name}/{w.mail} [{w.how}]")
    print(f"{total} wrong prices")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
