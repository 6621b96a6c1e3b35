"""A table's title: its HTML ``<caption>``, or the line right above an HTML or Word table.

A caption names the table's section (market, measure, currency) and the sizes its rows take. The line
above a table (``SSA EUR - spread to mid-swaps (bp) - EUR 10MM per side``, ``CDS 5Y (bp)``) names its
market, currency and sizes and, over a column of CDS names, their one tenor; not the measure of its
columns (``$25 PREFERREDS (Cur Yld at the ask)`` over ``Bid | Ask`` prices). The first table's title may
head the tables after it too, as an intro would; a later table's sizes only its own table
(docs/quotes.md, "Sizes").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from extractors.grammar import DISCOUNT_RATE, Hints, section_hints
from extractors.notes import run_sizes

#: The longest line above a table read as its title.
_MAX_TITLE = 100


def could_be_title(text: str, first: bool = False) -> bool:
    """Whether the line right above a table may be its title: short, and no sentence ("Loans 1mm per
    side." is as likely the note of the table above it) unless no table is above it (``first``:
    "EM sovs (USD) - 2MM unless noted." over the mail's one table)."""
    return len(text) <= _MAX_TITLE and (first or not text.endswith("."))


_TITLE_TENOR = re.compile(r"(?<![\w.])(\d{1,2})\s?y(?:r|ears?)?\b", re.IGNORECASE)


def title_tenor(title: str) -> str | None:
    """The one tenor a title names ("CDS 5Y (bp)" -> "5Y"), else ``None``."""
    tenors = {m[1] for m in _TITLE_TENOR.finditer(title)} if "y" in title.lower() else set()
    return f"{tenors.pop()}Y" if len(tenors) == 1 else None


def table_hints(hints: Hints, caption: str = "", title: str = "") -> Hints:
    """The hints of a table under its ``caption`` or, when it has none, the ``title`` line above it."""
    text = caption or title
    if not text:
        return hints
    section = section_hints(text, hints)
    if section is not None:
        # A title's measure is its table's only when it says discount rate ("DISCOUNT NOTES - disc rate" over
        # "Bid | Ask": no other measure sits at 4.04); a title naming another is often the document's.
        kind = section.quote_type if section.quote_type == "yield" and DISCOUNT_RATE.search(text) else None
        hints = section if caption else replace(section, quote_type=kind or hints.quote_type, side=hints.side)
    return title_facts(hints, text)


def title_facts(hints: Hints, title: str) -> Hints:
    """The hints of the rows under a title, with the one CDS tenor and the sizes it states."""
    if hints.asset_class == "cds" and (tenor := title_tenor(title)) is not None:
        hints = replace(hints, tenor=tenor)  # "Wykeham Bancorp | 61 | 65" under "CDS 5Y (bp)"
    # A title is a heading: "UST - 25x25" states its rows' sizes as "UST - 25x25:" would.
    sizes = run_sizes(title if title.rstrip().endswith(":") else f"{title.rstrip()}:") or run_sizes(title)
    if sizes is None and hints.run_sizes is not None:
        sizes = hints.run_sizes.label_section(title)  # "BULLETS" over its table, "Sizes: bullets 10MM, ..." above
    return replace(hints, run_sizes=sizes.within(hints.run_sizes)) if sizes is not None else hints


def sizes_without_later_titles(hints: Hints, lines: Sequence[str], cells: Sequence[str],
                               titles: Sequence[str]) -> Hints:
    """The document's hints with the sizes its text states outside the titles of its second and later
    tables (each sizes its own table, table_hints)."""
    later = {" ".join(t.split()) for t in titles[1:] if t}
    if not later or hints.run_sizes is None:
        return hints
    untitled = [line for line in lines if " ".join(line.split()) not in later]
    return replace(hints, run_sizes=run_sizes("\n".join([*untitled, *cells])))
