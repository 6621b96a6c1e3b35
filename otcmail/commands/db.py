"""`otcmail db upgrade|current`: the price database's schema (Alembic migrations)."""

from __future__ import annotations

import typer
from sqlalchemy.exc import SQLAlchemyError

from config.settings import Settings, masked_dump
from core.errors import DatabaseUnavailable
from db import migrate
from db.engine import make_engine


def register(app: typer.Typer) -> None:
    db_app = typer.Typer(help="Create and migrate the price database.", no_args_is_help=True)

    @db_app.command("upgrade")
    def upgrade(ctx: typer.Context,
                revision: str = typer.Argument("head", help="Target revision (default: the latest).")) -> None:
        """Apply the migrations to settings.database.url (SQLite file or PostgreSQL); safe to re-run."""
        settings: Settings = ctx.obj
        engine = make_engine(settings)
        try:
            migrate.upgrade(engine, revision)
            typer.echo(f"database {masked_dump(settings)['database']['url']} at revision "
                       f"{migrate.current_revision(engine)}")
        except SQLAlchemyError as exc:
            raise DatabaseUnavailable(f"cannot migrate the database: {str(exc).splitlines()[0]}") from exc
        finally:
            engine.dispose()

    @db_app.command("current")
    def current(ctx: typer.Context) -> None:
        """Print the database's revision and the latest one this otcmail knows."""
        engine = make_engine(ctx.obj)
        try:
            have = migrate.current_revision(engine)
        except SQLAlchemyError as exc:
            raise DatabaseUnavailable(f"cannot read the database: {str(exc).splitlines()[0]}") from exc
        finally:
            engine.dispose()
        head = migrate.head_revision()
        typer.echo(f"current: {have or 'none (run `otcmail db upgrade`)'}\nlatest:  {head}")
        if have != head:
            raise typer.Exit(1)

    app.add_typer(db_app, name="db")
