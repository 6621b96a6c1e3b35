"""Who may still be writing a file: an open write handle in ``/proc``, or a dotlock file beside it.

Stable size and mtime only say that nothing was written *lately*: a writer that pauses (a slow
fetch, a big attachment being piped in) leaves a file that looks complete and is not. Two things
tell more:

* **An open write handle.** On Linux every process's descriptors are in ``/proc/<pid>/fd`` (a
  link to the open file) and their open flags in ``/proc/<pid>/fdinfo/<fd>``. :class:`OpenWriters`
  walks them *once per readiness round* for all candidate files at once, matching by
  ``(st_dev, st_ino)``, so the cost is one ``stat`` per descriptor on the machine, not per file.
  Limits: a process of another user cannot be inspected unless the producer runs as root (its
  descriptors are counted as ``hidden``); a writer on another host of a network filesystem is
  never visible; outside Linux the check is off.
* **A lock file** ``<name>.lock``, the dotlock convention of procmail, lockfile(1), movemail,
  liblockfile's dotlockfile and mutt: while it exists, a delivery is under way. A lock older than
  ``lock_stale_s`` (by default 1024 s, procmail's own ``LOCKTIMEOUT``, after which procmail removes
  a lock by force) is stale: logged, naming the file, and no longer obeyed.

:class:`DotLock` takes such a lock itself, the way procmail does (a unique "hitch" file linked to
``<name>.lock``: atomic on NFS too), so that procmail waits (``LOCKSLEEP``, 8 s by default, then
tries again) while the producer reads, publishes and archives an mbox it keeps appending to. The
lock holds ``<pid> otcmail@<host> <nonce>``; liblockfile and dotlockfile read the leading pid the same way.
A lock of ours whose process is gone (``kill -9``) is removed at once on this host; any other lock
only once it is stale. The producer does not take procmail's second lock, an fcntl() lock on the
mbox: a writer that locks with fcntl() or flock() alone is kept back by the /proc check until it
closes, but not excluded between the producer's read and its archive. procmail, Postfix's local,
Exim's appendfile and Dovecot's LDA all take the dotlock as well.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import socket
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

log = logging.getLogger(__name__)

LOCK_SUFFIX = ".lock"
#: procmail's LOCKTIMEOUT default: a lock untouched this long is forced by procmail itself.
PROCMAIL_LOCKTIMEOUT_S = 1024.0
_TAG = "otcmail@"

FileId = tuple[int, int]  # (st_dev, st_ino)
T = TypeVar("T")


@dataclass(frozen=True)
class Holder:
    pid: int
    command: str


class OpenWriters:
    """Which of a set of files some process holds open for writing (``/proc`` on Linux)."""

    def __init__(self, proc: Path = Path("/proc")) -> None:
        self.proc = proc
        self.available = (proc / "self" / "fdinfo").is_dir()
        self.hidden = 0          # processes whose descriptors we were not allowed to see, last scan
        self._self = str(os.getpid())
        self._warned_hidden = False

    def holders(self, files: Mapping[FileId, T]) -> dict[T, Holder]:
        """For each file of ``files`` (keyed by ``(st_dev, st_ino)``) open for writing: one process holding it."""
        found: dict[T, Holder] = {}
        if not files or not self.available:
            return found
        hidden = 0
        try:
            pids = [name for name in os.listdir(self.proc) if name.isdigit() and name != self._self]
        except OSError as exc:
            log.warning("cannot list %s (%s): open writers are not checked this round", self.proc, exc)
            return found
        for pid in pids:
            fd_dir = f"{self.proc}/{pid}/fd"
            try:
                entries = os.scandir(fd_dir)
            except PermissionError:
                hidden += 1
                continue
            except OSError:  # gone meanwhile, or a kernel thread
                continue
            with entries:
                for entry in entries:
                    try:
                        st = entry.stat()  # follows the link: the open file itself
                    except OSError:
                        continue
                    target = files.get((st.st_dev, st.st_ino))
                    if target is None or target in found:
                        continue
                    if _open_for_writing(f"{self.proc}/{pid}/fdinfo/{entry.name}"):
                        found[target] = Holder(int(pid), _command(self.proc, pid))
        self.hidden = hidden
        if hidden and not self._warned_hidden:
            self._warned_hidden = True
            log.info("open writers: %d processes of other users cannot be inspected (run the producer as the "
                     "user that delivers the mail, or as root, to see their handles)", hidden)
        return found


def _open_for_writing(fdinfo: str) -> bool:
    try:
        with open(fdinfo, "rb") as fh:
            text = fh.read(256)
    except OSError:
        return False
    for line in text.splitlines():
        if line.startswith(b"flags:"):
            return int(line.split()[1], 8) & os.O_ACCMODE in (os.O_WRONLY, os.O_RDWR)
    return False


def _command(proc: Path, pid: str) -> str:
    try:
        return (proc / pid / "comm").read_text(errors="replace").strip()
    except OSError:
        return "?"


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + LOCK_SUFFIX)


@dataclass(frozen=True)
class LockState:
    path: Path          # the lock file
    age_s: float        # since it was last modified (procmail measures the same)
    pid: int | None     # ours: the producer process that took it
    stale: bool
    why: str            # for the log: why it is stale, or who holds it


class LockInspector:
    """Reads a ``<name>.lock``: is someone delivering, or is it left over?"""

    def __init__(self, stale_after_s: float, *, wall: Callable[[], float] = time.time,
                 host: str | None = None) -> None:
        self.stale_after_s = stale_after_s
        self._wall = wall
        self.host = host or socket.gethostname()

    def state(self, path: Path) -> LockState | None:
        """The lock of ``path`` (the locked file), or None when there is none."""
        name = f"{path}{LOCK_SUFFIX}"  # a string, not pathlib: this runs for every stable file of every round
        try:
            st = os.stat(name)
        except FileNotFoundError:
            return None
        except OSError as exc:
            return LockState(Path(name), 0.0, None, False, f"cannot be read: {exc}")
        lock = Path(name)
        age = self._wall() - st.st_mtime
        pid = self._our_pid(lock) if st.st_size else None
        if pid is not None and not _alive(pid):
            return LockState(lock, age, pid, True, f"left by producer pid {pid}, which is gone")
        if age > self.stale_after_s:
            return LockState(lock, age, pid, True,
                             f"untouched for {age:.0f}s, over producer.lock_stale_s ({self.stale_after_s:.0f}s)")
        return LockState(lock, age, pid, False, f"held for {age:.0f}s" + (f" by producer pid {pid}" if pid else ""))

    def _our_pid(self, lock: Path) -> int | None:
        """The pid in a lock this producer's kind wrote on this host (``<pid> otcmail@<host> [nonce]``)."""
        try:
            text = lock.read_text(errors="replace")[:200].split()
        except OSError:
            return None
        if len(text) in (2, 3) and text[0].isdigit() and text[1] == _TAG + self.host:
            return int(text[0])
        return None


