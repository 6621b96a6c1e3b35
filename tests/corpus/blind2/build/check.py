# ruff: noqa: E501, DTZ001, B905, UP031
"""Self-check of the blind2 corpus: every mail parses, every attachment reopens with its own library,
every identifier in gold is valid and appears in its mail, the gold follows the vocabulary and the
bid/ask order of its measure (unless marked for review). Prints the per-format and per-group counts.

Run with the authoring venv: /tmp/blind2-venv/bin/python check.py
"""
import csv
import io
import json
import re
import sys
from collections import Counter, defaultdict
from email import policy
from email.parser import BytesParser

import docx
import openpyxl
import xlrd
from lib import ASSET_CLASSES, FORMATS, GROUPS, OUT, QUOTE_TYPES
from pypdf import PdfReader
from stdnum import cusip, figi, isin

FIELDS = ["instrument_key", "asset_class", "group", "quote_type", "bid", "ask", "bid_size", "ask_size", "dealer"]


def attachment_text(fname, data):
    ext = fname.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        r = PdfReader(io.BytesIO(data))
        return "\n".join(p.extract_text() for p in r.pages), f"pdf {len(r.pages)}p"
    if ext == "docx":
        d = docx.Document(io.BytesIO(data))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append(" | ".join(c.text for c in row.cells))
        return "\n".join(parts), f"docx {len(d.tables)} tables"
    if ext == "xlsx":
        wb = openpyxl.load_workbook(io.BytesIO(data))
        parts = []
        for ws in wb.worksheets:
            for row in ws.iter_rows(values_only=True):
                parts.append(" | ".join("" if v is None else str(v) for v in row))
        return "\n".join(parts), f"xlsx {len(wb.worksheets)} sheets"
    if ext == "xls":
        wb = xlrd.open_workbook(file_contents=data)
        parts = []
        for sh in wb.sheets():
            for r in range(sh.nrows):
                parts.append(" | ".join(str(v) for v in sh.row_values(r)))
        return "\n".join(parts), f"xls {wb.nsheets} sheets"
    if ext == "csv":
        for enc in ("utf-8", "cp1252"):
            try:
                txt = data.decode(enc)
                break
            except UnicodeDecodeError:
                continue
        dialect = csv.Sniffer().sniff(txt.splitlines()[0])
        rows = list(csv.reader(io.StringIO(txt), dialect))
        assert len({len(r) for r in rows}) == 1, f"{fname}: ragged csv"
        return txt, f"csv '{dialect.delimiter}' {len(rows)} rows"
    if ext == "txt":
        return data.decode("utf-8"), "txt"
    raise ValueError(fname)


def ident_ok(k):
    if re.fullmatch(r"BBG[A-Z0-9]{9}", k):
        return figi.is_valid(k), "figi"
    if re.fullmatch(r"[A-Z]{2}[A-Z0-9]{9}\d", k):
        return isin.is_valid(k), "isin"
    if re.fullmatch(r"[0-9]{3}[0-9A-Z]{5}[0-9]", k) and not re.fullmatch(r"\d{4}-\d{2}.*", k):
        return cusip.is_valid(k), "cusip"
    return None, None


