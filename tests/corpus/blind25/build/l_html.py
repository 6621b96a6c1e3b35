"""HTML layouts: an everyday IG / HY run pasted from Excel into Outlook (bands over Bid / Offer, a prior close), and a
run system's SSA USD table under a sized caption with re-offer and NIC columns. Two pairs."""

from __future__ import annotations

import htmlkit as hk
from common import date, mat, mk, pi, pxto, q, rng, sig, ust, yrs
from htmlkit import C


def dealer(v):
    from common import dealer_of

    return dealer_of(v["sender"])


def ig_outlook(v):
    r = rng(v["slug"])
    d = dealer(v)
    rows = [[C("Issuer", b=True, rs=2), C("Cpn", b=True, rs=2), C("Maturity", b=True, rs=2), C("Spread (bp)", a="c", b=True, cs=2, bb=True),
             C("Price", a="c", b=True, cs=2, bb=True), C("Prev Close", a="c", b=True, cs=2, bb=True), C("Bmk Yld", b=True, rs=2), C("Dur", b=True, rs=2)],
            [C("Bid", a="r", b=True), C("Offer", a="r", b=True), C("Bid", a="r", b=True), C("Offer", a="r", b=True), C("Sprd", a="r", b=True),
             C("Px", a="r", b=True)]]
    gold = []
    for iss, cp, mi in v["bonds"]:
        sb = r.choice([68, 79, 88, 97, 109, 124, 138])
        sa = sb - r.choice([4, 5, 6])
        pb, pa = pxto(cp, ust(yrs(mi)) + sb / 100, mi), pxto(cp, ust(yrs(mi)) + sa / 100, mi)
        rows.append([iss, C(f"{cp:.3f}", a="r"), mat(mi, "mmddyy"), C(f"+{sb}", a="r"), C(f"+{sa}", a="r"), C(pb, a="r"), C(pa, a="r"),
                     C(f"+{sb + r.choice([-3, 2, 4])}", a="r"), C(f"{float(pb) + r.choice([-0.12, 0.08, 0.15]):.3f}", a="r"),
                     C(f"{ust(yrs(mi)):.3f}", a="r"), C(f"{yrs(mi) * 0.84:.2f}", a="r")])
        gold += q(f"{iss.upper()} {cp:g} {mi}", v["grp"], d, size=v["size"], spread=(str(sb), str(sa)), price=(pb, pa))
    html = hk.outlook_doc(hk.mps(v["intro"]) + hk.mp() + hk.xl_table(rows, [110, 34, 52, 34, 34, 44, 44, 34, 44, 40, 30]) + hk.mp()
                          + hk.mps(v["outro"]) + hk.mp() + hk.mps(sig(v["person"], "IG Trading", v["firm"], v["phone"])))
    plain_rows = [["Issuer", "Cpn", "Maturity", "Spread (bp)", "", "Price", "", "Prev Close", "", "Bmk Yld", "Dur"],
                  ["", "", "", "Bid", "Offer", "Bid", "Offer", "Sprd", "Px", "", ""]] + rows[2:]
    text = f"{v['intro']}\n\n{hk.outlook_text_table(plain_rows)}\n\n{v['outro']}\n\n{sig(v['person'], 'IG Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], "html", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text, html=html,
              note="emph:everyday emph:outlook-paste emph:colspan-band emph:alternative emph:prev-col emph:look-alike emph:size-scope",
              meta={"band": ("Spread (bp)", "Bid")})


HO1 = dict(slug="kilsby-ig-run-outlook", firm="Kilsby Capital Markets", sender="Greg Tovey <gtovey@kilsby.com>", person="Greg Tovey",
           phone="+1 212 555 0178", tz="-0500", day=8, hms="08:44:19", size="5MM", grp="ig",
           bonds=[("Ashdown Utilities", 4.9, "2034-05-15"), ("Bramford Foods", 5.15, "2033-10-01"), ("Quorndon Airlines", 5.6, "2032-04-15"),
                  ("Dunster Bank", 5.3, "2036-02-20"), ("Wolds Water", 4.6, "2031-12-01"), ("Hexham Rail", 4.75, "2035-08-15")],
           intro="Morning - IG run below, 5MM per side. Spread to the on-the-run UST; prev close, bmk yld and duration for reference.",
           outro="Flows: better buyers of 10y utilities, banks quiet.", subject="Kilsby IG run - Tue")
