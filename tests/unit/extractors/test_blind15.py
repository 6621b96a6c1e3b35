"""One regression case per failure kind met in the fifteenth blind corpus's development half
(blind15/dev: the inventory desks' offering and level sheets), written fresh: short inputs of our
own, not copies of the corpus mails."""

from dataclasses import replace

import corpus_docs

from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of


def test_a_call_band_over_date_and_price_keeps_the_call_price_out_of_the_levels(ctx):
    # "Call" over "Date | Price" beside "Offering" over "Par | Yield | Price": read alone, the second
    # row had two Price columns and the first (the call price, 100) was stored as the offer.
    rows = [["Security", None, None, None, "Call", None, "Offering", None, None, "Reference", None],
            ["CUSIP", "Description", "Coupon", "Maturity", "Date", "Price", "Par (000)", "Yield", "Price", "YTM",
             "MMD"],
            ["64971XQM3", "NEW YORK ST DORM AUTH REV", 5, "2041-03-15", "2031-03-15", 100, 500, 3.41, 106.2, 4.1,
             2.9]]
    got = keyed(extract(corpus_docs.xlsx([("NY", rows, False)]), replace(ctx, filename="munis.xlsx")).quotes)
    assert [k[:4] for k in got] == [("64971XQM3", "price", None, 106.2), ("64971XQM3", "yield", None, 3.41)]


def test_a_sold_mark_past_the_headers_last_column_kills_the_row(ctx):
    rows = [["CUSIP", "Description", "Coupon", "Maturity", "Yield", "Price"],
            ["64971XQM3", "NEW YORK ST DORM AUTH REV", 5, "2041-03-15", 3.41, 106.2],
            ["59259YAB5", "METRO TRANS AUTH NY REV", 4, "2046-11-15", 4.05, 99.5, "SOLD"]]
    got = keyed(extract(corpus_docs.xlsx([("Offerings", rows, False)]), replace(ctx, filename="o.xlsx")).quotes)
    assert {k[0] for k in got} == {"64971XQM3"}


def test_an_offered_column_in_mm_is_a_size_and_a_sofr_margin_under_dm_is_the_dm(ctx):
    # "Offered(MM cur)" was read as the offer level (12.5 stored as a yield); "S+185" under "Offer DM"
    # gave nothing.
    text = ("CLO - OFFERED\n"
            "CUSIP      Deal / Class                  Rtg  Orig(MM)  Offered(MM cur)  Factor  WAL  Offer DM  Offer Px\n"
            "03765MAL4  TRELOWARREN CLO 2021-3A B      AA      30.0             12.5  1.0000  3.9     S+185    100.15\n"
            "-          TRELOWARREN CLO 2021-3A C       A      20.0              5.0  1.0000  4.2     S+240     99.80"
            "\n")
    got = keyed(quotes_of(ctx, text))
    assert got == [("03765MAL4", "dm", None, 185, None, 12.5e6), ("03765MAL4", "price", None, 100.15, None, 12.5e6),
                   ("TRELOWARREN CLO 2021-3A C", "dm", None, 240, None, 5e6),
                   ("TRELOWARREN CLO 2021-3A C", "price", None, 99.8, None, 5e6)]


def test_no_offerings_says_no_offer_side(ctx):
    # "no offerings in this one": a lone number on a line (a call price) is not what the dealer offers.
    text = ("All - no offerings in this one, just the calls.\n"
            "FHLB 5.25 05/28/31 called 05/28/27 at 100\n")
    assert not [q for q in quotes_of(ctx, text) if q.ask is not None and not q.review_reason]


def test_an_irc_style_chat_line_names_its_firm_and_its_correction_is_applied(ctx):
    text = ("08:04:17 <FAY DANBURY, TREWINT SECURITIES> ALDERNEY CHEM TLB S+375 09/31 97.75-98.25 2mm\n"
            "08:05:20 <FAY DANBURY, TREWINT SECURITIES> GOLANT AIR 7 5/8 07/31 101 1/4 - 101 3/4 2x2\n"
            "08:09:58 <FAY DANBURY, TREWINT SECURITIES> ALDERNEY 97.875-98.375, not 97.75-98.25, sorry\n")
    got = [(q.dealer, q.bid, q.ask) for q in quotes_of(ctx, text) if "ALDERNEY" in q.instrument_key]
    assert got == [("trewint", 97.875, 98.375)]


