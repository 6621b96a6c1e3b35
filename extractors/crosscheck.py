"""Checks across the quotes of one part: a misread row goes to review instead of being stored good.

:mod:`extractors.validate` judges a quote's levels alone. A column read one cell off, a maturity
read as a level or a spread column read as prices can still give levels inside every range; what
gives them away is the rest of the part: the other measures on the same row, the other levels of
the same column. These checks only ever add a review reason (docs/quotes.md, "Review"); they never
change or drop a level. They are idempotent (the consumer may run them on a part and again on the
mail holding it) and linear in the number of quotes.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from statistics import median

from extractors.model import Quote
from extractors.validate import IN_BP, with_reasons

#: Asset classes whose cash price follows from coupon, maturity and yield (a loan's or a tranche's
#: coupon floats, a convert's price follows its stock, a preferred may be perpetual).
FIXED_INCOME = frozenset({"corporate", "sovereign", "government", "agency", "muni"})
#: How far a stated yield may sit from the yield its price implies, in percent: a base, plus a
#: share of the lower of the two. Generous on purpose: runs are sent with yields to call, to worst
#: and with hand-typed levels that do not quite agree; only a contradiction no dealer would send
#: (a price of 101 with a coupon of 5 "yielding" 12 %) is a misread column.
_YIELD_TOLERANCE = (3.0, 0.3)
#: How far (percent) a yield may stand on the wrong side of its coupon: a step-up's or a linker's
#: coupon, a yield compounded otherwise or a price typed a little off par shift it a little.
_COUPON_SIDE_SLACK = 0.25
#: A price column's level this far (points) from the column's median, and this many median
#: deviations, is out of line; only columns of at least this many rows are judged. EM and HY runs
#: hold bonds at 70 beside bonds at 110: only a level further out (a spread or a size read as a
#: price) is doubted.
_PRICE_OUTLIER_POINTS = 45.0
_PRICE_OUTLIER_MADS = 8.0
_MIN_COLUMN = 5
#: Asset classes whose prices cluster near par (converts, preferreds, tranches do not).
_NEAR_PAR = frozenset({"corporate", "sovereign", "government", "agency", "muni", "loan"})
_DIGITS = "0123456789"  # a location's row or line number: "page 1 table 2 row 7" -> "page 1 table 2 row "
#: A price in 32nds (``101-05``, ``99-30¼``, ``99-16+``) with a handle a bond trades at: never a word of a name.
_PRICE_32NDS_WORD = re.compile(r"(?<!\S)(5\d|[6-9]\d|1[0-9]\d)-(\d{2})(?:[+¼½¾]|[\s_]?[1-7]/[248])?(?!\S)")
_LEVEL_WORD = re.compile(r"(?<!\S)[+-]?(\d+[.,]\d+)%?(px|bps?)?(?!\S)", re.IGNORECASE)
#: ``IBRD 4.75 2035-06-15 +45 /``: the bid of a two-way spread read into the name.
_SPREAD_IN_NAME = re.compile(r"(?<!\S)[+-]\d{1,4}(?:\.\d+)?\s*/")
_TIME_OF_DAY = re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])")


def cross_check(quotes: Sequence[Quote]) -> tuple[Quote, ...]:
    """The quotes, with a review reason added to each one the rest of the part contradicts."""
    if not quotes:
        return ()
    reasons: dict[int, list[str]] = {}
    for i, q in enumerate(quotes):
        for why in (_maturity_as_level(q), _matured(q), _time_in_name(q), _level_in_name(q)):
            if why:
                reasons.setdefault(i, []).append(why)
    if len(quotes) > 1:
        _price_against_yield(quotes, reasons)
        _columns(quotes, reasons)
        _side_lost(quotes, reasons)
        _quoted_twice(quotes, reasons)
    if not reasons:
        return tuple(quotes)
    out = list(quotes)
    for i, found in reasons.items():
        out[i] = with_reasons(out[i], found)
    return tuple(out)


def _levels(q: Quote) -> list[float]:
    return [v for v in (q.bid, q.ask) if v is not None]


def _mid(q: Quote) -> float | None:
    """The mid of a two-way quote, else its one level (written out: it runs over every price of a sheet)."""
    bid, ask = q.bid, q.ask
    if bid is None:
        return ask
    return bid if ask is None else (bid + ask) / 2


def _maturity_as_level(q: Quote) -> str | None:
    """``ORCL 4.875 08/30 30 ...``: a price equal to the maturity's two-digit year is the date."""
    if q.quote_type != "price" or q.maturity is None:
        return None
    year = q.maturity.year % 100
    if q.bid == year or q.ask == year:
        return f"price {year} is the maturity's year: a date read as a level?"
    return None


