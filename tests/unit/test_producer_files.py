"""From a file to raw records, and where files go afterwards: reader, archiver, ledger, and the
publisher's all-or-nothing decision per file. The reader frames, it never parses: one record per
message (mail file, mbox member, loose document), nothing refused for what it contains."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import pickle
import threading
from email.message import EmailMessage
from pathlib import Path

import pytest
from kafka.errors import KafkaTimeoutError, NotLeaderForPartitionError

from broker.records import decode_headers
from config.settings import load_settings
from producer.archive import Archiver, FileChanged, Rejection
from producer.framing import mail_id
from producer.ledger import ARCHIVED, Finished, Ledger, Published
from producer.publish import Publisher
from producer.source import TRANSIENT_ERRNOS, Deferred, FileMeta, Rejected, SourceOptions, SourceReader, split_mbox

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
    return SourceReader(SourceOptions("raw", max_file_bytes=100_000, max_record_bytes=80_000))


def meta(path: Path, rel: str | None = None) -> FileMeta:
    return FileMeta(path, rel or path.name, "2026-01-05T08:00:00+00:00", "host1")


def test_a_mail_is_one_raw_record_of_its_bytes(reader: SourceReader, tmp_path: Path) -> None:
    raw = mail(1, ("run.pdf", "application/pdf", PDF), ("levels.csv", "text/csv", b"a,b\n1,2\n"))
    path = tmp_path / "msg.1"
    path.write_bytes(raw)
    prepared = reader.prepare(meta(path, "sub/msg.1"))
    assert (prepared.sha256, prepared.size, prepared.messages) == (sha(raw), len(raw), 1)
    [rec] = prepared.records
    assert (rec.topic, rec.key, rec.value) == ("raw", mail_id(raw).encode(), raw)
    assert mail_id(raw) == sha(raw)  # no transport headers on it: the id is the hash of the bytes
    h = decode_headers(rec.headers)
    assert h == {"otcmail-kind": "raw", "schema-version": "2", "file-name": "msg.1", "file-size": str(len(raw)),
                 "sha256": sha(raw), "file-sha256": sha(raw), "seen-at": "2026-01-05T08:00:00+00:00",
                 "producer-host": "host1", "source-file": "sub/msg.1"}
    assert prepared.nbytes == rec.nbytes == len(rec.key) + len(raw) + sum(len(k) + len(v) for k, v in rec.headers)


def test_mbox_split_drops_separators_and_unescapes_quoting() -> None:
    a, b = mail(1), mail(2, body="text\n>From here on, quoted\n")
    box = (b"From x@y Mon Jan  5 09:00:00 2026\n" + a + b"\nFrom x@y Mon Jan  5 09:01:00 2026\n"
           + b.replace(b">From", b">>From") + b"\n")
    assert split_mbox(box) == [a, b]
    crlf = box.replace(b"\n", b"\r\n")
    assert split_mbox(crlf) == [a.replace(b"\n", b"\r\n"), b.replace(b"\n", b"\r\n")]


def test_mbox_members_are_records_of_their_own(reader: SourceReader, tmp_path: Path) -> None:
    a, b = mail(1), mail(2)
    path = tmp_path / "box"
    path.write_bytes(b"From x@y Mon Jan  5 09:00:00 2026\n" + a + b"\nFrom x@y Mon Jan  5 09:00:00 2026\n" + b)
    prepared = reader.prepare(meta(path))
    assert [r.key.decode() for r in prepared.records] == [mail_id(a), mail_id(b)]
    assert [r.value for r in prepared.records] == [a, b]
    assert prepared.messages == 2 and prepared.sha256 == sha(path.read_bytes())
    headers = [decode_headers(r.headers) for r in prepared.records]
    assert [(h["member"], h["members"]) for h in headers] == [("1", "2"), ("2", "2")]
    assert [h["sha256"] for h in headers] == [sha(a), sha(b)]
    assert {h["file-sha256"] for h in headers} == {sha(path.read_bytes())}
    assert [h["file-size"] for h in headers] == [str(len(a)), str(len(b))]


def test_a_file_with_an_envelope_line_is_one_member(reader: SourceReader, tmp_path: Path) -> None:
    # procmail's msg.* files start with the "From " line: one message, published without it.
    raw = mail(1)
    path = tmp_path / "msg.1"
    path.write_bytes(b"From x@y Mon Jan  5 09:00:00 2026\n" + raw)
    [rec] = reader.prepare(meta(path)).records
    h = decode_headers(rec.headers)
    assert rec.value == raw and rec.key == mail_id(raw).encode()
    assert h["sha256"] == sha(raw) and h["file-sha256"] == sha(path.read_bytes())  # sha256 is of the value
    assert "member" not in h and "members" not in h


def test_an_mbox_of_separator_lines_only_goes_as_it_is(reader: SourceReader, tmp_path: Path) -> None:
    data = b"From x@y Mon Jan  5 09:00:00 2026\n\nFrom x@y Mon Jan  5 09:01:00 2026\n"
    path = tmp_path / "box"
    path.write_bytes(data)
    [rec] = reader.prepare(meta(path)).records
    assert rec.value == data and decode_headers(rec.headers)["sha256"] == sha(data)


@pytest.mark.parametrize(("name", "data"), [
    ("offer.pdf", PDF + b"x"),
    ("levels.csv", b"ISIN,Bid\nXS1,101\n"),
    ("notes.txt", b"XS0000000001 101.25\n"),
    ("levels.ods", b"PK\x03\x04\x14\x00\x00\x08\x00\x00mimetypeapplication/vnd.oasis.opendocument.spreadsheet"),
    # Formerly refused for their content, now published: the unpack stage decides what they are.
    ("msg.1", b""),
    ("msg.2", b"just some words, no headers\n"),
    ("msg.3", os.urandom(2000)),
    ("img.png", b"\x89PNG\r\n\x1a\n" + b"\0" * 20),
    ("notes.txt.gz", b"\x1f\x8b\x08" + os.urandom(100)),
])
def test_anything_else_is_one_record_of_its_bytes(reader: SourceReader, tmp_path: Path, name: str,
                                                 data: bytes) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    prepared = reader.prepare(meta(path))
    [rec] = prepared.records
    h = decode_headers(rec.headers)
    assert rec.topic == "raw" and rec.key == sha(data).encode() and rec.value == data
    assert (h["otcmail-kind"], h["file-name"], h["sha256"], h["file-size"]) == ("raw", name, sha(data), str(len(data)))
    assert "content-type" not in h and "mail-id" not in h  # nothing sniffed, nothing parsed
    assert prepared.messages == 1


def test_size_limits_quarantine(reader: SourceReader, tmp_path: Path) -> None:
    big = tmp_path / "big.eml"
    big.write_bytes(mail(1, ("x.pdf", "application/pdf", PDF + os.urandom(90_000))))
    with pytest.raises(Rejected, match="max_file_bytes") as err:
        reader.prepare(meta(big))
    assert err.value.quarantine and err.value.sha256 == sha(big.read_bytes())
    # Under the file limit, but one message over the record limit:
    wide = tmp_path / "wide.eml"
    wide.write_bytes(mail(2, body="x" * 85_000))
    with pytest.raises(Rejected, match="topic limit") as err:
        reader.prepare(meta(wide))
    assert err.value.quarantine and err.value.sha256 == sha(wide.read_bytes())
    # An mbox whose members are each under it goes, whatever the file's total:
    box = tmp_path / "box"
    box.write_bytes(b"".join(b"From x@y Mon Jan  5 09:00:00 2026\n" + mail(i, body="y" * 40_000) + b"\n"
                             for i in range(2)))
    assert reader.prepare(meta(box)).messages == 2


def test_a_file_that_grew_after_fstat_is_read_whole_or_quarantined(reader: SourceReader, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # The reader reads the size fstat gave, plus one byte to see the end; a file that grew in between
    # (or a short read) must be read on to its end, never cut at the old size.
    real_fstat = os.fstat

    def stale_fstat(fd: int) -> os.stat_result:
        st = real_fstat(fd)
        return os.stat_result((st.st_mode, st.st_ino, st.st_dev, st.st_nlink, st.st_uid, st.st_gid, 10,
                               st.st_atime, st.st_mtime, st.st_ctime))

    monkeypatch.setattr(os, "fstat", stale_fstat)
    grown = tmp_path / "msg.1"
    grown.write_bytes(mail(1, body="levels\n" * 5000))
    [rec] = reader.prepare(meta(grown)).records
    assert rec.value == grown.read_bytes()
    past = tmp_path / "msg.2"
    past.write_bytes(os.urandom(100_001))  # over max_file_bytes, though fstat says 10 bytes
    with pytest.raises(Rejected, match="max_file_bytes") as err:
        reader.prepare(meta(past))
    assert err.value.quarantine


def _failing_open(monkeypatch: pytest.MonkeyPatch, target: Path, error: OSError) -> None:
    real_open = Path.open

    def failing(self: Path, *args: object, **kwargs: object) -> object:
        if self == target:
            raise error
        return real_open(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "open", failing)


def test_unreadable_file_is_rejected(reader: SourceReader, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "msg.1"
    path.write_bytes(mail(1))
    _failing_open(monkeypatch, path, PermissionError(13, "Permission denied"))
    with pytest.raises(Rejected, match="cannot read the file: Permission denied") as err:
        reader.prepare(meta(path))
    assert not err.value.quarantine
    monkeypatch.undo()
    with pytest.raises(FileNotFoundError):
        reader.prepare(meta(tmp_path / "gone"))


@pytest.mark.parametrize("code", sorted(TRANSIENT_ERRNOS), ids=lambda c: errno.errorcode[c])
def test_transient_read_errors_defer_the_file(reader: SourceReader, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              code: int) -> None:
    path = tmp_path / "msg.1"
    path.write_bytes(mail(1))
    _failing_open(monkeypatch, path, OSError(code, os.strerror(code)))
    with pytest.raises(Deferred, match="cannot read the file just now"):
        reader.prepare(meta(path))


@pytest.mark.parametrize("code", [errno.EIO, errno.EACCES, errno.EPERM, errno.EISDIR, errno.ELOOP, errno.ENXIO],
                         ids=lambda c: errno.errorcode[c])
def test_lasting_read_errors_go_to_error(reader: SourceReader, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         code: int) -> None:
    path = tmp_path / "msg.1"
    path.write_bytes(mail(1))
    _failing_open(monkeypatch, path, OSError(code, os.strerror(code)))
    with pytest.raises(Rejected, match="cannot read the file") as err:
        reader.prepare(meta(path))
    assert not err.value.quarantine


def test_rejections_and_deferrals_survive_the_trip_from_a_worker() -> None:
    back = pickle.loads(pickle.dumps(Rejected("too big", quarantine=True, sha256="ab")))
    assert (back.reason, back.quarantine, back.sha256) == ("too big", True, "ab")
    later = pickle.loads(pickle.dumps(Deferred("stale file handle")))
    assert isinstance(later, Deferred) and later.reason == "stale file handle"


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
    reader = SourceReader(SourceOptions("raw", 100_000, 80_000))
    files = []
    members = [mail(i, ("x.pdf", "application/pdf", PDF + extra)) for i, extra in enumerate([b"ok", b"bad", b"ok2"])]
    for i, raw in enumerate(members):
        p = tmp_path / f"msg.{i}"
        # msg.1 is an mbox of two: one bad member fails the whole file.
        p.write_bytes(raw if i != 1 else b"".join(b"From x@y Mon Jan  5 09:00:00 2026\n" + m + b"\n"
                                                   for m in (mail(9), raw)))
        files.append(reader.prepare(meta(p)))
    bad = members[1]
    fake = FakeProducer(fail_values={bad}, timeout_values=set())
    publisher = Publisher(load_settings(home=str(tmp_path)), factory=lambda settings, **kw: fake)
    result = publisher.publish(files, threading.Event())
    assert [f.meta.path.name for f in result.acked] == ["msg.0", "msg.2"]
    assert [(f.meta.path.name, "not acknowledged" in why) for f, why in result.failed] == [("msg.1", True)]
    assert fake.closed  # a failed round drops the producer

    assert len(fake.sent) == 4  # every record of the round was handed over
    stuck = FakeProducer(fail_values=set(), timeout_values={bad})
    publisher = Publisher(load_settings(home=str(tmp_path)), factory=lambda settings, **kw: stuck)
    result = publisher.publish(files, threading.Event())
    assert [f.meta.path.name for f in result.acked] == ["msg.0"]
    assert [f.meta.path.name for f, _ in result.failed] == ["msg.1", "msg.2"]  # broker away: stop sending
    assert all("broker unavailable" in why for _, why in result.failed)


def test_a_crash_between_link_and_unlink_leaves_one_copy_in_done(tmp_path: Path) -> None:
    """Killed after the hard link into done/ and before the unlink: the next archive only unlinks."""
    from producer.archive import Archiver

    inbox, done = tmp_path / "inbox", tmp_path / "done"
    inbox.mkdir()
    (done / "sub").mkdir(parents=True)
    path = inbox / "sub" / "msg.1"
    path.parent.mkdir()
    path.write_bytes(b"Subject: x\n\nbody\n")
    os.link(path, done / "sub" / "msg.1")  # the first half of an archive, then the crash
    st = path.stat()
    archiver = Archiver(inbox, done, tmp_path / "error", tmp_path / "quarantine", delete=False)
    dest = archiver.archive(path, "sub/msg.1", "ab" * 32, st.st_size, st.st_mtime_ns)
    assert dest == done / "sub" / "msg.1" and not path.exists()
    assert [p.name for p in (done / "sub").iterdir()] == ["msg.1"]
