"""HTML and spreadsheet tables as dealers' systems send them: blind22's development half (issue 10, session 25)."""

import io

import corpus_docs

from extractors.chat import correction
from extractors.grammar import Hints, parse_line, section_hints
from extractors.lines import document_hints, scan_lines
from extractors.mail import _richness
from extractors.model import ExtractionResult, Quote, SourceContext
from extractors.notes import apply_spread_basis, run_sizes, swap_spread_scope
from extractors.registry import extract
from extractors.validate import validate


def _run(text: str):
    return scan_lines(((f"line {n}", ln) for n, ln in enumerate(text.splitlines(), 1)), document_hints(text),
                      SourceContext())


def _workbook(rows) -> bytes:
    return corpus_docs.xlsx([("Sheet1", rows, False)])


def test_a_heading_ending_in_its_size_clause_still_names_the_sections_measure():
    clo = section_hints("CLO - DM / px, 2MM current face unless noted", Hints())
    assert clo is not None and clo.quote_type == "dm"
    abs_ = section_hints("ABS - spread to UST (bp) / px, 5MM unless noted", clo)
    assert abs_ is not None and abs_.quote_type == "spread"


def test_a_legend_in_brackets_leaves_a_short_heading_a_heading():
    cds = section_hints("CDS curves (SNR, EUR, bp, bid/ask) - EUR 5mm per side", Hints())
    frn = section_hints("Nordic FRNs (DM in bp over the reference rate; QM = quoted margin)", cds)
    assert frn is not None and (frn.asset_class, frn.quote_type) == ("corporate", "dm")


def test_the_plain_or_html_version_with_more_undoubted_quotes_is_kept():
    good = Quote(ticker="A", bid=99.0, ask=99.5)
    doubted = Quote(ticker="B", bid=1.0, ask=2.0, review_reason="spread below 1 bp")
    text, html = ExtractionResult((good, doubted, doubted)), ExtractionResult((good, good))
    assert max([text, html], key=_richness) is html


def test_loan_clip_sizes_unless_noted_size_the_run():
    sizes = run_sizes("Closing levels below. Levels in px, 1mm clips unless noted; spread / floor for reference only.")
    assert sizes is not None and sizes.default == (1e6, 1e6)


def test_a_sizes_sentence_after_market_levels_states_the_runs_sizes():
    sizes = run_sizes("Market: CDX IG 52.6 at the open (-0.4), HY 106.20. Sizes: IG 5mm, EM 2mm unless noted.")
    assert sizes is not None and dict(sizes.assets) == {"corporate": (5e6, 5e6), "sovereign": (2e6, 2e6)}


def test_levels_for_a_current_face_and_sizes_on_a_kind():
    assert run_sizes("Thanks - all levels for 3mm current face.").default == (3e6, 3e6)
    assert dict(run_sizes("morning - sizes 1x1 on loans unless I say").assets) == {"loan": (1e6, 1e6)}


def test_a_loan_spread_of_one_basis_point_is_its_floor_read_off():
    quote = validate(Quote(ticker="ACME TLB S+450", asset_class="loan", quote_type="spread", bid=None, ask=1.0))
    assert quote.review_reason is not None


def test_swap_spreads_of_one_currencys_section_leave_the_others_section():
    scope = swap_spread_scope("SSA USD - spread to the interpolated UST curve (bp)\nSSA EUR - spread to mid-swaps (bp)")
    usd = Quote(ticker="IBRD", asset_class="agency", quote_type="spread", bid=18, ask=15, currency="USD")
    eur = Quote(ticker="KFW", asset_class="agency", quote_type="spread", bid=4, ask=1, currency="EUR")
    assert [q.quote_type for q in apply_spread_basis([usd, eur], scope)] == ["spread", "i_spread"]


def test_offer_only_about_one_bond_says_no_side_of_the_document():
    assert document_hints("Tansley 1L offer only - we are not bidding it today.").side is None
    assert document_hints("Offers only:\nACME 5s 2030 101.5").side == "ask"


def test_the_mails_offerings_line_gives_the_side_of_an_attached_sheets_one_level_columns():
    csv = (b"cusip,issuer,coupon,maturity,par_000,ytw,price\n"
           b"426QBSWX9,Ohio Tpk Commn Rev,5.000,02/15/41,500,3.810,105.371\n")
    bare = extract(csv, SourceContext(filename="o.csv")).quotes
    covered = extract(csv, SourceContext(filename="o.csv", cover="Good morning - today's offerings attached")).quotes
    assert {(q.bid, q.ask) for q in bare} == {(3.81, 3.81), (105.371, 105.371)}
    assert all(q.review_reason for q in bare)
    assert {(q.quote_type, q.bid, q.ask, q.review_reason) for q in covered} == {
        ("yield", None, 3.81, None), ("price", None, 105.371, None)}


