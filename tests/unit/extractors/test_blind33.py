"""One regression case per kind met in session 31's development halves (blind33/dev: governments, agencies
and structured in PDF, Word and Excel; blind34/dev: bodies and chats typed by rates, credit and structured
desks; and blind31/dev's leftovers), written fresh: short inputs of our own, not copies of the corpus mails."""

from dataclasses import replace

from extractors.pdf import mark_superscripts
from extractors.pdftext import _join_cut_words
from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of


def _char(text, x0, size, bottom):
    return {"text": text, "x0": x0, "x1": x0 + size * 0.6, "size": size, "top": bottom - size, "bottom": bottom}


def test_a_raised_digit_after_a_header_word_is_a_footnote_mark_even_when_drawn_last():
    # "Model¹ Px" and "OC² Cushion": the generator drew both marks after all the text. Read in the page's
    # order, the first mark took the last letter before it as its base and the second closed the first.
    chars = [*(_char(ch, 10 + 4.2 * i, 7, 100) for i, ch in enumerate("Model")),
             *(_char(ch, 80 + 4.2 * i, 7, 100) for i, ch in enumerate("OC")),
             _char("1", 10 + 4.2 * 5, 4.5, 96.5), _char("2", 80 + 4.2 * 2, 4.5, 96.5)]
    mark_superscripts(chars)
    assert "".join(c["text"] for c in chars) == "ModelOC(1)(2)"


def test_a_small_digit_of_another_line_is_no_mark():
    # A title in 12 points, then a smaller line of numbers: no base right before any of them.
    chars = [*(_char(ch, 10 + 7.2 * i, 12, 50) for i, ch in enumerate("RUN")),
             *(_char(ch, 10 + 4.8 * i, 8, 70) for i, ch in enumerate("99.5"))]
    mark_superscripts(chars)
    assert "".join(c["text"] for c in chars) == "RUN99.5"


def test_a_band_label_cut_at_a_column_boundary_is_one_label_over_both_columns():
    # "Price" and "Spread (bp)" centred over "Bid | Offer": pdfplumber cut them at the columns' ruling.
    pri, ce = [_char(ch, 100 + 4.2 * i, 7, 50) for i, ch in enumerate("Pri")], [_char(ch, 112.6 + 4.2 * i, 7, 50)
                                                                               for i, ch in enumerate("ce")]
    cells = ["", "Pri", "ce", "Bid"]
    got = _join_cut_words(cells, [[], pri, ce, [_char("B", 200, 7, 50)]])
    assert got == ["", "Price", "", "Bid"]


def test_two_labels_a_gap_apart_stay_two_cells():
    left, right = [_char(ch, 100 + 4.2 * i, 7, 50) for i, ch in enumerate("Bid")], [
        _char(ch, 130 + 4.2 * i, 7, 50) for i, ch in enumerate("Offer")]
    assert _join_cut_words(["Bid", "Offer"], [left, right]) == ["Bid", "Offer"]


def test_an_offer_in_32nds_written_without_its_handle_after_a_spaced_slash(ctx):
    # "99-28 / 282": the offer is 99-28¼ on the bid's handle, not a price of 282.
    text = ("On the run, 50x50 unless noted. Px in 32nds.\n"
            "     Bond                   Bid / Offer     chg  yld(mid)  size\n"
            "     T 3 7/8 11/30/28       99-28 / 282      -2     3.939\n"
            "     T 4 1/4 11/15/36       98-30+ / 306     -1+    4.380\n")
    assert keyed(quotes_of(ctx, text)) == [("T 3.875 2028-11-30", "price", 99.875, 99.8828125, 5e7, 5e7),
                                           ("T 4.25 2036-11-15", "price", 98.953125, 98.9609375, 5e7, 5e7)]


def test_an_on_the_run_label_left_of_a_headers_columns_is_no_part_of_the_row(ctx):
    # "7s" before the bond: read as the name column, it pushed the bond into the level column.
    text = ("On the run, 50x50 unless noted. Px in 32nds.\n"
            "     Bond                             Bid / Offer     chg   yld\n"
            "7s   T 4 11/30/33                 98-242 / 98-24+      +3     4.206\n")
    got = [k for k in keyed(quotes_of(ctx, text)) if k[1] == "price"]
    assert got == [("T 4 2033-11-30", "price", 98.7578125, 98.765625, 5e7, 5e7)]


