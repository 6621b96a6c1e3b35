"""Shared helpers for the blind33 corpus: ids, levels, eml, PDF/DOCX/XLSX writers."""
import io, json, math, os, zipfile, datetime as dt
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime

ZIP_TS = (2026, 1, 2, 3, 4, 6)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ---------------------------------------------------------------- identifiers
def _cusip_val(c):
    if c.isdigit():
        return int(c)
    if c.isalpha():
        return ord(c.upper()) - 55
    return {'*': 36, '@': 37, '#': 38}[c]

def cusip_check(base8):
    s = 0
    for i, c in enumerate(base8):
        v = _cusip_val(c)
        if i % 2 == 1:
            v *= 2
        s += v // 10 + v % 10
    return str((10 - s % 10) % 10)

def cusip(base8):
    return base8 + cusip_check(base8)

def isin_check(base11):
    digits = ''.join(str(int(c, 36)) for c in base11)
    s = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
        s += v // 10 + v % 10
    return str((10 - s % 10) % 10)

def isin(base11):
    return base11 + isin_check(base11)

def valid_cusip(c):
    return len(c) == 9 and cusip_check(c[:8]) == c[8]

def valid_isin(c):
    return len(c) == 12 and c[:2].isalpha() and isin_check(c[:11]) == c[11]

def rand_cusip(rng, prefix):
    al = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'
    base = prefix + ''.join(rng.choice(al) for _ in range(8 - len(prefix)))
    return cusip(base)

def rand_isin(rng, cc, nsn_prefix=''):
    al = '0123456789'
    b = cc + nsn_prefix + ''.join(rng.choice(al) for _ in range(9 - len(nsn_prefix)))
    return isin(b)

# ---------------------------------------------------------------- levels
FR = {0: '', 0.25: '\u00bc', 0.5: '\u00bd', 0.75: '\u00be'}

def to32(px, style='plus'):
    """99.515625 -> 99-16+ ; style 'plus' (+ for half, 3rd digit for quarters),
    'digit' (always 3rd digit 2/4/6), 'frac' (¼ ½ ¾)."""
    whole = math.floor(px + 1e-12)
    t = round((px - whole) * 128)  # quarter-32nds
    if t == 128:
        whole += 1; t = 0
    n, q = divmod(t, 4)
    base = f"{whole}-{n:02d}"
    if q == 0:
        return base
    if style == 'frac':
        return base + FR[q / 4]
    if style == 'digit':
        return base + str(q * 2)
    return base + {1: '2', 2: '+', 3: '6'}[q]

def to32_short(px, style='plus'):
    """offer keeping the bid's handle: ticks only, e.g. '05' or '04+'."""
    return to32(px, style).split('-')[1]

def frac_coupon(c):
    whole = int(c)
    f = round((c - whole) * 8)
    names = {0: '', 1: '1/8', 2: '1/4', 3: '3/8', 4: '1/2', 5: '5/8', 6: '3/4', 7: '7/8'}
    if f == 0:
        return str(whole)
    return f"{whole} {names[f]}"

def cpn_key(c):
    s = f"{c:.6f}".rstrip('0').rstrip('.')
    return s

def q32(rng, lo, hi):
    """random price on a quarter-32nd grid"""
    return round(rng.uniform(lo, hi) * 128) / 128

def years_between(d0, d1):
    return (d1 - d0).days / 365.25

def bond_price(cpn, ytm, settle, mat, freq=2):
    """clean price per 100 for yield ytm (%)"""
    T = years_between(settle, mat)
    y = ytm / 100 / freq
    c = cpn / freq
    n = math.ceil(T * freq - 1e-9)
    frac = T * freq - (n - 1)  # time to first coupon in periods
    pv = 0.0
    for i in range(n):
        t = frac + i
        pv += c / (1 + y) ** t
    pv += 100 / (1 + y) ** (frac + n - 1)
    accrued = c * (1 - frac)
    return pv - accrued

def bond_yield(cpn, px, settle, mat, freq=2):
    lo, hi = -5.0, 40.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if bond_price(cpn, mid, settle, mat, freq) > px:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2

