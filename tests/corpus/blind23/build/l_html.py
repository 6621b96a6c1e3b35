"""HTML bodies (3 pairs): structured offers, an everyday run, munis / SSA."""

from __future__ import annotations

import random

import htmlkit as hk
from common import (
    cusip,
    date,
    dealer_of,
    mat,
    mc,
    mdy2,
    mk,
    muni_px,
    pi,
    pxto,
    q,
    ust,
    yrs,
    yto,
)
from htmlkit import C


def abs_offers_dev():
    """A run system's table with a caption stating unit and size, section rows (ABS / CMBS), offer spread and price."""
    sender = "Lena Lockwood <lena.lockwood@lockwoodcm.com>"
    d = dealer_of(sender)
    rows = [["CUSIP", "Deal", "Class", "Rtg", "Factor", "WAL", "Offer Sprd", "Offer Px"]]
    gold, sections = [], []
    rng = random.Random(35)
    for sec, items in (("ABS", [("ALDWARK AUTO 2026-2", "A3", 61, 99.72), ("BEDALE CARD MT 2025-B", "A", 47, 100.14),
                                ("CRAYKE EQUIP 2025-1", "B", 92, 99.05)]),
                       ("CMBS", [("DISHFORTH CMBS 2025-C6", "A-S", 121, 98.31), ("EASINGWOLD COMM 2024-EW", "B", 176, 96.88)])):
        sections.append(len(rows))
        rows.append([sec])
        for i, (deal, cls, s, px) in enumerate(items):
            cu = cusip(f"{deal[:3]}{i}3{len(rows)}{cls[0]}{i}"[:8])
            rows.append([cu, deal, cls, "AAA" if cls.startswith("A") else "AA", f"{rng.uniform(0.45, 0.95):.4f}", f"{rng.uniform(1.5, 5):.2f}",
                         C(f"+{s}", a="r"), C(f"{px:.2f}", a="r")])
            gold += q(cu, "structured", d, size=(None, 2_000_000), spread=(None, str(s)), price=(None, f"{px:.2f}"))
    inner = (hk.sys_p("Lockwood Capital Markets - ABS / CMBS offerings - 11 Jan 2028", b=True)
             + hk.sys_table(rows, caption="OFFERS - spread to UST (bp), 2MM current face", sections=sections, align="lllllrrr")
             + hk.sys_p("Subject to prior sale. Lockwood Capital Markets LLC, member FINRA/SIPC. +1 212 555 0129", size=10, color="#666"))
    return mk("lockwood-abs-cmbs-offers", "html", gold, sender=sender, subject="ABS / CMBS offers 11-Jan", date=date("11:41:29", "-0500", 11),
              html=hk.sys_doc(inner, title="Offers"), enc="qp",
              note="emph:caption-size emph:sections emph:offer-only emph:size-scope emph:near-numbers", meta={"sections": ["ABS", "CMBS"]})


def clo_outlook_hold():
    """An Excel range pasted into Outlook: CLO tranches with a merged 'DM' band over Bid / Offer and a 'Price' band,
    &nbsp; cells, a plain-text alternative; sizes in the intro."""
    sender = "Rhys Merrion <rmerrion@merrionsec.com>"
    d = dealer_of(sender)
    rows = [[C("Deal", b=True), C("Class", b=True), C("Rtg", b=True), C("DM", b=True, cs=2, a="c"), C("Price", b=True, cs=2, a="c")],
            ["", "", "", C("Bid", b=True, a="r", bb=True), C("Offer", b=True, a="r", bb=True), C("Bid", b=True, a="r", bb=True), C("Offer", b=True, a="r", bb=True)]]
    gold = []
    for deal, cls, rat, dm, da, pb, pa in (("Fangdale CLO 2024-3A", "A1", "AAA", 133, 128, "100.12", "100.24"),
                                          ("Fangdale CLO 2024-3A", "C", "A", 249, 242, "99.82", "100.01"),
                                          ("Grisedale CLO 2025-1A", "D", "BBB-", 405, 396, "99.05", "99.40"),
                                          ("Hartsop CLO 2023-2A", "E", "BB-", 752, None, "95.60", None)):
        rows.append([deal, cls, rat, C(f"+{dm}", a="r"), C(f"+{da}" if da else "", a="r"), C(pb, a="r"), C(pa or "", a="r")])
        key = f"{deal} {cls}".upper()
        gold += q(key, "structured", d, size="3mm", dm=(str(dm), str(da) if da else None), price=(pb, pa))
    widths = [150, 40, 40, 45, 45, 50, 50]
    intro = "Morning - CLO secondary, 3MM per side unless noted.\n"
    html = hk.outlook_doc(hk.mps(intro) + hk.xl_table(rows, widths) + hk.mp() + hk.mps("Rhys Merrion\nMerrion Securities | CLO Trading | +1 212 555 0193"))
    text = intro + "\n" + hk.outlook_text_table(rows) + "\n\nRhys Merrion\nMerrion Securities | CLO Trading | +1 212 555 0193\n"
    return mk("merrion-clo-outlook", "html", gold, sender=sender, subject="CLO secondary", date=date("09:22:45", "-0500", 14), text=text, html=html,
              note="emph:outlook-paste emph:colspan-band emph:alternative emph:size-scope", meta={})


