"""A document's note on sizes: ``Sizes: EUR 10mm single names, 50mm indices unless agreed.``

Runs often state their sizes once, under or over the table, instead of on every row. A quote the
run gave no size gets the size its note names for it (docs/quotes.md, "Sizes"); a size on the
row always wins.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from extractors.model import Quote
from extractors.numbers import parse_size

#: ``Sizes:``, ``Size:``, ``* Notional:``: a line that declares sizes (a remark such as "Sizes 2-5mm
#: on the sovs, call for bigger" is no size of any quote).
_NOTE = re.compile(r"^\W*(?:sizes?|notionals?)\s*:\s*(?P<rest>.+)$", re.IGNORECASE)
#: An amount, not one end of a range (``2-5mm``, ``5/10mm``).
_AMOUNT = re.compile(r"(?<![\w.\-/\u2013])(\d+(?:[.,]\d+)?\s?(?:mm|mln|mio|mn|m|k|bn))\b(?![\-/\u2013]\d)"
                     r"(?P<scope>[^,;\d]*)", re.IGNORECASE)
_INDEX_WORDS = frozenset({"ITRX", "ITRAXX", "CDX", "XOVER", "INDEX", "IDX", "MAIN", "HYFIN", "SNRFIN"})
#: The scopes a note may give a size for, by the words naming them.
_SCOPES = (("index", re.compile(r"\bind(?:ex|ices|exes)\b", re.IGNORECASE)),
           ("single", re.compile(r"\bsingle[- ]names?\b", re.IGNORECASE)))


#: A heading's bracket naming the run's unit and size: ``CDS (bps, USD 5mm)``, ``(EUR 10mm)``.
_BRACKET_NOTE = re.compile(r"\(([^()]*\b(?:bps?|USD|EUR|GBP|CHF|JPY)\b[^()]*)\)", re.IGNORECASE)
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


def heading_size(line: str) -> float | None:
    """The size a heading states in brackets, on a line that holds no levels of its own."""
    m = _BRACKET_NOTE.search(line)
    if m is None:
        return None
    outside = line[:m.start()] + line[m.end():]
    if "/" in outside or len(_NUMBER.findall(outside)) > 3:
        return None
    amounts = [parse_size(a.group(1).replace(" ", "")) for a in _AMOUNT.finditer(m.group(1))]
    sizes = [a for a in amounts if a is not None and a >= 100_000]
    return sizes[0] if len(sizes) == 1 else None


def size_notes(lines: Iterable[str]) -> dict[str, float]:
    """Sizes a document's note states, by scope: ``"index"``, ``"single"`` or ``"all"``."""
    notes: dict[str, float] = {}
    for line in lines:
        if "(" in line and "m" in line.lower():
            size = heading_size(line)
            if size is not None:
                notes.setdefault("all", size)
                continue
        if len(line) > 160 or not line.strip()[:12].lower().lstrip("*- ").startswith(("size", "notional")):
            continue
        m = _NOTE.match(line)
        if m is None:
            continue
        for amount in _AMOUNT.finditer(m["rest"]):
            size = parse_size(amount.group(1).replace(" ", ""))
            if size is None or size < 100_000:
                continue
            scope = next((name for name, words in _SCOPES if words.search(amount["scope"])), "all")
            notes.setdefault(scope, size)
    return notes


def _is_index(q: Quote) -> bool:
    return not _INDEX_WORDS.isdisjoint(q.description.split())


def apply_size_notes(quotes: Sequence[Quote], notes: dict[str, float]) -> list[Quote]:
    """The quotes, those without any size given the size the note names for their kind."""
    if not notes:
        return list(quotes)
    out = []
    for q in quotes:
        if q.bid_size is None and q.ask_size is None:
            scope = "index" if _is_index(q) else "single" if q.asset_class == "cds" else None
            size = notes.get(scope or "all") if scope else notes.get("all")
            if size is None and scope is not None:
                size = notes.get("all")
            if size is not None:
                q = replace(q, bid_size=size if q.bid is not None else None,
                            ask_size=size if q.ask is not None else None)
        out.append(q)
    return out
