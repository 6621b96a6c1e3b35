"""Chats pasted by a client: sides spoken rather than written, corrections, retractions, stale levels."""

from __future__ import annotations

from common import bkey, date, mk, q, ylds


def c23():
    inv, tol = "inverallan", "tolland"
    g = []
    lines = [
        "Chat history - Persistent Chat 'HAYWARDS AM / RATES & CREDIT' - 23 Nov 2027",
        "Participants: TESSA QUILL, HAYWARDS AM; CALLUM MUIR, INVERALLAN SECURITIES; JOSH TOLLAND, TOLLAND BROTHERS",
        "",
        "07:52:03 CALLUM MUIR, INVERALLAN SECURITIES says: morning. 5s (T 4 10/31/32) 99-20+/21 50x50, chg -1+ on the day",
        "07:52:31 CALLUM MUIR, INVERALLAN SECURITIES says: 10s (T 4 1/4 11/15/37) 99-02/02+ 25x25",
        "07:52:44 CALLUM MUIR, INVERALLAN SECURITIES says: pls ignore that, wrong line",
        "07:53:05 CALLUM MUIR, INVERALLAN SECURITIES says: 10s (T 4 1/4 11/15/37) 99-12/12+ 25x25",
        "07:53:40 CALLUM MUIR, INVERALLAN SECURITIES says: 5s10s curve 24.6/24.1, ask for the box vs futs",
        "07:54:02 TESSA QUILL, HAYWARDS AM says: 30s? can you pay 98-26 for 50?",
        "07:54:30 CALLUM MUIR, INVERALLAN SECURITIES says: 30s (T 4 5/8 11/15/57) 98-24/25+ 25x25. 98-26 no, yesterday's 3pm was 98-21+",
        "07:55:02 JOSH TOLLAND, TOLLAND BROTHERS says: IG axes. ALDBY CHEMICALS 5 1/8 02/15/35 I'm +131 offered 5mm (px 99.02)",
        "07:55:40 JOSH TOLLAND, TOLLAND BROTHERS says: BRAMPTON GAS 4.4 06/15/31 +96/+91 3x3, hedge ratio 0.48 in 5s",
        "07:56:10 JOSH TOLLAND, TOLLAND BROTHERS says: cds: BRAMPTON GAS 5Y 61/65 5x5",
        "07:56:22 JOSH TOLLAND, TOLLAND BROTHERS says: same in 10y 94/99",
        "07:56:45 JOSH TOLLAND, TOLLAND BROTHERS says: we pay 72 on CUMWHITTON RE 5Y in 10mm, nothing to sell",
        "07:57:30 JOSH TOLLAND, TOLLAND BROTHERS says: CDX IG 49 5Y 53.25/53.75 100x100",
        "07:58:02 JOSH TOLLAND, TOLLAND BROTHERS says: CDX IG 49 5Y 53/53.5, not 53.25/53.75, sorry",
        "07:58:40 TESSA QUILL, HAYWARDS AM says: and DERWENTSIDE 5.6 09/28?",
        "07:59:10 JOSH TOLLAND, TOLLAND BROTHERS says: DERWENTSIDE 5.6 09/28 +58/+52 - levels from yesterday, haven't looked today",
        "08:00:01 TESSA QUILL, HAYWARDS AM says: thx both",
    ]
    g += q(bkey("T", 4, "2032-10-31"), "government", inv, size="50x50", price=("99-20+", "99-21"))
    g += q(bkey("T", 4.25, "2037-11-15"), "government", inv, size="25x25", price=("99-12", "99-12+"))
    g += q(bkey("T", 4.625, "2057-11-15"), "government", inv, size="25x25", price=("98-24", "98-25+"))
    g += q(bkey("ALDBY CHEMICALS", 5.125, "2035-02-15"), "ig", tol, size=(None, 5_000_000), spread=(None, "131"), price=(None, "99.02"))
    g += q(bkey("BRAMPTON GAS", 4.4, "2031-06-15"), "ig", tol, size="3x3", spread=("96", "91"))
    g += q("BRAMPTON GAS 5Y", "cds", tol, size="5x5", spread=("61", "65"))
    g += q("BRAMPTON GAS 10Y", "cds", tol, spread=("94", "99"))
    g += q("CUMWHITTON RE 5Y", "cds", tol, size=(10_000_000, None), spread=("72", None))
    g += q("CDX IG 49 5Y", "cds", tol, size="100x100", spread=("53", "53.5"))
    g += q(bkey("DERWENTSIDE", 5.6, "2028-09"), "ig", tol, size=None, spread=("58", "52"), review=("spread",))
    body = "Tessa - chat from this morning below for the file, please load the levels.\n\n" + "\n".join(lines) + "\n\nTessa Quill | Haywards AM\n"
    return mk("haywards-ib-says-retract-stale", "chat", g, sender="Tessa Quill <tquill@haywards-am.example.com>",
              to="pricing@haywards-am.example.com", date=date("08:04:12"), subject="FW: IB chat - rates & credit 23-Nov", text=body)