def _matured(q: Quote) -> str | None:
    """A bond that matured before the mail was sent is not quoted: the "maturity" is another number
    of the row (a year of a statistics sheet, a date column) and the levels beside it may be too.
    Compared at the precision the maturity was written with (``2030`` is any day of that year)."""
    if q.maturity is None or q.quoted_at is None:
        return None
    sent = q.quoted_at.date()
    if q.maturity_precision == "year":
        past = q.maturity.year < sent.year
    elif q.maturity_precision == "month":
        past = (q.maturity.year, q.maturity.month) < (sent.year, sent.month)
    else:
        past = q.maturity < sent
    return f"maturity {q.maturity:%Y-%m-%d} before the mail's date: a number read as a maturity?" if past else None


def _time_in_name(q: Quote) -> str | None:
    """``13:04:40 ... KIRKBEAN TLB``: a bond's name never holds a time of day; a chat or export
    prefix the reader did not know was taken for one, and the line may be misread further."""
    if q.instrument and ":" in q.instrument and _TIME_OF_DAY.search(q.instrument):
        return "the name holds a time of day: a chat or export prefix read as part of the instrument?"
    return None


def _level_in_name(q: Quote) -> str | None:
    """``COLOM 8 2035 98.40PX 98.95PX``: a price (over 20, beyond any coupon) or a number with a unit
    inside the name is a level the reader took for part of the bond; the level it stored may be
    another column."""
    if q.instrument and "/" in q.instrument and (m := _SPREAD_IN_NAME.search(q.instrument)):
        return f"the name holds a level ({m[0].rstrip(' /')}): a column read as part of the instrument?"
    if q.instrument and "-" in q.instrument and (m := _PRICE_32NDS_WORD.search(q.instrument)) and int(m[2]) < 32:
        return f"the name holds a level ({m[0]}): a column read as part of the instrument?"  # "T 4 5/8 02/15/57 101-05"
    if q.instrument and ("." in q.instrument or "," in q.instrument):
        for m in _LEVEL_WORD.finditer(q.instrument):
            value = float(m[1].replace(",", "."))
            if (m[2] or value > 20) and value != q.coupon:
                return f"the name holds a level ({m[0]}): a column read as part of the instrument?"
    return None


def price_implied_yield(price: float | None, coupon: float | None, maturity: dt.date | None,
                        sent: dt.datetime | None) -> float | None:
    """The yield a cash price implies for its coupon and maturity as of the mail's date, or ``None``
    without a positive price, a coupon, a date, or a quarter of a year left to run."""
    if price is None or price <= 0 or coupon is None or maturity is None or sent is None:
        return None
    years = (maturity - sent.date()).days / 365.25
    return implied_yield(price, coupon, years) if years > 0.25 else None


def implied_yield(price: float, coupon: float, years: float) -> float:
    """The yield (percent) a price implies, by the textbook approximation
    ``(coupon + (100 - price) / years) / ((100 + price) / 2)``: within a few tenths for bonds near
    par, enough to tell a price from a spread or a column read one cell off."""
    return 100.0 * (coupon + (100.0 - price) / years) / ((100.0 + price) / 2.0)


def _implied(q: Quote) -> float | None:
    if q.quote_type != "price" or q.asset_class not in FIXED_INCOME:
        return None
    return price_implied_yield(_mid(q), q.coupon, q.maturity, q.quoted_at)


