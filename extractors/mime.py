"""The MIME walker: one RFC 822 message -> its messages' envelopes, text bodies and attachments.

Used by the unpack stage (every mail on the raw topic) and by ``extract_mail`` (one mail in memory),
so what the consumers store and what ``otcmail extract`` prints come from the same walk.

Identity is the **MIME path** (IMAP's numbering: ``1``, ``2.1``, ...), never a file name: two
attachments called ``run.csv`` are two parts. A forwarded ``message/rfc822`` part is a message of its
own, with its own envelope (sender, date, subject, Message-ID), and its bodies and attachments carry
its path in ``message``. TNEF (``winmail.dat``) is opened: its bodies and files become ours
(``<path>:tnef:<n>``). An attached Outlook item (``.msg``, :mod:`extractors.msg`) is opened like a
forwarded message: it is the message ``<path>:msg``, with its own envelope (its sender, subject,
date, Message-ID); its bodies are ``body:<path>:msg``, its attachments ``<path>:msg:<n>`` (``n`` from 1,
in the item's order), and an Outlook item attached to it is the message ``<path>:msg:<n>:msg``.

``parse_mail`` never raises on header or charset garbage: what cannot be decoded is replaced and
noted in ``defects``.
"""

from __future__ import annotations

import datetime as dt
import email
import email.errors
import email.policy
import re
from collections.abc import Iterable
from dataclasses import dataclass
from email.header import decode_header, make_header
from email.message import Message
from email.parser import HeaderParser
from email.utils import getaddresses, parseaddr, parsedate_to_datetime
from functools import lru_cache

from extractors.errors import DocumentError
from extractors.msg import MAX_DEPTH as MSG_MAX_DEPTH
from extractors.msg import OutlookItem, read_msg
from extractors.ole import MAGIC as OLE_MAGIC


@dataclass(frozen=True, slots=True)
class Envelope:
    """The headers of one message of the tree that a quote needs: who, when, what about."""

    path: str  # MIME path of the message: "" for the mail itself, e.g. "2.1" for a forwarded one
    message_id: str | None = None
    subject: str | None = None
    sender: str | None = None
    sender_name: str | None = None
    to: tuple[str, ...] = ()
    sent_at: dt.datetime | None = None


@dataclass(frozen=True, slots=True)
class Body:
    part: str  # "body" for the mail's own text, "body:<MIME path>" for a forwarded message's
    content_type: str
    text: str
    alternative_group: str | None = None
    #: Set for the bodies of a forwarded message/rfc822 part: its own sender and date.
    sender: str | None = None
    sent_at: dt.datetime | None = None
    message: str = ""  # MIME path of the message this body belongs to


@dataclass(frozen=True, slots=True)
class Attachment:
    part: str  # MIME path: the part's identity
    filename: str | None
    content_type: str
    data: bytes
    message: str = ""  # MIME path of the message this attachment belongs to


@dataclass(frozen=True, slots=True)
class ParsedMail:
    message_id: str | None
    subject: str | None
    sender: str | None
    sender_name: str | None
    to: tuple[str, ...]
    sent_at: dt.datetime | None
    headers: tuple[tuple[str, str], ...]
    bodies: tuple[Body, ...]
    attachments: tuple[Attachment, ...]
    defects: tuple[str, ...]
    messages: tuple[Envelope, ...] = ()  # the mail itself first, then each forwarded message

    def envelope(self, path: str) -> Envelope:
        return next((m for m in self.messages if m.path == path), self.messages[0])


_KEY_HEADERS = re.compile(rb"^(?:From|Date|Message-ID|Subject|To):", re.IGNORECASE | re.MULTILINE)
_MIME_HEADERS = re.compile(rb"^(?:MIME-Version|Content-Type):", re.IGNORECASE | re.MULTILINE)
_FALLBACK_CHARSETS = ("utf-8", "cp1252")
_MAX_DEPTH = 30


