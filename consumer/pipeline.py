"""The whole pipeline in memory, for one file or one raw record: producer's reader -> unpack -> parse.

The same steps as the consumers, without Kafka in between: ``otcmail extract`` (how a user debugs a
parse), the corpus scorer, and the Spark jobs (which read the raw topic and unpack and parse each
record on the executors) all go through here, so what they print or store is what the consumers store.
"""

from __future__ import annotations

import socket
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from broker.records import decode_headers
from config.settings import Settings
from consumer.records import RecordData, run_step
from consumer.steps import process_record
from consumer.unpack import Unpacked, UnpackOptions, unpack_record
from db.documents import FailedRecord, ParsedRecord
from extractors.model import ExtractionError, ExtractionLimits, ExtractionResult


def unpack_and_parse(record: RecordData, options: UnpackOptions, limits: ExtractionLimits,
                     attempts: int = 2) -> list[Unpacked | ParsedRecord | FailedRecord]:
    """One raw record -> its Unpacked document, then one ParsedRecord (or poison) per part.

    The parts keep the raw record's topic, partition and offset as their provenance: they never
    were on a part topic.
    """
    unpacked = run_step(record, lambda rec: unpack_record(rec, options), attempts, failure="unpack_failed")
    if isinstance(unpacked, FailedRecord):
        return [unpacked]
    out: list[Unpacked | ParsedRecord | FailedRecord] = [unpacked]
    for part in unpacked.parts:
        part_record = RecordData(record.topic, record.partition, record.offset, part.key, part.value,
                                 decode_headers(part.headers), record.timestamp_ms)
        out.append(process_record(part_record, limits, attempts))
    return out


@dataclass
class FileResult:
    """What the pipeline makes of one file: per message, its document and its parsed parts."""

    unpacked: list[Unpacked] = field(default_factory=list)
    parsed: list[ParsedRecord] = field(default_factory=list)
    failed: list[FailedRecord] = field(default_factory=list)

    @property
    def result(self) -> ExtractionResult:
        """Every quote and error, as one ExtractionResult (unpack errors and poison included)."""
        errors = [e for u in self.unpacked for e in u.document.errors]
        errors += [ExtractionError(f.unit or "mail", f.kind, f.message) for f in self.failed]
        return ExtractionResult.merge([p.result for p in self.parsed] + [ExtractionResult(errors=tuple(errors))])


def raw_records(path: Path, settings: Settings) -> list[RecordData]:
    """The raw records the producer would publish for ``path`` (its own reader), as a consumer reads them."""
    import datetime as dt

    from producer.source import FileMeta, SourceReader

    meta = FileMeta(path, path.name, dt.datetime.now(dt.UTC).isoformat(), socket.gethostname())
    prepared = SourceReader(settings).prepare(meta)
    return [RecordData(o.topic, 0, i, o.key, o.value, decode_headers(o.headers))
            for i, o in enumerate(prepared.records)]


def run_file(path: Path, settings: Settings) -> FileResult:
    """The pipeline over one file, in memory. Raises the producer's Rejected/Deferred, or OSError."""
    return run_records(raw_records(path, settings), settings)


def run_records(records: Sequence[RecordData], settings: Settings) -> FileResult:
    options = UnpackOptions.from_settings(settings)
    limits = ExtractionLimits.from_settings(settings.limits)
    out = FileResult()
    for record in records:
        for o in unpack_and_parse(record, options, limits, settings.consumer.extract_attempts):
            if isinstance(o, Unpacked):
                out.unpacked.append(o)
            elif isinstance(o, ParsedRecord):
                out.parsed.append(o)
            else:
                out.failed.append(o)
    return out
