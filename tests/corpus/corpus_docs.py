"""Document writers for the corpus: XLSX, DOCX, CSV, and a tiny PDF writer (no extra dependency)."""

from __future__ import annotations

import csv
import io
import zlib
from typing import Any


def xlsx(sheets: list[tuple[str, list[list[Any]], bool]]) -> bytes:
    """Sheets as (title, rows, hidden)."""
    import openpyxl

    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows, hidden in sheets:
        ws = book.create_sheet(title)
        for row in rows:
            ws.append(row)
        if hidden:
            ws.sheet_state = "hidden"
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def docx(paragraphs: list[str], tables: list[list[list[str]]]) -> bytes:
    import docx as _docx

    document = _docx.Document()
    for para in paragraphs:
        document.add_paragraph(para)
    for rows in tables:
        table = document.add_table(rows=len(rows), cols=max(len(r) for r in rows))
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                table.cell(r, c).text = value
        document.add_paragraph("")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def csv_bytes(rows: list[list[str]], delimiter: str, encoding: str = "utf-8") -> bytes:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\r\n").writerows(rows)
    return out.getvalue().encode(encoding)


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def pdf(pages: list[list[str]], ruled: list[list[list[str]]] | None = None, font_size: float = 8.0) -> bytes:
    """A PDF whose pages hold monospaced text lines (column-aligned runs).

    ``ruled``: per page, an optional table drawn as a grid of boxes (rows of cell strings).
    """
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>")
    page_ids = []
    pages_id_placeholder = len(objects) + 1
    add(b"")  # the Pages object, filled in below
    for p, lines in enumerate(pages):
        ops = [b"BT", f"/F1 {font_size:g} Tf".encode(), f"{font_size + 2:g} TL".encode(), b"40 800 Td"]
        for line in lines:
            ops.append(b"(" + _escape(line).encode("cp1252", "replace") + b") Tj T*")
        ops.append(b"ET")
        if ruled and p < len(ruled) and ruled[p]:
            rows = ruled[p]
            widths = [
                max(len(r[c]) if c < len(r) else 0 for r in rows) * font_size * 0.6 + 8 for c in range(len(rows[0]))
            ]
            top = 780 - (len(lines) + 2) * (font_size + 2)
            h = font_size + 6
            for r, row in enumerate(rows):
                x = 40.0
                y = top - r * h
                for c, w in enumerate(widths):
                    ops.append(f"{x:.1f} {y - h:.1f} {w:.1f} {h:.1f} re S".encode())
                    text = row[c] if c < len(row) else ""
                    ops.append(
                        f"BT /F1 {font_size:g} Tf {x + 3:.1f} {y - h + 4:.1f} Td (".encode()
                        + _escape(text).encode("cp1252", "replace")
                        + b") Tj ET"
                    )
                    x += w
        stream = zlib.compress(b"\n".join(ops))
        content = add(b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream")
        page_ids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595 842] /Contents %d 0 R "
                b"/Resources << /Font << /F1 %d 0 R >> >> >>" % (pages_id_placeholder, content, font)
            )
        )
    kids = b" ".join(b"%d 0 R" % i for i in page_ids)
    objects[pages_id_placeholder - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, len(page_ids))
    catalog = add(b"<< /Type /Catalog /Pages %d 0 R >>" % pages_id_placeholder)
    return pdf_file(objects, catalog)


def pdf_file(objects: list[bytes], root: int) -> bytes:
    """A PDF file of ``objects`` (numbered from 1, in order), its catalog object ``root``: the
    header, the objects, the cross-reference table and the trailer."""
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, root, xref)
    return bytes(out)
