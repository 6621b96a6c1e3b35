"""Outlook items (``.msg``): a small reader of [MS-OXMSG] over olefile (BSD).

A ``.msg`` is an OLE compound file; each MAPI property of the message is a stream
``__substg1.0_<tag>`` (variable length) or an entry of ``__properties_version1.0`` (fixed length).
What otcmail needs of it is what it needs of a forwarded mail:

=================  =============================================================================
subject            ``0037`` (PidTagSubject)
sender             ``5D01`` (SMTP address), else ``0C1F`` / ``5D02`` / ``0065`` when they hold an
                   ``@`` address (an Exchange sender has an X.500 name there), else the ``From:``
                   of the transport headers ``007D``; the display name ``0C1A`` / ``0042``
sent at            ``0039`` (PidTagClientSubmitTime), else ``0E06`` (delivery time), else ``Date:``
message id         ``1035``, else ``Message-ID:`` of the transport headers
recipients         ``__recip_version1.0_#XXXXXXXX``: ``39FE`` (SMTP address), else ``3003``
bodies             ``1000`` (plain text) and ``1013`` (HTML, in the code page ``3FDE``)
attachments        ``__attach_version1.0_#XXXXXXXX``: bytes ``3701`` (binary), file name ``3707``
                   (long) or ``3704``, MIME type ``370E``; an attached Outlook item
                   (``3705`` = 5) is the storage ``3701000D``, a message of its own
=================  =============================================================================

Strings are ``001F`` (UTF-16LE) or ``001E`` (8-bit, in the message's code page ``3FFD``, else the
internet code page ``3FDE``, else cp1252).
The RTF body (``1009``, compressed) is not read: Outlook writes the plain body beside it.
A broken container is a DocumentError; nothing here raises anything else. Streams are read within
a budget (:class:`extractors.ole.ReadBudget`), so a sector chain that loops costs no more than the file.
"""

from __future__ import annotations

import codecs
import datetime as dt
import struct
from dataclasses import dataclass, field
from typing import Any

from extractors.errors import DocumentError
from extractors.ole import BROKEN, ReadBudget, kind_of, open_ole, top_streams

#: Outlook items attached to Outlook items attached to ...: past this depth the rest is not read.
MAX_DEPTH = 10
MAX_ATTACHMENTS = 1000
_FILETIME_EPOCH = dt.datetime(1601, 1, 1, tzinfo=dt.UTC)
_PROPS = "__properties_version1.0"
_SUBSTG = "__substg1.0_"
_ATTACH = "__attach_version1.0_#"
_RECIP = "__recip_version1.0_#"
_EMBEDDED = "__substg1.0_3701000D"
#: Bytes before the property entries of __properties_version1.0: top-level message, embedded, other.
_HEADER = {"top": 32, "embedded": 24, "other": 8}


@dataclass(frozen=True, slots=True)
class MsgAttachment:
    filename: str | None
    mime_type: str | None
    data: bytes = b""
    message: OutlookItem | None = None  # an attached Outlook item


@dataclass(frozen=True, slots=True)
class OutlookItem:
    subject: str | None = None
    sender: str | None = None
    sender_name: str | None = None
    to: tuple[str, ...] = ()
    sent_at: dt.datetime | None = None
    message_id: str | None = None
    transport_headers: str | None = None
    body: str | None = None
    html: str | None = None
    attachments: tuple[MsgAttachment, ...] = ()
    defects: tuple[str, ...] = field(default=())


def read_msg(data: bytes) -> OutlookItem:
    """The item in a ``.msg`` file. Raises DocumentError for anything that is not a readable one."""
    ole = open_ole(data)
    try:
        if kind_of(top_streams(ole)) != "msg":
            raise DocumentError("OLE compound file that is no Outlook item (no __properties_version1.0)")
        index: dict[tuple[str, ...], dict[str, str]] = {}
        for entry in ole.listdir(streams=True, storages=True):
            for i, name in enumerate(entry):
                index.setdefault(tuple(entry[:i]), {})[name.upper()] = name
        return _Storage(ole, index, ReadBudget(data), [], "top").item(0)
    except BROKEN as exc:
        raise DocumentError(f"unreadable Outlook item (.msg): {type(exc).__name__}: {exc}") from exc
    finally:
        ole.close()


