"""Build the blind3 corpus: every mail and its gold, written by the same function.

Split rule (fixed): within each format, the layouts are taken in the order of the module's
LAYOUTS list; the 1st, 3rd, 5th ... go to dev/, the 2nd, 4th, 6th ... to holdout/.
Files are numbered NN in the order written within each half.

    /tmp/blind3-venv/bin/python build.py [outdir]      (default: the folder above build/)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import fmt_text, fmt_html, fmt_pdf, fmt_docx, fmt_xlsx, fmt_csv, fmt_chat  # noqa: E402

MODULES = [fmt_text, fmt_html, fmt_pdf, fmt_docx, fmt_xlsx, fmt_csv, fmt_chat]


def build(root):
    counters = {"dev": 0, "holdout": 0}
    written = []
    for mod in MODULES:
        for i, fn in enumerate(mod.LAYOUTS):
            half = "dev" if i % 2 == 0 else "holdout"
            lay = fn()
            counters[half] += 1
            stem = "%02d-%s" % (counters[half], lay.name)
            d = os.path.join(root, half)
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, stem + ".eml"), "wb") as f:
                f.write(lay.eml)
            with open(os.path.join(d, stem + ".expected.json"), "w", encoding="utf-8") as f:
                f.write(common.gold_json(lay.fmt, lay.quotes))
            written.append((half, stem, lay))
    return written


if __name__ == "__main__":
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    for half, stem, lay in build(root):
        print("%-8s %-40s %-5s %3d quotes" % (half, stem, lay.fmt, len(lay.quotes)))
