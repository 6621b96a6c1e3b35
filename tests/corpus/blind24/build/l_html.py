"""HTML bodies: an Excel range pasted into Outlook (bands over Bid / Offer), a run system's captioned table, a webmail run."""

from __future__ import annotations

import htmlkit as hk
from common import bkey, date, fx, mdy2, mk, q, sgn, spx, tc
from gen import corp_bonds, rng
from htmlkit import C

CLIENT = "Credit PM <credit.pm@clients.example-am.com>"


def outlook_ssa(v: int):
    dealer, who, mail, firm = [("birtley", "Astrid Nyberg", "anyberg@birtley.com", "Birtley Securities"),
                               ("cotterstock", "Rafael Ortiz", "rortiz@cotterstock.com", "Cotterstock & Co")][v]
    bonds = [("KFW", 4.0, "2031-09-15"), ("EIB", 4.125, "2033-02-15"), ("IBRD", 3.875, "2030-11-20"), ("ASIAN DEV BANK", 4.25, "2034-06-15"),
             ("FHLB", 4.375, "2032-05-10"), ("FFCB", 4.125, "2031-03-20")] if v == 0 else \
            [("EIB", 4.0, "2032-03-15"), ("KFW", 4.25, "2034-09-15"), ("IADB", 4.125, "2031-05-20"), ("CAF", 4.75, "2033-11-10"),
             ("FNMA", 4.0, "2031-12-15"), ("FHLMC", 4.25, "2033-06-15")]
    rr = rng(f"ol{v}")
    head = [[C("Issuer", b=True, rs=2), C("Cpn", b=True, rs=2, a="r"), C("Maturity", b=True, rs=2), C("Prev Close", b=True, rs=2, a="r"),
             C("Spread (bp)", b=True, cs=2, a="c", bb=True), C("Price", b=True, cs=2, a="c", bb=True), C("Bmk Yld", b=True, rs=2, a="r"),
             C("Dur", b=True, rs=2, a="r")],
            [C("Bid", b=True, a="r"), C("Offer", b=True, a="r"), C("Bid", b=True, a="r"), C("Offer", b=True, a="r")]]
    rows = []
    gold = []
    from common import bench_yld

    for iss, c, m in bonds:
        sb = rr.randint(6, 32)
        sa = sb - rr.randint(2, 4)
        pb, pa = spx(c, m, sb), spx(c, m, sa)
        prev = fx(float(pb) - rr.choice([0.031, -0.047, 0.062]))
        rows.append([iss, C(f"{c:.3f}", a="r"), mdy2(m), C(prev, a="r"), C(f"+{sb}", a="r"), C(f"+{sa}", a="r"), C(pb, a="r"), C(pa, a="r"),
                     C(bench_yld(m), a="r"), C(f"{0.85 * (int(m[:4]) - 2028):.2f}", a="r")])
        gold += q(bkey(iss, c, m), "agency", dealer, size="5MM" if v == 0 else "10MM", spread=(f"+{sb}", f"+{sa}"), price=(pb, pa))
    intro = "Hi all," if v == 0 else "Morning,"
    line = ("SSA / agency run below, spread to UST. 5MM per side. Prev close, bmk yield and duration for reference."
            if v == 0 else "USD SSA and agencies, spread to UST - 10MM per side. Prev close, bmk yld and dur are reference only.")
    table = hk.xl_table(head + rows, [90, 40, 60, 56, 40, 40, 50, 50, 46, 36])
    tail = f"Thanks,\n{who}\n{firm} | SSA Trading | +1 212 555 0" + ("128" if v == 0 else "139")
    html = hk.outlook_doc(hk.mp(intro) + hk.mp() + hk.mp(line) + hk.mp() + table + hk.mp() + hk.mps(tail))
    plain_rows = [["Issuer", "Cpn", "Maturity", "Prev Close", "Spread (bp)", "", "Price", "", "Bmk Yld", "Dur"],
                  ["", "", "", "", "Bid", "Offer", "Bid", "Offer"]] + rows
    text = f"{intro}\n\n{line}\n\n{hk.outlook_text_table(plain_rows)}\n\nThanks,\n{who}\n{firm} | SSA Trading | +1 212 555 0" + ("128" if v == 0 else "139") + "\n"
    return mk(f"{dealer}-ssa-outlook", "html", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="SSA / agency run",
              date=date("09:05:18" if v == 0 else "08:49:02", "-0500", 9 if v == 0 else 16), text=text, html=html,
              note="emph:outlook-paste emph:colspan-band emph:alternative emph:band emph:prev-col emph:near-numbers emph:size-scope emph:everyday")


