"""A level is placed by what the document says, not by a market's habit alone: where only a convention
places it (side or measure), the quote goes to review. Short inputs of our own."""

from tests.support.extracting import quotes_of

MUNI_SHEET = ("Par(000),Description,Cpn,Maturity,Yield,CUSIP\n"
              "500,NEW YORK CITY GO SER A-1,5.000,08/01/2036,3.12,64966QXY1\n"
              "1000,NYS DORM AUTH PIT REV SER A,4.000,03/15/2044,3.98,64990FTW4\n")


def test_a_muni_sheets_lone_yield_column_is_the_offer_when_the_mail_calls_it_offerings(ctx):
    # The mail also states a bid: its side is not "offer" throughout, but its sheet is the offerings.
    got = quotes_of(ctx, "Ridgeline offerings for Monday. Bid side: we'd pay 3.55% for NJ TPK 4s.\n\n"
                    + MUNI_SHEET, "muni.csv")
    got = [q for q in got if q.instrument_key != "NJ TPK 4"]
    assert [(q.instrument_key, q.quote_type, q.bid, q.ask, q.review_reason) for q in got] == [
        ("64966QXY1", "yield", None, 3.12, None), ("64990FTW4", "yield", None, 3.98, None)]


def test_a_muni_sheets_lone_yield_column_is_no_side_without_the_word(ctx):
    # An evaluation or an MMD-style scale has the same column and offers nothing.
    got = quotes_of(ctx, "Evaluations as of the close.\n\n" + MUNI_SHEET, "muni.csv")
    assert len(got) == 2 and all(q.review_reason for q in got)


def test_a_row_its_tables_header_did_not_place_is_no_quote_outside_review(ctx):
    # The talk cell holds words ("mid 80s"): read as a line, the row's last number (its number in
    # the list) became a bid of 5.
    text = ("Bid list from a client, talk below is ours.\n\n"
            "Px Talk,Orig Face,CUSIP,Tranche,#\n"
            "91-92.5,1500000,56781RAH0,MARINUS CLO 2018-4A D,4\n"
            "mid 80s,1000000,72140TAK2,PIKE RIVER 2020-1A E,5\n")
    got = quotes_of(ctx, text, "bwic.csv")
    assert not [q for q in got if q.instrument_key == "72140TAK2" and not q.review_reason]


def test_a_measure_word_in_a_column_nobody_named_puts_the_rows_levels_in_review(ctx):
    # "UPF" says the levels are points upfront; read without it they were stored as a 3.125 bp spread.
    text = ("Name,Tenor,Bid,Ask,Fld7\n"
            "ELTERWATER INC SNR,5Y,3.125,3.5,UPF\n"
            "MOSSLEY FOODS SNR,5Y,245,255,BP\n")
    got = quotes_of(ctx, text, "cds.csv")
    assert len(got) == 2 and all(q.review_reason and ("UPF" in q.review_reason or "BP" in q.review_reason)
                                 for q in got)


def test_a_level_column_marked_mid_is_no_side_of_the_market(ctx):
    # With only the offer price named, "YTC (mid)" was taken as the offer's yield.
    text = ("CUSIP,Issuer,Cpn,Maturity,Px Ofr,YTC (mid)\n"
            "521821A65,FFCB,4.55,06/14/2030,99.938,4.81\n")
    got = quotes_of(ctx, text, "agy.csv")
    assert [(q.quote_type, q.bid, q.ask) for q in got] == [("price", None, 99.938)]


def test_no_offer_leaves_the_offer_empty_whatever_number_follows(ctx):
    got = quotes_of(ctx, "MARDOVA 8.875 30s 101.10 bid, no offer  101.5\n")
    assert [(q.bid, q.ask) for q in got] == [(101.1, None)] and got[0].review_reason


def test_a_run_line_with_its_coupon_left_out_and_a_tenor_in_years_parses(ctx):
    # "--" for the coupon made the line read as a CDS whose tenor "30yr" was looked up as "30Y" among
    # the words, which raised and failed the whole body (found by perturb.py's blanked cells).
    got = quotes_of(ctx, "TESSARINE HEALTH     --     01/15/55  Baa2/BBB  30yr  +138 / +132  -3  98.20 / 99.05  3x3\n")
    assert got and all(q.review_reason for q in got)


def test_two_bare_numbers_written_as_different_things_are_no_market(ctx):
    # A loan's floor and its day's change after the price: "0.75%  -1.00" was stored as a yield market.
    got = quotes_of(ctx, "PRESTBURY HEALTH 1L TL S+425 9 09/30/30  93.75  94.50  0.75%  B3/B-  -1.00\n")
    assert not [q for q in got if q.quote_type == "yield" and not q.review_reason]
    # An offering in 32nds and a number in decimals after it: not a bid of 100-02 and an offer of 101.5.
    got = quotes_of(ctx, "Offerings\n\nCMBS  70114VAE7  PELLWOOD  2025-FL3 A  18,000  16,740  0.9300  S+145  2.2  S+142"
                         "  100-02  101.5\n")
    assert not [q for q in got if q.bid is not None and q.ask is not None and not q.review_reason]
