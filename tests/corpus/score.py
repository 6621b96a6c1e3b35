"""Score the extractors against the corpus: precision and recall per format and per asset class.

    .venv/bin/python tests/corpus/score.py [--dir DIR ...] [-v]

Without ``--dir`` both sets are scored and printed apart: the generated corpus (``mails/``) and
the hand-written one (``handwritten/``, whose truth was typed from reading each mail).

A quote counts as right when instrument key, quote type, bid, ask and both sizes all match an
expected quote of the same mail (each expected quote matches once). Dealer and asset class are
reported as field accuracy over the matched quotes.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
#: The generated corpus and the hand-written one, scored apart.
SETS = (HERE / "mails", HERE / "handwritten")
sys.path.insert(0, str(HERE.parent.parent))

from config.settings import load_settings  # noqa: E402
from consumer.pipeline import run_file  # noqa: E402

_SETTINGS = load_settings()


def extract_through_pipeline(path: Path) -> list[Any]:
    """The production path in memory: the producer's reader on the file, its raw records, unpack, parse."""
    return list(run_file(path, _SETTINGS).result.quotes)


def _norm_key(key: str) -> str:
    # The grouping rule of the issue, restated here so the scorer does not trust the extractor's own.
    return re.sub(r"\s+", " ", re.sub(r"[()\[\],]", " ", key)).strip().upper()


def _num(v: Any) -> Any:
    return None if v is None else round(float(v), 6)


def signature(q: dict[str, Any]) -> tuple[Any, ...]:
    return (
        _norm_key(q["instrument_key"]),
        q["quote_type"],
        _num(q["bid"]),
        _num(q["ask"]),
        _num(q["bid_size"]),
        _num(q["ask_size"]),
    )


@dataclass
class Tally:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    field_ok: Counter[str] = field(default_factory=Counter)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


def score_mail(
    path: Path, expected: list[dict[str, Any]]
) -> tuple[list[tuple[dict[str, Any], dict[str, Any]]], list[dict[str, Any]], list[dict[str, Any]]]:
    """(matched (expected, got) pairs, false positives, misses) for one mail."""
    got = [q.to_json_dict() for q in extract_through_pipeline(path)]
    pool: dict[tuple[Any, ...], list[dict[str, Any]]] = defaultdict(list)
    for q in expected:
        pool[signature(q)].append(q)
    matched, false_pos = [], []
    for q in got:
        bucket = pool.get(signature(q))
        if bucket:
            matched.append((bucket.pop(), q))
        else:
            false_pos.append(q)
    misses = [q for bucket in pool.values() for q in bucket]
    return matched, false_pos, misses


def score(directory: Path, verbose: bool = False) -> dict[str, Tally]:
    tallies: dict[str, Tally] = defaultdict(Tally)
    for path in sorted(directory.glob("*.expected.json")):
        spec = json.loads(path.read_text())
        mail = path.with_name(path.name.replace(".expected.json", ".eml"))
        matched, false_pos, misses = score_mail(mail, spec["quotes"])
        fmt = spec["format"]
        for exp, got in matched:
            for name in (f"format {fmt}", f"asset {exp['asset_class']}", "all"):
                t = tallies[name]
                t.tp += 1
                t.field_ok["dealer"] += exp["dealer"] == got["dealer"]
                t.field_ok["asset_class"] += exp["asset_class"] == got["asset_class"]
        for q in false_pos:
            for name in (f"format {fmt}", f"asset {q['asset_class']}", "all"):
                tallies[name].fp += 1
        for q in misses:
            for name in (f"format {fmt}", f"asset {q['asset_class']}", "all"):
                tallies[name].fn += 1
        if verbose and (false_pos or misses):
            print(f"--- {path.name}")
            for q in false_pos:
                print(f"  FP {signature(q)}  {q['location']}: {q['raw']!r}")
            for q in misses:
                print(f"  FN {signature(q)}")
    return dict(tallies)


def report(tallies: dict[str, Tally]) -> str:
    lines = [
        f"{'':24} {'expected':>8} {'found':>6} {'right':>6} {'precision':>9} {'recall':>7} {'dealer':>7} {'asset':>7}"
    ]
    for name in sorted(tallies, key=lambda n: (n == "all", n)):
        t = tallies[name]
        lines.append(
            f"{name:24} {t.tp + t.fn:8d} {t.tp + t.fp:6d} {t.tp:6d} {t.precision:9.4f} {t.recall:7.4f} "
            f"{t.field_ok['dealer'] / max(t.tp, 1):7.3f} {t.field_ok['asset_class'] / max(t.tp, 1):7.3f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dir", type=Path, action="append", help="A directory of mails (repeatable).")
    parser.add_argument("-v", "--verbose", action="store_true", help="List every wrong and missed quote.")
    args = parser.parse_args(argv)
    for directory in args.dir or SETS:
        print(f"== {directory.relative_to(HERE) if directory.is_relative_to(HERE) else directory}")
        print(report(score(directory, args.verbose)))


if __name__ == "__main__":
    main()
