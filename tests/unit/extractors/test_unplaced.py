"""Numbers a reader left unplaced (extractors/unplaced.py): the quotes of a line or row holding a
number the parser did not account for go to review; labelled numbers, known non-quote columns and
remarks after a complete market do not."""

import datetime as dt

from extractors.model import SourceContext
from extractors.registry import extract
from extractors.tabular import Header
from extractors.unplaced import unplaced_cells, unplaced_tokens

SENT = dt.datetime(2026, 11, 17, 8, 0, tzinfo=dt.UTC)


def _body(text: str):
    return extract(text.encode(), SourceContext(filename="body.txt", quoted_at=SENT)).quotes


def _row(cells, roles, names, known):
    return unplaced_cells(cells, Header(roles, unnamed=names), {"read": list(known)})


def _csv(text: str):
    return extract(text.encode(), SourceContext(filename="run.csv", quoted_at=SENT)).quotes


def test_a_number_left_after_the_levels_is_unplaced():
    assert unplaced_tokens(["3.9"], {118, 112, 100.22, 100.36}) == ["3.9"]
    assert unplaced_tokens(["98.35", "6.35", "97.60"], {97.85, 6.42}) == ["98.35", "6.35", "97.60"]


def test_labelled_numbers_and_the_lines_own_levels_are_placed():
    assert unplaced_tokens(["mid", "192"], set()) == []
    assert unplaced_tokens(["(ref", "stk", "$262.40,", "delta", "48)"], set()) == []
    assert unplaced_tokens(["(500", "running)"], set()) == []
    assert unplaced_tokens(["99.5"], {99.5}) == []


def test_a_label_opening_a_bracket_labels_what_it_holds_not_the_number_before_it():
    assert unplaced_tokens(["3.38", "(prev", "3.41)"], {3.31}) == ["3.38"]


def test_after_a_two_sided_market_a_bracket_is_a_remark_and_a_small_signed_number_a_change():
    assert unplaced_tokens(["(64.90/65.55)", "+1"], {72, 67}, two_sided=True) == []
    assert unplaced_tokens(["(64.90/65.55)", "+1"], {72}, two_sided=False) == ["(64.90/65.55)", "+1"]
    assert unplaced_tokens(["+25"], {72, 67}, two_sided=True) == ["+25"]


def test_a_percent_beside_prices_is_another_measure_unless_yields_were_read():
    assert unplaced_tokens(["|", "7.79%", "-", "7.71%"], {98.1, 98.6}, yields=False) == []
    assert unplaced_tokens(["7.79%"], {7.5}, yields=True) == ["7.79%"]


def test_cells_of_unnamed_columns_and_second_numbers_in_a_level_cell():
    roles = {0: "desc", 2: "bid", 3: "ask"}
    assert _row(["ACME 5 2030", 7, 99.5, 100.0, 3.9], roles, {4: "Cvx"}, {99.5, 100.0}) == ["Cvx 3.9"]
    # A line number before the name is no level; a note in text is no number.
    assert _row(["1", "ACME 5 2030", "99.5", "100", "call 2028"], {1: "desc", 2: "bid", 3: "ask"}, {},
                          {99.5, 100.0}) == []
    assert _row(["ACME", None, "+95 +92", "+88"], roles, {}, {92.0, 88.0}) == ["+95"]


def test_a_line_with_levels_the_grammar_did_not_read_goes_to_review():
    good, doubtful = _body("ACME 5.5 03/15/32  98.50/99.00  5x5\n"
                           "BRAZIL 6.125 03/15/34  97.85/98.35  6.42  6.35  97.60\n")
    assert good.review_reason is None
    assert doubtful.review_reason and "6.42, 6.35, 97.60 on the line not placed" in doubtful.review_reason


def test_a_run_with_a_change_and_a_remark_after_each_market_stays_good():
    quotes = _body("ITRX MAIN S46 5Y   54.75/55.25   (55.5)   +1\n"
                   "AAPL 4.85 05/10/53   +86/+81                   -1\n")
    assert [(q.bid, q.review_reason) for q in quotes] == [(54.75, None), (86, None)]


