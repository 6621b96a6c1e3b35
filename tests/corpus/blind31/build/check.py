"""Self-consistency check of the blind31 gold: every level is in its mail's document, keys and fields well formed."""
from __future__ import annotations

import email
import io
import json
import re
import sys
from email import policy
from pathlib import Path

import docx
import openpyxl
import pdfplumber

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import cusip_check  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FIELDS = ["instrument_key", "asset_class", "group", "quote_type", "bid", "ask", "bid_size", "ask_size", "dealer"]
ASSETS = {"corporate", "sovereign", "government", "agency", "muni", "loan", "structured", "cds", "convertible", "preferred"}
QTYPES = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
EXT_FMT = {"pdf": "pdf", "docx": "docx", "xlsx": "xlsx"}


def isin_ok(s: str) -> bool:
    digits = "".join(str(int(c, 36)) for c in s[:-1])
    total = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        total += v // 10 + v % 10
    return str((10 - total % 10) % 10) == s[-1]


def numbers_in_text(text: str) -> set[float]:
    out: set[float] = set()
    for m in re.finditer(r"(?<![\d/])(\d{1,3})-(\d{2})(\+?)(?![\d/])", text):
        out.add(round(int(m.group(1)) + (int(m.group(2)) * 2 + (1 if m.group(3) else 0)) / 64, 6))
    for m in re.finditer(r"(?<![\d/.])(\d{1,3}) ([1357])/([248])(?![\d/])", text):
        out.add(round(int(m.group(1)) + int(m.group(2)) / int(m.group(3)), 6))
    for tok in re.split(r"[\s|]+", text):
        t = tok.strip("()").replace(",", "").rstrip("%")
        t = re.sub(r"^(T\+|\+|-)", "", t)
        if re.fullmatch(r"\d+(\.\d+)?", t):
            out.add(round(float(t), 6))
        elif re.fullmatch(r"\d{1,3}", tok):
            out.add(float(tok))
    return out


def doc_text_and_numbers(name: str, data: bytes) -> tuple[str, set[float]]:
    ext = name.rsplit(".", 1)[1].lower()
    if ext == "pdf":
        with pdfplumber.open(io.BytesIO(data)) as pdf:
            text = "\n".join(p.extract_text() or "" for p in pdf.pages)
        return text, numbers_in_text(text)
    if ext == "docx":
        d = docx.Document(io.BytesIO(data))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" | ".join(c.text for c in r.cells))
        text = "\n".join(parts)
        return text, numbers_in_text(text)
    wb = openpyxl.load_workbook(io.BytesIO(data))
    parts, nums = [], set()
    for ws in wb.worksheets:
        hidden = {k for k, v in ws.column_dimensions.items() if v.hidden}
        for row in ws.iter_rows():
            for c in row:
                if c.value is None or c.column_letter in hidden:
                    continue
                parts.append(str(c.value))
                if isinstance(c.value, (int, float)):
                    nums.add(round(float(c.value), 6))
                    if "%" in c.number_format:
                        nums.add(round(float(c.value) * 100, 6))
    text = "\n".join(parts)
    return text, nums | numbers_in_text(text)


def check_key(key: str, text: str) -> str | None:
    if re.fullmatch(r"[0-9A-Z]{9}", key):
        return None if cusip_check(key[:8]) == key else "bad CUSIP check digit"
    if re.fullmatch(r"[A-Z]{2}[0-9A-Z]{9}\d", key):
        return None if isin_ok(key) else "bad ISIN check digit"
    if key != key.upper() or "  " in key or key != key.strip():
        return "key not upper / single-spaced"
    m = re.fullmatch(r"(.+) (\d+(?:\.\d+)?) (\d{4}-\d{2}-\d{2})", key)
    words = m.group(1).split() if m else key.split()
    up = text.upper()
    for w in words:
        if w not in up:
            return f"key word {w!r} not in document"
    if m and m.group(2).endswith("0") and "." in m.group(2):
        return "coupon with trailing zero"
    return None


def main() -> int:
    errors, n = [], 0
    for half in ("dev", "holdout"):
        for eml in sorted((ROOT / half).glob("*.eml")):
            num = int(eml.name[:2])
            if (num % 2 == 1) != (half == "dev"):
                errors.append(f"{eml.name}: numbering does not match its half")
            msg = email.message_from_bytes(eml.read_bytes(), policy=policy.default)
            for h in ("From", "To", "Date", "Subject", "Message-ID"):
                if not msg[h]:
                    errors.append(f"{eml.name}: missing {h}")
            dealer = msg["From"].addresses[0].domain.split(".")[-2].lower()
            gold = json.loads(eml.with_name(eml.name[:-4] + ".expected.json").read_text())
            atts = list(msg.iter_attachments())
            text, nums = "", set()
            fmts = set()
            for a in atts:
                data = a.get_content()
                if not isinstance(data, bytes) or not data:
                    errors.append(f"{eml.name}: attachment {a.get_filename()} does not decode")
                    continue
                t, ns = doc_text_and_numbers(a.get_filename(), data)
                text += t + "\n"
                nums |= ns
                fmts.add(EXT_FMT[a.get_filename().rsplit(".", 1)[1].lower()])
            if gold["format"] not in fmts:
                errors.append(f"{eml.name}: format {gold['format']} not among attachments {fmts}")
            seen = set()
            for q in gold["quotes"]:
                n += 1
                where = f"{eml.name}: {q.get('instrument_key')} {q.get('quote_type')}"
                if [k for k in q if k != "review"] != FIELDS:
                    errors.append(f"{where}: fields {list(q)}")
                    continue
                if q["asset_class"] not in ASSETS or q["quote_type"] not in QTYPES:
                    errors.append(f"{where}: asset/quote_type")
                if q["dealer"] != dealer:
                    errors.append(f"{where}: dealer {q['dealer']} != {dealer}")
                err = check_key(q["instrument_key"], text)
                if err:
                    errors.append(f"{where}: {err}")
                if q["bid"] is None and q["ask"] is None:
                    errors.append(f"{where}: no level")
                for side, size in (("bid", "bid_size"), ("ask", "ask_size")):
                    v = q[side]
                    if v is not None:
                        if round(float(v), 6) not in nums:
                            errors.append(f"{where}: {side} {v} not in document")
                    if q[size] is not None:
                        if v is None:
                            errors.append(f"{where}: {size} without {side}")
                        if not isinstance(q[size], float) or q[size] < 1000:
                            errors.append(f"{where}: {size} {q[size]!r}")
                if q["bid"] is not None and q["ask"] is not None:
                    if q["quote_type"] == "price" and not q["bid"] < q["ask"]:
                        errors.append(f"{where}: price bid >= ask")
                    if q["quote_type"] in ("yield", "spread", "dm") and not q["bid"] > q["ask"]:
                        errors.append(f"{where}: {q['quote_type']} bid <= ask")
                sig = (q["instrument_key"], q["quote_type"])
                if sig in seen:
                    errors.append(f"{where}: duplicate instrument/measure")
                seen.add(sig)
    for e in errors:
        print("ERROR", e)
    print(f"checked {n} gold quotes, {len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
