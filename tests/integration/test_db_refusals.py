"""What the database refuses, end to end on SQLite and PostgreSQL (issue 11, item 4).

Mail files go through the producer's reader, the raw topic, the real unpack and parser consumers and the
writers. Before the fix, PostgreSQL refused a 3,000-character Message-ID or sender (``ix_mails_message_id``,
``ix_mails_dealer``) and a 5,000-character instrument line (``ix_quotes_instrument_quoted``, the natural key)
with ``ProgramLimitExceeded`` (54000), an ``OperationalError``, so the batch was retried as "database
unavailable" for ever; and a refusal while recording a failure, outside the retry, ended the lane and the
other workers with it. Now: what goes into a key is cleaned and bounded (a digest keeps long keys apart and
idempotent), a record the database refuses is poison (dead-lettered, recorded with its reason, the lanes
go on), and a database that refuses every write (a table missing) stops the consumer with exit code 9.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine, select, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import SQLAlchemyError

from broker.clients import make_consumer, make_producer
from config.settings import Settings
from consumer.lag import topic_records
from consumer.pipeline import run_file
from consumer.processor import UNPACK
from core.errors import BrokerUnavailable, DatabaseFatal
from db.engine import FATAL, POISON, TRANSIENT, classify, make_engine, make_session_factory
from db.models import Attachment, ExtractionErrorRow, Mail, Quote
from db.repository import INSTRUMENT_BYTES, MESSAGE_ID_BYTES, bounded
from tests.support.cli import run_cli, write_config
from tests.support.consumers import (
    consumer_settings,
    consumers_running,
    counts,
    lag_is_zero,
    migrated,
    parse_lag,
    unpack_lag,
    wait_for,
)
from tests.support.corpus import CSV_RUN
from tests.support.mailrecords import Record, file_records, make_mail, publish

pytestmark = [pytest.mark.kafka, pytest.mark.postgres, pytest.mark.slow]

BODY = "Morning run\n\nACME 4.25 10/01/27  +60/+55\nFOO 5 01/02/30 100.10/100.60\n"
CSV = CSV_RUN.format(b1=90, a1=91, b2=92, a2=93).encode()
HEAD = "From: Jane Trader <jane@desk.acmebank.com>\nTo: desk@fund.example\nDate: Mon, 02 Feb 2026 09:30:00 +0000\n"


LETTERS = str.maketrans("0123456789", "ghijklmnop")


def long_text(n: int, seed: str) -> str:
    """``n`` characters that do not compress (an index row is compressed before its size is checked)."""
    import hashlib

    out, i = "", 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}{i}".encode()).hexdigest().translate(LETTERS)
        i += 1
    return out[:n]


def with_attachment(subject: str, disposition: str) -> bytes:
    """A mail with the body run and the CSV run attached under a raw Content-Disposition."""
    return (f"{HEAD}Subject: {subject}\nMessage-ID: <{subject.replace(' ', '-')}@acmebank>\nMIME-Version: 1.0\n"
            "Content-Type: multipart/mixed; boundary=BB\n\n--BB\nContent-Type: text/plain\n\n" + BODY +
            "\n--BB\nContent-Type: text/csv\nContent-Disposition: attachment;" + disposition + "\n\n"
            + CSV.decode() + "\n--BB--\n").encode()


LONG_NAME = long_text(2996, "name") + ".csv"
#: RFC 2231 continuations: filename*0="...", filename*1="...", 50 characters each.
CONTINUED = "".join(f'\n filename*{i}="{LONG_NAME[j:j + 50]}";' for i, j in enumerate(range(0, len(LONG_NAME), 50)))
LONG_SUBJECT, LONG_ID, LONG_DOMAIN = long_text(3000, "subject"), long_text(3000, "id"), long_text(3000, "domain")
SHARED = long_text(4900, "line")  # two instrument lines of 5,000 characters that differ in their last ones
LONG_LINES = [f"ACME {SHARED}{tail} 4.25 10/01/27  +60/+55" for tail in ("A" * 100, "B" * 100)]

FILES = {
    "long-name.eml": with_attachment("long name", CONTINUED.rstrip(";")),
    "nul-name.eml": with_attachment("nul name", ' filename="=?utf-8?q?run=00.csv?="'),
    "long-headers.eml": bytes(make_mail(BODY, subject=LONG_SUBJECT, message_id=f"<{LONG_ID}@acmebank>",
                                        sender=f"Jane <jane@desk.{LONG_DOMAIN}.com>")),
    "long-lines.eml": bytes(make_mail("Morning run\n\n" + "\n".join(LONG_LINES) + "\nFOO 5 01/02/30 100.10/100.60\n",
                                      subject="long lines", message_id="<long-lines@acmebank>")),
}


def produce(settings: Settings, folder: Path, files: dict[str, bytes]) -> dict[str, list[Record]]:
    """Each file through the producer's reader, published and acknowledged."""
    records = {}
    for name, data in files.items():
        (folder / name).write_bytes(data)
        records[name] = file_records(data, settings, name)
    producer = make_producer(settings)
    publish(producer, [r for rs in records.values() for r in rs])
    producer.close()
    return records


