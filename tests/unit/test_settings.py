"""Settings: one model, defaults file = code defaults, user file and environment override, secrets masked."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from pydantic import ValidationError

from config.settings import ConfigFileError, Settings, load_settings, masked_dump
from tests.support.cli import OTCMAIL


def test_defaults_file_matches_the_model(monkeypatch: pytest.MonkeyPatch) -> None:
    for key in [k for k in __import__("os").environ if k.startswith("OTCMAIL_")]:
        monkeypatch.delenv(key)
    assert load_settings() == Settings()


def test_user_file_then_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    user = tmp_path / "mine.toml"
    user.write_text(f'home = "{tmp_path}"\n[broker]\nport = 19092\nheap = "2g"\n[topics]\npartitions = 12\n')
    monkeypatch.setenv("OTCMAIL_BROKER__PORT", "29092")
    s = load_settings(user)
    assert s.broker.port == 29092  # environment beats the file
    assert s.broker.heap == "2g"
    assert s.topics.partitions == 12
    assert s.paths.inbox == tmp_path / "var" / "inbox"  # relative paths resolve against home
    assert s.database.url.get_secret_value() == f"sqlite:///{tmp_path}/var/otcmail.db"


def test_settings_are_frozen_and_typed(tmp_path: Path) -> None:
    s = load_settings(home=str(tmp_path))
    with pytest.raises(ValidationError):
        s.broker.port = 1  # type: ignore[misc]
    with pytest.raises(ValidationError):
        load_settings(home=str(tmp_path), broker={"port": "not a port"})
    with pytest.raises(ValidationError):
        load_settings(home=str(tmp_path), broker={"no_such_key": 1})


def test_bad_user_file_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[broker\nport=")
    with pytest.raises(ConfigFileError, match="not valid TOML"):
        load_settings(bad)
    with pytest.raises(ConfigFileError, match="not found"):
        load_settings(tmp_path / "missing.toml")
    done = subprocess.run([str(OTCMAIL), "--config", str(bad), "config", "show"], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert "not valid TOML" in done.stderr and "Traceback" not in done.stderr


def test_secrets_never_printed(tmp_path: Path) -> None:
    env = {"OTCMAIL_DATABASE__URL": "postgresql+psycopg://desk:hunter2@db.example/otc",
           "OTCMAIL_BROKER__SASL_PASSWORD": "s3cret-sasl", "OTCMAIL_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([str(OTCMAIL), "config", "show"], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "hunter2" not in done.stdout and "s3cret-sasl" not in done.stdout
    assert "postgresql+psycopg://desk:**********@db.example/otc" in done.stdout
    s = load_settings(home=str(tmp_path), broker={"sasl_password": "pw"})
    assert "pw" not in str(masked_dump(s)["broker"]["sasl_password"])
    assert s.broker.sasl_password is not None and s.broker.sasl_password.get_secret_value() == "pw"
