"""Shared helpers for blind37: ids, bond maths, a tiny PDF 1.4 writer, DOCX/XLSX with fixed zip
timestamps, RFC 5322 mail assembly, gold quotes."""
import base64, datetime as dt, io, json, re, zipfile

# ---------------------------------------------------------------- identifiers
def _cusip_check(base):
    s = 0
    for i, ch in enumerate(base):
        v = int(ch) if ch.isdigit() else ord(ch) - 55
        if i % 2:
            v *= 2
        s += v // 10 + v % 10
    return str((10 - s % 10) % 10)

def cusip(base8):
    return base8 + _cusip_check(base8)

def _isin_check(body):
    digits = "".join(str(int(c, 36)) for c in body)
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
        tot += v // 10 + v % 10
    return str((10 - tot % 10) % 10)

def isin(cc, nsin9):
    return cc + nsin9 + _isin_check(cc + nsin9)

def rand_cusip(rng, prefix=None):
    al = "0123456789"
    base = prefix or "".join(rng.choice(al) for _ in range(6))
    base = base + rng.choice(al) + rng.choice("ABCDEFGHJK0123456789")
    return cusip(base[:8])

def rand_isin(rng, cc):
    al = "0123456789"
    return isin(cc, "".join(rng.choice(al) for _ in range(9)))

# ---------------------------------------------------------------- bond maths
def years_between(d0, d1):
    return (d1 - d0).days / 365.25

def price_from_yield(cpn, y, yrs, redeem=100.0):
    import math
    n = max(yrs * 2, 0.05)
    K = math.ceil(n - 1e-9)
    r = y / 200.0
    t1 = n - (K - 1)
    pv = 0.0
    for i in range(K):
        t = t1 + i
        pv += (cpn / 2 + (redeem if i == K - 1 else 0)) / (1 + r) ** t
    return pv - (1 - t1) * cpn / 2

def yield_from_price(cpn, px, yrs, redeem=100.0):
    lo, hi = -5.0, 60.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if price_from_yield(cpn, mid, yrs, redeem) > px:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2

def r8(x):
    return round(x * 8) / 8

# ---------------------------------------------------------------- gold
def group_of(ac):
    return ac

def Q(key, ac, qt, bid, ask, bs=None, as_=None, dealer=""):
    f = lambda v: None if v is None else float(v)
    return {"instrument_key": key, "asset_class": ac, "group": group_of(ac), "quote_type": qt,
            "bid": f(bid), "ask": f(ask), "bid_size": f(bs) if bid is not None else None,
            "ask_size": f(as_) if ask is not None else None, "dealer": dealer}

def write_gold(path, fmt, quotes):
    lines = [json.dumps(q) for q in quotes]
    txt = '{"format": "%s", "quotes": [' % fmt
    txt += ("\n  " + ",\n  ".join(lines) + "\n]}\n") if lines else "]}\n"
    with open(path, "w") as fh:
        fh.write(txt)

# ---------------------------------------------------------------- PDF
_W = {c: 0.556 for c in "0123456789"}
_W.update({".": .278, ",": .278, "+": .584, "-": .333, "/": .278, " ": .278, "%": .889, "(": .333,
           ")": .333, ":": .278, "$": .556, "&": .667, "'": .191, "*": .389})

def text_width(s, font, size):
    if font == "F3":
        return 0.6 * size * len(s)
    w = 0
    for ch in s:
        if ch in _W:
            w += _W[ch]
        elif ch.isupper():
            w += 0.70 if font == "F2" else 0.667
        else:
            w += 0.5
    return w * size * (0.93 if font == "F4" else 1.0)

def _esc(s):
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

