"""The data the extractors hand out: quotes, what the caller knows, limits and results.

Plain frozen dataclasses so the module imports nothing heavy; the consumer, Spark and the CLI
all depend on these names.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

MiB = 1024 * 1024


@dataclass(frozen=True, slots=True)
class ExtractionLimits:
    """Safety limits; the field names mirror ``config.settings.LimitSettings``."""

    max_attachment_bytes: int = 60 * MiB
    zip_max_total_bytes: int = 200 * MiB
    zip_max_ratio: float = 200.0
    zip_max_entries: int = 10_000
    pdf_max_pages: int = 200
    pdf_timeout_s: float = 60.0
    pdf_max_memory_mb: int = 1024
    xlsx_max_rows: int = 200_000
    text_max_bytes: int = 5 * MiB

    @classmethod
    def from_settings(cls, limits: Any) -> ExtractionLimits:
        """Build from any object with the same attribute names (``LimitSettings``)."""
        return cls(**{f.name: getattr(limits, f.name) for f in fields(cls) if hasattr(limits, f.name)})


@dataclass(frozen=True, slots=True)
class SourceContext:
    """What the caller knows about the bytes it hands over."""

    dealer: str | None = None
    sender: str | None = None
    quoted_at: dt.datetime | None = None
    part: str = "body"
    filename: str | None = None
    content_type: str | None = None
    limits: ExtractionLimits = field(default_factory=ExtractionLimits)
    #: An attachment's: the lines of its mail's text that state sizes ("TBA 25mm per side"), one per line.
    cover: str | None = None

    def __post_init__(self) -> None:
        if self.quoted_at is not None and self.quoted_at.utcoffset() is None:
            raise ValueError("quoted_at must be timezone-aware")


_SPACES = re.compile(r"\s+")
_KEY_JUNK = re.compile(r"[()\[\],]")


def normalise_description(text: str) -> str:
    """Upper case, no brackets or commas, single spaces: the grouping form of a description."""
    return _SPACES.sub(" ", _KEY_JUNK.sub(" ", text)).strip().upper()


@dataclass(frozen=True, slots=True)
class Quote:
    """One dealer quote for one instrument, with where it came from."""

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
    dealer: str | None = None
    quoted_at: dt.datetime | None = None
    part: str = "body"
    location: str = ""
    raw: str = ""
    figi: str | None = None
    #: How much of ``maturity`` the dealer wrote: "day", "month" (``08/30``) or "year" (``'30``);
    #: the unwritten parts of the date are the first of the period and not part of the key.
    maturity_precision: str = "day"
    #: What validation made of it (``extractors/validate.py``, docs/quotes.md "Review"): a
    #: quote with a review reason is stored but kept out of analyst views until accepted.
    confidence: float = 1.0
    checks: tuple[str, ...] = ()
    review_reason: str | None = None

    @property
    def description(self) -> str:
        """The normalised description: instrument text (+ tenor), else ticker coupon maturity."""
        if self.instrument:
            text = self.instrument if not self.tenor else f"{self.instrument} {self.tenor}"
            return normalise_description(text)
        bits = [self.ticker or ""]
        if self.coupon is not None:
            bits.append(f"{self.coupon:g}")
        if self.maturity is not None:
            iso = self.maturity.isoformat()
            bits.append(iso[:7] if self.maturity_precision == "month"
                        else iso[:4] if self.maturity_precision == "year" else iso)
        return normalise_description(" ".join(bits))

    @property
    def instrument_key(self) -> str:
        """Grouping key: ISIN, else CUSIP, else FIGI, else the normalised description."""
        return self.isin or self.cusip or self.figi or self.description

    def to_json_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data: ISO strings for dates, the instrument key included."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = (value.isoformat() if isinstance(value, dt.date)
                           else list(value) if isinstance(value, tuple) else value)
        out["instrument_key"] = self.instrument_key
        return out


def _quote_of_source() -> str:
    """The source of ``quote_of``: one slot setter call per field, unrolled (as dataclasses writes
    its own ``__init__``); a loop over the setters cost a third of the function."""
    names = [f.name for f in fields(Quote)]
    sets = "".join(f"    set_{name}(quote, {name})\n" for name in names)
    return f"def quote_of({', '.join(names)}):\n    quote = new(Quote)\n{sets}    return quote\n"


def _compile_quote_of() -> Any:
    scope: dict[str, Any] = {"new": object.__new__, "Quote": Quote}
    scope.update({f"set_{f.name}": getattr(Quote, f.name).__set__ for f in fields(Quote)})
    exec(_quote_of_source(), scope)  # noqa: S102 - source built above from Quote's own field names
    return scope["quote_of"]


#: ``quote_of(*values)`` is ``Quote(*values)``, every field given in order, built as fast as a plain
#: class: a frozen dataclass's ``__init__`` calls ``object.__setattr__`` once per field, which was a
#: tenth of the time of a spreadsheet row. The object is the same frozen Quote (equal, hashable,
#: immutable); a call without every field is a TypeError.
quote_of: Callable[..., Quote] = _compile_quote_of()


@dataclass(frozen=True, slots=True)
class ExtractionError:
    """A part that could not be read; the rest of the mail is still extracted."""

    part: str
    kind: str
    message: str

    def to_json_dict(self) -> dict[str, str]:
        return {"part": self.part, "kind": self.kind, "message": self.message}


@dataclass(frozen=True, slots=True)
class ExtractionResult:
    quotes: tuple[Quote, ...] = ()
    errors: tuple[ExtractionError, ...] = ()

    def __add__(self, other: ExtractionResult) -> ExtractionResult:
        return ExtractionResult(self.quotes + other.quotes, self.errors + other.errors)

    @staticmethod
    def merge(results: list[ExtractionResult] | tuple[ExtractionResult, ...]) -> ExtractionResult:
        quotes: list[Quote] = []
        errors: list[ExtractionError] = []
        for r in results:
            quotes.extend(r.quotes)
            errors.extend(r.errors)
        return ExtractionResult(tuple(quotes), tuple(errors))
