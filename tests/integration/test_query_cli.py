"""`otcmail db`, `query`, `mail`, `stats` through the real console script, on rows made by both stages."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from broker.clients import make_producer
from config.settings import Settings
from db.migrate import head_revision
from extractors import PARSER_VERSION
from tests.support.cli import run_cli, stages_running, write_config
from tests.support.consumers import consumer_settings, database_url, lag_is_zero, wait_for
from tests.support.corpus import run_mails
from tests.support.mailrecords import Record, publish

pytestmark = [pytest.mark.kafka]


def test_db_query_mail_stats(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, database_url("sqlite", tmp_path, None), partitions=2)
    config = write_config(settings, tmp_path / "otcmail.toml")
    up = run_cli(config, "db", "upgrade")
    assert up.returncode == 0 and f"at revision {head_revision()}" in up.stdout, up.stderr
    assert run_cli(config, "db", "current").returncode == 0
    mails = run_mails(settings, 4, every_attachment=2, tag="cli")
    producer = make_producer(settings)
    publish(producer, [r for m in mails for r in m.all]
            # Not a raw record (a v1 mail record): poison for the unpack stage.
            + [Record(settings.topics.raw, b"0" * 64, b"junk", [("otcmail-kind", b"mail")])])
    producer.close()
    with stages_running(config, tmp_path):
        wait_for(lambda: lag_is_zero(settings), 120, what="consumed")

    lines = run_cli(config, "query", "--format", "json").stdout.splitlines()
    rows = [json.loads(line) for line in lines]
    assert len(rows) == 4 * 2 + 2 * 2
    assert [r["quoted_at"] for r in rows] == sorted((r["quoted_at"] for r in rows), reverse=True)
    apple = run_cli(config, "query", "--isin", "US037833AK68", "--format", "csv").stdout
    table = list(csv.DictReader(io.StringIO(apple)))
    assert len(table) == 2 and {r["isin"] for r in table} == {"US037833AK68"}
    latest = [json.loads(x) for x in run_cli(config, "query", "--isin", "US037833AK68", "--latest",
                                               "--format", "json").stdout.splitlines()]
    assert len(latest) == 2  # one per dealer: mails 0 and 2 come from two different banks
    dealer = [json.loads(x) for x in run_cli(config, "query", "--dealer", "acmebank", "--instrument", "acme",
                                               "--from", "2026-02-02", "--to", "2026-02-02",
                                               "--format", "json").stdout.splitlines()]
    assert {(r["dealer"], r["quote_type"]) for r in dealer} == {("acmebank", "spread")} and len(dealer) == 2
    assert run_cli(config, "query", "--from", "2026-02-03", "--format", "json").stdout == ""
    shown = run_cli(config, "query", "--instrument", "FOO")
    assert shown.returncode == 0 and "4 quote(s)" in shown.stdout

    one = run_cli(config, "mail", mails[0].mail_id[:10])
    assert one.returncode == 0, one.stderr
    assert mails[0].mail_id in one.stdout and "run.csv" in one.stdout and "line 3" in one.stdout
    assert "US037833AK68" in one.stdout and PARSER_VERSION in one.stdout
    doc = json.loads(run_cli(config, "mail", mails[0].mail_id, "--json").stdout)
    assert len(doc["quotes"]) == 4 and {q["topic"] for q in doc["quotes"]} == {settings.topics.bodies,
                                                                               settings.topics.attachments}
    assert doc["mail"]["parser_version"] == PARSER_VERSION and doc["mail"]["unit_count"] == 2
    assert [(a["part"], a["filename"]) for a in doc["attachments"]] == [("2", "run.csv")]
    assert sorted(u["unit"] for u in doc["units"]) == ["2", "body"]
    missing = run_cli(config, "mail", "abcdef123")
    assert missing.returncode == 1 and "no mail" in missing.stderr

    stats = run_cli(config, "stats")
    assert stats.returncode == 0, stats.stderr
    out = stats.stdout
    assert "mails: 4" in out and "quotes: 12" in out and "dead-lettered records: 1" in out
    assert "dead-letter topic records: 1" in out and "total lag: 0" in out
    # Both stages' lag: the unpack group on the raw topic, the parsers on the part topics.
    assert settings.topics.raw in out and settings.topics.bodies in out and settings.topics.attachments in out
    assert settings.topics.documents in out  # the document lane's lag too
