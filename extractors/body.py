"""Mail bodies, plain text and HTML: quoted history removed, forwarded runs kept.

A reply quotes the run it answers; those quotes were already counted from the first mail, so
everything from the first reply separator on is dropped. A forward is the opposite: the forwarded
run is the point of the mail, so the first forwarded block is read (under the original sender as
dealer) and only the history below it is dropped. Lines starting with ``>`` are never read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from extractors import htmlgrid, vocab
from extractors.cells import text_row
from extractors.corrections import apply_line_corrections
from extractors.dealers import ADDRESS, dealer_from_sender
from extractors.errors import LimitExceeded
from extractors.footnotes import doubt_marked
from extractors.grammar import Draft, Hints, parse_line, section_hints
from extractors.inline import answered_lines, says_inline_caps
from extractors.lines import document_hints, finish, scan_lines
from extractors.model import ExtractionError, ExtractionResult, Quote, SourceContext
from extractors.notes import RunSizes, apply_run_sizes, apply_spread_basis, section_sizes
from extractors.percentcells import percent_yields
from extractors.tabular import (
    Header,
    find_header,
    lists_trades,
    merge_header_rows,
    name_carried,
    normalise_header,
    row_drafts,
    row_status,
    split_two_measure_columns,
    third_header_row,
)
from extractors.titles import sizes_without_later_titles, table_hints
from extractors.transposed import turned

_FORWARD_MARK = re.compile(
    r"^\s*(?:-{2,}\s*Forwarded message\s*-{2,}|Begin forwarded message:|-{2,}\s*Weitergeleitete Nachricht\s*-{2,})",
    re.IGNORECASE,
)
#: A reply's attribution line: "On Tue, 30 Nov 2027 at 07:41, A Client <...> wrote:".
_ATTRIBUTION_TEXT = r"On .{4,200} wrote:\s*$|Am .{4,200} schrieb .*:\s*$"
_REPLY_MARK = re.compile(
    rf"^\s*(?:-{{2,}}\s*Original(?:e)? (?:Message|Nachricht)\s*-{{2,}}|_{{10,}}\s*$|{_ATTRIBUTION_TEXT}|"
    r"From:\s.+\s(?:Sent|Date):\s)",
    re.IGNORECASE,
)
_FROM_LINE = re.compile(r"^\s*(?:From|Von):\s*(?P<value>.+)$", re.IGNORECASE)
_OUTLOOK_FROM = re.compile(r"^\s*From:\s", re.IGNORECASE)
_SENT_LINE = re.compile(r"^\s*(?:Sent|Date|Gesendet|Datum):\s", re.IGNORECASE)
_FORWARD_SUBJECT = re.compile(r"^\s*(?:(?:re|aw)\s*:\s*)*(?:fw|fwd|wg|tr)\s*:", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Segment:
    """Lines of a body that belong to one sender."""

    lines: list[tuple[int, str]]
    sender: str | None = None


#: The first character (after spaces) of every line the three patterns below can match ("--", "__",
#: "Begin", "On", "Am", "From"): the other lines skip the case-insensitive patterns.
_MARK_INITIALS = frozenset("-_BbOoAaFf")


def _is_separator(lines: list[str], i: int) -> bool:
    line = lines[i]
    if line.lstrip()[:1] not in _MARK_INITIALS:
        return False
    if _FORWARD_MARK.match(line) or _REPLY_MARK.match(line):
        return True
    # Outlook writes "From: ..." then "Sent: ..." on the next lines.
    if _OUTLOOK_FROM.match(line):
        return any(_SENT_LINE.match(x) for x in lines[i + 1 : i + 3])
    return False


def segments(text: str, forwarded: bool) -> list[Segment]:
    """The parts of a body worth reading: the author's text, and the forwarded run if any."""
    lines = text.splitlines()
    cuts = [i for i in range(len(lines)) if _is_separator(lines, i)]
    forwarded = forwarded or any(_FORWARD_MARK.match(lines[i]) for i in cuts[:1])
    own_end = next((c for c in cuts if not _answered_below(lines, c)), len(lines))
    out = [Segment([(n + 1, lines[n]) for n in range(own_end) if not lines[n].lstrip().startswith(">")])]
    if not (forwarded and cuts):
        return out
    # The forwarded run, and each further forwarded message after it ("Both runs below": two dealers'
    # runs forwarded in one mail, each read with its own sender); replies quoted under them are not.
    starts = [cuts[0], *(c for c in cuts[1:] if _FORWARD_MARK.match(lines[c]))]
    for start in starts:
        end = next((c for c in cuts if c > start + 1 and not _in_header(lines, start, c)), len(lines))
        sender = None
        for n in range(start, min(start + 8, end)):
            m = _FROM_LINE.match(lines[n])
            if m and (addr := ADDRESS.search(m["value"])):
                sender = addr.group()
                break
        block = [(n + 1, lines[n]) for n in range(start + 1, end) if not lines[n].lstrip().startswith(">")]
        out.append(Segment(block, sender))
    return out


