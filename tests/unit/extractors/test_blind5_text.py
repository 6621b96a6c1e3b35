"""One regression case per failure kind met in the text, chat and HTML bodies of the fifth blind
corpus (blind5/dev), written fresh (short inputs of our own, not copies of the corpus mails)."""

from extractors.registry import extract


def keyed(result):
    return sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.bid_size, q.ask_size) for q in result.quotes)


def accepted(result):
    return sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.bid_size, q.ask_size)
                  for q in result.quotes if q.review_reason is None)


def dealers(result):
    return sorted({(q.instrument_key, q.dealer) for q in result.quotes})


# --- text runs -------------------------------------------------------------------------------------

def test_all_sizes_unless_noted_sizes_the_lines_without_one(ctx):
    text = ("All sizes 2mm unless noted.\n"
            "FHLB  4.25  03/10/30    +12 / +9     100.30 / 100.41\n"
            "FFCB  4.10  06/08/31    +17 / +14    99.80 / 99.95   10mm\n")
    got = keyed(extract(text.encode(), ctx))
    assert ("FHLB 4.25 2030-03-10", "spread", 12.0, 9.0, 2e6, 2e6) in got
    assert ("FFCB 4.1 2031-06-08", "price", 99.8, 99.95, 10e6, 10e6) in got


def test_terminal_run_size_column_and_a_block_named_after_its_market(ctx):
    text = (" SECURITY                 BID/ASK SPRD    BID/ASK PX        BSZxASZ\n"
            " ----------------------   ------------    --------------    -------\n"
            " PELLAM 4.40 03/15/31       +90 / +85     100.50 / 100.70      5x3\n"
            "\n"
            " HIGH YIELD                 PX BID/ASK        YTW BID/ASK    BSZxASZ\n"
            " ----------------------   --------------    ------------    -------\n"
            " TORVIC 7.50 05/15/31     100.25 / 100.75    7.42 / 7.30       2x1\n")
    got = keyed(extract(text.encode(), ctx))
    assert got == [
        ("PELLAM 4.4 2031-03-15", "price", 100.5, 100.7, 5e6, 3e6),
        ("PELLAM 4.4 2031-03-15", "spread", 90.0, 85.0, 5e6, 3e6),
        ("TORVIC 7.5 2031-05-15", "price", 100.25, 100.75, 2e6, 1e6),
        ("TORVIC 7.5 2031-05-15", "yield", 7.42, 7.3, 2e6, 1e6),
    ]


def test_a_header_label_names_the_measures_of_the_unlabelled_levels(ctx):
    text = ("MUNIS (yld / px)      CUSIP       cpn    mat\n"
            "OHIO ST GO            677522ZZ0   5      06/01/38   3.70/3.64   110.20/110.80   1mm\n")
    got = keyed(extract(text.encode(), ctx))
    assert got == [("677522ZZ0", "price", 110.2, 110.8, 1e6, 1e6), ("677522ZZ0", "yield", 3.7, 3.64, 1e6, 1e6)]


def test_looking_to_buy_or_sell_is_a_one_sided_axe(ctx):
    text = ("- Looking to buy PERU 6.1 03/15/33, 4mm, can pay 98.40\n"
            "- Looking to sell CHILE 5.3 01/10/36: have 3mm, offer 99.25\n"
            "- Looking to sell COLOM 7 04/21/35 2mm @ 95.50 (could work smaller)\n")
    got = keyed(extract(text.encode(), ctx))
    assert got == [
        ("CHILE 5.3 2036-01-10", "price", None, 99.25, None, 3e6),
        ("COLOM 7 2035-04-21", "price", None, 95.5, None, 2e6),
        ("PERU 6.1 2033-03-15", "price", 98.4, None, 4e6, None),
    ]


# --- chat --------------------------------------------------------------------------------------------

def test_ib_user_with_firm_after_a_comma_quotes_for_that_firm(ctx):
    text = ("09:01:10 JANE ROE, KESTLAND: CDX IG 45 5Y 52/52.5\n"
            "09:01:40 AMY LOW, BUYSIDE AM: thanks\n")
    assert dealers(extract(text.encode(), ctx)) == [("CDX IG 45 5Y", "kestland")]


