"""The processing steps, free of Kafka objects so the Spark jobs reuse them.

Input is a :class:`RecordData` (topic, partition, offset, key, value, headers as a dict); output
is a :class:`db.documents.ParsedRecord` for the writer, or a :class:`db.documents.FailedRecord`
for the dead-letter topic. What the extractors refuse on purpose (``ExtractorError``: an
unsupported, corrupt or over-limit attachment) is *not* poison: it becomes an extraction error
row and the record advances like any other. Poison is a record that is not an otcmail record,
or whose extraction raised an unexpected error ``attempts`` times in a row.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import logging
from collections.abc import Mapping
from dataclasses import dataclass

from broker.records import (
    H_ATTACHMENT_ID,
    H_CONTENT_TYPE,
    H_FILE_NAME,
    H_FILE_SIZE,
    H_MAIL_ID,
    H_PART,
    H_SEEN_AT,
    H_SENDER,
    H_SENT_AT,
    H_SHA256,
    H_SUBJECT,
    KIND_MAIL,
    MailEnvelope,
    record_kind,
)
from core.errors import PoisonMessage, UndecodableRecord
from db.documents import MAIL_UNIT, AttachmentInfo, FailedRecord, MailInfo, ParsedRecord, Source
from extractors.errors import ExtractorError
from extractors.mail import Body, dealer_from_sender, extract_bodies
from extractors.model import ExtractionError, ExtractionLimits, ExtractionResult, SourceContext
from extractors.registry import extract

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RecordData:
    """One Kafka record as plain data (the consumer and Spark both build these)."""

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


def process_record(record: RecordData, limits: ExtractionLimits, attempts: int = 2) -> ParsedRecord | FailedRecord:
    """Decode and extract one record; poison comes back as a FailedRecord, never raised."""
    last: Exception | None = None
    for attempt in range(1, max(1, attempts) + 1):
        try:
            return parse_record(record, limits)
        except UndecodableRecord as exc:
            return _failed(record, "undecodable", str(exc))
        except PoisonMessage as exc:
            return _failed(record, "extraction_failed", str(exc))
        except Exception as exc:  # noqa: BLE001 - an extractor bug: retried, then dead-lettered, never dropped
            last = exc
            log.warning("extraction of %s/%d@%d raised %s (attempt %d of %d)", record.topic, record.partition,
                        record.offset, type(exc).__name__, attempt, attempts)
    return _failed(record, "extraction_failed", f"{type(last).__name__}: {last}")


def parse_record(record: RecordData, limits: ExtractionLimits) -> ParsedRecord:
    """Decode -> extract. Raises UndecodableRecord, or whatever an extractor raised unexpectedly."""
    if record.value is None:
        raise UndecodableRecord("record has no value (a tombstone?)")
    if record_kind(record.headers) == KIND_MAIL:
        return parse_mail_record(record, limits)
    return parse_attachment_record(record, limits)


def parse_mail_record(record: RecordData, limits: ExtractionLimits) -> ParsedRecord:
    assert record.value is not None
    envelope = MailEnvelope.from_json(record.value)
    key = record.key.decode("ascii", "replace") if record.key else None
    if key and key != envelope.mail_id:
        raise UndecodableRecord(f"record key {key!r} is not the envelope's mail id {envelope.mail_id!r}")
    sent_at = _aware(envelope.sent_at)
    received_at = _aware(envelope.source.get("seen_at") or envelope.source.get("seen-at")) or _from_ms(record)
    dealer = dealer_from_sender(envelope.sender)
    context = SourceContext(dealer=dealer, sender=envelope.sender, quoted_at=sent_at or received_at,
                            part="body", limits=limits)
    bodies = [Body(b.part, b.content_type, b.text, b.alternative_group) for b in envelope.bodies]
    try:
        result = extract_bodies(bodies, context, envelope.subject)
    except ExtractorError as exc:
        result = ExtractionResult(errors=(ExtractionError("body", exc.kind, str(exc)),))
    mail = MailInfo(
        mail_id=envelope.mail_id, kind="mail", message_id=envelope.message_id, sender=envelope.sender,
        sender_name=envelope.sender_name, dealer=dealer, subject=envelope.subject, sent_at=sent_at,
        received_at=received_at, file_name=_str(envelope.source.get("file_name") or envelope.source.get("file-name")),
        file_size=_int(envelope.source.get("file_size") or envelope.source.get("file-size")),
        attachment_count=len(envelope.attachments),
    )
    return ParsedRecord(record.source, envelope.mail_id, MAIL_UNIT, _with_time(result, context.quoted_at), mail=mail)


def parse_attachment_record(record: RecordData, limits: ExtractionLimits) -> ParsedRecord:
    assert record.value is not None
    h = record.headers
    key = record.key.decode("ascii", "replace") if record.key else None
    attachment_id = h.get(H_ATTACHMENT_ID) or h.get(H_SHA256)
    mail_id = h.get(H_MAIL_ID)
    loose = not mail_id
    mail_id = mail_id or attachment_id or key
    if not mail_id:
        raise UndecodableRecord("attachment record has neither a mail-id, an attachment-id nor a key")
    part = h.get(H_PART) or "file"
    sender = h.get(H_SENDER) or None
    sent_at = _aware(h.get(H_SENT_AT))
    received_at = _aware(h.get(H_SEEN_AT)) or _from_ms(record)
    dealer = dealer_from_sender(sender)
    filename = h.get(H_FILE_NAME) or None
    context = SourceContext(dealer=dealer, sender=sender, quoted_at=sent_at or received_at, part=part,
                            filename=filename, content_type=h.get(H_CONTENT_TYPE) or None, limits=limits)
    try:
        result = extract(record.value, context)
    except ExtractorError as exc:
        result = ExtractionResult(errors=(ExtractionError(part, exc.kind, str(exc)),))
    attachment = AttachmentInfo(mail_id=mail_id, part=part, attachment_id=attachment_id, filename=filename,
                                content_type=h.get(H_CONTENT_TYPE) or None, size=len(record.value))
    mail = None
    if loose:
        mail = MailInfo(mail_id=mail_id, kind="file", sender=sender, dealer=dealer, subject=h.get(H_SUBJECT),
                        sent_at=sent_at, received_at=received_at, file_name=filename,
                        file_size=_int(h.get(H_FILE_SIZE)) or len(record.value))
    return ParsedRecord(record.source, mail_id, part, _with_time(result, context.quoted_at),
                        mail=mail, attachment=attachment)


def _failed(record: RecordData, kind: str, message: str) -> FailedRecord:
    h = record.headers
    key = record.key.decode("ascii", "replace") if record.key else None
    mail_id = h.get(H_MAIL_ID) or (key if key and len(key) == 64 else None)
    unit = MAIL_UNIT if h.get("otcmail-kind") == KIND_MAIL else h.get(H_PART)
    return FailedRecord(record.source, kind, message, record.key, record.value, dict(h), mail_id, unit)


def _with_time(result: ExtractionResult, when: dt.datetime | None) -> ExtractionResult:
    """Quotes without a time of their own are stamped with the mail's (a quote time is always aware)."""
    if when is None or all(q.quoted_at is not None for q in result.quotes):
        return result
    quotes = tuple(q if q.quoted_at is not None else dataclasses.replace(q, quoted_at=when) for q in result.quotes)
    return ExtractionResult(quotes, result.errors)


def _aware(value: object) -> dt.datetime | None:
    if not value or not isinstance(value, str):
        return None
    try:
        when = dt.datetime.fromisoformat(value)
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


def _from_ms(record: RecordData) -> dt.datetime | None:
    return dt.datetime.fromtimestamp(record.timestamp_ms / 1000, dt.UTC) if record.timestamp_ms else None


def _str(value: object) -> str | None:
    return str(value) if value else None


def _int(value: object) -> int | None:
    try:
        return int(value) if value is not None else None  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return None