def test_a_bills_heading_with_a_large_size_pair_is_still_a_heading(ctx):
    # "100x100" has six digits: a line with that many was taken for no heading, and the bills were prices.
    text = ("BILLS - disc rate, 100x100:\n"
            "  B 0 01/14/27  912797S40   4.185 / 4.165   43d   bey 4.305\n")
    assert keyed(quotes_of(ctx, text)) == [("912797S40", "yield", 4.185, 4.165, 1e8, 1e8)]


def test_levels_in_32nds_under_a_section_in_yield_are_prices(ctx):
    # "OFF-THE-RUNS, 10x10:" names no measure: the bills' yield stayed, and 97-04+ as a yield was dropped.
    text = ("BILLS - disc rate:\n"
            "  B 0 01/14/27  912797S40   4.185 / 4.165\n"
            "OFF-THE-RUNS, 10x10:\n"
            "  T 2 5/8 02/15/29         97-04+ - 97-05+  (-2)  was 97-01+ last night\n")
    got = keyed(quotes_of(ctx, text))
    assert ("T 2.625 2029-02-15", "price", 97.140625, 97.171875, 1e7, 1e7) in got


def test_a_bills_tenor_label_is_no_size_and_a_when_issued_note_is_a_government(ctx):
    text = ("Sizes 50x50 unless noted.\n"
            "Bills (disc rate), 100x100:\n"
            "3m   B 0 06/04/26          4.310 / 4.300\n")
    assert keyed(quotes_of(ctx, text)) == [("B 0 2026-06-04", "yield", 4.31, 4.3, 1e8, 1e8)]
    wi = quotes_of(ctx, "WI 5y                      3.987 / 3.982\n")
    assert {q.asset_class for q in wi} == {"government"}


def test_a_status_then_a_dash_and_its_reason_takes_the_market_away(ctx):
    text = ("EM SOVS (USD) - px / yld, 2MM unless noted\n"
            "NEVARRO 8 3/8 2030  px 88.00/90.00  OFF - restructuring headlines\n")
    assert quotes_of(ctx, text) == ()


def test_a_type_column_holding_measures_names_each_rows_measure(ctx):
    text = ("Deal,Class,Type,Bid,Offer,Px Bid,Px Offer,Size (MM)\n"
            "BRKM 2024-C14,A-5,T+,112,104,98.25,98.5,5\n"
            "PELLOW 2022-C11,X-A,Yld,7.45,7.3,,,5\n"
            "GRNDL 2025-MKT,A,DM,140,132,,,5\n")
    got = {(k[0], k[1], k[2], k[3]) for k in keyed(quotes_of(ctx, text, "run.csv"))}
    assert got == {("BRKM 2024-C14 A-5", "spread", 112.0, 104.0), ("BRKM 2024-C14 A-5", "price", 98.25, 98.5),
                   ("PELLOW 2022-C11 X-A", "yield", 7.45, 7.3), ("GRNDL 2025-MKT A", "dm", 140.0, 132.0)}


def test_a_linkers_breakeven_column_is_no_level_of_the_row(ctx):
    text = ("Bond,CUSIP,Real Yld Bid,Real Yld Ask,Px (ref),BEI\n"
            "TII 1 7/8 07/15/34,91282CGW5,2.012,1.992,99.108,2.26\n")
    got = quotes_of(ctx, text, "run.csv")
    assert [(q.quote_type, q.bid, q.ask, q.review_reason) for q in got] == [("yield", 2.012, 1.992, None)]


