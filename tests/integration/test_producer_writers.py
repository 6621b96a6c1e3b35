"""Files still being written, against the real broker (issue 11): a writer that pauses mid-file with
the handle open, a file under its lock, an mbox that a writer keeps appending to under the dotlock
while the producer reads, publishes and archives it, and a producer killed while holding that lock."""

from __future__ import annotations

import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from config.settings import Settings
from producer.framing import mail_id, split_mbox
from producer.ledger import Ledger, Published
from producer.service import run_producer
from producer.writers import LockInspector, lock_path
from tests.support.producer import files_in, make_mail, producer_settings, producer_thread, read_topic, wait_for
from tests.support.writers import HeldOpen

pytestmark = pytest.mark.kafka

SEPARATOR = b"From desk@acmebank.com Mon Jan  5 09:00:00 2026\n"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def mbox_entry(mail: bytes) -> bytes:
    """As an mboxrd writer stores a mail: separator line, body "From " lines quoted, a blank line after."""
    return SEPARATOR + re.sub(rb"^(>*From )", rb">\1", mail, flags=re.MULTILINE) + b"\n"


@pytest.mark.parametrize("mode", ["inotify", "polling", "first-seen-by-a-scan"])
def test_a_writer_pausing_mid_file_is_published_whole_once_it_closes(kafka_settings: Settings, tmp_path: Path,
                                                                    mode: str) -> None:
    # stable_seconds at its default: a pause of 2.5 s used to be "complete" in polling mode and after a scan.
    settings = producer_settings(kafka_settings, tmp_path, stable_seconds=1.0, polling=mode == "polling",
                                 rescan_interval_s=1.0)
    inbox, done = settings.paths.inbox, settings.paths.done
    inbox.mkdir(parents=True, exist_ok=True)
    raw = make_mail(1, body="XS0000000001  ACME 4.5 2031  101.25 / 101.50\n" * 400)
    half = len(raw) // 2
    path = inbox / "msg.pausing"
    writer = None
    if mode == "first-seen-by-a-scan":  # there before the producer starts, untouched for a minute
        writer = HeldOpen(path, "wb", raw[:half], raw[half:])
        old = time.time() - 60
        os.utime(path, (old, old))
    try:
        with producer_thread(settings) as running:
            if writer is None:
                writer = HeldOpen(path, "wb", raw[:half], raw[half:])
            other = make_mail(2)
            (inbox / "msg.other").write_bytes(other)
            wait_for(lambda: (done / "msg.other").exists(), 30, "a complete file archived meanwhile")
            time.sleep(2.5)  # the writer pauses, handle open, well past stable_seconds and a rescan
            assert path.exists() and not (done / "msg.pausing").exists(), "published while still open"
            writer.finish()
            wait_for(lambda: (done / "msg.pausing").exists(), 30, "the file archived once closed")
            running.finish()
    finally:
        if writer is not None:
            writer.__exit__(None, None, None)
    records = read_topic(settings, settings.topics.raw)
    assert sorted(r.key for r in records) == sorted([mail_id(raw), mail_id(other)])
    assert {r.value for r in records} == {raw, other}  # whole, never the first half
    assert (done / "msg.pausing").read_bytes() == raw


def test_a_file_with_its_lock_beside_it_waits_for_the_lock(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path, stable_seconds=0.3)
    inbox, done = settings.paths.inbox, settings.paths.done
    inbox.mkdir(parents=True, exist_ok=True)
    locked, free = make_mail(1), make_mail(2)
    (inbox / "msg.locked").write_bytes(locked)
    lock_path(inbox / "msg.locked").write_bytes(b"")  # lockfile(1) and procmail leave them empty
    with producer_thread(settings) as running:
        (inbox / "msg.free").write_bytes(free)
        wait_for(lambda: (done / "msg.free").exists(), 30, "the unlocked file archived")
        time.sleep(2.0)
        assert (inbox / "msg.locked").exists() and not (done / "msg.locked").exists()
        lock_path(inbox / "msg.locked").unlink()
        wait_for(lambda: (done / "msg.locked").exists(), 30, "the file archived once its lock is gone")
        running.finish()
    assert sorted(r.key for r in read_topic(settings, settings.topics.raw)) == sorted([mail_id(locked),
                                                                                      mail_id(free)])


