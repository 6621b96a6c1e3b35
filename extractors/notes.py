"""The sizes a run states once for its quotes: ``Sizes: EUR 10mm single names, 50mm indices``,
``All sizes 5x5 unless stated``, ``CDS (bps, USD 5mm)``.

Runs often state their sizes once, over or under the table, instead of on every row. Every way a
dealer says so is a row of :data:`STATEMENTS`; :func:`run_sizes` reads a document with them (once,
in ``lines.document_hints``) and :func:`apply_run_sizes` gives each quote the run gave no size the
size stated for its kind (docs/quotes.md, "Sizes"). A size on the row always wins. A kind stated
with two different sizes gets neither: no quote may borrow a size the run is unsure of.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace

from extractors import vocab
from extractors.model import Quote
from extractors.numbers import parse_size

#: (bid size, ask size)
Size = tuple[float | None, float | None]

_INDEX_WORDS = frozenset({"ITRX", "ITRAXX", "CDX", "XOVER", "INDEX", "IDX", "MAIN", "HYFIN", "SNRFIN"})


@dataclass(frozen=True, slots=True)
class RunSizes:
    """The sizes a run states once, by the quotes they are for (hashable: it travels in ``Hints``)."""

    index: Size | None = None  # CDS indices ("50mm indices")
    single: Size | None = None  # CDS single names ("10mm single names")
    default: Size | None = None  # every quote neither of those covers ("Sizes: 5mm")
    #: By asset class, from a heading naming its section's size ("CLO, 3mm:", "CDS (bp, 10x10):")
    #: or a list naming each kind before its amount ("Sizes: UST 25mm, agencies 10mm"); by a
    #: government's ticker as ``ticker:MBONO`` ("MBONOS MXN 100mm por lado").
    assets: tuple[tuple[str, Size], ...] = ()
    floater: Size | None = None  # floating-rate notes ("FRNs 3mm per side")
    cash: Size | None = None  # bonds and loans beside CDS ("Cash USD 2mm, CDS USD 10mm")
    #: By the label of a section the run heads ("IG 5mm, HY 2mm per side" over an "IG" table and a "HIGH
    #: YIELD" one: both corporates), in the order stated (``label_section``).
    labels: tuple[tuple[str, Size], ...] = ()
    #: A size stated in the face a tranche trades in ("Offerings, 2MM current face each"): over a
    #: column of each tranche's current face, the amount offered (the face is how much is outstanding).
    face: Size | None = None

    def within(self, document: RunSizes | None) -> RunSizes:
        """A section's sizes over the document's: each kind of quote the section states a size for
        takes it, the others the document's ("Sizes 5MM per side" over a table, "Floaters 3MM per
        side" under it: the floaters 3MM)."""
        if document is None:
            return self
        return RunSizes(index=self.index or document.index, single=self.single or document.single,
                        default=self.default or document.default, assets=self.assets + document.assets,
                        floater=self.floater or document.floater, cash=self.cash or document.cash,
                        labels=self.labels + document.labels, face=self.face or document.face)

    def unlabelled(self, named: Collection[str]) -> Size | None:
        """The size of the one labelled section no heading ``named``: the rows before the first
        label heading ("IG 5mm, HY 2mm" over a table whose only section row is "HIGH YIELD")."""
        left = [size for label, size in self.labels if label not in named]
        return left[0] if len(left) == 1 and named else None

    def label_section(self, heading: str) -> RunSizes | None:
        """The sizes of the section ``heading`` opens when it is labelled as one this run sizes
        (``HIGH YIELD - px / YTW %``; its quotes are corporates: IG and HY), or ``None``."""
        label = section_label(heading) if self.labels else None
        size = next((size for name, size in self.labels if name == label), None) if label else None
        return RunSizes(default=size, assets=(("corporate", size),), labels=((label, size),)) if size else None

    def for_quote(self, q: Quote, floating: bool = False) -> Size | None:
        words = q.description.split()
        # a size stated for a government's bonds ("BTPs 10mm") beats one for their asset class
        by_asset = next((size for scope, size in self.assets if scope.startswith("ticker:")
                         and not _TICKER_ALIASES.get(scope[7:], {scope[7:]}).isdisjoint(words)),
                        None) or next((size for asset, size in self.assets if asset == q.asset_class), None)
        if not _INDEX_WORDS.isdisjoint(q.description.split()):
            return self.index or by_asset or self.default
        if q.asset_class == "cds":
            return self.single or by_asset or self.default
        return (self.floater if floating else None) or by_asset or self.cash or self.default


#: The most a run quotes one instrument for, by asset class (else _MAX_SIZE): a larger amount read as a
#: quote's size is the issue's, the facility's or the face outstanding ("size $1,250MM" on a loan).
_MAX_SIZE_BY_ASSET = {"loan": 100e6, "government": 5e9, "agency": 5e9, "cds": 2e9}
_MAX_SIZE = 500e6


def _plausible_size(q: Quote) -> Quote:
    most = _MAX_SIZE_BY_ASSET.get(q.asset_class, _MAX_SIZE)
    if (q.bid_size or 0) >= most or (q.ask_size or 0) >= most:
        return replace(q, bid_size=None, ask_size=None)
    return q


