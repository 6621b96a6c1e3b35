"""One regression case per failure kind met in the document formats (PDF, DOCX, CSV, XLSX) of the
fifth blind corpus (blind5/dev), written fresh: short inputs of our own, not copies of the corpus."""

from dataclasses import replace

import corpus_docs

from extractors.doctext import tab_paragraphs
from extractors.grammar import Hints
from extractors.registry import extract
from extractors.tabular import find_header, row_drafts


def keyed(result):
    return sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.bid_size, q.ask_size) for q in result.quotes)


def accepted(result):
    return sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.bid_size, q.ask_size) for q in result.quotes
                  if q.review_reason is None)


def csv_quotes(rows, ctx):
    return extract(corpus_docs.csv_bytes(rows, ","), replace(ctx, filename="levels.csv"))


# --- CSV and spreadsheets ----------------------------------------------------------------------------

def test_one_row_per_side_makes_one_market_per_measure(ctx):
    rows = [["ISIN", "Description", "Side", "Spread", "Price", "Qty (000)"],
            ["US0378331005", "ACME CORP 4.5 03/15/32", "B", "+104", "100.55", "3000"],
            ["US0378331005", "ACME CORP 4.5 03/15/32", "S", "+99", "100.86", "2000"],
            ["US5949181045", "GLOBEX 6.5 12/01/31", "S", "", "94.00", "1000"]]
    assert keyed(csv_quotes(rows, ctx)) == [
        ("US0378331005", "price", 100.55, 100.86, 3e6, 2e6), ("US0378331005", "spread", 104.0, 99.0, 3e6, 2e6),
        ("US5949181045", "price", None, 94.0, None, 1e6),
    ]


def test_glued_header_words_and_a_cds_tables_coupon(ctx):
    # "ParSprdBid": words glued together; the Coupon of a table named by tenor is the CDS running
    # coupon, neither a level nor part of the name.
    rows = [["Entity", "Seniority", "Tenor", "ParSprdBid", "ParSprdAsk", "UpfrontBid", "UpfrontAsk", "Coupon"],
            ["GLOBEX PLC", "SNR", "5Y", "412", "431", "-3.95", "-3.10", "500"]]
    assert keyed(csv_quotes(rows, ctx)) == [
        ("GLOBEX PLC SNR 5Y", "spread", 412.0, 431.0, None, None),
        ("GLOBEX PLC SNR 5Y", "upfront", -3.95, -3.1, None, None),
    ]


def test_a_mid_column_beside_bid_and_offer_is_no_quote(ctx):
    rows = [["Facility", "Margin", "Maturity", "Bid", "Offer", "Mid", "Chg"],
            ["Initech TLB", "S+400", "05/2030", "97.75", "98.25", "98.00", "0.125"]]
    assert accepted(csv_quotes(rows, ctx)) == [("INITECH TLB 05/2030 S+400", "price", 97.75, 98.25, None, None)]


def test_a_margin_in_a_name_column_is_named_once(ctx):
    rows = [["Type", "Description", "Index", "Px Bid", "Px Ask", "Maturity"],
            ["LOAN", "UMBRA HOLDINGS TLB", "E+375", "99.25", "99.75", "2031-06-30"]]
    assert keyed(csv_quotes(rows, ctx)) == [("UMBRA HOLDINGS TLB E+375 2031-06-30", "price", 99.25, 99.75, None, None)]


# --- PDF pages of column-aligned text ---------------------------------------------------------------

def test_a_footnote_marker_on_a_level_or_in_a_name(ctx):
    page = ["CUSIP         Description        Cpn    Maturity     Bid Yld   Ask Yld   Par (000)",
            "880591EX6     TEXAS ST GO        5.000  10/01/2040   3.91(c)   3.85      1,000",
            "Preferred              Bid $      Ask $",
            "ACME BANCORP 5.95% PFD (1)   24.82      24.95",
            "(c) Yield to call. (1) Non-cumulative."]
    got = keyed(extract(corpus_docs.pdf([page]), ctx))
    assert ("880591EX6", "yield", 3.91, 3.85, 1e6, 1e6) in got
    assert ("ACME BANCORP 5.95% PFD", "price", 24.82, 24.95, None, None) in got


