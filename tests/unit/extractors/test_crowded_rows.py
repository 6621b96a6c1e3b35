"""Rows crowded with numbers beside their levels: blind24's development half (issue 10, session 27)."""

import corpus_docs

from extractors.grammar import Hints, parse_line
from extractors.lines import document_hints, scan_lines
from extractors.model import SourceContext
from extractors.registry import extract
from extractors.tabular import _header_cell, find_header, row_drafts, third_header_row


def _sheet(rows, cover: str | None = None):
    book = corpus_docs.xlsx([("Sheet1", rows, False)])
    return extract(book, SourceContext(filename="run.xlsx", cover=cover)).quotes


def _run(text: str):
    return scan_lines(((f"line {n}", ln) for n, ln in enumerate(text.splitlines(), 1)), document_hints(text),
                      SourceContext())


def test_a_type_column_beside_an_offer_level_names_each_rows_measure():
    quotes = _sheet([
        ["CUSIP", "Deal / Class", "WAL", "Type", "Offer Level", "Offer Px", "Offered ($MM)"],
        ["05492VAA5", "BRAMHOPE PARK CLO 2025-1A A1", 4.8, "DM", 128, 100.125, 5],
        ["05492VAB3", "FARNLEY AUTO 2026-2 A3", 1.6, "Sprd", "+48", 100.016, 10],
        ["05492VAC1", "LEATHLEY MTG 2026-NQM2 A1", 3.1, "Yld", 5.62, 99.5, 8],
    ])
    assert sorted((q.quote_type, q.ask) for q in quotes if not q.review_reason) == [
        ("dm", 128.0), ("price", 99.5), ("price", 100.016), ("price", 100.125), ("spread", 48.0), ("yield", 5.62)]
    # Without the Type column "Offer Level" names no measure: its numbers stay unplaced, in review.
    header = find_header(["CUSIP", "Deal / Class", "Offer Level", "Offer Px"])
    assert header is not None and 2 not in header.roles


def test_levels_some_time_ago_are_no_level():
    assert _header_cell("Px 1d ago")[0] == "ignore" and _header_cell("ASW 1w ago")[0] == "ignore"


def test_a_section_naming_a_discount_margin_over_a_spread_column_doubts_the_spread():
    header = find_header(["CUSIP", "Deal", "Offer Sprd", "Offer Px"])
    hints = Hints(asset_class="structured", quote_type="dm")
    drafts = row_drafts(["05492VAA5", "FELTON CLO 2024-3A A1", "221", "100.163"], header, hints)
    assert {d.quote_type: bool(d.flags) for d in drafts} == {"spread": True, "price": False}
    # A floater's DM column under a heading "over SOFR" is no conflict: its margin is over its index.
    frn = row_drafts(["ALDWARK BANK FRN 04/29 S+88", "94", "87"], find_header(["Issue", "DM Bid", "DM Ask"]),
                     Hints(quote_type="i_spread"))
    assert frn and not any(d.flags for d in frn)


def test_an_amount_outstanding_in_billions_sizes_no_quote():
    assert _header_cell("Size ($bn)")[0] == "ignore" and _header_cell("Amt (bn)")[0] == "ignore"
    quotes = _run("USD SSA - spread to UST (bp), 5MM per side.\n"
                  "Issuer        Cpn    Maturity   Bid   Ask   Size ($bn)\n"
                  "KFW         4.125    07/15/31   +14   +11          5.0\n")
    assert [(q.bid, q.ask, q.bid_size) for q in quotes] == [(14.0, 11.0, 5e6)]


def test_an_agency_named_in_full_is_an_agency():
    [quote] = parse_line("ASIAN DEV BANK 4.25 01/10/35  +24 / +21", Hints())
    assert quote.asset_class == "agency"
    [quote] = parse_line("ASIAN PAINTS 4.25 01/10/35  +24 / +21", Hints())
    assert quote.asset_class == "corporate"


