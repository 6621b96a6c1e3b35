"""Check the corpus's own output (never the parser):

- every .eml parses with the email package and has From, To, Date, Subject, Message-ID, MIME-Version;
- every attachment reopens with its own library (pypdf, python-docx, openpyxl, xlrd, csv/utf-8);
  PDFs have 1-5 pages;
- every gold file has the expected shape (fields, groups, asset classes, measures, sizes);
- every ISIN / CUSIP / FIGI used as an instrument key has a valid check digit and is in the mail;
- a rebuild into a temporary folder gives the same bytes (determinism);
- prints counts per half, format and group.

    /tmp/blind3-venv/bin/python check.py
"""
import collections
import email
import email.policy
import filecmp
import io
import json
import os
import re
import sys
import tempfile

import docx
import openpyxl
import xlrd
from pypdf import PdfReader
from stdnum import cusip, figi, isin

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

FIELDS = ["instrument_key", "asset_class", "group", "quote_type", "bid", "ask", "bid_size", "ask_size", "dealer"]
FORMATS = {"text", "html", "pdf", "docx", "xlsx", "csv", "chat"}
GROUP_CLASSES = {"ig": {"corporate"}, "hy": {"corporate"}, "frn": {"corporate"}, "em_sovereign": {"sovereign"},
                 "government": {"government"}, "muni": {"muni"}, "loan": {"loan"}, "structured": {"structured"},
                 "cds": {"cds"}, "convert_preferred": {"convertible", "preferred"}, "agency": {"agency"}}
MEASURES = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
HEADERS = ["From", "To", "Date", "Subject", "Message-ID", "MIME-Version"]

errors = []


def err(where, msg):
    errors.append("%s: %s" % (where, msg))


def attachment_text(where, name, data):
    low = name.lower()
    if low.endswith(".pdf"):
        r = PdfReader(io.BytesIO(data))
        if not 1 <= len(r.pages) <= 5:
            err(where, "%s has %d pages" % (name, len(r.pages)))
        return "\n".join(p.extract_text() or "" for p in r.pages)
    if low.endswith(".docx"):
        d = docx.Document(io.BytesIO(data))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if low.endswith(".xlsx"):
        wb = openpyxl.load_workbook(io.BytesIO(data))
        return "\n".join(str(c.value) for ws in wb.worksheets for row in ws.iter_rows() for c in row if c.value is not None)
    if low.endswith(".xls"):
        wb = xlrd.open_workbook(file_contents=data)
        return "\n".join(str(v) for sh in wb.sheets() for r in range(sh.nrows) for v in sh.row_values(r))
    if low.endswith((".csv", ".tsv", ".txt")):
        return data.decode("utf-8-sig")
    err(where, "unknown attachment type %s" % name)
    return ""


