import datetime as dt

import pytest

from extractors.grammar import Hints, parse_date, parse_line, section_hints

US = Hints()
EU = Hints(decimal_comma=True, day_first=True)


def one(line, hints=US):
    drafts = parse_line(line, hints)
    assert len(drafts) == 1, drafts
    return drafts[0]


def test_ig_spread_run():
    q = one("ACME 4.25 10/01/27  +68/+63  2x2  vs UST 10Y")
    assert (q.ticker, q.coupon, q.maturity) == ("ACME", 4.25, dt.date(2027, 10, 1))
    assert (q.quote_type, q.bid, q.ask, q.bid_size, q.ask_size) == ("spread", 68, 63, 2e6, 2e6)
    assert q.benchmark == "UST 10Y"


def test_hy_price_with_cusip():
    q = one("ACME 6 1/2 03/15/29 037833100  98.50/99.00  1MM x 2MM")
    assert (q.cusip, q.coupon, q.quote_type, q.bid, q.ask, q.ask_size) == ("037833100", 6.5, "price", 98.5, 99, 2e6)


def test_em_price_and_yield():
    price, yld = parse_line("BRAZIL 6 04/07/26  US0378331005  101.25/101.75  5.62/5.48", US)
    assert (price.quote_type, price.bid, yld.quote_type, yld.ask) == ("price", 101.25, "yield", 5.48)
    assert price.asset_class == "sovereign" and price.isin == "US0378331005"


@pytest.mark.parametrize(
    ("line", "bid", "ask"),
    [
        ("T 4 1/4 11/15/34  99-16+/99-17", 99 + 16.5 / 32, 99 + 17 / 32),
        ("T 4.25 11/15/34  99-16 1/4 / 99-17", 99 + 16.25 / 32, 99 + 17 / 32),
        ("T 4.25 11/15/34  99 1/4 / 99 1/2", 99.25, 99.5),
    ],
)
def test_government_32nds_and_fractions(line, bid, ask):
    q = one(line)
    assert q.asset_class == "government" and q.currency == "USD"
    assert (q.bid, q.ask) == (pytest.approx(bid), pytest.approx(ask))


def test_loan():
    q = one("Borrower TLB (S+325) 6/29  99.125/99.625")
    assert (q.asset_class, q.instrument, q.bid, q.ask) == ("loan", "Borrower TLB (S+325) 6/29", 99.125, 99.625)


@pytest.mark.parametrize(
    ("line", "instrument", "tenor", "kind"),
    [
        ("FORD 5Y 245/255", "FORD", "5Y", "spread"),
        ("CDX IG 45 5Y 52.5/53", "CDX IG 45", "5Y", "spread"),
        ("CDX HY 45 5Y 106.25/106.375", "CDX HY 45", "5Y", "price"),
    ],
)
def test_cds(line, instrument, tenor, kind):
    q = one(line)
    assert (q.asset_class, q.instrument, q.tenor, q.quote_type) == ("cds", instrument, tenor, kind)


def test_bwic_talk_and_clo_dm():
    q = one("OCT55 2021-1A D  2.5MM  PX TALK 97.50")
    assert (q.asset_class, q.quote_type, q.bid, q.ask, q.bid_size) == ("structured", "talk", 97.5, 97.5, 2.5e6)
    q = one("MAGNE 2019-3R E  DM 650/625")
    assert (q.quote_type, q.bid, q.ask) == ("dm", 650, 625)  # docs/quotes.md: discount margin is its own measure


def test_muni_convert_preferred():
    assert one("NYC GO 5.000 08/01/35 037833100  YLD 3.45/3.40", Hints(asset_class="muni")).quote_type == "yield"
    assert one("ACME 2 05/15/27 CV  101.5/102.5").asset_class == "convertible"
    q = one("WAYNE 5.75 PFD SER A  25.10/25.20")
    assert (q.asset_class, q.instrument) == ("preferred", "WAYNE 5.75 PFD SER A")


@pytest.mark.parametrize(
    ("line", "bid", "ask"),
    [
        ("ACME 4.25 10/01/27  OFFERED 99.50", None, 99.5),
        ("ACME 4.25 10/01/27  99.50 offered", None, 99.5),
        ("ACME 4.25 10/01/27  99.25 bid only", 99.25, None),
        ("ACME 4.25 10/01/27  --/99.50", None, 99.5),
        ("ACME 4.25 10/01/27  BID 99.25", 99.25, None),
        ("ACME 4.25 10/01/27  99.25 / --", 99.25, None),
    ],
)
def test_one_sided(line, bid, ask):
    q = one(line)
    assert (q.bid, q.ask) == (bid, ask)


def test_one_sided_size_only_on_its_side():
    q = one("ACME 4.25 10/01/27  --/99.50  2MM")
    assert (q.bid_size, q.ask_size) == (None, 2e6)


def test_european_line():
    q = one("DBR 2,5 15.08.2046  DE0001102341  99,50 / 100,25  2 Mio", EU)
    assert (q.coupon, q.maturity, q.bid, q.ask, q.bid_size, q.currency) == (
        2.5,
        dt.date(2046, 8, 15),
        99.5,
        100.25,
        2e6,
        "EUR",
    )


