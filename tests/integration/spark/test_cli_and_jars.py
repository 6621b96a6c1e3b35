"""`otcmail spark ...` through the real console script, and the jars `otcmail setup` resolved."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pyspark
import pytest
from sqlalchemy import func, select

from core.errors import SetupError, UsageError
from spark.daily_table import DAILY_AGGREGATES
from tests.integration.spark.conftest import SHARED_JARS, spark_test_settings
from tests.integration.spark.daily_reference import generate_quotes, reference_daily
from tests.integration.spark.databases import insert_quotes, migrated_engine, new_sqlite_url
from tests.support.cli import run_cli, write_config

pytestmark = pytest.mark.spark

_VERSIONED = re.compile(r"^(?P<artifact>.+)-\d+\.\d+[\w.+-]*\.jar$")


def _artifacts(folder: Path) -> set[str]:
    return {m["artifact"] for j in folder.glob("*.jar") if (m := _VERSIONED.match(j.name))}


def test_resolved_jars_do_not_repeat_what_pyspark_ships(spark: object) -> None:
    ours = _artifacts(SHARED_JARS)
    theirs = _artifacts(Path(pyspark.__file__).parent / "jars")
    assert {"spark-sql-kafka-0-10_2.13", "spark-token-provider-kafka-0-10_2.13", "kafka-clients",
            "postgresql", "sqlite-jdbc"} <= ours
    assert not ours & theirs, ours & theirs
    assert (SHARED_JARS / f"spark-sql-kafka-0-10_2.13-{pyspark.__version__}.jar").exists()


def test_daily_from_the_command_line(tmp_path: Path) -> None:
    url = new_sqlite_url(tmp_path)
    engine = migrated_engine(url)
    quotes = generate_quotes(600, seed=9, days=3)
    insert_quotes(engine, quotes)
    settings = spark_test_settings(tmp_path, database={"url": url}, spark={"master": "local[1]"})
    done = run_cli(write_config(settings, tmp_path / "c.toml"), "spark", "daily", "--from", "2026-03-03",
                   "--to", "2026-03-04", timeout=240)
    assert done.returncode == 0, done.stderr
    expected = [r for r in reference_daily(quotes) if dt.date(2026, 3, 3) <= r["trade_date"] <= dt.date(2026, 3, 4)]
    assert "rows written" in done.stdout and str(len(expected)) in done.stdout
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(DAILY_AGGREGATES)).scalar() == len(expected)
    engine.dispose()


def test_clear_errors_without_a_traceback(tmp_path: Path) -> None:
    settings = spark_test_settings(tmp_path, database={"url": new_sqlite_url(tmp_path)})
    config = write_config(settings, tmp_path / "c.toml")
    bad_range = run_cli(config, "spark", "reprocess", "--from", "latest")
    assert bad_range.returncode == UsageError.exit_code and "reads nothing" in bad_range.stderr
    assert "Traceback" not in bad_range.stderr
    no_jars = spark_test_settings(tmp_path, database={"url": new_sqlite_url(tmp_path)},
                                  spark={"jars_dir": str(tmp_path / "empty")})
    missing = run_cli(write_config(no_jars, tmp_path / "n.toml"), "spark", "daily", "--from", "2026-03-03")
    assert missing.returncode == SetupError.exit_code and "otcmail setup" in missing.stderr
    assert "Traceback" not in missing.stderr
