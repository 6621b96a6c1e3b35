"""Chats: Bloomberg IB rooms and other desk chats pasted or exported by clients (rates, SSA, CDS, EGB, EM)."""

from __future__ import annotations

from common import Attachment, date, mk, q

CLIENT_SIG = "\n--\nPriya Holloway | Portfolio Manager, Rates | Brackenfield Asset Management\n+1 617 555 0144\n"


def kilbrannan_ib_room():
    k, p = "kilbrannan", "pellingham"
    gold = []
    gold += q("T 4.5 2037-05", "government", k, size="50x50", price=("99-19+", "99-20"))
    gold += q("T 4.25 2032-05", "government", k, size="50x50", price=("100-06", "100-06+"))
    gold += q("T 4.75 2057-05", "government", k, size="25x25", price=("97-06", "97-07+"))
    gold += q("WI 3S", "government", k, size="25x25", yield_=("4.105", "4.099"))
    gold += q("FHLB 4.125 2030-06", "agency", p, size="10x10", spread=("9", "6"), price=("99.62", "99.74"))
    gold += q("FNMA 0 2031-07-15", "agency", p, size="5x5", price=("80.95", "81.20"))
    gold += q("MEX 5Y", "cds", p, size="10x10", spread=("98", "103"))
    gold += q("MEX 10Y", "cds", p, size="10x10", spread=("150", "157"))
    gold += q("TURKEY 5Y", "cds", p, size="10x10", spread=("236", "244"), review=("spread",))
    chat = """Team - this morning's room with Kilbrannan and Pellingham below, FYI.

Persistent Chat: BRACKENFIELD RATES
Participants: PRIYA HOLLOWAY, BRACKENFIELD AM; ROSS MACPHAIL, KILBRANNAN CAP; ALICE TREMAYNE, PELLINGHAM SECS

07:58:02 ROSS MACPHAIL, KILBRANNAN CAP: mornin. 10s (T 4 1/2 05/37) 99-19+/20 50x50
07:58:20 ROSS MACPHAIL, KILBRANNAN CAP: 5s (T 4 1/4 05/32) 100-05 3/4 / 100-06 1/4 50x50
07:58:41 ROSS MACPHAIL, KILBRANNAN CAP: 2s10s 38.6/38.1 on the package if you want the curve, 2s DV01 187
07:59:05 PRIYA HOLLOWAY, BRACKENFIELD AM: where's 30s?
07:59:30 ROSS MACPHAIL, KILBRANNAN CAP: 30s (T 4 3/4 05/57) 97-06/07+ 25x25
07:59:52 ROSS MACPHAIL, KILBRANNAN CAP: WI 3s 4.105/4.099 25x25, auction 1pm
08:00:40 ROSS MACPHAIL, KILBRANNAN CAP: 5s 100-06 / 100-06+, not 100-05 3/4 / 100-06 1/4, sorry
08:01:10 ALICE TREMAYNE, PELLINGHAM SECS: FHLB 4 1/8 06/30 +9/+6 10x10 (px 99.62/99.74)
08:01:40 ALICE TREMAYNE, PELLINGHAM SECS: FNMA 0 07/15/31 80.95/81.20 5x5
08:02:15 ALICE TREMAYNE, PELLINGHAM SECS: MEX 5y 98/103 10x10
08:02:30 ALICE TREMAYNE, PELLINGHAM SECS: same in 10y 150/157
08:02:58 PRIYA HOLLOWAY, BRACKENFIELD AM: brazil 5y 140?
08:03:20 ALICE TREMAYNE, PELLINGHAM SECS: not there, 141/147 last i saw on screens
08:03:44 ALICE TREMAYNE, PELLINGHAM SECS: TURKEY 5y 236/244 10x10
08:04:02 ALICE TREMAYNE, PELLINGHAM SECS: that turkey level may be stale, checking
08:05:15 ROSS MACPHAIL, KILBRANNAN CAP: pre-fed, liquidity thins out from 1:30
""" + CLIENT_SIG
    return mk("kilbrannan-ib-rates-cds", "chat", gold, sender="Priya Holloway <pholloway@brackenfieldam.com>",
              subject="FW: IB room - rates / agencies / sov CDS", date=date("08:20:11", "-0400"), text=chat)


