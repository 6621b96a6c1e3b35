"""`otcmail spark daily`: daily aggregates of the stored quotes, for a range of trading days.

read (JDBC, the quotes of the range) -> ``spark.transforms.daily_aggregates`` -> write (one transaction
on the driver: delete the range's rows, insert the new ones), so re-running a day replaces that day.

Only the quotes readers see are aggregated: those of each mail's visible parser version
(``mails.parser_version``, as the ``analyst_quotes`` view and ``db.queries.find_quotes``). While a mail
is re-parsed by a newer version its new quotes are stored beside the old ones until every part is
done; counting both would count that mail twice. Nor are quotes pending review or rejected (db/reviews.py):
a doubtful price is no market level until a person accepts it.
"""

from __future__ import annotations

import argparse
import datetime as dt
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

from sqlalchemy import Engine, delete, func, insert, select

from config.settings import Settings
from db.engine import make_engine, make_session_factory
from db.models import Mail, Quote, QuoteReview
from db.reviews import REVIEW_ON, SHOWN, VISIBLE_VERSION
from db.views import REVIEW_JOIN
from db.views import SHOWN as SHOWN_SQL
from spark.daily_table import DAILY_AGGREGATES
from spark.jdbc import JdbcTarget, jdbc_target, read_query, utc_literal
from spark.transforms import DAILY_SCHEMA, daily_aggregates

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
_TIMESTAMPS = ("last_quote_at",)
_INSERT_CHUNK = 500


@dataclass(frozen=True)
class DailyOptions:
    start: dt.date
    end: dt.date  # inclusive

    def __post_init__(self) -> None:
        if self.end < self.start:
            raise ValueError(f"the range ends ({self.end}) before it starts ({self.start})")


@dataclass(frozen=True)
class DailySummary:
    days: int
    quotes_read: int
    rows_written: int
    rows_replaced: int
    seconds: float


def day_bounds(options: DailyOptions, timezone: str) -> tuple[dt.datetime, dt.datetime]:
    """The instants [start, end) covering the trading days of ``options`` in ``timezone``."""
    zone = ZoneInfo(timezone)
    start = dt.datetime.combine(options.start, dt.time(), zone)
    end = dt.datetime.combine(options.end + dt.timedelta(days=1), dt.time(), zone)
    return start.astimezone(dt.UTC), end.astimezone(dt.UTC)


def read_quotes(spark: SparkSession, settings: Settings, engine: Engine, options: DailyOptions) -> DataFrame:
    """The quotes of the range as (instrument_key, asset_class, quote_type, dealer, bid, ask, quoted_at)."""
    from pyspark.sql import functions as F

    target = jdbc_target(settings.database.url.get_secret_value())
    start, end = day_bounds(options, settings.spark.trading_timezone)
    with engine.connect() as conn:
        low, high = conn.execute(
            select(func.min(Quote.id), func.max(Quote.id)).join(Mail, VISIBLE_VERSION)
            .outerjoin(QuoteReview, REVIEW_ON).where(Quote.quoted_at >= start, Quote.quoted_at < end, SHOWN)
        ).one()
    time_column = "CAST(q.quoted_at AS TEXT)" if target.dialect == "sqlite" else "q.quoted_at"
    sql = (f"SELECT q.id, q.instrument_key, q.asset_class, q.quote_type, q.dealer, q.bid, q.ask, "
           f"{time_column} AS quoted_at FROM quotes q "
           # Each mail's visible parser version only, and what review lets readers see (module docstring).
           "JOIN mails m ON m.id = q.mail_id AND m.parser_version = q.parser_version "
           f"{REVIEW_JOIN} "
           f"WHERE q.quoted_at >= {utc_literal(target, start)} AND q.quoted_at < {utc_literal(target, end)} "
           f"AND {SHOWN_SQL}")
    df = read_query(spark, settings, target, sql, custom_schema=_custom_schema(target),
                    partition_column="id", bounds=(low, high) if low is not None else None)
    if target.dialect == "sqlite":
        # SQLite keeps SQLAlchemy's UTC text; the session time zone is UTC, so this is the same instant.
        df = df.withColumn("quoted_at", F.to_timestamp("quoted_at", "yyyy-MM-dd HH:mm:ss[.SSSSSS]"))
    return df.drop("id")


