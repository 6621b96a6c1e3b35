"""Chat transcripts in mail bodies (8 layouts, 4 pairs): Instant Bloomberg, Symphony, pasted in a reply, a desk chat log."""

from __future__ import annotations

from common import date as D
from common import lv, mk, muni_px, q, uc, ylds


def Y(c, px, m, nd=2):
    return ylds(c, px, m, nd)


# ------------------------------------------------------------------ Instant Bloomberg: HY and IG


def yelden_barcombe_ib():
    c1, c2 = Y(6.5, 94.75, "2032-06"), Y(6.5, 95.50, "2032-06")
    f1 = Y(8, 100.75, "2029-06")
    lines = [
        ("08:01:15", "Helen Ashdown, CORRIEMOOR ASSET MA", "morning - anything in HY media / cable today?"),
        ("08:01:52", "Mark Kemble, YELDEN CAPITAL MARKE", "ASKERN MEDIA 7.25 30s 96 1/4 - 97 2x2, and we're 88.5 bid for 3 of the BIRKDALE CABLE 9 31s"),
        ("08:02:30", "Helen Ashdown, CORRIEMOOR ASSET MA", "where are CARRBRIDGE 6.5 32s? 95?"),
        ("08:03:04", "Mark Kemble, YELDEN CAPITAL MARKE", f"95? no - we're 94.75 / 95.50 on CARRBRIDGE 6.5 32s, 1x1, ytw {c1} / {c2}"),
        ("08:03:40", "Helen Ashdown, CORRIEMOOR ASSET MA", "and IG - DALESWORTH 5.1 34s?"),
        ("08:04:12", "Mark Kemble, YELDEN CAPITAL MARKE", "DALESWORTH 5.1 34s +138 / +131, px 98.40 / 98.90 5x5; same size in the 37s at +152 / +146"),
        ("08:05:00", "SYSTEM", "Lucy Thorne, BARCOMBE SECURITIES LL has joined the room"),
        ("08:05:31", "Lucy Thorne, BARCOMBE SECURITIES LL", "can offer 2mm EASINGTON RAIL 5.6 2035 at T+162 / 99.10 and pay +171 for 1mm of the same"),
        ("08:06:02", "Helen Ashdown, CORRIEMOOR ASSET MA", "thx Lucy. FELIXKIRK 8s 29 - bid?"),
        ("08:06:40", "Lucy Thorne, BARCOMBE SECURITIES LL", f"FELIXKIRK FOODS 8 29s 100.75 / 101.50 2x2, ytw {f1} bid - may be stale, checking"),
        ("08:07:10", "Mark Kemble, YELDEN CAPITAL MARKE", "correction: ASKERN MEDIA 7.25 30s 95 3/4 - 96 1/2, not 96 1/4 - 97, sorry"),
        ("08:07:45", "Helen Ashdown, CORRIEMOOR ASSET MA", "ok. GRIMSTON 6s 28 was 99 - 99.5 yesterday?"),
        ("08:08:12", "Mark Kemble, YELDEN CAPITAL MARKE", "not axed there today - will come back to you"),
        ("08:09:00", "SYSTEM", "Lucy Thorne, BARCOMBE SECURITIES LL has left the room"),
    ]
    chat = "\n".join(f"08-Dec-2027 {t}  {who}: {msg}" if who != "SYSTEM" else f"08-Dec-2027 {t}  *** {msg}"
                     for t, who, msg in lines)
    text = f"""Filing this morning's IB chat for the trade file - Yelden and Barcombe levels below.

Helen

---------- Instant Bloomberg - Persistent Chat Room "CORRIEMOOR HY/IG" - history export ----------
{chat}
---------- end of export ----------

Helen Ashdown | Portfolio Manager, Credit | Corriemoor Asset Management
"""
    y, b = "yelden", "barcombe"
    gold = (
        q("ASKERN MEDIA 7.25 2030", "hy", y, size="2x2", price=("95 3/4", "96 1/2"))
        + q("BIRKDALE CABLE 9 2031", "hy", y, size=(3e6, None), price=("88.5", None))
        + q("CARRBRIDGE 6.5 2032", "hy", y, size="1x1", price=("94.75", "95.50"), yield_=(c1, c2))
        + q("DALESWORTH 5.1 2034", "ig", y, size="5x5", spread=("+138", "+131"), price=("98.40", "98.90"))
        + q("EASINGTON RAIL 5.6 2035", "ig", b, size=(1e6, 2e6), spread=("+171", "162"), price=(None, "99.10"))
        + q("FELIXKIRK FOODS 8 2029", "hy", b, size="2x2", price=("100.75", "101.50"), yield_=(f1, None), review=("price", "yield"))
    )
    return mk("yelden-barcombe-ib", "chat", gold, sender="Helen Ashdown <hashdown@corriemoor-am.com>",
              to="Credit trade file <tradefile@corriemoor-am.com>",
              subject="IB chat 08-Dec - HY / IG levels (Yelden, Barcombe)", date=D("09:14:22", "-0500", 8), text=text,
              note="chat:bloomberg emph:two-on-a-line emph:two-measures-one-side emph:labelled emph:spaced-dash")


