"""`otcmail consume` that stops dead between the database commit and the offset commit.

Usage: python -m tests.support.crashing_consumer MARKER otcmail-args...  Once a batch is written to
the database, MARKER is created and the process hangs before committing offsets, waiting for the
test's kill -9.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from consumer import processor


def main() -> None:
    marker = Path(sys.argv[1])

    def commit_never(self: Any, consumer: Any, records: Any) -> None:
        marker.write_text(f"{len(records)}\n")
        while True:
            time.sleep(60)

    processor.Lane.commit = commit_never  # type: ignore[method-assign]
    from otcmail.cli import main as otcmail_main

    otcmail_main(sys.argv[2:])


if __name__ == "__main__":
    main()
