"""Write the hand-written mails of this directory: bodies and expected quotes typed by hand.

    .venv/bin/python tests/corpus/handwritten/make_handwritten.py

Each mail's expected quotes were written from reading the mail, never from running the
extractor. The script only exists so the transfer encodings (quoted-printable, base64, odd
charsets) are produced by the standard library instead of by hand; the .eml and .expected.json
files it writes are committed.
"""

from __future__ import annotations

import json
import zlib
from email.message import EmailMessage
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from pathlib import Path

HERE = Path(__file__).parent
MM = 1e6
SIG_NY = """--
Raj Patel | Director, IG Credit Trading
Northbridge Securities LLC, 383 Madison Avenue, 10th Floor, New York, NY 10179
T: +1 (212) 555-0142 | M: +1 917 555 0199 | Bloomberg: RPATEL7 <GO>
Ref: 2024/10/14-7781   Desk ID 443-1200
"""
DISCLAIMER = """This communication is for information purposes only and is not an offer or a solicitation.
Prices are indicative as of 10/14/2024 9:30 AM ET, 5/8 of the book, and subject to change without notice.
Member FINRA/SIPC. Registered in England No. 1026167. Ref #88213-22/7. Copyright 2024, 100% confidential.
"""


def q(key, asset, kind, bid, ask, bid_size=None, ask_size=None):  # noqa: ANN001, ANN201 - a literal table
    return {"instrument_key": key, "asset_class": asset, "quote_type": kind, "bid": bid, "ask": ask,
            "bid_size": bid_size, "ask_size": ask_size}


def plain(sender, subject, body, charset="utf-8", cte=None):  # noqa: ANN001, ANN201
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = "credit-desk@buyside-fund.com"
    msg["Subject"] = subject
    msg["Date"] = "Mon, 14 Oct 2024 09:31:00 -0400"
    msg["Message-ID"] = f"<{zlib.crc32(subject.encode())}.hand@example.com>"
    msg.set_content(body, charset=charset, cte=cte)
    return msg.as_bytes()


def html_only(sender, subject, html, charset="utf-8"):  # noqa: ANN001, ANN201
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = "credit-desk@buyside-fund.com"
    msg["Subject"] = subject
    msg["Date"] = "Mon, 14 Oct 2024 10:02:00 +0100"
    msg.set_content(html, subtype="html", charset=charset)
    return msg.as_bytes()


def alternative(sender, subject, text, html):  # noqa: ANN001, ANN201
    msg = MIMEMultipart("alternative")
    msg["From"] = sender
    msg["To"] = "credit-desk@buyside-fund.com"
    msg["Subject"] = subject
    msg["Date"] = "Mon, 14 Oct 2024 11:15:00 -0400"
    msg.attach(MIMEText(text, "plain", "utf-8"))
    msg.attach(MIMEText(html, "html", "utf-8"))
    return msg.as_bytes()


MAILS: list[tuple[str, str, bytes, str, list[dict]]] = []


def mail(name, fmt, raw, dealer, quotes):  # noqa: ANN001, ANN201
    MAILS.append((name, fmt, raw, dealer, quotes))


# 01: an IG spread run, a signature full of numbers and a disclaimer.
mail("01-ig-spreads-signature", "text", plain("Raj Patel <rpatel@ig.northbridge.com>", "IG RUN 10/14", f"""\
Morning - IG axes, spreads vs the on-the-run UST:

ACME 4.25 10/01/27   +68/+63   2x2   vs UST 5Y
GLOBX 5.125 03/15/34  +112 / +107  5MM x 3MM  vs UST 10Y
INITCH 3.875 06/01/29   +85/+80   1x1

Call with questions, 212-555-0142.

{SIG_NY}
{DISCLAIMER}"""), "northbridge", [
    q("ACME 4.25 2027-10-01", "corporate", "spread", 68, 63, 2 * MM, 2 * MM),
    q("GLOBX 5.125 2034-03-15", "corporate", "spread", 112, 107, 5 * MM, 3 * MM),
    q("INITCH 3.875 2029-06-01", "corporate", "spread", 85, 80, 1 * MM, 1 * MM),
])

# 02: a reply on top of quoted history (">" lines and a Gmail "wrote:" line).
mail("02-reply-quoted-history", "reply", plain("Li Wei <li.wei@credit.orientbank.co.uk>", "Re: HY levels", """\
Updated, 2 names moved:

MASSIV 6.5 03/15/29  98.50/99.00  1MM
SOYLNT 7.25 11/01/30  101.75/102.25  2x1

Li

On Mon, Oct 14, 2024 at 8:02 AM, Li Wei <li.wei@credit.orientbank.co.uk> wrote:
> HY levels:
> MASSIV 6.5 03/15/29  97.50/98.00  1MM
> SOYLNT 7.25 11/01/30  100.75/101.25  2x1
> PRESTG 8 02/15/31  88.00/89.00
"""), "orientbank", [
    q("MASSIV 6.5 2029-03-15", "corporate", "price", 98.5, 99.0, 1 * MM, 1 * MM),
    q("SOYLNT 7.25 2030-11-01", "corporate", "price", 101.75, 102.25, 2 * MM, 1 * MM),
])