def test_two_price_columns_without_their_band_send_the_price_to_review(ctx):
    # The same sheet with its "Call" / "Offering" band row gone (perturb.py, blind15 dev): the second
    # row alone has two Price columns, 100 (the call price) and 106.2. Which is offered is a guess.
    rows = [["MUNICIPAL OFFERINGS - all subject to prior sale"],
            ["CUSIP", "Description", "Coupon", "Maturity", "Date", "Price", "Par (000)", "Yield", "Price", "YTM"],
            ["64971XQM3", "NEW YORK ST DORM AUTH REV", 5, "2041-03-15", "2031-03-15", 100, 500, 3.41, 106.2, 4.1]]
    got = extract(corpus_docs.xlsx([("NY", rows, False)]), replace(ctx, filename="munis.xlsx")).quotes
    assert got and all(q.review_reason for q in got if q.quote_type == "price")
    assert not [q for q in got if q.ask == 100 and not q.review_reason]


def test_a_yield_marked_for_reference_is_not_a_second_yield_column(ctx):
    # "YTW | YTM (ref)": the yield offered, then one shown for reference; the first is the market.
    text = ("CALLABLE AGENCIES - OFFERED\n"
            "Qty (MM)  CUSIP      Issuer  Cpn    Maturity    Call schedule     Offer Px  YTW   YTM (ref)\n"
            "10        3133EPQ40  FFCB    5.300  06/03/2035  Q from 06/03/28   100.125   5.23  5.28\n")
    got = keyed(quotes_of(ctx, text))
    assert got == [("3133EPQ40", "price", None, 100.125, None, 10e6), ("3133EPQ40", "yield", None, 5.23, None, 10e6)]


def test_a_fractional_yield_no_price_bears_out_goes_to_review(ctx):
    # A "3.11%" cell stores 0.0311; with the price column lost (perturb.py renamed it) nothing on the
    # sheet tells 0.0311 % from 3.11 %, and 0.0311 was stored as the offer yield.
    rows = [["MUNICIPAL OFFERINGS"],
            ["CUSIP", "Description", "Coupon", "Maturity", "Par (000)", "Yield", "Fld7"],
            ["64971XQM3", "BUFFALO NY GO", 5, "2034-04-01", 250, 0.0311, 111.807]]
    got = extract(corpus_docs.xlsx([("NY", rows, False)]), replace(ctx, filename="munis.xlsx")).quotes
    assert [q.ask for q in got if q.quote_type == "yield"] == [0.0311]
    assert all(q.review_reason and "percent cell" in q.review_reason for q in got if q.quote_type == "yield")


def test_a_csv_data_row_naming_a_side_is_no_header(ctx):
    # Every cell of a CSV is text: "OFFER | IG | ... | 100.520" named a side column and a name column,
    # so each row was read as a new header and the axes file gave nothing.
    rows = [["Side", "Sector", "CUSIP", "Ticker", "Coupon", "Maturity", "Size(MM)", "Spread", "Price", "YTW"],
            ["OFFER", "IG", "845085A74", "HLDSTN", "4.650", "2031-09-15", "3", "88", "100.520", ""],
            ["BID", "HY", "133344A19", "REDCAR", "6.125", "2032-10-01", "3", "", "96.375", "6.98"]]
    got = extract(corpus_docs.csv_bytes(rows, ","), replace(ctx, filename="axes.csv")).quotes
    assert keyed(got) == [("133344A19", "price", 96.375, None, 3e6, None),
                          ("133344A19", "yield", 6.98, None, 3e6, None),
                          ("845085A74", "price", None, 100.52, None, 3e6),
                          ("845085A74", "spread", None, 88, None, 3e6)]


def test_an_export_writes_its_size_unit_and_reference_columns_with_underscores(ctx):
    # "qty_000" is "Qty (000)"; "yield_to" (YTC / YTM) and "mmd_yield" hold no level: the offers went to
    # review, without their sizes.
    rows = [["cusip", "description", "coupon", "maturity", "qty_000", "offer_yield", "yield_to", "offer_price",
             "mmd_yield"],
            ["868283A93", "MINNESOTA ST GO VAR PURP SER 2025A", "5.000", "20380801", "500", "3.140", "YTC", "113.068",
             "3.02"]]
    got = extract(corpus_docs.csv_bytes(rows, ","), replace(ctx, filename="offerings.csv")).quotes
    assert keyed(got) == [("868283A93", "price", None, 113.068, None, 5e5),
                          ("868283A93", "yield", None, 3.14, None, 5e5)]
    assert all(q.review_reason is None for q in got)
