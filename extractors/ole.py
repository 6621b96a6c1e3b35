"""OLE compound files (Microsoft's CFB): which Office document a container holds, told by its streams.

Legacy Excel (``Workbook``/``Book``), legacy Word (``WordDocument``) and Outlook items
(``__properties_version1.0`` with ``__substg1.0_*`` properties) all start with the same eight bytes,
and so does an *encrypted* XLSX/DOCX (its package sits in ``EncryptedPackage``, described by
``EncryptionInfo``). The container is opened from memory with olefile (BSD).
"""

from __future__ import annotations

import io
import struct

from extractors.errors import DocumentError, UnsupportedContentType
from extractors.model import ExtractionResult, SourceContext

MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"

#: What olefile raises on a broken container (a truncated file, sector chains that loop or point
#: outside the file, a directory that is not a tree): none of it is a bug of ours.
BROKEN = (OSError, ValueError, IndexError, KeyError, struct.error, EOFError, UnicodeError, OverflowError,
          RecursionError, TypeError, AttributeError, ZeroDivisionError, AssertionError)

ENCRYPTED = "encrypted Office document (password-protected; the password is not known here)"


def open_ole(data: bytes):  # type: ignore[no-untyped-def]
    """An ``olefile.OleFileIO`` over the bytes, or DocumentError.

    Always from a BytesIO: olefile takes *short* ``bytes`` for a file name.
    """
    import olefile

    if not data.startswith(MAGIC):
        raise DocumentError("not an OLE compound file")
    try:
        return olefile.OleFileIO(io.BytesIO(data))
    except BROKEN as exc:
        raise DocumentError(f"unreadable OLE compound file: {type(exc).__name__}: {exc}") from exc


def top_streams(ole) -> set[str]:  # type: ignore[no-untyped-def]
    """Names of the root's entries (streams and storages), upper case."""
    return {entry[0].upper() for entry in ole.listdir(streams=True, storages=True)}


def kind_of(names: set[str]) -> str | None:
    """``xls``, ``doc``, ``msg``, ``encrypted``, or None for another kind of container."""
    if "ENCRYPTIONINFO" in names or "ENCRYPTEDPACKAGE" in names:
        return "encrypted"
    if "WORKBOOK" in names or "BOOK" in names:
        return "xls"
    if "WORDDOCUMENT" in names:
        return "doc"
    if "__PROPERTIES_VERSION1.0" in names and any(n.startswith("__SUBSTG1.0_") for n in names):
        return "msg"
    return None


def ole_kind(data: bytes) -> str | None:
    """The kind of an OLE container (see :func:`kind_of`); None when it cannot be opened."""
    try:
        ole = open_ole(data)
    except DocumentError:
        return None
    try:
        return kind_of(top_streams(ole))
    except BROKEN:
        return None
    finally:
        ole.close()


def refuse(data: bytes, context: SourceContext) -> ExtractionResult:
    """An OLE container otcmail does not read: encrypted, broken, or of another kind (PowerPoint ...)."""
    ole = open_ole(data)
    try:
        names = top_streams(ole)
    except BROKEN as exc:
        raise DocumentError(f"unreadable OLE compound file: {type(exc).__name__}: {exc}") from exc
    finally:
        ole.close()
    if kind_of(names) == "encrypted":
        raise DocumentError(ENCRYPTED)
    shown = ", ".join(sorted(n for n in names if n.isprintable())[:8]) or "none"
    raise UnsupportedContentType(f"OLE compound file that is no Excel, Word or Outlook item (streams: {shown})")


class ReadBudget:
    """Bytes the streams of one container may still hand out.

    olefile reads a stream whole, following its sector chain for as many sectors as the directory
    says it is long, and only logs a chain that loops: a 10 KB file declaring a 4 GB stream would be
    read as 4 GB. No honest stream is longer than the file, nor are all of them together longer than
    twice the file (the mini stream holds the small ones a second time).
    """

    def __init__(self, data: bytes) -> None:
        self.left = 2 * len(data)
        self.file_size = len(data)

    def read(self, ole, path: str | list[str]) -> bytes:  # type: ignore[no-untyped-def]
        size = ole.get_size(path)
        shown = path if isinstance(path, str) else "/".join(path)
        if size > self.file_size or size > self.left:
            raise DocumentError(f"unreadable OLE compound file: stream {shown!r} declares {size} bytes, "
                                f"more than a {self.file_size}-byte file holds")
        self.left -= size
        with ole.openstream(path) as stream:
            return bytes(stream.read())


def workbook_stream(ole, budget: ReadBudget) -> bytes:  # type: ignore[no-untyped-def]
    for name in ("Workbook", "Book"):
        if ole.exists(name):
            return budget.read(ole, name)
    raise DocumentError("no Workbook stream")


def biff_encrypted(stream: bytes) -> bool:
    """True if the workbook globals carry a FILEPASS record (BIFF5/8 encryption), before their EOF."""
    at = 0
    for _ in range(100_000):
        if at + 4 > len(stream):
            return False
        record, size = struct.unpack_from("<HH", stream, at)
        if record == 0x002F:  # FILEPASS
            return True
        if record == 0x000A and at:  # EOF of the globals substream
            return False
        at += 4 + size
    return False


def word_encrypted(stream: bytes) -> bool:
    """True if the Word FIB says ``fEncrypted`` (bit 8 of the flags at offset 10)."""
    return len(stream) >= 12 and bool(struct.unpack_from("<H", stream, 10)[0] & 0x0100)
