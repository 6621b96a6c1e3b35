"""A complete file from the dump directory -> the Kafka records that carry it (format: broker/records.py).

A file is one of:
* an mbox (starts with a ``From `` separator line): split into its mails, each published on its own;
* one RFC 822 mail (``.eml``, procmail's ``msg.*``, Maildir files);
* a loose attachment dropped on its own (PDF, XLSX, DOCX, CSV, ...): sniffed from its bytes by the
  extractors' registry and published on the attachment topic with no parent mail.

Anything else is :class:`Rejected` (to ``error/``), and so is a file over ``limits.max_file_bytes`` or
one whose record would exceed ``topics.max_message_bytes`` (to ``quarantine/``). The MIME walking is
the extractors' ``parse_mail``: one shared walker, so what is published is what the parsers read.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from broker import records as r
from config.settings import Settings
from extractors.errors import ExtractorError
from extractors.mail import ParsedMail, is_probably_mail, parse_mail
from extractors.registry import sniff

# Loose files we accept by their bytes; plain text and HTML only when their name says so too,
# otherwise any unparseable procmail file would pass as "text".
_LOOSE_BY_CONTENT = frozenset({"pdf", "xlsx", "docx", "ole", "csv", "tnef"})
_LOOSE_BY_NAME = frozenset({"text", "html"})
# Headroom for the record's key, headers and batch framing under topics.max_message_bytes.
_RECORD_OVERHEAD = 64 * 1024
_MBOX_SEPARATOR = re.compile(rb"^From [^\r\n]*\r?\n", re.MULTILINE)


class Rejected(Exception):
    """The file cannot be published as it is: it goes to error/ (or quarantine/) with this reason."""

    def __init__(self, reason: str, *, quarantine: bool = False, sha256: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.quarantine = quarantine
        self.sha256 = sha256

    def __reduce__(self) -> tuple[Any, ...]:
        # Travels back from the worker processes; the default pickling would drop the keywords.
        return (_rejected, (self.reason, self.quarantine, self.sha256))


def _rejected(reason: str, quarantine: bool, sha256: str | None) -> Rejected:
    return Rejected(reason, quarantine=quarantine, sha256=sha256)


@dataclass(frozen=True)
class Outgoing:
    """One Kafka record to send."""

    topic: str
    key: bytes
    value: bytes
    headers: r.Headers

    @property
    def nbytes(self) -> int:
        return len(self.key) + len(self.value) + sum(len(k) + len(v) for k, v in self.headers)


@dataclass(frozen=True)
class FileMeta:
    """What the service knows about a file before reading it."""

    path: Path
    rel: str             # relative to the dump directory: the ledger key and `source-file`
    seen_at: str         # ISO 8601, aware
    host: str


@dataclass(frozen=True)
class Prepared:
    """A file read, hashed and turned into records, not yet sent."""

    meta: FileMeta
    size: int
    mtime_ns: int
    sha256: str
    records: tuple[Outgoing, ...]
    mails: int
    attachments: int

    @property
    def nbytes(self) -> int:
        return sum(o.nbytes for o in self.records)


def sha256_of_file(path: Path) -> str | None:
    """Streamed, for quarantined files too big to hold in memory."""
    digest = hashlib.sha256()
    try:
        with path.open("rb") as fh:
            while chunk := fh.read(1 << 20):
                digest.update(chunk)
    except OSError:
        return None
    return digest.hexdigest()


def split_mbox(raw: bytes) -> list[bytes]:
    """The mails of an mbox, without their ``From `` lines and the blank line that ends each.

    Lines starting with "From " inside bodies are quoted (">From ") by mbox writers; like the
    stdlib ``mailbox`` module we split on every unquoted one and leave the quoting as it is.
    """
    starts = [m for m in _MBOX_SEPARATOR.finditer(raw)]
    members: list[bytes] = []
    for i, m in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(raw)
        body = raw[m.end():end]
        # Every mail is followed by one blank line that belongs to the mbox, not to the mail.
        if body.endswith(b"\r\n\r\n"):
            body = body[:-2]
        elif body.endswith(b"\n\n"):
            body = body[:-1]
        if body.strip():
            members.append(body)
    return members


@dataclass(frozen=True)
class SourceOptions:
    """The few settings a reader needs; small and picklable for the worker processes."""

    mails_topic: str
    attachments_topic: str
    max_file_bytes: int
    max_record_bytes: int

    @classmethod
    def from_settings(cls, settings: Settings) -> SourceOptions:
        return cls(settings.topics.mails, settings.topics.attachments, settings.limits.max_file_bytes,
                   settings.topics.max_message_bytes - _RECORD_OVERHEAD)


class SourceReader:
    """Turns complete files into records."""

    def __init__(self, options: SourceOptions | Settings) -> None:
        if not isinstance(options, SourceOptions):
            options = SourceOptions.from_settings(options)
        self.mails_topic = options.mails_topic
        self.attachments_topic = options.attachments_topic
        self.max_file_bytes = options.max_file_bytes
        self.max_record_bytes = options.max_record_bytes

    def prepare(self, meta: FileMeta) -> Prepared:
        """Read, hash and build every record of one file; raises Rejected, or FileNotFoundError if gone."""
        raw, size, mtime_ns = self._read(meta.path)
        sha = hashlib.sha256(raw).hexdigest()
        if not raw.strip():
            raise Rejected("empty file", sha256=sha)
        out: list[Outgoing] = []
        mails = attachments = 0
        if _MBOX_SEPARATOR.match(raw):
            members = split_mbox(raw)
            if not members:
                raise Rejected("mbox without any mail", sha256=sha)
            for i, member in enumerate(members, start=1):
                source = {"member": i, "members": len(members)}
                out += self._mail(member, meta, size, sha, source)
                mails += 1
        elif is_probably_mail(raw):
            out += self._mail(raw, meta, size, sha, {})
            mails = 1
        else:
            out.append(self._loose(raw, meta, sha))
        attachments = sum(1 for o in out if o.topic == self.attachments_topic)
        for o in out:
            if o.nbytes > self.max_record_bytes:
                raise Rejected(f"a record of this file would be {o.nbytes} bytes, over the topic limit "
                               f"({self.max_record_bytes} + overhead); raise topics.max_message_bytes",
                               quarantine=True, sha256=sha)
        return Prepared(meta, size, mtime_ns, sha, tuple(out), mails, attachments)

    def _read(self, path: Path) -> tuple[bytes, int, int]:
        try:
            with path.open("rb") as fh:
                st = os.fstat(fh.fileno())
                if st.st_size > self.max_file_bytes:
                    raise Rejected(f"{st.st_size} bytes, over limits.max_file_bytes ({self.max_file_bytes})",
                                   quarantine=True, sha256=sha256_of_file(path))
                # Read one byte more than allowed: a file still growing past the limit is caught too.
                raw = fh.read(self.max_file_bytes + 1)
        except FileNotFoundError:
            raise
        except OSError as exc:
            raise Rejected(f"cannot read the file: {exc.strerror or exc}") from exc
        if len(raw) > self.max_file_bytes:
            raise Rejected(f"over limits.max_file_bytes ({self.max_file_bytes})", quarantine=True,
                           sha256=sha256_of_file(path))
        return raw, len(raw), st.st_mtime_ns

    def _mail(self, raw: bytes, meta: FileMeta, file_size: int, file_sha: str,
              member: dict[str, int]) -> list[Outgoing]:
        mail_id = hashlib.sha256(raw).hexdigest() if member else file_sha
        try:
            mail = parse_mail(raw)
        except (ValueError, TypeError, LookupError, IndexError, ExtractorError) as exc:
            # parse_mail tolerates garbage by design; this is a bug-shaped failure, kept for the operator.
            raise Rejected(f"cannot parse the mail: {type(exc).__name__}: {exc}", sha256=file_sha) from exc
        key = mail_id.encode()
        sent_at = mail.sent_at.isoformat() if mail.sent_at else None
        refs: list[r.AttachmentRef] = []
        out: list[Outgoing] = []
        count = len(mail.attachments)
        for index, att in enumerate(mail.attachments, start=1):
            att_id = hashlib.sha256(att.data).hexdigest()
            refs.append(r.AttachmentRef(att.part, att_id, att.filename, att.content_type, len(att.data)))
            headers = r.encode_headers({
                r.H_KIND: r.KIND_ATTACHMENT, r.H_SCHEMA: r.SCHEMA_VERSION, r.H_FILE_NAME: att.filename,
                r.H_FILE_SIZE: len(att.data), r.H_SHA256: att_id, r.H_CONTENT_TYPE: att.content_type,
                r.H_SEEN_AT: meta.seen_at, r.H_PRODUCER_HOST: meta.host, r.H_MAIL_ID: mail_id,
                r.H_ATTACHMENT_ID: att_id, r.H_PART: att.part, r.H_INDEX: index, r.H_COUNT: count,
                r.H_SENDER: mail.sender, r.H_SUBJECT: _one_line(mail.subject), r.H_SENT_AT: sent_at,
                r.H_SOURCE_FILE: meta.rel,
            })
            out.append(Outgoing(self.attachments_topic, key, att.data, headers))
        envelope = self._envelope(mail, mail_id, refs, meta, file_size, file_sha, member)
        headers = r.encode_headers({
            r.H_KIND: r.KIND_MAIL, r.H_SCHEMA: r.SCHEMA_VERSION, r.H_FILE_NAME: meta.path.name,
            r.H_FILE_SIZE: len(raw), r.H_SHA256: mail_id, r.H_CONTENT_TYPE: "message/rfc822",
            r.H_SEEN_AT: meta.seen_at, r.H_PRODUCER_HOST: meta.host, r.H_SOURCE_FILE: meta.rel,
        })
        # Attachments first: a consumer that sees the mail record can expect its attachments to exist.
        out.append(Outgoing(self.mails_topic, key, envelope.to_json(), headers))
        return out

    @staticmethod
    def _envelope(mail: ParsedMail, mail_id: str, refs: list[r.AttachmentRef], meta: FileMeta,
                  file_size: int, file_sha: str, member: dict[str, int]) -> r.MailEnvelope:
        source: dict[str, Any] = {"file": meta.rel, "file_name": meta.path.name, "file_size": file_size,
                                  "file_sha256": file_sha,
                                  "seen_at": meta.seen_at, "host": meta.host, **member}
        bodies = tuple(
            r.BodyRecord(b.part, b.content_type, b.text, b.alternative_group, b.sender,
                         b.sent_at.isoformat() if b.sent_at else None)
            for b in mail.bodies
        )
        return r.MailEnvelope(
            mail_id=mail_id, message_id=mail.message_id, subject=mail.subject, sender=mail.sender,
            sender_name=mail.sender_name, to=mail.to,
            sent_at=mail.sent_at.isoformat() if mail.sent_at else None,
            headers=mail.headers, bodies=bodies, attachments=tuple(refs),
            defects=tuple(str(d) for d in mail.defects), source=source,
        )

    def _loose(self, raw: bytes, meta: FileMeta, sha: str) -> Outgoing:
        name = meta.path.name
        try:
            fmt = sniff(raw, None, name)
        except ExtractorError as exc:
            raise Rejected(f"neither a mail nor a supported attachment: {exc}", sha256=sha) from exc
        by_name = fmt.name in _LOOSE_BY_NAME and name.lower().endswith(fmt.extensions)
        if fmt.name not in _LOOSE_BY_CONTENT and not by_name:
            raise Rejected(f"neither a mail nor a supported attachment (looks like {fmt.name})", sha256=sha)
        headers = r.encode_headers({
            r.H_KIND: r.KIND_ATTACHMENT, r.H_SCHEMA: r.SCHEMA_VERSION, r.H_FILE_NAME: name,
            r.H_FILE_SIZE: len(raw), r.H_SHA256: sha, r.H_CONTENT_TYPE: fmt.mime_types[0],
            r.H_SEEN_AT: meta.seen_at, r.H_PRODUCER_HOST: meta.host, r.H_ATTACHMENT_ID: sha,
            r.H_PART: name, r.H_INDEX: 1, r.H_COUNT: 1, r.H_SOURCE_FILE: meta.rel,
        })
        return Outgoing(self.attachments_topic, sha.encode(), raw, headers)


def _one_line(text: str | None) -> str | None:
    return " ".join(text.split()) if text else text
