"""XML entity attacks are refused before any parser runs, wherever the DTD hides in the prolog."""

import io
import zipfile

import pytest

from extractors.errors import DocumentError
from extractors.safety import assert_defused, refuse_dtd

LAUGHS = (b'<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>'
          b"<worksheet>&lol2;</worksheet>")


def _zip(**parts: bytes) -> zipfile.ZipFile:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in parts.items():
            zf.writestr(name.replace("__", "/").replace("_xml", ".xml"), data)
    return zipfile.ZipFile(io.BytesIO(buf.getvalue()))


def test_dtd_after_a_long_comment_is_refused() -> None:
    # A fixed-size peek at the start (the first version read 4 KiB) misses this one.
    hidden = b'<?xml version="1.0"?>\n<!--' + b"x" * 20_000 + b"-->\n" + LAUGHS
    with pytest.raises(DocumentError, match="declares a DTD"):
        refuse_dtd(_zip(xl__worksheets__sheet1_xml=hidden))


def test_plain_parts_pass_and_a_dtd_in_an_element_text_is_not_a_dtd() -> None:
    refuse_dtd(_zip(xl__workbook_xml=b'<?xml version="1.0"?><workbook><t>&lt;!DOCTYPE</t></workbook>',
                    docProps__app_xml=b""))


def test_a_prolog_without_a_root_element_is_refused() -> None:
    endless = b"<!--" + b"x" * (2 * 1024 * 1024)
    with pytest.raises(DocumentError, match="no root element"):
        refuse_dtd(_zip(word__document_xml=endless))


def test_parsers_are_guarded() -> None:
    assert_defused()