def test_a_name_in_two_cells_with_its_coupon_lines_up_with_the_header(ctx):
    # Right-aligned levels under left-aligned headers: each level lies nearer the next header.
    page = ["Convertible                    Px Bid    Px Ask    Prem %",
            "GLOBEX   1.75 03/01/29 CV             103.25    104.00      32.1"]
    assert keyed(extract(corpus_docs.pdf([page]), ctx)) == [
        ("GLOBEX 1.75 2029-03-01 CV", "price", 103.25, 104.0, None, None)]


def test_measure_and_side_split_by_a_wide_gap_are_one_column(ctx):
    page = ["Deal                  Class   Px Bid    Px Ask    DM  Bid    DM  Ask",
            "UMBRA CLO 2019-2A     D       94.25     95.00     560        530"]
    assert keyed(extract(corpus_docs.pdf([page]), ctx)) == [
        ("UMBRA CLO 2019-2A D", "dm", 560.0, 530.0, None, None),
        ("UMBRA CLO 2019-2A D", "price", 94.25, 95.0, None, None)]


def test_side_by_side_runs_with_b_o_columns_end_at_a_table_across_the_page(ctx):
    page = ["FINANCIALS                                       INDUSTRIALS",
            "Issuer / Cpn / Mat    Sprd b/o    Px b/o          Issuer / Cpn / Mat    Sprd b/o    Px b/o",
            "ACME 5.05 04/15/32    +96/+91     101.12/101.40   GLOBEX 4.70 03/01/33  +101/+96    99.15/99.48",
            "HIGH YIELD",
            "Issuer / Cpn / Mat          Px bid / ask      YTW bid / ask      Size (MM)",
            "UMBRA 8.125 06/15/30        99.25 / 99.875    8.31 / 8.15        2x2"]
    assert keyed(extract(corpus_docs.pdf([page]), ctx)) == [
        ("ACME 5.05 2032-04-15", "price", 101.12, 101.4, None, None),
        ("ACME 5.05 2032-04-15", "spread", 96.0, 91.0, None, None),
        ("GLOBEX 4.7 2033-03-01", "price", 99.15, 99.48, None, None),
        ("GLOBEX 4.7 2033-03-01", "spread", 101.0, 96.0, None, None),
        ("UMBRA 8.125 2030-06-15", "price", 99.25, 99.875, 2e6, 2e6),
        ("UMBRA 8.125 2030-06-15", "yield", 8.31, 8.15, 2e6, 2e6),
    ]


def test_a_curve_grid_with_tenors_over_bid_and_ask_columns(ctx):
    page = ["SINGLE-NAME CDS (bp running)",
            "Sizes: USD 5mm single names, 25mm indices.",
            "                           3Y                    5Y                    7Y",
            "Reference Entity",
            "                     Bid       Ask         Bid       Ask         Bid       Ask",
            "GLOBEX INDUSTRIES     34        38          61        65          82        87",
            "Indices              Bid       Ask         Quoted in",
            "CDX HY 45 5Y         106.40    106.60      price"]
    assert keyed(extract(corpus_docs.pdf([page]), ctx)) == [
        ("CDX HY 45 5Y", "price", 106.4, 106.6, 25e6, 25e6),
        ("GLOBEX INDUSTRIES 3Y", "spread", 34.0, 38.0, 5e6, 5e6),
        ("GLOBEX INDUSTRIES 5Y", "spread", 61.0, 65.0, 5e6, 5e6),
        ("GLOBEX INDUSTRIES 7Y", "spread", 82.0, 87.0, 5e6, 5e6),
    ]


def test_names_wrapped_onto_a_second_line(ctx):
    page = ["Borrower                 Facility   Margin   Maturity    Bid       Offer",
            "Initech Veterinary       TLB        S+375    05/2031     98.50     99.00",
            " Partners Holdings",
            "Umbra Foods              TL         S+450    02/2029     94.00     95.00",
            "Deal                     Class      Px Bid   Px Ask",
            "Globex Park CLO          B          99.40    99.80",
            " 2020-4A"]
    assert keyed(extract(corpus_docs.pdf([page]), ctx)) == [
        ("GLOBEX PARK CLO 2020-4A B", "price", 99.4, 99.8, None, None),
        ("INITECH VETERINARY PARTNERS HOLDINGS TLB 05/2031 S+375", "price", 98.5, 99.0, None, None),
        ("UMBRA FOODS TL 02/2029 S+450", "price", 94.0, 95.0, None, None),
    ]


