"""Every quote passes these checks before it leaves the extractors (docs/quotes.md, "Review").

The grammar already drops what cannot be a level at all (a date, a level out of any range for
its measure). What is left can still be doubtful: a bond price of 8, a crossed market, a unit the
reader had to guess or a column it could not place. Such a quote is kept, with a confidence and
a review reason, so the desk sees it in the review queue and never mixed with good prices.
The rules are data: a new desk habit is a row here, not a branch in the grammar.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from extractors.model import Quote

#: Plausible levels per (asset class, measure); ``None`` as the asset class is the fallback.
PLAUSIBLE: dict[tuple[str | None, str], tuple[float, float]] = {
    (None, "price"): (25.0, 160.0),
    ("convertible", "price"): (20.0, 300.0),
    ("preferred", "price"): (5.0, 160.0),
    ("government", "price"): (30.0, 160.0),
    ("agency", "price"): (40.0, 140.0),
    ("muni", "price"): (40.0, 150.0),
    ("loan", "price"): (30.0, 105.0),
    ("structured", "price"): (5.0, 130.0),
    ("cds", "price"): (50.0, 130.0),
    (None, "yield"): (-1.0, 25.0),
    ("government", "yield"): (-1.5, 15.0),
    (None, "spread"): (-50.0, 2500.0),
    # No name's protection costs under 5 bp a year: "1.420" is 1,420 bp written the continental way, or a price
    ("cds", "spread"): (5.0, 3000.0),
    ("agency", "spread"): (-100.0, 400.0),
    ("government", "spread"): (-150.0, 600.0),
    (None, "z_spread"): (-50.0, 2500.0),
    (None, "i_spread"): (-150.0, 2500.0),
    (None, "dm"): (-50.0, 2000.0),
    ("structured", "dm"): (15.0, 2500.0),  # a CLO or ABS floater at 3 bp is a typo
    # a leveraged loan pays a margin of 100 bp and more: a spread of 1 is its floor's column read off
    ("loan", "spread"): (25.0, 3000.0),
    ("loan", "dm"): (25.0, 3000.0),
    (None, "upfront"): (-25.0, 80.0),
    (None, "talk"): (0.01, 3000.0),
    (None, "cover"): (0.01, 3000.0),
}
#: A spread this close to zero in a measure quoted in basis points is a price or a yield misread.
_MIN_ABS_BP = {"spread": 1.0, "z_spread": 1.0, "dm": 1.0}
#: Measures written bid >= ask: the bid is the cheaper, wider level. CDS spreads are the
#: exception (a protection buyer's bid is the lower spread), as are price-like measures.
_BID_HIGHER = frozenset({"yield", "spread", "z_spread", "i_spread", "dm"})
#: The widest believable market per (asset class, measure), in points or percent; ``None`` as
#: the asset class is the fallback. Governments and agencies trade in fractions of a point. The
#: widest of the development corpora's gold markets: 2.5 points on a price (an EM sovereign), 0.75 on
#: a government, 0.81 on an agency, 1.6 % on a yield, 6 % of the level in basis points; a distressed
#: market wider than these limits is rare enough for a person to look at.
_MAX_WIDTH: dict[tuple[str | None, str], float] = {
    (None, "price"): 5.0, ("government", "price"): 1.0, ("agency", "price"): 2.0,
    (None, "yield"): 2.0, (None, "upfront"): 10.0,
}
#: Measures in basis points: a market wider than this many bp and this share of its level is two
#: columns read as one quote (``182/250``), not a dealer's market.
_BP_WIDTH = (40.0, 0.15)
#: The measures quoted in basis points.
IN_BP = frozenset({"spread", "z_spread", "i_spread", "dm"})


def max_width(asset_class: str, quote_type: str, bid: float, ask: float) -> float | None:
    """The widest believable market for these levels, or ``None`` when any width goes."""
    if quote_type in IN_BP:
        base, share = _BP_WIDTH
        return max(base, share * max(abs(bid), abs(ask)))
    return _MAX_WIDTH.get((asset_class, quote_type)) or _MAX_WIDTH.get((None, quote_type))


def plausible_range(asset_class: str, quote_type: str) -> tuple[float, float]:
    return PLAUSIBLE.get((asset_class, quote_type)) or PLAUSIBLE[(None, quote_type)]


def bid_is_higher(asset_class: str, quote_type: str) -> bool:
    """Whether a sane market in this measure has bid >= ask."""
    return quote_type in _BID_HIGHER and not (asset_class == "cds" and quote_type == "spread")


def validate(quote: Quote, flags: list[str] | tuple[str, ...] = (), unit_source: str = "stated") -> Quote:
    """The quote with its confidence, the checks it passed and, if any failed, a review reason."""
    confidence, checks, reason = assess(quote.asset_class, quote.quote_type, quote.bid, quote.ask, tuple(flags),
                                        unit_source)
    return replace(quote, confidence=confidence, checks=checks, review_reason=reason)


@lru_cache(maxsize=1 << 16)
def assess(
    asset_class: str, quote_type: str, bid: float | None, ask: float | None, flags: tuple[str, ...] = (),
    unit_source: str = "stated",
) -> tuple[float, tuple[str, ...], str | None]:
    """(confidence, checks passed, review reason or ``None``) of a quote's levels.

    Runs repeat the same levels all day: the answer is cached on its inputs.
    """
    passed: list[str] = []
    failed: list[str] = list(dict.fromkeys(flags))  # a doubt two checks found is one reason, counted once
    low, high = plausible_range(asset_class, quote_type)
    levels = [v for v in (bid, ask) if v is not None]
    if all(low <= v <= high for v in levels):
        passed.append("range")
    else:
        bad = next(v for v in levels if not low <= v <= high)
        failed.append(f"{quote_type} {bad:g} outside {low:g}..{high:g} for {asset_class}")
    floor = _MIN_ABS_BP.get(quote_type)
    if floor is not None and any(0 < abs(v) < floor and (asset_class != "agency" or (v * 2) % 1) for v in levels):
        # (an agency may trade half a basis point over its curve, never a quarter: "+0.25" is a price's change)
        failed.append(f"{quote_type} below {floor:g} bp: a price or yield read as a spread?")
    elif (floor is not None and asset_class not in {"agency", "government", "cds"} and levels
          and all(0 < v < 20 for v in levels) and any(round(v * 100) % 10 for v in levels)):
        # "8.28 / 8.07" under "Sprd Bid / Offer" in a HY block that says "px / YTW %": no credit spread
        # is a few basis points written to the hundredth; a yield is.
        failed.append(f"{quote_type} {levels[0]:g} bp written to the hundredth: a yield read as a spread?")
    if bid is not None and ask is not None:
        higher = bid_is_higher(asset_class, quote_type)
        if bid == ask and quote_type not in {"talk", "cover"}:
            # No dealer's two-way market is locked; one number read twice (two equal columns of a
            # statistics sheet, a level and its echo) is. Talk and cover are one level by nature.
            failed.append(f"bid equals ask ({bid:g}): one number read as both sides?")
        elif quote_type in {"talk", "cover"} or (bid >= ask if higher else bid <= ask):
            passed.append("order")
        else:
            failed.append(f"crossed market: bid {bid:g} {'<' if higher else '>'} ask {ask:g} for {quote_type}")
        width = max_width(asset_class, quote_type, bid, ask)
        if width is None or abs(ask - bid) <= width:
            passed.append("width")
        else:
            failed.append(f"market {abs(ask - bid):g} wide (over {width:g})")
    if unit_source == "stated":
        passed.append("unit")
    confidence = 1.0 if unit_source == "stated" else 0.9
    confidence = max(0.05, round(confidence - 0.3 * len(failed), 2))
    return confidence, tuple(passed), "; ".join(failed) if failed else None


def with_reasons(quote: Quote, reasons: Sequence[str]) -> Quote:
    """The quote with review reasons a later check found added, each once (a check may run on a part and
    again on the mail holding it), and 0.3 less confidence for each one added."""
    new = [r for r in dict.fromkeys(reasons) if not (quote.review_reason and r in quote.review_reason)]
    if not new:
        return quote
    reason = "; ".join(([quote.review_reason] if quote.review_reason else []) + new)
    return replace(quote, review_reason=reason, confidence=max(0.05, round(quote.confidence - 0.3 * len(new), 2)))
