"""Shared helpers of the blind30 corpus builder: quotes, identifiers, bond maths, MIME, Word and Excel files."""

from __future__ import annotations

import datetime as dt
import io
import random
import re
from email.message import EmailMessage
from email.policy import default as default_policy

GROUPS = {
    "agency": "ssa",
    "sovereign": "ssa",
    "government": "rates",
    "corporate": "credit",
    "loan": "loan",
    "structured": "structured",
    "cds": "cds",
    "muni": "muni",
}

MM = 1_000_000.0


def q(key, asset, qtype, bid, ask, bid_size=None, ask_size=None, dealer=""):
    """One gold quote (docs/quotes.md): sizes in currency units, a side not shown is None."""
    return {
        "instrument_key": key,
        "asset_class": asset,
        "group": GROUPS[asset],
        "quote_type": qtype,
        "bid": None if bid is None else float(bid),
        "ask": None if ask is None else float(ask),
        "bid_size": None if bid_size is None or bid is None else float(bid_size),
        "ask_size": None if ask_size is None or ask is None else float(ask_size),
        "dealer": dealer,
    }


# ---------------------------------------------------------------- identifiers


def _char_value(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c.isalpha():
        return ord(c.upper()) - 55
    return {"*": 36, "@": 37, "#": 38}[c]


def cusip(base: str) -> str:
    """The first eight characters of base plus their check digit."""
    assert len(base) in (8, 9), base
    base8 = base[:8]
    total = 0
    for i, c in enumerate(base8):
        v = _char_value(c)
        if i % 2 == 1:
            v *= 2
        total += v // 10 + v % 10
    return base8 + str((10 - total % 10) % 10)


def isin(base11: str) -> str:
    """base11 plus its Luhn check digit over the letters-as-numbers expansion."""
    assert len(base11) == 11, base11
    digits = "".join(str(_char_value(c)) for c in base11)
    total = 0
    for i, d in enumerate(reversed(digits)):
        v = int(d)
        if i % 2 == 0:
            v *= 2
        total += v // 10 + v % 10
    return base11 + str((10 - total % 10) % 10)


def us_isin(cusip9: str) -> str:
    return isin("US" + cusip9)


# ---------------------------------------------------------------- bond maths


def years(asof: dt.date, mat: dt.date) -> float:
    return (mat - asof).days / 365.25


def price(cpn: float, yrs: float, y: float) -> float:
    n = max(1, round(yrs * 2))
    r = y / 200.0
    c = cpn / 2.0
    return sum(c / (1 + r) ** i for i in range(1, n + 1)) + 100.0 / (1 + r) ** n


def yld(cpn: float, yrs: float, p: float) -> float:
    lo, hi = -5.0, 40.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if price(cpn, yrs, mid) > p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def r(x: float, n: int) -> float:
    return round(x + 0.0, n)


def frac(x: float) -> str:
    """99.5 -> '99 1/2', eighths at most."""
    whole = int(x)
    eighths = round((x - whole) * 8)
    if eighths == 0:
        return str(whole)
    if eighths == 8:
        return str(whole + 1)
    num, den = eighths, 8
    while num % 2 == 0:
        num //= 2
        den //= 2
    return f"{whole} {num}/{den}"


def thirty_seconds(x: float) -> str:
    whole = int(x)
    n = round((x - whole) * 32)
    return f"{whole}-{n:02d}"


# ---------------------------------------------------------------- MIME


def eml(frm, to, date, subject, msgid, text=None, html=None, attachments=(), headers=None, seed=30) -> bytes:
    random.seed(seed)  # the MIME boundaries are drawn from the module's generator
    m = EmailMessage(policy=default_policy)
    m["From"] = frm
    m["To"] = to
    m["Date"] = date
    m["Subject"] = subject
    m["Message-ID"] = msgid
    for k, v in (headers or {}).items():
        m[k] = v
    if text is not None:
        m.set_content(text)
        if html is not None:
            m.add_alternative(html, subtype="html")
    elif html is not None:
        m.set_content(html, subtype="html")
    for filename, mime, data in attachments:
        maintype, subtype = mime.split("/")
        m.add_attachment(data, maintype=maintype, subtype=subtype, filename=filename)
    return m.as_bytes()


CT = {
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "csv": "text/csv",
}

FIXED = dt.datetime(2027, 1, 4, 9, 0, 0)  # noqa: DTZ001 - document metadata, no zone


def _pin_zip(data: bytes) -> bytes:
    """Re-pack an Office zip with fixed member timestamps, so a rebuild gives the same bytes."""
    import zipfile

    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2027, 1, 4, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            body = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                body = re.sub(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*", rb"\g<1>2027-01-04T09:00:00Z", body)
            dst.writestr(zi, body)
    return out.getvalue()


def docx_bytes(build) -> bytes:
    """build(document) fills a python-docx Document; metadata pinned for a stable output."""
    import docx

    d = docx.Document()
    d.core_properties.created = FIXED
    d.core_properties.modified = FIXED
    d.core_properties.last_modified_by = ""
    d.core_properties.author = ""
    build(d)
    buf = io.BytesIO()
    d.save(buf)
    return _pin_zip(buf.getvalue())


def docx_table(d, rows, style="Table Grid", bold_header=1):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    if style:
        t.style = style
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            cell = t.cell(i, j)
            cell.text = "" if v is None else str(v)
            if i < bold_header:
                for p in cell.paragraphs:
                    for run in p.runs:
                        run.bold = True
    return t


def xlsx_bytes(build) -> bytes:
    import openpyxl

    wb = openpyxl.Workbook()
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.properties.creator = "desk"
    build(wb)
    buf = io.BytesIO()
    wb.save(buf)
    return _pin_zip(buf.getvalue())
