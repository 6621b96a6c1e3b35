"""Regressions of the two-stage flow, end to end on SQLite and PostgreSQL: files -> the producer's reader ->
raw topic -> unpack consumers -> part topics -> parser consumers -> database -> what readers see.

Each test names the bug it pins: a part's identity is its MIME path, not its file name; a forwarded run
keeps its own sender and date; a message's identity ignores its transport headers; an mbox splits on
real separators only; a replay of the raw topic applies a fix to unpacking; a mail never shows half an
old and half a new parse.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, select, text

import consumer.processor
import consumer.steps
import consumer.unpack
from broker.clients import make_consumer, make_producer
from config.settings import Settings
from consumer.lag import topic_records
from consumer.pipeline import run_file
from consumer.processor import PARSE
from consumer.replay import ResetTarget, apply_reset, plan_reset
from db.engine import make_session_factory
from db.models import Attachment, Mail, ParsedUnit, Quote
from db.queries import QuoteFilter, find_quotes, mail_detail
from extractors import PARSER_VERSION
from extractors.model import ExtractionResult
from tests.support.cli import run_cli, stages_running, write_config
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    database_url,
    lag_is_zero,
    migrated,
    parse_lag,
    wait_for,
)
from tests.support.corpus import CSV_RUN, run_mail
from tests.support.mailrecords import Record, file_records, mail_records, make_mail, publish

pytestmark = [pytest.mark.kafka, pytest.mark.postgres, pytest.mark.slow]

BODY = "Morning run\n\nACME 4.25 10/01/27  +60/+55\nFOO 5 01/02/30 100.10/100.60\n"
#: The next major version: newer than whatever ships now.
NEW_VERSION = f"{int(PARSER_VERSION.split('.')[0]) + 1}.0.0"


def csv_run(bid: float) -> bytes:
    return CSV_RUN.format(b1=bid, a1=bid + 1, b2=bid + 2, a2=bid + 3).encode()


def forwarded_run() -> bytes:
    """Ops forwards a dealer's run as an attachment (message/rfc822) a day later."""
    inner = make_mail(BODY, sender="Bob Dealer <bob@desk.bigdealer.co.uk>", subject="levels",
                      date="Mon, 02 Feb 2026 08:15:00 +0000", message_id="<levels@bigdealer>")
    outer = make_mail("FYI, the run below.\n", sender="Ops <ops@fund.example>", subject="Fwd: levels",
                      date="Tue, 03 Feb 2026 14:00:00 +0000", message_id="<fwd-levels@fund>")
    outer.add_attachment(inner)
    return bytes(outer)


def delivered(trace: str) -> bytes:
    """One message as fetchmail/the MTA hand it over: the same bytes under other transport headers."""
    msg = make_mail(BODY, subject="delivered twice", message_id="<twice@acmebank>")
    return trace.encode() + bytes(msg)


def mbox_with_a_from_line() -> bytes:
    """An mbox of one member whose body has an unescaped ``From `` line after a blank line."""
    return (b"From jane@desk.acmebank.com Mon Feb  2 09:30:00 2026\n"
            b"From: Jane Trader <jane@desk.acmebank.com>\nTo: desk@fund.example\nSubject: mbox run\n"
            b"Date: Mon, 02 Feb 2026 09:30:00 +0000\nMessage-ID: <mbox-run@acmebank>\n\n"
            b"Morning run\n\nACME 4.25 10/01/27  +60/+55\n\n"
            b"From the desk: one more below\nFOO 5 01/02/30 100.10/100.60\n\n")


