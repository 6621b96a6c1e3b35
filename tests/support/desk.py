"""A price database filled through the real pipeline, and what the price page should show of it.

Mails are dropped into the inbox of a real producer (``run_producer --once``), published to the real
broker, unpacked and parsed by the real consumer groups into the database: the rows the page reads are
the rows production writes. The expectations are read back through the ``analyst_quotes`` views (SQL
of their own), not through the page's queries.
"""

from __future__ import annotations

import datetime as dt
import shutil
import threading
import uuid
from collections import defaultdict
from dataclasses import dataclass
from email.utils import format_datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, text

from config.settings import Settings
from producer.service import run_producer
from tests.support.consumers import consumers_running, lag_is_zero, migrated, wait_for
from tests.support.mailrecords import make_mail
from tests.support.producer import producer_settings

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "handwritten"
APPLE = "US037833AK68"
DESK_DEALERS = ("acmebank.com", "bigdealer.co.uk", "northsec.com")


def desk_mails(day: dt.date) -> dict[str, bytes]:
    """Three dealers quoting the same Apple bond twice each on ``day``, and a mail whose PDF is broken."""
    mails: dict[str, bytes] = {}
    start = dt.datetime.combine(day, dt.time(0, 1), dt.UTC)
    for d, domain in enumerate(DESK_DEALERS):
        for k in range(2):
            bid = 99.0 + d * 0.25 + k * 0.125
            when = start + dt.timedelta(minutes=10 * k + d)
            body = (f"Morning levels\n\nAAPL 3.85 05/04/43 {APPLE}  {bid:.3f} / {bid + 0.25:.3f}  2x2\n"
                    f"MSFT 2.4 08/08/26 US594918BR43  {98 + k / 4:.2f} / {98.25 + k / 4:.2f}\n\nDesk\n")
            msg = make_mail(body, sender=f"Desk {d} <desk{d}@{domain}>", subject=f"Apple run {d}.{k}",
                            date=format_datetime(when), message_id=f"<desk-{d}-{k}-{uuid.uuid4().hex}@{domain}>")
            mails[f"desk-{d}-{k}.eml"] = msg.as_bytes()
    broken = make_mail("Run attached.\n\nMSFT 2.4 08/08/26 US594918BR43  98.00 / 98.30\n",
                       sender="Ops <ops@desk.acmebank.com>", subject="Broken attachment",
                       date=format_datetime(start + dt.timedelta(minutes=30)),
                       message_id=f"<broken-{uuid.uuid4().hex}@acmebank.com>",
                       attachments=[("run.pdf", "application/pdf", b"%PDF-1.4\nthis is not a PDF at all\n%%EOF\n")])
    mails["broken-pdf.eml"] = broken.as_bytes()
    return mails


def pipeline_settings(kafka_settings: Settings, home: Path, **overrides: Any) -> Settings:
    """Settings on the session broker with this test's own topics, groups, folders and SQLite database."""
    settings = producer_settings(kafka_settings, home, stable_seconds=0.2)
    tag = uuid.uuid4().hex[:8]
    consumer = settings.consumer.model_copy(update={
        "group": f"parsers-{tag}", "unpack_group": f"unpack-{tag}", "poll_timeout_ms": 200,
        "session_timeout_ms": 6000, "retry_backoff_s": 0.2, "retry_backoff_max_s": 2.0})
    return settings.model_copy(update={"consumer": consumer, **overrides})


def fill_through_pipeline(settings: Settings, files: dict[str, bytes], corpus: bool = True,
                          timeout: float = 240) -> Engine:
    """Drop the files (and the hand-written corpus mails) into the inbox, publish them with the producer,
    run the unpack stage and the parsers until every record is consumed; the migrated engine."""
    inbox = settings.paths.inbox
    inbox.mkdir(parents=True, exist_ok=True)
    if corpus:
        for mail in sorted(CORPUS.glob("*.eml")):
            shutil.copy(mail, inbox / mail.name)
    for name, data in files.items():
        (inbox / name).write_bytes(data)
    dropped = len(list(inbox.iterdir()))
    stats = run_producer(settings, threading.Event(), once=True)
    assert stats.archived == dropped, stats.line()
    engine = migrated(settings)
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), timeout, what="every record unpacked and parsed")
    return engine


# -- what the page should show, read through the analyst views -----------------------------------------


@dataclass(frozen=True)
class Shown:
    quote_id: int
    instrument_key: str
    quote_type: str
    dealer: str | None
    bid: float | None
    ask: float | None
    mid: float | None
    quoted_at: dt.datetime
    mail_id: str
    raw: str


def _aware(value: Any) -> dt.datetime:
    if isinstance(value, str):
        value = dt.datetime.fromisoformat(value)
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)


def shown_quotes(engine: Engine) -> list[Shown]:
    """Every quote readers see (the analyst_quotes view)."""
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT quote_id, instrument_key, quote_type, dealer, bid, ask, mid, quoted_at, "
                                 "mail_id, raw FROM analyst_quotes"))
        return [Shown(r.quote_id, r.instrument_key, r.quote_type, r.dealer, r.bid, r.ask, r.mid,
                      _aware(r.quoted_at), r.mail_id, r.raw) for r in rows]


def pending_ids(engine: Engine) -> set[int]:
    with engine.connect() as conn:
        return set(conn.scalars(text("SELECT quote_id FROM analyst_quotes_all WHERE review_state = 'pending'")))


def latest_lines(quotes: list[Shown], day: dt.date, dealer: str | None = None,
                 key: str | None = None) -> dict[tuple[str, str], tuple[Shown, int]]:
    """(instrument key, quote type) -> its latest quote (by time, then id) and the dealers quoting it on ``day``."""
    start = dt.datetime.combine(day, dt.time(), dt.UTC)
    end = start + dt.timedelta(days=1)
    dealers: dict[tuple[str, str], set[str | None]] = defaultdict(set)
    latest: dict[tuple[str, str], Shown] = {}
    for q in quotes:
        line = (q.instrument_key, q.quote_type)
        if start <= q.quoted_at < end:
            dealers[line].add(q.dealer)
        if (dealer and q.dealer != dealer) or (key and q.instrument_key != key):
            continue
        best = latest.get(line)
        if best is None or (q.quoted_at, q.quote_id) > (best.quoted_at, best.quote_id):
            latest[line] = q
    return {line: (q, len(dealers[line] - {None})) for line, q in latest.items()}
