"""Consumer benchmark: end-to-end mails/s and quotes/s from files to committed rows, and the
file-to-row latency at a steady rate. Not a test; prints a table.

    .venv/bin/python bench/bench_consumer.py                       # full: 2000 mails, 1/2/4 workers, both DBs
    .venv/bin/python bench/bench_consumer.py --mails 400 --workers 1 2 --dbs sqlite

Each run: a bundled broker on free ports (jars from `otcmail setup`), fresh topics (6 partitions),
a fresh SQLite file or PostgreSQL database (a throwaway server, as in the tests), the consumers
(unpack and parse stages) started and warmed up, then the clock starts: the .eml files are read,
turned into raw records by the producer's own reader (tests/support/mailrecords.py) and published with
acks=all; the clock stops when every body and attachment is a committed row. Every 4th mail carries
a CSV run (2 more quotes). Latency: mails written as files at a steady rate, time from reading the
file to the mail's row being stored (mails.stored_at, written in the consumer's transaction).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from sqlalchemy import func, select  # noqa: E402

from broker.clients import make_producer  # noqa: E402
from config.settings import Settings  # noqa: E402
from db.models import Mail, ParsedUnit, Quote  # noqa: E402
from tests.support.consumers import consumer_settings, consumers_running, database_url, migrated  # noqa: E402
from tests.support.corpus import run_mail  # noqa: E402
from tests.support.kafka import broker_settings, running_broker  # noqa: E402
from tests.support.mailrecords import mail_records  # noqa: E402
from tests.support.postgres import throwaway_postgres  # noqa: E402


def write_files(folder: Path, n: int, tag: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(n):
        path = folder / f"{tag}-{i:05d}.eml"
        path.write_bytes(bytes(run_mail(i, attachment=i % 4 == 0, tag=tag)))
        paths.append(path)
    return paths


def records_of(path: Path, settings: Settings):  # type: ignore[no-untyped-def]
    return mail_records(path.read_bytes(), settings, path.name)


def units(engine) -> int:  # type: ignore[no-untyped-def]
    with engine.connect() as conn:
        return int(conn.scalar(select(func.count()).select_from(ParsedUnit)) or 0)


def consumers(settings: Settings, workers: int):  # type: ignore[no-untyped-def]
    """The unpack and the parse stage, ``workers`` processes each."""
    return consumers_running(settings, workers)


def wait_units(engine, n: int, timeout: float = 600) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while units(engine) < n:
        if time.monotonic() > deadline:
            raise TimeoutError(f"only {units(engine)} of {n} records stored")
        time.sleep(0.02)


def throughput(base: Settings, db_url: str, workers: int, n: int, work: Path) -> tuple[float, float, int]:
    settings = consumer_settings(base, db_url, partitions=6, batch_size=500)
    engine = migrated(settings)
    files = write_files(work / f"tp-{workers}", n, f"tp{workers}")
    warm = write_files(work / f"warm-{workers}", 1, f"warm{workers}")
    producer = make_producer(settings)
    with consumers(settings, workers):
        for r in records_of(warm[0], settings).all:
            producer.send(r.topic, key=r.key, value=r.value, headers=r.headers)
        producer.flush()
        wait_units(engine, 2, 120)  # consumers joined and warm
        before = units(engine)
        expected = before + n + len(range(0, n, 4))
        t0 = time.perf_counter()
        for path in files:
            for r in records_of(path, settings).all:
                producer.send(r.topic, key=r.key, value=r.value, headers=r.headers)
        producer.flush()
        wait_units(engine, expected)
        seconds = time.perf_counter() - t0
    producer.close()
    with engine.connect() as conn:
        quotes = int(conn.scalar(select(func.count()).select_from(Quote)) or 0) - 4  # the warm-up mail + its CSV
    engine.dispose()
    return n / seconds, quotes / seconds, quotes


def latency(base: Settings, db_url: str, rate: float, seconds: float, work: Path) -> tuple[float, float, int]:
    settings = consumer_settings(base, db_url, partitions=6, batch_size=500)
    engine = migrated(settings)
    n = int(rate * seconds)
    files = write_files(work / "lat", n, "lat")
    warm = write_files(work / "lat-warm", 1, "latwarm")
    producer = make_producer(settings, linger_ms=0)
    read_at: dict[str, dt.datetime] = {}
    with consumers(settings, 1):
        for r in records_of(warm[0], settings).all:
            producer.send(r.topic, key=r.key, value=r.value, headers=r.headers)
        producer.flush()
        wait_units(engine, 2, 120)
        start = time.perf_counter()
        for i, path in enumerate(files):
            time.sleep(max(0.0, start + i / rate - time.perf_counter()))
            read_at_now = dt.datetime.now(dt.UTC)
            recs = records_of(path, settings)
            read_at[recs.mail_id] = read_at_now
            for r in recs.all:
                producer.send(r.topic, key=r.key, value=r.value, headers=r.headers)
            producer.flush()
        wait_units(engine, 2 + n + len(range(0, n, 4)))
    producer.close()
    with engine.connect() as conn:
        stored = dict(conn.execute(select(Mail.id, Mail.stored_at)).all())
    engine.dispose()
    lat = sorted((stored[m] - t).total_seconds() * 1000 for m, t in read_at.items())
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))]
    return statistics.median(lat), p99, len(lat)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mails", type=int, default=2000)
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4])
    ap.add_argument("--dbs", nargs="+", default=["sqlite", "postgres"])
    ap.add_argument("--rate", type=float, default=15.0, help="mails/s of the latency run")
    ap.add_argument("--latency-seconds", type=float, default=30.0)
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="otcmail-bench-"))
    base = broker_settings(work / "home")
    results = []
    with running_broker(base), contextlib.ExitStack() as stack:
        pg_server = (stack.enter_context(throwaway_postgres(Path(tempfile.mkdtemp(prefix="otcmail-bench-pg-"))))
                     if "postgres" in args.dbs else None)
        for db in args.dbs:
            for workers in args.workers:
                url = database_url(db, work / f"{db}-{workers}", pg_server)
                (work / f"{db}-{workers}").mkdir(exist_ok=True)
                mps, qps, quotes = throughput(base, url, workers, args.mails, work / f"{db}-{workers}")
                results.append((db, workers, mps, qps, quotes))
                print(f"{db:9} workers={workers}: {mps:7.1f} mails/s {qps:8.1f} quotes/s ({quotes} quotes)",
                      flush=True)
        for db in args.dbs:
            (work / f"{db}-lat").mkdir(exist_ok=True)
            p50, p99, n = latency(base, database_url(db, work / f"{db}-lat", pg_server), args.rate,
                                  args.latency_seconds, work / f"{db}-lat")
            print(f"{db:9} latency at {args.rate:g} mails/s over {n} mails: p50 {p50:.0f} ms, p99 {p99:.0f} ms",
                  flush=True)


if __name__ == "__main__":
    main()
