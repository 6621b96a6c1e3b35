"""The poll loop: polling, batching, rebalances and shutdown. The processing is the batch step (batch.py).

One *lane* is one KafkaConsumer subscribed to one topic in one consumer group. Two stages run lanes:

* **unpack** (group ``consumer.unpack_group``): the raw topic -> ``unpack.unpack_record`` -> the mail and
  attachment rows, and the part records published to the body and attachment topics;
* **parse** (group ``consumer.group``): the body topic, the light attachment topic in its own group
  ``G.attachments`` and the heavy document topic (PDF, Word, Excel, ...) in ``G.documents`` (see
  :func:`lane_group`), so a backlog of PDFs never stalls text runs or their CSV attachments, and a
  rebalance of one lane never pauses another -> ``steps.parse_record`` -> quotes. The document lane
  extracts ``consumer.heavy_workers`` records of a batch at once (each PDF in a child process of its
  own) and commits at least every ``consumer.documents_batch_max_s``, so a heavy backlog makes steady,
  committed progress.

A process runs the lanes of its stage in threads; ``--workers N`` runs N such processes (useful up to
the partition count). Per batch (``batch.BatchStep``)::

    poll -> step (each record) -> dead-letter limit -> ONE database transaction
         -> parts published (unpack) -> dead-letter sends acknowledged -> offsets committed

Offsets move only after the database commit, so a crash at any point re-delivers the batch and the
idempotent writers turn the second write into a no-op. A transient failure (database or broker
down) is retried with back-off and never skips the batch. A commit refused because the group
rebalanced (CommitFailedError) is logged as what it is: the batch is stored, its offsets are not, and
the partition's new owner reads it again (its writes are no-ops). SIGTERM finishes the batch,
commits, leaves.

A batch is bounded by count (``consumer.batch_size``) and by time (``consumer.batch_time_s``, a quarter
of ``max_poll_interval_ms`` unless set): once its budget is spent no record is started, what is done
is written and committed, and the consumer seeks back to the rest, so a batch of slow records never
outlasts the poll interval (the group would drop the consumer, its commit would fail and the same
batch would be read forever). A lane left without partitions after a rebalance asks its client to join
again (``consumer.rebalance``: kafka-python can drop a finished join). PDF children run in their own
session; when the lane stops they are killed at once, their batch is left uncommitted and read again on
the next start (``extractors.safety``; a child killed or timed out otherwise is tried again,
``consumer.records``).
"""

from __future__ import annotations

import functools
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from kafka import TopicPartition
from kafka.errors import CommitFailedError, KafkaError, RebalanceInProgressError
from kafka.structs import OffsetAndMetadata
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from broker.clients import make_consumer
from broker.records import decode_headers
from config.settings import Settings
from consumer.batch import Abandoned, BatchStep, RetryUntilStopped
from consumer.deadletter import DeadLetterLimit, DeadLetterSink
from consumer.groups import lane_group, part_topics
from consumer.publish import part_sink
from consumer.rebalance import Rebalances
from consumer.records import RecordData, run_step
from consumer.steps import process_record
from consumer.unpack import UnpackOptions, unpack_record
from core.errors import (
    BrokerUnavailable,
    DatabaseFatal,
    DatabaseUnavailable,
    DeadLetterLimitExceeded,
    ExtractionInterrupted,
    OtcmailError,
)
from core.signals import ignore_stop_signals
from db import migrate
from db.engine import FATAL, classify, describe, is_transient, make_engine, make_session_factory
from extractors import PARSER_VERSION
from extractors.model import ExtractionLimits
from extractors.safety import assert_defused, use_child_policy

log = logging.getLogger(__name__)
T = TypeVar("T")

PARSE = "parse"
UNPACK = "unpack"
STAGES = (PARSE, UNPACK)


def _partitions_for(consumer: Any, topic: str) -> set[int]:
    try:
        return set(consumer.partitions_for_topic(topic) or ())
    except KafkaError as exc:
        raise BrokerUnavailable(f"no metadata for {topic}: {exc}") from exc


@dataclass
class LaneStats:
    batches: int = 0
    records: int = 0
    quotes: int = 0
    parts: int = 0
    poison: int = 0
    commit_failures: int = 0
    interrupted: int = 0  # batches read again because a parsing child was killed


