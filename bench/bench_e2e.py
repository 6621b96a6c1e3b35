"""End-to-end benchmark: files in the dump directory -> `otcmail produce` -> raw topic -> `otcmail unpack`
-> part topics -> `otcmail consume` -> committed rows, through the real pieces. Not a test; prints a table
and appends it to bench/RESULTS.md.

    .venv/bin/python bench/bench_e2e.py                 # 3,000 mails x SQLite/PostgreSQL x 1/2/4 consumers, then 60 s
                                                        # at 15 mails/s per DB, default stable_seconds and 0.2
    .venv/bin/python bench/bench_e2e.py --quick         # 600 mails, 20 s latency runs
    .venv/bin/python bench/bench_e2e.py --mails 1000 --workers 1 2 --dbs sqlite --no-latency --no-append

One bundled broker on free ports (jars from `otcmail setup`) and, for PostgreSQL, one throwaway server
(as in the tests) serve every run; each run gets its own home folder (inbox, done, producer ledger),
fresh topics (6 partitions), consumer groups and database. The pipeline is the real console script:
`otcmail produce` (watching the inbox, inotify), `otcmail unpack --workers U` (default 1) and
`otcmail consume --workers N`, each a subprocess in its own session with a TOML config file. Before the
clock starts, the unpack group must have U stable members, the parser groups of the three lanes N, and the
warm-up mails must have gone all the way to the database.

* Throughput: the clock starts before the first mail file is written and stops when
  `SELECT count(*) FROM quotes` reaches the expected count (the extractors run beforehand on every
  generated mail; the natural key is what the database keeps). The producer's default readiness
  rule (`producer.stable_seconds` unchanged, the default setting) is inside the window; the table also gives the time
  to the first quote row and the rate from there to the last one.
* Latency: mails are written at a steady rate (default 15 mails/s for 60 s), each with its own
  Message-ID and subject; per mail, from the file's close to the moment all its quotes are visible
  in the database (the poller asks for the pending mails every 25 ms). Run with the default
  `producer.stable_seconds` and with 0.2 s: the producer takes a file only once it has been
  unchanged that long, a floor under the latency by design (procmail writes in place). The table also
  gives close -> the producer's first sighting of the file (`mails.received_at`, its seen-at header).
  `--archive delete` runs with `producer.archive = "delete"` instead of moving files to done/.

Mails: a greeting, ten dealer quote lines (spreads like `ACME 4.25 10/01/27  +68/+63  2x2` and
prices), a signature; every 10th mail carries a small XLSX run and every 10th (other) one a CSV run.
Every process started here (broker, PostgreSQL, producer, consumers) is stopped at the end, also on
Ctrl-C, SIGTERM or an error.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import datetime as dt
import io
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path
from typing import Any

import openpyxl

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402
from sqlalchemy import Engine, func, select  # noqa: E402

from broker.clients import make_admin  # noqa: E402
from broker.topics import ensure_topics  # noqa: E402
from config.settings import Settings, load_settings  # noqa: E402
from consumer.groups import lane_group, part_topics  # noqa: E402
from consumer.pipeline import run_records  # noqa: E402
from consumer.records import RecordData  # noqa: E402
from db.engine import make_engine  # noqa: E402
from db.migrate import upgrade  # noqa: E402
from db.models import ExtractionErrorRow, Mail, ParsedUnit, Quote  # noqa: E402
from producer.framing import mail_id  # noqa: E402
from tests.support.cli import OTCMAIL, write_config  # noqa: E402
from tests.support.consumers import new_postgres_url  # noqa: E402
from tests.support.kafka import broker_settings, running_broker  # noqa: E402
from tests.support.postgres import throwaway_postgres  # noqa: E402

RESULTS = REPO / "bench" / "RESULTS.md"
JSONL = REPO / "bench" / "results" / "e2e.jsonl"
PARTITIONS = 6
WARM_UP = (0, 1, 2, 4, 5, 6, 8, 9)  # mail numbers without attachments
UNPACK_WORKERS = 1  # --unpack-workers
console = Console(width=None if sys.stdout.isatty() else 150)

# -- mails ---------------------------------------------------------------------------------------------

ISSUERS = ("ACME", "FORD", "GM", "T", "VZ", "IBM", "ORCL", "KO", "PEP", "XOM", "CVX", "BAC", "JPM", "WFC", "HCA")
DEALERS = (("Jane Trader", "desk.acmebank.com"), ("Tom Sales", "bigdealer.co.uk"), ("Ana Credit", "northsec.com"),
           ("Li Flow", "eastcapital.com"))
FRACTIONS = ("0", "125", "25", "375", "5", "625", "75", "875")
XLSX_MIME = ("application", "vnd.openxmlformats-officedocument.spreadsheetml.sheet")
TABLE_ROWS = (("Apple 3.85 2043", "US037833AK68"), ("MSFT 2.4 2026", "US594918BR43"),
              ("Oracle 2.95 2030", "US68389XBV64"))


def _xlsx(variant: int) -> bytes:
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["Security", "ISIN", "Bid", "Ask"])
    for k, (name, isin) in enumerate(TABLE_ROWS):
        bid = 92 + k * 3 + variant / 8
        ws.append([name, isin, round(bid, 3), round(bid + 0.25, 3)])
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def _csv(i: int) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["Security", "ISIN", "Bid", "Ask"])
    for k, (name, isin) in enumerate(TABLE_ROWS[:2]):
        bid = 97 + k + (i % 7) / 10
        writer.writerow([name, isin, f"{bid:.2f}", f"{bid + 0.25:.2f}"])
    return out.getvalue().encode()


XLSX_VARIANTS = tuple(_xlsx(v) for v in range(8))


def make_mail(i: int, tag: str) -> bytes:
    """Mail ``i`` of a run: ten quote lines; every 10th an XLSX, every 10th (other) a CSV attachment."""
    rnd = random.Random(f"{tag}-{i}")
    lines = []
    for k in range(10):
        issuer = ISSUERS[(i + k) % len(ISSUERS)]
        coupon = f"{rnd.randint(1, 7)}.{rnd.choice(FRACTIONS)}"
        maturity = f"{rnd.randint(1, 12):02d}/{rnd.randint(1, 28):02d}/{rnd.randint(26, 45)}"
        if k % 4 == 3:
            bid = rnd.randint(880, 1080) / 10
            lines.append(f"{issuer} {coupon} {maturity}  {bid:.2f}/{bid + 0.5:.2f}")
        else:
            bid = rnd.randint(40, 320)
            lines.append(f"{issuer} {coupon} {maturity}  +{bid}/+{bid - rnd.randint(3, 10)}  "
                         f"{rnd.randint(1, 10)}x{rnd.randint(1, 10)}")
    name, domain = DEALERS[i % len(DEALERS)]
    msg = EmailMessage()
    msg["From"] = f"{name} <{name.split()[0].lower()}@{domain}>"
    msg["To"] = "prices@fund.example"
    msg["Subject"] = f"IG run {tag} #{i}"
    msg["Date"] = format_datetime(dt.datetime(2026, 11, 23, 8, 0, tzinfo=dt.UTC) + dt.timedelta(seconds=i))
    msg["Message-ID"] = f"<e2e-{tag}-{i}@{domain}>"
    msg.set_content(f"Morning, levels for {tag} #{i}:\n\n" + "\n".join(lines)
                    + f"\n\n{name} | +1 212 555 01{i % 100:02d} | 100 Wall St\n")
    if i % 10 == 3:
        msg.add_attachment(XLSX_VARIANTS[i % len(XLSX_VARIANTS)], maintype=XLSX_MIME[0], subtype=XLSX_MIME[1],
                           filename="run.xlsx")
    elif i % 10 == 7:
        msg.add_attachment(_csv(i), maintype="text", subtype="csv", filename="run.csv")
    return msg.as_bytes()


@dataclass(frozen=True)
class GenMail:
    name: str
    data: bytes
    mail_id: str   # the id the producer gives it (producer.framing.mail_id)
    quotes: int    # distinct natural keys the extractors find: the rows the database will hold


def generate(n: int, tag: str) -> list[GenMail]:
    """The mails and, through the pipeline's own steps in memory (unpack, parse), the rows each will make."""
    settings = load_settings()
    out = []
    for i in range(n):
        data = make_mail(i, tag)
        record = RecordData(settings.topics.raw, 0, 0, mail_id(data).encode(), data,
                            {"otcmail-kind": "raw", "file-name": f"{tag}-{i:05d}.eml"})
        quotes = [q for p in run_records([record], settings).parsed for q in p.result.quotes]
        keys = {(q.part, q.location, q.instrument_key, q.quote_type) for q in quotes}
        out.append(GenMail(f"{tag}-{i:05d}.eml", data, mail_id(data), len(keys)))
    return out


