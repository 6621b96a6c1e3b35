"""`otcmail review list|show|accept|reject`: the quotes validation found doubtful, and people's decisions.

A quote with a review reason (a crossed market, a level out of range, an ambiguous measure: docs/quotes.md
"Review") is stored but kept from readers until a person accepts it; a rejected quote stays hidden. The
decision is recorded with who made it and when (db/reviews.py) and survives a re-parse of the mail.
"""

from __future__ import annotations

import getpass
import json
import sys
from collections.abc import Callable
from enum import StrEnum
from typing import Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table
from sqlalchemy.exc import SQLAlchemyError

from config.settings import Settings
from core.errors import DatabaseUnavailable, UsageError
from db.engine import make_engine, make_session_factory
from db.reviews import (
    ACCEPTED,
    PENDING,
    REJECTED,
    REVIEW_COLUMNS,
    Decision,
    ReviewFilter,
    UnknownQuotes,
    decide,
    list_reviews,
    quote_review,
)
from otcmail.commands.query import add_plain_row, cell, plain, read_db

out = Console(width=240)
T = TypeVar("T")


class State(StrEnum):
    pending = PENDING
    accepted = ACCEPTED
    rejected = REJECTED


class UnknownQuoteId(UsageError):
    """A quote id that is not in the database."""


def _write(settings: Settings, fn: Callable[[Any], T]) -> T:
    """``fn(session)`` in one write transaction: all of it is stored, or nothing."""
    engine = make_engine(settings)
    try:
        with make_session_factory(engine).begin() as session:
            return fn(session)
    except UnknownQuotes as exc:
        raise UnknownQuoteId(str(exc)) from exc
    except SQLAlchemyError as exc:
        raise DatabaseUnavailable(f"cannot write the database ({str(exc).splitlines()[0]}); "
                                  "has `otcmail db upgrade` run?") from exc
    finally:
        engine.dispose()


def _who(by: str | None) -> str:
    if by is not None:
        if not by.strip():
            raise UsageError("--by needs a name")
        return by
    try:
        return getpass.getuser()
    except (OSError, KeyError) as exc:
        raise UsageError("cannot tell who you are from the login: give --by NAME") from exc


def _levels(bid: float | None, ask: float | None) -> str:
    return f"{cell(bid) or '-'} / {cell(ask) or '-'}"


def _said(d: Decision, by: str) -> str:
    reason = f"({d.review_reason})" if d.review_reason else "(no review reason)"
    line = (f"{d.decision} quote {d.quote_id}: {d.dealer or '?'} {d.instrument_key} {d.quote_type} "
            f"{_levels(d.bid, d.ask)} {reason} by {by}")
    if d.previous == d.decision:
        line += f"; was already {d.previous} by {d.previous_by}"
    elif d.previous:
        line += f"; was {d.previous} by {d.previous_by}"
    return line


def _decide(ctx: typer.Context, ids: list[int], decision: str, by: str | None, note: str | None) -> None:
    who = _who(by)
    done = _write(ctx.obj, lambda s: decide(s, ids, decision, who, note))
    for d in done:
        typer.echo(_said(d, who))
    typer.echo(f"{len(done)} quote(s) {decision} by {who}" + (f": {note}" if note else ""))


