"""A throwaway Dovecot IMAP server (Debian's dovecot-imapd) for the real-clients test, and fetchmail.

Everything lives in one temporary folder: the configuration, ``base_dir`` (sockets, pid), ``state_dir``,
the log, a passwd-file of users and their Maildirs, filled before the start. It listens on a free
loopback port with plain-text login (no TLS: loopback only) and is stopped and removed at the end;
nothing outside that folder is touched. As root, the mail users get the uid of ``nobody`` (Dovecot
refuses uid 0 for mail access); as another user, everything runs as that user.
"""

from __future__ import annotations

import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.support.ports import free_port

DOVECOT = shutil.which("dovecot") or "/usr/sbin/dovecot"
FETCHMAIL = shutil.which("fetchmail") or "/usr/bin/fetchmail"
PROCMAIL = shutil.which("procmail") or "/usr/bin/procmail"
MISSING = "needs Debian's dovecot-imapd, fetchmail and procmail: scripts/ensure-system-packages --postgres"

_CONFIG = """\
protocols = imap
listen = 127.0.0.1
base_dir = {root}/run
state_dir = {root}/state
instance_name = otcmail-test-{tag}
log_path = {root}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain
first_valid_uid = 1
first_valid_gid = 1
mail_location = maildir:~/Maildir
{users}
passdb {{
  driver = passwd-file
  args = scheme=PLAIN username_format=%u {root}/passwd
}}
userdb {{
  driver = passwd-file
  args = username_format=%u {root}/passwd
}}
service imap-login {{
  inet_listener imap {{
    address = 127.0.0.1
    port = {port}
  }}
  inet_listener imaps {{
    port = 0
  }}
  chroot =
}}
"""


@dataclass(frozen=True)
class MailServer:
    host: str
    port: int
    password: str
    root: Path

    def maildir(self, user: str) -> Path:
        return self.root / "home" / user / "Maildir"

    def deliver(self, user: str, mails: Sequence[bytes]) -> None:
        """Put mails into a user's INBOX as a local delivery agent would (tmp/, then renamed into new/)."""
        deliver_to_maildir(self.maildir(user), mails, self._owner())

    def held(self, user: str) -> int:
        """Mails still on the server for ``user`` (fetchmail's ``no keep`` removes what was delivered)."""
        box = self.maildir(user)
        return sum(1 for d in ("new", "cur") for p in (box / d).iterdir() if p.is_file())

    def _owner(self) -> tuple[int, int] | None:
        st = os.stat(self.root / "home")
        return (st.st_uid, st.st_gid) if os.getuid() == 0 else None


def deliver_to_maildir(box: Path, mails: Sequence[bytes], owner: tuple[int, int] | None) -> None:
    for sub in ("tmp", "new", "cur"):
        (box / sub).mkdir(parents=True, exist_ok=True)
        if owner:
            os.chown(box / sub, *owner)
    host = socket.gethostname()
    for i, mail in enumerate(mails):
        name = f"{int(time.time())}.M{i}P{os.getpid()}R{uuid.uuid4().hex[:8]}.{host}"
        tmp = box / "tmp" / name
        tmp.write_bytes(mail)
        if owner:
            os.chown(tmp, *owner)
        tmp.rename(box / "new" / name)


@contextmanager
def throwaway_dovecot(mailboxes: Mapping[str, Sequence[bytes]]) -> Iterator[MailServer]:
    """Dovecot serving one INBOX per user of ``mailboxes`` (user -> mails), on a free loopback port."""
    if not (os.access(DOVECOT, os.X_OK) and shutil.which("doveconf")):
        raise AssertionError(f"dovecot is not installed: {MISSING}")
    # Not below pytest's tmp folder: that is private to root, and Dovecot's own processes (dovenull,
    # dovecot, the mail users) must get through.
    root = Path(tempfile.mkdtemp(prefix="otcmail-dovecot-"))
    proc: subprocess.Popen[bytes] | None = None
    try:
        os.chmod(root, 0o755)
        for sub in ("run", "state", "home"):
            (root / sub).mkdir()
        if os.getuid() == 0:
            nobody = pwd.getpwnam("nobody")
            uid, gid = nobody.pw_uid, nobody.pw_gid
            users = ""
        else:  # no root: every Dovecot process runs as us
            uid, gid = os.getuid(), os.getgid()
            me = pwd.getpwuid(uid).pw_name
            users = f"default_login_user = {me}\ndefault_internal_user = {me}"
        password = uuid.uuid4().hex
        lines = []
        for user, mails in mailboxes.items():
            home = root / "home" / user
            home.mkdir()
            deliver_to_maildir(home / "Maildir", mails, (uid, gid) if os.getuid() == 0 else None)
            if os.getuid() == 0:
                os.chown(home, uid, gid)
                os.chown(home / "Maildir", uid, gid)
            lines.append(f"{user}:{password}:{uid}:{gid}::{home}::")
        (root / "passwd").write_text("\n".join(lines) + "\n")
        if os.getuid() == 0:
            os.chown(root / "home", uid, gid)
        port = free_port()
        config = root / "dovecot.conf"
        config.write_text(_CONFIG.format(root=root, tag=uuid.uuid4().hex[:8], users=users, port=port))
        proc = subprocess.Popen([DOVECOT, "-F", "-c", str(config)], stdout=subprocess.DEVNULL,
                                stderr=(root / "dovecot.stderr").open("wb"))
        deadline = time.monotonic() + 30
        while True:
            with socket.socket() as s:
                s.settimeout(1)
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            if proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError("dovecot did not start: " + _logs(root))
            time.sleep(0.1)
        yield MailServer("127.0.0.1", port, password, root)
    finally:
        if proc is not None:
            proc.send_signal(signal.SIGTERM)  # the master stops its children and removes its sockets
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)
        shutil.rmtree(root, ignore_errors=True)


def dovecot_log(server: MailServer) -> str:
    return _logs(server.root)


def _logs(root: Path) -> str:
    out = []
    for name in ("dovecot.log", "dovecot.stderr"):
        path = root / name
        if path.exists():
            out.append(path.read_text(errors="replace")[-3000:])
    return "\n".join(out)


def fetch(rcfile: Path, home: Path, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """One fetchmail poll with this rcfile (its own home, pid file and id file), as a user runs it."""
    home.mkdir(parents=True, exist_ok=True)
    os.chmod(rcfile, 0o600)  # fetchmail refuses an rcfile others may read
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "LANG": "C"}
    return subprocess.run([FETCHMAIL, "-f", str(rcfile), "--pidfile", str(home / "fetchmail.pid"),
                           "--idfile", str(home / "fetchids"), "--nosyslog"],
                          capture_output=True, text=True, timeout=timeout, env=env, check=False)
