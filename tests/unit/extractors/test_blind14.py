"""One regression case per failure kind met in the fourteenth blind corpus's development half
(blind14/dev: measures and units, the unit written away from the level), written fresh: short
inputs of our own, not copies of the corpus mails."""

from dataclasses import replace

import corpus_docs

from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of


def test_a_cell_naming_its_swap_curve_is_an_asset_swap_spread_whatever_its_column(ctx):
    # "SOFR MS +6 / +3" under "Spread B / O" (spread to the government curve): the cell's own
    # benchmark wins; stored as a spread to governments it was a wrong measure.
    table = [["ISIN", "Issuer", "Maturity", "Spread B / O", "Px B / O"],
             ["XS2301140757", "EIB", "10.02.2030", "SOFR MS +6 / +3", "100.11 / 100.22"],
             ["XS2301140914", "KFW", "15.03.2031", "+24 / +21", "100.62 / 100.80"]]
    got = keyed(extract(corpus_docs.docx(["Supras: spread vs UST (bp), then price"], [table]),
                        replace(ctx, filename="ssa.docx")).quotes)
    spreads = {(k[0], k[1], k[2], k[3]) for k in got if k[1] != "price"}
    assert ("XS2301140757", "i_spread", 6, 3) in spreads and ("XS2301140914", "spread", 24, 21) in spreads


def test_words_in_a_quote_column_beside_bid_and_ask_name_the_rows_measure(ctx):
    # "Quote: upfront pts, 500 running" beside Bid / Ask: 4.10 / 4.60 are points upfront, not a
    # 4 bp running spread.
    table = [["Name", "Tenor", "Quote", "Bid", "Ask"],
             ["TREVOSE METALS", "5Y", "bp (100 running)", "162", "171"],
             ["PORTHALLOW MINING", "5Y", "upfront pts, 500 running", "4.10", "4.60"]]
    got = keyed(extract(corpus_docs.docx(["CDS single names, 5mm"], [table]), replace(ctx, filename="cds.docx")).quotes)
    assert [k[:4] for k in got] == [("PORTHALLOW MINING 5Y", "upfront", 4.1, 4.6),
                                    ("TREVOSE METALS 5Y", "spread", 162, 171)]


def test_a_bracketed_signed_eighth_after_a_level_is_its_change(ctx):
    # "CDX HY 47 104 3/8 (+1/8)": the eighth is the day's change, never a 1 / 8 two-way market.
    got = quotes_of(ctx, "Indices: CDX HY 47 104 3/8 (+1/8) bid\n")
    assert not [q for q in got if (q.bid, q.ask) == (1, 8)]
    assert [(q.quote_type, q.bid) for q in got] == [("price", 104.375)]
