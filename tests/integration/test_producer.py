"""The producer against the real bundled broker: what is in the dump directory ends up on the raw topic,
one record per message (mail file, mbox member, loose document) keyed by its mail id, the bytes as
they were; a file leaves the directory only when acknowledged. Nothing is refused for its content."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import threading
from pathlib import Path

import pytest

from config.settings import Settings
from producer.framing import mail_id
from producer.service import run_producer
from tests.support.producer import (
    files_in,
    make_mail,
    producer_settings,
    producer_thread,
    read_topic,
    wait_for,
)

pytestmark = pytest.mark.kafka

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
CSV = b"ISIN,Bid,Ask\nXS0000000001,101.25,101.50\n"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_files_present_before_start_are_published_then_archived(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    inbox = settings.paths.inbox
    inbox.mkdir(parents=True)
    mails = {f"msg.{i:04d}": make_mail(i) for i in range(20)}
    mails["with-attachments.eml"] = make_mail(99, attachments=(("run.pdf", "application/pdf", PDF),
                                                              ("run.csv", "text/csv", CSV)))
    mails["no-message-id.eml"] = make_mail(98, message_id=False)
    (inbox / "sub").mkdir()
    for name, raw in mails.items():
        (inbox / ("sub" if name == "msg.0003" else "") / name).write_bytes(raw)
    (inbox / "loose.pdf").write_bytes(PDF + b"loose")
    (inbox / "levels.csv").write_bytes(CSV)
    old = os.stat(inbox / "loose.pdf").st_mtime - 60
    for p in files_in(inbox):
        os.utime(p, (old, old))

    stats = run_producer(settings, threading.Event(), once=True)

    assert files_in(inbox) == []
    assert len(files_in(settings.paths.done)) == len(mails) + 2
    assert (settings.paths.done / "sub" / "msg.0003").read_bytes() == mails["msg.0003"]
    assert (stats.messages, stats.files_published, stats.errors, stats.quarantined) == (len(mails) + 2,
                                                                                        len(mails) + 2, 0, 0)

    records = read_topic(settings, settings.topics.raw)
    by_key = {r.key: r for r in records}
    assert len(records) == len(by_key) == len(mails) + 2
    # No transport headers on these test mails: each id is the plain hash of the file.
    assert set(by_key) == {mail_id(raw) for raw in mails.values()} | {sha(PDF + b"loose"), sha(CSV)}
    assert all(mail_id(raw) == sha(raw) for raw in mails.values())
    assert all(by_key[mail_id(raw)].value == raw for raw in mails.values())
    rec = by_key[mail_id(mails["msg.0003"])]
    assert rec.headers["otcmail-kind"] == "raw" and rec.headers["schema-version"] == "2"
    assert rec.headers["file-name"] == "msg.0003" and rec.headers["source-file"] == "sub/msg.0003"
    assert rec.headers["file-size"] == str(len(mails["msg.0003"]))
    assert rec.headers["sha256"] == rec.headers["file-sha256"] == sha(mails["msg.0003"])
    assert rec.headers["producer-host"] and rec.headers["seen-at"].endswith("+00:00")
    assert "member" not in rec.headers and "content-type" not in rec.headers
    # A mail with attachments is one record: the attachments are inside, for the unpack stage.
    with_att = mails["with-attachments.eml"]
    assert by_key[mail_id(with_att)].value == with_att
    assert {r.headers["file-name"] for r in records if r.value in (PDF + b"loose", CSV)} == {"loose.pdf", "levels.csv"}
    assert by_key[sha(PDF + b"loose")].headers["file-name"] == "loose.pdf"
    assert len({r.partition for r in records}) > 1  # keyed: spread over the partitions


def test_files_arriving_while_running_plain_maildir_and_ignored(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    inbox = settings.paths.inbox
    maildir = inbox / "Maildir"
    for d in ("tmp", "new", "cur"):
        (maildir / d).mkdir(parents=True)
    ignored = {".hidden.eml": make_mail(1), "_12345.host": make_mail(2), "msg.lock": make_mail(3)}
    for name, raw in ignored.items():
        (inbox / name).write_bytes(raw)
    in_tmp = maildir / "tmp" / "1700000000.M1P1.host"
    expected: dict[str, bytes] = {}
    with producer_thread(settings) as running:
        for i in range(10, 20):
            raw = make_mail(i)
            (inbox / f"msg.{i}").write_bytes(raw)
            expected[mail_id(raw)] = raw
        for i in range(20, 25):
            raw = make_mail(i)
            delivery = maildir / "tmp" / f"17000000{i}.M{i}P1.host"
            delivery.write_bytes(raw)
            delivery.rename(maildir / "new" / delivery.name)
            expected[mail_id(raw)] = raw
        in_tmp.write_bytes(make_mail(30))  # still being delivered: never published from tmp/
        wait_for(lambda: len(files_in(settings.paths.done)) == 15, 60, "15 files archived")
        stats = running.finish()
    assert stats.messages == 15
    assert {r.key for r in read_topic(settings, settings.topics.raw)} == set(expected)
    assert in_tmp.exists()
    assert all((inbox / name).exists() for name in ignored)
    assert (settings.paths.done / "Maildir" / "new" / "1700000020.M20P1.host").exists()


def test_half_written_file_waits_until_complete(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path, stable_seconds=0.3)
    inbox = settings.paths.inbox
    raw = make_mail(7, body="a long run\n" * 2000)
    half = inbox / "msg.half"
    with producer_thread(settings) as running:
        fh = half.open("wb")
        fh.write(raw[: len(raw) // 2])
        fh.flush()
        # A complete file dropped meanwhile goes through: the loop is alive and not waiting on the half.
        whole = make_mail(8)
        (inbox / "msg.whole").write_bytes(whole)
        wait_for(lambda: (settings.paths.done / "msg.whole").exists(), 30, "the complete file archived")
        threading.Event().wait(3 * settings.producer.stable_seconds + 1.0)  # well past the stable time
        assert half.exists() and not (settings.paths.done / "msg.half").exists()
        fh.write(raw[len(raw) // 2:])
        fh.close()
        wait_for(lambda: (settings.paths.done / "msg.half").exists(), 30, "the completed file archived")
        running.finish()
    records = read_topic(settings, settings.topics.raw)
    assert sorted(r.key for r in records) == sorted([mail_id(raw), mail_id(whole)])
    assert {r.value for r in records} == {raw, whole}
    assert (settings.paths.done / "msg.half").read_bytes() == raw


def test_polling_mode_publishes_new_files(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path, polling=True, rescan_interval_s=300.0)
    inbox = settings.paths.inbox
    with producer_thread(settings) as running:
        raws = [make_mail(i) for i in range(5)]
        for i, raw in enumerate(raws):
            (inbox / f"m{i}.eml").write_bytes(raw)
        wait_for(lambda: len(files_in(settings.paths.done)) == 5, 30, "5 files archived by polling")
        running.finish()
    assert {r.key for r in read_topic(settings, settings.topics.raw)} == {mail_id(r) for r in raws}


def test_mbox_is_split_into_mails(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    members = [make_mail(i, body=f"run {i}\n\nFrom the desk: levels below\n>From quoted\n") for i in range(3)]
    # As an mboxrd writer stores them: "From " and ">From " body lines get one more ">".
    mbox = b"".join(b"From desk@acmebank.com Mon Jan  5 09:00:00 2026\n"
                    + re.sub(rb"^(>*From )", rb">\1", m, flags=re.MULTILINE) + b"\n" for m in members)
    settings.paths.inbox.mkdir(parents=True)
    (settings.paths.inbox / "dealers.mbox").write_bytes(mbox)
    stats = run_producer(settings, threading.Event(), once=True)
    assert stats.messages == 3 and stats.files_published == 1
    records = sorted(read_topic(settings, settings.topics.raw), key=lambda r: int(r.headers["member"]))
    assert [r.headers["member"] for r in records] == ["1", "2", "3"]
    assert all(r.headers["members"] == "3" and r.headers["file-sha256"] == sha(mbox) for r in records)
    assert all(r.headers["source-file"] == "dealers.mbox" for r in records)
    assert [r.value for r in records] == members  # unescaped: each member as it was before it was stored
    assert [r.key for r in records] == [mail_id(m) for m in members]
    assert [r.headers["sha256"] for r in records] == [sha(m) for m in members]
    assert (settings.paths.done / "dealers.mbox").read_bytes() == mbox


def test_25_mb_attachment_goes_through_whole(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    big = b"%PDF-1.7\n" + os.urandom(25 * 1024 * 1024)
    raw = make_mail(1, attachments=(("big.pdf", "application/pdf", big),))
    settings.paths.inbox.mkdir(parents=True)
    (settings.paths.inbox / "big.eml").write_bytes(raw)
    assert len(raw) > 33 * 1024 * 1024  # base64: the record is bigger than the attachment
    stats = run_producer(settings, threading.Event(), once=True)
    assert (stats.messages, stats.files_published, stats.quarantined, stats.errors) == (1, 1, 0, 0)
    [rec] = read_topic(settings, settings.topics.raw)
    assert rec.key == mail_id(raw) and rec.headers["sha256"] == sha(raw)
    assert rec.value == raw  # unchanged, byte for byte
    assert files_in(settings.paths.done) == [settings.paths.done / "big.eml"]


def test_oversized_file_is_quarantined_with_reason(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path, limits={"max_file_bytes": 50_000})
    inbox = settings.paths.inbox
    inbox.mkdir(parents=True)
    big = make_mail(1, attachments=(("big.pdf", "application/pdf", b"%PDF-" + os.urandom(60_000)),))
    small = make_mail(2)
    (inbox / "big.eml").write_bytes(big)
    (inbox / "small.eml").write_bytes(small)
    stats = run_producer(settings, threading.Event(), once=True)
    assert (stats.quarantined, stats.messages, stats.errors) == (1, 1, 0)
    assert (settings.paths.quarantine / "big.eml").read_bytes() == big
    note = json.loads((settings.paths.quarantine / "big.eml.error.json").read_text())
    assert "max_file_bytes" in note["reason"] and note["size"] == len(big) and note["sha256"] == sha(big)
    assert note["time"] and note["file"] == "big.eml"
    assert [r.key for r in read_topic(settings, settings.topics.raw)] == [mail_id(small)]


def test_files_that_are_not_mails_are_published_as_they_are(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path, unclosed_grace_s=0.5)  # empty files wait for it
    inbox = settings.paths.inbox
    inbox.mkdir(parents=True)
    # Each of these went to error/ when the producer parsed; now the unpack stage decides what they are.
    files = {
        "msg.junk": os.urandom(4096),
        "msg.empty": b"",
        "notes.txt.gz": b"\x1f\x8b\x08" + os.urandom(512),
        "msg.text": b"just some words, no headers\n",
        "levels.ods": b"PK\x03\x04\x14\x00\x00\x08\x00\x00mimetypeapplication/vnd.oasis.opendocument.spreadsheet",
        "msg.good": make_mail(5),
    }
    for name, data in files.items():
        (inbox / name).write_bytes(data)
    stats = run_producer(settings, threading.Event(), once=True)
    assert (stats.errors, stats.quarantined, stats.messages, stats.archived) == (0, 0, len(files), len(files))
    assert files_in(settings.paths.error) == [] and files_in(inbox) == []
    records = {r.headers["file-name"]: r for r in read_topic(settings, settings.topics.raw)}
    assert set(records) == set(files)
    for name, data in files.items():
        assert records[name].value == data and records[name].key == mail_id(data)
    assert records["msg.empty"].key == sha(b"") and records["msg.empty"].headers["file-size"] == "0"


def test_unreadable_file_goes_to_error_and_the_producer_goes_on(kafka_settings: Settings, tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    settings = producer_settings(kafka_settings, tmp_path)  # producer.workers = 0: read in this process
    inbox = settings.paths.inbox
    inbox.mkdir(parents=True)
    bad, good = make_mail(1), make_mail(2)
    (inbox / "msg.bad").write_bytes(bad)
    (inbox / "msg.good").write_bytes(good)
    # Root reads any file whatever its mode, so the read error is made at Path.open for that file only.
    real_open = Path.open

    def failing_open(self: Path, *args: object, **kwargs: object) -> object:
        if self.name == "msg.bad" and self.parent == inbox:
            raise OSError(errno.EIO, "Input/output error")
        return real_open(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "open", failing_open)
    stats = run_producer(settings, threading.Event(), once=True)
    assert (stats.errors, stats.messages, stats.deferred) == (1, 1, 0)
    assert (settings.paths.error / "msg.bad").read_bytes() == bad
    note = json.loads((settings.paths.error / "msg.bad.error.json").read_text())
    assert note["outcome"] == "error" and "cannot read the file: Input/output error" in note["reason"]
    assert [r.key for r in read_topic(settings, settings.topics.raw)] == [mail_id(good)]


def test_a_file_unreadable_for_now_stays_in_the_inbox(kafka_settings: Settings, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    settings = producer_settings(kafka_settings, tmp_path, retry_backoff_s=0.3)
    inbox, done = settings.paths.inbox, settings.paths.done
    inbox.mkdir(parents=True)
    later, now = make_mail(1), make_mail(2)
    (inbox / "msg.later").write_bytes(later)
    (inbox / "msg.now").write_bytes(now)
    stale = threading.Event()
    stale.set()
    attempts: list[float] = []
    real_open = Path.open

    def flaky_open(self: Path, *args: object, **kwargs: object) -> object:
        if self.name == "msg.later" and stale.is_set() and threading.current_thread().name == "producer":
            attempts.append(1.0)
            raise OSError(errno.ESTALE, "Stale file handle")
        return real_open(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "open", flaky_open)
    with producer_thread(settings) as running:
        wait_for(lambda: (done / "msg.now").exists() and len(attempts) >= 3, 30,
                 "msg.now archived and msg.later tried three times")
        assert (inbox / "msg.later").read_bytes() == later  # neither moved nor filed
        assert files_in(settings.paths.error) == [] and files_in(settings.paths.quarantine) == []
        stale.clear()  # the NFS server is back
        wait_for(lambda: (done / "msg.later").exists(), 30, "msg.later archived once readable")
        stats = running.finish()
    assert stats.deferred >= 3 and (stats.messages, stats.errors) == (2, 0)
    assert {r.key for r in read_topic(settings, settings.topics.raw)} == {mail_id(later), mail_id(now)}


def test_once_leaves_a_file_unreadable_for_now_and_exits(kafka_settings: Settings, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """`otcmail produce --once` must end: a file that cannot be read just now stays for the next run."""
    settings = producer_settings(kafka_settings, tmp_path)
    inbox = settings.paths.inbox
    inbox.mkdir(parents=True)
    (inbox / "msg.later").write_bytes(make_mail(1))
    (inbox / "msg.now").write_bytes(make_mail(2))
    real_open = Path.open

    def flaky_open(self: Path, *args: object, **kwargs: object) -> object:
        if self.name == "msg.later":
            raise OSError(errno.ESTALE, "Stale file handle")
        return real_open(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "open", flaky_open)
    stats = run_producer(settings, threading.Event(), once=True)
    assert (stats.messages, stats.deferred, stats.errors) == (1, 1, 0)
    assert (inbox / "msg.later").exists() and not (inbox / "msg.now").exists()
