"""Shared helpers for the blind34 corpus generators (seed 34)."""
import json
import os
import random
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText

SEED = 34
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def rng(tag):
    return random.Random(f"{SEED}-{tag}")


def t32(s):
    """'99-16+' -> 99.515625, '99-201' -> 99.50390625 style."""
    h, t = s.split("-")
    v = int(h) + int(t[:2]) / 32
    if len(t) == 3:
        v += (0.5 if t[2] == "+" else int(t[2]) / 8) / 32
    return v


def ytm(price, cpn, years, freq=2):
    lo, hi = -5.0, 40.0
    for _ in range(200):
        y = (lo + hi) / 2
        n = max(1, round(years * freq))
        c = cpn / freq
        r = y / 100 / freq
        pv = sum(c / (1 + r) ** k for k in range(1, n + 1)) + 100 / (1 + r) ** n
        if pv > price:
            lo = y
        else:
            hi = y
    return round((lo + hi) / 2, 3)


def _luhn_digits(s):
    digits = "".join(str(int(ch, 36)) for ch in s)
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d)
        if i % 2 == 0:
            n *= 2
        total += n // 10 + n % 10
    return str((10 - total % 10) % 10)


def isin(base11):
    return base11 + _luhn_digits(base11)


def cusip_check(base8):
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


def cusip(base8):
    return base8 + cusip_check(base8)


def rand_isin(r, cc="XS"):
    return isin(cc + "".join(r.choice("0123456789") for _ in range(9)))


def rand_cusip(r, prefix):
    return cusip(prefix + "".join(r.choice("0123456789") for _ in range(8 - len(prefix))))


GROUP = {}


def Q(key, ac, qt, bid, ask, bs=None, as_=None, dealer=None):
    return {"instrument_key": key, "asset_class": ac, "group": GROUP.get(ac, ac),
            "quote_type": qt, "bid": None if bid is None else float(bid),
            "ask": None if ask is None else float(ask),
            "bid_size": None if bs is None else float(bs),
            "ask_size": None if as_ is None else float(as_), "dealer": dealer}


MM = 1_000_000


class Mail:
    def __init__(self, num, slug, fmt, sender, to, date, subject, msgid, dealer):
        self.num, self.slug, self.fmt = num, slug, fmt
        self.sender, self.to, self.date, self.subject, self.msgid = sender, to, date, subject, msgid
        self.dealer = dealer
        self.lines = []
        self.quotes = []
        self.html = None
        self.attachments = []
        self.extra_headers = []

    def add(self, text="", *quotes):
        self.lines.append(text)
        for q in quotes:
            self.q(q)
        return self

    def q(self, q):
        if q["dealer"] is None:
            q["dealer"] = self.dealer
        self.quotes.append(q)

    def body(self):
        return "\n".join(self.lines) + "\n"

    def build(self):
        alt_text = self.body()
        if self.html is not None:
            main = MIMEText(self.html, "html", "us-ascii")
            if self.lines:
                alt = MIMEMultipart("alternative", boundary=f"----=_alt_{self.num:02d}_b34")
                alt.attach(MIMEText(alt_text, "plain", "us-ascii"))
                alt.attach(main)
                main = alt
        else:
            main = MIMEText(alt_text, "plain", "us-ascii")
        if self.attachments:
            msg = MIMEMultipart("mixed", boundary=f"----=_mix_{self.num:02d}_b34")
            msg.attach(main)
            for name, sub, data in self.attachments:
                part = MIMEText(data, sub, "us-ascii")
                part.add_header("Content-Disposition", "attachment", filename=name)
                msg.attach(part)
        else:
            msg = main
        # header order as a mail system writes them
        hdrs = [("From", self.sender), ("To", self.to), ("Date", self.date),
                ("Subject", self.subject), ("Message-ID", self.msgid)] + self.extra_headers
        for k, v in reversed(hdrs):
            msg._headers.insert(0, (k, v))
        return msg.as_bytes()

    def write(self, half):
        d = os.path.join(ROOT, half)
        os.makedirs(d, exist_ok=True)
        base = os.path.join(d, f"{self.num:02d}-{self.slug}")
        with open(base + ".eml", "wb") as f:
            f.write(self.build())
        lines = ",\n".join("  " + json.dumps(q, ensure_ascii=False) for q in self.quotes)
        with open(base + ".expected.json", "w") as f:
            f.write('{"format": "%s", "quotes": [\n%s\n]}\n' % (self.fmt, lines) if self.quotes
                    else '{"format": "%s", "quotes": []}\n' % self.fmt)


def html_table(headers, rows, caption=None, style="border-collapse:collapse;font-family:Calibri,sans-serif;font-size:11pt"):
    out = [f'<table border="1" cellspacing="0" cellpadding="3" style="{style}">']
    if caption:
        out.append(f"<caption>{caption}</caption>")
    out.append("<tr>" + "".join(f'<td style="background:#1F3864;color:white"><b>{h}</b></td>' for h in headers) + "</tr>")
    for r in rows:
        out.append("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def html_doc(inner):
    return ('<html xmlns:o="urn:schemas-microsoft-com:office:office">\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=us-ascii">\n'
            '<style><!-- p.MsoNormal {margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif;} --></style>\n'
            '</head>\n<body lang="EN-US">\n<div class="WordSection1">\n' + inner + "\n</div>\n</body>\n</html>\n")


def csv_text(rows):
    import csv, io
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


DISCLAIMER = ("This message is for information purposes only and is not an offer or solicitation "
              "to buy or sell any security. Levels are subject to change without notice. If you "
              "received this in error please notify the sender and delete it.")
