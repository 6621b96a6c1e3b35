"""The parsers' database write beside the bare database: which way of writing quotes idempotently is fastest.

    .venv/bin/python bench/bench_db_write.py                      # 40 batches of 500 part records, both databases
    .venv/bin/python bench/bench_db_write.py --batches 10 --dbs postgres --prefill 200000 --no-append

Not a test. The workload is the accuracy corpus (tests/corpus/mails) through the production path in memory
(the producer's reader, unpack, parse: ``consumer.pipeline.run_file``), replicated under fresh mail ids into
batches of ``consumer.batch_size`` part records (~9 quotes per part record, as the corpus has). Each variant
gets a freshly migrated database (optionally pre-filled with ``--prefill`` quotes, so the unique index is
not tiny) and writes every batch twice: the first pass inserts, the second finds every row already there
(a redelivery). Per variant: quote rows per second of each pass, one transaction per batch.

Variants (PostgreSQL; SQLite runs the writer rows only):

* ``writer``: ``db.repository.write_results``, the whole parsers' writer (mail locks, units, quotes, errors,
  version switch), as the consumers call it.
* ``writer quotes``: only the writer's quote insert (``_insert_ignore(session, Quote, ...)``).
* ``sqlalchemy values``: SQLAlchemy's ``insert().on_conflict_do_nothing().returning(id)`` in chunks of 400
  rows (insertmanyvalues: one multi-VALUES statement per chunk, re-parsed by the server each time): the
  writer's path before issue 13.
* ``psycopg executemany``: one server-side prepared ``INSERT ... ON CONFLICT DO NOTHING`` per row, in
  psycopg's pipeline mode (``cursor.executemany``).
* ``psycopg unnest``: one ``INSERT ... SELECT * FROM unnest(%s::text[], ...) ON CONFLICT DO NOTHING`` per
  batch, one array per column (a single statement whose text never changes: prepared once).
* ``psycopg copy``: ``COPY`` into a temporary staging table, then ``INSERT ... SELECT ... ON CONFLICT DO
  NOTHING`` from it (the staging table emptied by the same statement).

Every variant must insert exactly the rows the writer inserts and none on the second pass; the script checks
it. Results are appended to bench/RESULTS.md with the load average.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import datetime as dt
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from sqlalchemy import Engine, func, select  # noqa: E402
from sqlalchemy.orm import Session  # noqa: E402

from config.settings import load_settings  # noqa: E402
from consumer.pipeline import run_file  # noqa: E402
from db import repository  # noqa: E402
from db.documents import ParsedRecord  # noqa: E402
from db.engine import make_engine, make_session_factory  # noqa: E402
from db.migrate import upgrade  # noqa: E402
from db.models import Quote  # noqa: E402
from extractors import PARSER_VERSION  # noqa: E402
from tests.support.consumers import new_postgres_url  # noqa: E402
from tests.support.postgres import throwaway_postgres  # noqa: E402

RESULTS = REPO / "bench" / "RESULTS.md"
CORPUS = REPO / "tests" / "corpus" / "mails"
QUOTE_KEY = ("mail_id", "part", "location", "instrument_key", "quote_type", "parser_version")


def corpus_records() -> list[list[ParsedRecord]]:
    """Per corpus mail, its parsed part records (the production path, in memory)."""
    settings = load_settings()
    out = []
    for path in sorted(CORPUS.glob("*.eml")):
        parsed = run_file(path, settings).parsed
        if parsed:
            out.append(parsed)
    return out


def batches(mails: list[list[ParsedRecord]], n_batches: int, batch_size: int, salt: str) -> list[list[ParsedRecord]]:
    """``n_batches`` batches of ``batch_size`` part records, the corpus mails replicated under fresh ids."""
    out: list[list[ParsedRecord]] = []
    current: list[ParsedRecord] = []
    i = 0
    while len(out) < n_batches:
        template = mails[i % len(mails)]
        new_id = hashlib.sha256(f"{salt}-{i}".encode()).hexdigest()
        for rec in template:
            mail = dataclasses.replace(rec.mail, mail_id=new_id) if rec.mail is not None else None
            att = dataclasses.replace(rec.attachment, mail_id=new_id) if rec.attachment is not None else None
            current.append(dataclasses.replace(rec, mail_id=new_id, mail=mail, attachment=att))
            if len(current) == batch_size:
                out.append(current)
                current = []
        i += 1
    return out


def quote_rows(batch: list[ParsedRecord], now: dt.datetime) -> list[dict[str, Any]]:
    return [repository._quote_row(r, q, PARSER_VERSION, now) for r in batch for q in r.result.quotes]


# -- bare psycopg variants ---------------------------------------------------------------------------


def _raw(session: Session) -> Any:
    return session.connection().connection.driver_connection


def _columns(rows: list[dict[str, Any]]) -> list[str]:
    return list(rows[0])


def _q(names: Any) -> str:
    """Quoted identifiers ("offset" and "partition" are reserved words)."""
    return ", ".join(f'"{n}"' for n in names)


def psycopg_executemany(session: Session, rows: list[dict[str, Any]]) -> int:
    cols = _columns(rows)
    sql = (f"INSERT INTO quotes ({_q(cols)}) VALUES ({', '.join(['%s'] * len(cols))}) "
           f"ON CONFLICT ({_q(QUOTE_KEY)}) DO NOTHING")
    with _raw(session).cursor() as cur:
        cur.executemany(sql, [tuple(r.values()) for r in rows])
        return int(cur.rowcount)


_PG_ARRAY = {"BIGINT": "int8", "INTEGER": "int4", "DOUBLE": "float8", "DOUBLE PRECISION": "float8",
             "DATE": "date", "TIMESTAMP": "timestamptz", "BOOLEAN": "bool"}


def psycopg_unnest(session: Session, rows: list[dict[str, Any]]) -> int:
    cols = _columns(rows)
    table = Quote.__table__
    dialect = session.get_bind().dialect
    types = []
    for c in cols:
        compiled = table.c[c].type.compile(dialect=dialect).split("(")[0]
        types.append(_PG_ARRAY.get(compiled, "timestamptz" if "TIMESTAMP" in compiled else "text"))
    arrays = [[r[c] for r in rows] for c in cols]
    for k, t in enumerate(types):
        if t == "float8":
            arrays[k] = [None if v is None else float(v) for v in arrays[k]]
    sql = (f"INSERT INTO quotes ({_q(cols)}) SELECT * FROM unnest("
           + ", ".join(f"%s::{t}[]" for t in types)
           + f") ON CONFLICT ({_q(QUOTE_KEY)}) DO NOTHING")
    with _raw(session).cursor() as cur:
        cur.execute(sql, arrays, prepare=True)
        return int(cur.rowcount)


def psycopg_copy(session: Session, rows: list[dict[str, Any]]) -> int:
    cols = _columns(rows)
    col_list = _q(cols)
    raw = _raw(session)
    with raw.cursor() as cur:
        cur.execute(f"CREATE TEMP TABLE IF NOT EXISTS bench_stage ON COMMIT DELETE ROWS AS "
                    f"SELECT {col_list} FROM quotes WITH NO DATA")
        with cur.copy(f"COPY bench_stage ({col_list}) FROM STDIN") as copy:
            for r in rows:
                copy.write_row(tuple(r.values()))
        cur.execute(f"WITH s AS (DELETE FROM bench_stage RETURNING {col_list}) "
                    f"INSERT INTO quotes ({col_list}) SELECT {col_list} FROM s "
                    f"ON CONFLICT ({_q(QUOTE_KEY)}) DO NOTHING")
        return int(cur.rowcount)


def sqlalchemy_values(session: Session, rows: list[dict[str, Any]]) -> int:
    """The writer's quote insert before issue 13: insertmanyvalues with RETURNING, chunks of 400."""
    stmt = repository.dialect_insert(session)(Quote.__table__).on_conflict_do_nothing(
        index_elements=list(QUOTE_KEY)).returning(Quote.__table__.c.id)
    return sum(len(session.execute(stmt, rows[i:i + 400]).all()) for i in range(0, len(rows), 400))


