"""Tables: a header row found wherever it is, then one row -> quotes by column role.

Used by spreadsheets, CSV, HTML and DOCX tables, PDF tables, and column-aligned text (where the
cells of a row are matched to header columns by position).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, NamedTuple

from extractors import vocab
from extractors.cells import (
    cell_level,
    cell_measure,
    cell_pair,
    cell_size,
    cell_text,
    level_range,
    note_sizes,
    text_row,
)
from extractors.grammar import (
    RANGES,
    RATING,
    Description,
    Draft,
    Hints,
    default_currency,
    level_kind,
    parse_date,
    parse_description,
    parse_level,
    prepare,
)
from extractors.identifiers import identifier_kind, valid_cusip
from extractors.numbers import parse_size
from extractors.unplaced import flag as unplaced_flag
from extractors.unplaced import naming_role, unplaced_cells
from extractors.validate import IN_BP, plausible_range

_HEADER_JUNK = re.compile(r"[^a-z0-9\u00c0-\u024f%]+")
_BRACKETED = re.compile(r"\((.*?)\)|\[(.*?)\]")
#: A size column's unit that counts shares, not face: "Size (shs)".
_SHARE_UNITS = frozenset({"shs", "shares", "sh", "shrs"})
_TIME_HEADER = re.compile(r"^\s*\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\s*$", re.IGNORECASE)
#: A side's dollar price named with its yield in brackets: "Bid $ (yld)", "Offer $ (cur yld)".
_DOLLAR_THEN_YIELD = re.compile(r"^\s*([A-Za-z]+)\s*\$\s*\(\s*(?:cur\.?\s+)?(?:yld|yield|%)\s*\)\s*$", re.IGNORECASE)
#: A column name led by a time of day: "8:30 Ofr Yld", "07:45 Bid", "7am Px".
_TIMED_HEADER = re.compile(r"^\s*(?:\d{1,2}:\d{2}|\d{1,2}\s?(?:am|pm))\s+[A-Za-z]", re.IGNORECASE)
#: A letter (anything alphabetic; digits-like "½" count too, which only sends them the slow way).
_LETTER = re.compile(r"[^\W\d_]")
_SIZE_UNITS = {"mm": 1e6, "m": 1e6, "mio": 1e6, "mn": 1e6, "mln": 1e6, "k": 1e3, "000": 1e3, "000s": 1e3,
               "000 s": 1e3, "thousands": 1e3, "millions": 1e6}
_BILLIONS = frozenset({"bn", "bln", "billions", "bil"})
_BOTH_SIDES = frozenset({"bid/offer", "bid/ask", "b/o", "b/a", "bid-offer", "bid-ask", "bidoffer", "bo", "ba"})
_TIME_ZONES = frozenset({"et", "est", "edt", "ct", "cst", "gmt", "bst", "cet", "cest", "utc", "ny time", "ldn time"})
#: Measures that are written bid >= ask (a wider spread or a higher yield is the cheaper side).
_SIDES = {"bid": 0, "ask": 1, "level": 2, "pair": 3}
_NO_CELL: list[Any] = [None]
#: The order quotes of one row are handed out in (one per measure).
MEASURES = ("price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover")
_MEASURE_RANK = {kind: rank for rank, kind in enumerate(MEASURES)}


_TENOR_HEADER = re.compile(r"^(\d{1,2}) ?(y|yr|yrs|year|years|m|mo|mos)$")


#: Where an export glues a header's words together: ``ParSprdBid``, ``YTWBid`` (lower to upper case,
#: or an upper-case run to a capitalised word).
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def normalise_header(text: str) -> str:
    name = _normalised(text)
    if name not in vocab.HEADER_ROLES and not text.islower() and not text.isupper():
        return _normalised(_CAMEL.sub(" ", text))  # only a name the vocabulary lacks as written ("BSZxASZ" has it)
    return name


def _normalised(text: str) -> str:
    name = _HEADER_JUNK.sub(" ", _BRACKETED.sub(" ", text.lower())).strip().replace("%", "").strip()
    # "Quantità", "Échéance", "Tamaño": the vocabulary holds every word without its accents too.
    return vocab.fold_accents(name) if not name.isascii() else name


#: Roles whose column name may carry a footnote's raised number ("Size¹", "Maturity²").
_FOOTNOTED_ROLES = frozenset({"size", "desc", "coupon", "maturity", "isin", "cusip", "ignore"})
#: A size header's last word naming millions: "qty_mln", "Nominal Mio", "Amt mn".
_MILLIONS = (" mln", " mio", " mn", " mill", " millones")


def header_role(cell: str) -> str | None:
    """The role one header cell names on its own (``Prev Ofr``: ``ignore``), or ``None``."""
    return _header_cell(cell)[0]


#: A side's name, which makes a column named after the benchmark a level of the bond's own (``Bmk Sprd Bid``).
_BENCHMARK_SIDES = frozenset(w for words in vocab.SIDE_WORDS.values() for w in words)


@lru_cache(maxsize=1 << 14)
def _header_cell(cell: str) -> tuple[str | None, float | None]:
    """(role, unit of a size column) of one header cell; runs repeat their headers all day.

    A unit in brackets states the measure of a price column (``Bid (bp)``, ``Offer (px)``,
    ``Yield (%)``) and the scale of a size column (``Size (MM)``, ``Face (000s)``).
    """
    if cell.count("(") > cell.count(")"):
        return _header_cell(cell.rstrip() + ")")  # "Amt Out (MM": a bracket the export's column width cut off
    if _TIMED_HEADER.match(cell):
        return "ignore", None  # "8:30 Ofr Yld", "7am Bid": an earlier run's levels kept beside the live ones
    if "$" in cell and (dollar := _DOLLAR_THEN_YIELD.match(cell)) is not None:
        # "Bid $ (yld)" over "25.20 (6.20%)": a preferred's dollar price, its current yield in brackets
        return _header_cell(dollar[1] + " px")
    name = normalise_header(cell)
    role = vocab.HEADER_ROLES.get(name)
    if role is None and name[-1:] in "123456789" and name[-2:-1].isalpha() and len(name) > 2 and (
            vocab.HEADER_ROLES.get(name[:-1]) in _FOOTNOTED_ROLES):
        # "Size¹" printed as "Size1": a footnote's number raised on the column's name ("Bid2" is a
        # second bid column, no footnote)
        return _header_cell(cell.rstrip()[:-1])
    if role is None and name.startswith(("bmk ", "benchmark ")) and _BENCHMARK_SIDES.isdisjoint(name.split()):
        return "ignore", None  # "Bmk Swap (%)", "Bmk Swa" as a cell cut it: the benchmark's own level, no quote
    tenor = _TENOR_HEADER.match(name) if role is None else None
    if tenor is not None:
        # "Reference Entity | 1Y | 3Y | 5Y": a curve grid, each tenor column holds a bid/ask pair.
        return f"grid:{int(tenor[1])}{'M' if tenor[2].startswith('m') else 'Y'}", None
    if role is None and " " in name:
        # "5Y Bid | 5Y Ask": a curve grid with a column per side of each tenor (the tenor written
        # over its Bid / Ask sub-headers, joined by lines.stacked_grid_header).
        head, _, side = name.rpartition(" ")
        tenor = _TENOR_HEADER.match(head)
        side_role = vocab.HEADER_ROLES.get(side)
        if tenor is not None and side_role in {"bid", "ask"}:
            return f"grid:{int(tenor[1])}{'M' if tenor[2].startswith('m') else 'Y'}:{side_role}", None
    if role is None and "+" in cell and " " in name:
        # "T+ Bid/Ask", "MS+ B/O": the spread's measure written before a pair column's name
        head, _, rest = name.partition(" ")
        measure = vocab.UNIT_WORDS.get(f"{head}+")
        if measure in IN_BP and (vocab.HEADER_ROLES.get(rest) == "pair:" or rest in {"b a", "b o"}):
            return f"pair:{measure}", None
    if role is None and " " in name:
        # "Rendite G / B", "Kurs G / B", "vs. MS G / B": a measure's name, then both sides' initials
        head, suffix = _pair_suffix(name)
        measure_role = vocab.HEADER_ROLES.get(head) if suffix else None
        if measure_role is not None and measure_role.startswith("level:unsided:"):
            return f"pair:{measure_role.removeprefix('level:unsided:')}", None
    if role is None and "/" in cell and "/" in (unbracketed := _BRACKETED.sub(" ", cell)):
        # "Preco / Price Bid (Compra)": a header written in two languages; either half may name it.
        # The half naming a side wins over one that only names a measure ("Preço / Price Bid"). A
        # slash in brackets is a section's units ("US IG, ASIA HOURS (T+ / px)"), not two languages.
        halves = [r for part in unbracketed.split("/") if (r := vocab.HEADER_ROLES.get(normalise_header(part)))]
        role = min(halves, key=lambda r: r.startswith("level:unsided"), default=None)
        side, _, measure = (role or "").partition(":")
        if side in {"bid", "ask"} and ":" not in measure and halves[0].startswith("level:unsided:"):
            # "DM / Sprd Bid" is "Bid DM / Sprd": the side is both halves', the measure written first
            # is the column's (a cell's own "J+165" still says spread: cell_measure).
            role = f"{side}:{halves[0].removeprefix('level:unsided:')}"
    if role is None and name.endswith((" mm", *_MILLIONS)):
        role = vocab.HEADER_ROLES.get(name.rpartition(" ")[0])  # "Size MM", "qty_mln"
        if role in {"bid", "ask"}:
            role = f"{role}_size"  # "bid_mm", "Offer MM": what that side is good for, in millions
        role = role if role and role.endswith("size") else None
    if role is None and name.endswith((" 000", " 000s")):
        stem = name.rpartition(" ")[0]
        if (vocab.HEADER_ROLES.get(stem) or "").endswith("size"):
            return _header_cell(f"{stem} (000)")  # "qty_000", "par_000s": "Qty (000)" as an export writes it
        if vocab.HEADER_ROLES.get(stem) == "ignore":
            return "ignore", None  # "min_000", "incr_000": an offering's minimum piece and increment
    if role is None and name.endswith((" bp", " bps")) and vocab.HEADER_ROLES.get(name.rpartition(" ")[0]) in {
            "coupon", "ignore"}:
        return "ignore", None  # "coupon_bp" 500 / 100: a CDS's running coupon, as "Cpn (bp)" below; "margin_bp"
    if role is None and name[-4:-3] == " " and name[-3:].upper() in vocab.CURRENCIES:
        # "notional_usd", "Size EUR": a size column that names its currency.
        role = vocab.HEADER_ROLES.get(name[:-4])
        role = role if role and role.endswith("size") else None
    units = [(m.group(1) or m.group(2) or "").strip().lower() for m in _BRACKETED.finditer(cell)]
    if "%" in cell and not units:
        units = ["%"]
    if units and units[-1].replace(" ", "") in _BOTH_SIDES and (role is None or role.startswith("level:unsided")):
        # "Now (bid / offer)", "Yield (b / o)": one column holding both sides of its measure
        return f"pair:{role.split(':')[2] if role and role.count(':') == 2 else ''}", None
    if role is None and _TIME_HEADER.match(cell):
        role = "ignore"  # "7am": the levels of an earlier run kept beside the live ones
    if role is None and (not vocab.IGNORE_HEADER_WORDS.isdisjoint(name.split()) or name.endswith(" mid")
                         or _no_side(units)):  # "Spr. z. Bund (mid)"
        role = "ignore"  # "Prev Close Yld"; "Z mid", "Sprd mid": a mid beside the market is no side of it
    if role is None:
        return None, None
    if role == "coupon" and units and units[0] in {"bp", "bps"}:
        return "ignore", None  # a CDS's running coupon ("Cpn (bp)" 500 / 100): neither its name nor a level
    if units and units[0] in _TIME_ZONES:
        return "ignore", None  # "DUE (ET)", "Time (GMT)": when a list is due or a line was sent, no maturity
    if role in {"desc", "desc_extra"} and _size_unit_word(units) is not None:
        return "ignore", None  # "Fac ($MM)", "Deal ($MM)": the facility's or the deal's size, no name
    if role == "currency" and _size_unit_word(units) is not None:
        return "current_size", _SIZE_UNITS.get(_size_unit_word(units) or "")  # "Cur ($MM)": the current face
    if role.endswith("size"):
        if units and units[0] in _SHARE_UNITS:
            return "ignore", None  # "Size (shs)" under $25 preferreds: a count of shares, no face amount
        if units and not _BILLIONS.isdisjoint(units[0].replace("$", " ").replace("€", " ").replace("£", " ").split()):
            # "Size ($bn)", "Amt (bn)", "Size (EUR bn)": the amount outstanding, no size a desk deals in
            return "ignore", None
        # "Taille (M USD)", "Size (MM EUR)": the scale comes first, a currency may follow.
        word = _size_unit_word(units)
        if word == "m":
            # "Par (M)": thousands on a US muni or bond sheet, millions on a European run. Left
            # unstated, the row's asset class and the number's size decide as they do for a bare one.
            return role, None
        scale = _SIZE_UNITS[word] if word else None
        if scale is None and (re.search(r"\bmm\b", cell.lower().replace("_", " ")) or name.endswith(_MILLIONS)):
            scale = 1e6
        return role, scale
    side, _, kind = role.partition(":")
    if side in {"bid", "ask"} and not kind and (word := _size_unit_word(units)) not in {None, "m"}:
        # "Offered (MM cur)", "Bid (000s)": what that side is good for, not its level
        return f"{side}_size", _SIZE_UNITS[word]
    if side == "pair" and not kind and (word := _size_unit_word(units)) not in {None, "m"}:
        return "size", _SIZE_UNITS[word]  # "Bid x Ask (MM)" over "3x3": the two sides' sizes
    bracket_side = next((vocab.BRACKET_SIDES[u] for u in units if u in vocab.BRACKET_SIDES), None)
    if side == "level" and _no_side(units):
        return "ignore", None  # "YTC (mid)", "Px (last)": a mid or a close beside the market, never a side of it
    if bracket_side and side == "level" and kind.startswith("unsided"):
        # "YTW (Bid)", "Px (Offer)": the side is in the brackets.
        measure = kind.partition(":")[2]
        role, side, kind = f"{bracket_side}:{measure}", bracket_side, measure
    if role.endswith(":spread") and any(w.upper() in vocab.SWAP_BENCHMARKS for u in units for w in u.split()):
        # "Bid Sprd (SOFR MS bp)", "Spread (vs SOFR)": a spread over swaps, whatever unit follows
        role = role[:-len("spread")] + "i_spread"
        side, _, kind = role.partition(":")
    if side in _SIDES or side == "level":
        stated = next((vocab.UNIT_WORDS[u] for u in units if vocab.UNIT_WORDS.get(u)), None)
        if stated and kind in {"", "unsided"}:
            role = f"{side}:{stated}" if kind == "" else f"{side}:unsided:{stated}"
        elif stated and ":" not in kind and ({kind, stated} == {"yield", "price"}
                                             or stated == "price" and kind in _SPREAD_KINDS):
            # "Yield % (Px)", "Px (Yld)", "Bid Sprd (Px)": the column's measure, and the one its cells add in
            # brackets ("+96 (101.42)")
            pass
        elif stated and ":" not in kind and kind not in vocab.UNIT_FITS.get(stated, frozenset({stated})):
            role = f"{side}:{kind}:conflict"
    return role, None


def _no_side(units: list[str]) -> bool:
    """Whether a bracket says its column is no side of the market: ``(mid)``, ``(b / a, ref)``."""
    return any(part.strip() in vocab.BRACKET_NO_SIDE for u in units for part in u.split(","))


def _size_unit_word(units: list[str]) -> str | None:
    """The size unit a header's brackets state (``MM``, ``MM cur``, ``$000s``, ``M USD``), a key of
    _SIZE_UNITS, or ``None``: the scale comes first, a currency or a word may follow."""
    for unit in (u.strip("$€£ ") for u in units):  # "Amt ($000)", "Face ($MM)"
        for word in (unit, unit.split(" ")[0]):
            if word in _SIZE_UNITS:
                return word
    return None


#: Both sides' names after a measure's name: English, Geld / Brief, Compra / Venta, Denaro / Lettera,
#: Achat / Vente.
_PAIR_SUFFIXES = (" b o", " b a", " bid ask", " bid offer", " g b", " geld brief", " c v", " compra venta",
                  " d l", " denaro lettera", " a v", " achat vente")


def _pair_suffix(name: str) -> tuple[str, str | None]:
    for suffix in _PAIR_SUFFIXES:
        if name.endswith(suffix):
            return name[:-len(suffix)], suffix
    return name, None


_IDENTIFIER_ROLES = frozenset({"cusip", "isin", "figi"})
#: The columns that name a bond: a table's first columns.
_NAME_ROLES = frozenset({*_IDENTIFIER_ROLES, "desc", "ticker"})


def _two_tables(roles: dict[int, str]) -> bool:
    """Whether a header names an identifier column twice ("CUSIP ... Bmk Yld   CUSIP ... Disc Rate"), or names
    a bond again after level columns and then more levels ("CUSIP  Disc Bid  Disc Ask   SSA  MS B/A  Px Bid"):
    two tables side by side. (An identifier after the levels alone, "Bid | Ask | ISIN", is one table's.)"""
    named = [r for r in roles.values() if r in _IDENTIFIER_ROLES]
    if len(named) != len(set(named)):
        return True
    levels_then_name = False
    seen_level = False
    for _, role in sorted(roles.items()):
        if role.partition(":")[0] in _SIDES:
            if levels_then_name:
                return True
            seen_level = True
        elif role in _NAME_ROLES and seen_level:
            levels_then_name = True
    return False


@dataclass(frozen=True, slots=True)
class Header:
    """Column index -> role, and the unit a bare size in this table is written in."""

    roles: dict[int, str]
    size_unit: float = 1e6
    #: Whether a header said the unit (``Par (000s)``): then even 1,000 is in that unit.
    size_unit_stated: bool = False
    #: The asset class a header names ("Preferred", "Convertible" as the description column).
    asset_hint: str | None = None
    #: Column index -> the header's text, for columns it names with no role (said in review reasons).
    unnamed: dict[int, str] = field(default_factory=dict)
    #: Columns headed "Vol." / "Volume": a German run's size (``25 Mio``) or an option's implied vol
    #: (``23.5``). Only a cell that states its size unit is read, as the row's size.
    volume: tuple[int, ...] = ()
    #: A yield to the call's column and a yield to maturity's (``YTC | YTM``): a row's yield is the lower
    #: of the two, its yield to worst (the one its price is struck to); then the columns of its call, if any.
    worst_of: tuple[int, ...] = ()
    #: A record of trades done (a column of the money each settles for): its rows quote nothing.
    trades: bool = field(init=False)
    #: (role, 0 bid / 1 ask / 2 both, measure or "", doubt or "") of each price column role.
    legs: tuple[tuple[str, int, str, str], ...] = field(init=False)
    #: The measure a talk or cover column's header names ("Talk DM" -> dm), by role.
    level_units: dict[str, str] = field(init=False)
    #: The side of the table's one-level columns when its sided columns are all on one side
    #: ("Offer Px" next to "I-Spd" in an offering list): 0 bid, 1 ask, else ``None``.
    default_side: int | None = field(init=False)
    #: The columns a row's unplaced numbers can stand in (unnamed, or naming no part of the bond),
    #: and the first column past the header: what extractors.unplaced looks at in each row.
    watched: tuple[int, ...] = field(init=False)
    #: The columns a row's status word ("OFF", "subj") may stand in: those named as no level, then the
    #: unnamed ones (row_status).
    status_columns: tuple[int, ...] = field(init=False)
    #: The columns of a row's size, where a status may be typed after it ("2x2  OFF").
    size_columns: tuple[int, ...] = field(init=False)
    #: Both, in that order: the columns row_status looks in (built once, not per row).
    status_or_size_columns: tuple[int, ...] = field(init=False)
    #: Level roles named on two columns side by side ("Offer" carried over "Px | Px"): which is the level?
    twin_roles: frozenset[str] = field(init=False)
    width: int = field(init=False)
    #: Whether the table is a curve grid (a column per tenor).
    grid: bool = field(init=False)
    #: The columns holding discount margins (``Offer DM``) or one side's spread (``Sprd Bid (S+)``): a
    #: floater's ``S+185`` there is its level, where a loan's ``S+300`` in an unsided Spread or Margin
    #: column is part of its name.
    margin_columns: frozenset[int] = field(init=False)
    #: Whether a level column states no side (``one level column``): only then does a row's side (its
    #: Side cell, the table's, the document's) place a level (row_drafts).
    one_level: bool = field(init=False)
    #: Whether the header is two tables' side by side, read as one (``_two_tables``): its rows are two bonds
    #: each (row_drafts sends them to review).
    side_by_side: bool = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "trades", "trade" in self.roles.values())
        object.__setattr__(self, "side_by_side", _two_tables(self.roles))
        object.__setattr__(self, "grid", any(r.startswith("grid:") for r in self.roles.values()))
        object.__setattr__(self, "margin_columns", frozenset(
            i for i, r in self.roles.items() if r.partition(":")[0] in _SIDES and r.rpartition(":")[2] == "dm"
            or r.partition(":")[0] in {"bid", "ask"} and r.rpartition(":")[2] in _SPREAD_KINDS))
        legs = []
        level_units: dict[str, str] = {}
        for role in dict.fromkeys(self.roles.values()):
            side, _, rest = role.partition(":")
            if side not in _SIDES:
                continue
            kind, _, doubt = rest.partition(":")
            if kind in {"talk", "cover"} and doubt in vocab.MEASURE_WORDS:
                level_units[role], doubt = doubt, ""
            elif kind == "unsided":
                kind, doubt = doubt, "one level column, side not stated"
            elif doubt == "conflict":
                doubt = "unit in the header conflicts with the column name"
            legs.append((role, _SIDES[side], kind, doubt))
        sided_kinds = {kind for _, slot, kind, _ in legs if slot in (0, 1)}
        # "Bid | Offer | Mid": a lone level column beside sided columns of its measure is a mid or a
        # last price, never a side of the market.
        legs = [leg for leg in legs if not (leg[3].startswith("one level column") and leg[2] in sided_kinds)]
        object.__setattr__(self, "legs", tuple(legs))
        object.__setattr__(self, "one_level", any(leg[3].startswith("one level column") for leg in legs))
        object.__setattr__(self, "level_units", level_units)
        sides = {slot for _, slot, _, _ in legs if slot in (0, 1)}
        object.__setattr__(self, "default_side", sides.pop() if len(sides) == 1 else None)
        width = max([*self.roles, *self.unnamed], default=-1) + 1
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "watched", tuple(i for i in range(width) if not naming_role(self.roles.get(i))))
        # (An empty header cell too: "SOLD" in a column of its own, a comment column after it.)
        object.__setattr__(self, "status_columns",
                           (*(i for i, role in self.roles.items() if role == "ignore"), *self.unnamed,
                            *(i for i in range(width) if i not in self.roles and i not in self.unnamed)))
        object.__setattr__(self, "size_columns", tuple(i for i, role in self.roles.items() if role == "size"))
        object.__setattr__(self, "status_or_size_columns", (*self.status_columns, *self.size_columns))
        object.__setattr__(self, "twin_roles", frozenset(
            role for i, role in self.roles.items() if self.roles.get(i + 1) == role and ":" in role))


    @property
    def weight(self) -> int:
        """How much a header says: its roles, and again each distinct price column with its measure
        (a second header row naming "Price" and "Yield" over two "Bid | Ask" pairs says more). A column
        whose side is not stated counts once: a group row over it ("Offer" over "Yield | Price",
        "Reference" over "MMD | Spread") says more even where it leaves a column no level. Two columns of
        one level role say less than one: "Call" over "Date | Price" beside "Offering" over "Yield | Price"
        names which price is the market, where the second row alone has two "Price" columns."""
        levels = [role for role in self.roles.values() if role.partition(":")[0] in _SIDES]
        # A column whose measure is named says more than a bare side ("Disc Margin (bp)" over "Bid | Ask").
        named = sum(1 + (leg[2] != "") for leg in self.legs if not leg[3])
        return len(self.roles) + named - (len(levels) - len(set(levels)))


