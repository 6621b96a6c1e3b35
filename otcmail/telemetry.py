"""The metrics endpoint of `otcmail produce`, `unpack`, `consume` and `run`: /metrics, /healthz, /readyz.

* ``/metrics``: the Prometheus text format: what the process (or, under `run` and ``--workers N``, its
  child processes through ``PROMETHEUS_MULTIPROC_DIR``) counted (core/metrics.py), and what is asked
  at scrape time: each watched group's lag per partition from Kafka, ``otcmail_broker_up``,
  ``otcmail_database_up``, the quotes pending review.
* ``/healthz``: liveness: the process is up and serving (200).
* ``/readyz``: readiness: the broker (and, but for the producer, the database) answers (200, else 503).

Scrape-time questions wait at most ``metrics.scrape_timeout_s``; one Kafka admin client and one database
engine are kept for them, remade after a failure. A port already taken is logged and the process goes
on without an endpoint: a metrics port never stops intake.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, make_server

from kafka.errors import KafkaError
from prometheus_client import REGISTRY, CollectorRegistry, make_wsgi_app
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.exposition import ThreadingWSGIServer
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import Collector
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from broker.clients import make_admin
from broker.offsets import committed_offsets, log_bounds, topic_partitions
from config.settings import Settings
from consumer.groups import lane_group, part_topics
from core.errors import BrokerUnavailable
from db.engine import make_engine, make_session_factory
from db.reviews import pending_count

log = logging.getLogger(__name__)

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
ROLES = ("produce", "unpack", "consume", "run")


@dataclass(frozen=True)
class Watch:
    """What one command's endpoint asks at scrape time and checks for readiness."""

    database: bool
    groups: tuple[tuple[str, tuple[str, ...]], ...]  # (group as configured, its topics): lag per partition
    review: bool


def watch_for(settings: Settings, role: str, group: str | None = None) -> Watch:
    c, t = settings.consumer, settings.topics
    unpack = (group if role == "unpack" and group else c.unpack_group, (t.raw,))
    parse = (group if role == "consume" and group else c.group, part_topics(settings))
    return {
        "produce": Watch(False, (), False),
        "unpack": Watch(True, (unpack,), False),
        "consume": Watch(True, (parse,), True),
        "run": Watch(True, (unpack, parse), True),
    }[role]


