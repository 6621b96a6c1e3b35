"""Two consumer processes in one group share the partitions; a rebalance mid-run loses and doubles nothing."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from kafka.errors import KafkaError

from broker.clients import make_admin, make_producer
from config.settings import Settings
from tests.support.cli import OTCMAIL, write_config
from tests.support.consumers import consumer_settings, counts, database_url, lag_is_zero, migrated, wait_for
from tests.support.corpus import run_mails
from tests.support.mailrecords import publish

pytestmark = [pytest.mark.kafka, pytest.mark.slow]
REPO = Path(__file__).resolve().parents[2]


def _start(config: Path, log: Path, slow_s: float = 0.0) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")} | {"PYTHONPATH": str(REPO)}
    cmd = [str(OTCMAIL)] if not slow_s else [sys.executable, "-m", "tests.support.crashing_consumer", "slow",
                                             str(slow_s)]
    return subprocess.Popen([*cmd, "--config", str(config), "consume"], env=env, cwd=REPO,
                            stdout=subprocess.DEVNULL, stderr=log.open("wb"))


def _stop(*procs: subprocess.Popen[bytes]) -> None:
    for p in procs:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
    for p in procs:
        try:
            assert p.wait(60) == 0
        finally:
            if p.poll() is None:
                p.kill()


def _mail_assignments(settings: Settings) -> list[set[int]]:
    admin = make_admin(settings)
    try:
        group = admin.describe_groups([settings.consumer.group])[settings.consumer.group]
    except KafkaError:  # the coordinator of a brand-new group is not elected yet
        return []
    finally:
        admin.close()
    out = []
    for member in group.get("members") or []:
        assignment = member.get("member_assignment") or {}
        parts = {p for t in assignment.get("assigned_partitions") or [] if t["topic"] == settings.topics.mails
                 for p in t["partitions"]}
        if parts:
            out.append(parts)
    return out


def _stored(log: Path) -> int:
    return sum(int(n) for n in re.findall(r"stored (\d+) records", log.read_text()))


def test_two_consumers_share_partitions_and_process_each_mail_once(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, database_url("sqlite", tmp_path, None), partitions=4)
    engine = migrated(settings)
    config = write_config(settings, tmp_path / "otcmail.toml")
    a = _start(config, tmp_path / "a.log")
    b = _start(config, tmp_path / "b.log")
    try:
        shares = wait_for(lambda: (s := _mail_assignments(settings)) and len(s) == 2 and s, 60,
                          what="two members sharing the mail partitions")
        assert shares[0] and shares[1] and not shares[0] & shares[1] and shares[0] | shares[1] == {0, 1, 2, 3}
        mails = run_mails(settings, 40, tag="share")
        producer = make_producer(settings)
        publish(producer, [m.mail for m in mails])
        producer.close()
        wait_for(lambda: lag_is_zero(settings), 60, what="lag 0")
    finally:
        _stop(a, b)
    assert counts(engine) == {"mails": 40, "units": 40, "quotes": 80, "errors": 0, "poison": 0}
    a_n, b_n = _stored(tmp_path / "a.log"), _stored(tmp_path / "b.log")
    assert a_n > 0 and b_n > 0 and a_n + b_n == 40  # each mail processed by exactly one of them, once
    engine.dispose()


def test_rebalance_mid_run(kafka_settings: Settings, tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, database_url("sqlite", tmp_path, None), partitions=4,
                                 batch_size=5)
    engine = migrated(settings)
    mails = run_mails(settings, 120, every_attachment=6, tag="rebalance")
    producer = make_producer(settings)
    publish(producer, [r for m in mails for r in m.all])
    producer.close()
    config = write_config(settings, tmp_path / "otcmail.toml")
    a = _start(config, tmp_path / "a.log", slow_s=0.3)  # 5 records per 0.3s+: surely still busy when B joins
    b = None
    try:
        wait_for(lambda: counts(engine)["units"] >= 10, 60, what="the first consumer under way")
        b = _start(config, tmp_path / "b.log")  # joins mid-run: A's partitions are revoked between batches
        wait_for(lambda: len(_mail_assignments(settings)) == 2, 60, what="B in the group")
        assert counts(engine)["units"] < 140  # A was still at it
        wait_for(lambda: lag_is_zero(settings), 120, what="lag 0")
    finally:
        _stop(*(p for p in (a, b) if p is not None))
    assert "partitions revoked" in (tmp_path / "a.log").read_text()
    assert _stored(tmp_path / "b.log") > 0
    assert counts(engine) == {"mails": 120, "units": 140, "quotes": 120 * 2 + 20 * 2, "errors": 0, "poison": 0}
    engine.dispose()
