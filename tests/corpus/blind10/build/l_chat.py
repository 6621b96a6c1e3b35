"""Chat transcripts: a Bloomberg IB transcript mailed in the body, a Symphony room export as .txt."""

from __future__ import annotations

from common import Attachment, mk, q, ui


def txt(name, body):
    return Attachment(name, body.replace("\n", "\r\n").encode("utf-8"), "text/plain", "txt")


# ---------------------------------------------------------------- 23 / 24: HY + loans + CDS


def l23():
    d = "hesketh"
    gold = []
    gold += q("BRINDLEY MEDIA 7.375 2031-03", "hy", d, size="2x2", price=("95 1/2", "96 1/4"))
    gold += q("CASTLEFORD ENERGY 8.5 2030", "hy", d, size="1x1", price=("102.00", "102.75"), yield_=("7.61", "7.39"))
    gold += q("DORSTONE CHEMICALS TLB S+400 10/31", "loan", d, size="5x5", price=("98.00", "98.50"))
    gold += q("ELMBRIDGE CARE TL S+500 4/30", "loan", d, size="2x2", review=("price",), price=("89.50", "91.00"))
    gold += q("CDX HY 47 5Y", "cds", d, size="25x25", price=("107.50", "107.625"))
    gold += q("CDX HY 47 3Y", "cds", d, size=(None, None), price=("103.00", "103.125"))
    gold += q("BRINDLEY CDS 5Y", "cds", d, size="5x5", spread=("612", "640"))
    text = """Instant Bloomberg transcript - forwarded for the team, see below.

Room: HESKETH HY / LOANS (PCHAT-0x3D91F2)
Participants: KAI MORROW (HESKETH), ANNA LOWE (TRELLICK AM), GUS FERREIRA (TRELLICK AM)

12-Jan-2027 08:02:11 KAI MORROW (HESKETH): morning, few HY + loans
12-Jan-2027 08:02:40 KAI MORROW (HESKETH): BRINDLEY MEDIA 7 3/8 03/31   95 1/2 - 96 1/4   2x2
12-Jan-2027 08:02:58 KAI MORROW (HESKETH): CASTLEFORD ENERGY 8.5 2030   102.00 / 102.75   ytw 7.61 / 7.39   1x1
12-Jan-2027 08:03:30 ANNA LOWE (TRELLICK AM): where are you on CASTLEFORD 8.5 2029s? 101 bid?
12-Jan-2027 08:03:52 KAI MORROW (HESKETH): dont have the 29s, sorry
12-Jan-2027 08:04:02 KAI MORROW (HESKETH): loans: DORSTONE CHEMICALS TLB S+400 10/31   97.875-98.375   5mm
12-Jan-2027 08:04:40 KAI MORROW (HESKETH): ELMBRIDGE CARE TL S+500 4/30   89.50 - 91.00   2mm
12-Jan-2027 08:05:10 KAI MORROW (HESKETH): DORSTONE 98.00-98.50 5mm, not 97.875-98.375, sorry - copied last night's
12-Jan-2027 08:06:00 GUS FERREIRA (TRELLICK AM): CDX HY?
12-Jan-2027 08:06:31 KAI MORROW (HESKETH): CDX HY 47 5Y  107.50 / 107.625  25x25
12-Jan-2027 08:06:50 KAI MORROW (HESKETH): same in 3y  103.00 / 103.125
12-Jan-2027 08:07:30 KAI MORROW (HESKETH): BRINDLEY cds 5y 612/640bp 5x5 (bonds 95.5 bid above)
12-Jan-2027 08:08:10 KAI MORROW (HESKETH): ELMBRIDGE offer might be stale, let me double check
12-Jan-2027 08:09:00 KAI MORROW (HESKETH): fyi we traded CASTLEFORD 102.25 earlier, 3mm
12-Jan-2027 08:09:30 ANNA LOWE (TRELLICK AM): could you bid BRINDLEY 95 for 3mm?
12-Jan-2027 08:10:02 KAI MORROW (HESKETH): will check and come back

--
Anna Lowe | Trellick Asset Management | +44 20 7946 0467
This message was forwarded from Bloomberg. Transcript times are London."""
    return mk("hesketh-ib-transcript", "chat", gold, sender="Anna Lowe <alowe@trellickam.co.uk>",
              subject="FW: IB - Hesketh HY/loans", date="Tue, 12 Jan 2027 08:12:40 +0000", text=text)