class Probe:
    """Kafka and the database, asked at scrape time with a bounded wait; one question at a time."""

    def __init__(self, settings: Settings, watch: Watch) -> None:
        timeout = settings.metrics.scrape_timeout_s
        self.settings = settings.model_copy(update={
            "broker": settings.broker.model_copy(update={"connect_timeout_s": timeout})})
        self.watch = watch
        self.timeout_ms = int(timeout * 1000)
        self._lock = threading.Lock()
        self._admin: Any = None
        self._engine = make_engine(settings) if watch.database else None
        self._ready: tuple[float, dict[str, str]] = (0.0, {})

    def close(self) -> None:
        with self._lock:
            self._drop_admin()
            if self._engine is not None:
                self._engine.dispose()

    def _drop_admin(self) -> None:
        admin, self._admin = self._admin, None
        if admin is not None:
            with contextlib.suppress(Exception):
                admin.close()

    def _with_admin(self, fn: Callable[[Any], Any]) -> Any:
        """``fn(admin)``; BrokerUnavailable (and a fresh client next time) when Kafka does not answer."""
        try:
            if self._admin is None:
                self._admin = make_admin(self.settings, request_timeout_ms=self.timeout_ms)
            return fn(self._admin)
        except BrokerUnavailable:
            self._drop_admin()
            raise
        except (KafkaError, OSError, ValueError) as exc:  # more than KafkaError, from a dead connection
            self._drop_admin()
            raise BrokerUnavailable(f"{type(exc).__name__}: {exc}") from exc

    def broker(self) -> str:
        """'ok' or why not."""
        with self._lock:
            try:
                self._with_admin(lambda admin: topic_partitions(admin, [self.settings.topics.raw]))
                return "ok"
            except BrokerUnavailable as exc:
                return str(exc).splitlines()[0]

    def database(self) -> str:
        if self._engine is None:
            return "ok"
        try:
            with self._engine.connect() as conn:
                conn.execute(text("SELECT 1"))
            return "ok"
        except SQLAlchemyError as exc:
            return str(exc).splitlines()[0]

    def readiness(self) -> dict[str, str]:
        """{'broker': 'ok' or why not, 'database': ...}; answered from a 1 s cache under frequent probes."""
        at, answer = self._ready
        if time.monotonic() - at < 1.0:
            return answer
        answer = {"broker": self.broker()}
        if self.watch.database:
            answer["database"] = self.database()
        self._ready = (time.monotonic(), answer)
        return answer

    def lags(self) -> list[tuple[str, str, int, int]]:
        """(group, topic, partition, lag) of every watched group that Kafka answers for (a group too new to
        have a coordinator is left out until it has one); BrokerUnavailable when Kafka does not answer."""
        def ask(admin: Any) -> list[tuple[str, str, int, int]]:
            out = []
            for group, topics in self.watch.groups:
                tps = topic_partitions(admin, topics)
                bounds = log_bounds(admin, tps)
                for topic in sorted({tp.topic for tp in tps}):
                    gid = lane_group(self.settings, group, topic)
                    mine = [tp for tp in tps if tp.topic == topic]
                    try:
                        committed = committed_offsets(admin, gid, mine)
                    except BrokerUnavailable as exc:
                        log.debug("metrics: no lag for %s yet: %s", gid, exc)
                        continue
                    for tp, offset in committed.items():
                        start, end = bounds[tp]
                        out.append((gid, tp.topic, tp.partition, end - (start if offset is None else offset)))
            return out

        with self._lock:
            return self._with_admin(ask)  # type: ignore[no-any-return]

    def pending_review(self) -> int:
        assert self._engine is not None
        with make_session_factory(self._engine, write=False)() as session:
            return pending_count(session)


class ScrapeCollector(Collector):
    """What is asked at scrape time: lag per partition, broker and database up, quotes pending review."""

    def __init__(self, probe: Probe) -> None:
        self.probe = probe

    def collect(self) -> Iterable[Metric]:
        started = time.perf_counter()
        watch = self.probe.watch
        if watch.groups:
            lag = GaugeMetricFamily("otcmail_consumer_lag", "Records of a partition the group has not committed yet "
                                    "(log end - committed offset; from the log start if it never committed).",
                                    labels=["group", "topic", "partition"])
            try:
                for group, topic, partition, behind in self.probe.lags():
                    lag.add_metric([group, topic, str(partition)], behind)
                up = 1.0
            except BrokerUnavailable as exc:
                log.warning("metrics: consumer lag unavailable: %s", str(exc).splitlines()[0])
                up = 0.0
            yield lag
        else:
            up = 1.0 if self.probe.broker() == "ok" else 0.0
        yield GaugeMetricFamily("otcmail_broker_up", "1 when Kafka answered this scrape, else 0.", value=up)
        if watch.database:
            db_up = 1.0
            if watch.review:
                try:
                    yield GaugeMetricFamily("otcmail_quotes_pending_review",
                                            "Quotes of each mail's visible version waiting for a person "
                                            "(`otcmail review list`).", value=self.probe.pending_review())
                except SQLAlchemyError as exc:
                    log.warning("metrics: database unavailable: %s", str(exc).splitlines()[0])
                    db_up = 0.0
            else:
                db_up = 1.0 if self.probe.database() == "ok" else 0.0
            yield GaugeMetricFamily("otcmail_database_up", "1 when the database answered this scrape, else 0.",
                                    value=db_up)
        yield GaugeMetricFamily("otcmail_scrape_duration_seconds",
                                "Seconds this scrape spent asking Kafka and the database.",
                                value=time.perf_counter() - started)