# 03: an Outlook reply: From/Sent/To/Subject block, the old run below it is history.
mail("03-outlook-reply", "reply", plain("Tom Lee <tlee@emdesk.meridiancap.com>", "RE: EM sovs", """\
Refreshed:
BRAZIL 6 04/07/26  101.25/101.75  5.62/5.48
MEX 4.75 03/08/44  84.10/84.85

Thanks,
Tom Lee | Meridian Capital | +44 20 7123 4567

From: Tom Lee <tlee@emdesk.meridiancap.com>
Sent: Monday, October 14, 2024 7:45 AM
To: credit-desk@buyside-fund.com
Subject: EM sovs

BRAZIL 6 04/07/26  100.25/100.75  5.90/5.76
MEX 4.75 03/08/44  83.10/83.85
COLOM 3.125 04/15/31  80.50/81.25
"""), "meridiancap", [
    q("BRAZIL 6 2026-04-07", "sovereign", "price", 101.25, 101.75),
    q("BRAZIL 6 2026-04-07", "sovereign", "yield", 5.62, 5.48),
    q("MEX 4.75 2044-03-08", "sovereign", "price", 84.10, 84.85),
])

# 04: a forwarded run: the quotes are the original sender's.
mail("04-forwarded-run", "forward", plain("Sam Ortiz <sortiz@buyside-fund.com>", "Fwd: HY run", """\
FYI - see Acme's levels below, esp. PRESTG.

---------- Forwarded message ---------
From: Jane Smith <jsmith@desk.acmebank.com>
Date: Mon, Oct 14, 2024 at 7:58 AM
Subject: HY run
To: Sam Ortiz <sortiz@buyside-fund.com>

HY RUN
PRESTG 8 02/15/31  88.00/89.00  1x1
WONKA 5.875 09/01/28  95.25/95.75  3MM
"""), "acmebank", [
    q("PRESTG 8 2031-02-15", "corporate", "price", 88.0, 89.0, 1 * MM, 1 * MM),
    q("WONKA 5.875 2028-09-01", "corporate", "price", 95.25, 95.75, 3 * MM, 3 * MM),
])

# 05: one-sided quotes, every common way of writing them.
mail("05-one-sided", "text", plain("Jane Smith <jsmith@desk.acmebank.com>", "axes", """\
Axes this morning:
ACME 6.5 03/15/29  OFFERED 99.50  1MM
GLOBX 5.25 01/15/30  100.25 bid only
INITCH 7 06/01/31  --/99.50  2MM
NAKATM 4.5 12/01/32  bid 2MM @ 93.75

- Jane
"""), "acmebank", [
    q("ACME 6.5 2029-03-15", "corporate", "price", None, 99.5, None, 1 * MM),
    q("GLOBX 5.25 2030-01-15", "corporate", "price", 100.25, None, None, None),
    q("INITCH 7 2031-06-01", "corporate", "price", None, 99.5, None, 2 * MM),
    q("NAKATM 4.5 2032-12-01", "corporate", "price", 93.75, None, 2 * MM, None),
])

# 06: German desk, decimal commas, Geld / Brief, quoted-printable iso-8859-1.
mail("06-eu-geld-brief-qp-latin1", "eu", plain("Jürgen Weiß <j.weiss@rentenhandel.bankhaus-nord.de>", "Renten", """\
Guten Morgen,

anbei unsere Indikationen (Geld / Brief), Volumen in Mio. EUR:

DBR 2,5 15.08.2046   99,50 / 100,25   5x5
OBL 0 10.04.2026     96,12 / 96,20
BKO 2,9 18.06.2026   100,05 / 100,11   10 Mio

Fälligkeiten wie angegeben. Alle Angaben ohne Gewähr.

Mit freundlichen Grüßen
Jürgen Weiß
Bankhaus Nord AG | Tel. +49 40 1234-5678 | Handelsregister HRB 12345
""", charset="iso-8859-1", cte="quoted-printable"), "bankhaus-nord", [
    q("DBR 2.5 2046-08-15", "government", "price", 99.5, 100.25, 5 * MM, 5 * MM),
    q("OBL 0 2026-04-10", "government", "price", 96.12, 96.2),
    q("BKO 2.9 2026-06-18", "government", "price", 100.05, 100.11, 10 * MM, 10 * MM),
])