def stored_quotes(engine: Engine, mail_id: str) -> set[tuple[object, ...]]:
    with engine.connect() as conn:
        return {tuple(r) for r in conn.execute(select(
            Quote.unit, Quote.part, Quote.location, Quote.instrument_key, Quote.quote_type, Quote.bid, Quote.ask)
            .where(Quote.mail_id == mail_id))}


def in_memory_quotes(path: Path, settings: Settings) -> set[tuple[object, ...]]:
    """What `otcmail extract` makes of the file: the same steps, no database."""
    result = run_file(path, settings)
    assert not result.failed
    return {(p.unit, q.part, q.location, q.instrument_key, q.quote_type, q.bid, q.ask)
            for p in result.parsed for q in p.result.quotes}


def test_long_and_nul_values_in_keys_are_stored_and_stay_idempotent(kafka_settings: Settings, db_url: str,
                                                                     tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    records = produce(settings, tmp_path, FILES)
    engine = migrated(settings)
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 120, what="every mail unpacked and parsed")
    mail_id = {name: rs[0].key.decode() for name, rs in records.items()}
    assert counts(engine)["poison"] == 0 and counts(engine)["mails"] == len(FILES)

    with engine.connect() as conn:
        names = dict(conn.execute(select(Attachment.mail_id, Attachment.filename)).all())
        mails = {m.id: m for m in conn.execute(select(Mail)).all()}
    # Names and subjects are not keys: stored whole, a NUL made visible.
    assert names[mail_id["long-name.eml"]] == LONG_NAME
    assert names[mail_id["nul-name.eml"]] == "run\ufffd.csv"
    long_headers = mails[mail_id["long-headers.eml"]]
    assert long_headers.subject == LONG_SUBJECT and long_headers.sender == f"jane@desk.{LONG_DOMAIN}.com"
    # Keys are bounded: the head kept, a digest of the whole after it.
    assert len(long_headers.message_id.encode()) <= MESSAGE_ID_BYTES
    assert long_headers.message_id.startswith(f"<{LONG_ID[:500]}")
    assert long_headers.dealer and len(long_headers.dealer.encode()) <= 255

    for name in FILES:  # every quote `otcmail extract` finds, stored, keys bounded
        expected = {(u, p, loc, bounded(key, INSTRUMENT_BYTES), qt, b, a)
                    for u, p, loc, key, qt, b, a in in_memory_quotes(tmp_path / name, settings)}
        assert expected and stored_quotes(engine, mail_id[name]) == expected, name
    long_keys = [q[3] for q in stored_quotes(engine, mail_id["long-lines.eml"])
                 if SHARED[:100].upper() in str(q[3]).upper()]
    assert len(long_keys) == 2 and len(set(long_keys)) == 2  # the digest keeps the two long lines apart
    assert all(len(str(k).encode()) <= INSTRUMENT_BYTES for k in long_keys)
    assert len(stored_quotes(engine, mail_id["nul-name.eml"])) == 4

    # The same mails again (a replay, a second delivery): the bounded keys find their rows, nothing doubles.
    before = counts(engine)
    produce(settings, tmp_path, FILES)
    with consumers_running(settings):
        wait_for(lambda: lag_is_zero(settings), 120, what="the second delivery")
    assert counts(engine) == before
    engine.dispose()


