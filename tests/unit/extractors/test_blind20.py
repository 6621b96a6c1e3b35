"""One regression case per failure kind met in the twentieth blind corpus's development half (blind20/dev:
several quotes on a line, two measures on one side, spaced dashes, labelled numbers beside levels), written
fresh: short inputs of our own, not copies of the corpus mails. Each stored a wrong price, lost a quote or
sent a good one to review before its rule."""

from dataclasses import replace

import corpus_docs

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
                          ("ALDERLEY UTILS 4.85 2031-03-15", "yield", 4.62, None, 5e6, None)]
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


def test_two_quotes_in_one_sentence_with_their_sides_and_sizes(ctx):
    # "... at +118 and we're +131 bid for 3mm of ..." gave nothing; "also offer X at +112" after a ";"
    # gave nothing and lent the first bond its size.
    text = ("Can offer 2mm HALDON ENERGY 5.25 29s at +118 and we're +131 bid for 3mm of BRIXHAM FOODS 4.6 31s.\n"
            "TAVY HEALTH 5.7 2030 +88 bid (101.36), 4mm; also offer TAVY 5.9 33s at +112, 3mm.\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("BRIXHAM FOODS 4.6 2031", "spread", 131, None, 3e6, None),
                          ("HALDON ENERGY 5.25 2029", "spread", None, 118, None, 2e6),
                          ("TAVY 5.9 2033", "spread", None, 112, None, 3e6),
                          ("TAVY HEALTH 5.7 2030", "price", 101.36, None, 4e6, None),
                          ("TAVY HEALTH 5.7 2030", "spread", 88, None, 4e6, None)]


def test_one_side_in_two_measures_and_the_two_sides_of_one_line_joined(ctx):
    # "offer T+145 / 98.25" was a market of +145 bid / 98.25 offer (review); "bid 4.18% (99-28), offer
    # 4.14 / 99-30+" and "yld 6.19 = px 96.10 bid, 5mm; offer 96.60 / 6.08." are each one market per measure.
    text = ("CRANTOCK TELECOM 6.1 2035 - offer T+145 / 98.25 for 2mm; no bid from us there.\n"
            "FHLB 4.125 03/15/30 - bid 4.18% (99-28), offer 4.14 / 99-30+\n"
            "MEX 5.4 02/2034: yld 6.19 = px 96.10 bid, 5mm; offer 96.60 / 6.08.\n")
    got = [(q.instrument_key, q.quote_type, q.bid, q.ask) for q in quotes_of(ctx, text) if q.review_reason is None]
    assert sorted(got) == [("CRANTOCK TELECOM 6.1 2035", "price", None, 98.25),
                           ("CRANTOCK TELECOM 6.1 2035", "spread", None, 145),
                           ("FHLB 4.125 2030-03-15", "price", 99.875, 99.953125),
                           ("FHLB 4.125 2030-03-15", "yield", 4.18, 4.14),
                           ("MEX 5.4 2034-02", "price", 96.1, 96.6), ("MEX 5.4 2034-02", "yield", 6.19, 6.08)]


def test_levels_of_before_and_the_days_range_beside_a_market_are_no_level(ctx):
    # "(was +169 / +162 Friday)" was a second spread market; "hi / lo on the day 97.00 / 96.25" and
    # "prev 91 3/4 - 92 3/4" once the sentence's stop no longer hid them, and "(T+428 / +402)" was lost.
    text = ("KESTON AIR 4.95 32s: +165 / +158 on 5x5, which is 98.42 / 98.90 in px (was +169 / +162 Friday).\n"
            "HALTON CHEM 7.25 31s 96.50 / 97.25 (T+428 / +402) 1x1, hi / lo on the day 97.00 / 96.25.\n"
            "GILLAN CABLE 5.875 2033 3mm at 92 1/4 - 93 1/4, prev 91 3/4 - 92 3/4.\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("GILLAN CABLE 5.875 2033", "price", 92.25, 93.25, 3e6, 3e6),
                          ("HALTON CHEM 7.25 2031", "price", 96.5, 97.25, 1e6, 1e6),
                          ("HALTON CHEM 7.25 2031", "spread", 428, 402, 1e6, 1e6),
                          ("KESTON AIR 4.95 2032", "price", 98.42, 98.9, 5e6, 5e6),
                          ("KESTON AIR 4.95 2032", "spread", 165, 158, 5e6, 5e6)]
    assert all(q.review_reason is None for q in got)


