"""A production day on one machine: a realistic mix of dealer mails through the whole pipeline, with the curve.

    .venv/bin/python bench/bench_day.py --mails 30000 --dbs sqlite postgres
    .venv/bin/python bench/bench_day.py --mails 1300000 --dbs postgres --profile-at 0.5   # ~1 h per database
    .venv/bin/python bench/bench_day.py --mails 300000 --without pdf --max-seconds 2100   # no PDFs; stop at 35 min

Not a test. Files in the inbox -> `otcmail produce` -> bundled Kafka (6 partitions per topic) -> `otcmail unpack`
-> part topics -> `otcmail consume --workers 2` (three lanes per process) -> SQLite (WAL) or PostgreSQL (Debian's
server, throwaway, fsync off as in the tests), every piece the real console script in its own process, the
pipeline of bench/bench_e2e.py (its warm-up, group checks and process handling).

**The mix**: 80 % text and HTML bodies (plain runs, HTML tables, replies with history, inline and
attached forwards, EU runs), 7 % XLSX, 1 % legacy XLS, 5 % PDF (1 to 5 pages), 4 % CSV, 3 % DOCX, made by the
accuracy corpus's writers (tests/corpus: generate.py, corpus_render.py, corpus_docs.py; the XLS is the legacy
fixture tests/fixtures/legacy/run.xls). Asset classes are drawn with a credit desk's weights (corporates
first); quote counts spread as the generator spreads them (2 to ~30), the pool kept near ``--quotes-per-mail``
(default 9) on average. A pool of ``--templates`` distinct mails is made once (cached under the work
folder's parent) and the extractors run on each (the production path in memory): the distinct natural keys
are the rows the database will hold for it. Mail ``i`` of the day is template ``i``'s pick with its own
Message-ID, sender (one of 40 dealers, Zipf-weighted) and Date: every mail is distinct (its own mail id and
rows), cheaply (a header block joined to the template's body bytes); a sample of mails is parsed again to
check the expected counts hold under the new headers.

**Feeding**: a writer thread keeps at most ``--backlog`` files in the inbox (written in place, closed), so
the inbox never holds the whole day, the pipeline takes what it can and the rate measured is what it
absorbs. ``producer.archive = "delete"`` (1.3 M files in done/ would be ~15 GB of copies).

**Measured** every ``--window`` seconds: quotes stored (the highest quote id; an exact count at the end),
part records committed by the parsers (their groups' offsets: committed after the database commit) turned
into mails (parts per mail of the mails written), mails unpacked, inbox backlog, disk used by the broker's
log directory and the database (``pg_database_size`` or the SQLite file and WAL), the memory (VmRSS, peak
VmHWM) and CPU seconds of every process of each role (producer, unpack, consumers and their children, broker
JVM, PostgreSQL server and backends) from /proc, the load average. ``--profile-at F``: py-spy records one
consumer worker process for ``--profile-seconds`` once a fraction F of the mails is written (the top
functions are printed and kept in the work folder). Progress is printed as it runs; Ctrl-C or SIGTERM stops
everything it started. Results are appended to bench/RESULTS.md, and the windows to
bench/results/day.jsonl.
"""

from __future__ import annotations

import argparse
import bisect
import contextlib
import dataclasses
import datetime as dt
import hashlib
import json
import os
import pickle
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from email.utils import format_datetime, parsedate_to_datetime
from pathlib import Path
from typing import Any, NamedTuple

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))
sys.path.insert(0, str(REPO / "tests" / "corpus"))

import bench_e2e as e2e  # noqa: E402
import corpus_docs  # noqa: E402
import generate as corpus  # noqa: E402
from corpus_render import table_rows  # noqa: E402
from sqlalchemy import Engine, func, select, text  # noqa: E402

from broker.clients import make_admin  # noqa: E402
from broker.offsets import committed_offsets, topic_partitions  # noqa: E402
from broker.topics import ensure_topics  # noqa: E402
from config.settings import Settings, load_settings  # noqa: E402
from consumer.groups import lane_group, part_topics  # noqa: E402
from consumer.pipeline import run_records  # noqa: E402
from consumer.records import RecordData  # noqa: E402
from db.engine import make_engine  # noqa: E402
from db.migrate import upgrade  # noqa: E402
from db.models import Mail, Quote  # noqa: E402
from extractors import PARSER_VERSION  # noqa: E402
from producer.framing import mail_id  # noqa: E402
from tests.support.cli import write_config  # noqa: E402
from tests.support.consumers import new_postgres_url  # noqa: E402
from tests.support.kafka import broker_settings, running_broker  # noqa: E402
from tests.support.postgres import throwaway_postgres  # noqa: E402

RESULTS = REPO / "bench" / "RESULTS.md"
JSONL = REPO / "bench" / "results" / "day.jsonl"
XLS = REPO / "tests" / "fixtures" / "legacy" / "run.xls"
PARTITIONS = 6
POOL_VERSION = 2  # bump when the templates' making changes (the pool is cached)

#: Share of the day's mails per kind (percent).
MIX = {"text": 35, "html": 20, "reply": 10, "forward": 7, "forward-attached": 3, "eu": 5,
       "xlsx": 7, "xls": 1, "pdf": 5, "csv": 4, "docx": 3}
#: A credit desk's runs: corporates first, then sovereigns, governments, loans, CDS ...
ASSET_WEIGHTS = {"corporate": 45, "sovereign": 12, "government": 8, "loan": 8, "cds": 8, "structured": 6,
                 "muni": 5, "convertible": 4, "preferred": 4}
