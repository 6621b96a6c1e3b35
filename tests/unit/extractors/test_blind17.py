"""One regression case per failure kind met in the seventeenth blind corpus's development half
(blind17/dev: wrong-price traps across every asset class), written fresh: short inputs of our own,
not copies of the corpus mails. Each stored a wrong price (or lost a side) before its rule."""

from dataclasses import replace

import corpus_docs

from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of


def _html(header, rows, after=""):
    def row(cells, tag="td"):
        return "<tr>" + "".join(f"<{tag}>{c}</{tag}>" for c in cells) + "</tr>"
    return ("<html><body><p>Levels below.</p><table>" + row(header, "th") + "".join(row(r) for r in rows)
            + f"</table>{after}</body></html>")


def test_a_line_taking_back_the_levels_above_sends_them_to_review(ctx):
    # The morning block was stored as good beside its refresh: two markets for one bond, one of them
    # withdrawn by the dealer.
    text = ("08:10 run, px\n"
            "ACME 5 1/4 03/15/31      98.10 / 98.55\n"
            "UMBRA 6 1/8 02/01/33     97.40 / 97.95\n"
            "\n"
            "** levels above are stale after the payrolls - refreshed below **\n"
            "ACME 5 1/4 03/15/31      97.70 / 98.15\n"
            "UMBRA 6 1/8 02/01/33     96.85 / 97.40\n")
    got = quotes_of(ctx, text)
    good = [(q.instrument_key, q.bid, q.ask) for q in got if q.review_reason is None]
    doubted = [(q.instrument_key, q.bid, q.ask) for q in got if q.review_reason]
    assert good == [("ACME 5.25 2031-03-15", 97.7, 98.15), ("UMBRA 6.125 2033-02-01", 96.85, 97.4)]
    assert doubted == [("ACME 5.25 2031-03-15", 98.1, 98.55), ("UMBRA 6.125 2033-02-01", 97.4, 97.95)]
    assert all("takes back the levels above" in q.review_reason for q in got if q.review_reason)


def test_a_symphony_export_names_the_firm_and_a_fraction_correction_fixes_an_earlier_line(ctx):
    # "[Firm] Person, 23 Nov 2027 8:41:17 AM:" was not read as a speaker (every quote the sender's),
    # and "96 5/8 - 97 1/8, not 96 7/8 - 97 3/8" was no correction: the retracted levels stayed good.
    text = ("Symphony room export\n\n"
            "[Brackley Capital] Jo Brack, 23 Nov 2027 8:42:26 AM:\n"
            "  HELMSDALE TLB S+375 11/30 96 7/8 - 97 3/8 1x1\n"
            "[Brackley Capital] Jo Brack, 23 Nov 2027 8:43:40 AM:\n"
            "  KINLOCH 6 3/4 03/31 100 1/4 / 100 3/4 2x2\n"
            "[Brackley Capital] Jo Brack, 23 Nov 2027 8:44:15 AM:\n"
            "  HELMSDALE 96 5/8 - 97 1/8, not 96 7/8 - 97 3/8, sorry\n")
    got = quotes_of(ctx, text)
    assert {q.dealer for q in got} == {"brackley"}
    helmsdale = [q for q in got if "HELMSDALE" in q.instrument_key]
    assert [(q.bid, q.ask) for q in helmsdale] == [(96.625, 97.125)]


def test_a_paragraph_under_an_html_table_corrects_its_row(ctx):
    text = _html(["Issuer", "Cpn", "Maturity", "vs SOFR MS (bp)", "Px"],
                 [["IBRD", "4 1/4", "03/33", "+19 / +16", "99.04 / 99.20"]],
                 "<p>Correction: the IBRD SOFR MS should read +9 / +6, not +19 / +16.</p>")
    got = quotes_of(ctx, text, "run.html")
    assert [(q.bid, q.ask) for q in got if q.quote_type != "price"] == [(9, 6)]


def test_a_paragraph_under_a_word_table_corrects_its_row_and_quotes_nothing_itself(ctx):
    # The fraction levels were no correction, and the paragraph itself became a quote named
    # "- 1/8 5/8 97 97 ... SHOULD READ".
    doc = corpus_docs.docx(
        ["Loan levels", "Correction: BEAULY TLB should read 97 1/8 - 97 5/8, not 97 5/8 - 98 1/8 (rows slipped)."],
        [[["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer"],
          ["BEAULY HOMECARE", "TLB", "S+400", "04/2031", "97 5/8", "98 1/8"]]])
    got = extract(doc, replace(ctx, filename="loans.docx")).quotes
    assert [(q.instrument_key, q.bid, q.ask) for q in got] == [("BEAULY HOMECARE TLB 04/2031 S+400", 97.125, 97.625)]


