"""Mail text shown by `otcmail mail`, `query` and `review` is shown as written, never read as Rich
markup (issue 11, defect 8): a subject or raw line holding "[/b]" crashed the table, "[link=...]"
made a terminal link."""

from rich.console import Console
from rich.table import Table

from otcmail.commands.query import add_plain_row


def test_markup_in_mail_text_is_shown_as_written():
    table = Table("raw", "filename")
    add_plain_row(table, "ACME 5 01/15/30 99.5/99.75 [/b]", "[link=http://evil.example]run.csv")
    console = Console(record=True, width=200, color_system=None)
    console.print(table)
    text = console.export_text()
    assert "[/b]" in text and "[link=http://evil.example]run.csv" in text
    assert "evil.example" not in console.export_html().split("<body>", 1)[-1].replace(
        "[link=http://evil.example]run.csv", "")


def test_plain_rows_keep_none_cells_empty():
    table = Table("a", "b")
    add_plain_row(table, "x", None)
    console = Console(record=True, width=80, color_system=None)
    console.print(table)
    assert "x" in console.export_text()
