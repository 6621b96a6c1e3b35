"""Where a topic's partitions start and end, and where a group stands in them: the one way otcmail asks.

``broker status``, ``otcmail stats`` (lag), ``otcmail replay`` (the reset plan) and the tests all read
offsets through these three functions on an admin client (``broker.clients.make_admin``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from kafka import TopicPartition
from kafka.admin import OffsetSpec
from kafka.errors import KafkaError

from core.errors import BrokerUnavailable


def topic_partitions(admin: Any, topics: Iterable[str]) -> list[TopicPartition]:
    """Every partition of the topics that exist (missing topics give none), sorted."""
    wanted = list(topics)
    try:
        existing = set(admin.list_topics())
        present = [t for t in wanted if t in existing]
        if not present:
            return []
        return sorted(TopicPartition(t["name"], p["partition_index"])
                      for t in admin.describe_topics(present) for p in t["partitions"])
    except KafkaError as exc:
        raise BrokerUnavailable(f"cannot describe {', '.join(wanted)}: {exc}") from exc


def log_bounds(admin: Any, tps: Sequence[TopicPartition]) -> dict[TopicPartition, tuple[int, int]]:
    """(log start, log end) of each partition."""
    if not tps:
        return {}
    try:
        starts = admin.list_partition_offsets({tp: OffsetSpec.EARLIEST for tp in tps})
        ends = admin.list_partition_offsets({tp: OffsetSpec.LATEST for tp in tps})
    except KafkaError as exc:
        raise BrokerUnavailable(f"cannot read the log offsets: {exc}") from exc
    return {tp: (starts[tp].offset, ends[tp].offset) for tp in tps}


def committed_offsets(admin: Any, group: str, tps: Sequence[TopicPartition]) -> dict[TopicPartition, int | None]:
    """The group's committed offset per partition; None where it never committed."""
    if not tps:
        return {}
    try:
        answer = admin.list_group_offsets({group: list(tps)})[group]
    except KafkaError as exc:
        raise BrokerUnavailable(f"cannot read the offsets of group {group!r}: {exc}") from exc
    out: dict[TopicPartition, int | None] = {}
    for tp in tps:
        c = answer.get(tp)
        out[tp] = c.offset if c is not None and c.offset >= 0 else None
    return out
