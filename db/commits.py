"""What a committed batch did, for the metrics: read when the transaction commits, never before.

The writers (db/repository.py) note what they wrote in ``session.info[WRITTEN]``, per writer (unpack,
parse, poison). The listeners here, on every writing session factory (db/engine.py), turn a committed
transaction's notes into ``core.metrics`` values: quotes stored, the COMMIT's and the whole
transaction's seconds, the time of the last successful batch. A rolled-back transaction counts nothing.
Sessions that wrote nothing through the writers (a review decision, a migration) are not batches.
"""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session, sessionmaker

from core import metrics
from db.repository import WRITTEN

_BEGAN = "otcmail.began"
_COMMITTING = "otcmail.committing"
#: The label of a batch: its first writer in this order.
_STAGES = ("unpack", "parse", "poison")


def watch_commits(factory: sessionmaker[Session]) -> None:
    """Attach the listeners to ``factory`` (idempotent)."""
    if not event.contains(factory, "after_commit", _after_commit):
        event.listen(factory, "after_begin", _after_begin)
        event.listen(factory, "before_commit", _before_commit)
        event.listen(factory, "after_commit", _after_commit)
        event.listen(factory, "after_rollback", _forget)
        event.listen(factory, "after_soft_rollback", _forget_soft)


def _after_begin(session: Session, transaction: Any, connection: Any) -> None:
    session.info[_BEGAN] = time.perf_counter()


def _before_commit(session: Session) -> None:
    session.info[_COMMITTING] = time.perf_counter()


def _after_commit(session: Session) -> None:
    notes = session.info.pop(WRITTEN, None)
    began = session.info.pop(_BEGAN, None)
    committing = session.info.pop(_COMMITTING, None)
    if not notes:
        return
    now = time.perf_counter()
    stage = next((s for s in _STAGES if s in notes), "other")
    if committing is not None:
        metrics.BATCH_COMMIT_SECONDS.labels(stage=stage).observe(now - committing)
    if began is not None:
        metrics.BATCH_TRANSACTION_SECONDS.labels(stage=stage).observe(now - began)
    stored = sum(summary.quotes_inserted for summary in notes.values())
    if stored:
        metrics.QUOTES_STORED.inc(stored)
    metrics.LAST_BATCH_SUCCESS.labels(stage=stage).set(time.time())


def _forget(session: Session) -> None:
    for key in (WRITTEN, _BEGAN, _COMMITTING):
        session.info.pop(key, None)


def _forget_soft(session: Session, previous_transaction: Any) -> None:
    _forget(session)
