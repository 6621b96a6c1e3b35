import datetime as dt
from email.message import EmailMessage

import corpus_docs

from extractors.dealers import dealer_from_sender
from extractors.mail import extract_mail
from extractors.mime import is_probably_mail, parse_mail
from extractors.model import SourceContext

RUN = "IG RUN\nACME 4.25 10/01/27  +68/+63  2x2\nFORD 5Y 245/255\n"


def mail(body: str, subject: str = "IG RUN", sender: str = "Jane <jane@desk.acmebank.com>") -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = "desk@fund.com"
    msg["Subject"] = subject
    msg["Date"] = "Mon, 14 Oct 2024 09:31:00 -0400"
    msg["Message-ID"] = "<1@acmebank.com>"
    msg.set_content(body)
    return msg


def test_dealer_from_sender():
    assert dealer_from_sender("jane@desk.acmebank.com") == "acmebank"
    assert dealer_from_sender("r@trading.northbridge.co.uk") == "northbridge"
    assert dealer_from_sender("k@bankhaus-keller.de") == "bankhaus-keller"
    assert dealer_from_sender("nobody") is None


def test_is_probably_mail():
    assert is_probably_mail(bytes(mail(RUN)))
    assert not is_probably_mail(b"Security,Bid,Ask\nACME,1,2\n")
    assert not is_probably_mail(b"%PDF-1.4 From: x")
    assert not is_probably_mail(b"Dear all,\nFrom: the desk\nprices below\n")


def test_parse_mail_fields():
    parsed = parse_mail(bytes(mail(RUN)))
    assert (parsed.sender, parsed.sender_name, parsed.subject, parsed.to) == (
        "jane@desk.acmebank.com",
        "Jane",
        "IG RUN",
        ("desk@fund.com",),
    )
    assert parsed.sent_at == dt.datetime(2024, 10, 14, 9, 31, tzinfo=dt.timezone(dt.timedelta(hours=-4)))
    assert [b.content_type for b in parsed.bodies] == ["text/plain"]


def test_quotes_carry_dealer_time_and_provenance():
    result = extract_mail(bytes(mail(RUN)), SourceContext())
    first = result.quotes[0]
    assert (first.dealer, first.part, first.location, first.raw) == (
        "acmebank",
        "body",
        "line 2",
        "ACME 4.25 10/01/27  +68/+63  2x2",
    )
    assert first.quoted_at is not None and first.quoted_at.utcoffset() == dt.timedelta(hours=-4)


def test_alternative_parts_are_not_counted_twice():
    msg = mail(RUN)
    msg.add_alternative("<html><body><pre>" + RUN + "</pre></body></html>", subtype="html")
    assert len(extract_mail(bytes(msg), SourceContext()).quotes) == 2


def test_reply_history_is_not_counted():
    body = (
        "new level:\nGLOBX 5 01/15/30  +120/+115\n\nOn Fri, Oct 11, 2024 at 9:12 AM Jane wrote:\n> "
        + RUN.replace("\n", "\n> ")
        + "\n-----Original Message-----\nFrom: x\nSent: y\n\n"
        + RUN
    )
    quotes = extract_mail(bytes(mail(body, "RE: IG RUN")), SourceContext()).quotes
    assert [q.ticker for q in quotes] == ["GLOBX"]


def test_forwarded_run_counts_once_under_the_original_dealer():
    body = (
        "fyi\n\n---------- Forwarded message ---------\nFrom: Raj <raj@trading.northbridge.co.uk>\n"
        "Date: Mon, Oct 14, 2024 at 9:01 AM\nSubject: RUN\n\n"
        + RUN
        + "\nOn Sun, Oct 13, 2024 Raj wrote:\n> ACME 4.25 10/01/27  +70/+65\n"
    )
    quotes = extract_mail(bytes(mail(body, "FW: RUN")), SourceContext()).quotes
    assert [(q.instrument_key, q.dealer) for q in quotes] == [
        ("ACME 4.25 2027-10-01", "northbridge"),
        ("FORD 5Y", "northbridge"),
    ]


def _outlook_header(sender: str, sent: str, subject: str) -> str:
    return (f"<p><b>From:</b> {sender}<br><b>Sent:</b> {sent}<br><b>To:</b> desk@fund.com<br>"
            f"<b>Subject:</b> {subject}</p>")


def test_an_html_forward_reads_the_forwarded_run_not_the_history_quoted_under_it():
    # "Their 7am levels (further down) are stale": a forward of a dealer's updated run whose own reply
    # quotes the run it updates. As in a plain-text forward, only the forwarded message is read.
    html = ("<html><body><p>Updated run below, 7am levels further down are stale.</p>"
            + _outlook_header("Raj &lt;raj@northbridge.com&gt;", "Monday, October 14, 2024 9:41 AM", "RE: IG RUN")
            + "<table><tr><th>Bond</th><th>Bid</th><th>Ask</th></tr>"
              "<tr><td>ACME 4.25 10/01/27</td><td>99.10</td><td>99.40</td></tr></table>"
            + _outlook_header("Raj &lt;raj@northbridge.com&gt;", "Monday, October 14, 2024 7:02 AM", "IG RUN")
            + "<table><tr><th>Bond</th><th>Bid</th><th>Ask</th></tr>"
              "<tr><td>ACME 4.25 10/01/27</td><td>98.90</td><td>99.20</td></tr>"
              "<tr><td>GLOBX 5 01/15/30</td><td>100.00</td><td>100.50</td></tr></table></body></html>")
    msg = mail("", "FW: RE: IG RUN")
    msg.set_content(html, subtype="html")
    quotes = extract_mail(bytes(msg), SourceContext()).quotes
    assert [(q.ticker, q.bid, q.ask, q.dealer) for q in quotes] == [("ACME", 99.1, 99.4, "northbridge")]


