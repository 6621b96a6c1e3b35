"""Plain-text bodies: everyday IG / CDS runs, loan levels, CLO / ABS runs, and one mail per half quoting nothing."""

from __future__ import annotations

from common import date, iso, lkey, mk, pi, q, spx, tc

# ---------------------------------------------------------------- 01 (dev): US IG on T-spread with px, CDS


def ardley_ig_cds():
    dealer = "ardley"
    sender = "Ben Cartwright <bcartwright@ardley.com>"
    fin = [("MERIDEN BANCORP", "4.85", "03/15/33", "5Y", 112, 107, ""), ("CASTLEGATE FINL", "5.125", "08/01/34", "7Y", 128, 123, ""),
           ("HOLBECK BANK", "4.5", "02/12/31", "3Y", 84, 80, "3MM"), ("SWANAGE INSURANCE GRP", "5.4", "11/15/36", "10Y", 141, 135, "")]
    ind = [("PRESTWOOD UTILITIES", "5.3", "06/15/37", "10Y", 118, 113, ""), ("KEMBLE RAIL", "4.95", "11/01/35", "10Y", None, 131, ""),
           ("LINDRICK FOODS", "5.6", "09/30/54", "30Y", 152, 146, ""), ("ODSTOCK MEDICAL", "4.7", "05/20/30", "2Y", 66, 61, "")]
    gold = []
    out = []
    for title, block in (("FINANCIALS", fin), ("INDUSTRIALS / UTILS", ind)):
        out.append(title)
        for iss, cp, mt, bmk, sb, so, sz in block:
            m = iso(mt)
            po = spx(float(cp), m, so)
            pb = spx(float(cp), m, sb) if sb is not None else None
            sprd = f"{'+' + str(sb) if sb is not None else 'n/a'} / +{so}"
            px = f"{pb if pb else '   -   '} / {po}"
            out.append(f"{iss + ' ' + cp + ' ' + mt:<36}{bmk:>4}   {sprd:<13}  {px:<19}  {sz}".rstrip())
            if iss == "LINDRICK FOODS":
                out.append("    (was +158 / +152 Friday, new issue concession gone)")
            gold += q(f"{iss} {float(cp):g} {m}", "ig", dealer, size=sz or "5MM", spread=(None if sb is None else f"+{sb}", f"+{so}"), price=(pb, po))
        out.append("")
    cds = [("TURNHAM MOTORS", "96", "101", ""), ("ELSWICK STEEL", "214", "224", ""), ("MERIDEN BANCORP", "58", "62", ""),
           ("BOLSOVER PHARMA", "47", "51", "5x5")]
    out.append("CDS 5Y (bp running)")
    for name, b, a, sz in cds:
        out.append(f"{name + ' 5Y':<36}      {b} / {a}   {sz}".rstrip())
        gold += q(f"{name} 5Y", "cds", dealer, size=sz or "10x10", spread=(b, a))
    out.append(f"{'  10y same size':<36}      88 / 94")
    gold += q("BOLSOVER PHARMA 10Y", "cds", dealer, size="5x5", spread=("88", "94"))
    out.append(f"{'CDX IG 49 5Y':<36}      52.50 / 53.00")
    out.append(f"{'CDX HY 49 5Y (px)':<36}      106.25 / 106.40")
    gold += q("CDX IG 49 5Y", "cds", dealer, size="25x25", spread=("52.50", "53.00"))
    gold += q("CDX HY 49 5Y", "cds", dealer, size="25x25", price=("106.25", "106.40"))
    body = ("Ardley IG / CDS run - Tue 11-Jan-28, NY 07:40\n"
            "IG cash on T-spread (bp) with px. Sizes: IG 5mm, CDS single names 10x10, indices 25x25 unless noted.\n\n"
            f"{'':<36}{'bmk':>4}   {'sprd':<13}  px\n" + "\n".join(out) + "\n\n"
            "Flows: better buyers of 5-7y financials, real money selling long utes. CDX IG 52.75 mid at the close, HY 106.30.\n\n"
            "Ben Cartwright\nArdley Securities | IG Credit Trading | +1 212 555 0108\n")
    return mk("ardley-ig-cds-run", "text", gold, sender=sender, subject="Ardley IG / CDS run 11-Jan", date=date("07:41:06", "-0500", 11), text=body,
              note="emph:everyday emph:size-scope emph:missing-side", meta={})


