"""The MIME walker shared with the producer, and the whole-mail extractor.

``parse_mail`` never raises on header or charset garbage: what cannot be decoded is replaced and
noted in ``defects``. ``extract_mail`` reads every body (one of each multipart/alternative group)
and sends every attachment through the registry; a failing attachment becomes an error entry and
never discards the rest of the mail.
"""

from __future__ import annotations

import datetime as dt
import email
import email.policy
import re
from dataclasses import dataclass, replace
from email.header import decode_header, make_header
from email.message import Message
from email.utils import getaddresses, parseaddr, parsedate_to_datetime
from functools import lru_cache

from extractors.body import extract_html, extract_text
from extractors.errors import EXPECTED_ERRORS, DocumentError, ExtractorError
from extractors.model import ExtractionError, ExtractionResult, SourceContext


@dataclass(frozen=True, slots=True)
class Body:
    part: str
    content_type: str
    text: str
    alternative_group: str | None = None
    #: Set for the bodies of a forwarded message/rfc822 part: its own sender and date.
    sender: str | None = None
    sent_at: dt.datetime | None = None


@dataclass(frozen=True, slots=True)
class Attachment:
    part: str
    filename: str | None
    content_type: str
    data: bytes


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


_HEADER_LINE = re.compile(rb"^(?:From|Date|Message-ID|Subject|To|Cc|Received|Return-Path|MIME-Version|Sender):",
                          re.IGNORECASE | re.MULTILINE)
_KEY_HEADERS = re.compile(rb"^(?:From|Date|Message-ID|Subject|To):", re.IGNORECASE | re.MULTILINE)
_TWO_LEVEL_SUFFIXES = frozenset({
    "co.uk", "org.uk", "ac.uk", "com.au", "net.au", "co.jp", "com.br", "com.mx", "co.za", "com.sg",
    "com.hk", "co.in", "co.nz", "com.cn", "co.kr", "com.ar", "com.tr",
})
_FALLBACK_CHARSETS = ("utf-8", "cp1252")
_MAX_DEPTH = 30


