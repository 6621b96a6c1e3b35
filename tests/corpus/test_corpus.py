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
    assert t.expected >= 30, "too few expected quotes to measure"
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
    assert t.expected >= 60
    assert t.precision >= 0.99, score.report(handwritten)
    assert t.recall >= 0.97, score.report(handwritten)
    assert t.field_ok["dealer"] == t.tp and t.field_ok["asset_class"] == t.tp, score.report(handwritten)


BLIND = HERE / "blind"
#: sha256 over the hold-out files (sorted paths, then `sha256sum | sha256sum`): the gold a blind
#: author wrote is scored as it was written, never edited to fit the extractor.
HOLDOUT_DIGEST = "57e627924cf508dc1d5435f59b7f49dfded8d53abfa2bb5f8a516c0b28a6d4a8"


#: The same for the third blind corpus's hold-out (blind3/holdout), as committed by its author.
HOLDOUT3_DIGEST = "582a3f5f7ade4f812981f688e5e637d34ef889d0bb5a91e1e3d57d599413d7e6"
#: And the fourth's (blind4/holdout, as committed by its author in e33ce64).
HOLDOUT4_DIGEST = "ae04a378f12cadde2f771ab58d2d96ac62a346feff7872a394ab002b291e07b1"
#: And the fifth's (blind5/holdout, as committed by its author in d592161).
HOLDOUT5_DIGEST = "298a8ce40353591795ade1972091b48502842bee352ea3fceed99463d2836c8a"
#: And the sixth's (blind6/holdout, as committed by its author in 0ac89ce).
HOLDOUT6_DIGEST = "d5162eeebe3ce9c2818158adffdae44625ea481095e5f9860355c0b82c8144e6"
#: And the seventh's (blind7/holdout, as committed by its author in 612b304).
HOLDOUT7_DIGEST = "3f253b11fba2d923704206d91550db9ce49b2b85fdbcbec1f0ab977239309475"
#: And the eighth's (blind8/holdout, as committed by its author in 1a7bef1).
HOLDOUT8_DIGEST = "c1cdcb8c22c21179b7e979a4b961384c39903240ae6cb81ddbe8dd7d65fdcb39"
#: And the ninth's (blind9/holdout, as committed by its author in d74f302).
HOLDOUT9_DIGEST = "afba7284c870c825ce1938bb83a55d951acfdfd5e4193d207b45f8700ae6241c"
#: And the tenth's (blind10/holdout, as committed by its author in e6eedfc).
HOLDOUT10_DIGEST = "bb8f389069481af34d07bb246b3cdd2915325389ef7caeb0f27de5971e3e5267"
#: And the eleventh's (blind11/holdout, as committed by its author in 19c18d7).
HOLDOUT11_DIGEST = "10a0e40995003f1f8134b6dec5d64f6f7eeee76b595befe5fb089726a8ee0c1e"
#: And the twelfth's (blind12/holdout, as committed by its author in 680a984).
HOLDOUT12_DIGEST = "5b9f1e92e33722589696f32853c01e51f875bcfcfba84fb93b969df9b152d794"
#: And the thirteenth's (blind13/holdout, as committed by its author in 3f7abf0).
HOLDOUT13_DIGEST = "98302238ff7a0a004c480cb48783693ea6396fb32d28bfb434a3e783cd2b0ae0"
#: And the fourteenth's (blind14/holdout, as committed by its author in 4c39bea).
HOLDOUT14_DIGEST = "67640e631255253205046ec9a203e69b60c7c1f4401ac872f57e38c5e7c8a8f9"
#: And the fifteenth's (blind15/holdout, as committed by its author in 89e0d4a).
HOLDOUT15_DIGEST = "f63720498895d5cda1ca7f1464ccb1e785721f1255107cd6009f79c3d8686182"
#: And the sixteenth's (blind16/holdout, as committed by its author in 11a9136).
HOLDOUT16_DIGEST = "b56c6e53314ad219bdf2bd12b267e28d14b840a79edb6b1f6d48dc5ad2563d76"
#: And the seventeenth's (blind17/holdout, as committed by its author in 5b6c09a).
HOLDOUT17_DIGEST = "5ef91c47523c0adf76b4949c9e9590d3c22e71b67617c67cbf99a55bd8b4d3f3"
#: And the eighteenth's (blind18/holdout, as committed by its author in ed12bc8).
HOLDOUT18_DIGEST = "25902390111fed47e7e6b343fd09267452f838f86baf55b12fe82bfed164b281"
#: And the nineteenth's (blind19/holdout, as committed by its author in 3ad07c1).
HOLDOUT19_DIGEST = "ee575cf8d4edb2d199a7838e53b5ebb1bdf59b37975eb61b6a6fedfa0166a0d3"
#: And the twentieth's (blind20/holdout, as committed by its author in 870be82).
HOLDOUT20_DIGEST = "220945bbd1d56ac7e3b161fd3c025b598261b1c951b378dfc89f422127d5feaf"
#: And the twenty-first's (blind21/holdout, as committed by its author in 08092a4).
HOLDOUT21_DIGEST = "6f501eb91eae2037ee70212731ab7a5e9f7d6fbd5c24d8f6cfe94ac650f5ad5c"
#: And the twenty-second's (blind22/holdout, as committed by its author in 622a56d).
HOLDOUT22_DIGEST = "eed99748eb1a8ee878226c73738b30f54a48ea25544c60695ea9b22439417c7f"
#: And the twenty-third's (blind23/holdout, as committed by its author in 7d2e612).
HOLDOUT23_DIGEST = "a5fd4ea39025874df045348ac63cb066ed2489929cb91e89a21ffd05e8adf4a1"
#: And the twenty-fourth's (blind24/holdout, as committed by its author in ce76a70).
HOLDOUT24_DIGEST = "e8a42545810d29b45ebf8fd123124b283206fd0162b1d7a70e7d857d68374bb8"
#: And the twenty-fifth's (blind25/holdout, as committed by its author in 18ac33c).
HOLDOUT25_DIGEST = "4e4d3067a2bdcf61a397957cb4c47a804bbdbaaaccd5137b8c5bfb4d4eb02678"
#: And the twenty-sixth's (blind26/holdout, as committed by its author in 69364f3).
HOLDOUT26_DIGEST = "1d5fb7a0c7d5e513db2875ab168ae917b282aab795f9c551a04183864f1b266c"
#: And the twenty-seventh's (blind27/holdout, as committed by its author in fc2afef).
HOLDOUT27_DIGEST = "219b22406ced2433b6061ce1a5ef318e103672972a89eb927a9a721cb792773d"
#: And the twenty-eighth's (blind28/holdout, as committed by its author in 4dff58f).
HOLDOUT28_DIGEST = "dfe504c9036477d38556a871bd257294c580b7a74f8bbcab2190ec79b31ad9b7"
#: And the twenty-ninth's (blind29/holdout, as committed by its author in 84794bb).
HOLDOUT29_DIGEST = "0e932fe540907b98bfabe54940b4b938722e7073ab8de402499c0b9d897fa5da"
#: And the thirtieth's (blind30/holdout, as committed by its author in 75e2947).
HOLDOUT30_DIGEST = "eea28f44740f743c897c89f419ad0954e881b4ca3c3375f41ea01d0996ae32e3"
#: And the thirty-first's (blind31/holdout, as committed by its author in 20b4385).
HOLDOUT31_DIGEST = "5d4226ebe445f83858b4567a90ec1f5a652f64162abd0225ebf24e752035eba6"
#: And the thirty-second's (blind32/holdout, as committed by its author in f09b620).
HOLDOUT32_DIGEST = "8671a0b7054ba9df046f8b25835c47b482033150a88495a92d4ec1ea0c92ed0b"
#: And the thirty-third's (blind33/holdout, as committed by its author in 8259a74).
HOLDOUT33_DIGEST = "131bc9b16bdb54653c6938b6e8392ac56b08484d14894daef368f9317f46c370"
#: And the thirty-fourth's (blind34/holdout, as committed by its author in 6bf9d2a).
HOLDOUT34_DIGEST = "98436ee309fc86580a3f4caa061bc9260a6eec6ce51bc8731bbafeb416c9a10b"
#: And the thirty-fifth's (blind35/holdout, as committed by its author in 377afa9).
HOLDOUT35_DIGEST = "b830c1540a263caacdb7e4ca2a9bbfe4478ac4dd624961bb27e3b8062da89371"
#: And the thirty-sixth's (blind36/holdout, as committed by its author in 7d6c34b).
HOLDOUT36_DIGEST = "58925767e3093598ce6fd7c880ba7db682a8cd0837e1884832095990ae081204"
#: And the thirty-seventh's (blind37/holdout, as committed by its author in 1f6f7d6).
HOLDOUT37_DIGEST = "453f6e5f91e4e239bf6b458dce62d15ba895e5b9fbf0eb1e18c31a1e9cdf0f01"
#: And the thirty-eighth's (blind38/holdout, as committed by its author in 676ca3a; its CUSIPs made nine
#: characters, the author's generator fixed, in b6535c2).
HOLDOUT38_DIGEST = "a91163f23ae9b210f5d1c850617c14f0cfddeb88df316dc6300b71ffd0350d16"


