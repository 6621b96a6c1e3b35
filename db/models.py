"""The tables of the price database (SQLAlchemy 2 declarative models).

Every row carries its provenance (Kafka topic, partition, offset) and every quote its parser
version. Idempotency comes from unique constraints on content identity:

    mails              id = the mail id (SHA-256 of the message without its transport headers; a loose
                       document: of its bytes), written by the unpack stage
    attachments        (mail_id, part): part = MIME path, written by the unpack stage
    parsed_units       (mail_id, unit, parser_version): one row per parsed part record; unit = "body",
                       "body:<MIME path>" for a forwarded message's bodies, an attachment's MIME path,
                       or "file" for a loose document
    quotes             (mail_id, part, location, instrument_key, quote_type, parser_version) <- natural key
    quote_reviews      (mail_id, part, location, instrument_key, quote_type): a person's accept/reject of a
                       quote, without the parser version, so a re-parsed quote inherits it (human input:
                       the one table a replay never rebuilds)
    extraction_errors  fingerprint = SHA-256 of where, what and (for extraction errors) the parser version
    daily_aggregates   (trade_date, instrument_key, asset_class, quote_type): the Spark daily job

**One version per mail for readers.** ``mails.parser_version`` names the parser version whose rows a
reader sees (``analyst_quotes`` and every query join on it). A mail's parts are parsed by two
consumer groups at their own speeds; rows of a new version are stored beside the old ones and become
visible only when *every* part of the mail has been parsed by it (``unit_count`` parts): then, in that
transaction, the mail's version moves and the older rows are deleted. A reader never sees a mail
half on the old parser and half on the new.

**Review.** Every quote carries what validation made of it (``confidence``, ``checks``, ``review_reason``;
docs/quotes.md "Review"). Readers see a quote of a mail's visible version when it has no review reason
and is not rejected, or when it has been accepted (db/reviews.py holds that rule, db/views.py its SQL).

Quotes and attachments are not foreign-keyed to mails: the part topics are consumed on their own.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    Double,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    text,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

#: Autoincrementing 64-bit ids (SQLite only autoincrements a column declared INTEGER).
BigId = BigInteger().with_variant(Integer(), "sqlite")


class UTCDateTime(TypeDecorator[dt.datetime]):
    """Aware datetimes in, aware UTC datetimes out, on both dialects (SQLite has no time zones)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> Any:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(f"naive datetime {value!r}: otcmail stores aware times only")
        value = value.astimezone(dt.UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: Any, dialect: Dialect) -> Any:
        if value is None:
            return None
        return value.replace(tzinfo=dt.UTC) if value.tzinfo is None else value.astimezone(dt.UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class Provenance:
    """Where a row came from on Kafka."""

    topic: Mapped[str | None] = mapped_column(String(255))
    partition: Mapped[int | None] = mapped_column(Integer)
    offset: Mapped[int | None] = mapped_column(BigInteger)


class Mail(Provenance, Base):
    __tablename__ = "mails"

    id: Mapped[str] = mapped_column(String(64), primary_key=True, comment="SHA-256 hex of the mail file")
    kind: Mapped[str] = mapped_column(String(16), default="mail", comment="mail, or file for a loose attachment")
    message_id: Mapped[str | None] = mapped_column(Text, index=True)
    sender: Mapped[str | None] = mapped_column(Text)
    sender_name: Mapped[str | None] = mapped_column(Text)
    dealer: Mapped[str | None] = mapped_column(Text, index=True)
    subject: Mapped[str | None] = mapped_column(Text)
    sent_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime, comment="the mail's Date header")
    received_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime, comment="seen in the dump directory")
    file_name: Mapped[str | None] = mapped_column(Text)
    file_size: Mapped[int | None] = mapped_column(BigInteger)
    attachment_count: Mapped[int] = mapped_column(Integer, default=0)
    file_sha256: Mapped[str | None] = mapped_column(String(64), comment="SHA-256 of the file it arrived in")
    unit_count: Mapped[int | None] = mapped_column(Integer, comment="part records of the mail (bodies, attachments)")
    parser_version: Mapped[str | None] = mapped_column(
        String(32), comment="the version whose quotes readers see: set once every part is parsed by it")
    stored_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)


