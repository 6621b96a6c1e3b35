"""Self-consistency of the blind29 gold: mails parse, attachments decode, every gold level and key is in the mail.

Run: /work/main/.venv/bin/python tests/corpus/blind29/build/check.py
"""

from __future__ import annotations

import email
import io
import json
import re
import sys
from email import policy
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import docx  # noqa: E402
import openpyxl  # noqa: E402
import pdfplumber  # noqa: E402
from base import dealer_of  # noqa: E402
from common import _cusip_check, isin, p32  # noqa: E402

ROOT = HERE.parent
FIELDS = ["instrument_key", "asset_class", "group", "quote_type", "bid", "ask", "bid_size", "ask_size", "dealer"]
ASSETS = {"corporate", "sovereign", "government", "agency", "muni", "loan", "structured", "cds", "convertible",
          "preferred"}
TYPES = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
FORMATS = {"text", "html", "pdf", "docx", "xlsx", "xls", "csv", "chat"}


def mail_content(msg) -> tuple[str, list[float], list[str]]:
    """(all text, numeric cell values, formats of the attachments)."""
    texts, nums, kinds = [], [], []
    body = msg.get_body(preferencelist=("plain",))
    if body is not None:
        texts.append(body.get_content())
    for part in msg.iter_attachments():
        data = part.get_content()
        assert isinstance(data, bytes) and data, part.get_filename()
        name = part.get_filename().lower()
        if name.endswith(".pdf"):
            kinds.append("pdf")
            with pdfplumber.open(io.BytesIO(data)) as pdf:
                for pg in pdf.pages:
                    texts.append(pg.extract_text() or "")
                    words = pg.extract_words(x_tolerance=1.5, extra_attrs=["size"])
                    texts.append(" ".join(w["text"] for w in words))
        elif name.endswith(".docx"):
            kinds.append("docx")
            d = docx.Document(io.BytesIO(data))
            texts += [p.text for p in d.paragraphs]
            for t in d.tables:
                for r in t.rows:
                    texts.append(" | ".join(c.text for c in r.cells))
        elif name.endswith(".xlsx"):
            kinds.append("xlsx")
            wb = openpyxl.load_workbook(io.BytesIO(data), data_only=True)
            for ws in wb.worksheets:
                for row in ws.iter_rows(values_only=True):
                    for v in row:
                        if isinstance(v, (int, float)):
                            nums.append(float(v))
                        elif v is not None:
                            texts.append(str(v))
                    texts.append(" | ".join("" if v is None else str(v) for v in row))
        else:
            raise AssertionError(f"unexpected attachment {name}")
    return "\n".join(texts), nums, kinds


def reprs(x: float, qt: str) -> set[str]:
    out = {f"{x:.2f}", f"{x:.3f}", f"{x:g}", f"{x:.1f}"}
    if qt in ("spread", "dm", "i_spread", "z_spread") and x == int(x):
        out |= {str(int(x)), f"+{int(x)}", f"T+{int(x)}"}
    if qt in ("price", "talk"):
        for style in ("digit", "frac"):
            s = p32(x, style)
            out.add(s)
            out.add("/" + s.split("-", 1)[1])
    return out


def present(x: float, qt: str, text: str, nums: list[float]) -> bool:
    if any(abs(n - x) < 1e-9 or abs(n * 100 - x) < 1e-6 for n in nums):
        return True
    return any(re.search(r"(?<![\d.])" + re.escape(r) + r"(?![\d])", text) for r in reprs(x, qt))


def key_ok(key: str, text: str) -> str | None:
    up = text.upper()
    if re.fullmatch(r"[0-9A-Z]{9}", key) and any(c.isdigit() for c in key[:3]):
        if _cusip_check(key[:8]) != key[8]:
            return "bad CUSIP check digit"
        return None if key in up else "CUSIP not in mail"
    if re.fullmatch(r"[A-Z]{2}[0-9A-Z]{9}[0-9]", key):
        if isin(key[:11]) != key:
            return "bad ISIN check digit"
        return None if key in up else "ISIN not in mail"
    if key != key.upper() or "  " in key:
        return "key not upper case / single spaced"
    for w in key.split():
        if re.fullmatch(r"\d{4}(-\d\d){0,2}", w) or re.fullmatch(r"\d+(\.\d+)?", w):
            continue  # coupon or ISO maturity, derived from the row
        if w not in up:
            return f"key word {w!r} not in mail"
    return None


def main() -> int:
    errors = 0
    totals = {}
    for half, parity in (("dev", 1), ("holdout", 0)):
        emls = sorted((ROOT / half).glob("*.eml"))
        assert len(emls) == 20, (half, len(emls))
        nq = 0
        for f in emls:
            num = int(f.name[:2])
            assert num % 2 == parity, f.name
            msg = email.message_from_bytes(f.read_bytes(), policy=policy.default)
            for h in ("From", "To", "Date", "Subject", "Message-ID"):
                assert msg[h], (f.name, h)
            dealer = dealer_of(msg["From"].addresses[0].addr_spec)
            text, nums, kinds = mail_content(msg)
            gold = json.loads(f.with_name(f.name[:-4] + ".expected.json").read_text())
            assert set(gold) == {"format", "quotes"} and gold["format"] in FORMATS, f.name
            if kinds:
                assert gold["format"] in kinds, (f.name, gold["format"], kinds)
            else:
                assert gold["format"] == "text", f.name
            sigs = set()
            for q in gold["quotes"]:
                nq += 1
                where = f"{half}/{f.name} {q.get('instrument_key')} {q.get('quote_type')}"
                problems = []
                if list(q) != FIELDS:
                    problems.append("fields")
                if q["asset_class"] not in ASSETS or q["quote_type"] not in TYPES:
                    problems.append("asset/type")
                if q["dealer"] != dealer:
                    problems.append(f"dealer {q['dealer']} != {dealer}")
                if q["bid"] is None and q["ask"] is None:
                    problems.append("no level")
                for side in ("bid", "ask"):
                    sz = q[f"{side}_size"]
                    if q[side] is None and sz is not None:
                        problems.append(f"{side} size without {side}")
                    if sz is not None and (not isinstance(sz, float) or sz <= 0 or sz > 5e8):
                        problems.append(f"{side} size {sz}")
                    if q[side] is not None and not present(q[side], q["quote_type"], text, nums):
                        problems.append(f"{side} {q[side]} not in mail")
                b, a = q["bid"], q["ask"]
                if b is not None and a is not None:
                    if q["quote_type"] == "price" and not b < a:
                        problems.append("price bid >= ask")
                    if q["quote_type"] in ("yield", "spread", "dm", "i_spread", "z_spread") and not b > a:
                        problems.append("bid <= ask on a yield/spread")
                    if q["quote_type"] == "talk" and b > a:
                        problems.append("talk range reversed")
                if q["asset_class"] == "corporate" and q["group"] not in ("ig", "hy"):
                    problems.append("corporate without group")
                k = key_ok(q["instrument_key"], text)
                if k:
                    problems.append(k)
                sig = (q["instrument_key"], q["quote_type"], q["bid_size"], q["ask_size"])
                if sig in sigs:
                    problems.append("duplicate key/measure/size in one mail")
                sigs.add(sig)
                for p in problems:
                    print("ERROR", where, p)
                    errors += 1
        totals[half] = nq
    print(totals, "errors:", errors)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
