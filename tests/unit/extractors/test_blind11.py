"""One regression case per failure kind met in the eleventh blind corpus's development half
(blind11/dev), written fresh: short inputs of our own, not copies of the corpus mails."""

import datetime as dt
import io
from dataclasses import replace

import pytest

from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of

SENT = dt.datetime(2027, 3, 1, 8, 0, tzinfo=dt.UTC)


def _sheet(rows: list[list[object]], percent_columns: tuple[int, ...] = ()) -> bytes:
    """A workbook of one sheet; the given columns' number cells shown as percentages, as desks format yields."""
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    for row in rows:
        sheet.append(row)
    for row in sheet.iter_rows():
        for cell in row:
            if cell.column - 1 in percent_columns and isinstance(cell.value, float):
                cell.number_format = "0.00%"
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _read(ctx, data: bytes, name: str = "run.xlsx"):
    return extract(data, replace(ctx, filename=name, quoted_at=SENT)).quotes


GROUPED = [["KIRKDALE CAPITAL - EM RUN"], [],
           ["Security", None, None, None, "BID", None, None, "OFFER", None, None, "Size (MM)"],
           ["ISIN", "Issuer", "Cpn", "Maturity", "Px", "Yld", "Sprd", "Px", "Yld", "Sprd", "Bid", "Ofr"],
           ["XS2345678903", "REP OF ALDERIA", 6.5, dt.date(2034, 3, 15), 97.25, 0.0699, 281, 97.75, 0.0691, 273,
            3, 2]]


def test_a_group_row_over_a_two_row_header_names_sides_and_sizes_not_the_bonds_columns(ctx):
    # "Security" over ISIN / Issuer / Cpn named none of them, and "Size (MM)" over "Bid | Ofr" made
    # them price columns: every level went to review as "side not stated".
    got = keyed(_read(ctx, _sheet(GROUPED, percent_columns=(5, 8))))
    assert got == [("XS2345678903", "price", 97.25, 97.75, 3e6, 2e6),
                   ("XS2345678903", "spread", 281, 273, 3e6, 2e6),
                   ("XS2345678903", "yield", 6.99, 6.91, 3e6, 2e6)]
    assert all(q.review_reason is None for q in _read(ctx, _sheet(GROUPED, percent_columns=(5, 8))))


def test_yields_stored_as_fractions_are_read_in_percent_when_the_rows_prices_bear_it_out(ctx):
    rows = [["Ticker", "Cpn", "Maturity", "Bid", "Ask", "Bid Yld", "Ask Yld"],
            ["T", 4.25, dt.date(2031, 1, 31), 100.25, 100.28125, 0.04182, 0.04175]]
    got = keyed(_read(ctx, _sheet(rows, percent_columns=(5, 6))))
    assert ("T 4.25 2031-01-31", "yield", 4.182, 4.175, None, None) in got


def test_a_low_yield_its_price_bears_out_is_left_as_written(ctx):
    # A short Schatz yielding 0.12 % at 99.9 with a 0.1 coupon: the price agrees with the yield as written.
    rows = [["Ticker", "Cpn", "Maturity", "Bid", "Ask", "Bid Yld", "Ask Yld"],
            ["BKO", 0.1, dt.date(2029, 3, 10), 99.94, 99.98, 0.13, 0.11]]
    got = keyed(_read(ctx, _sheet(rows)))
    assert ("BKO 0.1 2029-03-10", "yield", 0.13, 0.11, None, None) in got


def test_fractional_yields_without_a_price_to_judge_them_are_left_as_written(ctx):
    # No price on the row to judge them and no percent format on the cells: left as written, in review.
    rows = [["Ticker", "Cpn", "Maturity", "Bid Yld", "Ask Yld"],
            ["T", 4.25, dt.date(2031, 1, 31), 0.04182, 0.04175]]
    got = _read(ctx, _sheet(rows))
    assert keyed(got) == [("T 4.25 2031-01-31", "yield", 0.04182, 0.04175, None, None)]
    assert all(q.review_reason for q in got)
    # the cells' percent format says what the sheet shows: 4.182 %
    got = _read(ctx, _sheet(rows, percent_columns=(3, 4)))
    assert [(q.bid, q.ask, q.review_reason) for q in got] == [(4.182, 4.175, None)]


def test_columns_grouped_under_reference_are_no_levels(ctx):
    # "Offer" over Yield / Price, "Reference" over MMD / Spread: the muni's offer, and the benchmark
    # and spread to it for reference only; the spread was stored as an offer.
    rows = [["Security", None, None, None, None, "Offer", None, "Reference", None],
            ["CUSIP", "Issuer", "Cpn", "Maturity", "Par (000)", "Yield", "Price", "MMD", "Spread"],
            ["646136A35", "ALDERTON CNTY GO", 5, dt.date(2041, 6, 1), 500, 3.61, 110.2, 3.35, 26]]
    got = keyed(_read(ctx, _sheet(rows)))
    assert got == [("646136A35", "price", None, 110.2, None, 5e5), ("646136A35", "yield", None, 3.61, None, 5e5)]


