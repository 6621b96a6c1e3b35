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
