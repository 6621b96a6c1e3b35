"""The bundled broker is a real Kafka: records go in, come back in order, and survive a restart."""

from __future__ import annotations

import threading
import time
from collections import defaultdict
from pathlib import Path

import pytest
from kafka import KafkaConsumer, TopicPartition
from kafka.admin import NewTopic

from broker.clients import make_admin, make_consumer, make_producer
from broker.health import describe_topics
from broker.server import BundledBroker
from broker.topics import ensure_topics
from config.settings import Settings, load_settings
from core.errors import BrokerUnavailable
from tests.support.cli import run_cli, write_config
from tests.support.kafka import broker_settings, running_broker

pytestmark = pytest.mark.kafka
N = 10_000


def _read_all(settings: Settings, topic: str, partitions: int) -> dict[int, list[bytes]]:
    consumer: KafkaConsumer = make_consumer(settings, group_id=None, consumer_timeout_ms=5000)
    tps = [TopicPartition(topic, p) for p in range(partitions)]
    consumer.assign(tps)
    consumer.seek_to_beginning(*tps)
    ends = consumer.end_offsets(tps)
    seen: dict[int, list[bytes]] = defaultdict(list)
    deadline = time.monotonic() + 60
    while sum(len(v) for v in seen.values()) < sum(ends.values()) and time.monotonic() < deadline:
        for tp, records in consumer.poll(timeout_ms=1000).items():
            seen[tp.partition] += [r.value for r in records]
    consumer.close()
    return seen


@pytest.fixture(scope="module")
def own_broker(tmp_path_factory: pytest.TempPathFactory):
    """A broker this module may stop and restart without disturbing other tests."""
    settings = broker_settings(tmp_path_factory.mktemp("restart-home"))
    with running_broker(settings) as broker:
        yield settings, broker


def test_ten_thousand_records_in_order_and_again_after_restart(own_broker) -> None:
    settings, broker = own_broker
    admin = make_admin(settings)
    admin.create_topics([NewTopic("roundtrip", 4, 1)])
    admin.close()
    producer = make_producer(settings)
    for i in range(N):
        producer.send("roundtrip", key=f"k{i % 97}".encode(), value=f"{i:06d}".encode())
    producer.flush()
    producer.close()

    first = _read_all(settings, "roundtrip", 4)
    assert sum(len(v) for v in first.values()) == N
    for values in first.values():  # within a partition Kafka keeps the send order
        assert values == sorted(values)
    assert sorted(v for vs in first.values() for v in vs) == [f"{i:06d}".encode() for i in range(N)]

    stopped = broker.stop()
    assert stopped.was_running and not stopped.forced
    assert not broker.is_running()
    broker.start()
    assert _read_all(settings, "roundtrip", 4) == first


def test_start_twice_is_harmless_and_status_reports_offsets(own_broker, tmp_path: Path) -> None:
    settings, broker = own_broker
    config = write_config(settings, tmp_path / "otcmail.toml")
    pid = broker.pid()
    again = run_cli(config, "broker", "start")
    assert again.returncode == 0, again.stderr
    assert f"already running (pid {pid})" in again.stdout
    assert broker.pid() == pid

    assert run_cli(config, "topics", "ensure").returncode == 0
    producer = make_producer(settings)
    for i in range(7):
        producer.send(settings.topics.raw, key=b"same-key", value=b"x%d" % i)
    producer.flush()
    producer.close()
    status = run_cli(config, "broker", "status")
    assert status.returncode == 0, status.stderr
    assert f"running, pid {pid}" in status.stdout
    mails = {p.partition: p for p in describe_topics(settings, [settings.topics.raw])[0].partitions}
    loaded = [p for p in mails.values() if p.log_end > 0]
    assert [p.log_end for p in loaded] == [7]  # one key: one partition holds all seven
    row = next(line for line in status.stdout.splitlines()
               if settings.topics.raw in line and f"│ {loaded[0].partition} " in line)
    assert "│ 7 " in row


def test_topics_ensure_creates_then_is_a_no_op(kafka_settings: Settings) -> None:
    first = {c.name: c.action for c in ensure_topics(kafka_settings)}
    second = {c.name: c.action for c in ensure_topics(kafka_settings)}
    t = kafka_settings.topics
    assert set(first) == {t.raw, t.bodies, t.attachments, t.documents, t.dead_letter}
    assert set(first.values()) <= {"created", "unchanged"}
    assert set(second.values()) == {"unchanged"}
    states = {s.name: s for s in describe_topics(kafka_settings)}
    assert len(states[t.raw].partitions) == len(states[t.bodies].partitions) == t.partitions
    assert len(states[t.dead_letter].partitions) == 1


def test_a_25_mb_record_goes_through(kafka_settings: Settings) -> None:
    ensure_topics(kafka_settings)
    topic = kafka_settings.topics.attachments
    payload = bytes(range(256)) * (25 * 1024 * 1024 // 256)
    producer = make_producer(kafka_settings)
    meta = producer.send(topic, key=b"big", value=payload).get(timeout=60)
    producer.close()
    consumer = make_consumer(kafka_settings, group_id=None)
    tp = TopicPartition(topic, meta.partition)
    consumer.assign([tp])
    consumer.seek(tp, meta.offset)
    got = None
    deadline = time.monotonic() + 60
    while got is None and time.monotonic() < deadline:
        for records in consumer.poll(timeout_ms=1000).values():
            got = records[0].value
    consumer.close()
    assert got == payload


def test_wrong_external_bootstrap_fails_fast_with_a_clear_error(tmp_path: Path) -> None:
    from tests.support.ports import free_port

    settings = load_settings(home=str(tmp_path), broker={
        "bootstrap_servers": f"127.0.0.1:{free_port()}", "connect_timeout_s": 3})
    started = time.monotonic()
    before = set(threading.enumerate())
    with pytest.raises(BrokerUnavailable, match="no Kafka broker answered at 127.0.0.1"):
        make_admin(settings)
    assert time.monotonic() - started < 10
    with pytest.raises(BrokerUnavailable):
        make_consumer(settings, "any", group_id=None)
    # kafka-python left the IO thread of a client it could not build running (broker/clients.py, _built).
    assert [t.name for t in threading.enumerate() if t not in before] == []

    config = write_config(settings, tmp_path / "otcmail.toml")
    started = time.monotonic()
    done = run_cli(config, "topics", "ensure", timeout=60)
    assert done.returncode == 4
    assert "no Kafka broker answered" in done.stderr
    assert "Traceback" not in done.stderr
    assert time.monotonic() - started < 15


def test_bundled_broker_is_refused_when_settings_name_an_external_cluster(tmp_path: Path) -> None:
    settings = load_settings(home=str(tmp_path), broker={"bootstrap_servers": "127.0.0.1:1"})
    with pytest.raises(Exception, match="external cluster"):
        BundledBroker(settings)


def test_a_cluster_id_starting_with_a_dash_still_formats(tmp_path: Path) -> None:
    # Regression: an id like '-Xy...' was read by the storage tool as an option (1 start in 64 failed).
    settings = broker_settings(tmp_path)
    broker = BundledBroker(settings)
    broker.run_dir.mkdir(parents=True)
    broker.cluster_id_file.write_text("-AAAAAAAAAAAAAAAAAAAAA\n")
    broker.write_config()
    assert broker.format_storage()
    assert "-AAAAAAAAAAAAAAAAAAAAA" in (settings.broker.data_dir / "meta.properties").read_text()
