"""What dealers also send: legacy .xls, .xlsb, .ods, legacy .doc, RTF and Outlook .msg items.

The fixtures with prices in them are in tests/fixtures/legacy (made by make_fixtures.py there: LibreOffice
for .xls/.doc/.rtf, a small compound-file writer for .msg); real documents from other projects' test
suites are read in place from the external bank, never copied here. Every file goes through the registry
(``extract``), as an attachment does in production.
"""

from __future__ import annotations

import datetime as dt
import io
import os
import sys
import threading
import time
import zipfile
from email.message import EmailMessage
from pathlib import Path
from xml.sax.saxutils import escape

import pytest

import extractors.children
import extractors.xlsx
from core.errors import ExtractionInterrupted
from extractors.children import run_converter
from extractors.errors import DocumentError, LimitExceeded, UnsupportedContentType
from extractors.mail import extract_mail
from extractors.mime import parse_mail
from extractors.model import ExtractionResult, SourceContext
from extractors.msg import read_msg
from extractors.registry import extract, sniff
from extractors.rtf import rtf_text
from extractors.safety import use_child_policy
from tests.support.bank import BANK

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "legacy"
sys.path.insert(0, str(FIXTURES))  # make_fixtures: the compound-file writer the .msg fixture was made with
DOCS = BANK / "docs"
ENCRYPTED = "encrypted Office document"
UTC = dt.UTC


def fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


def read(data: bytes, filename: str | None = None, content_type: str | None = None) -> ExtractionResult:
    return extract(data, SourceContext(part="2", dealer="acmebank", filename=filename, content_type=content_type))


def keyed(result: ExtractionResult) -> list[tuple[object, ...]]:
    return sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.bid_size) for q in result.quotes)


# -- spreadsheets: .xls, .xlsb, .ods ------------------------------------------------------------------------
XLS_QUOTES = [("037833100", "price", 98.5, 99.0, 2e6), ("38141GXZ2", "price", 90.25, 91.0, 1e6),
              ("FORD 5Y", "spread", 245.0, 255.0, None)]


def test_xls_run_by_bytes_whatever_it_is_called():
    data = fixture("run.xls")
    assert sniff(data, "application/octet-stream", "noname").name == "xls"
    result = read(data, "run.xls", "application/vnd.ms-excel")
    assert keyed(result) == XLS_QUOTES  # the hidden sheet "old" is not read
    assert {q.location for q in result.quotes} == {"HY!R5", "HY!R6", "CDS!R2"}
    assert not result.errors and {q.dealer for q in result.quotes} == {"acmebank"}


@pytest.mark.parametrize("name", ["tika__testEXCEL.xls", "tika__testEXCEL_95.xls", "calamine__biff5_write.xls",
                                  "calamine__capitalized_wbook_stream.xls", "xlrd__ragged.xls",
                                  "calamine__OOM_alloc.xls", "tika__testEXCEL_embeddedPDF_windows.xls"])
def test_real_xls_files_of_other_suites_are_read(name):
    """BIFF8 and BIFF5 (a "Book" stream, an upper-case "BOOK"), embedded objects, a file built to exhaust memory."""
    data = (DOCS / name).read_bytes()
    assert sniff(data, None, None).name == "xls"
    assert read(data, name).errors == ()


def test_the_same_workbook_as_xls_xlsb_and_ods_gives_the_same_rows(monkeypatch):
    """Tika ships one workbook in three formats: calamine must hand the table reader the same rows."""
    seen: dict[str, list[tuple[str, list[tuple[object, ...]]]]] = {}

    def spy(title, rows, context, where=None):
        seen.setdefault(context.filename, []).append((title, rows))
        return []

    monkeypatch.setattr(extractors.xlsx, "sheet_quotes", spy)
    for ext in ("xls", "xlsb", "ods"):
        data = (DOCS / f"tika__test-columnar.{ext}").read_bytes()
        assert sniff(data, None, None).name == ext
        read(data, ext)
    assert seen["xls"] == seen["xlsb"]
    assert sum(len(rows) for _, rows in seen["xls"]) >= 10
    # The ODS was saved with its floats and times rounded: the same sheets, rows and text.
    def text(sheets):
        return [(title, [row[:3] for row in rows]) for title, rows in sheets]

    assert text(seen["ods"]) == text(seen["xls"])