def test_a_facility_size_column_is_no_quote_size_and_cur_in_money_is_the_current_face():
    data = _workbook([["Borrower", "Facility", "Spread", "Maturity", "Fac Size ($MM)", "Bid", "Offer"],
                      ["Arncliffe Foods", "TLB", "S+325", "06/30/31", 1250, 99.375, 99.875]])
    quotes = extract(data, SourceContext(filename="loans.xlsx")).quotes
    assert [(q.bid, q.ask, q.bid_size, q.review_reason) for q in quotes] == [(99.375, 99.875, None, None)]


def test_a_rows_size_cell_beats_its_face_and_an_empty_one_leaves_the_stated_size():
    data = _workbook([["Levels for 2MM current face unless noted"],
                      ["CUSIP", "Deal", "Class", "Cur Face", "DM Bid", "DM Offer", "Px Bid", "Px Offer", "Size (MM)"],
                      ["67204BAA5", "Pooley Bridge CLO 2021-2A", "A-R", 16, 140, 132, 100.1, 100.2, None],
                      ["67204BAC1", "Pooley Bridge CLO 2021-2A", "B-R", 20, 190, 180, 99.9, 100.1, 10]])
    sizes = {(q.description.split()[-1], q.bid_size) for q in extract(data, SourceContext(filename="clo.xlsx")).quotes}
    assert sizes == {("A-R", 2e6), ("B-R", 10e6)}


def test_a_name_cell_with_coupon_and_maturity_is_not_repeated_by_their_columns():
    data = _workbook([["Security", "Cpn", "Maturity", "Bid", "Ask"],
                      ["T 3 7/8 12/31/29", 3.875, "12/31/2029", "100-012", "100-01+"]])
    assert [q.description for q in extract(data, SourceContext(filename="ust.xlsx")).quotes] == ["T 3.875 2029-12-31"]


def test_ignore_that_after_a_message_quoting_nothing_takes_back_nothing():
    earlier = [Quote(ticker="CALDERWICK", bid=101.25, ask=101.75, dealer="aldwick", location="line 7")]
    kept = list(earlier)
    correction("pls ignore that, wrong line", "aldwick", kept, last_message="line 10")
    assert kept == earlier
    correction("pls ignore that, wrong line", "aldwick", kept, last_message="line 7")
    assert kept == []


def test_offer_only_then_the_bond_and_its_one_level():
    drafts = parse_line("offer only COLOM 8 35s 103.90 1mm", Hints())
    assert [(d.ticker, d.bid, d.ask, d.ask_size) for d in drafts] == [("COLOM", None, 103.9, 1e6)]


def test_the_line_above_a_pasted_table_names_its_market_and_size_not_its_measure():
    html = (b"<p><b>SSA EUR - spread to mid-swaps (bp) - EUR 10MM per side</b></p><table>"
            b"<tr><td>ISIN</td><td>Issuer</td><td>Cpn</td><td>Maturity</td><td>Bid</td><td>Offer</td></tr>"
            b"<tr><td>XS2671752108</td><td>EFSF</td><td>2.875</td><td>05/30/34</td><td>+9</td><td>+6</td></tr></table>"
            b"<p><b>$25 PREFERREDS (Cur Yld at the ask)</b></p><table>"
            b"<tr><td>Security</td><td>Bid</td><td>Ask</td></tr>"
            b"<tr><td>TORVER BANK 6.35% SER B PFD</td><td>25.18</td><td>25.32</td></tr></table>")
    quotes = {q.quote_type: q for q in extract(html, SourceContext(filename="run.html")).quotes}
    assert (quotes["i_spread"].bid, quotes["i_spread"].bid_size, quotes["i_spread"].currency) == (9.0, 10e6, "EUR")
    assert (quotes["price"].bid, quotes["price"].ask, quotes["price"].review_reason) == (25.18, 25.32, None)


def test_two_levels_after_an_empty_side_are_no_bare_market():
    assert parse_line("LX233296  Flasby Media  TLB  S+450  05/31/29  690  -  86.5  87", Hints()) == []


def test_a_comment_saying_what_the_row_is_good_for_sizes_it_and_an_amount_outstanding_does_not():
    from extractors.cells import note_sizes
    assert note_sizes(["3mm avail"]) == (3e6, 3e6) and note_sizes(["2x2"]) == (2e6, 2e6)
    assert note_sizes(["175MM"]) == (None, None)


