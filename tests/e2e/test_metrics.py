"""/metrics, /healthz and /readyz of a running pipeline: the counters move with the mails dropped.

`otcmail run` (on the session's broker as an external cluster, with this test's topics, groups and
SQLite database) serves one endpoint for its producer, unpack and parser child processes, which write
their metrics to a shared folder. Mails dropped into the inbox, an oversized file and a record that is
no otcmail record (published straight to the raw topic) must show in the counters, the histograms, the
lag per partition and the gauges read from the database, and agree with the database itself.
A producer whose broker is unreachable stays alive (/healthz) and is not ready (/readyz 503).
"""

from __future__ import annotations

import datetime as dt
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy import Engine, func, select

from broker.clients import make_producer
from config.settings import Settings, load_settings
from db.engine import make_engine
from db.models import ExtractionErrorRow, Mail, Quote
from tests.support.cli import run_cli, running_cli, write_config
from tests.support.consumers import migrated
from tests.support.desk import CORPUS, desk_mails, pending_ids, pipeline_settings
from tests.support.ports import free_port

pytestmark = [pytest.mark.kafka, pytest.mark.slow]
REPO = Path(__file__).resolve().parents[2]
Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


def scrape(base: str) -> Samples:
    with urllib.request.urlopen(f"{base}/metrics", timeout=30) as r:
        assert r.headers["Content-Type"].startswith("text/plain")
        body = r.read().decode()
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(body) for s in family.samples}


def total(samples: Samples, name: str, **labels: str) -> float:
    """The sum of a metric's samples whose labels include ``labels``."""
    return sum(v for (n, ls), v in samples.items() if n == name and set(labels.items()) <= set(ls))


def status(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=30) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()
    except OSError:  # not listening (yet)
        return 0, ""


def wait_until(what: str, predicate, timeout: float = 240) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.5)


def db_counts(engine: Engine) -> tuple[int, int, int]:
    with engine.connect() as conn:
        mails = int(conn.scalar(select(func.count()).select_from(Mail)) or 0)
        quotes = int(conn.scalar(select(func.count()).select_from(Quote)) or 0)
        poison = int(conn.scalar(select(func.count()).select_from(ExtractionErrorRow)
                                 .where(ExtractionErrorRow.stage == "poison")) or 0)
    return mails, quotes, poison