FIRMS = ("acmebank", "northbridge", "meridiancap", "halcyonsec", "orientbank", "bankhaus-keller", "banque-lyon",
         "harborpoint", "silverlake-sec", "granitecap", "bluewater", "eastriver", "kingsgate", "oakmont",
         "pinecrest", "redstone", "stonebridge", "summitfs", "tidewater", "westgate", "almacapital", "brightline",
         "cedarhill", "dunmore", "everest-sec", "fairhaven", "glenrock", "hollister", "ironbridge", "juniper-mkts",
         "keystone", "lakeshore", "marlowe", "newhaven", "oxbridge", "portland-sec", "quayside", "rivermark",
         "seaport", "thornbury")
FIRST = ("Jane", "Raj", "Tom", "Ana", "Li", "Klaus", "Marie", "Sam", "Eva", "Omar", "Kate", "Ivan")
LAST = ("Smith", "Patel", "Lee", "Costa", "Wei", "Weber", "Dubois", "Brown", "Rossi", "Khan", "Novak", "Silva")
console = e2e.console


# -- the pool of templates -----------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Template:
    kind: str
    headers: bytes   # the MIME headers of the template (Content-Type ...), without From/To/Subject/Date/Message-ID
    subject: str
    sent_at: dt.datetime
    body: bytes
    quotes: int      # distinct natural keys the extractors find in it
    parts: int       # part records the unpack stage makes of it
    assets: tuple[str, ...]


def _weighted_assets(rng: random.Random) -> list[str]:
    """Three distinct asset classes drawn by the desk's weights: generate.build samples 1 to 3 of them."""
    names, weights = list(ASSET_WEIGHTS), list(ASSET_WEIGHTS.values())
    out: list[str] = []
    while len(out) < 3:
        a = rng.choices(names, weights)[0]
        if a not in out:
            out.append(a)
    return out


def _pdf_mail(rng: random.Random, n: int) -> bytes:
    """A mail with a PDF run of 1 to 5 pages (generate.build's PDF has one page per asset class, 1 to 3)."""
    name, addr, dealer = rng.choice(corpus.DEALERS)
    firm = dealer.title()
    when = dt.datetime(2024, 10, 14, 7, 0, tzinfo=dt.UTC) + dt.timedelta(minutes=rng.randint(0, 600))
    msg = corpus.new_mail(rng, (name, addr, dealer), rng.choice(["Run attached", "Offering sheet", "Daily run"]), when)
    corpus.set_text(rng, msg, f"Morning,\n\nPlease find our run attached.\n\n{corpus.signature(rng, name, addr, firm)}")
    pages, ruled_pages, ruled = [], [], rng.random() < 0.4
    for _ in range(rng.randint(1, 5)):
        asset = rng.choices(list(ASSET_WEIGHTS), list(ASSET_WEIGHTS.values()))[0]
        items = corpus.pick_items(rng, asset, rng.randint(2, 4))
        header, rows, _ = table_rows(rng, asset, items, dealer, False, False)
        title = [f"{firm} - {rng.choice(corpus.HEADINGS[asset])}", f"Indicative levels {when:%m/%d/%Y}"]
        if ruled:
            pages.append(title)
            ruled_pages.append([header, *rows])
        else:
            pages.append([*title, "", *corpus.aligned(header, rows), "", "Prices indicative; tel +1 212 555 0142"])
    msg.add_attachment(corpus_docs.pdf(pages, ruled_pages if ruled else None), maintype="application",
                       subtype="pdf", filename=f"run_{n:05d}.pdf")
    return bytes(msg)


def _xls_mail(rng: random.Random, n: int) -> bytes:
    name, addr, dealer = rng.choice(corpus.DEALERS)
    when = dt.datetime(2024, 10, 14, 7, 0, tzinfo=dt.UTC) + dt.timedelta(minutes=rng.randint(0, 600))
    msg = corpus.new_mail(rng, (name, addr, dealer), "Run (xls)", when)
    corpus.set_text(rng, msg, "Morning, our run attached (old Excel).\n\n" + corpus.signature(rng, name, addr, dealer))
    msg.add_attachment(XLS.read_bytes(), maintype="application", subtype="vnd.ms-excel", filename=f"run_{n:05d}.xls")
    return bytes(msg)


def _build(rng: random.Random, kind: str, n: int) -> bytes:
    if kind == "pdf":
        return _pdf_mail(rng, n)
    if kind == "xls":
        return _xls_mail(rng, n)
    assets = _weighted_assets(rng)
    saved = corpus.ASSETS
    corpus.ASSETS = assets  # build() samples its asset classes from here
    try:
        raw, _ = corpus.build(rng, kind, n)
    finally:
        corpus.ASSETS = saved
    return raw


_DROP = (b"from:", b"to:", b"subject:", b"date:", b"message-id:")


def _split(raw: bytes) -> tuple[bytes, str, dt.datetime, bytes]:
    """The template's MIME headers (the envelope ones dropped), its subject, its date and its body."""
    head, _, body = raw.partition(b"\n\n")
    kept: list[bytes] = []
    subject, sent = "", dt.datetime(2024, 10, 14, 9, 0, tzinfo=dt.UTC)
    current: list[bytes] = []

    def flush() -> None:
        nonlocal subject, sent
        if not current:
            return
        field = b"\n".join(current)
        low = field.lower()
        if low.startswith(b"subject:"):
            subject = field[8:].decode("ascii", "replace").strip()
        elif low.startswith(b"date:"):
            sent = parsedate_to_datetime(field[5:].decode().strip())
        if not low.startswith(_DROP):
            kept.append(field)
        current.clear()

    for line in head.split(b"\n"):
        if line[:1] in (b" ", b"\t"):
            current.append(line)
        else:
            flush()
            current.append(line)
    flush()
    return b"\n".join(kept) + b"\n", subject, sent, body


