"""Numbers as dealers write them: decimals, 32nds, fractions, decimal commas and sizes.

Every parser returns ``None`` for text that is not a number of its kind instead of raising:
the callers try several readings of a token and a wrong guess must stay cheap.
"""

from __future__ import annotations

import re
from functools import lru_cache

from extractors import vocab

#: Fractions of a 32nd written after the 32nds (``99-16+`` is 16.5/32, ``99-162`` is 16 2/8).
_THIRTY_SECONDS = re.compile(
    r"^(?P<handle>\d{1,3})-(?P<ticks>\d{2})(?:(?P<plus>\+)|(?P<eighth>[0-7])|[\s_]*(?P<num>[1-7])/(?P<den>[248])"
    r"|(?P<quarter>[¼½¾]))?$"
)
_FRACTION = re.compile(r"^(?P<whole>\d{1,3})(?:\s+|-)(?P<num>\d{1,3})/(?P<den>\d{1,3})$")
#: A price's whole number and its fraction written apart (``97 7/8``, ``99-16 1/2``), fused as ``97_7/8``.
_FUSE_FRACTION = re.compile(r"(?<![\d./_-])(\d{1,3}(?:-\d{2})?)\s+([1-9]\d?/(?:2|4|8|16|32|64))(?![\d/])")
#: A necessary condition of _FUSE_FRACTION, which starts with a look-behind and is slow to scan: ``\d\s+...``
#: started at the space (lines have more digits than spaces).
_FRACTION_HINT = re.compile(r"\s(?<=\d\s)\s*[1-9]\d?/(?:2|4|8|16|32|64)(?![\d/])")

_VULGAR = {"¼": 0.25, "½": 0.5, "¾": 0.75, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}
_VULGAR_RE = re.compile(r"^(?P<whole>\d{1,3})\s?(?P<frac>[¼½¾⅛⅜⅝⅞])$")
_DOT_DECIMAL = re.compile(r"^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?$|^[+-]?\.\d+$")
_COMMA_DECIMAL = re.compile(r"^[+-]?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d*)?$")
_POWERS = {2, 4, 8, 16, 32, 64, 128, 256}

#: A comma followed by one or two digits and no third (``99,50``) only happens with decimal commas.
_EU_NUMBER = re.compile(r"(?<![\d,.])\d{1,3},\d{1,2}(?![\d,])|\d\.\d{3},\d")
_EU_WORD = re.compile(r"\b(?:Geld|Brief|Kupon|Fälligkeit)\b")
_COMMA_DIGIT = re.compile(r",\d")
_EU_WORD_BARE = re.compile(r"Geld|Brief|Kupon|Fälligkeit")
#: A number a decimal comma's thousands point cannot write: "+1.2", "99.50", "4.2500" (not "100.159").
_POINT_WRITTEN = re.compile(r"(?<![\d.,])\d{1,3}\.(?:\d{1,2}|\d{4,})(?![\d.,])")


def fuse_fractions(text: str) -> str:
    """``97 7/8 / 98 3/8`` -> ``97_7/8 / 98_3/8``: each price with a fraction one token."""
    return _FUSE_FRACTION.sub(r"\1_\2", text) if _FRACTION_HINT.search(text) else text


def detect_decimal_comma(text: str) -> bool:
    """Whether a document writes ``99,50`` for 99.5 (European mails and sheets)."""
    # The full patterns start with look-arounds the regex engine tries at every character; find
    # the literal core first and check the full pattern only around it (look-arounds see the
    # whole text: ``pos``/``endpos`` bound where a match may lie, 4 characters right of the comma).
    for m in _COMMA_DIGIT.finditer(text):
        i = m.start()
        if _EU_NUMBER.search(text, max(0, i - 5), i + 4):
            return True
    # German column words alone ("Geld / Brief") say so only where no number is written with a decimal
    # point: "2.118 / 2.112  100.159 / 100.171 ... +1.2" is a German desk writing English numbers.
    worded = any(_EU_WORD.match(text, m.start()) for m in _EU_WORD_BARE.finditer(text))
    return worded and not _POINT_WRITTEN.search(text)


def parse_decimal(text: str, decimal_comma: bool = False) -> float | None:
    """A plain signed decimal: ``+68``, ``-2.25``, ``1,234.5``; with ``decimal_comma``, ``1.234,5``."""
    t = text.strip().replace("\u2212", "-").rstrip("%").strip()
    if not t:
        return None
    if decimal_comma:
        if not _COMMA_DECIMAL.match(t):
            return None
        t = t.replace(".", "").replace(",", ".")
    else:
        if not _DOT_DECIMAL.match(t):
            return None
        t = t.replace(",", "")
    try:
        return float(t)
    except ValueError:
        return None


