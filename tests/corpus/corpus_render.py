"""How dealers write a quote: free-form run lines and table rows, with the truth beside each."""

from __future__ import annotations

import random
from typing import Any

from corpus_truth import Inst, coupon_text, expected, us_date

SIZE_STYLES = [
    ("{a}x{b}", "mm"),
    ("{a}MM x {b}MM", "mm"),
    ("{a}MM", "one_mm"),
    ("{k}K", "one_k"),
    ("", None),
    ("", None),
]


def _32nds(rng: random.Random, value: float) -> str:
    handle = int(value)
    ticks = (value - handle) * 32
    whole = int(ticks)
    rest = ticks - whole
    if rest == 0:
        return f"{handle}-{whole:02d}"
    if rest == 0.5:
        return f"{handle}-{whole:02d}+"
    if rest in (0.25, 0.75):
        return rng.choice([f"{handle}-{whole:02d} {int(rest * 4)}/4", f"{handle}-{whole:02d}{int(rest * 8)}"])
    raise ValueError(value)


def _fraction(value: float) -> str | None:
    handle = int(value)
    frac = value - handle
    for den in (2, 4, 8):
        num = frac * den
        if num == int(num) and frac:
            return f"{handle} {int(num)}/{den}" if (int(num) % 2 or den == 2) else None
    return None


def fmt_level(rng: random.Random, inst: Inst, kind: str, v: float, eu: bool, plus: bool) -> str:
    if kind == "spread":
        text = f"{v:g}"
        return ("+" + text) if plus else text
    if kind == "price" and (inst.asset_class == "government" and not eu or inst.extra.get("tba")):
        frac = _fraction(v)
        if frac and rng.random() < 0.3:
            return frac
        return _32nds(rng, v)
    text = exact(v)
    return text.replace(".", ",") if eu else text


def exact(v: float) -> str:
    """The shortest of 2 or 3 decimals that writes ``v`` exactly (the truth must be what is shown)."""
    two = f"{v:.2f}"
    return two if float(two) == v else f"{v:.10g}" if float(f"{v:.3f}") != v else f"{v:.3f}"


def describe(rng: random.Random, inst: Inst, eu: bool, ids: bool = True) -> str:
    a = inst.asset_class
    if a == "cds":
        return f"{inst.instrument} {inst.tenor}"
    if a in {"loan", "preferred"} or (a == "structured" and not inst.cusip):
        return inst.instrument or ""
    if a == "structured":
        return f"{inst.instrument}  {inst.cusip}"
    assert inst.maturity is not None and inst.coupon is not None
    if eu:
        cpn = f"{inst.coupon:g}".replace(".", ",")
        date = inst.maturity.strftime("%d.%m.%Y")
    else:
        cpn = coupon_text(rng, inst.coupon, a != "muni") if a != "muni" else f"{inst.coupon:.3f}"
        date = us_date(rng, inst.maturity)
    text = f"{inst.ticker} {cpn} {date}"
    if a == "convertible":
        text += " CV"
    for ident in (inst.cusip, inst.isin):
        if ident and ids:
            text += rng.choice(["  ", " "]) + ident
    return text


def sizes(rng: random.Random, eu: bool) -> tuple[str, tuple[float | None, float | None]]:
    if eu:
        n = rng.choice([1, 2, 5])
        return rng.choice([(f"{n} Mio", (n * 1e6, n * 1e6)), ("", (None, None))])
    style, kind = rng.choice(SIZE_STYLES)
    a, b = rng.choice([1, 2, 3, 5, 10]), rng.choice([1, 2, 3, 5])
    k = rng.choice([250, 500])
    text = style.format(a=a, b=b, k=k)
    if kind == "mm":
        return text, (a * 1e6, b * 1e6)
    if kind == "one_mm":
        return text, (a * 1e6, a * 1e6)
    if kind == "one_k":
        return text, (k * 1e3, k * 1e3)
    return "", (None, None)