HO2 = dict(slug="monkleigh-ig-levels-outlook", firm="Monkleigh Securities", sender="Alys Brennan <abrennan@monkleigh.com>", person="Alys Brennan",
           phone="+1 312 555 0117", tz="-0600", day=15, hms="08:02:55", size="3MM", grp="ig",
           bonds=[("Kirkby Telecom", 5.05, "2035-03-01"), ("Lambourn Insurance", 4.7, "2032-06-15"), ("Marden Health", 5.4, "2036-11-01"),
                  ("Norland Power", 4.95, "2033-04-15"), ("Sowerby Bank", 5.35, "2036-01-20")],
           intro="IG levels, 3MM per side. Prev close columns are yesterday's; bmk yld and dur reference only.",
           outro="Let me know if you need size.", subject="Monkleigh IG levels")


def ssa_caption(v):
    r = rng(v["slug"])
    d = dealer(v)
    rows = [["ISIN", "Issuer", "Cpn", "Maturity", "Bmk", "Re-offer", "NIC", "Bid", "Offer", "Yld Bid", "Yld Offer", "Amt Out ($bn)", "Dur"]]
    gold = []
    for k, (iss, cp, mi) in enumerate(v["bonds"]):
        isin = pi("US", "45", f"{v['slug']}{k}") if k % 3 == 0 else pi("XS", "2", f"{v['slug']}{k}")
        by = ust(yrs(mi))
        sb = r.choice([15, 19, 23, 27, 32, 38])
        sa = sb - r.choice([2, 3])
        yb, ya = f"{by + sb / 100:.3f}", f"{by + sa / 100:.3f}"
        rows.append([isin, iss, f"{cp:.3f}", mat(mi, "mmddyy"), f"T {4 if yrs(mi) > 4 else 3} 3/8 {mat('2033-02-15' if yrs(mi) > 6 else '2031-01-31', 'mmddyy')}",
                     f"+{sb + r.choice([2, 4, 6])}", str(r.choice([1, 2, 3])), f"+{sb}", f"+{sa}", yb, ya, f"{r.choice([3, 4, 5])}.0", f"{yrs(mi) * 0.93:.2f}"])
        gold += q(isin, "agency", d, size=v["size"], spread=(str(sb), str(sa)), yield_=(yb, ya))
    html = hk.sys_doc(hk.sys_p(v["intro"]) + hk.sys_table(rows, caption=v["caption"], align="lllllrrrrrrrr") + hk.sys_p(v["foot"])
                      + hk.sys_p(sig(v["person"], "SSA Trading", v["firm"], v["phone"])), title=v["subject"])
    return mk(v["slug"], "html", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), html=html,
              note="emph:caption-size emph:new-issue emph:look-alike emph:size-scope emph:face-not-size")


HS1 = dict(slug="northleach-ssa-usd-run", firm="Northleach Securities", sender="Ivo Sandberg <isandberg@northleach.com>", person="Ivo Sandberg",
           phone="+44 20 7946 0612", tz="+0000", day=10, hms="12:40:22", size="5MM",
           bonds=[("IBRD", 4.0, "2031-01-10"), ("IADB", 4.125, "2033-02-15"), ("EIB", 3.875, "2030-06-14"), ("ASIA DEV BANK", 4.0, "2032-11-20"),
                  ("AIIB", 4.25, "2031-08-05"), ("KFW", 4.375, "2034-03-15")],
           intro="SSA USD run from the system. Re-offer, NIC and Amt Out are the issue's, for reference.",
           caption="SSA USD - spread to UST (bp) and yield (%), 5MM per side",
           foot="Bmk = the Treasury each spread is quoted over.", subject="Northleach SSA USD run")
HS2 = dict(slug="plaxtol-ssa-usd-levels", firm="Plaxtol Markets", sender="Dora Vance <dvance@plaxtol.com>", person="Dora Vance",
           phone="+1 212 555 0103", tz="-0500", day=17, hms="09:15:08", size="10MM",
           bonds=[("IBRD", 4.25, "2034-05-22"), ("AFDB", 4.0, "2030-09-18"), ("EBRD", 3.875, "2031-02-26"), ("NIB", 4.125, "2032-04-13"),
                  ("IFC", 4.0, "2029-12-05")],
           intro="USD SSA levels. Re-offer / NIC / Amt Out from primary, not markets.",
           caption="USD SSA - spread to UST (bp), yield (%), 10MM per side",
           foot="Levels firm for 15 minutes.", subject="Plaxtol USD SSA levels")


LAYOUTS = [lambda: ig_outlook(HO1), lambda: ig_outlook(HO2), lambda: ssa_caption(HS1), lambda: ssa_caption(HS2)]
