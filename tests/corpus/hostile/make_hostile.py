"""Write the hostile files: zip bombs, entity attacks, encrypted/corrupt/slow PDFs, garbage mails.

    .venv/bin/python tests/corpus/hostile/make_hostile.py

Deterministic; the files are committed (about 0.5 MB in all) and re-made by this script.
"""

from __future__ import annotations

import io
import sys
import zipfile
import zlib
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent))

import corpus_docs  # noqa: E402

LOL = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
<!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
<!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
<!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
<!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
<!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
<!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">]>
"""


def replace_entry(data: bytes, name: str, content: bytes) -> bytes:
    """A copy of a zip with one entry's content replaced."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            dst.writestr(info.filename, content if info.filename == name else src.read(info.filename))
    return out.getvalue()


def bomb(names: dict[str, bytes], big: str, size: int) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, content in names.items():
            z.writestr(name, content)
        with z.open(big, "w", force_zip64=True) as fh:
            chunk = b" " * (1 << 20)
            for _ in range(size >> 20):
                fh.write(chunk)
    return out.getvalue()


def pdf_with_encrypt() -> bytes:
    """A PDF encrypted (RC4, revision 2) with a user password we do not know."""
    body = corpus_docs.pdf([["ACME 4.25 10/01/27  +68/+63"]])
    enc = (b"<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 "
           b"/O <" + b"11" * 32 + b"> /U <" + b"22" * 32 + b"> >>")
    # Append the Encrypt dictionary as a new object and point the trailer at it.
    n = body.count(b" 0 obj\n") + 1
    head, _, _ = body.rpartition(b"xref\n")
    trailer = body[body.rindex(b"trailer"):]
    root = trailer.split(b"/Root ")[1].split(b" 0 R")[0]
    offset = len(head)
    head += b"%d 0 obj\n" % n + enc + b"\nendobj\n"
    offsets = []
    pos = 0
    while True:
        idx = head.find(b" 0 obj\n", pos)
        if idx < 0:
            break
        start = head.rfind(b"\n", 0, idx) + 1
        offsets.append(start)
        pos = idx + 1
    del offset
    xref = len(head)
    out = head + b"xref\n0 %d\n0000000000 65535 f \n" % (len(offsets) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += (b"trailer\n<< /Size %d /Root %s 0 R /Encrypt %d 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n"
            % (len(offsets) + 1, root, n, b"ab" * 16, b"ab" * 16, xref))
    return out


def slow_pdf() -> bytes:
    """One page, a few hundred thousand text operators: cheap to store, slow and big to lay out."""
    lines = ["ACME 4.25 10/01/27 +68/+63 " * 3] * 40000
    return corpus_docs.pdf([lines])


def main() -> None:
    run = corpus_docs.xlsx([("Run", [["Security", "Bid", "Ask"], ["ACME 4.25 10/01/27", 99.0, 99.5]], False)])
    doc = corpus_docs.docx(["ACME 4.25 10/01/27  +68/+63"], [])
    files = {
        "zip_bomb.xlsx": bomb({"[Content_Types].xml": b"<Types/>", "xl/workbook.xml": b"<workbook/>"},
                              "xl/worksheets/sheet1.xml", 210 << 20),
        "ratio_bomb.docx": bomb({"[Content_Types].xml": b"<Types/>"}, "word/document.xml", 8 << 20),
        "many_entries.xlsx": _many_entries(run, 150),
        "billion_laughs.xlsx": replace_entry(run, "xl/workbook.xml", LOL + b"<workbook>&lol9;</workbook>"),
        "billion_laughs.docx": replace_entry(doc, "word/document.xml", LOL + b"<document>&lol9;</document>"),
        "encrypted.xlsx": b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(4088),
        "not_a_zip.xlsx": b"PK\x03\x04" + bytes(range(256)) * 4,
        "encrypted.pdf": pdf_with_encrypt(),
        "corrupt.pdf": b"%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nstream\n" + zlib.compress(b"x") * 3,
        "many_pages.pdf": corpus_docs.pdf([[f"FORD {i + 1}Y {100 + i}/{110 + i}"] for i in range(12)]),
        "slow.pdf": slow_pdf(),
        "garbage_headers.eml": (
            b"From: =?x-unknown?Q?Ja=FFne?= <jane@desk.acmebank.com>\r\nSubject: =?utf-8?B?@@@broken\r\n"
            b"Date: 32 Foo 99999 25:61:00 +9999\r\nTo: \xff\xfe@@, ,,<>\r\nX-Long: " + b"a" * 20000 + b"\r\n"
            b"Content-Type: multipart/mixed; boundary=\"b\"\r\n\r\n--b\r\n"
            b"Content-Type: text/plain; charset=\"no-such-charset\"\r\nContent-Transfer-Encoding: base64\r\n\r\n"
            b"QUNNRSA0LjI1IDEwLzAxLzI3ICArNjgvKzYzICAyeDI=\r\n!!!not base64!!!\r\n--b\r\n"
            b"Content-Type: application/pdf; name=\"x.pdf\"\r\nContent-Transfer-Encoding: base64\r\n\r\n"
            b"%%%%\r\n--b--\r\n"
        ),
        "nested_forwards.eml": _nested(60),
    }
    for name, data in files.items():
        (HERE / name).write_bytes(data)
        print(f"{name:24} {len(data):>9,d} bytes")


def _many_entries(base: bytes, extra: int) -> bytes:
    src = zipfile.ZipFile(io.BytesIO(base))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            dst.writestr(info.filename, src.read(info.filename))
        for i in range(extra):
            dst.writestr(f"customXml/item{i}.xml", b"<a/>")
    return out.getvalue()


def _nested(depth: int) -> bytes:
    inner = (b"From: a@acmebank.com\r\nSubject: run\r\nContent-Type: text/plain\r\n\r\n"
             b"ACME 4.25 10/01/27  +68/+63  2x2\r\n")
    for i in range(depth):
        inner = (b"From: f%d@fwd.com\r\nSubject: FW: run\r\nContent-Type: message/rfc822\r\n\r\n" % i) + inner
    return inner


if __name__ == "__main__":
    main()
