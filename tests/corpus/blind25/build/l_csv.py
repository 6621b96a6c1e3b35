"""CSV layouts: an agency and non-agency mortgage offerings export (pools and CMO tranches on price and yield), with
factor, current face outstanding, WAL, a model OAS and the prior price beside the levels. One pair."""

from __future__ import annotations

from common import MIME_CSV, Attachment, date, mk, pc, q, rng, sig, ust


def dealer(v):
    from common import dealer_of

    return dealer_of(v["sender"])


def mbs_csv(v):
    r = rng(v["slug"])
    d = dealer(v)
    lines = ["cusip,pool_or_deal,agency,cpn,wac,wala,factor,cur_face_mm,wal,px_offer,yld_offer,oas_model,prev_px"]
    gold = []
    for k, (deal, ag, cp) in enumerate(v["rows"]):
        cus = pc(v["prefix"][ag], f"{v['slug']}{k}")
        wal = r.uniform(3.5, 8.5)
        yl = round(ust(wal) + r.uniform(0.5, 1.6), 3)
        px = round(100 + (cp - yl) * wal * 0.8, 3)
        lines.append(f"{cus},{deal},{ag},{cp},{cp + r.choice([0.55, 0.7, 0.85]):.3f},{r.randint(4, 40)},{r.uniform(0.4, 0.98):.5f},"
                     f"{r.uniform(8, 90):.2f},{wal:.2f},{px:.3f},{yl:.3f},{r.choice([22, 35, 48, 61])},{px - r.choice([0.125, -0.0625, 0.25]):.3f}")
        gold += q(cus, "structured", d, size=(None, v["size"]), price=(None, f"{px:.3f}"), yield_=(None, f"{yl:.3f}"))
    data = ("\r\n".join(lines) + "\r\n").encode()
    text = f"{v['cover']}\n\n{sig(v['person'], 'Mortgage Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], "csv", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              attachments=[Attachment(v["fname"], data, MIME_CSV, "csv")],
              note="emph:offer-only emph:look-alike emph:size-scope emph:face-not-size emph:model emph:prev-col emph:yield-price")


PFX = {"FN": "3140", "FR": "3132", "G2": "36179", "FNR": "3136B", "FHR": "3137H"}
MB1 = dict(slug="ringmer-mbs-offers-csv", firm="Ringmer Securities", sender="Pat Keogh <pkeogh@ringmer.com>", person="Pat Keogh",
           phone="+1 212 555 0169", tz="-0500", day=9, hms="13:27:44", size=2_000_000, prefix=PFX,
           rows=[("FN MA5120", "FN", 5.5), ("FR SD4471", "FR", 6.0), ("G2 MA9302", "G2", 5.0), ("FNR 2026-58 PA", "FNR", 4.5),
                 ("FHR 5412 KV", "FHR", 5.0), ("FN CB8814", "FN", 6.5)],
           cover="Mortgage offerings attached as CSV - all offers, 2MM current face available on each line; cur_face_mm is the\n"
                 "pool / tranche outstanding. px_offer and yld_offer are the offer; oas_model and prev_px are reference.\n\nPat",
           subject="Ringmer mortgage offerings (csv)", fname="ringmer_mbs_offers_20280209.csv")
MB2 = dict(slug="stogumber-pools-cmo-csv", firm="Stogumber Capital", sender="Hal Dray <hdray@stogumber.com>", person="Hal Dray",
           phone="+1 704 555 0147", tz="-0500", day=16, hms="12:51:06", size=5_000_000, prefix=PFX,
           rows=[("FR SD6120", "FR", 5.5), ("FN MA5233", "FN", 6.0), ("G2 MB0115", "G2", 5.5), ("FHR 5390 PB", "FHR", 4.0),
                 ("FNR 2027-11 ZL", "FNR", 5.0)],
           cover="Offers attached (csv). 5MM current face on every line - cur_face_mm is what is outstanding, not what we offer.\n\nHal",
           subject="Stogumber pools / CMO offers", fname="stogumber_offers_0216.csv")

LAYOUTS = [lambda: mbs_csv(MB1), lambda: mbs_csv(MB2)]