def _digest(folder):
    import hashlib

    lines = []
    for path in sorted(folder.iterdir(), key=lambda p: str(p)):
        lines.append(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path.relative_to(HERE.parent.parent)}\n")
    return hashlib.sha256("".join(lines).encode()).hexdigest()


@pytest.mark.parametrize("folder, digest", [(BLIND / "holdout", HOLDOUT_DIGEST),
                                            (HERE / "blind3" / "holdout", HOLDOUT3_DIGEST),
                                            (HERE / "blind4" / "holdout", HOLDOUT4_DIGEST),
                                            (HERE / "blind5" / "holdout", HOLDOUT5_DIGEST),
                                            (HERE / "blind6" / "holdout", HOLDOUT6_DIGEST),
                                            (HERE / "blind7" / "holdout", HOLDOUT7_DIGEST),
                                            (HERE / "blind8" / "holdout", HOLDOUT8_DIGEST),
                                            (HERE / "blind9" / "holdout", HOLDOUT9_DIGEST),
                                            (HERE / "blind10" / "holdout", HOLDOUT10_DIGEST),
                                            (HERE / "blind11" / "holdout", HOLDOUT11_DIGEST),
                                            (HERE / "blind12" / "holdout", HOLDOUT12_DIGEST),
                                            (HERE / "blind13" / "holdout", HOLDOUT13_DIGEST),
                                            (HERE / "blind14" / "holdout", HOLDOUT14_DIGEST),
                                            (HERE / "blind15" / "holdout", HOLDOUT15_DIGEST),
                                            (HERE / "blind16" / "holdout", HOLDOUT16_DIGEST),
                                            (HERE / "blind17" / "holdout", HOLDOUT17_DIGEST),
                                            (HERE / "blind18" / "holdout", HOLDOUT18_DIGEST),
                                            (HERE / "blind19" / "holdout", HOLDOUT19_DIGEST),
                                            (HERE / "blind20" / "holdout", HOLDOUT20_DIGEST),
                                            (HERE / "blind21" / "holdout", HOLDOUT21_DIGEST),
                                            (HERE / "blind22" / "holdout", HOLDOUT22_DIGEST),
                                            (HERE / "blind23" / "holdout", HOLDOUT23_DIGEST),
                                            (HERE / "blind24" / "holdout", HOLDOUT24_DIGEST),
                                            (HERE / "blind25" / "holdout", HOLDOUT25_DIGEST),
                                            (HERE / "blind26" / "holdout", HOLDOUT26_DIGEST),
                                            (HERE / "blind27" / "holdout", HOLDOUT27_DIGEST),
                                            (HERE / "blind28" / "holdout", HOLDOUT28_DIGEST),
                                            (HERE / "blind29" / "holdout", HOLDOUT29_DIGEST),
                                            (HERE / "blind30" / "holdout", HOLDOUT30_DIGEST),
                                            (HERE / "blind31" / "holdout", HOLDOUT31_DIGEST),
                                            (HERE / "blind32" / "holdout", HOLDOUT32_DIGEST),
                                            (HERE / "blind33" / "holdout", HOLDOUT33_DIGEST),
                                            (HERE / "blind34" / "holdout", HOLDOUT34_DIGEST),
                                            (HERE / "blind35" / "holdout", HOLDOUT35_DIGEST),
                                            (HERE / "blind36" / "holdout", HOLDOUT36_DIGEST),
                                            (HERE / "blind37" / "holdout", HOLDOUT37_DIGEST),
                                            (HERE / "blind38" / "holdout", HOLDOUT38_DIGEST)])