# 07: Geld and Brief written as words on the line.
mail("07-eu-geld-brief-words", "eu", plain("Anna Kraus <a.kraus@handel.bankhaus-nord.de>", "Bund", """\
Hallo,

DBR 0 15.02.2031  Geld 88,45  Brief 88,60
DBR 1,7 15.08.2032  Geld 94,10

Gruß, Anna
""", charset="iso-8859-1", cte="quoted-printable"), "bankhaus-nord", [
    q("DBR 0 2031-02-15", "government", "price", 88.45, 88.60),
    q("DBR 1.7 2032-08-15", "government", "price", 94.10, None),
])

# 08: base64 windows-1252 body: curly quotes, a euro sign, non-breaking spaces.
mail("08-base64-cp1252", "text", plain("Pierre Martin <p.martin@fi.banquelyon.fr>", "EUR IG", """\
Bonjour \u2013 today\u2019s \u201cEUR IG\u201d run, sizes in \u20ac:

ORAFP 1.375 01/16/30  +78/+74  5x5
VW 4.25 03/29/29\u00a0\u00a0+110/+105\u00a0\u00a03x3
TTEFP 2.125 03/15/33  +95 / +90

Pierre Martin \u2013 Banque Lyon \u2013 +33 1 23 45 67 89
""", charset="windows-1252", cte="base64"), "banquelyon", [
    q("ORAFP 1.375 2030-01-16", "corporate", "spread", 78, 74, 5 * MM, 5 * MM),
    q("VW 4.25 2029-03-29", "corporate", "spread", 110, 105, 3 * MM, 3 * MM),
    q("TTEFP 2.125 2033-03-15", "corporate", "spread", 95, 90),
])

# 09: an HTML-only mail with a table.
mail("09-html-table", "html", html_only("Tom Lee <tlee@emdesk.meridiancap.com>", "HY table", """\
<html><body><p>Levels below.</p>
<table border="1">
<tr><th>Security</th><th>CUSIP</th><th>Bid</th><th>Ask</th><th>Size (MM)</th></tr>
<tr><td>Apple 3.45 05/06/27</td><td>594918BP8</td><td>99.125</td><td>99.375</td><td>2</td></tr>
<tr><td>Cisco 5.9 02/15/39</td><td>13063DAB4</td><td>104.50</td><td>105.25</td><td>1</td></tr>
</table>
<p>Tom Lee<br>Meridian Capital<br>+44 20 7123 4567</p></body></html>
"""), "meridiancap", [
    q("594918BP8", "corporate", "price", 99.125, 99.375, 2 * MM, 2 * MM),
    q("13063DAB4", "corporate", "price", 104.5, 105.25, 1 * MM, 1 * MM),
])

# 10: multipart/alternative: the same run in plain text and HTML counts once.
mail("10-alternative", "alternative", alternative("Raj Patel <rpatel@ig.northbridge.com>", "IG run", """\
IG run
ACME 4.25 10/01/27  +68/+63  2x2
GLOBX 5.125 03/15/34  +112/+107
""", """\
<html><body><div>IG run</div><div>ACME 4.25 10/01/27&nbsp; +68/+63&nbsp; 2x2</div>
<div>GLOBX 5.125 03/15/34&nbsp; +112/+107</div></body></html>
"""), "northbridge", [
    q("ACME 4.25 2027-10-01", "corporate", "spread", 68, 63, 2 * MM, 2 * MM),
    q("GLOBX 5.125 2034-03-15", "corporate", "spread", 112, 107),
])

# 11: Treasuries in 32nds.
mail("11-treasuries-32nds", "text", plain("Rates Desk <rates@govt.acmebank.com>", "UST", """\
UST
T 4 1/4 11/15/34   99-16+/99-17    10x10
T 4.5 08/15/33     99-16 1/4 / 99-17
T 3.875 02/15/43   94-162/94-18    25x25
"""), "acmebank", [
    q("T 4.25 2034-11-15", "government", "price", 99 + 16.5 / 32, 99 + 17 / 32, 10 * MM, 10 * MM),
    q("T 4.5 2033-08-15", "government", "price", 99 + 16.25 / 32, 99 + 17 / 32),
    q("T 3.875 2043-02-15", "government", "price", 94 + 16.25 / 32, 94 + 18 / 32, 25 * MM, 25 * MM),
])

# 12: munis with CUSIPs and 000s sizes.
mail("12-munis", "text", plain("Muni Desk <munis@tax-exempt.northbridge.com>", "Muni offerings", """\
MUNIS - offerings
NEW YORK CITY NY GO 5.000 08/01/35  64966QXS4   108.25/108.75  250M
ILLINOIS ST GO 5.500 05/01/39  45950KCR9   101.10 / 101.60  500M
"""), "northbridge", [
    q("64966QXS4", "muni", "price", 108.25, 108.75, 250e3, 250e3),
    q("45950KCR9", "muni", "price", 101.10, 101.60, 500e3, 500e3),
])

