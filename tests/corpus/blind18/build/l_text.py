"""Plain-text bodies: five pairs (IG / HY, EM / FRN, rates, munis / loans, and one quoting nothing)."""

from __future__ import annotations

from common import bkey, date, f3, frac, mk, muni_px, n32, q, ui, ylds


def _sig(*lines):
    return "\n".join(["--", *lines])


# ---------------------------------------------------------------- 01 / 02: IG and HY


def t01_pellingham_axes_dotted():
    d = "pellingham"
    snd = "Nell Ashdown <nashdown@pellingham.com>"
    ig_buy = [("KESTREL PAPER", 5.25, "5 1/4", "2034-03", "03/34", "+142", "100.41", "5mm", "-2"),
              ("ORMSBY FOODS", 4.35, "4.35", "2031-02", "02/31", "+91", "99.884", "3mm", "unch")]
    ig_sell = [("TARNBECK GRID", 5.6, "5.6", "2036-09", "09/36", "+128", "101.205", "4mm", "+1"),
               ("WHINFELL RAIL", 4.875, "4 7/8", "2033-05", "05/33", "+117", "99.162", "2mm", "+3")]
    body = ["Morning - Pellingham IG axes and HY two-ways, Wed 24-Nov. Sizes are what we can do on that",
            "line. 'chg' is vs last night's close in bp, the px in brackets is the cash price of the same",
            "side, not another level.", "", "*** IG - BUYERS OF (our bid) ***"]
    gold = []
    for name, c, cs, iso, mt, sp, px, sz, chg in ig_buy:
        body.append(f"  {name} {cs} {mt} {'.' * (26 - len(name) - len(cs))} T{sp}  (px {px})   {sz}   chg {chg}")
        gold += q(bkey(name, c, iso), "ig", d, size=(int(sz[:-2]) * 1_000_000, None), spread=(sp, None), price=(px, None))
    body += ["", "*** IG - SELLERS OF (our offer) ***"]
    for name, c, cs, iso, mt, sp, px, sz, chg in ig_sell:
        body.append(f"  {name} {cs} {mt} {'.' * (26 - len(name) - len(cs))} T{sp}  (px {px})   {sz}   chg {chg}")
        gold += q(bkey(name, c, iso), "ig", d, size=(None, int(sz[:-2]) * 1_000_000), spread=(None, sp), price=(None, px))
    body += ["", "*** HY - two-way, px (ytw in brackets), 2x2 unless shown ***"]
    hy = [("MARLOW LEISURE", 7.625, "7 5/8", "2031", "'31", 97.375, 98.0, 97.25, 97.875, None),
          ("CULLERCOATS ENERGY", 8.25, "8 1/4", "2030", "30s", 101.5, 102.125, None, None, "3x1"),
          ("HEPBURN TELECOM", 6.75, "6 3/4", "2032", "2032", 93.625, 94.25, None, None, None)]
    for name, c, cs, iso, mt, b, a, cb, ca, sz in hy:
        yb, ya = ylds(c, cb or b, iso + "-06-15", 2), ylds(c, ca or a, iso + "-06-15", 2)
        tail = f"   {sz}" if sz else ""
        body.append(f"  {name} {cs} {mt}   {frac(b)} - {frac(a)}   ({yb} / {ya}){tail}")
        gold += q(bkey(name, c, iso), "hy", d, size=sz or "2x2", price=(frac(cb or b), frac(ca or a)), yield_=(yb, ya))
    body += ["  BRIDGEND CHEMICALS 9 1/2 29s   101 1/2 - 102 1/2 indic - not refreshed since Friday, will update",
             "  FENWICK MOTORS 7 1/8 '33   traded 96 1/4 late yesterday, no two-way this morning", "",
             "Correction 07:52: MARLOW 7 5/8 '31 should read 97 1/4 - 97 7/8, not 97 3/8 - 98 as above.",
             "Px typo only, the ytw's in brackets were right.", "", "Nell", "",
             _sig("Nell Ashdown | Credit Flow Sales", "Pellingham Securities Inc. | 600 Lexington Ave, NY NY 10022",
                  "D +1 (212) 555-0143 | M +1 (917) 555-0162"),
             "Pellingham Securities Inc. is a member of FINRA/SIPC. For institutional investors only. Levels are",
             "indicative and may change without notice. Not an offer or solicitation."]
    gold += q(bkey("BRIDGEND CHEMICALS", 9.5, "2029"), "hy", d, size="2x2", review=("price",), price=("101 1/2", "102 1/2"))
    return mk("pellingham-ig-axes-dotted", "text", gold, sender=snd, subject="PELL axes 24-Nov: IG buyers / sellers, HY px",
              date=date("07:55:41", day=24), text="\n".join(body) + "\n")


