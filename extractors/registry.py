"""The formats the extractors read, as data, and the one entry point :func:`extract`.

Sniff the bytes first, trust the declared content type second, the file name last: dealers'
mail clients label XLSX files ``application/octet-stream`` and name PDFs ``run.dat``. Two
containers hold several formats and are looked into: a zip (XLSX, XLSB, DOCX, ODS: by its entries)
and an OLE compound file (legacy XLS, legacy DOC, Outlook MSG, an encrypted XLSX/DOCX: by its
streams, :mod:`extractors.ole`).
"""

from __future__ import annotations

import importlib
import io
import re
import zipfile
from collections.abc import Callable
from dataclasses import dataclass

from extractors.cover import apply_cover_sizes
from extractors.crosscheck import cross_check
from extractors.errors import LimitExceeded, UnsupportedContentType
from extractors.mime import is_probably_mail
from extractors.model import ExtractionResult, SourceContext
from extractors.ole import MAGIC as OLE_MAGIC
from extractors.ole import ole_kind

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
_ODS_MIME = "application/vnd.oasis.opendocument.spreadsheet"
FORMATS: tuple[Format, ...] = (
    Format("pdf", ("application/pdf", "application/x-pdf"), (".pdf",), (b"%PDF-",), "extractors.pdf:extract"),
    Format("xlsx", _XLSX_MIME, (".xlsx", ".xlsm"), (), "extractors.xlsx:extract"),
    Format("xlsb", ("application/vnd.ms-excel.sheet.binary.macroenabled.12",), (".xlsb",), (),
           "extractors.xlsx:extract_xlsb"),
    Format("ods", (_ODS_MIME,), (".ods",), (), "extractors.xlsx:extract_ods"),
    Format("docx", ("application/vnd.openxmlformats-officedocument.wordprocessingml.document",), (".docx",), (),
           "extractors.docx:extract"),
    # The OLE formats have no magic of their own: sniff() looks at the container's streams.
    Format("xls", ("application/vnd.ms-excel", "application/x-msexcel", "application/x-excel", "application/excel"),
           (".xls", ".xlt"), (), "extractors.xlsx:extract_xls"),
    Format("doc", ("application/msword", "application/vnd.ms-word"), (".doc", ".dot"), (), "extractors.doc:extract"),
    Format("msg", ("application/vnd.ms-outlook", "application/x-msg"), (".msg",), (), "extractors.mail:extract_msg"),
    Format("ole", (), (), (), "extractors.ole:refuse"),  # encrypted OOXML, PowerPoint, broken containers
    Format("rtf", ("application/rtf", "text/rtf", "application/x-rtf"), (".rtf",), (b"{\\rtf",),
           "extractors.rtf:extract"),
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


_ZIP_FORMATS = ("xlsx", "xlsb", "docx", "ods")
_OLE_FORMATS = ("xls", "doc", "msg")


def _zip_kind(data: bytes) -> str | None:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        names = set(archive.namelist())
        if "mimetype" in names:  # OpenDocument: the first entry names the type
            with archive.open("mimetype") as entry:
                if entry.read(100).strip() == _ODS_MIME.encode():
                    return "ods"
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, NotImplementedError, RuntimeError):
        return None
    if "xl/workbook.bin" in names:
        return "xlsb"
    if "xl/workbook.xml" in names or any(n.startswith("xl/") for n in names):
        return "xlsx"
    if "word/document.xml" in names or any(n.startswith("word/") for n in names):
        return "docx"
    return None


def sniff(data: bytes, content_type: str | None, filename: str | None) -> Format:
    """The format of a part: magic bytes (and a container's contents), then the declared type, then the extension."""
    head = data[:2048]
    if head.startswith(OLE_MAGIC):
        kind = ole_kind(data)
        return _BY_NAME[kind if kind in _OLE_FORMATS else "ole"]
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
    zipped = [_BY_NAME[k] for k in _ZIP_FORMATS]
    if head.startswith(b"PK\x03\x04") and not any(ctype in _lower(f.mime_types) or ext in f.extensions for f in zipped):
        raise UnsupportedContentType(f"zip archive {filename or ''} is no XLSX, XLSB, DOCX or ODS".replace("  ", " "))
    textual = b"\x00" not in head
    if textual and ext != ".csv" and ctype not in {"text/csv", "application/csv"}:
        if is_probably_mail(data):
            return _BY_NAME["eml"]
        if _HTML_START.match(head):
            return _BY_NAME["html"]
    declared = next((f for f in FORMATS if ctype and ctype in _lower(f.mime_types)), None)
    declared = declared or next((f for f in FORMATS if ext and ext in f.extensions), None)
    if declared is not None and declared.name in _OLE_FORMATS and textual:
        # Not an OLE file, whatever it says: old systems export tab-separated text as "run.xls".
        return _BY_NAME["csv" if declared.name == "xls" else "text"]
    if declared is not None:
        return declared
    if ctype.startswith("image/"):
        return _BY_NAME["ignored"]
    if textual and (ctype.startswith("text/") or not ctype or ctype == "application/octet-stream"):
        return _BY_NAME["text"]
    raise UnsupportedContentType(f"no extractor for {filename or 'part'} ({ctype or 'unknown type'})")


def _lower(types: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(t.lower() for t in types)


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    """Quotes in one file or attachment, whatever its format."""
    if len(data) > context.limits.max_attachment_bytes:
        raise LimitExceeded(f"{len(data)} bytes (limit {context.limits.max_attachment_bytes})")
    fmt = sniff(data, context.content_type, context.filename)
    result = fmt.load()(data, context)
    quotes = apply_cover_sizes(result.quotes, context.cover)
    return ExtractionResult(cross_check(quotes), result.errors)