# 13: converts and preferreds.
mail("13-converts-preferreds", "text", plain("Jane Smith <jsmith@desk.acmebank.com>", "CB + PFD", """\
CONVERTS
MSTR 0.625 09/15/28 CV   115.50/116.50   1x1
ACME 0 11/01/26 CV   101.22 / 101.72

PREFERREDS
WFC 4.75 PFD SER Z   21.10/21.20   10K
PRESTG 6.5 PFD SER H  23.58 / 23.68
"""), "acmebank", [
    q("MSTR 0.625 2028-09-15 CV", "convertible", "price", 115.5, 116.5, 1 * MM, 1 * MM),
    q("ACME 0 2026-11-01 CV", "convertible", "price", 101.22, 101.72),
    q("WFC 4.75 PFD SER Z", "preferred", "price", 21.10, 21.20, 10e3, 10e3),
    q("PRESTG 6.5 PFD SER H", "preferred", "price", 23.58, 23.68),
])

# 14: leveraged loans.
mail("14-loans", "text", plain("Loan Sales <loans@lev.meridiancap.com>", "Loan levels", """\
LOANS
Acme Holdings TLB (S+325) 6/29   99.125/99.625
Globex Corp 1L TL (S+450) 3/30    97.50/98.25   5MM
"""), "meridiancap", [
    q("ACME HOLDINGS TLB S+325 6/29", "loan", "price", 99.125, 99.625),
    q("GLOBEX CORP 1L TL S+450 3/30", "loan", "price", 97.5, 98.25, 5 * MM, 5 * MM),
])

# 15: a CLO BWIC with price talk.
mail("15-clo-bwic-talk", "text", plain("CLO Trading <clo@structured.orientbank.co.uk>", "BWIC 2pm - CLO mezz", """\
CLO BWIC due 2pm NY, talk below:

OCT55 2015-6A A2   5MM   PX TALK 99.50
VOYA 2017-3A C     2MM   PX TALK 96.25
MAGNE 2019-2A D    PX TALK 88.00

Covers to follow.
"""), "orientbank", [
    q("OCT55 2015-6A A2", "structured", "talk", 99.5, 99.5, 5 * MM, 5 * MM),
    q("VOYA 2017-3A C", "structured", "talk", 96.25, 96.25, 2 * MM, 2 * MM),
    q("MAGNE 2019-2A D", "structured", "talk", 88.0, 88.0),
])

# 16: CDS indices and single names.
mail("16-cds", "text", plain("Flow Credit <cds@flow.acmebank.com>", "CDS", """\
CDS
CDX IG 43 5Y   52.5/53
ITRX MAIN 42 5Y   55/56
CDX HY 43 5Y   106.25/106.375
FORD 5Y   245/255
"""), "acmebank", [
    q("CDX IG 43 5Y", "cds", "spread", 52.5, 53),
    q("ITRX MAIN 42 5Y", "cds", "spread", 55, 56),
    q("CDX HY 43 5Y", "cds", "price", 106.25, 106.375),
    q("FORD 5Y", "cds", "spread", 245, 255),
])

# 17: identifiers alone (ISIN runs).
mail("17-isin-run", "text", plain("Pierre Martin <p.martin@fi.banquelyon.fr>", "XS run", """\
Indications:
XS2345678903   99.10/99.60   1MM
FR001400QM34   101.05 / 101.45
"""), "banquelyon", [
    q("XS2345678903", "corporate", "price", 99.10, 99.60, 1 * MM, 1 * MM),
    q("FR001400QM34", "corporate", "price", 101.05, 101.45),
])

# 18: a column-aligned plain-text table.
mail("18-aligned-text-table", "text", plain("Tom Lee <tlee@emdesk.meridiancap.com>", "Run", """\
Security               CUSIP        Bid       Ask      Size
AT&T 4.3 02/15/30      00206RKA9    97.25     97.75    2MM
Goldman 3.5 11/16/26   38141GXZ2    98.40     98.65    5MM
BofA 4.25 10/22/26     06051GJK6    99.10     99.30    1MM
"""), "meridiancap", [
    q("00206RKA9", "corporate", "price", 97.25, 97.75, 2 * MM, 2 * MM),
    q("38141GXZ2", "corporate", "price", 98.40, 98.65, 5 * MM, 5 * MM),
    q("06051GJK6", "corporate", "price", 99.10, 99.30, 1 * MM, 1 * MM),
])

# 19: "-----Original Message-----" reply with the old run below.
mail("19-original-message", "reply", plain("Raj Patel <rpatel@ig.northbridge.com>", "RE: ACME", """\
ACME 4.25 10/01/27  +66/+61  2x2

-----Original Message-----
From: Raj Patel
Sent: Monday, October 14, 2024 8:01 AM
Subject: ACME

ACME 4.25 10/01/27  +68/+63  2x2
"""), "northbridge", [
    q("ACME 4.25 2027-10-01", "corporate", "spread", 66, 61, 2 * MM, 2 * MM),
])

