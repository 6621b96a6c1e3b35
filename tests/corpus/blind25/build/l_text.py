"""Plain-text layouts: an everyday agency / SSA run in fixed width, a new-issue colour mail quoting nothing, and a
structured run on DM and price with a stale line. Three pairs."""

from __future__ import annotations

from common import date, lkey, mat, mk, pad, pc, pi, q, rng, sig, ust, yrs


def dealer(v):
    from common import dealer_of

    return dealer_of(v["sender"])


def agency_text(v):
    r = rng(v["slug"])
    d = dealer(v)
    gold = []
    ag = ["CUSIP | ISSUER | CPN | MATURITY | AMT OUT (BN) | BMK | BMK YLD | SPRD B / O | YLD B / O | PREV SPRD"]
    for k, (iss, cp, mi) in enumerate(v["ag"]):
        cus = pc({"FHLB": "3130B", "FFCB": "3133E", "FNMA": "3135G", "FHLMC": "3134H", "TVA": "88059"}[iss], f"{v['slug']}{k}")
        by = ust(yrs(mi))
        sb = r.choice([4, 6, 8, 9, 11, 13, 16])
        sa = sb - r.choice([1, 2, 3])
        yb, ya = f"{by + sb / 100:.3f}", f"{by + sa / 100:.3f}"
        ag.append(f"{cus} | {iss} | {cp:.3f} | {mat(mi, 'mmddyy')} | {r.choice([1.5, 2.0, 3.0, 4.25, 5.0])} | {v['bmk'](mi)} | {by:.3f} | "
                  f"+{sb} / +{sa} | {yb} / {ya} | +{sb + r.choice([-2, 1, 2])}")
        gold += q(cus, "agency", d, size=v["agsize"], spread=(str(sb), str(sa)), yield_=(yb, ya))
    ss = ["ISIN | ISSUER | CPN | MATURITY | BMK | BMK YLD | SPRD B / O | YLD B / O | DUR"]
    for k, (iss, cp, mi) in enumerate(v["ssa"]):
        isin = pi("US", "45", f"{v['slug']}s{k}") if k % 2 else pi("XS", "2", f"{v['slug']}s{k}")
        by = ust(yrs(mi))
        sb = r.choice([14, 18, 22, 27, 31, 36])
        sa = sb - r.choice([2, 3, 4])
        yb, ya = f"{by + sb / 100:.3f}", f"{by + sa / 100:.3f}"
        ss.append(f"{isin} | {iss} | {cp:.3f} | {mat(mi, 'mmddyy')} | {v['bmk'](mi)} | {by:.3f} | +{sb} / +{sa} | {yb} / {ya} | "
                  f"{yrs(mi) * 0.93:.2f}")
        gold += q(isin, "agency", d, size=v["ssasize"], spread=(str(sb), str(sa)), yield_=(yb, ya))
    text = (f"{v['hello']}\n\n{v['h1']}\n{pad(ag, right_from=4)}\n\n{v['h2']}\n{pad(ss, right_from=4)}\n\n{v['flows']}\n\n"
            f"{sig(v['person'], 'Agency / SSA Trading', v['firm'], v['phone'])}\n")
    return mk(v["slug"], "text", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              note="emph:everyday emph:look-alike emph:size-scope emph:sections emph:face-not-size",
              meta={"sections": [v["h1"], v["h2"]]})


def b5(mi):
    y = yrs(mi)
    return "T 2Y" if y < 2.5 else "T 3Y" if y < 4 else "T 5Y" if y < 6 else "T 7Y" if y < 8.5 else "T 10Y"


TX1 = dict(slug="kelmscott-agency-ssa-run", firm="Kelmscott Securities", sender="Jo Pettifer <jpettifer@kelmscott.com>", person="Jo Pettifer",
           phone="+1 212 555 0119", tz="-0500", day=7, hms="07:52:11", bmk=b5, agsize="10x10", ssasize="5x5",
           ag=[("FHLB", 4.125, "2030-03-13"), ("FFCB", 4.0, "2029-10-22"), ("FNMA", 4.25, "2032-05-15"), ("FHLMC", 4.375, "2031-09-30"),
               ("FHLB", 4.5, "2034-12-08"), ("TVA", 4.65, "2035-09-15")],
           ssa=[("IBRD", 4.0, "2031-01-10"), ("IADB", 4.125, "2033-02-15"), ("EIB", 3.875, "2030-06-14"), ("KFW", 4.25, "2032-10-15"),
                ("ASIA DEV BANK", 4.0, "2029-11-20")],
           hello="Morning - Kelmscott agency / SSA run, Mon 07-Feb. Bid / offer; amt out, bmk yld, prev and duration for reference.",
           h1="AGENCY BULLETS - spread to UST (bp) / yield (%), 10x10", h2="SSA USD - spread to interpolated UST (bp) / yield (%), 5x5",
           flows="Flows: real money buying 5s agencies; SSA supply calendar light this week.",
           subject="Kelmscott agency/SSA run 07-Feb")
