"""Run the real `otcmail` console script against a settings file, as a user would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from config.settings import Settings, masked_dump

OTCMAIL = Path(sys.executable).with_name("otcmail")


def write_config(settings: Settings, path: Path) -> Path:
    """A TOML user file equal to ``settings`` (secrets left out), for `otcmail --config`."""
    data = masked_dump(settings)
    lines: list[str] = []
    for key, value in data.items():
        if not isinstance(value, dict):
            lines.append(f"{key} = {json.dumps(value)}")
    for key, value in data.items():
        if isinstance(value, dict):
            lines.append(f"[{key}]")
            lines += [f"{k} = {json.dumps(v)}" for k, v in value.items() if v is not None and "*" not in str(v)]
    lines.insert(0, "")
    path.write_text("\n".join(lines) + "\n")
    return path


def run_cli(config: Path, *args: str, timeout: float = 120, env: dict[str, str] | None = None
            ) -> subprocess.CompletedProcess[str]:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")} | (env or {})
    return subprocess.run([str(OTCMAIL), "--config", str(config), *args], capture_output=True, text=True,
                          timeout=timeout, env=full_env, check=False)