def test_a_discount_notes_offer_rate_is_its_yield_and_the_money_market_yield_a_restatement():
    assert _header_cell("Offer Rate")[0] == "ask:yield" and _header_cell("Rate")[0] == "coupon"
    quotes = _sheet([
        ["CUSIP", "Issuer", "Days", "Maturity", "Qty ($MM)", "Prev Rate", "Offer Rate", "Money Mkt Yld"],
        ["3130BDRB9", "FHLB DN", 33, "2028-03-15", 25, 3.755, 3.745, 3.758],
    ])
    assert [(q.quote_type, q.bid, q.ask, q.ask_size, q.review_reason) for q in quotes] == [
        ("yield", None, 3.745, 25e6, None)]


def test_a_header_over_three_rows_names_a_column_in_its_third():
    assert third_header_row(["DM Bid", "Prior DM", None], ["bp", "(close)", "Size"]) == [
        "DM Bid (bp)", "Prior DM (close)", "Size"]
    quotes = _sheet([
        ["Deal", "Class", "WAL", "DM", None, "Price", None, None],
        [None, None, "(yrs)", "Bid", "Offer", "Bid", "Offer", None],
        [None, None, None, "bp", "bp", "pts", "pts", "Size"],
        ["COLNE VALLEY CLO 2025-2A", "C", 4.7, 224, 218, 100.315, 100.565, "4MM"],
    ], cover="2MM current face unless noted")
    assert {(q.quote_type, q.bid, q.ask, q.bid_size) for q in quotes} == {
        ("dm", 224.0, 218.0, 4e6), ("price", 100.315, 100.565, 4e6)}


# --- blind25's development half: PDF and Word offerings of agencies and structured products --------------


def test_a_sizes_sentence_after_a_sentence_naming_the_sides_still_states_the_sizes():
    from extractors.notes import run_sizes

    sizes = run_sizes("GILMORTON SSA RUN. BID / OFFER. SIZES: USD 5MM, EUR 10MM PER SIDE.")
    assert sizes is not None and dict(sizes.labels) == {"USD": (5e6, 5e6), "EUR": (10e6, 10e6)}
    assert run_sizes("ACME 99.5/100. Sizes: 2mm") is None  # after a level it sizes its own line


def test_an_agency_sheets_sections_are_sized_by_their_labels():
    from extractors.notes import run_sizes, section_label

    sizes = run_sizes("Offerings only. Sizes: bullets 5MM, discount notes 25MM per line.")
    assert dict(sizes.labels) == {"BULLETS": (5e6, 5e6), "DISCOUNT NOTES": (25e6, 25e6)}
    assert section_label("DISCOUNT     NOTES   - offered  on discount  rate (%)") == "DISCOUNT NOTES"


def test_tables_side_by_side_on_a_pdf_page_have_rows_of_their_own_locations():
    from extractors.pdf import _located

    assert [loc for loc, _ in _located(1, [(8, "a"), (9, "b"), (8, "c"), (9, "d")])] == [
        "page 1 line 9", "page 1 line 10", "page 1 block 2 line 9", "page 1 block 2 line 10"]


def test_a_benchmarks_yield_written_with_two_spaces_is_one_column_of_no_level():
    from extractors.headcells import join_split_names

    cells = join_split_names(split_cells_of("CUSIP      Issuer   Offer Px    YTM    Bmk  Yld   MM  Yld"))
    assert [c[2] for c in cells] == ["CUSIP", "Issuer", "Offer Px", "YTM", "Bmk Yld", "MM Yld"]
    # two level names two spaces apart stay two columns
    assert [c[2] for c in join_split_names(split_cells_of("Name      Bid  Ask"))] == ["Name", "Bid", "Ask"]


def split_cells_of(line: str):
    from extractors.tabular import split_cells

    return split_cells(line)


def test_a_later_heading_stating_one_size_sizes_every_line_under_it():
    quotes = _run("AGENCY BULLETS - spread to UST (bp) / yield (%), 10x10\n"
                  "CUSIP       ISSUER   CPN     MATURITY    SPRD B / O       YLD B / O\n"
                  "3130BTWY8   FHLB     4.125   03/13/30      +4 / +1   3.894 / 3.864\n"
                  "\n"
                  "SSA USD - spread to interpolated UST (bp) / yield (%), 5x5\n"
                  "ISIN           ISSUER   CPN     MATURITY    SPRD B / O       YLD B / O\n"
                  "XS2289007739   IBRD     4.000   01/10/31    +14 / +12   4.036 / 4.016\n")
    assert {(q.isin or q.cusip, q.bid_size) for q in quotes} == {("3130BTWY8", 10e6), ("XS2289007739", 5e6)}