def apply_run_sizes(quotes: Sequence[Quote], sizes: RunSizes | None) -> list[Quote]:
    """The quotes, those without any size given the size the run states for their kind, on the
    sides they quote; a size no run quotes for (an issue's amount) is none."""
    quotes = [_plausible_size(q) for q in quotes]
    if sizes is None:
        return quotes
    # A floater is quoted in DM: every quote of a row holding a DM is a floater's.
    floating = {q.location for q in quotes if q.quote_type == "dm"} if sizes.floater else set()
    out = []
    for q in quotes:
        if q.bid_size is None and q.ask_size is None:
            size = sizes.for_quote(q, q.location in floating or not vocab.FRN_WORDS.isdisjoint(q.description.split()))
            if size is not None:
                q = replace(q, bid_size=size[0] if q.bid is not None else None,
                            ask_size=size[1] if q.ask is not None else None)
        elif (q.bid_size is None) != (q.ask_size is None) and q.bid is not None and q.ask is not None:
            # "px 96.10 bid, 5mm; offer 96.60": one side sized in its clause, the other by the run's statement
            size = sizes.for_quote(q, q.location in floating or not vocab.FRN_WORDS.isdisjoint(q.description.split()))
            if size is not None:
                q = replace(q, bid_size=q.bid_size if q.bid_size is not None else size[0],
                            ask_size=q.ask_size if q.ask_size is not None else size[1])
        out.append(q)
    return out


# --- where on its line a statement may stand ---------------------------------------------------------

#: A level on a line before a size phrase: "our market 94.10 / 94.60, 2mm each way" sizes that quote only.
_LEVEL_BEFORE = re.compile(r"\d[.,]\d|\d\s*/\s*[+-]?\d")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_DATE = re.compile(r"(?<![\d/])\d{1,2}/\d{1,2}/\d{2,4}(?![\d/])")
#: A date, or a heading's month and day, ``4/14`` (never a market: no month 72).
_DAY_DATE = re.compile(r"(?<![\d/.])(?:\d{1,2}/\d{1,2}/\d{2,4}|(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01]))(?![\d/.])")


def _free(line: str, m: re.Match[str]) -> bool:
    """No level before the phrase on its line (a date is none: "As of 04/02/2027 09:00 ET.")."""
    if "/" not in line[:m.start()]:
        return _LEVEL_BEFORE.search(line, 0, m.start()) is None
    return _LEVEL_BEFORE.search(_DATE.sub(" ", line[:m.start()])) is None


def _free_sentence(line: str, m: re.Match[str]) -> bool:
    """No level before the phrase in its sentence: "... EURUSD 1.0912. Single names USD 5mm, indices
    25mm per side." states the run's sizes after a sentence of market levels."""
    start = max(line.rfind(". ", 0, m.start()), line.rfind("; ", 0, m.start())) + 1
    if "/" in line[start:m.start()] and _DAY_DATE.search(line, start, m.start()):
        # "Loan levels 4/21 - 1MM clips": a date is no level; numbers besides it may be ("... 09/29 88 - 89 and ...")
        before = _DAY_DATE.sub(" ", line[start:m.start()])
        return _LEVEL_BEFORE.search(before) is None and len(_NUMBER.findall(before)) < 2
    return _LEVEL_BEFORE.search(line, start, m.start()) is None


def _heading_free(line: str, m: re.Match[str]) -> bool:
    """No level before the phrase, and no colon after it opening levels: "UST 25x25: T 4 12/31/32 99-30 /
    99-30+" labels the quotes of its own line with their size (the line grammar reads it), not the run's."""
    if not _free(line, m):
        return False
    rest = line[m.end():].lstrip()
    return not (rest.startswith(":") and _HEADING_LEVEL.search(rest) is not None)


def _opening(line: str, m: re.Match[str]) -> bool:
    """No level before, and the phrase starts the line or follows punctuation ("Sizes: 2mm",
    "(bps, sizes 5mm)", "As of 04/02/2027 09:00 ET. Sizes 5MM unless noted."): "Bid sizes 1MM, offers
    2MM" is another statement's."""
    before = line[max(0, m.start() - 12):m.start()].rstrip(" \t")
    return (not before or before[-1] in ".;,(") and _free(line, m)


def _apart(line: str, m: re.Match[str]) -> bool:
    """A heading: the line holds no levels outside the phrase ("CDS (bps, USD 5mm) - 18-Nov-2026")."""
    outside = line[:m.start()] + line[m.end():]
    if "/" in outside:
        outside = _DAY_DATE.sub(" ", outside)  # "IG INDUSTRIALS  4/14  (2MM unless noted)"
    return "/" not in outside and len(_NUMBER.findall(outside)) <= 3


# --- the ways a run states its sizes ---------------------------------------------------------------

_UNITS = r"mm|mn|mio|mln|millions?|millones|millionen|milioni|k|m"


def _amount(name: str) -> str:
    """An amount and its unit, after a currency or not, in the groups ``name`` and ``name_unit``."""
    return (rf"(?:(?:usd|eur|gbp|chf|aud|cad|jpy|a\$|c\$|\$|€|£)\s*)?(?P<{name}>\d{{1,3}}(?:[.,]\d+)?)\s*"
            rf"(?P<{name}_unit>{_UNITS})\b(?:(?<=mio|mln)\.)?{_RATE_TENOR}")  # "10 Mio. per side"


#: After "3m", a rate's name: "coupon over 3m SOFR", "3M BBSW + margin" name a tenor, not an amount.
_RATE_TENOR = r"(?!\s*(?:bbsw|bbsy|euribor|libor|sofr|sonia|cdor|tibor|jibar|estr|€str)\b)"


@dataclass(frozen=True, slots=True)
class Statement:
    """One way a run states its sizes. A line is tried only when it holds one of ``needs`` (most
    documents hold none, and the patterns are not run on them); ``stands`` says where on its line
    the phrase may stand. A match is read by its groups: ``bid``/``bid_unit`` and
    ``ask``/``ask_unit`` (a bare number is millions), ``size``/``size_unit`` for both sides, or
    ``scoped``: amounts each followed by the kind of quote it is for."""

    needs: tuple[str, ...]
    pattern: re.Pattern[str]
    stands: Callable[[str, re.Match[str]], bool] = _free