def test_a_later_tables_title_sizes_that_table_not_the_mails_other_tables():
    html = (b"<p>CMBS, all sized in current face.</p><table>"
            b"<tr><td>Deal</td><td>Class</td><td>Cur ($MM)</td><td>Sprd Bid</td><td>Sprd Ofr</td></tr>"
            b"<tr><td>STAINMORE CMBS 2024-C12</td><td>A-5</td><td>25.0</td><td>+104</td><td>+98</td></tr></table>"
            b"<p>CMBS-adjacent CDS (bp), 10x10:</p><table><tr><td>Name</td><td>Bid</td><td>Ask</td></tr>"
            b"<tr><td>CDX IG 48 5Y</td><td>51.5</td><td>52</td></tr></table>")
    sizes = {q.asset_class: q.bid_size for q in extract(html, SourceContext(filename="run.html")).quotes}
    assert sizes == {"structured": 25e6, "cds": 10e6}


def test_a_band_line_of_dashes_names_the_measure_of_the_columns_under_it():
    text = ("CLO - DISCOUNT MARGIN / PRICE\n"
            "                                        ----- DM ---- ---- PRICE ----\n"
            "CUSIP     DEAL                  CLASS   WAL    BID  OFFER     BID   OFFER\n"
            "48810HAA9 SHAPWICK CLO 2024-2A  A       5.2   +127   +122  100.24  100.45\n")
    got = {(q.quote_type, q.bid, q.ask) for q in _run(text)}
    assert got == {("dm", 127.0, 122.0), ("price", 100.24, 100.45)}


def _docx(paragraphs_and_tables) -> bytes:
    import docx
    document = docx.Document()
    for item in paragraphs_and_tables:
        if isinstance(item, str):
            document.add_paragraph(item)
        else:
            table = document.add_table(rows=len(item), cols=len(item[0]))
            for r, row in enumerate(item):
                for c, value in enumerate(row):
                    table.cell(r, c).text = value
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_the_paragraph_above_a_word_table_names_a_cds_tables_tenor_and_its_sizes():
    data = _docx(["Sizes: IG 5mm, EM 2mm, CDS 10x10 unless noted.",
                  "IG (T-spread / price)",
                  [["Bond", "Sprd Bid", "Sprd Ofr"], ["WYKEHAM BANCORP 4.8 04/15/32", "+98", "+93"]],
                  "CDS 5Y (bp)", [["Name", "Bid", "Ask", "Size"], ["Wykeham Bancorp", "61", "65", ""],
                                  ["Romania", "142", "149", "5x5"]]])
    got = {(q.description, q.quote_type, q.bid_size) for q in extract(data, SourceContext(filename="n.docx")).quotes}
    assert got == {("WYKEHAM BANCORP 4.8 2032-04-15", "spread", 5e6), ("WYKEHAM BANCORP 5Y", "spread", 10e6),
                   ("ROMANIA 5Y", "spread", 5e6)}


def test_a_sentence_between_two_word_tables_is_no_title_of_the_second():
    data = _docx([[["Loan", "Bid - Offer"], ["GOSFORTH HOMES TLB S+350 05/31", "98.00 - 98.50"]],
                  "Loans 1mm per side.",
                  [["ISIN", "Convert", "Bid", "Offer", "Size"], ["US45067KAB61", "IREBY NETWORKS 0.5 CV 2029", "94.25",
                                                              "95.00", "2mm"]]])
    sizes = {q.asset_class: q.bid_size for q in extract(data, SourceContext(filename="l.docx")).quotes}
    assert sizes == {"loan": 1e6, "convertible": 2e6}


def test_an_indented_tenor_under_a_cds_line_quotes_the_name_above_at_that_tenor():
    text = "CDS 5Y (bp)\nBOLSOVER PHARMA 5Y      47 / 51   5x5\n  10y same size         88 / 94\n"
    got = {(q.description, q.bid, q.ask, q.bid_size) for q in _run(text)}
    assert got == {("BOLSOVER PHARMA 5Y", 47.0, 51.0, 5e6), ("BOLSOVER PHARMA 10Y", 88.0, 94.0, 5e6)}


def test_a_remark_on_one_tranches_side_says_no_side_of_the_document():
    assert document_hints("AS is bid only now, sold the offer side this morning.").side is None
    assert document_hints("Bids only:\nACME 5s 2030 99.5").side == "bid"


def test_of_a_plain_and_html_alternative_as_rich_as_each_other_the_html_is_kept():
    from extractors.mail import extract_bodies
    from extractors.mime import Body
    text = "Bond                      Bid     Ask\nACME 4.5 06/30/30         99.50   100.00\n"
    html = ("<table><tr><td>Bond</td><td>Bid</td><td>Ask</td></tr>"
            "<tr><td>ACME 4.5 06/30/30</td><td>99.50</td><td>100.00</td></tr></table>")
    bodies = [Body("body", "text/plain", text, "root", None, None, ""),
              Body("body", "text/html", html, "root", None, None, "")]
    quotes = extract_bodies(bodies, SourceContext()).quotes
    assert [(q.bid, q.ask, q.location) for q in quotes] == [(99.5, 100.0, "table 1 row 2")]


