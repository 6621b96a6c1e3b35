"""Producer throughput: files in the dump directory -> acknowledged raw records and archived files,
beside bare kafka-python sending the same bytes to the same kind of topic, in one run.

    .venv/bin/python bench/bench_producer.py [--small 20000] [--large 300] [--burst 20000] [--profile]

Starts its own bundled broker on free ports in a temporary folder (the jars from `otcmail setup`).
Scenarios:
  small   N mails of about 5 KB already in the directory, `run_producer(once=True)` drains them
  large   N files of about 1.4 MB (a mail with a 1 MB PDF attachment), drained the same way
  burst   N small mails dropped while the producer runs (inotify overflows: the rescan catches up);
          no bare comparison (the stable-file wait dominates)

For `small` and `large` the line gives mails/s and MB/s of
  producer  the real `run_producer` (watcher, readiness, read + frame + hash, send, wait for every
            acknowledgement, ledger, move to done/), clock from the call to its return;
  bare      one KafkaProducer with the producer's own settings (`make_producer`: acks=all,
            idempotence, batch size) sending the very records the producer published (key, value,
            headers, made by its reader from the same files off the clock) to a fresh topic with the
            raw topic's layout, `send()` for each then `flush()`; once before and once after the
            producer's run, the faster counts;
and their ratio. Target (issue 9): the producer at 50 % of bare kafka-python or better.
MB are 10^6 bytes of file content (the records' values). `--profile` runs the producer under
cProfile and prints where its time goes.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import shutil
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from broker.clients import make_producer  # noqa: E402
from config.settings import Settings  # noqa: E402
from producer.service import run_producer  # noqa: E402
from producer.source import FileMeta, Outgoing, SourceReader  # noqa: E402
from tests.support.kafka import broker_settings, running_broker  # noqa: E402
from tests.support.producer import make_mail, producer_settings  # noqa: E402


@dataclass(frozen=True)
class Options:
    workers: int
    profile: bool


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


def published_records(settings: Settings, files: list[Path]) -> list[Outgoing]:
    """The records the producer made of ``files`` (read again with its own reader, off the clock)."""
    reader = SourceReader(settings)
    return [rec for f in files
            for rec in reader.prepare(FileMeta(f, f.name, "2026-01-01T00:00:00+00:00", "bench")).records]


def bare_send(settings: Settings, records: list[Outgoing]) -> float:
    """Seconds for a bare KafkaProducer to send ``records`` to ``settings.topics.raw`` and have all acknowledged."""
    p = settings.producer
    producer = make_producer(settings, batch_size=p.kafka_batch_bytes, max_block_ms=p.max_block_ms)
    try:
        producer.partitions_for(settings.topics.raw)  # metadata off the clock, as the producer's first round has it
        topic = settings.topics.raw
        start = time.perf_counter()
        futures = [producer.send(topic, key=r.key, value=r.value, headers=r.headers) for r in records]
        producer.flush()
        seconds = time.perf_counter() - start
        assert all(f.succeeded() for f in futures)
        return seconds
    finally:
        producer.close()


def run_once(settings: Settings, profile: bool) -> tuple[float, int]:
    profiler = cProfile.Profile() if profile else None
    start = time.perf_counter()
    if profiler:
        profiler.enable()
    stats = run_producer(settings, threading.Event(), once=True)
    if profiler:
        profiler.disable()
    seconds = time.perf_counter() - start
    if profiler:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(35)
        out.write("\n--- by own time ---\n")
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(25)
        print(out.getvalue())
    assert stats.errors == 0 and stats.quarantined == 0, stats
    return seconds, stats.messages


def scenario(name: str, base: Settings, home: Path, mails: list[bytes], opts: Options) -> None:
    # The producer's defaults (stable_seconds, rescan_interval_s, batch sizes, archive = "move"), its own topics.
    settings = producer_settings(base, home / name, stable_seconds=1.0, rescan_interval_s=30.0,
                                 progress_interval_s=10.0, workers=opts.workers)
    # The bare client writes to its own topics with the same layout (partitions, configs).
    bare = producer_settings(base, home / f"{name}-bare")
    n = len(mails)
    total = sum(len(m) for m in mails)
    fill(settings.paths.inbox, mails, old=True)
    del mails
    records = published_records(settings, sorted(settings.paths.inbox.iterdir()))
    assert len(records) == n and sum(len(r.value) for r in records) == total
    # Bare before and after the producer, the faster one counts: neither side pays alone for the
    # broker's and the disk's state the other left behind.
    bare_before = bare_send(bare, records)
    seconds, messages = run_once(settings, opts.profile)
    assert messages == n, (messages, n)
    bare_after = bare_send(producer_settings(base, home / f"{name}-bare2"), records)
    bare_s = min(bare_before, bare_after)
    ratio = bare_s / seconds
    print(f"{name:6} {n:6d} files, {total / n / 1024:7.0f} KB each: "
          f"producer {n / seconds:7.0f} mails/s {total / seconds / 1e6:6.1f} MB/s ({seconds:5.1f} s) | "
          f"bare kafka-python {n / bare_s:7.0f} mails/s {total / bare_s / 1e6:6.1f} MB/s ({bare_s:5.1f} s) | "
          f"producer/bare {ratio:4.0%}", flush=True)


def burst(base: Settings, home: Path, mails: list[bytes], opts: Options) -> None:
    settings = producer_settings(base, home / "burst", stable_seconds=1.0, rescan_interval_s=5.0,
                                 progress_interval_s=30.0, workers=opts.workers)
    inbox = settings.paths.inbox
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
    print(f"burst  {len(mails):6d} mails dropped in {written:.1f}s while running, all archived after "
          f"{seconds:.1f}s: {len(mails) / seconds:7.0f} mails/s (includes the {settings.producer.stable_seconds:g}s"
          " stable wait and rescans)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--small", type=int, default=20_000)
    parser.add_argument("--large", type=int, default=300)
    parser.add_argument("--burst", type=int, default=20_000)
    parser.add_argument("--workers", type=int, default=None, help="producer.workers (default: the setting)")
    parser.add_argument("--profile", action="store_true", help="run the producer under cProfile")
    args = parser.parse_args()
    opts = Options(args.workers if args.workers is not None else Settings().producer.workers, args.profile)
    home = Path(tempfile.mkdtemp(prefix="otcmail-bench-"))
    try:
        base = broker_settings(home / "broker", broker={"heap": "1g"})
        with running_broker(base):
            print(f"machine: {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}; "
                  f"producer.workers = {opts.workers}", flush=True)
            if args.small:
                scenario("small", base, home, [small_mail(i) for i in range(args.small)], opts)
            if args.large:
                scenario("large", base, home, [large_mail(i) for i in range(args.large)], opts)
            if args.burst:
                burst(base, home, [small_mail(i) for i in range(args.burst)], opts)
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