def _statement(needs: tuple[str, ...], pattern: str, stands: Callable[[str, re.Match[str]], bool] = _free) -> Statement:
    # Lines are read lower case, and every pattern is written so: no IGNORECASE, which makes a long
    # alternation of words (the section names of "fixed-rate SSA 10x10") twice as slow.
    assert not any(c.isupper() for c in re.sub(r"\\[A-Za-z]|\(\?P<\w+>", "", pattern)), pattern  # escapes aside
    return Statement(needs, re.compile(pattern), stands)


#: A currency before an amount in a list of sizes, or none.
_LIST_CURRENCY = r"(?:(?:usd|eur|gbp|chf|\$|€|£)\s*)?"
#: One item of a list of sizes by kind: the kind's words, a currency or not, an amount.
_LIST_ITEM = (rf"[a-z][a-z &]{{0,24}}?\s+{_LIST_CURRENCY}\d{{1,3}}(?:[.,]\d+)?\s?(?:mm|mn|mln|mio)"
              # "single names 5mm per side, indices 25mm", "LOANS 1MM, CLO 2MM CURRENT FACE"
              r"(?:\s+(?:per side|each way|each side|a side|both ways|current face|cur face|original face))?")

#: One item of a list of bid x offer sizes by kind: ``agencies 10x10``.
_PAIR_ITEM = r"[a-z][a-z &]{0,24}?\s+\d{1,3}\s?x\s?\d{1,3}"
_PAIR_ITEMS = re.compile(r"(?P<words>[a-z][a-z &]{0,24}?)\s+(?P<bid>\d{1,3})\s?x\s?(?P<ask>\d{1,3})")

#: An amount, then the kind of CDS it sizes: ``EUR 10m single names``, ``50mm indices``.
_KIND_AMOUNT = (rf"{_LIST_CURRENCY}\d{{1,3}}(?:[.,]\d+)?\s?(?:mm|mn|mio|mln|m)\s+"
                r"(?:single[- ]names?|ind(?:ices|ex(?:es)?))\b")

