"""Word layouts: a memo with a table of agency callables, agency / SSA levels written in paragraphs and bullet points,
and a structured offering with a per-row measure column plus bids in paragraphs. Three pairs."""

from __future__ import annotations

import docxkit as dk
from common import MIME_DOCX, Attachment, agency_row, date, mat, mk, pi, q, rng, sig, ust, yrs
from l_pdf import cu


def dealer(v):
    from common import dealer_of

    return dealer_of(v["sender"])


def att(name, d):
    return Attachment(name, dk.save(d), MIME_DOCX, "docx")


# ---------------------------------------------------------------- 1. memo with a table of step-up callables


def memo_callables(v):
    r = rng(v["slug"])
    dl = dealer(v)
    d = dk.new(v["person"], v["title"])
    dk.para(d, v["firm"], b=True, size=13)
    dk.para(d, f"MEMO - {v['title']}", b=True)
    dk.para(d, v["dateline"], i=True)
    for s in v["intro"]:
        dk.para(d, s)
    rows = [["CUSIP", "Issuer", "Coupon / Step Schedule", "Maturity", "First Call", "Call Px", "Qty (M)", "Offer Px", "YTC", "YTM"]]
    gold = []
    for k in range(v["n"]):
        ag = r.choice(v["ags"])
        b = agency_row(r, ag, f"{v['slug']}{k}", step=k % 3 != 2, px_range=(99.2, 100.7))
        sched = f"{b['cpn']:.3f}" if "steps" not in b else f"{b['steps'][0][0]:.3f} to {mat(b['call'], 'mmddyy')}, then {b['steps'][1][0]:.3f}"
        qty = r.choice([1000, 2000, 2500, 5000, 10000])
        ytw = min(b["ytc"], b["ytm"], key=float)
        rows.append([b["cusip"], ag, sched, mat(b["mat"], "mmddyy"), mat(b["call"], "mmddyy"), "100.00", f"{qty:,}", f"{b['px']:.3f}", b["ytc"], b["ytm"]])
        gold += q(b["cusip"], "agency", dl, size=(None, qty * 1000), price=(None, f"{b['px']:.3f}"), yield_=(None, ytw))
    dk.table(d, rows, widths=[0.95, 0.55, 1.6, 0.7, 0.7, 0.5, 0.55, 0.6, 0.5, 0.5], align="llllllrrrr", size=8)
    dk.para(d, "")
    for s in v["outro"]:
        dk.para(d, s)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Agency Sales', v['firm'], v['phone'])}\n"
    return mk(v["slug"], "docx", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              attachments=[att(v["fname"], d)], note="emph:memo emph:look-alike emph:step-up emph:ytc-ytm emph:offer-only emph:yield-price")


MC1 = dict(slug="puddington-callable-memo", firm="Puddington Securities", sender="Irene Salt <isalt@puddington.com>", person="Irene Salt",
           phone="+1 212 555 0124", tz="-0500", day=8, hms="10:05:33", ags=["FHLB", "FFCB", "FHLMC"], n=9, title="Agency step-up offerings",
           dateline="Tuesday 8 February 2028, 10:00 ET",
           intro=["The following agency callables are offered for settlement T+1. Prices are offers; Qty (M) is the amount offered in thousands.",
                  "Step-up coupons are shown with the date of the step; the call price is par."],
           outro=["Where YTC and YTM differ, the bond is offered at the lower of the two (yield to worst).",
                  "Please call the desk to work orders; all offers subject to prior sale."],
           cover="Hi - step-up memo attached, offers only.\n\nIrene", subject="Puddington agency step-up offerings (memo)",
           fname="Puddington_StepUp_Offerings_0208.docx")
MC2 = dict(slug="quenington-agency-memo", firm="Quenington Capital", sender="Paul Verity <pverity@quenington.com>", person="Paul Verity",
           phone="+1 704 555 0182", tz="-0500", day=15, hms="09:41:18", ags=["FHLB", "FFCB", "FNMA", "FHLMC"], n=10, title="Callable agency offers",
           dateline="15 February 2028",
           intro=["Offer side only. Sizes in the Qty (M) column (thousands). Call price 100.00 on every line."],
           outro=["Offered at the yield to worst: the lower of YTC and YTM.", "Levels good until 2pm ET barring market moves."],
           cover="Team - callable offers memo attached.\n\nPaul", subject="Quenington callable agency offers",
           fname="quenington_callables_memo.docx")


