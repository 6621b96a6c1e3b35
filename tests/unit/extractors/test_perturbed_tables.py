"""One case per wrong price that perturb.py found in the development halves it did not yet perturb
(blind13, blind16, blind18: a table's header dropped, a number after each line, a band renamed), written
fresh: short inputs of our own. Each stored a wrong price as good before its rule."""

from dataclasses import replace

import corpus_docs

from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of


def test_a_run_line_whose_last_word_says_the_market_is_gone_quotes_nothing(ctx):
    # A table's status column ("OFF", "TRADED") with its header dropped, or written into a line: the
    # row's levels were stored as a live market.
    text = ("IG update, spreads and prices\n"
            "HARLOW PHARMA 5.2 03/15/34 | T 10y | +100 / +96 | 101.05 / 101.37 | 5x5 | LIVE\n"
            "VARLEY RAIL 6.05 02/54 | T 30y | +151 / +146 | 98.05 / 98.71 | 2x2 | OFF\n"
            "BRENTOR POWER 5.15 01/33  +98 / +94  2x2  TRADED\n"
            "ESKWITH GAS 4.9 06/31  99.50 offered\n"
            "DUNHAM CARE 6.5 02/29  ... offer only 91.50 (bid pulled)\n")
    got = quotes_of(ctx, text)
    assert {q.instrument_key.split()[0] for q in got} == {"HARLOW", "ESKWITH", "DUNHAM"}
    assert [(q.bid, q.ask) for q in got if q.instrument_key.startswith(("ESKWITH", "DUNHAM"))] == [
        (None, 99.5), (None, 91.5)]


def test_cells_that_each_stand_under_the_next_column_are_not_read_one_by_one(ctx):
    # "Bmk  Px" laid out as two column names and a number of no column after the size: as many cells
    # as columns, read one to one every level moved a column left (a spread of 111 / 98.409).
    text = ("US IG vs Treasuries\n"
            "Issuer                  Cpn      Maturity      Benchmark             Old  Px     Bmk Yld    "
            "Sprd Bid  Sprd Ask   Px Bid       Px Ask      Size (MM)\n"
            "Corbel Chemicals        5 1/2    08/15/37      T 4 1/2 05/15/37           99-19+      4.551      "
            "+116      +111        98.409      98.783          5  7\n")
    got = quotes_of(ctx, text)
    assert [(q.quote_type, q.bid, q.ask) for q in got if q.review_reason is None] in (
        [], [("price", 98.409, 98.783), ("spread", 116, 111)])
    assert all((q.quote_type, q.bid, q.ask) in {("price", 98.409, 98.783), ("spread", 116, 111)} for q in got)


def test_a_benchmark_price_column_is_no_level(ctx):
    text = ("US IG vs Treasuries\n"
            "Issuer                  Cpn      Maturity      Benchmark             Bmk  Px     Bmk Yld    "
            "Sprd Bid  Sprd Ask   Px Bid       Px Ask      Size (MM)\n"
            "Corbel Chemicals        5 1/2    08/15/37      T 4 1/2 05/15/37           99-19+      4.551      "
            "+116      +111        98.409      98.783          5\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("CORBEL CHEMICALS 5.5 2037-08-15", "price", 98.409, 98.783, 5e6, 5e6),
                          ("CORBEL CHEMICALS 5.5 2037-08-15", "spread", 116, 111, 5e6, 5e6)]


def test_a_loans_second_unnamed_bid_offer_pair_is_no_yield(ctx):
    # "Price: Bid | Offer" then sizes under a band the parser has no name for: "3 | 2" was stored as a
    # loan's yield market.
    rows = [["Facility", None, None, None, None, "Price", None, "Idx Wt", None],
            ["Borrower", "Tranche", "Margin", "Floor", "Maturity", "Bid", "Offer", "Bid", "Offer"],
            ["KETTLEBY HOSPITALS", "TLB-1", "S+425", 0.5, "Sep-29", 96.25, 96.875, 3, 2]]
    got = extract(corpus_docs.xlsx([("Loans", rows, False)]), replace(ctx, filename="loans.xlsx")).quotes
    good = [(q.quote_type, q.bid, q.ask) for q in got if q.review_reason is None]
    assert good == [("price", 96.25, 96.875)]
