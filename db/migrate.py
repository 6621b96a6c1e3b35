"""Run the Alembic migrations from settings: `otcmail db upgrade`, `otcmail run`, the tests."""

from __future__ import annotations

import threading
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, text

HERE = Path(__file__).resolve().parent
# Alembic's `context` is one module-level proxy: two threads migrating at once trample each other.
_LOCK = threading.Lock()
# Any constant: processes migrating one PostgreSQL database at once (`otcmail unpack` and `otcmail consume`
# started together on an empty database) take turns; the second finds the schema there and does nothing.
_ADVISORY_KEY = 0x07C3A11


def alembic_config() -> Config:
    cfg = Config(str(HERE / "alembic.ini"))
    cfg.set_main_option("script_location", str(HERE / "migrations"))
    return cfg


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the schema to ``revision``; a no-op when it is there already."""
    cfg = alembic_config()
    with _LOCK, engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _ADVISORY_KEY})
        cfg.attributes["connection"] = connection
        command.upgrade(cfg, revision)


def downgrade(engine: Engine, revision: str) -> None:
    cfg = alembic_config()
    with _LOCK, engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.downgrade(cfg, revision)


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def head_revision() -> str | None:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()
