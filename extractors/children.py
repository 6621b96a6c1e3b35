"""Run a document converter (``antiword``, ``catdoc``) in a child process, bounded in time and memory.

The child gets the document on stdin and answers on stdout. It runs in a session of its own
(``start_new_session=True``), so a Ctrl-C typed at the terminal of a consumer reaches the consumer,
which shuts down in order, and not the converter half-way through a document. Its address space is
capped with ``prlimit`` on its pid before it is handed a single byte, and its whole process group is
killed when the wall-clock budget runs out or the caller stops. A converter that is not installed is
a clear ``DocumentError`` naming the Debian package (``scripts/ensure-system-packages`` installs them).

How the child ended is judged as the PDF child's is (:mod:`extractors.safety`, under the caller's
:class:`~extractors.safety.ChildPolicy`): killed from outside (a stop signal, SIGKILL) or out of time
is not the document's fault, ``ExtractionInterrupted`` (retried), except that on the last try a
timeout or a SIGKILL is ``LimitExceeded``; a crash of its own (SIGSEGV, SIGABRT) is ``LimitExceeded``;
the caller stopping kills it at once (``ExtractionInterrupted(shutdown=True)``).
"""

from __future__ import annotations

import contextlib
import os
import resource
import shutil
import signal
import subprocess
import time
from dataclasses import dataclass

from core.errors import ExtractionInterrupted
from extractors.errors import DocumentError, LimitExceeded
from extractors.safety import child_policy

#: Signals another process sends to stop this one: never the document's fault.
_STOP_SIGNALS = frozenset({signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGQUIT})


@dataclass(frozen=True, slots=True)
class Converted:
    returncode: int
    stdout: bytes
    stderr: str


def run_converter(argv: list[str], data: bytes, package: str, timeout_s: float, memory_mb: int) -> Converted:
    """``argv`` (program first) fed ``data`` on stdin; its exit status, output and error text.

    Raises DocumentError when the program is missing; LimitExceeded or ExtractionInterrupted when it
    overran its time, was killed or crashed (see the module's docstring); ExtractionInterrupted with
    ``shutdown`` when the caller's policy says stop. A non-zero exit status is the caller's to judge.
    """
    policy = child_policy()
    if policy.stop is not None and policy.stop.is_set():
        raise ExtractionInterrupted("not started: stopping", shutdown=True)
    program = shutil.which(argv[0])
    if program is None:
        raise DocumentError(f"{argv[0]} is not installed: install the Debian package {package} "
                            "(scripts/ensure-system-packages)")
    try:
        proc = subprocess.Popen([program, *argv[1:]], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, start_new_session=True, close_fds=True)
    except OSError as exc:  # no more processes, not executable: nothing known about the document
        raise ExtractionInterrupted(f"cannot start {argv[0]}: {exc}") from exc
    tries = f" on each of {policy.attempts} tries" if policy.attempts > 1 else ""
    try:
        _cap_memory(proc.pid, memory_mb)
        deadline = time.monotonic() + timeout_s
        while True:
            remaining = deadline - time.monotonic()
            try:
                out, err = proc.communicate(data, timeout=max(0.0, min(remaining, 0.2) if policy.stop else remaining))
                break
            except subprocess.TimeoutExpired:
                if policy.stop is not None and policy.stop.is_set():
                    raise ExtractionInterrupted(f"{argv[0]} stopped: shutting down", shutdown=True) from None
                if time.monotonic() >= deadline:
                    if policy.final:
                        raise LimitExceeded(f"{argv[0]} took longer than {timeout_s:g} s{tries}") from None
                    raise ExtractionInterrupted(f"{argv[0]} took longer than {timeout_s:g} s (a loaded machine?)") \
                        from None
    finally:
        if proc.poll() is None:
            _kill_group(proc)
    if proc.returncode < 0:
        _judge_signal(argv[0], -proc.returncode, memory_mb, policy.final, tries)
    return Converted(proc.returncode, out, err.decode("utf-8", "replace").strip())


def _judge_signal(program: str, signum: int, memory_mb: int, final: bool, tries: str) -> None:
    try:
        name = signal.Signals(signum).name
    except ValueError:
        name = f"signal {signum}"
    if signum in _STOP_SIGNALS:
        raise ExtractionInterrupted(f"{program} killed by {name} (a shutdown?)")
    if signum == signal.SIGKILL and not final:
        raise ExtractionInterrupted(f"{program} killed by SIGKILL (the OOM killer, or a person)")
    raise LimitExceeded(f"{program} was killed by {name}{tries} (memory limit {memory_mb} MB or a crash)")


def _cap_memory(pid: int, memory_mb: int) -> None:
    limit = memory_mb * 1024 * 1024
    with contextlib.suppress(OSError, ValueError):  # the child may be gone already; non-Linux
        resource.prlimit(pid, resource.RLIMIT_AS, (limit, limit))


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)  # the child leads its own group (start_new_session)
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.communicate(timeout=5)
