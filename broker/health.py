"""Ask a Kafka cluster how it is: does it answer, which topics, how many records."""

from __future__ import annotations

from dataclasses import dataclass

from kafka import TopicPartition

from broker.clients import make_admin
from broker.offsets import log_bounds, topic_partitions
from config.settings import Settings
from core.errors import BrokerUnavailable


@dataclass(frozen=True)
class PartitionState:
    partition: int
    leader: int
    log_start: int
    log_end: int


@dataclass(frozen=True)
class TopicState:
    name: str
    partitions: tuple[PartitionState, ...]

    @property
    def records(self) -> int:
        return sum(p.log_end - p.log_start for p in self.partitions)


def broker_answers(settings: Settings, timeout_s: float = 5.0) -> bool:
    """True when the cluster answers a metadata request with at least one unfenced broker."""
    quick = settings.model_copy(
        update={"broker": settings.broker.model_copy(update={"connect_timeout_s": timeout_s})}
    )
    try:
        admin = make_admin(quick, request_timeout_ms=int(timeout_s * 1000) + 1000)
    except BrokerUnavailable:
        return False
    try:
        cluster = admin.describe_cluster()
        return bool(cluster.get("brokers"))
    except Exception:  # noqa: BLE001 - any failure here just means "not ready yet"
        return False
    finally:
        admin.close()


def describe_topics(settings: Settings, names: list[str] | None = None) -> list[TopicState]:
    """Topics with partition leaders and log start/end offsets (internal topics left out)."""
    admin = make_admin(settings)
    try:
        listed = sorted(t for t in admin.list_topics() if not t.startswith("__"))
        wanted = listed if names is None else [n for n in names if n in listed]
        if not wanted:
            return []
        described = admin.describe_topics(wanted)
        tps = topic_partitions(admin, wanted)
        bounds = log_bounds(admin, tps)
    finally:
        admin.close()
    out = []
    for topic in sorted(described, key=lambda t: t["name"]):
        parts = sorted(topic["partitions"], key=lambda p: p["partition_index"])
        out.append(TopicState(topic["name"], tuple(
            PartitionState(p["partition_index"], p["leader_id"],
                           *bounds[TopicPartition(topic["name"], p["partition_index"])])
            for p in parts
        )))
    return out