class Lane:
    """One consumer of a group on one topic, run by :meth:`run` in its own thread."""

    def __init__(self, settings: Settings, topic: str, group: str, stop: threading.Event,
                 session_factory: sessionmaker[Session], stage: str = PARSE) -> None:
        self.settings = settings
        self.topic = topic
        self.group = group
        self.stop = stop
        self.stage = stage
        self.name = f"{group}/{topic}"
        c = settings.consumer
        self.retry = RetryUntilStopped(stop, c.retry_backoff_s, c.retry_backoff_max_s, self.name)
        self.dlq = DeadLetterSink(settings, group, PARSER_VERSION)
        self.parts = part_sink(settings, f"otcmail-{group}-parts") if stage == UNPACK else None
        heavy = stage == PARSE and topic == settings.topics.documents
        #: The lane's time budget per batch and how many of its records are extracted at once.
        self.budget_s = c.documents_batch_time_s if heavy else c.batch_time_s
        self.workers = heavy_workers(settings) if heavy else 1
        self.step = BatchStep(
            stage_process(settings, stage), session_factory, PARSER_VERSION, self.retry,
            limit=DeadLetterLimit(c.dead_letter_max_ratio, c.dead_letter_window), dead_letters=self.dlq,
            publish=self.parts.send if self.parts is not None else None, name=self.name, workers=self.workers,
        )
        self.stats = LaneStats()

    def run(self) -> None:
        c = self.settings.consumer
        consumer = make_consumer(
            self.settings, group_id=self.group, max_poll_records=c.batch_size,
            session_timeout_ms=c.session_timeout_ms, metadata_max_age_ms=c.metadata_max_age_ms,
            heartbeat_interval_ms=max(500, min(3000, c.session_timeout_ms // 3)),
            client_id=f"otcmail-{self.group}-{self.topic}",
        )
        rebalances = Rebalances(self.name, c.rejoin_after_s)
        consumer.subscribe([self.topic], listener=rebalances)
        # Fetch the topic's metadata after subscribing and before joining: a group leader whose cache lacks
        # the topic assigns no partitions at all and the group sits "stable" and idle (kafka-python issue
        # #2377); fetched before subscribing, the first metadata after the join starts a second rebalance.
        try:
            partitions = self.retry("broker (metadata)", lambda: _partitions_for(consumer, self.topic))
        except Abandoned:
            consumer.close(autocommit=False)
            return
        if not partitions:
            consumer.close(autocommit=False)
            raise OtcmailError(f"topic {self.topic} does not exist: run `otcmail topics ensure`")
        log.info("%s: consuming (%s stage, parser version %s, batches of %d records or %g s, %d at once)", self.name,
                 self.stage, PARSER_VERSION, c.batch_size, self.budget_s, self.workers)
        self._check_poll_interval()
        try:
            # Parsing child processes are stopped as soon as ``stop`` is set (extractors.safety).
            with use_child_policy(stop=self.stop, attempts=c.child_attempts):
                while not self.stop.is_set():
                    polled = self.retry("broker (poll)", lambda: consumer.poll(timeout_ms=c.poll_timeout_ms,
                                                                               max_records=c.batch_size))
                    records = [_record_data(r) for batch in polled.values() for r in batch]
                    if records:
                        self.handle(consumer, records)
                    else:
                        rebalances.check(consumer)
        except Abandoned:
            log.warning("%s: stopping with an uncommitted batch; it will be re-read on the next start", self.name)
        finally:
            consumer.close(autocommit=False)  # leaves the group: its partitions move on at once
            self.dlq.close()
            if self.parts is not None:
                self.parts.close()
            log.info("%s: left the group after %d records in %d batches (%d quotes new, %d parts published, "
                     "%d dead-lettered)", self.name, self.stats.records, self.stats.batches, self.stats.quotes,
                     self.stats.parts, self.stats.poison)

    def handle(self, consumer: Any, records: Sequence[RecordData]) -> None:
        """One batch: the batch step on the records (as many as its time budget allows), then the commit.

        Records the time budget left out are read again by the next poll (the consumer seeks back to
        them). A parsing child killed or out of time on its last try while not stopping
        (``ExtractionInterrupted``): nothing is written or committed, the batch is read again after a
        back-off; while stopping, the batch is abandoned (read again on the next start).
        """
        try:
            result = self.step.run(records, budget_s=self.budget_s)
        except ExtractionInterrupted as exc:
            if self.stop.is_set() or exc.shutdown:
                raise Abandoned("extraction") from exc
            self.stats.interrupted += 1
            log.warning("%s: %s; batch not committed, read again in %.1fs", self.name, exc,
                        self.settings.consumer.retry_backoff_s)
            self._rewind(consumer, records)
            self.stop.wait(self.settings.consumer.retry_backoff_s)
            return
        done, rest = records[:result.records], records[result.records:]
        committed = self.commit(consumer, done)
        if rest:
            self._rewind(consumer, rest)
        self.stats.batches += 1
        self.stats.records += len(done)
        self.stats.quotes += result.summary.quotes_inserted
        self.stats.parts += result.published
        self.stats.poison += len(result.failed)
        what = (f"{result.published} parts published" if self.stage == UNPACK
                else f"{result.summary.quotes_inserted} new quotes")
        cut = (f" of {len(records)} polled (batch time budget {self.budget_s:g} s spent; "
               "the others are read again)") if rest else ""
        log.info("%s: stored %d records%s (%s, %d dead-lettered), %s", self.name, len(done), cut, what,
                 len(result.failed), "offsets committed" if committed else "OFFSETS NOT COMMITTED (rebalanced)")

    def _rewind(self, consumer: Any, records: Sequence[RecordData]) -> None:
        """Seek each partition back to its first record in ``records``: the next poll reads them again."""
        first: dict[TopicPartition, int] = {}
        for r in records:
            tp = TopicPartition(r.topic, r.partition)
            first[tp] = min(first.get(tp, r.offset), r.offset)
        for tp, offset in first.items():
            try:
                consumer.seek(tp, offset)
            except (ValueError, KafkaError) as exc:  # no longer assigned: its new owner starts at the committed offset
                log.info("%s: not re-reading %s[%d] from %d here (%s)", self.name, tp.topic, tp.partition, offset, exc)

    def _check_poll_interval(self) -> None:
        """Warn when one record in flight at the end of a batch's time budget can outlast the poll interval."""
        c, limits = self.settings.consumer, self.settings.limits
        worst = self.budget_s + limits.pdf_timeout_s * max(1, c.child_attempts)
        if worst >= c.max_poll_interval_ms / 1000:
            log.warning("%s: a batch may take %g s (its time budget %g s + limits.pdf_timeout_s %g x "
                        "consumer.child_attempts %d), not under consumer.max_poll_interval_ms %d: the group could "
                        "drop this consumer mid-batch", self.name, worst, self.budget_s, limits.pdf_timeout_s,
                        c.child_attempts, c.max_poll_interval_ms)

    def commit(self, consumer: Any, records: Sequence[RecordData]) -> bool:
        """Commit the batch's offsets; False when the group had moved the partitions on (nothing lost)."""
        offsets: dict[TopicPartition, OffsetAndMetadata] = {}
        for r in records:
            tp = TopicPartition(r.topic, r.partition)
            if tp not in offsets or offsets[tp].offset <= r.offset:
                offsets[tp] = OffsetAndMetadata(r.offset + 1, "", -1)

        def commit() -> bool:
            try:
                consumer.commit(offsets, timeout_ms=int(self.settings.broker.connect_timeout_s * 3000))
                return True
            except (CommitFailedError, RebalanceInProgressError) as exc:
                # Not a broker outage: retrying the commit cannot work before the next poll rejoins the group.
                self.stats.commit_failures += 1
                log.error("%s: offset commit FAILED, the group rebalanced (%s): the batch is stored but its "
                          "offsets are not; the partitions' new owner reads it again and its writes are no-ops",
                          self.name, exc)
                return False
            except KafkaError as exc:
                raise BrokerUnavailable(f"offset commit failed: {exc}") from exc

        return self.retry("broker (commit)", commit)


def stage_process(settings: Settings, stage: str) -> Callable[[RecordData], Any]:
    """The step of a stage, as the batch step calls it: one record -> outcome or poison."""
    attempts = settings.consumer.extract_attempts
    if stage == UNPACK:
        options = UnpackOptions.from_settings(settings)
        return functools.partial(_unpack, options=options, attempts=attempts)
    limits = ExtractionLimits.from_settings(settings.limits)
    return functools.partial(process_record, limits=limits, attempts=attempts)


def _unpack(record: RecordData, options: UnpackOptions, attempts: int) -> Any:
    return run_step(record, lambda rec: unpack_record(rec, options), attempts, failure="unpack_failed")


def _record_data(r: Any) -> RecordData:
    return RecordData(r.topic, r.partition, r.offset, r.key, r.value, decode_headers(r.headers), r.timestamp)


# -- entry points --------------------------------------------------------------------------------


def stage_lanes(settings: Settings, stage: str, group: str | None = None) -> list[tuple[str, str]]:
    """(topic, consumer group) of each lane of a stage."""
    if stage == UNPACK:
        return [(settings.topics.raw, group or settings.consumer.unpack_group)]
    group = group or settings.consumer.group
    return [(topic, lane_group(settings, group, topic)) for topic in part_topics(settings)]


def heavy_workers(settings: Settings) -> int:
    """Document-lane records extracted at once: ``consumer.heavy_workers``, between 1 and the CPU count."""
    return max(1, min(settings.consumer.heavy_workers, os.cpu_count() or 1))


def run_consumers(settings: Settings, stop: threading.Event, workers: int = 1, group: str | None = None,
                  stage: str = PARSE) -> None:
    """Run the consumers of a stage until ``stop`` is set; returns after they left their groups.

    ``stage`` is ``parse`` (the body lane in group ``group``, default ``consumer.group``, the
    attachment lane in ``group.attachments`` and the document lane in ``group.documents``) or
    ``unpack`` (the raw topic in ``group``, default ``consumer.unpack_group``). Applies the migrations
    first. ``workers`` processes each run every lane of the stage. Raises
    :class:`DeadLetterLimitExceeded` (or another :class:`OtcmailError`)
    when a worker stopped on its own.
    """
    if stage not in STAGES:
        raise OtcmailError(f"no stage {stage!r} (one of {', '.join(STAGES)})")
    assert_defused()  # refuse to parse attachments with an XML parser that expands entities
    engine = make_engine(settings)
    try:
        _retry_db(lambda: migrate.upgrade(engine), stop)
    finally:
        engine.dispose()
    if workers <= 1:
        _run_lanes(settings, stop, stage, group)
        return
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_worker_main, args=(settings, stage, group), name=f"otcmail-{stage}-{i}",
                         daemon=False) for i in range(workers)]
    for p in procs:
        p.start()
    log.info("started %d %s processes (pids %s)", workers, stage, ", ".join(str(p.pid) for p in procs))
    failed: list[tuple[int | None, int | None]] = []
    try:
        while not stop.wait(0.5):
            dead = [p for p in procs if not p.is_alive()]
            if dead:
                failed = [(p.pid, p.exitcode) for p in dead]
                log.error("consumer process(es) stopped on their own: %s; stopping the others", failed)
                break
    finally:
        for p in procs:
            if p.is_alive():
                p.terminate()  # SIGTERM: finish the batch, commit, leave the group
        deadline = time.monotonic() + 120
        for p in procs:
            p.join(max(0.0, deadline - time.monotonic()))
            if p.is_alive():
                log.error("consumer process %s did not stop in time; killing it", p.pid)
                p.kill()
                p.join()
    if failed:
        codes = {code for _, code in failed}
        if DeadLetterLimitExceeded.exit_code in codes:
            raise DeadLetterLimitExceeded("a consumer process hit the dead-letter limit (see its log above)")
        if DatabaseFatal.exit_code in codes:
            raise DatabaseFatal("a consumer process stopped: the database refuses every write (see its log above)")
        raise OtcmailError(f"consumer process(es) exited: {failed}")