def test_a_line_under_a_ruled_pdf_table_corrects_its_row(ctx):
    # Word and HTML tables took corrections from the text around them; a PDF's ruled table did not,
    # so the retracted levels were stored good.
    pdf = corpus_docs.pdf([["Loan levels", "Correction: BEAULY TLB should read 97 1/8 - 97 5/8, not 97 5/8 - 98 1/8."]],
                          [[["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer"],
                            ["BEAULY HOMECARE", "TLB", "S+400", "04/2031", "97 5/8", "98 1/8"]]])
    got = extract(pdf, replace(ctx, filename="loans.pdf")).quotes
    assert [(q.bid, q.ask) for q in got] == [(97.125, 97.625)]


def test_the_close_in_brackets_beside_a_bid_is_no_level_and_a_starred_fraction_is_marked(ctx):
    # "99 1/4 (cl 99 1/2)" lost the bid (the offer was stored alone); "100 1/2*" under a doubting
    # footnote was stored as good.
    text = _html(["Issuer", "Cpn", "Mat", "Bid", "Offer", "Last Trd"],
                 [["STRONTIAN OIL", "8 1/2", "04/31", "99 1/4 (cl 99 1/2)", "99 7/8", "99.10"],
                  ["GAIRLOCH PAPER", "9 1/8", "07/29", "100 1/2* (cl 101)", "101 1/4", "100.75"]],
                 "<p>* subject to confirmation - the GAIRLOCH bid is from the 07:00 axe.</p>")
    got = quotes_of(ctx, text, "run.html")
    assert keyed(got) == [("GAIRLOCH PAPER 9.125 2029-07", "price", 100.5, 101.25, None, None),
                          ("STRONTIAN OIL 8.5 2031-04", "price", 99.25, 99.875, None, None)]
    reasons = {q.instrument_key: q.review_reason for q in got}
    assert reasons["STRONTIAN OIL 8.5 2031-04"] is None  # "Last Trd" is a column of its own, not unplaced
    assert "footnote" in reasons["GAIRLOCH PAPER 9.125 2029-07"]


def test_a_dm_or_spread_band_over_bid_ask_is_a_dm_unless_the_cell_says_spread(ctx):
    # "DM / Sprd (bp)" over "Bid | Ask" became "DM / Sprd (bp) Bid": read as spreads, a CLO's DM was
    # stored as a spread.
    rows = [["Deal", "DM / Sprd (bp)", None, "Price", None],
            [None, "Bid", "Ask", "Bid", "Ask"],
            ["ARISAIG CLO 2024-3 A", 132, 126, 100.09, 100.21],
            ["ARISAIG CMBS 2019-C1 B", "J+165", "J+158", "97-12", "97-20"]]
    got = keyed(extract(corpus_docs.xlsx([("CLO", rows, False)]), replace(ctx, filename="sec.xlsx")).quotes)
    assert got == [("ARISAIG CLO 2024-3 A", "dm", 132, 126, None, None),
                   ("ARISAIG CLO 2024-3 A", "price", 100.09, 100.21, None, None),
                   ("ARISAIG CMBS 2019-C1 B", "price", 97.375, 97.625, None, None),
                   ("ARISAIG CMBS 2019-C1 B", "spread", 165, 158, None, None)]


def test_a_pair_written_as_margins_over_sofr_is_a_discount_margin(ctx):
    text = _html(["Deal", "Spread B / O", "Px B / O"],
                 [["ARISAIG CLO 2024-2 B", "SOFR+172 / SOFR+161", "100.12 / 100.55"]])
    got = keyed(quotes_of(ctx, text, "run.html"))
    assert [k[1:4] for k in got] == [("dm", 172, 161), ("price", 100.12, 100.55)]


def test_snake_case_side_size_columns_and_a_cds_coupon_in_bp_are_read(ctx):
    # "bid_mm" / "offer_mm" and "coupon_bp" were unknown columns: every row went to review, the
    # sizes lost, as numbers the parser could not place.
    csv = (b"entity,tier,tenor,coupon_bp,quote_conv,bid,ask,recovery,bid_mm,offer_mm\n"
           b"KILCHOAN TELECOM,SNRFOR,5Y,100,SPRD,142,148,40,5,3\n"
           b"LOCHAWE LEISURE,SNRFOR,5Y,500,UPF,8.375,8.875,40,2,2\n")
    got = extract(csv, replace(ctx, filename="cds.csv")).quotes
    assert keyed(got) == [("KILCHOAN TELECOM SNRFOR 5Y", "spread", 142, 148, 5e6, 3e6),
                          ("LOCHAWE LEISURE SNRFOR 5Y", "upfront", 8.375, 8.875, 2e6, 2e6)]
    assert {q.review_reason for q in got} == {None}


