"""Shared helpers for the blind36 generators: identifiers, level decoding, mail assembly."""
import json
import os
import random
import re
from email.mime.application import MIMEApplication
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.utils import formataddr

RNG = random.Random(36)
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def _digit_values(s):
    out = []
    for ch in s:
        if ch.isdigit():
            out.append(int(ch))
        elif ch.isalpha():
            out.append(ord(ch.upper()) - 55)
        elif ch == '*':
            out.append(36)
        elif ch == '@':
            out.append(37)
        elif ch == '#':
            out.append(38)
    return out


def cusip(base8):
    total = 0
    for i, v in enumerate(_digit_values(base8)):
        if i % 2 == 1:
            v *= 2
        total += v // 10 + v % 10
    return base8 + str((10 - total % 10) % 10)


def isin(base11):
    digits = ''.join(str(v) for v in _digit_values(base11))
    total = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
        total += v // 10 + v % 10
    return base11 + str((10 - total % 10) % 10)


def p32(s):
    """'99-16+' -> 99.515625, '99-161' -> 99.50390625, '100-04' -> 100.125."""
    m = re.fullmatch(r'(\d+)-(\d{2})(\+|\d)?', s.strip())
    h, t, x = int(m.group(1)), int(m.group(2)), m.group(3)
    v = h + t / 32.0
    if x == '+':
        v += 1 / 64.0
    elif x:
        v += int(x) / 256.0
    return v


def frac(s):
    """'99 1/2' -> 99.5, '3 7/8' -> 3.875."""
    s = s.strip()
    m = re.fullmatch(r'(\d+)(?:\s+(\d+)/(\d+))?', s)
    v = float(m.group(1))
    if m.group(2):
        v += int(m.group(2)) / int(m.group(3))
    return v


MM = 1_000_000.0


def Q(key, ac, qt, bid, ask, bs=None, asz=None, dealer=None):
    return {"instrument_key": key, "asset_class": ac, "group": ac, "quote_type": qt,
            "bid": None if bid is None else float(bid), "ask": None if ask is None else float(ask),
            "bid_size": None if bs is None else float(bs), "ask_size": None if asz is None else float(asz),
            "dealer": dealer}


def _msgid(tag, domain):
    return '<%s.%08x@%s>' % (tag, RNG.getrandbits(32), domain)


def headers(msg, frm, to, date, subject, domain, tag, cc=None, extra=None):
    msg['From'] = frm
    msg['To'] = to
    if cc:
        msg['Cc'] = cc
    msg['Date'] = date
    msg['Subject'] = subject
    msg['Message-ID'] = _msgid(tag, domain)
    for k, v in (extra or {}).items():
        msg[k] = v
    return msg


def text_mail(frm, to, date, subject, domain, tag, body, **kw):
    msg = MIMEText(body, 'plain', 'utf-8')
    headers(msg, frm, to, date, subject, domain, tag, **kw)
    return msg


def html_mail(frm, to, date, subject, domain, tag, html, plain=None, **kw):
    if plain is None:
        msg = MIMEText(html, 'html', 'utf-8')
        return headers(msg, frm, to, date, subject, domain, tag, **kw)
    msg = MIMEMultipart('alternative', boundary='_000_%s_' % tag.replace('.', ''))
    headers(msg, frm, to, date, subject, domain, tag, **kw)
    msg.attach(MIMEText(plain, 'plain', 'utf-8'))
    msg.attach(MIMEText(html, 'html', 'utf-8'))
    return msg


def csv_mail(frm, to, date, subject, domain, tag, body, fname, csv_text, **kw):
    msg = MIMEMultipart('mixed', boundary='----=_Part_%s' % tag.replace('.', '_'))
    headers(msg, frm, to, date, subject, domain, tag, **kw)
    msg.attach(MIMEText(body, 'plain', 'utf-8'))
    part = MIMEApplication(csv_text.encode('utf-8'), 'octet-stream')
    part.replace_header('Content-Type', 'text/csv; name="%s"' % fname)
    part.add_header('Content-Disposition', 'attachment', filename=fname)
    msg.attach(part)
    return msg


def write(half, name, fmt, msg, quotes):
    d = os.path.join(ROOT, half)
    os.makedirs(d, exist_ok=True)
    order = ['from', 'to', 'cc', 'date', 'subject', 'message-id', 'in-reply-to', 'references', 'mime-version']
    msg._headers.sort(key=lambda h: order.index(h[0].lower()) if h[0].lower() in order else len(order))
    raw = msg.as_bytes()
    if not raw.startswith(b'From:'):
        # put From first as a mail system would
        pass
    with open(os.path.join(d, name + '.eml'), 'wb') as f:
        f.write(raw)
    lines = ',\n'.join('  ' + json.dumps(q) for q in quotes)
    with open(os.path.join(d, name + '.expected.json'), 'w') as f:
        f.write('{"format": "%s", "quotes": [' % fmt + ('\n' + lines + '\n' if quotes else '') + ']}\n')


def addr(name, email):
    return formataddr((name, email))


from email import charset as _charset
_charset.add_charset('utf-8', _charset.QP, _charset.QP, 'utf-8')

import datetime as _dt
from email.utils import format_datetime as _fmt


def date(y, m, d, hh, mm, ss=0, off=-5):
    tz = _dt.timezone(_dt.timedelta(hours=off))
    return _fmt(_dt.datetime(y, m, d, hh, mm, ss, tzinfo=tz))


def price_from_yield(y, cpn, years):
    n = years * 2
    r = y / 200.0
    c = cpn / 2.0
    if r == 0:
        return 100 + c * n
    return c * (1 - (1 + r) ** -n) / r + 100 * (1 + r) ** -n


def ytm(price, cpn, years, redemption=100.0):
    lo, hi = -5.0, 60.0
    for _ in range(200):
        mid = (lo + hi) / 2
        n = years * 2
        r = mid / 200.0
        p = (cpn / 2.0) * (1 - (1 + r) ** -n) / r + redemption * (1 + r) ** -n if r else 100
        if p > price:
            lo = mid
        else:
            hi = mid
    return round((lo + hi) / 2, 2)


def outlook(inner, font='Calibri'):
    return ('<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">\n'
            '<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
            '<style><!-- p.MsoNormal {margin:0in; font-size:11.0pt; font-family:"%s",sans-serif;} '
            'td {font-family:"%s",sans-serif; font-size:10.0pt;} --></style></head>\n'
            '<body lang="EN-US" link="#0563C1" vlink="#954F72"><div class="WordSection1">\n%s\n</div></body></html>\n'
            % (font, font, inner))


def mso(text):
    return '<p class="MsoNormal">%s<o:p></o:p></p>' % (text or '&nbsp;')


def td(v, align='left', bold=False):
    v = '<b>%s</b>' % v if bold else v
    return ('<td nowrap valign="bottom" style="border:solid #BFBFBF 1.0pt;padding:0in 5.4pt 0in 5.4pt">'
            '<p class="MsoNormal" align="%s" style="text-align:%s">%s</p></td>' % (align, align, v))


def table(rows, header=None):
    out = ['<table class="MsoNormalTable" border="0" cellspacing="0" cellpadding="0" style="border-collapse:collapse">']
    if header:
        out.append('<tr style="background:#1F3864;color:white">' + ''.join(td(h, bold=True) for h in header) + '</tr>')
    for r in rows:
        out.append('<tr>' + ''.join(td(c, 'right' if i else 'left') for i, c in enumerate(r)) + '</tr>')
    out.append('</table>')
    return '\n'.join(out)
