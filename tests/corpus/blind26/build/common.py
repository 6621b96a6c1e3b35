"""Shared pieces of the blind26 build (adapted from blind25's): identifiers, gold rows, MIME assembly, zip normalising.

Everything here is deterministic: fixed boundaries, fixed dates, fixed zip entry times, so a
rebuild gives the same bytes (check.py verifies it).
"""

from __future__ import annotations

import hashlib
import io
import re
import zipfile
from dataclasses import dataclass, field
from email import encoders, policy
from email.charset import QP, Charset
from email.header import Header
from email.mime.application import MIMEApplication
from email.mime.base import MIMEBase
from email.mime.message import MIMEMessage
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.parser import BytesParser
from email.utils import formataddr, parseaddr

from stdnum import cusip as _cusip
from stdnum import figi as _figi
from stdnum import isin as _isin

# ---------------------------------------------------------------- identifiers


def cusip(base8: str) -> str:
    """An invented CUSIP with its real check digit."""
    return base8 + _cusip.calc_check_digit(base8)


def us_isin(base8: str) -> str:
    """The US ISIN wrapping the CUSIP built from base8."""
    return _isin.from_natid("US", cusip(base8))


def isin(prefix: str, body9: str) -> str:
    """An ISIN from a country/XS prefix and a 9-character body, with its check digit."""
    if prefix == "US" and len(body9) == 8:  # a US ISIN wraps a CUSIP
        return us_isin(body9)
    assert len(body9) == 9, body9
    stem = prefix + body9
    return stem + _isin.calc_check_digit(stem)


def _h(seed: str) -> str:
    return str(int(hashlib.sha1(seed.encode()).hexdigest(), 16))


def uc(seed: str) -> str:
    """A deterministic invented CUSIP for a seed (issuer and bond), with its real check digit."""
    h = _h(seed)
    return cusip(h[:6] + "A" + h[6])


def ui(prefix: str, seed: str) -> str:
    """A deterministic invented ISIN for a seed; a US ISIN wraps uc(seed)."""
    if prefix == "US":
        return _isin.from_natid("US", uc(seed))
    return isin(prefix, _h(seed)[:9])


def figi(body11: str) -> str:
    return body11 + _figi.calc_check_digit(body11)


# ---------------------------------------------------------------- gold

GROUP_CLASS = {
    "ig": "corporate", "hy": "corporate", "frn": "corporate", "em_sovereign": "sovereign",
    "government": "government", "agency": "agency", "muni": "muni", "loan": "loan",
    "structured": "structured", "cds": "cds", "convert": "convertible",
    "preferred": "preferred",
}
# The scored groups: converts and preferreds are one group, as in blind3.
GROUP_NAME = {"convert": "convert_preferred", "preferred": "convert_preferred"}


def _num(x):
    if x is None:
        return None
    if isinstance(x, float) and x.is_integer():
        return int(x)
    return x


def quotes(key, group, dealer, size=(None, None), review=(), asset_class=None, **measures):
    """Gold quotes of one line/row: one per measure, in the order given.

    measures: quote_type=(bid, ask); review: the quote types a careful reader would not trust.
    size: (bid_size, ask_size) in currency units, or one number for both sides.
    """
    if not isinstance(size, tuple):
        size = (size, size)
    out = []
    for qt, (bid, ask) in measures.items():
        qt = qt.rstrip("_")  # yield_ (a keyword) -> yield
        q = {
            "instrument_key": key,
            "asset_class": asset_class or GROUP_CLASS[group],
            "group": GROUP_NAME.get(group, group),
            "quote_type": qt,
            "bid": _num(bid),
            "ask": _num(ask),
            "bid_size": _num(size[0]) if bid is not None else None,
            "ask_size": _num(size[1]) if ask is not None else None,
            "dealer": dealer,
        }
        if qt in review:
            q["review"] = True
        out.append(q)
    return out


def gold_json(fmt: str, gold: list[dict]) -> str:
    import json

    lines = ",\n".join(json.dumps(q) for q in gold)
    body = "\n" + lines + "\n" if gold else ""
    return f'{{"format": "{fmt}", "quotes": [{body}]}}\n'


