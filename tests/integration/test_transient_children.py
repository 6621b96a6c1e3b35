"""Regression (issue 11, defect 1): a killed PDF child is retried, never stored as the document's final result.

A PDF child killed from outside (SIGKILL from the OOM killer, SIGTERM/SIGINT of a shutdown) used to be
recorded as ``LimitExceeded("parser process died")``: the part marked parsed with an extraction error,
and a replay under the same parser version never repaired it. Seen live: stopping ``otcmail run``
logged "extraction ... raised BrokenPipeError". Here, with the real broker and the real child processes
(their target replaced by ``tests.support.pdf_child``):

* a child killed mid-extraction is tried again in the same run and its quotes are stored;
* stopping the consumer stops its child at once and leaves the part unparsed and uncommitted; the next
  run stores it;
* a Ctrl-C to the consumer's process group (``otcmail consume`` in a session of its own, as at a
  terminal) never reaches the child: the consumer stops it, leaves the part for the next run, and
  logs no traceback.
"""

from __future__ import annotations

import functools
import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import select

import extractors.pdf
from broker.clients import make_producer
from config.settings import Settings
from consumer.lag import group_lag
from consumer.processor import PARSE, UNPACK
from core.errors import BrokerUnavailable
from db.models import ExtractionErrorRow, ParsedUnit, Quote
from tests.support import pdf_child
from tests.support.cli import write_config
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    lag_is_zero,
    migrated,
    unpack_lag,
    wait_for,
)
from tests.support.mailrecords import mail_records, make_mail, publish

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "corpus"))
import corpus_docs  # noqa: E402

pytestmark = [pytest.mark.kafka, pytest.mark.slow]
REPO = Path(__file__).resolve().parents[2]
BODY = "Morning run\n\nACME 5.25 10/01/27  +60/+55\n"


def _publish_pdf_mail(settings: Settings) -> None:
    data = corpus_docs.pdf([["CDS run", "FORD 5Y 245/255"]], [[]])
    msg = make_mail(BODY, subject="CDS run", message_id="<cds-run@test>",
                    attachments=[("cds.pdf", "application/pdf", data)])
    producer = make_producer(settings)
    publish(producer, [mail_records(msg, settings).raw])
    producer.close()


def _units(engine) -> set[str]:  # type: ignore[no-untyped-def]
    with engine.connect() as conn:
        return set(conn.scalars(select(ParsedUnit.unit)))


def _instruments(engine) -> set[str]:  # type: ignore[no-untyped-def]
    with engine.connect() as conn:
        return set(conn.scalars(select(Quote.instrument_key)))


def _errors(engine) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    with engine.connect() as conn:
        return [(r.stage, r.message) for r in conn.execute(select(ExtractionErrorRow))]


def _attachment_lag(settings: Settings) -> int:
    """The document lane's lag, where the PDF goes (group_lag picks the lane's group, GROUP.documents)."""
    return sum(lag.lag for lag in group_lag(settings, settings.consumer.group, [settings.topics.documents]))


def _unpacked(settings: Settings) -> bool:
    try:
        return unpack_lag(settings) == 0
    except BrokerUnavailable:  # the coordinator of a brand-new group is not elected yet
        return False


def _attachments_done(settings: Settings) -> bool:
    try:
        return _attachment_lag(settings) == 0
    except BrokerUnavailable:
        return False


def _first_child(folder: Path, timeout: float = 90.0) -> tuple[int, int, int]:
    return wait_for(lambda: next(iter(pdf_child.started_children(folder)), None), timeout,
                    what="a PDF child started")


