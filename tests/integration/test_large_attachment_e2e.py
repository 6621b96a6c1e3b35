"""A 25 MB attachment goes all the way: inbox -> producer -> raw topic -> unpack -> attachment topic -> parser
-> database, as one record per hop (topics.max_message_bytes is 64 MiB on every client and topic)."""

from __future__ import annotations

import os
import signal
import subprocess
import threading
from pathlib import Path

import pytest
from sqlalchemy import select

from config.settings import PathSettings, Settings
from db.models import Attachment, Mail, ParsedUnit, Quote
from producer.service import run_producer
from tests.support.bank import REPO
from tests.support.cli import OTCMAIL, write_config
from tests.support.consumers import consumer_settings, lag_is_zero, migrated, wait_for
from tests.support.corpus import CSV_RUN
from tests.support.kafka import broker_settings, running_broker
from tests.support.mailrecords import make_mail

pytestmark = [pytest.mark.kafka, pytest.mark.slow]

BIG = 25 * 1024 * 1024


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_25_mb_attachment_goes_through_end_to_end(db_url: str, tmp_path: Path) -> None:
    # A broker of its own: on the session's broker, after the Spark tests had worked it hard, the
    # attachment lane sometimes stopped heartbeating right after its assignment and never read the
    # record (open: see the closing note of the session that found it); a fresh broker never did.
    own = broker_settings(tmp_path / "kafka")
    with running_broker(own):
        _run(own, db_url, tmp_path)


def _run(kafka_settings: Settings, db_url: str, tmp_path: Path) -> None:
    base = consumer_settings(kafka_settings, db_url)
    paths = PathSettings(var_dir=tmp_path, inbox=tmp_path / "inbox", done=tmp_path / "done",
                         error=tmp_path / "error", quarantine=tmp_path / "quarantine",
                         producer_state=tmp_path / "ledger.db")
    # Production's session timeout: the test is about size, not failover.
    settings = base.model_copy(update={
        "paths": paths, "producer": base.producer.model_copy(update={"stable_seconds": 0.2}),
        "consumer": base.consumer.model_copy(update={"session_timeout_ms": 45_000}),
        "metrics": base.metrics.model_copy(update={"port": 0})})
    paths.inbox.mkdir(parents=True)
    # A PNG-looking blob (the registry ignores images: the size is the point) and a small CSV run beside it.
    blob = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * (BIG // 256)
    csv = CSV_RUN.format(b1=95, a1=95.5, b2=99, a2=99.25).encode()
    msg = make_mail("run attached", attachments=[("chart.png", "image/png", blob), ("run.csv", "text/csv", csv)])
    (paths.inbox / "big.eml").write_bytes(bytes(msg))

    stats = run_producer(settings, threading.Event(), once=True)
    assert stats.messages == 1 and stats.archived == 1 and not list(paths.inbox.iterdir())

    engine = migrated(settings)
    # The real `otcmail unpack` and `otcmail consume` processes, as they run in production. (Run as
    # threads inside this pytest process, after the Spark tests had left their JVM running beside
    # them, the attachment lane kept losing its group membership and never read the 25 MB record.)
    config = write_config(settings, tmp_path / "otcmail.toml")
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")} | {"PYTHONPATH": str(REPO)}
    procs = [subprocess.Popen([str(OTCMAIL), "--config", str(config), command], env=env, text=True,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for command in ("unpack", "consume")]
    try:
        wait_for(lambda: lag_is_zero(settings), 180, what="lag 0 on the raw and part topics")
        for proc in procs:
            proc.send_signal(signal.SIGTERM)
        errors = [proc.communicate(timeout=60)[1] for proc in procs]
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
    assert [proc.returncode for proc in procs] == [0, 0], errors
    with engine.connect() as conn:
        mail = conn.execute(select(Mail)).one()
        assert mail.unit_count == 3 and mail.parser_version is not None  # body, chart.png, run.csv
        sizes = dict(conn.execute(select(Attachment.filename, Attachment.size)).all())
        assert sizes == {"chart.png": len(blob), "run.csv": len(csv)}
        units = {u for (u,) in conn.execute(select(ParsedUnit.unit))}
        assert units == {"body", "2", "3"}
        quotes = {(q.isin, q.bid, q.ask) for q in conn.execute(select(Quote))}
        assert quotes == {("US037833AK68", 95.0, 95.5), ("US594918BR43", 99.0, 99.25)}
    engine.dispose()
