"""One regression case per kind met in the twenty-ninth blind corpus's development half (blind29/dev: PDFs
as other tools write them, rates, agencies, structured and loans), written fresh: short inputs of our own,
not copies of the corpus mails."""

from dataclasses import replace

import corpus_docs

from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of


def test_a_name_in_two_cells_over_an_empty_last_column_does_not_shift_the_row(ctx):
    # "Kestrel  CLO 2024-2A" split by a double space and the Cover column empty: as many cells as columns,
    # and read one to one the WAL was stored as the talk and the talk as the cover.
    text = ("CLO BWIC - talk in price\n"
            "  # CUSIP       Deal                      Class  Rtg   Orig Face   Factor  WAL      PX TALK    Cover\n"
            "  1 48266TAC8   Kestrel  CLO 2024-2A      A1     AAA   3,000,000   0.6412  3.81      100.250\n"
            "  2 22871QAE2   Dunmore Park CLO 2023-4A  B      AA    4,000,000   1.0000  4.95   99.25/99.75\n")
    got = [(k[0], k[1], k[2], k[3]) for k in keyed(quotes_of(ctx, text))]
    assert got == [("22871QAE2", "talk", 99.25, 99.75), ("48266TAC8", "talk", 100.25, 100.25)]


def test_a_heading_naming_a_section_and_a_side_opens_a_run_of_its_own_measure(ctx):
    # "AGENCIES - T-spread / px" above: its spread is not the measure of the callables' bare offer price.
    text = ("AGENCIES - T-spread / px, 5x5\n"
            "FHLB 4 1/4 03/10/31    T+27 / T+24    100.12 / 100.19\n"
            "\n"
            "CALLABLES - offers, 2MM each\n"
            "FHLB 5.10 02/14/36 NC 08/14/27 @ 100 (3130B2KL8)   offer 99.940 / 5.118% ytw\n")
    got = {(k[0], k[1], k[3], k[5]) for k in keyed(quotes_of(ctx, text)) if k[0] == "3130B2KL8"}
    assert got == {("3130B2KL8", "price", 99.94, 2e6), ("3130B2KL8", "yield", 5.118, 2e6)}


def test_a_bills_heading_in_discount_rate_makes_its_levels_yields(ctx):
    text = ("BILLS (disc rate, 50x50)\n"
            "912797MP9  B 05/06/27    4.118 / 4.108\n")
    assert keyed(quotes_of(ctx, text)) == [("912797MP9", "yield", 4.118, 4.108, 5e7, 5e7)]


PAGE = ["COUPONS - price (32nds)                                  BILLS - disc rate (%)",
        "Security                 Bid        Ask      Chg          CUSIP        Maturity     Bid      Ask",
        "T 4 1/4 02/28/31      99-172     99-176    +0-02          912797NA1    03/25/27    4.191    4.181",
        "T 4 1/2 11/15/34     101-05+    101-06     -0-01          912797NB9    04/29/27    4.102    4.092",
        "T 4 3/4 08/15/54      98-30      98-31+    unch",
        "All sizes 25MM per side unless noted. Levels indicative."]


def test_two_tables_side_by_side_named_otherwise_are_read_apart_and_a_page_note_sizes_both(ctx):
    # "Security ..." beside "CUSIP ...": the second table's first column is not a repeat of the first's, yet
    # each half is a header with levels of its own. The sizes sentence under the left table is the page's.
    got = keyed(extract(corpus_docs.pdf([PAGE]), replace(ctx, filename="ust.pdf")).quotes)
    assert got == [("912797NA1", "yield", 4.191, 4.181, 25e6, 25e6), ("912797NB9", "yield", 4.102, 4.092, 25e6, 25e6),
                   ("T 4.25 2031-02-28", "price", 99.5390625, 99.5546875, 25e6, 25e6),
                   ("T 4.5 2034-11-15", "price", 101.171875, 101.1875, 25e6, 25e6),
                   ("T 4.75 2054-08-15", "price", 98.9375, 98.984375, 25e6, 25e6)]


