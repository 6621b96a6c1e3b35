"""What the idempotent writers take: plain data made from one Kafka record each, no Kafka objects.

The unpack stage (``consumer/unpack.py``) makes an :class:`UnpackedDocument` of each raw record; the
parse step (``consumer/steps.py``) a :class:`ParsedRecord` of each part record; either may give up on a
record with a :class:`FailedRecord`. The consumers and the Spark jobs hand them to ``db.repository``.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from extractors.model import ExtractionError, ExtractionResult

#: Where a row belongs when the whole message is concerned (an unpack error, a raw record dead-lettered).
MAIL_UNIT = "mail"
#: The unit of a mail's own bodies; a forwarded message's bodies are ``body:<MIME path>``.
BODY_UNIT = "body"
#: The unit of a loose document (a file dropped on its own, not a mail).
FILE_UNIT = "file"


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
    file_sha256: str | None = None
    unit_count: int | None = None


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
    unit_count: int | None = None  # the mail's part count, as the part record said


@dataclass(frozen=True, slots=True)
class UnpackedDocument:
    """What the unpack stage stores of one raw record: the mail, its attachments, what it could not unpack."""

    source: Source
    mail: MailInfo
    attachments: tuple[AttachmentInfo, ...] = ()
    errors: tuple[ExtractionError, ...] = ()


@dataclass(frozen=True, slots=True)
class FailedRecord:
    """A poison record: stored in ``extraction_errors`` and sent to the dead-letter topic as is."""

    source: Source
    kind: str  # undecodable | extraction_failed | unpack_failed | unwritable
    message: str
    key: bytes | None = None
    value: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    mail_id: str | None = None
    unit: str | None = None
    unit_count: int | None = None  # a part record's: its mail's part count
