"""Plain-text bodies: fixed-width runs crowded with reference numbers, and market colour quoting nothing."""

from __future__ import annotations

from common import bench_yld, bkey, date, fx, lkey, mk, pad, q, sgn, sig, spx, yt

CLIENT = "Rates & Credit Desk <desk@clients.example-am.com>"


def ig_hy_run():
    d = "brackenfold"
    ig = [  # issuer, cpn, mat (mm/dd/yy), iso, amt out, rating, bid sprd, ask sprd, prev px, own size
        ("HALSTOW UTILITIES", 4.85, "03/15/34", "2034-03-15", "750", "A3", 118, 112, None),
        ("MERRIOTT FOODS", 5.1, "09/01/33", "2033-09-01", "1,000", "Baa1", 131, 125, None),
        ("QUENBY RAIL", 4.4, "06/30/31", "2031-06-30", "600", "A2", 84, 80, "10MM"),
        ("SOWERBY BANK", 5.35, "01/20/36", "2036-01-20", "1,250", "Baa2", 152, 146, None),
        ("TREWITH PIPELINE", 5.6, "11/15/37", "2037-11-15", "900", "Baa3", 171, 164, None),
    ]
    hy = [  # issuer, cpn, mat, iso, amt out, rating, bid px, ask px, call
        ("ALDERCLIFF MEDIA", 7.25, "04/15/31", "2031-04-15", "500", "B2", 97.25, 97.875, "04/15/28 @ 103.625"),
        ("BRINSCALL CHEMICAL", 6.75, "07/01/30", "2030-07-01", "425", "B1", 99.5, 100.125, "07/01/28 @ 103.375"),
        ("CARNEDD ENERGY", 8.125, "02/01/32", "2032-02-01", "650", "Caa1", 94.0, 95.0, "02/01/29 @ 104.063"),
        ("DOLWEN HOMES", 6.0, "10/15/29", "2029-10-15", "350", "Ba3", 100.25, 100.75, "10/15/28 @ 101.500"),
    ]
    gold = []
    rows = ["ISSUER | CPN | MATURITY | AMT OUT ($MM) | RTG | BID / OFFER (bp) | BID / OFFER (px) | PREV PX | CHG | BMK YLD | SIZE"]
    prev_moves = [0.11, -0.06, 0.0, -0.18, 0.24]
    for (iss, c, m, iso_d, amt, rt, b, a, own), mv in zip(ig, prev_moves, strict=True):
        pb, pa = spx(c, iso_d, b), spx(c, iso_d, a)
        prev = float(pb) - mv
        rows.append(f"{iss} | {c:g} | {m} | {amt} | {rt} | +{b} / +{a} | {pb} / {pa} | {prev:.3f} | {sgn(mv)} | {bench_yld(iso_d)} | {own or ''}")
        gold += q(bkey(iss, c, iso_d), "ig", d, size=own or "5MM", spread=(f"+{b}", f"+{a}"), price=(pb, pa))
    hrows = ["ISSUER | CPN | MATURITY | AMT OUT ($MM) | RTG | NEXT CALL | BID / OFFER (px) | YLD BID / OFFER | PREV PX | CHG"]
    for (iss, c, m, iso_d, amt, rt, b, a, call), mv in zip(hy, [0.25, -0.5, 0.375, 0.0], strict=True):
        yb, ya = yt(c, b, iso_d, 2), yt(c, a, iso_d, 2)
        hrows.append(f"{iss} | {c:g} | {m} | {amt} | {rt} | {call} | {fx(b)} / {fx(a)} | {yb} / {ya} | {fx(b - mv)} | {sgn(mv, 3)}")
        gold += q(bkey(iss, c, iso_d), "hy", d, size="2MM", price=(fx(b), fx(a)), yield_=(yb, ya))
    text = f"""Morning - Brackenfold IG / HY run, Tue 08-Feb 07:45 NY.
Levels are bid / offer. Amt out, rating, prev close, chg, bmk yield and calls are for reference only.
Sizes: IG 5mm, HY 2mm per side unless noted.

IG - spread to the on-the-run UST (bp) and price
{pad(rows, right_from=1)}

HY - price (pts) and yield to maturity (%)
{pad(hrows, right_from=1)}

Flows: real money better buyers of 10y utilities; HY quiet, Carnedd 2 pts off the low on the week.

{sig("Owen Trafford", "IG / HY Trading", "Brackenfold Capital Markets LLC", "+1 212 555 0143")}
"""
    return mk("brackenfold-ig-hy-run", "text", gold, sender="Owen Trafford <otrafford@brackenfold.com>", to=CLIENT,
              subject="Brackenfold IG/HY run - Tue 08-Feb", date=date("07:46:02", "-0500", 8), text=text,
              note="emph:near-numbers emph:size-scope emph:prev-col emph:everyday")


