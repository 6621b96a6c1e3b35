"""Corrections written in a mail body or document: "px on the FHLB 4 1/8 03/30 should read 100-06 /
100-10, not 101-06 / 101-10 as above".

A dealer who fat-fingers a level sends the right one in a line of the same mail, naming the wrong
one after "not". The quote stored with the wrong levels is the one a desk must never see as good:
when exactly one quote of the document holds the levels the line retracts, it takes the corrected
levels (and is checked again); when several do, the line does not say which, and they all go to
review. Chat corrections (a speaker's "..., not 96/101, sorry") are chat.correction's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from extractors.model import Quote
from extractors.numbers import parse_price
from extractors.validate import assess

_LEVEL = r"[+-]?\d{1,4}(?:[.,]\d+)?(?:-\d{2}[+1-7]?)?"
#: "should read A / B, not C / D", "A/B (not C/D)", "correct px A - B not C - D".
_CORRECTED = re.compile(
    rf"(?P<nb>{_LEVEL})\s*[/-]\s*(?P<na>{_LEVEL})\s*[,;(]?\s*(?:and\s+)?not\s+(?P<ob>{_LEVEL})\s*[/-]\s*(?P<oa>{_LEVEL})\b",
    re.IGNORECASE)
_SAYS_CORRECTION = re.compile(r"\b(?:should\s+(?:read|be|have\s+been)|correct(?:ion|ed)?|fat[- ]finger|typo|apolog)",
                              re.IGNORECASE)


def body_correction(line: str) -> tuple[float, float, float, float] | None:
    """(new bid, new ask, old bid, old ask) of a correction line, or ``None``."""
    if "not " not in line.lower() or _SAYS_CORRECTION.search(line) is None:
        return None
    m = _CORRECTED.search(line)
    if m is None:
        return None
    levels = [parse_price(m[k]) for k in ("nb", "na", "ob", "oa")]
    if any(v is None for v in levels):
        return None
    nb, na, ob, oa = levels
    return nb, na, ob, oa  # type: ignore[return-value]


def apply_corrections(quotes: list[Quote], corrections: list[tuple[float, float, float, float]]) -> list[Quote]:
    """The quotes with each correction applied to the one quote holding its retracted levels."""
    out = list(quotes)
    for nb, na, ob, oa in corrections:
        hits = [k for k, q in enumerate(out) if q.bid == ob and q.ask == oa]
        if len(hits) == 1:
            q = out[hits[0]]
            flags = (q.review_reason,) if q.review_reason else ()
            confidence, checks, reason = assess(q.asset_class, q.quote_type, nb, na, flags,
                                                "stated" if "unit" in q.checks else "convention")
            out[hits[0]] = replace(q, bid=nb, ask=na, confidence=confidence, checks=checks, review_reason=reason,
                                   raw=f"{q.raw} [corrected in the mail: {ob:g} / {oa:g} -> {nb:g} / {na:g}]")
        for k in hits if len(hits) > 1 else ():
            q = out[k]
            why = f"a correction in the mail retracts {ob:g} / {oa:g} and does not say of which bond"
            out[k] = replace(q, review_reason=f"{q.review_reason}; {why}" if q.review_reason else why,
                             confidence=max(0.05, round(q.confidence - 0.3, 2)))
    return out
