"""A size a run states once for all its quotes (issue 10): one table of statements in notes.py, one
function giving the sizes, and every format (text, HTML, DOCX, PDF) giving them the same way."""

import sys
from pathlib import Path

import pytest

from extractors.model import Quote, SourceContext
from extractors.notes import RunSizes, apply_run_sizes, run_sizes
from extractors.registry import extract

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "corpus"))
import corpus_docs  # noqa: E402

MM = 1e6


@pytest.mark.parametrize(("text", "sizes"), [
    ("Sizes: EUR 10mm single names, 50mm indices unless agreed.",
     RunSizes(index=(50 * MM, 50 * MM), single=(10 * MM, 10 * MM))),
    ("* Notional: 5mm", RunSizes(default=(5 * MM, 5 * MM))),
    ("NA SINGLE NAME CDS (bps, USD 5mm) - 18-Nov-2026", RunSizes(default=(5 * MM, 5 * MM))),
    ("Gilt run. Sizes: GBP 25mm.", RunSizes(default=(25 * MM, 25 * MM))),
    ("All sizes 5x5 unless stated", RunSizes(default=(5 * MM, 5 * MM))),
    ("SINGLE NAMES (bps, 5x10 unless stated)", RunSizes(default=(5 * MM, 10 * MM))),
    ("montos de USD 4 millones por lado", RunSizes(default=(4 * MM, 4 * MM))),
    ("Bid sizes 1MM, offers 2MM", RunSizes(default=(1 * MM, 2 * MM))),
    ("EUR 500k per side", RunSizes(default=(0.5 * MM, 0.5 * MM))),
])
def test_every_way_a_run_states_its_sizes(text, sizes):
    assert run_sizes(text) == sizes
    assert run_sizes(f"Morning,\n\n{text}\n\nGLOBEX 5Y 88/93\n") == sizes  # anywhere in the document


@pytest.mark.parametrize("text", [
    "Sizes 2-5mm on the sovs, call for bigger.",  # a range, and no colon declaring it
    "Size: 2-5mm",
    "ACME 5 30s our market 94.10 / 94.60, 2mm each way",  # sizes that one quote only
    "XS1234567890 99/99.5 (USD 2mm)",
    "offer 104.5 (500k)",
    "Refunding sizes unchanged.",
    "Sizes: 5mm.\nSizes 10mm unless noted",  # two different sizes for the same quotes: neither
    "Sizes: 50k",  # no run's notional
])
def test_what_states_no_size_for_the_run(text):
    assert run_sizes(text) is None


def test_a_kind_stated_twice_differently_gets_neither_and_the_others_keep_theirs():
    text = "Sizes: 10mm single names, 50mm indices\nSizes: 25mm indices"
    assert run_sizes(text) == RunSizes(single=(10 * MM, 10 * MM))


def _quote(description: str, asset_class: str, bid: float | None, ask: float | None,
           size: float | None = None) -> Quote:
    return Quote(instrument=description, asset_class=asset_class, bid=bid, ask=ask, bid_size=size, ask_size=size)


def test_a_size_on_the_row_wins_and_a_one_sided_quote_is_sized_on_its_side():
    sizes = RunSizes(index=(50 * MM, 50 * MM), single=(10 * MM, 10 * MM), default=(2 * MM, 3 * MM))
    quotes = [_quote("ITRX EUR MAIN S46 5Y", "cds", 53.25, 53.75), _quote("GLOBEX 5Y", "cds", 88, 93),
              _quote("VSTRA 5Y", "cds", 64, 68, 5 * MM), _quote("ACME 4.5 2031", "corporate", None, 99.5)]
    got = [(q.bid_size, q.ask_size) for q in apply_run_sizes(quotes, sizes)]
    assert got == [(50 * MM, 50 * MM), (10 * MM, 10 * MM), (5 * MM, 5 * MM), (None, 3 * MM)]
    assert apply_run_sizes(quotes, None) == quotes


def _sized(result) -> list[tuple[str, float | None, float | None]]:
    return sorted((q.description, q.bid_size, q.ask_size) for q in result.quotes)