def l24():
    d = "halvard"
    gold = []
    gold += q("PRESTWICK GAMING 9.25 2030-04-15", "hy", d, size=(3000000, None), price=("100.75", None))
    gold += q("ODDINGLEY STEEL 6.625 2032", "hy", d, size="2x2", price=("91.375", "92.125"), yield_=("8.07", "7.92"))
    gold += q("TALGARTH FOODS TLB S+375 FEB-31", "loan", d, size="1x1", price=("99.25", "99.75"))
    gold += q("WYVERN OFFSHORE TL S+550 SEP-29", "loan", d, size="1x1", price=("84.00", "86.00"))
    gold += q("ITRAXX XOVER S46 5Y", "cds", d, size="10x10", spread=("286", "288"))
    gold += q("ITRAXX XOVER S46 10Y", "cds", d, size=(None, None), spread=("377", "381"))
    gold += q("ODDINGLEY 5Y", "cds", d, size="5x5", spread=("402", "418"))
    gold[-1]["review"] = True
    body = """Symphony - room "HALVARD / KESTON HY" - export 12 Jan 2027

[08:14:03] Tom Grieve (Halvard): morning all, couple of axes
[08:14:21] Tom Grieve (Halvard): BUYER of PRESTWICK GAMING 9 1/4 04/15/30 @ 100.75, 3mm
[08:14:50] Tom Grieve (Halvard): ODDINGLEY STEEL 6 5/8 2032  91 3/8 / 92 1/8  ytw 8.07 / 7.92  2x2
[08:15:12] Maya Soren (Keston): thx. loans?
[08:15:40] Tom Grieve (Halvard): TALGARTH FOODS TLB S+375 Feb-31  99.25 / 99.75   1x1
[08:15:58] Tom Grieve (Halvard): WYVERN OFFSHORE TL S+550 Sep-29  86.00 / 88.00   1x1
[08:16:30] Tom Grieve (Halvard): pls ignore that, wrong line
[08:16:45] Tom Grieve (Halvard): WYVERN OFFSHORE TL S+550 Sep-29  84.00 / 86.00   1x1  (was 85 mid on Fri)
[08:17:20] Maya Soren (Keston): XO?
[08:17:41] Tom Grieve (Halvard): ITRAXX XOVER S46 5Y 286/288 10x10
[08:17:55] Tom Grieve (Halvard): same in 10y 377/381
[08:18:30] Tom Grieve (Halvard): ODDINGLEY 5y 402/418 5x5
[08:18:52] Tom Grieve (Halvard): checking that one
[08:19:30] Maya Soren (Keston): ODDINGLEY 92 bid?
[08:19:44] Tom Grieve (Halvard): no, 91 3/8 is where we are
"""
    text = "Hi team, Halvard chat from this morning attached (Symphony export).\n\nMaya Soren | Keston Partners | +44 20 7946 0218\n"
    return mk("halvard-symphony-export", "chat", gold, sender="Maya Soren <msoren@kestonpartners.co.uk>",
              subject="Halvard HY/loans/XO chat", date="Tue, 12 Jan 2027 08:25:10 +0000", text=text,
              attachments=[txt("Symphony_HALVARD_KESTON_HY_20270112.txt", body)])


# ---------------------------------------------------------------- 25 / 26: govts + EM + munis + converts


