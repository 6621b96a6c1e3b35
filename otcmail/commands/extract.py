"""`otcmail extract FILE [--json]`: the quotes the parsers find in one mail or attachment.

How users debug a parse, so it takes the production path (the producer's reader, unpack, parse, in
memory) and prints what the consumers would store. Its output is stable: a table, or with ``--json``
one object per line with the field names of :class:`extractors.model.Quote` (plus ``instrument_key``).
Errors of single parts go to stderr; the quotes of the other parts are still printed.
"""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from config.settings import Settings
from core.errors import ExtractionFailed
from extractors import PARSER_VERSION
from extractors.model import ExtractionResult, Quote

_COLUMNS = ("instrument_key", "asset_class", "quote_type", "bid", "ask", "bid_size", "ask_size", "currency",
            "dealer", "part", "location", "confidence", "review_reason")


def run_extract(path: Path, settings: Settings) -> ExtractionResult:
    """FILE through the production path in memory: the producer's reader, unpack, parse."""
    from consumer.pipeline import run_file
    from producer.source import Deferred, Rejected

    if not path.is_file():
        raise ExtractionFailed(f"{path}: not a file")
    try:
        return run_file(path, settings).result
    except (Rejected, Deferred) as exc:
        raise ExtractionFailed(f"{path.name}: the producer would not take it: {exc}") from exc
    except OSError as exc:
        raise ExtractionFailed(f"cannot read {path}: {exc.strerror or exc}") from exc


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        if abs(value) >= 1e6:
            return f"{value / 1e6:g}MM"
        if abs(value) >= 1e3:
            return f"{value / 1e3:g}K"
        return f"{value:g}"
    return str(value)


def _table(quotes: tuple[Quote, ...]) -> Table:
    table = Table(show_lines=False, header_style="bold")
    for name in _COLUMNS:
        table.add_column(name, overflow="fold", justify="right" if name in {"bid", "ask"} else "left")
    for q in quotes:
        data = q.to_json_dict()
        # Mail text reaches the terminal here: escape it so "[/b]" in a line is shown, not parsed.
        table.add_row(*(escape(_cell(data[name])) for name in _COLUMNS),
                      style="yellow" if q.review_reason else None)
    return table


def register(app: typer.Typer) -> None:
    @app.command("extract")
    def extract_command(
        ctx: typer.Context,
        file: Path = typer.Argument(..., help="A .eml mail or a loose attachment (PDF, XLSX, CSV, DOCX, ...)."),
        as_json: bool = typer.Option(False, "--json", help="One JSON object per quote and line."),
    ) -> None:
        """Print the quotes the extractors find in FILE (how to debug a parse)."""
        settings: Settings = ctx.obj
        result = run_extract(file, settings)
        out = Console()
        if not out.is_terminal:
            out = Console(width=200)  # piped into less or a file: do not fold the columns
        err = Console(stderr=True)
        if as_json:
            for quote in result.quotes:
                typer.echo(json.dumps(quote.to_json_dict(), ensure_ascii=False))
        else:
            out.print(_table(result.quotes))
            doubtful = sum(1 for q in result.quotes if q.review_reason)
            out.print(f"{len(result.quotes)} quotes, {doubtful} for review (parser {PARSER_VERSION})",
                      highlight=False)
        for error in result.errors:
            line = f"{escape(error.part)}: {error.kind}: {escape(error.message)}"
            err.print(f"[yellow]part error:[/] {line}", highlight=False)
        if result.errors and not result.quotes:
            # Nothing readable at all: a script piping this must be able to tell.
            raise ExtractionFailed(f"{file.name}: no quotes, {len(result.errors)} part error(s)")
