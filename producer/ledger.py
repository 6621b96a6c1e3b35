"""The producer's small durable memory: which file versions were published, archived or rejected.

The dump directory itself is the real queue (a file still there is not done), so the ledger is not
needed for safety; it makes a restart cheap and honest. A file whose records were all acknowledged
but which was not yet archived when the producer died is ``published`` here: on restart it is
archived without being sent again. Rows are keyed by (path, sha256) because procmail reuses names.

One transaction per round, WAL journal, ``synchronous=NORMAL``: losing the last transaction on a
power cut only means a file is published again, with the same key, which the consumers absorb.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

PUBLISHED = "published"
ARCHIVED = "archived"
ERROR = "error"
QUARANTINED = "quarantined"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS files (
    path         TEXT NOT NULL,     -- relative to the dump directory
    sha256       TEXT NOT NULL,     -- of the whole file ('' when it could not be read)
    size         INTEGER NOT NULL,
    state        TEXT NOT NULL,     -- published | archived | error | quarantined
    seen_at      TEXT NOT NULL,
    published_at TEXT,
    finished_at  TEXT,
    records      INTEGER NOT NULL DEFAULT 0,
    destination  TEXT,
    detail       TEXT,
    PRIMARY KEY (path, sha256)
);
CREATE INDEX IF NOT EXISTS files_state ON files (state, finished_at);
"""


@dataclass(frozen=True)
class Published:
    path: str
    sha256: str
    size: int
    seen_at: str  # ISO 8601, aware
    records: int


@dataclass(frozen=True)
class Finished:
    path: str
    sha256: str
    size: int
    seen_at: str  # ISO 8601, aware
    state: str
    destination: str | None
    detail: str | None = None


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat()


class Ledger:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        # The service owns the ledger from one thread; autocommit off, explicit transactions.
        self._db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        self._db.close()

    def is_published(self, path: str, sha256: str) -> bool:
        """True if every record of exactly this file version was acknowledged but it was not archived."""
        row = self._db.execute("SELECT state FROM files WHERE path = ? AND sha256 = ?", (path, sha256)).fetchone()
        return row is not None and row[0] == PUBLISHED

    def published_among(self, files: Iterable[tuple[str, str]]) -> set[tuple[str, str]]:
        """Which of these (path, sha256) file versions were acknowledged but not archived: one query per 500."""
        wanted = list(files)
        found: set[tuple[str, str]] = set()
        for i in range(0, len(wanted), 500):
            paths = [p for p, _ in wanted[i:i + 500]]
            marks = ",".join("?" * len(paths))
            found.update(self._db.execute(
                f"SELECT path, sha256 FROM files WHERE state = ? AND path IN ({marks})", (PUBLISHED, *paths)))
        return found & set(wanted)

    def mark_published(self, items: Iterable[Published]) -> None:
        now = _now()
        rows = [(i.path, i.sha256, i.size, PUBLISHED, i.seen_at, now, i.records) for i in items]
        if not rows:
            return
        with self._transaction():
            self._db.executemany(
                "INSERT INTO files (path, sha256, size, state, seen_at, published_at, records) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (path, sha256) DO UPDATE SET state = excluded.state, "
                "published_at = excluded.published_at, records = excluded.records, finished_at = NULL",
                rows,
            )

    def mark_finished(self, items: Iterable[Finished]) -> None:
        now = _now()
        rows = [(i.path, i.sha256, i.size, i.state, i.seen_at, now, i.destination, i.detail)
                for i in items]
        if not rows:
            return
        with self._transaction():
            self._db.executemany(
                "INSERT INTO files (path, sha256, size, state, seen_at, finished_at, destination, detail) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (path, sha256) DO UPDATE SET state = excluded.state, "
                "finished_at = excluded.finished_at, destination = excluded.destination, detail = excluded.detail",
                rows,
            )

    def counts(self) -> dict[str, int]:
        return dict(self._db.execute("SELECT state, count(*) FROM files GROUP BY state").fetchall())

    def prune(self, keep_days: int) -> int:
        """Forget archived files older than ``keep_days``; published/error rows are kept."""
        cutoff = (dt.datetime.now(dt.UTC) - dt.timedelta(days=keep_days)).isoformat()
        with self._transaction():
            cur = self._db.execute("DELETE FROM files WHERE state = ? AND finished_at < ?", (ARCHIVED, cutoff))
        return cur.rowcount

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)


class _Transaction:
    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        self._db.execute("COMMIT" if exc_type is None else "ROLLBACK")
