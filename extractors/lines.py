"""Runs of text lines -> quotes: section headings, column headers and the line grammar together.

Shared by mail bodies, PDF text, DOCX paragraphs and CSV-less loose text.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable
from dataclasses import fields, replace
from typing import NamedTuple

from extractors import vocab
from extractors.cells import is_date
from extractors.chat import (
    BARE_TIME,
    DOUBT,
    PARTICIPANTS_HEADING,
    chat_message,
    correction,
    doubt_last_line,
    participant,
    person_without_firm,
    pipe_speaker,
    prefix_person,
    refresh_as_correction,
    resolve_back_reference,
    same_size,
    sizes_written,
    speaker_firm,
    strip_chat_prefix,
)
from extractors.corrections import (
    CORRECTS_BELOW,
    Levels,
    apply_corrections,
    body_correction,
    correct_dealer_quote,
    correct_one_of,
    corrected_levels,
    correction_as_quote_line,
    withdraws_above,
)
from extractors.footnotes import doubt_marked, doubting_notes, line_doubt, note_letters
from extractors.grammar import TWICE as _TWICE
from extractors.grammar import Draft, Hints, heading_measures, levels_measure, parse_line, prepare, section_hints
from extractors.headcells import join_split_names, split_known_names, stacked_grid_header, wrapped_name
from extractors.model import Quote, SourceContext, quote_of
from extractors.notes import (
    RunSizes,
    apply_run_sizes,
    apply_spread_basis,
    run_sizes,
    section_sizes,
    sizes_outside,
    swap_spread_scope,
)
from extractors.numbers import detect_decimal_comma, parse_price, parse_size, parse_size_pair
from extractors.stacked import StackedQuote, bond_line, side_row
from extractors.tabular import (
    SUBJECT_STATUS,
    TAB_COLUMN,
    Header,
    align,
    find_header,
    levels_adrift,
    lists_trades,
    name_carried,
    place,
    retyped,
    retyped_bare,
    row_drafts,
    row_status,
    split_cells,
    widen,
    without_echoes,
)
from extractors.validate import assess, with_reasons

#: Words by which a document says its one-level columns are offers (or bids).
#: "no offerings in this one" says the opposite.
#: ("offer only" names the document's side only opening a line or a clause, "Offers only:", "All offers
#: only"; after a name, "Tansley 1L offer only - not bidding it", it is that bond's, as "sold the offer
#: side" is one tranche's.)
#: Where a side phrase names the document's side: opening a line or a clause.
_OPENING = r"(?:(?<![^\n])|(?<=: )|(?<=- )|(?<=all )|(?<=are ))"
_OFFER_SIDE = re.compile(rf"(?<!\bno )(?<!\bnot )(?<!\bany )\b(?:offerings?|(?<!the )offer[- ]side(?: only)?"
                         rf"|{_OPENING}offers? only|offered (?:side|list)|{_OPENING}offered only)\b", re.IGNORECASE)
_BID_SIDE = re.compile(rf"\b(?:(?<!the )bid[- ]side(?: only)?|{_OPENING}bids? only|bid list)\b",
                       re.IGNORECASE)  # "AS is bid only now": that tranche's
#: A new issue's pricing ("FINAL PRICING", "reoffering yields", "Official Statement"): its scale of
#: yields and prices is the primary re-offer, no dealer's offer, whatever "offering" it says.
_PRIMARY_PRICING = re.compile(r"\b(?:final pricing|pricing wire|re-?offer(?:ing)?|(?<!per the )official statement)\b",
                              re.IGNORECASE)
#: "Recap of today's fills", "trade recap", "executions today", "your confirmations govern", "TRACE / our
#: prints this morning, all done": a record of trades done.
_TRADE_RECAP = re.compile(
    r"\b(?:(?:trade|trades|fills?|execution|executions)\s+recap|recap\s+of\s+(?:(?:today'?s|your|the|our)\s+)?"
    r"(?:fills|trades|executions)|today'?s\s+(?:fills|executions)|your\s+fills|confirmations?\s+govern"
    r"|trace\s*(?:/|prints)|(?:our|my|today'?s|morning'?s)\s+prints|prints\s+this\s+morning|all\s+done)\b",
    re.IGNORECASE)


def states_side(line: str) -> bool:
    """Whether a line says which side a document's levels are ("today's offerings attached")."""
    return _OFFER_SIDE.search(line) is not None or _BID_SIDE.search(line) is not None


_UNLESS_NOTED = re.compile(r"\bunless\s+(?:noted|stated|shown|otherwise)", re.IGNORECASE)


def _face_sized(cover: str | None) -> RunSizes | None:
    """The sizes a cover mail states in current face for the sheet it attaches ("all offers, 2MM current
    face available on each line"): they size its rows over the face outstanding. (Other sizes in a cover
    may be a different product's: "TBA 25mm per side; pools all-or-none at current face".)"""
    if not cover:
        return None
    sizes = run_sizes(cover)
    if sizes is not None and "face" in cover and sizes.face is not None:
        return sizes
    # "Sizes 1MM unless noted on the sheet": one size for every line, which the sheet's blank size cells
    # take (not the face outstanding beside them)
    if sizes is not None and sizes.default is not None and sizes == RunSizes(default=sizes.default) and (
            _UNLESS_NOTED.search(cover)):
        return sizes  # (a size stated for one product, "TBA 25mm per side", stays the cover's: it says no "unless")
    return None


def document_hints(text: str, base: Hints | None = None, cover: str | None = None) -> Hints:
    """Locale of a whole document (European mails write decimal commas and day-first dates), the
    side its one-level columns are on when it says so ("muni offerings", "offer side only"; else when
    the ``cover`` lines of the mail it is attached to say so), the sizes it states once for its quotes
    ("Sizes: 10mm single names, 50mm indices"), and whether it recaps trades done."""
    eu = detect_decimal_comma(text)
    hints = base or Hints()
    head = text[:4000]
    day_first = eu or _dates_day_first(text)
    # Both patterns are case-insensitive and slow over 4,000 characters: on ASCII text (where lower()
    # is what IGNORECASE does) they run only when the word they need is there.
    low = head.lower() if head.isascii() else None
    offered = _OFFER_SIDE.search(head) if low is None else _first_at(_OFFER_SIDE, head, low, "offer")
    if offered is not None and _PRIMARY_PRICING.search(head) is not None:
        offered = None
    bid = _BID_SIDE.search(head) if low is None else _first_at(_BID_SIDE, head, low, "bid")
    if cover and offered is None and bid is None:
        offered, bid = _OFFER_SIDE.search(cover), _BID_SIDE.search(cover)  # "today's offerings attached"
    offers, bids = offered is not None, bid is not None
    side = "ask" if offers and not bids else "bid" if bids and not offers else None
    if offered is not None and bid is not None:
        # "SECONDARY MUNICIPAL OFFERINGS" over a footnote "bonds on a bid list this morning": the title,
        # which comes first, says a muni sheet's one Yield / Price column is its offers (a line's side
        # stays unsaid: "Bid side: we'd pay 3.55% ..." under "Ridgeline offerings").
        offers = offered.start() < bid.start()
    trades = (low is None or "recap" in low or "fill" in low or "govern" in low or "execution" in low
              or "print" in low or "done" in low or "trace" in low) and (
        _TRADE_RECAP.search(head) is not None)
    return replace(hints, decimal_comma=eu, day_first=day_first, side=side or hints.side,
                   offerings=offers or hints.offerings,
                   run_sizes=run_sizes(text) or _face_sized(cover) or hints.run_sizes,
                   swap_spreads=swap_spread_scope(text) or hints.swap_spreads, trades=trades or hints.trades,
                   doubting_notes=doubting_notes(text) or hints.doubting_notes,
                   note_letters=note_letters(text) or hints.note_letters)


def _first_at(pattern: re.Pattern[str], text: str, low: str, word: str) -> re.Match[str] | None:
    """``pattern.search(text)`` for a pattern each of whose matches starts with ``word`` (any case), in
    an ASCII ``text`` whose lower case is ``low``: tried only where the word is, not at each of 4,000
    characters (its look-behinds still see the text before)."""
    at = low.find(word)
    while at >= 0:
        m = pattern.match(text, at)
        if m is not None:
            return m
        at = low.find(word, at + 1)
    return None


#: A d/m/y date; it must not follow a digit or a slash, which _dates_day_first checks itself: a
#: pattern that starts with that look-behind is tried at every character, one that starts with a
#: digit only where a digit is.
_SLASH_DATE = re.compile(r"(\d{1,2})/(\d{1,2})/(?:\d{4}|\d{2})(?![\d/])")


def _dates_day_first(text: str) -> bool:
    """Whether the document's d/m/y dates are day first: some cannot be month first (15/05/2030)
    and none cannot be day first (05/15/2030)."""
    if "/" not in text:
        return False
    day_first = month_first = 0
    for m in _SLASH_DATE.finditer(text, 0, 20_000):
        start = m.start()
        if start and (text[start - 1] == "/" or text[start - 1].isdecimal()):
            # Not a date (the tail of "123/05/2030"); no date can start inside it either, as each of
            # its characters is a digit or a slash or follows one.
            continue
        a, b = int(m[1]), int(m[2])
        day_first += a > 12 >= b
        month_first += b > 12 >= a
    return day_first > 0 and month_first == 0


#: A free-form quote line has a digit and a slash or a side word; anything else skips the grammar.
_MAYBE_QUOTE = re.compile(r"/|offer|bid|ask|talk|geld|brief|\bct\b", re.IGNORECASE)


#: A text line may be a header when it names a side, a one-level column or a measure (find_header
#: then wants a name column too, and either a side or two measures).
_PRICE_HEADER_WORDS = tuple(sorted({w for words in vocab.SIDE_WORDS.values() for w in words if len(w) > 2}
                                   | {w for words in vocab.LEVEL_WORDS.values() for w in words}
                                   | {"yield", "yld", "price", "px", "spread", "sprd", "spd", "ytw", "ytm", "dm"}))