FILES: dict[str, bytes] = {
    "same-name.eml": bytes(make_mail(BODY, subject="two runs", message_id="<two-runs@acmebank>",
                                     attachments=[("run.csv", "text/csv", csv_run(90)),
                                                  ("run.csv", "text/csv", csv_run(80))])),
    "forwarded.eml": forwarded_run(),
    "delivery-1.eml": delivered("Received: from mx1.acmebank.com by mx.fund.example; "
                                "Mon, 02 Feb 2026 09:30:05 +0000\n"),
    "delivery-2.eml": delivered("Return-Path: <jane@desk.acmebank.com>\nDelivered-To: desk@fund.example\n"
                                "Received: from mx2.acmebank.com by mx.fund.example; "
                                "Mon, 02 Feb 2026 09:31:40 +0000\nX-Fetchmail-Host: pop.fund.example\n"),
    "desk.mbox": mbox_with_a_from_line(),
}


@dataclass
class Ingested:
    settings: Settings
    engine: Engine
    folder: Path
    records: dict[str, list[Record]]

    def mail_id(self, name: str) -> str:
        (record,) = self.records[name]
        return record.key.decode()

    def part_records(self, lane: str) -> list[tuple[str, str]]:
        """(mail id, unit) of every record on a part topic ("bodies" or "attachments")."""
        topic = getattr(self.settings.topics, lane)
        expected = topic_records(self.settings, topic)
        reader = make_consumer(self.settings, topic, group_id=None, consumer_timeout_ms=10_000)
        try:
            out = []
            for record in reader:
                out.append((record.key.decode(), dict(record.headers)["unit"].decode()))
                if len(out) == expected:
                    return out
        finally:
            reader.close()
        raise AssertionError(f"read {len(out)} of the {expected} records on {topic}")


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def ingested(request: pytest.FixtureRequest, kafka_settings: Settings,
             tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ingested]:
    """The files of the tests a-d, each made into raw records by the producer's reader, published, unpacked
    and parsed by the real consumers once per database."""
    folder = tmp_path_factory.mktemp("unpack-regressions")
    pg = request.getfixturevalue("postgres_url") if request.param == "postgres" else None
    # A session timeout a loaded machine cannot trip: these tests are about unpacking, not failover (with
    # 6 s, four lanes' heartbeats in one pytest process lapsed once in CI and the fixture timed out).
    settings = consumer_settings(kafka_settings, database_url(request.param, folder, pg), partitions=2,
                                 session_timeout_ms=30_000)
    records = {}
    for name, data in FILES.items():
        (folder / name).write_bytes(data)
        records[name] = file_records(data, settings, name)
    producer = make_producer(settings)
    publish(producer, [r for rs in records.values() for r in rs])
    producer.close()
    engine = migrated(settings)
    # The real processes, as a user runs them: in threads, a lane once sat outside its group past 240 s.
    with stages_running(write_config(settings, folder / "otcmail.toml"), folder):
        wait_for(lambda: lag_is_zero(settings), 120, what="every file unpacked and parsed")
    yield Ingested(settings, engine, folder, records)
    engine.dispose()


def stored(engine: Engine, mail_id: str) -> set[tuple[Any, ...]]:
    """(unit, part, location, instrument_key, quote_type, bid, ask, dealer, quoted_at) of a mail's quotes."""
    with engine.connect() as conn:
        return {tuple(r) for r in conn.execute(
            select(Quote.unit, Quote.part, Quote.location, Quote.instrument_key, Quote.quote_type, Quote.bid,
                   Quote.ask, Quote.dealer, Quote.quoted_at).where(Quote.mail_id == mail_id))}


def visible(engine: Engine, mail_id: str) -> set[tuple[Any, ...]]:
    """What readers see of a mail: `otcmail query`, `otcmail mail` and the analyst_quotes view must agree."""
    factory = make_session_factory(engine, write=False)
    with factory() as s:
        query = {(r["part"], r["instrument_key"], r["bid"], r["ask"], r["parser_version"])
                 for r in find_quotes(s, QuoteFilter(mail_id=mail_id))}
        detail = mail_detail(s, mail_id)
        shown = {(q["part"], q["instrument_key"], q["bid"], q["ask"], q["parser_version"])
                 for q in (detail.quotes if detail else [])}
        view = {tuple(r) for r in s.execute(text(
            "SELECT part, instrument_key, bid, ask, parser_version FROM analyst_quotes WHERE mail_id = :m"),
            {"m": mail_id})}
    assert query == shown == view
    return query