# ---------------------------------------------------------------- levels as dealers write them


def n32(x: float, plus=True, digits3=False) -> str:
    """99.5 -> '99-16'; 99.515625 -> '99-16+'; with digits3, 99.50390625 -> '99-161'."""
    whole = int(x)
    frac = (x - whole) * 32
    t = int(frac + 1e-9)
    rest = frac - t
    if digits3 and abs(rest - 0.5) > 1e-9:
        e = round(rest * 8)
        assert abs(rest * 8 - e) < 1e-9, x
        return f"{whole}-{t:02d}{e}"
    if abs(rest - 0.5) < 1e-9 and plus:
        return f"{whole}-{t:02d}+"
    assert abs(rest) < 1e-9, x
    return f"{whole}-{t:02d}"


def frac(x: float) -> str:
    """99.25 -> '99 1/4', 99.125 -> '99 1/8', whole numbers stay whole."""
    whole = int(x)
    r = round((x - whole) * 8)
    names = {0: "", 1: " 1/8", 2: " 1/4", 3: " 3/8", 4: " 1/2", 5: " 5/8", 6: " 3/4", 7: " 7/8"}
    return f"{whole}{names[r]}"


# ---------------------------------------------------------------- MIME


@dataclass
class Attachment:
    filename: str
    data: bytes
    mime: str  # e.g. "application/pdf"
    kind: str  # pdf, docx, xlsx, xls, csv, txt, eml: how check.py reopens it


@dataclass
class Layout:
    slug: str
    fmt: str  # text, html, pdf, docx, xlsx, csv, chat
    eml: bytes
    gold: list[dict]
    attachments: list[Attachment] = field(default_factory=list)
    note: str = ""
    meta: dict = field(default_factory=dict)  # what check.py verifies a tag against (section words, wrapped fragments ...)


def _text(body: str, subtype: str, enc: str) -> MIMEText:
    if enc == "7bit":
        body.encode("ascii")
        return MIMEText(body, subtype, "us-ascii")
    cs = Charset("utf-8")
    if enc == "qp":
        cs.body_encoding = QP
    part = MIMEText(body, subtype, cs)
    return part


def _attachment(a: Attachment) -> MIMEBase:
    if a.kind == "eml":
        inner = BytesParser(policy=policy.compat32).parsebytes(a.data)
        part = MIMEMessage(inner)
    elif a.mime.startswith("text/"):
        # Base64, as mail clients send attached files: the bytes (BOM, CRLF) arrive exactly.
        maintype, sub = a.mime.split("/", 1)
        part = MIMEBase(maintype, sub, charset="utf-16" if a.data.startswith(b"\xff\xfe") else "utf-8")
        part.set_payload(a.data)
        encoders.encode_base64(part)
    else:
        maintype, sub = a.mime.split("/", 1)
        part = MIMEApplication(a.data, sub)
        if maintype != "application":
            part.replace_header("Content-Type", a.mime)
    part.add_header("Content-Disposition", "attachment", filename=a.filename)
    return part


def message(*, sender, to, subject, date, msgid, text=None, html=None, enc="7bit",
            attachments=(), headers=(), tag="b26"):
    """A complete RFC 5322 message with fixed boundaries (derived from tag)."""
    body = None
    if text is not None and html is not None:
        body = MIMEMultipart("alternative", boundary=f"=_alt_{tag}_0001")
        body.attach(_text(text, "plain", enc))
        body.attach(_text(html, "html", "qp" if enc == "7bit" else enc))
    elif html is not None:
        body = _text(html, "html", enc)
    elif text is not None:
        body = _text(text, "plain", enc)
    if attachments:
        msg = MIMEMultipart("mixed", boundary=f"=_mix_{tag}_0001")
        if body is not None:
            msg.attach(body)
        for a in attachments:
            msg.attach(_attachment(a))
    else:
        msg = body
    if not sender.isascii():  # an accented display name, as RFC 2047 words
        name, addr = parseaddr(sender)
        sender = formataddr((name, addr), charset="utf-8")
    msg["From"] = sender
    msg["To"] = to
    msg["Subject"] = subject if subject.isascii() else Header(subject, "utf-8").encode()
    msg["Date"] = date
    msg["Message-ID"] = msgid
    for k, v in headers:
        msg[k] = v
    if "MIME-Version" not in msg:
        msg["MIME-Version"] = "1.0"
    # Put the addressing headers first, as a mail client does.
    order = ["From", "To", "Cc", "Subject", "Date", "Message-ID", "MIME-Version"]
    items = msg._headers  # noqa: SLF001 - reorder only
    items.sort(key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order))
    return msg.as_bytes(policy=policy.SMTP)


