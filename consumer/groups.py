"""Which consumer group reads which topic."""

from __future__ import annotations

from config.settings import Settings


def lane_group(settings: Settings, group: str, topic: str) -> str:
    """The consumer group of a topic's lane: ``group`` for the mails, ``group.attachments`` for the
    attachments (one group per topic, so a join on one topic never rebalances the other)."""
    return f"{group}.attachments" if topic == settings.topics.attachments else group