# ---------------------------------------------------------------- 02 (hold-out): EUR IG on mid-swaps with px, single names and indices

def bexhill_eur_ig_cds():
    dealer = "bexhill"
    sender = "Chloe Marchetti <chloe.marchetti@bexhill.co.uk>"
    rows = [("ROSSVALE ENERGIE", "3 3/8", 3.375, "09/2031", "2031-09", "+118", "+113", "101.20", "101.45", ""),
            ("AUBERON BANK SNR", "3 1/4", 3.25, "03/2033", "2033-03", "+96", "+91", "100.35", "100.62", ""),
            ("GRANVILLE TELECOM", "4", 4.0, "06/2035", "2035-06", "+152", "+146", "102.10", "102.48", "2x2"),
            ("VELDHOVEN CHEMIE", "2 7/8", 2.875, "01/2030", "2030-01", "+71", "+66", "100.05", "100.15", ""),
            ("PORTMEIRION UTILITIES", "3 5/8", 3.625, "11/2036", "2036-11", "n/a", "+128", "-", "101.90", "")]
    gold = []
    lines = ["EUR IG (MS / px)"]
    for iss, cw, cp, mw, m, sb, so, pb, po, sz in rows:
        lines.append(f"{iss + ' ' + cw + ' ' + mw:<36} MS {sb + ' / ' + so:<13} {pb:>7} / {po:<7} {sz}".rstrip())
        gold += q(f"{iss} {cp:g} {m}", "ig", dealer, size=sz or "1MM", i_spread=(None if sb == "n/a" else sb, so),
                  price=(None if pb == "-" else pb, po))
    lines += ["", "CDS 5Y (bp)"]
    cds = [("AUBERON BANK SNR 5Y", "72", "76"), ("AUBERON BANK SUB 5Y", "138", "146"), ("GRANVILLE TELECOM 5Y", "121", "127"),
           ("VELDHOVEN CHEMIE 5Y", "63", "67"), ("ITRX MAIN S48 5Y", "57.25", "57.75"), ("ITRX XOVER S48 5Y", "271.5", "273.5")]
    for name, b, a in cds:
        lines.append(f"{name:<36} {b}/{a}")
        size = "25x25" if name.startswith("ITRX") else "5x5"
        gold += q(name, "cds", dealer, size=size, spread=(b, a))
    body = ("Morning - Bexhill EUR credit, Wed 12/01/28, London 08:05.\n"
            "Sizes: cash EUR 1mm, CDS single names 5x5, indices 25x25 per side unless stated.\n\n"
            + "\n".join(lines) + "\n\n"
            "Primary: Granville 10y printed MS+150 yesterday (IPT MS+185 area), books EUR 3.2bn. Xover 272 at yesterday's close.\n"
            "Portmeirion: offer only, no bid from us.\n\n"
            "Chloe Marchetti | Credit Sales | Bexhill Brothers & Co. Ltd\n10 Gresham Street, London EC2V 7JD | +44 20 7946 0751\n")
    return mk("bexhill-eur-ig-cds", "text", gold, sender=sender, subject="EUR credit run", date=date("08:06:41", "+0000", 12), text=body,
              note="emph:everyday emph:size-scope emph:missing-side", meta={})


# ---------------------------------------------------------------- 03 (dev): loan levels in fixed-width columns, sections

