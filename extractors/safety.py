"""Hostile input: zip bombs, XML entity attacks and PDFs that hang or eat memory.

* Zip containers (XLSX, DOCX) are checked from their central directory before any entry is
  inflated: entry count, total declared size and the largest compression ratio.
* XML entity attacks: every XML part of a zip container whose prolog declares a DTD is refused
  (:func:`refuse_dtd`) before any parser sees it; the XLSX reader (calamine) never expands entities,
  python-docx parses with lxml's entity resolution off, and defusedxml guards openpyxl wherever it
  is used. :func:`assert_defused` checks all of that and fails loudly at start-up otherwise.
* PDFs are parsed in a child process with an address-space limit and a wall-clock timeout, so a
  malicious file costs one killed child, never the consumer.

How a child ends decides what the record becomes (:func:`run_limited`):

* it answered: the quotes, or the error it raised (a Python error on the document is a
  ``DocumentError``, a ``MemoryError`` under the address-space limit a ``LimitExceeded``);
* it crashed on its own (SIGSEGV, SIGABRT under the memory limit, an exit without an answer): the
  document's fault, ``LimitExceeded``, as before;
* it was killed from outside (SIGTERM, SIGINT, SIGHUP, SIGQUIT: a shutdown; SIGKILL: the OOM killer
  or a person) or ran out of time: the document is not known to be at fault, so
  :class:`ExtractionInterrupted` (transient: retried, never stored as parsed). Only on the last try
  the caller allows (:class:`ChildPolicy`, set by ``consumer.records.run_step``) are a timeout and a
  SIGKILL the document's, ``LimitExceeded`` with the number of tries in its reason;
* the consumer is stopping (``ChildPolicy.stop`` set): the child is killed at once and the
  extraction is ``ExtractionInterrupted(shutdown=True)``; so is a child that died, of whatever, once
  the stop is set (a stop signal to the whole cgroup reaches it and the consumer together);
* its status was lost with its fork server (killed by the same signal): ``ExtractionInterrupted``;
  the next child starts a new fork server.

Children run in a session of their own (``os.setsid`` first thing in the child), so a Ctrl-C at the
terminal or a SIGTERM sent to the consumer's process group reaches the consumer, which stops its
children itself, and never a child half-way through a document.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import faulthandler
import io
import json
import multiprocessing
import multiprocessing.forkserver
import os
import pickle
import signal
import threading
import time
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from core.errors import ExtractionInterrupted
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


#: What the children's parsers import when they run (pdfplumber and the pdfminer modules it loads as
#: it reads): imported once in the fork server instead of in every child, ~40 ms of a ~70 ms PDF.
_PARSER_IMPORTS = ("pdfplumber", "pdfplumber.utils", "pdfminer.layout", "pdfminer.pdfdocument")


def _preload() -> list[str]:
    return ["extractors.pdf", *_PARSER_IMPORTS, "extractors.forkmain"]


_main_named_in: int | None = None  # the pid that told its fork server its main (a fork must tell its own)


def _name_the_main() -> None:
    """Tell the fork server (through its environment, before it starts) which main script this process runs,
    so that its children skip re-running it (extractors/forkmain.py says why). Once per process: only the
    value at the server's start counts, and the document lane calls this from several threads."""
    global _main_named_in
    if _main_named_in == os.getpid():
        return
    from multiprocessing import spawn

    from extractors import forkmain

    # This process's own main, not a value inherited from whoever started us.
    data = spawn.get_preparation_data("otcmail-parser")
    os.environ[forkmain.ENV] = json.dumps({"path": data.get("init_main_from_path"),
                                           "name": data.get("init_main_from_name")})
    _main_named_in = os.getpid()


