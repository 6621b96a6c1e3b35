"""The external bank through a running pipeline: 1,007 real messages and documents nobody on otcmail wrote.

Every file of ``../shared/external/mime`` (the notmuch Maildir included) and ``../shared/external/docs`` is
dropped into the inbox of a running producer, with the unpack and parse consumers running on the session
broker and SQLite. Then: every file is archived to done/ (none refused for its content), every message is
on the raw topic (mbox files split into their members, computed from the source files), the consumers
catch up, and every part is parsed or recorded with its reason; nothing is dead-lettered and the pipeline
never stops. A summary table is printed for a person to read.

The bank is read from ``../shared/external`` at test time, never copied into this repository.
"""

from __future__ import annotations

import collections
import json
import time
from pathlib import Path

import pytest
from sqlalchemy import func, select

from broker import records as r
from config.settings import Settings, load_settings
from consumer.lag import topic_records
from consumer.pipeline import run_file
from db.models import ExtractionErrorRow, Mail, ParsedUnit, Quote
from extractors import PARSER_VERSION
from producer.framing import is_mbox, split_mbox
from tests.support.bank import (
    BANK,
    bank_files,
    drop,
    expected_raw,
    files_below,
    in_maildir,
    messages_of,
    read_records,
    reason_of,
    render,
    stdlib_mbox_count,
    table,
)
from tests.support.consumers import consumer_settings, consumers_running, database_url, lag_is_zero, migrated, wait_for
from tests.support.producer import producer_thread

# The slowest PDF of the bank (pdfminer__nonfree_i1040nr.pdf) takes about 12 s in the parser child on an
# idle machine; production allows 60 s. 20 s bounds what a hanging PDF can cost this test; a PDF cut off on a
# loaded machine is recorded as a "limit" error of its part (a reason), which this test accepts.
PDF_TIMEOUT_S = 20.0

#: Files whose mbox framing differs from Python's ``mailbox`` on purpose (the stdlib splits at every line
#: that starts with "From "; the producer only at a separator line after a blank line, outside a MIME body).
FRAMING_DIFFERS = {
    "mime/cpython__mailbox_01.mbox": "an unescaped 'From time to time' line in the body",
    "mime/maildir/cur/notmuch_insert_mbox-attachment.eml:2,":
        "a git format-patch 'From <sha> Mon Sep 17 00:00:00 2001' line inside an attachment",
}


def bank_settings(kafka_settings: Settings, tmp_path: Path) -> Settings:
    """The session broker with this test's topics and groups, an inbox under tmp_path, SQLite."""
    base = consumer_settings(kafka_settings, database_url("sqlite", tmp_path, None), partitions=3, batch_size=100)
    var = tmp_path / "var"
    paths = base.paths.model_copy(update={
        "var_dir": var, "inbox": var / "inbox", "done": var / "done", "error": var / "error",
        "quarantine": var / "quarantine", "producer_state": var / "producer-state.db"})
    # Empty files (pdfplumber__empty.pdf, ...) wait unclosed_grace_s (120 s by default) before they are taken.
    producer = base.producer.model_copy(update={
        "stable_seconds": 0.5, "unclosed_grace_s": 2.0, "rescan_interval_s": 5.0, "progress_interval_s": 10.0,
        "retry_backoff_s": 0.5, "retry_backoff_max_s": 2.0})
    limits = base.limits.model_copy(update={"pdf_timeout_s": PDF_TIMEOUT_S})
    return base.model_copy(update={"paths": paths, "producer": producer, "limits": limits})


def test_mbox_framing_agrees_with_the_stdlib_mailbox() -> None:
    """An independent check of the expected raw record count: Python's mailbox splits the same files into
    the same number of messages, except where it is known to split wrongly."""
    differs = {}
    mboxes = 0
    for rel in bank_files():
        raw = (BANK / rel).read_bytes()
        if not is_mbox(raw):
            continue
        mboxes += 1
        ours, stdlib = len(split_mbox(raw)), stdlib_mbox_count(BANK / rel)
        if ours != stdlib:
            differs[rel] = (ours, stdlib)
    assert mboxes > 10  # mbox files of CPython, Perl Mail::Box, Tika, mikel/mail, ...
    assert set(differs) == set(FRAMING_DIFFERS), differs
    assert all(ours < stdlib for ours, stdlib in differs.values())