# ---------------------------------------------------------------- 2. levels in paragraphs and bullet points


def para_levels(v):
    d = dk.new(v["person"], v["title"])
    dl = dealer(v)
    dk.para(d, v["title"], b=True, size=12)
    dk.para(d, v["lead"])
    gold = []
    r = rng(v["slug"])
    for kind, (iss, cp, mi), side, size, extra, review in v["lines"]:
        if kind == "agency":
            b = agency_row(r, iss, f"{v['slug']}{iss}{mi}", call=extra == "call", px_range=(99.0, 100.8))
            ident, c, mi2 = b["cusip"], cp, mi
            px = f"{b['px']:.3f}"
            yl = yto_(c, b["px"], mi2)
            ci = f"2029-{mi[5:7]}-{min(28, int(mi[8:])):02d}"
            call = f", callable {mat(ci, 'mmddyy')} @ 100 (YTC {yto_(c, b['px'], ci)})" if extra == "call" else ""
            desc = f"{iss} {c:g} {mat(mi2, 'mmddyy')} (CUSIP {ident}){call}"
            if side == "offer":
                s = (f"We offer {size} {desc} at {px} / {yl}%; prior close was {float(px) - 0.125:.3f}, duration {yrs(mi2) * 0.88:.2f}, "
                     f"+{r.choice([6, 9, 12, 15])} to the curve.")
                gold += q(ident, "agency", dl, size=(None, size_v(size)), review=review, price=(None, px), yield_=(None, yl))
            else:
                s = (f"We bid {px} / {yl}% for {size} {desc}; that is {r.choice([2, 3, 4])}bp back of yesterday's bid of "
                     f"{float(px) + 0.094:.3f}, duration {yrs(mi2) * 0.88:.2f}, +{r.choice([6, 9, 12, 15])} to the curve.")
                gold += q(ident, "agency", dl, size=(size_v(size), None), review=review, price=(px, None), yield_=(yl, None))
        else:
            ident = pi("XS", "2", f"{v['slug']}{iss}{mi}")
            by = ust(yrs(mi))
            sb = r.choice([18, 22, 26, 31, 35])
            sa = sb - r.choice([2, 3, 4])
            yb, ya = f"{by + sb / 100:.3f}", f"{by + sa / 100:.3f}"
            s = (f"{iss} {cp:g} {mat(mi, 'mmddyy')} (ISIN {ident}): +{sb} / +{sa} vs UST, {yb}% / {ya}%, {size}; re-offer was +{sb + 4}, "
                 f"benchmark T 5Y at {by:.3f}%, duration {yrs(mi) * 0.9:.2f}.")
            gold += q(ident, "agency", dl, size=size, review=review, spread=(str(sb), str(sa)), yield_=(yb, ya))
        if review:
            s += " Indicative only - subject to confirmation."
        p = dk.para(d, "")
        p.style = d.styles["List Bullet"]
        p.add_run(s)
    for s in v["close"]:
        dk.para(d, s)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Agency / SSA Sales', v['firm'], v['phone'])}\n"
    return mk(v["slug"], "docx", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              attachments=[att(v["fname"], d)], note="emph:paras emph:look-alike emph:yield-price")


def yto_(c, px, iso_d):
    from common import yto

    return yto(c, px, iso_d)


def size_v(s):
    return int(float(s.lower().replace("mm", "")) * 1_000_000)


