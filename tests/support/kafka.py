"""A real bundled Kafka broker for tests: its own ports and data folder, the jars from `otcmail setup`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from broker.server import POM, BundledBroker
from config.settings import Settings, load_settings
from otcmail.maven import resolve_jars
from tests.support.ports import free_port

REPO = Path(__file__).resolve().parents[2]
SHARED_LIB = REPO / "var" / "broker" / "lib"


def broker_settings(home: Path, **overrides: Any) -> Settings:
    """Settings for a bundled broker under ``home`` on free ports, sharing the resolved jars."""
    resolve_jars(POM, SHARED_LIB)
    broker = {"port": free_port(), "controller_port": free_port(), "lib_dir": str(SHARED_LIB),
              "heap": "512m", "start_timeout_s": 120.0} | overrides.pop("broker", {})
    return load_settings(home=str(home), broker=broker, **overrides)


@contextmanager
def running_broker(settings: Settings) -> Iterator[BundledBroker]:
    broker = BundledBroker(settings)
    broker.start()
    try:
        yield broker
    finally:
        broker.stop(timeout_s=30)
