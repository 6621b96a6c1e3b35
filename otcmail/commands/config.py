"""`otcmail config show`: the effective settings, secrets masked."""

from __future__ import annotations

import json

import typer

from config.settings import masked_dump


def register(app: typer.Typer) -> None:
    config_app = typer.Typer(help="Inspect the effective settings.", no_args_is_help=True)

    @config_app.command("show")
    def show(
        ctx: typer.Context, as_json: bool = typer.Option(False, "--json", help="JSON instead of TOML-ish text.")
    ) -> None:
        """Print the effective settings (defaults, user file, environment), passwords masked."""
        data = masked_dump(ctx.obj)
        if as_json:
            typer.echo(json.dumps(data, indent=2))
            return
        for key, value in data.items():
            if not isinstance(value, dict):
                typer.echo(f"{key} = {json.dumps(value)}")
        for key, value in data.items():
            if isinstance(value, dict):
                typer.echo(f"\n[{key}]")
                for name, item in value.items():
                    typer.echo(f"{name} = {json.dumps(item)}")

    app.add_typer(config_app, name="config")
