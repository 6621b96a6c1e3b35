"""Candidate paths below the dump directory: watchdog events, the start-up scan, periodic rescans.

Events are hints, never the truth: inotify drops events when its queue overflows (watchdog only logs
it), and a network filesystem sends none. So the service also scans the whole tree at start-up and
every ``rescan_interval_s``; readiness decides from ``stat``, not from events. The one thing events
add is "this file was written and not closed yet", which keeps a stalled writer's file back.
"""

from __future__ import annotations

import enum
import fnmatch
import logging
import os
import re
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path

from watchdog.events import (
    DirCreatedEvent,
    DirMovedEvent,
    FileClosedEvent,
    FileCreatedEvent,
    FileDeletedEvent,
    FileModifiedEvent,
    FileMovedEvent,
    FileSystemEvent,
    FileSystemEventHandler,
)
from watchdog.observers import Observer
from watchdog.observers.api import BaseObserver
from watchdog.observers.polling import PollingObserver

log = logging.getLogger(__name__)


class Seen(enum.Enum):
    """What we learnt about a path."""

    SCANNED = "scanned"   # found by a scan: no history
    CREATED = "created"   # appeared (created, or moved in from outside the tree)
    WRITTEN = "written"   # data was written to it: wait for its close
    CLOSED = "closed"     # closed after writing
    MOVED = "moved"       # renamed inside the tree: complete by convention (Maildir, `mv`)
    GONE = "gone"


class Selector:
    """Which files below the inbox are ours: include/exclude globs, and never dot-files, ``tmp/``
    (Maildir's delivery area), procmail's ``_*`` temporaries, lock files, or our own folders."""

    ALWAYS_EXCLUDED = (".*", "_*", "*.lock", "*.error.json")

    def __init__(self, inbox: Path, include: Iterable[str], exclude: Iterable[str],
                 own_paths: Iterable[Path] = ()) -> None:
        self.inbox = inbox
        self.include = tuple(include) or ("*",)
        self.exclude = tuple(dict.fromkeys((*self.ALWAYS_EXCLUDED, *exclude)))
        # One compiled regex per list: a rescan of 100,000 files calls wanted() on each.
        self._include = _globs(self.include)
        self._exclude = _globs(self.exclude)
        # done/, error/, quarantine/ or the ledger may be configured inside the inbox.
        self.own = tuple(p for p in own_paths if p == inbox or inbox in p.parents)
        # String prefixes, not pathlib: these run for every file of every rescan.
        self._prefix = str(inbox).rstrip(os.sep) + os.sep
        self._own_rel = tuple(self.relative(p) or "" for p in self.own)

    def relative(self, path: Path | str) -> str | None:
        text = str(path)
        if not text.startswith(self._prefix):
            return None
        rel = text[len(self._prefix):]
        return rel.replace(os.sep, "/") if os.sep != "/" else rel

    def wanted(self, path: Path | str) -> bool:
        rel = self.relative(path)
        if not rel:
            return False
        parts = rel.split("/")
        if any(p.startswith(".") or p == "tmp" for p in parts[:-1]):
            return False
        if any(rel == own or rel.startswith(own + "/") for own in self._own_rel):
            return False
        name = parts[-1]
        if self._exclude.match(name) or self._exclude.match(rel):
            return False
        return bool(self._include.match(name) or self._include.match(rel))

    def _dir_wanted(self, path: Path) -> bool:
        name = path.name
        return not (name.startswith(".") or name == "tmp" or path in self.own)

    def scan(self, top: Path | None = None) -> Iterator[Path]:
        """Every wanted regular file below ``top`` (default: the inbox), without following symlinks."""
        stack = [top or self.inbox]
        while stack:
            folder = stack.pop()
            try:
                entries = list(os.scandir(folder))
            except (FileNotFoundError, NotADirectoryError):
                continue
            except OSError as exc:
                log.warning("cannot list %s: %s", folder, exc)
                continue
            for entry in entries:
                try:
                    if entry.is_dir(follow_symlinks=False):
                        path = Path(entry.path)
                        if self._dir_wanted(path):
                            stack.append(path)
                    elif entry.is_file(follow_symlinks=False) and self.wanted(entry.path):
                        yield Path(entry.path)
                except OSError:
                    continue


class _DropStopNoise(logging.Filter):
    # watchdog logs an ERROR when its reader thread races with stop(); it is harmless.
    def filter(self, record: logging.LogRecord) -> bool:
        return "called when the thread is inactive" not in record.getMessage()


def _quiet_watchdog_stop() -> None:
    target = logging.getLogger("watchdog.observers.inotify")
    if not any(isinstance(f, _DropStopNoise) for f in target.filters):
        target.addFilter(_DropStopNoise())