def loan_levels_text():
    d = "dunstanley"
    loans = [  # borrower, facility, margin, mat as written, floor, oid, fac, prev bid, bid, offer
        ("Hartlebury Foods", "TLB", "S+350", "03/31", "0.50", "99.00", "1,150", 98.375, 98.625, 99.125),
        ("Kilverstone Software", "TL", "S+325", "11/30", "0.75", "99.50", "2,400", 99.5, 99.625, 100.0),
        ("Penmarric Logistics", "TLB-2", "S+400", "06/29", "0.50", "98.50", "875", 96.25, 96.0, 96.75),
        ("Sturminster Health", "1L TL", "S+475", "08/31", "1.00", "98.00", "1,600", 92.5, 93.0, 94.0),
        ("Wenlock Packaging", "TLB", "S+300", "02/32", "0.50", "99.75", "3,100", 100.0, 100.125, 100.5),
    ]
    rows = ["Borrower | Facility | Spread | Mat | Floor | OID | Fac ($MM) | Prev Bid | Bid | Offer | Chg"]
    gold = []
    for bor, fac, mg, m, fl, oid, size, prev, b, a in loans:
        star = "*" if bor.startswith("Sturminster") else ""
        rows.append(f"{bor} | {fac} | {mg} | {m} | {fl} | {oid} | {size} | {fx(prev)} | {fx(b)} | {fx(a)}{star} | {sgn(b - prev, 3)}")
        gold += q(lkey(bor, fac, mg, m), "loan", d, size="1MM", review=("price",) if star else (), price=(fx(b), fx(a)))
    text = f"""Loan levels below, Wed 09-Feb.
Loans in px, 1MM clips. Floor, OID, facility size, prev bid and chg for reference.

{pad(rows, right_from=2)}
* Sturminster offer indicative, subject to confirmation (add-on allocations pending).

Penmarric softer after the Q4 miss (down a pt on the week); Sturminster 1L better with the add-on pulled.

{sig("Imogen Castell", "Leveraged Loan Trading", "Dunstanley Partners LLP", "+44 20 7946 0415")}
"""
    return mk("dunstanley-loan-levels", "text", gold, sender="Imogen Castell <icastell@dunstanley.co.uk>", to=CLIENT,
              subject="Loan levels - Wed 09-Feb", date=date("10:12:40", "+0000", 9), text=text,
              note="emph:near-numbers emph:size-scope emph:prev-col emph:everyday emph:footnote", meta={"marks": ["*"]})


