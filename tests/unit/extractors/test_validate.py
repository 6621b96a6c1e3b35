"""The validation layer (docs/quotes.md, "Review"): doubtful quotes are flagged, good ones pass."""

import pytest

from extractors.model import Quote, SourceContext
from extractors.registry import extract
from extractors.validate import assess, bid_is_higher, validate


def test_a_good_bond_price_passes_every_check():
    confidence, checks, reason = assess("corporate", "price", 99.25, 99.75)
    assert reason is None and confidence == 1.0 and set(checks) == {"range", "order", "width", "unit"}


@pytest.mark.parametrize(("asset", "kind", "bid", "ask", "why"), [
    ("corporate", "price", 8.0, 30.0, "outside"),  # a month/year maturity read as levels
    ("corporate", "price", 99.75, 99.25, "crossed"),
    ("corporate", "spread", 95.0, 98.0, "crossed"),  # bonds on spread: bid is the wider level
    ("corporate", "yield", 250.0, 251.0, "outside"),
    ("corporate", "spread", 0.5, 0.4, "below"),
    ("corporate", "price", 90.0, 105.0, "wide"),
    ("loan", "price", 99.0, 112.0, "outside"),
    ("corporate", "price", 105.0, 105.0, "equals"),  # two equal columns of a statistics sheet
    ("corporate", "price", 92.0, 98.0, "wide"),
    ("government", "price", 99.0, 100.5, "wide"),
    ("corporate", "spread", 520.0, 430.0, "wide"),  # 90 bp on 520: two columns, not a market
    ("cds", "spread", 58.0, 58.0, "equals"),
])
def test_doubtful_levels_get_a_review_reason(asset, kind, bid, ask, why):
    confidence, checks, reason = assess(asset, kind, bid, ask)
    assert reason is not None and why in reason and confidence < 1.0


def test_cds_spreads_are_quoted_bid_below_offer():
    assert not bid_is_higher("cds", "spread") and bid_is_higher("corporate", "spread")
    assert assess("cds", "spread", 58.0, 58.5)[2] is None
    assert "crossed" in assess("cds", "spread", 59.0, 58.5)[2]


def test_a_distressed_market_a_few_points_wide_passes():
    assert assess("corporate", "price", 45.0, 49.0)[2] is None
    assert assess("corporate", "spread", 900.0, 840.0)[2] is None


def test_talk_and_cover_are_one_level_on_both_sides():
    assert assess("structured", "talk", 96.25, 96.25)[2] is None
    assert assess("structured", "cover", 89.125, 89.125)[2] is None


def test_a_guessed_unit_lowers_confidence_but_is_not_doubt():
    confidence, checks, reason = assess("corporate", "price", 99.0, 99.5, (), "convention")
    assert reason is None and confidence == 0.9 and "unit" not in checks


def test_flags_from_the_reader_become_the_review_reason():
    q = validate(Quote(bid=99.0, ask=99.5), ["one level column, side not stated"])
    assert q.review_reason == "one level column, side not stated" and q.confidence < 1


def test_the_month_year_maturity_is_never_the_quote():
    # Issue 10: stored with bid 8 and ask 30, nothing flagged.
    body = b"From: a@desk.acmebank.com\nSubject: run\n\nORCL 4.875 08/30   99.250  99.750\n"
    quotes = extract(body, SourceContext(filename="m.eml")).quotes
    assert [(q.description, q.bid, q.ask, q.review_reason) for q in quotes] == [
        ("ORCL 4.875 2030-08", 99.25, 99.75, None)]


def test_an_unsided_price_column_goes_to_review():
    csv = b"Security,CUSIP,Price,Yield\nACME 5 01/15/30,00206RKA9,99.5,5.1\n"
    quotes = extract(csv, SourceContext(filename="o.csv")).quotes
    assert quotes and all(q.review_reason and "side not stated" in q.review_reason for q in quotes)


def test_a_dealer_column_beats_the_sender_and_measures_split():
    csv = (b"Dealer,ISIN,Bid Px,Ask Px,Bid Z-Spd,Ask Z-Spd\n"
           b"JPM,US00206RKA94,99.5,99.8,120,117\n")
    quotes = extract(csv, SourceContext(filename="r.csv", dealer="sender")).quotes
    got = sorted((q.quote_type, q.bid, q.ask, q.dealer, q.review_reason) for q in quotes)
    assert got == [("price", 99.5, 99.8, "jpm", None), ("z_spread", 120.0, 117.0, "jpm", None)]


def test_a_two_row_header():
    csv = (b"Security,Bid,,Offer,\n"
           b",Px,Yld,Px,Yld\n"
           b"ACME 5 01/15/30,99.5,5.10,99.8,5.04\n")
    quotes = extract(csv, SourceContext(filename="r.csv")).quotes
    got = sorted((q.quote_type, q.bid, q.ask) for q in quotes)
    assert got == [("price", 99.5, 99.8), ("yield", 5.1, 5.04)]