def clear_dead_locks(top: Path, inspector: LockInspector, skip: tuple[Path, ...] = ()) -> int:
    """At start-up: remove the ``*.lock`` files below ``top`` left by a producer that was killed.

    Killed after archiving an mbox but before removing its lock, a producer leaves a lock with no
    mbox beside it; nothing would ever look at it again, and procmail would wait its LOCKTIMEOUT
    (17 minutes) before forcing it. Only our own locks with a dead pid go; any other stays.
    """
    removed = 0
    for folder, dirs, names in os.walk(top):
        dirs[:] = [d for d in dirs if not d.startswith(".") and Path(folder, d) not in skip]
        for name in names:
            if not name.endswith(LOCK_SUFFIX):
                continue
            target = Path(folder, name[: -len(LOCK_SUFFIX)])
            state = inspector.state(target)
            if state is not None and state.stale and state.pid is not None:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(state.path)
                    removed += 1
                    log.warning("%s: removed the lock %s (%s)", target, state.path.name, state.why)
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class DotLock:
    """``<file>.lock`` taken the way procmail takes it; release() removes it (only if it is still ours)."""

    def __init__(self, target: Path, inspector: LockInspector) -> None:
        self.target = target
        self.path = lock_path(target)
        self._inspector = inspector
        self._mark: int | None = None   # st_ino of our lock (with its content: an inode number is reused)
        self._content = f"{os.getpid()} {_TAG}{inspector.host} {os.urandom(6).hex()}\n".encode()
        self._touched = 0.0

    @property
    def held(self) -> bool:
        return self._mark is not None

    def _remember(self) -> None:
        self._mark = os.stat(self.path).st_ino

    def acquire(self) -> bool:
        """Take the lock now, or return False (someone else holds it): never waits.

        A stale lock (ours from a killed process, or older than ``lock_stale_s``) is removed first,
        as procmail forces it after LOCKTIMEOUT, and said so in the log naming the file.
        """
        if self._try():
            return True
        state = self._inspector.state(self.target)
        if state is None:
            return self._try()   # released meanwhile
        if not state.stale:
            return False
        log.warning("%s: removing the stale lock %s (%s)", self.target, state.path.name, state.why)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(state.path)
        return self._try()

    def _try(self) -> bool:
        content = self._content
        # A unique hitch file linked to the lock name: the link is atomic on NFS as well, where O_EXCL
        # was not always; a dot-file, so the producer never takes it for a mail.
        hitch = self.path.with_name(f".{self.path.name}.{self._inspector.host}.{os.getpid()}.{time.monotonic_ns()}")
        fd = os.open(hitch, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o444)
        try:
            os.write(fd, content)
        finally:
            os.close(fd)
        try:
            try:
                os.link(hitch, self.path)
            except FileExistsError:
                return False
            except OSError as exc:
                # The reply to a link can be lost on NFS: it worked if the hitch has two names now.
                if exc.errno in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP):
                    return self._exclusive(content)
                if os.stat(hitch).st_nlink != 2:
                    raise
        finally:
            os.unlink(hitch)
        self._remember()
        self._touched = time.monotonic()
        self._sweep_hitches()
        return True

    def _sweep_hitches(self) -> None:
        """Remove hitch files a producer killed between their creation and unlink left here."""
        prefix = f".{self.path.name}.{self._inspector.host}."
        try:
            names = [n for n in os.listdir(self.path.parent) if n.startswith(prefix)]
        except OSError:
            return
        for name in names:
            pid = name[len(prefix):].split(".", 1)[0]
            if pid.isdigit() and not _alive(int(pid)):
                with contextlib.suppress(OSError):
                    os.unlink(self.path.parent / name)

    def _exclusive(self, content: bytes) -> bool:
        """Filesystems without hard links: O_EXCL."""
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o444)
        except FileExistsError:
            return False
        try:
            os.write(fd, content)
        finally:
            os.close(fd)
        self._remember()
        self._touched = time.monotonic()
        return True

    def refresh(self, every_s: float = 60.0) -> None:
        """Touch a lock held long (a slow broker), so that nobody takes it for stale meanwhile."""
        if self._mark is None or time.monotonic() - self._touched < every_s:
            return
        self._touched = time.monotonic()
        with contextlib.suppress(OSError):
            if self._is_ours():
                os.utime(self.path)

    def _is_ours(self) -> bool:
        """Still the lock we made: the same inode, holding what we wrote (a nonce: inode numbers are reused)."""
        if os.stat(self.path).st_ino != self._mark:
            return False
        with open(self.path, "rb") as fh:
            return fh.read(len(self._content) + 1) == self._content

    def release(self) -> None:
        if self._mark is None:
            return
        try:
            ours = self._is_ours()
            self._mark = None
            if not ours:
                log.warning("%s: the lock %s is no longer ours (forced by another writer); left alone",
                            self.target, self.path.name)
                return
            os.unlink(self.path)
        except FileNotFoundError:
            self._mark = None
            log.warning("%s: the lock %s was removed by someone else while held", self.target, self.path.name)