def writer_quotes(session: Session, rows: list[dict[str, Any]]) -> int:
    return repository._insert_ignore(session, Quote, rows, conflict=QUOTE_KEY)


QUOTE_VARIANTS: dict[str, Callable[[Session, list[dict[str, Any]]], int]] = {
    "writer quotes": writer_quotes,
    "sqlalchemy values": sqlalchemy_values,
    "psycopg executemany": psycopg_executemany,
    "psycopg unnest": psycopg_unnest,
    "psycopg copy": psycopg_copy,
}


# -- runs --------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Result:
    db: str
    variant: str
    quotes: int
    first_s: float    # pass 1: every row new
    second_s: float   # pass 2: every row already there
    load: tuple[float, float, float]

    def rate(self, seconds: float) -> float:
        return self.quotes / seconds if seconds else 0.0


def prefill(engine: Engine, n_quotes: int, mails: list[list[ParsedRecord]], batch_size: int) -> None:
    if n_quotes <= 0:
        return
    factory = make_session_factory(engine)
    done = 0
    k = 0
    while done < n_quotes:
        for batch in batches(mails, 1, batch_size, f"prefill-{k}"):
            with factory.begin() as session:
                done += repository.write_results(session, batch, PARSER_VERSION).quotes_inserted
        k += 1


