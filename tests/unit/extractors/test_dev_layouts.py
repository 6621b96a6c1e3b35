"""Regressions for layouts first seen in a blind development set (issue 10): one test per kind."""

from extractors.grammar import Hints, parse_line
from extractors.lines import document_hints, scan_lines
from extractors.model import SourceContext
from extractors.registry import extract
from extractors.tabular import find_header


def _lines(text: str):
    return scan_lines(((f"line {n}", ln) for n, ln in enumerate(text.splitlines(), 1)), Hints(), SourceContext())


def _run(text: str):
    """The lines read with what the whole text says of them (its sizes stated once among them)."""
    return scan_lines(((f"line {n}", ln) for n, ln in enumerate(text.splitlines(), 1)), document_hints(text),
                      SourceContext())


def test_a_header_whose_first_column_names_the_section_reads_its_columns():
    # "AGENCY BULLETS  SPRD  PRICE": a row with no spread ("--") kept its price as a spread.
    text = ("AGENCY BULLETS             SPRD      PRICE             SIZE\n"
            "FFCB 3.95 09/21/29         +11/+8    99.785/99.882     5mm\n"
            "FNMA 0 11/15/30 STRIP     --         85.210/85.395     2mm\n")
    got = {(q.ticker, q.quote_type, q.bid, q.ask, q.asset_class) for q in _lines(text)}
    assert got == {("FFCB", "spread", 11.0, 8.0, "agency"), ("FFCB", "price", 99.785, 99.882, "agency"),
                   ("FNMA", "price", 85.21, 85.395, "agency")}


def test_a_lone_bid_offer_pair_after_sided_spread_columns_is_another_measure():
    header = find_header(["CUSIP", "Issuer", "Bid Spd", "Offer Spd", "Bid", "Offer", "Size"])
    assert header is not None
    assert header.roles[4] == "bid" and header.roles[5] == "ask"
    # ... while a lone "Ask" still completes the measure named beside it.
    header = find_header(["Bond", "G-Spread (bp) Bid", "Ask", "Size"])
    assert header is not None and header.roles[2].startswith("ask:")


def test_an_html_table_with_spread_and_price_pairs_gives_both_measures():
    html = (b"<table><tr><th>CUSIP</th><th>Issuer</th><th>Cpn</th><th>Maturity</th><th>Bid Spd</th>"
            b"<th>Offer Spd</th><th>Bid</th><th>Offer</th><th>Size</th></tr><tr><td>3133ERKP5</td><td>FFCB</td>"
            b"<td>4.02</td><td>11/04/2030</td><td>+9</td><td>+6</td><td>99.870</td><td>100.005</td><td>10MM</td>"
            b"</tr></table>")
    quotes = extract(html, SourceContext(filename="run.html")).quotes
    assert {(q.quote_type, q.bid, q.ask) for q in quotes} == {("spread", 9.0, 6.0), ("price", 99.87, 100.005)}


def test_a_chat_same_tenor_without_in_takes_the_previous_instrument():
    text = ("08:04:10 Nils Achterberg (PELLWORTH): BRQN 5y 182/190 10x10\n"
            "08:04:18 Nils Achterberg (PELLWORTH): same 7y 205/214\n")
    assert [q.description for q in _lines(text)] == ["BRQN 5Y", "BRQN 7Y"]


def test_a_second_measure_in_brackets_with_percent_signs_is_the_yield():
    line = "EGYPT 7.625 05/29/32 - our market 94.10 / 94.60 (8.98% / 8.88%), 2mm each way."
    assert [(d.quote_type, d.bid, d.ask) for d in parse_line(line, Hints())] == [
        ("price", 94.1, 94.6), ("yield", 8.98, 8.88)]


def test_a_month_year_after_a_loan_margin_is_its_maturity_never_a_pair():
    # Stored as 12/28 and 4/31 before (in review, but the real level was lost).
    drafts = parse_line("Seller: Okara Utilities TLA S+200 12/28 at 100.125 in 10mm", Hints())
    assert [(d.instrument, d.bid, d.ask, d.ask_size) for d in drafts] == [
        ("Okara Utilities TLA S+200 12/28", None, 100.125, 10_000_000.0)]
    assert parse_line("Buyer: Condor Rail TLB S+300 4/31 - no level, indicate", Hints()) == []