PL1 = dict(slug="rushbrooke-agency-ssa-axes", firm="Rushbrooke Markets", sender="Tessa Lamb <tlamb@rushbrooke.com>", person="Tessa Lamb",
           phone="+1 212 555 0171", tz="-0500", day=9, hms="11:20:44", title="Agency / SSA axes - 9 February",
           lead="Our axes this morning (sizes per line; yields semi-annual):",
           lines=[("agency", ("FHLB", 4.25, "2033-02-15"), "offer", "5MM", "call", ()),
                  ("agency", ("FFCB", 4.0, "2031-06-28"), "offer", "10MM", "", ()),
                  ("agency", ("FHLMC", 4.5, "2034-08-28"), "bid", "5MM", "call", ()),
                  ("ssa", ("IBRD", 4.125, "2033-01-10"), "two", "5x5", "", ()),
                  ("ssa", ("IADB", 4.0, "2031-04-15"), "two", "10x10", "", ("spread", "yield")),
                  ("agency", ("FNMA", 4.375, "2030-11-15"), "offer", "3MM", "", ())],
           close=["Call with questions; happy to work orders on any of the above."],
           cover="Axes attached in Word.\n\nTessa", subject="Rushbrooke agency/SSA axes", fname="Rushbrooke_Axes_0209.docx")
PL2 = dict(slug="shipbourne-agency-axes", firm="Shipbourne & Co", sender="Hugo Grant <hgrant@shipbourne.com>", person="Hugo Grant",
           phone="+1 312 555 0144", tz="-0600", day=16, hms="10:48:02", title="Axes: agencies and SSA",
           lead="Today's axes. Sizes stated on each line.",
           lines=[("agency", ("FFCB", 4.125, "2032-03-28"), "offer", "10MM", "call", ()),
                  ("agency", ("FHLB", 4.0, "2030-09-13"), "bid", "15MM", "", ()),
                  ("ssa", ("EBRD", 4.0, "2032-07-20"), "two", "5x5", "", ()),
                  ("agency", ("FHLMC", 4.625, "2035-05-28"), "offer", "5MM", "call", ("price", "yield")),
                  ("ssa", ("AFDB", 4.25, "2030-12-12"), "two", "10x10", "", ()),
                  ("agency", ("FNMA", 4.0, "2031-10-15"), "bid", "10MM", "", ())],
           close=["Levels as of 10:45 CT."],
           cover="Hi - axes attached.\n\nHugo", subject="Shipbourne axes - agencies / SSA", fname="shipbourne_axes_0216.docx")


# ---------------------------------------------------------------- 3. structured offers table with a per-row measure, bids in paragraphs


def sp_both(v):
    r = rng(v["slug"])
    dl = dealer(v)
    d = dk.new(v["person"], v["title"])
    dk.para(d, v["title"], b=True, size=12)
    dk.para(d, v["cover_para"])
    rows = [["CUSIP", "Deal", "Class", "WAL", "Factor", "Basis", "Offer Level", "Offer Px", "Z (model)", "Level 1w ago"]]
    gold = []
    for k, (deal, cls, basis) in enumerate(v["offers"]):
        cus = cu(f"{v['slug']}{deal}", f"{cls[:1]}{k + 1}")
        wal = r.uniform(1.8, 7.2)
        if basis == "DM":
            lvl = str({"A": 142, "B": 188, "C": 236, "D": 345, "E": 620}[cls[0]] + r.choice([-4, 0, 3, 6]))
            px = f"{100 - r.uniform(0.1, 1.8):.2f}"
            qt = "dm"
        elif basis == "Sprd":
            lvl = str(r.choice([64, 82, 105, 140]))
            px = f"{100 + r.uniform(-1.5, 1.5):.2f}"
            qt = "spread"
        else:
            lvl = f"{r.uniform(5.6, 7.2):.2f}"
            px = f"{97 + r.uniform(-4, 2):.2f}"
            qt = "yield"
        z = str(int(float(lvl) * (100 if basis == "Yld" else 1)) - (int(ust(wal) * 100) if basis == "Yld" else 0) + r.choice([4, 9, 13]))
        ago = f"{float(lvl) + r.choice([3, 5, -2]) * (0.01 if basis == 'Yld' else 1):g}"
        rows.append([cus, deal, cls, f"{wal:.2f}", f"{r.uniform(0.5, 1):.4f}", basis, lvl, px, z, ago])
        gold += q(cus, "structured", dl, size=(None, v["size"]), **{qt: (None, lvl)}, price=(None, px))
    dk.table(d, rows, widths=[0.85, 1.7, 0.45, 0.45, 0.6, 0.45, 0.7, 0.6, 0.65, 0.75], align="lllrrlrrrr", size=8)
    dk.para(d, "")
    dk.para(d, v["bids_head"], b=True)
    for k, (deal, cls, dm, px, sz) in enumerate(v["bids"]):
        cus = cu(f"{v['slug']}bid{deal}", f"{cls[:1]}{k + 5}")
        p = dk.para(d, "")
        p.style = d.styles["List Bullet"]
        p.add_run(f"bid {sz} {deal} {cls} (CUSIP {cus}) at DM {dm} / {px}, WAL {r.uniform(3, 6):.1f}, margin {dm - r.choice([10, 25, 40])}, "
                  f"factor {r.uniform(0.6, 1):.4f}")
        gold += q(cus, "structured", dl, size=(size_v(sz), None), dm=(str(dm), None), price=(px, None))
    dk.para(d, v["sign"])
    text = f"{v['cover']}\n\n{sig(v['person'], 'Securitized Sales', v['firm'], v['phone'])}\n"
    return mk(v["slug"], "docx", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              attachments=[att(v["fname"], d)], note="emph:memo emph:paras emph:measure-col emph:look-alike emph:model emph:yield-price",
              meta={"measure_col": "Basis"})


