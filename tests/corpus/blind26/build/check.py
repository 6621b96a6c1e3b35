"""Check the blind26 corpus's own output: `python check.py` (exit 1 on any problem).

- a rebuild into a temporary folder gives the same bytes as the committed files, and no other file sits in dev/ or holdout/;
- every .eml parses with the email package and has the usual headers, dated a weekday from Monday 7 to Friday 18 February
  2028 with a time zone, with b26 MIME boundaries; every quote's dealer is the sender's company, or in a forward the
  forwarded message's sender's company, or in a chat the firm shown with the quoting user (never the buy-side sender);
- every attachment reopens with its own library (PDFs in pypdf's layout mode; spreadsheet rows joined with ' | '); HTML
  bodies are rendered to text a table row per line (cells joined with ' | '), as a reader sees them;
- every gold file has the expected shape; every key's words, every identifier (with a valid check digit), the dealer
  and every level appear in the mail; every CUSIP- or ISIN-shaped token of the mail has a valid check digit;
- every gold market not marked review is in the right order and not locked;
- each half has exactly its share of each format (LAYOUTS_PER_HALF), one layout without quotes (plain text), the same
  groups, the PDF mix (unruled, ruled, several pages), every chat style, and at least EMPHASIS[tag] layouts per tag;
- every tag is borne out by its layout (check_emphasis26): `look-alike` at least two numbers that are no level on the line
  of every quoted instrument, `reply` quoted history below the new text holding older levels and every gold level written
  above it, `forward` a forwarded message whose sender is the gold dealer, `chat` at least two speakers, `size-scope` no
  size on most quoted lines, `axes` one-sided quotes of both sides, `levels-ways` two or more ways of writing a level, ...
"""

from __future__ import annotations

import io
import json
import re
import sys
import tempfile
from collections import Counter, defaultdict
from email import policy
from email.parser import BytesParser
from html.parser import HTMLParser
from pathlib import Path

import docx
import openpyxl
from pypdf import PdfReader
from stdnum import cusip as stdcusip
from stdnum import figi as stdfigi
from stdnum import isin as stdisin

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import make  # noqa: E402

FORMATS = ["text", "chat", "pdf", "xlsx", "csv", "html", "docx"]
# Layouts per half (exactly): 7 text (one quoting nothing), 4 HTML, 4 chat, 3 DOCX, 3 PDF, 2 xlsx, 1 CSV.
LAYOUTS_PER_HALF = {"text": 7, "chat": 4, "pdf": 3, "xlsx": 2, "csv": 1, "html": 4, "docx": 3}
STYLES = {"text:empty": 1}  # exactly this many per half
PDFS = {"pdf:multipage": 1, "pdf:unruled": 1, "pdf:ruled": 1}  # at least
CHAT_STYLES = {"chat:bloomberg", "chat:symphony", "chat:pasted"}
EMPHASIS = {  # at least this many layouts per half carry each tag, each borne out by its layout
    "emph:look-alike": 16, "emph:levels-ways": 6, "emph:size-scope": 8, "emph:reply": 2, "emph:forward": 2, "emph:correction": 4,
    "emph:buyside": 6, "emph:axes": 2, "emph:chat-backref": 1, "emph:review-words": 4, "emph:bwic": 1, "emph:everyday": 5,
    "emph:new-issue": 1, "emph:paras": 1, "emph:memo": 1, "emph:footnote": 1,
}
GROUPS = ["ig", "hy", "em_sovereign", "government", "muni", "loan", "structured", "cds", "convert_preferred", "frn", "agency"]
CLASSES = {"corporate", "sovereign", "government", "agency", "muni", "loan", "structured", "cds", "convertible", "preferred"}
TYPES = {"price", "yield", "spread", "z_spread", "i_spread", "dm", "upfront", "talk", "cover"}
SPREADS = {"spread", "z_spread", "i_spread", "dm"}
FIELDS = ["instrument_key", "asset_class", "group", "quote_type", "bid", "ask", "bid_size", "ask_size", "dealer"]
HEADERS = ["From", "To", "Date", "Subject", "Message-ID", "MIME-Version"]
ISIN_RE = re.compile(r"\b[A-Z]{2}[A-Z0-9]{9}[0-9]\b")
CUSIP_RE = re.compile(r"\b(?=[0-9A-Z]{9}\b)(?=(?:[0-9]*[A-Z]){1,3}[0-9]*\b)[0-9]{3}[0-9A-Z]{5}[0-9]\b")
ISIN_PREFIXES = {"US", "XS", "DE", "FR", "IT", "ES", "PT", "GB", "MX", "BR", "CO", "SG", "HK", "JP", "CH", "DK", "NL", "CL", "PE",
                 "AT", "BE", "SE", "NO", "FI", "IE", "LU", "CA", "AU", "KY", "ID", "ZA", "TR", "PL", "RO", "HU", "KR", "AE", "EU", "NZ"}
VULGAR = {"¼": 0.25, "½": 0.5, "¾": 0.75, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}
SIZE_TOKEN = re.compile(r"(?i)(?<![\w.])\d+(?:\.\d+)?\s?(?:mm|mln|mio|bn|k)\b|(?<![\w.])\d+(?:\.\d+)?x\d+(?:\.\d+)?\b|(?<![\w./])\d{2,4}M\b")
problems: list[str] = []


