"""Shared helpers for the blind3 corpus: identifiers, gold quotes, MIME assembly, zip normalising.

Everything here is deterministic: fixed boundaries, fixed dates, fixed zip entry times.
"""
import base64
import email.utils
import io
from email.header import Header
import json
import quopri
import zipfile

from stdnum import cusip as _cusip, isin as _isin, figi as _figi

# ---------------------------------------------------------------- identifiers

def cusip(base8):
    """A CUSIP from its first 8 characters, with a valid check digit."""
    return base8 + _cusip.calc_check_digit(base8)


def isin(base11):
    """An ISIN from its first 11 characters, with a valid check digit."""
    return base11 + _isin.calc_check_digit(base11)


def us_isin(base8):
    """The US ISIN wrapping the CUSIP made from base8."""
    return isin("US" + cusip(base8))


def figi(base11):
    return base11 + _figi.calc_check_digit(base11)


# ---------------------------------------------------------------- gold

GROUP_CLASS = {
    "ig": "corporate", "hy": "corporate", "frn": "corporate",
    "em_sovereign": "sovereign", "government": "government", "muni": "muni",
    "loan": "loan", "structured": "structured", "cds": "cds", "agency": "agency",
}


def q(key, group, qt, bid, ask, bs=None, asz=None, dealer=None, review=False, ac=None):
    """One gold quote. bs/asz are sizes in currency units."""
    if ac is None:
        ac = GROUP_CLASS[group]
    d = {"instrument_key": key, "asset_class": ac, "group": group, "quote_type": qt,
         "bid": bid, "ask": ask, "bid_size": bs, "ask_size": asz, "dealer": dealer}
    if review:
        d["review"] = True
    return d


def qs(key, group, measures, bs=None, asz=None, dealer=None, ac=None, review=()):
    """One gold quote per measure: measures = [(quote_type, bid, ask), ...]."""
    return [q(key, group, qt, b, a, bs, asz, dealer, qt in review, ac) for qt, b, a in measures]


M = 1_000_000
K = 1_000


def gold_json(fmt, quotes):
    out = ['{"format": %s, "quotes": [' % json.dumps(fmt)]
    lines = [json.dumps(x, ensure_ascii=False) for x in quotes]
    out.append(",\n".join(lines))
    out.append("]}")
    if not quotes:
        return '{"format": %s, "quotes": []}\n' % json.dumps(fmt)
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- MIME

def _qp(text):
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def _b64(data):
    s = base64.b64encode(data).decode("ascii")
    return "\n".join(s[i:i + 76] for i in range(0, len(s), 76))


def text_part(text, subtype="plain"):
    try:
        text.encode("ascii")
        ascii_only = max((len(x) for x in text.split("\n")), default=0) < 990
    except UnicodeEncodeError:
        ascii_only = False
    if ascii_only and subtype == "plain":
        return ("Content-Type: text/plain; charset=\"us-ascii\"\n"
                "Content-Transfer-Encoding: 7bit\n\n" + text)
    return ("Content-Type: text/%s; charset=\"utf-8\"\n"
            "Content-Transfer-Encoding: quoted-printable\n\n" % subtype + _qp(text))


def attachment_part(data, filename, ctype):
    return ("Content-Type: %s; name=\"%s\"\n"
            "Content-Description: %s\n"
            "Content-Disposition: attachment; filename=\"%s\"; size=%d\n"
            "Content-Transfer-Encoding: base64\n\n%s\n" % (ctype, filename, filename, filename,
                                                           len(data), _b64(data)))


def multipart(subtype, parts, boundary):
    body = "Content-Type: multipart/%s;\n\tboundary=\"%s\"\n\n" % (subtype, boundary)
    for p in parts:
        body += "--%s\n%s\n" % (boundary, p.rstrip("\n"))
    body += "--%s--\n" % boundary
    return body


CT = {
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "xls": "application/vnd.ms-excel",
    "csv": "text/csv",
    "tsv": "text/tab-separated-values",
    "txt": "text/plain",
}


def _hdr(value):
    try:
        value.encode("ascii")
        return value
    except UnicodeEncodeError:
        return Header(value, "utf-8").encode()


def _addr(value):
    out = []
    for name, addr in email.utils.getaddresses([value]):
        if not addr and not name:
            continue
        out.append(email.utils.formataddr((name, addr), charset="utf-8") if addr else value)
    return ", ".join(out) if out and "<" in value else value


def mail(frm, to, subject, date, msgid, text=None, html=None, attachments=(), cc=None,
         seed="0001", extra=()):
    """A complete RFC 5322 message as bytes. attachments: [(filename, bytes, ext_key)]."""
    hdr = ["From: %s" % _addr(frm), "To: %s" % _addr(to)]
    if cc:
        hdr.append("Cc: %s" % _addr(cc))
    hdr += ["Subject: %s" % _hdr(subject), "Date: %s" % date, "Message-ID: <%s>" % msgid]
    hdr += list(extra)
    hdr.append("MIME-Version: 1.0")
    if text is not None and html is not None:
        body = multipart("alternative", [text_part(text), text_part(html, "html")],
                         "----=_Alt_%s_01DC5A2E.7F3B9C10" % seed)
    elif html is not None:
        body = text_part(html, "html")
    else:
        body = text_part(text or "")
    if attachments:
        parts = [body]
        for fn, data, kind in attachments:
            parts.append(attachment_part(data, fn, CT[kind]))
        body = multipart("mixed", parts, "----=_Mix_%s_01DC5A2E.7F3B9C10" % seed)
    return ("\n".join(hdr) + "\n" + body).encode("utf-8")


# ---------------------------------------------------------------- zips

FIXED_ZIP_TIME = (2026, 11, 16, 7, 30, 0)


def normalize_zip(data):
    """Rewrite a zip (docx/xlsx) with fixed entry times, same order, deflate."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, src.read(info.filename))
    return out.getvalue()


class Layout:
    """What a layout function returns."""

    def __init__(self, name, fmt, eml, quotes):
        self.name, self.fmt, self.eml, self.quotes = name, fmt, eml, quotes