class _OverflowAlarm(logging.Handler):
    """watchdog only *logs* an inotify queue overflow (events were lost): turn that line into a rescan now,
    instead of leaving the lost files to the periodic rescan (up to ``rescan_interval_s`` later, which
    under a burst of thousands of files was most of the drain time)."""

    def __init__(self, watcher: Watcher) -> None:
        super().__init__(logging.WARNING)
        self.watcher = watcher

    def emit(self, record: logging.LogRecord) -> None:
        if "overflow" in record.getMessage().lower():
            self.watcher.overflowed()


def _globs(patterns: Iterable[str]) -> re.Pattern[str]:
    """Globs matched against a file's name and its path relative to the inbox (``*`` crosses ``/``)."""
    return re.compile("|".join(f"(?:{fnmatch.translate(g)})" for g in patterns) or "(?!)")


class _Handler(FileSystemEventHandler):
    def __init__(self, watcher: Watcher) -> None:
        self._watcher = watcher

    def on_any_event(self, event: FileSystemEvent) -> None:
        w = self._watcher
        src = Path(os.fsdecode(event.src_path)) if event.src_path else None
        if isinstance(event, FileMovedEvent):
            dest = Path(os.fsdecode(event.dest_path)) if event.dest_path else None
            if src is not None:
                w.push(src, Seen.GONE)
            if dest is not None:
                w.push(dest, Seen.MOVED)
        elif isinstance(event, (DirCreatedEvent, DirMovedEvent)):
            # Files inside a directory moved in as a whole raise no events of their own.
            dest = event.dest_path if isinstance(event, DirMovedEvent) else event.src_path
            if dest:
                w.push_dir(Path(os.fsdecode(dest)))
        elif src is None:
            return
        elif isinstance(event, FileCreatedEvent):
            w.push(src, Seen.CREATED)
        elif isinstance(event, FileModifiedEvent):
            w.push(src, Seen.WRITTEN)
        elif isinstance(event, FileClosedEvent):
            w.push(src, Seen.CLOSED)
        elif isinstance(event, FileDeletedEvent):
            w.push(src, Seen.GONE)


# No FileDeletedEvent: every archived file would raise one (our own unlink), handled in Python while the
# producer waits for the GIL; a vanished file is dropped by readiness when its stat fails anyway.
_EVENTS: list[type[FileSystemEvent]] = [
    FileCreatedEvent, FileModifiedEvent, FileClosedEvent, FileMovedEvent, DirCreatedEvent, DirMovedEvent,
]


class Watcher:
    """Collects events from a watchdog observer (inotify, or polling for network filesystems)."""

    def __init__(self, selector: Selector, *, polling: bool, poll_interval_s: float = 1.0) -> None:
        self.selector = selector
        self.polling = polling
        self._poll_interval_s = poll_interval_s
        self._lock = threading.Lock()
        self._pending: dict[Path, Seen] = {}
        self._dirs: set[Path] = set()
        self._wake = threading.Event()
        self._observer: BaseObserver | None = None
        self._overflowed = False
        self._alarm = _OverflowAlarm(self)

    def start(self) -> None:
        _quiet_watchdog_stop()
        inotify_log = logging.getLogger("watchdog.observers.inotify")
        inotify_log.addHandler(self._alarm)
        if inotify_log.getEffectiveLevel() > logging.WARNING:  # the alarm must hear it at any log level
            inotify_log.setLevel(logging.WARNING)
        observer: BaseObserver
        observer = PollingObserver(timeout=self._poll_interval_s) if self.polling else Observer()
        observer.schedule(_Handler(self), str(self.selector.inbox), recursive=True, event_filter=_EVENTS)
        observer.daemon = True
        observer.start()
        self._observer = observer

    def overflowed(self) -> None:
        with self._lock:
            self._overflowed = True
        self._wake.set()

    def take_overflow(self) -> bool:
        """True once after the kernel dropped events: the caller should rescan the tree now."""
        with self._lock:
            overflowed, self._overflowed = self._overflowed, False
        return overflowed

    def stop(self) -> None:
        logging.getLogger("watchdog.observers.inotify").removeHandler(self._alarm)
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(timeout=10)
            self._observer = None

    def push(self, path: Path, seen: Seen) -> None:
        if seen is not Seen.GONE and not self.selector.wanted(path):
            return
        with self._lock:
            # A later event wins, except that "written" must not be forgotten by a "created"/"scanned".
            if not (self._pending.get(path) is Seen.WRITTEN and seen in (Seen.CREATED, Seen.SCANNED)):
                self._pending[path] = seen
        self._wake.set()

    def push_dir(self, path: Path) -> None:
        with self._lock:
            self._dirs.add(path)
        self._wake.set()

    def drain(self) -> list[tuple[Path, Seen]]:
        """Events since the last drain, in arrival order (a directory that appeared is scanned here)."""
        with self._lock:
            pending, self._pending = self._pending, {}
            dirs, self._dirs = self._dirs, set()
            self._wake.clear()
        out = list(pending.items())
        for folder in dirs:
            out += [(p, Seen.CREATED) for p in self.selector.scan(folder)]
        return out

    def wait(self, timeout: float) -> None:
        self._wake.wait(timeout)