def em_outlook_dev():
    """Everyday: EM sovereigns pasted from Excel into Outlook, price and yield bid / offer with a band row."""
    sender = "Olu Nettleford <olu.nettleford@nettlefordam.com>"
    d = dealer_of(sender)
    rows = [[C("Bond", b=True), C("Price", b=True, cs=2, a="c"), C("Yield", b=True, cs=2, a="c"), C("Size", b=True)],
            ["", C("Bid", b=True, a="r", bb=True), C("Offer", b=True, a="r", bb=True), C("Bid", b=True, a="r", bb=True), C("Offer", b=True, a="r", bb=True), ""]]
    gold = []
    for iss, c, mt, px, sz in (("URUGUA", 5.25, "2035-06-18", 99.4, ""), ("DOMREP", 6.6, "2036-01-28", 98.15, "1MM"), ("GUATEM", 6.05, "2034-08-06", 97.9, ""),
                               ("OMAN", 6.25, "2033-01-25", 103.2, ""), ("KENYA", 8.0, "2032-05-22", 94.6, "")):
        pa = px + 0.5
        yb, ya = yto(c, px, mt, 2), yto(c, pa, mt, 2)
        name = f"{iss} {c:g} {mdy2(mt)}"
        rows.append([name, C(f"{px:.2f}", a="r"), C(f"{pa:.2f}", a="r"), C(yb, a="r"), C(ya, a="r"), sz])
        gold += q(f"{iss} {c:g} {mt}", "em_sovereign", d, size=sz or "2mm", price=(f"{px:.2f}", f"{pa:.2f}"), yield_=(yb, ya))
    intro = "EM sovs (USD) - 2MM unless noted.\n"
    html = hk.outlook_doc(hk.mps(intro) + hk.xl_table(rows, [130, 50, 50, 45, 45, 40]) + hk.mp() + hk.mps("Olu\nNettleford AM | EM desk | +1 212 555 0138"))
    text = intro + "\n" + hk.outlook_text_table(rows) + "\n\nOlu\nNettleford AM | EM desk | +1 212 555 0138\n"
    return mk("nettleford-em-outlook", "html", gold, sender=sender, subject="EM sovs", date=date("08:05:30", "-0500", 19), text=text, html=html,
              note="emph:everyday emph:outlook-paste emph:colspan-band emph:alternative emph:size-scope emph:yield-price", meta={})


def ig_webmail_hold():
    """Everyday: a webmail table of IG bonds, spread and price bid / ask, with a `Chg` column."""
    sender = "Tess Orwell <tess@orwellbonds.com>"
    d = dealer_of(sender)
    rows = [["Bond", "Sprd", "Px", "Chg"]]
    gold = []
    for iss, c, mt, sb in (("ASENBY WATER", 4.8, "2034-02-15", 97), ("BRAFFERTON BANK", 5.0, "2033-05-01", 118), ("CUNDALL AIR", 5.45, "2037-08-15", 151),
                           ("DALTON PIERCY MED", 4.65, "2031-03-10", 76)):
        sa = sb - 4
        pb, pa = pxto(c, ust(yrs(mt)) + sb / 100, mt, 2), pxto(c, ust(yrs(mt)) + sa / 100, mt, 2)
        rows.append([f"{iss} {c:g} {mat(mt, 'mdy')}", f"+{sb} / +{sa}", f"{pb} / {pa}", "-2"])
        gold += q(f"{iss} {c:g} {mt}", "ig", d, size="5mm", spread=(str(sb), str(sa)), price=(pb, pa))
    html = hk.gm_doc(hk.gm_div("Hi - IG run below, 5mm each.\n") + hk.gm_table(rows) + hk.gm_div("\nTess\nOrwell Bonds | +1 617 555 0111"))
    return mk("orwell-ig-webmail", "html", gold, sender=sender, subject="IG run", date=date("08:40:12", "-0500", 12), html=html, enc="qp",
              note="emph:everyday emph:size-scope", meta={})


