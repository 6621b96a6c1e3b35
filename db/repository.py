"""The idempotent writers. Execute statements; never commit.

The caller owns the transaction::

    with session_factory.begin() as session:
        write_results(session, parsed, PARSER_VERSION)      # the parsers
        record_failures(session, failed, PARSER_VERSION)

Idempotency comes from content identity under unique constraints, written with
``INSERT ... ON CONFLICT DO NOTHING`` on both PostgreSQL and SQLite, so a record written twice
(a crash between the database commit and the offset commit, a rebalance, a replay, the same message
delivered twice) leaves the tables as they were.

Re-parsing keeps one version per mail for readers (see db/models.py): a part parsed by a newer
parser version is stored beside the old rows; when every part of the mail has been parsed by that
version, the mail's ``parser_version`` moves to it and the older rows are deleted, in the
transaction that stored the last part. People's review decisions (``quote_reviews``, db/reviews.py) are
keyed without the parser version and never touched here: the new rows inherit them.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Table, delete, func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from db.bulk import copy_insert_ignore
from db.documents import FailedRecord, ParsedRecord, UnpackedDocument
from db.models import Attachment, ExtractionErrorRow, Mail, ParsedUnit, Quote
from extractors.model import ExtractionError, ExtractionResult
from extractors.model import Quote as ExtractedQuote

_CHUNK = 400  # rows per statement: well under SQLite's and PostgreSQL's parameter limits


@dataclass(frozen=True, slots=True)
class WriteSummary:
    """What a writer did, unit by unit (a unit = one parsed part record)."""

    units_new: int = 0
    units_replaced: int = 0  # parsed again by a newer parser version
    units_unchanged: int = 0  # already stored by this (or a newer) version: nothing written
    quotes_inserted: int = 0
    quotes_deleted: int = 0  # older versions' quotes, deleted when their mail moved to the new version
    errors_inserted: int = 0
    mails_switched: int = 0  # mails whose visible version moved to this version
    mails_unpacked: int = 0  # mails rows inserted by the unpack stage

    def __add__(self, other: WriteSummary) -> WriteSummary:
        return WriteSummary(*(getattr(self, f) + getattr(other, f) for f in self.__slots__))  # type: ignore[attr-defined]


def version_key(version: str | None) -> tuple[int, ...]:
    """'1.10.0' > '1.9.2': parser versions compare by their numbers (None: before any version)."""
    return tuple(int(n) for n in re.findall(r"\d+", version)) if version else ()


def write_unpacked(session: Session, documents: Sequence[UnpackedDocument], parser_version: str,
                   now: dt.datetime | None = None) -> WriteSummary:
    """The unpack stage's rows: each mail, its attachments, what could not be unpacked.

    A mail with no part at all (no text, no attachment) is complete as it is: it becomes visible at once.
    """
    now = now or dt.datetime.now(dt.UTC)
    by_mail: dict[str, UnpackedDocument] = {}
    for doc in documents:
        by_mail.setdefault(doc.mail.mail_id, doc)
    docs = [by_mail[k] for k in sorted(by_mail)]  # one lock order for every writer
    rows = [_mail_row(d.mail, d.source, now) for d in docs]
    for row, d in zip(rows, docs, strict=True):
        if d.mail.unit_count == 0:
            row["parser_version"] = parser_version
    # Upserts: after a fix to unpacking and a replay of the raw topic, what the mail *is* (its parts, its
    # envelope) follows the new unpack; when and where it was first seen, and what readers see, do not.
    inserted = _upsert(session, Mail, rows, ("id",), _MAIL_DERIVED)
    _upsert(session, Attachment, [_attachment_row(a, d.source, now) for d in docs for a in d.attachments],
            ("mail_id", "part"), ("attachment_id", "filename", "content_type", "size"))
    errors = [_error_row(d.mail.mail_id, "mail", e, "unpack", parser_version, d.source, now)
              for d in docs for e in d.errors]
    return _note(session, "unpack", WriteSummary(
        mails_unpacked=inserted,
        errors_inserted=_insert_ignore(session, ExtractionErrorRow, errors, conflict=("fingerprint",))))


def write_results(session: Session, results: Sequence[ParsedRecord], parser_version: str,
                  now: dt.datetime | None = None) -> WriteSummary:
    """Store parsed part records idempotently in the caller's transaction; never commits.

    ``results``: one :class:`db.documents.ParsedRecord` per part record; ``parser_version``:
    ``extractors.PARSER_VERSION`` of the code that produced them.

    Per (mail_id, unit): already stored by this or a newer version -> left alone (the rows are
    identical by construction); otherwise its quotes and errors are stored under this version. Then
    every mail whose parts are now all parsed by this version switches to it (older rows deleted).
    Safe to call concurrently from several processes: writers lock the mails they touch, in one
    order, and the unique constraints settle any race without duplicates.
    """
    now = now or dt.datetime.now(dt.UTC)
    by_unit: dict[tuple[str, str], ParsedRecord] = {}
    for rec in results:  # keyed as stored: a unit over its bound is stored as its bounded form
        by_unit.setdefault((rec.mail_id, bounded(rec.unit, UNIT_BYTES) or ""), rec)
    if not by_unit:
        return WriteSummary()
    mails = sorted({m for m, _ in by_unit})
    visible = _lock_mails(session, mails)
    if len(visible) < len(mails):
        # The unpack stage writes a mail's row before publishing its parts, so it is normally there; not after
        # a replay of the part topics into an emptied database: then the part's own headers make it.
        _insert_ignore(session, Mail, [_mail_row(r.mail, r.source, now) for r in _first_per_mail(by_unit.values())
                                       if r.mail is not None and r.mail_id not in visible], conflict=("id",))
        visible.update(_lock_mails(session, [m for m in mails if m not in visible]))
    _insert_ignore(session, Attachment,
                   [_attachment_row(r.attachment, r.source, now) for r in by_unit.values() if r.attachment is not None],
                   conflict=("mail_id", "part"))

    stored = _stored_versions(session, list(by_unit))
    newer = version_key(parser_version)
    todo_keys = [k for k in by_unit if not any(version_key(v) >= newer for v in stored.get(k, ()))]
    todo = [by_unit[k] for k in todo_keys]
    replaced = sum(1 for k in todo_keys if k in stored)
    _insert_ignore(session, ParsedUnit, [_unit_row(r, parser_version, now) for r in todo],
                   conflict=("mail_id", "unit", "parser_version"))
    quotes = [_quote_row(r, q, parser_version, now) for r in todo for q in r.result.quotes]
    errors = [_error_row(r.mail_id, r.unit, e, "extract", parser_version, r.source, now)
              for r in todo for e in r.result.errors]
    inserted = _insert_ignore(session, Quote, quotes, conflict=("mail_id", "part", "location", "instrument_key",
                                                                 "quote_type", "parser_version"))
    errors_inserted = _insert_ignore(session, ExtractionErrorRow, errors, conflict=("fingerprint",))
    switching = [m for m in mails if version_key(visible.get(m)) < newer]
    switched, deleted = _switch_complete(session, switching, parser_version)
    return _note(session, "parse", WriteSummary(
        units_new=len(todo) - replaced, units_replaced=replaced, units_unchanged=len(by_unit) - len(todo),
        quotes_inserted=inserted, quotes_deleted=deleted, errors_inserted=errors_inserted,
        mails_switched=switched,
    ))


def record_failures(session: Session, failures: Sequence[FailedRecord], parser_version: str,
                    now: dt.datetime | None = None) -> int:
    """Store dead-lettered records in ``extraction_errors``: once per record of a mail, else once per offset.

    A record that names its mail (and part) is recorded once per topic, mail, part and kind, wherever it
    sits: a stage killed between publishing and committing publishes the same part again at another offset,
    and both copies are the same poison. A record that names nothing is only known by where it is.

    A part record given up on still counts as parsed by this version (with no quotes), so its mail can
    switch to the new version instead of waiting for a part that will never come.
    """
    now = now or dt.datetime.now(dt.UTC)
    rows = [{
        "fingerprint": _poison_fingerprint(f),
        "mail_id": _fit(f.mail_id, 64), "unit": bounded(f.unit, UNIT_BYTES), "part": None, "stage": "poison",
        "kind": _fit(f.kind, 64), "message": _fit(f.message, MESSAGE_CHARS), "dead_lettered": True,
        "parser_version": parser_version, "created_at": now, **_source(f.source),
    } for f in failures]
    parts = [ParsedRecord(f.source, f.mail_id, f.unit, ExtractionResult(), unit_count=f.unit_count)
             for f in failures if f.mail_id and f.unit and f.unit_count]
    if parts:
        write_results(session, parts, parser_version, now)
    inserted = _insert_ignore(session, ExtractionErrorRow, rows, conflict=("fingerprint",))
    _note(session, "poison", WriteSummary(errors_inserted=inserted))
    return inserted


#: ``session.info`` key: what the writers did in the session's transaction, per writer (unpack, parse,
#: poison). Whoever watches commits reads it once the transaction committed (the metrics, otcmail/telemetry.py).
WRITTEN = "otcmail.written"


def _note(session: Session, writer: str, summary: WriteSummary) -> WriteSummary:
    notes = session.info.setdefault(WRITTEN, {})
    notes[writer] = notes[writer] + summary if writer in notes else summary
    return summary


def _first_per_mail(records: Iterable[ParsedRecord]) -> list[ParsedRecord]:
    seen: dict[str, ParsedRecord] = {}
    for r in records:
        if r.mail is not None:
            seen.setdefault(r.mail_id, r)
    return [seen[k] for k in sorted(seen)]


def _lock_mails(session: Session, mail_ids: list[str]) -> dict[str, str | None]:
    """The visible version of each mail, its row locked until commit on PostgreSQL (SQLite locks it all)."""
    out: dict[str, str | None] = {}
    for chunk in _chunks(mail_ids):
        stmt = select(Mail.id, Mail.parser_version).where(Mail.id.in_(chunk)).order_by(Mail.id)
        if session.get_bind().dialect.name == "postgresql":
            # Serialises the writers of one mail: the last part's writer sees every other part committed.
            stmt = stmt.with_for_update()
        out.update({m: v for m, v in session.execute(stmt)})
    return out


def _switch_complete(session: Session, mail_ids: list[str], parser_version: str) -> tuple[int, int]:
    """Mails whose parts are all parsed by ``parser_version`` now show it; their older rows go."""
    complete: list[str] = []
    for chunk in _chunks(mail_ids):
        stmt = (select(ParsedUnit.mail_id, func.count(), func.max(ParsedUnit.unit_count))
                .where(ParsedUnit.mail_id.in_(chunk), ParsedUnit.parser_version == parser_version)
                .group_by(ParsedUnit.mail_id))
        complete += [m for m, n, expected in session.execute(stmt) if n >= (expected or 1)]
    deleted = 0
    for chunk in _chunks(complete):
        session.execute(update(Mail).where(Mail.id.in_(chunk)).values(parser_version=parser_version))
        # Only mails parsed before by another version have rows to delete: on a first parse, one cheap query.
        older = list(session.scalars(select(ParsedUnit.mail_id).distinct().where(
            ParsedUnit.mail_id.in_(chunk), ParsedUnit.parser_version != parser_version)))
        if not older:
            continue
        deleted += session.execute(
            delete(Quote).where(Quote.mail_id.in_(older), Quote.parser_version != parser_version)
        ).rowcount or 0
        session.execute(delete(ExtractionErrorRow).where(
            ExtractionErrorRow.mail_id.in_(older), ExtractionErrorRow.stage.in_(("extract", "unpack")),
            ExtractionErrorRow.parser_version != parser_version))
        session.execute(delete(ParsedUnit).where(ParsedUnit.mail_id.in_(older),
                                                 ParsedUnit.parser_version != parser_version))
    return len(complete), deleted


def _stored_versions(session: Session, keys: list[tuple[str, str]]) -> dict[tuple[str, str], list[str]]:
    """The parser versions stored for each (mail_id, unit).

    Asked by mail id and filtered here: SQLite plans ``(mail_id, unit) IN (VALUES ...)`` as a scan of the
    whole table, so each batch cost as much as the table was big.
    """
    wanted = set(keys)
    out: dict[tuple[str, str], list[str]] = {}
    for chunk in _chunks(sorted({m for m, _ in keys})):
        stmt = select(ParsedUnit.mail_id, ParsedUnit.unit, ParsedUnit.parser_version).where(
            ParsedUnit.mail_id.in_(chunk))
        for m, u, v in session.execute(stmt):
            if (m, u) in wanted:
                out.setdefault((m, u), []).append(v)
    return out


# -- helpers -----------------------------------------------------------------------------------


_MAIL_DERIVED = ("kind", "message_id", "sender", "sender_name", "dealer", "subject", "sent_at", "file_name",
                 "file_size", "attachment_count", "file_sha256", "unit_count")


def dialect_insert(session: Session) -> Any:
    """The dialect's INSERT, the one with ON CONFLICT (db/reviews.py upserts decisions with it too)."""
    dialect = session.get_bind().dialect.name
    insert = {"postgresql": postgresql.insert, "sqlite": sqlite.insert}.get(dialect)
    if insert is None:
        raise NotImplementedError(f"otcmail stores to PostgreSQL or SQLite, not {dialect}")
    return insert


