"""Spark's JDBC view of the price database: the same ``database.url`` as every other part of otcmail.

A SQLAlchemy URL becomes a JDBC URL plus connection properties (the password stays out of the URL,
so Spark never prints it). Both dialects store what the Spark jobs read the same way in effect:
SQLite keeps UTC times as ``YYYY-MM-DD HH:MM:SS.ffffff`` text, PostgreSQL as ``timestamptz``; the
reads below turn both into the same Spark types.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy.engine import make_url

from config.settings import Settings
from core.errors import SetupError

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession


@dataclass(frozen=True)
class JdbcTarget:
    dialect: str  # "sqlite" | "postgresql"
    url: str
    properties: dict[str, str]


def jdbc_target(database_url: str) -> JdbcTarget:
    """``sqlite:////abs/path.db`` -> ``jdbc:sqlite:/abs/path.db``; ``postgresql+psycopg://u:p@h:port/db`` ->
    ``jdbc:postgresql://h:port/db`` with user and password as properties."""
    url = make_url(database_url)
    backend = url.get_backend_name()
    if backend == "sqlite":
        if not url.database or url.database == ":memory:":
            raise SetupError("Spark reads the database through JDBC: an in-memory SQLite database cannot be shared")
        return JdbcTarget("sqlite", f"jdbc:sqlite:{url.database}", {"driver": "org.sqlite.JDBC"})
    if backend == "postgresql":
        host = url.host or "localhost"
        port = f":{url.port}" if url.port else ""
        props = {"driver": "org.postgresql.Driver"}
        if url.username:
            props["user"] = url.username
        if url.password is not None:
            props["password"] = str(url.password)
        query = "&".join(f"{k}={v}" for k, v in sorted(url.query.items()) if isinstance(v, str))
        suffix = f"?{query}" if query else ""
        return JdbcTarget("postgresql", f"jdbc:postgresql://{host}{port}/{url.database or ''}{suffix}", props)
    raise SetupError(f"otcmail's Spark jobs read PostgreSQL or SQLite, not {backend}")


def utc_literal(target: JdbcTarget, when: dt.datetime) -> str:
    """A SQL literal for the instant ``when`` that compares correctly with the stored quote times."""
    if when.utcoffset() is None:
        raise ValueError("an aware datetime is needed")
    utc = when.astimezone(dt.UTC)
    if target.dialect == "sqlite":
        return "'" + utc.strftime("%Y-%m-%d %H:%M:%S.%f") + "'"
    return "TIMESTAMPTZ '" + utc.isoformat() + "'"


def read_query(spark: SparkSession, settings: Settings, target: JdbcTarget, sql: str, *,
               custom_schema: str | None = None, partition_column: str | None = None,
               bounds: tuple[int, int] | None = None) -> DataFrame:
    """Read ``sql`` through JDBC, split on ``partition_column`` between ``bounds`` when given."""
    reader = spark.read.format("jdbc").option("url", target.url).option("dbtable", f"({sql}) AS q")
    reader = reader.option("fetchsize", str(settings.spark.jdbc_fetch_size))
    for key, value in target.properties.items():
        reader = reader.option(key, value)
    if custom_schema:
        reader = reader.option("customSchema", custom_schema)
    if partition_column and bounds and bounds[1] > bounds[0] and settings.spark.jdbc_partitions > 1:
        reader = (reader.option("partitionColumn", partition_column)
                  .option("lowerBound", str(bounds[0])).option("upperBound", str(bounds[1] + 1))
                  .option("numPartitions", str(settings.spark.jdbc_partitions)))
    return reader.load()