def chilcote_denstone_ib():
    h1 = Y(7.875, 97.25, "2031-06")
    k1, k2 = Y(8.5, 92.50, "2030-06"), Y(8.5, 93.50, "2030-06")
    lines = [
        ("07:46:03", "Omar Reid, LISVANE INVESTMENT MA", "morning both - looking at auto / chem HY and a couple of IG utilities"),
        ("07:46:40", "Nina Barlow, CHILCOTE SECURITIES I",
         f"HEXWORTHY AUTO 7.875 31s 97.25 bid (ytw {h1}) for 2, offer 98, and JURASSIC CHEM 8.5 30s 92 1/2 - 93 1/2 1x1"),
        ("07:47:15", "Omar Reid, LISVANE INVESTMENT MA", "JURASSIC yld?"),
        ("07:47:33", "Nina Barlow, CHILCOTE SECURITIES I", f"{k1} / {k2} on the 92 1/2 - 93 1/2"),
        ("07:48:10", "Omar Reid, LISVANE INVESTMENT MA", "KEYHAVEN 5s 33 - 101 work?"),
        ("07:48:41", "Nina Barlow, CHILCOTE SECURITIES I", "101? we're 100.60 / 101.10 on KEYHAVEN UTIL 5 33s, T+118 / +111, 3x3"),
        ("07:49:30", "SYSTEM", "Paul Ogden, DENSTONE CAPITAL LLC has joined the room"),
        ("07:50:02", "Paul Ogden, DENSTONE CAPITAL LLC", "LYMINGTON WATER 4.9 36s offered at +129 (px 100.45), 5mm; bid +136 for 2"),
        ("07:50:40", "Paul Ogden, DENSTONE CAPITAL LLC", "MILFORD PIPE 5.45 2038 +160 / +153 2x2 - indicative only, not firm yet"),
        ("07:51:15", "Omar Reid, LISVANE INVESTMENT MA", "and NEWTOWN? the 6s were 12 - 14 last week"),
        ("07:51:50", "Paul Ogden, DENSTONE CAPITAL LLC", "NEWTOWN HOLDINGS 6 2029 11.5 / 13 now in 1mm, down 1 - 2 pts on the week - defaulted, right level"),
        ("07:52:30", "Nina Barlow, CHILCOTE SECURITIES I", "pls ignore my JURASSIC yld line, wrong bond"),
    ]
    chat = "\n".join(f"{t} {who}: {msg}" if who != "SYSTEM" else f"{t} {msg}" for t, who, msg in lines)
    text = f"""FYI - IB chat this morning, for the levels file. Chilcote and Denstone.

From Instant Bloomberg, room "LISVANE CREDIT", Tue 7 Dec 2027 (times ET)
{chat}

Omar Reid
Lisvane Investment Management | Credit
"""
    c, dn = "chilcote", "denstone"
    gold = (
        q("HEXWORTHY AUTO 7.875 2031", "hy", c, size=(2e6, None), price=("97.25", "98"), yield_=(h1, None))
        + q("JURASSIC CHEM 8.5 2030", "hy", c, size="1x1", price=("92 1/2", "93 1/2"))
        + q("KEYHAVEN UTIL 5 2033", "ig", c, size="3x3", price=("100.60", "101.10"), spread=("118", "+111"))
        + q("LYMINGTON WATER 4.9 2036", "ig", dn, size=(2e6, 5e6), spread=("+136", "+129"), price=(None, "100.45"))
        + q("MILFORD PIPE 5.45 2038", "ig", dn, size="2x2", spread=("+160", "+153"), review=("spread",))
        + q("NEWTOWN HOLDINGS 6 2029", "hy", dn, size="1mm", price=("11.5", "13"))
    )
    return mk("chilcote-denstone-ib", "chat", gold, sender="Omar Reid <oreid@lisvane-im.com>",
              to="Levels file <levels@lisvane-im.com>",
              subject="IB chat 7-Dec: Chilcote / Denstone HY & IG", date=D("08:05:47", "-0500", 7), text=text,
              note="chat:bloomberg emph:two-on-a-line emph:two-measures-one-side emph:labelled emph:odd-right emph:spaced-dash")


