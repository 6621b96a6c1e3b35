"""Write every blind38 mail and its gold: python -B build/make.py"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from common import write_pair  # noqa: E402
import dev  # noqa: E402
import holdout  # noqa: E402

ROOT = os.path.dirname(HERE)


def build(half, layouts):
    out = os.path.join(ROOT, half)
    for name, fn, params in layouts:
        num = int(name[:2])
        rng = random.Random(38 * 1000 + num)
        fmt, eml, quotes = fn(rng, params)
        write_pair(out, name, fmt, eml, quotes)
        print("%-8s %-55s %-5s %3d quotes" % (half, name, fmt, len(quotes)))


if __name__ == "__main__":
    build("dev", dev.LAYOUTS)
    build("holdout", holdout.LAYOUTS)
