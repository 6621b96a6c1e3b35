"""Chat transcripts: Bloomberg IB exports, a Symphony export, chats pasted into a mail by the buy side.

Each line of a transcript is ("speaker prefix", "message", [gold]); the dealer of a quote is the firm shown with
its speaker, never the buy-side person who mailed the transcript.
"""

from __future__ import annotations

from common import mk, q, tzdate

TO = "desk@clients.example-am.com"


def _bbg(day, rows):
    """Bloomberg IB history lines: `10-Feb-2028 08:02:11  Name, FIRM (cut at 20):  text`."""
    out, gold = [], []
    for hms, who, msg, g in rows:
        out.append(f"{day} {hms}  {who}: {msg}")
        gold += g
    return out, gold


# ---------------------------------------------------------------- 1. CDS on Bloomberg: back-references, a correction, a doubt


def cds_chat(v):
    if v == 0:
        d = "mossgiel"
        dl, bs = "Ines Varga, MOSSGIEL SECURITIES", "Tom Ardley, CRANMORE ASSET MANA"
        rows = [
            ("08:02:11", dl, "morning. ITRX MAIN 48 5Y 57.75 / 58.25, 25x25", q("ITRX MAIN 48 5Y", "cds", d, size="25x25", spread=("57.75", "58.25"))),
            ("08:02:33", bs, "thx. 10y?", []),
            ("08:02:58", dl, "same size in the 10y 84 / 85.5", q("ITRX MAIN 48 10Y", "cds", d, size="25x25", spread=("84", "85.5"))),
            ("08:03:20", bs, "and 7s?", []),
            ("08:03:41", dl, "7y 71 / 72.5 same size, was 73 mid at the open", q("ITRX MAIN 48 7Y", "cds", d, size="25x25", spread=("71", "72.5"))),
            ("08:05:02", bs, "we'd pay 56.5 on main 5y for 50 if you're a seller", []),
            ("08:05:30", dl, "can't do 56.5, sorry. KORVAN STEEL 5Y 212 / 222 10x10, rec 40, 500 cpn", []),
            ("08:06:12", dl, "KORVAN STEEL 5Y 214 / 224, not 212 / 222, sorry", q("KORVAN STEEL 5Y", "cds", d, size="10x10", spread=("214", "224"))),
            ("08:07:45", dl, "BRIGHTLING POWER 5Y 95 / 101 10x10 - may be stale, let me double check",
             q("BRIGHTLING POWER 5Y", "cds", d, size="10x10", spread=("95", "101"), review=("spread",))),
            ("08:08:10", bs, "ok thx, will come back", []),
        ]
        lines, gold = _bbg("10-Feb-2028", rows)
        who = "Tom Ardley <tardley@cranmore-am.com>"
        body = "\n".join(["Bloomberg IB history export - room MOSSGIEL/CRANMORE CDS", ""] + lines)
        date = tzdate(10, "08:15:02", "+0000")
        slug, subj = "cds-bbg-backref", "IB history: MOSSGIEL/CRANMORE CDS"
    else:
        d = "netherby"
        dl, bs = "Cal Rourke, NETHERBY CAPITAL MARKE", "Jo Amery, PEVENSEY PARTNERS"
        rows = [
            ("13:40:02", bs, "can I get CDX HY 49 and a couple of names", []),
            ("13:40:31", dl, "CDX HY 49 5Y 106.05 / 106.20 px, 25x25, +1/4 on the day",
             q("CDX HY 49 5Y", "cds", d, size="25x25", price=("106.05", "106.20"))),
            ("13:41:05", dl, "LOCKSLEY CASINOS 5Y 388 / 402 5x5, opened 395 mid", q("LOCKSLEY CASINOS 5Y", "cds", d, size="5x5", spread=("388", "402"))),
            ("13:41:22", dl, "and 3Y 265 / 280", q("LOCKSLEY CASINOS 3Y", "cds", d, size="5x5", spread=("265", "280"))),
            ("13:42:10", dl, "TOWNEND RETAIL 5Y 612 / 640", []),
            ("13:42:29", dl, "pls ignore that, wrong line", []),
            ("13:43:01", dl, "HAWORTH CHEMICALS 5Y 244 / 256 5x5, 500 cpn, rec 40", q("HAWORTH CHEMICALS 5Y", "cds", d, size="5x5", spread=("244", "256"))),
            ("13:43:20", dl, "BECKSIDE PAPER 5Y 318 / 334 5x5 - indicative, checking",
             q("BECKSIDE PAPER 5Y", "cds", d, size="5x5", spread=("318", "334"), review=("spread",))),
            ("13:43:40", bs, "we're 250 mid on HAWORTH, can you tighten 1?", []),
            ("13:44:02", dl, "best is 244 / 256 for now", []),
        ]
        lines, gold = _bbg("14-Feb-2028", rows)
        who = "Jo Amery <jamery@pevensey-partners.com>"
        body = "\n".join(["Chat transcript (Bloomberg) - NETHERBY / PEVENSEY", ""] + lines)
        date = tzdate(14, "13:50:40", "-0500")
        slug, subj = "cdx-bbg-chat", "IB chat NETHERBY - CDX HY / names"
    return mk(slug, "chat", gold, sender=who, to=TO, subject=subj, date=date, text=body,
              note="chat:bloomberg emph:chat-backref emph:correction emph:buyside emph:review-words")


