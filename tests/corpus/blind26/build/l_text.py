"""Plain-text bodies: runs, axes, a reply correcting its quoted run, a forward, a quote-less wrap, 32nds, CDS."""

from __future__ import annotations

from common import frac, lines_gold, mc, mk, q, sig, tzdate, uc, ui, yt

TO = "desk@clients.example-am.com"


# ---------------------------------------------------------------- 1. IG run: change, close, benchmark yield on each line


def ig_run(v):
    if v == 0:
        d, who = "larkhollow", "Mara Quist <mquist@larkhollow.com>"
        rows = [
            "Larkhollow IG secondary - Tue 08-Feb, 07:41 NY",
            "Spreads to UST, 5MM per side unless noted. Chg is vs last night's close.",
            "",
            ("ARDENT HEALTH 4.85 03/15/33     +118 / +113   vs T 4 1/4 02/15/38 at 4.12%   chg -2, was 120/115 last night",
             q("ARDENT HEALTH 4.85 2033-03-15", "ig", d, size="5MM", spread=("+118", "+113"))),
            ("CALVERO FOODS 5.1 06/01/34      +131 / +126   G+142, 1/4 pt better on the day, hi 101.40 lo 100.95",
             q("CALVERO FOODS 5.1 2034-06-01", "ig", d, size="5MM", spread=("+131", "+126"))),
            ("MERIDALE CHEM 5.45 08/15/31     offer only +150 for 3MM   (IPT +175, re-offer +150 on 02/03), Baa2/BBB",
             q("MERIDALE CHEM 5.45 2031-08-15", "ig", d, size="3MM", spread=(None, "+150"))),
            ("HOLLOWAY RAIL 4.6 11/30/36      +96 / +92     unch; last TRD +94 at 10:02 yday, +12 to the curve",
             q("HOLLOWAY RAIL 4.6 2036-11-30", "ig", d, size="5MM", spread=("+96", "+92"))),
            ("SEVERN WATER 5.25 01/15/38      +124 / +119   from 127 open, delta to 10s 0.8",
             q("SEVERN WATER 5.25 2038-01-15", "ig", d, size="5MM", spread=("+124", "+119"))),
            "",
            "Flows: 2-way, insurance buying 10s. Benchmarks: 10y 4.21%, 30y 4.55%.",
            "",
            sig("Mara Quist", "IG Trading", "Larkhollow Securities LLC", "+1 212 555 0143 x2207"),
        ]
        date = tzdate(8, "07:41:12", "-0500")
    else:
        d, who = "tollbridge", "Piers Ambler <piers.ambler@tollbridge.co.uk>"
        rows = [
            "USD IG from Tollbridge London - 15 Feb, levels in bp over UST, bid/offer. 2x2 throughout.",
            "",
            ("NORTHCOTE TELECOM 5.375 2035   125/120   was 128/123 Fri; NY close 126; 2.5% of the issue traded yday",
             q("NORTHCOTE TELECOM 5.375 2035", "ig", d, size="2MM", spread=("125", "120"))),
            ("ESKDALE POWER 4.9 09/30        T+88 offered, bench T 3 7/8 01/31/30 at 3.97%",
             q("ESKDALE POWER 4.9 2030-09", "ig", d, size="2MM", spread=(None, "88"))),
            ("BRAMWELL INSURANCE 6.1 2054    171/165   (opened 174/168), 30y bmk 4.55",
             q("BRAMWELL INSURANCE 6.1 2054", "ig", d, size="2MM", spread=("171", "165"))),
            ("HESKETH PHARMA 5 03/15/32      bid only 109, 3 better since 9:15, A3/A-",
             q("HESKETH PHARMA 5 2032-03-15", "ig", d, size="2MM", spread=("109", None))),
            ("LANGSTROTHER AUTO 5.65 07/29   146/140   NIC was 12 on the new 29s; 1.25x covered book",
             q("LANGSTROTHER AUTO 5.65 2029-07", "ig", d, size="2MM", spread=("146", "140"))),
            "",
            "Call me on +44 20 7946 0871 (ext 344) for size.",
            sig("Piers Ambler", "USD Credit Sales", "Tollbridge Capital Markets Ltd", "+44 20 7946 0871"),
        ]
        date = tzdate(15, "08:12:40", "+0000")
    text, gold = lines_gold(rows)
    return mk("ig-run" if v == 0 else "usd-ig-bp", "text", gold, sender=who, to=TO,
              subject="IG secondary levels" if v == 0 else "Tollbridge USD IG", date=date, text=text,
              note="emph:look-alike emph:size-scope emph:everyday emph:levels-ways")