def test_pipe_table_transcript_names_the_firm_in_its_third_column(ctx):
    text = ("timestamp | sender | company | message\r\n"
            "2026-11-24 09:14:02 | Ann Lee | Penhallow | PELLAM 4.4 03/31 +90/+85 5x5\r\n"
            "2026-11-24 09:15:02 | Joe Fenn | Buyside IM | Ann - PELLAM bid 90?\r\n")
    result = extract(text.encode(), ctx)
    assert keyed(result) == [("PELLAM 4.4 2031-03", "spread", 90.0, 85.0, 5e6, 5e6)]
    assert dealers(result) == [("PELLAM 4.4 2031-03", "penhallow")]


def test_a_correction_replaces_the_line_it_corrects(ctx):
    text = ("09:01:10 JANE ROE, KESTLAND: MORVEN 5y 88/93 10x10\n"
            "09:01:30 JANE ROE, KESTLAND: pls ignore that, wrong line. MORVEN 5y 78/83 10x10\n"
            "09:02:10 JOE DOE, TRELIS: BRISKA SNR 5Y 96/101\n"
            "09:02:30 JOE DOE, TRELIS: BRISKA SNR 5Y 91/96, not 96/101, sorry\n")
    assert keyed(extract(text.encode(), ctx)) == [
        ("BRISKA SNR 5Y", "spread", 91.0, 96.0, None, None),
        ("MORVEN 5Y", "spread", 78.0, 83.0, 10e6, 10e6),
    ]


def test_two_tenors_of_one_name_and_a_size_between_two_measures(ctx):
    text = ("09:01:10 JANE ROE, KESTLAND: ORMSBY SNR 5y 140/148, 7y 170/178\n"
            "09:01:30 JANE ROE, KESTLAND: VALLEN 5y 260/275 5x5, upfront 7.0/7.5 (500 running)\n")
    assert keyed(extract(text.encode(), ctx)) == [
        ("ORMSBY SNR 5Y", "spread", 140.0, 148.0, None, None),
        ("ORMSBY SNR 7Y", "spread", 170.0, 178.0, None, None),
        ("VALLEN 5Y", "spread", 260.0, 275.0, 5e6, 5e6),
        ("VALLEN 5Y", "upfront", 7.0, 7.5, 5e6, 5e6),
    ]


def test_two_bonds_of_different_issuers_on_one_chat_line(ctx):
    text = "10:03:02 DANA LOW, FAIRMEAD: FHLB 4.25 06/29 +16/+13, FFCB 4.1 03/01/31 100.10/100.24\n"
    assert keyed(extract(text.encode(), ctx)) == [
        ("FFCB 4.1 2031-03-01", "price", 100.1, 100.24, None, None),
        ("FHLB 4.25 2029-06", "spread", 16.0, 13.0, None, None),
    ]


# --- HTML bodies -------------------------------------------------------------------------------------

def html(body):
    return f"<html><body>{body}</body></html>".encode()


def test_an_issuer_cell_spanning_rows_names_each_bond(ctx):
    doc = html("<table><tr><th>Issuer</th><th>Cpn</th><th>Maturity</th><th>Bid</th><th>Offer</th></tr>"
               "<tr><td rowspan='2'>UKT</td><td>4.25</td><td>07/12/2040</td><td>95.10</td><td>95.20</td></tr>"
               "<tr><td>3.5</td><td>22/01/2045</td><td>84.30</td><td>84.42</td></tr></table>")
    assert keyed(extract(doc, ctx)) == [("UKT 3.5 2045-01-22", "price", 84.3, 84.42, None, None),
                                        ("UKT 4.25 2040-12-07", "price", 95.1, 95.2, None, None)]


def test_a_card_with_the_bond_over_its_levels_and_sizes(ctx):
    doc = html("<div class='card'><div><b>PELLAM FOODS 5.1% 03/01/34</b></div>"
               "<div><span>Bid +110</span> &middot; <span>Offer +104</span> (sprd)</div>"
               "<div>3MM x 2MM</div></div>")
    assert keyed(extract(doc, ctx)) == [("PELLAM FOODS 5.1 2034-03-01", "spread", 110.0, 104.0, 3e6, 2e6)]