def ods(sheets: list[tuple[str, list[list[object]]]]) -> bytes:
    """A minimal OpenDocument spreadsheet: mimetype first and stored, a manifest, content.xml."""
    def cell(v: object) -> str:
        if v is None:
            return "<table:table-cell/>"
        if isinstance(v, int | float):
            return (f'<table:table-cell office:value-type="float" office:value="{v}"><text:p>{v}</text:p>'
                    "</table:table-cell>")
        return f'<table:table-cell office:value-type="string"><text:p>{escape(str(v))}</text:p></table:table-cell>'

    body = "".join(f'<table:table table:name="{escape(name)}">'
                   + "".join(f"<table:table-row>{''.join(cell(v) for v in row)}</table:table-row>" for row in rows)
                   + "</table:table>" for name, rows in sheets)
    ns = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
          'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
          'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"')
    content = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ns} office:version="1.2">'
               f"<office:body><office:spreadsheet>{body}</office:spreadsheet></office:body></office:document-content>")
    manifest = ('<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
                'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
                '<manifest:file-entry manifest:full-path="/" '
                'manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
                '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
                "</manifest:manifest>")
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.spreadsheet")
        archive.writestr("META-INF/manifest.xml", manifest, zipfile.ZIP_DEFLATED)
        archive.writestr("content.xml", content, zipfile.ZIP_DEFLATED)
    return out.getvalue()


def test_ods_run_with_a_european_sheet():
    data = ods([("EUR", [["Wertpapier", "ISIN", "Geld", "Brief"],
                         ["DBR 2,5 15.08.2046", "US0378331005", "99,50", "100,25"]]),
                ("HY", [["HY run"], [], ["Security", "CUSIP", "Bid", "Ask", "Size (MM)"],
                        ["ACME 6.5 03/15/29", "037833100", 98.5, 99, 2]])])
    assert sniff(data, "application/octet-stream", "run.dat").name == "ods"
    result = read(data, "run.ods")
    assert keyed(result) == [("037833100", "price", 98.5, 99.0, 2e6), ("US0378331005", "price", 99.5, 100.25, None)]
    assert {q.location for q in result.quotes} == {"EUR!R2", "HY!R4"}


def test_ods_passes_the_zip_checks_first():
    data = ods([("HY", [["x"]])])
    bomb = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(bomb, "w") as out:
        for info in src.infolist():
            out.writestr(info, src.read(info))
        out.writestr("styles.xml", '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY e "x">]><d>&e;</d>')
    with pytest.raises(DocumentError, match="DTD"):
        read(bomb.getvalue(), "run.ods")


def test_xlsb_of_other_suites_is_read():
    data = (DOCS / "python-calamine__base.xlsb").read_bytes()
    assert sniff(data, "application/octet-stream", None).name == "xlsb"
    assert read(data, "base.xlsb").errors == ()


# -- encrypted and broken ------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, fmt", [
    ("python-calamine__password.xlsx", "ole"),  # an OLE container with EncryptionInfo, named .xlsx
    ("tika__protected_normal_case.docx", "ole"),
    ("calamine__pass_protected.xlsb", "ole"),
    ("python-calamine__password.xls", "xls"),  # BIFF8 with a FILEPASS record
    ("tika__testWORD_protected_passtika.doc", "doc"),  # fEncrypted in the FIB
    ("python-calamine__password.ods", "ods"),  # encryption data in the manifest
])
def test_encrypted_documents_fail_clearly(name, fmt):
    data = (DOCS / name).read_bytes()
    assert sniff(data, None, name).name == fmt
    with pytest.raises(DocumentError, match=ENCRYPTED):
        read(data, name)


