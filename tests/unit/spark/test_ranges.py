"""--from/--to of `spark reprocess` -> the Kafka source's bounded-read options."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from spark.ranges import Bound, RangeError, parse_bound, spark_offset_options

PARTS = {"m": [0, 1, 2], "a": [0, 1, 2]}


def test_positions_and_times() -> None:
    assert parse_bound("earliest") == Bound(position="earliest")
    assert parse_bound(" LATEST ") == Bound(position="latest")
    assert parse_bound("2026-03-02").time == dt.datetime(2026, 3, 2, tzinfo=dt.UTC)
    assert parse_bound("2026-03-02T09:00+01:00").time == dt.datetime(2026, 3, 2, 8, 0, tzinfo=dt.UTC)


def test_offsets_fill_every_partition() -> None:
    opts = spark_offset_options(parse_bound("1=5"), parse_bound("m:0=10,m:2=7"), PARTS)
    assert json.loads(opts["startingOffsets"]) == {"a": {"0": -2, "1": 5, "2": -2}, "m": {"0": -2, "1": 5, "2": -2}}
    assert json.loads(opts["endingOffsets"]) == {"a": {"0": -1, "1": -1, "2": -1}, "m": {"0": 10, "1": -1, "2": 7}}


def test_time_bounds_become_timestamps() -> None:
    opts = spark_offset_options(parse_bound("2026-03-02T00:00:00Z"), parse_bound("2026-03-03"), PARTS)
    assert opts["startingTimestamp"] == str(int(dt.datetime(2026, 3, 2, tzinfo=dt.UTC).timestamp() * 1000))
    assert opts["endingTimestamp"] == str(int(dt.datetime(2026, 3, 3, tzinfo=dt.UTC).timestamp() * 1000))
    assert opts["startingOffsetsByTimestampStrategy"] == "latest"
    assert "startingOffsets" not in opts and "endingOffsets" not in opts


@pytest.mark.parametrize(("start", "end", "message"), [
    ("latest", "latest", "reads nothing"),
    ("earliest", "earliest", "reads nothing"),
    ("2026-03-03", "2026-03-02", "not after"),
    ("x:0=1", "latest", "not one of those read"),
    ("7=1", "latest", "no partition 7"),
])
def test_impossible_ranges(start: str, end: str, message: str) -> None:
    with pytest.raises(RangeError, match=message):
        spark_offset_options(parse_bound(start), parse_bound(end), PARTS)


@pytest.mark.parametrize("text", ["yesterday", "0=", "m:a=1", "1=2;3=4"])
def test_garbage_is_refused(text: str) -> None:
    with pytest.raises(RangeError):
        parse_bound(text)
