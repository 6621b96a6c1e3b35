"""The unpack and parse stages on Spark executors: raw topic rows -> the consumers' steps and batch step.

Used by `spark reprocess` (a bounded batch) and `spark stream` (each micro-batch). Spark reads the raw
topic, the system of record; each raw record is unpacked and its parts parsed in memory
(``consumer.pipeline.unpack_and_parse``: the same steps as the unpack and parser consumers, no part
topic in between), and a partition of rows goes through the consumers' own
:class:`consumer.batch.BatchStep` in batches of ``batch_size`` records::

    unpack + parse (each record) -> dead-letter limit -> ONE database transaction (record-by-record
         fallback) -> dead-letter sends acknowledged -> (task done; the job / micro-batch done after every task)

So the natural keys, the conflict handling, the per-mail parser version and the fallback are the same
code as the consumers'. Poison records go to the dead-letter topic before the task returns: a crash
before that re-runs the task (or the micro-batch, from the checkpoint), so a poison record is sent
again rather than lost (at-least-once, as for the consumers). The dead-letter limit is kept per
Python worker and run; passing it fails the task, hence the job or the query. A transient database or
broker failure is retried with back-off (:class:`consumer.batch.RetryAttempts`) and then fails the
task (Spark retries it; the writes are idempotent), never skipped. A record the database refuses (its
data: ``db.engine.classify`` says poison) is written alone, refused, dead-lettered and recorded with its
reason, and the partition goes on, so one unwritable record neither fails a reprocess nor holds a stream
on its micro-batch; a database that refuses every write (a table missing, permission denied:
``DatabaseFatal``) fails the task and the job with that message (consumer/dbwrite.py).
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from broker.records import decode_headers
from config.settings import Settings
from consumer.batch import BatchStep, RetryAttempts
from consumer.deadletter import DeadLetterLimit, DeadLetterSink
from consumer.pipeline import unpack_and_parse
from consumer.records import RecordData
from consumer.unpack import Unpacked, UnpackOptions
from core.collector import tune_collector
from db.engine import make_engine, make_session_factory
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
    unpack: UnpackOptions
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
    parts: int = 0  # part records unpacked and parsed (bodies and attachments)
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


def _dead_letter_limit(config: DeadLetterConfig) -> DeadLetterLimit:
    limit = _LIMITS.get(config.run_id)
    if limit is None:
        limit = _LIMITS[config.run_id] = DeadLetterLimit(config.max_ratio, config.window)
    return limit


def parse_partition(config: WriterConfig, rows: Iterable[Any]) -> Iterator[ParseCounts]:
    """mapPartitions body: unpack, parse and write every raw row; yield one ParseCounts for the partition."""
    tune_collector()  # an executor's Python worker is a process of its own
    dead_letter = config.dead_letter
    sink = DeadLetterSink(dead_letter.settings, dead_letter.group, config.parser_version) if dead_letter else None
    step = BatchStep(
        functools.partial(unpack_and_parse, options=config.unpack, limits=config.limits,
                          attempts=config.extract_attempts),
        _session_factory(config), config.parser_version,
        RetryAttempts(config.write_attempts, config.backoff_s, config.backoff_max_s),
        limit=_dead_letter_limit(dead_letter) if dead_letter else None, dead_letters=sink, name="spark",
    )
    total = ParseCounts()
    batch: list[RecordData] = []
    clock = time.perf_counter

    def flush() -> ParseCounts:
        if not batch:
            return ParseCounts()
        result = step.run(batch)
        s = result.summary
        batch.clear()
        return ParseCounts(
            mails=sum(1 for o in result.written if isinstance(o, Unpacked)),
            parts=sum(1 for o in result.written if not isinstance(o, Unpacked)), units_new=s.units_new,
            units_present=s.units_unchanged, units_replaced=s.units_replaced, quotes_written=s.quotes_inserted,
            quotes_deleted=s.quotes_deleted, errors_written=s.errors_inserted, poison=len(result.failed),
            dead_lettered=len(result.failed) if sink is not None else 0, parse_s=result.process_s,
            write_s=result.write_s,
        )

    records = 0
    started = clock()
    try:
        for row in rows:
            batch.append(record_from_row(row))
            records += 1
            if len(batch) >= config.batch_size:
                total = total + flush()
        total = total + flush()
    finally:
        if sink is not None:
            sink.close()
    elapsed = clock() - started
    yield total + ParseCounts(records=records, read_s=max(0.0, elapsed - total.parse_s - total.write_s))
