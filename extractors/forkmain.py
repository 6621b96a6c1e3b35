"""Imported in the PDF children's fork server only (:func:`extractors.safety.run_limited`'s preload).

Python 3.11's forkserver children re-run the parent's main script before their target (as
``__mp_main__``), and the documented ``"__main__"`` preload never reaches the server (``ensure_running``
forwards a ``main_path`` key the preparation data names ``init_main_from_path``). For `otcmail consume` the
main script is the console script, which imports the whole CLI: ~1.2 s per PDF. Here the server takes
the parent's main as its own, so every child finds it already loaded and skips it (multiprocessing's
``_fixup_main_from_path`` / ``_fixup_main_from_name`` return early when the current main matches).
Importing the CLI in the server instead (the previous fix) made a 120-300 MB server whose children
copy-on-write much of it: a no-op child cost ~3 times the CPU.

Children then need what they run to be importable by module name, never defined in a main script:
:func:`extractors.safety.run_limited` is only given extractor functions.
"""

from __future__ import annotations

import json
import os
import sys
import types

#: Set by the parent before it starts the fork server: {"path": main script or None, "name": module or None}.
ENV = "_OTCMAIL_FORK_MAIN"  # not OTCMAIL_...: that prefix is the settings'


def _adopt(main: dict[str, str | None]) -> None:
    module = sys.modules["__main__"]
    if main.get("path"):
        module.__file__ = main["path"]
    if main.get("name"):
        module.__spec__ = types.SimpleNamespace(name=main["name"])  # type: ignore[assignment]


_adopt(json.loads(os.environ.get(ENV) or "{}"))