def bad(msg):
    problems.append(msg)


# ---------------------------------------------------------------- HTML as a reader sees it


class _Render(HTMLParser):
    """HTML to text: a table row per line (cells joined with ' | '), a cell holding a nested table (a layout cell) written
    as lines of its own around the nested table's rows, paragraphs and line breaks as new lines, head / style / hidden
    content dropped."""

    SKIP = {"style", "head", "script", "title"}
    BLOCK = ("p", "div", "caption", "h1", "h2", "h3", "blockquote")

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.buf: list[str] = []
        self.rows: list[list[str]] = []  # open rows (innermost last)
        self.cells: list[str] = []  # open cells: "cell" or "layout" (holds a nested table)
        self.skip = 0
        self.hidden = 0

    def _text(self) -> str:
        t = "".join(self.buf)
        self.buf = []
        return t

    def _lines(self, t: str):
        for ln in t.split("\n"):
            ln = " ".join(ln.split())
            if ln:
                self.out.append(ln)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in self.SKIP:
            self.skip += 1
        if "display:none" in (a.get("style") or "").replace(" ", ""):
            self.hidden += 1
        if tag == "tr":
            if not self.cells:
                self._lines(self._text())
            self.rows.append([])
        elif tag in ("td", "th"):
            self.buf = []
            self.cells.append("cell")
        elif tag == "table" and self.cells:
            self._lines(self._text())
            self.cells[-1] = "layout"
        elif tag == "br":
            self.buf.append(" " if self.cells and self.cells[-1] == "cell" else "\n")

    def handle_endtag(self, tag):
        if tag in self.SKIP:
            self.skip -= 1
        if tag in ("td", "th") and self.cells:
            kind = self.cells.pop()
            t = self._text()
            if kind == "layout":
                self._lines(t)
            elif self.rows:
                self.rows[-1].append(" ".join(t.split()))
        elif tag == "tr" and self.rows:
            line = " | ".join(self.rows.pop()).rstrip(" |")
            if line.strip(" |"):
                self.out.append(line)
        elif tag in self.BLOCK:
            if self.cells and self.cells[-1] == "cell":
                self.buf.append(" ")
            else:
                self._lines(self._text())

    def handle_data(self, data):
        if self.skip or self.hidden:
            return
        self.buf.append(data)

    def close(self):
        super().close()
        self._lines(self._text())


def html_text(src: str) -> str:
    r = _Render()
    r.feed(src)
    r.close()
    return "\n".join(r.out)


# ---------------------------------------------------------------- text of a mail

SHEETS: dict[str, list] = defaultdict(list)  # layout name -> [(kind, book)]
PDF_INFO: dict[str, list] = defaultdict(list)  # layout name -> [(reader, layout-mode page texts)]
HTML_SRC: dict[str, list] = defaultdict(list)
PLAIN_SRC: dict[str, list] = defaultdict(list)
DOCX_TABLES: dict[str, int] = defaultdict(int)
DOCX_BLOCKS: dict[str, tuple] = {}


def _xlsx_text(data, numbers, name):
    wb = openpyxl.load_workbook(io.BytesIO(data))
    SHEETS[name].append(("xlsx", wb))
    out = []
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            cells = []
            for c in row:
                if c.value is None:
                    cells.append("")
                    continue
                cells.append(str(c.value))
                if isinstance(c.value, int | float):
                    numbers.add(round(float(c.value), 6))
                    if "%" in c.number_format:
                        numbers.add(round(float(c.value) * 100, 6))
            out.append(" | ".join(cells).rstrip(" |"))
    return "\n".join(out)


def _runs_text(el, w):
    """The text of a paragraph or cell as Word shows it: w:t text, a w:tab as a tab, a w:br as a new line."""
    out = []
    for e in el.iter():
        if e.tag == w + "t":
            out.append(e.text or "")
        elif e.tag == w + "tab" and e.getparent().tag == w + "r":
            out.append("\t")
        elif e.tag == w + "br":
            out.append("\n")
    return "".join(out)


