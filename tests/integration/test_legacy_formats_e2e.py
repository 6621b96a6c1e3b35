"""A dealer's mail with a legacy .xls, a legacy .doc and an Outlook .msg attached, through the production path.

``consumer.pipeline.run_file`` runs the producer's reader on the file, then the unpack stage on the raw
record, then the parse step on every part record it published, as the consumers do, in memory. The .msg is
split by the unpack stage like a forwarded message: its body, its attachment and the Outlook item attached
to it are units of their own, each under the envelope (sender, subject, date) of the item it belongs to.
"""

from __future__ import annotations

import datetime as dt
from email.message import EmailMessage
from pathlib import Path

from broker import records as r
from config.settings import load_settings
from consumer.pipeline import run_file

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "legacy"
UTC = dt.UTC


def dealer_mail() -> bytes:
    msg = EmailMessage()
    msg["From"] = "Sam Sales <sam@desk.acmebank.com>"
    msg["To"] = "desk@otc.example"
    msg["Subject"] = "runs attached"
    msg["Date"] = "Mon, 14 Oct 2024 09:00:00 +0000"
    msg["Message-ID"] = "<runs-attached@acmebank.com>"
    msg.set_content("Runs attached, and Jane's mail below.\n")
    for name, maintype, subtype in (("run.xls", "application", "vnd.ms-excel"),
                                    ("run.doc", "application", "msword"),
                                    ("HY run 14-Oct.msg", "application", "octet-stream")):
        data = (FIXTURES / name.replace("HY run 14-Oct", "run")).read_bytes()
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    return bytes(msg)


def test_xls_doc_and_msg_attachments_give_their_quotes(tmp_path: Path) -> None:
    path = tmp_path / "runs.eml"
    path.write_bytes(dealer_mail())
    out = run_file(path, load_settings(home=str(tmp_path)))
    assert not out.failed
    (unpacked,) = out.unpacked
    assert unpacked.document.errors == ()

    # The unpack stage: the mail's body and its three attachments, the .msg opened into its own units.
    units = {p.headers_dict[r.H_UNIT]: p for p in map(_Part, unpacked.parts)}
    assert sorted(units) == ["2", "3", "4:msg:1", "body", "body:4:msg", "body:4:msg:2:msg"]
    assert all(int(p.headers_dict[r.H_UNITS]) == 6 for p in units.values())
    envelope = {u: (p.headers_dict.get(r.H_SENDER), p.headers_dict.get(r.H_SUBJECT), p.headers_dict.get(r.H_SENT_AT))
                for u, p in units.items()}
    assert envelope["body"] == ("sam@desk.acmebank.com", "runs attached", "2024-10-14T09:00:00+00:00")
    assert envelope["body:4:msg"] == ("jane@desk.acmebank.com", "HY run 14-Oct", "2024-10-14T08:01:00+00:00")
    assert envelope["4:msg:1"] == envelope["body:4:msg"]
    assert envelope["body:4:msg:2:msg"] == ("raj@northbridge.com", "EUR run", "2024-10-14T07:30:00+00:00")
    assert units["4:msg:1"].headers_dict[r.H_FILE_NAME] == "cds.csv"
    assert units["body:4:msg"].headers_dict[r.H_MAIL_SUBJECT] == "runs attached"  # the mail's own, beside it

    # The parsers: every part parsed without an error, each quote under its unit, dealer and time.
    assert all(not p.result.errors for p in out.parsed), [p.result.errors for p in out.parsed]
    got = sorted((p.unit, q.instrument_key, q.quote_type, q.bid, q.ask, q.dealer, q.quoted_at)
                 for p in out.parsed for q in p.result.quotes)
    sam, jane, raj = (dt.datetime(2024, 10, 14, h, m, tzinfo=UTC) for h, m in ((9, 0), (8, 1), (7, 30)))
    assert got == [
        ("2", "037833100", "price", 98.5, 99.0, "acmebank", sam),
        ("2", "38141GXZ2", "price", 90.25, 91.0, "acmebank", sam),
        ("2", "FORD 5Y", "spread", 245.0, 255.0, "acmebank", sam),
        ("3", "ACME 4.25 2027-10-01", "spread", 68.0, 63.0, "acmebank", sam),
        ("3", "FORD 5Y", "spread", 245.0, 255.0, "acmebank", sam),
        ("3", "US38141GXZ26", "spread", None, 115.0, "acmebank", sam),
        ("4:msg:1", "GM 5Y", "spread", 180.0, 190.0, "acmebank", jane),
        ("body:4:msg", "CDX HY 43 5Y", "price", 104.25, 104.5, "acmebank", jane),
        ("body:4:msg:2:msg", "US0378331005", "price", 99.5, 100.25, "northbridge", raj),
    ]


class _Part:
    """A published part record with its headers decoded."""

    def __init__(self, part: object) -> None:
        self.headers_dict = r.decode_headers(part.headers)  # type: ignore[attr-defined]
