"""Crashes and outages: kill -9 between the database commit and the offset commit, SIGTERM,
the database stopped and restarted mid-run. Nothing lost, nothing stored twice."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from kafka.errors import KafkaError
from sqlalchemy import select

from broker.clients import make_admin, make_producer
from config.settings import Settings
from db.models import Quote
from tests.support.cli import OTCMAIL, write_config
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    database_url,
    lag_is_zero,
    migrated,
    total_lag,
    wait_for,
)
from tests.support.corpus import run_mails
from tests.support.mailrecords import publish
from tests.support.pgserver import OwnPostgres

pytestmark = [pytest.mark.kafka, pytest.mark.slow]
REPO = Path(__file__).resolve().parents[2]


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")} | {"PYTHONPATH": str(REPO)}


def _members(settings: Settings) -> list[object]:
    """Members of the mail group and of the attachment group."""
    groups = [settings.consumer.group, f"{settings.consumer.group}.attachments"]
    admin = make_admin(settings)
    try:
        described = admin.describe_groups(groups)
        return [m for g in groups for m in described[g].get("members") or []]
    except KafkaError:  # the coordinator of a brand-new group is not elected yet
        return [None]
    finally:
        admin.close()


@pytest.mark.parametrize("kind", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_kill_9_between_database_commit_and_offset_commit(kafka_settings: Settings, tmp_path: Path, kind: str,
                                                          request: pytest.FixtureRequest) -> None:
    pg = request.getfixturevalue("postgres_url") if kind == "postgres" else None
    settings = consumer_settings(kafka_settings, database_url(kind, tmp_path, pg), partitions=2)
    mails = run_mails(settings, 10, tag="kill")
    producer = make_producer(settings)
    publish(producer, [m.mail for m in mails])
    producer.close()
    engine = migrated(settings)
    config = write_config(settings, tmp_path / "otcmail.toml")
    marker = tmp_path / "written"
    crasher = subprocess.Popen([sys.executable, "-m", "tests.support.crashing_consumer", "hang-before-commit",
                                str(marker), "--config", str(config), "consume"], env=_env(), cwd=REPO,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(marker.exists, 60, what="a batch written to the database")
        written = counts(engine)
        assert written["units"] >= 1
        assert total_lag(settings) == 10  # written, not committed
        with engine.connect() as conn:
            ids_before = dict(conn.execute(select(Quote.id, Quote.location).where(Quote.mail_id.in_(
                [m.mail_id for m in mails]))).all())
    finally:
        crasher.send_signal(signal.SIGKILL)
        crasher.wait(10)
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 90, what="lag 0 after the restart")
    assert counts(engine) == {"mails": 10, "units": 10, "quotes": 20, "errors": 0, "poison": 0}
    with engine.connect() as conn:
        ids_after = dict(conn.execute(select(Quote.id, Quote.location)).all())
    assert ids_before.items() <= ids_after.items()  # the rows written before the crash were kept, not re-made
    engine.dispose()


def test_sigterm_finishes_commits_and_leaves(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, database_url("sqlite", tmp_path, None), partitions=2)
    config = write_config(settings, tmp_path / "otcmail.toml")
    proc = subprocess.Popen([str(OTCMAIL), "--config", str(config), "consume"], env=_env(),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(lambda: len(_members(settings)) == 2, 60, what="both lanes in the group")
        mails = run_mails(settings, 8, every_attachment=2, tag="term")
        producer = make_producer(settings)
        publish(producer, [r for m in mails for r in m.all])
        producer.close()
        engine = migrated(settings)
        wait_for(lambda: counts(engine)["units"] == 12, 60, what="8 mails and 4 attachments stored")
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "received SIGTERM" in err and "left the group" in err
    assert _members(settings) == []  # left at once, no session time-out to wait for
    assert total_lag(settings) == 0
    assert counts(engine)["quotes"] == 8 * 2 + 4 * 2
    engine.dispose()


@pytest.mark.postgres
def test_database_stopped_and_restarted_mid_run(kafka_settings: Settings, caplog: pytest.LogCaptureFixture) -> None:
    server = OwnPostgres()
    try:
        settings = consumer_settings(kafka_settings, server.url, partitions=2)
        engine = migrated(settings)
        mails = run_mails(settings, 20, tag="dbdown")
        producer = make_producer(settings)
        caplog.set_level(logging.WARNING, logger="consumer.processor")
        with consumers_running(settings):
            publish(producer, [m.mail for m in mails[:10]])
            wait_for(lambda: lag_is_zero(settings), 60, what="the first 10 mails")
            engine.dispose()
            server.stop()
            publish(producer, [m.mail for m in mails[10:]])
            wait_for(lambda: "database unavailable" in caplog.text, 60, what="the consumer to notice the outage")
            assert total_lag(settings) > 0  # nothing committed while the database is down
            server.start()
            wait_for(lambda: lag_is_zero(settings), 90, what="the rest after the restart")
        producer.close()
        assert counts(engine) == {"mails": 20, "units": 20, "quotes": 40, "errors": 0, "poison": 0}
        assert "batch not committed, retrying" in caplog.text
        engine.dispose()
    finally:
        server.close()
