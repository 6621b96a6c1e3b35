"""The dead-letter topic and the limit that stops a bad deploy from draining everything into it.

A poison record goes to ``topics.dead_letter`` with its original key, value and headers, plus
``dlq-*`` headers saying where it came from and why. It is sent before the batch's offsets are
committed, so a crash in between sends it again (the dead-letter topic is at-least-once).
"""

from __future__ import annotations

import collections
import datetime as dt
import logging
from collections.abc import Sequence

from broker.records import encode_headers
from config.settings import Settings
from consumer.publish import AcknowledgedSender
from consumer.unpack import PartRecord
from core import metrics
from core.errors import DeadLetterLimitExceeded
from db.documents import FailedRecord

log = logging.getLogger(__name__)

H_DLQ_TOPIC = "dlq-topic"
H_DLQ_PARTITION = "dlq-partition"
H_DLQ_OFFSET = "dlq-offset"
H_DLQ_REASON = "dlq-reason"
H_DLQ_ERROR = "dlq-error"
H_DLQ_GROUP = "dlq-group"
H_DLQ_PARSER_VERSION = "dlq-parser-version"
H_DLQ_FAILED_AT = "dlq-failed-at"


class DeadLetterLimit:
    """Stop when more than ``max_ratio`` of the last ``window`` records were poison.

    Counted over a sliding window of records, so a burst at start-up trips it as soon as the count
    ``max_ratio * window`` is passed, and a slow trickle of bad mails never does.
    """

    def __init__(self, max_ratio: float, window: int) -> None:
        self.window = max(1, window)
        self.max_count = max_ratio * self.window
        self._seen: collections.deque[bool] = collections.deque(maxlen=self.window)
        self._poison = 0

    def check(self, total: int, poison: int) -> None:
        """Account for a batch (before it is written); raise when the limit is passed."""
        flags = [True] * poison + [False] * (total - poison)
        for flag in flags:
            if len(self._seen) == self._seen.maxlen and self._seen[0]:
                self._poison -= 1
            self._seen.append(flag)
            self._poison += flag
            if self._poison > self.max_count:
                raise DeadLetterLimitExceeded(
                    f"{self._poison} of the last {len(self._seen)} records could not be parsed (limit "
                    f"{self.max_count:g} per {self.window}): stopping instead of dead-lettering everything. "
                    "Nothing of this batch was committed; check the dead-letter topic and the last deploy."
                )


class DeadLetterSink:
    """Sends poison records to the dead-letter topic; the producer is created on first use."""

    def __init__(self, settings: Settings, group: str, parser_version: str) -> None:
        self.settings = settings
        self.group = group
        self.parser_version = parser_version
        self._sender = AcknowledgedSender(settings, f"otcmail-{group}-dlq", "dead-letter topic",
                                          settings.broker.connect_timeout_s * 3)

    def send(self, failed: Sequence[FailedRecord]) -> None:
        """Send and wait for the acknowledgements; BrokerUnavailable when Kafka does not take them."""
        if not failed:
            return
        topic = self.settings.topics.dead_letter
        self._sender.send([PartRecord(topic, f.key, f.value, self.headers(f)) for f in failed])  # type: ignore[arg-type]
        for f in failed:
            metrics.DEAD_LETTERED.labels(group=self.group, reason=f.kind).inc()
            log.warning("dead-lettered %s/%d@%d (%s): %s", f.source.topic, f.source.partition, f.source.offset,
                        f.kind, f.message)

    def headers(self, f: FailedRecord) -> list[tuple[str, bytes]]:
        original = [(k, v) for k, v in encode_headers(f.headers) if not k.startswith("dlq-")]
        return original + encode_headers({
            H_DLQ_TOPIC: f.source.topic, H_DLQ_PARTITION: f.source.partition, H_DLQ_OFFSET: f.source.offset,
            H_DLQ_REASON: f.kind, H_DLQ_ERROR: f.message[:4000], H_DLQ_GROUP: self.group,
            H_DLQ_PARSER_VERSION: self.parser_version, H_DLQ_FAILED_AT: dt.datetime.now(dt.UTC).isoformat(),
        })

    def close(self) -> None:
        self._sender.close()