@pytest.mark.parametrize("header", ["OAS (model)", "Model OAS", "Fair Spd"])
def test_a_model_column_beside_the_market_is_no_level(ctx, header):
    text = (f"Security,Bid,Offer,YTM Bid,YTM Offer,{header},Size (MM)\n"
            "FHLB 5.05 02/09/32,100.06,100.22,5.04,5.00,34,10\n")
    got = keyed(quotes_of(ctx, text, "agency.csv"))
    assert got == [("FHLB 5.05 2032-02-09", "price", 100.06, 100.22, 1e7, 1e7),
                   ("FHLB 5.05 2032-02-09", "yield", 5.04, 5.0, 1e7, 1e7)]


def test_a_treasury_spread_in_a_dm_column_is_a_spread(ctx):
    text = ("CUSIP,Deal / Class,DM / Sprd,Px,Size (MM)\n"
            "134181A06,LANGDALE CLO 2022-2A C,DM 285,99.375,25\n"
            "133566A09,WASDALE AUTO 2024-4 D,T+155,100.125,8\n")
    got = keyed(quotes_of(ctx, text, "bids.csv"))
    assert ("133566A09", "spread", 155, None, 8e6, None) in got or ("133566A09", "spread", 155, 155, 8e6, 8e6) in got
    assert ("134181A06", "dm", 285, None, 25e6, None) in got or ("134181A06", "dm", 285, 285, 25e6, 25e6) in got


@pytest.mark.parametrize(("line", "bid", "ask"), [("T 4 1/4 01/29 100-04+/05 50x50", 100.140625, 100.15625),
                                                  ("T 4 5/8 02/57 99-11/13 10x10", 99.34375, 99.40625),
                                                  ("T 4 5/8 02/57 99-31/00 10x10", 99.96875, 100.0)])
def test_a_treasurys_offer_in_32nds_on_the_bids_handle(ctx, line, bid, ask):
    # The offer "05" was stored as a price of 5.
    got = keyed(quotes_of(ctx, line))
    assert [(kind, b, a) for _, kind, b, a, *_ in got] == [("price", bid, ask)]


CHAT = ("10-Mar-2027 07:43:55 ANNA BELL (KESWICK): ROSTHWAITE POWER 5y 74/79 10x10\n"
        "10-Mar-2027 07:44:20 ANNA BELL (KESWICK): 73/78, not 74/79, sorry\n")


def test_a_chat_correction_giving_only_levels_corrects_the_speakers_last_line(ctx):
    got = keyed(quotes_of(ctx, CHAT))
    assert [(kind, b, a) for _, kind, b, a, *_ in got] == [("spread", 73, 78)]


def test_a_symphony_speaker_line_with_the_day_before_the_time_names_the_dealer(ctx):
    text = ("Eve Lorton (Hawkshead)  3/10/27, 8:03 AM\n"
            "MEX 6.35 02/35 99.05/99.55 3mm\n\n"
            "Eve Lorton (Hawkshead)  3/10/27, 8:04 AM\n"
            "pls ignore that, wrong line\n\n"
            "Eve Lorton (Hawkshead)  3/10/27, 8:05 AM\n"
            "PERU 5 3/8 02/35 97.85/98.35 2mm\n")
    got = quotes_of(ctx, text, "chat.txt")
    assert [(q.instrument_key, q.dealer) for q in got] == [("PERU 5.375 2035-02", "hawkshead")]


def test_a_size_between_two_measures_sizes_both(ctx):
    got = keyed(quotes_of(ctx, "COLOM 8 1/2 04/35 101.55/102.05 2mm, yld 8.23/8.16"))
    assert [(kind, bs, asz) for _, kind, _, _, bs, asz in got] == [("price", 2e6, 2e6), ("yield", 2e6, 2e6)]


def test_a_curve_grids_running_coupon_is_neither_name_nor_level(ctx):
    # "Cpn 100" beside the tenor columns went into every key: "100 5Y ASHBOURNE MOTORS".
    text = ("Reference Entity,Cpn,3Y,5Y,7Y\n"
            "GRASMERE MOTORS,100,38/43,61/66,82/88\n")
    got = keyed(quotes_of(ctx, text, "cds.csv"))
    assert [k for k, *_ in got] == ["GRASMERE MOTORS 3Y", "GRASMERE MOTORS 5Y", "GRASMERE MOTORS 7Y"]


