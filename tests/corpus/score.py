"""Score the extractors against the corpus: precision and recall per format and per asset class.

    .venv/bin/python tests/corpus/score.py [--dir DIR ...] [-v]

Without ``--dir`` every set is scored and printed apart: the generated corpus (``mails/``), the
hand-written one (``handwritten/``, whose truth was typed from reading each mail), and the blind
corpus written by someone who had not read the parser: its development half (``blind/dev``) and
its hold-out half (``blind/holdout``, scored and reported, never tuned against); a second blind
development set (``blind2/dev``); and a third blind corpus by a third author, split the same way
(``blind3/dev``, ``blind3/holdout``), a fourth by a fourth author (``blind4/dev``,
``blind4/holdout``), a fifth by a fifth (``blind5/dev``, ``blind5/holdout``) and a sixth by a sixth
(``blind6/dev``, ``blind6/holdout``: its hold-out's layouts are described in ``holdout/README.md`` only),
and a seventh to thirty-eighth the same way (``blind7`` to ``blind38``, each ``dev`` and ``holdout``).

A quote counts as right when instrument key, quote type, bid, ask and both sizes all match an
expected quote of the same mail (each expected quote matches once). Keys are compared as the
multiset of their words (upper case; brackets, commas and ``%`` dropped; numbers as numbers), the
rule of docs/quotes.md read leniently about word order. Dealer and asset class are reported as
field accuracy over the matched quotes.

``fp-px-ok`` counts the wrong quotes whose measure, bid and ask are those of an expected quote of the
same mail (the price is right, the key or the sizes are not), of the same bond where the quote is keyed by
an identifier the gold keys a bond by; ``wrong-px`` the rest: wrong prices accepted, the failure a pricing
database must not have.

Review (docs/quotes.md): a quote stored with a review reason is kept out of analyst views, so it
neither counts as found nor as wrong. Precision is over the accepted quotes; recall is over every
good quote of the gold, so a right quote held in review counts as missed (the desk does not see it
until someone accepts it). The review columns say how many went to review and how many of those
were right. An expected quote
marked ``"review": true`` is one a careful reader would not trust: found in review it is right,
found accepted it counts as wrong.
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
#: Every set, scored apart: generated, hand-written, the thirty-four blind development sets, the thirty-three
#: hold-outs.
_BLIND = ("blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7", "blind8", "blind9", "blind10",
          "blind11", "blind12", "blind13", "blind14", "blind15", "blind16", "blind17", "blind18", "blind19",
          "blind20", "blind21", "blind22", "blind23", "blind24", "blind25", "blind26", "blind27", "blind28",
          "blind29", "blind30", "blind31", "blind32", "blind33", "blind34", "blind35", "blind36",
          "blind37", "blind38")
SETS = (HERE / "mails", HERE / "handwritten", *(HERE / b / "dev" for b in _BLIND),
        *(HERE / b / "holdout" for b in _BLIND if b != "blind2"))
sys.path.insert(0, str(HERE.parent.parent))

from config.settings import load_settings  # noqa: E402
from consumer.pipeline import run_file  # noqa: E402

_SETTINGS = load_settings()


def extract_through_pipeline(path: Path) -> list[Any]:
    """The production path in memory: the producer's reader on the file, its raw records, unpack, parse."""
    return list(run_file(path, _SETTINGS).result.quotes)


def _word(w: str) -> str:
    try:
        return f"{float(w):g}"
    except ValueError:
        return w


def _norm_key(key: str) -> str:
    # The grouping rule of docs/quotes.md, restated here so the scorer does not trust the extractor's own.
    words = re.sub(r"[()\[\],%]", " ", key).upper().split()
    return " ".join(sorted(_word(w) for w in words))


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
    #: Quotes stored for review: right ones (a good quote held back), wrong ones (kept out, as
    #: they should be), and expected-doubtful ones that were flagged.
    review_right: int = 0
    review_wrong: int = 0
    doubt_flagged: int = 0
    #: Accepted quotes counted wrong whose levels (measure, bid, ask) are those of an expected quote
    #: of the same mail: the price is right, the key or the sizes differ from the gold.
    fp_levels_right: int = 0
    field_ok: Counter[str] = field(default_factory=Counter)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def wrong_prices(self) -> int:
        """Accepted quotes whose levels are no expected quote's: wrong prices a desk would see."""
        return self.fp - self.fp_levels_right

    @property
    def expected(self) -> int:
        """The good quotes of the gold: accepted right, missed, or held in review."""
        return self.tp + self.fn + self.review_right

    @property
    def recall(self) -> float:
        # A right quote held in review is not one the desk sees: it counts against recall.
        return self.tp / self.expected if self.expected else 1.0


@dataclass
class MailScore:
    matched: list[tuple[dict[str, Any], dict[str, Any]]]  # (expected, accepted quote)
    false_pos: list[dict[str, Any]]  # accepted, and not an expected good quote
    misses: list[dict[str, Any]]  # expected good quotes not accepted
    review: list[tuple[dict[str, Any] | None, dict[str, Any]]]  # (expected or None, quote in review)