# ---------------------------------------------------------------- 2. HY axes: a side per line, traded prints and calls beside


def hy_axes(v):
    if v == 0:
        d, who = "marlowby", "Jory Kell <jkell@marlowby.com>"
        b1 = ("BRAXTON MARINE", 7.5, "2031-05-15", "05/15/31")
        y1 = yt(7.5, 99.75, "2031-05-15", 2)
        rows = [
            "Marlowby HY axes - Wed 9 Feb (Chicago)",
            "All 2mm unless shown. Px, YTW where given.",
            "",
            "AXED SELLER",
            (f"  {b1[0]} 7.5 {b1[3]}   offer 99 3/4 ({y1}% ytw), traded 99.40 in 5mm yday, NC until 5/28 then 103.75",
             q("BRAXTON MARINE 7.5 2031-05-15", "hy", d, size="2MM", price=(None, "99.75"), yield_=(None, y1))),
            ("  CORBEL MEDIA 9 2032   offered at 101 1/4, was 100.50 last week, B3/B-, 2.5% of the tranche",
             q("CORBEL MEDIA 9 2032", "hy", d, size="2MM", price=(None, "101.25"))),
            "",
            "AXED BUYER",
            ("  TALLIS RETAIL 8.25 06/30   bid 94.5 for 3, last print 95 on Fri (1mm), B2/B",
             q("TALLIS RETAIL 8.25 2030-06", "hy", d, size="3MM", price=("94.5", None))),
            "",
            "TWO-WAY",
            ("  OSTRAVA PACKAGING 6.375 10/01/29   97.25 / 97.75, +0.25 on the day, hi 97.80 lo 97.05",
             q("OSTRAVA PACKAGING 6.375 2029-10-01", "hy", d, size="2MM", price=("97.25", "97.75"))),
            ("  FELLGATE ENERGY 10.5 2033   104 1/2 - 105, call 02/15/30 @ 105.25, up 2.5% on the week",
             q("FELLGATE ENERGY 10.5 2033", "hy", d, size="2MM", price=("104.5", "105"))),
            "",
            sig("Jory Kell", "HY Trading", "Marlowby & Co.", "+1 312 555 0177"),
        ]
        date = tzdate(9, "08:55:03", "-0600")
    else:
        d, who = "stourbay", "Ana Brecken <abrecken@stourbay.com>"
        y2 = yt(6.75, 98.125, "2030-04-01", 2)
        rows = [
            "Stourbay - high yield axes 16-Feb",
            "sizes 1mm per line unless noted",
            "",
            ("SELL  QUARRYHILL AGGREGATES 6.75 04/01/30  @ 98 1/8 / "
             f"{y2}%   (closed 97.75, 3/8 better)",
             q("QUARRYHILL AGGREGATES 6.75 2030-04-01", "hy", d, size="1MM", price=(None, "98.125"), yield_=(None, y2))),
            ("SELL  VANTERRE LEISURE 8 2031  2mm @ 99.5, TRD 98.5 Mon, 40% of the 2mm left",
             q("VANTERRE LEISURE 8 2031", "hy", d, size="2MM", price=(None, "99.5"))),
            ("BUY   KELLAND CABLE 7.125 2034  we pay 92 3/8, last 92 on 02/11, Caa1",
             q("KELLAND CABLE 7.125 2034", "hy", d, size="1MM", price=("92.375", None))),
            ("BUY   ORMSKIRK HOMES 9.25 11/15/32  bid 103.10 for 2, 1st call 11/15/29 @ 104.625",
             q("ORMSKIRK HOMES 9.25 2032-11-15", "hy", d, size="2MM", price=("103.10", None))),
            ("2WAY  PALEWELL FOODS 5.875 2029  99.5-100, -0.25 on the day, 5x5 on request",
             q("PALEWELL FOODS 5.875 2029", "hy", d, size="1MM", price=("99.5", "100"))),
            "",
            sig("Ana Brecken", "Leveraged Finance Trading", "Stourbay Securities", "+1 415 555 0163"),
        ]
        date = tzdate(16, "06:31:27", "-0800")
    text, gold = lines_gold(rows)
    return mk("hy-axes" if v == 0 else "hy-sell-buy", "text", gold, sender=who, to=TO, subject="HY axes", date=date, text=text,
              note="emph:look-alike emph:axes emph:levels-ways")


