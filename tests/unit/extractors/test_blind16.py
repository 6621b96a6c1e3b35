"""One regression case per failure kind met in the sixteenth blind corpus's development half
(blind16/dev: the rates desks, governments and agencies / SSA), written fresh: short inputs of our
own, not copies of the corpus mails."""

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