def calbourne_loans():
    dealer = "calbourne"
    sender = "Dan Whitlow <dwhitlow@calbourne.com>"
    first = [("ASHBRITTLE SOFTWARE", "TLB", "LX232507", "S+325", "0.50", "10/31/31", "", "99.625", "100.000", "+1/8", ""),
             ("BRANSGORE LOGISTICS", "TLB-2", "LX229164", "S+375", "0.75", "04/15/30", "", "98.250", "98.750", "unch", ""),
             ("BRANSGORE LOGISTICS", "Rev", "", "S+325", "-", "04/15/29", "", "96.500", "98.000", "", ""),
             ("CHIDEOCK HEALTH SYS", "TLB", "LX233780", "S+400", "0.50", "01/20/33", "99.00", "99.250", "99.625", "+1/4", ""),
             ("DRAYCOTT PET CARE", "TLB", "LX225512", "S+475", "1.00", "06/30/29", "", "93.500", "94.500", "-1/2", "2x2"),
             ("FONTMELL INDUSTRIAL", "Term Loan B", "LX230041", "S+300", "0.00", "09/12/31", "", "100.125", "100.375", "unch", ""),
             ("GUSSAGE MEDIA", "TLB", "LX221190", "S+525", "0.75", "02/28/30", "", "-", "86.000", "", "")]
    second = [("CHIDEOCK HEALTH SYS", "2nd Lien TL", "LX233781", "S+700", "0.50", "01/20/34", "", "94.500", "96.000", "", ""),
              ("DRAYCOTT PET CARE", "2L", "LX225513", "S+825", "1.00", "06/30/30", "", "81.000*", "83.000*", "-1", "")]
    gold = []
    hdr = f"  {'Borrower':<22}{'Facility':<13}{'LIN':<10}{'Sprd':<7}{'Flr':>5}  {'Maturity':<10}{'OID':>6}   {'Bid':>8} / {'Offer':<8}  {'Chg':>5}"
    lines = []
    for title, block in (("1ST LIEN", first), ("2ND LIEN", second)):
        lines += [title, hdr] if title == "1ST LIEN" else ["", title]
        for bor, fac, lin, spr, flr, mt, oid, bid, ofr, chg, sz in block:
            lines.append(f"  {bor:<22}{fac:<13}{lin:<10}{spr:<7}{flr:>5}  {mt:<10}{oid:>6}   {bid:>8} / {ofr:<8}  {chg:>5}  {sz}".rstrip())
            review = ("price",) if bid.endswith("*") else ()
            gold += q(lkey(bor, fac, spr, mt), "loan", dealer, size=sz or "1MM", review=review,
                      price=(None if bid == "-" else bid.rstrip("*"), ofr.rstrip("*")))
    body = ("Calbourne leveraged loan levels - Wed 12-Jan-28, NY close\n"
            "Levels in px, 1MM clips unless noted. Floor / OID for reference.\n\n"
            + "\n".join(lines) + "\n\n"
            "* Draycott 2L stale - not refreshed since Monday's close, indicative only.\n"
            "Gussage TLB offer only. Bransgore Rev is bank debt (assignment min 5mm, agent consent).\n\n"
            "Index: LLI 96.85 (+0.04), new issue calendar $4.1bn this week.\n\n"
            "Dan Whitlow\nCalbourne & Co. | Loan Trading | +1 212 555 0175\n")
    return mk("calbourne-loan-levels", "text", gold, sender=sender, to="loans-pm@clients.example-am.com", subject="Calbourne loan levels 12-Jan",
              date=date("16:51:30", "-0500", 12), text=body,
              note="emph:sections emph:size-scope emph:missing-side emph:footnote emph:prior-chg emph:near-numbers",
              meta={"sections": ["1ST LIEN", "2ND LIEN"], "marks": ["*"]})


# ---------------------------------------------------------------- 04 (hold-out): one line per loan, floor and OID in the brackets

