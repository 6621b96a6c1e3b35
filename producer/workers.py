"""Reading and hashing files, in the producer process or in worker processes.

Framing is cheap (no MIME parsing: see producer/framing.py), so by default (``producer.workers = 0``)
files are read in the producer process, which saves pickling every message's bytes twice. Worker
processes help where reading is slow (a network filesystem) or files are big and many.
The workers hold no state that matters: they read files and return records, so a worker or the
main process dying loses nothing (the files are still in the inbox). ``workers = 0`` parses in the
main process.

Workers are started with ``spawn``: the main process runs watchdog and kafka-python threads, and
forking a threaded process can copy a held lock into the child.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from producer.source import Deferred, FileMeta, Prepared, Rejected, SourceOptions, SourceReader

Outcome = Prepared | Rejected | Deferred | None  # None: the file vanished before it was read

_reader: SourceReader | None = None


def _init(options: SourceOptions, parent: int) -> None:
    global _reader
    _reader = SourceReader(options)
    # A worker blocked on its task queue never notices that the producer was killed (-9): it holds
    # that queue's write end itself. Watch the parent and leave with it.
    threading.Thread(target=_exit_with_parent, args=(parent,), name="parent-watch", daemon=True).start()


def _exit_with_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)


def _prepare(meta: FileMeta) -> Outcome:
    assert _reader is not None
    return prepare_one(_reader, meta)


def prepare_one(reader: SourceReader, meta: FileMeta) -> Outcome:
    try:
        return reader.prepare(meta)
    except (Rejected, Deferred) as outcome:
        return outcome
    except FileNotFoundError:
        return None


class Preparer:
    """``prepare_many(metas)`` -> one outcome per file, in order."""

    def __init__(self, options: SourceOptions, workers: int) -> None:
        self._options = options
        self._workers = workers
        self._reader = SourceReader(options)
        self._pool: ProcessPoolExecutor | None = None

    def _get_pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self._workers, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_init, initargs=(self._options, os.getpid()))
        return self._pool

    def submit(self, metas: Sequence[FileMeta]) -> Pending:
        """Start preparing ``metas``; the workers go on while the caller sends the previous round."""
        # A few files are not worth the round trip to the workers.
        if self._workers <= 0 or len(metas) < 4:
            return Pending(self, metas, None)
        chunk = max(1, min(64, len(metas) // (self._workers * 4)))
        try:
            return Pending(self, metas, self._get_pool().map(_prepare, metas, chunksize=chunk))
        except BrokenProcessPool:
            self.close()
            return Pending(self, metas, None)

    def prepare_many(self, metas: Sequence[FileMeta]) -> list[Outcome]:
        return self.submit(metas).outcomes()

    def prepare_here(self, meta: FileMeta) -> Outcome:
        """One file, read in this process now (an mbox read again under its lock)."""
        return prepare_one(self._reader, meta)

    def _here(self, metas: Sequence[FileMeta]) -> list[Outcome]:
        return [prepare_one(self._reader, m) for m in metas]

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


class Pending:
    """A round being prepared."""

    def __init__(self, preparer: Preparer, metas: Sequence[FileMeta], results: Iterator[Outcome] | None) -> None:
        self.preparer = preparer
        self.metas = list(metas)
        self._results = results

    def outcomes(self) -> list[Outcome]:
        if self._results is None:
            return self.preparer._here(self.metas)
        try:
            return list(self._results)
        except BrokenProcessPool:
            # A worker died (OOM killer, a crash in a parser): do this round here, a new pool next time.
            self.preparer.close()
            return self.preparer._here(self.metas)
