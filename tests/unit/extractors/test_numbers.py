import pytest

from extractors.numbers import (
    detect_decimal_comma,
    parse_32nds,
    parse_decimal,
    parse_fraction,
    parse_price,
    parse_size,
    parse_size_pair,
)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("99-16", 99.5),
        ("99-16+", 99 + 16.5 / 32),
        ("99-16 1/4", 99 + 16.25 / 32),
        ("99-162", 99 + 16.25 / 32),
        ("99-166", 99 + 16.75 / 32),
        ("101-00", 101.0),
        ("99-31+", 99 + 31.5 / 32),
    ],
)
def test_32nds(text, value):
    assert parse_32nds(text) == pytest.approx(value)


@pytest.mark.parametrize("text", ["99-32", "99-1", "99-16 1/3", "99.16", "abc", "555-0100"])
def test_not_32nds(text):
    assert parse_32nds(text) is None


@pytest.mark.parametrize(("text", "value"), [("99 1/4", 99.25), ("99 7/8", 99.875), ("100 1/2", 100.5), ("99¼", 99.25)])
def test_fractions(text, value):
    assert parse_fraction(text) == value


@pytest.mark.parametrize("text", ["99 1/3", "99 4/4", "99 0/8", "1/4"])
def test_not_fractions(text):
    assert parse_fraction(text) is None


def test_decimal_commas():
    assert parse_decimal("99,50", decimal_comma=True) == 99.5
    assert parse_decimal("1.234,5", decimal_comma=True) == 1234.5
    assert parse_decimal("1,234.5") == 1234.5
    assert parse_decimal("99.50", decimal_comma=True) is None  # in a comma locale a dot groups thousands
    assert parse_decimal("+68") == 68.0
    assert parse_decimal("-2.25") == -2.25
    assert parse_price("99,125", decimal_comma=True) == 99.125


def test_locale_detection():
    assert detect_decimal_comma("DBR 2,5 15.08.2046 99,50 / 100,25")
    assert detect_decimal_comma("Wertpapier  Geld  Brief")
    assert not detect_decimal_comma("ACME 4.25 10/01/27 99.50/100.25 size 1,000,000")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2MM", 2e6),
        ("500K", 5e5),
        ("2 Mio", 2e6),
        ("2Mio", 2e6),
        ("1.5MM", 1.5e6),
        ("2M", 2e6),
        ("250M", 2.5e5),
        ("1BN", 1e9),
        ("5", 5e6),
        ("0", None),
        ("x", None),
    ],
)
def test_sizes(text, value):
    assert parse_size(text) == value


def test_size_pairs():
    assert parse_size_pair("5x3") == (5e6, 3e6)
    assert parse_size_pair("2MM x 2MM") == (2e6, 2e6)
    assert parse_size_pair("500K") == (5e5, 5e5)
    assert parse_size_pair("12") is None  # a bare number is not a size outside a size column
