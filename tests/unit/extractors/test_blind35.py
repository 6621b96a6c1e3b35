"""One regression case per kind met in session 32's development half (blind35/dev: agencies, CLO / CMBS / ABS /
CRT tranches and loans, mostly in PDF), written fresh: short inputs of our own, not copies of the corpus mails."""

from extractors.pdftext import _join_cut_words
from tests.support.extracting import keyed, quotes_of


def _char(text, x0, size, bottom):
    return {"text": text, "x0": x0, "x1": x0 + size * 0.6, "size": size, "top": bottom - size, "bottom": bottom}


def _word(text, x0, size=8, bottom=50):
    return [_char(ch, x0 + size * 0.6 * i, size, bottom) for i, ch in enumerate(text)]


def test_a_band_label_cut_between_its_name_and_its_unit_is_one_label():
    # "DM (bp)" centred over "Bid | Offer": pdfplumber cut it at the ruling between the two words, and the
    # offer column became "(bp) Offer", a spread, beside a bid DM.
    dm, unit = _word("DM", 100), _word("(bp)", 100 + 8 * 0.6 * 2 + 2.1)
    assert _join_cut_words(["", "DM", "(bp)", "Price"], [[], dm, unit, _word("Price", 200)]) == [
        "", "DM (bp)", "", "Price"]


def test_a_bracketed_unit_a_column_away_stays_its_own_cell():
    dm, unit = _word("DM", 100), _word("(bp)", 140)
    assert _join_cut_words(["DM", "(bp)"], [dm, unit]) == ["DM", "(bp)"]


def test_a_level_with_a_letter_of_a_footnote_that_does_not_doubt_it_is_the_level(ctx):
    # "95.875a" over "a Offer firm until 12:00 NY.": the offer was dropped (no number), the bid kept alone.
    text = ("Loans 1mm per side. Px in points.\n"
            "Borrower               Facility              Bid       Offer     Prior Close\n"
            "Quenby Software        TLB S+350 03/32       95.625    95.875a   95.125\n"
            "Ravelston Foods        TLB S+275 05/32       92.750    93.000    92.625\n"
            "a Offer firm until 12:00 NY.\n")
    got = {k[:4] for k in keyed(quotes_of(ctx, text))}
    assert ("QUENBY SOFTWARE TLB S+350 03/32", "price", 95.625, 95.875) in got


def test_a_glued_letter_without_a_footnote_is_still_no_level(ctx):
    text = ("Loans 1mm per side. Px in points.\n"
            "Borrower               Facility              Bid       Offer     Prior Close\n"
            "Quenby Software        TLB S+350 03/32       95.625    95.875a   95.125\n")
    got = [(q.bid, q.ask) for q in quotes_of(ctx, text) if q.review_reason is None]
    assert (95.625, 95.875) not in got


def test_a_floating_index_beside_a_deal_and_class_is_no_part_of_the_tranche(ctx):
    # An Index column's "30d SOFR" between the deal and its class; "STUDENT LOAN" names the collateral.
    text = ("STUDENT LOAN FLOATERS - DM over 30d SOFR, offers\n"
            "Deal                          Class   Index        Factor    Offer Px   Offer DM (bp)   Avail (MM)\n"
            "Pembrey Student Loan 2021-B   A2      30d SOFR     0.17755   97.65      115             1\n"
            "Rothley Education 2019-1      A       SOFR         0.58618   97.85      124             1\n")
    got = quotes_of(ctx, text)
    assert {q.instrument_key for q in got} == {"PEMBREY STUDENT LOAN 2021-B A2", "ROTHLEY EDUCATION 2019-1 A"}
    assert {q.asset_class for q in got} == {"structured"}


def test_a_call_date_written_after_c_slash_and_its_price_are_no_level(ctx):
    # "c/01/20/27 @ 100": the call price was left over, and the row went to review.
    text = ("Callables (sizes on the line):\n"
            "FFCB    3.500 04/20/30   99.52 / 99.67  10x10   c/01/20/27 @ 100, bermudan\n")
    assert [(k, q.review_reason) for q in quotes_of(ctx, text) for k in keyed([q])] == [
        (("FFCB 3.5 2030-04-20", "price", 99.52, 99.67, 1e7, 1e7), None)]


