"""Regression (issue 11, defect 3): body segmentation is linear in the number of From:/Sent: lines.

``extractors.body._in_header`` scanned every line back to the forward marker before its cheap 6-line
bound: 2,000 / 4,000 / 8,000 lines of ``From: a Sent: b`` took 0.17 / 0.49 / 2.07 s, so one 5 MB body
held a lane for most of an hour. The test checks the growth (4x the lines may cost about 4x the time,
not 16x), best of several runs, in CPU time (``time.process_time``), so that other processes on a loaded
machine do not count; and that the large body stays far under a second of CPU.
"""

from __future__ import annotations

import time

from extractors.body import extract_text, segments
from extractors.model import SourceContext

MARKER = "---------- Forwarded message ----------"


def _body(lines: int) -> str:
    return "\n".join([MARKER] + ["From: a Sent: b"] * lines) + "\n"


def _best_of(runs: int, fn, *args) -> float:  # type: ignore[no-untyped-def]
    best = float("inf")
    for _ in range(runs):
        started = time.process_time()
        fn(*args)
        best = min(best, time.process_time() - started)
    return best


def test_segmenting_grows_linearly_with_forward_header_lines() -> None:
    small, large = _body(2_000), _body(8_000)
    segments(small, True)  # warm up (regex caches)
    t_small = _best_of(5, segments, small, True)
    t_large = _best_of(5, segments, large, True)
    # Linear: ~4x. Quadratic (the bug): ~16x. 8x + 20 ms of slack absorbs timer noise on tiny times.
    assert t_large < 8 * t_small + 0.02, f"2,000 lines {t_small:.4f} s, 8,000 lines {t_large:.4f} s"
    assert t_large < 0.5, f"8,000 lines took {t_large:.3f} s"


def test_the_forwarded_block_ends_at_the_first_separator_past_the_header() -> None:
    """What the bound keeps: the header block right under the marker is not a new message."""
    text = "\n".join([MARKER, "From: Jane <jane@acmebank.com>", "Sent: Monday", "Subject: run", "",
                      "ACME 5.25 10/01/27  +60/+55", "From: b Sent: c", "FOO 5 01/02/30 100.00/100.50"])
    own, forwarded = segments(text, True)
    assert own.lines == []
    assert forwarded.sender == "jane@acmebank.com"
    assert [n for n, _ in forwarded.lines] == [2, 3, 4, 5, 6]  # up to the next From:/Sent: separator


def test_a_large_body_of_forward_headers_extracts_quickly() -> None:
    started = time.process_time()
    result = extract_text(_body(8_000), SourceContext(part="body"), subject="Fwd: run")
    assert time.process_time() - started < 2.0
    assert result.quotes == ()