@pytest.mark.parametrize("name, keep", [("run.xls", 3000), ("run.doc", 4000), ("run.msg", 3000), ("run.xls", 600)])
def test_truncated_ole_files_are_document_errors(name, keep):
    with pytest.raises(DocumentError):
        read(fixture(name)[:keep], name)


def test_other_ole_containers_and_impostors():
    with pytest.raises(DocumentError, match="unreadable OLE"):
        read(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600, "run.xls")
    with pytest.raises(DocumentError, match="not a Word 97-2003"):
        read((DOCS / "tika__testWordPerfect_42.doc").read_bytes(), "letter.doc")
    with pytest.raises(DocumentError, match="Excel 2.x-4.0"):
        read((DOCS / "tika__testEXCEL_4.xls").read_bytes(), "old.xls")  # Excel 4.0: BIFF4 without a container
    # Tab-separated text saved as run.xls is read as what it is.
    text = b"Security\tCUSIP\tBid\tAsk\nACME 6.5 03/15/29\t037833100\t98.5\t99\n"
    assert keyed(read(text, "run.xls", "application/vnd.ms-excel")) == [("037833100", "price", 98.5, 99.0, None)]


def test_a_calamine_panic_is_a_document_error_but_ctrl_c_is_not(monkeypatch):
    """pyo3's PanicException derives from BaseException: it is caught by name, and nothing else is."""
    panic = type("PanicException", (BaseException,), {"__module__": "pyo3_runtime"})

    def raising(exc):
        def from_filelike(_):
            raise exc
        return from_filelike

    import python_calamine

    data = fixture("run.xls")
    monkeypatch.setattr(python_calamine.CalamineWorkbook, "from_filelike", raising(panic("index out of bounds")))
    with pytest.raises(DocumentError, match="calamine failed .panic: index out of bounds"):
        read(data, "run.xls")
    monkeypatch.setattr(python_calamine.CalamineWorkbook, "from_filelike", raising(KeyboardInterrupt()))
    with pytest.raises(KeyboardInterrupt):
        read(data, "run.xls")


# -- .doc ------------------------------------------------------------------------------------------------------
DOC_QUOTES = [("ACME 4.25 2027-10-01", "spread", 68.0, 63.0, None), ("FORD 5Y", "spread", 245.0, 255.0, None),
              ("US38141GXZ26", "spread", None, 115.0, None)]


def test_doc_text_and_table_with_empty_and_long_cells():
    data = fixture("run.doc")
    assert sniff(data, "application/octet-stream", None).name == "doc"
    result = read(data, "run.doc", "application/msword")
    assert keyed(result) == DOC_QUOTES
    assert {q.location for q in result.quotes if q.instrument_key != "FORD 5Y"} == {"table 1 row 2", "table 1 row 3"}


def test_a_short_doc_antiword_refuses_is_read_by_catdoc():
    (q,) = read(fixture("small.doc"), "small.doc").quotes
    assert (q.instrument_key, q.bid, q.ask) == ("ITRX MAIN 5Y", 60.0, 61.0)


@pytest.mark.parametrize("name", ["tika__testWORD_various.doc", "tika__testWORD6.doc", "zbateson__test.doc",
                                  "tika__testWORD_embedded_pdf.doc", "tika__testException1.doc"])
def test_real_doc_files_of_other_suites_are_read(name):
    assert read((DOCS / name).read_bytes(), name).errors == ()


def test_a_doc_antiword_does_not_recognise_is_read_by_catdoc():
    """A Word 97 file inside a tnefparse sample: antiword says "not a Word Document", catdoc reads it."""
    from extractors.mime import walk_tnef

    _, attachments = walk_tnef((DOCS / "tnefparse__duplicate_filename.tnef").read_bytes())
    (doc,) = [a for a in attachments if a.data.startswith(b"\xd0\xcf\x11\xe0")]
    assert sniff(doc.data, doc.content_type, doc.filename).name == "doc"  # named file_abcdefgh.txt
    assert read(doc.data, doc.filename).errors == ()


