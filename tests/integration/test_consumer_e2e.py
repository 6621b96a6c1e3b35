"""Raw records on the real broker -> unpack stage -> parser consumers -> real extractors -> rows in SQLite and
PostgreSQL."""

from __future__ import annotations

import pytest
from kafka import KafkaConsumer
from sqlalchemy import select

from broker.clients import make_consumer, make_producer
from config.settings import Settings
from core.errors import DeadLetterLimitExceeded
from db.models import ExtractionErrorRow, Mail, Quote
from extractors import PARSER_VERSION
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    lag_is_zero,
    migrated,
    total_lag,
    wait_for,
)
from tests.support.corpus import CSV_RUN, expected_quotes, run_mails
from tests.support.mailrecords import Record, loose_file_record, publish

pytestmark = [pytest.mark.kafka, pytest.mark.postgres, pytest.mark.slow]


def stored_quotes(engine) -> set[tuple[object, ...]]:  # type: ignore[no-untyped-def]
    with engine.connect() as conn:
        rows = conn.execute(select(Quote.mail_id, Quote.part, Quote.location, Quote.instrument_key,
                                   Quote.quote_type, Quote.bid, Quote.ask))
        return {tuple(r) for r in rows}


def test_files_to_rows(kafka_settings: Settings, db_url: str) -> None:
    settings = consumer_settings(kafka_settings, db_url)
    mails = run_mails(settings, 24, every_attachment=4, tag="e2e")
    loose_csv = CSV_RUN.format(b1=90, a1=91, b2=92, a2=93).encode()
    loose = loose_file_record(loose_csv, "loose-run.csv", "text/csv", settings)
    producer = make_producer(settings)
    publish(producer, [r for m in mails for r in m.all] + [loose])
    producer.close()
    engine = migrated(settings)
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 90, what="consumer lag 0")

    expected = expected_quotes(mails, settings)
    # 24 mails x 2 body quotes + 6 CSV attachments x 2 rows, from the real extractors.
    assert len(expected) == 24 * 2 + 6 * 2
    stored = stored_quotes(engine)
    loose_id = loose.key.decode()
    assert {q for q in stored if q[0] != loose_id} == expected
    assert {(q[3], q[5], q[6]) for q in stored if q[0] == loose_id} == {
        ("US037833AK68", 90.0, 91.0), ("US594918BR43", 92.0, 93.0)}
    c = counts(engine)
    assert c["mails"] == 25 and c["units"] == 24 + 6 + 1 and c["quotes"] == len(expected) + 2

    with engine.connect() as conn:
        first = mails[0]
        acme = conn.execute(select(Quote).where(Quote.mail_id == first.mail_id, Quote.quote_type == "spread")).one()
        assert (acme.ticker, acme.coupon, acme.bid, acme.ask, acme.dealer) == ("ACME", 4.25, 60.0, 55.0, "acmebank")
        assert acme.quoted_at.isoformat() == "2026-02-02T09:00:00+00:00"
        assert (acme.topic, acme.parser_version) == (settings.topics.bodies, PARSER_VERSION)
        # The attachment's quotes hang off the mail that carried it.
        att = conn.execute(select(Quote).where(Quote.mail_id == first.mail_id, Quote.isin.is_not(None))).all()
        assert len(att) == 2 and {q.topic for q in att} == {settings.topics.attachments}
        kinds = dict(conn.execute(select(Mail.id, Mail.kind)).all())
        assert kinds[loose_id] == "file" and kinds[first.mail_id] == "mail"
        mail = conn.execute(select(Mail).where(Mail.id == first.mail_id)).one()
        assert (mail.subject, mail.dealer, mail.message_id, mail.attachment_count) == (
            "run e2e 0", "acmebank", "<run-e2e-0@test>", 1)
    engine.dispose()


def _dlq_records(settings: Settings, expect: int) -> list:  # type: ignore[type-arg]
    consumer: KafkaConsumer = make_consumer(settings, settings.topics.dead_letter, group_id=None,
                                            consumer_timeout_ms=3000)
    try:
        return list(consumer)[:expect + 10]
    finally:
        consumer.close()


def test_poison_goes_to_dead_letter_and_the_rest_flows(kafka_settings: Settings, db_url: str) -> None:
    settings = consumer_settings(kafka_settings, db_url)
    mails = run_mails(settings, 6, tag="poison")
    # Anything is a valid raw message (a file nobody can parse is recorded, not poison); a record that is
    # not a raw record at all (an old v1 mail record, no kind header) is poison for the unpack stage.
    garbage = Record(settings.topics.raw, b"f" * 64, b"{not json", [("otcmail-kind", b"mail")])
    no_kind = Record(settings.topics.raw, b"e" * 64, b"{}", [])
    producer = make_producer(settings)
    publish(producer, [mails[0].raw, garbage, *[m.raw for m in mails[1:3]], no_kind, *[m.raw for m in mails[3:]]])
    producer.close()
    engine = migrated(settings)
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 60, what="consumer lag 0")
    c = counts(engine)
    assert c["mails"] == 6 and c["quotes"] == 12 and c["poison"] == 2
    dlq = _dlq_records(settings, 2)
    assert len(dlq) == 2
    by_key = {r.key: dict(r.headers) for r in dlq}
    h = by_key[b"f" * 64]
    assert h["dlq-topic"].decode() == settings.topics.raw and h["dlq-reason"] == b"undecodable"
    assert h["dlq-group"].decode() == settings.consumer.unpack_group and int(h["dlq-offset"]) >= 0
    assert b"no valid otcmail-kind header" in h["dlq-error"]
    assert {r.value for r in dlq} == {b"{not json", b"{}"}
    with engine.connect() as conn:
        rows = conn.execute(select(ExtractionErrorRow.kind, ExtractionErrorRow.mail_id, ExtractionErrorRow.topic)
                            .where(ExtractionErrorRow.stage == "poison")).all()
    assert {(k, m) for k, m, _ in rows} == {("undecodable", "f" * 64), ("undecodable", "e" * 64)}
    engine.dispose()


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_dead_letter_limit_stops_the_consumer(kafka_settings: Settings, db_url: str) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1, dead_letter_window=10,
                                 dead_letter_max_ratio=0.5)
    garbage = [Record(settings.topics.raw, f"{i:064x}".encode(), b"garbage", [("otcmail-kind", b"mail")])
               for i in range(12)]
    producer = make_producer(settings)
    publish(producer, garbage)
    producer.close()
    migrated(settings).dispose()
    with pytest.raises(DeadLetterLimitExceeded, match="could not be parsed"), consumers_running(settings) as state:
        wait_for(lambda: not state["thread"].is_alive(), 60, what="the consumer to stop on its own")
    # The batch that tripped the limit was neither dead-lettered nor committed.
    lag = total_lag(settings)
    assert lag >= 12 - 5
    assert len(_dlq_records(settings, 12)) + lag == 12
