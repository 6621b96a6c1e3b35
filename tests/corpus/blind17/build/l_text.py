"""Plain-text bodies: runs whose lines carry a number beside the level that is not the level."""

from __future__ import annotations

from common import DISCLAIMER, bkey, date, dealer_of, frac, mk, muni_px, n32, pad, pxs, q, r32, sig, uc, ui, ylds


def _ust(c, sprd, mat, ust=4.12):
    """Bid / ask prices of a bond from its spreads over a flat UST curve."""
    return pxs(c, ust + sprd / 100, mat, 3)


# ---------------------------------------------------------------- 01 / 02: IG and HY


def t01():
    sender = "Hal Ostrow <hostrow@corrabrook.com>"
    d = dealer_of(sender)
    ig = [  # issuer, cpn as written, cpn, mat as written, mat iso, sprd b, a, chg, bmk, hr, size
        ("ALDERWICK FOODS", "4 7/8", 4.875, "08/32", "2032-08", 118, 112, "+3", "T5 99-26+", "0.43", None),
        ("BELLSTOCK RAIL", "5.3", 5.3, "02/37", "2037-02", 141, 135, "-2", "T10 98-14", "0.81", None),
        ("CARNWATH UTILS", "3 5/8", 3.625, "11/30", "2030-11", 84, 79, "unch", "T3 100-01+", "0.29", "3x5"),
        ("DRUMVALE PHARMA", "5 1/8", 5.125, "06/35", "2035-06", 126, 120, "+1.5", "T7 99-11", "0.66", None),
    ]
    lines, gold = [], []
    rows = ["ISSUER | CPN | MAT | SPRD B/A | CHG | PX B/A | BMK (px) | HR | SIZE"]
    for iss, cw, c, mw, mi, sb, sa, chg, bmk, hr, size in ig:
        pb, pa = _ust(c, sb, mi), _ust(c, sa, mi)
        if iss == "BELLSTOCK RAIL":  # the fat-fingered line, corrected below
            wb, wa = _ust(c, sb + 6, mi), _ust(c, sa + 6, mi)
            rows.append(f"{iss} | {cw} | {mw} | +{sb + 6}/+{sa + 6} | {chg} | {wb}/{wa} | {bmk} | {hr} | ")
        else:
            rows.append(f"{iss} | {cw} | {mw} | +{sb}/+{sa} | {chg} | {pb}/{pa} | {bmk} | {hr} | {size or ''}")
        gold += q(bkey(iss, c, mi), "ig", d, size=size or "5MM", spread=(f"{sb}", f"{sa}"), price=(pb, pa))
    lines.append(pad(rows, right_from=3))
    hy = [  # issuer, cpn written, cpn, mat written, iso, px b, px a, call, size, note
        ("ESKDALE CHEMICALS", "7 1/4", 7.25, "04/31", "2031-04", None, 99.75, "04/15/29 @ 103.625", "3MM", "axe: seller"),
        ("FINTRY MEDIA", "6 1/2", 6.5, "09/30", "2030-09", 96.25, 96.875, "09/15/28 @ 103.250", None, ""),
        ("GLENISLA PACKAGING", "8", 8.0, "01/33", "2033-01", 100.5, 101.125, "01/15/30 @ 104.000", None, ""),
    ]
    rows = ["ISSUER | CPN | MAT | PX B/A | YTW B/A | NEXT CALL | "]
    for iss, cw, c, mw, mi, b, a, call, size, note in hy:
        yb = ylds(c, b, mi, 2) if b else None
        ya = ylds(c, a, mi, 2)
        pxw = f"{frac(b) if b else '--'} / {frac(a)}"
        yw = f"{yb or '--'} / {ya}"
        rows.append(f"{iss} | {cw} | {mw} | {pxw} | {yw} | {call} | {note + ' ' + size if note else ''}")
        gold += q(bkey(iss, c, mi), "hy", d, size=size or "2MM", price=(frac(b) if b else None, frac(a)),
                  yield_=(yb, ya))
    hyt = pad(rows, right_from=3)
    body = f"""Morning,

IG on T-spread (bp) and cash px, 5MM unless noted. CHG is vs last night's close in bp; BMK is the
on-the-run we hedge with and its own px; HR = UST per 1MM bonds. None of those are levels.

{lines[0]}

HY in px (points) with YTW, 2MM per side unless noted. Next call date and call px for reference only.

{hyt}
HOLLYBUSH FOODS 5 3/4 03/29: last traded 96 1/2 on Friday, no market today - will revert.

Correction (07:41): BELLSTOCK 5.3 02/37 should read +141/+135, not +147/+141 as above, and px
{_ust(5.3, 141, '2037-02')}/{_ust(5.3, 135, '2037-02')}, not {_ust(5.3, 147, '2037-02')}/{_ust(5.3, 141, '2037-02')}. Fat finger, apologies.

Hal

{sig("Hal Ostrow", "IG/HY Flow Trading", "Corrabrook Securities LLC | 1 Bryant Park, 31st Fl, New York NY 10036",
     "T +1 212 555 0184 | M +1 646 555 0127")}
{DISCLAIMER}
"""
    return mk("corrabrook-ig-hy-hedge-ratio", "text", gold, sender=sender, date=date("07:44:10"),
              subject="IG/HY run 11/23 - CHG vs close, HR = hedge ratio", text=body)


