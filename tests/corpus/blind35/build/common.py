"""Shared helpers for blind35: identifiers, a tiny PDF 1.4 writer, DOCX/XLSX/EML builders, gold rows."""
import io, re, zipfile, datetime
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.mime.application import MIMEApplication
import email.charset

email.charset.add_charset('utf-8', email.charset.QP, email.charset.QP, 'utf-8')

# ---------------------------------------------------------------- identifiers
def _cval(c):
    if c.isdigit():
        return int(c)
    if c.isalpha():
        return ord(c.upper()) - 55
    return {'*': 36, '@': 37, '#': 38}[c]

def cusip(base8):
    s = 0
    for i, c in enumerate(base8):
        v = _cval(c)
        if i % 2 == 1:
            v *= 2
        s += v // 10 + v % 10
    return base8 + str((10 - s % 10) % 10)

def isin(base11):
    digits = ''.join(str(_cval(c)) for c in base11)
    s = 0
    for i, d in enumerate(reversed(digits)):
        v = int(d)
        if i % 2 == 0:
            v *= 2
        s += v // 10 + v % 10
    return base11 + str((10 - s % 10) % 10)

ALNUM = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'

def rnd_cusip(rng, prefix):
    tail = ''.join(rng.choice(ALNUM) for _ in range(8 - len(prefix)))
    return cusip(prefix + tail)

def rnd_isin(rng, cc):
    return isin(cc + ''.join(rng.choice('0123456789') for _ in range(9)))

# ---------------------------------------------------------------- gold
def Q(key, ac, qt, bid, ask, bs=None, asz=None, dealer=''):
    f = lambda v: None if v is None else float(v)
    return {"instrument_key": key, "asset_class": ac, "group": ac, "quote_type": qt,
            "bid": f(bid), "ask": f(ask), "bid_size": f(bs), "ask_size": f(asz), "dealer": dealer}

def to32(x):
    """99.515625 -> '99-16+' (only for exact 64ths)."""
    h = int(x)
    t = round((x - h) * 256)  # in 1/256ths
    n32, rem = divmod(t, 8)
    if rem == 0:
        return f"{h}-{n32:02d}"
    if rem == 4:
        return f"{h}-{n32:02d}+"
    return f"{h}-{n32:02d}{rem}"

def iso(m, d, y):
    return f"{y:04d}-{m:02d}-{d:02d}"

def ytm(price, cpn, years, redeem=100.0):
    """Semiannual yield (percent) to a horizon `years` at `redeem`."""
    lo, hi = -5.0, 30.0
    n = max(1, round(years * 2))
    for _ in range(200):
        mid = (lo + hi) / 2
        r = mid / 200
        pv = sum(cpn / 2 / (1 + r) ** k for k in range(1, n + 1)) + redeem / (1 + r) ** n
        if pv > price:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2

# ---------------------------------------------------------------- PDF
_W_HELV = {c: 0.556 for c in '0123456789$#'}
_W_HELV.update({' ': 0.278, '.': 0.278, ',': 0.278, '-': 0.333, '+': 0.584, '/': 0.278, '(': 0.333, ')': 0.333,
                '%': 0.889, ':': 0.278, '|': 0.26, 'x': 0.5, 'I': 0.278, 'i': 0.222, 'l': 0.222, 'M': 0.833, 'W': 0.944,
                'm': 0.833, 'w': 0.722, 'f': 0.278, 't': 0.278, 'r': 0.333, 'j': 0.222})

def text_width(s, font, size):
    if font in ('F3', 'F5'):
        return 0.6 * size * len(s)
    tot = 0.0
    for c in s:
        if c in _W_HELV:
            w = _W_HELV[c]
        elif c.isupper():
            w = 0.667
        else:
            w = 0.52
        if font in ('F4', 'F6') and c.isdigit():
            w = 0.5
        tot += w
    return tot * size

def _esc(s):
    return s.replace('\\', '\\\\').replace('(', '\\(').replace(')', '\\)')

FONTS = {'F1': 'Helvetica', 'F2': 'Helvetica-Bold', 'F3': 'Courier', 'F4': 'Times-Roman',
         'F5': 'Courier-Bold', 'F6': 'Times-Bold'}

