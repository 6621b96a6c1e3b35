"""The idempotent writer and the read queries on a real SQLite file and a real PostgreSQL database."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Engine, func, select, text

from config.settings import DatabaseSettings
from db import migrate
from db.documents import FailedRecord, MailInfo, ParsedRecord, Source
from db.engine import make_engine, make_session_factory
from db.models import Base, ExtractionErrorRow, Quote
from db.queries import QuoteFilter, find_quotes, mail_detail
from db.repository import record_failures, write_results
from extractors.model import ExtractionError, ExtractionResult
from extractors.model import Quote as Q
from tests.support.consumers import new_postgres_url

pytestmark = [pytest.mark.postgres]
T0 = dt.datetime(2026, 2, 2, 9, 30, tzinfo=dt.UTC)


@pytest.fixture(params=["sqlite", "postgres"])
def engine(request: pytest.FixtureRequest, tmp_path: Path) -> Engine:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'x.db'}"
    else:
        url = new_postgres_url(request.getfixturevalue("postgres_url"))
    eng = make_engine(DatabaseSettings(url=url))
    migrate.upgrade(eng)
    yield eng
    eng.dispose()


def parsed(mail_id: str, quotes: list[Q], errors: tuple[ExtractionError, ...] = (), offset: int = 0) -> ParsedRecord:
    return ParsedRecord(Source("m", 0, offset), mail_id, "mail", ExtractionResult(tuple(quotes), errors),
                        mail=MailInfo(mail_id, sender="a@desk.acmebank.com", dealer="acmebank", subject="run",
                                      sent_at=T0))


def quote(line: int, ticker: str = "ACME", bid: float = 99.0, when: dt.datetime = T0, **kw: object) -> Q:
    return Q(ticker=ticker, coupon=4.25, maturity=dt.date(2027, 10, 1), bid=bid, ask=bid + 0.5, dealer="acmebank",
             quoted_at=when, location=f"line {line}", raw=f"{ticker} ... {bid}", **kw)  # type: ignore[arg-type]


def n_quotes(engine: Engine) -> int:
    with engine.connect() as conn:
        return int(conn.scalar(select(func.count()).select_from(Quote)) or 0)


def test_schema_matches_models(engine: Engine) -> None:
    with engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), Base.metadata) == []
        assert migrate.current_revision(engine) == migrate.head_revision()


def test_writes_are_idempotent_and_new_versions_replace_whole_units(engine: Engine) -> None:
    factory = make_session_factory(engine)
    a, b = "a" * 64, "b" * 64
    batch = [parsed(a, [quote(1), quote(2, "FOO")], (ExtractionError("body", "document", "bad table"),)),
             parsed(b, [quote(1, "BAR")])]
    with factory.begin() as s:
        first = write_results(s, batch, "1.0.0")
    assert (first.units_new, first.quotes_inserted, first.errors_inserted) == (2, 3, 1)
    for _ in range(2):  # a crash before the offset commit, a replay: nothing changes
        with factory.begin() as s:
            again = write_results(s, batch + batch, "1.0.0")
        assert (again.units_unchanged, again.quotes_inserted, again.errors_inserted) == (2, 0, 0)
    assert n_quotes(engine) == 3

    with factory.begin() as s:  # an older parser (a lagging deploy) never overwrites a newer result
        assert write_results(s, [parsed(a, [quote(9)])], "0.9.0").units_unchanged == 1

    fixed = [parsed(a, [quote(1, bid=98.0)])]
    with factory.begin() as s:
        summary = write_results(s, fixed, "1.10.0")  # 1.10 > 1.9 > 1.0: numeric order
    assert (summary.units_replaced, summary.quotes_deleted, summary.quotes_inserted) == (1, 2, 1)
    with engine.connect() as conn:
        rows = conn.execute(select(Quote.mail_id, Quote.bid, Quote.parser_version).order_by(Quote.mail_id)).all()
        assert [tuple(r) for r in rows] == [(a, 98.0, "1.10.0"), (b, 99.0, "1.0.0")]
        assert conn.scalar(select(func.count()).select_from(ExtractionErrorRow)) == 0  # a's error went with it


def test_a_failed_transaction_leaves_nothing(engine: Engine) -> None:
    factory = make_session_factory(engine)
    with pytest.raises(RuntimeError), factory.begin() as s:
        write_results(s, [parsed("c" * 64, [quote(1)])], "1.0.0")
        raise RuntimeError("crash before commit")
    assert n_quotes(engine) == 0


def test_text_with_nul_and_poison_rows(engine: Engine) -> None:
    factory = make_session_factory(engine)
    with factory.begin() as s:
        nul = Q(ticker="NUL", bid=1.0, location="line 1", raw="a\x00b", quoted_at=T0)
        write_results(s, [parsed("d" * 64, [nul])], "1.0.0")
        poison = FailedRecord(Source("m", 1, 7), "undecodable", "not json", b"k", b"v", {}, None, None)
        assert record_failures(s, [poison, poison], "1.0.0") == 1
    with factory.begin() as s:
        assert record_failures(s, [poison], "1.0.0") == 0
    with engine.connect() as conn:
        assert conn.scalar(select(Quote.raw)) == "a\ufffdb"


def test_queries_and_the_analysts_view(engine: Engine) -> None:
    factory = make_session_factory(engine)
    later = T0 + dt.timedelta(hours=2)
    with factory.begin() as s:
        write_results(s, [parsed("e" * 64, [quote(1, bid=99.0), quote(2, "FOO", isin="US037833AK68")]),
                          parsed("f" * 64, [quote(1, bid=97.0, when=later)], offset=1)], "1.0.0")
    with factory() as s:
        latest = find_quotes(s, QuoteFilter(instrument="acme", latest=True))
        assert [(r["bid"], r["mail_id"]) for r in latest] == [(97.0, "f" * 64)]
        assert len(find_quotes(s, QuoteFilter(instrument="acme"))) == 2
        assert [r["ticker"] for r in find_quotes(s, QuoteFilter(isin="us037833ak68"))] == ["FOO"]
        assert len(find_quotes(s, QuoteFilter(dealer="ACMEBANK", since=T0 + dt.timedelta(hours=1)))) == 1
        assert find_quotes(s, QuoteFilter(until=T0)) == []
        detail = mail_detail(s, "eeeeee")
        assert detail is not None and len(detail.quotes) == 2 and detail.mail["subject"] == "run"
    with engine.connect() as conn:
        row = conn.execute(text("SELECT mid, subject, kafka_offset FROM analyst_quotes WHERE mail_id = :m"),
                           {"m": "f" * 64}).one()
        assert (row.mid, row.subject, row.kafka_offset) == (97.25, "run", 1)