def _fork_server_gone(wait_s: float = 5.0) -> bool:
    """Whether the fork server this process started has exited (waited for up to ``wait_s``): a SIGTERM
    to the whole service group takes it down, and until it is reaped multiprocessing thinks it runs."""
    server = multiprocessing.forkserver._forkserver  # type: ignore[attr-defined]
    pid = getattr(server, "_forkserver_pid", None)
    if pid is None:
        return True
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        try:
            if os.waitpid(pid, os.WNOHANG)[0]:
                server._forkserver_pid = None  # reaped here: ensure_running starts a new one
                os.close(server._forkserver_alive_fd)
                server._forkserver_alive_fd = None
                server._forkserver_address = None
                return True
        except ChildProcessError:
            server._forkserver_pid = None
            return True
        time.sleep(0.05)
    return False


@dataclass(frozen=True)
class ChildPolicy:
    """How :func:`run_limited` treats a child killed from outside or out of time, in this thread.

    ``attempts``: tries of one record whose child was killed or timed out (``consumer.records.run_step``
    counts them); ``final``: whether this try is the last, when a timeout or a SIGKILL becomes the
    document's ``LimitExceeded``; ``stop``: set when the caller is stopping, which kills the child at
    once. The default (no caller's policy: ``otcmail extract``, a test calling an extractor) is one
    final try, as before.
    """

    attempts: int = 1
    final: bool = True
    stop: threading.Event | None = None


_DEFAULT_POLICY = ChildPolicy()
_POLICY: contextvars.ContextVar[ChildPolicy | None] = contextvars.ContextVar("otcmail_child_policy", default=None)

#: The exit code multiprocessing gives a forkserver child whose status was lost with its fork server.
_NO_STATUS = 255
#: Signals another process sends to stop this one: never the document's fault.
_STOP_SIGNALS = frozenset({signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGQUIT})


def child_policy() -> ChildPolicy:
    """The policy in force in this thread (the default: one final try, no stop)."""
    return _POLICY.get() or _DEFAULT_POLICY


@contextlib.contextmanager
def use_child_policy(**changes: Any) -> Iterator[ChildPolicy]:
    """Run the block under the current :class:`ChildPolicy` with ``changes`` (thread- and context-local)."""
    policy = dataclasses.replace(child_policy(), **changes)
    token = _POLICY.set(policy)
    try:
        yield policy
    finally:
        _POLICY.reset(token)


