"""One regression case per failure kind met in the ninth blind corpus's development half (blind9/dev),
written fresh: short inputs of our own, not copies of the corpus mails."""

from tests.support.extracting import keyed, quotes_of


def test_a_quote_convention_column_names_each_rows_measure(ctx):
    text = ("Name,Tenor,Bid,Ask,Quote Convention,Coupon (bp),Size\n"
            "ALDERTON STEEL,5Y,212,220,SPRD,100,5\n"
            "MOSSLEY RETAIL,5Y,4.125,4.625,UPF,500,5\n"
            "CDX.NA.HY.47,5Y,105.5,105.625,PX,500,25\n")
    got = quotes_of(ctx, text, "cds.csv")
    assert keyed(got) == [("ALDERTON STEEL 5Y", "spread", 212, 220, 5e6, 5e6),
                          ("CDX.NA.HY.47 5Y", "price", 105.5, 105.625, 25e6, 25e6),
                          ("MOSSLEY RETAIL 5Y", "upfront", 4.125, 4.625, 5e6, 5e6)]


def test_a_recap_of_fills_with_buy_and_sell_per_row_quotes_nothing(ctx):
    text = ("Recap of your fills today, settle T+1.\n\n"
            " #  Side  Security                     Face (MM)  Price    Yield   Time\n"
            " 1  BUY   ACME 5 1/8 06/30             2.000      101.125  4.881   09:31:07\n"
            " 2  SELL  GLOBEX 6.25 03/15/33         1.000      99.500   6.330   10:02:44\n")
    assert quotes_of(ctx, text) == ()


def test_an_axe_list_with_buy_and_sell_per_row_is_still_read(ctx):
    text = ("Our axes this morning:\n\n"
            "Side  Security                     Size (MM)  Price\n"
            "BUY   ACME 5 1/8 06/30/30          2          101.125\n"
            "SELL  GLOBEX 6.25 03/15/33         1          99.500\n")
    assert keyed(quotes_of(ctx, text)) == [("ACME 5.125 2030-06-30", "price", 101.125, None, 2e6, None),
                                           ("GLOBEX 6.25 2033-03-15", "price", None, 99.5, None, 1e6)]


def test_a_pasted_chat_with_firms_in_round_brackets_and_a_later_correction(ctx):
    text = ("Ann Kell (Tarnbrook)  9:15 AM\n"
            "ACME 6 3/8 01/30/34 100.70/101.20\n\n"
            "Bo Pryce (Lowfield)  9:16 AM\n"
            "GLOBEX 7 05/15/31 99.10/99.60 2mm\n\n"
            "Cy Tam  9:17 AM\n"
            "where is ACME?\n\n"
            "Ann Kell (Tarnbrook)  9:20 AM\n"
            "ACME 6 3/8 01/30/34 100.90/101.40, not 100.70/101.20, sorry\n")
    got = sorted((q.instrument_key, q.bid, q.ask, q.dealer) for q in quotes_of(ctx, text))
    assert got == [("ACME 6.375 2034-01-30", 100.9, 101.4, "tarnbrook"),
                   ("GLOBEX 7 2031-05-15", 99.1, 99.6, "lowfield")]


def test_g_spread_columns_and_a_tenor_bucket_beside_a_described_bond(ctx):
    text = ("Tenor  Security             Bid Px   Ask Px   Bid G   Ask G\n"
            "5Y     ACME 4.75 02/15/31   101.36   101.58   84      80\n"
            "10Y    T 4 1/4 11/15/36     101.25   101.50   -       -\n")
    got = keyed(quotes_of(ctx, text))
    assert ("ACME 4.75 2031-02-15", "spread", 84, 80, None, None) in got
    assert ("T 4.25 2036-11-15", "price", 101.25, 101.5, None, None) in got
    assert all("5Y" not in key and "10Y" not in key for key, *_ in got)


def test_bills_on_their_discount_rate_and_tips_on_their_real_yield(ctx):
    text = ("CUSIP      Bill            Disc Bid   Disc Ask\n"
            "912797RM1  B 0 04/15/27    3.598      3.588\n"
            "TIPS                 Bid      Ask      Real Yld Bid   Real Yld Ask\n"
            "TII 2 1/8 01/15/35   100.25   100.50   2.017          2.006\n")
    got = keyed(quotes_of(ctx, text))
    assert ("912797RM1", "yield", 3.598, 3.588, None, None) in got
    assert ("TII 2.125 2035-01-15", "yield", 2.017, 2.006, None, None) in got
    assert all(q.review_reason is None for q in quotes_of(ctx, text))


def test_a_bare_z_after_other_measures_is_a_z_spread_and_a_series_z_is_a_name(ctx):
    got = keyed(quotes_of(ctx, "MEX 6 3/8 04/28/35   px 98.15-98.55   yld 6.65/6.59   Z 268/262   (cl 98.00)\n"
                               "ACME 4.75 PFD SER Z   21.10/21.20   10K\n"))
    assert ("MEX 6.375 2035-04-28", "z_spread", 268, 262, None, None) in got
    assert ("MEX 6.375 2035-04-28", "price", 98.15, 98.55, None, None) in got
    assert any(key.endswith("SER Z") and kind == "price" for key, kind, *_ in got)


def test_each_sections_heading_sizes_its_own_rows(ctx):
    text = ("CONVERTS (px b - o, 2mm)\n"
            "ACME 1.5 06/15/29 CV     104.25 - 105.25   prem 22.4%  delta 58  stk $41.18\n\n"
            "$25 PREFERREDS (dollar px; 5,000 shs unless noted)\n"
            "GLOBEX 6.375% SER C PFD   56190R409   $25.18 / $25.32\n\n"
            "FRNs (DM over SOFR / px) 4mm per side\n"
            "INITECH FRN 03/28 (S+68)   DM 71/66   px 99.92/100.04\n")
    got = quotes_of(ctx, text)
    sizes = {(q.instrument_key, q.quote_type): (q.bid_size, q.ask_size) for q in got}
    assert sizes[("ACME 1.5 2029-06-15 CV", "price")] == (2e6, 2e6)
    assert sizes[("56190R409", "price")] == (None, None)
    assert sizes[("INITECH FRN 03/28 S+68", "dm")] == (4e6, 4e6)
    assert all(q.review_reason is None for q in got)


def test_a_run_size_in_bracketed_millions_and_prices_with_fractions_in_one_cell(ctx):
    text = ("All sizes 5x5 (MM) unless shown.\n\n"
            "HY                                   Call                  Px B/O            YTW B/O    Sz\n"
            "ACME CHEMICALS  6.5  05/01/32        05/01/28 @103.25      97 7/8 / 98 3/8   6.99 / 6.89   2x2\n"
            "GLOBEX MEDIA  9 1/8  10/01/29        10/01/27 @104.563     92.50 / 93.50    12.06 / 11.63\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("ACME CHEMICALS 6.5 2032-05-01", "price", 97.875, 98.375, 2e6, 2e6),
                          ("ACME CHEMICALS 6.5 2032-05-01", "yield", 6.99, 6.89, 2e6, 2e6),
                          ("GLOBEX MEDIA 9.125 2029-10-01", "price", 92.5, 93.5, 5e6, 5e6),
                          ("GLOBEX MEDIA 9.125 2029-10-01", "yield", 12.06, 11.63, 5e6, 5e6)]
    assert all(q.review_reason is None for q in got)