def run_line(
    rng: random.Random,
    inst: Inst,
    quotes: list[tuple[str, float, float]],
    dealer: str,
    eu: bool = False,
    plus: bool = True,
    one_sided_rate: float = 0.12,
) -> tuple[str, list[dict[str, Any]]]:
    """One free-form run line and the quotes it carries."""
    desc = describe(rng, inst, eu)
    size_text, size = sizes(rng, eu)
    sep = rng.choice(["  ", "  ", "   ", " "]) if not eu else "  "
    parts, truth = [desc], []
    if inst.asset_class == "structured" and not inst.extra.get("tba") and rng.random() < 0.5:
        # BWIC talk: one level, both sides.
        kind, bid, _ = quotes[0]
        parts += [size_text or "2MM", f"PX TALK {fmt_level(rng, inst, kind, bid, eu, plus)}"]
        size = (2e6, 2e6) if not size_text else size
        return sep.join(parts), [expected(inst, "talk", bid, bid, size, dealer)]
    one_sided = rng.random() < one_sided_rate and len(quotes) == 1
    for _i, (kind, bid, ask) in enumerate(quotes):
        b = fmt_level(rng, inst, kind, bid, eu, plus)
        a = fmt_level(rng, inst, kind, ask, eu, plus)
        prefix = ""
        if kind == "yield" and inst.asset_class == "muni":
            prefix = "YLD "
        elif kind == "spread" and inst.asset_class == "structured":
            prefix = "DM "
        if one_sided:
            side = rng.choice(["bid", "ask"])
            if side == "ask":
                parts.append(rng.choice([f"OFFERED {a}", f"{a} offered", f"--/{a}", f"-- / {a}"]))
                truth.append(expected(inst, kind, None, ask, size, dealer))
            else:
                parts.append(rng.choice([f"{b} bid only", f"BID {b}", f"{b}/--", f"{b} / --"]))
                truth.append(expected(inst, kind, bid, None, size, dealer))
            break
        slash = rng.choice(["/", " / "]) if " " not in b + a else " / "
        parts.append(prefix + b + slash + a)
        truth.append(expected(inst, kind, bid, ask, size, dealer))
    if size_text:
        parts.append(size_text)
    if truth and truth[0]["quote_type"] == "spread" and inst.asset_class == "corporate" and rng.random() < 0.4:
        parts.append(rng.choice(["vs UST 10Y", "vs T 5Y", "vs UST 30Y"]))
    return sep.join(parts), truth


TABLE_HEADERS = {
    "corporate": [
        ["Security", "CUSIP", "Bid", "Ask", "Bid Size", "Ask Size"],
        ["Ticker", "Cpn", "Maturity", "CUSIP", "Bid Px", "Ask Px", "Size (MM)"],
    ],
    "sovereign": [["Issuer", "Coupon", "Maturity", "ISIN", "Bid Px", "Ask Px", "Bid Yld", "Ask Yld"]],
    "government": [["Security", "Bid", "Ask"]],
    "loan": [["Borrower", "Facility", "Bid", "Offer"]],
    "structured": [["Deal", "Class", "CUSIP", "Orig Face", "Px Talk"]],
    "cds": [["Reference Entity", "Tenor", "Bid", "Ask"]],
    "muni": [["Description", "Cpn", "Mat", "CUSIP", "Bid Px", "Ask Px", "Bid Yld", "Ask Yld"]],
    "convertible": [["Security", "Bid", "Ask", "Size"]],
    "preferred": [["Security", "Bid", "Ask"]],
}


