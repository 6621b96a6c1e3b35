"""`otcmail spark reprocess`: unpack and parse a bounded range of the raw topic as one Spark batch.

read (the Kafka source on the raw topic, explicit start and end offsets) -> every record through the
consumers' unpack and parse steps on the executors -> the consumers' batch step and idempotent
writers, a transaction per batch of records, then the poison records of the batch to the dead-letter
topic (see ``spark.parsing``). Running it twice, or over mails the consumers already parsed with the
same parser version, adds nothing; with a newer parser version each mail switches to the new quotes
once all its parts are re-parsed, as replay does.
"""

from __future__ import annotations

import argparse
import functools
import threading
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from broker.clients import make_consumer
from config.settings import Settings
from consumer.unpack import UnpackOptions
from core.errors import DeadLetterLimitExceeded
from extractors import PARSER_VERSION
from extractors.model import ExtractionLimits
from spark.kafka import kafka_options
from spark.parsing import DeadLetterConfig, ParseCounts, WriterConfig, parse_partition
from spark.ranges import Bound, check_range, parse_bound, spark_offset_options

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

JOB_GROUP = "otcmail-reprocess"
DLQ_GROUP = "spark-reprocess"  # the dlq-group header of what this job dead-letters


@dataclass(frozen=True)
class ReprocessOptions:
    start: Bound
    end: Bound
    topics: tuple[str, ...] = ()  # default: the raw topic
    parser_version: str = PARSER_VERSION

    def __post_init__(self) -> None:
        check_range(self.start, self.end)


@dataclass(frozen=True)
class Progress:
    tasks_done: int
    tasks_total: int


@dataclass(frozen=True)
class ReprocessSummary:
    counts: ParseCounts
    seconds: float

    @property
    def mails_per_second(self) -> float:
        return self.counts.mails / self.seconds if self.seconds > 0 else 0.0


def writer_config(settings: Settings, parser_version: str = PARSER_VERSION,
                  dead_letter_group: str = DLQ_GROUP) -> WriterConfig:
    """Everything the executors need; a new run id, so each run has its own dead-letter limit window."""
    return WriterConfig(
        database_url=settings.database.url.get_secret_value(),
        limits=ExtractionLimits.from_settings(settings.limits),
        parser_version=parser_version,
        unpack=UnpackOptions.from_settings(settings),
        batch_size=settings.spark.write_batch_size,
        extract_attempts=getattr(settings.consumer, "extract_attempts", 2),
        backoff_s=settings.consumer.retry_backoff_s,
        backoff_max_s=settings.consumer.retry_backoff_max_s,
        dead_letter=DeadLetterConfig.from_settings(settings, dead_letter_group, uuid.uuid4().hex),
    )


def topic_partitions(settings: Settings, topics: Sequence[str]) -> dict[str, list[int]]:
    """Partition numbers of each topic (the Kafka source needs every partition in offset JSON)."""
    consumer = make_consumer(settings, group_id=None)
    try:
        out = {}
        for topic in topics:
            partitions = consumer.partitions_for_topic(topic)
            if not partitions:
                from core.errors import BrokerUnavailable

                raise BrokerUnavailable(f"topic {topic!r} does not exist on {settings.broker.bootstrap}")
            out[topic] = sorted(partitions)
        return out
    finally:
        consumer.close()


def read_range(spark: SparkSession, settings: Settings, options: ReprocessOptions,
               partitions: Mapping[str, Sequence[int]]) -> DataFrame:
    """The records of the range, as the Kafka source returns them (headers included)."""
    from pyspark.sql import functions as F

    reader = spark.read.format("kafka").options(**kafka_options(settings))
    reader = reader.option("subscribe", ",".join(partitions)).option("includeHeaders", "true")
    reader = reader.options(**spark_offset_options(options.start, options.end, partitions))
    # More, smaller tasks than topic partitions: parallelism on a cluster and finer progress.
    reader = reader.option("minPartitions", str(4 * spark.sparkContext.defaultParallelism))
    df = reader.load()
    return df.select("topic", "partition", "offset", "key", "value", "headers",
                     F.unix_millis("timestamp").alias("timestamp_ms"))


def parse_and_write(df: DataFrame, config: WriterConfig) -> ParseCounts:
    """Run the steps and the writer over ``df``'s partitions on the executors; the summed counts.

    A task that passed the dead-letter limit fails the job; that comes back as the consumers'
    :class:`DeadLetterLimitExceeded` (its message), not as a Java stack trace.
    """
    try:
        per_partition = df.rdd.mapPartitions(functools.partial(parse_partition, config)).collect()
    except Exception as exc:
        limit = _worker_error(exc, DeadLetterLimitExceeded)
        if limit is not None:
            raise DeadLetterLimitExceeded(limit) from exc
        raise
    return sum(per_partition, ParseCounts())


def _worker_error(exc: BaseException, kind: type[Exception]) -> str | None:
    """The message of a ``kind`` raised in a Python worker, from the driver's exception text."""
    name = f"{kind.__module__}.{kind.__name__}: "
    for line in str(exc).splitlines():
        if name in line:
            return line.split(name, 1)[1].strip()
    return None


def _watch(spark: SparkSession, group: str, on_progress: Callable[[Progress], None],
           stop: threading.Event) -> None:
    tracker = spark.sparkContext.statusTracker()
    while not stop.wait(0.5):
        done = total = 0
        for job_id in tracker.getJobIdsForGroup(group):
            job = tracker.getJobInfo(job_id)
            for stage_id in job.stageIds if job else ():
                stage = tracker.getStageInfo(stage_id)
                if stage:
                    done += stage.numCompletedTasks
                    total += stage.numTasks
        if total:
            on_progress(Progress(done, total))


def run_reprocess(spark: SparkSession, settings: Settings, options: ReprocessOptions,
                  on_progress: Callable[[Progress], None] | None = None) -> ReprocessSummary:
    started = time.monotonic()
    topics = options.topics or (settings.topics.raw,)
    partitions = topic_partitions(settings, topics)
    df = read_range(spark, settings, options, partitions)
    context = spark.sparkContext
    context.setJobGroup(JOB_GROUP, f"reprocess {options.start.describe()} .. {options.end.describe()}")
    stop = threading.Event()
    watcher = None
    if on_progress is not None:
        watcher = threading.Thread(target=_watch, args=(spark, JOB_GROUP, on_progress, stop), daemon=True)
        watcher.start()
    try:
        counts = parse_and_write(df, writer_config(settings, options.parser_version))
    finally:
        stop.set()
        if watcher is not None:
            watcher.join()
        context.setLocalProperty("spark.jobGroup.id", None)  # type: ignore[arg-type]
    return ReprocessSummary(counts, time.monotonic() - started)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="reprocess", description=__doc__)
    parser.add_argument("--from", dest="start", default="earliest", help="earliest, a time or P=OFFSET items")
    parser.add_argument("--to", dest="end", default="latest", help="latest, a time or P=OFFSET items (exclusive)")
    parser.add_argument("--config", help="otcmail TOML settings file")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    """spark-submit entry point (deploy/spark-submit/reprocess.sh)."""
    from config.settings import load_settings
    from db.engine import make_engine
    from db.migrate import upgrade
    from spark.session import build_session

    args = parse_args(argv)
    settings = load_settings(Path(args.config) if args.config else None)
    engine = make_engine(settings)
    upgrade(engine)
    engine.dispose()
    spark = build_session(settings, submitted=True)
    summary = run_reprocess(spark, settings, ReprocessOptions(parse_bound(args.start), parse_bound(args.end)))
    print(summary)


if __name__ == "__main__":
    main()