# ---------------------------------------------------------------- zip-based documents

FIXED_ZIP_TIME = (2028, 2, 7, 6, 30, 0)
_STAMP = re.compile(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)")


def normalize_zip(data: bytes) -> bytes:
    """Rewrite an OOXML zip with fixed entry times and fixed core-property dates."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            blob = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                blob = _STAMP.sub(rb"\g<1>2028-02-07T06:30:00Z\g<2>", blob)
            if info.filename == "word/comments.xml":  # python-docx stamps comments with the time of the build
                blob = re.sub(rb'w:date="[^"]*"', b'w:date="2028-02-09T13:55:00Z"', blob)
            zi = zipfile.ZipInfo(info.filename, FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, blob)
    return out.getvalue()


MIME_PDF = "application/pdf"
MIME_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
MIME_XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
MIME_XLS = "application/vnd.ms-excel"
TXT = "text/plain"
MIME_CSV = "text/csv"


# ---------------------------------------------------------------- helpers: levels, sizes, keys

_FRACS = {"¼": 0.25, "½": 0.5, "¾": 0.75, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}


def lv(s: str | None, comma: bool = False):
    """The decimal level a desk reads from a level as written ('+98', '99-16+', '99 1/4', '5.25%')."""
    if s is None:
        return None
    t = s.strip().replace("%", "").replace("bp", "").replace("+", "", 1 if s.strip().startswith("+") else 0)
    if comma:
        t = t.replace(".", "").replace(",", ".")
    t = t.replace(",", "")
    m = re.fullmatch(r"(-?\d+)-(\d{2}) (\d)/(\d)", t)  # '100-02 3/4': quarters of a 32nd
    if m:
        return int(m.group(1)) + (int(m.group(2)) + int(m.group(3)) / int(m.group(4))) / 32
    m = re.fullmatch(r"(-?\d+)-(\d{2})([+¼½¾]|\d)?", t)
    if m:
        g3 = m.group(3)
        extra = 0.5 if g3 == "+" else (_FRACS[g3] if g3 in _FRACS else (int(g3) / 8 if g3 else 0))
        return int(m.group(1)) + (int(m.group(2)) + extra) / 32
    m = re.fullmatch(r"(\d+) (\d)/(\d{1,2})", t)
    if m:
        return int(m.group(1)) + int(m.group(2)) / int(m.group(3))
    if t and t[-1] in _FRACS:
        return int(t[:-1]) + _FRACS[t[-1]]
    v = float(t)
    return v


def szp(s: str | None):
    """A size as written -> (bid_size, ask_size): '5MM', '500k', '5x3', '2mm', '1.5mm', '10x10'."""
    if s is None:
        return (None, None)
    t = s.strip().lower().replace(",", "")
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*(mm|m)?", t)
    if m:
        return (round(float(m.group(1)) * 1e6), round(float(m.group(2)) * 1e6))
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(mm|mln|mio|mn|m|k|bn)", t)
    assert m, s
    mult = {"mm": 1e6, "mln": 1e6, "mio": 1e6, "mn": 1e6, "m": 1e6, "k": 1e3, "bn": 1e9}[m.group(2)]
    v = round(float(m.group(1)) * mult)
    return (v, v)


def cpn(c: float) -> str:
    """Coupon as the key writes it: 4.875, 5, 0."""
    return f"{c:g}"


def bkey(issuer: str, c: float, mat_iso: str, suffix: str = "") -> str:
    k = f"{issuer.upper()} {cpn(c)} {mat_iso}"
    return f"{k} {suffix.upper()}" if suffix else k


_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def mat(iso: str, style: str) -> str:
    """Render a maturity: iso is YYYY-MM-DD, YYYY-MM or YYYY, style names the form written."""
    parts = iso.split("-")
    y = int(parts[0])
    m = int(parts[1]) if len(parts) > 1 else None
    d = int(parts[2]) if len(parts) > 2 else None
    need = {"mdy": 3, "mmddyy": 3, "mmddyyyy": 3, "dmony": 3, "ddmmyyyy": 3, "dmonyy": 3,
            "ddmmyy": 3, "yyyymmdd": 3, "dotted": 3, "dotted2": 3, "dmonyyyy": 3, "yyyymmddn": 3,
            "monyy": 2, "mmyy": 2, "monyyyy": 2, "mon-yy": 2, "mmyyyy": 2,
            "yy": 1, "yyyy": 1, "ys": 1}[style]
    assert len(parts) == need, (iso, style)
    yy = y % 100
    return {
        "mdy": lambda: f"{m}/{d}/{yy:02d}",
        "mmddyy": lambda: f"{m:02d}/{d:02d}/{yy:02d}",
        "mmddyyyy": lambda: f"{m:02d}/{d:02d}/{y}",
        "ddmmyyyy": lambda: f"{d:02d}/{m:02d}/{y}",
        "ddmmyy": lambda: f"{d:02d}/{m:02d}/{yy:02d}",
        "yyyymmdd": lambda: f"{y}-{m:02d}-{d:02d}",
        "yyyymmddn": lambda: f"{y}{m:02d}{d:02d}",
        "dotted": lambda: f"{d:02d}.{m:02d}.{y}",
        "dotted2": lambda: f"{d:02d}.{m:02d}.{yy:02d}",
        "dmonyyyy": lambda: f"{d} {_MON[m - 1]} {y}",
        "dmony": lambda: f"{d:02d}-{_MON[m - 1]}-{y}",
        "dmonyy": lambda: f"{d}{_MON[m - 1]}{yy:02d}",
        "monyy": lambda: f"{_MON[m - 1]}{yy:02d}",
        "mon-yy": lambda: f"{_MON[m - 1]}-{yy:02d}",
        "monyyyy": lambda: f"{_MON[m - 1]} {y}",
        "mmyy": lambda: f"{m:02d}/{yy:02d}",
        "mmyyyy": lambda: f"{m:02d}/{y}",
        "yy": lambda: f"'{yy:02d}",
        "yyyy": lambda: f"{y}",
        "ys": lambda: f"{yy:02d}s",
    }[style]()


def q(key, group, dealer, *, size=None, review=(), asset_class=None, comma=False, **measures):
    """Gold quotes from levels as written: measures are quote_type=(bid_str, ask_str);
    size is a written size ('5x3', '2MM') or a (bid_size, ask_size) tuple of numbers."""
    if isinstance(size, str) or size is None:
        size = szp(size)
    ms = {k.rstrip("_"): (lv(b, comma), lv(a, comma)) for k, (b, a) in measures.items()}
    return quotes(key, group, dealer, size=size, review=review, asset_class=asset_class, **ms)


def sig(name, title, firm, phone, extra=""):
    lines = [
        "--",
        f"{name} | {title}",
        firm,
        phone,
    ]
    if extra:
        lines.append(extra)
    return "\n".join(lines)


DISCLAIMER = (
    "This communication is for professional clients only and is not investment research. Prices\n"
    "are indicative, subject to change without notice and to market conditions. Our ref. 2028/02-0311;\n"
    "authorised and regulated, firm reference number 733-205. Tel. recorded: +44 20 7946 0588."
)


def fw(rows, right_from=1, gap=3):
    """Rows of cells as a fixed-width block: left-aligned up to right_from, right-aligned after."""
    widths = [max(len(str(r[i])) for r in rows if i < len(r)) for i in range(max(len(r) for r in rows))]
    out = []
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            s = str(c)
            cells.append(s.ljust(widths[i]) if i < right_from else s.rjust(widths[i]))
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


def dealer_of(addr: str) -> str:
    """'Jo Bloggs <jo@desk.fenmoreoakes.com>' -> 'fenmoreoakes' (the company of the mail domain)."""
    dom = addr.rsplit("@", 1)[1].rstrip(">").lower()
    parts = dom.split(".")
    while len(parts) > 2 and parts[-2] in ("co", "com", "ac"):
        parts = parts[:-1]
    return parts[-2]


def mk(slug, fmt, gold, *, sender, subject, date, to="desk@clients.example-am.com", text=None, html=None,
       attachments=(), enc="7bit", headers=(), msgid=None, note="", meta=None):
    """One layout: the message and its gold."""
    dom = sender.rsplit("@", 1)[1].rstrip(">")
    if enc == "7bit" and not all((x or "").isascii() for x in (text, html)):
        enc = "qp"  # a vulgar fraction or an accent: quoted-printable UTF-8
    eml = message(sender=sender, to=to, subject=subject, date=date,
                  msgid=msgid or f"<{slug}.202802{date[5:7].strip():0>2}@{dom}>", text=text, html=html, enc=enc,
                  attachments=list(attachments), headers=headers, tag="b26" + slug[:10])
    return Layout(slug, fmt, eml, gold, list(attachments), note, dict(meta or {}))


_DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def date(hms: str, tz: str = "-0500", day: int = 9) -> str:
    """The mail date between Monday 7 and Friday 18 February 2028 (a weekday; New York time unless a desk elsewhere
    sends it). Monday 21 February is Presidents' Day and lies outside the window."""
    import datetime as _dt

    d = _dt.date(2028, 2, day)
    assert 7 <= day <= 18 and d.weekday() < 5, day
    return f"{_DOW[d.weekday()]}, {day:02d} Feb 2028 {hms} {tz}"