# 20: a forward of an Outlook mail, with a reply history below the forwarded run.
mail("20-forward-with-history", "forward", plain("Sam Ortiz <sortiz@buyside-fund.com>", "FW: EM", """\
see below

________________________________
From: Tom Lee <tlee@emdesk.meridiancap.com>
Sent: Monday, October 14, 2024 9:10 AM
To: Sam Ortiz
Subject: EM

PERU 2.783 01/23/31   86.40/87.10
INDON 4.1 04/24/28   97.80/98.30   2x2

From: Sam Ortiz <sortiz@buyside-fund.com>
Sent: Monday, October 14, 2024 9:01 AM
To: Tom Lee
Subject: EM

Any PERU 31s or INDON 28s? we saw 86.00/86.75 on PERU yesterday
"""), "meridiancap", [
    q("PERU 2.783 2031-01-23", "sovereign", "price", 86.4, 87.1),
    q("INDON 4.1 2028-04-24", "sovereign", "price", 97.8, 98.3, 2 * MM, 2 * MM),
])

# 21: yields and prices for EM, the yield column marked "YLD".
mail("21-em-price-yield", "text", plain("Tom Lee <tlee@emdesk.meridiancap.com>", "EM sovs PX / YLD", """\
EM SOVS - PX / YLD
TURKEY 9.375 01/19/33   112.10/112.60   YLD 7.38/7.30   2MM
SOAF 5.875 04/20/32     97.25/97.75     YLD 6.33/6.25
"""), "meridiancap", [
    q("TURKEY 9.375 2033-01-19", "sovereign", "price", 112.1, 112.6, 2 * MM, 2 * MM),
    q("TURKEY 9.375 2033-01-19", "sovereign", "yield", 7.38, 7.30, 2 * MM, 2 * MM),
    q("SOAF 5.875 2032-04-20", "sovereign", "price", 97.25, 97.75),
    q("SOAF 5.875 2032-04-20", "sovereign", "yield", 6.33, 6.25),
])

# 22: a chatty mail with no quotes at all: dates, phone numbers, percentages, references.
mail("22-no-quotes", "text", plain("Jane Smith <jsmith@desk.acmebank.com>", "call at 2/3pm?", """\
Hi all,

Can we move the 10/15 call to 2:30pm ET? Dial-in 1-877-555-0199 / passcode 4471 2290#.
Re the 5/8 allocation on ACME 2034s: we are at 60/40 with the other lead, ref 2024-10-14/88.
Q3 numbers: revenue +4.5% y/y, margins 31.2/30.8 (adj./rep.).

{SIG}
""".replace("{SIG}", SIG_NY)), "acmebank", [])

# 23: EU desk forwarding a US run with dots (mixed locale).
mail("23-eu-forward-us-run", "forward", plain("Anna Kraus <a.kraus@handel.bankhaus-nord.de>", "WG: HY", """\
Hallo zusammen, zur Info (Kurse Geld/Brief):

---------- Weitergeleitete Nachricht ---------
Von: Jane Smith <jsmith@desk.acmebank.com>
Datum: Mo., 14. Okt. 2024 um 08:02
Betreff: HY

MASSIV 6.5 03/15/29  98.50/99.00  1MM
"""), "acmebank", [
    q("MASSIV 6.5 2029-03-15", "corporate", "price", 98.5, 99.0, 1 * MM, 1 * MM),
])

# 24: bullets, tabs, and a yield-only run under a heading.
mail("24-bullets-yields", "text", plain("Li Wei <li.wei@credit.orientbank.co.uk>", "Asia IG yields", """\
ASIA IG - YIELDS
 - TENCNT 3.575 04/11/26\t4.62/4.55
 - ALIBABA 4.5 11/28/34\t5.21/5.14\t1x1
"""), "orientbank", [
    q("TENCNT 3.575 2026-04-11", "corporate", "yield", 4.62, 4.55),
    q("ALIBABA 4.5 2034-11-28", "corporate", "yield", 5.21, 5.14, 1 * MM, 1 * MM),
])

# 25: HTML table from Outlook with the quoted original below a reply divider.
mail("25-html-outlook-reply", "html", html_only("Raj Patel <rpatel@ig.northbridge.com>", "RE: IG", """\
<html><body>
<div>Refreshed levels:</div>
<table><tr><td>Ticker</td><td>Cpn</td><td>Maturity</td><td>Bid Spd</td><td>Ask Spd</td></tr>
<tr><td>ACME</td><td>4.25</td><td>10/01/27</td><td>+67</td><td>+62</td></tr></table>
<div id="divRplyFwdMsg"><b>From:</b> Raj Patel<br><b>Sent:</b> Monday, October 14, 2024 8:01 AM</div>
<div>ACME 4.25 10/01/27  +68/+63  2x2</div>
</body></html>
"""), "northbridge", [
    q("ACME 4.25 2027-10-01", "corporate", "spread", 67, 62),
])