# -- a record the database refuses ---------------------------------------------------------------------


def refuse(engine: Engine, table: str, condition: str) -> None:
    """A database rule that refuses some rows of ``table`` (as a CHECK or a trigger of a DBA would)."""
    name = f"refuse_{table}"
    with engine.begin() as conn:
        if engine.dialect.name == "sqlite":
            conn.exec_driver_sql(f"CREATE TRIGGER {name} BEFORE INSERT ON {table} WHEN {condition}"
                                 f" BEGIN SELECT RAISE(ABORT, 'refused by the rule {name}'); END")
        else:
            conn.exec_driver_sql(f"CREATE FUNCTION {name}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION "
                                 f"'refused by the rule {name}' USING ERRCODE = 'check_violation'; END $$ "
                                 "LANGUAGE plpgsql")
            conn.exec_driver_sql(f"CREATE TRIGGER {name} BEFORE INSERT ON {table} FOR EACH ROW WHEN ({condition}) "
                                 f"EXECUTE FUNCTION {name}()")


def dead_letters(settings: Settings) -> list[tuple[str, str]]:
    """(key, dlq-reason header) of every record on the dead-letter topic."""
    expected = topic_records(settings, settings.topics.dead_letter)
    if not expected:
        return []
    reader = make_consumer(settings, settings.topics.dead_letter, group_id=None, consumer_timeout_ms=10_000)
    out = []
    try:
        for r in reader:
            out.append((r.key.decode(), dict(r.headers).get("dlq-reason", b"").decode()))
            if len(out) == expected:
                break
    finally:
        reader.close()
    return out