def _child(conn: Any, fn: Callable[..., Any], args: tuple[Any, ...], memory_mb: int) -> None:
    # A session of its own: a Ctrl-C at the terminal, or a signal to the consumer's process group,
    # is the consumer's to handle (it stops this child itself), never this child's.
    with contextlib.suppress(OSError):
        os.setsid()
    # Whoever signals it anyway ends it plainly, so its exit status names the signal (no traceback).
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, signal.SIG_DFL)
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
    except (KeyboardInterrupt, SystemExit, GeneratorExit):
        raise
    except BaseException as exc:  # noqa: BLE001 - any library failure on this document (a native panic too)
        conn.send(("document", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def run_limited(fn: Callable[..., Any], args: tuple[Any, ...], timeout_s: float, memory_mb: int) -> Any:
    """Run ``fn(*args)`` in a child process under a memory limit, killed after ``timeout_s``.

    Raises what the child raised (see the module's docstring for how its end is judged), and
    :class:`ExtractionInterrupted` when it was killed from outside, ran out of time on a try that is
    not the last (:class:`ChildPolicy`), or the caller's ``stop`` was set meanwhile.
    """
    policy = child_policy()
    if policy.stop is not None and policy.stop.is_set():
        raise ExtractionInterrupted("not started: stopping", shutdown=True)
    ctx = multiprocessing.get_context(_start_method())
    if ctx.get_start_method() == "forkserver":
        _name_the_main()
        ctx.set_forkserver_preload(_preload())
    for attempt in (1, 2):
        parent, child = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=_child, args=(child, fn, args, memory_mb), daemon=True)
        try:
            proc.start()
            break
        except OSError as exc:  # the fork server was killed (BrokenPipeError), no more processes: not the document
            parent.close()
            if attempt == 1 and ctx.get_start_method() == "forkserver" and _fork_server_gone():
                continue  # it was dying when we asked (connection refused): the next start makes a new one
            raise ExtractionInterrupted(f"could not start the parser process: {type(exc).__name__}: {exc}") from exc
        finally:
            child.close()
    answer: tuple[str, Any] | None = None
    try:
        outcome = _wait(parent, timeout_s, policy.stop)
        if outcome == "answered":
            try:
                answer = parent.recv()
            except (EOFError, pickle.UnpicklingError, OSError):
                answer = None  # it died before or while answering: judged by its exit status below
                proc.join(5)  # let it finish dying by itself, so the status is its own and not our kill
    finally:
        if proc.is_alive():
            _kill(proc)
        proc.join(5)
        parent.close()
    if outcome == "stopped":
        raise ExtractionInterrupted("parser process stopped: shutting down", shutdown=True)
    tries = f" on each of {policy.attempts} tries" if policy.attempts > 1 else ""
    if outcome == "timeout":
        if policy.final:
            raise LimitExceeded(f"parsing took longer than {timeout_s:g} s{tries}")
        raise ExtractionInterrupted(f"parsing took longer than {timeout_s:g} s (a loaded machine?)")
    if answer is None:
        if policy.stop is not None and policy.stop.is_set():
            # A stop signal sent to the whole group or cgroup (systemd's default KillMode) reaches the
            # child, or its fork server, as it reaches us: a shutdown, whatever the exit status says.
            raise ExtractionInterrupted("parser process ended while shutting down", shutdown=True)
        _judge_death(proc.exitcode, policy, tries)
        raise AssertionError("unreachable")  # pragma: no cover
    status, value = answer
    if status == "ok":
        return value
    if status == "memory":
        raise LimitExceeded(f"parsing needed more than {memory_mb} MB")
    if status == "extractor":
        raise value
    raise DocumentError(value)


def _wait(conn: Any, timeout_s: float, stop: threading.Event | None) -> str:
    """'answered' (or the pipe closed), 'timeout', or 'stopped' (the caller is stopping)."""
    deadline = time.monotonic() + timeout_s
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return "timeout"
        if conn.poll(remaining if stop is None else min(remaining, 0.2)):
            return "answered"
        if stop is not None and stop.is_set():
            return "stopped"


def _judge_death(exitcode: int | None, policy: ChildPolicy, tries: str) -> None:
    """Raise what a child that died without answering means."""
    signum = -exitcode if exitcode is not None and exitcode < 0 else None
    name = _signal_name(signum) if signum is not None else None
    if signum in _STOP_SIGNALS:
        raise ExtractionInterrupted(f"parser process killed by {name} (a shutdown?)")
    if signum == signal.SIGKILL:
        if policy.final:
            raise LimitExceeded(f"parser process killed by SIGKILL{tries} (the OOM killer? memory limit or crash)")
        raise ExtractionInterrupted("parser process killed by SIGKILL (the OOM killer, or a person)")
    if exitcode is None:  # still not reaped after the kill and 5 s: nothing known about the document
        raise ExtractionInterrupted("parser process did not end")
    if exitcode == _NO_STATUS:
        # multiprocessing's answer when the fork server died before telling the child's status (a signal
        # to the process group took both): nothing known about the document. The next child restarts it.
        raise ExtractionInterrupted("parser process ended without a status (its fork server died)")
    how = f"killed by {name}" if name else f"exit status {exitcode}"
    raise LimitExceeded(f"parser process died ({how}: memory limit or crash)")


def _signal_name(signum: int) -> str:
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"


def _kill(proc: Any) -> None:
    """SIGKILL the child's process group (it leads one of its own), or the child if it has none yet."""
    pid = proc.pid
    try:
        if pid is not None and os.getpgid(pid) == pid:
            os.killpg(pid, signal.SIGKILL)
            return
    except (ProcessLookupError, PermissionError):
        pass
    with contextlib.suppress(ProcessLookupError, PermissionError, OSError, ValueError):
        proc.kill()
