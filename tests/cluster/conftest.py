"""The cluster tests: otcmail on a three-node KRaft Kafka and a Spark standalone cluster on the loopback,
both started by the deploy/cluster scripts, and settings from deploy/cluster/otcmail.toml.

One Kafka cluster serves the package (its tests use topics and groups of their own); it and the
Spark daemons are stopped after the last test here, never left for the rest of the suite.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from config.settings import Settings, TopicSettings, load_settings
from otcmail.commands.setup import jar_sets
from otcmail.maven import resolve_jars
from tests.support.cluster import DEPLOY, KAFKA_LIB, REPO, KafkaCluster, kafka_cluster
from tests.support.consumers import new_postgres_url

DEPLOY_SETTINGS = DEPLOY / "otcmail.toml"
SPARK_JARS = REPO / "var" / "spark" / "jars"


def topic_names(prefix: str) -> dict[str, str]:
    """A name of this test's own for every topic otcmail uses."""
    return {name: f"{prefix}.{name.replace('_', '-')}" for name, f in TopicSettings.model_fields.items()
            if isinstance(f.default, str) and f.default.startswith("otcmail.")}


def cluster_settings(cluster: KafkaCluster, home: Path, database_url: str, **overrides: Any) -> Settings:
    """deploy/cluster/otcmail.toml, with the hosts of this machine: the cluster's loopback ports, a
    database, folders below ``home``, topics and groups of their own. Replication, min ISR, and the
    producer's and consumers' settings are the deploy file's."""
    tag = uuid.uuid4().hex[:8]
    topics = topic_names(f"c{tag}") | {"partitions": 6} | overrides.pop("topics", {})
    spark = {"master": "local[2]", "jars_dir": str(SPARK_JARS), "checkpoint_dir": str(home / "checkpoints"),
             "python": str(REPO / ".venv" / "bin" / "python"), "driver_memory": "768m", "shuffle_partitions": 2,
             "jdbc_partitions": 2, "ui_enabled": False, "log_level": "ERROR"} | overrides.pop("spark", {})
    consumer = {"group": f"parsers-{tag}", "unpack_group": f"unpack-{tag}"} | overrides.pop("consumer", {})
    return load_settings(DEPLOY_SETTINGS, home=str(home),
                         broker={"bootstrap_servers": cluster.bootstrap, "lib_dir": str(KAFKA_LIB)},
                         topics=topics, database={"url": database_url}, spark=spark, consumer=consumer,
                         metrics={"port": 0}, **overrides)


@pytest.fixture(scope="package")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KafkaCluster]:
    """Three KRaft nodes started with deploy/cluster/kafka-node (the jars `otcmail setup` resolves)."""
    from broker.server import POM

    resolve_jars(POM, KAFKA_LIB)
    with kafka_cluster(tmp_path_factory.mktemp("kafka-cluster")) as running:
        yield running


@pytest.fixture(scope="package")
def spark_jars() -> Path:
    """The Kafka connector and JDBC jars `otcmail setup` resolves from spark/pom.xml."""
    settings = load_settings(spark={"jars_dir": str(SPARK_JARS)})
    for what, pom, _ in jar_sets(settings):
        if what.startswith("Spark"):
            resolve_jars(pom, SPARK_JARS)
    return SPARK_JARS


@pytest.fixture
def cluster_database(postgres_url: str) -> str:
    """A database of this test's own on the real PostgreSQL (what several hosts share in production)."""
    return new_postgres_url(postgres_url)