def durnford_loans():
    dealer = "durnford"
    sender = "Kate Ferris <kferris@durnford.com>"
    sectors = [
        ("HEALTHCARE", [("Acorvale Health", "TLB-2", "S+375", "0.50% flr", "10/30", "97.25", "97.75", "chg +1/4", ""),
                        ("Bickleigh Labs", "TLB", "S+350", "0.75% flr", "3/31", "99.00", "99.50", "unch", ""),
                        ("Bickleigh Labs", "2nd Lien", "S+675", "0.75% flr", "3/32", "92.50", "94.00", "unch", "")]),
        ("TECH / SERVICES", [("Cotterstock Systems", "TLB", "S+300", "0.50% flr", "7/32", "100.00", "100.375", "chg +1/8", ""),
                             ("Duxhurst Payments", "Incr TLB", "S+325", "0.50% flr, OID 99.5", "1/33", "99.625", "100.125", "new", ""),
                             ("Eyam Digital", "TLB", "S+450", "1.00% flr", "5/29", "88.50", "90.00", "chg -1", "1x1 (indicative, not refreshed since Tuesday)")]),
        ("INDUSTRIALS", [("Farway Aggregates", "TLB", "S+350", "0.50% flr", "12/30", "98.75", "99.25", "unch", ""),
                         ("Farway Aggregates", "TLA", "S+250", "no flr", "12/29", "n/a", "99.00", "", ""),
                         ("Gedling Packaging", "TLB-3", "S+400", "0.75% flr", "8/31", "96.00", "96.75", "chg -1/4", "")]),
    ]
    gold = []
    lines = []
    for title, block in sectors:
        lines += ["", title]
        for bor, fac, spr, fl, mt, b, a, chg, sz in block:
            desc = f"{bor} {fac} ({spr}, {fl}, {mt})"
            lvl = f"{b} - {a}" if b != "n/a" else f"n/a - {a}"
            lines.append(f"{desc:<52} {lvl:<17} {chg}{'   ' + sz if sz else ''}".rstrip())
            review = ("price",) if "indicative" in sz else ()
            gold += q(lkey(bor, fac, spr, mt), "loan", dealer, size=sz.split(" ")[0] if sz else "2MM", review=review, price=(None if b == "n/a" else b, a))
    body = ("Kate Ferris - Durnford loan desk - Thu 13 Jan, Chicago 10:20\n\n"
            "Bids / offers below (px).\n"
            + "\n".join(lines) + "\n\n"
            "Loans 2mm per side unless shown. Farway TLA offered only, bank debt.\n"
            "Duxhurst incremental broke yesterday at 99.75 off OID 99.5.\n\n"
            "KF\nDurnford Capital LLC | 311 S Wacker Dr, Chicago IL 60606 | 312-555-0113\n")
    return mk("durnford-loan-lines", "text", gold, sender=sender, to="loans-pm@clients.example-am.com", subject="loans - bids / offers",
              date=date("10:21:18", "-0600", 13), text=body,
              note="emph:sections emph:size-scope emph:missing-side emph:prior-chg emph:near-numbers",
              meta={"sections": ["HEALTHCARE", "TECH / SERVICES", "INDUSTRIALS"]})


# ---------------------------------------------------------------- 05 (dev): CLO by rating and ABS, DM / px

def easterby_clo_abs():
    dealer = "easterby"
    sender = "Ravi Menon <rmenon@easterby.com>"
    clo = [
        ("AAA", [(tc("20417W", "AA"), "LANGSTROTH CLO 2024-1A", "A", "4.9", "+129", "+124", "100.21", "100.40", ""),
                 (tc("51829B", "AC"), "MOSEDALE PARK CLO 2022-3A", "A1R", "3.1", "+121", "+117", "100.06", "100.18", "")]),
        ("AA", [(tc("20417W", "AC"), "LANGSTROTH CLO 2024-1A", "B", "6.0", "+178", "+171", "100.22", "100.58", "")]),
        ("A", [(tc("51829B", "AG"), "MOSEDALE PARK CLO 2022-3A", "C", "4.4", "+222", "+212", "100.40", "100.82", "")]),
        ("BBB", [(tc("33160N", "AJ"), "WHINFELL CLO 2025-2A", "D", "6.7", "+338", "+322", "100.05", "100.95", "")]),
        ("BB", [(tc("33160N", "AL"), "WHINFELL CLO 2025-2A", "E", "7.3", "+640", "+615", "96.75", "97.75", "1MM"),
                (tc("51829B", "AL"), "MOSEDALE PARK CLO 2022-3A", "E", "4.8", "+710", "-", "95.50", "-", "")]),
    ]
    gold = []
    lines = ["CLO - DM / px, 2MM current face unless noted"]
    for rtg, block in clo:
        lines.append(rtg)
        for cu, deal, cls, wal, db, do, pb, po, sz in block:
            lines.append(f"  {cu}  {deal + ' ' + cls:<32} WAL {wal:<4}  {db:>5} / {do:<5}   {pb:>6} / {po:<6}  {sz}".rstrip())
            gold += q(cu, "structured", dealer, size=sz or "2MM", dm=(db, None if do == "-" else do), price=(pb, None if po == "-" else po))
    lines.append("EQUITY")
    eq = tc("20417W", "AN")
    lines.append(f"  {eq}  {'LANGSTROTH CLO 2024-1A SUB':<32} px 58.00 / 62.00 (no DM)")
    gold += q(eq, "structured", dealer, size="2MM", price=("58.00", "62.00"))
    lines += ["", "ABS - spread to UST (bp) / px, 5MM unless noted"]
    abs_ = [(tc("03348Q", "AD"), "PADSTOW AUTO RECV 2025-1 A3", "0.84312", "1.2", "+61", "+56", "100.02", "100.08"),
            (tc("03348Q", "AF"), "PADSTOW AUTO RECV 2025-1 B", "1.00000", "2.1", "+92", "+85", "100.48", "100.62"),
            (tc("87211T", "AB"), "SELSEY EQUIP TR 2026-1 A2", "0.92770", "1.6", "+74", "+68", "99.96", "100.06"),
            (tc("42975F", "AA"), "HOLNEST STUDENT LN TR 2024-A A1", "0.68104", "3.3", "+118", "+110", "98.71", "98.98")]
    for cu, desc, fac, wal, sb, so, pb, po in abs_:
        lines.append(f"  {cu}  {desc:<32} fac {fac}  WAL {wal:<4}  {sb:>5} / {so:<5}   {pb:>6} / {po}")
        gold += q(cu, "structured", dealer, size="5MM", spread=(sb, so), price=(pb, po))
    body = ("Easterby CLO / ABS secondary - Thu 13-Jan-28\n\n" + "\n".join(lines) + "\n\n"
            "Mosedale E bid only. AAA new issue printing 3mS+128-130 for tier 1.\n\n"
            "Ravi Menon | Securitized Products | Easterby Securities LLC | +1 646 555 0126\n")
    return mk("easterby-clo-abs-run", "text", gold, sender=sender, to="clo@clients.example-am.com", subject="Easterby CLO / ABS levels",
              date=date("13:02:55", "-0500", 13), text=body,
              note="emph:sections emph:size-scope emph:missing-side emph:near-numbers",
              meta={"sections": ["AAA", "AA", "A", "BBB", "BB", "EQUITY"]})


