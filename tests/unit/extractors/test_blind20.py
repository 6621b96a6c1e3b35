"""One regression case per failure kind met in the twentieth blind corpus's development half (blind20/dev:
several quotes on a line, two measures on one side, spaced dashes, labelled numbers beside levels), written
fresh: short inputs of our own, not copies of the corpus mails. Each stored a wrong price, lost a quote or
sent a good one to review before its rule."""

from extractors.model import SourceContext
from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of


def test_a_clo_tranches_signed_spread_is_its_discount_margin(ctx):
    # "+255 / +240" on a CLO tranche was stored as a spread: a CLO floats, its spread over the index is
    # a discount margin (a wrong measure is a wrong price).
    text = "THORNLEY CLO 2019-3A C-R +255 / +240 (3.2 WAL), 100.05 / 100.40 in 3x3\n"
    got = quotes_of(ctx, text)
    assert keyed(got) == [("THORNLEY CLO 2019-3A C-R", "dm", 255, 240, 3e6, 3e6),
                          ("THORNLEY CLO 2019-3A C-R", "price", 100.05, 100.4, 3e6, 3e6)]


def test_a_bracket_laid_apart_from_its_column_name_and_a_b_x_o_size_column(ctx):
    # "YTW (bid)" laid out as "YTW" and "(bid)": the bid's yield went unplaced and the row to review;
    # "B x O" over "5x5" named nothing, so the run had no sizes.
    text = ("Issuer            Cpn   Maturity   Sprd Bid  Sprd Ofr  Px Bid   Px Ofr   YTW  (bid)  Chg (bp)  B x O\n"
            "ALDERLEY UTILS    4.85  03/15/31      +92       +86    100.74   100.93        4.62      -2     5x5\n")
    got = extract(text.encode(), SourceContext(filename="run.txt")).quotes
    assert keyed(got) == [("ALDERLEY UTILS 4.85 2031-03-15", "price", 100.74, 100.93, 5e6, 5e6),
                          ("ALDERLEY UTILS 4.85 2031-03-15", "spread", 92, 86, 5e6, 5e6),
                          ("ALDERLEY UTILS 4.85 2031-03-15", "yield", 4.62, None, 5e6, 5e6)]
    assert all(q.review_reason is None for q in got)


def test_sizes_stated_each_side(ctx):
    text = ("HY run - cash prices in points, 1MM each side.\n"
            "Issuer               Cpn    Maturity  Px Bid  Px Ofr\n"
            "ELMWOOD CASINOS      8 1/8  04/15/31  98 1/4  98 7/8\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("ELMWOOD CASINOS 8.125 2031-04-15", "price", 98.25, 98.875, 1e6, 1e6)]


def test_a_levels_change_in_brackets_in_its_cell_is_no_level_and_a_plain_digit_footnote_marks(ctx):
    # "100.18 (+0.02)" under "Px Bid (d/d chg)" was no level (the bid lost, the row in review); a raised
    # "1" printed as "1 Indicative offer, ..." under the table doubts the cell written "100.21(1)".
    text = ("<table><tr><th>Deal</th><th>Cls</th><th>DM Bid</th><th>DM Ofr</th><th>Px Bid (d/d chg)</th>"
            "<th>Px Ofr</th><th>B x O (MM)</th></tr>"
            "<tr><td>ASHWELL VALE CLO 2023-1A</td><td>A-R</td><td>128</td><td>122</td><td>100.18 (+0.02)</td>"
            "<td>100.34</td><td>5x5</td></tr>"
            "<tr><td>CALDER STONES CLO 2019-2A</td><td>C</td><td>231</td><td>219</td><td>100.20 (0.00)</td>"
            "<td>100.55(1)</td><td>2x2</td></tr></table>"
            "<p>1 Indicative offer, subject to confirmation - not refreshed since Friday.</p>")
    got = quotes_of(ctx, text, "run.html")
    assert keyed(got) == [("ASHWELL VALE CLO 2023-1A A-R", "dm", 128, 122, 5e6, 5e6),
                          ("ASHWELL VALE CLO 2023-1A A-R", "price", 100.18, 100.34, 5e6, 5e6),
                          ("CALDER STONES CLO 2019-2A C", "dm", 231, 219, 2e6, 2e6),
                          ("CALDER STONES CLO 2019-2A C", "price", 100.2, 100.55, 2e6, 2e6)]
    assert [q.instrument_key for q in got if q.review_reason] == ["CALDER STONES CLO 2019-2A C"]


def test_a_spread_of_a_few_basis_points_written_to_the_hundredth_is_doubted(ctx):
    # A HY block's yields under the table's "Sprd" columns ("HIGH YIELD - px / YTW %"): 8.28 / 8.07 was
    # stored as a spread once the row's changes in brackets no longer sent it to review.
    text = ("<table><tr><th>Issuer</th><th>Cpn</th><th>Maturity</th><th>Sprd Bid</th><th>Sprd Offer</th>"
            "<th>Px Bid</th><th>Px Offer</th></tr>"
            "<tr><td colspan=7>HIGH YIELD - px / YTW %</td></tr>"
            "<tr><td>SANDHILL RESORTS</td><td>7 7/8</td><td>05/01/31</td><td>8.28</td><td>8.07</td>"
            "<td>98.50 (+0.25)</td><td>99.25</td></tr></table>")
    got = quotes_of(ctx, text, "run.html")
    assert [(q.quote_type, q.bid, q.ask) for q in got if q.review_reason is None] == [("price", 98.5, 99.25)]
