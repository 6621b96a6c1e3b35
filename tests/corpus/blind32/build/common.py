"""Shared helpers: gold quote rows, CUSIP check digits, Outlook-style HTML wrapper."""

from __future__ import annotations

import html

MM = 1_000_000.0


def Q(key: str, ac: str, group: str, qt: str, bid: float | None, ask: float | None,
      bs: float | None = None, asz: float | None = None, dealer: str = "", review: bool = False) -> dict:
    q = {"instrument_key": key, "asset_class": ac, "group": group, "quote_type": qt,
         "bid": None if bid is None else float(bid), "ask": None if ask is None else float(ask),
         "bid_size": None if bs is None else float(bs), "ask_size": None if asz is None else float(asz),
         "dealer": dealer}
    if review:
        q["review"] = True
    return q


def cusip_check(base8: str) -> str:
    total = 0
    for i, ch in enumerate(base8.upper()):
        if ch.isdigit():
            v = int(ch)
        elif ch.isalpha():
            v = ord(ch) - ord("A") + 10
        else:
            v = {"*": 36, "@": 37, "#": 38}[ch]
        if i % 2 == 1:
            v *= 2
        total += v // 10 + v % 10
    return str((10 - total % 10) % 10)


def cusip(base8: str) -> str:
    return base8.upper() + cusip_check(base8)


def esc(s: str) -> str:
    return html.escape(s, quote=False)


def outlook(inner: str) -> str:
    return ("<html xmlns:o=\"urn:schemas-microsoft-com:office:office\" "
            "xmlns:w=\"urn:schemas-microsoft-com:office:word\">\n<head>\n"
            "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">\n"
            "<meta name=\"Generator\" content=\"Microsoft Word 15 (filtered medium)\">\n"
            "<style><!--\np.MsoNormal, li.MsoNormal, div.MsoNormal\n\t{margin:0cm;font-size:11.0pt;"
            "font-family:\"Calibri\",sans-serif;}\n--></style>\n</head>\n"
            "<body lang=\"EN-US\" link=\"#0563C1\" vlink=\"#954F72\" style=\"word-wrap:break-word\">\n"
            "<div class=\"WordSection1\">\n" + inner + "\n</div>\n</body>\n</html>\n")


def p(text: str, style: str = "") -> str:
    st = f' style="{style}"' if style else ""
    return f'<p class="MsoNormal"{st}>{text}<o:p></o:p></p>'


def table(rows: list[list[str]], header: bool = True) -> str:
    out = ['<table class="MsoNormalTable" border="0" cellspacing="0" cellpadding="0" '
           'style="border-collapse:collapse">']
    for i, row in enumerate(rows):
        out.append("<tr>")
        for cell in row:
            bold = (f'<b><span style="font-size:9.0pt">{cell}</span></b>' if header and i == 0
                    else f'<span style="font-size:9.0pt">{cell}</span>')
            out.append('<td nowrap valign="bottom" style="border:solid #BFBFBF 1.0pt;padding:0cm 5.4pt '
                       f'0cm 5.4pt"><p class="MsoNormal">{bold}</p></td>')
        out.append("</tr>")
    out.append("</table>")
    return "\n".join(out)
