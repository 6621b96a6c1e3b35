"""The real pipeline on a three-broker KRaft cluster (replication factor 3, min.insync.replicas 2, acks=all):
`otcmail produce`, two `otcmail unpack` and two `otcmail consume` processes, as on several hosts; one
broker killed with kill -9 mid-ingest, the ingest going on without it, nothing lost, nothing stored twice;
the broker restarted and back in every partition's ISR."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError
from sqlalchemy import Engine, create_engine, func, select

from broker.clients import make_admin
from broker.topics import ensure_topics
from config.settings import Settings, load_settings
from consumer.lag import topic_records
from db.engine import make_engine
from db.migrate import upgrade
from db.models import Mail, Quote
from tests.cluster.conftest import DEPLOY_SETTINGS, cluster_settings
from tests.support.cli import OTCMAIL, run_cli, write_config
from tests.support.cluster import (
    KafkaCluster,
    clean_env,
    full_isr,
    kafka_env,
    log_tail,
    partition_replicas,
    stop_process,
)
from tests.support.consumers import lag_is_zero, wait_for
from tests.support.corpus import expected_quotes, run_mail
from tests.support.mailrecords import MailRecords, mail_records
from tests.support.producer import files_in

pytestmark = [pytest.mark.cluster, pytest.mark.kafka, pytest.mark.postgres, pytest.mark.slow]
log = logging.getLogger(__name__)

MAILS = 300
FIRST = 150  # written before the kill; the rest while a broker is down


def _otcmail(config: Path, logs: Path, name: str, *args: str) -> subprocess.Popen[bytes]:
    with (logs / f"{name}.log").open("ab") as out:
        return subprocess.Popen([str(OTCMAIL), "--config", str(config), *args], stdout=out,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=clean_env())


def _drop(inbox: Path, name: str, data: bytes) -> None:
    """As a mail delivery agent does: write aside, then rename into the dump directory."""
    aside = inbox / f".{name}.part"
    aside.write_bytes(data)
    os.replace(aside, inbox / name)


def _stored_mails(engine: Engine) -> int:
    with engine.connect() as conn:
        return int(conn.scalar(select(func.count()).select_from(Mail)) or 0)


def _stored_quotes(engine: Engine) -> Counter[tuple[object, ...]]:
    with engine.connect() as conn:
        rows = conn.execute(select(Quote.mail_id, Quote.part, Quote.location, Quote.instrument_key,
                                   Quote.quote_type, Quote.bid, Quote.ask)).all()
    return Counter(tuple(r) for r in rows)


def _assignments(settings: Settings, group: str) -> list[list[int]]:
    """The partitions each member of ``group`` holds (one list per member)."""
    from kafka.errors import KafkaError

    admin = make_admin(settings)
    try:
        members = admin.describe_groups([group])[group].get("members") or []
    except KafkaError:  # the coordinator of a new group, or a broker just killed
        return []
    finally:
        admin.close()
    return [sorted(p for tp in (m["member_assignment"] or {"assigned_partitions": []})["assigned_partitions"]
                   for p in tp["partitions"]) for m in members]


def _caught_up(settings: Settings) -> bool:
    """Every group's lag zero (False while a broker's death leaves the answer unknown)."""
    from kafka.errors import KafkaError

    try:
        return lag_is_zero(settings)
    except KafkaError:
        return False


def _shared_out(settings: Settings, group: str, partitions: int) -> bool:
    """Two members, each with some of the partitions, together all of them once."""
    held = _assignments(settings, group)
    return len(held) == 2 and all(held) and sorted(p for h in held for p in h) == list(range(partitions))


def test_topics_ensure_replicates_as_the_deploy_file_says(cluster: KafkaCluster, tmp_path: Path) -> None:
    settings = cluster_settings(cluster, tmp_path, f"sqlite:///{tmp_path / 'unused.db'}")
    assert (settings.topics.replication_factor, settings.topics.min_insync) == (3, 2)
    done = run_cli(write_config(settings, tmp_path / "otcmail.toml"), "topics", "ensure")
    assert done.returncode == 0, done.stderr
    assert f"{settings.topics.raw}: created (6 partitions)" in done.stdout
    topics = [settings.topics.raw, settings.topics.bodies, settings.topics.dead_letter]
    replicas = partition_replicas(settings, topics)
    assert len(replicas) == 6 + 6 + 1
    assert all(r["replicas"] == r["isr"] == [1, 2, 3] for r in replicas.values()), replicas
    assert len({r["leader"] for r in replicas.values()}) == 3  # leadership spread over the brokers
    from kafka.admin import ConfigResource, ConfigResourceType

    admin = make_admin(settings)
    try:
        configs = admin.describe_configs([ConfigResource(ConfigResourceType.TOPIC, t) for t in topics])["topic"]
    finally:
        admin.close()
    assert {t: c["min.insync.replicas"]["value"] for t, c in configs.items()} == dict.fromkeys(topics, "2")
    again = run_cli(write_config(settings, tmp_path / "otcmail.toml"), "topics", "ensure")
    assert again.returncode == 0 and f"{settings.topics.raw}: unchanged" in again.stdout, again.stdout


def test_topics_ensure_leaves_a_one_replica_topic_readable(cluster: KafkaCluster, tmp_path: Path) -> None:
    """A topic made with one replica keeps it (changing it moves data) and says so; its min ISR is not raised
    above the replicas it has, which would refuse every acks=all send."""
    three = cluster_settings(cluster, tmp_path, f"sqlite:///{tmp_path / 'unused.db'}")
    one = three.model_copy(update={"topics": three.topics.model_copy(update={"replication_factor": 1,
                                                                            "min_insync_replicas": 1})})
    ensure_topics(one)
    done = run_cli(write_config(three, tmp_path / "otcmail.toml"), "topics", "ensure")
    assert done.returncode == 0, done.stderr
    assert f"{three.topics.raw}: unchanged (has replication factor 1 (settings: 3;" in done.stdout, done.stdout
    from kafka.admin import ConfigResource, ConfigResourceType

    admin = make_admin(three)
    try:
        configs = admin.describe_configs([ConfigResource(ConfigResourceType.TOPIC, three.topics.raw)])["topic"]
    finally:
        admin.close()
    assert configs[three.topics.raw]["min.insync.replicas"]["value"] == "1"


def test_a_node_refuses_the_data_of_another_cluster(cluster: KafkaCluster) -> None:
    node = cluster.node(1)
    cmd = cluster.command(node)
    cmd[cmd.index("--cluster-id") + 1] = "AAAAAAAAAAAAAAAAAAAAAA"
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=60, env=kafka_env(), check=False)
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"{node.folder}/data belongs to cluster {cluster.cluster_id}, not AAAAAAAAAAAAAAAAAAAAAA" in done.stderr
    assert cluster.running() == [1, 2, 3]


def test_min_insync_above_the_replication_factor_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValidationError, match="min_insync_replicas = 3 must be between 1 and"):
        load_settings(DEPLOY_SETTINGS, home=str(tmp_path), topics={"min_insync_replicas": 3, "replication_factor": 2})


def test_kill_9_of_a_broker_mid_ingest_loses_nothing(cluster: KafkaCluster, cluster_database: str,
                                                    tmp_path: Path) -> None:
    settings = cluster_settings(cluster, tmp_path, cluster_database,
                                producer={"stable_seconds": 0.2, "rescan_interval_s": 2.0})
    config = write_config(settings, tmp_path / "otcmail.toml")
    logs = tmp_path / "logs"
    logs.mkdir()
    ensure_topics(settings)
    upgrade_engine = make_engine(settings)
    upgrade(upgrade_engine)  # `otcmail db upgrade`, once, before the services start
    upgrade_engine.dispose()
    inbox, archive = settings.paths.inbox, settings.paths.done
    inbox.mkdir(parents=True)

    mails: list[MailRecords] = []
    raw: list[bytes] = []
    for i in range(MAILS):
        msg = run_mail(i, attachment=i % 3 == 0, tag="cluster")
        raw.append(bytes(msg))
        mails.append(mail_records(msg, settings))
    expected = expected_quotes(mails, settings)
    assert len(expected) == MAILS * 2 + (MAILS // 3) * 2

    engine = create_engine(cluster_database)
    # Two unpack and two consume processes, as on two hosts: each group shares the partitions out.
    procs = {name: _otcmail(config, logs, name, command)
             for name, command in (("unpack-1", "unpack"), ("unpack-2", "unpack"),
                                   ("consume-1", "consume"), ("consume-2", "consume"), ("produce", "produce"))}
    killed: int | None = None
    try:
        for i in range(FIRST):
            _drop(inbox, f"mail-{i:04d}.eml", raw[i])
        wait_for(lambda: _stored_mails(engine) >= 40, 180, 1.0, "40 mails unpacked")
        # The group protocol shares the raw topic's partitions out between the two unpack "hosts".
        wait_for(lambda: _shared_out(settings, settings.consumer.unpack_group, settings.topics.partitions), 60,
                 1.0, "both unpack processes holding partitions")
        # The busiest broker: the one leading the raw topic's first partition, mid-ingest.
        leader = partition_replicas(settings, [settings.topics.raw])[(settings.topics.raw, 0)]["leader"]
        assert isinstance(leader, int)
        killed = leader
        stored_at_kill = _stored_mails(engine)
        cluster.kill(killed)
        log.info("killed broker %d with %d of %d mails stored", killed, stored_at_kill, MAILS)
        assert stored_at_kill < MAILS
        for i in range(FIRST, MAILS):
            _drop(inbox, f"mail-{i:04d}.eml", raw[i])

        wait_for(lambda: len(files_in(archive)) == MAILS, 240, 1.0, f"{MAILS} files acknowledged and archived")
        wait_for(lambda: _caught_up(settings) and _stored_mails(engine) == MAILS, 240, 1.0,
                 "every mail unpacked and parsed")
        for name, proc in procs.items():
            assert proc.poll() is None, f"{name} exited with {proc.returncode}:\n{log_tail(logs / f'{name}.log')}"

        # Every mail once, every quote once, nothing left behind, nothing given up on.
        with engine.connect() as conn:
            assert set(conn.scalars(select(Mail.id))) == {m.mail_id for m in mails}
        stored = _stored_quotes(engine)
        assert set(stored) == expected and max(stored.values()) == 1
        assert [files_in(p) for p in (inbox, settings.paths.error, settings.paths.quarantine)] == [[], [], []]
        assert topic_records(settings, settings.topics.dead_letter) == 0
        assert topic_records(settings, settings.topics.raw) >= MAILS

        # The killed broker comes back, catches up and rejoins every partition's ISR.
        cluster.start(cluster.node(killed))
        cluster.wait_ready({1, 2, 3})
        topics = [settings.topics.raw, settings.topics.bodies, settings.topics.attachments]
        wait_for(lambda: full_isr(settings, topics, [1, 2, 3]), 120, 1.0,
                 f"broker {killed} back in the ISR of every partition")
    finally:
        for proc in procs.values():  # all at once, as systemctl stop would
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        codes = {name: stop_process(proc, timeout=60, signalled=True) for name, proc in procs.items()}
        engine.dispose()
        if killed is not None and killed not in cluster.running():  # the next tests need three brokers
            cluster.start(cluster.node(killed))
            cluster.wait_ready({1, 2, 3})
    assert codes == dict.fromkeys(procs, 0), {n: log_tail(logs / f"{n}.log") for n, c in codes.items() if c}
