"""The idempotent writers (unpack stage and parsers) and the read queries on a real SQLite file and a real
PostgreSQL database: per-mail parser versions, never half old and half new for a reader."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Engine, func, select, text
from sqlalchemy.orm import Session, sessionmaker

from config.settings import DatabaseSettings
from db import migrate
from db.documents import (
    BODY_UNIT,
    AttachmentInfo,
    FailedRecord,
    MailInfo,
    ParsedRecord,
    Source,
    UnpackedDocument,
)
from db.engine import make_engine, make_session_factory
from db.models import Attachment, Base, ExtractionErrorRow, Mail, ParsedUnit, Quote
from db.queries import QuoteFilter, find_quotes, mail_detail
from db.repository import record_failures, write_results, write_unpacked
from extractors.model import ExtractionError, ExtractionResult
from extractors.model import Quote as Q
from tests.support.consumers import new_postgres_url

pytestmark = [pytest.mark.postgres]
T0 = dt.datetime(2026, 2, 2, 9, 30, tzinfo=dt.UTC)


@pytest.fixture(params=["sqlite", "postgres"])
def engine(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Engine]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'x.db'}"
    else:
        url = new_postgres_url(request.getfixturevalue("postgres_url"))
    eng = make_engine(DatabaseSettings(url=url))
    migrate.upgrade(eng)
    yield eng
    eng.dispose()


def mail_info(mail_id: str, units: int | None = 1) -> MailInfo:
    return MailInfo(mail_id, sender="a@desk.acmebank.com", dealer="acmebank", subject="run", sent_at=T0,
                    unit_count=units)


def parsed(mail_id: str, quotes: list[Q], errors: tuple[ExtractionError, ...] = (), offset: int = 0,
           unit: str = BODY_UNIT, units: int = 1) -> ParsedRecord:
    attachment = None if unit == BODY_UNIT else AttachmentInfo(mail_id, unit, "f" * 64, "run.csv", "text/csv", 10)
    return ParsedRecord(Source("bodies" if unit == BODY_UNIT else "attachments", 0, offset), mail_id, unit,
                        ExtractionResult(tuple(quotes), errors), mail=mail_info(mail_id, units),
                        attachment=attachment, unit_count=units)


def quote(line: int, ticker: str = "ACME", bid: float = 99.0, when: dt.datetime = T0, part: str = "body",
          **kw: object) -> Q:
    return Q(ticker=ticker, coupon=4.25, maturity=dt.date(2027, 10, 1), bid=bid, ask=bid + 0.5, dealer="acmebank",
             quoted_at=when, location=f"line {line}", raw=f"{ticker} ... {bid}", part=part,
             **kw)  # type: ignore[arg-type]


def n_quotes(engine: Engine) -> int:
    with engine.connect() as conn:
        return int(conn.scalar(select(func.count()).select_from(Quote)) or 0)


def write(factory: sessionmaker[Session], records: list[ParsedRecord], version: str):  # type: ignore[no-untyped-def]
    with factory.begin() as s:
        return write_results(s, records, version)


def test_schema_matches_models(engine: Engine) -> None:
    with engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), Base.metadata) == []
        assert migrate.current_revision(engine) == migrate.head_revision()


def test_writes_are_idempotent_and_new_versions_replace_whole_units(engine: Engine) -> None:
    factory = make_session_factory(engine)
    a, b = "a" * 64, "b" * 64
    batch = [parsed(a, [quote(1), quote(2, "FOO")], (ExtractionError("body", "document", "bad table"),)),
             parsed(b, [quote(1, "BAR")])]
    first = write(factory, batch, "1.0.0")
    assert (first.units_new, first.quotes_inserted, first.errors_inserted, first.mails_switched) == (2, 3, 1, 2)
    for _ in range(2):  # a crash before the offset commit, a replay: nothing changes
        again = write(factory, batch + batch, "1.0.0")
        assert (again.units_unchanged, again.quotes_inserted, again.errors_inserted) == (2, 0, 0)
    assert n_quotes(engine) == 3

    # an older parser (a lagging deploy) never overwrites a newer result
    assert write(factory, [parsed(a, [quote(9)])], "0.9.0").units_unchanged == 1

    summary = write(factory, [parsed(a, [quote(1, bid=98.0)])], "1.10.0")  # 1.10 > 1.9 > 1.0: numeric order
    assert (summary.units_replaced, summary.quotes_deleted, summary.quotes_inserted) == (1, 2, 1)
    with engine.connect() as conn:
        rows = conn.execute(select(Quote.mail_id, Quote.bid, Quote.parser_version).order_by(Quote.mail_id)).all()
        assert [tuple(r) for r in rows] == [(a, 98.0, "1.10.0"), (b, 99.0, "1.0.0")]
        assert conn.scalar(select(func.count()).select_from(ExtractionErrorRow)) == 0  # a's error went with it
        assert dict(conn.execute(select(Mail.id, Mail.parser_version)).all()) == {a: "1.10.0", b: "1.0.0"}
        assert set(conn.execute(select(ParsedUnit.mail_id, ParsedUnit.parser_version)).all()) == {
            (a, "1.10.0"), (b, "1.0.0")}


def test_a_new_major_version_replaces_whatever_the_digits_of_the_old_one(engine: Engine) -> None:
    """Regression: a stale copy of ``_stored_versions`` (one version string per unit, not a list) made the
    writer compare the new version with each *character* of the stored one: "5" of 1.5.0 >= 2.0.0, so a
    re-parse by 2.0.0 over 1.5.0 was taken for 'already stored by a newer version' and silently skipped."""
    factory = make_session_factory(engine)
    a = "a" * 64
    write(factory, [parsed(a, [quote(1)])], "1.5.0")
    summary = write(factory, [parsed(a, [quote(1, bid=98.0)])], "2.0.0")
    assert (summary.units_replaced, summary.units_unchanged, summary.mails_switched) == (1, 0, 1)
    with engine.connect() as conn:
        assert [tuple(r) for r in conn.execute(select(Quote.bid, Quote.parser_version))] == [(98.0, "2.0.0")]
    # ... and the other way round: 1.5.0 arriving after 2.0.0 (a lagging deploy) changes nothing.
    assert write(factory, [parsed(a, [quote(1, bid=97.0)])], "1.5.0").units_unchanged == 1
    assert write(factory, [parsed(a, [quote(1, bid=97.0)])], "1.10.0").units_unchanged == 1


def visible(factory: sessionmaker[Session], mail_id: str) -> set[tuple[object, ...]]:
    """What a reader sees of a mail: find_quotes (otcmail query) and the analyst_quotes view must agree."""
    with factory() as s:
        found = {(r["part"], r["ticker"], r["bid"], r["parser_version"])
                 for r in find_quotes(s, QuoteFilter(mail_id=mail_id))}
        view = {tuple(r) for r in s.execute(text(
            "SELECT part, ticker, bid, parser_version FROM analyst_quotes WHERE mail_id = :m"), {"m": mail_id})}
    assert found == view
    return found


def test_a_mail_switches_version_only_when_every_part_is_reparsed(engine: Engine) -> None:
    factory = make_session_factory(engine)
    a = "a" * 64
    with factory.begin() as s:  # the unpack stage: the mail and its attachment, nothing visible yet
        doc = UnpackedDocument(Source("raw", 0, 0), mail_info(a, units=2),
                               (AttachmentInfo(a, "2", "f" * 64, "run.csv", "text/csv", 10),))
        assert write_unpacked(s, [doc, doc], "1.0.0").mails_unpacked == 1
    assert visible(factory, a) == set()
    body = parsed(a, [quote(1)], units=2)
    att = parsed(a, [quote(2, "CSV", part="2")], unit="2", units=2)
    write(factory, [body], "1.0.0")
    assert visible(factory, a) == set()  # half a mail is not shown
    assert write(factory, [att], "1.0.0").mails_switched == 1
    old = {("body", "ACME", 99.0, "1.0.0"), ("2", "CSV", 99.0, "1.0.0")}
    assert visible(factory, a) == old

    # 2.0.0 re-parses the body: stored beside, not shown; then the attachment: all of 2.0.0 at once.
    new_body = parsed(a, [quote(1, bid=90.0)], units=2)
    new_att = parsed(a, [quote(2, "CSV", bid=91.0, part="2")], unit="2", units=2)
    first = write(factory, [new_body], "2.0.0")
    assert (first.units_replaced, first.mails_switched, first.quotes_deleted) == (1, 0, 0)
    assert n_quotes(engine) == 3 and visible(factory, a) == old
    with factory() as s:
        assert {(q["unit"], q["parser_version"]) for q in mail_detail(s, a).quotes} == {  # type: ignore[union-attr]
            ("body", "1.0.0"), ("2", "1.0.0")}
    second = write(factory, [new_att], "2.0.0")
    assert (second.mails_switched, second.quotes_deleted) == (1, 2)
    assert visible(factory, a) == {("body", "ACME", 90.0, "2.0.0"), ("2", "CSV", 91.0, "2.0.0")}
    assert n_quotes(engine) == 2
    with engine.connect() as conn:
        assert conn.scalar(select(Mail.parser_version).where(Mail.id == a)) == "2.0.0"
        assert conn.scalar(select(func.count()).select_from(Attachment)) == 1


def test_a_dead_lettered_part_does_not_hold_its_mail_back(engine: Engine) -> None:
    """A part given up on counts as parsed by that version (no quotes): the mail still becomes visible."""
    factory = make_session_factory(engine)
    a = "a" * 64
    write(factory, [parsed(a, [quote(1)], units=2)], "1.0.0")
    poison = FailedRecord(Source("attachments", 0, 3), "extraction_failed", "IndexError: boom", a.encode(), b"x",
                          {}, a, "2", 2)
    with factory.begin() as s:
        assert record_failures(s, [poison], "1.0.0") == 1
    assert visible(factory, a) == {("body", "ACME", 99.0, "1.0.0")}


def test_a_part_republished_at_another_offset_is_one_poison_row(engine: Engine) -> None:
    """A stage killed before its commit publishes a part again: both copies are the same poison, recorded once."""
    factory = make_session_factory(engine)
    a = "a" * 64

    def refused(offset: int, unit: str = "body") -> FailedRecord:
        return FailedRecord(Source("units", 0, offset), "unwritable", "23514 check", a.encode(), b"x", {}, a, unit, 1)

    with factory.begin() as s:
        assert record_failures(s, [refused(3)], "1.0.0") == 1
    with factory.begin() as s:
        assert record_failures(s, [refused(9)], "1.0.0") == 0
        assert record_failures(s, [refused(9, "2")], "1.0.0") == 1
    anonymous = [FailedRecord(Source("raw", 0, n), "undecodable", "not a record") for n in (1, 2)]
    with factory.begin() as s:
        assert record_failures(s, anonymous, "1.0.0") == 2


def test_a_mail_without_parts_is_visible_at_once(engine: Engine) -> None:
    factory = make_session_factory(engine)
    empty = UnpackedDocument(Source("raw", 0, 1), MailInfo("c" * 64, unit_count=0),
                             errors=(ExtractionError("mail", "empty", "the message is empty"),))
    with factory.begin() as s:
        summary = write_unpacked(s, [empty], "1.0.0")
    assert (summary.mails_unpacked, summary.errors_inserted) == (1, 1)
    with engine.connect() as conn:
        assert conn.scalar(select(Mail.parser_version)) == "1.0.0"
        assert conn.scalar(select(ExtractionErrorRow.stage)) == "unpack"


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


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_migration_0002_gives_existing_mails_their_newest_version(kind: str, tmp_path: Path,
                                                                 request: pytest.FixtureRequest) -> None:
    """v1 data: the visible version is the newest by its numbers (1.10.0 > 1.9.0), not by text."""
    url = (f"sqlite:///{tmp_path / 'v1.db'}" if kind == "sqlite"
           else new_postgres_url(request.getfixturevalue("postgres_url")))
    eng = make_engine(DatabaseSettings(url=url))
    try:
        migrate.upgrade(eng, "0001")
        with eng.begin() as conn:
            conn.execute(text("INSERT INTO mails (id, kind, attachment_count, stored_at) "
                              "VALUES ('m1', 'mail', 1, :t), ('m2', 'mail', 0, :t)"), {"t": T0})
            conn.execute(text("INSERT INTO parsed_units (mail_id, unit, parser_version, quote_count, error_count, "
                              "parsed_at) VALUES ('m1', 'mail', '1.9.0', 0, 0, :t), "
                              "('m1', 'run.csv', '1.10.0', 0, 0, :t), ('m2', 'mail', '1.2.0', 0, 0, :t)"),
                         {"t": T0})
        migrate.upgrade(eng)
        with eng.connect() as conn:
            got = dict(conn.execute(text("SELECT id, parser_version || '/' || unit_count FROM mails")).all())
        assert got == {"m1": "1.10.0/2", "m2": "1.2.0/1"}
    finally:
        eng.dispose()


def test_a_replayed_unpack_updates_what_the_mail_is_not_when_it_came(engine: Engine) -> None:
    """After a fix to unpacking and a raw replay, the mail row follows the new unpack (parts, envelope);
    its first sighting and its provenance stay."""
    factory = make_session_factory(engine)
    m = "d" * 64
    first = UnpackedDocument(Source("raw", 0, 5), MailInfo(m, unit_count=1, attachment_count=0, received_at=T0))
    att = AttachmentInfo(m, "2", "e" * 64, "run.csv", "text/csv", 10)
    later = T0 + dt.timedelta(days=3)
    fixed = UnpackedDocument(Source("raw", 0, 9), MailInfo(m, unit_count=2, attachment_count=1, received_at=later,
                                                           subject="run"), (att,))
    for doc in (first, fixed):
        with factory.begin() as s:
            write_unpacked(s, [doc], "1.0.0")
    with engine.connect() as conn:
        row = conn.execute(select(Mail)).one()
        assert (row.unit_count, row.attachment_count, row.subject) == (2, 1, "run")
        assert (row.received_at, row.offset) == (T0, 5)
        assert conn.execute(select(Attachment.filename)).scalars().all() == ["run.csv"]
