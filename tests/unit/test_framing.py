"""Framing without parsing (producer/framing.py): where an mbox member ends, and what a message's id is.

The last tests check split_mbox against real mbox files from other projects' test suites, read from
the shared external corpus at test time (never copied into this repository), and against the
stdlib's ``mailbox.mbox``, which splits on every ``From `` line.
"""

from __future__ import annotations

import hashlib
import mailbox
import re
from email.message import EmailMessage
from pathlib import Path

import pytest

from producer.framing import identity_bytes, is_mbox, mail_id, split_mbox
from producer.source import FileMeta, SourceOptions, SourceReader
from tests.support.bank import BANK

EXTERNAL_MIME = BANK / "mime"
SEPARATOR = b"From jane@x.com Mon Feb  2 09:30:00 2026\n"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def message(body: str = "XS0000000001  ACME 4.5 2031  101.25 / 101.50\n", subject: str = "AM run") -> bytes:
    msg = EmailMessage()
    msg["From"] = "Jane Trader <jane@x.com>"
    msg["To"] = "desk@fund.example"
    msg["Subject"] = subject
    msg["Date"] = "Mon, 02 Feb 2026 09:30:00 +0000"
    msg["Message-ID"] = "<run-1@x.com>"
    msg.set_content(body)
    return msg.as_bytes()


def mboxrd(*members: bytes, separator: bytes = SEPARATOR) -> bytes:
    """What an mboxrd writer makes of ``members``: separator, ``>``-quoted ``From `` lines, blank line."""
    quoted = (re.sub(rb"^(>*From )", rb">\1", m, flags=re.MULTILINE) for m in members)
    return b"".join(separator + m + b"\n" for m in quoted)


# -- mbox members --------------------------------------------------------------------------------------

def test_an_unescaped_from_line_in_a_body_does_not_split_the_mail() -> None:
    mail = message(body="Levels as of this morning.\n\nFrom the desk: levels below\n\nXS0000000001 101.25\n")
    box = SEPARATOR + mail + b"\n"  # written by an mboxo writer that did not quote the body line
    assert is_mbox(box)
    assert split_mbox(box) == [mail]


def test_a_real_separator_after_a_blank_line_splits() -> None:
    a, b = message(subject="AM run"), message(subject="PM run")
    box = SEPARATOR + a + b"\n" + b"From jane@x.com Mon Feb  2 09:30:00 2026\n" + b + b"\n"
    assert split_mbox(box) == [a, b]


def test_a_separator_not_after_a_blank_line_does_not_split() -> None:
    # make_mail's body ends with a newline; without the mbox's blank line the next "From " line is body text.
    a, b = message(subject="AM run"), message(subject="PM run")
    box = SEPARATOR + a + SEPARATOR + b
    assert split_mbox(box) == [a + SEPARATOR + b]


@pytest.mark.parametrize("separator", [
    b"From jane@x.com Mon Feb  2 09:30:00 2026",
    b"From - Mon Feb 02 09:30:00 2026",                          # Thunderbird
    b"From MAILER-DAEMON Mon Feb  2 09:30:00 2026",
    b"From jane@x.com Mon Feb  2 09:30 2026",                    # no seconds
    b"From jane@x.com Mon Feb  2 09:30:00 +0100 2026",           # zone before the year
    b"From jane@x.com Mon Feb  2 09:30:00 2026 +0100",           # zone after it
    b"From jane@x.com Mon Feb  2 09:30:00 2026 remote from uk",  # UUCP
    b"From jane@x.com Sun Aug  7 11:40:37 2022 extra info",      # CPython's mailbox test file
])
def test_separator_forms(separator: bytes) -> None:
    a, b = message(subject="AM run"), message(subject="PM run")
    box = separator + b"\n" + a + b"\n" + separator + b"\n" + b
    assert is_mbox(box)
    assert split_mbox(box) == [a, b]


@pytest.mark.parametrize("line", [
    b"From the desk: levels below",
    b"From Monday on, levels are indicative",
    b"From jane@x.com",                   # an envelope line without a date
    b"From: Jane <jane@x.com>",           # a header field
    b"From jane@x.com Mon Feb  2 2026",   # no time
])
def test_lines_that_are_not_separators(line: bytes) -> None:
    assert not is_mbox(line + b"\n" + message())


def test_quoted_from_lines_are_unescaped_one_level_mboxrd() -> None:
    box = SEPARATOR + (b"Subject: run\n\n>From here on, indicative\n>>From the desk\n>>>From x\n"
                       b"> From is quoted mail, not an escape\n")
    [member] = split_mbox(box)
    assert member.endswith(b"\n\nFrom here on, indicative\n>From the desk\n>>From x\n"
                           b"> From is quoted mail, not an escape\n")


