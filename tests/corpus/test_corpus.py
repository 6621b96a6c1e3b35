"""Accuracy on the corpus: precision >= 0.99 and recall >= 0.97 on every format and asset class.

The hand-written set (``handwritten/``) is scored on its own against the same targets.
"""

import json
from pathlib import Path

import generate
import pytest
import score

HERE = Path(__file__).parent
FORMATS = sorted({json.loads(p.read_text())["format"] for p in (HERE / "mails").glob("*.expected.json")})


@pytest.fixture(scope="module")
def tallies():
    return score.score(HERE / "mails")


def test_corpus_is_big_enough():
    assert len(list((HERE / "mails").glob("*.eml"))) >= 300
    assert {"text", "html", "reply", "forward", "eu", "xlsx", "csv", "pdf", "docx"} <= set(FORMATS)


@pytest.mark.parametrize("name", [f"format {f}" for f in FORMATS] + [f"asset {a}" for a in generate.ASSETS])
def test_targets(tallies, name):
    t = tallies[name]
    assert t.tp + t.fn >= 30, "too few expected quotes to measure"
    assert t.precision >= 0.99, score.report({name: t})
    assert t.recall >= 0.97, score.report({name: t})


def test_expected_quotes_come_from_the_generator(tmp_path):
    """The committed truth is exactly what the generator writes: nobody edited it to fit the extractor."""
    generate.main(["--out", str(tmp_path)])
    for path in sorted((HERE / "mails").glob("*.expected.json")):
        assert (tmp_path / path.name).read_text() == path.read_text(), path.name


def test_scorer_counts_a_wrong_price_as_wrong():
    path = next((HERE / "mails").glob("*-text.expected.json"))
    expected = json.loads(path.read_text())["quotes"]
    mail = path.with_name(path.name.replace(".expected.json", ".eml"))
    tampered = [dict(expected[0], bid=(expected[0]["bid"] or 1) + 0.01)] + expected[1:]
    result = score.score_mail(mail, tampered)
    assert len(result.false_pos) == 1 and len(result.misses) == 1 and len(result.matched) == len(expected) - 1


HANDWRITTEN = HERE / "handwritten"


@pytest.fixture(scope="module")
def handwritten():
    return score.score(HANDWRITTEN)


def test_handwritten_set_is_big_and_varied():
    specs = [json.loads(p.read_text()) for p in HANDWRITTEN.glob("*.expected.json")]
    assert len(specs) >= 25 and len(list(HANDWRITTEN.glob("*.eml"))) == len(specs)
    assert {"text", "html", "reply", "forward", "eu", "alternative"} <= {s["format"] for s in specs}
    assets = {q["asset_class"] for s in specs for q in s["quotes"]}
    assert {"government", "muni", "convertible", "preferred", "loan", "structured", "cds", "sovereign"} <= assets


def test_handwritten_targets(handwritten):
    t = handwritten["all"]
    print(score.report(handwritten))
    assert t.tp + t.fn >= 60
    assert t.precision >= 0.99, score.report(handwritten)
    assert t.recall >= 0.97, score.report(handwritten)
    assert t.field_ok["dealer"] == t.tp and t.field_ok["asset_class"] == t.tp, score.report(handwritten)
