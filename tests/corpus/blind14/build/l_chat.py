"""Chats: the measure is said once and then left off, in words after the levels, or by a
back-reference. Pairs: Bloomberg IB (cds, government, ig), Symphony / other (hy, loan,
convert_preferred, muni)."""

from __future__ import annotations

from common import Attachment, date, mk, q

# ---------------------------------------------------------------- 23 / 24: Bloomberg IB


def quenby_ib_bracket_stamps():
    qn, st = "quenby", "stallard"
    body = """Pasting this morning's IB for the file - Ruth

*** IB chat history: PEMBRIDGE-RATES-CREDIT (persistent) - 13APR27 ***
Participants: Ruth Ames (PEMBRIDGE AM), Lena Marsh (QUENBY), Tom Stallard (STALLARD)

[07:58:40] Lena Marsh (QUENBY): morning. indices - CDX IG 48 5Y 52.5/53, 100x100
[07:58:52] Lena Marsh (QUENBY): CDX HY 48 5Y in px 106 1/4 - 3/8, 50x50
[07:59:03] Lena Marsh (QUENBY): same in 3y 104.05/104.25
[08:00:15] Tom Stallard (STALLARD): UST: T 4 1/8 02/15/37 99-16+/17 (4.185/4.183 yld) 25x25
[08:00:31] Tom Stallard (STALLARD): T 4 5/8 02/15/57 on yield only 4.556 / 4.551, 25x25
[08:01:02] Ruth Ames (PEMBRIDGE AM): T 4 03/32 bid 100-02?
[08:01:40] Tom Stallard (STALLARD): T 4 03/31/32 100-02 3/4 / 100-03 1/4, 50x50
[08:03:12] Lena Marsh (QUENBY): KILBRIDE ENERGY 5.4 03/34 +118/+113 (vs T10), px 99.20 / 99.49, 5x5
[08:03:30] Lena Marsh (QUENBY): TAVERHAM RAIL 4.9 08/31 bid +88 for 10mm, no offer
[08:04:05] Lena Marsh (QUENBY): KILBRIDE 5Y 92/97 5x5
[08:04:41] Lena Marsh (QUENBY): KILBRIDE 5Y 94/99, not 92/97, sorry
[08:06:10] Tom Stallard (STALLARD): ORMESBY UTIL 5 1/4 01/36 +104/+99, 5x5
[08:06:18] Tom Stallard (STALLARD): that one may be stale, checking
[08:07:55] Ruth Ames (PEMBRIDGE AM): could you do +100 on ORMESBY in 5?
[08:09:20] Lena Marsh (QUENBY): refresh - IG 1 tighter, HY +1/8, rest unch
[08:11:02] Tom Stallard (STALLARD): done +101 on ORMESBY 5mm, thanks

Ruth Ames | Pembridge Asset Management | +44 20 7946 0733
"""
    g = []
    g += q("CDX IG 48 5Y", "cds", qn, size="100x100", spread=("52.5", "53"))
    g += q("CDX HY 48 5Y", "cds", qn, size="50x50", price=("106 1/4", "106.375"))
    g += q("CDX HY 48 3Y", "cds", qn, price=("104.05", "104.25"))
    g += q("T 4.125 2037-02-15", "government", st, size="25x25", price=("99-16+", "99-17"), yield_=("4.185", "4.183"))
    g += q("T 4.625 2057-02-15", "government", st, size="25x25", yield_=("4.556", "4.551"))
    g += q("T 4 2032-03-31", "government", st, size="50x50", price=("100-02 3/4", "100-03 1/4"))
    g += q("KILBRIDE ENERGY 5.4 2034-03", "ig", qn, size="5x5", spread=("118", "113"), price=("99.20", "99.49"))
    g += q("TAVERHAM RAIL 4.9 2031-08", "ig", qn, size="10mm", spread=("88", None))
    g += q("KILBRIDE 5Y", "cds", qn, size="5x5", spread=("94", "99"))
    g += q("ORMESBY UTIL 5.25 2036-01", "ig", st, size="5x5", review=("spread",), spread=("104", "99"))
    return mk("quenby-ib-bracket-stamps-cds-ust-ig", "chat", g, sender="Ruth Ames <rames@pembridge-am.com>",
              subject="FW: IB - morning levels 13 Apr", date=date("08:20:31", "+0100"), text=body, to="file@pembridge-am.com")


