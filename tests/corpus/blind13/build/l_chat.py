"""Chats: Bloomberg IB rooms and Symphony conversations through the day."""

from __future__ import annotations

from common import Attachment, bkey, date, mk, q, ui


def txt(name, text):
    return Attachment(name, text.replace("\n", "\r\n").encode("utf-8"), "text/plain", "txt")


def ib_room_pasted():
    m, qn = "marlstone", "quenby"
    gold = []
    gold += q("CDX IG 47 5Y", "cds", m, size="100x100", spread=("51.75", "52.25"))
    gold += q("CDX IG 47 10Y", "cds", m, size="100x100", spread=("78.5", "79.5"))
    gold += q("ITRX MAIN 5Y", "cds", m, size="100x100", spread=("57.5", "58.5"))
    gold += q(bkey("T", 4.375, "2037-02-15"), "government", qn, size="25x25", price=("101-29+", "101-30+"))
    gold += q("VARNHOLT RAIL 5Y", "cds", m, size="10x10", spread=("86", "91"))
    gold += q(bkey("KELDRA ENERGY", 5.4, "2034-06"), "ig", qn, size="5x5", spread=("+117", "+112"), price=("99.48", "99.85"))
    gold += q(bkey("ORMSTEAD FOODS", 4.875, "2031-09"), "ig", m, size="5mm", spread=(None, "+82"))
    gold += q(bkey("T", 4.125, "2032-02-29"), "government", qn, size="25x25", price=("100-09+", "100-10+"), review=("price",))
    gold += q(bkey("ESKDALE POWER", 5.15, "2033-01"), "ig", qn, size="3x3", spread=("+102", "+97"))
    body = """Sharing this morning's room for the file - levels as they came through.

Alex Morley | Harbourlake Asset Management | +1 617 555 0108

---------- Instant Bloomberg: MORNING CREDIT / RATES (persistent) ----------
Participants: FIONA GRANT, MARLSTONE; DEV PATEL, QUENBY; ALEX MORLEY, HARBOURLAKE AM
--- Thursday, 11 March 2027 ---
07:31:02 FIONA GRANT, MARLSTONE: morning all. cdx ig 47 5y 51.75/52.25 100x100
07:31:40 FIONA GRANT, MARLSTONE: same in 10y 78.5/79.5 100x100
07:32:09 FIONA GRANT, MARLSTONE: ITRX MAIN 5Y 57.5/58.5 100x100
07:33:15 DEV PATEL, QUENBY: T 4 3/8 02/15/37 101-29+/101-30+ 25x25
07:35:02 ALEX MORLEY, HARBOURLAKE AM: fiona where's VARNHOLT 5y? screens say 88 mid
07:35:40 FIONA GRANT, MARLSTONE: VARNHOLT RAIL 5Y 85/90 10x10
07:36:05 FIONA GRANT, MARLSTONE: 86/91, not 85/90, sorry
07:40:11 DEV PATEL, QUENBY: KELDRA ENERGY 5.4 06/34 +117/+112 (px 99.48/99.85) 5x5
07:41:30 FIONA GRANT, MARLSTONE: ORMSTEAD FOODS 4 7/8 09/31 offer +82 5mm, axed
07:44:52 DEV PATEL, QUENBY: T 4 1/8 02/29/32 100-09+/100-10+ 25x25
07:45:10 DEV PATEL, QUENBY: checking that one, futures just moved
07:52:37 ALEX MORLEY, HARBOURLAKE AM: can you do 5mm VARNHOLT 5y at 88?
07:53:01 FIONA GRANT, MARLSTONE: done, 88 - thanks
08:15:44 DEV PATEL, QUENBY: ESKDALE POWER 5.15 01/33 +102/+97 3x3
09:02:33 FIONA GRANT, MARLSTONE: refresh - main 1 tighter, ig 47 unch, rest as above
09:30:01 *** DEV PATEL, QUENBY has left the room
"""
    return mk("ib-room-credit-rates", "chat", gold, sender="Alex Morley <amorley@harbourlake-am.com>",
              to="Credit PMs <credit-pms@harbourlake-am.com>", subject="FW: IB room this am (CDS / IG / UST)",
              date=date("09:41:22"), text=body)