def test_a_chat_message_stating_a_runs_size_sizes_the_run_under_it_and_a_labelled_line_its_own(ctx):
    # blind34/dev/21 (session 31's leftover): "UST 25x25:" labels its own line's bonds; read as the whole
    # chat's size for governments it had sized the run above too, and the run's own "50x50" was never read.
    text = ("2026-03-06 07:31:05 | Sam Reid (Pellworth) | UST run, 50x50 on the run\n"
            "2026-03-06 07:31:22 | Sam Reid (Pellworth) | 2s T 3 7/8 02/29/28 99-17 / 99-17+\n"
            "2026-03-06 07:32:02 | Sam Reid (Pellworth) | UST 25x25: T 4 12/31/32 99-30 / 99-30+\n")
    assert keyed(quotes_of(ctx, text)) == [("T 3.875 2028-02-29", "price", 99.53125, 99.546875, 5e7, 5e7),
                                           ("T 4 2032-12-31", "price", 99.9375, 99.953125, 2.5e7, 2.5e7)]


def test_bills_named_by_tenor_are_a_government_on_yield(ctx):
    # "3m" after "bills" was read as a 3mm size, and the line named nothing.
    got = quotes_of(ctx, "bills 3m 4.31/4.30 disc 100x100\n")
    assert keyed(got) == [("BILLS 3M", "yield", 4.31, 4.3, 1e8, 1e8)]
    assert {q.asset_class for q in got} == {"government"}


# blind36/dev (session 32): bodies typed and pasted by sales-traders.

def test_a_settlement_date_is_no_market(ctx):
    # "Settle 11/24." after the MMD scale was read as a spread of 11 / 24.
    assert quotes_of(ctx, "MMD 10y 2.91 (-1), 30y 3.64 (unch).  Settle 11/24.\n") == ()


def test_a_muni_offerings_yield_and_price_in_one_column_are_two_measures_sized_by_its_par(ctx):
    text = ("Today's offerings below (yld / px, par in 000s, priced to worst).\n\n"
            "Par (000)  Description                CUSIP      Rtg   Cpn    Maturity  Call          Yld / Px\n"
            "  500  BRAYFORD CNTY TX ISD GO (PSF)   10582NXA7  AAA   5.000  08/15/39  08/15/34@100  3.42% / 110.665\n")
    assert keyed(quotes_of(ctx, text)) == [("10582NXA7", "price", None, 110.665, None, 5e5),
                                           ("10582NXA7", "yield", None, 3.42, None, 5e5)]


def test_tab_separated_rows_under_a_header_padded_with_tabs_fill_its_names_in_order(ctx):
    text = ("Sizes: UST 25mm\n\n"
            "Security\t\t\tBid\tAsk\tChg\tPrior Cls\tYld (mid)\n"
            "T 3 7/8 10/31/28\t99-25\t99-25+\t+0-01\t99-24\t3.982\n"
            "T 4 11/15/30\t\t100-01\t100-01+\t+0-02+\t99-31\t3.995\n"
            "T 4 1/4 11/15/32\t100-11 / 100-12\t\t+0-03\t100-08\t4.188\n")
    assert {k[:4] for k in keyed(quotes_of(ctx, text))} == {
        ("T 3.875 2028-10-31", "price", 99.78125, 99.796875), ("T 4 2030-11-15", "price", 100.03125, 100.046875),
        ("T 4.25 2032-11-15", "price", 100.34375, 100.375)}


def test_a_heading_naming_price_replaces_the_measure_a_headers_label_named(ctx):
    # "Yld (mid)" in the header above made the agencies' prices yields, out of range, and dropped.
    text = ("Security\t\t\tBid\tAsk\tChg\tPrior Cls\tYld (mid)\n"
            "T 3 7/8 10/31/28\t99-25\t99-25+\t+0-01\t99-24\t3.982\n\n"
            "AGENCIES (px)\n"
            "FHLMC 4.5 05/21/31   3134HAL27     100.55 / 100.68   callable 05/21/27 @ 100\n")
    assert ("3134HAL27", "price", 100.55, 100.68) in {k[:4] for k in keyed(quotes_of(ctx, text))}


def test_a_spread_column_with_its_price_in_brackets_is_no_conflict(ctx):
    text = ("Issuer,Cpn,Maturity,CUSIP,Bid Sprd (Px),Ask Sprd (Px),B x O\n"
            "ALDERMOOR UTIL,4.95,02/01/31,01448RAF5,+96 (101.42),+91 (101.63),5x5\n")
    got = quotes_of(ctx, text, "run.csv")
    assert sorted((q.quote_type, q.bid, q.ask, q.review_reason) for q in got) == [
        ("price", 101.42, 101.63, None), ("spread", 96.0, 91.0, None)]


