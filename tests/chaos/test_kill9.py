"""Chaos: the real pipeline as processes, killed with SIGKILL at random moments, must lose and double nothing.

A bundled broker of its own, `otcmail produce`, `otcmail unpack` and two `otcmail consume` processes (one
group: a worker dies, the other takes its partitions) on SQLite. Corpus mails (bodies, HTML, forwards, CSV,
XLSX, DOCX and PDF attachments) are dropped into the inbox in waves, with some poison: attachments the
extractors refuse (a corrupt and an encrypted PDF, an encrypted workbook), raw records that are not otcmail
records (published beside the producer, dead-lettered by unpack), a mail whose quotes a database rule
refuses (a trigger: written record by record, dead-lettered), and a file over the size limit (the
producer quarantines it). Meanwhile a seeded schedule (the seed and every kill are logged) sends SIGKILL to
the producer, the unpack stage, a consumer worker, and twice the broker itself (restarted on the same data
folder); each process is started again after a moment, as systemd would. Then everything converges and:

* every mail file is archived in done/, nothing in error/, the oversize file in quarantine/ with its reason;
* every mail is on the raw topic (distinct mail ids: the raw topic is at-least-once);
* every mail has one row, every part is parsed, and every quote is stored exactly once: the rows are the
  quotes `otcmail extract` finds in each file (the same steps in memory), none missing, none extra;
* every extraction error is one the file really has, and the poison records are recorded with their reason.

Set OTCMAIL_CHAOS_SEED to replay a schedule.
"""

from __future__ import annotations

import logging
import os
import random
import signal
import subprocess
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import pytest
from pydantic import SecretStr
from sqlalchemy import func, select

from broker.clients import make_consumer, make_producer
from broker.server import BundledBroker
from broker.topics import ensure_topics
from config.settings import Settings
from consumer.lag import topic_records
from consumer.pipeline import run_file
from db.engine import make_engine
from db.migrate import upgrade
from db.models import ExtractionErrorRow, Mail, ParsedUnit, Quote
from db.repository import INSTRUMENT_BYTES, LOCATION_BYTES, UNIT_BYTES, bounded
from extractors import PARSER_VERSION
from tests.support.cli import OTCMAIL, write_config
from tests.support.consumers import lag_is_zero
from tests.support.kafka import broker_settings
from tests.support.mailrecords import Record, file_records, make_mail, publish

pytestmark = [pytest.mark.kafka, pytest.mark.slow, pytest.mark.timeout(900)]
log = logging.getLogger(__name__)

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
#: (corpus kind, how many): about 200 mails, most of them cheap, a few PDFs (a child process each).
MIX = (("text", 50), ("html", 30), ("csv", 30), ("xlsx", 25), ("eu", 15), ("forward", 15), ("reply", 15),
       ("docx", 10), ("attached", 5), ("pdf", 4))
HOSTILE = ("corrupt.pdf", "encrypted.pdf", "encrypted.xlsx", "garbage_headers.eml")
MAX_FILE_BYTES = 4 * 1024 * 1024
VICTIMS = ("producer", "unpack", "consume-a", "consume-b")
REFUSED_FILE = "refused-by-the-database.eml"
REFUSED_BODY = "Morning run\n\nREFUSED 4.25 10/01/27  +60/+55\nFOO 5 01/02/30 100.10/100.60\n"


@dataclass
class Proc:
    """One `otcmail` process, started again after each kill."""

    name: str
    argv: list[str]
    logfile: Path
    proc: subprocess.Popen[bytes] | None = None
    out: IO[bytes] | None = None
    kills: int = 0
    restart_at: float | None = None
    started: float = 0.0

    def start(self) -> None:
        self.started = time.monotonic()
        self.out = self.logfile.open("ab")
        self.proc = subprocess.Popen(self.argv, stdout=self.out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                     env=_env())

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.kills += 1

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def stop(self) -> int | None:
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(120)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.out is not None:
            self.out.close()
        return self.proc.returncode


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")}


