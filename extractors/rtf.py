"""RTF documents: the text with striprtf (BSD-3), tables with their cells kept apart.

striprtf follows the RTF 1.x control words (destinations skipped, ``\\'xx`` and ``\\u`` decoded in the
font's and document's code page) and writes a table cell end ``\\cell`` as ``|`` and a row end
``\\row`` as a line break, so a ``|`` the dealer typed and a cell boundary would look alike. Before
the text goes to striprtf the two control words are therefore turned into characters of Unicode's
private use area (``\\u``, which striprtf decodes): a row is what lies between two row ends, its cells
split at the cell ends; everything else is running text. The text then goes where a plain-text
attachment goes and the tables to the table reader (:mod:`extractors.doctext`).

Long runs of hex digits (embedded pictures and OLE objects) and ``\\binN`` payloads are dropped
before parsing: striprtf skips them anyway, one character at a time (~2.5 MB/s). A document whose
braces do not balance was cut off: what it holds is read, and an error says it was truncated.
"""

from __future__ import annotations

import re

from extractors.doctext import text_and_tables
from extractors.errors import DocumentError
from extractors.model import ExtractionError, ExtractionResult, SourceContext

MAGIC = b"{\\rtf"
CELL, ROW = "\ue000", "\ue001"
# \u takes a signed 16-bit number; the ? is the fallback character a \u is followed by (\uc1).
_MARKS = {"cell": r"{\uc1\u-8192?}", "nestcell": r"{\uc1\u-8192?}", "row": r"{\uc1\u-8191?}",
          "nestrow": r"{\uc1\u-8191?}"}
# An escaped backslash first, so "\\cell" (the text "\cell") is left alone.
_TABLE_WORDS = re.compile(r"(\\\\)|\\(cell|nestcell|row|nestrow)(?![a-zA-Z])(?:-?\d+)? ?")
_HEX_RUN = re.compile(r"[0-9a-fA-F\r\n]{512,}")
_BIN = re.compile(r"\\bin(\d{1,10}) ?")
_ESCAPED = re.compile(r"\\[\\{}]")


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    if not data.lstrip().startswith(MAGIC):
        raise DocumentError("not an RTF document (no {\\rtf header)")
    text, tables, balanced = rtf_text(data)
    result = text_and_tables(text, tables, context)
    if balanced:
        return result
    cut = ExtractionError(context.part, "document", "truncated RTF (braces do not balance): read up to its end")
    return ExtractionResult(result.quotes, (*result.errors, cut))


def rtf_text(data: bytes) -> tuple[str, list[list[list[str]]], bool]:
    """(running text, tables as rows of cells, whether the braces balance) of an RTF document."""
    from striprtf.striprtf import rtf_to_text

    # RTF is 7-bit: 8-bit text comes as \'xx escapes, decoded by striprtf in the declared code page.
    source = _HEX_RUN.sub("", _without_binary(data.decode("latin-1")))
    plain = _ESCAPED.sub("", source)
    balanced = plain.count("{") == plain.count("}")
    source = _TABLE_WORDS.sub(lambda m: m.group(1) or _MARKS[m.group(2)], source)
    try:
        out = rtf_to_text(source, errors="replace")
    except (ValueError, LookupError, IndexError, KeyError, UnicodeError) as exc:
        # \bin without a length, a font in a code page Python has no codec for (mac_japanese ...)
        raise DocumentError(f"unreadable RTF: {type(exc).__name__}: {exc}") from exc
    text, tables = split_tables(out)
    return text, tables, balanced


def _without_binary(source: str) -> str:
    """The document without its ``\\binN`` payloads (raw bytes of pictures, braces among them)."""
    kept: list[str] = []
    at = 0
    for m in _BIN.finditer(source):
        if m.start() < at:
            continue  # inside the payload of the previous one
        kept.append(source[at:m.start()])
        at = m.end() + int(m.group(1))
    kept.append(source[at:])
    return "".join(kept)


def split_tables(out: str) -> tuple[str, list[list[list[str]]]]:
    """Running text and tables of striprtf's output with the cell and row marks in it."""
    prose: list[str] = []
    tables: list[list[list[str]]] = []
    pieces = out.split(ROW)
    continuing = False  # the previous piece ended a row, so a row without a paragraph break before it goes on
    for piece in pieces[:-1]:
        if CELL not in piece:  # a \row with no cell: a stray mark
            prose.append(piece)
            continuing = False
            continue
        head = piece[: piece.index(CELL)]
        if "\n" in head:  # a paragraph before the row's first cell: text, then a new table
            before = head.rpartition("\n")[0]
            prose.append(before)
            piece = piece[len(before) + 1:]
            continuing = False
        cells = piece.split(CELL)
        if not continuing:
            tables.append([])
        tables[-1].append([" ".join(c.split()) for c in cells[:-1]])
        tail = cells[-1]  # between the last \cell and \row: row properties, no text
        if tail.strip():
            prose.append(tail)
        continuing = not tail.strip()
    prose.append(pieces[-1])
    text = "\n".join(p.strip("\n") for p in prose).replace(CELL, " ")
    return text, [[r for r in t if any(r)] for t in tables]
