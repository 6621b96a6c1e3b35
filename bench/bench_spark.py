"""Spark benchmarks: session start-up, `spark daily` over many quotes, `spark reprocess` mails/s.

    .venv/bin/python bench/bench_spark.py [--master local[2]] [--daily-quotes 10000000]
                                          [--jdbc-quotes 2000000] [--mails 100000]

* start-up: ``build_session`` + a first trivial job, cold JVM.
* daily (transform): ``daily_aggregates`` over N quotes generated inside Spark (no database).
* daily (job): the whole job, JDBC read from a SQLite file of N quotes -> transform -> write.
* reprocess: N mails (corpus text/HTML/CSV/XLSX mails, each copy made unique by one extra header, so
  it has its own mail id) made into raw records by the producer's own reader and published to the raw
  topic of a bundled broker started here on free ports, then unpacked, parsed and written into SQLite
  by ``run_reprocess``; mails/s over the whole job, and the Python workers' time split into reading
  rows, unpacking and extraction, and database writes.

Not a test: numbers are printed (and appended to bench/results/spark.jsonl, git-ignored).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import socket
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from broker.clients import make_producer  # noqa: E402
from broker.server import POM as BROKER_POM  # noqa: E402
from broker.server import BundledBroker  # noqa: E402
from broker.topics import ensure_topics  # noqa: E402
from config.settings import Settings, load_settings  # noqa: E402
from db.engine import make_engine  # noqa: E402
from db.migrate import upgrade  # noqa: E402
from otcmail.maven import resolve_jars  # noqa: E402
from producer.source import FileMeta, SourceReader  # noqa: E402

JARS = ROOT / "var" / "spark" / "jars"
CORPUS = ROOT / "tests" / "corpus" / "mails"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def base_settings(home: Path, master: str, **extra: object) -> Settings:
    spark = {"master": master, "jars_dir": str(JARS), "ui_enabled": False, "shuffle_partitions": 4,
             "driver_memory": "3g", "log_level": "ERROR", "jdbc_partitions": 2}
    return load_settings(home=str(home), spark=spark, **extra)  # type: ignore[arg-type]


def bench_startup(settings: Settings):  # type: ignore[no-untyped-def]
    from spark.session import build_session

    started = time.perf_counter()
    spark = build_session(settings)
    spark.range(1).count()
    return spark, time.perf_counter() - started


def generated_quotes(spark, n: int):  # type: ignore[no-untyped-def]
    """N quotes over 20 days, 5,000 instruments, 40 dealers; 10% one-sided (deterministic)."""
    from pyspark.sql import functions as F

    ids = spark.range(n)
    h = F.xxhash64("id")
    bid = (F.lit(90.0) + (F.abs(h) % 2000) / 100.0)
    return ids.select(
        F.concat(F.lit("XS"), F.lpad((F.abs(h) % 5000).cast("string"), 10, "0")).alias("instrument_key"),
        F.when(F.abs(h) % 7 == 0, "sovereign").otherwise("corporate").alias("asset_class"),
        F.lit("price").alias("quote_type"),
        F.concat(F.lit("D"), (F.abs(F.xxhash64("id", F.lit(1))) % 40).cast("string")).alias("dealer"),
        F.when(F.abs(h) % 10 != 1, bid).alias("bid"),
        F.when(F.abs(h) % 10 != 2, bid + 0.25).alias("ask"),
        F.timestamp_seconds(F.lit(1772409600) + (F.abs(F.xxhash64("id", F.lit(2))) % (20 * 86400))).alias("quoted_at"),
    )


def bench_daily_transform(spark, n: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    from spark.transforms import daily_aggregates

    quotes = generated_quotes(spark, n)
    started = time.perf_counter()
    rows = daily_aggregates(quotes).count()
    seconds = time.perf_counter() - started
    return {"quotes": n, "daily_rows": rows, "seconds": round(seconds, 2), "quotes_per_s": round(n / seconds)}


def fill_sqlite(url_path: Path, n: int) -> None:
    """N quotes straight into the migrated quotes table, 20 per mail, each mail showing the quotes' parser
    version (the daily job reads only what readers see); sqlite3 executemany: fast to set up."""
    engine = make_engine(load_settings(database={"url": f"sqlite:///{url_path}"}).database)
    upgrade(engine)
    engine.dispose()
    rng = random.Random(1)
    start = dt.datetime(2026, 3, 2)  # noqa: DTZ001 - stored as SQLAlchemy stores UTC on SQLite
    stored = "2026-03-22 00:00:00.000000"

    def rows():  # type: ignore[no-untyped-def]
        for i in range(n):
            bid = 90 + rng.randrange(2000) / 100
            when = start + dt.timedelta(seconds=rng.randrange(20 * 86400))
            yield (f"{i // 20:064x}", "body", "body", f"line {i}", f"XS{rng.randrange(5000):010d}", "price",
                   "corporate", f"D{rng.randrange(40)}", bid, bid + 0.25, when.strftime("%Y-%m-%d %H:%M:%S.%f"),
                   "", "1.0.0", stored)

    con = sqlite3.connect(url_path)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("PRAGMA synchronous=OFF")
    con.executemany(
        "INSERT INTO mails (id, kind, attachment_count, unit_count, parser_version, stored_at)"
        " VALUES (?, 'mail', 0, 1, '1.0.0', ?)", ((f"{m:064x}", stored) for m in range((n + 19) // 20)))
    con.executemany(
        "INSERT INTO quotes (mail_id, unit, part, location, instrument_key, quote_type, asset_class, dealer,"
        " bid, ask, quoted_at, raw, parser_version, stored_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", rows())
    con.commit()
    con.close()


def bench_daily_job(spark, settings: Settings, n: int, tmp: Path) -> dict[str, float]:  # type: ignore[no-untyped-def]
    from spark.jobs.daily import DailyOptions, run_daily

    db = tmp / "daily.db"
    t0 = time.perf_counter()
    fill_sqlite(db, n)
    fill_s = time.perf_counter() - t0
    s = settings.model_copy(update={"database": load_settings(database={"url": f"sqlite:///{db}"}).database})
    summary = run_daily(spark, s, DailyOptions(dt.date(2026, 3, 2), dt.date(2026, 3, 21)))
    return {"quotes": summary.quotes_read, "daily_rows": summary.rows_written, "seconds": round(summary.seconds, 2),
            "quotes_per_s": round(summary.quotes_read / summary.seconds), "fill_seconds": round(fill_s, 1)}


TEMPLATES = ("*-text.eml", "*-html.eml", "*-eu.eml", "*-reply.eml", "*-csv.eml", "*-xlsx.eml")


def publish_mails(settings: Settings, n: int, tmp: Path) -> int:
    """N corpus mails (text, HTML, CSV, XLSX mixes) made unique by an ``X-Bench-Copy`` header (the mail id
    hashes the headers) and turned into raw records by the producer's reader; returns records sent."""
    templates = [path.read_bytes() for pattern in TEMPLATES for path in sorted(CORPUS.glob(pattern))[:5]]
    reader = SourceReader(settings)
    folder = tmp / "bench-inbox"
    folder.mkdir(exist_ok=True)
    producer = make_producer(settings, linger_ms=20)
    sent = 0
    try:
        for i in range(n):
            path = folder / f"bench-{i}.eml"
            path.write_bytes(f"X-Bench-Copy: {i}\n".encode() + templates[i % len(templates)])
            meta = FileMeta(path=path, rel=path.name, seen_at=dt.datetime.now(dt.UTC).isoformat(), host="bench")
            for rec in reader.prepare(meta).records:
                producer.send(rec.topic, key=rec.key, value=rec.value, headers=rec.headers)
                sent += 1
            path.unlink()
        producer.flush()
    finally:
        producer.close()
    return sent