# ---------------------------------------------------------------- 2. IG / HY on Symphony: the client's numbers, a correction


def sym_chat(v):
    if v == 0:
        d = "foxburrow"
        dl, bs = "Dana Whitlow (FOXBURROW SECURITIES)", "Max Pryor (LYMINGTON INVESTORS)"
        rows = [
            ("2028-02-09 10:14:03", bs, "what are you on OSPREY UTIL 5.2 2035 and the TEMPLAR 7s of 31?", []),
            ("2028-02-09 10:14:40", dl, "OSPREY UTIL 5.2 2035 +104 / +99, 5x5, vs T 4 1/4 at 4.21%",
             q("OSPREY UTIL 5.2 2035", "ig", d, size="5x5", spread=("+104", "+99"))),
            ("2028-02-09 10:15:02", dl, "TEMPLAR GAMING 7 2031 98.75 / 99.25 2x2, traded 99 in 3mm at 9:40",
             q("TEMPLAR GAMING 7 2031", "hy", d, size="2x2", price=("98.75", "99.25"))),
            ("2028-02-09 10:15:30", bs, "we'd be 98.875 bid for 2 on TEMPLAR, our mark 98.60", []),
            ("2028-02-09 10:16:01", dl, "can't do 98.875. fwiw OSPREY UTIL 5.2 2035 is +103 / +98, not +104 / +99, sorry",
             []),
            ("2028-02-09 10:16:45", dl, "also axed to sell RUTLAND HOMES 6.5 2030 at 101 1/4, 3mm, call 02/15/28 @ 103.25",
             q("RUTLAND HOMES 6.5 2030", "hy", d, size="3MM", price=(None, "101.25"))),
        ]
        gold = []
        out = []
        for ts, who_, msg, g in rows:
            out.append(f"[{ts}] {who_}: {msg}")
            gold += g
        gold = [x for x in gold if x["instrument_key"] != "OSPREY UTIL 5.2 2035"]
        gold = q("OSPREY UTIL 5.2 2035", "ig", d, size="5x5", spread=("+103", "+98")) + gold
        who = "Max Pryor <mpryor@lymington-inv.com>"
        body = "\n".join(["Symphony chat export", "Room: FOXBURROW <> LYMINGTON credit", "Exported 2028-02-09 10:30 ET", ""] + out)
        date = tzdate(9, "10:31:00", "-0500")
        slug, subj = "symphony-ig-hy", "Symphony: FOXBURROW credit"
    else:
        d = "elmstead"
        dl, bs = "Priya Sole (ELMSTEAD & CO)", "Gus Hale (REDCLIFFE AM)"
        rows = [
            ("2028-02-15 15:02:10", dl, "IG axes: TARRANT RAIL 4.75 2033 bid only +92, 5MM, was +95 this morning",
             q("TARRANT RAIL 4.75 2033", "ig", d, size="5MM", spread=("+92", None))),
            ("2028-02-15 15:02:44", dl, "MARSDEN FOODS 5.35 2036 G+118 / 113 5x5",
             q("MARSDEN FOODS 5.35 2036", "ig", d, size="5x5", spread=("118", "113"))),
            ("2028-02-15 15:03:20", bs, "MARSDEN - I'm +121 bid, any chance?", []),
            ("2028-02-15 15:03:51", dl, "no, +118 is our bid. HY: CALTHORPE ENERGY 8.875 2031 px 101.25 / yld 8.45% offer, 2mm",
             q("CALTHORPE ENERGY 8.875 2031", "hy", d, size="2MM", price=(None, "101.25"), yield_=(None, "8.45"))),
            ("2028-02-15 15:04:30", dl, "TIDESWELL PAPER 6 2029 96 1/4 - 97 2x2", []),
            ("2028-02-15 15:05:10", dl, "TIDESWELL PAPER 6 2029 96 1/2 - 97 1/4, not 96 1/4 - 97, sorry. hi 97 1/2 lo 96 on the day",
             q("TIDESWELL PAPER 6 2029", "hy", d, size="2x2", price=("96.5", "97.25"))),
        ]
        gold, out = [], []
        for ts, who_, msg, g in rows:
            out.append(f"[{ts}] {who_}: {msg}")
            gold += g
        who = "Gus Hale <ghale@redcliffe-am.com>"
        body = "\n".join(["Symphony chat export", "Room: ELMSTEAD / REDCLIFFE", ""] + out)
        date = tzdate(15, "15:10:00", "-0500")
        slug, subj = "symphony-axes", "Symphony: ELMSTEAD axes"
    return mk(slug, "chat", gold, sender=who, to=TO, subject=subj, date=date, text=body,
              note="chat:symphony emph:correction emph:buyside emph:look-alike emph:levels-ways")


