"""Which consumer group reads which topic, and which part topic a part goes to."""

from __future__ import annotations

from config.settings import Settings

#: Formats (``extractors.registry.FORMATS`` names, sniffed from the bytes) whose extraction is heavy: a PDF or a
#: legacy Word document parsed in a child process, a workbook or a Word/RTF document laid out in full, an Outlook
#: item or a mail file that may carry any of them. They travel on the document topic and are parsed by a lane of
#: their own, so a backlog of them never holds up a text run (bodies, CSV, text and HTML attachments).
HEAVY_FORMATS = frozenset({"pdf", "doc", "docx", "xls", "xlsx", "xlsb", "ods", "msg", "rtf", "eml", "tnef"})


def part_topics(settings: Settings) -> tuple[str, str, str]:
    """The topics the parsers read: bodies, light attachments, heavy documents (one lane each)."""
    t = settings.topics
    return (t.bodies, t.attachments, t.documents)


def lane_group(settings: Settings, group: str, topic: str) -> str:
    """The consumer group of a topic's lane: ``group`` for the bodies, ``group.attachments`` for the light
    attachments, ``group.documents`` for the heavy ones (one group per topic, so a join on one topic never
    rebalances another, and a PDF backlog's lag is its own)."""
    if topic == settings.topics.attachments:
        return f"{group}.attachments"
    if topic == settings.topics.documents:
        return f"{group}.documents"
    return group
