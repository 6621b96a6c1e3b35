"""The garbage collector's setting for every process that parses mail (set at its entry point).

Parsing makes tens of thousands of short-lived objects (a sheet's cells, drafts, quotes) that die by
reference counting, not by the collector. CPython's first-generation threshold of 700 allocations
ran a collection every few spreadsheet rows, a tenth of the time of a 20,000-row sheet
(``bench/bench_extractors.py``). A threshold of 10,000 keeps collections for the cycles that do
form (SQLAlchemy, the Kafka client) at a few milliseconds apart, so memory stays bounded; turning the
collector off while a document is parsed would not, with parsers on several threads.
"""

from __future__ import annotations

import gc

#: (generation 0, 1, 2) thresholds; the older generations keep CPython's defaults.
PARSING_THRESHOLDS = (10_000, 10, 10)


def tune_collector() -> None:
    """Collect less often, for a process that parses (idempotent; cheap)."""
    gc.set_threshold(*PARSING_THRESHOLDS)