class Page:
    def __init__(self, w, h):
        self.w, self.h, self.ops = w, h, []

    def text(self, x, y, s, font='F1', size=8, align='l'):
        if s is None or s == '':
            return
        if align == 'r':
            x -= text_width(s, font, size)
        elif align == 'c':
            x -= text_width(s, font, size) / 2
        self.ops.append(f"BT /{font} {size} Tf 1 0 0 1 {x:.2f} {y:.2f} Tm ({_esc(s)}) Tj ET")

    def text_tj(self, x, y, parts, font='F1', size=8):
        arr = ' '.join(f"({_esc(p)})" if isinstance(p, str) else str(p) for p in parts)
        self.ops.append(f"BT /{font} {size} Tf {x:.2f} {y:.2f} Td [{arr}] TJ ET")

    def line(self, x1, y1, x2, y2, w=0.5):
        self.ops.append(f"{w} w {x1:.2f} {y1:.2f} m {x2:.2f} {y2:.2f} l S")

    def rect(self, x, y, w, h, gray=0.9):
        self.ops.append(f"{gray} g {x:.2f} {y:.2f} {w:.2f} {h:.2f} re f 0 g")

class PDF:
    def __init__(self, title='Run'):
        self.pages, self.title = [], title

    def page(self, w=612, h=792):
        p = Page(w, h)
        self.pages.append(p)
        return p

    def bytes(self):
        objs = []
        nf = len(FONTS)
        # 1 catalog, 2 pages, 3 info, 4.. fonts, then page/content pairs
        font_ids = {}
        kids = []
        base = 4 + nf
        for i, p in enumerate(self.pages):
            kids.append(base + 2 * i)
        objs.append(b"<< /Type /Catalog /Pages 2 0 R >>")
        objs.append(f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>".encode())
        objs.append(f"<< /Title ({_esc(self.title)}) /Producer (RunSheet 4.2) /CreationDate (D:20261117063000Z) >>".encode())
        for j, (fid, name) in enumerate(FONTS.items()):
            font_ids[fid] = 4 + j
            objs.append(f"<< /Type /Font /Subtype /Type1 /BaseFont /{name} /Encoding /WinAnsiEncoding >>".encode())
        fres = ' '.join(f"/{k} {v} 0 R" for k, v in font_ids.items())
        for i, p in enumerate(self.pages):
            content = '\n'.join(p.ops).encode('latin-1')
            objs.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {p.w} {p.h}] /Resources << /Font << {fres} >> >> /Contents {base + 2 * i + 1} 0 R >>".encode())
            objs.append(b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream")
        out = io.BytesIO()
        out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offs = []
        for n, o in enumerate(objs, 1):
            offs.append(out.tell())
            out.write(f"{n} 0 obj\n".encode() + o + b"\nendobj\n")
        x = out.tell()
        out.write(f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode())
        for o in offs:
            out.write(f"{o:010d} 00000 n \n".encode())
        out.write(f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n{x}\n%%EOF\n".encode())
        return out.getvalue()

def ruled_table(pg, x, y, widths, headers, rows, font='F1', bfont='F2', size=7.5, rh=12, aligns=None,
                shade=None, ruled=True, head_gray=None):
    """headers: list of header rows, each a list of (text, span). rows: list of lists of str
    (a row given as ('SECTION', text) spans the table). Returns the y below the table."""
    aligns = aligns or ['l'] * len(widths)
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    top = y
    for hr in headers:
        if head_gray is not None:
            pg.rect(x, y - rh, xs[-1] - x, rh, head_gray)
        ci = 0
        for text, span in hr:
            x0, x1 = xs[ci], xs[ci + span]
            if text:
                if span > 1:
                    pg.text((x0 + x1) / 2, y - rh + 3.5, text, bfont, size, 'c')
                    if ruled:
                        pg.line(x0 + 2, y - rh + 1, x1 - 2, y - rh + 1, 0.3)
                elif aligns[ci] == 'r':
                    pg.text(x1 - 3, y - rh + 3.5, text, bfont, size, 'r')
                else:
                    pg.text(x0 + 3, y - rh + 3.5, text, bfont, size)
            ci += span
        y -= rh
    if ruled:
        pg.line(x, y, xs[-1], y, 0.8)
    for k, r in enumerate(rows):
        if isinstance(r, tuple):
            pg.text(x + 3, y - rh + 3.5, r[1], bfont, size)
            y -= rh
            if ruled:
                pg.line(x, y, xs[-1], y, 0.3)
            continue
        if shade is not None and k % 2 == 1:
            pg.rect(x, y - rh, xs[-1] - x, rh, shade)
        for ci, cell in enumerate(r):
            if cell in (None, ''):
                continue
            if aligns[ci] == 'r':
                pg.text(xs[ci + 1] - 3, y - rh + 3.5, cell, font, size, 'r')
            else:
                pg.text(xs[ci] + 3, y - rh + 3.5, cell, font, size)
        y -= rh
        if ruled:
            pg.line(x, y, xs[-1], y, 0.3)
    if ruled:
        for xx in xs:
            pg.line(xx, top, xx, y, 0.3)
        pg.line(x, top, xs[-1], top, 0.8)
    return y

# ---------------------------------------------------------------- Office
FIXED = (2026, 11, 17, 6, 30, 0)

def _rezip(data):
    zin = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    zout = zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED)
    for info in zin.infolist():
        b = zin.read(info.filename)
        if info.filename == 'docProps/core.xml':
            b = re.sub(rb'(<dcterms:(created|modified)[^>]*>)[^<]*(</dcterms)', rb'\g<1>2026-11-17T06:30:00Z\g<3>', b)
        zi = zipfile.ZipInfo(info.filename, FIXED)
        zi.compress_type = zipfile.ZIP_DEFLATED
        zi.external_attr = 0o600 << 16
        zout.writestr(zi, b)
    zout.close()
    return out.getvalue()

def docx_bytes(doc):
    dt = datetime.datetime(2026, 11, 17, 6, 30, 0)
    cp = doc.core_properties
    cp.created = dt
    cp.modified = dt
    cp.last_printed = dt
    cp.revision = 1
    b = io.BytesIO()
    doc.save(b)
    return _rezip(b.getvalue())

def xlsx_bytes(wb):
    dt = datetime.datetime(2026, 11, 17, 6, 30, 0)
    wb.properties.created = dt
    wb.properties.modified = dt
    b = io.BytesIO()
    wb.save(b)
    return _rezip(b.getvalue())

# ---------------------------------------------------------------- mail
MIMES = {'pdf': ('application', 'pdf'),
         'docx': ('application', 'vnd.openxmlformats-officedocument.wordprocessingml.document'),
         'xlsx': ('application', 'vnd.openxmlformats-officedocument.spreadsheetml.sheet')}

def eml(frm, to, date, subject, msgid, text, html=None, atts=(), cc=None, mailer='Microsoft Outlook 16.0'):
    tag = re.sub(r'[^A-Za-z0-9]', '', msgid)[:24]
    body = MIMEText(text, 'plain', 'utf-8')
    if html is not None:
        alt = MIMEMultipart('alternative', boundary=f'----=_alt_{tag}')
        alt.attach(body)
        alt.attach(MIMEText(html, 'html', 'utf-8'))
        body = alt
    if atts:
        msg = MIMEMultipart('mixed', boundary=f'----=_mix_{tag}')
        msg.attach(body)
        for fname, kind, data in atts:
            part = MIMEApplication(data, MIMES[kind][1])
            part.add_header('Content-Disposition', 'attachment', filename=fname)
            part.set_param('name', fname)
            msg.attach(part)
    else:
        msg = body
    hdrs = [('From', frm), ('To', to)] + ([('Cc', cc)] if cc else []) + [
        ('Date', date), ('Subject', subject), ('Message-ID', msgid), ('X-Mailer', mailer)]
    for k, v in reversed(hdrs):
        msg._headers.insert(0, (k, v))
    if 'MIME-Version' not in msg:
        msg['MIME-Version'] = '1.0'
    return msg.as_bytes()
