"""Fixtures shared by the integration tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.consumers import database_url


@pytest.fixture(params=["sqlite", "postgres"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh database URL: once SQLite, once the real PostgreSQL (a new database per test)."""
    pg = request.getfixturevalue("postgres_url") if request.param == "postgres" else None
    return database_url(request.param, tmp_path, pg)