_ATTRIBUTION = re.compile(rf"^\s*(?:{_ATTRIBUTION_TEXT})", re.IGNORECASE)


def _answered_below(lines: list[str], i: int) -> bool:
    """``On ... wrote:`` over ``>``-quoted lines: the author may answer below the quote (bottom
    posting), so the unquoted lines after it are still the author's (the quoted ones never are)."""
    if not _ATTRIBUTION.match(lines[i]):
        return False
    after = next((line for line in lines[i + 1:i + 4] if line.strip()), "")
    return after.lstrip().startswith(">")


def _in_header(lines: list[str], start: int, i: int) -> bool:
    """A From:/Sent: line in the header block right under a forward marker is not a new message."""
    # The cheap bound first: checked the other way round, every cut scanned back to the marker (quadratic).
    return i - start <= 6 and all(lines[k].strip() and ":" in lines[k] for k in range(start + 1, i + 1))


def _sender_context(context: SourceContext, sender: str | None) -> SourceContext:
    """The context of a forwarded message's run: its sender is the dealer."""
    if sender is None:
        return context
    return replace(context, sender=sender, dealer=dealer_from_sender(sender))


def _limited(text: str, context: SourceContext) -> tuple[str, list[ExtractionError]]:
    limit = context.limits.text_max_bytes
    if len(text) <= limit // 4 or len(text.encode("utf-8", "replace")) <= limit:
        return text, []
    err = LimitExceeded(f"body text over {limit} bytes: only the first {limit} read")
    cut = text.encode("utf-8", "replace")[:limit].decode("utf-8", "ignore")
    return cut, [ExtractionError(context.part, err.kind, str(err))]


def extract_text(text: str, context: SourceContext, subject: str | None = None) -> ExtractionResult:
    """Quotes in a plain-text body."""
    text, errors = _limited(text, context)
    hints = document_hints(text)
    forwarded = bool(subject and _FORWARD_SUBJECT.match(subject))
    quotes: list[Quote] = []
    parts = segments(text, forwarded)
    for seg in parts:
        ctx = _sender_context(context, seg.sender)
        quotes.extend(scan_lines(((f"line {n}", line) for n, line in seg.lines), hints, ctx))
    if parts[0].lines and says_inline_caps("\n".join(line for _, line in parts[0].lines)):
        # "my levels in CAPS below": the author's answers written into the quoted mail.
        lines = text.splitlines()
        start = next((i for i in range(len(lines)) if _is_separator(lines, i)), len(lines))
        end = next((i for i in range(start + 1, len(lines)) if _is_separator(lines, i)), len(lines))
        answers = answered_lines(lines, start + 1, end, hints)
        quotes.extend(scan_lines(((f"line {n}", line) for n, line in answers), hints, context))
    return ExtractionResult(tuple(quotes), tuple(errors))


def html_to_parts(html: str, forwarded: bool = False) -> tuple[list[list[list[str]]], str]:
    """(tables as rows of cell texts, the text outside tables and quoted blocks)."""
    return htmlgrid.read(html, forwarded)


def extract_html(html: str, context: SourceContext, subject: str | None = None) -> ExtractionResult:
    """Quotes in an HTML body: its tables by header, the rest as text lines."""
    html, errors = _limited(html, context)
    body = htmlgrid.read_body(html, bool(subject and _FORWARD_SUBJECT.match(subject)))
    result = extract_text(body.text, context, subject)
    # A cell on a line of its own: a size statement in a cell is read as the line it would be.
    cells = [c for t in body.tables for r in t for c in r]
    hints = document_hints("\n".join([body.text, *cells]))
    hints = sizes_without_later_titles(hints, body.text.splitlines(), cells, body.titles)
    quotes = list(result.quotes)
    for t, (rows, sender, caption, title) in enumerate(
            zip(body.tables, body.table_senders, body.captions, body.titles, strict=True), start=1):
        # A forwarded message's table is its sender's run, as a forwarded plain-text run is.
        where = _sender_context(context, sender)
        quotes.extend(table_quotes(rows, table_hints(hints, caption, title), where,
                                   lambda r, t=t: f"table {t} row {r}"))
    # A paragraph correcting a table's row ("should read +9 / +6, not +19 / +16").
    quotes = apply_line_corrections(quotes, body.text.splitlines())
    return ExtractionResult(tuple(quotes), tuple(errors) + result.errors)


