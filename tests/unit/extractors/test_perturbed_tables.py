"""One case per wrong price that perturb.py found in the development halves it did not yet perturb
(blind13, blind16, blind18: a table's header dropped, a number after each line, a band renamed), written
fresh: short inputs of our own. Each stored a wrong price as good before its rule."""

from dataclasses import replace

import corpus_docs

from extractors.grammar import Hints, parse_line
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


def test_a_status_with_a_number_after_it_still_says_the_market_is_gone(ctx):
    # "TRADED  101.5" (a number of no column after the row's status): lined up one to one, the status stood
    # under "Sz" and the number under "Note", and the traded loan was stored as a live market.
    text = ("Loan levels, cash px. 1mm per side unless noted.\n\n"
            "Borrower / Facility            LoanX      Mrgn    Mat     Bid       Offer     Sz     Note\n"
            "Wexcombe Foods TLB             LX310418   S+375   06/31   98.875    99.375\n"
            "Yarrowby Auto TLB              LX310422   S+350   08/30   99.500    99.875           TRADED  101.5\n")
    assert [q.instrument_key.split()[0] for q in quotes_of(ctx, text)] == ["WEXCOMBE"]


def test_a_level_read_from_a_column_of_no_level_goes_to_review(ctx):
    # Price and yield to worst blank: read as a line, the day's change under "Chg" became a spread.
    text = ("Offer side, settle 02/19/27. Yields to worst (YTW).\n"
            "CUSIP      Issuer  Cpn       Structure  Maturity  Next Call  Qty (000)  Offer Px  YTC    YTM    YTW"
            "    Chg\n"
            "3130B9QF0  FHLB    --        Bullet     06/01/36  --         500        --        --     3.915  --"
            "     +0.035\n")
    got = quotes_of(ctx, text)
    assert got and all(q.review_reason for q in got)


def test_a_placeholder_and_a_number_under_one_level_column_is_a_row_read_off(ctx):
    # "--  101.5" under "Offer Px": the blank price and a number past the last column; not an offer of 101.5.
    text = ("Offer side only.\n"
            "                                                              Offer Sprd   Offer     Offer\n"
            "Deal                         Class   WAL    Cpn    Size (000s)   to UST (bp)     Yld       Px\n"
            "Tarnbrook Auto Lease 2026-1  A4      3.37   4.67        5,000            82        --       --  101.5\n"
            "Tarnbrook Auto Lease 2026-1  B       2.45   4.91        5,000            82     4.893  100.040\n")
    got = {(q.instrument_key[-2:], q.quote_type): q.review_reason for q in quotes_of(ctx, text)}
    assert got[("A4", "price")] is not None and got[(" B", "price")] is None


def test_a_legends_equations_name_no_instrument():
    # Under a heading saying offers in spread, a legend with a number after it was an offer of 7 bp.
    hints = Hints(asset_class="structured", quote_type="spread", side="ask")
    assert parse_line("Ratings 2.0 scale, 1 = highest; 25 bp = 0.25%. (c) 2027. All rights reserved.  7", hints) == []


def test_a_quarter_basis_point_after_an_agencys_levels_is_no_spread(ctx):
    text = "FHLB 5.05 04/28/31 nc 04/28/28 (3130B1016) offer 99.950 / 5.066 ytm    +0.25\n"
    got = {q.quote_type: q.review_reason for q in quotes_of(ctx, text)}
    assert got["price"] is None and got["yield"] is None and got.get("spread") is not None


def test_a_cover_beside_price_talk_is_in_price(ctx):
    # An empty "Cover" column beside "PX TALK" holding a number typed after the row: a cover of 0.25 is no price.
    text = ("CLO BWIC\n"
            "  # CUSIP       Deal                 Class  Orig Face   PX TALK    Cover\n"
            "  1 48266TAC8   Kestrel CLO 2024-2A  A1     3,000,000   100.250    +0.25\n")
    got = [q for q in quotes_of(ctx, text) if q.quote_type == "cover"]
    assert got and all(q.review_reason for q in got)


def test_lines_under_a_heading_of_yesterdays_levels_are_past_levels(ctx):
    text = ("EM sovs - cash px, 2MM unless noted\n"
            "REP OF TAVERIA  7.25  03/15/34  98.40  98.90\n\n"
            "Levels as of yesterday's close, for reference only:\n"
            "REP OF TAVERIA  7.25  03/15/34  97.90  98.40\n")
    got = [(q.bid, q.review_reason is None) for q in quotes_of(ctx, text)]
    assert sorted(got) == [(97.9, False), (98.4, True)]
