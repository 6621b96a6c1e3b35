"""The unpack stage's producer: part records to the body and attachment topics, acknowledged.

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


class PartSink:
    """Sends part records and waits for every acknowledgement; the producer is created on first use."""

    def __init__(self, settings: Settings, client_id: str) -> None:
        self.settings = settings
        self.client_id = client_id
        self._producer = None

    def send(self, parts: Sequence[PartRecord]) -> None:
        """BrokerUnavailable when Kafka does not take them all (the caller retries the whole lot)."""
        if not parts:
            return
        try:
            if self._producer is None:
                self._producer = make_producer(self.settings, client_id=self.client_id)
            futures = [self._producer.send(p.topic, key=p.key, value=p.value, headers=p.headers) for p in parts]
            self._producer.flush(timeout=self.settings.broker.connect_timeout_s * 6)
            for future in futures:
                future.get(timeout=self.settings.broker.connect_timeout_s)
        except KafkaError as exc:
            self.close(timeout=0)
            raise BrokerUnavailable(f"the part topics did not acknowledge: {exc}") from exc

    def close(self, timeout: float = 5) -> None:
        producer, self._producer = self._producer, None
        if producer is not None:
            with contextlib.suppress(KafkaError):
                producer.close(timeout=timeout)