def test_a_tranches_fixed_coupon_is_no_part_of_its_key():
    [quote] = parse_line("CARRICK AUTO 2027-3 A3 5.55  +118 / +110", Hints())
    assert quote.instrument == "CARRICK AUTO 2027-3 A3"
    [tba] = parse_line("FNCL 5.5 JAN 99-16/99-17", Hints())
    assert tba.instrument == "FNCL 5.5 JAN"  # a TBA's coupon names it


def test_step_schedule_and_margin_columns_are_no_level():
    assert _header_cell("Step Schedule")[0] == "ignore" and _header_cell("MGN")[0] == "ignore"


def test_a_bare_pair_under_a_band_takes_the_measure_its_section_names():
    from extractors.tabular import merge_header_rows

    header = find_header(merge_header_rows(
        [None, None, "Level (section unit)", None, "Price", None],
        ["Deal", "Class", "Bid", "Offer", "Bid", "Offer"]))
    drafts = row_drafts(["HARWICK PARK CLO 2025-2A", "A1", "126", "111", "99.63", "100.45"], header,
                        Hints(asset_class="structured", quote_type="dm"))
    assert {(d.quote_type, d.bid, d.ask) for d in drafts} == {("dm", 126.0, 111.0), ("price", 99.63, 100.45)}
    assert not any(d.flags for d in drafts)


def test_section_headings_name_the_discount_margin_and_no_agency_in_non_agency():
    from extractors.grammar import section_hints

    clo = section_hints("CLO - discount margin (bp)", Hints())
    rmbs = section_hints("NON-AGENCY RMBS - yield (%)", Hints())
    abs_ = section_hints("ABS / CMBS - spread to UST (bp)", Hints())
    assert (clo.asset_class, clo.quote_type) == ("structured", "dm")
    assert (rmbs.asset_class, rmbs.quote_type) == ("structured", "yield")
    assert (abs_.asset_class, abs_.quote_type) == ("structured", "spread")
    assert section_hints("Our axes this morning (sizes per line; yields semi-annual):", Hints()) is None


def test_a_size_in_current_face_beats_a_column_of_the_face_outstanding():
    from extractors.notes import run_sizes

    assert run_sizes("Offerings, 2MM current face each.").face == (2e6, 2e6)
    assert run_sizes("1MM per side.").face is None
    quotes = _run("Offerings, 2MM current face each. Offered on yield.\n"
                  " CUSIP          Deal / Class       Cpn   Cur Face ($MM)    WAL   Offer Yld   Offer Px\n"
                  " 687165P38      FNR 2026-58 PA     5.50            18.9   8.21       6.163     95.373\n")
    assert {(q.quote_type, q.ask, q.ask_size) for q in quotes} == {("yield", 6.163, 2e6), ("price", 95.373, 2e6)}


def test_an_identifier_in_brackets_after_its_label_keys_the_bond_and_prose_around_levels_is_no_level():
    [price, yield_] = parse_line("We offer 5MM FHLB 4.25 02/15/33 (CUSIP 3130BM1L5), callable 02/15/29 @ 100 "
                                 "(YTC 3.736) at 100.500 / 4.138%; prior close was 100.375, duration 4.41, "
                                 "+12 to the curve.", Hints())
    assert (price.cusip, price.quote_type, price.ask, price.ask_size) == ("3130BM1L5", "price", 100.5, 5e6)
    assert (yield_.quote_type, yield_.ask) == ("yield", 4.138) and not price.flags


