"""One regression case per failure kind met in the eighth blind corpus's development half (blind8/dev),
written fresh: short inputs of our own, not copies of the corpus mails."""

from dataclasses import replace

import corpus_docs

from extractors.registry import extract
from tests.support.extracting import keyed


def text_quotes(ctx, text):
    return extract(text.encode(), ctx).quotes


def test_a_trade_confirmation_quotes_nothing(ctx):
    lines = ["ACME SECURITIES - TRADE CONFIRMATION",
             "Side  CUSIP      Description                    Par        Price    Yield   Accrued    Net Amount",
             "BUY   037833100  OHIO ST GO 5.000 08/01/2035    1,000,000  111.274  3.210   17,777.78  1,130,517.78",
             "SELL  594918104  TEXAS WTR 4.000 07/01/2048       250,000   96.742  4.230    4,444.44    246,299.44"]
    result = extract(corpus_docs.pdf([lines]), replace(ctx, filename="confirm.pdf"))
    assert not result.quotes


def test_each_forwarded_run_is_read_with_its_own_sender_and_size_note(ctx):
    text = ("Both runs below.\n\n"
            "---------- Forwarded message ---------\n"
            "From: Al Corr <al@firstdesk.com>\nDate: Tue, Dec 8, 2026 at 7:31 AM\nSubject: IG run\n\n"
            "ACME 5.1 04/15/31        +96/+91       100.84/101.05\n\n"
            "All 5MM unless noted.\n\n"
            "---------- Forwarded message ---------\n"
            "From: Pip Lund <pip@seconddesk.co.uk>\nDate: Tue, Dec 8, 2026 at 7:52 AM\nSubject: HY px\n\n"
            "GLOBEX 7.25 05/01/30    99.50 / 100.25\n"
            "   size                  3mm x 2mm\n")
    got = sorted((q.instrument_key, q.quote_type, q.bid, q.bid_size, q.ask_size, q.dealer)
                 for q in text_quotes(ctx, text))
    assert got == [("ACME 5.1 2031-04-15", "price", 100.84, 5e6, 5e6, "firstdesk"),
                   ("ACME 5.1 2031-04-15", "spread", 96, 5e6, 5e6, "firstdesk"),
                   ("GLOBEX 7.25 2030-05-01", "price", 99.5, 3e6, 2e6, "seconddesk")]


def test_a_section_named_first_column_over_two_sided_measures_and_a_sofr_spread_heading(ctx):
    text = ("Rates, 8-Dec. UST 25MM, agencies 10MM per side.\n\n"
            "UST              Bid        Ask        Bid yld   Ask yld\n"
            "T 3 1/2 11/30/28  99-28+     99-29+     3.567     3.551\n\n"
            "Agencies     SOFR sprd (bp) bid / ofr     px bid / ofr\n"
            "FHLB 4 1/8 03/12/29       -8 / -11             100.412 / 100.476\n")
    assert keyed(text_quotes(ctx, text)) == [
        ("FHLB 4.125 2029-03-12", "i_spread", -8, -11, 10e6, 10e6),
        ("FHLB 4.125 2029-03-12", "price", 100.412, 100.476, 10e6, 10e6),
        ("T 3.5 2028-11-30", "price", 99.890625, 99.921875, 25e6, 25e6),
        ("T 3.5 2028-11-30", "yield", 3.567, 3.551, 25e6, 25e6)]


def test_a_pdf_table_goes_on_under_its_first_page_header(ctx):
    page1 = ["ACME MUNICIPAL - OFFERINGS (all levels are offers)",
             "CUSIP      Description            Cpn    Maturity    Qty (000)  Price    Yield",
             "13063DZK7  CALIFORNIA ST GO       5.000  08/01/2035  1,000      111.274  3.21"]
    page2 = ["419792JX5  HAWAII ST GO           5.000  10/01/2036  1,250      110.055  3.36",
             "Subject to prior sale."]
    result = extract(corpus_docs.pdf([page1, page2]), replace(ctx, filename="offerings.pdf"))
    assert keyed(q for q in result.quotes if q.instrument_key == "419792JX5") == [
        ("419792JX5", "price", None, 110.055, None, 1.25e6), ("419792JX5", "yield", None, 3.36, None, 1.25e6)]


def test_a_size_line_under_a_table_row_sizes_it_and_is_no_part_of_its_name(ctx):
    text = ("Bid Yld  Ofr Yld  Bid Px   Ofr Px   CUSIP      Issuer\n"
            "3.48     3.42     109.212  109.640  19765YBH2  CLARK CNTY NV SCH DIST GO 5.000 06/15/2037\n"
            "                                    size 1,000M\n"
            "4.11     4.05     99.101   99.843   235036ZM5  DALLAS FORT WORTH ARPT REV 4.000 11/01/2045\n"
            "                                    size 500M\n")
    got = {(q.instrument_key, q.quote_type): (q.bid_size, q.ask_size) for q in text_quotes(ctx, text)}
    assert got == {("19765YBH2", "price"): (1e6, 1e6), ("19765YBH2", "yield"): (1e6, 1e6),
                   ("235036ZM5", "price"): (5e5, 5e5), ("235036ZM5", "yield"): (5e5, 5e5)}


