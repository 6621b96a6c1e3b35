"""The record format on the otcmail topics: the one contract between producer, unpack, parsers and Spark.

Raw topic (``topics.raw``), the system of record, one record per message as it was received (a mail
file, an mbox member, a loose document dropped on its own), written by the producer::

    key     the mail id: SHA-256 hex of the message without its transport headers
            (``producer.framing.mail_id``), so a message delivered twice has one id
    value   the message's bytes, untouched (an mbox member: without its ``From `` line, ``>From `` unescaped)
    headers otcmail-kind=raw, schema-version, file-name, file-size (of this message), sha256 (of the
            value), file-sha256 (of the whole file), seen-at, producer-host, source-file (relative to
            the dump directory), member/members (for an mbox member)

Part topics, written by the unpack stage (``consumer.unpack``): every body and every attachment of
a message as its own record, keyed by the mail id, so every part of a mail lands on the same
partition number. The bodies (``topics.bodies``) are light and parsed apart from the attachments;
attachments go to ``topics.attachments`` when light (CSV, text, HTML, ...) and to ``topics.documents``
when heavy (PDF, Word, Excel, ODS, Outlook item, RTF: their format as the extractors' registry sniffs
the bytes), each topic parsed by a lane of its own, so a backlog of PDFs never holds up a text run. The
record is the same on either attachment topic::

    key     the mail id
    value   body: JSON ``{"v": 2, "bodies": [{part, content_type, text, alternative_group}, ...]}``, the
            text parts of one message of the tree (the mail's own, or a forwarded message's);
            attachment: the part's decoded bytes, untouched
    headers otcmail-kind=body|attachment, schema-version, mail-id, unit (the part's identity in the
            database: ``body``, ``body:<MIME path>`` for a forwarded message, the MIME path of an
            attachment, ``file`` for a loose document), units (how many part records the mail has),
            part (MIME path), file-name, content-type, file-size, sha256 (of the value), and the envelope
            of the message the part belongs to: sender, sender-name, subject, sent-at, message-id; plus the
            mail's own: mail-kind (mail | file), mail-sender, mail-subject, mail-sent-at,
            mail-message-id, seen-at, source-file, raw-topic/raw-partition/raw-offset.

Every header value is UTF-8 text. Together the raw topic's records carry everything: any part record
can be rebuilt from them by replaying the unpack stage.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from core.errors import UndecodableRecord

SCHEMA_VERSION = 2
KIND_RAW = "raw"
KIND_BODY = "body"
KIND_ATTACHMENT = "attachment"
KINDS = (KIND_RAW, KIND_BODY, KIND_ATTACHMENT)

# Kafka header names (values are UTF-8 strings).
H_KIND = "otcmail-kind"
H_SCHEMA = "schema-version"
H_FILE_NAME = "file-name"
H_FILE_SIZE = "file-size"
H_SHA256 = "sha256"
H_FILE_SHA256 = "file-sha256"
H_CONTENT_TYPE = "content-type"
H_SEEN_AT = "seen-at"
H_PRODUCER_HOST = "producer-host"
H_SOURCE_FILE = "source-file"
H_MEMBER = "member"
H_MEMBERS = "members"
H_MAIL_ID = "mail-id"
H_UNIT = "unit"
H_UNITS = "units"
H_PART = "part"
H_SENDER = "sender"
H_SENDER_NAME = "sender-name"
H_SUBJECT = "subject"
H_SENT_AT = "sent-at"
H_MESSAGE_ID = "message-id"
H_MAIL_KIND = "mail-kind"
H_MAIL_SENDER = "mail-sender"
H_MAIL_SENDER_NAME = "mail-sender-name"
H_MAIL_SUBJECT = "mail-subject"
H_MAIL_SENT_AT = "mail-sent-at"
H_MAIL_MESSAGE_ID = "mail-message-id"
H_RAW_TOPIC = "raw-topic"
H_RAW_PARTITION = "raw-partition"
H_RAW_OFFSET = "raw-offset"
#: An attachment's: the lines of its mail's text that state sizes, as a JSON list (extractors/cover.py).
H_COVER_SIZES = "cover-sizes"

Headers = list[tuple[str, bytes]]

#: Headroom for a record's key, headers and batch framing under ``topics.max_message_bytes``: a value may
#: be at most that much smaller than the topic limit (the producer's messages, the unpack stage's parts).
RECORD_OVERHEAD = 64 * 1024


@dataclass(frozen=True, slots=True)
class BodyText:
    """One text part of a message (plain or HTML); the parts of one alternative group carry the same run."""

    part: str
    content_type: str
    text: str
    alternative_group: str | None = None


def encode_bodies(bodies: Iterable[BodyText]) -> bytes:
    data = {"v": SCHEMA_VERSION, "bodies": [
        {"part": b.part, "content_type": b.content_type, "text": b.text, "alternative_group": b.alternative_group}
        for b in bodies
    ]}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def decode_bodies(raw: bytes) -> list[BodyText]:
    try:
        data = json.loads(raw)
        if data.get("v") != SCHEMA_VERSION:
            raise UndecodableRecord(f"body record schema v{data.get('v')}, this otcmail reads v{SCHEMA_VERSION}")
        return [BodyText(str(b["part"]), str(b["content_type"]), str(b["text"]), b.get("alternative_group"))
                for b in data["bodies"]]
    except UndecodableRecord:
        raise
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise UndecodableRecord(f"not an otcmail body record: {exc}") from exc


def encode_headers(values: Mapping[str, object | None]) -> Headers:
    """Kafka headers from a mapping; None values are left out, everything else is str()-ed to UTF-8."""
    return [(k, _one_line(str(v)).encode("utf-8", "replace")) for k, v in values.items() if v is not None]


def decode_headers(headers: Iterable[tuple[str, bytes | None]] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in headers or ():
        if value is not None:
            out[key] = value.decode("utf-8", "replace")
    return out


def record_kind(headers: Mapping[str, str], expected: Iterable[str] = KINDS) -> str:
    kind = headers.get(H_KIND)
    allowed = tuple(expected)
    if kind not in allowed:
        raise UndecodableRecord(f"record has no valid {H_KIND} header (got {kind!r}; this stage reads "
                                f"{', '.join(allowed)})")
    return kind


def _one_line(text: str) -> str:
    # A folded Subject keeps its words, not its line breaks: a header value is one line.
    return " ".join(text.split()) if ("\n" in text or "\r" in text) else text