def _price_against_yield(quotes: Sequence[Quote], reasons: dict[int, list[str]]) -> None:
    """A row's price and yield must agree, given its coupon and maturity (a column shift breaks it)."""
    if not any(q.quote_type == "yield" for q in quotes):
        return
    prices: dict[tuple[str, str, str], int] = {}
    yields: dict[tuple[str, str, str], int] = {}
    for i, q in enumerate(quotes):
        if q.quote_type == "price" and q.coupon is not None:
            prices[(q.part, q.location, q.instrument_key)] = i
        elif q.quote_type == "yield":
            yields[(q.part, q.location, q.instrument_key)] = i
    base, share = _YIELD_TOLERANCE
    for row, i in prices.items():
        j = yields.get(row)
        if j is None:
            continue
        implied, stated = _implied(quotes[i]), _mid(quotes[j])
        if implied is None or stated is None:
            continue
        if abs(stated - implied) > base + share * min(abs(implied), abs(stated)):
            why = (f"price {_mid(quotes[i]):g} and yield {stated:g} disagree: the price implies about "
                   f"{implied:.1f} % for its coupon and maturity")
        else:
            why = _coupon_side(_mid(quotes[i]), quotes[i].coupon, stated)
            if why is None:
                continue
        reasons.setdefault(i, []).append(why)
        reasons.setdefault(j, []).append(why)


def _coupon_side(price: float | None, coupon: float | None, stated: float) -> str | None:
    """A bond above par yields less than its coupon to any date it may be redeemed at par, and one
    below par more; at par it yields its coupon. This holds to a call as to maturity, so it judges a
    yield to worst too, which the textbook yield to maturity cannot: ``100 | 500 | 3.36`` read from a
    muni row holding a call price of 100 beside a 5 % coupon is a misread."""
    if price is None or coupon is None or coupon <= 0:
        return None
    off_par = price - 100.0
    if off_par > 0.25:
        where, wrong = "above", stated > coupon + _COUPON_SIDE_SLACK
    elif off_par < -0.25:
        where, wrong = "below", stated < coupon - _COUPON_SIDE_SLACK
    else:
        # Within a quarter point of par the horizon matters: 0.2 above par over three months is 0.8 %.
        where, wrong = "at", abs(stated - coupon) > _COUPON_SIDE_SLACK + abs(off_par) * 4.0
    if wrong:
        return f"price {price:g} is {where} par, yet yield {stated:g} is not on that side of the {coupon:g} coupon"
    return None


def _side_lost(quotes: Sequence[Quote], reasons: dict[int, list[str]]) -> None:
    """A measure quoted on one side on a row that quotes another measure on both, in a table whose other
    rows quote this measure on both sides too: its other level was read as something else (run into
    the name beside it, taken for a size). A column of one side only (a YTW on the offer) is no doubt."""
    if all((q.bid is None) == (q.ask is None) for q in quotes):
        return  # no quote with one side alone: nothing to doubt (most sheets; saves the pass below)
    rows: dict[tuple[str, str, str], list[int]] = {}  # one instrument's quotes on one row or line
    two_way: set[tuple[tuple[str, str, int], str]] = set()  # (table stretch, measure) some row quotes two-way
    stretches = _stretches(quotes)
    for i, q in enumerate(quotes):
        rows.setdefault((q.part, q.location, q.instrument_key), []).append(i)
        if q.bid is not None and q.ask is not None:
            two_way.add((stretches[i], q.quote_type))
    for members in rows.values():
        if len(members) < 2:
            continue
        both = [quotes[i].quote_type for i in members if quotes[i].bid is not None and quotes[i].ask is not None]
        if not both:
            continue
        for i in members:
            q = quotes[i]
            if (q.bid is None) != (q.ask is None) and (stretches[i], q.quote_type) in two_way:
                reasons.setdefault(i, []).append(
                    f"{q.quote_type} has one side where the row quotes {both[0]} on both: a level misread?")


#: Rows (or lines) without a quote that end a stretch of rows: a blank row, a section row and the
#: next table's header ("CALLABLES" under the bullets of one sheet).
_STRETCH_GAP = 3