def ib_export_txt():
    a, r = "ardglass", "ravelston"
    gold = []
    gold += q("ITRAXX XOVER S47 5Y", "cds", a, size="25x25", spread=("283", "286"))
    gold += q("ITRAXX XOVER S47 7Y", "cds", a, size="25x25", spread=("341", "346"))
    gold += q("CORVANNE TELECOM 5Y", "cds", a, size="10x10", spread=("208", "216"))
    gold += q(bkey("DBR", 2.6, "2036-08-15"), "government", r, size="20x20", price=("100.485", "100.535"), yield_=("2.546", "2.541"))
    gold += q(bkey("OAT", 3.0, "2035-05-25"), "government", r, size="20x20", price=("101.12", "101.18"))
    gold += q(ui("XS", "kintail-32"), "ig", r, size="3x3", i_spread=("+97", "+92"))
    gold += q(bkey("HAUFELD CHEMIE", 3.625, "2031-11-04"), "ig", a, size="2mm", i_spread=("+128", None), price=("100.66", None))
    gold += q("HAUFELD CHEMIE 5Y", "cds", a, size="10x10", spread=("97", "103"))
    text = f"""Instant Bloomberg - Chat History
Conversation: EUR CREDIT / GOVIES - ARDGLASS / RAVELSTON / HARBOURLAKE
Exported: 11-Mar-2027 12:05:11 GMT by HANNA ENGSTROM (HARBOURLAKE)

[08:02:13] NIALL FOLEY (ARDGLASS): ITRAXX XOVER S47 5Y 283/286 25x25
[08:02:31] NIALL FOLEY (ARDGLASS): 7y 341/346 25x25
[08:04:55] NIALL FOLEY (ARDGLASS): CORVANNE TELECOM 5Y 212/220 10x10
[08:05:20] NIALL FOLEY (ARDGLASS): pls ignore that, wrong line
[08:05:48] NIALL FOLEY (ARDGLASS): CORVANNE TELECOM 5Y 208/216 10x10
[08:11:09] ELSA RAUTIO (RAVELSTON): DBR 2.6 08/15/36 100.485 / 100.535 (2.546/2.541) 20x20
[08:11:30] ELSA RAUTIO (RAVELSTON): OAT 3 05/25/35 101.12 / 101.18 20x20
[08:14:02] HANNA ENGSTROM (HARBOURLAKE): elsa, KINTAIL 32s bid MS+95?
[08:14:40] ELSA RAUTIO (RAVELSTON): KINTAIL TELECOM 3 7/8 2032 {ui("XS", "kintail-32")} MS+97/+92 3x3
[09:40:18] NIALL FOLEY (ARDGLASS): HAUFELD CHEMIE 3 5/8 04.11.2031 bid MS+128 / px 100.66 for 2mm
[09:40:41] NIALL FOLEY (ARDGLASS): HAUFELD CHEMIE 5Y 97/103 10x10
[11:58:02] NIALL FOLEY (ARDGLASS): xover 2 wider since this am, cds names unch
"""
    body = "Morning chat attached for the file.\n\nHanna Engstrom | Harbourlake AM | +46 8 555 301 22\n"
    return mk("ib-export-eur-credit-govies", "chat", gold, sender="Hanna Engstrom <hengstrom@harbourlake-am.com>",
              to="EUR credit <eur-credit@harbourlake-am.com>", subject="IB chat history - EUR credit / govies",
              date=date("12:06:40", "+0000"), text=body, attachments=[txt("IB_chat_history_20270311.txt", text)])


def symphony_txt_hy_loans():
    a, k = "aldwick", "kingsmere"
    gold = []
    gold += q(bkey("CALDERWICK MEDIA", 8.375, "2030-05"), "hy", a, size="2x2", price=("101 1/4", "101 3/4"), yield_=("7.88", "7.71"))
    gold += q(bkey("QUARRYBANK STEEL", 8.125, "2031-06"), "hy", a, size="2x2", price=("91 7/8", "92 5/8"))
    gold += q("GARSTANG FOODS TLB S+350 10/31", "loan", k, size="1x1", price=("98.50", "99.00"))
    gold += q("MORTLAKE CINEMAS TLB S+450 12/29", "loan", k, size="2mm", price=(None, "88.75"))
    gold += q(bkey("ARDENT BIOLOGICS", 1.25, "2029-06-15", "CV"), "convert", a, size="1x1", price=("98.75", "99.75"))
    gold += q("HALSEY FINANCIAL 6.375% PFD", "preferred", k, price=("25.40", "25.60"))
    gold += q(bkey("TARNWOOD HOMES", 7.5, "2030"), "hy", a, size="2x2", price=(None, "100 1/8"))
    text = """Symphony - Conversation export
Room: HY / Loans / CB - Harbourlake x Aldwick x Kingsmere
Exported by: Priya Sandhu (Harbourlake AM), 11 Mar 2027 16:20 GMT
------------------------------------------------------------------

Tom Aske (Aldwick)  11 Mar 2027 13:02
    CALDERWICK MEDIA 8 3/8 05/30  101 1/4 - 3/4   ytw 7.88/7.71   2x2

Tom Aske (Aldwick)  11 Mar 2027 13:03
    QUARRYBANK STEEL 8 1/8 06/31  90 - 91   2x2

Tom Aske (Aldwick)  11 Mar 2027 13:03
    pls ignore that, wrong line

Tom Aske (Aldwick)  11 Mar 2027 13:04
    QUARRYBANK STEEL 8 1/8 06/31  91 7/8 - 92 5/8   2x2  (cl 91 1/2)

Priya Sandhu (Harbourlake AM)  11 Mar 2027 13:06
    Kate - GARSTANG TLB where are you? we saw 98.75 bid this am

Kate Ormond (Kingsmere)  11 Mar 2027 13:07
    GARSTANG FOODS TLB S+350 10/31  98.50 / 99.00  1x1   (rest of my am loan run unch)

Kate Ormond (Kingsmere)  11 Mar 2027 13:08
    MORTLAKE CINEMAS TLB S+450 12/29  offer only 88.75 for 2mm

Tom Aske (Aldwick)  11 Mar 2027 13:15
    ARDENT BIOLOGICS 1.25 06/15/29 CV  98.75 / 99.75  1x1  (stk 41.80, delta 46)

Kate Ormond (Kingsmere)  11 Mar 2027 13:21
    HALSEY FINANCIAL 6.375% PFD  25.40 / 25.60  (10k shs)

Tom Aske (Aldwick)  11 Mar 2027 13:40
    TARNWOOD HOMES 7 1/2 2030  offer 100 1/8  2x2, axed

Tom Aske (Aldwick)  11 Mar 2027 15:55
    CALDERWICK traded away, off. Tarnwood still there
"""
    body = "Symphony export from this afternoon attached.\n\nPriya Sandhu | Harbourlake AM | +44 20 7555 0190\n"
    return mk("symphony-txt-hy-loans-cb", "chat", gold, sender="Priya Sandhu <psandhu@harbourlake-am.com>",
              to="Lev fin <levfin@harbourlake-am.com>", subject="Symphony - HY / loans / CB pm",
              date=date("16:21:03", "+0000"), text=body, attachments=[txt("symphony_export_20270311.txt", text)])


