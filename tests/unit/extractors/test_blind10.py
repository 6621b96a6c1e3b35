"""One regression case per failure kind met in the tenth blind corpus's development half (blind10/dev),
written fresh: short inputs of our own, not copies of the corpus mails."""

from tests.support.extracting import keyed, quotes_of


def test_trace_prints_with_a_side_per_row_quote_nothing_not_even_in_review(ctx):
    text = ("TRACE / our prints this morning, all done.\n\n"
            "Time   Side  Bond                          Qty(MM)  Px      Yld    Sprd\n"
            "09:12  B     ALDER RAIL 5.2 03/15/33       4.000    100.85  5.061  +95\n"
            "09:40  S     MOSSLEY FOODS 4 1/4 06/30     1.500    98.60   4.702  +72\n")
    assert quotes_of(ctx, text) == ()


def test_a_header_name_written_with_a_double_space_between_wide_gutters_is_one_column(ctx):
    # "Ask  Yld", "Mod  Dur" (justified PDF text): as two columns the row's right-aligned levels were
    # placed one column off, and the bid price and yield stored as offers.
    text = ("UST run (25mm per side)\n"
            "Security              CUSIP          Prior Close     Bid           Ask          Chg        "
            "Bid Yld      Ask  Yld      Mod  Dur\n"
            "T 4 1/8 02/15/29      91282CMM0             99-30       99-28+        99-29+        -1+        "
            "4.143         4.132         2.9\n")
    assert keyed(quotes_of(ctx, text)) == [("91282CMM0", "price", 99.890625, 99.921875, 25e6, 25e6),
                                           ("91282CMM0", "yield", 4.143, 4.132, 25e6, 25e6)]


def test_a_level_written_with_percent_in_a_z_spread_column_is_a_yield(ctx):
    text = ("Issuer,ISIN,Z Bid / Ask,Px Bid / Ask\n"
            "ALDERTON CEMENT,XS2345678903,231 / 224,98.10 / 98.60\n"
            "MOSSLEY ENERGIA,XS1234567896,6.88% / 6.79%,100.20 / 100.70\n")
    got = keyed(quotes_of(ctx, text, "em.csv"))
    assert ("XS1234567896", "yield", 6.88, 6.79, None, None) in got
    assert not any(k == "XS1234567896" and kind == "z_spread" for k, kind, *_ in got)
    assert ("XS2345678903", "z_spread", 231, 224, None, None) in got


RATES_RUN = ("UST 25x25, agencies 10x10. Indicative.\n\n"
             "AGENCIES                 sprd b/a            px b/a   amt out\n"
             "FHLB 4 1/4 06/12/30   T+15 / T+12   101-04 / 101-08     2.5bn\n"
             "FFCB 4.05 09/21/29     T+11 / T+8     99-20 / 99-24     1.1bn\n")


def test_an_amount_outstanding_in_bn_is_no_quote_size_and_sizes_by_kind_are_read(ctx):
    got = keyed(quotes_of(ctx, RATES_RUN))
    assert ("FHLB 4.25 2030-06-12", "price", 101.125, 101.25, 10e6, 10e6) in got
    assert ("FFCB 4.05 2029-09-21", "spread", 11, 8, 10e6, 10e6) in got


def test_a_correction_line_replaces_the_levels_it_retracts(ctx):
    text = RATES_RUN + ("\n** CORRECTION ** px on the FHLB 4 1/4 06/30 should read 100-04 / 100-08, "
                        "not 101-04 / 101-08 as above.\n")
    got = keyed(quotes_of(ctx, text))
    assert ("FHLB 4.25 2030-06-12", "price", 100.125, 100.25, 10e6, 10e6) in got
    assert not any(q[2] == 101.125 for q in got)