@pytest.mark.parametrize(
    "line",
    [
        "Tel: +1 (212) 555-0142 | M: +1 917 555 0199",
        "383 Madison Avenue, 10th Floor, New York, NY 10179",
        "Ref: 2024/10/14-7781  Desk ID 443-1200",
        "Page 1/2",
        "Sent 10/14/2024 09:31 ET",
        "levels shown 1/2 hour old",
        "Suite 400/401",
        "Registered in England No. 1026167.",
        "ACME 4.25 10/01/27  2020/2021",
        "Distributed 14-Oct-2024 under MiFID II Art. 24(3); 5 1/2% of ...",
    ],
)
def test_noise_yields_nothing(line):
    assert parse_line(line, US) == []


def test_out_of_range_levels_are_dropped():
    assert parse_line("ACME 4.25 10/01/27  500/501", US) == []  # no price is 500
    assert parse_line("ACME 4.25 10/01/27  +9999/+9990", US) == []


def test_dates():
    assert parse_date("10/01/27") == dt.date(2027, 10, 1)
    assert parse_date("15/03/29") == dt.date(2029, 3, 15)  # cannot be US: read day first
    assert parse_date("01.10.2027") == dt.date(2027, 10, 1)
    assert parse_date("15-Mar-29") == dt.date(2029, 3, 15)
    assert parse_date("13/13/27") is None


def test_section_hints():
    h = section_hints("MUNIS - YIELDS", US)
    assert h is not None and (h.asset_class, h.quote_type) == ("muni", "yield")
    assert section_hints("ACME 4.25 10/01/27 +68/+63", US) is None


@pytest.mark.parametrize("line", ["US0378331005  101.25/101.75", "037833100  98.50 / 99.00  2MM"])
def test_identifier_alone_leaves_descriptive_fields_none(line):
    """Regression: a quote named by its ISIN or CUSIP alone had ``instrument == ""``."""
    q = one(line)
    assert (q.isin or q.cusip) and (q.instrument, q.ticker, q.coupon, q.maturity, q.tenor) == (None,) * 5


@pytest.mark.parametrize(
    ("line", "hints", "bid", "ask"),
    [
        ("WONKA 5.875 09/01/28   bid 95.25  offer 95.75", US, 95.25, 95.75),
        ("DBR 0 15.02.2031  Geld 88,45  Brief 88,60", EU, 88.45, 88.6),
        ("WONKA 5.875 09/01/28   offered 95.75  bid 95.25", US, 95.25, 95.75),
    ],
)
def test_bid_word_and_offer_word_make_one_two_sided_quote(line, hints, bid, ask):
    """Regression (handwritten corpus 07, 26): the ask leg was read as a yield and the line dropped."""
    q = one(line, hints)
    assert (q.quote_type, q.bid, q.ask) == ("price", bid, ask)


def test_bid_and_offer_words_keep_their_own_sizes():
    q = one("NAKATM 4.5 12/01/32  bid 2MM @ 93.75  offer 1MM @ 94.25")
    assert (q.bid, q.ask, q.bid_size, q.ask_size) == (93.75, 94.25, 2e6, 1e6)


@pytest.mark.parametrize(
    ("line", "hints", "bid", "ask"),
    [
        ("SPGB 3,45 30.07.2043  97,80 - 98,40", EU, 97.8, 98.4),
        ("ACME 6.5 03/15/29  99.50 - 100.25  2MM", US, 99.5, 100.25),
    ],
)
def test_spaced_dash_between_decimals_is_a_pair(line, hints, bid, ask):
    """Regression (handwritten corpus 27): ``97,80 - 98,40`` yielded nothing."""
    q = one(line, hints)
    assert (q.quote_type, q.bid, q.ask) == ("price", bid, ask)


def test_spaced_dash_leaves_32nds_and_dates_alone():
    q = one("T 4.25 11/15/34  99-16+/99-17")
    assert q.bid == pytest.approx(99 + 16.5 / 32)


def test_currency_inside_a_cds_index_name_stays_in_it():
    """Regression (handwritten corpus 28): ``ITRAXX EUR MAIN S42`` lost ``EUR`` from its name."""
    q = one("ITRAXX EUR MAIN S42 5Y  55/56")
    assert (q.instrument, q.tenor, q.currency, q.asset_class) == ("ITRAXX EUR MAIN S42", "5Y", "EUR", "cds")


def test_dash_pair_line_without_a_slash_reaches_the_grammar():
    """Regression (handwritten corpus 27): the quote-line pre-filter wanted a slash or a side word."""
    from extractors.body import extract_text
    from extractors.model import SourceContext

    result = extract_text("Livelli:\nSPGB 3,45 30.07.2043   97,80 - 98,40\n", SourceContext())
    assert [(q.bid, q.ask) for q in result.quotes] == [(97.8, 98.4)]


@pytest.mark.parametrize("line", ["Term SOFR 4.85/4.90 today", "3M Term SOFR 4.85/4.90", "Loan 99/100"])
def test_bare_term_or_loan_word_names_no_loan(line):
    """Regression (handwritten corpus 29): "Term SOFR 4.85/4.90" commentary became a loan quote."""
    assert parse_line(line, US) == []


