"""What knowing about writers costs a readiness round: the /proc walk and the lock-file checks.

    .venv/bin/python bench/bench_readiness.py [--files 20000] [--rounds 5] [--open 50]

Makes N complete files (old mtime) in a temporary inbox, `--open` of them held open for writing by a
child process, and times, per round:
  bare      `Readiness.ready(N)` without guards (stat per file, the stable-seconds logic only);
            the held-open files are deferred after the first guarded round, so rounds are the median
  guarded   the same with the producer's guards: a `<name>.lock` stat per stable file and one walk of
            /proc/*/fd for all candidates together (what `otcmail produce` runs);
  walk      `OpenWriters.holders()` alone for the N files' (st_dev, st_ino);
  batch     `ready(500)`, one production round (producer.batch_files) with the guards.
Prints the machine's process and descriptor counts and the load average beside the numbers: the walk
costs one stat per open descriptor on the machine, whatever N is.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from producer.readiness import Guards, Readiness  # noqa: E402
from producer.watcher import Seen  # noqa: E402
from producer.writers import LockInspector, OpenWriters  # noqa: E402


def descriptors() -> tuple[int, int]:
    procs = fds = 0
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                fds += len(os.listdir(f"/proc/{pid}/fd"))
                procs += 1
            except OSError:
                continue
    return procs, fds


def timed(fn, rounds: int) -> tuple[float, object]:  # type: ignore[no-untyped-def]
    times = []
    out = None
    for _ in range(rounds):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=20_000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--open", type=int, default=50, help="files held open for writing by a child process")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="otcmail-bench-ready-") as tmp:
        inbox = Path(tmp)
        old = time.time() - 3600
        paths = []
        for i in range(args.files):
            p = inbox / f"msg.{i:06d}"
            p.write_bytes(b"From: desk@acme\n\nXS0000000001 101.25 / 101.50\n")
            os.utime(p, (old, old))
            paths.append(p)
        held = [str(p) for p in paths[: args.open]]
        child = subprocess.Popen([sys.executable, "-c",
                                  "import sys; fs=[open(p,'ab') for p in sys.argv[1:]]; print('ok', flush=True); "
                                  "sys.stdin.readline()", *held], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 text=True)
        assert child.stdout is not None and child.stdout.readline().strip() == "ok"
        try:
            procs, fds = descriptors()
            load = Path("/proc/loadavg").read_text().split()[:3]

            def tracker(guards: Guards | None) -> Readiness:
                r = Readiness(1.0, 120.0, inotify=True, guards=guards)
                for p in paths:
                    r.note(p, Seen.SCANNED)
                return r

            guards = Guards(LockInspector(1024.0), OpenWriters())
            bare, guarded = tracker(None), tracker(guards)
            bare_s, bare_out = timed(lambda: bare.ready(args.files), args.rounds)
            guarded_s, guarded_out = timed(lambda: guarded.ready(args.files), args.rounds)
            ids = {(st.st_dev, st.st_ino): p for p in paths for st in [os.stat(p)]}
            walk_s, found = timed(lambda: guards.writers.holders(ids), args.rounds)  # type: ignore[union-attr]
            batch = tracker(guards)
            batch_s, _ = timed(lambda: batch.ready(500), args.rounds)
        finally:
            child.kill()
            child.wait()
    assert len(bare_out) == args.files and len(guarded_out) == args.files - args.open  # type: ignore[arg-type]
    assert len(found) == args.open  # type: ignore[arg-type]
    print(f"{args.files} files, {args.open} held open; machine: {procs} processes, {fds} open descriptors; "
          f"load {' '.join(load)}")
    print(f"  bare     ready({args.files}) {bare_s * 1e3:8.1f} ms")
    print(f"  guarded  ready({args.files}) {guarded_s * 1e3:8.1f} ms  (+{(guarded_s - bare_s) * 1e3:.1f} ms: "
          f"lock stats + one /proc walk)")
    print(f"  walk     holders({args.files})  {walk_s * 1e3:8.1f} ms")
    print(f"  batch    ready(500) guarded {batch_s * 1e3:8.1f} ms")


if __name__ == "__main__":
    main()
