"""Chats: Bloomberg IB transcripts (CLO and loans) and chats pasted in a reply below quoted text (munis, HY, CDS)."""

from __future__ import annotations

from common import date, mk, q, uc

BUY = "Jo Ferrensby <jferrensby@clients.example-am.com>"


def k45_ib_clo_loans():
    d1, d2 = "lastingham", "melmerby"
    cd = uc("lastingham halcyon 2024-3a d")
    text = f"""Pasting the IB from this morning for the file - CLO / loans.

---------------------------------------------------------------
Instant Bloomberg - CLO/LOANS - 24-Nov-2027
---------------------------------------------------------------
11/24/2027 07:58:02 AM EST | Jo Ferrensby (EXAMPLE ASSET MANAGE) | morning - looking at mezz CLO and a couple of loans
11/24/2027 07:58:40 AM EST | Tom Reeth (LASTINGHAM SECURITI) | morning Jo
11/24/2027 08:01:15 AM EST | Tom Reeth (LASTINGHAM SECURITI) | HALCYON PARK 2024-3A D ({cd}) 3mS+350, WAL 7.2, CE 13.1% - DM 362/345, px 99.12/99.85, 2x2
11/24/2027 08:02:09 AM EST | Jo Ferrensby (EXAMPLE ASSET MANAGE) | where are you on TARN GILL 19-2A E? saw a 91 cover last week
11/24/2027 08:03:30 AM EST | Tom Reeth (LASTINGHAM SECURITI) | TARN GILL 2019-2A E 92 1/2 - 94, 1mm. the 91 was pre-refi headlines
11/24/2027 08:04:11 AM EST | Jo Ferrensby (EXAMPLE ASSET MANAGE) | can you do 93?
11/24/2027 08:05:02 AM EST | Tom Reeth (LASTINGHAM SECURITI) | let me ask. loans: KELDHOLME SOFTWARE TLB S+350 03/31 98.50-99.00 5mm
11/24/2027 08:05:40 AM EST | Tom Reeth (LASTINGHAM SECURITI) | ARKENGARTH DATA 1L TLB S+425 10/30 62-64 for 2 - yes 62, they missed Q3
11/24/2027 08:07:19 AM EST | Tom Reeth (LASTINGHAM SECURITI) | KELDHOLME 98.625-99.125, not 98.50-99.00 - screen was a tick behind
11/24/2027 08:09:55 AM EST | ** Pia Sowerby (MELMERBY CAPITAL MARK) has joined the room **
11/24/2027 08:10:31 AM EST | Pia Sowerby (MELMERBY CAPITAL MARK) | hi both - we're in OAKWELL CLO 2022-4A D-R: DM 335/312, 3mm. px 99.40/100.15
11/24/2027 08:11:02 AM EST | Pia Sowerby (MELMERBY CAPITAL MARK) | and FARNDALE CLOUD TLB S+300 05/32 100.25-100.50 2mm, may be stale, haven't updated since the repricing
11/24/2027 08:12:40 AM EST | Tom Reeth (LASTINGHAM SECURITI) | Jo - 93 no, can't get there, 94 is firm on TARN GILL
11/24/2027 08:14:00 AM EST | ** Pia Sowerby (MELMERBY CAPITAL MARK) has left the room **
---------------------------------------------------------------

Jo
"""
    g = []
    g += q(cd, "structured", d1, size="2x2", dm=("362", "345"), price=("99.12", "99.85"))
    g += q("TARN GILL 2019-2A E", "structured", d1, size=(1000000, 1000000), price=("92 1/2", "94"))
    g += q("KELDHOLME SOFTWARE TLB S+350 03/31", "loan", d1, size="5mm", price=("98.625", "99.125"))
    g += q("ARKENGARTH DATA 1L TLB S+425 10/30", "loan", d1, size="2mm", price=("62", "64"))
    g += q("OAKWELL CLO 2022-4A D-R", "structured", d2, size="3mm", dm=("335", "312"), price=("99.40", "100.15"))
    g += q("FARNDALE CLOUD TLB S+300 05/32", "loan", d2, size="2mm", review=("price",), price=("100.25", "100.50"))
    return mk("ib-clo-loans-pasted", "chat", g, sender=BUY, subject="IB - CLO / loans 24-Nov (for the file)",
              date=date("08:31:00", day=24), to="Credit team <credit@clients.example-am.com>", text=text,
              msgid="<ib-clo-loans-pasted.20271124@clients.example-am.com>", note="chat:bloomberg")