# ---------------------------------------------------------------- 3. loans: a reply correcting its quoted run


def loan_fix(v):
    if v == 0:
        d, who = "carrowmede", "Pell Garrick <pgarrick@carrowmede.com>"
        rows = [
            "Correction: HARLOW FITNESS TLB S+375 03/31 should read 98.50 / 99.00, not 98.25 / 98.75 as below.",
            "And DUNMORE LOGISTICS 2L S+650 10/32 is now 91 / 92 (was 90 / 91 in the run).",
            "Pls ignore the rest of the run below - it is from 7am, I will refresh after 10.",
            "",
        ]
        gold_rows = [
            ("", q("HARLOW FITNESS TLB S+375 03/31", "loan", d, size="1MM", price=("98.50", "99.00"))),
            ("", q("DUNMORE LOGISTICS 2L S+650 10/32", "loan", d, size="1MM", price=("91", "92"))),
        ]
        hist = [
            sig("Pell Garrick", "Par Loan Trading", "Carrowmede Partners", "+1 646 555 0122"),
            "",
            "-----Original Message-----",
            "From: Pell Garrick",
            "Sent: Thursday, February 10, 2028 7:02 AM",
            "To: Loan Clients",
            "Subject: Carrowmede loan levels 10-Feb",
            "",
            "Loans in px, 1MM clips.",
            "HARLOW FITNESS TLB S+375 03/31        98.25 / 98.75   flr 0.50",
            "DUNMORE LOGISTICS 2L S+650 10/32      90 / 91         OID 98",
            "ESCRICK SOFTWARE TLB S+325 06/30      99.375 / 99.875",
            "WENLOCK LABS TLB S+400 12/29          96 / 97",
        ]
        date = tzdate(10, "08:14:55", "-0500")
        subj = "RE: Carrowmede loan levels 10-Feb"
        slug = "loan-fix-reply"
        rows = rows + hist
        rows.insert(0, "Loans 1mm clips as before.")
    else:
        d, who = "fennimore", "Hanne Solberg <hsolberg@fennimore.co.uk>"
        rows = [
            "sorry, KESTON CHEMICALS TLB E+400 2031 is 99.50/100 not 99.25/99.75. 2mm a side.",
            "pls ignore the ALDWYCH line below, traded away.",
            "",
            "On Mon, 14 Feb 2028 at 07:30, Hanne Solberg <hsolberg@fennimore.co.uk> wrote:",
            "> EUR loans - 2mm a side, px",
            "> KESTON CHEMICALS TLB E+400 2031     99.25 / 99.75",
            "> ALDWYCH CARE TLB E+475 2030         95.50 / 96.25",
            "> BRUNNER PLAST TLB E+350 2029        100.00 / 100.375",
            ">",
            "> Hanne",
        ]
        gold_rows = [("", q("KESTON CHEMICALS TLB E+400 2031", "loan", d, size="2MM", price=("99.50", "100")))]
        rows += ["", sig("Hanne Solberg", "European Leveraged Loans", "Fennimore Brothers & Co. Ltd", "+44 20 7946 0312")]
        date = tzdate(14, "08:02:10", "+0000")
        subj = "Re: EUR loans"
        slug = "eur-loan-fix"
    text = "\n".join(rows)
    gold = [g for _, gs in gold_rows for g in gs]
    marker = "-----Original Message-----" if v == 0 else "wrote:"
    return mk(slug, "text", gold, sender=who, to=TO, subject=subj, date=date, text=text,
              note="emph:reply emph:correction", meta={"reply_marker": marker})


