"""The one way otcmail starts Spark: the jars from `otcmail setup`, UTC, quiet logs.

``build_session`` is called once at a job's entry point (the CLI or a spark-submit script) and the
session is handed down; nothing here runs at import time. Everything a JVM needs at launch (jars,
driver memory, log configuration) is set here when Python starts the JVM (``otcmail spark ...``);
under ``spark-submit`` (``submitted=True``) the launcher already set those, and only the SQL
settings are applied.
"""

from __future__ import annotations

import logging
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from config.settings import Settings
from core.errors import SetupError

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

log = logging.getLogger(__name__)
LOG4J2_FILE = Path(__file__).with_name("log4j2.properties")
CONNECTOR = re.compile(r"^spark-sql-kafka-0-10_2\.13-(?P<version>.+)\.jar$")
REQUIRED_JARS = {
    "the Spark Kafka connector": re.compile(r"^spark-sql-kafka-0-10_2\.13-.+\.jar$"),
    "the PostgreSQL JDBC driver": re.compile(r"^postgresql-.+\.jar$"),
    "the SQLite JDBC driver": re.compile(r"^sqlite-jdbc-.+\.jar$"),
}
#: The interpreter PySpark gives the executors when neither spark.python nor PYSPARK_PYTHON names one.
PYSPARK_DEFAULT_PYTHON = "python3"
# Option values Spark must never print in plans, the UI or logs (SASL JAAS lines carry the password).
REDACTED_OPTIONS = r"(?i)url|password|jaas|keystore\.key|secret|token"


def pyspark_version() -> str:
    import pyspark

    return str(pyspark.__version__)


def spark_jars(jars_dir: Path) -> list[Path]:
    """The jars `otcmail setup` resolved, checked: all three present, connector = PySpark version."""
    jars = sorted(jars_dir.glob("*.jar")) if jars_dir.is_dir() else []
    names = [j.name for j in jars]
    missing = [what for what, pattern in REQUIRED_JARS.items() if not any(pattern.match(n) for n in names)]
    if missing:
        raise SetupError(
            f"{', '.join(missing)} not found in {jars_dir}: run `otcmail setup` "
            "(it resolves spark/pom.xml from Maven Central once; jobs start offline afterwards)"
        )
    versions = {m["version"] for n in names if (m := CONNECTOR.match(n))}
    wanted = pyspark_version()
    if versions != {wanted}:
        raise SetupError(
            f"the Kafka connector in {jars_dir} is version {', '.join(sorted(versions))} but PySpark is "
            f"{wanted}: spark/pom.xml and the pyspark pin must match; run `otcmail setup` again"
        )
    return jars


def session_conf(settings: Settings, master: str | None = None, *, submitted: bool = False
                 ) -> dict[str, str]:
    """The Spark configuration of a job, as plain data (the unit of what ``build_session`` applies)."""
    spark = settings.spark
    conf = {
        "spark.app.name": spark.app_name,
        "spark.sql.session.timeZone": "UTC",
        "spark.sql.shuffle.partitions": str(spark.shuffle_partitions),
        "spark.sql.redaction.options.regex": REDACTED_OPTIONS,
        "spark.ui.enabled": str(spark.ui_enabled).lower(),
        "spark.ui.showConsoleProgress": "false",
        "spark.log.structuredLogging.enabled": "false",
        # Plain pickled Python UDFs: the extractors run row by row, and PyArrow is not a dependency.
        "spark.sql.execution.pythonUDF.arrow.enabled": "false",
    }
    if submitted:
        return conf
    jars = spark_jars(spark.jars_dir)
    master = master or spark.master
    java_opts = f"-Dlog4j2.configurationFile={LOG4J2_FILE.as_uri()}"
    conf |= {
        "spark.master": master,
        "spark.jars": ",".join(str(j) for j in jars),
        "spark.driver.memory": spark.driver_memory,
        "spark.driver.extraJavaOptions": java_opts,
        "spark.executor.extraJavaOptions": java_opts,
        "spark.default.parallelism": str(spark.shuffle_partitions),
    }
    if master.startswith("local"):
        # One machine: stay on the loopback, whatever the host name resolves to.
        conf |= {"spark.driver.host": "127.0.0.1", "spark.driver.bindAddress": "127.0.0.1"}
    return conf


def executor_python(settings: Settings, master: str) -> str | None:
    """The interpreter the Python workers run: the configured one, else this one on a local master."""
    if settings.spark.python:
        return settings.spark.python
    return sys.executable if master.startswith("local") else None


def build_session(settings: Settings, master: str | None = None, *, submitted: bool = False,
                  extra_conf: Mapping[str, str] | None = None) -> SparkSession:
    """Start (or join) the Spark session of a job; fails with a SetupError when the jars are missing."""
    from pyspark.sql import SparkSession

    conf = session_conf(settings, master, submitted=submitted) | dict(extra_conf or {})
    builder = SparkSession.builder
    for key, value in conf.items():
        builder = builder.config(key, value)
    session = builder.getOrCreate()
    context = session.sparkContext
    context.setLogLevel(settings.spark.log_level)
    python = executor_python(settings, context.master)
    if python is None and context.pythonExec == PYSPARK_DEFAULT_PYTHON:
        # A cluster (spark://, yarn, k8s) without spark.python or PYSPARK_PYTHON: PySpark's default,
        # `python3` on each worker's PATH, rarely has otcmail; the tasks would fail with ModuleNotFoundError.
        log.warning("spark.python is not set: the executors on %s run `%s` from their PATH, which needs otcmail "
                    "installed; set spark.python to the venv's Python (at the same path on every worker)",
                    context.master, PYSPARK_DEFAULT_PYTHON)
    if python:
        # PySpark takes the workers' interpreter from PYSPARK_PYTHON or `python3` on the PATH, which
        # is not the virtualenv when `otcmail` is run by its full path; every Python function it
        # ships (UDFs, mapPartitions, foreachBatch) reads this attribute when it is wrapped.
        context.pythonExec = python
    return session
