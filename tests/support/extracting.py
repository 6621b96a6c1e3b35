"""Short inputs through the extractors, for the blind corpora's regression cases (tests/unit/extractors)."""

from dataclasses import replace

from extractors.model import Quote, SourceContext
from extractors.registry import extract


def quotes_of(ctx: SourceContext, text: str, filename: str = "body.txt") -> tuple[Quote, ...]:
    """The quotes of ``text`` read as a file named ``filename`` (its extension picks the extractor)."""
    return extract(text.encode(), replace(ctx, filename=filename)).quotes


def keyed(quotes: tuple[Quote, ...] | list[Quote]) -> list[tuple[object, ...]]:
    """Each quote as (key, measure, bid, ask, bid size, ask size), sorted: what a case compares."""
    return sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.bid_size, q.ask_size) for q in quotes)