def t02():
    sender = "Imogen Strathairn <imogen.strathairn@harlowden.co.uk>"
    d = dealer_of(sender)
    # European habit on this desk: offer first, then bid.
    ig = [  # issuer, cpn, cpn w, mat iso, mat w, ofr sprd, bid sprd, ofr px, bid px, ccy note
        ("KESTREL WATER", 3.75, "3.75%", "2033-03-14", "14/03/33", 131, 137, None, None),
        ("LONGMOOR TELECOM", 4.25, "4 1/4", "2031-09-30", "30/09/31", 104, 109, None, None),
        ("MARSHBROOK BANK", 5.0, "5%", "2036-01-22", "22/01/36", 162, 169, None, None),
    ]
    rows = ["Issuer | Cpn | Mat | OFFER / BID (G+ bp) | OFFER / BID (px) | 1d"]
    gold = []
    for iss, c, cw, mi, mw, o, b, _x, _y in ig:
        pb, po = pxs(c, 4.05 + b / 100, mi, 2), pxs(c, 4.05 + o / 100, mi, 2)
        rows.append(f"{iss} | {cw} | {mw} | {o} / {b} | {po} / {pb} | {'-1' if o < 140 else '+2'}")
        gold += q(bkey(iss, c, mi), "ig", d, size="2MM", spread=(f"{b}", f"{o}"), price=(pb, po))
    igt = pad(rows, right_from=3)
    hy = []
    g2 = q(bkey("NORTHOLT LEISURE", 6.5, "2030"), "hy", d, size="2MM", price=(None, "101"))
    g3 = q(bkey("OUSEBRIDGE STEEL", 7.875, "2032"), "hy", d, size=(2_000_000, None), price=("99.25", None))
    g4 = q(bkey("PADSTOW AUTO", 5.625, "2029"), "hy", d, size="2MM", price=("97.375", "97.875"), yield_=("7.51", "7.14"))
    hy = g2 + g3 + g4
    body = f"""Hi both,

London IG in GBP/EUR, as ever offer first then bid (G-spread in bp, then px), GBP 2MM per side. 1d
is the change on the day, not a level.

{igt}

HY, px in points:
- NORTHOLT LEISURE 6 1/2 '30: I'm 101 offered, 2MM, that's the last of it.
- OUSEBRIDGE STEEL 7 7/8 '32: we pay 99 1/4 for 2MM, no offer. Your 98 1/2 bid from Thursday is well through that now.
- PADSTOW AUTO 5 5/8 '29: 97 3/8 - 97 7/8, ytw 7.51/7.14 (bid/offer).
- Switch idea: out of PADSTOW '29 into '31s at +0.85 pts pick-up - package only, not a level on either leg.

Best,
Imogen

{sig("Imogen Strathairn", "Credit Trading", "Harlowden Capital Markets Ltd | 25 Gresham St, London EC2V 7HN",
     "+44 20 7946 0412 | mob +44 7700 900 318")}
{DISCLAIMER}
"""
    gold = gold + hy
    return mk("harlowden-ig-offer-first", "text", gold, sender=sender, date=date("08:12:55", "+0000"),
              subject="GBP IG (offer/bid) + HY axes", text=body)


# ---------------------------------------------------------------- 03 / 04: EM sovereigns and CDS


