"""Self-consistency of blind37's gold: python -B build/check.py"""
import email, email.policy, io, json, os, re, sys, glob, html as H
import pdfplumber, docx, openpyxl
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import _cusip_check, _isin_check

NUM = re.compile(r"(?<![\w.])[-+]?\$?\d[\d,]*(?:\.\d+)?(?:-\d{2}[+\d]?)?(?: \d/\d{1,2})?")

def numbers(text):
    out = set()
    for m in NUM.finditer(text):
        t = m.group(0).replace("$", "").replace(",", "")
        m32 = re.fullmatch(r"([-+]?\d+)-(\d{2})([+\d]?)", t)
        if m32:
            v = int(m32.group(1)) + int(m32.group(2)) / 32
            if m32.group(3) == "+":
                v += 1 / 64
            elif m32.group(3):
                v += int(m32.group(3)) / 256
            out.add(round(v, 8))
            continue
        mf = re.fullmatch(r"([-+]?\d+(?:\.\d+)?) (\d)/(\d{1,2})", t)
        if mf:
            out.add(round(float(mf.group(1)) + int(mf.group(2)) / int(mf.group(3)), 8))
            t = mf.group(1)
        try:
            out.add(round(float(t), 8))
        except ValueError:
            pass
    return out

def part_text(part):
    ct = part.get_content_type()
    data = part.get_payload(decode=True)
    if ct == "text/plain":
        return data.decode("utf-8")
    if ct == "text/html":
        return H.unescape(re.sub(r"<[^>]+>", " ", data.decode("utf-8")))
    if ct == "application/pdf":
        with pdfplumber.open(io.BytesIO(data)) as pdf:
            return "\n".join((pg.extract_text() or "") + "\n" + " ".join(w["text"] for w in pg.extract_words()) for pg in pdf.pages)
    if ct.endswith("wordprocessingml.document"):
        d = docx.Document(io.BytesIO(data))
        t = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                t.append(" | ".join(c.text for c in row.cells))
        return "\n".join(t)
    if ct.endswith("spreadsheetml.sheet"):
        wb = openpyxl.load_workbook(io.BytesIO(data))
        t = []
        for ws in wb.worksheets:
            for row in ws.iter_rows():
                for c in row:
                    if c.value is None:
                        continue
                    t.append(str(c.value))
                    if isinstance(c.value, (int, float)) and "%" in c.number_format:
                        t.append(repr(round(c.value * 100, 6)))
        return "\n".join(t)
    return ""

def check_id(k):
    if re.fullmatch(r"[A-Z]{2}[A-Z0-9]{9}\d", k):
        return _isin_check(k[:11]) == k[11]
    if re.fullmatch(r"[0-9]{3}[0-9A-Z]{5}\d", k):
        return _cusip_check(k[:8]) == k[8]
    return None

def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    bad = 0; n = 0; nq = 0
    for half in ("dev", "holdout"):
        for path in sorted(glob.glob(os.path.join(root, half, "*.eml"))):
            n += 1
            name = os.path.relpath(path, root)
            msg = email.message_from_bytes(open(path, "rb").read(), policy=email.policy.default)
            for h in ("From", "To", "Date", "Subject", "Message-ID"):
                if not msg[h]:
                    print(name, "missing header", h); bad += 1
            text = "\n".join(part_text(p) for p in msg.walk() if not p.is_multipart())
            nums = numbers(text)
            gold = json.load(open(path[:-4] + ".expected.json"))
            assert gold["format"] in ("text", "html", "chat", "csv", "xlsx", "docx", "pdf")
            for ident in set(re.findall(r"\b[A-Z]{2}[A-Z0-9]{9}\d\b", text)):
                if ident[:2] in ("XS", "US", "DE", "FR") and check_id(ident) is False:
                    print(name, "bad ISIN in text", ident); bad += 1
            seen = set()
            for q in gold["quotes"]:
                nq += 1
                k = q["instrument_key"]
                def err(m):
                    nonlocal bad
                    bad += 1
                    print(name, k, q["quote_type"], m)
                if k != k.upper() or "  " in k or k != k.strip():
                    err("key not upper / spaced")
                if check_id(k) is False:
                    err("bad check digit")
                if check_id(k) and k not in text:
                    err("identifier not in mail")
                if (k, q["quote_type"]) in seen:
                    err("duplicate key + quote_type")
                seen.add((k, q["quote_type"]))
                for side in ("bid", "ask"):
                    v = q[side]
                    if v is None:
                        if q[side + "_size"] is not None:
                            err(f"size on absent {side}")
                        continue
                    if round(v, 8) not in nums:
                        err(f"{side} {v} not in the mail")
                    s = q[side + "_size"]
                    if s is not None and s <= 0:
                        err("size not positive")
                b, a = q["bid"], q["ask"]
                if b is not None and a is not None:
                    if q["quote_type"] in ("price", "upfront") and b >= a:
                        err("crossed / locked price")
                    if q["asset_class"] == "cds" and q["quote_type"] == "spread":
                        if b >= a:
                            err("crossed CDS spread (bid is the lower running spread)")
                    elif q["quote_type"] in ("spread", "yield", "dm", "z_spread", "i_spread") and b <= a:
                        err("crossed / locked spread or yield")
                if q["dealer"] != q["dealer"].lower() or not q["dealer"]:
                    err("dealer")
                frm = msg["From"].addresses[0].domain.split(".")[-2]
                if q["dealer"] != frm:
                    err("dealer is not the sender's firm")
    print(f"{n} mails, {nq} quotes, {bad} problems")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
