"""The price page's response time for an instrument with many quotes, and the metrics endpoint's cost per scrape.
Not a test; prints a table.

    .venv/bin/python bench/bench_web.py                      # 10,000 quotes of one bond, SQLite and PostgreSQL
    .venv/bin/python bench/bench_web.py --dbs sqlite --quotes 10000 --browser

Page: a fresh database (SQLite file, or a throwaway PostgreSQL as in the tests) holding one bond quoted
``--quotes`` times by 5 dealers over 60 days (its quotes spread over as many mails), plus ``--other``
quotes of 500 other instruments, 2% of every quote doubtful (review); rows inserted directly (the page
reads; how rows get there is the consumers' benchmark). The real `otcmail serve` is started on it and
each page is fetched ``--repeat`` times over HTTP after one warm-up: wall time per request (median, p90),
the app's own time (its Server-Timing header) and the bytes sent. With ``--browser``, Debian's Chromium
loads the instrument page until its chart is drawn (navigation to ``data-ready``).

Metrics: a bundled broker (jars from `otcmail setup`) with the pipeline's topics (6 partitions each) and
the three consumer groups committed on every partition; the `run` role's endpoint (lag of the unpack and
parser groups, broker and database up, quotes pending review from the page's database) is served in this
process and scraped ``--scrapes`` times: wall time per scrape and this process's CPU time per scrape.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlencode

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from kafka import TopicPartition  # noqa: E402
from kafka.structs import OffsetAndMetadata  # noqa: E402
from pydantic import SecretStr  # noqa: E402
from sqlalchemy import Engine, insert  # noqa: E402

from broker.clients import make_consumer, make_producer  # noqa: E402
from broker.topics import ensure_topics  # noqa: E402
from config.settings import Settings, load_settings  # noqa: E402
from consumer.groups import lane_group  # noqa: E402
from db.engine import make_engine  # noqa: E402
from db.migrate import upgrade  # noqa: E402
from db.models import Mail, Quote  # noqa: E402
from extractors import PARSER_VERSION  # noqa: E402
from otcmail.telemetry import MetricsEndpoint  # noqa: E402
from tests.support.browser import chromium, wait_http, wait_until  # noqa: E402
from tests.support.cli import OTCMAIL, write_config  # noqa: E402
from tests.support.consumers import database_url  # noqa: E402
from tests.support.kafka import broker_settings, running_broker  # noqa: E402
from tests.support.ports import free_port  # noqa: E402
from tests.support.postgres import throwaway_postgres  # noqa: E402

KEY = "US037833AK68"
DEALERS = ("acmebank", "bigdealer", "northsec", "southcap", "eastfin")


def fill(engine: Engine, quotes: int, other: int, seed: int = 7) -> None:
    rnd = random.Random(seed)
    now = dt.datetime.now(dt.UTC).replace(microsecond=0)
    start = now - dt.timedelta(days=60)
    total = quotes + other
    per_mail = 20
    mails, rows = [], []
    for i in range(total):
        m = i // per_mail
        if i % per_mail == 0:
            mails.append({"id": f"{m:064x}", "kind": "mail", "subject": f"run {m}", "sender": "desk@acmebank.com",
                          "dealer": DEALERS[m % 5], "sent_at": start, "received_at": start, "unit_count": 1,
                          "parser_version": PARSER_VERSION, "stored_at": now, "attachment_count": 0})
        mine = i < quotes
        key = KEY if mine else f"XS{(i % 500):010d}"
        when = start + dt.timedelta(seconds=int((i if mine else i - quotes) * 60 * 86400 / max(quotes, other, 1)))
        bid = 99 + rnd.random()
        doubtful = rnd.random() < 0.02
        rows.append({"mail_id": f"{m:064x}", "unit": "body", "part": "body", "location": f"line {i % per_mail + 1}",
                     "instrument_key": key, "quote_type": "price", "isin": key, "asset_class": "corporate",
                     "bid": round(bid, 3), "ask": round(bid + 0.25, 3), "bid_size": 2e6, "ask_size": 2e6,
                     "dealer": DEALERS[m % 5], "quoted_at": when, "raw": f"{key} 3.85 05/04/43 {bid:.3f} / "
                     f"{bid + 0.25:.3f} 2x2", "parser_version": PARSER_VERSION, "stored_at": now,
                     "confidence": 0.6 if doubtful else 0.9, "review_reason": "crossed market" if doubtful else None})
    with engine.begin() as conn:
        for i in range(0, len(mails), 500):
            conn.execute(insert(Mail), mails[i:i + 500])
        for i in range(0, len(rows), 1000):
            conn.execute(insert(Quote), rows[i:i + 1000])


def fetch(url: str) -> tuple[float, float, int]:
    """(wall ms, app ms from Server-Timing, bytes)."""
    t0 = time.perf_counter()
    with urllib.request.urlopen(url, timeout=120) as r:
        body = r.read()
        timing = r.headers.get("server-timing", "app;dur=0").split("dur=")[-1]
    return (time.perf_counter() - t0) * 1000, float(timing), len(body)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def bench_pages(settings: Settings, work: Path, repeat: int, browser: bool) -> list[str]:
    config = write_config(settings, work / "otcmail.toml")
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")}
    if "postgresql" in settings.database.url.get_secret_value():
        env["OTCMAIL_DATABASE__URL"] = settings.database.url.get_secret_value()
    base = f"http://127.0.0.1:{port}"
    lines = []
    with (work / "serve.log").open("wb") as log:
        proc = subprocess.Popen([str(OTCMAIL), "--config", str(config), "serve", "--port", str(port)],
                                stdout=log, stderr=subprocess.STDOUT, env=env)
        try:
            wait_http(f"{base}/healthz", proc)
            pages = {"instrument (10k)": f"{base}/instrument?{urlencode({'key': KEY})}",
                     "latest prices": f"{base}/", "mail": f"{base}/mail/{0:064x}", "review queue": f"{base}/review"}
            for name, url in pages.items():
                fetch(url)
                runs = [fetch(url) for _ in range(repeat)]
                wall = [r[0] for r in runs]
                app = [r[1] for r in runs]
                lines.append(f"{name:18} wall p50 {statistics.median(wall):7.1f} ms  "
                             f"p90 {percentile(wall, 0.9):7.1f} ms  app p50 {statistics.median(app):7.1f} ms  "
                             f"{runs[0][2] / 1024:7.0f} KiB")
                print(lines[-1], flush=True)
            if browser:
                loads = []
                with chromium(work / "profile") as driver:
                    for _ in range(5):
                        t0 = time.perf_counter()
                        driver.get(pages["instrument (10k)"])
                        wait_until(driver, lambda d: d.find_elements("css selector", "#price-chart[data-ready=true]"),
                                   120)
                        loads.append((time.perf_counter() - t0) * 1000)
                lines.append(f"{'chart drawn':18} browser p50 {statistics.median(loads):7.0f} ms (navigation to "
                             f"data-ready, Chromium headless, of 5)")
                print(lines[-1], flush=True)
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=30)
    return lines


def bench_metrics(settings: Settings, scrapes: int) -> str:
    ensure_topics(settings)
    t = settings.topics
    producer = make_producer(settings)
    for topic in (t.raw, t.bodies, t.attachments):
        for p in range(t.partitions):
            producer.send(topic, key=b"k", value=b"v", partition=p)
    producer.flush()
    producer.close()
    for group, topic in ((settings.consumer.unpack_group, t.raw), (settings.consumer.group, t.bodies),
                         (settings.consumer.group, t.attachments)):
        gid = lane_group(settings, group, topic)
        consumer = make_consumer(settings, group_id=gid)
        tps = [TopicPartition(topic, p) for p in range(t.partitions)]
        consumer.assign(tps)
        consumer.commit({tp: OffsetAndMetadata(0, "", -1) for tp in tps})
        consumer.close()
    endpoint = MetricsEndpoint(settings, "run", free_port())
    assert endpoint.start()
    url = f"http://127.0.0.1:{endpoint.port}/metrics"
    try:
        body = urllib.request.urlopen(url, timeout=30).read()
        assert b"otcmail_consumer_lag{" in body and b"otcmail_quotes_pending_review" in body
        cpu0 = time.process_time()
        wall = []
        for _ in range(scrapes):
            t0 = time.perf_counter()
            urllib.request.urlopen(url, timeout=30).read()
            wall.append((time.perf_counter() - t0) * 1000)
        cpu = (time.process_time() - cpu0) * 1000 / scrapes
    finally:
        endpoint.stop()
    series = sum(1 for line in body.decode().splitlines() if line and not line.startswith("#"))
    return (f"{'metrics scrape':18} wall p50 {statistics.median(wall):7.1f} ms  p90 {percentile(wall, 0.9):7.1f} ms"
            f"  CPU {cpu:5.1f} ms/scrape (server and client in this process)  {len(body) / 1024:.0f} KiB, "
            f"{series} series")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quotes", type=int, default=10_000, help="quotes of the one bond")
    ap.add_argument("--other", type=int, default=20_000, help="quotes of 500 other instruments")
    ap.add_argument("--dbs", nargs="+", default=["sqlite", "postgres"])
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--scrapes", type=int, default=100)
    ap.add_argument("--browser", action="store_true", help="also time the chart in Debian's Chromium")
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="otcmail-bench-web-"))
    with contextlib.ExitStack() as stack:
        pg = (stack.enter_context(throwaway_postgres(Path(tempfile.mkdtemp(prefix="otcmail-bench-pg-"))))
              if "postgres" in args.dbs else None)
        sqlite_settings = None
        for db in args.dbs:
            home = work / db
            home.mkdir()
            url = database_url(db, home, pg)
            settings = load_settings(home=str(home), database={"url": url})
            engine = make_engine(settings)
            upgrade(engine)
            t0 = time.perf_counter()
            fill(engine, args.quotes, args.other)
            engine.dispose()
            print(f"{db}: {args.quotes + args.other} quotes inserted in {time.perf_counter() - t0:.1f}s", flush=True)
            bench_pages(settings, home, args.repeat, args.browser and db == "sqlite")
            if db == "sqlite":
                sqlite_settings = settings
        base = broker_settings(work / "broker")
        with running_broker(base):
            settings = base.model_copy(update={"database": (sqlite_settings or base).database.model_copy(
                update={"url": SecretStr((sqlite_settings or base).database.url.get_secret_value())})})
            print(bench_metrics(settings, args.scrapes), flush=True)


if __name__ == "__main__":
    main()
