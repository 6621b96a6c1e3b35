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
from stdnum import cusip as stdnum_cusip
from stdnum import isin as stdnum_isin

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NUM = re.compile(r"[-+]?\d+(?:[.,]\d+)?")
T32 = re.compile(r"\b(\d{2,3})-(\d{2})(\+|\d)?")


def cusip_ok(c):
    """python-stdnum: 9 characters (issuer 6 + issue 2 + check digit), check digit over the first 8."""
    return isinstance(c, str) and len(c) == 9 and c == c.strip().upper() and stdnum_cusip.is_valid(c)


def isin_ok(s):
    """python-stdnum: 12 characters (country + 9-character NSIN + check digit)."""
    return isinstance(s, str) and len(s) == 12 and s == s.strip().upper() and stdnum_isin.is_valid(s)


ID_COLS = {"CUSIP": cusip_ok, "ISIN": isin_ok}
# identifier-shaped tokens in free text: anything that looks like an ISIN (two letters, a digit,
# 8-10 more) or a CUSIP-ish token (3 digits then 4-6 alphanumerics with a letter) must be valid
ISIN_SHAPE = re.compile(r"\b[A-Z]{2}\d[0-9A-Z]{8,10}\b")
CUSIP_SHAPE = re.compile(r"\b\d{3}(?=[0-9A-Z]*[A-Z])[0-9A-Z]{4,6}\b")


def id_col_kind(header):
    h = str(header or "").strip().upper()
    return h if h in ID_COLS else None


def check_table(rows, ids):
    """rows: lists of cell values. A row holding a CUSIP / ISIN header cell starts a table, a blank row
    ends it; a cell below the header in that column that is one token with a digit (not a total, a
    title or a trailer) is an identifier and must be valid, whatever its length."""
    cols = {}
    for row in rows:
        cells = ["" if v is None else str(v).strip() for v in row]
        if not any(cells):
            cols = {}
            continue
        kinds = {i: id_col_kind(v) for i, v in enumerate(cells) if id_col_kind(v)}
        if kinds:
            cols = kinds
            continue
        got = {}
        for i, kind in cols.items():
            v = cells[i] if i < len(cells) else ""
            if re.fullmatch(r"(?=\S*\d)[0-9A-Za-z*@#]+", v):
                got[kind] = v
                ids.append((kind, v))
        if "CUSIP" in got and "ISIN" in got and got["ISIN"][2:11] != got["CUSIP"]:
            ids.append(("PAIR", "%s / %s" % (got["CUSIP"], got["ISIN"])))


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
    values, kinds, texts, ids = set(), [], [], []
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
                check_table([[c.value for c in row] for row in ws.iter_rows()], ids)
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
            rows = list(csv.reader(io.StringIO(text), delimiter=delim))
            check_table(rows, ids)
            for row in rows:
                for cell in row:
                    texts.append(cell)
                    numbers_in_text(cell, values)
        elif ctype == "text/plain":
            t = part.get_content()
            texts.append(t)
            # pasted sheets: tab-separated or space-aligned (2+ spaces) columns
            check_table([re.split(r"\t| {2,}", ln.strip()) if ln.strip() else [] for ln in t.splitlines()], ids)
            numbers_in_text(t, values)
    return values, kinds, "\n".join(texts), ids


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
            values, kinds, text, ids = mail_values(os.path.join(ROOT, half, name + ".eml"))
            mail_ids = set()
            for kind, v in ids:
                if kind == "PAIR":
                    bad.append("%s: ISIN does not wrap the row's CUSIP: %s" % (name, v))
                elif not ID_COLS[kind](v):
                    bad.append("%s: bad %s %r in a %s column" % (name, kind, v, kind))
                else:
                    mail_ids.add(v)
            fmt = gold["format"]
            if kinds and fmt != kinds[0]:
                bad.append("%s: format %s but attachment %s" % (name, fmt, kinds))
            if not kinds and fmt != "text":
                bad.append("%s: no attachment but format %s" % (name, fmt))
            for tok in sorted(set(ISIN_SHAPE.findall(text))):
                if not isin_ok(tok):
                    bad.append("%s: bad ISIN %s in mail" % (name, tok))
                mail_ids.add(tok)
            for tok in sorted(set(CUSIP_SHAPE.findall(text))):
                if not cusip_ok(tok):
                    bad.append("%s: bad CUSIP-shaped token %s in mail" % (name, tok))
            seen = set()
            for qq in gold["quotes"]:
                n += 1
                k = qq["instrument_key"]
                if k != k.upper() or "  " in k or k != k.strip():
                    bad.append("%s: key %r" % (name, k))
                # a one-token key with a digit is an identifier: a 9-character CUSIP or a 12-character
                # ISIN, valid by python-stdnum and written in the mail (any other length is a defect)
                if re.fullmatch(r"(?=[0-9A-Z]*\d)[0-9A-Z]{6,14}", k):
                    if not (cusip_ok(k) or isin_ok(k)):
                        bad.append("%s: key %s is not a valid 9-character CUSIP or 12-character ISIN" % (name, k))
                    elif k not in mail_ids:
                        bad.append("%s: identifier key %s not in the mail's CUSIP / ISIN cells" % (name, k))
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
