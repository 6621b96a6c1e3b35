"""An HTML body's tables (as grids of cell texts) and the text outside them, read with lxml.

This reads exactly what the BeautifulSoup reading it replaced read (bs4 4.15 with its lxml tree
builder: 2.6 of the 4.8 ms an HTML mail cost, most of it building bs4's objects). The same lxml
parser gets the same markup the same way (``HTMLParser(recover=True)`` fed the str, then its
UTF-8 bytes if lxml rejects the str); its events build a small tree the way bs4 builds its own:

* text between two events is one string; a string of ASCII whitespace only becomes ``"\\n"``
  (if it holds one) or ``" "``, except inside ``<pre>``/``<textarea>``;
* strings inside ``<script>``, ``<style>``, ``<template>``, ``<rt>`` and ``<rp>`` are of other
  classes for bs4, and comments, doctypes and processing instructions too: no text ever reads
  them, so they are not kept;
* an end tag closes up to the most recent open tag of its name, and is ignored without one.

On that tree, in bs4's order: ``script``/``style``/``head``/``blockquote`` are removed; then the
quoted history (``div.gmail_quote``, ``div.moz-cite-prefix``, and every element after a
``div#divRplyFwdMsg`` among its siblings; soupsieve never looks inside a ``<template>``); each
table holding no other table becomes a grid and is replaced by ``"\\n"``; each ``<br>`` becomes
``"\\n"``; the text is the innermost blocks' texts, one per line, or all strings one per line if
the body has no block.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple

from lxml import etree

from extractors.dealers import ADDRESS
from extractors.titles import could_be_title

_REMOVED = frozenset({"script", "style", "head", "blockquote"})
_BLOCKS = frozenset({"p", "div", "li", "pre", "h1", "h2", "h3"})
_BLOCK_PARENTS = frozenset({"p", "div", "li", "pre"})
#: bs4's string containers (``HTMLTreeBuilder.DEFAULT_STRING_CONTAINERS``): their strings are never text.
_OTHER_STRINGS = frozenset({"rt", "rp", "style", "script", "template"})
#: bs4's ``preserve_whitespace_tags``.
_KEEP_SPACE = frozenset({"pre", "textarea"})
_STRING_RULES = _OTHER_STRINGS | _KEEP_SPACE
_ASCII_SPACES_ONLY = re.compile(r"[ \n\t\f\r]*+\Z")  # bs4's ASCII_SPACES
_QUOTE_CLASSES = ("gmail_quote", "moz-cite-prefix")
_NOT_SPACE = re.compile(r"\S+")  # bs4 splits class="a b" with this


class Tag:
    """One element: its name, attributes and children (tags and the strings text reads)."""

    __slots__ = ("name", "attrs", "children")

    def __init__(self, name: str, attrs: dict[str, str]) -> None:
        self.name = name
        self.attrs = attrs
        self.children: list[Node] = []

    def get(self, name: str) -> str | None:
        return self.attrs.get(name)

    def iter(self, names: frozenset[str]) -> Iterator[Tag]:
        """Descendants named one of ``names``, in document order (no recursion: any depth)."""
        stack = [iter(self.children)]
        while stack:
            for child in stack[-1]:
                if not isinstance(child, str):
                    if child.name in names:
                        yield child
                    stack.append(iter(child.children))
                    break
            else:
                stack.pop()

    def strings(self) -> Iterator[str]:
        """The strings below, in document order."""
        stack = [iter(self.children)]
        while stack:
            for child in stack[-1]:
                if isinstance(child, str):
                    yield child
                else:
                    stack.append(iter(child.children))
                    break
            else:
                stack.pop()


Node = Tag | str


class _Builder:
    """lxml parser target: the events bs4's ``LXMLTreeBuilder`` gets, built as bs4 builds them."""

    def __init__(self) -> None:
        self.root = Tag("[document]", {})
        self.stack = [self.root]
        self.open: dict[str, int] = {}
        self.text: list[str] = []
        self.keep_space = 0  # open <pre>/<textarea>
        self.other = 0  # open string containers

    def start(self, name: str, attrib: dict[str, str], nsmap: object = None) -> None:
        if self.text:
            self._flush()
        # lxml passes a fresh dict, or an empty immutable mapping for a tag without attributes.
        # (dict() of lxml's mapping walks the ABC's pure-Python KeysView: most tags have no attributes.)
        tag = Tag(name, attrib if type(attrib) is dict else dict(attrib) if attrib else {})
        if name not in _REMOVED:  # bs4's reading removed these first thing: they never join the tree
            self.stack[-1].children.append(tag)
        self.stack.append(tag)
        self.open[name] = self.open.get(name, 0) + 1
        if name in _STRING_RULES:
            self.keep_space += name in _KEEP_SPACE
            self.other += name in _OTHER_STRINGS

    def end(self, name: str) -> None:
        if self.text:
            self._flush()
        if not self.open.get(name):
            return
        while len(self.stack) > 1:
            tag = self.stack.pop()
            self.open[tag.name] -= 1
            if tag.name in _STRING_RULES:
                self.keep_space -= tag.name in _KEEP_SPACE
                self.other -= tag.name in _OTHER_STRINGS
            if tag.name == name:
                break

    def data(self, text: str) -> None:
        self.text.append(text)

    def comment(self, text: str) -> None:
        self._flush()

    def pi(self, target: str, data: str) -> None:
        self._flush()

    def doctype(self, name: str, pubid: str, system: str) -> None:
        self._flush()

    def close(self) -> Tag:
        self._flush()
        return self.root

    def _flush(self) -> None:
        if not self.text:
            return
        text = "".join(self.text)
        self.text = []
        if not self.keep_space and _ASCII_SPACES_ONLY.match(text):
            text = "\n" if "\n" in text else " "
        if not self.other:
            self.stack[-1].children.append(text)


