"""Mails built with the stdlib, turned into Kafka records by the producer's own reader (production path).

A test writes the mail to a file and ``producer.source.SourceReader`` makes the raw record of it,
exactly as the producer does for a file in the inbox: no test-only record builder.
"""

from __future__ import annotations

import datetime as dt
import socket
import tempfile
from dataclasses import dataclass, field
from email.message import EmailMessage
from pathlib import Path

from kafka import KafkaProducer

from broker.records import decode_headers
from config.settings import Settings
from consumer.records import RecordData
from producer.source import FileMeta, SourceReader


@dataclass
class Record:
    topic: str
    key: bytes
    value: bytes
    headers: list[tuple[str, bytes]] = field(default_factory=list)


@dataclass
class MailRecords:
    """The raw record(s) the producer makes of one mail file (one, unless the file is an mbox)."""

    mail_id: str
    raw: Record

    @property
    def all(self) -> list[Record]:
        return [self.raw]


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


def file_records(data: bytes, settings: Settings, file_name: str = "mail.eml") -> list[Record]:
    """The raw records the producer's reader makes of a file holding ``data``."""
    with tempfile.TemporaryDirectory(prefix="otcmail-records-") as folder:
        path = Path(folder) / file_name
        path.write_bytes(data)
        meta = FileMeta(path, file_name, dt.datetime.now(dt.UTC).isoformat(), socket.gethostname())
        prepared = SourceReader(settings).prepare(meta)
    return [Record(o.topic, o.key, o.value, list(o.headers)) for o in prepared.records]


def mail_records(msg: EmailMessage | bytes, settings: Settings, file_name: str = "mail.eml") -> MailRecords:
    raw = msg if isinstance(msg, bytes) else bytes(msg)
    (record,) = file_records(raw, settings, file_name)
    return MailRecords(record.key.decode(), record)


def loose_file_record(data: bytes, filename: str, content_type: str, settings: Settings) -> Record:
    """A document dropped on its own (``content_type`` is not sent: the parsers sniff the bytes, as in production)."""
    (record,) = file_records(data, settings, filename)
    return record


def as_record_data(record: Record, partition: int = 0, offset: int = 0) -> RecordData:
    """A record as a consumer reads it back from Kafka."""
    return RecordData(record.topic, partition, offset, record.key, record.value, decode_headers(record.headers))


def publish(producer: KafkaProducer, records: list[Record]) -> None:
    """Send and wait for every acknowledgement (keyed by mail id, like the producer)."""
    futures = [producer.send(r.topic, key=r.key, value=r.value, headers=r.headers) for r in records]
    producer.flush()
    for f in futures:
        f.get(timeout=30)
