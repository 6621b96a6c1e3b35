"""Shared helpers: identifiers, bond arithmetic, number styles, gold rows and the .eml writer."""
from __future__ import annotations

import base64
import json
from email.utils import format_datetime
from pathlib import Path


def cusip_check(base8: str) -> str:
    total = 0
    for i, ch in enumerate(base8):
        if ch.isdigit():
            v = int(ch)
        elif ch.isalpha():
            v = ord(ch.upper()) - 55
        else:
            v = {"*": 36, "@": 37, "#": 38}[ch]
        if i % 2 == 1:
            v *= 2
        total += v // 10 + v % 10
    return base8 + str((10 - total % 10) % 10)


def cusip(rng, prefix: str) -> str:
    alnum = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"
    body = prefix + "".join(rng.choice(alnum) for _ in range(8 - len(prefix) - 2)) + "".join(rng.choice("0123456789") for _ in range(2))
    return cusip_check(body[:8])


def price_from_yield(y: float, cpn: float, years: float, redemption: float = 100.0) -> float:
    n = max(1, round(years * 2))
    r = y / 200.0
    c = cpn / 2.0
    pv = sum(c / (1 + r) ** k for k in range(1, n + 1)) + redemption / (1 + r) ** n
    return pv


def yield_from_price(p: float, cpn: float, years: float, redemption: float = 100.0) -> float:
    lo, hi = -5.0, 40.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if price_from_yield(mid, cpn, years, redemption) > p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def to32(p: float, plus: bool = True) -> str:
    """99.5 -> 99-16, 99.515625 -> 99-16+ (p must sit on a 64th)."""
    h = int(p)
    f = round((p - h) * 64)
    if f == 64:
        h, f = h + 1, 0
    s = f"{h}-{f // 2:02d}"
    if f % 2:
        s += "+"
    return s


def frac(p: float) -> str:
    h = int(p)
    r = round((p - h) * 8)
    names = {0: "", 1: " 1/8", 2: " 1/4", 3: " 3/8", 4: " 1/2", 5: " 5/8", 6: " 3/4", 7: " 7/8"}
    return f"{h}{names[r]}"


def cpn_str(c: float) -> str:
    s = f"{c:.3f}".rstrip("0").rstrip(".")
    return s


def key_bond(issuer: str, cpn: float, iso: str, tail: str = "") -> str:
    k = f"{issuer.upper()} {cpn_str(cpn)} {iso}"
    return k + (" " + tail if tail else "")


def Q(key, ac, grp, qt, bid, ask, bs, as_, dealer, review=False):
    d = {"instrument_key": key, "asset_class": ac, "group": grp, "quote_type": qt,
         "bid": None if bid is None else float(bid), "ask": None if ask is None else float(ask),
         "bid_size": None if bs is None or bid is None else float(bs),
         "ask_size": None if as_ is None or ask is None else float(as_), "dealer": dealer}
    if review:
        d["review"] = True
    return d


def write_gold(path: Path, fmt: str, quotes: list[dict]) -> None:
    lines = [json.dumps(q) for q in quotes]
    body = "{\"format\": \"%s\", \"quotes\": [\n  " % fmt + ",\n  ".join(lines) + "\n]}\n"
    path.write_text(body)


MIME = {
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}


def write_eml(path: Path, *, sender: str, to: str, date, subject: str, msgid: str, body: str,
              attachments: list[tuple[str, bytes]], boundary: str) -> None:
    hdr = [
        f"From: {sender}",
        f"To: {to}",
        f"Date: {format_datetime(date)}",
        f"Subject: {subject}",
        f"Message-ID: <{msgid}>",
        "MIME-Version: 1.0",
        f'Content-Type: multipart/mixed; boundary="{boundary}"',
        "",
        "This is a multi-part message in MIME format.",
        "",
        f"--{boundary}",
        'Content-Type: text/plain; charset="utf-8"',
        "Content-Transfer-Encoding: 8bit",
        "",
        body.rstrip("\n"),
        "",
    ]
    out = "\r\n".join(hdr) + "\r\n"
    for name, data in attachments:
        ext = name.rsplit(".", 1)[1].lower()
        b64 = base64.encodebytes(data).decode("ascii").replace("\n", "\r\n")
        out += "\r\n".join([
            f"--{boundary}",
            f'Content-Type: {MIME[ext]}; name="{name}"',
            "Content-Transfer-Encoding: base64",
            f'Content-Disposition: attachment; filename="{name}"',
            "",
            b64.rstrip("\r\n"),
            "",
        ]) + "\r\n"
    out += f"--{boundary}--\r\n"
    path.write_bytes(out.encode("utf-8"))