def test_a_note_declaring_sizes_gives_them_to_the_quotes_without_one():
    from extractors.notes import run_sizes

    text = ("Ticker  Tenor  Bid  Ask\n"
            "BRQN    5Y     182  190\n"
            "ITRX EUR MAIN S46 5Y  53.25/53.75\n"
            "VSTRA 5y 64/68 5x5\n"
            "Sizes: EUR 10mm single names, 50mm indices unless agreed.\n")
    got = {q.description: (q.bid_size, q.ask_size) for q in _run(text)}
    assert got == {"BRQN 5Y": (10e6, 10e6), "ITRX EUR MAIN S46 5Y": (50e6, 50e6), "VSTRA 5Y": (5e6, 5e6)}
    # A remark on sizes is no size: a range, or no colon declaring it.
    assert run_sizes("Sizes 2-5mm on the sovs, call for bigger.") is None
    assert run_sizes("Size: 2-5mm") is None


def test_a_curve_grid_gives_one_quote_per_tenor_with_the_headings_size():
    # blind4 dev: a CDS curve PDF, a column per tenor, the size only in the heading's brackets.
    text = ("ASHGROVE PRYCE - NA SINGLE NAME CDS (bps, USD 5mm) - 18-Nov-2026\n"
            "Reference Entity             1Y               3Y               5Y\n"
            "KORVAN                                  31/37            58/64            88/93\n"
            "HARWYK   FIN                            40/48            77/84          112/119\n")
    got = [(q.description, q.quote_type, q.bid, q.ask, q.bid_size) for q in _run(text)]
    assert got == [("KORVAN 1Y", "spread", 31.0, 37.0, 5e6), ("KORVAN 3Y", "spread", 58.0, 64.0, 5e6),
                   ("KORVAN 5Y", "spread", 88.0, 93.0, 5e6), ("HARWYK FIN 1Y", "spread", 40.0, 48.0, 5e6),
                   ("HARWYK FIN 3Y", "spread", 77.0, 84.0, 5e6), ("HARWYK FIN 5Y", "spread", 112.0, 119.0, 5e6)]


def test_a_heading_size_needs_a_unit_or_currency_and_no_levels_beside_it():
    from extractors.notes import RunSizes, run_sizes

    assert run_sizes("NA SINGLE NAME CDS (bps, USD 5mm) - 18-Nov-2026") == RunSizes(default=(5e6, 5e6))
    assert run_sizes("offer 104.5 (500k)") is None
    assert run_sizes("XS1234567890 99/99.5 (USD 2mm)") is None
    assert run_sizes("EM run (USD, 2-5mm)") is None


def test_a_header_of_single_spaces_laid_apart_joins_each_side_with_its_measure():
    # blind6 dev: a PDF laid "Bid Px Ask Px Bid Y Ask Y" out as "Bid Px", "Ask", "Px", "Bid Y", "Ask", "Y":
    # the price's offer and the yield's bid were lost and the row went to review.
    text = ("          Bond                               ISIN                Bid Px     Ask  Px    Bid Y    Ask  Y   "
            "Prv Close\n"
            "          BRAZIL  6.125 03/15/34             US105756CE88             97.85      98.35      6.42     6.35"
            "       97.60\n")
    got = extract(text.encode(), SourceContext(filename="run.txt")).quotes
    assert sorted((q.quote_type, q.bid, q.ask) for q in got) == [("price", 97.85, 98.35), ("yield", 6.42, 6.35)]
    assert all(q.review_reason is None for q in got)


def test_a_section_header_naming_only_levels_keeps_the_name_columns_above():
    # "** HIGH YIELD **" then a header of levels only, standing right of "SECURITY  CUSIP" above.
    text = ("SECURITY                       CUSIP         BID PX   ASK PX   BID SPRD   ASK SPRD\n"
            "** INVESTMENT GRADE **\n"
            "WENLOCK FOODS 4.60 03/15/31    95052QAB1     99.42    99.71    +112       +106\n"
            "** HIGH YIELD **\n"
            "                                             BID PX   ASK PX   BID YTW    ASK YTW\n"
            "TADLOW HLTH 9.00 08/01/29      87344PAD3     88.50    89.75    13.62      13.06\n")
    got = {(q.description.split()[0], q.quote_type, q.bid, q.ask, q.asset_class) for q in _lines(text)}
    assert got == {("WENLOCK", "price", 99.42, 99.71, "corporate"), ("WENLOCK", "spread", 112.0, 106.0, "corporate"),
                   ("TADLOW", "price", 88.5, 89.75, "corporate"), ("TADLOW", "yield", 13.62, 13.06, "corporate")}