#: Lines are read lower case.
STATEMENTS = (
    # "Sizes: EUR 10mm single names, 50mm indices unless agreed.", "* Notional: 5mm" (a colon after
    # the word; a remark such as "Sizes 2-5mm on the sovs, call for bigger" is no size of any quote),
    # also as a footnote's second sentence ("(1) Change on day, bp. Sizes: EUR 10mm single names"),
    # never after a level ("ACME 99.5/100. Sizes: 2mm" sizes its own line; "BID / OFFER. SIZES: ..." is no level);
    # a time is no level ("Wed 17-Mar-2027 08:05 ET. Sizes: bullets 5MM, discount notes 25MM per side.")
    _statement(("size", "notional"),
               r"^(?=.{0,160}$)(?:(?:[^:/\d]|\d(?![.,]\d)|(?<=\d):(?=\d\d)|(?<!\d)(?<!\d )/(?! ?[\d+-]))*?[.;]\s+)?"
               r"[\s*-]*"
               r"(?:sizes?|notionals?)\s*:\s*(?P<scoped>.+)$"),
    # "Market: CDX IG 52.6, UST 10y 4.21. Sizes: IG 5mm, EM 2mm, CDS 10x10 unless noted.": a sentence of its
    # own after market levels, a blanket ("unless noted") over the run
    _statement(("size",), r"(?:^|(?<=[.;] ))[\s*-]*sizes?\s*:\s*(?P<scoped>[^.;]*?\bunless\b[^.;]*)", _free_sentence),
    # "CDS (bps, USD 5mm)", "(EUR 10mm)": a heading's bracket naming the run's unit and size
    _statement(("bp", "usd", "eur", "gbp", "chf", "jpy"),
               r"\((?P<scoped>[^()]*\b(?:bps?|usd|eur|gbp|chf|jpy)\b[^()]*)\)", _apart),
    # "Sizes: GBP 25mm.", "Size USD 10mm unless a note says otherwise", "sizes 2MM unless noted"
    # "All sizes 5mm unless noted": "all" opens the statement as a line's start would
    _statement(("size",), rf"\b(?:(?:min(?:imum)?|all)\s+)?sizes?\s*:?\s*{_amount('size')}"
                          r"(?=\s*(?:$|[.,;)]|unless|per side|each way|each side|a side|both ways"
                          r"|on (?:each|both) sides?))",
               _opening),
    # "EUR 5mm per side", "USD 2 millones por lado", "1mm each way unless stated"; the kind of quote
    # named right before is the size's scope ("Loans 1mm per side", "FRNs 3mm per side")
    # "IG 5mm each unless otherwise stated": "each" alone before "unless" or the sentence's end
    _statement(("side", "each way", "both ways", "lado", "par c", "seite", "lato", "each"),
               rf"(?:(?P<kind>[a-z][a-z &]{{0,24}}?)\s+)?{_amount('size')}\s+"
               r"(?:per side|each way|each side|a side|both ways|por lado|par c[oô]t[ée]|(?:pro|je) seite|per lato"
               r"|each(?=\s*(?:unless\b|[.;]|$)))\b",
               _free_sentence),
    # "EM 2mm, FRNs 3mm per side.", "Cash USD 2mm, CDS USD 10mm per side.", "UST 25mm, agencies 10mm
    # per side unless shown": a line (or a sentence of
    # one) listing each kind of quote before its amount; read only when every amount names its kind (_read).
    _statement(("mm", "mn", "mln", "mio"),
               rf"(?:^|(?<=[.;:] ))[\s*-]*(?P<listed>(?:{_LIST_ITEM}\s*(?:[,;/]|\band\b)\s*)+{_LIST_ITEM})"
               r"(?:\s+(?:per side|each way|each side|a side|both ways))?\s*(?:[.;](?:\s|$)|$|unless\b)",
               _free_sentence),
    # "All 5MM unless noted.", "All bonds 2mm unless stated": a blanket size without the word "size"
    _statement(("unless",), rf"^[\s*-]*all\s+(?:[a-z]+\s+)??{_amount('size')}\s+unless\b"),
    # "CONVERTS (px b - o, 1mm)": a section's heading, its size in the bracket after its name
    # (never one end of a range: "EM run (USD, 2-5mm)")
    # ("IG INDUSTRIALS  4/14   (2MM unless noted)": the day's date between them)
    _statement(("mm",), rf"^[\s*-]*(?P<kind>[a-z][a-z &/]{{0,30}}?)\s*(?:\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?\s*)?"
                        rf"\([^()]*?\b(?<!\d[-/\u2013]){_amount('size')}"
                        r"[^()]*\)\s*$"),
    # "10x10 unless stated": bid and offer size, in millions
    # "All sizes 5x5 (MM) unless shown"
    _statement(("unless",), r"\b(?P<bid>\d{1,3})\s*x\s*(?P<ask>\d{1,3})\s*(?:mm|\(mm\))?\s+unless\b"),
    # "All CDS 10x10 unless stated; indices 50x50", "single names 10x10", "Cash 2mm per side, CDS 10x10":
    # a kind, then its bid x offer
    _statement(("indices", "index", "single name", "cds"),
               r"\b(?P<scope>indices|index|single[- ]names?|cds)\s*:?\s*"
               r"(?P<bid>\d{1,3})\s*x\s*(?P<ask>\d{1,3})\b(?!\s*/)"),
    # "sizes 10x10 single names, 25x25 index unless I say": the bid x offer, then the kind it sizes
    _statement(("single name", "index", "indices"),
               r"(?<![\w./-])(?P<bid>\d{1,3})\s*x\s*(?P<ask>\d{1,3})\s+"
               r"(?P<scope>single[- ]names?|ind(?:ices|ex(?:es)?))\b"),
    # "fixed-rate SSA 10x10", "UST 25x25 (MM)", "Floaters 3x3.": a section's bid x offer, in millions
    _statement(tuple(f"{d}x" for d in "0123456789"),
               rf"\b(?P<scope>{'|'.join(sorted((w.lower() for w in vocab.SECTION_WORDS), key=len, reverse=True))}"
               r"|frns?|floaters?)"
               r"\s*:?\s*(?P<bid>\d{1,3})\s*x\s*(?P<ask>\d{1,3})\b(?!\s*/)", _heading_free),
    # "UST 25x25, agencies 10x10.", "IG 5x5, HY 2x2 unless a size is shown": a list naming each kind
    # of quote before its bid x offer (millions)
    _statement(tuple(f"{d}x" for d in "0123456789"),
               rf"(?:^|(?<=[.;:] ))[\s*-]*(?P<pairs>(?:{_PAIR_ITEM}\s*(?:[,;/]|\band\b)\s*)+{_PAIR_ITEM})"
               r"\s*(?:[.;](?:\s|$)|$|unless\b)"),
    # "CDS in bp, EUR 10m single names / 50m indices": amounts each followed by the kind of CDS they
    # size, without the word "sizes"
    _statement(("single name", "indices"),
               rf"(?P<scoped>{_KIND_AMOUNT}(?:\s*(?:[,/;&]|\band\b)\s*{_KIND_AMOUNT})+)", _free_sentence),
    # "Levels for 3MM current face unless noted": a securitisation run's size, in the face it trades in;
    # "all levels for 3mm current face": every level's
    # "Offerings, 2MM current face each.", "2MM current face per line": the same, said of each row
    _statement(("face",), rf"\b{_amount('size')}\s+(?:current|cur|original|orig)\.?\s+face(?:\s+available)?"
                          r"(?:\s+unless\b|\s+(?:on\s+)?each\b|\s+per\s+(?:side|line|tranche|bond|item|piece)\b"
                          r"|(?=\s*(?:[.;]|$)))",
               _free_sentence),
    _statement(("face",), rf"\blevels?\s+(?:are\s+)?for\s+{_amount('size')}\s+"
                          r"(?:current|cur|original|orig)\.?\s+face\b", _free_sentence),
    # "sizes 1x1 on loans unless I say": a bid x offer for the kind of quote it names
    _statement(("size",), r"\bsizes?\s+(?P<bid>\d{1,3})\s*x\s*(?P<ask>\d{1,3})\s+(?:on|for)\s+(?:the\s+)?"
                          r"(?P<scope>[a-z]+)", _free_sentence),
    # "Levels in px, 1mm clips unless noted": a loan run's clip size, stated for every row without its own
    # (or ending its clause: "Levels in price; 1MM clips.")
    # (a range, "2-5mm clips", is no size)
    _statement(("clip",), rf"(?<![-\u2013/])\b{_amount('size')}\s+clips?(?:\s+unless\b|\s*(?:[.;]|$))",
               _free_sentence),
    # "qty_mm is the size each way; blank = 1MM", "blank = 5x5": the size of a row whose size cell is empty
    _statement(("blank",), rf"\b(?:blanks?|empty)\s*(?:=|:|means|is)\s*{_amount('size')}(?!\s*x)", _free_sentence),
    _statement(("blank",), r"\b(?:blanks?|empty)\s*(?:=|:|means|is)\s*(?P<bid>\d{1,3})\s*x\s*(?P<ask>\d{1,3})\b",
               _free_sentence),
    # "Bid sizes 1MM, offers 2MM": each side its own
    _statement(("size",), rf"\bbids?\s+sizes?\s*:?\s*{_amount('bid')}\s*[,;/]?\s*(?:and\s+)?"
                          rf"(?:offers?|asks?)(?:\s+sizes?)?\s*:?\s*{_amount('ask')}"),
)

