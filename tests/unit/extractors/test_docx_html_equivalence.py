"""What the DOCX and HTML readers make of their tricky inputs, pinned.

The values are what the readings these replaced gave (``docx.Document()`` over the whole package;
BeautifulSoup with its lxml tree builder), checked input by input when they were replaced: merged
cells, nested tables, ``<br>`` runs, entities, whitespace, malformed and hostile HTML, quoted
history. A change to any of them changes what the extractors read: it must be deliberate.
"""

from __future__ import annotations

import io
import zipfile
from typing import Any

import pytest

from extractors import docx as docx_extractor
from extractors.body import html_to_parts
from extractors.errors import DocumentError

# -- HTML ---------------------------------------------------------------------------------------


def test_merged_cells_lay_out_on_the_grid():
    html = """<table>
      <tr><th rowspan="2">Issuer</th><th colspan="2">Price</th><th rowspan=2>Size</th></tr>
      <tr><th>Bid</th><th>Ask</th></tr>
      <tr><td>ACME 5 30</td><td>99.5</td><td>100</td><td>5MM</td></tr>
      <tr><td colspan="0">zero</td><td colspan=" 2 ">two</td><td rowspan="-1">neg</td><td colspan=abc>abc</td></tr>
    </table>"""
    assert html_to_parts(html) == ([[
        ["Issuer", "Price", "", "Size"],
        ["", "Bid", "Ask", ""],
        ["ACME 5 30", "99.5", "100", "5MM"],
        ["zero", "two", "", "neg", "abc"],
    ]], "\n")


def test_a_span_int_cannot_read_is_one():
    """colspan="²" passed isdigit() and then raised ValueError out of the whole body's reading."""
    html = "<table><tr><td colspan='\u00b2'>x</td><td rowspan='\u2463'>y</td><td colspan='\u0663'>z</td></tr></table>"
    assert html_to_parts(html) == ([[["x", "y", "z", "", ""]]], "\n")


def test_spans_are_capped_at_50_columns_and_rows():
    tables, _ = html_to_parts("<table><tr><td colspan=99 rowspan=99>x</td></tr><tr><td>y</td></tr></table>")
    assert tables[0][0] == ["x"] + [""] * 49
    assert tables[0][1] == [""] * 50 + ["y"]


def test_nested_tables_read_innermost_and_keep_the_layout_text():
    html = """<table><tr>
      <td>Desk run<table><tr><td>Bid</td><td>Ask</td></tr><tr><td>99</td><td>100</td></tr></table></td>
      <td><table><tr><td>inner <b>two</b></td></tr></table>after</td>
    </tr></table>"""
    tables, text = html_to_parts(html)
    assert tables == [[["Bid", "Ask"], ["99", "100"]], [["inner two"]]]
    assert text == "\n\nDesk run\n\n\n\n\n\n\nafter\n\n"


def test_br_runs_and_blocks():
    html = "<div>a<br>b<br/><br>c</div><p>d<br></p>tail<br>end<ul><li>one<br>two</li><li><div>x</div></li></ul>"
    assert html_to_parts(html) == ([], "a\nb\n\nc\nd\n\none\ntwo\nx")


def test_text_without_blocks_is_every_string_on_its_own_line():
    assert html_to_parts("a<b>b</b>c<br>d<span> e </span>") == ([], "a\nb\nc\n\n\nd\n e ")


def test_entities_are_decoded_and_cells_stripped():
    html = ("<p>A&amp;B&nbsp;C&#160;D &bogus; &lt;x&gt; &#x20AC;</p>"
            "<table><tr><td>&nbsp;99.5&nbsp;</td><td> &amp; </td><td>&#160;</td></tr></table>")
    assert html_to_parts(html) == ([[["99.5", "&", ""]]], "A&B\xa0C\xa0D &bogus; <x> €")


def test_whitespace_only_strings_collapse_except_in_pre():
    html = "<div>\n  <span>a</span>  <span>b</span>\t\r\n</div><pre>  x  \n\n  y </pre><div> \xa0 </div>"
    assert html_to_parts(html) == ([], "\na b\n\n  x  \n\n  y \n \xa0 ")


def test_quoted_history_scripts_and_head_are_not_read():
    html = """<html><head><title>T</title><style>p {}</style></head><body>
      <div>own 1</div><script>var x = 1;</script>
      <div class="x gmail_quote">gmail quoted</div>
      <div class="moz-cite-prefix">moz quoted</div>
      <blockquote><p>quoted</p></blockquote>
      <div id="divRplyFwdMsg">From: someone</div><div>outlook history</div><p>more history</p>
    </body></html>"""
    assert html_to_parts(html) == ([], "own 1\nFrom: someone")


def test_ruby_and_template_strings_are_not_text_but_their_breaks_are():
    html = ("<p>漢<ruby>字<rp>(</rp><rt>ji</rt><rp>)</rp></ruby></p>"
            "<template><p>t<br>u</p><div class=gmail_quote>k</div></template>")
    assert html_to_parts(html) == ([], "漢字\n\n\n")


def test_malformed_html_reads_as_before():
    html = "<table><tr><td>a<td>b</tr></td></td><tr><td>c</table></table><p>x<p>y</div></span><li>z"
    assert html_to_parts(html) == ([[["a", "b"], ["c"]]], "x\ny\nz")


def test_text_after_the_end_of_the_document_is_kept():
    assert html_to_parts("<html><body>x</body></html>  tail") == ([], "x\n \ntail")


