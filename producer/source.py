"""A complete file from the dump directory -> the raw records that carry it (format: broker/records.py).

The producer frames, it never parses: a file is one message (a mail, or a loose document), or an
mbox of several (``producer.framing``). Each message goes to the raw topic as the bytes it is, keyed
by its mail id; what it contains is the unpack stage's business, downstream of durability, so no
parser bug can stop intake and any message can be re-parsed.

Nothing is refused for its content. A file over ``limits.max_file_bytes``, or a message over the topic
limit, is :class:`Rejected` to ``quarantine/``; a file that cannot be read goes to ``error/``, except
for errors that pass (a full file table, a stale NFS handle, ...), which are :class:`Deferred`.
"""

from __future__ import annotations

import errno
import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from broker import records as r
from config.settings import Settings
from producer.framing import is_mbox, mail_id, split_mbox

#: Read errors that say "not now" rather than "never": the file is tried again later, not filed.
TRANSIENT_ERRNOS = frozenset({errno.EAGAIN, errno.EINTR, errno.EMFILE, errno.ENFILE, errno.ENOMEM, errno.EBUSY,
                              errno.ESTALE, errno.ETIMEDOUT, errno.ENOLCK})


class Rejected(Exception):
    """The file cannot be published as it is: it goes to error/ (or quarantine/) with this reason.

    ``kind`` names the reason in a word (the metrics' label): ``file_too_large``, ``record_too_large``
    or ``unreadable``.
    """

    def __init__(self, reason: str, *, quarantine: bool = False, sha256: str | None = None,
                 kind: str = "unreadable") -> None:
        super().__init__(reason)
        self.reason = reason
        self.quarantine = quarantine
        self.sha256 = sha256
        self.kind = kind

    def __reduce__(self) -> tuple[Any, ...]:
        # Travels back from the worker processes; the default pickling would drop the keywords.
        return (_rejected, (self.reason, self.quarantine, self.sha256, self.kind))


def _rejected(reason: str, quarantine: bool, sha256: str | None, kind: str = "unreadable") -> Rejected:
    return Rejected(reason, quarantine=quarantine, sha256=sha256, kind=kind)


