"""PDF runs and offering sheets: ruled tables by header, everything else as column-aligned text.

pdfplumber runs in a child process (:func:`extractors.safety.run_limited`) with a page cap, a
time limit and a memory limit; the child returns plain strings and the grammar runs here.
"""

from __future__ import annotations

import io
from typing import Any

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
            pages.append((layout_lines(rest.extract_words(use_text_flow=False)), tables))
            page.close()
    return count, pages


def layout_lines(words: list[dict[str, Any]]) -> list[str]:
    """Words back into lines, each word at the column its x position gives.

    pdfplumber's own layout text assumes one character width for the whole page and squeezes
    columns together; a header-to-row alignment needs gaps kept, so the page's median character
    width is the grid here, and a wide gap always stays two spaces or more.
    """
    if not words:
        return []
    widths = sorted((w["x1"] - w["x0"]) / max(len(w["text"]), 1) for w in words)
    cw = widths[len(widths) // 2] or 1.0
    rows: list[list[dict[str, Any]]] = []
    for word in sorted(words, key=lambda w: (round(w["top"]), w["x0"])):
        if rows and abs(rows[-1][0]["top"] - word["top"]) <= 2:
            rows[-1].append(word)
        else:
            rows.append([word])
    lines = []
    for row in rows:
        line = ""
        prev_x1 = None
        for word in sorted(row, key=lambda w: w["x0"]):
            gap = 0.0 if prev_x1 is None else word["x0"] - prev_x1
            min_spaces = 0 if prev_x1 is None else (2 if gap > 1.5 * cw else 1)
            col = max(round(word["x0"] / cw), len(line) + min_spaces)
            line = line.ljust(col) + word["text"]
            prev_x1 = word["x1"]
        lines.append(line)
    return lines


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
