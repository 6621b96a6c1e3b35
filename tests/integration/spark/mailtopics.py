"""Corpus mails on a real raw topic, and the rows the real consumers store for them.

Mail files become raw records through the producer's own reader (``tests.support.mailrecords``) and are
sent to topics of their own (a unique prefix per test). The reference is the consumers themselves:
``consumer.processor.run_consumers`` of both stages (unpack, then the parsers on the part topics) in
threads, into a database of its own, stopped when every group's lag is zero; the dead-letter topic is
read back with a plain consumer.

Spark and the consumers run the same steps, so they store the same rows, except where a row says which
record it was parsed from: the consumers parse part records of the body and attachment topics, Spark
parses the parts in memory and records the raw record they came from. :func:`assert_same_tables`
compares everything else, as DataFrames.
"""

from __future__ import annotations

import datetime as dt
import logging
import uuid
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from kafka import TopicPartition
from pydantic import SecretStr
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import types as T
from pyspark.testing import assertDataFrameEqual
from sqlalchemy import Column, Engine, select

from broker.clients import make_consumer, make_producer
from broker.records import decode_headers
from broker.topics import ensure_topics
from config.settings import Settings
from consumer.deadletter import H_DLQ_FAILED_AT, H_DLQ_GROUP
from consumer.records import RecordData
from db.models import Attachment, ExtractionErrorRow, Mail, ParsedUnit, Quote
from tests.integration.spark.conftest import spark_test_settings
from tests.integration.spark.databases import migrated_engine
from tests.support.consumers import consumers_running, lag_is_zero, wait_for
from tests.support.mailrecords import Record, file_records
from tests.support.mailrecords import publish as publish_records

log = logging.getLogger(__name__)
CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "mails"
# Cheap and varied: bodies, HTML, forwards, replies, CSV/XLSX/DOCX attachments, and a few PDFs.
MIX = ("text", "html", "reply", "forward", "forward-attached", "eu", "csv", "xlsx", "docx", "pdf")
TABLES = (Mail, Attachment, ParsedUnit, Quote, ExtractionErrorRow)
#: Write times: never the same twice (nor the surrogate ids of quotes and errors, see _columns).
VOLATILE = frozenset({"stored_at", "parsed_at", "created_at"})
PROVENANCE = ("topic", "partition", "offset")
#: Written by the parse step: their provenance is a part record for the consumers, the raw record for Spark.
PARSED_TABLES = frozenset({"parsed_units", "quotes", "extraction_errors"})

Tables = dict[str, list[dict[str, Any]]]


def corpus_mails(per_format: int) -> list[Path]:
    files: list[Path] = []
    for fmt in MIX:
        files += sorted(CORPUS.glob(f"*-{fmt}.eml"))[:per_format]
    return files


def spark_kafka_settings(kafka: Settings, home: Path, database_url: str, partitions: int = 3,
                         **overrides: Any) -> Settings:
    """Spark test settings on the session's broker, with topics and groups of their own (created here)."""
    prefix = f"spark-{uuid.uuid4().hex[:8]}"
    topics = {"raw": f"{prefix}.raw", "bodies": f"{prefix}.bodies", "attachments": f"{prefix}.attachments",
              "documents": f"{prefix}.documents",
              "dead_letter": f"{prefix}.dead-letter", "partitions": partitions}
    consumer = {"group": f"{prefix}-parsers", "unpack_group": f"{prefix}-unpack", "poll_timeout_ms": 200,
                "session_timeout_ms": 6000, "retry_backoff_s": 0.2,
                "retry_backoff_max_s": 2.0} | overrides.pop("consumer", {})
    settings = spark_test_settings(home, broker={"bootstrap_servers": kafka.broker.bootstrap}, topics=topics,
                                   database={"url": database_url}, consumer=consumer, **overrides)
    ensure_topics(settings)
    return settings


def run_settings(settings: Settings, database_url: str) -> Settings:
    """The same topics and broker, another database and (created here) another dead-letter topic."""
    topics = settings.topics.model_copy(update={
        "dead_letter": f"{settings.topics.raw.rsplit('.', 1)[0]}.dlq-{uuid.uuid4().hex[:6]}"})
    database = settings.database.model_copy(update={"url": SecretStr(database_url)})
    out = settings.model_copy(update={"topics": topics, "database": database})
    ensure_topics(out)
    return out


def raw_records(settings: Settings, files: Iterable[Path]) -> list[Record]:
    """The raw records the producer's reader makes of ``files`` (one per mail file)."""
    return [r for path in files for r in file_records(path.read_bytes(), settings, path.name)]


def poison_records(settings: Settings) -> list[Record]:
    """Two records on the raw topic that are not raw otcmail records: poison for the unpack step."""
    return [Record(settings.topics.raw, b"f" * 64, b"{not json", [("otcmail-kind", b"mail")]),  # a v1 mail record
            Record(settings.topics.raw, b"e" * 64, b"{}", [])]  # no kind header at all


def publish(settings: Settings, records: list[Record]) -> int:
    """Send ``records`` and wait for every acknowledgement; how many were sent."""
    producer = make_producer(settings)
    try:
        publish_records(producer, records)
    finally:
        producer.close()
    return len(records)


