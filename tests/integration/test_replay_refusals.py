"""Regression (issue 11, defect 5): `replay --shift-by` and `--to-offset` never commit the log end of a
partition the group has no offset on.

``--shift-by`` on a partition without a committed offset shifted from the log end, and ``--to-offset``
gave every partition it did not name its committed offset or, without one, the log end: either way the
log end was committed and every record before it silently skipped. Now ``--shift-by`` is refused
(exit 2, nothing reset), as kafka-consumer-groups refuses it, and ``--to-offset`` resets only the
partitions it names. With the real broker and the real `otcmail replay` command.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from kafka import TopicPartition
from kafka.errors import KafkaError
from kafka.structs import OffsetAndMetadata

from broker.clients import make_admin, make_producer
from broker.offsets import committed_offsets
from config.settings import Settings
from tests.support.cli import run_cli, write_config
from tests.support.consumers import consumer_settings, wait_for
from tests.support.corpus import run_mails

pytestmark = [pytest.mark.kafka]


def _committed(settings: Settings, group: str, topic: str) -> dict[int, int | None]:
    admin = make_admin(settings)
    try:
        tps = [TopicPartition(topic, p) for p in range(settings.topics.partitions)]
        return {tp.partition: offset for tp, offset in committed_offsets(admin, group, tps).items()}
    finally:
        admin.close()


def _commit(settings: Settings, group: str, topic: str, offsets: dict[int, int]) -> None:
    """Commit as a consumer of the group would have (once the new group's coordinator is elected)."""

    def commit() -> bool:
        admin = make_admin(settings)
        try:
            errors = admin.alter_group_offsets(group, {TopicPartition(topic, p): OffsetAndMetadata(o, "", -1)
                                                       for p, o in offsets.items()})
        except KafkaError:
            return False
        finally:
            admin.close()
        return all(err.errno == 0 for err in errors.values())  # NotCoordinator while the group settles: again

    wait_for(commit, 30, interval=0.5, what=f"offsets committed for {group}")


def _rows(stdout: str, topic: str) -> dict[int, tuple[str, str]]:
    """partition -> (before, after) from the printed plan."""
    out = {}
    for line in stdout.splitlines():
        if topic in line:
            cells = [c.strip() for c in line.split("│")]
            out[int(cells[3])] = (cells[4], cells[5])
    return out


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_replay_refuses_to_shift_from_nothing_and_leaves_partitions_not_named_alone(
        kafka_settings: Settings, db_url: str, tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=2)
    raw, group = settings.topics.raw, settings.consumer.unpack_group
    records = [m.raw for m in run_mails(settings, 5, tag="refuse")]
    producer = make_producer(settings)
    for i, r in enumerate(records):  # 3 records on partition 0, 2 on partition 1
        producer.send(raw, key=r.key, value=r.value, headers=r.headers, partition=0 if i < 3 else 1).get(timeout=30)
    producer.close()
    _commit(settings, group, raw, {0: 3})  # the group read partition 0, never partition 1
    config = write_config(settings, tmp_path / "otcmail.toml")

    for dry in ((), ("--dry-run",)):
        refused = run_cli(config, "replay", "--group", group, "--shift-by", "-2", *dry)
        assert refused.returncode == 2, refused.stdout + refused.stderr
        assert "no committed offset" in refused.stderr and f"{raw}[1]" in refused.stderr, refused.stderr
        assert f"{raw}[0]" not in refused.stderr
        assert "Traceback" not in refused.stderr
        assert _committed(settings, group, raw) == {0: 3, 1: None}  # nothing was reset

    done = run_cli(config, "replay", "--group", group, "--topic", raw, "--to-offset", "0:1")
    assert done.returncode == 0, done.stderr
    assert _rows(done.stdout, raw) == {0: ("3", "1")}  # partition 1 is not in the plan ...
    assert "reset 1 partition(s)" in done.stdout
    assert _committed(settings, group, raw) == {0: 1, 1: None}  # ... and was left alone (not moved to its end, 2)

    # A named partition needs no committed offset: the target is explicit.
    done = run_cli(config, "replay", "--group", group, "--topic", raw, "--to-offset", "1:1")
    assert done.returncode == 0, done.stderr
    assert _rows(done.stdout, raw) == {1: ("-", "1")}
    assert _committed(settings, group, raw) == {0: 1, 1: 1}

    # Every partition with records has an offset now: the shift applies to each, clamped to the log.
    done = run_cli(config, "replay", "--group", group, "--shift-by", "-2")
    assert done.returncode == 0, done.stderr
    assert _rows(done.stdout, raw) == {0: ("1", "0"), 1: ("1", "0")}
    assert _committed(settings, group, raw) == {0: 0, 1: 0}


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_shift_leaves_empty_partitions_without_an_offset_alone(
        kafka_settings: Settings, db_url: str, tmp_path: Path) -> None:
    """Nothing to skip there, so nothing to refuse: the parsers' group on empty part topics resets nothing."""
    settings = consumer_settings(kafka_settings, db_url, partitions=2)
    config = write_config(settings, tmp_path / "otcmail.toml")
    done = run_cli(config, "replay", "--group", settings.consumer.group, "--shift-by", "-1")
    assert done.returncode == 0, done.stderr
    assert "reset 0 partition(s)" in done.stdout
    assert _committed(settings, settings.consumer.group, settings.topics.bodies) == {0: None, 1: None}
    assert _committed(settings, f"{settings.consumer.group}.attachments", settings.topics.attachments) == {
        0: None, 1: None}
