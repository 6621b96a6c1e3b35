"""Regression (issue 11, defect 2): a batch slower than ``max.poll.interval.ms`` no longer loops forever.

A batch whose extractions took longer than the poll interval got its consumer dropped from the group
by kafka-python's heartbeat thread; the offset commit then failed and the same batch was read again,
and again. A batch is now bounded by time as well as count (``consumer.batch_max_s``, by default a
quarter of ``max_poll_interval_ms``): what is done is written and committed, the rest read again.
Here, with the real broker, every extraction takes 0.8 s and the poll interval is 8 s: 14 records
take over 11 s, and every mail is stored exactly once.
"""

from __future__ import annotations

import logging
import time

import pytest
from sqlalchemy import func, select

import consumer.steps
from broker.clients import make_producer
from config.settings import Settings
from consumer.processor import PARSE, UNPACK
from core.errors import BrokerUnavailable
from db.models import Quote
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    lag_is_zero,
    migrated,
    unpack_lag,
    wait_for,
)
from tests.support.corpus import run_mails
from tests.support.mailrecords import publish

pytestmark = [pytest.mark.kafka, pytest.mark.slow]

MAILS = 14
EXTRACTION_S = 0.8
POLL_INTERVAL_MS = 8_000  # above the tests' 6 s session timeout, as kafka-python and the broker want


def _unpacked(settings: Settings) -> bool:
    try:
        return unpack_lag(settings) == 0
    except BrokerUnavailable:  # the coordinator of a brand-new group is not elected yet
        return False


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_extractions_slower_than_the_poll_interval_make_progress_and_store_each_mail_once(
        kafka_settings: Settings, db_url: str, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1, max_poll_interval_ms=POLL_INTERVAL_MS)
    assert settings.consumer.batch_time_s == POLL_INTERVAL_MS / 4000
    engine = migrated(settings)
    producer = make_producer(settings)
    publish(producer, [m.raw for m in run_mails(settings, MAILS, tag="slow")])
    producer.close()
    with consumers_running(settings, stages=(UNPACK,)):  # every body on its topic: one poll takes them all
        wait_for(lambda: _unpacked(settings), 60, what="the raw topic unpacked")

    real = consumer.steps.extract_bodies

    def slow(*args, **kwargs):  # type: ignore[no-untyped-def]
        time.sleep(EXTRACTION_S)
        return real(*args, **kwargs)

    monkeypatch.setattr(consumer.steps, "extract_bodies", slow)
    caplog.set_level(logging.INFO, logger="consumer")
    started = time.monotonic()
    with consumers_running(settings, stages=(PARSE,)):
        wait_for(lambda: lag_is_zero(settings), 120, what="every body parsed and committed")
    took = time.monotonic() - started
    assert took > MAILS * EXTRACTION_S > POLL_INTERVAL_MS / 1000  # the work really was slower than the interval
    assert counts(engine) == {"mails": MAILS, "units": MAILS, "quotes": 2 * MAILS, "errors": 0, "poison": 0}
    with engine.connect() as conn:  # once each: by mail and raw text too, not only by the natural key
        rows = conn.execute(select(Quote.mail_id, Quote.raw, func.count()).group_by(Quote.mail_id, Quote.raw))
        assert {n for *_, n in rows} == {1}
    assert "offset commit FAILED" not in caplog.text
    assert "batch time budget" in caplog.text  # batches were cut by time, not only by count
    engine.dispose()
