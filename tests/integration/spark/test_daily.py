"""`spark daily`'s business logic: the pure transform against a plain-Python reference on generated data."""

from __future__ import annotations

import datetime as dt

import pytest
from pyspark.errors import PySparkAssertionError
from pyspark.sql import SparkSession
from pyspark.sql import types as T
from pyspark.testing import assertDataFrameEqual

from spark.transforms import DAILY_SCHEMA, daily_aggregates
from tests.integration.spark.daily_reference import GenQuote, generate_quotes, reference_daily

pytestmark = pytest.mark.spark

QUOTES_SCHEMA = T.StructType([
    T.StructField("instrument_key", T.StringType()),
    T.StructField("asset_class", T.StringType()),
    T.StructField("quote_type", T.StringType()),
    T.StructField("dealer", T.StringType()),
    T.StructField("bid", T.DoubleType()),
    T.StructField("ask", T.DoubleType()),
    T.StructField("quoted_at", T.TimestampType()),
])


def _quotes_df(spark: SparkSession, quotes: list[GenQuote], partitions: int = 2):
    rows = [(q.instrument_key, q.asset_class, q.quote_type, q.dealer, q.bid, q.ask, q.quoted_at) for q in quotes]
    return spark.createDataFrame(rows, QUOTES_SCHEMA).repartition(partitions)


@pytest.mark.parametrize("timezone", ["UTC", "America/New_York"])
def test_daily_equals_the_reference(spark: SparkSession, timezone: str) -> None:
    quotes = generate_quotes(3000, seed=7)
    expected = spark.createDataFrame(reference_daily(quotes, timezone), DAILY_SCHEMA)
    actual = daily_aggregates(_quotes_df(spark, quotes), timezone)
    assert [(f.name, f.dataType) for f in actual.schema] == [(f.name, f.dataType) for f in DAILY_SCHEMA]
    assertDataFrameEqual(actual, expected, rtol=1e-12, atol=0.0)


def test_trading_day_follows_the_time_zone(spark: SparkSession) -> None:
    late = dt.datetime(2026, 3, 3, 1, 30, tzinfo=dt.UTC)  # 20:30 on the 2nd in New York
    quotes = [GenQuote("XS1", "corporate", "price", "JPM", 99.0, 100.0, late)]
    ny = daily_aggregates(_quotes_df(spark, quotes), "America/New_York").collect()
    utc = daily_aggregates(_quotes_df(spark, quotes), "UTC").collect()
    assert [r.trade_date for r in ny] == [dt.date(2026, 3, 2)]
    assert [r.trade_date for r in utc] == [dt.date(2026, 3, 3)]


def test_hand_computed_day(spark: SparkSession) -> None:
    t = [dt.datetime(2026, 3, 2, 9, m, tzinfo=dt.UTC) for m in range(5)]
    quotes = [
        GenQuote("XS1", "corporate", "price", "JPM", 99.0, 99.5, t[0]),     # mid 99.25
        GenQuote("XS1", "corporate", "price", "GS", 99.25, 100.25, t[1]),   # mid 99.75, the best ask is not here
        GenQuote("XS1", "corporate", "price", "GS", 99.75, None, t[2]),     # one-sided: best bid, no mid
        GenQuote("XS1", "corporate", "price", None, 98.0, 100.0, t[3]),     # mid 99.0, tie on time with the next
        GenQuote("XS1", "corporate", "price", "BARC", 98.5, 100.5, t[3]),   # mid 99.5: the later one at t[3]
        GenQuote("XS1", "corporate", "price", "BARC", None, 99.4, t[4]),    # one-sided: best ask, last quote
        GenQuote("XS1", "corporate", "yield", "JPM", 5.1, 5.0, t[2]),    # a yield quote: a row of its own
    ]
    rows = {r.quote_type: r for r in daily_aggregates(_quotes_df(spark, quotes)).collect()}
    assert sorted(rows) == ["price", "yield"]
    assert (rows["yield"].quote_count, rows["yield"].first_mid) == (1, 5.05)
    row = rows["price"]
    assert (row.quote_count, row.dealer_count) == (6, 3)
    assert (row.best_bid, row.best_ask) == (99.75, 99.4)
    assert (row.first_mid, row.last_mid) == (99.25, 99.5)
    assert (row.high_mid, row.low_mid) == (99.75, 99.0)
    assert row.mean_mid == pytest.approx((99.25 + 99.75 + 99.0 + 99.5) / 4, abs=1e-12)
    assert row.median_mid == pytest.approx((99.25 + 99.5) / 2, abs=1e-12)


def test_partitioning_does_not_change_a_bit(spark: SparkSession) -> None:
    quotes = generate_quotes(2000, seed=11)
    one = daily_aggregates(_quotes_df(spark, quotes, partitions=1))
    many = daily_aggregates(_quotes_df(spark, list(reversed(quotes)), partitions=5))
    assertDataFrameEqual(one, many, rtol=0.0, atol=0.0)


def test_the_comparison_can_fail(spark: SparkSession) -> None:
    quotes = generate_quotes(500, seed=3)
    reference = reference_daily(quotes)
    reference[0] = reference[0] | {"best_bid": (reference[0]["best_bid"] or 0.0) + 0.125}
    with pytest.raises(PySparkAssertionError):
        assertDataFrameEqual(daily_aggregates(_quotes_df(spark, quotes)),
                             spark.createDataFrame(reference, DAILY_SCHEMA), rtol=1e-12, atol=0.0)
