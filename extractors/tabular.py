"""Tables: a header row found wherever it is, then one row -> quotes by column role.

Used by spreadsheets, CSV, HTML and DOCX tables, PDF tables, and column-aligned text (where the
cells of a row are matched to header columns by position).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from extractors import vocab
from extractors.grammar import (
    RANGES,
    Description,
    Draft,
    Hints,
    default_currency,
    default_kind,
    parse_description,
    parse_level,
    prepare,
)
from extractors.identifiers import valid_cusip, valid_isin
from extractors.numbers import parse_size, parse_size_pair

_HEADER_JUNK = re.compile(r"[^a-z0-9äöüß]+")
_BRACKETED = re.compile(r"\(.*?\)")
_UNIT_IN_HEADER = re.compile(r"\((mm|m|k|000s?|mio)\)|\b(mm|mio)\b", re.IGNORECASE)


_SIDES = {"bid": 0, "ask": 1, "talk": 2}
_NO_CELL: list[Any] = [None]


def normalise_header(text: str) -> str:
    return _HEADER_JUNK.sub(" ", _BRACKETED.sub(" ", text.lower())).strip()


@lru_cache(maxsize=1 << 14)
def _header_cell(cell: str) -> tuple[str | None, float | None]:
    """(role, unit of a size column) of one header cell; runs repeat their headers all day."""
    role = vocab.HEADER_ROLES.get(normalise_header(cell))
    if role is None or not role.endswith("size"):
        return role, None
    m = _UNIT_IN_HEADER.search(cell)
    if not m:
        return role, None
    unit = (m.group(1) or m.group(2)).lower()
    return role, 1e3 if unit in {"k", "000", "000s"} else 1e6


@dataclass(frozen=True, slots=True)
class Header:
    """Column index -> role, and the unit a bare size in this table is written in."""

    roles: dict[int, str]
    size_unit: float = 1e6
    #: (role, 0 bid / 1 ask / 2 talk, quote type or "") of each price column role, worked out once.
    legs: tuple[tuple[str, int, str], ...] = field(init=False)

    def __post_init__(self) -> None:
        legs = []
        for role in dict.fromkeys(self.roles.values()):
            side, _, kind = role.partition(":")
            if side in _SIDES:
                legs.append((role, _SIDES[side], kind))
        object.__setattr__(self, "legs", tuple(legs))


def find_header(cells: Sequence[Any]) -> Header | None:
    """The roles of a header row, or ``None`` if the row is not a header of a quote table."""
    roles: dict[int, str] = {}
    size_unit = 1e6
    for i, cell in enumerate(cells):
        if not isinstance(cell, str) or not cell.strip() or len(cell) > 40:
            continue
        role, unit = _header_cell(cell)
        if role is None:
            continue
        roles.setdefault(i, role)
        if unit is not None:
            size_unit = unit
    has_price = any(r in vocab.PRICE_ROLES for r in roles.values())
    has_name = any(r in {"desc", "ticker", "cusip", "isin"} for r in roles.values())
    return Header(roles, size_unit) if has_price and has_name else None


def _text(cell: Any) -> str:
    if type(cell) is str:
        return cell.strip()
    if cell is None:
        return ""
    if isinstance(cell, float) and cell.is_integer():
        return str(int(cell))
    if isinstance(cell, dt.datetime):
        return cell.date().isoformat()
    if isinstance(cell, dt.date):
        return cell.isoformat()
    return str(cell).strip()


def _level(cell: Any, hints: Hints) -> tuple[float | None, bool]:
    """(value, written with a plus sign). Numbers stored as numbers are taken as they are."""
    if cell is None or isinstance(cell, bool):
        return None, False
    if isinstance(cell, int | float):
        return float(cell), False
    text = prepare(str(cell)).strip().rstrip("%")
    if not text or text.strip("-.x ") == "":
        return None, False
    return parse_level(text, hints.decimal_comma), text.startswith("+")


def _size(cell: Any, unit: float) -> tuple[float | None, float | None]:
    if cell is None or isinstance(cell, bool):
        return None, None
    if isinstance(cell, int | float):
        value = float(cell) * (unit if cell < 1000 else 1.0)
        return (value, value) if value > 0 else (None, None)
    text = prepare(str(cell)).strip()
    if not text:
        return None, None
    pair = parse_size_pair(text)
    if pair:
        return pair
    single = parse_size(text.replace(",", "") if re.fullmatch(r"[\d,]+", text) else text, unit)
    if single is not None and re.fullmatch(r"[\d,.]+", text) and single >= 1000 * unit:
        single = single / unit  # a bare 2,000,000 is already in units
    return single, single



def row_drafts(cells: Sequence[Any], header: Header, hints: Hints) -> list[Draft]:
    """The quotes of one table row (one per quote type that has a bid or an ask)."""
    by_role: dict[str, list[Any]] = {}
    n = len(cells)
    for i, role in header.roles.items():
        if i < n:
            if role in by_role:
                by_role[role].append(cells[i])
            else:
                by_role[role] = [cells[i]]
    desc = _describe(by_role, hints)
    if desc is None:
        return []
    legs: dict[str, list[Any]] = {}
    plus = False
    for role, slot_index, kind in header.legs:
        values = by_role.get(role)
        if values is None:
            continue
        value, signed = _level(values[0], hints)
        plus = plus or signed
        if value is None:
            continue
        if slot_index == 2:
            legs.setdefault("talk", [None, None])[:] = [value, value]
            continue
        slot = legs.setdefault(kind, [None, None])
        slot[slot_index] = value
    if not legs:
        return []
    sizes = _sizes(by_role, header.size_unit)
    ccy = _text(by_role.get("currency", _NO_CELL)[0]).upper() or None
    asset_class = desc.asset_class or "corporate"
    currency = ccy if ccy in vocab.CURRENCIES else desc.currency or hints.currency or default_currency(desc)
    benchmark = _text(by_role.get("benchmark", _NO_CELL)[0]) or None
    out: list[Draft] = []
    typed = [k for k in ("price", "spread", "yield", "upfront", "talk") if k in legs]
    previous = None
    for kind in typed + ([""] if "" in legs else []):
        bid, ask = legs[kind]
        quote_type = kind or ("spread" if plus else default_kind(
            Draft(asset_class=asset_class, instrument=desc.instrument), previous, hints))
        low, high = RANGES[quote_type]
        if (bid is not None and not low <= bid <= high) or (ask is not None and not low <= ask <= high):
            return []
        out.append(Draft(
            desc.isin, desc.cusip, desc.ticker, desc.coupon, desc.maturity, desc.instrument, desc.tenor,
            asset_class, quote_type, bid, ask, sizes[0] if bid is not None else None,
            sizes[1] if ask is not None else None, currency, benchmark,
        ))
        previous = quote_type
    return out


def _sizes(by_role: dict[str, list[Any]], unit: float) -> tuple[float | None, float | None]:
    bid = ask = None
    if "size" in by_role:
        bid, ask = _size(by_role["size"][0], unit)
    if "bid_size" in by_role:
        bid = _size(by_role["bid_size"][0], unit)[0]
    if "ask_size" in by_role:
        ask = _size(by_role["ask_size"][0], unit)[0]
    return bid, ask


@lru_cache(maxsize=1 << 14)
def _tokens(text: str) -> tuple[str, ...]:
    """The prepared tokens of a description; a sheet is resent all day with the same bonds."""
    return tuple(prepare(text).split())


def _describe(by_role: dict[str, list[Any]], hints: Hints) -> Description | None:
    """Compose the naming cells into one description and read it with the line grammar."""
    get = by_role.get
    parts = [_text(v) for role in ("ticker", "desc", "desc_extra") for v in get(role, ())]
    coupon = get("coupon", _NO_CELL)[0]
    if coupon is not None and _text(coupon):
        parts.append(repr(float(coupon)) if isinstance(coupon, int | float) else _text(coupon))
    maturity = get("maturity", _NO_CELL)[0]
    if maturity is not None:
        parts.append(_text(maturity))
    tenor = get("tenor", _NO_CELL)[0]
    if tenor is not None:
        parts.append(_text(tenor).upper())
    isin = get("isin", _NO_CELL)[0]
    cusip = get("cusip", _NO_CELL)[0]
    isin = _text(isin).upper() if isin is not None else ""
    cusip = _text(cusip).upper() if cusip is not None else ""
    isin = isin if valid_isin(isin) else None
    cusip = cusip if valid_cusip(cusip) else None
    tokens = _tokens(" ".join([p for p in parts if p]))
    desc = parse_description(list(tokens), hints) if tokens else None
    if desc is None:
        if not (isin or cusip):
            return None
        desc = Description(asset_class=hints.asset_class or "corporate", instrument=" ".join(tokens) or None)
    desc.isin = isin or desc.isin
    desc.cusip = cusip or desc.cusip
    return desc


_CELL_SPLIT = re.compile(r"\S+(?: \S+)*")


def split_cells(line: str) -> list[tuple[int, int, str]]:
    """Cells of a column-aligned line: runs separated by two or more spaces, with their spans."""
    return [(m.start(), m.end(), m.group()) for m in _CELL_SPLIT.finditer(line.replace("\t", "    "))]


def align(cells: list[tuple[int, int, str]], header_cells: list[tuple[int, int, str]]) -> list[str | None]:
    """Put each cell under the header column it overlaps most (or lies nearest to)."""
    out: list[str | None] = [None] * len(header_cells)
    if len(cells) == len(header_cells):
        return [c[2] for c in cells]
    for start, end, text in cells:
        best, best_score = 0, None
        for i, (hs, he, _) in enumerate(header_cells):
            overlap = min(end, he) - max(start, hs)
            distance = abs((start + end) / 2 - (hs + he) / 2)
            score = (-overlap, distance) if overlap > 0 else (1, distance)
            if best_score is None or score < best_score:
                best, best_score = i, score
        out[best] = text if out[best] is None else f"{out[best]} {text}"
    return out
