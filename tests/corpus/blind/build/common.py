"""Shared helpers for the blind corpus: identifiers, sizes, 32nds, the gold builder, MIME assembly.

Authoring-only code: run with a throwaway venv that has python-stdnum, reportlab, xlwt,
python-docx and openpyxl (see ../README.md). Nothing here is imported by otcmail.
"""
from __future__ import annotations

import email.policy
import email.utils
import hashlib
import io
import re
import zipfile
from dataclasses import dataclass, field
from email.message import EmailMessage
from fractions import Fraction

from stdnum import cusip as _cusip
from stdnum import isin as _isin

# ----------------------------------------------------------------------------- identifiers

def CUSIP(base8: str) -> str:
    """A CUSIP with a valid check digit from its first 8 characters."""
    assert len(base8) == 8, base8
    c = base8 + _cusip.calc_check_digit(base8)
    assert _cusip.is_valid(c)
    return c


def ISIN(country: str, nsin9: str) -> str:
    """An ISIN with a valid check digit from the country code and the 9-character NSIN."""
    assert len(country) == 2 and len(nsin9) == 9, (country, nsin9)
    s = country + nsin9
    i = s + _isin.calc_check_digit(s)
    assert _isin.is_valid(i)
    return i


def US_ISIN(cusip9: str) -> str:
    return ISIN("US", cusip9)


# ----------------------------------------------------------------------------- numbers

def MM(x) -> float:
    return float(Fraction(str(x)) * 1_000_000)


def K(x) -> float:
    return float(Fraction(str(x)) * 1_000)


def t32(s: str) -> float:
    """'99-16' -> 99.5, '99-16+' -> 99.515625, '99-161' -> 99.50390625, '100-00' -> 100."""
    s = s.strip()
    whole, frac = s.split("-")
    plus = frac.endswith("+")
    if plus:
        frac = frac[:-1]
    ticks = Fraction(int(frac[:2]))
    if len(frac) == 3:
        ticks += Fraction(int(frac[2]), 8)
    if plus:
        ticks += Fraction(1, 2)
    return float(int(whole) + ticks / 32)


def fr(s: str) -> float:
    """'99 1/4' -> 99.25, '4 7/8' -> 4.875."""
    parts = s.split()
    v = Fraction(0)
    for p in parts:
        v += Fraction(p)
    return float(v)


# ----------------------------------------------------------------------------- gold

ASSET_CLASSES = {"corporate", "sovereign", "government", "agency", "muni", "loan", "structured",
                 "cds", "convertible", "preferred"}
QUOTE_TYPES = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
GROUPS = ["ig", "hy", "em_sovereign", "government", "agency", "muni", "loan", "structured", "cds",
          "convert_preferred", "frn"]
FORMATS = ["text", "html", "pdf", "docx", "xlsx", "csv", "chat"]

# asset classes a group may carry
GROUP_CLASSES = {
    "ig": {"corporate"}, "hy": {"corporate"}, "em_sovereign": {"sovereign"},
    "government": {"government"}, "agency": {"agency"}, "muni": {"muni"}, "loan": {"loan"},
    "structured": {"structured"}, "cds": {"cds"}, "convert_preferred": {"convertible", "preferred"},
    "frn": {"corporate", "agency", "sovereign", "government"},
}


@dataclass
class Layout:
    slug: str
    fmt: str
    dealer: str
    note: str = ""
    msg: bytes = b""
    quotes: list = field(default_factory=list)

    def q(self, key, ac, grp, qt, bid, ask, bs=None, asz=None, dealer=None, review=False):
        assert ac in ASSET_CLASSES, ac
        assert qt in QUOTE_TYPES, qt
        assert grp in GROUPS, grp
        assert ac in GROUP_CLASSES[grp], (grp, ac)
        assert bid is not None or ask is not None, key
        d = {"instrument_key": key, "asset_class": ac, "group": grp, "quote_type": qt,
             "bid": None if bid is None else float(bid), "ask": None if ask is None else float(ask),
             "bid_size": None if bs is None else float(bs), "ask_size": None if asz is None else float(asz),
             "dealer": dealer or self.dealer}
        if review:
            d["review"] = True
        self.quotes.append(d)
        return d

    def row(self, key, ac, grp, bs=None, asz=None, dealer=None, review=(), **measures):
        """One quote per measure given as name=(bid, ask), in the order given."""
        for qt, (b, a) in measures.items():
            self.q(key, ac, grp, qt, b, a, bs, asz, dealer, review=qt in review)

    def groups(self):
        return sorted({q["group"] for q in self.quotes})


