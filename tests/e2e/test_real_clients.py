"""Real clients, not simulations (issue 11): Debian's Dovecot serves three mailboxes of 500 mails each,
fetchmail polls them and hands every mail to procmail, which delivers into the inbox of a running
`otcmail produce` in each of its three ways: plain files (msg.XXXX), a Maildir, and one mbox it keeps
appending to under its lock. `otcmail unpack` and `otcmail consume` run beside it as real processes.
fetchmail and procmail run on the very rcfiles of deploy/fetchmail/ (server, credentials and paths
replaced), so those cannot rot. Every mail is stored exactly once per mode; then part of one mailbox
is delivered a second time and still stored once."""

from __future__ import annotations

import email
import re
import time
from collections import Counter
from pathlib import Path

import pytest
from sqlalchemy import Engine, func, select

from config.settings import Settings
from db.engine import make_engine
from db.models import Mail, Quote
from producer.framing import mail_id
from tests.support.cli import run_cli, running_cli, write_config
from tests.support.desk import pipeline_settings
from tests.support.mailserver import MailServer, dovecot_log, fetch, throwaway_dovecot
from tests.support.producer import files_in, make_mail, read_topic

pytestmark = [pytest.mark.kafka, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy" / "fetchmail"
MODES = ("directory", "maildir", "mbox")
N = 500           # mails per mailbox
AGAIN = 100       # mails of the mbox mailbox delivered a second time


def from_template(path: Path, replacements: dict[str, str]) -> str:
    """The deploy file with these replacements; each must be found, so an edited template fails here."""
    text = path.read_text()
    for old, new in replacements.items():
        assert old in text, f"{path.relative_to(REPO)} no longer contains {old!r}: update this test with it"
        text = text.replace(old, new)
    return text


def rcfiles(mode: str, server: MailServer, inbox: Path, work: Path) -> Path:
    """deploy/fetchmail/<mode>/ turned into this test's rcfiles; the fetchmailrc's path."""
    work.mkdir(parents=True, exist_ok=True)
    procmailrc = work / "procmailrc"
    procmailrc.write_text(from_template(DEPLOY / mode / "procmailrc", {
        "/srv/otcmail/var/inbox": str(inbox),
        "/var/log/otcmail/procmail.log": str(work / "procmail.log"),
    }))
    (work / "fetchmail.log").touch()  # fetchmail ignores a log file that does not exist
    fetchmailrc = work / "fetchmailrc"
    fetchmailrc.write_text(from_template(DEPLOY / mode / "fetchmailrc", {
        "set daemon 60": "",  # poll once and exit
        "/var/log/otcmail/fetchmail.log": str(work / "fetchmail.log"),
        "poll imap.dealer.example protocol IMAP port 993": f"poll {server.host} protocol IMAP port {server.port}",
        'user "prices@dealer.example" password "CHANGE-ME"': f'user "{mode}" password "{server.password}"',
        "ssl sslcertck": "sslproto ''",  # the throwaway server speaks plain IMAP on loopback
        "/etc/otcmail/procmailrc": str(procmailrc),
    }))
    return fetchmailrc


def fetched_log(work: Path) -> str:
    """What fetchmail and procmail said (fetchmail writes to the rcfile's log file)."""
    return "\n".join(p.read_text(errors="replace")[-3000:] for p in (work / "fetchmail.log", work / "procmail.log")
                     if p.exists())


def message_id(raw: bytes) -> str:
    return str(email.message_from_bytes(raw)["Message-ID"])


def wait_until(what: str, predicate, timeout: float, logs: tuple[Path, ...] = ()) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            tails = "\n".join(f"--- {p.name}\n{p.read_text(errors='replace')[-2000:]}" for p in logs if p.exists())
            raise AssertionError(f"timed out after {timeout:g}s waiting for {what}\n{tails}")
        time.sleep(0.5)


def stored(engine: Engine, ids: set[str]) -> tuple[Counter[str], int, set[str]]:
    """Rows per Message-ID among ``ids``, their quotes, and the file names they came in."""
    with engine.connect() as conn:
        rows = conn.execute(select(Mail.message_id, Mail.file_name).where(Mail.message_id.in_(ids))).all()
        quotes = int(conn.scalar(select(func.count()).select_from(Quote).join(Mail, Mail.id == Quote.mail_id)
                                 .where(Mail.message_id.in_(ids))) or 0)
    return Counter(r.message_id for r in rows), quotes, {r.file_name for r in rows}


def test_fetchmail_and_procmail_deliver_every_mail_once_in_each_mode(kafka_settings: Settings,
                                                                     tmp_path: Path) -> None:
    settings = pipeline_settings(kafka_settings, tmp_path)
    settings = settings.model_copy(update={"producer": settings.producer.model_copy(update={
        "stable_seconds": 0.5, "rescan_interval_s": 5.0})})
    inbox, done = settings.paths.inbox, settings.paths.done
    inbox.mkdir(parents=True, exist_ok=True)
    config = write_config(settings, tmp_path / "otcmail.toml")
    upgraded = run_cli(config, "db", "upgrade", timeout=120)
    assert upgraded.returncode == 0, upgraded.stderr
    mails = {mode: [make_mail(k * 1000 + i) for i in range(N)] for k, mode in enumerate(MODES)}
    ids = {mode: {message_id(m) for m in batch} for mode, batch in mails.items()}
    logs = (tmp_path / "produce.log", tmp_path / "unpack.log", tmp_path / "consume.log")
    engine = make_engine(settings)

    with throwaway_dovecot(mails) as server, \
            running_cli(config, logs[0], "produce"), running_cli(config, logs[1], "unpack"), \
            running_cli(config, logs[2], "consume"):
        wait_until("the producer to watch the inbox", lambda: "producer watching" in logs[0].read_text(), 120, logs)
        for mode in MODES:
            started = time.monotonic()
            polled = fetch(rcfiles(mode, server, inbox, tmp_path / mode), tmp_path / mode / "home")
            said = polled.stdout + polled.stderr + fetched_log(tmp_path / mode)
            assert polled.returncode == 0, f"fetchmail ({mode}): {said}\n{dovecot_log(server)}"
            print(f"{mode}: fetchmail delivered {N} mails in {time.monotonic() - started:.1f}s")
            # no keep: fetchmail removed each mail only after procmail stored it and exited 0
            assert server.held(mode) == 0, f"{mode}: mails left on the server\n{fetched_log(tmp_path / mode)}"

        for mode in MODES:
            wait_until(f"{N} {mode} mails and their quotes stored",
                       lambda m=mode: stored(engine, ids[m])[1] >= N, 300, logs)
        wait_until("the inbox drained", lambda: not files_in(inbox), 120, logs)

        # The same mails fetched a second time (fetchmail stamps a new Received: on each): stored once.
        again = mails["mbox"][:AGAIN]
        server.deliver("mbox", again)
        polled = fetch(rcfiles("mbox", server, inbox, tmp_path / "mbox-again"), tmp_path / "mbox-again" / "home")
        assert polled.returncode == 0, polled.stdout + polled.stderr + fetched_log(tmp_path / "mbox-again")
        raw_topic = settings.topics.raw
        wait_until("the second delivery published", lambda: len(read_topic(settings, raw_topic)) >= 3 * N + AGAIN,
                   120, logs)
        wait_until("the inbox drained again", lambda: not files_in(inbox), 120, logs)
        time.sleep(3)  # let unpack and the parsers go through the repeated records too

    for mode in MODES:
        rows, quotes, names = stored(engine, ids[mode])
        assert set(rows) == ids[mode] and set(rows.values()) == {1}, f"{mode}: not every mail exactly once"
        assert quotes == N, f"{mode}: {quotes} quotes for {N} mails of one quote each"
        pattern = {"directory": r"msg\..+", "maildir": r"\d+\..+", "mbox": r"dealers\.mbox"}[mode]
        assert all(re.fullmatch(pattern, n or "") for n in names), f"{mode}: delivered as {sorted(names)[:5]}"
    # The raw topic, the system of record: each delivery published once (the second copy once more).
    per_key = Counter(r.key for r in read_topic(settings, settings.topics.raw))
    expected = Counter(mail_id(m) for batch in mails.values() for m in batch) + Counter(mail_id(m) for m in again)
    assert per_key == expected
    # Every file archived; procmail leaves only the Maildir's folders; nothing refused, no lock left behind.
    assert files_in(inbox) == [] and not list(inbox.rglob("*.lock"))
    assert sorted(p.relative_to(inbox).as_posix() for p in inbox.rglob("*")) == [
        "dealers", "dealers/cur", "dealers/new", "dealers/tmp"]
    assert files_in(settings.paths.error) == [] and files_in(settings.paths.quarantine) == []
    mboxes = [p for p in files_in(done) if p.name.startswith("dealers.mbox")]
    print(f"mbox mode: procmail's appends archived in {len(mboxes)} mbox files")