#: An amount in a scoped list, not one end of a range (``2-5mm``, ``5/10mm``), and the words after it.
_SCOPED_AMOUNT = re.compile(r"(?<![\w.\-/\u2013])(?P<number>\d+(?:[.,]\d+)?)\s?(?P<unit>mm|mln|mio|mn|m|k|bn)\b"
                            rf"(?![\-/\u2013]\d){_RATE_TENOR}(?P<words>[^,;\d]*)")
#: The kinds of quote a scoped amount may be for, by the words naming them (else it is for all); a
#: section's name (``UST``, ``agencies``, ``EM``, ``CDS``) scopes it to that asset class.
_SCOPES = (("index", re.compile(r"\bind(?:ex|ices|exes)\b")), ("single", re.compile(r"\bsingle[- ]names?\b")),
           ("floater", re.compile(r"\b(?:frns?|floaters?|floating)\b")),
           # "Cash USD 2mm, CDS 10mm", "Montos: bonos USD 2mm por lado; CDS USD 10mm"
           ("cash", re.compile(r"\b(?:cash|bonos)\b")))
#: Where one item of a list of amounts starts: after a comma, a semicolon, a colon or a slash.
_ITEM_START = re.compile(r"[,;:/]|\band\b")
_SCOPE_WORDS = re.compile(r"[a-z]+")


def _sections(words: str) -> list[str]:
    """The asset classes ``words`` name as a run's sections do (``agencies``, ``CLO``, ``CDS``), in order."""
    words = _SEMI_GOVERNMENT.sub("semis", words)  # Australia's state bonds, not its government's
    return [vocab.SECTION_WORDS.get(w.upper()) or _QUASI_WORDS[w] for w in _SCOPE_WORDS.findall(words)
            if w.upper() in vocab.SECTION_WORDS or w in _QUASI_WORDS]


#: "LatAm sovs + quasis, 2mm per side": quasi-sovereigns are their states' companies' bonds.
_QUASI_WORDS = {"quasi": "corporate", "quasis": "corporate", "quasies": "corporate"}


_SEMI_GOVERNMENT = re.compile(r"\bsemi[- ]?gov(?:ernmen)?ts?\b", re.IGNORECASE)


def _tickers(words: str) -> list[str]:
    """The governments' bond tickers ``words`` name that no section word does (``BTPs``, ``MBONOS``)."""
    out = []
    for w in _SCOPE_WORDS.findall(words):
        up = w.upper()
        if up not in vocab.SECTION_WORDS:
            out += [t for t in (up, up[:-1] if up.endswith("S") else "") if t in _GOVT_WORDS]  # "BTPs": BTPS, BTP
    return out


_GOVT_WORDS = frozenset(vocab.GOVT_TICKERS) | vocab.SOVEREIGN_TICKERS
#: A government family's name and the tickers its bonds are keyed by: "OATs 25mm" sizes "FRTR 3 11/25/34".
_TICKER_ALIASES = {"OAT": {"OAT", "FRTR"}, "OATS": {"OAT", "FRTR"}, "BUND": {"BUND", "DBR", "OBL", "BKO"},
                   "BUNDS": {"BUND", "DBR", "OBL", "BKO"}, "BTP": {"BTP", "BTPS"}, "BTPS": {"BTP", "BTPS"},
                   "GILT": {"GILT", "UKT"}, "GILTS": {"GILT", "UKT"}}


def _scopes(words: str) -> list[str]:
    """Every kind of quote ``words`` name, the named kinds first (``floaters and agencies`` ->
    ``floater``, ``asset:agency``)."""
    return ([name for name, pattern in _SCOPES if pattern.search(words)] + [f"asset:{a}" for a in _sections(words)]
            + [f"ticker:{t}" for t in _tickers(words)])


def _scope(words: str) -> str | None:
    """The one kind of quote ``words`` name (``single names``, ``FRNs``, ``agencies`` -> ``asset:agency``):
    the first named kind, else the asset class when only one is named."""
    scopes = _scopes(words)
    if scopes and not scopes[0].startswith("asset:"):
        return scopes[0]
    assets = set(scopes)
    return assets.pop() if len(assets) == 1 else None


_SCALE = {"mm": 1e6, "mn": 1e6, "mio": 1e6, "mln": 1e6, "million": 1e6, "millions": 1e6, "millones": 1e6,
          "millionen": 1e6, "milioni": 1e6, "k": 1e3}
#: Smaller amounts are no run's notional.
_MIN_SIZE = 100_000


def _size(number: str, unit: str | None) -> float | None:
    scale = _SCALE.get(unit or "")
    if scale is None:
        return parse_size(number + (unit or ""))  # "5m", "1bn"; a bare number ("10x10") is millions
    return float(number.replace(",", ".")) * scale


