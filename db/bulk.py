"""PostgreSQL's bulk idempotent insert: ``COPY`` into a staging table, then ``INSERT ... SELECT ... ON CONFLICT
DO NOTHING``. Executes in the caller's transaction; never commits.

Why: a parsers' batch stores ~4,500 quotes of ~40 columns. Through SQLAlchemy's insertmanyvalues that is a
multi-row ``VALUES`` statement of 16,000 parameters per 400 rows, which the client renders and the server
parses and plans again for every chunk: ~1,100 quotes/s on two shared cores (bench/bench_db_write.py).
``COPY`` streams the rows in PostgreSQL's text format (psycopg's C dumpers) and one fixed statement moves
them into the table: ~7,000 quotes/s there, the fastest of the bare-psycopg ways measured beside it
(executemany in pipeline mode ~5,700, ``unnest`` of one array per column ~5,300).

The staging table is a temporary table of the session (``ON COMMIT DELETE ROWS``: its file is emptied at
each commit, so it never grows), created on first use in a transaction (``IF NOT EXISTS``: a connection
that already has it pays one catalog look-up; a rolled-back creation is simply made again); the ``INSERT``
empties it as it reads it (``WITH s AS (DELETE ... RETURNING ...)``), so a second write in the same
transaction starts from nothing. The count returned is the ``INSERT``'s row count: exactly the rows that
were new, as ``RETURNING`` counted them before. Values go through the columns' own bind processing where a
column has one (``UTCDateTime`` refuses a naive datetime), and errors come out as SQLAlchemy's (a driver
error as ``DBAPIError`` with its SQLSTATE, a value that cannot be written as ``StatementError``), so the
batch step's retry/poison/fatal decision (db/engine.py ``classify``) is the same as on the other path.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from typing import Any

import psycopg
from sqlalchemy import Table, TypeDecorator, exc, text
from sqlalchemy.orm import Session


def copy_insert_ignore(session: Session, table: Table, rows: Sequence[dict[str, Any]], conflict: Iterable[str]) -> int:
    """INSERT the ``rows`` (dicts with the same keys) ON CONFLICT (``conflict``) DO NOTHING; returns how many
    were new. ``conflict`` must name a unique index or constraint of ``table``, as for ``on_conflict_do_nothing``.
    """
    if not rows:
        return 0
    connection = session.connection()
    dialect = connection.dialect
    quote = dialect.identifier_preparer.quote
    columns = list(rows[0])
    col_list = ", ".join(quote(c) for c in columns)
    # One staging table per target table and column list (the writers always pass the same keys).
    shape = hashlib.sha256(f"{table.name}:{','.join(columns)}".encode()).hexdigest()[:10]
    stage = quote(f"otcmail_stage_{table.name}_{shape}")
    target = quote(table.name) if table.schema is None else f"{quote(table.schema)}.{quote(table.name)}"
    session.execute(text(f"CREATE TEMPORARY TABLE IF NOT EXISTS {stage} ON COMMIT DELETE ROWS AS "
                         f"SELECT {col_list} FROM {target} WITH NO DATA"))
    copy_sql = f"COPY {stage} ({col_list}) FROM STDIN"
    processors = [(k, table.c[c].type) for k, c in enumerate(columns) if isinstance(table.c[c].type, TypeDecorator)]
    raw = connection.connection.driver_connection
    try:
        with raw.cursor() as cur, cur.copy(copy_sql) as copy:
            for row in rows:
                values = [row[c] for c in columns]
                for k, type_ in processors:
                    values[k] = type_.process_bind_param(values[k], dialect)
                copy.write_row(values)
    except psycopg.Error as e:
        invalidated = dialect.is_disconnect(e, raw, None)
        if invalidated:
            connection.invalidate(e)
        raise exc.DBAPIError.instance(copy_sql, None, e, psycopg.Error, connection_invalidated=invalidated,
                                      dialect=dialect) from e
    except (ValueError, TypeError, UnicodeError) as e:  # a value the column's type or the driver cannot write
        raise exc.StatementError(str(e), copy_sql, None, e) from e
    conflict_list = ", ".join(quote(c) for c in conflict)
    result = session.execute(text(
        f"WITH s AS (DELETE FROM {stage} RETURNING {col_list}) "
        f"INSERT INTO {target} ({col_list}) SELECT {col_list} FROM s ON CONFLICT ({conflict_list}) DO NOTHING"))
    return int(result.rowcount)  # type: ignore[attr-defined]
