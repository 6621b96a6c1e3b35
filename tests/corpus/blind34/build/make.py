"""Write every blind34 mail: python -B build/make.py"""
import os
import shutil
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import dev  # noqa: E402
import holdout  # noqa: E402

for half, mod in (("dev", dev), ("holdout", holdout)):
    d = os.path.join(common.ROOT, half)
    if os.path.isdir(d):
        shutil.rmtree(d)
    for fn in mod.ALL:
        fn().write(half)
print("written")