@pytest.mark.parametrize("html", ["", "   \n", "<!-- only a comment -->", "\ufeff", "<!DOCTYPE html>"])
def test_empty_documents(html):
    assert html_to_parts(html) == ([], "")


def test_a_declared_charset_does_not_re_decode_the_text():
    html = "<html><head><meta charset='iso-8859-1'></head><body><p>é €</p></body></html>"
    assert html_to_parts(html) == ([], "é €")


def test_deep_nesting_has_no_recursion_limit():
    assert html_to_parts("<div>" * 5000 + "x" + "</div>" * 5000) == ([], "x")


# -- DOCX ---------------------------------------------------------------------------------------


def _read_docx(data: bytes, monkeypatch: pytest.MonkeyPatch, ctx: Any) -> tuple[list[tuple[str, str]], list[Any]]:
    """(the paragraph lines, the tables' rows) the DOCX extractor hands to the line and table readers."""
    lines: list[tuple[str, str]] = []
    tables: list[Any] = []

    def scan(found, hints, context):  # type: ignore[no-untyped-def]
        lines.extend(found)
        return []

    def table(rows, hints, context, where):  # type: ignore[no-untyped-def]
        tables.append(rows)
        return []

    monkeypatch.setattr(docx_extractor, "scan_lines", scan)
    monkeypatch.setattr(docx_extractor, "table_quotes", table)
    docx_extractor.extract(data, ctx)
    return lines, tables


def _save(document: Any) -> bytes:
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _tricky_docx() -> bytes:
    import docx
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    document = docx.Document()
    run = document.add_paragraph("Bid").add_run()
    run.add_tab()
    run.add_text("99.5")
    run.add_break()
    run.add_text("Ask 100")
    document.add_paragraph("")
    para = document.add_paragraph("see ")
    para._p.append(parse_xml(f'<w:hyperlink {nsdecls("w", "r")} r:id="rId99"><w:r><w:t>the run</w:t></w:r>'
                             "<w:r><w:noBreakHyphen/><w:t>page</w:t></w:r></w:hyperlink>"))
    table = document.add_table(rows=3, cols=3)
    for r in range(3):
        for c in range(3):
            table.cell(r, c).text = f"r{r}c{c}"
    table.cell(0, 0).merge(table.cell(0, 1))  # across
    table.cell(1, 2).merge(table.cell(2, 2))  # down
    table.cell(2, 0).paragraphs[0].add_run().add_break()
    table.cell(2, 0).add_paragraph("second line")
    table.cell(2, 1).add_table(rows=1, cols=1).cell(0, 0).text = "nested"
    return _save(document)


def test_docx_paragraphs_merged_cells_and_nested_tables(monkeypatch, ctx):
    lines, tables = _read_docx(_tricky_docx(), monkeypatch, ctx)
    assert lines == [("paragraph 1", "Bid\t99.5"), ("paragraph 1", "Ask 100"), ("paragraph 3", "see the run-page")]
    # A merged cell (its paragraphs joined) once, in its first grid column, and again in the rows it
    # spans down; a nested table is no part of its cell's text (python-docx's cell text is its own
    # paragraphs') and is read as a table of its own, after the one holding it.
    assert tables == [[
        ["r0c0\nr0c1", None, "r0c2"],
        ["r1c0", "r1c1", "r1c2\nr2c2"],
        ["r2c0\n\nsecond line", "r2c1\n", "r1c2\nr2c2"],
    ], [["nested"]]]


def _rezip(data: bytes, edit: Any) -> bytes:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        files = {i.filename: archive.read(i) for i in archive.infolist()}
    edit(files)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, blob in files.items():
            archive.writestr(name, blob)
    return out.getvalue()


def test_docx_parts_other_than_the_main_document_are_not_needed(monkeypatch, ctx):
    """docx.Document() refused a package with a broken or missing styles part; its text never needed one."""
    def break_styles(files):  # type: ignore[no-untyped-def]
        files["word/styles.xml"] = files["word/styles.xml"][:-20]
        del files["word/numbering.xml"]

    lines, tables = _read_docx(_rezip(_tricky_docx(), break_styles), monkeypatch, ctx)
    assert lines[0] == ("paragraph 1", "Bid\t99.5")
    assert tables[0][0] == ["r0c0\nr0c1", None, "r0c2"]


@pytest.mark.parametrize(("edit", "reason"), [
    (lambda f: f.pop("word/document.xml"), "There is no item named 'word/document.xml'"),
    (lambda f: f.__setitem__("_rels/.rels", f["_rels/.rels"].replace(b"/officeDocument\"", b"/other\"")),
     "no relationship of type"),
    (lambda f: f.__setitem__("[Content_Types].xml", f["[Content_Types].xml"].replace(
        b"wordprocessingml.document.main+xml", b"wordprocessingml.template.main+xml")), "is not a Word file"),
    (lambda f: f.__setitem__("word/document.xml", f["word/document.xml"][:-30]), "XMLSyntaxError"),
])
def test_docx_unreadable_main_part_is_a_document_error(ctx, edit, reason):
    with pytest.raises(DocumentError, match=reason):
        docx_extractor.extract(_rezip(_tricky_docx(), edit), ctx)


def test_docx_dtd_in_any_part_is_still_refused(ctx):
    def add_dtd(files):  # type: ignore[no-untyped-def]
        files["word/styles.xml"] = files["word/styles.xml"].replace(b"?>", b'?><!DOCTYPE x [<!ENTITY e "e">]>', 1)

    with pytest.raises(DocumentError, match="declares a DTD"):
        docx_extractor.extract(_rezip(_tricky_docx(), add_dtd), ctx)
