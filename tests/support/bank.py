"""The external bank (``../shared/external``): real messages and documents from other projects' test suites.

Read in place at test time, never copied into this repository. This module says what the bank holds,
what the producer should make of each file (computed from the source files, not from the pipeline's
output), drops the files into a test's inbox the way a mail system would, reads topics back, and
prints a summary a person can read.
"""

from __future__ import annotations

import collections
import io
import mailbox
import os
import shutil
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from kafka import TopicPartition
from rich.console import Console
from rich.table import Table

from broker.clients import make_consumer
from broker.records import decode_headers
from config.settings import Settings
from producer.framing import is_mbox, mail_id, split_mbox
from producer.readiness import MAILDIR_DONE

REPO = Path(__file__).resolve().parents[2]
FOLDERS = ("mime", "docs")
#: Where the bank may be: OTCMAIL_EXTERNAL_BANK, ``../shared/external`` beside the checkout, or the
#: workplace's copy (a CI clone elsewhere on this machine has no ``../shared``). Never inside the repository.
_PLACES = (os.environ.get("OTCMAIL_EXTERNAL_BANK"), REPO.parent / "shared" / "external", "/work/shared/external")
BANK = next((Path(p) for p in _PLACES if p and all((Path(p) / f).is_dir() for f in FOLDERS)),
            REPO.parent / "shared" / "external")


def bank_files(root: Path = BANK) -> list[str]:
    """Every file of the bank's mime/ and docs/, relative to the bank (``mime/maildir/cur/...`` included)."""
    missing = [f for f in FOLDERS if not (root / f).is_dir()]
    assert not missing, f"the external bank is not at {root} (missing {', '.join(missing)})"
    return sorted(str(p.relative_to(root)) for f in FOLDERS for p in (root / f).rglob("*") if p.is_file())


def messages_of(raw: bytes) -> list[bytes]:
    """The messages the producer must publish for one file's bytes: mbox members, else the file itself."""
    return (split_mbox(raw) if is_mbox(raw) else []) or [raw]


def expected_raw(root: Path, rels: Iterable[str]) -> collections.Counter[tuple[str, str]]:
    """(source file, mail id) of every raw record the bank should make, with multiplicity."""
    return collections.Counter((rel, mail_id(m)) for rel in rels for m in messages_of((root / rel).read_bytes()))


def stdlib_mbox_count(path: Path) -> int:
    """Messages in an mbox as Python's own ``mailbox`` splits it (every line starting ``From `` is a separator)."""
    box = mailbox.mbox(str(path), create=False)
    try:
        return len(box)
    finally:
        box.close()


def in_maildir(rel: str) -> bool:
    return Path(rel).parent.name in MAILDIR_DONE and "maildir" in Path(rel).parts


def drop(root: Path, rels: Iterable[str], inbox: Path) -> None:
    """Copy the files into ``inbox`` as mail arrives: plain files written in place (the producer must wait
    for them to be complete); Maildir files delivered to ``tmp/`` and renamed into ``new/``/``cur/``."""
    for rel in rels:
        dest = inbox / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        if in_maildir(rel):
            tmp = dest.parent.parent / "tmp"
            tmp.mkdir(exist_ok=True)
            staged = tmp / f"{time.time_ns()}.{os.getpid()}.{dest.name}"
            shutil.copyfile(root / rel, staged)
            os.rename(staged, dest)
        else:
            shutil.copyfile(root / rel, dest)


def files_below(folder: Path) -> list[str]:
    """Files below ``folder``, relative to it (directories such as an empty Maildir are not files)."""
    if not folder.exists():
        return []
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


@dataclass(frozen=True)
class TopicRecord:
    partition: int
    offset: int
    key: bytes | None
    value: bytes | None
    headers: Mapping[str, str]


def read_records(settings: Settings, topic: str, timeout_s: float = 120) -> list[TopicRecord]:
    """Every record of ``topic`` from the start up to its end offsets at call time."""
    consumer = make_consumer(settings, group_id=None, consumer_timeout_ms=2000)
    try:
        tps = [TopicPartition(topic, p) for p in sorted(consumer.partitions_for_topic(topic) or ())]
        consumer.assign(tps)
        consumer.seek_to_beginning(*tps)
        ends = consumer.end_offsets(tps)
        want = sum(ends.values()) - sum(consumer.beginning_offsets(tps).values())
        out: list[TopicRecord] = []
        deadline = time.monotonic() + timeout_s
        while len(out) < want:
            assert time.monotonic() < deadline, f"read {len(out)} of {want} records of {topic} in {timeout_s:g}s"
            for tp, recs in consumer.poll(timeout_ms=500).items():
                out += [TopicRecord(tp.partition, r.offset, r.key, r.value, decode_headers(r.headers))
                        for r in recs if r.offset < ends[tp]]
        return out
    finally:
        consumer.close()


def table(title: str, columns: tuple[str, ...], rows: Iterable[tuple[object, ...]]) -> Table:
    t = Table(title=title, title_justify="left")
    for i, c in enumerate(columns):
        t.add_column(c, justify="right" if i == len(columns) - 1 else "left", overflow="fold")
    for row in rows:
        t.add_row(*(str(v) for v in row))
    return t


def render(*tables: Table, width: int = 160) -> str:
    buf = io.StringIO()
    console = Console(file=buf, width=width, color_system=None, soft_wrap=False)
    for t in tables:
        console.print(t)
    return buf.getvalue()


def reason_of(message: str, width: int = 70) -> str:
    """A message shortened to what groups it: no digits, one line."""
    text = " ".join(message.split())
    text = "".join("#" if ch.isdigit() else ch for ch in text)
    return text if len(text) <= width else text[: width - 1] + "…"
