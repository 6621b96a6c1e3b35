"""`otcmail produce [--once] [--polling]`: publish the dump directory to Kafka."""

from __future__ import annotations

import signal
import threading
from contextlib import AbstractContextManager, nullcontext
from types import FrameType

import typer
from rich.console import Console
from rich.live import Live
from rich.text import Text

from config.settings import Settings
from core.signals import STOP_SIGNALS, ignore_stop_signals
from otcmail.telemetry import serving_metrics
from producer.service import ProducerStats, run_producer


def _with_polling(settings: Settings, polling: bool) -> Settings:
    if not polling or settings.producer.polling:
        return settings
    return settings.model_copy(update={"producer": settings.producer.model_copy(update={"polling": True})})


def register(app: typer.Typer) -> None:
    @app.command("produce")
    def produce(
        ctx: typer.Context,
        once: bool = typer.Option(False, "--once", help="Publish what is in the directory now, then exit (cron)."),
        polling: bool = typer.Option(False, "--polling", help="Poll instead of inotify (network filesystems)."),
        metrics_port: int | None = typer.Option(
            None, "--metrics-port", help="Port of /metrics, /healthz, /readyz (default: metrics.port; 0: none)."),
    ) -> None:
        """Watch the dump directory and publish every mail and attachment to Kafka.

        A file moves to done/ only after the broker acknowledged all its records. SIGTERM or Ctrl-C
        stops cleanly: in-flight records are waited for, nothing is half-archived.
        """
        settings = _with_polling(ctx.obj, polling)
        stop = threading.Event()

        def _stop(signum: int, frame: FrameType | None) -> None:
            stop.set()

        for sig in STOP_SIGNALS:
            signal.signal(sig, _stop)
        console = Console()
        live: AbstractContextManager[object]
        progress = None
        if console.is_terminal:
            display = Live(Text("starting..."), console=console, transient=True, refresh_per_second=4)
            live = display

            def progress(stats: ProducerStats) -> None:
                display.update(Text(stats.line()))
        else:
            live = nullcontext()
        try:
            with live, serving_metrics(settings, "produce", metrics_port):
                stats = run_producer(settings, stop, once=once, progress=progress)
        finally:
            # Not the previous handlers back: a second SIGTERM now would end a clean stop with -15.
            ignore_stop_signals()
        typer.echo(stats.line())
