"""Bid and offer on separate rows under the bond they price:

    PELGRN 4.65 01/15/31   US70601PAB67
        bid    +98   (-2)   100.21   5MM
        offer  +94   (-1)   100.38   3MM

A desk reads that as one two-sided quote per measure: the n-th level of the bid row pairs with
the n-th level of the offer row, each row's size is its side's. A bond with only a bid row (or an
``offer  --`` row) is one-sided. Bracketed numbers (changes) are not levels.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from extractors.grammar import Draft, Hints, parse_description, parse_line, prepare
from extractors.numbers import parse_size

_SIDE_ROW = re.compile(r"^\s*(bids?|offers?|offered|ask|ofr)\b\s*:?\s*(.*)$", re.IGNORECASE)
_BRACKETED = re.compile(r"\([^)]*\)")
_LEVEL = re.compile(r"^[+-]?\d{1,4}(?:\.\d+)?$|^\d{1,3}-\d{2,3}\+?$")
#: Numbers shaped like levels that make a line more than a bond's name: its coupon is one of them.
_LEVELS_HELD = 3
_SIZE = re.compile(r"^\d+(?:\.\d+)?(?:MM|M|K|MIO)$", re.IGNORECASE)
_NONE = frozenset({"--", "-", "n/a", "na", "none", "---"})


@dataclass
class StackedQuote:
    """The bond line last seen and the side rows under it so far."""

    bond: str
    rows: dict[int, tuple[list[str], float | None]] = field(default_factory=dict)
    raw: list[str] = field(default_factory=list)
    location: str = ""  # of the last side row

    def drafts(self, hints: Hints) -> list[Draft]:
        bids, bid_size = self.rows.get(0, ([], None))
        asks, ask_size = self.rows.get(1, ([], None))
        out: list[Draft] = []
        columns = max(len(bids), len(asks))
        if columns > 1:
            # Several measures per row ("+98  100.21"): each level's own form says its measure, not
            # the heading's one unit.
            hints = replace(hints, quote_type=None)
        for i in range(columns):
            bid = bids[i] if i < len(bids) else "--"
            ask = asks[i] if i < len(asks) else "--"
            for d in parse_line(f"{self.bond}  {bid}/{ask}", hints):
                d.bid_size = bid_size if d.bid is not None else None
                d.ask_size = ask_size if d.ask is not None else None
                out.append(d)
        return out


def bond_line(line: str, hints: Hints) -> str | None:
    """The line, if it names a bond and holds no level (the heading of stacked side rows)."""
    tokens = prepare(line).split()
    if not tokens or len(tokens) > 8 or _SIDE_ROW.match(line):
        return None
    if sum(1 for t in tokens if _LEVEL.match(t)) >= _LEVELS_HELD:
        return None  # "ALTU  4.880  09/15/36  +127  +122  95.421 ...": a row with its own levels
    desc = parse_description(tokens, hints)
    if desc is None or desc.coupon is None or desc.maturity is None:
        return None
    return line.strip()


def side_row(line: str) -> tuple[int, list[str], float | None] | None:
    """(0 bid / 1 offer, its levels in order, its size) of a ``bid  +98 (-2) 100.21 5MM`` row."""
    m = _SIDE_ROW.match(line)
    if m is None:
        return None
    side = 0 if m[1].lower().startswith("bid") else 1
    levels: list[str] = []
    size = None
    for tok in prepare(_BRACKETED.sub(" ", m[2])).split():
        if tok.lower() in _NONE and not levels:
            continue
        if _SIZE.match(tok):
            size = parse_size(tok)
        elif _LEVEL.match(tok):
            levels.append(tok)
        else:
            return None  # words: a sentence, not a side row
    return side, levels, size
