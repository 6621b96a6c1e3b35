"""Outlook-like HTML markup helpers."""
from html import escape

HEAD = """<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="Generator" content="Microsoft Word 15 (filtered medium)">
<style><!--
/* Font Definitions */
@font-face {font-family:"Cambria Math"; panose-1:2 4 5 3 5 4 6 3 2 4;}
@font-face {font-family:Calibri; panose-1:2 15 5 2 2 2 4 3 2 4;}
/* Style Definitions */
p.MsoNormal, li.MsoNormal, div.MsoNormal {margin:0in; font-size:11.0pt; font-family:"Calibri",sans-serif;}
a:link, span.MsoHyperlink {mso-style-priority:99; color:#0563C1; text-decoration:underline;}
span.EmailStyle17 {mso-style-type:personal-compose; font-family:"Calibri",sans-serif; color:windowtext;}
.MsoChpDefault {mso-style-type:export-only; font-family:"Calibri",sans-serif;}
@page WordSection1 {size:8.5in 11.0in; margin:1.0in 1.0in 1.0in 1.0in;}
div.WordSection1 {page:WordSection1;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]-->
</head>
<body lang="EN-US" link="#0563C1" vlink="#954F72" style="word-wrap:break-word">
<div class="WordSection1">
"""
TAIL = """</div>
</body>
</html>
"""


def page(inner):
    return HEAD + inner + TAIL


def p(text, raw=False, style="font-size:10.0pt;font-family:&quot;Arial&quot;,sans-serif"):
    t = text if raw else escape(text)
    if not t.strip():
        return '<p class="MsoNormal"><span style="%s"><o:p>&nbsp;</o:p></span></p>\n' % style
    return '<p class="MsoNormal"><span style="%s">%s<o:p></o:p></span></p>\n' % (style, t)


def table(rows, header_rows=1, align=None, head_bg="#1F3864", section_bg="#D9E1F2"):
    """rows: list of lists; a cell is text, or (text, colspan); a row that is a single ('SECTION', n)
    tuple in a one-element list renders as a section row."""
    out = ['<table class="MsoNormalTable" border="0" cellspacing="0" cellpadding="0" '
           'style="border-collapse:collapse">\n']
    for i, row in enumerate(rows):
        out.append("<tr style=\"height:12.75pt\">\n")
        head = i < header_rows
        section = len(row) == 1 and isinstance(row[0], tuple) and not head
        for j, cell in enumerate(row):
            span = 1
            if isinstance(cell, tuple):
                cell, span = cell
            bg = head_bg if head else (section_bg if section else None)
            style = "border:solid #BFBFBF 1.0pt;padding:0in 5.4pt 0in 5.4pt"
            if bg:
                style += ";background:%s" % bg
            a = ""
            if not head and not section and align and j < len(align) and align[j] == "r":
                a = ' align="right" style="text-align:right"'
            color = "color:white;" if head else ""
            weight = "<b>" if head or section else ""
            wend = "</b>" if head or section else ""
            txt = escape(str(cell)) if str(cell) else "&nbsp;"
            cs = ' colspan="%d"' % span if span > 1 else ""
            out.append('<td nowrap%s style="%s"><p class="MsoNormal"%s><span style="font-size:9.0pt;'
                       'font-family:&quot;Arial&quot;,sans-serif;%s">%s%s%s<o:p></o:p></span></p></td>\n'
                       % (cs, style, a, color, weight, txt, wend))
        out.append("</tr>\n")
    out.append("</table>\n")
    return "".join(out)


def signature(lines):
    return "".join(p(x, style="font-size:8.0pt;font-family:&quot;Arial&quot;,sans-serif;color:#7F7F7F")
                   for x in lines)