def _expected(data: bytes, settings: Settings) -> tuple[int, int]:
    """Distinct natural keys the pipeline's own steps find (rows the database will hold), and part records."""
    record = RecordData(settings.topics.raw, 0, 0, mail_id(data).encode(), data,
                        {"otcmail-kind": "raw", "file-name": "day.eml"})
    out = run_records([record], settings)
    if out.failed:
        raise RuntimeError(f"a template fails in the pipeline: {out.failed[0].kind}: {out.failed[0].message}")
    keys = {(q.part, q.location, q.instrument_key, q.quote_type) for p in out.parsed for q in p.result.quotes}
    return len(keys), sum(len(u.parts) for u in out.unpacked)


def make_pool(n: int, target: float, seed: int) -> list[Template]:
    """``n`` distinct templates in the mix's proportions; per kind, the quote counts are kept near ``target``
    on average (a template above it is taken only while the kind's mean is at or below it)."""
    settings = load_settings()
    rng = random.Random(seed)
    per_kind = {k: max(1, round(n * w / sum(MIX.values()))) for k, w in MIX.items()}
    per_kind["xls"] = 1  # one legacy workbook: all XLS mails are its variants
    pool: list[Template] = []
    k = 0
    for kind, want in per_kind.items():
        got: list[Template] = []
        tries = 0
        while len(got) < want:
            tries += 1
            k += 1
            raw = _build(rng, kind, k)
            mail = sample_mail(_template_of(raw, kind, 0, 0, ()), 0, "probe")
            quotes, parts = _expected(mail, settings)
            mean = sum(t.quotes for t in got) / len(got) if got else 0.0
            if quotes == 0 or (quotes > target and mean > target and kind != "xls" and tries < want * 20):
                continue
            got.append(_template_of(raw, kind, quotes, parts, ()))
        pool += got
        console.print(f"  {kind:17} {len(got):5} templates, {sum(t.quotes for t in got) / len(got):5.1f} quotes "
                      f"and {sum(t.parts for t in got) / len(got):.2f} part records each on average")
    return pool


def _template_of(raw: bytes, kind: str, quotes: int, parts: int, assets: tuple[str, ...]) -> Template:
    headers, subject, sent, body = _split(raw)
    return Template(kind, headers, subject, sent, body, quotes, parts, assets)


def load_pool(n: int, target: float, seed: int, cache_dir: Path) -> list[Template]:
    key = hashlib.sha256(f"{n}:{target}:{seed}:{PARSER_VERSION}:{json.dumps(MIX)}:{json.dumps(ASSET_WEIGHTS)}:"
                         f"{POOL_VERSION}".encode()).hexdigest()[:12]
    path = cache_dir / f"otcmail-day-pool-{key}.pickle"
    if path.exists():
        with path.open("rb") as fh:
            pool: list[Template] = pickle.load(fh)  # noqa: S301 - our own cache file
        console.print(f"template pool from {path}")
        return pool
    console.print(f"making the template pool ({n} templates; the extractors run on each) ...")
    t0 = time.perf_counter()
    pool = make_pool(n, target, seed)
    path.write_bytes(pickle.dumps(pool))
    console.print(f"  done in {time.perf_counter() - t0:.0f} s, cached in {path}")
    return pool


# -- the day's mails -----------------------------------------------------------------------------------


class Day:
    """Mail ``i`` of the day: a template by the mix's weights, a dealer by Zipf weights, its own headers."""

    def __init__(self, pool: list[Template], tag: str, seed: int, without: tuple[str, ...] = ()) -> None:
        self.pool, self.tag, self.seed = pool, tag, seed
        kinds = sorted({t.kind for t in pool} - set(without))
        self.by_kind = {k: [t for t in pool if t.kind == k] for k in kinds}
        self.kinds, self.kind_weights = kinds, [MIX[k] for k in kinds]
        self.dealer_weights = [1 / (r + 1) ** 1.1 for r in range(len(FIRMS))]

    def pick(self, i: int) -> tuple[Template, int]:
        rng = random.Random(self.seed * 1_000_003 + i)
        kind = rng.choices(self.kinds, self.kind_weights)[0]
        return rng.choice(self.by_kind[kind]), rng.choices(range(len(FIRMS)), self.dealer_weights)[0]

    def mail(self, i: int) -> tuple[bytes, Template]:
        t, firm = self.pick(i)
        return sample_mail(t, i, self.tag, firm), t


def sample_mail(t: Template, i: int, tag: str, firm: int = 0) -> bytes:
    name = f"{FIRST[i % len(FIRST)]} {LAST[(i // len(FIRST)) % len(LAST)]}"
    domain = f"{FIRMS[firm]}.com"
    when = t.sent_at + dt.timedelta(seconds=i % 3571)
    head = (f"From: {name} <{name.split()[0].lower()}@{domain}>\nTo: credit-desk@buyside-fund.com\n"
            f"Subject: {t.subject}\nDate: {format_datetime(when)}\nMessage-ID: <day-{tag}-{i}@{domain}>\n").encode()
    return head + t.headers + b"\n" + t.body


