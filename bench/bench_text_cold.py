"""Cold text-mail throughput: mails per CPU-second when every mail is new (issue 10: 2,000 or more).

    nice -n 5 .venv/bin/python bench/bench_text_cold.py [--mails 2500] [--kind text] [--seed 10]

``bench_extractors.py`` loops over the same 200 mails, so anything cached per line or per string
makes it read higher than a real day, where each mail is seen once. Here N distinct mails are
built first, the imports and compiled patterns are warmed on a few OTHER mails, then each of the N
is parsed exactly once. CPU time (``time.process_time``), not wall time, so a loaded machine
(a benchmark beside it) slows the run but not the number; the load average is printed with it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "corpus")]

import generate  # noqa: E402

from core.collector import tune_collector  # noqa: E402
from extractors.mail import extract_mail  # noqa: E402
from extractors.model import SourceContext  # noqa: E402

#: The body kinds of a day's mails the generator writes (80 % of a real day is bodies).
KINDS = ("text", "html", "reply", "forward", "eu")
WARM_MAILS = 20


def build_mails(kinds: list[str], count: int, seed: int) -> list[bytes]:
    """``count`` distinct mails, the kinds taken in turn; numbers from ``seed`` (the warm-up uses another)."""
    rng = random.Random(seed)
    return [generate.build(rng, kinds[i % len(kinds)], i)[0] for i in range(count)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mails", type=int, default=2500, help="distinct mails to parse once each")
    parser.add_argument("--kind", action="append", choices=[*KINDS, "mix"],
                        help="mail kind (repeatable; 'mix' = all of them in turn); default text")
    parser.add_argument("--seed", type=int, default=10, help="generator seed of the measured mails")
    args = parser.parse_args()
    kinds = args.kind or ["text"]
    if "mix" in kinds:
        kinds = list(KINDS)
    tune_collector()  # as every otcmail process that parses (core/collector.py)
    ctx = SourceContext()

    for raw in build_mails(kinds, WARM_MAILS, seed=args.seed + 1_000_003):
        extract_mail(raw, ctx)  # imports, compiled patterns: paid once per process, not per mail
    mails = build_mails(kinds, args.mails, seed=args.seed)

    quotes = 0
    start = time.process_time()
    for raw in mails:
        quotes += len(extract_mail(raw, ctx).quotes)
    cpu = time.process_time() - start

    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"{'+'.join(kinds)}: {len(mails)} new mails in {cpu:.2f} CPU-s = {len(mails) / cpu:,.0f} mails/CPU-s "
          f"({quotes / len(mails):.1f} quotes per mail; load average {load} on {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
