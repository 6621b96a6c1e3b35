"""Framing, not parsing: where one message ends and the next begins, and what a message's identity is.

The producer looks at bytes only as far as these two questions need:

* **mbox members.** A member starts with a ``From `` line that is at the start of the file or follows
  a blank line, *and* looks like a separator (``From <sender> <asctime date>``), so an unescaped
  ``From the desk: ...`` inside a body does not split a mail; nor does one inside a multipart whose
  closing boundary comes further down (an unescaped ``git format-patch`` or mbox attachment in a
  file that was never an mbox). Each member loses its separator line and the blank line that ends
  it, and its ``>From `` lines are unescaped (mboxrd: one ``>`` less).
* **The mail id.** fetchmail and the MTA stamp transport headers on every delivery (``Received``,
  ``Return-Path``, ``Delivered-To``, ``X-Fetchmail-*``, ...), so the same message fetched twice is two
  byte strings. The id is the SHA-256 of the message without those headers and without a leading
  envelope line (``From sender date``; line ends normalised to LF), so a re-delivery keeps its id and
  the idempotent writers store it once. Bytes that do not start with a header block (a loose PDF, a
  spreadsheet) are hashed as they are.
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
# Anything after the year is allowed, as mutt and the stdlib read it ("... 2026 +0100", UUCP's
# "... 2026 remote from host", CPython's "... 2022 extra info"): the date already sets it apart from prose.
_SEPARATOR = re.compile(
    rb"From (?:\S*\s+)?" + _DAY + rb",?\s+(?:" + _MONTH + rb"\s+\d{1,2}|\d{1,2}\s+" + _MONTH + rb")\s+"
    rb"\d{1,2}:\d{2}(?::\d{2})?(?:\s+[A-Z]{2,5}|\s+[+-]\d{4})?\s+\d{4}(?:[ \t][^\r\n]*)?\r?$",
    re.IGNORECASE,
)
_QUOTED_FROM = re.compile(rb"^>(>*From )", re.MULTILINE)
_HEADER_FIELD = re.compile(rb"([!-9;-~]+)[ \t]*:")  # with match(): anchored at pos
# A header block: field lines, each with its continuation lines, up to a blank line (or the end).
_HEADER_BLOCK = re.compile(rb"(?:[!-9;-~]+[ \t]*:[^\n]*(?:\n|\Z)(?:[ \t][^\n]*(?:\n|\Z))*)+(?:\r?\n|\Z)")
# A transport field with its continuation lines, in a header block with LF line ends.
_TRACE_FIELD = re.compile(
    rb"^(?:" + b"|".join(re.escape(name) for name in sorted(TRACE_HEADERS))
    + b"".join(rb"|" + re.escape(prefix) + rb"[!-9;-~]*" for prefix in TRACE_PREFIXES)
    + rb")[ \t]*:[^\n]*(?:\n[ \t][^\n]*)*\n?",
    re.IGNORECASE | re.MULTILINE,
)
_CONTENT_TYPE = re.compile(rb"^content-type[ \t]*:[ \t]*([^\n]*(?:\n[ \t][^\n]*)*)", re.IGNORECASE | re.MULTILINE)
_MULTIPART = re.compile(rb"\s*multipart/", re.IGNORECASE)
_BOUNDARY = re.compile(rb'boundary\s*=\s*(?:"([^"\r\n]+)"|([^\s";]+))', re.IGNORECASE)


def is_mbox(raw: bytes) -> bool:
    """An mbox starts with a separator line."""
    first = raw[:1024].split(b"\n", 1)[0]
    return bool(_SEPARATOR.match(first))


def split_mbox(raw: bytes) -> list[bytes]:
    """The members of an mbox: without separator lines, trailing blank line, and with ``>From `` unescaped."""
    starts = [0]
    closing = _close_delimiter(raw, 0)
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
        if not _SEPARATOR.match(line):
            continue
        if closing and raw.find(closing, starts[-1], hit) < 0 and raw.find(closing, at) >= 0:
            continue  # inside a multipart that closes further down: an unescaped line of this mail
        starts.append(at)
        closing = _close_delimiter(raw, at)
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


def _close_delimiter(raw: bytes, start: int) -> bytes | None:
    """``\\n--<boundary>--`` of the member whose separator line starts at ``start``, if it is a multipart.

    Writers that do not escape ``From `` lines (a Maildir or procmail file with an envelope line, a
    mail with an inline ``git format-patch`` or an mbox attachment) leave separator-like lines inside
    a MIME part; such a line cannot end a member whose multipart has not been closed yet.
    """
    header = raw.find(b"\n", start) + 1
    if not header:
        return None
    end = header_block_end(raw, header)
    if end is None:
        return None
    field = _CONTENT_TYPE.search(raw, header, end)
    if field is None or not _MULTIPART.match(field.group(1)):
        return None
    boundary = _BOUNDARY.search(field.group(1))
    if boundary is None:
        return None
    return b"\n--" + (boundary.group(1) or boundary.group(2)) + b"--"


def _envelope_line_end(raw: bytes) -> int:
    """Offset past a leading envelope line (``From sender date``, not a ``From:`` field), else 0.

    The email parser reads it as the "unixfrom" envelope, not as part of the message; it is a
    delivery's trace (envelope sender, arrival time) and is left out of the identity.
    """
    if not raw.startswith(b"From ") or _HEADER_FIELD.match(raw, 0, 1024):
        return 0
    newline = raw.find(b"\n")
    return len(raw) if newline < 0 else newline + 1


def header_block_end(raw: bytes, start: int = 0) -> int | None:
    """Offset just past the blank line ending a header block starting at ``start``; None if there is none.

    A message that is all header fields, with no blank line and no body, ends at the end of ``raw``.
    """
    block = _HEADER_BLOCK.match(raw, start)
    return block.end() if block else None


def _identity_parts(raw: bytes) -> list[bytes | memoryview] | None:
    """The pieces of :func:`identity_bytes`, without copying a large body; None if that is ``raw`` itself."""
    start = _envelope_line_end(raw)
    end = header_block_end(raw, start)
    if end is None:
        return None
    block = raw[start:end]
    if b"\r" in block:
        block = block.replace(b"\r\n", b"\n")
    kept = _TRACE_FIELD.sub(b"", block)
    if raw.find(b"\r", end) >= 0:
        return [kept, raw[end:].replace(b"\r\n", b"\n")]
    if start == 0 and len(kept) == end:
        return None  # nothing dropped, nothing normalised (most mails in a dump directory)
    return [kept, memoryview(raw)[end:]]


def identity_bytes(raw: bytes) -> bytes:
    """The message as its identity sees it: envelope line and transport headers dropped, line ends as LF."""
    parts = _identity_parts(raw)
    return raw if parts is None else b"".join(parts)


def mail_id(raw: bytes, sha256: str | None = None) -> str:
    """SHA-256 hex of :func:`identity_bytes`: the key of the message on every topic and in the database.

    ``sha256``, the hex SHA-256 of ``raw`` if the caller has it, saves hashing ``raw`` a second time
    when the identity is ``raw`` itself.
    """
    parts = _identity_parts(raw)
    if parts is None:
        return sha256 or hashlib.sha256(raw).hexdigest()
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part)
    return digest.hexdigest()
