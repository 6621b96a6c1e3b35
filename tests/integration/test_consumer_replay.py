"""Replay for re-parsing: same parser version -> no change; new version -> each mail's quotes replaced whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select

import consumer.processor
import consumer.steps
from broker.clients import make_producer
from config.settings import Settings
from db.models import ParsedUnit, Quote
from extractors import PARSER_VERSION
from tests.support.cli import run_cli, write_config
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    lag_is_zero,
    migrated,
    total_lag,
    wait_for,
)
from tests.support.corpus import run_mails
from tests.support.mailrecords import publish

pytestmark = [pytest.mark.kafka, pytest.mark.postgres, pytest.mark.slow]


def _quotes(engine) -> dict[int, tuple[object, ...]]:  # type: ignore[no-untyped-def]
    with engine.connect() as conn:
        return {r.id: (r.mail_id, r.location, r.ticker, r.isin, r.parser_version)
                for r in conn.execute(select(Quote))}


def test_replay_same_version_changes_nothing_new_version_replaces(
        kafka_settings: Settings, db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=2)
    mails = run_mails(settings, 12, every_attachment=3, tag="replay")
    producer = make_producer(settings)
    publish(producer, [r for m in mails for r in m.all])
    producer.close()
    engine = migrated(settings)
    config = write_config(settings, tmp_path / "otcmail.toml")
    group = settings.consumer.group

    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 60, what="first pass")
        refused = run_cli(config, "replay", "--group", group, "--to-earliest")
        assert refused.returncode == 2 and "active member" in refused.stderr, refused.stderr
    first = _quotes(engine)
    first_counts = counts(engine)
    assert first_counts == {"mails": 12, "units": 16, "quotes": 12 * 2 + 4 * 2, "errors": 0, "poison": 0}

    dry = run_cli(config, "replay", "--group", group, "--to-earliest", "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert "dry run" in dry.stdout and total_lag(settings) == 0
    done = run_cli(config, "replay", "--group", group, "--to-earliest")
    assert done.returncode == 0, done.stderr
    assert settings.topics.mails in done.stdout and "reset 4 partition(s)" in done.stdout
    assert total_lag(settings) == 16

    with consumers_running(settings):  # same parser version: nothing changes, not even a row id
        wait_for(lambda: lag_is_zero(settings), 60, what="same-version replay")
    assert counts(engine) == first_counts
    assert _quotes(engine) == first

    # A parser fix: the next version no longer reports the FOO lines. Replay re-parses every mail.
    fixed_version = f"{int(PARSER_VERSION.split('.')[0]) + 1}.0.0"  # newer than whatever ships now
    monkeypatch.setattr(consumer.processor, "PARSER_VERSION", fixed_version)
    real = consumer.steps.extract_bodies

    def fixed(*args, **kwargs):  # type: ignore[no-untyped-def]
        result = real(*args, **kwargs)
        return type(result)(tuple(q for q in result.quotes if q.ticker != "FOO"), result.errors)

    monkeypatch.setattr(consumer.steps, "extract_bodies", fixed)
    assert run_cli(config, "replay", "--group", group, "--to-earliest").returncode == 0
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 60, what="new-version replay")
    after = _quotes(engine)
    assert counts(engine) == first_counts | {"quotes": 12 * 1 + 4 * 2}
    # Every quote was replaced, none kept from the old parse (SQLite may reuse the freed ids).
    assert not set(after.values()) & set(first.values())
    assert {v[4] for v in after.values()} == {fixed_version}
    assert "FOO" not in {v[2] for v in after.values()}
    with engine.connect() as conn:
        assert set(conn.scalars(select(ParsedUnit.parser_version))) == {fixed_version}
    engine.dispose()


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_replay_targets(kafka_settings: Settings, db_url: str, tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    mails = run_mails(settings, 5, tag="targets")
    producer = make_producer(settings)
    publish(producer, [m.mail for m in mails])
    producer.close()
    migrated(settings).dispose()
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 60, what="consumed")
    config = write_config(settings, tmp_path / "otcmail.toml")
    group, topic = settings.consumer.group, settings.topics.mails

    def after(*args: str) -> str:
        done = run_cli(config, "replay", "--group", group, "--topic", topic, *args)
        assert done.returncode == 0, done.stderr
        row = next(line for line in done.stdout.splitlines() if topic in line)
        return row.split("│")[5].strip()

    assert after("--shift-by", "-2") == "3"
    assert after("--to-offset", "0:1") == "1"
    assert after("--shift-by", "100") == "5"  # clamped to the log end
    assert after("--by-duration", "P1D") == "0"
    assert after("--to-datetime", "2999-01-01T00:00:00+00:00") == "5"
    bad = run_cli(config, "replay", "--group", group, "--to-earliest", "--shift-by", "1")
    assert bad.returncode == 2 and "exactly one" in bad.stderr
    bad = run_cli(config, "replay", "--group", group, "--by-duration", "1 day")
    assert bad.returncode == 2 and "ISO 8601 duration" in bad.stderr
