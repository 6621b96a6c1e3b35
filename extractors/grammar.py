"""The line grammar: one line of a run in, zero or more draft quotes out.

A line is ``description  legs  tail``: the description names the instrument (ticker, coupon,
maturity, CUSIP/ISIN, loan facility, tranche, CDS tenor), the legs are bid/ask pairs or one-sided
levels, the tail holds sizes, currency and a benchmark. A line that names no instrument, or whose
levels are out of range for their kind, yields nothing: a wrong price is worse than a missing one.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import NamedTuple

from extractors import vocab
from extractors.identifiers import identifier_kind
from extractors.notes import RunSizes
from extractors.numbers import (
    POINT_THOUSANDS,
    expand_shorthand,
    fuse_fractions,
    parse_price,
    parse_size,
    parse_size_pair,
)
from extractors.unplaced import flag as unplaced_flag
from extractors.unplaced import is_number, unplaced_tokens


@dataclass(frozen=True, slots=True)
class Hints:
    """What the surrounding document says about its lines."""

    decimal_comma: bool = False
    asset_class: str | None = None
    quote_type: str | None = None
    currency: str | None = None
    day_first: bool = False
    #: The side a document states for levels written without one ("offerings", "offer side only").
    side: str | None = None
    #: The document calls its levels offerings, whether or not it also states bids: the one evidence
    #: that a muni sheet's lone Yield / Price column is the offer (an MMD scale or an evaluation has
    #: the same column and offers nothing).
    offerings: bool = False
    #: The sizes a run states once for the quotes that give none ("Sizes: 10mm single names, 50mm
    #: indices", "10x10 unless stated"): read by notes.run_sizes, given by notes.apply_run_sizes.
    run_sizes: RunSizes | None = None
    #: The asset classes ("*": all) whose spreads the document says are over swaps ("Agency spreads vs
    #: SOFR swaps"): read by notes.swap_spread_scope, given by notes.apply_spread_basis.
    swap_spreads: frozenset[str] | None = None
    #: The document says it recaps trades done ("Recap of today's fills"): a table of its with a
    #: per-row side (BUY / SELL) lists executions, not the dealer's market.
    trades: bool = False
    #: (mark, words) of the document's footnotes that doubt the levels they mark ("* indicative"):
    #: read by footnotes.doubting_notes, applied by footnotes.doubt_marked.
    doubting_notes: tuple[tuple[str, str], ...] = ()
    #: The bare letters the document's footnotes open with ("a Offer firm until 12:00"), doubting or
    #: not: a level cell written with one glued to it (``95.875a``) is the level, marked (cells.cell_level).
    note_letters: str = ""
    #: The one tenor a table's title names ("CDS 5Y (bp)" over a column of names): the tenor of its CDS
    #: rows that name none.
    tenor: str | None = None


@dataclass(slots=True)
class Draft:
    """A quote before provenance is attached."""

    isin: str | None = None
    cusip: str | None = None
    ticker: str | None = None
    coupon: float | None = None
    maturity: dt.date | None = None
    instrument: str | None = None
    tenor: str | None = None
    asset_class: str = "corporate"
    quote_type: str = "price"
    bid: float | None = None
    ask: float | None = None
    bid_size: float | None = None
    ask_size: float | None = None
    currency: str | None = None
    benchmark: str | None = None
    figi: str | None = None
    maturity_precision: str = "day"
    dealer: str | None = None  # a per-row dealer column; else the sender's
    #: Doubts met while reading (a unit against the convention, an unsided column ...): the
    #: validation layer turns them into a review reason.
    flags: tuple[str, ...] = ()
    #: Where the measure came from: "stated" (a unit on the line or in the header) or "convention".
    unit_source: str = "convention"


@dataclass(slots=True)
class Description:
    isin: str | None = None
    cusip: str | None = None
    ticker: str | None = None
    coupon: float | None = None
    maturity: dt.date | None = None
    instrument: str | None = None
    tenor: str | None = None
    asset_class: str | None = None
    currency: str | None = None
    size: tuple[float | None, float | None] | None = None
    figi: str | None = None
    maturity_precision: str = "day"
    #: "orig 24.0mm": a tranche's original face, the quote's size only where the run states none.
    face: tuple[float | None, float | None] | None = None


_TRANSLATE = str.maketrans({"\u2013": "-", "\u2014": "-", "\u2212": "-", "\xa0": " ", "\t": "  ", "|": "  "})
#: A slash with spaces on either side, between two non-spaces: ``99.5 / 100`` -> ``99.5/100``. The same
#: matches as ``(?<=\S)\s+/\s*(?=\S)|(?<=\S)\s*/\s+(?=\S)``, written to start with the match's first
#: character (a space or the slash) and look behind from there: the regex engine tries a pattern
#: that starts with a look-behind at every character of the line, one that starts with a character
#: class only where that class is.
_FUSE_SLASH = re.compile(r"[\s/](?:(?<=\S\s)\s*/\s*|(?<=\S/)\s+)(?=\S)")
_FUSE_UNIT = re.compile(r"\b(\d+(?:[.,]\d+)?)\s+(MM|MMM|Mio\.?|Mn|Mln|K|Tsd\.?)(?![\w])", re.IGNORECASE)
_FUSE_BY = re.compile(
    r"(?<![\w.])(\d+(?:[.,]\d+)?(?:MM|mm|M|m|K|k|Mio)?)\s*[xX×]\s*(\d+(?:[.,]\d+)?(?:MM|mm|M|m|K|k|Mio)?)(?![\w])"
)
#: "10 by 10" after a market: bid x offer sizes, in millions.
_FUSE_BY_WORD = re.compile(r"(?<![\w.])(\d{1,3})\s+by\s+(\d{1,3})(?![\w.:/])")
#: "5mm each way", "2mm per side": one size for both sides, written as the pair a run writes ("5mmx5mm").
_EACH_WAY = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)?(?:MM|mm|M|m|K|k))\s+"
                       r"(?:each\s+way|per\s+side|a\s+side|each\s+side)\b")
_BENCHMARK = re.compile(r"(?:^|\s)(?:vs\.?|v\.|bmk:?|benchmark:?)\s+(\S.*?)(?=\s{2,}|\s+\d+(?:\.\d+)?(?:mm|mio|k)\b"
                        r"|\s*[,;]\s|\s+\(|$)",
                        re.IGNORECASE)  # "vs UST 10mm", "vs T (px 99.02 / 99.46)": what follows is no part of it
_BULLET = re.compile(r"^\s*(?:[-*•>]+|\d{1,3}[.)])\s+")
_BULLET_START = re.compile(r"\s*[-*•>\d]")
_SENTENCE_STOP = re.compile(r"(?<=\d)\.(?=\s|$)")
# Necessary conditions of the _FUSE_* patterns, which start with look-behinds and are slow to scan. The
# first is ``\d\s+...`` started at the space (as _FUSE_SLASH is): lines have more digits than spaces.
_UNIT_HINT = re.compile(r"\s(?<=\d\s)\s*[MKTmkt]")
_BY_HINT = re.compile(r"[xX×]\s*\d")
#: ``97,80 - 98,40`` / ``99.50 - 100.25``: a spaced dash between two decimals is a bid/ask pair.
_FUSE_DASH = re.compile(
    r"(?<![\w.,/+-])(\d{1,4}[.,]\d+|\d{1,3}_\d/\d{1,2})\s+-\s+(\d{1,4}(?:[.,]\d+|_\d/\d{1,2})?)(?![\w./%-]|,\d)"
    r"|(?<![\w.,/+-])(\d{1,2}[.,]\d+%)\s+-\s+(\d{1,2}[.,]\d+%)(?![\w.,/%-])")  # "7.79% - 7.71%": yields
#: ``101 - 101 3/4``: a whole point, then a fraction (fractions fused to ``101_3/4`` by then).
_FUSE_WHOLE_FRACTION_DASH = re.compile(r"(?<![\w.,/+-])(\d{2,3})\s+-\s+(\d{2,3}_\d/\d{1,2})(?![\w./%-]|,\d)")
#: ``99-16+ - 99-17``: the same between two 32nds prices.
_FUSE_DASH_32NDS = re.compile(r"(?<![\w.,/+-])(\d{1,3}-\d{2,3}\+?)\s+-\s+(\d{1,3}-\d{2,3}\+?)(?![\w.,/%-])")
#: ``2s  T 3 1/2 10/31/28``: a curve point's label before a government bond.
_CURVE_LABEL = re.compile(rf"^\s*(?:(?:UST|TSY|US|UK|GER|BUND)\s+)?\d{{1,2}}s\s+"
                          rf"(?=(?:{'|'.join(sorted(vocab.GOVT_TICKERS))})\s)", re.IGNORECASE)
_DOT_LEADER = re.compile(r"\.{4,}")
#: A callable's first call date (and its terms in brackets, or its price: ``NC 10/27 @ 104.625``) after the
#: bond: no part of its name, no level.
_NON_CALL_UNTIL = re.compile(r"\b(?:NC|nc)\s+\d{1,2}(?:/\d{1,2})?/\d{2,4}"
                             r"(?:\s*\([^()]*\)|\s*@\s*\d{2,3}(?:\.\d+)?(?![\w.]))?")
#: A muni's call date written as one token after its maturity: ``c/7/1/34``, ``C/11/15/35``, ``c/34``.
_CALL_DATE_TOKEN = re.compile(r"(?<!\S)[cC]/\d{1,2}(?:/\d{1,2})?(?:/\d{2,4})?(?!\S)(?!\s*@)")  # "c/31 @ 100": below
#: "n/a" for one side of a pair: "n/a / +20", "99.50 / n/a".
_NOT_AVAILABLE_SIDE = re.compile(r"(?i)(?<![\w/])n/a(?=\s*/\s*[+\-]?\d)|(?<=\d)(\s*/\s*)n/a(?![\w/])")


def _no_side(m: re.Match[str]) -> str:
    return f"{m[1]}-" if m[1] else "-"
#: A bid/ask pair with its unit written on it: ``612/640bp``.
_PAIR_UNIT = re.compile(r"(\d/[+-]?\d{1,4}(?:\.\d+)?)(bps?)\b", re.IGNORECASE)
#: Footnote markers, the one definition (cells and table names pass through prepare too): a letter or a
#: digit in brackets, alone ("KESWICK UTIL 6.20% PFD (1)", "3.91 (c)") or stuck to a number ("3.91(c)",
#: "24.95(1)", "99(A)").
_NOTE_MARK = re.compile(r"(?<=\s)\((?:\d|[a-z])\)(?=\s|$)", re.IGNORECASE)
_STUCK_NOTE = re.compile(r"(\d)\((?:[a-z]|\d)\)(?=\s|$)", re.IGNORECASE)
_FOOTNOTE_MARK = re.compile(r"(?<=\d)\*+(?=\s|$)")
_SLASH_HINT = re.compile(r"\s/|/\s")
#: ``93.50-94.25`` / ``96_1/2 - 97``: a dash between two levels, at least one of them decimal.
_FUSE_TIGHT_DASH = re.compile(
    r"(?<![\w./-])(\d{1,4}\.\d+|\d{1,4}(?=-\d{1,4}\.\d))-(\d{1,4}(?:\.\d+)?)(?![\w./%-])")
#: ``5.75%-5.63%``: the same for yields, written tight.
_FUSE_PERCENT_DASH = re.compile(r"(?<![\w./-])(\d{1,2}\.\d+%)-(\d{1,2}\.\d+%)(?![\w./%-])")
_LOAN_IN_LINE = re.compile(r"\b(?:TL[AB]?(?:-?\d)?|DDTL|term loan)\b|\b[SLE]\+\d{2,3}\b", re.IGNORECASE)
_FUSE_SPACED_INT_DASH = re.compile(
    r"(?<![\w./+-])(\d{2,3})\s+-\s+(\d{2,3})(?![\w./%-])"
    # "2 - 3 pts lower", "10 - 12 wider": a move, not a market
    r"(?!\s*(?:wider|tighter|higher|lower|better|worse|up|down|pts|points|bps?|cents|ticks)\b)", re.IGNORECASE)
_FUSE_INT_DASH = re.compile(r"(?<![\w./-])(\d{2,4})-(\d{2,4})(?![\w./%-])")
#: What both dash fusions need: most lines with a dash have it in a word or a phone number only.
_DIGIT_DASH = re.compile(r"\d-\d")
_TENOR_IN_LINE = re.compile(r"\b\d{1,2}(?:y|yr)\b", re.IGNORECASE)
#: A credit rating (S&P / Fitch or Moody's): "BBB+", "Baa2".
RATING = (r"(?:Aaa|Aa[1-3]|A[1-3]|Baa[1-3]|Ba[1-3]|B[1-3]|Caa[1-3]|Ca|AAA|AA[+-]?|A[+-]?|BBB[+-]?|BB[+-]?|B[+-]?"
           r"|CCC[+-]?|CC|NR|WR)")
#: "(7.66% YTW)", "(4.142 / 4.126 YLD)": a yield in brackets, its measure after it.
_SECOND_MEASURE_AFTER = re.compile(
    r"(?i)\((\d{1,2}(?:\.\d+)?%?(?:\s*/\s*\d{1,2}(?:\.\d+)?%?)?)\s+(ytw|ytm|yld|yield|ytc)\)")
#: "(ytw 6.41%)", "(px 100.41)", "(ytm 7.38 / 7.22; 28 call @ 103.938)": a second measure in brackets
#: (the call schedule beside it is no level).
_SECOND_MEASURE = re.compile(
    r"(?i)\((ytw|ytm|yld|yield|ytc|px|price)\s+(\d{1,3}(?:\.\d+)?%?(?:\s*/\s*\d{1,3}(?:\.\d+)?%?)?)"
    r"\s*(?:[;,][^()]*?\bcall\b[^()]*)?\)")
#: "+88 bid (101.36)", "+112 (101.20)", "bid 3.15% (117.086)", "4.18% (99-28)": a signed spread or a
#: yield, its side perhaps, and in brackets a number near par, the same side's price (as a table cell
#: "+112 (101.20)" is read).
_PRICE_AFTER_SPREAD = re.compile(
    r"(\+\d{1,4}(?:\.\d+)?|(?<![\d.])1?\d\.\d{1,3}%)(?:\s+(bid|offered|offer|ofd))?\s*"
    r"\(((?:[5-9]\d|1\d\d)(?:\.\d{1,4}|-\d{2}\+?))\)", re.IGNORECASE)


#: "offer T+145 / 98.25", "bid 4.18% / 99-28", "offer 96.60 / 6.08", "offer 94.50 / DM 418": one side's
#: level in two measures, a slash between them. Read as a market they are a bid in one measure and an
#: offer in another.
_ONE_SIDE_TWO_MEASURES = re.compile(
    r"\b(offer(?:ed|ing)?|bid|ofr)\s+((?:only\s+)?(?:at\s+)?(?:\d+(?:mm|m|k)\s+(?:at\s+)?)?)(\S+)\s*/\s*(\S+)",
    re.IGNORECASE)
_MEASURE_WORD = {"price": "px", "yield": "yld", "spread": "spd"}
#: A one-sided list's "3.62% / 108.993" and "108.993 / 3.62%": a yield with "%" and a price near par.
_YIELD_AND_PRICE = re.compile(r"(?<!\S)(\d{1,2}\.\d{1,4}%)\s*/\s*((?:[4-9]\d|1\d\d)\.\d{1,4})(?![\d./%])")
_PRICE_AND_YIELD = re.compile(r"(?<!\S)((?:[4-9]\d|1\d\d)\.\d{1,4})\s*/\s*(\d{1,2}\.\d{1,4}%)(?!\S)")
_SIDE_WORD = {"ask": "offer", "bid": "bid"}
_WRITTEN_MEASURES = (("spread", re.compile(r"(?:[TGJ]|UST|MS)?\+\d{1,4}")),
                     ("yield", re.compile(r"\d{1,2}(?:\.\d+)?%|1?\d\.\d{2,3}")),
                     ("price", re.compile(r"\d{2,3}-\d{2}\+?|(?:[5-9]\d|1\d\d)(?:\.\d+)?")))
#: "offer 2mm X at DM 245 / 98.25": one side's discount margin and its price.
_DM_THEN_PRICE = re.compile(r"\b(at\s+)?DM\s+(\d{2,4})\s*/\s*((?:[5-9]\d|1\d\d)\.\d{1,4})\b")


def _written_measure(token: str) -> str | None:
    """The measure a level's writing shows: a sign or a benchmark's letter (spread), a percent or a small
    number to the hundredth (yield), 32nds or a number near par (price); a measure's word ("DM") too."""
    t = token.rstrip(",;.") if token[-2:-1].isdigit() or not token[-1:].isdigit() else token
    if t.upper() in {"DM", "YTW", "YLD", "YIELD", "PX", "SPD", "Z", "I"}:
        return "word"
    return next((measure for measure, pattern in _WRITTEN_MEASURES if pattern.fullmatch(t)), None)


def _one_side_two_measures(m: re.Match[str]) -> str:
    first, second = _written_measure(m[3]), _written_measure(m[4])
    if first is None or second is None or first == second or first == "word":
        return m[0]
    named = m[4] if second == "word" else f"{_MEASURE_WORD[second]} {m[4]}"
    first_level = f"{m[3]}%" if first == "yield" and not m[3].endswith("%") else m[3]  # a yield says so
    return f"{m[1]} {m[2]}{first_level} {named}"


#: "yld 6.19 = px 96.10 bid", "DM 450, px 93.25 bid": each measure named before its level, the side
#: after both. Turned round into "bid 96.10 yld 6.19": the price bare, the other measure named.
_NAMED_MEASURES_THEN_SIDE = re.compile(
    r"\b(yld|yield|ytw|px|dm)\s+([+-]?\d{1,3}(?:\.\d+)?%?)\s*(?:=|,|/)?\s*(yld|yield|ytw|px|dm)\s+"
    r"([+-]?\d{1,3}(?:\.\d+)?%?)\s*,?\s+(bid|offered|offer)\b", re.IGNORECASE)


def _named_measures_then_side(m: re.Match[str]) -> str:
    first, second = m[1].lower(), m[3].lower()
    if (first == "px") == (second == "px"):
        return m[0]  # two prices, or no price: nothing to turn round
    price, other, word = (m[2], m[4], m[3]) if first == "px" else (m[4], m[2], m[1])
    return f"{m[5]} {price} {word} {other}"