def c24():
    lun, sal = "lanyon", "saltcoats"
    g = []
    lines = [
        "[23-Nov-2027 09:14:07] <RUTH LANYON, LANYON CAPITAL> gilts/bunds this am, 25x25:",
        "[23-Nov-2027 09:14:20] <RUTH LANYON, LANYON CAPITAL> UKT 4 1/4 07-Mar-36 98.52/98.57 (4.461/4.455) - was 98.71 at the close",
        "[23-Nov-2027 09:14:41] <RUTH LANYON, LANYON CAPITAL> DBR 2.5 15-Feb-37 99.11/99.16",
        "[23-Nov-2027 09:15:02] <RUTH LANYON, LANYON CAPITAL> 10s30s gilt 61.2/60.5, package",
        "[23-Nov-2027 09:15:40] <MALCOLM REID, PERTH HILL AM> any better on the DBR 37s? 99.13?",
        "[23-Nov-2027 09:15:58] <RUTH LANYON, LANYON CAPITAL> 99.11 is the best I can do",
        "[23-Nov-2027 09:17:11] <ANDY SALTCOATS, SALTCOATS & CO> credit. EUR IG, spread vs mid-swaps:",
        "[23-Nov-2027 09:17:30] <ANDY SALTCOATS, SALTCOATS & CO> LUCE ENERGIA 3 5/8 03/33 ms+118/112 (px 98.44/98.74), 2x2",
        "[23-Nov-2027 09:17:52] <ANDY SALTCOATS, SALTCOATS & CO> MAUVESIN TELECOM 4 01/30 bid only ms+96, 3mm",
        "[23-Nov-2027 09:18:20] <ANDY SALTCOATS, SALTCOATS & CO> itraxx main s48 5y 56.5/57, same in 10y 89/90",
        "[23-Nov-2027 09:18:41] <ANDY SALTCOATS, SALTCOATS & CO> xover s48 5y 281/283 in 10mm, pls ignore the 10y, stale",
        "[23-Nov-2027 09:19:30] <ANDY SALTCOATS, SALTCOATS & CO> NORRAN FOODS 5Y we sell protection at 74, 5mm",
        "[23-Nov-2027 09:20:02] <MALCOLM REID, PERTH HILL AM> can you do 70 on NORRAN?",
        "[23-Nov-2027 09:20:20] <ANDY SALTCOATS, SALTCOATS & CO> can't, 74 is the offer",
    ]
    g += q("UKT 4.25 2036-03-07", "government", lun, size="25x25", price=("98.52", "98.57"), yield_=("4.461", "4.455"))
    g += q("DBR 2.5 2037-02-15", "government", lun, size="25x25", price=("99.11", "99.16"))
    g += q(bkey("LUCE ENERGIA", 3.625, "2033-03"), "ig", sal, size="2x2", i_spread=("118", "112"), price=("98.44", "98.74"))
    g += q(bkey("MAUVESIN TELECOM", 4, "2030-01"), "ig", sal, size=(3_000_000, None), i_spread=("96", None))
    g += q("ITRAXX MAIN S48 5Y", "cds", sal, spread=("56.5", "57"))
    g += q("XOVER S48 5Y", "cds", sal, size="10x10", spread=("281", "283"))
    g += q("NORRAN FOODS 5Y", "cds", sal, size=(None, 5_000_000), spread=(None, "74"))
    body = "From our IB room, for the pricing file.\n\n" + "\n".join(lines) + "\n\n-- Malcolm Reid, Perth Hill AM\n"
    return mk("perthhill-ib-bracket-refresh", "chat", g, sender="Malcolm Reid <mreid@perthhill-am.example.com>",
              to="ops@perthhill-am.example.com", date=date("09:25:40", "+0000"), subject="IB room 23/11 - gilts, EUR IG, iTraxx",
              text=body)


