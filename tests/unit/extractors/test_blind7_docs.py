"""One regression case per failure kind met in the document formats (PDF, XLSX/XLS, CSV, DOCX, HTML) of
the seventh blind corpus (blind7/dev), written fresh: short inputs of our own, not copies of the corpus."""

import datetime as dt
from dataclasses import replace

import corpus_docs

from extractors.notes import run_sizes
from extractors.registry import extract
from extractors.transposed import turned


def keyed(result):
    return sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.bid_size, q.ask_size) for q in result.quotes)


def accepted(result):
    return sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.bid_size, q.ask_size) for q in result.quotes
                  if q.review_reason is None)


def xlsx_quotes(sheets, ctx):
    return extract(corpus_docs.xlsx(sheets), replace(ctx, filename="levels.xlsx"))


# --- header words ------------------------------------------------------------------------------------

def test_dutch_headers_name_bond_maturity_sides_price_and_size(ctx):
    rows = [["Obligatie", "Coupon", "Vervaldatum", "Bied spread", "Laat spread", "Bied koers", "Laat koers",
             "Nominaal (mln)"],
            ["ACME NV", 3.5, dt.date(2031, 5, 20), 96, 91, 99.18, 99.42, 5]]
    assert accepted(xlsx_quotes([("Koersen", rows, False)], ctx)) == [
        ("ACME NV 3.5 2031-05-20", "price", 99.18, 99.42, 5e6, 5e6),
        ("ACME NV 3.5 2031-05-20", "spread", 96.0, 91.0, 5e6, 5e6)]


def test_an_italian_loan_column_names_the_borrower(ctx):
    rows = [["Prestito", "Tranche", "Margine", "Scadenza", "Denaro", "Lettera"],
            ["UMBRA GROUP", "TLB", "E+375", "03/2031", 98.25, 98.75]]
    assert accepted(xlsx_quotes([("Prestiti", rows, False)], ctx)) == [
        ("UMBRA GROUP TLB 03/2031 E+375", "price", 98.25, 98.75, None, None)]


def test_an_offering_sized_by_its_current_face_with_a_j_spread(ctx):
    # Orig and Curr in thousands: the offer's size is the face outstanding; J+ is a spread to the curve.
    page = ["CMBS OFFERINGS",
            "CUSIP        Deal / Class       Rtg    Orig ($000)   Curr ($000)   Factor   Offer Sprd   Offer Px",
            "61767YBH2    UMBRA 2024-C5 A5   AAA         25,000        24,310     0.97         J+98      99-08"]
    assert accepted(extract(corpus_docs.pdf([page]), ctx)) == [
        ("61767YBH2", "price", None, 99.25, None, 24.31e6),
        ("61767YBH2", "spread", None, 98.0, None, 24.31e6)]


# --- column-aligned PDF text -------------------------------------------------------------------------

def _at(*cells):
    """A line with each text starting at its column."""
    line = ""
    for column, text in cells:
        line = line.ljust(column) + text
    return line


def test_a_name_split_by_a_wide_gap_after_an_identifier_column(ctx):
    # Right-aligned levels just past left-aligned headers: by distance, 311 and 7.1 would share a column.
    page = [_at((0, "ISIN"), (20, "Bond"), (50, "Px Bid"), (62, "Px Ask"), (73, "Yld Bid"), (84, "Yld Ask"),
                (94, "Z Bid"), (104, "Z Ask"), (114, "Dur")),
            _at((0, "US0378331005"), (20, "ACME"), (27, "8 11/14/35"), (55, "104.10"), (67, "104.60"), (79, "7.39"),
                (90, "7.32"), (100, "318"), (110, "311"), (121, "7.1"))]
    assert accepted(extract(corpus_docs.pdf([page]), ctx)) == [
        ("US0378331005", "price", 104.1, 104.6, None, None), ("US0378331005", "yield", 7.39, 7.32, None, None),
        ("US0378331005", "z_spread", 318.0, 311.0, None, None)]


def test_a_short_row_is_placed_where_the_full_rows_stood(ctx):
    # Right-aligned levels under left-aligned headers; the preferred has no parity or delta.
    page = [_at((0, "CUSIP"), (20, "Description"), (51, "Bid"), (66, "Offer"), (80, "Parity"), (95, "Delta")),
            _at((0, "037833100"), (20, "GLOBEX 1.5 CV 03/15/30"), (58, "108.25"), (73, "109.00"), (89, "92.10"),
                (105, "0.61")),
            _at((0, "594918104"), (20, "ACME"), (28, "FINL 6.375% PFD"), (59, "24.85"), (74, "25.05"))]
    assert accepted(extract(corpus_docs.pdf([page]), ctx)) == [
        ("037833100", "price", 108.25, 109.0, None, None), ("594918104", "price", 24.85, 25.05, None, None)]


