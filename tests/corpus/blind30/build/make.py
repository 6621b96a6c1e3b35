"""Build the blind30 corpus: dev/ (odd numbers) and holdout/ (even numbers), each NN-name.eml + .expected.json.

Deterministic: every level is computed from the fixed data in the layout modules, the MIME boundaries are drawn
from a generator seeded per mail, and the Word / Excel metadata is pinned.

    /work/main/.venv/bin/python tests/corpus/blind30/build/make.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import chats  # noqa: E402
import docs  # noqa: E402
import htmls  # noqa: E402
import sheets  # noqa: E402
import texts  # noqa: E402

ROOT = HERE.parent
SEED = 30


def gold_json(fmt: str, quotes: list[dict]) -> str:
    lines = [json.dumps(qq, ensure_ascii=False) for qq in quotes]
    return f'{{"format": "{fmt}", "quotes": [\n  ' + ",\n  ".join(lines) + "\n]}\n"


def main() -> None:
    layouts = texts.LAYOUTS + htmls.LAYOUTS + docs.LAYOUTS + sheets.LAYOUTS + chats.LAYOUTS
    for half in ("dev", "holdout"):
        d = ROOT / half
        d.mkdir(exist_ok=True)
        for old in d.iterdir():
            if old.suffix in (".eml", ".json"):
                old.unlink()
    seen = set()
    for i, fn in enumerate(layouts):
        name, fmt, mail, gold = fn()
        num = int(name[:2])
        assert num not in seen, name
        seen.add(num)
        half = "dev" if num % 2 else "holdout"
        (ROOT / half / f"{name}.eml").write_bytes(mail)
        (ROOT / half / f"{name}.expected.json").write_text(gold_json(fmt, gold))
        print(f"{half:8} {name:60} {fmt:5} {len(gold):3} quotes  (seed {SEED}+{i})")


if __name__ == "__main__":
    main()
