"""Alembic environment: the connection comes from ``db.migrate`` (settings), never from the ini file."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from db.models import Base

target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = context.config.attributes.get("connection")
    if connection is None:
        raise RuntimeError("run the migrations with `otcmail db upgrade` (db.migrate.upgrade)")
    _run(connection)


if context.is_offline_mode():
    raise RuntimeError("offline (--sql) migrations are not supported; use `otcmail db upgrade`")
run_migrations_online()
