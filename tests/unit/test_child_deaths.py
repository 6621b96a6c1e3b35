"""Regression (issue 11, defect 1): a parsing child killed from outside or out of time is not the document's fault.

It used to come back as ``LimitExceeded("parser process died")``: the part was recorded as an extraction
error and marked parsed, for good. Now a kill (a shutdown signal, the OOM killer) or a timeout is
``ExtractionInterrupted`` (transient), until the last try the caller allows, where a timeout or a
SIGKILL is the document's; a Python error in the child stays a ``DocumentError``. Every test runs the
real child process (``extractors.safety.run_limited``) with a stand-in target from
``tests.support.pdf_child``.
"""

from __future__ import annotations

import functools
import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest

import extractors.pdf
from config.settings import load_settings
from consumer.pipeline import unpack_and_parse
from consumer.unpack import UnpackOptions
from core.errors import DocumentError, ExtractionInterrupted, LimitExceeded, TransientError
from db.documents import FailedRecord, ParsedRecord
from extractors.model import ExtractionLimits
from extractors.safety import run_limited, use_child_policy
from tests.support import pdf_child
from tests.support.mailrecords import as_record_data, mail_records, make_mail

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "corpus"))
import corpus_docs  # noqa: E402

TIMEOUT = 120.0  # the children's own budget: far beyond what a test waits for


def _first_child(folder: Path, timeout: float = 60.0) -> tuple[int, int, int]:
    deadline = time.monotonic() + timeout
    while not (started := pdf_child.started_children(folder)):
        assert time.monotonic() < deadline, "no parsing child started"
        time.sleep(0.02)
    return started[0]


def _kill_first_child(folder: Path, signum: int) -> threading.Thread:
    thread = threading.Thread(target=lambda: os.kill(_first_child(folder)[0], signum), daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize("signum", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT])
def test_a_killed_child_is_a_transient_failure(tmp_path: Path, signum: int) -> None:
    killer = _kill_first_child(tmp_path, signum)
    with use_child_policy(attempts=3, final=False), pytest.raises(ExtractionInterrupted) as caught:
        run_limited(functools.partial(pdf_child.wait_to_be_killed, str(tmp_path)), (), TIMEOUT, 512)
    killer.join(5)
    assert isinstance(caught.value, TransientError) and not caught.value.shutdown
    assert signal.Signals(signum).name in str(caught.value)


def test_shutdown_signals_stay_transient_on_the_last_try(tmp_path: Path) -> None:
    killer = _kill_first_child(tmp_path, signal.SIGTERM)
    with pytest.raises(ExtractionInterrupted, match="SIGTERM"):  # the default policy: one, final try
        run_limited(functools.partial(pdf_child.wait_to_be_killed, str(tmp_path)), (), TIMEOUT, 512)
    killer.join(5)


def test_sigkill_on_the_last_try_is_the_documents(tmp_path: Path) -> None:
    killer = _kill_first_child(tmp_path, signal.SIGKILL)
    with use_child_policy(attempts=3, final=True), pytest.raises(LimitExceeded, match="SIGKILL on each of 3 tries"):
        run_limited(functools.partial(pdf_child.wait_to_be_killed, str(tmp_path)), (), TIMEOUT, 512)
    killer.join(5)


def test_a_timeout_is_transient_until_the_last_try(tmp_path: Path) -> None:
    target = functools.partial(pdf_child.wait_to_be_killed, str(tmp_path))
    with use_child_policy(attempts=2, final=False), pytest.raises(ExtractionInterrupted, match="longer than"):
        run_limited(target, (), 1.0, 512)
    with use_child_policy(attempts=2, final=True), pytest.raises(LimitExceeded, match="longer than 1 s on each of 2"):
        run_limited(target, (), 1.0, 512)
    time.sleep(0.2)
    assert not any(pdf_child.alive(pid) for pid, _, _ in pdf_child.started_children(tmp_path))


@pytest.mark.parametrize("target", [pdf_child.raise_error, pdf_child.raise_base_exception])
def test_an_error_raised_in_the_child_stays_a_document_error(target: object) -> None:
    with use_child_policy(attempts=3, final=False), pytest.raises(DocumentError) as caught:
        run_limited(target, (), TIMEOUT, 512)  # type: ignore[arg-type]
    assert type(caught.value) is DocumentError
    assert ("ValueError: broken cross-reference" in str(caught.value)
            or "NativePanic: called `Option::unwrap()`" in str(caught.value))


def test_children_are_out_of_the_terminals_signals_and_stopped_with_their_parent(tmp_path: Path) -> None:
    """Own session (a Ctrl-C at the terminal, a signal to the consumer's group misses it); killed at once
    when the caller stops."""
    stop = threading.Event()
    seen: dict[str, object] = {}

    def stop_when_started() -> None:
        seen["child"] = _first_child(tmp_path)
        seen["at"] = time.monotonic()
        stop.set()

    thread = threading.Thread(target=stop_when_started, daemon=True)
    thread.start()
    with use_child_policy(stop=stop), pytest.raises(ExtractionInterrupted) as caught:
        run_limited(functools.partial(pdf_child.wait_to_be_killed, str(tmp_path)), (), TIMEOUT, 512)
    thread.join(5)
    assert caught.value.shutdown
    assert time.monotonic() - seen["at"] < 10  # type: ignore[operator]
    pid, sid, pgid = seen["child"]  # type: ignore[misc]
    assert sid == pid == pgid  # leads a session of its own
    assert sid != os.getsid(0) and pgid != os.getpgrp()
    time.sleep(0.2)
    assert not pdf_child.alive(pid)
    with use_child_policy(stop=stop), pytest.raises(ExtractionInterrupted, match="stopping"):
        run_limited(pdf_child.raise_error, (), TIMEOUT, 512)  # stopping: no new child at all


