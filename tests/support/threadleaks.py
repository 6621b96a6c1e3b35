"""Which test left threads running: the suite's report of leaked threads.

Lanes run as threads late in a long pytest process were starved out of their Kafka groups (kafka-python
event-loop tasks of 0.25 s, then UnknownMemberId). Closed clients leave no thread behind, so the
suspect is a test, fixture or helper that leaves a client, a lane or a server thread running: each one
takes its 5 ms turns at the GIL from every later test. This names them, test by test, at the end of
the run (a report, not a failure: a session fixture's threads are listed under the first test that
used it, which is expected).
"""

from __future__ import annotations

import gc
import re
import threading
import time
from collections import Counter

GRACE_S = 0.5  # a client closing as the test ends gets this long to finish its thread


def kind(thread: threading.Thread) -> str:
    return re.sub(r"[-_ ]?\d+$", "", thread.name)


class ThreadLeaks:
    def __init__(self) -> None:
        self.by_test: dict[str, Counter[str]] = {}

    def check(self, test: str, before: set[threading.Thread]) -> None:
        """Note the threads alive now that were not before ``test`` (after a short grace to end)."""
        new = [t for t in threading.enumerate() if t not in before]
        per_thread = GRACE_S / max(1, len(new))
        for t in new:
            t.join(per_thread)
        left = [t for t in new if t.is_alive()]
        if left:
            self.by_test[test] = Counter(kind(t) for t in left)

    def report(self) -> list[str]:
        lines = []
        for test, kinds in self.by_test.items():
            lines.append(f"{test}: " + ", ".join(f"{k} x{n}" for k, n in kinds.most_common()))
        alive = Counter(kind(t) for t in threading.enumerate())
        lines.append(f"alive at the end: {sum(alive.values())} threads: "
                     + ", ".join(f"{k} x{n}" for k, n in alive.most_common(15)))
        return lines


class CollectorPauses:
    """The garbage collector's full (generation 2) collections: each stops every thread of the process.

    A long pytest process holds millions of objects by its end; a full collection walks them all. This
    notes how long the pauses grew, as the other suspect for lanes starved late in the suite."""

    def __init__(self) -> None:
        self.pauses: list[float] = []
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.pauses.append(time.perf_counter() - self._started)

    def install(self) -> None:
        gc.callbacks.append(self)

    def report(self) -> str:
        if not self.pauses:
            return "full collections: none"
        worst = sorted(self.pauses)[-5:]
        return (f"full collections: {len(self.pauses)}, {sum(self.pauses):.1f} s in all, the longest "
                + ", ".join(f"{p * 1000:.0f} ms" for p in reversed(worst))
                + f"; objects tracked at the end: {len(gc.get_objects()):,}")
