"""`otcmail consume` (the parsers) and `otcmail unpack` (the unpack stage), until SIGTERM/Ctrl-C."""

from __future__ import annotations

import contextlib
import threading

import typer

from config.settings import Settings
from consumer.processor import PARSE, UNPACK, install_stop_handlers, run_consumers
from core.signals import ignore_stop_signals
from otcmail.telemetry import serving_metrics, shared_metrics_dir


def _run(settings: Settings, stage: str, role: str, workers: int, group: str | None, port: int | None) -> None:
    """The stage's consumers until SIGTERM/Ctrl-C, with the metrics endpoint (the workers' metrics shared
    through a folder when they run in processes of their own)."""
    port = settings.metrics.port if port is None else port
    stop = threading.Event()
    install_stop_handlers(stop)
    try:
        with contextlib.ExitStack() as stack:
            if workers > 1:
                stack.enter_context(shared_metrics_dir(port))
            stack.enter_context(serving_metrics(settings, role, port, group))
            run_consumers(settings, stop, workers=workers, group=group, stage=stage)
    finally:
        ignore_stop_signals()  # stopped: a late second SIGTERM must not turn exit 0 into -15


def register(app: typer.Typer) -> None:
    @app.command("consume")
    def consume(
        ctx: typer.Context,
        group: str | None = typer.Option(None, "--group", "-g", help="Consumer group (default: consumer.group)."),
        workers: int = typer.Option(1, "--workers", "-w", min=1,
                                    help="Consumer processes; more than the partition count is useless."),
        metrics_port: int | None = typer.Option(
            None, "--metrics-port", help="Port of /metrics, /healthz, /readyz (default: metrics.port; 0: none)."),
    ) -> None:
        """Parse the unpacked bodies and attachments into the database; offsets committed after each database commit.

        Three lanes per process: the body topic in GROUP, the light attachments (CSV, text) in
        GROUP.attachments, the heavy documents (PDF, Word, Excel) in GROUP.documents, so a backlog of PDFs
        never holds up text runs; the document lane extracts consumer.heavy_workers of them at once and
        commits at least every consumer.documents_batch_max_s. Applies the database migrations first. SIGTERM or Ctrl-C
        finishes the batch, commits and leaves the group. Exits with an error (6) when too many records
        go to the dead-letter topic.
        """
        _run(ctx.obj, PARSE, "consume", workers, group, metrics_port)

    @app.command("unpack")
    def unpack(
        ctx: typer.Context,
        group: str | None = typer.Option(None, "--group", "-g",
                                         help="Consumer group (default: consumer.unpack_group)."),
        workers: int = typer.Option(1, "--workers", "-w", min=1,
                                    help="Unpack processes; more than the partition count is useless."),
        metrics_port: int | None = typer.Option(
            None, "--metrics-port", help="Port of /metrics, /healthz, /readyz (default: metrics.port; 0: none)."),
    ) -> None:
        """Unpack the raw topic: each mail's bodies and attachments to their topics, the mail's rows to the database.

        A message the MIME walker cannot handle is dead-lettered with its reason and recorded; the
        stage goes on. Offsets are committed after the database commit and the acknowledged part
        records. SIGTERM or Ctrl-C finishes the batch, commits and leaves the group.
        """
        _run(ctx.obj, UNPACK, "unpack", workers, group, metrics_port)