def pad(rows, right_from=1, gap=3):
    """fw() for rows given as strings split on '|'."""
    return fw([[c.strip() for c in r.split("|")] for r in rows], right_from=right_from, gap=gap)


# ---------------------------------------------------------------- helpers: regional conventions


def M(x: float) -> int:
    """Millions in currency units."""
    return round(x * 1_000_000)


def eu(x: float, nd: int = 2, sign: bool = False) -> str:
    """A number the European way: 101.25 -> '101,25' (nd decimals), with a sign if asked."""
    s = f"{x:+.{nd}f}" if sign else f"{x:.{nd}f}"
    return s.replace(".", ",")


def px_from_yield(c: float, y: float, years: float, redemption: float = 100.0) -> float:
    """Clean-ish price of a semi-annual bond from its yield (to keep a row's price and yield consistent)."""
    n = max(1, round(years * 2))
    r = y / 200
    cf = c / 2
    pv = sum(cf / (1 + r) ** k for k in range(1, n + 1)) + redemption / (1 + r) ** n
    return round(pv, 3)


def yld_from_px(c: float, px: float, years: float, redemption: float = 100.0) -> float:
    """The semi-annual yield (percent, 2 decimals) of a price: inverse of px_from_yield."""
    lo, hi = -5.0, 60.0
    for _ in range(80):
        mid = (lo + hi) / 2
        if px_from_yield(c, mid, years, redemption) > px:
            lo = mid
        else:
            hi = mid
    return round((lo + hi) / 2, 2)