def t03():
    sender = "Rodrigo Tlaxcalli <rtlaxcalli@tlalmanalco.com.mx>"
    d = dealer_of(sender)
    bonds = [  # ticker, cpn, cpn w, mat iso, mat w, isin seed
        ("MEX", 6.35, "6.35", "2035-02-09", "2/9/35"),
        ("COLOM", 7.5, "7 1/2", "2034-02-02", "2/2/34"),
        ("PANAMA", 6.875, "6 7/8", "2036-01-31", "1/31/36"),
        ("BRAZIL", 6.125, "6 1/8", "2033-03-15", "3/15/33"),
    ]
    stale = {"MEX": (98.10, 98.55), "COLOM": (97.40, 97.95), "PANAMA": (95.20, 95.80), "BRAZIL": (99.05, 99.50)}
    fresh = {"MEX": (97.70, 98.15), "COLOM": (96.85, 97.40), "PANAMA": (94.60, 95.20), "BRAZIL": (98.65, 99.10)}
    zf = {"MEX": (212, 204), "COLOM": (318, 309), "PANAMA": (286, 276), "BRAZIL": (247, 239)}
    zs = {"MEX": (205, 197), "COLOM": (309, 300), "PANAMA": (277, 268), "BRAZIL": (240, 232)}
    gold = []

    def block(levels, zz, keep):
        out = ["BOND | PX B/A | YLD B/A | Z B/A"]
        for t, c, cw, mi, mw in bonds:
            b, a = levels[t]
            yb, ya = ylds(c, b, mi, 2), ylds(c, a, mi, 2)
            out.append(f"{t} {cw} {mw} | {b:.2f} / {a:.2f} | {yb} / {ya} | {zz[t][0]} / {zz[t][1]}")
            if keep:
                gold.extend(q(bkey(t, c, mi), "em_sovereign", d, size="2MM", price=(f"{b:.2f}", f"{a:.2f}"),
                              yield_=(yb, ya), z_spread=(str(zz[t][0]), str(zz[t][1]))))
        return pad(out, right_from=1)

    old = block(stale, zs, False)
    new = block(fresh, zf, True)
    cds = [("MEX 5Y", "104/109", "rec 25"), ("COLOM 5Y", "171/178", "rec 25"), ("PANAMA 5Y", "139/146", "rec 25"),
           ("BRAZIL 5Y", "152/158", "rec 25")]
    crow = ["NAME | BID/ASK (bp) | REC % | CHG"]
    for (n, lv_, rec), chg in zip(cds, ["+6", "+9", "+7", "+5"], strict=True):
        crow.append(f"{n} | {lv_} | {rec.split()[1]} | {chg}")
        b, a = lv_.split("/")
        gold += q(n, "cds", d, size="10x10", spread=(b, a))
    gold += q("CDX EM 48 5Y", "cds", d, size="25x25", price=("96.85", "97.05"))
    body = f"""Buenos dias,

07:05 RUN (USD sovereigns, px / yld % / Z-spread bp, 2MM por lado)
{old}

*** levels above off after the Brasilia fiscal headlines - refreshed 07:40 below, use these ***

07:40 REFRESH (same sizes; UST 10y 4.312% for reference, not a level; the new MEX 6.35 2/9/35 came yesterday at
99.216 / 6.46% re-offer - that is the syndicate's price, not ours)
{new}

SOVEREIGN CDS 5Y (bp running, 10x10; REC = recovery assumption %, CHG vs close)
{pad(crow, right_from=1)}

CDX EM 48 5Y in px: 96.85 / 97.05, 25x25 (index mid 96.95 on screens, 1d -0.40).

Saludos,
Rodrigo

{sig("Rodrigo Tlaxcalli", "EM Sovereign Trading", "Tlalmanalco Valores S.A. de C.V. | Paseo de la Reforma 412, CDMX",
     "+52 55 5123 4417 | cel +52 55 8102 3396")}
"""
    return mk("tlalmanalco-em-refreshed-run", "text", gold, sender=sender, date=date("07:42:30", "-0600"),
              subject="LatAm sovs + CDS - 07:40 refresh (07:05 levels off)", text=body)