# -- a. identity is the MIME path, not the file name ------------------------------------------------------


def test_two_attachments_with_the_same_file_name_are_both_stored(ingested: Ingested) -> None:
    mail_id = ingested.mail_id("same-name.eml")
    with ingested.engine.connect() as conn:
        atts = conn.execute(select(Attachment.part, Attachment.filename, Attachment.attachment_id)
                            .where(Attachment.mail_id == mail_id).order_by(Attachment.part)).all()
        mail = conn.execute(select(Mail).where(Mail.id == mail_id)).one()
        units = set(conn.scalars(select(ParsedUnit.unit).where(ParsedUnit.mail_id == mail_id)))
    assert [tuple(a) for a in atts] == [("2", "run.csv", hashlib.sha256(csv_run(90)).hexdigest()),
                                        ("3", "run.csv", hashlib.sha256(csv_run(80)).hexdigest())]
    assert (mail.attachment_count, mail.unit_count, mail.parser_version) == (2, 3, PARSER_VERSION)
    assert units == {"body", "2", "3"}
    assert sorted(unit for key, unit in ingested.part_records("attachments") if key == mail_id) == ["2", "3"]
    assert {(q[1], q[3], q[5], q[6]) for q in stored(ingested.engine, mail_id) if q[0] != "body"} == {
        ("2", "US037833AK68", 90.0, 91.0), ("2", "US594918BR43", 92.0, 93.0),
        ("3", "US037833AK68", 80.0, 81.0), ("3", "US594918BR43", 82.0, 83.0)}
    assert len(visible(ingested.engine, mail_id)) == 2 + 4


# -- b. a forwarded run keeps the dealer's sender and date --------------------------------------------------


def test_a_forwarded_run_keeps_its_own_sender_and_date_as_extract_does(ingested: Ingested) -> None:
    mail_id = ingested.mail_id("forwarded.eml")
    quotes = stored(ingested.engine, mail_id)
    assert {q[3] for q in quotes} == {"ACME 4.25 2027-10-01", "FOO 5 2030-01-02"}
    assert {(q[0], q[7], q[8]) for q in quotes} == {
        ("body:2.1", "bigdealer", dt.datetime(2026, 2, 2, 8, 15, tzinfo=dt.UTC))}
    with ingested.engine.connect() as conn:  # the mail itself is the forward: Ops, a day later
        mail = conn.execute(select(Mail).where(Mail.id == mail_id)).one()
    assert (mail.sender, mail.sent_at) == ("ops@fund.example", dt.datetime(2026, 2, 3, 14, tzinfo=dt.UTC))
    # `otcmail extract` on the same file (the same steps in memory) says the same, quote for quote.
    result = run_file(ingested.folder / "forwarded.eml", ingested.settings)
    assert not result.failed
    in_memory = {(p.unit, q.part, q.location, q.instrument_key, q.quote_type, q.bid, q.ask, q.dealer, q.quoted_at)
                 for p in result.parsed for q in p.result.quotes}
    assert in_memory == quotes


# -- c. a message delivered twice is one mail --------------------------------------------------------------


