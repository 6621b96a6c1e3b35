import datetime as dt
from dataclasses import replace

import corpus_docs
import pytest

from extractors.errors import DocumentError, UnsupportedContentType
from extractors.model import ExtractionLimits, SourceContext
from extractors.registry import extract, sniff

HEADER = ["Security", "CUSIP", "Bid", "Ask", "Size (MM)"]


def keyed(result):
    return sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.bid_size) for q in result.quotes)


def test_xlsx_header_anywhere_hidden_sheets_and_notes(ctx):
    rows = [
        ["HY run"],
        ["As of 10/14/2024"],
        [],
        HEADER,
        ["ACME 6.5 03/15/29", "037833100", 98.5, "99.00", 2],
        ["Note: indicative, call +1 212 555 0142"],
        [],
    ]
    hidden = [HEADER, ["GLOBX 5 01/01/30", "", 90.0, 91.0, 1]]
    eu = [["Wertpapier", "ISIN", "Geld", "Brief"], ["DBR 2,5 15.08.2046", "US0378331005", "99,50", "100,25"]]
    data = corpus_docs.xlsx([("HY", rows, False), ("old", hidden, True), ("EUR", eu, False)])
    result = extract(data, ctx)
    assert keyed(result) == [("037833100", "price", 98.5, 99.0, 2e6), ("US0378331005", "price", 99.5, 100.25, None)]
    assert {q.location for q in result.quotes} == {"HY!R5", "EUR!R2"}
    assert all(q.dealer == "acmebank" for q in result.quotes)


def test_xlsx_dates_as_dates(ctx):
    rows = [["Ticker", "Cpn", "Maturity", "Bid Px", "Ask Px"], ["ACME", 4.25, dt.datetime(2027, 10, 1), 99, 99.5]]  # noqa: DTZ001 - Excel dates are naive
    (q,) = extract(corpus_docs.xlsx([("Run", rows, False)]), ctx).quotes
    assert (q.ticker, q.coupon, q.maturity, q.bid) == ("ACME", 4.25, dt.date(2027, 10, 1), 99.0)


def test_xlsx_cells_read_as_openpyxl_gave_them(ctx):
    """calamine hands out floats and '' for empty cells; rows, raw text and locations stay as before."""
    rows = [[], [None, "Ticker", "Cpn", "Maturity", "Bid Px", "Ask Px", "Size"],
            [None, "ACME", 4.25, dt.date(2027, 10, 1), 99, 99.5, 2]]
    (q,) = extract(corpus_docs.xlsx([("Run", rows, False)]), ctx).quotes
    assert q.location == "Run!R3"
    assert q.raw == "| ACME | 4.25 | 2027-10-01 00:00:00 | 99 | 99.5 | 2"
    assert (q.maturity, q.bid, q.ask, q.bid_size) == (dt.date(2027, 10, 1), 99.0, 99.5, 2e6)


def test_xlsx_row_budget(ctx):
    rows = [["Ticker", "Cpn", "Maturity", "Bid Px", "Ask Px"]] + [["ACME", 4.25, "10/01/27", 99, 99.5]] * 5
    data = corpus_docs.xlsx([("Run", rows, False), ("Two", rows, False)])
    assert len(extract(data, ctx).quotes) == 10
    limited = SourceContext(limits=replace(ExtractionLimits(), xlsx_max_rows=8))
    result = extract(data, replace(ctx, limits=limited.limits))
    assert len(result.quotes) == 5 + 1 and [e.kind for e in result.errors] == ["limit"]


def test_csv_us_and_eu(ctx):
    us = corpus_docs.csv_bytes([["junk title"], HEADER, ["ACME 6.5 03/15/29", "037833100", "98.5", "99", "2"]], ",")
    assert keyed(extract(us, SourceContext(filename="run.csv"))) == [("037833100", "price", 98.5, 99.0, 2e6)]
    eu = corpus_docs.csv_bytes(
        [["Wertpapier", "Geld", "Brief"], ["DBR 2,5 15.08.2046", "99,5", "100,25"]], ";", "cp1252"
    )
    (q,) = extract(eu, SourceContext(filename="kurse.csv", content_type="text/csv")).quotes
    assert (q.bid, q.ask, q.location) == (99.5, 100.25, "row 2")


def test_docx_paragraphs_and_tables(ctx):
    data = corpus_docs.docx(
        ["Morning, levels:", "FORD 5Y 245/255", "Tel +1 212 555 0142"],
        [[["Security", "Bid", "Ask"], ["ACME 4.25 10/01/27", "+68", "+63"]]],
    )
    assert keyed(extract(data, ctx)) == [
        ("ACME 4.25 2027-10-01", "spread", 68.0, 63.0, None),
        ("FORD 5Y", "spread", 245.0, 255.0, None),
    ]