def _docx_text(data, name):
    d = docx.Document(io.BytesIO(data))
    w = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
    out = []
    blocks = []
    xml = []
    for child in d.element.body.iterchildren():  # paragraphs and tables in document order
        tag = child.tag.rsplit("}", 1)[1]
        if tag == "p":
            t = _runs_text(child, w)
            out.append(t)
            blocks.append(("p", t))
        elif tag == "tbl":
            DOCX_TABLES[name] += 1
            blocks.append(("t", ""))
            xml.append(child.xml)
            for tr in child.iter(w + "tr"):
                out.append(" | ".join(_runs_text(tc, w) for tc in tr.iter(w + "tc")))
    DOCX_BLOCKS[name] = (blocks, xml)
    return "\n".join(out)


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
        if part.is_multipart():
            b = part.get_boundary()
            if not (b and re.fullmatch(r"=_(alt|mix)_b26[a-z0-9-]{1,10}_0001", b)):
                bad(f"{name}: boundary {b!r} is not a b26 boundary")
            continue
        fname = part.get_filename()
        payload = part.get_payload(decode=True)
        if fname is None and ctype == "text/plain":
            PLAIN_SRC[name].append(part.get_content())
            out.append(part.get_content())
        elif fname is None and ctype == "text/html":
            src = part.get_content()
            HTML_SRC[name].append(src)
            out.append(html_text(src))
        elif fname:
            low = fname.lower()
            try:
                if low.endswith(".pdf"):
                    out.append(_pdf_text(payload, name))
                    kinds["pdf"] += 1
                elif low.endswith(".docx"):
                    out.append(_docx_text(payload, name))
                    kinds["docx"] += 1
                elif low.endswith(".xlsx"):
                    out.append(_xlsx_text(payload, numbers, name))
                    kinds["xlsx"] += 1
                elif low.endswith(".csv"):
                    out.append(payload.decode("utf-8-sig"))
                    kinds["csv"] += 1
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
    (re.compile(r"(\d+) (\d)/(\d) ?- ?(\d)/(\d)(?![\d/])"), "frachandle"),
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
            elif kind == "frachandle":
                vals.append(int(m.group(1)) + int(m.group(4)) / int(m.group(5)))
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
        if q["quote_type"] in ("talk", "cover") and b is not None and a is not None and b > a:
            bad(f"{where}: talk range upside down {b}/{a}")


def check_identifiers_in_text(name, text):
    for m in ISIN_RE.finditer(text):
        tok = m.group(0)
        if tok[:2] in ISIN_PREFIXES and not stdisin.is_valid(tok):
            bad(f"{name}: invalid ISIN {tok} in text")
    for m in CUSIP_RE.finditer(text):
        tok = m.group(0)
        if not stdcusip.is_valid(tok):
            bad(f"{name}: invalid CUSIP {tok} in text")


def check_date(name, raw):
    """Weekdays from Monday 7 to Friday 18 February 2028 (Presidents' Day, Monday 21 February, lies outside), with a time zone."""
    from email.utils import parsedate_to_datetime

    msg = BytesParser(policy=policy.default).parsebytes(raw)
    dt = parsedate_to_datetime(str(msg["Date"]))
    if not (dt.year == 2028 and dt.month == 2 and 7 <= dt.day <= 18 and dt.weekday() < 5):
        bad(f"{name}: dated {msg['Date']}")
    if dt.tzinfo is None:
        bad(f"{name}: a date without a time zone")


# ---------------------------------------------------------------- tags borne out

PATH_OPS = re.compile(rb"(?m)(?:^|\s)(?:re|l|S|s|f|f\*|B|b)\s*$")
STROKE = re.compile(rb"(?m)(?:^|\s)(?:S|s|B|b)\s*$")


def check_pdf(name, lay, tags, pdfs):
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
    if ("pdf:multipage" in tags) != (len(r.pages) > 1):
        bad(f"{name}: {len(r.pages)} pages against its multipage tag")
    head = lay.meta.get("header")
    if "pdf:header-once" in tags or "pdf:header-repeat" in tags:
        on = [bool(head) and head in p for p in pages]
        if "pdf:header-once" in tags and on != [True] + [False] * (len(pages) - 1):
            bad(f"{name}: header {head!r} not on page 1 only ({on})")
        if "pdf:header-repeat" in tags and not all(on):
            bad(f"{name}: header {head!r} not on every page ({on})")
    if "pdf:landscape" in tags:
        box = r.pages[0].mediabox
        if not (float(box.width) > float(box.height) and lay.meta.get("ncols", 0) >= 12):
            bad(f"{name}: tagged landscape but not a landscape page with 12+ columns")
        hdr = [ln for ln in pages[0].splitlines() if "CUSIP" in ln]
        if not hdr or len(hdr[0].split()) < 12:
            bad(f"{name}: tagged landscape without a header line of 12+ column words")
    if "emph:continued" in tags and (len(pages) < 2 or not all(re.search(r"(?i)continued", p) for p in pages[1:]) or "pdf:header-repeat" not in tags):
        bad(f"{name}: tagged continued without a table carried over pages under a repeated header and a 'continued' line")
    if "emph:wrapped-header" in tags:
        ok = False
        for a, b in lay.meta.get("header_lines") or [("?", "?")]:
            for p in pages:
                ls = p.splitlines()
                ok |= any(re.search(r"\b" + re.escape(a) + r"(\s|$)", ls[i]) and b in ls[i + 1] and a not in ls[i + 1] for i in range(len(ls) - 1))
        if not ok:
            bad(f"{name}: tagged wrapped-header without a column header over two or more lines")
    if "emph:furniture" in tags:
        joined = "\n".join(pages)
        if not (re.search(r"(?i)\bpage\s+\d+\s*of\s*\d+", joined) and re.search(r"\b\d{1,2}:\d{2}\b", joined)
                and re.search(r"\+\d{1,2}[ \d]{9,}", joined)):
            bad(f"{name}: tagged furniture without page numbers, a print time and a phone number")