_HEADER_SINGLE = frozenset(w for w in _PRICE_HEADER_WORDS if " " not in w)
# Every multi-word header name holds one of the single words: checking the words is enough.
assert all(any(part in _HEADER_SINGLE for part in w.split()) for w in _PRICE_HEADER_WORDS if " " in w)
_HEADER_TOKEN = re.compile(r"[a-zäöüéè]+")


#: ``Reference Entity   1Y   3Y   5Y``: a curve grid's header names tenors, no side or measure.
_GRID_HEADER = re.compile(r"(?:\b\d{1,2} ?[Yy]\s+){2,}\d{1,2} ?[Yy]\b")


#: An on-the-run label written before a Treasury's name, left of the header's columns: ``2s``, ``10y``, ``30yr``.
_TENOR_LABEL = re.compile(r"^\d{1,2}(?:s|y|yr|Y|YR)$")


def could_be_header(line: str) -> bool:
    return (not _HEADER_SINGLE.isdisjoint(_HEADER_TOKEN.findall(line.lower()))
            or ("Y" in line and _GRID_HEADER.search(line) is not None))


#: ``97,80 - 98,40``: a pair written with a spaced dash (see grammar._FUSE_DASH).
_DASH_PAIR = re.compile(r"\d\s+[-\u2013\u2014\u2212]\s+\d|\d\.\d+-\d|(?<![\w./-])\d{1,4}-\d{1,4}\.\d")
#: ``99.250  99.750`` / ``99-16  99-18``: two levels with no separator (see grammar._bare_legs).
_BARE_PAIR = re.compile(r"\d[.,]\d+\s+[+-]?\d{1,4}[.,]\d+|\d-\d{2}\+?\s+\d{1,3}-\d{2}")


def maybe_quote(line: str) -> bool:
    """``_MAYBE_QUOTE.search(line)`` or a dash pair, without the slow case-insensitive alternation."""
    if "/" in line or _DASH_PAIR.search(line) or _BARE_PAIR.search(line):
        return True
    low = line.casefold()
    return ("offer" in low or "bid" in low or "ask" in low or "talk" in low or "geld" in low or "brief" in low
            or ("ct" in low and _MAYBE_QUOTE.search(line) is not None))


def finish(draft: Draft, context: SourceContext, location: str, raw: str) -> Quote:
    """Attach who, when and where to a draft, and pass it through validation."""
    d = draft
    confidence, checks, reason = assess(d.asset_class, d.quote_type, d.bid, d.ask, d.flags, d.unit_source)
    # A side not quoted has no size: a row's one size column sizes the side it quotes (docs/quotes.md, "Sizes").
    bid_size = d.bid_size if d.bid is not None else None
    ask_size = d.ask_size if d.ask is not None else None
    return quote_of(
        d.isin, d.cusip, d.ticker, d.coupon, d.maturity, d.instrument, d.tenor, d.asset_class, d.quote_type,
        d.bid, d.ask, bid_size, ask_size, d.currency, d.benchmark, d.dealer or context.dealer,
        context.quoted_at, context.part, location, raw.strip(), d.figi, d.maturity_precision, confidence, checks,
        reason,
    )


# finish() passes the fields by position (keywords cost a third of its time, and quote_of takes
# them so): fail at import if Quote's field order ever changes under it.
assert [f.name for f in fields(Quote)] == [
    "isin", "cusip", "ticker", "coupon", "maturity", "instrument", "tenor", "asset_class", "quote_type", "bid",
    "ask", "bid_size", "ask_size", "currency", "benchmark", "dealer", "quoted_at", "part", "location", "raw",
    "figi", "maturity_precision", "confidence", "checks", "review_reason",
]