def t02_wickenby_stacked_run():
    d = "wickenby"
    snd = "Ravi Ketteridge <ravi.ketteridge@wickenby.com>"
    body = ["Team,", "", "Monday IG/HY run. Two lines per bond: the bond, then our levels. '(1d)' after a",
            "level is the move since Friday's close, nothing more.", "", "IG (T-spread / cash px), 3MM each way", ""]
    gold = []
    ig = [("LOWTHER PHARMA", 4.4, "4.40%", "2032-04-15", "Apr-15-2032", "+104", "+99", "98.652", "98.961", "(1d) -1"),
          ("STAINTON WATER", 5.05, "5.05%", "2037-10-01", "Oct-01-2037", "+139", "+134", "99.305", "99.722", "(1d) +2"),
          ("ASKERN LOGISTICS", 3.9, "3.90%", "2030-01-15", "Jan-15-2030", "+76", "+71", "97.914", "98.021", "(1d) unch")]
    for name, c, cs, iso, mt, sb, sa, pb, pa, chg in ig:
        body += [f"{name}  {cs}  due {mt}", f"      sprd {sb} / {sa}  {chg}      px {pb} / {pa}", ""]
        gold += q(bkey(name, c, iso), "ig", d, size="3MM", spread=(sb, sa), price=(pb, pa))
    body += ["HY (px / ytw), 1MM each way unless shown", ""]
    hy = [("GOSFORTH MEDIA", 7.0, "7%", "2030-03-01", "Mar-01-2030", 96.5, 97.125, "(1d) +1/4", None),
          ("RAVENGLASS METALS", 9.0, "9%", "2029-07-15", "Jul-15-2029", 100.75, 101.375, "(1d) -1/2", "2x1")]
    for name, c, cs, iso, mt, b, a, chg, sz in hy:
        yb, ya = ylds(c, b, iso, 2), ylds(c, a, iso, 2)
        body += [f"{name}  {cs}  due {mt}", f"      px {frac(b)} / {frac(a)}  {chg}      ytw {yb} / {ya}" + (f"   {sz}" if sz else ""), ""]
        gold += q(bkey(name, c, iso), "hy", d, size=sz or "1MM", price=(frac(b), frac(a)), yield_=(yb, ya))
    body += ["TORVER HOMES  6 3/8%  due Nov-15-2031", "      offer only 98 5/8   5MM   (axe - we're long)", "",
             "Pls note the ASKERN line was wrong on the 7am version; the above is right.", "", "Ravi",
             _sig("Ravi Ketteridge", "Wickenby & Co. LLC  |  Credit Trading", "Tel 1-312-555-0178   Chat RKETTERIDGE"),
             "CONFIDENTIAL. This message is intended only for the addressee. Wickenby & Co. LLC, 10 S. Wacker Dr, Chicago IL."]
    gold += q(bkey("TORVER HOMES", 6.375, "2031-11-15"), "hy", d, size=(None, 5_000_000), price=(None, "98 5/8"))
    return mk("wickenby-ig-hy-stacked", "text", gold, sender=snd, subject="RUN: IG / HY (Mon)",
              date=date("08:31:09", "-0600", day=22), text="\n".join(body) + "\n")


# ---------------------------------------------------------------- 03 / 04: EM sovereigns and FRNs


