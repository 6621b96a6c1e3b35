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
from collections.abc import Iterable
from dataclasses import replace

from extractors.grammar import expand_shorthand
from extractors.model import Quote
from extractors.numbers import parse_price
from extractors.validate import assess

#: A price written with a fraction (``97 1/8``).
FRACTION_LEVEL = r"\d{1,3}\s\d{1,2}/\d{1,3}(?![\d/])"
#: A level: decimal, 32nds (``100-06``, ``99-16+``) or a price with a fraction.
_LEVEL = rf"(?:{FRACTION_LEVEL}|[+-]?\d{{1,4}}(?:[.,]\d+)?(?:-\d{{2}}[+1-7]?)?)"
#: "should read A / B, not C / D", "A/B (not C/D)", "correct px A - B not C - D".
_CORRECTED = re.compile(
    rf"(?P<nb>{_LEVEL})\s*[/-]\s*(?P<na>{_LEVEL})(?:\s+\d{{1,3}}(?:\.\d+)?\s?(?:mm|m|k)\b)?\s*[,;(]?\s*(?:and\s+)?"
    rf"not\s+(?P<ob>{_LEVEL})\s*[/-]\s*(?P<oa>{_LEVEL})\b",
    re.IGNORECASE)
Levels = tuple[float, float, float, float]
_SAYS_CORRECTION = re.compile(
    r"\b(?:should\s+(?:read|be|have\s+been)|correct(?:ion|ed)?|fat[- ]finger|typo|apolog|sorry)", re.IGNORECASE)


def body_correction(line: str, continued: bool = False) -> Levels | None:
    """(new bid, new ask, old bid, old ask) of a correction line of a body, or ``None``. A line right
    after a correction line continues it (``... and the`` / ``7Y yields 4.441 / 4.438, not 4.446 /
    4.443``): it need not say it is one."""
    if "not " not in line.lower() or (not continued and _SAYS_CORRECTION.search(line) is None):
        return None
    return corrected_levels(line)


_LEVEL_WORDS = r"(?:levels?|prices?|px|runs?|quotes?|markets?|axes)"
#: A line taking back every level above it: "*** levels above off ... refreshed 07:40 below ***",
#: "the above run is stale", "pls disregard the levels above".
_WITHDRAWS_ABOVE = re.compile(
    rf"\b(?:{_LEVEL_WORDS}\s+above|(?:the\s+)?above\s+{_LEVEL_WORDS}|the\s+above)\s+(?:(?:are|is|now|all)\s+)*"
    r"(?:off|stale|withdrawn|superseded|void|cancell?ed|no\s+longer\s+(?:valid|good|live)|out\s+of\s+date)\b"
    rf"|\b(?:ignore|disregard|scratch|kill)\s+(?:the\s+|all\s+)?(?:{_LEVEL_WORDS}\s+)?above\b",
    re.IGNORECASE)


def withdraws_above(line: str) -> str | None:
    """The words of a line that take back the levels above it, or ``None``: those levels are no
    market any more, whether or not the mail quotes the bonds again below."""
    if "above" not in line.lower():
        return None
    m = _WITHDRAWS_ABOVE.search(line)
    return m[0] if m else None


def line_corrections(lines: Iterable[str]) -> list[Levels]:
    """The corrections written on a document's lines, as scan_lines reads them (a line right after
    one may continue it): a paragraph under a table correcting one of its rows."""
    found: list[Levels] = []
    continued = False
    for line in lines:
        if not line.strip():
            continue
        fix = body_correction(line, continued)
        continued = fix is not None
        if fix is not None:
            found.append(fix)
    return found


def apply_line_corrections(quotes: list[Quote], lines: Iterable[str]) -> list[Quote]:
    """The quotes corrected by the corrections written on a document's lines: a paragraph or line under a
    Word, HTML or PDF table correcting one of its rows (scan_lines corrected the lines' own quotes)."""
    fixes = line_corrections(lines)
    return apply_corrections(quotes, fixes) if fixes else quotes


def corrected_levels(line: str) -> Levels | None:
    """(new bid, new ask, old bid, old ask) of ``A / B, not C / D`` on a line, or ``None``; a Treasury's
    ``100-02+/03, not 100-01+/02`` keeps each bid's handle for its offer."""
    m = _CORRECTED.search(expand_shorthand(line) if "/" in line else line)
    if m is None:
        return None
    nb, na, ob, oa = (parse_price(m[k]) for k in ("nb", "na", "ob", "oa"))
    if nb is None or na is None or ob is None or oa is None:
        return None
    return nb, na, ob, oa


