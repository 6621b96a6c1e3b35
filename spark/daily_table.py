"""The table `otcmail spark daily` writes: one row per trading day, instrument key, asset class, quote type.

Defined here, on its own metadata, because ``db.models.DailyQuote`` (``daily_quotes``) has another
grain (per dealer, bid/ask open-close) and lacks the issue's columns (dealer count, mids, median).
The job creates this table when it is missing; it belongs in ``db/models.py`` and a migration (asked
of the db owners), after which this module should import it from there.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Column, Date, Double, Integer, MetaData, String, Table, Text

from db.models import UTCDateTime

METADATA = MetaData()

DAILY_AGGREGATES = Table(
    "daily_aggregates",
    METADATA,
    Column("trade_date", Date, primary_key=True, comment="calendar day in spark.trading_timezone"),
    Column("instrument_key", Text, primary_key=True),
    Column("asset_class", String(32), primary_key=True),
    Column("quote_type", String(32), primary_key=True),
    Column("quote_count", BigInteger, nullable=False),
    Column("dealer_count", Integer, nullable=False),
    Column("best_bid", Double, comment="highest bid"),
    Column("best_ask", Double, comment="lowest ask"),
    Column("first_mid", Double),
    Column("last_mid", Double),
    Column("mean_mid", Double),
    Column("median_mid", Double),
    Column("high_mid", Double),
    Column("low_mid", Double),
    Column("last_quote_at", UTCDateTime, nullable=False),
    Column("computed_at", UTCDateTime, nullable=False),
)
