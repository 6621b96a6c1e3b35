"""Files still being written: open write handles seen in /proc, dotlock files beside a file, and the
producer's own dotlock, checked against procmail's lockfile(1)."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from producer.readiness import Guards, Readiness
from producer.watcher import Seen
from producer.writers import DotLock, LockInspector, OpenWriters, lock_path
from tests.support.writers import HeldOpen


def holder(path: Path, mode: str, first: str = "", rest: str = "") -> HeldOpen:
    return HeldOpen(path, mode, first.encode(), rest.encode())


def fid(path: Path) -> tuple[int, int]:
    st = os.stat(path)
    return st.st_dev, st.st_ino


@pytest.fixture
def inbox(tmp_path: Path) -> Path:
    folder = tmp_path / "inbox"
    folder.mkdir()
    return folder


def test_open_writers_sees_write_handles_of_other_processes_only(inbox: Path) -> None:
    writers = OpenWriters()
    assert writers.available
    w, r, a, idle = inbox / "msg.w", inbox / "msg.r", inbox / "msg.a", inbox / "msg.idle"
    for f in (w, r, a, idle):
        f.write_bytes(b"From: x\n")
    files = {fid(f): f for f in (w, r, a, idle)}
    with holder(w, "wb", "half"), holder(r, "rb"), holder(a, "r+b") as rw, open(idle, "ab"):
        found = writers.holders(files)
        assert set(found) == {w, a}  # our own handle on idle does not count, a read-only one never
        assert found[w].pid != os.getpid() and found[w].command.startswith("python")
        rw.finish()
        assert set(writers.holders(files)) == {w}
    assert writers.holders(files) == {}
    assert writers.holders({}) == {}


class Clock:
    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


def guarded(clock: Clock, *, inotify: bool, stale_s: float = 1024.0) -> Readiness:
    return Readiness(1.0, 30.0, inotify=inotify, clock=clock, wall=clock,
                     guards=Guards(LockInspector(stale_s, wall=clock), OpenWriters()))


@pytest.mark.parametrize("inotify", [True, False], ids=["inotify", "polling"])
@pytest.mark.parametrize("seen", [Seen.SCANNED, Seen.CREATED], ids=["first-seen-by-a-scan", "created"])
def test_a_writer_pausing_with_the_file_open_keeps_it_back_until_closed(inbox: Path, inotify: bool,
                                                                         seen: Seen) -> None:
    """Issue 11: stable for stable_seconds (and, for a scan, an old mtime) is not complete while it is open."""
    clock = Clock()
    ready = guarded(clock, inotify=inotify)
    f = inbox / "msg.pausing"
    with holder(f, "wb", "From: desk\n", "\nlevels\n") as writer:
        os.utime(f, (clock.now - 60, clock.now - 60))  # as a scan after a restart finds it: long unchanged
        ready.note(f, seen)
        for _ in range(4):  # 2 s, 4 s, ... past stable_seconds: still open, still not ready
            assert ready.ready(10) == []
            clock.now += 2.0
        writer.finish()
        os.utime(f, (clock.now - 60, clock.now - 60))
        ready.note(f, Seen.CLOSED if inotify else Seen.WRITTEN)
        clock.now += 1.0
        ready.ready(10)  # polling sees the new size first; stable one second later
        clock.now += 1.0
        [cand] = ready.ready(10)
    assert cand.path == f and cand.size == len(b"From: desk\n\nlevels\n")


def test_a_lock_file_beside_a_file_keeps_it_back_and_a_stale_one_is_logged(inbox: Path,
                                                                            caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    ready = guarded(clock, inotify=True, stale_s=100.0)
    f, g = inbox / "dealers.mbox", inbox / "other.mbox"
    for p in (f, g):
        p.write_bytes(b"From desk@acme Mon Feb  2 09:30:00 2026\nSubject: x\n\nbody\n")
        os.utime(p, (clock.now - 60, clock.now - 60))
        ready.note(p, Seen.SCANNED)
    lock_path(f).write_bytes(b"")
    lock_path(g).write_bytes(b"")
    os.utime(lock_path(g), (clock.now - 101, clock.now - 101))  # procmail died holding it long ago
    with caplog.at_level(logging.WARNING, logger="producer"):
        assert [c.path for c in ready.ready(10)] == [g]
    assert "other.mbox.lock is stale" in caplog.text and str(g) in caplog.text
    ready.forget(g)
    clock.now += 30
    assert ready.ready(10) == []  # a fresh lock: the delivery is still under way
    lock_path(f).unlink()
    clock.now += 5
    assert [c.path for c in ready.ready(10)] == [f]


def test_dotlock_is_exclusive_and_removes_only_its_own(inbox: Path) -> None:
    box = inbox / "dealers.mbox"
    inspector = LockInspector(1024.0)
    first, second = DotLock(box, inspector), DotLock(box, inspector)
    assert first.acquire() and first.held
    assert lock_path(box).read_text().split()[:2] == [str(os.getpid()), f"otcmail@{inspector.host}"]
    assert not second.acquire()
    state = inspector.state(box)
    assert state is not None and not state.stale and state.pid == os.getpid()
    first.release()
    assert not lock_path(box).exists() and inspector.state(box) is None
    assert second.acquire()
    # Forced by someone else meanwhile and taken again by them: the new lock is theirs, left alone.
    lock_path(box).unlink()
    lock_path(box).write_bytes(b"")
    second.release()
    assert lock_path(box).exists()
    assert [p.name for p in inbox.iterdir()] == ["dealers.mbox.lock"]  # no hitch file left behind


def test_a_lock_left_by_a_killed_producer_is_stale_at_once_a_foreign_one_only_when_old(inbox: Path) -> None:
    box = inbox / "dealers.mbox"
    inspector = LockInspector(1024.0)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    lock_path(box).write_text(f"{dead.pid} otcmail@{inspector.host}\n")
    state = inspector.state(box)
    assert state is not None and state.stale and "gone" in state.why
    lock = DotLock(box, inspector)
    assert lock.acquire()  # removed and taken
    lock.release()
    lock_path(box).write_text(f"{dead.pid}\n")  # a plain pid (liblockfile): not ours to judge by pid
    assert not DotLock(box, inspector).acquire()
    old = time.time() - 1100
    os.utime(lock_path(box), (old, old))
    assert DotLock(box, inspector).acquire()


LOCKFILE = shutil.which("lockfile")


@pytest.mark.skipif(LOCKFILE is None, reason="procmail's lockfile(1) is installed by scripts/ensure-system-packages "
                                             "--postgres")
def test_dotlock_and_procmails_lockfile_exclude_each_other(inbox: Path) -> None:
    assert LOCKFILE is not None
    box = inbox / "dealers.mbox"
    lock = DotLock(box, LockInspector(1024.0))
    assert lock.acquire()
    # -r0: one try, no waiting; exit 0 only if lockfile created the lock itself.
    assert subprocess.run([LOCKFILE, "-r0", str(lock_path(box))], capture_output=True).returncode != 0
    lock.release()
    assert subprocess.run([LOCKFILE, "-r0", str(lock_path(box))], capture_output=True).returncode == 0
    assert not DotLock(box, LockInspector(1024.0)).acquire()
    lock_path(box).unlink()  # `rm -f`, as lockfile(1) says
    assert DotLock(box, LockInspector(1024.0)).acquire()


def test_start_up_removes_only_locks_of_dead_producers(inbox: Path) -> None:
    from producer.writers import clear_dead_locks

    inspector = LockInspector(1024.0)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    (inbox / "sub").mkdir()
    ours = inbox / "sub" / "dealers.mbox.lock"      # archived, then killed before the unlock: no mbox beside it
    ours.write_text(f"{dead.pid} otcmail@{inspector.host}\n")
    alive = inbox / "live.mbox.lock"
    alive.write_text(f"{os.getpid()} otcmail@{inspector.host}\n")
    procmails = inbox / "other.mbox.lock"
    procmails.write_bytes(b"")
    elsewhere = inbox / "done" / "x.lock"
    elsewhere.parent.mkdir()
    elsewhere.write_text(f"{dead.pid} otcmail@{inspector.host}\n")
    assert clear_dead_locks(inbox, inspector, skip=(inbox / "done",)) == 1
    assert not ours.exists() and alive.exists() and procmails.exists() and elsewhere.exists()


def test_a_lock_held_long_is_kept_fresh_and_never_someone_elses(inbox: Path) -> None:
    """While a slow broker acknowledges, the producer touches its lock so procmail never takes it for stale."""
    box = inbox / "dealers.mbox"
    lock = DotLock(box, LockInspector(1024.0))
    assert lock.acquire()
    old = time.time() - 900
    os.utime(lock_path(box), (old, old))
    lock.refresh(every_s=60)  # taken just now: not yet
    assert os.stat(lock_path(box)).st_mtime == pytest.approx(old)
    lock.refresh(every_s=0)
    assert time.time() - os.stat(lock_path(box)).st_mtime < 5
    lock.release()
    lock_path(box).write_bytes(b"")  # procmail's now
    os.utime(lock_path(box), (old, old))
    lock.refresh(every_s=0)
    assert os.stat(lock_path(box)).st_mtime == pytest.approx(old)


class SlowWalk(OpenWriters):
    """The real walk, taking 50 ms of the (fake) clock each time: a busy machine's /proc."""

    def __init__(self, clock: Clock) -> None:
        super().__init__()
        self.clock, self.walks = clock, 0

    def holders(self, files):  # type: ignore[no-untyped-def]
        self.walks += 1
        self.clock.now += 0.05
        return super().holders(files)


