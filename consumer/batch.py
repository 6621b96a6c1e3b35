"""The one batch step every runner uses: the unpack and parser consumers, and the Spark jobs.

    process each record (a step; poison comes back as a FailedRecord)
      -> dead-letter limit (before anything is written)
      -> ONE database transaction (refused for a record's data: record by record, and a record the
         database refuses is poison too; refused for good, a schema missing or permission denied:
         DatabaseFatal stops the runner; consumer/dbwrite.py)
      -> publish the records the batch made, acknowledged (the unpack stage's part records)
      -> dead-letter sends, acknowledged
    and then the runner commits: the consumers their offsets, Spark finishes the task.

A transient failure (database or broker down) is handed to the runner's :class:`Retry` policy: the
consumers retry until they are stopped, Spark a number of times and then fails the task (which Spark
retries). Nothing is skipped: every write is idempotent, so doing a batch twice is harmless.
"""

from __future__ import annotations

import contextvars
import logging
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from kafka.errors import KafkaError
from sqlalchemy.orm import Session, sessionmaker

from consumer.dbwrite import write_batch
from consumer.deadletter import DeadLetterLimit, DeadLetterSink
from consumer.records import RecordData
from consumer.unpack import PartRecord, Unpacked
from core.errors import TransientError
from db.documents import FailedRecord, ParsedRecord
from db.repository import WriteSummary, record_failures, write_results, write_unpacked

log = logging.getLogger(__name__)
T = TypeVar("T")

Outcome = ParsedRecord | Unpacked
#: A step: one record -> what to store, or a poison record (a list when one record makes several, as in Spark).
Process = Callable[[RecordData], "Outcome | FailedRecord | list[Outcome | FailedRecord]"]


class Abandoned(Exception):
    """Shutdown was asked while a transient failure persisted: the batch stays uncommitted."""


class Retry(Protocol):
    def __call__(self, what: str, fn: Callable[[], T]) -> T: ...


@dataclass
class RetryUntilStopped:
    """The consumers' policy: back off and retry until it works, or raise Abandoned once stopping."""

    stop: threading.Event
    backoff_s: float
    backoff_max_s: float
    name: str = ""

    def __call__(self, what: str, fn: Callable[[], T]) -> T:
        delay = self.backoff_s
        while True:
            try:
                return fn()
            except (TransientError, KafkaError) as exc:
                if self.stop.is_set():
                    raise Abandoned(what) from exc
                log.warning("%s: %s unavailable (%s); batch not committed, retrying in %.1fs", self.name, what, exc,
                            delay)
                self.stop.wait(delay)
                delay = min(delay * 2, self.backoff_max_s)


@dataclass
class RetryAttempts:
    """Spark's policy: a few tries with back-off, then the error fails the task (Spark retries tasks)."""

    attempts: int
    backoff_s: float
    backoff_max_s: float

    def __call__(self, what: str, fn: Callable[[], T]) -> T:
        delay = self.backoff_s
        for attempt in range(1, self.attempts + 1):
            try:
                return fn()
            except TransientError as exc:
                if attempt == self.attempts:
                    raise
                log.warning("%s unavailable (%s), retry %d in %.1fs", what, exc, attempt, delay)
                time.sleep(delay)
                delay = min(delay * 2, self.backoff_max_s)
        raise AssertionError("unreachable")


def write_outcomes(session: Session, good: Sequence[Outcome], failed: Sequence[FailedRecord],
                   parser_version: str) -> WriteSummary:
    """Every writer in one: unpacked mails first (their rows), then parsed parts, then poison records."""
    unpacked = [o.document for o in good if isinstance(o, Unpacked)]
    parsed = [o for o in good if isinstance(o, ParsedRecord)]
    summary = write_unpacked(session, unpacked, parser_version) if unpacked else WriteSummary()
    if parsed:
        summary = summary + write_results(session, parsed, parser_version)
    if failed:
        summary = summary + WriteSummary(errors_inserted=record_failures(session, failed, parser_version))
    return summary


@dataclass
class BatchResult:
    records: int  # how many of the records given were processed (all, unless a time budget cut the batch)
    summary: WriteSummary
    written: list[Outcome] = field(default_factory=list)
    failed: list[FailedRecord] = field(default_factory=list)
    published: int = 0
    process_s: float = 0.0  # in the steps (unpacking, extraction)
    write_s: float = 0.0  # in the database transaction, publishing and dead-letter sends