def check_html(name, lay, tags, text):
    srcs = HTML_SRC.get(name, [])
    if lay.fmt != "html":
        if any(t in tags for t in ("emph:html-real", "emph:outlook-paste", "emph:colspan-band", "emph:spacer-cols", "emph:rowspan-label",
                                    "emph:nested", "emph:alternative", "emph:caption-size")):
            bad(f"{name}: HTML tags on a {lay.fmt} layout")
        return
    if len(srcs) != 1:
        bad(f"{name}: {len(srcs)} HTML parts")
        return
    src = srcs[0]
    gold = lay.gold
    if "emph:outlook-paste" in tags and not ("MsoNormalTable" in src and re.search(r"<td[^>]*style='[^']*mso-", src) and "&nbsp;" in src):
        bad(f"{name}: tagged outlook-paste without an MsoNormalTable, mso- styles on its cells and &nbsp; cells")
    if "emph:colspan-band" in tags:
        rows = re.findall(r"(?s)<tr.*?</tr>", src)
        if not any(re.search(r"colspan=\"?[2-9]", a) and re.search(r">(?:<[^>]+>)*(?:Bid|Yld)(?:<[^>]+>)*<", b) for a, b in zip(rows, rows[1:], strict=False)):
            bad(f"{name}: tagged colspan-band without a merged header cell over a Bid / Offer sub-header row")
    if "emph:spacer-cols" in tags and not re.search(r"<td width=1[01] [^>]*>\s*<p class=MsoNormal><span[^>]*>&nbsp;", src):
        bad(f"{name}: tagged spacer-cols without an empty narrow column")
    if "emph:rowspan-label" in tags:
        secs = lay.meta.get("sections") or []
        if not any(re.search(r"rowspan=\"?\d+\"?[^>]*>(?:\s*<[^>]+>)*\s*" + re.escape(s) + r"\s*<", src) for s in secs):
            bad(f"{name}: tagged rowspan-label without a section label merged down its rows")
    if "emph:nested" in tags and not re.search(r"(?s)<td[^>]*>(?:(?!</td>).)*<table", src):
        bad(f"{name}: tagged nested without a table inside a table cell")
    if "emph:caption-size" in tags and not any(SIZE_TOKEN.search(c) for c in re.findall(r"(?s)<caption[^>]*>(.*?)</caption>", src)):
        bad(f"{name}: tagged caption-size without a size in a <caption>")
    if "emph:heading-size" in tags and not re.search(r"(?s)<b>[^<]*\d+MM[^<]*</b>(?:\s*<[^>]+>)*\s*<table", src):
        bad(f"{name}: tagged heading-size without a sized heading right above a table")
    if "emph:alternative" in tags:
        msg = BytesParser(policy=policy.default).parsebytes(lay.eml)
        alt = [p for p in msg.walk() if p.get_content_type() == "multipart/alternative"]
        plain = "\n".join(PLAIN_SRC.get(name, []))
        nums = line_numbers(plain)
        missing = [g["instrument_key"] for g in gold for v in (g["bid"], g["ask"]) if v is not None and round(float(v), 6) not in nums]
        if not alt or missing:
            bad(f"{name}: tagged alternative but the plain part does not say the same ({missing[:3]})")
    if "emph:reply-chain" in tags:
        mark = lay.meta.get("reply_marker", "?")
        if mark not in text:
            bad(f"{name}: reply marker {mark!r} not in the mail")
        else:
            top, below = text.split(mark, 1)
            tnums = line_numbers(top)
            if any(v is not None and round(float(v), 6) not in tnums for g in gold for v in (g["bid"], g["ask"])):
                bad(f"{name}: a gold level is written only in the quoted history")
            lines = below.splitlines()
            older = False
            for k, qs in _by_key(gold).items():
                lv = {round(float(v), 6) for g in qs for v in (g["bid"], g["ask"]) if v is not None}
                for ln in _rows_of(k, lines):
                    if line_numbers(ln) and not lv <= line_numbers(ln):
                        older = True
            if not older:
                bad(f"{name}: the quoted history holds no older levels of the gold instruments")


def _cells_of(book, kind):
    """(sheet name, row, col, value, number format, is_date) for every cell of a workbook."""
    out = []
    if kind == "xlsx":
        for ws in book.worksheets:
            for row in ws.iter_rows():
                for c in row:
                    if c.value is not None:
                        out.append((ws.title, c.row, c.column, c.value, c.number_format, c.is_date))
    return out


