"""The Spark Kafka source's options, derived from the same connection settings as every other client.

``broker.clients.connection_config`` is the one place that turns ``[broker]`` settings into client
options (kafka-python names); :func:`kafka_options` translates that dict into the Java client's names
with the ``kafka.`` prefix the Spark connector expects, so an external cluster with SASL or TLS works
for the Spark jobs exactly as for the producer and the consumers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from broker.clients import connection_config
from config.settings import Settings

_JAAS_MODULES = {
    "PLAIN": "org.apache.kafka.common.security.plain.PlainLoginModule",
    "SCRAM-SHA-256": "org.apache.kafka.common.security.scram.ScramLoginModule",
    "SCRAM-SHA-512": "org.apache.kafka.common.security.scram.ScramLoginModule",
}


class UnsupportedKafkaOption(ValueError):
    """A connection option of kafka-python that has no Java client equivalent here."""


def _jaas_quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def java_client_config(cfg: dict[str, Any]) -> dict[str, str]:
    """kafka-python connection options -> Java client options (no ``kafka.`` prefix)."""
    out: dict[str, str] = {
        "bootstrap.servers": ",".join(cfg["bootstrap_servers"]),
        "security.protocol": cfg.get("security_protocol", "PLAINTEXT"),
    }
    if "reconnect_backoff_max_ms" in cfg:
        out["reconnect.backoff.max.ms"] = str(cfg["reconnect_backoff_max_ms"])
    if "bootstrap_timeout_ms" in cfg:
        # The Java client's nearest equivalent: how long one connection attempt may take.
        out["socket.connection.setup.timeout.ms"] = str(cfg["bootstrap_timeout_ms"])
    mechanism = cfg.get("sasl_mechanism")
    if mechanism:
        module = _JAAS_MODULES.get(mechanism)
        if module is None:
            raise UnsupportedKafkaOption(f"SASL mechanism {mechanism!r} is not supported for Spark")
        out["sasl.mechanism"] = mechanism
        user = cfg.get("sasl_plain_username") or ""
        password = cfg.get("sasl_plain_password") or ""
        out["sasl.jaas.config"] = (
            f"{module} required username={_jaas_quote(user)} password={_jaas_quote(password)};"
        )
    if cfg.get("ssl_cafile"):
        out["ssl.truststore.type"] = "PEM"
        out["ssl.truststore.location"] = str(cfg["ssl_cafile"])
    if cfg.get("ssl_certfile"):
        # The Java client takes a PEM key pair inline; the files are read on the driver.
        out["ssl.keystore.type"] = "PEM"
        out["ssl.keystore.certificate.chain"] = Path(cfg["ssl_certfile"]).read_text()
        if cfg.get("ssl_keyfile"):
            out["ssl.keystore.key"] = Path(cfg["ssl_keyfile"]).read_text()
        if cfg.get("ssl_password"):
            out["ssl.key.password"] = str(cfg["ssl_password"])
    if cfg.get("ssl_check_hostname") is False:
        out["ssl.endpoint.identification.algorithm"] = ""
    return out


def kafka_options(settings: Settings) -> dict[str, str]:
    """Every ``kafka.*`` option of the Spark Kafka source and sink for these settings."""
    client = java_client_config(connection_config(settings.broker))
    client |= {
        # A 25 MB attachment is one record: fetch sizes follow the topics' limit, as for the consumers.
        "max.partition.fetch.bytes": str(settings.topics.max_message_bytes),
        "fetch.max.bytes": str(settings.topics.max_message_bytes),
    }
    return {f"kafka.{key}": value for key, value in client.items()}