# ---------------------------------------------------------------- helpers: yields and prices

_TODAY = (2028, 2, 11)


def yrs(iso: str) -> float:
    """Years from about the mail dates (11 February 2028) to an ISO date (YYYY-MM-DD or YYYY-MM)."""
    import datetime as _dt

    parts = [int(p) for p in iso.split("-")] + [15]
    d = _dt.date(parts[0], parts[1], parts[2] if len(parts) > 3 else 15)
    return (d - _dt.date(*_TODAY)).days / 365.25


def muni_px(c: float, ytw: float, mat_iso: str, call_iso: str | None = None, call_px: float = 100.0) -> float:
    """A muni's dollar price at its yield to worst: to the call when the bond is a premium, else to maturity."""
    if call_iso and ytw < c:
        return min(px_from_yield(c, ytw, yrs(call_iso), call_px), px_from_yield(c, ytw, yrs(mat_iso)))
    return px_from_yield(c, ytw, yrs(mat_iso))


def f3(x: float) -> str:
    return f"{x:.3f}"


# ---------------------------------------------------------------- helpers: rates desks


def q32(x: float) -> str:
    """A price in 32nds with quarters: 100.1484375 -> '100-04 3/4', halves as '+'."""
    whole = int(x)
    f = (x - whole) * 32
    t = int(f + 1e-9)
    r = round((f - t) * 4)
    assert abs((f - t) * 4 - r) < 1e-6, x
    if r == 4:
        t, r = t + 1, 0
    return f"{whole}-{t:02d}" + {0: "", 1: " 1/4", 2: "+", 3: " 3/4"}[r]