def test_a_member_written_by_an_mboxrd_writer_comes_back_as_it_was() -> None:
    a = message(body="From the desk: levels below\n>From quoted already\n")
    b = message(subject="PM run")
    box = mboxrd(a, b)
    assert b"\n>From the desk" in box and b"\n>>From quoted" in box
    assert split_mbox(box) == [a, b]


def test_crlf_mboxes_work() -> None:
    a, b = message(subject="AM run"), message(subject="PM run", body="From the desk: levels below\n")
    box = mboxrd(a, b).replace(b"\n", b"\r\n")
    assert is_mbox(box)
    assert split_mbox(box) == [a.replace(b"\n", b"\r\n"), b.replace(b"\n", b"\r\n")]
    unquoted = (SEPARATOR + b"Subject: x\n\nFrom the desk: levels below\n").replace(b"\n", b"\r\n")
    assert len(split_mbox(unquoted)) == 1


def test_a_from_line_inside_an_open_multipart_does_not_split() -> None:
    # A mail carrying an unescaped `git format-patch` (itself an mbox) as an inline part; the file
    # starts with an envelope line, as procmail and some Maildir writers leave it.
    patch = (b"From fc88cba7f1f37b9cf3b296eace2422dd0e173502 Mon Sep 17 00:00:00 2001\n"
             b"From: Dev <dev@x.com>\nSubject: [PATCH] fix\n\n---\n a | 1 +\n")
    mail = message(body="see the patch\n")
    outer = EmailMessage()
    outer["From"] = "Jane <jane@x.com>"
    outer["Subject"] = "patch"
    outer.set_content("see the patch\n")
    outer.add_attachment(patch, maintype="text", subtype="x-diff", cte="8bit", disposition="inline")
    raw = outer.as_bytes()
    assert b"\n\nFrom fc88" in raw
    assert split_mbox(SEPARATOR + raw) == [raw]
    # A closed multipart does not hide the next member; a multipart never closed (a truncated mail)
    # does not swallow the rest of the mbox either.
    assert split_mbox(SEPARATOR + raw + b"\n" + SEPARATOR + mail) == [raw, mail]
    truncated = raw[:raw.index(b"\n\nFrom fc88") + 2]
    assert split_mbox(SEPARATOR + truncated + b"\n" + SEPARATOR + mail) == [truncated, mail]


def test_empty_members_and_a_box_of_separators_only() -> None:
    a = message()
    assert split_mbox(SEPARATOR + b"\n" + SEPARATOR + a) == [a]
    assert split_mbox(SEPARATOR + b"\n") == []


# -- the mail id ---------------------------------------------------------------------------------------

def fetched(raw: bytes, n: int) -> bytes:
    """``raw`` as fetchmail and the MTA deliver it the ``n``-th time: their trace headers on top."""
    trace = (f"Return-Path: <jane@x.com>\n"
             f"Delivered-To: prices+{n}@fund.example\n"
             f"Received: from mx{n}.x.com (mx{n}.x.com [10.0.0.{n}])\n"
             f"\tby mail.fund.example with ESMTPS id {n}AbC;\n"
             f"\tMon, 02 Feb 2026 09:3{n}:01 +0000\n"
             f"X-Fetchmail-Warning: fetched again ({n})\n"
             f"Status: RO\nX-UID: {n}\n").encode()
    return trace + raw


def test_the_same_message_fetched_twice_has_one_id(tmp_path: Path) -> None:
    raw = message()
    first, second = fetched(raw, 1), fetched(raw, 2)
    assert first != second and sha(first) != sha(second)
    assert mail_id(first) == mail_id(second) == mail_id(raw) == sha(raw)
    # Through the producer's reader: one key, two different file hashes.
    reader = SourceReader(SourceOptions("raw", max_file_bytes=1 << 20, max_record_bytes=1 << 20))
    prepared = []
    for name, data in (("msg.1", first), ("msg.2", second)):
        (tmp_path / name).write_bytes(data)
        prepared.append(reader.prepare(FileMeta(tmp_path / name, name, "2026-02-02T09:31:00+00:00", "h")))
    assert prepared[0].records[0].key == prepared[1].records[0].key == mail_id(raw).encode()
    assert prepared[0].sha256 == sha(first) != prepared[1].sha256 == sha(second)
    assert [p.records[0].value for p in prepared] == [first, second]  # the bytes go as they came


def test_a_different_body_is_a_different_id() -> None:
    assert mail_id(fetched(message(body="XS1 101.25\n"), 1)) != mail_id(fetched(message(body="XS1 101.50\n"), 1))
    assert mail_id(message(subject="AM run")) != mail_id(message(subject="PM run"))