def test_a_rating_run_into_the_maturity_by_one_space_is_no_part_of_the_name(ctx):
    text = ("IG run, 5MM unless noted\n"
            "Issuer      Cpn    Maturity Rtg     Bid Sprd  Ask Sprd    Bid Px   Ask Px\n"
            "CALDR       4.60  03/15/32 BBB+         141       136     97.215   97.433\n"
            "WEXFD       5.10  10/01/35 A-            98        92    100.402  100.817\n")
    assert sorted({k[0] for k in keyed(quotes_of(ctx, text))}) == ["CALDR 4.6 2032-03-15", "WEXFD 5.1 2035-10-01"]


def test_a_callables_yield_to_maturity_alone_is_no_yield_to_worst(ctx):
    # "Next Call 05/15/27" and the yield to the call blank: the yield to maturity is not the worst yield.
    text = ("Offer side. Yields on the offer.\n"
            "CUSIP         Issuer     Cpn     Maturity  Next Call  Call Px  Avail (MM)  Offer Px   YTC    YTM\n"
            "3133E3FP4     FFCB     4.400  03/30/2031   05/15/27  100.000          10   100.083     --  4.378\n"
            "3134HP9A0     FHLMC    4.125  09/01/2034         --       --           1    99.674     --  4.175\n")
    got = {(q.instrument_key, q.quote_type) for q in quotes_of(ctx, text) if q.review_reason is None}
    assert ("3133E3FP4", "yield") not in got and ("3133E3FP4", "price") in got
    assert ("3134HP9A0", "yield") in got  # a bullet's yield to maturity is its yield to worst


def test_header_names_a_pdf_spaced_apart_or_ran_together_are_read_whole(ctx):
    # "Size (GBP   mm)": a bracket's words spaced apart; "MaturityLoanX  ID": two names with no space, and each
    # row's "3/31 LX265781" one space apart under them; "60+ DQ %" over two lines.
    loans = ["Borrower          Facility   Margin   MaturityLoanX  ID       Bid     Offer   Size (USD   mm)",
             "Pellow Foods      TLB        S+425        4/30 LX212177    91.375   91.875        2"]
    got = keyed(quotes_of(ctx, "\n".join(loans) + "\n"))
    assert got == [("PELLOW FOODS TLB 4/30 S+425", "price", 91.375, 91.875, 2e6, 2e6)]
    rmbs = ["                                              Orig   Avail             60+   Offer",
            "CUSIP     Deal                         Cls    (MM)    (MM)   Factor   DQ %     Px",
            "17189TAD5 Elmwick Alt-A 2006-OA4      2A1  120.00   10.00  0.04144    8.3  95-00"]
    got = keyed(quotes_of(ctx, "Offer side.\n" + "\n".join(rmbs) + "\n"))
    assert got == [("17189TAD5", "price", None, 95.0, None, 1e7)]


def test_a_raised_letter_after_a_level_is_read_as_its_footnotes_mark():
    from extractors.pdf import mark_superscripts

    def char(text, x0, size, bottom):
        return {"text": text, "x0": x0, "x1": x0 + size * 0.5, "size": size, "bottom": bottom}

    chars = [char("9", 0, 8, 100), char("1", 4, 8, 100), char(".", 8, 8, 100), char("7", 10, 8, 100),
             char("5", 14, 8, 100), char("a", 18, 5, 97)]
    mark_superscripts(chars)
    assert "".join(c["text"] for c in chars) == "91.75(a)"


def test_a_sheets_hidden_helper_columns_are_no_part_of_its_table(ctx):
    # A hidden decimal beside each visible 32nds level: no second level, and no doubt on the row.
    import io

    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["UST run - 25x25"])
    sheet.append(["CUSIP", "Security", "Bid", "Ask", "bid_dec", "ask_dec"])
    sheet.append(["91282CJL6", "T 4 3/8 11/30/28", "100-09+", "100-10", 100.296875, 100.3125])
    for column in ("E", "F"):
        sheet.column_dimensions[column].hidden = True
    out = io.BytesIO()
    book.save(out)
    got = extract(out.getvalue(), replace(ctx, filename="ust.xlsx")).quotes
    assert [(q.instrument_key, q.bid, q.ask, q.review_reason) for q in got] == [
        ("91282CJL6", 100.296875, 100.3125, None)]
