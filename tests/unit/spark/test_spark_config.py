"""Pure configuration of the Spark jobs: Kafka options, JDBC targets, session settings, jar checks."""

from __future__ import annotations

from pathlib import Path

import pytest

from config.settings import load_settings
from core.errors import SetupError
from spark.jdbc import jdbc_target
from spark.kafka import kafka_options
from spark.session import pyspark_version, session_conf, spark_jars


def _jars(folder: Path, connector_version: str) -> Path:
    folder.mkdir()
    for name in (f"spark-sql-kafka-0-10_2.13-{connector_version}.jar", "kafka-clients-3.9.2.jar",
                 "postgresql-42.7.14.jar", "sqlite-jdbc-3.54.1.0.jar"):
        (folder / name).write_bytes(b"")
    return folder


def test_kafka_options_plaintext(tmp_path: Path) -> None:
    s = load_settings(home=str(tmp_path), broker={"bootstrap_servers": "k1:9092, k2:9092"})
    opts = kafka_options(s)
    assert opts["kafka.bootstrap.servers"] == "k1:9092,k2:9092"
    assert opts["kafka.security.protocol"] == "PLAINTEXT"
    assert opts["kafka.max.partition.fetch.bytes"] == str(s.topics.max_message_bytes)
    assert not any("sasl" in k or "ssl" in k for k in opts)


def test_kafka_options_carry_sasl_and_tls(tmp_path: Path) -> None:
    (tmp_path / "ca.pem").write_text("CA")
    (tmp_path / "me.pem").write_text("CERT")
    (tmp_path / "me.key").write_text("KEY")
    s = load_settings(home=str(tmp_path), broker={
        "bootstrap_servers": "k1:9093", "security_protocol": "SASL_SSL", "sasl_mechanism": "SCRAM-SHA-512",
        "sasl_username": "otc", "sasl_password": 'pa"ss', "ssl_cafile": "ca.pem", "ssl_certfile": "me.pem",
        "ssl_keyfile": "me.key", "ssl_password": "kp"})
    opts = kafka_options(s)
    assert opts["kafka.security.protocol"] == "SASL_SSL"
    assert opts["kafka.sasl.mechanism"] == "SCRAM-SHA-512"
    assert opts["kafka.sasl.jaas.config"] == (
        'org.apache.kafka.common.security.scram.ScramLoginModule required username="otc" password="pa\\"ss";')
    assert opts["kafka.ssl.truststore.type"] == "PEM"
    assert opts["kafka.ssl.truststore.location"] == str(tmp_path / "ca.pem")
    assert (opts["kafka.ssl.keystore.certificate.chain"], opts["kafka.ssl.keystore.key"]) == ("CERT", "KEY")
    assert opts["kafka.ssl.key.password"] == "kp"


def test_jdbc_targets() -> None:
    lite = jdbc_target("sqlite:////srv/otc/otcmail.db")
    assert (lite.dialect, lite.url, lite.properties["driver"]) == ("sqlite", "jdbc:sqlite:/srv/otc/otcmail.db",
                                                                   "org.sqlite.JDBC")
    pg = jdbc_target("postgresql+psycopg://desk:s3cret@db.example:5433/otc?sslmode=require")
    assert pg.url == "jdbc:postgresql://db.example:5433/otc?sslmode=require"
    assert "s3cret" not in pg.url
    assert (pg.properties["user"], pg.properties["password"]) == ("desk", "s3cret")
    with pytest.raises(SetupError):
        jdbc_target("sqlite://")
    with pytest.raises(SetupError):
        jdbc_target("mysql://x@y/z")


def test_session_conf(tmp_path: Path) -> None:
    jars = _jars(tmp_path / "jars", pyspark_version())
    s = load_settings(home=str(tmp_path), spark={"jars_dir": str(jars), "shuffle_partitions": 3})
    conf = session_conf(s, "local[2]")
    assert conf["spark.master"] == "local[2]"
    assert conf["spark.sql.session.timeZone"] == "UTC"
    assert conf["spark.sql.shuffle.partitions"] == "3"
    assert sorted(conf["spark.jars"].split(",")) == sorted(str(p) for p in jars.glob("*.jar"))
    assert "log4j2.configurationFile" in conf["spark.driver.extraJavaOptions"]
    submitted = session_conf(s, submitted=True)
    assert "spark.master" not in submitted and "spark.jars" not in submitted  # spark-submit's to set


def test_missing_or_mismatched_jars_are_a_setup_error(tmp_path: Path) -> None:
    with pytest.raises(SetupError, match="otcmail setup"):
        spark_jars(tmp_path / "nowhere")
    with pytest.raises(SetupError, match="pyspark pin must match"):
        spark_jars(_jars(tmp_path / "old", "3.5.1"))
    assert len(spark_jars(_jars(tmp_path / "ok", pyspark_version()))) == 4


def test_pom_pins_the_pyspark_version() -> None:
    pom = (Path(__file__).resolve().parents[3] / "spark" / "pom.xml").read_text()
    assert f"<spark.version>{pyspark_version()}</spark.version>" in pom
