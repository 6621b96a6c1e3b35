"""A real three-node KRaft Kafka cluster and a Spark standalone cluster on the loopback, started by the
scripts an operator runs on real hosts (``deploy/cluster/kafka-node``, ``spark-master``, ``spark-worker``).

Each node is one foreground process (the script execs the JVM, so the pid a test holds is the JVM's):
``kill`` is a real ``kill -9`` of a broker, and every context manager stops what it started, whatever
the test did.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import urllib.request
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from kafka.errors import KafkaError

from broker.clients import make_admin
from config.settings import Settings, load_settings
from core.errors import BrokerUnavailable
from tests.support.consumers import wait_for
from tests.support.ports import free_port

log = logging.getLogger(__name__)
REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy" / "cluster"
KAFKA_NODE = DEPLOY / "kafka-node"
SPARK_MASTER = DEPLOY / "spark-master"
SPARK_WORKER = DEPLOY / "spark-worker"
KAFKA_LIB = REPO / "var" / "broker" / "lib"
#: The JVMs of these tests live a few minutes on two shared cores: C1 only (no C2 compiler threads burning
#: CPU for code that runs a few times) and, where the JVM's collector is not chosen already, the serial one.
#: On a quiet machine `spark daily` took 95-127 s without, 35-43 s with them (load 11-14). Production keeps
#: the JVMs' defaults.
QUICK_JVM = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
QUICK_KAFKA_JVM = "-XX:TieredStopAtLevel=1 -XX:ParallelGCThreads=1 -XX:ConcGCThreads=1"  # kafka-node picks G1


def clean_env(**extra: str) -> dict[str, str]:
    """The environment of a child: none of this shell's OTCMAIL_ variables, Spark on the loopback."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OTCMAIL_", "SPARK_", "PYSPARK_"))}
    return env | {"SPARK_LOCAL_IP": "127.0.0.1"} | extra


def kafka_env() -> dict[str, str]:
    return clean_env(KAFKA_LIB=str(KAFKA_LIB), KAFKA_OPTS=QUICK_KAFKA_JVM)


def _start(cmd: list[str], log_file: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    with log_file.open("ab") as out:
        return subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
                                cwd=REPO, start_new_session=True)


def stop_process(proc: subprocess.Popen[bytes], timeout: float = 30, *, signalled: bool = False) -> int:
    """SIGTERM (unless ``signalled`` already: a second one means "now" to otcmail), then SIGKILL after
    ``timeout``; its exit code."""
    if proc.poll() is None:
        if not signalled:
            proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            log.warning("pid %d ignored SIGTERM for %gs: killed", proc.pid, timeout)
            proc.kill()
            proc.wait(30)
    return proc.returncode


def log_tail(path: Path, lines: int = 40) -> str:
    if not path.exists():
        return f"({path} not written)"
    return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])


# -- Kafka ----------------------------------------------------------------------------------------

@dataclass
class KafkaNode:
    node_id: int
    port: int
    controller_port: int
    folder: Path
    proc: subprocess.Popen[bytes] | None = None

    @property
    def listener(self) -> str:
        return f"127.0.0.1:{self.port}"

    @property
    def log(self) -> Path:
        return self.folder.with_suffix(".log")


@dataclass
class KafkaCluster:
    base: Path
    cluster_id: str
    nodes: list[KafkaNode]
    heap: str = "512m"
    overrides: tuple[str, ...] = ()
    started: list[subprocess.Popen[bytes]] = field(default_factory=list)

    @property
    def bootstrap(self) -> str:
        return ",".join(n.listener for n in self.nodes)

    @property
    def voters(self) -> str:
        return ",".join(f"{n.node_id}@127.0.0.1:{n.controller_port}" for n in self.nodes)

    def node(self, node_id: int) -> KafkaNode:
        return next(n for n in self.nodes if n.node_id == node_id)

    def command(self, node: KafkaNode) -> list[str]:
        """What an operator types on the node's host (here: the loopback, ports of its own)."""
        return [str(KAFKA_NODE), "--node-id", str(node.node_id), "--listen", node.listener,
                "--controller", f"127.0.0.1:{node.controller_port}", "--voters", self.voters,
                "--cluster-id", self.cluster_id, "--data-dir", str(node.folder), "--heap", self.heap,
                *(arg for kv in self.overrides for arg in ("--override", kv))]

    def start(self, node: KafkaNode) -> None:
        assert node.proc is None or node.proc.poll() is not None, f"node {node.node_id} is running"
        node.proc = _start(self.command(node), node.log, kafka_env())
        self.started.append(node.proc)

    def kill(self, node_id: int) -> None:
        """kill -9 of the node's JVM: no shutdown hook, no controlled shutdown, no flush."""
        node = self.node(node_id)
        assert node.proc is not None and node.proc.poll() is None, f"node {node_id} is not running"
        node.proc.send_signal(signal.SIGKILL)
        node.proc.wait(30)

    def running(self) -> list[int]:
        return [n.node_id for n in self.nodes if n.proc is not None and n.proc.poll() is None]

    def settings(self) -> Settings:
        return load_settings(broker={"bootstrap_servers": self.bootstrap, "connect_timeout_s": 10.0})

    def live_brokers(self) -> set[int]:
        """The brokers the controller lists as registered and unfenced."""
        try:
            admin = make_admin(self.settings())
        except BrokerUnavailable:
            return set()
        try:
            return {b["broker_id"] for b in admin.describe_cluster()["brokers"] if not b.get("is_fenced")}
        except KafkaError:
            return set()
        finally:
            admin.close()

    def wait_ready(self, expected: set[int], timeout: float = 180) -> None:
        def ready() -> bool:
            dead = [n.node_id for n in self.nodes if n.proc is not None and n.proc.poll() is not None
                    and n.node_id in expected]
            if dead:
                raise AssertionError(f"kafka node(s) {dead} exited:\n" + "\n".join(
                    f"--- node {d}\n{log_tail(self.node(d).log)}" for d in dead))
            return self.live_brokers() == expected

        wait_for(ready, timeout=timeout, interval=1.0, what=f"brokers {sorted(expected)} registered and unfenced")

    def stop(self) -> None:
        """SIGTERM to every node at once: one by one, the last would wait for a controller quorum that the
        others took with them."""
        for proc in self.started:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for proc in self.started:
            stop_process(proc, signalled=True)