def bench_reprocess(spark, settings: Settings, n: int, tmp: Path) -> dict[str, float]:  # type: ignore[no-untyped-def]
    from spark.jobs.reprocess import ReprocessOptions, run_reprocess
    from spark.ranges import parse_bound

    resolve_jars(BROKER_POM, ROOT / "var" / "broker" / "lib")
    broker = {"port": free_port(), "controller_port": free_port(), "lib_dir": str(ROOT / "var" / "broker" / "lib"),
              "heap": "1g", "data_dir": str(tmp / "kafka"), "log_dir": str(tmp / "kafka-logs")}
    kafka = load_settings(home=str(tmp), broker=broker)
    server = BundledBroker(kafka)
    server.start()
    try:
        db = tmp / "reprocess.db"
        s = load_settings(home=str(tmp), broker={"bootstrap_servers": kafka.broker.bootstrap},
                          topics={"partitions": 4}, database={"url": f"sqlite:///{db}"},
                          spark=settings.spark.model_dump(mode="json") | {"write_batch_size": 500})
        ensure_topics(s)
        engine = make_engine(s)
        upgrade(engine)
        engine.dispose()
        t0 = time.perf_counter()
        records = publish_mails(s, n, tmp)
        publish_s = time.perf_counter() - t0
        summary = run_reprocess(spark, s, ReprocessOptions(parse_bound("earliest"), parse_bound("latest")))
        c = summary.counts
        return {"mails": c.mails, "records": records, "parts": c.units_new, "poison": c.poison,
                "quotes": c.quotes_written, "seconds": round(summary.seconds, 1),
                "mails_per_s": round(summary.mails_per_second), "publish_seconds": round(publish_s, 1),
                # Summed over the Python workers: rows from the JVM, unpacking and extraction, database
                # transactions.
                "workers_read_s": round(c.read_s, 1), "workers_parse_s": round(c.parse_s, 1),
                "workers_write_s": round(c.write_s, 1)}
    finally:
        server.stop(timeout_s=30)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--daily-quotes", type=int, default=10_000_000, help="transform benchmark size")
    parser.add_argument("--jdbc-quotes", type=int, default=2_000_000, help="whole daily job (SQLite) size; 0 skips")
    parser.add_argument("--mails", type=int, default=100_000, help="reprocess benchmark size; 0 skips")
    args = parser.parse_args(argv)
    results: dict[str, object] = {"master": args.master, "at": dt.datetime.now(dt.UTC).isoformat()}
    with tempfile.TemporaryDirectory(prefix="otcmail-bench-spark-") as name:
        tmp = Path(name)
        settings = base_settings(tmp, args.master)
        spark, startup = bench_startup(settings)
        results["startup_s"] = round(startup, 2)
        print(f"session start-up: {startup:.1f}s", flush=True)
        try:
            if args.daily_quotes:
                results["daily_transform"] = r = bench_daily_transform(spark, args.daily_quotes)
                print(f"daily transform: {r}", flush=True)
            if args.jdbc_quotes:
                results["daily_job_sqlite"] = r = bench_daily_job(spark, settings, args.jdbc_quotes, tmp)
                print(f"daily job (SQLite via JDBC): {r}", flush=True)
            if args.mails:
                results["reprocess"] = r = bench_reprocess(spark, settings, args.mails, tmp)
                print(f"reprocess: {r}", flush=True)
        finally:
            spark.stop()
    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    with (out / "spark.jsonl").open("a") as fh:
        fh.write(json.dumps(results) + "\n")


if __name__ == "__main__":
    main()