def test_who_speaks_before_a_level_is_no_part_of_the_bonds_name(ctx):
    # "I'm 99 offered" keyed the bond as "HALTON I'M LEA"; "we are 98.5 bid" as "... WE ARE".
    got = quotes_of(ctx, "TARBET LEA 6 02/29 I'm 99 offered, 3mm\nTARBET LEA 6 02/29 we are 98.5 bid 2mm\n")
    assert [(q.instrument_key, q.bid, q.ask) for q in got] == [("TARBET LEA 6 2029-02", None, 99.0),
                                                              ("TARBET LEA 6 2029-02", 98.5, None)]


def test_a_line_saying_its_level_is_indicative_or_from_yesterday_sends_it_to_review(ctx):
    # "indic 95.35/95.90" was stored good under the name "INDIC ROMANI"; "+58/+52 - levels from
    # yesterday" was stored good.
    got = quotes_of(ctx, "ROMANI 5 3/4 03/24/35 indic 95.35/95.90, not refreshed since the open\n"
                         "ELLERBY 5.6 09/28 +58/+52 - levels from yesterday\n"
                         "KESWICK LEISURE TLB S+375 11/30 96 7/8 - 97 3/8 1x1. firm\n")
    reasons = {q.instrument_key: q.review_reason for q in got}
    assert "indic" in reasons["ROMANI 5.75 2035-03-24"]
    assert "from yesterday" in reasons["ELLERBY 5.6 2028-09"]
    assert reasons["KESWICK LEISURE TLB S+375 11/30"] is None
    keswick = next(q for q in got if q.instrument_key.startswith("KESWICK"))
    assert (keswick.bid_size, keswick.ask_size) == (1e6, 1e6)  # "1x1." ending a sentence is the size


def test_a_tables_caption_states_its_rows_sizes(ctx):
    # "UST - 25x25" over the table sized nothing: a caption is a heading, as "UST - 25x25:" is.
    html = ("<html><body><table><caption>UST - 25x25</caption><tr><th>Security</th><th>Bid</th><th>Ask</th></tr>"
            "<tr><td>T 3 7/8 10/31/29</td><td>99-27+</td><td>99-28</td></tr></table>"
            "<table><caption>USD SSA - 10x10</caption><tr><th>Issuer</th><th>Cpn</th><th>Mat</th><th>Px</th></tr>"
            "<tr><td>IBRD</td><td>4 1/4</td><td>03/33</td><td>99.04 / 99.20</td></tr></table></body></html>")
    got = quotes_of(ctx, html, "run.html")
    assert sorted((q.ticker, q.bid_size, q.ask_size) for q in got) == [("IBRD", 10e6, 10e6), ("T", 25e6, 25e6)]


def test_a_b_x_a_size_column_and_a_floaters_reset_coupon_are_known(ctx):
    # "B x A" under "Size (MM)" was unknown (the row's "3x5" lost, the run's 5MM given instead) and
    # "Reset Cpn" was a number the parser could not place (every floater in review).
    rows = [["Sizes USD 5MM per side unless shown."], [],
            ["Bond", "", "", "Coupon", "", "Disc Margin (bp)", "", "Size (MM)"],
            ["ISIN", "Issuer", "Maturity", "Index + QM", "Reset Cpn", "Bid", "Ask", "B x A"],
            ["US121204A926", "LOMOND AUTO FIN", "2029-08-14", "SOFR+95", 0.05312, 101, 95, "3x5"],
            ["US117495A769", "BUTE BANK", "2030-02-03", "SOFR+118", 0.05542, 126, 119, ""]]
    got = extract(corpus_docs.xlsx([("FRN", rows, False)]), replace(ctx, filename="frn.xlsx")).quotes
    assert keyed(got) == [("US117495A769", "dm", 126, 119, 5e6, 5e6), ("US121204A926", "dm", 101, 95, 3e6, 5e6)]
    assert {q.review_reason for q in got} == {None}