def _section_header(cells: list[Any]) -> Header | None:
    """``Non-agency RMBS | Bid | Ask``: a first cell naming the table's section (no header word, no
    digit) over the descriptions, the other cells naming both sides."""
    first = cells[0] if cells else None
    if not isinstance(first, str) or not first.strip() or len(first) > 40 or any(ch.isdigit() for ch in first):
        return None
    if vocab.HEADER_ROLES.get(normalise_header(first)) is not None:
        return None  # a header word ("Line", "Spread") says what its column is
    found = find_header(["Security", *cells[1:]])
    slots = {slot for _, slot, _, _ in found.legs} if found is not None else set()
    return found if {0, 1} <= slots or 3 in slots else None


def table_quotes(rows, hints: Hints, context: SourceContext, where) -> list[Quote]:  # type: ignore[no-untyped-def]
    """Quotes of one table (rows of cells): by header once found, else each row as a line."""
    read: list[tuple[list[Draft], int, str]] = []  # each row's drafts, its number and its text
    header = None
    previous_text_row: list[Any] | None = None
    rows = split_two_measure_columns(rows)  # "Bid Yld/Px" over "4.25%/98.75": a column per measure
    group: str | None = None  # an issuer written once in a row of its own, over its bonds
    named_row: list[Any] | None = None  # the last row read by the header, whose name a row under it may leave out
    labels: list[tuple[int, RunSizes]] = []  # (rows read above it, its sizes) of each labelled section row
    banded: tuple[list[Any], list[Any]] | None = None  # the two rows of the last header written over two
    for r, cells in enumerate(rows, start=1):
        # Header rows are all text; a row holding numbers (spreadsheets) cannot be one.
        # A CSV's cells are all text: its data row "OFFER | IG | 845085A74 | ... | 100.520" named a side
        # column and a name column, and every row became a header of its own.
        textual = text_row(cells) and not _decimals(cells)
        found = find_header(cells) if textual else None
        if found is None and textual and header is None:
            found = _section_header(cells)
        if textual and previous_text_row is not None and sum(1 for c in cells if c) >= 2:
            # A header over two rows: "Bid | | Offer |" above "Px | Yld | Px | Yld" (a section row
            # such as "FINANCIALS" under the header is not its second row).
            two = find_header(merge_header_rows(previous_text_row, cells))
            known = max(found.weight if found else 0, header.weight if header else 0)
            if two is not None and two.weight > known:
                found = two
                banded = (list(previous_text_row), list(cells))
            elif banded is not None and banded[1] == previous_text_row and header is not None:
                # A header over three rows: units ("bp | pts | (close)") and a late name ("Size") under the
                # two above.
                named = third_header_row(merge_header_rows(*banded), cells)
                three = find_header(named) if named is not None else None
                if three is not None and three.weight > header.weight:
                    found = three
        if found is not None and banded is not None and _repeats_sides(found, cells, banded[1]):
            # "BULLETS" then "Issuer | CUSIP | Maturity | Bid | Ask | Bid | Ask" again: the sub-header of
            # the two-row header above, repeated for the next section, keeps its bands ("Price" over the
            # second Bid / Ask, which alone were one unnamed pair beside another).
            found = find_header(merge_header_rows(banded[0], cells)) or found
        previous_text_row = list(cells) if textual else None
        if found is not None:
            header, group = _units_named_above(found, header, cells), None
            continue
        drafts = row_drafts(cells, header, hints) if header else []
        if not drafts and header is not None and group is not None:
            grouped = _under_group(cells, header, group)
            drafts = row_drafts(grouped, header, hints) if grouped is not None else []
        if not drafts and header is not None and named_row is not None:
            # "Rep of Tarquinia | 6.875 | ..." over " | 7.75 | ...": the issuer written on its first bond only
            carried = name_carried(cells, named_row, header)
            drafts = row_drafts(carried, header, hints) if carried != list(cells) else []
            if drafts:
                cells = carried
        named_row = list(cells) if drafts and header is not None else None
        # A record of trades quotes nothing, nor a row whose status says its market is gone ("OFF").
        if not drafts and not (header is not None
                               and (lists_trades(header, hints) or row_status(cells, header) == "dead")):
            drafts = parse_line("  ".join("" if c is None else str(c) for c in cells), hints)
            if header is not None:
                for d in drafts:
                    d.flags += ("a row its table's header did not place, read as a line",)
        if drafts:
            read.append((drafts, r, " | ".join(["" if c is None else str(c) for c in cells])))
        elif textual:
            filled = [c for c in cells if c]
            if len(filled) == 1 and _GROUP_NAME.match(filled[0].strip()):
                group = filled[0].strip()
            if 0 < len(filled) <= 2:
                # A section row between two blocks ("SPREAD (bp)" ... "PRICE"): what follows is in its terms.
                hints = section_hints(" ".join(filled), hints) or hints
                if hints.run_sizes is not None and (section := hints.run_sizes.label_section(filled[0])):
                    labels.append((len(read), section))  # "HIGH YIELD - px / YTW %"
                elif (stated := section_sizes(" ".join(filled))) is not None:
                    labels.append((len(read), stated))  # "Indices, 25x25" over the second of two stacked tables
    if header is None and (sideways := turned(rows)) is not None:
        # "Bid | 99-30+ | 99-25" under "| T 3 1/2 11/30/27 | T 3 3/4 11/30/30": a bond per column
        return table_quotes(sideways, hints, context, lambda c: f"{where(1)}, column {c}")
    percent_yields([drafts for drafts, _, _ in read], context.quoted_at)
    # The run's sizes stated once, in the table or around it, for its rows that state none (by the
    # section rows labelled as sections it sizes: "IG 5mm, HY 2mm"); and the basis of its spreads.
    quotes = []
    for start, end, sizes in _label_sized(labels, len(read), hints.run_sizes):
        done = [finish(d, context, where(r), raw) for drafts, r, raw in read[start:end] for d in drafts]
        quotes += apply_run_sizes(done, sizes)
    return doubt_marked(apply_spread_basis(quotes, hints.swap_spreads), hints.doubting_notes)