def check_sample(day: Day, n: int, sample: int) -> None:
    """Parse a sample of the day's mails again: the expected counts hold under the new headers."""
    settings = load_settings()
    rng = random.Random(7)
    for i in rng.sample(range(n), min(n, sample)):
        data, t = day.mail(i)
        quotes, parts = _expected(data, settings)
        if (quotes, parts) != (t.quotes, t.parts):
            raise RuntimeError(f"mail {i} ({t.kind}): {quotes} quotes / {parts} parts, the template said "
                               f"{t.quotes} / {t.parts}")


# -- processes and resources -------------------------------------------------------------------------


def _children_of() -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for d in os.scandir("/proc"):
        if not d.name.isdigit():
            continue
        try:
            with open(f"/proc/{d.name}/stat", "rb") as fh:
                stat = fh.read()
        except OSError:
            continue
        ppid = int(stat[stat.rindex(b")") + 2:].split()[1])
        out.setdefault(ppid, []).append(int(d.name))
    return out


def _tree(root: int, children: dict[int, list[int]]) -> list[int]:
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo += children.get(pid, [])
    return out


class ProcInfo(NamedTuple):
    rss: int  # VmRSS, bytes
    hwm: int  # VmHWM, the kernel's own peak, bytes
    cpu_s: float  # user + system of the process itself
    reaped_s: float  # of the PDF fork server only: its children's, once it has waited for them
    name: str
    reaper: bool  # the PDF fork server (see _reaper)


def _proc(pid: int) -> ProcInfo | None:
    """A process's memory, CPU seconds and short name from /proc."""
    try:
        with open(f"/proc/{pid}/status") as fh:
            status = fh.read()
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read()
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            cmd = fh.read().split(b"\0")
    except OSError:
        return None
    fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    rss = int(fields.get("VmRSS", "0 kB").split()[0]) * 1024
    hwm = int(fields.get("VmHWM", "0 kB").split()[0]) * 1024
    rest = stat[stat.rindex(b")") + 2:].split()
    tick = os.sysconf("SC_CLK_TCK")
    reaper = _reaper(cmd)
    reaped = (int(rest[13]) + int(rest[14])) / tick if reaper else 0.0
    name = " ".join(c.decode(errors="replace") for c in cmd[:4] if c)[-60:]
    return ProcInfo(rss, hwm, (int(rest[11]) + int(rest[12])) / tick, reaped, name, reaper)


def _reaper(cmd: list[bytes]) -> bool:
    """The PDF fork server: its children live ~50 ms, mostly between two samples, so their CPU is
    read from the server's own count of its waited-for children (cutime, cstime), not from them."""
    return any(b"multiprocessing.forkserver" in c for c in cmd[:5])


@dataclasses.dataclass
class ProcStat:
    role: str
    name: str
    peak_rss: int = 0   # VmHWM, the kernel's own peak
    cpu_s: float = 0.0
    cpu_start: float | None = None


#: Roles counted without their children: this script (the file writer and the sampler; its children are the
#: pipeline's processes, counted under their own roles).
SINGLE = {"bench"}


class Resources:
    """Every process of each role: peak memory and CPU seconds over the measured window."""

    def __init__(self, roots: dict[str, int]) -> None:
        self.roots = roots
        self.procs: dict[int, ProcStat] = {}
        self.peak_sum: dict[str, int] = {}
        self.started = False

    def sample(self) -> None:
        children = _children_of()
        for role, root in self.roots.items():
            total = 0
            todo = [root]
            while todo:
                pid = todo.pop()
                info = _proc(pid)
                if info is None:
                    continue
                if role not in SINGLE and not info.reaper:
                    # A fork server's children count in its reaped CPU (their RSS is left out).
                    todo += children.get(pid, [])
                cpu = info.cpu_s + info.reaped_s
                # A process born after the first sample counts from its start.
                st = self.procs.setdefault(pid, ProcStat(role, info.name, cpu_start=cpu if not self.started else 0.0))
                st.peak_rss, st.cpu_s = max(st.peak_rss, info.hwm), cpu - (st.cpu_start or 0.0)
                total += info.rss
            self.peak_sum[role] = max(self.peak_sum.get(role, 0), total)
        self.started = True

    def by_role(self) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        for st in self.procs.values():
            r = out.setdefault(st.role, {"processes": 0, "cpu_s": 0.0, "peak_rss_max": 0, "peak_sum": 0})
            r["processes"] += 1
            r["cpu_s"] += st.cpu_s
            r["peak_rss_max"] = max(r["peak_rss_max"], st.peak_rss)
            r["peak_sum"] = self.peak_sum.get(st.role, 0)
        return out


def disk_bytes(path: Path, prefix: str = "") -> int:
    """Blocks actually used under ``path`` (Kafka pre-allocates sparse index files); with ``prefix``, only in
    its entries whose names start with it (one run's topics: ``<topic>-<partition>`` folders)."""
    if prefix:
        return sum(disk_bytes(Path(e.path)) for e in os.scandir(path) if e.name.startswith(prefix))
    total = 0
    for root, _dirs, files in os.walk(path):
        for f in files:
            with contextlib.suppress(OSError):
                total += os.lstat(os.path.join(root, f)).st_blocks * 512
    return total


# -- one run -------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Window:
    t: float
    written: int
    backlog: int
    quotes: int
    parts: int
    mails_unpacked: int
    db_bytes: int
    kafka_bytes: int
    load: tuple[float, float, float]


