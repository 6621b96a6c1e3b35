"""Regression (issue 11, defect 8): `config show` masks a password given in the database URL's query string.

libpq and SQLAlchemy take ``?password=...`` (and ``sslpassword``) as well as ``user:password@``; only the
latter was masked, so ``postgresql://u@h/db?password=secret`` was printed whole.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from config.settings import load_settings, masked_dump
from tests.support.cli import OTCMAIL


def _show(tmp_path: Path, url: str, *args: str) -> str:
    env = {"OTCMAIL_DATABASE__URL": url, "OTCMAIL_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([str(OTCMAIL), "config", "show", *args], capture_output=True, text=True, env=env,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("as_json", [False, True])
def test_config_show_masks_a_password_in_the_query_string(tmp_path: Path, as_json: bool) -> None:
    url = "postgresql+psycopg://desk@db.example/otc?sslmode=require&password=hunter2&application_name=otcmail"
    out = _show(tmp_path, url, *(["--json"] if as_json else []))
    assert "hunter2" not in out
    shown = json.loads(out)["database"]["url"] if as_json else next(
        line for line in out.splitlines() if line.startswith("url = "))
    assert "postgresql+psycopg://desk@db.example/otc?sslmode=require&password=**********&application_name=otcmail" \
        in shown


@pytest.mark.parametrize(("url", "shown"), [
    ("postgresql://u@h/db?password=secret", "postgresql://u@h/db?password=**********"),
    ("postgresql://u:secret@h/db?sslpassword=secret&sslkey=/k.pem",
     "postgresql://u:**********@h/db?sslpassword=**********&sslkey=/k.pem"),
    ("postgresql://h/db?PASSWORD=secret", "postgresql://h/db?PASSWORD=**********"),
    ("postgresql://h/db?pass%77ord=secret", "postgresql://h/db?pass%77ord=**********"),  # percent-encoded name
    ("postgresql://u@h/db?sslmode=require", "postgresql://u@h/db?sslmode=require"),  # nothing secret: unchanged
])
def test_masked_dump_masks_secret_query_parameters(tmp_path: Path, url: str, shown: str) -> None:
    settings = load_settings(home=str(tmp_path), database={"url": url})
    assert masked_dump(settings)["database"]["url"] == shown
    assert settings.database.url.get_secret_value() == url  # the settings themselves keep it