def t03_saxtead_em_by_country():
    d = "saxtead"
    snd = "Bruna Falcao <bfalcao@saxtead.com.br>"
    gold = []
    body = ["Bom dia / good morning,", "", "LatAm hard-currency levels, Fri 26-Nov (US half day - thin).",
            "Format: px bid-offer | yld bid-offer | d/d change in px. USD 2MM per side unless said otherwise.", ""]
    em = [("MEXICO", [("MEX", 4.75, "4 3/4", "2032-04-27", "04/27/32", "96.10", "96.55", "+1/8"),
                      ("MEX", 6.35, "6.35", "2035-02-09", "02/09/35", "99.85", "100.40", "unch")]),
          ("COLOMBIA", [("COLOM", 7.5, "7 1/2", "2034-02-02", "02/02/34", "97.20", "97.80", "-3/8")]),
          ("PANAMA", [("PANAMA", 6.4, "6.40", "2035-02-14", "02/14/35", "93.75", "94.35", "+1/4")]),
          ("PERU", [("PERU", 5.375, "5 3/8", "2036-02-08", "02/08/36", "98.05", "98.60", "unch")])]
    for country, bonds in em:
        body.append(f"-- {country} --")
        for tk, c, cs, iso, mt, b, a, chg in bonds:
            yb, ya = ylds(c, float(b), iso, 2), ylds(c, float(a), iso, 2)
            body.append(f"{tk} {cs} {mt}   {b}-{a} | {yb}%-{ya}% | {chg}")
            gold += q(bkey(tk, c, iso), "em_sovereign", d, size="2MM", price=(b, a), yield_=(yb, ya))
        body.append("")
    frn = [("CARIRI ENERGIA", "2029-06-15", "06/15/29", "S+185", "212", "198", "99.58", "100.02"),
           ("ITAPEMA BANK", "2030-09-20", "09/20/30", "S+160", "176", "164", "99.71", "100.12")]
    body += ["-- FRNs (USD, on DM; QM = the bond's quoted margin, for info) 3MM per side --"]
    for name, iso, mt, qm, db, da, pb, pa in frn:
        isn = ui("XS", name + iso)
        body.append(f"{name} FRN {mt}  {isn}  QM {qm}   DM {db}/{da}   px {pb}/{pa}")
        gold += q(isn, "frn", d, size="3MM", dm=(db, da), price=(pb, pa))
    body += ["", "BRAZIL 6 1/4 03/18/31: bid only 100.35 for 5MM, no offer - client selling, we're full.",
             "And pls ignore the MEX 35s on last night's wrap, we had the yields reversed.", "",
             "Abs,", "Bruna",
             _sig("Bruna Falcao | Mesa de Renda Fixa Internacional", "Saxtead Capital Markets DTVM S.A. | Av. Faria Lima 3500, Sao Paulo",
                  "+55 11 5555-0191 / +55 11 95555-0104"),
             "Este material tem carater meramente informativo. Not for distribution to retail clients."]
    gold += q(bkey("BRAZIL", 6.25, "2031-03-18"), "em_sovereign", d, size=(5_000_000, None), price=("100.35", None))
    return mk("saxtead-latam-by-country", "text", gold, sender=snd, subject="LatAm HC levels - 26/11 (half day)",
              date=date("09:04:37", "-0300", day=26), text="\n".join(body) + "\n", enc="qp")