def muni_outlook_dev():
    """Munis pasted from Excel into Outlook: an 'OFFERING' band over Yield / Price, a state label merged down its rows,
    `Par (M)`, a `+/- MMD` column; plain-text alternative."""
    sender = "Ben Pennard <ben.pennard@pennardmuni.com>"
    d = dealer_of(sender)
    rows = [[C("State", b=True, rs=2), C("CUSIP", b=True, rs=2), C("Issuer", b=True, rs=2), C("Cpn", b=True, rs=2), C("Maturity", b=True, rs=2),
             C("Par (M)", b=True, rs=2), C("OFFERING", b=True, cs=2, a="c"), C("+/- MMD", b=True, rs=2)],
            [C("Yld", b=True, a="r", bb=True), C("Price", b=True, a="r", bb=True)]]
    gold = []
    rng = random.Random(39)
    for st, items in (("OREGON", ["Portland OR Swr Sys Rev", "Oregon St GO", "Salem OR Hosp Fac"]), ("MARYLAND", ["Maryland St Dept Transn",
                                                                                                               "Baltimore MD Wtr Proj Rev"])):
        for k, iss in enumerate(items):
            cu = mc(f"penn{st}{k}")
            mt = f"{rng.choice([2032, 2034, 2036])}-{rng.choice([5, 11]):02d}-01"
            c = 5.0
            y = 2.6 + (int(mt[:4]) - 2030) * 0.08
            px = f"{muni_px(c, y, mt):.3f}"
            par = rng.choice([250, 500, 1000])
            label = C(st, b=True, rs=len(items)) if k == 0 else None
            row = ([label] if label else []) + [cu, iss, f"{c:.3f}", mdy2(mt), f"{par:,}", C(f"{y:.3f}", a="r"), C(px, a="r"),
                                                 C(f"+{rng.choice([15, 20, 25])}", a="r")]
            rows.append(row)
            gold += q(cu, "muni", d, size=(None, par * 1000), yield_=(None, f"{y:.3f}"), price=(None, px))
    intro = "Muni offerings below - par in thousands.\n"
    html = hk.outlook_doc(hk.mps(intro) + hk.xl_table(rows, [60, 70, 150, 40, 55, 45, 40, 50, 45]) + hk.mp()
                          + hk.mps("Ben Pennard\nPennard Municipal | +1 503 555 0161"))
    text = intro + "\n" + hk.outlook_text_table(rows) + "\n\nBen Pennard\nPennard Municipal | +1 503 555 0161\n"
    return mk("pennard-muni-outlook", "html", gold, sender=sender, subject="Muni offerings", date=date("07:55:03", "-0800", 13), text=text, html=html,
              note="emph:outlook-paste emph:colspan-band emph:rowspan-label emph:alternative emph:offer-only emph:size-unit emph:yield-price",
              meta={"sections": ["OREGON", "MARYLAND"]})


def ssa_system_hold():
    """SSA run from a distribution system: two tables, each with a caption naming curve and size (USD vs UST 5MM, EUR vs
    mid-swaps 10MM); bid / ask spread and yield."""
    sender = "Ada Ridley <ada.ridley@ridleymarkets.eu>"
    d = dealer_of(sender)
    rng = random.Random(40)
    inner = hk.sys_p("Ridley Markets - SSA run - 12.01.2028", b=True)
    gold = []
    for ccy, cap, names in (("USD", "USD SSA - spread to UST (bp), 5MM per side", [("IBRD", "US", "45905U"), ("KFW", "US", "500769"),
                                                                                   ("EIB", "US", "298785")]),
                            ("EUR", "EUR SSA - spread to mid-swaps (bp), 10MM per side", [("EU", "EU", "000A4"), ("KFW", "DE", "000A3"),
                                                                                          ("AFDB", "XS", "28")])):
        rows = [["ISIN", "Issuer", "Cpn", "Maturity", "Sprd Bid", "Sprd Ask", "Yld Bid", "Yld Ask"]]
        for k, (iss, cc, stem) in enumerate(names):
            isin = pi(cc, stem, f"rid{ccy}{k}")
            mt = f"{2030 + rng.randrange(0, 6)}-{rng.choice([4, 6, 10]):02d}-{rng.choice([15, 20])}"
            c = 4.0 if ccy == "USD" else 2.875
            base = ust(yrs(mt)) if ccy == "USD" else 2.55 + yrs(mt) * 0.05
            sb = rng.choice([15, 19, 24]) if ccy == "USD" else rng.choice([-13, -9, -4])
            sa = sb - 3
            yb, ya = f"{base + sb / 100:.3f}", f"{base + sa / 100:.3f}"
            rows.append([isin, iss, f"{c:g}", mat(mt, "dotted"), str(sb), str(sa), yb, ya])
            qt = "spread" if ccy == "USD" else "i_spread"
            gold += q(isin, "agency", d, size="5mm" if ccy == "USD" else "10mm", **{qt: (str(sb), str(sa))}, yield_=(yb, ya))
        inner += hk.sys_table(rows, caption=cap, align="llllrrrr") + "<br>\n"
    inner += hk.sys_p("Ridley Markets SA, Luxembourg. CSSF licence 44/118. +352 2655 0171", size=10, color="#666")
    return mk("ridley-ssa-system", "html", gold, sender=sender, subject="SSA run 12.01", date=date("09:01:17", "+0100", 12),
              html=hk.sys_doc(inner, title="SSA run"), enc="qp", note="emph:caption-size emph:size-scope emph:multi-table", meta={})


LAYOUTS = [abs_offers_dev, clo_outlook_hold, em_outlook_dev, ig_webmail_hold, muni_outlook_dev, ssa_system_hold]
