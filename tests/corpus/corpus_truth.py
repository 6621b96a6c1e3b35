"""Ground truth for the corpus: instruments, their quotes, and the ways dealers write them.

Every expected quote is built here from what the generator chose, never from the extractor.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from dataclasses import dataclass, field

from stdnum import cusip as stdcusip
from stdnum import isin as stdisin

CORP_TICKERS = [
    "ACME",
    "GLOBX",
    "INITCH",
    "UMBRL",
    "HOOLI",
    "WAYNE",
    "STARK",
    "WONKA",
    "CYBRD",
    "SOYLNT",
    "TYRELL",
    "OSCORP",
    "VANDLY",
    "MASSIV",
    "NAKATM",
    "PIEDPT",
    "GRINGT",
    "DUNMIF",
    "PRESTG",
    "ZORGIN",
]
SOV_TICKERS = ["REPUB", "BRAZIL", "MEX", "COLOM", "PERU", "CHILE", "PANAMA", "INDON", "TURKEY", "SOAF"]
BORROWERS = [
    "Acme Holdings",
    "Globex Corp",
    "Initech",
    "Umbrella Bidco",
    "Hooli Midco",
    "Wayne Ent",
    "Stark Industries",
    "Wonka Foods",
    "Cyberdyne",
    "Tyrell Corp",
]
CLO_SHELFS = ["OCT55", "MAGNE", "BABSN", "CGMS", "DRSLF", "ARES", "VOYA", "BLUEM"]
CDS_NAMES = ["FORD", "GM", "KHC", "T", "VZ", "BA", "CCL", "NFLX", "OXY", "F"]
MUNI_ISSUERS = [
    "NYC GO",
    "NEW YORK ST DORM AUTH",
    "CALIFORNIA ST GO",
    "CHICAGO IL WTR REV",
    "TEXAS ST TRANSN COMMN",
    "MASSACHUSETTS ST SCH BLDG AUTH",
    "LOS ANGELES CA DEPT ARPT REV",
]
PFD_SERIES = "ABCDEFGHJK"


def make_cusip(rng: random.Random) -> str:
    alnum = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"
    base = "".join(rng.choice("0123456789") for _ in range(3)) + "".join(rng.choice(alnum) for _ in range(5))
    return base + stdcusip.calc_check_digit(base)


def make_isin(rng: random.Random, country: str = "US") -> str:
    if country == "US":
        base = "US" + make_cusip(rng)
    else:
        base = country + "".join(rng.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(9))
    return base + stdisin.calc_check_digit(base)


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[()\[\],]", " ", text)).strip().upper()


@dataclass
class Inst:
    """One instrument and how it is named."""

    asset_class: str
    ticker: str = ""
    coupon: float | None = None
    maturity: dt.date | None = None
    cusip: str | None = None
    isin: str | None = None
    instrument: str | None = None  # display text for loans, tranches, CDS, preferreds
    tenor: str | None = None
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def key(self) -> str:
        if self.isin:
            return self.isin
        if self.cusip:
            return self.cusip
        if self.instrument:
            return norm(self.instrument + (f" {self.tenor}" if self.tenor else ""))
        # docs/quotes.md: words after the maturity stay in the key ("CV" is written on every convert line).
        suffix = " CV" if self.asset_class == "convertible" else ""
        return norm(f"{self.ticker} {self.coupon:g} {self.maturity.isoformat()}{suffix}")  # type: ignore[union-attr]


def expected(
    inst: Inst,
    quote_type: str,
    bid: float | None,
    ask: float | None,
    size: tuple[float | None, float | None],
    dealer: str,
) -> dict[str, object]:
    return {
        "instrument_key": inst.key,
        "asset_class": inst.asset_class,
        "quote_type": quote_type,
        "bid": bid,
        "ask": ask,
        "bid_size": size[0] if bid is not None else None,
        "ask_size": size[1] if ask is not None else None,
        "dealer": dealer,
    }


def rand_date(rng: random.Random, y0: int = 2026, y1: int = 2054) -> dt.date:
    return dt.date(rng.randint(y0, y1), rng.randint(1, 12), rng.choice([1, 15, 28, rng.randint(1, 28)]))


def coupon_text(rng: random.Random, c: float, allow_fraction: bool = True) -> str:
    frac = c - int(c)
    names = {0.25: "1/4", 0.5: "1/2", 0.75: "3/4", 0.125: "1/8", 0.375: "3/8", 0.625: "5/8", 0.875: "7/8"}
    if allow_fraction and frac in names and rng.random() < 0.3:
        return f"{int(c)} {names[frac]}"
    return rng.choice([t for t in (f"{c:g}", f"{c:.3f}", f"{c:.2f}") if float(t) == c])


def us_date(rng: random.Random, d: dt.date) -> str:
    return rng.choice([f"{d:%m/%d/%y}", f"{d:%m/%d/%Y}", f"{d.month}/{d.day}/{d:%y}"])


def instrument(rng: random.Random, asset: str, eu: bool = False) -> Inst:
    cpn = rng.choice([x / 8 for x in range(8, 72)])
    if asset == "corporate":
        inst = Inst("corporate", rng.choice(CORP_TICKERS), cpn, rand_date(rng))
        if rng.random() < 0.5:
            inst.cusip = make_cusip(rng)
        if eu:
            inst.isin = make_isin(rng, rng.choice(["DE", "FR", "XS", "NL"]))
        return inst
    if asset == "sovereign":
        return Inst(
            "sovereign", rng.choice(SOV_TICKERS), cpn, rand_date(rng), isin=make_isin(rng, rng.choice(["US", "XS"]))
        )
    if asset == "government":
        if eu:
            return Inst(
                "government",
                rng.choice(["DBR", "OAT", "BTPS"]),
                rng.choice([0.5, 1, 1.25, 2.5, 3.25]),
                rand_date(rng),
                isin=make_isin(rng, "DE"),
            )
        return Inst("government", "T", rng.choice([x / 8 for x in range(4, 40)]), rand_date(rng, 2026, 2055))
    if asset == "loan":
        d = rand_date(rng, 2027, 2032)
        fac = rng.choice(["TLB", "TLB2", "TLA", "1L TL", "2L TL", "DDTL"])
        text = f"{rng.choice(BORROWERS)} {fac} (S+{rng.choice(range(225, 600, 25))}) {d.month}/{d:%y}"
        return Inst("loan", instrument=text)
    if asset == "structured":
        if rng.random() < 0.3:
            month = rng.choice(["JUN", "JUL", "AUG"])
            return Inst(
                "structured",
                instrument=f"{rng.choice(['FNCL', 'G2SF', 'FNCI'])} {rng.choice([4, 4.5, 5, 5.5, 6])} {month}",
                extra={"tba": "1"},
            )
        text = (
            f"{rng.choice(CLO_SHELFS)} {rng.randint(2015, 2024)}-{rng.randint(1, 9)}{rng.choice(['A', 'R', ''])} "
            f"{rng.choice(['A1', 'A2', 'B', 'C', 'D', 'E'])}"
        )
        return Inst("structured", instrument=text, cusip=make_cusip(rng) if rng.random() < 0.4 else None)
    if asset == "cds":
        tenor = rng.choice(["1Y", "3Y", "5Y", "5Y", "7Y", "10Y"])
        if rng.random() < 0.4:
            name = rng.choice(["CDX IG 45", "CDX HY 45", "ITRX MAIN 44", "ITRX XOVER 44", "CDX EM 44"])
            return Inst("cds", instrument=name, tenor="5Y" if rng.random() < 0.8 else tenor)
        return Inst("cds", instrument=rng.choice(CDS_NAMES), tenor=tenor)
    if asset == "muni":
        return Inst(
            "muni",
            rng.choice(MUNI_ISSUERS),
            rng.choice([3, 4, 5, 5.25]),
            rand_date(rng, 2028, 2050),
            cusip=make_cusip(rng),
        )
    if asset == "convertible":
        return Inst(
            "convertible",
            rng.choice(CORP_TICKERS),
            rng.choice([0, 0.25, 0.5, 1, 1.5, 2, 3.5]),
            rand_date(rng, 2026, 2031),
        )
    if asset == "preferred":
        t = rng.choice(CORP_TICKERS)
        c = rng.choice([4.75, 5.5, 5.875, 6.125, 6.5, 7])
        return Inst("preferred", t, c, instrument=f"{t} {c:g} PFD SER {rng.choice(PFD_SERIES)}")
    raise ValueError(asset)


#: Yields (percent) a bond of the corpus trades at. Prices are drawn apart from coupons and maturities,
#: so a few would imply a negative yield (no EM sovereign or muni trades there) or a distressed one
#: (20 % and more): such a bond is priced at the nearest yield of this range instead.
YIELD_RANGE = (0.0, 20.0)
#: The day the corpus's runs are sent from, when a caller does not say (its mails are dated from here on).
RUN_DATE = dt.date(2024, 10, 14)


def _months_before(d: dt.date, months: int) -> dt.date:
    years, month = divmod(d.month - 1 - months, 12)
    return d.replace(year=d.year + years, month=month + 1)  # maturities fall on days 1-28: always valid


def _clean_price(ytm: float, coupon: float, settle: dt.date, maturity: dt.date) -> float:
    """The clean price of a semi-annual bond at this yield (percent), actual/actual in the period."""
    previous, coupons = maturity, 0
    while previous > settle:
        previous, coupons = _months_before(maturity, 6 * (coupons + 1)), coupons + 1
    following = _months_before(maturity, 6 * (coupons - 1))
    w = (following - settle).days / (following - previous).days  # periods to the next coupon
    v = 1.0 / (1.0 + ytm / 200.0)
    dirty = sum(coupon / 2.0 * v ** (w + k) for k in range(coupons)) + 100.0 * v ** (w + coupons - 1)
    return dirty - coupon / 2.0 * (1.0 - w)


def yield_to_maturity(price: float, coupon: float, settle: dt.date, maturity: dt.date) -> float:
    """The yield (percent, semi-annual bond equivalent) a clean price implies, rounded as dealers
    show it (3 decimals): the street yield-to-maturity, solved by bisection (price falls as yield rises)."""
    low, high = -50.0, 200.0
    for _ in range(60):
        mid = (low + high) / 2.0
        low, high = (mid, high) if _clean_price(mid, coupon, settle, maturity) > price else (low, mid)
    return round((low + high) / 2.0, 3)


def _priced_in_range(bid: float, ask: float, coupon: float, settle: dt.date, maturity: dt.date) -> tuple[float, float]:
    """Bid and ask prices (the drawn market's width kept) whose yields lie in :data:`YIELD_RANGE`."""
    low, high = YIELD_RANGE
    width = ask - bid
    if yield_to_maturity(ask, coupon, settle, maturity) < low:
        ask = round(_clean_price(low, coupon, settle, maturity), 2)
        return round(ask - width, 2), ask
    if yield_to_maturity(bid, coupon, settle, maturity) > high:
        bid = round(_clean_price(high, coupon, settle, maturity), 2)
        return bid, round(bid + width, 2)
    return bid, ask


def levels(rng: random.Random, inst: Inst, settle: dt.date = RUN_DATE) -> list[tuple[str, float, float]]:
    """The (quote type, bid, ask) a dealer shows for an instrument on the day ``settle``.

    A yield shown beside a price is the one that price implies for the coupon and maturity (as a
    dealer's screen computes it): the cross-check holds a row whose price and yield disagree to be
    misread, so a yield drawn apart from the price would send right quotes to review."""
    a = inst.asset_class
    if a == "corporate" and rng.random() < 0.5 and not inst.isin:
        b = float(rng.randint(40, 400))
        return [("spread", b, b - rng.choice([3, 5, 7, 10]))]
    if a == "cds":
        if inst.instrument and inst.instrument.startswith(("CDX HY", "CDX EM")):
            b = rng.randint(800, 880) / 8
            return [("price", b, b + 0.125)]
        b = rng.randint(40, 800) / 2
        return [("spread", b, b + rng.choice([1, 2, 5, 10]))]
    if a == "government" or inst.extra.get("tba"):
        b = rng.randint(90 * 64, 105 * 64) / 64
        return [("price", b, b + rng.choice([1, 2, 4]) / 64)]
    if a == "loan":
        b = rng.randint(90 * 8, 101 * 8) / 8
        return [("price", b, b + 0.5)]
    if a == "preferred":
        b = rng.randint(2000, 2600) / 100
        return [("price", b, round(b + 0.1, 2))]
    b = rng.randint(7000, 11500) / 100 if a != "muni" else rng.randint(9500, 11500) / 100
    ask = round(b + rng.choice([0.25, 0.5, 0.75, 1.0]), 2)
    out = [("price", b, ask)]
    if a == "sovereign" or (a == "muni" and rng.random() < 0.4):
        # The yield and its bid/ask gap were drawn here once; drawing them still (unused) keeps every
        # later draw, so every other level of the corpus, as it was.
        rng.randint(250, 900)
        rng.choice([0.05, 0.07, 0.1])
        assert inst.coupon is not None and inst.maturity is not None
        b, ask = _priced_in_range(b, ask, inst.coupon, settle, inst.maturity)
        out = [
            ("price", b, ask),
            (
                "yield",
                yield_to_maturity(b, inst.coupon, settle, inst.maturity),
                yield_to_maturity(ask, inst.coupon, settle, inst.maturity),
            ),
        ]
    return out