def t04():
    sender = "Farah Aldeeb <faldeeb@dunmarran.ae>"
    d = dealer_of(sender)
    gold = []
    rows = ["ISIN | BOND | BID | ASK | BID YLD | ASK YLD | REOFFER | DUR"]
    bonds = [("SAUDI", 5.0, "2034-10-14", "XS", "b17-saudi-34", 98.60, 99.05, "99.412"),
             ("TURKEY", 7.125, "2033-07-17", "US", "b17-turkey-33", 96.10, 96.60, ""),
             ("EGYPT", 8.5, "2035-01-31", "XS", "b17-egypt-35", 88.25, 89.00, ""),
             ("OMAN", 6.25, "2032-05-25", "XS", "b17-oman-32", 101.35, 101.80, "")]
    for t, c, mi, pre, seed, b, a, reo in bonds:
        i = ui(pre, seed)
        yb, ya = ylds(c, b, mi, 3), ylds(c, a, mi, 3)
        rows.append(f"{i} | {t} {c:g} {mi[8:10]}/{mi[5:7]}/{mi[:4]} | {b:.2f} | {a:.2f} | {yb} | {ya} | {reo or '-'} | "
                    f"{round((int(mi[:4]) - 2027) * 0.78, 1)}")
        gold += q(i, "em_sovereign", d, size="1MM", price=(f"{b:.2f}", f"{a:.2f}"), yield_=(yb, ya))
    cds = [("TURKEY 5Y", "268/276", "271"), ("SOUTH AFRICA 5Y", "188/195", "190"), ("EGYPT 5Y", "612/640", "618")]
    crow = []
    for n, lvl, prev in cds:
        b, a = lvl.split("/")
        crow.append(f"{n:<18}{lvl:>10}   (prev {prev})")
        gold += q(n, "cds", d, size="5x5", spread=(b, a))
    crow.append(f"{'KOROLEV METALS 5Y':<18}{'4.25/4.75':>10}   upfront pts, 500 running, rec 40")
    gold += q("KOROLEV METALS 5Y", "cds", d, size="5x5", upfront=("4.25", "4.75"))
    body = f"""Good morning from Dubai,

CEEMEA cash, USD 1MM per side. REOFFER is the new SAUDI 34s from yesterday (priced 99.412 / 5.08%) -
it is not where we are. DUR = modified duration.

{pad(rows, right_from=2)}

Sovereign and corporate CDS, 5x5 (prev = last night's close):
""" + "\n".join(crow) + f"""

The EGYPT 35s traded 88.50 twice this morning in 2MM; the 07:00 print in SAUDI was 98.90.

Farah

{sig("Farah Aldeeb", "CEEMEA Credit", "Dunmarran Capital (DIFC) Ltd | Gate Village 4, Dubai", "+971 4 555 0193")}
"""
    return mk("dunmarran-ceemea-reoffer-prev", "text", gold, sender=sender, date=date("08:03:47", "+0400"),
              subject="CEEMEA run + CDS (reoffer col = new issue, not us)", text=body)


# ---------------------------------------------------------------- 05 / 06: governments and agencies


def t05():
    sender = "Marcus Vennacher <mvennacher@vennacher.com>"
    d = dealer_of(sender)
    gold = []
    ust = [  # tnr, cpn w, cpn, mat w, mat iso, yield bid, prior close
        ("2Y", "3 7/8", 3.875, "10/31/29", "2029-10-31", 3.947),
        ("5Y", "4", 4.0, "10/31/32", "2032-10-31", 4.081),
        ("10Y", "4 1/4", 4.25, "11/15/37", "2037-11-15", 4.326),
        ("30Y", "4 5/8", 4.625, "11/15/57", "2057-11-15", 4.702),
    ]
    rows = ["TNR | SECURITY | BID | ASK | BID YLD | ASK YLD | 3PM CLOSE"]
    for tnr, cw, c, mw, mi, y in ust:
        b = r32(float(pxs(c, y, mi, 6)))
        a = b + 1 / 64 if tnr != "30Y" else b + 1 / 32
        yb, ya = ylds(c, b, mi, 3), ylds(c, a, mi, 3)
        close = n32(b - 3 / 32)
        bw, aw = n32(b), n32(a)
        if tnr == "10Y":  # the handle fat-fingered, corrected below
            bw, aw = n32(b - 10 / 32), n32(a - 10 / 32)
            good = (n32(b), n32(a))
            bad = (bw, aw)
        rows.append(f"{tnr} | T {cw} {mw} | {bw} | {aw} | {yb} | {ya} | {close}")
        gold += q(bkey("T", c, mi), "government", d, size="50x50", price=(n32(b), n32(a)), yield_=(yb, ya))
    bills = ["B 0 02/24/28   4.105 / 4.095 disc   (stop at Monday's 3m auction 4.118%, BTC 2.91)",
             "B 0 05/25/28   4.012 / 4.000 disc"]
    gold += q("B 0 2028-02-24", "government", d, size="50x50", yield_=("4.105", "4.095"))
    gold += q("B 0 2028-05-25", "government", d, size="50x50", yield_=("4.012", "4.000"))
    ag = [("FHLB", 4.125, "4 1/8", "2032-09-15", "09/15/32", 22, 19, "4.41"),
          ("FFCB", 3.875, "3 7/8", "2030-03-08", "03/08/30", 14, 11, "2.09"),
          ("FNMA", 0.0, "0", "2034-11-15", "11/15/34", 31, 27, "5.87")]
    arow = ["ISSUER | CPN | MAT | T+ B/A | PX B/A | DV01"]
    for iss, c, cw, mi, mw, sb, sa, dv in ag:
        pb, pa = pxs(c, 4.10 + sb / 100, mi, 3), pxs(c, 4.10 + sa / 100, mi, 3)
        arow.append(f"{iss} | {cw} | {mw} | +{sb} / +{sa} | {pb} / {pa} | {dv}")
        gold += q(bkey(iss, c, mi), "agency", d, size="10x10", spread=(str(sb), str(sa)), price=(pb, pa))
    body = f"""Morning - UST run (32nds, yields s.a.), 50x50 on the run. 3PM CLOSE = yesterday's settle, reference only.

{pad(rows, right_from=2)}

Bills on discount rate:
{chr(10).join(bills)}

Agencies, 10x10, spread to the interpolated UST curve; DV01 per 1MM in $100s:
{pad(arow, right_from=3)}

10y should read {good[0]} / {good[1]}, not {bad[0]} / {bad[1]} - handle typo, the yields were right.

TY basis 4/6 ticks (net), 5s/30s 62.1 / 61.4 - packages, ask. Fed speakers 10:00 and 13:30.

{sig("Marcus Vennacher", "UST & Agencies", "Vennacher Brothers & Co. | 40 Wall St, New York NY 10005", "212-555-0116 / 917-555-0170")}
"""
    return mk("vennacher-ust-bills-agency-close", "text", gold, sender=sender, date=date("07:31:08"),
              subject="UST / bills / agy run - 3pm close col is yday", text=body)


