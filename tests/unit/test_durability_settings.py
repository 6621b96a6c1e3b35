"""The power-loss settings reach what they configure: the bundled broker's server.properties and SQLite."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import text

from broker.server import BundledBroker
from config.settings import load_settings
from db.engine import make_engine


def _properties(home: Path, **broker: object) -> dict[str, str]:
    settings = load_settings(home=str(home), broker=broker)
    b = BundledBroker(settings)
    b.write_config()
    return dict(line.split("=", 1) for line in b.properties_file.read_text().splitlines() if "=" in line)


def test_flush_every_message_writes_the_flush_interval(tmp_path: Path) -> None:
    assert "log.flush.interval.messages" not in _properties(tmp_path / "a")  # Kafka's default: the OS flushes
    assert _properties(tmp_path / "b", flush_every_message=True)["log.flush.interval.messages"] == "1"


def test_sqlite_synchronous_is_set_on_every_connection(tmp_path: Path) -> None:
    for setting, expected in (("NORMAL", 1), ("FULL", 2)):
        settings = load_settings(home=str(tmp_path), database={"url": f"sqlite:///{tmp_path / setting}.db",
                                                               "sqlite_synchronous": setting})
        engine = make_engine(settings)
        with engine.connect() as conn:
            assert conn.execute(text("PRAGMA synchronous")).scalar() == expected
            assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        engine.dispose()