@dataclasses.dataclass
class DayResult:
    db: str
    mails: int
    quotes: int
    parts: int
    seconds: float
    first_row_s: float
    db_bytes: int
    kafka_bytes: int
    resources: dict[str, dict[str, Any]]
    windows: list[Window]
    load_start: tuple[float, float, float]
    load_end: tuple[float, float, float]
    mix: dict[str, int]
    profile: list[str]
    stopped: bool = False  # stopped by --max-seconds: mails and quotes are what was stored by then

    @property
    def mails_per_s(self) -> float:
        return self.mails / self.seconds

    @property
    def quotes_per_s(self) -> float:
        return self.quotes / self.seconds


def new_run(base: Settings, work: Path, name: str, db_url: str) -> e2e.Run:
    """bench_e2e's run (own home, topics, groups, migrated database) with archive = delete and no metrics port."""
    home = work / name
    home.mkdir(parents=True)
    tag = uuid.uuid4().hex[:8]
    settings = load_settings(
        home=str(home), log_level="INFO", broker=base.broker.model_dump(mode="json", exclude_none=True),
        topics={"raw": f"day{tag}.raw", "bodies": f"day{tag}.bodies", "attachments": f"day{tag}.attachments",
                "documents": f"day{tag}.documents", "dead_letter": f"day{tag}.dlq", "partitions": PARTITIONS},
        consumer={"group": f"parsers-{tag}", "unpack_group": f"unpack-{tag}"},
        producer={"archive": "delete"}, metrics={"port": 0}, database={"url": db_url},
    )
    ensure_topics(settings)
    settings.paths.inbox.mkdir(parents=True, exist_ok=True)
    engine = make_engine(settings)
    upgrade(engine)
    config = write_config(settings, home / "otcmail.toml")
    if json.dumps(db_url) not in config.read_text():
        raise RuntimeError("the database URL did not make it into the config file")
    return e2e.Run(settings, config, home, engine)


def committed(admin: Any, lanes: list[tuple[str, str]]) -> int:
    """Records committed by each (group, topic): after the database commit, so records in the database."""
    total = 0
    for group, topic in lanes:
        offsets = committed_offsets(admin, group, topic_partitions(admin, [topic]))
        total += sum(o or 0 for o in offsets.values())
    return total


def db_size(engine: Engine, db: str, path: Path | None) -> int:
    if db == "postgres":
        with engine.connect() as conn:
            return int(conn.scalar(text("SELECT pg_database_size(current_database())")) or 0)
    assert path is not None
    return sum(p.stat().st_size for p in path.parent.glob(path.name + "*") if p.exists())


def max_quote_id(engine: Engine) -> int:
    with engine.connect() as conn:
        return int(conn.scalar(select(func.max(Quote.id))) or 0)


def profile_worker(consumer_root: int, seconds: float, out: Path) -> list[str]:
    """py-spy on the busiest consumer worker process: the top functions by inclusive share of samples."""
    pyspy = Path(sys.executable).with_name("py-spy")
    workers = [p for p in _tree(consumer_root, _children_of()) if p != consumer_root]
    # By its own CPU, and never the PDF fork server (its children's CPU is not its work).
    stats = [(info, p) for p in workers if (info := _proc(p)) is not None and not info.reaper]
    busiest = max(stats, key=lambda s: s[0].cpu_s, default=None)
    if busiest is None or not pyspy.exists():
        return [f"no profile (py-spy at {pyspy}: {pyspy.exists()}, workers {workers})"]
    pid = busiest[1]
    folded = out / f"py-spy-{pid}.txt"
    subprocess.run([str(pyspy), "record", "--pid", str(pid), "--duration", str(int(seconds)), "--rate", "50",
                    "--format", "raw", "--nonblocking", "--output", str(folded)], capture_output=True, check=False)
    if not folded.exists():
        return ["py-spy wrote nothing"]
    inclusive: Counter[str] = Counter()
    own: Counter[str] = Counter()
    total = 0
    for line in folded.read_text().splitlines():
        stack, _, n = line.rpartition(" ")
        if not n.isdigit():
            continue
        count = int(n)
        total += count
        frames = [f.split(" (")[0] + " (" + f.split(" (")[-1].split(":")[0].rsplit("/", 2)[-1]
                  if " (" in f else f for f in stack.split(";")]
        for f in set(frames):
            inclusive[f] += count
        own[frames[-1]] += count
    lines = [f"py-spy, consumer worker pid {pid}, {seconds:g} s at 50 Hz, {total} samples (threads running)"]
    lines += [f"  {100 * n / total:5.1f} % incl  {f}" for f, n in inclusive.most_common(60)
              if "threading.py" not in f and "<module>" not in f][:30]
    lines += ["  self:"] + [f"  {100 * n / total:5.1f} % self  {f}" for f, n in own.most_common(15)]
    (out / f"py-spy-{pid}.summary.txt").write_text("\n".join(lines) + "\n")
    return lines


