"""CSV exports: agency MBS pool inventories (an offer-side export keyed by CUSIP, a two-way export keyed by
pool number). Pairs: (dev, hold-out).
"""

from __future__ import annotations

from common import MIME_CSV, Attachment, date, mk, p32, pc, q


def ottery_pool_inventory_csv():
    dealer = "ottery"
    gold = []
    head = "as_of,agency,pool_number,cusip,coupon,story,wac,wala,wam,orig_face,curr_face,factor,cpr_1m,cpr_3m,tba_ref_px,payup_ticks,offer_px"
    pools = [("FN", "FS6712", "3140X", 5.5, "LLB85", 6.22, 12, 346, 15000000, 13792518, 98 + 17 / 32, 23, "6.4", "6.9"),
             ("FN", "CB9514", "3140Q", 5.5, "NY", 6.19, 8, 350, 9500000, 9101377, 98 + 17 / 32, 15, "4.8", "5.2"),
             ("FR", "SD8120", "3132D", 6.0, "LLB125", 6.73, 10, 348, 24000000, 22587110, 100 + 22 / 32, 12, "9.3", "9.0"),
             ("FR", "SD8233", "3132D", 6.0, "FICO<680", 6.70, 6, 352, 11200000, 10874205, 100 + 22 / 32, 10, "10.8", ""),
             ("G2", "MB1455", "36179", 5.5, "LLB100", 6.04, 14, 344, 18750000, 16983620, 99 + 5 / 32, 16, "5.9", "6.3"),
             ("FN", "FS6788", "3140X", 5.0, "15YR LLB", 5.70, 20, 158, 7000000, 5955104, 99 + 25 / 32, 13, "7.7", "7.5")]
    lines = [head]
    for agy, pool, pre, cp, story, wac, wala, wam, orig, cur, tba, pu, c1, c3 in pools:
        cu = pc(pre, f"ottery {pool}")
        px = tba + pu / 32
        lines.append(f"2027-12-13,{agy},{pool},{cu},{cp},{story},{wac:.2f},{wala},{wam},{orig},{cur},{cur / orig:.5f},{c1},{c3},"
                     f"{tba:.5f},{pu},{px:.5f}")
        gold += q(cu, "structured", dealer, size=(None, cur), price=(None, f"{px:.5f}"))
    lines.append("# offer side only; curr_face offered in full; offer_px = tba_ref_px (Jan, 3pm) + payup_ticks/32; generated 2027-12-13 07:40:12 ET")
    data = ("\r\n".join(lines) + "\r\n").encode()
    text = ("Attached is our pool inventory export for today (offers). Prices are Jan-settle.\n\n"
            "Liam Fenner\nOttery Securities | MBS Pass-Throughs | +1 212 555 0147\n")
    return mk("ottery-pool-inventory-csv", "csv", gold, sender="Liam Fenner <lfenner@ottery.com>",
              subject="Ottery pool inventory 12/13 (csv)", date=date("07:43:50", "-0500", 13), text=text,
              attachments=[Attachment("ottery_pool_inventory_20271213.csv", data, MIME_CSV, "csv")],
              note="emph:everyday emph:near-numbers emph:habits", meta={})


def puxton_pool_run_csv():
    dealer = "puxton"
    gold = []
    head = "Agency,Pool,Cpn,Story,Factor,WALA,Cur Face (MM),3M CPR,Bid Payup,Ask Payup,Bid Px,Ask Px"
    pools = [("FN", "FS6840", 5.5, "LLB 85K", "0.91870", 13, "12.40", "6.7", 20, 24, 98 + 16 / 32),
             ("FN", "CB9602", 6.0, "NY 100%", "0.95502", 7, "7.85", "5.0", 18, 23, 100 + 21 / 32),
             ("FR", "SD8311", 5.5, "LLB 110K", "0.92236", 11, "16.05", "7.1", 12, 15, 98 + 16 / 32),
             ("G2", "MB1501", 6.0, "LLB 125K", "0.93871", 9, "9.60", "8.9", 9, 12, 100 + 27 / 32),
             ("FR", "SD8356", 6.5, "Investor", "0.96012", 5, "5.25", "", 4, 6, 102 + 3 / 32)]
    lines = ["Puxton Securities - specified pool run - 16-Dec-2027 08:05 ET", head]
    for agy, pool, cp, story, fac, wala, cur, cpr, pb, pa, tba in pools:
        bpx, apx = p32(tba + pb / 32), p32(tba + pa / 32)
        lines.append(f"{agy},{pool},{cp},{story},{fac},{wala},{cur},{cpr},+{pb},+{pa},{bpx},{apx}")
        gold += q(f"{agy} {pool}", "structured", dealer, size=round(float(cur) * 1e6), price=(bpx, apx))
    data = ("\n".join(lines) + "\n").encode()
    text = ("Pool run attached (csv) - two-way, whole pools, Jan settle. Pay-ups in ticks over Jan TBA.\n\n"
            "Zara Quint\nPuxton Securities | Agency MBS | +1 646 555 0104\n")
    return mk("puxton-pool-run-csv", "csv", gold, sender="Zara Quint <zquint@puxton.com>",
              subject="Puxton spec pool run 12/16", date=date("08:07:25", "-0500", 16), text=text,
              attachments=[Attachment("puxton_pools_121627.csv", data, MIME_CSV, "csv")],
              note="emph:everyday emph:size-unit emph:near-numbers emph:habits", meta={})


LAYOUTS = [ottery_pool_inventory_csv, puxton_pool_run_csv]
