"""Review: what validation and people made of a quote, and therefore what readers see (executes, never commits).

A quote carries ``review_reason`` when validation found it doubtful (docs/quotes.md "Review"). A person
accepts or rejects it (`otcmail review`); the decision is stored in ``quote_reviews`` under the quote's
identity *without* its parser version, ``(mail_id, part, location, instrument_key, quote_type)``, so a
re-parse that produces the same quote again (a new parser version replaces a mail's rows, see
db/repository.py) finds the decision already there. Decisions are human input, not derived data: no
replay rebuilds them.

Each quote has a **review state**:

    ok        no review reason, no decision          shown
    pending   a review reason, no decision yet       hidden (listed by `otcmail review list`)
    accepted  a person accepted it                   shown, whatever its review reason
    rejected  a person rejected it                   hidden, whatever its review reason

Readers (``analyst_quotes``, :func:`db.queries.find_quotes`, `otcmail spark daily`) see ``ok`` and
``accepted`` quotes of each mail's visible parser version; ``SHOWN`` below is that rule for SQLAlchemy,
``db.views.SHOWN`` the same rule in the views' SQL (tests check they agree).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, Select, and_, case, func, or_, select
from sqlalchemy.orm import Session

from db.models import Attachment, Mail, Quote, QuoteReview
from db.repository import dialect_insert

ACCEPTED, REJECTED = "accepted", "rejected"
DECISIONS = (ACCEPTED, REJECTED)
OK, PENDING = "ok", "pending"
STATES = (OK, PENDING, ACCEPTED, REJECTED)
#: A quote's identity without its parser version: what a decision is keyed by.
IDENTITY = ("mail_id", "part", "location", "instrument_key", "quote_type")

_BY_LEN, _NOTE_LEN = 200, 2000
_CHUNK = 400

#: Join condition of a quote and its decision (use with an outer join: most quotes have none).
REVIEW_ON: ColumnElement[bool] = and_(*(getattr(QuoteReview, c) == getattr(Quote, c) for c in IDENTITY))
#: Each mail's visible parser version (db/models.py).
VISIBLE_VERSION: ColumnElement[bool] = (Mail.id == Quote.mail_id) & (Mail.parser_version == Quote.parser_version)
#: ok | pending | accepted | rejected; needs the outer join on REVIEW_ON.
REVIEW_STATE: ColumnElement[str] = case(
    (QuoteReview.decision.is_not(None), QuoteReview.decision),
    (Quote.review_reason.is_not(None), PENDING),
    else_=OK,
)
#: What readers see: no review reason and not rejected, or accepted.
SHOWN: ColumnElement[bool] = or_(QuoteReview.decision == ACCEPTED,
                                 and_(QuoteReview.decision.is_(None), Quote.review_reason.is_(None)))
#: What `otcmail query --include-review` sees: everything but the rejected.
NOT_REJECTED: ColumnElement[bool] = or_(QuoteReview.decision.is_(None), QuoteReview.decision != REJECTED)
#: Doubtful and not decided yet.
PENDING_REVIEW: ColumnElement[bool] = and_(Quote.review_reason.is_not(None), QuoteReview.decision.is_(None))


class UnknownQuotes(LookupError):
    """Quote ids that are not in the database."""

    def __init__(self, ids: Sequence[int]) -> None:
        self.ids = list(ids)
        super().__init__(f"no quote with id {', '.join(map(str, self.ids))} in the database "
                         "(ids change when a mail is re-parsed: see `otcmail review list`)")


@dataclass(frozen=True)
class ReviewFilter:
    """`otcmail review list`: quotes of each mail's visible version in one review state."""

    state: str = PENDING
    dealer: str | None = None  # the quote's dealer, case-insensitive
    reason: str | None = None  # case-insensitive text in the review reason
    limit: int | None = 100

    def __post_init__(self) -> None:
        if self.state not in STATES:
            raise ValueError(f"review state {self.state!r}: one of {', '.join(STATES)}")


#: The columns of `otcmail review list`, in order.
REVIEW_COLUMNS = (
    "id", "quoted_at", "dealer", "instrument_key", "quote_type", "bid", "ask", "confidence", "review_reason",
    "review_state", "decided_by", "decided_at", "note", "mail_id", "part", "location", "parser_version",
)


def _review_columns() -> list[Any]:
    decided = {"review_state": REVIEW_STATE.label("review_state"), "decided_by": QuoteReview.decided_by,
               "decided_at": QuoteReview.decided_at, "note": QuoteReview.note}
    return [decided[c] if c in decided else getattr(Quote, c) for c in REVIEW_COLUMNS]


def list_reviews(session: Session, f: ReviewFilter) -> tuple[list[dict[str, Any]], int]:
    """The quotes in review state ``f.state`` (newest first, at most ``f.limit``) and how many match in all."""
    stmt: Select[Any] = select(*_review_columns()).join(Mail, VISIBLE_VERSION).outerjoin(QuoteReview, REVIEW_ON)
    if f.state == OK:
        stmt = stmt.where(Quote.review_reason.is_(None), QuoteReview.decision.is_(None))
    elif f.state == PENDING:
        stmt = stmt.where(PENDING_REVIEW)
    else:
        stmt = stmt.where(QuoteReview.decision == f.state)
    if f.dealer:
        stmt = stmt.where(func.lower(Quote.dealer) == f.dealer.strip().lower())
    if f.reason:
        stmt = stmt.where(func.lower(Quote.review_reason).like(f"%{f.reason.strip().lower()}%"))
    total = int(session.scalar(select(func.count()).select_from(stmt.subquery())) or 0)
    stmt = stmt.order_by(Quote.quoted_at.desc(), Quote.id.desc())
    if f.limit:
        stmt = stmt.limit(f.limit)
    rows = [{k: row._mapping[k] for k in REVIEW_COLUMNS} for row in session.execute(stmt)]
    return rows, total