def symphony_body_hy_loans():
    dm, fc = "dalmore", "faircloth"
    gold = []
    gold += q(bkey("LOCHALSH METALS", 9.25, "2031"), "hy", dm, size="2x2", price=("88 1/2", "89 1/4"), yield_=("12.48", "12.25"))
    gold += q(bkey("FINTRY HOMES", 6.375, "2029"), "hy", dm, size="1x1", price=("95", "95 3/4"))
    gold += q("BRAMPTON LOGISTICS TLB S+375 08/31", "loan", fc, size="1x1", price=("97.875", "98.375"))
    gold += q("CULVERDEN DENTAL TL S+400 02/30", "loan", fc, size="2x2", price=("93.25", "94.00"), review=("price",))
    gold += q(bkey("SOLENT CLOUD SYS", 0, "2030-03", "CV"), "convert", dm, size="2x2", price=("88", "89"))
    gold += q("NORTHCOTE UTILITIES 5.90% PFD", "preferred", fc, price=("24.05", "24.25"))
    gold += q(bkey("DRUMOAK LEISURE", 7.875, "2030-06-15"), "hy", dm, size="2x2", price=(None, "100 7/8"))
    body = """Pasting the Symphony thread below - fyi for the pm.

[Symphony] Dalmore / Faircloth / us - HY & lev loans
Isla Reid - Dalmore | 2:05 PM
LOCHALSH METALS 9 1/4 2031 88 1/2 - 89 1/4, ytw 12.48/12.25, 2x2
Isla Reid - Dalmore | 2:06 PM
FINTRY HOMES 6 3/8 2029 95 - 95 3/4 1x1
Ben Hale - Harbourlake AM | 2:07 PM
Isla can you improve the Fintry bid? 95 1/4?
Marcus Lo - Faircloth | 2:10 PM
BRAMPTON LOGISTICS TLB S+375 08/31 97.875 / 98.375 1x1
Marcus Lo - Faircloth | 2:11 PM
CULVERDEN DENTAL TL S+400 02/30 93.25 / 94.00 2x2 - may be stale, earnings tonight, let me double check
Isla Reid - Dalmore | 2:20 PM
SOLENT CLOUD SYS 0% 03/30 CV 88 / 89 2x2 (stock 112.40)
Marcus Lo - Faircloth | 2:31 PM
NORTHCOTE UTILITIES 5.90% PFD 24.05 / 24.25 (5k shs)
Isla Reid - Dalmore | 2:44 PM
DRUMOAK LEISURE 7 7/8 06/15/30 offer 100 3/4 2x2
Isla Reid - Dalmore | 2:45 PM
100 7/8, not 100 3/4, sorry
Isla Reid - Dalmore | 3:30 PM
Lochalsh now 1/4 higher, rest unch

Ben Hale | Harbourlake Asset Management | +1 617 555 0109
"""
    return mk("symphony-body-hy-loans-cb", "chat", gold, sender="Ben Hale <bhale@harbourlake-am.com>",
              to="Lev fin <levfin@harbourlake-am.com>", subject="Symphony thread - HY / loans pm",
              date=date("15:36:50"), text=body)


LAYOUTS = [
    ib_room_pasted, ib_export_txt,
    symphony_txt_hy_loans, symphony_body_hy_loans,
]
