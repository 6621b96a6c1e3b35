"""One regression case per failure kind met in the sixteenth blind corpus's development half
(blind16/dev: the rates desks, governments and agencies / SSA), written fresh: short inputs of our
own, not copies of the corpus mails."""

import datetime as dt
from dataclasses import replace

import corpus_docs

from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of

_CELL = '<td style="border:1px solid #999">{}</td>'


def _html(header, rows):
    def row(cells, tag="td"):
        return "<tr>" + "".join(f"<{tag}>{c}</{tag}>" for c in cells) + "</tr>"
    return ("<html><body><p>Levels below.</p><table>" + row(header, "th") + "".join(row(r) for r in rows)
            + "</table></body></html>")


def test_a_spread_cell_naming_its_benchmark_after_the_levels(ctx):
    # "T+92 / T+88 (T 4 3/8 05/34)": the benchmark's date was read as the pair (bid 5), stored as a
    # spread; "+68 / +64 vs UST 4 05/15/30" left the benchmark's coupon unplaced.
    text = _html(["Issuer", "Cpn", "Maturity", "Spread Bid / Ask", "Px Bid / Ask", "Size (MM)"],
                 [["Harrowgate Rail", "4 7/8", "09/15/33", "T+92 / T+88 <small>(T 4 3/8 05/34)</small>",
                   "97.357 / 97.571", "5"],
                  ["Penwith Pharma", "4.65", "04/01/31", "+68 / +64 vs UST 4 05/15/30", "99.431 / 99.575", "5"]])
    got = quotes_of(ctx, text, "run.html")
    assert keyed(got) == [("HARROWGATE RAIL 4.875 2033-09-15", "price", 97.357, 97.571, 5e6, 5e6),
                          ("HARROWGATE RAIL 4.875 2033-09-15", "spread", 92, 88, 5e6, 5e6),
                          ("PENWITH PHARMA 4.65 2031-04-01", "price", 99.431, 99.575, 5e6, 5e6),
                          ("PENWITH PHARMA 4.65 2031-04-01", "spread", 68, 64, 5e6, 5e6)]
    assert not [q.review_reason for q in got if q.review_reason]


def test_a_column_marked_ref_among_other_bracket_words_is_no_level(ctx):
    # "Yld (b / a, ref)": the yields of priced rows, for reference; the market is the Bid / Ask price.
    text = _html(["Security", "Bid", "Ask", "Yld (b / a, ref)"],
                 [["T 4 1/8 05/31/29", "99-29+", "99-30", "4.166 / 4.158"]])
    got = keyed(quotes_of(ctx, text, "run.html"))
    assert [k[1:4] for k in got] == [("price", 99.921875, 99.9375)]


def test_carry_days_and_a_spread_over_canadas_or_swiss_govvies_are_named_columns(ctx):
    # "Carry 1M (32s)", "Days" were unnamed, so every row went to review for a number nobody placed;
    # "vs GoC (bp)" beside the price was not read at all.
    text = _html(["Issuer", "Cpn", "Maturity", "vs GoC (bp)", "Px Bid", "Px Ask", "Carry 1M (32s)", "Days"],
                 [["CANHOU", "3.1", "15-Jun-2032", "+38 / +35", "97.888", "98.022", "+3/4", "35"]])
    got = quotes_of(ctx, text, "run.html")
    assert keyed(got) == [("CANHOU 3.1 2032-06-15", "price", 97.888, 98.022, None, None),
                          ("CANHOU 3.1 2032-06-15", "spread", 38, 35, None, None)]
    assert not [q.review_reason for q in got if q.review_reason]


def test_a_quantity_in_millions_named_in_the_header_sizes_the_row(ctx):
    text = ("isin,descr,px_bid,px_ask,qty_mln\r\n"
            "IT0005584856,BTPS 3.85 01/02/2035,100.376,100.440,10\r\n")
    got = quotes_of(ctx, text, "btp.csv")
    assert [(q.bid, q.ask, q.bid_size, q.ask_size, q.review_reason) for q in got] == [
        (100.376, 100.44, 10e6, 10e6, None)]


def test_a_day_month_year_maturity_cell_keeps_its_day(ctx):
    # "15 Mar 2033" in a Maturity column was read word by word: the bond matured "in 2033".
    text = _html(["Issuer", "Coupon", "Maturity", "vs DBR Bid", "vs DBR Ask"],
                 [["KFW", "2.750", "15 Mar 2033", "+38", "+35"]])
    got = quotes_of(ctx, text, "ssa.html")
    assert [(str(q.maturity), q.maturity_precision) for q in got] == [("2033-03-15", "day")]


def test_a_correction_carried_onto_the_next_line_is_applied(ctx):
    # The second line says no "should read": it continues the line above, and its yields were kept.
    text = ("UST run\n"
            "7Y    T 4 3/8 05/31/34       99-18+    99-19     4.446     4.443\n"
            "\n"
            "Correction - 7Y should read 99-19+ / 99-20, not 99-18+ / 99-19 as above (fat finger), and the\n"
            "7Y yields 4.441 / 4.438, not 4.446 / 4.443.\n")
    got = keyed(quotes_of(ctx, text))
    assert [k[1:4] for k in got] == [("price", 99.609375, 99.625), ("yield", 4.441, 4.438)]


def test_german_column_words_over_numbers_written_with_points_are_no_decimal_commas(ctx):
    # "Rend. Geld / Brief" made the whole mail decimal-comma: 2.118 read as 2118, every level lost.
    text = ("Govies EUR 25m per side.\n\n"
            "ISIN           Bond                 Rend. Geld / Brief   Kurs Geld / Brief    ASW (bp)   Chg (bp)\n"
            "DE0001102580   DBR 2.5 02/15/37          2.612 / 2.606     99.025 / 99.077   -18 / -21       +2.1\n")
    got = keyed(quotes_of(ctx, text))
    assert [k[1:4] for k in got] == [("i_spread", -18, -21), ("price", 99.025, 99.077), ("yield", 2.612, 2.606)]


def test_a_german_sheet_under_a_bilingual_band_with_number_cells(ctx):
    # "Anleihe / Bond" over "Emittent | Kupon | Verfall": the band named every column under it a
    # description; "Verfall" was unknown; the coupon cell 1.25 was read with decimal commas (125);
    # "CHF 10 Mio. per side" sized nothing.
    rows = [["ZURICH SSA CHF - CHF 10 Mio. per side."], [],
            ["Anleihe / Bond", None, None, "vs Eidgenossen (bp)", None, "Kurs / Price", None],
            ["Emittent", "Kupon", "Verfall", "Geld", "Brief", "Geld", "Brief"],
            ["KFW", 1.25, dt.datetime(2032, 7, 15), 18, 15, 99.615, 99.711]]  # noqa: DTZ001 - a sheet's date cell
    got = keyed(extract(corpus_docs.xlsx([("SSA CHF", rows, False)]), replace(ctx, filename="ssa.xlsx")).quotes)
    assert got == [("KFW 1.25 2032-07-15", "price", 99.615, 99.711, 10e6, 10e6),
                   ("KFW 1.25 2032-07-15", "spread", 18, 15, 10e6, 10e6)]