def test_the_same_message_delivered_twice_is_stored_once(ingested: Ingested) -> None:
    first, second = ingested.records["delivery-1.eml"], ingested.records["delivery-2.eml"]
    assert len(first) == len(second) == 1 and first[0].value != second[0].value  # two raw records...
    mail_id = ingested.mail_id("delivery-1.eml")
    assert ingested.mail_id("delivery-2.eml") == mail_id  # ... of one message
    with ingested.engine.connect() as conn:
        mails = conn.execute(select(Mail.id, Mail.file_name).where(Mail.id == mail_id)).all()
        units = conn.execute(select(ParsedUnit.unit).where(ParsedUnit.mail_id == mail_id)).all()
    assert len(mails) == 1 and mails[0].file_name in ("delivery-1.eml", "delivery-2.eml")
    assert [u.unit for u in units] == ["body"]
    assert {q[3] for q in stored(ingested.engine, mail_id)} == {"ACME 4.25 2027-10-01", "FOO 5 2030-01-02"}
    assert len(stored(ingested.engine, mail_id)) == 2  # not doubled
    # Each delivery was unpacked: its body went to the parsers twice, and was stored once.
    assert sorted(unit for key, unit in ingested.part_records("bodies") if key == mail_id) == ["body", "body"]
    assert counts(ingested.engine)["mails"] == len(FILES) - 1


# -- d. an unescaped "From " line in a body does not split an mbox -----------------------------------------


def test_a_from_line_in_a_body_does_not_split_the_mail(ingested: Ingested) -> None:
    assert len(ingested.records["desk.mbox"]) == 1
    mail_id = ingested.mail_id("desk.mbox")
    quotes = stored(ingested.engine, mail_id)
    # The line after "From the desk:" is still the mail's body, quoted by the mail's sender.
    assert {(q[0], q[3], q[7]) for q in quotes} == {("body", "ACME 4.25 2027-10-01", "acmebank"),
                                                    ("body", "FOO 5 2030-01-02", "acmebank")}
    with ingested.engine.connect() as conn:
        kinds = dict(conn.execute(select(Mail.subject, Mail.kind)).all())
    assert kinds["mbox run"] == "mail"
    assert "file" not in kinds.values()  # a split would have made the rest a loose "file" of its own


# -- e. a fix to unpacking is applied by replaying the raw topic ---------------------------------------------


def _projection(rows: set[tuple[Any, ...]]) -> set[tuple[Any, ...]]:
    """(part, instrument_key, version) of visible rows."""
    return {(r[0], r[1], r[4]) for r in rows}


def test_replay_of_the_raw_topic_applies_an_unpack_fix(kafka_settings: Settings, db_url: str, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    with_csv = mail_records(run_mail(0, attachment=True, tag="unpackfix"), settings)
    plain = mail_records(run_mail(1, tag="unpackfix"), settings)
    producer = make_producer(settings)
    publish(producer, [with_csv.raw, plain.raw])
    producer.close()
    engine = migrated(settings)

    # The bug: the MIME walker misses the attachment (the consumers' threads share this module).
    real_parse_mail = consumer.unpack.parse_mail
    monkeypatch.setattr(consumer.unpack, "parse_mail", lambda raw: dataclasses.replace(real_parse_mail(raw),
                                                                                       attachments=()))
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 60, what="the first pass")
    body = {("body", "ACME 4.25 2027-10-01"), ("body", "FOO 5 2030-01-02")}
    assert _projection(visible(engine, with_csv.mail_id)) == {(p, i, PARSER_VERSION) for p, i in body}
    with engine.connect() as conn:
        assert conn.scalar(select(Attachment.part).where(Attachment.mail_id == with_csv.mail_id)) is None

    # The fix ships with a new parser version; the raw topic is replayed (`--group <unpack group>`: raw topic).
    monkeypatch.setattr(consumer.unpack, "parse_mail", real_parse_mail)
    monkeypatch.setattr(consumer.processor, "PARSER_VERSION", NEW_VERSION)
    config = write_config(settings, tmp_path / "otcmail.toml")
    done = run_cli(config, "replay", "--group", settings.consumer.unpack_group, "--to-earliest")
    assert done.returncode == 0, done.stderr
    assert settings.topics.raw in done.stdout and "reset 1 partition(s)" in done.stdout
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 60, what="the replay")

    csv = {("2", "US037833AK68"), ("2", "US594918BR43")}
    assert _projection(visible(engine, with_csv.mail_id)) == {(p, i, NEW_VERSION) for p, i in body | csv}
    assert _projection(visible(engine, plain.mail_id)) == {
        ("body", "ACME 5.25 2028-10-01", NEW_VERSION), ("body", "FOO 5 2030-01-02", NEW_VERSION)}
    with engine.connect() as conn:
        assert set(conn.scalars(select(Quote.parser_version))) == {NEW_VERSION}  # no old row left behind
        assert set(conn.scalars(select(ParsedUnit.parser_version))) == {NEW_VERSION}
        assert set(conn.scalars(select(Mail.parser_version))) == {NEW_VERSION}
        atts = conn.execute(select(Attachment.part, Attachment.filename)
                            .where(Attachment.mail_id == with_csv.mail_id)).all()
    assert [tuple(a) for a in atts] == [("2", "run.csv")]
    engine.dispose()


