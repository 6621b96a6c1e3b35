"""The idempotent writer and the read queries. Executes statements; never commits.

The caller owns the transaction::

    with session_factory.begin() as session:
        write_results(session, parsed, PARSER_VERSION)
        record_failures(session, failed, PARSER_VERSION)

Idempotency comes from content identity under unique constraints, written with
``INSERT ... ON CONFLICT DO NOTHING`` on both PostgreSQL and SQLite, so a record written twice
(a crash between the database commit and the offset commit, a rebalance, a replay) leaves the
tables as they were. Re-parsing is driven by ``parsed_units``: a unit stored by an older parser
version is replaced (its quotes and errors deleted, the new ones inserted) in the caller's
transaction, so a reader sees either the old or the new result of a mail, never a mix.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Table, delete, select, tuple_, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from db.documents import FailedRecord, ParsedRecord
from db.models import Attachment, ExtractionErrorRow, Mail, ParsedUnit, Quote
from extractors.model import ExtractionError
from extractors.model import Quote as ExtractedQuote

_CHUNK = 400  # rows per statement: well under SQLite's and PostgreSQL's parameter limits


@dataclass(frozen=True, slots=True)
class WriteSummary:
    """What :func:`write_results` did, unit by unit (a unit = one parsed record)."""

    units_new: int = 0
    units_replaced: int = 0
    units_unchanged: int = 0
    quotes_inserted: int = 0
    quotes_deleted: int = 0
    errors_inserted: int = 0


def version_key(version: str) -> tuple[int, ...]:
    """'1.10.0' > '1.9.2': parser versions compare by their numbers."""
    return tuple(int(n) for n in re.findall(r"\d+", version))


def write_results(session: Session, results: Sequence[ParsedRecord], parser_version: str,
                  now: dt.datetime | None = None) -> WriteSummary:
    """Store parsed records idempotently in the caller's transaction; never commits.

    ``results``: one :class:`db.documents.ParsedRecord` per Kafka record (mail or attachment);
    ``parser_version``: ``extractors.PARSER_VERSION`` of the code that produced them.

    Per (mail_id, unit): not stored yet -> inserted; stored by the same (or a newer) parser
    version -> left alone (the rows are identical by construction); stored by an older version ->
    its quotes and extraction errors are deleted and the new ones inserted, in this transaction.
    Mails and attachments are inserted once (ON CONFLICT DO NOTHING). Safe to call concurrently
    from several processes: the unique constraints settle any race without duplicates.
    """
    now = now or dt.datetime.now(dt.UTC)
    by_unit: dict[tuple[str, str], ParsedRecord] = {}
    for rec in results:
        by_unit.setdefault((rec.mail_id, rec.unit), rec)
    if not by_unit:
        return WriteSummary()

    _insert_ignore(session, Mail, [_mail_row(r, now) for r in by_unit.values() if r.mail is not None],
                   conflict=("id",))
    _insert_ignore(session, Attachment,
                   [_attachment_row(r, now) for r in by_unit.values() if r.attachment is not None],
                   conflict=("mail_id", "part"))

    stored = _stored_versions(session, list(by_unit))
    new = [r for k, r in by_unit.items() if k not in stored]
    newer = version_key(parser_version)
    replace = [r for k, r in by_unit.items() if k in stored and version_key(stored[k]) < newer]
    unchanged = len(by_unit) - len(new) - len(replace)

    deleted = 0
    if replace:
        keys = [(r.mail_id, r.unit) for r in replace]
        for chunk in _chunks(keys):
            deleted += session.execute(
                delete(Quote).where(tuple_(Quote.mail_id, Quote.unit).in_(chunk))
            ).rowcount or 0
            session.execute(delete(ExtractionErrorRow).where(
                tuple_(ExtractionErrorRow.mail_id, ExtractionErrorRow.unit).in_(chunk),
                ExtractionErrorRow.stage == "extract",
            ))
        for r in replace:
            session.execute(
                update(ParsedUnit)
                .where(ParsedUnit.mail_id == r.mail_id, ParsedUnit.unit == r.unit)
                .values(_unit_row(r, parser_version, now))
            )
    _insert_ignore(session, ParsedUnit, [_unit_row(r, parser_version, now) for r in new],
                   conflict=("mail_id", "unit"))

    todo = new + replace
    quotes = [_quote_row(r, q, parser_version, now) for r in todo for q in r.result.quotes]
    errors = [_error_row(r, e, parser_version, now) for r in todo for e in r.result.errors]
    return WriteSummary(
        units_new=len(new), units_replaced=len(replace), units_unchanged=unchanged,
        quotes_inserted=_insert_ignore(session, Quote, quotes,
                                       conflict=("mail_id", "part", "location", "instrument_key", "quote_type")),
        quotes_deleted=deleted,
        errors_inserted=_insert_ignore(session, ExtractionErrorRow, errors, conflict=("fingerprint",)),
    )


def record_failures(session: Session, failures: Sequence[FailedRecord], parser_version: str,
                    now: dt.datetime | None = None) -> int:
    """Store dead-lettered records in ``extraction_errors`` (once per topic/partition/offset)."""
    now = now or dt.datetime.now(dt.UTC)
    rows = [{
        "fingerprint": _digest("poison", f.source.topic, str(f.source.partition), str(f.source.offset)),
        "mail_id": f.mail_id, "unit": f.unit, "part": None, "stage": "poison", "kind": _clean(f.kind)[:64],
        "message": _clean(f.message), "dead_lettered": True, "parser_version": parser_version,
        "created_at": now, **_source(f.source),
    } for f in failures]
    return _insert_ignore(session, ExtractionErrorRow, rows, conflict=("fingerprint",))


# -- helpers -----------------------------------------------------------------------------------


def _insert_ignore(session: Session, model: type[Any], rows: list[dict[str, Any]], conflict: Iterable[str]) -> int:
    """INSERT ... ON CONFLICT (conflict) DO NOTHING for both dialects; returns the rows inserted."""
    if not rows:
        return 0
    table: Table = model.__table__
    dialect = session.get_bind().dialect.name
    insert = {"postgresql": postgresql.insert, "sqlite": sqlite.insert}.get(dialect)
    if insert is None:
        raise NotImplementedError(f"otcmail stores to PostgreSQL or SQLite, not {dialect}")
    pk = list(table.primary_key.columns)[0]
    stmt = insert(table).on_conflict_do_nothing(index_elements=list(conflict)).returning(pk)
    inserted = 0
    for chunk in _chunks(rows):
        inserted += len(session.execute(stmt, chunk).all())
    return inserted


def _stored_versions(session: Session, keys: list[tuple[str, str]]) -> dict[tuple[str, str], str]:
    out: dict[tuple[str, str], str] = {}
    for chunk in _chunks(keys):
        stmt = select(ParsedUnit.mail_id, ParsedUnit.unit, ParsedUnit.parser_version).where(
            tuple_(ParsedUnit.mail_id, ParsedUnit.unit).in_(chunk)
        )
        if session.get_bind().dialect.name == "postgresql":
            # Serialises two writers re-parsing the same unit; SQLite holds the database lock already.
            stmt = stmt.with_for_update()
        out.update({(m, u): v for m, u, v in session.execute(stmt)})
    return out


def _chunks(items: list[Any], size: int = _CHUNK) -> Iterable[list[Any]]:
    for i in range(0, len(items), size):
        yield items[i:i + size]


def _clean(value: Any) -> Any:
    """PostgreSQL refuses NUL characters in text; a mail may well contain some."""
    return value.replace("\x00", "\ufffd") if isinstance(value, str) else value


def _digest(*parts: str | None) -> str:
    return hashlib.sha256("\x1f".join(p or "" for p in parts).encode("utf-8", "replace")).hexdigest()


def _source(source: Any) -> dict[str, Any]:
    return {"topic": source.topic, "partition": source.partition, "offset": source.offset}


def _mail_row(r: ParsedRecord, now: dt.datetime) -> dict[str, Any]:
    m = r.mail
    assert m is not None
    return {
        "id": m.mail_id, "kind": m.kind, "message_id": _clean(m.message_id), "sender": _clean(m.sender),
        "sender_name": _clean(m.sender_name), "dealer": _clean(m.dealer), "subject": _clean(m.subject),
        "sent_at": m.sent_at, "received_at": m.received_at, "file_name": _clean(m.file_name),
        "file_size": m.file_size, "attachment_count": m.attachment_count, "stored_at": now, **_source(r.source),
    }


def _attachment_row(r: ParsedRecord, now: dt.datetime) -> dict[str, Any]:
    a = r.attachment
    assert a is not None
    return {
        "mail_id": a.mail_id, "part": _clean(a.part), "attachment_id": a.attachment_id,
        "filename": _clean(a.filename), "content_type": _clean(a.content_type), "size": a.size,
        "stored_at": now, **_source(r.source),
    }


def _unit_row(r: ParsedRecord, parser_version: str, now: dt.datetime) -> dict[str, Any]:
    return {
        "mail_id": r.mail_id, "unit": _clean(r.unit), "parser_version": parser_version,
        "quote_count": len(r.result.quotes), "error_count": len(r.result.errors), "parsed_at": now,
        **_source(r.source),
    }


def _quote_row(r: ParsedRecord, q: ExtractedQuote, parser_version: str, now: dt.datetime) -> dict[str, Any]:
    return {
        "mail_id": r.mail_id, "unit": _clean(r.unit), "part": _clean(q.part), "location": _clean(q.location),
        "instrument_key": _clean(q.instrument_key), "quote_type": q.quote_type,
        "isin": q.isin, "cusip": q.cusip, "ticker": _clean(q.ticker), "coupon": q.coupon, "maturity": q.maturity,
        "instrument": _clean(q.instrument), "tenor": _clean(q.tenor), "asset_class": q.asset_class,
        "bid": q.bid, "ask": q.ask, "bid_size": q.bid_size, "ask_size": q.ask_size, "currency": q.currency,
        "benchmark": _clean(q.benchmark), "dealer": _clean(q.dealer), "quoted_at": q.quoted_at,
        "raw": _clean(q.raw), "parser_version": parser_version,
        "attachment_id": r.attachment.attachment_id if r.attachment else None, "stored_at": now,
        **_source(r.source),
    }


def _error_row(r: ParsedRecord, e: ExtractionError, parser_version: str, now: dt.datetime) -> dict[str, Any]:
    return {
        "fingerprint": _digest("extract", r.mail_id, r.unit, e.part, e.kind, e.message),
        "mail_id": r.mail_id, "unit": _clean(r.unit), "part": _clean(e.part), "stage": "extract",
        "kind": _clean(e.kind)[:64], "message": _clean(e.message), "dead_lettered": False,
        "parser_version": parser_version, "created_at": now, **_source(r.source),
    }