#: Spreads a model computes (option-adjusted), beside a dealer's levels no level of its own.
_MODEL_SPREADS = frozenset({"oas", "oas bp", "model oas", "oas model"})
#: Level columns whose measure each row's "Level Type" cell says.
_MEASURED_LEVELS = {"offer level": "ask", "ask level": "ask", "ofr level": "ask", "bid level": "bid"}


def find_header(cells: Sequence[Any]) -> Header | None:
    """The roles of a header row, or ``None`` if the row is not a header of a quote table."""
    roles: dict[int, str] = {}
    unnamed: dict[int, str] = {}
    size_unit, stated = 1e6, False
    previous: str | None = None
    volume: list[int] = []
    for i, cell in enumerate(cells):
        if not isinstance(cell, str) or not cell.strip() or len(cell) > 40:
            continue
        if _LETTER.search(cell) is None:
            # "99.50", "10/15/30", "2,000": every header name has a letter, so _header_cell would
            # say (None, None); a data row's cells are new each time and would each miss its cache.
            previous = None
            continue
        role, unit = _header_cell(cell)
        if role is None and (side := _MEASURED_LEVELS.get(normalise_header(cell))) is not None:
            role = side  # kept only beside a measure column, below
        if role in {"bid", "ask"} and previous and previous.split(":")[0] in {"bid", "ask"} and ":" in previous:
            # "G-Spread (bp) Bid | Ask | Price Bid | Ask": a lone side takes the measure beside it,
            # unless that measure has this side already ("Bid Spd | Offer Spd | Bid | Offer": the
            # lone pair is another measure).
            beside = f"{role}:{previous.split(':', 2)[1]}"
            role = role if beside in roles.values() else beside
        previous = role
        if role is None:
            unnamed[i] = cell.strip()
            continue
        roles.setdefault(i, role)
        if role == "ignore" and normalise_header(cell) in _VOLUME_HEADERS:
            volume.append(i)
        if unit is not None:
            size_unit, stated = unit, True
    oas = [i for i, r in roles.items() if r == "level:unsided:spread" and isinstance(cells[i], str)
           and normalise_header(cells[i]) in _MODEL_SPREADS]
    if oas and any(r.partition(":")[0] in _SIDES and i not in oas for i, r in roles.items()):
        # "Prior Close | OAS | Offer Price | YTC | YTM": an option-adjusted spread beside the levels is a
        # model's figure for reference; a dealer quoting on OAS writes its sides ("OAS Bid | OAS Offer").
        roles.update(dict.fromkeys(oas, "ignore"))
    if "measure" not in roles.values() and any(_MEASURED_LEVELS.get(normalise_header(cells[i])) for i in roles
                                                if isinstance(cells[i], str)):
        # "Type | Offer Level | Offer Px": beside a level naming no measure, a bare "Type" column holds each
        # row's level type (DM / Px / Sprd / Yld), not the security's kind.
        types = [i for i, r in roles.items() if r == "asset" and normalise_header(cells[i]) == "type"]
        if len(types) == 1:
            roles[types[0]] = "measure"
    if "measure" not in roles.values():
        # "Offer Level" names its measure in a "Level Type" column (DM / Sprd T / Yield); alone it names
        # none a desk could trust: its numbers stay unplaced, in review.
        for i, cell in enumerate(cells):
            if i in roles and isinstance(cell, str) and normalise_header(cell) in _MEASURED_LEVELS:
                del roles[i]
                unnamed[i] = cell.strip()
    grid = sum(1 for r in roles.values() if r.startswith("grid:"))
    has_price = grid >= 2 or any(r in vocab.PRICE_ROLES or r.split(":")[0] in _SIDES for r in roles.values())
    has_name = any(r in {"desc", "ticker", "cusip", "isin", "figi", "ident"} for r in roles.values())
    sided = grid >= 2 or any(r.split(":")[0] in {"bid", "ask", "pair"} or r.startswith("level:t")
                             or r.startswith("level:c") for r in roles.values())
    # A lone "Price" column next to a name is too common in prose tables to open a quote table by
    # itself; with sided columns or a second measure column it is a run.
    unsided = sum(1 for r in roles.values() if r.startswith("level:unsided"))
    # "CLO | CUSIP | ... | DM B/O | Px B/O": an identifier column does not name the bond where the run
    # writes "-" for it; the section-labelled first column still holds the descriptions.
    unlabelled = "desc" not in roles.values() and 0 not in roles and bool(cells)
    label_unit = _label_unit(cells[0]) if unlabelled else None
    if unlabelled and _measures_to_place(roles) >= (1 if label_unit else 2) and _section_label(cells[0]):
        # "AGENCY BULLETS | SPRD | PRICE | SIZE", "UST | Bid | Ask | Bid yld | Ask yld": the first
        # column is named after the section it lists; it holds the descriptions. Only a header naming
        # two measures says more than the section's heading would (a "UST | BID | OFFER" heading is
        # read by the line grammar), or one whose label states the unit of the columns that name
        # none ("LOCALES (tasa %) | Compra / Venta | Cierre ant.").
        roles[0], has_name = "desc", True
        if label_unit:
            roles = {i: _with_measure(r, label_unit) for i, r in roles.items()}
    if has_price and has_name and (sided or unsided >= 2 or len(roles) >= 4):
        kinds = set(roles.values())
        if ("tenor" in kinds or grid >= 2) and "coupon" in kinds and "maturity" not in kinds:
            # A CDS table (names by tenor, no maturity): its Coupon is the standard running coupon
            # (100 / 500), neither part of the name nor a level.
            roles = {i: "ignore" if r == "coupon" else r for i, r in roles.items()}
        roles = _kind_column(roles, cells)
        named = {normalise_header(c) for c in cells if isinstance(c, str)}
        asset = next((a for words, a in _HEADER_ASSETS if named & words), None)
        roles, worst_of = _yields_to_worst(roles, cells)
        return Header(roles, size_unit, stated, asset, unnamed, tuple(volume), worst_of)
    return None


