"""Chat transcripts pasted by the buy side: dealers' lines with numbers beside the levels that are none."""

from __future__ import annotations

from common import bkey, date, mk, q


def chat(v: int):
    if v == 0:
        sender = "Ruth Kemp <rkemp@scarrowam.com>"
        d1, n1, d2, n2 = "tindale", "Sam Oduya", "whinfell", "Karen Blom"
        lines = [
            "Ruth Kemp - pasting from IB, Mon 14-Feb (Scarrow AM):",
            "",
            f"08:31:04  {n1} [TINDALE]  morning. CDS 5y, 10x10 single names:",
            f"08:31:20  {n1} [TINDALE]  RAVENGLASS STEEL 5Y 212 / 222 (mid 217, was 205 / 215 Friday)",
            f"08:31:42  {n1} [TINDALE]  SEASCALE UTILITIES 5Y 64 / 69, rec 40, 100 cpn",
            f"08:32:05  {n1} [TINDALE]  10y same size 98 / 106",
            f"08:40:11  {n2} [WHINFELL]  IG axes: offer 3mm WASDALE TELECOM 5.25 03/15/34 at +131 / 99.12, bench 4.09",
            f"08:40:38  {n2} [WHINFELL]  and we're +96 bid for 5mm of ESKDALE GREEN FOODS 4.875 09/01/31, last traded +99 on 2/10",
            f"08:41:02  {n2} [WHINFELL]  CDX IG 49 5Y 52.5 / 53, 25x25",
            f"08:41:20  {n2} [WHINFELL]  let me double check the CDX, screens look off",
            "08:45:30  Ruth Kemp [SCARROW AM]  thx - Ravenglass 215 bid for 10?",
            f"08:46:10  {n1} [TINDALE]  can't, 212 is the bid",
        ]
        gold = []
        gold += q("RAVENGLASS STEEL 5Y", "cds", d1, size="10x10", spread=("212", "222"))
        gold += q("SEASCALE UTILITIES 5Y", "cds", d1, size="10x10", spread=("64", "69"))
        gold += q("SEASCALE UTILITIES 10Y", "cds", d1, size="10x10", spread=("98", "106"))
        gold += q(bkey("WASDALE TELECOM", 5.25, "2034-03-15"), "ig", d2, size=(None, 3_000_000), spread=(None, "+131"), price=(None, "99.12"))
        gold += q(bkey("ESKDALE GREEN FOODS", 4.875, "2031-09-01"), "ig", d2, size=(5_000_000, None), spread=("+96", None))
        gold += q("CDX IG 49 5Y", "cds", d2, size="25x25", review=("spread",), spread=("52.5", "53"))
        subj, dt = "IB paste - CDS / IG", date("08:50:12", "-0500", 14)
    else:
        sender = "Theo Marsh <tmarsh@hawksmoorfunds.com>"
        d1, n1, d2, n2 = "brantwood", "Lila Ahmed", "skelwith", "Hugo Steyn"
        lines = [
            "Desk log, Tue 08-Feb (pasted by T. Marsh, Hawksmoor Funds)",
            "",
            f"09:02:11  {n1} [BRANTWOOD]  CDS 5y (bp), 10x10:",
            f"09:02:30  {n1} [BRANTWOOD]  CONISTON MOTORS 5Y 148 / 156   chg -3, 1m avg 160",
            f"09:02:51  {n1} [BRANTWOOD]  TORVER CHEMICALS 5Y 276 / 290   (prev 270 / 284)",
            f"09:03:15  {n1} [BRANTWOOD]  - and LOWICK BRIDGE BANK 5Y 71 / 76, 5x5",
            f"09:10:44  {n2} [SKELWITH]  offer 2mm ELTERWATER POWER 5.4 06/15/35 at +142 / 98.75; hi / lo on the day 98.90 / 98.40, bench 4.12",
            f"09:11:09  {n2} [SKELWITH]  bid 97.25 for 3 of the HAWESWATER HOMES 6.75 04/01/31, ytw 7.48 bid",
            f"09:11:40  {n2} [SKELWITH]  CDX IG 49 5Y 52.25 / 52.75 25x25, may be stale, checking",
            "09:12:02  Theo Marsh [HAWKSMOOR]  ok thx",
        ]
        gold = []
        gold += q("CONISTON MOTORS 5Y", "cds", d1, size="10x10", spread=("148", "156"))
        gold += q("TORVER CHEMICALS 5Y", "cds", d1, size="10x10", spread=("276", "290"))
        gold += q("LOWICK BRIDGE BANK 5Y", "cds", d1, size="5x5", spread=("71", "76"))
        gold += q(bkey("ELTERWATER POWER", 5.4, "2035-06-15"), "ig", d2, size=(None, 2_000_000), spread=(None, "+142"), price=(None, "98.75"))
        gold += q(bkey("HAWESWATER HOMES", 6.75, "2031-04-01"), "hy", d2, size=(3_000_000, None), price=("97.25", None), yield_=("7.48", None))
        gold += q("CDX IG 49 5Y", "cds", d2, size="25x25", review=("spread",), spread=("52.25", "52.75"))
        subj, dt = "desk log 08-Feb", date("09:15:40", "-0500", 8)
    text = "\n".join(lines) + "\n"
    return mk(f"{'scarrow' if v == 0 else 'hawksmoor'}-chat", "chat", gold, sender=sender, to="Credit PM <credit.pm@clients.example-am.com>",
              subject=subj, date=dt, text=text, note="chat:desklog emph:near-numbers emph:prev-col emph:everyday")


LAYOUTS = [lambda: chat(0), lambda: chat(1)]