def _stretches(quotes: Sequence[Quote]) -> list[tuple[str, str, int]]:
    """Each quote's (part, table, stretch): the table its location names ("page 1 table 2 row "), and
    its stretch of rows quoted one after the other, a gap of more than ``_STRETCH_GAP`` rows starting
    the next (a sheet or a run holds several tables; a location names only the sheet or the page)."""
    numbered = []
    for i, q in enumerate(quotes):
        prefix = q.location.rstrip(_DIGITS)
        number = q.location[len(prefix):]
        numbered.append((q.part, prefix, int(number) if number else 0, i))
    out: list[tuple[str, str, int]] = [("", "", 0)] * len(quotes)
    stretch, last = 0, None
    for part, prefix, number, i in sorted(numbered):
        if last is None or last[:2] != (part, prefix) or number - last[2] > _STRETCH_GAP:
            stretch += 1
        out[i] = (part, prefix, stretch)
        last = (part, prefix, number)
    return out


def _quoted_twice(quotes: Sequence[Quote], reasons: dict[int, list[str]]) -> None:
    """One dealer quoting one bond twice in one table or run, at one size and at different levels: one
    of the rows is not today's level (a hidden or struck-through row, an earlier run pasted above, a
    row of another bond keyed alike) and nothing says which. Runs last, over the quotes no other check
    doubts: a level already in review (withdrawn, corrected) leaves the other one standing."""
    first: dict[tuple, int] = {}
    repeated: dict[tuple, list[int]] = {}
    for i, q in enumerate(quotes):
        # The table is compared only for a key seen twice: most parts quote each bond once.
        if q.review_reason is None and i not in reasons:
            key = (q.instrument_key, q.quote_type, q.part, q.dealer, q.tenor, q.bid_size, q.ask_size)
            j = first.setdefault(key, i)
            if j != i:
                repeated.setdefault(key, [j]).append(i)
    for members in repeated.values():
        tables: dict[str, list[int]] = {}
        for i in members:
            tables.setdefault(quotes[i].location.rstrip(_DIGITS), []).append(i)
        for same in tables.values():
            if len(same) > 1 and len({(quotes[i].bid, quotes[i].ask) for i in same}) > 1:
                where = ", ".join(quotes[i].location for i in same[:4])
                for i in same:
                    reasons.setdefault(i, []).append(
                        f"{quotes[i].quote_type} quoted at different levels in one table ({where}): which is today's?")


def _columns(quotes: Sequence[Quote], reasons: dict[int, list[str]]) -> None:
    """Levels far out of line with the rest of their column (one table or run, one measure)."""
    columns: dict[tuple[str, str, str, str], list[int]] = {}
    for i, q in enumerate(quotes):
        if q.quote_type == "price" and q.asset_class in _NEAR_PAR or q.quote_type in IN_BP:
            table = q.location.rstrip(_DIGITS)
            columns.setdefault((q.part, table, q.quote_type, q.asset_class), []).append(i)
    for (_, _, quote_type, _), members in columns.items():
        if len(members) < _MIN_COLUMN:
            continue
        if quote_type == "price":
            _price_outliers(quotes, members, reasons)
        else:
            _prices_among_spreads(quotes, members, reasons)


def _price_outliers(quotes: Sequence[Quote], members: list[int], reasons: dict[int, list[str]]) -> None:
    mids = {i: m for i in members if (m := _mid(quotes[i])) is not None}
    if len(mids) < _MIN_COLUMN:
        return
    centre = median(mids.values())
    spread = median(abs(m - centre) for m in mids.values())
    limit = max(_PRICE_OUTLIER_POINTS, _PRICE_OUTLIER_MADS * spread)
    for i, m in mids.items():
        if abs(m - centre) > limit:
            reasons.setdefault(i, []).append(
                f"price {m:g} out of line with its column (median {centre:g}): a misread cell?")


def _quarter_bp(value: float) -> bool:
    return abs(value * 4 - round(value * 4)) < 1e-6


def _prices_among_spreads(quotes: Sequence[Quote], members: list[int], reasons: dict[int, list[str]]) -> None:
    """Spreads are written in whole (or quarter) basis points; a level in the column written to the
    cent near par (``100.05``, ``99.875``) where every other level is whole is a price."""
    odd = [i for i in members if any(50 <= v <= 130 and not _quarter_bp(v) for v in _levels(quotes[i]))]
    if not odd or len(members) - len(odd) < _MIN_COLUMN - 1 or len(odd) * 4 > len(members):
        return
    for i in odd:
        q = quotes[i]
        reasons.setdefault(i, []).append(
            f"{q.quote_type} {_mid(q):g} written like a price among whole basis points: a price column?")
