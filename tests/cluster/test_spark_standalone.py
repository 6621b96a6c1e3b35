"""`spark reprocess` and `spark daily` on a Spark standalone master with two workers (deploy/cluster/
spark-master and spark-worker on the loopback) store the same rows as on `local[2]`.

The raw topic, on the three-broker cluster, is filled by the real producer (`otcmail produce --once`) from
corpus mails. On the standalone master, reprocess goes through deploy/spark-submit/reprocess.sh (spark-submit
--jars) and daily through `otcmail spark daily --master spark://...` (spark/session.py ships the jars from
the driver); the reference is `otcmail spark ... --master local[2]`, into a database of its own.
"""

from __future__ import annotations

import datetime as dt
import re
import shutil
import subprocess
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, create_engine, func, select

from broker.topics import ensure_topics
from config.settings import Settings
from db.models import Quote
from spark.daily_table import DAILY_AGGREGATES
from tests.cluster.conftest import cluster_settings
from tests.integration.spark.mailtopics import corpus_mails, table_rows
from tests.support.cli import OTCMAIL, run_cli, write_config
from tests.support.cluster import QUICK_JVM, REPO, KafkaCluster, SparkCluster, clean_env, log_tail, spark_standalone
from tests.support.consumers import new_postgres_url
from tests.support.producer import files_in

pytestmark = [pytest.mark.cluster, pytest.mark.spark, pytest.mark.kafka, pytest.mark.postgres, pytest.mark.slow]
SUBMIT = REPO / "deploy" / "spark-submit"
#: What each job may take on the workers: one core and 512 MB per executor, two executors; quick JVMs.
SPARK_DEFAULTS = {"spark.executor.memory": "512m", "spark.executor.cores": "1", "spark.cores.max": "2",
                  "spark.driver.defaultJavaOptions": QUICK_JVM, "spark.executor.defaultJavaOptions": QUICK_JVM}
JOB_TIMEOUT = 420


@pytest.fixture(scope="module")
def standalone(tmp_path_factory: pytest.TempPathFactory, spark_jars: Path) -> Iterator[SparkCluster]:
    with spark_standalone(tmp_path_factory.mktemp("spark-standalone"), workers=2, cores=1, memory="1g") as running:
        yield running


def _run(name: str, cmd: list[str], env: dict[str, str], logs: Path) -> None:
    """One job to its end; it must exit 0."""
    with (logs / f"{name}.log").open("ab") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
                                cwd=REPO)
    try:
        code = proc.wait(JOB_TIMEOUT)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(30)
    assert code == 0, f"{name} exited with {code}:\n{log_tail(logs / f'{name}.log')}"


