# ruff: noqa: E501, DTZ001, B905, UP031
"""Authoring helpers for the blind2 development corpus.

Nothing here is shared with otcmail: this is the corpus author's own code for writing mails,
documents and the gold files beside them. Run with the throwaway authoring venv
(/tmp/blind2-venv: reportlab, xlwt, python-docx, openpyxl, python-stdnum, pypdf, xlrd).
"""
from __future__ import annotations

import hashlib
import io
import json
import re
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime
from fractions import Fraction
from pathlib import Path

from stdnum import cusip as _cusip
from stdnum import figi as _figi
from stdnum import isin as _isin

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "dev"

ASSET_CLASSES = {"corporate", "sovereign", "government", "agency", "muni", "loan", "structured",
                 "cds", "convertible", "preferred"}
GROUPS = {"ig", "hy", "em_sovereign", "government", "agency", "muni", "loan", "structured", "cds",
          "convert_preferred", "frn"}
QUOTE_TYPES = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
FORMATS = {"text", "html", "pdf", "docx", "xlsx", "csv", "chat"}


# ---------------------------------------------------------------- identifiers
def cusip(base8: str) -> str:
    return base8 + _cusip.calc_check_digit(base8)


def isin(base11: str) -> str:
    return base11 + _isin.calc_check_digit(base11)


def us_isin(base8: str) -> str:
    """US ISIN built on a CUSIP whose first 8 characters are base8."""
    return isin("US" + cusip(base8))


def figi(base11: str) -> str:
    return base11 + _figi.calc_check_digit(base11)


# ---------------------------------------------------------------- levels
def px32(s: str) -> float:
    """'99-16' -> 99.5, '99-16+' -> 99.515625, '99-162' -> 99.5078125 (third digit in 8ths)."""
    m = re.fullmatch(r"(\d+)-(\d{2})([+]|\d)?", s.strip())
    assert m, s
    whole, ticks, extra = int(m.group(1)), int(m.group(2)), m.group(3)
    t = Fraction(ticks)
    if extra == "+":
        t += Fraction(1, 2)
    elif extra:
        t += Fraction(int(extra), 8)
    return float(whole + t / 32)


_UNI = {"¼": Fraction(1, 4), "½": Fraction(1, 2), "¾": Fraction(3, 4), "⅛": Fraction(1, 8),
        "⅜": Fraction(3, 8), "⅝": Fraction(5, 8), "⅞": Fraction(7, 8)}


def frac(s: str) -> float:
    """'99 1/4' -> 99.25, '99¼' -> 99.25, '4 7/8' -> 4.875, '101.5' -> 101.5."""
    s = s.strip().rstrip("%")
    if s and s[-1] in _UNI:
        return float(Fraction(s[:-1] or "0") + _UNI[s[-1]])
    m = re.fullmatch(r"(\d+)\s+(\d+)/(\d+)", s)
    if m:
        return float(int(m.group(1)) + Fraction(int(m.group(2)), int(m.group(3))))
    return float(s.replace(",", ""))


def cpn(s: str) -> str:
    """Coupon as the key writes it: decimal, no trailing zeros."""
    v = frac(s.rstrip("s"))
    out = ("%.6f" % v).rstrip("0").rstrip(".")
    return out


