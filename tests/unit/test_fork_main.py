"""A PDF child never re-runs its parent's main script (for `otcmail consume` that is the whole CLI's imports,
~1.2 s per PDF), whether the parent runs a script or a module (`python -m`)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

MAIN = textwrap.dedent("""
    import os, sys
    sys.path.insert(0, {repo!r})
    if __name__ == "__mp_main__":  # what a forkserver child does when it re-runs this script
        with open({marker!r}, "a") as fh:
            fh.write(f"re-run in pid {{os.getpid()}}\\n")

    def main():
        from extractors.pdf import layout_lines
        from extractors.safety import run_limited
        for _ in range(3):
            assert run_limited(layout_lines, ([{{"text": "99.5", "x0": 0, "x1": 10, "top": 0}}],), 30, 512) == ["99.5"]
        print("ok")

    if __name__ == "__main__":
        main()
""")


@pytest.mark.parametrize("how", ["script", "module"])
def test_a_parser_child_does_not_run_the_main_script_again(tmp_path: Path, how: str) -> None:
    marker = tmp_path / "reruns.txt"
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "mainmod.py").write_text(MAIN.format(repo=str(REPO), marker=str(marker)))
    argv = [sys.executable, str(package / "mainmod.py")] if how == "script" else [sys.executable, "-m", "pkg.mainmod"]
    done = subprocess.run(argv, cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-3000:]
    assert not marker.exists(), marker.read_text()