def c25():
    cot, glen = "cothelstone", "glenduffy"
    g = []

    def yl(c, px, mi):
        return ylds(c, px, mi, 2)

    y1 = (yl(7.375, 98.5, "2030-06"), yl(7.375, 99.0, "2030-06"))
    y2 = (yl(7.5, 96.9, "2034-02-02"), yl(7.5, 97.45, "2034-02-02"))
    lines = [
        "[Cothelstone Capital] Wendy Cothel, 23 Nov 2027 8:41:17 AM:",
        f"  HY this am, px (ytw). GLASSONBY AUTO 7 3/8 06/30 98 1/2 - 99 ({y1[0]}/{y1[1]}) 2x2",
        "[Cothelstone Capital] Wendy Cothel, 23 Nov 2027 8:41:50 AM:",
        "  HALTON LEA 6 02/29 I'm 99 offered, 3mm",
        "[Cothelstone Capital] Wendy Cothel, 23 Nov 2027 8:42:26 AM:",
        "  KESWICK LEISURE TLB S+375 11/30 96 7/8 - 97 3/8 (OID 98.5, flr 0.50) 1x1. last traded 97 1/2 Fri",
        "[Perrin Road Partners] Sam Okafor, 23 Nov 2027 8:43:02 AM:",
        "  what's your bid on KIRKBY STEPHEN 6 3/4 03/31? we'd pay 101 if you have them",
        "[Cothelstone Capital] Wendy Cothel, 23 Nov 2027 8:43:40 AM:",
        "  KIRKBY STEPHEN 6 3/4 03/31 100 1/4 / 100 3/4 2x2, can't sell at 101 sorry",
        "[Cothelstone Capital] Wendy Cothel, 23 Nov 2027 8:44:15 AM:",
        "  KESWICK LEISURE 96 5/8 - 97 1/8, not 96 7/8 - 97 3/8, sorry - mids moved",
        "[Glenduffy & Co] Ross Glenduffy, 23 Nov 2027 8:46:03 AM:",
        f"  EM: COLOM 7 1/2 02/02/34 96.90/97.45 ({y2[0]}/{y2[1]}) 2x2",
        "[Glenduffy & Co] Ross Glenduffy, 23 Nov 2027 8:46:31 AM:",
        "  ROMANI 5 3/4 03/24/35 indic 95.35/95.90, not refreshed since the open",
        "[Glenduffy & Co] Ross Glenduffy, 23 Nov 2027 8:47:05 AM:",
        "  PERU 5 3/8 07/08/34 bid wanted from a client at 100.10 - we're 100.20/100.65 2x2",
    ]
    g += q(bkey("GLASSONBY AUTO", 7.375, "2030-06"), "hy", cot, size="2x2", price=("98 1/2", "99"), yield_=y1)
    g += q(bkey("HALTON LEA", 6, "2029-02"), "hy", cot, size=(None, 3_000_000), price=(None, "99"))
    g += q("KESWICK LEISURE TLB S+375 11/30", "loan", cot, size="1x1", price=("96 5/8", "97 1/8"))
    g += q(bkey("KIRKBY STEPHEN", 6.75, "2031-03"), "hy", cot, size="2x2", price=("100 1/4", "100 3/4"))
    g += q(bkey("COLOM", 7.5, "2034-02-02"), "em_sovereign", glen, size="2x2", price=("96.90", "97.45"), yield_=y2)
    g += q(bkey("ROMANI", 5.75, "2035-03-24"), "em_sovereign", glen, price=("95.35", "95.90"), review=("price",))
    g += q(bkey("PERU", 5.375, "2034-07-08"), "em_sovereign", glen, size="2x2", price=("100.20", "100.65"))
    body = ("Symphony room 'Perrin Road / HY-EM axes' exported 23 Nov 2027 08:50 ET\n\n" + "\n".join(lines)
            + "\n\nSam Okafor | Perrin Road Partners | 415-555-0125\n")
    return mk("perrinroad-symphony-your-bid", "chat", g, sender="Sam Okafor <sokafor@perrinroad.example.com>",
              to="desk@perrinroad.example.com", date=date("08:51:30"), subject="symphony - HY / loan / EM axes", text=body)


