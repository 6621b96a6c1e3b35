"""What a Spark task does with its rows (``spark.parsing.parse_partition``), without Spark or Kafka: Kafka
source rows of raw records -> the consumers' unpack and parse steps -> the batch step -> SQLite."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from config.settings import Settings, load_settings
from consumer.unpack import UnpackOptions
from db.engine import make_engine
from db.migrate import upgrade
from db.models import ExtractionErrorRow, Mail, ParsedUnit, Quote
from extractors import PARSER_VERSION
from extractors.model import ExtractionLimits
from spark.parsing import ParseCounts, WriterConfig, parse_partition, record_from_row
from tests.support.corpus import expected_quotes, run_mails
from tests.support.mailrecords import MailRecords, Record

STAMP = 1_770_000_000_000


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = load_settings(home=str(tmp_path), database={"url": f"sqlite:///{tmp_path / 'otcmail.db'}"})
    engine = make_engine(s)
    upgrade(engine)
    engine.dispose()
    return s


def config(settings: Settings, parser_version: str = PARSER_VERSION, batch_size: int = 3) -> WriterConfig:
    return WriterConfig(settings.database.url.get_secret_value(), ExtractionLimits.from_settings(settings.limits),
                        parser_version, UnpackOptions.from_settings(settings), batch_size=batch_size)


def source_rows(records: list[Record]) -> list[dict[str, Any]]:
    """The Kafka source's rows (``includeHeaders``), as ``spark.jobs.reprocess.read_range`` selects them."""
    return [{"topic": r.topic, "partition": 0, "offset": i, "key": r.key, "value": r.value,
             "headers": [{"key": k, "value": bytearray(v)} for k, v in r.headers], "timestamp_ms": STAMP + i}
            for i, r in enumerate(records)]


def run(cfg: WriterConfig, records: list[Record]) -> ParseCounts:
    (counts,) = parse_partition(cfg, iter(source_rows(records)))
    return counts


def stored(settings: Settings, *columns: Any) -> set[tuple[Any, ...]]:
    engine = make_engine(settings)
    try:
        with engine.connect() as conn:
            return {tuple(r) for r in conn.execute(select(*columns))}
    finally:
        engine.dispose()


def mails_and_poison(settings: Settings) -> tuple[list[MailRecords], list[Record]]:
    mails = run_mails(settings, 7, every_attachment=3, tag="spark-unit")
    raw = settings.topics.raw
    poison = [Record(raw, b"f" * 64, b"{not json", [("otcmail-kind", b"mail")]),  # an old v1 mail record
              Record(raw, b"e" * 64, b"{}", [])]  # no kind header
    records = [m.raw for m in mails[:3]] + poison + [m.raw for m in mails[3:]]
    return mails, records


def test_row_to_record() -> None:
    row = {"topic": "t", "partition": 2, "offset": 7, "key": bytearray(b"k"), "value": None,
           "headers": [{"key": "otcmail-kind", "value": bytearray(b"raw")}, {"key": "x", "value": None}],
           "timestamp_ms": STAMP}
    rec = record_from_row(row)
    assert (rec.topic, rec.partition, rec.offset, rec.key, rec.value, rec.timestamp_ms) == ("t", 2, 7, b"k", None,
                                                                                          STAMP)
    assert rec.headers["otcmail-kind"] == "raw"
    empty = record_from_row(row | {"key": None, "headers": None, "timestamp_ms": None})
    assert (empty.key, dict(empty.headers), empty.timestamp_ms) == (None, {}, None)


def test_a_partition_stores_what_the_pipeline_extracts(settings: Settings) -> None:
    mails, records = mails_and_poison(settings)
    counts = run(config(settings), records)
    expected = expected_quotes(mails, settings)
    assert len(expected) == 7 * 2 + 3 * 2
    assert (counts.records, counts.mails, counts.poison, counts.dead_lettered) == (9, 7, 2, 0)
    assert counts.quotes_written == len(expected) and counts.units_new == 7 + 3
    assert stored(settings, Quote.mail_id, Quote.part, Quote.location, Quote.instrument_key, Quote.quote_type,
                  Quote.bid, Quote.ask) == expected
    # Every part names the raw record it was unpacked from.
    offsets = {m.mail_id: i for i, m in enumerate(mails[:3])} | {m.mail_id: i + 5 for i, m in enumerate(mails[3:])}
    assert stored(settings, Quote.mail_id, Quote.topic, Quote.offset) == {
        (m, settings.topics.raw, o) for m, o in offsets.items()}
    assert stored(settings, Mail.id, Mail.parser_version) == {(m.mail_id, PARSER_VERSION) for m in mails}
    assert stored(settings, ExtractionErrorRow.mail_id, ExtractionErrorRow.stage, ExtractionErrorRow.kind,
                  ExtractionErrorRow.offset) == {("f" * 64, "poison", "undecodable", 3),
                                                 ("e" * 64, "poison", "undecodable", 4)}


def test_again_changes_nothing_and_a_newer_version_switches_every_mail(settings: Settings) -> None:
    mails, records = mails_and_poison(settings)
    first = run(config(settings), records)
    units = stored(settings, ParsedUnit.mail_id, ParsedUnit.unit, ParsedUnit.parser_version)
    quotes = stored(settings, Quote.mail_id, Quote.part, Quote.location, Quote.bid, Quote.ask, Quote.parser_version)

    again = run(config(settings, batch_size=100), records)
    assert (again.quotes_written, again.quotes_deleted, again.units_new, again.errors_written) == (0, 0, 0, 0)
    assert again.units_present == first.units_new and again.units_replaced == 0
    assert stored(settings, ParsedUnit.mail_id, ParsedUnit.unit, ParsedUnit.parser_version) == units

    newer = run(config(settings, parser_version="99.0.0"), records)
    assert (newer.units_replaced, newer.quotes_written, newer.quotes_deleted) == (len(units), len(quotes),
                                                                                len(quotes))
    assert stored(settings, Mail.parser_version) == {("99.0.0",)}
    assert stored(settings, ParsedUnit.mail_id, ParsedUnit.unit, ParsedUnit.parser_version) == {
        (m, u, "99.0.0") for m, u, _ in units}
    assert stored(settings, Quote.mail_id, Quote.part, Quote.location, Quote.bid, Quote.ask,
                  Quote.parser_version) == {(*q[:-1], "99.0.0") for q in quotes}