class Attachment(Provenance, Base):
    __tablename__ = "attachments"
    __table_args__ = (PrimaryKeyConstraint("mail_id", "part"),)

    mail_id: Mapped[str] = mapped_column(String(64))
    part: Mapped[str] = mapped_column(Text)
    attachment_id: Mapped[str | None] = mapped_column(String(64), index=True, comment="SHA-256 of the bytes")
    filename: Mapped[str | None] = mapped_column(Text)
    content_type: Mapped[str | None] = mapped_column(Text)
    size: Mapped[int | None] = mapped_column(BigInteger)
    stored_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)


class ParsedUnit(Provenance, Base):
    """One parsed record and the parser version that produced its quotes (drives re-parsing)."""

    __tablename__ = "parsed_units"
    __table_args__ = (PrimaryKeyConstraint("mail_id", "unit", "parser_version"),)

    mail_id: Mapped[str] = mapped_column(String(64))
    unit: Mapped[str] = mapped_column(Text, comment="body, body:<MIME path>, an attachment's MIME path, or file")
    parser_version: Mapped[str] = mapped_column(String(32))
    unit_count: Mapped[int | None] = mapped_column(Integer, comment="the mail's part count, as its record said")
    quote_count: Mapped[int] = mapped_column(Integer, default=0)
    error_count: Mapped[int] = mapped_column(Integer, default=0)
    parsed_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)


class Quote(Provenance, Base):
    __tablename__ = "quotes"
    __table_args__ = (
        UniqueConstraint("mail_id", "part", "location", "instrument_key", "quote_type", "parser_version",
                         name="uq_quotes_natural_key"),
        Index("ix_quotes_mail_unit", "mail_id", "unit"),
        Index("ix_quotes_instrument_quoted", "instrument_key", "quoted_at"),
        # Few quotes are doubtful: `otcmail review list` and `stats` find them without reading the table.
        Index("ix_quotes_review", "quoted_at", postgresql_where=text("review_reason IS NOT NULL"),
              sqlite_where=text("review_reason IS NOT NULL")),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    mail_id: Mapped[str] = mapped_column(String(64))
    unit: Mapped[str] = mapped_column(Text)
    part: Mapped[str] = mapped_column(Text)
    location: Mapped[str] = mapped_column(Text)
    instrument_key: Mapped[str] = mapped_column(Text)
    quote_type: Mapped[str] = mapped_column(String(32))
    isin: Mapped[str | None] = mapped_column(String(12), index=True)
    cusip: Mapped[str | None] = mapped_column(String(9), index=True)
    ticker: Mapped[str | None] = mapped_column(Text)
    coupon: Mapped[float | None] = mapped_column(Double)
    maturity: Mapped[dt.date | None] = mapped_column(Date)
    instrument: Mapped[str | None] = mapped_column(Text)
    tenor: Mapped[str | None] = mapped_column(Text)
    asset_class: Mapped[str] = mapped_column(String(32), index=True)
    bid: Mapped[float | None] = mapped_column(Double)
    ask: Mapped[float | None] = mapped_column(Double)
    bid_size: Mapped[float | None] = mapped_column(Double)
    ask_size: Mapped[float | None] = mapped_column(Double)
    currency: Mapped[str | None] = mapped_column(Text)
    benchmark: Mapped[str | None] = mapped_column(Text)
    dealer: Mapped[str | None] = mapped_column(Text, index=True)
    quoted_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime, index=True)
    raw: Mapped[str] = mapped_column(Text, default="")
    parser_version: Mapped[str] = mapped_column(String(32))
    attachment_id: Mapped[str | None] = mapped_column(String(64))
    stored_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    figi: Mapped[str | None] = mapped_column(String(12), index=True)
    maturity_precision: Mapped[str | None] = mapped_column(
        String(8), comment="day, month or year: how much of maturity the dealer wrote; NULL: no maturity")
    confidence: Mapped[float | None] = mapped_column(
        Double, comment="0..1 from validation; NULL: stored before validation existed (migration 0003)")
    checks: Mapped[str | None] = mapped_column(
        Text, comment="names of the checks passed, comma-joined in the validator's order; NULL: before 0003")
    review_reason: Mapped[str | None] = mapped_column(
        Text, comment="set: doubtful, kept from readers until a person accepts it (quote_reviews)")


