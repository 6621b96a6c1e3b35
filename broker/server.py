"""Start, stop and health-check the bundled Apache Kafka broker (KRaft, one combined node).

The jars come from Maven Central (``broker/pom.xml``, resolved by ``otcmail setup`` into
``broker.lib_dir``).  State lives below ``broker.data_dir``'s parent folder:

    var/broker/cluster.id          the KRaft cluster id, made once, kept across restarts
    var/broker/server.properties   written from the settings at every start
    var/broker/log4j2.properties   logging to var/broker/logs/server.log
    var/broker/broker.pid          pid of the running JVM
    var/broker/data/               the Kafka log (survives restarts)
"""

from __future__ import annotations

import base64
import contextlib
import logging
import os
import shutil
import signal
import socket
import subprocess
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from config.settings import Settings
from core.errors import BrokerUnavailable, OtcmailError, SetupError

log = logging.getLogger(__name__)
MAIN_CLASS = "kafka.Kafka"
STORAGE_TOOL = "kafka.tools.StorageTool"
POM = Path(__file__).with_name("pom.xml")


class BrokerError(OtcmailError):
    """The bundled broker could not be started or stopped."""


@dataclass(frozen=True)
class StartResult:
    pid: int
    listener: str
    already_running: bool
    seconds: float


@dataclass(frozen=True)
class StopResult:
    pid: int | None
    was_running: bool
    forced: bool
    seconds: float


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie child still answers kill(0); a finished JVM we started must count as gone.
    with contextlib.suppress(ChildProcessError):
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done == pid:
            return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split(") ", 1)[-1].startswith("Z"))


def port_open(host: str, port: int, timeout: float = 0.5) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(timeout)
        return sock.connect_ex((host, port)) == 0


