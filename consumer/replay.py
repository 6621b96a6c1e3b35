"""Reset a consumer group's offsets for re-parsing, like ``kafka-consumer-groups --reset-offsets``.

Refuses while the group has active members (their commits would overwrite the reset). Every
target is clamped to the partition's [log start, log end]. ``--to-offset`` resets the partitions it
names and leaves the others alone; ``--shift-by`` is refused when the group has no committed offset on
a partition holding records (there is nothing to shift from, and the log end would skip them all),
and leaves an empty partition without one alone. With the same parser version a replay changes no
row; after a parser version bump the writer replaces each re-parsed unit's quotes.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

from kafka import TopicPartition
from kafka.errors import KafkaError
from kafka.protocol.consumer.offsets import OffsetTimestamp
from kafka.structs import OffsetAndMetadata

from broker.clients import make_admin
from broker.offsets import committed_offsets, log_bounds, topic_partitions
from config.settings import Settings
from consumer.groups import lane_group
from core.errors import BrokerUnavailable, UsageError


class ReplayError(UsageError):
    """The reset cannot be done as asked."""


@dataclass(frozen=True)
class ResetTarget:
    """One of: earliest | datetime (value: aware datetime) | duration (value: timedelta) |
    offsets (value: {partition: offset}) | shift (value: int)."""

    kind: str
    value: Any = None


@dataclass(frozen=True)
class PartitionReset:
    group: str  # the lane group of the topic: G for the mails, G.attachments for the attachments
    topic: str
    partition: int
    before: int | None  # None: the group had no committed offset here
    after: int
    log_start: int
    log_end: int


_DURATION = re.compile(r"^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$", re.IGNORECASE)


def parse_duration(text: str) -> dt.timedelta:
    """ISO 8601 ``PnDTnHnMnS`` (as kafka-consumer-groups' --by-duration)."""
    m = _DURATION.match(text.strip())
    if not m or not any(m.groups()) or text.upper().endswith("T"):
        raise ReplayError(f"not an ISO 8601 duration like P1D or PT6H30M: {text!r}")
    days, hours, minutes, seconds = m.groups()
    return dt.timedelta(days=int(days or 0), hours=int(hours or 0), minutes=int(minutes or 0),
                        seconds=float(seconds or 0))


def parse_datetime(text: str) -> dt.datetime:
    try:
        when = dt.datetime.fromisoformat(text.strip())
    except ValueError as exc:
        raise ReplayError(f"not an ISO 8601 date-time: {text!r}") from exc
    if when.tzinfo is None:
        raise ReplayError(f"give the time zone of {text!r}, e.g. {text}+00:00 or {text}Z")
    return when


def parse_partition_offsets(items: list[str]) -> dict[int, int]:
    out: dict[int, int] = {}
    for item in items:
        partition, sep, offset = item.partition(":")
        if not sep or not partition.strip().isdigit() or not offset.strip().lstrip("-").isdigit():
            raise ReplayError(f"--to-offset wants PARTITION:OFFSET, got {item!r}")
        out[int(partition)] = int(offset)
    return out


def active_members(admin: Any, group: str) -> list[str]:
    described = admin.describe_groups([group])[group]
    return [f"{m.get('client_id')}@{m.get('client_host')}" for m in described.get("members") or []]


def plan_reset(settings: Settings, group: str, topics: list[str], target: ResetTarget,
               now: dt.datetime | None = None) -> list[PartitionReset]:
    """Before/after offsets per partition; raises ReplayError while the group has members."""
    groups = {t: lane_group(settings, group, t) for t in topics}
    admin = make_admin(settings)
    try:
        for gid in sorted(set(groups.values())):
            members = active_members(admin, gid)
            if members:
                raise ReplayError(
                    f"group {gid!r} has {len(members)} active member(s) ({', '.join(sorted(members))}): "
                    "stop its consumers first (`otcmail consume` processes, `otcmail run`), then replay"
                )
        tps = _partitions(admin, topics)
        committed: dict[TopicPartition, int | None] = {}
        for topic, gid in groups.items():
            committed.update(committed_offsets(admin, gid, [tp for tp in tps if tp.topic == topic]))
        bounds = log_bounds(admin, tps)
        wanted: dict[TopicPartition, int] = {}
        if target.kind in ("datetime", "duration"):
            when = target.value if target.kind == "datetime" else (now or dt.datetime.now(dt.UTC)) - target.value
            found = admin.list_partition_offsets({tp: OffsetTimestamp(int(when.timestamp() * 1000)) for tp in tps})
            wanted = {tp: (found[tp].offset if found[tp].offset >= 0 else bounds[tp][1]) for tp in tps}
    except KafkaError as exc:
        raise BrokerUnavailable(f"cannot read the offsets of group {group!r}: {exc}") from exc
    finally:
        admin.close()
    if target.kind == "offsets" and len(topics) != 1:
        raise ReplayError("--to-offset needs one --topic")
    plan = []
    uncommitted: list[str] = []
    for tp in tps:
        start, end = bounds[tp]
        before = committed.get(tp)
        if target.kind == "earliest":
            after = start
        elif target.kind in ("datetime", "duration"):
            after = wanted[tp]
        elif target.kind == "offsets":
            if tp.partition not in target.value:
                continue  # not named: left alone (its committed offset, or none, stays as it is)
            after = target.value[tp.partition]
        elif target.kind == "shift":
            if before is None:
                # Nothing to shift from. Falling back to the log end would commit it and skip every
                # record there; refuse, as kafka-consumer-groups does. An empty partition has nothing to
                # skip: it is left alone.
                if end > start:
                    uncommitted.append(f"{tp.topic}[{tp.partition}] ({groups[tp.topic]})")
                continue
            after = before + int(target.value)
        else:
            raise ReplayError(f"unknown reset {target.kind!r}")
        clamped = min(max(after, start), end)
        plan.append(PartitionReset(groups[tp.topic], tp.topic, tp.partition, before, clamped, start, end))
    if uncommitted:
        raise ReplayError(f"cannot --shift-by: the group has no committed offset on {', '.join(uncommitted)}; "
                          "nothing was reset. Give those partitions a target: --to-offset P:O (with --topic), "
                          "--to-earliest or --to-datetime")
    if target.kind == "offsets":
        unknown = set(target.value) - {p.partition for p in plan}
        if unknown:
            raise ReplayError(f"no partition(s) {sorted(unknown)} in topic {topics[0]}")
    return plan


def apply_reset(settings: Settings, plan: list[PartitionReset]) -> None:
    """Commit the planned offsets for the (memberless) groups; the broker refuses if members joined since."""
    admin = make_admin(settings)
    errors: dict[Any, Any] = {}
    try:
        for gid in sorted({p.group for p in plan}):
            if active_members(admin, gid):
                raise ReplayError(f"group {gid!r} got active members meanwhile: it was not reset")
            offsets = {TopicPartition(p.topic, p.partition): OffsetAndMetadata(p.after, "", -1)
                       for p in plan if p.group == gid}
            errors.update(admin.alter_group_offsets(gid, offsets))
    except KafkaError as exc:
        raise BrokerUnavailable(f"cannot reset the offsets: {exc}") from exc
    finally:
        admin.close()
    bad = {f"{tp.topic}[{tp.partition}]": err.__name__ for tp, err in errors.items() if err.errno != 0}
    if bad:
        raise ReplayError(f"the broker refused the reset: {bad}")


def _partitions(admin: Any, topics: list[str]) -> list[TopicPartition]:
    missing = [t for t in topics if t not in set(admin.list_topics())]
    if missing:
        raise ReplayError(f"no such topic(s): {', '.join(missing)}")
    return topic_partitions(admin, topics)
