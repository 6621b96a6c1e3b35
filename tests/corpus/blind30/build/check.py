"""Check the blind30 gold against its mails: every level is printed in the mail, keys and sizes well formed.

    /work/main/.venv/bin/python tests/corpus/blind30/build/check.py
"""

from __future__ import annotations

import csv
import datetime as dt
import email
import html
import io
import json
import re
import sys
from email import policy
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from common import GROUPS, cusip, isin  # noqa: E402

ROOT = HERE.parent
TYPES = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
FORMATS = {"text", "html", "pdf", "docx", "xlsx", "xls", "csv", "chat"}
LOWER_IS_BETTER = {"yield", "spread", "z_spread", "i_spread", "dm"}


def texts_of(msg) -> tuple[list[str], list[float]]:
    """All text a reader sees, and the numeric cell values of workbooks."""
    out, cells = [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        data = part.get_content()
        name = part.get_filename() or ""
        if ctype == "text/plain" and not name:
            out.append(data)
        elif ctype == "text/html":
            t = re.sub(r"<br\s*/?>", "\n", data)
            t = re.sub(r"<[^>]+>", " ", t)
            out.append(html.unescape(t))
        elif name.endswith(".csv"):
            raw = data if isinstance(data, bytes) else data.encode()
            text = raw.decode("utf-8")
            delim = ";" if text.count(";") > text.count(",") else ","
            rows = list(csv.reader(io.StringIO(text), delimiter=delim))
            out.append("\n".join("  ".join(r) for r in rows))
            if delim == ";":
                out.append("\n".join("  ".join(c.replace(",", ".") for c in r) for r in rows))
        elif name.endswith(".docx"):
            import docx

            d = docx.Document(io.BytesIO(data))
            parts = [p.text for p in d.paragraphs]
            for t in d.tables:
                for row in t.rows:
                    parts.append("  ".join(c.text for c in row.cells))
            out.append("\n".join(parts))
        elif name.endswith(".xlsx"):
            import openpyxl

            wb = openpyxl.load_workbook(io.BytesIO(data))
            for ws in wb.worksheets:
                for row in ws.iter_rows():
                    for c in row:
                        if isinstance(c.value, (int, float)):
                            cells.append(float(c.value))
                            if "%" in (c.number_format or ""):
                                cells.append(round(c.value * 100, 6))
                        elif c.value is not None:
                            out.append(str(c.value))
        elif name:
            raise AssertionError(f"unexpected attachment {name} {ctype}")
    return out, cells


NUM = re.compile(r"(?<![\w.])(\d+)-(\d{2})(\+?)(?![\d.])|(\d+) (\d)/(\d)(?!\d)|([+-]?\d+(?:,\d{3})*(?:\.\d+)?)")


def numbers(text: str) -> set[float]:
    found = set()
    for m in NUM.finditer(text):
        if m.group(1):
            v = int(m.group(1)) + int(m.group(2)) / 32 + (1 / 64 if m.group(3) else 0)
            found.add(round(v, 6))
            found.add(float(m.group(1)))
            found.add(float(m.group(2)))
        elif m.group(4):
            found.add(round(int(m.group(4)) + int(m.group(5)) / int(m.group(6)), 6))
            found.add(float(m.group(4)))
        else:
            tok = m.group(7).replace(",", "")
            found.add(round(float(tok), 6))
            found.add(round(abs(float(tok)), 6))
    # MS-11 style negatives
    for m in re.finditer(r"[A-Za-z]-(\d+(?:\.\d+)?)", text):
        found.add(-float(m.group(1)))
    for m in re.finditer(r"(?<![\w.])-(\d+(?:\.\d+)?)", text):
        found.add(-float(m.group(1)))
    return found


def check_key(key: str, alltext: str, errors: list[str], where: str) -> None:
    if key != key.upper() or "  " in key or key != key.strip() or any(c in key for c in "(),"):
        errors.append(f"{where}: key not normalised: {key!r}")
    if re.fullmatch(r"[A-Z]{2}[A-Z0-9]{9}\d", key):
        if isin(key[:11]) != key:
            errors.append(f"{where}: bad ISIN check digit {key}")
        if key not in alltext:
            errors.append(f"{where}: ISIN {key} not in mail")
    elif re.fullmatch(r"[0-9A-Z]{8}\d", key) and any(c.isdigit() for c in key[:3]):
        if cusip(key[:8]) != key:
            errors.append(f"{where}: bad CUSIP check digit {key}")
        if key not in alltext:
            errors.append(f"{where}: CUSIP {key} not in mail")
    m = re.search(r" (\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$", key)
    if m and re.search(r"\d{4}-\d{2}", key):
        y, mo, d = int(m.group(1)), int(m.group(2) or 1), int(m.group(3) or 1)
        dt.date(y, mo, d)
    # every word of a description key is in the mail
    if not re.fullmatch(r"[A-Z0-9]{9}|[A-Z]{2}[A-Z0-9]{10}", key):
        up = alltext.upper().replace(",", " ")
        for w in key.split():
            if re.fullmatch(r"\d{4}(-\d{2}){0,2}", w) or re.fullmatch(r"\d+(\.\d+)?", w):
                continue
            if w not in up:
                errors.append(f"{where}: key word {w!r} of {key!r} not in mail")


def main() -> int:
    errors: list[str] = []
    counts = {}
    for half in ("dev", "holdout"):
        for gold_path in sorted((ROOT / half).glob("*.expected.json")):
            name = gold_path.name.replace(".expected.json", "")
            num = int(name[:2])
            if (num % 2 == 1) != (half == "dev"):
                errors.append(f"{name}: number parity wrong for {half}")
            spec = json.loads(gold_path.read_text())
            eml = gold_path.with_name(name + ".eml")
            msg = email.message_from_bytes(eml.read_bytes(), policy=policy.default)
            for h in ("From", "To", "Date", "Subject", "Message-ID"):
                if not msg[h]:
                    errors.append(f"{name}: header {h} missing")
            texts, cells = texts_of(msg)
            alltext = "\n".join(texts)
            nums = numbers(alltext) | {round(c, 6) for c in cells}
            if spec["format"] not in FORMATS:
                errors.append(f"{name}: format {spec['format']}")
            if not spec["quotes"]:
                errors.append(f"{name}: no quotes")
            seen = set()
            for i, qq in enumerate(spec["quotes"]):
                where = f"{half}/{name}#{i}"
                if set(qq) != {"instrument_key", "asset_class", "group", "quote_type", "bid", "ask", "bid_size",
                               "ask_size", "dealer"}:
                    errors.append(f"{where}: fields {sorted(qq)}")
                if qq["quote_type"] not in TYPES:
                    errors.append(f"{where}: quote_type {qq['quote_type']}")
                if GROUPS.get(qq["asset_class"]) != qq["group"]:
                    errors.append(f"{where}: asset/group {qq['asset_class']}/{qq['group']}")
                if not qq["dealer"] or qq["dealer"] != qq["dealer"].lower():
                    errors.append(f"{where}: dealer {qq['dealer']!r}")
                check_key(qq["instrument_key"], alltext, errors, where)
                b, a = qq["bid"], qq["ask"]
                if b is None and a is None:
                    errors.append(f"{where}: no level")
                for side, v, sz in (("bid", b, qq["bid_size"]), ("ask", a, qq["ask_size"])):
                    if v is not None and round(float(v), 6) not in nums:
                        errors.append(f"{where}: {side} {v} not printed in the mail")
                    if v is None and sz is not None:
                        errors.append(f"{where}: {side} size without a level")
                    if sz is not None and (not isinstance(sz, float) or sz <= 0 or sz > 2e9):
                        errors.append(f"{where}: {side} size {sz!r}")
                t = qq["quote_type"]
                if b is not None and a is not None:
                    if t == "cover" and b != a:
                        errors.append(f"{where}: cover bid != ask")
                    elif t == "talk" and b > a:
                        errors.append(f"{where}: talk range reversed")
                    elif qq["asset_class"] == "cds" and t != "price" and not b < a:
                        errors.append(f"{where}: CDS {t} bid {b} not below ask {a}")
                    elif qq["asset_class"] != "cds" and t in LOWER_IS_BETTER and not b > a:
                        errors.append(f"{where}: {t} bid {b} not above ask {a}")
                    elif t == "price" and not b < a:
                        errors.append(f"{where}: price bid {b} not below ask {a}")
                sig = (qq["instrument_key"], t)
                if sig in seen:
                    errors.append(f"{where}: {sig} twice")
                seen.add(sig)
                c = counts.setdefault(half, {"layouts": set(), "quotes": 0, "format": {}, "asset": {}})
                c["layouts"].add(name)
                c["quotes"] += 1
                c["format"][spec["format"]] = c["format"].get(spec["format"], 0) + 1
                c["asset"][qq["asset_class"]] = c["asset"].get(qq["asset_class"], 0) + 1
    for half, c in counts.items():
        print(f"{half}: {len(c['layouts'])} layouts, {c['quotes']} quotes")
        print(f"  format {dict(sorted(c['format'].items()))}")
        print(f"  asset  {dict(sorted(c['asset'].items()))}")
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