class Page:
    def __init__(self, w=612, h=792):
        self.w, self.h, self.ops = w, h, []
    def text(self, x, y, s, font="F1", size=8, align="l"):
        if align == "r":
            x -= text_width(s, font, size)
        elif align == "c":
            x -= text_width(s, font, size) / 2
        self.ops.append(f"BT /{font} {size} Tf {x:.2f} {y:.2f} Td ({_esc(s)}) Tj ET")
    def tj(self, x, y, parts, font="F1", size=8):
        arr = " ".join(f"({_esc(p)})" if isinstance(p, str) else str(p) for p in parts)
        self.ops.append(f"BT /{font} {size} Tf {x:.2f} {y:.2f} Td [{arr}] TJ ET")
    def line(self, x1, y1, x2, y2, w=0.5, gray=0):
        self.ops.append(f"q {gray} G {w} w {x1:.2f} {y1:.2f} m {x2:.2f} {y2:.2f} l S Q")
    def fill(self, x, y, w, h, gray=0.88):
        self.ops.append(f"q {gray} g {x:.2f} {y:.2f} {w:.2f} {h:.2f} re f Q")

    def table(self, x, y, cols, header, rows, font="F1", hfont="F2", size=7, ruled=True,
              shade=0.85, vrules=False, lh=None, bands=None, shade_rows=()):
        """cols: list of (width, align). header: list of str ('\\n' wraps). rows: list of lists or
        ('SECTION', label). Returns the y under the table."""
        lh = lh or size + 2.2
        tw = sum(c[0] for c in cols)
        def draw_row(cells, fnt, yy, shade_g=None):
            n = max(len(str(c).split("\n")) for c in cells)
            hgt = n * lh + 3
            if shade_g is not None:
                self.fill(x, yy - hgt, tw, hgt, shade_g)
            cx = x
            for (wd, al), c in zip(cols, cells):
                for i, part in enumerate(str(c).split("\n")):
                    ty = yy - 2 - (i + 1) * lh + 2
                    if al == "r":
                        self.text(cx + wd - 3, ty, part, fnt, size, "r")
                    elif al == "c":
                        self.text(cx + wd / 2, ty, part, fnt, size, "c")
                    else:
                        self.text(cx + 3, ty, part, fnt, size)
                cx += wd
            if vrules:
                cx = x
                for wd, _ in cols:
                    self.line(cx, yy, cx, yy - hgt, 0.3)
                    cx += wd
                self.line(cx, yy, cx, yy - hgt, 0.3)
            return yy - hgt
        if bands:
            # bands: list of (label, ncols)
            cx = x
            i = 0
            for label, nc in bands:
                wd = sum(c[0] for c in cols[i:i + nc])
                if label:
                    self.text(cx + wd / 2, y - lh, label, hfont, size, "c")
                    self.line(cx + 4, y - lh - 2, cx + wd - 4, y - lh - 2, 0.4)
                cx += wd
                i += nc
            y -= lh + 3
        if ruled:
            self.line(x, y, x + tw, y, 0.8)
        y = draw_row(header, hfont, y, shade)
        if ruled:
            self.line(x, y, x + tw, y, 0.8)
        for k, r in enumerate(rows):
            if isinstance(r, tuple) and r[0] == "SECTION":
                self.fill(x, y - lh - 3, tw, lh + 3, 0.93)
                self.text(x + 3, y - lh, r[1], hfont, size)
                y -= lh + 3
            else:
                y = draw_row(r, font, y, 0.96 if k in shade_rows else None)
            if ruled:
                self.line(x, y, x + tw, y, 0.3)
        if ruled:
            self.line(x, y, x + tw, y, 0.8)
        return y