def log_ends(settings: Settings) -> dict[tuple[str, int], int]:
    """The end offset of every partition of the raw topic."""
    consumer = make_consumer(settings, group_id=None)
    try:
        tps = [TopicPartition(settings.topics.raw, p)
               for p in sorted(consumer.partitions_for_topic(settings.topics.raw) or ())]
        return {(tp.topic, tp.partition): offset for tp, offset in consumer.end_offsets(tps).items()}
    finally:
        consumer.close()


def offsets_bound(offsets: dict[tuple[str, int], int]) -> str:
    """A ``--from`` / ``--to`` value naming every partition."""
    return ",".join(f"{t}:{p}={o}" for (t, p), o in sorted(offsets.items()))


def fetch_records(settings: Settings, topic: str, keep: Callable[[RecordData], bool] = lambda r: True
                  ) -> list[RecordData]:
    """Every record of ``topic`` up to its current end."""
    consumer = make_consumer(settings, group_id=None, consumer_timeout_ms=5000)
    try:
        tps = [TopicPartition(topic, p) for p in sorted(consumer.partitions_for_topic(topic) or ())]
        consumer.assign(tps)
        consumer.seek_to_beginning()
        ends = consumer.end_offsets(tps)
        records: list[RecordData] = []
        while any(consumer.position(tp) < ends[tp] for tp in tps):
            for batch in consumer.poll(timeout_ms=1000).values():
                for m in batch:
                    rec = RecordData(m.topic, m.partition, m.offset, m.key, m.value, decode_headers(m.headers),
                                     m.timestamp)
                    if keep(rec):
                        records.append(rec)
        return records
    finally:
        consumer.close()


def consumers_store(settings: Settings, rounds: int = 2, timeout: float = 90) -> Tables:
    """Run the unpack and parse consumers on ``settings`` until the lag of every group is zero; their rows."""
    engine = migrated_engine(settings.database.url.get_secret_value())
    try:
        for round_ in range(1, rounds + 1):
            with consumers_running(settings, workers=1):
                try:
                    wait_for(lambda: lag_is_zero(settings), timeout=timeout, what="the consumers' lag to reach zero")
                    break
                except AssertionError:
                    if round_ == rounds:
                        raise
                    log.warning("consumers still lagging after %gs; restarting them", timeout)
        return table_rows(engine)
    finally:
        engine.dispose()


def dead_letters(settings: Settings) -> list[tuple[Any, ...]]:
    """The dead-letter topic's records: key, value and headers without the run-specific ones, sorted."""
    volatile = {H_DLQ_GROUP, H_DLQ_FAILED_AT}
    records = fetch_records(settings, settings.topics.dead_letter)
    return sorted(((r.key, r.value, tuple(sorted((k, v) for k, v in r.headers.items() if k not in volatile)))
                   for r in records), key=repr)


def dead_letter_groups(settings: Settings) -> list[str]:
    return [r.headers[H_DLQ_GROUP] for r in fetch_records(settings, settings.topics.dead_letter)]


def _columns(model: Any) -> list[Column[Any]]:
    """The columns compared: not the write times, nor an autoincrement id (mails.id is the mail id: kept)."""
    return [c for c in model.__table__.c if c.name not in VOLATILE and not (c.primary_key and c.autoincrement is True)]


def table_rows(engine: Engine) -> Tables:
    """The content of every table the pipeline writes, without surrogate ids and write times."""
    out: Tables = {}
    with engine.connect() as conn:
        for model in TABLES:
            out[model.__tablename__] = [dict(r._mapping) for r in conn.execute(select(*_columns(model)))]
    return out


_SPARK_TYPES: dict[type, T.DataType] = {str: T.StringType(), int: T.LongType(), float: T.DoubleType(),
                                        bool: T.BooleanType(), dt.datetime: T.TimestampType(), dt.date: T.DateType()}


def table_frame(spark: SparkSession, tables: Tables, model: Any, provenance: bool = True) -> DataFrame:
    """One table's rows as a DataFrame typed from the model's columns (``provenance=False``: without
    topic, partition and offset)."""
    columns = [c for c in _columns(model) if provenance or c.name not in PROVENANCE]
    schema = T.StructType([T.StructField(c.name, _SPARK_TYPES[getattr(c.type, "impl", c.type).python_type])
                           for c in columns])
    rows = [tuple(row[c.name] for c in columns) for row in tables[model.__tablename__]]
    return spark.createDataFrame(rows, schema)


def assert_same_tables(spark: SparkSession, actual: Tables, expected: Tables) -> None:
    """Every table equal, row for row (in any order); the parse step's tables without their provenance."""
    for model in TABLES:
        provenance = model.__tablename__ not in PARSED_TABLES
        assertDataFrameEqual(table_frame(spark, actual, model, provenance),
                             table_frame(spark, expected, model, provenance))


def assert_parts_name_their_raw_record(tables: Tables, raw_topic: str) -> None:
    """Spark's parsed rows point at the raw record of their mail (its mails row's provenance), not at a part
    topic: what `otcmail replay` or a reprocess of that offset would read again."""
    raw = {m["id"]: tuple(m[c] for c in PROVENANCE) for m in tables["mails"]}
    assert raw and all(where[0] == raw_topic for where in raw.values())
    for name in ("parsed_units", "quotes"):
        assert tables[name]
        for row in tables[name]:
            assert tuple(row[c] for c in PROVENANCE) == raw[row["mail_id"]], (name, row)
    for row in tables["extraction_errors"]:
        assert row["topic"] == raw_topic, row