class QuoteReview(Base):
    """A person's decision on a doubtful (or any) quote, keyed by the quote's identity without its parser
    version: a quote re-parsed by a newer version with the same identity inherits it. Not derived from
    Kafka: no replay rebuilds it, so back it up with the database."""

    __tablename__ = "quote_reviews"
    __table_args__ = (
        PrimaryKeyConstraint("mail_id", "part", "location", "instrument_key", "quote_type"),
        CheckConstraint("decision IN ('accepted', 'rejected')", name="decision"),
    )

    mail_id: Mapped[str] = mapped_column(String(64))
    part: Mapped[str] = mapped_column(Text)
    location: Mapped[str] = mapped_column(Text)
    instrument_key: Mapped[str] = mapped_column(Text)
    quote_type: Mapped[str] = mapped_column(String(32))
    decision: Mapped[str] = mapped_column(String(16), comment="accepted or rejected")
    decided_by: Mapped[str] = mapped_column(Text)
    decided_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    note: Mapped[str | None] = mapped_column(Text)
    quote_id: Mapped[int | None] = mapped_column(
        BigInteger, comment="the quotes.id decided on (ids change on re-parse)")
    parser_version: Mapped[str | None] = mapped_column(String(32), comment="the version of the quote decided on")
    review_reason: Mapped[str | None] = mapped_column(Text, comment="the reason the person saw when deciding")


class ExtractionErrorRow(Provenance, Base):
    """A part the extractors could not read, or a record that was dead-lettered."""

    __tablename__ = "extraction_errors"
    __table_args__ = (Index("ix_extraction_errors_mail_unit", "mail_id", "unit"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    fingerprint: Mapped[str] = mapped_column(String(64), unique=True)
    mail_id: Mapped[str | None] = mapped_column(String(64))
    unit: Mapped[str | None] = mapped_column(Text)
    part: Mapped[str | None] = mapped_column(Text)
    stage: Mapped[str] = mapped_column(String(16), comment="extract: a part failed; poison: record dead-lettered")
    kind: Mapped[str] = mapped_column(String(64))
    message: Mapped[str] = mapped_column(Text)
    dead_lettered: Mapped[bool] = mapped_column(Boolean, default=False)
    parser_version: Mapped[str] = mapped_column(String(32))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)


class DailyAggregate(Base):
    """One row per trading day, instrument key, asset class and quote type (``otcmail spark daily``)."""

    __tablename__ = "daily_aggregates"
    __table_args__ = (PrimaryKeyConstraint("trade_date", "instrument_key", "asset_class", "quote_type"),)

    trade_date: Mapped[dt.date] = mapped_column(Date, comment="calendar day in spark.trading_timezone")
    instrument_key: Mapped[str] = mapped_column(Text)
    asset_class: Mapped[str] = mapped_column(String(32))
    quote_type: Mapped[str] = mapped_column(String(32))
    quote_count: Mapped[int] = mapped_column(BigInteger)
    dealer_count: Mapped[int] = mapped_column(Integer)
    best_bid: Mapped[float | None] = mapped_column(Double, comment="highest bid")
    best_ask: Mapped[float | None] = mapped_column(Double, comment="lowest ask")
    first_mid: Mapped[float | None] = mapped_column(Double)
    last_mid: Mapped[float | None] = mapped_column(Double)
    mean_mid: Mapped[float | None] = mapped_column(Double)
    median_mid: Mapped[float | None] = mapped_column(Double)
    high_mid: Mapped[float | None] = mapped_column(Double)
    low_mid: Mapped[float | None] = mapped_column(Double)
    last_quote_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    computed_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