def test_a_yield_column_with_its_price_in_brackets(ctx):
    # "Yield % (Px)" over "4.18% (99-28)": the header's bracket names the second measure the cells hold,
    # no unit against the column (the rows went to review and the prices were lost).
    rows = [["Bond", None, None, "Yield % (Px)", None, "ASW (bp)", None],
            ["Issuer", "Cpn", "Maturity", "Bid", "Offer", "Bid", "Offer"],
            ["FHLB", 4.125, "03/15/2030", "4.18% (99-28)", "4.14% (99-30+)", 6, 3]]
    got = extract(corpus_docs.xlsx([("Agency", rows, False)]), replace(ctx, filename="agy.xlsx")).quotes
    assert sorted((q.quote_type, q.bid, q.ask) for q in got) == [
        ("i_spread", 6, 3), ("price", 99.875, 99.953125), ("yield", 4.18, 4.14)]
    assert all(q.review_reason is None for q in got)


def test_a_bloomberg_history_export_with_dates_and_cut_firms(ctx):
    # "08-Dec-2027 08:01:52  Mark Kemble, YELDEN CAPITAL MARKE: ..." was no chat prefix: the whole export
    # gave nothing. Its answers are written "we're X / Y on BOND", "N bid for 3 of the BOND", "ytw 7.46
    # bid" after a two-way, "and pay +171 for 1mm of the same".
    text = ("08-Dec-2027 08:01:52  Mark Kemble, YELMOOR CAPITAL MARKE: ASHBY MEDIA 7.25 30s 96 1/4 - 97 2x2, "
            "and we're 88.5 bid for 3 of the BIRLEY CABLE 9 31s\n"
            "08-Dec-2027 08:03:04  Mark Kemble, YELMOOR CAPITAL MARKE: 95? no - we're 94.75 / 95.50 on "
            "CARRICK 6.5 32s, 1x1, ytw 7.91 / 7.70\n"
            "08-Dec-2027 08:05:31  Lucy Thorne, BARFORD SECURITIES LL: can offer 2mm EASBY RAIL 5.6 2035 at "
            "T+162 / 99.10 and pay +171 for 1mm of the same\n"
            "08-Dec-2027 08:06:40  Lucy Thorne, BARFORD SECURITIES LL: FELTON FOODS 8 29s 100.75 / 101.50 2x2, "
            "ytw 7.46 bid\n")
    got = quotes_of(ctx, text)
    assert {q.dealer for q in got} == {"yelmoor", "barford"}
    assert keyed(got) == [("ASHBY MEDIA 7.25 2030", "price", 96.25, 97, 2e6, 2e6),
                          ("BIRLEY CABLE 9 2031", "price", 88.5, None, 3e6, None),
                          ("CARRICK 6.5 2032", "price", 94.75, 95.5, 1e6, 1e6),
                          ("CARRICK 6.5 2032", "yield", 7.91, 7.7, 1e6, 1e6),
                          ("EASBY RAIL 5.6 2035", "price", None, 99.1, None, 2e6),
                          ("EASBY RAIL 5.6 2035", "spread", 171, 162, 1e6, 2e6),
                          ("FELTON FOODS 8 2029", "price", 100.75, 101.5, 2e6, 2e6),
                          ("FELTON FOODS 8 2029", "yield", 7.46, None, 2e6, None)]


def test_a_desk_chat_log_with_the_firm_in_square_brackets_and_two_bonds_joined_by_and(ctx):
    # "09:05:30  Ray Okoro [NORTHILL]  UST 10s T 4 1/4 ..." was no chat prefix (the person became part of
    # every bond's name) and "UST 10s" a coupon of 10; "... 10x10 and T 3 7/8 11/30/29 ..." gave nothing.
    text = ("09:05:30  Ray Okoro [NORTHSIDE]  UST 10s T 4 1/4 11/15/37 100-13 / 100-14 (4.200 / 4.196) 25x25\n"
            "09:06:10  Ray Okoro [NORTHSIDE]  T 4 1/8 11/30/34 100-00+ / 100-01+ 10x10 and T 3 7/8 11/30/29 "
            "99-31 / 99-31+ 50x50\n")
    got = quotes_of(ctx, text)
    assert {q.dealer for q in got} == {"northside"}
    assert keyed(got) == [("T 3.875 2029-11-30", "price", 99.96875, 99.984375, 5e7, 5e7),
                          ("T 4.125 2034-11-30", "price", 100.015625, 100.046875, 1e7, 1e7),
                          ("T 4.25 2037-11-15", "price", 100.40625, 100.4375, 2.5e7, 2.5e7),
                          ("T 4.25 2037-11-15", "yield", 4.2, 4.196, 2.5e7, 2.5e7)]


