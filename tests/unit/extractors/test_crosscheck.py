"""Checks across the quotes of one part (extractors/crosscheck.py): a row the rest of its table or
its other measures contradict goes to review, with a reason; a sane run is left alone."""

import datetime as dt

from extractors.crosscheck import cross_check, implied_yield
from extractors.model import Quote, SourceContext
from extractors.registry import extract
from extractors.validate import assess

SENT = dt.datetime(2026, 11, 17, 8, 0, tzinfo=dt.UTC)


def _q(bid, ask, kind="price", row=1, asset="corporate", coupon=5.0, maturity=dt.date(2031, 11, 15), table="t1"):
    return Quote(ticker=f"B{row}", coupon=coupon, maturity=maturity, asset_class=asset, quote_type=kind, bid=bid,
                 ask=ask, quoted_at=SENT, part="att1", location=f"{table} row {row}")


def _reasons(quotes):
    return [q.review_reason for q in cross_check(quotes)]


def test_the_approximate_yield_of_a_price_is_close_enough_to_tell_a_column_shift():
    assert abs(implied_yield(101.0, 5.0, 5.0) - 4.78) < 0.01
    assert implied_yield(67.0, 4.7, 3.5) > 15


def test_a_price_that_contradicts_its_rows_yield_goes_to_review_with_it():
    # Issue 10's example: a price of 101 with a coupon of 5 cannot yield 12 %.
    price, yld = _q(101.0, 101.5), _q(12.1, 11.9, "yield")
    out = cross_check([price, yld])
    assert all(q.review_reason and "disagree" in q.review_reason for q in out)
    assert all(q.confidence < 1 for q in out)


def test_a_price_and_yield_that_agree_pass():
    assert _reasons([_q(101.0, 101.5), _q(4.78, 4.68, "yield")]) == [None, None]


def test_a_yield_to_call_or_a_rough_yield_is_not_a_contradiction():
    # A premium muni quoted to its call: ~1 % under the yield to maturity.
    assert _reasons([_q(112.0, 112.5, asset="muni", maturity=dt.date(2046, 8, 1)),
                     _q(2.1, 2.0, "yield", asset="muni", maturity=dt.date(2046, 8, 1))]) == [None, None]


def test_a_yield_on_the_wrong_side_of_the_coupon_goes_to_review():
    # At par a bond yields its coupon to any date; a 5 % muni at 100 "yielding" 3.36 is a call price
    # read as the offer (blind15 dev, its band row lost). The textbook check allows it (1.6 % off).
    muni = {"asset": "muni", "maturity": dt.date(2039, 3, 15)}
    out = cross_check([_q(None, 100.0, **muni), _q(None, 3.36, "yield", **muni)])
    assert all(q.review_reason and "at par" in q.review_reason for q in out)
    # Above par it yields less than its coupon, below par more: to a call as to maturity.
    assert "above par" in _reasons([_q(101.5, 102.0), _q(6.1, 6.0, "yield")])[0]
    assert "below par" in _reasons([_q(97.0, 97.5), _q(4.2, 4.1, "yield")])[0]


def test_a_yield_to_call_on_the_right_side_of_the_coupon_passes():
    assert _reasons([_q(100.0, 100.05), _q(5.0, 4.98, "yield")]) == [None, None]
    assert _reasons([_q(97.0, 97.5), _q(5.7, 5.6, "yield")]) == [None, None]
    # A zero coupon has no side to be on.
    assert _reasons([_q(84.0, 84.5, coupon=0.0), _q(3.9, 3.8, "yield")]) == [None, None]


def test_a_price_equal_to_the_maturitys_year_is_the_date():
    # "ORCL 4.875 08/30  30  30.5": the levels were the date's; validate() alone lets 30 pass.
    q = _q(30.0, 30.5, maturity=dt.date(2030, 8, 1))
    assert assess(q.asset_class, q.quote_type, q.bid, q.ask)[2] is None
    assert "maturity's year" in cross_check([q])[0].review_reason


def test_a_bond_that_matured_before_the_mail_goes_to_review():
    # A statistics sheet read as a run (an NHS sheet of the external bank): "RAT ... 0 | 1989 | 105 |
    # 105" became coupon 0, maturity 1989, price 105/105, inside every range.
    assert "before the mail's date" in _reasons([_q(105.0, 105.0, maturity=dt.date(1989, 1, 1))])[0]
    month = Quote(ticker="B1", coupon=5.0, maturity=dt.date(2026, 10, 1), maturity_precision="month",
                  asset_class="corporate", bid=99.0, ask=99.5, quoted_at=SENT, part="att1", location="t1 row 1")
    assert "before the mail's date" in _reasons([month])[0]


