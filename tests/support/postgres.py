"""A real, throwaway PostgreSQL server for tests (Debian's packages), or the one OTCMAIL_TEST_POSTGRES_URL names."""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.support.ports import free_port


class PostgresMissing(RuntimeError):
    pass


def pg_bindir() -> Path:
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(candidate, "initdb").exists():
            return Path(candidate)
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).resolve().parent
    raise PostgresMissing(
        "PostgreSQL server binaries not found: the test command installs them "
        "(`apt-get install postgresql`), or set OTCMAIL_TEST_POSTGRES_URL to a server of yours"
    )


def _as_postgres_user(cmd: list[str]) -> list[str]:
    # initdb and postgres refuse to run as root; Debian's package creates the 'postgres' user.
    if os.geteuid() == 0:
        pwd.getpwnam("postgres")
        return ["runuser", "-u", "postgres", "--", *cmd]
    return cmd


@contextmanager
def throwaway_postgres(base: Path) -> Iterator[str]:
    """initdb + pg_ctl start on a free port in ``base``; yields a SQLAlchemy URL; stops and removes it."""
    bindir = pg_bindir()
    base.mkdir(parents=True, exist_ok=True)
    data = base / "pgdata"
    port = free_port()
    if os.geteuid() == 0:
        shutil.chown(base, "postgres", "postgres")
    env = os.environ | {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
    subprocess.run(_as_postgres_user([str(bindir / "initdb"), "-D", str(data), "-U", "otcmail",
                                      "--auth=trust", "-E", "UTF8", "--no-sync"]),
                   check=True, capture_output=True, env=env)
    opts = f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
    subprocess.run(_as_postgres_user([str(bindir / "pg_ctl"), "-D", str(data), "-o", opts, "-w",
                                      "-l", str(base / "server.log"), "start"]),
                   check=True, capture_output=True, env=env)
    try:
        subprocess.run(_as_postgres_user([str(bindir / "createdb"), "-h", "127.0.0.1", "-p", str(port),
                                          "-U", "otcmail", "otcmail"]), check=True, capture_output=True)
        yield f"postgresql+psycopg://otcmail@127.0.0.1:{port}/otcmail"
    finally:
        subprocess.run(_as_postgres_user([str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"]),
                       check=False, capture_output=True)
        time.sleep(0.1)
        shutil.rmtree(base, ignore_errors=True)