def test_a_heading_states_the_size_of_the_lines_under_it_up_to_the_next_heading(ctx):
    # Each section's size was read for the whole run or not at all: the loans and the CLO had no size
    # ("1MM clips", "2MM current face" are no run-wide statement), the CDS the cash bonds' 2MM.
    text = ("Morning - UST run (32nds), 50x50 on the run.\n"
            "T 4 1/4 11/15/37      99-02+ / 99-03\n"
            "\n"
            "Loans in px, 1MM clips.\n"
            "ARKHOLME HEALTH TLB S+350 03/31     97 3/8 - 97 7/8\n"
            "\n"
            "CLO / ABS, 2MM current face: DM in bp.\n"
            "747225A59   DERWENT PARK CLO 2024-1 B   185/172\n"
            "\n"
            "SOVEREIGN CDS 5Y (bp running, 10x10; REC = recovery assumption %)\n"
            "MEX 5Y    104/109\n")
    sizes = {q.instrument_key: q.bid_size for q in quotes_of(ctx, text)}
    assert sizes == {"T 4.25 2037-11-15": 50e6, "ARKHOLME HEALTH TLB S+350 03/31": 1e6, "747225A59": 2e6,
                     "MEX 5Y": 10e6}


def test_a_rate_per_million_and_a_bill_auction_are_no_sizes(ctx):
    # "DV01 per 1MM" sized the agencies 1MM beside their heading's 10x10; "the 3m auction" sized a
    # bill 3MM.
    text = ("Bills on discount rate:\n"
            "B 0 02/24/28   4.105 / 4.095 disc   (stop at Monday's 3m auction 4.118%)\n"
            "\n"
            "Agencies, 10x10, spread to the UST curve; DV01 per 1MM in $100s:\n"
            "FHLB     4 1/8   09/15/32   +22 / +19\n")
    got = {q.instrument_key: (q.asset_class, q.bid_size) for q in quotes_of(ctx, text)}
    assert got == {"B 0 2028-02-24": ("government", None), "FHLB 4.125 2032-09-15": ("agency", 10e6)}


def test_a_pdf_table_takes_the_asset_class_and_size_its_heading_states(ctx):
    # A ruled table was read apart from the text over it: converts were stored as corporates sized with
    # the floaters' 3MM of page 2, and $25 preferreds with a count of shares as their face.
    pdf = corpus_docs.pdf(
        [["CONVERTIBLES - price in points; 2MM per side unless shown. Conv ratio per 1,000 face."],
         ["$25 PREFERREDS - $ price per share; size in shares."],
         ["3MM per side. DM in bp over the index."]],
        [[["Issuer", "Cpn", "Maturity", "Conv Ratio", "Bid", "Offer"],
          ["ASHGILL THERAPEUTICS", "1.250", "06/15/2030", "18.4502", "101 1/4", "102"]],
         [["Preferred", "CUSIP", "Bid", "Offer", "Size (shs)"],
          ["AVONMOUTH BANCORP 6.375% SER C", "109729A45", "24.62", "24.80", "10,000"]],
         [["ISIN", "Issuer", "DM Bid", "DM Ask"],
          ["US348128A825", "EAMONT BANK FRN 04/2030", "104", "98"]]])
    got = {q.instrument_key: (q.asset_class, q.bid_size) for q in extract(pdf, replace(ctx, filename="h.pdf")).quotes}
    assert got == {"ASHGILL THERAPEUTICS 1.25 2030-06-15": ("convertible", 2e6), "109729A45": ("preferred", None),
                   "US348128A825": ("corporate", 3e6)}


def test_a_sub_header_repeated_for_the_next_section_keeps_its_bands(ctx):
    # "BULLETS" then the same "Bid | Ask | Bid | Ask" without the band row: the second pair (the price
    # under "Price") was lost, and "T+15" under the "Discount Rate" band is a spread as written. A
    # discount note's own ticker (FMCDN) names an agency.
    rows = [["AGENCIES - 10MM per side", None, None, None, None, None, None, None],
            ["Note", None, None, "Discount Rate (%)", None, "Price", None, "Reference"],
            ["Issuer", "CUSIP", "Maturity", "Bid", "Ask", "Bid", "Ask", "MM Yld (ref)"],
            ["FMCDN", "313397AB7", "2028-05-19", 4.03, 4.015, 98.0186, 98.026, 4.111],
            ["BULLETS", None, None, None, None, None, None, None],
            ["Issuer", "CUSIP", "Maturity", "Bid", "Ask", "Bid", "Ask", "Cpn"],
            ["FHLMC", "3134GXAB0", "2031-07-12", "T+15", "T+12", 99.195, 99.291, 4]]
    got = extract(corpus_docs.xlsx([("AGY", rows, False)]), replace(ctx, filename="agy.xlsx")).quotes
    assert [(q.quote_type, q.bid, q.ask, q.bid_size) for q in got] == [
        ("price", 98.0186, 98.026, 1e7), ("yield", 4.03, 4.015, 1e7), ("price", 99.195, 99.291, 1e7),
        ("spread", 15, 12, 1e7)]
    assert {q.asset_class for q in got} == {"agency"} and all(q.review_reason is None for q in got)