_TO_CALL_NAMES = frozenset({"ytc", "yld to call", "yield to call", "ytc yld", "yield to 1st call", "yld to 1st call"})
_TO_MATURITY_NAMES = frozenset({"ytm", "yld to mat", "yield to mat", "yld to maturity", "yield to maturity",
                                "ytm yld"})
_TO_WORST_NAMES = frozenset({"ytw", "yld to worst", "yield to worst", "ytw yld"})
#: The side word a two-row header's band put before a yield's name ("offer ytc").
_SIDE_WORD = re.compile(r"^(?:offer|ofr|ask|bid)\s+|\s+(?:offer|ofr|ask|bid)$")


def _yields_to_worst(roles: dict[int, str], cells: Sequence[Any]) -> tuple[dict[int, str], tuple[int, ...]]:
    """A muni sheet's yield columns: beside a yield to worst, the yield to maturity is no level
    (``YTW | Price | Yld to Mat``); a yield to the call beside a yield to maturity (``YTC | YTM``) are one
    yield, the lower of the two (``Header.worst_of``)."""
    # (An offer's "YTC | YTM" under an "Offer" band are one side's two yields: the same, sided.)
    role = next((r for r in ("level:unsided:yield", "ask:yield", "bid:yield")
                 if sum(1 for v in roles.values() if v == r) >= 2), None)
    if role is None:
        return roles, ()
    yields = {i: _SIDE_WORD.sub("", normalise_header(cells[i])) for i, r in roles.items() if r == role}
    if sum(name in _TO_WORST_NAMES for name in yields.values()) == 1:
        # "YTC | YTM | YTW": the yield to worst is the row's yield, the others its inputs
        inputs = _TO_MATURITY_NAMES | _TO_CALL_NAMES
        return {i: "ignore" if yields.get(i) in inputs else r for i, r in roles.items()}, ()
    to_maturity = [i for i, name in yields.items() if name in _TO_MATURITY_NAMES]
    if len(to_maturity) != 1:
        return roles, ()
    to_call = [i for i, name in yields.items() if name in _TO_CALL_NAMES]
    if len(to_call) != 1:
        return roles, ()
    # The columns saying a bond is callable ("Next Call", "Call Px"): with its yield to the call blank, a
    # callable's yield to maturity is no yield to worst either.
    calls = tuple(i for i, c in enumerate(cells) if i not in yields and isinstance(c, str)
                  and "call" in normalise_header(c).split() and roles.get(i, "ignore") == "ignore")
    return roles, (to_call[0], to_maturity[0], *calls)


#: Name-column headers that, beside another name column, head each row's kind of security instead.
_KIND_HEADERS = frozenset({"asset", "product"})


def _kind_column(roles: dict[int, str], cells: Sequence[Any]) -> dict[int, str]:
    """``Asset | Instrument | ...``: beside a column naming the bonds, the ``Asset`` column holds each
    row's kind of security (``CDS``, ``EM``, ``LOAN``), not a part of its name."""
    names = [i for i, r in roles.items() if r == "desc"]
    kinds = [i for i in names if normalise_header(cells[i]) in _KIND_HEADERS]
    if not kinds or len(kinds) == len(names):
        return roles
    return {i: "asset" if i in kinds else r for i, r in roles.items()}


def _label_unit(cell: Any) -> str | None:
    """The one measure a section label's brackets state (``LOCALES (tasa %)``, ``CDS (pb)``)."""
    if not isinstance(cell, str) or "(" not in cell:
        return None
    units = {vocab.UNIT_WORDS.get(w) for m in _BRACKETED.finditer(cell) for w in re.split(r"[\s,;/]+", m[1] or "")}
    units.discard(None)
    return units.pop() if len(units) == 1 else None


def _with_measure(role: str, measure: str) -> str:
    """A level column's role with the measure its section states, when the column names none."""
    side, _, kind = role.partition(":")
    if side in {"bid", "ask", "pair"} and not kind:
        return f"{side}:{measure}"
    return f"level:unsided:{measure}" if role == "level:unsided" else role


def _measures_named(roles: dict[int, str]) -> int:
    """How many measures a header's level columns name: each lone level column, and each measure of the
    sided ones (``Bid | Ask`` a price, ``Bid yld | Ask yld`` a yield). Columns holding both sides
    (``px b/o``) are left to the line grammar, which reads loosely aligned ``b/o`` runs better."""
    return sum(1 for r in roles.values() if r.startswith("level:unsided")) + len(_sided_measures(roles))


def _measures_to_place(roles: dict[int, str]) -> int:
    """The measures a section-labelled header names for the table reader: those of _measures_named, and
    its ``b/o`` columns too when it also names a column of numbers that are no level (``CLOSE``, ``AMT
    OUT``, ``BMK``): the line grammar cannot tell which of a row's numbers to leave out."""
    pairs = sum(1 for r in roles.values() if r.startswith("pair:"))
    beside_no_level = not {"ignore", "benchmark"}.isdisjoint(roles.values())
    return _measures_named(roles) + (pairs if beside_no_level else 0)


def _sided_measures(roles: dict[int, str]) -> set[str]:
    """The measures of a header's bid and ask columns ("" for a bare ``Bid``)."""
    return {(r.split(":") + [""])[1] for r in roles.values() if r.split(":")[0] in {"bid", "ask"}}


def _section_label(cell: Any) -> bool:
    """A first header cell that names the section (``AGENCY BULLETS``, ``UST (px in 32nds)``)."""
    # (its bracket may hold digits: "(px in 32nds)")
    return isinstance(cell, str) and 2 <= len(cell.strip()) <= 40 and not any(
        ch.isdigit() for ch in _BRACKETED_NOTE.sub("", cell))


_BRACKETED_NOTE = re.compile(r"\([^()]*\)")


_HEADER_ASSETS = ((frozenset({"preferred", "preferreds", "pfd", "pref"}), "preferred"),
                  (frozenset({"convertible", "convert", "converts", "cv"}), "convertible"),
                  # columns only a muni offering has: its concession, takedown and kicker
                  (frozenset({"kicker", "conc", "concession", "takedown", "tkdn"}), "muni"))


def third_header_row(names: Sequence[Any], below: Sequence[Any]) -> list[str | None] | None:
    """A two-row header's names with a third row under them: a cell under a name is its unit, in
    brackets (``DM Bid`` over ``bp``: ``DM Bid (bp)``); a cell under no name names its column. ``None``
    when a cell under a name is more than a unit (a section row, ``HIGH YIELD | px``, is no header row)."""
    if any(isinstance(b, str) and b.strip() and i < len(names) and isinstance(names[i], str) and names[i].strip()
           and not _UNIT_CELL.match(b.strip()) for i, b in enumerate(below)):
        return None
    out: list[str | None] = []
    for i in range(max(len(names), len(below))):
        name = names[i].strip() if i < len(names) and isinstance(names[i], str) else ""
        unit = below[i].strip() if i < len(below) and isinstance(below[i], str) else ""
        out.append((f"{name} ({unit.strip('()')})" if name and unit else name or unit) or None)
    return out