CTX = SourceContext(part="run", dealer="acmebank")
NOTE = "Sizes: EUR 10mm single names, 50mm indices."
LINES = ["GLOBEX 5Y 88/93", "ITRX EUR MAIN S46 5Y 53.25/53.75", "VSTRA 5Y 64/68 5x5"]
EXPECTED = [("GLOBEX 5Y", 10 * MM, 10 * MM), ("ITRX EUR MAIN S46 5Y", 50 * MM, 50 * MM), ("VSTRA 5Y", 5 * MM, 5 * MM)]


def test_a_text_body_gives_its_note_to_the_lines_above_it():
    assert _sized(extract("\n".join([*LINES, "", NOTE]).encode(), CTX)) == EXPECTED


def test_an_html_body_gives_its_note_to_its_table_rows():
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>"
                   for a, b, c in (("Name", "Bid", "Ask"), ("GLOBEX 5Y", "88", "93"),
                                   ("ITRX EUR MAIN S46 5Y", "53.25", "53.75")))
    html = f"<html><body><table>{rows}</table><p>{NOTE}</p></body></html>"
    got = _sized(extract(html.encode(), SourceContext(part="run", dealer="acmebank", content_type="text/html")))
    assert got == EXPECTED[:2]


def test_a_docx_gives_its_note_to_its_paragraph_lines_and_its_tables():
    doc = corpus_docs.docx([LINES[0], NOTE], [[["Name", "Bid", "Ask", "Size"],
                                                ["ITRX EUR MAIN S46 5Y", "53.25", "53.75", ""],
                                                ["VSTRA 5Y", "64", "68", "5x5"]]])
    assert _sized(extract(doc, CTX)) == EXPECTED


def test_a_pdf_gives_a_note_on_its_last_page_to_every_page():
    doc = corpus_docs.pdf([LINES[:2], [LINES[2], "", NOTE]])
    assert _sized(extract(doc, CTX)) == EXPECTED


@pytest.mark.parametrize(("text", "sizes"), [
    ("CLO, 3mm:", RunSizes(assets=(("structured", (3 * MM, 3 * MM)),))),
    ("CDS (bp, 10x10):", RunSizes(assets=(("cds", (10 * MM, 10 * MM)),))),
    ("EM cash and sovereign CDS, 2mm cash / 5mm CDS:",
     RunSizes(default=(2 * MM, 2 * MM), assets=(("cds", (5 * MM, 5 * MM)),))),
])
def test_a_heading_states_its_sections_size(text, sizes):
    assert run_sizes(text) == sizes


def test_a_heading_size_goes_to_its_sections_quotes_only():
    body = "CDS (bp, 10x10):\nGLOBEX SNR 5Y  188/196\n\nCLO, 3mm:\nHELFORD CLO 2022-1A B 44302KAG3  DM 175/165\n"
    got = sorted((q.asset_class, q.bid_size) for q in extract(body.encode(), CTX).quotes)
    assert got == [("cds", 10 * MM), ("structured", 3 * MM)]


def test_a_size_note_on_one_sheet_sizes_every_sheet_of_the_workbook():
    book = corpus_docs.xlsx([
        ("Single names", [["Sizes: 10mm single names, 50mm indices"], ["Name", "Tenor", "Bid", "Ask"],
                          ["GLOBEX", "5Y", 88, 93]], False),
        ("Indices", [["Index", "Series", "Tenor", "Bid", "Ask"], ["CDX IG", 45, "5Y", 52.5, 52.75]], False),
    ])
    got = sorted((q.description, q.bid_size) for q in extract(book, SourceContext(filename="cds.xlsx")).quotes)
    assert got == [("CDX IG 45 5Y", 50 * MM), ("GLOBEX 5Y", 10 * MM)]


def test_a_kind_named_before_its_bid_by_offer_size():
    assert run_sizes("All CDS 10x10 unless stated; indices 50x50") == RunSizes(
        index=(50 * MM, 50 * MM), default=(10 * MM, 10 * MM), assets=(("cds", (10 * MM, 10 * MM)),))