# ---------------------------------------------------------------- 4. munis: a buy-side forward of a dealer's offerings


def muni_fwd(v):
    if v == 0:
        d = "ockendale"
        who = "Ros Pendle <rpendle@greyfriar-am.com>"
        c1, c2, c3 = mc("nyc go 5 41"), mc("tx wtr 4 38"), mc("ohio hosp 5.25 44")
        p1 = "108.993"
        rows = [
            "Desk - FYI Ockendale's offerings below. I'd pay 3.70 for the NYC 5s (our mark 106.50), can you check",
            "if they'd work 2mm at 107? Not interested in the Ohio hospital.",
            "Ros",
            "",
            "---------- Forwarded message ---------",
            "From: Hal Brisco <hbrisco@ockendale.com>",
            "Date: Mon, Feb 14, 2028 at 8:02 AM",
            "Subject: Ockendale muni offerings 14-Feb",
            "To: Ros Pendle <rpendle@greyfriar-am.com>",
            "",
            "OFFERINGS - par(000), yield to worst / price",
            (f"  500  {c1}  NEW YORK CITY GO 5% 08/01/41     c/35 @ 100    3.62% / {p1}   +8 vs MMD",
             q(c1, "muni", d, size=(500000, 500000), yield_=(None, "3.62"), price=(None, p1))),
            (f"  250  {c2}  TEXAS WATER DEV BD 4% 10/15/38   c/33 @ 100    3.88% / 100.589  was 3.93 Fri",
             q(c2, "muni", d, size=(250000, 250000), yield_=(None, "3.88"), price=(None, "100.589"))),
            (f" 1000  {c3}  OHIO HOSP REV 5.25% 11/15/44     c/34 @ 100    4.21% / 106.249  AA-/A1",
             q(c3, "muni", d, size=(1000000, 1000000), yield_=(None, "4.21"), price=(None, "106.249"))),
            "",
            "Hal Brisco | Municipal Trading | Ockendale Securities | +1 212 555 0198",
        ]
        date = tzdate(14, "09:20:31", "-0500")
        slug = "muni-fwd"
        subj = "Fwd: Ockendale muni offerings 14-Feb"
    else:
        d = "hartsfold"
        who = "Colm Ardagh <cardagh@kilbrook-invest.com>"
        c1, c2 = mc("cal gs 4 40"), mc("mass dot 5 39")
        rows = [
            "Team, Hartsfold's list is below. Note they're 3 bps cheaper than Monday on the CA 4s; I'd bid 3.95 (client level,",
            "not theirs). 10k bonds max on our side.",
            "",
            "Begin forwarded message:",
            "",
            "From: Tamsin Eyre <teyre@hartsfold.com>",
            "Subject: Hartsfold - munis offered",
            "Date: February 16, 2028 at 10:47:05 AM PST",
            "To: Colm Ardagh <cardagh@kilbrook-invest.com>",
            "",
            "Offered, 250k unless noted:",
            (f"CALIFORNIA ST GO 4% 09/01/40  {c1}  yld 3.84 / px 100.913  (c/34 @ 100), 3 wider than Mon",
             q(c1, "muni", d, size=(250000, 250000), yield_=(None, "3.84"), price=(None, "100.913"))),
            (f"MASSACHUSETTS DOT 5% 01/01/39  {c2}  500k  yld 3.58 / px 108.724  (c/35 @ 100)",
             q(c2, "muni", d, size=(500000, 500000), yield_=(None, "3.58"), price=(None, "108.724"))),
            "",
            "Tamsin Eyre | Hartsfold Municipal Markets | +1 415 555 0140",
        ]
        date = tzdate(16, "11:05:00", "-0800")
        slug = "muni-list-fwd"
        subj = "Fwd: Hartsfold - munis offered"
    text, gold = lines_gold(rows)
    return mk(slug, "text", gold, sender=who, to=TO, subject=subj, date=date, text=text,
              note="emph:forward emph:buyside emph:look-alike", meta={"reply_marker": "orwarded message", "fwd_dealer": d})


