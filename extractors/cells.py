"""One table cell read as what it holds: text, a level, a bid/ask pair, a size, a range.

Used by the table reader (:mod:`extractors.tabular`); a cell may come from a spreadsheet (numbers
and dates as they are), a CSV, HTML or Word table, or a column of aligned text.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from typing import Any

from extractors import vocab
from extractors.footnotes import letter_marks
from extractors.grammar import Hints, parse_date, parse_level, partial_maturity, prepare
from extractors.numbers import POINT_THOUSANDS, parse_size, parse_size_pair, without_benchmark, without_change_bracket
from extractors.validate import IN_BP

#: A measure written before a spread level in its cell: ``I+58``, ``T+104``, ``Z+218``, ``DM+66``,
#: ``J+98`` (CMBS desks' spread to the interpolated Treasury curve).
_MEASURE_PREFIX = re.compile(r"^(?:I|T|G|J|Z|MS|DM|OAS|ASW|SOFR|EURIBOR|ESTR|€STR|SONIA|SARON)\s?(?=[+-]?\d)",
                             re.IGNORECASE)
#: The same word before each side of a pair: ``I+85 / I+130``, ``DM 66 / DM 62``.
_SIDE_MEASURE = re.compile(r"(?<![A-Za-z])(?:I|T|G|J|Z|MS|DM|OAS|ASW)\s?(?=[+-]?\d)", re.IGNORECASE)
#: The measure word leading a cell (``DM 66``, ``I+58``, ``Z 218/210``), read as vocab.UNIT_WORDS spells it.
#: A swap curve's name may come first: "SARON MS +6 / +3".
_LEADING_WORD = re.compile(r"^(?:(?:SARON|SOFR|ESTR|€STR|SONIA|TONA|EURIBOR|Euribor)\s+)?"
                           r"([A-Za-z]{1,3})(\+|-(?=\d)|\s+(?=[+-]?\d))")
#: A footnote's marker written against a level: ``3.91(c)``, ``24.82 (1)``; never a level itself.
#: Bid over offer on two lines of one cell (a Word cell with a line break).
#: (A side not quoted is a dash: "95.000" over "--".)
_LINE_SIDE = r"([+-]?\d[\d.,]*|-{1,3}|\u2013|\u2014)"
_LINE_PAIR = re.compile(rf"^\s*{_LINE_SIDE}[ \t]*\n\s*{_LINE_SIDE}\s*$")
#: Bid / offer in one cell; a side may be a price with a fraction (``97 7/8 / 98 3/8``, which
#: prepare writes ``97_7/8/98_3/8``).
_CELL_PAIR = re.compile(r"^\s*(\d{1,3}_\d{1,2}/\d{1,3}|\S+?)\s*/\s*(\d{1,3}_\d{1,2}/\d{1,3}|\S+?)\s*$")
_SPACED_DASH = re.compile(r"^\s*(\d{1,3}(?:\.\d+)?)\s+[-\u2013]\s+(\d{1,3}(?:\.\d+)?)\s*$")
_NO_BID = re.compile(r"^\s*[-\u2013\u2014]+\s*/\s*")
#: A range in one cell: ``98-98.5``, ``118/122``, ``96.5 to 97``.
_RANGE = re.compile(r"^\s*(\d{1,4}(?:[.,]\d+)?)\s*(?:-|/|to)\s*(\d{1,4}(?:[.,]\d+)?)\s*$")


_TEXT_CELLS = frozenset({str, type(None)})


def text_row(cells: Sequence[Any]) -> bool:
    """Whether a row holds text and empty cells only, as a header row does (a row holding a number,
    a spreadsheet's float or date, cannot be one). Runs on every row of a sheet: the types are
    gathered in C, not tested cell by cell."""
    return _TEXT_CELLS.issuperset(map(type, cells))


def cell_text(cell: Any) -> str:
    """A cell as text: whole numbers without ``.0``, dates as ISO dates."""
    if type(cell) is str:
        text = cell.strip()
        return text[:-9] if text.endswith(" 00:00:00") else text  # a date cell written out as text
    if cell is None:
        return ""
    if isinstance(cell, float) and cell.is_integer():
        return str(int(cell))
    if isinstance(cell, dt.datetime):
        return cell.date().isoformat()
    if isinstance(cell, dt.date):
        return cell.isoformat()
    return str(cell).strip()


#: A bracket beside a level holding an earlier one: the close, the previous, the last trade, the change.
_PRIOR_BRACKET = re.compile(r"\s*\((?:cl|clo|close[ds]?|closing|prev|previous|prior|last|lst|yday|yest(?:erday)?|was"
                            r"|old|chg|change|dod|kicker)\b\.?[^()]*\)", re.IGNORECASE)


_COVERED = re.compile(r"^(?:covered|cvr|cover)\s+(?:at\s+)?(?=\d)", re.IGNORECASE)


def cell_level(cell: Any, hints: Hints) -> tuple[float | None, bool]:
    """(value, written as a spread: with a plus sign or in bp). Numbers stored as numbers are taken
    as they are."""
    if type(cell) is float:
        return cell, False  # a spreadsheet's number, the commonest cell: one type test
    if cell is None or isinstance(cell, bool):
        return None, False
    if isinstance(cell, int | float):
        return float(cell), False
    text = str(cell).strip()
    if text[:1] == "'":
        text = text[1:]  # "'95.875": a number a sheet stores as text, its apostrophe Excel's mark of that
    if "(" in text:
        text = _PRIOR_BRACKET.sub("", text).strip()  # "99 1/4 (cl 99 1/2)": the close beside the bid is no level
        text = without_change_bracket(text)  # "99.50 (+0.25)", "100-00+ (+1)": the day's change
    if text[:1].isalpha():
        text = _MEASURE_PREFIX.sub("", text)  # "I+58", "DM 66": the measure written in the cell (cell_measure)
        text = _COVERED.sub("", text)  # "covered 99.12" in a Cover column: the cover
    if text.endswith("area"):
        text = text[:-4].rstrip()  # "97 area" in a Talk column: about 97
    text = prepare(text).strip()  # "3.91(c)", "3.91 (c)": prepare drops a footnote's marker
    text = text.rstrip("*%†‡§").strip()  # "2.98*", "99.80†": a footnote mark
    if text[-1:].isalpha() and (
            hints.doubting_notes and text[-1] in letter_marks(hints.doubting_notes)
            or text[-1] in hints.note_letters and text[-2:-1].isdigit()):
        # "212a" over a footnote "a bid not refreshed since yesterday" (doubt_marked sends it to review),
        # "95.875a" over "a Offer firm until 12:00 NY"
        text = text[:-1]
    elif text[-1:] in "cm" and text[-2:-1].isdigit() and "." in text:
        text = text[:-1]  # "110.375c", "3.98c", "4.22m": a muni's level to its call date or to maturity
    in_bp = False
    for unit in (" bp", "bp", " bps", "bps"):
        if text.lower().endswith(unit):
            text, in_bp = text[: -len(unit)].strip(), True  # "88bp": a spread, whatever the column says
            break
    else:
        if _PRICE_LEVEL.search(text):
            text = text[:-2].rstrip()  # "99.35 px" in a column of spreads: a price (cell_measure)
    if not text or text.strip("-.x ") == "" or partial_maturity(text) is not None:
        return None, False
    return parse_level(text, hints.decimal_comma), in_bp or text.startswith("+")


def cell_size(cell: Any, unit: float, stated: bool = False, muni: bool = False) -> tuple[float | None, float | None]:
    if cell is None or isinstance(cell, bool):
        return None, None
    if muni and not stated:
        # Muni sheets write par in thousands (QTY 500 is $500k, 1,000 is $1mm); a number written out
        # in full (2,000,000) is already in units.
        bare = cell if isinstance(cell, int | float) else (
            float(cell.replace(",", "")) if isinstance(cell, str) and re.fullmatch(r"\s*\d[\d,]*\s*", cell) else None)
        if bare is not None and 0 < bare < 100_000:
            return float(bare) * 1e3, float(bare) * 1e3
    if isinstance(cell, int | float):
        if not stated and 100 <= cell < 100_000:
            # "Qty 250": a 250MM block is not a run's size, nor 2,000 a face amount: the desks' "M"
            # convention, thousands ("Bid Sz (M)" over 2000 is $2mm).
            unit = 1e3
        value = float(cell) * (unit if cell < 100_000 or stated else 1.0)
        return (value, value) if value > 0 else (None, None)
    text = prepare(str(cell).lstrip("'")).strip()
    if not text:
        return None, None
    if "," in text and _DECIMAL_COMMA_SIZE.fullmatch(text):
        text = text.replace(",", ".")  # "2,5" under "Size (mio)": a decimal comma (thousands come in threes)
    if text[:3].isalpha() and text[3:4] == " " and text[:3].isupper():
        text = text[4:].strip()  # "MXN 100mm", "ZAR 100mm": the currency before the amount
        if text.endswith("m") and text[-2:-1].isdigit():
            text += "m"  # "MXN 200m": after a currency a small "m" is a million, not the muni "250M"
    pair = parse_size_pair(text, unit if stated else 1e6)  # "250x250" under "Par (000)": $250k a side
    if pair:
        return pair
    one_side = _ONE_SIDED_SIZE.match(str(cell).strip())  # before prepare, which drops a leading dash
    if one_side is not None:
        # "5 x -": an axe's size on the side it shows, the other side empty.
        return (parse_size(one_side["bid"]), None) if one_side["bid"] else (None, parse_size(one_side["ask"]))
    if (text[:1].isalpha() or text[-1:].isalpha()) and (sided := _SIDED_SIZE.match(text)) is not None:
        # "bid 3mm", "5mm offer": the size of the one side the row quotes
        amount = parse_size(sided["a"] or sided["b"], unit)
        return (amount, None) if (sided["s"] or sided["t"]).lower() == "bid" else (None, amount)
    if not stated and (POINT_THOUSANDS.fullmatch(text) or _ROUND_THOUSANDS.fullmatch(text)):
        return cell_size(int(text.replace(".", "")), unit)  # "1.000.000", "500.000": a continental desk's thousands
    if not stated and re.fullmatch(r"\d[\d,]*", text) and 1000 <= (whole := int(text.replace(",", ""))) < 100_000:
        return cell_size(whole, unit)  # a bare 2,000 is in thousands, as the number cell is
    single = parse_size(text.replace(",", "") if re.fullmatch(r"[\d,]+", text) else text, unit)
    if single is not None and re.fullmatch(r"[\d,.]+", text) and single >= 1000 * unit and not stated:
        single = single / unit  # a bare 2,000,000 is already in units (unless the header said 000s)
    return single, single


#: A size written with a decimal comma: one or two digits after it, never a thousands group.
_DECIMAL_COMMA_SIZE = re.compile(r"\d{1,3},\d{1,2}")
#: One point before three noughts in a size cell ("500.000"): a continental desk's thousands, not a decimal.
_ROUND_THOUSANDS = re.compile(r"\d{1,3}\.000")
_AMOUNT = r"\d+(?:[.,]\d+)?\s*(?:MMM|MM|MIO|MLN|MN|BN|M|K)?"
_ONE_SIDED_SIZE = re.compile(rf"^(?:(?P<bid>{_AMOUNT})\s*[xX×]\s*[-–—]|[-–—]\s*[xX×]\s*(?P<ask>{_AMOUNT}))$",
                             re.IGNORECASE)
#: A size for one side: ``bid 3mm``, ``5mm offer``.
_SIDED_SIZE = re.compile(rf"^(?P<s>bid|offer|ask|ofr)\s+(?P<a>{_AMOUNT})$"
                         rf"|^(?P<b>{_AMOUNT})\s+(?P<t>bid|offer|ask|ofr)$", re.IGNORECASE)
_NOTE_SIZE = re.compile(r"\b(bid|offer|ask|ofr)\s+(?:size\s+)?(\d{1,3}(?:\.\d+)?)\s*(mm|k)\b", re.IGNORECASE)


#: A notes cell saying only what the row is good for: "2x2", "3mm avail", "10mm only" (a bare "175MM" in a column of no
#: known use is the amount outstanding, no size).
_NOTE_AMOUNT = re.compile(r"^\s*(?:(?P<bid>\d{1,3})\s?x\s?(?P<ask>\d{1,3})|(?P<size>\d+(?:\.\d+)?)\s?(?P<unit>mm|m|k)"
                          r"\s+(?:avail(?:able)?|per side|each way|clips?|only))\s*$", re.IGNORECASE)


def note_sizes(cells: list[Any]) -> tuple[float | None, float | None]:
    """Sizes a notes cell gives each side ("Offer 25mm, bid 10mm"); a side it leaves out stays unsized."""
    bid = ask = None
    for cell in cells:
        if type(cell) is str and (m := _NOTE_AMOUNT.match(cell)) is not None:
            # "3mm avail", "2x2" alone in a Comment cell: what the row is good for, both sides
            if m["bid"]:
                return float(m["bid"]) * 1e6, float(m["ask"]) * 1e6
            value = float(m["size"]) * (1e3 if m["unit"].lower() == "k" else 1e6)
            return value, value
        if type(cell) is str and ("mm" in cell.lower() or "k" in cell.lower()):
            for m in _NOTE_SIZE.finditer(cell):
                value = float(m[2]) * (1e6 if m[3].lower() == "mm" else 1e3)
                if m[1].lower() == "bid":
                    bid = value
                else:
                    ask = value
    return bid, ask


def level_range(text: str, hints: Hints) -> tuple[float, float] | None:
    """A talk or cover range: ``98-98.5``, ``128-132`` (DM), ``118/122``, ``96.5 to 97`` -> (low, high).

    ``99-16`` stays a 32nds price: a range's second number is at least its first."""
    m = _RANGE.match(text)
    if m is None:
        return None
    low, high = parse_level(m[1], hints.decimal_comma), parse_level(m[2], hints.decimal_comma)
    if low is None or high is None or high < low:
        return None
    return low, high


_PERCENT_LEVEL = re.compile(r"\d%")
_SMALL_PERCENT = re.compile(r"^[+-]?\d{1,2}(?:[.,]\d+)?\s?%$")
#: ``99.35 px``: a level that says it is a price.
_PRICE_LEVEL = re.compile(r"\d\s?px$", re.IGNORECASE)


#: A level written as a margin over a floating index by its full name (a loan's ``S+350`` in a name
#: column is its coupon, not this).
_INDEX_MARGIN = re.compile(r"^(?:SOFR|EURIBOR|Euribor|ESTR|€STR|SONIA|SARON|LIBOR)\s?\+\s?\d")


def cell_measure(cell: Any, kind: str) -> str:
    """The measure a cell names before its levels (``DM 66 / 62``, ``Z 218/210``, ``I+58``) in a
    column of basis-point spreads or of no stated measure: a floater's margin in a spread table is its DM.
    A level written with ``%`` in a column of basis points (``7.12% / 7.01%`` under ``Z``) is a yield:
    the cell's own unit beats its column's."""
    if not isinstance(cell, str):
        return kind  # a number names no measure (every test below is of the cell's text)
    if kind in IN_BP and _PERCENT_LEVEL.search(cell):
        return "yield"
    if kind == "price" and _SMALL_PERCENT.match(cell.strip()):
        return "yield"  # "2,412%" in a price column: a bill quoted on yield ("99,50%" stays a price)
    if kind in {"", "spread", "z_spread", "i_spread", "dm"} and _PRICE_LEVEL.search(cell):
        return "price"
    if kind in {"yield", "price"} and cell[:1] in "TtGgJj" and cell[1:2] == "+":
        return "spread"  # "T+15" under "Discount Rate (%)" (bullets below discount notes): a spread, as written
    if kind not in {"", "spread", "dm"} or not cell[:1].isalpha():
        return kind
    if _INDEX_MARGIN.match(cell):
        return "dm"  # "SOFR+172 / SOFR+161": a margin over the floating index, a floater's discount margin
    m = _LEADING_WORD.match(cell)
    if m is None:
        return kind
    word = m[1].lower()
    # "MS-11": a negative spread written against its measure word reads as "MS+6" does.
    stated = vocab.UNIT_WORDS.get(f"{word}+" if m[2] in "+-" else word)
    if kind == "dm" and stated == "spread":
        return stated  # "T+155" under "DM / Sprd": a fixed-rate tranche's spread to Treasuries, not a margin
    return stated if stated in {"dm", "z_spread", "i_spread"} else kind


def cell_pair(text: str) -> re.Match[str] | None:
    """A bid/ask pair in one cell: ``99.25 / 99.75``, or ``Z+218/210`` (a measure word before it),
    or bid over offer on two lines of the cell (``+105`` line break ``+100``) under a pair column."""
    if "\n" in text and "/" not in text:
        return _LINE_PAIR.match(text)
    if " - " in text and (spaced := _SPACED_DASH.match(text)) is not None:
        return spaced  # "94 - 95": bid - offer, the dash spaced apart (never a 32nds price, "94-15")
    # "T+92 / T+88 (T 4 3/8 05/34)", "+68 / +64 vs UST 4 05/15/30": the benchmark after the pair is
    # no part of it; its date would read as one ("05/34").
    text = without_benchmark(text)
    if text[:1].isalpha() and "/" in text:
        text = _SIDE_MEASURE.sub("", text)  # "I+85 / I+130": the measure written on each side
    if _NO_BID.match(text):
        # "- / +98": an offer only; prepare would read the dash as a bullet and drop it
        return _CELL_PAIR.match("-/" + prepare(_NO_BID.sub("", text)))
    prepared = prepare(text)
    pair = _CELL_PAIR.match(prepared)
    # ("05/34)": a date after the levels, never a bid / ask pair)
    if pair is None and " " in prepared.strip() and not is_date((last := prepared.split()[-1]).rstrip(")")):
        pair = _CELL_PAIR.match(last)
    return pair


def is_date(token: str) -> bool:
    """Whether a token is a date or a maturity: ``05/34``, ``05/15/30``, ``2031-06-15``."""
    return partial_maturity(token) is not None or parse_date(token) is not None