def test_a_heading_laid_apart_is_no_header_of_levels():
    # "HIGH   YIELD   (px)" centred over the levels: three cells right of the name columns, no header.
    text = ("INVESTMENT GRADE (sprd)\n"
            "Issuer         Cpn    Mat      Bid    Ask\n"
            "WENLOCK FOODS  4.6    03/31    104    99\n"
            "                                HIGH   YIELD   (px)\n"
            "Issuer         Cpn    Mat      Bid    Ask\n"
            "TADLOW MEDIA   8.25   06/30    98.25  99\n")
    assert {(q.description.split()[0], q.quote_type) for q in _lines(text)} == {
        ("WENLOCK", "spread"), ("TADLOW", "price")}


def test_an_export_maturity_written_year_month_day_run_together():
    csv = b"Ticker,Cpn,Maturity,BidPx,AskPx\nT,4.125,20301130,100.171875,100.1875\n"
    quotes = extract(csv, SourceContext(filename="monitor.csv")).quotes
    assert [(q.instrument_key, q.bid, q.ask) for q in quotes] == [("T 4.125 2030-11-30", 100.171875, 100.1875)]


def test_a_series_number_in_a_muni_name_is_no_coupon():
    line = "WISCONSIN ST TRANSN REV SER 1 4.000 07/01/43     3.98 / 3.90"
    drafts = parse_line(line, Hints(quote_type="yield"))
    assert [(d.coupon, d.bid, d.ask) for d in drafts] == [(4.0, 3.98, 3.9)]


def test_levels_written_in_capitals_into_the_quoted_mail_are_the_dealers():
    body = ("Hi - my answers in CAPS below. Agencies 5mm per side unless shown.\n"
            "\n"
            "From: A Client <pm@client-am.example>\n"
            "Sent: Tuesday, March 9, 2027 8:40 AM\n"
            "Subject: levels\n"
            "\n"
            "FHLB 4 1/4 06/31 - we mark it 99-30, where are you?\n"
            "    T+14 / T+11, PX 100-02 / 100-06\n"
            "FFCB 4.4 09/33 - we'd pay T+24 for 10mm\n"
            "    CAN'T DO 24. OFFER T+19, 3MM\n"
            "TVA 5 1/4 2036 - anything there?\n"
            "    NO AXE\n")
    from extractors.body import extract_text
    got = {(q.ticker, q.quote_type, q.bid, q.ask, q.ask_size) for q in extract_text(body, SourceContext()).quotes}
    assert got == {("FHLB", "spread", 14.0, 11.0, 5e6), ("FHLB", "price", 100.0625, 100.1875, 5e6),
                   ("FFCB", "spread", None, 19.0, 3e6)}
    # Without the words saying so, the quoted mail is the client's and quotes nothing.
    assert extract_text(body.replace("in CAPS below", "below"), SourceContext()).quotes == ()


def test_a_yield_pair_in_brackets_with_its_measure_after_it():
    drafts = parse_line("T 4 1/8 02/15/37  99-16+ / 99-17  (4.185 / 4.183 YLD)", Hints())
    assert [(d.quote_type, d.bid, d.ask) for d in drafts] == [("price", 99.515625, 99.53125), ("yield", 4.185, 4.183)]


def _html_quotes(rows: list[list[str]]):
    html = "<table>" + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows) + "</table>"
    return extract(html.encode(), SourceContext(filename="sheet.html")).quotes


def test_a_muni_side_cell_holding_its_yield_and_price_to_call():
    quotes = _html_quotes([["CUSIP", "Issuer", "Cpn", "Maturity", "Par (000)", "Bid", "Offer"],
                           ["13063DAB4", "CALIFORNIA ST GO", "5.000", "09/01/2042", "1,000",
                            "3.31% / 112.432 to call", "3.25% / 112.906 to call"],
                           ["544351AC3", "LOS ANGELES CA WTR", "4.000", "07/01/2039", "500", "-", "3.82% / 103.328c"]])
    got = {(q.cusip, q.quote_type, q.bid, q.ask) for q in quotes}
    assert got == {("13063DAB4", "yield", 3.31, 3.25), ("13063DAB4", "price", 112.432, 112.906),
                   ("544351AC3", "yield", None, 3.82), ("544351AC3", "price", None, 103.328)}


def test_a_side_column_named_with_its_two_measures_in_brackets():
    quotes = _html_quotes([["CUSIP", "Issuer", "Cpn", "Maturity", "Bid (Yld / Px)", "Offer (Yld / Px)"],
                           ["13063DAB4", "CALIFORNIA ST GO", "5.000", "09/01/2042", "3.31% / 112.432c",
                            "3.25% / 112.906c"]])
    assert {(q.quote_type, q.bid, q.ask) for q in quotes} == {("yield", 3.31, 3.25), ("price", 112.432, 112.906)}