#: A header cell holding only a unit: ``bp``, ``pts``, ``%``, ``(close)``, ``($MM)``, ``yrs``.
_UNIT_CELL = re.compile(r"^\(?[$€£]?(?:bps?|pts?|points|%|px|yrs?|mm|m|000s?|close|mid|model|ref|x|bn)\)?$",
                        re.IGNORECASE)


def merge_header_rows(top: Sequence[Any], bottom: Sequence[Any]) -> list[str | None]:
    """A header split over two rows (``Bid | | Offer |`` over ``Px | Yld | Px | Yld``): a top cell
    spans the empty cells to its right, and each column is named by both rows.

    The column takes the first of "top bottom" (``Bid Px``), "bottom top" (``Ofr`` under ``Size
    (MM)``: ``Ofr Size (MM)``) and "bottom" alone that the vocabulary knows: a group cell that only
    gathers the columns under it (``Security`` over ``ISIN | Issuer | Cpn``) names none of them. A top
    cell it does not know over a name another column has too (``AM`` over ``DM Bid`` beside ``DM`` over
    ``Bid``) qualifies it: the column is no second one of that name.
    """
    out: list[str | None] = []
    carry = ""
    written = 0  # how many cells in a row, up to this one, the top row has written the carried label in
    unqualified: dict[int, str] = {}  # columns named by the bottom alone under a top the vocabulary does not know
    formed: set[int] = set()  # columns named by both rows together ("DM" over "Bid")
    for i in range(max(len(top), len(bottom))):
        t = top[i] if i < len(top) else None
        b = bottom[i] if i < len(bottom) else None
        t_text = t.strip() if isinstance(t, str) else ""
        b_text = b.strip() if isinstance(b, str) else ""
        if t_text:
            written = written + 1 if t_text == carry else 1
            carry = t_text
        else:
            if not b_text or written >= 2:
                # ("Prev | Prev |  |" over "Bid | Offer | Bid | Offer": a top row that writes its label over
                # each of its columns spans none past them; the empty cells after it head columns of their own.)
                carry = ""
            written = 0
        if not b_text:
            out.append(t_text or None)
        elif not carry:
            out.append(b_text)
        else:
            names = (f"{carry} {b_text}", f"{b_text} {carry}")
            name = next((n for n in names if _header_cell(n)[0] is not None), b_text)
            if name == b_text and t_text and _header_cell(carry)[0] is None:
                unqualified[i] = names[0]
            elif name != b_text:
                formed.add(i)
            bottom_role = _header_cell(b_text)[0]
            if _header_cell(carry)[0] == "desc" and bottom_role not in {None, "desc"} and (
                    _header_cell(name)[0] == "desc" or (bottom_role or "").endswith("size")):
                # "Anleihe / Bond" over "Kupon": a group label, "Kupon Anleihe / Bond" is no name;
                # "Collateral / structure" over "Orig Face ($MM)" is the face, no name with a size unit.
                name = b_text
            out.append(_sided(name, carry, b_text))
    roles = [_header_cell(n)[0] if n else None for n in out]
    for i, qualified in unqualified.items():
        if roles[i] not in {None, "ignore"} and any(roles[j] == roles[i] for j in formed if j != i):
            # "AM" over "DM Bid" beside "DM" over "Bid": the morning's reference level, as "AM DM Bid" is
            # in one row, no second bid DM column shadowing the first. Only beside a column both rows
            # name: "Today" over "Bid" beside a bare "Bid" says which is which no better than before
            # (two columns of one name, in review).
            out[i] = qualified
    return out


def _sided(name: str, top: str, bottom: str) -> str:
    """``name``, or the bottom's side with the top's measure where ``name`` lost the side:
    "Spread / OAT (pb)" over "Achat | Vente" is a spread's bid and ask, whatever the top's benchmark."""
    role, top_role, bottom_role = _header_cell(name)[0], _header_cell(top)[0], _header_cell(bottom)[0]
    if (bottom_role in {"bid", "ask"} and top_role and top_role.startswith("level:unsided:")
            and (role is None or role.startswith("level:"))):
        return f"{bottom} {vocab.MEASURE_WORDS[top_role.rpartition(':')[2]][0]}"
    return name


#: "Bid Yld/Px", "Offer Yield / Price": one side's column holding two measures in each cell (``4.25%/98.75``).
_TWO_MEASURE_HEADER = re.compile(r"^\s*(bid|offer|ask|ofr)\s*\(?\s*(yld|yield|ytw|ytm|ytc|px|price|sprd|spread|spd)"
                                 r"\s*/\s*(yld|yield|ytw|ytm|ytc|px|price|sprd|spread|spd)\s*\)?\s*$", re.IGNORECASE)


def split_two_measure_columns(rows: Sequence[Sequence[Any]]) -> list[Sequence[Any]]:
    """The rows with each column of two measures (``Bid Yld/Px`` over ``4.25%/98.75``) made two columns
    (``Bid Yld`` and ``Bid Px``), from its header row down; other tables as they are."""
    # Rows above the split header (and every row of a table without one) are passed as they are:
    # copying each row of a 20,000-row sheet cost as much as reading its cells.
    out: list[Any] = list(rows)
    for h, head in enumerate(out):
        if not text_row(head):
            continue  # a header is all text
        split = {i: (m[1], m[2], m[3]) for i, c in enumerate(head)
                 if isinstance(c, str) and "/" in c and (m := _TWO_MEASURE_HEADER.match(c))}
        split.update(_sides_of_two_measures(out, h))
        if not split:
            continue
        for r in range(h, len(out)):
            row, new = out[r], []
            for i, cell in enumerate(row):
                m = split.get(i)
                if m is None:
                    new.append(cell)
                elif r == h:
                    new += [f"{m[0]} {m[1]}", f"{m[0]} {m[2]}"]
                else:
                    parts = cell.split("/") if isinstance(cell, str) and cell.count("/") == 1 else [cell, None]
                    new += [_TO_CALL.sub("", p.strip()) if isinstance(p, str) else p for p in parts]
            out[r] = new
        break
    return out


#: A side's yield and price in one cell: ``3.28% / 109.995``, ``3.28% / 109.995 to call``.
_YIELD_PRICE_CELL = re.compile(r"^\s*\d{1,2}\.\d+%\s*/\s*\d{2,3}(?:\.\d+)?c?(?:\s+to\s+(?:call|mat\w*))?\s*$",
                               re.IGNORECASE)
_TO_CALL = re.compile(r"\s+to\s+(?:call|mat\w*)$", re.IGNORECASE)
_SIDE_ONLY = re.compile(r"^\s*(bid|offer|ask|ofr)\s*$", re.IGNORECASE)


def _sides_of_two_measures(rows: Sequence[Sequence[Any]], h: int) -> dict[int, tuple[str, str, str]]:
    """The header's bare ``Bid`` / ``Offer`` columns whose cells under it each hold the side's yield and
    price (``3.28% / 109.995``, a muni sheet "each side: yield / dollar price"): a column per measure."""
    out = {}
    below = rows[h + 1:h + 6]
    for i, cell in enumerate(rows[h]):
        # (a length test first: a CSV's every row is text and passes here)
        if not isinstance(cell, str) or len(cell) > 8 or (m := _SIDE_ONLY.match(cell)) is None:
            continue
        cells = [row[i] for row in below if i < len(row) and isinstance(row[i], str) and row[i].strip("- ")]
        if cells and all(_YIELD_PRICE_CELL.match(c) for c in cells):
            out[i] = (m[1], "Yld", "Px")
    return out


def retyped(header: Header, measure: str) -> Header | None:
    """The header with its one measure of sided columns (``Bid Px | Ask Px``) replaced by ``measure``,
    or ``None`` when its level columns name more than one measure or none."""
    sided = _sided_measures(header.roles)
    if len(sided) != 1 or any(r.startswith(("level:", "pair:")) for r in header.roles.values()):
        return None
    (old,) = sided
    if old == measure:
        return header
    roles = {i: f"{r.split(':')[0]}:{measure}" if r.split(":")[0] in {"bid", "ask"} else r
             for i, r in header.roles.items()}
    return replace(header, roles=roles)


def retyped_bare(header: Header, measure: str) -> Header | None:
    """The header with its bare ``Bid`` / ``Ask`` columns given ``measure`` when its other sided columns
    name another one (``Bid | Ask | Bid Px | Ask Px`` under a heading of spreads), else ``None``."""
    sided = _sided_measures(header.roles)
    if "" not in sided or len(sided) != 2 or measure in sided:
        return None
    roles = {i: f"{r}:{measure}" if r in {"bid", "ask"} else r for i, r in header.roles.items()}
    return replace(header, roles=roles)


def lists_trades(header: Header, hints: Hints) -> bool:
    """Whether a table's rows are executions, not a market: a column of the money each trade settles
    for, or a BUY / SELL column in a document recapping trades done (fills, TRACE prints). Its rows
    are not read as run lines either."""
    return header.trades or (hints.trades and "side" in header.roles.values())


#: A call column's cell that says the bond is callable: a date or a price, not "--" or "Bullet".
_CALLABLE = re.compile(r"\d")


def _worst_yield(cells: Sequence[Any], columns: tuple[int, ...], hints: Hints) -> list[Any]:
    """The one yield of a row's yield-to-call and yield-to-maturity cells (``columns``, in that order):
    the lower (``n/a`` to the call of a bond not callable leaves the other). Without its yield to
    maturity, which every bond has, a yield to the call alone is no yield to worst; nor is a yield to
    maturity alone where the row's call columns (``columns`` after the two) say the bond is callable."""
    to_call, to_maturity, calls = columns[0], columns[1], columns[2:]
    read = [(value, cells[i]) for i in (to_call, to_maturity)
            if i < len(cells) and (value := cell_level(cells[i], hints)[0]) is not None]
    if len(read) == 1 and (to_maturity >= len(cells) or cell_level(cells[to_maturity], hints)[0] is None):
        return [None]
    if len(read) == 1 and any(i < len(cells) and _CALLABLE.search(cell_text(cells[i])) for i in calls):
        return [None]  # "05/15/27 | 100.000 | -- | 4.378": callable, its yield to the call not given
    return [min(read, key=lambda vc: vc[0])[1]] if read else [None]


