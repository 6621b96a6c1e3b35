"""`otcmail broker start|stop|status|logs`: the bundled Kafka broker."""

from __future__ import annotations

import time

import typer
from rich.console import Console
from rich.table import Table

from broker.health import broker_answers, describe_topics
from broker.server import BrokerError, BundledBroker
from config.settings import Settings

out = Console()


def _bundled(settings: Settings) -> BundledBroker:
    if not settings.broker.bundled:
        raise BrokerError(
            f"settings name an external cluster ({settings.broker.bootstrap_servers}); "
            "start and stop it with its own tools. `otcmail broker status` still works."
        )
    return BundledBroker(settings)


def start_broker(settings: Settings) -> None:
    """Start the bundled broker unless the settings point at an external cluster (used by `run` too)."""
    if not settings.broker.bundled:
        typer.echo(f"using the external Kafka cluster at {settings.broker.bootstrap}")
        return
    result = BundledBroker(settings).start()
    if result.already_running:
        typer.echo(f"Kafka broker already running (pid {result.pid}) on {result.listener}")
    else:
        typer.echo(f"Kafka broker started (pid {result.pid}) on {result.listener} in {result.seconds:.1f}s")


def register(app: typer.Typer) -> None:
    broker_app = typer.Typer(help="Start, stop and inspect the bundled Kafka broker.", no_args_is_help=True)

    @broker_app.command("start")
    def start(ctx: typer.Context) -> None:
        """Start the bundled broker in the background (formats its storage on first use); idempotent."""
        _bundled(ctx.obj)
        start_broker(ctx.obj)

    @broker_app.command("stop")
    def stop(
        ctx: typer.Context,
        timeout: float = typer.Option(60.0, help="Seconds to wait after SIGTERM before SIGKILL."),
    ) -> None:
        """Stop the bundled broker cleanly (SIGTERM, wait, report)."""
        result = _bundled(ctx.obj).stop(timeout_s=timeout)
        if not result.was_running:
            typer.echo("Kafka broker is not running")
        elif result.forced:
            typer.echo(f"Kafka broker (pid {result.pid}) did not stop in {timeout:g}s and was killed")
        else:
            typer.echo(f"Kafka broker (pid {result.pid}) stopped cleanly in {result.seconds:.1f}s")

    @broker_app.command("status")
    def status(ctx: typer.Context) -> None:
        """Pid, listener, and every topic with its partitions and log-end offsets."""
        settings: Settings = ctx.obj
        if settings.broker.bundled:
            pid = BundledBroker(settings).pid()
            typer.echo(f"bundled broker: {'running, pid ' + str(pid) if pid else 'not running'}")
        typer.echo(f"listener: {settings.broker.bootstrap}")
        if not broker_answers(settings, timeout_s=settings.broker.connect_timeout_s):
            typer.echo("broker: not answering")
            raise typer.Exit(1)
        typer.echo("broker: answering")
        table = Table("topic", "partition", "leader", "log start", "log end", "records")
        for topic in describe_topics(settings):
            for p in topic.partitions:
                table.add_row(topic.name, str(p.partition), str(p.leader), str(p.log_start),
                              str(p.log_end), str(p.log_end - p.log_start))
        out.print(table)

    @broker_app.command("logs")
    def logs(
        ctx: typer.Context,
        lines: int = typer.Option(50, "-n", "--lines", help="How many lines."),
        follow: bool = typer.Option(False, "-f", "--follow", help="Keep printing new lines (Ctrl-C stops)."),
    ) -> None:
        """Print the end of the bundled broker's server log."""
        broker = _bundled(ctx.obj)
        typer.echo(broker.log_tail(lines))
        if not follow:
            return
        path = broker.server_log
        with path.open("rb") as fh:
            fh.seek(0, 2)
            try:
                while True:
                    chunk = fh.read()
                    if chunk:
                        typer.echo(chunk.decode("utf-8", "replace"), nl=False)
                    else:
                        time.sleep(0.5)
            except KeyboardInterrupt:
                return

    app.add_typer(broker_app, name="broker")