def test_a_two_way_run_stating_its_size_is_not_sized_by_the_bonds_face(ctx):
    text = ("Securitised (sprd / px), 2mm per side.\n\n"
            "CUSIP      Bond                  Orig ($000)  Curr ($000)  Factor  Sprd Bid  Sprd Ofr  Px Bid  Px Ofr\n"
            "29410MAJ3  ELMWORTH 2023-NQM4 M1 6,000        2,539        0.4231  215       205       97.125  97.375\n")
    got = {(q.quote_type, q.bid_size, q.ask_size) for q in text_quotes(ctx, text)}
    assert got == {("spread", 2e6, 2e6), ("price", 2e6, 2e6)}


def test_a_swap_benchmark_in_a_spread_columns_brackets_makes_it_an_i_spread(ctx):
    data = (b"CUSIP,Agency,Bid Price,Ask Price,Bid Sprd (SOFR MS bp),Ask Sprd (SOFR MS bp),Size (MM)\n"
            b"3133EQTF0,FFCB 4.20 11/02/2029,100.210,100.300,-3,-6,10\n")
    result = extract(data, replace(ctx, filename="agy.csv"))
    assert sorted((q.quote_type, q.bid, q.ask) for q in result.quotes) == [
        ("i_spread", -3, -6), ("price", 100.21, 100.3)]


def test_a_note_that_a_sections_spreads_are_over_swaps(ctx):
    rows = [["Bond", "Sprd B (bp)", "Sprd O (bp)", "Px B", "Px O", "Size (MM)"],
            ["FHLB 4.125 03/12/2029", -8, -11, 100.41, 100.48, 10],
            [], ["Agency spreads vs SOFR swaps."]]
    result = extract(corpus_docs.xlsx([("Agencies", rows, False)]), replace(ctx, filename="agy.xlsx"))
    assert keyed(result.quotes) == [("FHLB 4.125 2029-03-12", "i_spread", -8, -11, 10e6, 10e6),
                                    ("FHLB 4.125 2029-03-12", "price", 100.41, 100.48, 10e6, 10e6)]
    text = ("Agencies: SOFR MS spread (bp) and price. IG: spread vs UST.\n\n"
            "FHLB 4.5 09/14/32   +3 / 0   99.91 / 100.08\n"
            "ACME 5.1 04/15/31   +96 / +91   100.84 / 101.05\n")
    got = {(q.ticker, q.quote_type) for q in text_quotes(ctx, text)}
    assert got == {("FHLB", "i_spread"), ("FHLB", "price"), ("ACME", "spread"), ("ACME", "price")}


def test_a_section_heading_under_one_set_of_columns_names_the_measure_of_its_rows(ctx):
    text = ("Security                  Bid Px   Ask Px   Sz (MM)\n"
            "ACME 8.5 10/15/29         102.50   103.25   2\n"
            "EM SOVEREIGNS - levels are yields (%)\n"
            "COLOM 7.5 02/02/34          6.98    6.91    2\n"
            "HY AXES - offers only (cash price)\n"
            "GLOBEX 7 3/4 02/15/31        -    101.375   3\n")
    assert keyed(q for q in text_quotes(ctx, text) if q.review_reason is None) == [
        ("ACME 8.5 2029-10-15", "price", 102.5, 103.25, 2e6, 2e6),
        ("COLOM 7.5 2034-02-02", "yield", 6.98, 6.91, 2e6, 2e6),
        ("GLOBEX 7.75 2031-02-15", "price", None, 101.375, None, 3e6)]


def test_a_call_price_column_is_no_level(ctx):
    data = (b"CUSIP,Description,Coupon,Maturity,Call Date,Call Price,Par (000),"
            b"Bid Yield,Ask Yield,Bid Price,Ask Price\n"
            b"592112WG7,NASHVILLE & DAVIDSON GO,4.000,07/01/2038,07/01/2032,102,500,3.63,3.57,104.104,104.615\n")
    result = extract(data, replace(ctx, filename="munis.csv"))
    assert sorted((q.quote_type, q.bid, q.ask, q.bid_size, q.review_reason) for q in result.quotes) == [
        ("price", 104.104, 104.615, 5e5, None), ("yield", 3.63, 3.57, 5e5, None)]


def test_one_sides_column_holding_yield_and_price(ctx):
    rows = [["CUSIP", "Issuer", "Cpn", "Maturity", "Bid Yld/Px", "Offer Yld/Px", "Par (000)"],
            ["57582RMN3", "MASSACHUSETTS ST GO", "5.000", "11/01/2037", "4.25%/98.75", "4.19%/99.25", "1,000"]]
    result = extract(corpus_docs.docx(["Each side is Yield/Price."], [rows]), replace(ctx, filename="two-way.docx"))
    assert keyed(result.quotes) == [("57582RMN3", "price", 98.75, 99.25, 1e6, 1e6),
                                    ("57582RMN3", "yield", 4.25, 4.19, 1e6, 1e6)]


