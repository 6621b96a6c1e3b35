"""Generated quotes and a plain-Python computation of the daily aggregates, written from the definition
in ``spark.transforms.daily_aggregates``'s docstring, without Spark."""

from __future__ import annotations

import datetime as dt
import random
import statistics
from collections import defaultdict
from dataclasses import dataclass
from zoneinfo import ZoneInfo

UTC = dt.UTC


@dataclass(frozen=True)
class GenQuote:
    instrument_key: str
    asset_class: str
    quote_type: str
    dealer: str | None
    bid: float | None
    ask: float | None
    quoted_at: dt.datetime | None


def generate_quotes(n: int, seed: int, days: int = 4) -> list[GenQuote]:
    """Quotes with the awkward cases: one-sided, no dealer, no time, equal times, near midnight."""
    rng = random.Random(seed)
    instruments = [(f"XS{i:010d}", rng.choice(["corporate", "sovereign", "loan"])) for i in range(12)]
    instruments += [("ACME 5.25 2031-06-15", "corporate"), ("ITRAXX MAIN 5Y", "cds")]
    dealers = ["BARC", "JPM", "GS", "DB", "HSBC", None]
    start = dt.datetime(2026, 3, 2, tzinfo=UTC)
    out: list[GenQuote] = []
    previous_time: dt.datetime | None = None
    for _ in range(n):
        key, asset = rng.choice(instruments)
        level = 90 + (hash(key) % 20)
        bid: float | None = round(level + rng.uniform(-2, 2) * 8) / 8
        ask: float | None = bid + rng.choice([0.125, 0.25, 0.5]) if bid is not None else None
        side = rng.random()
        if side < 0.1:
            bid = None
        elif side < 0.2:
            ask = None
        if rng.random() < 0.15 and previous_time is not None:
            quoted_at: dt.datetime | None = previous_time  # same second as the previous quote
        elif rng.random() < 0.02:
            quoted_at = None
        else:
            # Many quotes within two hours of midnight UTC: the trading day depends on the time zone.
            minutes = rng.choice([rng.randrange(0, 120), rng.randrange(22 * 60, 24 * 60), rng.randrange(0, 1440)])
            quoted_at = start + dt.timedelta(days=rng.randrange(days), minutes=minutes,
                                             seconds=rng.randrange(60), microseconds=rng.randrange(10**6))
        previous_time = quoted_at or previous_time
        quote_type = "spread" if asset == "cds" else rng.choice(["price", "price", "price", "yield"])
        out.append(GenQuote(key, asset, quote_type, rng.choice(dealers), bid, ask, quoted_at))
    return out


def reference_daily(quotes: list[GenQuote], timezone: str = "UTC") -> list[dict[str, object]]:
    zone = ZoneInfo(timezone)
    groups: dict[tuple[dt.date, str, str, str], list[GenQuote]] = defaultdict(list)
    for q in quotes:
        if q.quoted_at is not None:
            groups[(q.quoted_at.astimezone(zone).date(), q.instrument_key, q.asset_class, q.quote_type)].append(q)
    rows: list[dict[str, object]] = []
    for (day, key, asset, quote_type), qs in sorted(groups.items()):
        bids = [q.bid for q in qs if q.bid is not None]
        asks = [q.ask for q in qs if q.ask is not None]
        timed_mids = sorted(
            (q.quoted_at, (q.bid + q.ask) / 2) for q in qs
            if q.bid is not None and q.ask is not None and q.quoted_at is not None
        )
        mids = [m for _, m in timed_mids]
        rows.append({
            "trade_date": day,
            "instrument_key": key,
            "asset_class": asset,
            "quote_type": quote_type,
            "quote_count": len(qs),
            "dealer_count": len({q.dealer for q in qs if q.dealer is not None}),
            "best_bid": max(bids) if bids else None,
            "best_ask": min(asks) if asks else None,
            "first_mid": mids[0] if mids else None,
            "last_mid": mids[-1] if mids else None,
            "mean_mid": statistics.fmean(mids) if mids else None,
            "median_mid": statistics.median(mids) if mids else None,
            "high_mid": max(mids) if mids else None,
            "low_mid": min(mids) if mids else None,
            "last_quote_at": max(q.quoted_at for q in qs if q.quoted_at is not None),
        })
    return rows
