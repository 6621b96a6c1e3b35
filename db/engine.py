"""Engines from settings, created at the entry point (never at import time).

SQLite (the default, under ``var/``) gets WAL, a busy timeout and ``BEGIN IMMEDIATE`` for writing
sessions so several consumer processes can write without ``database is locked`` surprises; PostgreSQL gets a pool that
pings before use so a restarted server is noticed instead of failing a batch twice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, exc
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

from config.settings import DatabaseSettings, Settings
from db.commits import watch_commits

SQLITE_BUSY_TIMEOUT_MS = 30_000

#: Driver errors that mean "the database is not there right now": retried, never skipped.
TRANSIENT_DB_ERRORS: tuple[type[Exception], ...] = (
    exc.OperationalError, exc.InterfaceError, exc.DisconnectionError, exc.TimeoutError,
)


def is_transient(error: BaseException) -> bool:
    """True for connection loss, a server shutting down, a locked SQLite file, a full pool."""
    if isinstance(error, exc.DBAPIError) and error.connection_invalidated:
        return True
    return isinstance(error, TRANSIENT_DB_ERRORS)


def make_engine(settings: Settings | DatabaseSettings, **extra: Any) -> Engine:
    """An engine for ``settings.database.url`` (or a ``DatabaseSettings``)."""
    db = settings.database if isinstance(settings, Settings) else settings
    url = make_url(db.url.get_secret_value())
    if url.get_backend_name() == "sqlite":
        if url.database and url.database != ":memory:":
            Path(url.database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, echo=db.echo, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000}, **extra)
        _configure_sqlite(engine)
        return engine
    connect_args = {"connect_timeout": 10} if url.get_backend_name() == "postgresql" else {}
    return create_engine(url, echo=db.echo, pool_pre_ping=True, connect_args=connect_args, **extra)


def make_session_factory(engine: Engine, write: bool = True) -> sessionmaker[Session]:
    """Sessions for the caller's ``with factory.begin() as session:`` blocks.

    On SQLite, ``write=True`` sessions begin with ``BEGIN IMMEDIATE`` (the write lock up front: a
    transaction that reads then writes would otherwise fail at once with SQLITE_BUSY when another
    process wrote in between); read-only sessions and plain ``engine.connect()`` begin deferred. Writing
    sessions report what committed batches wrote to the metrics (db/commits.py).
    """
    bind = engine.execution_options(otcmail_sqlite_begin="IMMEDIATE") if write else engine
    factory = sessionmaker(bind, expire_on_commit=False)
    if write:
        watch_commits(factory)
    return factory


def _configure_sqlite(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not pysqlite, decide where transactions begin (see "begin" below).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        # See make_session_factory: writers take the lock up front, readers do not.
        mode = conn.get_execution_options().get("otcmail_sqlite_begin", "DEFERRED")
        conn.exec_driver_sql(f"BEGIN {mode}")