def parse_32nds(text: str) -> float | None:
    """Treasury style ``99-16`` (16/32), ``99-16+`` (16.5/32), ``99-162`` / ``99-16 1/4`` / ``99-16¼`` (16.25/32)."""
    m = _THIRTY_SECONDS.match(text.strip())
    if not m:
        return None
    ticks = float(m["ticks"])
    if m["plus"]:
        ticks += 0.5
    elif m["eighth"]:
        ticks += int(m["eighth"]) / 8
    elif m["num"]:
        ticks += int(m["num"]) / int(m["den"])
    elif m["quarter"]:
        ticks += _VULGAR[m["quarter"]]  # "99-25¼": a quarter of a 32nd, written with the fraction sign
    if ticks >= 32:
        return None
    return int(m["handle"]) + ticks / 32


def parse_fraction(text: str) -> float | None:
    """``99 1/4`` -> 99.25, ``99¼`` -> 99.25; only binary denominators, as dealers quote."""
    t = text.strip()
    m = _FRACTION.match(t)
    if m:
        num, den = int(m["num"]), int(m["den"])
        if den in _POWERS and 0 < num < den:
            return int(m["whole"]) + num / den
        return None
    m = _VULGAR_RE.match(t)
    if m:
        return int(m["whole"]) + _VULGAR[m["frac"]]
    return None


def parse_price(text: str, decimal_comma: bool = False) -> float | None:
    """Any way a dealer writes one price, spread or yield level."""
    t = text.strip()
    if not t:
        return None
    value = parse_decimal(t, decimal_comma)
    if value is not None:
        return value
    if "-" in t[1:]:
        value = parse_32nds(t)
        if value is not None:
            return value
    return parse_fraction(t)


_SIZE = re.compile(
    r"^(?P<num>\d+(?:[.,]\d+)?)\s*(?P<unit>MMM|MM|MIO|MLN|MN|BN|B|M|K|TSD)?\.?$",
    re.IGNORECASE,
)
_UNITS = {
    "K": 1e3, "TSD": 1e3, "MM": 1e6, "MIO": 1e6, "MLN": 1e6, "MN": 1e6, "MMM": 1e9, "BN": 1e9, "B": 1e9,
}


def parse_size(text: str, bare_unit: float = 1e6) -> float | None:
    """A notional in units: ``2MM`` -> 2e6, ``500K`` -> 5e5, ``2 Mio`` -> 2e6.

    A bare number is in ``bare_unit`` (runs write ``5x3`` for 5MM by 3MM). ``M`` is a million for
    small numbers (``2M``) and a thousand from 100 up (``250M``, the muni convention), which is how
    desks read it in practice.
    """
    m = _SIZE.match(text.strip())
    if not m:
        if POINT_THOUSANDS.fullmatch(text.strip()):
            return float(text.strip().replace(".", ""))  # "1.250.000": a whole amount, a continental desk's points
        return None
    unit = (m["unit"] or "").upper()
    whole, comma, thousands = m["num"].partition(",")
    if comma and len(thousands) == 3 and unit in {"MM", "MMM", "M", "K", "BN", "B"}:
        num = float(whole + thousands)  # "$1,250MM": a thousands separator (an English unit); "1,5 Mio" is 1.5
    else:
        num = float(m["num"].replace(",", "."))
    if not unit:
        value = num * bare_unit
    elif unit == "M":
        value = num * (1e3 if num >= 100 else 1e6)
    else:
        value = num * _UNITS[unit]
    return value if value > 0 else None


#: A whole amount written with points between its thousands, two of them at least ("1.250.000"): never a level.
POINT_THOUSANDS = re.compile(r"\d{1,3}(?:\.\d{3}){2,}")
_SIZE_PAIR = re.compile(
    r"^(?P<a>\d+(?:[.,]\d+)?\s*(?:MMM|MM|MIO|MLN|MN|BN|M|K)?)\s*[xX×]\s*(?P<b>\d+(?:[.,]\d+)?\s*(?:MMM|MM|MIO|MLN|MN|BN|M|K)?)$",
    re.IGNORECASE,
)


_ZERO = re.compile(r"^0+(?:\.0+)?$")


@lru_cache(maxsize=1 << 12)
def parse_size_pair(text: str, bare_unit: float = 1e6) -> tuple[float | None, float | None] | None:
    """``5x3`` / ``2MM x 2MM`` -> (bid size, ask size); a single size applies to both sides. A bare
    number is in ``bare_unit`` (``250x250`` under "Par (000)" is $250k a side)."""
    t = text.strip()
    m = _SIZE_PAIR.match(t)
    if m:
        a, b = parse_size(m["a"], bare_unit), parse_size(m["b"], bare_unit)
        if a is None and b is not None and _ZERO.match(m["a"]):
            return None, b  # "0x4": an offer alone, the bid side sized nought
        if b is None and a is not None and _ZERO.match(m["b"]):
            return a, None  # "2x0": a bid alone
        return (a, b) if a is not None and b is not None else None
    single = parse_size(t) if re.search(r"[A-Za-z]", t) or POINT_THOUSANDS.fullmatch(t) else None
    return (single, single) if single is not None else None