def write_file(path: Path, data: bytes) -> float:
    """Written in place (as procmail does) and closed; returns the wall clock after the close."""
    with path.open("wb") as fh:
        fh.write(data)
    return time.time()


# -- processes -----------------------------------------------------------------------------------------


class Children:
    """Subprocesses in their own sessions: SIGTERM first (clean stop), then SIGKILL to the whole group."""

    def __init__(self) -> None:
        self.procs: list[tuple[str, subprocess.Popen[bytes]]] = []

    def start(self, name: str, argv: list[str], log: Path) -> subprocess.Popen[bytes]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")}
        with log.open("ab") as fh:
            proc = subprocess.Popen(argv, stdout=fh, stderr=subprocess.STDOUT, env=env, start_new_session=True)
        self.procs.append((name, proc))
        return proc

    def check(self) -> None:
        for name, proc in self.procs:
            if proc.poll() is not None:
                raise RuntimeError(f"{name} (pid {proc.pid}) exited with {proc.returncode}")

    def stop(self, timeout_s: float = 90) -> None:
        for _, proc in self.procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + timeout_s
        for name, proc in self.procs:
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                console.print(f"[red]{name} (pid {proc.pid}) did not stop in {timeout_s:g}s; killing it[/]")
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(proc.pid, signal.SIGKILL)  # the session leader's group: its worker processes too
            proc.wait()
        self.procs.clear()


