"""Write every blind26 mail and its gold: `python make.py [OUTDIR]` (default: the corpus folder).

Layouts are numbered in the order of MODULES and, within a module, of its LAYOUTS list. Each
module's layouts come in pairs covering the same groups in two styles, so the odd numbers
(first of each pair) go to dev/ and the even numbers to holdout/.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from common import gold_json  # noqa: E402

MODULE_NAMES = ["l_text", "l_html", "l_chat", "l_docx", "l_pdf", "l_xlsx", "l_csv"]


def all_layouts():
    import importlib

    out = []
    for name in MODULE_NAMES:
        if not (HERE / f"{name}.py").exists():  # while the corpus is being written
            continue
        mod = importlib.import_module(name)
        fns = mod.LAYOUTS
        assert len(fns) % 2 == 0, f"{name}: layouts come in pairs"
        out.extend(fns)
    return out


def build(outdir: Path) -> list[tuple[str, str, object]]:
    """Write the corpus under outdir; return (half, stem, layout) per layout."""
    written = []
    for half in ("dev", "holdout"):
        d = outdir / half
        d.mkdir(parents=True, exist_ok=True)
        for old in list(d.glob("*.eml")) + list(d.glob("*.expected.json")):
            old.unlink()
    for n, fn in enumerate(all_layouts(), start=1):
        lay = fn()
        half = "dev" if n % 2 else "holdout"
        stem = f"{n:02d}-{lay.slug}"
        (outdir / half / f"{stem}.eml").write_bytes(lay.eml)
        (outdir / half / f"{stem}.expected.json").write_text(gold_json(lay.fmt, lay.gold))
        written.append((half, stem, lay))
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parent
    done = build(target)
    print(f"wrote {len(done)} layouts, {sum(len(x[2].gold) for x in done)} quotes to {target}")