# ---------------------------------------------------------------- 06 (hold-out): EUR CLO and UK RMBS by ISIN

def farleigh_clo_rmbs():
    dealer = "farleigh"
    sender = "Oliver Stanmore <oliver.stanmore@farleigh.co.uk>"
    clo = [(pi("XS", "27", "far-1"), "CORBRIDGE EURO CLO 9 A", "AAA", "E+132", "5.0", "131", "126", "100.19", "100.40"),
           (pi("XS", "27", "far-2"), "CORBRIDGE EURO CLO 9 B", "AA", "E+185", "6.1", "182", "175", "100.12", "100.46"),
           (pi("XS", "26", "far-3"), "HARTSHORNE CLO 2025-1 C", "A", "E+230", "5.6", "229", "219", "100.02", "100.48"),
           (pi("XS", "26", "far-4"), "HARTSHORNE CLO 2025-1 D", "BBB", "E+345", "6.0", "352", "337", "99.41", "100.08"),
           (pi("XS", "25", "far-5"), "ALNMOUTH CLO IV E", "BB", "E+610", "4.2", "665", "-", "97.90", "-")]
    rmbs = [(pi("XS", "27", "far-6"), "TYNEMOUTH MTG FUNDING 2025-1 A", "0.81233", "2.4", "88", "82", "100.28", "100.40"),
            (pi("XS", "27", "far-7"), "TYNEMOUTH MTG FUNDING 2025-1 B", "1.00000", "4.1", "138", "128", "100.31", "100.69"),
            (pi("XS", "26", "far-8"), "BERWICK RESI 2024-2 A", "0.69540", "1.9", "79", "74", "100.10", "100.19")]
    gold = []
    lines = ["EUR CLO (DM / px) - EUR 1mm unless noted"]
    for isn, desc, rtg, cp, wal, db, do, pb, po in clo:
        lines.append(f"{isn}  {desc:<28} {rtg:<4} {cp:<7} WAL {wal}   DM {db}/{do:<4}  px {pb}/{po}")
        gold += q(isn, "structured", dealer, size="1MM", dm=(db, None if do == "-" else do), price=(pb, None if po == "-" else po))
    lines += ["", "UK RMBS (DM over SONIA / px) - GBP 2mm unless noted"]
    for isn, desc, fac, wal, db, do, pb, po in rmbs:
        lines.append(f"{isn}  {desc:<32} factor {fac}  WAL {wal}   DM {db}/{do:<4}  px {pb}/{po}")
        gold += q(isn, "structured", dealer, size="2MM", dm=(db, do), price=(pb, po))
    body = ("Hi all - CLO and RMBS axes, Mon 17 Jan. London 14:10.\n\n" + "\n".join(lines) + "\n\n"
            "Alnmouth E: bid only, we sold the offer side Friday (traded 98.05).\n"
            "Primary: Corbridge X priced last week, AAA at E+130.\n\n"
            "Oliver Stanmore\nFarleigh Structured Finance | Farleigh & Hope LLP | +44 20 7946 0880\n")
    return mk("farleigh-eur-clo-rmbs", "text", gold, sender=sender, to="abs@clients.example-am.com", subject="CLO / RMBS axes",
              date=date("14:11:02", "+0000", 17), text=body,
              note="emph:sections emph:size-scope emph:missing-side emph:near-numbers",
              meta={"sections": ["EUR CLO (DM / px) - EUR 1mm unless noted", "UK RMBS (DM over SONIA / px) - GBP 2mm unless noted"]})


