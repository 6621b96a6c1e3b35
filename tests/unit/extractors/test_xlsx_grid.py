"""A workbook referencing cells beyond Excel's grid is refused before calamine sees it.

calamine sizes its buffers from the largest reference: ``r="ZZZZZZZZ2"`` makes it ask for 155 GB
and Rust aborts the whole consumer (found while hunting panics for issue 11). The check must
refuse such a file without ever calling calamine, which is why this test can run at all.
"""

import io
import zipfile

import pytest

from extractors.errors import DocumentError
from extractors.model import SourceContext
from extractors.registry import extract


def _workbook(cell_ref: str) -> bytes:
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Security", "Bid", "Ask"])
    sheet.append(["ACME 5 01/15/30", 99.5, 99.75])
    raw = io.BytesIO()
    book.save(raw)
    src = zipfile.ZipFile(io.BytesIO(raw.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info)
            if info.filename == "xl/worksheets/sheet1.xml":
                data = data.replace(b'r="A2"', f'r="{cell_ref}"'.encode())
            dst.writestr(info, data)
    return out.getvalue()


@pytest.mark.parametrize("ref", ["ZZZZZZZZ2", "A123456789", "XFD1048576", "AAA2"])
def test_a_cell_beyond_what_a_sheet_uses_is_refused_before_calamine(ref):
    with pytest.raises(DocumentError, match="beyond column ZZ or row 999999"):
        extract(_workbook(ref), SourceContext(filename="run.xlsx"))


def test_a_sheet_too_big_to_lay_out_is_refused():
    # Column ZZ and row 900,000: 630 million cells to lay out.
    with pytest.raises(DocumentError, match="over 50000000 cells"):
        extract(_workbook("ZZ900000"), SourceContext(filename="run.xlsx"))


def test_an_ordinary_sheet_is_read():
    quotes = extract(_workbook("A2"), SourceContext(filename="run.xlsx")).quotes
    assert [(q.bid, q.ask) for q in quotes] == [(99.5, 99.75)]
