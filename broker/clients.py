"""Kafka client factories: every client otcmail creates gets the same connection and security settings."""

from __future__ import annotations

import contextlib
from typing import Any, TypeVar

from kafka import KafkaAdminClient, KafkaConsumer, KafkaProducer
from kafka.errors import KafkaError

from config.settings import BrokerSettings, Settings
from core.errors import BrokerUnavailable

C = TypeVar("C", KafkaAdminClient, KafkaConsumer)


def connection_config(broker: BrokerSettings) -> dict[str, Any]:
    """Bootstrap, timeouts and security options, in kafka-python's names."""
    timeout_ms = int(broker.connect_timeout_s * 1000)
    cfg: dict[str, Any] = {
        "bootstrap_servers": [s.strip() for s in broker.bootstrap.split(",") if s.strip()],
        "security_protocol": broker.security_protocol,
        # Bounds how long a client waits for an unreachable cluster before it gives up.
        "bootstrap_timeout_ms": timeout_ms,
        "reconnect_backoff_max_ms": 5000,
    }
    if broker.sasl_mechanism:
        cfg["sasl_mechanism"] = broker.sasl_mechanism
        cfg["sasl_plain_username"] = broker.sasl_username
        if broker.sasl_password is not None:
            cfg["sasl_plain_password"] = broker.sasl_password.get_secret_value()
    for name in ("ssl_cafile", "ssl_certfile", "ssl_keyfile"):
        value = getattr(broker, name)
        if value is not None:
            cfg[name] = str(value)
    if broker.ssl_password is not None:
        cfg["ssl_password"] = broker.ssl_password.get_secret_value()
    if broker.ssl_cafile is not None:
        cfg["ssl_check_hostname"] = True
    return cfg


def _unavailable(settings: Settings, exc: Exception) -> BrokerUnavailable:
    where = settings.broker.bootstrap
    hint = "" if not settings.broker.bundled else " (is it running? `otcmail broker start`)"
    return BrokerUnavailable(
        f"no Kafka broker answered at {where} within {settings.broker.connect_timeout_s:g}s{hint}: {exc}"
    )


def _built(cls: type[C], *args: Any, **cfg: Any) -> C:
    """``cls(*args, **cfg)``, its network thread stopped when it cannot be built.

    kafka-python 3.0.12's admin client and consumer start their IO thread before they bootstrap, and
    when bootstrapping fails (a broker down, a wrong address) ``close()`` returns early on the half-built
    object: every failed attempt left a thread and its sockets behind, for good. A long-running process
    asking for a client while the broker is down (the metrics endpoint, a health check) gathered one
    per try, and in the test suite one left running made every later client's event loop wait its turn.
    """
    client = cls.__new__(cls)
    try:
        client.__init__(*args, **cfg)  # type: ignore[misc]
    except BaseException:
        for part in ("_client", "_net"):
            stop = getattr(getattr(client, part, None), "close" if part == "_client" else "stop", None)
            if stop is not None:
                with contextlib.suppress(Exception):
                    stop()
        raise
    return client


def make_admin(settings: Settings, **extra: Any) -> KafkaAdminClient:
    cfg = connection_config(settings.broker) | {"client_id": "otcmail-admin"} | extra
    try:
        return _built(KafkaAdminClient, **cfg)
    except KafkaError as exc:
        raise _unavailable(settings, exc) from exc


def make_producer(settings: Settings, **extra: Any) -> KafkaProducer:
    """A producer that never loses an acknowledged record: acks=all and idempotence, explicitly."""
    p = settings.producer
    cfg = connection_config(settings.broker) | {
        "client_id": "otcmail-producer",
        "acks": "all",
        "enable_idempotence": True,
        "retries": p.retries,
        "delivery_timeout_ms": p.delivery_timeout_ms,
        "max_in_flight_requests_per_connection": p.max_in_flight,
        "linger_ms": p.linger_ms,
        "max_request_size": settings.topics.max_message_bytes,
    } | extra
    try:
        return KafkaProducer(**cfg)
    except KafkaError as exc:
        raise _unavailable(settings, exc) from exc


def make_consumer(settings: Settings, *topics: str, group_id: str | None, **extra: Any) -> KafkaConsumer:
    """A consumer with manual commits only: offsets move after the database commit, never before."""
    c = settings.consumer
    cfg = connection_config(settings.broker) | {
        "client_id": f"otcmail-{group_id or 'reader'}",
        "group_id": group_id,
        "enable_auto_commit": False,
        "auto_offset_reset": "earliest",
        "max_poll_interval_ms": c.max_poll_interval_ms,
        "max_partition_fetch_bytes": settings.topics.max_message_bytes,
        "fetch_max_bytes": settings.topics.max_message_bytes,
    } | extra
    try:
        return _built(KafkaConsumer, *topics, **cfg)
    except KafkaError as exc:
        raise _unavailable(settings, exc) from exc