def parse(html: str) -> Tag:
    """The document's tree; ValueError when lxml rejects the markup as text and as UTF-8."""
    if html[:1] == "\ufeff":
        html = html[1:]
    rejected: list[str] = []
    for markup, encoding in ((html, None), (html.encode("utf8"), "utf8")):
        builder = _Builder()
        try:
            parser = etree.HTMLParser(target=builder, recover=True, huge_tree=False, encoding=encoding)
            parser.feed(markup)
            return parser.close()  # type: ignore[no-any-return]
        except (UnicodeDecodeError, LookupError, etree.ParserError) as exc:
            rejected.append(str(exc))
    raise ValueError("the markup was rejected by the parser: " + "; ".join(rejected))


def read(html: str, forwarded: bool = False) -> tuple[list[list[list[str]]], str]:
    """(tables as rows of cell texts, the text outside tables, quoted blocks and hidden elements)."""
    body = read_body(html, forwarded)
    return body.tables, body.text


class HtmlBody(NamedTuple):
    tables: list[list[list[str]]]
    text: str
    #: Per table, the address in the header of the forwarded message it stands in (its dealer), or
    #: ``None`` for the mail's own tables.
    table_senders: list[str | None]
    #: Per table, the text of its ``<caption>`` ("" when it has none): the table's own title.
    captions: list[str]
    #: Per table without a caption, the short line right above it ("" if none): its title
    #: (extractors/titles.py).
    titles: list[str]


def read_body(html: str, forwarded: bool = False) -> HtmlBody:
    """The tables, the text and each table's forwarded sender of a mail's HTML body.

    An Outlook reply header (``From: ... Sent: ...``) written as plain paragraphs ends the new
    message: the quoted history under it, tables included, was counted from the first mail. In a
    forward, the first header heads the forwarded message, which is read under its sender; the
    history quoted under that message's own header is not (as in plain-text bodies, body.segments).
    """
    root = parse(html)
    quoted = _quoted(root) + _hidden(root)
    if quoted:
        _prune(root, quoted)
    heads = _cut_reply_history(root, forwarded)
    tables, senders, captions, titles = _read_tables(root, heads)
    _replace_br(root)
    blocks = _block_texts(root)
    return HtmlBody(tables, "\n".join(blocks) if blocks else "\n".join(root.strings()), senders, captions, titles)


