"""CSV runs: delimiter and locale sniffed (European files use ``;`` and decimal commas)."""

from __future__ import annotations

import csv
import io

from extractors.errors import DocumentError, LimitExceeded
from extractors.model import ExtractionResult, SourceContext
from extractors.xlsx import sheet_quotes


def decode(data: bytes) -> str:
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    if len(data) > context.limits.text_max_bytes * 4:
        raise LimitExceeded(f"CSV over {context.limits.text_max_bytes * 4} bytes")
    if b"\x00" in data[:4096]:
        raise DocumentError("binary data, not CSV")
    text = decode(data)
    sample = text[:8192]
    counts = {d: sample.count(d) for d in (";", "\t", ",", "|")}
    delimiter = max(counts, key=lambda d: counts[d]) if any(counts.values()) else ","
    if delimiter == "," and counts[";"] and counts[";"] * 2 >= counts[","]:
        delimiter = ";"
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))[: context.limits.xlsx_max_rows]
    title = (context.filename or "csv").rsplit("/", 1)[-1]
    return ExtractionResult(tuple(sheet_quotes(title, rows, context, lambda r: f"row {r}")))
