"""`spark daily` aggregates what readers see: quotes pending review and rejected ones are left out, accepted
ones counted, on SQLite and PostgreSQL (the review join is SQL text sent through JDBC)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from pyspark.sql import SparkSession
from sqlalchemy import select

from db.documents import BODY_UNIT, MailInfo, ParsedRecord, Source
from db.engine import make_session_factory
from db.models import Quote
from db.repository import write_results
from db.reviews import ACCEPTED, REJECTED, decide
from extractors.model import ExtractionResult
from extractors.model import Quote as Q
from spark.daily_table import DAILY_AGGREGATES
from spark.jobs.daily import DailyOptions, run_daily
from tests.integration.spark.conftest import spark_test_settings
from tests.integration.spark.databases import migrated_engine, new_postgres_url, new_sqlite_url

pytestmark = [pytest.mark.spark, pytest.mark.postgres]

DAY = dt.date(2026, 3, 3)
T0 = dt.datetime(2026, 3, 3, 14, 0, tzinfo=dt.UTC)


def _quote(line: int, bid: float, ask: float, reason: str | None = None) -> Q:
    return Q(isin="US037833AK68", bid=bid, ask=ask, dealer="acmebank", quoted_at=T0 + dt.timedelta(minutes=line),
             location=f"line {line}", raw=f"AAPL {bid}/{ask}", review_reason=reason,
             confidence=0.3 if reason else 0.9)


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_daily_leaves_out_what_review_keeps_from_readers(spark: SparkSession, tmp_path: Path, postgres_url: str,
                                                         kind: str) -> None:
    url = new_sqlite_url(tmp_path) if kind == "sqlite" else new_postgres_url(postgres_url)
    engine = migrated_engine(url)
    try:
        factory = make_session_factory(engine)
        quotes = [_quote(1, 99.0, 99.5), _quote(2, 99.5, 99.0, "crossed market"),  # accepted below
                  _quote(3, 8.0, 8.5, "price out of range"),  # pending
                  _quote(4, 10.0, 10.5, "price out of range"),  # rejected below
                  _quote(5, 99.25, 99.75)]  # rejected below, though nothing was wrong with it by validation
        mail = MailInfo("a" * 64, dealer="acmebank", sent_at=T0, unit_count=1)
        with factory.begin() as s:
            write_results(s, [ParsedRecord(Source("bodies", 0, 0), "a" * 64, BODY_UNIT, ExtractionResult(tuple(quotes)),
                                           mail=mail, unit_count=1)], "1.0.0")
        with engine.connect() as conn:
            ids = dict(conn.execute(select(Quote.location, Quote.id)).all())
        with factory.begin() as s:
            decide(s, [ids["line 2"]], ACCEPTED, "alice")
            decide(s, [ids["line 4"], ids["line 5"]], REJECTED, "alice")

        settings = spark_test_settings(tmp_path, database={"url": url})
        summary = run_daily(spark, settings, DailyOptions(DAY, DAY), engine=engine)
        with engine.connect() as conn:
            row = conn.execute(select(DAILY_AGGREGATES)).one()
    finally:
        engine.dispose()
    assert summary.quotes_read == 2
    assert (row.quote_count, row.best_bid, row.best_ask, row.low_mid, row.high_mid) == (2, 99.5, 99.0, 99.25, 99.25)
