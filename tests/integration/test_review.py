"""Confidence and a review state, on a real SQLite file and a real PostgreSQL database: doubtful quotes are
stored but kept from readers (the analyst view, `otcmail query`) until a person accepts them; decisions are
keyed without the parser version, so they survive a re-parse. Quotes are written by the production writer
(db.repository.write_results) from extractor quotes carrying a review reason."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, func, select, text
from sqlalchemy.orm import Session, sessionmaker

from config.settings import DatabaseSettings, Settings, load_settings
from consumer.pipeline import run_file
from db import migrate
from db.documents import BODY_UNIT, AttachmentInfo, MailInfo, ParsedRecord, Source
from db.engine import make_engine, make_session_factory
from db.models import Quote, QuoteReview
from db.queries import QuoteFilter, find_quotes, mail_detail, table_counts
from db.repository import write_results, write_unpacked
from db.reviews import (
    ACCEPTED,
    REJECTED,
    ReviewFilter,
    UnknownQuotes,
    decide,
    list_reviews,
    pending_count,
    quote_review,
)
from extractors.model import ExtractionResult
from extractors.model import Quote as Q
from tests.support.cli import run_cli, write_config
from tests.support.consumers import consumer_settings, new_postgres_url, wait_for

pytestmark = [pytest.mark.postgres]
CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "handwritten"
T0 = dt.datetime(2026, 2, 2, 9, 30, tzinfo=dt.UTC)
A, B = "a" * 64, "b" * 64
CROSSED = "crossed market: bid 99.5 above ask 99"


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


def quote(line: int, ticker: str = "ACME", bid: float = 99.0, ask: float | None = None, dealer: str = "acmebank",
          part: str = "body", **kw: object) -> Q:
    return Q(ticker=ticker, coupon=4.25, maturity=dt.date(2027, 10, 1), bid=bid,
             ask=bid + 0.5 if ask is None else ask, dealer=dealer, quoted_at=T0 + dt.timedelta(minutes=line),
             location=f"line {line}", raw=f"{ticker} 4.25 10/27 {bid}", part=part,
             **kw)  # type: ignore[arg-type]


def doubtful(line: int, ticker: str = "ACME", reason: str = CROSSED, **kw: object) -> Q:
    return quote(line, ticker, bid=99.5, ask=99.0, review_reason=reason, confidence=0.4,
                 checks=("identifier", "range"), **kw)  # type: ignore[arg-type]


def parsed(mail_id: str, quotes: list[Q], unit: str = BODY_UNIT, units: int = 1, offset: int = 0) -> ParsedRecord:
    attachment = None if unit == BODY_UNIT else AttachmentInfo(mail_id, unit, "f" * 64, "run.csv", "text/csv", 10)
    mail = MailInfo(mail_id, sender="jane@desk.acmebank.com", dealer="acmebank", subject="IG run", sent_at=T0,
                    unit_count=units)
    return ParsedRecord(Source("bodies" if unit == BODY_UNIT else "attachments", 0, offset), mail_id, unit,
                        ExtractionResult(tuple(quotes)), mail=mail, attachment=attachment, unit_count=units)


def write(factory: sessionmaker[Session], records: list[ParsedRecord], version: str = "1.0.0") -> None:
    with factory.begin() as s:
        write_results(s, records, version)


def ids(engine: Engine, **where: object) -> list[int]:
    """Quote ids of the current rows, by ticker order then line."""
    stmt = select(Quote.id).order_by(Quote.ticker, Quote.location)
    for k, v in where.items():
        stmt = stmt.where(getattr(Quote, k) == v)
    with engine.connect() as conn:
        return list(conn.scalars(stmt))


def seen(factory: sessionmaker[Session], mail_id: str | None = None, include_review: bool = False
         ) -> set[tuple[str, str]]:
    """(ticker, review_state) of what a reader sees: `otcmail query` and the analyst views must agree."""
    with factory() as s:
        found = {(r["ticker"], r["review_state"])
                 for r in find_quotes(s, QuoteFilter(mail_id=mail_id, include_review=include_review))}
        where, params = ("WHERE mail_id = :m", {"m": mail_id}) if mail_id else ("", {})
        view = {tuple(r) for r in s.execute(text(f"SELECT ticker, review_state FROM analyst_quotes {where}"), params)}
        everything = {tuple(r) for r in s.execute(text(
            f"SELECT ticker, review_state FROM analyst_quotes_all {where}"), params)}
    assert view <= everything
    if include_review:
        assert found == {r for r in everything if r[1] != REJECTED}
    else:
        assert found == view == {r for r in everything if r[1] in ("ok", ACCEPTED)}
    return found


def decide_now(factory: sessionmaker[Session], quote_ids: list[int], decision: str, by: str = "alice",
               note: str | None = None) -> None:
    with factory.begin() as s:
        decide(s, quote_ids, decision, by, note)


def test_every_quote_carries_what_validation_made_of_it(engine: Engine) -> None:
    factory = make_session_factory(engine)
    write(factory, [parsed(A, [
        quote(1, "OK", figi="bbg000blnnh6", maturity_precision="month", confidence=0.97,
              checks=("identifier", "range", "bid<=ask")),
        doubtful(2, "BAD", reason="  a level outside the range\x00" + "x" * 600),
        quote(3, "ODD", figi="BBG000BLNNH6-TOO-LONG", confidence=1.7, checks=("with,comma", " ", "range")),
        Q(instrument="ITRX MAIN 5Y", quote_type="spread", bid=60.0, ask=61.0, location="line 4",
          confidence=float("nan"), review_reason="   "),
    ])])
    with engine.connect() as conn:
        rows = {r.location: r for r in conn.execute(select(Quote))}
    ok, bad, odd, cds = rows["line 1"], rows["line 2"], rows["line 3"], rows["line 4"]
    assert (ok.figi, ok.maturity_precision, ok.confidence, ok.checks, ok.review_reason) == (
        "BBG000BLNNH6", "month", 0.97, "identifier,range,bid<=ask", None)
    assert bad.review_reason == "a level outside the range\ufffd" + "x" * 474 and len(bad.review_reason) == 500
    assert (bad.confidence, bad.checks) == (0.4, "identifier,range")
    # Bounded, never refused: a FIGI too long for its column is left out (the key keeps it), confidence in 0..1.
    assert (odd.figi, odd.confidence, odd.checks, odd.maturity_precision) == (None, 1.0, "with;comma,range", "day")
    # No maturity, no precision; NaN confidence is no confidence; a blank reason is no reason.
    assert (cds.maturity_precision, cds.confidence, cds.checks, cds.review_reason) == (None, 0.0, "", None)
    assert seen(factory) == {("OK", "ok"), ("ODD", "ok"), (None, "ok")}


def test_doubtful_quotes_stay_out_of_the_view_and_the_queries_until_accepted(engine: Engine) -> None:
    factory = make_session_factory(engine)
    write(factory, [parsed(A, [quote(1, "GOOD"), doubtful(2, "CROSS"), doubtful(3, "WIDE", reason="range")])])
    assert seen(factory) == {("GOOD", "ok")}
    assert seen(factory, include_review=True) == {("GOOD", "ok"), ("CROSS", "pending"), ("WIDE", "pending")}

    good, cross, wide = ids(engine, ticker="GOOD") + ids(engine, ticker="CROSS") + ids(engine, ticker="WIDE")
    decide_now(factory, [cross], ACCEPTED, note="desk confirmed the run is inverted")
    decide_now(factory, [wide, good], REJECTED, by="bob")  # a clean quote a person knows is wrong goes too
    assert seen(factory) == {("CROSS", ACCEPTED)}
    assert seen(factory, include_review=True) == {("CROSS", ACCEPTED)}  # rejected: never shown
    with engine.connect() as conn:
        row = conn.execute(text("SELECT review_state, reviewed_by, review_note, review_reason, confidence, "
                                "checks, mid FROM analyst_quotes")).one()
    assert tuple(row) == (ACCEPTED, "alice", "desk confirmed the run is inverted", CROSSED, 0.4, "identifier,range",
                          99.25)
    with factory() as s:
        detail = mail_detail(s, A)  # `otcmail mail` shows every quote, with its state
        assert detail is not None
        assert {(q["ticker"], q["review_state"], q["reviewed_by"]) for q in detail.quotes} == {
            ("GOOD", REJECTED, "bob"), ("CROSS", ACCEPTED, "alice"), ("WIDE", REJECTED, "bob")}
        latest = find_quotes(s, QuoteFilter(latest=True, include_review=True))
        assert [r["ticker"] for r in latest] == ["CROSS"]


def test_a_decision_survives_a_reparse_under_a_new_parser_version(engine: Engine) -> None:
    """Replay replaces a mail's quotes (new ids, new version); a person's decision is keyed by the quote's identity
    without the version, so the re-parsed quote inherits it, also while the re-parse is half done."""
    factory = make_session_factory(engine)
    body_v1 = [doubtful(1, "KEEP"), doubtful(2, "DROP"), doubtful(3, "LATER")]
    write(factory, [parsed(A, body_v1, units=2), parsed(A, [doubtful(9, "CSV", part="2")], unit="2", units=2)])
    keep, drop = ids(engine, ticker="KEEP") + ids(engine, ticker="DROP")
    csv = ids(engine, ticker="CSV")
    decide_now(factory, [keep, *csv], ACCEPTED)
    decide_now(factory, [drop], REJECTED)
    assert seen(factory, A) == {("KEEP", ACCEPTED), ("CSV", ACCEPTED)}

    # 2.0.0: the same quotes (one with a new reason, which does not undo the decision) and one new doubtful.
    body_v2 = [doubtful(1, "KEEP", reason="crossed market (v2 wording)"), doubtful(2, "DROP"), doubtful(3, "LATER"),
               doubtful(4, "NEW")]
    write(factory, [parsed(A, body_v2, units=2)], "2.0.0")  # half a re-parse: the mail still shows 1.0.0
    assert seen(factory, A) == {("KEEP", ACCEPTED), ("CSV", ACCEPTED)}
    with factory() as s:
        assert pending_count(s) == 1  # LATER of the visible version; not counted twice
    write(factory, [parsed(A, [doubtful(9, "CSV", part="2")], unit="2", units=2)], "2.0.0")

    with engine.connect() as conn:
        assert set(conn.scalars(select(Quote.parser_version))) == {"2.0.0"}
        assert conn.scalar(select(func.count()).select_from(QuoteReview)) == 3
    assert keep not in ids(engine)  # the rows decided on are gone; their decisions are not
    assert seen(factory, A) == {("KEEP", ACCEPTED), ("CSV", ACCEPTED)}
    assert seen(factory, A, include_review=True) == {("KEEP", ACCEPTED), ("CSV", ACCEPTED), ("LATER", "pending"),
                                                     ("NEW", "pending")}
    with factory() as s:
        rows, total = list_reviews(s, ReviewFilter())
        assert total == 2 and {r["instrument_key"].split()[0] for r in rows} == {"LATER", "NEW"}
        accepted, _ = list_reviews(s, ReviewFilter(state=ACCEPTED))
        assert {(r["parser_version"], r["decided_by"]) for r in accepted} == {("2.0.0", "alice")}
        shown = quote_review(s, ids(engine, ticker="KEEP")[0])
    assert shown is not None and shown["review_state"] == ACCEPTED
    assert shown["decision"]["parser_version"] == "1.0.0"  # what was decided on, kept for the record
    assert shown["decision"]["review_reason"] == CROSSED and shown["quote"]["review_reason"].endswith("(v2 wording)")


def test_the_extractors_doubtful_quotes_go_to_review_through_the_production_path(engine: Engine,
                                                                                tmp_path: Path) -> None:
    """A mail written to be doubtful (crossed market, a price out of range) through the producer's reader,
    unpack and parse in memory, then the production writers: its doubtful quotes wait for review."""
    out = run_file(CORPUS / "40-doubtful-levels.eml", load_settings(home=str(tmp_path)))
    quotes = [q for p in out.parsed for q in p.result.quotes]
    flagged = {q.instrument_key: q.review_reason for q in quotes if q.review_reason}
    assert flagged and len(flagged) < len(quotes), "the corpus mail is meant to mix good and doubtful quotes"
    factory = make_session_factory(engine)
    with factory.begin() as s:
        write_unpacked(s, [u.document for u in out.unpacked], "1.0.0")
        write_results(s, out.parsed, "1.0.0")
    with factory() as s:
        rows, total = list_reviews(s, ReviewFilter(limit=None))
        assert {r["instrument_key"]: r["review_reason"] for r in rows} == flagged and total == len(flagged)
        shown = {r["instrument_key"] for r in find_quotes(s, QuoteFilter())}
        assert shown == {q.instrument_key for q in quotes} - set(flagged)
        stored = {r["instrument_key"]: (r["confidence"], r["checks"]) for r in
                  find_quotes(s, QuoteFilter(include_review=True))}
    assert stored == {q.instrument_key: (q.confidence, ",".join(q.checks)) for q in quotes}


def test_decisions_are_all_or_nothing_and_record_who_and_when(engine: Engine) -> None:
    factory = make_session_factory(engine)
    write(factory, [parsed(A, [doubtful(1, "X"), doubtful(2, "Y")])])
    x, y = ids(engine)
    with pytest.raises(UnknownQuotes) as err, factory.begin() as s:
        decide(s, [x, 424242, y, 424243], ACCEPTED, "alice")
    assert err.value.ids == [424242, 424243] and "424242, 424243" in str(err.value)
    with engine.connect() as conn:
        assert conn.scalar(select(func.count()).select_from(QuoteReview)) == 0

    before = dt.datetime.now(dt.UTC)
    with factory.begin() as s:
        first = decide(s, [x, x], ACCEPTED, "  alice  ", note="  ok per desk \x00 ")
    assert [(d.quote_id, d.decision, d.previous) for d in first] == [(x, ACCEPTED, None)]
    with factory.begin() as s:
        again = decide(s, [x, y], REJECTED, "bob", note="")
    assert [(d.quote_id, d.previous, d.previous_by) for d in again] == [(x, ACCEPTED, "alice"), (y, None, None)]
    with engine.connect() as conn:
        rows = {r.quote_id: r for r in conn.execute(select(QuoteReview))}
    assert {i: (r.decision, r.decided_by, r.note) for i, r in rows.items()} == {
        x: (REJECTED, "bob", None), y: (REJECTED, "bob", None)}
    at = rows[x].decided_at
    assert at.tzinfo is not None and at.utcoffset() == dt.timedelta(0) and before <= at <= dt.datetime.now(dt.UTC)
    with pytest.raises(ValueError), factory.begin() as s:
        decide(s, [x], "maybe", "bob")
    with pytest.raises(ValueError), factory.begin() as s:
        decide(s, [x], ACCEPTED, "   ")
    with pytest.raises(ValueError), factory.begin() as s:
        decide(s, [x], ACCEPTED, "bob", now=dt.datetime(2026, 1, 1))  # noqa: DTZ001 - naive on purpose


def test_review_list_filters_and_the_pending_count(engine: Engine) -> None:
    factory = make_session_factory(engine)
    write(factory, [parsed(A, [doubtful(1, "A1"), doubtful(2, "A2", reason="bond price out of range"),
                               quote(3, "A3")]),
                    parsed(B, [doubtful(1, "B1", dealer="zetabank"), doubtful(2, "B2", dealer="zetabank")],
                           offset=1)])
    with factory() as s:
        rows, total = list_reviews(s, ReviewFilter())
        assert total == 4 and [r["instrument_key"].split()[0] for r in rows] == ["B2", "A2", "B1", "A1"]
        assert rows[0]["review_state"] == "pending" and rows[0]["confidence"] == 0.4
        rows, total = list_reviews(s, ReviewFilter(dealer="ZetaBank", limit=1))
        assert total == 2 and len(rows) == 1 and rows[0]["dealer"] == "zetabank"
        rows, total = list_reviews(s, ReviewFilter(reason="OUT OF RANGE"))
        assert total == 1 and rows[0]["review_reason"] == "bond price out of range"
        assert pending_count(s) == 4
        assert table_counts(s)["quotes pending review"] == 4
    decide_now(factory, ids(engine, dealer="zetabank"), REJECTED)
    with factory() as s:
        assert pending_count(s) == 2 and table_counts(s)["quotes rejected"] == 2
        assert list_reviews(s, ReviewFilter(state=REJECTED))[1] == 2


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_migration_0003_keeps_existing_quotes_visible(kind: str, tmp_path: Path, request: pytest.FixtureRequest
                                                      ) -> None:
    """Quotes stored under 0002 were never validated: they stay visible with NULL confidence and checks; the
    repository then writes and the review works on the upgraded database; a downgrade keeps the quotes."""
    url = (f"sqlite:///{tmp_path / 'v2.db'}" if kind == "sqlite"
           else new_postgres_url(request.getfixturevalue("postgres_url")))
    eng = make_engine(DatabaseSettings(url=url))
    try:
        migrate.upgrade(eng, "0002")
        with eng.begin() as conn:  # 0002's schema: the repository of today cannot write it
            conn.execute(text("INSERT INTO mails (id, kind, attachment_count, stored_at, parser_version, unit_count) "
                              "VALUES (:m, 'mail', 0, :t, '1.5.0', 1)"), {"m": A, "t": T0})
            conn.execute(text(
                "INSERT INTO quotes (mail_id, unit, part, location, instrument_key, quote_type, asset_class, bid, "
                "ask, dealer, quoted_at, raw, parser_version, stored_at) VALUES "
                "(:m, 'body', 'body', 'line 1', 'OLD 4.25 2027-10-01', 'price', 'corporate', 99.0, 99.5, "
                "'acmebank', :t, 'OLD', '1.5.0', :t)"), {"m": A, "t": T0})
        migrate.upgrade(eng)
        assert migrate.current_revision(eng) == migrate.head_revision() == "0003"
        with eng.connect() as conn:
            row = conn.execute(text("SELECT instrument_key, mid, review_state, confidence, checks, review_reason, "
                                    "maturity_precision, figi FROM analyst_quotes")).one()
        assert tuple(row) == ("OLD 4.25 2027-10-01", 99.25, "ok", None, None, None, None, None)

        factory = make_session_factory(eng)
        write(factory, [parsed(B, [doubtful(1, "NEW")])], "1.6.0")
        decide_now(factory, ids(eng, ticker="NEW"), REJECTED)
        with factory() as s:
            assert [r["instrument_key"] for r in find_quotes(s, QuoteFilter())] == ["OLD 4.25 2027-10-01"]

        migrate.downgrade(eng, "0002")
        with eng.connect() as conn:
            keys = set(conn.scalars(text("SELECT instrument_key FROM analyst_quotes")))
            tables = set(conn.scalars(text(
                "SELECT name FROM sqlite_master WHERE type = 'table'" if kind == "sqlite" else
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")))
        assert keys == {"OLD 4.25 2027-10-01", "NEW 4.25 2027-10-01"}  # 0002 knew no review
        assert "quote_reviews" not in tables
        migrate.upgrade(eng)
    finally:
        eng.dispose()


# -- `otcmail review` and `otcmail query` through the real console script ---------------------------------


def _config(tmp_path: Path, url: str) -> Path:
    path = tmp_path / "otcmail.toml"
    path.write_text(f"[database]\nurl = {json.dumps(url)}\n")
    return path


def test_review_cli(db_url: str, tmp_path: Path) -> None:
    eng = make_engine(DatabaseSettings(url=db_url))
    try:
        migrate.upgrade(eng)
        factory = make_session_factory(eng)
        write(factory, [parsed(A, [quote(1, "GOOD"), doubtful(2, "CROSS"),
                                   doubtful(3, "WIDE", reason="price 8 outside 20..200", dealer="zetabank")])])
        good, cross, wide = ids(eng, ticker="GOOD") + ids(eng, ticker="CROSS") + ids(eng, ticker="WIDE")
    finally:
        eng.dispose()
    config = _config(tmp_path, db_url)

    listed = run_cli(config, "review", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    rows = [json.loads(line) for line in listed.stdout.splitlines()]
    assert [(r["id"], r["dealer"], r["review_reason"], r["bid"], r["ask"], r["mail_id"]) for r in rows] == [
        (wide, "zetabank", "price 8 outside 20..200", 99.5, 99.0, A), (cross, "acmebank", CROSSED, 99.5, 99.0, A)]
    table = run_cli(config, "review", "list", "--dealer", "acmebank")
    assert table.returncode == 0 and "1 of 1 quote(s) pending" in table.stdout and CROSSED in table.stdout
    only = run_cli(config, "review", "list", "--reason", "outside", "--json").stdout.splitlines()
    assert [json.loads(x)["id"] for x in only] == [wide]

    shown = run_cli(config, "review", "show", str(cross))
    assert shown.returncode == 0, shown.stderr
    for bit in ("pending: " + CROSSED, "CROSS 4.25 10/27 99.5", A, "IG run", "jane@desk.acmebank.com",
                "identifier, range", "bodies[0]@0"):
        assert bit in shown.stdout, bit

    def query(*extra: str) -> set[tuple[str, str]]:
        done = run_cli(config, "query", "--format", "json", *extra)
        assert done.returncode == 0, done.stderr
        return {(json.loads(x)["instrument_key"].split()[0], json.loads(x)["review_state"])
                for x in done.stdout.splitlines()}

    assert query() == {("GOOD", "ok")}
    assert query("--include-review") == {("GOOD", "ok"), ("CROSS", "pending"), ("WIDE", "pending")}

    # Unknown ids: a usage error (exit 2) and nothing decided, not even the known id given with them.
    bad = run_cli(config, "review", "accept", str(cross), "987654", "--by", "alice")
    assert bad.returncode == 2 and "987654" in bad.stderr and bad.stdout == ""
    assert run_cli(config, "review", "show", "987654").returncode == 2
    assert run_cli(config, "review", "accept", "not-a-number").returncode == 2
    assert query() == {("GOOD", "ok")}

    ok = run_cli(config, "review", "accept", str(cross), "--by", "alice", "--note", "desk confirmed")
    assert ok.returncode == 0, ok.stderr
    assert f"accepted quote {cross}" in ok.stdout and "by alice" in ok.stdout and "1 quote(s) accepted" in ok.stdout
    no = run_cli(config, "review", "reject", str(wide), str(good), env={"LOGNAME": "carol", "USER": "carol"})
    assert no.returncode == 0, no.stderr
    assert "2 quote(s) rejected by carol" in no.stdout and "(no review reason)" in no.stdout
    again = run_cli(config, "review", "reject", str(cross), "--by", "dave")
    assert again.returncode == 0 and "was accepted by alice" in again.stdout
    run_cli(config, "review", "accept", str(cross), "--by", "alice", "--note", "desk confirmed")

    assert query() == {("CROSS", ACCEPTED)}
    assert query("--include-review") == {("CROSS", ACCEPTED)}
    assert "CROSS" in run_cli(config, "query").stdout and "accepted" in run_cli(config, "query").stdout
    assert run_cli(config, "review", "list", "--json").stdout == ""
    decided = [json.loads(x) for x in run_cli(config, "review", "list", "--state", "rejected", "--json"
                                              ).stdout.splitlines()]
    assert {(r["id"], r["decided_by"]) for r in decided} == {(wide, "carol"), (good, "carol")}
    assert "accepted by alice" in run_cli(config, "review", "show", str(cross)).stdout
    doc = json.loads(run_cli(config, "review", "show", str(cross), "--json").stdout)
    assert (doc["review_state"], doc["decision"]["decided_by"], doc["decision"]["note"]) == (
        ACCEPTED, "alice", "desk confirmed")
    mail = run_cli(config, "mail", A[:12])
    assert mail.returncode == 0 and "rejected" in mail.stdout and "accepted" in mail.stdout


@pytest.mark.kafka
def test_stats_counts_the_quotes_pending_review(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, f"sqlite:///{tmp_path / 'otcmail.db'}", partitions=1)
    eng = make_engine(settings)
    try:
        migrate.upgrade(eng)
        factory = make_session_factory(eng)
        write(factory, [parsed(A, [quote(1), doubtful(2, "X"), doubtful(3, "Y"), doubtful(4, "Z")])])
        decide_now(factory, ids(eng, ticker="Z"), REJECTED)
    finally:
        eng.dispose()
    config = write_config(settings, tmp_path / "otcmail.toml")
    # On a broker no group has used yet, the group coordinator may not answer at once: `stats` exits 4 (transient).
    stats = wait_for(lambda: (done := run_cli(config, "stats")).returncode == 0 and done, 60, interval=1,
                     what="otcmail stats")
    assert "quotes: 4" in stats.stdout and "quotes pending review: 2" in stats.stdout
    assert "quotes rejected: 1" in stats.stdout
