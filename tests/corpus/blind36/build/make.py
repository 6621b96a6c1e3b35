"""Write every blind36 mail: python -B build/make.py"""
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import common  # noqa: E402
import dev  # noqa: E402
import holdout  # noqa: E402
from common import write  # noqa: E402


def main():
    common.RNG.seed(36)
    for mod in (dev, holdout):
        for fn in mod.OUT:
            name, fmt, msg, quotes = fn()
            write(mod.HALF, name, fmt, msg, quotes)
    print('written %d dev + %d holdout mails' % (len(dev.OUT), len(holdout.OUT)))


if __name__ == '__main__':
    main()
