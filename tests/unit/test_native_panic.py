"""Regression (issue 11, defect 6): a native panic is poison, not the end of the consumer.

pyo3's ``PanicException`` (a Rust panic inside python-calamine) derives from ``BaseException``, not
``Exception``: it used to fly past ``run_step``'s poison path and out of the consumer's lane. Here a
real one, from an XLSB workbook whose sheet names a relationship the workbook does not have
(calamine: "no entry found for key"), is raised by an extractor called through the real parse step.
"""

from __future__ import annotations

import io
import struct
import zipfile
from pathlib import Path

import pytest

import consumer.steps
from config.settings import load_settings
from consumer.pipeline import unpack_and_parse
from consumer.records import run_step
from consumer.unpack import UnpackOptions
from db.documents import FailedRecord, ParsedRecord
from extractors.model import ExtractionLimits, ExtractionResult, SourceContext
from tests.support.mailrecords import as_record_data, mail_records, make_mail

_REL = "http://schemas.openxmlformats.org/package/2006/relationships"
_OFFICE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def _record(kind: bytes, payload: bytes = b"") -> bytes:
    return kind + bytes([len(payload)]) + payload  # BIFF12: type, then a one-byte size (payloads < 128)


def _wide(text: str) -> bytes:
    return struct.pack("<I", len(text)) + text.encode("utf-16-le")


def xlsb_sheet_without_relationship() -> bytes:
    """A workbook.bin whose one sheet (BrtBundleSh) points at relationship rId1, which the rels lack."""
    sheet = struct.pack("<II", 0, 1) + _wide("rId1") + _wide("Sheet1")
    workbook = (_record(b"\x83\x01") + _record(b"\x8f\x01") + _record(b"\x9c\x01", sheet) + _record(b"\x90\x01")
                + _record(b"\x84\x01"))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("[Content_Types].xml",
                   '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
                   '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
                   '<Default Extension="bin" ContentType="application/vnd.ms-excel.sheet.binary.macroEnabled.main"/>'
                   '</Types>')
        z.writestr("_rels/.rels", f'<?xml version="1.0"?><Relationships xmlns="{_REL}"><Relationship Id="rId1" '
                                  f'Type="{_OFFICE}/officeDocument" Target="xl/workbook.bin"/></Relationships>')
        z.writestr("xl/workbook.bin", workbook)
        z.writestr("xl/_rels/workbook.bin.rels", f'<?xml version="1.0"?><Relationships xmlns="{_REL}"/>')
    return out.getvalue()


def _calamine_directly(data: bytes, context: SourceContext) -> ExtractionResult:
    """An extractor without the xlsx module's own panic guard: what any native library may do."""
    from python_calamine import CalamineWorkbook

    CalamineWorkbook.from_filelike(io.BytesIO(xlsb_sheet_without_relationship()))
    raise AssertionError("calamine did not panic on the crafted workbook")


def test_the_crafted_workbook_really_panics() -> None:
    from python_calamine import CalamineWorkbook

    with pytest.raises(BaseException) as caught:  # noqa: PT011 - the point is what it is not
        CalamineWorkbook.from_filelike(io.BytesIO(xlsb_sheet_without_relationship()))
    assert type(caught.value).__name__ == "PanicException"
    assert not isinstance(caught.value, Exception)


def test_a_native_panic_in_an_extractor_is_poison_and_the_step_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = load_settings(home=str(tmp_path))
    xlsb = "application/vnd.ms-excel.sheet.binary.macroEnabled.12"
    msg = make_mail("Run attached.\n", attachments=[("run.xlsb", xlsb, xlsb_sheet_without_relationship())])
    record = as_record_data(mail_records(msg, settings).raw)
    monkeypatch.setattr(consumer.steps, "extract", _calamine_directly)
    outcomes = unpack_and_parse(record, UnpackOptions.from_settings(settings), ExtractionLimits(), attempts=2)
    poison = [o for o in outcomes if isinstance(o, FailedRecord)]
    assert [(p.kind, p.message) for p in poison] == [("extraction_failed", "PanicException: no entry found for key")]
    # The mail's body, parsed by the same step, is stored as usual.
    assert any(isinstance(o, ParsedRecord) and o.attachment is None for o in outcomes)


@pytest.mark.parametrize("passes", [KeyboardInterrupt, SystemExit, GeneratorExit])
def test_interrupts_and_exits_still_pass_through(tmp_path: Path, passes: type[BaseException]) -> None:
    settings = load_settings(home=str(tmp_path))
    record = as_record_data(mail_records(make_mail("x\n"), settings).raw)

    def step(_record: object) -> object:
        raise passes()

    with pytest.raises(passes):
        run_step(record, step)