def t04_barnacre_isin_first():
    d = "barnacre"
    snd = "Olu Adebanjo <o.adebanjo@barnacre.co.uk>"
    gold = []
    body = ["Hi both,", "", "CEEMEA sovereigns and some EUR/USD floaters for you this morning. ISIN first, then the",
            "bond, then bid / offer. Px and yield on the same side sit together: 'bid 97.40 (6.81%)'.", ""]
    em = [("ROMANI", 6.625, "6.625", "2036-02-17", "17-Feb-2036", "96.90", "97.45"),
          ("HUNGARY", 5.5, "5.5", "2034-03-26", "26-Mar-2034", "99.10", "99.60"),
          ("TURKEY", 7.125, "7.125", "2032-07-17", "17-Jul-2032", "100.20", "100.70"),
          ("EGYPT", 8.7, "8.7", "2031-03-01", "01-Mar-2031", "92.35", "93.10")]
    for tk, c, cs, iso, mt, b, a in em:
        isn = ui("XS", tk + iso)
        yb, ya = ylds(c, float(b), iso, 2), ylds(c, float(a), iso, 2)
        body.append(f"{isn}  {tk} {cs} {mt}   bid {b} ({yb}%)  /  offer {a} ({ya}%)")
        gold += q(isn, "em_sovereign", d, size="1MM", price=(b, a), yield_=(yb, ya))
    body += ["", "Sizes 1MM unless noted. FRNs below in DM (bp over 3m Euribor / SOFR), px after, 2MM.", ""]
    frn = [("DE", "VOLKERSEN BANK", "2029-05-14", "14-May-2029", "88", "79", "100.21", "100.46"),
           ("XS", "HALLSTATT AUTO FINANCE", "2030-01-22", "22-Jan-2030", "131", "119", "99.66", "100.09")]
    for pre, name, iso, mt, db, da, pb, pa in frn:
        isn = ui(pre, name + iso)
        body.append(f"{isn}  {name} FRN {mt}   DM {db} / {da}   px {pb} / {pa}")
        gold += q(isn, "frn", d, size="2MM", dm=(db, da), price=(pb, pa))
    body += ["", "Also: the ROMANI 36s were 96.40 / 96.95 at yesterday's close (ref only), and Egypt had a",
             "3MM print at 92.60 around 8am.", "", "Olu",
             _sig("Olu Adebanjo | CEEMEA Credit Trading", "Barnacre Brothers & Co. Ltd | 25 Moorgate, London EC2R 6AY",
                  "+44 (0)20 7946 0237"),
             "Barnacre Brothers & Co. Ltd is authorised and regulated by the Financial Conduct Authority."]
    return mk("barnacre-ceemea-isin-first", "text", gold, sender=snd, subject="CEEMEA + FRN levels",
              date=date("08:12:55", "+0000", day=29), text="\n".join(body) + "\n")


# ---------------------------------------------------------------- 05 / 06: rates


def t05_quenington_ust_agency():
    d = "quenington"
    snd = "Sam Oyelaran <soyelaran@quenington.com>"
    gold = []
    ust = [("4 1/8", 4.125, "11/30/29", "2029-11-30", 99.921875, 99.9375, "25x25"),
           ("4 1/4", 4.25, "11/30/32", "2032-11-30", 100.0546875, 100.078125, "25x25"),
           ("4 3/8", 4.375, "11/15/37", "2037-11-15", 99.25, 99.28125, "10x10"),
           ("4 5/8", 4.625, "11/15/57", "2057-11-15", 98.5, 98.546875, "5x5")]
    body = ["Pre-Thanksgiving UST / agencies (we close early tomorrow? no - closed Thu, half day Fri).", "",
            "UST px in 32nds, then yields b/a. The number in brackets is the change on the day in 32nds.", ""]
    for cs, c, mt, iso, b, a, sz in ust:
        yb, ya = ylds(c, b, iso, 3), ylds(c, a, iso, 3)
        body.append(f"  T {cs} {mt}   {n32(b, digits3=True)} / {n32(a, digits3=True)}   {yb} / {ya}   ({'+1+' if c < 4.3 else '-2'})   {sz}")
        gold += q(bkey("T", c, iso), "government", d, size=sz, price=(n32(b, digits3=True), n32(a, digits3=True)), yield_=(yb, ya))
    body += ["", "  the 30s: +2 on the day after the 20y tail yesterday (tailed 1.1bp, 2.48x cover).", "",
             "AGENCIES - spread to the interpolated UST (bp) and px, 10MM unless shown", ""]
    agy = [("FHLB", 4.5, "4 1/2", "09/13/30", "2030-09-13", "+14", "+11", "100.612", "100.702", None),
           ("FFCB", 4.25, "4 1/4", "03/02/33", "2033-03-02", "+22", "+18", "99.118", "99.305", "5x10"),
           ("FNMA", 0.0, "0", "11/15/30", "2030-11-15", "+31", "+27", "87.455", "87.562", None)]
    for tk, c, cs, mt, iso, sb, sa, pb, pa, sz in agy:
        body.append(f"  {tk} {cs} {mt}   {sb}/{sa}   px {pb}/{pa}" + (f"   {sz}" if sz else ""))
        gold += q(bkey(tk, c, iso), "agency", d, size=sz or "10MM", spread=(sb, sa), price=(pb, pa))
    body += ["", "Also working: 2s10s steepener at +41.5 (package only, no legs), and bid-side interest in",
             "the 7s - call me.", "", "Sam", "",
             _sig("Sam Oyelaran | UST & Agency Trading", "Quenington Partners LP | 55 Water St, New York NY 10041",
                  "o 212.555.0119   c 347.555.0150"),
             "Quenington Partners LP. Member SIPC. This is not research. All prices indicative."]
    return mk("quenington-ust-agency-3rd-digit", "text", gold, sender=snd, subject="UST/AGY 24-Nov pm",
              date=date("14:22:06", day=24), text="\n".join(body) + "\n")