# ---------------------------------------------------------------- 3. EM chats pasted into a mail by the buy side


def pasted_chat(v):
    if v == 0:
        d = "zennor"
        dl, bs = "Abe Kline (ZENNOR)", "me"
        rows = [
            ("09:12", dl, "PETROVALE 6.7 02/16/32 91.25 / 91.75, traded 91.40 in 5mm earlier, 2x2",
             q("PETROVALE 6.7 2032-02-16", "ig", d, size="2x2", price=("91.25", "91.75"), asset_class="corporate")),
            ("09:12", bs, "I'd be 91.50 buyer in 2", []),
            ("09:13", dl, "can't, 91.25 is where we are. COLOM 8 11/14/35 101.10 / 101.60 (7.81 / 7.73%), 2x2",
             q("COLOM 8 2035-11-14", "em_sovereign", d, size="2x2", price=("101.10", "101.60"), yield_=("7.81", "7.73"))),
            ("09:14", dl, "ECUADOR 6 2030 last print 78 on Mon; we're 77.50 / 78.75 now",
             q("ECUADOR 6 2030", "em_sovereign", d, price=("77.50", "78.75"))),
            ("09:15", bs, "thx, and the 35s?", []),
            ("09:15", dl, "no market in the 35s today", []),
        ]
        who = "Fen Ostby <fostby@corvedale-capital.com>"
        intro = ["Pasting my chat with Zennor from this morning - EM levels. My own numbers marked 'me' are ours, not theirs.", ""]
        date = tzdate(11, "09:40:12", "-0500")
        slug, subj = "em-chat-pasted", "Zennor EM chat (pasted)"
    else:
        d = "holmwick"
        dl, bs = "Lina Mbeki (HOLMWICK)", "Rory (us)"
        rows = [
            ("14:02", dl, "SOAF 6.25 03/08/41 88.75 / 89.50, up 1/2 on the day, z-spread 412, 1x1",
             q("SOAF 6.25 2041-03-08", "em_sovereign", d, size="1x1", price=("88.75", "89.50"))),
            ("14:03", dl, "and OMAN 6.5 2047 at 99 1/2 - 100 1/4 same size",
             q("OMAN 6.5 2047", "em_sovereign", d, size="1x1", price=("99.5", "100.25"))),
            ("14:03", bs, "we show 99.75 mid on OMAN, can you do 99.90 offer?", []),
            ("14:04", dl, "no, happy where we are on OMAN", []),
            ("14:05", dl, "MINERVA AGRO 9.5 2029 (EM corp) bid 97 for 2, IPT was 9.75% in 2024", q("MINERVA AGRO 9.5 2029", "hy", d, size="2MM",
                                                                                                      price=("97", None))),
        ]
        who = "Rory Tait <rtait@bellhanger-am.com>"
        intro = ["FYI chat with Holmwick below (copied from IB). I asked for 99.90 on OMAN, they passed.", ""]
        date = tzdate(16, "14:20:00", "+0000")
        slug, subj = "em-ib-copy", "Holmwick EM chat copy"
    gold, out = [], []
    for ts, who_, msg, g in rows:
        out.append(f"{ts} {who_}: {msg}")
        gold += g
    body = "\n".join(intro + out + ["", "Thx"])
    return mk(slug, "chat", gold, sender=who, to=TO, subject=subj, date=date, text=body,
              note="chat:pasted emph:buyside emph:look-alike")


