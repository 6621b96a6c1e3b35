"""Backlog benchmark (issue 13, item 2): does a backlog of PDFs hold up a text mail with a CSV run?

    .venv/bin/python bench/bench_backlog.py                       # this checkout's code
    .venv/bin/python bench/bench_backlog.py --code /tmp/old       # a `git worktree add /tmp/old <commit>` checkout
    .venv/bin/python bench/bench_backlog.py --pdfs 100 --light-seconds 30 --no-append

The real pieces, as bench/bench_e2e.py runs them (its process handling is reused): one bundled broker on
free ports, `otcmail produce` (inotify), `otcmail unpack` and `otcmail consume` (1 process each), each a
subprocess in its own session, SQLite (WAL), 6 partitions per topic, default consumer settings. With
``--code DIR`` the three otcmail processes run DIR's code (``PYTHONPATH=DIR``, this virtualenv; the
configuration file keeps only the keys DIR's ``config/defaults.toml`` knows), while this script makes the
topics, the database and the mails with this checkout's code.

1. Warm-up: a few text mails go all the way to the database once every lane's group has its member.
2. The backlog: ``--pdfs`` mails (default 500), each with one PDF of 1 to 5 pages of bond and CDS levels
   (30 lines a page, ``tests/corpus/corpus_docs.pdf``), are written into the inbox at once.
3. Once the first PDF's quotes are stored (the backlog is being worked), text mails with a CSV run
   (``tests/support/corpus.run_mail``: two body quotes, two CSV rows) are written at a steady rate
   (``--rate``, default 1/s, for ``--light-seconds``, default 90 s). Per light mail: file close -> all its
   quotes visible (the mail's visible parser version, all its parts parsed), polled every 50 ms.
4. The table: light mails' p50/p99/max latency, how many PDF mails were still pending when the last light
   mail was visible, the time the whole backlog took, and ``/proc/loadavg`` at the start, during and at the end.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))
sys.path.insert(0, str(REPO / "tests" / "corpus"))

import corpus_docs  # noqa: E402
from bench_e2e import Children, percentile, steady_feed, write_file  # noqa: E402
from sqlalchemy import Engine, func, select  # noqa: E402

from broker.clients import make_admin  # noqa: E402
from broker.topics import ensure_topics  # noqa: E402
from config.settings import Settings, load_settings, masked_dump  # noqa: E402
from consumer.pipeline import run_records  # noqa: E402
from consumer.records import RecordData  # noqa: E402
from db.engine import make_engine  # noqa: E402
from db.migrate import upgrade  # noqa: E402
from db.models import Mail, ParsedUnit  # noqa: E402
from producer.framing import mail_id  # noqa: E402
from tests.support.corpus import run_mail  # noqa: E402
from tests.support.kafka import broker_settings, running_broker  # noqa: E402
from tests.support.mailrecords import make_mail  # noqa: E402

RESULTS = REPO / "bench" / "RESULTS.md"
JSONL = REPO / "bench" / "results" / "backlog.jsonl"
PARTITIONS = 6
ISSUERS = ("ACME", "FORD", "GM", "T", "VZ", "IBM", "ORCL", "KO", "PEP", "XOM", "CVX", "BAC", "JPM", "WFC", "HCA")


# -- mails ---------------------------------------------------------------------------------------------


def pdf_mail(i: int, tag: str) -> bytes:
    """Mail ``i`` of the backlog: a short body and one PDF of 1 to 5 pages of levels."""
    rnd = random.Random(f"{tag}-{i}")
    pages = []
    for _ in range(rnd.randint(1, 5)):
        lines = ["Security                      Bid      Ask"]
        for k in range(30):
            issuer = ISSUERS[(i + k) % len(ISSUERS)]
            if k % 3 == 2:
                lines.append(f"{issuer} 5Y CDS                {rnd.randint(40, 400)}/{rnd.randint(401, 480)}")
            else:
                bid = rnd.randint(880, 1080) / 10
                lines.append(f"{issuer} {rnd.randint(1, 7)}.25 {rnd.randint(1, 12):02d}/01/{rnd.randint(27, 45)}"
                             f"        {bid:.2f}   {bid + 0.5:.2f}")
        pages.append(lines)
    msg = make_mail(f"Levels attached ({tag} #{i}).\n", sender=f"Desk {i % 7} <desk{i % 7}@bigdealer.co.uk>",
                    subject=f"PDF run {tag} #{i}", message_id=f"<pdf-{tag}-{i}@bench>",
                    attachments=[("levels.pdf", "application/pdf", corpus_docs.pdf(pages))])
    return bytes(msg)


@dataclass(frozen=True)
class Light:
    name: str
    data: bytes
    mail_id: str
    quotes: int  # distinct natural keys the pipeline finds in memory: the rows the database will hold


def light_mails(n: int, tag: str) -> list[Light]:
    settings = load_settings()
    out = []
    for i in range(n):
        data = bytes(run_mail(i, attachment=True, tag=tag))
        record = RecordData(settings.topics.raw, 0, 0, mail_id(data).encode(), data,
                            {"otcmail-kind": "raw", "file-name": f"{tag}-{i:04d}.eml"})
        quotes = [q for p in run_records([record], settings).parsed for q in p.result.quotes]
        keys = {(q.part, q.location, q.instrument_key, q.quote_type) for q in quotes}
        out.append(Light(f"{tag}-{i:04d}.eml", data, mail_id(data), len(keys)))
    return out


# -- the run -------------------------------------------------------------------------------------------


def loadavg() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def code_keys(code: Path) -> dict[str, set[str]]:
    """The settings keys a checkout knows, per section ('' for the top level), from its defaults file."""
    data = tomllib.loads((code / "config" / "defaults.toml").read_text())
    keys = {"": {k for k, v in data.items() if not isinstance(v, dict)}}
    keys |= {k: set(v) for k, v in data.items() if isinstance(v, dict)}
    return keys


def write_config(settings: Settings, path: Path, known: dict[str, set[str]]) -> Path:
    """A TOML file equal to ``settings``, with only the keys the code that reads it knows (its defaults file)."""
    data = masked_dump(settings)
    lines = [f"{k} = {json.dumps(v)}" for k, v in data.items() if not isinstance(v, dict) and k in known[""]]
    for section, values in data.items():
        if isinstance(values, dict) and section in known:
            lines.append(f"[{section}]")
            lines += [f"{k} = {json.dumps(v)}" for k, v in values.items()
                      if v is not None and "*" not in str(v) and k in known[section]]
    path.write_text("\n".join(lines) + "\n")
    return path


def lanes(settings: Settings, known: dict[str, set[str]]) -> list[str]:
    """The consumer groups the code runs: unpack, the body lane, the attachment lane and (new code) documents."""
    g = settings.consumer.group
    groups = [settings.consumer.unpack_group, g, f"{g}.attachments"]
    return groups + ([f"{g}.documents"] if "documents" in known.get("topics", set()) else [])


def groups_stable(settings: Settings, groups: list[str]) -> bool:
    admin = make_admin(settings)
    try:
        described = admin.describe_groups(groups)
    except Exception:  # noqa: BLE001 - a brand-new group has no coordinator yet: ask again
        return False
    finally:
        admin.close()
    return all(str(described.get(g, {}).get("group_state")) == "Stable" and len(described[g].get("members") or ()) == 1
               for g in groups)


def wait_until(what: str, predicate, children: Children, timeout_s: float, interval: float = 0.2) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout_s
    while not predicate():
        children.check()
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout_s:g}s waiting for {what}")
        time.sleep(interval)


def visible_mails(engine: Engine, ids: list[str]) -> int:
    with engine.connect() as conn:
        return int(conn.scalar(select(func.count()).select_from(Mail)
                               .where(Mail.id.in_(ids), Mail.parser_version.is_not(None))) or 0)


@dataclass
class Result:
    code: str
    pdfs: int
    light: int
    rate: float
    p50_ms: float
    p99_ms: float
    max_ms: float
    pdfs_pending_at_last_light: int
    backlog_s: float  # first PDF file written -> every PDF mail visible
    load_start: str
    load_during: str
    load_end: str


def run(code: Path, base: Settings, work: Path, pdfs: list[bytes], lights: list[Light], rate: float,
        tag: str) -> Result:
    home = work / tag
    home.mkdir(parents=True)
    t = uuid.uuid4().hex[:8]
    settings = load_settings(
        home=str(home), log_level="INFO", broker=base.broker.model_dump(mode="json", exclude_none=True),
        topics={"raw": f"bl{t}.raw", "bodies": f"bl{t}.bodies", "attachments": f"bl{t}.attachments",
                "documents": f"bl{t}.documents", "dead_letter": f"bl{t}.dlq", "partitions": PARTITIONS},
        consumer={"group": f"parsers-{t}", "unpack_group": f"unpack-{t}"},
        database={"url": f"sqlite:///{home / 'otcmail.db'}"}, metrics={"port": 0},
    )
    ensure_topics(settings)
    settings.paths.inbox.mkdir(parents=True, exist_ok=True)
    engine = make_engine(settings)
    upgrade(engine)
    known = code_keys(code)
    config = write_config(settings, home / "otcmail.toml", known)
    inbox = settings.paths.inbox
    children = Children()
    env_code = {"PYTHONPATH": str(code)}
    argv = [sys.executable, "-c", "from otcmail.cli import main; main()", "--config", str(config)]
    try:
        for name in ("consume", "unpack", "produce"):
            _start(children, name, [*argv, name], home / f"{name}.log", env_code, code)
        wait_until("every lane's group stable", lambda: groups_stable(settings, lanes(settings, known)), children, 240,
                   0.5)
        warm = light_mails(4, f"warm{t}")
        for m in warm:
            write_file(inbox / m.name, m.data)
        wait_until("the warm-up mails", lambda: visible_mails(engine, [m.mail_id for m in warm]) == len(warm),
                   children, 180)

        load_start = loadavg()
        pdf_ids = []
        started = time.monotonic()
        for i, data in enumerate(pdfs):  # one burst: the backlog
            write_file(inbox / f"pdf-{i:04d}.eml", data)
            pdf_ids.append(mail_id(data))
        wait_until("the first PDF mail stored", lambda: visible_mails(engine, pdf_ids) > 0, children, 600, 0.1)

        feed = steady_feed(inbox, engine, lights, rate, children, settle_s=1800)
        written, visible = feed.written, feed.visible
        load_during = " ".join(f"{x:.2f}" for x in feed.load_during)
        pending_pdfs = len(pdf_ids) - visible_mails(engine, pdf_ids)
        wait_until("the whole backlog", lambda: visible_mails(engine, pdf_ids) == len(pdf_ids), children, 3600, 0.5)
        backlog_s = time.monotonic() - started
        load_end = loadavg()
        with engine.connect() as conn:
            units = int(conn.scalar(select(func.count()).select_from(ParsedUnit)) or 0)
        print(f"  {units} parsed units; logs in {home}", flush=True)
    finally:
        children.stop()
        engine.dispose()
    lat = sorted((visible[k] - written[k]) * 1000 for k in written)
    (home / "latency.json").write_text(json.dumps(lat))
    return Result(str(code), len(pdfs), len(lat), rate, statistics.median(lat), percentile(lat, 99), lat[-1],
                  pending_pdfs, backlog_s, load_start, load_during, load_end)


def _start(children: Children, name: str, argv: list[str], log: Path, env: dict[str, str], cwd: Path) -> None:
    """Children.start with the checkout's code first on the path."""
    full = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")} | env
    with log.open("ab") as fh:
        proc = subprocess.Popen(argv, stdout=fh, stderr=subprocess.STDOUT, env=full, cwd=cwd, start_new_session=True)
    children.procs.append((name, proc))


