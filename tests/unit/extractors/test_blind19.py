"""One regression case per failure kind met in the nineteenth blind corpus's development half
(blind19/dev: numbers that look like levels but are not, in munis, loans and securitised products),
written fresh: short inputs of our own, not copies of the corpus mails. Each stored a wrong price, lost a
quote or sent a good one to review before its rule."""

from dataclasses import replace

import corpus_docs

from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of


def test_a_call_year_and_price_is_no_level_and_a_new_york_city_bond_is_a_muni(ctx):
    # "c/31 @ 100" was read as an offer at 100 (a wrong price stored as good), and "NYC TFA ..." was a
    # corporate bond.
    text = ("Yield first, dollar price second.\n"
            "  NYC TFA FUT TAX SUB 5s of 2041 (64971XQM3)  c/31 @ 100\n"
            "      3.38 / 3.31 ytc   106.014 / 106.283   1MM\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("64971XQM3", "price", 106.014, 106.283, 1e6, 1e6),
                          ("64971XQM3", "yield", 3.38, 3.31, 1e6, 1e6)]
    assert {q.asset_class for q in got} == {"muni"}


def test_levels_labelled_as_before_are_no_market_now(ctx):
    # "prev 4.15 / 4.09" was a second yield market for the bond (review); "last traded 4.41 on 11/19"
    # became a price market of 11 / 19.
    text = ("NYS DORM PIT 4% 3/15/49 (649905QH2)  4.125 / 4.06 to mat   98.229 / 99.145   500M   prev 4.15 / 4.09\n"
            "NYC GO 3s of 2045 (64966QAB6)  last traded 4.41 on 11/19 per MSRB, 250M - no market from us today\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("649905QH2", "price", 98.229, 99.145, 500e3, 500e3),
                          ("649905QH2", "yield", 4.125, 4.06, 500e3, 500e3)]
    assert all(q.review_reason is None for q in got)


def test_a_tranche_line_full_of_deal_facts_is_keyed_by_its_deal_and_class(ctx):
    # "CE 38.2%", "WAL 5.6", the rating and the coupon's margin were read into the tranche's name,
    # which then held a level and went to review.
    text = ("CLO secondary, DM / px\n"
            "HALLIWELL PARK CLO 2024-3A  A1   AAA  3mS+128   CE 38.2%   WAL 5.6   DM 124/119     px 100.21/100.35\n"
            "HALLIWELL PARK CLO 2024-3A  D    BBB- 3mS+390   CE 9.4%    WAL 2.9   px 97.50/98.25   3mm\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("HALLIWELL PARK CLO 2024-3A A1", "dm", 124, 119, None, None),
                          ("HALLIWELL PARK CLO 2024-3A A1", "price", 100.21, 100.35, None, None),
                          ("HALLIWELL PARK CLO 2024-3A D", "price", 97.5, 98.25, 3e6, 3e6)]
    assert all(q.review_reason is None for q in got)


def test_an_agency_pool_is_keyed_by_its_prefix_and_number(ctx):
    # "FN MA4521" under a "POOL" column named nothing: the row gave no quote.
    rows = [["Pool", "Cpn", "WAC", "WALA", "Factor", "Curr ($MM)", "3M CPR", "Bid", "Offer"],
            ["FN MA4521", 5.5, 6.21, 14, 0.8734, 21.84, 8.2, "100-30", "101-02+"],
            ["G2 785412", 5.0, 5.62, 22, 0.7921, 11.88, 6.9, "98-14", "98-18+"]]
    got = extract(corpus_docs.xlsx([("Pools", rows, False)]), replace(ctx, filename="pools.xlsx")).quotes
    assert keyed(got) == [("FN MA4521", "price", 100.9375, 101.078125, 21.84e6, 21.84e6),
                          ("G2 785412", "price", 98.4375, 98.578125, 11.88e6, 11.88e6)]
    assert {q.asset_class for q in got} == {"structured"} and all(q.review_reason is None for q in got)


def test_columns_beside_the_market_that_hold_no_level(ctx):
    # A concession, the spread to MMD, the day's high and low, credit enhancement, a TBA's drop and a
    # last trade were unknown columns: every row's quotes went to review.
    header = ["CUSIP", "Issuer", "Cpn", "Maturity", "Yld Bid", "Yld Ofr", "Px Bid", "Px Ofr", "Conc", "vs MMD",
              "Day Hi", "Day Lo", "CE %", "Dec/Jan Drop (32s)", "last_trade_px"]
    row = ["649905QH2", "NYS DORM PIT", "4", "03/15/49", "4.12", "4.06", "98.229", "99.145", "0.250", "+38",
           "99.30", "98.90", "12.5", "6+", "98.75"]
    got = extract(corpus_docs.csv_bytes([header, row], ","), replace(ctx, filename="inv.csv")).quotes
    assert keyed(got) == [("649905QH2", "price", 98.229, 99.145, None, None),
                          ("649905QH2", "yield", 4.12, 4.06, None, None)]
    assert all(q.review_reason is None for q in got)


def test_sizes_written_in_thousands_without_their_unit(ctx):
    # "Bid Sz (M)" over 2000: $2mm, not $2,000.
    rows = [["Issuer", "Cpn", "Maturity", "Bid Px", "Ask Px", "Bid Sz (M)", "Ask Sz (M)"],
            ["TALLENTIRE STEEL", "7.375", "04/15/2031", "101.25", "101.75", "2000", "1500"]]
    got = extract(corpus_docs.csv_bytes(rows, ","), replace(ctx, filename="axes.csv")).quotes
    assert keyed(got) == [("TALLENTIRE STEEL 7.375 2031-04-15", "price", 101.25, 101.75, 2e6, 1.5e6)]