# ------------------------------------------------------------------ Symphony: CDS


def elkstone_fernhurst_symphony():
    lines = [
        ("07:31:04", "Rosa Linden (Elkstone Bank)", "morning - sizes 10x10 single names, 25x25 index unless I say"),
        ("07:31:40", "Rosa Linden (Elkstone Bank)", "ITRX MAIN S48 5Y 55.25 / 56.25, 10y same size 87.75 / 89.25"),
        ("07:32:15", "Rosa Linden (Elkstone Bank)", "ITRX XOVER S48 5Y 287 / 291 (+3 on the day)"),
        ("07:32:50", "Jack Moss (Harbourline AM)", "ROSEDALE CHEM 5y?"),
        ("07:33:20", "Rosa Linden (Elkstone Bank)", "ROSEDALE CHEM 5Y 96 / 101, 7y 118 / 124 - 5 - 8 wider since the guide"),
        ("07:34:02", "Rosa Linden (Elkstone Bank)", "SLEIGHTS RETAIL 5Y 1,240 / 1,300 conventional - yes, that wide, rec 20"),
        ("07:35:10", "Ben Archer (Fernhurst Securities)", "TOCKWITH MEDIA 5Y upf 22.50 / 24.50 pts on 500 running, 5x5"),
        ("07:35:45", "Ben Archer (Fernhurst Securities)", "UGTHORPE AIR 5Y 210 / 218 (mid 214) and 3Y 165 / 172, 5x5 both"),
        ("07:36:20", "Jack Moss (Harbourline AM)", "VERBEIA was 78/83 yday?"),
        ("07:36:55", "Ben Archer (Fernhurst Securities)", "VERBEIA POWER 5Y 80 / 85 now 10x10, 2 - 3 wider"),
        ("07:37:30", "Rosa Linden (Elkstone Bank)", "ITRX MAIN S48 5Y 55.5 / 56.5, not 55.25 / 56.25 - sorry, screen lag"),
        ("07:38:05", "Ben Archer (Fernhurst Securities)", "WHARFEDALE TELECOM 5Y 64 / 69 10x10 - may be stale, let me double check"),
    ]
    chat = "\n".join(f"[2027-12-09 {t} GMT] {who}: {msg}" for t, who, msg in lines)
    text = f"""Symphony room export below - CDS levels from Elkstone and Fernhurst this morning.

Jack

Room: HARBOURLINE / CDS DEALERS (external) - exported 2027-12-09 07:45 GMT
{chat}

Jack Moss | Credit Derivatives PM | Harbourline Asset Management, London
"""
    e, f = "elkstone", "fernhurst"
    gold = (
        q("ITRX MAIN S48 5Y", "cds", e, size="25x25", spread=("55.5", "56.5"))
        + q("ITRX MAIN S48 10Y", "cds", e, size="25x25", spread=("87.75", "89.25"))
        + q("ITRX XOVER S48 5Y", "cds", e, size="25x25", spread=("287", "291"))
        + q("ROSEDALE CHEM 5Y", "cds", e, size="10x10", spread=("96", "101"))
        + q("ROSEDALE CHEM 7Y", "cds", e, size="10x10", spread=("118", "124"))
        + q("SLEIGHTS RETAIL 5Y", "cds", e, size="10x10", spread=("1,240", "1,300"))
        + q("TOCKWITH MEDIA 5Y", "cds", f, size="5x5", upfront=("22.50", "24.50"))
        + q("UGTHORPE AIR 5Y", "cds", f, size="5x5", spread=("210", "218"))
        + q("UGTHORPE AIR 3Y", "cds", f, size="5x5", spread=("165", "172"))
        + q("VERBEIA POWER 5Y", "cds", f, size="10x10", spread=("80", "85"))
        + q("WHARFEDALE TELECOM 5Y", "cds", f, size="10x10", spread=("64", "69"), review=("spread",))
    )
    return mk("elkstone-fernhurst-symphony", "chat", gold, sender="Jack Moss <jmoss@harbourline-am.co.uk>",
              to="CDS book <cds-book@harbourline-am.co.uk>",
              subject="Symphony CDS chat 9-Dec (Elkstone / Fernhurst)", date=D("07:46:30", "+0000", 9), text=text,
              note="chat:symphony emph:two-on-a-line emph:labelled emph:odd-right emph:spaced-dash")


