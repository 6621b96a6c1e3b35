"""Run a document converter (``antiword``, ``catdoc``) in a child process, bounded in time and memory.

The child gets the document on stdin and answers on stdout. It runs in a session of its own
(``start_new_session=True``), so a Ctrl-C typed at the terminal of a consumer reaches the consumer,
which shuts down in order, and not the converter half-way through a document. Its address space is
capped with ``prlimit`` on its pid before it is handed a single byte, and the whole process group is
killed when the wall-clock budget runs out. A converter that is not installed is a clear
``DocumentError`` naming the Debian package (``scripts/ensure-system-packages`` installs them).
"""

from __future__ import annotations

import contextlib
import os
import resource
import shutil
import signal
import subprocess
from dataclasses import dataclass

from extractors.errors import DocumentError, LimitExceeded


@dataclass(frozen=True, slots=True)
class Converted:
    returncode: int
    stdout: bytes
    stderr: str


def run_converter(argv: list[str], data: bytes, package: str, timeout_s: float, memory_mb: int) -> Converted:
    """``argv`` (program first) fed ``data`` on stdin; its exit status, output and error text.

    Raises DocumentError when the program is missing, LimitExceeded when it overran its time or
    memory (killed by a signal). A non-zero exit status is the caller's to judge.
    """
    program = shutil.which(argv[0])
    if program is None:
        raise DocumentError(f"{argv[0]} is not installed: install the Debian package {package} "
                            "(scripts/ensure-system-packages)")
    try:
        proc = subprocess.Popen([program, *argv[1:]], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, start_new_session=True, close_fds=True)
    except OSError as exc:  # not executable, out of processes
        raise DocumentError(f"cannot start {argv[0]}: {exc}") from exc
    try:
        _cap_memory(proc.pid, memory_mb)
        try:
            out, err = proc.communicate(data, timeout=timeout_s)
        except subprocess.TimeoutExpired as exc:
            raise LimitExceeded(f"{argv[0]} took longer than {timeout_s:g} s") from exc
    finally:
        if proc.poll() is None:
            _kill_group(proc)
    if proc.returncode < 0:
        name = signal.Signals(-proc.returncode).name if -proc.returncode in signal.valid_signals() else "a signal"
        raise LimitExceeded(f"{argv[0]} was killed by {name} (memory limit {memory_mb} MB or a crash)")
    return Converted(proc.returncode, out, err.decode("utf-8", "replace").strip())


def _cap_memory(pid: int, memory_mb: int) -> None:
    limit = memory_mb * 1024 * 1024
    with contextlib.suppress(OSError, ValueError):  # the child may be gone already; non-Linux
        resource.prlimit(pid, resource.RLIMIT_AS, (limit, limit))


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)  # the child leads its own group (start_new_session)
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.communicate(timeout=5)