# ---------------------------------------------------------------- 5. a new-issue wrap that quotes nothing


def ni_wrap(v):
    if v == 0:
        who = "Gil Ransome <gransome@stavenor.com>"
        rows = [
            "Stavenor IG primary wrap - Thu 10 Feb",
            "",
            "PRICED",
            "  ASHBOURNE UTILITIES 5.05% 03/15/35  $750MM  IPT +135a, guidance +115-120, launched +112, re-offer 99.842 / 5.071%",
            "    books $3.4bn (4.5x), NIC ~5, tightened 23 from IPT; grey market was +110 area before launch",
            "  CLEVEDON BANK 4.7% 02/15/31  $500MM  IPT T+110, priced T+88, re-offer 99.910, NIC 3",
            "",
            "SECONDARY COLOUR (no markets - colour only)",
            "  ASHBOURNE 35s traded 4 tighter on the break, last print +107 in 5mm at 15:40",
            "  CLEVEDON 31s TRD 99.95 / 4.71% in 3mm, up 2.5% on the week for the sector",
            "",
            "Pipeline: 3 issuers mandated, $4-5bn expected Monday. Calls on 212-555-0151 x18.",
            "",
            sig("Gil Ransome", "Syndicate desk", "Stavenor Securities", "+1 212 555 0151"),
        ]
        date = tzdate(10, "17:22:09", "-0500")
        slug = "ni-wrap"
        subj = "IG primary wrap"
    else:
        who = "Odile Marchant <omarchant@yarrowby.eu>"
        rows = [
            "Yarrowby EUR primary - Friday 11 Feb recap",
            "",
            "SSA: EIB 2.875% 15/03/2035 EUR 5bn, IPT MS+32a, priced MS+28, re-offer 99.614, NIC 1bp, books 31bn",
            "COVERED: HALSTEAD BOLIG 3.125% 2031, EUR 1bn, IPT MS+40a, landed MS+33, books 2.6bn, 0-2 NIC",
            "HY: GRANTHAM CHEMIE 7.25% 2032, EUR 400mm, IPT 7.75% area, priced at 7.25% at par, B2/B",
            "",
            "Break: EIB 35s -1 to MS+27 on screens, GRANTHAM traded up to 101.25 on the break (last trade 100.90)",
            "Nothing firm from us today - markets on request. Desk +49 69 7593 1180.",
            "",
            sig("Odile Marchant", "DCM / Syndicate", "Yarrowby Bank AG", "+49 69 7593 1180"),
        ]
        date = tzdate(11, "18:02:44", "+0100")
        slug = "eur-primary-recap"
        subj = "EUR primary recap"
    text = "\n".join(rows)
    return mk(slug, "text", [], sender=who, to=TO, subject=subj, date=date, text=text, note="text:empty emph:new-issue")


# ---------------------------------------------------------------- 6. governments in 32nds and decimals, sized by heading