def test_a_top_row_written_over_each_of_its_columns_spans_no_further():
    from extractors.tabular import merge_header_rows

    merged = merge_header_rows([None, None, "Prev", "Prev", None, None, "Size"],
                               ["Borrower", "Maturity", "Bid", "Offer", "Bid", "Offer", "(m)"])
    assert merged == ["Borrower", "Maturity", "Prev Bid", "Prev Offer", "Bid", "Offer", "Size (m)"]
    # a merged top cell (written once) still spans the empty cells after it
    assert merge_header_rows([None, "Bid", None, "Offer", None], ["Name", "Px", "Yld", "Px", "Yld"]) == [
        "Name", "Bid Px", "Bid Yld", "Offer Px", "Offer Yld"]


def test_an_unknown_top_over_a_name_another_column_has_qualifies_it():
    from extractors.tabular import merge_header_rows

    merged = merge_header_rows([None, "AM", "DM", "DM"], ["WAL", "DM Bid", "Bid", "Ask"])
    assert merged == ["WAL", "AM DM Bid", "DM Bid", "DM Ask"]
    # over a name no other column has, the unknown top is a group label
    assert merge_header_rows([None, "USD", None], ["Maturity", "Bid", "Offer"]) == ["Maturity", "Bid", "Offer"]


def test_yesterdays_levels_in_a_two_row_header_are_no_quote():
    book = corpus_docs.xlsx([("Loans", [
        ["Borrower", "Facility", "Margin", "Maturity", "Prev", "Prev", None, None, "Size", "Comment"],
        [None, None, None, None, "Bid", "Offer", "Bid", "Offer", "(m)", None],
        ["KESTREL PARCS", "TLB", "E+375", "05/2031", 99.25, 99.75, 99.5, 100, 2, "repricing talk"],
        ["CASTELLANE OPTICS", "TLB", "E+350", "08/2031", 100, 100.375, None, None, None, "OFF - traded 100.25"],
    ], False)])
    quotes = extract(book, SourceContext(filename="loans.xlsx")).quotes
    assert [(q.bid, q.ask) for q in quotes if not q.review_reason] == [(99.5, 100.0)]


def test_a_totals_row_is_no_instrument_and_an_issuer_named_total_is():
    from extractors.tabular import _summary_row

    assert _summary_row("Total") and _summary_row("Average:") and _summary_row("Total NY (available)")
    assert not _summary_row("TOTAL CAPITAL INTL") and not _summary_row("Total SA")
    book = corpus_docs.xlsx([("CDS", [
        ["Reference Entity", "Tier", "5Y Bid", "5Y Ask"],
        ["KORVAN INDUSTRIES", "SNR", 86, 94],
        ["Total SA", "SNR", 41, 45],
        ["Total", None, 63.5, 69.5],
    ], False)])
    quotes = extract(book, SourceContext(filename="cds.xlsx")).quotes
    assert sorted((q.instrument_key, q.bid) for q in quotes) == [("KORVAN INDUSTRIES SNR 5Y", 86.0),
                                                                  ("TOTAL SA SNR 5Y", 41.0)]


def test_a_status_word_under_an_empty_header_cell_kills_the_row_before_a_comment_column():
    book = corpus_docs.xlsx([("Munis", [
        ["CUSIP", "Description", "Coupon", "Maturity", "Par (000)", "Yield", "Price", None, "Comment"],
        ["550480A64", "NEW JERSEY ST TRANSN TR FD AUTH", 5, "06/15/2044", 750, 3.95, 106.367, None, "axed"],
        ["699116A58", "PENNSYLVANIA ST HIGHER EDL FACS AUTH", 4, "08/15/2049", 300, 4.31, 95.622, "SOLD",
         "will improve"],
    ], False)])
    quotes = extract(book, SourceContext(filename="munis.xlsx", cover="muni offerings attached")).quotes
    assert {q.cusip for q in quotes} == {"550480A64"}


def test_an_unknown_top_beside_a_bare_column_of_its_name_qualifies_nothing():
    from extractors.tabular import merge_header_rows

    # "Today" over one Bid / Ask beside a bare Bid / Ask: which pair is live is no clearer, both stay
    assert merge_header_rows([None, "Today", None, None, None], ["Name", "Bid", "Ask", "Bid", "Ask"]) == [
        "Name", "Bid", "Ask", "Bid", "Ask"]