class BundledBroker:
    """The bundled single-node Kafka, driven from the settings."""

    def __init__(self, settings: Settings) -> None:
        if not settings.broker.bundled:
            raise BrokerError(
                f"settings name an external cluster ({settings.broker.bootstrap_servers}); "
                "the bundled broker is not used"
            )
        self.settings = settings
        self.cfg = settings.broker
        self.run_dir = self.cfg.data_dir.parent
        self.pid_file = self.run_dir / "broker.pid"
        self.properties_file = self.run_dir / "server.properties"
        self.log4j_file = self.run_dir / "log4j2.properties"
        self.cluster_id_file = self.run_dir / "cluster.id"
        self.server_log = self.cfg.log_dir / "server.log"
        self.stdout_log = self.cfg.log_dir / "stdout.log"

    @property
    def listener(self) -> str:
        return f"{self.cfg.host}:{self.cfg.port}"

    # -- state ------------------------------------------------------------------------------
    def pid(self) -> int | None:
        """The pid of our running broker, or None (a stale pid file is removed)."""
        try:
            pid = int(self.pid_file.read_text().strip())
        except (FileNotFoundError, ValueError):
            return None
        if _pid_alive(pid) and self._is_our_jvm(pid):
            return pid
        self.pid_file.unlink(missing_ok=True)
        return None

    def _is_our_jvm(self, pid: int) -> bool:
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        except OSError:
            return False
        return MAIN_CLASS.encode() in cmdline and str(self.properties_file).encode() in cmdline

    def is_running(self) -> bool:
        return self.pid() is not None

    # -- set-up -----------------------------------------------------------------------------
    def classpath(self) -> str:
        jars = sorted(self.cfg.lib_dir.glob("*.jar"))
        if not any(j.name.startswith("kafka_2.13-") for j in jars):
            raise SetupError(
                f"the Kafka jars are not in {self.cfg.lib_dir}: run `otcmail setup` (or `make run`) first"
            )
        return f"{self.cfg.lib_dir}/*"

    def _java(self) -> str:
        java = shutil.which("java")
        if java is None:
            raise SetupError("Java 17 is not installed: `apt-get install openjdk-17-jre-headless`")
        return java

    def write_config(self) -> None:
        t = self.settings.topics
        self.run_dir.mkdir(parents=True, exist_ok=True)
        self.cfg.log_dir.mkdir(parents=True, exist_ok=True)
        props = {
            "process.roles": "broker,controller",
            "node.id": "1",
            "controller.quorum.voters": f"1@{self.cfg.host}:{self.cfg.controller_port}",
            "listeners": f"PLAINTEXT://{self.listener},CONTROLLER://{self.cfg.host}:{self.cfg.controller_port}",
            "advertised.listeners": f"PLAINTEXT://{self.listener}",
            "controller.listener.names": "CONTROLLER",
            "inter.broker.listener.name": "PLAINTEXT",
            "listener.security.protocol.map": "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT",
            "log.dirs": str(self.cfg.data_dir),
            "num.partitions": str(t.partitions),
            # Topics are created by `otcmail topics ensure` only: a typo must not invent a topic.
            "auto.create.topics.enable": "false",
            "message.max.bytes": str(t.max_message_bytes),
            "socket.request.max.bytes": str(max(104857600, t.max_message_bytes + 1048576)),
            "offsets.topic.replication.factor": "1",
            "transaction.state.log.replication.factor": "1",
            "transaction.state.log.min.isr": "1",
            "share.coordinator.state.topic.replication.factor": "1",
            "share.coordinator.state.topic.min.isr": "1",
            "group.initial.rebalance.delay.ms": "0",
            "log.retention.hours": "-1" if t.retention_ms < 0 else str(max(1, t.retention_ms // 3_600_000)),
        }
        if self.cfg.flush_every_message:
            # Kafka flushes a partition's log in the append, before the produce response, once this many
            # records are unflushed: 1 = every acknowledged record is on disk (README, Durability).
            props["log.flush.interval.messages"] = "1"
        self.properties_file.write_text("".join(f"{k}={v}\n" for k, v in props.items()))
        self.log4j_file.write_text(
            "status = warn\n"
            "appender.file.type = RollingFile\n"
            "appender.file.name = file\n"
            f"appender.file.fileName = {self.server_log}\n"
            f"appender.file.filePattern = {self.server_log}.%i\n"
            "appender.file.layout.type = PatternLayout\n"
            "appender.file.layout.pattern = [%d] %p %m (%c)%n\n"
            "appender.file.policies.type = Policies\n"
            "appender.file.policies.size.type = SizeBasedTriggeringPolicy\n"
            "appender.file.policies.size.size = 50MB\n"
            "appender.file.strategy.type = DefaultRolloverStrategy\n"
            "appender.file.strategy.max = 5\n"
            "rootLogger.level = INFO\n"
            "rootLogger.appenderRef.file.ref = file\n"
            "logger.kafka.name = kafka\nlogger.kafka.level = INFO\n"
            "logger.apache.name = org.apache.kafka\nlogger.apache.level = INFO\n"
        )

    def cluster_id(self) -> str:
        if self.cluster_id_file.exists():
            return self.cluster_id_file.read_text().strip()
        # KRaft wants a base64url-encoded 16-byte UUID, as `kafka-storage random-uuid` prints it.
        # Like Kafka's own Uuid.randomUuid, never start with '-': the storage tool's argument parser
        # would take it for an option (one start in 64 failed that way).
        cid = "-"
        while cid.startswith("-"):
            cid = base64.urlsafe_b64encode(uuid.uuid4().bytes).decode().rstrip("=")
        self.run_dir.mkdir(parents=True, exist_ok=True)
        self.cluster_id_file.write_text(cid + "\n")
        return cid

    def format_storage(self) -> bool:
        """Format the KRaft storage on first use; returns whether it formatted."""
        if (self.cfg.data_dir / "meta.properties").exists():
            return False
        self.cfg.data_dir.mkdir(parents=True, exist_ok=True)
        cmd = [self._java(), "-cp", self.classpath(), f"-Dlog4j2.configurationFile={self.log4j_file}",
               STORAGE_TOOL, "format", f"--cluster-id={self.cluster_id()}", f"--config={self.properties_file}",
               "--ignore-formatted"]
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise BrokerError(f"formatting the Kafka storage failed:\n{done.stdout}{done.stderr}")
        log.info("formatted Kafka storage in %s (cluster id %s)", self.cfg.data_dir, self.cluster_id())
        return True

    # -- lifecycle --------------------------------------------------------------------------
    def start(self) -> StartResult:
        started = time.monotonic()
        pid = self.pid()
        if pid is not None:
            return StartResult(pid, self.listener, True, 0.0)
        classpath = self.classpath()
        java = self._java()
        for port in (self.cfg.port, self.cfg.controller_port):
            if port_open(self.cfg.host, port):
                raise BrokerError(
                    f"port {self.cfg.host}:{port} is taken by another process; "
                    "stop it or set OTCMAIL_BROKER__PORT / OTCMAIL_BROKER__CONTROLLER_PORT"
                )
        self.write_config()
        self.format_storage()
        cmd = [
            java, f"-Xmx{self.cfg.heap}", f"-Xms{self.cfg.heap}", "-XX:+UseG1GC",
            "-XX:MaxGCPauseMillis=20", "-Djava.awt.headless=true",
            f"-Dlog4j2.configurationFile={self.log4j_file}", f"-Dkafka.logs.dir={self.cfg.log_dir}",
            "-cp", classpath, MAIN_CLASS, str(self.properties_file),
        ]
        with self.stdout_log.open("ab") as out:
            proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                    start_new_session=True, cwd=self.run_dir)
        self.pid_file.write_text(f"{proc.pid}\n")
        log.info("started Kafka broker pid %d, waiting for %s", proc.pid, self.listener)
        self._wait_until_ready(proc)
        return StartResult(proc.pid, self.listener, False, time.monotonic() - started)

    def _wait_until_ready(self, proc: subprocess.Popen[bytes]) -> None:
        from broker.health import broker_answers

        deadline = time.monotonic() + self.cfg.start_timeout_s
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                self.pid_file.unlink(missing_ok=True)
                raise BrokerError(
                    f"the Kafka broker exited with code {proc.returncode} while starting:\n{self.log_tail(30)}"
                )
            if port_open(self.cfg.host, self.cfg.port) and broker_answers(self.settings, timeout_s=5):
                return
            time.sleep(0.3)
        raise BrokerUnavailable(
            f"the Kafka broker did not answer within {self.cfg.start_timeout_s:g}s; "
            f"it is still running as pid {proc.pid}. Last log lines:\n{self.log_tail(30)}"
        )

    def stop(self, timeout_s: float = 60.0) -> StopResult:
        started = time.monotonic()
        pid = self.pid()
        if pid is None:
            return StopResult(None, False, False, 0.0)
        os.kill(pid, signal.SIGTERM)  # Kafka's shutdown hook flushes the log and closes cleanly
        forced = False
        deadline = time.monotonic() + timeout_s
        while _pid_alive(pid):
            if time.monotonic() > deadline:
                log.warning("broker pid %d ignored SIGTERM for %gs, killing it", pid, timeout_s)
                os.kill(pid, signal.SIGKILL)
                forced = True
                while _pid_alive(pid):
                    time.sleep(0.1)
                break
            time.sleep(0.2)
        self.pid_file.unlink(missing_ok=True)
        return StopResult(pid, True, forced, time.monotonic() - started)

    def log_tail(self, lines: int = 50) -> str:
        out: list[str] = []
        for path in (self.server_log, self.stdout_log):
            if path.exists():
                with path.open("rb") as fh:
                    fh.seek(0, os.SEEK_END)
                    fh.seek(max(0, fh.tell() - 256 * lines))
                    text = fh.read().decode("utf-8", "replace")
                out.extend(text.splitlines()[-lines:])
        return "\n".join(out[-lines:])