def t06_ockbrook_gilts_ssa():
    d = "ockbrook"
    snd = "Harriet Loxley <harriet.loxley@ockbrook.co.uk>"
    gold = []
    body = ["Good morning,", "", "Gilts and sterling SSA, Tuesday 30 November. Gilts: clean price then GRY, GBP 10m",
            "a side. SSA: spread to the gilt in bp then price, GBP 5m a side.", "", "GILTS"]
    gl = [("UKT", 4.25, "4 1/4%", "2034-07-31", "31/07/2034", "100.42", "100.47"),
          ("UKT", 3.75, "3 3/4%", "2038-01-29", "29/01/2038", "93.08", "93.15"),
          ("UKT", 4.5, "4 1/2%", "2029-06-07", "07/06/2029", "100.61", "100.64")]
    for tk, c, cs, iso, mt, b, a in gl:
        isn = ui("GB", tk + iso)
        yb, ya = ylds(c, float(b), iso, 3), ylds(c, float(a), iso, 3)
        body.append(f"  {tk} {cs} {mt:<12} {isn}   {b} - {a}    {yb} - {ya}")
        gold += q(isn, "government", d, size="10MM", price=(b, a), yield_=(yb, ya))
    body += ["", "SSA (vs gilt)"]
    ssa = [("KFW", 4.0, "4%", "2030-12-15", "15/12/2030", "+41", "+37", "99.12", "99.23"),
           ("EIB", 4.5, "4.5%", "2033-03-07", "07/03/2033", "+52", "+47", "100.06", "100.30"),
           ("IBRD", 3.875, "3.875%", "2031-06-10", "10/06/2031", "+38", "+35", "98.35", "98.45")]
    for tk, c, cs, iso, mt, sb, sa, pb, pa in ssa:
        body.append(f"  {tk} {cs} {mt:<12} {sb} / {sa}    {pb} - {pa}")
        gold += q(bkey(tk, c, iso), "agency", d, size="5MM", spread=(sb, sa), price=(pb, pa))
    body += ["", "UKT 4 1/4% 2034 was 100.31 at Friday's close. The KFW new 5y priced yesterday at gilt +44",
             "(re-offer 99.871) - that's a new issue, not our secondary level.", "", "Harriet",
             _sig("Harriet Loxley | Sterling Rates", "Ockbrook Bailey Ltd, 1 Angel Court, London EC2R 7HJ",
                  "Tel: 020 7946 0815"),
             "Ockbrook Bailey Ltd is authorised and regulated by the FCA. Calls may be recorded."]
    return mk("ockbrook-gilts-ssa-dash", "text", gold, sender=snd, subject="Gilts / GBP SSA 30/11",
              date=date("08:05:44", "+0000", day=30), text="\n".join(body) + "\n")


# ---------------------------------------------------------------- 07 / 08: munis and loans