@pytest.mark.parametrize(
    "line", ["Acme Holdings Term Loan B 6/29  99.25/99.75", "Acme Term Loan B  99/99.5", "Globex 2L Term Loan  95/96"]
)
def test_spelled_out_term_loans_still_are_loans(line):
    assert one(line).asset_class == "loan"


@pytest.mark.parametrize(
    "line",
    [
        "Q3 revenue up 5.5% in 2024, margins 10.5/11.2",
        "CPI 3.2% y/y in 2025 forecast 3.1/3.3",
        "Allocation: ACME 5.25% 2031 got 60/40",
    ],
)
def test_sentences_with_a_percent_and_a_year_are_not_quotes(line):
    """Regression (handwritten corpus 33): coupon + year named a "bond" inside prose."""
    assert parse_line(line, US) == []


def test_coupon_and_year_still_name_a_bond():
    q = one("ACME 5.25 2031   99.50/100.00   2MM")
    assert (q.ticker, q.coupon, q.maturity, q.maturity_precision) == ("ACME", 5.25, dt.date(2031, 1, 1), "year")
    assert (q.bid, q.ask, q.bid_size) == (99.5, 100.0, 2e6)


def test_the_at_before_the_levels_names_nothing():
    q = one("NYC GO 5s of 2040 @ 3.41/3.35  1mm")
    assert "@" not in (q.instrument or "") and (q.bid, q.ask) == (3.41, 3.35)


def test_a_unit_after_a_pair_names_that_pair_when_it_fits_it_and_not_the_next():
    yld, px = parse_line("NYC TFA 5 11/01/45  Aa1/AAA  1st call 11/01/31  3.98/3.92 yld  108.15/108.62  1MM",
                         Hints(asset_class="muni"))
    assert (yld.quote_type, yld.bid, yld.ask) == ("yield", 3.98, 3.92)
    assert (px.quote_type, px.bid, px.ask, px.ask_size) == ("price", 108.15, 108.62, 1e6)


def test_quarter_32nds_written_with_fraction_signs():
    q = one("T 3 7/8 11/30/27      99-25¼     99-25¾     50x50")
    assert (q.bid, q.ask) == (99 + 25.25 / 32, 99 + 25.75 / 32)


def test_an_identifier_in_square_brackets_at_the_end_of_the_line_keys_the_bond():
    px, yld = parse_line("COLOM 7.5 02/02/34    101.40/101.90   7.23/7.15   2x2  [US19532QBK40]", US)
    assert px.isin == yld.isin == "US19532QBK40"


@pytest.mark.parametrize(("line", "bid", "ask"), [
    ("ACME MEDIA TLB S+375   98 1/4 - 3/4", 98.25, 98.75),
    ("GLOBEX AVIATION TLB S+300   100 - 1/4", 100.0, 100.25),
    ("INITECH TLB S+400   99 7/8 - 1/8", 99.875, 100.125),
])
def test_handle_shorthand_the_offer_keeps_the_bids_handle(line, bid, ask):
    q = one(line)
    assert (q.quote_type, q.bid, q.ask) == ("price", bid, ask)


def test_a_size_for_each_side_written_after_its_level():
    q = one("ACME BK 5.2 07/15/31   +92 @ 5mm  /  +87 @ 3mm")
    assert (q.quote_type, q.bid, q.ask, q.bid_size, q.ask_size) == ("spread", 92, 87, 5e6, 3e6)


def test_yields_written_with_a_dash_beside_prices():
    px, yld = parse_line("* COLOM 7.5 34s  98.10 - 98.60  |  7.79% - 7.71%", US)
    assert (px.bid, px.ask, yld.quote_type, yld.bid, yld.ask) == (98.1, 98.6, "yield", 7.79, 7.71)


def test_a_benchmark_on_each_level_sofr_is_an_i_spread_a_loans_margin_stays_in_its_name():
    q = one("FHLB 4.125 12/10/29  SOFR+9 / SOFR+6")
    assert (q.quote_type, q.bid, q.ask) == ("i_spread", 9, 6)
    loan = one("ACME TLB SOFR+350 06/30 98.25/98.75")
    assert "SOFR+350" in loan.instrument and (loan.quote_type, loan.bid) == ("price", 98.25)


def test_footnote_markers_one_definition_for_lines_cells_and_names():
    from extractors.cells import cell_level
    from extractors.grammar import prepare

    assert prepare("ACME 5.5 03/32  99(A)/99.5(1)  (c)").split() == ["ACME", "5.5", "03/32", "99/99.5"]
    assert cell_level("3.91 (c)", US)[0] == 3.91 and cell_level("3.91(C)", US)[0] == 3.91


def test_a_dotted_capital_i_before_a_sign_is_no_measure_prefix_and_breaks_nothing():
    # re.IGNORECASE folds "İ" onto "i": the measure's table has ASCII keys only (a KeyError failed the mail).
    assert parse_line("ACME 5 03/15/30  İ+50/+45", US) is not None