def test_a_margin_over_sofr_in_a_spread_cell_is_a_discount_margin():
    quotes = _html_quotes([["CUSIP", "Deal / Class", "WAL", "Spread Bid", "Spread Ofr", "Px Bid", "Px Ofr"],
                           ["55818YAC5", "MARLOW CLO 2025-2 A", "5.1", "SOFR+127", "SOFR+121", "100.06", "100.15"]])
    assert {(q.quote_type, q.bid, q.ask) for q in quotes} == {("dm", 127.0, 121.0), ("price", 100.06, 100.15)}


def test_a_section_label_column_whose_bracket_holds_digits():
    # "UST (px in 32nds)": the first column named after its section, a bracket with digits in it.
    text = ("UST (px in 32nds)             Bid           Ask            Bid Yld   Ask Yld\n"
            " 2Y  T 3 7/8 03/31/29         99-30¼        99-30¾         3.904     3.896\n")
    got = {(q.quote_type, q.bid, q.ask) for q in _lines(text)}
    assert got == {("price", 99 + 30.25 / 32, 99 + 30.75 / 32), ("yield", 3.904, 3.896)}


def test_an_agency_floater_is_no_loan_and_a_bracketed_remark_no_part_of_a_name():
    drafts = parse_line("FHLB SOFR+12 06/03/28   11.5 / 10", Hints(quote_type="dm"))
    assert [(d.asset_class, d.quote_type, d.bid, d.ask) for d in drafts] == [("agency", "dm", 11.5, 10.0)]
    (zero,) = [d for d in parse_line("FNMA 0 11/15/30 (zero)   86.99 / 87.12", Hints())]
    assert zero.instrument is None and zero.coupon == 0 and zero.bid == 86.99


def test_a_muni_sheet_showing_yields_to_call_and_to_maturity_takes_the_lower():
    # The yield to worst is the one the price is struck to: to the call at a premium, to maturity at a discount.
    quotes = _html_quotes([["SECONDARY MUNICIPAL OFFERINGS"],
                           ["CUSIP", "Description", "Cpn", "Maturity", "Par ($M)", "YTC", "YTM", "Price"],
                           ["13063DAB4", "CALIFORNIA ST GO", "5.000", "09/01/2042", "500", "3.41", "4.77", "102.306"],
                           ["544351AC3", "LOS ANGELES CA WTR", "4.000", "07/01/2046", "750", "4.65", "4.18", "97.656"],
                           ["12345AAB2", "BERKELEY CA GO", "3.000", "07/01/2036", "250", "n/a", "4.12", "85.599"]])
    got = {(q.cusip, q.quote_type, q.bid, q.ask, q.review_reason) for q in quotes}
    assert got == {("13063DAB4", "yield", None, 3.41, None), ("13063DAB4", "price", None, 102.306, None),
                   ("544351AC3", "yield", None, 4.18, None), ("544351AC3", "price", None, 97.656, None),
                   ("12345AAB2", "yield", None, 4.12, None), ("12345AAB2", "price", None, 85.599, None)}


def test_an_offering_title_beats_a_bid_list_in_a_footnote():
    text = ("SECONDARY MUNICIPAL OFFERINGS\n" + "MMD 10y 2.94 30y 3.71\n" * 3
            + "* Indicative - bonds on a bid list this morning. Tax status per the official statement.\n")
    hints = document_hints(text)
    assert hints.offerings


def test_a_kicker_column_names_a_muni_sheet_whose_amounts_are_thousands():
    text = ("MORDALE & CO.            MUNICIPAL SECONDARY OFFERINGS\n"
            "CUSIP      MATURITY    S/T      CPN   AMT(M)   YIELD     PRICE  KICKER   CONC\n"
            "MASSACHUSETTS ST GO CONS LN OF 2021 SER C\n"
            "61593GBJ7  11/01/2033  SER    5.000      500    3.02   107.408    3.62  0.250\n")
    got = [(q.asset_class, q.quote_type, q.bid, q.ask, q.ask_size, q.review_reason) for q in _run(text)]
    assert sorted(got) == [("muni", "price", None, 107.408, 500e3, None), ("muni", "yield", None, 3.02, 500e3, None)]


