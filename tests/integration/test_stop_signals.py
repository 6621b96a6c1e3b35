"""A stop that takes a second (or a tenth) SIGTERM: systemd, the supervisor and an impatient operator all
send more than one. Every long-running command stops cleanly with exit 0 however many arrive, even during
its last moments (the interpreter's exit restores the default action of signals with a Python handler,
which used to end a clean stop with -15)."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from config.settings import Settings
from tests.support.cli import OTCMAIL, write_config
from tests.support.producer import producer_settings, wait_for

pytestmark = pytest.mark.kafka


def _start(config: Path, log: Path, *command: str) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")}
    with log.open("ab") as out:
        return subprocess.Popen([str(OTCMAIL), "--config", str(config), *command], stdout=out,
                                stderr=subprocess.STDOUT, env=env, start_new_session=True)


def _terminate_repeatedly(proc: subprocess.Popen[bytes], every_s: float = 0.005, limit_s: float = 90) -> int:
    """SIGTERM to the whole process group every few milliseconds until the process has exited."""
    deadline = time.monotonic() + limit_s
    while proc.poll() is None and time.monotonic() < deadline:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            break
        time.sleep(every_s)
    return proc.wait(10)


@pytest.mark.parametrize("command, ready", [
    (("produce", "--metrics-port", "0"), "watching"),
    (("consume", "--workers", "2", "--metrics-port", "0"), "partitions assigned"),
    (("unpack", "--metrics-port", "0"), "partitions assigned"),
])
def test_a_storm_of_sigterms_still_ends_in_a_clean_exit(kafka_settings: Settings, tmp_path: Path,
                                                         command: tuple[str, ...], ready: str) -> None:
    settings = producer_settings(kafka_settings, tmp_path)
    settings.paths.inbox.mkdir(parents=True, exist_ok=True)
    config = write_config(settings, tmp_path / "otcmail.toml")
    log = tmp_path / "run.log"
    proc = _start(config, log, *command)
    try:
        wait_for(lambda: ready in log.read_text() or proc.poll() is not None, 120, f"{command[0]} to start")
        assert proc.poll() is None, log.read_text()[-3000:]
        code = _terminate_repeatedly(proc)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    text = log.read_text()
    assert code == 0, text[-3000:]
    assert "Traceback" not in text, text[-3000:]