# --- Word documents ------------------------------------------------------------------------------------

def test_tab_stop_paragraphs_read_as_bid_offer_then_a_second_measure(ctx):
    assert tab_paragraphs(["ACME 7.25 03/15/31\t99.50\t100.25\t7.37 / 7.18\t1mm"]) == [
        "ACME 7.25 03/15/31  99.50 / 100.25  7.37 / 7.18  1mm"]
    assert tab_paragraphs(["Issuer\tBid\tAsk", "ACME 5 2031\t99\t100"])[1] == "ACME 5 2031\t99\t100"
    # Four levels in a row are two measures; an odd run starts with the coupon.
    assert tab_paragraphs(["ACME 06/30\t99.5\t100\t7.37\t7.18", "ACME\t4.5\t99.5\t100\t2mm"]) == [
        "ACME 06/30  99.5 / 100  7.37 / 7.18", "ACME  4.5  99.5 / 100  2mm"]
    doc = corpus_docs.docx(["HIGH YIELD (px bid / offer, YTW %)",
                            "GLOBEX 9.5 11/01/29\t102.00\t102.75\t8.78 / 8.49\t2mm"], [])
    assert keyed(extract(doc, ctx)) == [("GLOBEX 9.5 2029-11-01", "price", 102.0, 102.75, 2e6, 2e6),
                                        ("GLOBEX 9.5 2029-11-01", "yield", 8.78, 8.49, 2e6, 2e6)]


def test_bid_over_offer_on_two_lines_of_a_pair_cell_and_a_floaters_margin():
    header = find_header(["ISIN", "Description", "DM bid / offer"])
    drafts = row_drafts(["US0378331005", "ACME BANK FRN 2028 (SOFR+80)", "78\n74"], header, Hints())
    assert [(d.quote_type, d.bid, d.ask, d.asset_class) for d in drafts] == [("dm", 78.0, 74.0, "corporate")]


# --- the same kinds in shapes the dev corpus did not show ------------------------------------------

def test_three_runs_side_by_side_on_a_landscape_page(ctx):
    page = ["IG (sprd)                     HY (px)                         HY (cont.)",
            "Issuer   Cpn   Mat    Bid  Ask  Issuer   Cpn   Mat    Bid    Ask    Issuer   Cpn   Mat    Bid    Ask",
            "ACME     4.5   04/32  104  99   GLOBEX   7.5   05/31  98.25  99*    UMBRA    8.75  03/30  102.5  103.25"]
    assert keyed(extract(corpus_docs.pdf([page]), ctx)) == [
        ("ACME 4.5 2032-04", "spread", 104.0, 99.0, None, None),
        ("GLOBEX 7.5 2031-05", "price", 98.25, 99.0, None, None),
        ("UMBRA 8.75 2030-03", "price", 102.5, 103.25, None, None)]


def test_a_wrapped_facility_in_brackets_and_spread_cells_that_repeat_their_measure(ctx):
    page = ["Borrower            Facility          Margin   Maturity    Bid       Offer",
            "Initech Vet         Term Loan B       S+375    05/2031     98.50     99.00",
            "                    (2024 Refi)",
            "Deal                  Class   WAL    I-Sprd Bid   I-Sprd Ask",
            "GLOBEX AUTO 2024-1    A2      1.8    I+58         I+54",
            "UMBRA CARD 2023-2     A       2.9    I+85         I+130"]
    got = extract(corpus_docs.pdf([page]), ctx)
    assert accepted(got) == [("GLOBEX AUTO 2024-1 A2", "i_spread", 58.0, 54.0, None, None),
                             ("INITECH VET TERM LOAN B 2024 REFI 05/2031 S+375", "price", 98.5, 99.0, None, None)]
    # Crossed and 45 bp wide: read, but for review.
    assert [q.review_reason is not None for q in got.quotes if q.bid == 85.0] == [True]


