"""Self-consistency checks of the blind32 gold (no parser involved).

    /work/main/.venv/bin/python tests/corpus/blind32/build/check.py
"""

from __future__ import annotations

import email
import html
import json
import re
import sys
from email import policy
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from common import cusip_check  # noqa: E402

ROOT = HERE.parent
FIELDS = ["instrument_key", "asset_class", "group", "quote_type", "bid", "ask", "bid_size", "ask_size", "dealer"]
ASSETS = {"corporate", "sovereign", "government", "agency", "muni", "loan", "structured", "cds", "convertible",
          "preferred"}
TYPES = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
FORMATS = {"text", "html", "pdf", "docx", "xlsx", "xls", "csv", "chat"}
HIGHER_BID = {"spread", "yield", "dm", "z_spread", "i_spread"}


def mail_text(path: Path) -> tuple[str, set[str]]:
    msg = email.message_from_bytes(path.read_bytes(), policy=policy.default)
    for hdr in ("From", "To", "Date", "Subject", "Message-ID"):
        assert msg[hdr], f"{path.name}: no {hdr}"
    texts, kinds = [], set()
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        data = part.get_payload(decode=True)
        assert data is not None and len(data) > 0, f"{path.name}: empty part {ctype}"
        text = data.decode("utf-8")
        if part.get_filename():
            kinds.add(part.get_filename().rsplit(".", 1)[-1].lower())
        elif ctype == "text/html":
            kinds.add("html")
            text = html.unescape(re.sub(r"<[^>]+>", " ", text.replace("<br>", "\n")))
        else:
            kinds.add("text")
        texts.append(text)
    return "\n".join(texts), kinds


def numbers(text: str) -> set[float]:
    vals: set[float] = set()
    for m in re.finditer(r"(?<![\d.])(\d+(?:\.\d+)?)", text):
        vals.add(round(float(m.group(1)), 6))
    for m in re.finditer(r"(?<![\d.])(\d{2,3})-(\d{2})(\+|\d)?(?![\d.])", text):
        v = Fraction(int(m.group(1))) + Fraction(int(m.group(2)), 32)
        if m.group(3) == "+":
            v += Fraction(1, 64)
        elif m.group(3):
            v += Fraction(int(m.group(3)), 256)
        vals.add(round(float(v), 6))
    for m in re.finditer(r"(?<![\d.])(\d+)\s+(\d)/(\d{1,2})(?![\d/])", text):
        vals.add(round(int(m.group(1)) + int(m.group(2)) / int(m.group(3)), 6))
    return vals


def check_file(gold_path: Path) -> list[str]:
    errs: list[str] = []
    stem = gold_path.name.replace(".expected.json", "")
    num = int(stem[:2])
    half = gold_path.parent.name
    if (num % 2 == 1) != (half == "dev"):
        errs.append(f"{stem}: number {num} in {half}")
    eml = gold_path.with_name(stem + ".eml")
    text, kinds = mail_text(eml)
    gold = json.loads(gold_path.read_text())
    fmt = gold["format"]
    if fmt not in FORMATS:
        errs.append(f"{stem}: format {fmt}")
    if fmt in ("csv", "xlsx", "pdf", "docx") and fmt not in kinds:
        errs.append(f"{stem}: format {fmt} but parts {kinds}")
    if fmt == "html" and "html" not in kinds:
        errs.append(f"{stem}: html gold, no html part")
    vals = numbers(text)
    seen = set()
    for q in gold["quotes"]:
        where = f"{stem}: {q.get('instrument_key')} {q.get('quote_type')}"
        if [k for k in q if k != "review"] != FIELDS:
            errs.append(f"{where}: fields {list(q)}")
            continue
        key = q["instrument_key"]
        if key != key.upper() or "  " in key or key != key.strip() or re.search(r"[(),]", key):
            errs.append(f"{where}: key not well formed")
        if len(key) == 9 and key.isalnum() and key[:1].isdigit() and cusip_check(key[:8]) != key[8]:
            errs.append(f"{where}: CUSIP check digit")
        if q["asset_class"] not in ASSETS:
            errs.append(f"{where}: asset class")
        if q["quote_type"] not in TYPES:
            errs.append(f"{where}: quote type")
        if q["dealer"] != q["dealer"].lower() or not q["dealer"]:
            errs.append(f"{where}: dealer")
        bid, ask = q["bid"], q["ask"]
        if bid is None and ask is None:
            errs.append(f"{where}: no level")
        for side, lvl, size in (("bid", bid, q["bid_size"]), ("ask", ask, q["ask_size"])):
            if lvl is not None and round(lvl, 6) not in vals:
                errs.append(f"{where}: {side} {lvl} not in the mail")
            if lvl is None and size is not None:
                errs.append(f"{where}: {side} size without a {side}")
            if size is not None and (not isinstance(size, float) or size <= 0 or size % 1000):
                errs.append(f"{where}: {side} size {size}")
        if bid is not None and ask is not None and q["quote_type"] not in ("talk", "cover"):
            if bid == ask:
                errs.append(f"{where}: locked market")
            elif q["asset_class"] == "cds" and bid > ask:
                errs.append(f"{where}: crossed CDS market (protection bid below offer)")
            elif q["asset_class"] != "cds" and q["quote_type"] in HIGHER_BID and bid < ask:
                errs.append(f"{where}: crossed {q['quote_type']}")
            elif q["quote_type"] == "price" and bid > ask:
                errs.append(f"{where}: crossed price")
        if q["quote_type"] == "price" and not 50 < (bid or ask) < 130 and q["asset_class"] != "cds":
            errs.append(f"{where}: price out of range")
        sig = (key, q["quote_type"])
        if sig in seen:
            errs.append(f"{where}: duplicate key/measure")
        seen.add(sig)
    return errs


def main() -> int:
    errs, n_mail, n_q = [], 0, 0
    for half in ("dev", "holdout"):
        emls = sorted((ROOT / half).glob("*.eml"))
        golds = sorted((ROOT / half).glob("*.expected.json"))
        if len(emls) != len(golds) or len(emls) != 12:
            errs.append(f"{half}: {len(emls)} mails, {len(golds)} gold files")
        for g in golds:
            n_mail += 1
            n_q += len(json.loads(g.read_text())["quotes"])
            errs += check_file(g)
    for e in errs:
        print("FAIL", e)
    print(f"{n_mail} mails, {n_q} gold quotes, {len(errs)} problems")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
