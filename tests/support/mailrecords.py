"""Build a mail's Kafka records from an ``email.message.EmailMessage`` (the format of broker/records.py),
so consumer tests do not depend on the producer's code."""

from __future__ import annotations

import datetime as dt
import hashlib
from dataclasses import dataclass, field
from email.message import EmailMessage
from email.utils import parseaddr, parsedate_to_datetime

from kafka import KafkaProducer

from broker.records import (
    H_ATTACHMENT_ID,
    H_CONTENT_TYPE,
    H_COUNT,
    H_FILE_NAME,
    H_FILE_SIZE,
    H_INDEX,
    H_KIND,
    H_MAIL_ID,
    H_PART,
    H_SCHEMA,
    H_SEEN_AT,
    H_SENDER,
    H_SENT_AT,
    H_SHA256,
    H_SUBJECT,
    KIND_ATTACHMENT,
    KIND_MAIL,
    SCHEMA_VERSION,
    AttachmentRef,
    BodyRecord,
    MailEnvelope,
    encode_headers,
)
from config.settings import Settings


@dataclass
class Record:
    topic: str
    key: bytes
    value: bytes
    headers: list[tuple[str, bytes]] = field(default_factory=list)


@dataclass
class MailRecords:
    mail_id: str
    mail: Record
    attachments: list[Record]

    @property
    def all(self) -> list[Record]:
        return [self.mail, *self.attachments]


def make_mail(body: str, *, sender: str = "Jane Trader <jane@desk.acmebank.com>", subject: str = "AM run",
              date: str = "Mon, 02 Feb 2026 09:30:00 +0000", message_id: str | None = None,
              attachments: list[tuple[str, str, bytes]] = ()) -> EmailMessage:  # type: ignore[assignment]
    """A plain-text mail; ``attachments`` = [(filename, content type, bytes)]."""
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = "desk@fund.example"
    msg["Subject"] = subject
    msg["Date"] = date
    if message_id:
        msg["Message-ID"] = message_id
    msg.set_content(body)
    for filename, ctype, data in attachments:
        maintype, subtype = ctype.split("/", 1)
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=filename)
    return msg


def mail_records(msg: EmailMessage, settings: Settings, file_name: str = "mail.eml") -> MailRecords:
    raw = bytes(msg)
    mail_id = hashlib.sha256(raw).hexdigest()
    seen_at = dt.datetime.now(dt.UTC).isoformat()
    sender_name, sender = parseaddr(msg.get("From", ""))
    sent_at = parsedate_to_datetime(msg["Date"]).isoformat() if msg.get("Date") else None
    bodies: list[BodyRecord] = []
    atts: list[tuple[str, str | None, str, bytes]] = []
    for i, part in enumerate(msg.walk()):
        if part.is_multipart():
            continue
        data = part.get_payload(decode=True) or b""
        if part.get_filename():
            atts.append((str(i), part.get_filename(), part.get_content_type(), data))
        elif part.get_content_type() in ("text/plain", "text/html"):
            bodies.append(BodyRecord("body" if i == 0 else f"body:{i}", part.get_content_type(),
                                     data.decode(part.get_content_charset() or "utf-8", "replace")))
    envelope = MailEnvelope(
        mail_id=mail_id, message_id=msg.get("Message-ID"), subject=msg.get("Subject"), sender=sender or None,
        sender_name=sender_name or None, to=(msg.get("To", ""),), sent_at=sent_at,
        headers=tuple((k, str(v)) for k, v in msg.items()), bodies=tuple(bodies),
        attachments=tuple(AttachmentRef(p, hashlib.sha256(d).hexdigest(), f, c, len(d)) for p, f, c, d in atts),
        source={"file_name": file_name, "file_size": len(raw), "seen_at": seen_at, "host": "test"},
    )
    common = {H_SCHEMA: SCHEMA_VERSION, H_SEEN_AT: seen_at}
    mail = Record(settings.topics.mails, mail_id.encode(), envelope.to_json(), encode_headers(common | {
        H_KIND: KIND_MAIL, H_FILE_NAME: file_name, H_FILE_SIZE: len(raw), H_SHA256: mail_id,
        H_CONTENT_TYPE: "message/rfc822"}))
    records = []
    for index, (part, filename, ctype, data) in enumerate(atts):
        sha = hashlib.sha256(data).hexdigest()
        records.append(Record(settings.topics.attachments, mail_id.encode(), data, encode_headers(common | {
            H_KIND: KIND_ATTACHMENT, H_FILE_NAME: filename, H_FILE_SIZE: len(data), H_SHA256: sha,
            H_CONTENT_TYPE: ctype, H_MAIL_ID: mail_id, H_ATTACHMENT_ID: sha, H_PART: part, H_INDEX: index,
            H_COUNT: len(atts), H_SENDER: sender, H_SUBJECT: msg.get("Subject"), H_SENT_AT: sent_at})))
    return MailRecords(mail_id, mail, records)


def loose_file_record(data: bytes, filename: str, content_type: str, settings: Settings) -> Record:
    sha = hashlib.sha256(data).hexdigest()
    return Record(settings.topics.attachments, sha.encode(), data, encode_headers({
        H_SCHEMA: SCHEMA_VERSION, H_KIND: KIND_ATTACHMENT, H_FILE_NAME: filename, H_FILE_SIZE: len(data),
        H_SHA256: sha, H_CONTENT_TYPE: content_type, H_ATTACHMENT_ID: sha, H_PART: filename,
        H_SEEN_AT: dt.datetime.now(dt.UTC).isoformat()}))


def publish(producer: KafkaProducer, records: list[Record]) -> None:
    """Send and wait for every acknowledgement (mail records keyed by mail id, like the producer)."""
    futures = [producer.send(r.topic, key=r.key, value=r.value, headers=r.headers) for r in records]
    producer.flush()
    for f in futures:
        f.get(timeout=30)