def test_size_headers_naming_a_currency_or_a_dollar_unit(ctx):
    rows = [["Issuer", "Coupon", "Maturity", "measure", "bid", "ask", "notional_usd"],
            ["ACME CORP", "4.5", "2030-01-15", "price", "99.5", "100", "2,000,000"]]
    assert keyed(csv_quotes(rows, ctx)) == [("ACME CORP 4.5 2030-01-15", "price", 99.5, 100.0, 2e6, 2e6)]
    rows = [["Issuer", "Coupon", "Maturity", "Bid Px", "Ask Px", "Face ($000)"],
            ["GLOBEX CORP", "5.5", "2031-01-15", "98.5", "99", "3,000"]]
    assert keyed(csv_quotes(rows, ctx)) == [("GLOBEX CORP 5.5 2031-01-15", "price", 98.5, 99.0, 3e6, 3e6)]


def test_a_curve_grid_under_a_bond_table_and_sizes_in_a_footnote(ctx):
    page = ["Issuer      Cpn   Mat     Bid    Ask",
            "ACME        4.5   04/32   99.5   100",
            "                  1Y          3Y          5Y",
            "Entity      Bid   Ask   Bid   Ask   Bid   Ask",
            "GLOBEX      20    24    34    38    61    65",
            "(1) Indicative. Sizes: EUR 10mm single names, 50mm indices."]
    got = keyed(extract(corpus_docs.pdf([page]), ctx))
    assert ("GLOBEX 3Y", "spread", 34.0, 38.0, 10e6, 10e6) in got and len(got) == 4
    # After a level the statement sizes its own line only, never the whole run.
    from extractors.notes import run_sizes
    assert run_sizes("ACME 4.5 04/32 99.5/100. Sizes: 2mm") is None


def test_tables_nested_in_a_word_layout_table_and_a_dm_pair_cell(ctx):
    import io

    import docx

    document = docx.Document()
    outer = document.add_table(rows=1, cols=2)
    cells = [["Borrower", "Facility", "Bid", "Offer"], ["Initech", "TLB S+350 06/30", "98.25", "98.75"]]
    nested = outer.cell(0, 0).add_table(rows=2, cols=4)
    for r, row in enumerate(cells):
        for c, text in enumerate(row):
            nested.cell(r, c).text = text
    floaters = outer.cell(0, 1).add_table(rows=2, cols=3)
    for r, row in enumerate([["ISIN", "Description", "Spread bid / offer"],
                             ["US0378331005", "ACME BANK FRN 2029", "DM 66 / 62"]]):
        for c, text in enumerate(row):
            floaters.cell(r, c).text = text
    buffer = io.BytesIO()
    document.save(buffer)
    assert keyed(extract(buffer.getvalue(), ctx)) == [("INITECH TLB S+350 06/30", "price", 98.25, 98.75, None, None),
                                                     ("US0378331005", "dm", 66.0, 62.0, None, None)]


def test_a_measure_or_unit_written_in_single_level_cells_and_a_cb_type_row(ctx):
    spreads = [["Issuer", "Cpn", "Maturity", "Bid", "Offer"], ["ACME CORP", "4.5", "06/01/2030", "88bp", "83bp"]]
    floaters = [["Floater", "ISIN", "Bid", "Offer"], ["ACME FRN 2029", "US0378331005", "DM 66", "DM 62"]]
    doc = corpus_docs.docx([], [spreads, floaters])
    assert accepted(extract(doc, ctx)) == [("ACME CORP 4.5 2030-06-01", "spread", 88.0, 83.0, None, None),
                                           ("US0378331005", "dm", 66.0, 62.0, None, None)]
    rows = [["Type", "Security", "Bid", "Ask", "Size"], ["CB", "GLOBEX 1.5 03/01/29", "103.25", "104", "500k"]]
    assert [q.asset_class for q in csv_quotes(rows, ctx).quotes] == ["convertible"]