def colour_structured():
    text = """Team,

Quiet session in securitised. Colour only, no offerings from us today:

- CLO AAA secondary traded 126-131 DM area on the day (3 lines), BBs 585-610; primary AAA priced at S+129, 99.75 OID.
- Prime auto ABS A2s printed +52 on the new issue (IPT +65 area), 1.9 WAL; subprime As +88.
- CMBS conduit AS cleared +188 on the BWIC, cover +191; SASB AAA unchanged at +118.
- Agency callables: 5NC1 Qtrly FHLB priced at 5.21% yield, 5NC3 1x at 4.98%.
- Non-agency RMBS: legacy seniors 1/2 pt higher on the week, CRT M2s +240 area.

Happy to look at anything you want to move; we will be back with offerings Monday.

Maeve Dornoch
Fairlop Securities | Securitised Products | +1 646 555 0190
"""
    return mk("fairlop-colour", "text", [], sender="Maeve Dornoch <mdornoch@fairlopsec.com>", to=CLIENT,
              subject="Securitised colour - Thu 10-Feb", date=date("16:41:09", "-0500", 10), text=text, note="text:empty")


def colour_loans():
    text = """Afternoon,

Loan market colour for the week, no levels attached:

* Index up 0.18 pts on the week to 96.42; 62% of the index above 99 (was 58%).
* New issue: Ravensworth Chemicals TLB priced S+375 at 99.5 OID, 0.50 floor (talk S+400-425 at 99.0). Broke 100.125 / 100.5.
* Repricings: three in the pipeline this week, average 37 bps of savings.
* CLO arbitrage back above 1.9% AAA-to-collateral; 11 new deals printed ($5.2bn).
* Downgrades outpaced upgrades 1.4x in January.

Call us for anything specific, we have axes in software and healthcare names.

Rupert Haldane
Oxcombe Capital | Loan Sales | +44 20 7946 0672
"""
    return mk("oxcombe-colour", "text", [], sender="Rupert Haldane <rhaldane@oxcombecapital.co.uk>", to=CLIENT,
              subject="Loans colour - wk of 14-Feb", date=date("15:20:33", "+0000", 18), text=text, note="text:empty")


def ssa_run():
    d = "pellbrook"
    usd = [  # issuer, cpn, mat, iso, bmk, bid, ask, amt (bn), dur
        ("KFW", 4.125, "07/15/31", "2031-07-15", "T 4 01/31/31", 14, 11, "5.0", "3.1"),
        ("EIB", 4.375, "03/15/33", "2033-03-15", "T 4 1/8 02/15/33", 19, 16, "4.0", "4.5"),
        ("IBRD", 3.875, "09/20/30", "2030-09-20", "T 3 7/8 08/31/30", 9, 6, "3.5", "2.4"),
        ("ASIAN DEV BANK", 4.25, "01/10/35", "2035-01-10", "T 4 1/4 11/15/34", 24, 21, "2.5", "6.0"),
    ]
    rows = ["Issuer | Cpn | Maturity | Benchmark | Bmk Yld | Bid | Ask | Yld Bid | Yld Ask | Size ($bn) | Dur"]
    gold = []
    for iss, c, m, iso_d, bmk, b, a, amt, dur in usd:
        by = float(bench_yld(iso_d))
        yb, ya = f"{by + b / 100:.3f}", f"{by + a / 100:.3f}"
        rows.append(f"{iss} | {c:.3f} | {m} | {bmk} | {by:.3f} | +{b} | +{a} | {yb} | {ya} | {amt} | {dur}")
        gold += q(bkey(iss, c, iso_d), "agency", d, size="5MM", spread=(f"+{b}", f"+{a}"), yield_=(yb, ya))
    eur = [  # issuer, cpn, mat, iso, ms bid, ms ask, amt, dur
        ("KFW", 2.75, "15.05.2032", "2032-05-15", -12, -15, "4.0", "3.9"),
        ("EU", 3.0, "04.12.2034", "2034-12-04", 8, 5, "6.0", "6.1"),
        ("BNG BANK", 2.875, "23.02.2033", "2033-02-23", 2, -1, "2.0", "4.6"),
    ]
    erows = ["Issuer | Cpn | Maturity | MS Bid | MS Ask | Amt (bn) | Dur | ASW 1w ago"]
    for (iss, c, m, iso_d, b, a, amt, dur), wk in zip(eur, [-11, 9, 3], strict=True):
        star = "*" if iss == "BNG BANK" else ""
        erows.append(f"{iss} | {c:.3f} | {m} | {b:+d}{star} | {a:+d}{star} | {amt} | {dur} | {wk:+d}")
        gold += q(bkey(iss, c, iso_d), "agency", d, size="10MM", review=("i_spread",) if star else (), i_spread=(str(b), str(a)))
    text = f"""SSA run, Mon 07-Feb, 13:05 London.

USD SSA - spread to the interpolated UST (bp), 5MM per side. Bmk yld, size and duration for reference.
{pad(rows, right_from=1)}

EUR SSA - spread to mid-swaps (bp), 10MM per side. ASW 1w ago is last week's close, not a market.
{pad(erows, right_from=1)}
* BNG: stale - not refreshed since Friday's close, indicative only.

Supply: EIB 5y USD global mandated, IPT SOFR MS+45 area.

{sig("Tobias Renner", "SSA Trading", "Pellbrook Partners", "+44 20 7946 0833")}
"""
    return mk("pellbrook-ssa-run", "text", gold, sender="Tobias Renner <trenner@pellbrook.co.uk>", to=CLIENT,
              subject="SSA run 07-Feb", date=date("13:05:47", "+0000", 7), text=text,
              note="emph:near-numbers emph:size-scope emph:everyday emph:footnote emph:prev-col", meta={"marks": ["*"]})


