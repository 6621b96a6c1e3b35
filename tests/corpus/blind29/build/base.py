"""Helpers shared by the family modules: dates, maturities, identifiers, the result record."""

from __future__ import annotations

import datetime as dt
import random
import string

from common import cusip

ALNUM = "".join(c for c in string.digits + string.ascii_uppercase if c not in "IO")
NY = dt.timezone(dt.timedelta(hours=-5))
LDN = dt.UTC
CET = dt.timezone(dt.timedelta(hours=1))

AGENCY_PREFIX = {"FHLB": "3130B", "FFCB": "3133E", "FNMA": "3136G", "FHLMC": "3134H", "FAMC": "31422", "TVA": "88059"}
DN_PREFIX = {"FHLB": "313385", "FFCB": "313313", "FNMA": "313589", "FHLMC": "313397"}


def dealer_of(addr: str) -> str:
    dom = addr.split("@", 1)[1].lower().split(".")
    dom = dom[:-2] if dom[-2:] == ["co", "uk"] else dom[:-1]
    return dom[-1].replace("-", "")


def rnd(rng: random.Random, n: int, chars: str = ALNUM) -> str:
    return "".join(rng.choice(chars) for _ in range(n))


def agency_cusip(rng: random.Random, issuer: str, used: set) -> str:
    while True:
        c = cusip(AGENCY_PREFIX[issuer] + rnd(rng, 3))
        if c not in used:
            used.add(c)
            return c


def dn_cusip(rng: random.Random, issuer: str, used: set) -> str:
    while True:
        c = cusip(DN_PREFIX[issuer] + rnd(rng, 2))
        if c not in used:
            used.add(c)
            return c


def bill_cusip(rng: random.Random, used: set) -> str:
    while True:
        c = cusip("912797" + rnd(rng, 2))
        if c not in used:
            used.add(c)
            return c


def digit_cusip(rng: random.Random, used: set) -> str:
    while True:
        c = cusip(rnd(rng, 5, "0123456789") + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + "A" + rnd(rng, 1, "ABCDEFGHJ"))
        if c not in used:
            used.add(c)
            return c


def maturity(rng: random.Random, today: dt.date, y0: int, y1: int, days=(15, 28, 30, 1)) -> dt.date:
    while True:
        y = today.year + rng.randint(y0, y1)
        m = rng.randint(1, 12)
        d = rng.choice(days)
        if m == 2 and d > 28:
            d = 28
        try:
            md = dt.date(y, m, d)
        except ValueError:
            continue
        if md > today + dt.timedelta(days=200):
            return md


def years(a: dt.date, b: dt.date) -> float:
    return (b - a).days / 365.25


def us(d: dt.date, yy: bool = True) -> str:
    return d.strftime("%m/%d/%y") if yy else d.strftime("%m/%d/%Y")


def mk(fam, v, slug, sender, date, subject, body, attachments, fmt, quotes, to="Distribution <clients@list.invalid>"):
    return {
        "fam": fam, "v": v, "slug": slug, "sender": sender, "date": date, "subject": subject, "body": body,
        "attachments": attachments, "fmt": fmt, "quotes": quotes, "to": to,
    }