@dataclass
class Chaos:
    settings: Settings
    home: Path
    broker: BundledBroker
    procs: dict[str, Proc] = field(default_factory=dict)
    events: list[str] = field(default_factory=list)

    def note(self, what: str) -> None:
        line = f"{time.strftime('%H:%M:%S')} {what}"
        self.events.append(line)
        log.warning("chaos: %s", what)

    def kill_broker(self, rng: random.Random) -> None:
        pid = self.broker.pid()
        assert pid is not None, "the broker is not running"
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 30
        while self.broker.pid() is not None and time.monotonic() < deadline:
            time.sleep(0.1)
        pause = rng.uniform(2, 6)
        self.note(f"SIGKILL broker (pid {pid}); restarting it on the same data folder in {pause:.1f}s")
        self.wait(pause, rng)
        self.broker.start()
        self.note("broker up again")

    def kill(self, name: str, rng: random.Random) -> None:
        """SIGKILL ``name`` once it has been up for a few seconds (past its start-up: consuming, publishing)."""
        proc = self.procs[name]
        up = rng.uniform(4, 12)
        deadline = time.monotonic() + 60
        while not (proc.alive() and time.monotonic() - proc.started >= up) and time.monotonic() < deadline:
            self.wait(0.2, rng)
        if proc.alive():
            pid = proc.proc.pid if proc.proc else None
            proc.kill()
            self.note(f"SIGKILL {name} (pid {pid})")
        else:
            self.note(f"{name} was not running (restart pending): nothing to kill")

    def supervise(self, rng: random.Random) -> None:
        """What systemd's Restart=always does (deploy/systemd): a process that ended is started again after
        a moment, whether it was killed or exited by itself (a consumer started while the broker is down
        exits 4 after broker.connect_timeout_s)."""
        now = time.monotonic()
        for proc in self.procs.values():
            if proc.alive():
                continue
            if proc.restart_at is None:
                proc.restart_at = now + rng.uniform(0.5, 3)
                code = proc.proc.returncode if proc.proc else None
                if code != -signal.SIGKILL:
                    self.note(f"{proc.name} exited by itself (code {code})")
            elif now >= proc.restart_at:
                proc.restart_at = None
                proc.start()
                self.note(f"{proc.name} started again")

    def wait(self, seconds: float, rng: random.Random) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.supervise(rng)
            time.sleep(0.2)


def chaos_settings(home: Path) -> Settings:
    tag = uuid.uuid4().hex[:6]
    base = broker_settings(home, topics={"partitions": 3},
                           limits={"max_file_bytes": MAX_FILE_BYTES},
                           producer={"stable_seconds": 0.3, "rescan_interval_s": 2.0, "retry_backoff_s": 0.5,
                                     "retry_backoff_max_s": 2.0, "progress_interval_s": 5.0},
                           consumer={"group": f"parsers-{tag}", "unpack_group": f"unpack-{tag}",
                                     "poll_timeout_ms": 200, "session_timeout_ms": 6000, "retry_backoff_s": 0.3,
                                     "retry_backoff_max_s": 2.0})
    db = base.database.model_copy(update={"url": SecretStr(f"sqlite:///{home / 'otcmail.db'}")})
    return base.model_copy(update={"database": db})


def mail_files() -> list[tuple[str, bytes]]:
    files = []
    for kind, n in MIX:
        files += [(p.name, p.read_bytes()) for p in sorted((CORPUS / "mails").glob(f"*-{kind}.eml"))[:n]]
    files += [(f"hostile-{name}", (CORPUS / "hostile" / name).read_bytes()) for name in HOSTILE]
    return files


def drop(inbox: Path, name: str, data: bytes) -> None:
    """As a delivery agent does: written under a dot-name, renamed into place."""
    tmp = inbox / f".{name}.tmp"
    tmp.write_bytes(data)
    os.replace(tmp, inbox / name)


def wait_until(predicate: Callable[[], bool], timeout: float, what: str, chaos: Chaos, rng: random.Random) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if predicate():
                return
        except Exception as exc:  # noqa: BLE001 - the broker may be restarting: ask again
            log.info("chaos: %s: %s", what, exc)
        chaos.wait(1, rng)
    raise AssertionError(f"timed out after {timeout:g}s waiting for {what}")


def raw_mail_ids(settings: Settings) -> list[str]:
    """The key of every record on the raw topic."""
    expected = topic_records(settings, settings.topics.raw)
    reader = make_consumer(settings, settings.topics.raw, group_id=None, consumer_timeout_ms=15_000)
    keys = []
    try:
        for r in reader:
            keys.append(r.key.decode())
            if len(keys) == expected:
                break
    finally:
        reader.close()
    assert len(keys) == expected, f"read {len(keys)} of {expected} raw records"
    return keys


