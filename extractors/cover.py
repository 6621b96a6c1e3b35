"""The sizes and the side a mail's text states for its attachments: "Levels attached. TBA 25mm per side;
CDS 5x5.", "Good morning - today's offerings attached".

A dealer often writes the sizes (or that the sheet is his offerings) in the mail and the levels in the
attached sheet. The unpack stage keeps the lines of the message's text that state sizes or a side
(:func:`cover_lines`) with each attachment's record. :func:`apply_cover_sizes` gives the sizes to the
attachment's quotes that have none, as a size note inside the document would (docs/quotes.md, "Sizes"),
and the readers take the side for the one-level columns of a document that states none itself
(:func:`extractors.lines.document_hints`). What the attachment states itself always wins. Section
headings (``CDS (bp, 10x10):``) size their own section of the mail, not its attachments, and are left out.
"""

from __future__ import annotations

from collections.abc import Sequence

from extractors.body import html_to_parts
from extractors.lines import states_side
from extractors.model import Quote
from extractors.notes import apply_run_sizes, run_sizes

#: Only the head of a long mail is looked at; a few lines are kept at most.
_MAX_LINES, _MAX_KEPT, _MAX_CHARS = 200, 8, 300


def cover_lines(texts: Sequence[tuple[str, str]]) -> list[str]:
    """The lines of a message's text parts, (content type, text), that state the run's sizes or its side:
    its plain text if it has one, else its HTML's text outside the tables."""
    plain = [t for ctype, t in texts if ctype == "text/plain"]
    text = plain[0] if plain else next((html_to_parts(t)[1] for ctype, t in texts if ctype == "text/html"), "")
    kept = []
    for line in text.splitlines()[:_MAX_LINES]:
        line = line.strip()
        if line and len(line) <= _MAX_CHARS and not line.endswith(":") and (
                run_sizes(line) is not None or states_side(line)):
            kept.append(line)
            if len(kept) == _MAX_KEPT:
                break
    return kept


def apply_cover_sizes(quotes: Sequence[Quote], cover: str | None) -> Sequence[Quote]:
    """The quotes, those without a size given the size the mail's text states for their kind."""
    if not cover or all(q.bid_size is not None or q.ask_size is not None for q in quotes):
        return quotes
    return apply_run_sizes(quotes, run_sizes(cover))
