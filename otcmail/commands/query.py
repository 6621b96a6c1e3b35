"""`otcmail query`, `otcmail mail SHA`, `otcmail stats`: read the price database.

`query` shows what readers see (quotes pending review or rejected left out, db/reviews.py) unless asked
``--include-review``; `mail` shows every quote of the mail with its review state; `stats` counts the
quotes pending review.
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import sys
from enum import StrEnum
from typing import Any

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text
from sqlalchemy.exc import SQLAlchemyError

from config.settings import Settings
from consumer.groups import part_topics
from consumer.lag import group_lag, topic_records
from core.errors import BrokerUnavailable, DatabaseUnavailable, OtcmailError, UsageError
from db.engine import make_engine, make_session_factory
from db.queries import QUOTE_COLUMNS, AmbiguousMailId, QuoteFilter, find_quotes, mail_detail, table_counts

out = Console(width=240)


class Format(StrEnum):
    table = "table"
    csv = "csv"
    json = "json"


class BadOption(UsageError):
    """An option value that cannot be read."""


def _when(text: str | None, end: bool) -> dt.datetime | None:
    """A date (whole day, UTC; --to includes it) or an ISO date-time (UTC if no zone)."""
    if not text:
        return None
    try:
        if len(text.strip()) == 10:
            day = dt.date.fromisoformat(text.strip())
            start = dt.datetime.combine(day, dt.time(), dt.UTC)
            return start + dt.timedelta(days=1) if end else start
        when = dt.datetime.fromisoformat(text.strip())
    except ValueError as exc:
        raise BadOption(f"not a date (YYYY-MM-DD) or ISO date-time: {text!r}") from exc
    return when if when.tzinfo else when.replace(tzinfo=dt.UTC)


def plain(value: Any) -> Any:
    """A JSON/CSV-ready value: ISO text for dates and times."""
    if isinstance(value, dt.datetime | dt.date):
        return value.isoformat()
    return value


def add_plain_row(table: Table, *values: Any) -> None:
    """A table row shown as written: mail text ("[/b]" in a subject or a raw line, "[link=...]") is
    never read as Rich markup."""
    table.add_row(*[v if isinstance(v, Text) or v is None else Text(str(v)) for v in values])


def cell(value: Any) -> str:
    """A table cell: sizes with thousands separators, prices with the decimals they need, times in UTC."""
    if value is None:
        return ""
    if isinstance(value, float):
        # Whole numbers are sizes (5,000,000); prices keep every decimal a 32nd needs (99.515625).
        return f"{value:,.0f}" if value.is_integer() and abs(value) >= 1000 else f"{value:.6f}".rstrip("0").rstrip(".")
    if isinstance(value, dt.datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S %Z").strip()
    return str(value)


def review_cell(state: str | None, reason: str | None) -> str:
    """The review column: empty for an ordinary quote, else its state (and the reason while pending)."""
    if state in (None, "ok"):
        return ""
    return f"{state}: {reason}" if state == "pending" and reason else str(state)


def _checks(text: str | None) -> list[str] | None:
    """The stored comma-joined check names as a list (None: stored before validation existed)."""
    return None if text is None else [c for c in text.split(",") if c]


def read_db(settings: Settings, fn: Any) -> Any:
    """``fn(session)`` in a read-only session; a database error is DatabaseUnavailable (exit 4)."""
    engine = make_engine(settings)
    try:
        with make_session_factory(engine, write=False)() as session:
            return fn(session)
    except SQLAlchemyError as exc:
        raise DatabaseUnavailable(f"cannot read the database ({str(exc).splitlines()[0]}); "
                                  "has `otcmail db upgrade` run?") from exc
    finally:
        engine.dispose()


def register(app: typer.Typer) -> None:
    @app.command("query")
    def query(
        ctx: typer.Context,
        isin: str | None = typer.Option(None, "--isin", help="Exact ISIN."),
        cusip: str | None = typer.Option(None, "--cusip", help="Exact CUSIP."),
        instrument: str | None = typer.Option(None, "--instrument", help="Text in the instrument or ticker."),
        asset_class: str | None = typer.Option(None, "--asset-class", help="corporate, cds, loan, ..."),
        dealer: str | None = typer.Option(None, "--dealer", help="Dealer (the sender's company, e.g. acmebank)."),
        since: str | None = typer.Option(None, "--from", help="From this date (YYYY-MM-DD) or ISO time."),
        until: str | None = typer.Option(None, "--to", help="Up to this date (inclusive) or ISO time."),
        latest: bool = typer.Option(False, "--latest", help="Only the latest quote per instrument, dealer, type."),
        limit: int = typer.Option(1000, "--limit", "-n", help="At most this many rows (0: all)."),
        fmt: Format = typer.Option(Format.table, "--format", "-f", help="table, csv or json (one object a line)."),
        include_review: bool = typer.Option(
            False, "--include-review",
            help="Also the quotes pending review (doubtful, not yet accepted); never the rejected ones."),
    ) -> None:
        """Quotes from the database, newest first: those readers see (no review reason, or accepted)."""
        f = QuoteFilter(isin=isin, cusip=cusip, instrument=instrument, asset_class=asset_class, dealer=dealer,
                        since=_when(since, False), until=_when(until, True), latest=latest, limit=limit or None,
                        include_review=include_review)
        rows = read_db(ctx.obj, lambda s: find_quotes(s, f))
        if fmt is Format.json:
            for row in rows:
                doc = {k: plain(row[k]) for k in QUOTE_COLUMNS} | {"checks": _checks(row["checks"])}
                sys.stdout.write(json.dumps(doc, ensure_ascii=False) + "\n")
        elif fmt is Format.csv:
            writer = csv.writer(sys.stdout, lineterminator="\n")
            writer.writerow(QUOTE_COLUMNS)
            for row in rows:
                writer.writerow([plain(row[k]) if row[k] is not None else "" for k in QUOTE_COLUMNS])
        else:
            shown = ("quoted_at", "dealer", "instrument_key", "quote_type", "bid", "ask", "bid_size", "ask_size",
                     "currency", "asset_class", "mail_id")
            table = Table(*shown, "review", title=f"{len(rows)} quote(s)")
            for row in rows:
                add_plain_row(table, *[cell(row[k])[:12] if k == "mail_id" else cell(row[k]) for k in shown],
                              review_cell(row["review_state"], row["review_reason"]))
            out.print(table)

    @app.command("mail")
    def mail(ctx: typer.Context, sha: str = typer.Argument(..., help="The mail id (SHA-256) or a unique prefix."),
             as_json: bool = typer.Option(False, "--json", help="One JSON document instead of tables.")) -> None:
        """One mail: its headers, attachments, parsed records, quotes with their provenance, and errors."""
        if len(sha.strip()) < 6:
            raise BadOption("give at least 6 characters of the mail id")
        try:
            detail = read_db(ctx.obj, lambda s: mail_detail(s, sha))
        except AmbiguousMailId as exc:
            raise BadOption(str(exc)) from exc
        if detail is None:
            raise OtcmailError(f"no mail {sha!r} in the database")
        if as_json:
            doc = {k: ([{c: plain(v) for c, v in r.items()} for r in rows]
                       if isinstance(rows, list) else {c: plain(v) for c, v in rows.items()})
                   for k, rows in vars(detail).items()}
            typer.echo(json.dumps(doc, ensure_ascii=False, indent=2))
            return
        m = detail.mail
        for key in ("id", "kind", "message_id", "sender", "dealer", "subject", "sent_at", "received_at",
                    "file_name", "topic", "partition", "offset"):
            if key in m:
                typer.echo(f"{key:>12}: {cell(m[key])}")
        if detail.attachments:
            t = Table("part", "filename", "content type", "size", "kafka", title="attachments")
            for a in detail.attachments:
                add_plain_row(t, a["part"], cell(a["filename"]), cell(a["content_type"]), cell(a["size"]),
                          f"{a['topic']}[{a['partition']}]@{a['offset']}")
            out.print(t)
        t = Table("unit", "parser", "quotes", "errors", "parsed at", "kafka", title="parsed records")
        for u in detail.units:
            add_plain_row(t, u["unit"], u["parser_version"], str(u["quote_count"]), str(u["error_count"]),
                      cell(u["parsed_at"]), f"{u['topic']}[{u['partition']}]@{u['offset']}")
        out.print(t)
        t = Table("id", "part", "location", "instrument", "type", "bid", "ask", "sizes", "quoted at", "parser",
                  "review", "raw", title=f"{len(detail.quotes)} quote(s)")
        for q in detail.quotes:
            sizes = "/".join(cell(q[k]) for k in ("bid_size", "ask_size")) if q["bid_size"] or q["ask_size"] else ""
            add_plain_row(t, str(q["id"]), q["part"], q["location"], q["instrument_key"], q["quote_type"],
                          cell(q["bid"]), cell(q["ask"]), sizes, cell(q["quoted_at"]), q["parser_version"],
                      review_cell(q["review_state"], q["review_reason"]), q["raw"][:60])
        out.print(t)
        for e in detail.errors:
            typer.echo(f"error [{e['stage']}/{e['kind']}] {e['part'] or e['unit'] or ''}: {e['message']}")

    @app.command("stats")
    def stats(ctx: typer.Context,
              group: str | None = typer.Option(None, "--group", "-g", help="Group whose lag to show."),
              ) -> None:
        """Mails, quotes, quotes pending review, errors, dead-letter records, and the groups' lag per partition.

        With the broker down it shows what the database knows and says the lag is unavailable (exit 0); with the
        database down, the lag and exit 4.
        """
        settings: Settings = ctx.obj
        group = group or settings.consumer.group
        try:
            counts: dict[str, Any] | None = read_db(settings, table_counts)
        except DatabaseUnavailable as exc:
            counts, db_error = None, exc
        try:
            dead_letters: int | None = topic_records(settings, settings.topics.dead_letter)
            lags = (group_lag(settings, settings.consumer.unpack_group, [settings.topics.raw])
                    + group_lag(settings, group, list(part_topics(settings))))
            broker_error: BrokerUnavailable | None = None
        except BrokerUnavailable as exc:
            dead_letters, lags, broker_error = None, [], exc
        for name, value in (counts or {}).items():
            typer.echo(f"{name:>26}: {value}")
        typer.echo(f"{'dead-letter topic records':>26}: {'unavailable' if dead_letters is None else dead_letters}")
        if broker_error is not None:
            typer.echo(f"{'lag':>26}: unavailable ({broker_error})")
        else:
            t = Table("topic", "partition", "committed", "log end", "lag",
                      title=f"groups {settings.consumer.unpack_group} (raw) and {group} (parts)")
            for lag in lags:
                add_plain_row(t, lag.topic, str(lag.partition), "-" if lag.committed is None else str(lag.committed),
                          str(lag.log_end), str(lag.lag))
            out.print(t)
            typer.echo(f"{'total lag':>26}: {sum(lag.lag for lag in lags)}")
        if counts is None:
            raise db_error