SB1 = dict(slug="thurgarton-sp-offers-bids", firm="Thurgarton Securities", sender="Leah Moss <lmoss@thurgarton.com>", person="Leah Moss",
           phone="+1 212 555 0193", tz="-0500", day=10, hms="13:55:20", size=2_000_000, title="Securitized offerings and bids - 10 Feb",
           cover_para="The table below is offers only, 2MM current face each; the Basis column names the measure of the Offer Level "
                      "(DM and Sprd in bp, Yld in %). Offer Px is the price at that level. Z (model) and Level 1w ago are for reference.",
           offers=[("HARTSWOOD CLO 2026-1A", "A1", "DM"), ("COLDHARBOUR CLO 2025-3A", "D", "DM"), ("BEXLEY AUTO 2027-2", "A3", "Sprd"),
                   ("MERSHAM CMBS 2026-C3", "AS", "Sprd"), ("ICKHAM NQM TRUST 2027-1", "A1", "Yld"), ("STELLING RESI 2026-2", "M1", "Yld")],
           bids_head="We are also buyers of:",
           bids=[("WOOTTON CLO 2026-4A", "B", 186, "99.85", "3MM"), ("ELHAM CLO 2025-2A", "C", 232, "99.40", "2MM")],
           sign="Leah Moss, Thurgarton Securities", cover="Offers and bids attached (Word).\n\nLeah",
           subject="Thurgarton securitized offers / bids", fname="Thurgarton_SP_Offers_Bids_0210.docx")
SB2 = dict(slug="wolverton-sp-axes", firm="Wolverton Capital Markets", sender="Nick Hale <nhale@wolverton.com>", person="Nick Hale",
           phone="+1 646 555 0115", tz="-0500", day=17, hms="14:22:09", size=3_000_000, title="Structured axes",
           cover_para="Offers in the table, 3MM current face on every line. Basis gives the unit of the Offer Level; Offer Px is the matching price.",
           offers=[("ASHURST CLO 2027-2A", "A", "DM"), ("BOLDRE CLO 2026-1A", "E", "DM"), ("SWAY CARD 2027-A", "B", "Sprd"),
                   ("PILLEY EQUIPMENT 2026-1", "A2", "Sprd"), ("EMERY DOWN NQM 2026-4", "A2", "Yld")],
           bids_head="Bids:",
           bids=[("TIPTOE CLO 2025-1A", "A2", 158, "100.05", "5MM"), ("BROCKHILL CLO 2027-3A", "D", 348, "98.90", "1MM")],
           sign="NH", cover="Structured axes attached.\n\nNick", subject="Wolverton structured axes", fname="wolverton_sp_axes_0217.docx")


LAYOUTS = [lambda: memo_callables(MC1), lambda: memo_callables(MC2), lambda: para_levels(PL1), lambda: para_levels(PL2),
           lambda: sp_both(SB1), lambda: sp_both(SB2)]
