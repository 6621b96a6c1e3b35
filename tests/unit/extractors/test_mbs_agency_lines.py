"""Agency, MBS and SSA habits from blind21's development half (issue 10, session 25)."""

import corpus_docs

from extractors.chat import strip_chat_prefix
from extractors.crosscheck import cross_check
from extractors.grammar import Hints, parse_line
from extractors.lines import document_hints, scan_lines
from extractors.model import Quote, SourceContext
from extractors.registry import extract


def _run(text: str):
    return scan_lines(((f"line {n}", ln) for n, ln in enumerate(text.splitlines(), 1)), document_hints(text),
                      SourceContext())


def _levels(quotes) -> dict[tuple[str, str], tuple[float | None, float | None]]:
    return {(q.description, q.quote_type): (q.bid, q.ask) for q in quotes}


def test_a_negative_spread_written_against_mid_swaps_is_a_spread_over_swaps():
    html = (b"<table><tr><th>ISIN</th><th>Issuer</th><th>Cpn</th><th>Maturity</th><th>Bid</th><th>Ask</th>"
            b"<th>Bid Px</th><th>Ask Px</th></tr>"
            b"<tr><td>DE000A2GSFF1</td><td>KFW</td><td>2.5</td><td>12.03.2031</td><td>MS-8</td><td>MS-11</td>"
            b"<td>101.02</td><td>101.11</td></tr></table>")
    quotes = extract(html, SourceContext(filename="ssa.html")).quotes
    spread = [q for q in quotes if q.quote_type == "i_spread"]
    assert [(q.bid, q.ask, q.review_reason) for q in spread] == [(-8.0, -11.0, None)]
    assert all(q.review_reason is None for q in quotes)


def test_the_swap_benchmark_names_the_spread_not_the_price_pair_beside_it():
    drafts = parse_line("HALKIRK POWER 3.25 04/09/31    MS+92 / +86    99.95 / 100.17", Hints())
    assert [(d.quote_type, d.bid, d.ask) for d in drafts] == [("i_spread", 92.0, 86.0), ("price", 99.95, 100.17)]
    assert not any(d.flags for d in drafts)


def test_a_call_date_written_month_and_year_is_no_part_of_the_name():
    drafts = parse_line("FHLB 5.05 12/20/32 nc 12/28 5.12 / 5.07 ytm, 99.71 / 99.92, 5mm", Hints())
    assert {d.quote_type: d.instrument for d in drafts} == {"yield": None, "price": None}
    assert {(d.ticker, d.coupon) for d in drafts} == {("FHLB", 5.05)}


def test_a_cmo_class_type_in_brackets_is_a_remark():
    drafts = parse_line("FNR 2028-12 PB (SEQ 5.0, 3.9yr WAL) +131 / +124 vs curve, 97-30 / 98-02 in 2mm", Hints())
    assert {d.instrument for d in drafts} == {"FNR 2028-12 PB"}
    assert [(d.quote_type, d.bid, d.ask) for d in drafts] == [("spread", 131.0, 124.0), ("price", 97.9375, 98.0625)]


def test_a_message_going_on_with_and_names_no_bond_and():
    drafts = parse_line("and TVA 4.65 06/15/35 offered at +31 / 100.90 in 2mm", Hints())
    assert {(d.ticker, d.asset_class) for d in drafts} == {("TVA", "agency")}


def test_offer_only_before_two_measures_is_the_offer_of_each():
    drafts = parse_line("FFCB 5.18 12/13/35 NC 06/13/28 (Cont, @100)   offer only 5.21 / 99.81", Hints())
    assert [(d.quote_type, d.bid, d.ask) for d in drafts] == [("yield", None, 5.21), ("price", None, 99.81)]


def test_a_32nds_offer_ending_in_a_half_and_a_comma_is_still_read():
    drafts = parse_line("T 4 11/15/35 100-22+ / 100-23+, 25x25", Hints())
    assert [(d.bid, d.ask, d.bid_size) for d in drafts] == [(100.703125, 100.734375, 25e6)]


def test_two_tbas_on_one_chat_line_under_a_month_label():
    text = ("08:02:11  Ann Rowe, BRANSDALE SECURITIES L: TBA Feb: FNCL 5 96-30 / 96-31, G2SF 6 100-22+ / 100-23+,"
            " 20x20 both\n")
    quotes = _run(text)
    assert _levels(quotes) == {("FNCL 5 FEB", "price"): (96.9375, 96.96875),
                               ("G2SF 6 FEB", "price"): (100.703125, 100.734375)}
    assert {(q.bid_size, q.ask_size, q.dealer) for q in quotes} == {(20e6, 20e6, "bransdale")}


def test_a_firm_cut_after_a_company_form_is_the_firm():
    line = "13-Dec-2027 08:06:12  Alex Kirby, SHIPBOURNE CAPITAL M: FHLB 5.05 12/20/32 5.12 / 5.07"
    assert strip_chat_prefix(line)[1] == "shipbourne"


def test_a_par_column_run_into_the_cusip_by_one_space_is_the_size():
    text = ("CUSIP        Par  Description                                  Cpn  Mat       YTW       Px\n"
            "2064PTKG7 1,000  CHICAGO IL ARPT REV SR LIEN 2022A            5.250  01/01/45    4.06c   104.35"
            "  (kicker 4.87)\n")
    quotes = _run(text)
    assert {(q.quote_type, q.ask, q.ask_size) for q in quotes} >= {("price", 104.35, 1e6)}


def _workbook(rows) -> bytes:
    return corpus_docs.xlsx([("Sheet1", rows, False)])


