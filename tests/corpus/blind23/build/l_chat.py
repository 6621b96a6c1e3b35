"""Chat transcripts pasted into a mail by the buy-side (2 pairs): agencies / SSA, and everyday CDS / UST / loans."""

from __future__ import annotations

from common import AGENCY_PREFIX, date, mk, pc, q, yto


def agency_bbg_dev():
    """Bloomberg IB history (firm cut at 20 characters): agency callable offers with call type, an SSA line on spread to
    UST, a line taken back with 'pls ignore that, wrong line', a 'may be stale' on one level."""
    c1 = pc(AGENCY_PREFIX["FHLB"], "cran1")
    c2 = pc(AGENCY_PREFIX["FFCB"], "cran2")
    c3 = pc(AGENCY_PREFIX["FHLMC"], "cran3")
    dlr = "cranmore"
    y1 = yto(5.05, 99.95, "2031-04-28")
    lines = [
        "12-Jan-2028 09:01:14  Pat Quill, BRANTWOOD INV MGMT: morning - any 3nc6m / 5nc1 callables in 5-10mm?",
        "12-Jan-2028 09:02:40  Leo Marsh, CRANMORE SECS LLC: morning. offers, sizes 5mm unless I say",
        f"12-Jan-2028 09:03:05  Leo Marsh, CRANMORE SECS LLC: FHLB 5.05 04/28/31 nc 04/28/28 Qtrly ({c1}) offer 99.950 / {y1} ytm",
        f"12-Jan-2028 09:03:31  Leo Marsh, CRANMORE SECS LLC: FFCB 4.9 01/20/33 nc 1x 01/20/29 ({c2}) offer 99.875, 10mm",
        f"12-Jan-2028 09:04:02  Leo Marsh, CRANMORE SECS LLC: FHLMC 5.2 07/21/35 Euro 07/21/28 ({c3}) offer 99.80",
        "12-Jan-2028 09:04:20  Leo Marsh, CRANMORE SECS LLC: pls ignore that, wrong line",
        f"12-Jan-2028 09:05:11  Leo Marsh, CRANMORE SECS LLC: FHLMC 5.2 07/21/35 Euro 07/21/28 ({c3}) offer 100.05",
        "12-Jan-2028 09:06:45  Pat Quill, BRANTWOOD INV MGMT: thx. SSA?",
        "12-Jan-2028 09:07:30  Leo Marsh, CRANMORE SECS LLC: IBRD 4.125 03/27/33 +17 / +14 vs UST, 5x5",
        "12-Jan-2028 09:07:58  Leo Marsh, CRANMORE SECS LLC: KFW 4 11/15/34 +22 / +19",
        "12-Jan-2028 09:08:10  Leo Marsh, CRANMORE SECS LLC: may be stale on the KFW, checking",
        "12-Jan-2028 09:09:40  Pat Quill, BRANTWOOD INV MGMT: ok will come back",
    ]
    gold = []
    gold += q(c1, "agency", dlr, size=(None, 5_000_000), price=(None, "99.950"), yield_=(None, y1))
    gold += q(c2, "agency", dlr, size=(None, 10_000_000), price=(None, "99.875"))
    gold += q(c3, "agency", dlr, size=(None, 5_000_000), price=(None, "100.05"))
    gold += q("IBRD 4.125 2033-03-27", "agency", dlr, size="5x5", spread=("17", "14"))
    gold += q("KFW 4 2034-11-15", "agency", dlr, size="5mm", review=("spread",), spread=("22", "19"))
    text = ("Team - FYI chat with Cranmore this morning on callables and SSA.\n\n" + "\n".join(lines)
            + "\n\nPat Quill\nBrantwood Investment Management | Rates PM\n")
    return mk("cranmore-agency-bbg-chat", "chat", gold, sender="Pat Quill <pquill@brantwoodim.com>", subject="FW: Cranmore chat - callables / SSA",
              date=date("09:12:33", "-0500", 12), text=text, note="chat:bloomberg emph:call-type emph:size-scope", meta={})