def check_sheet(name, lay, tags, text):
    books = SHEETS.get(name, [])
    sheet_tags = ("emph:title-block", "emph:hidden-cols", "emph:text-numbers", "emph:32nds-text", "emph:dates", "emph:multi-sheet")
    if lay.fmt != "xlsx":
        if any(t in tags for t in sheet_tags):
            bad(f"{name}: spreadsheet tags on a {lay.fmt} layout")
        return
    if len(books) != 1:
        bad(f"{name}: {len(books)} workbooks")
        return
    kind, book = books[0]
    cells = _cells_of(book, kind)
    levels = {round(float(v), 6) for g in lay.gold for v in (g["bid"], g["ask"]) if v is not None}
    if "emph:title-block" in tags:
        hr = lay.meta.get("header_row", 0)
        firsts = [c for c in cells if c[0] == cells[0][0] and c[1] < hr and isinstance(c[3], str)]
        if hr < 4 or len({c[1] for c in firsts}) < 2:
            bad(f"{name}: tagged title-block without rows of text above a header on row 4 or lower")
    if "emph:hidden-cols" in tags:
        hidden = kind == "xlsx" and any(d.hidden or d.outlineLevel for ws in book.worksheets for d in ws.column_dimensions.values())
        if not hidden:
            bad(f"{name}: tagged hidden-cols without a hidden or grouped column")
    if "emph:text-numbers" in tags and not any(isinstance(c[3], str) and re.fullmatch(r"[+-]?[\d,]+(?:\.\d+)?", c[3].strip()) for c in cells):
        bad(f"{name}: tagged text-numbers without a number stored as text")
    if "emph:32nds-text" in tags and not any(isinstance(c[3], str) and re.fullmatch(r"\d{2,3}-\d{2}[+\d]?", c[3]) and line_numbers(c[3]) & levels
                                             for c in cells):
        bad(f"{name}: tagged 32nds-text without a level in 32nds stored as text")
    if "emph:dates" in tags and not any(c[5] for c in cells):
        bad(f"{name}: tagged dates without a date cell (a serial number with a date format)")
    if "emph:multi-sheet" in tags:
        names = sorted({c[0] for c in cells})
        with_levels = {c[0] for c in cells if isinstance(c[3], int | float) and round(float(c[3]), 6) in levels
                       or isinstance(c[3], str) and line_numbers(c[3]) & levels and not re.search(r"[A-Za-z]{4}", c[3])}
        if len(names) < 2 or len(with_levels) == len(names):
            bad(f"{name}: tagged multi-sheet without several sheets, one of them holding no level ({names}, {sorted(with_levels)})")


def _by_key(gold):
    by = defaultdict(list)
    for g in gold:
        by[g["instrument_key"]].append(g)
    return by


def _rows_of(key, text_lines):
    """The lines (or pairs of consecutive lines, for a description wrapped in its cell) that name a gold instrument: its
    identifier, or all of its key's words (a CDS tenor given by a heading excepted)."""
    pairs = [a + " " + b for a, b in zip(text_lines, text_lines[1:], strict=False)]
    if valid_identifier(key) is not None:
        return [ln for ln in text_lines if key in ln]
    words = [w.lower() for w in key.split() if re.search(r"[A-Za-z]", w)]
    if not words:
        return []
    hit = [ln for ln in text_lines if all(w in ln.lower() for w in words)]
    if not hit:
        hit = [ln for ln in pairs if all(w in ln.lower() for w in words)]
    if not hit:
        core = [w for w in words if not re.fullmatch(r"\d+y", w)]
        hit = [ln for ln in text_lines if core and all(w in ln.lower() for w in core)]
    return hit