def _upsert(session: Session, model: type[Any], rows: list[dict[str, Any]], conflict: Sequence[str],
            update: Sequence[str]) -> int:
    """INSERT ... ON CONFLICT (conflict) DO UPDATE SET the ``update`` columns; returns the rows written."""
    if not rows:
        return 0
    table: Table = model.__table__
    stmt = dialect_insert(session)(table)
    stmt = stmt.on_conflict_do_update(index_elements=list(conflict), set_={c: stmt.excluded[c] for c in update})
    for chunk in _chunks(rows):
        session.execute(stmt, chunk)
    return len(rows)


def _insert_ignore(session: Session, model: type[Any], rows: list[dict[str, Any]], conflict: Iterable[str]) -> int:
    """INSERT ... ON CONFLICT (conflict) DO NOTHING for both dialects; returns the rows inserted."""
    if not rows:
        return 0
    table: Table = model.__table__
    if session.get_bind().dialect.name == "postgresql":
        return copy_insert_ignore(session, table, rows, conflict)  # COPY + INSERT ... SELECT (db/bulk.py)
    pk = list(table.primary_key.columns)[0]
    stmt = dialect_insert(session)(table).on_conflict_do_nothing(index_elements=list(conflict)).returning(pk)
    inserted = 0
    for chunk in _chunks(rows):
        inserted += len(session.execute(stmt, chunk).all())
    return inserted


