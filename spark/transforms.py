"""Pure DataFrame -> DataFrame business logic of the Spark jobs: no I/O, no session settings.

``daily_aggregates`` is the whole of `otcmail spark daily` apart from reading and writing, so it is
tested on its own against a plain-Python reference computation.
"""

from __future__ import annotations

from pyspark.sql import Column, DataFrame
from pyspark.sql import functions as F
from pyspark.sql import types as T

#: Columns the daily transform reads from the quotes.
QUOTE_COLUMNS = ("instrument_key", "asset_class", "quote_type", "dealer", "bid", "ask", "quoted_at")
#: The grouping key of one daily row. The quote type (price, spread, yield, ...) is part of it: a mid of
#: prices and a mid of spreads of one bond must not be averaged together.
DAILY_KEY = ("trade_date", "instrument_key", "asset_class", "quote_type")
#: The daily rows, in this order and with these types.
DAILY_SCHEMA = T.StructType([
    T.StructField("trade_date", T.DateType(), False),
    T.StructField("instrument_key", T.StringType(), False),
    T.StructField("asset_class", T.StringType(), False),
    T.StructField("quote_type", T.StringType(), False),
    T.StructField("quote_count", T.LongType(), False),
    T.StructField("dealer_count", T.LongType(), False),
    T.StructField("best_bid", T.DoubleType(), True),
    T.StructField("best_ask", T.DoubleType(), True),
    T.StructField("first_mid", T.DoubleType(), True),
    T.StructField("last_mid", T.DoubleType(), True),
    T.StructField("mean_mid", T.DoubleType(), True),
    T.StructField("median_mid", T.DoubleType(), True),
    T.StructField("high_mid", T.DoubleType(), True),
    T.StructField("low_mid", T.DoubleType(), True),
    T.StructField("last_quote_at", T.TimestampType(), False),
])

# Prices are summed as decimals: a decimal sum does not depend on the order Spark adds the rows in,
# so the same quotes give bit-identical means whatever the partitioning or the database they came from.
_PRICE = T.DecimalType(30, 10)


def trade_date(quoted_at: Column, timezone: str) -> Column:
    """The calendar day of ``quoted_at`` (an instant) in ``timezone``."""
    return F.to_date(F.from_utc_timestamp(quoted_at, timezone))


def daily_aggregates(quotes: DataFrame, timezone: str = "UTC") -> DataFrame:
    """One row per trading day, instrument key, asset class and quote type (see DAILY_SCHEMA).

    * quote_count: quotes of that day; dealer_count: distinct non-null dealers;
    * best_bid: the highest bid, best_ask: the lowest ask (one-sided quotes count);
    * mid = (bid + ask) / 2 of the two-sided quotes only; first/last mid are those of the earliest and
      latest two-sided quote (a tie on time: the lower mid is first, the higher mid last); mean, exact
      median (the average of the two middle values for an even count), high and low of the mids;
    * last_quote_at: the time of the day's last quote. Quotes without a time have no day and are left out.
    """
    missing = [c for c in QUOTE_COLUMNS if c not in quotes.columns]
    if missing:
        raise ValueError(f"daily_aggregates needs the columns {missing}")
    bid = F.col("bid").cast(_PRICE)
    ask = F.col("ask").cast(_PRICE)
    rows = quotes.where(F.col("quoted_at").isNotNull()).select(
        trade_date(F.col("quoted_at"), timezone).alias("trade_date"),
        "instrument_key",
        "asset_class",
        "quote_type",
        "dealer",
        F.col("bid").cast(T.DoubleType()).alias("bid"),
        F.col("ask").cast(T.DoubleType()).alias("ask"),
        F.when(bid.isNotNull() & ask.isNotNull(), (bid + ask) / 2).alias("mid"),
        "quoted_at",
    )
    mid = F.col("mid")
    when_then_mid = F.struct(F.col("quoted_at"), mid)
    two_sided = F.count(mid)
    grouped = rows.groupBy(*DAILY_KEY).agg(
        F.count(F.lit(1)).alias("quote_count"),
        F.count_distinct(F.col("dealer")).alias("dealer_count"),
        F.max("bid").alias("best_bid"),
        F.min("ask").alias("best_ask"),
        F.min_by(mid, F.when(mid.isNotNull(), when_then_mid)).alias("first_mid"),
        F.max_by(mid, F.when(mid.isNotNull(), when_then_mid)).alias("last_mid"),
        F.when(two_sided > 0, F.sum(mid) / two_sided).alias("mean_mid"),
        F.median(mid).alias("median_mid"),
        F.max(mid).alias("high_mid"),
        F.min(mid).alias("low_mid"),
        F.max("quoted_at").alias("last_quote_at"),
    )
    return grouped.select(*(F.col(f.name).cast(f.dataType).alias(f.name) for f in DAILY_SCHEMA.fields))
