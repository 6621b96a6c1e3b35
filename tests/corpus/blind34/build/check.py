"""Self-consistency check of the blind34 gold: python -B build/check.py"""
import email
import glob
import html
import json
import os
import re
import sys
from email import policy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORMATS = {"text", "html", "chat", "csv", "xlsx", "docx", "pdf"}
QT = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
AC = {"corporate", "sovereign", "government", "agency", "muni", "loan", "structured", "cds",
      "convertible", "preferred"}
FIELDS = ["instrument_key", "asset_class", "group", "quote_type", "bid", "ask", "bid_size",
          "ask_size", "dealer"]
# mails where a locked / crossed market is deliberate: none in this corpus
DELIBERATE_CROSSED = set()


def luhn_ok(s):
    digits = "".join(str(int(ch, 36)) for ch in s)
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d)
        if i % 2 == 1:
            n *= 2
        total += n // 10 + n % 10
    return total % 10 == 0


def cusip_ok(c):
    total = 0
    for i, ch in enumerate(c[:8]):
        v = int(ch) if ch.isdigit() else ord(ch) - 55
        if i % 2 == 1:
            v *= 2
        total += v // 10 + v % 10
    return str((10 - total % 10) % 10) == c[8]


def mail_text(path):
    with open(path, "rb") as f:
        msg = email.message_from_binary_file(f, policy=policy.default)
    out = []
    for part in msg.walk():
        if part.is_multipart():
            continue
        payload = part.get_payload(decode=True)
        txt = payload.decode(part.get_content_charset() or "utf-8")
        if part.get_content_type() == "text/html":
            txt = re.sub(r"<br\s*/?>", "\n", txt, flags=re.I)
            txt = re.sub(r"<[^>]+>", " ", txt)
            txt = html.unescape(txt)
        elif part.get_content_type() == "text/csv":
            import csv, io
            txt = "\n".join(" | ".join(row) for row in csv.reader(io.StringIO(txt)))
        out.append(txt)
    return msg, "\n".join(out)


def numbers(text):
    vals = set()
    for m in re.finditer(r"(?<![\d.])(\d{1,3})-(\d{2})([+\d])?(?:\s*/\s*(\d{2})([+\d])?(?![\d.-]))?", text):
        h = int(m.group(1))
        for t, x in ((m.group(2), m.group(3)), (m.group(4), m.group(5))):
            if t is None:
                continue
            v = h + int(t) / 32
            if x:
                v += (0.5 if x == "+" else int(x) / 8) / 32
            vals.add(round(v, 9))
    for m in re.finditer(r"(\d+)\s+(\d)/(\d{1,2})(?!\d|/)", text):
        vals.add(round(int(m.group(1)) + int(m.group(2)) / int(m.group(3)), 9))
    for m in re.finditer(r"\d+(?:,\d{3})*(?:\.\d+)?", text):
        v = float(m.group(0).replace(",", ""))
        vals.add(round(v, 9))
        vals.add(round(-v, 9))
    return vals


def main():
    errors = []
    files = sorted(glob.glob(os.path.join(ROOT, "dev", "*.eml")) + glob.glob(os.path.join(ROOT, "holdout", "*.eml")))
    total = 0
    for eml in files:
        name = os.path.relpath(eml, ROOT)
        gold_path = eml[:-4] + ".expected.json"
        if not os.path.exists(gold_path):
            errors.append(f"{name}: no gold")
            continue
        gold = json.load(open(gold_path))
        msg, text = mail_text(eml)
        for h in ("From", "To", "Date", "Subject", "Message-ID"):
            if not msg[h]:
                errors.append(f"{name}: header {h} missing")
        if gold.get("format") not in FORMATS:
            errors.append(f"{name}: bad format")
        num = int(os.path.basename(eml)[:2])
        half = "dev" if "/dev/" in eml else "holdout"
        if (num % 2 == 1) != (half == "dev"):
            errors.append(f"{name}: numbering does not match half")
        nums = numbers(text)
        for m in re.finditer(r"\b[A-Z]{2}[A-Z0-9]{9}\d\b", text):
            tok = m.group(0)
            if re.match(r"^(XS|US|DE|GB|FR)", tok) and not luhn_ok(tok):
                errors.append(f"{name}: ISIN {tok} check digit wrong")
        seen = set()
        for q in gold["quotes"]:
            total += 1
            if list(q) != FIELDS:
                errors.append(f"{name}: fields {list(q)}")
            k = q["instrument_key"]
            tag = f"{name}: {k} {q['quote_type']}"
            if k != k.upper() or "  " in k or k != k.strip():
                errors.append(f"{tag}: key not upper / spaced")
            if re.fullmatch(r"[A-Z]{2}[A-Z0-9]{9}\d", k) and not luhn_ok(k):
                errors.append(f"{tag}: ISIN check digit")
            if re.fullmatch(r"[0-9][0-9A-Z]{7}\d", k) and not cusip_ok(k):
                errors.append(f"{tag}: CUSIP check digit")
            if re.fullmatch(r"[0-9A-Z]{12}|[0-9][0-9A-Z]{8}", k) and k not in text:
                errors.append(f"{tag}: identifier not in mail")
            if q["asset_class"] not in AC or q["quote_type"] not in QT:
                errors.append(f"{tag}: asset class / quote type")
            if not q["dealer"] or q["dealer"] != q["dealer"].lower():
                errors.append(f"{tag}: dealer")
            if (k, q["quote_type"]) in seen:
                errors.append(f"{tag}: key + quote_type twice")
            seen.add((k, q["quote_type"]))
            b, a = q["bid"], q["ask"]
            if b is None and a is None:
                errors.append(f"{tag}: no side")
            for side, v in (("bid", b), ("ask", a)):
                if v is not None and round(v, 9) not in nums:
                    errors.append(f"{tag}: {side} {v} not in mail")
            for side, lv, sz in (("bid", b, q["bid_size"]), ("ask", a, q["ask_size"])):
                if sz is not None and (sz <= 0 or lv is None):
                    errors.append(f"{tag}: {side} size {sz} bad (or on an absent side)")
            if b is not None and a is not None and name not in DELIBERATE_CROSSED:
                if q["quote_type"] in ("price", "upfront") and not b < a:
                    errors.append(f"{tag}: crossed/locked price {b}/{a}")
                # a CDS running spread is bid below offer (protection bought / sold), as in the
                # contract's own example; cash spreads, yields and DMs are bid above offer
                if q["asset_class"] == "cds" and q["quote_type"] == "spread":
                    if not b < a:
                        errors.append(f"{tag}: crossed/locked CDS {b}/{a}")
                elif q["quote_type"] in ("yield", "spread", "z_spread", "i_spread", "dm") and not b > a:
                    errors.append(f"{tag}: crossed/locked {b}/{a}")
    for e in errors:
        print("FAIL", e)
    print(f"{len(files)} mails, {total} gold quotes, {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