def system_structured(v: int):
    dealer, who, mail, firm = [("dunsfold", "Mei Lin", "mlin@dunsfold.com", "Dunsfold Securities"),
                               ("embleton", "Jack Ferris", "jferris@embletoncm.com", "Embleton Capital Markets")][v]
    if v == 1:
        dealer = "embletoncm"
    rr = rng(f"sys{v}")
    secs = [("ABS", [("AMBLE AUTO 2026-1", "A3"), ("BAMBURGH EQUIP 2025-2", "B"), ("CRASTER CARD 2024-1", "A")]),
            ("CMBS", [("DUNSTAN CRE 2025-C3", "AS"), ("EMBLETON BAY 2024-SASB", "B")]),
            ("CLO", [("FELTON CLO 2024-3A", "A1"), ("GLANTON CLO 2023-1A", "C")])]
    if v == 1:
        secs = [("ABS", [("HOWICK AUTO 2026-2", "A2"), ("ILDERTON EQUIP 2025-1", "A3"), ("KYLOE CARD 2024-3", "B")]),
                ("CMBS", [("LESBURY CRE 2025-C1", "A-S"), ("MILFIELD 2024-SASB", "C")]),
                ("CLO", [("NETHERTON CLO 2025-2A", "A1"), ("ORD CLO 2024-1A", "B")])]
    head = ["CUSIP", "Deal", "Class", "Factor", "WAL", "Orig ($MM)", "Offer Sprd", "Offer Px", "Px 1d ago"]
    rows = [head]
    gold = []
    sections = []
    i = 0
    for sec, deals in secs:
        sections.append(len(rows))
        rows.append([sec + (" - DM (bp) under Offer Sprd" if sec == "CLO" else "")])
        for deal, cls in deals:
            cus = tc(("DF" if v == 0 else "EB") + f"{i:02d}" + "QQ", f"C{i}")
            lvl = rr.randint(45, 95) if sec == "ABS" else rr.randint(140, 260) if sec == "CMBS" else rr.randint(125, 240)
            px = round(rr.uniform(98.5, 100.6), 3)
            lv = f"+{lvl}" if sec != "CLO" else str(lvl)
            rows.append([cus, deal, cls, f"{rr.uniform(0.5, 1.0):.4f}", f"{rr.uniform(1.1, 6.5):.1f}", f"{rr.choice([40, 85, 210, 400]):.1f}", C(lv, a="r"),
                         C(f"{px:.3f}", a="r"), C(f"{px - 0.125:.3f}", a="r")])
            m = "dm" if sec == "CLO" else "spread"
            gold += q(cus, "structured", dealer, size=(None, 2_000_000 if v == 0 else 3_000_000), **{m: (None, lv)}, price=(None, f"{px:.3f}"))
            i += 1
    cap = "OFFERS - spread to UST (bp) and price, 2MM current face" if v == 0 else "Securitized offers, 3MM current face (offer side)"
    html = hk.sys_doc(hk.sys_p(f"{firm} - securitized offerings", b=True, size=14) +
                      hk.sys_p("Offer side only. Factor, WAL, original face and yesterday's price are facts, not levels.") +
                      hk.sys_table(rows, caption=cap, sections=set(sections), align="lllrrrrrr") +
                      hk.sys_p(f"{who} | Securitized Trading | +1 212 555 0" + ("163" if v == 0 else "172"), size=11), title="Offerings")
    return mk(f"{dealer}-securitized-html", "html", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Securitized offerings",
              date=date("10:31:06" if v == 0 else "10:19:44", "-0500", 10 if v == 0 else 17), html=html,
              note="emph:caption-size emph:sections emph:offer-only emph:near-numbers emph:size-scope emph:prev-col",
              meta={"sections": [r[0] for k, r in enumerate(rows) if k in sections]})


def webmail_hy(v: int):
    dealer, who, mail, firm = [("garsdale", "Nate Coyle", "ncoyle@garsdale.com", "Garsdale Capital"),
                               ("hurstbourne", "Lucy Abara", "labara@hurstbourne.com", "Hurstbourne Securities")][v]
    names = ["APPLEBY FOODS", "BROUGH CABLE", "CROSBY GARRETT HOMES", "DUFTON ENERGY", "MURTON LEISURE"] if v == 0 else \
            ["NATEBY MEDIA", "ORTON STEEL", "RAVENSTONEDALE HEALTH", "SOULBY AUTO", "TEBAY PACKAGING"]
    bonds = corp_bonds(f"wm{v}", names, hy=True)
    rows = [["Bond", "Px Bid", "Px Offer", "YTW Bid", "YTW Offer", "Prev Bid", "Chg", "Amt Out ($MM)", "Rtg"]] if v == 0 else \
           [["Bond", "Rtg", "Amt Out ($MM)", "Close", "Bid", "Offer", "Yld Bid", "Yld Offer", "Chg"]]
    gold = []
    for b in bonds:
        name = f"{b['name']} {b['cpn']:g} {mdy2(b['mat'])}"
        chg = sgn(float(b["pb"]) - float(b["prev"]), 3)
        if v == 0:
            rows.append([name, b["pb"], b["pa"], b["yb"], b["ya"], b["prev"], chg, str(b["amt"]), b["rtg"]])
        else:
            rows.append([name, b["rtg"], str(b["amt"]), b["prev"], b["pb"], b["pa"], b["yb"], b["ya"], chg])
        gold += q(bkey(b["name"], b["cpn"], b["mat"]), "hy", dealer, size="2MM", price=(b["pb"], b["pa"]), yield_=(b["yb"], b["ya"]))
    html = hk.gm_doc(hk.gm_div(f"{'Hi' if v == 0 else 'Hey'} team,\n\nHY run below, 2MM per side. Yields are to worst.\n") +
                     hk.gm_table(rows, align="lrrrrrrrr") + hk.gm_div(f"\n{who}\n{firm} | HY Trading | +1 312 555 0" + ("187" if v == 0 else "191")))
    return mk(f"{dealer}-hy-webmail", "html", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="HY run",
              date=date("11:44:50" if v == 0 else "12:02:15", "-0600", 11 if v == 0 else 18), html=html,
              note="emph:prev-col emph:near-numbers emph:size-scope emph:yield-price emph:everyday")


LAYOUTS = [lambda: outlook_ssa(0), lambda: outlook_ssa(1), lambda: system_structured(0), lambda: system_structured(1),
           lambda: webmail_hy(0), lambda: webmail_hy(1)]