def _price_after_spread(m: re.Match[str]) -> str:
    # The side first, as a dealer also writes it ("bid +88 px 101.36"): both measures are that side's.
    return f" {m[2]} {m[1]} px {m[3]} " if m[2] else f" {m[1]} px {m[3]} "
#: Remarks on a quote line whose numbers quote nothing: where the market was ("- was 96.90 / 97.40
#: Friday"), how it moved ("went from 97.10 to 97.60 bid overnight; now"), how far off its low ("is 4 pts
#: off the low:"), the benchmark's own level ("bench UST 5y 4.02", "bench 10y at 4.08"), a confirmation
#: ("- yes 4.125, that's the bid yield").
_REMARK = re.compile(
    r"(?:\s[-\u2013,;]|[,;]|\s\s)\s*was\s+[+-]?\d[\d./ +-]*(?:\s+[A-Za-z']+){0,3}\s*[.!]?\s*$"
    # "..., was 98.50 / 99.00 Fri, 1x1", "   was 99-10 / 99-14 at the open, 10y 4.22%"
    r"|(?:[,;]|\s\s)\s*was\s+[+-]?\d[\d./ +-]*?(?:\s+[A-Za-z']+){0,3}(?=\s*,)"
    r"|\b(?:went|moved|came)\s+(?:from\s+)?[+-]?\d[\d./_-]*\s+to\s+[+-]?\d[\d./_-]*(?:\s+(?:bid|offer(?:ed)?))?"
    r"(?:\s+[a-z]+)?\s*[;,]\s*(?:now\s+)?"
    r"|\b\d{1,3}(?:\.\d+)?\s*(?:pts?|points|bps?)\s+off\s+the\s+(?:lows?|highs?|wides?|tights?)\b\s*:?"
    r"|\bbench(?:mark)?\s+(?:[A-Z]{1,4}\s+)?\d{1,2}\s?y\s+(?:at\s+)?\d{1,2}\.\d+%?"
    r"|\s[-\u2013]\s*yes\b.*$"
    r"|\b\d{1,3}\s+of\s+(?:the\s+)?\d{1,3}\s+(?:names|lines|bonds|tranches|issues|deals|loans)\b", re.IGNORECASE)
#: A quote line's remarks of where it came from and what it is against, no level: "from 127 open",
#: "traded 99.40 in 5mm yday", "NC until 5/28 then 103.75", "delta to 10s 0.8", "hedge ratio 0.8", "(IPT +175,
#: re-offer +150 on 02/03)".
_PROSE_FACT = re.compile(
    r"\bfrom\s+[+-]?\d+(?:\.\d+)?\s+(?:at\s+the\s+)?(?:open|close|last\s+night|yday|yesterday|this\s+morning)\b"
    r"|\b(?:last\s+)?traded\s+[+-]?\d+(?:\.\d+)?(?:\s+in\s+\d+(?:\.\d+)?\s*mm)?\s+"
    r"(?:yday|yesterday|last\s+week|on\s+\S+|at\s+\d{1,2}[:.]\d{2})"
    r"|\bNC\s+(?:until|till|to)\s+\S+\s+then\s+\d+(?:\.\d+)?"
    r"|\b(?:delta|hedge\s+ratio)(?:\s+to\s+(?:the\s+)?\S+)?\s*:?\s*\d+(?:\.\d+)?(?![\w./])"
    r"|\((?:[^()]*\b(?:IPT|re-?offer(?:ed)?|guidance)\b[^()]*)\)"
    # "opened 85/90", "2y yld 3.85" (the benchmark's), "spread to OTR 4.6" after a price
    r"|\bopened\s+(?:at\s+)?[+-]?\d[\d./+-]*"
    r"|\b\d{1,2}y\s+(?:yld|yield)\s+\d{1,2}\.\d+%?|(?<=,)\s*\d{1,2}y\s+\d{1,2}\.\d+%(?=\s*$)"
    r"|\bspread\s+to\s+(?:the\s+)?OTR\s+[+-]?\d+(?:\.\d+)?(?=\s*(?:[,;]|$))", re.IGNORECASE)
_IS_NOW = re.compile(r"\b(?:is|are)\s+now\b(?=\s+(?:at\s+)?[+-]?\d)")
#: The words one of _PROSE_FACT's remarks holds, as written or capitalised (plain substring tests: every line
#: passes here).
_PROSE_FACT_WORDS = ("from ", "From ", "FROM ", "raded", "RADED", "NC ", "elta", "ELTA", "ratio", "RATIO", "IPT",
                     "e-offer", "eoffer", "E-OFFER", "EOFFER", "pened", "PENED", "y yld", "y yield", "Y YLD", "OTR")
#: Any of those words: one pass of a literal alternation over a line costs less than twenty substring tests.
_PROSE_FACT_HINT = re.compile("|".join(map(re.escape, _PROSE_FACT_WORDS)))
#: "axed to sell", "axed to buy": the side of an axe.
_AXED_TO = re.compile(r"\baxed\s+to\s+(sell|buy)\b", re.IGNORECASE)
#: "ask for size", "ask us for details": the verb, no offer side ("97.875  ask for size" in a comment column).
_ASK_FOR = re.compile(r"\bask\s+(?:us\s+|me\s+)?for\s+(?:size|sizes|more|details|colou?r|levels?|a\s+level)\b",
                      re.IGNORECASE)
_MID_BRACKET = re.compile(r"\(\s*mid\s*:?\s*[+-]?\d[\d.,]*(?:\s*,[^()]*)?\)", re.IGNORECASE)
#: "5 - 8 wider since the guide", "2 - 3 bps tighter", "down 1 - 2 pts": how far a level moved, no level.
_MOVE_SIZE = r"(?:\d{1,2}/\d{1,2}|\d{1,3}(?:\.\d+)?(?:\s*-\s*\d{1,3}(?:\.\d+)?)?)"  # "1/4 pt", "2 - 3 bps"
_MOVEMENT = re.compile(rf"\b(?:(?:up|down|off)\s+)?{_MOVE_SIZE}\s*(?:bps?|pts?|points)?\s+"
                       r"(?:wider|tighter|higher|lower|better|cheaper|richer)\b"
                       rf"|\b(?:up|down|off)\s+{_MOVE_SIZE}\s*(?:bps?|pts?|points)\b", re.IGNORECASE)
#: "(was +169 / +162 Friday)": where the market was, no market now.
_WAS_BRACKET = re.compile(r"\(\s*was\s+[^()]*\)", re.IGNORECASE)
_RATING_IN_BRACKETS = re.compile(rf"\(\s*{RATING}(?:\s*/\s*{RATING}){{0,2}}\s*\)")
#: "next call 03/01/27 @ 100", "c 1/1/33 @ 100", "c/01/20/27 @ 100": a call schedule, never a level;
#: "(NC)": non-call.
_CALL_SCHEDULE = re.compile(
    r"(?:\bnext\s+call\s+|\bcall(?:able)?\s+|(?<![\w/])c(?:\s+|/(?=\d{1,2}/\d{1,2}/)))"
    r"\d{1,2}/\d{1,2}(?:/\d{2,4})?\s*@\s*\d{2,3}(?:\.\d+)?(?![\w.])"
    r"|@\s*\d{2,3}(?:\.\d+)?\s+call(?:able)?\s+\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\w.])"  # "@ 102 call 8/32"
    # "c/31 @ 100", "28 call @ 103.938", "callable 2031 @ 100": a call year and its price
    r"|(?:(?<![\w/])c/|\bcall(?:able)?\s+(?:20)?(?=\d{2}\s*@)|(?<![\w/.])'?(?=\d{2}\s+call\b))\d{2}(?:\s+call)?"
    r"\s*@\s*\d{2,3}(?:\.\d+)?(?![\w.])"
    r"|\((?:NC|non[- ]call)\)", re.IGNORECASE)
#: The second alternative of _CALL_SCHEDULE alone: on a line without "@" only it can match, and
#: this starts with a literal, so the scan is fast where the whole pattern's is not.
_NON_CALL = re.compile(r"\((?:NC|non[- ]call)\)", re.IGNORECASE)
#: A date, then "@" and a price: after the bond's maturity, its call (``BRISCO MARINE 7 3/8 10/31  10/28 @
#: 103.688``); alone, it may be the maturity and the market (``ACME 5 03/30 @ 99.5``).
_DATE_AT_PRICE = re.compile(r"(?<![\w/.])\d{1,2}/\d{2}(?:/\d{2,4})?\s*@\s*\d{2,3}(?:\.\d+)?(?![\w./])")
_DATE_TOKEN = re.compile(r"(?<![\w/.])\d{1,2}/\d{2}(?:/\d{2,4})?(?![\w/])")


def _call_after_maturity(text: str) -> str:
    """``text`` without a call written as a date at a price after another date (the maturity)."""
    for m in _DATE_AT_PRICE.finditer(text):
        if _DATE_TOKEN.search(text, 0, m.start()) is not None:
            return text[:m.start()] + " " + text[m.end():]
    return text


#: "make-whole", "(make whole call)": a bond's call terms, no part of its name.
_MAKE_WHOLE = re.compile(r"\(?\bmake[- ]?whole(?:\s+call)?\b\)?", re.IGNORECASE)
#: "(c 11/15/35)", "(callable 2029)", "(NC 6/27)": a call date, never the bond's name or maturity.
_CALL_IN_BRACKETS = re.compile(r"\(\s*(?:c|call|callable|clbl|nc|ncl)\.?\s*(?:@\s*)?\d[\d/.\-]*\s*\)", re.IGNORECASE)
_RATING_PAIR = re.compile(rf"(?<!\S){RATING}/{RATING}(?:/{RATING})?(?!\S)")
_RATING_SLASH = re.compile(r"/[ABCNW]")  # a pair's second rating starts so: most "/" are in "101.25/101.50"
#: "prev 4.15 / 4.09", "prior 98.5", "last traded 4.41 on 11/19", "last print 50 on 11/18": levels of
#: before, labelled as such (with the day they were dealt on), no market now.
_LABELLED_NUMBER = r"[+-]?\d+(?:\.\d+)?(?:_\d+/\d+|-\d{2}\+?)?%?"
#: A day named by its weekday: "last print 78 on Mon".
_WEEKDAY = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri)(?:day|nesday|sday|rsday|day)?\b\.?"
_LABELLED_OLD = re.compile(
    rf"\b(?:(?:prev(?:ious)?|prv|prior)(?:\s+close)?(?:\s+(?:was|at|of))?|last\s+(?:traded|trade|trd|print|px)(?:\s+at)?"
    rf"|yesterday'?s\s+(?:bid|offer|close|level)(?:\s+(?:was|at|of))?)\s*:?\s*{_LABELLED_NUMBER}"
    rf"(?:\s*/\s*{_LABELLED_NUMBER})?(?:\s+on\s+(?:\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?|{_WEEKDAY}))?(?![\w.%/])"
    rf"|\blast\s+{_LABELLED_NUMBER}\s+on\s+\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?(?![\w.%/])", re.IGNORECASE)
#: A maturity with the benchmark Treasury's ticker run into it (``11/32T 4 11/30/31``): a bond column's text
#: touching the benchmark column's.
_GLUED_BENCHMARK = re.compile(r"(?<![\w/])(\d{1,2}/\d{2}(?:/\d{2,4})?)(T\s+\d)")
#: "Settle 11/24", "settlement: 11/24/26", "settles on 12/1": the day a trade settles, no level.
_SETTLE_DATE = re.compile(r"\bsettle(?:s|d|ment|ing)?\s*:?\s*(?:on\s+|date\s+)?\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\d/])",
                          re.IGNORECASE)
#: "hi / lo on the day 97.00 / 96.25", "hi 100-18 lo 100-06", "day high 98.10": the day's range, no market.
_LABELLED_RANGE = re.compile(
    rf"\b(?:day\s+)?(?:hi|high)(?:\s*/\s*(?:lo|low))?(?:\s+on\s+the\s+day)?\s*:?\s*{_LABELLED_NUMBER}"
    rf"(?:\s*/\s*{_LABELLED_NUMBER}|\s*,?\s+(?:lo|low)\s*:?\s*{_LABELLED_NUMBER})?(?![\w.%/])", re.IGNORECASE)
#: A securitisation's facts labelled on its line: credit enhancement, average life, the collateral's
#: scores, coupon, age, loan-to-value, speeds, factor ("CE 38.2%", "WAL 5.6", "WARF 2,870", "FICO 742",
#: "15 CPR", "factor 0.8734"). Never a level, and no part of the tranche's name.
_LABELLED_FACT = re.compile(
    r"\b(?:CE|WAL|WARF|WAS|MVOC|CCC|FICO|LTV|CLTV|WAC|WALA|WAM|factor|fctr|OC|IC|duration|mod dur|dur)\s*:?\s*"
    r"\d[\d,]*(?:\.\d+)?%?(?![\w./])"
    # "(YTC 3.736)": the yield to the call beside the bond's terms, no level of the market
    r"|\(\s*(?:YTC|yield to call|yld to call)\s*:?\s*\d+(?:\.\d+)?%?\s*\)"
    r"|(?<![\w.])\d+(?:\.\d+)?\s*(?:CPR|CDR|PSA|sev)\b"
    # "(PAC 4.5, 4.8 WAL)", "3.9yr WAL": the average life written before its label (not "S+175  WAL 3.2")
    r"|(?<![\w.+-])\d+(?:\.\d+)?\s*(?:yrs?|y)?\s*WAL\b(?!\s*:?\s*\d)"
    # a CDS's standard coupon and recovery rate ("500 cpn, rec 25%")
    r"|(?<![\w.])(?:100|500|25|1000)\s*cpn\b|\brec(?:overy)?\s*:?\s*\d{1,2}%?(?![\w.])"
    # a loan's floor and its issue price ("(flr 0.50, OID 99.5)")
    r"|\b(?:flr|floor|OID)\s*:?\s*\d{1,3}(?:\.\d+)?%?(?![\w.])", re.IGNORECASE)
_EMPTY_BRACKETS = re.compile(r"\(\s*(?:[,;]\s*)*\)")
#: A CMO class's type in brackets after its name, with its coupon and facts: a remark, no part of the key.
_CMO_CLASS_REMARK = re.compile(r"\((?:PAC|SEQ|SUP|TAC|NAS|VADM|Z-?bond)\b[^()]*\)")
_MAY_STATE_FACT = re.compile(r"CE|WA|wal|Wal|FICO|LTV|CPR|CDR|PSA|MVOC|CCC|actor|ctr|sev|OC|IC|cpn|rec|flr|loor|OID"
                             r"|uration|dur|DUR|Dur|YTC")
#: "62-64 for 2", "bid 97.90 for 5": a level good for a bare amount, in millions as desks say it (the
#: line or a clause ends after it).
_FOR_SIZE = re.compile(r"(\d(?:\s+(?:bid|offered))?\s+for(?:\s+up\s+to)?)\s+(\d{1,2})(\s*(?:$|[-,;.)]|\s-\s))")
#: "chg -2", "Chg: +1/8", "chg unch": a change on the day labelled as one.
_LABELLED_CHANGE = re.compile(r"\b(?:net\s+|d/d\s+|1d\s+|wk\s+|w/w\s+)?chg\.?\s*:?\s*"
                              r"(?:[+-]\s?\d+(?:\.\d+)?(?:\s\d{1,2}/\d{1,2}|/\d{1,2}|-\d{2}\+?)?(?:\s?bps?)?"
                              r"|unch(?:anged)?)(?![\w.])",
                              re.IGNORECASE)
#: "+1/8", "-3/8" standing alone: a signed fraction of a point is a change on the day, never a market
#: ("+1/4" as spreads of 1 and 4bp is no market a desk writes); "+12/+10" is a spread pair.
_SIGNED_FRACTION = re.compile(r"(?<![\w./+(-])[+-]\s?(\d{1,2})/(2|4|8|16|32|64)(?![\w./%+)-])")


def _change_fraction(m: re.Match[str]) -> str:
    numerator, denominator = int(m[1]), int(m[2])
    return " " if numerator % 2 and numerator < denominator else m[0]


#: "106 5/16 (+1/8)": a signed eighth (quarter, 32nd) in brackets after a level is its change on the day.
_BRACKETED_CHANGE = re.compile(r"\(\s*[+-]\s?(?:\d{1,2}\s)?\d{1,2}/(?:2|4|8|16|32|64)\s*\)")
#: ``(98.55/98.84)``, ``(8.98% / 8.88%)``: a second measure's pair in brackets.
_BRACKETED_PAIR = re.compile(r"\(\s*((?:[TGJZI]|UST|MS|DM)?[+-]?\d[\d.,+_-]*%?\s*/\s*[+-]?\d[\d.,+_-]*%?)\s*\)")
_DOLLAR = re.compile(r"(?:\b(?:A|C|NZ|US|HK|S))?\$(?=\d)")  # "$750k", "A$10mm": the currency is no part of it
_K_BONDS = re.compile(r"\b(\d+(?:\.\d+)?)\s*k\s+bonds\b", re.IGNORECASE)
_SHARES = re.compile(r"\b\d+(?:[.,]\d+)?\s*[kKmM]?\s*(?:shs|shares)\b", re.IGNORECASE)
_COUPON_OF_YEAR = re.compile(r"(?i)\b(\d{1,2}(?:\.\d+)?s) of ((?:19|20)?\d{2})\b")
#: "Z+218/210", "T+125", "MS+24", and a negative pair over swaps "ms-2/-5" (a minus only before a pair:
#: "T-5" alone may name something else).
#: ASCII only: case-insensitive Unicode matching takes "İ" for an "I", and the table's keys are ASCII.
_MEASURE_PREFIX = re.compile(r"(?<![\w+-])(Z|I|G|T|MS|DM)(\+|-(?=\d{1,4}(?:\.\d+)?\s*/\s*-))(?=\d)",
                             re.IGNORECASE | re.ASCII)