def pending_count(session: Session) -> int:
    """Quotes of each mail's visible version waiting for a person (`otcmail stats`)."""
    stmt = (select(func.count()).select_from(Quote).join(Mail, VISIBLE_VERSION).outerjoin(QuoteReview, REVIEW_ON)
            .where(PENDING_REVIEW))
    return int(session.scalar(stmt) or 0)


def quote_review(session: Session, quote_id: int) -> dict[str, Any] | None:
    """One quote with its review state and decision, its mail and attachment (`otcmail review show`)."""
    stmt = (select(Quote, REVIEW_STATE.label("review_state"), QuoteReview, Mail, Attachment.filename)
            .outerjoin(QuoteReview, REVIEW_ON).outerjoin(Mail, Mail.id == Quote.mail_id)
            .outerjoin(Attachment, (Attachment.mail_id == Quote.mail_id) & (Attachment.part == Quote.unit))
            .where(Quote.id == quote_id))
    row = session.execute(stmt).first()
    if row is None:
        return None
    quote, state, review, mail, filename = row
    return {
        "quote": _plain_row(quote), "review_state": state,
        "decision": _plain_row(review) if review is not None else None,
        "mail": _plain_row(mail) if mail is not None else None,
        "attachment_filename": filename,
        "visible_version": mail is not None and mail.parser_version == quote.parser_version,
    }


@dataclass(frozen=True)
class Decision:
    """What :func:`decide` did to one quote."""

    quote_id: int
    dealer: str | None
    instrument_key: str
    quote_type: str
    bid: float | None
    ask: float | None
    review_reason: str | None
    decision: str
    previous: str | None  # the decision this one replaced, if any
    previous_by: str | None


def decide(session: Session, quote_ids: Iterable[int], decision: str, by: str, note: str | None = None,
           now: dt.datetime | None = None) -> list[Decision]:
    """Record ``decision`` (accepted or rejected) by ``by`` for each quote, in the caller's transaction.

    All or nothing: an unknown id raises :class:`UnknownQuotes` before anything is written. A quote decided
    before gets the new decision (who and when replaced); quotes of one identity (the same quote under two
    parser versions) share one decision.
    """
    if decision not in DECISIONS:
        raise ValueError(f"decision {decision!r}: accepted or rejected")
    who = _bounded(by, _BY_LEN)
    if not who:
        raise ValueError("a decision needs who made it")
    text = _bounded(note, _NOTE_LEN)
    now = now or dt.datetime.now(dt.UTC)
    if now.utcoffset() is None:
        raise ValueError("decided_at must be timezone-aware")
    wanted = list(dict.fromkeys(quote_ids))
    found: dict[int, tuple[Quote, QuoteReview | None]] = {}
    for chunk in (wanted[i:i + _CHUNK] for i in range(0, len(wanted), _CHUNK)):
        stmt = select(Quote, QuoteReview).outerjoin(QuoteReview, REVIEW_ON).where(Quote.id.in_(chunk))
        found.update({q.id: (q, r) for q, r in session.execute(stmt)})
    missing = [i for i in wanted if i not in found]
    if missing:
        raise UnknownQuotes(missing)
    rows: dict[tuple[Any, ...], dict[str, Any]] = {}
    done: list[Decision] = []
    for quote_id in wanted:
        q, r = found[quote_id]
        key = tuple(getattr(q, c) for c in IDENTITY)
        rows[key] = {**dict(zip(IDENTITY, key, strict=True)), "decision": decision, "decided_by": who,
                     "decided_at": now, "note": text, "quote_id": q.id, "parser_version": q.parser_version,
                     "review_reason": q.review_reason}
        done.append(Decision(q.id, q.dealer, q.instrument_key, q.quote_type, q.bid, q.ask, q.review_reason,
                             decision, r.decision if r else None, r.decided_by if r else None))
    table = QuoteReview.__table__
    stmt = dialect_insert(session)(table)
    stmt = stmt.on_conflict_do_update(index_elements=list(IDENTITY), set_={
        c: stmt.excluded[c] for c in ("decision", "decided_by", "decided_at", "note", "quote_id", "parser_version",
                                      "review_reason")})
    values = [rows[k] for k in sorted(rows)]  # one lock order for concurrent reviewers
    for i in range(0, len(values), _CHUNK):
        session.execute(stmt, values[i:i + _CHUNK])
    return done


def _bounded(value: str | None, limit: int) -> str | None:
    """Stripped, without NUL (PostgreSQL refuses it), at most ``limit`` characters; None when empty."""
    if value is None:
        return None
    value = value.replace("\x00", "").strip()[:limit]
    return value or None


def _plain_row(obj: Any) -> dict[str, Any]:
    return {k: v for k, v in vars(obj).items() if not k.startswith("_")}
