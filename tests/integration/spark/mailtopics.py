"""Corpus mails on real topics, and the rows "the consumers store" for a set of records.

Mails are turned into records by the producer's own ``SourceReader`` and sent with the project's
producer factory to topics of their own (a unique prefix per test). The consumer-side reference runs
``consumer.steps.process_record`` and ``db.repository``'s writer over records fetched with a plain
kafka-python consumer, one transaction per batch, exactly as the consumer's steps chain does.
"""

from __future__ import annotations

import datetime as dt
import socket
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kafka import TopicPartition
from sqlalchemy import Engine, select

from broker.clients import make_consumer, make_producer
from broker.records import decode_headers
from broker.topics import ensure_topics
from config.settings import Settings
from consumer.steps import RecordData, process_record
from db.documents import ParsedRecord
from db.engine import make_session_factory
from db.models import Attachment, ExtractionErrorRow, Mail, ParsedUnit, Quote
from db.repository import record_failures, write_results
from extractors import PARSER_VERSION
from extractors.model import ExtractionLimits
from producer.source import FileMeta, SourceReader
from tests.integration.spark.conftest import spark_test_settings

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
    settings = spark_test_settings(home, broker={"bootstrap_servers": kafka.broker.bootstrap}, topics=topics,
                                   database={"url": database_url}, **overrides)
    ensure_topics(settings)
    return settings


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


def fetch_records(settings: Settings, keep: Callable[[RecordData], bool] = lambda r: True) -> list[RecordData]:
    """Every record of the mail and attachment topics (up to their current end), as RecordData."""
    consumer = make_consumer(settings, group_id=None, consumer_timeout_ms=5000)
    try:
        tps = [TopicPartition(t, p) for t in (settings.topics.mails, settings.topics.attachments)
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


def consumer_store(settings: Settings, engine: Engine, records: list[RecordData], batch: int = 50) -> None:
    """What the consumers store for ``records``: the steps, then the writer, a transaction per batch."""
    limits = ExtractionLimits.from_settings(settings.limits)
    factory = make_session_factory(engine)
    for i in range(0, len(records), batch):
        results = [process_record(r, limits) for r in records[i:i + batch]]
        with factory.begin() as session:
            write_results(session, [r for r in results if isinstance(r, ParsedRecord)], PARSER_VERSION)
            record_failures(session, [r for r in results if not isinstance(r, ParsedRecord)], PARSER_VERSION)


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
