"""Which files the producer takes, and when they are complete: pure logic with a fake clock."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from producer.readiness import Readiness, in_maildir_new
from producer.watcher import Seen, Selector


@pytest.fixture
def inbox(tmp_path: Path) -> Path:
    folder = tmp_path / "inbox"
    folder.mkdir()
    return folder


def test_selector_ignores_temporaries_and_follows_globs(inbox: Path) -> None:
    sel = Selector(inbox, ["*"], ["*.tmp", "*.part", "archive/*"])
    yes = ["msg.1234", "a.eml", "sub/deeper/msg.1", "Maildir/new/17.M1.host", "run.pdf"]
    no = [".hidden", "_12345.host", "msg.lock", "x.tmp", "y.part", "a.eml.error.json", "Maildir/tmp/17.M1.host",
          ".cache/msg.1", "archive/msg.1"]
    assert [p for p in yes if not sel.wanted(inbox / p)] == []
    assert [p for p in no if sel.wanted(inbox / p)] == []
    assert not sel.wanted(inbox.parent / "elsewhere.eml")
    only_eml = Selector(inbox, ["*.eml"], [])
    assert only_eml.wanted(inbox / "sub/a.eml") and not only_eml.wanted(inbox / "msg.1")


def test_selector_skips_own_folders_inside_the_inbox_and_scans_recursively(inbox: Path) -> None:
    for rel in ("msg.1", "sub/msg.2", "done/msg.3", "Maildir/tmp/x", "Maildir/new/y", ".git/z", "_tmp1"):
        (inbox / rel).parent.mkdir(parents=True, exist_ok=True)
        (inbox / rel).write_bytes(b"x")
    sel = Selector(inbox, ["*"], [], own_paths=[inbox / "done", inbox.parent / "error"])
    assert sorted(p.relative_to(inbox).as_posix() for p in sel.scan()) == ["Maildir/new/y", "msg.1", "sub/msg.2"]
    assert sel.relative(inbox / "sub" / "msg.2") == "sub/msg.2"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _tracker(clock: Clock, *, inotify: bool = True) -> Readiness:
    return Readiness(2.0, 30.0, inotify=inotify, clock=clock, wall=clock)


def _write(path: Path, data: bytes, mtime: float) -> None:
    path.write_bytes(data)
    os.utime(path, (mtime, mtime))


def test_a_file_is_ready_only_after_size_and_mtime_are_stable(inbox: Path) -> None:
    clock = Clock()
    ready = _tracker(clock, inotify=False)  # polling: "modified" events, never "closed"
    f = inbox / "msg.1"
    _write(f, b"half", clock.now)
    assert ready.note(f, Seen.CREATED)
    assert ready.ready(10) == []
    clock.now += 1.5
    _write(f, b"half and more", clock.now)  # still growing: the clock starts again
    ready.note(f, Seen.WRITTEN)
    assert ready.ready(10) == []
    clock.now += 1.9
    assert ready.ready(10) == []
    clock.now += 0.2
    [cand] = ready.ready(10)
    assert cand.path == f and cand.size == len(b"half and more")
    assert cand.seen_at.utcoffset() is not None


def test_written_but_not_closed_waits_for_the_close_or_the_grace(inbox: Path) -> None:
    clock = Clock()
    ready = _tracker(clock)
    f, g = inbox / "msg.1", inbox / "msg.2"
    _write(f, b"part", clock.now)
    _write(g, b"part", clock.now)
    ready.note(f, Seen.WRITTEN)
    ready.note(g, Seen.WRITTEN)
    ready.ready(10)
    clock.now += 5
    assert ready.ready(10) == []  # stable, but the writer still has them open
    ready.note(f, Seen.CLOSED)
    assert [c.path for c in ready.ready(10)] == [f]
    ready.forget(f)
    clock.now += 25.1  # no close ever seen for g (dropped event): the grace period decides
    assert [c.path for c in ready.ready(10)] == [g]


def test_empty_files_wait_for_the_grace(inbox: Path) -> None:
    clock = Clock()
    ready = _tracker(clock, inotify=False)
    f = inbox / "msg.1"
    _write(f, b"", clock.now)
    ready.note(f, Seen.SCANNED)
    ready.ready(10)
    clock.now += 10
    assert ready.ready(10) == []
    clock.now += 21
    assert len(ready.ready(10)) == 1


def test_old_mtime_is_stable_at_once_with_inotify_but_not_when_polling(inbox: Path) -> None:
    clock = Clock()
    f = inbox / "msg.1"
    _write(f, b"complete", clock.now - 60)
    trusting = _tracker(clock, inotify=True)
    trusting.note(f, Seen.SCANNED)
    assert len(trusting.ready(10)) == 1
    polling = _tracker(clock, inotify=False)
    polling.note(f, Seen.SCANNED)
    assert polling.ready(10) == []
    clock.now += 2
    assert len(polling.ready(10)) == 1


def test_maildir_new_is_ready_on_sight_and_busy_or_deferred_files_wait(inbox: Path) -> None:
    for d in ("tmp", "new", "cur"):
        (inbox / "Maildir" / d).mkdir(parents=True)
    clock = Clock()
    ready = _tracker(clock)
    m = inbox / "Maildir" / "new" / "17.M1.host"
    _write(m, b"mail", clock.now)
    assert in_maildir_new(m) and not in_maildir_new(inbox / "new" / "x")
    ready.note(m, Seen.MOVED)
    assert ready.ready(10, busy={m}) == []
    assert len(ready.ready(10)) == 1
    ready.defer(m, 5)
    assert ready.ready(10) == []
    clock.now += 5
    assert len(ready.ready(10)) == 1
    m.unlink()
    assert ready.ready(10) == [] and len(ready) == 0  # gone files are forgotten


def test_limit_and_order(inbox: Path) -> None:
    clock = Clock()
    ready = _tracker(clock, inotify=True)
    paths = [inbox / f"msg.{i}" for i in range(5)]
    for p in paths:
        _write(p, b"x", clock.now - 100)
        ready.note(p, Seen.SCANNED)
    assert [c.path for c in ready.ready(3)] == paths[:3]
    assert ready.note(paths[0], Seen.GONE) is False and paths[0] not in ready


def test_an_inotify_overflow_asks_for_a_rescan_now(inbox: Path) -> None:
    """watchdog only logs a queue overflow; the watcher turns that log line into one rescan request."""
    import logging

    from producer.watcher import Watcher

    watcher = Watcher(Selector(inbox, ["*"], []), polling=False)
    watcher.start()
    try:
        assert not watcher.take_overflow()
        logging.getLogger("watchdog.observers.inotify").warning(
            "Inotify queue overflowed; reconciling recursive watches below %r", str(inbox))
        assert watcher.take_overflow() and not watcher.take_overflow()
    finally:
        watcher.stop()
    logging.getLogger("watchdog.observers.inotify").warning("Inotify queue overflowed")
    assert not watcher.take_overflow()  # a stopped watcher no longer listens