# 26: fractions and a "bid/offer" written with words.
mail("26-fractions-words", "text", plain("Jane Smith <jsmith@desk.acmebank.com>", "HY", """\
HY
PRESTG 8 02/15/31   88 1/4 / 88 3/4   1x1
WONKA 5.875 09/01/28   bid 95.25  offer 95.75
"""), "acmebank", [
    q("PRESTG 8 2031-02-15", "corporate", "price", 88.25, 88.75, 1 * MM, 1 * MM),
    q("WONKA 5.875 2028-09-01", "corporate", "price", 95.25, 95.75),
])

# 27: Southern European govvies, a spaced dash between bid and ask, day-first dates.
mail("27-eu-dash-pairs", "eu", plain("Marco Rossi <m.rossi@tassi.bancamilano.it>", "BTP / SPGB", """\
Buongiorno, livelli indicativi (denaro - lettera):

BTPS 4,5 01/03/2034   101,20 - 101,70   5 Mio
SPGB 3,45 30.07.2043   97,80 - 98,40

Saluti, Marco Rossi - Banca Milano S.p.A. - tel. +39 02 1234 5678
""", charset="iso-8859-1", cte="quoted-printable"), "bancamilano", [
    q("BTPS 4.5 2034-03-01", "government", "price", 101.2, 101.7, 5 * MM, 5 * MM),
    q("SPGB 3.45 2043-07-30", "government", "price", 97.8, 98.4),
])

# 28: index CDS the way Bloomberg and European desks name them.
mail("28-cds-index-names", "text", plain("Flow Credit <cds@flow.acmebank.com>", "Index CDS", """\
INDEX CDS
ITRAXX EUR MAIN S42 5Y   55/56
ITRAXX EUR XOVER S42 5Y   285/289
CDX.NA.IG.43 5Y   52.5/53
"""), "acmebank", [
    q("ITRAXX EUR MAIN S42 5Y", "cds", "spread", 55, 56),
    q("ITRAXX EUR XOVER S42 5Y", "cds", "spread", 285, 289),
    q("CDX.NA.IG.43 5Y", "cds", "spread", 52.5, 53),
])

# 29: a loan desk's commentary quotes rates with slashes; only the facilities are quotes.
mail("29-loans-with-rate-commentary", "text", plain("Loan Sales <loans@lev.meridiancap.com>", "Loans am", """\
Morning. 3M Term SOFR 4.85/4.90 this am, CLO arb still tight.

Acme Holdings Term Loan B 6/29   99.25/99.75
Initech 2L TL (S+650) 11/30   94.00/95.00   2MM
Wonka RCF (S+275) 3/28   98.50/99.25

Settlement T+7/T+10 on the seconds.
"""), "meridiancap", [
    q("ACME HOLDINGS TERM LOAN B 6/29", "loan", "price", 99.25, 99.75),
    q("INITECH 2L TL S+650 11/30", "loan", "price", 94.0, 95.0, 2 * MM, 2 * MM),
    q("WONKA RCF S+275 3/28", "loan", "price", 98.5, 99.25),
])

# 30: the new text says nothing priced; the prices are all in the quoted history.
mail("30-reply-no-new-levels", "reply", plain("Sam Ortiz <sortiz@buyside-fund.com>", "Re: HY run", """\
Thanks - can you work the PRESTG 31s at 88.50 for 2mm?

On Mon, Oct 14, 2024 at 7:58 AM Jane Smith <jsmith@desk.acmebank.com> wrote:
> HY RUN
> PRESTG 8 02/15/31  88.00/89.00  1x1
> WONKA 5.875 09/01/28  95.25/95.75  3MM
"""), "buyside-fund", [])

# 31: an HTML-only run written as <br> lines, with non-breaking spaces between the columns.
mail("31-html-br-lines", "html", html_only("Li Wei <li.wei@credit.orientbank.co.uk>", "HY", """\
<html><body><p>HY RUN<br>
MASSIV&nbsp;6.5&nbsp;03/15/29&nbsp;&nbsp;98.50/99.00&nbsp;&nbsp;1MM<br>
PRESTG 8 02/15/31 &nbsp;88 1/4 / 88 3/4<br>
</p><p>Li Wei | Orientbank | +44 20 7123 4567</p></body></html>
"""), "orientbank", [
    q("MASSIV 6.5 2029-03-15", "corporate", "price", 98.5, 99.0, 1 * MM, 1 * MM),
    q("PRESTG 8 2031-02-15", "corporate", "price", 88.25, 88.75),
])

# 33: a morning note: numbers, percentages, years and slashes in sentences; two real quotes.
mail("33-morning-note-prose", "text", plain("Raj Patel <rpatel@ig.northbridge.com>", "Morning note", """\
Good morning,

Q3 revenue up 5.5% in 2024, margins 10.5/11.2 - in line.
CPI 3.2% y/y in 2025 forecast 3.1/3.3, curve 2s10s 15/20 area.
Allocation: ACME 5.25% 2031 got 60/40 with the co-lead.

Axes:
ACME 5.25 2031   99.50/100.00   2MM
Initech 4.125% 2029 RegS   97.10 / 97.60

Raj
"""), "northbridge", [
    q("ACME 5.25 2031", "corporate", "price", 99.5, 100.0, 2 * MM, 2 * MM),
    q("INITECH 4.125 2029 REGS", "corporate", "price", 97.1, 97.6),
])


