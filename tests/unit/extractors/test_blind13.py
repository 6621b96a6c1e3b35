"""One regression case per failure kind met in the thirteenth blind corpus's development half
(blind13/dev: a run's life through the day: refreshes, re-sends, superseded versions, axes going
off), written fresh: short inputs of our own, not copies of the corpus mails."""

from dataclasses import replace

import corpus_docs

from extractors.notes import run_sizes
from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of

_HEADER = ["Issuer", "Cpn", "Maturity", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask", "Size (MM)", "Status"]


def test_a_tab_kept_for_reference_beside_the_live_run_goes_to_review(ctx):
    # The 11:00 tab is the market; the 07:00 tab "(superseded)" is kept for reference: its levels are
    # old, so none of them is stored as good. "OFF" and "TRADED" rows of the live tab quote nothing.
    live = [["USD credit run - 11:00 (replaces 07:00)"], [], _HEADER,
            ["HARLSTONE PHARMA", 5.2, "2034-03-15", 101, 96, 101.02, 101.34, 5, "LIVE"],
            ["KELDRA ENERGY", 5.4, "2034-06-01", 116, 111, 99.55, 99.92, 5, "OFF"],
            ["ESKDALE POWER", 5.15, "2033-01-15", 103, 97, 100.21, 100.5, 3, "TRADED"]]
    old = [["07:00 run - SUPERSEDED by the 11:00 tab"], [], _HEADER[:-1],
           ["HARLSTONE PHARMA", 5.2, "2034-03-15", 104, 99, 100.81, 101.13, 5]]
    data = corpus_docs.xlsx([("RUN 1100", live, False), ("AM 0700 (superseded)", old, False)])
    quotes = extract(data, replace(ctx, filename="run.xlsx")).quotes
    good = [(q.instrument_key, q.quote_type, q.bid, q.ask) for q in quotes if q.review_reason is None]
    assert sorted(good) == [("HARLSTONE PHARMA 5.2 2034-03-15", "price", 101.02, 101.34),
                            ("HARLSTONE PHARMA 5.2 2034-03-15", "spread", 101, 96)]
    stale = [q for q in quotes if q.review_reason]
    assert {(q.bid, q.ask) for q in stale} == {(104, 99), (100.81, 101.13)}
    assert all("superseded" in q.review_reason for q in stale)


def test_a_subject_status_sends_the_row_to_review(ctx):
    text = ("Issuer        Cpn   Maturity   Bid     Offer   Status\n"
            "ACME CORP     4.5   06/30      99.25   99.75   subj\n"
            "BETA CORP     5.0   06/31      98.50   99.00   live\n")
    quotes = {q.instrument_key: q for q in quotes_of(ctx, text)}
    assert "subject" in (quotes["ACME CORP 4.5 2030-06"].review_reason or "")
    assert quotes["BETA CORP 5 2031-06"].review_reason is None


def test_a_unit_column_saying_points_on_a_cds_row_is_upfront(ctx):
    text = ("Reference                 Tenor  Bid    Ask    Unit\n"
            "MOSELLE TECHNOLOGIES SNR  5Y     164    172    bp\n"
            "ZEEWOLDE LOGISTIEK SNR    5Y     3.10   3.60   pts (vs 100)\n")
    got = [(k, t, b, a) for k, t, b, a, _, _ in keyed(quotes_of(ctx, text))]
    assert got == [("MOSELLE TECHNOLOGIES SNR 5Y", "spread", 164, 172),
                   ("ZEEWOLDE LOGISTIEK SNR 5Y", "upfront", 3.1, 3.6)]


def test_a_dagger_marked_bid_is_read_and_its_footnote_doubts_it(ctx):
    text = ("ISIN           Issuer               Cpn    Maturity     Bid      Offer\n"
            "NL7350612480   ZEEWOLDE LOGISTIEK   2.25   30/06/2030   99.80†   100.55\n"
            "FR3999826536   MOSELLE TECH         0.875  14/09/2029   103.40   104.10\n\n"
            "† bid not refreshed since the morning - indicative only.\n")
    quotes = {q.instrument_key: q for q in quotes_of(ctx, text)}
    assert (quotes["NL7350612480"].bid, quotes["NL7350612480"].ask) == (99.8, 100.55)
    assert "footnote" in (quotes["NL7350612480"].review_reason or "")
    assert quotes["FR3999826536"].review_reason is None


def test_a_yield_to_call_column_holding_both_sides(ctx):
    text = ("ISIN           Preferred / hybrid                     Bid     Offer   Next call    Yld to call\n"
            "XS7352613271   BRABANT VERZEKERINGEN 5.25% PERP PFD   98.10   98.85   15/05/2029   6.18 / 5.84\n")
    got = [(t, b, a) for _, t, b, a, _, _ in keyed(quotes_of(ctx, text))]
    assert got == [("price", 98.1, 98.85), ("yield", 6.18, 5.84)]


def test_cds_sizes_given_as_amounts_each_followed_by_its_kind():
    sizes = run_sizes("European CBs in points (EUR 1m per side unless shown); CDS in bp, EUR 10m single names / "
                      "50m indices.")
    assert sizes is not None
    assert (sizes.default, sizes.single, sizes.index) == ((1e6, 1e6), (1e7, 1e7), (5e7, 5e7))


def test_an_earlier_versions_column_is_no_level_and_a_sections_bid_x_offer_sizes_it(ctx):
    # "v1 DM (08:15)" and "7am" hold the levels the update replaces; "fixed-rate SSA 10x10" and
    # "Floaters 3x3" size their sections.
    text = ("v2 replaces v1 (08:15). Fixed-rate SSA 10x10 (EUR m). Floaters 3x3.\n\n"
            "ISIN           Issuer        Maturity    v1 DM (08:15)   DM Bid   DM Ask   Px Bid   Px Ask\n"
            "XS2933462363   NIB FRN       04.03.2030  24              23       20       99.97    100.06\n\n"
            "Issuer           Cpn     Maturity     7am    ASW Bid   ASW Ask\n"
            "KOMMUNALBANKEN   2.875   14.04.2032   +17    +16       +13\n")
    quotes = quotes_of(ctx, text)
    assert keyed(quotes) == [("KOMMUNALBANKEN 2.875 2032-04-14", "i_spread", 16, 13, 1e7, 1e7),
                             ("XS2933462363", "dm", 23, 20, 3e6, 3e6),
                             ("XS2933462363", "price", 99.97, 100.06, 3e6, 3e6)]
    assert all(q.review_reason is None for q in quotes)


def test_local_currency_sizes_and_a_gilt_section_size(ctx):
    text = ("Gilts GBP 10m per side; EM locals in yield, sizes as shown.\n\n"
            "Bond     Cpn     Maturity     Bid       Offer\n"
            "UKT      4.125   22/07/2030   100.450   100.476\n\n"
            "Bond                  ISIN           Yield Bid   Yield Offer   Size\n"
            "POLGB 5 3/4 04/2032   PL3688312073   5.21        5.18          PLN 25mm\n")
    assert keyed(quotes_of(ctx, text)) == [("PL3688312073", "yield", 5.21, 5.18, 2.5e7, 2.5e7),
                                           ("UKT 4.125 2030-07-22", "price", 100.45, 100.476, 1e7, 1e7)]


def test_an_offer_only_pair_cell_and_an_off_row_that_is_not_read_as_a_line(ctx):
    # "- / +98": the offer alone. A row whose status is OFF quotes nothing, not even read as a line.
    text = ("Security                    T+ Bid / Ask    Px Bid / Ask      Size   Status\n"
            "ESKDALE POWER 5.15 01/33    - / +98         - / 100.45        3MM    OFFER ONLY\n"
            "VARNHOLT RAIL 6.05 02/54    +151 / +146     98.05 / 98.71     2x2    OFF\n")
    assert keyed(quotes_of(ctx, text)) == [("ESKDALE POWER 5.15 2033-01", "price", None, 100.45, None, 3e6),
                                           ("ESKDALE POWER 5.15 2033-01", "spread", None, 98, None, 3e6)]


def test_an_offer_only_pair_cell_in_an_html_table(ctx):
    html = ("<table><tr><th>Security</th><th>Bmk</th><th>T+ Bid / Ask</th><th>Px Bid / Ask</th><th>Size</th></tr>"
            "<tr><td>ESKDALE POWER 5.15 01/33</td><td>T 7y</td><td>- / +98</td><td>- / 100.45</td><td>3MM</td></tr>"
            "</table>")
    quotes = quotes_of(ctx, html, "run.html")
    assert keyed(quotes) == [("ESKDALE POWER 5.15 2033-01", "price", None, 100.45, None, 3e6),
                             ("ESKDALE POWER 5.15 2033-01", "spread", None, 98, None, 3e6)]
    assert all(q.review_reason is None for q in quotes)
