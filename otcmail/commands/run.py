"""`otcmail run`: the main job on the configured parts (by default all embedded)."""

from __future__ import annotations

import typer

from otcmail.commands.broker import start_broker
from otcmail.commands.setup import setup_all
from otcmail.commands.topics import ensure_topics


def register(app: typer.Typer) -> None:
    @app.command("run")
    def run(ctx: typer.Context) -> None:
        """Set up, start the broker (unless external) and ensure the topics."""
        settings = ctx.obj
        setup_all(settings)
        start_broker(settings)
        for change in ensure_topics(settings):
            typer.echo(f"topic {change.name}: {change.action}")
        typer.echo("otcmail is up. Stop the broker with `otcmail broker stop`.")