def expected_rows(settings: Settings, folder: Path, files: list[tuple[str, bytes]]
                  ) -> tuple[dict[str, str], set[tuple[object, ...]], set[tuple[object, ...]]]:
    """What `otcmail extract` makes of each file, in memory: mail id per file, quotes and extraction errors."""
    ids: dict[str, str] = {}
    quotes: set[tuple[object, ...]] = set()
    errors: set[tuple[object, ...]] = set()
    for name, data in files:
        path = folder / name
        path.write_bytes(data)
        (record,) = file_records(data, settings, name)
        ids[name] = record.key.decode()
        result = run_file(path, settings)
        assert not result.failed, (name, result.failed)
        for p in result.parsed:
            quotes |= {(p.mail_id, p.unit, bounded(q.part, UNIT_BYTES), bounded(q.location, LOCATION_BYTES),
                        bounded(q.instrument_key, INSTRUMENT_BYTES), q.quote_type, q.bid, q.ask)
                       for q in p.result.quotes}
            errors |= {(p.mail_id, p.unit, e.kind) for e in p.result.errors}
        for u in result.unpacked:
            errors |= {(u.mail_id, "mail", e.kind) for e in u.document.errors}
    return ids, quotes, errors


def test_kill_9_anything_at_any_time_loses_and_doubles_nothing(tmp_path: Path) -> None:
    seed = int(os.environ.get("OTCMAIL_CHAOS_SEED") or random.SystemRandom().randrange(10**6))
    rng = random.Random(seed)
    home = tmp_path / "home"
    settings = chaos_settings(home)
    files = [*mail_files(), (REFUSED_FILE, bytes(make_mail(REFUSED_BODY, subject="refused", message_id="<r@x>")))]
    rng.shuffle(files)
    reference = tmp_path / "reference"
    reference.mkdir()
    ids, expected_quotes, expected_errors = expected_rows(settings, reference, files)
    # The database refuses the body of one mail (a rule on its quotes): poison, its quotes never stored.
    expected_quotes = {q for q in expected_quotes if (q[0], q[1]) != (ids[REFUSED_FILE], "body")}
    oversize = ("oversize.eml", b"Subject: too big\n\n" + b"x" * (MAX_FILE_BYTES + 1))
    poison = [Record(settings.topics.raw, f"{i:064x}".encode(), b"\x00 not a mail record", [("otcmail-kind", b"mail")])
              for i in (0xdead, 0xbeef)]

    broker = BundledBroker(settings)
    broker.start()
    chaos = Chaos(settings, home, broker)
    chaos.note(f"seed {seed} (OTCMAIL_CHAOS_SEED={seed} replays this schedule); {len(files)} mail files")
    try:
        ensure_topics(settings)
        engine = make_engine(settings)
        upgrade(engine)
        with engine.begin() as conn:
            conn.exec_driver_sql("CREATE TRIGGER refuse_quotes BEFORE INSERT ON quotes WHEN "
                                 "substr(NEW.instrument_key, 1, 7) = 'REFUSED' "
                                 "BEGIN SELECT RAISE(ABORT, 'refused by the rule refuse_quotes'); END")
        config = write_config(settings, tmp_path / "otcmail.toml")
        cli = [str(OTCMAIL), "--config", str(config)]
        logs = tmp_path / "logs"
        logs.mkdir()
        commands = {"producer": ["produce"], "unpack": ["unpack"], "consume-a": ["consume"], "consume-b": ["consume"]}
        for name, args in commands.items():
            chaos.procs[name] = Proc(name, [*cli, *args, "--metrics-port", "0"], logs / f"{name}.log")
            chaos.procs[name].start()
        inbox = settings.paths.inbox
        inbox.mkdir(parents=True, exist_ok=True)

        # Waves of mails; between them, kills on a seeded schedule: each victim at least once, the broker twice.
        schedule = [*VICTIMS, "broker", *rng.sample(VICTIMS, 3), "broker", *rng.sample(VICTIMS, 2)]
        rng.shuffle(schedule)
        waves = [files[i::len(schedule)] for i in range(len(schedule))]
        for i, (victim, wave) in enumerate(zip(schedule, waves, strict=True)):
            for name, data in wave:
                drop(inbox, name, data)
            if i == 1:
                drop(inbox, *oversize)
                producer = make_producer(settings)
                publish(producer, poison)
                producer.close()
                chaos.note("published 2 raw records that are not otcmail records")
            chaos.wait(rng.uniform(0.5, 3), rng)
            if victim == "broker":
                chaos.kill_broker(rng)
            else:
                chaos.kill(victim, rng)

        total = len(files)
        done = settings.paths.done

        def converged() -> bool:
            archived = sum(1 for p in done.rglob("*") if p.is_file())
            if archived < total or not lag_is_zero(settings):
                return False
            with engine.connect() as conn:
                quotes = conn.scalar(select(func.count()).select_from(Quote))
            return quotes >= len(expected_quotes)

        wait_until(converged, 300, "every file archived, every lag zero, every quote stored", chaos, rng)
        chaos.wait(2, rng)  # a last batch in flight commits; then nothing may move any more
        wait_until(lambda: lag_is_zero(settings), 60, "every lag zero", chaos, rng)
        codes = {name: proc.stop() for name, proc in chaos.procs.items()}
        chaos.note(f"stopped: {codes}")

        # Files: every mail archived, nothing in error/, the oversize file quarantined with its reason.
        archived = sorted(p.name for p in done.rglob("*") if p.is_file())
        assert archived == sorted(name for name, _ in files)
        assert [p for p in settings.paths.error.rglob("*") if p.is_file()] == []
        quarantined = sorted(p.name for p in settings.paths.quarantine.rglob("*") if p.is_file())
        assert quarantined == ["oversize.eml", "oversize.eml.error.json"]
        assert "over limits.max_file_bytes" in (settings.paths.quarantine / "oversize.eml.error.json").read_text()

        # The raw topic: every mail (at least once), and the two poison records.
        raw = raw_mail_ids(settings)
        assert set(raw) == set(ids.values()) | {p.key.decode() for p in poison}

        with engine.connect() as conn:
            mails = conn.execute(select(Mail.id, Mail.parser_version)).all()
            rows = conn.execute(select(Quote.mail_id, Quote.unit, Quote.part, Quote.location, Quote.instrument_key,
                                       Quote.quote_type, Quote.bid, Quote.ask, Quote.parser_version)).all()
            errors = conn.execute(select(ExtractionErrorRow.mail_id, ExtractionErrorRow.unit, ExtractionErrorRow.kind,
                                         ExtractionErrorRow.stage, ExtractionErrorRow.message)).all()
            units = conn.execute(select(ParsedUnit.mail_id, ParsedUnit.unit, ParsedUnit.parser_version)).all()
        # Every mail once, every one whole (all its parts parsed: its version visible).
        assert sorted(m.id for m in mails) == sorted(set(ids.values()))
        assert {m.parser_version for m in mails} == {PARSER_VERSION}
        assert len(units) == len({(u.mail_id, u.unit) for u in units})
        # Every quote exactly once: the rows are what the files hold, no row twice.
        stored = [tuple(r[:8]) for r in rows]
        assert len(stored) == len(set(stored)), "a quote stored twice"
        missing, extra = expected_quotes - set(stored), set(stored) - expected_quotes
        assert not missing and not extra, (f"{len(missing)} missing, e.g. {sorted(missing, key=repr)[:3]}; "
                                           f"{len(extra)} extra, e.g. {sorted(extra, key=repr)[:3]}")
        # Errors: the ones the files really have, and the two poison records with their reason.
        extracted = {(e.mail_id, e.unit, e.kind) for e in errors if e.stage in ("extract", "unpack")}
        assert extracted == expected_errors
        poisoned = [e for e in errors if e.stage == "poison"]
        assert sorted(e.mail_id for e in poisoned) == sorted([*(p.key.decode() for p in poison), ids[REFUSED_FILE]])
        for e in poisoned:
            if e.mail_id == ids[REFUSED_FILE]:
                assert (e.unit, e.kind) == ("body", "unwritable") and "refuse_quotes" in e.message, e
            else:
                assert e.kind == "undecodable" and "otcmail-kind" in e.message, e
        chaos.note(f"converged: {len(mails)} mails, {len(stored)} quotes, {len(extracted)} extraction errors, "
                   f"{len(poisoned)} poison; raw records {len(raw)} for {len(set(raw))} mail ids")
        engine.dispose()
    finally:
        for proc in chaos.procs.values():
            proc.stop()
        broker.stop(timeout_s=30)
        print("\n".join(chaos.events))
        for proc in chaos.procs.values():
            if proc.logfile.exists():
                tail = proc.logfile.read_text(errors="replace").splitlines()[-15:]
                print(f"--- {proc.name} (killed {proc.kills}x), last lines:\n" + "\n".join(tail))
