"""openpyxl / xlwt helpers: fixed document dates and zip entry times."""
import datetime
import io
import re
import zipfile

from common import normalize_zip

FIXED = datetime.datetime(2026, 11, 16, 7, 0, 0)


def finish_xlsx(wb):
    wb.properties.creator = wb.properties.creator or "Desk"
    wb.properties.created = FIXED
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                              rb"\g<1>2026-11-16T07:00:00Z\g<2>", data)
            dst.writestr(info.filename, data)
    return normalize_zip(out.getvalue())


def finish_xls(wb):
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()