def _custom_schema(target: JdbcTarget) -> str:
    # REAL columns would come back as Spark floats: prices are read as doubles on both databases.
    schema = "id BIGINT, bid DOUBLE, ask DOUBLE"
    return schema + (", quoted_at STRING" if target.dialect == "sqlite" else "")


def ensure_table(engine: Engine) -> None:
    # The table comes from the migrations, like every other table: bring the schema up to date.
    from db.migrate import upgrade

    upgrade(engine)


def _python_rows(df: DataFrame, computed_at: dt.datetime) -> Iterator[dict[str, Any]]:
    """Driver-side rows with aware UTC times (PySpark would hand back naive local-time datetimes)."""
    from pyspark.sql import functions as F

    columns = [F.unix_micros(F.col(c)).alias(c) if c in _TIMESTAMPS else F.col(c) for c in df.columns]
    for row in df.select(*columns).toLocalIterator():
        data = row.asDict()
        for name in _TIMESTAMPS:
            data[name] = _EPOCH + dt.timedelta(microseconds=data[name])
        data["computed_at"] = computed_at
        yield data


def write_daily(engine: Engine, options: DailyOptions, daily: DataFrame) -> tuple[int, int]:
    """Replace the range's rows by ``daily`` in one transaction; returns (written, replaced)."""
    ensure_table(engine)
    rows = list(_python_rows(daily, dt.datetime.now(dt.UTC)))  # computed before the write lock is taken
    factory = make_session_factory(engine)
    with factory.begin() as session:
        replaced = session.execute(delete(DAILY_AGGREGATES).where(
            DAILY_AGGREGATES.c.trade_date >= options.start, DAILY_AGGREGATES.c.trade_date <= options.end,
        )).rowcount or 0
        for i in range(0, len(rows), _INSERT_CHUNK):
            session.execute(insert(DAILY_AGGREGATES), rows[i:i + _INSERT_CHUNK])
    written = len(rows)
    return written, replaced


def run_daily(spark: SparkSession, settings: Settings, options: DailyOptions,
              engine: Engine | None = None) -> DailySummary:
    """Compute and store the daily aggregates of ``options``' trading days."""
    started = time.monotonic()
    own_engine = engine is None
    engine = engine or make_engine(settings)
    try:
        quotes = read_quotes(spark, settings, engine, options).cache()
        try:
            count = quotes.count()
            daily = daily_aggregates(quotes, settings.spark.trading_timezone)
            daily = daily.where(daily.trade_date.between(options.start, options.end))
            written, replaced = write_daily(engine, options, daily.select(*DAILY_SCHEMA.fieldNames()))
        finally:
            quotes.unpersist()
    finally:
        if own_engine:
            engine.dispose()
    days = (options.end - options.start).days + 1
    return DailySummary(days, count, written, replaced, time.monotonic() - started)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="daily", description=__doc__)
    parser.add_argument("--from", dest="start", required=True, type=dt.date.fromisoformat, help="first day")
    parser.add_argument("--to", dest="end", type=dt.date.fromisoformat, help="last day (default: --from)")
    parser.add_argument("--config", help="otcmail TOML settings file")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    """spark-submit entry point (deploy/spark-submit/daily.sh)."""
    from config.settings import load_settings
    from spark.session import build_session

    args = parse_args(argv)
    settings = load_settings(Path(args.config) if args.config else None)
    spark = build_session(settings, submitted=True)
    summary = run_daily(spark, settings, DailyOptions(args.start, args.end or args.start))
    print(summary)


if __name__ == "__main__":
    main()