#: What _MEASURE_PREFIX needs on ASCII text (its words end so): a spread's "+195/+188" has none, and
#: the case-insensitive pattern, which starts with a look-behind, is slow to scan.
_MEASURE_SIGN = re.compile(r"[GIMSTZgimstz][+-]")
_MEASURE_PREFIX_WORDS = {"Z": "Z-SPD +", "I": "I-SPD +", "G": "+", "T": "+", "MS": "MS +", "DM": "DM +"}
#: "100-23+, 25x25", "5.12%, 99.71"; a semicolon before a clause of words ("4.138%; prior close was ..."),
#: never before another bond or level ("99/100; BIZ 98/99")
_TRAILING_COMMA = re.compile(r"(?<=[\d\w)+%]),(?=\s|$)|(?<=[\d%)]);(?=\s*(?:$|[^A-Z0-9\s+-]))")
_BRACKETED_TAIL = re.compile(
    r"\((\d+(?:[.,]\d+)?\s?(?:mm|m|k|mio|mn|bn)|px|yld|bp|bps|dm|%|ytw|price|yield)\)", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"^[A-Z][A-Z0-9&.'/-]*$")
_SPREAD_32NDS = re.compile(r"\d-\d{2}\+")
_LETTERS = re.compile(r"[A-Za-zäöü]+")
_GENERIC_LOAN_WORDS = frozenset({"TERM", "LOAN"})
_CALL_WORDS = re.compile(r"^(?:1st|first|next|call|callable|calls)$", re.IGNORECASE)
#: A word naming the number after it in a description (``flr 0.50%``, ``fac 1.000``, ``orig 24.0mm``,
#: ``size $1,250MM``): neither is part of the instrument's key, and the number is no coupon.
_LABELLED = {"FLR": None, "FLOOR": None, "FAC": None, "FACTOR": None, "ORIG": "face", "ORIGINAL": "face",
             "SIZE": "size", "SZ": "size"}
#: Words of sentences, not of run lines ("Q3 revenue up 5.5% in 2024"): a lower-case ticker in a chat
#: ("brazil 6 33s") is not one of them.
_PROSE_WORDS = frozenset({
    "in", "of", "the", "and", "for", "to", "up", "down", "at", "on", "is", "are", "was", "were", "with", "from",
    "by", "as", "an", "a", "be", "we", "our", "it", "its", "this", "that", "than", "but", "or", "not", "no",
    "margins", "revenue", "growth", "guidance", "quarter", "year", "yoy", "qoq", "earnings", "expected",
    "about", "around", "over", "under", "into", "after", "before", "since", "will", "would", "could", "should",
    "has", "have", "had", "got", "get", "see", "saw", "there", "here", "where", "what", "which", "who", "when",
    "rates", "rate", "vs", "per", "cent", "percent", "higher", "lower", "wider", "tighter", "points", "bps",
})
_QUESTION_WORDS = frozenset({"what", "about", "where", "how", "can", "could", "you", "me", "any", "is", "are", "the",
                             "do", "we", "have", "show", "pls", "please", "thx", "thanks", "for", "on", "there"})
_CDX_PRICED = re.compile(r"^(?:CDX\s+(?:NA\s+)?(?:HY|EM))")

_LEVEL = (
    r"[+-]?\d{1,4}(?:[.,]\d+)?%?|\d{1,3}-\d{2}(?:\+|[0-7]|_[1-7]/[248]|[¼½¾])?|\d{1,3}_\d{1,2}/\d{1,3}"
    r"|\d{1,3}[¼½¾⅛⅜⅝⅞]"
)
_EMPTY = r"-{1,3}|\.{2,3}|x{1,2}"
LEVEL_RE = re.compile(rf"^(?:{_LEVEL})$")
_PAIR = re.compile(rf"^(?P<bid>{_LEVEL}|{_EMPTY})/(?P<ask>{_LEVEL}|{_EMPTY})$")
_DATE_PATTERNS = (
    (re.compile(r"^(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})$"), "mdy"),
    (re.compile(r"^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$"), "dmy"),
    (re.compile(r"^(\d{4})-(\d{2})-(\d{2})$"), "ymd"),
)
_MONTH_NAMES = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")
_MONTHS = {m: i + 1 for i, m in enumerate(_MONTH_NAMES)}
_DATE_WORDY = re.compile(r"^(\d{1,2})[- ]?([A-Za-z]{3})[- ]?(\d{2}|\d{4})$")
_MONTH_YEAR = re.compile(
    r"^(?:(?:0?[1-9]|1[0-2])/(?:\d{2}|\d{4})|(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[-']?\d{2})$",
    re.IGNORECASE,
)
_YEAR = re.compile(r"^(?:19|20)\d{2}$")
_APOSTROPHE_YEAR = re.compile(r"^['\u2019](\d{2})$")
_DECADE_YEAR = re.compile(r"^(\d{2})S$")  # "KARVIA 5.75 32s": the 2032s, after a coupon
_NUMERIC_MONTH_YEAR = re.compile(r"^(0?[1-9]|1[0-2])/(\d{2}|\d{4})$")
_WORDY_MONTH_YEAR = re.compile(r"^([A-Z]{3})[-']?(\d{2}|\d{4})$")
_TENOR = re.compile(r"^\d{1,2}(?:Y|YR)$", re.IGNORECASE)
_COUPON = re.compile(r"^(?:\d{1,2}(?:[.,]\d{1,4})?|\d{1,2}_\d/\d{1,2}|\d{0,2}[¼½¾⅛⅜⅝⅞])(?:%|S)?$", re.IGNORECASE)
#: (Not "3.5bn": an amount outstanding or an issue size beside the bond, never what a dealer quotes for.)
_SIZE_TOKEN = re.compile(rf"^(?:\d+(?:[.,]\d+)?(?:MM|MMM|MIO|MN|MLN|M|K|TSD)\.?|{POINT_THOUSANDS.pattern})$",
                         re.IGNORECASE)
_SIZE_PAIR_TOKEN = re.compile(r"^\d+(?:[.,]\d+)?(?:MM|M|K|MIO)?[xX]\d+(?:[.,]\d+)?(?:MM|M|K|MIO)?$", re.I)

_ASK_WORDS = frozenset({"OFFERED", "OFFER", "OFFERS", "ASK", "BRIEF", "OFFERING", "OFRD"})
_BID_WORDS = frozenset({"BID", "BIDS", "BIDDING", "GELD"})
_TALK_WORDS = frozenset({"TALK", "TALK:", "CT", "COLOR:"})
_TYPE_WORDS = {
    "PX": "price", "PRICE": "price", "PX:": "price", "YLD": "yield", "YIELD": "yield", "YLD:": "yield",
    "YTW": "yield", "YTM": "yield", "YTC": "yield", "YTW:": "yield", "YTM:": "yield",
    "SPD": "spread", "SPRD": "spread", "SPREAD": "spread", "OAS": "spread", "BP": "spread", "BPS": "spread",
    "G-SPD": "spread", "T-SPD": "spread", "DM": "dm", "DM:": "dm", "Z-SPD": "z_spread",
    "ZSPD": "z_spread", "Z-SPREAD": "z_spread", "Z:": "z_spread", "Z": "z_spread", "ASW": "i_spread",
    "I-SPD": "i_spread",
    "UPF": "upfront", "UPFRONT": "upfront", "PTS": "upfront", "POINTS": "upfront",
}
#: A run line's last word saying its market is gone ("... 2x2 TRADED", "... +151 / +146 2x2 OFF"): the
#: table's status column, written into the line or left without its header. "OFF" only after a
#: two-sided market: after one level it is the side ("99.5 OFF").
_GONE_WORDS = frozenset(w.upper() for w in vocab.DEAD_STATUS - {"off", "done"})
#: A dash between a status and the reason after it: ``OFF - restructuring headlines``.
_DASHES = frozenset({"-", "--", "\u2013", "\u2014"})
_FILLER = frozenset({"@", "ONLY", "-", "--", "ONLY:", "/", ":", "PX", "AT"})
#: Plausible levels per quote type; anything else is a misread, and dropped.
RANGES = {
    "price": (0.01, 300.0), "talk": (0.01, 5000.0), "cover": (0.01, 5000.0), "spread": (-100.0, 5000.0),
    "z_spread": (-100.0, 5000.0), "i_spread": (-300.0, 5000.0), "dm": (-100.0, 5000.0),
    "yield": (-5.0, 60.0), "upfront": (-100.0, 100.0),
}


def partial_maturity(token: str) -> tuple[dt.date, str] | None:
    """A maturity written without its day: ``08/30``, ``Aug-30``, ``AUG30`` -> (2030-08-01, "month");
    ``'30``, ``2030`` -> (2030-01-01, "year"). Never a level (docs/quotes.md)."""
    t = token.strip(",;").upper()
    m = _NUMERIC_MONTH_YEAR.match(t)
    if m:
        year = int(m[2])
        return dt.date(year + 2000 if year < 100 else year, int(m[1]), 1), "month"
    m = _WORDY_MONTH_YEAR.match(t)
    if m and m[1] in _MONTHS:
        year = int(m[2])
        return dt.date(year + 2000 if year < 100 else year, _MONTHS[m[1]], 1), "month"
    m = _APOSTROPHE_YEAR.match(t) or _DECADE_YEAR.match(t)
    if m:
        return dt.date(2000 + int(m[1]), 1, 1), "year"
    if _YEAR.match(t):
        return dt.date(int(t), 1, 1), "year"
    return None


#: A floating rate's tenor written apart from its name ("3M BBSW", "6m Euribor", "3M SOFR"), or a bill's
#: ("stop at the 3m auction 4.118%").
_RATE_TENOR = re.compile(r"\b(\d{1,2}[mM])\s+(BBSW|BBSY|EURIBOR|Euribor|euribor|LIBOR|Libor|SOFR|SONIA|STIBOR|NIBOR"
                         r"|CIBOR|CDOR|TIBOR|JIBAR|BKBM|ESTR|auction|AUCTION|bills?|BILLS?)\b")


#: An identifier in brackets after its label: ``(CUSIP 3130BM1L5)``, ``(ISIN: XS2035988059)``.
_BRACKETED_ID = re.compile(r"\(\s*(?:ISIN|CUSIP|FIGI)\s*:?\s*([A-Za-z0-9]{9,12})\s*\)", re.IGNORECASE)


@lru_cache(maxsize=1 << 16)  # table cells and run lines repeat all day ("Bid", "4.5 2031", a dealer's header)
def prepare(line: str) -> str:
    """Normalise dashes and spacing and fuse the tokens dealers write with inner spaces."""
    if "\t" in line:
        line = _TAB_PAIR.sub(_tab_pair, line)
    # translate() looks every character up in a dict: skip it on the many lines with nothing to map.
    text = line.translate(_TRANSLATE) if not line.isascii() or "|" in line or "\t" in line else line
    if _BULLET_START.match(text):
        text = _BULLET.sub("", text)
    if text.endswith(".") or ". " in text:
        text = _SENTENCE_STOP.sub("", text)  # "offer 96.60 / 6.08.": a sentence's stop, no part of the level
    if ("was " in text or "from " in text or "off the" in text or "bench" in text or "yes" in text
            or " of " in text) and (
            _REMARK.search(text)):
        text = _REMARK.sub(" ", text)  # "- was 96.90 / 97.40 Friday", "bench UST 5y 4.02": no market
    if "axed to" in text.lower():
        text = _AXED_TO.sub(lambda m: "offer" if m[1].lower() == "sell" else "bid", text)
    if "now" in text and _IS_NOW.search(text):
        text = _IS_NOW.sub(" ", text)  # "DUNMORE LOGISTICS 2L S+650 10/32 is now 91 / 92": no word of the name
    if (_PROSE_FACT_HINT.search(text) or ("%" in text and "y " in text and "," in text)) and (
            _PROSE_FACT.search(text)):
        text = _PROSE_FACT.sub(" ", text)
    if "for " in text and _ASK_FOR.search(text):
        text = _ASK_FOR.sub(" ", text)
    if ("ider" in text or "ighter" in text or "ower" in text or "igher" in text or "own " in text or "up " in text
            or "off " in text or "etter" in text or "heap" in text or "ich" in text) and _MOVEMENT.search(text):
        text = _MOVEMENT.sub(" ", text)  # "5 - 8 wider since the guide", "down 1 - 2 pts": a move, no level
    # Each fusing rule needs a character most lines lack: test for it before running the regex.
    text = fuse_fractions(text)
    if _UNIT_HINT.search(text):
        text = _FUSE_UNIT.sub(r"\1\2", text)
    if " by " in text:
        text = _FUSE_BY_WORD.sub(r"\1x\2", text)  # "bid +162, offer +155  10 by 10"
    if ("way" in text or "side" in text) and _EACH_WAY.search(text):
        text = _EACH_WAY.sub(r"\1x\1", text)  # "bid 98.5, offer 99, 5mm each way": both sides' size
    if _BY_HINT.search(text):
        text = _FUSE_BY.sub(_by, text)
    if "/" in text:
        text = expand_shorthand(text)  # "98 1/4 - 3/4", "100-04+/05": the offer keeps the handle
    if " - " in text:
        text = _FUSE_DASH.sub(_dash_pair, text)
        if "_" in text:
            text = _FUSE_WHOLE_FRACTION_DASH.sub(r"\1/\2", text)  # "101 - 101 3/4": a whole point, then a fraction
        if "-" in text:
            text = _FUSE_DASH_32NDS.sub(r"\1/\2", text)
    if (text[:3].lstrip()[:1].isdigit() and "s " in text[:4]) or ("s " in text[:9] and text[:4].lstrip()[:1].isalpha()):
        text = _CURVE_LABEL.sub("", text)  # "10s T 4 1/4 11/15/37", "UST 10s T ...": the curve point's label
    if "...." in text:
        text = _DOT_LEADER.sub("  ", text)  # "BRAZIL 6 1/8 03/15/34 ........ 97.55": a dot leader
    if ("c/" in text or "C/" in text) and _CALL_DATE_TOKEN.search(text):
        text = _CALL_DATE_TOKEN.sub(" ", text)  # "5s 7/1/49 c/7/1/34": the call date after the maturity
    if ("NC " in text or "nc " in text) and _NON_CALL_UNTIL.search(text):
        text = _NON_CALL_UNTIL.sub(" ", text)  # "FHLB 5.05 12/20/32  NC 12/20/28 (Berm, @100)": callable from then
    if "/a" in text or "/A" in text:
        text = _NOT_AVAILABLE_SIDE.sub(_no_side, text)  # "n/a / +20": no bid, as "- / +20" is written
    if (("pr" in text or "PR" in text or "ast" in text or "AST" in text or "sterday" in text)
            and _LABELLED_OLD.search(text)):
        text = _LABELLED_OLD.sub(" ", text)  # "prev 4.15 / 4.09", "last traded 4.41 on 11/19": no market now
    if "T " in text and _GLUED_BENCHMARK.search(text):
        text = _GLUED_BENCHMARK.sub(r"\1 \2", text)  # "4.625 11/32T 4 11/30/31": a column run into the next
    if ("ettle" in text or "ETTLE" in text) and _SETTLE_DATE.search(text):
        text = _SETTLE_DATE.sub(" ", text)  # "Settle 11/24.": the settlement day, never a market
    if ("hi" in text or "HI" in text or "Hi" in text) and _LABELLED_RANGE.search(text):
        text = _LABELLED_RANGE.sub(" ", text)  # "hi / lo on the day 97.00 / 96.25": the day's range
    if "(" in text and ("SIN" in text or "USIP" in text or "sin" in text or "usip" in text or "FIGI" in text) and (
            _BRACKETED_ID.search(text)):
        text = _BRACKETED_ID.sub(r" \1 ", text)  # "FHLB 4.25 02/15/33 (CUSIP 3130BM1L5)": the identifier, unlabelled
    if "(" in text and _CMO_CLASS_REMARK.search(text):
        text = _CMO_CLASS_REMARK.sub(" ", text)  # "FNR 2027-41 PA (PAC 4.5, 4.8 WAL)": the class's type and facts
    if _MAY_STATE_FACT.search(text) and _LABELLED_FACT.search(text):
        text = _LABELLED_FACT.sub(" ", text)  # "CE 38.2%  WAL 5.6", "15 CPR": the deal's facts, no levels
        text = _EMPTY_BRACKETS.sub(" ", text)  # "(flr 0.50, OID 99.5)" once its facts are gone
    if " for " in text and _FOR_SIZE.search(text):
        text = _FOR_SIZE.sub(r"\1 \2MM\3", text)  # "62-64 for 2 - yes", "bid 97.90 for 5": 2mm, 5mm
    if ("hg" in text or "HG" in text) and _LABELLED_CHANGE.search(text):
        text = _LABELLED_CHANGE.sub(" ", text)  # "T+128  4mm  chg +1": the day's change, not a level
    if "bp" in text or "BP" in text:
        text = _PAIR_UNIT.sub(r"\1 \2", text)  # "612/640bp": the pair, then its unit
    if "*" in text:
        text = _FOOTNOTE_MARK.sub("", text)  # "211 / 224*": a footnote mark ("* firm for 10 min")
    if "(" in text and _STUCK_NOTE.search(text):
        text = _STUCK_NOTE.sub(r"\1", text)  # "3.91(c)", "24.95(1)": a footnote marker stuck to a level
    if "(" in text and _NOTE_MARK.search(text):
        text = _NOTE_MARK.sub(" ", text)  # "KESWICK UTIL 6.20% PFD (1)": a footnote marker, no word of the name
    if "%-" in text:
        text = _FUSE_PERCENT_DASH.sub(r"\1/\2", text)  # "5.75%-5.63%": a yield's bid and offer
    if "-" in text and _DIGIT_DASH.search(text):
        text = _FUSE_TIGHT_DASH.sub(_tight_dash, text)
        if _TENOR_IN_LINE.search(text) or _LOAN_IN_LINE.search(text):
            # "F 5y 210-215": CDS runs in whole bp; "ACME TLB S+450 11/29 92-93": loans in whole points
            text = _FUSE_INT_DASH.sub(_tight_dash, text)
    if " - " in text and _LOAN_IN_LINE.search(text):
        text = _FUSE_SPACED_INT_DASH.sub(_tight_dash, text)  # a loan's "88 - 89"
    if "M " in text or "m " in text:
        text = _RATE_TENOR.sub(r"\1\2", text)  # "3M BBSW +60": the rate's tenor, not a 3mm size
    if "," in text or ";" in text:
        text = _TRAILING_COMMA.sub(" ", text)  # "93.375/93.875, 7.55/7.47 yld" - not a decimal comma
    if "(" in text:
        if "/" in text:
            text = _BRACKETED_CHANGE.sub(" ", text)
        text = _BRACKETED_TAIL.sub(r" \1 ", text)  # "offer 104.5 (500k)", "106.375/106.5 (px)"
        text = _BRACKETED_PAIR.sub(r" \1 ", text)  # "+118/+113  (98.55/98.84)": the second measure
        text = _SECOND_MEASURE.sub(r" \1 \2 ", text)  # "bid 94.25 for 3mm (ytw 6.41%)"
        text = _SECOND_MEASURE_AFTER.sub(r" \2 \1 ", text)  # "at 98 3/4 (7.66% YTW)"
        text = _PRICE_AFTER_SPREAD.sub(_price_after_spread, text)  # "+88 bid (101.36)": the bid's price
        if "mid" in text or "MID" in text:
            text = _MID_BRACKET.sub(" ", text)  # "210 / 218 (mid 214)": the mid repeats the market
        if "was" in text:
            text = _WAS_BRACKET.sub(" ", text)  # "(was +169 / +162 Friday)": the levels of before
        text = _RATING_IN_BRACKETS.sub(" ", text)  # "CCO 4 3/4 03/01/30 (B1/BB-)": not the bond's name
        text = _CALL_IN_BRACKETS.sub(" ", text)
    elif _RATING_SLASH.search(text) and _RATING_PAIR.search(text):
        text = _RATING_PAIR.sub(" ", text)
    if ("+" in text or "-" in text) and "/" in text and _SIGNED_FRACTION.search(text):
        text = _SIGNED_FRACTION.sub(_change_fraction, text)  # "96.10-96.55 | +1/8": the day's change
    if "@" in text and "/" in text and _SIZE_PER_SIDE.search(text):
        text = _SIZE_PER_SIDE.sub(r"\1/\3 \2x\4", text)  # "+92 @ 5mm / +87 @ 3mm": a size for each side
    if ("hole" in text or "HOLE" in text) and _MAKE_WHOLE.search(text):
        text = _MAKE_WHOLE.sub(" ", text)  # "ELMSDALE CHEM 6 3/4 01/32  make-whole  96 5/8 - 97 1/8": its call terms
    if "@" in text or ("(" in text and _NON_CALL.search(text)):
        text = _CALL_SCHEDULE.sub(" ", text)
        if "@" in text:
            text = _call_after_maturity(text)
    if "$" in text:
        text = _DOLLAR.sub("", text)  # "$750k", "$1mm"
    if "bonds" in text:
        text = _K_BONDS.sub(r"\1MM", text)  # "3k bonds": 3,000 bonds of 1,000 face, 3mm
    if "sh" in text:
        text = _SHARES.sub(" ", text)  # "10k shs": a preferred's share count is no face amount
    if "+" in text and _SWAP_PAIR.search(text):
        text = _SWAP_PAIR.sub(_swap_pair, text)  # "SOFR+9 / SOFR+6", "J+98": over swaps, over the curve
    if ("+" in text or ("-" in text and "/" in text)) and (not text.isascii() or _MEASURE_SIGN.search(text)) \
            and _MEASURE_PREFIX.search(text):
        text = _MEASURE_PREFIX.sub(_measure_prefix, text)  # "Z+218/210", "T+125", "MS+24"
    if " of " in text and ("s of " in text or "S of " in text or not text.isascii()):
        text = _COUPON_OF_YEAR.sub(r"\1 \2", text)  # "5s of 2036"
    return _FUSE_SLASH.sub("/", text) if _SLASH_HINT.search(text) else text


