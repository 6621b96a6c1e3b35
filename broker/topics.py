"""The topics otcmail uses, as data, and `topics ensure`: create or correct them, safe to re-run."""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass, field

from kafka.admin import ConfigResource, ConfigResourceType, NewPartitions, NewTopic
from kafka.errors import TopicAlreadyExistsError

from broker.clients import make_admin
from config.settings import Settings

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TopicSpec:
    name: str
    partitions: int
    replication_factor: int
    configs: dict[str, str] = field(hash=False)


@dataclass(frozen=True)
class TopicChange:
    name: str
    action: str  # created | updated | unchanged
    detail: str = ""


def topic_specs(settings: Settings) -> list[TopicSpec]:
    t = settings.topics
    configs = {
        "retention.ms": str(t.retention_ms),
        "max.message.bytes": str(t.max_message_bytes),
        "cleanup.policy": "delete",
        "min.insync.replicas": str(t.min_insync),
    }
    return [
        TopicSpec(t.raw, t.partitions, t.replication_factor, configs),
        # Same partition count everywhere: a mail's parts (keyed by its id) share its partition number.
        TopicSpec(t.bodies, t.partitions, t.replication_factor, configs),
        TopicSpec(t.attachments, t.partitions, t.replication_factor, configs),
        TopicSpec(t.documents, t.partitions, t.replication_factor, configs),
        TopicSpec(t.dead_letter, 1, t.replication_factor, configs),
    ]


def ensure_topics(settings: Settings) -> list[TopicChange]:
    specs = topic_specs(settings)
    admin = make_admin(settings)
    try:
        existing = set(admin.list_topics())
        changes: list[TopicChange] = []
        missing = [s for s in specs if s.name not in existing]
        if missing:
            # Another process may create one between list and create: that is fine.
            with contextlib.suppress(TopicAlreadyExistsError):
                admin.create_topics([
                    NewTopic(s.name, s.partitions, s.replication_factor, topic_configs=s.configs)
                    for s in missing
                ])
            changes += [TopicChange(s.name, "created", f"{s.partitions} partitions") for s in missing]
        present = [s for s in specs if s.name in existing]
        if present:
            changes += _reconcile(admin, present)
        for change in changes:
            log.info("topic %s %s %s", change.name, change.action, change.detail)
        return changes
    finally:
        admin.close()


def _reconcile(admin, specs: list[TopicSpec]) -> list[TopicChange]:  # type: ignore[no-untyped-def]
    described = {t["name"]: t for t in admin.describe_topics([s.name for s in specs])}
    resources = [ConfigResource(ConfigResourceType.TOPIC, s.name) for s in specs]
    current = _topic_configs(admin.describe_configs(resources))
    changes = []
    for spec in specs:
        notes = []
        have_parts = len(described[spec.name]["partitions"])
        if have_parts < spec.partitions:
            admin.create_partitions({spec.name: NewPartitions(total_count=spec.partitions)})
            notes.append(f"partitions {have_parts} -> {spec.partitions}")
        elif have_parts > spec.partitions:
            notes.append(f"has {have_parts} partitions (> {spec.partitions}; Kafka cannot shrink, left as is)")
        configs = dict(spec.configs)
        have_rf = min(len(p["replica_nodes"]) for p in described[spec.name]["partitions"])
        if have_rf != spec.replication_factor:
            # Kafka keeps a topic's replication factor; changing it moves data (kafka-reassign-partitions).
            notes.append(f"has replication factor {have_rf} (settings: {spec.replication_factor}; reassign its "
                         "partitions to change it, left as is)")
            # A min ISR above the replicas there are would refuse every acks=all send.
            configs["min.insync.replicas"] = str(min(int(configs["min.insync.replicas"]), have_rf))
        drift = {k: v for k, v in configs.items() if current.get(spec.name, {}).get(k) != v}
        if drift:
            admin.alter_configs([ConfigResource(ConfigResourceType.TOPIC, spec.name, configs=configs)])
            notes.append("config " + ", ".join(f"{k}={v}" for k, v in drift.items()))
        action = "updated" if any(not n.startswith("has ") for n in notes) else "unchanged"
        changes.append(TopicChange(spec.name, action, "; ".join(notes)))
    return changes


def _topic_configs(response) -> dict[str, dict[str, str]]:  # type: ignore[no-untyped-def]
    # kafka-python 3 answers {"topic": {name: {config: {"value": ..., ...}}}}
    return {
        name: {key: entry["value"] for key, entry in entries.items()}
        for name, entries in response.get("topic", {}).items()
    }
