"""`otcmail consume`: the parser consumers (mail and attachment topics) until SIGTERM/Ctrl-C."""

from __future__ import annotations

import threading

import typer

from config.settings import Settings
from consumer.processor import install_stop_handlers, run_consumers


def register(app: typer.Typer) -> None:
    @app.command("consume")
    def consume(
        ctx: typer.Context,
        group: str | None = typer.Option(None, "--group", "-g", help="Consumer group (default: consumer.group)."),
        workers: int = typer.Option(1, "--workers", "-w", min=1,
                                    help="Consumer processes; more than the partition count is useless."),
    ) -> None:
        """Parse mails and attachments from Kafka into the database; commits offsets after each database commit.

        Applies the database migrations first. SIGTERM or Ctrl-C finishes the batch, commits and leaves
        the group. Exits with an error when too many records go to the dead-letter topic.
        """
        settings: Settings = ctx.obj
        stop = threading.Event()
        install_stop_handlers(stop)
        run_consumers(settings, stop, workers=workers, group=group)