def _dash_pair(m: re.Match[str]) -> str:
    return f"{m[1]}/{m[2]}" if m[1] else f"{m[3]}/{m[4]}"


#: ``+92 @ 5mm / +87 @ 3mm``: each side's level and size.
_SIZE_PER_SIDE = re.compile(r"(?<![\w.])([+-]?\d{1,4}(?:\.\d+)?)\s*@\s*(\d+(?:\.\d+)?(?:mm|m|k))\s*/\s*"
                            r"([+-]?\d{1,4}(?:\.\d+)?)\s*@\s*(\d+(?:\.\d+)?(?:mm|m|k))(?![\w.])", re.IGNORECASE)
#: ``SOFR+9 / SOFR+6`` (I-spread over SOFR swaps), ``J+98`` (spread to the interpolated UST curve): a
#: benchmark written on each level; a loan's one ``SOFR+350`` margin is no pair and stays.
_SWAP_PAIR = re.compile(r"(?<![\w+-])(SOFR|SONIA|ESTR|J)\+(\d{1,4}(?:\.\d+)?)(?:\s*/\s*(?:\1)?\+(\d{1,4}(?:\.\d+)?))?"
                        r"(?![\w.])", re.IGNORECASE)


def _swap_pair(m: re.Match[str]) -> str:
    if m[1].upper() != "J" and m[3] is None:
        return m[0]
    prefix = _MEASURE_PREFIX_WORDS["T" if m[1].upper() == "J" else "I"]  # over the UST curve, over swaps
    return f"{prefix}{m[2]}/+{m[3]}" if m[3] else f"{prefix}{m[2]}"


def _by(m: re.Match[str]) -> str:
    """``5 x 3`` is a size pair; ``101.125 x 101.625`` (two decimal levels over 20) is bid x offer."""
    a, b = m[1], m[2]
    if "." in a and "." in b and a.replace(".", "").isdigit() and b.replace(".", "").isdigit() \
            and float(a) >= 20 and float(b) >= 20:
        return f"{a}/{b}"
    return f"{a}x{b}"


#: ``ACME TLB S+375 06/30<TAB>98.00<TAB>98.50``: two levels in adjacent tab-separated cells.
_TAB_LEVEL = r"[+-]?\d{1,4}(?:\.\d+)?|\d{1,3}-\d{2,3}\+?"
_TAB_PAIR = re.compile(rf"(?<![^\t ])({_TAB_LEVEL})[ ]*\t+[ ]*({_TAB_LEVEL})(?=[ ]*(?:\t|$))")


def _tab_pair(m: re.Match[str]) -> str:
    """Two levels in adjacent cells of a tab-separated line are the bid and the offer when one is
    written as a level (a decimal, a sign, 32nds: sizes ``5<TAB>5`` are not) and they lie within
    20 % of each other (a coupon beside a price does not)."""
    a, b = m[1], m[2]
    if not any(c in a + b for c in ".+-"):
        return m[0]
    x, y = parse_price(a), parse_price(b)
    if x is None or y is None or min(abs(x), abs(y)) == 0 or max(abs(x), abs(y)) > min(abs(x), abs(y)) * 1.2:
        return m[0]
    return f"{a}/{b}"


def _tight_dash(m: re.Match[str]) -> str:
    """``93.50-94.25``: a pair when the two levels are within 20 % of each other (else a date or a
    range of something else); a crossed pair is kept as written, for validation to flag."""
    a, b = float(m[1]), float(m[2])
    return f"{m[1]}/{m[2]}" if min(a, b) > 0 and max(a, b) <= min(a, b) * 1.2 else m[0]


def _measure_prefix(m: re.Match[str]) -> str:
    word = _MEASURE_PREFIX_WORDS[m[1].upper()]
    return word if m[2] == "+" else word.replace("+", "-")


@lru_cache(maxsize=1 << 14)
def parse_level(token: str, decimal_comma: bool) -> float | None:
    return parse_price(token.replace("_", " "), decimal_comma)


def parse_date(token: str, day_first: bool = False) -> dt.date | None:
    """``10/01/27`` (US month first unless ``day_first``), ``15.03.2029``, ``2029-03-15``, ``15-Mar-29``."""
    t = token.strip(",;")
    for pattern, order in _DATE_PATTERNS:
        m = pattern.match(t)
        if not m:
            continue
        a, b, c = (int(g) for g in m.groups())
        if order == "ymd":
            y, mo, d = a, b, c
        elif order == "dmy" or day_first:
            d, mo, y = a, b, c
        else:
            mo, d, y = a, b, c
        # A US date that cannot be one (15/03/29) is a European one, and the other way round.
        return _make_date(y, mo, d) or (_make_date(y, d, mo) if order != "ymd" else None)
    m = _DATE_WORDY.match(t)
    if m and m[2].upper() in _MONTHS:
        return _make_date(int(m[3]), _MONTHS[m[2].upper()], int(m[1]))
    return None


def _make_date(y: int, mo: int, d: int) -> dt.date | None:
    if y < 100:
        y += 2000 if y < 70 else 1900
    try:
        return dt.date(y, mo, d)
    except ValueError:
        return None


def parse_coupon(token: str, decimal_comma: bool) -> float | None:
    t = token.rstrip("%sS")  # "4.875%", and "5s" as desks say it
    if not _COUPON.match(token):
        return None
    value = parse_price(t.replace("_", " "), decimal_comma)
    if value is None and t and t[-1] in "¼½¾⅛⅜⅝⅞":
        value = parse_price(("0" if len(t) == 1 else t[:-1]) + t[-1])
    return value if value is not None and 0 <= value <= 20 else None


class _Token(NamedTuple):
    """What one description token can be, worked out once per distinct token and locale."""

    upper: str
    text: str
    ident: str | None  # "isin", "cusip", "figi", "ccy" or "size": consumed without further thought
    size: tuple[float | None, float | None] | None
    coupon: float | None
    date: dt.date | None
    tenor: bool
    year: bool
    tranche: bool
    loan: bool
    word: bool
    prose: bool  # an all-lower-case word ("in", "got", "margins"): sentences have them, run lines not
    partial: tuple[dt.date, str] | None  # a maturity without its day (08/30, Aug-30, '30, 2030)


@lru_cache(maxsize=1 << 16)
def _token(tok: str, decimal_comma: bool, day_first: bool) -> _Token:
    u = tok.upper().strip(",;:")
    if u[:1] in "([" and u[-1:] in ")]" and len(u) in (11, 14):
        u = u[1:-1]  # "(XS2763501124)": an identifier in brackets is still the identifier
    ident: str | None = None
    size = None
    kind = identifier_kind(u) if len(u) in (9, 12) else None
    if kind is not None:
        ident = kind
    elif u in vocab.CURRENCIES:
        ident = "ccy"
    elif _SIZE_TOKEN.match(u) or _SIZE_PAIR_TOKEN.match(u):
        ident = "size"
        size = parse_size_pair(u) if "X" in u else (parse_size(u),) * 2
    loan, word = bool(vocab.LOAN_TOKEN.match(u)), bool(_WORD.match(u))
    if u[:1].isalpha():
        # Coupons, dates, tenors, years and tranches all start with a digit (or a vulgar fraction).
        bare = tok.strip(",;:.()")
        return _Token(u, tok.replace("_", " "), ident, size, None, None, False, bool(_MONTH_YEAR.match(u)),
                      False, loan, word, bare in _PROSE_WORDS, partial_maturity(u))
    return _Token(
        u, tok.replace("_", " "), ident, size, parse_coupon(u, decimal_comma), parse_date(u, day_first),
        bool(_TENOR.match(u)), bool(_YEAR.match(u) or _MONTH_YEAR.match(u) or _APOSTROPHE_YEAR.match(u)),
        bool(vocab.TRANCHE_TOKEN.match(u)), loan, word, False, partial_maturity(u),
    )


#: Words a number in a muni's or a preferred's name follows: its series, its district ("SCH DIST NO 1").
_SERIES_WORDS = frozenset({"SER", "SERIES", "NO"})


def parse_description(tokens: list[str], hints: Hints) -> Description | None:
    """Name the instrument from the tokens before the prices; ``None`` if they name nothing."""
    # Dealers send the same run many times a day with new levels: the descriptions repeat.
    d = _description(tuple(tokens), hints)
    return None if d is None else Description(
        d.isin, d.cusip, d.ticker, d.coupon, d.maturity, d.instrument, d.tenor, d.asset_class, d.currency, d.size,
        d.figi, d.maturity_precision,
    )


#: A LoanX id: ``LX284410``, or in brackets after the loan's name, ``(LX304421)``.
_LOANX_ID = re.compile(r"^\(?LX\d{6}\)?[,;:]?$")

#: An agency MBS pool named by its agency's prefix and its pool number ("FN MA4521", "G2 785412").
_POOL_PREFIXES = frozenset({"FN", "FR", "FG", "G2", "GN", "FNMA", "FHLMC", "GNMA", "UMBS"})
_POOL_NUMBER = re.compile(r"^(?:[A-Z]{2}\d{4,6}|\d{6,7}|[A-Z]\d{5,6})$")


def _pool(tokens: tuple[str, ...], hints: Hints) -> Description | None:
    """A pool keyed by its agency prefix and number (its coupon beside it describes it, docs/quotes.md):
    ``FN MA4521 5.5``."""
    prefix, number = tokens[0].upper(), tokens[1].upper().strip(",;")
    if prefix not in _POOL_PREFIXES or not _POOL_NUMBER.match(number):
        return None
    d = Description(ticker=prefix, instrument=f"{prefix} {number}", asset_class="structured")
    for tok in tokens[2:]:
        t = _token(tok, hints.decimal_comma, hints.day_first)
        if t.ident == "cusip":
            d.cusip = t.upper
        elif t.ident == "size":
            d.size = t.size
        elif d.coupon is None and t.coupon is not None:
            d.coupon = t.coupon
    return d


#: A government's bills, named by tenor ("bills 3m", "T-bills 6M").
_BILL_WORDS = frozenset({"BILL", "BILLS", "T-BILL", "T-BILLS", "TBILL", "TBILLS"})
_BILL_TENOR = re.compile(r"^\d{1,2}[MW]$")


#: A benchmark government's ticker, written after a bond named in full: its benchmark, no part of the name.
_BENCHMARK_TICKERS = frozenset({"T", "UST", "DBR", "UKT", "OBL", "FRTR", "BTPS"})


#: Words that join a line to the one above, or say both sides follow; never the start of a bond's name.
_LEAD_WORDS = frozenset({"and", "And", "also", "Also", "plus", "Plus", "&", "TWO-WAY", "Two-way", "two-way", "2-WAY",
                            "2-way", "adding", "Adding"})