class _Quiet(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the stdlib's signature
        pass


class MetricsEndpoint:
    """/metrics, /healthz and /readyz on (host, port), served by a daemon thread."""

    def __init__(self, settings: Settings, role: str, port: int, group: str | None = None,
                 multiprocess_dir: Path | None = None) -> None:
        if role not in ROLES:
            raise ValueError(f"no role {role!r}: one of {', '.join(ROLES)}")
        self.role = role
        self.host = settings.metrics.host
        self.port = port
        self.probe = Probe(settings, watch_for(settings, role, group))
        if multiprocess_dir is not None:
            self.registry = CollectorRegistry()
            MultiProcessCollector(self.registry, path=str(multiprocess_dir))
        else:
            self.registry = REGISTRY
        self.collector = ScrapeCollector(self.probe)
        self.registry.register(self.collector)
        self.metrics_app = make_wsgi_app(self.registry)
        self._server: Any = None
        self._thread: threading.Thread | None = None

    def app(self, environ: dict[str, Any], start_response: Any) -> Iterable[bytes]:
        path = environ.get("PATH_INFO", "/")
        if path in ("/metrics", "/"):
            return self.metrics_app(environ, start_response)  # type: ignore[no-any-return]
        if path == "/healthz":
            start_response("200 OK", [("Content-Type", "text/plain; charset=utf-8")])
            return [f"ok: otcmail {self.role}, pid {os.getpid()}\n".encode()]
        if path == "/readyz":
            checks = self.probe.readiness()
            ready = all(v == "ok" for v in checks.values())
            start_response("200 OK" if ready else "503 Service Unavailable",
                           [("Content-Type", "text/plain; charset=utf-8")])
            body = "ready\n" if ready else "not ready\n"
            return [(body + "".join(f"{k}: {v}\n" for k, v in checks.items())).encode()]
        start_response("404 Not Found", [("Content-Type", "text/plain; charset=utf-8")])
        return [b"/metrics, /healthz or /readyz\n"]

    def start(self) -> bool:
        """Serve in a daemon thread; False (logged) when the port cannot be bound."""
        try:
            self._server = make_server(self.host, self.port, self.app, ThreadingWSGIServer, handler_class=_Quiet)
        except OSError as exc:
            log.error("metrics endpoint NOT served on %s:%d (%s): set --metrics-port or metrics.port (0: none)",
                      self.host, self.port, exc)
            return False
        self.port = self._server.server_port
        self._thread = threading.Thread(target=self._server.serve_forever, name="metrics", daemon=True)
        self._thread.start()
        log.info("metrics on http://%s:%d/metrics (and /healthz, /readyz)", self.host, self.port)
        return True

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        with contextlib.suppress(KeyError):
            self.registry.unregister(self.collector)
        self.probe.close()


@contextlib.contextmanager
def serving_metrics(settings: Settings, role: str, port: int | None = None,
                    group: str | None = None) -> Iterator[MetricsEndpoint | None]:
    """The command's endpoint while the command runs (none when the port is 0)."""
    port = settings.metrics.port if port is None else port
    if port == 0:
        yield None
        return
    shared = os.environ.get(MULTIPROC_ENV)
    endpoint = MetricsEndpoint(settings, role, port, group, Path(shared) if shared else None)
    started = endpoint.start()
    try:
        yield endpoint if started else None
    finally:
        endpoint.stop()


@contextlib.contextmanager
def shared_metrics_dir(port: int) -> Iterator[Path | None]:
    """For a command whose work runs in child processes (`run`, ``--workers N``): a fresh folder the children
    write their metrics to (``PROMETHEUS_MULTIPROC_DIR``, inherited), removed at the end. Does nothing when
    one is set already (a child of `run`) or when no endpoint is served (``port`` 0)."""
    inherited = os.environ.get(MULTIPROC_ENV)
    if inherited or port == 0:
        yield Path(inherited) if inherited else None
        return
    folder = Path(tempfile.mkdtemp(prefix="otcmail-metrics-"))
    os.environ[MULTIPROC_ENV] = str(folder)
    try:
        yield folder
    finally:
        os.environ.pop(MULTIPROC_ENV, None)
        shutil.rmtree(folder, ignore_errors=True)
