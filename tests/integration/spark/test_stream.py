"""`spark stream` on the raw topic: killed with SIGKILL mid-way and restarted from its checkpoint, it
converges to exactly the rows the real unpack and parse consumers store, and dead-letters what they
dead-letter: nothing lost, nothing duplicated in the database (the dead-letter topic is at-least-once)."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import pytest
from pyspark.sql import SparkSession
from sqlalchemy import func, select

from config.settings import Settings
from db.models import ParsedUnit
from spark.jobs.stream import DLQ_GROUP, StreamOptions, start_stream
from tests.integration.spark.databases import migrated_engine, new_sqlite_url
from tests.integration.spark.mailtopics import (
    assert_parts_name_their_raw_record,
    assert_same_tables,
    consumers_store,
    corpus_mails,
    dead_letter_groups,
    dead_letters,
    poison_records,
    publish,
    raw_records,
    run_settings,
    spark_kafka_settings,
    table_rows,
)
from tests.support.cli import OTCMAIL, write_config

pytestmark = [pytest.mark.spark, pytest.mark.kafka, pytest.mark.slow]


def _stored_units(engine) -> int:  # type: ignore[no-untyped-def]
    with engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(ParsedUnit)).scalar() or 0)


def test_killed_and_restarted_stream_converges(spark: SparkSession, kafka_settings: Settings,
                                               tmp_path: Path) -> None:
    url = new_sqlite_url(tmp_path)
    settings = spark_kafka_settings(kafka_settings, tmp_path, url, spark={
        "master": "local[1]", "max_offsets_per_trigger": 4, "trigger_interval_s": 0.5,
        "checkpoint_dir": str(tmp_path / "checkpoints"), "driver_memory": "768m"})
    total = publish(settings, raw_records(settings, corpus_mails(per_format=3)) + poison_records(settings))
    engine = migrated_engine(url)
    try:
        config = write_config(settings, tmp_path / "otcmail.toml")
        log = (tmp_path / "stream.log").open("w")
        proc = subprocess.Popen([str(OTCMAIL), "--config", str(config), "spark", "stream"], stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
        try:
            deadline = time.monotonic() + 180
            # Several micro-batches of 4 records in: at least one is in the checkpoint's commit log.
            while _stored_units(engine) < 12:
                assert proc.poll() is None, (tmp_path / "stream.log").read_text()
                assert time.monotonic() < deadline, "the stream wrote nothing in 3 minutes"
                time.sleep(0.2)
        finally:
            os.killpg(proc.pid, signal.SIGKILL)  # no clean shutdown: the JVM and its workers die at once
            proc.wait(timeout=30)
        units_at_kill = _stored_units(engine)

        query = start_stream(spark, settings, StreamOptions(available_now=True))
        query.awaitTermination(timeout=300)
        assert not query.isActive and query.exception() is None
        resumed_rows = sum(p["numInputRows"] for p in query.recentProgress)

        consumers = run_settings(settings, new_sqlite_url(tmp_path))
        expected = consumers_store(consumers)
        actual = table_rows(engine)
    finally:
        engine.dispose()
    assert 0 < units_at_kill < len(expected["parsed_units"])
    assert 0 < resumed_rows < total  # the restart resumed from the checkpoint, not from the beginning
    assert len(expected["mails"]) == total - 2 and len(expected["quotes"]) > 50
    assert [(e["stage"], e["kind"]) for e in expected["extraction_errors"] if e["topic"] == settings.topics.raw] == [
        ("poison", "undecodable")] * 2
    assert_same_tables(spark, actual, expected)
    assert_parts_name_their_raw_record(actual, settings.topics.raw)
    # The poison records reached the dead-letter topic as the consumers send them: each once, or twice if the
    # kill fell between its send and the checkpoint's commit of that micro-batch.
    sent_by_consumers, sent_by_stream = dead_letters(consumers), dead_letters(settings)
    assert len(sent_by_consumers) == 2 and 2 <= len(sent_by_stream) <= 4
    assert set(sent_by_stream) == set(sent_by_consumers)
    assert set(dead_letter_groups(settings)) == {DLQ_GROUP}