def mardale_ib_eur_yields():
    md, iv = "mardale", "ivinghoe"
    body = """13APR2027 persistent chat  EUR-RATES-CREDIT  (exported 09:05 CET)

07:45:10 ANNA VOGT, MARDALE: mrng. ITRX MAIN 47 5Y 58.5/59 25x25, XOVER 47 5Y 288/291 10x10
07:45:33 ANNA VOGT, MARDALE: same in 10y for main 89/91
07:46:02 KARL ORSINI, IVINGHOE: DBR 2.5 02/35 yld 2.571 / 2.565, px 99.48-99.53  50x50
07:46:40 KARL ORSINI, IVINGHOE: OBL 2.6 04/31 px only 101.21-101.25
07:47:12 JONAS FEHR, KELMSCOTT INV: where is the 2.6 31 in yield?
07:48:30 KARL ORSINI, IVINGHOE: 2.31/2.30 on that, same size
07:50:05 ANNA VOGT, MARDALE: EUR IG: SOLVEIG TELECOM 3 3/4 10/33 ms+96/91, 100.35/100.55 (3.69/3.65 yld), 5x5
07:50:50 ANNA VOGT, MARDALE: BRAUNFELS CHEMIE 4 1/8 02/30 offer only ms+71 in 3mm
07:52:14 ANNA VOGT, MARDALE: SOLVEIG 5Y 74/79 10x10
07:53:40 KARL ORSINI, IVINGHOE: pls ignore that, wrong line
07:54:20 ANNA VOGT, MARDALE: ITRX MAIN 47 5Y 58.25/58.75, not 58.5/59, sorry
07:56:01 JONAS FEHR, KELMSCOTT INV: thx - Solveig 5y 75 bid?
07:56:40 ANNA VOGT, MARDALE: 75 you're done 5mm

Jonas Fehr | Kelmscott Investment GmbH | +49 40 555 2177
"""
    g = []
    g += q("ITRX MAIN 47 5Y", "cds", md, size="25x25", spread=("58.25", "58.75"))
    g += q("XOVER 47 5Y", "cds", md, size="10x10", spread=("288", "291"))
    g += q("ITRX MAIN 47 10Y", "cds", md, spread=("89", "91"))
    g += q("DBR 2.5 2035-02", "government", iv, size="50x50", yield_=("2.571", "2.565"), price=("99.48", "99.53"))
    g += q("OBL 2.6 2031-04", "government", iv, price=("101.21", "101.25"))
    g += q("SOLVEIG TELECOM 3.75 2033-10", "ig", md, size="5x5", i_spread=("96", "91"), price=("100.35", "100.55"), yield_=("3.69", "3.65"))
    g += q("BRAUNFELS CHEMIE 4.125 2030-02", "ig", md, size="3mm", i_spread=(None, "71"))
    g += q("SOLVEIG 5Y", "cds", md, size="10x10", spread=("74", "79"))
    return mk("mardale-ib-eur-yld-px-ms", "chat", g, sender="Jonas Fehr <j.fehr@kelmscott-inv.de>",
              subject="chat export - EUR rates/credit 13.04.", date=date("09:06:14", "+0200"), text=body, to="archiv@kelmscott-inv.de")


# ---------------------------------------------------------------- 25 / 26: Symphony and another style


def radwell_symphony_paste():
    rw, eb = "radwell", "ellerbeck"
    body = """Symphony room "HY-LOANS-MUNI / Hawksmoor", pasted 13 Apr 2027:

Jamie Radwell (Radwell Securities)   9:14 AM
    morning - HY in px, ytw after. 2x2 unless shown
Jamie Radwell (Radwell Securities)   9:14 AM
    BRISCO MARINE 7 3/8 10/31   99 1/2 - 100   ytw 7.47 / 7.37
Jamie Radwell (Radwell Securities)   9:15 AM
    SKIPSEA FOODS 6 7/8 06/31   offer 99 1/4, 3mm (bid was 98 3/4 yday)
Mei Ling Cho (Hawksmoor Advisors)   9:16 AM
    Brisco 99 3/4 bid?
Jamie Radwell (Radwell Securities)   9:17 AM
    SELWORTHY TLB S+325 10/31  99 3/8 - 5/8  (OID 99.5, flr 0.50%)  2mm
Jamie Radwell (Radwell Securities)   9:17 AM
    let me double check that offer, desk just moved it
Nora Ellerbeck (Ellerbeck & Co)   9:21 AM
    munis: NJ TPK AUTH 5s 01/01/41 (c 01/34) 3.62/3.56 yld, 107.929 / 108.291 px, 1MM
Nora Ellerbeck (Ellerbeck & Co)   9:22 AM
    PHILA WTR 4s 07/01/36 offered 3.65%, 500k
Nora Ellerbeck (Ellerbeck & Co)   9:24 AM
    HAYLING GENOMICS 2 1/4 09/29 CV  112 - 113  (stk 38.40, delta 0.71, prem 9.5%)  1MM
Nora Ellerbeck (Ellerbeck & Co)   9:25 AM
    KILNSEY BANK 6.5% PFD  $25.24 / $25.38  ytc 6.01 / 5.68  (10k shs)
Mei Ling Cho (Hawksmoor Advisors)   9:31 AM
    thanks both

Mei Ling Cho | Hawksmoor Advisors | (415) 555-0163
"""
    g = []
    g += q("BRISCO MARINE 7.375 2031-10", "hy", rw, size="2x2", price=("99 1/2", "100"), yield_=("7.47", "7.37"))
    g += q("SKIPSEA FOODS 6.875 2031-06", "hy", rw, size="3mm", price=(None, "99 1/4"))
    g += q("SELWORTHY TLB S+325 10/31", "loan", rw, size="2mm", review=("price",), price=("99 3/8", "99.625"))
    g += q("NJ TPK AUTH 5 2041-01-01", "muni", eb, size="1mm", yield_=("3.62", "3.56"), price=("107.929", "108.291"))
    g += q("PHILA WTR 4 2036-07-01", "muni", eb, size=(None, 500000), yield_=(None, "3.65"))
    g += q("HAYLING GENOMICS 2.25 2029-09 CV", "convert", eb, size="1mm", price=("112", "113"))
    g += q("KILNSEY BANK 6.5% PFD", "preferred", eb, price=("25.24", "25.38"), yield_=("6.01", "5.68"))
    return mk("radwell-symphony-paste-hy-loan-muni-cv", "chat", g, sender="Mei Ling Cho <mcho@hawksmooradvisors.com>",
              subject="Symphony - HY / loans / munis this am", date=date("09:40:12", "-0400"), text=body, to="pm-team@hawksmooradvisors.com")


