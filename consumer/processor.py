"""The poll loop: polling, batching, rebalances and shutdown. The processing is consumer/steps.py.

One *lane* is one KafkaConsumer subscribed to one topic: the mail topic (group ``G``) or the
attachment topic (group ``G.attachments``, see :func:`lane_group`), so a big PDF never stalls
text mails, and a rebalance of one never pauses the other. A process runs both lanes; `--workers N`
runs N such processes (useful up to the partition count). Per batch::

    poll -> steps.process_record (each record) -> dead-letter limit -> ONE database transaction
         -> dead-letter sends acknowledged -> offsets committed

Offsets move only after the database commit, so a crash at any point re-delivers the batch and the
idempotent writer turns the second write into a no-op. A transient failure (database or broker
down) is retried with back-off and never skips the batch. A rebalance that makes the commit fail
(CommitFailedError) discards nothing the database has not got: the new owner re-reads from the
last committed offset and its writes are no-ops. SIGTERM finishes the batch, commits, leaves.
"""

from __future__ import annotations

import logging
import multiprocessing
import signal
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from kafka import ConsumerRebalanceListener, TopicPartition
from kafka.errors import CommitFailedError, KafkaError
from kafka.structs import OffsetAndMetadata
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from broker.clients import make_consumer
from broker.records import decode_headers
from config.settings import Settings
from consumer.deadletter import DeadLetterLimit, DeadLetterSink
from consumer.groups import lane_group
from consumer.steps import RecordData, process_record
from core.errors import BrokerUnavailable, DatabaseUnavailable, DeadLetterLimitExceeded, OtcmailError, TransientError
from db import migrate
from db.documents import FailedRecord, ParsedRecord
from db.engine import is_transient, make_engine, make_session_factory
from db.repository import record_failures, write_results
from extractors import PARSER_VERSION
from extractors.model import ExtractionLimits
from extractors.safety import assert_defused

log = logging.getLogger(__name__)
T = TypeVar("T")


def _partitions_for(consumer: Any, topic: str) -> set[int]:
    try:
        return set(consumer.partitions_for_topic(topic))
    except KafkaError as exc:
        raise BrokerUnavailable(f"no metadata for {topic}: {exc}") from exc


class Abandoned(Exception):
    """Shutdown was asked while a transient failure persisted: the batch stays uncommitted."""


@dataclass
class LaneStats:
    batches: int = 0
    records: int = 0
    quotes: int = 0
    poison: int = 0
    commit_failures: int = 0


class _Listener(ConsumerRebalanceListener):
    def __init__(self, name: str) -> None:
        self.name = name

    def on_partitions_revoked(self, revoked: Any) -> None:
        # Nothing to flush: every batch is written and committed before the next poll.
        if revoked:
            log.info("%s: partitions revoked %s", self.name, _fmt(revoked))

    def on_partitions_assigned(self, assigned: Any) -> None:
        log.info("%s: partitions assigned %s", self.name, _fmt(assigned))


