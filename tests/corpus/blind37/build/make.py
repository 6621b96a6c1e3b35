"""Write every blind37 mail and its gold: python -B build/make.py"""
import os, random, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import write_gold
import dev, holdout

def main():
    root = os.path.dirname(HERE)
    for half, mod in (("dev", dev), ("holdout", holdout)):
        out = os.path.join(root, half)
        os.makedirs(out, exist_ok=True)
        for n, name, fam, params in mod.LAYOUTS:
            rng = random.Random(37 * 1000 + n)
            data, fmt, gold = fam(rng, params)
            base = os.path.join(out, f"{n:02d}-{name}")
            with open(base + ".eml", "wb") as fh:
                fh.write(data)
            write_gold(base + ".expected.json", fmt, gold)
            print(f"{half}/{n:02d}-{name}: {fmt}, {len(gold)} quotes")

if __name__ == "__main__":
    main()
