"""Hostile input: every limit tripped by a file in tests/corpus/hostile/ (made by make_hostile.py)."""

import time
from dataclasses import replace
from pathlib import Path

import pytest

from extractors.errors import DocumentError, LimitExceeded
from extractors.mail import extract_mail
from extractors.mime import parse_mail
from extractors.model import ExtractionLimits, SourceContext
from extractors.registry import extract
from extractors.safety import assert_defused

HOSTILE = Path(__file__).parent / "hostile"


def run(name, **limits):
    ctx = SourceContext(part=name, filename=name, limits=replace(ExtractionLimits(), **limits))
    return extract((HOSTILE / name).read_bytes(), ctx)


def test_defusedxml_is_installed_and_used():
    assert_defused()


def test_zip_bomb_total_size_checked_before_opening():
    with pytest.raises(LimitExceeded, match="inflates"):
        run("zip_bomb.xlsx")


def test_zip_compression_ratio():
    with pytest.raises(LimitExceeded, match="ratio"):
        run("ratio_bomb.docx")
    # Under a generous ratio limit the same file is merely not a Word document.
    with pytest.raises(DocumentError):
        run("ratio_bomb.docx", zip_max_ratio=1e9)


def test_zip_entry_count():
    with pytest.raises(LimitExceeded, match="entries"):
        run("many_entries.xlsx", zip_max_entries=100)
    assert len(run("many_entries.xlsx").quotes) == 1


def test_billion_laughs_xlsx_is_refused():
    with pytest.raises(DocumentError):
        run("billion_laughs.xlsx")


def test_billion_laughs_docx_is_refused():
    started = time.monotonic()
    with pytest.raises(DocumentError, match="DTD"):
        run("billion_laughs.docx")
    assert time.monotonic() - started < 5


@pytest.mark.parametrize("name", ["encrypted.xlsx", "not_a_zip.xlsx", "encrypted.pdf", "corrupt.pdf"])
def test_encrypted_and_corrupt_documents_are_document_errors(name):
    with pytest.raises(DocumentError):
        run(name)


def test_pdf_page_cap():
    result = run("many_pages.pdf", pdf_max_pages=5)
    assert [q.tenor for q in result.quotes] == ["1Y", "2Y", "3Y", "4Y", "5Y"]
    assert [e.kind for e in result.errors] == ["limit"]
    assert len(run("many_pages.pdf").quotes) == 12


def test_pdf_time_limit():
    started = time.monotonic()
    with pytest.raises(LimitExceeded, match="longer than"):
        run("slow.pdf", pdf_timeout_s=0.5)
    assert time.monotonic() - started < 5


def _address_space_mb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmSize:"):
            return int(line.split()[1]) // 1024
    pytest.skip("no /proc/self/status")


def test_pdf_memory_limit():
    with pytest.raises(LimitExceeded, match="memory|MB|died"):
        run("slow.pdf", pdf_max_memory_mb=_address_space_mb() + 60, pdf_timeout_s=60)


def test_attachment_size_limit():
    with pytest.raises(LimitExceeded):
        run("many_pages.pdf", max_attachment_bytes=1000)


def test_xlsx_row_limit():
    result = run("many_entries.xlsx", xlsx_max_rows=1)
    assert not result.quotes and [e.kind for e in result.errors] == ["limit"]


def test_text_body_limit():
    raw = b"From: a@acmebank.com\nSubject: run\n\n" + b"ACME 4.25 10/01/27  +68/+63\n" + b"x" * 5000 + \
        b"\nGLOBX 5 01/15/30  +120/+115\n"
    result = extract_mail(raw, SourceContext(limits=ExtractionLimits(text_max_bytes=1000)))
    assert [q.ticker for q in result.quotes] == ["ACME"]
    assert [e.kind for e in result.errors] == ["limit"]


def test_garbage_headers_are_tolerated():
    raw = (HOSTILE / "garbage_headers.eml").read_bytes()
    mail = parse_mail(raw)
    assert mail.sender == "jane@desk.acmebank.com" and mail.sent_at is None
    result = extract_mail(raw, SourceContext())
    assert [(q.ticker, q.bid, q.dealer) for q in result.quotes] == [("ACME", 68.0, "acmebank")]
    assert all(e.part == "x.pdf" for e in result.errors)  # its base64 is junk: empty or an error, never a crash


def test_deeply_nested_forwards_stop_at_a_depth():
    raw = (HOSTILE / "nested_forwards.eml").read_bytes()
    mail = parse_mail(raw)
    assert any("nested deeper" in d for d in mail.defects)
    assert not extract_mail(raw, SourceContext()).quotes