def _read(m: re.Match[str]) -> Iterator[tuple[str, Size]]:
    """(kind of quote, size) pairs a statement's match states."""
    groups = m.groupdict()
    if "scoped" in groups or "listed" in groups:
        text = m["scoped"] if "scoped" in groups else m["listed"]
        read = []
        labelled = []  # "IG 5mm, HY 2mm": the sizes of sections labelled so too
        for amount in _SCOPED_AMOUNT.finditer(text):
            size = _size(amount["number"], amount["unit"])
            if size is not None and size >= _MIN_SIZE:
                # The kind is named after the amount ("10mm single names") or before it ("UST 25mm").
                before = _ITEM_START.split(text[:amount.start()])[-1]
                read.append((_scope(amount["words"]) or _scope(before), (size, size)))
                if label := section_label(before) or section_label(amount["words"]):
                    labelled.append((f"label:{label}", (size, size)))
        if "scoped" in groups:
            # "Sizes: IG 5mm, EM 2mm, CDS 10x10 unless noted": a kind's bid x offer among the amounts
            for p in _PAIR_ITEMS.finditer(text):
                scope = _scope(p["words"])
                if scope is not None and min(int(p["bid"]), int(p["ask"])) * 1e6 >= _MIN_SIZE:
                    read.append((scope, (float(p["bid"]) * 1e6, float(p["ask"]) * 1e6)))
        if "listed" in groups and any(scope is None for scope, _ in read):
            return  # "Desk 2mm, call 5mm": a list that does not name its kinds sizes nothing
        yield from ((scope or "default", size) for scope, size in read)
        if len({label for label, _ in labelled if label[6:] in _CURRENCY_LABELS}) < 2:
            # "(bps, USD 5mm)": the currency of one size, no sections by currency
            labelled = [(label, size) for label, size in labelled if label[6:] not in _CURRENCY_LABELS]
        yield from labelled
    elif "pairs" in groups:
        pairs = [(_scope(p["words"]), (float(p["bid"]) * 1e6, float(p["ask"]) * 1e6), _sized_section(p["words"]))
                 for p in _PAIR_ITEMS.finditer(m["pairs"])]
        if all(scope is not None for scope, _, _ in pairs):  # as a list of amounts: every kind named
            for scope, size, label in pairs:
                if min(size) >= _MIN_SIZE:
                    yield scope, size  # type: ignore[misc]
                    if label:
                        yield f"label:{label}", size
    elif "bid" in groups:
        bid, ask = _size(m["bid"], groups.get("bid_unit")), _size(m["ask"], groups.get("ask_unit"))
        if bid is not None and ask is not None and min(bid, ask) >= _MIN_SIZE:
            scope = _scope(groups.get("scope") or "") or "default"  # "indices 50x50", "CDS 10x10"
            yield scope, (bid, ask)
            if label := _sized_section(groups.get("scope") or ""):
                yield f"label:{label}", (bid, ask)
    else:
        size = _size(m["size"], m["size_unit"])
        if size is not None and size >= _MIN_SIZE:
            # "Floaters and agencies 5mm per side": each kind named before the amount; else the
            # section the line starts with ("FRNs (DM over SOFR / px) 3mm per side")
            kinds = _scopes(m["kind"]) if groups.get("kind") else []
            if not kinds and "kind" in groups:
                # the start of the phrase's own sentence: "Refs: UST 10y 4.19. Sizes USD 2mm per side"
                # sizes the run, not its governments
                before = m.string[:m.start()].split(". ")[-1]
                # "BULLETS - spread to UST (bp) and price, 10MM each": the benchmark names no kind of quote
                kinds = _scopes(_BENCHMARK_NAMED.sub(" ", before.split("(")[0]))
            for scope in kinds or ["default"]:
                yield scope, (size, size)
            if not kinds and _IN_FACE.search(m.group(0)):
                yield "face", (size, size)
            if groups.get("kind") and (label := _sized_section(m["kind"])):
                yield f"label:{label}", (size, size)


_IN_FACE = re.compile(r"\b(?:current|cur)\.?\s+face\b")
_BENCHMARK_NAMED = re.compile(r"\b(?:to|vs\.?|over|versus|against)\s+(?:the\s+)?\S+")


#: The labels of a run's sections that name no asset class of their own (IG and HY are both
#: corporates), as a heading or a size statement writes them.
_CURRENCY_LABELS = ("USD", "EUR", "GBP", "CHF", "JPY", "AUD", "CAD")
_SECTION_LABELS = (("IG", re.compile(r"(?:ig|hg|high[- ]grade|investment[- ]grade)\b")),
                   ("HY", re.compile(r"(?:hy|high[- ]yield)\b")),
                   # "Sizes: bullets 5MM, discount notes 25MM" over an agency sheet's "BULLETS - offer price"
                   # and "DISCOUNT NOTES - discount rate" sections
                   ("BULLETS", re.compile(r"bullets?\b")),
                   ("CALLABLES", re.compile(r"callables?\b")),
                   ("DISCOUNT NOTES", re.compile(r"(?:discount|disco) notes?\b|dns?\b")),
                   # "Sizes: USD 5mm, EUR 10mm per side" over "USD SSA - spread to UST" and "EUR SSA - ...":
                   # sections by currency
                   *((ccy, re.compile(rf"{ccy.lower()}\b")) for ccy in _CURRENCY_LABELS))


def _sized_section(words: str) -> str | None:
    """The label of the section one amount sizes (``HY 2x2``); a currency before one amount is that
    amount's ("USD 10x10"), no section: only a list of two currencies' sizes names sections by them."""
    label = section_label(words)
    return label if label not in _CURRENCY_LABELS else None


_SIZE_WORD = re.compile(r"^sizes?\s*:?\s*")


def section_label(text: str) -> str | None:
    """The section label ``text`` starts with (``HIGH YIELD - px / YTW %`` -> ``HY``), or ``None``."""
    low = _SIZE_WORD.sub("", " ".join(text.lstrip(" \t*-#").lower().split()))  # "Sizes HG 5x5", "HIGH   YIELD"
    return next((label for label, pattern in _SECTION_LABELS if pattern.match(low)), None)


