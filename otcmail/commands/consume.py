"""`otcmail consume` (the parsers) and `otcmail unpack` (the unpack stage), until SIGTERM/Ctrl-C."""

from __future__ import annotations

import threading

import typer

from config.settings import Settings
from consumer.processor import PARSE, UNPACK, install_stop_handlers, run_consumers


def register(app: typer.Typer) -> None:
    @app.command("consume")
    def consume(
        ctx: typer.Context,
        group: str | None = typer.Option(None, "--group", "-g", help="Consumer group (default: consumer.group)."),
        workers: int = typer.Option(1, "--workers", "-w", min=1,
                                    help="Consumer processes; more than the partition count is useless."),
    ) -> None:
        """Parse the unpacked bodies and attachments into the database; offsets committed after each database commit.

        Two lanes per process: the body topic in GROUP, the attachment topic in GROUP.attachments, so a
        heavy PDF never holds up text runs. Applies the database migrations first. SIGTERM or Ctrl-C
        finishes the batch, commits and leaves the group. Exits with an error (6) when too many records
        go to the dead-letter topic.
        """
        settings: Settings = ctx.obj
        stop = threading.Event()
        install_stop_handlers(stop)
        run_consumers(settings, stop, workers=workers, group=group, stage=PARSE)

    @app.command("unpack")
    def unpack(
        ctx: typer.Context,
        group: str | None = typer.Option(None, "--group", "-g",
                                         help="Consumer group (default: consumer.unpack_group)."),
        workers: int = typer.Option(1, "--workers", "-w", min=1,
                                    help="Unpack processes; more than the partition count is useless."),
    ) -> None:
        """Unpack the raw topic: each mail's bodies and attachments to their topics, the mail's rows to the database.

        A message the MIME walker cannot handle is dead-lettered with its reason and recorded; the
        stage goes on. Offsets are committed after the database commit and the acknowledged part
        records. SIGTERM or Ctrl-C finishes the batch, commits and leaves the group.
        """
        settings: Settings = ctx.obj
        stop = threading.Event()
        install_stop_handlers(stop)
        run_consumers(settings, stop, workers=workers, group=group, stage=UNPACK)