_MON = {m: i for i, m in enumerate(
    ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"], 1)}


def _yy(y: str) -> int:
    y = int(y)
    return 2000 + y if y < 100 else y


def mat(s: str, dayfirst: bool = False) -> str:
    """Maturity to ISO following docs/quotes.md."""
    t = s.strip().strip("'").upper()
    if re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", t):
        return t
    m = re.fullmatch(r"(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})", t)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), _yy(m.group(3))
        if "." in t or dayfirst:
            a, b = b, a
        assert 1 <= a <= 12 and 1 <= b <= 31, s
        return f"{y:04d}-{a:02d}-{b:02d}"
    m = re.fullmatch(r"(\d{1,2})/(\d{2}|\d{4})", t)
    if m:
        return f"{_yy(m.group(2)):04d}-{int(m.group(1)):02d}"
    m = re.fullmatch(r"(\d{1,2})[- ]([A-Z]{3})[- ](\d{2}|\d{4})", t)
    if m:
        return f"{_yy(m.group(3)):04d}-{_MON[m.group(2)]:02d}-{int(m.group(1)):02d}"
    m = re.fullmatch(r"([A-Z]{3})[- ]?(\d{2}|\d{4})", t)
    if m:
        return f"{_yy(m.group(2)):04d}-{_MON[m.group(1)]:02d}"
    m = re.fullmatch(r"(\d{2}|\d{4})S?", t)
    if m:
        return f"{_yy(m.group(1)):04d}"
    raise ValueError(s)


def bond_key(issuer: str, coupon: str, maturity: str, suffix: str = "", dayfirst=False) -> str:
    k = f"{issuer.upper()} {cpn(coupon)} {mat(maturity, dayfirst)}"
    if suffix:
        k += " " + suffix.upper()
    return re.sub(r"\s+", " ", k)


def desc_key(*words: str) -> str:
    s = " ".join(words).upper().replace(",", " ").replace("(", " ").replace(")", " ")
    s = s.replace("[", " ").replace("]", " ")
    return re.sub(r"\s+", " ", s).strip()


def size(s) -> float | None:
    """'5MM' -> 5e6, '500k' -> 5e5, '1,000,000' -> 1e6, '2mm' -> 2e6."""
    if s is None or s == "":
        return None
    if isinstance(s, (int, float)):
        return float(s)
    t = s.strip().lower().replace(",", "").replace("$", "")
    m = re.fullmatch(r"([\d.]+)\s*(mm|mln|mio|mn|m|k|bn)?", t)
    assert m, s
    v = float(m.group(1))
    mult = {"mm": 1e6, "mln": 1e6, "mio": 1e6, "mn": 1e6, "k": 1e3, "bn": 1e9, None: 1.0}[m.group(2)]
    assert m.group(2) != "m", "bare M is ambiguous; do not use"
    return v * mult


def num(s) -> float | None:
    if s is None:
        return None
    if isinstance(s, (int, float)):
        return float(s)
    t = s.strip().lstrip("+").rstrip("%").replace("$", "")
    if t in ("", "-", "--", "n/a"):
        return None
    return frac(t)


# ---------------------------------------------------------------- gold
def Q(key, ac, grp, qt, bid, ask, bs=None, asz=None, dealer=None, review=False):
    assert ac in ASSET_CLASSES, ac
    assert grp in GROUPS, grp
    assert qt in QUOTE_TYPES, qt
    assert dealer, key
    d = {"instrument_key": key, "asset_class": ac, "group": grp, "quote_type": qt,
         "bid": None if bid is None else float(bid), "ask": None if ask is None else float(ask),
         "bid_size": None if bs is None else float(bs), "ask_size": None if asz is None else float(asz),
         "dealer": dealer}
    if review:
        d["review"] = True
    return d


class Gold(list):
    """Collects the quotes of one mail."""

    def __init__(self, dealer):
        super().__init__()
        self.dealer = dealer

    def add(self, key, ac, grp, qt, bid, ask, bs=None, asz=None, dealer=None, review=False):
        self.append(Q(key, ac, grp, qt, num(bid), num(ask), bs, asz, dealer or self.dealer, review))

    def multi(self, key, ac, grp, measures, bs=None, asz=None, dealer=None, review=()):
        """measures: [(quote_type, bid, ask), ...]; review: quote types to mark."""
        for qt, b, a in measures:
            if b in (None, "", "-") and a in (None, "", "-"):
                continue
            self.add(key, ac, grp, qt, b, a, bs, asz, dealer, qt in review)


# ---------------------------------------------------------------- mail
TZ_NY = timezone(timedelta(hours=-5))
TZ_LDN = timezone(timedelta(hours=0))
TZ_CET = timezone(timedelta(hours=1))
TZ_BR = timezone(timedelta(hours=-3))
TZ_TR = timezone(timedelta(hours=3))


def when(day, hh, mm, ss=0, tz=TZ_NY):
    return datetime(2026, 11, day, hh, mm, ss, tzinfo=tz)


MIME = {
    "pdf": ("application", "pdf"),
    "docx": ("application", "vnd.openxmlformats-officedocument.wordprocessingml.document"),
    "xlsx": ("application", "vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    "xls": ("application", "vnd.ms-excel"),
    "csv": ("text", "csv"),
    "txt": ("text", "plain"),
}


def build_mail(nn, frm, to, subject, date, text=None, html=None, attachments=(), cc=None,
               mailer="Microsoft Outlook 16.0", headers=None, text_charset="utf-8"):
    msg = EmailMessage(policy=policy.default)
    msg["From"] = frm
    msg["To"] = to
    if cc:
        msg["Cc"] = cc
    msg["Subject"] = subject
    msg["Date"] = format_datetime(date)
    dom = re.search(r"@([^>\s]+)", frm).group(1)
    msg["Message-ID"] = f"<{date.strftime('%Y%m%d%H%M%S')}.{nn}b2.{hashlib.md5(subject.encode()).hexdigest()[:10].upper()}@{dom}>"
    msg["MIME-Version"] = "1.0"
    if mailer:
        msg["X-Mailer"] = mailer
    for k, v in (headers or {}).items():
        msg[k] = v
    if text is not None:
        cte = "quoted-printable" if (any(ord(c) > 127 for c in text)
                                     or max(len(x) for x in text.split("\n")) > 76) else "7bit"
        msg.set_content(text, subtype="plain", charset=text_charset, cte=cte)
    if html is not None:
        if text is None:
            msg.set_content(html, subtype="html", charset="utf-8", cte="quoted-printable")
        else:
            msg.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    for fname, data in attachments:
        ext = fname.rsplit(".", 1)[-1].lower()
        mt, st = MIME[ext]
        if isinstance(data, str):
            data = data.encode("utf-8")
        msg.add_attachment(data, maintype=mt, subtype=st, filename=fname)
    # deterministic boundaries
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            i += 1
            part.set_boundary(f"----=_NextPart_b2_{nn}_{i:02d}_01DC5B3A.7F2E{i}0C0")
    return msg


def emit(name, fmt, msg, gold):
    assert fmt in FORMATS
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.eml").write_bytes(msg.as_bytes())
    quotes = list(gold)
    with open(OUT / f"{name}.expected.json", "w") as f:
        f.write('{"format": %s, "quotes": [' % json.dumps(fmt))
        for i, q in enumerate(quotes):
            f.write(("\n  " if i == 0 else ",\n  ") + json.dumps(q))
        f.write("\n]}\n" if quotes else "]}\n")


# ---------------------------------------------------------------- documents
def pdf_bytes(build_story, title, author, footer, pagesize=None, landscape_=False, header=None,
              margins=(36, 36, 54, 54)):
    """Render a reportlab story with 'Page X of Y' footers. build_story(styles) -> flowables."""
    from reportlab.lib.pagesizes import landscape, letter
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.pdfgen import canvas as rl_canvas
    from reportlab.platypus import SimpleDocTemplate

    size = pagesize or letter
    if landscape_:
        size = landscape(size)

    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            self._saved = []

        def showPage(self):
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            n = len(self._saved)
            for st in self._saved:
                self.__dict__.update(st)
                self.setFont("Helvetica", 7)
                self.setFillGray(0.35)
                self.drawString(margins[0], 24, footer)
                self.drawRightString(size[0] - margins[1], 24, f"Page {self._pageNumber} of {n}")
                if header:
                    self.drawString(margins[0], size[1] - 24, header)
                super().showPage()
            super().save()

    buf = io.BytesIO()
    doc = SimpleDocTemplate(buf, pagesize=size, leftMargin=margins[0], rightMargin=margins[1],
                            topMargin=margins[2], bottomMargin=margins[3], title=title, author=author,
                            invariant=1)
    styles = getSampleStyleSheet()
    doc.build(build_story(styles), canvasmaker=NumberedCanvas)
    return buf.getvalue()


FIXED = datetime(2026, 11, 23, 7, 0, 0)


def _stable_zip(data):
    """Rewrite an OOXML zip with fixed member times, so that a rebuild gives the same bytes."""
    import zipfile
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 23, 7, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = info.external_attr
            body = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                body = re.sub(rb"(<dcterms:(created|modified)[^>]*>)[^<]*", rb"\g<1>2026-11-23T07:00:00Z", body)
            dst.writestr(zi, body)
    return out.getvalue()


def docx_bytes(fill):
    import docx
    d = docx.Document()
    cp = d.core_properties
    cp.created = cp.modified = cp.last_printed = FIXED
    cp.revision = 1
    fill(d)
    buf = io.BytesIO()
    d.save(buf)
    return _stable_zip(buf.getvalue())


def xlsx_bytes(fill):
    import openpyxl
    wb = openpyxl.Workbook()
    wb.properties.created = wb.properties.modified = FIXED
    fill(wb)
    buf = io.BytesIO()
    wb.save(buf)
    return _stable_zip(buf.getvalue())


def xls_bytes(fill):
    import xlwt
    wb = xlwt.Workbook(encoding="utf-8")
    fill(wb)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def pad(cols, widths, align=None):
    """Fixed-width text row."""
    out = []
    for i, (c, w) in enumerate(zip(cols, widths)):
        a = (align or "l" * len(cols))[i]
        out.append(str(c).rjust(w) if a == "r" else str(c).ljust(w))
    return "".join(out).rstrip()