def rossall_ib_export():
    r, t = "rossall", "thornaby"
    gold = []
    gold += q("T 4.125 2029-05-31", "government", r, size="100x100", price=("99-29 3/4", "99-30"))
    gold += q("T 4.375 2034-05-31", "government", r, size="50x50", price=("99-19", "99-19+"), yield_=("4.441", "4.438"))
    gold += q("TII 2.375 2037-02-15", "government", r, size="25x25", yield_=("1.912", "1.904"))
    gold += q("KFW 4.125 2030-07", "agency", t, size="5x5", i_spread=("31", "28"))
    gold += q("EIB 4.25 2032-02", "agency", t, size="5x5", i_spread=("38", "35"))
    gold += q("COLOMBIA 5Y", "cds", t, size="5x5", spread=("171", "178"))
    gold += q("INDONESIA 5Y", "cds", t, size="5x5", spread=("71", "76"), review=("spread",))
    chat = """16-Jun-2027  Instant Bloomberg  ROOM: SOUNDVIEW-RATES-DLR
Participants: DEV SHARMA (SOUNDVIEW INVESTORS), OLIVER BRANDT (ROSSALL MARKETS), KATE ESCOTT (THORNABY & CO)

[08:31:04] OLIVER BRANDT (ROSSALL MARKETS): gm. T 4 1/8 05/31/29 99-29 3/4 - 99-30 100x100
[08:31:20] OLIVER BRANDT (ROSSALL MARKETS): T 4 3/8 05/31/34 99-19 - 99-19+ (4.441 - 4.438) 50x50
[08:31:55] OLIVER BRANDT (ROSSALL MARKETS): TII 2 3/8 02/15/37 real yld 1.912 / 1.904 25x25
[08:32:10] DEV SHARMA (SOUNDVIEW INVESTORS): thx. 5s30s box vs bunds?
[08:32:40] OLIVER BRANDT (ROSSALL MARKETS): 12.4 / 13.1 on the box, dv01 matched - call me
[08:33:30] KATE ESCOTT (THORNABY & CO): KFW 4 1/8 Jul30 SOFR MS +31/+28 5x5
[08:33:48] KATE ESCOTT (THORNABY & CO): EIB 4 1/4 Feb32 ms +38/+35 5x5
[08:34:05] KATE ESCOTT (THORNABY & CO): IBRD 4 1/2 35s +47/+44 5x5
[08:34:22] KATE ESCOTT (THORNABY & CO): pls ignore that, wrong line
[08:35:10] KATE ESCOTT (THORNABY & CO): COLOMBIA 5y 171/178, INDONESIA 5y 71/76 both 5x5
[08:35:52] KATE ESCOTT (THORNABY & CO): indonesia one let me double check, screens look off
[08:36:40] DEV SHARMA (SOUNDVIEW INVESTORS): ty
"""
    att = Attachment("IB_SOUNDVIEW-RATES-DLR_20270616.txt", chat.replace("\n", "\r\n").encode(), "text/plain", "txt")
    text = "Desk - IB room export from this morning attached.\n\nDev Sharma | Soundview Investors | +1 203 555 0162\n"
    return mk("rossall-ib-export-txt", "chat", gold, sender="Dev Sharma <dsharma@soundviewinv.com>",
              subject="IB export - rates dlr room 6/16", date=date("09:02:26", "-0400"), text=text, attachments=[att])


