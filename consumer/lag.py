"""Consumer lag per partition: the group's committed offset against the log end."""

from __future__ import annotations

from dataclasses import dataclass

from broker.clients import make_admin
from broker.offsets import committed_offsets, log_bounds, topic_partitions
from config.settings import Settings
from consumer.groups import lane_group


@dataclass(frozen=True)
class PartitionLag:
    topic: str
    partition: int
    committed: int | None  # None: the group never committed here (it starts at the log start)
    log_start: int
    log_end: int

    @property
    def lag(self) -> int:
        return self.log_end - (self.committed if self.committed is not None else self.log_start)


def group_lag(settings: Settings, group: str, topics: list[str]) -> list[PartitionLag]:
    """Per partition of ``topics``: the committed offset of the topic's lane group (see lane_group)."""
    admin = make_admin(settings)
    try:
        tps = topic_partitions(admin, topics)
        committed: dict = {}  # type: ignore[type-arg]
        for topic in sorted({tp.topic for tp in tps}):
            gid = lane_group(settings, group, topic)
            committed.update(committed_offsets(admin, gid, [tp for tp in tps if tp.topic == topic]))
        bounds = log_bounds(admin, tps)
    finally:
        admin.close()
    return [PartitionLag(tp.topic, tp.partition, committed.get(tp), *bounds[tp]) for tp in tps]


def topic_records(settings: Settings, topic: str) -> int:
    """Records currently in a topic (log end - log start over its partitions); 0 if it does not exist."""
    admin = make_admin(settings)
    try:
        bounds = log_bounds(admin, topic_partitions(admin, [topic]))
    finally:
        admin.close()
    return sum(end - start for start, end in bounds.values())