def is_probably_mail(raw: bytes) -> bool:
    """True if the bytes start with an RFC 822 header block holding at least one real header.

    A headerless MIME entity (only ``Content-Type``/``MIME-Version``) counts too: it is walked
    like a mail, which is what every MIME library does with it.
    """
    head = raw[:65536].lstrip()
    if head.startswith(b"From "):  # an mbox separator line
        head = head.split(b"\n", 1)[-1]
    block = re.split(rb"\r?\n\r?\n", head, maxsplit=1)[0]
    if not _KEY_HEADERS.search(block) and not _MIME_HEADERS.search(block):
        return False
    lines = [ln for ln in block.splitlines() if ln and not ln[:1].isspace()]
    # Most lines of a header block are "Name: value"; a document that mentions "From:" is not.
    return sum(1 for ln in lines if re.match(rb"^[!-9;-~]+:", ln)) >= max(1, len(lines) * 2 // 3)


def decode_header_value(value: object) -> str:
    text = str(value)
    if "=?" not in text:
        return text.strip()  # no RFC 2047 encoded word: decoding would return it unchanged
    try:
        return str(make_header(decode_header(str(value)))).strip()
    except (LookupError, UnicodeError, ValueError, TypeError, email.errors.HeaderParseError):
        return str(value).encode("utf-8", "replace").decode("utf-8", "replace").strip()


def _decode_text(payload: bytes, charset: str | None) -> str:
    for cs in (charset, *_FALLBACK_CHARSETS):
        if not cs:
            continue
        try:
            return payload.decode(cs)
        except (LookupError, UnicodeDecodeError):
            continue
    return payload.decode("latin-1")


def parse_date(value: str | None) -> dt.datetime | None:
    if not value:
        return None
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    # RFC 5322 "-0000" means "UTC, zone unknown": email returns it naive.
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


def _header(part: Message, name: str) -> str:
    """A header as text, whatever compat32 made of it (an 8-bit value comes back as a Header object)."""
    value = part.get(name)
    return decode_header_value(value) if value is not None else ""


def _filename(part: Message) -> str | None:
    # Both places a file name can be (Content-Disposition filename=, Content-Type name=) say "name".
    raw = f"{_header(part, 'Content-Disposition')}{_header(part, 'Content-Type')}"
    if "name" not in raw.lower():
        return None
    try:
        name = part.get_filename()
    except (TypeError, ValueError, AttributeError, LookupError):
        return None
    return decode_header_value(name) if name else None


@lru_cache(maxsize=4096)
def _from_address(value: str) -> tuple[str, str]:
    """(display name, address); a desk sends all day from the same From line."""
    return parseaddr(value)


@lru_cache(maxsize=4096)
def _to_addresses(value: str) -> tuple[str, ...]:
    return tuple(a for _, a in getaddresses([value]) if a)


def _envelope(msg: Message, path: str) -> Envelope:
    return _envelope_of(((str(k), decode_header_value(v)) for k, v in msg.items()), path)


def _envelope_of(headers: Iterable[tuple[str, str]], path: str) -> Envelope:
    """The envelope of a message's decoded headers (the first of each name counts)."""
    first: dict[str, str] = {}
    for k, v in headers:
        first.setdefault(k.lower(), v)
    sender_name, sender = _from_address(first.get("from", ""))
    return Envelope(path=path, message_id=first.get("message-id") or None, subject=first.get("subject") or None,
                    sender=sender or None, sender_name=sender_name or None, to=_to_addresses(first.get("to", "")),
                    sent_at=parse_date(first.get("date")))


def _child(path: str, i: int) -> str:
    return f"{path}.{i}" if path else str(i)


class _Walker:
    def __init__(self) -> None:
        self.bodies: list[Body] = []
        self.attachments: list[Attachment] = []
        self.defects: list[str] = []
        self.messages: list[Envelope] = []

    def walk(self, part: Message, path: str, group: str | None, message: Envelope) -> None:
        self.defects.extend(f"{path or 'message'}: {type(d).__name__}" for d in getattr(part, "defects", []))
        if path.count(".") >= _MAX_DEPTH:
            # Forwards of forwards of forwards: past this depth it is an attack, not a desk.
            self.defects.append(f"{path}: nested deeper than {_MAX_DEPTH} parts, not read")
            return
        ctype = part.get_content_type().lower()
        if part.is_multipart():
            children = part.get_payload()
            if not isinstance(children, list):
                return
            if ctype == "message/rfc822":
                for i, child in enumerate(children, start=1):
                    inner = _envelope(child, _child(path, i))
                    self.messages.append(inner)
                    self.walk(child, inner.path, None, inner)
                return
            inner_group = (path or "root") if ctype == "multipart/alternative" else group
            for i, child in enumerate(children, start=1):
                self.walk(child, _child(path, i), inner_group, message)
            return
        filename = _filename(part)
        disposition = _header(part, "Content-Disposition").split(";")[0].strip().lower()
        try:
            payload = part.get_payload(decode=True)
        except (ValueError, TypeError, LookupError, AssertionError) as exc:  # broken transfer encodings
            self.defects.append(f"{path or '1'}: payload undecodable: {type(exc).__name__}")
            payload = None
        data = payload if isinstance(payload, bytes) else b""
        forwarded = message.path != ""
        if ctype.startswith("multipart/"):
            # Its boundary was broken or missing, so the parts were never split: read it as the text it is
            # (the grammar skips MIME headers and boundary lines) rather than lose the run inside.
            self.defects.append(f"{path or 'message'}: {ctype} not split (broken boundary): read as text")
            ctype = "text/plain"
        if ctype in {"text/plain", "text/html"} and disposition != "attachment" and not filename:
            try:
                charset = part.get_content_charset()
            except (ValueError, LookupError, TypeError):
                charset = None
            text = _decode_text(data, charset)
            # Forwarded (message/rfc822) bodies keep their MIME path so they stay apart from the main one.
            name = f"body:{path}" if forwarded else "body"
            self.bodies.append(Body(name, ctype, text, group, message.sender if forwarded else None,
                                    message.sent_at if forwarded else None, message.path))
            return
        is_tnef = ctype == "application/ms-tnef" or (filename or "").lower() == "winmail.dat"
        if is_tnef and self.tnef(data, path or "1", message):
            return
        if data.startswith(OLE_MAGIC) and self.msg(data, path or "1", _is_msg(ctype, filename)):
            return
        if not data:
            return
        self.attachments.append(Attachment(path or "1", filename, ctype, data, message.path))

    def tnef(self, data: bytes, path: str, message: Envelope) -> bool:
        """Outlook's winmail.dat: its body and attachments become ours."""
        try:
            from tnefparse.tnef import TNEF

            tnef = TNEF(data)
        except Exception as exc:  # noqa: BLE001 - tnefparse raises bare ValueError/struct errors on junk
            self.defects.append(f"{path}: TNEF unreadable: {type(exc).__name__}")
            return False
        for i, att in enumerate(tnef.attachments, start=1):
            name = att.long_filename() or att.name or f"winmail-{i}"
            if isinstance(name, bytes):
                name = name.decode("latin-1")
            self.attachments.append(Attachment(f"{path}:tnef:{i}", name, "application/octet-stream",
                                               bytes(att.data), message.path))
        forwarded = message.path != ""
        who, when = (message.sender, message.sent_at) if forwarded else (None, None)
        if getattr(tnef, "htmlbody", None):
            html = tnef.htmlbody if isinstance(tnef.htmlbody, str) else _decode_text(tnef.htmlbody, None)
            self.bodies.append(Body(f"body:{path}:tnef", "text/html", html, f"{path}:tnef", who, when, message.path))
        if getattr(tnef, "body", None):
            text = tnef.body if isinstance(tnef.body, str) else _decode_text(tnef.body, None)
            self.bodies.append(Body(f"body:{path}:tnef", "text/plain", text, f"{path}:tnef", who, when,
                                    message.path))
        return True


    def msg(self, data: bytes, path: str, declared: bool) -> bool:
        """An attached Outlook item (.msg): a message of the tree, with its bodies and attachments."""
        try:
            item = read_msg(data)
        except DocumentError as exc:
            if declared:  # an .xls or .doc is an OLE file too: only a .msg that fails is a defect
                self.defects.append(f"{path}: Outlook item unreadable: {exc}")
            return False
        self.outlook_item(item, path)
        return True

    def outlook_item(self, item: OutlookItem, path: str) -> None:
        inner = msg_envelope(item, f"{path}:msg")
        self.messages.append(inner)
        self.defects.extend(f"{inner.path}: {d}" for d in item.defects)
        for ctype, text in (("text/html", item.html), ("text/plain", item.body)):
            if text:
                self.bodies.append(Body(f"body:{inner.path}", ctype, text, inner.path, inner.sender, inner.sent_at,
                                        inner.path))
        for i, att in enumerate(item.attachments, start=1):
            part = f"{inner.path}:{i}"
            if att.message is not None:
                self.outlook_item(att.message, part)
                continue
            nested = part.count(":msg") < MSG_MAX_DEPTH and att.data.startswith(OLE_MAGIC)
            if not att.data or (nested and self.msg(att.data, part, _is_msg(att.mime_type or "", att.filename))):
                continue
            ctype = (att.mime_type or "application/octet-stream").lower()
            self.attachments.append(Attachment(part, att.filename, ctype, att.data, inner.path))


def _is_msg(ctype: str, filename: str | None) -> bool:
    return ctype in {"application/vnd.ms-outlook", "application/x-msg"} or (filename or "").lower().endswith(".msg")


def msg_envelope(item: OutlookItem, path: str) -> Envelope:
    """An Outlook item's envelope: its MAPI properties, else the internet headers it kept."""
    fallback = Envelope(path)
    if item.transport_headers:
        fallback = _envelope(HeaderParser(policy=email.policy.compat32).parsestr(item.transport_headers), path)
    return Envelope(path, message_id=item.message_id or fallback.message_id, subject=item.subject or fallback.subject,
                    sender=item.sender or fallback.sender, sender_name=item.sender_name or fallback.sender_name,
                    to=item.to or fallback.to, sent_at=item.sent_at or fallback.sent_at)


def walk_msg(data: bytes, path: str) -> tuple[list[Envelope], list[Body], list[Attachment]]:
    """The messages (the item first), bodies and attachments of a loose Outlook item, under ``path``."""
    walker = _Walker()
    walker.outlook_item(read_msg(data), path)
    return walker.messages, walker.bodies, walker.attachments


def walk_tnef(data: bytes) -> tuple[list[Body], list[Attachment]]:
    """Bodies and attachments of a loose winmail.dat."""
    walker = _Walker()
    if not walker.tnef(data, "1", Envelope("")):
        raise DocumentError("unreadable TNEF (winmail.dat)")
    return walker.bodies, walker.attachments


def parse_mail(raw: bytes) -> ParsedMail:
    """Headers, bodies and attachments of one RFC 822 message; garbage is tolerated."""
    msg = email.message_from_bytes(raw, policy=email.policy.compat32)
    headers = tuple((str(k), decode_header_value(v)) for k, v in msg.items())
    top = _envelope_of(headers, "")  # the headers just decoded: each one is fetched and decoded once
    walker = _Walker()
    walker.messages.append(top)
    walker.walk(msg, "", None, top)
    return ParsedMail(
        message_id=top.message_id, subject=top.subject, sender=top.sender, sender_name=top.sender_name,
        to=top.to, sent_at=top.sent_at, headers=headers, bodies=tuple(walker.bodies),
        attachments=tuple(walker.attachments), defects=tuple(walker.defects), messages=tuple(walker.messages),
    )
