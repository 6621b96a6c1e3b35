"""Word documents: tables by header (tables nested in a layout table's cells too), paragraphs as text lines.

The zip is checked for bombs first; python-docx parses with lxml with entity resolution off.

Only the main document part is read: ``docx.Document()`` builds the whole package (styles,
numbering, theme, settings, ...: 7 of the 10 ms a benchmark DOCX cost), none of which a paragraph's
or a cell's text depends on. The main part is found as python-docx finds it (the package's
officeDocument relationship, its content type from ``[Content_Types].xml``), parsed with
python-docx's parser, and read through python-docx's own proxies (body, tables, rows, merged cells).
"""

from __future__ import annotations

import zipfile
from typing import Any

from extractors.body import table_quotes
from extractors.corrections import apply_line_corrections
from extractors.doctext import tab_paragraphs
from extractors.errors import DocumentError
from extractors.lines import document_hints, scan_lines
from extractors.model import ExtractionResult, SourceContext
from extractors.safety import check_zip, refuse_dtd
from extractors.titles import could_be_title, sizes_without_later_titles, table_hints


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    if data[:8] == b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1":
        raise DocumentError("encrypted or legacy (OLE) Word document")
    from lxml.etree import LxmlError

    with check_zip(data, context.limits) as archive:
        refuse_dtd(archive)
        try:
            body = _body(archive)
            paragraphs = tab_paragraphs([_paragraph_text(p._p) for p in body.paragraphs])
            titled = _titled_tables(body)
            tables = [_rows(table) for table, _ in titled]
        except (zipfile.BadZipFile, KeyError, ValueError, LxmlError, SyntaxError, AttributeError, TypeError) as exc:
            raise DocumentError(f"unreadable DOCX: {type(exc).__name__}: {exc}") from exc
    cells = [c for t in tables for r in t for c in r if c]
    hints = document_hints("\n".join(paragraphs + cells), cover=context.cover)
    # The paragraph right above a table is its title (extractors/titles.py).
    titles = [title for _, title in titled]
    hints = sizes_without_later_titles(hints, paragraphs, cells, titles)
    lines = [(f"paragraph {n}", line) for n, para in enumerate(paragraphs, 1) for line in para.splitlines()]
    quotes = scan_lines(lines, hints, context)
    for t, (rows, title) in enumerate(zip(tables, titles, strict=True), start=1):
        quotes.extend(table_quotes(rows, table_hints(hints, title=title), context, lambda r, t=t: f"table {t} row {r}"))
    # A paragraph correcting a table's row ("should read 97 1/8 - 97 5/8, not 97 5/8 - 98 1/8").
    return ExtractionResult(tuple(apply_line_corrections(quotes, (line for _, line in lines))))


def _body(archive: zipfile.ZipFile) -> Any:
    """The main document's body proxy (``Document.paragraphs``/``.tables`` read from it), its part
    found and refused as ``docx.Document()`` does: KeyError without an officeDocument relationship,
    ValueError for two of them or for a main part that is no Word document (.docm, .dotx)."""
    from docx.document import Document
    from docx.opc.constants import CONTENT_TYPE, RELATIONSHIP_TYPE
    from docx.opc.packuri import CONTENT_TYPES_URI, PACKAGE_URI
    from docx.opc.pkgreader import _ContentTypeMap, _SerializedRelationships
    from docx.oxml.parser import parse_xml

    content_types = _ContentTypeMap.from_xml(archive.read(CONTENT_TYPES_URI.membername))
    try:
        rels_xml: bytes | None = archive.read(PACKAGE_URI.rels_uri.membername)
    except KeyError:
        rels_xml = None
    # By relationship id, a later duplicate replacing an earlier one, as python-docx loads them.
    rels = {srel.rId: srel for srel in _SerializedRelationships.load_from_xml(PACKAGE_URI.baseURI, rels_xml)}
    main = [srel for srel in rels.values() if srel.reltype == RELATIONSHIP_TYPE.OFFICE_DOCUMENT]
    if not main:
        raise KeyError(f"no relationship of type '{RELATIONSHIP_TYPE.OFFICE_DOCUMENT}' in collection")
    if len(main) > 1:
        raise ValueError(f"multiple relationships of type '{RELATIONSHIP_TYPE.OFFICE_DOCUMENT}' in collection")
    if main[0].is_external:
        raise ValueError("target_part property on _Relationship is undefined when target mode is External")
    partname = main[0].target_partname
    content_type = content_types[partname]
    blob = archive.read(partname.membername)
    if content_type != CONTENT_TYPE.WML_DOCUMENT_MAIN:
        raise ValueError(f"file is not a Word file, content type is '{content_type}'")
    return Document(parse_xml(blob), None)._body