def _sorted(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(rows, key=lambda r: repr(sorted(r.items())))


def _daily_rows(engine: Engine) -> list[dict[str, Any]]:
    columns = [c for c in DAILY_AGGREGATES.c if c.name != "computed_at"]
    with engine.connect() as conn:
        return _sorted([dict(r._mapping) for r in conn.execute(select(*columns))])


def _quote_days(engine: Engine) -> list[str]:
    """``--from`` and ``--to`` of the trading days the stored quotes cover."""
    with engine.connect() as conn:
        first, last = conn.execute(select(func.min(Quote.quoted_at), func.max(Quote.quoted_at))).one()
    assert first is not None, "no quotes stored"
    return ["--from", first.astimezone(dt.UTC).date().isoformat(), "--to", last.astimezone(dt.UTC).date().isoformat()]


def _with(settings: Settings, database_url: str, master: str) -> Settings:
    from pydantic import SecretStr

    return settings.model_copy(update={
        "database": settings.database.model_copy(update={"url": SecretStr(database_url)}),
        "spark": settings.spark.model_copy(update={"master": master})})


def test_reprocess_and_daily_on_standalone_equal_local(cluster: KafkaCluster, standalone: SparkCluster,
                                                       postgres_url: str, tmp_path: Path) -> None:
    on_cluster = cluster_settings(cluster, tmp_path, new_postgres_url(postgres_url),
                                  spark={"master": standalone.master_url}, producer={"stable_seconds": 0.2})
    local = _with(on_cluster, new_postgres_url(postgres_url), "local[2]")
    cluster_config = write_config(on_cluster, tmp_path / "standalone.toml")
    local_config = write_config(local, tmp_path / "local.toml")
    logs = tmp_path / "logs"
    logs.mkdir()
    ensure_topics(on_cluster)

    # The raw topic, filled by the producer from the dump directory.
    inbox = on_cluster.paths.inbox
    inbox.mkdir(parents=True)
    mails = corpus_mails(per_format=2)
    for path in mails:
        shutil.copy(path, inbox / path.name)
    produced = run_cli(cluster_config, "produce", "--once", "--metrics-port", "0", timeout=180)
    assert produced.returncode == 0, produced.stderr
    assert len(files_in(on_cluster.paths.done)) == len(mails) and files_in(inbox) == []

    conf = tmp_path / "spark-conf"
    conf.mkdir()
    (conf / "spark-defaults.conf").write_text("".join(f"{k} {v}\n" for k, v in SPARK_DEFAULTS.items()))
    env = clean_env(SPARK_CONF_DIR=str(conf))
    engines = {"standalone": create_engine(on_cluster.database.url.get_secret_value()),
               "local": create_engine(local.database.url.get_secret_value())}

    def standalone_jobs() -> list[str]:
        _run("standalone-reprocess", [str(SUBMIT / "reprocess.sh"), "--from", "earliest", "--to", "latest"],
             env | {"SPARK_MASTER": standalone.master_url, "OTCMAIL_CONFIG": str(cluster_config)}, logs)
        days = _quote_days(engines["standalone"])
        _run("standalone-daily", [str(OTCMAIL), "--config", str(cluster_config), "spark", "daily", *days,
                                  "--master", standalone.master_url], env, logs)
        return days

    def local_jobs() -> list[str]:
        _run("local-reprocess", [str(OTCMAIL), "--config", str(local_config), "spark", "reprocess",
                                 "--master", "local[2]"], env, logs)
        days = _quote_days(engines["local"])
        _run("local-daily", [str(OTCMAIL), "--config", str(local_config), "spark", "daily", *days,
                             "--master", "local[2]"], env, logs)
        return days

    try:
        # Side by side: each reprocess, then the daily aggregates of the days its quotes cover.
        with ThreadPoolExecutor(2) as pool:
            runs = {name: pool.submit(jobs) for name, jobs in (("standalone", standalone_jobs), ("local", local_jobs))}
            days = {name: run.result() for name, run in runs.items()}
        tables = {name: table_rows(engine) for name, engine in engines.items()}
        daily = {name: _daily_rows(engine) for name, engine in engines.items()}
    finally:
        for engine in engines.values():
            engine.dispose()

    assert len(tables["local"]["mails"]) == len(mails) and len(tables["local"]["quotes"]) > 40
    for table, rows in tables["local"].items():
        assert _sorted(tables["standalone"][table]) == _sorted(rows), table
    assert days["standalone"] == days["local"]
    assert len(daily["local"]) > 10
    _assert_close(daily["standalone"], daily["local"])

    # Both standalone jobs ran on the master, each with an executor on each worker.
    apps = {a["id"] for a in standalone.state()["completedapps"]}  # type: ignore[union-attr]
    assert len(apps) == 2, standalone.state()
    for worker in standalone.logs[1:]:
        launched = set(re.findall(r"Asked to launch executor (app-[\w-]+)/\d+", worker.read_text(errors="replace")))
        assert launched == apps, log_tail(worker)


def _assert_close(actual: list[dict[str, Any]], expected: list[dict[str, Any]]) -> None:
    """Row for row equal; the floating-point aggregates to 1e-9 (the sum's order may differ)."""
    assert [{k: v for k, v in r.items() if not isinstance(v, float)} for r in actual] == \
        [{k: v for k, v in r.items() if not isinstance(v, float)} for r in expected]
    assert [{k: v for k, v in r.items() if isinstance(v, float)} for r in actual] == \
        [pytest.approx({k: v for k, v in r.items() if isinstance(v, float)}, rel=1e-9) for r in expected]
