"""A writer in another process that holds a file open and pauses mid-file, as a slow delivery does.

Another process because the producer never looks at its own descriptors (it runs in the test's
process in the thread-based tests). ``HeldOpen`` opens the file, writes the first part, and waits
for :meth:`HeldOpen.finish` to write the rest and close it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import TracebackType

_SCRIPT = """
import sys
fh = open(sys.argv[1], sys.argv[2])
if "b" in sys.argv[2] and sys.argv[3]:
    fh.write(bytes.fromhex(sys.argv[3])); fh.flush()
print("open", flush=True)
sys.stdin.readline()
if "b" in sys.argv[2] and sys.argv[4]:
    fh.write(bytes.fromhex(sys.argv[4])); fh.flush()
fh.close()
print("closed", flush=True)
sys.stdin.readline()
"""


class HeldOpen:
    """``with HeldOpen(path, "wb", first, rest) as w: ...; w.finish()`` (mode as for open())."""

    def __init__(self, path: Path, mode: str, first: bytes = b"", rest: bytes = b"") -> None:
        self.path = path
        self.proc = subprocess.Popen([sys.executable, "-c", _SCRIPT, str(path), mode, first.hex(), rest.hex()],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline().strip()
        assert line == "open", f"the writer did not start: {line!r}"
        self.closed = False

    @property
    def pid(self) -> int:
        return self.proc.pid

    def finish(self) -> None:
        """Write the rest and close the file (the process stays until the context ends)."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write("\n")
        self.proc.stdin.flush()
        assert self.proc.stdout.readline().strip() == "closed"
        self.closed = True

    def __enter__(self) -> HeldOpen:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.proc.kill()
        self.proc.wait(10)