def test_blind_holdout_is_as_its_author_wrote_it(folder, digest):
    assert _digest(folder) == digest


@pytest.fixture(scope="module")
def blind_dev():
    return score.score(BLIND / "dev")


def test_blind_dev_targets(blind_dev):
    """The half of the blind corpus the extractors were tuned on: the issue's targets, and no
    wrong price stored outside the review state."""
    t = blind_dev["all"]
    print(score.report(blind_dev))
    assert t.expected >= 300
    assert t.fp == 0, score.report(blind_dev)
    assert t.recall >= 0.97, score.report(blind_dev)


def test_blind_holdout_is_scored_and_reported():
    """Scored and printed apart (`score.py` prints it too), never tuned against: its numbers are
    reported in bench/RESULTS.md and the README as they come, including where they miss the target."""
    tallies = score.score(BLIND / "holdout")
    print(score.report(tallies))
    assert tallies["all"].expected >= 300


def test_third_blind_sets():
    """The third blind corpus (another author, neither parser nor other sets read): its development
    half where it stands after tuning (no more than 3.5 % of accepted quotes wrong, recall 0.95),
    its hold-out scored and printed, never tuned against (bench/RESULTS.md has its numbers)."""
    dev = score.score(HERE / "blind3" / "dev")
    print(score.report(dev))
    t = dev["all"]
    assert t.expected >= 450
    assert t.fp <= 0.035 * (t.tp + t.fp), score.report(dev)
    assert t.recall >= 0.95, score.report(dev)
    holdout = score.score(HERE / "blind3" / "holdout")
    print(score.report(holdout))
    assert holdout["all"].expected >= 400