#: What a correction line says around its bond and new levels: the label, "should read", and from "not"
#: on (the levels it takes back).
_CORRECTION_WORDS = re.compile(r"^\s*(?:correction|corrected|correcting|fix)\s*(?::|on\b|for\b)\s*"
                               r"|\bshould\s+(?:read|be|have\s+been)\b|\s-\s+it'?s\b|[,;(]?\s*\bnot\s+[+-]?\d.*$",
                               re.IGNORECASE)
#: A correction of a run quoted below it ("not 98.25 / 98.75 as below", "as in my run below"): the run is
#: the mail's quoted history, which is not read.
CORRECTS_BELOW = re.compile(r"\bnot\s+[+-]?\d.*\bbelow\b", re.IGNORECASE)


def correction_as_quote_line(line: str) -> str:
    """A correction line as the quote line it states (``HARLOW FITNESS TLB S+375 03/31 98.50 / 99.00``), for
    a correction whose retracted levels no quote of the document holds: the run it corrects is quoted
    history, and the line is the bond's one live market."""
    return _CORRECTION_WORDS.sub(" ", line)


def apply_corrections(quotes: list[Quote], corrections: list[Levels]) -> list[Quote]:
    """The quotes with each correction applied to the one quote holding its retracted levels."""
    out = list(quotes)
    for fix in corrections:
        hits = [k for k, q in enumerate(out) if (q.bid, q.ask) == fix[2:]]
        if len(hits) == 1:
            out[hits[0]] = _corrected(out[hits[0]], fix)
        for k in hits if len(hits) > 1 else ():
            q = out[k]
            why = f"a correction in the mail retracts {fix[2]:g} / {fix[3]:g} and does not say of which bond"
            out[k] = replace(q, review_reason=f"{q.review_reason}; {why}" if q.review_reason else why,
                             confidence=max(0.05, round(q.confidence - 0.3, 2)))
    return out


def correct_dealer_quote(quotes: list[Quote], fix: Levels, dealer: str, line: str) -> bool:
    """In a chat, ``DORSTONE 98.00-98.50 5mm, not 97.875-98.375, sorry`` names the levels it retracts:
    the one earlier quote of the speaker holding them takes the new levels (however many lines
    ago it was sent). Whether there was exactly one. A correction of the speaker's last line that
    quotes the bond again is chat.correction's: the new line's quote replaces it (its sizes, or the
    replaced quote's where it states none); one that only gives the levels (``73/78, not 74/79,
    sorry``) is this one's, and one naming the bond too briefly to quote it (``CDX 52.5/53, not
    ...``) is corrected by the caller."""
    hits = [k for k, q in enumerate(quotes) if q.dealer == dealer and (q.bid, q.ask) == fix[2:]]
    last = next((q.location for q in reversed(quotes) if q.dealer == dealer), None)
    if len(hits) != 1 or (quotes[hits[0]].location == last and _CORRECTED.match(line.lstrip()) is None):
        return False
    quotes[hits[0]] = _corrected(quotes[hits[0]], fix)
    return True


def correct_one_of(quotes: list[Quote], among: list[Quote], fix: Levels) -> bool:
    """The one quote of ``among`` (a chat speaker's line above) holding the levels ``fix`` retracts takes
    the corrected ones, in ``quotes``; whether there was exactly one."""
    hits = [q for q in among if (q.bid, q.ask) == fix[2:]]
    k = next((k for k, q in enumerate(quotes) if q is hits[0]), None) if len(hits) == 1 else None
    if k is None:
        return False
    quotes[k] = _corrected(quotes[k], fix)
    return True


def _corrected(q: Quote, fix: Levels) -> Quote:
    nb, na, ob, oa = fix
    flags = (q.review_reason,) if q.review_reason else ()
    confidence, checks, reason = assess(q.asset_class, q.quote_type, nb, na, flags,
                                        "stated" if "unit" in q.checks else "convention")
    return replace(q, bid=nb, ask=na, confidence=confidence, checks=checks, review_reason=reason,
                   raw=f"{q.raw} [corrected: {ob:g} / {oa:g} -> {nb:g} / {na:g}]")
