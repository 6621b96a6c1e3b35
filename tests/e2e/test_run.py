"""`otcmail run` as a user runs it: one command brings up broker, producer, unpack stage and parsers; a mail
dropped into the inbox goes file -> raw topic -> unpack -> part topic -> parsers and shows up in `otcmail query`
within seconds; a broker and a producer killed by the OOM killer are started again and the next mail arrives;
SIGTERM stops everything together."""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import signal
import subprocess
import time
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

import pytest

from broker.server import BundledBroker, port_open
from tests.support.cli import OTCMAIL, run_cli, write_config
from tests.support.kafka import broker_settings

pytestmark = [pytest.mark.kafka, pytest.mark.slow]


def _mail(n: int = 0) -> bytes:
    msg = EmailMessage()
    msg["From"] = "Jane Trader <jane@desk.acmebank.com>"
    msg["To"] = "pm@fund.example"
    msg["Subject"] = "IG run"
    msg["Date"] = format_datetime(dt.datetime(2026, 11, 23, 8, 15, tzinfo=dt.UTC))
    msg["Message-ID"] = f"<run-e2e{n or ''}@acmebank.com>"
    if n:
        msg.set_content(f"Afternoon:\n\nGM 5Y {300 + n}/{310 + n}\n")
    else:
        msg.set_content("Morning, levels:\n\nACME 4.25 10/01/27  +68/+63  2x2\nFORD 5Y 245/255\n\n"
                        "Jane | +1 212 555 0199 | 100 Wall St\n")
    return msg.as_bytes()


def _query(config: Path) -> list[dict[str, object]]:
    done = run_cli(config, "query", "--format", "json", timeout=60)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def test_run_ingests_a_dropped_mail_and_stops_together(tmp_path: Path) -> None:
    settings = broker_settings(tmp_path, producer={"stable_seconds": 0.5})
    config = write_config(settings, tmp_path / "otcmail.toml")
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")}
    log = (tmp_path / "run.log").open("wb")
    proc = subprocess.Popen([str(OTCMAIL), "--config", str(config), "run"], stdout=log, stderr=subprocess.STDOUT,
                            env=env)
    try:
        deadline = time.monotonic() + 180
        while not (BundledBroker(settings).is_running() and (tmp_path / "var" / "otcmail.db").exists()):
            assert proc.poll() is None, (tmp_path / "run.log").read_text()
            assert time.monotonic() < deadline, "run did not come up"
            time.sleep(0.5)
        time.sleep(3)  # let producer, unpack stage and parsers join their groups before the mail lands

        dropped = time.monotonic()
        (settings.paths.inbox / "msg.e2e").write_bytes(_mail())
        rows: list[dict[str, object]] = []
        while time.monotonic() < dropped + 60 and len(rows) < 2:
            rows = _query(config)
            time.sleep(0.5)
        assert sorted(r["instrument_key"] for r in rows) == ["ACME 4.25 2027-10-01", "FORD 5Y"], \
            (tmp_path / "run.log").read_text()[-3000:]
        acme = next(r for r in rows if r["instrument_key"] == "ACME 4.25 2027-10-01")
        assert (acme["bid"], acme["ask"], acme["dealer"]) == (68.0, 63.0, "acmebank")
        assert acme["quoted_at"] == "2026-11-23T08:15:00+00:00" and acme["part"] == "body"
        # The mail row is the unpack stage's (only it knows the file the message came in).
        shown = run_cli(config, "mail", str(acme["mail_id"]), "--json", timeout=60)
        assert shown.returncode == 0, shown.stderr
        mail = json.loads(shown.stdout)["mail"]
        assert (mail["file_name"], mail["subject"], mail["message_id"], mail["unit_count"]) == (
            "msg.e2e", "IG run", "<run-e2e@acmebank.com>", 1)
        assert mail["topic"] == settings.topics.raw
        stats = run_cli(config, "stats", timeout=60)
        assert stats.returncode == 0 and "total lag: 0" in stats.stdout, stats.stdout + stats.stderr
        assert list(settings.paths.done.rglob("msg.e2e"))  # archived only after the broker acknowledged it
        assert not (settings.paths.inbox / "msg.e2e").exists()

        # What production does to it: the OOM killer takes the broker, then the producer. `run` starts
        # both again (the broker was its own) and the next mail still arrives.
        broker_pid = BundledBroker(settings).pid()
        assert broker_pid is not None
        os.kill(broker_pid, signal.SIGKILL)
        producer_pid = int(re.findall(r"started producer \(pid (\d+)\)", (tmp_path / "run.log").read_text())[-1])
        os.kill(producer_pid, signal.SIGKILL)
        deadline = time.monotonic() + 120
        while BundledBroker(settings).pid() in (None, broker_pid):
            assert proc.poll() is None and time.monotonic() < deadline, (tmp_path / "run.log").read_text()[-3000:]
            time.sleep(0.5)
        (settings.paths.inbox / "msg.e2e-2").write_bytes(_mail(2))
        while time.monotonic() < deadline and len(rows) < 3:
            rows = _query(config)
            time.sleep(0.5)
        assert sorted(r["instrument_key"] for r in rows) == ["ACME 4.25 2027-10-01", "FORD 5Y", "GM 5Y"], \
            (tmp_path / "run.log").read_text()[-3000:]
    finally:
        proc.send_signal(signal.SIGTERM)
        code = proc.wait(timeout=180)
        log.close()
    out = (tmp_path / "run.log").read_text()
    assert code == 0, out[-3000:]
    assert "otcmail stopped." in out
    for child in ("producer", "unpack", "parsers"):
        assert f"started {child} (pid" in out and f"{child} stopped (exit 0)" in out, child
    assert "Kafka broker is not running; starting it again (restart 1)" in out, out[-3000:]
    assert "Kafka broker is running again" in out
    assert re.search(r"producer exited with code -9 after \d+s; restarting in \d+s \(restart 1\)", out), out[-3000:]
    assert not BundledBroker(settings).is_running()
    assert not port_open(settings.broker.host, settings.broker.port)
