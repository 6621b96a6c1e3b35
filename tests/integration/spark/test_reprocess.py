"""`spark reprocess` on the raw topic, against the real bundled Kafka and SQLite: the same rows and dead
letters as the real unpack and parse consumers for the same offset range, idempotent, a newer parser
version switching each mail at once, and stopped by the consumers' dead-letter limit."""

from __future__ import annotations

import datetime as dt
import sqlite3
import threading
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pyspark.sql import SparkSession
from sqlalchemy import Engine, select, text
from sqlalchemy.engine import make_url

from config.settings import Settings
from core.errors import BrokerUnavailable, DeadLetterLimitExceeded
from db.models import ExtractionErrorRow, Mail
from extractors import PARSER_VERSION
from spark.jobs.reprocess import DLQ_GROUP, Progress, ReprocessOptions, run_reprocess
from spark.ranges import parse_bound
from tests.integration.spark.databases import migrated_engine, new_sqlite_url
from tests.integration.spark.mailtopics import (
    Tables,
    assert_parts_name_their_raw_record,
    assert_same_tables,
    consumers_store,
    corpus_mails,
    dead_letter_groups,
    dead_letters,
    fetch_records,
    log_ends,
    offsets_bound,
    poison_records,
    publish,
    raw_records,
    run_settings,
    spark_kafka_settings,
    table_rows,
)
from tests.support.consumers import wait_for
from tests.support.mailrecords import Record

pytestmark = [pytest.mark.spark, pytest.mark.kafka]

NEWER = "99.0.0"


@dataclass(frozen=True)
class Published:
    settings: Settings
    home: Path
    records: int  # every record on the raw topic, poison included
    before: dict[tuple[str, int], int]  # log ends before the range the consumers parsed
    after: dict[tuple[str, int], int]  # log ends after it (more mails follow)
    mails: int  # mail files in that range
    consumer: Settings  # the consumers' database and dead-letter topic
    stored: Tables  # what they stored


def skip_to_end(settings: Settings) -> None:
    """The replay tool's reset of the (new) unpack group to the raw topic's ends; the coordinator of a
    brand-new group may take a moment to be elected."""
    from consumer.replay import ResetTarget, apply_reset, plan_reset

    def reset() -> bool:
        try:
            # A time after every record: each partition's log end (a brand-new group has no
            # committed offset to shift from, and the replay tool rightly refuses that).
            later = dt.datetime.now(dt.UTC) + dt.timedelta(seconds=5)
            plan = plan_reset(settings, settings.consumer.unpack_group, [settings.topics.raw],
                              ResetTarget("datetime", later))
        except BrokerUnavailable:
            return False
        apply_reset(settings, plan)
        return True

    wait_for(reset, timeout=60, what="the consumer group's coordinator")


@pytest.fixture(scope="module")
def published(kafka_settings: Settings, tmp_path_factory: pytest.TempPathFactory) -> Published:
    """Three slices of corpus mails as raw records (3 partitions); the real consumers parse the middle one.

    The unpack group is moved past the first slice with the replay tool, the middle slice (and two
    poison records) is unpacked and parsed by ``run_consumers`` until every lag is zero, then the last
    slice follows.
    """
    home = tmp_path_factory.mktemp("reprocess")
    settings = spark_kafka_settings(kafka_settings, home, new_sqlite_url(home))
    files = corpus_mails(per_format=5)
    middle = raw_records(settings, files[1::3])
    sent = publish(settings, raw_records(settings, files[0::3]))
    before = log_ends(settings)
    skip_to_end(settings)
    sent += publish(settings, middle + poison_records(settings))
    after = log_ends(settings)
    consumer = run_settings(settings, new_sqlite_url(home))
    stored = consumers_store(consumer)
    sent += publish(settings, raw_records(settings, files[2::3]))
    return Published(settings, home, sent, before, after, len(middle), consumer, stored)


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
    assert in_range == p.mails + 2 and 0 < in_range < p.records - sum(p.before.values())  # mails before and after
    c = summary.counts
    assert (c.records, c.mails) == (in_range, p.mails) and len(expected["mails"]) == p.mails
    assert len(expected["quotes"]) > 50 and c.quotes_written == len(expected["quotes"])
    assert c.units_new == len(expected["parsed_units"]) and c.units_present == c.units_replaced == 0
    assert c.poison == c.dead_lettered == 2
    poison = [e for e in expected["extraction_errors"] if e["stage"] == "poison"]
    assert {(e["mail_id"], e["kind"], e["topic"]) for e in poison} == {
        ("f" * 64, "undecodable", settings.topics.raw), ("e" * 64, "undecodable", settings.topics.raw)}
    assert {m["parser_version"] for m in expected["mails"]} == {PARSER_VERSION}
    # Row for row what the consumers stored (the parsed rows without their provenance) ...
    assert_same_tables(spark, actual, expected)
    # ... and Spark's parsed rows name the raw record they came from, where the consumers' name a part record.
    assert_parts_name_their_raw_record(actual, settings.topics.raw)
    assert {q["topic"] for q in expected["quotes"]} == {settings.topics.bodies, settings.topics.attachments,
                                                        settings.topics.documents}
    assert seen and seen[-1].tasks_total > 0
    # The same dead letters as the consumers sent (original record, source, reason, error) ...
    assert dead_letters(settings) == dead_letters(p.consumer)
    assert len(dead_letters(settings)) == 2
    # ... told apart by the group that gave up on them: this job, the consumers' unpack stage.
    assert set(dead_letter_groups(settings)) == {DLQ_GROUP}
    assert set(dead_letter_groups(p.consumer)) == {p.settings.consumer.unpack_group}


