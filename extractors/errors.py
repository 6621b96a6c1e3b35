"""The extractors' errors: the ``ExtractorError`` branch of the one tree in :mod:`core.errors`.

    ExtractorError            base: deterministic, never worth retrying, and not poison either: the
    ├── UnsupportedContentType   consumer records it as an extraction error of the part and goes on
    ├── DocumentError            corrupt, encrypted or unreadable document
    └── LimitExceeded            a safety limit tripped: zip bomb, page cap, timeout, memory
"""

from __future__ import annotations

from core.errors import DocumentError, ExtractorError, LimitExceeded, UnsupportedContentType

#: The errors an attachment may raise without discarding the rest of the mail.
EXPECTED_ERRORS: tuple[type[Exception], ...] = (ExtractorError,)

__all__ = ["EXPECTED_ERRORS", "DocumentError", "ExtractorError", "LimitExceeded", "UnsupportedContentType"]
