"""Chat layouts: a Bloomberg chat history pasted by the buy side into a mail, two dealers quoting agencies, SSA and
CDS with remarks full of numbers that are no levels, and a level the dealer doubts. One pair."""

from __future__ import annotations

from common import date, mk, pc, pi, q


def chat(v):
    lines, gold = [], []
    for t, who, txt, g in v["lines"]:
        lines.append(f"{v['day_s']} {t}  {who}:  {txt}")
        gold += g
    text = f"{v['intro']}\n\n" + "\n".join(lines) + f"\n\n{v['buyer_sig']}\n"
    return mk(v["slug"], "chat", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              note="chat:bloomberg emph:everyday emph:look-alike")


def _c1():
    fh = pc("3130B", "chat1-fhlb")
    ib = pi("XS", "2", "chat1-ibrd")
    ff = pc("3133E", "chat1-ffcb")
    w, a = "woolhope", "axbridge"
    W = "Mark Hollis, WOOLHOPE SECURITIES"
    A = "Jen Mayo, AXBRIDGE CAPITAL MARKE"
    me = "Tom Beck, FARLEIGH ASSET MANAG"
    return [
        ("08:02:11", W, f"morning. can offer 10mm FHLB 4.25 02/15/33 ({fh}) at 99.750 / 4.281, call 02/15/29 @ 100, was 99.625 yday",
         q(fh, "agency", w, size=(None, 10_000_000), price=(None, "99.750"), yield_=(None, "4.281"))),
        ("08:03:40", W, f"IBRD 4 1/8 01/10/33 ({ib}) +24 / +21 vs T 5Y, 5x5, re-offer was +27, bench 4.02, dur 4.41",
         q(ib, "agency", w, size="5x5", spread=("24", "21"))),
        ("08:05:02", me, "thx. where are you on ashdown utilities 5y cds?", []),
        ("08:05:30", W, "ashdown utilities 5y 57 / 62 10x10 (mid 60, was 55 / 60 Friday), 100 cpn rec 40",
         q("ASHDOWN UTILITIES 5Y", "cds", w, size="10x10", spread=("57", "62"))),
        ("08:11:19", A, f"hi Tom - FFCB 4 10/22/29 ({ff}) 99.781 / 99.844 10x10, mid yld 4.09, bench T 3 7/8 01/31/30 4.02, prev 99.750",
         q(ff, "agency", a, size="10x10", review=("price",), price=("99.781", "99.844"))),
        ("08:12:03", A, "let me double check the FFCB, screens look off", []),
        ("08:14:26", A, "EIB 3 7/8 06/14/30 +17 / +14, 4.05 / 4.02, 5x5; prev 19 / 16, dur 2.12",
         q("EIB 3.875 2030-06-14", "agency", a, size="5x5", spread=("17", "14"), yield_=("4.05", "4.02"))),
        ("08:15:50", me, "can you do +16 on the EIB?", []),
        ("08:16:12", A, "can't, +17 is the bid", []),
    ]


def _c2():
    fm = pc("3135G", "chat2-fnma")
    ia = pi("US", "45", "chat2-iadb")
    fl = pc("3134H", "chat2-fhlmc")
    b, dm = "birdlip", "dymock"
    B = "Sara Lund, BIRDLIP SECURITIES"
    D = "Will Okoro, DYMOCK & CO"
    me = "Ann Rees, SEDGEBROOK INVESTME"
    return [
        ("09:20:15", B, f"FNMA 4 3/8 11/15/30 ({fm}) 100.125 / 100.219, 4.322 / 4.283, 10x10; 2y bench 3.86, prev 100.094, dur 2.51",
         q(fm, "agency", b, size="10x10", price=("100.125", "100.219"), yield_=("4.322", "4.283"))),
        ("09:21:01", B, "kirkby telecom 5y 71 / 76, 10x10, rec 40 (mid 73, 52w hi 118)",
         q("KIRKBY TELECOM 5Y", "cds", b, size="10x10", spread=("71", "76"))),
        ("09:24:44", me, "what about the IADB 4s of 31?", []),
        ("09:25:10", B, f"IADB 4 04/15/31 ({ia}) +22 / +19, 4.13 / 4.10, 5x5. new issue came at +26 last week, bench 3.91, dur 2.90",
         q(ia, "agency", b, size="5x5", spread=("22", "19"), yield_=("4.13", "4.10"))),
        ("09:30:37", D, f"morning Ann - offer 5mm FHLMC 4.5 08/28/34 ({fl}) 99.875 / 4.521, NC 08/28/29 @ 100, ytc 4.53",
         q(fl, "agency", dm, size=(None, 5_000_000), price=(None, "99.875"), yield_=(None, "4.521"))),
        ("09:31:15", D, "overton leisure 5y 372 / 384 (upfront -5.54 / -5.03), 5x5, 500 cpn, rec 25, mid was 371",
         q("OVERTON LEISURE 5Y", "cds", dm, size="5x5", review=("spread", "upfront"), spread=("372", "384"), upfront=("-5.54", "-5.03"))),
        ("09:33:02", D, "may be stale on overton, will refresh", []),
    ]


CH1 = dict(slug="farleigh-bbg-chat-agencies", sender="Tom Beck <tbeck@farleigh-am.com>", tz="-0500", day=8, hms="08:30:02",
           day_s="08-Feb-2028", subject="FW: chat - agency / SSA / CDS levels this morning",
           intro="Pasting this morning's chats for the file.", buyer_sig="Tom Beck\nFarleigh Asset Management")
CH2 = dict(slug="sedgebrook-bbg-chat-levels", sender="Ann Rees <arees@sedgebrook-im.com>", tz="-0500", day=15, hms="09:40:27",
           day_s="15-Feb-2028", subject="chat levels - agencies / SSA / CDS", intro="Chat history below.",
           buyer_sig="Ann Rees\nSedgebrook Investment Management")


def chat1():
    v = dict(CH1, lines=_c1())
    return chat(v)


def chat2():
    v = dict(CH2, lines=_c2())
    return chat(v)


LAYOUTS = [chat1, chat2]