def _append_under_dotlock(box: Path, entry: bytes, stop: threading.Event) -> None:
    """procmail's way: take <box>.lock (exclusive create), append, close, remove the lock."""
    lock = lock_path(box)
    while True:
        try:
            fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o444)
            break
        except FileExistsError:
            if stop.is_set():
                raise
            time.sleep(0.05)  # procmail's LOCKSLEEP, shortened
    os.close(fd)
    try:
        with box.open("ab") as fh:
            # Two writes with a pause between: a reader without the lock would see half a member.
            fh.write(entry[: len(entry) // 2])
            fh.flush()
            time.sleep(0.005)
            fh.write(entry[len(entry) // 2:])
    finally:
        os.unlink(lock)


def test_an_mbox_appended_to_while_it_is_read_loses_nothing(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path, stable_seconds=0.2)
    inbox, done = settings.paths.inbox, settings.paths.done
    inbox.mkdir(parents=True, exist_ok=True)
    box = inbox / "dealers.mbox"
    rng = random.Random(11)
    mails = [make_mail(i, body=f"XS0000000{i:03d}  ACME 4.5 2031  101.25 / 101.50\n" + "filler line\n" * rng.randint(
        10, 4000)) for i in range(200)]
    stop = threading.Event()
    errors: list[BaseException] = []

    def deliver() -> None:
        try:
            for i, mail in enumerate(mails):
                _append_under_dotlock(box, mbox_entry(mail), stop)
                # Bursts with quiet moments longer than stable_seconds: the producer takes the mbox in
                # between while the next delivery is already knocking at its lock.
                time.sleep(0.4 if i % 20 == 19 else rng.uniform(0, 0.03))
        except BaseException as exc:
            errors.append(exc)

    with producer_thread(settings) as running:
        writer = threading.Thread(target=deliver, name="delivery")
        writer.start()
        writer.join(180)
        stop.set()
        assert not writer.is_alive() and not errors, errors
        wait_for(lambda: not box.exists(), 60, "the last mbox archived")
        stats = running.finish()
    archived = files_in(done)
    assert len(archived) >= 3, "the producer never took the mbox while it was being appended to"
    members = Counter(m for f in archived for m in split_mbox(f.read_bytes()))
    assert members == Counter(mails)  # every delivery in exactly one archived mbox, whole
    records = read_topic(settings, settings.topics.raw)
    assert Counter(r.key for r in records) == Counter(mail_id(m) for m in mails)  # each sent exactly once
    assert all(r.value == m for r in records for m in mails if r.key == mail_id(m))
    assert stats.messages == len(mails)
    assert not lock_path(box).exists() and files_in(inbox) == []


def test_a_producer_killed_holding_an_mbox_lock_is_not_waited_for_after_a_restart(kafka_settings: Settings,
                                                                                   tmp_path: Path) -> None:
    """kill -9 after the acknowledgement, before the archive: the lock and the ledger row are left behind."""
    settings = producer_settings(kafka_settings, tmp_path)
    inbox, done = settings.paths.inbox, settings.paths.done
    inbox.mkdir(parents=True, exist_ok=True)
    mails = [make_mail(i) for i in range(3)]
    box = inbox / "dealers.mbox"
    data = b"".join(mbox_entry(m) for m in mails)
    box.write_bytes(data)
    dead = subprocess.Popen(["true"])
    dead.wait()
    lock_path(box).write_text(f"{dead.pid} otcmail@{LockInspector(1024.0).host}\n")
    ledger = Ledger(settings.paths.producer_state)
    ledger.mark_published([Published("dealers.mbox", sha(data), len(data), "2026-01-01T00:00:00+00:00", 3)])
    ledger.close()
    stats = run_producer(settings, threading.Event(), once=True)
    assert (stats.files_resumed, stats.files_published, stats.archived) == (1, 0, 1)
    assert read_topic(settings, settings.topics.raw) == []  # acknowledged before the kill: not sent twice
    assert (done / "dealers.mbox").read_bytes() == data
    assert files_in(inbox) == []  # the dead producer's lock removed, our own released


PROCMAIL = shutil.which("procmail")


@pytest.mark.skipif(PROCMAIL is None, reason="procmail is installed by scripts/ensure-system-packages --postgres")
def test_procmail_appending_to_the_mbox_waits_for_the_producers_lock(kafka_settings: Settings,
                                                                     tmp_path: Path) -> None:
    """The real procmail: deliveries while the producer holds the mbox lock land in a fresh mbox."""
    assert PROCMAIL is not None
    settings = producer_settings(kafka_settings, tmp_path, stable_seconds=0.2)
    inbox, done = settings.paths.inbox, settings.paths.done
    inbox.mkdir(parents=True, exist_ok=True)
    rc = tmp_path / "procmailrc"
    rc.write_text(f"MAILDIR={inbox}\nLOCKSLEEP=1\nLOGFILE={tmp_path / 'procmail.log'}\n:0:\ndealers.mbox\n")
    mails = [make_mail(i, body="filler line\n" * 2000 + f"run {i}\n") for i in range(60)]
    with producer_thread(settings) as running:
        for i, mail in enumerate(mails):
            done_ = subprocess.run([PROCMAIL, "-f-", "-m", str(rc)], input=mail, capture_output=True, timeout=60)
            assert done_.returncode == 0, done_.stderr
            if i % 15 == 14:
                time.sleep(0.6)
        wait_for(lambda: not (inbox / "dealers.mbox").exists(), 60, "the last mbox archived")
        running.finish()
    members = Counter(m for f in files_in(done) for m in split_mbox(f.read_bytes()))
    assert sorted(members.values()) == [1] * len(mails)
    assert {mail_id(m) for m in members} == {mail_id(m) for m in mails}
    assert Counter(r.key for r in read_topic(settings, settings.topics.raw)) == Counter(mail_id(m) for m in mails)


@pytest.mark.slow
def test_kill_9_while_an_mbox_is_appended_to_loses_and_archives_nothing_twice(kafka_settings: Settings,
                                                                              tmp_path: Path) -> None:
    """`otcmail produce` killed -9 three times while a writer appends to the mbox under its dotlock."""
    from tests.integration.test_producer_resilience import _produce
    from tests.support.cli import write_config

    settings = producer_settings(kafka_settings, tmp_path, stable_seconds=0.2)
    inbox, done = settings.paths.inbox, settings.paths.done
    inbox.mkdir(parents=True, exist_ok=True)
    box = inbox / "dealers.mbox"
    rng = random.Random(9)
    mails = [make_mail(i, body="filler line\n" * rng.randint(10, 3000) + f"run {i}\n") for i in range(300)]
    config = write_config(settings, tmp_path / "otcmail.toml")
    log = tmp_path / "produce.log"
    stop = threading.Event()
    errors: list[BaseException] = []
    writers: list[threading.Thread] = []

    def deliver(burst: list[bytes]) -> None:
        try:
            for i, mail in enumerate(burst):
                _append_under_dotlock(box, mbox_entry(mail), stop)
                time.sleep(0.3 if i % 10 == 9 else rng.uniform(0, 0.02))
        except BaseException as exc:
            errors.append(exc)

    def burst(k: int) -> None:
        writers.append(threading.Thread(target=deliver, args=(mails[k * 60:(k + 1) * 60],), name=f"delivery-{k}"))
        writers[-1].start()

    held = 0
    try:
        for k in range(3):
            proc = _produce(config, log)
            burst(k)  # a burst of deliveries while this producer runs (the last one's may wait for its lock)
            # Killed while it holds the mbox's lock (between the read and the archive) when we catch it
            # there, else once it archived a few.
            archived = len(files_in(done))
            wait_for(lambda a=archived, p=proc: producer_holds(box) or len(files_in(done)) > a + 2
                     or p.poll() is not None, 120, "the producer to take the mbox")
            held += producer_holds(box)
            assert proc.poll() is None, log.read_text()[-3000:]
            os.kill(proc.pid, 9)
            proc.wait(30)
        # A writer may be waiting for a killed producer's lock: the next producer removes it.
        proc = _produce(config, log)
        burst(3)
        burst(4)
        for w in writers:
            w.join(300)
        assert not any(w.is_alive() for w in writers) and not errors, errors
        wait_for(lambda: files_in(inbox) == [] or proc.poll() is not None, 120, "the inbox drained")
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(60) == 0, log.read_text()[-3000:]
    finally:
        stop.set()
        for w in writers:
            w.join(60)
    members = Counter(m for f in files_in(done) for m in split_mbox(f.read_bytes()))
    assert members == Counter(mails), "a delivery lost, cut or archived twice"
    records = read_topic(settings, settings.topics.raw)
    assert {r.key for r in records} == {mail_id(m) for m in mails}
    by_key = {mail_id(m): m for m in mails}
    assert all(r.value == by_key[r.key] for r in records)  # never half a member
    assert files_in(inbox) == []  # no mbox, no lock, no hitch file left behind
    print(f"{held} of 3 kills while the producer held the mbox lock; {len(files_in(done))} mboxes archived")


def producer_holds(box: Path) -> bool:
    try:
        return "otcmail@" in lock_path(box).read_text()
    except OSError:
        return False


def test_an_mbox_that_cannot_be_locked_is_not_published(kafka_settings: Settings, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        caplog: pytest.LogCaptureFixture) -> None:
    """A folder refusing the lock file (permissions, a full disk): publishing unlocked could lose a delivery."""
    from producer import writers

    def refuse(self: writers.DotLock) -> bool:
        raise PermissionError(13, "Permission denied", str(self.path))

    monkeypatch.setattr(writers.DotLock, "_try", refuse)
    settings = producer_settings(kafka_settings, tmp_path)
    inbox = settings.paths.inbox
    inbox.mkdir(parents=True, exist_ok=True)
    box, mail = inbox / "dealers.mbox", make_mail(1)
    box.write_bytes(mbox_entry(make_mail(0)))
    (inbox / "msg.1").write_bytes(mail)
    with caplog.at_level("ERROR", logger="producer"):
        stats = run_producer(settings, threading.Event(), once=True)
    assert stats.archived == 1 and box.exists()
    assert [r.key for r in read_topic(settings, settings.topics.raw)] == [mail_id(mail)]
    assert "dealers.mbox: cannot take its lock dealers.mbox.lock" in caplog.text