def main():
    errors = []
    fmt_count = Counter()
    fmt_quotes = Counter()
    group_mails = defaultdict(set)
    group_quotes = Counter()
    qt_count = Counter()
    review = 0
    total = 0
    empty = []
    emls = sorted(OUT.glob("*.eml"))
    for eml in emls:
        name = eml.stem
        gold = json.loads((OUT / f"{name}.expected.json").read_text())
        msg = BytesParser(policy=policy.default).parsebytes(eml.read_bytes())
        for h in ("From", "To", "Date", "Subject", "Message-ID", "MIME-Version"):
            if not msg[h]:
                errors.append(f"{name}: missing {h}")
        texts = []
        info = []
        for part in msg.walk():
            if part.is_multipart():
                continue
            fn = part.get_filename()
            if fn:
                if part["Content-Transfer-Encoding"].lower() != "base64":
                    errors.append(f"{name}: attachment {fn} not base64")
                t, i = attachment_text(fn, part.get_payload(decode=True))
                texts.append(t)
                info.append(f"{fn} ({i})")
            else:
                texts.append(part.get_content())
        alltext = "\n".join(texts)
        flat = re.sub(r"<[^>]+>", " ", alltext).replace("&nbsp;", " ").replace("&amp;", "&")
        fmt = gold["format"]
        if fmt not in FORMATS:
            errors.append(f"{name}: bad format {fmt}")
        fmt_count[fmt] += 1
        fmt_quotes[fmt] += len(gold["quotes"])
        if not gold["quotes"]:
            empty.append(name)
        seen = Counter()
        for q in gold["quotes"]:
            total += 1
            if list(q)[:9] != FIELDS or set(q) - set(FIELDS) - {"review"}:
                errors.append(f"{name}: fields {list(q)}")
            if q["asset_class"] not in ASSET_CLASSES or q["group"] not in GROUPS or q["quote_type"] not in QUOTE_TYPES:
                errors.append(f"{name}: vocab {q}")
            group_mails[q["group"]].add(name)
            group_quotes[q["group"]] += 1
            qt_count[q["quote_type"]] += 1
            review += bool(q.get("review"))
            k = q["instrument_key"]
            ok, kind = ident_ok(k)
            if kind:
                if not ok:
                    errors.append(f"{name}: invalid {kind} {k}")
                if k not in flat:
                    errors.append(f"{name}: identifier {k} not in mail")
            else:
                first = k.split(" ")[0]
                if first.lower() not in flat.lower():
                    errors.append(f"{name}: issuer word {first} of {k} not in mail")
                if k != k.upper() or "  " in k:
                    errors.append(f"{name}: key not normalised {k!r}")
            b, a = q["bid"], q["ask"]
            if b is None and a is None:
                errors.append(f"{name}: empty quote {k}")
            if b is not None and a is not None and not q.get("review"):
                qt = q["quote_type"]
                up = qt in ("price", "talk", "cover", "upfront") or (qt == "spread" and q["asset_class"] == "cds")
                if up and b > a:
                    errors.append(f"{name}: crossed {qt} {k} {b}/{a}")
                if not up and b < a:
                    errors.append(f"{name}: crossed {qt} {k} {b}/{a}")
            for lvl in (b, a):
                if lvl is not None and not q.get("review"):
                    qt = q["quote_type"]
                    if qt == "price" and q["asset_class"] != "preferred" and not 50 <= lvl <= 200:
                        errors.append(f"{name}: odd price {k} {lvl}")
                    if qt == "yield" and not 0.5 <= lvl <= 15:
                        errors.append(f"{name}: odd yield {k} {lvl}")
            seen[(k, q["quote_type"], q["dealer"])] += 1
        for key, n in seen.items():
            if n > 1:
                errors.append(f"{name}: duplicate {key}")
        print(f"{name:45s} {fmt:5s} {len(gold['quotes']):4d} quotes  {'; '.join(info)}")
    print()
    print("mails:", len(emls), " quotes:", total, " review:", review, f"({100 * review / max(total, 1):.1f}%)")
    print("mails per format:", dict(sorted(fmt_count.items())))
    print("quotes per format:", dict(sorted(fmt_quotes.items())))
    print("mails per group:", {g: len(group_mails[g]) for g in sorted(GROUPS)})
    print("quotes per group:", dict(sorted(group_quotes.items())))
    print("quotes per type:", dict(sorted(qt_count.items())))
    print("no-quote mails:", empty)
    for g in GROUPS:
        if len(group_mails[g]) < 4:
            errors.append(f"group {g} in {len(group_mails[g])} mails")
    for f in FORMATS:
        if fmt_count[f] < 6:
            errors.append(f"format {f} in {fmt_count[f]} mails")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print(" ", e)
        sys.exit(1)
    print("\nall checks passed")


if __name__ == "__main__":
    main()
