"""Run the pipeline's long-lived parts as child processes and stop them together.

`otcmail run` hands this a list of commands (producer, consumers). Each child is a plain
`otcmail <command>` process with the same settings file, so it behaves exactly as when an
operator starts it alone. A child that dies is restarted after a back-off (and said so in the log);
SIGINT/SIGTERM sends SIGTERM to every child, whose own handlers finish their batch and flush.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass
class Child:
    name: str
    argv: list[str]
    proc: subprocess.Popen[bytes] | None = None
    restarts: int = 0
    next_start: float = 0.0
    backoff_s: float = field(default=1.0)


def otcmail_argv(config: Path | None, *args: str) -> list[str]:
    exe = Path(sys.argv[0]).resolve() if Path(sys.argv[0]).name == "otcmail" else None
    base = [str(exe)] if exe is not None and exe.exists() else [sys.executable, "-m", "otcmail.cli"]
    return [*base, *(["--config", str(config)] if config else []), *args]


class Supervisor:
    def __init__(self, children: Sequence[Child], stop_timeout_s: float = 120.0) -> None:
        self.children = list(children)
        self.stop = threading.Event()
        self.stop_timeout_s = stop_timeout_s

    def _start(self, child: Child) -> None:
        child.proc = subprocess.Popen(child.argv, stdin=subprocess.DEVNULL)
        log.info("started %s (pid %d)", child.name, child.proc.pid)

    def install_signal_handlers(self) -> None:
        def handler(signum: int, _frame: object) -> None:
            log.info("received %s, stopping everything", signal.Signals(signum).name)
            self.stop.set()

        signal.signal(signal.SIGTERM, handler)
        signal.signal(signal.SIGINT, handler)

    def run(self) -> None:
        for child in self.children:
            self._start(child)
        while not self.stop.wait(0.5):
            now = time.monotonic()
            for child in self.children:
                if child.proc is None:
                    if now >= child.next_start:
                        self._start(child)
                    continue
                code = child.proc.poll()
                if code is None:
                    continue
                child.restarts += 1
                child.backoff_s = min(60.0, child.backoff_s * 2)
                child.next_start = now + child.backoff_s
                child.proc = None
                log.error("%s exited with code %s; restarting in %.0fs (restart %d)",
                          child.name, code, child.backoff_s, child.restarts)
        self.shutdown()

    def shutdown(self) -> None:
        running = [c for c in self.children if c.proc is not None and c.proc.poll() is None]
        for child in running:
            assert child.proc is not None
            log.info("stopping %s (pid %d)", child.name, child.proc.pid)
            child.proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + self.stop_timeout_s
        for child in running:
            assert child.proc is not None
            try:
                child.proc.wait(timeout=max(0.1, deadline - time.monotonic()))
                log.info("%s stopped (exit %s)", child.name, child.proc.returncode)
            except subprocess.TimeoutExpired:
                log.error("%s did not stop within %.0fs; killing it", child.name, self.stop_timeout_s)
                os.kill(child.proc.pid, signal.SIGKILL)
                child.proc.wait()
