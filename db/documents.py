"""What the idempotent writer takes: plain data parsed from one Kafka record each, no Kafka objects.

The consumer (``consumer/steps.py``) and the Spark jobs both build these and hand them to
:func:`db.repository.write_results` / :func:`db.repository.record_failures`.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from extractors.model import ExtractionResult

#: The parse unit of a mail record (its bodies); an attachment record's unit is its MIME part.
MAIL_UNIT = "mail"


@dataclass(frozen=True, slots=True)
class Source:
    """The Kafka record a row was parsed from."""

    topic: str
    partition: int
    offset: int


@dataclass(frozen=True, slots=True)
class MailInfo:
    """A row of ``mails``: a mail, or (kind ``file``) a loose attachment standing for itself."""

    mail_id: str
    kind: str = "mail"
    message_id: str | None = None
    sender: str | None = None
    sender_name: str | None = None
    dealer: str | None = None
    subject: str | None = None
    sent_at: dt.datetime | None = None
    received_at: dt.datetime | None = None
    file_name: str | None = None
    file_size: int | None = None
    attachment_count: int = 0


@dataclass(frozen=True, slots=True)
class AttachmentInfo:
    mail_id: str
    part: str
    attachment_id: str | None
    filename: str | None
    content_type: str | None
    size: int | None


@dataclass(frozen=True, slots=True)
class ParsedRecord:
    """One record's extraction result, ready to store under (mail_id, unit)."""

    source: Source
    mail_id: str
    unit: str
    result: ExtractionResult
    mail: MailInfo | None = None
    attachment: AttachmentInfo | None = None


@dataclass(frozen=True, slots=True)
class FailedRecord:
    """A poison record: stored in ``extraction_errors`` and sent to the dead-letter topic as is."""

    source: Source
    kind: str  # undecodable | extraction_failed | unwritable
    message: str
    key: bytes | None = None
    value: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    mail_id: str | None = None
    unit: str | None = None
