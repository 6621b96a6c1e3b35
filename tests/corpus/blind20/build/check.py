"""Check the blind20 corpus's own output: `python check.py` (exit 1 on any problem).

- a rebuild into a temporary folder gives the same bytes as the committed files;
- every .eml parses with the email package and has the usual headers;
- every attachment reopens with its own library;
- every gold file has the expected shape, every key's words and every level appear in the
  mail's text (levels as written: decimals, decimal commas, 32nds, fractions, cell values);
- every identifier in a key or in the text has a valid check digit;
- each half has exactly its share of each format (MIN_LAYOUTS), one legacy .xls, a PDF of several
  pages, a landscape PDF, one text layout without quotes, the required styles (STYLES: a semicolon CSV
  with decimal commas, a Bloomberg, a Symphony, a reply-pasted and a log chat, a BWIC with talk) and
  the same groups; at least EMPHASIS[tag] layouts per half carry each emphasis tag, and each tag is
  borne out by the layout (several keys on one line, one side with two measures, a spaced dash);
- every mail is dated a weekday from Monday 6 to Friday 17 December 2027;
- in a chat the dealer is never the buy-side sender's own firm;
- every gold quote not marked review is a sane market: bid <= ask on price, bid >= ask on yields
  and spreads, never locked (but talk / cover).
"""

from __future__ import annotations

import html
import io
import json
import re
import sys
import tempfile
from collections import Counter, defaultdict
from email import policy
from email.parser import BytesParser
from pathlib import Path

import docx
import openpyxl
import xlrd
from pypdf import PdfReader
from stdnum import cusip as stdcusip
from stdnum import figi as stdfigi
from stdnum import isin as stdisin

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import make  # noqa: E402

FORMATS = ["text", "chat", "pdf", "xlsx", "csv", "html", "docx"]
# Layouts per half (exactly): 8 text, 4 chat, 3 PDF, 3 spreadsheets, 2 CSV, 2 HTML, 2 DOCX.
MIN_LAYOUTS = {"text": 8, "chat": 4, "pdf": 3, "xlsx": 3, "csv": 2, "html": 2, "docx": 2}
MIN_MULTIPAGE = 1  # PDFs of several pages per half
MIN_EMPTY = 1  # layouts per half without quotes (one text mail per half: a colour wrap, new-issue terms)
MIN_XLS = 1  # legacy .xls attachments per half (exactly)
# Styles each half must hold (from each layout's `note` tags; the CSV tags are also checked on the bytes),
# and how many layouts of the half carry each one (exactly).
STYLES = {"csv:semicolon-decimal-comma": 1, "chat:bloomberg": 1, "chat:symphony": 1, "chat:reply-paste": 1, "chat:log": 1,
          "pdf:landscape": 1, "text:empty": 1, "xlsx:xls": 1, "bwic:talk": 1}
# The corpus's emphasis: at least this many layouts per half carry each tag.
EMPHASIS = {"emph:two-on-a-line": 14, "emph:two-measures-one-side": 12, "emph:spaced-dash": 10, "emph:labelled": 20,
            "emph:odd-right": 10, "emph:everyday": 6}
GROUPS = ["ig", "hy", "em_sovereign", "government", "muni", "loan", "structured", "cds",
          "convert_preferred", "frn", "agency"]
CLASSES = {"corporate", "sovereign", "government", "agency", "muni", "loan", "structured", "cds",
           "convertible", "preferred"}
TYPES = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
FIELDS = ["instrument_key", "asset_class", "group", "quote_type", "bid", "ask", "bid_size",
          "ask_size", "dealer"]
HEADERS = ["From", "To", "Date", "Subject", "Message-ID", "MIME-Version"]
ISIN_RE = re.compile(r"\b[A-Z]{2}[A-Z0-9]{9}[0-9]\b")
CUSIP_RE = re.compile(r"\b[0-9]{3}[0-9A-Z]{5}[0-9]\b")

