"""HTML bodies as dealers' mail systems send them.

Three families:
- `outlook`: a Word-engine HTML body (Outlook) with an Excel range pasted into it: `MsoNormalTable`, every
  cell a `<p class=MsoNormal>` with `mso-` styles on the `<td>`, `&nbsp;` in empty cells, numbers right-aligned
  as text, narrow spacer columns, merged header cells (colspan / rowspan), a plain-text alternative as Outlook
  writes it (cells separated by tabs, one row per line);
- `system`: a run-distribution system's generated HTML (inline CSS, `<th>`, `<caption>`);
- `plain`: a webmail body (Gmail / Apple Mail style `div`s and a bordered table).
A cell is a string or a `C(...)`.
"""

from __future__ import annotations

import html as _html
from dataclasses import dataclass

# ---------------------------------------------------------------- cells


@dataclass
class C:
    t: str = ""
    a: str = "l"  # l, r, c
    cs: int = 1  # colspan
    rs: int = 1  # rowspan
    b: bool = False
    bg: str | None = None
    fg: str | None = None
    bb: bool = False  # a rule under the cell
    i: bool = False
    style: str = ""  # extra inline CSS


def _c(x) -> C:
    return x if isinstance(x, C) else C(str(x))


def esc(s: str) -> str:
    """Escape text for HTML; '\\n' in a cell becomes a line break."""
    return "<br>".join(_html.escape(part, quote=False) for part in s.split("\n"))


# ---------------------------------------------------------------- Outlook (Word engine)

OUTLOOK_HEAD = """<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" \
xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:x="urn:schemas-microsoft-com:office:excel" \
xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=us-ascii">
<meta name="Generator" content="Microsoft Word 15 (filtered medium)">
<style><!--
/* Font Definitions */
@font-face
\t{font-family:"Cambria Math";
\tpanose-1:2 4 5 3 5 4 6 3 2 4;}
@font-face
\t{font-family:Calibri;
\tpanose-1:2 15 5 2 2 2 4 3 2 4;}
/* Style Definitions */
p.MsoNormal, li.MsoNormal, div.MsoNormal
\t{margin:0in;
\tfont-size:11.0pt;
\tfont-family:"Calibri",sans-serif;
\tmso-fareast-language:EN-US;}
a:link, span.MsoHyperlink
\t{mso-style-priority:99;
\tcolor:#0563C1;
\ttext-decoration:underline;}
span.EmailStyle19
\t{mso-style-type:personal-compose;
\tfont-family:"Calibri",sans-serif;
\tcolor:windowtext;}
.MsoChpDefault
\t{mso-style-type:export-only;
\tfont-size:10.0pt;
\tmso-ligatures:none;}
@page WordSection1
\t{size:8.5in 11.0in;
\tmargin:1.0in 1.0in 1.0in 1.0in;}
div.WordSection1
\t{page:WordSection1;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]--><!--[if gte mso 9]><xml>
<o:shapelayout v:ext="edit">
<o:idmap v:ext="edit" data="1" />
</o:shapelayout></xml><![endif]-->
</head>
<body lang="EN-US" link="#0563C1" vlink="#954F72" style="word-wrap:break-word">
<div class="WordSection1">
"""
OUTLOOK_TAIL = "</div>\n</body>\n</html>\n"


def outlook_doc(inner: str) -> str:
    return OUTLOOK_HEAD + inner + OUTLOOK_TAIL


def mp(text: str = "", *, b=False, size=11.0, color=None, font="Calibri") -> str:
    """One Outlook paragraph (an empty one is the blank line Outlook writes)."""
    if not text:
        return '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>\n'
    st = f"font-size:{size:.1f}pt;font-family:&quot;{font}&quot;,sans-serif" + (f";color:{color}" if color else "")
    body = esc(text)
    if b:
        body = f"<b>{body}</b>"
    return f'<p class="MsoNormal"><span style="{st}">{body}<o:p></o:p></span></p>\n'


def mps(text: str, **kw) -> str:
    """Several Outlook paragraphs from lines (a blank line gives an empty paragraph)."""
    return "".join(mp(ln, **kw) for ln in text.split("\n"))


