"""`otcmail stats` with no broker: what the database knows, and the lag said to be unavailable.

Two ways a broker is missing: an external cluster whose bootstrap address nobody answers on, and the
bundled broker stopped. The database is filled by the production write path; the command runs as a user
runs it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import func, select

from config.settings import Settings, load_settings
from consumer.pipeline import run_file
from db.engine import make_engine, make_session_factory
from db.migrate import upgrade
from db.models import Mail, Quote
from db.repository import write_results, write_unpacked
from extractors import PARSER_VERSION
from tests.support.cli import run_cli, write_config
from tests.support.desk import CORPUS, pending_ids
from tests.support.ports import free_port


def _filled(settings: Settings) -> tuple[int, int, int]:
    engine = make_engine(settings)
    try:
        upgrade(engine)
        factory = make_session_factory(engine)
        for name in ("01-ig-spreads-signature", "16-cds", "40-doubtful-levels"):
            result = run_file(CORPUS / f"{name}.eml", settings)
            with factory.begin() as session:
                write_unpacked(session, [u.document for u in result.unpacked], PARSER_VERSION)
                write_results(session, result.parsed, PARSER_VERSION)
        with engine.connect() as conn:
            mails = int(conn.scalar(select(func.count()).select_from(Mail)) or 0)
            quotes = int(conn.scalar(select(func.count()).select_from(Quote)) or 0)
        return mails, quotes, len(pending_ids(engine))
    finally:
        engine.dispose()


@pytest.mark.parametrize("how", ["unreachable bootstrap", "bundled broker stopped"])
def test_stats_without_a_broker(tmp_path: Path, how: str) -> None:
    broker = {"connect_timeout_s": 2.0, "port": free_port(), "controller_port": free_port()}
    if how == "unreachable bootstrap":
        broker["bootstrap_servers"] = f"127.0.0.1:{free_port()}"
    settings = load_settings(home=str(tmp_path), broker=broker)
    mails, quotes, pending = _filled(settings)
    assert mails == 3 and quotes and pending
    done = run_cli(write_config(settings, tmp_path / "otcmail.toml"), "stats", timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = {k.strip(): v.strip() for k, _, v in (line.partition(":") for line in done.stdout.splitlines())}
    assert lines["mails"] == str(mails) and lines["quotes"] == str(quotes)
    assert lines["quotes pending review"] == str(pending)
    assert lines["dead-letter topic records"] == "unavailable"
    assert lines["lag"].startswith("unavailable (no Kafka broker answered at")
    assert ("otcmail broker start" in lines["lag"]) == (how == "bundled broker stopped")
    assert "total lag" not in done.stdout


def test_stats_without_a_database(tmp_path: Path) -> None:
    """The other way round: the database is what is missing (no broker either): exit 4, said so."""
    settings = load_settings(home=str(tmp_path), broker={"bootstrap_servers": f"127.0.0.1:{free_port()}",
                                                          "connect_timeout_s": 1.0},
                             database={"url": f"postgresql+psycopg://nobody@127.0.0.1:{free_port()}/none"})
    done = run_cli(write_config(settings, tmp_path / "otcmail.toml"), "stats", timeout=120)
    assert done.returncode == 4, done.stdout + done.stderr
    assert "lag" in done.stdout and "unavailable" in done.stdout
    assert "cannot read the database" in done.stderr