def test_a_size_per_side_for_two_kinds_named_before_it(ctx):
    text = ("Floaters: DM and price. Agencies: spread and price. Floaters and agencies 5mm per side.\n\n"
            "FHLB 4.5 09/14/32   +3 / 0   99.91 / 100.08\n")
    assert {(q.quote_type, q.bid_size, q.ask_size) for q in text_quotes(ctx, text)} == {
        ("spread", 5e6, 5e6), ("price", 5e6, 5e6)}


def test_a_muni_revenue_pledge_wrapped_under_its_name_names_no_loan(ctx):
    text = ("Our muni offerings:\n\n"
            "CUSIP      Description              Cpn    Maturity    Qty (000)  Price    Yield\n"
            "442435FV0  HOUSTON TX UTIL SYS REV  5.250  11/15/2039  750        108.918  3.84\n"
            "           COMB 1ST LIEN (AGM)\n")
    assert {(q.asset_class, q.quote_type, q.review_reason) for q in text_quotes(ctx, text)} == {
        ("muni", "price", None), ("muni", "yield", None)}


def test_symphony_pasted_speaker_lines_name_the_dealer_of_unindented_messages(ctx):
    text = ("Harriet Vey  |  Ardsley Partners  07:47\n"
            "CDX IG 47 5Y 52.5/53 100x100\n"
            "Harriet Vey  |  Ardsley Partners  07:47\n"
            "same in 10y 84.5/85.5\n")
    got = sorted((q.instrument_key, q.bid, q.dealer) for q in text_quotes(ctx, text))
    assert got == [("CDX IG 47 10Y", 84.5, "ardsley"), ("CDX IG 47 5Y", 52.5, "ardsley")]


def test_loan_levels_with_a_tight_dash_and_a_call_written_price_first(ctx):
    text = ("ACME Brands TLB S+450 11/29 92-93 1mm\n"
            "Globex Dental TLB 100-100.375 2mm (OID was 99.5 in sept)\n"
            "CA GO 5s 8/1/35 @ 102 call 8/32 offered 3.06% 500k\n")
    assert keyed(text_quotes(ctx, text)) == [
        ("ACME BRANDS TLB S+450 11/29", "price", 92, 93, 1e6, 1e6),
        ("CA GO 5 2035-08-01", "yield", None, 3.06, None, 5e5),
        ("GLOBEX DENTAL TLB", "price", 100, 100.375, 2e6, 2e6)]


def test_a_label_ending_in_a_colon_before_the_bond_is_no_part_of_its_name(ctx):
    text = "Bills and notes, 10mm: T 4 1/8 02/15/34  99-30 / 99-31\n"
    assert keyed(text_quotes(ctx, text)) == [("T 4.125 2034-02-15", "price", 99.9375, 99.96875, 1e7, 1e7)]


def test_two_cds_names_on_one_line_are_two_quotes(ctx):
    text = "Harlow Foods SNR 5Y 212/224 5x5, Quenby Mining Sub 7Y 388/402 2x2\n"
    got = keyed(text_quotes(ctx, text))
    assert got == [("HARLOW FOODS SNR 5Y", "spread", 212, 224, 5e6, 5e6),
                   ("QUENBY MINING SUB 7Y", "spread", 388, 402, 2e6, 2e6)]
    assert all(q.review_reason is None for q in text_quotes(ctx, text))


def test_a_section_heading_right_above_the_columns_names_the_measure_of_the_first_rows(ctx):
    text = ("Corporates - spread to UST (bp)\n"
            "Security                  Bid Px   Ask Px   Sz (MM)\n"
            "ACME 5.1 04/15/31           +97      +92     5\n"
            "High yield - cash price\n"
            "GLOBEX 8.5 10/15/29       102.50   103.25    2\n")
    got = text_quotes(ctx, text)
    assert keyed(got) == [("ACME 5.1 2031-04-15", "spread", 97, 92, 5e6, 5e6),
                          ("GLOBEX 8.5 2029-10-15", "price", 102.5, 103.25, 2e6, 2e6)]
    assert all(q.review_reason is None for q in got)


def test_a_borrower_wrapped_flush_onto_a_second_line_keeps_its_company_form_and_a_heading_is_no_name(ctx):
    lines = ["Borrower                  Facility  Margin  Maturity   Bid      Offer    Size (MM)",
             "Amberley Specialty Foods  TLB       S+375   03/2031    99.125   99.625   5",
             "Holdings LLC",
             "Healthcare",
             "Corbridge Dental          TLB       S+325   06/2032    100.00   100.25   3"]
    got = extract(corpus_docs.pdf([lines]), replace(ctx, filename="loans.pdf")).quotes
    assert keyed(got) == [
        ("AMBERLEY SPECIALTY FOODS HOLDINGS LLC TLB 03/2031 S+375", "price", 99.125, 99.625, 5e6, 5e6),
        ("CORBRIDGE DENTAL TLB 06/2032 S+325", "price", 100, 100.25, 3e6, 3e6)]
