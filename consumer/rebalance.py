"""A lane's view of its group's rebalances: logged, and a rebalance that never finishes noticed and mended.

kafka-python 3.0.12 can leave a consumer out of its group for good after a rebalance. The join runs as a
task that outlives one ``poll``: when a short poll gives up waiting for it, the next poll first asks
``need_rejoin()``. On the group leader that answer turns False as soon as the task has computed the
assignment (it records the metadata it assigned from), so the finished join is never applied: no
``on_partitions_assigned``, no heartbeats, no records, nothing logged, until the process restarts. A
rebalance started by a metadata change (partitions added, or the first metadata arriving just after the
first join) hits it about one time in two with a 10 ms poll, and it was seen in CI at 500 ms.

The lane cannot see that task, but it sees the symptom: partitions revoked and none assigned since.
After ``consumer.rejoin_after_s`` it asks the client to join again (:func:`ask_to_rejoin`). While a
join is really under way (the group waiting for another member to finish its batch) the request only
makes the next poll wait on the same join; when the join was dropped, a new JoinGroup is sent and the
lane gets its partitions within a round trip.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from kafka import ConsumerRebalanceListener

log = logging.getLogger(__name__)


def describe_partitions(tps: Any) -> str:
    return ", ".join(f"{tp.topic}[{tp.partition}]" for tp in sorted(tps)) or "none"


class Rebalances(ConsumerRebalanceListener):
    """Logs the lane's assignments and tells since when it has been waiting for one."""

    def __init__(self, name: str, rejoin_after_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.name = name
        self.rejoin_after_s = rejoin_after_s
        self.clock = clock
        #: When the lane lost its partitions (or subscribed) without getting new ones; None while assigned.
        self.waiting_since: float | None = clock()
        self.asked = 0  # re-joins asked for since then

    def on_partitions_revoked(self, revoked: Any) -> None:
        # Nothing to flush: every batch is written and committed before the next poll.
        if revoked:
            log.info("%s: partitions revoked %s", self.name, describe_partitions(revoked))
        self._start_waiting()

    def on_partitions_lost(self, lost: Any) -> None:
        log.warning("%s: group membership lost, partitions dropped %s", self.name, describe_partitions(lost))
        self._start_waiting()

    def _start_waiting(self) -> None:
        """The lane has no partitions from now, unless it was waiting already (a second revoke keeps the start)."""
        if self.waiting_since is None:
            self.waiting_since = self.clock()

    def on_partitions_assigned(self, assigned: Any) -> None:
        if self.asked:
            log.info("%s: back in the group after %d request(s) to re-join", self.name, self.asked)
        log.info("%s: partitions assigned %s", self.name, describe_partitions(assigned))
        self.waiting_since = None
        self.asked = 0

    def overdue(self) -> float | None:
        """Seconds without partitions, once past the next ``rejoin_after_s`` step; else None."""
        if self.waiting_since is None:
            return None
        waited = self.clock() - self.waiting_since
        return waited if waited >= self.rejoin_after_s * (self.asked + 1) else None

    def check(self, consumer: Any) -> None:
        """After a poll: ask the client to join again when the lane has waited too long for partitions."""
        waited = self.overdue()
        if waited is None:
            return
        self.asked += 1
        log.warning("%s: no partitions %.0f s after the rebalance began (the group is waiting for a member, or the "
                    "Kafka client dropped a finished join): asking it to join again (request %d)",
                    self.name, waited, self.asked)
        ask_to_rejoin(consumer)


def ask_to_rejoin(consumer: Any) -> None:
    """Make the consumer's next poll (re-)join its group.

    kafka-python has no public call for it; the coordinator's ``request_rejoin`` is what the client itself
    calls when a rebalance is due. A test pins it (tests/unit/test_rebalance.py), so an upgrade that
    renames it fails there, not silently in production.
    """
    consumer._coordinator.request_rejoin()  # noqa: SLF001 - see above