def t06():
    sender = "Johanna Lindqvist <johanna.lindqvist@sorvika.se>"
    d = dealer_of(sender)
    gold = []
    govs = [("DBR", 2.5, "2037-02-15", "DE", 2.612), ("OBL", 2.2, "2032-10-08", "DE", 2.318),
            ("UKT", 4.25, "2036-03-07", "GB", 4.461), ("UKT", 4.5, "2054-10-22", "GB", 5.012)]
    rows = ["ISIN | BOND | YLD BID | YLD ASK | PX BID | PX ASK | D/D (bp)"]
    out = {}
    for t, c, mi, pre, y in govs:
        i = ui(pre, f"b17-{t}-{mi}")
        ya = round(y - 0.006, 3)
        pb, pa = pxs(c, y, mi, 3, 1 if pre == "DE" else 2), pxs(c, ya, mi, 3, 1 if pre == "DE" else 2)
        out[i] = (y, ya, pb, pa)
        rows.append(f"{i} | {t} {c:g} {mi[8:]}.{mi[5:7]}.{mi[:4]} | {y:.3f} | {ya:.3f} | {pb} | {pa} | "
                    f"{'+1.8' if pre == 'GB' else '-0.6'}")
    first = rows[:]
    longgilt = [k for k in out if k.startswith("GB")][-1]
    y, ya, pb, pa = out[longgilt]
    y2, ya2 = round(y + 0.02, 3), round(ya + 0.02, 3)
    pb2, pa2 = pxs(4.5, y2, "2054-10-22", 3), pxs(4.5, ya2, "2054-10-22", 3)
    for i, lvls in out.items():
        gy, gya, gpb, gpa = (y2, ya2, pb2, pa2) if i == longgilt else lvls
        gold += q(i, "government", d, size="25x25", yield_=(f"{gy:.3f}", f"{gya:.3f}"), price=(gpb, gpa))
    ssa = [("KFW", 2.75, "2034-04-15", "+3 / +1", "-8 / -10"), ("EIB", 3.0, "2036-01-13", "+9 / +7", "-2 / -4"),
           ("NRW", 3.125, "2035-07-12", "+24 / +21", "+13 / +10")]
    srow = ["BOND | vs DBR (bp) | vs 6m MS (bp)"]
    for t, c, mi, vs, ms in ssa:
        srow.append(f"{t} {c:g} {mi[8:]}.{mi[5:7]}.{mi[:4]} | {vs} | {ms}")
        b, a = vs.split(" / ")
        mb, ma = ms.split(" / ")
        gold += q(bkey(t, c, mi), "agency", d, size="10x10", spread=(b, a), i_spread=(mb, ma))
    body = f"""Hej,

EUR/GBP govies, yield first (bid above offer), then price; 25x25. D/D is the change in bp.

{pad(first, right_from=2)}

SSA EUR 10x10, vs DBR and vs 6m mid-swaps:
{pad(srow, right_from=1)}

Ignore the long gilt: UKT 4.5 2054 should read {y2:.3f} / {ya2:.3f} ({pb2} / {pa2}), not {y:.3f} / {ya:.3f} ({pb} / {pa}) - pasted from the 07:00 sheet.

DMO sold GBP 4.25bn of the 2036s yesterday at 4.437% (cover 3.1x); Bund future 131.42, BTP-Bund 104.5.

Vänliga hälsningar / Johanna

{sig("Johanna Lindqvist", "Rates Trading", "Sörvika Fondkommission AB | Hamngatan 15, Stockholm", "+46 8 555 231 40")}
"""
    return mk("sorvika-egb-gilt-yield-first", "text", gold, sender=sender, date=date("09:14:20", "+0100"),
              subject="EGB / gilt / SSA run (yld first) - long gilt corrected", text=body, enc="qp")


# ---------------------------------------------------------------- 07 / 08: munis, loans, securitised


