"""Writes every blind35 mail: python -B build/make.py"""
import json, os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dev, holdout

def dump(fmt, quotes):
    lines = ',\n'.join('  ' + json.dumps(q) for q in quotes)
    return '{"format": "%s", "quotes": [%s]}\n' % (fmt, ('\n' + lines + '\n') if quotes else '')

def main():
    for sub, mod, parity in (('dev', dev, 1), ('holdout', holdout, 0)):
        out = os.path.join(HERE, '..', sub)
        os.makedirs(out, exist_ok=True)
        for f in os.listdir(out):
            os.remove(os.path.join(out, f))
        for name, fn, p in mod.layouts():
            assert int(name[:2]) % 2 == parity, name
            fmt, msg, quotes = fn(p)
            with open(os.path.join(out, name + '.eml'), 'wb') as fh:
                fh.write(msg)
            with open(os.path.join(out, name + '.expected.json'), 'w') as fh:
                fh.write(dump(fmt, quotes))
            print(f"{sub}/{name}: {fmt}, {len(quotes)} quotes")

if __name__ == '__main__':
    main()
