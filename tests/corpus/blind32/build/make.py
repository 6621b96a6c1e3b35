"""Build the blind32 corpus: dev/ (odd numbers) and holdout/ (even numbers), deterministically.

    /work/main/.venv/bin/python tests/corpus/blind32/build/make.py
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import dev  # noqa: E402
import holdout  # noqa: E402
from mime import build  # noqa: E402

ROOT = HERE.parent
SEED = 32


def write(layout: dict, outdir: Path, rng: random.Random) -> None:
    stem = f"{layout['num']:02d}-{layout['name']}"
    boundary = f"----=_NextPart_{layout['num']:03d}_{rng.randrange(16**8):08X}.{rng.randrange(16**8):08X}"
    h = dict(layout["h"])
    if layout.get("subtype") == "html":
        h.setdefault("X-Mailer", "Microsoft Outlook 16.0")
    raw = build(h, layout["body"], layout.get("subtype", "plain"), layout.get("attachments"), boundary)
    (outdir / f"{stem}.eml").write_bytes(raw)
    lines = ",\n".join("  " + json.dumps(q) for q in layout["quotes"])
    fmt = json.dumps(layout["fmt"])
    (outdir / f"{stem}.expected.json").write_text(f'{{"format": {fmt}, "quotes": [\n{lines}\n]}}\n')


def main() -> None:
    rng = random.Random(SEED)
    for mod, sub, parity in ((dev, "dev", 1), (holdout, "holdout", 0)):
        outdir = ROOT / sub
        outdir.mkdir(exist_ok=True)
        for old in outdir.glob("*"):
            old.unlink()
        for layout in mod.LAYOUTS:
            assert layout["num"] % 2 == parity, layout["num"]
            write(layout, outdir, rng)
        print(f"{sub}: {len(mod.LAYOUTS)} mails, {sum(len(x['quotes']) for x in mod.LAYOUTS)} quotes")


if __name__ == "__main__":
    main()