#: The fourth to ninth blind corpora, each by an author who read neither the parser nor the other sets'
#: mails, its hold-out never tuned against (from the sixth on, its layouts are described only in
#: holdout/README.md, which the parser's engineers do not read). Per corpus: the floors of gold quotes
#: that say each half is read whole, and the most wrong prices its development half may accept (None: not
#: asserted). First-sight figures are in bench/RESULTS.md:
#: - blind4 (session 5), parser 1.8.0: dev 0.824 / 0.507, hold-out 0.661 / 0.514;
#: - blind5 (session 7; PDFs, text, chat), parser 1.11.0: dev 0.689 / 0.458, hold-out 0.859 / 0.551;
#: - blind6 (session 7; 16 PDFs of 60), parser 1.12.0: dev 0.611 / 0.453, hold-out 0.522 / 0.405. Session
#:   8's checks (unplaced numbers, Word's tracked insertions) took its 18 wrong prices to none;
#: - blind7 (session 8), babd82b (before parser 1.13.0): dev 0.704 / 0.441 with 8 wrong prices accepted,
#:   hold-out 0.767 / 0.336 with 11. One left: a preferred's row laid one column right in a PDF (its bid
#:   column empty, its offer under a known non-quote column), read as offer-only;
#: - blind8 (session 9; munis, loans and securitised products, mostly PDF), d28ea45 (parser 1.13.0): dev
#:   0.765 / 0.580 with 13 wrong prices, hold-out 0.785 / 0.417 with 10. Session 9's rules and the
#:   one-side-lost check (parser 1.14.0) took its 13 wrong prices to none;
#: - blind9 (session 10; the desk's everyday runs: IG / HY, EM, governments, SSA, CDS, converts, FRNs),
#:   f73c594 (parser 1.14.0 and three session-10 rules): dev 0.792 / 0.607 with 13 wrong prices, hold-out
#:   0.687 / 0.469 with none. Session 10's rules (parser 1.15.0) took its 13 wrong prices to none.
#: - blind10 (session 11; a mixed desk day weighted to the numbers that are not levels), e6eedfc (parser
#:   1.15.0 and session 11's locked-market, width and matured-bond checks): dev 0.608 / 0.414 with 28 wrong
#:   prices, hold-out 0.525 / 0.224 with 9. Session 11's rules (parser 1.16.0) took its 28 wrong prices to none.
#: - blind11 (session 13; desks' own tools: ruled and multi-page PDFs, HTML with grouped headers, sheets
#:   with two header rows and number formats), 19c18d7 (parser 1.16.0 with session 13's rules): dev 0.805 /
#:   0.567 with 5 wrong prices, hold-out 0.699 / 0.410 with 6. Session 14's rules (parser 1.18.0) took its dev
#:   wrong prices to none.
#: - blind12 (session 14; desks in different regions and their conventions), 680a984 (parser 1.18.0 with
#:   session 14's blind11 rules): dev 0.667 / 0.461 with 2 wrong prices, hold-out 0.703 / 0.444 with 6.
#: - blind13 (session 15; a run's life through the day: refreshes, re-sends, in-line answers, superseded
#:   versions, axes going off, BWIC covers), 3f7abf0 (parser 1.18.0 with session 15's blind12 rules, a85725e):
#:   dev 0.730 / 0.563 with 14 wrong prices, hold-out 0.599 / 0.480 with 10.
#: - blind14 (session 16; measures and units: each market in the measure it trades on, the unit away from
#:   the level), 4c39bea (parser 1.19.0 with session 16's first rules, 357f7d6): dev 0.785 / 0.438 with 3
#:   wrong prices, hold-out 0.669 / 0.371 with 6.
#: - blind15 (session 17; the inventory desks' offering and level sheets as PDF and spreadsheet attachments:
#:   munis, agencies / SSA, loans, CLO / ABS / MBS), 89e0d4a (parser 1.21.0 with session 17's blind14 rules):
#:   dev 0.662 / 0.474 with 13 wrong prices, hold-out 0.615 / 0.443 with 2.
#: - blind16 (session 18; the rates desks: Treasuries in 32nds, bills, TIPS, EGBs, gilts, JGBs, SSA curves,
#:   EM locals, IG against Treasuries, sovereign CDS), 11a9136 (parser 1.22.0's first rules, from blind15's
#:   perturbations): dev 0.814 / 0.449 with 6 wrong prices, hold-out 0.463 / 0.305 with 3.
#: - blind17 (session 19; wrong-price traps across every asset class: levels beside changes, closes,
#:   benchmarks, corrections and withdrawals, spoken sides, stale levels), 5b6c09a (parser 1.22.0 with session
#:   19's speed work, same quotes): dev 0.517 / 0.394 with 23 wrong prices, hold-out 0.624 / 0.406 with 5.
#: - blind18 (session 20; the formats that are no ruled table: chat transcripts, CSV exports and Word
#:   documents, across every asset class), f1d7b59 (parser 1.23.0, the code the session started from): dev
#:   0.757 / 0.559 with 2 wrong prices, hold-out 0.769 / 0.611 with 5.
#: - blind19 (session 22; numbers that look like levels but are not, in munis, loans and securitised
#:   products, beside a quarter of everyday credit runs), 4c61902 (parser 1.25.0 with session 22's blind18
#:   rules): dev 0.928 / 0.401 with 1 wrong price, hold-out 0.842 / 0.392 with none.
#: - blind20 (session 23; several quotes on one line or sentence, two measures on one side, spaced dashes
#:   that are markets and ones that are not, labelled numbers beside levels), 21c8218 (parser 1.26.0 with
#:   session 23's table rules, none written against it): dev 0.700 / 0.243 with 1 wrong price, hold-out
#:   0.731 / 0.236 with 3.
#: - blind21 (session 24; PDF sheets as dealers' systems print them, weighted to agencies, agency MBS, SSA
#:   and munis, sizes stated by scope), d90b63b (parser 1.27.0 with session 24's rules from the older dev
#:   halves, none written against it): dev 0.521 / 0.311 with 15 wrong prices, hold-out 0.564 / 0.355 with 3.
#: - blind22 (session 25; HTML and spreadsheet tables as they arrive, weighted to loans, structured products,
#:   agencies and munis), 7b51fee (parser 1.29.0 with session 25's blind21 rules, none written against it):
#:   dev 0.846 / 0.712 with 11 wrong prices, hold-out 0.766 / 0.688 with 13.
#: - blind23 (session 26; PDF and Word offering sheets and inventories, weighted to agencies / SSA, munis,
#:   loans and structured products), 5cac390 (parser 1.29.0 with session 26's two-row header rules, none
#:   written against it): dev 0.680 / 0.329 with 1 wrong price, hold-out 0.579 / 0.386 with 13.
#: - blind24 (session 26; PDF and spreadsheet runs and inventories crowded with numbers that look like levels,
#:   weighted to agencies, structured products, loans and corporates), 44568be (parser 1.30.0 with session
#:   26's blind23 rules, none written against it): dev 0.935 / 0.615 with 9 wrong prices, hold-out 0.775 /
#:   0.430 with 18.
#: - blind25 (session 27; PDF and Word offerings and runs of agencies / SSA and structured products where a
#:   careless reader takes the wrong number for the level), 6b0e24b (parser 1.31.0 with session 27's blind24
#:   rules, none written against it): dev 0.466 / 0.348 with no wrong price, hold-out 0.456 / 0.357 with none.
#: - blind26 (session 27; text, HTML, chat and Word runs, colour and axes where the words around a number
#:   decide what it is), 43687d8 (parser 1.31.0 with session 27's blind25 rules, none written against it):
#:   dev 0.934 / 0.596 with no wrong price, hold-out 0.890 / 0.614 with 2.
#: - blind27 (session 29; PDF, Word and spreadsheet offerings and runs as office tools print them, where position
#:   ties a level to its bond, weighted to agencies, structured products, corporates, munis and loans), b7320fe
#:   (parser 1.34.0, none of its rules written against it): dev 0.822 / 0.435 with no wrong price, hold-out
#:   0.855 / 0.443 with none.
#: - blind28 (session 29; text, chat, HTML, CSV and small sheets as desks type, export and forward them: issuers
#:   written once, continental numbers, switches, CDS curves, quoted history), b7320fe: dev 0.888 / 0.711 with 6
#:   wrong prices, hold-out 0.818 / 0.582 with 3.
#: - blind29 (session 30; PDFs as other tools write them, text out of reading order, two tables side by side,
#:   weighted to agencies, governments in 32nds and bills, structured products and loans), 81d9b11 (parser
#:   1.38.0, none of its rules written against it): dev 0.867 / 0.619 with 7 wrong prices, hold-out 0.858 /
#:   0.653 with 11.
#: - blind30 (session 30; the mails a desk types and forwards: several measures a line, BWIC talk and cover,
#:   SSA on mid-swaps, loans, forwards and replies, chats with refreshes), 81d9b11: dev 0.886 / 0.787 with 1
#:   wrong price, hold-out 0.827 / 0.748 with 1.
#: - blind31 (session 30; offering sheets and inventories printed to PDF or written in Word and Excel, crowded with
#:   numbers that look like levels, weighted to agencies, structured products and loans), 93f7996 (parser 1.40.0,
#:   none of its rules written against it): dev 0.873 / 0.613 with no wrong price, hold-out 0.890 / 0.636 with none.
#: - blind32 (session 30; bodies and chats where the words around a number decide what it is: axes as sentences,
#:   switches, colour, status words, corrections, CDS curves on one line), 93f7996: dev 0.775 / 0.585 with 2 wrong
#:   prices, hold-out 0.907 / 0.680 with 2.
#: - blind33 (session 31; governments in 32nds, bills, TIPS and European governments, agencies and SSA, CMBS, RMBS
#:   and ABS, in PDF, Word, Excel and bodies), c08bcca (parser 1.42.0, none of its rules written against it): dev
#:   0.883 / 0.541 with no wrong price, hold-out 0.713 / 0.459 with 2.
#: - blind34 (session 31; bodies, chats and CSVs as rates, credit and structured desks type them: 32nds shorthand,
#:   WI and bills, FRNs on DM, CMBS in text, loans, corrections, colour and status words), c08bcca: dev 0.883 /
#:   0.840 with 2 wrong prices, hold-out 0.774 / 0.649 with none.
#: - blind35 (session 32; agencies, CLO / CMBS / ABS / CRT tranches and loans, PDF-heavy, rows full of numbers
#:   that are no level), 1bd1515 (parser 1.45.0, none of its rules written against it): dev 0.865 / 0.896 with 25
#:   wrong prices, hold-out 0.926 / 0.904 with 1.
#: - blind36 (session 32; bodies typed and pasted by sales-traders: morning runs of many sections, bonds and levels
#:   written many ways, forwards with stale runs, prose, drifting columns, HTML tables and lines, chats, a CSV),
#:   d695cbf (parser 1.47.0, none of its rules written against it): dev 0.922 / 0.825 with 1 wrong price,
#:   hold-out 0.927 / 0.808 with 4.
#: - blind37 (session 32; credit desks' PDF, Word and Excel: IG / HY runs in two columns, EM sovereigns with Reg S /
#:   144A pairs, cells of two numbers, Offer | Bid order, munis, CDS, converts and preferreds), cbfd3b2 (parser 1.50.0,
#:   none of its rules written against it): dev 0.805 / 0.629 with 13 wrong prices, hold-out 0.768 / 0.564 with 10.
#: - blind38 (session 32; spreadsheets and CSV exports: ALLQ / RUNS rows per dealer, inventory exports, axe sheets
#:   with a Side column, stacked tables, numbers as text, European CSV, pasted sheets), cbfd3b2 on its files as
#:   fixed in b6535c2 (9-character CUSIPs): dev 0.872 / 0.941 with 22 wrong prices, hold-out 0.834 / 0.901 with 19.
LATER_BLIND_SETS = (
    ("blind4", 200, 200, None),
    ("blind5", 280, 240, None),
    ("blind6", 190, 170, 0),
    ("blind7", 260, 230, 1),
    ("blind8", 260, 210, 0),
    ("blind9", 310, 240, 0),
    ("blind10", 260, 230, 0),
    ("blind11", 310, 250, 0),
    ("blind12", 320, 280, 0),
    ("blind13", 230, 200, 0),
    ("blind14", 290, 250, 0),
    ("blind15", 265, 230, 0),
    ("blind16", 345, 180, 0),
    ("blind17", 260, 210, 0),
    ("blind18", 260, 180, 0),
    ("blind19", 190, 170, 0),
    ("blind20", 255, 240, 0),
    ("blind21", 425, 380, 0),
    ("blind22", 420, 350, 0),
    ("blind23", 400, 340, 0),
    ("blind24", 390, 370, 0),
    ("blind25", 500, 480, 0),
    ("blind26", 160, 140, 0),
    ("blind27", 450, 430, 0),
    ("blind28", 230, 170, 0),
    ("blind29", 450, 450, 0),
    ("blind30", 270, 260, 0),
    ("blind31", 300, 300, 0),
    ("blind32", 100, 100, 0),
    ("blind33", 260, 240, 0),
    ("blind34", 160, 140, 0),
    ("blind35", 220, 200, 0),
    ("blind36", 140, 120, 0),
    ("blind37", 225, 210, 0),
    ("blind38", 250, 210, 0),
)


