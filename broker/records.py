"""The record format on the otcmail topics: the one contract between producer, consumers and Spark.

Mail topic (``topics.mails``), one record per mail:
    key     the mail id: SHA-256 hex of the mail file's raw bytes (so a re-published mail keeps its id)
    value   JSON ``MailEnvelope`` (schema ``v`` = 1): headers, text/HTML bodies, the attachment list
    headers COMMON_HEADERS below, ``otcmail-kind: mail``; here ``file-name``/``file-size``/``sha256``
            describe the mail's raw bytes (``sha256`` = the mail id), ``content-type`` is ``message/rfc822``

    An mbox file is split into its mails: each member's id is the SHA-256 of that member's bytes
    (without its ``From `` separator line); ``source`` says which member of which file it was.

Attachment topic (``topics.attachments``), one record per attachment:
    key     the parent mail id (same key, same partition number as the mail record);
            for a loose attachment dropped on its own, its own SHA-256
    value   the attachment's raw bytes, untouched
    headers COMMON_HEADERS plus ``mail-id`` (absent for a loose file), ``attachment-id`` (SHA-256 of
            the bytes), ``part`` (MIME part path), ``index``/``count`` (position among the mail's
            attachments, 1-based), and the parent's ``sender``, ``subject``, ``sent-at`` so an attachment
            parses on its own without waiting for its mail. Here ``file-name``/``file-size``/``sha256``/
            ``content-type`` describe the attachment itself (its MIME file name and declared type; for a
            loose file, the file's name and the type sniffed from its bytes, and ``part`` = its name).

Every record also carries ``source-file``: the path, relative to the dump directory, of the file it
was read from (for an mbox member or an attachment: the mbox or mail file).

Together the records carry everything needed to re-parse a mail from the log alone.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from core.errors import UndecodableRecord

SCHEMA_VERSION = 1
KIND_MAIL = "mail"
KIND_ATTACHMENT = "attachment"

# Kafka header names (values are UTF-8 strings).
H_KIND = "otcmail-kind"
H_SCHEMA = "schema-version"
H_FILE_NAME = "file-name"
H_FILE_SIZE = "file-size"
H_SHA256 = "sha256"
H_CONTENT_TYPE = "content-type"
H_SEEN_AT = "seen-at"
H_PRODUCER_HOST = "producer-host"
H_MAIL_ID = "mail-id"
H_ATTACHMENT_ID = "attachment-id"
H_PART = "part"
H_INDEX = "index"
H_COUNT = "count"
H_SENDER = "sender"
H_SUBJECT = "subject"
H_SENT_AT = "sent-at"
H_SOURCE_FILE = "source-file"
COMMON_HEADERS = (H_KIND, H_SCHEMA, H_FILE_NAME, H_FILE_SIZE, H_SHA256, H_CONTENT_TYPE, H_SEEN_AT,
                  H_PRODUCER_HOST)

Headers = list[tuple[str, bytes]]


@dataclass(frozen=True)
class BodyRecord:
    part: str
    content_type: str
    text: str
    alternative_group: str | None = None
    # Set on the bodies of a forwarded message/rfc822 part: that message's own sender and Date (ISO 8601).
    sender: str | None = None
    sent_at: str | None = None


@dataclass(frozen=True)
class AttachmentRef:
    part: str
    attachment_id: str
    filename: str | None
    content_type: str
    size: int


@dataclass(frozen=True)
class MailEnvelope:
    mail_id: str
    message_id: str | None
    subject: str | None
    sender: str | None
    sender_name: str | None
    to: tuple[str, ...]
    sent_at: str | None  # ISO 8601 with offset, as the mail's Date header said
    headers: tuple[tuple[str, str], ...]
    bodies: tuple[BodyRecord, ...]
    attachments: tuple[AttachmentRef, ...]
    defects: tuple[str, ...] = ()
    # Where it came from: file (relative to the dump directory), file_name, file_size, file_sha256, seen_at, host,
    # and for an mbox member: member (1-based) and members.
    source: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> bytes:
        # Same document as dataclasses.asdict(self) + "v", built directly: asdict deep-copies every
        # header and body and was a third of the producer's time per small mail.
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["bodies"] = [vars(b) for b in self.bodies]
        data["attachments"] = [vars(a) for a in self.attachments]
        data["source"] = dict(self.source)
        data["v"] = SCHEMA_VERSION
        return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    @classmethod
    def from_json(cls, raw: bytes) -> MailEnvelope:
        try:
            data = json.loads(raw)
            version = data.pop("v")
            if version != SCHEMA_VERSION:
                raise UndecodableRecord(f"mail record schema v{version}, this otcmail reads v{SCHEMA_VERSION}")
            return cls(
                mail_id=data["mail_id"],
                message_id=data.get("message_id"),
                subject=data.get("subject"),
                sender=data.get("sender"),
                sender_name=data.get("sender_name"),
                to=tuple(data.get("to") or ()),
                sent_at=data.get("sent_at"),
                headers=tuple((str(k), str(v)) for k, v in data.get("headers") or ()),
                bodies=tuple(BodyRecord(**b) for b in data.get("bodies") or ()),
                attachments=tuple(AttachmentRef(**a) for a in data.get("attachments") or ()),
                defects=tuple(data.get("defects") or ()),
                source=data.get("source") or {},
            )
        except UndecodableRecord:
            raise
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise UndecodableRecord(f"not an otcmail mail record: {exc}") from exc


def encode_headers(values: Mapping[str, object | None]) -> Headers:
    """Kafka headers from a mapping; None values are left out, everything else is str()-ed to UTF-8."""
    return [(k, str(v).encode("utf-8")) for k, v in values.items() if v is not None]


def decode_headers(headers: Iterable[tuple[str, bytes | None]] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in headers or ():
        if value is not None:
            out[key] = value.decode("utf-8", "replace")
    return out


def record_kind(headers: Mapping[str, str]) -> str:
    kind = headers.get(H_KIND)
    if kind not in (KIND_MAIL, KIND_ATTACHMENT):
        raise UndecodableRecord(f"record has no valid {H_KIND} header (got {kind!r})")
    return kind
