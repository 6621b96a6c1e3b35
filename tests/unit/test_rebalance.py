"""The lane's rebalance listener: when it asks the Kafka client to join again (consumer/rebalance.py)."""

from __future__ import annotations

import inspect
import logging

from kafka import KafkaConsumer, TopicPartition
from kafka.coordinator.consumer import ConsumerCoordinator

from consumer.rebalance import Rebalances


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Client:
    """Stands in for KafkaConsumer: records the requests to join again."""

    def __init__(self) -> None:
        self.requests = 0
        self._coordinator = self

    def request_rejoin(self) -> None:
        self.requests += 1


TPS = {TopicPartition("t.bodies", 0), TopicPartition("t.bodies", 1)}


def test_waits_from_subscribing_and_asks_again_at_each_step() -> None:
    clock, client = Clock(), Client()
    lane = Rebalances("g/t.bodies", rejoin_after_s=10, clock=clock)
    clock.now += 9.9
    lane.check(client)
    assert client.requests == 0
    clock.now += 0.1
    lane.check(client)
    lane.check(client)  # the next step is at 20 s, not at every poll
    assert client.requests == 1
    clock.now += 10
    lane.check(client)
    assert client.requests == 2


def test_an_assignment_ends_the_wait_even_an_empty_one() -> None:
    clock, client = Clock(), Client()
    lane = Rebalances("g/t.bodies", rejoin_after_s=10, clock=clock)
    lane.on_partitions_assigned(set())  # a surplus member of a group: in the group, with nothing to read
    clock.now += 60
    lane.check(client)
    assert client.requests == 0 and lane.overdue() is None


def test_a_revoke_starts_the_wait_and_the_next_assignment_resets_the_steps(caplog) -> None:  # type: ignore[no-untyped-def]
    caplog.set_level(logging.INFO, logger="consumer.rebalance")
    clock, client = Clock(), Client()
    lane = Rebalances("g/t.bodies", rejoin_after_s=10, clock=clock)
    lane.on_partitions_assigned(TPS)
    clock.now += 30
    lane.on_partitions_revoked(TPS)
    clock.now += 5
    lane.check(client)
    assert client.requests == 0
    clock.now += 5
    lane.check(client)
    assert client.requests == 1
    assert "g/t.bodies: no partitions 10 s after the rebalance began" in caplog.text
    lane.on_partitions_assigned(TPS)
    assert "back in the group after 1 request(s)" in caplog.text
    clock.now += 5
    lane.on_partitions_lost(TPS)  # evicted: the wait starts again from here, with the first step
    clock.now += 10
    lane.check(client)
    assert client.requests == 2


def test_a_second_revoke_keeps_the_start_of_the_wait() -> None:
    clock = Clock()
    lane = Rebalances("g/t.bodies", rejoin_after_s=10, clock=clock)
    lane.on_partitions_assigned(TPS)
    lane.on_partitions_revoked(TPS)
    clock.now += 6
    lane.on_partitions_revoked(set())
    clock.now += 4
    assert lane.overdue() == 10


def test_the_pinned_kafka_client_has_what_the_request_uses() -> None:
    # ask_to_rejoin calls consumer._coordinator.request_rejoin(): fail here, not in production, on an upgrade.
    assert "self._coordinator = ConsumerCoordinator(" in inspect.getsource(KafkaConsumer.__init__)
    assert callable(ConsumerCoordinator.request_rejoin)