def _xl_td(cell: C, width_pt: float, font: str, size: float, height: float) -> str:
    border = "border:none"
    if cell.bb:
        border = "border:none;border-bottom:solid windowtext 1.0pt;mso-border-bottom-alt:solid windowtext .5pt"
    bg = f"background:{cell.bg};" if cell.bg else ""
    span = (f" colspan={cell.cs}" if cell.cs > 1 else "") + (f" rowspan={cell.rs}" if cell.rs > 1 else "")
    px = round(width_pt * 4 / 3)
    va = "top" if cell.rs > 1 else "bottom"
    td = (f"<td width={px} nowrap{span} valign={va} style='width:{width_pt:.1f}pt;{border};{bg}"
          f"padding:0in 5.4pt 0in 5.4pt;height:{height:.2f}pt{';' + cell.style if cell.style else ''}'>")
    align = ""
    if cell.a == "r":
        align = " align=right style='text-align:right'"
    elif cell.a == "c":
        align = " align=center style='text-align:center'"
    color = cell.fg or "black"
    st = f"font-size:{size:.1f}pt;font-family:&quot;{font}&quot;,sans-serif;color:{color};mso-fareast-language:EN-GB"
    text = esc(cell.t) if cell.t else "&nbsp;"
    if cell.b:
        text = f"<b>{text}</b>"
    if cell.i:
        text = f"<i>{text}</i>"
    return f"{td}\n<p class=MsoNormal{align}><span style='{st}'>{text}<o:p></o:p></span></p>\n</td>\n"


def xl_table(rows, widths, *, font="Arial", size=9.0, height=12.75) -> str:
    """An Excel range pasted into an Outlook message: rows of cells, widths in points per column."""
    total = sum(widths)
    out = [f"<table class=MsoNormalTable border=0 cellspacing=0 cellpadding=0 width={round(total * 4 / 3)} "
           f"style='width:{total:.1f}pt;border-collapse:collapse;mso-yfti-tbllook:1184;mso-padding-alt:0in 5.4pt 0in 5.4pt'>\n"]
    covered: dict[tuple[int, int], bool] = {}
    for r, row in enumerate(rows):
        out.append(f"<tr style='mso-yfti-irow:{r};height:{height:.2f}pt'>\n")
        col = 0
        for cell in map(_c, row):
            while covered.get((r, col)):
                col += 1
            w = sum(widths[col:col + cell.cs])
            out.append(_xl_td(cell, w, font, size, height))
            for dr in range(1, cell.rs):
                for dc in range(cell.cs):
                    covered[(r + dr, col + dc)] = True
            col += cell.cs
        out.append("</tr>\n")
    out.append("</table>\n")
    return "".join(out)


def outlook_text_table(rows) -> str:
    """The plain-text alternative Outlook writes for a table: one row per line, cells separated by tabs
    (a cell merged over several columns or rows is written once, where it starts)."""
    lines = []
    for row in rows:
        cells = [_c(x).t.replace("\n", " ") for x in row]
        lines.append("\t".join(cells).rstrip())
    return "\n".join(lines)


def outlook_reply_header(frm: str, sent: str, to: str, subject: str, cc: str = "") -> str:
    """The From / Sent / To / Subject block Outlook puts above the message it quotes."""
    lines = [f"<b>From:</b> {esc(frm)}", f"<b>Sent:</b> {esc(sent)}", f"<b>To:</b> {esc(to)}"]
    if cc:
        lines.append(f"<b>Cc:</b> {esc(cc)}")
    lines.append(f"<b>Subject:</b> {esc(subject)}")
    return ("<div>\n<div style='border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in'>\n"
            "<p class=MsoNormal><span style='mso-ligatures:none'>" + "<br>\n".join(lines) + "<o:p></o:p></span></p>\n</div>\n</div>\n")


def outlook_reply_text(frm: str, sent: str, to: str, subject: str, cc: str = "") -> str:
    lines = [f"From: {frm}", f"Sent: {sent}", f"To: {to}"]
    if cc:
        lines.append(f"Cc: {cc}")
    lines.append(f"Subject: {subject}")
    return "\n".join(lines)


# ---------------------------------------------------------------- generated by a run system