@pytest.mark.parametrize("corpus, dev_floor, holdout_floor, dev_wrong", LATER_BLIND_SETS,
                         ids=[row[0] for row in LATER_BLIND_SETS])
def test_later_blind_sets(corpus, dev_floor, holdout_floor, dev_wrong):
    """Both halves scored and printed; the development half accepts no more wrong prices than its row says."""
    for half, size in (("dev", dev_floor), ("holdout", holdout_floor)):
        tallies = score.score(HERE / corpus / half)
        print(score.report(tallies))
        assert tallies["all"].expected >= size
        if half == "dev" and dev_wrong is not None:
            assert tallies["all"].wrong_prices <= dev_wrong, score.report(tallies)


def test_second_blind_dev_set():
    """A second development set by another author who read neither the parser nor the first set:
    no wrong quote accepted (sizes shared by a row's measures, a bracketed call date, a DM talk
    column's typo in review, a "PRICE" section row mid-sheet were its last ones), recall at least
    0.97 (the issue's targets are for the hold-out)."""
    tallies = score.score(HERE / "blind2" / "dev")
    t = tallies["all"]
    print(score.report(tallies))
    assert t.expected >= 700
    assert t.fp == 0, score.report(tallies)
    assert t.recall >= 0.97, score.report(tallies)