def l25():
    d = "corriemoor"
    gold = []
    isn = ui("US", "PANAMA 6.4 2035")
    cv = ui("US", "NORTHGATE BIOTECH CV 2030")
    gold += q("T 4.25 2036-11-15", "government", d, size="25x25", price=("99-07+", "99-08+"))
    gold += q("T 4.625 2056-11-15", "government", d, size="10x10", yield_=("4.724", "4.719"))
    gold += q(isn, "em_sovereign", d, size="2x2", price=("98.40", "98.90"), yield_=("6.62", "6.55"))
    gold += q("DOMREP 5.875 2034", "em_sovereign", d, size="2x2", price=("99.85", "100.35"))
    gold += q("NYC GO 5 2041-08-01", "muni", d, size=(None, 2000000), yield_=(None, "3.92"))
    gold += q("MASS SCH BLDG 5 2044-02-15", "muni", d, size="1x1", yield_=("4.05", "3.98"))
    gold += q(cv, "convert", d, size="1x1", price=("101.25", "102.00"))
    body = f"""Conversation: CORRIEMOOR x ALDGATE RATES/EM/MUNI
Exported 12/01/2027 12:02 GMT  (Symphony)

Ben Achterberg (Corriemoor)  12/01/2027 07:58
T 4 1/4 11/15/36  99-07+ / 99-08+  25x25

Ben Achterberg (Corriemoor)  12/01/2027 07:58
T 4 5/8 11/15/56 in yield  4.724 / 4.719  10x10

Rhea Castell (Aldgate)  12/01/2027 08:01
anything in PANAMA?

Ben Achterberg (Corriemoor)  12/01/2027 08:02
PANAMA 6.4 2035 ({isn})  98.40 - 98.90  yld 6.62/6.55  2x2

Ben Achterberg (Corriemoor)  12/01/2027 08:02
DOMREP 5 7/8 34s  99.85 / 100.35  2x2  (cl 99.70)

Rhea Castell (Aldgate)  12/01/2027 08:05
munis? need NY/MA paper

Ben Achterberg (Corriemoor)  12/01/2027 08:06
offer NYC GO 5s 08/01/41 at 3.92% for 2mm, MASS SCH BLDG 5s 02/15/44 4.05/3.98 yld 1mm

Rhea Castell (Aldgate)  12/01/2027 08:07
NYC 3.95?

Ben Achterberg (Corriemoor)  12/01/2027 08:09
NORTHGATE BIOTECH 1 1/2 CV 2030 ({cv})  101.25 - 102.00  1x1, stock 31.40, delta 48

Ben Achterberg (Corriemoor)  12/01/2027 08:10
T 4 5/8 56s - yld is vs 4.708 close, fyi
"""
    text = "Corriemoor chat attached as agreed.\n\nRhea Castell | Aldgate Fixed Income | +44 20 7946 0390\n"
    return mk("corriemoor-symphony-rates-em-muni", "chat", gold, sender="Rhea Castell <rcastell@aldgatefi.co.uk>",
              subject="Corriemoor chat 12/01", date="Tue, 12 Jan 2027 12:05:22 +0000", text=text,
              attachments=[txt("symphony_corriemoor_aldgate_20270112.txt", body)])


def l26():
    d = "wardlaw"
    gold = []
    cv = ui("US", "BLACKWOOD RAIL CV 2029")
    gold += q("T 4 2031-12-31", "government", d, size="50x50", price=("99-12", "99-13"))
    gold += q("T 3.875 2028-12-31", "government", d, size="50x50", price=("99-22+", "99-23+"))
    gold += q("TURKIY 7.125 2034-07-17", "em_sovereign", d, size="2x2", price=("98.60", "99.10"), yield_=("7.33", "7.25"))
    gold += q("ROMANI 6.375 2035", "em_sovereign", d, size=(None, 3000000), price=(None, "97.75"))
    gold += q("TX WTR DEV BRD 4 2045-10-15", "muni", d, size="1x1", yield_=("4.18", "4.11"))
    gold += q("CHI O'HARE ARPT 5 2039-01-01", "muni", d, size=(500000, None), yield_=("3.88", None))
    gold += q(cv, "convert", d, size="2x2", price=("97.50", "98.25"))
    gold += q("REDMARSH BANCORP 6.5% PFD", "preferred", d, price=("24.85", "25.05"))
    text = f"""From the Bloomberg log - Wardlaw this morning.

Wardlaw Cairns - IB transcript 01/12/27
07:31:05 ISLA WARDROP, WARDLAW: morning - UST T 4s 12/31/31 99-12/99-13  T 3 7/8 12/31/28 99-22+/99-23+  50x50 both
07:31:40 ISLA WARDROP, WARDLAW: EM: TURKIY 7 1/8 07/17/34  98.60/99.10  7.33/7.25 yld  2x2
07:32:02 ISLA WARDROP, WARDLAW: axed seller ROMANI 6 3/8 35s  97.75  3mm
07:32:30 PAUL ESTRIN, FENWAY CROSS AM: TURKIY 98.75 bid?
07:32:41 ISLA WARDROP, WARDLAW: 98.60 is it
07:33:10 ISLA WARDROP, WARDLAW: munis: TX WTR DEV BRD 4s 10/15/45 4.18/4.11 yld 1mm, CHI O'HARE ARPT 5s 1/1/39 bid 3.88% for 500k
07:34:00 ISLA WARDROP, WARDLAW: CBs: BLACKWOOD RAIL 0.75 CV 29 ({cv}) 97.50 / 98.25  2x2  (prem 28%, parity 76.4)
07:34:20 ISLA WARDROP, WARDLAW: REDMARSH BANCORP 6.5% PFD  $24.85 / $25.05, 10k shs
07:35:02 PAUL ESTRIN, FENWAY CROSS AM: thx

Paul Estrin | Fenway Cross Asset Management | +1 617 555 0111
"""
    return mk("wardlaw-ib-log", "chat", gold, sender="Paul Estrin <pestrin@fenwaycross.com>",
              subject="Wardlaw IB log", date="Tue, 12 Jan 2027 07:40:10 -0500", text=text)


LAYOUTS = [l23, l24, l25, l26]