def test_metrics_move_with_the_mails(kafka_settings: Settings, tmp_path: Path) -> None:
    base_settings = pipeline_settings(kafka_settings, tmp_path)
    settings = base_settings.model_copy(update={
        "broker": base_settings.broker.model_copy(update={"bootstrap_servers": kafka_settings.broker.bootstrap}),
        "limits": base_settings.limits.model_copy(update={"max_file_bytes": 200_000}),
        "spark": base_settings.spark.model_copy(update={"jars_dir": REPO / "var" / "spark" / "jars"}),
        "producer": base_settings.producer.model_copy(update={"stable_seconds": 0.3}),
    })
    config = write_config(settings, tmp_path / "otcmail.toml")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    engine = make_engine(settings)
    with running_cli(config, tmp_path / "run.log", "run", "--metrics-port", str(port)) as proc:
        wait_until("the endpoint to be ready",
                   lambda: proc.poll() is None and status(f"{base}/readyz")[0] == 200, timeout=180)
        assert proc.poll() is None
        code, body = status(f"{base}/healthz")
        assert code == 200 and body.startswith("ok: otcmail run")
        assert status(f"{base}/readyz")[1].splitlines() == ["ready", "broker: ok", "database: ok"]
        time.sleep(3)  # the children join their groups
        before = scrape(base)
        assert total(before, "otcmail_broker_up") == 1 and total(before, "otcmail_database_up") == 1

        mails = desk_mails(dt.datetime.now(dt.UTC).date())
        for name in ("16-cds", "37-row-several-measures", "40-doubtful-levels"):
            mails[f"{name}.eml"] = (CORPUS / f"{name}.eml").read_bytes()
        for name, data in mails.items():
            (settings.paths.inbox / f".{name}").write_bytes(data)
            (settings.paths.inbox / f".{name}").rename(settings.paths.inbox / name)
        (settings.paths.inbox / "huge.eml").write_bytes(b"x" * 300_000)
        producer = make_producer(settings)
        producer.send(settings.topics.raw, key=b"not-an-otcmail-record", value=b"garbage").get(timeout=30)
        producer.close()

        wait_until("every mail stored and the dead-lettered record recorded",
                   lambda: db_counts(engine)[0] == len(mails) and db_counts(engine)[2] == 1)
        wait_until("the lag to reach 0 on every partition", lambda: (
            (s := scrape(base)) and total(s, "otcmail_consumer_lag") == 0
            and total(s, "otcmail_producer_files_archived_total") == len(mails)
            and total(s, "otcmail_dead_lettered_records_total") == 1
            # The inbox gauges are sampled once a second, the counters at once: wait for the next sample.
            and total(s, "otcmail_inbox_files") == 0))
        after = scrape(base)
        _, quotes, _ = db_counts(engine)

        def moved(name: str, **labels: str) -> float:
            return total(after, name, **labels) - total(before, name, **labels)

        n = len(mails)
        # The producer: every file seen, the mails published and archived, the oversized one refused.
        assert moved("otcmail_producer_files_seen_total") == n + 1
        assert moved("otcmail_producer_files_published_total") == n
        assert moved("otcmail_producer_messages_published_total") == n
        assert moved("otcmail_producer_files_archived_total") == n
        assert moved("otcmail_producer_files_refused_total", reason="file_too_large") == 1
        assert total(after, "otcmail_inbox_files") == 0 and total(after, "otcmail_inbox_oldest_file_age_seconds") == 0
        # The consumers: per lane, the raw records (the garbage one too) and the parts.
        assert moved("otcmail_records_consumed_total", stage="unpack", topic=settings.topics.raw) == n + 1
        assert moved("otcmail_records_consumed_total", stage="parse", topic=settings.topics.bodies) == n
        documents = moved("otcmail_records_consumed_total", stage="parse", topic=settings.topics.documents)
        assert documents >= 1  # the broken PDF at least, in the document lane
        assert moved("otcmail_extraction_seconds_count", format="body") == n
        assert moved("otcmail_extraction_seconds_count", format="pdf") >= 1
        assert moved("otcmail_dead_lettered_records_total", reason="undecodable") == 1
        # What was stored agrees with the database.
        assert moved("otcmail_quotes_stored_total") == quotes > 0
        assert moved("otcmail_quotes_extracted_total") == quotes
        assert moved("otcmail_quotes_extracted_total", review="doubtful") == len(pending_ids(engine)) > 0
        assert total(after, "otcmail_quotes_pending_review") == len(pending_ids(engine))
        assert moved("otcmail_batch_commit_seconds_count", stage="parse") >= 1
        assert moved("otcmail_batch_commit_seconds_count", stage="unpack") >= 1
        assert moved("otcmail_batch_transaction_seconds_count") >= 2
        for stage in ("unpack", "parse"):
            last = total(after, "otcmail_last_batch_success_timestamp_seconds", stage=stage)
            assert time.time() - 300 < last <= time.time()
        partitions = {ls for (name, ls) in after if name == "otcmail_consumer_lag"}
        topics = {dict(ls)["topic"] for ls in partitions}
        assert topics == {settings.topics.raw, settings.topics.bodies, settings.topics.attachments,
                          settings.topics.documents}
        assert len(partitions) == 4 * settings.topics.partitions
        assert 0 < total(after, "otcmail_scrape_duration_seconds") < 30
    engine.dispose()