_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)


def _hidden(root: Tag) -> list[Tag]:
    """Elements a mail client does not show (``style="display:none"``, ``hidden``): old levels
    left in the markup are no quote."""
    out: list[Tag] = []
    stack = [root]
    while stack:
        tag = stack.pop()
        for child in tag.children:
            if isinstance(child, str):
                continue
            style = child.attrs.get("style")
            if "hidden" in child.attrs or (style is not None and _HIDDEN_STYLE.search(style)):
                out.append(child)
            else:
                stack.append(child)
    return out


_REPLY_FROM = re.compile(r"^\s*(?:From|Von|De)\s*:\s*\S")
_REPLY_SENT = re.compile(r"(?:^|\n|\s)(?:Sent|Date|Gesendet|Datum|Envoy[ée])\s*:\s*\S")
_FORWARD_MARK = re.compile(r"Forwarded message|Begin forwarded message|Weitergeleitete Nachricht", re.IGNORECASE)


def _cut_reply_history(root: Tag, forwarded: bool) -> dict[int, str | None]:
    """Remove the first Outlook reply header block (``From:`` with ``Sent:``/``Date:`` in it or in
    the block after) that quotes history, and everything after it in document order. A header at
    the very top heads the whole mail (a memo); the header of a forwarded message (the first one of a
    forward, the one after a forward marker) heads the run the mail is sent for: neither is cut. A
    further forward marker below a history header keeps everything (two runs forwarded in one mail).
    Returns the forwarded messages' header blocks kept (by ``id``) and the address each names."""
    heads: dict[int, str | None] = {}
    blocks = [t for t in root.iter(_BLOCKS | _TABLE) if t.name == "table" or next(t.iter(_BLOCK_PARENTS), None) is None]
    content_before = False  # text or a table above: a header now quotes history
    forwarded_header = forwarded  # the next header heads a forwarded message
    for k, block in enumerate(blocks):
        if block.name == "table":
            content_before = True
            continue
        text = "".join(_strings_with_breaks(block))
        if _FORWARD_MARK.search(text):
            forwarded_header = True
            continue
        if _REPLY_FROM.match(text) and (_REPLY_SENT.search(text) or (
                k + 1 < len(blocks) and _REPLY_SENT.match("".join(_strings_with_breaks(blocks[k + 1]))))):
            if forwarded_header or not content_before:
                if forwarded_header:
                    address = ADDRESS.search(text.split("\n", 1)[0])
                    heads[id(block)] = address.group() if address else None
                forwarded_header = content_before = False
                continue
            if any(b.name != "table" and _FORWARD_MARK.search("".join(_strings_with_breaks(b)))
                   for b in blocks[k + 1:]):
                return heads
            _cut_from(root, block)
            return heads
        content_before = content_before or bool(text.strip())
    return heads


def _strings_with_breaks(tag: Tag) -> Iterator[str]:
    """A block's strings with a line break for each ``<br>`` (read before breaks become text)."""
    stack = [iter(tag.children)]
    while stack:
        for child in stack[-1]:
            if isinstance(child, str):
                yield child
            elif child.name == "br":
                yield "\n"
            else:
                stack.append(iter(child.children))
                break
        else:
            stack.pop()


def _cut_from(root: Tag, target: Tag) -> None:
    """Remove ``target`` and every node after it in document order."""
    path: list[tuple[Tag, int]] = []  # (ancestor, index of the child on the way down)

    def find(tag: Tag) -> bool:
        for i, child in enumerate(tag.children):
            if child is target or (not isinstance(child, str) and find(child)):
                path.append((tag, i))
                return True
        return False

    if find(root):
        for ancestor, i in path:
            ancestor.children = ancestor.children[:i + (0 if ancestor.children[i] is target else 1)]