def k46_ib_clo_loans_persistent():
    d1, d2 = "norwood", "ossett"
    ab = uc("norwood coverdale 2019-1a d-r")
    text = f"""Bloomberg persistent chat export - room "STRUCT + LEV LOANS" - 29 Nov 2027

Nov 29 2027 08:01:55 Gina Hale - NORWOOD CAPITAL MARK: gm. 2 things in CLO mezz
Nov 29 2027 08:02:20 Gina Hale - NORWOOD CAPITAL MARK: COVERDALE CLO 2019-1A D-R {ab} orig 12.0 fac 1.0 - px 95 1/4 / 96, 2x2 (DM ~520 at mid, ref)
Nov 29 2027 08:02:48 Gina Hale - NORWOOD CAPITAL MARK: BISHOPDALE CLO 2016-4A A-R fac 0.3748 DM 131/122 on cur face 9mm both ways
Nov 29 2027 08:04:03 Ray Lund - CLIENT AM: thx. loans - GARSDALE FOODS? had it 97 3/4 bid Fri
Nov 29 2027 08:05:17 Gina Hale - NORWOOD CAPITAL MARK: GARSDALE FOODS TLB S+375 9/15/31 98 - 98 1/2 1x1, up 1/4 on the print
Nov 29 2027 08:06:01 Gina Hale - NORWOOD CAPITAL MARK: pls ignore that, wrong line - that was the old screen
Nov 29 2027 08:06:44 Gina Hale - NORWOOD CAPITAL MARK: GARSDALE FOODS TLB S+375 9/15/31 97 7/8 - 98 3/8 1x1
Nov 29 2027 08:09:30 Nell Fewston - OSSETT SECURITIES: morning - COWSHILL TELECOM 2L S+700 12/8/31 30-33, 1mm, yes 30s
Nov 29 2027 08:10:05 Nell Fewston - OSSETT SECURITIES: and WHARFEDALE CLO 2023-2A C DM 205/192 px 98.95/99.55 3mm - indic, checking with the desk
Nov 29 2027 08:12:12 Ray Lund - CLIENT AM: bid 29 on COWSHILL?
Nov 29 2027 08:13:40 Nell Fewston - OSSETT SECURITIES: no, 30 is the bid
"""
    g = []
    g += q(ab, "structured", d1, size="2x2", price=("95 1/4", "96"))
    g += q("BISHOPDALE CLO 2016-4A A-R", "structured", d1, size=(9000000, 9000000), dm=("131", "122"))
    g += q("GARSDALE FOODS TLB S+375 9/15/31", "loan", d1, size="1x1", price=("97 7/8", "98 3/8"))
    g += q("COWSHILL TELECOM 2L S+700 12/8/31", "loan", d2, size="1mm", price=("30", "33"))
    g += q("WHARFEDALE CLO 2023-2A C", "structured", d2, size="3mm", review=("dm", "price"), dm=("205", "192"), price=("98.95", "99.55"))
    return mk("ib-persistent-clo-loans", "chat", g, sender="Ray Lund <rlund@clients.example-am.com>",
              subject="FW: IB room export STRUCT + LEV LOANS 29-Nov", date=date("08:40:00", day=29),
              to="Credit team <credit@clients.example-am.com>", text=text,
              msgid="<ib-persistent-clo-loans.20271129@clients.example-am.com>", note="chat:bloomberg")


