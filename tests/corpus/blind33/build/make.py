"""Write every blind33 mail: python -B build/make.py"""
import os, sys, glob
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT, write_pair
import dev, holdout

def main():
    for half, mod in (('dev', dev), ('holdout', holdout)):
        d = os.path.join(ROOT, half)
        os.makedirs(d, exist_ok=True)
        for f in glob.glob(os.path.join(d, '*')):
            os.remove(f)
        for fn, sp, name in mod.specs():
            eml, fmt, quotes = fn(sp)
            write_pair(half, name, eml, fmt, quotes)
            print(f"{half}/{name}: {fmt} {len(quotes)} quotes")

if __name__ == '__main__':
    main()
