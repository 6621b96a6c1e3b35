"""Order-management exports write one row per side: a ``Side`` column says ``B`` or ``S``.

    ISIN          Description                Side  Spread  Price   Qty (000)
    US55342KAF30  LANTERNE SA 4.85 03/15/32  B     +104    100.55  3000
    US55342KAF30  LANTERNE SA 4.85 03/15/32  S     +99     100.86  3000

A desk reads the two rows of one bond as one market: the bid from the ``B`` row, the offer from
the ``S`` row, each side with its own size. A bond with one row only stays one-sided.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from extractors.model import Quote
from extractors.validate import validate


def _identity(q: Quote) -> tuple[object, ...]:
    return (q.part, q.isin, q.cusip, q.figi, q.ticker, q.coupon, q.maturity, q.instrument, q.tenor, q.asset_class,
            q.quote_type, q.currency, q.dealer)


def _side(q: Quote) -> int | None:
    """0 a bid-only quote, 1 an offer-only one, ``None`` otherwise (two-sided, or doubted)."""
    if q.review_reason is not None:
        return None
    if q.bid is not None and q.ask is None:
        return 0
    if q.ask is not None and q.bid is None:
        return 1
    return None


def merge_side_rows(quotes: Sequence[Quote]) -> list[Quote]:
    """The quotes, each bid-only quote joined with the offer-only quote of the same instrument and
    measure (in either order); the joined market passes validation again (it may be crossed)."""
    out: list[Quote] = []
    waiting: dict[tuple[object, ...], tuple[int, int]] = {}  # identity -> (index in out, side)
    for q in quotes:
        side = _side(q)
        if side is None:
            out.append(q)
            continue
        key = _identity(q)
        pending = waiting.get(key)
        if pending is None or pending[1] == side:
            waiting[key] = (len(out), side)
            out.append(q)
            continue
        index = pending[0]
        first = out[index]
        bid, ask = (first, q) if side == 1 else (q, first)
        merged = replace(first, bid=bid.bid, bid_size=bid.bid_size, ask=ask.ask, ask_size=ask.ask_size,
                         location=f"{first.location}, {q.location}", raw=f"{first.raw} / {q.raw}")
        stated = "unit" in bid.checks and "unit" in ask.checks
        out[index] = validate(merged, unit_source="stated" if stated else "convention")
        del waiting[key]
    return out