def test_footnote_marker_in_a_level_cell_and_a_section_named_first_column(ctx):
    doc = html("<table><tr><th>CUSIP</th><th>Issuer</th><th>Bid Yld</th><th>Ask Yld</th></tr>"
               "<tr><td>677522ZZ0</td><td>OHIO ST GO</td><td>3.71<sup>1</sup></td><td>3.64</td></tr></table>"
               "<table><tr><th>Legacy RMBS</th><th>Bid</th><th>Ask</th></tr>"
               "<tr><td>HARBOUR MTG TR 2006-2 A1</td><td>70.50</td><td>72.00</td></tr>"
               "<tr><td>PERU CDS 5Y</td><td>88</td><td>93</td></tr></table>")
    assert keyed(extract(doc, ctx)) == [("677522ZZ0", "yield", 3.71, 3.64, None, None),
                                        ("HARBOUR MTG TR 2006-2 A1", "price", 70.5, 72.0, None, None),
                                        ("PERU CDS 5Y", "spread", 88.0, 93.0, None, None)]


# --- kinds the corpus's README names for layouts of its own (same rules, fresh inputs) ----------------

def test_a_level_the_dealer_doubts_goes_to_review(ctx):
    text = ("09:01:10 JANE ROE, KESTLAND: HALVERN 2021-3A B DM 245/230 2mm, may be stale\n"
            "09:02:10 JANE ROE, KESTLAND: PELLAM 4.4 03/31 T+101/T+96\n"
            "09:02:30 JANE ROE, KESTLAND: checking, leave it with me\n"
            "09:03:10 JANE ROE, KESTLAND: TORVIC 7.5 2031 offer 94.5 3mm\n")
    assert accepted(extract(text.encode(), ctx)) == [("TORVIC 7.5 2031", "price", None, 94.5, None, 3e6)]


def test_negative_swap_spreads_pool_terms_and_nzgb(ctx):
    text = ("10:02:02 ANN LEE, PORTLOE: KFW 4 3/8 2034 ms-2/-5 10mm\n"
            "10:02:30 ANN LEE, PORTLOE: FNMA 30Y 6.0 JAN 100-08/100-09+ 25mm\n"
            "10:03:00 ANN LEE, PORTLOE: NZGB 4.25 15-May-2034 4.512% / 4.497%\n")
    result = extract(text.encode(), ctx)
    assert keyed(result) == [
        ("FNMA 30Y 6.0 JAN", "price", 100.25, 100.296875, 25e6, 25e6),
        ("KFW 4.375 2034", "i_spread", -2.0, -5.0, 10e6, 10e6),
        ("NZGB 4.25 2034-05-15", "yield", 4.512, 4.497, None, None),
    ]
    assert sorted(q.asset_class for q in result.quotes) == ["agency", "government", "structured"]


def test_dm_level_then_its_side(ctx):
    text = "FRNs\n  HOLLIS FIN FRN 03/15/28  US43561TAJ60   DM 112 bid for 2mm\n"
    assert keyed(extract(text.encode(), ctx)) == [("US43561TAJ60", "dm", 112.0, None, 2e6, None)]


def test_html_hidden_levels_bid_over_offer_cells_and_reply_history(ctx):
    doc = html("<table><tr><th>Security</th><th>Offer Px</th></tr>"
               "<tr><td>PELLAM 4.4 03/15/31</td><td>100¾ <span style='display:none'>99.50</span></td></tr></table>"
               "<table><tr><th>Security</th><th>Sprd</th><th>Px</th><th>Size (MM)</th></tr>"
               "<tr><td>TORVIC 5.1 04/15/33</td><td>+92<br>+88</td><td>100.10<br>100.35</td><td>5</td></tr></table>"
               "<p><b>From:</b> Joe Roe &lt;joe@dealer.example&gt;<br><b>Sent:</b> Monday 08:00</p>"
               "<table><tr><th>Security</th><th>Bid</th><th>Ask</th></tr>"
               "<tr><td>PELLAM 4.4 03/15/31</td><td>99.10</td><td>99.35</td></tr></table>")
    assert keyed(extract(doc, ctx)) == [
        ("PELLAM 4.4 2031-03-15", "price", None, 100.75, None, None),
        ("TORVIC 5.1 2033-04-15", "price", 100.1, 100.35, 5e6, 5e6),
        ("TORVIC 5.1 2033-04-15", "spread", 92.0, 88.0, 5e6, 5e6),
    ]