def test_a_bond_maturing_later_in_the_month_or_year_it_is_quoted_passes():
    this_year = Quote(ticker="B1", coupon=5.0, maturity=dt.date(2026, 1, 1), maturity_precision="year",
                      asset_class="corporate", bid=99.9, ask=100.0, quoted_at=SENT, part="att1", location="t1 row 1")
    this_month = Quote(ticker="B2", coupon=5.0, maturity=dt.date(2026, 11, 1), maturity_precision="month",
                       asset_class="corporate", bid=99.9, ask=100.0, quoted_at=SENT, part="att1", location="t1 row 2")
    assert _reasons([this_year, this_month]) == [None, None]
    assert _reasons([_q(99.9, 100.0, maturity=dt.date(2026, 11, 16))])[0] is not None  # day precision: yesterday


def test_a_price_far_out_of_line_with_its_column_goes_to_review():
    run = [_q(99.0 + r / 4, 99.5 + r / 4, row=r) for r in range(1, 7)] + [_q(52.0, 53.0, row=7)]
    reasons = _reasons(run)
    assert reasons[:-1] == [None] * 6 and "out of line" in reasons[-1]


def test_an_em_run_from_70_to_110_is_not_out_of_line():
    levels = [70.5, 84.0, 96.25, 101.0, 104.5, 110.75]
    assert _reasons([_q(v, v + 0.5, asset="sovereign", row=r) for r, v in enumerate(levels, 1)]) == [None] * 6


def test_columns_are_judged_per_table_and_measure():
    # Five loans near par in one table, a distressed one alone in the next: not the same column.
    run = [_q(99.0, 99.5, row=r, asset="loan") for r in range(1, 6)] + [_q(45.0, 47.0, row=1, asset="loan", table="t2")]
    assert _reasons(run) == [None] * 6


def test_a_price_in_a_column_of_whole_basis_point_spreads_goes_to_review():
    run = [_q(150.0 + r, 145.0 + r, "spread", row=r) for r in range(1, 7)] + [_q(100.16, 100.05, "spread", row=7)]
    reasons = _reasons(run)
    assert reasons[:-1] == [None] * 6 and "like a price" in reasons[-1]


def test_a_bp_market_wider_than_any_dealers_is_two_columns():
    assert "wide" in assess("corporate", "spread", 250.0, 182.0)[2]
    assert assess("cds", "spread", 500.0, 540.0)[2] is None  # HY CDS: 40 bp wide is a market
    assert "wide" in assess("government", "price", 99.0, 102.0)[2]
    assert assess("corporate", "price", 99.0, 102.0)[2] is None


def test_cross_checking_twice_changes_nothing():
    run = [_q(101.0, 101.5), _q(12.1, 11.9, "yield"), _q(30.0, 30.5, row=2, maturity=dt.date(2030, 8, 1))]
    once = cross_check(run)
    assert cross_check(once) == once


def test_a_csv_row_read_one_column_off_is_kept_out_of_the_analyst_view():
    csv = (b"Issuer,Coupon,Maturity,Bid Px,Ask Px,Bid Yld,Ask Yld\n"
           b"ELGH,4.7,06/01/2029,100.05,100.16,4.68,4.64\n"
           b"BRZN,5.25,05/15/2031,67.00,71.00,4.95,4.91\n")
    quotes = extract(csv, SourceContext(filename="run.csv", quoted_at=SENT)).quotes
    by_issuer = {(q.ticker, q.quote_type): q.review_reason for q in quotes}
    assert by_issuer[("ELGH", "price")] is None and by_issuer[("ELGH", "yield")] is None
    assert "disagree" in by_issuer[("BRZN", "price")] and "disagree" in by_issuer[("BRZN", "yield")]


def test_a_name_holding_a_time_of_day_goes_to_review():
    named = Quote(instrument="13:04:40 GMT DAN [TAMARISK] KIRKBEAN TLB S+400", asset_class="loan", bid=96.75,
                  ask=97.5, quoted_at=SENT, part="body", location="line 8")
    plain = Quote(instrument="KIRKBEAN TLB S+400 12/30", asset_class="loan", bid=96.75, ask=97.5, quoted_at=SENT,
                  part="body", location="line 9")
    reasons = _reasons([named, plain])
    assert "time of day" in reasons[0] and reasons[1] is None