def r32(x: float, step: int = 64) -> float:
    """Round a price to 1/step of a point (64: halves of 32nds, 256: eighths)."""
    return round(x * step) / step


def ylds(c: float, px: float, mat_iso: str, nd: int = 3, freq: int = 2) -> str:
    """The yield of a price to a maturity, written with nd decimals (semi-annual unless freq=1)."""
    years = yrs(mat_iso)
    lo, hi = -5.0, 60.0
    for _ in range(80):
        mid = (lo + hi) / 2
        if _pv(c, mid, years, freq) > px:
            lo = mid
        else:
            hi = mid
    return f"{(lo + hi) / 2:.{nd}f}"


def _pv(c: float, y: float, years: float, freq: int) -> float:
    n = max(1, round(years * freq))
    r = y / (100 * freq)
    return sum(c / freq / (1 + r) ** k for k in range(1, n + 1)) + 100 / (1 + r) ** n


def pxs(c: float, y: float, mat_iso: str, nd: int = 3, freq: int = 2) -> str:
    """The price of a yield to a maturity, written with nd decimals."""
    return f"{_pv(c, y, yrs(mat_iso), freq):.{nd}f}"


def pxf(c: float, y: float, mat_iso: str, freq: int = 2) -> float:
    return _pv(c, y, yrs(mat_iso), freq)


# ---------------------------------------------------------------- helpers: agencies, pools, munis (from blind21)

_ALNUM = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"


def pc(prefix: str, seed: str) -> str:
    """An invented CUSIP under a real issuer prefix (3130A FHLB, 3133E FFCB, 3140 FN pools ...), real check digit."""
    n = int(_h(seed))
    rest = ""
    while len(prefix) + len(rest) < 8:
        rest += _ALNUM[n % len(_ALNUM)]
        n //= len(_ALNUM)
    return cusip(prefix + rest)


def pi(cc: str, prefix: str, seed: str) -> str:
    """An invented ISIN under a country code and a real-looking issuer stem, real check digit."""
    n = int(_h(seed))
    rest = ""
    while len(prefix) + len(rest) < 9:
        rest += str(n % 10)
        n //= 10
    stem = cc + prefix + rest
    return stem + _isin.calc_check_digit(stem)


def p32(x: float) -> str:
    """A price in 32nds, halves as '+', quarters as a third digit in eighths (99-162 = 99 + 16.25/32)."""
    whole = int(x)
    f = (x - whole) * 32
    t = int(f + 1e-9)
    e = round((f - t) * 8)
    assert abs((f - t) * 8 - e) < 1e-6, x
    if e == 8:
        t, e = t + 1, 0
    if e == 0:
        return f"{whole}-{t:02d}"
    if e == 4:
        return f"{whole}-{t:02d}+"
    return f"{whole}-{t:02d}{e}"