def _run_lanes(settings: Settings, stop: threading.Event, stage: str, group: str | None) -> None:
    engine = make_engine(settings)
    factory = make_session_factory(engine)
    lanes = [Lane(settings, topic, gid, stop, factory, stage) for topic, gid in stage_lanes(settings, stage, group)]
    errors: list[BaseException] = []

    def run(lane: Lane) -> None:
        try:
            lane.run()
        except BaseException as exc:  # noqa: BLE001 - handed to the caller below, after the others stopped
            errors.append(exc)
            stop.set()

    threads = [threading.Thread(target=run, args=(lane,), name=lane.name) for lane in lanes]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    engine.dispose()
    if errors:
        raise errors[0]


def _retry_db(fn: Callable[[], None], stop: threading.Event) -> None:
    delay = 1.0
    while True:
        try:
            fn()
            return
        except SQLAlchemyError as exc:
            if classify(exc) == FATAL:  # a wrong password, no such database, no right to create tables
                raise DatabaseFatal(f"cannot migrate the database: {describe(exc)}") from exc
            if not is_transient(exc) or stop.is_set():
                raise DatabaseUnavailable(f"cannot migrate the database: {describe(exc)}") from exc
            log.warning("database unavailable (%s); retrying in %.0fs", str(exc).splitlines()[0], delay)
            stop.wait(delay)
            delay = min(delay * 2, 30.0)


def install_stop_handlers(stop: threading.Event) -> None:
    """SIGTERM and SIGINT set ``stop``: the lanes finish their batch, commit and leave the group."""

    def handler(signum: int, _frame: object) -> None:
        log.info("received %s: finishing the batch, committing, leaving the group", signal.Signals(signum).name)
        stop.set()

    signal.signal(signal.SIGTERM, handler)
    signal.signal(signal.SIGINT, handler)


def _worker_main(settings: Settings, stage: str, group: str | None) -> None:
    from core.collector import tune_collector
    from core.logs import configure_logging

    configure_logging(settings.log_level)
    tune_collector()  # a spawned process: the command's setting is not inherited
    stop = threading.Event()
    install_stop_handlers(stop)
    try:
        _run_lanes(settings, stop, stage, group)
    except OtcmailError as exc:
        log.error("%s", exc)
        sys.exit(exc.exit_code)
    finally:
        ignore_stop_signals()  # its lanes have left their groups: a late SIGTERM must not make it exit -15