def _lines_holding(low: str, words: tuple[str, ...]) -> Iterator[str]:
    """Each line of ``low`` holding one of ``words``, once."""
    seen: set[int] = set()  # the lines' starts
    for word in words:
        at = low.find(word)
        while at >= 0:
            start = low.rfind("\n", 0, at) + 1
            end = low.find("\n", at)
            end = len(low) if end < 0 else end
            if start not in seen:
                seen.add(start)
                yield low[start:end].rstrip("\r")
            at = low.find(word, end)


#: A heading's amount and the words after it: "2mm cash / 5mm CDS", "(bp, 10x10)".
#: (Never after "per": "DV01 per 1MM" is a rate's denominator. The words end at a comma: "10x10, spread
#: to the UST curve" does not size the governments.)
_HEADING_AMOUNT = re.compile(r"(?<![\w.])(?<!per )(?:(?P<bid>\d{1,3})x(?P<ask>\d{1,3})|(?P<number>\d+(?:[.,]\d+)?)\s?"
                             r"(?P<unit>mm|mn|mio|k))\b(?P<words>[^\d:,;]*)")
#: A short line ending in a colon with an amount in it: where a heading states its section's size.
_HEADING_LINE = re.compile(r"^[^\n:]{0,78}\d(?:mm|mn|mio|k|x\d)[^\n]{0,70}:[ \t\r]*$", re.MULTILINE)


def _one_section(text: str) -> str | None:
    """The asset class ``text`` names when it names exactly one (``CLO, 3mm``), else ``None`` (the
    benchmark of "BULLETS vs UST" names none)."""
    named = set(_sections(_BENCHMARK_NAMED.sub(" ", text)))
    return named.pop() if len(named) == 1 else None


def _heading_sizes(line: str) -> Iterator[tuple[str, Size]]:
    """``CLO, 3mm:``, ``CDS (bp, 10x10):``, ``EM cash and sovereign CDS, 2mm cash / 5mm CDS:``: a
    heading (a short line ending in a colon, no level on it) naming its section's size. An amount
    followed by a section's name is that section's; else it is the one section the heading names,
    or every quote's."""
    text = line.strip()
    if not text.endswith(":") or len(text) > 80 or _LEVEL_BEFORE.search(text):
        return
    only = _one_section(text)
    for m in _HEADING_AMOUNT.finditer(text):
        if m["bid"]:
            size: Size = (float(m["bid"]) * 1e6, float(m["ask"]) * 1e6)
        else:
            amount = _size(m["number"], m["unit"])
            if amount is None:
                continue
            size = (amount, amount)
        if min(v or 0 for v in size) < _MIN_SIZE:
            continue
        after = _sections(m["words"])
        scope = after[0] if after else only or "default"
        yield (f"asset:{scope}" if scope != "default" else scope), size


_SPACES = re.compile(r"[ \t]{2,}")


def run_sizes(text: str) -> RunSizes | None:
    """The sizes a document's text states for its quotes, or ``None`` when it states none."""
    low = text.lower()
    if "  " in low:
        low = _SPACES.sub(" ", low)  # a PDF's laid-out line: "A$5m  per  side"
    if " | " in low:
        # "9 Feb 2027 | CDS running bp | Sizes: USD 10mm single names, 50mm indices": a page header of
        # fields, each a statement of its own.
        low = low.replace(" | ", "\n")
    stated: dict[str, set[Size]] = {}
    if ":" in low:
        # _HEADING_LINE.finditer(low) with MULTILINE, tried only on the lines ending in a colon: the
        # pattern, run from each line's start, walks 78 characters of every line before it fails.
        for line in low.split("\n"):
            if line.rstrip(" \t\r").endswith(":") and _HEADING_LINE.match(line):
                for scope, size in _heading_sizes(line):
                    stated.setdefault(scope, set()).add(size)
    holding: dict[tuple[str, ...], list[str]] = {}
    for statement in STATEMENTS:
        for word in statement.needs:  # a loop, not any(): a generator per statement costs more than the test
            if word in low:
                break
        else:
            continue
        if statement.needs not in holding:  # two statements need a bid x offer ("10x10"): found once
            holding[statement.needs] = list(_lines_holding(low, statement.needs))
        for line in holding[statement.needs]:
            for m in statement.pattern.finditer(line):
                if statement.stands(line, m):
                    for scope, size in _read(m):
                        stated.setdefault(scope, set()).add(size)
    # A kind stated with two different sizes gets neither.
    found = {scope: sizes.pop() for scope, sizes in stated.items() if len(sizes) == 1}
    labels = tuple((scope[6:], found.pop(scope)) for scope in list(found) if scope.startswith("label:"))
    assets = tuple((scope.removeprefix("asset:"), found.pop(scope)) for scope in sorted(found) if ":" in scope)
    return RunSizes(**found, assets=assets, labels=labels) if found or assets or labels else None


# --- the sizes a section's heading states for the lines under it -------------------------------------

#: Where a line may state a size at all: an amount with its unit, or a bid x offer pair.
_SIZE_HINT = re.compile(r"\d\s?(?:x\s?\d|mm|mn|mio|m\b|k\b)", re.IGNORECASE)
#: A bid x offer pair in millions standing alone ("50x50 on the run", "Agencies, 10x10, spread to ...").
_HEADING_PAIR = re.compile(r"(?<![\w./-])(?P<bid>\d{1,3})\s?x\s?(?P<ask>\d{1,3})(?![\w./-])")
#: An amount a section is quoted in, with no statement's words: "Loans in px, 1MM clips.",
#: "CLO / ABS, 2MM current face:", "IG on T-spread (bp) and cash px, 5MM unless noted."
_HEADING_AMOUNT_OF = re.compile(rf"(?<![\w./-]){_amount('size')}\s+(?:clips?|current face|original face|pieces"
                                r"|unless (?:noted|stated|shown|otherwise))\b")


