"""Producer throughput: mails/s from the dump directory to acknowledged records and archived files,
beside the raw kafka-python produce rate for the same records.

    .venv/bin/python bench/bench_producer.py [--small 20000] [--large 300] [--burst 20000]

Starts its own bundled broker on free ports in a temporary folder (the jars from `otcmail setup`).
Scenarios:
  small   N mails of about 5 KB already in the directory, `--once` drain
  large   N mails with a 1 MB PDF attachment each, `--once` drain
  burst   N small mails dropped while the producer runs (inotify overflows: the rescan catches up)
Each line gives mails/s and MB/s through `run_producer` and, for the same records, what a bare
KafkaProducer (same acks=all/idempotent settings) does with send() + flush(). Target: 2,000 small
mails/s.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from broker.clients import make_producer  # noqa: E402
from config.settings import Settings  # noqa: E402
from producer.service import run_producer  # noqa: E402
from producer.source import FileMeta, SourceReader  # noqa: E402
from tests.support.kafka import broker_settings, running_broker  # noqa: E402
from tests.support.producer import make_mail, producer_settings  # noqa: E402

WORKERS = 2


def small_mail(i: int) -> bytes:
    lines = "".join(f"XS{i:06d}{j:04d}  ACME {4 + j % 3}.5 20{30 + j % 9}  10{j % 10}.25 / 10{j % 10}.50  2MM\n"
                    for j in range(95))
    return make_mail(i, body=lines)


def large_mail(i: int) -> bytes:
    return make_mail(i, attachments=(("run.pdf", "application/pdf", b"%PDF-1.7\n" + os.urandom(1024 * 1024)),))


def fill(inbox: Path, mails: list[bytes], old: bool) -> None:
    inbox.mkdir(parents=True, exist_ok=True)
    stamp = time.time() - 3600
    for i, raw in enumerate(mails):
        path = inbox / f"msg.{i:06d}"
        path.write_bytes(raw)
        if old:
            os.utime(path, (stamp, stamp))


def raw_rate(settings: Settings, files: list[Path]) -> tuple[float, int, int]:
    """The same records, sent by a bare KafkaProducer: (seconds, records, bytes)."""
    reader = SourceReader(settings)
    records = [rec for f in files
               for rec in reader.prepare(FileMeta(f, f.name, "2026-01-01T00:00:00+00:00", "bench")).records]
    p = settings.producer
    producer = make_producer(settings, batch_size=p.kafka_batch_bytes, max_block_ms=p.max_block_ms)
    start = time.perf_counter()
    futures = [producer.send(r.topic, key=r.key, value=r.value, headers=r.headers) for r in records]
    producer.flush()
    seconds = time.perf_counter() - start
    assert all(f.succeeded() for f in futures)
    producer.close()
    return seconds, len(records), sum(r.nbytes for r in records)


def scenario(name: str, base: Settings, home: Path, mails: list[bytes], *, burst: bool = False) -> None:
    settings = producer_settings(base, home / name, stable_seconds=1.0, rescan_interval_s=5.0,
                                 progress_interval_s=30.0, workers=WORKERS)
    inbox = settings.paths.inbox
    total_bytes = sum(len(m) for m in mails)
    if burst:
        stop = threading.Event()
        inbox.mkdir(parents=True)
        result: dict[str, object] = {}
        thread = threading.Thread(target=lambda: result.update(stats=run_producer(settings, stop)))
        thread.start()
        time.sleep(2)
        start = time.perf_counter()
        fill(inbox, mails, old=False)
        written = time.perf_counter() - start
        while sum(1 for _ in settings.paths.done.rglob("msg.*")) < len(mails):
            time.sleep(0.2)
        seconds = time.perf_counter() - start
        stop.set()
        thread.join()
        print(f"{name:6} {len(mails):6d} mails dropped in {written:.1f}s while running, all archived after "
              f"{seconds:.1f}s: {len(mails) / seconds:7.0f} mails/s (includes the {settings.producer.stable_seconds:g}s"
              " stable wait and rescans)")
        return
    fill(inbox, mails, old=True)
    start = time.perf_counter()
    stats = run_producer(settings, threading.Event(), once=True)
    seconds = time.perf_counter() - start
    assert stats.mails == len(mails), stats
    done = sorted(settings.paths.done.iterdir())
    raw_s, raw_n, raw_bytes = raw_rate(settings, done)
    print(f"{name:6} {len(mails):6d} mails, {total_bytes / len(mails) / 1024:7.0f} KB each: "
          f"producer {len(mails) / seconds:7.0f} mails/s {total_bytes / seconds / 1e6:6.1f} MB/s | "
          f"raw kafka-python, the same {raw_n} records: {len(mails) / raw_s:7.0f} mails/s "
          f"({raw_n / raw_s:.0f} records/s, {raw_bytes / raw_s / 1e6:.1f} MB/s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--small", type=int, default=20_000)
    parser.add_argument("--large", type=int, default=300)
    parser.add_argument("--burst", type=int, default=20_000)
    parser.add_argument("--workers", type=int, default=None, help="producer.workers (default: the setting)")
    args = parser.parse_args()
    global WORKERS
    WORKERS = args.workers if args.workers is not None else Settings().producer.workers
    home = Path(tempfile.mkdtemp(prefix="otcmail-bench-"))
    try:
        base = broker_settings(home / "broker", broker={"heap": "1g"})
        with running_broker(base):
            print(f"machine: {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}; producer.workers = {WORKERS}")
            if args.small:
                scenario("small", base, home, [small_mail(i) for i in range(args.small)])
            if args.large:
                scenario("large", base, home, [large_mail(i) for i in range(args.large)])
            if args.burst:
                scenario("burst", base, home, [small_mail(i) for i in range(args.burst)], burst=True)
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