def test_sizes_written_in_words_size_both_sides(ctx):
    lines = {"THRNRL 5.05 02/15/36    T+146 / 141     3mm x 2mm\n": (3e6, 2e6),
             "Mardale Insurance 6.1 2034   bid +162, offer +155     10 by 10\n": (1e7, 1e7),
             "- ASHGROVE 5 1/2 05/15/29 - bid 98.5, offer 99, 5mm each way.\n": (5e6, 5e6)}
    for line, sizes in lines.items():
        assert [(q.bid_size, q.ask_size, q.review_reason) for q in quotes_of(ctx, line)] == [(*sizes, None)], line


def test_a_sentences_words_before_a_bond_in_capitals_are_no_part_of_its_name(ctx):
    got = quotes_of(ctx, "Also FYI the desk has the QUENBY 6 1/4 07/01/30 offered at 100.25, up to 3mm.\n")
    assert keyed(got) == [("QUENBY 6.25 2030-07-01", "price", None, 100.25, None, 3e6)]
    kept = quotes_of(ctx, "offer only COLOM 8 35s 103.90 1mm\n")
    assert [(q.bid, q.ask) for q in kept] == [(None, 103.9)]


def test_a_single_names_caption_with_its_tenor_is_a_cds_section(ctx):
    html = ("<table><caption>SINGLE NAMES 5Y (bp running, 10x10)</caption>"
            "<tr><th>Reference Entity</th><th>Bid</th><th>Ask</th><th>Chg</th></tr>"
            "<tr><td>HARWELL TELECOM</td><td>58</td><td>63</td><td>+1</td></tr></table>")
    assert keyed(quotes_of(ctx, html, "run.html")) == [("HARWELL TELECOM 5Y", "spread", 58.0, 63.0, 1e7, 1e7)]


def test_a_make_whole_call_is_no_part_of_a_bonds_name(ctx):
    # blind14/dev/01's leftover: "make-whole" in the Call column stayed in the key.
    got = quotes_of(ctx, "ELMSDALE CHEM 6 3/4 01/32           make-whole            96 5/8 - 97 1/8   1x1\n")
    assert {q.instrument_key for q in got} == {"ELMSDALE CHEM 6.75 2032-01"}


def test_a_call_written_as_a_date_at_a_price_after_the_maturity_is_no_part_of_the_name(ctx):
    # blind14/dev/01: "10/28 @ 103.688" in a Call column and "NC 10/27 @ 104.625" stayed in the keys.
    got = quotes_of(ctx, "BRISCO MARINE 7 3/8 10/31           10/28 @ 103.688       99 3/8 - 99 7/8\n"
                         "TALLENTIRE RETAIL 9 1/4 2030        NC 10/27 @ 104.625    offer only 101 1/4   3mm\n")
    assert {q.instrument_key for q in got} == {"BRISCO MARINE 7.375 2031-10", "TALLENTIRE RETAIL 9.25 2030"}


# blind37/dev and blind38/dev (session 32): credit desks' documents, spreadsheets and CSV exports.

def _book(sheets):
    import io

    import openpyxl

    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, rows in sheets:
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
    out = io.BytesIO()
    wb.save(out)
    return out.getvalue()


def test_a_tab_of_yesterdays_levels_beside_todays_is_held_for_review(ctx):
    from dataclasses import replace

    from extractors.registry import extract

    header = ["ISIN", "Issuer", "Cpn", "Maturity", "Bid Px", "Ask Px"]
    live = [["EM sovereigns - live indications 23-Nov-26 08:30, 2MM per side"], [], header,
            ["XS2554190871", "ZEMBARA", 10, "06/15/2034", 106.255, 107.827]]
    prior = [["Prior close (previous business day) - for reference only, not live levels"], [], header,
             ["XS2554190871", "ZEMBARA", 10, "06/15/2034", 106.63, 108.202]]
    got = extract(_book([("Live", live), ("Prior Close", prior)]), replace(ctx, filename="run.xlsx")).quotes
    assert [(q.bid, q.ask, q.bid_size, q.review_reason is None) for q in got] == [
        (106.255, 107.827, 2e6, True), (106.63, 108.202, None, False)]


def test_a_trailer_explaining_a_column_says_nothing_of_the_sheets_levels(ctx):
    text = ("Type,CUSIP,Description,Bid,Ask,Last,Chg,Size (MM)\n"
            "CB,903344A66,ORRELL BIOTECH 1.5 06/15/29 CV,101.25,102.00,101.50,+0.25,2\n"
            "#,\"Last/Chg vs yesterday's close; stock px delayed 15 min\"\n")
    assert [q.review_reason for q in quotes_of(ctx, text, "run.csv")] == [None]