def test_a_row_laid_out_a_column_off_its_header_is_doubted():
    from extractors.tabular import levels_adrift, place, split_cells

    header_line = "Security      Cpn   Maturity    Bid     Ask"
    header = find_header([c[2] for c in split_cells(header_line)])
    row = split_cells("ACME          5.0   06/30/30  99.50  100.00")
    assert not levels_adrift(place(row, split_cells(header_line)), header)
    # a row set a column's width right of its header: its number stands under no column
    far = split_cells("ACME          5.0   06/30/30                        99.50")
    assert levels_adrift(place(far, split_cells(header_line)), header)


def test_an_amount_outstanding_in_euro_billions_and_a_new_issue_concession_are_no_quote_columns():
    assert _header_cell("Size (EUR bn)")[0] == "ignore" and _header_cell("NIC")[0] == "ignore"
    assert _header_cell("Size (MM)") == ("size", 1e6)


def test_a_cover_mail_stating_sizes_in_current_face_sizes_the_sheet_it_attaches():
    from extractors.lines import _face_sized

    assert _face_sized("all offers, 2MM current face available on each line; cur_face_mm is outstanding").face == (
        2e6, 2e6)
    # other sizes in a cover may be another product's: they stay the sheet's own business
    assert _face_sized("TBA 25mm per side; pools all-or-none at current face") is None
    quotes = _sheet([["cusip", "pool_or_deal", "cpn", "cur_face_mm", "px_offer", "yld_offer"],
                     ["3140LWGA9", "FN MA5120", 5.5, 87.09, 98.699, 5.707]],
                    cover="Mortgage offerings - all offers, 2MM current face available on each line.")
    assert {(q.quote_type, q.ask, q.ask_size) for q in quotes} == {("price", 98.699, 2e6), ("yield", 5.707, 2e6)}


def test_a_bonds_second_pair_after_its_spread_is_its_yield_when_no_price_can_be_so_low():
    [spread, yield_] = parse_line("EIB 3 7/8 06/14/30 +17 / +14, 4.05 / 4.02, 5x5", Hints())
    assert (spread.quote_type, yield_.quote_type, yield_.bid) == ("spread", "yield", 4.05)
    [_, price] = parse_line("ACME 5 06/30/30 +120/+115 99.5/100", Hints())
    assert price.quote_type == "price"


def test_in_a_table_a_bare_pair_after_a_spread_column_is_not_guessed_a_yield():
    # "Idx Wt" (a name nobody knows) over Bid / Ask beside "G-spread (bp)" and "Price" bands: its 5 is no
    # yield the row states; read as the convention's price it is out of range, in review
    from extractors.tabular import merge_header_rows

    header = find_header(merge_header_rows(
        [None, None, "G-spread (bp)", None, "Price", None, "Idx Wt", None],
        ["Issuer", "Cpn", "Bid", "Ask", "Bid", "Ask", "Bid", "Ask"]))
    drafts = row_drafts(["EASTRY HEALTH 4.45 05/15/32", None, "102", None, "98.37", None, "5", None], header, Hints())
    assert not any(d.quote_type == "yield" and not d.flags for d in drafts)


def test_a_column_name_led_by_a_time_or_cut_short_keeps_its_meaning():
    assert _header_cell("8:30 Ofr Yld")[0] == "ignore" and _header_cell("7am Bid")[0] == "ignore"
    assert _header_cell("Amt Out (MM")[0] == "ignore" and _header_cell("Bid (px")[0] == "bid:price"


# --- blind26's development half: the words around a number decide what it is ------------------------------


def test_a_heading_naming_the_headers_own_measures_keeps_the_header():
    quotes = _run("Issuer                 Cpn  Maturity    Sprd Bid   Sprd Ask     Px Bid     Px Ask\n"
                  "INVESTMENT    GRADE  - T-spread (bp) / price\n"
                  "ALVESTON   ENERGY     4.900  06/15/32        112        108     99.203     99.361\n"
                  "HIGH  YIELD - price\n"
                  "FARNDALE   MEDIA      8.500  07/15/31         --         --     97.250     98.000\n")
    assert {(q.quote_type, q.bid, q.ask) for q in quotes} == {
        ("spread", 112.0, 108.0), ("price", 99.203, 99.361), ("price", 97.25, 98.0)}