ISIN_PREFIXES = {"US", "XS", "DE", "FR", "IT", "ES", "PT", "GB", "MX", "BR", "CO", "SG", "HK", "JP", "CH", "DK", "NL", "CL", "PE",
                 "AT", "BE", "SE", "NO", "FI", "IE", "LU", "CA", "AU", "KY", "ID", "ZA", "TR", "PL", "RO", "HU", "KR", "AE", "EU", "NZ"}
VULGAR = {"¼": 0.25, "½": 0.5, "¾": 0.75, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}
problems: list[str] = []


def bad(msg):
    problems.append(msg)


# ---------------------------------------------------------------- text of a mail


def _xlsx_text(data, numbers):
    wb = openpyxl.load_workbook(io.BytesIO(data))
    out = []
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for c in row:
                if c.value is None:
                    continue
                out.append(str(c.value))
                if isinstance(c.value, (int, float)):
                    numbers.add(round(float(c.value), 6))
                    if "%" in c.number_format:
                        numbers.add(round(float(c.value) * 100, 6))
    return "\n".join(out)


def _xls_text(data, numbers):
    book = xlrd.open_workbook(file_contents=data, formatting_info=True)
    out = []
    for sh in book.sheets():
        for r in range(sh.nrows):
            for c, v in enumerate(sh.row_values(r)):
                out.append(str(v))
                if isinstance(v, float):
                    numbers.add(round(v, 6))
                    fmt = book.format_map[book.xf_list[sh.cell_xf_index(r, c)].format_key].format_str
                    if "%" in fmt:  # a percent cell: the level as shown
                        numbers.add(round(v * 100, 6))
    return "\n".join(out)


def _docx_text(data):
    d = docx.Document(io.BytesIO(data))
    out = [p.text for p in d.paragraphs]
    stack = list(d.tables)
    while stack:  # tables nested in cells too
        t = stack.pop(0)
        for row in t.rows:
            out.append(" | ".join(c.text for c in row.cells))
            for c in row.cells:
                stack.extend(c.tables)
    # Text inside tracked insertions (w:ins) is what Word shows; python-docx skips it.
    out.append(" ".join(t.text or "" for t in d.element.body.iter("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}t")))
    return "\n".join(out)


MULTIPAGE: Counter = Counter()  # per half: PDFs of several pages
LANDSCAPE: Counter = Counter()  # per half: PDFs with a landscape page


def _pdf_text(data, name):
    r = PdfReader(io.BytesIO(data))
    if not 1 <= len(r.pages) <= 5:
        bad(f"{name}: {len(r.pages)} pages")
    half = name.split("/", 1)[0]
    MULTIPAGE[half] += len(r.pages) > 1
    LANDSCAPE[half] += any(float(p.mediabox.width) > float(p.mediabox.height) for p in r.pages)
    return "\n".join(p.extract_text() for p in r.pages)


def mail_text(raw: bytes, name: str, numbers: set, kinds: Counter) -> str:
    msg = BytesParser(policy=policy.default).parsebytes(raw)
    for h in HEADERS:
        if msg[h] is None:
            bad(f"{name}: no {h} header")
    out = [str(msg["Subject"]), str(msg["From"])]
    for part in msg.walk():
        ctype = part.get_content_type()
        if ctype == "message/rfc822":
            out.append(str(part.get_payload(0)["From"]))
        if part.is_multipart():
            continue
        fname = part.get_filename()
        payload = part.get_payload(decode=True)
        if fname is None and ctype == "text/plain":
            out.append(part.get_content())
        elif fname is None and ctype == "text/html":
            t = re.sub(r"<[^>]+>", " ", part.get_content())
            out.append(html.unescape(t))
        elif fname:
            low = fname.lower()
            try:
                if low.endswith(".pdf"):
                    out.append(_pdf_text(payload, name))
                    kinds["pdf"] += 1
                elif low.endswith(".docx"):
                    out.append(_docx_text(payload))
                    kinds["docx"] += 1
                elif low.endswith(".xlsx"):
                    out.append(_xlsx_text(payload, numbers))
                    kinds["xlsx"] += 1
                elif low.endswith(".xls"):
                    out.append(_xls_text(payload, numbers))
                    kinds["xls"] += 1
                elif low.endswith((".csv", ".tsv", ".txt", ".log")):
                    utf16 = payload.startswith(b"\xff\xfe")
                    try:
                        out.append(payload.decode("utf-16") if utf16 else payload.decode("utf-8-sig"))
                    except UnicodeDecodeError:  # a Windows-1252 export
                        out.append(payload.decode("cp1252"))
                    kinds[low.rsplit(".", 1)[1]] += 1
                else:
                    bad(f"{name}: unexpected attachment {fname}")
            except Exception as exc:  # noqa: BLE001 - any failure to reopen is the finding
                bad(f"{name}: {fname} does not reopen: {exc!r}")
    return "\n".join(out)