def scan_lines(
    lines: Iterable[tuple[str, str]], hints: Hints, context: SourceContext
) -> list[Quote]:
    """Quotes from ``(location, line)`` pairs, keeping heading and header state between lines."""
    quotes: list[Quote] = []
    header: tuple[Header, list[tuple[int, int, str]]] | None = None
    last_header = header  # the last header read, even past a heading that ended its table
    curve: str | None = None  # the government curve a sentence under the header says its spreads are over
    us_hints = replace(hints, decimal_comma=False, day_first=False) if hints.decimal_comma else hints
    sizes = hints.run_sizes
    spans: list[tuple[int, int]] | None = None  # columns drawn by a "---- --  -----" rule line
    previous = ""
    speaker: str | None = None  # the firm of a transcript's speaker line, for the lines under it
    speaker_unindented = False  # whether its messages are written without an indent (Symphony)
    pending_speaker: str | None = None  # the firm of a "Person | Firm" line, a speaker if a bare time follows
    grid: list[str] | None = None  # the tenors over a grid of curves ("Name 1Y 3Y 5Y 7Y 10Y")
    months: list[str] | None = None  # the settle months over TBA lines ("Jan bid / ask   Feb bid / ask")
    grid_rows = False  # whether a row of the grid was read (a line that is none then ends it)
    stacked: StackedQuote | None = None  # a bond line whose bid and offer rows follow
    pending_grid: tuple[str, list[str]] | None = None  # a tenor line waiting for its Bid / Ask line
    last_row: tuple[int, list[str | None], str, str] | None = None  # the table row just read, if any
    plain: str | None = None  # the last line that gave nothing: the bond of side rows under it?
    header_kind: str | None = None  # the measure a column header's section label names first
    quoted_here: str | None = None  # the location of the quotes of the line just read
    unquoted: tuple[str, list[tuple[int, int, str]]] | None = None  # the line just read if it gave nothing
    participants: dict[str, str] = {}  # a transcript's people and their firms ("Participants:")
    last_said: dict[str | None, str] = {}  # each chat dealer's last message (its location)
    issuer: str | None = None  # the issuer a heading names for the bond lines under it that name none
    issuer_line: str | None = None  # the line that may be that heading (read when a bond line follows)
    listing = False  # inside that list
    heading_measure: str | None = None  # the measure a section heading on the line just read names
    corrections: list[Levels] = []  # levels a line of the document corrects
    standalone: list[tuple[Levels, list[Quote]]] = []  # each correction read as a quote line of its own
    corrected = False  # whether the line just read was a correction (the next may continue it)
    sections: list[tuple[int, RunSizes, str]] = []  # (line number, sizes, line) of each heading stating sizes
    labelled = False  # whether a heading labelled as a sized section ("HIGH YIELD") opened one of them
    band_line: list[tuple[int, int, str]] | None = None  # the bands of a "--- DM --- --- PRICE ---" line
    line_numbers: dict[str, int] = {}  # each location's line number
    header_read: list[tuple[int, int, str]] | None = None  # the cells of the header line just read
    read: list[str] = []  # the lines, for the document's sizes without its headings' (_section_sized)
    last_line: str | None = None  # the line read before this one (blank lines skipped)
    upper: str | None = None  # and the one before it
    history: str | None = None  # what the heading over this block said of its levels being past ones
    for location, original in lines:
        if not original.strip():
            history = None  # a blank line ends the block a heading called history
            continue
        line_numbers[location] = len(line_numbers)
        read.append(original)
        upper2, upper, last_line = upper, last_line, original
        continues, corrected = corrected, False
        bands, band_line = band_line, None
        if "--" in original and _BAND_LINE.match(original):
            # "----- DM ----  ---- PRICE ----" over "BID  OFFER  BID  OFFER": the measure of the columns under each
            band_line = [(m.start(), m.end(), m["word"]) for m in _BAND.finditer(original)]
            continue
        rule = _rule_spans(original)
        if rule is not None:
            # The rule under a header draws its columns exactly: "Par(000) St" are two columns.
            spans = rule
            head_cells = cells_by_spans(previous, spans)
            found = find_header([c[2] for c in head_cells])
            if found is not None:
                header = (found, head_cells)
            continue
        previous = original
        if pending_speaker is not None and BARE_TIME.match(original):
            # "Ian Geddes | Pitsligo & Co" over "    09:16": the speaker of the indented lines under it
            speaker, speaker_unindented, pending_speaker = pending_speaker, False, None
            continue
        pending_speaker = pipe_speaker(original)
        firm = speaker_firm(original)
        if firm is not None:
            # A pasted speaker line ending with its time ("Harriet Vey  |  Ardsley Partners  07:45",
            # "Lena Marsh (Ilsington)  9:12 AM") heads messages that are not indented: they run to the
            # next speaker line.
            end = original.rstrip()
            speaker, speaker_unindented = firm, "|" in original or end[-1:].isdigit() or end.endswith(("AM", "PM"))
            continue
        if speaker and speaker_unindented and person_without_firm(original):
            speaker = None
            continue
        heading = original.rstrip().endswith(":") and PARTICIPANTS_HEADING.match(original) is not None
        if listing or heading:
            person = participant(original)
            if person is not None:
                participants[person[0]] = person[1]
            listing = person is not None or (heading and not participants)
            if listing:
                continue
        if speaker and not original[:1].isspace() and not speaker_unindented:
            speaker = None  # an unindented line is no longer the speaker's message
        line, chat_dealer = strip_chat_prefix(original)
        if chat_dealer is None and participants and line is not original:
            chat_dealer = participants.get(prefix_person(original) or "")
        if speaker and chat_dealer is None:
            line, chat_dealer = line.strip(), speaker
        retracted: list[Quote] = []  # a chat correction's earlier quotes, which its own replace
        chatting = chat_dealer is not None or line is not original  # a chat line, its speaker's firm named or not
        if chatting and "was " in line:
            line = refresh_as_correction(line)  # "Yarrow now 99.875 / 100.25, was 99.75 / 100.125"
        chat_fix = corrected_levels(line) if chatting and "not " in line else None
        if chat_fix is not None and correct_dealer_quote(quotes, chat_fix, chat_dealer, line):
            continue  # "DORSTONE 98.00-98.50 5mm, not 97.875-98.375, sorry": the retracted quote corrected
        if chat_dealer is not None or line is not original:
            # A speaker the prefix names without his firm is told apart from the others by his name.
            who = chat_dealer if chat_dealer is not None else prefix_person(original)
            line, retracted = correction(line, chat_dealer, quotes, last_said.get(who), who is not chat_dealer)
            last_said[who] = location
            line = resolve_back_reference(chat_message(line), quotes)
            if line is None:
                continue
            if "same size" in line.lower():
                line = same_size(line, quotes)  # "... +139 / +133 same size": the sizes of the line above
        if (chat_dealer is None and quoted_here is not None and (tenor_line := _TENOR_CONTINUATION.match(line))
                and quotes[-1].asset_class == "cds" and quotes[-1].tenor and quotes[-1].instrument):
            # "BOLSOVER PHARMA 5Y  47 / 51  5x5" over "  10y same size  88 / 94": the name above, another tenor
            above_quote = quotes[-1]
            same = sizes_written(above_quote) if tenor_line["same"] else ""
            line = f"{above_quote.instrument} {tenor_line['tenor'].upper().replace(' ', '')} {tenor_line['rest']}{same}"
        if chat_dealer is None and "not " in line and (fix := body_correction(line, continues)) is not None:
            corrections.append(fix)  # "... should read 100-06 / 100-10, not 101-06 / 101-10 as above"
            corrected = True
            stated = parse_line(correction_as_quote_line(line), hints) if CORRECTS_BELOW.search(line) else []
            if stated and all((d.bid, d.ask) == fix[:2] for d in stated):
                standalone.append((fix, [finish(d, context, location, original) for d in stated]))
            continue
        if chat_dealer is None and quotes and (gone := withdraws_above(line)) is not None:
            why = f"a later line takes back the levels above ('{gone}')"
            quotes[:] = [with_reasons(q, [why]) for q in quotes]
        if quoted_here is not None and (size_pair := _SIZE_LINE.match(line)) is not None:
            # "3MM x 3MM", "size 1,000M" alone under a quote line (or a table row) that gave no size:
            # that line's sizes, never a wrapped part of its name.
            _size_quotes_at(quotes, quoted_here, size_pair)
            continue
        above, plain = plain, None
        prior, unquoted = unquoted, None
        row = side_row(line) if line.lstrip()[:1] in _SIDE_INITIALS else None
        if row is not None and stacked is None and above and (bond := bond_line(above, hints)) is not None:
            stacked = StackedQuote(bond, raw=[above.strip()])  # the bond line right above its side rows
        if stacked is not None:
            if row is not None and row[0] not in stacked.rows:
                stacked.rows[row[0]] = row[1:]
                stacked.raw.append(original.strip())
                stacked.location = location
                if len(stacked.rows) == 2:
                    quotes.extend(_stacked_quotes(stacked, hints, context))
                    stacked = None
                continue
            quotes.extend(_stacked_quotes(stacked, hints, context))
            stacked = None
        if pending_grid is not None:
            stacked_header = stacked_grid_header(pending_grid[0], pending_grid[1], line)
            if stacked_header is not None:
                header, grid, spans, pending_grid = stacked_header, None, None, None
                continue
            if len(pending_grid[1]) < 2 and not any(ch.isdigit() for ch in line):
                pending_grid[1].append(line)  # "Reference Entity" between the tenors and their sides
            else:
                pending_grid = None
        if months is not None:
            month_drafts = _month_row(line, months, hints)
            if month_drafts:
                quotes.extend(finish(d, context, location, original) for d in month_drafts)
                continue
            if "/" in line or len(line.strip()) > 40:
                months = None  # a line of another layout (a heading "UMBS 15yr" keeps the months)
        if ("id" in line or "ID" in line) and (columns := _month_columns(line)) is not None:
            # "Jan bid / ask   Feb bid / ask   Jan/Feb drop" over TBA lines: each settle month its own quote
            months, header, grid = columns, None, None
            continue
        # A line of tenors alone opens a grid under any earlier table too (the CDS grid under a bond table).
        tenors = _grid_tenors(line) if header is None or line.lstrip()[:1].isdigit() else None
        if tenors is not None:
            grid, grid_rows, pending_grid, header = tenors, False, (line, []), None
            continue
        if grid is not None:
            grid_drafts = _grid_row(line, grid, hints)
            if grid_drafts:
                quotes.extend(finish(d, context, location, original) for d in grid_drafts)
                grid_rows = True
                continue
            if grid_rows or _DIGIT.search(line):
                grid, grid_rows = None, False  # else a label line ("Reference Entity") before the first row
        if spans is not None and header is not None:
            cells = cells_by_spans(line, spans)
        else:
            cells = split_cells(line) if header is not None or could_be_header(line) else []
            if header is not None and cells and line.count("\t") >= 2:
                cells = _tab_fields_under(line, cells, header[1])
        wrapped, header_read = header_read, None
        if wrapped is not None and header is not None and cells and _HEADER_WORDS_ONLY.match(line) and not (
                # ("OFFERINGS - spread to UST (bp) and price" over "CUSIP  Deal  Class ...": a heading naming
                # measures over a header naming the rows; the second is the header, not the first one's rest)
                _NAMED_ROLES.isdisjoint(header[0].roles.values()) and (alone := find_header([c[2] for c in cells]))
                and not _NAMED_ROLES.isdisjoint(alone.roles.values())):
            # "Call  Call  Par  Yield  To  Price  +/-" over "Date  Px  (000)  Date  MMD": a header wrapped
            # over two lines (or three) names each column with the words under it too.
            merged = _wrapped_header(wrapped, cells)
            again = find_header([c[2] for c in merged])
            if again is not None and _keeps_roles(header[0], again):
                top = _header_top(upper2, sides=True) if upper2 is not None else None
                if top is not None:
                    # "Yield  Yield" over "to  to" over "Call  Mat": a header of three lines
                    over = _wrapped_header(top, merged, below=False)
                    topped = find_header([c[2] for c in over])
                    if topped is not None and _topped_better(again, topped):
                        again, merged = topped, over
                if heading_measure is not None:
                    again = retyped(again, heading_measure) or again  # as the header's first line was
                header = last_header = (again, merged)
                header_read = merged
                continue
        if len(cells) >= 3:
            named = join_split_names(cells)  # "DM  Bid": one column name in two cells
            found = find_header([c[2] for c in named])
            split = split_known_names(named)
            two = find_header([c[2] for c in split]) if split != named else None
            if two is not None and (found is None or _level_kinds(two) > _level_kinds(found) or (
                    _level_kinds(two) >= _level_kinds(found)
                    and set(two.roles.values()) - {"ignore"} - set(found.roles.values()))):
                # "CUSIP  ISSUER CPN  MATURITY ... TYPE CALL PX AMT OUT(MM) BID YTW OFR YTW": names one space apart
                # (split where that names a column the line did not: "CPN MATURITY", not "Ref + QM")
                found, named = two, split
            if bands is not None:
                # ("BID OFFER" one space apart under "--- DM ---": split, each side its own column)
                for k, cut in enumerate((named, split_known_names(named), _sides_apart(split_known_names(named)))):
                    banded = _under_bands(cut, bands)
                    three = find_header([c[2] for c in banded])
                    if three is not None and (found is None or (_named_measures(three), k and len(three.legs)) > (
                            _named_measures(found), k and len(found.legs))):
                        found, named = three, banded
            if found is None and last_header is not None and (lead := _name_columns(last_header, named)):
                # "** HIGH YIELD **" then "BID PX  ASK PX  BID YTW  ASK YTW": a section's header naming only
                # its levels, under the name columns of the header above.
                found = _levels_header(find_header([c[2] for c in lead + named]), len(lead), len(named))
                named = lead + named if found is not None else named
            if found is not None and upper is not None and header_read is None and (
                    over := _header_top(upper)) is not None:
                # "Call  Call  Avail  Offer" over "Date  Px  (MM)  Price": the header's first line stands above it
                topped = _wrapped_header(over, named, below=False)
                if upper2 is not None and (top := _header_top(upper2, sides=True)) is not None:
                    topped = _wrapped_header(top, topped, below=False)  # "Offer" over "Spread" over "to Bench"
                again = find_header([c[2] for c in topped])
                if again is not None and _topped_better(found, again):
                    found, named = again, topped
            if found is not None:
                if heading_measure is not None:
                    # "IG - spread to UST (bp)" right above "Security  Bid Px  Ask Px": the section's
                    # heading names the measure of the rows under it, as it does between sections below.
                    found = retyped(found, heading_measure) or found
                header = last_header = (found, named)
                header_read = named
                curve = None
                labelled = _label_section(sections, sizes, line, line_numbers[location], original) or labelled
                # "AGENCY BULLETS  SPRD  PRICE": a header may name its section's asset class too.
                section = section_hints(line, hints)
                if section is not None and section.asset_class != hints.asset_class:
                    hints = replace(hints, asset_class=section.asset_class)
                # "MUNIS (yld / px)  CUSIP  cpn  mat": the measures its label names, in order, are
                # those of the unlabelled levels right of the header's columns.
                header_kind = section.quote_type if section is not None else None
                continue
        drafts: list[Draft] = []
        above_row, last_row = last_row, None
        remark = _NO_REMARK  # what the row says past its header's last column
        if header is not None and len(cells) >= 3:
            cells = without_echoes(cells, hints)  # "99-30+  (99.9531)": the decimal beside a 32nds level
            if "\t\t" in original and cells and cells[0][0] >= 2 * TAB_COLUMN:
                cells = _tab_drift(cells, header)
            if len(cells) > 1 and cells[-1][0] >= header[1][-1][1]:
                cells, remark = _row_remark(cells, header)
            if len(cells) > len(header[1]) and cells[0][1] <= header[1][0][0] and _TENOR_LABEL.match(cells[0][2]):
                cells = cells[1:]  # "7s   T 4 11/30/33   98-242 / 98-24+": the on-the-run tenor before the bond
            placement = place(cells, header[1])
            placed = placement.texts
            if above_row is not None:
                placed = name_carried(placed, above_row[1], header[0])
            drafts = row_drafts(placed, header[0], hints)
            if remark.subject:
                for d in drafts:
                    d.flags += ("the row says its levels are subject (to confirmation)",)
            if remark.sizes is not None:
                for d in drafts:
                    if d.bid_size is None and d.ask_size is None:
                        d.bid_size = remark.sizes[0] if d.bid is not None else None
                        d.ask_size = remark.sizes[1] if d.ask is not None else None
            if drafts and levels_adrift(placement, header[0]):
                for d in drafts:
                    d.flags += ("a level stands under no column of the header, or two under one: the row may be "
                                "read a column off",)
            if drafts:
                header = (header[0], widen(placement, header[1]))  # where this table's cells stand
            # Kept even when it gave nothing: "Kilnsey Park CLO  B  99.40 ..." is only named once its
            # second line ("2020-4A") is read.
            last_row = (len(quotes), placed, location, original)
        elif header is not None and above_row is not None:
            joined = wrapped_name(above_row[1], above_row[3], line, *header)
            redone = row_drafts(joined, header[0], hints) if joined is not None else []
            if joined is not None and redone:
                # A name wrapped onto a second line: the row above is read again with the whole name.
                start, _, row_location, row_raw = above_row
                raw = f"{row_raw.rstrip()} {line.strip()}"
                quotes[start:] = [finish(d, context, row_location, raw) for d in redone]
                last_row = (start, joined, row_location, raw)
                continue
        # A record of trades quotes nothing, nor a row whose status says its market is gone ("OFF").
        gone = remark.dead or header is not None and len(cells) >= 3 and (
            lists_trades(header[0], hints) or row_status(align(cells, header[1]), header[0]) == "dead")
        if remark.dead:
            drafts = []
        if not drafts and issuer_line is not None and _BARE_BOND.match(line):
            # "   4.25  03/15/31  +88 / +83" under "HALVERN UTILITIES (A3/BBB+)" (the heading is read only here:
            # most lines above a quote line are none)
            issuer = issuer or issuer_heading(issuer_line, hints)
            if issuer is None:
                issuer_line = None
            else:
                line = f"{issuer} {line.strip()}"
        else:
            issuer, issuer_line = None, None if drafts else line
        if not drafts and maybe_quote(line) and not gone:
            if ":" in line and "TBA" in line and (dated := _tba_month_label(line)) is not None:
                line = dated
            drafts = parse_line(line, hints if header is None or header_kind is None
                                else replace(hints, quote_type=header_kind))
            if drafts and header is not None and len(cells) >= 3 and (
                    noted := _under_no_level(drafts, placed, *header)) is not None:
                # "... 3.795  --  +0.045" with the price and yield to worst blank: the change under "Chg" is
                # the only signed number, and read as a line it became a spread
                for d in drafts:
                    d.flags += (f"its level stands under the header's '{noted}', a column of no level",)
            if drafts and header is not None and len(cells) >= 3 and header[0].default_side is not None:
                # Under a header of one side's columns ("Prior | Offer Px | YTM"), a row its columns did not
                # place read as two-sided by the line's grammar: the two numbers are two columns, not a market.
                for d in drafts:
                    if d.bid is not None and d.ask is not None:
                        d.flags += ("a two-sided level under a header quoting one side: the row may be read a "
                                    "column off",)
            clauses = ". " in line or " and " in line
            several = "also" in line or ";" in line or (clauses and _TWO_LEVELS.search(line) is not None)
            if "," in line and _SECOND_TBA.search(line) and (tbas := _second_tba(line, hints)):
                drafts = tbas  # "FNCL 5.5 98-17 / 98-18, FNCL 6 100-22+ / 100-23+, 25x25 both"
            elif several and _SEVERAL_QUOTES.search(line):
                # "CMCSA 5.35 05/15/53 +123/+117, also FORD 5Y 119/123": two quotes on one line. A sentence
                # break or ", and" only in a line holding two levels: prose lines are many and most quote
                # nothing; read whole, "offering X at 99 1/4, and bid 94.50 for Y" is one market.
                split = [piece for piece in _SEVERAL_QUOTES.split(line) if _DIGIT.search(piece)]
                pieces = [_piece_drafts(piece, hints) for piece in split] if len(split) > 1 else []
                parsed = [p for p in pieces if p]
                if len(parsed) > 1:
                    drafts = _share_size([d for p in parsed for d in p], split[-1])  # "..., 10mm each"
                elif parsed and any(_TWICE in d.flags for d in drafts):
                    # "DALESWORTH ... +138 / +131, px 98.40 / 98.90 5x5; same size in the 37s at +152 / +146":
                    # read whole, the other clause's levels are the bond's too; its own clause is its quote.
                    drafts = parsed[0]
            elif "," in line and _SECOND_BOND.search(line):
                drafts = _second_bond(line, hints) or drafts
            elif ("," in line or "|" in line or " and " in line or "   " in line) and _SECOND_TENOR.search(line):
                drafts = _second_tenor(line, hints) or drafts
            elif "/" in line and _TENOR_PAIRS.search(line):
                # "LINDFORD RETAIL 3y 95/105 5y 160/170 7y 188/199": tenors one space apart
                drafts = _second_tenor(line, hints, _NEXT_TENOR) or drafts
            elif ("," in line or " and " in line) and _SECOND_ISSUER.search(line):
                drafts = _second_issuer(line, hints) or drafts
            elif len(drafts) > 2 and "   " in line:
                drafts = _side_by_side(line, hints) or drafts
            if not drafts and hints.decimal_comma:
                # A European mail quoting a US run (forwards, mixed desks): a line may use dots.
                drafts = parse_line(line, us_hints)
        if not drafts and prior is not None and maybe_quote(line) and (bond := bond_line(prior[0], hints)):
            # "ELVEDEN FOODS 5.05% 03/01/34" over "Bid +112 · Offer +106 (sprd)": the levels of the bond
            # above; under a header, the two lines' cells are one row.
            if header is not None and prior[1] and cells:
                merged = [a or b for a, b in zip(align(prior[1], header[1]), align(cells, header[1]), strict=True)]
                drafts = row_drafts(merged, header[0], hints)
            drafts = drafts or parse_line(f"{bond}  {line}", hints)
        plain = line if not drafts and header is None else None
        unquoted = None if drafts else (line, cells)
        quoted_here = None
        doubt = DOUBT.search(line) if chat_dealer else None
        if doubt is not None and not drafts:
            doubt_last_line(quotes, chat_dealer, doubt[0], line)  # "checking, leave it with me" under a level
        heading_measure = None
        if retracted and chat_fix is not None and not drafts and correct_one_of(quotes, retracted, chat_fix):
            continue  # "CDX 52.5/53, not 52.25/52.75, sorry": too short to quote again, it corrects the line above
        if not drafts:
            if chat_dealer is None and (past := HISTORY_HEADING.search(line)) is not None:
                history = past[0]  # "Levels as of yesterday's close, for reference only:" over the lines it recalls
            if (not _ALL_SIZES.match(line)
                    and (stated := section_sizes(line)) is not None):
                # "Loans in px, 1MM clips.": the sizes of the lines under it, the kinds it does not
                # name keeping those of the heading above
                above = sections[-1][1] if sections else None
                if above is not None and stated.default is not None and not stated.assets:
                    # "SSA USD - spread / yield, 5x5" under "AGENCY BULLETS - ..., 10x10": a size for every
                    # line under it, whatever kind the heading above sized
                    above = replace(above, assets=())
                sections.append((line_numbers[location], stated.within(above), original))
            elif chat_dealer is None and speaker is None:
                labelled = _label_section(sections, sizes, line, line_numbers[location], original) or labelled
            updated = section_hints(line, hints)
            heading_measure = updated.quote_type if updated is not None else None
            if updated is None and header is not None and (said := levels_measure(line)) is not None:
                # "EUR SSA - levels are spread to mid-swaps in bp; prices clean" between a header and its
                # rows: the measure of its columns that name none (those the header found, not an earlier
                # section's), and the government curve its spreads are over.
                found = last_header[0] if last_header is not None else header[0]
                header = (retyped_bare(found, said[0]) or retyped(found, said[0]) or header[0], header[1])
                curve = said[1]
                continue
            # A page's running title ("Eversleigh Municipal LLC - offerings  Page 1 of 2") names the
            # section it is already in: the table goes on under it.
            if updated is not None and updated != hints:
                # "IG - spread to UST (bp)" between the rows of a table whose one set of columns serves
                # every section: the heading names the measure of the rows under it. A heading naming
                # several measures ("Kangaroos (ASW, bp / yld)") heads rows of a layout of its own.
                named = heading_measures(line)
                kept = (retyped(header[0], updated.quote_type)
                        if header is not None and updated.quote_type and len(named) < 2 else None)
                if kept is None and header is not None and named and named <= {
                        "spread" if leg[2] == "i_spread" else leg[2] for leg in header[0].legs}:
                    # "INVESTMENT GRADE - T-spread (bp) / price" right under "... Sprd Bid  Sprd Ask  Px Bid",
                    # "HIGH YIELD - price" between its rows: the measures it names are the header's own
                    # columns, which go on serving the rows under it
                    kept = header[0]
                hints = updated
                if updated.quote_type is not None:
                    header_kind = None  # ("AGENCIES (px)" under "Security ... Yld (mid)": the heading's measure now)
                header, spans = ((kept, header[1]), spans) if kept is not None and header is not None else (None, None)
            continue
        if chat_dealer:
            for d in drafts:
                d.dealer = d.dealer or chat_dealer
                if doubt is not None:
                    d.flags += (f"the dealer doubts the level: '{doubt[0]}'",)
        if doubt is None and (said := line_doubt(line)) is not None:
            for d in drafts:
                d.flags += (f"the line says its level is no live market: '{said}'",)
        if history is not None:
            for d in drafts:
                d.flags += (f"the heading above says its lines are past levels: '{history}'",)
        if curve is not None:
            for d in drafts:
                if d.quote_type == "spread" and not d.benchmark:
                    d.benchmark = curve  # "... spread to the interpolated UST curve": over swaps it is not
        new = [finish(d, context, location, original) for d in drafts]
        if retracted:
            replaced = {(q.instrument_key, q.quote_type) for q in new}
            if chat_fix is not None and replaced.isdisjoint((r.instrument_key, r.quote_type) for r in retracted) and (
                    correct_one_of(quotes, retracted, chat_fix)):
                continue  # the line names the bond otherwise than above ("CDX" for "CDX IG 43 5Y"): a correction
            quotes[:] = [q for q in quotes if not any(q is r for r in retracted)
                         or (q.instrument_key, q.quote_type) not in replaced]
            new = _sized_as_retracted(new, retracted)
        quotes.extend(new)
        quoted_here = location
    if stacked is not None:
        quotes.extend(_stacked_quotes(stacked, hints, context))
    # The run's sizes stated once ("Sizes: EUR 10mm single names") may stand under the lines they size;
    # so may the basis of its spreads ("Agency spreads vs SOFR swaps").
    quotes = apply_corrections(quotes, corrections) if corrections else quotes
    for fix, stated in standalone:
        if not any((q.bid, q.ask) == fix[:2] for q in quotes):
            # "Correction: HARLOW ... should read 98.50 / 99.00, not 98.25 / 98.75 as below" over a run quoted
            # as history (not read): the correction is the bond's market
            quotes.extend(stated)
    quotes = (_section_sized(quotes, sections, line_numbers, sizes, read, labelled) if sections
              else apply_run_sizes(quotes, sizes))
    return doubt_marked(apply_spread_basis(quotes, hints.swap_spreads), hints.doubting_notes)