def test_a_record_the_database_refuses_is_dead_lettered_and_the_lanes_go_on(kafka_settings: Settings, db_url: str,
                                                                            tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    engine = migrated(settings)
    refused = {  # refused: its quotes (a rule on a quote), and the other all its rows (its failure row too)
        "refused-quote.eml": bytes(make_mail(BODY.replace("ACME", "REFUSED"), subject="refused quote",
                                             message_id="<refused-quote@acmebank>")),
        "refused-mail.eml": with_attachment("refused everywhere", CONTINUED.rstrip(";")),
    }
    good = {f"good-{i}.eml": bytes(make_mail(BODY, subject=f"good {i}", message_id=f"<good-{i}@acmebank>"))
            for i in range(3)}
    everywhere = file_records(refused["refused-mail.eml"], settings)[0].key.decode()
    refuse(engine, "quotes", "substr(NEW.instrument_key, 1, 7) = 'REFUSED'")
    refuse(engine, "parsed_units", f"NEW.mail_id = '{everywhere}'")

    # One partition: the refused records share their batches with good ones.
    records = produce(settings, tmp_path, {**dict(list(good.items())[:2]), **refused})
    with consumers_running(settings) as state:
        wait_for(lambda: lag_is_zero(settings), 120, what="the batch with the refused records")
        later = produce(settings, tmp_path, dict(list(good.items())[2:]))  # the lanes still run
        wait_for(lambda: lag_is_zero(settings), 60, what="a mail after the refusals")
        assert all(t.is_alive() for t in state["threads"])
    ids = {name: rs[0].key.decode() for name, rs in (records | later).items()}

    for name in good:  # the good mails around the refused ones, and the one after, are whole
        assert len(stored_quotes(engine, ids[name])) == 2, name
    assert stored_quotes(engine, ids["refused-quote.eml"]) == set()
    with engine.connect() as conn:
        poison = conn.execute(select(ExtractionErrorRow).where(ExtractionErrorRow.stage == "poison")).all()
    # The refused body: recorded in full, with the rule's reason.
    (quote_row,) = [p for p in poison if p.mail_id == ids["refused-quote.eml"]]
    assert (quote_row.unit, quote_row.kind, quote_row.dead_lettered) == ("body", "unwritable", True)
    assert "refused by the rule refuse_quotes" in quote_row.message
    # The mail refused everywhere: its body and its attachment (a 3,000-character name) are poison, and
    # their failure rows, refused in full too, are recorded bare: where on Kafka, what and why.
    bare = [p for p in poison if p.mail_id is None]
    assert len(bare) == 2 and {p.kind for p in bare} == {"unwritable"}
    assert all("refuse_parsed_units" in p.message and "not recorded in full" in p.message for p in bare)
    assert {(p.topic, p.partition) for p in bare} == {(settings.topics.bodies, 0), (settings.topics.attachments, 0)}
    assert sorted(dead_letters(settings)) == sorted(
        [(ids["refused-quote.eml"], "unwritable"), (everywhere, "unwritable"), (everywhere, "unwritable")])
    engine.dispose()


# -- a database that refuses every write ---------------------------------------------------------------


def test_a_missing_table_stops_the_consumer_with_exit_code_9(kafka_settings: Settings, db_url: str,
                                                            tmp_path: Path) -> None:
    settings = consumer_settings(kafka_settings, db_url, partitions=1)
    engine = migrated(settings)
    produce(settings, tmp_path, {"run.eml": bytes(make_mail(BODY, subject="lost table", message_id="<lt@x>"))})
    with consumers_running(settings, stages=(UNPACK,)):
        wait_for(lambda: unpacked(settings), 60, what="the mail unpacked")
    with engine.begin() as conn:  # a schema behind the code: the table is gone, Alembic says "at head"
        conn.exec_driver_sql("DROP TABLE quotes" + (" CASCADE" if engine.dialect.name == "postgresql" else ""))
    config = write_config(settings, tmp_path / "otcmail.toml")
    done = run_cli(config, "consume", "--metrics-port", "0", timeout=180)
    assert done.returncode == DatabaseFatal.exit_code == 9, done.stderr[-3000:]
    assert "quotes" in done.stderr and "stopping" in done.stderr
    assert parse_lag(settings) == 1  # nothing committed: read again once the database is fixed
    assert counts_poison(engine) == 0 and dead_letters(settings) == []  # nothing dead-lettered
    engine.dispose()


def unpacked(settings: Settings) -> bool:
    try:
        return unpack_lag(settings) == 0
    except BrokerUnavailable:  # the coordinator of a brand-new group is not elected yet
        return False


def counts_poison(engine: Engine) -> int:
    with engine.connect() as conn:
        return len(conn.execute(select(ExtractionErrorRow.id)).all())


# -- the classification, on errors the real servers raise -----------------------------------------------


def error_of(engine: Engine, sql: str) -> SQLAlchemyError:
    try:
        with engine.begin() as conn:
            conn.exec_driver_sql(sql)
    except SQLAlchemyError as exc:
        return exc
    raise AssertionError(f"{sql} did not fail")


@pytest.fixture
def pg(postgres_url: str) -> Iterator[Engine]:
    from tests.support.consumers import new_postgres_url

    engine = migrated_url(new_postgres_url(postgres_url))
    yield engine
    engine.dispose()


def migrated_url(url: str) -> Engine:
    from db.migrate import upgrade

    engine = create_engine(url)
    upgrade(engine)
    return engine


def test_postgres_errors_are_classified_by_sqlstate(pg: Engine) -> None:
    long_key = long_text(3000, "k")
    assert classify(error_of(pg, f"INSERT INTO mails (id, kind, dealer, attachment_count, stored_at) VALUES "
                                 f"('{'a' * 64}', 'mail', '{long_key}', 0, now())")) == POISON  # 54000
    assert classify(error_of(pg, "INSERT INTO mails (id, kind, attachment_count, stored_at) VALUES "
                                 f"('{'a' * 65}', 'mail', 0, now())")) == POISON  # 22001 too long
    assert classify(error_of(pg, "INSERT INTO mails (id) VALUES (NULL)")) == POISON  # 23502
    assert classify(error_of(pg, "SELECT 1/0")) == POISON  # 22012
    assert classify(error_of(pg, "SELECT * FROM no_such_table")) == FATAL  # 42P01
    tag = uuid.uuid4().hex[:8]  # roles belong to the server, not to this test's database
    with pg.begin() as conn:
        conn.exec_driver_sql(f"CREATE ROLE reader_{tag} LOGIN")
        conn.exec_driver_sql(f"CREATE ROLE limited_{tag} LOGIN CONNECTION LIMIT 0")
    url = make_url(str(pg.url))
    reader = create_engine(url.set(username=f"reader_{tag}"))
    assert classify(error_of(reader, "INSERT INTO mails (id) VALUES ('x')")) == FATAL  # 42501 permission denied
    reader.dispose()
    limited = create_engine(url.set(username=f"limited_{tag}"))
    assert classify(error_of(limited, "SELECT 1")) == TRANSIENT  # 53300 too many connections
    limited.dispose()
    nobody = create_engine(url.set(database="no_such_database"))
    assert classify(error_of(nobody, "SELECT 1")) == FATAL  # 3D000
    nobody.dispose()
    stranger = create_engine(url.set(username=f"nobody_{tag}"))
    assert classify(error_of(stranger, "SELECT 1")) == FATAL  # role does not exist (28000)
    stranger.dispose()
    closed = create_engine(url.set(port=1))
    assert classify(error_of(closed, "SELECT 1")) == TRANSIENT  # nothing listens: no SQLSTATE
    closed.dispose()
    # 55P03: a lock not granted in time.
    with pg.connect() as holder:
        holder.exec_driver_sql("BEGIN; LOCK TABLE mails IN ACCESS EXCLUSIVE MODE")
        assert classify(error_of(pg, "SET LOCAL lock_timeout = '100ms'; SELECT * FROM mails")) == TRANSIENT
        holder.rollback()
    # 57P01: the server ends the session (a restart, an administrator).
    victim = pg.connect()
    pid = victim.exec_driver_sql("SELECT pg_backend_pid()").scalar()
    with pg.begin() as conn:
        conn.exec_driver_sql(f"SELECT pg_terminate_backend({pid})")
    try:
        victim.exec_driver_sql("SELECT 1")
        raise AssertionError("the terminated session still answers")
    except SQLAlchemyError as exc:
        assert classify(exc) == TRANSIENT
    victim.invalidate()
    victim.close()


def test_sqlite_errors_are_classified_by_result_code(tmp_path: Path) -> None:
    from pydantic import SecretStr

    from config.settings import DatabaseSettings
    from db.migrate import upgrade

    path = tmp_path / "otcmail.db"
    engine = make_engine(DatabaseSettings(url=SecretStr(f"sqlite:///{path}")))
    upgrade(engine)
    assert classify(error_of(engine, "INSERT INTO mails (id) VALUES (NULL)")) == POISON  # SQLITE_CONSTRAINT
    assert classify(error_of(engine, "SELECT * FROM no_such_table")) == FATAL  # SQLITE_ERROR
    # SQLITE_BUSY: another writer holds the lock past the busy timeout.
    impatient = create_engine(f"sqlite:///{path}", connect_args={"timeout": 0.1})
    factory = make_session_factory(engine)
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:
        with factory.begin() as session:
            session.execute(text("DELETE FROM mails"))
            holding.set()
            release.wait(10)

    holder = threading.Thread(target=hold)
    holder.start()
    holding.wait(10)
    try:
        assert classify(error_of(impatient, "INSERT INTO parsed_units (mail_id) VALUES ('x')")) == TRANSIENT
    finally:
        release.set()
        holder.join()
    impatient.dispose()
    readonly = create_engine(f"sqlite:///file:{path}?mode=ro&uri=true")
    assert classify(error_of(readonly, "DELETE FROM mails")) == FATAL  # SQLITE_READONLY
    readonly.dispose()
    engine.dispose()
