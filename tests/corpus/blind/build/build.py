"""Build the blind corpus: every layout's .eml and .expected.json, split into dev/ and holdout/.

Run from anywhere with the authoring venv (see ../README.md):
    /tmp/blind-venv/bin/python tests/corpus/blind/build/build.py
It rewrites ../dev and ../holdout, checks every file it wrote (MIME parse, attachments reopened with
their own library, identifiers' check digits) and rewrites the generated tables in ../README.md.
"""
from __future__ import annotations

import collections
import email
import email.policy
import io
import json
import re
import shutil
import sys
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import l_chat  # noqa: E402
import l_csv  # noqa: E402
import l_docx  # noqa: E402
import l_html  # noqa: E402
import l_pdf  # noqa: E402
import l_text  # noqa: E402
import l_xlsx  # noqa: E402
from common import FORMATS, GROUPS  # noqa: E402
from stdnum import cusip as _cusip  # noqa: E402
from stdnum import isin as _isin  # noqa: E402

ROOT = HERE.parent
MODULES = {"text": l_text, "html": l_html, "pdf": l_pdf, "docx": l_docx, "xlsx": l_xlsx, "csv": l_csv,
           "chat": l_chat}


def build_all():
    layouts = []
    for fmt in FORMATS:
        for fn in MODULES[fmt].LAYOUTS:
            L = fn()
            assert L.fmt == fmt, (fn.__name__, L.fmt)
            layouts.append(L)
    # numbering: one running number over all layouts, in format order, then definition order
    # split: within each format, the 1st, 3rd, 5th ... layout goes to dev/, the 2nd, 4th ... to holdout/
    out = []
    seen = collections.Counter()
    for n, L in enumerate(layouts, start=1):
        seen[L.fmt] += 1
        half = "dev" if seen[L.fmt] % 2 == 1 else "holdout"
        out.append((n, half, L))
    return out


def gold_json(L):
    lines = ['{"format": %s, "quotes": [' % json.dumps(L.fmt)]
    qs = [json.dumps(q, ensure_ascii=False) for q in L.quotes]
    for i, q in enumerate(qs):
        lines.append("  " + q + ("," if i < len(qs) - 1 else ""))
    lines.append("]}")
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------------- checks of OUR files

def part_texts(msg):
    """Decode every leaf part and open attachments with their own library; return list of texts."""
    texts = []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        fn = part.get_filename() or ""
        payload = part.get_payload(decode=True)
        if ctype in ("text/plain", "text/html") and not fn:
            texts.append(part.get_content())
        elif ctype == "application/pdf":
            from pypdf import PdfReader
            r = PdfReader(io.BytesIO(payload))
            assert 1 <= len(r.pages) <= 3, (fn, len(r.pages))
            texts.append("\n".join(pg.extract_text() for pg in r.pages))
        elif fn.endswith(".docx"):
            import docx
            d = docx.Document(io.BytesIO(payload))
            t = [para.text for para in d.paragraphs]
            for tb in d.tables:
                for row in tb.rows:
                    t.append(" ".join(c.text for c in row.cells))
            texts.append("\n".join(t))
        elif fn.endswith(".xlsx"):
            import openpyxl
            wb = openpyxl.load_workbook(io.BytesIO(payload))
            t = []
            for ws in wb.worksheets:
                for row in ws.iter_rows(values_only=True):
                    t.append(" ".join("" if v is None else str(v) for v in row))
            texts.append("\n".join(t))
        elif fn.endswith(".xls"):
            import xlrd
            wb = xlrd.open_workbook(file_contents=payload)
            assert wb.biff_version == 80, wb.biff_version
            t = []
            for sh in wb.sheets():
                for r in range(sh.nrows):
                    t.append(" ".join(str(v) for v in sh.row_values(r)))
            texts.append("\n".join(t))
        elif fn.endswith((".csv", ".tsv", ".txt")):
            cs = part.get_content_charset()
            for enc in ([cs] if cs else []) + ["utf-8-sig", "cp1252"]:
                try:
                    texts.append(payload.decode(enc))
                    break
                except (UnicodeDecodeError, LookupError):
                    continue
            else:
                raise AssertionError(fn)
        elif ctype == "message/rfc822":
            pass  # walked as its own parts
        else:
            raise AssertionError(f"unexpected part {ctype} {fn}")
    return texts


def check(n, half, L, eml_bytes):
    msg = email.message_from_bytes(eml_bytes, policy=email.policy.default)
    for h in ("From", "To", "Date", "Subject", "Message-ID", "MIME-Version"):
        assert msg[h], (L.slug, h)
    assert msg["Date"].datetime is not None
    texts = part_texts(msg)
    blob = "\n".join(texts)
    flat = re.sub(r"\s+", " ", blob).upper()
    for q in L.quotes:
        k = q["instrument_key"]
        if re.fullmatch(r"[A-Z]{2}[A-Z0-9]{9}[0-9]", k):
            assert _isin.is_valid(k), k
            assert k in blob, (L.slug, k)
        elif re.fullmatch(r"[0-9A-Z]{9}", k) and _cusip.is_valid(k):
            assert k in blob, (L.slug, k)
        else:
            first = k.split()[0]
            assert first in flat, (L.slug, k)
        for side in ("bid", "ask"):
            assert q[side] is None or isinstance(q[side], float)
    return len(texts)