def gatcombe_hinxworth_symphony():
    lines = [
        ("08:10:12", "Gatcombe Credit - Eli Stroud", "CDX IG 49 5Y 51.25 / 51.75 100x100; 10Y 84 / 85.5 same size"),
        ("08:10:48", "Gatcombe Credit - Eli Stroud", "CDX HY 49 5Y 106.35 / 106.50 px (-1/8) 25x25, and CDX EM 48 5Y 97.05 / 97.35 px 10x10"),
        ("08:11:30", "Priya Nair - Ashlea Capital", "AMBLESIDE HOMES 5y and 10y?"),
        ("08:12:01", "Gatcombe Credit - Eli Stroud", "AMBLESIDE HOMES 5Y 233 / 241 and 10Y 262 / 274, 5x5 both, ref 237 last night"),
        ("08:12:40", "Gatcombe Credit - Eli Stroud", "BOWNESS SHIPPING 5Y 1,180 / 1,260 conventional spread 10x10 - rec 20, cpn 500"),
        ("08:13:25", "Hinxworth Markets - Dom Platt", "CONISTON RETAIL 5Y upf 37.75 / 39.75 pts, 5x5 (500 cpn)"),
        ("08:14:02", "Hinxworth Markets - Dom Platt", "DRIGG ENERGY 3Y 74 / 80 and 5Y 101 / 107, 10x10 both - 10 - 12 wider on the week"),
        ("08:14:40", "Priya Nair - Ashlea Capital", "ESKDALE 5y 45?"),
        ("08:15:05", "Hinxworth Markets - Dom Platt", "ESKDALE UTILITIES 5Y 44 / 47 20x20 (mid 45.5) - no, not 45 bid"),
        ("08:15:50", "Hinxworth Markets - Dom Platt", "FURNESS AUTO 5Y 142 / 150 5x5 - indicative, subject to confirmation"),
        ("08:16:30", "Gatcombe Credit - Eli Stroud", "sorry, CDX HY 49 5Y 106.40 / 106.55, not 106.35 / 106.50"),
    ]
    chat = "\n".join(f"{t}  {who}:  {msg}" for t, who, msg in lines)
    text = f"""Pasting the Symphony chat (Gatcombe, Hinxworth) - Thu 16-Dec, NY times.

{chat}

Priya Nair | Ashlea Capital | Credit
"""
    g, h = "gatcombe", "hinxworth"
    gold = (
        q("CDX IG 49 5Y", "cds", g, size="100x100", spread=("51.25", "51.75"))
        + q("CDX IG 49 10Y", "cds", g, size="100x100", spread=("84", "85.5"))
        + q("CDX HY 49 5Y", "cds", g, size="25x25", price=("106.40", "106.55"))
        + q("CDX EM 48 5Y", "cds", g, size="10x10", price=("97.05", "97.35"))
        + q("AMBLESIDE HOMES 5Y", "cds", g, size="5x5", spread=("233", "241"))
        + q("AMBLESIDE HOMES 10Y", "cds", g, size="5x5", spread=("262", "274"))
        + q("BOWNESS SHIPPING 5Y", "cds", g, size="10x10", spread=("1,180", "1,260"))
        + q("CONISTON RETAIL 5Y", "cds", h, size="5x5", upfront=("37.75", "39.75"))
        + q("DRIGG ENERGY 3Y", "cds", h, size="10x10", spread=("74", "80"))
        + q("DRIGG ENERGY 5Y", "cds", h, size="10x10", spread=("101", "107"))
        + q("ESKDALE UTILITIES 5Y", "cds", h, size="20x20", spread=("44", "47"))
        + q("FURNESS AUTO 5Y", "cds", h, size="5x5", spread=("142", "150"), review=("spread",))
    )
    return mk("gatcombe-hinxworth-symphony", "chat", gold, sender="Priya Nair <pnair@ashlea-cap.com>",
              to="credit-pm@ashlea-cap.com",
              subject="Symphony: CDS levels 16-Dec (Gatcombe / Hinxworth)", date=D("08:22:10", "-0500", 16), text=text,
              note="chat:symphony emph:two-on-a-line emph:labelled emph:odd-right emph:spaced-dash")