def _sized_as_retracted(new: list[Quote], retracted: list[Quote]) -> list[Quote]:
    """A chat correction stating levels and no size ("KORVAN STEEL 5Y 214 / 224, not 212 / 222, sorry" under
    "... 212 / 222 10x10") corrects the levels of the quote it replaces: that quote's sizes stand."""
    sizes = {(r.instrument_key, r.quote_type): (r.bid_size, r.ask_size) for r in retracted}
    return [replace(q, bid_size=sized[0], ask_size=sized[1])
            if q.bid_size is None and q.ask_size is None and (sized := sizes.get((q.instrument_key, q.quote_type)))
            else q for q in new]


#: A line of bands naming the columns under them: "----- DM ----  ---- PRICE ----", "--- Spread (bp) ---".
_BAND = re.compile(r"-{2,}\s*(?P<word>[A-Za-z][A-Za-z /%().]{0,20}?)\s*-{2,}")
_BAND_LINE = re.compile(r"^\s*(?:-{2,}\s*[A-Za-z][A-Za-z /%().]{0,20}?\s*-{2,}\s*){1,6}$")


def _sides_apart(cells: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The header's cells with two side words one space apart (``BID OFFER``) cut into a column each."""
    out = []
    for start, end, text in cells:
        words = text.split(" ")
        if len(words) == 2 and all(w.lower() in _SIDE_WORDS for w in words):
            out += [(start, start + len(words[0]), words[0]), (end - len(words[1]), end, words[1])]
        else:
            out.append((start, end, text))
    return out


def _under_bands(cells: list[tuple[int, int, str]], bands: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The header's cells, each under a band named with the band's word first ("DM BID", "PRICE OFFER")."""
    out = []
    for start, end, text in cells:
        word = next((w for bs, be, w in bands if min(end, be) - max(start, bs) > 0), None)
        out.append((start, end, f"{word} {text}" if word else text))
    return out


#: An indented line naming only a tenor (and "same size") under a CDS line: "  10y same size   88 / 94".
_TENOR_CONTINUATION = re.compile(r"^\s+(?P<tenor>\d{1,2}\s?[yY])\b\s*(?P<same>same\s+size\b)?(?P<rest>\s*[+-]?\d.*)$",
                                 re.IGNORECASE)


def _named_measures(header: Header) -> int:
    """How many measures a header's level columns name."""
    return len({leg[2] for leg in header.legs if leg[2]})


#: A heading naming one issuer for the bond lines under it ("HALVERN UTILITIES (A3/BBB+)", "BAYERWALD ENERGIE
#: AG"): capital words, its ratings in brackets, no number outside them.
_ISSUER_HEADING = re.compile(r"^\s*(?P<name>[A-Z][A-Z&.'-]*(?: [A-Z][A-Z&.'-]*){0,5})\s*(?:\([^()]*\))?\s*:?\s*$")
#: A bond line without its issuer: a coupon, then a maturity ("4.25   03/15/31  +88 / +83").
_BARE_BOND = re.compile(r"^\s*(?:\d{1,2}(?:[.,]\d{1,4})?|\d{1,2} \d/\d)%?\s+"
                        r"(?:\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{1,2}/\d{2}|20\d\d)(?![\d/.])")
#: Capital words of a heading that name a part of a run, never an issuer.
_NOT_ISSUER = frozenset({
    "BULLETS", "CALLABLES", "LEVELS", "OFFERINGS", "OFFERS", "BIDS", "RUN", "RUNS", "INDICES", "INDEX", "SINGLE",
    "NAMES", "TRADES", "COLOR", "COLOUR", "AXES", "DISTRESSED", "NEW", "ISSUES", "INVENTORY", "SECONDARY",
    "PRIMARY", "SENIOR", "SUB", "FLOATERS", "FIXED", "TOTAL", "CONTINUED", "PAGE", "NOTES", "DISCOUNT", "BWIC",
    "LIST", "RESULTS", "SWITCHES", "IDEAS", "CURVE", "PRICES", "QUOTES", "MARKET", "MARKETS", "AXED", "BUYER",
    "SELLER", "BUYERS", "SELLERS", "OFFERED", "WANTED", "STEP", "UPS", "TERM", "SHORT", "LONG", "END"})


def issuer_heading(line: str, hints: Hints) -> str | None:
    """The issuer a heading line names for the bond lines under it that name none (``HALVERN UTILITIES
    (A3/BBB+)`` over ``   4.25   03/15/31   +88 / +83``), or ``None``: a section's heading (``HIGH YIELD``,
    ``BULLETS``) names no issuer."""
    m = _ISSUER_HEADING.match(line)
    if m is None:
        return None
    words = m["name"].split()
    if any(w in _NOT_ISSUER or w in vocab.SECTION_WORDS or w in vocab.SECTION_TYPE_WORDS
           or w in vocab.CURRENCIES for w in words) or section_hints(line, hints) is not None:
        return None
    return m["name"]


#: A header's second line: words and bracketed units only ("Date  Px  (000)  MMD", "to  Mat"), no level
#: (a delinquency bucket's "60+" is a name).
_HEADER_WORDS_ONLY = re.compile(r"^(?:[^\d(]|\([^)]{0,12}\)|(?<![\d.])\d{2,3}\+(?!\d))+$")


def _header_top(line: str, sides: bool = False) -> list[tuple[int, int, str]] | None:
    """The cells of a line that may be a header's first line: words of a column's name only (``Call  Call
    Avail  Offer``), each short, at least two (``sides``: or a side alone, ``Offer`` over ``Spread`` over
    ``to Bench``); not a title (``AGENCY INVENTORY - OFFERINGS``)."""
    if not _HEADER_WORDS_ONLY.match(line) or " - " in line:
        return None
    cells = split_cells(line)
    if len(cells) == 1 and sides and cells[0][2].lower() in _SIDE_WORDS:
        return cells
    return cells if len(cells) >= 2 and all(len(text) <= 12 for _, _, text in cells) else None


_SIDE_WORDS = frozenset({"bid", "bids", "offer", "offers", "offered", "ask", "asked", "ofr"})


def _column_of_word(names: list[list[int | str]], start: int, end: int, by_end: bool) -> int:
    """The header cell a word of the line over or under it belongs to: the one it overlaps most, else one
    starting (``by_end``: ending) within two characters of it; -1 for none."""
    overlaps = [(min(end, e) - max(start, s), k) for k, (s, e, _) in enumerate(names)]
    best, k = max(overlaps, default=(0, -1))
    if best > 0:
        return k
    near = [(abs(e - end) if by_end else abs(s - start), k) for k, (s, e, _) in enumerate(names)
            if (abs(e - end) if by_end else abs(s - start)) <= 2]
    return min(near)[1] if near else -1


def _wrapped_header(top: list[tuple[int, int, str]], under: list[tuple[int, int, str]],
                    below: bool = True) -> list[tuple[int, int, str]]:
    """A header's cells with the words of its next line joined to the cell each stands under (the one
    it overlaps most, else one starting within two characters of it); a word under no cell is a column
    of its own. ``below=False``: ``top`` is the line above the header ``under``, its words put first."""
    if not below:
        names = [[start, end, text] for start, end, text in under]
        for start, end, text in top:
            k = _column_of_word(names, start, end, by_end=True)  # a word over a right-aligned name ends with it
            if k < 0:
                return list(under)  # a word over no column: no line of this header
            names[k] = [min(names[k][0], start), max(names[k][1], end), f"{text} {names[k][2]}"]
        return [(s, e, t) for s, e, t in names]
    names = [[start, end, text] for start, end, text in top]
    for start, end, text in under:
        k = _column_of_word(names, start, end, by_end=False)
        if k < 0:
            names.append([start, end, text])
            continue
        names[k] = [min(names[k][0], start), max(names[k][1], end), f"{names[k][2]} {text}"]
    return [(s, e, t) for s, e, t in sorted(names)]


#: The roles that say which instrument a row is: a header's first line may rename a level column ("Call"
#: over "Px"), never take these away.
_IDENTITY_ROLES = frozenset({"cusip", "isin", "desc", "coupon", "maturity", "figi", "ticker"})
#: Those a header names only where its line says so (find_header takes a first column for the name anyway).
_NAMED_ROLES = _IDENTITY_ROLES - {"desc"}


#: Columns a line above must not unname: "and" of a heading over "Orig ($MM)" makes no column of it.
_FACE_OR_SIZE = frozenset({"size", "face_size", "current_size", "bid_size", "ask_size"})


def _topped_better(before: Header, after: Header) -> bool:
    """Whether a header read with the line above it (``Call  Avail  Offer`` over ``Px  (MM)  Price``) keeps
    the columns naming the instrument and names more: more columns that are not ignored, a side its levels
    lacked, or another measure."""
    lost = {r for r in before.roles.values() if r in _IDENTITY_ROLES or r in _FACE_OR_SIZE} - set(after.roles.values())
    if lost - ({"desc"} if {"cusip", "isin"} & set(after.roles.values()) else set()):
        # ("Mat" under "Yield to" named a second maturity: the set of them is kept, not their count; a
        # bracket read as a name, "(000)" under "Par", is no name beside an identifier)
        return False
    sided = sum(leg[1] in (0, 1) for leg in after.legs) > sum(leg[1] in (0, 1) for leg in before.legs)
    named = sum(r != "ignore" for r in after.roles.values()) > sum(r != "ignore" for r in before.roles.values())
    return named or sided or len({leg[2] for leg in after.legs}) > len({leg[2] for leg in before.legs})


def _keeps_roles(before: Header, after: Header) -> bool:
    """Whether a header read again with its wrapped line still names every column it named (a section
    label under it, "TEXAS" under "CUSIP", is no part of it) and says more."""
    old = Counter(r for r in before.roles.values() if r != "ignore")
    new = Counter(r for r in after.roles.values() if r != "ignore")
    # ("Offer | Offer" over "Sprd | Px": a bare side the line under it gives its measure is still named)
    refined = Counter(r.partition(":")[0] for r in new.elements() if r.partition(":")[0] in {"bid", "ask"} and ":" in r)
    return not old - new - refined and (new != old or len(after.roles) > len(before.roles)
                                        or after.size_unit_stated > before.size_unit_stated)


def _level_kinds(header: Header) -> set[tuple[str, str]]:
    """The (side, measure) pairs a header's level columns name."""
    return {(leg[1], leg[2]) for leg in header.legs}


def _name_columns(header: tuple[Header, list[tuple[int, int, str]]],
                  cells: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The cells of ``header`` left of its first level column, when ``cells`` (a header line naming
    levels only) start right of them: the name columns the line keeps."""
    roles = header[0].roles
    levels = {leg[0] for leg in header[0].legs}
    first = next((i for i in sorted(roles) if roles[i] in levels), None)
    if not first or first > len(header[1]) or any(ch.isdigit() for _, _, text in cells for ch in text):
        return []
    lead = header[1][:first]
    return lead if cells[0][0] > lead[-1][0] else []


def _levels_header(found: Header | None, lead: int, count: int) -> Header | None:
    """``found`` when every one of its last ``count`` columns has a role and a bid and an ask are among
    them ("BID PX  ASK PX  BID YTW ..."); a heading laid apart ("HIGH  YIELD   (px)") is no header."""
    if found is None or any(i not in found.roles for i in range(lead, lead + count)):
        return None
    kinds = {found.roles[i].split(":")[0] for i in range(lead, lead + count)}
    return found if {"bid", "ask"} <= kinds else None


class _Remark(NamedTuple):
    """What a row says past its header's last column: its sizes, or that its market is gone or subject."""

    sizes: tuple[float | None, float | None] | None = None
    dead: bool = False
    subject: bool = False


_NO_REMARK = _Remark()


def _row_remark(cells: list[tuple[int, int, str]], header: tuple[Header, list[tuple[int, int, str]]]
                ) -> tuple[list[tuple[int, int, str]], _Remark]:
    """A row's cells without the one past its header's last column when that cell is a remark, and what the
    remark says: ``...  8.13 / 7.92   2x2`` (the row's sizes, under a header that names no size), ``OFF``,
    ``subj``, ``bid only, 3mm``, ``new issue, OID 99.5`` (no level of the column before it)."""
    tail = cells[-1][2]
    if "x" in tail and _SIZE_PAIR_CELL.match(tail) and "size" not in header[0].roles.values():
        return cells[:-1], _Remark(sizes=parse_size_pair(tail))
    if not (tail[:1].isalpha() and (" " in tail or tail.isalpha())):  # (an ISIN there names the row)
        return cells, _NO_REMARK
    if header[0].roles.get(len(header[1]) - 1, "ignore").partition(":")[0] in _WORD_COLUMNS:
        return cells, _NO_REMARK  # "Quoted | bp": the last column's own word
    word = tail.split()[0].strip(",;").lower()
    amount = _REMARK_SIZE.search(tail)
    return cells[:-1], _Remark(sizes=(parse_size(amount[1]),) * 2 if amount is not None else None,
                               dead=word.rstrip(".") in vocab.DEAD_STATUS,
                               subject=word in SUBJECT_STATUS or word.rstrip(".") in SUBJECT_STATUS)


#: Columns whose cells are words (``Quoted | bp``): a word past the last of them may be its cell.
_WORD_COLUMNS = frozenset({"measure", "side", "dealer", "asset", "currency", "status", "desc", "desc_extra", "ticker"})
#: An amount in a remark: "bid only, 3mm".
_REMARK_SIZE = re.compile(r"\b(\d{1,3}(?:\.\d+)?\s?mm)\b", re.IGNORECASE)
#: A cell holding a bid size x an offer size, nothing else: ``2x2``, ``3 x 1``, ``5MM x 2MM``.
_SIZE_PAIR_CELL = re.compile(r"^\d{1,3}(?:\.\d+)?\s?(?:mm)?\s?x\s?\d{1,3}(?:\.\d+)?\s?(?:mm)?$", re.IGNORECASE)


def _tab_fields_under(line: str, cells: list[tuple[int, int, str]], names: list[tuple[int, int, str]]
                      ) -> list[tuple[int, int, str]]:
    """A tab-separated row under a header that put several tabs between its names to line them up on the
    screen (``Security\t\t\tBid\tAsk``): its fields are the header's names in order, one tab apart
    (``T 3 7/8 10/31/28\t99-25\t99-25+``; an empty field is an empty column). A row with more fields than
    names pads its name with tabs too (``T 4 11/15/30\t\t100-01``): those empty fields go; one with fewer
    (``FHLB 4 1/8 03/30\t101-06\t101-10``) fills the first names. A row already under its names is left."""
    columns = [start // TAB_COLUMN for start, _, _ in names]
    if (any(start % TAB_COLUMN for start, _, _ in names) or columns == list(range(len(columns)))
            or [start // TAB_COLUMN for start, _, _ in cells] == columns):
        return cells  # not a header of tabs, one without gaps, or a row already under its names
    fields = [f.strip() for f in line.replace("\xa0", " ").split("\t")]
    while len(fields) > len(columns) and len(fields) > 1 and not fields[1]:
        del fields[1]
    padded = len(fields) == len(columns) > 1 and not fields[1] and columns[1] - columns[0] > 1
    if len(fields) > len(columns) or padded:
        # (as many fields as names, the first after the name empty where the header pads its own: a tab
        # of padding, or an empty first column? Which column each level is in is a guess.)
        return cells
    return [(c * TAB_COLUMN, c * TAB_COLUMN + len(f) + 1, f) for c, f in zip(columns, fields, strict=False) if f]


def _tab_drift(cells: list[tuple[int, int, str]], header: tuple[Header, list[tuple[int, int, str]]]
              ) -> list[tuple[int, int, str]]:
    """A tab-separated row led by one tab too many (``\t\t6.5\t09/30/44 ...`` under ``Name\tCpn\tMat``):
    each cell one column right of its own, the coupon under the maturity. Set back a column when the
    cell under the maturity is no date and the one after it is."""
    at = next((i for i, role in header[0].roles.items() if role == "maturity"), None)
    if at is None or at + 1 >= len(header[1]):
        return cells
    by_column = {start // TAB_COLUMN: text for start, _, text in cells}
    under, after = by_column.get(at), by_column.get(at + 1)
    if under is None or after is None or is_date(under) or not is_date(after):
        return cells
    return [(start - TAB_COLUMN, end - TAB_COLUMN, text) for start, end, text in cells]


def _under_no_level(drafts: list[Draft], placed: list[str | None], header: Header,
                    names: list[tuple[int, int, str]]) -> str | None:
    """The name of the header column of no level (``Chg``, ``Prior``) a row read as a line took a level
    from, when every level of its drafts stands in such columns and none in the header's other columns."""
    ignored: dict[float, str] = {}
    other: set[float] = set()
    for i, text in enumerate(placed):
        if not text:
            continue
        values = {v for tok in text.split() if (v := parse_price(tok.strip("+"))) is not None}
        if header.roles.get(i) == "ignore" and i < len(names):
            ignored.update((v, names[i][2]) for v in values)
        else:
            other |= values
    levels = {v for d in drafts for v in (d.bid, d.ask) if v is not None}
    if levels and levels <= set(ignored) and not levels & other:
        return ignored[next(iter(levels))]
    return None


#: A heading saying the lines under it are past levels, kept for reference: "Levels as of yesterday's close,
#: for reference only:", "Yesterday's closes:".
HISTORY_HEADING = re.compile(
    r"\b(?:levels?|prices?|marks?|closes?)\s+(?:as\s+of|from)\s+(?:yesterday|yday|last\s+night|friday|the\s+close)"
    r"|\byesterday'?s\s+(?:close|closes|levels?|marks?)\b", re.IGNORECASE)


#: A statement of every line's size ("All sizes 25MM per side unless noted."): the document's, wherever it
#: stands (under the first of two tables side by side, it sizes the second too), never a section's.
_ALL_SIZES = re.compile(r"^\s*all\s+(?:sizes|levels|quotes|prices)\b", re.IGNORECASE)


def _label_section(sections: list[tuple[int, RunSizes, str]], document: RunSizes | None, line: str, number: int,
                   original: str) -> bool:
    """Whether ``line``, a heading or header, is labelled as a section the run states a size for ("IG
    5x5, HY 2x2" over "HY - px (ytw)  Call  Bid - Offer"): it then opens that section."""
    section = document.label_section(line) if document is not None else None
    if section is not None:
        sections.append((number, section, original))
    return section is not None


def _section_sized(quotes: list[Quote], sections: list[tuple[int, RunSizes, str]], line_numbers: dict[str, int],
                   document: RunSizes | None, read: list[str], labelled: bool = False) -> list[Quote]:
    """The quotes, those without a size given the sizes the last heading above them states for their
    kind ("CLO / ABS, 2MM current face:") or, for a kind it does not name, the document does; under
    ``labelled`` sections ("IG", "HIGH YIELD"), the lines above the first are the one labelled section
    no heading names."""
    named = {label for _, sized, _ in sections for label, _ in sized.labels} if labelled else set()
    if named and document is not None and (above := document.unlabelled(named)) is not None:
        # The lines above the first label heading: the labelled section no heading names.
        sections = [(-1, RunSizes(default=above), ""), *sections]
    starts = [n for n, _, _ in sections]
    under = [bisect_right(starts, line_numbers.get(q.location, -1)) - 1 for q in quotes]
    headings = {sections[k][2] for k in set(under) if k >= 0}  # the statements with quotes under them
    if headings and document is not None and document == run_sizes("\n".join(read)):
        # The document's sizes, when the lines read here are its text, are read again without its
        # headings (a heading sizes its own section only).
        document = sizes_outside(read, headings)
    out = list(quotes)
    for k, sizes in enumerate([document, *(sizes.within(document) for _, sizes, _ in sections)], start=-1):
        # A section's quotes are sized together: a row's DM says all its quotes are a floater's.
        at = [i for i, s in enumerate(under) if s == k]
        for i, q in zip(at, apply_run_sizes([quotes[i] for i in at], sizes), strict=True):
            out[i] = q
    return out


_SIDE_INITIALS = frozenset("bBoOaA")


#: A line holding only a bid size x ask size: ``3MM x 3MM``, ``Size: 5mm x 2mm``; or, after the word,
#: one size for both sides (``size 1,000M``, par in thousands under a muni row).
_AMOUNT = r"(\d{1,3}(?:,\d{3})*(?:\.\d+)?\s?(?:mm|m|k))"
_SIZE_LINE = re.compile(rf"^\s*(?:(?:sizes?:?\s*)?{_AMOUNT}\s*x\s*{_AMOUNT}|sizes?:?\s*{_AMOUNT})\s*$", re.IGNORECASE)


def _size_quotes_at(quotes: list[Quote], location: str, sizes: re.Match[str]) -> None:
    """Give the quotes read at ``location`` without any size the bid and ask size of ``sizes``."""
    if sizes[3] is not None:
        bid = ask = parse_size(sizes[3].replace(" ", ""))
    else:
        bid, ask = parse_size(sizes[1].replace(" ", "")), parse_size(sizes[2].replace(" ", ""))
    for k, q in enumerate(quotes):
        if q.location == location and q.bid_size is None and q.ask_size is None:
            quotes[k] = replace(q, bid_size=bid if q.bid is not None else None,
                                ask_size=ask if q.ask is not None else None)


def _stacked_quotes(stacked: StackedQuote, hints: Hints, context: SourceContext) -> list[Quote]:
    raw = " | ".join(stacked.raw)
    return [finish(d, context, stacked.location, raw) for d in stacked.drafts(hints)]


_RULE_RUN = re.compile(r"[-=_]{2,}")


def _rule_spans(line: str) -> list[tuple[int, int]] | None:
    """The column spans of a rule line (``-------- --  -----``), or ``None`` if it is not one."""
    stripped = line.strip()
    if len(stripped) < 8 or stripped.strip("-=_+| ") or stripped[0] not in "-=_":
        return None
    runs = [(m.start(), m.end()) for m in _RULE_RUN.finditer(line.replace("\t", "    "))]
    return runs if len(runs) >= 3 else None


def cells_by_spans(line: str, spans: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """A line cut at a rule's columns. Right-aligned numbers may start left of their rule, so each
    gap between two rules is split in the middle between the columns on either side."""
    text = line.replace("\t", "    ")
    out = []
    for k, (start, end) in enumerate(spans):
        lo = (spans[k - 1][1] + start) // 2 + 1 if k else 0
        hi = (end + spans[k + 1][0]) // 2 + 1 if k + 1 < len(spans) else len(text)
        out.append((start, end, text[lo:hi].strip()))
    return out


_GRID_TENOR = re.compile(r"^\d{1,2}[YM]$", re.IGNORECASE)
_GRID_PAIR = re.compile(r"^[+-]?\d{1,4}(?:\.\d+)?/[+-]?\d{1,4}(?:\.\d+)?$")


def _grid_tenors(line: str) -> list[str] | None:
    """The tenors a curve grid's header line ends with ("Reference Entity 1Y 3Y 5Y 7Y 10Y"), if it
    names three or more and nothing else with a digit."""
    if not ("Y" in line or "y" in line) or line.rstrip()[-1:] not in ("Y", "y", "M", "m"):
        return None  # no tenor at all, or none at the end: most lines are not split at all
    tokens = line.split()
    n = len(tokens)
    while n and _GRID_TENOR.match(tokens[n - 1]):
        n -= 1
    if len(tokens) - n < 3 or any(c.isdigit() for t in tokens[:n] for c in t):
        return None
    return [t.upper() for t in tokens[n:]]


def _grid_row(line: str, tenors: list[str], hints: Hints) -> list[Draft]:
    """A curve grid's row: a name, then one bid/ask pair per tenor of the header; each pair is read
    as the line "NAME TENOR BID/ASK" would be. (A grid with a Bid and an Ask column under each tenor
    becomes a table header instead: headcells.stacked_grid_header.)"""
    tokens = prepare(line).split()
    pairs = len(tenors)
    if len(tokens) > pairs and all(_GRID_PAIR.match(t) for t in tokens[-pairs:]):
        cells, name = tokens[-pairs:], " ".join(tokens[:-pairs])
    else:
        return []
    if any(c.isdigit() for c in name):
        return []
    return [d for tenor, pair in zip(tenors, cells, strict=True) for d in parse_line(f"{name} {tenor} {pair}", hints)]


_DIGIT = re.compile(r"\d")
#: A column of one settle month's market: "Jan bid / ask", "Feb b/o".
_MONTH_COLUMN = re.compile(r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+"
                           r"(?:bid\s*/\s*(?:ask|offer|ofr)|b\s*/\s*[ao])\b", re.IGNORECASE)
#: A pair of prices, decimals or 32nds: "96-29/96-30+", "99.25/99.50".
_PRICE_PAIR = re.compile(r"^\d{2,3}(?:-\d{2,3}\+?|\.\d+)?/\d{2,3}(?:-\d{2,3}\+?|\.\d+)?$")
#: What may follow a TBA line's markets: the drop between its months ("-08+"), no level.
_DROP = re.compile(r"^[+-]?\d{1,2}\+?$")


def _month_columns(line: str) -> list[str] | None:
    """The settle months a TBA run's header line names one market column each for, if two or more."""
    months = [m[1].upper() for m in _MONTH_COLUMN.finditer(line)]
    return months if len(months) >= 2 else None


def _month_row(line: str, months: list[str], hints: Hints) -> list[Draft]:
    """A TBA line under month columns ("FNCL 5.5   98-16+ / 98-17+   98-08 / 98-09   -08+"): one quote per
    month, read as "FNCL 5.5 JAN 98-16+/98-17+" would be."""
    tokens = prepare(line).split()
    n = len(months)
    at = next((i for i in range(1, len(tokens) - n + 1) if all(_PRICE_PAIR.match(t) for t in tokens[i:i + n])), None)
    if at is None or not all(_DROP.match(t) for t in tokens[at + n:]):
        return []
    name = " ".join(tokens[:at])
    return [d for month, pair in zip(months, tokens[at:at + n], strict=True)
            for d in parse_line(f"{name} {month} {pair}", hints)]


#: "..., also FORD 5Y 119/123", "...; ...", and in prose "... (7.66% YTW), and we have a buyer of ...",
#: "... for up to 2MM. MAPPLETON ENERGY ... is 101 - 101 3/4": clauses quoting a bond each.
_SEVERAL_QUOTES = re.compile(r",?\s+also\s+|;\s+|,\s+and\s+(?=(?:we|i|bid|offer|buyer|seller)\b)"
                             r"|\s+and\s+(?=(?:we|i)(?:'re|'m|\s+are|\s+am)\s)"
                             # "... 10x10 and T 3 7/8 11/30/29 ...": a second bond named in full
                             r"|\s+and\s+(?=[A-Z]{1,6}\s+\d[\d ./]*\s\d{1,2}/\d{2})"
                             # "... we're 95 bid for 2, and HARTWELL TRANSPORT TLB ... offered at ...": a capital name
                             r"|,\s+and\s+(?=(?-i:[A-Z][A-Z&.'-]{2,}\s+[A-Z]))"
                             # "... 7Y 171 / 178 - and CASTLEFORD CHEM 5Y 96 / 101": another name's CDS
                             r"|\s+(?:-\s+)?and\s+(?=(?-i:[A-Z][A-Z&.'-]+(?:\s+[A-Z][A-Z&.'-]+){0,3})\s+\d{1,2}\s?[yY]\s+\d)"
                             r"|(?<=[a-zA-Z\d)])\.\s+(?-i:(?=[A-Z]))", re.IGNORECASE)
_TWO_LEVELS = re.compile(r"\d ?[.,/] ?\d.*?\d ?[.,/] ?\d")
#: "ACME 4.8 02/31 +86/+82, 5.35 02/36 +119/+115": a second bond of the same issuer after a comma.
_SECOND_BOND = re.compile(r",\s+(?=\d{1,2}(?:\.\d{1,4}|\s\d/\d{1,2})?\s+\d{1,2}/\d{2}(?:/\d{2,4})?\s)")
_ISSUER_WORDS = re.compile(r"^\s*((?:[A-Za-z][\w&.'-]*\s+)+?)(?=\d)")
_SHARED_SIZE = re.compile(r"\b(?:both|each)\b", re.IGNORECASE)


def _second_bond(line: str, hints: Hints) -> list[Draft]:
    """Each bond of a line naming two of one issuer; the second inherits the issuer's words, and a
    size said for "both" sizes both."""
    first, *rest = _SECOND_BOND.split(line)
    issuer = _ISSUER_WORDS.match(first)
    if issuer is None:
        return []
    pieces = [parse_line(first, hints)] + [parse_line(issuer[1] + piece, hints) for piece in rest]
    if not all(pieces):
        return []
    return _share_size([d for p in pieces for d in p], rest[-1])


_TBA_NAMES = "|".join(sorted(vocab.MBS_TICKERS))
_GOVT_NAMES = "|".join(sorted(vocab.GOVT_TICKERS))
#: "FNCL 5.5 98-17 / 98-18, FNCL 6 100-22+ / 100-23+": a second TBA coupon after a comma; so a second
#: government bond ("T 4 12/31/32 99-30 / 99-30+, T 4 1/4 11/15/37 99-20+ / 99-21+").
_SECOND_TBA = re.compile(rf",\s+(?=(?:{_TBA_NAMES}|{_GOVT_NAMES})\s+\d)")
#: A label opening the line with the size of what follows it ("UST 25x25:", "Agencies 10mm:").
_LABEL_SIZE = re.compile(r"^[^:]{0,40}?\b\d+\s?(?:x\s?\d+|mm)\b[^:\d]{0,10}:", re.IGNORECASE)
#: "TBA Jan: FNCL 5.5 98-17 / 98-18": the settle month the label names, for the TBAs after it.
_TBA_MONTH_LABEL = re.compile(r"\bTBA\s+(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[a-z]*\s*:", re.IGNORECASE)
_TBA_COUPON = re.compile(rf"\b((?:{_TBA_NAMES})\s+\d{{1,2}}(?:\.\d{{1,3}})?)(?=\s+\d)")


def _tba_month_label(line: str) -> str | None:
    """The line with the month of its "TBA Jan:" label written after each TBA's coupon, as a TBA is
    keyed by its settle month ("FNCL 5.5 JAN 98-17 / 98-18"); ``None`` when it has no such label."""
    label = _TBA_MONTH_LABEL.search(line)
    if label is None:
        return None
    rest = _TBA_COUPON.sub(lambda m: f"{m[1]} {label[1].upper()}", line[label.end():])
    return line[:label.end()] + rest if rest != line[label.end():] else None


def _second_tba(line: str, hints: Hints) -> list[Draft]:
    """Each TBA coupon of a line quoting two; a size said for "both" sizes both."""
    pieces = _SECOND_TBA.split(line)
    parsed = [parse_line(piece, hints) for piece in pieces]
    if len(parsed) < 2 or not all(parsed):
        return []
    drafts = [d for p in parsed for d in p]
    # "UST 25x25: T 4 ..., T 4 1/4 ...": the label's size is every bond's after it
    return _size_shared(drafts) if _LABEL_SIZE.match(line) else _share_size(drafts, pieces[-1])


def _share_size(drafts: list[Draft], last: str) -> list[Draft]:
    """A size the last piece says for "both" or "each" sizes every piece that gives none."""
    return _size_shared(drafts) if _SHARED_SIZE.search(last) else drafts


def _size_shared(drafts: list[Draft]) -> list[Draft]:
    """The first size among the pieces, given to every piece that states none (on the sides it quotes)."""
    sized = next((d for d in drafts if d.bid_size or d.ask_size), None)
    if sized is not None:
        for d in drafts:
            if not (d.bid_size or d.ask_size):
                d.bid_size = sized.bid_size if d.bid is not None else None
                d.ask_size = sized.ask_size if d.ask is not None else None
    return drafts


#: "ORSINO SNR 5y 142/150, 7y 171/180", "5Y 63/67 10x10 | 3Y 41/45 10x10": a second tenor of the same name.
_SECOND_TENOR = re.compile(r"(?:,|\s\||\s+and|\s\s)\s+(?:same\s+size\s+in\s+the\s+)?"
                           r"(?=\d{1,2}\s?[yY]\s+(?:same(?:\s+size)?\s+)?[+-]?\d)", re.IGNORECASE)
#: Two tenors each with its pair, one space apart: "3y 95/105 5y 160/170".
_TENOR_PAIRS = re.compile(r"\b\d{1,2}\s?[yY]\s+[+-]?\d[\d.]*\s*/\s*[+-]?\d[\d.]*\s+\d{1,2}\s?[yY]\s+[+-]?\d")
#: Where the next tenor of such a line starts: after a level pair's last digit.
_NEXT_TENOR = re.compile(r"(?<=\d)\s+(?=\d{1,2}\s?[yY]\s+[+-]?\d[\d.]*\s*/)")
#: "10y same size 87.75 / 89.25": the size of the tenor before it, said again.
_SAME_SIZE = re.compile(r"\bsame(?:\s+size)?\s+(?=[+-]?\d)", re.IGNORECASE)
_TENOR_WORD = re.compile(r"\s\d{1,2}\s?[yY]\b")


def _piece_drafts(piece: str, hints: Hints) -> list[Draft]:
    """The quotes of one clause of a line: a name at several tenors too ("BRAMCOTE 5Y 142 / 148, 7Y ...")."""
    if ("," in piece or " and " in piece) and _SECOND_TENOR.search(piece):
        return _second_tenor(piece, hints) or parse_line(piece, hints)
    return parse_line(piece, hints)


def _second_tenor(line: str, hints: Hints, splitter: re.Pattern[str] | None = None) -> list[Draft]:
    """Each tenor of a line quoting one name at several tenors; the later ones inherit the name
    written before the first tenor."""
    first, *rest = (splitter or _SECOND_TENOR).split(line)
    if rest and _TENOR_WORD.search(first) is None:
        # "ALDERTON AUTO    3y 45/50   5y 72/77": the name, then each of its tenors
        first, rest = f"{first} {rest[0]}", rest[1:]
    tenor = _TENOR_WORD.search(first)
    if tenor is None:
        return []
    pieces = [parse_line(first, hints)] + [parse_line(first[:tenor.start()] + " " + _SAME_SIZE.sub("", piece), hints)
                                           for piece in rest]
    if not all(pieces):
        return []
    drafts = [d for p in pieces for d in p]
    if "same size" in line.lower() or (rest and _SHARED_SIZE.search(rest[-1])):
        drafts = _size_shared(drafts)  # "5Y 55.25 / 56.25 10x10, 10y same size 87.75 / 89.25", "..., 5x5 both"
    return drafts


#: "FHLB 4.5 09/28 +18/+15, FFCB 4.05 02/01/30 100.22/100.35", "... T+8/T+5 and FFCB 4 3/8 06/31 ...": a
#: bond of another issuer after a comma or an "and".
_SECOND_ISSUER = re.compile(r"(?:,|\s+and)\s+(?=[A-Z][A-Za-z&.'-]+(?:\s+[A-Z][A-Za-z&.'-]+){0,3}\s+\d)")


def _second_issuer(line: str, hints: Hints) -> list[Draft]:
    """Each bond of a line naming bonds of several issuers, when every piece names its bond in full;
    a size said for "each" sizes them all."""
    texts = _SECOND_ISSUER.split(line)
    pieces = [parse_line(piece, hints) for piece in texts]
    if len(pieces) < 2 or not all(pieces):
        return []
    drafts = [d for p in pieces for d in p]
    return _share_size(drafts, texts[-1]) if _named_in_full(drafts) else []


_WIDE_GAP = re.compile(r"\s{3,}")


#: A pair of levels that is no month / year ("BRAZIL 5Y  141/147", "PERU 5Y  88/94" but not "ORWELL 4.70
#: 03/33"): no month first, or a decimal or three digits on a side.
_NAMED_PAIR = re.compile(r"[+-]?(?!(?:0?[1-9]|1[0-2])/)\d+(?:\.\d+)?/[+-]?\d+(?:\.\d+)?"
                         r"|[+-]?\d+(?:\.\d+)?/[+-]?(?:\d+\.\d+|\d{3,})")


def _side_by_side(line: str, hints: Hints) -> list[Draft]:
    """``ALBRECHT BK 5.05 04/15/32  +96/+91  101.12/101.40     ORWELL UTIL 4.70 03/01/33  +101/+96 ...``:
    two runs laid side by side. A cell starting with a letter after a cell of levels starts another
    bond; the pieces count when each names its bond in full and quotes it."""
    pieces: list[list[str]] = [[]]
    levels_seen = False
    for cell in _WIDE_GAP.split(line.strip()):
        if cell[:1].isalpha() and levels_seen:
            pieces.append([])
            levels_seen = False
        pieces[-1].append(cell)
        last = cell.rsplit(None, 1)[-1]
        levels_seen = levels_seen or ("/" in last and any(ch.isdigit() for ch in last) and not last[:1].isalpha()
                                      and (not cell[:1].isalpha() or cell.count("/") > last.count("/")
                                           or _NAMED_PAIR.fullmatch(last) is not None))
    if len(pieces) < 2:
        return []
    read = [parse_line("   ".join(piece), hints) for piece in pieces]
    drafts = [d for p in read for d in p]
    return drafts if all(read) and _named_in_full(drafts) else []


def _named_in_full(drafts: list[Draft]) -> bool:
    """Whether every draft names its bond in full (an identifier, or a coupon and a maturity; a CDS its
    tenor): what lets pieces split off one line count as bonds of their own."""
    return all(d.isin or d.cusip or (d.coupon is not None and d.maturity is not None) or _loan_in_full(d)
               or (d.asset_class == "cds" and d.tenor) for d in drafts)


def _loan_in_full(d: Draft) -> bool:
    """A loan named by borrower, facility, margin and maturity ("FELLSIDE MEDICAL TLB S+375 2/31")."""
    words = (d.instrument or "").split()
    return d.asset_class == "loan" and len(words) >= 3 and any("+" in w for w in words) and any(
        "/" in w or w[:2] in {"20", "'2", "'3"} for w in words)
