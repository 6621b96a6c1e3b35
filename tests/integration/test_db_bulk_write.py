"""The parsers' bulk write (PostgreSQL: COPY into a staging table, then INSERT ... SELECT ... ON CONFLICT DO
NOTHING, db/bulk.py; SQLite: the multi-row INSERT) stores what the extractors found, exactly once, with exact
counts, on a real PostgreSQL and a real SQLite file. The records are corpus mails through the production path
in memory (the producer's reader, unpack, parse)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, exc, func, select
from sqlalchemy.orm import Session, sessionmaker

from config.settings import DatabaseSettings, load_settings
from consumer.pipeline import run_file
from db import migrate
from db.documents import ParsedRecord
from db.engine import classify, make_engine, make_session_factory
from db.models import ParsedUnit, Quote
from db.repository import WriteSummary, _insert_ignore, _quote_row, write_results
from tests.support.consumers import new_postgres_url

pytestmark = [pytest.mark.postgres]
CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "mails"
#: One mail of each format the corpus has (text, html, reply, forward, eu, xlsx, csv, pdf, docx ...).
SAMPLE = ("001-text", "071-html", "111-reply", "136-forward", "156-forward-attached", "166-eu", "191-xlsx",
          "231-csv", "261-pdf", "301-docx")
VERSION = "9.0.0"
NATURAL_KEY = ("mail_id", "part", "location", "instrument_key", "quote_type", "parser_version")


def make(kind: str, tmp_path: Path, request: pytest.FixtureRequest) -> Engine:
    url = (f"sqlite:///{tmp_path / f'{kind}.db'}" if kind == "sqlite"
           else new_postgres_url(request.getfixturevalue("postgres_url")))
    # One connection: the staging table lives in the connection, so every transaction here meets the last one's.
    eng = make_engine(DatabaseSettings(url=url), pool_size=1, max_overflow=0)
    migrate.upgrade(eng)
    return eng


@pytest.fixture(params=["sqlite", "postgres"])
def engine(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Engine]:
    eng = make(request.param, tmp_path, request)
    yield eng
    eng.dispose()


@pytest.fixture(scope="module")
def corpus_records() -> list[list[ParsedRecord]]:
    settings = load_settings()
    out = [run_file(CORPUS / f"{name}.eml", settings).parsed for name in SAMPLE]
    assert all(out) and sum(len(r.result.quotes) for recs in out for r in recs) > 50
    return out


def under_new_id(records: list[ParsedRecord], salt: str) -> list[ParsedRecord]:
    """The same parsed mail under another mail id (another mail with the same content)."""
    new_id = hashlib.sha256(f"{salt}:{records[0].mail_id}".encode()).hexdigest()
    return [dataclasses.replace(
        r, mail_id=new_id, mail=r.mail and dataclasses.replace(r.mail, mail_id=new_id),
        attachment=r.attachment and dataclasses.replace(r.attachment, mail_id=new_id)) for r in records]


def distinct_keys(records: list[ParsedRecord]) -> int:
    return len({(r.mail_id, q.part, q.location, q.instrument_key, q.quote_type) for r in records
                for q in r.result.quotes})


def write(factory: sessionmaker[Session], records: list[ParsedRecord]) -> WriteSummary:
    with factory.begin() as s:
        return write_results(s, records, VERSION)


def stored(engine: Engine) -> list[tuple[Any, ...]]:
    """Every stored quote, every column but the id, in natural-key order."""
    cols = [c for c in Quote.__table__.c if c.name != "id"]
    with engine.connect() as conn:
        return [tuple(r) for r in conn.execute(select(*cols).order_by(*(Quote.__table__.c[k] for k in NATURAL_KEY)))]


def count(engine: Engine, model: Any) -> int:
    with engine.connect() as conn:
        return int(conn.scalar(select(func.count()).select_from(model)) or 0)


def test_counts_are_exact_and_a_redelivery_writes_nothing(engine: Engine,
                                                          corpus_records: list[list[ParsedRecord]]) -> None:
    factory = make_session_factory(engine)
    first = [r for recs in corpus_records for r in recs]
    summary = write(factory, first)
    assert summary.quotes_inserted == distinct_keys(first) == count(engine, Quote)
    assert summary.units_new == len(first) == count(engine, ParsedUnit)
    # Redelivered as it was: nothing new.
    again = write(factory, first)
    assert (again.quotes_inserted, again.units_new, again.units_unchanged) == (0, 0, len(first))
    # Half redelivered, half new mails, in one batch: exactly the new ones count.
    fresh = [r for recs in corpus_records[::2] for r in under_new_id(recs, "fresh")]
    mixed = write(factory, first[: len(first) // 2] + fresh)
    assert mixed.quotes_inserted == distinct_keys(fresh)
    assert count(engine, Quote) == distinct_keys(first) + distinct_keys(fresh)


def test_two_writes_in_one_transaction_then_a_rollback_then_more(engine: Engine,
                                                                 corpus_records: list[list[ParsedRecord]]) -> None:
    """The staging table is empty for the second write of a transaction, and a rolled-back transaction (the
    staging table's creation with it) leaves the connection able to write."""
    factory = make_session_factory(engine)
    a = [r for recs in corpus_records[:5] for r in under_new_id(recs, "a")]
    b = [r for recs in corpus_records[5:] for r in under_new_id(recs, "b")]
    c = [r for recs in corpus_records for r in under_new_id(recs, "c")]
    with factory.begin() as s:
        assert write_results(s, a, VERSION).quotes_inserted == distinct_keys(a)
        assert write_results(s, b, VERSION).quotes_inserted == distinct_keys(b)
        assert write_results(s, a, VERSION).quotes_inserted == 0
    assert count(engine, Quote) == distinct_keys(a) + distinct_keys(b)
    with pytest.raises(RuntimeError), factory.begin() as s:
        assert write_results(s, c, VERSION).quotes_inserted == distinct_keys(c)
        raise RuntimeError("crash before the commit")
    assert count(engine, Quote) == distinct_keys(a) + distinct_keys(b)
    assert write(factory, c).quotes_inserted == distinct_keys(c)


def test_a_quote_twice_in_one_batch_is_stored_once(engine: Engine, corpus_records: list[list[ParsedRecord]]) -> None:
    factory = make_session_factory(engine)
    rec = corpus_records[0][0]
    doubled = dataclasses.replace(rec, result=dataclasses.replace(
        rec.result, quotes=rec.result.quotes + rec.result.quotes[:3]))
    assert write(factory, [doubled]).quotes_inserted == len(rec.result.quotes) == count(engine, Quote)


def test_postgresql_stores_what_sqlite_stores(tmp_path: Path, request: pytest.FixtureRequest,
                                              corpus_records: list[list[ParsedRecord]]) -> None:
    """Every column of every quote, read back: the COPY path (text format) against SQLite's bound parameters.
    Text with tabs, backslashes and line breaks, None, dates, aware times, floats all come back as written."""
    now = dt.datetime(2026, 11, 23, 23, 0, tzinfo=dt.UTC)
    records = [r for recs in corpus_records for r in recs]
    odd = dataclasses.replace(records[0], result=dataclasses.replace(records[0].result, quotes=tuple(
        dataclasses.replace(q, raw=q.raw + "\tcol\\N \\. \r\nnext \u00e9\u20ac", instrument=None)
        for q in records[0].result.quotes)))
    records = [odd, *records[1:]]
    rows = {}
    for kind in ("sqlite", "postgres"):
        eng = make(kind, tmp_path, request)
        try:
            with make_session_factory(eng).begin() as s:
                write_results(s, records, VERSION, now)
            rows[kind] = stored(eng)
        finally:
            eng.dispose()
    assert len(rows["postgres"]) == distinct_keys(records)
    assert rows["postgres"] == rows["sqlite"]
    assert any(isinstance(v, str) and "\tcol\\N \\. \r\nnext" in v for r in rows["postgres"] for v in r)


def test_a_row_the_database_refuses_is_poison_on_both_dialects(engine: Engine,
                                                               corpus_records: list[list[ParsedRecord]]) -> None:
    """A row the table refuses (NOT NULL) and a naive time fail as SQLAlchemy errors the batch step classifies
    as poison (the batch is then written record by record), and the session rolls back cleanly."""
    factory = make_session_factory(engine)
    rec = corpus_records[0][0]
    now = dt.datetime.now(dt.UTC)
    row = _quote_row(rec, rec.result.quotes[0], VERSION, now)
    conflict = NATURAL_KEY
    with pytest.raises(exc.IntegrityError) as refused, factory.begin() as s:
        _insert_ignore(s, Quote, [row, {**row, "location": "elsewhere", "asset_class": None}], conflict)
    assert classify(refused.value) == "poison"
    with pytest.raises(exc.StatementError) as naive, factory.begin() as s:
        _insert_ignore(s, Quote, [{**row, "quoted_at": now.replace(tzinfo=None)}], conflict)
    assert classify(naive.value) == "poison"
    assert count(engine, Quote) == 0
    with factory.begin() as s:
        assert _insert_ignore(s, Quote, [row], conflict) == 1