def table_rows(
    rng: random.Random,
    asset: str,
    items: list[tuple[Inst, list[tuple[str, float, float]]]],
    dealer: str,
    numeric: bool,
    eu: bool,
) -> tuple[list[Any], list[list[Any]], list[dict[str, Any]]]:
    """A header and rows for one asset class; ``numeric``: numbers as numbers (spreadsheets)."""
    header = list(rng.choice(TABLE_HEADERS[asset]))
    spread = asset == "corporate" and header[2] == "Bid" and items[0][1][0][0] == "spread"
    if asset == "corporate" and not spread:
        items = [it for it in items if it[1][0][0] != "spread"] or items[:0]
    if spread:
        header[2:4] = ["Bid Spd", "Ask Spd"]
    if eu:
        header = [
            {
                "Bid": "Geld",
                "Ask": "Brief",
                "Security": "Wertpapier",
                "Coupon": "Kupon",
                "Maturity": "Fälligkeit",
                "Issuer": "Emittent",
            }.get(h, h)
            for h in header
        ]

    def num(v: float) -> Any:
        if numeric and rng.random() < 0.8:
            return v
        return f"{v:.10g}".replace(".", ",") if eu else f"{v:.10g}"

    if asset == "corporate":
        # One table, one kind of level: spread columns hold spreads only.
        items = [it for it in items if (it[1][0][0] == "spread") == spread] or items[:0]
    rows, truth = [], []
    for inst, quotes in items:
        kind, bid, ask = quotes[0]
        size: tuple[float | None, float | None] = (None, None)
        if asset == "corporate" and "Bid Size" in header:
            n = rng.choice([1, 2, 5])
            size = (n * 1e6, n * 1e6)
            sz = num(n) if numeric else f"{n}MM"
            row = [describe(rng, inst, eu, ids=False), inst.cusip or "", num(bid), num(ask), sz, sz]
        elif asset == "corporate":
            n = rng.choice([1, 2, 5])
            size = (n * 1e6, n * 1e6)
            mat = inst.maturity if numeric else us_date(rng, inst.maturity)  # type: ignore[arg-type]
            row = [inst.ticker, num(inst.coupon), mat, inst.cusip or "", num(bid), num(ask), num(n)]
        elif asset in {"sovereign", "muni"}:
            mat = (
                inst.maturity
                if numeric
                else (inst.maturity.strftime("%d.%m.%Y") if eu else us_date(rng, inst.maturity))
            )  # type: ignore[union-attr]
            ident = inst.isin if asset == "sovereign" else inst.cusip
            row = [inst.ticker, num(inst.coupon), mat, ident, num(bid), num(ask), "", ""]
            if len(quotes) > 1:
                row[6], row[7] = num(quotes[1][1]), num(quotes[1][2])
        elif asset == "government":
            row = [
                describe(rng, inst, eu),
                fmt_level(rng, inst, kind, bid, eu, True),
                fmt_level(rng, inst, kind, ask, eu, True),
            ]
        elif asset == "loan":
            words = (inst.instrument or "").split(" ")
            cut = 2 if words[1][0].isupper() and words[1] not in {"TLB", "TLB2", "TLA", "1L", "2L", "DDTL"} else 1
            row = [" ".join(words[:cut]), " ".join(words[cut:]), num(bid), num(ask)]
        elif asset == "structured":
            deal, _, cls = (inst.instrument or "").rpartition(" ")
            face = rng.choice([1, 2, 3, 5])
            size = (face * 1e6, face * 1e6)
            row = [deal, cls, inst.cusip or "", num(face) if numeric else f"{face}MM", num(bid)]
            kind, ask = "talk", bid
        elif asset == "cds":
            row = [inst.instrument, inst.tenor, num(bid), num(ask)]
        else:  # convertible, preferred
            row = [describe(rng, inst, eu), num(bid), num(ask)]
            if asset == "convertible":
                n = rng.choice([1, 2])
                row.append(f"{n}MM")
                size = (n * 1e6, n * 1e6)
        rows.append(row)
        truth.append(expected(inst, kind, bid, ask, size, dealer))
        if asset in {"sovereign", "muni"} and len(quotes) > 1:
            truth.append(expected(inst, "yield", quotes[1][1], quotes[1][2], size, dealer))
    return header, rows, truth