def test_a_tba_sheets_settle_month_column_keys_each_tba():
    data = _workbook([["Product", "Cpn", "Settle", "Bid", "Ask", "Drop"],
                      ["FNCL", 5.5, "Jan", "98-17+", "98-18+", "-08+"],
                      ["FNCL", 5.5, "Feb", "98-09", "98-10", ""]])
    quotes = extract(data, SourceContext(filename="tba.xlsx")).quotes
    assert _levels(quotes) == {("FNCL 5.5 JAN", "price"): (98.546875, 98.578125),
                               ("FNCL 5.5 FEB", "price"): (98.28125, 98.3125)}


def test_a_settle_column_of_dates_keys_nothing():
    data = _workbook([["Security", "Cpn", "Maturity", "Settle", "Bid", "Ask"],
                      ["ACME", 4.25, "10/15/30", "12/15/27", 99.5, 99.75]])
    quotes = extract(data, SourceContext(filename="run.xlsx")).quotes
    assert [q.description for q in quotes] == ["ACME 4.25 2030-10-15"]


def _quote(location: str, bid, ask, quote_type: str = "price") -> Quote:
    return Quote(ticker=location, coupon=5.0, quote_type=quote_type, bid=bid, ask=ask, location=location)


def test_an_offer_only_price_column_in_the_next_table_of_a_sheet_is_no_lost_side():
    # Bullets quote price two-way; the callables three rows down have an offer price column only.
    quotes = [_quote("S!R6", 100.1, 100.2), _quote("S!R6", 7, 4, "spread"),
              _quote("S!R13", None, 99.9), _quote("S!R13", 5.17, 5.12, "yield")]
    assert [q.review_reason for q in cross_check(quotes)] == [None] * 4


def test_a_one_sided_price_among_two_way_rows_of_one_table_is_doubted():
    quotes = [_quote("S!R6", 100.1, 100.2), _quote("S!R7", None, 99.9), _quote("S!R7", 5.17, 5.12, "yield")]
    assert "one side" in (cross_check(quotes)[1].review_reason or "")


def test_a_pasted_speaker_with_the_time_on_its_own_line_names_the_dealer():
    text = ("Room copied below.\n\n"
            "Ian Geddes | Pitsligo & Co\n"
            "    09:16\n"
            "    munis: LOS ANGELES DWP 5s 7/1/49 c/7/1/34  3.95/3.88 yld  2mm\n"
            "\n"
            "Rosa Pitt | Penwortham Securities\n"
            "    09:21\n"
            "    T 3 7/8 04/30/30  100-02 1/4 / 100-02 3/4  50x50\n")
    got = {(q.description, q.asset_class, q.dealer) for q in _run(text)}
    assert got == {("LOS ANGELES DWP 5 2049-07-01", "muni", "pitsligo"),
                   ("T 3.875 2030-04-30", "government", "penwortham")}


def test_a_person_and_firm_line_without_a_time_under_it_names_no_speaker():
    text = "Credit Desk | Morning Run\nACME 4.25 10/15/30  99.50 / 99.75\n"
    assert [q.dealer for q in _run(text)] == [None]


def test_a_two_way_label_is_no_part_of_the_name():
    drafts = parse_line("TWO-WAY  Texas Water Dev Brd 4s of 2044:  3.95% / 3.88%,  500k each way", Hints())
    assert [(d.ticker, d.asset_class, d.bid, d.ask, d.bid_size) for d in drafts] == [
        ("TEXAS WATER DEV BRD", "muni", 3.95, 3.88, 5e5)]


def test_an_average_life_after_its_label_keeps_the_margin_before_it():
    drafts = parse_line("HALSEY PARK CLO 2021-1A B  AA  cpn S+175  WAL 3.2   DM 160/150   px 100.20/100.45", Hints())
    assert {d.instrument for d in drafts} == {"HALSEY PARK CLO 2021-1A B cpn"}
    assert [(d.quote_type, d.bid) for d in drafts] == [("dm", 160.0), ("price", 100.2)]


def test_a_call_price_after_the_call_year_stays_the_call_schedule():
    drafts = parse_line("NYC TFA FUT TAX SUB 5s of 2041 (341959A46)  c/31 @ 100   3.38 / 3.31 ytc   106.014 / 106.283",
                        Hints())
    assert [(d.quote_type, d.bid, d.ask) for d in drafts] == [("yield", 3.38, 3.31), ("price", 106.014, 106.283)]


def test_a_32nds_price_left_in_the_name_sends_the_row_to_review():
    # A column of another number between Bid and Ask shifts the row: "101-05" lands in the name column.
    quotes = cross_check([Quote(ticker="T", coupon=4.625, instrument="T 4.625 2057-02-15 101-05", quote_type="price",
                                bid=100.287, ask=101.203125, location="line 5")])
    assert "the name holds a level (101-05)" in (quotes[0].review_reason or "")


def test_a_deal_year_and_series_in_a_name_is_no_32nds_price():
    quotes = cross_check([Quote(ticker="FNR", instrument="FNR 2027-41 PA", asset_class="structured",
                                quote_type="price", bid=98.14, ask=98.27, location="line 9")])
    assert quotes[0].review_reason is None


def test_pool_speeds_reference_prices_and_pay_ups_are_known_columns():
    csv = (b"agency,pool_number,cusip,coupon,factor,cpr_1m,cpr_3m,tba_ref_px,payup_ticks,offer_px\n"
           b"FN,FS6712,3140XDPU4,5.5,0.91950,6.4,6.9,98.53125,23,99.25000\n")
    quotes = extract(csv, SourceContext(filename="pools.csv")).quotes
    assert [(q.quote_type, q.bid, q.ask, q.review_reason) for q in quotes] == [("price", None, 99.25, None)]