def test_a_tables_title_picks_its_sizes_from_a_line_sizing_sections_by_name(ctx):
    import io

    import docx

    document = docx.Document()
    document.add_paragraph("Sizes: bullets 10MM, discount notes 25MM")
    document.add_paragraph("BULLETS")
    bullets = document.add_table(rows=2, cols=5)
    for row, cells in zip(bullets.rows, (["Issuer", "Cpn", "Maturity", "Px Bid", "Px Ask"],
                                         ["FHLB", "4 1/8", "03/15/2030", "99-29+", "99-30+"]), strict=True):
        for cell, value in zip(row.cells, cells, strict=True):
            cell.text = value
    document.add_paragraph("DISCOUNT NOTES - disc rate")
    notes = document.add_table(rows=2, cols=4)
    for row, cells in zip(notes.rows, (["Issuer", "CUSIP", "Bid", "Ask"],
                                       ["FHLB DN", "3133850U1", "4.041", "4.021"]), strict=True):
        for cell, value in zip(row.cells, cells, strict=True):
            cell.text = value
    out = io.BytesIO()
    document.save(out)
    got = keyed(extract(out.getvalue(), replace(ctx, filename="run.docx")).quotes)
    assert got == [("3133850U1", "yield", 4.041, 4.021, 2.5e7, 2.5e7),
                   ("FHLB 4.125 2030-03-15", "price", 99.921875, 99.953125, 1e7, 1e7)]


def test_a_cover_sizing_every_line_beats_the_face_beside_a_blank_size_cell(ctx):
    # "Sizes 1MM unless noted on the sheet": the blank Size cells are 1MM, not the 320MM the class was issued at.
    text = ("CUSIP,Deal,Class,Orig Face (MM),DM Bid,DM Offer,Px Bid,Px Offer,Size (MM)\n"
            "575272133,HALSTOW PARK CLO 2024-2A,A1,320.0,131,126,99.876,100.083,\n"
            "536165343,MERROW CLO 2023-5A,B,45.0,182,174,99.679,100.046,2\n")
    cover = "Morning - floater run attached. Sizes 1MM unless noted on the sheet."
    got = {(k[0], k[1], k[4], k[5]) for k in keyed(extract(text.encode(), replace(
        ctx, filename="run.csv", cover=cover)).quotes)}
    assert got == {("575272133", "dm", 1e6, 1e6), ("575272133", "price", 1e6, 1e6),
                   ("536165343", "dm", 2e6, 2e6), ("536165343", "price", 2e6, 2e6)}


def test_an_axes_opening_words_are_no_part_of_the_bond_and_its_price_and_yield_are_no_spread(ctx):
    # Under "IG on T-spread", "offer 103.40 / 6.32" is one side's price and yield, not a spread of 103.40.
    text = ("IG on T-spread, 5MM unless noted\n"
            "Looking to sell 3mm KINROSS PAPER 7 1/4 07/15/30, offer 103.40 / 6.32\n"
            "Seller of HALLIDAY TELECOM 6.5 03/01/34: offer 94.50 / 7.42, 5mm.\n")
    assert keyed(quotes_of(ctx, text)) == [
        ("HALLIDAY TELECOM 6.5 2034-03-01", "price", None, 94.5, None, 5e6),
        ("HALLIDAY TELECOM 6.5 2034-03-01", "yield", None, 7.42, None, 5e6),
        ("KINROSS PAPER 7.25 2030-07-15", "price", None, 103.4, None, 3e6),
        ("KINROSS PAPER 7.25 2030-07-15", "yield", None, 6.32, None, 3e6)]


def test_a_sided_spread_column_writing_its_benchmark_reads_the_level_after_it(ctx):
    # "S+106" under "Sprd Bid (S+)": the spread over SOFR swaps the heading names, not a loan's margin in the name.
    text = ("Secondary conduit levels, spreads to SOFR swaps (bp). 5MM per side unless noted.\n"
            "Deal,Class,Sprd Bid,Sprd Ofr,Px Bid,Px Ofr,Bmk Swap (%)\n"
            "BRKM 2024-C14,A-4,S+106,S+96,100.875,101.375,3.711\n")
    assert keyed(quotes_of(ctx, text, "run.csv")) == [
        ("BRKM 2024-C14 A-4", "i_spread", 106.0, 96.0, 5e6, 5e6),
        ("BRKM 2024-C14 A-4", "price", 100.875, 101.375, 5e6, 5e6)]


def test_a_spread_written_over_sofr_without_a_word_on_swaps_is_doubted(ctx):
    # A floater's "S+225" under "Offer Spread" may be its discount margin: which measure is a guess.
    text = "CUSIP,Deal,Class,Offer Spread,Offer Px,Avail (MM)\n36252PAF0,GSNR 2025-FL2,C,S+225,100.000,6.5\n"
    spread = [q for q in quotes_of(ctx, text, "run.csv") if q.quote_type == "spread"]
    assert [(q.ask, q.review_reason is not None) for q in spread] == [(225.0, True)]