def vantry_symphony():
    v, y = "vantry", "yarrowby"
    gold = []
    gold += q("DBR 2.5 2037-02", "government", v, size="25mm", yield_=("2.614", "2.606"), price=("98.89", "98.96"))
    gold += q("BTP 3.85 2035-02", "government", v, size="10mm", yield_=("3.794", "3.784"))
    gold += q("UKT 4.375 2037-01", "government", v, size="10mm", price=("98.14", "98.18"))
    gold += q("ROMANI 6.625 2034-09", "em_sovereign", y, size="2x2", price=("99.60", "100.10"))
    gold += q("PERU 5.375 2035", "em_sovereign", y, size="2mm", price=("98.30", "98.75"), yield_=("5.60", "5.54"))
    gold += q("COLOM 8 2035", "em_sovereign", y, size=(None, 1e6), price=(None, "103.90"))
    chat = """Pasting the Symphony room for the record.

Greta Solberg (Vantry Markets)   09:14
    DBR 2.5 Feb37  2.614/2.606  (98.89/98.96)  25m
Greta Solberg (Vantry Markets)   09:14
    BTP 3.85 Feb35 3.794/3.784 10m, spread to bund 118
Greta Solberg (Vantry Markets)   09:15
    UKT 4 3/8 Jan37 98.14-98.18 10m
Sam Whitlock (Brackenfield AM)   09:16
    thanks. OAT 34s?
Greta Solberg (Vantry Markets)   09:16
    not today
Mateo Ferrand (Yarrowby Capital)   09:18
    ROMANI 6 5/8 09/34 99.60/100.10 2x2
Mateo Ferrand (Yarrowby Capital)   09:18
    PERU 5 3/8 35s 98.30 / 98.75 (5.60/5.54) 2mm
Mateo Ferrand (Yarrowby Capital)   09:19
    offer only COLOM 8 35s 103.90 1mm
Sam Whitlock (Brackenfield AM)   09:20
    COLOM bid 103.50?
Mateo Ferrand (Yarrowby Capital)   09:20
    can't, offer only on that one

--
Sam Whitlock | Brackenfield Asset Management | +44 20 7946 0311
"""
    return mk("vantry-symphony-egb-em", "chat", gold, sender="Sam Whitlock <swhitlock@brackenfieldam.com>",
              subject="Symphony: EGB / EM this am", date=date("09:25:40", "+0100"), text=chat)


def saltram_ice_chat():
    s, b = "saltram", "bosahan"
    gold = []
    gold += q("OBL 2.4 2032-04-10", "government", s, size="20mm", yield_=("2.266", "2.260"))
    gold += q("OAT 3 2034-11-25", "government", s, size="20mm", yield_=("3.216", "3.209"), price=("98.18", "98.24"))
    gold += q("SPGB 3.25 2034-04-30", "government", s, size="10mm", yield_=("3.170", "3.162"))
    gold += q("MEX 6.35 2035-02-09", "em_sovereign", b, size="3mm", price=("102.05", "102.45"))
    gold += q("INDON 5.1 2036-02-10", "em_sovereign", b, size="2mm", spread=("87", "81"))
    gold += q("REPSOU 7.3 2052-04-20", "em_sovereign", b, size=(2e6, None), price=("94.80", None))
    chat = """[16/06/2027 10:02:11] Lukas Bremer (Saltram Bank): morning, OBL 2.4 10/04/32 2.266 / 2.260 20m
[16/06/2027 10:02:40] Lukas Bremer (Saltram Bank): OAT 3 25/11/34 3.216/3.209 px 98.18/98.24 20m
[16/06/2027 10:03:15] Lukas Bremer (Saltram Bank): SPGB 3.25 30/04/34 3.170/3.162 10m
[16/06/2027 10:03:30] Hannah Yew (Larchmere Asset Mgmt): BTP 39s?
[16/06/2027 10:03:52] Lukas Bremer (Saltram Bank): let me come back
[16/06/2027 10:05:01] Jose Aranda (Bosahan Securities): MEX 6.35 09/02/35 102.05-102.45 3mm
[16/06/2027 10:05:22] Jose Aranda (Bosahan Securities): INDON 5.1 10/02/36 +87/+81 2mm
[16/06/2027 10:05:49] Jose Aranda (Bosahan Securities): bid only REPSOU 7.3 20/04/52 94.80 for 2mm
"""
    att = Attachment("chat_log_16062027.txt", chat.encode(), "text/plain", "txt")
    text = "Chat log attached (ICE Chat export).\n\nHannah Yew | Larchmere Asset Management | +44 20 7946 0622\n"
    return mk("saltram-ice-chat-egb-em", "chat", gold, sender="Hannah Yew <hyew@larchmeream.co.uk>",
              subject="ICE chat log 16/06", date=date("10:20:05", "+0100"), text=text, attachments=[att])


LAYOUTS = [kilbrannan_ib_room, rossall_ib_export, vantry_symphony, saltram_ice_chat]
