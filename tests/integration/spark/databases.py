"""Throwaway price databases for the Spark tests: a migrated SQLite file, or a fresh database on the
session's PostgreSQL server (so other tests' tables are never touched)."""

from __future__ import annotations

import datetime as dt
import math
import uuid
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, insert, select, text, update
from sqlalchemy.engine import make_url

from config.settings import DatabaseSettings
from db.engine import make_engine
from db.migrate import upgrade
from db.models import Mail, Quote
from tests.integration.spark.daily_reference import GenQuote


def new_sqlite_url(folder: Path) -> str:
    return f"sqlite:///{folder / f'otcmail-{uuid.uuid4().hex[:8]}.db'}"


def new_postgres_url(server_url: str) -> str:
    """CREATE DATABASE on the test server; returns its URL."""
    name = f"otcmail_spark_{uuid.uuid4().hex[:8]}"
    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        admin.dispose()
    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


def migrated_engine(url: str) -> Engine:
    engine = make_engine(DatabaseSettings(url=url))
    upgrade(engine)
    return engine


def insert_quotes(engine: Engine, quotes: Iterable[GenQuote], first: int = 0, parser_version: str = "1.0.0",
                  visible: bool = True) -> None:
    """Quote ``i`` (from ``first``) belongs to mail ``i // 10``, whose row is created when missing and shows
    ``parser_version`` when ``visible`` (readers and the daily job only see a mail's visible version)."""
    now = dt.datetime.now(dt.UTC)
    rows: list[dict[str, Any]] = [{
        "mail_id": f"{i // 10:064x}", "unit": "body", "part": "body", "location": f"line {i}",
        "instrument_key": q.instrument_key, "asset_class": q.asset_class, "quote_type": q.quote_type,
        "dealer": q.dealer, "bid": q.bid, "ask": q.ask, "quoted_at": q.quoted_at, "raw": "",
        "parser_version": parser_version, "stored_at": now,
    } for i, q in enumerate(quotes, start=first)]
    mail_ids = sorted({r["mail_id"] for r in rows})
    with engine.begin() as conn:
        present = set(conn.execute(select(Mail.id)).scalars())
        missing = [{"id": m, "kind": "mail", "unit_count": 1, "parser_version": None, "stored_at": now}
                   for m in mail_ids if m not in present]
        for i in range(0, len(missing), 500):
            conn.execute(insert(Mail), missing[i:i + 500])
        if visible:
            for i in range(0, len(mail_ids), 500):
                conn.execute(update(Mail).where(Mail.id.in_(mail_ids[i:i + 500])).values(parser_version=parser_version))
        for i in range(0, len(rows), 500):
            conn.execute(insert(Quote), rows[i:i + 500])


def assert_rows_close(actual: Sequence[dict[str, Any]], expected: Sequence[dict[str, Any]], rel: float) -> None:
    """Same rows in the same order; floats equal within ``rel``, everything else exactly."""
    assert len(actual) == len(expected), (len(actual), len(expected))
    for got, want in zip(actual, expected, strict=True):
        assert got.keys() == want.keys(), (got.keys(), want.keys())
        for key, value in want.items():
            other = got[key]
            if isinstance(value, float) and isinstance(other, float):
                assert math.isclose(other, value, rel_tol=rel, abs_tol=0.0), (key, got, want)
            else:
                assert other == value, (key, got, want)