def main():
    items = build_all()
    for half in ("dev", "holdout"):
        d = ROOT / half
        if d.exists():
            shutil.rmtree(d)
        d.mkdir(parents=True)
    slugs = set()
    for n, half, L in items:
        assert L.slug not in slugs, L.slug
        slugs.add(L.slug)
        stem = f"{n:02d}-{L.slug}"
        (ROOT / half / f"{stem}.eml").write_bytes(L.msg)
        (ROOT / half / f"{stem}.expected.json").write_text(gold_json(L), encoding="utf-8")
        check(n, half, L, L.msg)
        json.loads((ROOT / half / f"{stem}.expected.json").read_text())
    write_readme(items)
    report(items)


def _tables(items):
    halves = ("dev", "holdout")
    fmt_layouts = {h: collections.Counter() for h in halves}
    fmt_quotes = {h: collections.Counter() for h in halves}
    grp_layouts = {h: collections.Counter() for h in halves}
    grp_quotes = {h: collections.Counter() for h in halves}
    qt_quotes = {h: collections.Counter() for h in halves}
    review = collections.Counter()
    empty = collections.Counter()
    total = collections.Counter()
    for n, h, L in items:
        fmt_layouts[h][L.fmt] += 1
        fmt_quotes[h][L.fmt] += len(L.quotes)
        for g in L.groups():
            grp_layouts[h][g] += 1
        for q in L.quotes:
            grp_quotes[h][q["group"]] += 1
            qt_quotes[h][q["quote_type"]] += 1
            review[h] += bool(q.get("review"))
        total[h] += len(L.quotes)
        empty[h] += not L.quotes
    out = []
    out.append("| format | dev layouts | dev quotes | holdout layouts | holdout quotes |")
    out.append("|---|---:|---:|---:|---:|")
    for f in FORMATS:
        out.append(f"| `{f}` | {fmt_layouts['dev'][f]} | {fmt_quotes['dev'][f]} | {fmt_layouts['holdout'][f]} | "
                   f"{fmt_quotes['holdout'][f]} |")
    out.append(f"| **all** | {sum(fmt_layouts['dev'].values())} | {total['dev']} | "
               f"{sum(fmt_layouts['holdout'].values())} | {total['holdout']} |")
    out.append("")
    out.append("| group | dev layouts | dev quotes | holdout layouts | holdout quotes |")
    out.append("|---|---:|---:|---:|---:|")
    for g in GROUPS:
        out.append(f"| `{g}` | {grp_layouts['dev'][g]} | {grp_quotes['dev'][g]} | {grp_layouts['holdout'][g]} | "
                   f"{grp_quotes['holdout'][g]} |")
    out.append("")
    out.append("| quote_type | dev quotes | holdout quotes |")
    out.append("|---|---:|---:|")
    for t in sorted(set(qt_quotes["dev"]) | set(qt_quotes["holdout"])):
        out.append(f"| `{t}` | {qt_quotes['dev'][t]} | {qt_quotes['holdout'][t]} |")
    out.append("")
    out.append(f"Gold quotes marked `\"review\": true`: dev {review['dev']} of {total['dev']}, holdout "
               f"{review['holdout']} of {total['holdout']} "
               f"({100 * (review['dev'] + review['holdout']) / (total['dev'] + total['holdout']):.1f} % overall). "
               f"Layouts with no quote at all (empty gold): dev {empty['dev']}, holdout {empty['holdout']}.")
    out.append("")
    out.append("| # | half | format | layout | groups | quotes | review |")
    out.append("|---:|---|---|---|---|---:|---:|")
    for n, h, L in items:
        out.append(f"| {n:02d} | {h} | {L.fmt} | `{n:02d}-{L.slug}` | {', '.join(L.groups()) or '(none)'} | "
                   f"{len(L.quotes)} | {sum(bool(q.get('review')) for q in L.quotes)} |")
    return "\n".join(out), grp_layouts, fmt_layouts


def write_readme(items):
    tables, grp_layouts, fmt_layouts = _tables(items)
    for h in ("dev", "holdout"):
        for g in GROUPS:
            assert grp_layouts[h][g] >= 3, (h, g, grp_layouts[h][g])
        for f in FORMATS:
            assert fmt_layouts[h][f] >= 4, (h, f)
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    start, end = "<!-- generated:begin -->", "<!-- generated:end -->"
    vers = ", ".join(f"{p} {metadata.version(p)}" for p in
                     ("reportlab", "xlwt", "python-docx", "openpyxl", "python-stdnum", "pypdf", "xlrd"))
    gen = (f"{start}\nBuilt with Python {sys.version.split()[0]} and {vers} "
           f"(pypdf and xlrd only reopen the files to check them).\n\n{tables}\n{end}")
    text = re.sub(re.escape(start) + ".*?" + re.escape(end), lambda m: gen, text, flags=re.S)
    readme.write_text(text, encoding="utf-8")


def report(items):
    tables, _, _ = _tables(items)
    print(tables)


if __name__ == "__main__":
    main()
