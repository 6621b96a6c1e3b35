"""Shared helpers: identifiers, number styles, quotes, mails, PDF tables, deterministic zips."""

from __future__ import annotations

import io
import re
import zipfile
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

from pdfkit import Page, width

MIME = {
    "pdf": ("application", "pdf"),
    "docx": ("application", "vnd.openxmlformats-officedocument.wordprocessingml.document"),
    "xlsx": ("application", "vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    "xls": ("application", "vnd.ms-excel"),
    "csv": ("text", "csv"),
}


# ---------------------------------------------------------------- identifiers
def _cusip_check(base: str) -> str:
    total = 0
    for i, c in enumerate(base):
        v = int(c) if c.isdigit() else ord(c) - 55
        if i % 2:
            v *= 2
        total += v // 10 + v % 10
    return str((10 - total % 10) % 10)


def cusip(base8: str) -> str:
    assert len(base8) == 8
    return base8 + _cusip_check(base8)


def isin(base11: str) -> str:
    digits = "".join(str(int(c)) if c.isdigit() else str(ord(c) - 55) for c in base11)
    total = 0
    for i, d in enumerate(reversed(digits)):
        v = int(d)
        if i % 2 == 0:
            v *= 2
        total += v // 10 + v % 10
    return base11 + str((10 - total % 10) % 10)


# ---------------------------------------------------------------- numbers
def r256(x: float) -> float:
    return round(x * 256) / 256


def p32(x: float, style: str = "digit") -> str:
    """Price in 32nds: 99-16, 99-16+, 99-163 (digit) or 100-03 3/4 (frac, quarters only)."""
    h = int(x // 1)
    e = round((x - h) * 256)  # eighths of a 32nd
    if e == 256:
        h, e = h + 1, 0
    n32, f = divmod(e, 8)
    s = f"{h}-{n32:02d}"
    if f == 0:
        return s
    if f == 4:
        return s + "+"
    if style == "frac":
        return s + {2: " 1/4", 6: " 3/4"}.get(f, f"{f}")
    return s + str(f)


def frac(c: float) -> str:
    """Coupon as dealers write it: 4 1/4, 3 7/8, 5."""
    w = int(c)
    r = round((c - w) * 8)
    if r == 0:
        return str(w)
    names = {1: "1/8", 2: "1/4", 3: "3/8", 4: "1/2", 5: "5/8", 6: "3/4", 7: "7/8"}
    return f"{w} {names[r]}"


def cpnkey(c: float) -> str:
    return f"{c:.6f}".rstrip("0").rstrip(".")


def approx_yield(price: float, cpn: float, years: float, redemption: float = 100.0) -> float:
    years = max(years, 0.25)
    return (cpn + (redemption - price) / years) / ((redemption + price) / 2) * 100


# ---------------------------------------------------------------- quotes
def Q(key, ac, qt, bid, ask, bs, asz, dealer, group=None):
    return {
        "instrument_key": key,
        "asset_class": ac,
        "group": group,
        "quote_type": qt,
        "bid": None if bid is None else float(bid),
        "ask": None if ask is None else float(ask),
        "bid_size": None if bs is None or bid is None else float(bs),
        "ask_size": None if asz is None or ask is None else float(asz),
        "dealer": dealer,
    }


def gold_json(fmt: str, quotes: list[dict]) -> str:
    import json

    lines = [json.dumps(q) for q in quotes]
    if not lines:
        return json.dumps({"format": fmt, "quotes": []}) + "\n"
    return '{"format": "' + fmt + '", "quotes": [\n  ' + ",\n  ".join(lines) + "\n]}\n"


# ---------------------------------------------------------------- mail
def make_eml(sender, to, date, subject, msgid, body, attachments=(), html=None) -> bytes:
    m = EmailMessage(policy=policy.SMTP)
    m["From"] = sender
    m["To"] = to
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    m.set_content(body, cte="quoted-printable")
    if html:
        m.add_alternative(html, subtype="html")
    for fname, kind, data in attachments:
        maint, sub = MIME[kind]
        m.add_attachment(data, maintype=maint, subtype=sub, filename=fname)
    if m.is_multipart():
        import hashlib

        m.set_boundary("==b29_" + hashlib.sha1(msgid.encode()).hexdigest()[:20])
    return m.as_bytes()


# ---------------------------------------------------------------- zips (docx / xlsx)
FIXED = (2026, 1, 1, 0, 0, 0)


def normalize_zip(data: bytes, patch=None) -> bytes:
    """Rewrite an OOXML zip with fixed timestamps, optionally patching members (name, text) -> text."""
    zin = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            body = zin.read(info.filename)
            if info.filename.endswith(".xml") or info.filename.endswith(".rels"):
                txt = body.decode("utf-8")
                txt = re.sub(r"(<dcterms:(created|modified)[^>]*>)[^<]*", r"\g<1>2026-01-01T00:00:00Z", txt)
                if patch:
                    txt = patch(info.filename, txt)
                body = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=FIXED)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(zi, body)
    return out.getvalue()


# ---------------------------------------------------------------- PDF tables
def ptable(pg: Page, x0: float, ytop: float, cols: list[tuple], rows: list, size: float = 7, rowh: float = 10,
           colmajor: bool = False, words: bool = False, band: float | None = None, shade: float | None = None,
           rules: bool = False, hfont: str = "F2", font: str = "F1", hg: str = "header", gap: float = 4) -> float:
    """Draw a table. cols: (header lines tuple, width, align). rows: list of cells or ('§', text[, font]).

    A cell is a string or (string, superscript). Returns the y below the last row.
    """
    xs = []
    x = x0
    for c in cols:
        xs.append(x)
        x += c[1] + gap
    total_w = x - gap - x0
    nh = max(len(c[0]) for c in cols)
    # header
    hy = ytop
    if band is not None:
        pg.rect(x0 - 2, ytop - (nh - 1) * (size + 2) - 3, total_w + 4, nh * (size + 2) + 3, band, g=hg)
    for (names, w, al), cx in zip(cols, xs, strict=True):
        pad = nh - len(names)
        for i, nm in enumerate(names):
            yy = hy - (pad + i) * (size + 2)
            ax = cx + w if al == "r" else cx
            (pg.words if words else pg.text)(ax, yy, nm, size, hfont, align=al, g=hg)
    y0 = ytop - (nh - 1) * (size + 2) - rowh
    if rules:
        pg.line(x0 - 2, y0 + rowh - 3, x0 + total_w + 2, y0 + rowh - 3, 0.6, g=hg)
    # positions of rows
    ys = []
    y = y0
    for i, r in enumerate(rows):
        ys.append(y)
        if shade is not None and i % 2 == 1 and not (isinstance(r, tuple) and r[0] == "§"):
            pg.rect(x0 - 2, y - 2.5, total_w + 4, rowh, shade)
        y -= rowh
    if rules:
        pg.line(x0 - 2, y + rowh - 3, x0 + total_w + 2, y + rowh - 3, 0.6)

    def cell(ci, ri):
        r = rows[ri]
        if isinstance(r, tuple) and r[0] == "§":
            if ci == 0:
                pg.text(x0, ys[ri], r[1], size, r[2] if len(r) > 2 else "F2")
            return
        v = r[ci]
        sup = None
        if isinstance(v, tuple):
            v, sup = v
        if not v:
            return
        w, al = cols[ci][1], cols[ci][2]
        ax = xs[ci] + w if al == "r" else xs[ci]
        (pg.words if words else pg.text)(ax, ys[ri], v, size, font, align=al)
        if sup:
            end = ax if al == "r" else ax + width(v, size, font)
            pg.text(end + 0.6, ys[ri] + size * 0.45, sup, size * 0.6, font)

    if colmajor:
        for ci in range(len(cols)):
            for ri in range(len(rows)):
                cell(ci, ri)
    else:
        for ri in range(len(rows)):
            for ci in range(len(cols)):
                cell(ci, ri)
    return y


def price_from_yield(cpn: float, y: float, yrs: float) -> float:
    n = max(1, round(yrs * 2))
    r = y / 200
    return sum(cpn / 2 / (1 + r) ** k for k in range(1, n + 1)) + 100 / (1 + r) ** n


def yield_from_price(cpn: float, px: float, yrs: float) -> float:
    lo, hi = -5.0, 30.0
    for _ in range(80):
        mid = (lo + hi) / 2
        if price_from_yield(cpn, mid, yrs) > px:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2