def ticks(n: float, pad: bool = False) -> str:
    """A pay-up or drop in 32nds as a desk writes it: 8.5 -> '+8+', 12 -> '+12', -8.5 -> '-8+' (pad: '-08+')."""
    sign = "-" if n < 0 else "+"
    a = abs(n)
    s = (f"{int(a):02d}" if pad else f"{int(a)}") + ("+" if abs(a - int(a) - 0.5) < 1e-9 else "")
    return sign + s


def _pvr(c: float, y: float, years: float, redemption: float, freq: int = 2) -> float:
    n = max(1, round(years * freq))
    r = y / (100 * freq)
    return sum(c / freq / (1 + r) ** k for k in range(1, n + 1)) + redemption / (1 + r) ** n


def yto(c: float, px: float, iso: str, nd: int = 3, redemption: float = 100.0) -> str:
    """The yield of a price to a date (maturity or call, ISO) at a redemption price, written with nd decimals."""
    years = yrs(iso)
    lo, hi = -5.0, 60.0
    for _ in range(90):
        mid = (lo + hi) / 2
        if _pvr(c, mid, years, redemption) > px:
            lo = mid
        else:
            hi = mid
    return f"{(lo + hi) / 2:.{nd}f}"


def pxto(c: float, y: float, iso: str, nd: int = 3, redemption: float = 100.0) -> str:
    """The price of a yield to a date (maturity or call, ISO), written with nd decimals."""
    return f"{_pvr(c, y, yrs(iso), redemption):.{nd}f}"


def iso(mdy: str) -> str:
    """'12/21/32' or '12/21/2032' -> '2032-12-21'."""
    m, d, y = mdy.split("/")
    y = int(y)
    y = y + 2000 if y < 100 else y
    return f"{y}-{int(m):02d}-{int(d):02d}"


def mc(seed: str) -> str:
    """An invented municipal CUSIP (six-digit issuer stem), real check digit."""
    return pc(f"{int(_h(seed)) % 900 + 100}", seed)


# ---------------------------------------------------------------- helpers: blind24 (loans, tranches)


def tc(prefix6: str, suffix2: str) -> str:
    """A tranche or loan CUSIP: an invented six-character issuer stem and a two-character issue, real check digit."""
    assert len(prefix6) == 6 and len(suffix2) == 2, (prefix6, suffix2)
    return cusip(prefix6 + suffix2)


def lx(seed: str) -> str:
    """An invented LoanX ID (LX and six digits): no identifier the key takes."""
    return "LX" + _h(seed)[:6]


def lkey(*parts: str) -> str:
    """A description key as written: the words of the description cells in column order, upper case,
    brackets and commas removed, single spaces."""
    s = " ".join(p for p in parts if p)
    s = re.sub(r"[(),]", " ", s)
    return " ".join(s.upper().split())


def ust(years: float) -> float:
    """An invented UST curve for mid-February 2028: yield in percent by years to maturity."""
    pts = [(0.5, 3.78), (2, 3.85), (3, 3.90), (5, 4.02), (7, 4.12), (10, 4.22), (20, 4.48), (30, 4.55)]
    if years <= pts[0][0]:
        return pts[0][1]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        if years <= x1:
            return y0 + (y1 - y0) * (years - x0) / (x1 - x0)
    return pts[-1][1]


def spx(c: float, mat_iso: str, spread_bp: float, nd: int = 3) -> str:
    """The price of a bond at a spread over the UST curve, written with nd decimals."""
    return pxs(c, ust(yrs(mat_iso)) + spread_bp / 100, mat_iso, nd=nd)


# ---------------------------------------------------------------- helpers: blind24 (agencies, munis, offering sheets)

AGENCY_PREFIX = {"FHLB": "3130B", "FFCB": "3133E", "FNMA": "3135G", "FHLMC": "3134H", "TVA": "88059", "FAMCA": "31422"}


def mdy2(iso_d: str) -> str:
    """'2032-06-15' -> '06/15/32'."""
    return mat(iso_d, "mmddyy")


