"""The formats the extractors read, as data, and the one entry point :func:`extract`.

Sniff the bytes first, trust the declared content type second, the file name last: dealers'
mail clients label XLSX files ``application/octet-stream`` and name PDFs ``run.dat``.
"""

from __future__ import annotations

import importlib
import io
import re
import zipfile
from collections.abc import Callable
from dataclasses import dataclass

from extractors.errors import DocumentError, LimitExceeded, UnsupportedContentType
from extractors.mime import is_probably_mail
from extractors.model import ExtractionResult, SourceContext

Extractor = Callable[[bytes, SourceContext], ExtractionResult]


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    mime_types: tuple[str, ...]
    extensions: tuple[str, ...]
    magic: tuple[bytes, ...]
    target: str  # "module:function", imported on first use

    def load(self) -> Extractor:
        module, _, func = self.target.partition(":")
        return getattr(importlib.import_module(module), func)  # type: ignore[no-any-return]


_XLSX_MIME = (
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.ms-excel.sheet.macroenabled.12",
    "application/vnd.ms-excel.sheet.macroEnabled.12",
)
FORMATS: tuple[Format, ...] = (
    Format("pdf", ("application/pdf", "application/x-pdf"), (".pdf",), (b"%PDF-",), "extractors.pdf:extract"),
    Format("xlsx", _XLSX_MIME, (".xlsx", ".xlsm"), (), "extractors.xlsx:extract"),
    Format("docx", ("application/vnd.openxmlformats-officedocument.wordprocessingml.document",), (".docx",), (),
           "extractors.docx:extract"),
    Format("ole", ("application/vnd.ms-excel", "application/msword"), (".xls", ".doc"),
           (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1",), "extractors.registry:_ole"),
    Format("eml", ("message/rfc822",), (".eml",), (), "extractors.textfile:extract_eml"),
    Format("tnef", ("application/ms-tnef", "application/vnd.ms-tnef"), (".dat",), (b"\x78\x9f\x3e\x22",),
           "extractors.mail:extract_tnef"),
    Format("html", ("text/html",), (".html", ".htm"), (), "extractors.textfile:extract_html_file"),
    Format("csv", ("text/csv", "application/csv", "text/comma-separated-values"), (".csv", ".tsv"), (),
           "extractors.delimited:extract"),
    Format("text", ("text/plain",), (".txt", ".text"), (), "extractors.textfile:extract"),
    Format("ignored", ("image/png", "image/jpeg", "image/gif", "text/calendar", "text/vcard", "text/x-vcard",
                       "application/pgp-signature", "application/pkcs7-signature",
                       "application/x-pkcs7-signature"),
           (".png", ".jpg", ".jpeg", ".gif", ".bmp", ".ics", ".vcf", ".p7s", ".asc"),
           (b"\x89PNG", b"\xff\xd8\xff", b"GIF8"), "extractors.textfile:ignore"),
)
_BY_NAME = {f.name: f for f in FORMATS}
_HTML_START = re.compile(rb"^\s*(?:<!doctype html|<html|<head|<body|<table|<div|<p[ >])", re.IGNORECASE)


def _zip_kind(data: bytes) -> str | None:
    try:
        names = set(zipfile.ZipFile(io.BytesIO(data)).namelist())
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        return None
    if "xl/workbook.xml" in names or any(n.startswith("xl/") for n in names):
        return "xlsx"
    if "word/document.xml" in names or any(n.startswith("word/") for n in names):
        return "docx"
    return None


def sniff(data: bytes, content_type: str | None, filename: str | None) -> Format:
    """The format of a part: magic bytes, then the declared type, then the extension."""
    head = data[:2048]
    for fmt in FORMATS:
        if any(head.startswith(m) for m in fmt.magic):
            return fmt
    if b"%PDF-" in head[:1024]:
        return _BY_NAME["pdf"]
    if head.startswith(b"PK\x03\x04"):
        kind = _zip_kind(data)
        if kind:
            return _BY_NAME[kind]
    ctype = (content_type or "").split(";")[0].strip().lower()
    ext = ("." + filename.rsplit(".", 1)[-1].lower()) if filename and "." in filename else ""
    if head.startswith(b"PK\x03\x04") and ctype not in _BY_NAME["xlsx"].mime_types + _BY_NAME["docx"].mime_types \
            and ext not in (".xlsx", ".xlsm", ".docx"):
        raise UnsupportedContentType(f"zip archive {filename or ''} is neither XLSX nor DOCX".replace("  ", " "))
    textual = b"\x00" not in head
    if textual and ext != ".csv" and ctype not in {"text/csv", "application/csv"}:
        if is_probably_mail(data):
            return _BY_NAME["eml"]
        if _HTML_START.match(head):
            return _BY_NAME["html"]
    for fmt in FORMATS:
        if ctype and ctype in (m.lower() for m in fmt.mime_types):
            return fmt
    for fmt in FORMATS:
        if ext and ext in fmt.extensions:
            return fmt
    if ctype.startswith("image/"):
        return _BY_NAME["ignored"]
    if textual and (ctype.startswith("text/") or not ctype or ctype == "application/octet-stream"):
        return _BY_NAME["text"]
    raise UnsupportedContentType(f"no extractor for {filename or 'part'} ({ctype or 'unknown type'})")


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    """Quotes in one file or attachment, whatever its format."""
    if len(data) > context.limits.max_attachment_bytes:
        raise LimitExceeded(f"{len(data)} bytes (limit {context.limits.max_attachment_bytes})")
    fmt = sniff(data, context.content_type, context.filename)
    return fmt.load()(data, context)


def _ole(data: bytes, context: SourceContext) -> ExtractionResult:
    # An encrypted XLSX/DOCX is an OLE container too; old binary .xls/.doc are not read.
    raise DocumentError("encrypted Office document or legacy .xls/.doc (not supported)")