def check_emphasis(name, lay, tags, text):
    gold = lay.gold
    lines = text.splitlines()
    stripped = [ln.strip() for ln in lines]
    by = _by_key(gold)
    levels = {k: {round(float(v), 6) for g in qs for v in (g["bid"], g["ask"]) if v is not None} for k, qs in by.items()}
    if "emph:two-row-header" in tags:
        a, b = lay.meta.get("header2") or ("?", "?")
        if not any(a in lines[i] and b in lines[i + 1] and a not in lines[i + 1] for i in range(len(lines) - 1)):
            bad(f"{name}: tagged two-row-header without {a!r} over a line holding {b!r}")
    for tag in ("emph:sections", "emph:section-label"):
        if tag in tags:
            secs = lay.meta.get("sections") or []
            if not secs:
                bad(f"{name}: tagged {tag} without section words")
            for s in secs:
                rx = re.compile(r"^\s*(?:\*\*)?" + re.escape(s) + r"(?:\s*$|\s*\|)")
                if not any(rx.search(ln) for ln in lines):
                    bad(f"{name}: section {s!r} not the first cell of a row (or a line of its own)")
    if "emph:wrapped" in tags:
        for a, b in lay.meta.get("wrapped") or [("?", "?")]:
            nb = [ln for ln in lines if ln.strip()]
            if not any(a in nb[i] and b in nb[i + 1] and b not in nb[i] for i in range(len(nb) - 1)):
                bad(f"{name}: wrapped description {a!r} / {b!r} not on consecutive lines")
    if "emph:totals" in tags and not any(re.search(r"(?i)\b(sub)?total\b|\baverage\b|\bavg\b", ln) and re.search(r"\d", ln) for ln in stripped):
        bad(f"{name}: tagged totals without a total row")
    if "emph:footnote" in tags:
        for mk in lay.meta.get("marks") or ["?"]:
            glued = re.search(r"\d" + re.escape(mk), text)
            note = any(ln.startswith(mk) and len(ln) > len(mk) + 5 for ln in stripped)
            if not (glued and note):
                bad(f"{name}: footnote mark {mk!r} not glued to a level with its note below")
        if not any(g.get("review") for g in gold):
            bad(f"{name}: tagged footnote but no quote goes to review")
    if "emph:missing-side" in tags:
        ok = False
        for k, qs in by.items():
            if any((g["bid"] is None) != (g["ask"] is None) for g in qs) and any(
                    re.search(r"(?i)(^|[\s|;,/])(-|--|n/a)(?=[\s|;,/]|$)|offer only|offered|bid only|\boffer \+?\d|\bbid \d|,,|;;|\|\s+\|", ln) for ln in _rows_of(k, lines)):
                ok = True
        if not ok:
            bad(f"{name}: tagged missing-side without a one-sided quote whose row shows '-', 'n/a', a blank or 'offer only'")
    if "emph:one-sided" in tags and not ("SELLER OF" in text and "BUYER OF" in text and any(g["bid"] is None for g in gold)
                                         and any(g["ask"] is None for g in gold)):
        bad(f"{name}: tagged one-sided without SELLER OF / BUYER OF sheets of offers and bids")
    if "emph:prior-chg" in tags and not any(re.search(r"(?i)\b(chg|change|prior|prev|last)\b", ln) for ln in lines):
        bad(f"{name}: tagged prior-chg without a Chg / Prior / Last column")
    if "emph:size-scope" in tags:
        sized = [g for g in gold if g["bid_size"] or g["ask_size"]]
        if not sized:
            bad(f"{name}: tagged size-scope without sizes in the gold")
        scoped = [k for k in {g["instrument_key"] for g in sized}
                  if not any(SIZE_TOKEN.search(ln) for ln in _rows_of(k, lines) if line_numbers(ln) & levels[k])]
        if len(scoped) < max(2, len({g["instrument_key"] for g in sized}) - 1):
            bad(f"{name}: tagged size-scope but quoted rows carry their own size ({len(scoped)} of {len({g['instrument_key'] for g in sized})} without)")
    if "emph:size-unit" in tags:
        ok = False
        for g in gold:
            s = g["ask_size"] or g["bid_size"]
            if not s:
                continue
            for ln in _rows_of(g["instrument_key"], lines):
                nums = line_numbers(ln)
                if (round(s / 1000, 6) in nums or round(s / 1e6, 6) in nums or round(s, 6) in nums) and not SIZE_TOKEN.search(ln):
                    ok = True
        if not ok:
            bad(f"{name}: tagged size-unit without a bare size under a column's unit")
    if "emph:unit-switch" in tags and len({g["quote_type"] for g in gold} & SPREADS) < 2:
        bad(f"{name}: tagged unit-switch without two spread measures")
    if "emph:multi-table" in tags:
        allv = {v for vs in levels.values() for v in vs}
        n = 0
        if lay.fmt == "html":
            for src in HTML_SRC.get(name, []):
                for chunk in re.split(r"<table", src)[1:]:
                    body = html_text("<table" + chunk.split("</table>")[0] + "</table>")
                    n += bool(line_numbers(body) & allv)
        elif lay.fmt == "docx":
            n = DOCX_TABLES.get(name, 0)
        elif lay.fmt == "xlsx":
            kind, book = SHEETS[name][0]
            hits = set()
            for c in _cells_of(book, kind):
                v = c[3]
                num = isinstance(v, int | float) and (round(float(v), 6) in allv or ("%" in c[4] and round(float(v) * 100, 6) in allv))
                txt = isinstance(v, str) and bool(line_numbers(v) & allv) and not re.search(r"[A-Za-z]{3}", v)
                if num or txt:
                    hits.add(c[0])
            n = len(hits)
        if n < 2:
            bad(f"{name}: tagged multi-table with {n} tables of levels")
    if "emph:source-column" in tags:
        dealers = {g["dealer"] for g in gold}
        ok = len(dealers) >= 2 and all(any(d.upper() in ln for k, qs in by.items() if qs[0]["dealer"] == d for ln in _rows_of(k, lines)) for d in dealers)
        if not ok:
            bad(f"{name}: tagged source-column without several dealers each named on its rows")
    if "emph:near-numbers" in tags:
        best = 0
        for k in by:
            for ln in _rows_of(k, lines):
                if not line_numbers(ln) & levels[k]:
                    continue
                dec = ({float(m) for m in re.findall(r"(?<![\d/.-])\d+\.\d+(?![\d/])", ln)}
                       | {float(m) for m in re.findall(r"(?<=[\s|,;])\d{2,5}(?=[\s|,;]|$)", ln)}
                       | {abs(float(m)) for m in re.findall(r"(?<=[\s|,;])[+-]\d{1,4}(?=[\s|,;]|$)", ln)})
                best = max(best, len({round(x, 6) for x in dec} - levels[k]))
        if best < 4:
            bad(f"{name}: tagged near-numbers without four numbers beside the levels that are none (best row: {best})")
    check_emphasis26(name, lay, tags, text, lines, by, levels)


def _non_levels(ln, lv):
    """The numbers of a line that are no level of its quotes: decimals, bare whole numbers of two to five digits, signed numbers,
    percentages and fractions."""
    dec = ({float(m) for m in re.findall(r"(?<![\d/.-])-?\d+\.\d+(?![\d/])", ln)}
           | {float(m) for m in re.findall(r"(?<=[\s|,;(@])\d{1,5}(?=[\s|,;)%]|$)", ln)}
           | {float(m) for m in re.findall(r"(?<=[\s|,;(])[+-]\d{1,4}(?:\.\d+)?(?=[\s|,;)]|$)", ln)})
    return {round(x, 6) for x in dec} - lv - {round(-x, 6) for x in lv}


