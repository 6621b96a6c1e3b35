"""Pure parts of the consumer: the dead-letter limit, replay argument parsing, the steps on plain data."""

from __future__ import annotations

import datetime as dt

import pytest

from config.settings import load_settings
from consumer.deadletter import DeadLetterLimit
from consumer.replay import ReplayError, parse_datetime, parse_duration, parse_partition_offsets
from consumer.steps import RecordData, process_record
from consumer.unpack import UnpackOptions, unpack_record
from core.errors import DeadLetterLimitExceeded
from db.documents import FailedRecord, ParsedRecord
from db.repository import version_key
from extractors.model import ExtractionLimits
from tests.support.corpus import run_mail
from tests.support.mailrecords import Record, as_record_data, mail_records


def test_dead_letter_limit_counts_over_a_sliding_window() -> None:
    limit = DeadLetterLimit(max_ratio=0.5, window=10)
    limit.check(10, 5)  # exactly half: allowed
    limit.check(100, 0)  # the window slides: old poison forgotten
    limit.check(10, 5)
    with pytest.raises(DeadLetterLimitExceeded, match="6 of the last 10"):
        limit.check(6, 6)


def test_replay_arguments() -> None:
    assert parse_duration("P1D") == dt.timedelta(days=1)
    assert parse_duration("PT6H30M") == dt.timedelta(hours=6, minutes=30)
    assert parse_duration("P2DT1.5S") == dt.timedelta(days=2, seconds=1.5)
    for bad in ("1d", "P", "PT", "P1W"):
        with pytest.raises(ReplayError):
            parse_duration(bad)
    assert parse_datetime("2026-02-02T09:00:00Z").utcoffset() == dt.timedelta(0)
    with pytest.raises(ReplayError, match="time zone"):
        parse_datetime("2026-02-02T09:00:00")
    assert parse_partition_offsets(["0:10", "3:0"]) == {0: 10, 3: 0}
    with pytest.raises(ReplayError):
        parse_partition_offsets(["10"])


def test_version_order() -> None:
    assert version_key("1.10.0") > version_key("1.9.3") > version_key("1.0.0")


def test_steps_on_plain_records(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The producer's raw record -> unpack -> one body and one attachment record -> parse."""
    settings = load_settings(home=str(tmp_path))
    records = mail_records(run_mail(0, attachment=True, tag="unit"), settings)
    unpacked = unpack_record(as_record_data(records.raw), UnpackOptions.from_settings(settings))
    assert unpacked.mail_id == records.mail_id and unpacked.document.mail.unit_count == 2
    assert [p.topic for p in unpacked.parts] == [settings.topics.bodies, settings.topics.attachments]
    body, attachment = (as_record_data(Record(p.topic, p.key, p.value, p.headers)) for p in unpacked.parts)
    mail = process_record(body, ExtractionLimits())
    assert isinstance(mail, ParsedRecord) and mail.unit == "body" and mail.unit_count == 2
    assert mail.mail is not None and mail.mail.sender == "t0@desk.acmebank.com"
    assert {(q.ticker, q.quote_type) for q in mail.result.quotes} == {("ACME", "spread"), ("FOO", "price")}
    att = process_record(attachment, ExtractionLimits())
    assert isinstance(att, ParsedRecord) and att.mail_id == records.mail_id and att.unit == "2"
    assert att.attachment is not None and att.attachment.filename == "run.csv"
    assert {q.isin for q in att.result.quotes} == {"US037833AK68", "US594918BR43"}
    garbage = RecordData("t", 0, 5, b"k", b"{", {"otcmail-kind": "body"})
    failed = process_record(garbage, ExtractionLimits())
    assert isinstance(failed, FailedRecord) and failed.kind == "undecodable" and failed.value == b"{"
    raw_to_parser = process_record(as_record_data(records.raw), ExtractionLimits())
    assert isinstance(raw_to_parser, FailedRecord) and raw_to_parser.kind == "undecodable"


def test_unexpected_extractor_errors_are_retried_then_dead_lettered(monkeypatch: pytest.MonkeyPatch,
                                                                    tmp_path) -> None:  # type: ignore[no-untyped-def]
    import consumer.steps

    calls = []

    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        raise IndexError("extractor bug")

    monkeypatch.setattr(consumer.steps, "extract_bodies", broken)
    settings = load_settings(home=str(tmp_path))
    records = mail_records(run_mail(1), settings)
    unpacked = unpack_record(as_record_data(records.raw), UnpackOptions.from_settings(settings))
    (body,) = unpacked.parts
    out = process_record(as_record_data(Record(body.topic, body.key, body.value, body.headers)), ExtractionLimits(),
                         attempts=3)
    assert isinstance(out, FailedRecord) and out.kind == "extraction_failed" and "IndexError" in out.message
    assert len(calls) == 3 and out.mail_id == records.mail_id and out.unit == "body" and out.unit_count == 1
