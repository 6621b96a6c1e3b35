"""A batch's database writes, as the batch step (consumer/batch.py) does them for every runner.

    ONE transaction for the batch
      -> refused: what the error says (db.engine.classify)
           transient -> DatabaseUnavailable: the runner retries the whole batch (writes are idempotent)
           fatal     -> DatabaseFatal: the runner stops; nothing of the batch is written or committed
           poison    -> record by record, each in its own transaction; a record the database refuses is
                        poison too (kind ``unwritable``, the reason with its SQLSTATE)
      -> the poison records in ``extraction_errors``, so that recording them never stops a lane: in one
         transaction; refused, one by one; a row refused alone is recorded bare (no mail, no unit: only
         where the record is on Kafka, what it was and why it could not be stored), and when even that is
         refused the log says so and the record is still dead-lettered (the dead-letter topic is its copy).

Every refusal is logged with the record it is about (topic/partition@offset and its source file).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from core.errors import DatabaseFatal, DatabaseUnavailable
from db.documents import FailedRecord
from db.engine import FATAL, TRANSIENT, classify, describe
from db.repository import WriteSummary, record_failures

log = logging.getLogger(__name__)

#: Writes good outcomes and poison records in the caller's session: ``consumer.batch.write_outcomes``.
Writer = Callable[[Session, Sequence[Any], Sequence[FailedRecord]], WriteSummary]


def refusal(exc: SQLAlchemyError, name: str, what: str) -> str:
    """The reason a poison refusal is recorded with; raises for a transient or a fatal one."""
    verdict, reason = classify(exc), describe(exc)
    if verdict == TRANSIENT:
        raise DatabaseUnavailable(reason) from exc
    if verdict == FATAL:
        raise DatabaseFatal(f"{name}: the database refused {what} and would refuse every write the same way: "
                            f"{reason}; stopping (nothing of the batch committed; fix the database, e.g. "
                            "`otcmail db upgrade` or its grants, and start again)") from exc
    return reason


def write_batch(factory: sessionmaker[Session], write: Writer, good: Sequence[Any], failed: Sequence[FailedRecord],
                records: Mapping[Any, Any], name: str,
                parser_version: str) -> tuple[WriteSummary, list[Any], list[FailedRecord]]:
    """Store ``good`` outcomes and ``failed`` records; returns (summary, outcomes written, all poison).

    ``records``: the batch's RecordData by source, to dead-letter a refused outcome with its bytes.
    """
    try:
        with factory.begin() as session:
            summary = write(session, good, failed)
        return summary, list(good), list(failed)
    except SQLAlchemyError as exc:
        reason = refusal(exc, name, "the batch")
        log.error("%s: the database refused the batch of %d records (%s); writing record by record", name,
                  len(good) + len(failed), reason)
    summary, written, poison = WriteSummary(), [], list(failed)
    for o in good:
        try:
            with factory.begin() as session:
                summary = summary + write(session, [o], [])
            written.append(o)
        except SQLAlchemyError as exc:
            r = records[o.source]
            reason = refusal(exc, name, r.where())
            log.error("%s: %s refused by the database, dead-lettered: %s", name, r.where(), reason)
            poison.append(FailedRecord(o.source, "unwritable", reason, r.key, r.value, dict(r.headers), o.mail_id,
                                       o.unit, o.unit_count))
    return summary + record_poison(factory, poison, name, parser_version), written, poison


def record_poison(factory: sessionmaker[Session], failed: Sequence[FailedRecord], name: str,
                  parser_version: str) -> WriteSummary:
    """``failed`` in ``extraction_errors``; never raises for a row the database refuses (see the module)."""
    if not failed:
        return WriteSummary()
    try:
        with factory.begin() as session:
            return WriteSummary(errors_inserted=record_failures(session, failed, parser_version))
    except SQLAlchemyError as exc:
        refusal(exc, name, "the poison records")
    inserted = 0
    for f in failed:
        where = f"{f.source.topic}/{f.source.partition}@{f.source.offset}"
        try:
            with factory.begin() as session:
                inserted += record_failures(session, [f], parser_version)
            continue
        except SQLAlchemyError as exc:
            reason = refusal(exc, name, f"the poison record {where}")
        log.error("%s: the poison record %s could not be recorded in full (%s); recording it bare", name, where,
                  reason)
        bare = FailedRecord(f.source, f.kind, f"{f.message} (not recorded in full: {reason})")
        try:
            with factory.begin() as session:
                inserted += record_failures(session, [bare], parser_version)
        except SQLAlchemyError as exc:
            reason = refusal(exc, name, f"the poison record {where}")
            log.error("%s: the poison record %s could not be recorded at all (%s); it is on the dead-letter "
                      "topic only", name, where, reason)
    return WriteSummary(errors_inserted=inserted)
