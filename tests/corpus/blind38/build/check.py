"""Self-consistency of the blind38 gold: python -B build/check.py"""
import csv
import email
import email.policy
import glob
import io
import json
import os
import re
import sys

import openpyxl

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NUM = re.compile(r"[-+]?\d+(?:[.,]\d+)?")
T32 = re.compile(r"\b(\d{2,3})-(\d{2})(\+|\d)?")


def cusip_ok(c):
    if not re.fullmatch(r"[0-9A-Z*@#]{8}\d", c):
        return False
    tot = 0
    for i, ch in enumerate(c[:8]):
        v = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch.isalpha() else {"*": 36, "@": 37, "#": 38}[ch])
        if i % 2:
            v *= 2
        tot += v // 10 + v % 10
    return (10 - tot % 10) % 10 == int(c[8])


def isin_ok(s):
    if not re.fullmatch(r"[A-Z]{2}[A-Z0-9]{9}\d", s):
        return False
    digits = "".join(str(int(ch, 36)) for ch in s[:11])
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        tot += v // 10 + v % 10
    return (10 - tot % 10) % 10 == int(s[11])


def numbers_in_text(t, values):
    for m in T32.finditer(t):
        v = int(m.group(1)) + int(m.group(2)) / 32.0
        if m.group(3) == "+":
            v += 1 / 64.0
        elif m.group(3):
            v += int(m.group(3)) / 256.0
        values.add(round(v, 6))
    for m in NUM.finditer(t):
        s = m.group(0).replace(",", ".") if re.fullmatch(r"[-+]?\d+,\d+", m.group(0)) else m.group(0)
        try:
            values.add(round(float(s), 6))
        except ValueError:
            pass


def mail_values(path):
    msg = email.message_from_bytes(open(path, "rb").read(), policy=email.policy.default)
    for h in ("From", "To", "Date", "Subject", "Message-ID"):
        assert msg[h], "%s: no %s header" % (path, h)
    values, kinds, texts = set(), [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        fname = part.get_filename() or ""
        data = part.get_payload(decode=True)
        if fname.endswith(".xlsx"):
            kinds.append("xlsx")
            wb = openpyxl.load_workbook(io.BytesIO(data))
            for ws in wb.worksheets:
                for row in ws.iter_rows():
                    for c in row:
                        v = c.value
                        if isinstance(v, bool) or v is None:
                            continue
                        if isinstance(v, (int, float)):
                            values.add(round(float(v), 6))
                            if "%" in (c.number_format or ""):
                                values.add(round(float(v) * 100, 6))
                        else:
                            texts.append(str(v))
                            numbers_in_text(str(v).lstrip("'"), values)
        elif fname.endswith(".csv"):
            kinds.append("csv")
            text = data.decode("utf-8")
            delim = ";" if text.splitlines()[0].count(";") > text.splitlines()[0].count(",") else ","
            for row in csv.reader(io.StringIO(text), delimiter=delim):
                for cell in row:
                    texts.append(cell)
                    numbers_in_text(cell, values)
        elif ctype == "text/plain":
            t = part.get_content()
            texts.append(t)
            numbers_in_text(t, values)
    return values, kinds, "\n".join(texts)


def main():
    bad = []
    n = 0
    for half in ("dev", "holdout"):
        files = sorted(glob.glob(os.path.join(ROOT, half, "*.expected.json")))
        for gp in files:
            name = os.path.basename(gp)[:-len(".expected.json")]
            num = int(name[:2])
            if (half == "dev") != (num % 2 == 1):
                bad.append("%s: number parity wrong for %s" % (name, half))
            gold = json.load(open(gp))
            values, kinds, text = mail_values(os.path.join(ROOT, half, name + ".eml"))
            fmt = gold["format"]
            if kinds and fmt != kinds[0]:
                bad.append("%s: format %s but attachment %s" % (name, fmt, kinds))
            if not kinds and fmt != "text":
                bad.append("%s: no attachment but format %s" % (name, fmt))
            for tok in set(re.findall(r"\b[A-Z]{2}[A-Z0-9]{9}\d\b", text)):
                if not isin_ok(tok):
                    bad.append("%s: bad ISIN %s in mail" % (name, tok))
            seen = set()
            for qq in gold["quotes"]:
                n += 1
                k = qq["instrument_key"]
                if k != k.upper() or "  " in k or k != k.strip():
                    bad.append("%s: key %r" % (name, k))
                if re.fullmatch(r"[A-Z]{2}[A-Z0-9]{9}\d", k) and not isin_ok(k):
                    bad.append("%s: bad ISIN key %s" % (name, k))
                elif re.fullmatch(r"[0-9][0-9A-Z]{7}\d", k) and not cusip_ok(k):
                    bad.append("%s: bad CUSIP key %s" % (name, k))
                if k not in text.upper() and not (re.fullmatch(r"[A-Z0-9]{9,12}", k)):
                    pass  # composed keys (issuer / coupon / ISO maturity) are not written as such
                for side in ("bid", "ask"):
                    v = qq[side]
                    if v is not None and round(float(v), 6) not in values:
                        bad.append("%s: %s %s %s not in the mail" % (name, k, side, v))
                for s in ("bid_size", "ask_size"):
                    if qq[s] is not None and qq[s] <= 0:
                        bad.append("%s: %s %s not positive" % (name, k, s))
                    side = s.split("_")[0]
                    if qq[s] is not None and qq[side] is None:
                        bad.append("%s: %s size on a missing side" % (name, k))
                b, a = qq["bid"], qq["ask"]
                if b is not None and a is not None:
                    if b == a:
                        bad.append("%s: %s locked %s" % (name, k, b))
                    if qq["asset_class"] == "cds" or qq["quote_type"] == "price":
                        if b > a:
                            bad.append("%s: %s %s crossed %s/%s" % (name, k, qq["quote_type"], b, a))
                    elif b < a:
                        bad.append("%s: %s %s crossed %s/%s" % (name, k, qq["quote_type"], b, a))
                if b is None and a is None:
                    bad.append("%s: %s no level" % (name, k))
                sig = (k, qq["quote_type"], qq["dealer"])
                if sig in seen:
                    bad.append("%s: %s %s twice for %s" % (name, k, qq["quote_type"], qq["dealer"]))
                seen.add(sig)
                if qq["dealer"] != qq["dealer"].lower():
                    bad.append("%s: dealer not lower case" % name)
    for p in glob.glob(os.path.join(ROOT, "**", "__pycache__"), recursive=True):
        bad.append("cache directory %s" % p)
    for b in bad:
        print("FAIL", b)
    print("%d quotes checked, %d problems" % (n, len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