def test_a_correction_whose_retracted_levels_two_quotes_hold_sends_both_to_review(ctx):
    text = ("IG run, 2mm\nACME 5 06/30/31  99.50 / 99.75\nGLOBEX 5 06/30/31  99.50 / 99.75\n"
            "correction: should read 99.25 / 99.50, not 99.50 / 99.75\n")
    quotes = quotes_of(ctx, text)
    assert len(quotes) == 2 and all(q.review_reason and "correction" in q.review_reason for q in quotes)


def test_a_chat_correction_names_the_levels_it_retracts_however_many_lines_ago(ctx):
    text = ("12-Jan-2027 08:04:02 KAI MORROW (ALDERBANK): ASHBY FOODS TLB S+375 06/31   97.25-97.75   5mm\n"
            "12-Jan-2027 08:04:40 KAI MORROW (ALDERBANK): KELSO CARE TL S+450 4/30   91.50 - 92.50   2mm\n"
            "12-Jan-2027 08:05:10 KAI MORROW (ALDERBANK): ASHBY 97.50-98.00 5mm, not 97.25-97.75, sorry\n")
    got = [(q.instrument_key, q.bid, q.ask, q.review_reason) for q in quotes_of(ctx, text)]
    assert got == [("ASHBY FOODS TLB S+375 06/31", 97.5, 98.0, None), ("KELSO CARE TL S+450 4/30", 91.5, 92.5, None)]


def test_a_spread_pair_with_its_unit_written_on_it_is_read(ctx):
    got = keyed(quotes_of(ctx, "ALDERTON STEEL cds 5y 612/640bp 5x5 (bonds 95.5 bid above)\n"))
    assert got == [("ALDERTON STEEL CDS 5Y", "spread", 612, 640, 5e6, 5e6)]


def test_headers_in_spanish_and_benchmark_and_model_columns_are_known(ctx):
    # Columns the parser did not know sent every row to review ("Bmk Yld 4.21 on the row not placed").
    text = ("Emisor;ISIN;Precio Compra;Precio Venta;TIR Compra;TIR Venta;Cierre Ant.\n"
            "ALDERTON ENERGIA 6.5 2031;XS2345678903;99,10;99,60;6,71;6,59;98,95\n")
    got = quotes_of(ctx, text, "es.csv")
    assert keyed(got) == [("XS2345678903", "price", 99.1, 99.6, None, None),
                          ("XS2345678903", "yield", 6.71, 6.59, None, None)]
    assert all(q.review_reason is None for q in got)
    text = ("Security,Bid Px,Ask Px,yld b,yld a,Bmk Yld,RV (bp)\n"
            "MOSSLEY FOODS 4.5 06/30/31,98.25,98.60,4.93,4.85,4.12,+6\n")
    got = quotes_of(ctx, text, "run.csv")
    assert keyed(got) == [("MOSSLEY FOODS 4.5 2031-06-30", "price", 98.25, 98.6, None, None),
                          ("MOSSLEY FOODS 4.5 2031-06-30", "yield", 4.93, 4.85, None, None)]
    assert all(q.review_reason is None for q in got)


def test_a_runs_monitor_export_with_bsz_and_asz_columns(ctx):
    text = ("Ticker,Cpn,Maturity,Firm,Bid Px,Ask Px,BSz (MM),ASz (MM),Time\n"
            "ALDRT,4.85,2031-03-15,Orlwood,100.86,101.01,5.0,3.0,07:58\n")
    got = quotes_of(ctx, text, "runs.csv")
    assert keyed(got) == [("ALDRT 4.85 2031-03-15", "price", 100.86, 101.01, 5e6, 3e6)]
    assert got[0].dealer == "orlwood" and got[0].review_reason is None


def test_a_tbas_drop_column_is_no_level(ctx):
    text = ("TBA,Bid,Offer,Drop (32s),Prior\nFNCL 5.5 FEB,100-14,100-15,0-07,100-11\n")
    got = quotes_of(ctx, text, "tba.csv")
    assert [(q.quote_type, q.bid, q.ask, q.review_reason) for q in got] == [("price", 100.4375, 100.46875, None)]
