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


def test_a_second_level_in_brackets_in_a_side_cell_is_its_other_measure(ctx):
    # "+112 (101.20)": the spread with its cash price in brackets; "$25.15 (6.02%)": a preferred's
    # price with its yield. Both were unreadable cells, so the rows gave nothing.
    html = ("<table><tr><th>Issuer</th><th>Cpn</th><th>Maturity</th><th>Bid</th><th>Offer</th></tr>"
            "<tr><td>PENWITH POWER</td><td>5.2</td><td>05/34</td><td>+112 <small>(101.20)</small></td>"
            "<td>+107 <small>(101.55)</small></td></tr></table>"
            "<table><tr><th>Preferred</th><th>CUSIP</th><th>Bid</th><th>Offer</th></tr>"
            "<tr><td>CARNON FINANCIAL 6.25% SER B</td><td>175538A07</td><td>$25.15 (6.02%)</td>"
            "<td>$25.29 (5.82%)</td></tr></table>")
    got = [k[:4] for k in keyed(quotes_of(ctx, html, "body.html"))]
    assert got == [("175538A07", "price", 25.15, 25.29), ("175538A07", "yield", 6.02, 5.82),
                   ("PENWITH POWER 5.2 2034-05", "price", 101.2, 101.55),
                   ("PENWITH POWER 5.2 2034-05", "spread", 112, 107)]


def test_a_bracketed_number_that_is_no_second_measure_sends_the_row_to_review(ctx):
    # "99.50 (12)" under Bid: a price with something in brackets that is neither its yield nor a
    # price beside a spread (a size? a change?): the price is kept, in review.
    html = ("<table><tr><th>Issuer</th><th>Cpn</th><th>Maturity</th><th>Bid</th><th>Offer</th></tr>"
            "<tr><td>PENWITH POWER</td><td>5.2</td><td>05/34</td><td>+112 (12)</td><td>+107</td></tr></table>")
    (quote,) = quotes_of(ctx, html, "body.html")
    assert (quote.quote_type, quote.bid, quote.ask) == ("spread", 112, 107) and quote.review_reason


def test_a_tables_caption_states_its_own_sizes_and_a_px_cell_is_a_price(ctx):
    # <caption> was dropped with the table: "1MM per side" sized nothing. The caption's sizes are its
    # table's alone; "99.35 px" in a spread table is a price, and "5 x -" sizes the bid only.
    html = ("<table><caption>Converts - points. 1MM per side.</caption>"
            "<tr><th>Convert</th><th>CUSIP</th><th>Bid</th><th>Offer</th></tr>"
            "<tr><td>ST MAWES THERAPEUTICS 1 1/2 2030 CV</td><td>127110A61</td><td>104.75</td><td>105.50</td></tr>"
            "</table><table><caption>IG - T-spreads</caption>"
            "<tr><th>Issuer</th><th>Cpn</th><th>Maturity</th><th>Bid</th><th>Offer</th><th>Size</th></tr>"
            "<tr><td>PORTHCURNO BANK</td><td>4 7/8</td><td>01/30</td><td>99.35 px</td><td>-</td><td>5 x -</td></tr>"
            "</table>")
    got = keyed(quotes_of(ctx, html, "body.html"))
    assert got == [("127110A61", "price", 104.75, 105.5, 1e6, 1e6),
                   ("PORTHCURNO BANK 4.875 2030-01", "price", 99.35, None, 5e6, None)]


def test_a_ruled_pdf_tables_decimal_commas_and_a_bill_on_yield_in_its_price_columns(ctx):
    # The page's text wrote no number with a comma ("Prezzi in percentuale del nominale"), so the table's
    # "101,12" was no level and the sheet gave nothing; a bill's "2,412%" under "Prezzo" is its yield.
    pdf = corpus_docs.pdf([["BANCA ESEMPIO - Quotazioni indicative", "Prezzi in percentuale del nominale."]],
                          [[["ISIN", "Titolo", "Scadenza", "Prezzo Denaro", "Prezzo Lettera"],
                            ["IT0005518128", "BTP 4,4% 2033", "01/05/2033", "101,12", "101,19"],
                            ["IT0005580094", "BOT 12/03/2028", "12/03/2028", "2,412%", "2,398%"]]])
    got = extract(pdf, replace(ctx, filename="quotazioni.pdf")).quotes
    assert [(q.instrument_key, q.quote_type, q.bid, q.ask) for q in got] == [
        ("IT0005518128", "price", 101.12, 101.19), ("IT0005580094", "yield", 2.412, 2.398)]


def test_a_ruled_pdf_table_in_points_beside_a_stock_price_with_a_comma_stays_in_points(ctx):
    pdf = corpus_docs.pdf([["CONVERTIBLES - prices in %"]],
                          [[["ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Ask", "Stock"],
                            ["DE000A3E5A83", "HELMSTADT SOLAR", "0.000", "17.11.2030", "93.20", "94.20", "EUR 38,40"],
                            ["DE000A30VQB2", "ODERWALD", "2.250", "04.06.2031", "108.75", "109.75", "EUR 71,15"]]])
    got = extract(pdf, replace(ctx, filename="cb.pdf")).quotes
    assert sorted((q.bid, q.ask) for q in got) == [(93.2, 94.2), (108.75, 109.75)]
