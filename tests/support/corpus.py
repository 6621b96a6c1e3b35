"""Generated dealer mails for the consumer tests and the benchmark (real extractor input)."""

from __future__ import annotations

from email.message import EmailMessage

from config.settings import Settings
from consumer.pipeline import run_records
from tests.support.mailrecords import MailRecords, as_record_data, mail_records, make_mail

DEALERS = ("acmebank.com", "bigdealer.co.uk", "northsec.com")
CSV_RUN = ("Security,ISIN,Bid,Ask\nApple 3.85 2043,US037833AK68,{b1:.2f},{a1:.2f}\n"
           "MSFT 2.4 2026,US594918BR43,{b2:.2f},{a2:.2f}\n")


def run_mail(i: int, attachment: bool = False, tag: str = "") -> EmailMessage:
    """Mail ``i``: two text quotes in the body (a spread and a price), optionally a CSV run attached."""
    body = (f"Morning run {tag} #{i}\n\n"
            f"ACME {4 + i % 4}.25 10/01/{27 + i % 3}  +{60 + i % 50}/+{55 + i % 50}\n"
            f"FOO 5 01/02/30 {100 + (i % 90) / 10:.2f}/{100.5 + (i % 90) / 10:.2f}\n")
    atts = []
    if attachment:
        csv = CSV_RUN.format(b1=97 + i % 7 / 10, a1=97.5 + i % 7 / 10, b2=99 + i % 5 / 10, a2=99.2 + i % 5 / 10)
        atts.append(("run.csv", "text/csv", csv.encode()))
    return make_mail(body, sender=f"Trader {i} <t{i}@desk.{DEALERS[i % len(DEALERS)]}>", subject=f"run {tag} {i}",
                     date=f"Mon, 02 Feb 2026 {9 + i % 8:02d}:{i % 60:02d}:00 +0000",
                     message_id=f"<run-{tag}-{i}@test>", attachments=atts)


def run_mails(settings: Settings, n: int, every_attachment: int = 0, tag: str = "") -> list[MailRecords]:
    return [mail_records(run_mail(i, bool(every_attachment) and i % every_attachment == 0, tag), settings)
            for i in range(n)]


def expected_quotes(mails: list[MailRecords], settings: Settings) -> set[tuple[object, ...]]:
    """What unpack and the extractors make of these records, in memory:
    (mail_id, part, location, instrument_key, type, bid, ask)."""
    out = set()
    result = run_records([as_record_data(r) for m in mails for r in m.all], settings)
    for parsed in result.parsed:
        out |= {(parsed.mail_id, q.part, q.location, q.instrument_key, q.quote_type, q.bid, q.ask)
                for q in parsed.result.quotes}
    return out