def test_a_level_inside_the_name_sends_the_quote_to_review_a_coupon_does_not():
    misread = Quote(instrument="COLOM 8 2035 98.40PX 98.95PX", coupon=8.0, quote_type="yield", bid=8.24, ask=8.16,
                    quoted_at=SENT, part="att1", location="row 2")
    pfd = Quote(instrument="BKRDG 5.85% Non-Cum Pfd Ser K", coupon=5.85, asset_class="preferred", bid=24.1,
                ask=24.3, quoted_at=SENT, part="att1", location="row 3")
    euro = Quote(instrument="(Svensk Exportkredit) 3,125 05/02/2030", bid=100.12, ask=100.275, quoted_at=SENT,
                 part="att1", location="row 4")
    reasons = _reasons([misread, pfd, euro])
    assert "the name holds a level (98.40PX)" in reasons[0] and reasons[1:] == [None, None]


def test_a_measure_that_lost_a_side_on_a_row_that_quotes_another_on_both():
    from extractors.crosscheck import cross_check
    from extractors.model import Quote

    def q(key, kind, bid, ask, row):
        return Quote(isin=key, quote_type=kind, bid=bid, ask=ask, asset_class="corporate", part="p",
                     location=f"page 1 line {row}")

    quotes = [q("XS0000000001", "dm", -3, -6, 10), q("XS0000000001", "price", 100.08, 100.16, 10),
              q("XS0000000002", "dm", None, 119, 12), q("XS0000000002", "price", 100.3, 100.65, 12),
              # an offer-side YTW column: one side on every row of the table is no doubt
              q("XS0000000003", "price", 99.0, 99.5, 14), q("XS0000000003", "yield", None, 6.1, 14)]
    reviewed = {(x.isin, x.quote_type) for x in cross_check(quotes) if x.review_reason}
    assert reviewed == {("XS0000000002", "dm")}


def test_the_bid_of_a_two_way_spread_inside_the_name_sends_the_quote_to_review():
    # "IBRD 4.75 06/15/35  +45 /  +41  4.925 / 4.884" misaligned: "+45 /" went into the name and the
    # yields were stored as the spread. A loan's margin ("TLB S+325") is part of its name.
    misread = Quote(instrument="IBRD 4.75 2035-06-15 +45 /", coupon=4.75, asset_class="agency", quote_type="i_spread",
                    bid=4.925, ask=4.884, quoted_at=SENT, part="body", location="line 14")
    loan = Quote(instrument="HARWELL FOODS TLB 03/31 S+325", asset_class="loan", bid=99.25, ask=99.75,
                 quoted_at=SENT, part="body", location="line 15")
    reasons = _reasons([misread, loan])
    assert "the name holds a level (+45)" in reasons[0] and reasons[1] is None


def _html_run(rows: str, dealer_column: bool = False) -> list[Quote]:
    head = "<th>Dealer</th>" if dealer_column else ""
    html = (f"<html><body><table><tr>{head}<th>Security</th><th>Bid</th><th>Offer</th></tr>{rows}"
            "</table></body></html>").encode()
    return list(extract(html, SourceContext(filename="run.html", content_type="text/html", quoted_at=SENT)).quotes)


def test_one_dealer_quoting_one_bond_twice_in_a_table_at_different_levels_sends_both_to_review():
    # A row the sender hid (the 07:00 levels, display:none) or forgot to delete: nothing says which is today's.
    quotes = _html_run("<tr><td>FRNWD 5 1/4 03/32</td><td>98.50</td><td>99.00</td></tr>"
                       "<tr><td>KESTRO 6.125 09/30</td><td>101.25</td><td>101.75</td></tr>"
                       "<tr><td>FRNWD 5 1/4 03/32</td><td>97.75</td><td>98.25</td></tr>")
    reasons = {(q.ticker, q.bid): q.review_reason for q in quotes}
    assert "different levels in one table" in reasons[("FRNWD", 98.5)]
    assert "different levels in one table" in reasons[("FRNWD", 97.75)]
    assert reasons[("KESTRO", 101.25)] is None


def test_two_dealers_quoting_one_bond_in_a_composite_pass():
    quotes = _html_run("<tr><td>Alpha Sec</td><td>FRNWD 5 1/4 03/32</td><td>98.50</td><td>99.00</td></tr>"
                       "<tr><td>Beta Cap</td><td>FRNWD 5 1/4 03/32</td><td>98.25</td><td>98.875</td></tr>",
                       dealer_column=True)
    assert len(quotes) == 2 and {q.review_reason for q in quotes} == {None}


def test_a_withdrawn_level_leaves_the_refreshed_one_standing():
    body = (b"Morning run\nFRNWD 5 1/4 03/32  98.50 / 99.00\n"
            b"levels above off, refreshed below\nFRNWD 5 1/4 03/32  97.75 / 98.25\n")
    quotes = extract(body, SourceContext(filename="body.txt", content_type="text/plain", quoted_at=SENT)).quotes
    reasons = {q.bid: q.review_reason for q in quotes}
    assert reasons[97.75] is None and reasons[98.5] is not None