@dataclass
class Run:
    settings: Settings
    config: Path
    home: Path
    engine: Engine


def new_run(base: Settings, work: Path, name: str, db_url: str, stable_seconds: float | None, archive: str) -> Run:
    """A run's own home, topics, group and migrated database; ``stable_seconds`` None: the default."""
    home = work / name
    home.mkdir(parents=True)
    tag = uuid.uuid4().hex[:8]
    settings = load_settings(
        home=str(home), log_level="INFO", broker=base.broker.model_dump(mode="json", exclude_none=True),
        topics={"raw": f"e2e{tag}.raw", "bodies": f"e2e{tag}.bodies", "attachments": f"e2e{tag}.attachments",
                "documents": f"e2e{tag}.documents",
                "dead_letter": f"e2e{tag}.dlq", "partitions": PARTITIONS},
        consumer={"group": f"parsers-{tag}", "unpack_group": f"unpack-{tag}"},
        producer={"archive": archive} | ({} if stable_seconds is None else {"stable_seconds": stable_seconds}),
        database={"url": db_url},
    )
    ensure_topics(settings)
    settings.paths.inbox.mkdir(parents=True, exist_ok=True)
    engine = make_engine(settings)
    upgrade(engine)
    config = write_config(settings, home / "otcmail.toml")
    if json.dumps(db_url) not in config.read_text():  # write_config leaves out what looks like a secret
        raise RuntimeError("the database URL did not make it into the config file")
    return Run(settings, config, home, engine)


def count(engine: Engine, model: Any) -> int:
    with engine.connect() as conn:
        return int(conn.scalar(select(func.count()).select_from(model)) or 0)


def wait_until(what: str, predicate: Any, children: Children, timeout_s: float, interval: float = 0.2) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        children.check()
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout_s:g}s waiting for {what}")
        time.sleep(interval)


def groups_stable(settings: Settings, workers: int, unpack_workers: int) -> bool:
    group = settings.consumer.group
    want = {lane_group(settings, group, t): workers for t in part_topics(settings)}
    want[settings.consumer.unpack_group] = unpack_workers
    ids = list(want)
    admin = make_admin(settings)
    try:
        described = admin.describe_groups(ids)
    except Exception:  # noqa: BLE001 - a brand-new group has no coordinator yet: ask again
        return False
    finally:
        admin.close()
    return all(str(d.get("group_state")) == "Stable" and len(d.get("members") or ()) == want[i]
               for i, d in ((i, described.get(i, {})) for i in ids))