def _chunks(items: list[Any], size: int = _CHUNK) -> Iterable[list[Any]]:
    for i in range(0, len(items), size):
        yield items[i:i + size]


_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def _clean(value: Any) -> Any:
    """Text either database stores: PostgreSQL refuses NUL, and neither driver encodes a lone surrogate
    (what ``surrogateescape`` leaves of undecodable bytes); both become U+FFFD. A mail may well carry them."""
    if not isinstance(value, str) or (value.isascii() and "\x00" not in value):
        return value  # nearly every value: no regular expression (half a million calls per 40,000 quotes)
    return _UNSTORABLE.sub("\ufffd", value)


#: Bounds, in UTF-8 bytes, of the text that goes into an index or a key (db/models.py). PostgreSQL refuses
#: an index row over 2,704 bytes (``54000``) and the quotes' natural key holds mail id, part, location,
#: instrument key, quote type and parser version together: 64 + 256 + 512 + 1024 + 32 + 32 stays under it.
UNIT_BYTES = 256  # unit and part: a MIME path (attachments, parsed_units, quotes, extraction_errors)
LOCATION_BYTES = 512  # quotes.location
INSTRUMENT_BYTES = 1024  # quotes.instrument_key (and quote_reviews, daily_aggregates, which copy it)
LABEL_BYTES = 255  # dealer (indexed on mails and quotes)
MESSAGE_ID_BYTES = 998  # mails.message_id (indexed): RFC 5322's line limit
MESSAGE_CHARS = 20_000  # extraction_errors.message: not indexed, but a whole document in an error helps nobody


