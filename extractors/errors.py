"""The exception tree of the extractors.

    ExtractorError            base: deterministic, never worth retrying ("poison" for the consumer)
    ├── UnsupportedContentType   no registered format matches the bytes, header or name
    ├── DocumentError            corrupt, encrypted or unreadable document
    └── LimitExceeded            a safety limit tripped: zip bomb, page cap, timeout, memory

Each carries a short ``kind`` used in :class:`extractors.model.ExtractionError` records.
"""

from __future__ import annotations


class ExtractorError(Exception):
    """Base of every error the extractors raise on purpose; the same input fails the same way."""

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


#: The errors an attachment may raise without discarding the rest of the mail.
EXPECTED_ERRORS: tuple[type[Exception], ...] = (ExtractorError,)