@contextlib.contextmanager
def pipeline(run: Run, workers: int) -> Iterator[Children]:
    """`otcmail consume --workers N`, `otcmail unpack --workers U` and `otcmail produce`, joined, warmed up;
    stopped on exit."""
    children = Children()
    unpack_workers = UNPACK_WORKERS
    try:
        children.start("consumers", [str(OTCMAIL), "--config", str(run.config), "consume", "--workers", str(workers)],
                       run.home / "consume.log")
        children.start("unpack", [str(OTCMAIL), "--config", str(run.config), "unpack", "--workers",
                                  str(unpack_workers)], run.home / "unpack.log")
        children.start("producer", [str(OTCMAIL), "--config", str(run.config), "produce"], run.home / "produce.log")
        wait_until(f"{workers} stable member(s) in the three parser groups, {unpack_workers} in the unpack group",
                   lambda: groups_stable(run.settings, workers, unpack_workers), children, 180, 0.5)
        # A burst of mails without attachments, all the way to the database.
        tag = f"warm-{uuid.uuid4().hex[:6]}"
        for i in WARM_UP:
            write_file(run.settings.paths.inbox / f"{tag}-{i}.eml", make_mail(i, tag))
        wait_until("the warm-up mails' rows", lambda: count(run.engine, ParsedUnit) >= len(WARM_UP), children, 120,
                   0.1)
        time.sleep(0.5)
        yield children
    finally:
        children.stop()


# -- measurements --------------------------------------------------------------------------------------


@dataclass
class Throughput:
    db: str
    workers: int
    mails: int
    quotes: int
    seconds: float
    files_written_s: float
    first_row_s: float     # first quote row committed (the producer's stable_seconds wait is before it)
    inbox_empty_s: float
    load: tuple[float, float, float]

    @property
    def mails_per_s(self) -> float:
        return self.mails / self.seconds

    @property
    def quotes_per_s(self) -> float:
        return self.quotes / self.seconds

    @property
    def flowing_mails_per_s(self) -> float:
        """From the first quote row to the last: the rate once files are ready."""
        return self.mails / max(1e-9, self.seconds - self.first_row_s)


def throughput(run: Run, db: str, workers: int, mails: list[GenMail]) -> Throughput:
    expected = sum(m.quotes for m in mails)
    inbox = run.settings.paths.inbox
    with pipeline(run, workers) as children:
        load = os.getloadavg()
        base = count(run.engine, Quote)
        t0 = time.perf_counter()
        for m in mails:
            write_file(inbox / m.name, m.data)
        written = time.perf_counter() - t0
        inbox_empty = first_row = 0.0
        last, last_change = base, time.monotonic()
        while True:
            now_quotes = count(run.engine, Quote) - base
            elapsed = time.perf_counter() - t0
            if not inbox_empty and not any(os.scandir(inbox)):
                inbox_empty = elapsed
            if not first_row and now_quotes > 0:
                first_row = elapsed
            if now_quotes >= expected:
                break
            if now_quotes != last:
                last, last_change = now_quotes, time.monotonic()
            elif time.monotonic() - last_change > 120:
                raise RuntimeError(f"stuck at {now_quotes} of {expected} quotes; see {run.home}/*.log "
                                   f"({count(run.engine, ExtractionErrorRow)} extraction errors)")
            children.check()
            time.sleep(0.05)
        seconds = time.perf_counter() - t0
    if now_quotes != expected or count(run.engine, Mail) != len(mails) + len(WARM_UP):
        raise RuntimeError(f"{now_quotes} quotes (expected {expected}), {count(run.engine, Mail)} mails")
    return Throughput(db, workers, len(mails), expected, seconds, written, first_row, inbox_empty or seconds,
                      load)


@dataclass
class Latency:
    db: str
    stable_seconds: float
    archive: str
    rate: float
    mails: int
    p50_ms: float
    p99_ms: float
    max_ms: float
    seen_p50_ms: float  # file close -> the producer's first sighting (mails.received_at, the seen-at header)
    seen_p99_ms: float
    load: tuple[float, float, float]


def percentile(sorted_values: list[float], q: float) -> float:
    """Nearest rank (no interpolation beyond the data)."""
    return sorted_values[min(len(sorted_values) - 1, max(0, round(q / 100 * len(sorted_values)) - 1))]


@dataclass
class Feed:
    """When each mail of a steady feed was written (closed in the inbox) and became visible (every quote
    committed at the mail's visible parser version), epoch seconds by mail id."""

    written: dict[str, float]
    visible: dict[str, float]
    load_during: tuple[float, float, float]