def run_variant(db: str, url: str, variant: str, work: list[list[ParsedRecord]], mails: list[list[ParsedRecord]],
                n_prefill: int, batch_size: int) -> Result:
    engine = make_engine(load_settings(database={"url": url}))
    try:
        upgrade(engine)
        prefill(engine, n_prefill, mails, batch_size)
        factory = make_session_factory(engine)
        now = dt.datetime.now(dt.UTC)
        prepared = [quote_rows(b, now) for b in work] if variant != "writer" else []
        expected = sum(len(r) for r in prepared) if prepared else sum(len(r.result.quotes) for b in work for r in b)
        times = []
        for pass_no in (1, 2):
            inserted = 0
            t0 = time.perf_counter()
            for k, batch in enumerate(work):
                with factory.begin() as session:
                    if variant == "writer":
                        inserted += repository.write_results(session, batch, PARSER_VERSION, now).quotes_inserted
                    else:
                        inserted += QUOTE_VARIANTS[variant](session, prepared[k])
            times.append(time.perf_counter() - t0)
            want = expected if pass_no == 1 else 0
            if inserted != want:
                raise RuntimeError(f"{db} {variant}: pass {pass_no} inserted {inserted} quotes, expected {want}")
        with engine.connect() as conn:
            stored = conn.scalar(select(func.count()).select_from(Quote))
        return Result(db, variant, expected, times[0], times[1], os.getloadavg()) if stored else Result(
            db, variant, 0, 0, 0, os.getloadavg())
    finally:
        engine.dispose()


@contextlib.contextmanager
def postgres_server(url: str | None) -> Iterator[str]:
    if url:
        yield url
        return
    with throwaway_postgres(Path(tempfile.mkdtemp(prefix="otcmail-pg-bench-"))) as server:
        yield server


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--batches", type=int, default=40, help="batches per pass (default 40)")
    ap.add_argument("--batch-size", type=int, default=None, help="part records per batch (consumer.batch_size)")
    ap.add_argument("--prefill", type=int, default=0, help="quotes written before the clock starts")
    ap.add_argument("--dbs", nargs="+", choices=["sqlite", "postgres"], default=["sqlite", "postgres"])
    ap.add_argument("--variants", nargs="+", default=None, help="PostgreSQL variants to run (default: all)")
    ap.add_argument("--postgres-url", default=None, help="a server to create databases on (default: a throwaway)")
    ap.add_argument("--no-append", action="store_true")
    args = ap.parse_args()
    batch_size = args.batch_size or load_settings().consumer.batch_size
    started = dt.datetime.now(dt.UTC)
    print("parsing the corpus ...", flush=True)
    mails = corpus_records()
    work = batches(mails, args.batches, batch_size, "bench")
    quotes = sum(len(r.result.quotes) for b in work for r in b)
    print(f"{len(work)} batches of {batch_size} part records, {quotes:,} quotes per pass", flush=True)
    results: list[Result] = []
    tmp = Path(tempfile.mkdtemp(prefix="otcmail-dbw-"))
    try:
        with contextlib.ExitStack() as stack:
            server = stack.enter_context(postgres_server(args.postgres_url)) if "postgres" in args.dbs else None
            for db in args.dbs:
                variants = ["writer"] + ([] if db == "sqlite" else (args.variants or list(QUOTE_VARIANTS)))
                if db == "sqlite":
                    variants.append("writer quotes")
                for k, variant in enumerate(variants):
                    url = f"sqlite:///{tmp / f'{k}.db'}" if db == "sqlite" else new_postgres_url(server or "")
                    r = run_variant(db, url, variant, work, mails, args.prefill, batch_size)
                    results.append(r)
                    print(f"{db:9} {variant:20} {r.rate(r.first_s):9,.0f} quotes/s new  "
                          f"{r.rate(r.second_s):9,.0f} quotes/s already there  "
                          f"(load {'/'.join(f'{x:.1f}' for x in r.load)})", flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    md = ["| database | variant | quotes per pass | new: quotes/s | already there: quotes/s | load 1/5/15 at the end |",
          "| --- | --- | ---: | ---: | ---: | --- |"]
    for r in results:
        md.append(f"| {r.db} | {r.variant} | {r.quotes:,} | {r.rate(r.first_s):,.0f} | {r.rate(r.second_s):,.0f} "
                  f"| {'/'.join(f'{x:.1f}' for x in r.load)} |")
    print("\n".join(md))
    if not args.no_append:
        rev = subprocess.run(["git", "-C", str(REPO), "describe", "--always", "--dirty"], capture_output=True,
                             text=True, check=False).stdout.strip()
        cmd = " ".join(["bench/bench_db_write.py", *sys.argv[1:]])
        RESULTS.write_text(RESULTS.read_text().rstrip("\n") + f"\n\n## {started:%Y-%m-%d %H:%M} UTC: `{cmd}` "
                           f"(code at {rev})\n\n" + "\n".join(md) + "\n")


if __name__ == "__main__":
    main()