def new_cluster_id() -> str:
    done = subprocess.run([str(KAFKA_NODE), "--new-cluster-id"], capture_output=True, text=True, check=True,
                          env=kafka_env(), timeout=120)
    return done.stdout.strip()


#: A new consumer group starts at once instead of after Kafka's 3 s wait for more members (tests start many).
TEST_OVERRIDES = ("group.initial.rebalance.delay.ms=0",)


@contextmanager
def kafka_cluster(base: Path, size: int = 3, heap: str = "512m",
                  overrides: tuple[str, ...] = TEST_OVERRIDES) -> Iterator[KafkaCluster]:
    """``size`` KRaft nodes (each broker and controller) on free loopback ports; all stopped on exit."""
    base.mkdir(parents=True, exist_ok=True)
    nodes = [KafkaNode(i, free_port(), free_port(), base / f"node{i}") for i in range(1, size + 1)]
    cluster = KafkaCluster(base, new_cluster_id(), nodes, heap, overrides)
    try:
        for node in nodes:
            cluster.start(node)
        cluster.wait_ready({n.node_id for n in nodes})
        yield cluster
    finally:
        cluster.stop()


def partition_replicas(settings: Settings, topics: list[str]) -> dict[tuple[str, int], dict[str, object]]:
    """Leader, replicas and ISR of every partition of ``topics``."""
    admin = make_admin(settings)
    try:
        for t in (described := admin.describe_topics(topics)):
            if t["error_code"] or any(p["error_code"] for p in t["partitions"]):
                raise AssertionError(f"describing {t['name']} failed: {t}")
        return {(t["name"], p["partition_index"]): {"leader": p["leader_id"], "replicas": sorted(p["replica_nodes"]),
                                                    "isr": sorted(p["isr_nodes"])}
                for t in described for p in t["partitions"]}
    finally:
        admin.close()


def full_isr(settings: Settings, topics: list[str], brokers: list[int]) -> bool:
    """Whether every partition of ``topics`` has ``brokers`` in sync (False while the cluster cannot say)."""
    try:
        return all(r["isr"] == brokers for r in partition_replicas(settings, topics).values())
    except (KafkaError, BrokerUnavailable, AssertionError) as exc:
        log.info("partition state not available yet: %s", exc)
        return False


# -- Spark ----------------------------------------------------------------------------------------

@dataclass
class SparkCluster:
    master_url: str
    webui_port: int
    procs: list[subprocess.Popen[bytes]]
    logs: list[Path]

    def state(self) -> dict[str, object]:
        """The master's own account of itself (its web UI's JSON)."""
        with urllib.request.urlopen(f"http://127.0.0.1:{self.webui_port}/json/", timeout=5) as answer:
            return json.loads(answer.read())  # type: ignore[no-any-return]

    def alive_workers(self) -> int:
        try:
            return int(self.state().get("aliveworkers", 0))  # type: ignore[call-overload]
        except OSError:
            return 0


@contextmanager
def spark_standalone(base: Path, workers: int = 2, cores: int = 1, memory: str = "1g",
                     daemon_memory: str = "256m") -> Iterator[SparkCluster]:
    """A master and ``workers`` workers (``cores`` and ``memory`` each) on the loopback; all stopped on exit."""
    base.mkdir(parents=True, exist_ok=True)
    port, webui = free_port(), free_port()
    cluster = SparkCluster(f"spark://127.0.0.1:{port}", webui, [], [])
    env = clean_env(SPARK_DAEMON_JAVA_OPTS=QUICK_JVM)
    with ExitStack() as stack:
        def launch(cmd: list[str], name: str) -> None:
            cluster.logs.append(base / f"{name}.log")
            proc = _start(cmd, cluster.logs[-1], env)
            cluster.procs.append(proc)
            stack.callback(stop_process, proc)

        launch([str(SPARK_MASTER), "--host", "127.0.0.1", "--port", str(port), "--webui-port", str(webui),
                "--daemon-memory", daemon_memory], "master")
        for i in range(1, workers + 1):
            launch([str(SPARK_WORKER), "--host", "127.0.0.1", "--webui-port", str(free_port()),
                    "--cores", str(cores), "--memory", memory, "--work-dir", str(base / f"worker{i}"),
                    "--daemon-memory", daemon_memory, cluster.master_url], f"worker{i}")

        def ready() -> bool:
            dead = [(p, lg) for p, lg in zip(cluster.procs, cluster.logs, strict=True) if p.poll() is not None]
            if dead:
                raise AssertionError("a Spark daemon exited:\n" + "\n".join(log_tail(lg) for _, lg in dead))
            return cluster.alive_workers() == workers

        wait_for(ready, timeout=180, interval=1.0, what=f"the Spark master with {workers} workers")
        yield cluster