def brancaster_export_txt():
    br, ol = "brancaster", "ollerton"
    chat = """Symphony conversation export
Room: EUR HY / Loans / Income - Kingsdown
Exported by: Paul Ibbotson (Kingsdown Capital)   13/04/2027 10:02

[13/04/2027 08:31:05 BST] Freya Brancaster | Brancaster Partners
HY, px first then yld:
[13/04/2027 08:31:40 BST] Freya Brancaster | Brancaster Partners
LOMBARDA PACKAGING 6 7/8 06/31  98 3/4 / 99 1/4   yld 7.24 / 7.09   1x1
[13/04/2027 08:32:10 BST] Freya Brancaster | Brancaster Partners
VESTRA CABLE 8 1/2 08/30  bid 94 1/2 (yld 10.42), 2mm - no offer
[13/04/2027 08:33:55 BST] Paul Ibbotson | Kingsdown Capital
where are you on the Kapfenberg loan?
[13/04/2027 08:35:02 BST] Freya Brancaster | Brancaster Partners
KAPFENBERG STAHL TLB E+400 03/31  97 1/4 - 3/4   1m
[13/04/2027 08:35:30 BST] Freya Brancaster | Brancaster Partners
ARDENT LABS TLB E+350 09/30  100 1/8 - 100 3/8
[13/04/2027 08:36:12 BST] Freya Brancaster | Brancaster Partners
pls ignore that, wrong line
[13/04/2027 08:40:40 BST] Hal Ollerton | Ollerton Securities
CBs: SKELWITH ENERGY 0 01/30 CV  88.25 / 89.00  (parity 55.1, delta 0.33), EUR 1m
[13/04/2027 08:41:22 BST] Hal Ollerton | Ollerton Securities
THORNHAUGH RE 7 1/4% PERP NC29 PFD  101.10 / 101.60 px  ytc 6.82 / 6.66
[13/04/2027 08:43:50 BST] Hal Ollerton | Ollerton Securities
munis (USD, for your US book): MIAMI-DADE WTR 4s 10/01/2039 3.71 / 3.65 yld 102.202 / 102.664 px 500k
[13/04/2027 08:44:30 BST] Paul Ibbotson | Kingsdown Capital
cheers
"""
    g = []
    g += q("LOMBARDA PACKAGING 6.875 2031-06", "hy", br, size="1x1", price=("98 3/4", "99 1/4"), yield_=("7.24", "7.09"))
    g += q("VESTRA CABLE 8.5 2030-08", "hy", br, size=(2000000, None), price=("94 1/2", None), yield_=("10.42", None))
    g += q("KAPFENBERG STAHL TLB E+400 03/31", "loan", br, size="1mm", price=("97 1/4", "97.75"))
    g += q("SKELWITH ENERGY 0 2030-01 CV", "convert", ol, size="1mm", price=("88.25", "89.00"))
    g += q("THORNHAUGH RE 7 1/4% PERP NC29 PFD", "preferred", ol, price=("101.10", "101.60"), yield_=("6.82", "6.66"))
    g += q("MIAMI-DADE WTR 4 2039-10-01", "muni", ol, size=(500000, 500000), yield_=("3.71", "3.65"), price=("102.202", "102.664"))
    att = Attachment("symphony_export_20270413.txt", chat.encode(), "text/plain", "txt")
    body = "Chat export attached for compliance / the levels file.\n\nPaul Ibbotson | Kingsdown Capital | +44 20 7946 0911\n"
    return mk("brancaster-symphony-txt-eur-hy-cb-muni", "chat", g, sender="Paul Ibbotson <pibbotson@kingsdowncap.co.uk>",
              subject="Symphony export 13/04 - HY / loans / CBs", date=date("10:03:40", "+0100"), text=body,
              attachments=[att], to="compliance@kingsdowncap.co.uk")


LAYOUTS = [
    quenby_ib_bracket_stamps, mardale_ib_eur_yields,
    radwell_symphony_paste, brancaster_export_txt,
]
