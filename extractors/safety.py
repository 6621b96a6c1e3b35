"""Hostile input: zip bombs, XML entity attacks and PDFs that hang or eat memory.

* Zip containers (XLSX, DOCX) are checked from their central directory before any entry is
  inflated: entry count, total declared size and the largest compression ratio.
* XML entity attacks: every XML part of a zip container whose prolog declares a DTD is refused
  (:func:`refuse_dtd`) before any parser sees it; the XLSX reader (calamine) never expands entities,
  python-docx parses with lxml's entity resolution off, and defusedxml guards openpyxl wherever it
  is used. :func:`assert_defused` checks all of that and fails loudly at start-up otherwise.
* PDFs are parsed in a child process with an address-space limit and a wall-clock timeout, so a
  malicious file costs one killed child, never the consumer.
"""

from __future__ import annotations

import faulthandler
import io
import multiprocessing
import os
import pickle
import zipfile
import zlib
from collections.abc import Callable
from typing import Any

from extractors.errors import DocumentError, ExtractorError, LimitExceeded
from extractors.model import ExtractionLimits


def assert_defused() -> None:
    """Fail unless every XML parser the extractors reach is guarded against entity expansion."""
    try:
        import defusedxml  # noqa: F401
        from docx.oxml.parser import oxml_parser
        from openpyxl.xml import DEFUSEDXML
    except ImportError as exc:  # pragma: no cover - the dependencies are pinned
        raise RuntimeError("defusedxml must be installed: XML entity attacks") from exc
    if not DEFUSEDXML:  # pragma: no cover
        raise RuntimeError("openpyxl does not use defusedxml")
    from lxml import etree

    probe = b'<!DOCTYPE d [<!ENTITY e "expanded">]><d>&e;</d>'
    if b"expanded" in etree.tostring(etree.fromstring(probe, oxml_parser)):  # pragma: no cover
        raise RuntimeError("python-docx's XML parser expands entities")


_PROLOG_LIMIT = 1024 * 1024


def refuse_dtd(archive: zipfile.ZipFile) -> None:
    """Refuse a container any of whose XML parts declares a DTD (the door of entity attacks).

    Only the prolog is read: comments and processing instructions may come before a DOCTYPE, so
    the scan runs up to the root element, not a fixed number of bytes; a prolog longer than 1 MiB
    is itself refused.
    """
    for info in archive.infolist():
        if not info.filename.endswith((".xml", ".rels", ".vml")):
            continue
        try:
            with archive.open(info) as part:
                prolog = _prolog(part)
        except (zipfile.BadZipFile, zlib.error, EOFError, OSError, NotImplementedError, RuntimeError) as exc:
            # A bad CRC, a truncated deflate stream, an unknown compression method: a corrupt document.
            raise DocumentError(f"unreadable document: {info.filename}: {type(exc).__name__}: {exc}") from exc
        if prolog is None:
            raise DocumentError(f"unreadable document: {info.filename} has no root element in its first MiB")
        if b"<!DOCTYPE" in prolog.upper():
            raise DocumentError(f"unreadable document: {info.filename} declares a DTD")


def _prolog(part: Any) -> bytes | None:
    """The bytes before the root element's '<', or None when none is found within the limit."""
    seen = b""
    while len(seen) < _PROLOG_LIMIT:
        chunk = part.read(65536)
        if not chunk:
            return seen  # an empty or text-only part has no root, and no DTD either
        seen += chunk
        at = 0
        while (at := seen.find(b"<", at)) != -1 and at + 1 < len(seen):
            nxt = seen[at + 1:at + 2]
            if nxt.isalpha() or nxt == b"_":
                return seen[:at]
            at += 1
    return None


def check_zip(data: bytes, limits: ExtractionLimits) -> zipfile.ZipFile:
    """Open a zip container from memory after checking it is not a bomb."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        infos = archive.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError) as exc:
        raise DocumentError(f"not a readable zip container: {exc}") from exc
    if len(infos) > limits.zip_max_entries:
        raise LimitExceeded(f"zip has {len(infos)} entries (limit {limits.zip_max_entries})")
    total = sum(i.file_size for i in infos)
    if total > limits.zip_max_total_bytes:
        raise LimitExceeded(f"zip inflates to {total} bytes (limit {limits.zip_max_total_bytes})")
    for info in infos:
        if info.flag_bits & 0x1:
            raise DocumentError(f"zip entry {info.filename} is encrypted")
        ratio = info.file_size / max(info.compress_size, 1)
        # Small entries compress absurdly well (empty XML) and cannot hurt; judge the big ones.
        if info.file_size > 1_000_000 and ratio > limits.zip_max_ratio:
            raise LimitExceeded(
                f"zip entry {info.filename} compression ratio {ratio:.0f} (limit {limits.zip_max_ratio:.0f})"
            )
    return archive


def _mapped_bytes() -> int:
    try:
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):  # pragma: no cover - not Linux
        return 0


def _start_method() -> str:
    # forkserver: children fork from a small single-threaded server that has the parser imported, so
    # a PDF costs milliseconds and never inherits the locks of a multi-threaded consumer process.
    methods = multiprocessing.get_all_start_methods()
    for method in ("forkserver", "fork"):
        if method in methods:
            return method
    return "spawn"


def _child(conn: Any, fn: Callable[..., Any], args: tuple[Any, ...], memory_mb: int) -> None:
    # A C extension starved of memory may crash instead of raising; the parent reports that as a
    # limit, so the crash dump a parent's faulthandler would print here is only noise.
    faulthandler.disable()
    try:
        import resource

        # RLIMIT_AS counts the address space already mapped (the interpreter, imported libraries,
        # thread stacks and malloc arenas of the parent), so the budget is on top of what is there;
        # an absolute cap below that would fail every allocation at random.
        limit = _mapped_bytes() + memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ImportError, ValueError, OSError):  # pragma: no cover - non-POSIX
        pass
    try:
        conn.send(("ok", fn(*args)))
    except MemoryError:
        conn.send(("memory", "memory limit exceeded"))
    except ExtractorError as exc:
        conn.send(("extractor", exc))
    except Exception as exc:  # noqa: BLE001 - any library failure on this document is a document error
        conn.send(("document", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def run_limited(fn: Callable[..., Any], args: tuple[Any, ...], timeout_s: float, memory_mb: int) -> Any:
    """Run ``fn(*args)`` in a forked child under a memory limit, killed after ``timeout_s``."""
    ctx = multiprocessing.get_context(_start_method())
    if ctx.get_start_method() == "forkserver":
        ctx.set_forkserver_preload(["extractors.pdf"])
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(child, fn, args, memory_mb), daemon=True)
    proc.start()
    child.close()
    try:
        if not parent.poll(timeout_s):
            raise LimitExceeded(f"parsing took longer than {timeout_s:g} s")
        try:
            status, value = parent.recv()
        except (EOFError, pickle.UnpicklingError, OSError) as exc:
            raise LimitExceeded("parser process died (memory limit or crash)") from exc
    finally:
        if proc.is_alive():
            proc.kill()
        proc.join(5)
        parent.close()
    if status == "ok":
        return value
    if status == "memory":
        raise LimitExceeded(f"parsing needed more than {memory_mb} MB")
    if status == "extractor":
        raise value
    raise DocumentError(value)