def forwarded_as_attachment() -> bytes:
    inner = EmailMessage()
    inner["From"] = "Tom Lee <tlee@emdesk.meridiancap.com>"
    inner["To"] = "Sam Ortiz <sortiz@buyside-fund.com>"
    inner["Subject"] = "EM"
    inner["Date"] = "Mon, 14 Oct 2024 08:40:00 +0100"
    inner.set_content("EM SOVS\nPERU 2.783 01/23/31   86.40/87.10\nINDON 4.1 04/24/28   97.80/98.30   2x2\n")
    outer = EmailMessage()
    outer["From"] = "Sam Ortiz <sortiz@buyside-fund.com>"
    outer["To"] = "pm-team@buyside-fund.com"
    outer["Subject"] = "FW: EM"
    outer["Date"] = "Mon, 14 Oct 2024 09:05:00 -0400"
    outer.set_content("Forwarding Tom's run as an attachment.")
    outer.add_attachment(inner)
    return outer.as_bytes()


# 32: Outlook's "forward as attachment": the run is in a message/rfc822 part, the dealer is its sender.
mail("32-forward-as-attachment", "forward", forwarded_as_attachment(), "meridiancap", [
    q("PERU 2.783 2031-01-23", "sovereign", "price", 86.4, 87.1),
    q("INDON 4.1 2028-04-24", "sovereign", "price", 97.8, 98.3, 2 * MM, 2 * MM),
])


# --- Regression cases, one per failure kind of issue 10 (typed from the mails, like the rest). ---

def with_attachment(sender, subject, body, filename, data, maintype, subtype):  # noqa: ANN001, ANN201
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = "credit-desk@buyside-fund.com"
    msg["Subject"] = subject
    msg["Date"] = "Tue, 15 Oct 2024 08:12:00 -0400"
    msg["Message-ID"] = f"<{zlib.crc32(subject.encode())}.hand@example.com>"
    msg.set_content(body)
    msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=filename)
    return msg.as_bytes()


def doubtful(x):  # noqa: ANN001, ANN201 - an expected quote a careful reader would not trust as is
    return dict(x, review=True)


# 34: month/year maturities (the commonest way to write a bond): the maturity is never the quote.
mail("34-month-year-maturities", "text", plain("Dana Cho <dcho@hy.keystonesec.com>", "IG/HY offers", """\
Levels this morning, px:

ORCL 4.875 08/30   99.250  99.750
HCA 5 1/4 Jun-29   100.125 / 100.625  2MM
CHTR 4.5 '32   88.50/89.25
F 6.1 08/32  101.00 - 101.50

Dana
"""), "keystonesec", [
    q("ORCL 4.875 2030-08", "corporate", "price", 99.25, 99.75),
    q("HCA 5.25 2029-06", "corporate", "price", 100.125, 100.625, 2 * MM, 2 * MM),
    q("CHTR 4.5 2032", "corporate", "price", 88.5, 89.25),
    q("F 6.1 2032-08", "corporate", "price", 101.0, 101.5),
])


def _bwic_docx() -> bytes:
    import sys

    sys.path.insert(0, str(HERE.parent))
    from corpus_docs import docx

    return docx(["BWIC - due 11:00 NY. Talk below, covers to follow."], [[
        ["Deal", "Class", "CUSIP", "Orig Face", "Talk Bid", "Talk Offer"],
        ["MAGNE 2019-2A", "D", "55954JAL2", "3,000,000", "88.00", "89.00"],
        ["OCT55 2015-6A", "A2", "67573VAC1", "5,000,000", "99.50", "99.75"],
    ]])


# 35: a Word BWIC list whose talk columns are "Talk Bid" / "Talk Offer".
mail("35-docx-bwic-talk-columns", "docx", with_attachment(
    "Ana Ruiz <aruiz@clo.harbourpoint.com>", "BWIC 11am", "List attached.", "bwic.docx", _bwic_docx(),
    "application", "vnd.openxmlformats-officedocument.wordprocessingml.document"), "harbourpoint", [
    q("55954JAL2", "structured", "talk", 88.0, 89.0, 3 * MM, 3 * MM),
    q("67573VAC1", "structured", "talk", 99.5, 99.75, 5 * MM, 5 * MM),
])