class _Storage:
    """One message, attachment or recipient storage of the file: its properties by tag."""

    def __init__(self, ole: Any, index: dict[tuple[str, ...], dict[str, str]], budget: ReadBudget, path: list[str],
                 kind: str) -> None:
        self.ole = ole
        self.index = index  # storage path -> its entries, upper-case name -> name
        self.budget = budget
        self.path = path
        self.names = index.get(tuple(path), {})
        self.fixed = self._fixed(kind)

    def child(self, name: str, kind: str) -> _Storage:
        return _Storage(self.ole, self.index, self.budget, [*self.path, name], kind)

    def _fixed(self, kind: str) -> dict[int, bytes]:
        """Fixed-length properties (integers, times) by property id: their 8 value bytes."""
        name = self.names.get(_PROPS.upper())
        if name is None:
            return {}
        raw = self._read(name)
        out: dict[int, bytes] = {}
        for at in range(_HEADER[kind], len(raw) - 15, 16):
            tag = struct.unpack_from("<I", raw, at)[0]
            out[tag >> 16] = raw[at + 8:at + 16]
        return out

    def _read(self, name: str) -> bytes:
        return self.budget.read(self.ole, [*self.path, name])

    def binary(self, prop: str) -> bytes | None:
        name = self.names.get(f"{_SUBSTG}{prop}0102".upper())
        return self._read(name) if name else None

    def string(self, prop: str, codepage: str = "cp1252") -> str | None:
        if name := self.names.get(f"{_SUBSTG}{prop}001F".upper()):
            text = self._read(name).decode("utf-16-le", "replace")
        elif name := self.names.get(f"{_SUBSTG}{prop}001E".upper()):
            text = self._read(name).decode(codepage, "replace")
        else:
            return None
        return text.split("\x00", 1)[0].strip() or None

    def integer(self, prop: int) -> int | None:
        value = self.fixed.get(prop)
        return struct.unpack_from("<i", value)[0] if value else None

    def time(self, prop: int) -> dt.datetime | None:
        value = self.fixed.get(prop)
        if not value:
            return None
        ticks = struct.unpack_from("<Q", value)[0]
        if not ticks:
            return None
        try:
            return _FILETIME_EPOCH + dt.timedelta(microseconds=ticks // 10)
        except OverflowError:
            return None

    def children(self, prefix: str) -> list[str]:
        return sorted(real for upper, real in self.names.items() if upper.startswith(prefix.upper()))

    def item(self, depth: int) -> OutlookItem:
        codepage = _codec(self.integer(0x3FFD) or self.integer(0x3FDE), "cp1252")

        def s(prop: str) -> str | None:
            return self.string(prop, codepage)

        headers = s("007D")
        sender = next((a for a in (s("5D01"), s("0C1F"), s("5D02"), s("0065")) if a and "@" in a), None)
        recipients = []
        for name in self.children(_RECIP):
            recip = self.child(name, "other")
            address = recip.string("39FE", codepage) or recip.string("3003", codepage)
            if address and "@" in address:
                recipients.append(address)
        html_bytes = self.binary("1013")
        html = html_bytes.decode(_codec(self.integer(0x3FDE), "utf-8"), "replace") if html_bytes else None
        attachments: list[MsgAttachment] = []
        defects: list[str] = []
        for n, name in enumerate(self.children(_ATTACH)):
            if n >= MAX_ATTACHMENTS:
                defects.append(f"more than {MAX_ATTACHMENTS} attachments: the rest not read")
                break
            attachments.append(self._attachment(name, depth, defects))
        return OutlookItem(
            subject=s("0037"), sender=sender, sender_name=s("0C1A") or s("0042"), to=tuple(recipients),
            sent_at=self.time(0x0039) or self.time(0x0E06), message_id=s("1035"), transport_headers=headers,
            body=s("1000"), html=html, attachments=tuple(attachments), defects=tuple(defects),
        )

    def _attachment(self, name: str, depth: int, defects: list[str]) -> MsgAttachment:
        att = self.child(name, "other")
        filename = att.string("3707") or att.string("3704") or att.string("3001")
        mime = att.string("370E")
        embedded = att.names.get(_EMBEDDED.upper())
        if embedded is not None and att.integer(0x3705) in (5, None):
            if depth + 1 >= MAX_DEPTH:
                defects.append(f"{name}: Outlook items nested deeper than {MAX_DEPTH}: not read")
                return MsgAttachment(filename, mime)
            inner = att.child(embedded, "embedded").item(depth + 1)
            return MsgAttachment(filename or inner.subject, "application/vnd.ms-outlook", message=inner)
        return MsgAttachment(filename, mime, att.binary("3701") or b"")


def _codec(codepage: int | None, default: str) -> str:
    """Python's codec for a Windows code page number (65001 is UTF-8), or ``default``."""
    if not codepage or codepage <= 0:
        return default
    name = "utf-8" if codepage == 65001 else f"cp{codepage}"
    try:
        return codecs.lookup(name).name
    except LookupError:
        return default