def _prune(root: Tag, doomed: Sequence[Tag]) -> None:
    """Remove the elements ``doomed`` with their subtrees (their following strings stay)."""
    ids = {id(t) for t in doomed}
    stack = [root]
    while stack:
        tag = stack.pop()
        if any(id(c) in ids for c in tag.children if not isinstance(c, str)):
            tag.children = [c for c in tag.children if isinstance(c, str) or id(c) not in ids]
        stack.extend(c for c in tag.children if not isinstance(c, str))


def _quoted(root: Tag) -> list[Tag]:
    """soupsieve's ``div.gmail_quote, div#divRplyFwdMsg ~ *, div.moz-cite-prefix`` below ``root``,
    never looking inside a ``<template>``."""
    out: list[Tag] = []
    stack = [root]
    while stack:
        tag = stack.pop()
        after_reply = False
        for child in tag.children:
            if isinstance(child, str):
                continue
            is_div = child.name == "div"
            if after_reply or (is_div and _has_quote_class(child) and not _forwards(child)):
                out.append(child)
            if is_div and child.attrs.get("id") == "divRplyFwdMsg":
                after_reply = True
            if child.name != "template":
                stack.append(child)
    return out


def _forwards(tag: Tag) -> bool:
    """Whether a Gmail quote block opens with a forward marker (``---------- Forwarded message
    ---------``): Gmail puts the forwarded message, the run the mail is sent for, in the same block
    as a reply's quoted history."""
    head = ""
    for text in _strings_with_breaks(tag):
        head += text
        if len(head) > 200:
            break
    return _FORWARD_MARK.search(head) is not None


def _has_quote_class(tag: Tag) -> bool:
    value = tag.attrs.get("class")
    if value is None:
        return False
    classes = _NOT_SPACE.findall(value)
    return any(c in classes for c in _QUOTE_CLASSES)


def _read_tables(
    root: Tag, heads: dict[int, str | None]
) -> tuple[list[list[list[str]]], list[str | None], list[str], list[str]]:
    """Each table holding no other table, in document order: its grid, and "\n" in its place; beside
    each, the address of the forwarded message's header above it (``heads``), if any, its caption and
    its title (the short line above it when it has no caption)."""
    out: list[list[list[str]]] = []
    senders: list[str | None] = []
    captions: list[str] = []
    titles: list[str] = []
    sender: str | None = None
    heading = ""  # the text of the last block between the previous table and this one
    stack = [(root, 0)]
    while stack:
        tag, i = stack.pop()
        if i >= len(tag.children):
            continue
        stack.append((tag, i + 1))
        child = tag.children[i]
        if isinstance(child, str):
            continue
        if id(child) in heads:
            sender = heads[id(child)]
        if child.name == "table" and next(child.iter(_TABLE), None) is None:
            rows = grid(child.iter(_TR))
            out.append([r for r in rows if any(r)])
            senders.append(sender)
            caption = " ".join(" ".join("".join(c.strings()).split()) for c in child.iter(_CAPTION))
            # A bold line right above a table pasted from Excel ("SSA EUR - spread to mid-swaps (bp) - EUR
            # 10MM per side") is its title, as a <caption> is.
            captions.append(caption)
            titles.append("" if caption else heading)
            heading = ""
            tag.children[i] = "\n"
        else:
            if child.name in _BLOCKS and next(child.iter(_TABLE), None) is None:
                text = " ".join("".join(child.strings()).split())
                if text:
                    heading = text if could_be_title(text, first=not out) else ""
            stack.append((child, 0))
    return out, senders, captions, titles



def _replace_br(root: Tag) -> None:
    stack = [root]
    while stack:
        tag = stack.pop()
        for i, child in enumerate(tag.children):
            if isinstance(child, str):
                continue
            if child.name == "br":
                tag.children[i] = "\n"
            else:
                stack.append(child)


def _block_texts(root: Tag) -> list[str]:
    """The text of each p/div/li/pre/h1/h2/h3 holding no p/div/li/pre, in document order."""
    return ["".join(tag.strings()) for tag in root.iter(_BLOCKS) if next(tag.iter(_BLOCK_PARENTS), None) is None]


