"""The one exception tree of otcmail.

    OtcmailError
    ├── SetupError            something the set-up must install is missing (java, jars, ...)
    ├── TransientError        retried with back-off, never skips data
    │   ├── BrokerUnavailable     Kafka does not answer
    │   └── DatabaseUnavailable   the database does not answer
    └── PoisonMessage         deterministic failure of one record: dead-lettered, never retried
        ├── UndecodableRecord     the bytes on the topic are not an otcmail record
        └── ExtractionFailed      the extractors refused the mail or attachment

The CLI maps these to messages and exit codes at the edge; nothing below it prints.
"""


class OtcmailError(Exception):
    """Base of every error otcmail raises on purpose."""

    exit_code = 1


class SetupError(OtcmailError):
    """A tool or artifact the set-up provides is missing."""

    exit_code = 3


class TransientError(OtcmailError):
    """Worth retrying: the world may be better in a moment."""

    exit_code = 4


class BrokerUnavailable(TransientError):
    """No Kafka broker answered."""


class DatabaseUnavailable(TransientError):
    """The database did not answer."""


class PoisonMessage(OtcmailError):
    """This record will fail the same way every time: dead-letter it and move on."""

    exit_code = 5


class UndecodableRecord(PoisonMessage):
    """The record's bytes or headers are not an otcmail record."""


class ExtractionFailed(PoisonMessage):
    """The extractors could not process the record."""