# ------------------------------------------------------------------ chat pasted into a reply: loans and CLO


def kimcote_reply_paste():
    lines = [
        ("07:58:02", "morning - loans first"),
        ("07:58:40", "MARSDEN FOODS TLB S+350 06/30 98 - 98 1/2 2x2, was 97.50 - 98 last week"),
        ("07:59:15", "NORBRECK HEALTH TLB S+450 09/29 88 - 89 and OAKENCLOUGH 2L S+775 01/30 48 - 52, 1mm each"),
        ("08:00:05", "PILLING CHEM TLB S+325 11/31 99 1/4 - 99 3/4 (OID 99.5, flr 0.50), 3x3"),
        ("08:01:10", "CLO: BELLINGHAM PARK CLO 2022-1A D DM 450, px 93.25 bid, 2mm; offer 94.50 / DM 418"),
        ("08:01:50", "QUERNHOW CLO 2021-2A E 3mS+690 (WAL 5.6, CE 7.9%) 88 - 89.5 1x1"),
        ("08:02:35", "RAMSGILL CLO 2019-3A C-R +255 / +240 (3.2 WAL), 100.05 / 100.40 in 3x3"),
    ]
    chat = []
    for t, msg in lines:
        chat.append(f"[{t}] Kirsty Lane (Kimcote Securities): {msg}")
    chat.insert(4, "[08:00:30] Miles Dunn (Ravenglass AM): PILLING 99 bid work?")
    chat.append("[08:03:10] Miles Dunn (Ravenglass AM): BELLINGHAM 93.5 work?")
    chat.append("[08:03:40] Kirsty Lane (Kimcote Securities): 93.25 is where we are on that")
    text = f"""Tom - levels came back on chat, pasted at the bottom. Loans and the CLO mezz.

Miles

On Mon, 13 Dec 2027 at 07:41, Tom Hale <thale@ravenglass-am.com> wrote:
> Can you get levels on the loans we hold? Kimcote had MARSDEN at 97.50 - 98 last week.
> Also CLO mezz: BELLINGHAM PARK D was 93 / 94.50 on Friday's run, QUERNHOW E 87 - 88.
>
> Tom

{chr(10).join(chat)}

--
Miles Dunn | Ravenglass Asset Management | Loans & CLO
"""
    k = "kimcote"
    gold = (
        q("MARSDEN FOODS TLB S+350 06/30", "loan", k, size="2x2", price=("98", "98 1/2"))
        + q("NORBRECK HEALTH TLB S+450 09/29", "loan", k, size="1mm", price=("88", "89"))
        + q("OAKENCLOUGH 2L S+775 01/30", "loan", k, size="1mm", price=("48", "52"))
        + q("PILLING CHEM TLB S+325 11/31", "loan", k, size="3x3", price=("99 1/4", "99 3/4"))
        + q("BELLINGHAM PARK CLO 2022-1A D", "structured", k, size=(2e6, None), dm=("450", "418"), price=("93.25", "94.50"))
        + q("QUERNHOW CLO 2021-2A E", "structured", k, size="1x1", price=("88", "89.5"))
        + q("RAMSGILL CLO 2019-3A C-R", "structured", k, size="3x3", dm=("+255", "+240"), price=("100.05", "100.40"))
    )
    return mk("kimcote-reply-paste", "chat", gold, sender="Miles Dunn <mdunn@ravenglass-am.com>",
              to="Tom Hale <thale@ravenglass-am.com>",
              subject="Re: loan / CLO marks - Kimcote chat", date=D("08:10:05", "-0500", 13), text=text,
              note="chat:reply-paste emph:two-on-a-line emph:two-measures-one-side emph:spaced-dash emph:labelled emph:odd-right")