@pytest.mark.parametrize("signum", [signal.SIGKILL, signal.SIGTERM])
@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_child_killed_mid_extraction_is_retried_and_its_quotes_stored(
        kafka_settings: Settings, db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture, signum: int) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    engine = migrated(settings)
    folder = tmp_path / "children"
    folder.mkdir()
    monkeypatch.setattr(extractors.pdf, "read_pages", functools.partial(pdf_child.killed_once_then_parse, str(folder)))
    _publish_pdf_mail(settings)
    caplog.set_level(logging.WARNING, logger="consumer")
    with consumers_running(settings):
        pid = _first_child(folder)[0]
        (folder / pdf_child.RELEASED).write_text("")  # the next try parses for real
        os.kill(pid, signum)
        wait_for(lambda: lag_is_zero(settings), 90, what="the mail stored")
    assert _errors(engine) == []  # not an extraction error of the PDF, not poison
    assert counts(engine) == {"mails": 1, "units": 2, "quotes": 2, "errors": 0, "poison": 0}
    assert "FORD 5Y" in _instruments(engine)
    assert f"parser process killed by {signal.Signals(signum).name}" in caplog.text
    assert "trying again" in caplog.text
    engine.dispose()


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_stopping_the_consumer_stops_its_child_and_leaves_the_part_for_the_next_run(
        kafka_settings: Settings, db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    engine = migrated(settings)
    _publish_pdf_mail(settings)
    with consumers_running(settings, stages=(UNPACK,)):
        wait_for(lambda: _unpacked(settings), 60, what="the mail unpacked")
    folder = tmp_path / "children"
    folder.mkdir()
    real = extractors.pdf.read_pages
    monkeypatch.setattr(extractors.pdf, "read_pages", functools.partial(pdf_child.wait_to_be_killed, str(folder)))
    with consumers_running(settings, stages=(PARSE,)) as state:
        pid = _first_child(folder)[0]
        wait_for(lambda: "body" in _units(engine), 60, what="the body stored (its own lane)")
        stopping = time.monotonic()
        state["stop"].set()
        for thread in state["threads"]:
            thread.join(60)
        stopped_in = time.monotonic() - stopping
    assert stopped_in < 20, f"stopping took {stopped_in:.1f} s: the child was waited for"  # pdf_timeout_s is 60
    assert not pdf_child.alive(pid)
    assert _errors(engine) == []
    assert _units(engine) == {"body"}  # the PDF is not marked parsed ...
    assert _attachment_lag(settings) == 1  # ... nor its offset committed

    monkeypatch.setattr(extractors.pdf, "read_pages", real)
    with consumers_running(settings, stages=(PARSE,)):
        wait_for(lambda: _attachments_done(settings), 90, what="the PDF stored on the next run")
    assert counts(engine) == {"mails": 1, "units": 2, "quotes": 2, "errors": 0, "poison": 0}
    assert "FORD 5Y" in _instruments(engine)
    engine.dispose()


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_ctrl_c_reaches_the_consumer_not_its_child(kafka_settings: Settings, db_url: str, tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    engine = migrated(settings)
    _publish_pdf_mail(settings)
    with consumers_running(settings, stages=(UNPACK,)):
        wait_for(lambda: _unpacked(settings), 60, what="the mail unpacked")
    config = write_config(settings, tmp_path / "otcmail.toml")
    folder = tmp_path / "children"
    folder.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")} | {"PYTHONPATH": str(REPO)}
    consumer = subprocess.Popen([sys.executable, "-m", "tests.support.pdf_child", str(folder), "--config", str(config),
                                 "consume"], cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, start_new_session=True)  # its own process group, as at a terminal
    try:
        pid, sid, pgid = _first_child(folder)
        wait_for(lambda: "body" in _units(engine), 60, what="the body stored")
        os.killpg(consumer.pid, signal.SIGINT)  # what Ctrl-C at the terminal does
        _out, err = consumer.communicate(timeout=60)
    finally:
        if consumer.poll() is None:
            consumer.kill()
            consumer.wait(10)
    assert pgid != consumer.pid and sid != consumer.pid  # the child is out of the consumer's group and session
    assert consumer.returncode == 0, err
    assert "received SIGINT" in err and "left the group" in err, err
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    time.sleep(0.2)
    assert not pdf_child.alive(pid)
    assert _errors(engine) == []
    assert _units(engine) == {"body"}
    assert _attachment_lag(settings) == 1
    engine.dispose()