TX2 = dict(slug="langtoft-agency-ssa-levels", firm="Langtoft Partners LLC", sender="Marc Dale <mdale@langtoft.com>", person="Marc Dale",
           phone="+1 312 555 0166", tz="-0600", day=16, hms="07:18:40", bmk=b5, agsize="25x25", ssasize="10x10",
           ag=[("FFCB", 4.25, "2031-04-17"), ("FHLB", 4.0, "2030-11-14"), ("FHLMC", 4.125, "2029-08-28"), ("FNMA", 4.5, "2033-07-15"),
               ("FHLB", 4.625, "2035-03-10")],
           ssa=[("IBRD", 4.25, "2034-05-22"), ("AFDB", 4.0, "2030-09-18"), ("EBRD", 3.875, "2031-02-26"), ("NIB", 4.125, "2032-04-13"),
                ("IFC", 4.0, "2029-12-05"), ("KFW", 4.375, "2033-09-15")],
           hello="Langtoft agency / SSA levels, Wed 16-Feb. Two-way; bmk yld, prev spread and duration are reference columns.",
           h1="AGENCY BULLETS - spread to UST (bp) / yield (%), 25x25", h2="SSA USD - spread to interpolated UST (bp) / yield (%), 10x10",
           flows="Colour: better selling of front-end agencies from banks; SSA 10s in demand.",
           subject="Langtoft agency / SSA levels")


def colour(v):
    text = v["body"] + "\n\n" + sig(v["person"], v["title"], v["firm"], v["phone"]) + "\n"
    return mk(v["slug"], "text", [], sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              note="text:empty emph:new-issue")


CO1 = dict(slug="harbledown-ssa-new-issue-colour", firm="Harbledown Capital Markets", sender="Ruth Calder <rcalder@harbledown.co.uk>",
           person="Ruth Calder", title="SSA Syndicate", phone="+44 20 7946 0231", tz="+0000", day=9, hms="16:45:02", subject="SSA primary wrap - Wed",
           body="""Afternoon all - primary wrap, no markets in here (secondary run to follow in the morning).

- EIB 5y USD global priced at SOFR MS+38, re-offer 99.812 / 4.176%, books over 9.5bn, NIC about 1bp.
  Tightened 3bp from IPTs of MS+41 area.
- KfW 2.625% Feb-33 EUR 4bn priced MS-18, re-offer price 99.614, yield 2.712%; books 21bn.
- Norrvik Hypotek covered 7y EUR 750mm at MS+38 (IPT +45a), re-offer 99.733 to yield 2.918%.
- FHLB reopened the 4 1/8 03/13/30 for 2bn at 99.906 (4.148%), 0.5bp through the curve.

Secondary: EIB 5s tighter by 1-2bp on the day, KfW curve unchanged, covered flat to +1.
Pipeline: two supras and a Nordic covered expected Monday; mandate for a 10y EUR agency.""")
CO2 = dict(slug="mappowder-primary-recap", firm="Mappowder & Co", sender="Luca Ferri <lferri@mappowder.com>", person="Luca Ferri",
           title="Agency / SSA Syndicate", phone="+1 212 555 0148", tz="-0500", day=17, hms="17:10:36", subject="Primary recap - agencies / SSA",
           body="""Recap of today's primary (for info only, nothing offered here):

* IADB 3y USD 3bn priced at T+22 (IPT +26a), re-offer 99.874 / 3.926%; books 7.2bn.
* FFCB 4.00 02/17/31 2bn bullet at 99.962, yield 4.013%, +10 to the 3y.
* FHLMC 5NC1 callable 4.60% 02/28/33 at par, 500mm, call 02/28/29 @ 100.
* CADES 10y EUR 4bn at MS+12 (IPT +15a), 99.421 to yield 2.944%, NIC 2bp.

Secondary colour: new IADB 3s trading +21 / +20 on the break, curve 1bp tighter.
Calendar: quiet into the long weekend (US closed Monday 21st).""")


