"""`spark daily` end to end: quotes in SQLite and PostgreSQL -> JDBC -> transform -> the daily table."""

from __future__ import annotations

import dataclasses
import datetime as dt
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from pyspark.sql import SparkSession
from sqlalchemy import Engine, delete, select

from db.models import Quote
from spark.daily_table import DAILY_AGGREGATES
from spark.jobs.daily import DailyOptions, run_daily
from tests.integration.spark.conftest import spark_test_settings
from tests.integration.spark.daily_reference import GenQuote, generate_quotes, reference_daily
from tests.integration.spark.databases import (
    assert_rows_close,
    insert_quotes,
    migrated_engine,
    new_postgres_url,
    new_sqlite_url,
)

pytestmark = [pytest.mark.spark, pytest.mark.postgres]

TZ = "America/New_York"
DAYS = DailyOptions(dt.date(2026, 3, 3), dt.date(2026, 3, 4))


def stored_daily(engine: Engine) -> list[dict[str, Any]]:
    columns = [c for c in DAILY_AGGREGATES.c if c.name != "computed_at"]
    order = [DAILY_AGGREGATES.c[k] for k in ("trade_date", "instrument_key", "asset_class", "quote_type")]
    with engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(select(*columns).order_by(*order))]


def expected_daily(quotes: list[GenQuote], options: DailyOptions) -> list[dict[str, Any]]:
    rows = reference_daily(quotes, TZ)
    return [r for r in rows if options.start <= r["trade_date"] <= options.end]  # type: ignore[operator]


def _run(spark: SparkSession, tmp_path: Path, url: str, engine: Engine, options: DailyOptions = DAYS):
    settings = spark_test_settings(tmp_path, database={"url": url}, spark={"trading_timezone": TZ})
    return run_daily(spark, settings, options, engine=engine)


def test_daily_is_the_reference_and_identical_on_sqlite_and_postgresql(
        spark: SparkSession, tmp_path: Path, postgres_url: str) -> None:
    quotes = generate_quotes(4000, seed=21, days=4)
    results = {}
    for name, url in (("sqlite", new_sqlite_url(tmp_path)), ("postgresql", new_postgres_url(postgres_url))):
        engine = migrated_engine(url)
        try:
            insert_quotes(engine, quotes)
            summary = _run(spark, tmp_path, url, engine)
            results[name] = stored_daily(engine)
        finally:
            engine.dispose()
        expected = expected_daily(quotes, DAYS)
        in_range = [q for q in quotes if q.quoted_at is not None
                    and DAYS.start <= q.quoted_at.astimezone(ZoneInfo(TZ)).date() <= DAYS.end]
        assert (summary.quotes_read, summary.rows_written, summary.rows_replaced) == (len(in_range), len(expected), 0)
        assert_rows_close(results[name], expected, rel=1e-12)
    assert results["sqlite"] == results["postgresql"]  # bit for bit, not merely close


def test_rerunning_a_day_replaces_that_day_only(spark: SparkSession, tmp_path: Path) -> None:
    quotes = generate_quotes(1500, seed=5, days=4)
    url = new_sqlite_url(tmp_path)
    engine = migrated_engine(url)
    try:
        insert_quotes(engine, quotes)
        _run(spark, tmp_path, url, engine)
        first = stored_daily(engine)
        again = _run(spark, tmp_path, url, engine)
        assert stored_daily(engine) == first
        assert again.rows_written == again.rows_replaced == len(first)

        # New quotes arrive for the 4th and some of the 3rd's quotes go away; only the 3rd is re-run.
        day3 = DailyOptions(dt.date(2026, 3, 3), dt.date(2026, 3, 3))
        late = dt.datetime(2026, 3, 3, 15, 0, tzinfo=dt.UTC)
        extra = [GenQuote("XS_NEW", "corporate", "price", "JPM", 100.0, 101.0, late),
                 GenQuote("XS_NEW", "corporate", "price", "JPM", 100.0, 101.0, late + dt.timedelta(days=1))]
        insert_quotes(engine, extra, first=len(quotes))
        with engine.begin() as conn:
            conn.execute(delete(Quote).where(Quote.id % 7 == 0))
        with engine.connect() as conn:
            remaining_ids = {r.id for r in conn.execute(select(Quote.id))}
        kept = [q for i, q in enumerate(quotes + extra, start=1) if i in remaining_ids]
        _run(spark, tmp_path, url, engine, day3)
        now = stored_daily(engine)
        day4 = [r for r in first if r["trade_date"] == dt.date(2026, 3, 4)]
        assert [r for r in now if r["trade_date"] == dt.date(2026, 3, 4)] == day4  # untouched
        assert_rows_close([r for r in now if r["trade_date"] == day3.start], expected_daily(kept, day3), rel=1e-12)
        assert any(r["instrument_key"] == "XS_NEW" for r in now if r["trade_date"] == day3.start)
    finally:
        engine.dispose()


def test_only_each_mails_visible_parser_version_is_aggregated(spark: SparkSession, tmp_path: Path) -> None:
    """A re-parse under way stores the newer version's quotes beside the old ones until the mail switches;
    the daily job must count each quote once, as the analysts' view shows it (regression: it read every row
    of the quotes table)."""
    quotes = generate_quotes(800, seed=13, days=3)
    url = new_sqlite_url(tmp_path)
    engine = migrated_engine(url)
    try:
        insert_quotes(engine, quotes, parser_version="1.0.0")
        insert_quotes(engine, quotes, parser_version="2.0.0", visible=False)  # re-parse not finished yet
        before_switch = _run(spark, tmp_path, url, engine)
        assert_rows_close(stored_daily(engine), expected_daily(quotes, DAYS), rel=1e-12)

        # The newer version differs (one instrument renamed) and becomes the visible one.
        renamed = [dataclasses.replace(q, instrument_key="XS_RENAMED") if q.instrument_key == quotes[0].instrument_key
                   else q for q in quotes]
        with engine.begin() as conn:
            conn.execute(delete(Quote).where(Quote.parser_version == "2.0.0"))
        insert_quotes(engine, renamed, parser_version="2.0.0")
        after_switch = _run(spark, tmp_path, url, engine)
        assert_rows_close(stored_daily(engine), expected_daily(renamed, DAYS), rel=1e-12)
        assert before_switch.quotes_read == after_switch.quotes_read > 0
        assert any(r["instrument_key"] == "XS_RENAMED" for r in stored_daily(engine))
    finally:
        engine.dispose()