def run_day(db: str, url: str, base: Settings, broker_pid: int, pg_pid: int | None, work: Path, day: Day, n: int,
            args: argparse.Namespace) -> DayResult:
    run = new_run(base, work, f"day-{db}", url)
    settings = run.settings
    sqlite_path = Path(url.removeprefix("sqlite:///")) if db == "sqlite" else None
    lanes = [(lane_group(settings, settings.consumer.group, t), t) for t in part_topics(settings)]
    unpacking = [(settings.consumer.unpack_group, settings.topics.raw)]
    admin = make_admin(settings)
    inbox = settings.paths.inbox
    picks = [day.pick(i) for i in range(n)]
    expected = sum(t.quotes for t, _ in picks)
    parts_total = sum(t.parts for t, _ in picks)
    cum_parts = list(_accumulate(t.parts for t, _ in picks))
    mix = Counter(t.kind for t, _ in picks)
    written = [0]
    stop = threading.Event()
    writer_error: list[BaseException] = []

    def writer() -> None:
        try:
            i = 0
            while i < n and not stop.is_set():
                backlog = sum(1 for _ in os.scandir(inbox))
                if backlog >= args.backlog:
                    time.sleep(0.05)
                    continue
                for _ in range(min(args.chunk, args.backlog - backlog, n - i)):
                    data = sample_mail(*_pick_args(picks[i], i, day.tag))
                    with (inbox / f"day-{i:07d}.eml").open("wb") as fh:
                        fh.write(data)
                    i += 1
                written[0] = i
        except BaseException as exc:  # noqa: BLE001 - reported by the main loop
            writer_error.append(exc)

    windows: list[Window] = []
    profile: list[str] = []
    with e2e.pipeline(run, args.workers) as children:
        roles = {name: proc.pid for name, proc in children.procs}
        roles["broker"] = broker_pid
        roles["bench"] = os.getpid()
        if pg_pid is not None and db == "postgres":
            roles["postgresql"] = pg_pid
        res = Resources(roles)
        res.sample()  # CPU counted from here
        base_quotes = max_quote_id(run.engine)
        base_count = e2e.count(run.engine, Quote)  # the warm-up's
        base_parts = committed(admin, lanes)
        base_unpacked = committed(admin, unpacking)
        load_start = os.getloadavg()
        kafka_dir = base.broker.data_dir
        topic_prefix = settings.topics.raw.rsplit(".", 1)[0] + "."  # this run's topics only
        t0 = time.perf_counter()
        thread = threading.Thread(target=writer, name="writer", daemon=True)
        thread.start()
        first_row = 0.0
        last_change, last_quotes = time.monotonic(), -1
        next_window = t0 + args.window
        profiled = args.profile_at is None
        quotes = 0
        while True:
            time.sleep(0.5)
            if writer_error:
                raise writer_error[0]
            children.check()
            now = time.perf_counter()
            quotes = max_quote_id(run.engine) - base_quotes
            if quotes and not first_row:
                first_row = now - t0
            if quotes != last_quotes:
                last_quotes, last_change = quotes, time.monotonic()
            elif time.monotonic() - last_change > args.stall_s:
                raise RuntimeError(f"stuck at {quotes:,} of {expected:,} quotes for {args.stall_s:g} s; "
                                   f"see {run.home}/*.log")
            done = written[0] == n and quotes >= expected
            if done:  # ids may have gaps (a rolled-back batch uses sequence values): count them
                quotes = e2e.count(run.engine, Quote) - base_count
                done = quotes >= expected
            if now >= next_window or done:
                next_window += args.window
                res.sample()
                w = Window(now - t0, written[0], sum(1 for _ in os.scandir(inbox)), quotes,
                           committed(admin, lanes) - base_parts, committed(admin, unpacking) - base_unpacked,
                           db_size(run.engine, db, sqlite_path), disk_bytes(kafka_dir, topic_prefix),
                           os.getloadavg())
                windows.append(w)
                _progress(db, w, windows, n, expected, cum_parts)
            if not profiled and written[0] >= args.profile_at * n:
                profiled = True
                console.print(f"[dim]py-spy on a consumer worker for {args.profile_seconds:g} s ...[/]")
                profile = profile_worker(roles["consumers"], args.profile_seconds, run.home)
            if done:
                break
            if args.max_seconds and now - t0 > args.max_seconds:
                console.print(f"[yellow]{db}: stopping after {args.max_seconds:g} s (--max-seconds)[/]")
                break
        seconds = time.perf_counter() - t0
        stopped = not done
        res.sample()
        stop.set()
        thread.join()
        load_end = os.getloadavg()
    admin.close()
    with run.engine.connect() as conn:
        stored = int(conn.scalar(select(func.count()).select_from(Quote)) or 0)
        mails = int(conn.scalar(select(func.count()).select_from(Mail)) or 0)
    warm = len(e2e.WARM_UP)
    if stopped:  # what was in the database when the clock stopped (a little more arrived while stopping)
        last = windows[-1]
        n_done = _mails_done(last.parts, cum_parts)
        result = DayResult(db, n_done, last.quotes, last.parts, last.t, first_row, last.db_bytes, last.kafka_bytes,
                           res.by_role(), windows, load_start, load_end, dict(mix), profile, stopped=True)
        run.engine.dispose()
        return result
    if stored - base_count != expected or mails != n + warm:
        raise RuntimeError(f"{stored - base_count:,} quotes stored (expected {expected:,}), {mails:,} mails "
                           f"(expected {n + warm:,} with the warm-up's); see {run.home}")
    result = DayResult(db, n, expected, parts_total, seconds, first_row, windows[-1].db_bytes,
                       windows[-1].kafka_bytes, res.by_role(), windows, load_start, load_end, dict(mix), profile)
    run.engine.dispose()
    return result


def _pick_args(pick: tuple[Template, int], i: int, tag: str) -> tuple[Template, int, str, int]:
    return pick[0], i, tag, pick[1]


def _accumulate(values: Iterator[int] | Any) -> Iterator[int]:
    total = 0
    for v in values:
        total += v
        yield total


def _mails_done(parts: int, cum_parts: list[int]) -> int:
    """Mails whose parts are all committed, if the parts were committed in write order (an estimate)."""
    return bisect.bisect_right(cum_parts, parts)