@lru_cache(maxsize=1 << 14)
def _description(tokens: tuple[str, ...], hints: Hints) -> Description | None:
    if any(t[:2] == "LX" or t[:3] == "(LX" for t in tokens):
        # "LX284410  Arbor Peak Software TLB S+325 06/31": a loan's LoanX id names no part of the facility;
        # the loan is keyed by its borrower and terms, as dealers name it (docs/quotes.md)
        tokens = tuple(t for t in tokens if not _LOANX_ID.match(t)) or tokens
    if len(tokens) >= 2 and tokens[0][:1] in "FGUfgu":
        pool = _pool(tokens, hints)
        if pool is not None:
            return pool
    d = Description()
    words: list[str] = []
    text: list[str] = []
    full: list[str] = []  # text with currency words kept: "ITRAXX EUR MAIN" names a CDS index
    loan = tranche = False
    coupon_at = -1
    facility = False  # a facility or margin token (TLB, RCF, 1L, S+325, "Term Loan"), not one bare word
    generic: set[str] = set()
    year_seen = False
    prose = False
    suffix: list[str] = []
    labelled = -1  # the last token a label's number took
    labelled_asset: str | None = None  # the market a label before the name says ("munis:", "agencies:")
    for i, tok in enumerate(tokens):
        if i <= labelled:
            continue
        if tok == "-" and d.coupon is not None and d.maturity is not None and words:
            break  # "EGYPT 7.625 05/29/32 - we see value ...": the bond is named, the rest is prose
        if (d.coupon is not None and d.maturity is not None and tok in _BENCHMARK_TICKERS and i + 2 < len(tokens)
                and _token(tokens[i + 1], hints.decimal_comma, hints.day_first).coupon is not None and words):
            break  # "CORVIN HLTH 5.125 08/36 T 4.375 11/15": the bond is named, its benchmark Treasury follows
        if d.coupon is not None and d.maturity is not None and _CALL_WORDS.match(tok) and (
                tok.upper().startswith("CALL") or i + 1 < len(tokens) and tokens[i + 1].upper().startswith("CALL")):
            break  # "NYC TFA 5 11/01/45  1st call 11/01/31": the bond is named, its call schedule follows
        if not words and not text and tok in _LEAD_WORDS and i + 2 < len(tokens):
            continue  # "and TVA 4.65 06/15/35 offered at +31", "TWO-WAY  Texas Water ...": no issuer's word
        t = _token(tok, hints.decimal_comma, hints.day_first)
        u = t.upper
        if u in _LABELLED and i + 1 < len(tokens):
            value = _token(tokens[i + 1], hints.decimal_comma, hints.day_first)
            if value.ident == "size" or value.coupon is not None:
                if _LABELLED[u] == "size":
                    d.size = value.size
                elif _LABELLED[u] == "face":
                    d.face = value.size
                labelled = i + 1
                continue
        prose = prose or t.prose
        if d.coupon is None and d.maturity is None and len(tok) > 2 and (
                tok.endswith(":") or (tok.endswith(".") and tok[:-1].isalpha() and tok[:-1].islower())):
            # "Also showing:", "agys:", "Axe:", "UST 32nds, 25mm:": a label, not the issuer's name
            # (a size in it still sizes the quote).
            if t.ident == "size":
                d.size = t.size
            labelled_asset = vocab.SECTION_WORDS.get(u.rstrip(":."), labelled_asset)  # "munis: LOS ANGELES DWP 5s"
            words.clear()
            text.clear()
            full.clear()
            continue
        if t.ident == "ccy" and words and d.coupon is None and d.maturity is None and not d.tenor:
            words.append(u)  # "LOS ROBLES USD 5s": a school district's name, not a currency
            if words[0] in vocab.CDS_INDEX_WORDS:
                d.currency = u  # "ITRAXX EUR MAIN": part of the index's name, and its currency
            text.append(t.text)
            full.append(t.text)
            continue
        if t.ident == "size" and words and words[-1] in _BILL_WORDS and _BILL_TENOR.match(u):
            # "bills 3m 4.31/4.30 disc": the bill's tenor, not a 3mm size (as "3m bills" is, in prepare)
            d.tenor = u
            d.ticker = d.ticker or " ".join(words)
            text.append(t.text)
            full.append(t.text)
            continue
        if t.ident is not None:
            if t.ident == "isin":
                d.isin = u
            elif t.ident == "cusip":
                d.cusip = u
            elif t.ident == "figi":
                d.figi = u
            elif t.ident == "ccy":
                d.currency = u
                full.append(t.text)
            else:
                d.size = t.size
            continue
        if words and words[-1] == "CLO" and d.coupon is None and u.isdigit():
            tranche = True  # "HARTLEY PARK CLO 7 C": the deal's number, never a coupon
            words.append(u)
        elif words and words[-1] in _SERIES_WORDS and d.coupon is None and u.isdigit() and len(u) <= 2:
            words.append(u)  # "WISCONSIN ST TRANSN REV SER 1 4.000 07/01/43": the series' number, not a coupon
        elif d.coupon is None and d.maturity is None and not d.tenor and words and t.coupon is not None:
            d.coupon = t.coupon
            d.ticker = " ".join(words)
            coupon_at = len(text)  # where its token stands in ``text`` (a tranche's is no part of its key)
        elif d.maturity is None and t.date is not None:
            d.maturity = t.date
        elif d.maturity is None and t.partial is not None and not loan and (
                d.coupon is not None or not vocab.FRN_WORDS.isdisjoint(words)):
            d.maturity, d.maturity_precision = t.partial
            year_seen = True
        elif t.tenor and words and d.coupon is None and words[0] not in vocab.MBS_TICKERS:
            # ("FNMA 30Y 6.0 JAN": a pool's term, kept in its description)
            d.tenor = u.replace("YR", "Y")
            d.ticker = d.ticker or " ".join(words)
        elif t.tenor and d.coupon is not None and d.maturity is not None:
            continue  # "T 3 1/2 11/30/28" in a run's "2Y" row: a described bond's bucket is no part of its name
        elif t.year:
            year_seen = True
        elif t.tranche:
            tranche = True
        elif t.loan:
            loan = True
            word = u.strip("(),")
            generic.add(word)
            facility = facility or word not in _GENERIC_LOAN_WORDS or generic >= _GENERIC_LOAN_WORDS
        elif d.coupon is None and d.maturity is None and not d.tenor and (t.word or (u in {"&", "+"} and words)):
            words.append(u)  # "BATH & BODY WORKS", "BAUSCH + LOMB": one name
        elif d.maturity is not None and d.coupon is not None:
            if tok[:1] == "(" and tok[-1:] == ")" and tok[1:-1].isalpha() and tok[1:-1].islower():
                continue  # "FNMA 0 11/15/30 (zero)": a remark on the bond, no part of its name
            suffix.append(u)  # "REGS", "144A", "CV" after the maturity stay in the key, as written
        text.append(t.text)
        full.append(t.text)
    if not text and not (d.isin or d.cusip or d.figi):
        return None
    d.ticker = d.ticker or (" ".join(words) if words else None)
    first_word = words[0] if words else ""
    # A margin is a floating-rate note's, not a loan's, where the name says so ("PENRYN BANK FRN 2028
    # (SOFR+80)") or an ISIN stands with a bare margin and no facility ("HOLLIS FIN SOFR+70 03/15/28
    # US43561TAJ60": loans carry no ISIN).
    floater = loan and (not vocab.FRN_WORDS.isdisjoint(t.upper().strip("(),") for t in text) or (
        d.isin is not None and all(_LOAN_MARGIN.match(g) for g in generic)))
    if labelled_asset is not None and hints.asset_class is None:
        hints = replace(hints, asset_class=labelled_asset)
    d.asset_class = _asset_class(d, words, text, loan and not floater, tranche, hints)
    if first_word in vocab.CDS_INDEX_WORDS and d.asset_class == "corporate":
        d.asset_class = "cds"
    described = d.ticker is not None and d.coupon is not None and d.maturity is not None and (
        d.maturity_precision == "day" or not prose)
    if d.maturity is not None and d.maturity_precision != "day" and not described:
        d.maturity, d.maturity_precision = None, "day"
    if described and suffix and d.asset_class not in {"loan", "cds", "structured"}:
        iso = d.maturity.isoformat() if d.maturity else ""
        iso = iso[:7] if d.maturity_precision == "month" else iso[:4] if d.maturity_precision == "year" else iso
        d.instrument = " ".join([d.ticker or "", f"{d.coupon:g}", iso, *suffix])
    if d.asset_class == "structured" and tranche:
        # "HALCYON PARK CLO 2024-3A A1 AAA 3mS+128": the tranche is its deal and class; its rating and
        # its coupon's margin describe it (the margin keys a loan, not a tranche), as a fixed coupon does
        # ("CARRICK AUTO 2027-3 A3 5.55").
        text = _without_index([t for i, t in enumerate(text) if not _TRANCHE_FACT.match(t) and i != coupon_at])
    if d.asset_class in {"loan", "cds", "structured"} or not described:
        d.instrument = " ".join(text) if not d.tenor else " ".join(t for t in text if t.upper() != d.tenor)
        if d.asset_class == "cds":
            # The name is what comes before the tenor as written ("30yr" is tenor 30Y).
            at = next((i for i, t in enumerate(full) if t.upper().replace("YR", "Y") == d.tenor), None)
            d.instrument = " ".join(full[:at]) if at is not None else d.instrument
        d.instrument = d.instrument or None  # a quote named by its ISIN alone has no description text
    named = (
        d.isin or d.cusip or d.figi or described or tranche or (d.asset_class in {"cds", "government"} and d.tenor)
        or (first_word in vocab.CDS_INDEX_WORDS and len(text) >= 2)  # "CDX HY 47": an index series
        # A floater has no fixed coupon: "BACR FRN 05/15/28".
        or (d.maturity is not None and not prose and bool(set(words) & vocab.FRN_WORDS))
        # "Term SOFR 4.85/4.90" is a rate, not a loan: a bare "term"/"loan" needs a maturity too.
        or (loan and (facility or year_seen or d.maturity is not None))
        # A coupon and a year name a bond ("ACME 5.25 2031"), unless the words around them are a
        # sentence ("Q3 revenue up 5.5% in 2024, margins 10.5/11.2").
        or (d.ticker and d.coupon is not None and ((year_seen and not prose)
                                                   or d.asset_class in {"preferred", "structured"}))
        # "ASHCOMB C PFD": a preferred is named by its issuer and series alone.
        or (d.asset_class == "preferred" and not prose and d.coupon is None and len(words) >= 2
            and not vocab.PREFERRED_WORDS.isdisjoint(words))
    )
    return d if named else None


#: Words naming the loans a securitisation pools (``PEMBREY STUDENT LOAN 2021-B A1B``, ``... AUTO LOAN TRUST
#: 2024-1 A3``): with a deal's vintage and series, its "LOAN" is the collateral, not a leveraged loan.
_LOAN_COLLATERAL = frozenset({"STUDENT", "AUTO", "CONSUMER", "EQUIPMENT", "MARKETPLACE"})


#: A floating rate's index, which a floater's tranche pays over (``30d SOFR``, ``Term SOFR``): no part of its name.
_RATE_INDEXES = frozenset({"SOFR", "LIBOR", "EURIBOR", "SONIA", "ESTR", "€STR", "TSFR"})
_INDEX_TERM = re.compile(r"^(?:\d{1,2}[DWM]|TERM)$", re.IGNORECASE)


def _without_index(text: list[str]) -> list[str]:
    """A tranche's words without the index its coupon floats over (an Index column's ``30d SOFR``
    beside its deal and class): the tranche is its deal and class."""
    if _RATE_INDEXES.isdisjoint(t.upper() for t in text):
        return text
    out: list[str] = []
    for t in text:
        if t.upper() in _RATE_INDEXES:
            while out and _INDEX_TERM.match(out[-1]):
                out.pop()
            continue
        out.append(t)
    return out


#: A tranche's rating that is no class name (not "A1" or "B2") and its floating margin ("3mS+128").
_TRANCHE_FACT = re.compile(
    r"^(?:AAA|AA[+-]?|A[+-]|BBB[+-]?|BB[+-]?|B[+-]|CCC[+-]?|Aaa|Aa[1-3]|Baa[1-3]|Ba[1-3]|Caa[1-3]|NR"
    r"|(?:\d{1,2}m)?(?:S|L|E|SOFR|LIBOR|EURIBOR)\+\d{2,4}),?$")


def _asset_class(
    d: Description, words: list[str], text: list[str], loan: bool, tranche: bool, hints: Hints
) -> str:
    first = words[0] if words else ""
    # "ASIAN DEV BANK 4.25 01/10/35": an agency named in full is one as by its ticker
    agency = first in vocab.AGENCY_TICKERS or " ".join(words[:4]).upper().startswith(vocab.AGENCY_NAMES)
    upper = {t.upper().strip("(),") for t in text}
    if loan and not (d.coupon is not None and d.maturity is not None and (
            hints.asset_class == "muni" or upper & vocab.MUNI_WORDS)) and not (
            tranche and upper & (vocab.SECURITISATION_WORDS | _LOAN_COLLATERAL)) and not (agency and d.maturity):
        # (a muni revenue bond's coupon, maturity and pledge, "UTIL SYS REV 5.25 11/15/39 COMB 1ST LIEN",
        # name no loan, nor does an agency's floater "FHLB SOFR+12 06/03/28")
        return "loan"
    if first in vocab.GOVT_TICKERS and not tranche and (not d.tenor or first != "T"):
        return "government"  # "UST 10Y" is the on-the-run note, not a CDS ("T 5Y" is AT&T's CDS)
    if first in _BILL_WORDS and d.tenor and not tranche:
        return "government"  # "bills 3m": the Treasury bill of that tenor
    if first == "WI" and d.tenor and not tranche:
        return "government"  # "WI 5y  3.987 / 3.982": the Treasury auctioned this week, traded when issued
    if d.tenor and (upper & vocab.CDS_INDEX_WORDS or d.coupon is None):
        return "cds"
    if agency and not tranche and d.maturity is not None:
        return "agency"  # "FNMA 4.125 01/15/30" is a debenture; "FNMA 5.5 TBA" stays below
    if tranche or first in vocab.MBS_TICKERS:
        return "structured"
    if upper & vocab.CONVERT_WORDS:
        return "convertible"
    if upper & vocab.PREFERRED_WORDS:
        return "preferred"
    if first in vocab.GOVT_TICKERS:
        return "government"
    if first in vocab.SOVEREIGN_TICKERS:
        return "sovereign"
    if agency:
        return "agency"
    if hints.asset_class == "muni" or (
            d.cusip and len(upper & vocab.MUNI_WORDS) >= 1 and len(words) >= 2 and hints.asset_class is None) or (
            len(upper & vocab.MUNI_WORDS) >= 2 and d.coupon is not None):
        # "NJ TPK AUTH 5% 01/01/45": two muni words name an issuer even without its CUSIP; one, under a
        # heading naming another market ("HIGH YIELD"), is a company's ("TREGANTLE HLTH").
        return "muni"
    if hints.asset_class in {"loan", "cds"} and d.coupon is not None and d.maturity is not None:
        # a bond named by its coupon and maturity, no facility, in a loan document; no tenor, under a CDS
        # heading ("CDS 5y, 10x10 single names:" over "offer 3mm WASDALE TELECOM 5.25 03/15/34 at +131")
        return "corporate"
    return hints.asset_class or "corporate"


@dataclass(slots=True)
class _Leg:
    bid: str | None
    ask: str | None
    kind: str | None
    size: float | None = None  # both sides, or the bid side when ask_size is set
    ask_size: float | None = None


def _merge_sides(legs: list[_Leg]) -> list[_Leg]:
    """``bid 95.25  offer 95.75`` / ``Geld 88,45  Brief 88,60``: a bid-only leg and an ask-only leg
    of the same kind side by side are one two-sided quote, not a price and then a yield."""
    out: list[_Leg] = []
    for leg in legs:
        prev = out[-1] if out else None
        one_sided = prev is not None and prev.kind == leg.kind and (
            (prev.bid and not prev.ask and leg.ask and not leg.bid)
            or (prev.ask and not prev.bid and leg.bid and not leg.ask)
        )
        if prev is not None and one_sided:
            bid_leg, ask_leg = (prev, leg) if prev.bid else (leg, prev)
            out[-1] = _Leg(bid_leg.bid, ask_leg.ask, leg.kind, bid_leg.size, ask_leg.size)
            continue
        out.append(leg)
    return out


class _LegToken(NamedTuple):
    upper: str
    word: str  # upper case without a trailing colon
    pair: tuple[str, str] | None
    level: bool
    month_year: bool
    year: bool
    size: bool
    trigger: bool  # a pair, or a word that can start a leg: anything else is skipped at once


_SIDE_WORDS = _ASK_WORDS | _BID_WORDS | _TALK_WORDS
_LOAN_MARGIN = re.compile(r"^(?:S|L|E|SOFR|LIBOR|EURIBOR|SONIA|ESTR)\+\d{2,4}$", re.IGNORECASE)
_TRIGGER_WORDS = _ASK_WORDS | _BID_WORDS | {"TALK", "CT", "PX"}


@lru_cache(maxsize=1 << 16)
def _leg_token(tok: str) -> _LegToken:
    u = tok.upper()
    m = _PAIR.match(tok) if "/" in tok else None
    if m and tok[0] == "0" and tok[1:2].isdigit() and "/" in tok[:3]:
        m = None  # "03/31": a level is never written with a leading zero; a month and year is
    word = u.rstrip(":,.")
    # Levels, years and sizes start with a digit (a level with a sign too): a word skips their patterns.
    digit = tok[:1].isdecimal()
    return _LegToken(
        u, word, (m["bid"], m["ask"]) if m else None, (digit or tok[:1] in ("+", "-")) and bool(LEVEL_RE.match(tok)),
        bool(_MONTH_YEAR.match(tok)), digit and bool(_YEAR.match(tok)), digit and bool(_SIZE_TOKEN.match(tok)),
        bool(m) or u in _TYPE_WORDS or word in _TRIGGER_WORDS,
    )


#: Words between a bond's name and its levels that name nothing: who speaks (``I'm 99 offered``) or
#: what the level is (``indic 95.35/95.90``, which the line's doubt sends to review).
_LEAD_IN = frozenset({"I'M", "I\u2019M", "IM", "WE'RE", "WE\u2019RE", "INDIC", "INDIC.", "INDICATIVE", "INDICATIVELY",
                      "IS"})  # "MAPPLETON ENERGY 9 3/8 04/15/29 is 101 - 101 3/4"


def _lead_in(tokens: list[str], named: int) -> int:
    """How many words before ``named`` lead in to the levels (``I'm``, ``we're``, ``I am``, ``indic``)."""
    word = tokens[named - 1].upper()
    if word in _LEAD_IN:
        return 1
    if word in {"AM", "ARE"} and named > 2 and tokens[named - 2].upper() in {"I", "WE"}:
        return 2
    if word.rstrip(":") in {"LIKE", "SHOW", "SEE"} and named > 2 and tokens[named - 2].upper() == "WE":
        return 2  # "PELLOW WATER 4.4 36s we like: +138 / +131"
    if word.rstrip(":") == "ONLY" and named > 2 and tokens[named - 2].upper() in _MEASURE_NAMES:
        # "T 4 5/8 02/15/57 on yield only 4.556 / 4.551": how the bond is quoted, no part of its name
        return 3 if named > 3 and tokens[named - 3].upper() in {"ON", "IN"} else 2
    return 0


_MEASURE_NAMES = frozenset({"YIELD", "YLD", "PX", "PRICE", "SPREAD", "SPRD", "DM"})