def test_a_symphony_cds_chat_with_its_dealers_own_sizes_tenors_mids_and_moves(ctx):
    # The dealer's "sizes 10x10 single names, 25x25 index" sized nothing; "10y same size 87.75 / 89.25"
    # and "and 3Y 165 / 172" were read as a second 5Y market, "(mid 214)" and "5 - 8 wider" as levels.
    text = ("[2027-12-09 07:31:04 GMT] Rosa Linden (Elmstone Bank): morning - sizes 10x10 single names, 25x25 "
            "index unless I say\n"
            "[2027-12-09 07:31:40 GMT] Rosa Linden (Elmstone Bank): ITRX MAIN S48 5Y 55.25 / 56.25, 10y same size "
            "87.75 / 89.25\n"
            "[2027-12-09 07:33:20 GMT] Rosa Linden (Elmstone Bank): ROSEBY CHEM 5Y 96 / 101, 7y 118 / 124 - 5 - 8 "
            "wider since the guide\n"
            "[2027-12-09 07:35:45 GMT] Ben Archer (Fernlea Securities): UGGLE AIR 5Y 210 / 218 (mid 214) and 3Y "
            "165 / 172, 5x5 both\n")
    got = quotes_of(ctx, text)
    assert {q.dealer for q in got} == {"elmstone", "fernlea"}
    assert keyed(got) == [("ITRX MAIN S48 10Y", "spread", 87.75, 89.25, 2.5e7, 2.5e7),
                          ("ITRX MAIN S48 5Y", "spread", 55.25, 56.25, 2.5e7, 2.5e7),
                          ("ROSEBY CHEM 5Y", "spread", 96, 101, 1e7, 1e7),
                          ("ROSEBY CHEM 7Y", "spread", 118, 124, 1e7, 1e7),
                          ("UGGLE AIR 3Y", "spread", 165, 172, 5e6, 5e6),
                          ("UGGLE AIR 5Y", "spread", 210, 218, 5e6, 5e6)]
    assert all(q.review_reason is None for q in got)


def test_a_measure_column_names_the_spreads_measure_and_an_average_is_no_level(ctx):
    # A Paris export's "Mesure" column (MS: over mid-swaps; DM: a floater's margin) beside "Achat spread":
    # unnamed, it sent the rows to review; named, its spreads must take its measure. "avg_30d" is a past
    # average; a Spanish "medida" column and "nominal_mill" sizes too.
    rows = [["ISIN", "Emetteur", "Coupon", "Echeance", "Mesure", "Achat prix", "Vente prix", "Achat spread",
             "Vente spread", "avg_30d", "nominal_mill"],
            ["FR0014001NN8", "AUBRAC ENERGIE", "3,625", "15/03/2032", "MS", "101,45", "101,62", "98", "94", "99,10",
             "2"],
            ["XS2193670270", "DURTAL BANQUE FRN", "E3M+85", "12/06/2029", "DM", "100,18", "100,26", "78", "72", "99,90",
             "5"]]
    got = extract(corpus_docs.csv_bytes(rows, ";"), replace(ctx, filename="export.csv")).quotes
    assert sorted((q.quote_type, q.bid, q.ask, q.bid_size) for q in got) == [
        ("dm", 78, 72, 5e6), ("i_spread", 98, 94, 2e6), ("price", 100.18, 100.26, 5e6), ("price", 101.45, 101.62, 2e6)]
    assert all(q.review_reason is None for q in got)


def test_remarks_on_a_line_whose_numbers_quote_nothing(ctx):
    # "- was 96.90 / 97.40 Friday" was a second price market; "went from 97.10 to 97.60 bid overnight; now",
    # "is 4 pts off the low:", "bench UST 5y 4.02" and "last 3.55 on 12/13" read as levels or sank the line;
    # "vs T (px 99.02 / 99.46)" took the price into the benchmark's name.
    text = ("COLDAL 7.5 2033 97.25 / 97.75 (Z+385 / +375) - was 96.90 / 97.40 Friday.\n"
            "ROMAN 6.625 2034 went from 97.10 to 97.60 bid overnight; now 97.55 / 98.05.\n"
            "CHILTON 4.95 2036 +118 / +112 vs T (px 99.02 / 99.46).\n"
            "INDORA 5.25 2034 is 4 pts off the low: 100.20 / 100.70 1x1.\n"
            "SOAVE 5.875 06/2032 98.80 / 99.30, bench UST 5y 4.02.\n"
            "OHIO TPK 5s 2/15/44 last 3.55 on 12/13 (MSRB, 12 trades) - no market from us.\n")
    got = quotes_of(ctx, text)
    assert sorted((q.instrument_key, q.quote_type, q.bid, q.ask) for q in got) == [
        ("CHILTON 4.95 2036", "price", 99.02, 99.46), ("CHILTON 4.95 2036", "spread", 118, 112),
        ("COLDAL 7.5 2033", "price", 97.25, 97.75), ("COLDAL 7.5 2033", "z_spread", 385, 375),
        ("INDORA 5.25 2034", "price", 100.2, 100.7), ("ROMAN 6.625 2034", "price", 97.55, 98.05),
        ("SOAVE 5.875 2032-06", "price", 98.8, 99.3)]
    assert all(q.review_reason is None for q in got)