def test_a_name_with_a_wide_gap_before_right_aligned_levels_is_one_name(ctx):
    # "UKT  4 1/8 22-Jul-29" (a PDF's wide gap after the ticker) and "100.50" starting left of "Bid".
    text = ("Bond                          Bid    Offer  Yld Bid  Yld Off      Chg\n"
            "UKT  4 1/8 22-Jul-29       100.50   100.56     3.921    3.897     +2.2\n")
    assert {(k[0], k[1], k[2], k[3]) for k in keyed(quotes_of(ctx, text))} == {
        ("UKT 4.125 2029-07-22", "price", 100.5, 100.56), ("UKT 4.125 2029-07-22", "yield", 3.921, 3.897)}


def test_a_government_familys_name_sizes_the_bonds_keyed_by_its_ticker(ctx):
    # "OATs (EUR 25mm)" over FRTR bonds, "BUNDS (EUR 25mm)" over DBR ones, "GILTS (GBP 10mm)" over UKT.
    text = ("GILTS (GBP 10mm)\n"
            "Bond                          Bid    Offer  Yld Bid  Yld Off      Chg\n"
            "UKT 4 1/8 22-Jul-29       100.50   100.56     3.921    3.897     +2.2\n"
            "OATs (EUR 25mm)\n"
            "Bond                          Bid    Offer  Yld Bid  Yld Off      Chg\n"
            "FRTR 3 25-Nov-34            98.54    98.62     3.210    3.199     +0.0\n"
            "BUNDS (EUR 25mm)\n"
            "Bond                          Bid    Offer  Yld Bid  Yld Off      Chg\n"
            "DBR 2 1/2 10-Oct-29       101.03    101.11    2.122    2.093     -1.4\n")
    sizes = {q.instrument_key.split()[0]: q.bid_size for q in quotes_of(ctx, text) if q.quote_type == "price"}
    assert sizes == {"UKT": 1e7, "FRTR": 2.5e7, "DBR": 2.5e7}


def test_a_heading_naming_measures_over_a_two_line_header_is_no_part_of_it(ctx):
    # The heading's words ("and") were read as the first line of the header: "and Orig ($MM)" named nothing.
    text = ("OFFERINGS         - spread   to  interpolated    UST    (bp)  and  price\n"
            "     CUSIP          Deal             Class   Orig       Offer     Offer    Avail\n"
            "                                            ($MM)       Sprd        Px     (MM)\n"
            "     855U4E2T1      STAVE 2025-NQM3  A1      310.2      +142   100.250        4\n")
    assert keyed(quotes_of(ctx, text)) == [("855U4E2T1", "price", None, 100.25, None, 4e6),
                                           ("855U4E2T1", "spread", None, 142.0, None, 4e6)]


def test_a_government_level_under_fifteen_is_its_yield_and_a_quoting_phrase_no_part_of_its_name(ctx):
    text = ("Px in 32nds.\n"
            "WI 5y                      3.987 / 3.982\n"
            "T 4 5/8 02/15/57 on yield only 4.556 / 4.551, 25x25\n")
    assert {(k[0], k[1], k[2], k[3]) for k in keyed(quotes_of(ctx, text))} == {
        ("WI 5Y", "yield", 3.987, 3.982), ("T 4.625 2057-02-15", "yield", 4.556, 4.551)}


def test_a_32nds_price_with_its_fraction_fused_reads_and_is_no_word_of_a_name():
    from extractors.crosscheck import _PRICE_32NDS_WORD
    from extractors.numbers import parse_price

    assert parse_price("100-02_3/4") == parse_price("100-02 3/4") == 100 + 2.75 / 32
    assert _PRICE_32NDS_WORD.search("T 3 7/8 11/30/28 100-02_3/4") is not None


def test_a_spread_to_another_bond_after_the_market_is_a_remark(ctx):
    text = "EUR govts (yld, EUR 25mm per side)\nOAT 3 11/25/34          3.318 / 3.309    spread to DBR 61\n"
    got = quotes_of(ctx, text)
    assert [(q.quote_type, q.bid, q.ask, q.review_reason) for q in got] == [("yield", 3.318, 3.309, None)]
