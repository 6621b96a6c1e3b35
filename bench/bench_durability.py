"""What power-loss safety costs: the bundled broker with and without a flush per record, SQLite NORMAL vs FULL.

    .venv/bin/python bench/bench_durability.py [--mails 3000] [--sync 300] [--batches 300]

Kafka (issue 11, item 9): two bundled brokers on free ports in a temporary folder, one as shipped and one
with ``broker.flush_every_message`` (``log.flush.interval.messages=1``: each partition's log is fsynced in
the append, before the acknowledgement). On each:
  producer  the real ``run_producer(once=True)`` draining N small mails (about 5 KB) from the dump directory
            (read, frame, hash, send, wait for every acknowledgement, ledger, archive);
  bare      one KafkaProducer with the producer's settings (acks=all, idempotence) sending the very same
            records, ``send()`` for each then ``flush()``;
  one-by-one  the bare client sending M records and waiting for each acknowledgement before the next:
            the latency a single mail sees.
SQLite: the consumers' writer (``consumer.batch.write_outcomes``, one transaction per batch, as a lane
commits) writing parsed mails into a fresh database with ``database.sqlite_synchronous`` NORMAL and FULL,
in batches of 1 and of 50 part records. The load average is printed beside every number.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import os
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_producer import bare_send, fill, published_records, small_mail  # noqa: E402
from broker.clients import make_producer  # noqa: E402
from config.settings import Settings, load_settings  # noqa: E402
from consumer.batch import write_outcomes  # noqa: E402
from consumer.pipeline import run_records  # noqa: E402
from db.documents import ParsedRecord  # noqa: E402
from db.engine import make_engine, make_session_factory  # noqa: E402
from db.migrate import upgrade  # noqa: E402
from producer.service import run_producer  # noqa: E402
from tests.support.corpus import run_mail  # noqa: E402
from tests.support.kafka import broker_settings, running_broker  # noqa: E402
from tests.support.mailrecords import as_record_data, mail_records  # noqa: E402
from tests.support.producer import producer_settings  # noqa: E402


def load() -> str:
    return "load " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def one_by_one(settings: Settings, records: list, n: int) -> float:  # type: ignore[type-arg]
    """Seconds per record when each waits for its acknowledgement before the next is sent."""
    producer = make_producer(settings, linger_ms=0)  # no batching wait: the acknowledgement's own latency
    try:
        producer.partitions_for(settings.topics.raw)
        start = time.perf_counter()
        for r in records[:n]:
            producer.send(settings.topics.raw, key=r.key, value=r.value, headers=r.headers).get(timeout=30)
        return (time.perf_counter() - start) / n
    finally:
        producer.close()


def kafka(home: Path, flush: bool, mails: int, sync: int) -> None:
    name = "flush every record" if flush else "as shipped (OS flushes)"
    base = broker_settings(home / f"broker-{flush}", broker={"heap": "512m", "flush_every_message": flush})
    with running_broker(base) as broker:
        logged = [line.strip() for line in broker.server_log.read_text().splitlines()
                  if "log.flush.interval.messages =" in line][:1]
        print(f"kafka  {name:24} the broker says: {logged[0] if logged else '(no config dump in its log)'}",
              flush=True)
        settings = producer_settings(base, home / f"producer-{flush}", stable_seconds=1.0, rescan_interval_s=30.0,
                                     progress_interval_s=30.0)
        data = [small_mail(i) for i in range(mails)]
        total = sum(len(m) for m in data)
        fill(settings.paths.inbox, data, old=True)
        records = published_records(settings, sorted(settings.paths.inbox.iterdir()))
        bare_s = bare_send(producer_settings(base, home / f"bare-{flush}"), records)
        line = f"bare {mails / bare_s:6.0f} mails/s {total / bare_s / 1e6:5.1f} MB/s ({load()})"
        start = time.perf_counter()
        stats = run_producer(settings, threading.Event(), once=True)
        seconds = time.perf_counter() - start
        assert stats.messages == mails and stats.errors == 0, stats
        print(f"kafka  {name:24} producer {mails / seconds:6.0f} mails/s {total / seconds / 1e6:5.1f} MB/s "
              f"({seconds:5.1f} s, {load()}) | {line}", flush=True)
        per = one_by_one(producer_settings(base, home / f"sync-{flush}"), records, sync)
        print(f"kafka  {name:24} one-by-one acks: {per * 1000:6.2f} ms per record ({sync} records, {load()})",
              flush=True)


def parsed_template(settings: Settings) -> list[ParsedRecord]:
    mails = [mail_records(run_mail(i, attachment=i % 2 == 0, tag="durability"), settings) for i in range(10)]
    result = run_records([as_record_data(m.raw) for m in mails], settings)
    return result.parsed


def clone(template: list[ParsedRecord], n: int) -> list[ParsedRecord]:
    """``n`` part records with mail ids of their own (new rows each), cycling over the template."""
    out = []
    for i in range(n):
        r = template[i % len(template)]
        mail_id = hashlib.sha256(f"{r.mail_id}{i}".encode()).hexdigest()
        out.append(dataclasses.replace(r, mail_id=mail_id, mail=dataclasses.replace(r.mail, mail_id=mail_id)
                                       if r.mail else None, attachment=None))
    return out


def fsync_cost(home: Path, n: int = 300) -> None:
    """The disk's own price of a flush: write 5 KB and fsync, n times (what each flush adds at least)."""
    path = home / "fsync.bin"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    try:
        start = time.perf_counter()
        for _ in range(n):
            os.write(fd, b"x" * 5000)
            os.fsync(fd)
        seconds = time.perf_counter() - start
    finally:
        os.close(fd)
    print(f"disk   write 5 KB + fsync: {seconds / n * 1000:6.2f} ms each ({n} times, {load()})", flush=True)


def sqlite(home: Path, batches: int) -> None:
    template = parsed_template(load_settings(home=str(home)))
    for size in (1, 50):
        for mode in ("NORMAL", "FULL"):
            url = f"sqlite:///{home / f'sqlite-{mode}-{size}.db'}"
            engine = make_engine(load_settings(home=str(home), database={"url": url, "sqlite_synchronous": mode}))
            upgrade(engine)
            factory = make_session_factory(engine)
            records = clone(template, batches * size)
            quotes = sum(len(r.result.quotes) for r in records)
            start = time.perf_counter()
            for i in range(batches):
                with factory.begin() as session:
                    write_outcomes(session, records[i * size:(i + 1) * size], [], "9.9.9")
            seconds = time.perf_counter() - start
            engine.dispose()
            print(f"sqlite synchronous={mode:6} batches of {size:2d} part records: {batches / seconds:7.1f} "
                  f"commits/s, {quotes / seconds:8.0f} quotes/s ({seconds:5.1f} s, {load()})", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mails", type=int, default=3000)
    parser.add_argument("--sync", type=int, default=300)
    parser.add_argument("--batches", type=int, default=300)
    parser.add_argument("--no-kafka", action="store_true")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="otcmail-bench-durability-"))
    try:
        print(f"machine: {os.cpu_count()} CPUs, {load()}; folder {home}", flush=True)
        fsync_cost(home)
        if not args.no_kafka:
            for flush in (False, True):
                kafka(home, flush, args.mails, args.sync)
        sqlite(home, args.batches)
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
