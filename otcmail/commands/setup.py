"""`otcmail setup`: resolve the jars the bundled broker and Spark need from Maven Central."""

from __future__ import annotations

import importlib
import time
from pathlib import Path

import typer

from config.settings import Settings
from otcmail.maven import is_resolved, resolve_jars


def _package_file(package: str, name: str) -> Path:
    module = importlib.import_module(package)
    return Path(module.__file__ or "").parent / name


def jar_sets(settings: Settings) -> list[tuple[str, Path, Path]]:
    """(what, pom, folder) for every jar set; a pom that does not exist yet is skipped."""
    sets = [
        ("Kafka broker", _package_file("broker", "pom.xml"), settings.broker.lib_dir),
        ("Spark connectors", _package_file("spark", "pom.xml"), settings.spark.jars_dir),
    ]
    return [s for s in sets if s[1].exists()]


def setup_all(settings: Settings) -> None:
    for what, pom, out_dir in jar_sets(settings):
        if is_resolved(pom, out_dir):
            typer.echo(f"{what}: jars already in {out_dir}")
            continue
        typer.echo(f"{what}: resolving jars from Maven Central into {out_dir} ...")
        started = time.monotonic()
        resolve_jars(pom, out_dir)
        count = len(list(out_dir.glob("*.jar")))
        typer.echo(f"{what}: {count} jars in {time.monotonic() - started:.1f}s")
    for folder in (settings.paths.inbox, settings.paths.done, settings.paths.error, settings.paths.quarantine):
        folder.mkdir(parents=True, exist_ok=True)


def register(app: typer.Typer) -> None:
    @app.command("setup")
    def setup(ctx: typer.Context) -> None:
        """Resolve the Kafka and Spark jars from Maven Central and create the var/ folders (idempotent)."""
        setup_all(ctx.obj)
