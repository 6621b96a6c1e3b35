"""Chat transcripts: a Bloomberg IB history pasted by the client and a Symphony export, both with MBS and agency
dealers. Pairs: (dev, hold-out).
"""

from __future__ import annotations

from common import date, mk, q


def _bb(ts, name, firm, msg):
    """A Bloomberg history line: the firm cut at 20 characters, as the export prints it."""
    return f"13-Dec-2027 {ts}  {name}, {firm[:20]}: {msg}"


def hallowell_bloomberg_chat():
    gold = []
    R, S, C = ("Tom Rudd", "RODMELL SECURITIES LLC"), ("Alex Kirby", "SHIPBOURNE CAPITAL MARKETS"), ("Priya Shah", "HALLOWELL ASSET MANAGEMENT")
    lines = [
        _bb("08:02:11", *R, "morning. TBA Jan: FNCL 5.5 98-17 / 98-18, FNCL 6 100-22+ / 100-23+, 25x25 both"),
        _bb("08:02:40", *R, "G2SF 5.5 Jan 99-05 / 99-06 10x10, drop 7+"),
        _bb("08:03:05", *C, "where are LLB 85s in 5.5?"),
        _bb("08:03:31", *R, "LLB 85k 5.5s +22 / +26 ticks, so 99-07 / 99-11 on FN FS6620 (cur 11.2mm, fac 0.9312)"),
        _bb("08:04:02", *C, "99-08?"),
        _bb("08:04:30", *R, "99-07 is the bid, can't improve"),
        _bb("08:05:10", *R, "FNR 2027-41 PA (PAC 4.5, 4.8 WAL) +127 / +120 vs curve, 98-04+ / 98-08+ in 3mm"),
        _bb("08:06:12", *S, "agencies: FHLB 5.05 12/20/32 nc 12/28 5.12 / 5.07 ytm, 99.71 / 99.92, 5mm"),
        _bb("08:06:40", *S, "FFCB 4.25 10/28/32 +22 / +19 vs 5y, 99.91 / 100.05 10x10"),
        _bb("08:07:15", *S, "and TVA 4.65 06/15/35 offered at +31 / 100.90 in 2mm - may be stale, checking"),
        _bb("08:07:58", *C, "thx. FFCB 10/32s were +24 yday?"),
        _bb("08:08:20", *S, "+24 / +21 at the close yes, 2 tighter this am"),
    ]
    gold += q("FNCL 5.5 JAN", "structured", "rodmell", size="25x25", price=("98-17", "98-18"))
    gold += q("FNCL 6 JAN", "structured", "rodmell", size="25x25", price=("100-22+", "100-23+"))
    gold += q("G2SF 5.5 JAN", "structured", "rodmell", size="10x10", price=("99-05", "99-06"))
    gold += q("FN FS6620", "structured", "rodmell", size="11.2MM", price=("99-07", "99-11"))
    gold += q("FNR 2027-41 PA", "structured", "rodmell", size="3MM", spread=("+127", "+120"), price=("98-04+", "98-08+"))
    gold += q("FHLB 5.05 2032-12-20", "agency", "shipbourne", size="5MM", yield_=("5.12", "5.07"), price=("99.71", "99.92"))
    gold += q("FFCB 4.25 2032-10-28", "agency", "shipbourne", size="10x10", spread=("+22", "+19"), price=("99.91", "100.05"))
    gold += q("TVA 4.65 2035-06-15", "agency", "shipbourne", size="2MM", review=("spread", "price"), spread=(None, "+31"), price=(None, "100.90"))
    body = (
        "Team - pasting this morning's IB chat for the record (Rodmell on TBAs / pools / CMO, Shipbourne on agencies).\n\n"
        + "\n".join(lines) + "\n\n"
        "Priya\n--\nPriya Shah | Portfolio Manager, Securitised | Hallowell Asset Management | +1 617 555 0142\n"
    )
    return mk("hallowell-ib-chat-mbs-agency", "chat", gold, sender="Priya Shah <pshah@hallowell-am.com>", to="mbs-team@hallowell-am.com",
              subject="FW: IB chat 13-Dec - TBA / pools / agencies", date=date("08:21:40", "-0500", 13), text=body,
              note="chat:bloomberg emph:near-numbers emph:habits emph:missing-side", meta={})


