"""Bounded ranges of the mail topics for `otcmail spark reprocess`: what ``--from`` / ``--to`` accept.

A bound is one of

* ``earliest`` or ``latest``;
* a time, ISO 8601 (``2026-03-02``, ``2026-03-02T09:00``, ``2026-03-02T09:00:00+01:00``; no offset
  means UTC): the first record at or after that time (an end bound is exclusive);
* offsets per partition: ``TOPIC:PARTITION=OFFSET`` items separated by commas, or ``PARTITION=OFFSET``
  for the same partition of every topic read; a partition not named starts at the earliest offset or
  ends at the latest. End offsets are exclusive, as in Kafka and Spark.

:func:`spark_offset_options` turns a (from, to) pair into the Spark Kafka source's options, with
every partition spelled out as the source requires.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

EARLIEST = -2  # Spark's (and Kafka's) sentinels in offset JSON
LATEST = -1
_ITEM = re.compile(r"^(?:(?P<topic>[A-Za-z0-9._-]+):)?(?P<partition>\d+)=(?P<offset>\d+)$")


class RangeError(ValueError):
    """A --from / --to value that is none of the accepted forms."""


@dataclass(frozen=True)
class Bound:
    """One end of a range: exactly one of ``position`` / ``time`` / ``offsets``."""

    position: str | None = None  # "earliest" | "latest"
    time: dt.datetime | None = None
    offsets: tuple[tuple[str | None, int, int], ...] = ()  # (topic or None = every topic, partition, offset)

    def describe(self) -> str:
        if self.position:
            return self.position
        if self.time:
            return self.time.isoformat()
        return ",".join(f"{t + ':' if t else ''}{p}={o}" for t, p, o in self.offsets)


def parse_bound(text: str) -> Bound:
    value = text.strip()
    if value.lower() in ("earliest", "latest"):
        return Bound(position=value.lower())
    if "=" in value:
        items = []
        for raw in value.split(","):
            match = _ITEM.match(raw.strip())
            if not match:
                raise RangeError(f"{raw.strip()!r} is not TOPIC:PARTITION=OFFSET or PARTITION=OFFSET")
            items.append((match["topic"], int(match["partition"]), int(match["offset"])))
        return Bound(offsets=tuple(items))
    try:
        when = dt.datetime.fromisoformat(value)
    except ValueError:
        raise RangeError(
            f"{text!r} is not earliest, latest, an ISO 8601 time or PARTITION=OFFSET items"
        ) from None
    return Bound(time=when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC))


def _offsets_json(bound: Bound, partitions: Mapping[str, Sequence[int]], default: int) -> str:
    chosen: dict[str, dict[str, int]] = {t: {str(p): default for p in ps} for t, ps in partitions.items()}
    for topic, partition, offset in bound.offsets:
        targets = [topic] if topic else list(partitions)
        for name in targets:
            if name not in chosen:
                raise RangeError(f"topic {name!r} is not one of those read: {', '.join(partitions)}")
            if str(partition) not in chosen[name]:
                raise RangeError(f"topic {name!r} has no partition {partition}")
            chosen[name][str(partition)] = offset
    return json.dumps(chosen, sort_keys=True)


def check_range(start: Bound, end: Bound) -> None:
    """Refuse ranges that can never read anything, before any broker is asked."""
    if start.position == "latest":
        raise RangeError("--from latest reads nothing")
    if end.position == "earliest":
        raise RangeError("--to earliest reads nothing")
    if start.time and end.time and end.time <= start.time:
        raise RangeError("--to is not after --from")


def spark_offset_options(start: Bound, end: Bound, partitions: Mapping[str, Sequence[int]]) -> dict[str, str]:
    """The Kafka source options bounding a batch read between ``start`` and ``end``."""
    check_range(start, end)
    opts: dict[str, str] = {}
    if start.time:
        opts["startingTimestamp"] = str(_millis(start.time))
        # No record at or after the time in a partition: read nothing from it instead of failing.
        opts["startingOffsetsByTimestampStrategy"] = "latest"
    elif start.offsets:
        opts["startingOffsets"] = _offsets_json(start, partitions, EARLIEST)
    else:
        opts["startingOffsets"] = "earliest"
    if end.time:
        opts["endingTimestamp"] = str(_millis(end.time))
    elif end.offsets:
        opts["endingOffsets"] = _offsets_json(end, partitions, LATEST)
    else:
        opts["endingOffsets"] = "latest"
    return opts


def _millis(when: dt.datetime) -> int:
    return int(when.timestamp() * 1000)
