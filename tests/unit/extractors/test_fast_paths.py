"""The shortcuts the text path takes for speed give what the slow search they skip would give.

Each shortcut (a word tested before a case-insensitive search, a search tried only where its first
word stands) is exact only as long as its word list covers every phrase of the pattern: these tests
fail when a phrase is added to a pattern without its word.
"""

from __future__ import annotations

import pytest

from extractors.footnotes import _DOUBT, line_doubt
from extractors.lines import _BID_SIDE, _OFFER_SIDE, _first_at, document_hints
from extractors.notes import swap_spread_scope

#: One line per phrase of footnotes._DOUBT, in that pattern's order, each in another case.
DOUBTING = [
    "Indicative", "indications only", "NOT FIRM", "ref only", "reference levels only", "for ref",
    "not refreshed", "Not updated", "STALE", "not live", "Unconfirmed", "to be confirmed", "TBC",
    "subject to confirmation", "Subject To Change", "as of yesterday", "last nights", "old level",
    "away from the market", "not tradeable", "no longer good", "indic", "from yesterday", "haven't looked",
    "Prix indicatif", "indicativo", "nur indikativ", "non ferme", "à confirmer", "a confirmar",
    "da confermare", "unverbindlich",
]


@pytest.mark.parametrize("phrase", DOUBTING)
def test_every_doubting_phrase_passes_the_word_test(phrase: str) -> None:
    line = f"ACME 5.25 05/30  99.10 / 99.60  {phrase}"
    assert _DOUBT.search(line) is not None  # the phrase is one of the pattern's
    assert line_doubt(line) is not None


def test_a_plain_quote_line_is_no_doubt() -> None:
    assert line_doubt("ACME 5.25 05/30  99.10 / 99.60  5x5") is None


SIDE_TEXTS = [
    "Today's offerings attached", "OFFER SIDE ONLY", "no offerings in this one", "sold the offer side",
    "Offers only:\nACME 5s 99.5", "Tansley 1L offer only - not bidding it", "bid list for 3pm",
    "all bids only", "AS is bid only now", "Bid side: we'd pay", "not offered side", "offered list follows",
    "- offered only", "BIDS ONLY\nx", "nothing to see here",
]


@pytest.mark.parametrize("text", SIDE_TEXTS)
def test_side_words_are_found_where_a_full_search_finds_them(text: str) -> None:
    low = text.lower()
    for pattern, word in ((_OFFER_SIDE, "offer"), (_BID_SIDE, "bid")):
        expected, found = pattern.search(text), _first_at(pattern, text, low, word)
        assert (found and found.span()) == (expected and expected.span())


def test_the_side_shortcut_keeps_the_document_side() -> None:
    assert document_hints("Secondary offerings, all sizes 1mm\nACME 5s 2031  4.10").side == "ask"
    assert document_hints("Bid side only\nACME 5s 2031  4.10").side == "bid"
    assert document_hints("no offerings in this one\nACME 5s 2031  4.10").side is None


def test_a_text_naming_no_swaps_has_no_swap_scope() -> None:
    assert swap_spread_scope("Agency spreads vs SOFR swaps.") == frozenset({"agency"})
    assert swap_spread_scope("N+ = spread over I-curve") is not None
    assert swap_spread_scope("Agencies: SOFR MS spread (bp) and price.") == frozenset({"agency"})
    assert swap_spread_scope("Covered: EURIBOR mid-swap spreads") is not None
    assert swap_spread_scope("IG spread to UST (bp)") is None