WAYS = {
    "32nds": r"\b\d{2,3}-\d{2}[+\d]?(?![\d/-])", "fraction": r"\b\d+ [1357]/[248]\b", "vulgar": r"\d[¼½¾⅛⅜⅝⅞]", "percent": r"\d%",
    "signed": r"(?<![\w.])\+\d", "range": r"\d(?: - |-)\d", "slash": r"\d ?/ ?[+\d]", "worded": r"(?i)\b(bid|offer(?:ed)?|pay|@|at)\s+[+\d]",
    "curve": r"\b(?:T|G|MS)[+-]\d",
}
SPEAKER = re.compile(r"(?:^|\s)\d{1,2}:\d{2}(?::\d{2})?\]?\s+([^:]{2,60}?):\s")


def check_emphasis26(name, lay, tags, text, lines, by, levels):  # noqa: C901, PLR0912, PLR0915 - one tag per branch
    from common import dealer_of

    gold = lay.gold
    msg = BytesParser(policy=policy.default).parsebytes(lay.eml)
    own = dealer_of(str(msg["From"]))
    dealers = {g["dealer"] for g in gold}
    if lay.fmt == "chat":
        if own in dealers:
            bad(f"{name}: a chat quote given to the buy-side sender {own}")
        if len(tags & CHAT_STYLES) != 1:
            bad(f"{name}: a chat without one export style tag")
        speakers = {m.group(1).strip() for ln in lines for m in [SPEAKER.search(ln)] if m}
        if len(speakers) < 2:
            bad(f"{name}: a chat with fewer than two speakers ({sorted(speakers)})")
        for g in gold:
            if not any(g["dealer"].upper() in ln.upper() for ln in _rows_of(g["instrument_key"], lines)):
                bad(f"{name}: chat quote {g['instrument_key']} not on a line of its dealer {g['dealer']}")
    elif "emph:forward" in tags:
        fd = lay.meta.get("fwd_dealer", "?")
        if dealers - {fd} or own == fd or not re.search(r"(?m)^\s*(?:<b>)?From:(?:</b>)?\s.*@" + re.escape(fd) + r"\.", text):
            bad(f"{name}: tagged forward but the gold dealer is not the forwarded message's sender's company {fd}")
    elif dealers - {own}:
        bad(f"{name}: a quote's dealer is not the sender's company {own}")
    if "emph:look-alike" in tags:
        for k in by:
            rows = [ln for ln in _rows_of(k, lines) if line_numbers(ln) & levels[k]]
            best = max((len(_non_levels(ln, levels[k])) for ln in rows), default=-1)
            if best < 2:
                bad(f"{name}: tagged look-alike but {k}'s line holds {best} numbers that are no level")
    if "emph:levels-ways" in tags:
        allv = {v for vs in levels.values() for v in vs}
        used = {w for w, rx in WAYS.items() for ln in lines if line_numbers(ln) & allv and re.search(rx, ln)}
        if len(used) < 3:
            bad(f"{name}: tagged levels-ways with levels written {len(used)} ways ({sorted(used)})")
    for tag in ("emph:reply", "emph:forward"):
        if tag not in tags:
            continue
        mark = lay.meta.get("reply_marker", "?")
        if mark not in text:
            bad(f"{name}: {tag} marker {mark!r} not in the mail")
            continue
        top, below = text.split(mark, 1)
        tnums, bnums = line_numbers(top), line_numbers(below)
        allv = [round(float(v), 6) for g in gold for v in (g["bid"], g["ask"]) if v is not None]
        if tag == "emph:reply":
            if any(v not in tnums for v in allv):
                bad(f"{name}: a gold level is written only in the quoted history")
            older = False
            for k, qs in by.items():
                lv = {round(float(v), 6) for g in qs for v in (g["bid"], g["ask"]) if v is not None}
                for ln in _rows_of(k, below.splitlines()):
                    if line_numbers(ln) and not lv <= line_numbers(ln):
                        older = True
            if not older:
                bad(f"{name}: the quoted history holds no older levels of the gold instruments")
        elif any(v not in bnums for v in allv):
            bad(f"{name}: a gold level is not in the forwarded message")
    if "emph:correction" in tags and not re.search(r"(?i)\bnot [+\d]|should read|correction|\bignore\b|\btypo\b", text):
        bad(f"{name}: tagged correction without a corrected or withdrawn level")
    if "emph:buyside" in tags and (own in dealers or not gold):
        bad(f"{name}: tagged buyside but the sender's firm {own} quotes (or nothing is quoted)")
    if "emph:axes" in tags and not (any(g["bid"] is None for g in gold) and any(g["ask"] is None for g in gold)):
        bad(f"{name}: tagged axes without offers only and bids only")
    if "emph:chat-backref" in tags:
        keys = sorted(by)
        stems = Counter(" ".join(k.split()[:-1]) for k in keys if re.fullmatch(r"\d+Y", k.split()[-1]))
        if not any(n >= 2 for n in stems.values()):
            bad(f"{name}: tagged chat-backref without one name quoted at two tenors")
    if "emph:review-words" in tags and not (any(g.get("review") for g in gold)
                                            and re.search(r"(?i)indicative|stale|subject|double check|checking", text)):
        bad(f"{name}: tagged review-words without a doubted quote")
    if "emph:bwic" in tags and not any(g["quote_type"] in ("talk", "cover") for g in gold):
        bad(f"{name}: tagged bwic without talk or cover")
    if "emph:new-issue" in tags and not re.search(r"(?i)re-offer|\bNIC\b|\bIPT\b", text):
        bad(f"{name}: tagged new-issue without re-offer / NIC / IPT numbers")
    blocks, _xml = DOCX_BLOCKS.get(name, ([], []))
    if "emph:paras" in tags:
        allv = {round(float(v), 6) for g in gold for v in (g["bid"], g["ask"]) if v is not None}
        n = sum(1 for kd, t in blocks if kd == "p" and line_numbers(t) & allv and re.search(r"(?i)\b(offer|bid|sell|buy)", t))
        if n < 2:
            bad(f"{name}: tagged paras without two paragraphs quoting levels")
    if "emph:memo" in tags:
        kinds = [k for k, t in blocks if k == "t" or t.strip()]
        if "t" not in kinds or kinds[0] == "t" or kinds[-1] == "t":
            bad(f"{name}: tagged memo without paragraphs above and below its tables")