# 36: CDS index lines under a "(bp)" heading: the unit stated beats the price convention of CDX HY.
mail("36-cds-index-bp-heading", "text", plain("Ivo Berg <iberg@cds.nordfjordbank.no>", "Indices", """\
CDX / iTraxx  (bp)
CDX HY 43 5Y   312/316
CDX IG 43 5Y   51.5/52
ITRX XOVER 42 5Y  298/301
"""), "nordfjordbank", [
    q("CDX HY 43 5Y", "cds", "spread", 312, 316),
    q("CDX IG 43 5Y", "cds", "spread", 51.5, 52),
    q("ITRX XOVER 42 5Y", "cds", "spread", 298, 301),
])

# 37: a row with several measures: price, yield, spread, Z-spread and DM each give a quote.
mail("37-row-several-measures", "html", html_only("Kim Lo <klo@fig.westmarkcap.com>", "FIG levels", """\
<p>FIG levels, indicative:</p>
<table>
<tr><th>Security</th><th>Bid Px</th><th>Ask Px</th><th>Bid YTW</th><th>Ask YTW</th><th>Bid Spd</th>
<th>Ask Spd</th><th>Bid Z</th><th>Ask Z</th></tr>
<tr><td>JPM 5.35 06/01/34</td><td>101.20</td><td>101.45</td><td>5.18</td><td>5.15</td><td>98</td><td>95</td>
<td>104</td><td>101</td></tr>
</table>
<table>
<tr><th>Security</th><th>Bid DM</th><th>Ask DM</th><th>Bid Px</th><th>Ask Px</th></tr>
<tr><td>BACR FRN 05/15/28</td><td>112</td><td>108</td><td>100.45</td><td>100.60</td></tr>
</table>
"""), "westmarkcap", [
    q("JPM 5.35 2034-06-01", "corporate", "price", 101.2, 101.45),
    q("JPM 5.35 2034-06-01", "corporate", "yield", 5.18, 5.15),
    q("JPM 5.35 2034-06-01", "corporate", "spread", 98, 95),
    q("JPM 5.35 2034-06-01", "corporate", "z_spread", 104, 101),
    q("BACR FRN 05/15/28", "corporate", "dm", 112, 108),
    q("BACR FRN 05/15/28", "corporate", "price", 100.45, 100.6),
])

# 38: a CUSIP in the last column of a run line keys the bond, wherever it stands.
mail("38-cusip-last-column", "text", plain("Raj Patel <rpatel@ig.northbridge.com>", "IG offers", """\
IG offers:
ACME 4.25 10/01/27   99.10/99.60   2MM   00206RKA9
GLOBX 5.125 03/15/34   101.25/101.75   594918BP8
"""), "northbridge", [
    q("00206RKA9", "corporate", "price", 99.1, 99.6, 2 * MM, 2 * MM),
    q("594918BP8", "corporate", "price", 101.25, 101.75),
])

# 39: a chat transcript: time, room and user are not the instrument; "same in 10y" refers back.
mail("39-chat-transcript", "chat", plain("Desk Chat <chat-archive@credit.jpmbank.com>", "IB transcript", """\
[08:01] [ldn-cds-1] jpm_cds: morning all
[08:01] [ldn-cds-1] jpm_cds: ITRX Main 5y 58/58.5 10x10
[08:02] [ldn-cds-1] jpm_cds: same in 10y 84/85
[08:03] [ldn-cds-1] client_pm: thx, looking
[08:05] [ldn-cds-1] jpm_cds: CDX IG 5y 52/52.5 25x25
"""), "jpmbank", [
    dict(q("ITRX MAIN 5Y", "cds", "spread", 58, 58.5, 10 * MM, 10 * MM), dealer="jpm"),
    dict(q("ITRX MAIN 10Y", "cds", "spread", 84, 85), dealer="jpm"),
    dict(q("CDX IG 5Y", "cds", "spread", 52, 52.5, 25 * MM, 25 * MM), dealer="jpm"),
])

# 40: a crossed market and a price that cannot be right: stored for review, never as good prices.
mail("40-doubtful-levels", "text", plain("Dana Cho <dcho@hy.keystonesec.com>", "HY", """\
HY px:
MASSIV 6.5 03/15/29   99.75/99.25
SOYLNT 7.25 11/01/30   8.00/8.50
WONKA 5.875 09/01/28   95.25/95.75
"""), "keystonesec", [
    doubtful(q("MASSIV 6.5 2029-03-15", "corporate", "price", 99.75, 99.25)),
    doubtful(q("SOYLNT 7.25 2030-11-01", "corporate", "price", 8.0, 8.5)),
    q("WONKA 5.875 2028-09-01", "corporate", "price", 95.25, 95.75),
])


def main() -> None:
    for name, fmt, raw, dealer, quotes in MAILS:
        (HERE / f"{name}.eml").write_bytes(raw)
        expected = {"format": fmt, "quotes": [{**x, "dealer": x.get("dealer", dealer)} for x in quotes]}
        (HERE / f"{name}.expected.json").write_text(json.dumps(expected, indent=1) + "\n")
    print(f"{len(MAILS)} mails")


if __name__ == "__main__":
    main()