def bounded(value: str | None, max_bytes: int) -> str | None:
    """``value`` cleaned and, when its UTF-8 form is over ``max_bytes``, cut to its head plus ``~`` and the
    SHA-256 of the whole value: two long values that share their head stay two keys, the same value is the
    same key on every write (so ON CONFLICT still finds it: idempotency holds), and the row fits the index.
    """
    if value is None:
        return None
    value = _clean(value)
    if len(value) <= max_bytes and value.isascii():
        return value  # ASCII: as many bytes as characters, no encoding needed to know
    data = value.encode("utf-8")
    if len(data) <= max_bytes:
        return value
    digest = hashlib.sha256(data).hexdigest()
    head = data[:max_bytes - len(digest) - 1].decode("utf-8", "ignore")
    return f"{head}~{digest}"


def _fit(value: str | None, chars: int) -> str | None:
    """A value for a ``String(chars)`` column (PostgreSQL refuses a longer one with ``22001``), cleaned."""
    return None if value is None else _clean(value)[:chars]


def _poison_fingerprint(f: FailedRecord) -> str:
    if f.mail_id:
        return _digest("poison", f.source.topic, f.mail_id, f.unit, f.kind)
    return _digest("poison", f.source.topic, str(f.source.partition), str(f.source.offset))


def _digest(*parts: str | None) -> str:
    return hashlib.sha256("\x1f".join(p or "" for p in parts).encode("utf-8", "replace")).hexdigest()