# -- f. never half old, half new -------------------------------------------------------------------------------


def _replay_parsers(settings: Settings, topic: str) -> None:
    """`otcmail replay --group <parsers> --topic TOPIC --to-earliest`: one lane only."""
    apply_reset(settings, plan_reset(settings, settings.consumer.group, [topic], ResetTarget("earliest")))


def test_no_reader_sees_a_mail_half_old_half_new(kafka_settings: Settings, db_url: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    mail = mail_records(run_mail(2, attachment=True, tag="halfway"), settings)
    producer = make_producer(settings)
    publish(producer, [mail.raw])
    producer.close()
    engine = migrated(settings)
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 60, what="the first parse")
    old = visible(engine, mail.mail_id)
    assert len(old) == 4 and {r[0] for r in old} == {"body", "2"} and {r[4] for r in old} == {PARSER_VERSION}

    # Version B reads every price one point higher, bodies and attachments alike.
    def higher(fn):  # type: ignore[no-untyped-def]
        def wrapped(*args, **kwargs):  # type: ignore[no-untyped-def]
            result = fn(*args, **kwargs)
            return ExtractionResult(tuple(dataclasses.replace(q, bid=q.bid + 1, ask=q.ask + 1) for q in result.quotes),
                                    result.errors)
        return wrapped

    monkeypatch.setattr(consumer.processor, "PARSER_VERSION", NEW_VERSION)
    monkeypatch.setattr(consumer.steps, "extract_bodies", higher(consumer.steps.extract_bodies))
    monkeypatch.setattr(consumer.steps, "extract", higher(consumer.steps.extract))
    new = {(part, key, bid + 1, ask + 1, NEW_VERSION) for part, key, bid, ask, _ in old}

    # Only the body lane re-parses: B's body rows are stored beside A's, and readers still see A whole.
    _replay_parsers(settings, settings.topics.bodies)
    assert parse_lag(settings) == 1
    with consumers_running(settings, stages=(PARSE,)):
        wait_for(lambda: lag_is_zero(settings), 60, what="the body re-parsed")
    assert visible(engine, mail.mail_id) == old
    with engine.connect() as conn:
        rows = conn.execute(select(Quote.unit, Quote.parser_version)).all()
        assert sorted(tuple(r) for r in rows) == sorted(
            [("2", PARSER_VERSION)] * 2 + [("body", PARSER_VERSION)] * 2 + [("body", NEW_VERSION)] * 2)
        assert conn.scalar(select(Mail.parser_version)) == PARSER_VERSION

    # Then the attachment lane: the mail moves to B whole, and A's rows go in the same transaction.
    _replay_parsers(settings, settings.topics.attachments)
    assert parse_lag(settings) == 1
    with consumers_running(settings, stages=(PARSE,)):
        wait_for(lambda: lag_is_zero(settings), 60, what="the attachment re-parsed")
    assert visible(engine, mail.mail_id) == new
    with engine.connect() as conn:
        assert set(conn.scalars(select(Quote.parser_version))) == {NEW_VERSION}
        assert counts(engine)["quotes"] == 4
        assert conn.scalar(select(Mail.parser_version)) == NEW_VERSION
    engine.dispose()