def clo_text(v):
    r = rng(v["slug"])
    d = dealer(v)
    gold = []
    rows = ["DEAL | CLASS | RTG | MGN | WAL | FACTOR | DM B / O | PX B / O | PREV DM | SIZE"]
    for deal, cls, rtg, size, stale in v["clo"]:
        mg = {"AAA": 130, "AA": 182, "A": 228, "BBB-": 338, "BB-": 615}[rtg] + r.choice([-5, 0, 3, 7])
        b = mg + r.choice([-8, -3, 2, 6, 15, 40])
        a = b - r.choice([5, 6, 8, 10, 15])
        wal = r.uniform(2.5, 6.4)
        pb = round(100 - (b - mg) * wal / 100 - 0.1, 2)
        pa = round(pb + (b - a) * wal / 100, 2)
        bs = f"+{b}" + ("*" if stale else "")
        rows.append(f"{deal} | {cls} | {rtg} | {mg} | {wal:.2f} | 1.000 | {bs} / +{a} | {pb:.2f} / {pa:.2f} | +{b + r.choice([-2, 3, 4])} | {size}")
        gold += q(lkey(deal, cls), "structured", d, size=size or v["size"], review=("dm", "price") if stale else (),
                  dm=(str(b), str(a)), price=(f"{pb:.2f}", f"{pa:.2f}"))
    abs_rows = ["DEAL | CLASS | RTG | CPN | WAL | FACTOR | SPRD B / O | PX B / O | PREV SPRD | SIZE"]
    for deal, cls, rtg in v["abs"]:
        cp = r.choice([4.6, 4.95, 5.2, 5.55])
        wal = r.uniform(1.2, 4.1)
        b = r.choice([58, 66, 74, 92, 118, 150])
        a = b - r.choice([4, 5, 6, 8])
        pb = round(100 + (cp - ust(wal) - b / 100) * wal * 0.9, 2)
        pa = round(pb + (b - a) / 100 * wal * 0.9, 2)
        abs_rows.append(f"{deal} | {cls} | {rtg} | {cp:.2f} | {wal:.2f} | {r.uniform(0.4, 0.9):.4f} | +{b} / +{a} | {pb:.2f} / {pa:.2f} | "
                        f"+{b + r.choice([-3, 2, 5])} |")
        gold += q(lkey(deal, cls), "structured", d, size=v["size"], spread=(str(b), str(a)), price=(f"{pb:.2f}", f"{pa:.2f}"))
    text = (f"{v['hello']}\n\n{v['h1']}\n{pad(rows, right_from=2)}\n{v['star']}\n\n{v['h2']}\n{pad(abs_rows, right_from=2)}\n\n"
            f"{sig(v['person'], 'CLO / ABS Trading', v['firm'], v['phone'])}\n")
    return mk(v["slug"], "text", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              note="emph:look-alike emph:size-scope emph:sections emph:footnote emph:prev-col", meta={"sections": [v["h1"], v["h2"]], "marks": ["*"]})


CL1 = dict(slug="nettlecombe-clo-abs-run", firm="Nettlecombe Securities", sender="Gwen Ashby <gashby@nettlecombe.com>", person="Gwen Ashby",
           phone="+1 212 555 0133", tz="-0500", day=10, hms="12:31:47", size="2MM",
           clo=[("HALLSTEAD CLO 2025-1A", "A1", "AAA", "", False), ("ORCHARD LANE CLO 2026-2A", "B", "AA", "", False),
                ("WYNDHAM BRIDGE CLO 2027-1A", "C", "A", "4MM", False), ("KESTLE CLO 2024-3A", "D", "BBB-", "", True),
                ("ROSEVEAR CLO 2026-5A", "E", "BB-", "", False)],
           abs=[("CARRICK AUTO 2027-3", "A3", "AAA"), ("PORTLOE CARD 2026-B", "B", "A"), ("VERYAN EQUIPMENT 2027-1", "C", "BBB")],
           hello="CLO / ABS run, Thu 10-Feb. 2MM current face unless noted in SIZE. MGN, WAL, factor and prev for reference.",
           h1="CLO - DM (bp) / price", h2="ABS - spread to UST (bp) / price", star="* stale - not refreshed since yesterday, indicative only",
           subject="Nettlecombe CLO/ABS run")
CL2 = dict(slug="orleton-clo-abs-levels", firm="Orleton Capital", sender="Sam Whitby <swhitby@orleton.com>", person="Sam Whitby",
           phone="+1 646 555 0107", tz="-0500", day=17, hms="13:12:05", size="3MM",
           clo=[("BRAMSHAW CLO 2026-1A", "A", "AAA", "", False), ("DENBURY CLO 2025-4A", "B", "AA", "", True),
                ("FRITHAM CLO 2027-2A", "D", "BBB-", "5MM", False), ("LINWOOD CLO 2026-3A", "E", "BB-", "", False)],
           abs=[("MINSTEAD AUTO 2027-1", "A2", "AAA"), ("NOMANSLAND CARD 2026-A", "A", "AAA"), ("BURLEY EQUIPMENT 2026-2", "B", "A"),
                ("CADNAM STUDENT 2027-1", "A1", "AAA")],
           hello="Orleton CLO / ABS levels, Thu 17-Feb. Sizes 3MM current face unless stated.",
           h1="CLO - DM (bp) / price", h2="ABS - spread to UST (bp) / price", star="* indicative, subject to confirmation - not refreshed this morning",
           subject="Orleton CLO / ABS levels")


LAYOUTS = [lambda: agency_text(TX1), lambda: agency_text(TX2), lambda: colour(CO1), lambda: colour(CO2), lambda: clo_text(CL1),
           lambda: clo_text(CL2)]
