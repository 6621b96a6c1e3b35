"""`spark reprocess` against the real bundled Kafka and SQLite: the same rows and dead letters as the real
consumers for the same offset range, idempotent, and stopped by the consumers' dead-letter limit."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pyspark.sql import SparkSession
from sqlalchemy import func, select

from broker.clients import make_producer
from config.settings import Settings
from consumer.groups import lane_group
from consumer.replay import ResetTarget, apply_reset, plan_reset
from core.errors import BrokerUnavailable, DeadLetterLimitExceeded
from db.models import ExtractionErrorRow, ParsedUnit, Quote
from spark.jobs.reprocess import DLQ_GROUP, Progress, ReprocessOptions, run_reprocess
from spark.ranges import parse_bound
from tests.integration.spark.databases import migrated_engine, new_sqlite_url
from tests.integration.spark.mailtopics import (
    Sent,
    consumers_store,
    corpus_mails,
    dead_letter_groups,
    dead_letters,
    log_ends,
    offsets_bound,
    publish,
    run_settings,
    spark_kafka_settings,
    table_rows,
)
from tests.support.consumers import wait_for

pytestmark = [pytest.mark.spark, pytest.mark.kafka]


@dataclass(frozen=True)
class Published:
    settings: Settings
    home: Path
    records: int  # every record on the mail and attachment topics, poison included
    before: dict[tuple[str, int], int]  # log ends before the range the consumers parsed
    after: dict[tuple[str, int], int]  # log ends after it (more mails follow)
    consumer: Settings  # the consumers' database and dead-letter topic
    stored: dict[str, list[tuple[Any, ...]]]  # what they stored


def send_poison(settings: Settings) -> int:
    """Two records no parser can take: garbage on the mail topic, a tombstone on the attachment topic."""
    producer = make_producer(settings)
    try:
        producer.send(settings.topics.mails, key=b"not-a-mail", value=b"\x00garbage").get(timeout=30)
        producer.send(settings.topics.attachments, key=b"f" * 64, value=None,
                      headers=[("otcmail-kind", b"attachment")]).get(timeout=30)
    finally:
        producer.close()
    return 2


def skip_to_end(settings: Settings, topics: list[str]) -> None:
    """The replay tool's reset of the (new) consumer group to the log ends; the coordinator of a brand-new
    group may take a moment to be elected."""

    def reset() -> bool:
        try:
            plan = plan_reset(settings, settings.consumer.group, topics, ResetTarget("shift", 0))
        except BrokerUnavailable:
            return False
        apply_reset(settings, plan)
        return True

    wait_for(reset, timeout=60, what="the consumer group's coordinator")


@pytest.fixture(scope="module")
def published(kafka_settings: Settings, tmp_path_factory: pytest.TempPathFactory) -> Published:
    """Three slices of corpus mails (3 partitions per topic); the real consumers parse the middle one.

    The consumer group is moved past the first slice with the replay tool, the middle slice (with two
    poison records) is parsed by ``run_consumers`` until the lag is zero, then the last slice follows.
    """
    home = tmp_path_factory.mktemp("reprocess")
    settings = spark_kafka_settings(kafka_settings, home, new_sqlite_url(home))
    files = corpus_mails(per_format=5)
    sent: list[Sent] = publish(settings, files[0::3])
    before = log_ends(settings)
    topics = [settings.topics.mails, settings.topics.attachments]
    skip_to_end(settings, topics)
    sent += publish(settings, files[1::3])
    poison = send_poison(settings)
    after = log_ends(settings)
    consumer = run_settings(settings, new_sqlite_url(home))
    stored = consumers_store(consumer)
    sent += publish(settings, files[2::3])
    return Published(settings, home, len(sent) + poison, before, after, consumer, stored)


def test_offset_range_equals_what_the_consumers_store(spark: SparkSession, published: Published) -> None:
    p = published
    settings = run_settings(p.settings, new_sqlite_url(p.home))
    engine = migrated_engine(settings.database.url.get_secret_value())
    seen: list[Progress] = []
    options = ReprocessOptions(parse_bound(offsets_bound(p.before)), parse_bound(offsets_bound(p.after)))
    try:
        summary = run_reprocess(spark, settings, options, on_progress=seen.append)
        actual = table_rows(engine)
    finally:
        engine.dispose()
    expected = p.stored
    in_range = sum(p.after.values()) - sum(p.before.values())
    assert 0 < in_range < p.records - sum(p.before.values())  # a middle range: mails before and after it
    assert summary.counts.records == in_range
    assert len(expected["quotes"]) > 50 and len(expected["mails"]) == summary.counts.mails
    assert summary.counts.quotes_written == len(expected["quotes"])
    assert summary.counts.poison == summary.counts.dead_lettered == 2
    assert len([e for e in expected["extraction_errors"] if "poison" in e]) == 2
    for table in ("mails", "attachments", "parsed_units", "quotes", "extraction_errors"):
        assert actual[table] == expected[table], table
    assert seen and seen[-1].tasks_total > 0
    # The same dead letters as the consumers sent (original record, source, reason, error) ...
    assert dead_letters(settings) == dead_letters(p.consumer)
    assert len(dead_letters(settings)) == 2
    # ... told apart by the group that gave up on them.
    assert set(dead_letter_groups(settings)) == {DLQ_GROUP}
    lanes = {lane_group(p.settings, p.settings.consumer.group, t) for t in (p.settings.topics.mails,
                                                                          p.settings.topics.attachments)}
    assert set(dead_letter_groups(p.consumer)) == lanes  # one poison record on each topic


def test_twice_adds_nothing_and_a_newer_parser_replaces(spark: SparkSession, published: Published) -> None:
    settings = run_settings(published.settings, new_sqlite_url(published.home))
    everything = ReprocessOptions(parse_bound("earliest"), parse_bound("latest"))
    engine = migrated_engine(settings.database.url.get_secret_value())
    try:
        first = run_reprocess(spark, settings, everything)
        rows = table_rows(engine)
        assert first.counts.records == published.records
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
    # Every run dead-letters its poison again: the topic is at-least-once, the database is not.
    assert len(dead_letters(settings)) == 3 * 2


def test_time_bounds(spark: SparkSession, published: Published) -> None:
    settings = run_settings(published.settings, new_sqlite_url(published.home))
    migrated_engine(settings.database.url.get_secret_value()).dispose()
    future = (dt.datetime.now(dt.UTC) + dt.timedelta(hours=1)).isoformat()
    past = (dt.datetime.now(dt.UTC) - dt.timedelta(days=1)).isoformat()
    nothing = run_reprocess(spark, settings, ReprocessOptions(parse_bound(future), parse_bound("latest")))
    assert nothing.counts.records == 0
    everything = run_reprocess(spark, settings, ReprocessOptions(parse_bound(past), parse_bound(future)))
    assert everything.counts.records == published.records


def test_the_dead_letter_limit_stops_the_job(spark: SparkSession, kafka_settings: Settings,
                                             tmp_path: Path) -> None:
    """Mostly poison (a bad deploy would look alike): the job fails with the consumers' error, and what
    its last batches held is neither written nor dead-lettered."""
    url = new_sqlite_url(tmp_path)
    settings = spark_kafka_settings(kafka_settings, tmp_path, url, partitions=1,
                                    consumer={"dead_letter_max_ratio": 0.5, "dead_letter_window": 10},
                                    spark={"write_batch_size": 4})
    producer = make_producer(settings)
    for i in range(40):
        producer.send(settings.topics.mails, key=f"bad-{i}".encode(), value=b"\x00garbage")
    producer.flush()
    producer.close()
    engine = migrated_engine(url)
    try:
        with pytest.raises(DeadLetterLimitExceeded, match="could not be parsed"):
            run_reprocess(spark, settings, ReprocessOptions(parse_bound("earliest"), parse_bound("latest")))
        with engine.connect() as conn:
            poison_rows = conn.execute(select(func.count()).select_from(ExtractionErrorRow)).scalar()
    finally:
        engine.dispose()
    # A task cancelled when the job failed may have committed without sending: never the other way round.
    assert 0 < len(dead_letters(settings)) <= poison_rows < 40
