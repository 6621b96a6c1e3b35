"""Helpers for the producer tests: sample mails built with the stdlib, settings with private topics,
reading a topic back (the raw topic: one record per message, keyed by its mail id), running the
producer in a thread."""

from __future__ import annotations

import email.utils
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from kafka import TopicPartition

from broker.clients import make_consumer
from broker.records import decode_headers
from broker.topics import ensure_topics
from config.settings import Settings, load_settings
from producer.service import ProducerStats, run_producer


def make_mail(i: int, *, body: str | None = None, attachments: tuple[tuple[str, str, bytes], ...] = (),
              message_id: bool = True) -> bytes:
    msg = EmailMessage()
    msg["From"] = f"Desk {i} <desk{i}@acmebank.com>"
    msg["To"] = "prices@example.org"
    msg["Subject"] = f"IG run {i}"
    msg["Date"] = email.utils.format_datetime(email.utils.localtime())
    if message_id:
        msg["Message-ID"] = f"<run-{i}-{uuid.uuid4().hex}@acmebank.com>"
    msg.set_content(body if body is not None else f"XS0000000{i:03d}  ACME 4.5 2031  101.25 / 101.50  {i}\n")
    for name, ctype, data in attachments:
        maintype, subtype = ctype.split("/")
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    return msg.as_bytes()


def producer_settings(base: Settings, home: Path, **producer: Any) -> Settings:
    """Settings on ``base``'s broker with this test's own topics, folders and quick readiness."""
    tag = uuid.uuid4().hex[:8]
    limits = producer.pop("limits", {})
    p = {"stable_seconds": 0.3, "rescan_interval_s": 2.0, "progress_interval_s": 2.0,
         "retry_backoff_s": 0.5, "retry_backoff_max_s": 2.0} | producer
    settings = load_settings(
        home=str(home), broker=base.broker.model_dump(mode="json", exclude_none=True),
        topics={"raw": f"t{tag}.raw", "bodies": f"t{tag}.bodies", "attachments": f"t{tag}.attachments",
                "documents": f"t{tag}.documents",
                "dead_letter": f"t{tag}.dlq", "partitions": 3},
        producer=p, limits=limits,
    )
    ensure_topics(settings)
    return settings


@dataclass
class Published:
    key: str
    value: bytes
    headers: dict[str, str]
    partition: int


def read_topic(settings: Settings, topic: str, timeout_s: float = 60) -> list[Published]:
    """Every record of ``topic`` up to its current end."""
    consumer = make_consumer(settings, group_id=None, consumer_timeout_ms=2000)
    try:
        parts = consumer.partitions_for_topic(topic) or set()
        tps = [TopicPartition(topic, p) for p in sorted(parts)]
        consumer.assign(tps)
        consumer.seek_to_beginning(*tps)
        ends = consumer.end_offsets(tps)
        out: list[Published] = []
        deadline = time.monotonic() + timeout_s
        while len(out) < sum(ends.values()) and time.monotonic() < deadline:
            for tp, recs in consumer.poll(timeout_ms=500).items():
                out += [Published(r.key.decode(), r.value, decode_headers(r.headers), tp.partition) for r in recs]
        return out
    finally:
        consumer.close()


def wait_for(predicate: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s:g}s waiting for {what}")
        time.sleep(0.05)


def files_in(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file()) if folder.exists() else []


@dataclass
class Running:
    stop: threading.Event
    thread: threading.Thread
    result: dict[str, Any] = field(default_factory=dict)

    def finish(self, timeout_s: float = 60) -> ProducerStats:
        self.stop.set()
        self.thread.join(timeout_s)
        assert not self.thread.is_alive(), "the producer did not stop"
        if "error" in self.result:
            raise self.result["error"]
        return self.result["stats"]  # type: ignore[no-any-return]


@contextmanager
def producer_thread(settings: Settings) -> Iterator[Running]:
    stop = threading.Event()
    running = Running(stop, threading.Thread(target=lambda: None))

    watching = threading.Event()

    def target() -> None:
        try:
            running.result["stats"] = run_producer(settings, stop, progress=lambda _: watching.set())
        except BaseException as exc:  # surfaced by finish()
            running.result["error"] = exc

    running.thread = threading.Thread(target=target, name="producer", daemon=True)
    running.thread.start()
    # The first progress call comes from the loop, after the watcher started and the first scan.
    wait_for(lambda: watching.is_set() or not running.thread.is_alive(), 60, "the producer to start watching")
    try:
        yield running
    finally:
        stop.set()
        running.thread.join(60)