def t07_thurlbeck_muni_loan_prose():
    d = "thurlbeck"
    snd = "Dee Marchetti <dmarchetti@thurlbeck.com>"
    gold = []
    body = ["Good morning -", "", "A few munis we're showing two-way today (yield then $ price, 1MM / 1MM unless noted):", ""]
    mu = [("NEW YORK CITY TRANSITIONAL FIN AUTH", 5.0, "5s", "2041-11-01", "11/01/41", "3.71", "3.64", "2034-11-01", "(c 11/01/34 @100)"),
          ("CALIFORNIA ST GO", 4.0, "4s", "2039-09-01", "09/01/39", "3.58", "3.52", "2033-09-01", "(c 09/01/33 @100)"),
          ("TEXAS WTR DEV BRD", 5.0, "5s", "2044-10-15", "10/15/44", "3.95", "3.89", "2034-10-15", "(c 10/15/34 @100)")]
    for name, c, cs, iso, mt, yb, ya, ciso, call in mu:
        pb, pa = f3(muni_px(c, float(yb), iso, ciso)), f3(muni_px(c, float(ya), iso, ciso))
        cu = ui("US", name + iso)[2:11]
        body.append(f"  {cu}  {name} {cs} of {mt} {call}:  {yb} / {ya}  ({pb} / {pa})")
        gold += q(cu, "muni", d, size="1MM", yield_=(yb, ya), price=(pb, pa))
    body += ["", "The TWDB is offered 250k only on the offer side - bid is 1MM. Sorry, correct that: both sides 1MM.",
             "", "LOANS - px, 1MM clips. Margin / floor / OID in brackets are the facility's, not levels:", ""]
    lo = [("HARTLEPOOL FOODS TLB", "S+350", "2031-03", "03/31", "(flr 0.50, OID 99.5)", "97 1/4", "97 3/4"),
          ("BLENCATHRA SOFTWARE TL", "S+425", "2030-08", "08/30", "(flr 0.75)", "99 1/8", "99 5/8"),
          ("GRASMERE HEALTH TLB", "S+475", "2029-11", "11/29", "(flr 0.50, OID 98)", "88", "89")]
    for name, m, _iso, mt, extra, b, a in lo:
        body.append(f"  {name} {m} {mt} {extra}  {b} - {a}")
        gold += q(f"{name} {m} {mt}", "loan", d, size="1MM", price=(b, a))
    body[-1] = body[-1] + "   <- moved 2 pts on the downgrade, pls call"
    body += ["  SILLOTH PACKAGING TLB S+400 06/31 - last 94 1/2 Monday, no market today", "",
             "Dee", "", _sig("Dee Marchetti | Muni & Loan Sales", "Thurlbeck Securities | 200 Clarendon St, Boston MA 02116",
                             "617-555-0133 (desk) / 617-555-0171 (cell)"),
             "Thurlbeck Securities is not acting as a municipal advisor. Information, not advice."]
    return mk("thurlbeck-muni-loan-prose", "text", gold, sender=snd, subject="munis / loans we're showing",
              date=date("09:18:20", day=29), text="\n".join(body) + "\n")


def t08_grinshill_loan_muni_tabs():
    d = "grinshill"
    snd = "Pete Lonsdale <plonsdale@grinshill.com>"
    gold = []
    body = ["Loans first today, then a couple of munis.", "",
            "Borrower\tFacility\tSpread\tMaturity\tBid\tOffer\tClip", ""]
    lo = [("ESKMEALS PET CARE", "TLB", "S+325", "2031-05-15", "5/15/31", "99.25", "99.75", "2MM"),
          ("KIRKSTONE CHEMICALS", "TL", "S+450", "2030-02-28", "2/28/30", "95.5", "96.25", "1MM"),
          ("WASDALE AEROSPACE", "TLB-2", "S+375", "2032-10-01", "10/1/32", "100", "100.375", "3MM")]
    for name, fac, m, _iso, mt, b, a, sz in lo:
        body.append(f"{name}\t{fac}\t{m}\t{mt}\t{b}\t{a}\t{sz}")
        gold += q(f"{name} {fac} {m} {mt}", "loan", d, size=sz, price=(b, a))
    body += ["", "Munis we're offering (yield / price to the 10yr par call):", "",
             "Par(000)  CUSIP      Description"]
    mu = [("MASSACHUSETTS ST GO", 5.0, "2042-03-01", "03/01/2042", "3.77", "2037-03-01", "500"),
          ("CHICAGO IL O'HARE ARPT REV", 5.25, "2045-01-01", "01/01/2045", "4.12", "2035-01-01", "1,000")]
    for name, c, iso, mt, y, ciso, par in mu:
        p = f3(muni_px(c, float(y), iso, ciso))
        cu = ui("US", name + iso)[2:11]
        body.append(f"{par:>8}  {cu}  {name} {c:g}% {mt}   offered {y} / {p}")
        gold += q(cu, "muni", d, size=(None, int(par.replace(",", "")) * 1000), yield_=(None, y), price=(None, p))
    body += ["", "Pete", _sig("Pete Lonsdale", "Grinshill Capital LLC", "(704) 555-0186")]
    return mk("grinshill-loans-tabs-munis", "text", gold, sender=snd, subject="loans + a few munis",
              date=date("10:41:12", day=30), text="\n".join(body) + "\n")