def register(app: typer.Typer) -> None:
    review_app = typer.Typer(
        help="Quotes that validation found doubtful: list them, look at one, accept or reject them "
             "(recorded with who and when; kept across re-parses).",
        no_args_is_help=True)

    @review_app.command("list")
    def list_(
        ctx: typer.Context,
        dealer: str | None = typer.Option(None, "--dealer", help="Only this dealer's quotes (e.g. acmebank)."),
        reason: str | None = typer.Option(None, "--reason", help="Only reasons containing this text."),
        state: State = typer.Option(State.pending, "--state",
                                    help="pending (not decided yet), accepted or rejected."),
        limit: int = typer.Option(100, "--limit", "-n", help="At most this many rows (0: all)."),
        as_json: bool = typer.Option(False, "--json", help="One JSON object a line instead of a table."),
    ) -> None:
        """Quotes waiting for review (or already decided), newest first: id, dealer, instrument, levels, reason."""
        f = ReviewFilter(state=state.value, dealer=dealer, reason=reason, limit=limit or None)
        rows, total = read_db(ctx.obj, lambda s: list_reviews(s, f))
        if as_json:
            for row in rows:
                sys.stdout.write(json.dumps({k: plain(row[k]) for k in REVIEW_COLUMNS}, ensure_ascii=False) + "\n")
            return
        decided = state is not State.pending
        columns = ["id", "dealer", "instrument", "type", "bid", "ask", "conf.", "reason", "quoted at", "mail"]
        table = Table(*columns, *(["decided by", "at", "note"] if decided else []),
                      title=f"{len(rows)} of {total} quote(s) {state.value}")
        for r in rows:
            extra = [cell(r["decided_by"]), cell(r["decided_at"]), cell(r["note"])] if decided else []
            add_plain_row(table, str(r["id"]), cell(r["dealer"]), r["instrument_key"], r["quote_type"], cell(r["bid"]),
                          cell(r["ask"]), cell(r["confidence"]), cell(r["review_reason"]), cell(r["quoted_at"]),
                          r["mail_id"][:12], *extra)
        out.print(table)

    @review_app.command("show")
    def show(ctx: typer.Context, quote_id: int = typer.Argument(..., help="The quote id (from `review list`)."),
             as_json: bool = typer.Option(False, "--json", help="One JSON document instead of text.")) -> None:
        """One quote: its levels, why it is doubtful, the decision, the raw line and the mail it came from."""
        doc = read_db(ctx.obj, lambda s: quote_review(s, quote_id))
        if doc is None:
            raise UnknownQuoteId(str(UnknownQuotes([quote_id])))
        if as_json:
            typer.echo(json.dumps({k: ({c: plain(x) for c, x in v.items()} if isinstance(v, dict) else plain(v))
                                   for k, v in doc.items()}, ensure_ascii=False, indent=2))
            return
        q, d, m = doc["quote"], doc["decision"], doc["mail"] or {}
        version = "visible" if doc["visible_version"] else "not visible (another parser version is shown)"
        fields = [
            ("quote", f"{q['id']}, parser {q['parser_version']}: {version}"),
            ("review", doc["review_state"] + (f": {q['review_reason']}" if q["review_reason"] else "")),
            ("confidence", cell(q["confidence"])),
            ("checks", ", ".join(c for c in (q["checks"] or "").split(",") if c)),
            ("decision", f"{d['decision']} by {d['decided_by']} at {cell(d['decided_at'])}"
                         + (f": {d['note']}" if d["note"] else "") if d else ""),
            ("dealer", cell(q["dealer"])),
            ("instrument", q["instrument_key"]),
            ("type", f"{q['quote_type']} ({q['asset_class']})"),
            ("bid / ask", _levels(q["bid"], q["ask"])),
            ("sizes", _levels(q["bid_size"], q["ask_size"]) if q["bid_size"] or q["ask_size"] else ""),
            ("quoted at", cell(q["quoted_at"])),
            ("where", f"{q['part']} {q['location']}".strip()
                      + (f" ({doc['attachment_filename']})" if doc["attachment_filename"] else "")),
            ("raw", q["raw"]),
            ("mail", q["mail_id"]),
            ("from", cell(m.get("sender"))),
            ("subject", cell(m.get("subject"))),
            ("sent at", cell(m.get("sent_at"))),
            ("file", cell(m.get("file_name"))),
            ("kafka", f"{q['topic']}[{q['partition']}]@{q['offset']}"),
        ]
        for name, value in fields:
            typer.echo(f"{name:>12}: {value}")

    @review_app.command("accept")
    def accept(
        ctx: typer.Context,
        quote_ids: list[int] = typer.Argument(..., help="Quote ids (from `review list`)."),
        by: str | None = typer.Option(None, "--by", help="Who decides (default: your login name)."),
        note: str | None = typer.Option(None, "--note", help="Why, for whoever looks later."),
    ) -> None:
        """Accept quotes: readers see them from now on, also after a re-parse of their mail."""
        _decide(ctx, quote_ids, ACCEPTED, by, note)

    @review_app.command("reject")
    def reject(
        ctx: typer.Context,
        quote_ids: list[int] = typer.Argument(..., help="Quote ids (from `review list`)."),
        by: str | None = typer.Option(None, "--by", help="Who decides (default: your login name)."),
        note: str | None = typer.Option(None, "--note", help="Why, for whoever looks later."),
    ) -> None:
        """Reject quotes: readers never see them, also after a re-parse of their mail."""
        _decide(ctx, quote_ids, REJECTED, by, note)

    app.add_typer(review_app, name="review")