def test_a_size_statement_among_the_fields_of_a_page_header(ctx):
    text = ("9 Mar 2027 | CDS running bp | Sizes: USD 10mm single names, 50mm indices | converts px\n\n"
            "GRASMERE MOTORS 5Y 61/66\n"
            "CDX IG 47 5Y 55.25/55.75\n")
    got = keyed(quotes_of(ctx, text))
    assert [(k, bs) for k, _, _, _, bs, _ in got] == [("CDX IG 47 5Y", 5e7), ("GRASMERE MOTORS 5Y", 1e7)]


def test_b_o_columns_beside_close_change_and_amount_columns_are_read_by_their_header(ctx):
    # The close, the change and the amount outstanding went into the bond's key.
    text = ("UST                 CLOSE       BID    OFFER   CHG       YLD B/O\n"
            "T 4 1/4 01/31/29   100-05   100-04+   100-05   -0+   4.176/4.168\n\n"
            "AGENCIES               AMT OUT    SPRD B/O          PX B/O\n"
            "FHLB 4 1/8 03/12/30      3.5bn   T+14/T+11   100-09/100-12\n\n"
            "LATAM                       BMK          PX B/O       YLD B/O   Z mid\n"
            "COLOM 7 1/2 02/02/34   10y 4.24   98.40 / 98.90   7.79 / 7.71     351\n")
    got = keyed(quotes_of(ctx, text))
    assert got == [("COLOM 7.5 2034-02-02", "price", 98.4, 98.9, None, None),
                   ("COLOM 7.5 2034-02-02", "yield", 7.79, 7.71, None, None),
                   ("FHLB 4.125 2030-03-12", "price", 100.28125, 100.375, None, None),
                   ("FHLB 4.125 2030-03-12", "spread", 14, 11, None, None),
                   ("T 4.25 2029-01-31", "price", 100.140625, 100.15625, None, None),
                   ("T 4.25 2029-01-31", "yield", 4.176, 4.168, None, None)]
    assert all(q.review_reason is None for q in quotes_of(ctx, text))


def test_a_sections_header_keeps_the_columns_the_first_headers_two_rows_named(ctx):
    # "(32nds)" and "(MM)" under the agencies' header are the change and the size the first header's
    # group row named; unnamed, the size went unread and every row to review.
    rows = [["Security", None, None, "Price", None, "Chg", "Size"],
            ["Ticker", "Cpn", "Maturity", "Bid", "Ask", "(32nds)", "(MM)"],
            ["T", 4.25, dt.date(2029, 1, 31), 100.140625, 100.15625, -0.5, 50],
            [],
            ["AGENCIES"],
            ["Ticker", "Cpn", "Maturity", "Bid", "Ask", "(32nds)", "(MM)"],
            ["FHLB", 4.125, dt.date(2030, 3, 12), 100.28125, 100.375, -1, 10]]
    got = _read(ctx, _sheet(rows))
    assert keyed(got) == [("FHLB 4.125 2030-03-12", "price", 100.28125, 100.375, 1e7, 1e7),
                          ("T 4.25 2029-01-31", "price", 100.140625, 100.15625, 5e7, 5e7)]
    assert all(q.review_reason is None for q in got)


def test_a_spread_measure_written_before_a_pair_columns_name(ctx):
    # "T+ Bid/Ask" was read as an offer column: "14/11" stored as yields.
    text = ("Security,T+ Bid/Ask,Px Bid,Px Ask\n"
            "FHLB 4 1/8 03/12/30,14/11,100-09,100-12\n")
    got = keyed(quotes_of(ctx, text, "agency.csv"))
    assert got == [("FHLB 4.125 2030-03-12", "price", 100.28125, 100.375, None, None),
                   ("FHLB 4.125 2030-03-12", "spread", 14, 11, None, None)]



def test_a_chat_correction_quoting_the_bond_again_without_a_size_keeps_the_corrected_quotes_sizes(ctx):
    text = ("[09:01] Ann Roe (Ashby): HARTFELL 5Y 212 / 222 10x10\n"
            "[09:02] Ann Roe (Ashby): HARTFELL 5Y 214 / 224, not 212 / 222, sorry\n"
            "[09:03] Ann Roe (Ashby): MOFFAT 5Y 90 / 96 5x5\n"
            "[09:04] Ann Roe (Ashby): MOFFAT 5Y 91 / 97 2x2, not 90 / 96\n")
    got = keyed(quotes_of(ctx, text, "chat.txt"))
    assert [(kind, b, a, bs, asz) for _, kind, b, a, bs, asz in got] == [
        ("spread", 214, 224, 10e6, 10e6), ("spread", 91, 97, 2e6, 2e6)]


def test_an_earlier_print_on_a_weekday_is_no_level_and_leaves_the_market_after_it(ctx):
    got = keyed(quotes_of(ctx, "09:14 Abe Kline (ZENNOR): PERU 6 2030 last print 78 on Mon; we're 77.50 / 78.75 now",
                          "chat.txt"))
    assert [(kind, b, a) for _, kind, b, a, *_ in got] == [("price", 77.5, 78.75)]