# ----------------------------------------------------------------------------- mail

def mail(*, frm, to, subject, date, msgid, text=None, html=None, attachments=(), cc=None,
         extra_headers=(), text_cte=None, html_cte="quoted-printable", charset="utf-8",
         linesep="\n", related_html=False) -> bytes:
    """An RFC 5322 message. attachments: (filename, maintype/subtype, bytes) or an EmailMessage
    (attached as message/rfc822)."""
    m = EmailMessage(policy=email.policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = date
    m["Subject"] = subject
    m["Message-ID"] = msgid
    m["MIME-Version"] = "1.0"
    for k, v in extra_headers:
        m[k] = v
    if text is not None:
        kw = {"charset": charset}
        if text_cte:
            kw["cte"] = text_cte
        m.set_content(text, **kw)
        if html is not None:
            m.add_alternative(html, subtype="html", cte=html_cte, charset=charset)
    elif html is not None:
        m.set_content(html, subtype="html", cte=html_cte, charset=charset)
    for att in attachments:
        if isinstance(att, EmailMessage):
            m.add_attachment(att)
            continue
        fn, ctype, data = att
        params = {}
        if ";" in ctype:
            ctype, rest = ctype.split(";", 1)
            for kv in rest.split(";"):
                k, v = kv.strip().split("=", 1)
                params[k] = v
        maintype, subtype = ctype.strip().split("/")
        if maintype == "text" and isinstance(data, str):
            m.add_attachment(data, subtype=subtype, filename=fn, cte="base64")
        else:
            if fn.endswith((".xlsx", ".docx")):
                data = normalize_zip(data)
            m.add_attachment(data, maintype=maintype, subtype=subtype, filename=fn)
        part = m.get_payload()[-1]
        for k, v in params.items():
            part.set_param(k, v)
    # deterministic MIME boundaries, so that a rebuild gives the same bytes
    tag = hashlib.sha1(msgid.encode()).hexdigest()[:16]
    for i, part in enumerate(m.walk()):
        if part.is_multipart():
            part.set_boundary(f"----=_NextPart_{i:03d}_{tag}")
    pol = email.policy.default.clone(linesep=linesep, max_line_length=78)
    return m.as_bytes(policy=pol)


FIXED_ZIP_TIME = (2026, 11, 23, 8, 0, 0)


def normalize_zip(data: bytes) -> bytes:
    """Office files with fixed zip entry times and fixed core-properties dates (rebuilds are identical)."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            body = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                body = re.sub(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)",
                              rb"\g<1>2026-11-23T08:00:00Z\g<2>", body)
            zi = zipfile.ZipInfo(info.filename, FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = info.external_attr
            dst.writestr(zi, body)
    return out.getvalue()


def inner_message(*, frm, to, subject, date, msgid, text, charset="utf-8") -> EmailMessage:
    m = EmailMessage(policy=email.policy.default)
    m["From"] = frm
    m["To"] = to
    m["Date"] = date
    m["Subject"] = subject
    m["Message-ID"] = msgid
    m["MIME-Version"] = "1.0"
    m.set_content(text, charset=charset)
    return m


def date(day, hh, mm, ss=0, tz="+0000"):
    """RFC 5322 date in November 2026."""
    import datetime
    d = datetime.date(2026, 11, day)
    return f"{d.strftime('%a')}, {day:d} Nov 2026 {hh:02d}:{mm:02d}:{ss:02d} {tz}"


def msgid(tag, domain):
    return f"<{tag}@{domain}>"


XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
XLS = "application/vnd.ms-excel"
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
PDF = "application/pdf"
