"""One real local Spark session for the whole test session (local[2], two shuffle partitions).

The jars come from `otcmail setup` (spark/pom.xml resolved into the repository's var/spark/jars, as
for a user); a missing Java or Maven fails the suite instead of skipping it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from config.settings import Settings, load_settings
from otcmail.commands.setup import jar_sets
from otcmail.maven import resolve_jars

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

REPO = Path(__file__).resolve().parents[3]
SHARED_JARS = REPO / "var" / "spark" / "jars"
TEST_SPARK = {"master": "local[2]", "jars_dir": str(SHARED_JARS), "ui_enabled": False,
              "shuffle_partitions": 2, "driver_memory": "1g", "jdbc_partitions": 2, "log_level": "ERROR"}


def spark_test_settings(home: Path, **overrides: Any) -> Settings:
    """Settings for the Spark tests below ``home``, sharing the resolved jars; ``spark=`` merges."""
    spark = TEST_SPARK | overrides.pop("spark", {})
    return load_settings(home=str(home), spark=spark, **overrides)


@pytest.fixture(scope="session")
def spark(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SparkSession]:
    from spark.session import build_session

    settings = spark_test_settings(tmp_path_factory.mktemp("spark-home"))
    for what, pom, _ in jar_sets(settings):
        if what.startswith("Spark"):
            resolve_jars(pom, SHARED_JARS)
    session = build_session(settings)
    try:
        yield session
    finally:
        session.stop()