def test_twice_adds_nothing(spark: SparkSession, published: Published) -> None:
    settings = run_settings(published.settings, new_sqlite_url(published.home))
    everything = ReprocessOptions(parse_bound("earliest"), parse_bound("latest"))
    engine = migrated_engine(settings.database.url.get_secret_value())
    try:
        first = run_reprocess(spark, settings, everything)
        rows = table_rows(engine)
        assert first.counts.records == published.records
        assert first.counts.quotes_written == len(rows["quotes"]) > 3 * 50
        assert first.counts.units_new == len(rows["parsed_units"])

        again = run_reprocess(spark, settings, everything)
        assert_same_tables(spark, table_rows(engine), rows)
        assert again.counts.records == first.counts.records
        assert (again.counts.quotes_written, again.counts.quotes_deleted, again.counts.units_new) == (0, 0, 0)
        assert again.counts.units_present == len(rows["parsed_units"]) and again.counts.units_replaced == 0
    finally:
        engine.dispose()
    # Every run dead-letters its poison again: the topic is at-least-once, the database is not.
    assert len(dead_letters(settings)) == 2 * 2


def _copy_sqlite(url: str, home: Path) -> str:
    """A consistent copy of a SQLite database (WAL included), through SQLite's backup API."""
    copy = new_sqlite_url(home)
    source, target = sqlite3.connect(str(make_url(url).database)), sqlite3.connect(str(make_url(copy).database))
    try:
        source.backup(target)
    finally:
        source.close()
        target.close()
    return copy


Snapshot = dict[str, tuple[frozenset[str], tuple[tuple[Any, ...], ...]]]


def _visible(engine: Engine) -> Snapshot:
    """What analysts see, per mail: the versions of its quotes in the view and their content. One
    statement, so one consistent snapshot of the database."""
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT mail_id, parser_version, part, location, instrument_key, quote_type, bid, "
                                 "ask FROM analyst_quotes")).all()
    versions: dict[str, set[str]] = defaultdict(set)
    content: dict[str, list[tuple[Any, ...]]] = defaultdict(list)
    for mail_id, version, *quote in rows:
        versions[mail_id].add(version)
        content[mail_id].append(tuple(quote))
    return {m: (frozenset(versions[m]), tuple(sorted(content[m], key=repr))) for m in versions}


