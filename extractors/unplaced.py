"""Numbers a reader left unplaced: the sign of a layout it did not fully understand.

A line or row that holds a number the parser neither read as a level, a size, a coupon or a
date, nor knows as a column that is never a quote (``Chg``, ``Prev``, ``WAL``: the vocabulary's
``ignore`` words), is a layout read only in part. Its other levels may still be right, but nothing
says the number left over is not the real bid (``97.85 98.35 6.42 6.35`` read as one price and one
yield). So its quotes go to review (docs/quotes.md, "Review"): a layout the parser does not know
costs recall, never a wrong price among the good ones.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from extractors import vocab
from extractors.numbers import (
    expand_shorthand,
    fuse_fractions,
    parse_price,
    without_benchmark,
    without_change_bracket,
)

#: A token that reads as a level: ``97.85``, ``+112``, ``6.42%``, ``112bp``, ``99-16+``, ``98.35)``.
_NUMBER = re.compile(r"^[(\[]?[+-]?\d{1,5}(?:[.,]\d+)?(?:-\d{2,3}\+?|\+)?(?:%|bps?|px)?[)\],;:]?$", re.IGNORECASE)
#: ``3.41/3.35``: two levels in one token.
_PAIR = re.compile(r"^[(\[]?[+-]?\d{1,5}(?:[.,]\d+)?%?/[+-]?\d{1,5}(?:[.,]\d+)?%?[)\],;:]?$")
_LEVEL_SIDES = frozenset({"bid", "ask", "level", "pair"})
#: Roles whose cells name the instrument: numbers there are its coupon, maturity, series or id.
_NAMING = frozenset({"desc", "desc_extra", "ticker", "coupon", "maturity", "tenor", "isin", "cusip", "figi", "ident",
                     "dealer", "currency", "benchmark", "asset"})
#: Roles whose cells hold a word (``bp``, ``UPF``, ``Offer``): a number there was read a column off.
_WORD_ROLES = frozenset({"measure", "side"})
#: Words before a number that say it is no quote: the vocabulary's never-a-quote columns, one word each.
LABELS = frozenset(name for name, role in vocab.HEADER_ROLES.items() if role == "ignore" and name.isalpha()
                   and len(name) > 2) | {"was", "from"}
#: Words after a number that say what it is, when that is not the quote's level: a unit of another
#: measure (``(2.95 yld)``), a CDS's running coupon (``500 running``).
_AFTER_WORDS = LABELS | {"yld", "yield", "ytw", "ytm", "ytc", "running", "bp", "bps", "px", "pts", "dm", "sprd",
                         "spread", "spd", "upfront", "pct", "yrs", "years"}


def is_number(token: str) -> bool:
    return bool(_NUMBER.match(token) or _PAIR.match(token))


def _numbers_in(tokens: Sequence[str]) -> int:
    """How many of a cell's tokens read as one level each (``311 7.1``: two)."""
    return sum(1 for t in tokens if _NUMBER.match(t))


@lru_cache(maxsize=1 << 14)
def _piece_values(token: str) -> tuple[tuple[float, ...], ...]:
    """The magnitudes each ``/``-piece of a token may write: ``99-16+`` is 99.515625, ``3.41/3.35``
    two levels, and ``104,125`` either 104.125 or 104125 (the line's decimal mark is not known here)."""
    out = []
    for piece in token.strip("()[],;:").split("/"):
        text = piece.lower().removesuffix("bps").removesuffix("bp").removesuffix("px").strip("%").lstrip("+-")
        values = []
        for decimal_comma in (False, True) if "," in text else (False,):
            value = parse_price(text, decimal_comma) if text else None
            if value is not None:
                values.append(abs(value))
        out.append(tuple(values))
    return tuple(out)


def _values(token: str) -> list[float]:
    return [v for piece in _piece_values(token) for v in piece]


def _word(token: str) -> str:
    return token.strip("()[],;:.$").lower()


