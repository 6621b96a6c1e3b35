"""`otcmail spark stream`: the unpack and parse stages as a Structured Streaming query (the cluster path).

The Kafka source reads the raw topic; every micro-batch goes through the consumers' unpack and parse
steps and their batch step on the executors (``foreachBatch``), and its poison records to the
dead-letter topic. The checkpoint directory holds the offsets of each micro-batch: a batch is marked
done only after ``foreachBatch`` returned, i.e. after its transactions committed and its dead-letter
sends were acknowledged, so a killed query restarted from its checkpoint re-runs at most the batch it
was in, which the writer's unique keys make harmless: nothing is lost, nothing duplicated in the
database (a poison record of that batch may reach the dead-letter topic twice: at-least-once).
"""

from __future__ import annotations

import argparse
import functools
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from config.settings import Settings
from spark.jobs.reprocess import parse_and_write, writer_config
from spark.kafka import kafka_options
from spark.parsing import WriterConfig

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession
    from pyspark.sql.streaming import StreamingQuery

log = logging.getLogger(__name__)
QUERY_NAME = "otcmail_parse"
DLQ_GROUP = "spark-stream"  # the dlq-group header of what the query dead-letters


@dataclass(frozen=True)
class StreamOptions:
    checkpoint: str | None = None  # a folder or a URI (hdfs://, s3a://); default: <spark.checkpoint_dir>/parse
    available_now: bool = False  # process what is on the topics now, then stop
    trigger_interval_s: float | None = None  # default: spark.trigger_interval_s
    max_offsets_per_trigger: int | None = None  # default: spark.max_offsets_per_trigger


def checkpoint_path(settings: Settings, options: StreamOptions) -> str:
    return options.checkpoint or str(settings.spark.checkpoint_dir / "parse")


def write_micro_batch(config: WriterConfig, batch: DataFrame, batch_id: int) -> None:
    """foreachBatch body: the same parse-and-write as reprocess; raises (and stops the query) on failure."""
    counts = parse_and_write(batch, config)
    log.info("micro-batch %d: %d records, %d quotes written, %d already present, %d replaced, %d dead-lettered",
             batch_id, counts.records, counts.quotes_written, counts.units_present, counts.units_replaced,
             counts.dead_lettered)


def stream_source(spark: SparkSession, settings: Settings, options: StreamOptions) -> DataFrame:
    from pyspark.sql import functions as F

    max_offsets = options.max_offsets_per_trigger or settings.spark.max_offsets_per_trigger
    reader = spark.readStream.format("kafka").options(**kafka_options(settings))
    reader = (reader.option("subscribe", settings.topics.raw)
              .option("includeHeaders", "true")
              .option("startingOffsets", "earliest")  # only for a new checkpoint
              .option("maxOffsetsPerTrigger", str(max_offsets))
              # Retention is unlimited: a gap in the offsets is a real loss and must stop the query.
              .option("failOnDataLoss", "true"))
    return reader.load().select("topic", "partition", "offset", "key", "value", "headers",
                                F.unix_millis("timestamp").alias("timestamp_ms"))


def start_stream(spark: SparkSession, settings: Settings, options: StreamOptions) -> StreamingQuery:
    """Start the query (it runs in the background: ``awaitTermination`` / ``stop`` on the result)."""
    checkpoint = checkpoint_path(settings, options)
    if "://" not in checkpoint:
        Path(checkpoint).parent.mkdir(parents=True, exist_ok=True)
    writer = (stream_source(spark, settings, options).writeStream
              .queryName(QUERY_NAME)
              .option("checkpointLocation", checkpoint)
              .foreachBatch(functools.partial(write_micro_batch,
                                             writer_config(settings, dead_letter_group=DLQ_GROUP))))
    if options.available_now:
        writer = writer.trigger(availableNow=True)
    else:
        interval = options.trigger_interval_s or settings.spark.trigger_interval_s
        writer = writer.trigger(processingTime=f"{interval:g} seconds")
    return writer.start()


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="stream", description=__doc__)
    parser.add_argument("--config", help="otcmail TOML settings file")
    parser.add_argument("--checkpoint", help="checkpoint folder (shared storage on a cluster)")
    parser.add_argument("--available-now", action="store_true", help="parse what is there now, then stop")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    """spark-submit entry point (deploy/spark-submit/stream.sh)."""
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
    query = start_stream(spark, settings, StreamOptions(checkpoint=args.checkpoint, available_now=args.available_now))
    query.awaitTermination()


if __name__ == "__main__":
    main()
