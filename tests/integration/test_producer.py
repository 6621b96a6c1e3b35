"""The producer against the real bundled broker: what is in the dump directory ends up on the topics,
complete, once per file, and leaves the directory only when acknowledged."""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path

import pytest

from broker.records import MailEnvelope
from config.settings import Settings
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
    assert (stats.mails, stats.attachments, stats.loose_files, stats.errors) == (len(mails), 4, 2, 0)

    records = read_topic(settings, settings.topics.mails)
    by_key = {r.key: r for r in records}
    assert len(records) == len(mails)
    assert set(by_key) == {sha(raw) for raw in mails.values()}
    rec = by_key[sha(mails["msg.0003"])]
    assert rec.headers["otcmail-kind"] == "mail"
    assert rec.headers["file-name"] == "msg.0003" and rec.headers["source-file"] == "sub/msg.0003"
    assert rec.headers["file-size"] == str(len(mails["msg.0003"]))
    assert rec.headers["sha256"] == rec.key
    assert rec.headers["content-type"] == "message/rfc822"
    assert rec.headers["producer-host"] and rec.headers["seen-at"].endswith("+00:00")
    env = MailEnvelope.from_json(rec.value)
    assert env.mail_id == rec.key and env.subject == "IG run 3" and env.sender == "desk3@acmebank.com"
    assert env.message_id and env.sent_at and "XS0000000003" in env.bodies[0].text
    assert MailEnvelope.from_json(by_key[sha(mails["no-message-id.eml"])].value).message_id is None

    parent = by_key[sha(mails["with-attachments.eml"])]
    attachments = read_topic(settings, settings.topics.attachments)
    children = [a for a in attachments if a.headers.get("mail-id") == parent.key]
    assert sorted(a.value for a in children) == sorted([PDF, CSV])
    assert all(a.key == parent.key and a.partition == parent.partition for a in children)
    assert {a.headers["file-name"] for a in children} == {"run.pdf", "run.csv"}
    assert {a.headers["index"] for a in children} == {"1", "2"}
    assert [a.attachment_id for a in MailEnvelope.from_json(parent.value).attachments] == \
        [a.headers["attachment-id"] for a in sorted(children, key=lambda a: a.headers["index"])]
    loose = {a.headers["file-name"]: a for a in attachments if "mail-id" not in a.headers}
    assert set(loose) == {"loose.pdf", "levels.csv"}
    assert loose["loose.pdf"].key == sha(PDF + b"loose") and loose["loose.pdf"].value == PDF + b"loose"
    assert loose["loose.pdf"].headers["content-type"] == "application/pdf"
    assert loose["levels.csv"].headers["content-type"] == "text/csv"


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
            expected[sha(raw)] = raw
        for i in range(20, 25):
            raw = make_mail(i)
            delivery = maildir / "tmp" / f"17000000{i}.M{i}P1.host"
            delivery.write_bytes(raw)
            delivery.rename(maildir / "new" / delivery.name)
            expected[sha(raw)] = raw
        in_tmp.write_bytes(make_mail(30))  # still being delivered: never published from tmp/
        wait_for(lambda: len(files_in(settings.paths.done)) == 15, 60, "15 files archived")
        stats = running.finish()
    assert stats.mails == 15
    assert {r.key for r in read_topic(settings, settings.topics.mails)} == set(expected)
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
    keys = [r.key for r in read_topic(settings, settings.topics.mails)]
    assert sorted(keys) == sorted([sha(raw), sha(whole)])
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
    assert {r.key for r in read_topic(settings, settings.topics.mails)} == {sha(r) for r in raws}


def test_mbox_is_split_into_mails(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    members = [make_mail(i, body=f"run {i}\n>From the desk: quoted line\n") for i in range(3)]
    mbox = b"".join(b"From desk@acmebank.com Mon Jan  5 09:00:00 2026\n" + m + b"\n" for m in members)
    settings.paths.inbox.mkdir(parents=True)
    (settings.paths.inbox / "dealers.mbox").write_bytes(mbox)
    stats = run_producer(settings, threading.Event(), once=True)
    assert stats.mails == 3 and stats.files_published == 1
    records = read_topic(settings, settings.topics.mails)
    assert sorted(r.key for r in records) == sorted(sha(m) for m in members)
    envs = sorted((MailEnvelope.from_json(r.value) for r in records), key=lambda e: e.source["member"])
    assert [e.source["member"] for e in envs] == [1, 2, 3]
    assert all(e.source["file_sha256"] == sha(mbox) for e in envs)
    assert envs[1].subject == "IG run 1" and ">From the desk" in envs[1].bodies[0].text
    assert (settings.paths.done / "dealers.mbox").read_bytes() == mbox


def test_25_mb_attachment_goes_through_whole(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    big = b"%PDF-1.7\n" + os.urandom(25 * 1024 * 1024)
    raw = make_mail(1, attachments=(("big.pdf", "application/pdf", big),))
    settings.paths.inbox.mkdir(parents=True)
    (settings.paths.inbox / "big.eml").write_bytes(raw)
    stats = run_producer(settings, threading.Event(), once=True)
    assert stats.mails == 1 and stats.attachments == 1 and stats.quarantined == 0
    [att] = read_topic(settings, settings.topics.attachments)
    assert att.key == sha(raw) and att.headers["attachment-id"] == sha(big)
    assert att.value == big
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
    assert (stats.quarantined, stats.mails) == (1, 1)
    assert (settings.paths.quarantine / "big.eml").read_bytes() == big
    note = json.loads((settings.paths.quarantine / "big.eml.error.json").read_text())
    assert "max_file_bytes" in note["reason"] and note["size"] == len(big) and note["sha256"] == sha(big)
    assert note["time"] and note["file"] == "big.eml"
    assert [r.key for r in read_topic(settings, settings.topics.mails)] == [sha(small)]
    assert read_topic(settings, settings.topics.attachments) == []


def test_unparseable_files_go_to_error_and_the_producer_goes_on(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    inbox = settings.paths.inbox
    inbox.mkdir(parents=True)
    junk = os.urandom(4096)
    (inbox / "msg.junk").write_bytes(junk)
    (inbox / "msg.empty").write_bytes(b"")
    (inbox / "notes.txt.gz").write_bytes(b"\x1f\x8b\x08" + junk)
    good = make_mail(5)
    (inbox / "msg.good").write_bytes(good)
    # empty files wait for the unclosed grace; keep it short here
    settings = settings.model_copy(update={"producer": settings.producer.model_copy(
        update={"unclosed_grace_s": 0.5})})
    stats = run_producer(settings, threading.Event(), once=True)
    assert (stats.errors, stats.mails) == (3, 1)
    for name in ("msg.junk", "msg.empty", "notes.txt.gz"):
        assert (settings.paths.error / name).exists()
        note = json.loads((settings.paths.error / f"{name}.error.json").read_text())
        assert note["reason"] and note["outcome"] == "error"
    assert json.loads((settings.paths.error / "msg.junk.error.json").read_text())["sha256"] == sha(junk)
    assert "empty" in json.loads((settings.paths.error / "msg.empty.error.json").read_text())["reason"]
    assert [r.key for r in read_topic(settings, settings.topics.mails)] == [sha(good)]
