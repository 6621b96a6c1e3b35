"""The producer when things go wrong: kill -9 mid-run, the broker going away, a restart after the
records were acknowledged but before the file was archived."""

from __future__ import annotations

import hashlib
import logging
import os
import signal
import subprocess
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from config.settings import Settings, load_settings
from core.errors import BrokerUnavailable
from producer.framing import mail_id
from producer.ledger import Ledger, Published
from producer.service import run_producer
from tests.support.cli import OTCMAIL, write_config
from tests.support.kafka import broker_settings, running_broker
from tests.support.ports import free_port
from tests.support.producer import files_in, make_mail, producer_settings, producer_thread, read_topic, wait_for

pytestmark = pytest.mark.kafka
PDF = b"%PDF-1.4\n%%EOF\n"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _produce(config: Path, log: Path, *args: str) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")}
    with log.open("ab") as out:
        return subprocess.Popen([str(OTCMAIL), "--config", str(config), "produce", *args], stdout=out,
                                stderr=subprocess.STDOUT, env=env)


def test_kill_9_mid_run_then_restart_loses_nothing(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path, batch_files=25, stable_seconds=0.2)
    inbox, done = settings.paths.inbox, settings.paths.done
    inbox.mkdir(parents=True)
    n = 1500
    mails: dict[str, bytes] = {}
    for i in range(n):
        attach = (("run.pdf", "application/pdf", PDF + str(i).encode()),) if i % 10 == 0 else ()
        raw = make_mail(i, attachments=attach)
        mails[mail_id(raw)] = raw
        (inbox / f"msg.{i:05d}").write_bytes(raw)
    config = write_config(settings, tmp_path / "otcmail.toml")
    log = tmp_path / "produce.log"

    for kill_at in (150, 600):  # two kills, at different points of the run
        proc = _produce(config, log)
        wait_for(lambda k=kill_at, p=proc: len(files_in(done)) >= k or p.poll() is not None, 120,
                 f"{kill_at} files archived")
        assert proc.poll() is None, log.read_text()[-3000:]
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(30)
        assert files_in(inbox), "the kill came after everything was done: the test proved nothing"

    final = _produce(config, log, "--once")
    assert final.wait(180) == 0, log.read_text()[-3000:]

    assert files_in(inbox) == []
    assert len(files_in(done)) == n
    records = read_topic(settings, settings.topics.raw)
    per_id = Counter(r.key for r in records)
    assert set(per_id) == set(mails)  # every mail, nothing else
    assert sum(per_id.values()) <= n + 2 * 2 * 25  # duplicates only from the killed rounds
    assert all(r.value == mails[r.key] for r in records)  # whole, attachments included: never half a mail


def test_acknowledged_but_unarchived_file_is_archived_without_resending(kafka_settings: Settings,
                                                                         tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    settings.paths.inbox.mkdir(parents=True)
    raw, other = make_mail(1), make_mail(2)
    (settings.paths.inbox / "msg.1").write_bytes(raw)
    (settings.paths.inbox / "msg.2").write_bytes(other)
    # As a producer killed right after the acknowledgement would have left it:
    ledger = Ledger(settings.paths.producer_state)
    ledger.mark_published([Published("msg.1", sha(raw), len(raw), "2026-01-01T00:00:00+00:00", 1)])
    ledger.close()
    stats = run_producer(settings, threading.Event(), once=True)
    assert (stats.files_resumed, stats.files_published, stats.archived) == (1, 1, 2)
    assert [r.key for r in read_topic(settings, settings.topics.raw)] == [mail_id(other)]
    assert files_in(settings.paths.inbox) == []
    assert Ledger(settings.paths.producer_state).counts() == {"archived": 2}


@pytest.fixture(scope="module")
def own_broker(tmp_path_factory: pytest.TempPathFactory):
    """A broker this module may stop and restart."""
    settings = broker_settings(tmp_path_factory.mktemp("producer-broker"))
    with running_broker(settings) as broker:
        yield settings, broker


def test_broker_stopped_mid_run_files_wait_then_go(own_broker, tmp_path: Path,
                                                   caplog: pytest.LogCaptureFixture) -> None:
    base, broker = own_broker
    settings = producer_settings(base, tmp_path)
    inbox, done = settings.paths.inbox, settings.paths.done
    caplog.set_level(logging.INFO, logger="producer")
    sent: list[bytes] = []
    with producer_thread(settings) as running:
        for i in range(5):
            sent.append(make_mail(i))
            (inbox / f"before.{i}").write_bytes(sent[-1])
        wait_for(lambda: len(files_in(done)) == 5, 30, "the first 5 archived")
        assert broker.stop().was_running
        for i in range(5, 10):
            sent.append(make_mail(i))
            (inbox / f"during.{i}").write_bytes(sent[-1])
        time.sleep(12)  # readiness + well over one "not acknowledged" warning period
        assert len(files_in(inbox)) == 5 and len(files_in(done)) == 5
        broker.start()
        wait_for(lambda: len(files_in(done)) == 10, 180, "all 10 archived after the broker came back")
        stats = running.finish()
    assert stats.messages == 10
    assert {r.key for r in read_topic(settings, settings.topics.raw)} == {mail_id(r) for r in sent}
    assert any("not acknowledged" in r.getMessage() or "not published" in r.getMessage() for r in caplog.records)


def test_once_with_no_broker_keeps_the_files_and_says_so(tmp_path: Path) -> None:
    settings = load_settings(home=str(tmp_path), broker={"port": free_port(), "connect_timeout_s": 2.0},
                             producer={"stable_seconds": 0.1, "max_block_ms": 2000})
    settings.paths.inbox.mkdir(parents=True)
    (settings.paths.inbox / "msg.1").write_bytes(make_mail(1))
    with pytest.raises(BrokerUnavailable, match="stay in the inbox"):
        run_producer(settings, threading.Event(), once=True)
    assert files_in(settings.paths.inbox) == [settings.paths.inbox / "msg.1"]
    assert files_in(settings.paths.done) == []


def test_sigterm_flushes_and_exits_cleanly(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    settings.paths.inbox.mkdir(parents=True)
    config = write_config(settings, tmp_path / "otcmail.toml")
    log = tmp_path / "produce.log"
    proc = _produce(config, log)
    try:
        wait_for(lambda: "watching" in log.read_text() or proc.poll() is not None, 60, "the producer to start")
        raws = [make_mail(i) for i in range(20)]
        for i, raw in enumerate(raws):
            (settings.paths.inbox / f"msg.{i}").write_bytes(raw)
        wait_for(lambda: len(files_in(settings.paths.done)) == 20, 60, "20 files archived")
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0, log.read_text()[-3000:]
    finally:
        if proc.poll() is None:
            proc.kill()
    text = log.read_text()
    assert "producer stopped: 20 messages" in text and "Traceback" not in text
    assert {r.key for r in read_topic(settings, settings.topics.raw)} == {mail_id(r) for r in raws}


@pytest.mark.slow
def test_a_burst_of_20000_files_is_fully_ingested(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    inbox, done = settings.paths.inbox, settings.paths.done
    template = make_mail(0)
    n = 20_000
    with producer_thread(settings) as running:
        for i in range(n):  # far more events than inotify's default queue (16,384) holds
            (inbox / f"msg.{i:05d}").write_bytes(template.replace(b"IG run 0", b"IG run %05d" % i))
        wait_for(lambda: sum(1 for _ in done.iterdir()) == n, 240, f"{n} files archived")
        stats = running.finish()
    assert stats.messages == n and stats.errors == 0
    assert len({r.key for r in read_topic(settings, settings.topics.raw, timeout_s=120)}) == n