#: What may follow a level pair in its cell: the benchmark in brackets or after "vs".
_AFTER_PAIR = re.compile(r"(?<=\d)\s*(?:\(([^()]*)\)|\bvs\.?\s.*)$", re.IGNORECASE | re.DOTALL)


def without_benchmark(text: str) -> str:
    """A level cell without the benchmark written after its levels (``(T 4 3/8 05/34)``, ``vs UST ...``).
    Another bracket (``(prev 3.41)``, ``(101.20 / 101.50)``) is kept: it may hold a level."""
    m = _AFTER_PAIR.search(text)
    if m is None:
        return text
    if m[1] is not None:
        words = m[1].split()
        first = words[0].upper().strip(".:") if words else ""
        # "(vs DBR ...)", "(UST 5s)", "(T 4 3/8 05/34)": a benchmark; "(prev 3.41)" is not one
        if not (first in vocab.BENCHMARK_WORDS or (first == "T" and len(words) > 1 and words[1][:1].isdigit())):
            return text
    return text[:m.start()]


#: A signed number (or a nought) in brackets after a level: its change, under "Px Bid (d/d chg)".
_CHANGE_BRACKET = re.compile(r"(?<=\S)\s*\((?:[+-]\s?\d+(?:[.,]\d+)?(?:\s?\d/\d+)?|0(?:[.,]0+)?)\)$")


def without_change_bracket(text: str) -> str:
    """``99.50 (+0.25)`` -> ``99.50``: a level's change written after it in brackets is no level."""
    return _CHANGE_BRACKET.sub("", text).strip() if text.endswith(")") else text


#: ``98 1/4 - 3/4``, ``100 - 1/4`` (fractions fused by then: ``98_1/4 - 3/4``): a price's handle written
#: once; the offer is a fraction of a point on the bid's handle.
_HANDLE_SHORTHAND = re.compile(r"(?<![\w./+-])(\d{2,3})(?:_(\d{1,2})/(\d{1,2}))?\s+-\s+(\d{1,2})/(\d{1,2})(?![\w./%-])")
_BINARY = frozenset({2, 4, 8, 16, 32, 64})


def expand_shorthand(text: str) -> str:
    """``98 1/4 - 3/4`` and ``100-04+/05`` with the offer's handle written out: a level written once
    for both sides reads as two levels (a correction's retracted levels are written so too)."""
    if " - " in text and "/" in text and _HANDLE_SHORTHAND.search(text):
        text = _HANDLE_SHORTHAND.sub(_handle_shorthand, text)
    if "-" in text and "/" in text and _TICKS_SHORTHAND.search(text):
        text = _TICKS_SHORTHAND.sub(_ticks_shorthand, text)
    return text


def _handle_shorthand(m: re.Match[str]) -> str:
    handle = int(m[1])
    a, b = (int(m[2]), int(m[3])) if m[2] else (0, 1)
    c, d = int(m[4]), int(m[5])
    if (m[2] and b not in _BINARY) or d not in _BINARY or a >= b or c >= d or c == 0:
        return m[0]
    bid, ask = handle + a / b, handle + c / d
    if ask <= bid:
        ask += 1  # "99 7/8 - 1/8": the offer is on the next handle
    return f"{bid:g}/{ask:g}"


#: ``100-04+/05``, ``99-11/13``: a Treasury's handle written once; the offer is 32nds on the bid's handle.
#: ``99-28 / 282``, ``98-30+ / 306``: with spaces around the slash too (a handle of 40 or more: ``10-15 / 20``
#: is no price).
_TICKS_SHORTHAND = re.compile(
    r"(?<![\w./+-])(\d{2,3})-(\d{2})([+1-7]?)(/|\s+/\s+)(\d{2})([+1-7]?)(?![\w./%-])")


def _ticks_shorthand(m: re.Match[str]) -> str:
    handle, bid, ask = int(m[1]), int(m[2]), int(m[5])
    if bid >= 32 or ask >= 32 or (m[4] != "/" and handle < 40):
        return m[0]
    if ask < bid and bid - ask > 24:
        handle_ask = handle + 1  # "99-31/00": the offer is on the next handle
    elif ask < bid or ask - bid > 8:
        return m[0]  # an offer under the bid, or far over it: not one handle's two sides
    else:
        handle_ask = handle
    return f"{handle}-{m[2]}{m[3]}{m[4]}{handle_ask}-{m[5]}{m[6]}"