def test_axe_marks_on_names_and_a_measure_on_each_side_of_a_pair_cell(ctx):
    page = ["IG G-SPREAD (* = axe)",
            "Issuer      Cpn    Mat      Bid    Ask",
            "ACME*       4.5    04/32    104    99",
            "*UMBRA      6.1    01/33    140    135",
            "Deal                 Class   WAL    I-Sprd Bid / Ask",
            "GLOBEX AUTO 2024-1   A2      1.8    I+58 / I+54"]
    assert keyed(extract(corpus_docs.pdf([page]), ctx)) == [
        ("ACME 4.5 2032-04", "spread", 104.0, 99.0, None, None),
        ("GLOBEX AUTO 2024-1 A2", "i_spread", 58.0, 54.0, None, None),
        ("UMBRA 6.1 2033-01", "spread", 140.0, 135.0, None, None)]


def test_a_security_on_one_line_and_its_levels_on_the_next_in_a_pdf(ctx):
    page = ["CONVERTIBLES",
            "ACME 1.5 03/01/29 CV",
            "      103.25 / 104.00     Prem 32.1%",
            "GLOBEX 2.25 06/15/30 CV",
            "      96.50 / 97.25       Prem 41.7%"]
    assert keyed(extract(corpus_docs.pdf([page]), ctx)) == [
        ("ACME 1.5 2029-03-01 CV", "price", 103.25, 104.0, None, None),
        ("GLOBEX 2.25 2030-06-15 CV", "price", 96.5, 97.25, None, None)]


def _pdf_with_turned_header(header: list[tuple[float, str]], rows: list[str]) -> bytes:
    """One page: column names turned a quarter left (``(x, name)``, read bottom to top), then the
    rows as Courier text lines under them."""
    import zlib

    ops = [b"BT /F1 8 Tf"]
    for x, name in header:
        ops.append(f"0 1 -1 0 {x:g} 700 Tm ({name}) Tj".encode())
    ops.append(b"1 0 0 1 40 688 Tm 10 TL")
    ops.extend(f"({row}) Tj T*".encode() for row in rows)
    ops.append(b"ET")
    stream = zlib.compress(b"\n".join(ops))
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
               b"/Resources << /Font << /F1 5 0 R >> >> >>",
               b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>"]
    return corpus_docs.pdf_file(objects, 1)


def test_column_headers_turned_a_quarter_over_narrow_columns(ctx):
    # Courier 8pt: 4.8pt a character; the rows' cells start at 40 + 4.8 * column.
    header = [(48, "Borrower"), (48 + 4.8 * 22, "Facility"), (48 + 4.8 * 42, "Bid"), (48 + 4.8 * 52, "Offer"),
              (48 + 4.8 * 60, "Size (MM)")]
    rows = ["INITECH FOODS         TLB S+350 03/31       98.75     99.25     5",
            "UMBRA HLTH            TLB-2 S+425 11/30     95.5      96.25     3"]
    assert keyed(extract(_pdf_with_turned_header(header, rows), ctx)) == [
        ("INITECH FOODS TLB S+350 03/31", "price", 98.75, 99.25, 5e6, 5e6),
        ("UMBRA HLTH TLB-2 S+425 11/30", "price", 95.5, 96.25, 3e6, 3e6)]


def test_a_level_changed_under_track_changes_reads_as_the_inserted_text(ctx):
    """Word shows a tracked insertion and hides the deletion: ``<w:del>+25</w:del><w:ins>+24</w:ins>``
    is a bid of 24 (python-docx's ``Paragraph.text`` leaves the inserted run out)."""
    import io

    import docx
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    document = docx.Document()
    table = document.add_table(rows=2, cols=4)
    for c, text in enumerate(["ISIN", "Description", "Bid", "Offer"]):
        table.cell(0, c).text = text
    for c, text in enumerate(["US0378331005", "ACME 4.35 07/20/2033", "", "+21"]):
        table.cell(1, c).text = text
    changed = table.cell(1, 2).paragraphs[0]._p
    changed.append(parse_xml(f'<w:del {nsdecls("w")} w:id="1" w:author="desk"><w:r><w:delText>+25</w:delText>'
                             "</w:r></w:del>"))
    changed.append(parse_xml(f'<w:ins {nsdecls("w")} w:id="2" w:author="desk"><w:r><w:t>+24</w:t></w:r></w:ins>'))
    buffer = io.BytesIO()
    document.save(buffer)
    assert keyed(extract(buffer.getvalue(), ctx)) == [("US0378331005", "spread", 24.0, 21.0, None, None)]