def steady_feed(inbox: Path, engine: Engine, mails: list[GenMail] | list[Any], rate: float, children: Children,
                settle_s: float) -> Feed:
    """Write ``mails`` into ``inbox`` at ``rate`` a second from a thread while polling the database for the
    moment each becomes visible; ``settle_s`` after the last write, what is still missing is an error.
    The mails need ``name``, ``data``, ``mail_id`` and ``quotes`` (the rows the database will hold)."""
    written: dict[str, float] = {}
    visible: dict[str, float] = {}
    expected = {m.mail_id: m.quotes for m in mails}
    lock = threading.Lock()
    writer_error: list[BaseException] = []

    def writer(start: float) -> None:
        try:
            for i, m in enumerate(mails):
                time.sleep(max(0.0, start + i / rate - time.monotonic()))
                closed = write_file(inbox / m.name, m.data)
                with lock:
                    written[m.mail_id] = closed
        except BaseException as exc:  # noqa: BLE001 - reported by the poller
            writer_error.append(exc)

    thread = threading.Thread(target=writer, args=(time.monotonic() + 0.1,), name="writer", daemon=True)
    thread.start()
    load_during: tuple[float, float, float] | None = None
    deadline = None
    while len(visible) < len(mails):
        if writer_error:
            raise writer_error[0]
        with lock:
            pending = [k for k in written if k not in visible]
        if pending:
            asked = time.time()  # rows counted below were committed before this moment
            with engine.connect() as conn:
                # Visible quotes: those of the mail's visible parser version (all its parts parsed).
                rows = conn.execute(select(Quote.mail_id, func.count())
                                    .join(Mail, (Mail.id == Quote.mail_id)
                                          & (Mail.parser_version == Quote.parser_version))
                                    .where(Quote.mail_id.in_(pending)).group_by(Quote.mail_id)).all()
            for mail_id, n in rows:
                if n >= expected[mail_id]:
                    visible[mail_id] = asked
        if load_during is None and len(written) >= len(mails) // 2:
            load_during = os.getloadavg()  # once, half-way (the poller may not see the exact half)
        if not thread.is_alive() and deadline is None:
            deadline = time.monotonic() + settle_s
        if deadline is not None and time.monotonic() > deadline:
            raise TimeoutError(f"{len(mails) - len(visible)} mails not visible {settle_s:g}s after the last write")
        children.check()
        time.sleep(0.025)
    thread.join()
    return Feed(written, visible, load_during or os.getloadavg())


def latency(run: Run, db: str, workers: int, mails: list[GenMail], rate: float) -> Latency:
    with pipeline(run, workers) as children:
        load = os.getloadavg()
        feed = steady_feed(run.settings.paths.inbox, run.engine, mails, rate, children, settle_s=120)
    written, visible = feed.written, feed.visible
    order = sorted(written, key=written.__getitem__)
    (run.home / "latency.json").write_text(json.dumps([[written[k], (visible[k] - written[k]) * 1000] for k in order]))
    lat = sorted((visible[k] - written[k]) * 1000 for k in written)
    with run.engine.connect() as conn:
        received = dict(conn.execute(select(Mail.id, Mail.received_at).where(Mail.id.in_(list(written)))).all())
    seen = sorted((received[k].timestamp() - written[k]) * 1000 for k in written)
    producer = run.settings.producer
    return Latency(db, producer.stable_seconds, producer.archive, rate, len(lat), statistics.median(lat),
                   percentile(lat, 99), lat[-1], statistics.median(seen), percentile(seen, 99), load)


# -- report --------------------------------------------------------------------------------------------