def dmy4(iso_d: str) -> str:
    """'2032-06-15' -> '15-Jun-2032'."""
    return mat(iso_d, "dmony")


def ytw(*ys: str) -> str:
    """The worst (lowest) of yields as printed."""
    return min(ys, key=float)


def money(n: int) -> str:
    return f"{n:,}"


def disc_px(rate: float, mat_iso: str) -> float:
    """A discount note's price from its discount rate (actual/360) settling 11 February 2028."""
    import datetime as _dt

    y, m, d = (int(p) for p in mat_iso.split("-"))
    days = (_dt.date(y, m, d) - _dt.date(2028, 2, 11)).days
    return 100 * (1 - rate / 100 * days / 360)


# ---------------------------------------------------------------- helpers: blind24 (crowded rows)


def fx(x: float, nd: int = 3) -> str:
    """A decimal written with nd places."""
    return f"{x:.{nd}f}"


def sgn(x: float, nd: int = 2) -> str:
    """A change as a desk writes it: +0.25, -0.13, 0.00."""
    return "0.00" if abs(x) < 10 ** -(nd + 1) else f"{x:+.{nd}f}"


def yt(c: float, px: str | float, iso_d: str, nd: int = 3) -> str:
    """The yield to maturity of a price (written), with nd decimals."""
    return ylds(c, float(px), iso_d, nd=nd)


def bench_yld(iso_d: str, nd: int = 3) -> str:
    """The benchmark Treasury's yield at a bond's maturity on the invented curve."""
    return f"{ust(yrs(iso_d)):.{nd}f}"


# ---------------------------------------------------------------- helpers: blind26


def rng(seed: str):
    """A seeded random generator for one layout variant."""
    import random

    return random.Random(int(_h(seed)) % (2**32))


def agency_row(r, ag: str, seed: str, *, years=(2.5, 9.5), call=True, step=False, px_range=(98.6, 100.9)):
    """An invented agency bond: CUSIP under the agency's prefix, coupon, maturity, call date, step schedule,
    an offer price and its yields to call and to maturity (as printed, 3 decimals)."""
    import datetime as _dt

    y0 = r.uniform(*years)
    md = _dt.date(2028, 2, 15) + _dt.timedelta(days=int(y0 * 365.25))
    md = md.replace(day=r.choice([15, 28, 30]) if md.month != 2 else r.choice([15, 26]))
    mat_iso = md.isoformat()
    c = r.choice([3.75, 4, 4.125, 4.25, 4.375, 4.5, 4.625, 4.75, 5, 5.125, 5.25])
    px = round(r.uniform(*px_range) * 8) / 8 if r.random() < 0.5 else round(r.uniform(*px_range), 3)
    if abs(px - 100) < 0.01:
        px = 100.094
    out = {"ag": ag, "cusip": pc(AGENCY_PREFIX[ag], seed), "cpn": c, "mat": mat_iso, "px": px}
    if call:
        cy = r.choice([0.5, 1, 1, 2, 3])
        cd = _dt.date(2028, md.month, md.day if md.day <= 28 else 28) + _dt.timedelta(days=int(cy * 365.25))
        cd = cd.replace(day=md.day if md.day <= 28 else 28)
        if cd >= md:
            cd = _dt.date(2028, 8, 15)
        out["call"] = cd.isoformat()
        out["ytc"] = yto(c, px, out["call"])
    out["ytm"] = yto(c, px, mat_iso)
    if step:
        out["steps"] = [(c, out.get("call", mat_iso)), (c + r.choice([0.5, 0.625, 0.75]), None)]
    return out


def lines_gold(rows):
    """Rows of a body: a string (no quote) or (string, [gold quotes]); returns (text, gold)."""
    text, gold = [], []
    for r in rows:
        if isinstance(r, tuple):
            text.append(r[0])
            gold.extend(r[1])
        else:
            text.append(r)
    return "\n".join(text), gold


def tzdate(day: int, hms: str, tz: str) -> str:
    return date(hms, tz, day)