def t07():
    sender = "Dolores Kilbride <dkilbride@ottermere.com>"
    d = dealer_of(sender)
    gold = []
    munis = [  # cusip seed, description, cpn, mat iso, mat w, call iso, call w, yb, ya, mmd
        ("NEW YORK CITY TFA", 5.0, "2041-11-01", "11/01/41", "2034-11-01", "11/01/34", 3.62, 3.55, "+38"),
        ("TEXAS WTR DEV BRD", 4.0, "2039-10-15", "10/15/39", "2032-10-15", "10/15/32", 3.71, 3.64, "+49"),
        ("OHIO ST HOSP REV", 5.0, "2044-01-01", "01/01/44", "2033-01-01", "01/01/33", 3.88, 3.80, "+61"),
    ]
    rows = ["CUSIP | DESCRIPTION | CPN | MAT | CALL | YLD B/O | PX B/O | MMD+"]
    for desc, c, mi, mw, ci, cw, yb, ya, mmd in munis:
        cu = uc(f"b17-muni-{desc}")
        pb, pa = muni_px(c, yb, mi, ci), muni_px(c, ya, mi, ci)
        rows.append(f"{cu} | {desc} | {c:.3f} | {mw} | {cw}@100 | {yb:.2f}/{ya:.2f} | {pb:.3f}/{pa:.3f} | {mmd}")
        gold += q(cu, "muni", d, size="1MM", yield_=(f"{yb:.2f}", f"{ya:.2f}"), price=(f"{pb:.3f}", f"{pa:.3f}"))
    loans = [  # borrower, fac, margin, mat, bid, ask, last, oid
        ("ARKHOLME HEALTH", "TLB", "S+350", "03/31", "97 3/8", "97 7/8", "96 7/8"),
        ("BRIGSTEER SOFTWARE", "TLB-2", "S+325", "08/30", "99 1/8", "99 5/8", "99"),
        ("CALDBECK LOGISTICS", "TL", "S+425", "11/29", "92 1/2", "93 1/2", "93"),
    ]
    lrow = ["BORROWER | FAC | MARGIN | MAT | BID - OFFER | LAST TRD"]
    for b, f, m, mt, bi, of, last in loans:
        lrow.append(f"{b} | {f} | {m} | {mt} | {bi} - {of} | {last}")
        gold += q(f"{b} {f} {m} {mt}", "loan", d, size="1MM", price=(bi, of))
    clo = [("DERWENT PARK CLO 2024-1 B", "b17-derwent-b", "185/172", "99.95/100.20", "3.8", "1.000"),
           ("ENNERDALE CLO 2023-2 C", "b17-ennerdale-c", "262/248", "99.40/99.80", "3.2", "1.000"),
           ("FURNESS AUTO 2025-A A3", "b17-furness-a3", "112/104", "100.06/100.18", "1.1", "0.5312")]
    crow = ["CUSIP | DEAL | DM B/O | PX B/O | WAL | FACTOR"]
    for deal, seed, dm, px, wal, fac in clo:
        cu = uc(seed)
        crow.append(f"{cu} | {deal} | {dm} | {px} | {wal} | {fac}")
        b, a = dm.split("/")
        pb, pa = px.split("/")
        gold += q(cu, "structured", d, size="2MM", dm=(b, a), price=(pb, pa))
    body = f"""Team,

Munis (1MM per side): yield and dollar px to worst, bid / offer. MMD+ is the spread to the MMD
scale; CALL is the par call.
{pad(rows, right_from=2)}

Loans in px, 1MM clips. LAST TRD = last print we saw on the tape, not our market.
{pad(lrow, right_from=4)}

CLO / ABS, 2MM current face: DM in bp and px; WAL in years, FACTOR as of the Nov remit.
{pad(crow, right_from=2)}

{sig("Dolores Kilbride", "Muni / Loan / Structured Sales", "Ottermere Securities Inc. | 200 Clarendon St, Boston MA 02116",
     "617-555-0151")}
"""
    return mk("ottermere-muni-loan-clo-last-trd", "text", gold, sender=sender, date=date("08:20:31"),
              subject="Munis / loans / CLO-ABS - two-way", text=body)