def test_doc_tables_keep_their_cells():
    from extractors.doc import ANTIWORD, docbook

    done = run_converter(ANTIWORD, (DOCS / "tika__testWORD_various.doc").read_bytes(), "antiword", 30, 512)
    text, tables = docbook(done.stdout)
    assert tables == [[["Row 1 Col 1", "Row 1 Col 2", "Row 1 Col 3"], ["Row 2 Col 1", "Row 2 Col 2", "Row 2 Col 3"]]]
    assert "Here is a list:" in text.splitlines()


def test_a_missing_converter_names_its_package(monkeypatch):
    monkeypatch.setattr(extractors.children.shutil, "which", lambda _: None)
    with pytest.raises(DocumentError, match="install the Debian package antiword"):
        read(fixture("run.doc"), "run.doc")


def test_the_converter_child_runs_in_its_own_session_and_is_killed_on_time(tmp_path):
    # Field 6 of /proc/<pid>/stat is the session id.
    done = run_converter(["sh", "-c", "cat >/dev/null; cut -d' ' -f6 /proc/$$/stat"], b"x" * 100_000, "dash", 10, 256)
    assert done.returncode == 0 and int(done.stdout) != os.getsid(0)  # Ctrl-C at our terminal does not reach it
    pid_file = tmp_path / "grandchild"
    with pytest.raises(LimitExceeded, match="longer than 0.5 s"):
        run_converter(["sh", "-c", f"sleep 30 & echo $! > {pid_file}; wait"], b"", "dash", 0.5, 256)
    grandchild = int(pid_file.read_text())
    deadline = time.monotonic() + 5
    while _running(grandchild) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _running(grandchild)  # its whole process group was killed, not only the shell


def test_a_converter_killed_from_outside_or_out_of_time_is_retried_as_the_pdf_child_is():
    """Under the consumers' policy (not the last try) a timeout or a SIGKILL is transient; a stop kills at once."""
    with use_child_policy(final=False, attempts=3):
        with pytest.raises(ExtractionInterrupted, match="longer than 0.3 s"):
            run_converter(["sleep", "30"], b"", "coreutils", 0.3, 256)
        with pytest.raises(ExtractionInterrupted, match="SIGKILL"):
            run_converter(["sh", "-c", "kill -KILL $$"], b"", "dash", 30, 256)
    with use_child_policy(final=True, attempts=3), pytest.raises(LimitExceeded, match="on each of 3 tries"):
        run_converter(["sleep", "30"], b"", "coreutils", 0.3, 256)
    with pytest.raises(ExtractionInterrupted, match="SIGTERM"):
        run_converter(["sh", "-c", "kill -TERM $$"], b"", "dash", 30, 256)
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    started = time.monotonic()
    with use_child_policy(stop=stop), pytest.raises(ExtractionInterrupted) as stopped:
        run_converter(["sleep", "30"], b"", "coreutils", 60, 256)
    assert stopped.value.shutdown and time.monotonic() - started < 5