def lamerton_reply_paste():
    lines = [
        ("09:12:01", "Jon Petrie (Lamerton Capital)", "EUR loans + CLO for you"),
        ("09:12:44", "Jon Petrie (Lamerton Capital)", "SANDSEND CHEMIE TLB E+400 03/31 99.10 - 99.60 EUR 2mm and THIRSK LEISURE TLB E+475 08/30 91 - 92 3mm"),
        ("09:13:20", "Jon Petrie (Lamerton Capital)", "ULLESKELF RETAIL 1L E+550 06/29 62 - 64 (prev 63 - 65), 1mm - right level"),
        ("09:13:55", "Lucia Brandt (Wensum Capital Partners)", "ULLESKELF 62 bid?"),
        ("09:14:20", "Jon Petrie (Lamerton Capital)", "62 bid yes, 1mm"),
        ("09:15:05", "Jon Petrie (Lamerton Capital)", "VALLEY CLO 2023-4 B-R E+210 (WAL 4.8) DM 205 / 196, px 100.10 / 100.45 2x2"),
        ("09:15:50", "Jon Petrie (Lamerton Capital)", "WENSLEY PARK CLO 2021-2 E E+650: 3mm offered at DM 815 (px 92.50), bid 91.25 for 1"),
        ("09:16:30", "Jon Petrie (Lamerton Capital)", "the D is 5 - 7 tighter, nothing to show there; XENO CLO 2020-1 C 99 1/2 - 100 (CE 15.2%) 2x2 - indicative"),
    ]
    chat = "\n".join(f"{t} {who}: {msg}" for t, who, msg in lines)
    text = f"""Hi Anna, chat from this morning pasted below your note - Lamerton's EUR loan and CLO levels.

Lucia

On Fri, 10 Dec 2027 at 08:55, Anna Weber <aweber@wensum-cp.com> wrote:
> Lucia, could you get Lamerton's levels on the EUR names? Our Thursday marks were:
> SANDSEND 98.90 - 99.40, THIRSK 90.50 - 91.50, VALLEY B-R DM 210 / 200.
> Thanks, Anna

{chat}

Lucia Brandt | Wensum Capital Partners | Leveraged Credit, Amsterdam
"""
    la = "lamerton"
    gold = (
        q("SANDSEND CHEMIE TLB E+400 03/31", "loan", la, size="2mm", price=("99.10", "99.60"))
        + q("THIRSK LEISURE TLB E+475 08/30", "loan", la, size="3mm", price=("91", "92"))
        + q("ULLESKELF RETAIL 1L E+550 06/29", "loan", la, size="1mm", price=("62", "64"))
        + q("VALLEY CLO 2023-4 B-R", "structured", la, size="2x2", dm=("205", "196"), price=("100.10", "100.45"))
        + q("WENSLEY PARK CLO 2021-2 E", "structured", la, size=(1e6, 3e6), price=("91.25", "92.50"))
        + q("WENSLEY PARK CLO 2021-2 E", "structured", la, size=(None, 3e6), dm=(None, "815"))
        + q("XENO CLO 2020-1 C", "structured", la, size="2x2", price=("99 1/2", "100"), review=("price",))
    )
    return mk("lamerton-reply-paste", "chat", gold, sender="Lucia Brandt <lbrandt@wensum-cp.com>",
              to="Anna Weber <aweber@wensum-cp.com>",
              subject="Re: EUR loan / CLO marks", date=D("09:24:40", "+0100", 10), text=text,
              note="chat:reply-paste emph:two-on-a-line emph:two-measures-one-side emph:spaced-dash emph:labelled emph:odd-right")


