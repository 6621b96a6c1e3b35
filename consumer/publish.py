"""Records sent and acknowledged: the unpack stage's part records, and (through DeadLetterSink) poison records.

Sent after the batch's database transaction and before its offsets are committed, so a crash in
between sends the parts again: the part topics are at-least-once, and the parsers' writes idempotent.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

from kafka.errors import KafkaError

from broker.clients import make_producer
from config.settings import Settings
from consumer.unpack import PartRecord
from core.errors import BrokerUnavailable


class AcknowledgedSender:
    """Sends records and waits for every acknowledgement; the producer is made on first use and dropped
    after a failure, so the caller's retry starts afresh. Serves the part topics and the dead-letter topic."""

    def __init__(self, settings: Settings, client_id: str, what: str, flush_s: float) -> None:
        self.settings = settings
        self.client_id = client_id
        self.what = what  # how an error names the destination
        self.flush_s = flush_s
        self._producer = None

    def send(self, records: Sequence[PartRecord]) -> None:
        """BrokerUnavailable when Kafka does not take them all (the caller retries the whole lot)."""
        if not records:
            return
        try:
            if self._producer is None:
                self._producer = make_producer(self.settings, client_id=self.client_id)
            futures = [self._producer.send(r.topic, key=r.key, value=r.value, headers=r.headers) for r in records]
            self._producer.flush(timeout=self.flush_s)
            for future in futures:
                future.get(timeout=self.settings.broker.connect_timeout_s)
        except KafkaError as exc:
            self.close(timeout=0)
            raise BrokerUnavailable(f"{self.what} did not acknowledge: {exc}") from exc

    def close(self, timeout: float = 5) -> None:
        producer, self._producer = self._producer, None
        if producer is not None:
            with contextlib.suppress(KafkaError):
                producer.close(timeout=timeout)


def part_sink(settings: Settings, client_id: str) -> AcknowledgedSender:
    """The unpack stage's sender of part records."""
    return AcknowledgedSender(settings, client_id, "the part topics", settings.broker.connect_timeout_s * 6)
