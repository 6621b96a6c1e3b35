"""The unpack step: one raw record (a message as received) -> its part records and its database rows.

Pure (no Kafka objects, no database): the unpack consumers and the Spark jobs both call
:func:`unpack_record`. A mail is walked by :mod:`extractors.mime`: the text bodies of each message of
the tree (the mail's own, each forwarded ``message/rfc822``) become one body record, every attachment
its own record, each carrying the envelope of the message it belongs to and the mail's own. An
attached Outlook item (``.msg``) is a message of the tree like a forwarded one: its bodies are the unit
``body:<part>:msg``, its attachments ``<part>:msg:<n>``, under its own sender, subject and date (see
extractors/mime.py). Bytes that are not a mail (a loose PDF, a spreadsheet, a text file, a loose
``.msg``) become one attachment record, unit ``file``. The record format is in broker/records.py.

An attachment goes to one of two topics by its format, sniffed from its bytes by the extractors'
registry (never by its name): a heavy one (``consumer.groups.HEAVY_FORMATS``: PDF, Word, Excel, ODS,
Outlook item, RTF) to the document topic, any other (CSV, text, HTML, images) to the attachment topic.
Each is read by a lane of its own, so a backlog of PDFs never holds up a text mail's CSV run. Which topic
a part took changes nothing downstream: its record, its unit and the mail's part count are the same.

A message the walker cannot handle raises; the caller (``steps.run_step``) retries it and then
dead-letters it with its reason. A part over the topic limit is not published: it is recorded as an
unpack error of its mail.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
from dataclasses import dataclass

from broker import records as r
from config.settings import Settings
from consumer.groups import HEAVY_FORMATS
from consumer.records import RecordData, aware, from_ms
from core import metrics
from core.errors import ExtractorError, UndecodableRecord
from db.documents import BODY_UNIT, FILE_UNIT, MAIL_UNIT, AttachmentInfo, MailInfo, Source, UnpackedDocument
from extractors.cover import cover_lines
from extractors.dealers import dealer_from_sender
from extractors.mime import Envelope, ParsedMail, is_probably_mail, parse_mail
from extractors.model import ExtractionError
from extractors.registry import sniff

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class PartRecord:
    """One record for a part topic."""

    topic: str
    key: bytes
    value: bytes
    headers: r.Headers


@dataclass(frozen=True, slots=True)
class Unpacked:
    """A raw record unpacked: the rows to store, then the part records to publish."""

    document: UnpackedDocument
    parts: tuple[PartRecord, ...]

    @property
    def source(self) -> Source:
        return self.document.source

    @property
    def mail_id(self) -> str:
        return self.document.mail.mail_id

    unit = MAIL_UNIT
    unit_count = None


@dataclass(frozen=True)
class UnpackOptions:
    """Where parts go and how big one may be; small and picklable (Spark executors get it)."""

    bodies_topic: str
    attachments_topic: str
    max_part_bytes: int
    documents_topic: str

    @classmethod
    def from_settings(cls, settings: Settings) -> UnpackOptions:
        return cls(settings.topics.bodies, settings.topics.attachments,
                   settings.topics.max_message_bytes - r.RECORD_OVERHEAD, settings.topics.documents)

    def attachment_topic(self, data: bytes, content_type: str | None, filename: str | None) -> str:
        """The document topic for a heavy format (sniffed as the parsers will), else the attachment topic."""
        return self.documents_topic if is_heavy(data, content_type, filename) else self.attachments_topic


def is_heavy(data: bytes, content_type: str | None, filename: str | None) -> bool:
    """Whether the extractors' registry sniffs ``data`` as a heavy format.

    A part the registry refuses (unsupported, unreadable) is light: the parsers refuse it at once. A sniff
    that fails unexpectedly routes the part to the document lane (where the parser's own try decides what
    it is) rather than failing the whole mail's unpack: routing is no verdict on the part.
    """
    try:
        return sniff(data, content_type, filename).name in HEAVY_FORMATS
    except ExtractorError:
        return False
    except Exception as exc:  # noqa: BLE001 - see above; the parser meets the same error and records it
        log.warning("cannot tell the format of %s (%s: %s); sending it to the document lane", filename or "a part",
                    type(exc).__name__, exc)
        return True


def body_unit(message_path: str) -> str:
    return BODY_UNIT if not message_path else f"{BODY_UNIT}:{message_path}"


def unpack_record(record: RecordData, options: UnpackOptions) -> Unpacked:
    """Walk one raw record. Raises UndecodableRecord for a record that is not a raw otcmail record."""
    metrics.RECORDS_CONSUMED.labels(stage="unpack", topic=record.topic).inc()
    h = record.headers
    r.record_kind(h, (r.KIND_RAW,))
    if record.value is None:
        raise UndecodableRecord("raw record has no value (a tombstone?)")
    mail_id = record.key.decode("ascii", "replace") if record.key else ""
    if len(mail_id) != 64:
        raise UndecodableRecord(f"raw record key {mail_id!r} is not a mail id")
    raw = record.value
    received_at = aware(h.get(r.H_SEEN_AT)) or from_ms(record)
    info = MailInfo(mail_id=mail_id, received_at=received_at, file_name=h.get(r.H_FILE_NAME) or None,
                    file_size=len(raw), file_sha256=h.get(r.H_FILE_SHA256) or h.get(r.H_SHA256) or None)
    if not raw.strip():
        error = ExtractionError(MAIL_UNIT, "empty", "the message is empty")
        doc = UnpackedDocument(record.source, _replace(info, unit_count=0), errors=(error,))
        return Unpacked(doc, ())
    common = {
        r.H_SCHEMA: r.SCHEMA_VERSION, r.H_MAIL_ID: mail_id, r.H_SEEN_AT: h.get(r.H_SEEN_AT),
        r.H_SOURCE_FILE: h.get(r.H_SOURCE_FILE), r.H_RAW_TOPIC: record.topic, r.H_RAW_PARTITION: record.partition,
        r.H_RAW_OFFSET: record.offset,
    }
    if is_probably_mail(raw):
        return _unpack_mail(record, raw, info, common, options)
    return _unpack_file(record, raw, info, common, options)


def _unpack_mail(record: RecordData, raw: bytes, info: MailInfo, common: dict[str, object],
                 options: UnpackOptions) -> Unpacked:
    mail = parse_mail(raw)
    top = mail.messages[0]
    common = common | {
        r.H_MAIL_KIND: "mail", r.H_MAIL_SENDER: top.sender, r.H_MAIL_SENDER_NAME: top.sender_name,
        r.H_MAIL_SUBJECT: top.subject, r.H_MAIL_SENT_AT: _iso(top), r.H_MAIL_MESSAGE_ID: top.message_id,
    }
    key = info.mail_id.encode()
    planned: list[tuple[str, bytes, dict[str, object]]] = []  # (topic, value, headers)
    errors: list[ExtractionError] = []
    for message in mail.messages:
        texts = [r.BodyText(b.part, b.content_type, b.text, b.alternative_group)
                 for b in mail.bodies if b.message == message.path]
        if texts:
            planned.append((options.bodies_topic, r.encode_bodies(texts), {
                r.H_KIND: r.KIND_BODY, r.H_UNIT: body_unit(message.path), r.H_PART: message.path or None,
                **_envelope_headers(message)}))
    attachments: list[AttachmentInfo] = []
    covers: dict[str, str | None] = {}
    for att in mail.attachments:
        if att.message not in covers:
            lines = cover_lines([(b.content_type, b.text) for b in mail.bodies if b.message == att.message])
            covers[att.message] = json.dumps(lines) if lines else None
        sha = hashlib.sha256(att.data).hexdigest()
        attachments.append(AttachmentInfo(info.mail_id, att.part, sha, att.filename, att.content_type, len(att.data)))
        planned.append((options.attachment_topic(att.data, att.content_type, att.filename), att.data, {
            r.H_KIND: r.KIND_ATTACHMENT, r.H_UNIT: att.part, r.H_PART: att.part, r.H_FILE_NAME: att.filename,
            r.H_CONTENT_TYPE: att.content_type, r.H_FILE_SIZE: len(att.data), r.H_SHA256: sha,
            r.H_COVER_SIZES: covers[att.message], **_envelope_headers(mail.envelope(att.message))}))
    kept = []
    for topic, value, extra in planned:
        if len(value) > options.max_part_bytes:
            errors.append(ExtractionError(str(extra[r.H_UNIT]), "limit", f"part of {len(value)} bytes is over the "
                                          f"topic limit ({options.max_part_bytes}); not published"))
        else:
            kept.append((topic, value, extra))
    parts = tuple(PartRecord(topic, key, value, r.encode_headers(common | {r.H_UNITS: len(kept)} | extra))
                  for topic, value, extra in kept)
    doc = UnpackedDocument(record.source, _mail_info(info, mail, len(kept)), tuple(attachments), tuple(errors))
    return Unpacked(doc, parts)


def _unpack_file(record: RecordData, raw: bytes, info: MailInfo, common: dict[str, object],
                 options: UnpackOptions) -> Unpacked:
    """A loose document: one part, unit ``file``; its format is the parsers' business (sniffed from the bytes)."""
    sha = hashlib.sha256(raw).hexdigest()
    attachment = AttachmentInfo(info.mail_id, FILE_UNIT, sha, info.file_name, None, len(raw))
    info = _replace(info, kind="file", unit_count=1)
    headers = r.encode_headers(common | {
        r.H_KIND: r.KIND_ATTACHMENT, r.H_MAIL_KIND: "file", r.H_UNIT: FILE_UNIT, r.H_UNITS: 1,
        r.H_FILE_NAME: info.file_name, r.H_FILE_SIZE: len(raw), r.H_SHA256: sha,
    })
    part = PartRecord(options.attachment_topic(raw, None, info.file_name), info.mail_id.encode(), raw, headers)
    return Unpacked(UnpackedDocument(record.source, info, (attachment,)), (part,))


def _envelope_headers(message: Envelope) -> dict[str, object]:
    return {r.H_SENDER: message.sender, r.H_SENDER_NAME: message.sender_name, r.H_SUBJECT: message.subject,
            r.H_SENT_AT: _iso(message), r.H_MESSAGE_ID: message.message_id}


def _iso(message: Envelope) -> str | None:
    return message.sent_at.isoformat() if message.sent_at else None


def _mail_info(info: MailInfo, mail: ParsedMail, units: int) -> MailInfo:
    return _replace(info, kind="mail", message_id=mail.message_id, sender=mail.sender, sender_name=mail.sender_name,
                    dealer=dealer_from_sender(mail.sender), subject=mail.subject, sent_at=mail.sent_at,
                    attachment_count=len(mail.attachments), unit_count=units)


def _replace(info: MailInfo, **changes: object) -> MailInfo:
    return dataclasses.replace(info, **changes)  # type: ignore[arg-type]
