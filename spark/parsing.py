"""The parser stage on Spark executors: Kafka rows -> ``consumer.steps`` -> ``db.repository``'s writer.

Used by `spark reprocess` (a bounded batch) and `spark stream` (each micro-batch). A partition of
rows is processed in batches of ``batch_size`` records; each batch is one database transaction of
:func:`db.repository.write_results` (and :func:`db.repository.record_failures` for poison records),
exactly as the consumers write, so the natural keys, the conflict handling and the replacement of
units parsed by an older parser version are the same code. A transient database failure is retried
with back-off and then fails the task (Spark retries it; the writes are idempotent), never skipped.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from broker.records import H_KIND, KIND_MAIL, decode_headers
from consumer.steps import RecordData, process_record
from db.documents import FailedRecord, ParsedRecord
from db.engine import is_transient, make_engine, make_session_factory
from db.repository import record_failures, write_results
from extractors.model import ExtractionLimits
from otcmail.errors import DatabaseUnavailable

log = logging.getLogger(__name__)

#: Columns the rows must have: the Kafka source's (``includeHeaders`` on), the time as epoch millis.
KAFKA_COLUMNS = ("topic", "partition", "offset", "key", "value", "headers", "timestamp_ms")


@dataclass(frozen=True)
class WriterConfig:
    """What an executor needs to parse and write; small and picklable (no settings object, no engine)."""

    database_url: str
    limits: ExtractionLimits
    parser_version: str
    batch_size: int = 500
    extract_attempts: int = 2
    write_attempts: int = 6
    backoff_s: float = 1.0
    backoff_max_s: float = 30.0

    def __repr__(self) -> str:  # the URL may hold a password: never in a log or a Spark plan
        return f"WriterConfig(parser_version={self.parser_version!r}, batch_size={self.batch_size})"


@dataclass(frozen=True)
class ParseCounts:
    """What one partition (or a whole job, summed) read and wrote."""

    records: int = 0
    mails: int = 0
    attachments: int = 0
    units_new: int = 0
    units_present: int = 0
    units_replaced: int = 0
    quotes_written: int = 0
    quotes_deleted: int = 0
    errors_written: int = 0
    poison: int = 0

    def __add__(self, other: ParseCounts) -> ParseCounts:
        return ParseCounts(*(getattr(self, f.name) + getattr(other, f.name) for f in dataclasses.fields(self)))

    def as_dict(self) -> dict[str, int]:
        return dataclasses.asdict(self)


def record_from_row(row: Any) -> RecordData:
    """A Kafka source row (a pyspark Row or a dict of the same fields) -> the steps' RecordData."""
    get = row.__getitem__
    headers = decode_headers((h["key"], bytes(h["value"]) if h["value"] is not None else None)
                             for h in (get("headers") or ()))
    stamp = get("timestamp_ms")
    return RecordData(
        topic=get("topic"),
        partition=int(get("partition")),
        offset=int(get("offset")),
        key=bytes(get("key")) if get("key") is not None else None,
        value=bytes(get("value")) if get("value") is not None else None,
        headers=headers,
        timestamp_ms=int(stamp) if stamp is not None else None,
    )


_FACTORIES: dict[str, sessionmaker[Session]] = {}


def _session_factory(config: WriterConfig) -> sessionmaker[Session]:
    """One engine per database per Python worker (workers are reused across tasks)."""
    factory = _FACTORIES.get(config.database_url)
    if factory is None:
        from config.settings import DatabaseSettings

        engine: Engine = make_engine(DatabaseSettings(url=config.database_url))
        factory = _FACTORIES[config.database_url] = make_session_factory(engine)
    return factory


def write_batch(factory: sessionmaker[Session], config: WriterConfig, parsed: list[ParsedRecord],
                failed: list[FailedRecord]) -> ParseCounts:
    """One transaction: the consumers' writer for the parsed records and the poison ones."""
    delay = config.backoff_s
    for attempt in range(1, config.write_attempts + 1):
        try:
            with factory.begin() as session:
                summary = write_results(session, parsed, config.parser_version)
                errors = record_failures(session, failed, config.parser_version)
            return ParseCounts(
                units_new=summary.units_new, units_present=summary.units_unchanged,
                units_replaced=summary.units_replaced, quotes_written=summary.quotes_inserted,
                quotes_deleted=summary.quotes_deleted, errors_written=summary.errors_inserted + errors,
                poison=len(failed),
            )
        except Exception as exc:
            if not is_transient(exc) or attempt == config.write_attempts:
                if is_transient(exc):
                    raise DatabaseUnavailable(f"database unavailable after {attempt} attempts: {exc}") from exc
                raise
            log.warning("database write failed (%s), retry %d in %.1fs", type(exc).__name__, attempt, delay)
            time.sleep(delay)
            delay = min(delay * 2, config.backoff_max_s)
    raise AssertionError("unreachable")


def parse_partition(config: WriterConfig, rows: Iterable[Any]) -> Iterator[ParseCounts]:
    """mapPartitions body: parse and write every row, yield one ParseCounts for the partition."""
    factory = _session_factory(config)
    total = ParseCounts()
    parsed: list[ParsedRecord] = []
    failed: list[FailedRecord] = []
    pending = ParseCounts()

    def flush() -> ParseCounts:
        written = write_batch(factory, config, parsed, failed) if parsed or failed else ParseCounts()
        parsed.clear()
        failed.clear()
        return written

    for row in rows:
        record = record_from_row(row)
        is_mail = record.headers.get(H_KIND) == KIND_MAIL
        pending = pending + ParseCounts(records=1, mails=int(is_mail), attachments=int(not is_mail))
        result = process_record(record, config.limits, config.extract_attempts)
        (parsed if isinstance(result, ParsedRecord) else failed).append(result)
        if len(parsed) + len(failed) >= config.batch_size:
            total = total + pending + flush()
            pending = ParseCounts()
    total = total + pending + flush()
    yield total
