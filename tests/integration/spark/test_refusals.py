"""`spark reprocess` when the database refuses a record (issue 11, item 7), on SQLite and PostgreSQL.

Before, one unwritable record failed the whole job (and held `spark stream` on that micro-batch for
good). Spark writes through the consumers' batch step, so the record is written record by record, refused,
dead-lettered and recorded with its reason, and the job goes on: every other mail of its batch is stored,
and the hostile keys of item 4 (a 3,000-character attachment name, a NUL in one, a 5,000-character
instrument line) are stored as the consumers store them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pyspark.sql import SparkSession
from sqlalchemy import select

from config.settings import Settings
from db.models import ExtractionErrorRow, Mail, Quote
from spark.jobs.reprocess import ReprocessOptions, run_reprocess
from spark.ranges import parse_bound
from tests.integration.spark.databases import migrated_engine
from tests.integration.spark.mailtopics import dead_letters, publish, spark_kafka_settings
from tests.integration.test_db_refusals import BODY, FILES, refuse
from tests.support.mailrecords import file_records, make_mail

pytestmark = [pytest.mark.spark, pytest.mark.kafka, pytest.mark.postgres, pytest.mark.slow]


def test_a_record_the_database_refuses_is_dead_lettered_and_the_job_goes_on(
        spark: SparkSession, kafka_settings: Settings, db_url: str, tmp_path: Path) -> None:
    settings = spark_kafka_settings(kafka_settings, tmp_path, db_url, partitions=1, spark={"write_batch_size": 50})
    files = {**FILES,
             "refused.eml": bytes(make_mail(BODY.replace("ACME", "REFUSED"), subject="refused",
                                            message_id="<refused@acmebank>")),
             **{f"good-{i}.eml": bytes(make_mail(BODY, subject=f"good {i}", message_id=f"<good-{i}@acmebank>"))
                for i in range(3)}}
    records = {name: file_records(data, settings, name) for name, data in files.items()}
    publish(settings, [r for rs in records.values() for r in rs])
    ids = {name: rs[0].key.decode() for name, rs in records.items()}
    engine = migrated_engine(db_url)
    refuse(engine, "quotes", "substr(NEW.instrument_key, 1, 7) = 'REFUSED'")
    try:
        summary = run_reprocess(spark, settings, ReprocessOptions(parse_bound("earliest"), parse_bound("latest")))
        assert summary.counts.records == len(files)
        assert summary.counts.poison == summary.counts.dead_lettered == 1
        with engine.connect() as conn:
            mails = set(conn.scalars(select(Mail.id)))
            quoted = {m for m in conn.scalars(select(Quote.mail_id).distinct())}
            poison = conn.execute(select(ExtractionErrorRow).where(ExtractionErrorRow.stage == "poison")).all()
        assert mails == set(ids.values())  # every mail, the refused one included (its mail row is fine)
        assert quoted == set(ids.values()) - {ids["refused.eml"]}
        (row,) = poison
        assert (row.mail_id, row.unit, row.kind) == (ids["refused.eml"], "body", "unwritable")
        assert "refused by the rule refuse_quotes" in row.message
        (letter,) = dead_letters(settings)
        assert letter[0] == ids["refused.eml"].encode()
    finally:
        engine.dispose()
