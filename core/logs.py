"""Logging set-up for every entry point: one line per event, to stderr, with the time."""

from __future__ import annotations

import logging
import sys


def configure_logging(level: str) -> None:
    handler: logging.Handler
    if sys.stderr.isatty():
        from rich.logging import RichHandler

        handler = RichHandler(show_path=False, rich_tracebacks=False, log_time_format="%H:%M:%S")
        fmt = "%(message)s"
    else:
        handler = logging.StreamHandler(sys.stderr)
        fmt = "%(asctime)s %(levelname)s %(name)s: %(message)s"
    handler.setFormatter(logging.Formatter(fmt))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    # Library warnings (watchdog's, kafka-python's) go to the same log with a time, not bare to stderr.
    logging.captureWarnings(True)
    # kafka-python logs every reconnect attempt as an ERROR; otcmail says what matters itself.
    logging.getLogger("kafka").setLevel(logging.DEBUG if root.level <= logging.DEBUG else logging.CRITICAL)
    logging.getLogger("py4j").setLevel(logging.WARNING)