def test_a_chat_answered_below_the_quoted_question_is_read(ctx):
    # Everything under "On ... wrote:" was dropped as the quoted history, the answer below it too.
    text = ("Answers below.\n\n"
            "On Tue, 30 Nov 2027 at 07:41, A Client <client@example.com> wrote:\n"
            "> can you get me levels on the WHITBECK 7 7/8s? we marked it 101 1/4 - 101 3/4 Friday\n\n"
            "[08:05:40] Lars Quist (Ribston Partners): WHITBECK ENERGY 7 7/8 05/15/31 101 1/2 - 102, 2x2"
            " (ytm 7.38 / 7.22; 28 call @ 103.938)\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("WHITBECK ENERGY 7.875 2031-05-15", "price", 101.5, 102, 2e6, 2e6),
                          ("WHITBECK ENERGY 7.875 2031-05-15", "yield", 7.38, 7.22, 2e6, 2e6)]


def test_a_pasted_bloomberg_transcript_with_the_firm_in_brackets_between_pipes(ctx):
    # "11/24/2027 08:05:40 AM EST | Person (FIRM CUT AT 20) | ..." was no chat prefix: the time and the
    # person became the loan's name; "62-64 for 2" left its size unread.
    text = ("11/24/2027 08:05:02 AM EST | Tom Reeth (LASTINGHAM SECURITI) | loans: KELSO SOFTWARE TLB S+350 03/31"
            " 98.50-99.00 5mm\n"
            "11/24/2027 08:05:40 AM EST | Tom Reeth (LASTINGHAM SECURITI) | ARKLE DATA 1L TLB S+425 10/30 62-64 for 2"
            " - yes 62, they missed Q3\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("ARKLE DATA 1L TLB S+425 10/30", "price", 62, 64, 2e6, 2e6),
                          ("KELSO SOFTWARE TLB S+350 03/31", "price", 98.5, 99, 5e6, 5e6)]
    assert {q.dealer for q in got} == {"lastingham"} and all(q.review_reason is None for q in got)


def test_a_french_export_names_its_borrowers_and_a_facility_size_column_is_no_name(ctx):
    # "Emprunteur / Operation" was no name column (the loans keyed by facility and margin alone), and
    # "Fac ($MM)" was read as part of the name.
    rows = [["Type", "ISIN", "Emprunteur / Operation", "Tranche", "Marge", "Echeance", "Plancher (%)", "Achat",
             "Vente", "Unite", "Fac ($MM)", "Var."],
            ["LOAN", "", "AYSGILL BIDCO", "TLB", "E+400", "04/31", "0,50", "99,250", "99,750", "PX", "1350", "+0,125"]]
    got = extract(corpus_docs.csv_bytes(rows, ";"), replace(ctx, filename="prets.csv")).quotes
    assert keyed(got) == [("AYSGILL BIDCO TLB 04/31 E+400", "price", 99.25, 99.75, None, None)]


def test_a_name_in_two_words_under_a_header_with_a_column_in_two_words(ctx):
    # As many cells as header columns ("ESK  FOODS" in two, "1W  Hi" in two): the row was read cell
    # by cell, one column off, and gave nothing (or a loan at 11 / 32 from its maturity).
    text = ("Clean price, points. 1MM per side.\n"
            "Borrower                   Facility   Spread    Floor   Maturity    Fac ($MM)    Bid       Offer"
            "      Prev Bid   1W  Hi    1W Lo\n"
            "ESK   FOODS                TLB        S+375     0.50    07/31           1,350    98.500     99.000"
            "     98.375    98.625   98.125\n"
            "HEBBLE   CHEM              TLB        S+350     0.00    11/32             900    100.125   100.500"
            "     100.125   100.250   99.875\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("ESK FOODS TLB 07/31 S+375", "price", 98.5, 99, 1e6, 1e6),
                          ("HEBBLE CHEM TLB 11/32 S+350", "price", 100.125, 100.5, 1e6, 1e6)]


def test_a_loan_table_of_new_issues_keeps_only_the_market_now_and_its_prose_quotes(ctx):
    # "Now (bid / offer)" beside Talk / OID / Priced / Break was no column the header knew: the rows
    # were read as lines, the break and issue prices in the names; "we are offering 3MM of X at 99 1/4
    # (..., 0.75% floor), and bid 94.50 for 2MM of Y" gave one quote named by the whole sentence.
    loans = [["Borrower", "Facility", "Talk", "OID", "Priced", "Break", "Now (bid / offer)"],
             ["SPOFFORD HEALTH", "TLB S+350 11/32", "S+350-375", "99.5", "S+350 @ 99.75", "100.25",
              "100.125 / 100.500"]]
    para = ("Seasoned: we are offering 3MM of PANNALL FOODS TLB S+375 06/30 at 99 1/4 (issued at 98.0 in 2023, 0.75%"
            " floor), and bid 94.50 for 2MM of DACREY GAMING TLB S+450 04/31.")
    doc = corpus_docs.docx(["Loan market update (secondary, 2MM per side):", para], [loans])
    got = extract(doc, replace(ctx, filename="update.docx")).quotes
    good = keyed([q for q in got if q.review_reason is None])
    assert ("SPOFFORD HEALTH TLB S+350 11/32", "price", 100.125, 100.5, 2e6, 2e6) in good
    assert ("DACREY GAMING TLB S+450 04/31", "price", 94.5, None, 2e6, None) in good
    assert [k for k in keyed(got) if k[0].startswith("PANNALL")] == [
        ("PANNALL FOODS TLB S+375 06/30", "price", None, 99.25, None, 3e6)]