def test_pdf_text_and_ruled_tables_over_pages(ctx):
    pages = [
        ["HY run", "Security             CUSIP       Bid     Ask", "ACME 6.5 03/15/29    037833100   98.50   99.00"],
        ["CDS", "FORD 5Y 245/255"],
    ]
    ruled = [[], [["Security", "Bid", "Ask"], ["ACME 4.25 10/01/27", "99.25", "99.75"]]]
    result = extract(corpus_docs.pdf(pages, ruled), ctx)
    assert keyed(result) == [
        ("037833100", "price", 98.5, 99.0, None),
        ("ACME 4.25 2027-10-01", "price", 99.25, 99.75, None),
        ("FORD 5Y", "spread", 245.0, 255.0, None),
    ]
    assert {q.location for q in result.quotes} == {"page 1 line 3", "page 2 line 2", "page 2 table 1 row 2"}


def test_html_attachment_table(ctx):
    html = (
        b"<html><body><table><tr><th>Reference Entity</th><th>Tenor</th><th>Bid</th><th>Ask</th></tr>"
        b"<tr><td>FORD</td><td>5Y</td><td>245</td><td>255</td></tr></table></body></html>"
    )
    (q,) = extract(html, ctx).quotes
    assert (q.instrument_key, q.location) == ("FORD 5Y", "table 1 row 2")


def test_sniff_bytes_before_header_and_name():
    pdf = corpus_docs.pdf([["x"]])
    assert sniff(pdf, "application/octet-stream", "run.dat").name == "pdf"
    xlsx = corpus_docs.xlsx([("a", [["x"]], False)])
    assert sniff(xlsx, "application/octet-stream", "noname").name == "xlsx"
    assert sniff(b"a,b\n1,2\n", "text/csv", None).name == "csv"
    assert sniff(b"From: a@b.com\nSubject: x\n\nbody", None, "x.txt").name == "eml"
    with pytest.raises(UnsupportedContentType):
        sniff(b"\x00\x01binary", "application/x-foo", "x.bin")


def test_images_are_ignored_not_errors(ctx):
    assert extract(b"\x89PNG\r\n\x1a\nxxxx", ctx).quotes == ()


def test_ole_documents_are_document_errors(ctx):
    with pytest.raises(DocumentError):
        extract(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600, SourceContext(filename="run.xlsx"))


def test_pdf_fast_chars_group_into_the_words_pdfplumber_gives():
    """page_chars skips pdfplumber's full object model: the words must come out exactly the same."""
    import io

    import pdfplumber
    from pdfplumber.utils import extract_words

    from extractors.pdf import page_chars

    text = ["Security        CUSIP       Bid     Ask", "ACME 6.5 03/15/29  037833100  98-16+  99 1/4  2MM x 3MM"]
    data = corpus_docs.pdf([text, text], [[], [["Security", "Bid", "Ask"], ["ACME 6.5 03/15/29", "98.5", "99"]]])
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        plain, ruled = pdf.pages
        chars, has_rules = page_chars(plain)
        assert not has_rules and chars
        assert extract_words(chars, use_text_flow=False) == plain.extract_words(use_text_flow=False)
        assert page_chars(ruled)[1]


def test_pdf_text_only_pages_skip_the_layout_with_the_same_characters(monkeypatch):
    """A page that draws nothing is read straight from pdfminer's interpreter (pdftext); its characters
    must be exactly those the layout pass gives, and a page that draws (a ruled table) is left to it."""
    import io

    import pdfplumber

    from extractors import pdf as pdf_module
    from extractors.pdftext import text_only_chars

    text = ["Security        CUSIP       Bid     Ask", "ACME 6.5 03/15/29  037833100  98-16+  99 1/4  2MM x 3MM"]
    data = corpus_docs.pdf([text, text], [[], [["Security", "Bid", "Ask"], ["ACME 6.5 03/15/29", "98.5", "99"]]])
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        plain, ruled = pdf.pages
        fast = text_only_chars(plain)
        assert text_only_chars(ruled) is None
        monkeypatch.setattr(pdf_module, "text_only_chars", lambda page: None)
        assert fast == pdf_module.page_chars(plain)[0]
        assert any(char["text"] == "+" for char in fast)


def test_pdf_table_cells_are_pdfplumbers_extract():
    """table_cells finds each row's characters by bisection; the cells must be table.extract()'s."""
    import io

    import pdfplumber

    from extractors.pdftext import table_cells

    table = [["Security", "CUSIP", "Bid", "Ask"], ["ACME 6.5 03/15/29", "037833100", "98.5", "99"],
             ["", "BOLT 4 1/8 01/31", "", "101-16+"], ["ZED 7 02/28/33", "", "88.125", ""]]
    data = corpus_docs.pdf([["Offering sheet, page 1"]], [table])
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        (page,) = pdf.pages
        (found,) = page.find_tables()
        assert table_cells(found, page.chars) == found.extract()
        assert table_cells(found, page.chars)[2][3] == "101-16+"


def test_pdf_out_of_memory_inside_pdfminer_stays_a_memory_error(monkeypatch):
    """Regression: pdfplumber wraps pdfminer's MemoryError in PdfminerException, which reached the
    parent as a DocumentError ("PdfminerException: ") instead of the memory limit."""
    from pdfplumber.utils.exceptions import PdfminerException

    from extractors import pdf as pdf_module

    def starved(page):
        raise PdfminerException(MemoryError())

    monkeypatch.setattr(pdf_module, "page_chars", starved)
    with pytest.raises(MemoryError):
        pdf_module.read_pages(corpus_docs.pdf([["x"]]), 10)