def unplaced_tokens(
    tokens: Sequence[str], known: Iterable[float] = (), two_sided: bool = False, yields: bool = True,
    read: frozenset[str] = frozenset(),
) -> list[str]:
    """The tokens of ``tokens`` (what follows a quote's levels) that read as levels and that nothing
    accounts for: not ``known`` values (the line's own levels, their mids), no label within two words
    before (``prev 3.41``, ``ref stk $262.40``) and no unit or label word right after (``2.95 yld``,
    ``500 running``). After a two-sided market, a bracket (``(106.5)``, ``(64.90/65.55)``) is a remark
    and a signed number up to 10 (``-2``) or ``0`` the day's change: neither can be the market's own level.
    Without ``yields`` (no yield was read from the line) a number written with ``%`` is another
    measure beside the levels read, not one of them. Tokens in ``read`` are the levels' own."""
    seen = {abs(v) for v in known}  # the sign is stripped from a token's values too
    out = []
    depth = 0
    for i, tok in enumerate(tokens):
        depth += tok[:1] in "(["
        inside = depth > 0
        depth = max(0, depth - (tok[-1:] in ")]"))
        if tok in read or not is_number(tok):
            continue
        pieces = _piece_values(tok)
        if all(any(v in seen for v in piece) for piece in pieces if piece) and any(pieces):
            continue
        if any(_word(t) in LABELS for t in tokens[max(0, i - 2):i]) or (
                i + 1 < len(tokens) and tokens[i + 1][:1] not in "([" and _word(tokens[i + 1]) in _AFTER_WORDS):
            continue
        if tok.rstrip(",;:)]").endswith("%") and not yields:
            continue  # "98.10 - 98.60 | 7.79% - 7.71%": a yield beside the prices read, not one of them
        if two_sided and (inside or (tok[:1] in "+-" or tok == "0") and all(abs(v) <= 10 for v in _values(tok))):
            continue
        out.append(tok.strip(",;:"))
    return out


def naming_role(role: str | None) -> bool:
    """Whether a column of this role names the bond (its numbers are a coupon, a maturity, an id)."""
    return role in _NAMING


def unplaced_cells(cells: Sequence[Any], header: Any, legs: dict[str, list[float | None]]) -> list[str]:
    """Numbers a table row left unplaced: a number in a column the header did not name (a cell of
    words there is a note), and two numbers in one cell of any column that does not name the bond
    (``+95 +92``, ``311 7.1``: cells of a line laid out in columns ran together). Each is shown with
    its column's header text when there is one (``Chg -1.5``). ``header`` is a tabular.Header (its
    ``roles``, ``unnamed`` texts, ``watched`` columns and ``width``); ``legs`` the levels read."""
    n = len(cells)
    out: list[str] = []
    roles = header.roles
    # (A row within the header's columns, the common one, builds no tuple: this runs on every row.)
    columns = header.watched if n <= header.width else (*header.watched, *range(header.width, n))
    for i in columns:
        if i >= n:
            break
        cell = cells[i]
        if cell is None or isinstance(cell, bool):
            continue
        role = roles.get(i)
        if role is None:
            if isinstance(cell, int | float):
                text = f"{cell:g}"
            elif isinstance(cell, str) and (text := cell.strip()) and (is_number(text) or " " in text):
                pass
            elif isinstance(cell, str) and vocab.UNIT_WORDS.get(cell.strip().lower()):
                # "UPF", "PX" in a column the header did not name: the row says its measure where
                # nobody reads it, so the measure its levels were given may not be theirs.
                name = header.unnamed.get(i)
                out.append(f"{name} {cell.strip()}" if name else cell.strip())
                continue
            else:
                continue
            name = header.unnamed.get(i)
            if " " in text:
                if _numbers_in(text.split()) >= 2:
                    out.append(f"{name} {text}" if name else text)  # "311 7.1": cells run together
                continue  # a note in words
            if i < 2 and text.isdigit() and len(text) <= 3 and not (name or "").isalpha():
                continue  # "1 | OCTAVE 2021-3A ...": a line number before the name, under "#" or nothing
            out.append(f"{name} {text}" if name else text)
        elif role in _WORD_ROLES:
            text = f"{cell:g}" if isinstance(cell, int | float) else str(cell).strip()
            if is_number(text):
                out.append(text)  # "51.75" where the row's measure or side should be: the row sits a column off
        elif isinstance(cell, str) and " " in cell.strip():
            # "97 7/8 / 98 3/8": two levels, not four; "99.50 (+0.25)": a level and its change
            tokens = expand_shorthand(fuse_fractions(without_benchmark(without_change_bracket(cell.strip())))).split()
            numbers = _numbers_in(tokens)
            if role.split(":")[0] in _LEVEL_SIDES and numbers >= 2:
                known = [v for pair in legs.values() for v in pair if v is not None]
                out.extend(unplaced_tokens(tokens, known))  # "+95 +92": a struck level beside the new one
            elif numbers >= 2 and numbers == len(tokens):
                # Numbers alone, two or more, in a size's or a non-quote column's cell ("311 7.1"):
                # cells of a line laid out in columns ran together, so the row may sit a column off.
                out.append(cell.strip())
    return out


def flag(found: Sequence[str], where: str) -> str:
    shown = ", ".join(found[:4]) + (" ..." if len(found) > 4 else "")
    return f"{shown} on the {where} not placed: a column or measure the parser did not recognise?"