def _sym(ts, name, firm, msg):
    return f"[2027-12-15 {ts} GMT-5] {name} ({firm}): {msg}"


def harnser_symphony_chat():
    gold = []
    T, W, C = ("Megan Hale", "Tisbury Securities"), ("Olu Adeyemi", "Wookey & Co"), ("Dan Pryor", "Harnser Asset Mgmt")
    lines = [
        _sym("07:51:03", *T, "TBA Jan - FNCL 5 96-29 / 96-30+, FNCL 5.5 98-16 / 98-17 25x25 each; FNCI 5 99-24 / 99-25 10x10"),
        _sym("07:51:40", *C, "feb 5.5s?"),
        _sym("07:52:02", *T, "Feb FNCL 5.5 98-07+ / 98-08+ 25x25, drop 8+"),
        _sym("07:53:18", *T, "pools: FR SD7761 6s NY, +14 / +18 ticks = 101-03 / 101-07, whole pool 8.4mm cur"),
        _sym("07:54:44", *T, "pls ignore the SD7761 line, wrong pool - it's SD7716: +14 / +18 = 101-03 / 101-07, 8.4mm cur"),
        _sym("07:56:10", *W, "callables: FHLB 5.2 12/21/35 nc 12/21/28 5.27 / 5.22, 99.55 / 99.86 5x5"),
        _sym("07:56:52", *W, "FAMCA 5.1 12/13/32 offered 5.14 / 99.83 in 2mm"),
        _sym("07:57:30", *W, "FHLMC 4.375 01/10/33 bullet +21 / +18, 100.49 / 100.62, 5x5 - was +23 / +20 Friday"),
        _sym("07:58:05", *C, "FAMCA at 5.16?"),
        _sym("07:58:41", *W, "5.14 is the offer, sorry"),
        _sym("08:01:12", *W, "correction FHLB 5.2 12/21/35: 5.28 / 5.23, 99.48 / 99.79, not 5.27 / 5.22, sorry"),
    ]
    gold += q("FNCL 5 JAN", "structured", "tisbury", size="25x25", price=("96-29", "96-30+"))
    gold += q("FNCL 5.5 JAN", "structured", "tisbury", size="25x25", price=("98-16", "98-17"))
    gold += q("FNCI 5 JAN", "structured", "tisbury", size="10x10", price=("99-24", "99-25"))
    gold += q("FNCL 5.5 FEB", "structured", "tisbury", size="25x25", price=("98-07+", "98-08+"))
    gold += q("FR SD7716", "structured", "tisbury", size="8.4MM", price=("101-03", "101-07"))
    gold += q("FHLB 5.2 2035-12-21", "agency", "wookey", size="5x5", yield_=("5.28", "5.23"), price=("99.48", "99.79"))
    gold += q("FAMCA 5.1 2032-12-13", "agency", "wookey", size="2MM", yield_=(None, "5.14"), price=(None, "99.83"))
    gold += q("FHLMC 4.375 2033-01-10", "agency", "wookey", size="5x5", spread=("+21", "+18"), price=("100.49", "100.62"))
    body = (
        "Symphony room export 'MBS & Agencies - Harnser' (15 Dec 2027, times New York):\n\n"
        + "\n".join(lines) + "\n\n"
        "-- exported by Dan Pryor, Harnser Asset Mgmt, 08:14\n"
    )
    return mk("harnser-symphony-mbs-agency", "chat", gold, sender="Dan Pryor <dpryor@harnser-am.com>", to="fi-desk@harnser-am.com",
              subject="Symphony export - MBS & agencies 15-Dec", date=date("08:14:55", "-0500", 15), text=body,
              note="chat:symphony emph:near-numbers emph:habits emph:missing-side", meta={})


LAYOUTS = [hallowell_bloomberg_chat, harnser_symphony_chat]