def test_producer_not_ready_without_its_broker(tmp_path: Path) -> None:
    settings = load_settings(home=str(tmp_path), broker={"bootstrap_servers": f"127.0.0.1:{free_port()}",
                                                          "connect_timeout_s": 1.0},
                             metrics={"scrape_timeout_s": 1.0})
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    config = write_config(settings, tmp_path / "otcmail.toml")
    (settings.paths.inbox).mkdir(parents=True, exist_ok=True)
    (settings.paths.inbox / "waiting.eml").write_bytes((CORPUS / "16-cds.eml").read_bytes())
    with running_cli(config, tmp_path / "produce.log", "produce", "--metrics-port", str(port)) as proc:
        wait_until("the endpoint", lambda: proc.poll() is None and status(f"{base}/healthz")[0] == 200, 60)
        code, body = status(f"{base}/readyz")
        assert code == 503 and body.startswith("not ready") and "broker: no Kafka broker answered" in body
        wait_until("the waiting file counted", lambda: total(scrape(base), "otcmail_inbox_files") == 1, 60)
        samples = scrape(base)
        assert total(samples, "otcmail_broker_up") == 0
        assert total(samples, "otcmail_producer_files_published_total") == 0
        assert total(samples, "otcmail_inbox_oldest_file_age_seconds") > 0
        assert status(f"{base}/nothing")[0] == 404
    assert (settings.paths.inbox / "waiting.eml").exists()  # nothing lost while the broker is away


def test_consume_with_worker_processes_serves_their_sum(kafka_settings: Settings, tmp_path: Path) -> None:
    """`otcmail consume --workers 2`: the workers are processes of their own; the parent's endpoint adds up what
    they counted (a shared PROMETHEUS_MULTIPROC_DIR made and removed by the command). `otcmail unpack` serves
    its own endpoint beside it."""
    settings = pipeline_settings(kafka_settings, tmp_path)
    settings = settings.model_copy(update={
        "broker": settings.broker.model_copy(update={"bootstrap_servers": kafka_settings.broker.bootstrap})})
    config = write_config(settings, tmp_path / "otcmail.toml")
    mails = desk_mails(dt.datetime.now(dt.UTC).date())
    inbox = settings.paths.inbox
    inbox.mkdir(parents=True, exist_ok=True)
    for name, data in mails.items():
        (inbox / name).write_bytes(data)
    engine = migrated(settings)
    unpack_port, consume_port = free_port(), free_port()
    produced = run_cli(config, "produce", "--once", "--metrics-port", "0", timeout=120)
    assert produced.returncode == 0, produced.stdout + produced.stderr
    with running_cli(config, tmp_path / "unpack.log", "unpack", "--metrics-port", str(unpack_port)), \
            running_cli(config, tmp_path / "consume.log", "consume", "--workers", "2", "--metrics-port",
                    str(consume_port)):
        # The mail rows are the unpack stage's: wait for the parsers' count too (before the unpack stage
        # published the parts, the part topics were empty, their lag 0 and no quote stored yet).
        wait_until("every mail stored and parsed", lambda: db_counts(engine)[0] == len(mails) and total(
            scrape(f"http://127.0.0.1:{consume_port}"), "otcmail_records_consumed_total", stage="parse",
            topic=settings.topics.bodies) == len(mails) and (
            total(scrape(f"http://127.0.0.1:{consume_port}"), "otcmail_consumer_lag") == 0))
        wait_until("the workers' counters", lambda: total(
            scrape(f"http://127.0.0.1:{consume_port}"), "otcmail_quotes_stored_total") == db_counts(engine)[1])
        parse = scrape(f"http://127.0.0.1:{consume_port}")
        unpack = scrape(f"http://127.0.0.1:{unpack_port}")
        assert total(parse, "otcmail_records_consumed_total", stage="parse", topic=settings.topics.bodies) == len(mails)
        assert total(parse, "otcmail_extraction_seconds_count", format="body") == len(mails)
        assert total(parse, "otcmail_batch_commit_seconds_count", stage="parse") >= 1
        assert total(unpack, "otcmail_records_consumed_total", stage="unpack") == len(mails)
        assert total(unpack, "otcmail_records_consumed_total", stage="parse") == 0
        assert {dict(ls)["topic"] for (n, ls) in unpack if n == "otcmail_consumer_lag"} == {settings.topics.raw}
        assert "otcmail_quotes_pending_review" not in {n for n, _ in unpack}
        shared = [p for p in Path(tempfile.gettempdir()).glob("otcmail-metrics-*") if any(p.glob("*.db"))]
        assert shared, "the workers write to a shared folder"
    engine.dispose()
