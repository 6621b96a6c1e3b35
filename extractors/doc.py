"""Legacy Word documents (``.doc``, Word 97-2003; Word 6/95 through catdoc): text and tables.

There is no maintained pure-Python reader of the Word binary format, so Debian's converters do it in
a child process (:mod:`extractors.children`: its own session, bounded in time and memory):

* ``antiword -x db`` (GPL-2, run as a program, not linked) writes DocBook XML, which keeps a table's
  cells apart even when a cell is empty or long (its text mode wraps long cells onto extra lines);
* antiword refuses documents whose text stream is short ("too small to handle": what Word for Mac and
  LibreOffice write for a few lines), Word 6/95 files and some it does not recognise; whatever it
  refuses goes to ``catdoc -w`` (GPL-2), which prints one paragraph per line and a table row as its
  cells joined by tabs. catdoc drops empty cells, so it is only the fallback.

The text then goes where a plain-text attachment goes, the tables to the table reader
(:mod:`extractors.doctext`). An encrypted document (``fEncrypted`` in the FIB, or an OLE
``EncryptionInfo`` container) fails with "encrypted Office document" before any child is started.
"""

from __future__ import annotations

import re
from xml.etree.ElementTree import Element, ParseError

from extractors.children import Converted, run_converter
from extractors.doctext import text_and_tables
from extractors.errors import DocumentError
from extractors.model import ExtractionResult, SourceContext
from extractors.ole import BROKEN, ENCRYPTED, ReadBudget, kind_of, open_ole, top_streams, word_encrypted

ANTIWORD = ["antiword", "-m", "UTF-8.txt", "-x", "db", "-"]
CATDOC = ["catdoc", "-w", "-d", "utf-8"]
#: Characters XML 1.0 forbids; antiword copies some (form feeds, cell marks) through.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_BLOCKS = {"para", "title", "simpara", "literallayout", "listitem", "footnote", "bookinfo"}
_SPACES = re.compile(r"\s+")

Tables = list[list[list[str]]]


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    if not data.startswith(b"\xd0\xcf\x11\xe0"):
        raise DocumentError("not a Word 97-2003 document (no OLE compound file: Word 2003 XML, WordPerfect, RTF?)")
    _check(data)
    limits = context.limits
    first = run_converter(ANTIWORD, data, "antiword", limits.pdf_timeout_s, limits.pdf_max_memory_mb)
    if first.returncode == 0:
        text, tables = docbook(first.stdout)
    else:
        second = run_converter(CATDOC, data, "catdoc", limits.pdf_timeout_s, limits.pdf_max_memory_mb)
        if second.returncode != 0:
            raise DocumentError(f"unreadable .doc: antiword: {_reason(first)}; catdoc: {_reason(second)}")
        text, tables = catdoc_text(second.stdout)
    return text_and_tables(text, tables, context)


def _check(data: bytes) -> None:
    ole = open_ole(data)
    try:
        names = top_streams(ole)
        kind = kind_of(names)
        if kind == "encrypted":
            raise DocumentError(ENCRYPTED)
        if kind != "doc":
            raise DocumentError("OLE compound file without a WordDocument stream: not a .doc")
        fib = ReadBudget(data).read(ole, "WordDocument")[:64]
    except BROKEN as exc:
        raise DocumentError(f"unreadable .doc: {type(exc).__name__}: {exc}") from exc
    finally:
        ole.close()
    if word_encrypted(fib):
        raise DocumentError(f"{ENCRYPTED}: .doc")


def _reason(done: Converted) -> str:
    said = done.stderr or done.stdout.decode("utf-8", "replace").strip()
    first = next((line.strip() for line in said.splitlines() if line.strip()), "")
    return f"{first[:200] or 'no message'} (exit status {done.returncode})"


def docbook(xml: bytes) -> tuple[str, Tables]:
    """(running text, tables) of antiword's DocBook output."""
    import defusedxml.ElementTree as SafeET

    # antiword writes UTF-16 surrogates of characters beyond the BMP as if they were characters.
    text = _NOT_XML.sub(" ", xml.decode("utf-8", "replace"))
    try:
        root = SafeET.fromstring(text, forbid_dtd=False)  # its DOCTYPE names DocBook's DTD; nothing is loaded
    except (ParseError, ValueError) as exc:
        raise DocumentError(f"unreadable .doc: antiword's XML: {exc}") from exc
    parts: list[str] = []
    tables: Tables = []
    _walk(root, parts, tables)
    lines = [line.strip() for line in "".join(parts).splitlines()]
    # Blocks sit on lines of their own; one blank line between two is enough.
    kept = [line for i, line in enumerate(lines) if line or (i and lines[i - 1])]
    return "\n".join(kept).strip("\n"), tables


def _walk(el: Element, parts: list[str], tables: Tables) -> None:
    """The text of ``el`` into ``parts`` (a block on lines of its own), its tables into ``tables``."""
    if el.tag in ("informaltable", "table"):
        rows = [[_SPACES.sub(" ", "".join(entry.itertext())).strip() for entry in row.iter("entry")]
                for row in el.iter("row")]
        tables.append([r for r in rows if any(r)])
        parts.append("\n")
        return
    block = el.tag in _BLOCKS
    if block:
        parts.append("\n")
    parts.append(el.text or "")
    for child in el:
        _walk(child, parts, tables)
        parts.append(child.tail or "")
    if block:
        parts.append("\n")


def catdoc_text(out: bytes) -> tuple[str, Tables]:
    """(running text, tables) of catdoc's wide output: a line with tabs is a table row."""
    text = out.decode("utf-8", "replace").replace("\f", "\n")
    prose: list[str] = []
    tables: Tables = []
    table: list[list[str]] | None = None
    for line in text.splitlines():
        if "\t" in line:
            if table is None:
                table = []
                tables.append(table)
            table.append([c.strip() for c in line.split("\t")])
            continue
        if line.strip():
            table = None
        prose.append(line)
    return "\n".join(prose), tables