def test_forward_as_attached_message():
    outer = mail("see attached", "FW: run")
    outer.add_attachment(mail(RUN, sender="Raj <raj@northbridge.com>"))
    quotes = extract_mail(bytes(outer), SourceContext()).quotes
    assert {q.dealer for q in quotes} == {"northbridge"} and len(quotes) == 2


def test_one_bad_attachment_keeps_the_rest():
    msg = mail(RUN)
    msg.add_attachment(
        b"PK\x03\x04garbage",
        maintype="application",
        subtype="vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        filename="broken.xlsx",
    )
    msg.add_attachment(
        corpus_docs.csv_bytes([["Security", "Bid", "Ask"], ["GLOBX 5 01/15/30", "99", "100"]], ","),
        maintype="text",
        subtype="csv",
        filename="run.csv",
    )
    result = extract_mail(bytes(msg), SourceContext())
    assert len(result.quotes) == 3
    assert [(e.part, e.kind) for e in result.errors] == [("2", "document")]  # the MIME path, not the name
    assert {q.part for q in result.quotes} == {"body", "3"}


def test_encodings_and_garbage_headers():
    raw = (
        b"From: =?x-unknown?Q?Jane_=FF?= <jane@acmebank.com>\r\nSubject: =?utf-8?B?broken\r\n"
        b"Date: not a date\r\nTo: \xff\xfe@@\r\nMIME-Version: 1.0\r\n"
        b"Content-Type: text/plain; charset=bogus-charset\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n"
        b"ACME 4.25 10/01/27  +68/+63  2x2=\r\n\r\nGe=E4ndert: DBR 2,5 15.08.2046  99,50 / 100,25\r\n"
    )
    parsed = parse_mail(raw)
    assert parsed.sent_at is None and parsed.sender == "jane@acmebank.com"
    result = extract_mail(raw, SourceContext())
    assert [q.bid for q in result.quotes][:1] == [68.0]


def _tnef(body: bytes, attachments: list[tuple[bytes, bytes]]) -> bytes:
    """A minimal winmail.dat (MS-OXTNEF): version, OEM code page, a plain body, file attachments.

    No package on PyPI writes TNEF (tnefparse and pytnef only read it), so the few attributes the
    reader needs are laid out here: level, attribute id, attribute type, length, data, checksum.
    """
    import struct

    def attr(level: int, name: int, kind: int, data: bytes) -> bytes:
        return struct.pack("<BHHI", level, name, kind, len(data)) + data + struct.pack("<H", sum(data) & 0xFFFF)

    out = struct.pack("<IH", 0x223E9F78, 0x0001)
    out += attr(1, 0x9006, 0x0008, struct.pack("<I", 0x00010000))  # attTnefVersion
    out += attr(1, 0x9007, 0x0006, struct.pack("<II", 1252, 0))  # attOemCodepage
    out += attr(1, 0x800C, 0x0002, body)  # attBody
    for name, data in attachments:
        out += attr(2, 0x9002, 0x0006, bytes(14))  # attAttachRendData starts an attachment
        out += attr(2, 0x8010, 0x0001, name + b"\0")  # attAttachTitle
        out += attr(2, 0x800F, 0x0006, data)  # attAttachData
    return out


def test_winmail_dat_body_and_attachment_are_read():
    rows = [["Security", "CUSIP", "Bid", "Ask"], ["ACME 6.5 03/15/29", "037833100", "98.5", "99"]]
    run_csv = corpus_docs.csv_bytes(rows, ",")
    winmail = _tnef(b"IG RUN\r\nACME 4.25 10/01/27  +68/+63  2x2\r\n", [(b"run.csv", run_csv)])
    msg = mail("See attached (Outlook rich text).")
    msg.add_attachment(winmail, maintype="application", subtype="ms-tnef", filename="winmail.dat")
    result = extract_mail(msg.as_bytes(), SourceContext())
    got = sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.dealer) for q in result.quotes)
    assert got == [
        ("037833100", "price", 98.5, 99.0, "acmebank"),
        ("ACME 4.25 2027-10-01", "spread", 68.0, 63.0, "acmebank"),
    ]
    assert not result.errors


def test_a_multipart_with_a_broken_boundary_is_read_as_text():
    """The boundary declared is not the one used: nothing is split, the run inside is still read."""
    raw = (b"From: desk@acmebank.com\nSubject: run\nDate: Mon, 02 Feb 2026 09:30:00 +0000\nMIME-Version: 1.0\n"
           b'Content-Type: multipart/mixed; boundary="XYZ"\n\n--ABC\nContent-Type: text/plain\n\n'
           b"ACME 4.25 10/01/27  +68/+63\n--ABC--\n")
    mail = parse_mail(raw)
    assert not mail.attachments and [b.part for b in mail.bodies] == ["body"]
    assert any("broken boundary" in d for d in mail.defects)
    quotes = extract_mail(raw, SourceContext()).quotes
    assert [(q.ticker, q.bid, q.ask) for q in quotes] == [("ACME", 68.0, 63.0)]
