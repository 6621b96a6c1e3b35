"""In-line answers: a dealer writing levels into the client's quoted mail ("my levels in CAPS below").

The quoted mail is the client's: its marks, interests and questions are never quotes (docs/quotes.md).
When the reply's own text says its answers are in capitals, the lines of the quoted mail written
without a small letter (``OUR MKT 99-31+ / 100-00+``, ``CAN'T DO 25. OFFER T+21, 5MM``) are the
dealer's, each quoting the bond of the client's line above it.
"""

from __future__ import annotations

import re

from extractors.grammar import Hints, parse_description, prepare

#: The reply's own text saying where its answers are: "my levels in CAPS below", "answers in caps".
_INLINE_CAPS = re.compile(r"\bin\s+(?:caps|capitals|upper[- ]case)\b", re.IGNORECASE)


def says_inline_caps(text: str) -> bool:
    """Whether ``text`` (a reply's own lines) says its answers are written in capitals below. Every
    text mail is asked: the case-insensitive search runs only where one of its words may stand."""
    return ("aps" in text or "APS" in text or "apital" in text or "APITAL" in text or "pper" in text
            or "PPER" in text) and _INLINE_CAPS.search(text) is not None
#: Where the client's words after a bond start: "T 4 1/4 02/15/37 - our mark 100-12", "FNMA 0 11/30 (the zero)".
_AFTER_BOND = re.compile(r"\s+-\s+|\s*\(|\?|,")
_REFUSAL = re.compile(r"(?:CAN'?T|CANNOT|WON'?T|NOT|UNABLE)\b", re.IGNORECASE)
#: "OUR MKT 99-31+ / 100-00+": the words saying whose levels they are, no part of the bond's name.
_OUR_MARKET = re.compile(r"^(?:OUR|MY)\s+(?:MKT|MARKET|LEVELS?|LVLS?)\s*:?\s*", re.IGNORECASE)


def _client_bond(line: str, hints: Hints) -> str | None:
    """The bond a client's line names (its words before any remark), or ``None``."""
    text = _AFTER_BOND.split(line, maxsplit=1)[0].strip()
    tokens = prepare(text).split()
    if not tokens or len(tokens) > 8:
        return None
    desc = parse_description(tokens, hints)
    named = desc is not None and (desc.isin or desc.cusip or (desc.coupon is not None and desc.maturity is not None))
    return text if named else None


def answered_lines(lines: list[str], start: int, end: int, hints: Hints) -> list[tuple[int, str]]:
    """(line number, the bond above + the answer) of each of the dealer's lines in ``lines[start:end]``."""
    out: list[tuple[int, str]] = []
    bond: str | None = None
    for n in range(start, end):
        line = lines[n].strip()
        if not line or line.startswith(">"):
            continue
        named = _client_bond(line, hints)
        if any(ch.islower() for ch in line) or (named is not None and named == line):
            bond = named  # the client's line: the bond the answers under it are for (or none)
            continue
        if bond is not None:
            # "CAN'T DO 25. OFFER T+21, 5MM": a refusal of the client's level is no level of the dealer's
            said = [s for s in line.split(". ") if not _REFUSAL.match(s)]
            out.append((n + 1, f"{bond}   {_OUR_MARKET.sub('', '. '.join(said))}"))
    return out