# ---------------------------------------------------------------- 4. loans and governments on Bloomberg: stale and indicative words


def loan_chat(v):
    if v == 0:
        d = "ivelstone"
        dl, bs = "Mo Farrah-Lane, IVELSTONE SECURITIE", "Ada Crewe, DOVERCOURT CAPITAL"
        rows = [
            ("07:31:10", bs, "morning - levels on WELBECK and GRASSMOOR TLs pls", []),
            ("07:31:52", dl, "WELBECK SOFTWARE TLB S+350 04/31 98.75 / 99.25, was 98.50 / 99.00 Fri, 1x1",
             q("WELBECK SOFTWARE TLB S+350 04/31", "loan", d, size="1x1", price=("98.75", "99.25"))),
            ("07:32:20", dl, "GRASSMOOR HEALTH TLB S+425 09/30 94 / 95 indicative, flr 0.75, last trade 93.50 on 01/28, nothing since",
             q("GRASSMOOR HEALTH TLB S+425 09/30", "loan", d, price=("94", "95"), review=("price",))),
            ("07:33:05", bs, "and T 4 1/4 02/15/38?", []),
            ("07:33:40", dl, "T 4 1/4 02/15/38 99-16 / 99-17 25x25, hi 99-22 lo 99-08 overnight, chg +2, 10y 4.22%",
             q("T 4.25 2038-02-15", "government", d, size="25x25", price=("99-16", "99-17"))),
        ]
        lines, gold = _bbg("08-Feb-2028", rows)
        who = "Ada Crewe <acrewe@dovercourt-cap.com>"
        body = "\n".join(["IB chat history - IVELSTONE / DOVERCOURT", ""] + lines)
        date = tzdate(8, "07:45:00", "-0500")
        slug, subj = "loan-ust-bbg", "IB: IVELSTONE loans + UST"
    else:
        d = "lathering"
        dl, bs = "Wes Oyelaran, LATHERING BROTHERS", "Kim Pask, PILSDON FUNDS"
        rows = [
            ("10:02:15", dl, "CRESSWELL FOODS TLB S+300 11/29 99.875 / 100.25, 2x2, flr 0.50, OID 99.5",
             q("CRESSWELL FOODS TLB S+300 11/29", "loan", d, size="2x2", price=("99.875", "100.25"))),
            ("10:02:48", dl, "PORTHLEVEN MARINE 2L S+675 03/32 86 / 88 - subject, was 87.5 / 89.5 Tue, checking with the desk",
             q("PORTHLEVEN MARINE 2L S+675 03/32", "loan", d, price=("86", "88"), review=("price",))),
            ("10:03:30", bs, "what about 5s?", []),
            ("10:03:58", dl, "T 4 01/31/33 99-24+ / 99-25+ 50x50, chg +3",
             q("T 4 2033-01-31", "government", d, size="50x50", price=("99-24+", "99-25+"))),
        ]
        lines, gold = _bbg("17-Feb-2028", rows)
        who = "Kim Pask <kpask@pilsdon-funds.com>"
        body = "\n".join(["Bloomberg IB export", ""] + lines)
        date = tzdate(17, "10:20:00", "-0600")
        slug, subj = "loan-ust-ib-export", "LATHERING chat export"
    return mk(slug, "chat", gold, sender=who, to=TO, subject=subj, date=date, text=body,
              note="chat:bloomberg emph:review-words emph:look-alike emph:buyside")


def _pair(fn):
    return [lambda: fn(0), lambda: fn(1)]


LAYOUTS = [f for fn in (cds_chat, sym_chat, pasted_chat, loan_chat) for f in _pair(fn)]
