"""Footnotes that doubt the levels they mark: ``+66*`` above ``* ref level only, not firm``.

A dealer marks a level and explains it under the table. The explanation may be harmless ("* firm
for 10 min", "* new issue") or may say the level is no live market ("* indicative", "* not
refreshed since yesterday"). A level marked by a footnote of the second kind goes to review
(docs/quotes.md, "Review") with the footnote's words; the other levels of its row stand. Only the
quote whose bid or ask is the marked number is doubted, so a row's price survives a doubted spread.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from extractors.model import Quote
from extractors.numbers import parse_price
from extractors.validate import with_reasons

#: A footnote: its own line, opening with its mark (``*``, ``**``, ``†``, ``(1)``, ``[a]``).
_NOTE_LINE = re.compile(r"^[ \t]*(\*{1,3}|†|‡|\((?:\d|[a-z])\)|\[(?:\d|[a-z])\])[ \t]*(\S[^\n]*)$", re.MULTILINE)
#: What a footnote says when its level is no live market.
_DOUBT = re.compile(
    r"\b(?:indicative|indications? only|not firm|ref(?:erence)?(?:\s+levels?)?\s+only|for ref(?:erence)?\b"
    r"|not refreshed|not updated|stale|not live|unconfirmed|to be confirmed|tbc|subject to (?:confirmation|change)"
    r"|as of yesterday|last night'?s?|old levels?|away from (?:the )?market|not tradea?ble"
    r"|no longer (?:good|live|firm)|indic\b|from yesterday|haven'?t looked"
    # the same in French, Spanish, Italian and German: "(1) Prix indicatif, non ferme", "nur indikativ"
    r"|indicatif|indicativ[oa]|indikativ|non ferme|(?:à|a) confirmer|a confirmar|da confermare|unverbindlich)",
    re.IGNORECASE)
#: The marks a footnote opens with; a text without any holds no footnote.
_MARK_CHARS = ("*", "†", "‡", "(", "[")


#: A footnote whose mark is a bare letter (``a Veldhoven bid not refreshed``). A line may as well open
#: with the article "a": such a mark only ever doubts a level written with the letter glued to it
#: (``212a``, _marked_levels), which no sentence does. The level may stand in a table of its own.
_DIGIT_NOTE_LINE = re.compile(r"^[ \t]*([1-9])[ \t]+([A-Z][^\n]*)$", re.MULTILINE)
_LETTER_NOTE_LINE = re.compile(r"^[ \t]*([a-h])[ \t]+(\S[^\n]*)$", re.MULTILINE)


def doubting_notes(text: str) -> tuple[tuple[str, str], ...]:
    """(mark, the footnote's words) of each footnote in ``text`` that doubts the levels it marks."""
    lines = [*(_NOTE_LINE.finditer(text) if any(c in text for c in _MARK_CHARS) else ()),
             *_LETTER_NOTE_LINE.finditer(text)]
    notes = [(m[1], m[2].strip()) for m in lines if _DOUBT.search(m[2])]
    # "365(a)": a PDF's raised letter after a level is read in brackets (pdf.mark_superscripts)
    notes += [(f"({mark})", words) for mark, words in notes if len(mark) == 1 and mark.islower()]
    if "(" in text:
        # "1 Indicative offer, subject to confirmation" under a table whose cell reads "100.21(1)": a
        # raised digit printed on the note's line as a plain one marks the cells written "(1)".
        notes += [(f"({m[1]})", m[2].strip()) for m in _DIGIT_NOTE_LINE.finditer(text)
                  if _DOUBT.search(m[2]) and f"({m[1]})" in text]
    return tuple(notes)


def note_letters(text: str) -> str:
    """The bare letters footnote lines of ``text`` open with (``a Offer firm until 12:00 NY``), whether
    or not they doubt the level: a level cell may end with one (``95.875a``)."""
    return "".join(sorted({m[1] for m in _LETTER_NOTE_LINE.finditer(text)}))


#: A word each of _DOUBT's phrases holds (lower case): a line holding none is no doubt, and most quote
#: lines hold none; the case-insensitive alternation is slow to try at each of their characters.
_DOUBT_WORDS = ("indic", "indik", "firm", "ref", "updated", "stale", "live", "confirm", "conferm", "tbc",
                "subject", "yesterday", "last night", "old level", "away from", "trad", "no longer", "haven",
                "ferme", "unverbindlich")


def line_doubt(line: str) -> str | None:
    """The words of a quote line saying its own level is no live market (``indic 95.35/95.90, not
    refreshed since the open``, ``+58/+52 - levels from yesterday``), or ``None``."""
    if line.isascii():
        low = line.lower()
        for word in _DOUBT_WORDS:  # a loop, not any(): this runs on every quote line
            if word in low:
                break
        else:
            return None
    if "ast night" in line or "esterday" in line:
        line = _PAST_LEVEL.sub(" ", line)  # "was 120/115 last night": the old level is named, not the live one doubted
    m = _DOUBT.search(line)
    return m[0] if m else None


#: An earlier level named as such ("was 120/115 last night", "chg vs last night's close"): its time says
#: which level is old, not that the line's own is.
_PAST_LEVEL = re.compile(r"\b(?:was|vs\.?|versus|since|than)\b[^,;.]{0,30}?(?:last night'?s?|yesterday)", re.IGNORECASE)


def letter_marks(notes: tuple[tuple[str, str], ...]) -> str:
    """The bare-letter marks among doubting footnotes (``a``), which a level cell may end with."""
    return "".join(mark for mark, _ in notes if len(mark) == 1 and mark.isalpha())


def _marked_levels(raw: str, mark: str) -> set[float]:
    """The numbers ``raw`` writes with ``mark`` right after them (``+66*``, ``99-16†``, ``3.91 (1)``,
    ``100 1/2*``)."""
    pattern = rf"([+-]?\d[\d.,]*(?:[ \t]\d{{1,2}}/\d{{1,3}}|-\d{{1,3}}\+?)?)[ \t]?{re.escape(mark)}"
    if mark.isalpha():
        pattern = rf"([+-]?\d[\d.,]*){mark}(?![A-Za-z])"  # "212a": glued to the level, never a word
    elif mark.startswith("*"):
        pattern += r"(?!\*)"  # "137*" is not marked by "**"
    found = set()
    for m in re.finditer(pattern, raw):
        number = m[1].lstrip("+")
        # "97,050(1)": a decimal comma, or a thousands one; the quote's own level says which
        for text in (number, number.replace(",", ".")) if "," in number and "." not in number else (number,):
            value = parse_price(text)
            if value is not None:
                found.add(abs(value))
    return found


def doubt_marked(quotes: Sequence[Quote], notes: tuple[tuple[str, str], ...]) -> list[Quote]:
    """The quotes, each whose bid or ask a doubting footnote marks sent to review with its words."""
    if not notes:
        return list(quotes)
    out = []
    for q in quotes:
        levels = {abs(v) for v in (q.bid, q.ask) if v is not None}
        words = next((w for mark, w in notes if mark in q.raw and levels & _marked_levels(q.raw, mark)), None)
        out.append(q if words is None else with_reasons(q, [f"a footnote doubts the level: '{words[:80]}'"]))
    return out
