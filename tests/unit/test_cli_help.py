"""Every `otcmail` command answers --help with its own description, through the real console script."""

from __future__ import annotations

import subprocess
from typing import Any

import pytest
import typer.main

from otcmail.cli import app
from tests.support.cli import OTCMAIL


def _command_paths() -> list[tuple[str, ...]]:
    paths: list[tuple[str, ...]] = []

    def walk(command: Any, prefix: tuple[str, ...]) -> None:
        paths.append(prefix)
        if hasattr(command, "commands"):
            for name, sub in command.commands.items():
                walk(sub, (*prefix, name))

    walk(typer.main.get_command(app), ())
    return paths


@pytest.mark.parametrize("path", _command_paths(), ids=lambda p: " ".join(p) or "otcmail")
def test_help(path: tuple[str, ...]) -> None:
    done = subprocess.run([str(OTCMAIL), *path, "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "Usage:" in done.stdout
    assert f"otcmail {' '.join(path)}".strip() in " ".join(done.stdout.split())


def test_expected_commands_exist() -> None:
    names = {" ".join(p) for p in _command_paths()}
    assert {"broker start", "broker stop", "broker status", "broker logs", "topics ensure",
            "config show", "setup", "run"} <= names