def _titled_tables(body: Any) -> list[tuple[Any, str]]:
    """Every table (nested ones after their own, _all_tables) with the text of the paragraph right above
    it if that could be its title ("CDS 5Y (bp)", titles.could_be_title), else ""."""
    from docx.table import Table

    out: list[tuple[Any, str]] = []
    last = ""
    for item in body.iter_inner_content():
        if isinstance(item, Table):
            nested = _all_tables([item])
            out.append((nested[0], last if could_be_title(last, first=not out) else ""))
            out.extend((inner, "") for inner in nested[1:])
            last = ""
        else:
            text = " ".join(_paragraph_text(item._p).split())
            last = text or last
    return out


def _all_tables(tables: list[Any]) -> list[Any]:
    """The tables and, after each, the tables nested in its cells (a two-cell layout table holding
    a loan table on the left and a bond table on the right), at any depth."""
    from docx.table import Table

    out: list[Any] = []
    for table in tables:
        out.append(table)
        seen: list[Any] = []  # a merged cell comes back for every grid cell it covers: read it once
        for row in table.rows:
            for cell in row.cells:
                tc = cell._tc
                if not tc.tbl_lst or any(tc is other for other in seen):
                    continue
                seen.append(tc)
                out.extend(_all_tables([Table(tbl, cell) for tbl in tc.tbl_lst]))
    return out


def _rows(table: Any) -> list[list[str | None]]:
    """Cell texts; python-docx repeats a merged cell in every grid column it spans: keep it once."""
    out: list[list[str | None]] = []
    for row in table.rows:
        cells: list[str | None] = []
        previous = None
        for cell in row.cells:
            tc = cell._tc
            # _Cell.text: its paragraphs' texts, one per line.
            cells.append(None if tc is previous else "\n".join(_paragraph_text(p) for p in tc.p_lst))
            previous = tc
        out.append(cells)
    return out


_TEXT_PATH: Any = None


def _paragraph_text(p: Any) -> str:
    """``Paragraph.text`` in one compiled XPath: CT_P.text joins its runs' and hyperlinks' texts,
    CT_R.text its text children's ``str()``, CT_Hyperlink.text its runs' texts; their union, in
    document order, is the same sequence (python-docx compiles its XPath afresh for every element),
    with the runs python-docx leaves out that Word shows (below)."""
    global _TEXT_PATH
    if _TEXT_PATH is None:
        from docx.oxml.ns import nsmap
        from lxml import etree

        inner = ("w:br", "w:cr", "w:noBreakHyphen", "w:ptab", "w:t", "w:tab")
        # Runs inside a tracked insertion, a smart tag, a content control or a simple field are
        # text the reader sees too (a level a dealer changed under Track Changes is the w:ins run;
        # the deleted one is w:delText, never read).
        holders = ("w:r", "w:hyperlink/w:r", "w:ins/w:r", "w:ins/w:hyperlink/w:r", "w:smartTag/w:r",
                   "w:sdt/w:sdtContent/w:r", "w:fldSimple/w:r")
        steps = [f"{run}/{name}" for run in holders for name in inner]
        _TEXT_PATH = etree.XPath(" | ".join(steps), namespaces=nsmap)
    return "".join([str(e) for e in _TEXT_PATH(p)])