_TABLE = frozenset({"table"})
_CAPTION = frozenset({"caption"})
_TR = frozenset({"tr"})
_BR = frozenset({"br"})
_CELLS = frozenset({"td", "th"})


def _span(cell: Tag, name: str) -> int:
    value = str(cell.get(name) or "1").strip()
    # isdecimal, not isdigit: int() refuses a superscript or circled digit (colspan="²"), which
    # raised ValueError out of the whole body's reading.
    return min(int(value), 50) if value.isdecimal() and int(value) > 0 else 1


def grid(trs: Iterable[Tag]) -> list[list[str]]:
    """Rows of cell texts laid out on the table's grid: a cell spanning n columns is followed by n-1
    empty ones and a cell spanning rows leaves an empty cell in the rows below, so a two-row header
    (``Price`` over ``Bid | Ask``, ``Issuer`` spanning both rows) lines up with the columns under it.
    In a data row (one with a digit of its own) the cell spanning it from above is written out: an
    issuer cell over its three bonds names each of them."""
    rows: list[list[str]] = []
    pending: dict[int, tuple[int, str]] = {}  # column -> (rows still covered by a rowspan, its text)
    for tr in trs:
        row: list[str] = []
        spanned: list[tuple[int, str]] = []  # (column, text) covered from above
        col = 0
        for cell in tr.iter(_CELLS):
            while col in pending:
                _cover(pending, col, row, spanned)
                col += 1
            text = " ".join(s for s in (x.strip() for x in _cell_strings(cell)) if s)
            colspan, rowspan = (_span(cell, "colspan"), _span(cell, "rowspan")) if cell.attrs else (1, 1)
            for k in range(colspan):
                row.append(text if k == 0 else "")
                if rowspan > 1:
                    pending[col] = (rowspan - 1, text if k == 0 else "")
                col += 1
        while col in pending:
            _cover(pending, col, row, spanned)
            col += 1
        if spanned and any(ch.isdigit() for c in row for ch in c):
            for k, text in spanned:
                row[k] = text
        rows.append(row)
    return rows


#: One level as a cell line holds it: ``+112``, ``99.25``, ``99-16+``, ``78¾``, ``4.05%``.
_CELL_LEVEL = re.compile(r"^[+-]?\d{1,4}(?:[.,]\d+|-\d{2,3}\+?)?[¼½¾⅛⅜⅝⅞]?%?$")


#: A side a cell line leaves unquoted.
_NO_SIDE = frozenset({"-", "--", "---", "\u2013", "\u2014"})


def _cell_strings(cell: Tag) -> Iterable[str]:
    """A cell's strings without a footnote marker ending it (``4.12<sup>1</sup>``, ``NJ EDA<sup>a</sup>``):
    the marker points at a note under the table and is neither a level's digit nor a name's word.
    Two levels on two lines of one cell (``+112<br>+106``) are its bid over its offer: ``+112 / +106``."""
    last = next((c for c in reversed(cell.children) if not (isinstance(c, str) and not c.strip())), None)
    if isinstance(last, Tag) and last.name == "sup" and len("".join(last.strings()).strip()) <= 2:
        trimmed = Tag(cell.name, {})
        trimmed.children = [c for c in cell.children if c is not last]
        cell = trimmed
    if next(cell.iter(_BR), None) is not None:
        lines = [x.strip() for x in "".join(_strings_with_breaks(cell)).split("\n") if x.strip()]
        if (len(lines) == 2 and all(_CELL_LEVEL.match(x) or x in _NO_SIDE for x in lines)
                and not all(x in _NO_SIDE for x in lines)):
            return [f"{lines[0]} / {lines[1]}"]  # ("95.000<br>--": a bid alone)
    return cell.strings()


def _cover(pending: dict[int, tuple[int, str]], col: int, row: list[str], spanned: list[tuple[int, str]]) -> None:
    """An empty cell where a rowspan from above covers column ``col``."""
    left, text = pending[col]
    if left <= 1:
        del pending[col]
    else:
        pending[col] = (left - 1, text)
    row.append("")
    spanned.append((col, text))