def test_a_cds_run_line_with_a_back_referenced_tenor_and_a_second_name(ctx):
    # "same size in the 10y 88 / 89.5" was a second 5Y market; "... 7Y 171 / 178 - and CASTLE CHEM 5Y
    # 96 / 101" gave CASTLE's levels to BRAMLEY's 7Y; "3 of 5 names" was two unplaced numbers.
    text = ("ITRX MAIN S48 5Y 55.5 / 56.5, same size in the 10y 88 / 89.5\n"
            "ITRX XOVER S48 5Y 288 / 292 (+4 on the day) - 3 of 5 names we watch are wider\n"
            "BRAMLEY AUTO 5Y 142 / 148, 7Y 171 / 178 - and CASTLE CHEM 5Y 96 / 101 10x10\n")
    got = quotes_of(ctx, text)
    assert sorted((q.instrument_key, q.bid, q.ask) for q in got) == [
        ("BRAMLEY AUTO 5Y", 142, 148), ("BRAMLEY AUTO 7Y", 171, 178), ("CASTLE CHEM 5Y", 96, 101),
        ("ITRX MAIN S48 10Y", 88, 89.5), ("ITRX MAIN S48 5Y", 55.5, 56.5), ("ITRX XOVER S48 5Y", 288, 292)]
    assert all(q.review_reason is None for q in got)


def test_two_loans_in_one_sentence_joined_by_and(ctx):
    # ", and HARTWELL TRANSPORT TLB ... offered at ..." was read as part of the first loan's line; "95 bid
    # for 2" is 2MM; the dash before "we're" was part of the loan's name.
    text = "GRISTON LEISURE TLB S+400 02/30 - we're 95 bid for 2, and HARTLEY TRANSPORT TLB S+350 05/31 offered " \
           "at 100 1/8 in 3MM.\n"
    got = quotes_of(ctx, text)
    assert keyed(got) == [("GRISTON LEISURE TLB S+400 02/30", "price", 95, None, 2e6, None),
                          ("HARTLEY TRANSPORT TLB S+350 05/31", "price", None, 100.125, None, 3e6)]


def test_a_size_said_in_the_bids_clause_is_the_bids_and_the_offer_takes_the_runs(ctx):
    text = ("EM run - cash px / yld, 2MM per side unless noted.\n"
            "MEXO 5.4 02/2034: yld 6.19 = px 96.10 bid, 5mm; offer 96.60 / 6.08.\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("MEXO 5.4 2034-02", "price", 96.1, 96.6, 5e6, 2e6),
                          ("MEXO 5.4 2034-02", "yield", 6.19, 6.08, 5e6, 2e6)]


def test_side_first_prose_with_a_yield_and_its_price(ctx):
    # "Also: bid only 3.21% (107.445) for 1MM of the X, and we offer 500M Y at 3.96 / 100.521" gave nothing:
    # the lead-in, "only" and the bracketed price broke the side-first form, and 3.96 was a price.
    text = ("Also: bid only 3.21% (107.445) for 1MM of the METRO WTR DIST 5s 7/1/40 (c/32 @ 100), and we offer "
            "500M CO HLTH FACS 4s 6/1/46 at 3.96 / 100.521 (non-call, so to maturity).\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("CO HLTH FACS 4 2046-06-01", "price", None, 100.521, None, 5e5),
                          ("CO HLTH FACS 4 2046-06-01", "yield", None, 3.96, None, 5e5),
                          ("METRO WTR DIST 5 2040-07-01", "price", 107.445, None, 1e6, None),
                          ("METRO WTR DIST 5 2040-07-01", "yield", 3.21, None, 1e6, None)]


def test_an_offer_at_a_dm_and_its_price(ctx):
    # "we offer 2mm X at DM 245 / 98.25" was a DM market of 245 bid / 98.25 offer (review), with "WE OFFER"
    # in the tranche's name.
    text = "Away from the list: we offer 2mm ELMSTEAD CLO 2022-2A C at DM 245 / 98.25, and bid 1mm GLYNN CLO " \
           "2021-3A D at 96.00.\n"
    got = quotes_of(ctx, text)
    assert keyed(got) == [("ELMSTEAD CLO 2022-2A C", "dm", None, 245, None, 2e6),
                          ("ELMSTEAD CLO 2022-2A C", "price", None, 98.25, None, 2e6),
                          ("GLYNN CLO 2021-3A D", "price", 96, None, 1e6, None)]
