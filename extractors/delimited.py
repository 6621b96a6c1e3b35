"""CSV runs: delimiter and locale sniffed (European files use ``;`` and decimal commas)."""

from __future__ import annotations

import csv
import io
import re

from extractors.errors import DocumentError, LimitExceeded
from extractors.model import ExtractionResult, SourceContext
from extractors.numbers import detect_decimal_comma
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
    if delimiter == ";" and _comma_decimals(rows) and not detect_decimal_comma(sample):
        # ("2,715;2,685" only: three decimals a thousands comma could write too, so the document's own
        # detection cannot tell; the semicolons do)
        rows = [[_POINTED.sub(_pointed, c) if c[:1].isdigit() or c[:1] in "+-" else c for c in row] for row in rows]
    title = (context.filename or "csv").rsplit("/", 1)[-1]
    return ExtractionResult(tuple(sheet_quotes(title, rows, context, lambda r: f"row {r}")))


#: A number written the continental way, whole: ``2,715``, ``1.000.000``, ``-0,5``, ``99,50%``.
_POINTED = re.compile(r"^([+-]?)(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d+))?(%?)$")
_COMMA_NUMBER = re.compile(r"^[+-]?\d+,\d+%?$")
_POINT_NUMBER = re.compile(r"^[+-]?\d+\.\d{1,2}%?$")


def _comma_decimals(rows: list[list[str]]) -> bool:
    """Whether a semicolon file writes its decimals with commas (``2,715;2,685``): a European system's
    export, where ``;`` separates the fields because ``,`` is the decimal mark. Not when a number is
    written with a decimal point (``99.50``): the file is English, its commas thousands."""
    cells = [c.strip() for row in rows[:200] for c in row]
    return any(_COMMA_NUMBER.match(c) for c in cells) and not any(_POINT_NUMBER.match(c) for c in cells)


def _pointed(m: re.Match[str]) -> str:
    """``2,715`` as ``2.715``, ``1.000.000`` as ``1000000``: the number as the reader's locale writes it."""
    sign, whole, decimals, percent = m.groups()
    return f"{sign}{whole.replace('.', '')}{'.' + decimals if decimals else ''}{percent}"