def _label_sized(labels: list[tuple[int, RunSizes]], count: int,
                 document: RunSizes | None) -> Iterator[tuple[int, int, RunSizes | None]]:
    """(first row, end, sizes) of each stretch of a table's read rows: those above its first label
    row take the size of the labelled section no row names, those under one its section's."""
    if not labels or document is None:
        yield 0, count, document
        return
    above = document.unlabelled({label for _, section in labels for label, _ in section.labels})
    yield 0, labels[0][0], RunSizes(default=above).within(document) if above else document
    for k, (start, section) in enumerate(labels):
        end = labels[k + 1][0] if k + 1 < len(labels) else count
        yield start, end, section.within(document)


def _units_named_above(header: Header, above: Header | None, cells: Any) -> Header:
    """A section's header repeated under the first (``Ticker | Cpn | ... | (32nds) | (MM)``) where the
    first one's two rows named the columns (``Chg (32nds)``, ``Size (MM)``): a cell holding only a unit
    in brackets keeps the role the table's first header gave its column."""
    if above is None:
        return header
    kept = {i: above.roles[i] for i, cell in enumerate(cells)
            if i not in header.roles and i in above.roles and isinstance(cell, str) and _UNIT_ONLY.match(cell)}
    if not kept:
        return header
    unnamed = {i: text for i, text in header.unnamed.items() if i not in kept}
    sized = any(role.endswith("size") for role in kept.values()) and not header.size_unit_stated
    return replace(header, roles={**header.roles, **kept}, size_unit=above.size_unit if sized else header.size_unit,
                   size_unit_stated=header.size_unit_stated or (sized and above.size_unit_stated), unnamed=unnamed)


def _repeats_sides(found: Header, cells: Sequence[Any], bottom: Sequence[Any]) -> bool:
    """Whether a one-row header repeats the lower row of a two-row header where it names two bare
    pairs of sides: its Bid / Ask cells stand where that row's did, with nothing above them now."""
    sides = [i for i, role in found.roles.items() if role in {"bid", "ask"}]
    return (len(sides) >= 4 and len(cells) == len(bottom)
            and all(cells[i] == bottom[i] for i in sides))


_DECIMAL_CELL = re.compile(r"^\s*[+-]?\d{1,6}[.,]\d+\s*$")


def _decimals(cells: Sequence[Any]) -> bool:
    """Whether two or more of a row's cells are decimal numbers: a data row, never a header."""
    return sum(1 for c in cells if c and _DECIMAL_CELL.match(c)) >= 2


_UNIT_ONLY = re.compile(r"^\s*\([^()]{1,12}\)\s*$")
#: A group row's issuer: words only (``ABERLADY FOODS``), no level, date or coupon.
_GROUP_NAME = re.compile(r"^[A-Za-z][A-Za-z&.'\- ]{1,40}$")
_LETTERS = re.compile(r"[A-Za-z]")


def _under_group(cells: Any, header: Any, group: str) -> list[Any] | None:
    """The row with its group's issuer before its description, when the description names no
    issuer (``4.6 03/15/30`` under a row ``ABERLADY FOODS``): desks write an issuer once over its
    bonds."""
    column = next((i for i, role in header.roles.items() if role == "desc"), None)
    if column is None or column >= len(cells):
        return None
    cell = cells[column]
    if not isinstance(cell, str) or not cell.strip() or _LETTERS.search(cell):
        return None
    out = list(cells)
    out[column] = f"{group} {cell.strip()}"
    return out
