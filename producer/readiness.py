"""When a file in the dump directory is complete, and so may be published.

procmail's plain-directory delivery creates the file and then writes it, so half-written files are
visible. A file is ready when:

* it sits in a Maildir ``new/`` (or ``cur/``): delivered to ``tmp/`` and renamed there when complete;
* or its size and mtime have not changed for ``stable_seconds`` and, if we saw data written to it,
  we also saw it closed. Close events can be dropped (inotify overflow), so a file written and never
  seen closed, or an empty file, is taken after ``unclosed_grace_s`` unchanged instead.

With inotify, a file whose mtime is already ``stable_seconds`` old counts as stable on first sight
(every write moves the mtime), which lets the start-up scan and rescans publish at once. In polling
mode (network filesystems, where the server's clock sets mtime) it must be seen unchanged twice.

Stable is not enough: a writer may pause longer than ``stable_seconds`` with the file open. With
:class:`Guards` (the service always passes them), a stable file also waits while

* ``<name>.lock`` exists beside it (procmail's and dotlock's convention) and is not stale, and
* any process holds it open for writing (``/proc``, one walk per round for all candidates).

An mbox waits for a quiet moment like any other file, although the service takes its dotlock
anyway: grabbing it between two deliveries of fetchmail's burst would make procmail sleep
``LOCKSLEEP`` (8 s by default) at each grab, for no gain in safety.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import stat
import time
from collections.abc import Callable, Container
from dataclasses import dataclass
from pathlib import Path

from producer.watcher import Seen
from producer.writers import LockInspector, OpenWriters

log = logging.getLogger(__name__)

MAILDIR_DONE = frozenset({"new", "cur"})
MAILDIR_PARTS = ("tmp", "new", "cur")


def in_maildir_new(path: Path) -> bool:
    """In ``new/`` or ``cur/`` of a folder that looks like a Maildir (a sibling tmp/new/cur exists)."""
    parent = path.parent
    if parent.name not in MAILDIR_DONE:
        return False
    return any((parent.parent / d).is_dir() for d in MAILDIR_PARTS if d != parent.name)


@dataclass
class _Entry:
    seen_at: dt.datetime           # wall clock, first sighting: the `seen-at` header
    size: int = -1
    mtime_ns: int = -1
    since: float = 0.0             # monotonic time (size, mtime) was first observed as it is now
    writing: bool = False          # data written, close not seen yet
    due: float = 0.0               # do not look again before this monotonic time
    maildir: bool = False
    blocked_since: float | None = None   # monotonic time a lock or a writer was first seen holding it
    warned: bool = False                 # said so in the log once


@dataclass(frozen=True)
class Guards:
    """What else keeps a stable file back: its dotlock, and processes holding it open for writing."""

    locks: LockInspector | None = None
    writers: OpenWriters | None = None


@dataclass(frozen=True)
class Candidate:
    path: Path
    seen_at: dt.datetime
    size: int
    mtime_ns: int


class Readiness:
    """Tracks every candidate path until it is ready (or gone); cheap enough for 100,000 files."""

    def __init__(self, stable_seconds: float, unclosed_grace_s: float, *, inotify: bool,
                 clock: Callable[[], float] = time.monotonic, wall: Callable[[], float] = time.time,
                 guards: Guards | None = None) -> None:
        self.stable_s = stable_seconds
        self.unclosed_s = max(unclosed_grace_s, stable_seconds)
        # Only inotify reports closes; polling reports "modified" and never "closed", and on a network
        # filesystem the mtime comes from the server's clock.
        self.inotify = inotify
        self._clock = clock
        self._wall = wall
        self._entries: dict[Path, _Entry] = {}
        self.guards = guards or Guards()
        self._next_walk = 0.0  # no /proc walk before this (clock time): see _held_open

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, path: Path) -> bool:
        return path in self._entries

    def note(self, path: Path, seen: Seen) -> bool:
        """Record an event or scan hit; True if the path was not tracked before."""
        if seen is Seen.GONE:
            self._entries.pop(path, None)
            return False
        entry = self._entries.get(path)
        new = entry is None
        if entry is None:
            entry = _Entry(seen_at=dt.datetime.fromtimestamp(self._wall(), dt.UTC),
                           maildir=in_maildir_new(path))
            self._entries[path] = entry
        if seen is Seen.WRITTEN and self.inotify:
            entry.writing = True
        elif seen in (Seen.CLOSED, Seen.MOVED):
            entry.writing = False
        if seen is not Seen.SCANNED:
            entry.due = 0.0  # look at it on the next pass
        return new

    def forget(self, path: Path) -> None:
        self._entries.pop(path, None)

    def oldest_seen(self) -> dt.datetime | None:
        """When the longest-waiting tracked file was first seen (None: nothing waits)."""
        return min((e.seen_at for e in self._entries.values()), default=None)

    def defer(self, path: Path, seconds: float) -> None:
        entry = self._entries.get(path)
        if entry is not None:
            entry.due = self._clock() + seconds

    def next_due(self) -> float | None:
        """Seconds until the earliest tracked path is worth another look (None: nothing tracked)."""
        if not self._entries:
            return None
        return max(0.0, min(e.due for e in self._entries.values()) - self._clock())

    def ready(self, limit: int, busy: Container[Path] = ()) -> list[Candidate]:
        """Up to ``limit`` complete files, oldest sighting first, leaving out those ``busy``."""
        now = self._clock()
        wall = self._wall()
        picked: list[tuple[Path, _Entry, os.stat_result | None]] = []
        gone: list[Path] = []
        for path, e in self._entries.items():
            if len(picked) >= limit:
                break
            if e.due > now or path in busy:
                continue
            try:
                st = os.stat(path, follow_symlinks=False)
            except FileNotFoundError:
                gone.append(path)
                continue
            except OSError:
                # Unreadable metadata: let the reader fail on it and say why in error/.
                picked.append((path, e, None))
                continue
            if not stat.S_ISREG(st.st_mode):
                gone.append(path)
                continue
            if (st.st_size, st.st_mtime_ns) != (e.size, e.mtime_ns):
                e.size, e.mtime_ns, e.since = st.st_size, st.st_mtime_ns, now
            if e.maildir:
                picked.append((path, e, st))
                continue
            unchanged_for = now - e.since
            if self.inotify:
                unchanged_for = max(unchanged_for, wall - st.st_mtime_ns / 1e9)
            needed = self.unclosed_s if (e.writing or st.st_size == 0) else self.stable_s
            if unchanged_for < needed:
                e.due = now + (needed - unchanged_for)
                continue
            if self._locked(path, e, now):
                continue
            picked.append((path, e, st))
        for path in gone:
            self._entries.pop(path, None)
        held = self._held_open(picked, now)
        out: list[Candidate] = []
        for path, e, st in picked:
            if path in held:
                continue
            e.blocked_since = None
            out.append(Candidate(path, e.seen_at, st.st_size if st else -1, st.st_mtime_ns if st else -1))
        return out

    def _locked(self, path: Path, e: _Entry, now: float) -> bool:
        """True while ``<name>.lock`` exists and is not stale (a stale one is logged once and ignored)."""
        locks = self.guards.locks
        if locks is None:
            return False
        state = locks.state(path)
        if state is None:
            return False
        if state.stale:
            if not e.warned:
                e.warned = True
                log.warning("%s: lock file %s is stale (%s); not waiting for it", path, state.path.name, state.why)
            return False
        self._blocked(path, e, now, f"its lock file {state.path.name} exists ({state.why})")
        return True

    #: A /proc walk costs 10-130 ms (every process's descriptors), so walks take at most a tenth of the
    #: producer's time: after one of ``d`` seconds the next waits ``WALK_SPACING * d`` (at most a second;
    #: 0.1-0.5 s on a busy machine, against the second a file must stay unchanged anyway), and the files
    #: ready meanwhile wait for it, many per walk. Without this a burst of 500 files/s spent a third of
    #: the producer's main thread in walks.
    WALK_SPACING = 9.0

    def _held_open(self, picked: list[tuple[Path, _Entry, os.stat_result | None]], now: float) -> set[Path]:
        """Which picked files (Maildir's aside) some process holds open for writing, or may (no walk yet):
        one /proc walk for all of them."""
        writers = self.guards.writers
        if writers is None:
            return set()
        files = {(st.st_dev, st.st_ino): path for path, e, st in picked if st is not None and not e.maildir}
        if not files:
            return set()
        if now < self._next_walk:
            for _path, e, st in picked:
                if st is not None and not e.maildir:
                    e.due = self._next_walk
            return set(files.values())
        holders = writers.holders(files)
        spent = self._clock() - now
        self._next_walk = now + spent + min(1.0, self.WALK_SPACING * spent)
        for path, e, _ in picked:
            holder = holders.get(path)
            if holder is not None:
                self._blocked(path, e, now, f"open for writing by pid {holder.pid} ({holder.command})")
        return set(holders)

    def _blocked(self, path: Path, e: _Entry, now: float, why: str) -> None:
        """Look again soon (sooner while the wait is young), and say so once if it lasts."""
        if e.blocked_since is None:
            e.blocked_since = now
        waited = now - e.blocked_since
        e.due = now + min(5.0, max(0.5, 0.25 * waited))
        if waited >= self.unclosed_s and not e.warned:
            e.warned = True
            log.warning("%s: still not complete after %.0fs: %s; waiting", path, waited, why)
