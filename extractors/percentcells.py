"""Yields a table holds as fractions: a spreadsheet cell showing ``4.25%`` stores ``0.0425``.

calamine hands out a cell's value, not its number format, and an export written to CSV keeps the
fraction too. A yield of 0.0425 % is not impossible (short Bunds and JGBs have yielded less), so the
table's own prices decide: where a row's price, coupon and maturity imply about a hundred times the
yield stated beside them, and no row of the table states a yield its price agrees with as written,
every fractional yield of the table is read in percent. Without such a row the fractional yields go to
review: read as written or a hundred times larger, either could be the wrong price.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from extractors.crosscheck import FIXED_INCOME, price_implied_yield
from extractors.grammar import Draft

#: A yield under this (in absolute value) may be a percent cell's fraction.
_FRACTION_BELOW = 0.3
#: How close a yield must come to the one its price implies, in percent: a base and a share. Tighter
#: than the cross-check's tolerance, which only catches contradictions: here a yield of 0.025 must
#: not pass for the 2.5 % its price implies.
_AGREES = (0.75, 0.15)


def percent_yields(rows: Sequence[Sequence[Draft]], quoted_at: dt.datetime | None) -> None:
    """Scale the fractional yields of one table's rows (drafts of a row together) to percent, in place,
    when the table's prices show that is what they are."""
    fractional = [d for row in rows for d in row if d.quote_type == "yield" and _fraction(d)]
    if not fractional:
        return
    confirmed = False
    for row in rows if quoted_at is not None else ():
        price = next((d for d in row if d.quote_type == "price" and d.asset_class in FIXED_INCOME
                      and d.coupon is not None and d.maturity is not None), None)
        stated = next((d for d in row if d.quote_type == "yield" and _fraction(d)), None)
        if price is None or stated is None:
            continue
        implied, level = price_implied_yield(_mid(price), price.coupon, price.maturity, quoted_at), _mid(stated)
        if level is None or implied is None:
            continue
        if _agrees(level, implied):
            return  # a low yield its price bears out: the table's yields are as written
        confirmed = confirmed or _agrees(100.0 * level, implied)
    if confirmed:
        for d in fractional:
            d.bid = None if d.bid is None else round(d.bid * 100.0, 9)
            d.ask = None if d.ask is None else round(d.ask * 100.0, 9)
        return
    for d in fractional:
        # Nothing tells 0.0311 % from a percent cell's 3.11 %: a guess either way.
        d.flags += (f"yield {_mid(d):g} may be a percent cell's fraction; no price on its table tells",)


def _fraction(d: Draft) -> bool:
    levels = [v for v in (d.bid, d.ask) if v is not None]
    return bool(levels) and all(0 < abs(v) < _FRACTION_BELOW for v in levels)


def _mid(d: Draft) -> float | None:
    levels = [v for v in (d.bid, d.ask) if v is not None]
    return sum(levels) / len(levels) if levels else None


def _agrees(level: float, implied: float) -> bool:
    base, share = _AGREES
    return abs(level - implied) <= base + share * abs(implied)
