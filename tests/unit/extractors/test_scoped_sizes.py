"""Sizes a run states once for a section it labels, not per row (issue 10, session 24 dev halves)."""

from extractors.grammar import Hints
from extractors.lines import document_hints, scan_lines
from extractors.model import SourceContext
from extractors.notes import run_sizes
from extractors.registry import extract


def _run(text: str):
    return scan_lines(((f"line {n}", ln) for n, ln in enumerate(text.splitlines(), 1)), document_hints(text),
                      SourceContext())


def _sizes(quotes) -> dict[str, tuple[float | None, float | None]]:
    return {q.description.split()[0]: (q.bid_size, q.ask_size) for q in quotes}


def test_ig_and_hy_sizes_go_to_the_sections_labelled_so():
    text = ("Morning. Sizes HG 5x5, HY 1x1 unless shown.\n"
            "\n"
            "HG                             Bid     Ofr     Size\n"
            "WENLOCK FOODS 4.6 03/31        +96     +91\n"
            "ORBY POWER 5.1 07/34           +121    +116    10x5\n"
            "\n"
            "HY - px                        Bid     Ofr     Size\n"
            "TADLOW MEDIA 8 1/4 06/30       99.25   99.75\n")
    got = _sizes(_run(text))
    assert got == {"WENLOCK": (5e6, 5e6), "ORBY": (10e6, 5e6), "TADLOW": (1e6, 1e6)}


def test_rows_above_the_only_label_row_are_the_other_labelled_section():
    # "IG 3mm, HY 1mm per side" over a table whose one section row is "HIGH YIELD": the rows above are IG.
    html = (b"<p>Refreshed. IG 3mm, HY 1mm per side.</p><table><tr><th>Issuer</th><th>Cpn</th><th>Maturity</th>"
            b"<th>Sprd Bid</th><th>Sprd Offer</th></tr>"
            b"<tr><td>WENLOCK FOODS</td><td>4.6</td><td>03/15/31</td><td>+96</td><td>+91</td></tr>"
            b"<tr><td colspan='5'>HIGH YIELD - spread</td></tr>"
            b"<tr><td>TADLOW MEDIA</td><td>8.25</td><td>06/15/30</td><td>+412</td><td>+398</td></tr></table>")
    got = _sizes(extract(html, SourceContext(filename="run.html")).quotes)
    assert got == {"WENLOCK": (3e6, 3e6), "TADLOW": (1e6, 1e6)}


def test_one_label_with_each_sizes_its_asset_class():
    sizes = run_sizes("IG 5mm each unless otherwise stated; spreads vs the on-the-run.")
    assert sizes is not None and sizes.assets == (("corporate", (5e6, 5e6)),)
    # "each" inside a sentence that goes on is no statement: "2mm each for ORBY and TADLOW".
    assert run_sizes("can do 2mm each for the two of them today") is None


def test_quasi_sovereigns_are_sized_with_the_sovereigns_they_are_listed_with():
    sizes = run_sizes("LatAm sovs + quasis, px / yld, 2mm per side.")
    assert sizes is not None and dict(sizes.assets) == {"sovereign": (2e6, 2e6), "corporate": (2e6, 2e6)}


def test_a_small_m_after_a_local_currency_is_a_million():
    text = ("Bond                     Yld Bid   Yld Ask   Size\n"
            "MBONO 7 3/4 11/13/42     9.410     9.385     MXN 150m\n")
    assert [(q.bid_size, q.ask_size) for q in _run(text)] == [(150e6, 150e6)]


def test_single_name_cds_laid_side_by_side_are_each_their_own():
    line = "CHILE 5Y     61/66   PERU 5Y  88/94   COLOM 5Y  171/179"
    quotes = scan_lines([("line 1", line)], Hints(), SourceContext())
    assert [(q.description, q.bid, q.ask) for q in quotes] == [
        ("CHILE 5Y", 61.0, 66.0), ("PERU 5Y", 88.0, 94.0), ("COLOM 5Y", 171.0, 179.0)]


def test_tables_side_by_side_each_take_the_size_in_their_own_title():
    from extractors.pdf import _headed_tables

    lines = ["AGENCY OFFERINGS - TUESDAY",
             "BULLETS     - spread  to UST  (bp) and  price, 10MM   each                 "
             "CALLABLES      - offered on yield  / price, 5MM  each"]
    tables = [[["Issuer", "Cpn", "Maturity", "Sprd Bid", "Sprd Ofr"]], [["Issuer", "Cpn", "Maturity", "Yld", "Px"]]]
    headed = _headed_tables([(lines, tables, [2, 2])], None)
    sizes = [section.default for _, _, _, section, _, _, _ in headed]
    # "spread to UST" names the bullets' benchmark, not a kind of quote the size is for.
    assert sizes == [(10e6, 10e6), (5e6, 5e6)]


def test_a_ruled_table_under_a_heading_labelled_as_a_sized_section():
    import corpus_docs

    pdf = corpus_docs.pdf([["CREDIT RUN", "Sizes: IG 5mm, HY 2mm unless noted", "", "HIGH   YIELD"]],
                          [[["Issuer", "Cpn", "Maturity", "Px Bid", "Px Ofr"],
                            ["TADLOW MEDIA", "8.250", "06/15/30", "98.25", "99.00"]]])
    quotes = extract(pdf, SourceContext(filename="run.pdf")).quotes
    assert [(q.bid, q.ask, q.bid_size, q.ask_size) for q in quotes] == [(98.25, 99.0, 2e6, 2e6)]


def test_an_amount_ending_a_heading_after_a_dash_is_its_sections_size():
    from extractors.notes import section_sizes

    sizes = section_sizes("EM  SOVEREIGNS     (USD)  - price / yield to maturity - 2MM")
    assert sizes is not None and sizes.assets == (("sovereign", (2e6, 2e6)),)
    assert section_sizes("Refs: UST 10y 4.19 - 2MM") is None  # a level on the line: no heading


def test_a_list_of_sizes_in_current_face():
    sizes = run_sizes("LOANS 1MM, CLO 2MM CURRENT FACE UNLESS NOTED")
    assert sizes is not None and dict(sizes.assets) == {"loan": (1e6, 1e6), "structured": (2e6, 2e6)}


def test_a_masthead_field_stating_the_face_a_run_trades_in():
    sizes = run_sizes("Agency CMO Desk | New York | +1 212 555 0191 | Levels for 3MM current face unless noted")
    assert sizes is not None and sizes.default == (3e6, 3e6)
    from extractors.tabular import find_header

    header = find_header(["Deal", "Class", "CUSIP", "Window", "PSA", "Bmk", "Sprd Bid", "Sprd Ofr"])
    assert header is not None and header.roles[4] == "ignore"  # a CMO's pricing speed, no level
