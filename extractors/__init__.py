"""Pure extractors: bytes in, quotes out.

No Kafka, no database, no CLI: the consumers, the Spark jobs and ``otcmail extract`` all call
:func:`extractors.registry.extract` or :func:`extractors.mail.extract_mail` on bytes.
"""

from __future__ import annotations

#: Stored with every quote by the consumer; bump it whenever parsing output changes.
PARSER_VERSION = "1.54.0"

__all__ = ["PARSER_VERSION"]