def _split_legs(tokens: list[str]) -> tuple[int, list[_Leg], int] | None:
    """Find the price legs: (index where they start, legs, index after the last leg)."""
    legs: list[_Leg] = []
    start = end = -1
    info = [_leg_token(t) for t in tokens]
    n = len(tokens)
    i = 0
    pending_kind: str | None = None
    while i < n:
        t = info[i]
        if not t.trigger:
            i += 1
            continue
        u = t.upper
        kind_here = None
        if (u in _TYPE_WORDS and legs and end == i and info[i - 1].pair and legs[-1].kind is None
                and i + 1 < n and info[i + 1].pair and _fits(info[i - 1].pair, _TYPE_WORDS[u])
                and not _fits(info[i + 1].pair, _TYPE_WORDS[u])):
            # "3.98/3.92 yld 108.15/108.62": the unit names the pair before it, which it fits, not the
            # price after it, which it does not.
            legs[-1].kind = _TYPE_WORDS[u]
            i += 1
            continue
        if u in _TYPE_WORDS and i + 1 < n and (info[i + 1].pair or info[i + 1].level) and (u != "Z" or legs):
            # (a bare "Z" names a Z-spread after another measure, "px .. yld .. Z 268/262"; before any
            # level it is a series: "WFC 4.75 PFD SER Z 21.10/21.20")
            last = legs[-1] if legs else None
            if (last is not None and not info[i + 1].pair and not info[i + 1].year
                    and (last.bid is None) != (last.ask is None)):
                # "bid 94.25 for 3mm (ytw 6.41%)": the second measure of a one-sided quote.
                lvl = tokens[i + 1]
                legs.append(_Leg(lvl if last.bid else None, lvl if last.ask else None, _TYPE_WORDS[u],
                                 last.size, last.ask_size))
                end = i + 2
                i += 2
                continue
            pending_kind = _TYPE_WORDS[u]
            start = i if start < 0 else start
            i += 1
            continue
        if u in _TYPE_WORDS and legs and end == i - 1 and info[i - 1].level and not info[i - 1].year:
            last = legs[-1]
            if (last.bid is None) != (last.ask is None):
                # "offering 1mm @ 101, 5.92% ytw": the second measure of a one-sided quote, unit after.
                lvl = tokens[i - 1]
                legs.append(_Leg(lvl if last.bid else None, lvl if last.ask else None, _TYPE_WORDS[u], last.size,
                                 last.ask_size))
                end = i + 1
                i += 1
                continue
        if t.word in {"TALK", "CT"} or (u == "PX" and i + 1 < n and info[i + 1].upper.startswith("TALK")):
            j = i + (2 if u == "PX" else 1)
            if j < n and (pair := info[j].pair):
                legs.append(_Leg(pair[0], pair[1], "talk"))
            elif j < n and info[j].level:
                legs.append(_Leg(tokens[j], tokens[j], "talk"))
            else:
                i += 1
                continue
            start = i if start < 0 else start
            end = j + 1
            i = j + 1
            continue
        pair = t.pair
        # ``ORCL 4.875 08/30``: a month/year after a coupon is the maturity, never a bid/ask pair.
        maturity_slot = t.month_year and not legs and i >= 1 and (
            (i >= 2 and _COUPON.match(tokens[i - 1].upper()) is not None and info[i - 1].pair is None
             and _WORD.match(tokens[i - 2].upper()) is not None)
            # "Okara Utilities TLA S+200 12/28", "TLB S+425 11/30": a month/year after a loan's margin is its maturity.
            or _LOAN_MARGIN.match(tokens[i - 1]) is not None
            or ("+" in tokens[i - 1] and vocab.LOAN_TOKEN.match(tokens[i - 1]) is not None))
        # A month-year like 6/29 before a pair or a side word is a loan maturity, not a pair (looked
        # for only here: most lines never get this far with a month-year).
        if pair and not maturity_slot and not (t.month_year and not legs and any(
                x.pair or x.word in _SIDE_WORDS for x in info[i + 1:])):
            legs.append(_Leg(pair[0], pair[1], pending_kind))
            start = i if start < 0 else start
            end, pending_kind = i + 1, None
            i += 1
            continue
        side = "ask" if t.word in _ASK_WORDS else "bid" if t.word in _BID_WORDS else None
        if side and i and info[i - 1].word == "NO":
            i += 1  # "101.10 bid, no offer": the side is empty, whatever number follows the words
            continue
        if side:
            j, size = i + 1, None
            while j < n and info[j].word in _FILLER:
                j += 1
            if j < n and info[j].size:
                size = parse_size(tokens[j])
                j += 1
                while j < n and tokens[j] in {"@", "at"}:
                    j += 1
            if j < n and info[j].level and not info[j].year:
                lvl = tokens[j]
                k = j + 1
                if size is None:
                    # "bid 97.00 for 3mm", "offer 100.5 2mm": the size after the level.
                    if k + 1 < n and info[k].upper in {"FOR", "IN", "X"} and info[k + 1].size:
                        size, k = parse_size(tokens[k + 1]), k + 2
                    elif k < n and info[k].size:
                        size, k = parse_size(tokens[k]), k + 1
                legs.append(_Leg(lvl if side == "bid" else None, lvl if side == "ask" else None, pending_kind, size))
                start = i if start < 0 else start
                end, pending_kind = k, None
                i = k
                continue
            if pending_kind and not legs and start == i - 2 and info[i - 1].level and not info[i - 1].year:
                # "DM 112 bid for 2mm": the measure, its level, then the side and its size.
                lvl, k, size = tokens[i - 1], i + 1, None
                if k + 1 < n and info[k].upper in {"FOR", "IN", "X"} and info[k + 1].size:
                    size, k = parse_size(tokens[k + 1]), k + 2
                elif k < n and info[k].size:
                    size, k = parse_size(tokens[k]), k + 1
                legs.append(_Leg(lvl if side == "bid" else None, lvl if side == "ask" else None, pending_kind, size))
                end, pending_kind, i = k, None, k
                continue
            if i > 0 and info[i - 1].level and (start < 0 or start == i - 1 or end == i - 1):
                lvl = tokens[i - 1]
                if end == i - 1 or start < 0:
                    legs.append(_Leg(lvl if side == "bid" else None, lvl if side == "ask" else None, kind_here))
                    start = i - 1 if start < 0 else start
                    end = i + 1
                    while end < n and info[end].upper == "ONLY":
                        end += 1
                    i = end
                    continue
        i += 1
    if not legs:
        return None
    return start, legs, end


def _fits(pair: tuple[str, str], kind: str) -> bool:
    """Whether both levels of a pair lie in the range of ``kind``."""
    low, high = RANGES[kind]
    values = [parse_level(v.rstrip("%"), False) for v in pair if v and LEVEL_RE.match(v)]
    return bool(values) and all(v is not None and low <= v <= high for v in values)


def _level_kind(leg: _Leg) -> str | None:
    raw = (leg.bid or "") + (leg.ask or "")
    if "+" in raw.replace("-", "") and not _SPREAD_32NDS.search(raw):
        return leg.kind if leg.kind in {"i_spread", "z_spread", "dm"} else "spread"
    if "%" in raw:
        return "yield"
    return leg.kind


def _price_then_yield(leg: _Leg, after: _Leg) -> bool:
    """Whether one side's level written to the cent near par is followed by that side's level under 20
    (``offer 103.40 / 6.32``): a price and its yield, not a spread."""
    side = "ask" if leg.bid is None else "bid" if leg.ask is None else None
    other = "bid" if side == "ask" else "ask"
    if side is None or after.kind not in (None, "yield") or getattr(after, other) is not None:
        return False
    first, second = getattr(leg, side), getattr(after, side)
    if not first or not second or not _PRICE_CENTS.match(first) or "." not in second:
        return False
    return 50 <= float(first) <= 200 and 0 < float(second.rstrip("%")) < 20


def _in_32nds(leg: _Leg) -> bool:
    """Whether the leg's levels are written in 32nds (``97-04+ - 97-05+``): a price's ticks."""
    return all(_PRICE_32NDS_LEVEL.match(side) for side in (leg.bid, leg.ask) if side)


#: A price in 32nds: ``97-04+``, ``87-306``, ``99-16¼``.
_PRICE_32NDS_LEVEL = re.compile(r"^\d{2,3}-[0-3]\d(?:\+|[0-7]|[¼½¾])?$")


#: Where a level stands against a reference, said after it: "+12 to the curve", "+8 vs MMD".
_AGAINST_REFERENCE = re.compile(r"(?<![\w.])[+-]?\d{1,3}(?:\s*bps?)?\s+(?:to|over|vs\.?|through)\s+"
                                r"(?:the\s+curve|(?:the\s+)?MMD|the\s+scale)\b", re.IGNORECASE)


#: A run's tenor label before a Treasury or a bill (``2s``, ``10y``, ``3m``): the label is no size.
_TENOR_BEFORE_TREASURY = re.compile(r"^\s*\d{1,2}(?:s|y|yr|m|w|mo)\s{2,}(?=(?:T|B|UST|WI)\s)", re.IGNORECASE)


#: An axe's opening words before the bond: ``We are axed to sell``, ``Looking to sell``, ``Seller of``.
_AXE_PREFIX = re.compile(r"^\s*(?:axed:\s*)?(?:(?:we(?:'re|\u2019re| are)|i(?:'m|\u2019m| am))\s+)?"
                         r"(?:(?:axed|looking|happy|keen)\s+to\s+(?:sell|buy)|(?:a\s+)?(?:better\s+)?(?:seller|buyer)s?\s+of)\s+",
                         re.IGNORECASE)
_SIDE_SAID = re.compile(r"\b(?:offer|offered|bid)\b", re.IGNORECASE)
#: What a sentence before a bond may say that its levels need: a side, an axe, a bid or offer wanted.
_LEAD_SIDE = re.compile(r"\b(?:offer|bid|ask|sell|buy|axe|pay|work|want|seller|buyer)", re.IGNORECASE)
#: A sentence's words before a bond named in capitals, the last of them in lower case: ``Also FYI the desk has
#: the QUENBY 6 1/4 07/01/30 ...`` (two lower-case words at least: ``Bank of AMERICA`` keeps its name).
_PROSE_LEAD = re.compile(r"^((?:[A-Za-z'\u2019]+[ ,]+)*?[a-z'\u2019]+[ ,]+)(?=(?:[A-Z][A-Z&.-]+\s+)+\d)")


#: A remark after a line's levels: how far the bond trades over another (``spread to DBR 61``), one number.
_SPREAD_TO_BENCHMARK = re.compile(r"\bspread\s+to\s+[A-Z][A-Za-z]*\s+[+-]?\d{1,4}(?:\.\d+)?(?:\s*bps?)?(?![\d./])",
                                  re.IGNORECASE)


def parse_line(line: str, hints: Hints) -> list[Draft]:
    """Every quote on one line of a run (usually one, two for price and yield columns)."""
    if not _DIGIT.search(line):
        return []
    if line.lstrip()[:1].isdigit() and (label := _TENOR_BEFORE_TREASURY.match(line)):
        line = line[label.end():]  # "3m   B 0 06/04/26   4.310 / 4.300": the bill's tenor, no size of 3mm
    elif (axe := _AXE_PREFIX.match(line)) is not None and _SIDE_SAID.search(line, axe.end()):
        # "Looking to sell 3mm KINROSS PAPER ..., offer 103.40 / 6.32": who wants to deal is no part of the
        # bond's name; the side is said again by the levels
        line = line[axe.end():]
    elif line[:1].isalpha() and (lead := _PROSE_LEAD.match(line)) is not None and sum(
            w.islower() for w in lead[1].replace(",", " ").split()) >= 2 and not _LEAD_SIDE.search(lead[1]):
        # "Also FYI the desk has the QUENBY 6 1/4 07/01/30 offered at 100.25": a sentence's words, no name
        line = line[lead.end():]
    benchmark = None
    low = line.lower()
    if ("curve" in low or "mmd" in low or "scale" in low) and _AGAINST_REFERENCE.search(line):
        line = _AGAINST_REFERENCE.sub(" ", line)  # "+12 to the curve", "+8 vs MMD": no level of the market
        low = line.lower()
    if "spread to" in low and (rv := _SPREAD_TO_BENCHMARK.search(line)) and "/" in line[:rv.start()]:
        # "OAT 3 11/25/34  3.318 / 3.309  spread to DBR 61": after the market, where it stands against another bond
        line = line[:rv.start()] + line[rv.end():]
        low = line.lower()
    bm = _BENCHMARK.search(line) if _may_name_benchmark(line, low) else None
    if bm:
        benchmark = bm.group(1).strip()
        line = line[: bm.start()] + "  " + line[bm.end():]
    text = prepare(line)
    sided = "bid" in text or "ffer" in text or "BID" in text or "Bid" in text or "FFER" in text
    if sided:
        if "/" in text and "DM" in text:
            text = _DM_THEN_PRICE.sub(r"\1\3 DM \2", text)  # "at DM 245 / 98.25": the price, then its DM
        if "px" in text or "PX" in text:
            text = _NAMED_MEASURES_THEN_SIDE.sub(_named_measures_then_side, text)
    if " on " in text and ("'re " in text or "'m " in text or " are " in text) and (m := _LEVELS_ON.search(text)):
        text = f"{m['desc']} {m['levels']}{m['rest'] or ''}"  # "we're 94.75 / 95.50 on CARRBRIDGE 6.5 32s, 1x1"
    if ("yt" in text or "yl" in text or "YT" in text or "YL" in text or "yie" in text) and _YIELD_ONE_SIDE.search(text):
        text = _YIELD_ONE_SIDE.sub(_yield_one_side, text)  # "100.75 / 101.50 2x2, ytw 7.46 bid": the bid's yield
    if "same" in text and (m := _SAME_BOND_OTHER_SIDE.search(text)):
        # "... at T+162 / 99.10 and pay +171 for 1mm of the same": the other side of the same bond
        text = f"{text[:m.start()]} {'bid' if m[1].lower() in {'pay', 'bid'} else 'offer'} {m[2]} {m[3]}{m[4]}"
    if _may_name_side(text[:60]) and _SIDE_HINT.search(text[:60]):
        text = _side_first(text)
    if sided and "/" in text:
        text = _ONE_SIDE_TWO_MEASURES.sub(_one_side_two_measures, text)  # "offer T+145 / 98.25", side first or not
    elif hints.side and "%" in text and "/" in text:
        # "OFFERINGS - yield to worst / price" over "NYC GO 5% 08/01/41  3.62% / 108.993": in a one-sided
        # list, a yield written with "%" beside a price is the side's level in two measures, no market
        text = _YIELD_AND_PRICE.sub(lambda m: f"{_SIDE_WORD[hints.side]} {m[1]} px {m[2]}", text)
        text = _PRICE_AND_YIELD.sub(lambda m: f"{_SIDE_WORD[hints.side]} {m[1]} yld {m[2]}", text)
    tokens = text.split()
    found = _split_legs(tokens)
    bare = found is None
    found = found or _bare_legs(tokens, hints.side)
    if not found:
        return []
    start, legs, end = found
    legs = _merge_sides(legs)
    # "KFW 4 1/8 07/15/29  SOFR MS +24 / +21", "EIB 3 7/8 3/15/28  UST +17 / +14": the benchmark
    # between the bond and its spread is not part of the bond's name.
    bench_words: list[str] = []
    while start > 2 and tokens[start - 1].upper().strip(":") in vocab.BENCHMARK_WORDS:
        start -= 1
        bench_words.insert(0, tokens[start])
    if bench_words:
        benchmark = benchmark or " ".join(bench_words)
        if {w.upper() for w in bench_words} & vocab.SWAP_BENCHMARKS:
            for k, leg in enumerate(legs):
                # "MS+108 / +102    100.16 / 100.38": the swap benchmark names the spreads after it,
                # not the price pair beside them (a bare pair right after it is its spread).
                if _level_kind(leg) == "spread" or (leg.kind is None and k == 0):
                    leg.kind = "i_spread"
    named = start
    while named > 1 and tokens[named - 1].lower() in {"@", "at", "-", "\u2013"}:
        named -= 1  # "NYC GO 5s of 2040 @ 3.41/3.35": the "@" introduces the levels, it names nothing
    while named > 1 and (said := _lead_in(tokens, named)):
        named -= said  # "HALTON LEA 6 02/29 I'm 99 offered": the dealer speaking, not the bond's name
        while named > 1 and tokens[named - 1] in {"-", "\u2013", ":"}:
            named -= 1  # "GRISEDALE ... 02/30 - we're 95 bid": the dash before the dealer speaks
    if "=" in tokens[:named]:
        return []  # "Ratings 2.0 scale, 1 = highest; 25 bp = 0.25% ... 7": a legend's equations name no instrument
    # The cached description itself, not parse_description's copy: it is copied below only if an
    # identifier after the levels changes it (most lines have none there).
    desc = _description(tuple(tokens[:named]), hints)
    if desc is None:
        return []
    if bare and not (desc.isin or desc.cusip or desc.figi or (desc.coupon is not None and desc.maturity is not None)
                     or (desc.asset_class == "cds" and desc.tenor and "CDS" in (desc.instrument or "").split())):
        return []  # levels without a separator only after a bond named in full (or "BRAZIL CDS 5Y")
    bid_size = ask_size = None
    if desc.size:
        bid_size, ask_size = desc.size
    elif desc.face and hints.run_sizes is None:
        bid_size, ask_size = desc.face  # a run stating its sizes ("CLO 2mm per side") sizes its tranches
    currency = desc.currency
    for k, tok in enumerate(tokens[end:], start=end):
        u = tok.upper()
        if u[:1] in "([" and u[-1:] in ")]":
            u = u[1:-1]  # "[US19532QBK40]": an identifier in brackets is still the identifier
        ident = identifier_kind(u) if len(u) in (9, 12) else None
        if ident is not None:
            # An identifier wins wherever it stands on the line (docs/quotes.md, "Instrument keys").
            if getattr(desc, ident) is None:
                desc = replace(desc)  # a copy: the cache's must stay as it was
                setattr(desc, ident, u)
        elif u in vocab.CURRENCIES:
            currency = u
        elif _SIZE_PAIR_TOKEN.match(u := u.rstrip(".;")) or _SIZE_TOKEN.match(u):
            pair = parse_size_pair(u)  # "1x1." ending a sentence is still the sizes
            if pair:
                bid_size, ask_size = pair
        elif u in _TYPE_WORDS and legs and (k == end or _SIZE_TOKEN.match(tokens[k - 1].upper().rstrip(".;,"))
                                           or _SIZE_PAIR_TOKEN.match(tokens[k - 1].upper().rstrip(".;,"))):
            # "98.5/99 px", "88 - 89 2mm pts": the unit of the levels; "... moved 2 pts on the news" is not
            legs[-1].kind = legs[-1].kind or _TYPE_WORDS[u]
    if bid_size is None and ask_size is None and len(legs) > 1 and all(leg.size is None for leg in legs):
        # "VELMAR 5y 265/280 5x5, upfront 7.1/7.6", "COLOM ... 101.55/102.05 2mm, yld 8.23/8.16": the
        # sizes after the first measure are the line's.
        sized = (tok.rstrip(",;").upper() for tok in tokens[start:end])
        between = next((p for u in sized if (_SIZE_PAIR_TOKEN.match(u) or _SIZE_TOKEN.match(u))
                        and (p := parse_size_pair(u))), None)
        if between:
            bid_size, ask_size = between
            if any(leg.bid and not leg.ask for leg in legs) and any(leg.ask and not leg.bid for leg in legs) and (
                    _size_after_bids(tokens[start:end], legs)):
                # "yld 6.19 = px 96.10 bid, 5mm; offer 96.60 / 6.08": the size said in the bid's clause is the
                # bid's; the offer's is the run's
                ask_size = None
    if end < len(tokens) and (_market_gone(tokens[-1], legs) or (
            end < len(tokens) - 1 and is_number(tokens[-1]) and _market_gone(tokens[-2], legs)) or (
            end < len(tokens) - 2 and tokens[end + 1] in _DASHES and _market_gone(tokens[end], legs))):
        return []  # "... 2x2 TRADED", "... 3x3 OFF  +0.25" (a change, a rank after the status)
    drafts = _drafts(desc, legs, hints, currency, benchmark, (bid_size, ask_size))
    if not drafts:
        return drafts
    if bare:
        apart = next((leg for leg in legs if leg.bid and leg.ask and _written_apart(leg.bid, leg.ask)), None)
        if apart is not None:
            # "93.75  94.50  0.75%  -1.00": a loan's floor and its day's change after the price, no market.
            for d in drafts:
                d.flags += (_apart_flag(apart),)
    # The levels' own stretch and what follows: a number there that no leg, size or label accounts
    # for ("98.50 @ 2mm / 99.25 @ 2mm (8.24 / 8.04)" read as the bracket) is doubted. Most lines hold
    # nothing but their legs and a size: looked at only when a number-like token is left over.
    read = {t for leg in legs for t in (leg.bid, leg.ask, f"{leg.bid}/{leg.ask}") if t}
    if any(is_number(t) for t in tokens[start:] if t not in read):
        two_sided = any(d.bid is not None and d.ask is not None for d in drafts)
        yields = any(d.quote_type == "yield" for d in drafts)
        left = unplaced_tokens(tokens[start:], _known_values(drafts, desc), two_sided, yields, frozenset(read))
        if left:
            why = unplaced_flag(left, "line")
            for d in drafts:
                d.flags += (why,)
    return drafts


