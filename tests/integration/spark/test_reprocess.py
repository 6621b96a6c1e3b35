"""`spark reprocess` against the real bundled Kafka and SQLite: the same rows as the consumers, idempotent."""

from __future__ import annotations

import datetime as dt

import pytest
from pyspark.sql import SparkSession
from sqlalchemy import func, select

from config.settings import Settings
from db.models import ParsedUnit, Quote
from spark.jobs.reprocess import Progress, ReprocessOptions, run_reprocess
from spark.ranges import parse_bound
from tests.integration.spark.databases import migrated_engine, new_sqlite_url
from tests.integration.spark.mailtopics import (
    consumer_store,
    corpus_mails,
    fetch_records,
    publish,
    spark_kafka_settings,
    table_rows,
)

pytestmark = [pytest.mark.spark, pytest.mark.kafka]


@pytest.fixture(scope="module")
def published(kafka_settings: Settings, tmp_path_factory: pytest.TempPathFactory):
    """Corpus mails of every format on topics of their own (3 partitions)."""
    home = tmp_path_factory.mktemp("reprocess")
    settings = spark_kafka_settings(kafka_settings, home, new_sqlite_url(home))
    sent = publish(settings, corpus_mails(per_format=3))
    return settings, sent, home


def test_offset_range_equals_what_the_consumers_store(spark: SparkSession, published) -> None:
    base, sent, home = published
    mails = base.topics.mails
    # The first half of each partition of the mail topic, and every attachment record.
    ends = {}
    for s in sent:
        if s.topic == mails:
            ends[s.partition] = max(ends.get(s.partition, 0), s.offset + 1)
    cut = {p: n // 2 + 1 for p, n in ends.items()}
    to = ",".join(f"{mails}:{p}={o}" for p, o in sorted(cut.items()))

    spark_db, consumer_db = new_sqlite_url(home), new_sqlite_url(home)
    consumer_engine, spark_engine = migrated_engine(consumer_db), migrated_engine(spark_db)
    settings = base.model_copy(update={"database": base.database.model_copy(update={"url": _secret(spark_db)})})
    seen: list[Progress] = []
    summary = run_reprocess(spark, settings, ReprocessOptions(parse_bound("earliest"), parse_bound(to)),
                            on_progress=seen.append)

    records = fetch_records(base, lambda r: r.topic != mails or r.offset < cut[r.partition])
    try:
        consumer_store(base, consumer_engine, records)
        expected, actual = table_rows(consumer_engine), table_rows(spark_engine)
    finally:
        consumer_engine.dispose()
        spark_engine.dispose()
    assert summary.counts.records == len(records)
    assert summary.counts.mails == sum(1 for r in records if r.topic == mails) < len(ends) * max(ends.values())
    assert len(expected["quotes"]) > 50 and len(expected["mails"]) == summary.counts.mails
    assert summary.counts.quotes_written == len(expected["quotes"])
    for table in expected:
        assert actual[table] == expected[table], table
    assert seen and seen[-1].tasks_total > 0


def test_twice_adds_nothing_and_a_newer_parser_replaces(spark: SparkSession, published) -> None:
    base, sent, home = published
    url = new_sqlite_url(home)
    settings = base.model_copy(update={"database": base.database.model_copy(update={"url": _secret(url)})})
    everything = ReprocessOptions(parse_bound("earliest"), parse_bound("latest"))
    engine = migrated_engine(url)
    try:
        first = run_reprocess(spark, settings, everything)
        rows = table_rows(engine)
        assert first.counts.records == len(sent)
        assert first.counts.quotes_written == len(rows["quotes"]) > 50

        again = run_reprocess(spark, settings, everything)
        assert table_rows(engine) == rows
        assert (again.counts.quotes_written, again.counts.units_new, again.counts.units_replaced) == (0, 0, 0)
        assert again.counts.units_present == len(rows["parsed_units"])

        newer = run_reprocess(spark, settings, ReprocessOptions(everything.start, everything.end,
                                                                parser_version="99.0.0"))
        assert newer.counts.units_replaced == len(rows["parsed_units"])
        assert newer.counts.quotes_deleted == newer.counts.quotes_written == len(rows["quotes"])
        with engine.connect() as conn:
            assert set(conn.execute(select(ParsedUnit.parser_version)).scalars()) == {"99.0.0"}
            assert set(conn.execute(select(Quote.parser_version)).scalars()) == {"99.0.0"}
            assert conn.execute(select(func.count()).select_from(Quote)).scalar() == len(rows["quotes"])
    finally:
        engine.dispose()


def test_time_bounds(spark: SparkSession, published) -> None:
    base, sent, home = published
    url = new_sqlite_url(home)
    settings = base.model_copy(update={"database": base.database.model_copy(update={"url": _secret(url)})})
    migrated_engine(url).dispose()
    future = (dt.datetime.now(dt.UTC) + dt.timedelta(hours=1)).isoformat()
    past = (dt.datetime.now(dt.UTC) - dt.timedelta(days=1)).isoformat()
    nothing = run_reprocess(spark, settings, ReprocessOptions(parse_bound(future), parse_bound("latest")))
    assert nothing.counts.records == 0
    everything = run_reprocess(spark, settings, ReprocessOptions(parse_bound(past), parse_bound(future)))
    assert everything.counts.records == len(sent)


def _secret(url: str):
    from pydantic import SecretStr

    return SecretStr(url)