# -- report --------------------------------------------------------------------------------------------


def describe(code: Path) -> str:
    rev = subprocess.run(["git", "-C", str(code), "describe", "--always", "--dirty"], capture_output=True, text=True,
                         check=False).stdout.strip()
    return f"{rev or 'unknown'}" + ("" if code == REPO else f" ({code})")


def append_results(results: list[Result], args: argparse.Namespace, started: dt.datetime) -> None:
    text = RESULTS.read_text() if RESULTS.exists() else ""
    if "\n# PDF backlog\n" not in text:
        text = text.rstrip("\n") + "\n\n" + SECTION
    cmd = " ".join(["bench/bench_backlog.py", *sys.argv[1:]])
    lines = [f"## {started:%Y-%m-%d %H:%M} UTC: `{cmd}`", "",
             f"{os.cpu_count()} CPUs shared with other engineers' test runs. /proc/loadavg 1/5/15 min: at the "
             "backlog's start, half-way through the light mails, at the backlog's end.", "",
             "| code | PDF mails | light mails | rate | p50 | p99 | max | PDF mails pending at the last light one "
             "| backlog done after | load start / during / end |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for r in results:
        lines.append(f"| {r.code} | {r.pdfs} | {r.light} | {r.rate:g}/s | {r.p50_ms:,.0f} ms | {r.p99_ms:,.0f} ms "
                     f"| {r.max_ms:,.0f} ms | {r.pdfs_pending_at_last_light} | {r.backlog_s:.0f} s "
                     f"| {r.load_start} / {r.load_during} / {r.load_end} |")
    RESULTS.write_text(text.rstrip("\n") + "\n\n" + "\n".join(lines) + "\n")


SECTION = """# PDF backlog

`bench/bench_backlog.py`: `otcmail produce`, `otcmail unpack` and `otcmail consume` (one process each, default
settings, SQLite, bundled Kafka, 6 partitions). A burst of PDF mails (one PDF of 1-5 pages, 30 level lines a
page) is written into the inbox; once the first is stored, text mails with a CSV run are written at a steady
rate while the backlog is worked. Latency per light mail: file close -> all its quotes visible. "old" is the
code before the document lane (`git worktree add /tmp/old <commit>`), run by the same script.
"""


def _raise_interrupt(signum: int, _frame: object) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--code", type=Path, nargs="+", default=[REPO],
                    help="checkouts whose otcmail to run, in turn (default: this one)")
    ap.add_argument("--pdfs", type=int, default=500, help="PDF mails in the backlog")
    ap.add_argument("--rate", type=float, default=1.0, help="light mails per second")
    ap.add_argument("--light-seconds", type=float, default=90.0, help="how long light mails are written")
    ap.add_argument("--no-append", action="store_true", help="do not append to bench/RESULTS.md")
    ap.add_argument("--keep", action="store_true", help="keep the work folder (logs, databases)")
    args = ap.parse_args()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, _raise_interrupt)
    started = dt.datetime.now(dt.UTC)
    tag = uuid.uuid4().hex[:6]
    print(f"making {args.pdfs} PDF mails and the light mails ...", flush=True)
    pdfs = [pdf_mail(i, tag) for i in range(args.pdfs)]
    work = Path(tempfile.mkdtemp(prefix="otcmail-backlog-"))
    results = []
    with contextlib.ExitStack() as stack:
        base = broker_settings(work / "broker")
        print(f"work folder {work}; broker on port {base.broker.port}", flush=True)
        stack.enter_context(running_broker(base))
        for n, code in enumerate(args.code):
            lights = light_mails(int(args.rate * args.light_seconds), f"light{tag}{n}")
            label = describe(code.resolve())  # before the run: the code its processes load
            print(f"{label}: ...", flush=True)
            r = run(code.resolve(), base, work, pdfs, lights, args.rate, f"run{n}")
            r.code = label
            results.append(r)
            print(f"{r.code}: light p50 {r.p50_ms:.0f} ms, p99 {r.p99_ms:.0f} ms, max {r.max_ms:.0f} ms; "
                  f"{r.pdfs_pending_at_last_light} PDF mails pending at the last light one; "
                  f"backlog {r.backlog_s:.0f} s; "
                  f"load {r.load_start} / {r.load_during} / {r.load_end}", flush=True)
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    JSONL.parent.mkdir(exist_ok=True)
    with JSONL.open("a") as fh:
        for r in results:
            fh.write(json.dumps({"at": started.isoformat(), **asdict(r)}) + "\n")
    if not args.no_append:
        append_results(results, args, started)
        print(f"appended to {RESULTS.relative_to(REPO)}")


if __name__ == "__main__":
    main()