def cds_run():
    d = "stannardhale"
    names = [  # name, bid, ask, prev mid, rec, cpn
        ("ASHCOTT INDUSTRIES", 94, 99, 98.0, 40, 100),
        ("BELSTONE TELECOM", 141, 148, 142.5, 40, 100),
        ("CHAGFORD RETAIL", 318, 334, 335.0, 40, 500),
        ("DREWSTEIGNTON AUTO", 207, 216, 205.5, 40, 100),
        ("EXMINSTER UTILITIES", 58, 62, 61.5, 40, 100),
    ]
    rows = ["Name | Bid | Ask | Mid | Prev Mid | Chg | Rec | Cpn"]
    gold = []
    for n, b, a, pm, rec, c in names:
        mid = (b + a) / 2
        rows.append(f"{n} | {b} | {a} | {mid:g} | {pm:g} | {mid - pm:+g} | {rec} | {c}")
        gold += q(f"{n} 5Y", "cds", d, size="10x10", spread=(str(b), str(a)))
    idx = ["Index | Bid | Ask | Mid | Prev Mid | Chg", "CDX IG 49 5Y | 52.25 | 52.75 | 52.5 | 53.25 | -0.75",
           "CDX HY 49 5Y (px) | 106.125 | 106.25 | 106.1875 | 105.9375 | +0.25"]
    gold += q("CDX IG 49 5Y", "cds", d, size="25x25", spread=("52.25", "52.75"))
    gold += q("CDX HY 49 5Y", "cds", d, size="25x25", price=("106.125", "106.25"))
    text = f"""Stannard CDS close, Fri 11-Feb (bp running unless noted)

Single names 5Y, 10x10. Mid, prev mid and chg are marks, not markets.
{pad(rows, right_from=1)}

Indices, 25x25
{pad(idx, right_from=1)}

Belstone wider on the spin-off headlines; Chagford 17 tighter on the refi.

{sig("Harriet Voss", "Credit Derivatives", "Stannard Hale & Co", "+1 212 555 0176")}
"""
    return mk("stannard-cds-close", "text", gold, sender="Harriet Voss <hvoss@stannardhale.com>", to=CLIENT,
              subject="CDS close - Fri 11-Feb", date=date("16:58:21", "-0500", 11), text=text,
              note="emph:near-numbers emph:size-scope emph:prev-col emph:everyday")


LAYOUTS = [ig_hy_run, loan_levels_text, colour_structured, colour_loans, ssa_run, cds_run]