def k47_reply_paste_muni_hy_cds():
    d1, d2 = "pickhill", "ribston"
    tfa = uc("pickhill nyc tfa 5 2041")
    text = f"""Hi Sam,

Answers below - I asked Pickhill and Ribston on chat, pasted after your note.

On Tue, 30 Nov 2027 at 07:41, Sam Arden <sarden@clients.example-am.com> wrote:
> Jo - can you get me levels on these before the 9am?
> - NYC TFA 5s of 2041 ({tfa}) - Thornaby had it 3.38 / 3.31 last week
> - WHERNSIDE ENERGY 7 7/8 05/15/31 - we marked it 101 1/4 - 101 3/4 Friday
> - MOSSLEY RAIL 5y CDS, and PENHALLOW 5y upfront
> Thanks, Sam

[08:02:10] Ada Kell (Pickhill Securities): morning. NYC TFA 5s of 2041 ({tfa}) c/31 3.34 / 3.28 ytc, 1mm - px 106.168 / 106.399
[08:02:55] Ada Kell (Pickhill Securities): MMD +39 on that, was +41 last wk
[08:03:30] Jo Ferrensby (Example AM): thx - WHERNSIDE 7 7/8s?
[08:04:12] Ada Kell (Pickhill Securities): not my area, ask Ribston
[08:05:40] Lars Quist (Ribston Partners): WHERNSIDE ENERGY 7 7/8 05/15/31 101 1/2 - 102, 2x2 (ytm 7.38 / 7.22; 28 call @ 103.938)
[08:06:22] Lars Quist (Ribston Partners): cds: MOSSLEY RAIL 5Y 1,235/1,295 10x10 conv spread
[08:06:50] Lars Quist (Ribston Partners): PENHALLOW RETAIL 5Y upf 37.75/39.75 pts on 500 running, 10x10
[08:07:31] Jo Ferrensby (Example AM): PENHALLOW was 38.50/40.50 on the run you sent Wed?
[08:08:05] Lars Quist (Ribston Partners): yes, 3/4 better today

Jo
"""
    g = []
    g += q(tfa, "muni", d1, size="1mm", yield_=("3.34", "3.28"), price=("106.168", "106.399"))
    g += q("WHERNSIDE ENERGY 7.875 2031-05-15", "hy", d2, size="2x2", price=("101 1/2", "102"), yield_=("7.38", "7.22"))
    g += q("MOSSLEY RAIL 5Y", "cds", d2, size="10x10", spread=("1,235", "1,295"))
    g += q("PENHALLOW RETAIL 5Y", "cds", d2, size="10x10", upfront=("37.75", "39.75"))
    return mk("reply-paste-muni-hy-cds", "chat", g, sender=BUY, subject="RE: levels before the 9am",
              date=date("08:15:20", day=30), to="Sam Arden <sarden@clients.example-am.com>", text=text,
              msgid="<reply-paste-muni-hy-cds.20271130@clients.example-am.com>", note="chat:reply-paste")


def k48_reply_paste_teams():
    d1, d2 = "sessay", "tockwith"
    cu = uc("sessay la dwp 5.25 2053")
    text = f"""Sam - see the Teams thread with Sessay and Tockwith below your questions.

> From: Sam Arden
> Sent: Monday, November 22, 2027 7:20 AM
> Subject: munis / HY / CDS
>
> LA DWP 5.25s 53 ({cu}): Thornaby's run had 3.87 / 3.81 ytw
> CAPPLESTONE PHARMA 6.5 02/30 - where is it vs the 96 1/2 - 97 1/8 we saw?
> HOLMEFIRTH FOODS 5y CDS, and CDX IG 49

Teams - chat with dealers, 22 Nov 2027

Ed Marton (Sessay Securities)  7:52 AM
    LA DWP PWR 5.25s 7/1/53 ({cu}) c/33 @ 100 - 3.84 / 3.79 ytw, 106.931 / 107.187, 500k
    (ytm would be 4.78 / 4.76 for ref)

Fern Baxby (Tockwith & Co)  7:58 AM
    CAPPLESTONE PHARMA 6 1/2 02/01/30  96 3/4 - 97 3/8  (8.30% / 7.95% ytw)  1x1
    HOLMEFIRTH FOODS SNR 5Y 86/91 5x5, mid moved 2 tighter on the day
    CDX IG 49 5Y 51.75/52.25

Fern Baxby (Tockwith & Co)  8:03 AM
    CDX was 25x25 by the way

Sam Arden (Example AM)  8:05 AM
    thanks both
"""
    g = []
    g += q(cu, "muni", d1, size="500k", yield_=("3.84", "3.79"), price=("106.931", "107.187"))
    g += q("CAPPLESTONE PHARMA 6.5 2030-02-01", "hy", d2, size="1x1", price=("96 3/4", "97 3/8"), yield_=("8.30", "7.95"))
    g += q("HOLMEFIRTH FOODS SNR 5Y", "cds", d2, size="5x5", spread=("86", "91"))
    g += q("CDX IG 49 5Y", "cds", d2, size="25x25", spread=("51.75", "52.25"))
    return mk("reply-paste-teams-muni-hy-cds", "chat", g, sender=BUY, subject="RE: munis / HY / CDS",
              date=date("08:10:45", day=22), to="Sam Arden <sarden@clients.example-am.com>", text=text,
              msgid="<reply-paste-teams.20271122@clients.example-am.com>", note="chat:reply-paste")


LAYOUTS = [k45_ib_clo_loans, k46_ib_clo_loans_persistent, k47_reply_paste_muni_hy_cds, k48_reply_paste_teams]