def row_drafts(cells: Sequence[Any], header: Header, hints: Hints) -> list[Draft]:
    """The quotes of one table row: one per measure that has a bid or an ask."""
    by_role: dict[str, list[Any]] = {}
    n = len(cells)
    for i, role in header.roles.items():
        if i < n:
            if role in by_role:
                by_role[role].append(cells[i])
            else:
                by_role[role] = [cells[i]]
    if header.worst_of:
        by_role[header.roles[header.worst_of[0]]] = _worst_yield(cells, header.worst_of, hints)
    row_asset = vocab.ROW_ASSETS.get(cell_text(by_role["asset"][0]).lower()) if "asset" in by_role else None
    if row_asset or (header.asset_hint and not hints.asset_class):
        hints = replace(hints, asset_class=row_asset or header.asset_hint)
    if lists_trades(header, hints):
        return []  # executions (a confirmation, a recap of fills with BUY / SELL per row), not a market
    if header.grid:
        return _grid_drafts(by_role, cells, header, hints)
    desc = _describe(by_role, cells, hints, header.margin_columns)
    if desc is None:
        return []
    status = row_status(cells, header)
    if status == "dead":
        return []  # "OFF", "TRADED", "SOLD" in a run's Status column: the dealer no longer makes that market
    legs: dict[str, list[Any]] = {}
    doubts: dict[str, str] = {}
    # (Read only where a column states no side: a Side cell's text is looked up on every row otherwise.)
    row_side = _row_side(by_role.get("side", _NO_CELL)[0], header, hints) if header.one_level else None
    row_measure = _row_measure(by_role["measure"][0], desc.asset_class) if "measure" in by_role else None
    if row_measure is None and "asset" in by_role and row_asset is None:
        # "Type: T+ / Yld / DM" per row: a Type column holding measures names the row's, not its product
        row_measure = _row_measure(by_role["asset"][0], desc.asset_class)
    if row_measure is None and "level:unsided" in by_role and ("bid" in by_role or "ask" in by_role):
        # "Quote | Bid | Ask" holding "upfront pts, 500 running" or "bp (100 running)": the words of a
        # lone level column beside the sides name the row's measure, as a Unit column's would.
        words = by_role["level:unsided"][0]
        if isinstance(words, str) and _LETTER.match(words.strip()):
            row_measure = _row_measure(words, desc.asset_class)
    for role, slot_index, kind, doubt in header.legs:
        values = by_role.get(role)
        if values is None:
            continue
        unsided = doubt.startswith("one level column")
        if unsided and row_side is None and desc.asset_class == "muni" and hints.offerings:
            row_side = 1  # a muni offering sheet's one Yield / Price column is what the dealer offers
        if unsided and row_side is not None:
            # The side comes from the row ("Side: Offer"), the table or the document: no doubt left.
            slot_index, doubt = row_side, ""
        if slot_index == 2 and not unsided and isinstance(values[0], str):
            low_high = level_range(values[0], hints)
            if low_high is not None:
                legs[kind] = list(low_high)
                continue
        if (unsided and slot_index in (0, 1) and kind in ("yield", "price") and isinstance(values[0], str)
                and "%" in values[0] and _YIELD_PRICE_CELL.match(values[0])):
            # "3.42% / 110.665" under a muni offering's "Yld / Px": the side's yield and its price, not a
            # bid and an offer of one measure.
            yld, px = (cell_level(_TO_CALL.sub("", part.strip()), hints)[0] for part in values[0].split("/"))
            if yld is not None and px is not None:
                legs.setdefault("yield", [None, None])[slot_index] = yld
                legs.setdefault("price", [None, None])[slot_index] = px
                continue
        if slot_index != 3 and isinstance(values[0], str) and "/" in values[0]:
            # "Z+218/210" under a one-level "Z-Sprd" column: the cell holds both sides, no doubt left.
            both = cell_pair(values[0])
            if both is not None and None not in (cell_level(both[1], hints)[0], cell_level(both[2], hints)[0]):
                slot_index, doubt = 3, ""
        if not kind and row_measure:
            kind = row_measure  # the row's Measure/Unit cell names what its bare Bid/Ask columns hold
        elif kind == "spread" and row_measure in _SPREAD_KINDS and not unsided:
            kind = row_measure  # "Mesure: MS" / "DM" beside "Achat spread": over swaps, a floater's margin
        elif kind in _SPREAD_KINDS and row_measure and row_measure not in _SPREAD_KINDS and not unsided:
            doubt = doubt or f"the row's measure ({row_measure}) is not its column's ({kind})"
        elif kind in _SPREAD_KINDS and hints.quote_type == "dm" and kind != "dm":
            # "CLO - DM (bp)" over rows of an "Offer Sprd" column: which spread the numbers are, the
            # section's margin or the column's spread, is a guess. (A "DM" column under a heading "over
            # SOFR" is none: a floater's margin is over its index.)
            doubt = doubt or f"the section names a discount margin, its column {kind}"
        if slot_index == 3:
            pair = cell_pair(str(values[0])) if values[0] is not None else None
            if pair is None:
                continue
            (bid, bid_signed), (ask, ask_signed) = cell_level(pair[1], hints), cell_level(pair[2], hints)
            if (bid_signed or ask_signed) and not kind:
                kind = "spread"  # "+167/+158" in a column that did not say its measure
            kind = cell_measure(values[0], kind)
            if bid is not None or ask is not None:
                legs[kind] = [bid, ask]
                if doubt:
                    doubts[kind] = doubt
            continue
        first = values[0]
        second = None
        if type(first) is float or type(first) is int:
            value, signed = float(first), False  # a spreadsheet's number: cell_level's reading, without the call
        else:
            # ("S+185" under "Offer DM", "S+106" under "Sprd Bid (S+)": the level after the benchmark; a loan's
            # unsided Spread column holds its margin, no level)
            level = _margin_level(first) if kind == "dm" or kind in _SPREAD_KINDS and not unsided else first
            value, signed = cell_level(level, hints)
            if kind == "spread" and level is not first and value is not None and not hints.swap_spreads:
                # "S+225" under "Offer Spread": over SOFR swaps, or a floater's margin over SOFR (its DM)?
                doubt = doubt or "a spread written over SOFR: a swap spread or a floater's discount margin?"
            if value is None and slot_index in (0, 1) and isinstance(first, str):
                # "+112 (101.20)", "$25.15 (6.02%)": the column's level with a second measure in brackets.
                second = _bracketed_second(first, hints)
                if second is not None:
                    value, signed = cell_level(second[0], hints)
        if value is None:
            continue
        if len(values) > 1 and (unsided or role in header.twin_roles) and _another_level(values[1:], value, hints):
            # "Date | Price | Par | Yield | Price": two columns of one name holding different levels
            # (a call price and the offer price, its band row lost; "Offer" carried over "Px | Px" of a
            # band row one column off): which is the market is a guess.
            doubt = f"two columns of the header read as {role!r} hold different levels"
        if signed and not kind:
            kind = "spread"  # a "+" or "bp" level in a column that did not say its measure is a spread
        if isinstance(first, str):  # (a number names no measure of its own: cell_measure reads text)
            kind = cell_measure(first if second is None else second[0], kind)
        if second is not None and (other := _second_measure(kind, second[1], second[2])) is not None:
            beside = legs.setdefault(other, [None, None])
            if beside[slot_index] is None:  # a column of that measure says it first
                beside[slot_index] = second[1]
        slot = legs.setdefault(kind, [None, None])
        if slot_index == 2:
            slot[:] = [value, value]
        else:
            slot[slot_index] = value
        if doubt:
            doubts[kind] = doubt
    if not legs:
        return []
    talk_unit = next((header.level_units.get(role) for role, _, kind, _ in header.legs
                      if kind == "talk" and header.level_units.get(role)), None) if header.level_units else None
    for role, _, kind, _ in header.legs if header.level_units else ():
        # (a bare "Cover" beside "PX TALK" is in the talk's measure: a cover of 0.25 is no price)
        unit = header.level_units.get(role) or (talk_unit if kind == "cover" else None)
        if unit and kind in legs and kind not in doubts:
            low, high = plausible_range(desc.asset_class or "corporate", unit)
            bad = next((v for v in legs[kind] if v is not None and not low <= v <= high), None)
            if bad is not None:
                doubts[kind] = f"{kind} {bad:g} outside {low:g}..{high:g} for the {unit} its column states"
    sizes = _sizes(by_role, header.size_unit, header.size_unit_stated, desc.asset_class == "muni")
    if sizes == (None, None) and header.volume:
        sizes = _volume_size(cells, header.volume)
    if sizes == (None, None) and "ignore" in by_role:
        sizes = note_sizes(by_role["ignore"])  # a notes cell: "Offer 25mm, bid 10mm"
    ccy = cell_text(by_role["currency"][0]).upper() or None if "currency" in by_role else None
    asset_class = desc.asset_class or "corporate"
    currency = ccy if ccy in vocab.CURRENCIES else desc.currency or hints.currency or default_currency(desc)
    benchmark = cell_text(by_role["benchmark"][0]) or None if "benchmark" in by_role else None
    dealer = cell_text(by_role["dealer"][0]).lower() or None if "dealer" in by_role else None
    out: list[Draft] = []
    # docs/quotes.md: a row's measures share its sizes; only a row quoted on one side alone (an
    # offer-only axe) leaves the other side's size out.
    two_sided = False
    for b, a in legs.values():  # a loop, not any(): this runs on every row of a sheet
        if b is not None and a is not None:
            two_sided = True
            break
    if (hints.run_sizes is not None and _FACE_ROLES & by_role.keys()
            and all(by_role[r][0] in (None, "") for r in _QUOTE_SIZE_ROLES & by_role.keys())
            and (any(b is not None and a is not None for k, (b, a) in legs.items() if k not in {"talk", "cover"})
                 or (hints.side is None and not legs.keys() & {"talk", "cover"})
                 or ((_face_only(by_role) and (hints.run_sizes.default or hints.run_sizes.assets)
                      or (hints.run_sizes.face is not None and "current_size" in by_role))
                     and not any(kind in {"talk", "cover"} for _, _, kind, _ in header.legs)))):
        # A bond's original or current face sizes a list without sizes of its own (an offering, a
        # BWIC's talk); a two-way run that states its sizes ("2mm per side") is sized by them, and the
        # face beside its levels is a fact of the bond (a row whose Size cell is empty too, a row bid
        # only in a run that names no side); a size the run states ("2MM current face" over an "Orig
        # ($MM)" column, "2MM current face each" over a "Cur Face ($MM)" one) sizes an offering too,
        # where the face would.
        sizes = (None, None)
    typed = [k for k in legs if k in _MEASURE_RANK]
    if len(typed) > 1:
        typed.sort(key=_MEASURE_RANK.__getitem__)  # in MEASURES' order (most rows have one measure)
    previous = None
    unreadable = False
    for kind in typed + ([""] if "" in legs else []):
        bid, ask = legs[kind]
        quote_type = kind or level_kind(
            Draft(asset_class=asset_class, instrument=desc.instrument, ticker=desc.ticker), previous, hints,
            bid if bid is not None else ask)
        if not kind and hints.quote_type and hints.quote_type not in legs and not _in_range(quote_type, bid, ask) \
                and _in_range(hints.quote_type, bid, ask):
            # "Level (section unit)" over a bare Bid / Offer beside "Price": 126 / 111 is no yield, the measure
            # that usually follows a price; it is the one the section's heading names ("CLO - discount margin")
            quote_type = hints.quote_type
        low, high = RANGES[quote_type]
        if (bid is not None and not low <= bid <= high) or (ask is not None and not low <= ask <= high):
            unreadable = True
            continue
        draft = Draft(
            desc.isin, desc.cusip, desc.ticker, desc.coupon, desc.maturity, desc.instrument, desc.tenor,
            asset_class, quote_type, bid, ask, sizes[0] if bid is not None or two_sided else None,
            sizes[1] if ask is not None or two_sided else None, currency, benchmark, desc.figi, desc.maturity_precision,
            dealer=dealer, unit_source="stated" if kind or hints.quote_type else "convention",
        )
        if kind in doubts:
            draft.flags += (doubts[kind],)
        elif not kind and previous is not None and asset_class == "loan":
            # A loan's "Price: Bid | Offer" then a second "Bid | Offer" under a band of no known name:
            # loans trade on price, so its measure is only the convention's guess (sizes read as a yield).
            draft.flags += (f"a loan's second Bid / Offer pair names no measure (read as {quote_type} by convention)",)
        out.append(draft)
        previous = quote_type
    if unreadable:
        for draft in out:
            draft.flags += ("another level on the row is out of range for its column",)
    if status == "subject":
        for draft in out:
            draft.flags += ("the row says its levels are subject (to confirmation)",)
    if header.side_by_side:
        for draft in out:
            draft.flags += ("the header names two bonds' columns: two tables side by side, read as one",)
    left = unplaced_cells(cells, header, legs) if out else None
    if left:
        why = unplaced_flag(left, "row")
        for draft in out:
            draft.flags += (why,)
    return out


#: A level, then a second one in brackets: ``+112 (101.20)``, ``$25.15 (6.02%)``, ``T+95 (99.1)``.
_WITH_BRACKETED = re.compile(r"^\s*(\S.*?)\s*\(\s*(\d{1,3}(?:[.,]\d{1,4}|-\d{2}\+?)?)\s*(%?)\s*\)\s*$")
_SPREAD_KINDS = frozenset({"spread", "z_spread", "i_spread", "dm"})


def _another_level(cells: Sequence[Any], value: float, hints: Hints) -> bool:
    """Whether one of ``cells`` holds a level other than ``value``."""
    for cell in cells:
        other = cell_level(cell, hints)[0]
        if other is not None and abs(other - value) > 1e-9:
            return True
    return False


def _margin_level(cell: Any) -> Any:
    """``S+185`` under a DM column: the margin over the floating index is the level (185)."""
    if isinstance(cell, str) and _MARGIN.match(cell):
        return cell.split("+", 1)[1].strip()
    return cell


