# ruff: noqa: E501, DTZ001, B905, UP031
"""Write every mail and gold file of tests/corpus/blind2/dev/ (run with /tmp/blind2-venv/bin/python)."""
import importlib
import shutil
import sys

from lib import OUT

MODULES = ["text_mails", "html_mails", "pdf_mails", "docx_mails", "xlsx_mails", "csv_mails", "chat_mails"]


def main(only=None):
    if OUT.exists() and not only:
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True, exist_ok=True)
    for name in MODULES:
        if only and name not in only:
            continue
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name == name:
                print("skip", name)
                continue
            raise
        for fn in mod.ALL:
            fn()
    print("written to", OUT)


if __name__ == "__main__":
    main(sys.argv[1:] or None)