class Deferred(Exception):
    """The file could not be read just now (a transient OSError): it stays in the inbox for a later round."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason

    def __reduce__(self) -> tuple[Any, ...]:
        return (Deferred, (self.reason,))


@dataclass(frozen=True)
class Outgoing:
    """One Kafka record to send."""

    topic: str
    key: bytes
    value: bytes
    headers: r.Headers
    nbytes: int = field(init=False, repr=False, compare=False)  # counted once: the limit check and the stats

    def __post_init__(self) -> None:
        size = len(self.key) + len(self.value) + sum(len(k) + len(v) for k, v in self.headers)
        object.__setattr__(self, "nbytes", size)


@dataclass(frozen=True)
class FileMeta:
    """What the service knows about a file before reading it."""

    path: Path
    rel: str             # relative to the dump directory: the ledger key and `source-file`
    seen_at: str         # ISO 8601, aware
    host: str


@dataclass(frozen=True)
class Prepared:
    """A file read, hashed and turned into records, not yet sent."""

    meta: FileMeta
    size: int
    mtime_ns: int
    sha256: str
    records: tuple[Outgoing, ...]
    messages: int  # one per record: a mail, an mbox member or a loose document
    mbox: bool = False  # split as an mbox: taken under its dotlock (producer.lock_mbox)

    @property
    def nbytes(self) -> int:
        return sum(o.nbytes for o in self.records)


def sha256_of_file(path: Path) -> str | None:
    """Streamed, for quarantined files too big to hold in memory."""
    digest = hashlib.sha256()
    try:
        with path.open("rb") as fh:
            while chunk := fh.read(1 << 20):
                digest.update(chunk)
    except OSError:
        return None
    return digest.hexdigest()


@dataclass(frozen=True)
class SourceOptions:
    """The few settings a reader needs; small and picklable for the worker processes."""

    raw_topic: str
    max_file_bytes: int
    max_record_bytes: int

    @classmethod
    def from_settings(cls, settings: Settings) -> SourceOptions:
        return cls(settings.topics.raw, settings.limits.max_file_bytes,
                   settings.topics.max_message_bytes - r.RECORD_OVERHEAD)


class SourceReader:
    """Turns complete files into raw records."""

    def __init__(self, options: SourceOptions | Settings) -> None:
        if not isinstance(options, SourceOptions):
            options = SourceOptions.from_settings(options)
        self.raw_topic = options.raw_topic
        self.max_file_bytes = options.max_file_bytes
        self.max_record_bytes = options.max_record_bytes

    def prepare(self, meta: FileMeta) -> Prepared:
        """Read, frame and hash one file; raises Rejected, Deferred, or FileNotFoundError if it is gone."""
        raw, size, mtime_ns = self._read(meta.path)
        file_sha = hashlib.sha256(raw).hexdigest()
        members = split_mbox(raw) if is_mbox(raw) else []
        if members:
            # Each member has its own hash, a lone one too: the file also holds its separator line.
            out = [self._record(member, meta, hashlib.sha256(member).hexdigest(), file_sha,
                                i if len(members) > 1 else 0, len(members))
                   for i, member in enumerate(members, start=1)]
        else:  # one message, or an mbox holding separator lines only: the file as it is
            out = [self._record(raw, meta, file_sha, file_sha, 0, 1)]
        for o in out:
            if o.nbytes > self.max_record_bytes:
                raise Rejected(f"a message of this file would be a record of {o.nbytes} bytes, over the topic "
                               f"limit ({self.max_record_bytes} + overhead); raise topics.max_message_bytes",
                               quarantine=True, sha256=file_sha, kind="record_too_large")
        return Prepared(meta, size, mtime_ns, file_sha, tuple(out), len(out), mbox=bool(members))

    def _read(self, path: Path) -> tuple[bytes, int, int]:
        try:
            with path.open("rb", buffering=0) as fh:
                st = os.fstat(fh.fileno())
                if st.st_size > self.max_file_bytes:
                    raise Rejected(f"{st.st_size} bytes, over limits.max_file_bytes ({self.max_file_bytes})",
                                   quarantine=True, sha256=sha256_of_file(path), kind="file_too_large")
                # Read the size fstat gives, and one byte more to see the end (a read of max_file_bytes
                # would allocate that much for every file).
                raw = fh.read(st.st_size + 1)
                if len(raw) != st.st_size:
                    # A short read, or the file changed since: read on to its end, up to one byte over
                    # the limit, so a file still growing past it is caught too.
                    chunks = [raw]
                    total = len(raw)
                    while total <= self.max_file_bytes:
                        chunk = fh.read(min(1 << 20, self.max_file_bytes + 1 - total))
                        if not chunk:
                            break
                        chunks.append(chunk)
                        total += len(chunk)
                    raw = b"".join(chunks)
        except (FileNotFoundError, Rejected):
            raise
        except OSError as exc:
            if exc.errno in TRANSIENT_ERRNOS:
                raise Deferred(f"cannot read the file just now: {exc.strerror or exc}") from exc
            raise Rejected(f"cannot read the file: {exc.strerror or exc}") from exc
        if len(raw) > self.max_file_bytes:
            raise Rejected(f"over limits.max_file_bytes ({self.max_file_bytes})", quarantine=True,
                           sha256=sha256_of_file(path), kind="file_too_large")
        return raw, len(raw), st.st_mtime_ns

    def _record(self, raw: bytes, meta: FileMeta, sha: str, file_sha: str, member: int, members: int) -> Outgoing:
        key = mail_id(raw, sha)
        headers = r.encode_headers({
            r.H_KIND: r.KIND_RAW, r.H_SCHEMA: r.SCHEMA_VERSION, r.H_FILE_NAME: meta.path.name,
            r.H_FILE_SIZE: len(raw), r.H_SHA256: sha,
            r.H_FILE_SHA256: file_sha, r.H_SEEN_AT: meta.seen_at, r.H_PRODUCER_HOST: meta.host,
            r.H_SOURCE_FILE: meta.rel, r.H_MEMBER: member or None, r.H_MEMBERS: members if member else None,
        })
        return Outgoing(self.raw_topic, key.encode(), raw, headers)
