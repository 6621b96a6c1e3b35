"""Runs of text lines -> quotes: section headings, column headers and the line grammar together.

Shared by mail bodies, PDF text, DOCX paragraphs and CSV-less loose text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import fields, replace

from extractors import vocab
from extractors.grammar import Draft, Hints, parse_line, section_hints
from extractors.model import Quote, SourceContext
from extractors.numbers import detect_decimal_comma
from extractors.tabular import Header, align, find_header, row_drafts, split_cells


def document_hints(text: str, base: Hints | None = None) -> Hints:
    """Locale of a whole document: European mails write decimal commas and day-first dates."""
    eu = detect_decimal_comma(text)
    hints = base or Hints()
    return replace(hints, decimal_comma=eu, day_first=eu)


# finish() passes the fields by position: fail at import if Draft and Quote ever drift apart.
assert [f.name for f in fields(Draft)] == [f.name for f in fields(Quote)][: len(fields(Draft))]
#: A free-form quote line has a digit and a slash or a side word; anything else skips the grammar.
_MAYBE_QUOTE = re.compile(r"/|offer|bid|ask|talk|geld|brief|\bct\b", re.IGNORECASE)


#: Every price column header holds one of these (checked at import): a line without any is no header.
_PRICE_HEADER_WORDS = ("bid", "ask", "offer", "ofr", "geld", "brief", "talk")
assert all(any(w in name for w in _PRICE_HEADER_WORDS) for name, role in vocab.HEADER_ROLES.items()
           if role in vocab.PRICE_ROLES)


_PRICE_HEADER_WORD = re.compile("|".join(_PRICE_HEADER_WORDS))


def could_be_header(line: str) -> bool:
    return _PRICE_HEADER_WORD.search(line.lower()) is not None


#: ``97,80 - 98,40``: a pair written with a spaced dash (see grammar._FUSE_DASH).
_DASH_PAIR = re.compile(r"\d\s+[-\u2013\u2014\u2212]\s+\d")


def maybe_quote(line: str) -> bool:
    """``_MAYBE_QUOTE.search(line)`` or a dash pair, without the slow case-insensitive alternation."""
    if "/" in line or _DASH_PAIR.search(line):
        return True
    low = line.casefold()
    return ("offer" in low or "bid" in low or "ask" in low or "talk" in low or "geld" in low or "brief" in low
            or ("ct" in low and _MAYBE_QUOTE.search(line) is not None))


def finish(draft: Draft, context: SourceContext, location: str, raw: str) -> Quote:
    """Attach who, when and where to a draft."""
    d = draft
    return Quote(
        d.isin, d.cusip, d.ticker, d.coupon, d.maturity, d.instrument, d.tenor, d.asset_class, d.quote_type,
        d.bid, d.ask, d.bid_size, d.ask_size, d.currency, d.benchmark, context.dealer, context.quoted_at,
        context.part, location, raw.strip(),
    )


def scan_lines(
    lines: Iterable[tuple[str, str]], hints: Hints, context: SourceContext
) -> list[Quote]:
    """Quotes from ``(location, line)`` pairs, keeping heading and header state between lines."""
    quotes: list[Quote] = []
    header: tuple[Header, list[tuple[int, int, str]]] | None = None
    us_hints = replace(hints, decimal_comma=False, day_first=False) if hints.decimal_comma else hints
    for location, line in lines:
        if not line.strip():
            continue
        cells = split_cells(line) if header is not None or could_be_header(line) else []
        if len(cells) >= 3:
            found = find_header([c[2] for c in cells])
            if found is not None:
                header = (found, cells)
                continue
        drafts: list[Draft] = []
        if header is not None and len(cells) >= 3:
            drafts = row_drafts(align(cells, header[1]), header[0], hints)
        if not drafts and maybe_quote(line):
            drafts = parse_line(line, hints)
            if not drafts and hints.decimal_comma:
                # A European mail quoting a US run (forwards, mixed desks): a line may use dots.
                drafts = parse_line(line, us_hints)
        if not drafts:
            updated = section_hints(line, hints)
            if updated is not None:
                hints, header = updated, None
            continue
        quotes.extend(finish(d, context, location, line) for d in drafts)
    return quotes
