"""Chat transcripts pasted into a mail by the buy-side client: loan and CLO dealers."""

from __future__ import annotations

from common import date, lkey, mk, q


def upavon_wherwell_bloomberg():
    sender = "Hugo Marsh <hmarsh@yatesbury-am.com>"
    day = "13-Jan-2028"
    me = "Hugo Marsh, YATESBURY ASSET MANA"
    sam = "Sam Pryor, UPAVON SECURITIES LL"
    nad = "Nadia Kerr, WHERWELL CAPITAL MAR"
    lines = [
        ("08:02:11", me, "morning both - levels on Ravenglass TLB and Stainmore 2L pls, and any CLO BB offers"),
        ("08:03:12", sam, "mng. sizes 1x1 on loans unless I say"),
        ("08:03:40", sam, "RAVENGLASS FOODS TLB S+350 6/31  98.75 / 99.25"),
        ("08:03:58", sam, "STAINMORE HEALTH 2L S+700 11/31  88 / 90 in 2mm"),
        ("08:04:30", me, "88.5 work on Stainmore?"),
        ("08:05:02", sam, "88 is where we are, sorry"),
        ("08:06:15", sam, "also ASKRIGG TELECOM TLB S+425 9/30  94.50 / 95.25 - was 95 / 95.75 yesterday"),
        ("08:07:20", nad, "hi Hugo - CLO BB: WHITBY BAY CLO 2024-2A E  +598 / +575, 99.25 / 100.40 in 2mm"),
        ("08:07:45", nad, "SALTBURN CLO 2022-1A E-R offer +720 / 96.10 in 1.5mm"),
        ("08:08:30", nad, "pls ignore that, wrong line"),
        ("08:08:52", nad, "SALTBURN CLO 2022-1A E-R offer +745 / 95.20 in 1.5mm"),
        ("08:10:05", me, "thx. Ravenglass 99 bid?"),
        ("08:10:40", sam, "98.75 still, can't improve"),
        ("08:14:10", nad, "AAA if useful: CASTLETON CLO 2025-1A A1  +126 / +121, 100.18 / 100.36, 5x5"),
        ("08:15:00", nad, "may be stale on the AAA, checking"),
        ("08:16:20", me, "ok cheers, will come back"),
    ]
    hist = "\n".join(f"{day} {t}  {who}: {msg}" for t, who, msg in lines)
    gold = []
    gold += q(lkey("RAVENGLASS FOODS TLB S+350 6/31"), "loan", "upavon", size="1x1", price=("98.75", "99.25"))
    gold += q(lkey("STAINMORE HEALTH 2L S+700 11/31"), "loan", "upavon", size="2MM", price=("88", "90"))
    gold += q(lkey("ASKRIGG TELECOM TLB S+425 9/30"), "loan", "upavon", size="1x1", price=("94.50", "95.25"))
    gold += q("WHITBY BAY CLO 2024-2A E", "structured", "wherwell", size="2MM", dm=("+598", "+575"), price=("99.25", "100.40"))
    gold += q("SALTBURN CLO 2022-1A E-R", "structured", "wherwell", size=(None, 1_500_000), dm=(None, "+745"), price=(None, "95.20"))
    gold += q("CASTLETON CLO 2025-1A A1", "structured", "wherwell", size="5x5", review=("dm", "price"), dm=("+126", "+121"), price=("100.18", "100.36"))
    body = ("Pasting this morning's IB chat for the loans / CLO book - levels for the record.\n\nHugo\n\n"
            f"---- Bloomberg IB history: YATESBURY-LEVFIN / {day} ----\n{hist}\n---- end of history ----\n\n"
            "Hugo Marsh | Yatesbury Asset Management | +1 212 555 0102\n")
    return mk("upavon-wherwell-ib-chat", "chat", gold, sender=sender, to="loans-team@yatesbury-am.com", subject="FW: IB chat - loans / CLO levels 13-Jan",
              date=date("08:31:09", "-0500", 13), text=body, note="chat:bloomberg emph:everyday emph:missing-side", meta={})


def burwarton_clenchwarton_symphony():
    sender = "Ines Carvalho <ines.carvalho@dunchurch-ip.com>"
    me = "Ines Carvalho [DUNCHURCH]"
    jh = "Jess Holt [BURWARTON]"
    pk = "Piotr Kowal [CLENCHWARTON]"
    lines = [
        ("09:01:40", me, "Hi - looking at Elterwater 2L, Grasmere TLB and any BBB/BB CLO paper"),
        ("09:02:11", jh, "morning Ines. loans 2x2 unless noted"),
        ("09:02:40", jh, "GRASMERE LEISURE TLB S+375 4/31 97.125 / 97.625"),
        ("09:03:05", jh, "ELTERWATER SOFTWARE 2L S+725 8/32 91 / 93"),
        ("09:04:30", jh, "ELTERWATER SOFTWARE 2L S+725 8/32 89 / 91, not 91 / 93, sorry - fat finger"),
        ("09:05:10", me, "Grasmere 97.5 offer?"),
        ("09:05:40", jh, "no, 97.625 is firm"),
        ("09:06:02", jh, "also LANGDALE FOODS TLB-2 S+325 2/33 bid 99.875 for 3mm"),
        ("09:08:15", pk, "hi Ines, CLO: RYDAL CLO 2023-3A D  DM 338 / 326, px 100.45 / 100.95, 2x2"),
        ("09:08:44", pk, "RYDAL CLO 2023-3A E  DM 612 / 590, px 99.00 / 100.10, 1x1"),
        ("09:09:30", pk, "and offer only CONISTON WATER CLO 2021-2A E-R at DM 760 / 96.50, 2mm"),
        ("09:12:02", me, "thanks both"),
    ]
    hist = "\n".join(f"{t}  {who}  {msg}" for t, who, msg in lines)
    gold = []
    gold += q(lkey("GRASMERE LEISURE TLB S+375 4/31"), "loan", "burwarton", size="2x2", price=("97.125", "97.625"))
    gold += q(lkey("ELTERWATER SOFTWARE 2L S+725 8/32"), "loan", "burwarton", size="2x2", price=("89", "91"))
    gold += q(lkey("LANGDALE FOODS TLB-2 S+325 2/33"), "loan", "burwarton", size=(3_000_000, None), price=("99.875", None))
    gold += q("RYDAL CLO 2023-3A D", "structured", "clenchwarton", size="2x2", dm=("338", "326"), price=("100.45", "100.95"))
    gold += q("RYDAL CLO 2023-3A E", "structured", "clenchwarton", size="1x1", dm=("612", "590"), price=("99.00", "100.10"))
    gold += q("CONISTON WATER CLO 2021-2A E-R", "structured", "clenchwarton", size=(None, 2_000_000), dm=(None, "760"), price=(None, "96.50"))
    body = ("For the blotter - Symphony room export below.\n\n"
            "Room: Dunchurch / Lev Fin dealers   Exported: 20-Jan-2028 09:20 GMT\n"
            f"{hist}\n\nInes Carvalho\nDunchurch Investment Partners | 22 Bishopsgate, London | +44 20 7946 0509\n")
    return mk("burwarton-clenchwarton-symphony", "chat", gold, sender=sender, to="levfin@dunchurch-ip.com", subject="Symphony export - lev fin 20/01",
              date=date("09:21:37", "+0000", 20), text=body, note="chat:symphony emph:everyday emph:missing-side", meta={})


LAYOUTS = [upavon_wherwell_bloomberg, burwarton_clenchwarton_symphony]
