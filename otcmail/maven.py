"""Resolve jars from Maven Central into a git-ignored folder, once per pom content."""

from __future__ import annotations

import hashlib
import logging
import shutil
import subprocess
from pathlib import Path

from core.errors import SetupError

log = logging.getLogger(__name__)
STAMP = ".resolved-from"


def pom_digest(pom: Path) -> str:
    return hashlib.sha256(pom.read_bytes()).hexdigest()


def is_resolved(pom: Path, out_dir: Path) -> bool:
    stamp = out_dir / STAMP
    return stamp.is_file() and stamp.read_text().strip() == pom_digest(pom)


def resolve_jars(pom: Path, out_dir: Path, *, quiet: bool = True) -> Path:
    """Copy the runtime dependencies of ``pom`` into ``out_dir`` (skipped when already done)."""
    if is_resolved(pom, out_dir):
        return out_dir
    mvn = shutil.which("mvn")
    if mvn is None:
        raise SetupError("Maven (mvn) is not installed: install it with `apt-get install maven`")
    if out_dir.exists():
        shutil.rmtree(out_dir)  # a changed pom must not leave jars of another version behind
    out_dir.mkdir(parents=True)
    log.info("resolving jars of %s into %s", pom.name, out_dir)
    cmd = [mvn, "-B", "-f", str(pom), "dependency:copy-dependencies",
           f"-DoutputDirectory={out_dir}", "-DincludeScope=runtime"]
    if quiet:
        cmd.insert(1, "-q")
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        tail = "\n".join((done.stdout + done.stderr).splitlines()[-20:])
        raise SetupError(f"Maven could not resolve {pom}:\n{tail}")
    (out_dir / STAMP).write_text(pom_digest(pom) + "\n")
    return out_dir