def govt_run(v):
    if v == 0:
        d, who = "brindlecomb", "Dov Ashe <dashe@brindlecomb.com>"
        a1, a2 = uc("fhlb 4.125 2031 b26"), uc("fnma 4.375 2033 b26")
        rows = [
            "Brindlecomb UST / agency run - Mon 07-Feb 08:06",
            "",
            "ON THE RUN, 50x50:",
            ("  T 3 7/8 01/31/30   99-30+ / 99-31    hi 100-02 lo 99-27+, chg +1+, 2y yld 3.85",
             q("T 3.875 2030-01-31", "government", d, size="50x50", price=("99-30+", "99-31"))),
            ("  T 4 1/4 02/15/38   99-16+/20         was 99-10 / 99-14 at the open, 10y 4.22%",
             q("T 4.25 2038-02-15", "government", d, size="50x50", price=("99-16+", "99-20"))),
            ("  T 4 5/8 11/15/57   101-12 / 101-16   down 1/4 pt, 30y 4.55",
             q("T 4.625 2057-11-15", "government", d, size="50x50", price=("101-12", "101-16"))),
            "OFF THE RUN, 25x25:",
            ("  T 2 7/8 05/15/32   94-11 / 94-14+    spread to OTR 4.6, wk chg +0-12",
             q("T 2.875 2032-05-15", "government", d, size="25x25", price=("94-11", "94-14+"))),
            "AGENCIES, 10x10 (px):",
            (f"  FHLB 4 1/8 06/30/31 {a1}   100.125 / 100.250   +12 to the curve, call n/a",
             q(a1, "agency", d, size="10x10", price=("100.125", "100.250"))),
            (f"  FNMA 4 3/8 10/15/33 {a2}   101 1/2 - 3/4       T+21 ref, hedge ratio 0.86",
             q(a2, "agency", d, size="10x10", price=("101.5", "101.75"))),
            "",
            sig("Dov Ashe", "Rates Trading", "Brindlecomb Securities", "+1 212 555 0160 ext 41"),
        ]
        date = tzdate(7, "08:06:14", "-0500")
        slug = "ust-agency-32nds"
        subj = "UST / agency run"
    else:
        d, who = "thornlaw", "Jens Ullrich <jens.ullrich@thornlaw.de>"
        i1, i2, i3 = ui("DE", "dbr 2.5 35 b26"), ui("FR", "frtr 3 34 b26"), ui("XS", "kfw 2.75 33 b26")
        rows = [
            "Thornlaw EUR govvies - 17.02.2028 09:12 CET",
            "",
            "GOVIES (px / yld), EUR 25mm per side:",
            (f"DBR 2.5 15/02/2035 {i1}  98.415 / 98.455   2.752 / 2.746%   chg -0.12, Schatz-Bund box 41",
             q(i1, "government", d, size="25MM", price=("98.415", "98.455"), yield_=("2.752", "2.746"))),
            (f"FRTR 3 25/11/2034  {i2}  100.82 / 100.88   2.869 / 2.860%   OAT-Bund 70.5, was 71.2",
             q(i2, "government", d, size="25MM", price=("100.82", "100.88"), yield_=("2.869", "2.860"))),
            "SSA (vs mid-swaps), EUR 10mm per side:",
            (f"KFW 2.75 15/01/2033 {i3}  MS-11 / MS-14   yld 2.62 mid, re-offer MS-9 in Jan",
             q(i3, "agency", d, size="10MM", i_spread=("-11", "-14"))),
            "",
            sig("Jens Ullrich", "EUR Rates", "Thornlaw Bank AG", "+49 69 7593 2241"),
        ]
        date = tzdate(17, "09:12:30", "+0100")
        slug = "eur-govvies"
        subj = "EUR govvies / SSA"
    text, gold = lines_gold(rows)
    return mk(slug, "text", gold, sender=who, to=TO, subject=subj, date=date, text=text,
              note="emph:look-alike emph:size-scope emph:levels-ways")


