"""Engines from settings, created at the entry point (never at import time).

SQLite (the default, under ``var/``) gets WAL, a busy timeout and ``BEGIN IMMEDIATE`` for writing
sessions so several consumer processes can write without ``database is locked`` surprises; PostgreSQL gets a pool that
pings before use so a restarted server is noticed instead of failing a batch twice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from sqlalchemy import Engine, create_engine, event, exc
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

from config.settings import DatabaseSettings, Settings
from db.commits import watch_commits

SQLITE_BUSY_TIMEOUT_MS = 30_000

TRANSIENT, POISON, FATAL = "transient", "poison", "fatal"
Verdict = Literal["transient", "poison", "fatal"]

#: PostgreSQL SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html) by what a writer
#: does about them. Exact codes first, then the two-character class; an unknown code is FATAL (stop and
#: say so: never retried for ever, never turned into poison that drains the topics).
PG_CODES: dict[str, Verdict] = {
    "55P03": TRANSIENT,  # lock_not_available (lock_timeout)
    "55006": TRANSIENT,  # object_in_use
    "25006": TRANSIENT,  # read_only_sql_transaction: a standby until the failover completes
    "57P04": FATAL,  # database_dropped
    "22P05": POISON,  # untranslatable_character
}
PG_CLASSES: dict[str, Verdict] = {
    "08": TRANSIENT,  # connection exception
    "40": TRANSIENT,  # transaction rollback: serialization failure, deadlock
    "53": TRANSIENT,  # insufficient resources: disk full, out of memory, too many connections
    "57": TRANSIENT,  # operator intervention: admin/crash shutdown, cannot connect now, query canceled
    "58": TRANSIENT,  # system error (I/O)
    "HV": TRANSIENT,  # foreign data wrapper (a remote table away)
    "22": POISON,  # data exception: a value this record carries
    "23": POISON,  # integrity constraint violation not absorbed by ON CONFLICT (NOT NULL, CHECK, FK)
    "54": POISON,  # program limit exceeded: an index row over 2,704 bytes, a statement too complex
    "P0": POISON,  # raised by a trigger (RAISE EXCEPTION): a rule about this row
    "42": FATAL,  # syntax error or access rule violation: undefined table/column, permission denied
    "28": FATAL,  # invalid authorization
    "3D": FATAL,  # invalid catalog name: no such database
    "3F": FATAL,  # invalid schema name
    "0A": FATAL,  # feature not supported
    "XX": FATAL,  # internal error, data or index corrupted
}
#: What libpq says when the server refuses a connection for good (it gives no SQLSTATE then): the
#: database or role does not exist (3D000, 28000), authentication failed (28P01), pg_hba.conf refuses.
PG_CONNECT_FATAL = ("does not exist", "authentication failed", "no pg_hba.conf entry", "permission denied")
#: SQLite's primary result codes (https://sqlite.org/rescode.html), the same way.
SQLITE_CODES: dict[int, Verdict] = {
    4: TRANSIENT,  # SQLITE_ABORT
    5: TRANSIENT,  # SQLITE_BUSY: another writer past the busy timeout
    6: TRANSIENT,  # SQLITE_LOCKED
    7: TRANSIENT,  # SQLITE_NOMEM
    9: TRANSIENT,  # SQLITE_INTERRUPT
    10: TRANSIENT,  # SQLITE_IOERR
    13: TRANSIENT,  # SQLITE_FULL: the disk is full
    15: TRANSIENT,  # SQLITE_PROTOCOL
    17: TRANSIENT,  # SQLITE_SCHEMA: the schema changed under the statement
    18: POISON,  # SQLITE_TOOBIG: a string or blob over the limit
    19: POISON,  # SQLITE_CONSTRAINT: NOT NULL, CHECK, a trigger's RAISE(ABORT)
    20: POISON,  # SQLITE_MISMATCH
    1: FATAL,  # SQLITE_ERROR: no such table or column, a statement otcmail got wrong
    3: FATAL,  # SQLITE_PERM
    8: FATAL,  # SQLITE_READONLY
    11: FATAL,  # SQLITE_CORRUPT
    14: FATAL,  # SQLITE_CANTOPEN
    23: FATAL,  # SQLITE_AUTH
    26: FATAL,  # SQLITE_NOTADB
}


def classify(error: BaseException) -> Verdict:
    """What a writer does about a database error: retry it, give up on the record, or stop.

    * ``transient`` (retried with back-off, never skips data): the connection lost or refused, the server
      shutting down or restarting, serialization failures and deadlocks, lock timeouts, too many
      connections, a full disk; on SQLite a locked or busy file and I/O errors;
    * ``poison`` (the record is dead-lettered and recorded, the batch goes on without it): data exceptions
      (``22xxx``: a NUL, a value too long for its column), integrity violations ON CONFLICT does not absorb
      (``23xxx``), program limits (``54xxx``: an index row over 2,704 bytes), a trigger refusing the row; on
      SQLite ``SQLITE_CONSTRAINT``, ``SQLITE_TOOBIG``, ``SQLITE_MISMATCH``; a value SQLAlchemy cannot bind;
    * ``fatal`` (:class:`core.errors.DatabaseFatal`: the consumer stops with the message): the schema
      missing (``42P01``), permission denied (``42501``), a wrong password or database name, a read-only or
      corrupt SQLite file, and any code not listed: no record is to blame and no retry can help.

    Decided by the SQLSTATE (PostgreSQL) or the primary result code (SQLite) of the driver's error;
    without one, by its DB-API class (``OperationalError`` and ``InterfaceError``: a connection problem).
    """
    if isinstance(error, exc.DBAPIError):
        if error.connection_invalidated:
            return TRANSIENT
        orig = error.orig
        sqlstate = getattr(orig, "sqlstate", None)
        if isinstance(sqlstate, str) and len(sqlstate) == 5:
            return PG_CODES.get(sqlstate) or PG_CLASSES.get(sqlstate[:2], FATAL)
        code = getattr(orig, "sqlite_errorcode", None)
        if isinstance(code, int):
            return SQLITE_CODES.get(code & 0xFF, FATAL)
        if isinstance(error, exc.OperationalError | exc.InterfaceError):
            # libpq reports a refused *connection* without its SQLSTATE: told apart by its message.
            message = str(orig).lower()
            if any(m in message for m in PG_CONNECT_FATAL):
                return FATAL
            return TRANSIENT  # no server answer to classify: connection refused, closed, timed out
        if isinstance(error, exc.DataError | exc.IntegrityError):
            return POISON
        return FATAL
    if isinstance(error, exc.DisconnectionError | exc.TimeoutError):
        return TRANSIENT  # the pool: a connection lost, or none free in time
    if isinstance(error, exc.StatementError):
        return POISON  # a value of the record could not be bound (a type's own check refused it)
    return FATAL


def is_transient(error: BaseException) -> bool:
    """True for connection loss, a server shutting down, a locked SQLite file, a full pool (see classify)."""
    return classify(error) == TRANSIENT


def describe(error: BaseException) -> str:
    """The first line of a database error, with its SQLSTATE or SQLite code: what a log line shows."""
    orig = getattr(error, "orig", None)
    code = getattr(orig, "sqlstate", None) or getattr(orig, "sqlite_errorname", None)
    first = (str(orig) if orig is not None else str(error)).strip().splitlines()
    text = first[0] if first else type(error).__name__
    return f"{text} [{code}]" if code else text


def make_engine(settings: Settings | DatabaseSettings, **extra: Any) -> Engine:
    """An engine for ``settings.database.url`` (or a ``DatabaseSettings``)."""
    db = settings.database if isinstance(settings, Settings) else settings
    url = make_url(db.url.get_secret_value())
    if url.get_backend_name() == "sqlite":
        if url.database and url.database != ":memory:":
            Path(url.database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, echo=db.echo, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000}, **extra)
        _configure_sqlite(engine, db.sqlite_synchronous)
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


def _configure_sqlite(engine: Engine, synchronous: str = "NORMAL") -> None:
    """WAL, the busy timeout, foreign keys and ``synchronous``: in WAL mode NORMAL syncs at checkpoints only,
    so a power loss may take the last committed transactions (never corrupting the file; when their Kafka
    offsets survived, replay the parser groups over those minutes); FULL syncs the WAL at every commit and
    loses none (README, Durability).
    """
    if synchronous not in ("NORMAL", "FULL"):
        raise ValueError(f"database.sqlite_synchronous must be NORMAL or FULL, not {synchronous!r}")

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not pysqlite, decide where transactions begin (see "begin" below).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute(f"PRAGMA synchronous={synchronous}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        # See make_session_factory: writers take the lock up front, readers do not.
        mode = conn.get_execution_options().get("otcmail_sqlite_begin", "DEFERRED")
        conn.exec_driver_sql(f"BEGIN {mode}")
