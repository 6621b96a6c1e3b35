"""Check the blind21 corpus's own output: `python check.py` (exit 1 on any problem).

- a rebuild into a temporary folder gives the same bytes as the committed files;
- every .eml parses with the email package and has the usual headers, dated a weekday from Monday 6 to
  Friday 17 December 2027 with a time zone;
- every attachment reopens with its own library (PDFs read in pypdf's layout mode, so a printed row stays one
  line; spreadsheet rows are joined with ' | ');
- every gold file has the expected shape; every key's words, every identifier (with a valid check digit), the
  dealer and every level appear in the mail (levels as written: decimals, 32nds, fractions, cell values);
- every gold market not marked review is in the right order and not locked;
- each half has exactly its share of each format (MIN_LAYOUTS), one legacy .xls, one layout without quotes
  (plain text), the same groups, the PDF mix (PDFS: several pages, landscape, ruled, unruled, side by side,
  header on page 1 only / on every page) and at least EMPHASIS[tag] layouts carrying each emphasis tag;
- every tag is borne out by its layout (see check_pdf and check_emphasis): a PDF tagged unruled draws no
  path at all and one tagged ruled strokes lines; several pages; a landscape page; a header printed once or
  on every page; wrapped descriptions on consecutive lines; section headings as lines of their own; total
  rows; footnote marks glued to levels with the footnote below; page furniture; a '-' or 'n/a' on a missing
  side; sizes by scope with no size on the quoted rows; sizes by a column's unit; two spread measures;
  numbers that are no levels on the quoted rows; agency / muni / MBS quoting habits;
- in a chat the dealer is never the buy-side sender's own firm, and each chat names its export style.
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
# Layouts per half (exactly): 10 PDF, 5 text, 3 spreadsheets, 2 DOCX, 2 HTML, 1 CSV, 1 chat.
MIN_LAYOUTS = {"text": 5, "chat": 1, "pdf": 10, "xlsx": 3, "csv": 1, "html": 2, "docx": 2}
MIN_EMPTY = 1  # layouts per half without quotes (one text mail per half)
MIN_XLS = 1  # legacy .xls attachments per half (exactly)
# Styles each half holds exactly this many of (from each layout's `note` tags).
STYLES = {"pdf:landscape": 1, "text:empty": 1, "xlsx:xls": 1, "pdf:side-by-side": 1, "pdf:header-once": 1, "pdf:header-repeat": 2}
# PDF mix per half: at least this many.
PDFS = {"pdf:multipage": 2, "pdf:ruled": 3, "pdf:unruled": 3}
CHAT_STYLES = {"chat:bloomberg", "chat:symphony"}
# The corpus's emphasis: at least this many layouts per half carry each tag (each borne out by its layout).
EMPHASIS = {"emph:pdf-system": 10, "emph:multipage": 2, "emph:header-once": 1, "emph:header-repeat": 1, "emph:wrapped": 1,
            "emph:side-by-side": 1, "emph:landscape-wide": 1, "emph:sections": 12, "emph:totals": 4, "emph:footnote": 5,
            "emph:furniture": 10, "emph:missing-side": 6, "emph:size-scope": 8, "emph:size-unit": 6, "emph:unit-switch": 2,
            "emph:near-numbers": 14, "emph:habits": 14, "emph:everyday": 6}
MIN_EVERYDAY_NOT_PDF = 4  # everyday runs and tables in the other formats
GROUPS = ["ig", "hy", "em_sovereign", "government", "muni", "loan", "structured", "cds",
          "convert_preferred", "frn", "agency"]
CLASSES = {"corporate", "sovereign", "government", "agency", "muni", "loan", "structured", "cds",
           "convertible", "preferred"}
TYPES = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
SPREADS = {"spread", "z_spread", "i_spread", "dm"}
FIELDS = ["instrument_key", "asset_class", "group", "quote_type", "bid", "ask", "bid_size",
          "ask_size", "dealer"]
HEADERS = ["From", "To", "Date", "Subject", "Message-ID", "MIME-Version"]
ISIN_RE = re.compile(r"\b[A-Z]{2}[A-Z0-9]{9}[0-9]\b")
ISIN_PREFIXES = {"US", "XS", "DE", "FR", "IT", "ES", "PT", "GB", "MX", "BR", "CO", "SG", "HK", "JP", "CH", "DK", "NL", "CL", "PE",
                 "AT", "BE", "SE", "NO", "FI", "IE", "LU", "CA", "AU", "KY", "ID", "ZA", "TR", "PL", "RO", "HU", "KR", "AE", "EU", "NZ"}
VULGAR = {"¼": 0.25, "½": 0.5, "¾": 0.75, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}
SIZE_TOKEN = re.compile(r"(?i)(?<![\w.])\d+(?:\.\d+)?\s?(?:mm|mln|mio|bn|k)\b|(?<![\w.])\d+(?:\.\d+)?x\d+(?:\.\d+)?\b|(?<![\w./])\d{2,4}M\b")
problems: list[str] = []


def bad(msg):
    problems.append(msg)


# ---------------------------------------------------------------- text of a mail


def _xlsx_text(data, numbers):
    wb = openpyxl.load_workbook(io.BytesIO(data))
    out = []
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            cells = []
            for c in row:
                if c.value is None:
                    cells.append("")
                    continue
                cells.append(str(c.value))
                if isinstance(c.value, (int, float)):
                    numbers.add(round(float(c.value), 6))
                    if "%" in c.number_format:
                        numbers.add(round(float(c.value) * 100, 6))
            out.append(" | ".join(cells).rstrip(" |"))
    return "\n".join(out)


def _xls_text(data, numbers):
    book = xlrd.open_workbook(file_contents=data, formatting_info=True)
    out = []
    for sh in book.sheets():
        for r in range(sh.nrows):
            cells = []
            for c, v in enumerate(sh.row_values(r)):
                cells.append(str(v))
                if isinstance(v, float):
                    numbers.add(round(v, 6))
                    fmt = book.format_map[book.xf_list[sh.cell_xf_index(r, c)].format_key].format_str
                    if "%" in fmt:  # a percent cell: the level as shown
                        numbers.add(round(v * 100, 6))
            out.append(" | ".join(cells).rstrip(" |"))
    return "\n".join(out)


def _docx_text(data):
    d = docx.Document(io.BytesIO(data))
    w = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
    out = []
    for child in d.element.body.iterchildren():  # paragraphs and tables in document order
        tag = child.tag.rsplit("}", 1)[1]
        if tag == "p":
            out.append("".join(t.text or "" for t in child.iter(w + "t")))
        elif tag == "tbl":
            for tr in child.iter(w + "tr"):
                out.append(" | ".join("".join(t.text or "" for t in tc.iter(w + "t")) for tc in tr.iter(w + "tc")))
    return "\n".join(out)


PDF_INFO: dict[str, list] = defaultdict(list)  # layout name -> [(reader, layout-mode page texts)]


def _pdf_text(data, name):
    r = PdfReader(io.BytesIO(data))
    if not 1 <= len(r.pages) <= 5:
        bad(f"{name}: {len(r.pages)} pages")
    pages = [p.extract_text(extraction_mode="layout") for p in r.pages]
    PDF_INFO[name].append((r, pages))
    return "\n".join(pages)


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
            t = re.sub(r"</tr>|<br>|</p>|</caption>", "\n", part.get_content())
            t = re.sub(r"</td>|</th>", " | ", t)
            t = re.sub(r"<[^>]+>", " ", t)
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
                    out.append(payload.decode("utf-8-sig"))
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
    (re.compile(r"(\d+)([¼½¾⅛⅜⅝⅞])"), "vulgar"),
    (re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?"), "thousands"),
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
            elif kind == "32handle":
                vals.append(int(m.group(1)) + (int(m.group(2)) + (0.5 if m.group(3) else 0)) / 32)
            elif kind == "vulgar":
                vals.append(int(m.group(1)) + VULGAR[m.group(2)])
            elif kind == "frac":
                vals.append(int(m.group(1)) + int(m.group(2)) / int(m.group(3)))
            elif kind == "thousands":
                vals.append(float(m.group(0).replace(",", "")))
            else:
                vals.append(float(m.group(0)))
            for v in vals:
                numbers.add(round(v, 6))
                numbers.add(round(-v, 6))


def line_numbers(line: str) -> set:
    s: set = set()
    text_numbers(line, s)
    return s


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
        if (q["bid"] is None and q["bid_size"] is not None) or (q["ask"] is None and q["ask_size"] is not None):
            bad(f"{where}: a size on a missing side")
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


def check_date(name, raw):
    """Every mail is dated a weekday from Monday 6 to Friday 17 December 2027."""
    from email.utils import parsedate_to_datetime

    msg = BytesParser(policy=policy.default).parsebytes(raw)
    dt = parsedate_to_datetime(str(msg["Date"]))
    if not (dt.year == 2027 and dt.month == 12 and 6 <= dt.day <= 17 and dt.weekday() < 5):
        bad(f"{name}: dated {msg['Date']}")
    if dt.tzinfo is None:
        bad(f"{name}: a date without a time zone")


# ---------------------------------------------------------------- tags borne out

PATH_OPS = re.compile(rb"(?m)(?:^|\s)(?:re|l|S|s|f|f\*|B|b)\s*$")
STROKE = re.compile(rb"(?m)(?:^|\s)(?:S|s|B|b)\s*$")


def check_pdf(name, lay, tags, pdfs):
    """The PDF tags a layout claims are borne out by its attachment."""
    if lay.fmt != "pdf":
        if any(t.startswith("pdf:") for t in tags):
            bad(f"{name}: pdf tags on a {lay.fmt} layout")
        return
    if len(pdfs) != 1:
        bad(f"{name}: {len(pdfs)} PDF attachments")
        return
    r, pages = pdfs[0]
    content = b"\n".join(p.get_contents().get_data() for p in r.pages)
    if "pdf:unruled" in tags and PATH_OPS.search(content):
        bad(f"{name}: tagged unruled but draws paths")
    if "pdf:ruled" in tags and not STROKE.search(content):
        bad(f"{name}: tagged ruled but strokes no line")
    if ("pdf:ruled" in tags) == ("pdf:unruled" in tags):
        bad(f"{name}: a PDF is either ruled or unruled")
    if ("pdf:multipage" in tags or "emph:multipage" in tags) != (len(r.pages) > 1):
        bad(f"{name}: {len(r.pages)} pages against its multipage tag")
    land = any(float(p.mediabox.width) > float(p.mediabox.height) for p in r.pages)
    if ("pdf:landscape" in tags) != land:
        bad(f"{name}: landscape {land} against its tag")
    head = lay.meta.get("header")
    if "pdf:header-once" in tags or "pdf:header-repeat" in tags:
        if not head:
            bad(f"{name}: no header word to check")
        else:
            on = [head in p for p in pages]
            if "pdf:header-once" in tags and on != [True] + [False] * (len(pages) - 1):
                bad(f"{name}: header {head!r} not on page 1 only ({on})")
            if "pdf:header-repeat" in tags and not all(on):
                bad(f"{name}: header {head!r} not on every page ({on})")
    if "emph:landscape-wide" in tags and not (land and lay.meta.get("ncols", 0) >= 14):
        bad(f"{name}: tagged landscape-wide without a landscape page of 14+ columns")
    if "emph:furniture" in tags:
        joined = "\n".join(pages)
        if not (re.search(r"(?i)\b(page|seite)\s+\d+\s*(of|von|/)\s*\d+", joined) and re.search(r"\b\d{1,2}:\d{2}\b", joined)
                and re.search(r"\+\d{1,2}[ \d]{9,}", joined)):
            bad(f"{name}: tagged furniture without page numbers, a print time and a phone number")


def _rows_of(key, text_lines):
    """The lines of the text that name a gold instrument (its identifier, or all of its key's words)."""
    if valid_identifier(key) is not None:
        return [ln for ln in text_lines if key in ln]
    words = [w.lower() for w in key.split() if re.search(r"[A-Za-z]", w)]
    return [ln for ln in text_lines if words and all(w in ln.lower() for w in words)]


def check_emphasis(name, lay, tags, text):
    """The emphasis tags a layout carries are borne out by its text and gold."""
    gold = lay.gold
    lines = text.splitlines()
    stripped = [ln.strip() for ln in lines]
    by = defaultdict(list)
    for g in gold:
        by[g["instrument_key"]].append(g)
    levels = {k: {round(float(v), 6) for g in qs for v in (g["bid"], g["ask"]) if v is not None} for k, qs in by.items()}
    if "emph:pdf-system" in tags and lay.fmt != "pdf":
        bad(f"{name}: tagged pdf-system on a {lay.fmt} layout")
    if "emph:sections" in tags:
        secs = lay.meta.get("sections") or []
        if not secs:
            bad(f"{name}: tagged sections without section words")
        for s in secs:  # a cell of its own: at the start of a line or after a gap, then a wide gap (another table) or the line's end
            rx = re.compile(r"(?:^\s*|\s{2,}|\| )" + re.escape(s) + r"(?:\s{10,}|\s*$|[\s|]*$)")
            if not any(rx.search(ln) for ln in lines):
                bad(f"{name}: section heading {s!r} not a line (or cell) of its own")
    if "emph:wrapped" in tags:
        for a, b in lay.meta.get("wrapped") or [("?", "?")]:
            if not any(a in lines[i] and b in lines[i + 1] and b not in lines[i] for i in range(len(lines) - 1)):
                bad(f"{name}: wrapped description {a!r} / {b!r} not on consecutive lines")
    if "emph:side-by-side" in tags:
        ok = any(sum(1 for k in by if (line_numbers(ln) & levels[k]) and _rows_of(k, [ln])) >= 2 for ln in lines)
        if not ok:
            bad(f"{name}: tagged side-by-side without a line holding two instruments' levels")
    if "emph:totals" in tags and not any(re.search(r"(?i)\b(sub)?total\b|\baverage\b", ln) and re.search(r"\d", ln) for ln in stripped):
        bad(f"{name}: tagged totals without a total row")
    if "emph:footnote" in tags:
        for mk in lay.meta.get("marks") or ["?"]:
            glued = re.search(r"\d" + re.escape(mk), text)
            note = any(ln.startswith(mk) and len(ln) > len(mk) + 5 for ln in stripped)
            if not (glued and note):
                bad(f"{name}: footnote mark {mk!r} not glued to a level with its note below")
    if "emph:missing-side" in tags:
        ok = False
        for k, qs in by.items():
            one_sided = any((g["bid"] is None) != (g["ask"] is None) for g in qs)
            if one_sided and any(re.search(r"(?i)(^|[\s|])(-|n/a)(?=[\s|]|$)|offer only|offered", ln) for ln in _rows_of(k, lines)):
                ok = True
        if not ok:
            bad(f"{name}: tagged missing-side without a one-sided quote whose row shows '-' / 'n/a' / 'offer only'")
    if "emph:size-scope" in tags:
        sized = [g for g in gold if g["bid_size"] or g["ask_size"]]
        if not sized:
            bad(f"{name}: tagged size-scope without sizes in the gold")
        # A row's own size may override the scope on a few rows; most quoted rows carry none.
        scoped = [k for k in {g["instrument_key"] for g in sized}
                  if not any(SIZE_TOKEN.search(ln) for ln in _rows_of(k, lines) if line_numbers(ln) & levels[k])]
        if len(scoped) < max(2, len({g["instrument_key"] for g in sized}) // 2):
            bad(f"{name}: tagged size-scope but most quoted rows carry their own size")
    if "emph:size-unit" in tags:
        ok = False
        for g in gold:
            s = g["ask_size"] or g["bid_size"]
            if not s:
                continue
            for ln in _rows_of(g["instrument_key"], lines):
                nums = line_numbers(ln)
                if (round(s / 1000, 6) in nums or round(s / 1e6, 6) in nums) and not SIZE_TOKEN.search(ln):
                    ok = True
        if not ok:
            bad(f"{name}: tagged size-unit without a bare size under a column's unit")
    if "emph:unit-switch" in tags and len({g["quote_type"] for g in gold} & SPREADS) < 2:
        bad(f"{name}: tagged unit-switch without two spread measures")
    if "emph:near-numbers" in tags:
        best = 0
        for k in by:
            for ln in _rows_of(k, lines):
                if not line_numbers(ln) & levels[k]:
                    continue
                dec = {float(m) for m in re.findall(r"(?<![\d/.-])\d+\.\d+(?![\d/])", ln)} | {float(m) for m in re.findall(r"(?<=[\s|])\d{2,5}(?=[\s|]|$)", ln)}
                best = max(best, len({round(x, 6) for x in dec} - levels[k]))
        if best < 2:
            bad(f"{name}: tagged near-numbers without two numbers beside the levels that are none")
    if "emph:habits" in tags:
        mbs = any(g["group"] == "structured" for g in gold) and re.search(
            r"\b(FNCL|FNCI|G2SF|UMBS|FNR|FHR|GNR|FHMS|DUS|GNPL|REMIC)\b|\b(FN|FR|G2)[ ,]+[A-Z]{0,2}\d{4,6}\b", text)
        if not (any(g["group"] in ("agency", "muni") for g in gold) or mbs):
            bad(f"{name}: tagged habits without agency, muni or MBS quotes")
    if lay.fmt == "chat":
        from common import dealer_of

        msg = BytesParser(policy=policy.default).parsebytes(lay.eml)
        own = dealer_of(str(msg["From"]))
        if any(g["dealer"] == own for g in gold):
            bad(f"{name}: a chat quote given to the buy-side sender {own}")
        if len(tags & CHAT_STYLES) != 1:
            bad(f"{name}: a chat without one export style tag")


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
    everyday_other = Counter()
    dealers = Counter()
    for half, stem, lay in built:
        tags = {t for t in lay.note.split() if ":" in t}
        styles[half].update(tags)
        name = f"{half}/{stem}"
        raw = (ROOT / half / f"{stem}.eml").read_bytes()
        gold = json.loads((ROOT / half / f"{stem}.expected.json").read_text())
        numbers: set = set()
        text = mail_text(raw, name, numbers, kinds[half])
        text_numbers(text, numbers)
        check_gold(name, gold, text, numbers)
        check_date(name, raw)
        check_pdf(name, lay, tags, PDF_INFO.get(name, []))
        check_emphasis(name, lay, tags, text)
        check_identifiers_in_text(name, text)
        everyday_other[half] += "emph:everyday" in tags and lay.fmt != "pdf"
        dealers.update({q["dealer"] for q in gold["quotes"]})
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
        for tag, n in STYLES.items():
            if styles[half][tag] != n:
                bad(f"{half}: {styles[half][tag]} layouts tagged {tag}, not {n}")
        for tag, n in PDFS.items():
            if styles[half][tag] < n:
                bad(f"{half}: {styles[half][tag]} layouts tagged {tag}, fewer than {n}")
        for tag, n in EMPHASIS.items():
            if styles[half][tag] < n:
                bad(f"{half}: {styles[half][tag]} layouts tagged {tag}, fewer than {n}")
        if everyday_other[half] < MIN_EVERYDAY_NOT_PDF:
            bad(f"{half}: {everyday_other[half]} everyday layouts outside PDF, fewer than {MIN_EVERYDAY_NOT_PDF}")
        print(f"\n{half} PDFs: " + ", ".join(f"{t.split(':')[1]} {styles[half][t]}" for t in list(PDFS) + ["pdf:landscape", "pdf:side-by-side",
                                                                                                          "pdf:header-once", "pdf:header-repeat"]))
        print(f"{half} emphasis: " + ", ".join(f"{t.split(':')[1]} {styles[half][t]}" for t in EMPHASIS) + f"; everyday outside PDF {everyday_other[half]}")
        if kinds[half]["xls"] != MIN_XLS:
            bad(f"{half}: {kinds[half]['xls']} legacy .xls attachments")
        if totals[half]["empty"] != MIN_EMPTY or empty_fmt[half] != {"text"}:
            bad(f"{half}: {totals[half]['empty']} layouts without quotes (formats {empty_fmt[half]}), not {MIN_EMPTY} text mails")
        for g in GROUPS:
            if bool(any(counts[half][f][g] for f in FORMATS)) != bool(any(counts["dev"][f][g] for f in FORMATS)):
                bad(f"{half}: group {g} in one half only")
        print(f"\n{half}: {sum(layouts[half].values())} layouts, {totals[half]['quotes']} quotes, "
              f"{totals[half]['review']} marked review, {totals[half]['empty']} without quotes; "
              f"attachments {dict(sorted(kinds[half].items()))}")
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
    print(f"\ndealers ({len(dealers)}): " + " ".join(sorted(dealers)))
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print(" -", p)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