def t08():
    sender = "Tobias Fennick <tfennick@ellerbeck.com>"
    d = dealer_of(sender)
    gold = []
    lines = []
    m = [("CHICAGO O'HARE ARPT", "CHICAGO O HARE ARPT", 5.25, "2042-01-01", "2035-01-01", 3.94, 3.87, "1MM"),
         ("MASS ST GO", "MASS ST GO", 4.0, "2038-06-01", None, 3.41, 3.35, "500k")]
    for wdesc, _k, c, mi, ci, yb, ya, sz in m:
        cu = uc(f"b17-muni-{wdesc}")
        pb, pa = muni_px(c, yb, mi, ci), muni_px(c, ya, mi, ci)
        call = f" c{ci[5:7]}/{ci[2:4]}@100" if ci else ""
        lines.append(f"{wdesc} {frac(c).replace(' ', ' ')}s {mi[5:7]}/{mi[8:]}/{mi[2:4]}{call} ({cu}): "
                     f"{yb:.2f}/{ya:.2f} ({pb:.3f}/{pa:.3f}) {sz}, was {yb + 0.05:.2f}/{ya + 0.05:.2f} at the open")
        gold += q(cu, "muni", d, size=sz, yield_=(f"{yb:.2f}", f"{ya:.2f}"), price=(f"{pb:.3f}", f"{pa:.3f}"))
    loans = [
        "GREYSTOKE DENTAL TLB S+375 6/31: 95 1/4 - 95 3/4 (flr 0.50, OID 99.0, 5.4x lev)",
        "HAWKSHEAD MARINE TLB S+300 2/32: 100 1/8 - 100 3/8",
        "IREBY PARTS TLB S+450 9/29: indic 88 - 89, no axe",
    ]
    gold += q("GREYSTOKE DENTAL TLB S+375 6/31", "loan", d, size="2MM", price=("95 1/4", "95 3/4"))
    gold += q("HAWKSHEAD MARINE TLB S+300 2/32", "loan", d, size="2MM", price=("100 1/8", "100 3/8"))
    gold += q("IREBY PARTS TLB S+450 9/29", "loan", d, size="2MM", price=("88", "89"), review=("price",))
    sec = [
        ("KIRKBRIDE CLO 2022-3 D", "b17-kirk-d", "DM 415/395", "97.75/98.50", "orig 24.0mm, fac 1.00, WAL 4.6"),
        ("LOWESWATER RMBS 2021-1 M1", "b17-lowes-m1", "DM 230/215", "98.10/98.60", "orig 40.0mm, fac 0.3964, WAL 2.9"),
    ]
    for deal, seed, dm, px, rest in sec:
        cu = uc(seed)
        lines.append(f"{cu}  {deal}  {dm}  px {px}  ({rest})")
        b, a = dm.split()[1].split("/")
        pb, pa = px.split("/")
        gold += q(cu, "structured", d, size="3MM", dm=(b, a), price=(pb, pa))
    body = f"""Morning,

MUNIS (yld/px to worst; "was" = where we opened, not live)
{lines[0]}
{lines[1]}

LOANS, 2MM per side
{chr(10).join(loans)}

SECURITISED, 3MM cur face per side (orig face and factor for info)
{lines[2]}
{lines[3]}

Tobias
{sig("Tobias Fennick", "Credit Sales", "Ellerbeck Partners LLC | 311 S Wacker Dr, Chicago IL 60606", "312-555-0168")}
"""
    return mk("ellerbeck-muni-loan-rmbs-open", "text", gold, sender=sender, date=date("09:05:12", "-0600"),
              subject="munis / loans / securitised - live vs open", text=body)


# ---------------------------------------------------------------- 09 - 12: mails quoting nothing


def t09():
    sender = "Risk Reporting <risk-eod@yarnfield.com>"
    body = """CREDIT TRADING - EOD RISK & P&L  (COB 22-Nov-2027, run 23-Nov-2027 06:10 ET)

Book                     P&L (USD)     DV01 (USD)    CS01 (USD)    Gross MV (USD mm)
IG Flow               +  412,350        -18,420        -61,880          1,284.6
HY Flow               -   88,910         -2,115        -24,330            412.9
EM Sovereign          +  156,004        -11,870        -19,505            356.2
CDS Index             -   31,275              0        +44,120            n/a
Total                 +  448,169        -32,405        -61,595          2,053.7

Top positions by MV (marks at 4pm COB; desk marks, not markets)
ALDERWICK FOODS 4 7/8 08/32     +25.0mm   mark 102.125   sprd mark +117   DV01 -10,640
FINTRY MEDIA 6 1/2 09/30        -8.0mm    mark 96.50     YTW 7.67%        CS01 -2,010
MEX 6.35 2/9/35                 +15.0mm   mark 97.85     Z mark 209       DV01 -10,560
CDX IG 49 5Y                    +200mm    mark 53.25bp   CS01 +91,300

VaR (1d, 99%): 2.41mm (limit 4.00mm, 60% used). Stress (+50bp IG, +150bp HY): -7.85mm.
Limit breaches: none. Stale marks > 3 days: 2 lines (list on the risk portal).

Automated report - do not reply. Yarnfield Capital Markets LLC, Risk Management, ext. 4410.
"""
    return mk("yarnfield-eod-risk-pnl", "text", [], sender=sender, date=date("06:12:00"),
              subject="[EOD] Credit Trading risk & P&L - COB 22-Nov-2027", text=body)