def is_probably_mail(raw: bytes) -> bool:
    """True if the bytes start with an RFC 822 header block holding at least one real header."""
    head = raw[:65536].lstrip()
    if head.startswith(b"From "):  # an mbox separator line
        head = head.split(b"\n", 1)[-1]
    block = re.split(rb"\r?\n\r?\n", head, maxsplit=1)[0]
    if not _KEY_HEADERS.search(block):
        return False
    lines = [ln for ln in block.splitlines() if ln and not ln[:1].isspace()]
    # Most lines of a header block are "Name: value"; a document that mentions "From:" is not.
    return sum(1 for ln in lines if re.match(rb"^[!-9;-~]+:", ln)) >= max(1, len(lines) * 2 // 3)


def dealer_from_sender(address: str | None) -> str | None:
    """The company part of the sender's domain, lower case.

    ``jane@desk.acmebank.com`` -> ``acmebank``; ``j@acme.co.uk`` -> ``acme``: the label just left of
    the public suffix (one label, or two for the common ``co.uk``-style suffixes).
    """
    if not address or "@" not in address:
        return None
    domain = address.rsplit("@", 1)[1].strip(" >").lower().rstrip(".")
    labels = [x for x in domain.split(".") if x]
    if len(labels) < 2:
        return labels[0] if labels else None
    suffix_len = 2 if ".".join(labels[-2:]) in _TWO_LEVEL_SUFFIXES and len(labels) >= 3 else 1
    return labels[-suffix_len - 1]


def _decode_header(value: object) -> str:
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


def _date(value: str | None) -> dt.datetime | None:
    if not value:
        return None
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    # RFC 5322 "-0000" means "UTC, zone unknown": email returns it naive.
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


def _filename(part: Message) -> str | None:
    # Both places a file name can be (Content-Disposition filename=, Content-Type name=) say "name".
    raw = f"{part.get('Content-Disposition', '')}{part.get('Content-Type', '')}"
    if "name" not in raw.lower():
        return None
    name = part.get_filename()
    return _decode_header(name) if name else None


@lru_cache(maxsize=4096)
def _from_address(value: str) -> tuple[str, str]:
    """(display name, address); a desk sends all day from the same From line."""
    return parseaddr(value)


@lru_cache(maxsize=4096)
def _to_addresses(value: str) -> tuple[str, ...]:
    return tuple(a for _, a in getaddresses([value]) if a)


class _Walker:
    def __init__(self) -> None:
        self.bodies: list[Body] = []
        self.attachments: list[Attachment] = []
        self.defects: list[str] = []

    def walk(self, part: Message, path: str, group: str | None, sender: str | None, sent: dt.datetime | None) -> None:
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
            inner_group = path or "root" if ctype == "multipart/alternative" else group
            if ctype == "message/rfc822":
                for i, child in enumerate(children, start=1):
                    inner = self._inner_sender(child)
                    self.walk(child, f"{path}.{i}" if path else str(i), None, *inner)
                return
            for i, child in enumerate(children, start=1):
                self.walk(child, f"{path}.{i}" if path else str(i), inner_group, sender, sent)
            return
        filename = _filename(part)
        disposition = (part.get("Content-Disposition") or "").split(";")[0].strip().lower()
        payload = part.get_payload(decode=True)
        data = payload if isinstance(payload, bytes) else b""
        if ctype in {"text/plain", "text/html"} and disposition != "attachment" and not filename:
            text = _decode_text(data, part.get_content_charset())
            # Forwarded (message/rfc822) bodies keep their MIME path so they stay apart from the main one.
            name = "body" if sender is None else f"body:{path}"
            self.bodies.append(Body(name, ctype, text, group, sender, sent))
            return
        is_tnef = ctype == "application/ms-tnef" or (filename or "").lower() == "winmail.dat"
        if is_tnef and self._tnef(data, path):
            return
        if not data:
            return
        self.attachments.append(Attachment(filename or f"part {path or 1}", filename, ctype, data))

    @staticmethod
    def _inner_sender(msg: Message) -> tuple[str | None, dt.datetime | None]:
        addr = parseaddr(_decode_header(msg.get("From", "")))[1] or None
        return addr, _date(_decode_header(msg.get("Date", "")))

    def _tnef(self, data: bytes, path: str) -> bool:
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
            self.attachments.append(Attachment(name, name, "application/octet-stream", bytes(att.data)))
        if getattr(tnef, "htmlbody", None):
            html = tnef.htmlbody if isinstance(tnef.htmlbody, str) else _decode_text(tnef.htmlbody, None)
            self.bodies.append(Body(f"body:{path}:tnef", "text/html", html, f"{path}:tnef"))
        if getattr(tnef, "body", None):
            text = tnef.body if isinstance(tnef.body, str) else _decode_text(tnef.body, None)
            self.bodies.append(Body(f"body:{path}:tnef", "text/plain", text, f"{path}:tnef"))
        return True


def walk_tnef(data: bytes) -> tuple[list[Body], list[Attachment]]:
    """Bodies and attachments of a loose winmail.dat."""
    walker = _Walker()
    if not walker._tnef(data, "1"):
        raise DocumentError("unreadable TNEF (winmail.dat)")
    return walker.bodies, walker.attachments


def parse_mail(raw: bytes) -> ParsedMail:
    """Headers, bodies and attachments of one RFC 822 message; garbage is tolerated."""
    msg = email.message_from_bytes(raw, policy=email.policy.compat32)
    headers = tuple((str(k), _decode_header(v)) for k, v in msg.items())
    first = {k.lower(): v for k, v in reversed(headers)}
    sender_name, sender = _from_address(first.get("from", ""))
    to = _to_addresses(first.get("to", ""))
    walker = _Walker()
    walker.walk(msg, "", None, None, None)
    return ParsedMail(
        message_id=first.get("message-id") or None, subject=first.get("subject"),
        sender=sender or None, sender_name=sender_name or None, to=to, sent_at=_date(first.get("date")),
        headers=headers, bodies=tuple(walker.bodies), attachments=tuple(walker.attachments),
        defects=tuple(walker.defects),
    )


def _body_result(body: Body, context: SourceContext, subject: str | None) -> ExtractionResult:
    ctx = replace(context, part=body.part, content_type=body.content_type, filename=None)
    if body.sender:
        ctx = replace(ctx, sender=body.sender, dealer=dealer_from_sender(body.sender))
    if body.sent_at:
        ctx = replace(ctx, quoted_at=body.sent_at)
    if body.content_type == "text/html":
        return extract_html(body.text, ctx, subject)
    return extract_text(body.text, ctx, subject)


def extract_bodies(bodies: tuple[Body, ...] | list[Body], context: SourceContext,
                   subject: str | None = None) -> ExtractionResult:
    """Quotes of every body, one body per multipart/alternative group (the one that yields most)."""
    results: list[ExtractionResult] = []
    groups: dict[str, list[ExtractionResult]] = {}
    for body in bodies:
        result = _body_result(body, context, subject)
        if body.alternative_group is None:
            results.append(result)
        else:
            groups.setdefault(body.alternative_group, []).append(result)
    for members in groups.values():
        # The plain and HTML versions carry the same run; keep one, the richer (the first on a tie).
        results.append(max(members, key=lambda r: len(r.quotes)))
    return ExtractionResult.merge(results)


def mail_context(mail: ParsedMail, context: SourceContext) -> SourceContext:
    """Fill what the caller did not know from the mail itself."""
    return replace(
        context,
        sender=context.sender or mail.sender,
        dealer=context.dealer or dealer_from_sender(mail.sender),
        quoted_at=context.quoted_at or mail.sent_at,
    )


def extract_mail(raw: bytes, context: SourceContext) -> ExtractionResult:
    """Parse a mail and extract its bodies and every attachment."""
    from extractors.registry import extract

    mail = parse_mail(raw)
    ctx = mail_context(mail, context)
    results = [extract_bodies(mail.bodies, ctx, mail.subject)]
    for att in mail.attachments:
        att_ctx = replace(ctx, part=att.part, filename=att.filename, content_type=att.content_type)
        try:
            results.append(extract(att.data, att_ctx))
        except EXPECTED_ERRORS as exc:
            kind = exc.kind if isinstance(exc, ExtractorError) else "error"
            results.append(ExtractionResult(errors=(ExtractionError(att.part, kind, str(exc)),)))
    return ExtractionResult.merge(results)
