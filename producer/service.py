"""The producer loop: ``run_producer(settings, stop, once=False)``.

One thread owns everything here (watchdog and kafka-python bring their own I/O threads). Each pass:
take the events, rescan if due, pick up to ``batch_files`` complete files, and run one *round*:

    read + frame + hash          ->  send all  ->  wait for every ack  ->  ledger "published"
                                 ->  move each file to done/ (or delete)  ->  ledger "archived"

A file leaves the inbox only after all its records were acknowledged, so ``kill -9`` at any point
loses nothing: unarchived files are found again by the start-up scan; those the ledger already
knows as published are archived without being sent twice, the others are sent again with the same
keys. When the broker is down the round fails, the files stay, and rounds pause with a growing
back-off until it answers again.

An mbox is taken under its dotlock (``<mbox>.lock``, as procmail and movemail take it) from just
after it was read until it is archived: procmail, appending the next delivery, waits for the lock
and then creates a fresh mbox, so no member lands in a file on its way to done/. An mbox that changed
between the read and the lock is read again under the lock; one whose lock someone else holds
waits for a later round. A lock left by a producer killed with -9 is removed at the next start.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import socket
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from config.settings import Settings
from core import metrics
from core.errors import BrokerUnavailable
from producer.archive import Archiver, FileChanged, Rejection
from producer.ledger import ARCHIVED, ERROR, QUARANTINED, Finished, Ledger, Published
from producer.publish import InFlight, ProducerFactory, Publisher
from producer.readiness import Candidate, Guards, Readiness
from producer.source import Deferred, FileMeta, Prepared, Rejected, SourceOptions
from producer.watcher import Seen, Selector, Watcher
from producer.workers import Outcome, Pending, Preparer
from producer.writers import DotLock, LockInspector, OpenWriters, clear_dead_locks

log = logging.getLogger(__name__)


@dataclass
class ProducerStats:
    """Counts since start; ``pending`` is what is waiting in the inbox right now."""

    started: float = field(default_factory=time.monotonic)
    files_seen: int = 0
    files_published: int = 0
    files_resumed: int = 0        # archived after a restart without being sent again (ledger)
    messages: int = 0             # raw records: mails, mbox members, loose documents
    deferred: int = 0             # reads that failed for now (a transient OSError); tried again later
    bytes_sent: int = 0
    archived: int = 0
    errors: int = 0
    quarantined: int = 0
    failed_rounds: int = 0
    pending: int = 0
    broker_ok: bool = True

    @property
    def elapsed(self) -> float:
        return max(time.monotonic() - self.started, 1e-9)

    def line(self) -> str:
        rate = self.messages / self.elapsed
        return (f"{self.messages} messages ({self.bytes_sent / 1e6:.1f} MB) published "
                f"from {self.files_published} files, {rate:.1f} messages/s; {self.archived} archived, "
                f"{self.errors} errors, {self.quarantined} quarantined, {self.pending} waiting"
                + ("" if self.broker_ok else "; BROKER UNAVAILABLE"))


Progress = Callable[[ProducerStats], None]


class LockBusy:
    """A round's outcome for an mbox whose dotlock a delivery holds (or that cannot be locked: ``error``)."""

    def __init__(self, error: str | None = None) -> None:
        self.error = error


def run_producer(settings: Settings, stop: threading.Event, once: bool = False,
                 progress: Progress | None = None, *, factory: ProducerFactory | None = None) -> ProducerStats:
    """Publish the dump directory until ``stop`` is set (or, with ``once``, until it is empty).

    Safe to run in a thread: it installs no signal handlers. With ``once``, a round the broker
    could not acknowledge raises BrokerUnavailable after the files were left in place.
    """
    service = ProducerService(settings, stop, once=once, progress=progress, factory=factory)
    return service.run()


