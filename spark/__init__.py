"""PySpark jobs: reprocess historical offsets, daily aggregates, streaming parse."""
