"""The `otcmail` command: settings are built here once and handed to every sub-command.

Each sub-command lives in ``otcmail/commands/<name>.py`` and exposes ``register(app)``.
Domain errors become a one-line message and an exit code here, at the edge, and nowhere else.
"""

from __future__ import annotations

import importlib
import logging
import sys
from pathlib import Path

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.markup import escape

from config.settings import ConfigFileError, load_settings
from core.collector import tune_collector
from core.errors import OtcmailError
from core.logs import configure_logging
from otcmail import __version__

COMMAND_MODULES = [
    "setup", "config", "broker", "topics", "run", "extract", "produce", "spark",
    "db", "consume", "replay", "query", "review", "serve",
]

app = typer.Typer(
    name="otcmail",
    help="Dealer e-mails in, OTC prices out: dump directory -> Kafka -> parsers -> price database.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)
err = Console(stderr=True, soft_wrap=True)
log = logging.getLogger("otcmail")


def _version(value: bool) -> None:
    if value:
        typer.echo(f"otcmail {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    ctx: typer.Context,
    config: Path | None = typer.Option(
        None, "--config", "-c", envvar="OTCMAIL_CONFIG", help="A TOML file over config/defaults.toml.",
        exists=False, dir_okay=False,
    ),
    log_level: str | None = typer.Option(None, "--log-level", help="DEBUG, INFO, WARNING or ERROR."),
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Print the version."),
) -> None:
    overrides = {"log_level": log_level} if log_level else {}
    settings = load_settings(config, **overrides)
    configure_logging(settings.log_level)
    tune_collector()
    ctx.obj = settings


for _name in COMMAND_MODULES:
    importlib.import_module(f"otcmail.commands.{_name}").register(app)


def main(argv: list[str] | None = None) -> None:
    try:
        app(args=argv, standalone_mode=True)
    except OtcmailError as exc:
        err.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False)
        sys.exit(exc.exit_code)
    except ConfigFileError as exc:
        err.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False)
        sys.exit(2)
    except ValidationError as exc:
        err.print(f"[bold red]error:[/] invalid settings:\n{escape(str(exc))}", highlight=False)
        sys.exit(2)
    except KeyboardInterrupt:
        err.print("interrupted")
        sys.exit(130)


if __name__ == "__main__":
    main()