def t10():
    sender = "Economics Desk <economics@brimstage.co.uk>"
    body = """MPC INTERIM STATEMENT - SUMMARY AND MARKET REACTION (23 Nov 2027, 12:00 London)

- Bank Rate held at 3.75% (vote 6-3; three members voted for a cut to 3.50%).
- QT: the APF stock to fall by GBP 70bn over the next 12 months (active sales GBP 13bn).
- CPI forecast: 2.6% in Q4 2027, 2.2% in Q4 2028, 1.9% in Q4 2029. GDP 2028: 1.1%.

Market reaction (12:00 -> 12:15, for colour only, not our levels):
  2y gilt 3.612% -> 3.548% (-6.4bp); 10y gilt 4.402% -> 4.371% (-3.1bp); 30y 5.004% -> 4.992%
  Dec short sterling-SONIA implied 3.58%; GBPUSD 1.2671 -> 1.2618; FTSE 100 +0.42%
  UKT 4 1/4 03/07/36 last at 98.96 (was 98.71); UKT 4 1/2 10/22/54 last at 92.35

Next MPC: 17 Dec 2027. Our call: a 25bp cut in February, Bank Rate at 3.25% by end-2028.

Brimstage Securities Ltd - Economics. This is marketing material, not research. +44 20 7946 0771.
"""
    return mk("brimstage-mpc-statement-reaction", "text", [], sender=sender, date=date("12:21:40", "+0000"),
              subject="MPC: hold at 3.75% (6-3), reaction", text=body)


def t11():
    sender = "Credit Strategy <creditstrategy@pitcaple.com>"
    body = """CREDIT STRATEGY - BASIS, SKEW AND THE WEEK AHEAD (23 November 2027)

Index basis: CDX IG 49 5Y trades at 53.4bp against an intrinsic of 55.1bp (basis -1.7bp); CDX HY 49
at 106.15 vs intrinsic 105.80 (+0.35 pts). iTraxx Main S48 5Y 56.8bp, Crossover 281bp.

CDS-bond basis, names we like (bond Z vs 5Y CDS, mids, for illustration only):
  ALDERWICK FOODS 4 7/8 08/32   Z +121 vs CDS 98   basis -23 (5y z-score -1.4)
  DRUMVALE PHARMA 5 1/8 06/35   Z +131 vs CDS 112  basis -19
  BELLSTOCK RAIL 5.3 02/37      Z +146 vs CDS 139  basis -7

Trade idea: buy DRUMVALE 35s, buy 5Y protection (DV01-neutral ratio 1.18), carry +1.2bp/3m,
target basis -10, stop -25. IG 3s5s at 21.3bp (1y range 17-26).

Supply: USD IG USD 18-22bn expected this week; YTD 1,412bn (+6% y/y). HY YTD 287bn.

Pitcaple Partners, Credit Strategy. Not a recommendation to trade at any level; no levels in this note
are bids or offers. Desk: +1 212 555 0139.
"""
    return mk("pitcaple-credit-strategy-basis", "text", [], sender=sender, date=date("06:45:00"),
              subject="Credit strategy: basis, skew, supply", text=body)


def t12():
    sender = "Syndicate <syndicate@quarrington.com>"
    i1, i2 = ui("XS", "b17-chile-37"), ui("US", "b17-chile-37-144a")
    body = f"""REPUBLIC OF CHILE - USD 2,000,000,000 5.10% NOTES DUE 2037 - ALLOCATIONS / FINAL TERMS

Issuer:            Republic of Chile (A2/A/A-)
Size:              USD 2,000,000,000 (books over USD 6.4bn, 212 accounts)
Coupon:            5.10% (s.a.)        Maturity: 15 January 2037
Re-offer price:    99.412              Re-offer yield: 5.178%
Spread:            T+83 vs UST 4 1/4 11/15/37 (99-04+ / 4.357%)
IPTs T+115 area -> guidance T+90 (+/-5) -> launched T+83
Settlement:        T+5 (30 November 2027)  ISIN {i1} / 144A {i2}
Fees:              0.10%
Distribution:      US 41%, Europe 33%, LatAm 18%, Asia 8%; AM 71%, banks 16%, HF 9%, other 4%

Your allocation: USD 7,500,000 (order 25,000,000). Confirmation to follow from ops.
Grey market for colour: T+80 / T+78 last seen, no secondary levels before the break.

Quarrington & Co. Syndicate Desk, +1 212 555 0102.
"""
    return mk("quarrington-chile-allocations", "text", [], sender=sender, date=date("16:55:03"),
              subject="CHILE 5.10% 2037 - allocations / final terms", text=body)


LAYOUTS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12]