# --- sizes stated once, by kind ----------------------------------------------------------------------

def test_a_size_note_naming_each_kind_before_its_amount():
    sizes = run_sizes("Sizes: UST 25mm per side, agencies 10mm per side.")
    assert sizes.assets == (("agency", (10e6, 10e6)), ("government", (25e6, 25e6)))
    assert sizes.default is None


def test_a_list_of_sizes_by_kind_without_the_word_sizes(ctx):
    page = ["ISIN            Bond                      Px Bid    Px Ask",
            "US0378331005    COLOM 8 11/14/35          104.10    104.60",
            "ISIN            Issuer            DM Bid    DM Ask    Px Bid    Px Ask",
            "US5949181045    ACME BANK         79        75        100.03    100.08",
            "EM 2mm, FRNs 3mm per side. QM = quoted margin."]
    assert accepted(extract(corpus_docs.pdf([page]), ctx)) == [
        ("US0378331005", "price", 104.1, 104.6, 2e6, 2e6), ("US5949181045", "dm", 79.0, 75.0, 3e6, 3e6),
        ("US5949181045", "price", 100.03, 100.08, 3e6, 3e6)]
    assert run_sizes("Desk 2mm, call 5mm.") is None  # a list that does not name its kinds sizes nothing


def test_one_kind_named_before_its_size_per_side():
    assert run_sizes("Loans 1mm per side.").assets == (("loan", (1e6, 1e6)),)
    assert run_sizes("Sizes 5mm per side.").default == (5e6, 5e6)


def test_a_32nds_level_with_its_decimal_echo_in_brackets(ctx):
    page = ["Treasuries (32nds, decimal in brackets)",
            _at((0, "Issue"), (40, "Bid"), (72, "Offer"), (104, "Bid Yld"), (118, "Ofr Yld")),
            _at((0, "T 3 1/2 11/30/28"), (40, "99-30+"), (54, "(99.9531)"), (72, "99-31"), (86, "(99.9688)"),
                (104, "3.512"), (118, "3.507"))]
    assert accepted(extract(corpus_docs.pdf([page]), ctx)) == [
        ("T 3.5 2028-11-30", "price", 99.953125, 99.96875, None, None),
        ("T 3.5 2028-11-30", "yield", 3.512, 3.507, None, None)]


# --- HTML tables -------------------------------------------------------------------------------------

def test_an_issuer_written_once_in_a_group_row_over_its_bonds(ctx):
    html = (b"<html><body><table>"
            b"<tr><th>Bond</th><th>Bid (T+)</th><th>Offer (T+)</th><th>Size MM</th></tr>"
            b"<tr><td colspan='4'><b>ACME FOODS</b></td></tr>"
            b"<tr><td>4.6 03/15/30</td><td>+71</td><td>+67</td><td>5x5</td></tr>"
            b"<tr><td colspan='4'><b>GLOBEX BANK</b></td></tr>"
            b"<tr><td>4.85 01/22/29</td><td>+83</td><td>+79</td><td>5x3</td></tr>"
            b"</table></body></html>")
    assert accepted(extract(html, replace(ctx, filename="levels.html", content_type="text/html"))) == [
        ("ACME FOODS 4.6 2030-03-15", "spread", 71.0, 67.0, 5e6, 5e6),
        ("GLOBEX BANK 4.85 2029-01-22", "spread", 83.0, 79.0, 5e6, 3e6)]


def test_a_table_written_sideways_is_read_a_bond_per_column(ctx):
    # The fields down the first column, a bond per column: no row is a header, none names a bond.
    table = [["", "T 4 1/8 02/15/29", "T 4 3/8 05/15/34"],
             ["Bid", "100-06+", "99-27"],
             ["Offer", "100-07", "99-28"],
             ["Size (MM)", "100", "50"]]
    got = keyed(extract(corpus_docs.docx(["UST indications (32nds)"], [table]), replace(ctx, filename="ust.docx")))
    assert got == [("T 4.125 2029-02-15", "price", 100.203125, 100.21875, 1e8, 1e8),
                   ("T 4.375 2034-05-15", "price", 99.84375, 99.875, 5e7, 5e7)]
    # a side per row ("Bid | bond | level", then "Offer | ...") is no header down the first column
    sides = [["Bid", "T 4 1/8 02/15/29", "100-06+"], ["Offer", "T 4 1/8 02/15/29", "100-07"],
             ["Bid", "T 4 3/8 05/15/34", "99-27"], ["Offer", "T 4 3/8 05/15/34", "99-28"]]
    assert turned(sides) is None and turned(table) is not None
