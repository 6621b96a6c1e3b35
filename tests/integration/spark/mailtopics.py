"""Corpus mails on real topics, and the rows the real consumers store for them.

Mails are turned into records by the producer's own ``SourceReader`` and sent with the project's
producer factory to topics of their own (a unique prefix per test). The reference is the parser
consumers themselves: ``consumer.processor.run_consumers`` in a thread, into a database of its own,
stopped when the group's lag is zero; their dead-letter topic is read back with a plain consumer.
"""

from __future__ import annotations

import datetime as dt
import logging
import socket
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kafka import TopicPartition
from pydantic import SecretStr
from sqlalchemy import Engine, select

from broker.clients import make_consumer, make_producer
from broker.records import decode_headers
from broker.topics import ensure_topics
from config.settings import Settings
from consumer.deadletter import H_DLQ_FAILED_AT, H_DLQ_GROUP
from consumer.steps import RecordData
from db.models import Attachment, ExtractionErrorRow, Mail, ParsedUnit, Quote
from producer.source import FileMeta, SourceReader
from tests.integration.spark.conftest import spark_test_settings
from tests.integration.spark.databases import migrated_engine
from tests.support.consumers import consumers_running, lag_is_zero, wait_for

log = logging.getLogger(__name__)
CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "mails"
# Cheap and varied: bodies, HTML, forwards, replies, CSV/XLSX/DOCX attachments, and a few PDFs.
MIX = ("text", "html", "reply", "forward", "forward-attached", "eu", "csv", "xlsx", "docx", "pdf")


def corpus_mails(per_format: int) -> list[Path]:
    files: list[Path] = []
    for fmt in MIX:
        files += sorted(CORPUS.glob(f"*-{fmt}.eml"))[:per_format]
    return files


def spark_kafka_settings(kafka: Settings, home: Path, database_url: str, partitions: int = 3,
                         **overrides: Any) -> Settings:
    """Spark test settings on the session's broker, with topics of their own (created here)."""
    prefix = f"spark-{uuid.uuid4().hex[:8]}"
    topics = {"mails": f"{prefix}.mails", "attachments": f"{prefix}.attachments",
              "dead_letter": f"{prefix}.dead-letter", "partitions": partitions}
    consumer = {"group": f"{prefix}-parsers", "poll_timeout_ms": 200, "session_timeout_ms": 6000,
                "retry_backoff_s": 0.2, "retry_backoff_max_s": 2.0} | overrides.pop("consumer", {})
    settings = spark_test_settings(home, broker={"bootstrap_servers": kafka.broker.bootstrap}, topics=topics,
                                   database={"url": database_url}, consumer=consumer, **overrides)
    ensure_topics(settings)
    return settings


def run_settings(settings: Settings, database_url: str, dead_letter: str | None = None) -> Settings:
    """The same topics and broker, another database and (created here) another dead-letter topic."""
    topics = settings.topics.model_copy(update={
        "dead_letter": dead_letter or f"{settings.topics.mails.rsplit('.', 1)[0]}.dlq-{uuid.uuid4().hex[:6]}"})
    database = settings.database.model_copy(update={"url": SecretStr(database_url)})
    out = settings.model_copy(update={"topics": topics, "database": database})
    ensure_topics(out)
    return out


@dataclass(frozen=True)
class Sent:
    topic: str
    partition: int
    offset: int
    mail_file: str


def publish(settings: Settings, files: Iterable[Path]) -> list[Sent]:
    reader = SourceReader(settings)
    producer = make_producer(settings)
    futures = []
    try:
        for path in files:
            meta = FileMeta(path=path, rel=path.name, seen_at=dt.datetime.now(dt.UTC).isoformat(),
                            host=socket.gethostname())
            for out in reader.prepare(meta).records:
                futures.append((producer.send(out.topic, key=out.key, value=out.value, headers=out.headers),
                                path.name))
        producer.flush()
        sent = []
        for future, name in futures:
            md = future.get(timeout=30)
            sent.append(Sent(md.topic, md.partition, md.offset, name))
        return sent
    finally:
        producer.close()


def log_ends(settings: Settings) -> dict[tuple[str, int], int]:
    """The end offset of every partition of the mail and attachment topics."""
    consumer = make_consumer(settings, group_id=None)
    try:
        tps = [TopicPartition(t, p) for t in (settings.topics.mails, settings.topics.attachments)
               for p in sorted(consumer.partitions_for_topic(t) or ())]
        return {(tp.topic, tp.partition): offset for tp, offset in consumer.end_offsets(tps).items()}
    finally:
        consumer.close()


def offsets_bound(offsets: dict[tuple[str, int], int]) -> str:
    """A ``--from`` / ``--to`` value naming every partition."""
    return ",".join(f"{t}:{p}={o}" for (t, p), o in sorted(offsets.items()))


def fetch_records(settings: Settings, keep: Callable[[RecordData], bool] = lambda r: True,
                  topics: tuple[str, ...] = ()) -> list[RecordData]:
    """Every record of ``topics`` (default: the mail and attachment topics) up to their current end."""
    consumer = make_consumer(settings, group_id=None, consumer_timeout_ms=5000)
    try:
        tps = [TopicPartition(t, p) for t in (topics or (settings.topics.mails, settings.topics.attachments))
               for p in sorted(consumer.partitions_for_topic(t) or ())]
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


def consumers_store(settings: Settings, rounds: int = 2, timeout: float = 60) -> dict[str, list[tuple[Any, ...]]]:
    """Run the real parser consumers (one worker) into ``settings``' database until their lag is zero;
    the rows they stored (see :func:`table_rows`).

    A lane of kafka-python's group consumer occasionally joins before it has the topic's metadata and
    sits without partitions (seen on the loaded 2-core CI machine); a second round, which resumes from
    the committed offsets as a restarted consumer does, gets it going.
    """
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
    records = fetch_records(settings, topics=(settings.topics.dead_letter,))
    return sorted(((r.key, r.value, tuple(sorted((k, v) for k, v in r.headers.items() if k not in volatile)))
                   for r in records), key=repr)


def dead_letter_groups(settings: Settings) -> list[str]:
    return [r.headers[H_DLQ_GROUP] for r in fetch_records(settings, topics=(settings.topics.dead_letter,))]


_VOLATILE = {"id", "stored_at", "parsed_at", "created_at"}


def table_rows(engine: Engine) -> dict[str, list[tuple[Any, ...]]]:
    """The content of every table the parser writes, without surrogate ids and write times, sorted."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    with engine.connect() as conn:
        for model in (Mail, Attachment, ParsedUnit, Quote, ExtractionErrorRow):
            cols = [c for c in model.__table__.c if c.name not in _VOLATILE]
            rows = conn.execute(select(*cols)).all()
            out[model.__tablename__] = sorted((tuple(r) for r in rows), key=repr)
    return out
