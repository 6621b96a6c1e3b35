"""Read queries behind the price page (`otcmail serve`): executes, never commits.

Every query here shows what readers see (db/reviews.py): quotes of each mail's visible parser version
with no review reason and not rejected, or accepted. The review queue is the one page that shows the
others, and it reads them with :func:`db.reviews.list_reviews`.

A *line* of the latest-prices table is one instrument key in one measure (quote type): a price and a
spread of the same bond are two lines, never averaged into one.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, Select, and_, case, distinct, func, or_, select
from sqlalchemy.orm import Session

from db.models import DailyAggregate, Mail, Quote, QuoteReview
from db.reviews import REVIEW_ON, SHOWN, VISIBLE_VERSION

#: (bid + ask) / 2 when both sides are quoted, as in the analyst_quotes view.
MID: ColumnElement[float] = case(
    (and_(Quote.bid.is_not(None), Quote.ask.is_not(None)), (Quote.bid + Quote.ask) / 2), else_=None)


@dataclass(frozen=True)
class PriceFilter:
    """The filters of the latest-prices page; unset fields do not filter."""

    asset_class: str | None = None
    dealer: str | None = None
    text: str | None = None  # an ISIN, a CUSIP, or text in the key, description or ticker (case-insensitive)
    day_start: dt.datetime | None = None  # the day whose dealers are counted: [day_start, day_end)
    day_end: dt.datetime | None = None
    limit: int = 500


def shown_quotes() -> Select[Any]:
    """The quotes readers see, as a statement to add columns and filters to."""
    return (select().select_from(Quote).join(Mail, VISIBLE_VERSION).outerjoin(QuoteReview, REVIEW_ON)
            .where(SHOWN))


def _text_filter(text: str) -> ColumnElement[bool]:
    needle = text.strip().upper()
    like = f"%{needle}%"
    return or_(Quote.isin == needle, Quote.cusip == needle, Quote.figi == needle,
               func.upper(Quote.instrument_key).like(like), func.upper(Quote.instrument).like(like),
               func.upper(Quote.ticker).like(like))


def latest_prices(session: Session, f: PriceFilter) -> tuple[list[dict[str, Any]], int]:
    """The latest quote of each (instrument key, quote type), newest first, at most ``f.limit`` lines, and how
    many lines match in all. Each line also says how many dealers (and quotes) quoted it in the day
    ``[f.day_start, f.day_end)``, whatever the dealer filter."""
    stmt = shown_quotes()
    if f.asset_class:
        stmt = stmt.where(Quote.asset_class == f.asset_class.strip().lower())
    if f.dealer:
        stmt = stmt.where(func.lower(Quote.dealer) == f.dealer.strip().lower())
    if f.text and f.text.strip():
        stmt = stmt.where(_text_filter(f.text))
    rank = func.row_number().over(partition_by=(Quote.instrument_key, Quote.quote_type),
                                  order_by=(Quote.quoted_at.desc(), Quote.id.desc())).label("rank")
    inner = stmt.add_columns(
        Quote.id, Quote.instrument_key, Quote.quote_type, Quote.asset_class, Quote.isin, Quote.cusip, Quote.ticker,
        Quote.instrument, Quote.currency, Quote.bid, Quote.ask, MID.label("mid"), Quote.bid_size, Quote.ask_size,
        Quote.dealer, Quote.quoted_at, Quote.mail_id, rank,
    ).subquery()
    latest = select(*[c for c in inner.c if c.name != "rank"]).where(inner.c.rank == 1)
    # One pass: the lines are few (one per instrument and measure), the window over the quotes is the cost.
    found = [dict(r._mapping) for r in session.execute(latest.order_by(inner.c.quoted_at.desc(), inner.c.id.desc()))]
    rows, total = found[:f.limit], len(found)
    counts = _day_counts(session, {(r["instrument_key"], r["quote_type"]) for r in rows}, f.day_start, f.day_end)
    for r in rows:
        dealers, quotes = counts.get((r["instrument_key"], r["quote_type"]), (0, 0))
        r["dealers_today"], r["quotes_today"] = dealers, quotes
    return rows, total


def _day_counts(session: Session, keys: set[tuple[str, str]], start: dt.datetime | None,
                end: dt.datetime | None) -> dict[tuple[str, str], tuple[int, int]]:
    """Per (instrument key, quote type): distinct dealers and quotes in [start, end)."""
    if not keys or start is None or end is None:
        return {}
    out: dict[tuple[str, str], tuple[int, int]] = {}
    instruments = sorted({k for k, _ in keys})
    for i in range(0, len(instruments), 400):
        stmt = (shown_quotes().add_columns(Quote.instrument_key, Quote.quote_type,
                                           func.count(distinct(Quote.dealer)), func.count())
                .where(Quote.instrument_key.in_(instruments[i:i + 400]), Quote.quoted_at >= start,
                       Quote.quoted_at < end)
                .group_by(Quote.instrument_key, Quote.quote_type))
        for key, qtype, dealers, quotes in session.execute(stmt):
            if (key, qtype) in keys:
                out[(key, qtype)] = (int(dealers), int(quotes))
    return out


def filter_choices(session: Session) -> dict[str, list[str]]:
    """The asset classes and dealers readers' quotes have, for the page's drop-downs."""
    classes = session.scalars(select(Quote.asset_class).distinct().order_by(Quote.asset_class))
    dealers = session.scalars(select(Quote.dealer).distinct().where(Quote.dealer.is_not(None)).order_by(Quote.dealer))
    return {"asset_classes": [c for c in classes if c], "dealers": [d for d in dealers if d]}


@dataclass
class InstrumentView:
    """What the instrument page shows of one instrument key."""

    key: str
    quote_types: dict[str, int]  # measure -> quotes readers see
    quote_type: str  # the measure charted and listed
    identity: dict[str, Any]  # isin, cusip, ticker, instrument, asset_class, currency of its latest quote
    series: list[tuple[int, dt.datetime | None, str | None, float | None, float | None]]
    """The charted quotes, oldest first: (id, quoted_at, dealer, bid, ask), the newest ``max_points``."""
    series_total: int  # quotes of the measure in all
    quotes: list[dict[str, Any]]  # the newest quotes of the measure, newest first (the table)
    daily: list[dict[str, Any]]  # daily_aggregates rows of the key and measure, newest day first


def instrument_view(session: Session, key: str, quote_type: str | None, max_points: int,
                    max_rows: int) -> InstrumentView | None:
    """One instrument key: its measures, the quotes of one (``quote_type``, else its most quoted), the daily
    aggregates of the Spark job. None when readers see no quote of it."""
    types = {qt: int(n) for qt, n in session.execute(
        shown_quotes().add_columns(Quote.quote_type, func.count()).where(Quote.instrument_key == key)
        .group_by(Quote.quote_type))}
    if not types:
        return None
    if quote_type not in types:
        quote_type = max(sorted(types), key=lambda t: types[t])
    base = shown_quotes().where(Quote.instrument_key == key, Quote.quote_type == quote_type)
    newest = (Quote.quoted_at.desc(), Quote.id.desc())
    series = [tuple(r) for r in session.execute(
        base.add_columns(Quote.id, Quote.quoted_at, Quote.dealer, Quote.bid, Quote.ask).order_by(*newest)
        .limit(max_points))]
    series.reverse()
    columns = (Quote.id, Quote.quoted_at, Quote.dealer, Quote.bid, Quote.ask, MID.label("mid"), Quote.bid_size,
               Quote.ask_size, Quote.currency, Quote.benchmark, Quote.isin, Quote.cusip, Quote.ticker,
               Quote.instrument, Quote.asset_class, Quote.mail_id, Quote.part, Quote.location, Quote.raw,
               Quote.review_reason, QuoteReview.decision)
    rows = [dict(r._mapping) for r in session.execute(base.add_columns(*columns).order_by(*newest).limit(max_rows))]
    identity = {k: rows[0][k] for k in ("isin", "cusip", "ticker", "instrument", "asset_class", "currency")}
    daily = [dict(r._mapping) for r in session.execute(
        select(DailyAggregate.__table__).where(DailyAggregate.instrument_key == key,
                                               DailyAggregate.quote_type == quote_type)
        .order_by(DailyAggregate.trade_date.desc()).limit(max_rows))]
    return InstrumentView(key, dict(sorted(types.items())), quote_type, identity, series,  # type: ignore[arg-type]
                          types[quote_type], rows, daily)