def test_emerging_markets_corporates_are_corporates_and_their_section_sizes_them(ctx):
    from dataclasses import replace

    from extractors.registry import extract

    rows = [["EM SOVEREIGNS (USD) - px / yld, 2MM per side"],
            ["ISIN", "Name", "Cpn", "Maturity", "Bid", "Ask"],
            ["XS0510607244", "REPUBLIC OF VALDORIA", 5.875, "06/01/2038", 96.317, 96.95],
            [],
            ["EM CORPORATES - 1MM per side"],
            ["ISIN", "Name", "Cpn", "Maturity", "Bid", "Ask"],
            ["XS3366434838", "Castrava Telecom", 6.625, "06/15/2035", 99.53, 100.043]]
    got = extract(_book([("Run", rows)]), replace(ctx, filename="run.xlsx")).quotes
    assert sorted((q.instrument_key, q.asset_class, q.bid_size) for q in got) == [
        ("XS0510607244", "sovereign", 2e6), ("XS3366434838", "corporate", 1e6)]


def test_numbers_stored_as_text_and_a_size_with_a_decimal_comma(ctx):
    text = ("LoanX ID;Loan;Bid;Offer;Size (mio)\n"
            "LX140936;Penhallow Chemicals TLB S+475 2/31;'95,875;'96,625;2,5\n")
    assert keyed(quotes_of(ctx, text, "run.csv")) == [
        ("PENHALLOW CHEMICALS TLB S+475 2/31", "price", 95.875, 96.625, 2.5e6, 2.5e6)]


def test_a_section_row_stating_a_size_sizes_the_stacked_table_under_it(ctx):
    from dataclasses import replace

    from extractors.registry import extract

    rows = [["Single names (USD, MR14), 10x10"], ["Bid", "Ask", "Ref Entity", "Tenor"],
            [333.5, 337.5, "Korvan Steel", "5Y"], [],
            ["Indices, 25x25"], ["Bid", "Ask", "Index", "Tenor"], [50.5, 51.5, "ITRX MAIN S46", "5Y"]]
    got = extract(_book([("CDS", rows)]), replace(ctx, filename="run.xlsx")).quotes
    assert sorted((q.instrument_key, q.bid_size) for q in got) == [("ITRX MAIN S46 5Y", 2.5e7),
                                                                   ("KORVAN STEEL 5Y", 1e7)]


def test_a_bonds_benchmark_treasury_after_it_is_no_part_of_its_name(ctx):
    # blind37/dev/27: a bond column run into its BMK column ("11/32T 4 11/30/31"), and "08/36 T 4.375 11/15".
    text = ("BOND                    BMK                BID   OFFER        BID    OFFER\n"
            "TAVISTOCK LIFE 4.625 11/32T 4 11/30/31        82      77     98.904   99.160\n"
            "CORVIN HLTH 5.125 08/36 T 4.375 11/15      120     114     97.673   98.116\n")
    assert {q.instrument_key for q in quotes_of(ctx, text)} == {"TAVISTOCK LIFE 4.625 2032-11",
                                                                 "CORVIN HLTH 5.125 2036-08"}


def test_a_cds_tables_running_coupon_column_is_no_part_of_the_name(ctx):
    # blind37/dev/13: "Cpn" (500 / 100) under "SINGLE NAMES 5Y - points upfront" went into each name.
    html = ("<table><caption>SINGLE NAMES 5Y - points upfront, 500bp running (5x5)</caption>"
            "<tr><th>Reference Entity</th><th>Cpn</th><th>Rec</th><th>Upf Bid</th><th>Upf Ask</th></tr>"
            "<tr><td>Rowntree Media</td><td>500</td><td>40</td><td>0.875</td><td>1.250</td></tr></table>")
    assert keyed(quotes_of(ctx, html, "run.html")) == [("ROWNTREE MEDIA 5Y", "upfront", 0.875, 1.25, 5e6, 5e6)]


def test_a_boxed_header_band_over_rows_printed_as_text_is_read_as_text():
    from extractors.pdf import _boxed_text

    # blind37/dev/09: a shaded box around the header (one cell) and a state's name under it, the rows as text.
    assert _boxed_text([["CUSIP Description Par Cpn Maturity Call Call YTW Price +/-\n(000) Date Px MMD"], ["TEXAS"]])
    assert _boxed_text([["Bond Bmk Bmk Sprd Sprd Px Px", "Bond Px Bid Px Ask YTW YTW Chg Rtg"]])  # one row
    assert not _boxed_text([["Issuer", "Bid", "Ask"], ["ACME 5 01/30", "99.5", "100"]])