# ---------------------------------------------------------------- 7. CDS run: changes, opens, recovery on the line


def cds_run(v):
    if v == 0:
        d, who = "dunmarrow", "Ivo Sarn <ivo.sarn@dunmarrow.co.uk>"
        rows = [
            "Dunmarrow credit derivs - 09 Feb, London 07:55",
            "",
            "SINGLE NAMES 5Y (bp, 10x10):",
            ("ALDERTON TELECOM 5Y     88 / 93      +2 on day, opened 85/90, rec 40",
             q("ALDERTON TELECOM 5Y", "cds", d, size="10x10", spread=("88", "93"))),
            ("BRISCOE AUTOS 5Y        212 / 222    was 205 at the close, 500 cpn",
             q("BRISCOE AUTOS 5Y", "cds", d, size="10x10", spread=("212", "222"))),
            ("CASTLEMAINE FOODS 5Y    61 / 65      unch, 1y 18 / 22 indic",
             q("CASTLEMAINE FOODS 5Y", "cds", d, size="10x10", spread=("61", "65"))),
            "",
            "INDICES (50x50):",
            ("ITRX MAIN 48 5Y   58½ / 59     basis -0.4, hi 59.75 lo 58.25",
             q("ITRX MAIN 48 5Y", "cds", d, size="50x50", spread=("58.5", "59"))),
            ("ITRX XOVER 48 5Y  287 / 289    from 292 open, hedge ratio 0.8 vs main",
             q("ITRX XOVER 48 5Y", "cds", d, size="50x50", spread=("287", "289"))),
            "",
            sig("Ivo Sarn", "Credit Derivatives Trading", "Dunmarrow & Partners LLP", "+44 20 7946 0655"),
        ]
        date = tzdate(9, "07:55:40", "+0000")
        slug = "cds-run"
        subj = "CDS run 09-Feb"
    else:
        d, who = "kestrell", "Bea Lindqvist <blindqvist@kestrell.com>"
        rows = [
            "Kestrell CDS - Fri 11 Feb. Sizes: single names 5mm, index 25mm.",
            "",
            ("VESPER AIRLINES 5Y (500 cpn)   upf 4.25 / 4.75 pts, 598 / 610 bp   rec 40%, 1 better",
             q("VESPER AIRLINES 5Y", "cds", d, size="5MM", upfront=("4.25", "4.75"), spread=("598", "610"))),
            ("GLENVALE MINING 5Y    147 / 155    (mid 151, was 158 / 166 Thu)",
             q("GLENVALE MINING 5Y", "cds", d, size="5MM", spread=("147", "155"))),
            ("CDX IG 49 5Y    52.25 / 52.75   from 53 open, hi 53.25 lo 52",
             q("CDX IG 49 5Y", "cds", d, size="25MM", spread=("52.25", "52.75"))),
            ("CDX HY 49 5Y    106.10 / 106.25 (px), opened 105.90, +3/8 today",
             q("CDX HY 49 5Y", "cds", d, size="25MM", price=("106.10", "106.25"))),
            "",
            sig("Bea Lindqvist", "Credit Index Trading", "Kestrell Securities", "+1 212 555 0104"),
        ]
        date = tzdate(11, "09:41:00", "-0500")
        slug = "cds-index-upf"
        subj = "CDS / index levels"
    text, gold = lines_gold(rows)
    return mk(slug, "text", gold, sender=who, to=TO, subject=subj, date=date, text=text,
              note="emph:look-alike emph:size-scope emph:everyday")


def _pair(fn):
    return [lambda: fn(0), lambda: fn(1)]


LAYOUTS = [f for fn in (ig_run, hy_axes, loan_fix, muni_fwd, ni_wrap, govt_run, cds_run) for f in _pair(fn)]
_ = frac