def test_side_headings_dot_leaders_and_one_level_offerings(ctx):
    text = ("BUYER OF\n"
            "  BRAZIL 6 1/8 03/15/34 .......... 97.55\n"
            "SELLER OF\n"
            "  CHILE 4.95 01/05/36 ............ 98.90   3mm\n")
    assert keyed(extract(text.encode(), ctx)) == [
        ("BRAZIL 6.125 2034-03-15", "price", 97.55, None, None, None),
        ("CHILE 4.95 2036-01-05", "price", None, 98.9, None, 3e6),
    ]
    offerings = "Muni offerings today\nOHIO ST GO 5s 06/01/38   250M   3.70 yld\n"
    assert keyed(extract(offerings.encode(), ctx)) == [("OHIO ST GO 5 2038-06-01", "yield", None, 3.7, None, 250e3)]


def test_security_line_then_its_levels_under_a_run_header(ctx):
    cusip_a, cusip_b = "89236TKX2", "677522ZZ0"
    text = (" SECURITY / CUSIP                          BID - ASK PX      BID/ASK SPRD     SIZE\n"
            " ----------------------------------------  ---------------   --------------   -----\n"
            f" TORVIC 5.40 Apr28   {cusip_a}\n"
            "                                            99.41 - 99.72    T+104 / T+100    5MM\n"
            f" PELLAM 4.40 Mar31   {cusip_b}\n"
            "                                            98.10 - 98.40    T+120 / T+115    3MM\n")
    assert keyed(extract(text.encode(), ctx)) == [
        (cusip_b, "price", 98.1, 98.4, 3e6, 3e6), (cusip_b, "spread", 120.0, 115.0, 3e6, 3e6),
        (cusip_a, "price", 99.41, 99.72, 5e6, 5e6), (cusip_a, "spread", 104.0, 100.0, 5e6, 5e6),
    ]


def test_same_in_10y_after_a_bond_names_nothing(ctx):
    text = ("09:00:01 ANN LEE, PORTLOE: ITRX MAIN 44 5Y 55/56\n"
            "09:00:30 ANN LEE, PORTLOE: KFW 4 3/8 2034 ms+2/-1 10mm\n"
            "09:00:40 ANN LEE, PORTLOE: same in 10y for KFW ms+3/+1\n")
    assert [k for k, *_ in keyed(extract(text.encode(), ctx))] == ["ITRX MAIN 44 5Y", "KFW 4.375 2034"]


def test_tab_separated_cells_bid_and_offer_side_by_side(ctx):
    text = ("LOANS (bid / offer, points)\n"
            "Trevose Foods TLB S+325 09/31\t100.00\t100.375\t5mm\n"
            "HIGH YIELD (px bid / offer, YTW %)\n"
            "PELLAM 7.25 03/15/31\t99.50\t100.25\t7.37 / 7.18\t1mm\n"
            "ACME\t5.25\t99.50\t5\t5\n")
    assert keyed(extract(text.encode(), ctx)) == [
        ("PELLAM 7.25 2031-03-15", "price", 99.5, 100.25, 1e6, 1e6),
        ("PELLAM 7.25 2031-03-15", "yield", 7.37, 7.18, 1e6, 1e6),
        ("TREVOSE FOODS TLB S+325 09/31", "price", 100.0, 100.375, 5e6, 5e6),
    ]


def test_a_footnote_marker_stuck_to_a_level(ctx):
    text = "OHIO ST GO 5s 06/01/38   3.91(c) / 3.85 yld   1mm\n"
    assert keyed(extract(text.encode(), ctx)) == [("OHIO ST GO 5 2038-06-01", "yield", 3.91, 3.85, 1e6, 1e6)]