# ---------------------------------------------------------------- levels as written

NUM_PATTERNS = [
    (re.compile(r"(\d+)-(\d{2}) (\d)/(\d)(?![\d/])"), "32frac"),
    (re.compile(r"(\d+)-(\d{2})([+¼½¾]|\d)?(?![\d.])"), "32"),
    (re.compile(r"(\d+)-\d{2}\+?\s*/\s*(\d{2})(\+?)(?![\d.-])"), "32handle"),
    (re.compile(r"(\d+) (\d)/(\d{1,2})"), "frac"),
    (re.compile(r"(\d+)(?: \d/\d)? - (\d)/(\d)(?![\d/])"), "handle"),
    (re.compile(r"(\d+)([¼½¾⅛⅜⅝⅞])"), "vulgar"),
    (re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?"), "thousands"),
    (re.compile(r"\d+,\d+"), "comma"),
    (re.compile(r"\d+(?:\.\d+)?"), "plain"),
]


def text_numbers(text: str, numbers: set) -> None:
    for rx, kind in NUM_PATTERNS:
        for m in rx.finditer(text):
            vals = []
            if kind == "32frac":
                vals.append(int(m.group(1)) + (int(m.group(2)) + int(m.group(3)) / int(m.group(4))) / 32)
            elif kind == "32":
                whole, t, e = int(m.group(1)), int(m.group(2)), m.group(3)
                if t < 32:
                    extra = 0.5 if e == "+" else (VULGAR[e] if e in VULGAR else (int(e) / 8 if e else 0))
                    vals.append(whole + (t + extra) / 32)
                vals.append(float(m.group(1)))
            elif kind == "32handle":  # '100-04+/05': the offer keeps the bid's handle
                vals.append(int(m.group(1)) + (int(m.group(2)) + (0.5 if m.group(3) else 0)) / 32)
            elif kind == "handle":  # '98 1/4 - 3/4': the offer keeps the bid's handle
                vals.append(int(m.group(1)) + int(m.group(2)) / int(m.group(3)))
            elif kind == "vulgar":
                vals.append(int(m.group(1)) + VULGAR[m.group(2)])
            elif kind == "frac":
                vals.append(int(m.group(1)) + int(m.group(2)) / int(m.group(3)))
            elif kind == "thousands":
                vals.append(float(m.group(0).replace(",", "")))
            elif kind == "comma":
                vals.append(float(m.group(0).replace(",", ".")))
            else:
                vals.append(float(m.group(0)))
            for v in vals:
                numbers.add(round(v, 6))
                numbers.add(round(-v, 6))


def valid_identifier(key: str) -> bool | None:
    """True/False for an identifier-shaped key, None for a description key."""
    if " " in key:
        return None
    if key.startswith("BBG") and len(key) == 12:
        return stdfigi.is_valid(key)
    if len(key) == 12 and ISIN_RE.fullmatch(key):
        return stdisin.is_valid(key)
    if len(key) == 9 and any(ch.isdigit() for ch in key):
        return stdcusip.is_valid(key)
    return None


def check_gold(name, gold, text, numbers):
    low = text.lower()
    for i, q in enumerate(gold["quotes"]):
        where = f"{name} quote {i}"
        extra = set(q) - set(FIELDS) - {"review"}
        if extra or any(f not in q for f in FIELDS):
            bad(f"{where}: fields {sorted(q)}")
            continue
        if q["asset_class"] not in CLASSES or q["quote_type"] not in TYPES or q["group"] not in GROUPS:
            bad(f"{where}: class/type/group {q['asset_class']}/{q['quote_type']}/{q['group']}")
        if q["bid"] is None and q["ask"] is None:
            bad(f"{where}: no level")
        if q.get("review") not in (None, True):
            bad(f"{where}: review must be true or absent")
        if q["dealer"] != q["dealer"].lower() or not q["dealer"]:
            bad(f"{where}: dealer {q['dealer']!r}")
        if q["dealer"] not in low:
            bad(f"{where}: dealer {q['dealer']} not named in the mail")
        for side in ("bid_size", "ask_size"):
            s = q[side]
            if s is not None and (s < 1000 or s != int(s)):
                bad(f"{where}: odd size {s}")
        key = q["instrument_key"]
        if key != key.upper() or "  " in key or key != key.strip():
            bad(f"{where}: key not normalised {key!r}")
        ok = valid_identifier(key)
        if ok is False:
            bad(f"{where}: bad check digit {key}")
        if ok is not None and key not in text:
            bad(f"{where}: identifier {key} not in the mail")
        if ok is None:
            for tok in key.split():
                if re.search(r"[A-Z]", tok) and tok.lower() not in low:
                    bad(f"{where}: key word {tok!r} not in the mail")
        for side in ("bid", "ask"):
            v = q[side]
            if v is not None and round(float(v), 6) not in numbers:
                bad(f"{where}: {side} {v} not written in the mail")
        b, a = q["bid"], q["ask"]
        if b is not None and a is not None and not q.get("review") and q["quote_type"] not in ("talk", "cover"):
            if b == a:
                bad(f"{where}: locked market {b}/{a}")
            elif (q["quote_type"] in ("price", "upfront") or q["asset_class"] == "cds") != (b < a):  # CDS: bid below ask
                bad(f"{where}: crossed {q['quote_type']} {b}/{a}")


def check_identifiers_in_text(name, text):
    for m in ISIN_RE.finditer(text):
        tok = m.group(0)
        if tok[:2] in ISIN_PREFIXES and not stdisin.is_valid(tok):
            bad(f"{name}: invalid ISIN {tok} in text")


def check_csv_tags(name, lay, tags):
    """The CSV style tags a layout claims are borne out by its attachment's bytes."""
    csvs = [a.data.decode("utf-8-sig", "replace") for a in lay.attachments if a.kind == "csv"]
    if lay.fmt != "csv":
        return
    if len(csvs) != 1:
        bad(f"{name}: {len(csvs)} CSV attachments")
        return
    t = csvs[0]
    lines = [ln for ln in t.splitlines() if ln.strip()]
    if "csv:semicolon-decimal-comma" in tags and not (";" in t and re.search(r";-?\d+,\d+", t)):
        bad(f"{name}: no semicolons with decimal commas")
    if "csv:tab" in tags and "\t" not in t:
        bad(f"{name}: no tabs")
    if "csv:quoted-commas" in tags and not re.search(r'"[^"\n]*,[^"\n]*"', t):
        bad(f"{name}: no quoted field with a comma")
    if "csv:preamble" in tags:
        sep = ";" if "csv:semicolon-decimal-comma" in tags else ("\t" if "csv:tab" in tags else ",")
        first = next(i for i, ln in enumerate(lines) if ln.count(sep) >= 4)
        if first < 3:
            bad(f"{name}: a preamble of {first} lines")
    if "csv:trailer" in tags and lines[-1].count(",") + lines[-1].count(";") + lines[-1].count("\t") >= 4 and "total" not in lines[-1].lower():
        bad(f"{name}: no trailer line")


def check_date(name, raw):
    """Every mail is dated a weekday from Monday 6 to Friday 17 December 2027."""
    from email.utils import parsedate_to_datetime

    msg = BytesParser(policy=policy.default).parsebytes(raw)
    dt = parsedate_to_datetime(str(msg["Date"]))
    if not (dt.year == 2027 and dt.month == 12 and 6 <= dt.day <= 17 and dt.weekday() < 5):
        bad(f"{name}: dated {msg['Date']}")
    if dt.tzinfo is None:
        bad(f"{name}: a date without a time zone")


def _key_words(key: str) -> tuple[str, ...]:
    """The words of a key that contain a letter (the identifier itself for an identifier key)."""
    if valid_identifier(key) is not None:
        return (key.lower(),)
    return tuple(w.lower() for w in key.split() if re.search(r"[A-Za-z]", w))


ONE_SIDED: Counter = Counter()  # per half: layouts where one side carries two measures and the other side is missing
MIN_ONE_SIDED = 8


def check_emphasis(name, lay, tags, text):
    """The emphasis tags a layout carries are borne out by its text and gold."""
    gold = lay.gold
    if "emph:spaced-dash" in tags and not re.search(r"\d - \d", text):
        bad(f"{name}: tagged spaced-dash without a spaced dash between numbers")
    by = defaultdict(list)
    for g in gold:
        by[g["instrument_key"]].append(g)
    strict = False  # a side quoted in two measures while the other side is not quoted in one of them
    shared = False  # a side quoted in two measures
    for qs in by.values():
        for side, other in (("bid", "ask"), ("ask", "bid")):
            with_side = [g for g in qs if g[side] is not None]
            if len({g["quote_type"] for g in with_side}) >= 2:
                shared = True
                if any(g[other] is None for g in with_side):
                    strict = True
    if strict:
        ONE_SIDED[name.split("/", 1)[0]] += 1
    if "emph:two-measures-one-side" in tags and not shared:
        bad(f"{name}: tagged two-measures-one-side without a side quoted in two measures")
    if "emph:two-on-a-line" in tags:
        keys = {g["instrument_key"]: _key_words(g["instrument_key"]) for g in gold}
        ok = False
        for ln in text.lower().splitlines():
            toks = set(re.findall(r"[a-z0-9][a-z0-9+\-'./]*", ln))
            hits = {k for k, ws in keys.items() if ws and all(w in toks or w in ln for w in ws)}
            if len({keys[k] for k in hits}) >= 2 or len(hits) >= 2:
                ok = True
                break
        if not ok:
            bad(f"{name}: tagged two-on-a-line without a line naming two gold instruments")
    if "bwic:talk" in tags and not any(g["quote_type"] == "talk" for g in gold):
        bad(f"{name}: a BWIC layout without talk")
    if lay.fmt == "chat":
        from common import dealer_of

        msg = BytesParser(policy=policy.default).parsebytes(lay.eml)
        own = dealer_of(str(msg["From"]))
        if any(g["dealer"] == own for g in gold):
            bad(f"{name}: a chat quote given to the buy-side sender {own}")
        if len({g["dealer"] for g in gold}) < 1:
            bad(f"{name}: a chat without dealers")


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        built = make.build(Path(tmp))
        for half, stem, _ in built:
            for suffix in (".eml", ".expected.json"):
                a = (Path(tmp) / half / (stem + suffix)).read_bytes()
                p = ROOT / half / (stem + suffix)
                if not p.exists() or p.read_bytes() != a:
                    bad(f"{half}/{stem}{suffix}: differs from a rebuild (run make.py)")
    counts = {h: defaultdict(Counter) for h in ("dev", "holdout")}
    layouts = {h: Counter() for h in ("dev", "holdout")}
    totals = {h: Counter() for h in ("dev", "holdout")}
    kinds = {h: Counter() for h in ("dev", "holdout")}
    empty_fmt = {h: set() for h in ("dev", "holdout")}
    styles = {h: Counter() for h in ("dev", "holdout")}
    for half, stem, lay in built:
        tags = {t for t in lay.note.split() if ":" in t}
        styles[half].update(tags)
        if "pdf:landscape" in tags and lay.fmt != "pdf":
            bad(f"{half}/{stem}: landscape tag on a {lay.fmt} layout")
        check_csv_tags(f"{half}/{stem}", lay, tags)
        name = f"{half}/{stem}"
        raw = (ROOT / half / f"{stem}.eml").read_bytes()
        gold = json.loads((ROOT / half / f"{stem}.expected.json").read_text())
        numbers: set = set()
        text = mail_text(raw, name, numbers, kinds[half])
        text_numbers(text, numbers)
        check_gold(name, gold, text, numbers)
        check_date(name, raw)
        check_emphasis(name, lay, tags, text)
        check_identifiers_in_text(name, text)
        fmt = gold["format"]
        if fmt not in FORMATS:
            bad(f"{name}: format {fmt}")
        layouts[half][fmt] += 1
        totals[half]["quotes"] += len(gold["quotes"])
        totals[half]["review"] += sum(1 for q in gold["quotes"] if q.get("review"))
        totals[half]["empty"] += not gold["quotes"]
        if not gold["quotes"]:
            empty_fmt[half].add(gold["format"])
        seen = Counter(q["group"] for q in gold["quotes"])
        for g, n in seen.items():
            counts[half][fmt][g + "#layouts"] += 1
            counts[half][fmt][g] += n
    for half in ("dev", "holdout"):
        for f in FORMATS:
            if layouts[half][f] != MIN_LAYOUTS[f]:
                bad(f"{half}: {layouts[half][f]} {f} layouts, not {MIN_LAYOUTS[f]}")
        if MULTIPAGE[half] < MIN_MULTIPAGE:
            bad(f"{half}: {MULTIPAGE[half]} PDFs of several pages, not {MIN_MULTIPAGE}")
        if not LANDSCAPE[half]:
            bad(f"{half}: no landscape PDF")
        for tag, n in STYLES.items():
            if styles[half][tag] != n:
                bad(f"{half}: {styles[half][tag]} layouts tagged {tag}, not {n}")
        for tag, n in EMPHASIS.items():
            if styles[half][tag] < n:
                bad(f"{half}: {styles[half][tag]} layouts tagged {tag}, fewer than {n}")
        if ONE_SIDED[half] < MIN_ONE_SIDED:
            bad(f"{half}: {ONE_SIDED[half]} layouts with a side in two measures and the other side missing, fewer than {MIN_ONE_SIDED}")
        print(f"\n{half} emphasis: one-sided-two-measures {ONE_SIDED[half]}, " + ", ".join(f"{t.split(':')[1]} {styles[half][t]}" for t in EMPHASIS))
        if kinds[half]["xls"] != MIN_XLS:
            bad(f"{half}: no legacy .xls attachment")
        if totals[half]["empty"] != MIN_EMPTY or empty_fmt[half] != {"text"}:
            bad(f"{half}: {totals[half]['empty']} layouts without quotes (formats {empty_fmt[half]}), not {MIN_EMPTY} text mails")
        for g in GROUPS:
            if bool(any(counts[half][f][g] for f in FORMATS)) != bool(any(counts["dev"][f][g] for f in FORMATS)):
                bad(f"{half}: group {g} in one half only")
        print(f"\n{half}: {sum(layouts[half].values())} layouts, {totals[half]['quotes']} quotes, "
              f"{totals[half]['review']} marked review, {totals[half]['empty']} without quotes; "
              f"attachments {dict(sorted(kinds[half].items()))}; PDFs of several pages {MULTIPAGE[half]}, landscape {LANDSCAPE[half]}")
        print("| format | layouts | quotes | " + " | ".join(GROUPS) + " |")
        print("|---" * (len(GROUPS) + 3) + "|")
        allc = Counter()
        for f in FORMATS:
            c = counts[half][f]
            q = sum(c[g] for g in GROUPS)
            cells = [f"{c[g + '#layouts']} ({c[g]})" if c[g] else "-" for g in GROUPS]
            print(f"| {f} | {layouts[half][f]} | {q} | " + " | ".join(cells) + " |")
            allc.update(c)
        cells = [f"{allc[g + '#layouts']} ({allc[g]})" if allc[g] else "-" for g in GROUPS]
        print(f"| **all** | {sum(layouts[half].values())} | {totals[half]['quotes']} | "
              + " | ".join(cells) + " |")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print(" -", p)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