def mdy(d, yy=True):
    return d.strftime('%m/%d/%y') if yy else d.strftime('%m/%d/%Y')

def iso(d):
    return d.strftime('%Y-%m-%d')

# ---------------------------------------------------------------- gold
def Q(key, ac, qt, bid, ask, bs, asz, dealer, group=None):
    def f(v):
        return None if v is None else float(v)
    return {"instrument_key": key, "asset_class": ac, "group": group or ac,
            "quote_type": qt, "bid": f(bid), "ask": f(ask),
            "bid_size": f(bs), "ask_size": f(asz), "dealer": dealer}

# ---------------------------------------------------------------- mail
def make_eml(frm, to, date, subject, msgid, text, html=None, attach=None,
             cc=None, extra_headers=None):
    m = EmailMessage(policy=policy.SMTP)
    m['From'] = frm
    m['To'] = to
    if cc:
        m['Cc'] = cc
    m['Date'] = format_datetime(date)
    m['Subject'] = subject
    m['Message-ID'] = msgid
    for k, v in (extra_headers or []):
        m[k] = v
    m.set_content(text, subtype='plain', charset='utf-8', cte='quoted-printable')
    if html is not None:
        m.add_alternative(html, subtype='html', charset='utf-8', cte='quoted-printable')
    if attach:
        fn, data, mime = attach
        maintype, subtype = mime.split('/', 1)
        m.add_attachment(data, maintype=maintype, subtype=subtype, filename=fn)
    # deterministic boundaries
    n = [0]
    def fix(part):
        if part.is_multipart():
            n[0] += 1
            part.set_boundary(f"----=_Part_{n[0]}_{_stable(msgid)}")
            for p in part.get_payload():
                fix(p)
    fix(m)
    return m.as_bytes(policy=policy.SMTP)

def _stable(s):
    h = 2166136261
    for ch in s.encode():
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return f"{h:08x}"

def write_pair(half, name, eml_bytes, fmt, quotes):
    d = os.path.join(ROOT, half)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name + '.eml'), 'wb') as f:
        f.write(eml_bytes)
    with open(os.path.join(d, name + '.expected.json'), 'w') as f:
        json.dump({"format": fmt, "quotes": quotes}, f, indent=2)
        f.write('\n')

def tz(hours):
    return dt.timezone(dt.timedelta(hours=hours))

# ---------------------------------------------------------------- zip fix
def rezip(data):
    zin = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_TS)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, zin.read(info.filename))
    return out.getvalue()

FIXED_DT = dt.datetime(2026, 1, 2, 3, 4, 5)

def docx_bytes(doc):
    cp = doc.core_properties
    cp.created = FIXED_DT
    cp.modified = FIXED_DT
    cp.last_printed = FIXED_DT
    cp.revision = 1
    b = io.BytesIO()
    doc.save(b)
    return rezip(b.getvalue())

def xlsx_bytes(wb):
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    b = io.BytesIO()
    wb.save(b)
    data = b.getvalue()
    # openpyxl stamps docProps/core.xml with 'now' for modified: patch it
    zin = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    import re
    with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            raw = zin.read(info.filename)
            if info.filename == 'docProps/core.xml':
                raw = re.sub(rb'(<dcterms:modified[^>]*>)[^<]*', rb'\g<1>2026-01-02T03:04:05Z', raw)
                raw = re.sub(rb'(<dcterms:created[^>]*>)[^<]*', rb'\g<1>2026-01-02T03:04:05Z', raw)
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_TS)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, raw)
    return out.getvalue()

# ---------------------------------------------------------------- PDF 1.4
FONTS = {'F1': 'Helvetica', 'F2': 'Helvetica-Bold', 'F3': 'Courier', 'F4': 'Times-Roman',
         'F5': 'Courier-Bold', 'F6': 'Times-Bold', 'F7': 'Helvetica-Oblique'}

def _esc(s):
    b = s.encode('cp1252')
    return b.replace(b'\\', b'\\\\').replace(b'(', b'\\(').replace(b')', b'\\)')

