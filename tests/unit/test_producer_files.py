"""From a file to records, and where files go afterwards: reader, mbox split, archiver, ledger,
and the publisher's all-or-nothing decision per file."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import pickle
import threading
from email.message import EmailMessage
from pathlib import Path

import pytest
from kafka.errors import KafkaTimeoutError, NotLeaderForPartitionError

from broker.records import BodyRecord, MailEnvelope, decode_headers
from config.settings import load_settings
from producer.archive import Archiver, FileChanged, Rejection
from producer.ledger import ARCHIVED, Finished, Ledger, Published
from producer.publish import Publisher
from producer.source import FileMeta, Rejected, SourceOptions, SourceReader, split_mbox

PDF = b"%PDF-1.4\n%%EOF\n"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def mail(i: int, *attachments: tuple[str, str, bytes], body: str = "XS0000000001 101.25/101.50\n") -> bytes:
    msg = EmailMessage()
    msg["From"] = f"Desk <desk{i}@acmebank.com>"
    msg["To"] = "prices@example.org"
    msg["Subject"] = f"run {i} " + " ".join(["levels"] * 20)  # long: folded over two lines
    msg["Date"] = "Mon, 05 Jan 2026 09:00:00 +0100"
    msg.set_content(body)
    for name, ctype, data in attachments:
        maintype, subtype = ctype.split("/")
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    return msg.as_bytes()


@pytest.fixture
def reader(tmp_path: Path) -> SourceReader:
    return SourceReader(SourceOptions("m", "a", max_file_bytes=100_000, max_record_bytes=80_000))


def meta(path: Path) -> FileMeta:
    return FileMeta(path, path.name, "2026-01-05T08:00:00+00:00", "host1")


def test_a_mail_becomes_attachment_records_then_its_mail_record(reader: SourceReader, tmp_path: Path) -> None:
    raw = mail(1, ("run.pdf", "application/pdf", PDF), ("levels.csv", "text/csv", b"a,b\n1,2\n"))
    path = tmp_path / "msg.1"
    path.write_bytes(raw)
    prepared = reader.prepare(meta(path))
    assert (prepared.sha256, prepared.mails, prepared.attachments) == (sha(raw), 1, 2)
    *atts, last = prepared.records
    assert [r.topic for r in prepared.records] == ["a", "a", "m"]
    assert {r.key for r in prepared.records} == {sha(raw).encode()}
    env = MailEnvelope.from_json(last.value)
    assert env.sent_at == "2026-01-05T09:00:00+01:00" and env.source["file_sha256"] == sha(raw)
    assert (env.source["file_name"], env.source["file_size"]) == ("msg.1", len(raw))
    assert [a.attachment_id for a in env.attachments] == [sha(PDF), sha(b"a,b\n1,2\n")]
    h = decode_headers(atts[0].headers)
    assert h["mail-id"] == sha(raw) and h["sent-at"] == env.sent_at
    assert h["subject"] == "run 1 " + " ".join(["levels"] * 20)  # unfolded: one line
    assert (h["index"], h["count"], h["file-name"], h["content-type"]) == ("1", "2", "run.pdf", "application/pdf")
    assert atts[0].value == PDF


def test_forwarded_bodies_keep_their_own_sender(reader: SourceReader, tmp_path: Path) -> None:
    inner = EmailMessage()
    inner["From"] = "Other Desk <trader@otherbank.com>"
    inner["Date"] = "Fri, 02 Jan 2026 17:00:00 +0000"
    inner["Subject"] = "levels"
    inner.set_content("XS0000000002 99.5/100\n")
    outer = EmailMessage()
    outer["From"] = "me@example.org"
    outer["Subject"] = "Fwd: levels"
    outer.set_content("see below")
    outer.add_attachment(inner)
    path = tmp_path / "fwd.eml"
    path.write_bytes(outer.as_bytes())
    env = MailEnvelope.from_json(reader.prepare(meta(path)).records[-1].value)
    forwarded = [b for b in env.bodies if b.sender]
    assert forwarded and forwarded[0].sender == "trader@otherbank.com"
    assert forwarded[0].sent_at == "2026-01-02T17:00:00+00:00"


def test_envelope_json_is_what_asdict_would_give() -> None:
    env = MailEnvelope("id", None, "s", "a@b", None, ("t@x",), None, (("From", "a"),),
                       (BodyRecord("body", "text/plain", 'é "q"\n'),), (), ("d",), {"file": "x"})
    expected = dataclasses.asdict(env) | {"v": 1}
    assert env.to_json() == json.dumps(expected, ensure_ascii=False, separators=(",", ":")).encode()
    assert MailEnvelope.from_json(env.to_json()) == env


def test_mbox_split_keeps_bytes_and_quoting() -> None:
    a, b = mail(1), mail(2, body="text\n>From here on, quoted\n")
    box = b"From x@y Mon Jan  5 09:00:00 2026\n" + a + b"\nFrom x@y Mon Jan  5 09:01:00 2026\n" + b + b"\n"
    assert split_mbox(box) == [a, b]
    crlf = box.replace(b"\n", b"\r\n")
    assert split_mbox(crlf) == [a.replace(b"\n", b"\r\n"), b.replace(b"\n", b"\r\n")]


def test_mbox_member_ids_are_their_own_hashes(reader: SourceReader, tmp_path: Path) -> None:
    a, b = mail(1), mail(2)
    path = tmp_path / "box"
    path.write_bytes(b"From x@y Mon Jan  5 09:00:00 2026\n" + a + b"\nFrom x@y Mon Jan  5 09:00:00 2026\n" + b)
    prepared = reader.prepare(meta(path))
    assert [r.key.decode() for r in prepared.records] == [sha(a), sha(b)]
    assert prepared.mails == 2 and prepared.sha256 == sha(path.read_bytes())


@pytest.mark.parametrize(("name", "data", "ctype"), [
    ("offer.pdf", PDF + b"x", "application/pdf"),
    ("levels.csv", b"ISIN,Bid\nXS1,101\n", "text/csv"),
    ("notes.txt", b"XS0000000001 101.25\n", "text/plain"),
])
def test_loose_attachments(reader: SourceReader, tmp_path: Path, name: str, data: bytes, ctype: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    [rec] = reader.prepare(meta(path)).records
    h = decode_headers(rec.headers)
    assert rec.topic == "a" and rec.key == sha(data).encode() and rec.value == data
    assert "mail-id" not in h and h["content-type"] == ctype and h["attachment-id"] == sha(data)


@pytest.mark.parametrize(("name", "data", "reason"), [
    ("msg.1", b"", "empty"),
    ("msg.2", b"just some words, no headers\n", "neither a mail"),
    ("msg.3", os.urandom(2000).replace(b"%PDF", b"xxxx"), "neither a mail"),
    ("img.png", b"\x89PNG\r\n\x1a\n" + b"\0" * 20, "neither a mail"),
])
def test_unusable_files_are_rejected_with_a_reason(reader: SourceReader, tmp_path: Path, name: str, data: bytes,
                                                   reason: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(Rejected, match=reason) as err:
        reader.prepare(meta(path))
    assert not err.value.quarantine and err.value.sha256 == sha(data)


def test_size_limits_quarantine(reader: SourceReader, tmp_path: Path) -> None:
    big = tmp_path / "big.eml"
    big.write_bytes(mail(1, ("x.pdf", "application/pdf", PDF + os.urandom(90_000))))
    with pytest.raises(Rejected, match="max_file_bytes") as err:
        reader.prepare(meta(big))
    assert err.value.quarantine and err.value.sha256 == sha(big.read_bytes())
    # Under the file limit, but its envelope (bodies as JSON) over the record limit:
    wide = tmp_path / "wide.eml"
    wide.write_bytes(mail(2, body="\\" * 50_000))
    with pytest.raises(Rejected, match="topic limit") as err:
        reader.prepare(meta(wide))
    assert err.value.quarantine


def test_unreadable_file_is_rejected(reader: SourceReader, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "msg.1"
    path.write_bytes(mail(1))

    def denied(self: Path, *args: object, **kwargs: object) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "open", denied)
    with pytest.raises(Rejected, match="cannot read the file: Permission denied"):
        reader.prepare(meta(path))
    monkeypatch.undo()
    with pytest.raises(FileNotFoundError):
        reader.prepare(meta(tmp_path / "gone"))


def test_rejections_survive_the_trip_from_a_worker() -> None:
    back = pickle.loads(pickle.dumps(Rejected("too big", quarantine=True, sha256="ab")))
    assert (back.reason, back.quarantine, back.sha256) == ("too big", True, "ab")


def _archiver(tmp_path: Path, delete: bool = False) -> Archiver:
    return Archiver(tmp_path / "inbox", tmp_path / "done", tmp_path / "error", tmp_path / "quarantine",
                    delete=delete)


def test_archive_keeps_relative_paths_and_never_overwrites(tmp_path: Path) -> None:
    arch = _archiver(tmp_path)
    f = tmp_path / "inbox" / "sub" / "msg.1"
    f.parent.mkdir(parents=True)
    f.write_bytes(b"one")
    st = f.stat()
    assert arch.archive(f, "sub/msg.1", sha(b"one"), 3, st.st_mtime_ns) == tmp_path / "done" / "sub" / "msg.1"
    f.write_bytes(b"two")  # procmail reuses the name
    st = f.stat()
    dest = arch.archive(f, "sub/msg.1", sha(b"two"), 3, st.st_mtime_ns)
    assert dest == tmp_path / "done" / "sub" / f"msg.1.{sha(b'two')[:12]}"
    assert (tmp_path / "done" / "sub" / "msg.1").read_bytes() == b"one" and dest.read_bytes() == b"two"


def test_archive_refuses_a_file_that_changed_and_delete_mode_deletes(tmp_path: Path) -> None:
    f = tmp_path / "inbox" / "msg.1"
    f.parent.mkdir(parents=True)
    f.write_bytes(b"one")
    st = f.stat()
    with f.open("ab") as fh:
        fh.write(b" more")
    with pytest.raises(FileChanged):
        _archiver(tmp_path).archive(f, "msg.1", sha(b"one"), 3, st.st_mtime_ns)
    st = f.stat()
    assert _archiver(tmp_path, delete=True).archive(f, "msg.1", "x", st.st_size, st.st_mtime_ns) is None
    assert not f.exists()


def test_reject_writes_the_reason_beside_the_file(tmp_path: Path) -> None:
    f = tmp_path / "inbox" / "msg.1"
    f.parent.mkdir(parents=True)
    f.write_bytes(b"junk")
    dest = _archiver(tmp_path).reject(f, Rejection("msg.1", "not a mail", "error", 4, sha(b"junk"), "h", "t0"))
    assert dest == tmp_path / "error" / "msg.1" and not f.exists()
    note = json.loads((tmp_path / "error" / "msg.1.error.json").read_text())
    assert (note["reason"], note["size"], note["sha256"], note["outcome"]) == ("not a mail", 4, sha(b"junk"), "error")
    assert note["time"].endswith("+00:00")


def test_ledger_remembers_published_versions(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "state.db")
    ledger.mark_published([Published("msg.1", "aa", 3, "2026-01-01T00:00:00+00:00", 2)])
    assert ledger.is_published("msg.1", "aa") and not ledger.is_published("msg.1", "bb")
    ledger.mark_finished([Finished("msg.1", "aa", 3, "2026-01-01T00:00:00+00:00", ARCHIVED, "/done/msg.1")])
    assert not ledger.is_published("msg.1", "aa")
    ledger.close()
    again = Ledger(tmp_path / "state.db")  # durable
    assert again.counts() == {"archived": 1}
    assert again.prune(keep_days=0) == 1 and again.counts() == {}


class FakeFuture:
    def __init__(self, error: Exception | None = None) -> None:
        self.is_done = True
        self.exception = error

    def succeeded(self) -> bool:
        return self.exception is None


class FakeProducer:
    """Stands in for KafkaProducer to drive the publisher's decisions; the real broker runs in
    tests/integration/test_producer*.py."""

    def __init__(self, fail_values: set[bytes], timeout_values: set[bytes]) -> None:
        self.fail_values = fail_values
        self.timeout_values = timeout_values
        self.sent: list[bytes] = []
        self.closed = False

    def send(self, topic: str, key: bytes, value: bytes, headers: list[tuple[str, bytes]]) -> FakeFuture:
        if value in self.timeout_values:
            raise KafkaTimeoutError("no metadata")
        self.sent.append(value)
        return FakeFuture(NotLeaderForPartitionError() if value in self.fail_values else None)

    def flush(self, timeout: float | None = None) -> None:
        pass

    def close(self, timeout: float | None = None) -> None:
        self.closed = True


def test_publisher_acks_a_file_only_when_every_record_succeeded(tmp_path: Path) -> None:
    reader = SourceReader(SourceOptions("m", "a", 100_000, 80_000))
    files = []
    for i, extra in enumerate([b"ok", b"bad", b"ok2"]):
        p = tmp_path / f"msg.{i}"
        p.write_bytes(mail(i, ("x.pdf", "application/pdf", PDF + extra)))
        files.append(reader.prepare(meta(p)))
    fake = FakeProducer(fail_values={PDF + b"bad"}, timeout_values=set())
    publisher = Publisher(load_settings(home=str(tmp_path)), factory=lambda settings, **kw: fake)
    result = publisher.publish(files, threading.Event())
    assert [f.meta.path.name for f in result.acked] == ["msg.0", "msg.2"]
    assert [(f.meta.path.name, "not acknowledged" in why) for f, why in result.failed] == [("msg.1", True)]
    assert fake.closed  # a failed round drops the producer

    stuck = FakeProducer(fail_values=set(), timeout_values={PDF + b"bad"})
    publisher = Publisher(load_settings(home=str(tmp_path)), factory=lambda settings, **kw: stuck)
    result = publisher.publish(files, threading.Event())
    assert [f.meta.path.name for f in result.acked] == ["msg.0"]
    assert [f.meta.path.name for f, _ in result.failed] == ["msg.1", "msg.2"]  # broker away: stop sending
    assert all("broker unavailable" in why for _, why in result.failed)
