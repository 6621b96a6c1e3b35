"""Replay for re-parsing, at both levels: the parsers' group (the part topics) and the unpack group (the raw
topic, the system of record). Same parser version -> no change; new version -> each mail's quotes replaced
whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select

import consumer.processor
import consumer.steps
from broker.clients import make_producer
from config.settings import Settings
from consumer.lag import topic_records
from db.models import Mail, ParsedUnit, Quote
from extractors import PARSER_VERSION
from tests.support.cli import run_cli, stages_running, write_config
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    lag_is_zero,
    migrated,
    parse_lag,
    total_lag,
    unpack_lag,
    wait_for,
)
from tests.support.corpus import run_mails
from tests.support.mailrecords import publish

pytestmark = [pytest.mark.kafka, pytest.mark.postgres, pytest.mark.slow]


def _quotes(engine) -> dict[int, tuple[object, ...]]:  # type: ignore[no-untyped-def]
    with engine.connect() as conn:
        return {r.id: (r.mail_id, r.unit, r.location, r.ticker, r.isin, r.parser_version)
                for r in conn.execute(select(Quote))}


def _logs(tmp_path: Path, name: str) -> Path:
    (tmp_path / name).mkdir()
    return tmp_path / name


def test_replay_same_version_changes_nothing_new_version_replaces(
        kafka_settings: Settings, db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=2)
    mails = run_mails(settings, 12, every_attachment=3, tag="replay")
    producer = make_producer(settings)
    publish(producer, [r for m in mails for r in m.all])
    producer.close()
    engine = migrated(settings)
    config = write_config(settings, tmp_path / "otcmail.toml")
    group, unpack_group = settings.consumer.group, settings.consumer.unpack_group

    # The real stage processes where nothing is patched: lanes run as threads of a long pytest process
    # were starved out of their groups late in a full suite (tests/support/cli.py, stages_running).
    with stages_running(config, _logs(tmp_path, "first")):
        wait_for(lambda: lag_is_zero(settings), 60, what="first pass")
        for g in (group, unpack_group):
            refused = run_cli(config, "replay", "--group", g, "--to-earliest")
            assert refused.returncode == 2 and "active member" in refused.stderr, refused.stderr
    first = _quotes(engine)
    first_counts = counts(engine)
    assert first_counts == {"mails": 12, "units": 16, "quotes": 12 * 2 + 4 * 2, "errors": 0, "poison": 0}

    # The parsers' group: its three lanes (G on the bodies, G.attachments, G.documents) by default.
    dry = run_cli(config, "replay", "--group", group, "--to-earliest", "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert "dry run" in dry.stdout and total_lag(settings) == 0
    done = run_cli(config, "replay", "--group", group, "--to-earliest")
    assert done.returncode == 0, done.stderr
    assert settings.topics.bodies in done.stdout and settings.topics.attachments in done.stdout
    assert f"{group}.attachments" in done.stdout and settings.topics.raw not in done.stdout
    assert f"{group}.documents" in done.stdout and settings.topics.documents in done.stdout
    assert "reset 6 partition(s)" in done.stdout
    assert parse_lag(settings) == 16 and unpack_lag(settings) == 0

    with stages_running(config, _logs(tmp_path, "parsers")):  # same parser version: nothing changes, not a row id
        wait_for(lambda: lag_is_zero(settings), 60, what="same-version replay of the parsers")
    assert counts(engine) == first_counts
    assert _quotes(engine) == first

    # The unpack group: the raw topic by default. Every part is published again and parsed again: no-ops.
    done = run_cli(config, "replay", "--group", unpack_group, "--to-earliest")
    assert done.returncode == 0, done.stderr
    assert settings.topics.raw in done.stdout and settings.topics.bodies not in done.stdout
    assert "reset 2 partition(s)" in done.stdout
    assert unpack_lag(settings) == 12 and parse_lag(settings) == 0
    with stages_running(config, _logs(tmp_path, "unpack")):
        wait_for(lambda: lag_is_zero(settings), 60, what="same-version replay of the unpack stage")
    assert topic_records(settings, settings.topics.bodies) == 2 * 12  # the parts are on their topics twice
    assert topic_records(settings, settings.topics.attachments) == 2 * 4
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
    assert {v[5] for v in after.values()} == {fixed_version}
    assert "FOO" not in {v[3] for v in after.values()}
    with engine.connect() as conn:
        assert set(conn.scalars(select(ParsedUnit.parser_version))) == {fixed_version}
        assert set(conn.scalars(select(Mail.parser_version))) == {fixed_version}
    engine.dispose()


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_replay_targets(kafka_settings: Settings, db_url: str, tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    mails = run_mails(settings, 5, tag="targets")
    producer = make_producer(settings)
    publish(producer, [m.raw for m in mails])
    producer.close()
    migrated(settings).dispose()
    config = write_config(settings, tmp_path / "otcmail.toml")
    with stages_running(config, _logs(tmp_path, "first")):
        wait_for(lambda: lag_is_zero(settings), 60, what="consumed")

    def after(group: str, topic: str, *args: str, explicit: bool = True) -> str:
        done = run_cli(config, "replay", "--group", group, *(("--topic", topic) if explicit else ()), *args)
        assert done.returncode == 0, done.stderr
        row = next(line for line in done.stdout.splitlines() if topic in line)
        return row.split("│")[5].strip()

    group, topic = settings.consumer.group, settings.topics.bodies
    assert after(group, topic, "--shift-by", "-2") == "3"
    assert after(group, topic, "--to-offset", "0:1") == "1"
    assert after(group, topic, "--shift-by", "100") == "5"  # clamped to the log end
    assert after(group, topic, "--by-duration", "P1D") == "0"
    assert after(group, topic, "--to-datetime", "2999-01-01T00:00:00+00:00") == "5"
    # The unpack group on the raw topic, its default: --to-offset needs no --topic there.
    unpack_group, raw = settings.consumer.unpack_group, settings.topics.raw
    assert after(unpack_group, raw, "--shift-by", "-2") == "3"
    assert after(unpack_group, raw, "--to-offset", "0:1", explicit=False) == "1"
    bad = run_cli(config, "replay", "--group", settings.consumer.group, "--to-offset", "0:1")
    assert bad.returncode == 2 and "one --topic" in bad.stderr  # the parsers' group has three topics
    bad = run_cli(config, "replay", "--group", settings.consumer.group, "--to-earliest", "--shift-by", "1")
    assert bad.returncode == 2 and "exactly one" in bad.stderr
    bad = run_cli(config, "replay", "--group", settings.consumer.group, "--by-duration", "1 day")
    assert bad.returncode == 2 and "ISO 8601 duration" in bad.stderr
