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
