"""Run the real `otcmail` console script against a settings file, as a user would."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
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


@contextmanager
def running_cli(config: Path, log: Path, *args: str) -> Iterator[subprocess.Popen[bytes]]:
    """A long-running command (`produce`, `consume`, `run` ...) for the block, its output in ``log``; at the
    end it gets SIGTERM and must stop cleanly (exit 0)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_") and k != "PROMETHEUS_MULTIPROC_DIR"}
    with log.open("wb") as out:
        proc = subprocess.Popen([str(OTCMAIL), "--config", str(config), *args], stdout=out,
                                stderr=subprocess.STDOUT, env=env)
        try:
            yield proc
        finally:
            proc.send_signal(signal.SIGTERM)
            code = proc.wait(timeout=180)
    assert code == 0, log.read_text()[-3000:]


@contextmanager
def stages_running(config: Path, logs: Path) -> Iterator[None]:
    """The real `otcmail unpack` and `otcmail consume` processes for the block (no metrics endpoint), their
    output in ``logs``/unpack.log and consume.log; both must stop cleanly. Tests that only need the stages
    to do their work use these rather than lanes in threads of the pytest process, so the suite's own
    threads and collector pauses do not slow them."""
    with running_cli(config, logs / "unpack.log", "unpack", "--metrics-port", "0"), \
            running_cli(config, logs / "consume.log", "consume", "--metrics-port", "0"):
        yield
