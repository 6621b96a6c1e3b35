"""Build the blind29 corpus deterministically: dev/ (odd numbers) and holdout/ (even numbers)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from common import gold_json, make_eml  # noqa: E402
from fam_other import FAMILIES as OTHER  # noqa: E402
from fam_pdf import FAMILIES as PDF  # noqa: E402

SEED = "blind29"
ROOT = HERE.parent


def build() -> list[dict]:
    out = []
    for fn in PDF + OTHER:
        for v in (0, 1):
            rng = random.Random(f"{SEED}-{fn.__name__}-{v}")
            out.append(fn(v, rng))
    return out


def main() -> None:
    for half in ("dev", "holdout"):
        d = ROOT / half
        d.mkdir(exist_ok=True)
        for f in d.iterdir():
            if f.suffix in (".eml", ".json"):
                f.unlink()
    for m in build():
        half = "dev" if m["v"] == 0 else "holdout"
        num = int(m["slug"][:2])
        assert num % 2 == (1 if m["v"] == 0 else 0), m["slug"]
        domain = m["sender"].split("@")[1].rstrip(">")
        msgid = f"<{m['date'].strftime('%Y%m%d%H%M')}.{m['fam']:02d}{m['v']}.b29@{domain}>"
        eml = make_eml(m["sender"], m["to"], m["date"], m["subject"], msgid, m["body"], m["attachments"])
        (ROOT / half / f"{m['slug']}.eml").write_bytes(eml)
        (ROOT / half / f"{m['slug']}.expected.json").write_text(gold_json(m["fmt"], m["quotes"]))
    print("built")


if __name__ == "__main__":
    main()