def test_a_heading_names_which_spread_a_signed_pair_is_and_sizes_in_a_dollars(ctx):
    text = ("Kangaroos (ASW)\n"
            "KFW\t4.1\t20-Feb-2030\t+38 / +35\tAUD 20mm\n"
            "EIB 4.25 09-Mar-2033  +41 / +38  A$10mm\n")
    assert keyed(extract(text.encode(), ctx)) == [
        ("EIB 4.25 2033-03-09", "i_spread", 41.0, 38.0, 10e6, 10e6),
        ("KFW 4.1 2030-02-20", "i_spread", 38.0, 35.0, 20e6, 20e6),
    ]


def test_a_question_in_a_chat_quotes_nothing(ctx):
    text = ("2026-11-24 09:15:02 | Ann Lee | Buyside | ARDMORE 5.15 03/33 bid 112?\n"
            "2026-11-24 09:15:22 | Bo Ek | Glenvar | ARDMORE 5.15 03/33 +112/+107, need size?\n"
            "2026-11-24 09:15:42 | Ann Lee | Buyside | Bo - Ardmore bid 9.85? could do 10\n")
    result = extract(text.encode(), ctx)
    assert keyed(result) == [("ARDMORE 5.15 2033-03", "spread", 112.0, 107.0, None, None)]
    assert dealers(result) == [("ARDMORE 5.15 2033-03", "glenvar")]


def test_a_pipe_table_transcript_drawn_with_outer_pipes(ctx):
    text = ("| timestamp | sender | company | message |\n"
            "| 2026-11-24 09:14:02 | Oskar Lind | Penhallow | KORVAN SNR 5Y 63/67 10x10 | 3Y 41/45 10x10 |\n"
            "| 2026-11-24 09:14:30 | Oskar Lind | Penhallow | same in 10Y 88/92 |\n")
    result = extract(text.encode(), ctx)
    assert keyed(result) == [("KORVAN SNR 10Y", "spread", 88.0, 92.0, None, None),
                             ("KORVAN SNR 3Y", "spread", 41.0, 45.0, 10e6, 10e6),
                             ("KORVAN SNR 5Y", "spread", 63.0, 67.0, 10e6, 10e6)]
    assert {q.dealer for q in result.quotes} == {"penhallow"}


def test_a_muni_level_under_ten_without_a_unit_is_a_yield(ctx):
    text = "Muni offerings (M = $000s)\nOHIO ST GO 5s 06/01/38  677522ZZ0   250M   3.70\n"
    assert keyed(extract(text.encode(), ctx)) == [("677522ZZ0", "yield", None, 3.7, None, 250e3)]


def test_two_muni_words_name_a_muni_without_its_cusip(ctx):
    text = "RATES & MUNI\n10:04:40 SAM HADD, TARRANT: NJ TPK AUTH 5% 01/01/45 3.92/3.86 yld 2mm\n"
    assert [(q.instrument_key, q.asset_class) for q in extract(text.encode(), ctx).quotes] == [
        ("NJ TPK AUTH 5 2045-01-01", "muni")]


def test_a_margin_with_an_isin_is_a_floater_not_a_loan(ctx):
    text = ("FRNs (DM vs SOFR)\n  HOLLIS FIN SOFR+70 03/15/28  US43561TAJ60   DM 72 / 66    5mm\n"
            "LOANS\nACME TLB S+325 06/29  98.00/99.00\n")
    assert sorted((q.instrument_key, q.asset_class) for q in extract(text.encode(), ctx).quotes) == [
        ("ACME TLB S+325 06/29", "loan"), ("US43561TAJ60", "corporate")]


def test_a_from_date_block_heading_the_whole_mail_cuts_nothing(ctx):
    doc = html("<p><b>From:</b> Credit desk<br><b>Date:</b> 24 Nov</p>"
               "<table><tr><th>Security</th><th>Bid</th><th>Ask</th></tr>"
               "<tr><td>PELLAM 4.4 03/15/31</td><td>99.10</td><td>99.35</td></tr></table>")
    assert keyed(extract(doc, ctx)) == [("PELLAM 4.4 2031-03-15", "price", 99.1, 99.35, None, None)]