def text_width(s, font, size):
    if font in ('F3', 'F5'):
        return 0.6 * size * len(s)
    w = 0
    for ch in s:
        if ch.isdigit() or ch in '+-$':
            w += 0.556
        elif ch in ' .,/:':
            w += 0.278
        elif ch.isupper():
            w += 0.68
        else:
            w += 0.5
    return w * size

class Page:
    def __init__(self, w=612, h=792):
        self.w, self.h = w, h
        self.ops = []  # list of bytes chunks (each an independent drawing op)

    def text(self, x, y, s, font='F1', size=9, align='left'):
        if align == 'right':
            x = x - text_width(s, font, size)
        elif align == 'center':
            x = x - text_width(s, font, size) / 2
        self.ops.append(b'BT /' + font.encode() + b' %g Tf %.2f %.2f Td (' % (size, x, y) + _esc(s) + b') Tj ET\n')

    def tj(self, x, y, parts, font='F1', size=9):
        """parts: list of strings and numbers (kerning, thousandths of em)"""
        arr = b''
        for p in parts:
            if isinstance(p, str):
                arr += b'(' + _esc(p) + b')'
            else:
                arr += b' %d ' % p
        self.ops.append(b'BT /' + font.encode() + b' %g Tf %.2f %.2f Td [' % (size, x, y) + arr + b'] TJ ET\n')

    def line(self, x1, y1, x2, y2, w=0.5, gray=0):
        self.ops.append(b'q %.2f w %.2f G %.2f %.2f m %.2f %.2f l S Q\n' % (w, gray, x1, y1, x2, y2))

    def rect(self, x, y, w, h, gray=0.9):
        self.ops.append(b'q %.2f g %.2f %.2f %.2f %.2f re f Q\n' % (gray, x, y, w, h))

class PDF:
    def __init__(self, title='', producer='blind33'):
        self.pages = []
        self.title = title
        self.producer = producer

    def page(self, w=612, h=792):
        p = Page(w, h)
        self.pages.append(p)
        return p

    def bytes(self, shuffle_rng=None):
        objs = []  # index 0 -> obj 1
        def add(b):
            objs.append(b)
            return len(objs)
        cat = add(None)
        pages = add(None)
        font_ids = {}
        for k, name in FONTS.items():
            font_ids[k] = add(b'<< /Type /Font /Subtype /Type1 /BaseFont /' + name.encode() +
                              b' /Encoding /WinAnsiEncoding >>')
        fres = b' '.join(b'/' + k.encode() + b' %d 0 R' % v for k, v in font_ids.items())
        kids = []
        for p in self.pages:
            ops = list(p.ops)
            if shuffle_rng is not None:
                shuffle_rng.shuffle(ops)
            content = b''.join(ops)
            cid = add(b'<< /Length %d >>\nstream\n' % len(content) + content + b'endstream')
            pid = add(b'<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %d %d] /Resources << /Font << ' % (pages, p.w, p.h)
                      + fres + b' >> >> /Contents %d 0 R >>' % cid)
            kids.append(pid)
        objs[cat - 1] = b'<< /Type /Catalog /Pages %d 0 R >>' % pages
        objs[pages - 1] = b'<< /Type /Pages /Kids [' + b' '.join(b'%d 0 R' % k for k in kids) + b'] /Count %d >>' % len(kids)
        info = add(b'<< /Title (' + _esc(self.title) + b') /Producer (' + _esc(self.producer) +
                   b') /CreationDate (D:20260102030405Z) >>')
        out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
        offs = []
        for i, o in enumerate(objs):
            offs.append(len(out))
            out += b'%d 0 obj\n' % (i + 1) + o + b'\nendobj\n'
        xref = len(out)
        out += b'xref\n0 %d\n0000000000 65535 f \n' % (len(objs) + 1)
        for o in offs:
            out += b'%010d 00000 n \n' % o
        out += b'trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n' % (len(objs) + 1, cat, info, xref)
        return bytes(out)
