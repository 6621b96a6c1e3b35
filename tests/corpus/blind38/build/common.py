"""Shared helpers for the blind38 corpus: identifiers, bond math, mail and file writers.

Everything is deterministic: callers pass a random.Random seeded from 38.
"""
import csv
import datetime as dt
import io
import json
import os
import re
import zipfile
from email.message import EmailMessage
from email.utils import format_datetime

import openpyxl
from openpyxl.styles import Alignment, Font

FIXED_DT = dt.datetime(2026, 12, 1, 8, 0, 0)
ZIP_DT = (2026, 12, 1, 8, 0, 0)


# ---------------------------------------------------------------- identifiers
def _cusip_check(base8):
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
    return str((10 - total % 10) % 10)


def cusip(rng, prefix=None):
    """9 characters: 6-character issuer number + 2-character issue number + check digit."""
    alnum = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"
    if prefix is None:
        prefix = "".join(rng.choice("0123456789") for _ in range(1)) + "".join(
            rng.choice("0123456789") for _ in range(5))
    if not re.fullmatch(r"[0-9A-Z]{6}", prefix):
        raise ValueError("CUSIP issuer number must be 6 characters: %r" % prefix)
    issue = rng.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ") + rng.choice(alnum)
    base = prefix + issue
    return base + _cusip_check(base)


def isin_check(body11):
    digits = "".join(str(int(c, 36)) for c in body11)
    total = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
        total += v // 10 + v % 10
    return str((10 - total % 10) % 10)


def isin(rng, country="XS", nsin=None):
    if nsin is None:
        nsin = "".join(rng.choice("0123456789") for _ in range(9))
    if not re.fullmatch(r"[A-Z]{2}", country) or not re.fullmatch(r"[0-9A-Z]{9}", nsin):
        raise ValueError("ISIN needs a 2-letter country and a 9-character NSIN: %r %r" % (country, nsin))
    body = country + nsin
    return body + isin_check(body)


def isin_from_cusip(cus, country="US"):
    if len(cus) != 9:
        raise ValueError("ISIN from a CUSIP needs the 9-character CUSIP: %r" % cus)
    body = country + cus
    return body + isin_check(body)


# ---------------------------------------------------------------- bond math
def _years(settle, mat):
    return (mat - settle).days / 365.25


def price_from_yield(cpn, mat, settle, y, redemption=100.0):
    """Clean-ish price from an annual yield in percent, semi-annual coupons."""
    T = _years(settle, mat)
    n = max(1, int(T * 2 + 0.9999))
    r = y / 200.0
    first = T * 2 - (n - 1)  # periods to the first coupon (0 < first <= 1)
    pv = 0.0
    for k in range(n):
        t = first + k
        pv += (cpn / 2.0) / (1 + r) ** t
    pv += redemption / (1 + r) ** (first + n - 1)
    accrued = (cpn / 2.0) * (1 - first)
    return pv - accrued


def yield_from_price(cpn, mat, settle, px, redemption=100.0):
    lo, hi = -5.0, 60.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if price_from_yield(cpn, mat, settle, mid, redemption) > px:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def to32(px, plus_ok=True):
    """Round a price to 1/64 and write it in 32nds: 99-16+ ."""
    n64 = round(px * 64)
    handle, rem = divmod(n64, 64)
    t32, half = divmod(rem, 2)
    return "%d-%02d%s" % (handle, t32, "+" if half else "")


def from32(text):
    text = text.strip()
    handle, frac = text.split("-")
    plus = frac.endswith("+")
    frac = frac.rstrip("+")
    v = int(handle) + int(frac[:2]) / 32.0
    if plus:
        v += 1 / 64.0
    elif len(frac) == 3:
        v += int(frac[2]) / 256.0
    return v


def r(x, n=3):
    return round(x + 0.0, n)


def mdy(d, four=False):
    return d.strftime("%m/%d/%Y") if four else d.strftime("%m/%d/%y")


def frac_cpn(c):
    """4.375 -> '4 3/8' ."""
    whole = int(c)
    rem = round((c - whole) * 8)
    if rem == 0:
        return str(whole)
    from fractions import Fraction
    f = Fraction(rem, 8)
    return "%d %d/%d" % (whole, f.numerator, f.denominator) if whole else "%d/%d" % (f.numerator, f.denominator)


