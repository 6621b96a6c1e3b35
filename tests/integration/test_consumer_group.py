"""Two consumer processes in one group share the partitions, in each stage (unpack, parse); a rebalance
mid-run, in either stage, loses and doubles nothing."""

from __future__ import annotations

import contextlib
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
from consumer.processor import PARSE, UNPACK
from tests.support.cli import OTCMAIL, write_config
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    database_url,
    lag_is_zero,
    migrated,
    unpack_lag,
    wait_for,
)
from tests.support.corpus import run_mails
from tests.support.mailrecords import publish

pytestmark = [pytest.mark.kafka, pytest.mark.slow]
REPO = Path(__file__).resolve().parents[2]


def _start(config: Path, command: str, log: Path, slow_s: float = 0.0) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")} | {"PYTHONPATH": str(REPO)}
    cmd = [str(OTCMAIL)] if not slow_s else [sys.executable, "-m", "tests.support.crashing_consumer", "slow",
                                             str(slow_s)]
    return subprocess.Popen([*cmd, "--config", str(config), command], env=env, cwd=REPO,
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


def _assignments(settings: Settings, group: str, topic: str) -> list[set[int]]:
    """The partitions of ``topic`` each member of ``group`` holds (members holding none left out)."""
    admin = make_admin(settings)
    try:
        described = admin.describe_groups([group])[group]
    except KafkaError:  # the coordinator of a brand-new group is not elected yet
        return []
    finally:
        admin.close()
    out = []
    for member in described.get("members") or []:
        assignment = member.get("member_assignment") or {}
        parts = {p for t in assignment.get("assigned_partitions") or [] if t["topic"] == topic
                 for p in t["partitions"]}
        if parts:
            out.append(parts)
    return out


def _stored(log: Path, topic: str) -> int:
    """Records a process stored from ``topic`` (its lanes log `G/topic: stored N records`)."""
    return sum(int(n) for n in re.findall(rf"/{re.escape(topic)}: stored (\d+) records", log.read_text()))


def test_two_consumers_share_partitions_and_process_each_mail_once(kafka_settings: Settings, tmp_path: Path) -> None:
    """Two `otcmail unpack` and two `otcmail consume` processes: each raw record unpacked by exactly one
    unpack process, each body record parsed by exactly one parser process, once."""
    # A session timeout that survives a loaded CI machine: this test is about sharing, not failover.
    settings = consumer_settings(kafka_settings, database_url("sqlite", tmp_path, None), partitions=4,
                                 session_timeout_ms=20_000)
    engine = migrated(settings)
    config = write_config(settings, tmp_path / "otcmail.toml")
    procs = {(command, name): _start(config, command, tmp_path / f"{command}-{name}.log")
             for command in ("unpack", "consume") for name in ("a", "b")}
    lanes = [(settings.consumer.unpack_group, settings.topics.raw), (settings.consumer.group, settings.topics.bodies)]
    try:
        for group, topic in lanes:
            shares = wait_for(lambda g=group, t=topic: (s := _assignments(settings, g, t)) and len(s) == 2 and s, 60,
                              what=f"two members of {group} sharing {topic}")
            assert shares[0] and shares[1] and not shares[0] & shares[1] and shares[0] | shares[1] == {0, 1, 2, 3}
        mails = run_mails(settings, 40, tag="share")
        producer = make_producer(settings)
        publish(producer, [m.raw for m in mails])
        producer.close()
        wait_for(lambda: lag_is_zero(settings), 60, what="lag 0")
    finally:
        _stop(*procs.values())
    assert counts(engine) == {"mails": 40, "units": 40, "quotes": 80, "errors": 0, "poison": 0}
    for command, topic in (("unpack", settings.topics.raw), ("consume", settings.topics.bodies)):
        a_n, b_n = (_stored(tmp_path / f"{command}-{name}.log", topic) for name in ("a", "b"))
        # Each record by exactly one process, once. (Both shared the partitions, asserted above; which one
        # ends up with the records depends on later rebalances a loaded machine may cause.)
        assert a_n + b_n == 40, (command, a_n, b_n)
    engine.dispose()


@pytest.mark.parametrize("command", ["unpack", "consume"])
def test_rebalance_mid_run(kafka_settings: Settings, tmp_path: Path, command: str) -> None:
    """A slow process of the stage is busy when a second one joins its group: the partitions move between
    batches; the other stage runs in threads. Every mail stored once, whole."""
    settings = consumer_settings(kafka_settings, database_url("sqlite", tmp_path, None), partitions=4,
                                 batch_size=5, session_timeout_ms=20_000)  # a loaded machine must not evict
    engine = migrated(settings)
    mails = run_mails(settings, 120, every_attachment=6, tag="rebalance")
    producer = make_producer(settings)
    publish(producer, [r for m in mails for r in m.all])
    producer.close()
    if command == "consume":
        with consumers_running(settings, stages=(UNPACK,)):
            wait_for(lambda: unpack_lag(settings) == 0, 60, what="the raw topic unpacked")
        group, topic, progress, total = settings.consumer.group, settings.topics.bodies, "units", 140
        others: tuple[str, ...] = ()
    else:
        group, topic, progress, total = settings.consumer.unpack_group, settings.topics.raw, "mails", 120
        others = (PARSE,)
    config = write_config(settings, tmp_path / "otcmail.toml")
    # 5 records a second: A is surely still busy when B joins. (A consumer drains its fetched partitions one
    # after the other; B must join before A is through the partitions B will be given.)
    a = _start(config, command, tmp_path / "a.log", slow_s=1.0)
    b = None
    try:
        with consumers_running(settings, stages=others) if others else contextlib.nullcontext():
            wait_for(lambda: counts(engine)[progress] >= 5, 60, what="the first process under way")
            b = _start(config, command, tmp_path / "b.log")  # joins mid-run: A's partitions revoked between batches
            wait_for(lambda: len(_assignments(settings, group, topic)) == 2, 60, what="B in the group")
            assert counts(engine)[progress] < total  # A was still at it
            wait_for(lambda: lag_is_zero(settings), 120, what="lag 0")
    finally:
        _stop(*(p for p in (a, b) if p is not None))
    assert "partitions revoked" in (tmp_path / "a.log").read_text()
    assert _stored(tmp_path / "b.log", topic) > 0
    assert counts(engine) == {"mails": 120, "units": 140, "quotes": 120 * 2 + 20 * 2, "errors": 0, "poison": 0}
    engine.dispose()
