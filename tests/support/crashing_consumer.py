"""`otcmail unpack` or `otcmail consume` with a fault injected, for the crash and rebalance tests.

    python -m tests.support.crashing_consumer hang-before-commit MARKER otcmail-args...
        once a batch is done (written to the database and, in the unpack stage, its part records
        published and acknowledged), MARKER is created and the process hangs before committing
        offsets, waiting for the test's kill -9;
    python -m tests.support.crashing_consumer slow SECONDS otcmail-args...
        every batch takes SECONDS longer (so another consumer surely joins mid-run).

The fault is in ``consumer.processor.Lane``, which both stages run: the otcmail-args pick the stage
(``... unpack`` or ``... consume``).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from consumer import processor


def main() -> None:
    mode, arg, argv = sys.argv[1], sys.argv[2], sys.argv[3:]
    if mode == "hang-before-commit":
        marker = Path(arg)

        def commit_never(self: Any, consumer: Any, records: Any) -> None:
            marker.write_text(f"{len(records)}\n")
            while True:
                time.sleep(60)

        processor.Lane.commit = commit_never  # type: ignore[method-assign]
    elif mode == "slow":
        handle = processor.Lane.handle

        def slow_handle(self: Any, consumer: Any, records: Any) -> None:
            time.sleep(float(arg))
            handle(self, consumer, records)

        processor.Lane.handle = slow_handle  # type: ignore[method-assign]
    else:
        raise SystemExit(f"unknown mode {mode}")
    from otcmail.cli import main as otcmail_main

    otcmail_main(argv)


if __name__ == "__main__":
    main()
