"""Parser consumers: Kafka records in, idempotent rows out, offsets committed after the database.

    steps.py       decode -> extract -> ParsedRecord | FailedRecord (pure: no Kafka objects)
    processor.py   the poll loop: batching, rebalances, commit after the database commit, shutdown
    deadletter.py  the dead-letter producer and the limit that stops a bad deploy
    replay.py      reset a group's offsets for re-parsing (like kafka-consumer-groups --reset-offsets)
"""