# ------------------------------------------------------------------ desk chat log: munis and governments


def mobberley_northill_chatlog():
    c1, c2 = uc("nyc-tfa-5-2044-mob"), uc("la-dwp-5-2048-mob")
    p1b, p1a = muni_px(5, 3.55, "2044-11-01", "2033-11-01"), muni_px(5, 3.49, "2044-11-01", "2033-11-01")
    p3 = muni_px(4, 4.125, "2050-06-01")
    yb, ya = ylds(4.25, lv("100-13"), "2037-11-15", 3), ylds(4.25, lv("100-14"), "2037-11-15", 3)
    gb, ga = ylds(4.25, 101.32, "2032-07-31", 3), ylds(4.25, 101.38, "2032-07-31", 3)
    lines = [
        ("09:02:11", "Jess Hart [MOBBERLEY]",
         f"NYC TFA 5s 11/1/44 ({c1}) c/33 3.55 / 3.49 ytc ({p1b:.3f} / {p1a:.3f}), 1MM; and LA DWP 5s 7/1/48 ({c2}) c/33 3.71 bid for 500M"),
        ("09:02:50", "Sam Cole [client]", "the DWP at 3.65?"),
        ("09:03:20", "Jess Hart [MOBBERLEY]", "3.65? no - 3.71 is the bid, MMD +48 on that, was +50"),
        ("09:04:05", "Jess Hart [MOBBERLEY]", f"SC PUB SVC 4s 6/1/50 bid 4.125% ({p3:.3f}) for 250M - yes 4.125, to maturity"),
        ("09:05:30", "Ray Okoro [NORTHILL]", f"UST 10s T 4 1/4 11/15/37 100-13 / 100-14 ({yb} / {ya}) 25x25 - hi 100-18, lo 100-06"),
        ("09:06:10", "Ray Okoro [NORTHILL]", "T 4 1/8 11/30/34 100-00+ / 100-01+ 10x10 and T 3 7/8 11/30/29 99-31 / 99-31+ 50x50"),
        ("09:06:55", "Ray Okoro [NORTHILL]", f"UKT 4 1/4 07/32 101.32 / 101.38 ({gb} / {ga}) in 10mm, DBR 2.6 08/34 98.41 / 98.47 same size"),
        ("09:07:30", "Sam Cole [client]", "thx both"),
    ]
    chat = "\n".join(f"{t}  {who}  {msg}" for t, who, msg in lines)
    text = f"""Desk chat log, Fri 10-Dec (ET) - munis from Mobberley, govvies from Northill.

{chat}

-- exported from the desk chat by Sam Cole, Greyfriars Pension Fund
"""
    m, n = "mobberley", "northill"
    gold = (
        q(c1, "muni", m, size="1MM", yield_=("3.55", "3.49"), price=(f"{p1b:.3f}", f"{p1a:.3f}"))
        + q(c2, "muni", m, size=(500e3, None), yield_=("3.71", None))
        + q("SC PUB SVC 4 2050-06-01", "muni", m, size=(250e3, None), yield_=("4.125", None), price=(f"{p3:.3f}", None))
        + q("T 4.25 2037-11-15", "government", n, size="25x25", price=("100-13", "100-14"), yield_=(yb, ya))
        + q("T 4.125 2034-11-30", "government", n, size="10x10", price=("100-00+", "100-01+"))
        + q("T 3.875 2029-11-30", "government", n, size="50x50", price=("99-31", "99-31+"))
        + q("UKT 4.25 2032-07", "government", n, size="10mm", price=("101.32", "101.38"), yield_=(gb, ga))
        + q("DBR 2.6 2034-08", "government", n, size="10mm", price=("98.41", "98.47"))
    )
    return mk("mobberley-northill-chatlog", "chat", gold, sender="Sam Cole <scole@greyfriars-pf.org>",
              to="Fixed income team <fi-team@greyfriars-pf.org>",
              subject="chat log 10-Dec: munis + govvies", date=D("09:20:15", "-0500", 10), text=text,
              note="chat:log emph:two-on-a-line emph:two-measures-one-side emph:labelled emph:odd-right")