# ---------------------------------------------------------------- 09 / 10: nothing quoted


def t09_mellerstain_final_terms():
    snd = "Syndicate Desk <syndicate@mellerstain.com>"
    body = """*** FINAL TERMS - PRICED ***   Wed 24-Nov-2027

Issuer:            Cranbourne Utilities Holdings Inc. (Baa1 / BBB+)
Format:            SEC registered, senior unsecured
Settlement:        T+5 (01-Dec-2027)

Tranche            5yr                    10yr                   30yr
Size:              USD 750mm              USD 1,000mm            USD 500mm
Maturity:          01-Dec-2032            01-Dec-2037            01-Dec-2057
Coupon:            4.650%                 5.100%                 5.550%
Re-offer spread:   T+88                   T+113                  T+128
Benchmark:         UST 4 1/4 11/30/32     UST 4 3/8 11/15/37     UST 4 5/8 11/15/57
Bmk px / yld:      100-06 / 4.207%        99-08+ / 4.469%        98-17 / 4.717%
Re-offer yield:    4.687%                 5.099%                 5.997%
Re-offer price:    99.836                 99.992                 93.708
IPTs:              T+115a                 T+140a                 T+155a
Guidance:          T+90 (+/-2)            T+115 (+/-2)           T+130 (+/-2)
Books:             > USD 4.8bn            > USD 5.6bn            > USD 2.1bn
NIC:               ~4bp                   ~3bp                   ~5bp
Par call:          1m prior               3m prior               6m prior
Make-whole:        T+15                   T+20                   T+20

Active bookrunners: Mellerstain Securities, and the usual suspects.
Allocations will be released shortly. Free to trade 12:45 NY. Final books and allocation
statistics to follow. This is a primary-market notice, not a secondary run.

--
Mellerstain Securities LLC | DCM Syndicate | +1 212 555 0109
This notice is for information only and does not constitute an offer to sell or the
solicitation of an offer to buy any security.
"""
    return mk("mellerstain-final-terms", "text", [], sender=snd, subject="PRICED: Cranbourne Utilities 3-part $2.25bn",
              date=date("12:31:50", day=24), text=body)


def t10_felbrigg_colour():
    snd = "Carmen Ruiz-Tagle <cruiztagle@felbrigg.com>"
    body = """EOD colour - Mon 29 Nov

Rates: 10s closed 4.29% (+3.5bp), 2s10s +41 (steeper by 1.5). 30y auction next Thurs; the 20y
re-open last week tailed 1.1bp. Swap spreads: 10y -38.25, 30y -71.

IG: primary $14.2bn across 9 deals, avg NIC 3bp, books 3.9x. CDX IG 43 closed 52.75 (+0.5).
Flows 62% buyers, mostly 7-10y utilities. Financials 2bp wider on supply.

HY: CDX HY 43 at 106.31 (-1/8). Two new issues broke at 100 1/2 and 101; fund flows -$412mm
(week). CCC underperformed by ~1/2 pt.

EM: EMBI spread 312 (+4). Mexico 10y +3bp; Colombia 34s traded 97 1/4 on screen around 11am, 8MM
reported. No view - just colour.

Munis: MMD 10y 2.91 (unch), 30y 3.62 (+1). 30-day visible supply $9.8bn.

Loans: LSTA index 96.84 (-0.03). CLO AAA printed 128-132 DM range this week.

None of the above are our markets - call for levels.

Carmen
--
Carmen Ruiz-Tagle | Cross-asset Sales | Felbrigg Markets LLC | +1 415 555 0148
"""
    return mk("felbrigg-eod-colour", "text", [], sender=snd, subject="EOD colour 29/11",
              date=date("17:02:19", "-0800", day=29), text=body)


LAYOUTS = [t01_pellingham_axes_dotted, t02_wickenby_stacked_run, t03_saxtead_em_by_country, t04_barnacre_isin_first,
           t05_quenington_ust_agency, t06_ockbrook_gilts_ssa, t07_thurlbeck_muni_loan_prose, t08_grinshill_loan_muni_tabs,
           t09_mellerstain_final_terms, t10_felbrigg_colour]
