"""Stop signals once a process is already stopping.

Every long-running command turns SIGTERM and SIGINT into a stop event and finishes its batch. Once
that is done, a second signal has nothing left to stop, but it can still kill the process: the
interpreter's exit restores the default action of every signal that had a Python handler, so a
SIGTERM arriving while threads are joined or modules torn down (systemd and the supervisor both send
more than one when a stop takes a while) ended a clean stop with exit status -15. Ignored signals are
left ignored by the interpreter's exit.
"""

from __future__ import annotations

import signal

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


def ignore_stop_signals() -> None:
    """From now on SIGTERM and SIGINT do nothing: call once the stop is under way and nothing is left to stop."""
    for signum in STOP_SIGNALS:
        signal.signal(signum, signal.SIG_IGN)
