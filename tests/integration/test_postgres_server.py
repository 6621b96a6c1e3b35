"""The PostgreSQL the suite runs against is a real server that stores and returns rows."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, text

pytestmark = pytest.mark.postgres


def test_postgres_is_real_and_round_trips(postgres_url: str) -> None:
    engine = create_engine(postgres_url)
    with engine.begin() as conn:
        version = conn.execute(text("select version()")).scalar_one()
        conn.execute(text("create temporary table t (x int primary key)"))
        conn.execute(text("insert into t values (1), (2) on conflict do nothing"))
        conn.execute(text("insert into t values (2), (3) on conflict do nothing"))
        assert conn.execute(text("select array_agg(x order by x) from t")).scalar_one() == [1, 2, 3]
    assert version.startswith("PostgreSQL")
    engine.dispose()