def _bracketed_second(cell: str, hints: Hints) -> tuple[str, float, str] | None:
    """(the cell's own level, the bracketed number, its "%" or "") of a cell written so."""
    m = _WITH_BRACKETED.match(cell)
    if m is None or not any(ch.isdigit() for ch in m[1]):
        return None
    value = parse_level(m[2], hints.decimal_comma)
    return None if value is None else (m[1], value, m[3])


def _second_measure(kind: str, value: float, percent: str) -> str | None:
    """What a bracketed second level is beside a level of ``kind``: a yield when written with "%"
    (beside a price), a bond's price near par beside a spread; anything else is not placed (the row
    goes to review through unplaced_cells: "+112 (12)" may be a size or a change)."""
    if percent:
        return "yield" if kind in {"", "price"} and 0 < value < 30 else None
    return "price" if (kind in _SPREAD_KINDS or kind == "yield") and 50 <= value <= 200 else None


#: A run's per-row status saying its levels are only indicative (the market gone: vocab.DEAD_STATUS). A
#: BWIC's list of results keeps its covers whatever the row's status (a cover is what the bond traded around).
SUBJECT_STATUS = frozenset({"subj", "subject", "sub", "s/c", "subj.", "subject to confirm"})


#: A status word with a number after it in one cell.
_STATUS_THEN_NUMBER = re.compile(r"^[a-z]+ [+-]?\d[\d.,]*$")


def row_status(row: Sequence[Any], header: Header) -> str | None:
    """"dead" or "subject" when one of the row's no-level cells (those of columns the header names as
    no level, or does not name) is a status word, else ``None``."""
    n = len(row)
    # Past the header's last column too: "SOLD" in a column of its own at the end of the row. (A row
    # within the header's columns, the common one, builds no tuple.)
    columns = header.status_or_size_columns if n <= header.width else (
        *header.status_columns, *range(header.width, n), *header.size_columns)
    for i in columns:
        cell = row[i] if i < n else None
        if isinstance(cell, str) and len(cell) <= 20:
            word = cell.strip().lower()
            if i in header.size_columns:
                if " " not in word and word not in vocab.DEAD_STATUS:
                    continue  # (a status alone there too: "TRADED" a column left of its own, a number after it)
                # "2x2  OFF" (a number after it too: "2x2  OFF  +0.25"): the status typed after the row's
                # size, in the size's cell ("5mm off" may be the side offered; "2x2 off" has both)
                size, *after = word.split()
                word = next((w for w in after if w in vocab.DEAD_STATUS and (w != "off" or "x" in size)), word)
            elif " " in word and _STATUS_THEN_NUMBER.match(word):
                word = word.split()[0]  # "OFF  101.5": a number of no column typed after the status joins its cell
            if word in vocab.DEAD_STATUS and not any(kind in {"talk", "cover"} for _, _, kind, _ in header.legs):
                return "dead"
            if word in SUBJECT_STATUS:
                return "subject"
    return None


def _grid_drafts(by_role: dict[str, list[Any]], cells: Sequence[Any], header: Header, hints: Hints) -> list[Draft]:
    """One quote per tenor column of a curve grid row (``KORVAN | 31/37 | 58/64 | 88/93``)."""
    out: list[Draft] = []
    sizes = _sizes(by_role, header.size_unit, header.size_unit_stated)
    dealer = cell_text(by_role.get("dealer", _NO_CELL)[0]).lower() or None
    levels: dict[str, list[float | None]] = {}  # tenor -> [bid, ask], in the header's order
    for i, role in header.roles.items():
        if not role.startswith("grid:") or i >= len(cells):
            continue
        tenor, _, side = role[5:].partition(":")
        if side:
            levels.setdefault(tenor, [None, None])[1 if side == "ask" else 0] = cell_level(cells[i], hints)[0]
            continue
        pair = cell_pair(cells[i]) if isinstance(cells[i], str) else None
        if pair is not None:
            levels[tenor] = [cell_level(pair[1], hints)[0], cell_level(pair[2], hints)[0]]
        elif (side := _DOCUMENT_SIDES.get(hints.side or "")) is not None:
            # "44 | 70 | 92" on a sheet named "BID": one side of each tenor, the other on its own sheet
            level = cell_level(cells[i], hints)[0]
            if level is not None:
                levels[tenor] = [level, None] if side == 0 else [None, level]
    for tenor, (bid, ask) in levels.items():
        desc = _describe({**by_role, "tenor": [tenor]}, cells, hints)
        if desc is None or (bid is None and ask is None):
            continue
        asset_class = desc.asset_class or "corporate"
        quote_type = hints.quote_type or level_kind(
            Draft(asset_class=asset_class, instrument=desc.instrument, ticker=desc.ticker), None, hints,
            bid if bid is not None else ask)
        low, high = RANGES[quote_type]
        if any(v is not None and not low <= v <= high for v in (bid, ask)):
            continue
        out.append(Draft(
            desc.isin, desc.cusip, desc.ticker, desc.coupon, desc.maturity, desc.instrument, desc.tenor, asset_class,
            quote_type, bid, ask, sizes[0], sizes[1], desc.currency or hints.currency, None, desc.figi,
            desc.maturity_precision, dealer=dealer, unit_source="stated" if hints.quote_type else "convention",
        ))
    return out


_SIDE_VALUES = {"s": 1, "bid": 0, "b": 0, "bids": 0, "buy": 0, "buyer": 0, "geld": 0, "offer": 1, "o": 1, "ask": 1,
                "offered": 1, "sell": 1, "seller": 1, "brief": 1, "ofr": 1, "two-way": 3, "two way": 3, "2-way": 3,
                "2way": 3, "both": 3, "b/o": 3, "bid/offer": 3, "mkt": 3, "market": 3}
def _row_side(cell: Any, header: Header, hints: Hints) -> int | None:
    """Where a row's one-level columns belong: 0 bid, 1 ask, 3 a pair in one cell, ``None`` unknown."""
    if cell is not None:
        side = _SIDE_VALUES.get(cell_text(cell).lower())
        if side is not None:
            return side
    if header.default_side is not None:
        return header.default_side
    return _DOCUMENT_SIDES.get(hints.side or "")


_DOCUMENT_SIDES = {"bid": 0, "ask": 1}


#: A per-row measure written as its benchmark's mark: a spread over Treasuries, over swaps.
_SPREAD_MARKS = {"T+": "spread", "G+": "spread", "UST+": "spread", "S+": "i_spread", "I+": "i_spread",
                 "MS+": "i_spread", "Z+": "z_spread"}


def _row_measure(cell: Any, asset_class: str | None) -> str | None:
    """The measure a per-row Measure/Unit cell names: ``Sprd``, ``px``, ``DM``, ``bp vs UST``, ``Yield``;
    ``pts`` is a CDS's points upfront and a bond's price."""
    text = cell_text(cell).strip()
    if text in _SPREAD_MARKS:
        return _SPREAD_MARKS[text]  # "T+", "S+": over Treasuries, over swaps (docs/quotes.md)
    name = normalise_header(text)
    if not name:
        return None
    role = vocab.HEADER_ROLES.get(name, "")
    if role.startswith("level:unsided:"):
        return role.split(":")[2]
    if "pts" in name.split() or "points" in name.split():
        return "upfront" if asset_class == "cds" else "price"
    return next((vocab.UNIT_WORDS[w] for w in name.split() if vocab.UNIT_WORDS.get(w)), None)


#: Columns that size the market itself, and those that hold a bond's face.
_QUOTE_SIZE_ROLES = frozenset({"size", "bid_size", "ask_size"})
_FACE_ROLES = frozenset({"current_size", "face_size"})


def _in_range(quote_type: str, bid: float | None, ask: float | None) -> bool:
    low, high = RANGES[quote_type]
    return all(low <= v <= high for v in (bid, ask) if v is not None)


def _face_only(by_role: dict[str, list[Any]]) -> bool:
    """Whether a row's size would come from its original face alone: no size, side size or current face
    cell (docs/quotes.md: the face sizes a tranche only where the run states no size of its own)."""
    return "face_size" in by_role and not any(
        by_role.get(role, _NO_CELL)[0] not in (None, "") for role in ("size", "current_size", "bid_size", "ask_size"))


def _sizes(by_role: dict[str, list[Any]], unit: float, stated: bool,
           muni: bool = False) -> tuple[float | None, float | None]:
    bid = ask = None
    if "size" in by_role or "current_size" in by_role or "face_size" in by_role:
        # A row's own Size cell, else its current face, else its original face ("Cur Face | Size (MM)"
        # with a size on a few rows: those rows are good for that size).
        sized = by_role.get("size", _NO_CELL)[0]
        cell = sized if sized not in (None, "") else by_role.get("current_size", by_role.get("face_size", _NO_CELL))[0]
        bid, ask = cell_size(cell, unit, stated, muni)
    if "bid_size" in by_role:
        bid = cell_size(by_role["bid_size"][0], unit, stated, muni)[0]
    if "ask_size" in by_role:
        ask = cell_size(by_role["ask_size"][0], unit, stated, muni)[0]
    return bid, ask


_VOLUME_HEADERS = frozenset({"vol", "volume"})
_SIZE_WITH_UNIT = re.compile(r"(?:[A-Z]{3}\s*)?\d+(?:[.,]\d+)?\s*(?:mio|mm|mn|mln|m|k|bn)\.?", re.IGNORECASE)


def _volume_size(cells: Sequence[Any], columns: tuple[int, ...]) -> tuple[float | None, float | None]:
    """The size a "Vol." cell states with its unit (``25 Mio``, ``EUR 5m``), for both sides."""
    for i in columns:
        cell = cells[i] if i < len(cells) else None
        if isinstance(cell, str) and _SIZE_WITH_UNIT.fullmatch(text := cell.strip()):
            size = parse_size(re.sub(r"^[A-Z]{3}\s*", "", text, flags=re.IGNORECASE).rstrip("."))
            if size is not None:
                return size, size
    return None, None


@lru_cache(maxsize=1 << 14)
def _tokens(text: str) -> tuple[str, ...]:
    """The prepared tokens of a description; a sheet is resent all day with the same bonds."""
    return tuple(prepare(text).split())


def _row_margins_and_identifiers(
    cells: Sequence[Any], levels: frozenset[int]
) -> tuple[tuple[str, ...], dict[str, str]]:
    """A loan's margin cells (``S+350``) outside the DM columns (``S+185`` under "Offer DM" is the
    level), and the identifiers anywhere on the row, first of each kind (docs/quotes.md: an identifier
    wins). One pass over the row: this runs on every row of a sheet."""
    margins: list[str] = []
    found: dict[str, str] = {}
    for i, cell in enumerate(cells):
        if type(cell) is not str:
            continue
        if "+" in cell and _MARGIN.match(cell) and i not in levels:
            margins.append(cell)
        size = len(cell)
        if size < 9:
            if 3 <= size <= 4 and cell.isalpha() and cell.upper() in _SETTLE_MONTHS:
                found["month"] = cell.upper()  # "FNCL | 5.5 | Jan | 98-17+": a TBA's settle month
            continue
        for tok in cell.split():
            core = tok.strip(",;:.()[]")
            # An ASCII token is an identifier at 9 or 12 characters only (identifier_kind): a date of ten
            # ("10/15/2027") is not looked up. Any other keeps the wider test (upper() may lengthen it).
            if len(core) in (9, 12) if tok.isascii() else (len(tok) in (9, 12) or 9 <= len(core) <= 12):
                kind = identifier_kind(tok)
                if kind is not None:
                    found.setdefault(kind, tok.upper().strip(",;:.()[]"))
    return tuple(margins), found