def test_the_id_ignores_line_ends_and_the_envelope_line_but_not_the_header_order() -> None:
    raw = message()
    assert mail_id(raw.replace(b"\n", b"\r\n")) == mail_id(raw)
    assert mail_id(b"From jane@x.com\n" + raw) == mail_id(SEPARATOR + raw) == mail_id(raw)
    assert mail_id(b"From  : Jane <jane@x.com>\n" + raw) != mail_id(raw)  # a From field, not an envelope
    a, b = b"Subject: x\nTo: y\n\nbody\n", b"To: y\nSubject: x\n\nbody\n"
    assert mail_id(a) != mail_id(b)
    assert identity_bytes(b"Received: from a\n by b\nSubject: x\n\nReceived: in the body\n") == \
        b"Subject: x\n\nReceived: in the body\n"


def test_a_message_of_headers_only_drops_its_trace_too() -> None:
    assert mail_id(b"Received: from a\nSubject: x\n") == mail_id(b"Received: from b\nSubject: x\n")
    assert identity_bytes(b"Subject: x\nReceived: from a") == b"Subject: x\n"


@pytest.mark.parametrize("data", [
    b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
    b"PK\x03\x04" + bytes(range(256)),
    b"ISIN,Bid\r\nXS1,101\r\n",
    b"",
])
def test_a_document_s_id_is_the_sha256_of_its_bytes(data: bytes) -> None:
    assert mail_id(data) == sha(data)


@pytest.mark.parametrize("raw", [
    message(),
    message().replace(b"\n", b"\r\n"),
    fetched(message(), 1),
    SEPARATOR + message(),
    b"Subject: x\n\nbody with a lone \r here\n",
    b"%PDF-1.4\n%%EOF\n",
])
def test_a_known_file_hash_only_saves_work(raw: bytes) -> None:
    assert mail_id(raw, sha(raw)) == mail_id(raw) == sha(identity_bytes(raw))


# -- real mbox files -----------------------------------------------------------------------------------

def _starts_with_from(path: Path) -> bool:
    with path.open("rb") as fh:
        return fh.read(5) == b"From "


def _external_from_files() -> list[Path]:
    if not EXTERNAL_MIME.is_dir():
        return []
    return sorted(p for p in EXTERNAL_MIME.rglob("*") if p.is_file() and _starts_with_from(p))


EXTERNAL_FILES = _external_from_files()

#: Where our count is not the stdlib's, and why ours is right.
STDLIB_DIFFERS = {
    # "From time to time" after a blank line in the body, unescaped: stdlib splits on it, it is no separator.
    "cpython__mailbox_01.mbox": 1,
    # A Maildir message with an inline `git format-patch` ("From <sha> Mon Sep 17 00:00:00 2001" after
    # the part's blank line, inside a multipart that closes after it): one message, not two.
    "notmuch_insert_mbox-attachment.eml:2,": 1,
}


def test_the_external_corpus_is_there() -> None:
    assert EXTERNAL_MIME.is_dir(), f"the shared corpus is missing: {EXTERNAL_MIME}"
    names = {p.name for p in EXTERNAL_FILES}
    assert len(EXTERNAL_FILES) >= 40 and set(STDLIB_DIFFERS) <= names


def published_messages(raw: bytes) -> list[bytes]:
    """What the producer publishes of a file: its mbox members, or the file as one message."""
    return (split_mbox(raw) if is_mbox(raw) else []) or [raw]


@pytest.mark.parametrize("path", EXTERNAL_FILES, ids=[p.name for p in EXTERNAL_FILES])
def test_real_mbox_files_against_the_stdlib(path: Path) -> None:
    raw = path.read_bytes()
    ours = published_messages(raw)
    box = mailbox.mbox(path, create=False)
    try:
        theirs = [box.get_bytes(key) for key in box.iterkeys()]  # iter(box) gives messages
    finally:
        box.close()
    assert len(ours) == STDLIB_DIFFERS.get(path.name, len(theirs))
    if not is_mbox(raw):
        # A single mail whose first line is "From <address>" without a date (or a "From  :" field):
        # published whole; the stdlib drops that line as the envelope, and so does the mail id.
        assert ours == [raw] and len(theirs) == 1
        assert mail_id(raw) == mail_id(raw[raw.index(b"\n") + 1:]) or raw.startswith(b"From  :")
        return
    if path.name in STDLIB_DIFFERS:
        assert b"".join(ours).count(b"\nFrom ") >= 1  # the line stdlib split on is still inside the mail
        return
    for member, std in zip(ours, theirs, strict=True):
        # The stdlib leaves ">From " quoting as it is, and takes a CRLF blank line for part of the mail.
        std = re.sub(rb"^>(>*From )", rb"\1", std, flags=re.MULTILINE)
        if std.endswith(b"\r\n\r\n"):
            std = std[:-2]
        assert member == std
