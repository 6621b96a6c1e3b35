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