def cpn_key(c):
    s = ("%.4f" % c).rstrip("0").rstrip(".")
    return s


def q(key, ac, qt, bid, ask, bsz, asz, dealer):
    return {"instrument_key": key, "asset_class": ac, "group": ac, "quote_type": qt,
            "bid": None if bid is None else float(bid),
            "ask": None if ask is None else float(ask),
            "bid_size": None if (bid is None or bsz is None) else float(bsz),
            "ask_size": None if (ask is None or asz is None) else float(asz),
            "dealer": dealer}


# ---------------------------------------------------------------- writers
def normalize_zip(data):
    """Rewrite an OOXML zip with fixed timestamps and order so rebuilds are byte-identical."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_DT)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            payload = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                # openpyxl stamps the save time as 'modified': pin it
                payload = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                                 rb"\g<1>2026-12-01T08:00:00Z\g<2>", payload)
            dst.writestr(zi, payload)
    return out.getvalue()


def new_workbook():
    wb = openpyxl.Workbook()
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.creator = "export"
    wb.properties.lastModifiedBy = "export"
    return wb


def save_workbook(wb):
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def bold(ws, row, ncols, col0=1):
    for c in range(col0, col0 + ncols):
        ws.cell(row=row, column=c).font = Font(bold=True)


def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator=lineterminator)
    for row in rows:
        w.writerow(row)
    return buf.getvalue()


MIME = {
    "xlsx": ("application", "vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    "csv": ("text", "csv"),
}


def make_eml(sender_name, sender_addr, to, when, subject, msgid, body, attachment=None, cc=None,
             extra_headers=()):
    msg = EmailMessage()
    msg["From"] = "%s <%s>" % (sender_name, sender_addr)
    msg["To"] = to
    if cc:
        msg["Cc"] = cc
    msg["Date"] = format_datetime(when)
    msg["Subject"] = subject
    msg["Message-ID"] = msgid
    for k, v in extra_headers:
        msg[k] = v
    msg.set_content(body, charset="utf-8", cte="8bit")
    if attachment is not None:
        fname, data, kind = attachment
        if kind == "csv":
            if isinstance(data, str):
                data = data.encode("utf-8")
            msg.add_attachment(data, maintype="text", subtype="csv", filename=fname)
        else:
            maintype, subtype = MIME[kind]
            msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=fname)
    # deterministic boundary
    if msg.is_multipart():
        msg.set_boundary("----=_Part_38_%s" % abs(hash_str(msgid)))
    return msg.as_bytes(policy=msg.policy.clone(linesep="\r\n"))


def hash_str(s):
    h = 0
    for ch in s:
        h = (h * 131 + ord(ch)) % 1000000007
    return h


def write_pair(outdir, name, fmt, eml_bytes, quotes):
    os.makedirs(outdir, exist_ok=True)
    with open(os.path.join(outdir, name + ".eml"), "wb") as f:
        f.write(eml_bytes)
    lines = ['{"format": %s, "quotes": [' % json.dumps(fmt)]
    body = [("  " + json.dumps(qq)) for qq in quotes]
    text = lines[0] + ("\n" + ",\n".join(body) + "\n" if body else "") + "]}\n"
    with open(os.path.join(outdir, name + ".expected.json"), "w") as f:
        f.write(text)


DISCLAIMERS = [
    "This message is intended only for the addressee and may contain confidential information. "
    "It is provided for information purposes only and does not constitute an offer or solicitation "
    "to buy or sell any security. Prices are indicative and subject to change without notice. "
    "If you received this in error please notify the sender and delete it.",
    "CONFIDENTIALITY NOTICE: The information in this e-mail is confidential and may be legally "
    "privileged. Any review, retransmission or dissemination by persons other than the intended "
    "recipient is prohibited. Communications may be monitored and recorded.",
    "Sales and trading commentary is not research. Levels shown are for discussion with "
    "institutional investors only and are not a recommendation. E-mail transmission cannot be "
    "guaranteed to be secure or error-free.",
]


def signature(name, title, firm, phone, email_addr, extra=""):
    s = "\n--\n%s\n%s | %s\nT: %s\n%s\n" % (name, title, firm, phone, email_addr)
    if extra:
        s += extra + "\n"
    return s