def test_proc_walks_are_spaced_so_they_take_a_tenth_of_the_time_at_most(inbox: Path) -> None:
    """A burst of files: the files ready between two walks wait for the next one (at most a second away)
    and go together, instead of one 50 ms walk per round."""
    clock = Clock()
    walker = SlowWalk(clock)
    ready = Readiness(1.0, 30.0, inotify=True, clock=clock, wall=clock, guards=Guards(None, walker))
    first = inbox / "msg.first"
    first.write_bytes(b"From: desk\n\nlevels\n")
    os.utime(first, (clock.now - 60, clock.now - 60))
    ready.note(first, Seen.CLOSED)
    assert [c.path for c in ready.ready(10)] == [first] and walker.walks == 1
    ready.forget(first)
    later = []
    for i in range(3):  # three more rounds within the spacing (9 x 50 ms after the walk): no walk
        clock.now += 0.1
        f = inbox / f"msg.{i}"
        f.write_bytes(b"From: desk\n\nlevels\n")
        os.utime(f, (clock.now - 60, clock.now - 60))
        ready.note(f, Seen.CLOSED)
        later.append(f)
        assert ready.ready(10) == [] and walker.walks == 1
    assert ready.next_due() == pytest.approx(0.15)  # the walk ended at 0.05 s, the next is due at 0.5 s; now 0.35 s
    clock.now += 0.25
    assert sorted(c.path for c in ready.ready(10)) == sorted(later) and walker.walks == 2