def agency_symphony_hold():
    """Symphony export: an agency dealer's discount notes on yield and a step-up offer, an SSA dealer's two-way EUR levels vs
    mid-swaps, a correction 'not ..., sorry'."""
    c2 = pc(AGENCY_PREFIX["FFCB"], "dun2")
    lines = [
        "[10:14:02] Mia Rowe (Fenby Asset Management): hi both - DNs out to June and any step-ups?",
        "[10:15:20] Joe Dunstan (Dunstan Capital): DNs on disc yield, 25mm each: FHLB DN 03/15/28 3.71, FHLB DN 06/14/28 3.74",
        f"[10:16:02] Joe Dunstan (Dunstan Capital): FFCB step-up 4.375 09/20/35 ({c2}) nc Qtrly 04/20/28, steps to 4.875 09/20/29 - offer 99.95, 3mm",
        "[10:17:45] Kay Elmore (Hawkshead Partners): EUR SSA vs MS, 10mm: EIB 2.875 15-Jan-2035 MS-9 / MS-12",
        "[10:18:10] Kay Elmore (Hawkshead Partners): EU 3 04-Oct-2036 MS-2 / MS-5",
        "[10:19:02] Kay Elmore (Hawkshead Partners): EIB 2.875 15-Jan-2035 MS-8 / MS-11, not MS-9 / MS-12, sorry",
        "[10:20:30] Mia Rowe (Fenby Asset Management): thanks",
    ]
    gold = []
    gold += q("FHLB DN 03/15/28", "agency", "dunstan", size=(None, 25_000_000), yield_=(None, "3.71"))
    gold += q("FHLB DN 06/14/28", "agency", "dunstan", size=(None, 25_000_000), yield_=(None, "3.74"))
    gold += q(c2, "agency", "dunstan", size=(None, 3_000_000), price=(None, "99.95"))
    gold += q("EIB 2.875 2035-01-15", "agency", "hawkshead", size="10mm", i_spread=("-8", "-11"))
    gold += q("EU 3 2036-10-04", "agency", "hawkshead", size="10mm", i_spread=("-2", "-5"))
    text = ("Pasting the Symphony room from this morning for the file.\n\n" + "\n".join(lines) + "\n\nMia Rowe | Fenby AM\n")
    return mk("dunstan-hawkshead-symphony", "chat", gold, sender="Mia Rowe <mia.rowe@fenbyam.com>", subject="Symphony - DNs / step-ups / SSA",
              date=date("10:25:09", "-0500", 20), text=text, note="chat:symphony emph:disc-notes emph:size-scope", meta={})


def cds_ust_log_dev():
    """A desk log (`09:02:11  Name [FIRM]  ...`): two dealers, CDS single names with a size line, a 10y tenor line, a UST
    pair in 32nds, a restated level and a move that is no level."""
    lines = [
        "09:02:11  Ann Elstow [ELSTOW]  morning. CDS 5y, 10x10: BIRKDALE RETAIL 5Y 212 / 222",
        "09:02:40  Ann Elstow [ELSTOW]  CLEVELEYS MEDIA 5Y 141 / 148, 5x5",
        "09:03:05  Ann Elstow [ELSTOW]    10y same size 188 / 199",
        "09:03:30  Ann Elstow [ELSTOW]  DENTDALE FOODS 5Y 77 / 82 (was 80 / 85 Friday)",
        "09:05:12  Ivo Farrant [FARRANT]  UST 25x25: T 4 12/31/32 99-30 / 99-30+, T 4 1/4 11/15/37 99-20+ / 99-21+",
        "09:06:00  Ivo Farrant [FARRANT]  2s10s 3 bps steeper, nothing else",
        "09:07:44  Rob Tait [BUYSIDE]  thanks both",
    ]
    gold = []
    gold += q("BIRKDALE RETAIL 5Y", "cds", "elstow", size="10x10", spread=("212", "222"))
    gold += q("CLEVELEYS MEDIA 5Y", "cds", "elstow", size="5x5", spread=("141", "148"))
    gold += q("CLEVELEYS MEDIA 10Y", "cds", "elstow", size="5x5", spread=("188", "199"))
    gold += q("DENTDALE FOODS 5Y", "cds", "elstow", size="10x10", spread=("77", "82"))
    gold += q("T 4 2032-12-31", "government", "farrant", size="25x25", price=("99-30", "99-30+"))
    gold += q("T 4.25 2037-11-15", "government", "farrant", size="25x25", price=("99-20+", "99-21+"))
    text = "Desk log from the morning, for the record.\n\n" + "\n".join(lines) + "\n\nRob Tait\nKirkham Road Capital | Credit & Rates\n"
    return mk("elstow-farrant-desk-log", "chat", gold, sender="Rob Tait <rob.tait@kirkhamroadcap.com>", subject="Desk log 19-Jan",
              date=date("09:15:47", "-0500", 19), text=text, note="chat:desklog emph:everyday", meta={})