def c26():
    dun, nth = "dunscore", "nethercott"
    g = []
    y1 = (ylds(8.25, 97.75, "2031-10", 2), ylds(8.25, 98.25, "2031-10", 2))
    lines = [
        "ICE Chat - conversation export (EST)",
        "[09:12:44] Liam Dunscore (DUNSCORE): morning - loans 2mm per side unless said",
        "[09:12:59] Liam Dunscore (DUNSCORE): WOLSINGHAM HEALTH TLB S+400 02/31 94 1/2 - 95 1/4, prev close 95 3/4",
        "[09:13:30] Liam Dunscore (DUNSCORE): ALSTON PIPE TLB S+325 05/32 99 3/4 - 100 1/4",
        "[09:14:05] Liam Dunscore (DUNSCORE): pls ignore that, wrong line",
        "[09:14:40] Liam Dunscore (DUNSCORE): ALSTON PIPE TLB S+325 05/32 99 1/2 - 100",
        "[09:15:10] Priya Sand (FENWICK HILL AM): your bid on MIDDLETON CABLE 8 1/4 10/31 in 3?",
        f"[09:15:32] Liam Dunscore (DUNSCORE): MIDDLETON 97 3/4 / 98 1/4 in 3mm ({y1[0]}/{y1[1]} ytw)",
        "[09:16:10] Liam Dunscore (DUNSCORE): STANHOPE MINING 5 7/8 09/29 subject 99 1/8 - 99 5/8, checking the offer",
        "[09:20:02] Gwen Nethercott (NETHERCOTT): EM: INDON 5.1 2/10/36 98.30/98.75 2x2, REPSOU 6.3 9/30/33 94.85/95.40",
        "[09:20:40] Gwen Nethercott (NETHERCOTT): TURKEY 7 1/8 7/17/33 we sell at 96.55, 2mm; switch into 35s +3.4 pts",
    ]
    g += q("WOLSINGHAM HEALTH TLB S+400 02/31", "loan", dun, size="2MM", price=("94 1/2", "95 1/4"))
    g += q("ALSTON PIPE TLB S+325 05/32", "loan", dun, size="2MM", price=("99 1/2", "100"))
    g += q(bkey("MIDDLETON CABLE", 8.25, "2031-10"), "hy", dun, size="3x3", price=("97 3/4", "98 1/4"), yield_=y1)
    g += q(bkey("STANHOPE MINING", 5.875, "2029-09"), "hy", dun, price=("99 1/8", "99 5/8"), review=("price",))
    g += q(bkey("INDON", 5.1, "2036-02-10"), "em_sovereign", nth, size="2x2", price=("98.30", "98.75"))
    g += q(bkey("REPSOU", 6.3, "2033-09-30"), "em_sovereign", nth, price=("94.85", "95.40"))
    g += q(bkey("TURKEY", 7.125, "2033-07-17"), "em_sovereign", nth, size=(None, 2_000_000), price=(None, "96.55"))
    body = "Chat attached below as text.\n\n" + "\n".join(lines) + "\n\nPriya Sand | Fenwick Hill AM\n"
    return mk("fenwickhill-ice-chat-subject", "chat", g, sender="Priya Sand <psand@fenwickhill.example.com>",
              to="pricing@fenwickhill.example.com", date=date("09:24:10"), subject="ICE chat - loans / HY / EM", text=body)


LAYOUTS = [c23, c24, c25, c26]
