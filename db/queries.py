"""Read queries behind `otcmail query`, `otcmail mail` and `otcmail stats` (executes, never commits)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Select, func, or_, select
from sqlalchemy.orm import Session

from db.models import Attachment, ExtractionErrorRow, Mail, ParsedUnit, Quote, QuoteReview
from db.reviews import NOT_REJECTED, REJECTED, REVIEW_ON, REVIEW_STATE, SHOWN, VISIBLE_VERSION, pending_count

#: The columns `otcmail query` prints, in order (the validation and review columns last, so older CSV readers
#: that go by position still find theirs).
QUOTE_COLUMNS = (
    "quoted_at", "dealer", "instrument_key", "isin", "cusip", "ticker", "coupon", "maturity", "instrument",
    "tenor", "asset_class", "quote_type", "bid", "ask", "bid_size", "ask_size", "currency", "benchmark",
    "mail_id", "part", "location", "parser_version",
    "figi", "maturity_precision", "confidence", "checks", "review_state", "review_reason",
)


@dataclass(frozen=True)
class QuoteFilter:
    """The filters of `otcmail query`; unset fields do not filter. Times are aware datetimes."""

    isin: str | None = None
    cusip: str | None = None
    instrument: str | None = None  # case-insensitive text in the instrument key, description or ticker
    asset_class: str | None = None
    dealer: str | None = None
    since: dt.datetime | None = None  # quoted_at >= since
    until: dt.datetime | None = None  # quoted_at < until
    mail_id: str | None = None
    latest: bool = False  # only the latest quote per instrument, dealer and quote type
    limit: int | None = None
    include_review: bool = False  # also the quotes pending review (never the rejected ones)


def find_quotes(session: Session, f: QuoteFilter) -> list[dict[str, Any]]:
    """Quotes matching ``f``, newest first, as plain dicts with the QUOTE_COLUMNS keys (+ id).

    Readers' quotes only (db/reviews.py): no review reason and not rejected, or accepted; with
    ``include_review`` the quotes pending review too (``review_state`` tells them apart).
    """
    cols = [REVIEW_STATE.label(c) if c == "review_state" else getattr(Quote, c) for c in QUOTE_COLUMNS]
    # Each mail's visible parser version only (db/models.py): never half old, half new during a re-parse.
    stmt: Select[Any] = (select(Quote.id, *cols).join(Mail, VISIBLE_VERSION).outerjoin(QuoteReview, REVIEW_ON)
                         .where(NOT_REJECTED if f.include_review else SHOWN))
    if f.isin:
        stmt = stmt.where(Quote.isin == f.isin.strip().upper())
    if f.cusip:
        stmt = stmt.where(Quote.cusip == f.cusip.strip().upper())
    if f.instrument:
        needle = f"%{f.instrument.strip().upper()}%"
        stmt = stmt.where(or_(func.upper(Quote.instrument_key).like(needle), func.upper(Quote.instrument).like(needle),
                              func.upper(Quote.ticker).like(needle)))
    if f.asset_class:
        stmt = stmt.where(Quote.asset_class == f.asset_class.strip().lower())
    if f.dealer:
        stmt = stmt.where(func.lower(Quote.dealer) == f.dealer.strip().lower())
    if f.since:
        stmt = stmt.where(Quote.quoted_at >= f.since)
    if f.until:
        stmt = stmt.where(Quote.quoted_at < f.until)
    if f.mail_id:
        stmt = stmt.where(Quote.mail_id == f.mail_id)
    if f.latest:
        rank = func.row_number().over(
            partition_by=(Quote.instrument_key, Quote.dealer, Quote.quote_type),
            order_by=(Quote.quoted_at.desc(), Quote.id.desc()),
        ).label("rank")
        inner = stmt.add_columns(rank).subquery()
        stmt = select(*[inner.c[c] for c in ("id", *QUOTE_COLUMNS)]).where(inner.c.rank == 1)
        order = (inner.c.quoted_at.desc(), inner.c.id.desc())
    else:
        order = (Quote.quoted_at.desc(), Quote.id.desc())
    stmt = stmt.order_by(*order)
    if f.limit:
        stmt = stmt.limit(f.limit)
    return [dict(row._mapping) for row in session.execute(stmt)]


class AmbiguousMailId(ValueError):
    pass


@dataclass
class MailDetail:
    mail: dict[str, Any]
    attachments: list[dict[str, Any]] = field(default_factory=list)
    units: list[dict[str, Any]] = field(default_factory=list)
    quotes: list[dict[str, Any]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)


def _rows(session: Session, stmt: Select[Any]) -> list[dict[str, Any]]:
    return [
        {k: v for k, v in vars(obj).items() if not k.startswith("_")} for obj in session.scalars(stmt)
    ]


def mail_detail(session: Session, mail_id: str) -> MailDetail | None:
    """One mail (a full SHA-256 or a unique prefix of at least 6 characters) with its quotes and provenance."""
    mail_id = mail_id.strip().lower()
    ids = list(session.scalars(select(Mail.id).where(Mail.id.like(f"{mail_id}%")).limit(5)))
    if not ids:
        # A part may be stored before its mail row (a replay of the part topics after a database reset).
        ids = list(session.scalars(select(ParsedUnit.mail_id).where(ParsedUnit.mail_id.like(f"{mail_id}%"))
                                   .distinct().limit(5)))
    if not ids:
        # A raw record the unpack stage gave up on has no mail row, only its error.
        ids = list(session.scalars(select(ExtractionErrorRow.mail_id)
                                   .where(ExtractionErrorRow.mail_id.like(f"{mail_id}%")).distinct().limit(5)))
    if len(ids) > 1:
        raise AmbiguousMailId(f"{mail_id!r} matches {len(ids)} mails: {', '.join(ids)}")
    if not ids:
        return None
    full = ids[0]
    mail = session.get(Mail, full)
    mail_row = {k: v for k, v in vars(mail).items() if not k.startswith("_")} if mail else {"id": full}
    return MailDetail(
        mail=mail_row,
        attachments=_rows(session, select(Attachment).where(Attachment.mail_id == full).order_by(Attachment.part)),
        units=_rows(session, select(ParsedUnit).where(ParsedUnit.mail_id == full).order_by(ParsedUnit.unit)),
        quotes=_quotes_with_review(session, select(Quote).where(Quote.mail_id == full, *_visible(mail))
                                   .order_by(Quote.unit, Quote.part, Quote.id)),
        errors=_rows(session, select(ExtractionErrorRow).where(ExtractionErrorRow.mail_id == full)
                     .order_by(ExtractionErrorRow.id)),
    )


def _quotes_with_review(session: Session, stmt: Select[Any]) -> list[dict[str, Any]]:
    """Every quote of ``stmt`` (a mail shows all its quotes) with its review state and decision."""
    stmt = stmt.add_columns(REVIEW_STATE.label("review_state"), QuoteReview.decided_by, QuoteReview.decided_at,
                            QuoteReview.note.label("review_note")).outerjoin(QuoteReview, REVIEW_ON)
    out = []
    for quote, state, by, at, note in session.execute(stmt):
        row = {k: v for k, v in vars(quote).items() if not k.startswith("_")}
        out.append(row | {"review_state": state, "reviewed_by": by, "reviewed_at": at, "review_note": note})
    return out


def _visible(mail: Mail | None) -> tuple[Any, ...]:
    """The quotes of the mail's visible version; all of them while no version is complete yet."""
    return (Quote.parser_version == mail.parser_version,) if mail is not None and mail.parser_version else ()


def table_counts(session: Session) -> dict[str, int]:
    """Row counts for `otcmail stats`."""
    def count(stmt: Any) -> int:
        return int(session.scalar(stmt) or 0)

    return {
        "mails": count(select(func.count()).select_from(Mail).where(Mail.kind == "mail")),
        "loose files": count(select(func.count()).select_from(Mail).where(Mail.kind == "file")),
        "attachments": count(select(func.count()).select_from(Attachment)),
        "parsed records": count(select(func.count()).select_from(ParsedUnit)),
        "quotes": count(select(func.count()).select_from(Quote)),
        "quotes pending review": pending_count(session),
        "quotes rejected": count(select(func.count()).select_from(Quote).join(Mail, VISIBLE_VERSION)
                                 .join(QuoteReview, REVIEW_ON).where(QuoteReview.decision == REJECTED)),
        "extraction errors": count(select(func.count()).select_from(ExtractionErrorRow)
                                   .where(ExtractionErrorRow.stage == "extract")),
        "dead-lettered records": count(select(func.count()).select_from(ExtractionErrorRow)
                                       .where(ExtractionErrorRow.stage == "poison")),
    }
