"""What committed batches did reaches the metrics once, and only when the transaction commits (db/commits.py)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from prometheus_client import REGISTRY

from config.settings import load_settings
from consumer.pipeline import run_file
from db.engine import make_engine, make_session_factory
from db.migrate import upgrade
from db.repository import write_results, write_unpacked
from extractors import PARSER_VERSION
from tests.support.desk import CORPUS

pytestmark = [pytest.mark.postgres]


def value(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def test_committed_batches_are_counted_once(db_url: str, tmp_path: Path) -> None:
    settings = load_settings(home=str(tmp_path), database={"url": db_url})
    engine = make_engine(settings)
    upgrade(engine)
    factory = make_session_factory(engine)
    result = run_file(CORPUS / "37-row-several-measures.eml", settings)
    quotes = sum(len(p.result.quotes) for p in result.parsed)
    assert quotes > 1
    stored, commits = value("otcmail_quotes_stored_total"), value("otcmail_batch_commit_seconds_count", stage="parse")

    class Boom(Exception):
        pass

    with pytest.raises(Boom), factory.begin() as session:  # rolled back: counts nothing
        write_unpacked(session, [u.document for u in result.unpacked], PARSER_VERSION)
        write_results(session, result.parsed, PARSER_VERSION)
        raise Boom
    assert value("otcmail_quotes_stored_total") == stored
    assert value("otcmail_batch_commit_seconds_count", stage="parse") == commits

    with factory.begin() as session:
        write_unpacked(session, [u.document for u in result.unpacked], PARSER_VERSION)
    with factory.begin() as session:
        write_results(session, result.parsed, PARSER_VERSION)
    assert value("otcmail_quotes_stored_total") == stored + quotes
    assert value("otcmail_batch_commit_seconds_count", stage="parse") == commits + 1
    assert time.time() - value("otcmail_last_batch_success_timestamp_seconds", stage="unpack") < 60

    with factory.begin() as session:  # delivered again: the writers insert nothing, the batch still commits
        write_results(session, result.parsed, PARSER_VERSION)
    assert value("otcmail_quotes_stored_total") == stored + quotes
    assert value("otcmail_batch_commit_seconds_count", stage="parse") == commits + 2

    with make_session_factory(engine).begin() as session:  # no writer: not a batch
        session.connection()
    assert value("otcmail_batch_commit_seconds_count", stage="parse") == commits + 2
    engine.dispose()
