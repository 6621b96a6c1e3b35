"""`otcmail run`: the whole pipeline on the configured parts (by default all embedded), in the foreground.

Sets up (jars, folders), starts the bundled broker unless the settings name an external cluster (and
starts it again if it dies meanwhile), ensures the topics, upgrades the database, then runs the
producer, the unpack stage and the parser consumers as child processes until Ctrl-C/SIGTERM (restarted
after a back-off when one dies), and stops them together: children first (they flush and commit), then
the broker if this command started it.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import typer

from broker.server import BundledBroker
from config.settings import Settings
from db.engine import make_engine
from db.migrate import upgrade
from otcmail.commands.broker import start_broker
from otcmail.commands.setup import setup_all
from otcmail.commands.topics import ensure_topics
from otcmail.supervisor import Child, Supervisor, Watched, otcmail_argv
from otcmail.telemetry import serving_metrics, shared_metrics_dir

log = logging.getLogger(__name__)


def _root_options(ctx: typer.Context) -> tuple[Path | None, str | None]:
    root = ctx.find_root()
    return root.params.get("config"), root.params.get("log_level")


def _watched_broker(settings: Settings, started_here: bool) -> list[Watched]:
    """The bundled broker this command started, started again if it dies (the OOM killer, a kill -9):
    producer and parsers wait for it and reconnect. A broker someone else started is theirs to restart."""
    if not started_here:
        return []
    broker = BundledBroker(settings)
    return [Watched("Kafka broker", broker.is_running, broker.start)]


def register(app: typer.Typer) -> None:
    @app.command("run")
    def run(
        ctx: typer.Context,
        workers: int = typer.Option(1, "--workers", "-w", min=1, help="Parser consumer processes."),
        keep_broker: bool = typer.Option(
            False, "--keep-broker", help="Leave the bundled broker running when stopping."),
        metrics_port: int | None = typer.Option(
            None, "--metrics-port", help="Port of /metrics, /healthz, /readyz for the whole pipeline "
                                         "(default: metrics.port; 0: none)."),
    ) -> None:
        """Run broker, producer, unpack stage and parsers together until Ctrl-C/SIGTERM, then stop them together."""
        settings: Settings = ctx.obj
        setup_all(settings)
        started_broker = settings.broker.bundled and not BundledBroker(settings).is_running()
        start_broker(settings)
        for change in ensure_topics(settings):
            typer.echo(f"topic {change.name}: {change.action}")
        engine = make_engine(settings)
        upgrade(engine)
        engine.dispose()

        config, log_level = _root_options(ctx)
        extra = ["--log-level", log_level] if log_level else []
        supervisor = Supervisor([
            Child("producer", otcmail_argv(config, *extra, "produce")),
            Child("unpack", otcmail_argv(config, *extra, "unpack")),
            Child("parsers", otcmail_argv(config, *extra, "consume", "--workers", str(workers))),
        ], watched=_watched_broker(settings, started_broker))
        supervisor.install_signal_handlers()
        typer.echo(f"otcmail is running: drop mails into {settings.paths.inbox}; "
                   "query prices with `otcmail query`. Ctrl-C stops everything.")
        port = settings.metrics.port if metrics_port is None else metrics_port
        try:
            # One endpoint for the whole pipeline: the children write their metrics to a shared folder and
            # serve none of their own.
            with shared_metrics_dir(port), serving_metrics(settings, "run", port):
                os.environ["OTCMAIL_METRICS__PORT"] = "0"
                supervisor.run()
        finally:
            if started_broker and not keep_broker:
                result = BundledBroker(settings).stop()
                typer.echo(f"Kafka broker stopped ({'killed' if result.forced else 'cleanly'})")
        typer.echo("otcmail stopped.")
