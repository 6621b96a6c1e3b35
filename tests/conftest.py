"""Fixtures for the real services. Integration tests always run: no fakes stand in for Kafka,
PostgreSQL or Spark, and a missing service is a failure, not a skip."""

from __future__ import annotations

import os
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from config.settings import Settings
from tests.support.kafka import broker_settings, running_broker
from tests.support.postgres import throwaway_postgres
from tests.support.threadleaks import CollectorPauses, ThreadLeaks

LEAKS = ThreadLeaks()
PAUSES = CollectorPauses()
PAUSES.install()


@pytest.fixture(scope="session")
def kafka_settings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Settings]:
    """Settings pointing at one real bundled broker shared by the session (do not stop it in a test)."""
    home = tmp_path_factory.mktemp("kafka-home")
    settings = broker_settings(home)
    with running_broker(settings):
        yield settings


@pytest.fixture(scope="session")
def postgres_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real PostgreSQL: OTCMAIL_TEST_POSTGRES_URL, else a throwaway server started for the session."""
    external = os.environ.get("OTCMAIL_TEST_POSTGRES_URL")
    if external:
        yield external
        return
    # Not below pytest's tmp folder: that is private to root and the server runs as 'postgres'.
    with throwaway_postgres(Path(tempfile.mkdtemp(prefix="otcmail-pg-"))) as url:
        yield url


@pytest.fixture(autouse=True)
def _thread_leaks(request: pytest.FixtureRequest) -> Iterator[None]:
    """Note the threads a test leaves running (tests/support/threadleaks.py): reported at the end."""
    before = set(threading.enumerate())
    yield
    LEAKS.check(request.node.nodeid, before)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    terminalreporter.section("threads left running by tests")
    for line in LEAKS.report():
        terminalreporter.write_line(line)
    terminalreporter.write_line(PAUSES.report())