def test_a_newer_parser_version_switches_each_mail_at_once(spark: SparkSession, published: Published) -> None:
    """A re-parse with a newer parser version of part of what the consumers stored: each mail in the range
    moves to the new version in one step (mails.parser_version moves, its old quotes, units and errors are
    gone), the others stay as they were, and a reader watching the whole time never sees a mail with
    missing, doubled or mixed quotes."""
    p = published
    url = _copy_sqlite(p.consumer.database.url.get_secret_value(), p.home)
    base = run_settings(p.settings, url)
    settings = base.model_copy(update={"spark": base.spark.model_copy(update={"write_batch_size": 1})})
    # The first half of the consumers' range, per partition: some mails in, some out.
    middle = {tp: p.before[tp] + (p.after[tp] - p.before[tp]) // 2 for tp in p.before}
    in_range = {r.key.decode() for r in fetch_records(settings, settings.topics.raw,
                                                      lambda r: p.before[(r.topic, r.partition)] <= r.offset
                                                      < middle[(r.topic, r.partition)])}
    engine = migrated_engine(url)
    baseline = table_rows(engine)
    mails = {m["id"] for m in baseline["mails"]}
    assert in_range and in_range < mails and {m["parser_version"] for m in baseline["mails"]} == {PARSER_VERSION}
    old_units = [u for u in baseline["parsed_units"] if u["mail_id"] in in_range]
    old_quotes = [q for q in baseline["quotes"] if q["mail_id"] in in_range]
    shown = _visible(engine)

    snapshots: list[Snapshot] = []
    stop = threading.Event()

    def watch() -> None:
        while not stop.is_set():
            snapshots.append(_visible(engine))
            stop.wait(0.01)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        newer = run_reprocess(spark, settings, ReprocessOptions(parse_bound(offsets_bound(p.before)),
                                                                parse_bound(offsets_bound(middle)),
                                                                parser_version=NEWER))
    finally:
        stop.set()
        watcher.join()
    try:
        after = table_rows(engine)
        snapshots.append(_visible(engine))
    finally:
        engine.dispose()

    c = newer.counts
    assert c.mails == len(in_range) and c.units_new == 0 and c.units_present == 0
    assert c.units_replaced == len(old_units) and c.quotes_deleted == c.quotes_written == len(old_quotes) > 0
    # The mails of the range show the new version, the others the old one ...
    assert {m["id"]: m["parser_version"] for m in after["mails"]} == {
        m: NEWER if m in in_range else PARSER_VERSION for m in mails}
    # ... and only the rows of the version they show are left.
    for table in ("quotes", "parsed_units"):
        assert {(r["mail_id"], r["parser_version"]) for r in after[table]} == {
            (r["mail_id"], NEWER if r["mail_id"] in in_range else PARSER_VERSION) for r in baseline[table]}, table
    assert len(after["quotes"]) == len(baseline["quotes"])
    assert not [e for e in after["extraction_errors"] if e["stage"] == "extract"
                and e["parser_version"] != (NEWER if e["mail_id"] in in_range else PARSER_VERSION)]
    # Every snapshot the reader took: each mail shows exactly the quotes it showed before, of one version.
    halfway = 0
    for snap in snapshots:
        assert snap.keys() == shown.keys()
        switched = set()
        for mail_id, (versions, content) in snap.items():
            assert content == shown[mail_id][1], mail_id
            assert versions in ({PARSER_VERSION}, {NEWER}) and (mail_id in in_range or versions == {PARSER_VERSION})
            switched |= {mail_id} if versions == {NEWER} else set()
        halfway += 0 < len(switched) < len(in_range & shown.keys())
    assert snapshots[-1] == {m: ({NEWER} if m in in_range else {PARSER_VERSION}, shown[m][1]) for m in shown}
    assert halfway > 0, f"no snapshot of {len(snapshots)} caught the re-parse under way"


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
    # Old v1 mail records on the raw topic: not raw otcmail records, poison for the unpack step.
    publish(settings, [Record(settings.topics.raw, f"{i:064x}".encode(), b"\x00garbage", [("otcmail-kind", b"mail")])
                       for i in range(40)])
    engine = migrated_engine(url)
    try:
        with pytest.raises(DeadLetterLimitExceeded, match="could not be parsed"):
            run_reprocess(spark, settings, ReprocessOptions(parse_bound("earliest"), parse_bound("latest")))
        with engine.connect() as conn:
            poison_rows = len(conn.execute(select(ExtractionErrorRow.id)
                                           .where(ExtractionErrorRow.stage == "poison")).all())
            assert conn.execute(select(Mail.id)).first() is None
    finally:
        engine.dispose()
    # A task cancelled when the job failed may have committed without sending: never the other way round.
    assert 0 < len(dead_letters(settings)) <= poison_rows < 40

