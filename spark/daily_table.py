"""The table `otcmail spark daily` writes, as a Core table for bulk delete/insert.

It is defined once, in ``db.models.DailyAggregate`` (and its Alembic migration): one row per trading
day, instrument key, asset class and quote type.
"""

from __future__ import annotations

from sqlalchemy import Table

from db.models import DailyAggregate

DAILY_AGGREGATES: Table = DailyAggregate.__table__  # type: ignore[assignment]
