"""Issue 13: heavy documents travel on a topic of their own, parsed by a lane that runs several at once.

Routing is decided by the extractors' registry on the bytes (never the file name), through the producer's
reader and the unpack step; the batch step of the document lane extracts ``workers`` records at once, keeps
what it commits a prefix of the batch, and runs each step under its lane's child policy.
"""

from __future__ import annotations

import io
import sys
import threading
from pathlib import Path

import openpyxl
import pytest

import consumer.steps
from broker.records import decode_headers
from config.settings import load_settings
from consumer.batch import BatchStep, RetryAttempts
from consumer.groups import HEAVY_FORMATS, lane_group, part_topics
from consumer.processor import PARSE, stage_lanes
from consumer.records import RecordData
from consumer.unpack import UnpackOptions, unpack_record
from core.errors import ExtractionInterrupted
from extractors.registry import FORMATS
from extractors.safety import child_policy, use_child_policy
from tests.support.mailrecords import as_record_data, file_records, mail_records, make_mail

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "corpus"))
import corpus_docs  # noqa: E402

CSV = b"Security,ISIN,Bid,Ask\nApple 3.85 2043,US037833AK68,97.10,97.60\n"


def _xlsx() -> bytes:
    wb = openpyxl.Workbook()
    wb.active.append(["Security", "ISIN", "Bid", "Ask"])
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def test_heavy_formats_are_registry_formats() -> None:
    assert {f.name for f in FORMATS} >= HEAVY_FORMATS
    assert not HEAVY_FORMATS & {"csv", "text", "html", "ignored", "ole"}


def test_parts_go_to_the_topic_of_their_sniffed_format(tmp_path: Path) -> None:
    settings = load_settings(home=str(tmp_path))
    pdf = corpus_docs.pdf([["CDS run", "FORD 5Y 245/255"]])
    docx = corpus_docs.docx(["ACME 4.25 10/01/27  +68/+63"], [])
    msg = make_mail("Morning\n\nACME 4.25 10/01/27  +68/+63\n", attachments=[
        ("run.csv", "text/csv", CSV),
        ("levels.pdf", "application/pdf", pdf),
        ("run.csv", "text/csv", pdf),  # a PDF whatever its name and declared type say
        ("prices", "application/octet-stream", CSV),  # text: light
        ("run.xlsx", "application/octet-stream", _xlsx()),
        ("notes.bin", "application/octet-stream", docx),
    ])
    raw = mail_records(msg, settings).raw
    unpacked = unpack_record(as_record_data(raw), UnpackOptions.from_settings(settings))
    t = settings.topics
    assert [p.topic for p in unpacked.parts] == [t.bodies, t.attachments, t.documents, t.documents, t.attachments,
                                                 t.documents, t.documents]
    # Every part still counts every part of the mail, whatever its lane (the writer's switch counts on it).
    assert {dict(p.headers)["units"] for p in unpacked.parts} == {b"7"}
    assert unpacked.document.mail.unit_count == 7

    # A loose document: by its bytes too.
    (loose_pdf,) = file_records(pdf, settings, "scan.txt")
    (loose_csv,) = file_records(CSV, settings, "levels")
    options = UnpackOptions.from_settings(settings)
    assert [p.topic for p in unpack_record(as_record_data(loose_pdf), options).parts] == [t.documents]
    assert [p.topic for p in unpack_record(as_record_data(loose_csv), options).parts] == [t.attachments]


def test_extractions_in_flight_are_counted_per_lane_topic(tmp_path: Path) -> None:
    from prometheus_client import REGISTRY

    from consumer.steps import process_record
    from extractors.model import ExtractionLimits

    settings = load_settings(home=str(tmp_path))
    seen: list[float | None] = []
    real = consumer.steps.extract

    def watching(*args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(REGISTRY.get_sample_value("otcmail_extractions_in_flight", {"topic": settings.topics.documents}))
        return real(*args, **kwargs)

    pdf = corpus_docs.pdf([["CDS run", "FORD 5Y 245/255"]])
    raw = mail_records(make_mail("x\n", attachments=[("a.pdf", "application/pdf", pdf)]), settings).raw
    part = unpack_record(as_record_data(raw), UnpackOptions.from_settings(settings)).parts[1]
    assert part.topic == settings.topics.documents
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(consumer.steps, "extract", watching)
        process_record(RecordData(part.topic, 0, 0, part.key, part.value, decode_headers(part.headers)),
                       ExtractionLimits())
    assert seen == [1.0]
    assert REGISTRY.get_sample_value("otcmail_extractions_in_flight", {"topic": settings.topics.documents}) == 0.0


def test_the_parsers_run_three_lanes_in_groups_of_their_own(tmp_path: Path) -> None:
    settings = load_settings(home=str(tmp_path), consumer={"group": "p"})
    t = settings.topics
    assert part_topics(settings) == (t.bodies, t.attachments, t.documents)
    assert stage_lanes(settings, PARSE) == [(t.bodies, "p"), (t.attachments, "p.attachments"),
                                            (t.documents, "p.documents")]
    assert lane_group(settings, "x", t.documents) == "x.documents"


def _records(n: int) -> list[RecordData]:
    return [RecordData("t", 0, i, b"k", b"v", {}) for i in range(n)]


def _step(process, workers: int) -> BatchStep:  # type: ignore[no-untyped-def]
    return BatchStep(process, None, "1", RetryAttempts(1, 0, 0), workers=workers)  # type: ignore[arg-type]


def test_the_pool_runs_records_at_once_in_order_under_the_lane_policy() -> None:
    both_running = threading.Barrier(2, timeout=30)  # broken (and the test failed) unless two run at once
    stop = threading.Event()
    seen: list[tuple[int, object]] = []

    def process(record: RecordData) -> int:
        seen.append((record.offset, child_policy().stop))
        if record.offset < 2:
            both_running.wait()
        return record.offset

    with use_child_policy(stop=stop, attempts=3):
        outcomes = _step(process, 2)._process(_records(5), None)
    assert outcomes == [0, 1, 2, 3, 4]
    assert {s for _, s in seen} == {stop}  # the lane's policy reached the pool's threads


def test_the_pool_stops_starting_at_the_deadline_and_keeps_a_prefix() -> None:
    started: list[int] = []

    def process(record: RecordData) -> int:
        started.append(record.offset)
        return record.offset

    assert _step(process, 2)._process(_records(5), deadline=0.0) == [0]  # the first is always done
    assert started == [0]


def test_an_interrupted_step_stops_the_pool_and_is_raised() -> None:
    started: list[int] = []
    release = threading.Event()

    def process(record: RecordData) -> int:
        started.append(record.offset)
        if record.offset == 0:
            release.wait(30)  # still in flight when the other one fails
            return 0
        release.set()
        raise ExtractionInterrupted("parser process killed by SIGKILL")

    with pytest.raises(ExtractionInterrupted):
        _step(process, 2)._process(_records(6), None)
    assert sorted(started) == [0, 1]  # nothing started after the failure; the one in flight was finished