def _size_after_bids(tokens: list[str], legs: list[_Leg]) -> bool:
    """Whether the line's first size stands after its bid-only levels and before its offer-only ones."""
    asks = {leg.ask for leg in legs if leg.ask and not leg.bid}
    for tok in tokens:
        u = tok.rstrip(",;").upper()
        if tok in asks or tok.lower() in {"offer", "offered", "ofr"}:
            return False
        if _SIZE_TOKEN.match(u) or _SIZE_PAIR_TOKEN.match(u):
            return True
    return False


def _sides_joined(drafts: list[Draft]) -> list[Draft]:
    """One line's bid-only and offer-only quotes of one measure as one market: "bid 96.10 yld 6.19 5mm
    offer 96.60 yld 6.08" is 96.10 / 96.60 and 6.19 / 6.08, each side with its own size."""
    out: list[Draft] = []
    for d in drafts:
        other = next((o for o in out if o.quote_type == d.quote_type and (
            (o.ask is None and o.bid is not None and d.bid is None and d.ask is not None)
            or (o.bid is None and o.ask is not None and d.ask is None and d.bid is not None))), None)
        if other is None:
            out.append(d)
            continue
        if other.bid is None:
            other.bid, other.bid_size = d.bid, d.bid_size
        else:
            other.ask, other.ask_size = d.ask, d.ask_size
        other.flags += tuple(f for f in d.flags if f not in other.flags)
    return out


def _market_gone(last: str, legs: list[_Leg]) -> bool:
    word = last.strip(".;,|*").upper()
    if word[:1] in "([" and word[-1:] in ")]":
        word = word[1:-1]  # "(TRADED)"; but "(bid pulled)" takes one side away, "(... call gone)" no market
    return word in _GONE_WORDS or (word == "OFF" and all(leg.bid and leg.ask for leg in legs))


def _known_values(drafts: list[Draft], desc: Description) -> set[float]:
    """The numbers a line's quotes account for: their levels, the mid of each market, the coupon."""
    known = {desc.coupon} if desc.coupon is not None else set()
    for d in drafts:
        known.update(v for v in (d.bid, d.ask) if v is not None)
        if d.bid is not None and d.ask is not None:
            known.add((d.bid + d.ask) / 2)
    return known


_SIDE_FIRST = re.compile(
    r"^\s*(?:[A-Za-z][\w ,']{0,30}?[.:;!]\s+)?"  # "morning. offering 500k ..."
    r"(?:(?:also|and|plus|while|then|but)\s+)?(?:(?:can|could|will|would)\s+)?"  # "also offer X at ...", "can offer"
    r"(?:(?:we|i)(?:'re|'m|\s+are|\s+am|\s+have)?\s+(?:a\s+)?)?"  # "we are offering", "we have a buyer of"
    r"(?P<side>offering|offered|offer|selling|seller|ofr|bid(?:ding)?|buying|buyer)\s*:?\s+(?:of\s+)?(?:(?P<size>\d+(?:[.,]\d+)?"
    r"(?:mm|m|k|mio|mn)?)\s+)?(?:of\s+)?(?P<desc>[A-Za-z].*?)\s+(?:@|at)\s+(?:(?P<bench>MS|UST|SOFR\s+MS|T|G)\s?(?=[+-]))?(?P<level>[+-]?\d\S*)(?P<rest>.*)$",
    re.IGNORECASE,
)


_SIDE_HINT = re.compile(r"(?i)\b(?:offer|bid|sell|buy|ofr)")


# The case-insensitive patterns below scan slowly and rarely match; on ASCII text (where lower()
# is what IGNORECASE does) a substring test rules most lines out first. Other text ("ſ" matches
# "s", "ı" matches "i") always goes to the pattern.
def _may_name_side(head: str) -> bool:
    """Whether _SIDE_HINT can match ``head``."""
    if not head.isascii():
        return True
    low = head.lower()
    # _SIDE_HINT's words, spelled out: any() over a tuple of them costs a generator per line, more than the tests.
    return "offer" in low or "bid" in low or "sell" in low or "buy" in low or "ofr" in low


def _may_name_benchmark(line: str, low: str) -> bool:
    """Whether _BENCHMARK can match ``line`` (``low`` is its lower case)."""
    if not line.isascii():
        return "v" in low or "bmk" in low or "benchmark" in low
    return "vs" in low or "v." in low or "bmk" in low or "benchmark" in low


_SIDE_BARE_LEVEL = re.compile(
    r"^\s*(?P<side>offering|offered|offer|bid)\s+(?:only\s+)?(?P<desc>[A-Za-z][\w.&'/ -]*?\s\d[\w./ ]*?)\s+"
    r"(?P<level>\d{2,3}(?:\.\d{1,4})?)(?:\s+(?P<size>\d+(?:[.,]\d+)?(?:mm|m|k)))?\s*$", re.IGNORECASE)
_SIDE_LEVEL_FIRST = re.compile(
    r"^\s*(?:[A-Za-z][\w ,']{0,30}?[.:;!]\s+)?"  # "Muni offerings: bid only ..."
    r"(?P<side>offering|offered|offer|selling|bid(?:ding)?|buying|pay(?:ing)?)\s+(?:only\s+)?(?P<level>\d[\d.,/+-]*%?)\s+"
    r"(?:(?P<second>(?:px|yld|ytw|dm)\s+\d[\d.,/+-]*%?)\s+)?"  # "bid only 3.21% px 107.445 for 1MM of": its price
    r"(?:for\s+)?(?:up\s+to\s+)?(?P<size>\d+(?:[.,]\d+)?(?:mm|m|k|mio|mn))\s+(?:of\s+)?(?:the\s+)?(?P<desc>[A-Za-z].*?)\s*\.?$",
    re.IGNORECASE,
)


#: "we're +131 bid for 3mm of BRISCOE FOODS 4.6 31s": the level, its side, then the size and the bond.
_LEVEL_SIDE_FIRST = re.compile(
    r"^\s*(?:(?:and|also|while|but)\s+)?(?:(?:we|i)(?:'re|'m|\s+are|\s+am)\s+)?(?P<level>[+-]?\d[\d.,/]*%?)\s+"
    r"(?P<side>bid|offered)\s+for\s+(?P<size>\d+(?:[.,]\d+)?(?:mm|m|k|mio|mn)?)\s+of\s+(?:the\s+)?(?P<desc>[A-Za-z].*?)\s*\.?$",
    re.IGNORECASE,
)
#: "ytw 7.46 bid", "yld 6.05 offer": a second measure given for one side only, after a two-sided market.
_YIELD_ONE_SIDE = re.compile(r"\b(ytw|ytm|ytc|yld|yield)\s+(1?\d(?:\.\d+)?%?)\s+(bid|offer|offered|ofr)\b",
                             re.IGNORECASE)


def _yield_one_side(m: re.Match[str]) -> str:
    return f"{m[1]} {m[2]}/-" if m[3].lower() == "bid" else f"{m[1]} -/{m[2]}"


#: "and pay +171 for 1mm of the same", "and offer 99 for 2mm of the same": the other side of the line's bond.
_SAME_BOND_OTHER_SIDE = re.compile(
    r"\s+(?:and\s+)?(pay|bid|offer|sell)\s+([+-]?\d[\d.,/_+-]*)\s+for\s+(\d+(?:[.,]\d+)?(?:mm|m|k)?)\s+of\s+the\s+same\b"
    r"(.*)$", re.IGNORECASE)
#: "no - we're 94.75 / 95.50 on CARRBRIDGE 6.5 32s, 1x1, ytw 7.91 / 7.70": the market, then the bond it is on.
_LEVELS_ON = re.compile(
    r"\b(?:we'?re|we\s+are|i'?m|i\s+am)\s+(?P<levels>[+-]?\d[\d.,_+-]*\s*/\s*[+-]?\d[\d.,_+-]*)\s+on\s+(?:the\s+)?"
    r"(?P<desc>[A-Za-z][^,;]*?\d[^,;]*?)(?P<rest>[,;].*)?$", re.IGNORECASE)
#: "Looking to buy COLOM 7 1/2 02/02/34, 5mm, can pay 99.60", "Looking to sell EGYPT ... 4mm @ 80.25".
_WANT = re.compile(r"^\s*(?:looking|want(?:ing)?|keen|happy)\s+to\s+(?P<side>buy|sell)\s+(?P<rest>.+)$", re.IGNORECASE)
#: The words that put the level of a wanted bond ("can pay 99.60", "at 96.85", "offer 103.40").
_WANT_LEVEL_WORDS = frozenset({"PAY", "PAYS", "PAYING", "AT", "@", "OFFER", "OFFERED", "BID", "LEVEL"})


def _wanted(m: re.Match[str]) -> str | None:
    """The bond an axe wants to buy or sell, its size and the level it names, in the grammar's
    order (``COLOM 7_1/2 02/02/34 bid 5mm 99.60``); ``None`` when it names no level."""
    tokens = m["rest"].split()
    desc: list[str] = []
    k = 0
    while k < len(tokens):
        tok = tokens[k].strip(",;:")
        if not tok or tok[:1].islower() or tok == "@" or _SIZE_TOKEN.match(tok):
            break
        desc.append(tok)
        k += 1
    size = level = None
    for j in range(k, len(tokens)):
        tok = tokens[j].strip(",;:")
        if size is None and _SIZE_TOKEN.match(tok):
            size = tok
        elif level is None and tokens[j - 1].strip(",;:").upper() in _WANT_LEVEL_WORDS and LEVEL_RE.match(tok):
            level = tok
    if not desc or level is None:
        return None
    side = "bid" if m["side"].lower() == "buy" else "offer"
    return " ".join([*desc, side, *([size] if size else []), level])


def _side_first(text: str) -> str:
    """``offering 500k TAMARACK GO 5s 3/1/36 @ 3.20 yld`` -> ``TAMARACK GO 5s 3/1/36 offer 500k 3.20 yld``:
    axes written side first are turned round into the order the grammar reads."""
    want = _WANT.match(text)
    if want is not None:
        return _wanted(want) or text
    m = _SIDE_LEVEL_FIRST.match(text)
    if m is not None:
        # "bid 3.55% for 2mm NJ TPK 4s of 2045"
        side = "bid" if m["side"].lower().startswith(("bid", "buy", "pay")) else "offer"
        second = f" {m['second']}" if m["second"] else ""
        return f"{m['desc']} {side} {m['level']}{second} {m['size']}"
    m = _LEVEL_SIDE_FIRST.match(text)
    if m is not None:
        side = "bid" if m["side"].lower().startswith("bid") else "offer"
        size = m["size"] if m["size"][-1:].isalpha() else f"{m['size']}MM"  # "for 3 of the ...": 3mm
        return f"{m['desc']} {side} {m['level']} {size}"
    m = _SIDE_FIRST.match(text)
    if m is None:
        bare = _SIDE_BARE_LEVEL.match(text)
        if bare is None:
            return text
        # "offer only COLOM 8 35s 103.90 1mm": the side, the bond, its one level without an "at"
        side = "bid" if bare["side"].lower().startswith("bid") else "offer"
        return f"{bare['desc']} {side} {bare['level']} {bare['size'] or ''}".rstrip()
    side = "bid" if m["side"].lower().startswith(("bid", "buy")) else "offer"
    size = f" {m['size']}" if m["size"] else ""
    bench = f" {m['bench']}" if m["bench"] else ""  # "offer X at MS +131": the benchmark names no side
    return f"{m['desc']}{bench} {side}{size} {m['level']}{m['rest']}"


def _bare_legs(tokens: list[str], side: str | None = None) -> tuple[int, list[_Leg], int] | None:
    """``ORCL 4.875 08/30   99.250  99.750``: two levels after a full description, no separator.

    Only two or four trailing levels are read (bid ask, or bid ask per measure); three are
    ambiguous and give nothing, and one only where the document or its section says which side
    its levels are on (``Muni offerings``, ``BUYER OF``). Sizes, currencies, identifiers and unit
    words may follow.
    """
    n = len(tokens)
    end = n
    while end > 0:
        u = tokens[end - 1].upper()
        if (_SIZE_TOKEN.match(u) or _SIZE_PAIR_TOKEN.match(u) or u in vocab.CURRENCIES or u in _TYPE_WORDS
                or (len(u) in (9, 12) and identifier_kind(u))):
            end -= 1
            continue
        break
    start = end
    while start > 0 and _is_bare_level(tokens[start - 1]):
        start -= 1
    count = end - start
    if count == 1 and side in {"bid", "ask"} and start >= 2:
        level = tokens[start]
        legs = [_Leg(level if side == "bid" else None, level if side == "ask" else None, None)]
        first = _first_measure(tokens, start)
        if first is not None:
            # "T+128 px 101.205" under BUYERS OF: the side's spread, then its cash price.
            legs[0].kind = _TYPE_WORDS[tokens[start - 1].upper()]
            level = tokens[first]
            legs.insert(0, _Leg(level if side == "bid" else None, level if side == "ask" else None, None))
            start = first
        return start, legs, end
    if count not in (2, 4) or start < 2:
        return None
    if tokens[start - 1] in _EMPTY_LEVELS:
        return None  # "690  -  86.5  87": a side left empty before them; which two are the market is a guess
    legs = [_Leg(tokens[k], tokens[k + 1], None) for k in range(start, end, 2)]
    return start, legs, end


def _first_measure(tokens: list[str], at: int) -> int | None:
    """Where a one-sided line's first level stands when its level at ``at`` follows a measure word
    and another level written as a different measure (``+128 px 101.205``, ``101.205 ytw 5.41%``),
    else ``None``."""
    kind = _TYPE_WORDS.get(tokens[at - 1].upper()) if at >= 4 else None
    if kind not in {"price", "yield"} or not _is_bare_level(tokens[at - 2]):
        return None
    first = tokens[at - 2]
    signed_spread = first[:1] == "+" and kind == "price"
    priced = kind == "yield" and first[:1] not in "+-" and not first.endswith("%")
    return at - 2 if (signed_spread or priced) and not _is_bare_level(tokens[at - 3]) else None


def _written_apart(bid: str, ask: str) -> bool:
    """Whether two bare levels are written as different things: one with ``%`` and one without, one
    signed and one not, or one in 32nds and one in decimals (``100-02  101.5``). A dealer writes
    both sides of a market alike."""
    return (bid.endswith("%") != ask.endswith("%") or (bid[:1] in "+-") != (ask[:1] in "+-")
            or ("-" in bid[1:]) != ("-" in ask[1:]))


def _apart_flag(leg: _Leg) -> str:
    """The review reason of a leg whose two sides are written as different measures; one text for
    both checks that find it, so a quote both find states it once."""
    return f"bid {leg.bid} and ask {leg.ask} written as different measures"


_EMPTY_LEVELS = frozenset({"-", "--", "n/a", "N/A", "na", "NA"})


def _is_bare_level(token: str) -> bool:
    t = _leg_token(token)
    return t.level and not t.year and not t.month_year and not _TENOR.match(token) and "/" not in token


@lru_cache(maxsize=1 << 14)
def _leg_value(token: str, decimal_comma: bool) -> float | None:
    return parse_level(token.rstrip("%"), decimal_comma) if LEVEL_RE.match(token) else None


def _drafts(
    desc: Description, legs: list[_Leg], hints: Hints, currency: str | None, benchmark: str | None,
    sizes: tuple[float | None, float | None],
) -> list[Draft]:
    base = Draft(
        isin=desc.isin, cusip=desc.cusip, ticker=desc.ticker, coupon=desc.coupon, maturity=desc.maturity,
        instrument=desc.instrument, tenor=desc.tenor, asset_class=desc.asset_class or "corporate",
        currency=currency or hints.currency or default_currency(desc), benchmark=benchmark,
    )
    out: list[Draft] = []
    previous = None
    for n, leg in enumerate(legs):
        stated = _level_kind(leg)
        if stated is None and hints.quote_type not in (None, "price") and _in_32nds(leg):
            stated = "price"  # "97-04+ - 97-05+" under a heading in yield ("OFF-THE-RUNS" after "BILLS - disc rate")
        elif (stated is None and hints.quote_type == "spread" and n + 1 < len(legs)
              and _price_then_yield(leg, legs[n + 1])):
            stated = "price"  # "offer 103.40 / 6.32" under "IG on T-spread": one side's price and its yield
        if stated == "spread" and leg.kind is None and hints.quote_type in _SPREAD_KINDS:
            stated = hints.quote_type  # "+38 / +35" under "Kangaroos (ASW)": the sign says a spread, the heading which
        elif stated == "spread" and leg.kind is None and not hints.quote_type and _clo_tranche(base):
            stated = "dm"  # "RAMSGILL CLO 2019-3A C-R +255 / +240": a CLO tranche floats; its spread is a margin
        bid = _leg_value(leg.bid, hints.decimal_comma) if leg.bid else None
        ask = _leg_value(leg.ask, hints.decimal_comma) if leg.ask else None
        if bid is None and ask is None:
            return []
        kind = stated or _line_level_kind(base, previous, hints, bid if bid is not None else ask)
        low, high = RANGES[kind]
        if (bid is not None and not low <= bid <= high) or (ask is not None and not low <= ask <= high):
            return []
        bs, as_ = sizes
        if leg.size is not None:
            bs = as_ = leg.size
        if leg.ask_size is not None:
            as_ = leg.ask_size
            bs = leg.size if leg.size is not None else sizes[0]
        draft = Draft(
            base.isin, base.cusip, base.ticker, base.coupon, base.maturity, base.instrument, base.tenor,
            base.asset_class, kind, bid, ask, bs if bid is not None else None, as_ if ask is not None else None,
            base.currency, base.benchmark, desc.figi, desc.maturity_precision,
            unit_source="stated" if stated or hints.quote_type else "convention",
        )
        if leg.bid and leg.ask and "+" in leg.bid + leg.ask[:1] and _spread_beside_price(leg.bid, leg.ask):
            # "+101 | 100.52": a spread beside a price is two columns read as one market ("+112/108" is one).
            draft.flags += (_apart_flag(leg),)
        out.append(draft)
        previous = kind
    if len(out) > 1:
        out = _sides_joined(out)
    kinds = [d.quote_type for d in out]
    if len(set(kinds)) < len(kinds):
        # One bond quoted twice in one measure on one line: two bonds (runs side by side) read as one.
        for d in out:
            d.flags += (TWICE,)
    return out


