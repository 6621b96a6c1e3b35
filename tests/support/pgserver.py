"""A PostgreSQL server of one test's own, which the test may stop and start again."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from tests.support.ports import free_port
from tests.support.postgres import _as_postgres_user, pg_bindir


class OwnPostgres:
    def __init__(self) -> None:
        self.bindir = pg_bindir()
        self.base = Path(tempfile.mkdtemp(prefix="otcmail-pg-own-"))
        self.data = self.base / "pgdata"
        self.port = free_port()
        if os.geteuid() == 0:
            shutil.chown(self.base, "postgres", "postgres")
        self.env = os.environ | {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
        self._run("initdb", "-D", str(self.data), "-U", "otcmail", "--auth=trust", "-E", "UTF8", "--no-sync")
        self.start()
        self._run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "otcmail", "otcmail")

    @property
    def url(self) -> str:
        return f"postgresql+psycopg://otcmail@127.0.0.1:{self.port}/otcmail"

    def _run(self, tool: str, *args: str) -> None:
        subprocess.run(_as_postgres_user([str(self.bindir / tool), *args]), check=True, capture_output=True,
                       env=self.env, timeout=60)

    def start(self) -> None:
        opts = f"-p {self.port} -k {self.base} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._run("pg_ctl", "-D", str(self.data), "-o", opts, "-w", "-l", str(self.base / "server.log"), "start")

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def close(self) -> None:
        subprocess.run(_as_postgres_user([str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate",
                                          "-w", "stop"]), check=False, capture_output=True, env=self.env)
        shutil.rmtree(self.base, ignore_errors=True)