# ---------------------------------------------------------------- 07 (dev) and 08 (hold-out): colour, no quotes

def gilston_colour():
    sender = "Megan Hale <mhale@gilston.com>"
    body = ("Loan / CLO wrap - Fri 14-Jan-28\n\n"
            "Loans: LLI closed 96.91, +0.06 on the day; 1L B2/B new issues breaking 1/4 to 3/8 above OID. Retail inflows $412mm "
            "for the week. Ashbrittle repricing launched at S+300 (from S+325), 0.50 floor, 6 months 101 soft call; commitments due "
            "Wednesday at noon. Bickleigh Labs 2L traded 93 1/4 and 93 1/2 yesterday in 5mm and 3mm, nothing since.\n\n"
            "CLO: AAA new issue tier 1 printing 3mS+126-130, secondary AAA 2-3 tighter on the week. BB secondary cleared 590-620 DM on "
            "yesterday's lists, 27 of 31 line items traded. Equity NAVs marked 62-68 on the new vintage.\n\n"
            "Calendar: 6 BWICs Tuesday ($184mm), 2 CLO pricings, LSTA conference Thursday.\n\n"
            "No axes from us today - will send levels Monday.\n\n"
            "Megan Hale\nGilston Partners | Leveraged Finance Sales | +1 212 555 0190\n")
    return mk("gilston-loan-clo-wrap", "text", [], sender=sender, to="loans-pm@clients.example-am.com", subject="Loan / CLO wrap 14-Jan",
              date=date("17:20:44", "-0500", 14), text=body, note="text:empty", meta={})


def harwell_colour():
    sender = "Nathan Oduya <nathan.oduya@harwell.com>"
    body = ("Agency / muni colour - Tue 18 Jan\n\n"
            "Agencies: FHLB priced $2bn 3y bullet at +9 (IPT +12 area), FFCB tapped the 5y. Callable issuance $3.4bn yesterday, 5nc1 "
            "Bermudans printing 5.05-5.10. Spreads 1-2 tighter on the week.\n\n"
            "Munis: MMD AAA 10y 2.74 (-2), 30y 3.71 (-1). Texas Water 2026A 5s of 38 traded 3.40-3.44 in blocks yesterday; NYC TFA "
            "new issue came 3.95 in 2046, 5bp through talk. Visible supply $9.8bn next 30 days.\n\n"
            "CMBS: conduit AAA at +108 on the last two prints, AS +155-160. No offering sheet today - inventory runs again tomorrow.\n\n"
            "Nathan Oduya\nHarwell Securities | Rates & Munis Sales | +1 617 555 0184\n")
    return mk("harwell-agency-muni-colour", "text", [], sender=sender, to="rates@clients.example-am.com", subject="agency / muni colour",
              date=date("16:34:09", "-0500", 18), text=body, note="text:empty", meta={})


LAYOUTS = [ardley_ig_cds, bexhill_eur_ig_cds, calbourne_loans, durnford_loans, easterby_clo_abs, farleigh_clo_rmbs, gilston_colour, harwell_colour]
