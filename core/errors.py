"""The one exception tree of otcmail, and the exit code of each branch.

    OtcmailError (1)                  base of every error otcmail raises on purpose
    ├── UsageError (2)                a command was asked something impossible (bad option, bad range)
    ├── SetupError (3)                something the set-up installs is missing (java, jars, ...)
    ├── TransientError (4)            retried with back-off, never skips data
    │   ├── BrokerUnavailable             Kafka does not answer
    │   ├── DatabaseUnavailable           the database does not answer
    │   └── ExtractionInterrupted         a parsing child process was killed or ran out of time: the
    │                                     document is not to blame (yet); never stored as final
    ├── PoisonMessage (5)             one record fails the same way every time: dead-lettered, never retried
    │   ├── UndecodableRecord             the bytes on a topic are not an otcmail record
    │   └── ExtractionFailed              the extractors could not process the record
    ├── DeadLetterLimitExceeded (6)   too many poison records in a window: a bad deploy, stop
    ├── JobFailed (7)                 a Spark job failed
    ├── DatabaseFatal (9)             the database refuses every write the same way (a table missing,
    │                                 permission denied, a wrong password, a corrupt file): stop, loudly
    └── ExtractorError (8)            an extractor refused one document on purpose (see below); the
        ├── UnsupportedContentType    consumers record it as an extraction error of that part and go
        ├── DocumentError             on: it is neither poison nor worth a retry
        └── LimitExceeded

Nothing here imports anything of otcmail: every package, the pure extractors included, may import it.
The CLI maps these to a message and the exit code at the edge; nothing below it prints.
"""

from __future__ import annotations


class OtcmailError(Exception):
    """Base of every error otcmail raises on purpose."""

    exit_code = 1


class UsageError(OtcmailError):
    """The command cannot do what it was asked (a bad option, an impossible range)."""

    exit_code = 2


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


class ExtractionInterrupted(TransientError):
    """A child process parsing a document died of a signal (a shutdown, the OOM killer) or overran its
    time on a loaded machine: nothing is known about the document yet, so the record is tried again
    and never stored as parsed. ``shutdown`` is set when otcmail stopped the child itself because it
    is stopping: the batch is then left uncommitted, to be read again on the next start.

    The consumers bound the tries of one record (``consumer.child_attempts``): on the last one a
    timeout or a SIGKILL is the document's, recorded as a ``LimitExceeded`` extraction error.
    """

    def __init__(self, message: str, *, shutdown: bool = False) -> None:
        super().__init__(message)
        self.shutdown = shutdown


class PoisonMessage(OtcmailError):
    """This record will fail the same way every time: dead-letter it and move on."""

    exit_code = 5


class UndecodableRecord(PoisonMessage):
    """The record's bytes or headers are not an otcmail record."""


class ExtractionFailed(PoisonMessage):
    """The extractors could not process the record."""


class DeadLetterLimitExceeded(OtcmailError):
    """Too many records of a window failed: most likely a bad deploy, so the consumer stops."""

    exit_code = 6


class JobFailed(OtcmailError):
    """A Spark job failed or was given an impossible range."""

    exit_code = 7


class DatabaseFatal(OtcmailError):
    """The database refuses writes for a reason no retry and no other record can change: its schema is
    missing or behind (``42P01`` undefined table, a column unknown), this role may not write (``42501``), the
    password or the database name is wrong, the file is read-only or corrupt. Retrying would loop for
    ever and dead-lettering would drain the topics, so the consumer stops with this message; nothing of
    the batch is written or committed, and it is read again once the database is fixed.

    ``db.engine.classify`` decides it (with poison and transient) from the SQLSTATE or SQLite's code.
    """

    exit_code = 9


class ExtractorError(OtcmailError):
    """An extractor refused a document on purpose; the same input fails the same way.

    Each subclass carries a short ``kind`` used in :class:`extractors.model.ExtractionError` records.
    """

    exit_code = 8
    kind = "error"


class UnsupportedContentType(ExtractorError):
    """No format in the registry matches this part."""

    kind = "unsupported"


class DocumentError(ExtractorError):
    """The document is corrupt, encrypted or otherwise unreadable."""

    kind = "document"


class LimitExceeded(ExtractorError):
    """A safety limit tripped (zip bomb, page cap, time or memory limit)."""

    kind = "limit"
