"""PDF runs and offering sheets: ruled tables by header, everything else as column-aligned text.

pdfplumber runs in a child process (:func:`extractors.safety.run_limited`) with a page cap, a
time limit and a memory limit; the child returns plain strings and the grammar runs here.
"""

from __future__ import annotations

import io

from extractors.body import table_quotes
from extractors.errors import DocumentError
from extractors.lines import document_hints, scan_lines
from extractors.model import ExtractionError, ExtractionResult, SourceContext
from extractors.safety import run_limited

Page = tuple[list[str], list[list[list[str]]]]


def read_pages(data: bytes, max_pages: int) -> tuple[int, list[Page]]:
    """(page count, [(text lines, tables)] of the first ``max_pages`` pages). Runs in the child."""
    import pdfplumber
    from pdfminer.pdfdocument import PDFPasswordIncorrect

    try:
        pdf = pdfplumber.open(io.BytesIO(data))
    except PDFPasswordIncorrect as exc:
        raise DocumentError("PDF is encrypted") from exc
    with pdf:
        count = len(pdf.pages)
        pages: list[Page] = []
        for page in pdf.pages[:max_pages]:
            tables: list[list[list[str]]] = []
            rest = page
            # Ruled tables only exist where there are lines or boxes: skip the search otherwise.
            if page.lines or page.rects:
                for table in page.find_tables():
                    rows = table.extract()
                    tables.append([[c or "" for c in row] for row in rows])
                    rest = rest.outside_bbox(table.bbox)
            text = rest.extract_text(layout=True) or ""
            pages.append(([ln for ln in text.splitlines() if ln.strip()], tables))
            page.close()
    return count, pages


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    limits = context.limits
    if not data.lstrip()[:1024].find(b"%PDF-") >= 0:
        raise DocumentError("not a PDF")
    count, pages = run_limited(read_pages, (data, limits.pdf_max_pages), limits.pdf_timeout_s,
                               limits.pdf_max_memory_mb)
    all_text = "\n".join(line for lines, _ in pages for line in lines)
    hints = document_hints(all_text)
    quotes = []
    for p, (lines, tables) in enumerate(pages, start=1):
        quotes.extend(scan_lines(((f"page {p} line {n}", ln) for n, ln in enumerate(lines, 1)), hints, context))
        for t, rows in enumerate(tables, start=1):
            quotes.extend(table_quotes(rows, hints, context, lambda r, p=p, t=t: f"page {p} table {t} row {r}"))
    errors: tuple[ExtractionError, ...] = ()
    if count > limits.pdf_max_pages:
        errors = (ExtractionError(context.part, "limit", f"PDF has {count} pages; read the first "
                                  f"{limits.pdf_max_pages} (pdf_max_pages)"),)
    return ExtractionResult(tuple(quotes), errors)
