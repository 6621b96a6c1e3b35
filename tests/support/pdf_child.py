"""Stand-ins for ``extractors.pdf.read_pages`` that run in the real parsing child process.

A test puts ``functools.partial(<one of these>, folder)`` in place of ``extractors.pdf.read_pages``
(or hands it to ``run_limited``): the partial is pickled by reference, so the child imports this
module and runs the function there, with the folder the test watches.

* :func:`wait_to_be_killed` writes ``child-<pid>`` (its pid, session id and process group id) into
  the folder, then sleeps: the test kills it, or stops its parent;
* :func:`killed_once_then_parse` does the same until the folder holds ``released``, then parses
  for real: the test writes ``released`` before it kills the first child, so the retry succeeds;
* :func:`held_until_released` announces itself like them, then waits for ``released`` in the folder
  and parses for real: a backlog of PDFs that cannot finish before the test says so;
* :func:`raise_error` and :func:`raise_base_exception` fail the way a broken document does;
* ``python -m tests.support.pdf_child FOLDER otcmail-args...`` runs otcmail with every PDF child
  waiting to be killed (the Ctrl-C test).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from extractors.pdf import read_pages as _real_read_pages  # before any test replaces it

RELEASED = "released"


class NativePanic(BaseException):  # noqa: N818 - named after pyo3's PanicException, which derives from BaseException
    """Like pyo3's ``PanicException``: not an ``Exception``."""


def wait_to_be_killed(folder: str, *_args: object) -> object:
    announce(Path(folder))
    time.sleep(300)
    raise AssertionError("the test should have killed this child")


def killed_once_then_parse(folder: str, data: bytes, max_pages: int) -> object:
    if not (Path(folder) / RELEASED).exists():
        return wait_to_be_killed(folder)
    return _real_read_pages(data, max_pages)


def held_until_released(folder: str, data: bytes, max_pages: int) -> object:
    announce(Path(folder))
    while not (Path(folder) / RELEASED).exists():
        time.sleep(0.05)
    return _real_read_pages(data, max_pages)


def raise_error(*_args: object) -> object:
    raise ValueError("broken cross-reference table")


def raise_base_exception(*_args: object) -> object:
    raise NativePanic("called `Option::unwrap()` on a `None` value")


def announce(folder: Path) -> None:
    pid = os.getpid()
    tmp = folder / f".child-{pid}"
    tmp.write_text(f"{pid} {os.getsid(0)} {os.getpgrp()}\n")
    tmp.rename(folder / f"child-{pid}")


def started_children(folder: Path) -> list[tuple[int, int, int]]:
    """(pid, session id, process group id) of every child that announced itself, oldest first."""
    out = []
    for path in sorted(folder.glob("child-*"), key=lambda p: p.stat().st_mtime_ns):
        pid, sid, pgid = (int(x) for x in path.read_text().split())
        out.append((pid, sid, pgid))
    return out


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is dead for this purpose
        return Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1][0] != "Z"
    except (OSError, IndexError):
        return False


def main() -> None:
    """``python -m tests.support.pdf_child FOLDER otcmail-args...``: otcmail whose PDF children wait to be killed."""
    import functools
    import sys

    import extractors.pdf
    from otcmail.cli import main as otcmail_main

    # By its importable name, not this __main__'s: a parser child never runs the main script again
    # (extractors/forkmain.py), so what it runs must be importable.
    from tests.support.pdf_child import wait_to_be_killed as importable

    folder, argv = sys.argv[1], sys.argv[2:]
    extractors.pdf.read_pages = functools.partial(importable, folder)  # type: ignore[assignment]
    otcmail_main(argv)


if __name__ == "__main__":
    main()