_SETTLE_MONTHS = frozenset({"JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "SEPT", "OCT", "NOV", "DEC"})
_MARGIN = re.compile(r"^\s*(?:S|L|E|SOFR|LIBOR|EURIBOR|SONIA|ESTR|€STR|3mE|3mL|3mS)\s?\+\s?\d{2,4}\s*$", re.IGNORECASE)


def _describe(by_role: dict[str, list[Any]], cells: Sequence[Any], hints: Hints,
              levels: frozenset[int] = frozenset()) -> Description | None:
    """Compose the naming cells into one description and read it with the line grammar.

    Dealers resend the same bonds all day: the answer is cached on the naming cells and the row's
    identifiers (the cached Description is never changed by the callers)."""
    get = by_role.get
    margins, idents = _row_margins_and_identifiers(cells, levels)
    from_column = None
    if "cusip" not in idents and "cusip" in by_role:
        # A CUSIP column's "HAR759A68": an issuer number led by letters (a CINS, a private deal) is one
        # too where the header says so; in free text only a digit-led one is taken (a word is none).
        named = cell_text(by_role["cusip"][0]).strip().upper()
        if len(named) == 9 and named.isalnum() and valid_cusip(named):
            idents = {**idents, "cusip": named}
            from_column = named
    # The naming roles' cells in _describe_cells' order, spelled out (a loop over the roles cost twice
    # as much, on every row of a sheet).
    none = ()
    naming = (tuple(get("ticker", none)), tuple(get("desc", none)), tuple(get("desc_extra", none)),
              tuple(get("coupon", none)), tuple(get("maturity", none)), tuple(get("tenor", none)), margins)
    ident_items = tuple(sorted(idents.items())) if len(idents) > 1 else tuple(idents.items())
    try:
        return _describe_cells(naming, ident_items, hints, from_column)
    except TypeError:  # an unhashable cell (never from our readers): read it uncached
        return _described_row.__wrapped__(naming, ident_items, hints)


#: One identifier of each kind that the line grammar's token reader takes as that kind: a row's own
#: identifier stands in for it while its words are read (_describe_cells).
_STAND_IN = {"isin": "US0378331005", "cusip": "037833100", "figi": "BBG000B9XRY4"}


@lru_cache(maxsize=1 << 14)
def _describe_cells(
    naming: tuple[tuple[Any, ...], ...], ident_items: tuple[tuple[str, str], ...], hints: Hints,
    from_column: str | None = None,
) -> Description | None:
    """The row's description, its own identifiers in it.

    A new sheet names a new CUSIP on every row beside names it repeats (``ACME | 4.25 | 10/27``): the
    words are read once for each kind of identifier beside them (what the reading depends on), and
    each row's identifiers are set on a copy. ``from_column`` is a CUSIP only its column made one (a
    letter-led CINS): the token reader does not take it as an identifier, so it is read as itself."""
    shape = tuple((kind, value if value == from_column else _STAND_IN.get(kind, value))
                  for kind, value in ident_items)
    read = _described_row(naming, shape, hints)
    if read is None or shape == ident_items:
        return read
    idents = dict(ident_items)
    return Description(
        idents.get("isin") or read.isin, idents.get("cusip") or read.cusip, read.ticker, read.coupon,
        read.maturity, read.instrument, read.tenor, read.asset_class, read.currency, read.size,
        idents.get("figi") or read.figi, read.maturity_precision, read.face)


#: A maturity cell with the rating column's cell run into it by one space.
_RATED_MATURITY = re.compile(rf"^(\d{{1,2}}/\d{{1,2}}/\d{{2,4}})\s+{RATING}(?:/{RATING}){{0,2}}$")


@lru_cache(maxsize=1 << 14)
def _described_row(
    naming: tuple[tuple[Any, ...], ...], ident_items: tuple[tuple[str, str], ...], hints: Hints
) -> Description | None:
    tickers, descs, extras, coupons, maturities, tenors, ident_margins = naming
    parts = [cell_text(v) for group in (tickers, descs, extras) for v in group]
    if not ident_items and _summary_row(" ".join(p for p in parts if p)):
        return None  # "Total | | 86.000 | 93.667": a sheet's totals or averages row names no instrument
    if any(isinstance(p, str) and _PROSE.search(p) for p in parts):
        return None  # "Ratings 2.0 scale, 1 = highest; 25 bp = 0.25%. ...": a disclaimer's sentence under the table
    if (coupons or maturities) and _names_bond(parts, hints):
        # "T 3 7/8 12/31/29 | 3.875 | 2029-12-31": the name cell already says the coupon and the maturity
        # its columns repeat.
        coupons = maturities = ()
    coupon = _first_line(coupons[0]) if coupons else None
    cds = bool(tenors) or hints.tenor is not None and hints.asset_class == "cds"
    if coupon is not None and cds and cell_text(coupon) in _CDS_COUPONS:
        coupon = None  # "Rowntree Media | 500 | 40 | 0.875" under "SINGLE NAMES 5Y": a CDS's running coupon, no name
    if coupon is not None and cell_text(coupon):
        if isinstance(coupon, int | float):
            # A number cell, written out in the document's locale for the description's reader: 1.25
            # read with decimal commas would be 125.
            written = f"{float(coupon):g}"
            parts.append(written.replace(".", ",") if hints.decimal_comma else written)
        else:
            parts.append(cell_text(coupon))
    maturity = _first_line(maturities[0]) if maturities else None
    if maturity is not None:
        text = cell_text(maturity)
        if " " in text and (rated := _RATED_MATURITY.match(text)) is not None:
            text = rated[1]  # "09/15/33 BBB+" under "Maturity Rtg" one space apart: the rating is no name
        if " " in text and (day := parse_date(text)) is not None:
            text = day.isoformat()  # "15 Mar 2033": split into words the description would read a year
        elif len(text) == 8 and text.isdigit() and (day := _compact_date(text)) is not None:
            text = day.isoformat()  # "20301130": an export's maturity column, year month day run together
        parts.append(text)
    named = {w for p in parts for w in p.split()}
    # "S+300" in a Margin or Spread column names the loan, once: an Index column may be read as a
    # name column already ("LOAN | FOWEY TLB | E+375").
    parts.extend(m for v in ident_margins if v and (m := cell_text(v)) not in named)
    tenor = tenors[0] if tenors else None
    if tenor is None and hints.tenor is not None and hints.asset_class == "cds":
        tenor = hints.tenor  # "Wykeham Bancorp | 61 | 65" under "CDS 5Y (bp)"
    if tenor is not None:
        parts.append(cell_text(tenor).upper())
    idents = dict(ident_items)
    month = idents.pop("month", None)
    tokens = _tba_month(_tokens(" ".join([p for p in parts if p])), month)  # prepare drops a footnote's marker
    if "*" in "".join(tokens):
        tokens = tuple(t.strip("*") for t in tokens if t.strip("*"))  # "ACME*", "*UMBRA": an axe mark
    # The identifiers go in with the words: a CUSIP with "WTR REV" names a muni.
    desc = parse_description(list(tokens) + sorted(idents.values()), hints) if tokens else None
    if desc is None:
        if not idents:
            return None
        words = [t for t in tokens if identifier_kind(t) is None]
        desc = Description(asset_class=hints.asset_class or "corporate", instrument=" ".join(words) or None)
    desc.isin = idents.get("isin") or desc.isin
    desc.cusip = idents.get("cusip") or desc.cusip
    desc.figi = idents.get("figi") or desc.figi
    return desc


#: A CDS contract's standard running coupons (bp): in a CDS table's Cpn column, no part of the name.
_CDS_COUPONS = frozenset({"25", "100", "300", "500", "1000"})


#: The first word of a summary row's name cell: its numbers are sums and averages of the rows above.
_SUMMARY_WORDS = frozenset({"total", "totals", "subtotal", "sub-total", "average", "avg", "avg.", "mean", "sum"})


#: A name cell holding sentences: a clause break and an equation or a second sentence ("1 = highest; 25 bp").
_PROSE = re.compile(r"\s=\s.*;|;\s.*\s=\s")


def _summary_row(name: str) -> bool:
    """Whether a row's name is a summary's: ``Total``, ``Average:``, ``Total NY (available)``; never an
    issuer's (``TOTAL CAPITAL INTL``, ``Total SA``), which has words of its own and no bracket."""
    words = name.split()
    return bool(words) and words[0].lower().rstrip(":") in _SUMMARY_WORDS and (
        len(words) == 1 or words[0].endswith(":") or "(" in name) and not any(ch.isdigit() for ch in name)


def _first_line(cell: Any) -> Any:
    """A coupon or maturity cell's first line when more follow: the lines under it are a neighbour's
    wrapped text run into the cell ("4.375" over "/29, 5.375", the tail of a step-up's schedule)."""
    return cell.split("\n", 1)[0] if isinstance(cell, str) and "\n" in cell.strip() else cell


def _tba_month(tokens: tuple[str, ...], month: str | None) -> tuple[str, ...]:
    """A TBA's tokens with the settle month of its row's "Settle" cell after the coupon: a TBA is keyed
    by its month ("FNCL 5.5 JAN"), as a run line writes it."""
    if month is None or not tokens or tokens[0].upper() not in vocab.MBS_TICKERS or month in tokens:
        return tokens
    return (*tokens, month)


def _names_bond(parts: list[str], hints: Hints) -> bool:
    """Whether the name cells hold a bond named in full, coupon and maturity (checked only when a name
    cell has a slash: the rare sheet that writes both)."""
    text = " ".join(parts)
    if "/" not in text or not any(ch.isdigit() for ch in text):
        return False
    desc = parse_description(list(_tokens(text)), hints)
    return desc is not None and desc.coupon is not None and desc.maturity is not None


def _compact_date(text: str) -> dt.date | None:
    """``20301130`` in a maturity column: 30 November 2030 (years 1990 to 2099)."""
    year, month, day = int(text[:4]), int(text[4:6]), int(text[6:])
    if not 1990 <= year <= 2099:
        return None
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


_CELL_SPLIT = re.compile(r"\S+(?: \S+)*")
TAB_COLUMN = 1000  # a tab-separated cell's span: wider than any cell, so columns never overlap


def split_cells(line: str) -> list[tuple[int, int, str]]:
    """Cells of a column-aligned line: runs separated by two or more spaces, with their spans."""
    if line.count("\t") >= 2:
        # Cells pasted from Outlook or Excel are tab-separated, an empty cell an empty field: the
        # column number is the cell's place, whatever the widths (spans are per column).
        fields = line.replace("\xa0", " ").split("\t")
        return [(i * TAB_COLUMN, i * TAB_COLUMN + len(f.strip()) + 1, f.strip()) for i, f in enumerate(fields)
                if f.strip()]
    # A no-break space is a space (HTML runs laid out with &nbsp;): same length, so spans keep.
    text = line.replace("\t", "    ").replace("\xa0", " ")
    return [(m.start(), m.end(), m.group()) for m in _CELL_SPLIT.finditer(text)]


class Placement(NamedTuple):
    """Where a column-aligned row's cells stand under its header: each column's text; the cells one to
    each column when the row lines up so (else ``None``); else each cell's (column, characters between
    cell and column, text)."""

    texts: list[str | None]
    lined: list[tuple[int, int, str]] | None
    apart: list[tuple[int, int, str]]


def place(cells: list[tuple[int, int, str]], header_cells: list[tuple[int, int, str]]) -> Placement:
    """Put each cell under the header column it overlaps most (or lies nearest to)."""
    lined = _lined_up(cells, header_cells)
    if lined is not None:
        return Placement([c[2] for c in lined], lined, [])
    out: list[str | None] = [None] * len(header_cells)
    apart = _placed_apart(cells, header_cells)
    for column, _, text in apart:
        out[column] = text if out[column] is None else f"{out[column]} {text}"
    return Placement(out, None, apart)


def name_carried(placed: Sequence[Any], above: Sequence[Any], header: Header) -> list[Any]:
    """A row that leaves its name column empty under a row that fills it (``LOCHSIDE 2024-1A  A1 ...`` over
    ``        C  ...``: the deal written once, then only its classes) with the name above, when the row
    says what else it is (a class, a coupon, a maturity)."""
    # (the description, else a ticker column: "ALTU  4.880  09/15/36 ..." over "      5.000  11/15/38 ...")
    at = next((i for i, role in header.roles.items() if role == "desc"), None)
    if at is None:
        at = next((i for i, role in header.roles.items() if role == "ticker"), None)
    if at is None or at >= len(placed) or placed[at] or at >= len(above) or not above[at]:
        return list(placed)
    if not any(role in _OTHER_NAMING and i < len(placed) and placed[i] for i, role in header.roles.items()):
        return list(placed)
    if any(isinstance(c, str) and c.strip().lower().startswith(_TOTALS) for c in placed):
        return list(placed)  # "Total | | ... | 24.325 | 24.515": the table's averages, no bond of the row above
    return [above[at] if i == at else text for i, text in enumerate(placed)]


#: The first word of a row of totals or averages under a table.
_TOTALS = ("total", "subtotal", "sub-total", "sub total", "avg", "average", "sum", "wtd", "weighted")


#: Columns that tell a row's instrument apart from the one above it with the same name.
_OTHER_NAMING = frozenset({"desc_extra", "coupon", "maturity", "cusip", "isin"})


def align(cells: list[tuple[int, int, str]], header_cells: list[tuple[int, int, str]]) -> list[str | None]:
    """Each header column's text of a row (``place``)."""
    return place(cells, header_cells).texts


def _placed_apart(cells: list[tuple[int, int, str]],
                  header_cells: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """(column, characters between cell and column, text) of each cell of a row that does not line up
    one to one with its header: placed by overlap, else by distance."""
    if len(cells) <= len(header_cells):  # equal: a row with a cell past the last column
        cells = _split_run_together(cells, header_cells)
    return [(*_nearest_column(start, end, header_cells), text) for start, end, text in cells]


def _nearest_column(start: int, end: int, header_cells: list[tuple[int, int, str]]) -> tuple[int, int]:
    """(the header column a cell overlaps most, else the one it lies nearest to; the characters
    between the two, 0 when they overlap)."""
    best, best_score = 0, None
    for i, (hs, he, _) in enumerate(header_cells):
        overlap = min(end, he) - max(start, hs)
        distance = abs((start + end) / 2 - (hs + he) / 2)
        score = (-overlap, distance) if overlap > 0 else (1, distance)
        if best_score is None or score < best_score:
            best, best_score = i, score
    hs, he, _ = header_cells[best] if header_cells else (start, end, "")
    return best, max(0, hs - end, start - he)


def levels_adrift(placement: Placement, header: Header) -> bool:
    """Whether a row that does not line up one to one with its header puts a number under a level
    column it does not stand under (nearest, not overlapping), or two numbers under one level column
    (``J+98  99-08`` both under "Offer Px", the WAL under "Offer Sprd"): a row laid out apart from its
    header, whose levels may sit one column off."""
    filled: set[int] = set()
    blank: set[int] = set()  # level columns a placeholder fills ("--  101.5" under "Px": the 101.5 is no price)
    for column, gap, text in placement.apart:
        if header.roles.get(column, "").partition(":")[0] not in _SIDES:
            continue
        if any(ch.isdigit() for ch in text):
            level = _LEVEL_CELL.match(text) is not None  # (a remark beside a level, "(kicker 4.47)", is none)
            if gap > _ADRIFT or (level and (column in filled or column in blank)):
                return True
            if level:
                filled.add(column)
        elif text.strip() in _PLACEHOLDERS:
            if column in filled:
                return True
            blank.add(column)
    return False


#: What a table writes in a level column that quotes nothing.
_PLACEHOLDERS = frozenset({"-", "--", "---", "n/a", "N/A", "na", "NA", "TBD", "tbd", "n.a.", "nq", "NQ"})


#: A cell written as a level alone: ``104.99``, ``+112``, ``J+98``, ``99-08``, ``4.25%``.
_LEVEL_CELL = re.compile(r"^[A-Z]{0,4}[+-]?\d[\d.,/+\-]*%?$")


#: How far (characters) a level may stand beside its column's name and still be under it: a number set
#: right of a short name ("Bid" over "98.500") is; one a column's width away is not.
_ADRIFT = 3


_TRAILING_NUMBER = re.compile(r"^(.*[^\W\d_].*?) ([+-]?\d{1,4}(?:[.,]\d+)?)$")
#: ``1,500 854179F94`` under ``Qty (000)  CUSIP``: a size run into the identifier after it with one space.
#: ``3/31 LX265781`` under ``Maturity  LoanX ID``: a loan's maturity run into its LoanX id.
_NUMBER_THEN_ID = re.compile(r"^(\d[\d,]*(?:\.\d+)?|\d{1,2}/\d{2,4}(?:/\d{2,4})?) "
                             r"((?=[0-9A-Z]*[A-Z])[0-9A-Z]{9}|[A-Z]{2}[0-9A-Z]{9}\d|LX\d{6})$")
_NUMBERS_ONLY = re.compile(r"^[\d.,/+\-]+(?: [\d.,/+\-]+)+$")


def _lined_up(cells: list[tuple[int, int, str]],
              header_cells: list[tuple[int, int, str]]) -> list[tuple[int, int, str]] | None:
    """The row's cells one to each header column: as written when they stand in order, or with a name
    written in several cells joined; ``None`` when they do not line up one to one."""
    if len(cells) == len(header_cells) and _in_order(cells, header_cells):
        return cells
    return _joined_name(cells, header_cells)


def _in_order(cells: list[tuple[int, int, str]], header_cells: list[tuple[int, int, str]]) -> bool:
    """Whether as many cells as header columns stand one under each. Not when the row's name is in
    two cells that both stand before the second column ("ESHTON   FOODS   TLB" under "Borrower
    Facility", the header one column longer elsewhere, "1W  Hi" in two): read one by one, every cell
    after the name would be one column off. Cells laid out narrower than their header (levels left of
    their column's start) still stand by their order."""
    if len(cells) < 2 or len(header_cells) < 2:
        return True
    _, second_end, second = cells[1]
    if (second_end <= header_cells[1][0] and _LETTER.search(second) is not None
            and not any(ch.isdigit() for ch in second)):
        return False
    # "Bmk  Px" read as two columns and a number of no column at the row's end: as many cells as
    # columns, but cell after cell stands under the next column and not its own. One by one, every
    # level would move one column left (the spread ask read as the bid, the price as the spread).
    shifted = sum(1 for (start, end, _), own, after in zip(cells, header_cells, header_cells[1:], strict=False)
                  if min(end, own[1]) <= max(start, own[0]) and min(end, after[1]) > max(start, after[0]))
    # "Greyhawk  CLO 2023-9A" in two cells and the last column empty: as many cells as columns again, but
    # each after the name stands under the column BEFORE its own (the WAL read as the talk).
    behind = sum(1 for (start, end, _), before, own in zip(cells[1:], header_cells, header_cells[1:], strict=False)
                 if min(end, own[1]) <= max(start, own[0]) and min(end, before[1]) > max(start, before[0]))
    return shifted < 2 and behind < 2


def _column_of(start: int, end: int, header_cells: list[tuple[int, int, str]]) -> int | None:
    return next((i for i, (hs, he, _) in enumerate(header_cells) if min(end, he) - max(start, hs) > 0), None)


def _split_run_together(cells: list[tuple[int, int, str]],
                        header_cells: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """``Caa2/CCC 94.500``: a PDF row whose text column ran into the next one with a single space.
    Split where the number then lies under a column of its own that no other cell of the row fills;
    else the bid under "Bid" was lost and the row read as an offer alone."""
    out: list[tuple[int, int, str]] = []
    columns: list[int | None] | None = None  # each cell's column, worked out once a cell may split
    for k, (start, end, text) in enumerate(cells):
        if " " in text and _NUMBERS_ONLY.match(text):
            # "99.50 06/31" under "OID MATURITY": numbers each under a column of their own
            if columns is None:
                columns = [_column_of(s, e, header_cells) for s, e, _ in cells]
            words = [(start + w.start(), start + w.end(), w.group()) for w in re.finditer(r"\S+", text)]
            under = [_column_of(s, e, header_cells) for s, e, _ in words]
            taken = columns[:k] + columns[k + 1:]
            if None not in under and len(set(under)) == len(under) and not set(under) & set(taken):
                out += words
                continue
        m = (_TRAILING_NUMBER.match(text) or _NUMBER_THEN_ID.match(text)) if " " in text else None
        if m is not None:
            if columns is None:
                columns = [_column_of(s, e, header_cells) for s, e, _ in cells]
            cut = start + len(m[1]) + 1
            left, right = _column_of(start, cut - 1, header_cells), _column_of(cut, end, header_cells)
            taken = columns[:k] + columns[k + 1:]
            if left is not None and right is not None and left != right and right not in taken:
                out += [(start, cut - 1, m[1]), (cut, end, m[2])]
                continue
        if k == 0 and " " in text and _LETTER.match(text) and (
                cut := _column_start_within(start, end, text, header_cells)):
            # "BRIGHTWATER ENERGY 8 1/4 10/01/31 99 1/8 - 99 7/8": a long name run into the level column with
            # one space, exactly where that column's name starts
            if columns is None:
                columns = [_column_of(s, e, header_cells) for s, e, _ in cells]
            right = _column_of(cut, end, header_cells)
            if right is not None and right not in columns[1:]:
                out += [(start, cut - 1, text[:cut - start - 1]), (cut, end, text[cut - start:])]
                continue
        out.append((start, end, text))
    return out


def _column_start_within(start: int, end: int, text: str, header_cells: list[tuple[int, int, str]]) -> int | None:
    """The start of the header column after the row's first that a cell reaches into, where the cell has a
    space right before it (the first column's text ends there) and a number right after it; else ``None``."""
    for hs, _, _ in header_cells[1:]:
        if start < hs < end - 1 and text[hs - start - 1] == " " and text[hs - start].isdigit():
            return hs
    return None


def _joined_name(cells: list[tuple[int, int, str]],
                 header_cells: list[tuple[int, int, str]]) -> list[tuple[int, int, str]] | None:
    """The cells with a name written in several cells joined, when the rest then lines up one to
    one: ``HARWYK   FIN   40/48   77/84``, ``US195325EL56   COLOM  8 11/14/35   104.10 ...`` (a PDF
    keeps a wide gap between a name's words). The name starts with a letter, under its own column,
    and all its pieces end before the next column's header starts (right-aligned levels can lie
    nearer the next header, so they are not placed by distance). The cell after the name starts
    under the next header: else the name holds more cells still and a column is missing."""
    extra = len(cells) - len(header_cells)
    if not 0 < extra <= 3 or len(header_cells) < 2:
        return None
    for k in range(len(header_cells) - 1):
        run = cells[k:k + extra + 1]
        after = cells[k + extra + 1]
        if (_LETTER.search(run[0][2]) and run[-1][1] <= header_cells[k + 1][0]
                and (after[0] >= header_cells[k + 1][0] - 1
                     # (a level right-aligned under its header, starting left of it: "100.50" under "Bid")
                     or run[0][2][:1].isalpha() and not _LETTER.search(after[2])
                     and header_cells[k + 1][0] < after[1] <= header_cells[k + 1][1] + 1)
                and (k == 0 or cells[k - 1][1] <= header_cells[k][0])):
            return [*cells[:k], (run[0][0], run[-1][1], " ".join(c[2] for c in run)), *cells[k + extra + 1:]]
    return None


def widen(placement: Placement, header_cells: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The header's column spans widened to cover a row that lined up one to one with them.

    Levels are right-aligned under left-aligned headers: a later row missing a cell ("a preferred
    with no parity") is placed by overlap, and a level that overlaps no header would go to the
    nearer one, often the next column's. The spans a full row showed say where each column's
    cells stand. A span never grows into a neighbour's."""
    lined = placement.lined
    if lined is None:
        return header_cells
    out = list(header_cells)
    for i, ((start, end, _), (hs, he, text)) in enumerate(zip(lined, header_cells, strict=True)):
        low, high = min(start, hs), max(end, he)
        if (i and low < out[i - 1][1]) or (i + 1 < len(out) and high > out[i + 1][0]):
            continue
        out[i] = (low, high, text)
    return out


#: A level's decimal equivalent in brackets: ``(99.9531)``.
_ECHO = re.compile(r"^\((\d{1,3})\.(\d{2,6})\)$")


def without_echoes(cells: list[tuple[int, int, str]], hints: Hints) -> list[tuple[int, int, str]]:
    """The cells of a column-aligned row without the decimal echo a run prints beside a level in
    32nds (``99-30+   (99.9531)   99-31   (99.9688)``): a bracketed number that is the level before
    it, rounded to the decimals it shows. It repeats the level and quotes nothing."""
    if not any(text[:1] == "(" for _, _, text in cells):
        return cells
    out: list[tuple[int, int, str]] = []
    for cell in cells:
        echo = _ECHO.match(cell[2])
        if echo is not None and out and "-" in out[-1][2]:
            level = parse_level(out[-1][2], hints.decimal_comma)
            shown = float(f"{echo[1]}.{echo[2]}")
            if level is not None and abs(level - shown) <= 0.5 * 10 ** -len(echo[2]) + 1e-9:
                continue
        out.append(cell)
    return out
