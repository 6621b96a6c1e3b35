"""Framing, not parsing: where one message ends and the next begins, and what a message's identity is.

The producer looks at bytes only as far as these two questions need:

* **mbox members.** A member starts with a ``From `` line that is at the start of the file or follows
  a blank line, *and* looks like a separator (``From <sender> <asctime date>``), so an unescaped
  ``From the desk: ...`` inside a body does not split a mail. Each member loses its separator line
  and the blank line that ends it, and its ``>From `` lines are unescaped (mboxrd: one ``>`` less).
* **The mail id.** fetchmail and the MTA stamp transport headers on every delivery (``Received``,
  ``Return-Path``, ``Delivered-To``, ``X-Fetchmail-*``, ...), so the same message fetched twice is two
  byte strings. The id is the SHA-256 of the message without those headers (line ends normalised to
  LF), so a re-delivery keeps its id and the idempotent writers store it once. Bytes that do not start
  with a header block (a loose PDF, a spreadsheet) are hashed as they are.
"""

from __future__ import annotations

import hashlib
import re

#: Header fields a transport adds or rewrites on each delivery: not part of a message's identity.
TRACE_HEADERS = frozenset({
    b"received", b"return-path", b"delivered-to", b"status", b"x-status", b"x-uid", b"x-original-to",
    b"x-keywords", b"content-length", b"lines",
})
TRACE_PREFIXES = (b"x-fetchmail-",)

_DAY = rb"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)"
_MONTH = rb"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
# "From sender@host Mon Feb  2 09:30:00 2026" (asctime), optionally with a zone before or after the year,
# "From - Mon Feb ..." (Thunderbird), "From MAILER-DAEMON ..."; sender may be empty on some writers.
_SEPARATOR = re.compile(
    rb"From (?:\S*\s+)?" + _DAY + rb",?\s+(?:" + _MONTH + rb"\s+\d{1,2}|\d{1,2}\s+" + _MONTH + rb")\s+"
    rb"\d{1,2}:\d{2}(?::\d{2})?(?:\s+[A-Z]{2,5}|\s+[+-]\d{4})?\s+\d{4}(?:\s+[+-]\d{4})?[ \t]*\r?$",
    re.IGNORECASE,
)
_LINE_END = re.compile(rb"\r?\n")
_QUOTED_FROM = re.compile(rb"^>(>*From )", re.MULTILINE)
_HEADER_FIELD = re.compile(rb"^([!-9;-~]+)[ \t]*:")


def is_mbox(raw: bytes) -> bool:
    """An mbox starts with a separator line."""
    first = raw[:1024].split(b"\n", 1)[0]
    return bool(_SEPARATOR.match(first))


def split_mbox(raw: bytes) -> list[bytes]:
    """The members of an mbox: without separator lines, trailing blank line, and with ``>From `` unescaped."""
    starts = [0]
    at = 0
    while True:
        # Only a line that follows a blank line can be a separator.
        hit = raw.find(b"\nFrom ", at)
        if hit < 0:
            break
        at = hit + 1
        before = raw[max(0, hit - 2):hit]
        if not (before.endswith(b"\n") or before.endswith(b"\n\r")) and hit != 0:
            continue
        line_end = raw.find(b"\n", at)
        line = raw[at:line_end if line_end >= 0 else len(raw)]
        if _SEPARATOR.match(line):
            starts.append(at)
    members: list[bytes] = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(raw)
        chunk = raw[start:end]
        newline = chunk.find(b"\n")
        body = chunk[newline + 1:] if newline >= 0 else b""
        # Every member is followed by one blank line that belongs to the mbox, not to the mail.
        if body.endswith(b"\r\n\r\n"):
            body = body[:-2]
        elif body.endswith(b"\n\n"):
            body = body[:-1]
        if body.strip():
            members.append(_QUOTED_FROM.sub(rb"\1", body))
    return members


def header_block_end(raw: bytes) -> int | None:
    """Offset just past the blank line ending a leading RFC 822 header block; None if there is none."""
    at = 0
    size = len(raw)
    fields = 0
    while at < size:
        end = raw.find(b"\n", at)
        end = size if end < 0 else end + 1
        line = raw[at:end]
        if line in (b"\n", b"\r\n"):
            return end if fields else None
        if line[:1] in (b" ", b"\t"):
            if not fields:
                return None
        elif _HEADER_FIELD.match(line):
            fields += 1
        else:
            return None
        at = end
    return None


def identity_bytes(raw: bytes) -> bytes:
    """The message as its identity sees it: transport headers dropped, line ends as LF."""
    end = header_block_end(raw)
    if end is None:
        return raw
    kept: list[bytes] = []
    skipping = False
    for line in raw[:end].splitlines(keepends=True):
        if line[:1] in (b" ", b"\t"):
            if not skipping:
                kept.append(line)
            continue
        name = line.split(b":", 1)[0].strip().lower()
        skipping = name in TRACE_HEADERS or name.startswith(TRACE_PREFIXES)
        if not skipping:
            kept.append(line)
    return _LINE_END.sub(b"\n", b"".join(kept) + raw[end:])


def mail_id(raw: bytes) -> str:
    """SHA-256 hex of :func:`identity_bytes`: the key of the message on every topic and in the database."""
    return hashlib.sha256(identity_bytes(raw)).hexdigest()
