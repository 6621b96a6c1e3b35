# ruff: noqa: E501, DTZ001, B905, UP031
"""Print a mail's readable content and its gold, for reviewing by eye."""
import json
import re
import sys
from email import policy
from email.parser import BytesParser
from html import unescape

from check import attachment_text
from lib import OUT


def show(name):
    eml = next(OUT.glob(name + "*.eml"))
    msg = BytesParser(policy=policy.default).parsebytes(eml.read_bytes())
    print("=" * 100)
    print(eml.name, "|", msg["From"], "|", msg["Subject"])
    for part in msg.walk():
        if part.is_multipart():
            continue
        fn = part.get_filename()
        if fn:
            t, i = attachment_text(fn, part.get_payload(decode=True))
            print(f"--- attachment {fn} ({i})")
            print(t)
        else:
            c = part.get_content()
            print(f"--- body {part.get_content_type()}")
            if part.get_content_type() == "text/html":
                c = re.sub(r"<style.*?</style>", "", c, flags=re.S)
                c = re.sub(r"</tr>|<br>|</p>", "\n", c)
                c = re.sub(r"</td>|</th>", " | ", c)
                c = unescape(re.sub(r"<[^>]+>", "", c))
                c = re.sub(r"\n\s*\n+", "\n", c)
            print(c)
    gold = json.loads((OUT / (eml.stem + ".expected.json")).read_text())
    print("--- gold", gold["format"])
    for q in gold["quotes"]:
        print(f"  {q['instrument_key']:42s} {q['asset_class']:11s} {q['group']:12s} {q['quote_type']:8s} "
              f"{q['bid']!s:>9} {q['ask']!s:>9}  {q['bid_size']!s:>10} {q['ask_size']!s:>10}  {q['dealer']}"
              + ("  REVIEW" if q.get("review") else ""))


for n in sys.argv[1:]:
    show(n)