# -- through the real parse step (run_step -> parse_record -> pdf.extract -> run_limited) ----------


def _pdf_mail_record(tmp_path: Path):  # type: ignore[no-untyped-def]
    settings = load_settings(home=str(tmp_path))
    data = corpus_docs.pdf([["CDS run", "FORD 5Y 245/255"]], [[]])
    msg = make_mail("PDF run attached.\n", subject="CDS run", attachments=[("cds.pdf", "application/pdf", data)])
    return settings, as_record_data(mail_records(msg, settings).raw)


def _parse(settings, record, limits: ExtractionLimits) -> list[object]:  # type: ignore[no-untyped-def]
    return unpack_and_parse(record, UnpackOptions.from_settings(settings), limits)  # type: ignore[return-value]


def _pdf_part(outcomes: list[object]) -> ParsedRecord:
    (part,) = [o for o in outcomes if isinstance(o, ParsedRecord) and o.attachment is not None
               and o.attachment.filename == "cds.pdf"]
    return part


def test_the_parse_step_retries_a_killed_child_and_stores_the_quotes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings, record = _pdf_mail_record(tmp_path)
    folder = tmp_path / "children"
    folder.mkdir()
    monkeypatch.setattr(extractors.pdf, "read_pages", functools.partial(pdf_child.killed_once_then_parse, str(folder)))

    def release_then_kill() -> None:
        pid = _first_child(folder)[0]
        (folder / pdf_child.RELEASED).write_text("")
        os.kill(pid, signal.SIGKILL)

    thread = threading.Thread(target=release_then_kill, daemon=True)
    thread.start()
    with use_child_policy(attempts=3):
        outcomes = _parse(settings, record, ExtractionLimits(pdf_timeout_s=TIMEOUT))
    thread.join(5)
    assert not [o for o in outcomes if isinstance(o, FailedRecord)]
    part = _pdf_part(outcomes)
    assert part.result.errors == ()
    assert [(q.instrument_key, q.bid, q.ask) for q in part.result.quotes] == [("FORD 5Y", 245.0, 255.0)]


def test_the_parse_step_records_a_child_that_always_times_out_after_its_tries(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings, record = _pdf_mail_record(tmp_path)
    monkeypatch.setattr(extractors.pdf, "read_pages", functools.partial(pdf_child.wait_to_be_killed, str(tmp_path)))
    started = time.monotonic()
    with use_child_policy(attempts=2):
        outcomes = _parse(settings, record, ExtractionLimits(pdf_timeout_s=1.0))
    assert time.monotonic() - started < 30
    assert len(pdf_child.started_children(tmp_path)) == 2  # tried twice, then recorded
    part = _pdf_part(outcomes)
    assert part.result.quotes == ()
    assert [(e.kind, e.message) for e in part.result.errors] == [
        ("limit", "parsing took longer than 1 s on each of 2 tries")]


def test_the_parse_step_raises_a_child_stopped_by_shutdown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing comes back for the part (not an extraction error, not poison): the batch is abandoned."""
    settings, record = _pdf_mail_record(tmp_path)
    monkeypatch.setattr(extractors.pdf, "read_pages", functools.partial(pdf_child.wait_to_be_killed, str(tmp_path)))
    stop = threading.Event()
    thread = threading.Thread(target=lambda: (_first_child(tmp_path), stop.set()), daemon=True)
    thread.start()
    with use_child_policy(attempts=3, stop=stop), pytest.raises(ExtractionInterrupted) as caught:
        _parse(settings, record, ExtractionLimits(pdf_timeout_s=TIMEOUT))
    thread.join(5)
    assert caught.value.shutdown
    assert len(pdf_child.started_children(tmp_path)) == 1  # not tried again while stopping


def _parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def test_a_child_lost_with_its_fork_server_is_transient(tmp_path: Path) -> None:
    """A SIGTERM to the whole cgroup (systemd's default KillMode) takes the fork server with the child:
    the child's status is lost with it, which says nothing about the document; the next child starts
    a new fork server."""

    def kill_both() -> None:
        pid = _first_child(tmp_path)[0]
        server = _parent_of(pid)
        assert server != os.getpid()
        os.kill(server, signal.SIGTERM)
        os.kill(pid, signal.SIGTERM)

    thread = threading.Thread(target=kill_both, daemon=True)
    thread.start()
    with use_child_policy(attempts=3, final=True), pytest.raises(ExtractionInterrupted) as caught:
        run_limited(functools.partial(pdf_child.wait_to_be_killed, str(tmp_path)), (), TIMEOUT, 512)
    thread.join(5)
    assert not caught.value.shutdown
    with pytest.raises(DocumentError, match="broken cross-reference"):
        run_limited(pdf_child.raise_error, (), TIMEOUT, 512)


def test_a_child_that_dies_as_its_parent_stops_is_a_shutdown_not_the_documents(tmp_path: Path) -> None:
    """The stop signal reaches the child (killed) and the consumer (stopping) at once: even on the last
    try, where a SIGKILL alone would be the document's, it is a shutdown."""
    stop = threading.Event()

    def kill_and_stop() -> None:
        os.kill(_first_child(tmp_path)[0], signal.SIGKILL)
        stop.set()

    thread = threading.Thread(target=kill_and_stop, daemon=True)
    thread.start()
    with use_child_policy(attempts=3, final=True, stop=stop), pytest.raises(ExtractionInterrupted) as caught:
        run_limited(functools.partial(pdf_child.wait_to_be_killed, str(tmp_path)), (), TIMEOUT, 512)
    thread.join(5)
    assert caught.value.shutdown