def test_a_csv_column_the_header_does_not_name_sends_its_rows_to_review_and_names_the_column():
    quotes = _csv("Issuer,Coupon,Maturity,Bid,Ask,Zeta\nELGH,4.7,06/01/2029,100.05,100.16,0.42\n")
    assert quotes and all("Zeta 0.42 on the row not placed" in (q.review_reason or "") for q in quotes)


def test_known_non_quote_columns_leave_the_row_good():
    quotes = _csv("Issuer,Coupon,Maturity,Bid,Ask,Prev Close Yld,Var. gg,WAL\n"
                  "ELGH,4.7,06/01/2029,100.05,100.16,4.61,-0.02,3.9\n")
    assert quotes and [q.review_reason for q in quotes] == [None] * len(quotes)


def test_an_lseg_messenger_prefix_with_the_firm_in_square_brackets_is_the_dealer_not_the_bond():
    (q,) = _body("25-Nov-2026 13:04:40 GMT  Dan Whitcombe [TAMARISK]: KIRKBEAN TLB S+400 12/30 96.75/97.50\n")
    assert (q.dealer, q.instrument, q.bid, q.ask, q.review_reason) == (
        "tamarisk", "KIRKBEAN TLB S+400 12/30", 96.75, 97.5, None)


def test_a_level_inside_the_legs_stretch_that_no_leg_took_is_doubted_32nds_are_placed():
    (ust,) = _body("T 4 1/8 10/31/28           99-16+    99-17     25x25\n")
    assert (ust.bid, ust.ask, ust.review_reason) == (99.515625, 99.53125, None)
    assert unplaced_tokens(["98.50", "@", "2mm", "/", "99.25", "@", "2mm", "(8.24", "/", "8.04)"],
                           {8.24, 8.04}) == ["98.50", "99.25"]
    assert unplaced_tokens(["104,125/104,140625"], {104.125, 104.140625}) == []


def test_two_numbers_run_together_in_any_column_but_the_name_send_the_row_to_review():
    roles = {0: "isin", 1: "desc", 2: "bid:price", 3: "ask:price", 4: "ignore"}
    cells = ["US195325EL56", "COLOM 8 11/14/35", "104.10", "104.60", "311 7.1"]
    assert _row(cells, roles, {}, {104.1, 104.6}) == ["311 7.1"]
    assert _row(cells[:4] + ["call 2028 at 101"], roles, {}, {104.1, 104.6}) == []


def test_a_spread_beside_a_price_is_no_market_a_chat_spread_without_its_second_plus_is():
    closes = _body("MARDALE CORP 4.9 07/15/32 | +101 | 100.52\n")
    assert all("written as different measures" in (q.review_reason or "") for q in closes) and closes
    (chat,) = _body("ORVX 4 7/8 08/30  +112/108\n")
    assert (chat.bid, chat.ask, chat.review_reason) == (112, 108, None)


def test_a_closing_mid_column_quotes_nothing():
    rows = _csv("Bond,Close mid sprd,Close mid px\nMARDALE CORP 4.9 07/15/32,+101,100.52\n")
    assert all(q.review_reason for q in rows)


def test_an_unchanged_level_after_a_market_is_a_change_of_nought():
    (q,) = _body("CASTELLANE SA SNR 5Y         66 / 70      0\n")
    assert (q.bid, q.ask, q.review_reason) == (66, 70, None)


def test_a_text_run_under_a_header_of_measure_b_a_columns_reads_by_its_columns():
    quotes = _body("IG (sprd vs UST, px)      Mdy/S&P    MDur   Sprd B/A     Px B/A           Sz     DoD\n"
                   "KELDRA 4.65 03/15/31      A3/A-      3.9    +88/+83      99.12/99.33      5x5    -2\n")
    got = sorted((q.quote_type, q.bid, q.ask, q.bid_size, q.review_reason) for q in quotes)
    assert got == [("price", 99.12, 99.33, 5e6, None), ("spread", 88, 83, 5e6, None)]
    assert all(q.description == "KELDRA 4.65 2031-03-15" for q in quotes)