_SPREAD_KINDS = frozenset({"i_spread", "z_spread", "dm"})
#: The doubt of a line quoting one measure twice (lines.py reads such a line clause by clause).
TWICE = "the line quotes one measure twice: two bonds read as one?"
_PRICE_CENTS = re.compile(r"^\d{2,3}\.\d{2,}$")


def _spread_beside_price(bid: str, ask: str) -> bool:
    """One side signed like a spread, the other written to the cent like a price."""
    signed, plain = (bid, ask) if bid[:1] == "+" else (ask, bid) if ask[:1] == "+" else ("", "")
    return bool(signed) and "." not in signed and _PRICE_CENTS.match(plain) is not None


def default_kind(base: Draft, previous: str | None, hints: Hints) -> str:
    if base.asset_class == "cds":
        if hints.quote_type:
            return hints.quote_type  # a unit stated in the heading ("(bp)") beats the convention
        name = (base.instrument or "").upper()
        return "price" if _CDX_PRICED.match(name) else "spread"
    if base.asset_class == "structured" and previous is None and hints.quote_type == "spread":
        return "spread"
    if previous == "price":
        return "yield"
    if previous in {"yield", "spread", "dm", "z_spread", "i_spread"}:
        return "price"
    return hints.quote_type or "price"


def level_kind(base: Draft, previous: str | None, hints: Hints, level: float | None) -> str:
    """The convention's measure, read with the level: an FRN at 45 is on discount margin."""
    kind = default_kind(base, previous, hints)
    if kind == "price" and level is not None and not 40 <= level <= 160 and not hints.quote_type and (
            _is_frn(base)):
        return "dm"
    if kind == "price" and previous is None and level is not None and 0 < level < 10 and not hints.quote_type \
            and base.asset_class == "muni":
        return "yield"  # "OHIO ST GO 5s 2038  3.70": no muni trades at 3.70 points; munis are offered on yield
    if kind == "price" and previous is None and level is not None and 0 < level < 15 and (
            base.asset_class == "government"):
        return "yield"  # "WI 5y  3.987 / 3.982": no government bond trades at 3.99 points
    return kind


def _line_level_kind(base: Draft, previous: str | None, hints: Hints, level: float | None) -> str:
    """level_kind on a line, where the pairs stand in the order the desk wrote them: after its spread, a
    bond's pair too low for any price is its yield ("EIB 3 7/8 06/14/30 +17 / +14, 4.05 / 4.02"). (A
    table's bare column follows its header's measures in their rank, not in the desk's order.)"""
    kind = level_kind(base, previous, hints, level)
    if kind == "price" and previous in _SPREADS and level is not None and 0 < level < 15 and (
            base.asset_class in _YIELDED):
        return "yield"
    return kind


_SPREADS = frozenset({"spread", "i_spread", "z_spread", "dm"})
#: Bonds quoted on yield beside their spread (a loan or a CDS at 4 is a price or points).
_YIELDED = frozenset({"corporate", "agency", "sovereign", "government", "muni"})


def _clo_tranche(base: Draft) -> bool:
    return base.asset_class == "structured" and "CLO" in (base.instrument or "").upper().split()


def _is_frn(base: Draft) -> bool:
    named = f"{base.instrument or ''} {base.ticker or ''}".upper()
    if "FRN" not in named and "FL" not in named:
        return False  # every FRN word holds one or the other: most names need no word sets
    words = set((base.instrument or "").upper().split()) | set((base.ticker or "").upper().split())
    return bool(words & vocab.FRN_WORDS)


def default_currency(desc: Description) -> str | None:
    if desc.asset_class == "government" and desc.ticker:
        return vocab.GOVT_TICKERS.get(desc.ticker.split()[0])
    return None


_SIDE_HEADING = re.compile(
    r"^\s*(buyers?(?:\s+of)?|bids?|bidding|buying|we\s+buy|sellers?(?:\s+of)?|offers?|offerings?|offering|selling"
    r"|we\s+sell)\s*:?\s*$", re.IGNORECASE)


#: A heading's decoration ("*** ... ***", "=== ... ==="), its notes in brackets and the marks between its parts.
_DECORATION = re.compile(r"^[\s*=#~_-]+|[\s*=#~_-]+$")
_BRACKETED_NOTE = re.compile(r"\([^()]*\)")
_HEADING_PARTS = re.compile(r"\s+[-–—|/]\s+")


def _heading_side(side: re.Match[str]) -> str:
    return "bid" if side[1].lower().startswith(("b", "we b")) else "ask"


def _sided_heading(line: str) -> tuple[str, str] | None:
    """(side, the heading's other words) of a decorated heading naming a side among its parts
    (``*** IG - BUYERS OF (our bid) ***``, ``== HY | Offers ==``); ``None`` if no part names a side or
    another part holds a number (``Bid - 99.5`` is a level)."""
    core = _BRACKETED_NOTE.sub(" ", _DECORATION.sub("", line)).strip()
    if _DIGIT.search(core):
        core = _without_size_clause(core)  # "CALLABLES - offers, 2MM each": its sizes are no level
        if _DIGIT.search(core):
            return None
    sides, rest = [], []
    for part in _HEADING_PARTS.split(core):
        m = _SIDE_HEADING.match(part.rstrip(",;"))
        (sides if m is not None else rest).append(_heading_side(m) if m is not None else part)
    if len(sides) != 1 or len(rest) > 2:
        return None
    return sides[0], " ".join(rest)


DISCOUNT_RATE = re.compile(r"\bdisc(?:ount|\.)?\s*rates?\b", re.IGNORECASE)
_FRN_SECTION = frozenset({"FRN", "FRNS", "FLOATERS"})
#: A bracket that explains (a legend: "QM = quoted margin", two clauses): none of its words a heading's.
_BRACKETED_WORDS = re.compile(r"\([^()]*[;=][^()]*\)")


def _heading_words(line: str) -> int:
    """The words of a heading outside its explaining brackets (sizes aside, as above)."""
    return len(_LETTERS.findall(_without_size_clause(_BRACKETED_WORDS.sub(" ", line))))


def _without_size_clause(line: str) -> str:
    """The heading without the size statement closing it (only looked for where its words may stand)."""
    return _SIZE_CLAUSE.sub("", line) if "nless" in line or "each" in line or "per" in line else line


#: A heading's closing size statement: ", 5MM unless noted", " - 10MM per side", ", 2mm each".
_SIZE_CLAUSE = re.compile(r"[,;-]\s*(?:[A-Z]{3}\s*)?\d+(?:\.\d+)?\s*(?:mm|mn|m|k)\b[^,;]*"
                          r"(?:unless\s+(?:noted|shown|stated)|per\s+side|each)[^,;]*$", re.IGNORECASE)
_HEADING_SIDE_WORDS = frozenset({"BID", "BIDS", "ASK", "ASKS", "OFR", "OFFER", "OFFERS", "B", "O", "A"})


#: A sentence under a header saying what the levels below it are: "levels are spread to mid-swaps in bp",
#: "levels are spread to the interpolated UST curve", "levels in yield".
_LEVELS_ARE = re.compile(r"\blevels?\s+(?:are\s+)?(?:in\s+|on\s+)?(?:the\s+)?"
                         r"(spreads?|yields?|prices?|dms?|discount margins?)\b(?P<rest>[^;.]*)", re.IGNORECASE)
_SWAPS = re.compile(r"\b(?:mid[- ]?swaps?|swaps?|ms|sofr swaps?|estr|euribor)\b", re.IGNORECASE)
_GOVERNMENT_CURVE = re.compile(r"\b(?:ust|treasur\w*|govt|government|bunds?|gilts?)\b", re.IGNORECASE)


def levels_measure(line: str) -> tuple[str, str | None] | None:
    """The measure a sentence says the levels under it are in, and the government curve a spread is
    over (``... levels are spread to mid-swaps in bp``: ``i_spread``; ``... spread to the interpolated
    UST curve``: ``spread`` over ``UST``), or ``None``."""
    m = _LEVELS_ARE.search(line) if "evel" in line else None
    if m is None:
        return None
    word = m[1].lower().rstrip("s")
    kind = {"spread": "spread", "yield": "yield", "price": "price", "dm": "dm", "discount margin": "dm"}[word]
    if kind != "spread":
        return kind, None
    if _SWAPS.search(m["rest"]):
        return "i_spread", None
    curve = _GOVERNMENT_CURVE.search(m["rest"])
    return kind, curve[0].upper() if curve else None


def heading_measures(line: str) -> set[str]:
    """The kinds of level a heading names (``(ASW, bp / yld)``: spreads and yields; an I-spread counts as
    a spread): a heading naming several describes a layout of its own, not the measure of a table's one
    column."""
    words = _market_words(_LETTERS.findall(line.upper()))
    kinds = {vocab.SECTION_TYPE_WORDS[w] for w in words if w in vocab.SECTION_TYPE_WORDS}
    return {"spread" if k == "i_spread" else k for k in kinds}


def _market_words(words: list[str]) -> list[str]:
    """A heading's words with "HIGH YIELD" read as the high-yield market (HY), not a yield measure;
    "DISCOUNT MARGIN" as the DM; a "NON-AGENCY" market as no agencies; and a benchmark ("spread to UST")
    as no market of the heading's."""
    if "HIGH" in words:
        words = [w for i, w in enumerate(words) if not (w == "YIELD" and i and words[i - 1] == "HIGH")]
        words = [w for w in words if w != "HIGH"] + ["HY"]
    if "MARGIN" in words or "NON" in words or not _BENCHMARK_WORDS.isdisjoint(words):
        out: list[str] = []
        for i, w in enumerate(words):
            before = words[i - 1] if i else ""
            if w == "MARGIN" and before == "DISCOUNT":
                out[-1] = "DM"
            elif w in {"AGENCY", "AGENCIES"} and before == "NON":
                out.pop()
            elif before not in _BENCHMARK_WORDS:  # the one word after "to" / "vs" / "over" is the benchmark
                out.append(w)
        words = out
    return words


#: The words before a heading's benchmark: "spread to UST", "vs Bunds", "over SOFR".
_BENCHMARK_WORDS = frozenset({"TO", "VS", "OVER", "VERSUS", "AGAINST"})


#: A yield's compounding or day count: "yields semi-annual", "act/360", "bond-equivalent".
_COMPOUNDING = re.compile(r"\b(?:(?:yields?|ylds?)\s+(?:are\s+)?)?(?:semi-?annual|annual|act/\d{3}|30/360"
                          r"|bond[- ]equivalent)\b", re.IGNORECASE)


#: A CDS section's terms: its running coupon ("500 running", "100bp running") and recovery ("rec 25", "recovery 40%").
_CDS_TERMS = re.compile(r"\b\d{2,4}\s?(?:bps?\s+)?running\b|\brec(?:overy)?\s*\d{1,2}\s?%?", re.IGNORECASE)


#: A size pair in a heading: ``100x100``, ``25MM x 25MM``.
_HEADING_SIZE_PAIR = re.compile(r"(?<![\w.])\d{1,4}\s*(?:mm|m|k)?\s*[xX]\s*\d{1,4}\s*(?:mm|m|k)?(?![\w.])",
                                re.IGNORECASE)


#: The words naming emerging markets, which name sovereigns alone and qualify any other market they stand with.
_EMERGING_WORDS = frozenset({"EM", "EMERGING", "EMERGENTI", "EMERGENTS", "EMERGENTES"})
#: An emerging markets' word right before the market it qualifies: ``EM CORPORATES``.
_EM_MARKET = re.compile(r"\b(?:EM|emerging(?:\s+markets?)?)\s+([A-Za-z]+)", re.IGNORECASE)
#: Numbers a heading writes that are no level: a tenor (``5Y``, ``10yr``), a date (``23-Nov-26``, ``11/23/26``),
#: a time (``08:30``), an amount with its unit (``2MM``).
_HEADING_NO_LEVEL = re.compile(r"(?<![\w.])\d{1,2}\s?[Yy](?:rs?)?\b"
                               r"|(?<![\w.])\d{1,2}[-/ ](?:[A-Za-z]{3}|\d{1,2})[-/ ]\d{2,4}\b"
                               r"|(?<![\w.])\d{1,2}:\d{2}\b|(?<![\w.])\d+(?:\.\d+)?\s?(?:mm|m|k|bn)\b", re.IGNORECASE)


def section_hints(line: str, hints: Hints) -> Hints | None:
    """A short heading (``HY RUN``, ``EM SOVS - PX / YLD``, ``All levels in EUR``) updates the hints;
    a heading naming a side (``BUYER OF``, ``Offers:``) says the side of the one-level lines under it."""
    side = _SIDE_HEADING.match(line)
    if side is not None:
        return replace(hints, side=_heading_side(side))
    if "(" in line or "*" in line or " - " in line or "=" in line:
        sided = _sided_heading(line)
        if sided is not None:
            side, rest = sided
            # A heading naming a section beside its side ("CALLABLES - offers") opens a run of its own: the
            # measure a heading above named ("AGENCIES - T-spread / px") is not its levels'; a side alone
            # ("Offers:") is a part of the run above.
            hints = replace(hints, side=side, quote_type=None if rest else hints.quote_type)
            return (section_hints(rest, hints) if rest else None) or hints
    if "running" in line.lower() or "rec" in line.lower():
        # "DISTRESSED - pts upfront, 500 running, rec 25": a CDS section's coupon and recovery are its terms,
        # not levels (the numbers would make it a quote line)
        line = _CDS_TERMS.sub(" ", line)
    if "annual" in line or "360" in line or "quivalent" in line:
        # "(sizes per line; yields semi-annual)": how yields compound names neither a measure nor a market
        # (the semi-governments)
        line = _COMPOUNDING.sub(" ", line)
    # "ABS - spread to UST (bp) / px, 5MM unless noted": the size clause at its end is no heading word.
    words = _LETTERS.findall(_without_size_clause(line).upper())
    # "Agencies  SOFR sprd (bp) bid / ofr  px bid / ofr": the side words of its columns make a heading
    # no longer.
    # "Nordic FRNs (DM in bp over the reference rate; QM = quoted margin)": a bracket explaining the
    # section's measures is no more words of a heading than the name it follows.
    explained = _heading_words(line) if "(" in line and (";" in line or "=" in line) else len(words)
    if (not words or explained - sum(w in _HEADING_SIDE_WORDS for w in words) > 8 or len(words) > 16
            or len(_DIGIT.findall(line)) > 4
            and _DIGIT.search(_HEADING_NO_LEVEL.sub(" ", _HEADING_SIZE_PAIR.sub(" ", line)))):
        # (a heading whose only numbers are its sizes and tenor may write many: "BILLS - disc rate, 100x100:",
        # "SINGLE NAMES 5Y (bp running, 10x10)")
        return None
    words = _market_words(words)  # "HIGH YIELD (px)": the high-yield market, not a yield measure
    if len(_QUESTION_WORDS.intersection(w.lower() for w in _LETTERS.findall(line))) >= 2 or "?" in line:
        return None  # "what about the cds", "where's main?": a question in a chat, not a heading
    assets = {vocab.SECTION_WORDS[w] for w in words if w in vocab.SECTION_WORDS}
    if not assets and not _FRN_SECTION.isdisjoint(words):
        assets = {"corporate"}  # "Nordic FRNs (DM ...)": corporate floaters, after a section of CDS
    elif not assets and "SINGLE" in words and ("NAMES" in words or "NAME" in words):
        assets = {"cds"}  # "SINGLE NAMES 5Y (bp running, 10x10)": a CDS run's single-name section
    elif len(assets) == 2 and "sovereign" in assets and (em := _EM_MARKET.search(line)) is not None and (
            vocab.SECTION_WORDS.get(em[1].upper()) in assets - {"sovereign"}) and not any(
            vocab.SECTION_WORDS.get(w) == "sovereign" for w in words if w not in _EMERGING_WORDS):
        # "EM CORPORATES - 1MM per side": emerging markets' corporates, no sovereigns ("EM & rates" names two)
        assets -= {"sovereign"}
    # "BRAEMORE LOANS / MUNIS / CLO": a title over several markets names none of its lines' classes.
    asset = next(iter(assets)) if len(assets) == 1 else None
    at = next((i for i, w in enumerate(words) if w in vocab.SECTION_TYPE_WORDS), None)
    kind = vocab.SECTION_TYPE_WORDS[words[at]] if at is not None else None
    if kind is None and "rate" in line.lower() and DISCOUNT_RATE.search(line):
        kind = "yield"  # "BILLS (disc rate)": a bill's discount rate, stored as its yield (docs/quotes.md)
    if kind == "spread" and at and words[at - 1] in vocab.SWAP_BENCHMARKS:
        kind = "i_spread"  # "SOFR sprd", "MS spread": a spread over swaps
    named = {w for w in words if w in vocab.CURRENCIES}
    ccy = named.pop() if len(named) == 1 else None  # ("EUR/USD CDS FLOW": a room of both, no one currency)
    if asset is None and kind is None and ccy is None:
        return None
    # A new asset-class heading starts a new run, whose quote type is unknown until it says.
    kind = kind or (hints.quote_type if not asset else None)
    return replace(hints, asset_class=asset or hints.asset_class, quote_type=kind, currency=ccy or hints.currency)