def test_a_corrupt_zip_member_is_a_document_error_not_poison(tmp_path: Path) -> None:
    """calamine__issue252.xlsx has a member with a bad CRC: zipfile raised BadZipFile from the DTD check,
    which the parse step took for a bug and dead-lettered."""
    settings = load_settings(home=str(tmp_path))
    result = run_file(BANK / "docs" / "calamine__issue252.xlsx", settings)
    assert not result.failed
    assert [(e.part, e.kind) for e in result.result.errors] == [("file", "document")]
    assert "Bad CRC-32" in result.result.errors[0].message


@pytest.mark.kafka
@pytest.mark.slow
@pytest.mark.timeout(1500)
def test_every_bank_file_flows_through_a_running_pipeline(kafka_settings: Settings, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    rels = bank_files()
    settings = bank_settings(kafka_settings, tmp_path)
    inbox, limits = settings.paths.inbox, settings.limits
    expected = expected_raw(BANK, rels)
    too_big = [rel for rel in rels if (BANK / rel).stat().st_size > limits.max_file_bytes]
    engine = migrated(settings)
    times: dict[str, float] = {}

    with consumers_running(settings) as consumers, producer_thread(settings) as producer:
        def running() -> None:
            if consumers["error"] is not None:
                raise AssertionError(f"a consumer stopped: {consumers['error']!r}") from consumers["error"]
            if not producer.thread.is_alive():
                raise AssertionError(f"the producer stopped: {producer.result.get('error')!r}")

        def inbox_empty() -> bool:
            running()
            return not files_below(inbox)

        def caught_up() -> bool:
            running()
            return topic_records(settings, settings.topics.raw) >= expected.total() and lag_is_zero(settings)

        started = time.monotonic()
        drop(BANK, rels, inbox)
        times["drop the files into the inbox"] = time.monotonic() - started
        wait_for(inbox_empty, 600, interval=0.5, what="every file to leave the inbox")
        times["... until the inbox is empty"] = time.monotonic() - started
        wait_for(caught_up, 900, interval=1.0, what="the unpack and parse consumers to catch up (lag 0)")
        times["... until consumer lag is 0"] = time.monotonic() - started
        stats = producer.finish()
    times["... all stopped"] = time.monotonic() - started

    # -- intake: every file archived, none refused, every message on the raw topic -------------------
    refused = {rel: json.loads((folder / rel).read_text())["reason"]
               for folder in (settings.paths.error, settings.paths.quarantine)
               for rel in files_below(folder) if rel.endswith(".error.json")}
    assert not refused or set(refused) == {f"{rel}.error.json" for rel in too_big}, refused
    assert files_below(settings.paths.done) == sorted(set(rels) - set(too_big))
    assert not files_below(inbox)
    assert (stats.archived, stats.errors, stats.quarantined) == (len(rels) - len(too_big), 0, len(too_big))

    raw = read_records(settings, settings.topics.raw)
    on_topic = collections.Counter((rec.headers[r.H_SOURCE_FILE], (rec.key or b"").decode()) for rec in raw)
    assert on_topic == expected, {"missing": list((expected - on_topic).items())[:10],
                                  "unexpected": list((on_topic - expected).items())[:10]}
    assert stats.messages == len(raw) == expected.total()
    raw_ids = {mail for _, mail in expected}
    raw_by_source = {(settings.topics.raw, rec.partition, rec.offset): rec.headers[r.H_SOURCE_FILE] for rec in raw}

    # -- the part records the unpack stage published ----------------------------------------------------
    parts = [(settings.topics.bodies, rec) for rec in read_records(settings, settings.topics.bodies)]
    parts += [(settings.topics.attachments, rec) for rec in read_records(settings, settings.topics.attachments)]
    parts += [(settings.topics.documents, rec) for rec in read_records(settings, settings.topics.documents)]
    units: dict[tuple[str, str], str] = {}     # (mail id, unit) -> topic
    declared: dict[str, set[int]] = collections.defaultdict(set)
    source_of: dict[str, str] = {}
    for topic, rec in parts:
        mail = rec.headers[r.H_MAIL_ID]
        units[(mail, rec.headers[r.H_UNIT])] = topic
        declared[mail].add(int(rec.headers[r.H_UNITS]))
        source_of.setdefault(mail, rec.headers.get(r.H_SOURCE_FILE, "?"))
    per_mail = collections.Counter(mail for mail, _ in units)
    assert all(declared[m] == {n} for m, n in per_mail.items()), "a part record's units header disagrees"

    # -- the database -------------------------------------------------------------------------------------
    with engine.connect() as conn:
        mails = {m.id: m for m in conn.execute(select(Mail.id, Mail.kind, Mail.unit_count, Mail.parser_version,
                                                      Mail.file_name))}
        parsed = {(u.mail_id, u.unit): u for u in conn.execute(
            select(ParsedUnit.mail_id, ParsedUnit.unit, ParsedUnit.error_count, ParsedUnit.quote_count)
            .where(ParsedUnit.parser_version == PARSER_VERSION))}
        errors = conn.execute(select(ExtractionErrorRow.stage, ExtractionErrorRow.kind, ExtractionErrorRow.message,
                                     ExtractionErrorRow.mail_id, ExtractionErrorRow.unit, ExtractionErrorRow.topic,
                                     ExtractionErrorRow.partition, ExtractionErrorRow.offset)).all()
        quotes = conn.scalar(select(func.count()).select_from(Quote)) or 0
        # None of the bank's files carries a dealer's price (its README): a quote stored outside review is
        # a wrong price among the good ones, the failure a pricing database must never have.
        unreviewed = conn.execute(select(Quote.mail_id, Quote.location, Quote.instrument_key, Quote.bid, Quote.ask)
                                  .where(Quote.review_reason.is_(None))).all()
    engine.dispose()
    assert all(e.message and e.message.strip() and e.kind for e in errors), "an error row without its reason"
    poison = [e for e in errors if e.stage == "poison"]
    poison_units = {(e.mail_id, e.unit) for e in poison}
    extract_errors: dict[tuple[str, str], list[str]] = collections.defaultdict(list)
    for e in errors:
        if e.stage == "extract":
            extract_errors[(e.mail_id, e.unit)].append(e.kind)

    # Every message was unpacked into a mails row, or dead-lettered by the unpack stage with its reason.
    unpacked_or_poison = set(mails) | {e.mail_id for e in poison if e.unit == "mail"}
    assert raw_ids <= unpacked_or_poison, sorted(raw_ids - unpacked_or_poison)[:10]
    # The unpack stage's unit count is what it published, and every mail is complete (visible to readers).
    wrong_count = {m: (mails[m].unit_count, per_mail.get(m, 0)) for m in mails
                   if (mails[m].unit_count or 0) != per_mail.get(m, 0)}
    assert not wrong_count, wrong_count
    incomplete = [(m, mails[m].file_name) for m in mails if mails[m].parser_version != PARSER_VERSION]
    assert not incomplete, incomplete[:10]

    # Every part: parsed (a parsed_units row; with its extraction errors, if any), or dead-lettered.
    outcome: collections.Counter[str] = collections.Counter()
    unaccounted = []
    for key, topic in sorted(units.items()):
        kind = "body" if topic == settings.topics.bodies else "attachment"
        if key in poison_units:
            outcome[f"{kind}: dead-lettered"] += 1
        elif key not in parsed:
            unaccounted.append((source_of.get(key[0]), key[1]))
        elif parsed[key].error_count:
            assert extract_errors.get(key), f"{source_of.get(key[0])} {key[1]}: error_count without error rows"
            outcome[f"{kind}: parsed, with extraction errors"] += 1
        else:
            outcome[f"{kind}: parsed"] += 1
    assert not unaccounted, unaccounted[:20]

    # -- the dead-letter topic ---------------------------------------------------------------------------
    dlq = read_records(settings, settings.topics.dead_letter)
    dead = sorted({(h["dlq-group"], h["dlq-reason"],
                    raw_by_source.get((h["dlq-topic"], int(h["dlq-partition"]), int(h["dlq-offset"])))
                    or h.get(r.H_SOURCE_FILE, "?"), reason_of(h["dlq-error"], 90))
                   for h in (rec.headers for rec in dlq)})
    assert {(e.topic, e.partition, e.offset) for e in poison} == {
        (h["dlq-topic"], int(h["dlq-partition"]), int(h["dlq-offset"])) for h in (rec.headers for rec in dlq)}

    # -- the summary ---------------------------------------------------------------------------------------
    mbox_files = [rel for rel in rels if len(messages_of((BANK / rel).read_bytes())) > 1]
    intake = table("Intake", ("what", "count"), [
        ("files dropped: mime/ (plain)", sum(1 for x in rels if x.startswith("mime/") and not in_maildir(x))),
        ("files dropped: mime/maildir (cur, new)", sum(1 for x in rels if in_maildir(x))),
        ("files dropped: docs/", sum(1 for x in rels if x.startswith("docs/"))),
        ("archived to done/", len(files_below(settings.paths.done))),
        ("error/ + quarantine/ (over limits.max_file_bytes)", len(refused)),
        (f"raw records (of them, members of {len(mbox_files)} mbox files)",
         f"{len(raw)} ({sum(expected[(x, m)] for x, m in expected if x in mbox_files)})"),
        ("distinct messages (mail ids)", len(raw_ids)),
    ])
    unpack = table("Unpack stage", ("what", "count"), [
        *sorted((f"mails rows, kind {k}", n) for k, n in collections.Counter(m.kind for m in mails.values()).items()),
        *sorted((f"unpack error: {k}", n) for k, n in
                collections.Counter(e.kind for e in errors if e.stage == "unpack").items()),
        ("body records", sum(1 for t, _ in parts if t == settings.topics.bodies)),
        ("attachment records", sum(1 for t, _ in parts if t == settings.topics.attachments)),
        ("document records", sum(1 for t, _ in parts if t == settings.topics.documents)),
        ("distinct parts (mail id, unit)", len(units)),
    ])
    parse = table("Parse stage", ("what", "count"), [*sorted(outcome.items()), ("quotes stored", quotes),
                                                     ("quotes stored outside review", len(unreviewed))])
    by_reason = collections.Counter((e.kind, reason_of(e.message)) for e in errors if e.stage == "extract")
    reasons = table("Extraction errors by kind and reason (digits as #)", ("kind", "reason", "count"),
                    sorted(((k, m, n) for (k, m), n in by_reason.items()), key=lambda x: (x[0], -x[2], x[1])))
    cut = table("Parts cut off by a limit", ("file", "unit", "error"),
                sorted((source_of.get(e.mail_id, "?"), e.unit, e.message) for e in errors if e.kind == "limit"))
    dead_table = table(f"Dead-lettered ({len(dlq)} records)", ("group", "reason", "file", "error"), dead)
    timing = table(f"Timing (PDF timeout {PDF_TIMEOUT_S:g} s)", ("step", "seconds"),
                   [(k, f"{v:.1f}") for k, v in times.items()])
    report = render(intake, unpack, parse, reasons, cut, dead_table, timing)
    (tmp_path / "bank-summary.txt").write_text(report)
    with capsys.disabled():
        print("\n" + report)

    assert not poison, f"{len(poison)} records dead-lettered:\n{render(dead_table)}"
    assert not unreviewed, [(source_of.get(u.mail_id, "?"), *u[1:]) for u in unreviewed]
    assert sum(outcome.values()) == len(units)