class Lane:
    """One consumer of the group on one topic, run by :meth:`run` in its own thread."""

    def __init__(self, settings: Settings, topic: str, group: str, stop: threading.Event,
                 session_factory: sessionmaker[Session]) -> None:
        self.settings = settings
        self.topic = topic
        self.group = group
        self.stop = stop
        self.session_factory = session_factory
        self.name = f"{group}/{topic}"
        self.limits = ExtractionLimits.from_settings(settings.limits)
        self.limit = DeadLetterLimit(settings.consumer.dead_letter_max_ratio, settings.consumer.dead_letter_window)
        self.dlq = DeadLetterSink(settings, group, PARSER_VERSION)
        self.stats = LaneStats()

    def run(self) -> None:
        c = self.settings.consumer
        consumer = make_consumer(
            self.settings, group_id=self.group, max_poll_records=c.batch_size,
            session_timeout_ms=c.session_timeout_ms,
            heartbeat_interval_ms=max(500, min(3000, c.session_timeout_ms // 3)),
            client_id=f"otcmail-{self.group}-{self.topic}",
        )
        # Prime the metadata before joining: a group leader whose cache lacks the topic assigns no
        # partitions at all and the group sits "stable" and idle (kafka-python issue #2377).
        partitions = self._retry("broker (metadata)", lambda: _partitions_for(consumer, self.topic))
        if not partitions:
            consumer.close(autocommit=False)
            raise OtcmailError(f"topic {self.topic} does not exist: run `otcmail topics ensure`")
        consumer.subscribe([self.topic], listener=_Listener(self.name))
        log.info("%s: consuming (parser version %s, batches of %d)", self.name, PARSER_VERSION, c.batch_size)
        try:
            while not self.stop.is_set():
                polled = self._retry("broker (poll)", lambda: consumer.poll(timeout_ms=c.poll_timeout_ms,
                                                                            max_records=c.batch_size))
                records = [_record_data(r) for batch in polled.values() for r in batch]
                if records:
                    self.handle(consumer, records)
        except Abandoned:
            log.warning("%s: stopping with an uncommitted batch; it will be re-read on the next start", self.name)
        finally:
            consumer.close(autocommit=False)  # leaves the group: its partitions move on at once
            self.dlq.close()
            log.info("%s: left the group after %d records in %d batches (%d quotes new, %d dead-lettered)",
                     self.name, self.stats.records, self.stats.batches, self.stats.quotes, self.stats.poison)

    def handle(self, consumer: Any, records: Sequence[RecordData]) -> None:
        outcomes = [process_record(r, self.limits, self.settings.consumer.extract_attempts) for r in records]
        parsed = [o for o in outcomes if isinstance(o, ParsedRecord)]
        failed = [o for o in outcomes if isinstance(o, FailedRecord)]
        self.limit.check(len(outcomes), len(failed))  # before anything is written or committed
        by_source = {r.source: r for r in records}
        quotes, failed = self._retry("database", lambda: self.write(parsed, failed, by_source))
        self._retry("dead-letter topic", lambda: self.dlq.send(failed))
        self.commit(consumer, records)
        self.stats.batches += 1
        self.stats.records += len(records)
        self.stats.quotes += quotes
        self.stats.poison += len(failed)
        log.info("%s: stored %d records (%d new quotes, %d dead-lettered), offsets committed",
                 self.name, len(records), quotes, len(failed))

    def write(self, parsed: list[ParsedRecord], failed: list[FailedRecord],
              by_source: dict[Any, RecordData]) -> tuple[int, list[FailedRecord]]:
        """One transaction for the batch; a record the database refuses (not a outage) is poison."""
        try:
            with self.session_factory.begin() as session:
                summary = write_results(session, parsed, PARSER_VERSION)
                record_failures(session, failed, PARSER_VERSION)
            return summary.quotes_inserted, failed
        except SQLAlchemyError as exc:
            if is_transient(exc):
                raise DatabaseUnavailable(str(exc).splitlines()[0]) from exc
            log.error("%s: the database refused the batch (%s); writing record by record", self.name,
                      str(exc).splitlines()[0])
        quotes, failed = 0, list(failed)
        for p in parsed:
            try:
                with self.session_factory.begin() as session:
                    quotes += write_results(session, [p], PARSER_VERSION).quotes_inserted
            except SQLAlchemyError as exc:
                if is_transient(exc):
                    raise DatabaseUnavailable(str(exc).splitlines()[0]) from exc
                r = by_source[p.source]
                failed.append(FailedRecord(p.source, "unwritable", str(exc).splitlines()[0], r.key, r.value,
                                           dict(r.headers), p.mail_id, p.unit))
        with self.session_factory.begin() as session:
            record_failures(session, failed, PARSER_VERSION)
        return quotes, failed

    def commit(self, consumer: Any, records: Sequence[RecordData]) -> None:
        offsets: dict[TopicPartition, OffsetAndMetadata] = {}
        for r in records:
            tp = TopicPartition(r.topic, r.partition)
            if tp not in offsets or offsets[tp].offset <= r.offset:
                offsets[tp] = OffsetAndMetadata(r.offset + 1, "", -1)

        def commit() -> None:
            try:
                consumer.commit(offsets, timeout_ms=int(self.settings.broker.connect_timeout_s * 3000))
            except CommitFailedError as exc:
                self.stats.commit_failures += 1
                log.warning("%s: offsets not committed, the group rebalanced (%s); the new owner re-reads "
                            "this batch and its writes are no-ops", self.name, exc)
            except KafkaError as exc:
                raise BrokerUnavailable(f"offset commit failed: {exc}") from exc

        self._retry("broker (commit)", commit)

    def _retry(self, what: str, fn: Callable[[], T]) -> T:
        c = self.settings.consumer
        delay = c.retry_backoff_s
        while True:
            try:
                return fn()
            except TransientError as exc:
                if self.stop.is_set():
                    raise Abandoned(what) from exc
                log.warning("%s: %s unavailable (%s); batch not committed, retrying in %.1fs",
                            self.name, what, exc, delay)
                self.stop.wait(delay)
                delay = min(delay * 2, c.retry_backoff_max_s)
            except KafkaError as exc:  # poll: kafka-python mostly reconnects by itself
                if self.stop.is_set():
                    raise Abandoned(what) from exc
                log.warning("%s: %s failed (%s); retrying in %.1fs", self.name, what, exc, delay)
                self.stop.wait(delay)
                delay = min(delay * 2, c.retry_backoff_max_s)


def _record_data(r: Any) -> RecordData:
    return RecordData(r.topic, r.partition, r.offset, r.key, r.value, decode_headers(r.headers), r.timestamp)


def _fmt(tps: Any) -> str:
    return ", ".join(f"{tp.topic}[{tp.partition}]" for tp in sorted(tps)) or "none"


# -- entry points --------------------------------------------------------------------------------


def run_consumers(settings: Settings, stop: threading.Event, workers: int = 1, group: str | None = None) -> None:
    """Run the parser consumers until ``stop`` is set; returns after they left the group.

    Applies the migrations first. ``workers`` processes each run one lane per topic: the mail
    topic in the consumer group ``group`` (default ``settings.consumer.group``), the attachment
    topic in ``group.attachments``. Raises
    :class:`DeadLetterLimitExceeded` (or another :class:`OtcmailError`) when a worker stopped on its own.
    """
    group = group or settings.consumer.group
    assert_defused()  # refuse to parse attachments with an XML parser that expands entities
    engine = make_engine(settings)
    try:
        _retry_db(lambda: migrate.upgrade(engine), stop)
    finally:
        engine.dispose()
    if workers <= 1:
        _run_lanes(settings, stop, group)
        return
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_worker_main, args=(settings, group), name=f"otcmail-consumer-{i}", daemon=False)
             for i in range(workers)]
    for p in procs:
        p.start()
    log.info("started %d consumer processes (pids %s) in group %s", workers, ", ".join(str(p.pid) for p in procs),
             group)
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
        raise OtcmailError(f"consumer process(es) exited: {failed}")


def _run_lanes(settings: Settings, stop: threading.Event, group: str) -> None:
    engine = make_engine(settings)
    factory = make_session_factory(engine)
    lanes = [Lane(settings, topic, lane_group(settings, group, topic), stop, factory)
             for topic in (settings.topics.mails, settings.topics.attachments)]
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
            if not is_transient(exc) or stop.is_set():
                raise DatabaseUnavailable(f"cannot migrate the database: {str(exc).splitlines()[0]}") from exc
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


def _worker_main(settings: Settings, group: str) -> None:
    from core.logs import configure_logging

    configure_logging(settings.log_level)
    stop = threading.Event()
    install_stop_handlers(stop)
    try:
        _run_lanes(settings, stop, group)
    except OtcmailError as exc:
        log.error("%s", exc)
        sys.exit(exc.exit_code)