def score_mail(path: Path, expected: list[dict[str, Any]]) -> MailScore:
    got = [q.to_json_dict() for q in extract_through_pipeline(path)]
    pool: dict[tuple[Any, ...], list[dict[str, Any]]] = defaultdict(list)
    for q in expected:
        pool[signature(q)].append(q)
    matched, false_pos, review = [], [], []
    # Accepted quotes claim their match first: a review copy never hides a wrong accepted one.
    for q in sorted(got, key=lambda q: q.get("review_reason") is not None):
        bucket = pool.get(signature(q))
        exp = bucket.pop() if bucket else None
        if q.get("review_reason"):
            review.append((exp, q))
        elif exp is not None and not exp.get("review"):
            matched.append((exp, q))
        else:
            false_pos.append(q)
    misses = [q for bucket in pool.values() for q in bucket if not q.get("review")]
    return MailScore(matched, false_pos, misses, review)


def _levels(q: dict[str, Any]) -> tuple[Any, ...]:
    return q["quote_type"], _num(q["bid"]), _num(q["ask"])


def gold_of_bond(q: dict[str, Any], expected: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The expected quotes a quote's levels are judged against: its own bond's where it is keyed by an
    identifier the gold keys a bond by (a bill given the SSA's price beside it is a wrong price, whatever
    the SSA's own quote says), else all of the mail's."""
    key = str(q["instrument_key"]).upper()
    if len(key) in (9, 12) and key.isalnum():
        return [e for e in expected if str(e["instrument_key"]).upper() == key] or expected
    return expected


def _levels_right(q: dict[str, Any], expected: list[dict[str, Any]]) -> bool:
    """Whether an accepted quote counted wrong carries the levels of an expected quote (``gold_of_bond``)."""
    return _levels(q) in {_levels(e) for e in gold_of_bond(q, expected)}


def _names(fmt: str, q: dict[str, Any]) -> tuple[str, ...]:
    names = [f"format {fmt}", f"asset {q['asset_class']}", "all"]
    if q.get("group"):
        names.append(f"group {q['group']}")
    return tuple(names)


def score(directory: Path, verbose: bool = False) -> dict[str, Tally]:
    tallies: dict[str, Tally] = defaultdict(Tally)
    for path in sorted(directory.glob("*.expected.json")):
        spec = json.loads(path.read_text())
        mail = path.with_name(path.name.replace(".expected.json", ".eml"))
        result = score_mail(mail, spec["quotes"])
        fmt = spec["format"]
        for exp, got in result.matched:
            for name in _names(fmt, exp):
                t = tallies[name]
                t.tp += 1
                t.field_ok["dealer"] += exp["dealer"] == got["dealer"]
                t.field_ok["asset_class"] += exp["asset_class"] == got["asset_class"]
        for q in result.false_pos:
            right = _levels_right(q, spec["quotes"])
            for name in _names(fmt, q):
                tallies[name].fp += 1
                tallies[name].fp_levels_right += right
        for q in result.misses:
            for name in _names(fmt, q):
                tallies[name].fn += 1
        for exp, q in result.review:
            for name in _names(fmt, exp or q):
                t = tallies[name]
                if exp is None:
                    t.review_wrong += 1
                elif exp.get("review"):
                    t.doubt_flagged += 1
                else:
                    t.review_right += 1
        if verbose and (result.false_pos or result.misses or result.review):
            print(f"--- {path.name}")
            for q in result.false_pos:
                print(f"  FP {signature(q)}  {q['location']}: {q['raw']!r}")
            for q in result.misses:
                print(f"  FN {signature(q)}")
            for exp, q in result.review:
                tag = "RV-wrong" if exp is None else "RV-doubt" if exp.get("review") else "RV-right"
                print(f"  {tag} {signature(q)} ({q['review_reason']})  {q['location']}: {q['raw']!r}")
    return dict(tallies)


def report(tallies: dict[str, Tally]) -> str:
    lines = [
        f"{'':24} {'expected':>8} {'found':>6} {'right':>6} {'precision':>9} {'recall':>7} {'dealer':>7} {'asset':>7}"
        f" {'review':>6} {'rv-ok':>5} {'rv-bad':>6} {'fp-px-ok':>8} {'wrong-px':>8}"
    ]
    for name in sorted(tallies, key=lambda n: (n == "all", n.split()[0] == "group", n)):
        t = tallies[name]
        lines.append(
            f"{name:24} {t.expected:8d} {t.tp + t.fp:6d} {t.tp:6d} {t.precision:9.4f} {t.recall:7.4f} "
            f"{t.field_ok['dealer'] / max(t.tp, 1):7.3f} {t.field_ok['asset_class'] / max(t.tp, 1):7.3f}"
            f" {t.review_right + t.review_wrong + t.doubt_flagged:6d} {t.review_right + t.doubt_flagged:5d}"
            f" {t.review_wrong:6d} {t.fp_levels_right:8d} {t.wrong_prices:8d}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dir", type=Path, action="append", help="A directory of mails (repeatable).")
    parser.add_argument("-v", "--verbose", action="store_true", help="List every wrong and missed quote.")
    args = parser.parse_args(argv)
    for directory in args.dir or [d for d in SETS if d.is_dir()]:
        print(f"== {directory.relative_to(HERE) if directory.is_relative_to(HERE) else directory}")
        print(report(score(directory, args.verbose)))


if __name__ == "__main__":
    main()