class ProducerService:
    def __init__(self, settings: Settings, stop: threading.Event, *, once: bool = False,
                 progress: Progress | None = None, factory: ProducerFactory | None = None) -> None:
        self.settings = settings
        self.stop = stop
        self.once = once
        self.progress = progress
        p, paths = settings.producer, settings.paths
        for folder in (paths.inbox, paths.done, paths.error, paths.quarantine):
            folder.mkdir(parents=True, exist_ok=True)
        self.selector = Selector(paths.inbox, p.include, p.exclude,
                                 own_paths=(paths.done, paths.error, paths.quarantine, paths.producer_state))
        self.locks = LockInspector(p.lock_stale_s)
        writers = OpenWriters() if p.check_writers else None
        if writers is not None and not writers.available:
            log.info("no /proc here: files held open for writing are not detected (stable_seconds decides)")
            writers = None
        self.readiness = Readiness(p.stable_seconds, p.unclosed_grace_s, inotify=not p.polling,
                                   guards=Guards(self.locks, writers))
        self.watcher = Watcher(self.selector, polling=p.polling, poll_interval_s=min(1.0, p.stable_seconds or 1.0))
        self.preparer = Preparer(SourceOptions.from_settings(settings), p.workers)
        self.publisher = Publisher(settings, factory) if factory else Publisher(settings)
        self.archiver = Archiver(paths.inbox, paths.done, paths.error, paths.quarantine, delete=p.archive == "delete")
        self.ledger = Ledger(paths.producer_state)
        self.host = socket.gethostname()
        self.stats = ProducerStats()
        self._backoff = p.retry_backoff_s
        self._paused_until = 0.0
        self._stuck: set[str] = set()
        self._busy: set[Path] = set()       # files of the rounds being prepared or sent
        self._sizes: dict[Path, int] = {}
        self._inflight: InFlight | None = None   # sent, acknowledgements not yet checked
        self._held: dict[Path, DotLock] = {}      # mbox dotlocks held, from the read to the archive
        self._last_log = time.monotonic()
        self._last_progress = 0.0
        self._last_gauges = 0.0
        self._logged = (0, 0.0)

    # -- the loop ---------------------------------------------------------------------------------------

    def run(self) -> ProducerStats:
        p = self.settings.producer
        pruned = self.ledger.prune(p.ledger_keep_days)
        if pruned:
            log.info("ledger: forgot %d files archived more than %d days ago", pruned, p.ledger_keep_days)
        clear_dead_locks(self.selector.inbox, self.locks, skip=self.selector.own)
        # Watch first, then scan: a file arriving in between is seen twice, never not at all.
        self.watcher.start()
        try:
            found = self._scan()
            log.info("producer watching %s (%s); %d files waiting at start-up",
                     self.selector.inbox, "polling" if p.polling else "inotify", found)
            self._loop()
            if self._inflight is not None:
                # Stopping: wait (up to shutdown_grace_s) for what was sent, archive what was acknowledged.
                self._complete_round(self._inflight)
                self._inflight = None
        finally:
            for path in list(self._held):
                self._unlock(path)
            self.watcher.stop()
            self.preparer.close()
            self.publisher.close(timeout=p.shutdown_grace_s)
            self.ledger.close()
            self.stats.pending = len(self.readiness)
            log.info("producer stopped: %s", self.stats.line())
        return self.stats

    def _loop(self) -> None:
        p = self.settings.producer
        next_rescan = time.monotonic() + p.rescan_interval_s
        while not self.stop.is_set():
            for path, seen in self.watcher.drain():
                if self.readiness.note(path, seen):
                    self.stats.files_seen += 1
                    metrics.FILES_SEEN.inc()
            now = time.monotonic()
            if self.watcher.take_overflow():
                log.warning("inotify dropped events (its queue overflowed): rescanning %s now", self.selector.inbox)
                next_rescan = now
            if now >= next_rescan:
                missed = self._scan()
                if missed:
                    log.info("rescan found %d files the events had not reported", missed)
                next_rescan = now + p.rescan_interval_s
            # Two rounds overlap: the next is read and parsed while the broker acknowledges the previous.
            upcoming = None
            if now >= self._paused_until:
                ready = self.readiness.ready(p.batch_files, busy=self._busy)
                if ready:
                    upcoming = self._start_round(ready)
                    outcomes = upcoming.outcomes()
            if self._inflight is not None:
                self._complete_round(self._inflight)
                self._inflight = None
            if upcoming is not None:
                self._inflight = self._send_round(upcoming, outcomes)
                self._report()
                continue
            if self.once and not len(self.readiness):
                break
            self._report()
            due = self.readiness.next_due()
            waits = [0.5, next_rescan - now, *([due] if due is not None else [])]
            if self._paused_until > now:
                waits.append(self._paused_until - now)
            self.watcher.wait(max(0.01, min(waits)))

    def _scan(self) -> int:
        new = 0
        for path in self.selector.scan():
            if self.readiness.note(path, Seen.SCANNED):
                new += 1
        self.stats.files_seen += new
        metrics.FILES_SEEN.inc(new)
        return new

    # -- one round --------------------------------------------------------------------------------------

    def _start_round(self, ready: list[Candidate]) -> Pending:
        budget = self.settings.producer.batch_bytes
        metas: list[FileMeta] = []
        total = 0
        for cand in ready:
            if total >= budget and metas:
                break  # the rest stay ready for the next round
            total += max(cand.size, 0)
            self._sizes[cand.path] = cand.size
            rel = self.selector.relative(cand.path) or cand.path.name
            metas.append(FileMeta(cand.path, rel, cand.seen_at.isoformat(), self.host))
        self._busy.update(m.path for m in metas)
        return self.preparer.submit(metas)

    def _send_round(self, pending: Pending, outcomes: list[Outcome]) -> InFlight | None:
        """Reject what cannot go, archive what the ledger knows as sent, send the rest."""
        if time.monotonic() < self._paused_until or self.stop.is_set():
            # The previous round just failed (or we are stopping): do not send this one now.
            for meta in pending.metas:
                self.readiness.defer(meta.path, max(0.0, self._paused_until - time.monotonic()))
            self._release(meta.path for meta in pending.metas)
            return None
        judged = self._lock_mboxes(pending.metas, outcomes)
        fresh: list[Prepared] = []
        resumed: list[Prepared] = []
        acknowledged = self.ledger.published_among((o.meta.rel, o.sha256) for o in judged
                                                   if isinstance(o, Prepared))
        for meta, outcome in zip(pending.metas, judged, strict=True):
            if outcome is None:
                self.readiness.forget(meta.path)
            elif isinstance(outcome, LockBusy):
                if outcome.error:
                    self._stuck_file(meta, outcome.error)
                else:
                    log.debug("%s: its lock is held by a delivery; trying again shortly", meta.rel)
                    self.readiness.defer(meta.path, 0.5)
            elif isinstance(outcome, Rejected):
                self._reject(meta, outcome, size=self._sizes.get(meta.path, -1))
            elif isinstance(outcome, Deferred):
                self.stats.deferred += 1
                if self.once:
                    # --once drains and exits: the file stays in the inbox for the next run, said so once.
                    log.warning("%s: %s; left in the inbox", meta.rel, outcome.reason)
                    self.readiness.forget(meta.path)
                else:
                    log.warning("%s: %s; trying again in %.0fs", meta.rel, outcome.reason, self._backoff)
                    self.readiness.defer(meta.path, self._backoff)
            elif (meta.rel, outcome.sha256) in acknowledged:
                resumed.append(outcome)
            else:
                fresh.append(outcome)
        self.stats.files_resumed += len(resumed)
        self._archive(resumed)
        self._release(f.meta.path for f in resumed)
        self._release(meta.path for meta, o in zip(pending.metas, judged, strict=True) if not isinstance(o, Prepared))
        return self.publisher.send(fresh) if fresh else None

    def _lock_mboxes(self, metas: list[FileMeta], outcomes: list[Outcome]) -> list[Outcome | LockBusy]:
        """Take the dotlock of each mbox of the round, reading it again under the lock if it changed since."""
        out: list[Outcome | LockBusy] = list(outcomes)
        if not self.settings.producer.lock_mbox:
            return out
        for i, (meta, outcome) in enumerate(zip(metas, outcomes, strict=True)):
            if not (isinstance(outcome, Prepared) and outcome.mbox):
                continue
            lock = DotLock(meta.path, self.locks)
            try:
                taken = lock.acquire()
            except OSError as exc:
                # The folder refuses new files (permissions, full disk): publishing unlocked could lose a delivery.
                out[i] = LockBusy(f"cannot take its lock {lock.path.name} ({exc}), so it is not published")
                continue
            if not taken:
                out[i] = LockBusy()
                continue
            self._held[meta.path] = lock
            try:
                st = os.stat(meta.path)
            except FileNotFoundError:
                out[i] = None
                continue
            if (st.st_size, st.st_mtime_ns) != (outcome.size, outcome.mtime_ns):
                # A delivery landed between the read and the lock: what is sent must be what gets archived.
                out[i] = self.preparer.prepare_here(meta)
        return out

    def _unlock(self, path: Path) -> None:
        lock = self._held.pop(path, None)
        if lock is not None:
            try:
                lock.release()
            except OSError as exc:
                log.error("%s: cannot remove its lock %s: %s (deliveries to it wait until it is stale)",
                          path, lock.path, exc)

    def _refresh_locks(self) -> None:
        for lock in self._held.values():
            lock.refresh()

    def _complete_round(self, inflight: InFlight) -> None:
        """Wait for every acknowledgement of a round, then archive the files that are fully acknowledged."""
        try:
            result = self.publisher.wait(inflight, self.stop, self._refresh_locks if self._held else None)
            self.ledger.mark_published(
                Published(f.meta.rel, f.sha256, f.size, f.meta.seen_at, len(f.records)) for f in result.acked
            )
            for f in result.acked:
                self.stats.files_published += 1
                self.stats.messages += f.messages
                self.stats.bytes_sent += f.nbytes
                metrics.FILES_PUBLISHED.inc()
                metrics.MESSAGES_PUBLISHED.inc(f.messages)
                metrics.BYTES_PUBLISHED.inc(f.nbytes)
            self._archive(result.acked)
            if result.failed:
                self._broker_trouble(result.failed)
            elif result.acked and not self.stats.broker_ok:
                log.warning("the broker answers again; publishing resumed")
                self.stats.broker_ok = True
                self._backoff = self.settings.producer.retry_backoff_s
        finally:
            self._release(f.meta.path for f in inflight.files)

    def _release(self, paths: Iterable[Path]) -> None:
        for path in paths:
            self._busy.discard(path)
            self._sizes.pop(path, None)
            if path in self._held:
                self._unlock(path)

    def _archive(self, files: list[Prepared]) -> None:
        done: list[Finished] = []
        for f in files:
            try:
                dest = self.archiver.archive(f.meta.path, f.meta.rel, f.sha256, f.size, f.mtime_ns)
            except FileChanged as exc:
                log.warning("%s; it will be published again once stable", exc)
                self.readiness.note(f.meta.path, Seen.CREATED)
                continue
            except FileNotFoundError:
                log.warning("%s vanished after publishing (someone else moved it)", f.meta.rel)
                self.readiness.forget(f.meta.path)
                continue
            except OSError as exc:
                self._stuck_file(f.meta, f"published but cannot be archived: {exc}")
                continue
            self.readiness.forget(f.meta.path)
            self.stats.archived += 1
            metrics.FILES_ARCHIVED.inc()
            done.append(Finished(f.meta.rel, f.sha256, f.size, f.meta.seen_at, ARCHIVED,
                                 str(dest) if dest else None))
        self.ledger.mark_finished(done)

    def _reject(self, meta: FileMeta, rej: Rejected, size: int) -> None:
        kind = "quarantine" if rej.quarantine else "error"
        rejection = Rejection(meta.rel, rej.reason, kind, size if size >= 0 else None, rej.sha256, self.host,
                              meta.seen_at)
        try:
            dest = self.archiver.reject(meta.path, rejection)
        except FileNotFoundError:
            self.readiness.forget(meta.path)
            return
        except OSError as exc:
            self._stuck_file(meta, f"{rej.reason}; and it cannot be moved to {kind}/: {exc}")
            return
        self.readiness.forget(meta.path)
        log.warning("%s -> %s/: %s", meta.rel, kind, rej.reason)
        if rej.quarantine:
            self.stats.quarantined += 1
        else:
            self.stats.errors += 1
        metrics.FILES_REFUSED.labels(reason=rej.kind).inc()
        self.ledger.mark_finished([Finished(meta.rel, rej.sha256 or "", max(size, 0), meta.seen_at,
                                            QUARANTINED if rej.quarantine else ERROR, str(dest), rej.reason)])

    def _stuck_file(self, meta: FileMeta, why: str) -> None:
        """A file we can neither publish nor move: say so once, look again at the next rescan."""
        if meta.rel not in self._stuck:
            self._stuck.add(meta.rel)
            log.error("%s: %s (left in place)", meta.rel, why)
        if self.once:
            self.readiness.forget(meta.path)
        else:
            self.readiness.defer(meta.path, self.settings.producer.rescan_interval_s)

    def _broker_trouble(self, failed: list[tuple[Prepared, str]]) -> None:
        p = self.settings.producer
        self.stats.failed_rounds += 1
        self.stats.broker_ok = False
        reason = failed[0][1]
        if self.stop.is_set():
            log.warning("stopping with %d files unacknowledged; they stay in the inbox", len(failed))
            return
        if self.once:
            raise BrokerUnavailable(f"{len(failed)} files could not be published and stay in the inbox: {reason}")
        log.warning("%d files not published (%s); %d files waiting in the inbox; retrying in %.0fs",
                    len(failed), reason, len(self.readiness), self._backoff)
        self._paused_until = time.monotonic() + self._backoff
        self._backoff = min(self._backoff * 2, p.retry_backoff_max_s)

    # -- reporting --------------------------------------------------------------------------------------

    def _report(self) -> None:
        now = time.monotonic()
        self.stats.pending = len(self.readiness)
        if now - self._last_gauges >= 1.0:
            self._last_gauges = now
            oldest = self.readiness.oldest_seen()
            metrics.INBOX_FILES.set(self.stats.pending)
            metrics.INBOX_OLDEST_AGE.set(0.0 if oldest is None else
                                         max(0.0, (dt.datetime.now(dt.UTC) - oldest).total_seconds()))
        if self.progress is not None and now - self._last_progress >= 0.25:
            self._last_progress = now
            self.progress(replace(self.stats))
        interval = self.settings.producer.progress_interval_s
        if now - self._last_log >= interval:
            mails_before, at = self._logged
            window = now - (at or self.stats.started)
            rate = (self.stats.messages - mails_before) / max(window, 1e-9)
            if self.stats.messages != mails_before or self.stats.pending:
                log.info("%s; last %.0fs: %.1f messages/s", self.stats.line(), window, rate)
            self._last_log = now
            self._logged = (self.stats.messages, now)

