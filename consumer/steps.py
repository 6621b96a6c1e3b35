"""The parse step: one part record (a message's bodies, or one attachment) -> a ParsedRecord for the writer.

Pure (no Kafka objects, no database): the parser consumers, the Spark jobs and the in-memory pipeline
(``otcmail extract``) call :func:`parse_record`. What the extractors refuse on purpose
(``ExtractorError``: an unsupported, corrupt or over-limit attachment) is *not* poison: it becomes an
extraction error row and the record advances like any other. Poison is a record that is not an
otcmail part record, or whose extraction raised an unexpected error (see ``records.run_step``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import time
from collections.abc import Mapping

from broker import records as r
from consumer.records import RecordData, aware, from_ms, run_step, to_int
from core import metrics
from core.errors import ExtractorError, UndecodableRecord
from db.documents import AttachmentInfo, FailedRecord, MailInfo, ParsedRecord
from extractors.dealers import dealer_from_sender
from extractors.mail import extract_bodies
from extractors.mime import Body
from extractors.model import ExtractionError, ExtractionLimits, ExtractionResult, SourceContext
from extractors.registry import extract, sniff

__all__ = ["RecordData", "parse_record", "process_record"]


def process_record(record: RecordData, limits: ExtractionLimits, attempts: int = 2) -> ParsedRecord | FailedRecord:
    """Parse one part record; poison comes back as a FailedRecord, never raised."""
    metrics.RECORDS_CONSUMED.labels(stage="parse", topic=record.topic).inc()
    with metrics.EXTRACTIONS_IN_FLIGHT.labels(topic=record.topic).track_inprogress():
        outcome = run_step(record, lambda rec: parse_record(rec, limits), attempts)
    if isinstance(outcome, ParsedRecord) and outcome.result.quotes:
        doubtful = sum(1 for q in outcome.result.quotes if q.review_reason)
        metrics.QUOTES_EXTRACTED.labels(review="doubtful").inc(doubtful)
        metrics.QUOTES_EXTRACTED.labels(review="ok").inc(len(outcome.result.quotes) - doubtful)
    return outcome


def parse_record(record: RecordData, limits: ExtractionLimits) -> ParsedRecord:
    """Decode -> extract. Raises UndecodableRecord, or whatever an extractor raised unexpectedly."""
    h = record.headers
    kind = r.record_kind(h, (r.KIND_BODY, r.KIND_ATTACHMENT))
    if record.value is None:
        raise UndecodableRecord("record has no value (a tombstone?)")
    key = record.key.decode("ascii", "replace") if record.key else ""
    mail_id = h.get(r.H_MAIL_ID) or key
    unit = h.get(r.H_UNIT)
    if len(mail_id) != 64 or not unit:
        raise UndecodableRecord(f"part record without a mail id or a unit (key {key!r}, unit {unit!r})")
    sender = h.get(r.H_SENDER) or None
    received_at = aware(h.get(r.H_SEEN_AT)) or from_ms(record)
    quoted_at = aware(h.get(r.H_SENT_AT)) or aware(h.get(r.H_MAIL_SENT_AT)) or received_at
    context = SourceContext(dealer=dealer_from_sender(sender), sender=sender, quoted_at=quoted_at, limits=limits)
    attachment = None
    if kind == r.KIND_BODY:
        bodies = [Body(b.part, b.content_type, b.text, b.alternative_group) for b in r.decode_bodies(record.value)]
        subject = h.get(r.H_SUBJECT) or h.get(r.H_MAIL_SUBJECT) or None
        started = time.perf_counter()
        try:
            result = extract_bodies(bodies, context, subject)
        except ExtractorError as exc:
            result = ExtractionResult(errors=(ExtractionError(unit, exc.kind, str(exc)),))
        metrics.EXTRACTION_SECONDS.labels(format="body").observe(time.perf_counter() - started)
    else:
        part = h.get(r.H_PART) or unit
        filename = h.get(r.H_FILE_NAME) or None
        content_type = h.get(r.H_CONTENT_TYPE) or None
        context = dataclasses.replace(context, part=part, filename=filename, content_type=content_type,
                                      cover=_cover(h.get(r.H_COVER_SIZES)))
        started = time.perf_counter()
        try:
            result = extract(record.value, context)
        except ExtractorError as exc:
            result = ExtractionResult(errors=(ExtractionError(part, exc.kind, str(exc)),))
        metrics.EXTRACTION_SECONDS.labels(format=_format(record.value, content_type, filename)).observe(
            time.perf_counter() - started)
        attachment = AttachmentInfo(mail_id, unit, h.get(r.H_SHA256) or None, filename, content_type,
                                    len(record.value))
    return ParsedRecord(record.source, mail_id, unit, _with_time(result, quoted_at),
                        mail=mail_info_from_headers(h, mail_id, record), attachment=attachment,
                        unit_count=to_int(h.get(r.H_UNITS)))


def _cover(header: str | None) -> str | None:
    """The mail's size lines an attachment record carries; a header that is no JSON list carries none
    (the sizes are a convenience, never a reason to refuse the part)."""
    if not header:
        return None
    try:
        lines = json.loads(header)
    except ValueError:
        return None
    if not isinstance(lines, list):
        return None
    return "\n".join(line for line in lines if isinstance(line, str)) or None


def _format(data: bytes, content_type: str | None, filename: str | None) -> str:
    """The registry's name of the attachment's format (the extraction histogram's label)."""
    try:
        return metrics.format_label(sniff(data, content_type, filename).name)
    except ExtractorError:
        return "unsupported"


def mail_info_from_headers(h: Mapping[str, str], mail_id: str, record: RecordData) -> MailInfo:
    """The mail row a part record describes (its ``mail-*`` headers), for a writer that sees the part first."""
    sender = h.get(r.H_MAIL_SENDER) or None
    return MailInfo(
        mail_id=mail_id, kind=h.get(r.H_MAIL_KIND) or "mail", message_id=h.get(r.H_MAIL_MESSAGE_ID) or None,
        sender=sender, sender_name=h.get(r.H_MAIL_SENDER_NAME) or None, dealer=dealer_from_sender(sender),
        subject=h.get(r.H_MAIL_SUBJECT) or None, sent_at=aware(h.get(r.H_MAIL_SENT_AT)),
        received_at=aware(h.get(r.H_SEEN_AT)) or from_ms(record), unit_count=to_int(h.get(r.H_UNITS)),
    )


def _with_time(result: ExtractionResult, when: dt.datetime | None) -> ExtractionResult:
    """Quotes without a time of their own are stamped with the message's (a quote time is always aware)."""
    if when is None or all(q.quoted_at is not None for q in result.quotes):
        return result
    quotes = tuple(q if q.quoted_at is not None else dataclasses.replace(q, quoted_at=when) for q in result.quotes)
    return ExtractionResult(quotes, result.errors)