def loans_cds_bbg_hold():
    """Bloomberg IB history: a loan dealer's sizes line and loan lines with margin and maturity, a client question, a CDS
    dealer's single name and index."""
    lines = [
        "14-Jan-2028 11:01:02  Tim Greyfriars, GREYFRIARS CAPITAL M: loans, 1x1 unless I say",
        "14-Jan-2028 11:01:40  Tim Greyfriars, GREYFRIARS CAPITAL M: ASKHAM BRYAN FOODS TLB S+350 06/31 98.25 / 98.75",
        "14-Jan-2028 11:02:05  Tim Greyfriars, GREYFRIARS CAPITAL M: BISHOPTHORPE HEALTH TLB S+400 09/30 96.50 / 97.25, 3x3",
        "14-Jan-2028 11:02:30  Tim Greyfriars, GREYFRIARS CAPITAL M: askham offer may be stale, checking",
        "14-Jan-2028 11:03:10  Cal Nunn, WHARFE VALLEY CAPITA: 97 work on Bishopthorpe?",
        "14-Jan-2028 11:03:50  Tim Greyfriars, GREYFRIARS CAPITAL M: 96.50 is the bid, can't do 97",
        "14-Jan-2028 11:05:22  Zoe Hawk, HAWKSHEAD PARTNERS: CDS 10x10: COPMANTHORPE CHEM 5Y 318 / 333",
        "14-Jan-2028 11:05:50  Zoe Hawk, HAWKSHEAD PARTNERS: CDX HY 49 5Y 106.10 / 106.25 px, 25x25",
    ]
    gold = []
    gold += q("ASKHAM BRYAN FOODS TLB S+350 06/31", "loan", "greyfriars", size="1x1", review=("price",), price=("98.25", "98.75"))
    gold += q("BISHOPTHORPE HEALTH TLB S+400 09/30", "loan", "greyfriars", size="3x3", price=("96.50", "97.25"))
    gold += q("COPMANTHORPE CHEM 5Y", "cds", "hawkshead", size="10x10", spread=("318", "333"))
    gold += q("CDX HY 49 5Y", "cds", "hawkshead", size="25x25", price=("106.10", "106.25"))
    text = "FYI - IB history.\n\n" + "\n".join(lines) + "\n\nCal Nunn\nWharfe Valley Capital\n"
    return mk("greyfriars-hawkshead-bbg", "chat", gold, sender="Cal Nunn <cnunn@wharfevalleycap.com>", subject="IB - loans / CDS",
              date=date("11:10:20", "-0500", 14), text=text, note="chat:bloomberg emph:everyday", meta={})


LAYOUTS = [agency_bbg_dev, agency_symphony_hold, cds_ust_log_dev, loans_cds_bbg_hold]