def sys_table(rows, *, head=1, caption=None, align=None, font="Arial", size=11, zebra=True, border="#9aa5b1",
              head_bg="#1f3a5f", head_fg="#ffffff", section_bg="#dfe6ee", sections=(), width=None) -> str:
    """A table as a run-distribution system generates it: inline CSS, <th> header rows, optional <caption>,
    zebra rows, section rows (indices in `sections`) set as one shaded cell over the row."""
    align = align or ""
    w = f" width=\"{width}\"" if width else ""
    out = [f'<table cellpadding="3" cellspacing="0"{w} style="border-collapse:collapse;font-family:{font},Helvetica,sans-serif;'
           f'font-size:{size}px;border:1px solid {border}">\n']
    if caption:
        out.append(f'<caption style="text-align:left;font-weight:bold;padding:4px 0">{esc(caption)}</caption>\n')
    for r, row in enumerate(rows):
        cells = [_c(x) for x in row]
        if r < head:
            out.append(f'<tr style="background:{head_bg};color:{head_fg}">')
            for cell in cells:
                span = (f' colspan="{cell.cs}"' if cell.cs > 1 else "") + (f' rowspan="{cell.rs}"' if cell.rs > 1 else "")
                out.append(f'<th{span} style="border:1px solid {border};padding:3px 6px;text-align:{"center" if cell.cs > 1 else "left"}">'
                           f"{esc(cell.t) if cell.t else '&nbsp;'}</th>")
            out.append("</tr>\n")
            continue
        if r in sections:
            ncols = sum(_c(x).cs for x in rows[head - 1]) if head else len(cells)
            out.append(f'<tr style="background:{section_bg}"><td colspan="{ncols}" style="border:1px solid {border};'
                       f'padding:3px 6px;font-weight:bold">{esc(cells[0].t)}</td></tr>\n')
            continue
        bg = ' style="background:#f4f6f8"' if zebra and r % 2 == 0 else ""
        out.append(f"<tr{bg}>")
        for k, cell in enumerate(cells):
            a = cell.a if cell.a != "l" else (align[k] if k < len(align) else "l")
            ta = {"l": "left", "r": "right", "c": "center"}[a]
            span = (f' colspan="{cell.cs}"' if cell.cs > 1 else "") + (f' rowspan="{cell.rs}"' if cell.rs > 1 else "")
            st = f"border:1px solid {border};padding:3px 6px;text-align:{ta};white-space:nowrap"
            if cell.b:
                st += ";font-weight:bold"
            if cell.style:
                st += ";" + cell.style
            va = ' valign="top"' if cell.rs > 1 else ""
            out.append(f'<td{span}{va} style="{st}">{esc(cell.t) if cell.t else "&nbsp;"}</td>')
        out.append("</tr>\n")
    out.append("</table>\n")
    return "".join(out)


def sys_doc(inner: str, *, title="", font="Arial") -> str:
    return ("<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n<html>\n<head>\n"
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
            f"<title>{esc(title)}</title>\n</head>\n"
            f'<body style="font-family:{font},Helvetica,sans-serif;font-size:12px;color:#111">\n{inner}</body>\n</html>\n')


def sys_p(text: str, *, b=False, size=12, color=None) -> str:
    st = f"margin:0 0 6px 0;font-size:{size}px" + (f";color:{color}" if color else "")
    body = esc(text)
    if b:
        body = f"<b>{body}</b>"
    return f'<p style="{st}">{body}</p>\n'


# ---------------------------------------------------------------- webmail


def gm_doc(inner: str) -> str:
    return f'<div dir="ltr">\n{inner}</div>\n'


def gm_div(text: str) -> str:
    """Webmail lines: a div per line, <br> in an empty one."""
    return "".join(f"<div>{esc(ln) if ln else '<br>'}</div>\n" for ln in text.split("\n"))


def gm_table(rows, *, head=1, align="") -> str:
    out = ['<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-family:arial,sans-serif;font-size:small">\n'
           "<tbody>\n"]
    for r, row in enumerate(rows):
        out.append("<tr>")
        for k, cell in enumerate(map(_c, row)):
            tag = "th" if r < head else "td"
            a = cell.a if cell.a != "l" else (align[k] if k < len(align) else "l")
            span = (f' colspan="{cell.cs}"' if cell.cs > 1 else "") + (f' rowspan="{cell.rs}"' if cell.rs > 1 else "")
            al = f' align="{ {"r": "right", "c": "center", "l": "left"}[a] }"' if a != "l" else ""
            out.append(f"<{tag}{span}{al}>{esc(cell.t) if cell.t else '&nbsp;'}</{tag}>")
        out.append("</tr>\n")
    out.append("</tbody>\n</table>\n")
    return "".join(out)