def test_a_gmail_forward_is_the_run_not_quoted_history():
    from extractors.htmlgrid import read_body

    html = ('<div>FYI their levels below.</div><div class="gmail_quote"><div>---------- Forwarded message '
            '---------<br>From: Teo Marsh &lt;tmarsh@pemberdeen.com&gt;</div><table><tr><td>ISIN</td><td>DM Bid</td>'
            '</tr></table></div>')
    assert len(read_body(html, True).tables) == 1
    reply = ('<div>ok</div><div class="gmail_quote"><div>On Mon, Teo wrote:</div><table><tr><td>x</td></tr>'
             '</table></div>')
    assert read_body(reply, False).tables == []


def test_a_one_sided_lists_yield_and_price_written_with_a_slash_are_two_measures_of_its_side():
    [yield_, price] = parse_line("NEW YORK CITY GO 5% 08/01/41     c/35 @ 100    3.62% / 108.993   +8 vs MMD",
                                 Hints(side="ask"))
    assert (yield_.quote_type, yield_.ask, price.quote_type, price.ask) == ("yield", 3.62, "price", 108.993)
    assert not yield_.flags  # "+8 vs MMD": where the yield stands against the scale
    assert parse_line("NEW YORK CITY GO 5% 08/01/41  3.62% / 108.993", Hints()) == []  # no side: no guess


def test_remarks_around_a_run_lines_levels_are_no_levels():
    lines = {
        "ARDENT HEALTH 4.85 03/15/33     +118 / +113   chg -2, was 120/115 last night": (118.0, 113.0),
        "MERIDALE CHEM 5.45 08/15/31     offer only +150 for 3MM   (IPT +175, re-offer +150 on 02/03)": (None, 150.0),
        "SEVERN WATER 5.25 01/15/38      +124 / +119   from 127 open, delta to 10s 0.8": (124.0, 119.0),
        "BRAXTON MARINE 7.5 05/15/31   offer 99 3/4, traded 99.40 in 5mm yday": (None, 99.75),
    }
    for line, (bid, ask) in lines.items():
        drafts = parse_line(line, Hints())
        assert [(d.bid, d.ask) for d in drafts] == [(bid, ask)] and not drafts[0].flags, line


def test_an_old_level_named_with_its_time_does_not_doubt_the_live_one():
    from extractors.footnotes import line_doubt

    assert line_doubt("+118 / +113   chg -2, was 120/115 last night") is None
    assert line_doubt("+58/+52 - levels from yesterday") == "from yesterday"


def test_a_margin_in_bp_column_is_no_level():
    assert _header_cell("margin_bp")[0] == "ignore"


def test_more_remarks_around_levels_are_no_levels():
    lines = {
        "T 3 7/8 01/31/30   99-30+ / 99-31    hi 100-02 lo 99-27+, chg +1+, 2y yld 3.85": (99.953125, 99.96875),
        "T 2 7/8 05/15/32   94-11 / 94-14+    spread to OTR 4.6, wk chg +0-12": (94.34375, 94.453125),
        "ALDERTON TELECOM 5Y     88 / 93      +2 on day, opened 85/90, rec 40": (88.0, 93.0),
    }
    for line, (bid, ask) in lines.items():
        drafts = parse_line(line, Hints())
        assert [(d.bid, d.ask) for d in drafts] == [(bid, ask)] and not drafts[0].flags, line
    [peru] = parse_line("Adding PERU 5.875 01/30/35 at 101.15 / 101.65. Both 2x2.", Hints())
    assert peru.ticker == "PERU"
    [templar] = parse_line("TEMPLAR GAMING 7 2031 98.75 / 99.25 2x2, traded 99 in 3mm at 9:40", Hints())
    assert templar.bid_size == 2e6


