"""Shared pieces of the blind4 build: identifiers, gold rows, MIME assembly, zip normalising.

Everything here is deterministic: fixed boundaries, fixed dates, fixed zip entry times, so a
rebuild gives the same bytes (check.py verifies it).
"""

from __future__ import annotations

import io
import re
import zipfile
from dataclasses import dataclass, field
from email import encoders, policy
from email.charset import QP, Charset
from email.mime.application import MIMEApplication
from email.mime.base import MIMEBase
from email.mime.message import MIMEMessage
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.parser import BytesParser

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
    stem = prefix + body9
    return stem + _isin.calc_check_digit(stem)


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
        q = {
            "instrument_key": key,
            "asset_class": asset_class or GROUP_CLASS[group],
            "group": GROUP_NAME.get(group, group),
            "quote_type": qt,
            "bid": _num(bid),
            "ask": _num(ask),
            "bid_size": _num(size[0]),
            "ask_size": _num(size[1]),
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
        part = MIMEBase(maintype, sub, charset="utf-8")
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
            attachments=(), headers=(), tag="b4"):
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
    msg["From"] = sender
    msg["To"] = to
    msg["Subject"] = subject
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

FIXED_ZIP_TIME = (2026, 11, 17, 6, 30, 0)
_STAMP = re.compile(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)")


def normalize_zip(data: bytes) -> bytes:
    """Rewrite an OOXML zip with fixed entry times and fixed core-property dates."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            blob = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                blob = _STAMP.sub(rb"\g<1>2026-11-17T06:30:00Z\g<2>", blob)
            zi = zipfile.ZipInfo(info.filename, FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, blob)
    return out.getvalue()


MIME_PDF = "application/pdf"
MIME_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
MIME_XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
MIME_XLS = "application/vnd.ms-excel"
