"""A rebalance never leaves a lane out of its group (consumer/rebalance.py).

Partitions added to the topics make every lane's group rebalance on a metadata change. With a short poll,
kafka-python 3.0.12 then drops the finished join of a group leader about one time in two: that lane gets
no partitions, sends no heartbeats and reads nothing, with nothing in the log. The test runs all four
lanes (unpack, bodies, attachments, documents) and sends mails through each after the rebalance; without
the lanes' request to join again nearly every run has a lane stuck, and its group's lag never reaches 0."""

from __future__ import annotations

import io
import logging
import time
from pathlib import Path

import openpyxl
import pytest
from kafka.admin import NewPartitions

from broker.clients import make_admin, make_producer
from config.settings import Settings
from consumer.groups import part_topics
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    database_url,
    lag_is_zero,
    migrated,
    wait_for,
)
from tests.support.corpus import run_mails
from tests.support.mailrecords import mail_records, make_mail, publish

pytestmark = [pytest.mark.kafka]

PARTITIONS = 4


def workbook_mail(i: int) -> bytes:
    """A mail whose only price is in an Excel run (the document lane's)."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Security", "ISIN", "Bid", "Ask"])
    sheet.append(["ACME 4.5 2031", "US0378331005", 99.5 + i / 100, 99.75 + i / 100])
    data = io.BytesIO()
    book.save(data)
    xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    return bytes(make_mail("Run attached.", message_id=f"<book-{i}-{time.time_ns()}@test>",
                           attachments=[("run.xlsx", xlsx, data.getvalue())]))


def test_lanes_rejoin_after_partitions_are_added(kafka_settings: Settings, tmp_path: Path,
                                                 caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="consumer.rebalance")
    settings = consumer_settings(kafka_settings, database_url("sqlite", tmp_path, None), partitions=1,
                                 poll_timeout_ms=10, metadata_max_age_ms=500, rejoin_after_s=2.0)
    engine = migrated(settings)
    topics = [settings.topics.raw, *part_topics(settings)]
    try:
        with consumers_running(settings) as state:
            before = run_mails(settings, 4, every_attachment=2, tag="before") + [
                mail_records(workbook_mail(0), settings)]
            producer = make_producer(settings)
            try:
                publish(producer, [m.raw for m in before])
            finally:
                producer.close()
            wait_for(lambda: lag_is_zero(settings), 90, what="every lane through the first mails")
            first = counts(engine)["quotes"]
            assert first > 0

            admin = make_admin(settings)
            try:
                admin.create_partitions({t: NewPartitions(PARTITIONS) for t in topics})
            finally:
                admin.close()
            after = run_mails(settings, 40, every_attachment=2, tag="after") + [
                mail_records(workbook_mail(i), settings) for i in range(1, 5)]
            producer = make_producer(settings)  # a new producer: it sees the new partitions at once
            try:
                assert len(producer.partitions_for(settings.topics.raw)) == PARTITIONS
                publish(producer, [m.raw for m in after])
            finally:
                producer.close()
            wait_for(lambda: lag_is_zero(settings), 120,
                     what="every lane through the mails published after the rebalance")
            assert counts(engine)["quotes"] > first
            assert state["error"] is None
    finally:
        engine.dispose()
    asked = [r.getMessage() for r in caplog.records if "asking it to join again" in r.getMessage()]
    print(f"requests to join again: {len(asked)}")