def test_a_header_name_laid_out_over_a_wide_gap(ctx):
    text = ("Deal                 Class    Px Bid    Px Ask    DM  Bid    DM Ask\n"
            "ARDEN CLO 2019-2A    D        94.25     95.00     560        530\n")
    assert keyed(extract(text.encode(), ctx)) == [("ARDEN CLO 2019-2A D", "dm", 560.0, 530.0, None, None),
                                                  ("ARDEN CLO 2019-2A D", "price", 94.25, 95.0, None, None)]


def test_a_name_split_by_wide_spaces_left_of_the_levels_and_footnote_marks(ctx):
    text = ("Convertible                                  Px Bid         Px Ask         Prem %\n"
            "LUMORA   1.75 03/01/29 CV                      103.25         104.00           32.1\n"
            "Preferred ($25 par)                          Bid $          Ask $\n"
            "KESWICK   UTIL 6.20% PFD (1)                   25.36          25.48\n")
    assert keyed(extract(text.encode(), ctx)) == [("KESWICK UTIL 6.20% PFD", "price", 25.36, 25.48, None, None),
                                                  ("LUMORA 1.75 2029-03-01 CV", "price", 103.25, 104.0, None, None)]


def test_a_curve_grid_with_bid_and_ask_columns_under_each_tenor_and_a_quoted_in_column(ctx):
    text = ("Sizes: USD 5mm single names, 25mm indices.\n"
            "                       3Y                5Y               7Y\n"
            "Reference Entity\n"
            "                  Bid     Ask      Bid     Ask      Bid     Ask\n"
            "ALDRIX             34      38       61      65       82      87\n"
            "Indices              Bid      Ask      Quoted in\n"
            "CDX HY 45 5Y         106.40   106.60   price\n")
    assert keyed(extract(text.encode(), ctx)) == [
        ("ALDRIX 3Y", "spread", 34.0, 38.0, 5e6, 5e6), ("ALDRIX 5Y", "spread", 61.0, 65.0, 5e6, 5e6),
        ("ALDRIX 7Y", "spread", 82.0, 87.0, 5e6, 5e6), ("CDX HY 45 5Y", "price", 106.4, 106.6, 25e6, 25e6),
    ]


def test_two_runs_side_by_side_on_one_line_are_two_bonds(ctx):
    text = ("PELLAM   BK 5.05 04/15/32     +96/+91     101.12/101.40       TORVIC   UTIL 4.70 03/01/33     "
            "+101/+96     99.15/99.48\n")
    assert keyed(extract(text.encode(), ctx)) == [
        ("PELLAM BK 5.05 2032-04-15", "price", 101.12, 101.4, None, None),
        ("PELLAM BK 5.05 2032-04-15", "spread", 96.0, 91.0, None, None),
        ("TORVIC UTIL 4.7 2033-03-01", "price", 99.15, 99.48, None, None),
        ("TORVIC UTIL 4.7 2033-03-01", "spread", 101.0, 96.0, None, None),
    ]


def test_one_measure_twice_on_a_line_goes_to_review(ctx):
    text = "PELLAM 5.05 04/15/32 +96/+91 101.12/101.40 +101/+96 99.15/99.48\n"
    result = extract(text.encode(), ctx)
    assert result.quotes and all(q.review_reason for q in result.quotes)


def test_a_mid_column_beside_bid_and_offer_is_no_level(ctx):
    doc = html("<table><tr><th>Facility</th><th>Margin</th><th>Maturity</th><th>Bid</th><th>Offer</th>"
               "<th>Mid</th><th>Chg</th></tr><tr><td>Brimley Clinics TLB</td><td>S+400</td><td>05/2030</td>"
               "<td>97.75</td><td>98.25</td><td>98</td><td>0.125</td></tr></table>")
    assert keyed(extract(doc, ctx)) == [("BRIMLEY CLINICS TLB 05/2030 S+400", "price", 97.75, 98.25, None, None)]
