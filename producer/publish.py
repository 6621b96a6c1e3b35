"""Send every record of a round of files and wait until the broker acknowledged each one.

The producer is ``make_producer``'s: ``acks=all``, idempotence on, retries bounded by
``delivery_timeout_ms`` with kafka-python's back-off, at most ``max_in_flight`` requests per
connection. A file counts as published only when *all* its records succeeded; anything else (a
send that could not even start because the broker is down, a delivery timeout, a shutdown before the
acknowledgement) leaves the file where it is, to be sent again later with the same keys.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from kafka import KafkaProducer
from kafka.errors import KafkaError, KafkaTimeoutError

from broker.clients import make_producer
from config.settings import Settings
from core.errors import BrokerUnavailable
from producer.source import Prepared

log = logging.getLogger(__name__)

ProducerFactory = Callable[..., KafkaProducer]


@dataclass
class InFlight:
    """Records handed to the producer, not yet known to be acknowledged."""

    sent: list[tuple[Prepared, list]] = field(default_factory=list)  # type: ignore[type-arg]
    failed: list[tuple[Prepared, str]] = field(default_factory=list)

    @property
    def files(self) -> list[Prepared]:
        return [f for f, _ in self.sent] + [f for f, _ in self.failed]


@dataclass
class RoundResult:
    acked: list[Prepared] = field(default_factory=list)
    failed: list[tuple[Prepared, str]] = field(default_factory=list)

    @property
    def broker_trouble(self) -> bool:
        return bool(self.failed)


class Publisher:
    """Owns one KafkaProducer; recreated after a failed round so no half-broken state carries over."""

    def __init__(self, settings: Settings, factory: ProducerFactory = make_producer) -> None:
        self._settings = settings
        self._factory = factory
        self._producer: KafkaProducer | None = None
        p = settings.producer
        self._extra = {"batch_size": p.kafka_batch_bytes, "max_block_ms": p.max_block_ms}

    def _connect(self) -> KafkaProducer:
        if self._producer is None:
            self._producer = self._factory(self._settings, **self._extra)  # raises BrokerUnavailable
        return self._producer

    def publish(self, files: Sequence[Prepared], stop: threading.Event) -> RoundResult:
        """Send all records of ``files`` and wait; return which files were fully acknowledged."""
        return self.wait(self.send(files), stop)

    def send(self, files: Sequence[Prepared]) -> InFlight:
        """Hand every record of ``files`` to kafka-python; the I/O thread transmits while we go on."""
        inflight = InFlight()
        if not files:
            return inflight
        try:
            producer = self._connect()
        except BrokerUnavailable as exc:
            inflight.failed = [(f, str(exc)) for f in files]
            return inflight
        broken: str | None = None
        for f in files:
            if broken is not None:
                inflight.failed.append((f, broken))
                continue
            futures = []
            try:
                for rec in f.records:
                    futures.append(producer.send(rec.topic, key=rec.key, value=rec.value, headers=rec.headers))
            except KafkaTimeoutError as exc:
                # No metadata within max_block_ms: the broker is away. Stop sending this round.
                broken = f"broker unavailable: {exc}"
                inflight.failed.append((f, broken))
                # Records of this file already handed over may still be delivered: harmless duplicates.
                continue
            except KafkaError as exc:
                inflight.failed.append((f, f"send refused: {exc}"))
                continue
            inflight.sent.append((f, futures))
        return inflight

    def wait(self, inflight: InFlight, stop: threading.Event, tick: Callable[[], None] | None = None) -> RoundResult:
        """Block until every record sent is acknowledged or failed (on shutdown: or the grace is over).

        ``tick`` is called about twice a second meanwhile (the service keeps its mbox locks fresh).
        """
        result = RoundResult(failed=list(inflight.failed))
        if inflight.sent:
            self._await([fut for _, futs in inflight.sent for fut in futs], stop, tick)
        for f, futures in inflight.sent:
            error = next((fut.exception for fut in futures if fut.is_done and not fut.succeeded()), None)
            if error is None and all(fut.is_done for fut in futures):
                result.acked.append(f)
            else:
                result.failed.append((f, f"not acknowledged: {error or 'shut down before the broker answered'}"))
        if result.failed:
            self.reset()
        return result

    def _await(self, futures: list, stop: threading.Event,  # type: ignore[type-arg]
               tick: Callable[[], None] | None = None) -> None:
        """Block until every future is done; on shutdown give up after ``shutdown_grace_s``."""
        producer = self._producer
        assert producer is not None
        started = time.monotonic()
        stop_seen: float | None = None
        last_note = started
        while not all(f.is_done for f in futures):
            with contextlib.suppress(KafkaTimeoutError):
                producer.flush(timeout=0.5)
            if tick is not None:
                tick()
            now = time.monotonic()
            if stop.is_set():
                stop_seen = stop_seen or now
                if now - stop_seen >= self._settings.producer.shutdown_grace_s:
                    log.warning("shutting down with %d records unacknowledged; their files stay in the inbox",
                                sum(1 for f in futures if not f.is_done))
                    return
            if now - last_note >= 10:
                last_note = now
                log.warning("the broker has not acknowledged %d of %d records for %.0fs; files are kept, "
                            "kafka-python keeps retrying (delivery timeout %.0fs)",
                            sum(1 for f in futures if not f.is_done), len(futures), now - started,
                            self._settings.producer.delivery_timeout_ms / 1000)

    def reset(self) -> None:
        """Drop the producer (after failures); the next round connects afresh."""
        self.close(timeout=0)

    def close(self, timeout: float = 10.0) -> None:
        producer, self._producer = self._producer, None
        if producer is None:
            return
        try:
            producer.close(timeout=timeout)
        except KafkaError:
            # close() flushes first and raises if records are still pending; stop the I/O thread anyway.
            sender = getattr(producer, "_sender", None)
            if sender is not None:
                sender.force_close()