def main() -> int:  # noqa: C901, PLR0912, PLR0915 - one report
    with tempfile.TemporaryDirectory() as tmp:
        built = make.build(Path(tmp))
        for half, stem, _ in built:
            for suffix in (".eml", ".expected.json"):
                a = (Path(tmp) / half / (stem + suffix)).read_bytes()
                p = ROOT / half / (stem + suffix)
                if not p.exists() or p.read_bytes() != a:
                    bad(f"{half}/{stem}{suffix}: differs from a rebuild (run make.py)")
    for half in ("dev", "holdout"):
        extra = sorted({p.name for p in (ROOT / half).glob("*")} - {f"{s}{x}" for h, s, _ in built if h == half for x in (".eml", ".expected.json")}
                       - {"README.md"})
        if extra:
            bad(f"{half}: files not written by make.py: {extra}")
    counts = {h: defaultdict(Counter) for h in ("dev", "holdout")}
    layouts = {h: Counter() for h in ("dev", "holdout")}
    totals = {h: Counter() for h in ("dev", "holdout")}
    kinds = {h: Counter() for h in ("dev", "holdout")}
    empty_fmt = {h: set() for h in ("dev", "holdout")}
    styles = {h: Counter() for h in ("dev", "holdout")}
    dealers = Counter()
    known = set(EMPHASIS) | set(STYLES) | set(PDFS) | CHAT_STYLES | {"pdf:header-once", "pdf:header-repeat"}
    for half, stem, lay in built:
        tags = {t for t in lay.note.split() if ":" in t}
        for t in tags - known:
            bad(f"{half}/{stem}: unknown tag {t}")
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
        check_html(name, lay, tags, text)
        check_sheet(name, lay, tags, text)
        check_emphasis(name, lay, tags, text)
        check_identifiers_in_text(name, text)
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
        for g, n in Counter(q["group"] for q in gold["quotes"]).items():
            counts[half][fmt][g + "#layouts"] += 1
            counts[half][fmt][g] += n
    for half in ("dev", "holdout"):
        for f in FORMATS:
            if layouts[half][f] != LAYOUTS_PER_HALF[f]:
                bad(f"{half}: {layouts[half][f]} {f} layouts, not {LAYOUTS_PER_HALF[f]}")
        for tag, n in STYLES.items():
            if styles[half][tag] != n:
                bad(f"{half}: {styles[half][tag]} layouts tagged {tag}, not {n}")
        for tag, n in PDFS.items():
            if styles[half][tag] < n:
                bad(f"{half}: {styles[half][tag]} layouts tagged {tag}, fewer than {n}")
        for tag, n in EMPHASIS.items():
            if styles[half][tag] < n:
                bad(f"{half}: {styles[half][tag]} layouts tagged {tag}, fewer than {n}")
        if totals[half]["empty"] != 1 or empty_fmt[half] != {"text"}:
            bad(f"{half}: {totals[half]['empty']} layouts without quotes (formats {empty_fmt[half]}), not 1 text mail")
        for g in GROUPS:
            if bool(any(counts[half][f][g] for f in FORMATS)) != bool(any(counts["dev"][f][g] for f in FORMATS)):
                bad(f"{half}: group {g} in one half only")
        print(f"\n{half} PDFs: " + ", ".join(f"{t.split(':')[1]} {styles[half][t]}" for t in list(PDFS) + ["pdf:header-repeat"]))
        print(f"{half} emphasis (layouts tagged): " + ", ".join(f"{t.split(':')[1]} {styles[half][t]}" for t in EMPHASIS)
              + "; chats " + ", ".join(f"{t.split(':')[1]} {styles[half][t]}" for t in sorted(CHAT_STYLES)))
        for t in CHAT_STYLES:
            if styles[half][t] < 1:
                bad(f"{half}: no chat in the {t} style")
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
        print(f"| **all** | {sum(layouts[half].values())} | {totals[half]['quotes']} | " + " | ".join(cells) + " |")
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