def _running(pid: int) -> bool:
    """Alive and not a zombie waiting for its reaper (field 3 of /proc/<pid>/stat)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):
        return False


def test_a_converter_is_capped_in_memory_and_a_crash_is_a_limit():
    done = run_converter(["python3", "-c", "bytearray(600 * 2**20)"], b"", "python3", 30, 300)
    assert done.returncode != 0 and "MemoryError" in done.stderr
    with pytest.raises(LimitExceeded, match="killed by SIGSEGV"):
        run_converter(["sh", "-c", "kill -SEGV $$"], b"", "dash", 30, 256)


# -- RTF ------------------------------------------------------------------------------------------------------
def test_rtf_text_and_table():
    data = fixture("run.rtf")
    assert sniff(data, "application/octet-stream", "run.doc").name == "rtf"  # Word saves RTF as .doc too
    result = read(data, "run.rtf")
    assert keyed(result) == DOC_QUOTES and not result.errors


def test_rtf_cells_stay_apart_even_with_a_pipe_in_them():
    rtf = (rb"{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0 Arial;}}"
           rb"Levels \'96 see table | indicative\par "
           rb"\trowd\cellx2000\cellx4000\cellx6000 Security\cell Bid\cell Ask\cell\row "
           rb"\trowd\cellx2000\cellx4000\cellx6000 ACME 4.25 10/01/27 | Sr\cell +68\cell\cell\row "
           rb"\pard Tel +1 212 555 0142\par "
           rb"{\pict\pngblip " + b"89504e47" * 200 + rb"}"
           rb"\u8364? 5Y 245/255\par}")
    text, tables, balanced = rtf_text(rtf)
    assert balanced
    assert tables == [[["Security", "Bid", "Ask"], ["ACME 4.25 10/01/27 | Sr", "+68", ""]]]
    assert text.splitlines() == ["Levels \u2013 see table | indicative", "Tel +1 212 555 0142", "\u20ac 5Y 245/255"]


def test_truncated_rtf_keeps_what_it_read_and_says_so():
    data = fixture("run.rtf")
    cut = data[: data.index(b"Tel +1")] if b"Tel +1" in data else data[: len(data) // 2]
    result = read(cut, "run.rtf")
    assert [q.instrument_key for q in result.quotes] == ["FORD 5Y"]
    assert [(e.part, e.kind) for e in result.errors] == [("2", "document")]
    assert "truncated RTF" in result.errors[0].message
    with pytest.raises(DocumentError, match="not an RTF"):
        read(b"{\\rtx garbage", "x.rtf", "application/rtf")


@pytest.mark.parametrize("name, text", [("tika__testComment.rtf", "Here is some text."),
                                        ("tika__testBinControlWord.rtf", "")])
def test_real_rtf_files_of_other_suites(name, text):
    got, _, _ = rtf_text((DOCS / name).read_bytes())
    assert got.strip() == text
    read((DOCS / name).read_bytes(), name)


# -- Outlook .msg ---------------------------------------------------------------------------------------------
def test_msg_body_attachments_and_attached_item_each_under_their_own_envelope():
    data = fixture("run.msg")
    assert sniff(data, "application/octet-stream", None).name == "msg"
    result = extract(data, SourceContext(part="file", filename="run.msg"))
    got = sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.dealer, q.quoted_at, q.part) for q in result.quotes)
    sent, forwarded = dt.datetime(2024, 10, 14, 8, 1, tzinfo=UTC), dt.datetime(2024, 10, 14, 7, 30, tzinfo=UTC)
    assert got == [
        ("CDX HY 43 5Y", "price", 104.25, 104.5, "acmebank", sent, "body:file:msg"),
        ("GM 5Y", "spread", 180.0, 190.0, "acmebank", sent, "file:msg:1"),
        # Its sender and date are only in the internet headers Outlook kept.
        ("US0378331005", "price", 99.5, 100.25, "northbridge", forwarded, "body:file:msg:2:msg"),
    ]
    assert not result.errors


def test_msg_reader_on_outlook_files_of_other_suites():
    item = read_msg((DOCS / "tika__testMSG_att_msg.msg").read_bytes())
    assert item.subject == "test email" and item.sender_name == "Nick Booth"
    assert [(a.filename, a.message is not None) for a in item.attachments] == [
        ("Test Attachment", True), ("smbprn.00009008.KdcPjl.pdf", False)]
    chinese = read_msg((DOCS / "tika__testMSG_chinese.msg").read_bytes())  # 8-bit strings in the item's code page
    assert chinese.subject == "Alfresco MSG format testing ( MSG 格式測試 )"
    html = read_msg((DOCS / "mailparser__mail_outlook_1.msg").read_bytes())
    assert html.sender == "NueblingV@w-vwa.de" and html.html and "<html" in html.html.lower()
    assert html.sent_at == dt.datetime(2017, 9, 18, 10, 0, 18, tzinfo=UTC)
    for name in ("tika__testMSG_Appointment.msg", "tika__test-outlook2003.msg", "msg-extractor__unicode.msg"):
        extract((DOCS / name).read_bytes(), SourceContext(filename=name))


def test_a_stream_declaring_more_than_the_file_holds_is_refused_before_it_is_read():
    """olefile follows a sector chain for as long as the directory says, and only logs a loop."""
    data = bytearray(fixture("run.msg"))
    entry = data.index("__substg1.0_1000001F".encode("utf-16-le"))
    data[entry + 120:entry + 128] = (0x7FFF_0000).to_bytes(8, "little")  # 2 GiB of body
    started = time.monotonic()
    with pytest.raises(DocumentError, match="declares 2147418112 bytes"):
        read(bytes(data), "run.msg")
    assert time.monotonic() - started < 2


def test_ole_containers_of_other_kinds_are_unsupported():
    from make_fixtures import Node, compound_file

    deck = compound_file([Node("PowerPoint Document", b"p" * 200), Node("Current User", b"u" * 40)])
    assert sniff(deck, "application/vnd.ms-outlook", "deck.msg").name == "ole"
    with pytest.raises(UnsupportedContentType, match="no Excel, Word or Outlook item"):
        read(deck, "deck.msg")


def outer_mail(*attachments: tuple[str, bytes, str, str]) -> bytes:
    msg = EmailMessage()
    msg["From"] = "Sam Sales <sam@desk.acmebank.com>"
    msg["To"] = "desk@otc.example"
    msg["Subject"] = "runs"
    msg["Date"] = "Mon, 14 Oct 2024 09:00:00 +0000"
    msg.set_content("FORD 5Y 245/255\n")
    for name, data, maintype, subtype in attachments:
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    return bytes(msg)


def test_a_mail_with_an_outlook_item_walks_it_like_a_forwarded_message():
    raw = outer_mail(("run.msg", fixture("run.msg"), "application", "vnd.ms-outlook"))
    mail = parse_mail(raw)
    assert [(m.path, m.sender, m.subject) for m in mail.messages] == [
        ("", "sam@desk.acmebank.com", "runs"),
        ("2:msg", "jane@desk.acmebank.com", "HY run 14-Oct"),
        ("2:msg:2:msg", "raj@northbridge.com", "EUR run"),
    ]
    assert mail.messages[1].message_id == "<run-20241014@acmebank.com>" and mail.messages[1].to == ("desk@otc.example",)
    assert [(b.part, b.message) for b in mail.bodies] == [("body", ""), ("body:2:msg", "2:msg"),
                                                          ("body:2:msg:2:msg", "2:msg:2:msg")]
    assert [(a.part, a.filename, a.content_type, a.message) for a in mail.attachments] == [
        ("2:msg:1", "cds.csv", "text/csv", "2:msg")]
    result = extract_mail(raw, SourceContext())
    assert sorted((q.instrument_key, q.dealer) for q in result.quotes) == [
        ("CDX HY 43 5Y", "acmebank"), ("FORD 5Y", "acmebank"), ("GM 5Y", "acmebank"), ("US0378331005", "northbridge")]


def test_a_broken_outlook_item_in_a_mail_stays_an_attachment_with_its_reason():
    raw = outer_mail(("run.msg", fixture("run.msg")[:3000], "application", "vnd.ms-outlook"))
    mail = parse_mail(raw)
    assert [a.part for a in mail.attachments] == ["2"]
    assert any("Outlook item unreadable" in d for d in mail.defects)
    result = extract_mail(raw, SourceContext())
    assert [q.instrument_key for q in result.quotes] == ["FORD 5Y"]
    assert [(e.part, e.kind) for e in result.errors] == [("2", "document")]