def _source(source: Any) -> dict[str, Any]:
    return {"topic": source.topic, "partition": source.partition, "offset": source.offset}


def _mail_row(m: Any, source: Any, now: dt.datetime) -> dict[str, Any]:
    return {
        "id": m.mail_id, "kind": _fit(m.kind, 16), "message_id": bounded(m.message_id, MESSAGE_ID_BYTES),
        "sender": _clean(m.sender), "sender_name": _clean(m.sender_name), "dealer": bounded(m.dealer, LABEL_BYTES),
        "subject": _clean(m.subject), "sent_at": m.sent_at, "received_at": m.received_at,
        "file_name": _clean(m.file_name), "file_size": m.file_size, "attachment_count": m.attachment_count,
        "file_sha256": _fit(m.file_sha256, 64),
        "unit_count": m.unit_count, "parser_version": None, "stored_at": now, **_source(source),
    }


def _attachment_row(a: Any, source: Any, now: dt.datetime) -> dict[str, Any]:
    return {
        "mail_id": a.mail_id, "part": bounded(a.part, UNIT_BYTES), "attachment_id": _fit(a.attachment_id, 64),
        "filename": _clean(a.filename), "content_type": _clean(a.content_type), "size": a.size,
        "stored_at": now, **_source(source),
    }


