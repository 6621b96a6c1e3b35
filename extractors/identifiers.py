"""Security identifiers, validated with python-stdnum's check digits (never home-made)."""

from __future__ import annotations

import re
from functools import lru_cache

from stdnum import cusip as _cusip
from stdnum import figi as _figi
from stdnum import isin as _isin

ISIN_RE = re.compile(r"\b([A-Z]{2}[A-Z0-9]{9}[0-9])\b")
CUSIP_RE = re.compile(r"\b([0-9]{3}[A-Z0-9]{5}[0-9])\b")


@lru_cache(maxsize=1 << 14)
def valid_isin(text: str) -> bool:
    return len(text) == 12 and _isin.is_valid(text)


@lru_cache(maxsize=1 << 14)
def valid_cusip(text: str) -> bool:
    if len(text) != 9:
        return False
    if text.isascii() and text.isalnum() and text == text.upper():
        # Already what is_valid would clean it to (half its time, on every CUSIP of a run): only
        # stdnum's check digit is left to compare.
        return _cusip.calc_check_digit(text[:8]) == text[8]
    return _cusip.is_valid(text)


@lru_cache(maxsize=1 << 14)
def valid_figi(text: str) -> bool:
    return len(text) == 12 and text[:2] == "BB" and _figi.is_valid(text)


@lru_cache(maxsize=1 << 14)
def identifier_kind(token: str) -> str | None:
    """``"isin"``, ``"cusip"`` or ``"figi"`` for a token that is one (check digit right), else ``None``."""
    u = token.upper().strip(",;:.()[]")
    if not u.isalnum():
        return None  # "99.5/99.75", "2,000,000": no identifier has punctuation (and stdnum is slow)
    if len(u) == 12:
        if u[:2] == "BB" and u[2:3] == "G" and valid_figi(u):
            return "figi"
        if u[:2].isalpha() and valid_isin(u):
            return "isin"
    elif len(u) == 9 and u[:3].isdigit() and valid_cusip(u):
        return "cusip"
    return None


def find_isin(text: str) -> str | None:
    """The first ISIN in ``text`` whose check digit is right."""
    for m in ISIN_RE.finditer(text.upper()):
        if valid_isin(m.group(1)):
            return m.group(1)
    return None


def find_cusip(text: str) -> str | None:
    """The first CUSIP in ``text`` whose check digit is right.

    One random 9-digit number in ten passes the check, so callers accept a CUSIP only on a line
    that also carries a quote."""
    for m in CUSIP_RE.finditer(text.upper()):
        value = m.group(1)
        if valid_cusip(value):
            return value
    return None


def cusip_from_isin(isin: str) -> str | None:
    """US and Canadian ISINs embed the CUSIP."""
    return isin[2:11] if isin[:2] in {"US", "CA"} else None