class BatchStep:
    """limit -> write (record-by-record fallback) -> publish -> dead-letter; the caller then commits.

    ``workers`` > 1 runs the step on that many records of the batch at once, in threads (the document
    lane: each PDF or Word document is parsed in a child process of its own, so the threads mostly wait).
    """

    def __init__(self, process: Process, session_factory: sessionmaker[Session], parser_version: str, retry: Retry, *,
                 limit: DeadLetterLimit | None = None, dead_letters: DeadLetterSink | None = None,
                 publish: Callable[[list[PartRecord]], None] | None = None, name: str = "",
                 workers: int = 1) -> None:
        self.process = process
        self.workers = max(1, workers)
        self.session_factory = session_factory
        self.parser_version = parser_version
        self.retry = retry
        self.limit = limit
        self.dead_letters = dead_letters
        self.publish = publish
        self.name = name

    def run(self, records: Sequence[RecordData], budget_s: float | None = None) -> BatchResult:
        """Process, limit, write, publish and dead-letter ``records``, or their first ones.

        With ``budget_s``, no record is started once that many seconds went by since the first one
        (the first is always done): ``BatchResult.records`` says how many were, the caller commits
        those and reads the others again. This keeps a batch of slow records within the consumer's
        ``max_poll_interval_ms``. A transient failure of a step (``ExtractionInterrupted``) is raised
        before anything is written.
        """
        started = time.perf_counter()
        deadline = None if budget_s is None else started + budget_s
        good: list[Outcome] = []
        failed: list[FailedRecord] = []
        outcomes = self._process(records, deadline)
        for outcome in outcomes:
            for o in outcome if isinstance(outcome, list) else (outcome,):
                (failed if isinstance(o, FailedRecord) else good).append(o)
        records = records[:len(outcomes)]
        processed = time.perf_counter()
        if self.limit is not None:
            self.limit.check(len(good) + len(failed), len(failed))  # before anything is written or committed
        by_source = {r.source: r for r in records}
        summary, written, failed = self.retry("database", lambda: self._write(good, failed, by_source))
        published = 0
        if self.publish is not None:
            parts = [p for o in written if isinstance(o, Unpacked) for p in o.parts]
            if parts:
                self.retry("part topics", lambda: self.publish(parts))  # type: ignore[misc]
                published = len(parts)
        if self.dead_letters is not None and failed:
            self.retry("dead-letter topic", lambda: self.dead_letters.send(failed))  # type: ignore[union-attr]
        return BatchResult(len(records), summary, written, failed, published, processed - started,
                           time.perf_counter() - processed)

    def _process(self, records: Sequence[RecordData], deadline: float | None) -> list[Any]:
        """The step's outcome of each record started before ``deadline`` (the first always is), in order.

        With several workers, records are started in order while fewer than ``workers`` are in flight and
        the deadline has not passed; every started one is finished, so what is done is always the first
        records of the batch (the caller commits them and reads the rest again). An error a step raises
        (``ExtractionInterrupted``) stops new starts, lets the others finish, and is raised.
        """
        if self.workers == 1 or len(records) == 1:
            outcomes = []
            for record in records:
                if deadline is not None and outcomes and time.perf_counter() >= deadline:
                    break
                outcomes.append(self.process(record))
            return outcomes
        futures: list[Future[Any]] = []
        with ThreadPoolExecutor(self.workers, thread_name_prefix=f"{self.name or 'batch'}-step") as pool:
            running: set[Future[Any]] = set()
            for record in records:
                if futures and deadline is not None and time.perf_counter() >= deadline:
                    break
                while len(running) >= self.workers:
                    _, running = wait(running, return_when=FIRST_COMPLETED)
                if any(f.done() and f.exception() is not None for f in futures):
                    break
                if futures and deadline is not None and time.perf_counter() >= deadline:
                    break
                # Each step runs in a copy of this thread's context: the child policy (extractors.safety) holds.
                futures.append(pool.submit(contextvars.copy_context().run, self.process, record))
                running.add(futures[-1])
        return [f.result() for f in futures]  # raises the first step error, after every started step ended

    def _write(self, good: list[Outcome], failed: list[FailedRecord],
               by_source: dict[Any, RecordData]) -> tuple[WriteSummary, list[Outcome], list[FailedRecord]]:
        """One transaction for the batch; a record the database refuses is poison, a fatal refusal stops
        (consumer/dbwrite.py: what is retried, dead-lettered or fatal, by db.engine.classify)."""
        def write(session: Session, outcomes: Sequence[Outcome], poison: Sequence[FailedRecord]) -> WriteSummary:
            return write_outcomes(session, outcomes, poison, self.parser_version)

        return write_batch(self.session_factory, write, good, failed, by_source, self.name, self.parser_version)
