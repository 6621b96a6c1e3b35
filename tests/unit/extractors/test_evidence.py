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
