"""Consumer lag per partition: the group's committed offset against the log end."""

from __future__ import annotations

from dataclasses import dataclass

from kafka import TopicPartition
from kafka.admin import OffsetSpec
from kafka.errors import KafkaError

from broker.clients import make_admin
from config.settings import Settings
from consumer.groups import lane_group
from core.errors import BrokerUnavailable


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
        existing = set(admin.list_topics())
        tps = sorted(
            TopicPartition(t["name"], p["partition_index"])
            for t in admin.describe_topics([t for t in topics if t in existing]) for p in t["partitions"]
        ) if any(t in existing for t in topics) else []
        if not tps:
            return []
        committed = {}
        for topic in {tp.topic for tp in tps}:
            gid = lane_group(settings, group, topic)
            committed.update(admin.list_group_offsets({gid: [tp for tp in tps if tp.topic == topic]})[gid])
        ends = admin.list_partition_offsets({tp: OffsetSpec.LATEST for tp in tps})
        starts = admin.list_partition_offsets({tp: OffsetSpec.EARLIEST for tp in tps})
    except KafkaError as exc:
        raise BrokerUnavailable(f"cannot read the offsets of group {group!r}: {exc}") from exc
    finally:
        admin.close()
    out = []
    for tp in tps:
        c = committed.get(tp)
        offset = c.offset if c is not None and c.offset >= 0 else None
        out.append(PartitionLag(tp.topic, tp.partition, offset, starts[tp].offset, ends[tp].offset))
    return out


def topic_records(settings: Settings, topic: str) -> int:
    """Records currently in a topic (log end - log start over its partitions); 0 if it does not exist."""
    admin = make_admin(settings)
    try:
        if topic not in set(admin.list_topics()):
            return 0
        tps = [TopicPartition(topic, p["partition_index"]) for t in admin.describe_topics([topic])
               for p in t["partitions"]]
        ends = admin.list_partition_offsets({tp: OffsetSpec.LATEST for tp in tps})
        starts = admin.list_partition_offsets({tp: OffsetSpec.EARLIEST for tp in tps})
    except KafkaError as exc:
        raise BrokerUnavailable(f"cannot read topic {topic}: {exc}") from exc
    finally:
        admin.close()
    return sum(ends[tp].offset - starts[tp].offset for tp in tps)