def pdf_bytes(pages, title="Run"):
    fonts = {"F1": "Helvetica", "F2": "Helvetica-Bold", "F3": "Courier", "F4": "Times-Roman",
             "F5": "Times-Bold", "F6": "Helvetica-Oblique"}
    objs = []
    def add(b):
        objs.append(b)
        return len(objs)
    font_ids = {}
    for k, v in fonts.items():
        font_ids[k] = add(f"<< /Type /Font /Subtype /Type1 /BaseFont /{v} /Encoding /WinAnsiEncoding >>".encode())
    res = "<< /Font << " + " ".join(f"/{k} {i} 0 R" for k, i in font_ids.items()) + " >> >>"
    pages_id = len(objs) + 1
    objs.append(None)
    kids = []
    for p in pages:
        stream = "\n".join(p.ops).encode("latin-1")
        cid = add(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        kids.append(add(f"<< /Type /Page /Parent {pages_id} 0 R /MediaBox [0 0 {p.w} {p.h}] /Resources {res} /Contents {cid} 0 R >>".encode()))
    objs[pages_id - 1] = f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>".encode()
    cat = add(f"<< /Type /Catalog /Pages {pages_id} 0 R >>".encode())
    info = add(f"<< /Title ({_esc(title)}) /Producer (DeskReports 4.2) /CreationDate (D:20261123070000Z) >>".encode())
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offs = []
    for i, o in enumerate(objs, 1):
        offs.append(out.tell())
        out.write(b"%d 0 obj\n" % i + o + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1))
    for o in offs:
        out.write(b"%010d 00000 n \n" % o)
    out.write(f"trailer\n<< /Size {len(objs) + 1} /Root {cat} 0 R /Info {info} 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
    return out.getvalue()

# ---------------------------------------------------------------- zip normalisation
FIXED = dt.datetime(2026, 11, 23, 7, 0, 0)

def fix_zip(data):
    zin = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            b = zin.read(info.filename)
            if info.filename == "docProps/core.xml":
                s = b.decode("utf-8")
                s = re.sub(r"(<dcterms:(created|modified)[^>]*>)[^<]*(<)", r"\g<1>2026-11-23T07:00:00Z\3", s)
                b = s.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 23, 7, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, b)
    return out.getvalue()

def docx_bytes(doc):
    cp = doc.core_properties
    cp.created = FIXED; cp.modified = FIXED; cp.last_printed = FIXED
    cp.revision = 1
    bio = io.BytesIO(); doc.save(bio)
    return fix_zip(bio.getvalue())

def xlsx_bytes(wb):
    wb.properties.created = FIXED; wb.properties.modified = FIXED
    bio = io.BytesIO(); wb.save(bio)
    return fix_zip(bio.getvalue())

# ---------------------------------------------------------------- mail
CT = {"pdf": "application/pdf",
      "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}

def eml(frm, to, date, subject, msgid, body, attach=None, html=None, boundary="b37", cc=None, extra=()):
    h = [f"From: {frm}", f"To: {to}"]
    if cc:
        h.append(f"Cc: {cc}")
    h += [f"Date: {date}", f"Subject: {subject}", f"Message-ID: <{msgid}>"]
    h += list(extra)
    h.append("MIME-Version: 1.0")
    body = body.replace("\r\n", "\n")
    if html is not None:
        h += ['Content-Type: text/html; charset="utf-8"', "Content-Transfer-Encoding: 8bit", ""]
        return ("\n".join(h) + "\n" + html).encode("utf-8")
    if attach is None:
        h += ['Content-Type: text/plain; charset="utf-8"', "Content-Transfer-Encoding: 8bit", ""]
        return ("\n".join(h) + "\n" + body).encode("utf-8")
    fname, data = attach
    ext = fname.rsplit(".", 1)[1]
    bnd = f"----=_Part_{boundary}_37"
    h += [f'Content-Type: multipart/mixed; boundary="{bnd}"', "", "This is a multi-part message in MIME format.", ""]
    parts = [f"--{bnd}", 'Content-Type: text/plain; charset="utf-8"', "Content-Transfer-Encoding: 8bit", "", body, ""]
    b64 = base64.b64encode(data).decode()
    b64 = "\n".join(b64[i:i + 76] for i in range(0, len(b64), 76))
    parts += [f"--{bnd}", f'Content-Type: {CT[ext]}; name="{fname}"', "Content-Transfer-Encoding: base64",
              f'Content-Disposition: attachment; filename="{fname}"', "", b64, "", f"--{bnd}--", ""]
    return ("\n".join(h) + "\n" + "\n".join(parts)).encode("utf-8")