def tables(tps: list[Throughput], lats: list[Latency]) -> tuple[list[str], list[Table]]:
    md = []
    rich_tables = []
    if tps:
        t = Table(title="files -> committed quote rows", header_style="bold")
        for col in ("database", "consumers", "mails", "quotes", "seconds", "mails/s", "quotes/s", "mails/s range",
                    "first row after", "mails/s after it", "inbox empty after", "load 1/5/15"):
            t.add_column(col, justify="left" if col in ("database", "load 1/5/15") else "right")
        md += ["| database | consumer processes | mails | quotes | seconds | mails/s | quotes/s "
               "| mails/s min-max (runs) | first row after | mails/s after the first row | inbox empty after "
               "| load 1/5/15 min at start |",
               "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
        groups: dict[tuple[str, int], list[Throughput]] = {}
        for r in tps:
            groups.setdefault((r.db, r.workers), []).append(r)
        for runs in groups.values():
            runs.sort(key=lambda x: x.seconds)
            r = runs[len(runs) // 2]  # the median run (of an even number: the slower middle one)
            load = "/".join(f"{x:.1f}" for x in r.load)
            spread = f"{runs[-1].mails_per_s:.0f}-{runs[0].mails_per_s:.0f} ({len(runs)})"
            cells = [r.db, str(r.workers), f"{r.mails:,}", f"{r.quotes:,}", f"{r.seconds:.1f}",
                     f"{r.mails_per_s:.0f}", f"{r.quotes_per_s:.0f}", spread, f"{r.first_row_s:.1f} s",
                     f"{r.flowing_mails_per_s:.0f}", f"{r.inbox_empty_s:.1f} s", load]
            t.add_row(*cells)
            md.append("| " + " | ".join(cells) + " |")
        rich_tables.append(t)
    if lats:
        t = Table(title="file close -> all its quotes visible", header_style="bold")
        for col in ("database", "stable_seconds", "archive", "rate", "mails", "p50", "p99", "max", "seen p50/p99",
                    "load 1/5/15"):
            t.add_column(col, justify="left" if col in ("database", "load 1/5/15") else "right")
        md += ([""] if md else []) + [
            "| database | producer.stable_seconds | producer.archive | rate | mails | p50 | p99 | max "
            "| close -> seen by producer p50/p99 | load 1/5/15 min at start |",
            "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
        for r in lats:
            load = "/".join(f"{x:.1f}" for x in r.load)
            cells = [r.db, f"{r.stable_seconds:g} s", r.archive, f"{r.rate:g}/s", str(r.mails), f"{r.p50_ms:,.0f} ms",
                     f"{r.p99_ms:,.0f} ms", f"{r.max_ms:,.0f} ms",
                     f"{r.seen_p50_ms:,.0f}/{r.seen_p99_ms:,.0f} ms", load]
            t.add_row(*cells)
            md.append("| " + " | ".join(cells) + " |")
        rich_tables.append(t)
    return md, rich_tables


SECTION = """
# End to end

`bench/bench_e2e.py`: files written into the inbox -> `otcmail produce` (subprocess, inotify, default
producer settings) -> bundled Kafka 4.3.1 (one broker, 6 partitions per topic) -> `otcmail unpack
--workers U` (subprocess) -> the part topics -> `otcmail consume --workers N` (subprocess) -> committed
rows in SQLite (WAL, local disk) or PostgreSQL (Debian package, throwaway server, fsync off as in the
tests). Mails: ten quote lines each, every 10th with an XLSX run (3 rows), every 10th
(other) with a CSV run (2 rows). Throughput: from writing the first file to `SELECT count(*) FROM quotes`
reaching the expected count; the producer's `stable_seconds` wait is inside the window ("first row after"
is roughly that wait; "mails/s after the first row" is the rate once files are ready). Latency: per mail,
file close -> all its quotes visible to a poller (25 ms period), mails written at a steady rate, 1 consumer
process; "close -> seen by producer" is the file close -> `mails.received_at` (the producer's first sighting).
"""


def append_results(args: argparse.Namespace, md: list[str], started: dt.datetime) -> None:
    text = RESULTS.read_text() if RESULTS.exists() else ""
    if "\n# End to end\n" not in text:
        text = text.rstrip("\n") + "\n" + SECTION
    cmd = " ".join(["bench/bench_e2e.py", *sys.argv[1:]])
    rev = subprocess.run(["git", "-C", str(REPO), "describe", "--always", "--dirty"], capture_output=True, text=True,
                         check=False).stdout.strip() or "unknown"
    text = (text.rstrip("\n") + f"\n\n## {started:%Y-%m-%d %H:%M} UTC: `{cmd}` (code at {rev})\n\n"
            f"{os.cpu_count()} CPUs shared with other engineers' test runs; load average 1/5/15 min at the end: "
            + "/".join(f"{x:.2f}" for x in os.getloadavg()) + ".\n\n" + "\n".join(md) + "\n")
    RESULTS.write_text(text)


# -- main ----------------------------------------------------------------------------------------------


def _raise_interrupt(signum: int, _frame: object) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mails", type=int, default=None, help="mails per throughput run (default 3000, quick 600)")
    ap.add_argument("--quick", action="store_true", help="600 mails, 20 s latency runs")
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4], help="consumer processes to try")
    ap.add_argument("--unpack-workers", type=int, default=1, help="unpack processes of every run")
    ap.add_argument("--dbs", nargs="+", choices=["sqlite", "postgres"], default=["sqlite", "postgres"])
    ap.add_argument("--rate", type=float, default=15.0, help="mails/s of the latency runs")
    ap.add_argument("--latency-seconds", type=float, default=None, help="default 60, quick 20")
    ap.add_argument("--latency-workers", type=int, default=1, help="consumer processes of the latency runs")
    ap.add_argument("--stable-seconds", type=float, nargs="+", default=None,
                    help="producer.stable_seconds values of the latency runs (default: the default setting and 0.2)")
    ap.add_argument("--archive", choices=["move", "delete"], default="move",
                    help="producer.archive (default: move, the default setting)")
    ap.add_argument("--repeat", type=int, default=1, help="throughput runs per configuration (median reported)")
    ap.add_argument("--no-throughput", action="store_true")
    ap.add_argument("--no-latency", action="store_true")
    ap.add_argument("--no-append", action="store_true", help="do not append to bench/RESULTS.md")
    ap.add_argument("--keep", action="store_true", help="keep the work folder (logs, databases, latency.json)")
    args = ap.parse_args()
    n_mails = args.mails or (600 if args.quick else 3000)
    global UNPACK_WORKERS
    UNPACK_WORKERS = args.unpack_workers
    if args.stable_seconds is None:
        args.stable_seconds = [load_settings().producer.stable_seconds, 0.2]
    lat_seconds = args.latency_seconds or (20.0 if args.quick else 60.0)
    for sig in (signal.SIGTERM, signal.SIGINT):  # SIGINT too: a background job starts with it ignored
        signal.signal(sig, _raise_interrupt)
    started = dt.datetime.now(dt.UTC)

    console.print("generating the mails and their expected quotes ...")
    tp_mails = generate(n_mails, "tp") if not args.no_throughput else []
    lat_mails = {s: generate(int(args.rate * lat_seconds), f"lat{s:g}") for s in args.stable_seconds}
    work = Path(tempfile.mkdtemp(prefix="otcmail-e2e-"))
    tps: list[Throughput] = []
    lats: list[Latency] = []
    with contextlib.ExitStack() as stack:
        base = broker_settings(work / "broker")
        console.print(f"work folder {work}; starting the broker on port {base.broker.port} ...")
        stack.enter_context(running_broker(base))
        pg_server = (stack.enter_context(throwaway_postgres(Path(tempfile.mkdtemp(prefix="otcmail-pg-"))))
                     if "postgres" in args.dbs else None)

        def url(db: str, name: str) -> str:
            return f"sqlite:///{work / name / 'otcmail.db'}" if db == "sqlite" else new_postgres_url(pg_server or "")

        # Repetitions go round the whole matrix, so a burst of load from elsewhere hits every configuration.
        for rep in range(args.repeat if not args.no_throughput else 0):
            for db in args.dbs:
                for workers in args.workers:
                    name = f"tp-{db}-{workers}-{rep}"
                    run = new_run(base, work, name, url(db, name), None, args.archive)
                    try:
                        r = throughput(run, db, workers, tp_mails)
                    finally:
                        run.engine.dispose()
                    tps.append(r)
                    console.print(f"{db:10} consumers={workers}: {r.mails_per_s:6.0f} mails/s "
                                  f"{r.quotes_per_s:7.0f} quotes/s ({r.quotes} quotes in {r.seconds:.1f} s)")
        for db in args.dbs if not args.no_latency else []:
            for stable in args.stable_seconds:
                name = f"lat-{db}-{stable:g}"
                run = new_run(base, work, name, url(db, name), stable, args.archive)
                try:
                    r2 = latency(run, db, args.latency_workers, lat_mails[stable], args.rate)
                finally:
                    run.engine.dispose()
                lats.append(r2)
                console.print(f"{db:10} stable_seconds={stable:g}: p50 {r2.p50_ms:.0f} ms, p99 {r2.p99_ms:.0f} ms, "
                              f"max {r2.max_ms:.0f} ms over {r2.mails} mails at {args.rate:g}/s")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    md, rich_tables = tables(tps, lats)
    for t in rich_tables:
        console.print(t)
    JSONL.parent.mkdir(exist_ok=True)
    with JSONL.open("a") as fh:
        for row in [*tps, *lats]:
            fh.write(json.dumps({"at": started.isoformat(), "kind": type(row).__name__, **asdict(row)}) + "\n")
    if not args.no_append:
        append_results(args, md, started)
        console.print(f"appended to {RESULTS.relative_to(REPO)}")


if __name__ == "__main__":
    main()
