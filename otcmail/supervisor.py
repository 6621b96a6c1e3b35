"""Run the pipeline's long-lived parts as child processes and stop them together.

`otcmail run` hands this a list of commands (producer, consumers). Each child is a plain
`otcmail <command>` process with the same settings file, so it behaves exactly as when an
operator starts it alone. A child that dies is restarted after a back-off (and said so in the log):
2 s, doubling up to 60 s while it keeps dying soon after its start, and 1 s once it had run for
``stable_s`` (a crash a day must not wait the back-off of last week's crash loop). Services the
supervisor did not start as children (the bundled broker, a daemon of its own) are watched the same
way: found dead, they are started again. SIGINT/SIGTERM sends SIGTERM to every child, whose own
handlers finish their batch and flush.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
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
    started_at: float = 0.0


@dataclass
class Watched:
    """A service running on its own (a daemon) that the supervisor starts again when it finds it dead.

    ``start`` blocks until the service is ready (or raises): the children that need it reconnect by
    themselves meanwhile.
    """

    name: str
    alive: Callable[[], bool]
    start: Callable[[], object]
    check_every_s: float = 2.0
    restarts: int = 0
    next_check: float = 0.0
    backoff_s: float = 1.0


def otcmail_argv(config: Path | None, *args: str) -> list[str]:
    exe = Path(sys.argv[0]).resolve() if Path(sys.argv[0]).name == "otcmail" else None
    base = [str(exe)] if exe is not None and exe.exists() else [sys.executable, "-m", "otcmail.cli"]
    return [*base, *(["--config", str(config)] if config else []), *args]


MAX_BACKOFF_S = 60.0


def next_backoff(previous_s: float, ran_s: float, stable_s: float) -> float:
    """Seconds to wait before the next start: 1 after a run of ``stable_s`` or more, else double (<= 60)."""
    return 1.0 if ran_s >= stable_s else min(MAX_BACKOFF_S, previous_s * 2)


class Supervisor:
    def __init__(self, children: Sequence[Child], stop_timeout_s: float = 120.0,
                 watched: Sequence[Watched] = (), stable_s: float = 60.0) -> None:
        self.children = list(children)
        self.watched = list(watched)
        self.stop = threading.Event()
        self.stop_timeout_s = stop_timeout_s
        self.stable_s = stable_s

    def _start(self, child: Child) -> None:
        child.proc = subprocess.Popen(child.argv, stdin=subprocess.DEVNULL)
        child.started_at = time.monotonic()
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
            self._check_watched()
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
                child.backoff_s = next_backoff(child.backoff_s, now - child.started_at, self.stable_s)
                child.next_start = now + child.backoff_s
                child.proc = None
                log.error("%s exited with code %s after %.0fs; restarting in %.0fs (restart %d)",
                          child.name, code, now - child.started_at, child.backoff_s, child.restarts)
        self.shutdown()

    def _check_watched(self) -> None:
        for service in self.watched:
            now = time.monotonic()
            if now < service.next_check or self.stop.is_set():
                continue
            service.next_check = now + service.check_every_s
            if service.alive():
                service.backoff_s = 1.0
                continue
            service.restarts += 1
            log.error("%s is not running; starting it again (restart %d)", service.name, service.restarts)
            try:
                service.start()
                log.info("%s is running again", service.name)
            except Exception as exc:  # noqa: BLE001 - whatever stopped it, try again later; the log says why
                service.backoff_s = min(MAX_BACKOFF_S, service.backoff_s * 2)
                service.next_check = time.monotonic() + service.backoff_s
                log.error("%s did not start (%s: %s); trying again in %.0fs",
                          service.name, type(exc).__name__, exc, service.backoff_s)

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
