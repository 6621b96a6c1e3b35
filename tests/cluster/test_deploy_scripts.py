"""The deploy/cluster scripts themselves: shellcheck-clean, `--help` for each, clear refusals of a wrong
command line before any JVM starts. (What they start is tested by the other cluster tests.)"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.cluster import DEPLOY, KAFKA_LIB, KAFKA_NODE, SPARK_MASTER, SPARK_WORKER, clean_env

pytestmark = pytest.mark.cluster
SCRIPTS = [KAFKA_NODE, SPARK_MASTER, SPARK_WORKER, DEPLOY / "spark-common.sh"]


def _run(*cmd: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=60, check=False,
                          env=clean_env(KAFKA_LIB=str(KAFKA_LIB)))


def test_shellcheck_clean() -> None:
    shellcheck = shutil.which("shellcheck")
    assert shellcheck, "shellcheck is missing: scripts/ensure-system-packages --postgres installs it"
    done = _run(shellcheck, "--external-sources", *SCRIPTS)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("script", [KAFKA_NODE, SPARK_MASTER, SPARK_WORKER], ids=lambda p: p.name)
def test_help(script: Path) -> None:
    done = _run(script, "--help")
    assert done.returncode == 0 and done.stdout.startswith(f"Usage: {script.name} "), done.stdout + done.stderr


@pytest.mark.parametrize(("args", "message"), [
    ((), "--node-id, --listen, --controller, --voters, --cluster-id and --data-dir are required"),
    (("--node-id", "4", "--listen", "h:1", "--controller", "h:2", "--voters", "1@h:2,2@h:3", "--cluster-id", "x",
      "--data-dir", "/nonexistent/x"), "--voters (1@h:2,2@h:3) does not name node 4"),
    (("--node-id", "1", "--listen", "h", "--controller", "h:2", "--voters", "1@h:2", "--cluster-id", "x",
      "--data-dir", "/nonexistent/x"), "--listen wants HOST:PORT, got 'h'"),
    (("--node-id", "1", "--listen", "h:1", "--controller", "h:2", "--voters", "1@h:2", "--cluster-id", "x",
      "--data-dir", "/nonexistent/x", "--min-insync", "4"), "--min-insync 4 exceeds --replication-factor 3"),
    (("--node-id", "1", "--listen", "0.0.0.0:9092", "--controller", "h:2", "--voters", "1@h:2", "--cluster-id", "x",
      "--data-dir", "/nonexistent/x"), "clients cannot connect to 0.0.0.0:9092: give --advertise"),
    (("--heap",), "--heap needs a value"),
    (("--bogus", "1"), "unknown option --bogus"),
], ids=["nothing", "not-a-voter", "bad-listener", "min-isr", "wildcard-advertised", "no-value", "unknown"])
def test_kafka_node_refuses_a_wrong_command_line(args: tuple[str, ...], message: str) -> None:
    done = _run(KAFKA_NODE, *args)
    assert done.returncode == 2 and message in done.stderr, done.stderr


def test_spark_worker_needs_its_master() -> None:
    done = _run(SPARK_WORKER, "--cores", "1")
    assert done.returncode == 2 and "spark://HOST:PORT" in done.stderr, done.stderr