def _progress(db: str, w: Window, windows: list[Window], n: int, expected: int, cum_parts: list[int]) -> None:
    prev = windows[-2] if len(windows) > 1 else Window(0, 0, 0, 0, 0, 0, 0, 0, w.load)
    dt_s = max(1e-9, w.t - prev.t)
    mails = _mails_done(w.parts, cum_parts) - _mails_done(prev.parts, cum_parts)
    console.print(f"{db:8} {w.t:7.0f} s  written {w.written:>9,}/{n:,}  inbox {w.backlog:>5}  "
                  f"quotes {w.quotes:>11,}/{expected:,}  {mails / dt_s:6.0f} mails/s  "
                  f"{(w.quotes - prev.quotes) / dt_s:7.0f} quotes/s  db {w.db_bytes / 2**20:8.0f} MiB  "
                  f"kafka {w.kafka_bytes / 2**20:8.0f} MiB  load {w.load[0]:.1f}")


# -- report --------------------------------------------------------------------------------------------


def curve(r: DayResult, cum_parts: list[int], points: int = 10) -> list[str]:
    """The windows folded into about ``points`` rows: the rates against the database's size."""
    rows = ["| window | mails/s | quotes/s | quotes in the database at its end | database | Kafka | load 1 min |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    ws = r.windows
    ends = sorted({max(0, round((k + 1) * len(ws) / points) - 1) for k in range(points)}) if ws else []
    prev = Window(0, 0, 0, 0, 0, 0, 0, 0, r.load_start)
    for k in ends:
        w = ws[k]
        span = max(1e-9, w.t - prev.t)
        mails = _mails_done(w.parts, cum_parts) - _mails_done(prev.parts, cum_parts)
        rows.append(f"| {prev.t:,.0f}-{w.t:,.0f} s | {mails / span:,.0f} | {(w.quotes - prev.quotes) / span:,.0f} "
                    f"| {w.quotes:,} | {w.db_bytes / 2**20:,.0f} MiB | {w.kafka_bytes / 2**20:,.0f} MiB "
                    f"| {w.load[0]:.1f} |")
        prev = w
    return rows


def summary_rows(results: list[DayResult]) -> list[str]:
    md = ["| database | mails | quotes | part records | seconds | mails/s | quotes/s | first row after "
          "| Kafka per M quotes | database per M quotes | load 1/5/15 start / end |",
          "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for r in results:
        per_m = 1e6 / max(1, r.quotes)
        name = f"{r.db} (stopped)" if r.stopped else r.db
        md.append(f"| {name} | {r.mails:,} | {r.quotes:,} | {r.parts:,} | {r.seconds:,.0f} | {r.mails_per_s:,.0f} "
                  f"| {r.quotes_per_s:,.0f} | {r.first_row_s:.1f} s | {r.kafka_bytes * per_m / 2**20:,.0f} MiB "
                  f"| {r.db_bytes * per_m / 2**20:,.0f} MiB | {'/'.join(f'{x:.1f}' for x in r.load_start)} / "
                  f"{'/'.join(f'{x:.1f}' for x in r.load_end)} |")
    return md


def resource_rows(results: list[DayResult]) -> list[str]:
    md = ["| database | process (role) | processes | CPU seconds | share of CPU | peak RSS, largest process "
          "| peak RSS, all of the role at once |", "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    for r in results:
        total = sum(v["cpu_s"] for v in r.resources.values()) or 1.0
        for role, v in sorted(r.resources.items(), key=lambda kv: -kv[1]["cpu_s"]):
            md.append(f"| {r.db} | {role} | {v['processes']} | {v['cpu_s']:,.0f} | {100 * v['cpu_s'] / total:.0f} % "
                      f"| {v['peak_rss_max'] / 2**20:,.0f} MiB | {v['peak_sum'] / 2**20:,.0f} MiB |")
    return md


SECTION = """
# A production day (issue 13)

`bench/bench_day.py`: the realistic mix (80 % text and HTML bodies, 7 % XLSX, 1 % XLS, 5 % PDF of 1-5 pages,
4 % CSV, 3 % DOCX; ~9 quotes per mail; 40 dealers, Zipf-weighted; corporates first) through the real
`otcmail produce` -> bundled Kafka (6 partitions) -> `otcmail unpack` -> `otcmail consume --workers 2` ->
SQLite (WAL) or PostgreSQL (throwaway server, fsync off), files fed so that the inbox holds at most a few
thousand at a time (`producer.archive = "delete"`). mails/s per window are the parsers' committed part
records turned into mails (parts per mail of the day's mix); the totals are exact (every quote counted at
the end). Memory is each process's VmHWM (peak RSS) and the peak of the role's summed VmRSS (PostgreSQL's
shared buffers count once per backend there); CPU seconds are over the measured window only.
"""


def append_results(results: list[DayResult], cum: dict[str, list[int]], started: dt.datetime) -> None:
    text_ = RESULTS.read_text() if RESULTS.exists() else ""
    if "\n# A production day (issue 13)\n" not in text_:
        text_ = text_.rstrip("\n") + "\n" + SECTION
    cmd = " ".join(["bench/bench_day.py", *sys.argv[1:]])
    rev = subprocess.run(["git", "-C", str(REPO), "describe", "--always", "--dirty"], capture_output=True, text=True,
                         check=False).stdout.strip() or "unknown"
    parts = [f"\n## {started:%Y-%m-%d %H:%M} UTC: `{cmd}` (code at {rev})\n",
             f"{os.cpu_count()} CPUs shared with other engineers' test runs (numbers are lower bounds); "
             "load average 1/5/15 min at the start and end of each run in the table.", "",
             *summary_rows(results), "", *resource_rows(results)]
    for r in results:
        mix = ", ".join(f"{k} {v:,}" for k, v in sorted(r.mix.items(), key=lambda kv: -kv[1]))
        parts += ["", f"Curve, {r.db} ({mix}):", "", *curve(r, cum[r.db])]
        if r.profile:
            parts += ["", "```", *r.profile, "```"]
    RESULTS.write_text(text_.rstrip("\n") + "\n" + "\n".join(parts) + "\n")


# -- main ----------------------------------------------------------------------------------------------


def _raise_interrupt(signum: int, _frame: object) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mails", type=int, default=30_000, help="mails of the day (default 30,000)")
    ap.add_argument("--dbs", nargs="+", choices=["sqlite", "postgres"], default=["sqlite", "postgres"])
    ap.add_argument("--workers", type=int, default=2, help="consumer processes (otcmail consume --workers)")
    ap.add_argument("--templates", type=int, default=1500, help="distinct template mails in the pool")
    ap.add_argument("--quotes-per-mail", type=float, default=9.0, help="the pool's mean quote count, roughly")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--backlog", type=int, default=3000, help="files in the inbox at most")
    ap.add_argument("--chunk", type=int, default=500, help="files written per top-up")
    ap.add_argument("--window", type=float, default=None, help="seconds per measurement window (default: by size)")
    ap.add_argument("--stall-s", type=float, default=300.0, help="give up when no quote arrives for this long")
    ap.add_argument("--check-sample", type=int, default=200, help="day mails parsed again to check the counts")
    ap.add_argument("--profile-at", type=float, default=None, help="py-spy a consumer worker at this fraction")
    ap.add_argument("--profile-seconds", type=float, default=30.0)
    ap.add_argument("--work", type=Path, default=None, help="work folder (default: a new one under /tmp)")
    ap.add_argument("--keep", action="store_true", help="keep the work folder (logs, databases, Kafka logs)")
    ap.add_argument("--no-append", action="store_true", help="do not append to bench/RESULTS.md")
    ap.add_argument("--without", nargs="+", default=[], choices=sorted(MIX),
                    help="leave these kinds out of the day (the others keep their weights)")
    ap.add_argument("--pool-only", action="store_true", help="make (and cache) the template pool, then stop")
    ap.add_argument("--max-seconds", type=float, default=None,
                    help="stop each run after this long and report what was stored by then")
    args = ap.parse_args()
    args.window = args.window or (10.0 if args.mails <= 50_000 else 30.0)
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, _raise_interrupt)
    started = dt.datetime.now(dt.UTC)
    pool = load_pool(args.templates, args.quotes_per_mail, args.seed, Path(tempfile.gettempdir()))
    if args.pool_only:
        return
    work = args.work or Path(tempfile.mkdtemp(prefix="otcmail-day-"))
    work.mkdir(parents=True, exist_ok=True)
    day = Day(pool, uuid.uuid4().hex[:6], args.seed, tuple(args.without))
    picks = [day.pick(i)[0] for i in range(args.mails)]
    console.print(f"{args.mails:,} mails, {sum(t.quotes for t in picks):,} quotes "
                  f"({sum(t.quotes for t in picks) / args.mails:.2f} per mail), "
                  f"{sum(t.parts for t in picks) / args.mails:.2f} part records per mail")
    console.print(f"checking {args.check_sample} of the day's mails against their templates' counts ...")
    check_sample(day, args.mails, args.check_sample)
    cum = {db: list(_accumulate(t.parts for t in picks)) for db in args.dbs}
    results: list[DayResult] = []
    try:
        with contextlib.ExitStack() as stack:
            base = broker_settings(work / "broker")
            console.print(f"work folder {work}; starting the broker on port {base.broker.port} ...")
            broker = stack.enter_context(running_broker(base))
            broker_pid = broker.pid() or 0
            pg_url, pg_pid = None, None
            if "postgres" in args.dbs:
                pg_base = Path(tempfile.mkdtemp(prefix="otcmail-pg-day-"))
                pg_url = stack.enter_context(throwaway_postgres(pg_base))
                pg_pid = int((pg_base / "pgdata" / "postmaster.pid").read_text().split()[0])
            for db in args.dbs:
                url = f"sqlite:///{work / 'day.db'}" if db == "sqlite" else new_postgres_url(pg_url or "")
                console.print(f"[bold]{db}[/]: {args.mails:,} mails ...")
                r = run_day(db, url, base, broker_pid, pg_pid, work, day, args.mails, args)
                results.append(r)
                console.print(f"[bold]{db}: {r.mails_per_s:,.0f} mails/s, {r.quotes_per_s:,.0f} quotes/s "
                              f"({r.quotes:,} quotes in {r.seconds:,.0f} s)[/]")
                JSONL.parent.mkdir(exist_ok=True)
                with JSONL.open("a") as fh:
                    row = dataclasses.asdict(r)
                    fh.write(json.dumps({"at": started.isoformat(), **row}, default=str) + "\n")
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    for line in summary_rows(results) + [""] + resource_rows(results):
        console.print(line, markup=False, highlight=False)
    if results and not args.no_append:
        append_results(results, cum, started)
        console.print(f"appended to {RESULTS.relative_to(REPO)}")


if __name__ == "__main__":
    main()
