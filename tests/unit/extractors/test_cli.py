import json

from typer.testing import CliRunner

from otcmail.cli import app

RUN = (
    b"From: Jane <jane@acmebank.com>\nSubject: run\nDate: Mon, 14 Oct 2024 09:31:00 -0400\n\n"
    b"ACME 4.25 10/01/27  +68/+63  2x2\nFORD 5Y 245/255\n"
)


def test_extract_json_lines(tmp_path):
    path = tmp_path / "run.eml"
    path.write_bytes(RUN)
    result = CliRunner().invoke(app, ["extract", str(path), "--json"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(r["instrument_key"], r["bid"], r["ask"], r["dealer"]) for r in rows] == [
        ("ACME 4.25 2027-10-01", 68.0, 63.0, "acmebank"),
        ("FORD 5Y", 245.0, 255.0, "acmebank"),
    ]
    assert rows[0]["quoted_at"] == "2024-10-14T09:31:00-04:00" and rows[0]["maturity"] == "2027-10-01"


def test_extract_table_and_loose_attachment(tmp_path):
    path = tmp_path / "run.csv"
    path.write_text("Security,Bid,Ask\nGLOBX 5 01/15/30,99,100\n")
    result = CliRunner().invoke(app, ["extract", str(path)])
    assert result.exit_code == 0, result.output
    assert "GLOBX 5 2030-01-15" in result.stdout and "1 quotes" in result.stdout


def test_extract_unreadable_file_is_an_error(tmp_path):
    path = tmp_path / "run.xlsx"
    path.write_bytes(b"PK\x03\x04garbage")
    result = CliRunner().invoke(app, ["extract", str(path)])
    assert result.exit_code != 0


def test_the_command_sets_the_collector_for_parsing(tmp_path):
    # core/collector.py: every otcmail process that parses collects less often than CPython's 700
    # allocations. In a child interpreter, so this test process keeps its own setting.
    import subprocess
    import sys

    from core.collector import PARSING_THRESHOLDS

    path = tmp_path / "run.eml"
    path.write_bytes(RUN)
    code = ("import gc; from typer.testing import CliRunner; from otcmail.cli import app; "
            f"before = gc.get_threshold(); r = CliRunner().invoke(app, ['extract', {str(path)!r}]); "
            "print(r.exit_code, before[0], gc.get_threshold())")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    out = done.stdout.split(maxsplit=2)
    assert out[:2] == ["0", "700"]
    assert out[2].strip() == str(PARSING_THRESHOLDS)
