"""The Prometheus metrics otcmail's processes record (prometheus_client; its naming: ``_total``, ``_seconds``).

Defined here, on the ground floor, so the producer, the consumers and the writers can count without
importing the endpoint; ``otcmail/telemetry.py`` serves them (``/metrics``, ``/healthz``, ``/readyz``) and
adds what is read at scrape time (consumer lag from Kafka, quotes pending review from the database).
Defining a metric opens nothing. Under `otcmail run` (and ``--workers N``) each process writes its values
to files in ``PROMETHEUS_MULTIPROC_DIR`` and the serving process adds them up: the gauges say how
(``multiprocess_mode``).

    producer   otcmail_producer_files_seen_total, _files_published_total, _files_archived_total,
               _files_refused_total{reason}, _messages_published_total, _bytes_published_total,
               otcmail_inbox_files, otcmail_inbox_oldest_file_age_seconds
    consumers  otcmail_records_consumed_total{stage,topic}, otcmail_extractions_in_flight{topic},
               otcmail_extraction_seconds{format},
               otcmail_quotes_extracted_total{review}, otcmail_quotes_stored_total,
               otcmail_dead_lettered_records_total{group,reason}, otcmail_batch_commit_seconds{stage},
               otcmail_batch_transaction_seconds{stage}, otcmail_last_batch_success_timestamp_seconds{stage}
    at scrape  otcmail_consumer_lag{group,topic,partition}, otcmail_broker_up, otcmail_database_up,
               otcmail_quotes_pending_review
"""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram, disable_created_metrics

disable_created_metrics()  # no *_created series: counters and histograms only, as Prometheus reads them

# -- producer -----------------------------------------------------------------------------------------

FILES_SEEN = Counter("otcmail_producer_files_seen", "Files the producer found in the inbox (events and scans).")
FILES_PUBLISHED = Counter("otcmail_producer_files_published",
                          "Files whose every record the broker acknowledged.")
FILES_ARCHIVED = Counter("otcmail_producer_files_archived",
                         "Files moved to done/ (or deleted) after their records were acknowledged.")
FILES_REFUSED = Counter("otcmail_producer_files_refused",
                        "Files moved to error/ or quarantine/ instead of being published, by reason: "
                        "file_too_large, record_too_large, unreadable.", ["reason"])
MESSAGES_PUBLISHED = Counter("otcmail_producer_messages_published",
                             "Raw records (mails, mbox members, loose documents) acknowledged by the broker.")
BYTES_PUBLISHED = Counter("otcmail_producer_bytes_published", "Bytes of acknowledged raw records.")
INBOX_FILES = Gauge("otcmail_inbox_files", "Files waiting in the inbox (seen, not yet archived or refused).",
                    multiprocess_mode="mostrecent")
INBOX_OLDEST_AGE = Gauge("otcmail_inbox_oldest_file_age_seconds",
                         "Seconds since the producer first saw the oldest file still waiting; 0 when none waits.",
                         multiprocess_mode="mostrecent")

# -- consumers ----------------------------------------------------------------------------------------

RECORDS_CONSUMED = Counter("otcmail_records_consumed",
                           "Records the consumers took from a topic and processed (stage: unpack on the raw topic, "
                           "parse on the body, attachment and document topics: one lane each).",
                           ["stage", "topic"])
EXTRACTIONS_IN_FLIGHT = Gauge("otcmail_extractions_in_flight",
                              "Part records being extracted right now, per topic (the document lane runs up to "
                              "consumer.heavy_workers at once per process).", ["topic"], multiprocess_mode="livesum")
EXTRACTION_SECONDS = Histogram("otcmail_extraction_seconds",
                               "Seconds to extract the quotes of one part, by format (body, pdf, xlsx, ...).",
                               ["format"], buckets=(0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
                                                    10, 30, 60, 120))
QUOTES_EXTRACTED = Counter("otcmail_quotes_extracted",
                           "Quotes the extractors produced, by review: ok, or doubtful (stored for review).",
                           ["review"])
QUOTES_STORED = Counter("otcmail_quotes_stored",
                        "Quote rows inserted and committed (a re-delivered record inserts none).")
DEAD_LETTERED = Counter("otcmail_dead_lettered_records",
                        "Records sent to the dead-letter topic and acknowledged, by group and reason.",
                        ["group", "reason"])
BATCH_COMMIT_SECONDS = Histogram("otcmail_batch_commit_seconds",
                                 "Seconds of a batch's database COMMIT (stage: unpack, parse, poison).", ["stage"])
BATCH_TRANSACTION_SECONDS = Histogram("otcmail_batch_transaction_seconds",
                                      "Seconds of a batch's database transaction, first statement to commit.",
                                      ["stage"])
LAST_BATCH_SUCCESS = Gauge("otcmail_last_batch_success_timestamp_seconds",
                           "Unix time of the last batch committed to the database.", ["stage"],
                           multiprocess_mode="max")


def format_label(name: str | None) -> str:
    """A bounded label value for a format name."""
    return (name or "unknown").lower()[:32]
