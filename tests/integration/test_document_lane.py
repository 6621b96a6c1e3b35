"""Issue 13, item 2: heavy documents do not hold up light ones.

Heavy parts (PDF, Word, Excel, ...: by their sniffed format) travel on the document topic and are parsed by
a lane of its own (group ``G.documents``), several at once (``consumer.heavy_workers``), committed in
time-bounded batches. With the real broker, the real unpack and parse stages and the real PDF child
processes (their target replaced by ``tests.support.pdf_child``, which holds them until the test releases
them, so the backlog is slow deterministically):

* a text mail with a CSV run published behind a backlog of held PDFs is stored while none of them is done;
* the replay tool resets the document lane's group with the others;
* a mail whose parts are parsed by three lanes is never shown half old, half new after a parser upgrade.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import sys
from pathlib import Path

import pytest
from sqlalchemy import Engine, func, select, text

import consumer.processor
import consumer.steps
import extractors.pdf
from broker.clients import make_producer
from config.settings import Settings
from consumer.lag import group_lag, topic_records
from consumer.processor import PARSE, UNPACK
from core.errors import BrokerUnavailable
from db.models import Mail, ParsedUnit, Quote
from extractors import PARSER_VERSION
from extractors.model import ExtractionResult
from tests.support import pdf_child
from tests.support.cli import run_cli, write_config
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    lag_is_zero,
    migrated,
    parse_lag,
    unpack_lag,
    wait_for,
)
from tests.support.corpus import CSV_RUN
from tests.support.mailrecords import MailRecords, mail_records, make_mail, publish

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "corpus"))
import corpus_docs  # noqa: E402

pytestmark = [pytest.mark.kafka, pytest.mark.slow]
NEW_VERSION = f"{int(PARSER_VERSION.split('.')[0]) + 1}.0.0"
BACKLOG = 6


def _pdf_mail(i: int, settings: Settings) -> MailRecords:
    data = corpus_docs.pdf([["CDS run", f"FORD 5Y {200 + i}/{210 + i}"]])
    msg = make_mail(f"Morning #{i}\n\nACME 5.25 10/01/27  +60/+55\n", subject=f"CDS run {i}",
                    message_id=f"<cds-{i}@test>", attachments=[("cds.pdf", "application/pdf", data)])
    return mail_records(msg, settings)


def _csv_mail(settings: Settings, tag: str) -> MailRecords:
    csv = CSV_RUN.format(b1=97.1, a1=97.6, b2=99.2, a2=99.4).encode()
    msg = make_mail(f"Levels {tag}\n\nACME 5.25 10/01/27  +61/+56\n", subject=f"run {tag}", message_id=f"<{tag}@test>",
                    attachments=[("run.csv", "text/csv", csv)])
    return mail_records(msg, settings)


def _publish(settings: Settings, mails: list[MailRecords]) -> None:
    producer = make_producer(settings)
    publish(producer, [m.raw for m in mails])
    producer.close()


def _visible_version(engine: Engine, mail_id: str) -> str | None:
    with engine.connect() as conn:
        return conn.scalar(select(Mail.parser_version).where(Mail.id == mail_id))


def _document_lag(settings: Settings) -> int | None:
    try:
        return sum(lag.lag for lag in group_lag(settings, settings.consumer.group, [settings.topics.documents]))
    except BrokerUnavailable:  # the lane's group has no coordinator yet
        return None


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_csv_run_is_stored_while_a_backlog_of_pdfs_is_held(
        kafka_settings: Settings, db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1, heavy_workers=2, documents_batch_max_s=1.0)
    settings = settings.model_copy(update={"limits": settings.limits.model_copy(update={"pdf_timeout_s": 180.0})})
    engine = migrated(settings)
    folder = tmp_path / "children"
    folder.mkdir()
    monkeypatch.setattr(extractors.pdf, "read_pages", functools.partial(pdf_child.held_until_released, str(folder)))
    backlog = [_pdf_mail(i, settings) for i in range(BACKLOG)]
    _publish(settings, backlog)
    caplog.set_level(logging.INFO, logger="consumer")
    with consumers_running(settings):
        # Two PDF children at once (consumer.heavy_workers), held: the backlog cannot finish.
        wait_for(lambda: len(pdf_child.started_children(folder)) >= 2, 120, what="two PDF children started")
        light = _csv_mail(settings, "light")
        _publish(settings, [light])  # behind every PDF, on the same (only) partition of the raw topic
        wait_for(lambda: _visible_version(engine, light.mail_id) == PARSER_VERSION, 120,
                 what="the CSV mail stored and visible")
        with engine.connect() as conn:
            assert conn.scalar(select(func.count()).select_from(Quote).where(Quote.mail_id == light.mail_id)) == 3
            # None of the PDFs is done: their mails are not visible, their offsets not committed.
            held = [m.mail_id for m in backlog]
            assert conn.scalar(select(func.count()).select_from(ParsedUnit).where(
                ParsedUnit.mail_id.in_(held), ParsedUnit.unit == "2")) == 0
            assert conn.scalar(select(func.count()).select_from(Mail).where(Mail.parser_version.is_(None))) == BACKLOG
        assert _document_lag(settings) == BACKLOG
        assert len(pdf_child.started_children(folder)) == 2  # no more than heavy_workers at once
        (folder / pdf_child.RELEASED).write_text("")
        wait_for(lambda: lag_is_zero(settings), 180, what="the backlog stored")
    assert counts(engine) == {"mails": BACKLOG + 1, "units": 2 * BACKLOG + 2, "quotes": 2 * BACKLOG + 3, "errors": 0,
                              "poison": 0}
    with engine.connect() as conn:
        assert set(conn.scalars(select(Mail.parser_version))) == {PARSER_VERSION}
        ford = set(conn.scalars(select(Quote.instrument_key).where(Quote.topic == settings.topics.documents)))
    assert ford == {"FORD 5Y"}
    # (Whether the released backlog then commits in one batch or in time-bounded ones depends on how fast
    # six PDF children end; the pool's deadline is held by tests/unit/test_document_lane.py.)
    engine.dispose()


def test_no_reader_sees_a_mail_half_old_half_new_over_three_lanes(
        kafka_settings: Settings, db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A mail with a body, a CSV and a PDF: each part parsed by its own lane, replayed lane by lane."""
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    pdf = corpus_docs.pdf([["CDS run", "FORD 5Y 245/255"]])
    csv = CSV_RUN.format(b1=97.1, a1=97.6, b2=99.2, a2=99.4).encode()
    mail = mail_records(make_mail("Levels\n\nACME 5.25 10/01/27  +61/+56\n", message_id="<three@test>",
                                  attachments=[("run.csv", "text/csv", csv), ("cds.pdf", "application/pdf", pdf)]),
                        settings)
    _publish(settings, [mail])
    engine = migrated(settings)
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 120, what="the first parse")
    t = settings.topics
    assert [topic_records(settings, topic) for topic in (t.bodies, t.attachments, t.documents)] == [1, 1, 1]
    old = _rows(engine)
    assert {(topic, v) for topic, _, v in old} == {(topic, PARSER_VERSION) for topic in (t.bodies, t.attachments,
                                                                                          t.documents)}
    assert len(old) == 1 + 2 + 1 and _visible_version(engine, mail.mail_id) == PARSER_VERSION

    # Version B reads every price one point higher, in every lane.
    def higher(fn):  # type: ignore[no-untyped-def]
        def wrapped(*args, **kwargs):  # type: ignore[no-untyped-def]
            result = fn(*args, **kwargs)
            return ExtractionResult(tuple(dataclasses.replace(q, bid=q.bid + 1, ask=q.ask + 1) for q in result.quotes),
                                    result.errors)
        return wrapped

    monkeypatch.setattr(consumer.processor, "PARSER_VERSION", NEW_VERSION)
    monkeypatch.setattr(consumer.steps, "extract_bodies", higher(consumer.steps.extract_bodies))
    monkeypatch.setattr(consumer.steps, "extract", higher(consumer.steps.extract))
    config = write_config(settings, tmp_path / "otcmail.toml")
    group = settings.consumer.group

    # Lane by lane: the body, then the CSV. Readers still see version A whole after each.
    for topic, lanes in ((t.bodies, {t.bodies}), (t.attachments, {t.bodies, t.attachments})):
        done = run_cli(config, "replay", "--group", group, "--topic", topic, "--to-earliest")
        assert done.returncode == 0, done.stderr
        assert parse_lag(settings) == 1
        with consumers_running(settings, stages=(PARSE,)):
            wait_for(lambda: lag_is_zero(settings), 120, what=f"{topic} re-parsed")
        assert _visible_version(engine, mail.mail_id) == PARSER_VERSION
        assert _visible(engine, mail.mail_id) == old
        assert {lane for lane, _, v in _rows(engine) if v == NEW_VERSION} == lanes

    # The replay tool knows the document lane: by default it resets all three lanes' groups.
    done = run_cli(config, "replay", "--group", group, "--to-earliest")
    assert done.returncode == 0, done.stderr
    assert f"{group}.documents" in done.stdout and t.documents in done.stdout and "reset 3 partition(s)" in done.stdout
    assert parse_lag(settings) == 3 and unpack_lag(settings) == 0
    # The PDF last: only then does the mail move to B, whole, and A's rows go in that transaction.
    with consumers_running(settings, stages=(PARSE,)):
        wait_for(lambda: lag_is_zero(settings), 120, what="every lane re-parsed")
    assert _visible_version(engine, mail.mail_id) == NEW_VERSION
    new = _rows(engine)
    assert {(topic, v) for topic, _, v in new} == {(topic, NEW_VERSION) for topic in (t.bodies, t.attachments,
                                                                                       t.documents)}
    assert sorted(b for _, b, _ in new) == sorted(b + 1 for _, b, _ in old)
    assert _visible(engine, mail.mail_id) == new
    engine.dispose()


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_raw_replay_routes_old_mails_to_the_document_lane(kafka_settings: Settings, db_url: str,
                                                            tmp_path: Path) -> None:
    """Mails unpacked before the document topic existed had their PDFs on the attachment topic: that lane still
    reads them, and a replay of the unpack group from the raw topic routes them anew (same rows)."""
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    engine = migrated(settings)
    mails = [_pdf_mail(i, settings) for i in range(2)]
    _publish(settings, mails)
    # The old unpack stage: every attachment on the attachment topic.
    old_layout = settings.model_copy(update={"topics": settings.topics.model_copy(
        update={"documents": settings.topics.attachments})})
    with consumers_running(old_layout, stages=(UNPACK,)):
        wait_for(lambda: unpack_lag(settings) == 0, 120, what="unpacked the old way")
    t = settings.topics
    assert (topic_records(settings, t.attachments), topic_records(settings, t.documents)) == (2, 0)
    with consumers_running(settings, stages=(PARSE,)):
        wait_for(lambda: lag_is_zero(settings), 120, what="the old records parsed")
    first = counts(engine)
    assert first == {"mails": 2, "units": 4, "quotes": 4, "errors": 0, "poison": 0}
    config = write_config(settings, tmp_path / "otcmail.toml")
    assert run_cli(config, "replay", "--group", settings.consumer.unpack_group, "--to-earliest").returncode == 0
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 120, what="the raw topic replayed")
    assert (topic_records(settings, t.attachments), topic_records(settings, t.documents)) == (2, 2)
    assert counts(engine) == first
    engine.dispose()


def _rows(engine: Engine) -> list[tuple[str, float, str]]:
    """Every stored quote: (the lane's topic it was parsed from, bid, parser version)."""
    with engine.connect() as conn:
        return sorted((r.topic, r.bid, r.parser_version) for r in conn.execute(select(Quote)))


def _visible(engine: Engine, mail_id: str) -> list[tuple[str, float, str]]:
    """What readers see of the mail (the analyst view), as :func:`_rows`."""
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT kafka_topic, bid, parser_version FROM analyst_quotes WHERE mail_id = :m"),
                            {"m": mail_id}).all()
    return sorted((topic, bid, version) for topic, bid, version in rows)