def test_a_sentence_under_the_header_says_what_its_bare_columns_hold():
    text = ("ISIN           Issuer  Cpn    Maturity     Bid    Ask    Bid Px    Ask Px    Size1\n"
            "EUR SSA - levels are spread to mid-swaps in bp; prices clean\n"
            "XS2621856009   EIB     2.750  15/01/2031    -2     -5    101.331   101.418   25\n"
            "USD SSA - levels are spread to the interpolated UST curve in bp\n"
            "US4590581116   IBRD    4.250  15/03/2032   +28    +25     99.855    99.977   10\n"
            "1 Sizes in millions.\n")
    got = {(q.isin, q.quote_type, q.bid, q.ask, q.bid_size) for q in _run(text) if q.quote_type != "price"}
    # "Size1": the column's name with a footnote's number raised on it.
    assert got == {("XS2621856009", "i_spread", -2.0, -5.0, 25e6), ("US4590581116", "spread", 28.0, 25.0, 10e6)}


def test_a_numbered_side_column_is_no_footnoted_one():
    header = find_header(["isin", "name", "bid", "ask", "bid2", "ask2", "size"])
    assert header is not None and 4 not in header.roles and 5 not in header.roles


def test_a_report_header_naming_its_columns_one_space_apart():
    text = ("CUSIP     ISSUER CPN    MATURITY   TYPE CALL PX BID YTW OFR YTW  BID PX   OFR PX\n"
            "3130A8PA5 FHLB   5.000  12/21/2032 QTRLY 100.00  5.057   5.029  99.750   99.875\n")
    got = {(q.quote_type, q.bid, q.ask) for q in _lines(text)}
    assert got == {("yield", 5.057, 5.029), ("price", 99.75, 99.875)}


def test_a_callables_first_call_date_and_an_unavailable_side():
    drafts = parse_line("FHLB   5.05  12/20/32  NC 12/20/28 (Berm, @100)   99.74 / 99.96", Hints())
    assert [(d.instrument, d.coupon, d.bid, d.ask) for d in drafts] == [(None, 5.05, 99.74, 99.96)]
    drafts = parse_line("FHLMC  4 3/8  01/10/33  5Y     n/a / +20        -   / 100.558", Hints())
    assert {(d.quote_type, d.bid, d.ask, d.instrument) for d in drafts} == {
        ("spread", None, 20.0, None), ("price", None, 100.558, None)}


def test_tba_lines_under_settle_month_columns_quote_each_month():
    text = ("Px in 32nds. TBA 25mm per side.\n"
            "UMBS 30yr\n"
            "                   Jan bid / ask       Feb bid / ask   Jan/Feb drop\n"
            "FNCL 5.5         98-16+ / 98-17+       98-08 / 98-09           -08+\n"
            "UMBS 15yr\n"
            "FNCI 5             99-25 / 99-26       99-19 / 99-20            -06\n")
    got = {(q.description, q.bid, q.ask, q.bid_size) for q in _run(text)}
    assert got == {("FNCL 5.5 JAN", 98.515625, 98.546875, 25e6), ("FNCL 5.5 FEB", 98.25, 98.28125, 25e6),
                   ("FNCI 5 JAN", 99.78125, 99.8125, 25e6), ("FNCI 5 FEB", 99.59375, 99.625, 25e6)}


def test_a_loan_report_header_one_space_apart_and_its_numbers_run_together():
    # "OID MATURITY" and "OFFER PRIOR BID" are two and two columns; "99.50 06/31" two cells of the row.
    text = ("BORROWER          FACILITY SPREAD    FLR     OID MATURITY FAC($MM)      BID    OFFER PRIOR BID     CHG\n"
            "ARNSIDE SOFTWARE  TLB      S+325    0.50   99.50 06/31       1,250   99.375   99.750    99.250  +0.125\n")
    (q,) = _lines(text)
    assert (q.quote_type, q.bid, q.ask, q.review_reason) == ("price", 99.375, 99.75, None)
    assert "99.50" not in q.description


def test_a_muni_yield_flagged_to_call_or_maturity_and_a_kicker_beside_the_price():
    text = ("Cawley muni offerings. Par in $M.\n"
            "CUSIP        Par  Description                         Cpn  Mat       Call          YTW       Px\n"
            "799MDJX71   500  ILLINOIS ST GO SER 2023B          5.000  05/01/40  05/01/33    3.98c   104.99"
            "  (kicker 4.47)\n"
            "7284C0PE3   750  INDIANA FIN AUTH HOSP REV 2019A   4.000  11/01/44  11/01/29    4.22m    97.35\n")
    got = {(q.cusip, q.quote_type, q.ask) for q in _run(text) if q.review_reason is None}
    assert got == {("799MDJX71", "yield", 3.98), ("799MDJX71", "price", 104.99),
                   ("7284C0PE3", "yield", 4.22), ("7284C0PE3", "price", 97.35)}