def mail_text(where, raw):
    msg = email.message_from_bytes(raw, policy=email.policy.default)
    for h in HEADERS:
        if msg[h] is None:
            err(where, "missing header %s" % h)
    texts, kinds = [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        fn = part.get_filename()
        if fn:
            texts.append(attachment_text(where, fn, part.get_payload(decode=True)))
            kinds.append(fn.rsplit(".", 1)[-1].lower())
        else:
            texts.append(part.get_content())
            kinds.append(part.get_content_type())
    return "\n".join(texts), kinds


def id_kind(key):
    if re.fullmatch(r"BBG[0-9A-Z]{9}", key):
        return "figi"
    if re.fullmatch(r"[A-Z]{2}[0-9A-Z]{9}[0-9]", key):
        return "isin"
    if re.fullmatch(r"[0-9A-Z]{8}[0-9]", key) and re.search(r"[0-9]", key[:8]):
        return "cusip"
    return None


def check_gold(where, gold, text):
    if set(gold) != {"format", "quotes"}:
        err(where, "gold keys %s" % sorted(gold))
    if gold.get("format") not in FORMATS:
        err(where, "format %r" % gold.get("format"))
    seen = set()
    for i, qt in enumerate(gold["quotes"]):
        w = "%s#%d" % (where, i)
        extra = set(qt) - set(FIELDS) - {"review"}
        if extra or any(f not in qt for f in FIELDS):
            err(w, "fields %s" % sorted(qt))
        if "review" in qt and qt["review"] is not True:
            err(w, "review must be true when present")
        if qt["asset_class"] not in GROUP_CLASSES.get(qt["group"], ()):
            err(w, "group %s with asset_class %s" % (qt["group"], qt["asset_class"]))
        if qt["quote_type"] not in MEASURES:
            err(w, "quote_type %s" % qt["quote_type"])
        if qt["bid"] is None and qt["ask"] is None:
            err(w, "no level")
        for f in ("bid", "ask"):
            if qt[f] is not None and not isinstance(qt[f], (int, float)):
                err(w, "%s not a number" % f)
        for f in ("bid_size", "ask_size"):
            if qt[f] is not None and (not isinstance(qt[f], int) or qt[f] <= 0):
                err(w, "%s %r" % (f, qt[f]))
        if (qt["bid"] is None and qt["bid_size"] is not None) or (qt["ask"] is None and qt["ask_size"] is not None):
            err(w, "size on a missing side")
        if qt["quote_type"] in ("talk", "cover") and qt["bid_size"] != qt["ask_size"]:
            err(w, "BWIC face must apply to both sides")
        if not qt["dealer"] or qt["dealer"] != qt["dealer"].lower():
            err(w, "dealer %r" % qt["dealer"])
        k = qt["instrument_key"]
        if k != k.upper() or "  " in k or k != k.strip():
            err(w, "key not normalised: %r" % k)
        kind = id_kind(k)
        if kind:
            ok = {"isin": isin.is_valid, "cusip": cusip.is_valid, "figi": figi.is_valid}[kind](k)
            if not ok:
                err(w, "invalid %s %s" % (kind, k))
            if k not in text:
                err(w, "%s %s not in the mail" % (kind, k))
        ident = (k, qt["quote_type"], qt["dealer"])
        if ident in seen:
            err(w, "duplicate %s" % (ident,))
        seen.add(ident)


def check_tree(root):
    counts = {}
    for half in ("dev", "holdout"):
        d = os.path.join(root, half)
        names = sorted(n for n in os.listdir(d) if n.endswith(".eml"))
        c = counts[half] = {"layouts": 0, "quotes": 0, "review": 0, "fmt": collections.Counter(),
                            "group": collections.Counter(), "empty": 0}
        for n in names:
            stem = n[:-4]
            where = "%s/%s" % (half, stem)
            raw = open(os.path.join(d, n), "rb").read()
            text, kinds = mail_text(where, raw)
            gp = os.path.join(d, stem + ".expected.json")
            if not os.path.exists(gp):
                err(where, "no gold")
                continue
            gold = json.load(open(gp, encoding="utf-8"))
            check_gold(where, gold, text)
            c["layouts"] += 1
            c["quotes"] += len(gold["quotes"])
            c["review"] += sum(1 for x in gold["quotes"] if x.get("review"))
            c["fmt"][gold["format"]] += 1
            if not gold["quotes"]:
                c["empty"] += 1
            for g in sorted({x["group"] for x in gold["quotes"]}):
                c["group"][g] += 1
        gold_files = sorted(n for n in os.listdir(d) if n.endswith(".expected.json"))
        if len(gold_files) != len(names):
            err(half, "%d gold files for %d mails" % (len(gold_files), len(names)))
    return counts


def check_rebuild():
    import build
    with tempfile.TemporaryDirectory() as tmp:
        build.build(tmp)
        for half in ("dev", "holdout"):
            a, b = os.path.join(ROOT, half), os.path.join(tmp, half)
            la, lb = sorted(os.listdir(a)), sorted(os.listdir(b))
            if la != lb:
                err(half, "rebuild gives other files: %s" % sorted(set(la) ^ set(lb)))
            for n in la:
                if n in lb and not filecmp.cmp(os.path.join(a, n), os.path.join(b, n), shallow=False):
                    err("%s/%s" % (half, n), "rebuild differs")


def main():
    counts = check_tree(ROOT)
    check_rebuild()
    for half, c in counts.items():
        print("%s: %d layouts (%d without quotes), %d quotes (%d marked review)"
              % (half, c["layouts"], c["empty"], c["quotes"], c["review"]))
        print("  formats: " + ", ".join("%s %d" % kv for kv in sorted(c["fmt"].items())))
        print("  groups (layouts): " + ", ".join("%s %d" % (g, c["group"][g]) for g in sorted(GROUP_CLASSES)))
        for g in GROUP_CLASSES:
            if c["group"][g] < 3:
                err(half, "group %s in only %d layouts" % (g, c["group"][g]))
        for f in FORMATS:
            if c["fmt"][f] < 4:
                err(half, "format %s has only %d layouts" % (f, c["fmt"][f]))
    if errors:
        print("\n".join(errors))
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
