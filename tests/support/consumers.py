"""Helpers for the consumer and database tests: isolated topics and databases, a consumer in a thread,
row counts, and polling with a deadline (no fixed sleeps)."""

from __future__ import annotations

import re
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from pydantic import SecretStr
from sqlalchemy import Engine, create_engine, func, select, text
from sqlalchemy.engine import make_url

from broker.topics import ensure_topics
from config.settings import Settings
from consumer.groups import lane_group, part_topics
from consumer.lag import group_lag
from consumer.processor import PARSE, UNPACK, run_consumers
from core.errors import BrokerUnavailable
from db.engine import make_engine
from db.migrate import upgrade
from db.models import ExtractionErrorRow, Mail, ParsedUnit, Quote

T = TypeVar("T")


def _threads() -> str:
    """The live threads of this process by name, so a timeout says what else shared the interpreter (a leaked
    client's thread, a lane that never stopped)."""
    names = Counter(re.sub(r"[-_ ]?\d+$", "", t.name) for t in threading.enumerate())
    return f"{sum(names.values())} threads: " + ", ".join(f"{n} x{c}" for n, c in names.most_common(12))


def wait_for(predicate: Callable[[], T], timeout: float = 60.0, interval: float = 0.2, what: str = "") -> T:
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:g}s waiting for {what or predicate} ({_threads()})")
        time.sleep(interval)


def new_postgres_url(server_url: str) -> str:
    name = f"otcmail_t_{uuid.uuid4().hex[:10]}"
    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        admin.dispose()
    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


def database_url(kind: str, tmp_path: Path, postgres_url: str | None) -> str:
    if kind == "sqlite":
        return f"sqlite:///{tmp_path / 'otcmail.db'}"
    assert postgres_url
    return new_postgres_url(postgres_url)


def consumer_settings(kafka_settings: Settings, db_url: str, partitions: int = 3, **consumer: Any) -> Settings:
    """The session broker with this test's own topics, group and database."""
    tag = uuid.uuid4().hex[:8]
    topics = {"raw": f"t{tag}.raw", "bodies": f"t{tag}.bodies", "attachments": f"t{tag}.attachments",
              "documents": f"t{tag}.documents",
              "dead_letter": f"t{tag}.dlq", "partitions": partitions}
    cons = {"group": f"parsers-{tag}", "unpack_group": f"unpack-{tag}", "poll_timeout_ms": 200,
            "session_timeout_ms": 6000,
            "retry_backoff_s": 0.2, "retry_backoff_max_s": 2.0} | consumer
    settings = kafka_settings.model_copy(update={
        "topics": kafka_settings.topics.model_copy(update=topics),
        "consumer": kafka_settings.consumer.model_copy(update=cons),
        "database": kafka_settings.database.model_copy(update={"url": SecretStr(db_url)}),
    })
    ensure_topics(settings)
    return settings


def migrated(settings: Settings) -> Engine:
    engine = make_engine(settings)
    upgrade(engine)
    return engine


@contextmanager
def consumers_running(settings: Settings, workers: int = 1,
                      stages: tuple[str, ...] = (UNPACK, PARSE)) -> Iterator[dict[str, Any]]:
    """run_consumers of each stage (unpack and parse, by default) in threads; stopped (and the first
    error re-raised) on exit."""
    stop = threading.Event()
    state: dict[str, Any] = {"error": None, "stop": stop}

    def run(stage: str) -> None:
        try:
            run_consumers(settings, stop, workers=workers, stage=stage)
        except BaseException as exc:  # noqa: BLE001 - re-raised in the test thread
            state["error"] = state["error"] or exc
            stop.set()

    threads = [threading.Thread(target=run, args=(stage,), name=f"consumers-{stage}", daemon=True)
               for stage in stages]
    state["thread"] = threads[0]
    state["threads"] = threads
    for thread in threads:
        thread.start()
    try:
        yield state
    finally:
        stop.set()
        for thread in threads:
            thread.join(60)
            assert not thread.is_alive(), f"{thread.name} did not stop within 60s"
    if state["error"] is not None:
        raise state["error"]


def counts(engine: Engine) -> dict[str, int]:
    with engine.connect() as conn:
        def n(model: Any, *where: Any) -> int:
            return int(conn.scalar(select(func.count()).select_from(model).where(*where)) or 0)

        return {"mails": n(Mail), "units": n(ParsedUnit), "quotes": n(Quote),
                "errors": n(ExtractionErrorRow, ExtractionErrorRow.stage == "extract"),
                "poison": n(ExtractionErrorRow, ExtractionErrorRow.stage == "poison")}


def total_lag(settings: Settings) -> int:
    """Unpack group on the raw topic plus the parsers on the part topics."""
    lags = (group_lag(settings, settings.consumer.unpack_group, [settings.topics.raw])
            + group_lag(settings, settings.consumer.group, list(part_topics(settings))))
    return sum(lag.lag for lag in lags)


def lag_is_zero(settings: Settings) -> bool:
    try:
        return total_lag(settings) == 0
    except BrokerUnavailable:  # the coordinator of a brand-new group is not elected yet
        return False


def unpack_lag(settings: Settings) -> int:
    """The unpack group's lag on the raw topic."""
    return sum(lag.lag for lag in group_lag(settings, settings.consumer.unpack_group, [settings.topics.raw]))


def parse_lag(settings: Settings) -> int:
    """The parsers' lag on the part topics (body, attachment and document lanes)."""
    return sum(lag.lag for lag in group_lag(settings, settings.consumer.group, list(part_topics(settings))))


def stage_groups(settings: Settings) -> list[str]:
    """Every consumer group of the two stages: unpack, the body lane, the attachment lane, the document lane."""
    group = settings.consumer.group
    return [settings.consumer.unpack_group, *(lane_group(settings, group, t) for t in part_topics(settings))]
