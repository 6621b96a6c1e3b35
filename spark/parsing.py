"""The parser stage on Spark executors: Kafka rows -> ``consumer.steps`` -> ``db.repository``'s writer.

Used by `spark reprocess` (a bounded batch) and `spark stream` (each micro-batch). A partition of
rows is processed in batches of ``batch_size`` records, as the consumers process a poll batch::

    steps.process_record (each record) -> dead-letter limit -> ONE database transaction
         -> dead-letter sends acknowledged -> (task done; the job / micro-batch done after every task)

The transaction is :func:`db.repository.write_results` (and :func:`db.repository.record_failures` for
poison records), exactly as the consumers write, so the natural keys, the conflict handling and the
replacement of units parsed by an older parser version are the same code. Poison records then go to
the dead-letter topic through the consumers' :class:`consumer.deadletter.DeadLetterSink`, before the
task returns: a crash before that re-runs the task (or the micro-batch, from the checkpoint), so a
poison record is sent again rather than lost (the dead-letter topic is at-least-once, as for the
consumers). The consumers' :class:`~consumer.deadletter.DeadLetterLimit` is kept per Python worker and
run, over the records that worker parsed; passing it fails the task, hence the job or the query.
A transient database or broker failure is retried with back-off and then fails the task (Spark
retries it; the writes are idempotent), never skipped.
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
from config.settings import Settings
from consumer.deadletter import DeadLetterLimit, DeadLetterSink
from consumer.steps import RecordData, process_record
from core.errors import BrokerUnavailable, DatabaseUnavailable
from db.documents import FailedRecord, ParsedRecord
from db.engine import is_transient, make_engine, make_session_factory
from db.repository import record_failures, write_results
from extractors.model import ExtractionLimits

log = logging.getLogger(__name__)

#: Columns the rows must have: the Kafka source's (``includeHeaders`` on), the time as epoch millis.
KAFKA_COLUMNS = ("topic", "partition", "offset", "key", "value", "headers", "timestamp_ms")


@dataclass(frozen=True)
class DeadLetterConfig:
    """Where poison records go: the consumers' dead-letter topic and limit (``[consumer]`` settings)."""

    settings: Settings = dataclasses.field(repr=False)  # the broker connection and topics.dead_letter
    group: str  # the dlq-group header: which job gave up on the record
    run_id: str  # one run of a job (a reprocess, a started query): the limit's window is per worker and run
    max_ratio: float
    window: int

    @classmethod
    def from_settings(cls, settings: Settings, group: str, run_id: str) -> DeadLetterConfig:
        return cls(settings, group, run_id, settings.consumer.dead_letter_max_ratio,
                   settings.consumer.dead_letter_window)


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
    dead_letter: DeadLetterConfig | None = None  # None: poison records only go to the errors table

    def __repr__(self) -> str:  # the URL may hold a password: never in a log or a Spark plan
        return f"WriterConfig(parser_version={self.parser_version!r}, batch_size={self.batch_size})"


@dataclass(frozen=True)
class ParseCounts:
    """What one partition (or a whole job, summed) read and wrote, and where its worker's time went:
    ``read_s`` waiting for rows from the JVM and decoding them, ``parse_s`` in the steps (extraction),
    ``write_s`` in the database transactions and dead-letter sends (lock waits included)."""

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
    dead_lettered: int = 0
    read_s: float = 0.0
    parse_s: float = 0.0
    write_s: float = 0.0

    def __add__(self, other: ParseCounts) -> ParseCounts:
        return ParseCounts(*(getattr(self, f.name) + getattr(other, f.name) for f in dataclasses.fields(self)))

    def as_dict(self) -> dict[str, float]:
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
_LIMITS: dict[str, DeadLetterLimit] = {}  # per run id, in this Python worker (workers are reused)


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


def _dead_letter_limit(config: DeadLetterConfig) -> DeadLetterLimit:
    limit = _LIMITS.get(config.run_id)
    if limit is None:
        limit = _LIMITS[config.run_id] = DeadLetterLimit(config.max_ratio, config.window)
    return limit


def send_dead_letters(sink: DeadLetterSink, config: WriterConfig, failed: list[FailedRecord]) -> None:
    """The consumers' sink, acknowledged; a broker outage is retried with back-off, then fails the task."""
    delay = config.backoff_s
    for attempt in range(1, config.write_attempts + 1):
        try:
            sink.send(failed)
            return
        except BrokerUnavailable as exc:
            if attempt == config.write_attempts:
                raise
            log.warning("dead-letter send failed (%s), retry %d in %.1fs", exc, attempt, delay)
            time.sleep(delay)
            delay = min(delay * 2, config.backoff_max_s)


def parse_partition(config: WriterConfig, rows: Iterable[Any]) -> Iterator[ParseCounts]:
    """mapPartitions body: parse and write every row, yield one ParseCounts for the partition."""
    factory = _session_factory(config)
    dead_letter = config.dead_letter
    sink = DeadLetterSink(dead_letter.settings, dead_letter.group, config.parser_version) if dead_letter else None
    limit = _dead_letter_limit(dead_letter) if dead_letter else None
    total = ParseCounts()
    parsed: list[ParsedRecord] = []
    failed: list[FailedRecord] = []

    def flush() -> ParseCounts:
        if not parsed and not failed:
            return ParseCounts()
        if limit is not None:
            limit.check(len(parsed) + len(failed), len(failed))  # before anything of the batch is written
        written = write_batch(factory, config, parsed, failed)
        if sink is not None and failed:
            send_dead_letters(sink, config, failed)  # after the commit, before the task is done
            written = written + ParseCounts(dead_lettered=len(failed))
        parsed.clear()
        failed.clear()
        return written

    records = mails = 0
    clock = time.perf_counter
    read_s = parse_s = write_s = 0.0
    try:
        started = clock()
        for row in rows:
            record = record_from_row(row)
            records += 1
            mails += record.headers.get(H_KIND) == KIND_MAIL
            read = clock()
            result = process_record(record, config.limits, config.extract_attempts)
            (parsed if isinstance(result, ParsedRecord) else failed).append(result)
            parsed_at = clock()
            read_s += read - started
            parse_s += parsed_at - read
            if len(parsed) + len(failed) >= config.batch_size:
                total = total + flush()
                started = clock()
                write_s += started - parsed_at
            else:
                started = parsed_at
        last = clock()
        read_s += last - started
        total = total + flush()
        write_s += clock() - last
    finally:
        if sink is not None:
            sink.close()
    yield total + ParseCounts(records=records, mails=mails, attachments=records - mails,
                              read_s=read_s, parse_s=parse_s, write_s=write_s)
