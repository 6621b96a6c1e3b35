"""Where a file goes once it is dealt with: ``done/`` (or deleted), ``error/``, ``quarantine/``.

Only the service calls :meth:`Archiver.archive`, and only after every record of the file was
acknowledged. Rejected files get ``<name>.error.json`` beside them (reason, time, size, sha256),
written *before* the file is moved: a crash in between leaves the file in the inbox, to be judged
again, never a file in error/ without its reason. Relative paths are kept below each folder, and a
name that is already taken gets the file's sha256 prefix, so nothing is ever overwritten.
"""

from __future__ import annotations

import datetime as dt
import errno
import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Outcome = Literal["error", "quarantine"]


@dataclass(frozen=True)
class Rejection:
    rel: str
    reason: str
    kind: Outcome
    size: int | None
    sha256: str | None
    host: str
    seen_at: str

    def to_json(self, moved_to: Path) -> str:
        return json.dumps({
            "file": self.rel, "reason": self.reason, "outcome": self.kind,
            "time": dt.datetime.now(dt.UTC).isoformat(), "seen_at": self.seen_at, "size": self.size,
            "sha256": self.sha256, "host": self.host, "moved_to": str(moved_to),
        }, indent=2, ensure_ascii=False) + "\n"


class FileChanged(Exception):
    """The file is not the version that was published (it was written to again)."""


class Archiver:
    def __init__(self, inbox: Path, done: Path, error: Path, quarantine: Path, *, delete: bool) -> None:
        self.inbox = inbox
        self.done = done
        self.error = error
        self.quarantine = quarantine
        self.delete = delete
        self._made: set[Path] = set()

    def archive(self, path: Path, rel: str, sha256: str, size: int, mtime_ns: int) -> Path | None:
        """Move a published file to done/ (or delete it); FileChanged if it is not what was published."""
        st = os.stat(path)
        if (st.st_size, st.st_mtime_ns) != (size, mtime_ns):
            raise FileChanged(f"{rel} changed after it was read ({size} -> {st.st_size} bytes)")
        if self.delete:
            os.unlink(path)
            return None
        return self._move(path, self.done / rel, sha256)

    def reject(self, path: Path, rejection: Rejection) -> Path:
        folder = self.quarantine if rejection.kind == "quarantine" else self.error
        dest = self._free_name(folder / rejection.rel, rejection.sha256)
        self._mkdir(dest.parent)
        note = dest.with_name(dest.name + ".error.json")
        tmp = note.with_name("." + note.name + ".tmp")
        tmp.write_text(rejection.to_json(dest), encoding="utf-8")
        os.replace(tmp, note)
        return self._move(path, dest, rejection.sha256, free=True)

    def _move(self, src: Path, dest: Path, sha256: str | None, *, free: bool = False) -> Path:
        self._mkdir(dest.parent)
        try:
            try:
                # No exists() first: the link refuses a taken name (FileExistsError), one syscall less per file.
                _relocate(src, dest)
            except FileExistsError:
                if _same_file(src, dest):
                    # A crash between the link and the unlink last time: it is archived already.
                    os.unlink(src)
                    return dest
                if free:
                    raise
                dest = self._free_name(dest, sha256)
                _relocate(src, dest)
            except FileNotFoundError:
                if not src.exists():
                    raise
                # Someone removed the folder under us: make it again, once.
                self._made.discard(dest.parent)
                self._mkdir(dest.parent)
                _relocate(src, dest)
        except OSError as exc:
            if exc.errno != errno.EXDEV:
                raise
            # done/ on another filesystem: copy, make the copy durable, then remove the original.
            tmp = dest.with_name("." + dest.name + ".tmp")
            shutil.copy2(src, tmp)
            with tmp.open("rb") as fh:
                os.fsync(fh.fileno())
            os.replace(tmp, dest)
            os.unlink(src)
        return dest

    @staticmethod
    def _free_name(dest: Path, sha256: str | None) -> Path:
        if not dest.exists():
            return dest
        tag = (sha256 or "x")[:12]
        candidate = dest.with_name(f"{dest.name}.{tag}")
        n = 1
        while candidate.exists():
            candidate = dest.with_name(f"{dest.name}.{tag}.{n}")
            n += 1
        return candidate

    def _mkdir(self, folder: Path) -> None:
        if folder not in self._made:
            folder.mkdir(parents=True, exist_ok=True)
            self._made.add(folder)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _relocate(src: Path, dest: Path) -> None:
    """Move ``src`` to ``dest`` on one filesystem, by hard link then unlink where links work.

    A rename out of a watched folder is held back ~0.5 s by watchdog, waiting for its moved-to half,
    and every event queued behind it waits too: each archived file delayed the next files' close
    events, the floor of file-to-price latency. A link plus an unlink is a plain delete event.
    A crash between the two leaves the file in both places, as one inode: the next archive of it only
    unlinks the inbox name (never a second copy in done/, never lost).
    """
    try:
        os.link(src, dest)
    except OSError as exc:
        if exc.errno in (errno.EPERM, errno.EMLINK, errno.ENOTSUP, errno.EOPNOTSUPP):
            if dest.exists():  # rename would overwrite: never
                raise FileExistsError(errno.EEXIST, "name taken", str(dest)) from exc
            os.rename(src, dest)  # a filesystem without hard links
            return
        raise
    os.unlink(src)