#: An amount ending a heading after a dash or a comma: "EM SOVEREIGNS (USD) - price / yield to maturity - 2MM".
_TRAILING_AMOUNT = re.compile(rf"(?:\s[-\u2013]\s|,\s)\s*{_amount('size')}\s*$")


#: A level on a heading line, which is then no heading: a decimal (not a thousands separator: "Conv ratio
#: per 1,000 face") or a pair.
_HEADING_LEVEL = re.compile(r"\d\.\d|\d,\d(?!\d\d(?!\d))|\d\s*/\s*[+-]?\d")


def section_sizes(line: str) -> RunSizes | None:
    """The sizes a heading line (one that quotes nothing) states for the lines under it, up to the
    next heading that states some: ``Loans in px, 1MM clips.``, ``SOVEREIGN CDS 5Y (bp running,
    10x10; ...)``, ``UST run (32nds), 50x50 on the run.`` A line holding a level states none: its
    numbers are a market's, not a section's size."""
    if _SIZE_HINT.search(line) is None:
        return None
    low = _SPACES.sub(" ", line.lower()) if "  " in line else line.lower()
    if _HEADING_LEVEL.search(low) is not None or len(_NUMBER.findall(low)) > 5:
        return None
    stated = run_sizes(low)
    if stated is not None:
        return stated
    m = _HEADING_PAIR.search(low)
    if m is not None and _HEADING_PAIR.search(low, m.end()) is None:
        size: Size = (float(m["bid"]) * 1e6, float(m["ask"]) * 1e6)
    elif (m := _HEADING_AMOUNT_OF.search(low)) is not None or (m := _TRAILING_AMOUNT.search(low)) is not None:
        amount = _size(m["size"], m["size_unit"])
        if amount is None:
            return None
        size = (amount, amount)
    else:
        return None
    if min(v or 0 for v in size) < _MIN_SIZE:
        return None
    only = _one_section(low)
    return RunSizes(assets=((only, size),)) if only else RunSizes(default=size)


def sizes_outside(lines: Iterable[str], headings: Collection[str]) -> RunSizes | None:
    """The sizes a document states outside its sections' ``headings``: a heading's size is its
    section's ("Agencies, 10x10:" does not size the bills above it; "3MM per side" over page 2's
    floaters does not size page 1), a trailer's the whole document's."""
    return run_sizes("\n".join(ln for ln in lines if ln not in headings))


# --- the spread basis a document states once ----------------------------------------------------------

#: "Agency spreads vs SOFR swaps.", "Agencies: SOFR MS spread (bp)", "N+ = spread over swaps (I-curve)":
#: the run's spreads (of the sections the line names, else all of them) are over swaps, not a curve of
#: governments. Lines are read lower case.
_SWAP_BASIS = re.compile(
    r"\b(?:spreads?|sprds?|spds?)\s+(?:are\s+)?(?:vs\.?|over|to|versus|v)\s+(?:the\s+)?"
    r"(?:(?:sofr|estr|€str|sonia|euribor)\s+)?(?:mid[- ]?)?swaps?\b"
    r"|\b(?:sofr|estr|€str|sonia|euribor)\s+(?:ms|mid[- ]?swaps?|swaps?)\s+(?:spreads?|sprds?|spds?)\b"
    r"|\bi-curve\b")


#: A word each phrase of _SWAP_BASIS holds: most texts hold none and skip its slow search.
_SWAP_WORDS = ("swap", "i-curve", "sofr", "estr", "€str", "sonia", "euribor")


def swap_spread_scope(text: str) -> frozenset[str] | None:
    """The asset classes whose spreads the document says are over swaps (``"*"``: all of them), or
    ``None`` when it says nothing of the kind."""
    low = text.lower()
    if not any(word in low for word in _SWAP_WORDS) or _SWAP_BASIS.search(low) is None:
        return None
    scope: set[str] = set()
    for line in low.splitlines():
        for m in _SWAP_BASIS.finditer(line):
            # The sentence that says it names the sections it is about ("Agencies: SOFR MS spread (bp)
            # and price. IG: spread vs UST.": the agencies only).
            start = max(line.rfind(". ", 0, m.start()), line.rfind("; ", 0, m.start())) + 1
            ends = [i for i in (line.find(". ", m.end()), line.find("; ", m.end())) if i >= 0]
            sentence = line[start:min(ends, default=len(line))]
            sections = _sections(sentence) or ["*"]
            # "SSA EUR - spread to mid-swaps (bp)" over one section of a run whose "SSA USD" section is
            # spread to Treasuries: the currency the sentence names narrows it.
            named = {w.upper() for w in _SCOPE_WORDS.findall(sentence)} & vocab.CURRENCIES
            scope.update(f"{s}:{named.pop()}" if len(named) == 1 else s for s in sections)
    return frozenset(scope) or None


def _over_swaps(q: Quote, scope: frozenset[str]) -> bool:
    return ("*" in scope or q.asset_class in scope or (q.currency is not None and (
        f"*:{q.currency}" in scope or f"{q.asset_class}:{q.currency}" in scope)))


def apply_spread_basis(quotes: Sequence[Quote], scope: frozenset[str] | None) -> list[Quote]:
    """The quotes, their spreads over swaps (I-spreads) where the document says so. A CDS's running
    spread and a spread written with its government benchmark (``T+``) keep their measure."""
    if scope is None:
        return list(quotes)
    return [replace(q, quote_type="i_spread") if q.quote_type == "spread" and q.asset_class != "cds"
            and _over_swaps(q, scope) and not q.benchmark else q for q in quotes]