def test_a_chat_line_keeps_its_size_after_an_earlier_level_and_same_size_anywhere_points_up():
    from extractors.chat import chat_message, resolve_back_reference
    from extractors.model import Quote

    assert chat_message("WELBECK TLB S+350 04/31 98.75 / 99.25, was 98.50 / 99.00 Fri, 1x1").endswith(" 1x1")
    assert chat_message("ACME 5Y 88/93, was 90/95 this am") == "ACME 5Y 88/93"
    above = Quote(instrument="ITRX MAIN 48", tenor="5Y", bid_size=25e6, ask_size=25e6)
    assert resolve_back_reference("7y 71 / 72.5 same size", [above]) == "ITRX MAIN 48 7Y 71 / 72.5 25x25"
    assert resolve_back_reference("same size in the 10y 84 / 85.5", [above]) == "ITRX MAIN 48 10Y 84 / 85.5 25x25"


def test_a_correction_of_a_run_quoted_below_is_the_bonds_market():
    quotes = _run("Correction: HARLOW FITNESS TLB S+375 03/31 should read 98.50 / 99.00, not 98.25 / 98.75 as below.\n"
                  "And DUNMORE LOGISTICS 2L S+650 10/32 is now 91 / 92 (was 90 / 91 in the run).\n")
    assert sorted((q.instrument, q.bid, q.ask) for q in quotes) == [
        ("DUNMORE LOGISTICS 2L S+650 10/32", 91.0, 92.0), ("HARLOW FITNESS TLB S+375 03/31", 98.5, 99.0)]
    # a correction of a table in the same mail corrects that table's quote, and quotes nothing itself
    assert _run("IBRD 4 1/4 03/33 vs SOFR MS should read +9 / +6, not +19 / +16 as in the table - sorry.\n") == []


def test_a_preferreds_dollar_price_with_its_yield_in_brackets_and_its_reference_columns():
    assert _header_cell("Bid $ (yld)")[0] == "bid:price" and _header_cell("Bid (yld)")[0] == "bid:yield"
    assert _header_cell("Liq Pref")[0] == "ignore" and _header_cell("Ex-div")[0] == "ignore"


def test_bwic_talk_around_a_level_and_a_cover_written_with_its_word():
    from extractors.cells import cell_level

    assert cell_level("97 area", Hints())[0] == 97.0 and cell_level("covered 99.12", Hints())[0] == 99.12


def test_an_earlier_level_after_a_column_gap_and_an_axe_to_sell():
    [ust] = parse_line("T 4 1/4 02/15/38   99-16+/20         was 99-10 / 99-14 at the open, 10y 4.22%", Hints())
    assert (ust.bid, ust.ask, ust.flags) == (99.515625, 99.625, ())
    [axe] = parse_line("also axed to sell RUTLAND HOMES 6.5 2030 at 101 1/4, 3mm, call 02/15/28 @ 103.25", Hints())
    assert (axe.bid, axe.ask, axe.ask_size) == (None, 101.25, 3e6)


def test_a_headings_benchmark_is_the_one_word_after_to_and_the_words_after_it_still_count():
    from extractors.grammar import _market_words, heading_measures

    words = ["ABS", "CMBS", "SPREAD", "TO", "UST", "BP", "PRICE"]
    assert _market_words(words) == ["ABS", "CMBS", "SPREAD", "TO", "BP", "PRICE"]
    assert heading_measures("AGENCIES - spread to UST (bp) / price") == {"spread", "price"}


def test_a_row_shifted_off_its_header_putting_two_levels_under_one_column_goes_to_review():
    header = ("CUSIP               Deal / Class                 Rtg        Orig ($000)     Curr ($000)     Factor"
              "    WAL        Offer Sprd    Offer Px")
    rows = ["41852QAB3           HDW 2024-C5 A5               AAA                25,000          24,310       0.97" \
            "        9.1          J+98          99-08",
            "41852QAC1           HDW 2024-C5 AS               AA-                10,000          10,000       1.00" \
            "        9.6         J+142          97-24"]
    lined = _run("\n".join([header, *rows]))
    assert sorted((q.quote_type, q.ask) for q in lined if not q.review_reason) == [
        ("price", 97.75), ("price", 99.25), ("spread", 98.0), ("spread", 142.0)]
    # Two characters right of its header (a bullet, a bold header's width): the WAL lands under the spread
    # column and the spread beside the price.
    shifted = _run("\n".join([header, *("  " + row for row in rows)]))
    assert shifted and all(q.review_reason for q in shifted)
