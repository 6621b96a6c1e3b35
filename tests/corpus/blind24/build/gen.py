"""Invented instruments for blind24 (deterministic): agency bullets and callables, corporates, loans, tranches, munis."""

from __future__ import annotations

import random

from common import AGENCY_PREFIX, bench_yld, fx, mc, pc, pxs, tc, ust, yrs, yt, yto

_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]


def rng(seed: str) -> random.Random:
    return random.Random(seed)


def a_date(r: random.Random, y0: int, y1: int) -> str:
    y = r.randint(y0, y1)
    m = r.choice(_MONTHS)
    d = r.choice([1, 10, 15, 20, 25, 28])
    if (y, m) <= (2028, 3):
        y += 1
    return f"{y}-{m:02d}-{d:02d}"


def eighth(x: float) -> float:
    return round(x * 8) / 8


def agency_bullets(seed: str, n: int, issuers=("FHLB", "FFCB", "FNMA", "FHLMC", "TVA")):
    """Bullets: dicts with cusip, issuer, cpn, mat, px (offer, written 3dp), ytm, amt, dur, bmk, prev."""
    r = rng(seed)
    out = []
    for i in range(n):
        iss = issuers[i % len(issuers)]
        m = a_date(r, 2029, 2037)
        y = ust(yrs(m)) + r.randint(4, 28) / 100
        c = eighth(y + r.choice([-0.5, -0.25, 0, 0.25, 0.375]))
        px = pxs(c, y, m)
        out.append({
            "cusip": pc(AGENCY_PREFIX[iss], f"{seed}{i}"), "issuer": iss, "cpn": c, "mat": m, "px": px,
            "ytm": yt(c, px, m), "amt": r.choice([500, 750, 1000, 1250, 1500, 2000, 3000]),
            "dur": f"{min(yrs(m), yrs(m) * 0.92):.2f}", "bmk": bench_yld(m),
            "prev": fx(float(px) - r.choice([-0.125, -0.063, 0.031, 0.094, 0.156])),
            "avail": r.choice([1000, 2000, 2500, 3000, 5000, 10000]),
        })
    return out


CALL_TYPES = ["1x", "Qtrly", "Cont", "Euro"]


def agency_callables(seed: str, n: int, issuers=("FHLB", "FFCB", "FHLMC", "FAMCA")):
    r = rng(seed)
    out = []
    for i in range(n):
        iss = issuers[i % len(issuers)]
        m = a_date(r, 2030, 2038)
        call = f"{r.choice([2028, 2029])}-{r.choice([5, 6, 8, 9, 11]):02d}-{m[8:]}"
        c = eighth(ust(yrs(m)) + r.randint(60, 120) / 100)
        px = float(fx(100 + r.choice([-0.375, -0.25, -0.125, 0.0625, 0.125, 0.25]), 3))
        ytc, ytm = yto(c, px, call), yto(c, px, m)
        out.append({
            "cusip": pc(AGENCY_PREFIX[iss], f"{seed}c{i}"), "issuer": iss, "cpn": c, "mat": m, "call": call,
            "type": CALL_TYPES[i % 4], "px": fx(px), "ytc": ytc, "ytm": ytm, "ytw": min(ytc, ytm, key=float),
            "amt": r.choice([15, 25, 50, 75, 100, 150]), "bmk": bench_yld(m),
            "prev": fx(px - r.choice([-0.125, 0.0, 0.063, 0.125])), "avail": r.choice([1000, 2000, 3000, 5000]),
        })
    return out


def corp_bonds(seed: str, names, hy=False):
    """Corporates: name, cpn, mat, spread (bid), px bid/ask, yields, amt out, rating, prev, dur."""
    r = rng(seed)
    out = []
    for nm in names:
        m = a_date(r, 2030, 2038)
        if hy:
            c = eighth(r.uniform(6.0, 8.75))
            pb = round(r.uniform(92, 102) * 8) / 8
            pa = pb + r.choice([0.5, 0.625, 0.75, 1.0])
            yb, ya = yt(c, pb, m, 3), yt(c, pa, m, 3)
            sb = round((float(yb) - ust(yrs(m))) * 100)
            sa = round((float(ya) - ust(yrs(m))) * 100)
        else:
            sb = r.randint(70, 190)
            sa = sb - r.randint(4, 8)
            c = eighth(ust(yrs(m)) + sb / 100 + r.choice([-0.25, 0, 0.125]))
            pb, pa = float(pxs(c, ust(yrs(m)) + sb / 100, m)), float(pxs(c, ust(yrs(m)) + sa / 100, m))
            yb, ya = yt(c, pb, m, 3), yt(c, pa, m, 3)
        out.append({
            "name": nm, "cpn": c, "mat": m, "sb": sb, "sa": sa, "pb": fx(pb), "pa": fx(pa), "yb": yb, "ya": ya,
            "amt": r.choice([350, 400, 500, 600, 750, 1000, 1250]), "rtg": r.choice(["B1", "B2", "B3", "Ba3", "Caa1"]) if hy
            else r.choice(["A2", "A3", "Baa1", "Baa2", "Baa3"]), "prev": fx(pb - r.choice([-0.25, -0.125, 0.063, 0.188, 0.375])),
            "dur": f"{yrs(m) * 0.8:.2f}", "bmk": bench_yld(m), "oas": sb + r.choice([-3, -2, 2, 4]),
        })
    return out


def muni_rows(seed: str, issuers, state: str):
    r = rng(seed)
    out = []
    for i, nm in enumerate(issuers):
        m = f"{r.randint(2032, 2046)}-{r.choice([2, 6, 8, 12]):02d}-01"
        c = r.choice([4.0, 5.0, 5.0, 4.0, 3.0])
        call = f"{min(r.choice([2031, 2032, 2033, 2034]), int(m[:4]) - 1)}-{m[5:7]}-01"
        y = round(r.uniform(2.85, 4.05), 2)
        from common import muni_px

        px = muni_px(c, y, m, call)
        out.append({"cusip": mc(f"{seed}{i}{nm}"), "issuer": nm, "state": state, "cpn": c, "mat": m, "call": call, "yld": f"{y:.2f}",
                    "px": f"{px:.3f}", "par": r.choice([250, 500, 750, 1000, 1500, 2000]), "mmd": f"{r.randint(8, 42)}",
                    "rtg": r.choice(["Aa2/AA", "Aa3/AA-", "A1/A+", "Aa1/AA+"])})
    return out


def tranche_cusip(seed: str, i: int) -> str:
    from common import _h

    h = _h(seed + str(i))
    return tc(h[:5] + "A", h[5:7])