def _unit_row(r: ParsedRecord, parser_version: str, now: dt.datetime) -> dict[str, Any]:
    return {
        "mail_id": r.mail_id, "unit": bounded(r.unit, UNIT_BYTES), "parser_version": parser_version,
        "quote_count": len(r.result.quotes), "error_count": len(r.result.errors), "unit_count": r.unit_count,
        "parsed_at": now, **_source(r.source),
    }


def _quote_row(r: ParsedRecord, q: ExtractedQuote, parser_version: str, now: dt.datetime) -> dict[str, Any]:
    return {
        "mail_id": r.mail_id, "unit": bounded(r.unit, UNIT_BYTES), "part": bounded(q.part, UNIT_BYTES),
        "location": bounded(q.location, LOCATION_BYTES), "instrument_key": bounded(q.instrument_key, INSTRUMENT_BYTES),
        "quote_type": _fit(q.quote_type, 32), "isin": _fit(q.isin, 12), "cusip": _fit(q.cusip, 9),
        "ticker": _clean(q.ticker), "coupon": q.coupon, "maturity": q.maturity, "instrument": _clean(q.instrument),
        "tenor": _clean(q.tenor), "asset_class": _fit(q.asset_class, 32),
        "bid": q.bid, "ask": q.ask, "bid_size": q.bid_size, "ask_size": q.ask_size, "currency": q.currency,
        "benchmark": _clean(q.benchmark), "dealer": bounded(q.dealer, LABEL_BYTES), "quoted_at": q.quoted_at,
        "raw": _clean(q.raw), "parser_version": parser_version,
        "attachment_id": r.attachment.attachment_id if r.attachment else None, "stored_at": now,
        **_source(r.source), **_validation(q),
    }


#: Bounds of the validation columns (db/models.py): a longer value is an extractor bug, not a reason to lose
#: the quote (the batch would fail on PostgreSQL and the part be dead-lettered).
_FIGI_LEN, _PRECISION_LEN, _REASON_LEN, _CHECKS_LEN = 12, 8, 500, 2000


def _validation(q: ExtractedQuote) -> dict[str, Any]:
    """What validation made of the quote: figi, maturity precision, confidence, checks, review reason.

    ``checks`` is stored comma-joined in the validator's order (a comma inside a name becomes ``;``);
    ``confidence`` is kept within 0..1 (NaN: 0); an empty review reason is no reason; the maturity
    precision is NULL without a maturity.
    """
    figi = _clean(q.figi.strip().upper()) if q.figi and q.figi.strip() else None
    try:
        confidence = min(1.0, max(0.0, float(q.confidence)))
    except (TypeError, ValueError):
        confidence = 0.0
    if confidence != confidence:  # NaN survives min/max
        confidence = 0.0
    reason = _clean(q.review_reason.strip())[:_REASON_LEN] if q.review_reason and q.review_reason.strip() else None
    return {
        "figi": figi if figi and len(figi) <= _FIGI_LEN else None,
        "maturity_precision": _clean(q.maturity_precision)[:_PRECISION_LEN] if q.maturity is not None else None,
        "confidence": confidence,
        "checks": _clean(",".join(c.strip().replace(",", ";") for c in q.checks if c and c.strip()))[:_CHECKS_LEN],
        "review_reason": reason,
    }


def _error_row(mail_id: str, unit: str, e: ExtractionError, stage: str, parser_version: str, source: Any,
               now: dt.datetime) -> dict[str, Any]:
    return {
        "fingerprint": _digest(stage, mail_id, unit, e.part, e.kind, e.message, parser_version),
        "mail_id": _fit(mail_id, 64), "unit": bounded(unit, UNIT_BYTES), "part": bounded(e.part, UNIT_BYTES),
        "stage": stage, "kind": _fit(e.kind, 64), "message": _fit(e.message, MESSAGE_CHARS), "dead_lettered": False,
        "parser_version": parser_version, "created_at": now, **_source(source),
    }
