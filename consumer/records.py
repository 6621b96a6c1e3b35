"""A Kafka record as plain data, and the wrapper that turns a step's failure into a poison record.

The consumers build :class:`RecordData` from kafka-python's records, the Spark jobs from the Kafka
source's rows, the in-memory pipeline (``otcmail extract``) from the producer's records: the steps
never see a Kafka object.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from broker.records import H_KIND, H_MAIL_ID, H_UNIT, H_UNITS, KIND_RAW
from core.errors import ExtractionInterrupted, ExtractorError, PoisonMessage, UndecodableRecord
from db.documents import MAIL_UNIT, FailedRecord, Source
from extractors.safety import child_policy, use_child_policy

log = logging.getLogger(__name__)
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class RecordData:
    """One Kafka record as plain data."""

    topic: str
    partition: int
    offset: int
    key: bytes | None
    value: bytes | None
    headers: Mapping[str, str]
    timestamp_ms: int | None = None

    @property
    def source(self) -> Source:
        return Source(self.topic, self.partition, self.offset)

    def where(self) -> str:
        """How a log line names the record: topic/partition@offset and the file it came from."""
        origin = self.headers.get("source-file")
        return f"{self.topic}/{self.partition}@{self.offset}" + (f" ({origin})" if origin else "")


def run_step(record: RecordData, step: Callable[[RecordData], T], attempts: int = 2,
             failure: str = "extraction_failed") -> T | FailedRecord:
    """``step(record)``; poison comes back as a FailedRecord, never raised.

    An UndecodableRecord is poison at once. Any other error is a bug in a step: it is tried
    ``attempts`` times (a flaky failure passes), then the record is dead-lettered with the error,
    never dropped and never allowed to stop the stage. That includes what does not derive from
    ``Exception``, such as pyo3's ``PanicException`` from a native library: only KeyboardInterrupt,
    SystemExit and GeneratorExit pass through.

    A parsing child process killed from outside or out of time (:class:`ExtractionInterrupted`) is
    not the record's fault: the step is tried again, up to the :class:`extractors.safety.ChildPolicy`'s
    ``attempts``, the last try being *final* (a timeout or a SIGKILL then becomes the document's
    ``LimitExceeded``, an extraction error with the reason). An interruption that is still transient
    on the last try (a SIGTERM), or one because the consumer is stopping, is raised: the batch is then
    neither written nor committed, and the record is read again.
    """
    policy = child_policy()
    tries = max(1, policy.attempts)
    interrupted = 0
    last: BaseException | None = None
    attempt = 0
    while attempt < max(1, attempts):
        try:
            with use_child_policy(final=interrupted + 1 >= tries):
                return step(record)
        except UndecodableRecord as exc:
            return failed_record(record, "undecodable", str(exc))
        except (PoisonMessage, ExtractorError) as exc:
            return failed_record(record, failure, str(exc))
        except ExtractionInterrupted as exc:
            interrupted += 1
            if exc.shutdown or interrupted >= tries:
                raise
            log.warning("%s: %s (try %d of %d); trying again", record.where(), exc, interrupted, tries)
            continue  # not the step's fault: does not count as an attempt
        except (KeyboardInterrupt, SystemExit, GeneratorExit):
            raise
        except BaseException as exc:  # noqa: BLE001 - a step bug or a native panic: retried, then dead-lettered
            last = exc
            attempt += 1
            log.warning("%s: %s raised %s: %s (attempt %d of %d)", record.where(), getattr(step, "__name__", "step"),
                        type(exc).__name__, exc, attempt, attempts)
    return failed_record(record, failure, f"{type(last).__name__}: {last}")


def failed_record(record: RecordData, kind: str, message: str) -> FailedRecord:
    h = record.headers
    key = record.key.decode("ascii", "replace") if record.key else None
    mail_id = h.get(H_MAIL_ID) or (key if key and len(key) == 64 else None)
    unit = MAIL_UNIT if h.get(H_KIND) == KIND_RAW else h.get(H_UNIT)
    return FailedRecord(record.source, kind, message, record.key, record.value, dict(h), mail_id, unit,
                        to_int(h.get(H_UNITS)))


def aware(value: object) -> dt.datetime | None:
    """An ISO 8601 header value as an aware datetime (UTC if it has no zone); None if it is not one."""
    if not value or not isinstance(value, str):
        return None
    try:
        when = dt.datetime.fromisoformat(value)
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


def from_ms(record: RecordData) -> dt.datetime | None:
    return dt.datetime.fromtimestamp(record.timestamp_ms / 1000, dt.UTC) if record.timestamp_ms else None


def to_int(value: object) -> int | None:
    try:
        return int(value) if value is not None else None  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return None