def otterden_polstead_chatlog():
    c1 = uc("wa-st-5-2045-ott")
    c2 = uc("ny-dorm-4-2052-ott")
    p1b, p1a = muni_px(5, 3.38, "2045-08-01", "2034-08-01"), muni_px(5, 3.32, "2045-08-01", "2034-08-01")
    p2 = muni_px(4, 4.125, "2052-07-01")
    yb, ya = ylds(4.0, lv("99-25"), "2032-11-30", 3), ylds(4.0, lv("99-25+"), "2032-11-30", 3)
    lines = [
        ("10:14:05", "Kate Lowe @ Otterden", f"WA ST GO 5s 8/1/45 ({c1}) c/34: {p1b:.3f} - {p1a:.3f}, 3.38 / 3.32 ytc, 750M x 750M"),
        ("10:14:40", "Kate Lowe @ Otterden", f"NY DORM 4s 7/1/52 ({c2}) offered 4.125 / {p2:.3f} in 1MM, prev 4.15; MMD +62"),
        ("10:15:22", "Tim Rudd @ Brightwater", "any bid on NY DORM? 4.20?"),
        ("10:15:50", "Kate Lowe @ Otterden", "4.20 no - we're offer only there"),
        ("10:16:30", "Dev Shah @ Polstead", f"T 4 11/30/32 99-25 / 99-25+ ({yb} / {ya}) 25mm, chg +3 since 8am"),
        ("10:17:05", "Dev Shah @ Polstead", "T 3 7/8 11/30/29 100-00+ / 100-01 50x50 and the 30y T 4 5/8 11/15/57 101-30 / 102-00 10x10"),
        ("10:17:40", "Dev Shah @ Polstead", "OAT: FRTR 3 05/34 98.02 / 98.10, BTPS 3.85 09/35 99.40 / 99.52, 10mm each"),
        ("10:18:10", "Tim Rudd @ Brightwater", "ty"),
    ]
    chat = "\n".join(f"{t} | {who} | {msg}" for t, who, msg in lines)
    text = f"""Chat from this morning (ET) for the file: Otterden munis, Polstead govvies.

{chat}

Tim Rudd | Brightwater Trust | Fixed Income
"""
    o, p = "otterden", "polstead"
    gold = (
        q(c1, "muni", o, size=(750e3, 750e3), price=(f"{p1b:.3f}", f"{p1a:.3f}"), yield_=("3.38", "3.32"))
        + q(c2, "muni", o, size=(None, 1e6), yield_=(None, "4.125"), price=(None, f"{p2:.3f}"))
        + q("T 4 2032-11-30", "government", p, size="25mm", price=("99-25", "99-25+"), yield_=(yb, ya))
        + q("T 3.875 2029-11-30", "government", p, size="50x50", price=("100-00+", "100-01"))
        + q("T 4.625 2057-11-15", "government", p, size="10x10", price=("101-30", "102-00"))
        + q("FRTR 3 2034-05", "government", p, size="10mm", price=("98.02", "98.10"))
        + q("BTPS 3.85 2035-09", "government", p, size="10mm", price=("99.40", "99.52"))
    )
    return mk("otterden-polstead-chatlog", "chat", gold, sender="Tim Rudd <trudd@brightwater-trust.com>",
              to="fi@brightwater-trust.com",
              subject="chat 14-Dec: Otterden munis / Polstead govvies", date=D("10:25:03", "-0500", 14), text=text,
              note="chat:log emph:two-on-a-line emph:two-measures-one-side emph:labelled emph:odd-right emph:spaced-dash")


LAYOUTS = [
    yelden_barcombe_ib, chilcote_denstone_ib,
    elkstone_fernhurst_symphony, gatcombe_hinxworth_symphony,
    kimcote_reply_paste, lamerton_reply_paste,
    mobberley_northill_chatlog, otterden_polstead_chatlog,
]
