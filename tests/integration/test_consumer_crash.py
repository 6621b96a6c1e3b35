"""Crashes and outages in both stages: kill -9 between the database commit and the offset commit (of the
unpack stage, and of the parsers), SIGTERM, the database stopped and restarted mid-run. Nothing lost,
nothing stored twice."""

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
from consumer.lag import topic_records
from consumer.processor import PARSE, UNPACK
from db.models import Quote
from tests.support.cli import OTCMAIL, write_config
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    database_url,
    lag_is_zero,
    migrated,
    parse_lag,
    stage_groups,
    total_lag,
    unpack_lag,
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
    """Members of the unpack group and of the body, attachment and document lanes' groups."""
    groups = stage_groups(settings)
    admin = make_admin(settings)
    try:
        described = admin.describe_groups(groups)
        return [m for g in groups for m in described[g].get("members") or []]
    except KafkaError:  # the coordinator of a brand-new group is not elected yet
        return [None]
    finally:
        admin.close()


def _quote_ids(engine) -> dict[int, str]:  # type: ignore[no-untyped-def]
    with engine.connect() as conn:
        return dict(conn.execute(select(Quote.id, Quote.location)).all())


@pytest.mark.parametrize("command", ["unpack", "consume"])
@pytest.mark.parametrize("kind", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_kill_9_between_database_commit_and_offset_commit(kafka_settings: Settings, tmp_path: Path, kind: str,
                                                          command: str, request: pytest.FixtureRequest) -> None:
    """``unpack``: the mail rows are written and the part records published, the raw offsets not committed;
    after the restart the raw records are unpacked again, their parts published twice, stored once.
    ``consume``: the quotes are written, the part offsets not committed; the restart re-parses them as no-ops."""
    pg = request.getfixturevalue("postgres_url") if kind == "postgres" else None
    settings = consumer_settings(kafka_settings, database_url(kind, tmp_path, pg), partitions=2)
    mails = run_mails(settings, 10, tag="kill")
    producer = make_producer(settings)
    publish(producer, [m.raw for m in mails])
    producer.close()
    engine = migrated(settings)
    if command == "consume":  # the parts are there to parse
        with consumers_running(settings, stages=(UNPACK,)):
            wait_for(lambda: unpack_lag(settings) == 0, 60, what="the raw topic unpacked")
    config = write_config(settings, tmp_path / "otcmail.toml")
    marker = tmp_path / "written"
    crasher = subprocess.Popen([sys.executable, "-m", "tests.support.crashing_consumer", "hang-before-commit",
                                str(marker), "--config", str(config), command], env=_env(), cwd=REPO,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        batch = int(wait_for(lambda: marker.exists() and marker.read_text().strip(), 60,
                             what="a batch written to the database"))
        written = counts(engine)
        if command == "unpack":
            assert written["mails"] == batch >= 1 and written["units"] == 0
            assert unpack_lag(settings) == 10  # written and published, not committed
            assert topic_records(settings, settings.topics.bodies) == batch
        else:
            assert written["mails"] == 10 and written["units"] >= 1
            assert parse_lag(settings) == 10  # written, not committed
        ids_before = _quote_ids(engine)
    finally:
        crasher.send_signal(signal.SIGKILL)
        crasher.wait(10)
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 90, what="lag 0 after the restart")
    assert counts(engine) == {"mails": 10, "units": 10, "quotes": 20, "errors": 0, "poison": 0}
    if command == "unpack":
        # The crashed batch's parts were published again: on the topic twice, in the database once.
        assert topic_records(settings, settings.topics.bodies) == 10 + batch
    else:
        assert topic_records(settings, settings.topics.bodies) == 10
    ids_after = _quote_ids(engine)
    assert ids_before.items() <= ids_after.items()  # the rows written before the crash were kept, not re-made
    engine.dispose()


def test_sigterm_finishes_commits_and_leaves(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, database_url("sqlite", tmp_path, None), partitions=2)
    engine = migrated(settings)
    config = write_config(settings, tmp_path / "otcmail.toml")
    procs = {command: subprocess.Popen([str(OTCMAIL), "--config", str(config), command], env=_env(),
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for command in ("unpack", "consume")}
    errs: dict[str, str] = {}
    try:
        wait_for(lambda: len(_members(settings)) == 4, 60, what="the unpack lane and the 3 parser lanes joined")
        mails = run_mails(settings, 8, every_attachment=2, tag="term")
        producer = make_producer(settings)
        publish(producer, [r for m in mails for r in m.all])
        producer.close()
        wait_for(lambda: counts(engine)["units"] == 12, 60, what="8 bodies and 4 attachments stored")
        for proc in procs.values():
            proc.send_signal(signal.SIGTERM)
        for command, proc in procs.items():
            errs[command] = proc.communicate(timeout=60)[1]
    finally:
        for proc in procs.values():
            if proc.poll() is None:
                proc.kill()
    for command, proc in procs.items():
        assert proc.returncode == 0, errs[command]
        assert "received SIGTERM" in errs[command] and "left the group" in errs[command], errs[command]
    assert _members(settings) == []  # left at once, no session time-out to wait for
    assert total_lag(settings) == 0
    assert counts(engine) == {"mails": 8, "units": 12, "quotes": 8 * 2 + 4 * 2, "errors": 0, "poison": 0}
    engine.dispose()


@pytest.mark.postgres
def test_database_stopped_and_restarted_mid_run(kafka_settings: Settings, caplog: pytest.LogCaptureFixture) -> None:
    server = OwnPostgres()
    try:
        settings = consumer_settings(kafka_settings, server.url, partitions=2)
        engine = migrated(settings)
        mails = run_mails(settings, 20, every_attachment=4, tag="dbdown")
        producer = make_producer(settings)
        caplog.set_level(logging.WARNING, logger="consumer")
        with consumers_running(settings, stages=(UNPACK, PARSE)):
            publish(producer, [r for m in mails[:10] for r in m.all])
            wait_for(lambda: lag_is_zero(settings), 60, what="the first 10 mails")
            engine.dispose()
            server.stop()
            publish(producer, [r for m in mails[10:] for r in m.all])
            wait_for(lambda: "database unavailable" in caplog.text, 60, what="the unpack stage to notice the outage")
            assert unpack_lag(settings) > 0  # nothing committed while the database is down
            server.start()
            wait_for(lambda: lag_is_zero(settings), 90, what="the rest after the restart")
        producer.close()
        assert counts(engine) == {"mails": 20, "units": 25, "quotes": 20 * 2 + 5 * 2, "errors": 0, "poison": 0}
        assert "batch not committed, retrying" in caplog.text
        engine.dispose()
    finally:
        server.close()
