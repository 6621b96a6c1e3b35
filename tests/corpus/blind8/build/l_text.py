"""Plain-text bodies: muni + loan runs, forwarded runs, mails without quotes, rates + CDS runs."""

from __future__ import annotations

from common import DISCLAIMER, cusip, dealer_of, mk, q, sig

TO = "pm-credit@clients.example-am.com"


# ------------------------------------------------------------------ muni + loan (pair 1)


def hollis_muni_loan():
    snd = "Maura Quint <mquint@hollisbrandt.com>"
    d = dealer_of(snd)
    gold = []
    rows = [
        # cusip base, desc, cpn, mat, call, par(000), yld b/o, px b/o
        ("64612LQW", "NJ TRANSN TR FD AUTH", "5.000", "06/15/2038", "06/15/34 @100", "1,000", ("3.71", "3.64"), ("108.104", "108.590")),
        ("13063DZH", "CALIFORNIA ST GO", "5.000", "08/01/2035", "08/01/32 @102", "2,000", ("3.12", "3.05"), ("111.845", "112.280")),
        ("59259YGA", "MET TRANSN AUTH NY REV", "4.000", "11/15/2049", "11/15/29 @100", "500", ("4.00", "3.95"), ("100.000", "100.820")),
        ("45203HVL", "ILLINOIS ST GO", "5.250", "05/01/2041", "05/01/33 @100", "750", ("4.18", "4.11"), ("106.402", "106.885")),
        ("91412HHT", "UNIV OF CALIFORNIA REV", "3.000", "05/15/2046", "05/15/31 @100", "1,500", ("4.12", "4.06"), ("85.921", "86.611")),
    ]
    lines = ["CUSIP       Description              Cpn     Maturity    Call            Par(000)   Yld Bid/Ofr    Px Bid/Ofr"]
    for base, desc, c, m, call, par, y, p in rows:
        cu = cusip(base)
        lines.append(f"{cu}   {desc:<24} {c:<7} {m}  {call:<15} {par:>8}   {y[0]} / {y[1]}    {p[0]} / {p[1]}")
        sz = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(sz, sz), yield_=y, price=p)
    loans = [
        ("Kestrel Harbor Holdings", "TLB", "S+325", "0.50", "10/2031", "99.00", ("99.125", "99.625"), "5mm"),
        ("Ambry Logistics", "TLB", "S+400", "0.75", "03/2030", "98.50", ("97.75", "98.25"), "3mm"),
        ("Ambry Logistics", "Delayed Draw TL", "S+400", "0.75", "03/2030", "98.50", ("97.50", "98.50"), "2mm"),
        ("Saltcote Dental Partners", "TLB", "S+350", "0.50", "07/2032", "99.50", ("100.00", "100.375"), "5mm"),
    ]
    llines = ["Borrower                   Facility          Margin   Floor   Maturity   OID     Bid - Offer          Size"]
    for b, f, mg, fl, m, oid, (bb, oo), sz in loans:
        llines.append(f"{b:<26} {f:<17} {mg:<8} {fl:<7} {m:<10} {oid:<7} {bb} - {oo:<12} {sz}")
        gold += q(f"{b.upper()} {f.upper()} {mg} {m}", "loan", d, size=sz, price=(bb, oo))
    body = "\n".join([
        "Morning - HB munis and a few loans below. Munis priced to the call where in the money.",
        "",
        "HB MUNI TWO-WAY  |  08-Dec-2026  |  yld / px, bid / offer, Par in $000",
        "",
        *lines,
        "",
        "CA GO 35s: @ 102 call 08/01/2032, the 102 is the call px not the level. MTA 4s of 49 trade at par on the bid.",
        "",
        "LOANS  (px, bid - offer; OID = original issue price, floor in %)",
        "",
        *llines,
        "",
        "Settle T+1 munis, T+7 loans. Indications only.",
        "",
        sig("Maura Quint", "Municipal & Loan Sales", "Hollis Brandt & Co.", "+1 212 555 0183"),
        "",
        DISCLAIMER,
    ])
    return mk("hollis-muni-loan", "text", gold, sender=snd, to=TO, subject="HB munis + loans 12/8",
              date="Tue, 08 Dec 2026 07:48:00 -0500", text=body)


def polventon_muni_loan():
    snd = "Greg Ostley <gostley@polventon.com>"
    d = dealer_of(snd)
    gold = []
    munis = [
        ("NYS DORM AUTH PIT", "5.000", "03/15/2041", "c@100 3/15/33", ("3.92%", "107.85"), ("3.86%", "108.31"), "2MM", "5"),
        ("MASSACHUSETTS ST GO", "5.000", "11/01/2036", "c@100 11/1/33", ("3.18%", "111.42"), ("3.11%", "111.96"), "1MM", "5"),
        ("TEXAS WTR DEV BRD", "4.250", "10/15/2047", "c@100 10/15/32", ("4.36%", "98.52"), ("4.30%", "99.30"), "500K", "4.25"),
    ]
    mlines = []
    for iss, c, m, call, (by, bp), (oy, op), sz, ck in munis:
        mlines.append(f"{iss} {c} {m} ({call})   {by}/{bp} bid  --  {oy}/{op} ofd   {sz}")
        mm, dd, yy = m.split("/")
        key = f"{iss} {ck} {yy}-{mm}-{dd}"
        gold += q(key, "muni", d, size=sz, yield_=(by, oy), price=(bp, op))
    cu = cusip("97705MTR")
    mlines.append(f"WISCONSIN ST GO 5.000 05/01/2039 ({cu}) c@100 5/1/34   offered only 3.55%/109.21   1.5MM")
    gold += q(cu, "muni", d, size=(None, 1500000), yield_=(None, "3.55%"), price=(None, "109.21"))
    loans = [
        ("Quillfeather Software TLB S+375 08/31", "99-99.5", "5mm"),
        ("Marlowe Aggregates TLB S+300 02/30", "100.25-100.625", "3mm"),
        ("Marlowe Aggregates DDTL S+300 02/30", "99.5-100.25", "2mm"),
        ("Tenterden Brands TLB S+450 11/29", "91.75-92.75", "2mm"),
    ]
    llines = []
    gl = []
    for desc, lvl, sz in loans:
        b, o = lvl.split("-")
        llines.append(f"  {desc:<40} {lvl:<16} {sz}")
        gl += q(desc.upper(), "loan", d, size=sz, price=(b, o))
    gold += gl
    body = "\n".join([
        "Team,",
        "",
        "Munis (yld/px) and loans for the morning. Muni format is yield%/price on each side.",
        "",
        *mlines,
        "",
        "Loans, px:",
        *llines,
        "(Tenterden OID was 99, now 92 area; Marlowe DDTL ticking 50bp)",
        "",
        "Greg",
        "",
        sig("Greg Ostley", "Muni / Leveraged Finance Sales", "Polventon & Co. LLC", "+1 617 555 0129"),
    ])
    return mk("polventon-muni-loan", "text", gold, sender=snd, to=TO, subject="munis / loans - Polventon",
              date="Tue, 08 Dec 2026 08:05:00 -0500", text=body)


# ------------------------------------------------------------------ two dealers' runs forwarded (pair 2)


def fwd_two_runs_gmail():
    snd = "Nadia Fielding <nfielding@clients.example-am.com>"
    a = "Alex Corran <acorran@marrickstone.com>"
    b = "Pippa Lund <plund@tavenerlowe.co.uk>"
    da, db = dealer_of(a), dealer_of(b)
    gold = []
    ig = [
        ("ORRELL 5.1 04/15/31", "ORRELL 5.1 2031-04-15", ("+96", "+91"), ("100.84", "101.05"), "-2"),
        ("PASCOE 4.45 09/01/29", "PASCOE 4.45 2029-09-01", ("+71", "+67"), ("99.61", "99.74"), "0"),
        ("VANTOSH 5.85 06/30/54", "VANTOSH 5.85 2054-06-30", ("+158", "+153"), ("97.12", "97.83"), "+3"),
        ("LYSANDER 4.9 02/15/34", "LYSANDER 4.9 2034-02-15", ("+117", "+112"), ("98.90", "99.24"), "-1"),
    ]
    run1 = ["MSC IG  |  sprd vs UST / px  |  chg is bp d/d", "",
            "Bond                       Sprd B/O       Px B/O           Chg"]
    for w, key, s, p, chg in ig:
        run1.append(f"{w:<26} {s[0]}/{s[1]:<9} {p[0]}/{p[1]:<10} {chg}")
        gold += q(key, "ig", da, size="5MM", spread=s, price=p)
    run1 += ["", "All 5MM unless noted."]
    hy = [
        ("HALBERD 7.25 05/01/30", "HALBERD 7.25 2030-05-01", ("99.50", "100.25"), ("7.39", "7.17"), ("3mm", "2mm")),
        ("CRESSWELL 8.5 10/15/29", "CRESSWELL 8.5 2029-10-15", ("102.75", "103.50"), ("7.41", "7.12"), ("2mm", "2mm")),
        ("NORTHAM 6.125 01/15/32", "NORTHAM 6.125 2032-01-15", ("94.00", "95.00"), ("7.49", "7.25"), ("1mm", "1mm")),
    ]
    run2 = ["TL HY run - px / ytw", ""]
    for w, key, p, y, (bs, as_) in hy:
        run2.append(f"{w:<24} {p[0]} / {p[1]}     {y[0]}% / {y[1]}%")
        run2.append(f"   size                  {bs} x {as_}")
        gold += q(key, "hy", db, size=(int(bs[:-2]) * 1000000, int(as_[:-2]) * 1000000), price=p, yield_=y)
    body = "\n".join([
        "Both runs from this morning below - Marrick Stone's IG and Tavener Lowe's HY. Can you",
        "load them into the comp sheet before the 10am?",
        "",
        "N.",
        "",
        "---------- Forwarded message ---------",
        f"From: {a}",
        "Date: Tue, Dec 8, 2026 at 7:31 AM",
        "Subject: MSC IG run 8-Dec",
        f"To: {snd}",
        "",
        *run1,
        "",
        "Alex Corran | Marrick Stone Capital | +1 212 555 0166",
        "",
        "---------- Forwarded message ---------",
        f"From: {b}",
        "Date: Tue, Dec 8, 2026 at 7:52 AM",
        "Subject: TL HY px",
        f"To: {snd}",
        "",
        *run2,
        "",
        "Pippa Lund, Tavener Lowe LLP, +44 20 7946 0321",
    ])
    return mk("fwd-two-runs-gmail", "text", gold, sender=snd, to="credit-analysts@clients.example-am.com",
              subject="Fwd: IG + HY runs", date="Tue, 08 Dec 2026 08:14:00 -0500", text=body)


def fwd_two_runs_outlook():
    snd = "Tom Arkell <tarkell@clients.example-am.com>"
    a = "Sara Mendel <smendel@ravensworth.com>"
    b = "Jon Pike <jpike@culbrook.com>"
    da, db = dealer_of(a), dealer_of(b)
    gold = []
    ig = [
        ("BRAXTON CORP 4 3/4 03/01/32", "BRAXTON CORP 4.75 2032-03-01", ("T+104", "T+99"), ("98.47", "98.72"), "3x3"),
        ("DELAMERE INC 5.35 08/15/35", "DELAMERE INC 5.35 2035-08-15", ("T+127", "T+122"), ("100.15", "100.52"), "2x2"),
        ("FENNIMORE 4.2 11/01/28", "FENNIMORE 4.2 2028-11-01", ("T+58", "T+54"), ("99.88", "99.96"), "5x5"),
    ]
    r1 = []
    for w, key, s, p, sz in ig:
        r1.append(f"{w:<30}{s[0]} / {s[1]}    {p[0]} - {p[1]}    {sz}")
        gold += q(key, "ig", da, size=sz, spread=tuple(x[1:] for x in s), price=p)
    hy = [
        ("KILBRIDE 9 3/8 06/30", "KILBRIDE 9.375 2030-06", ("96.25", "n/a"), ("10.42", "n/a")),
        ("OSPREY MED 7 1/2 09/29", "OSPREY MED 7.5 2029-09", ("n/a", "101.00"), ("n/a", "7.14")),
        ("TARLETON 6 7/8 02/31", "TARLETON 6.875 2031-02", ("98.125", "98.875"), ("7.33", "7.14")),
    ]
    r2 = ["Bond                      Bid      Ask      YTW bid   YTW ask"]
    for w, key, p, y in hy:
        r2.append(f"{w:<25} {p[0]:<8} {p[1]:<8} {y[0]:<9} {y[1]}")
        pp = tuple(None if x == "n/a" else x for x in p)
        yy = tuple(None if x == "n/a" else x for x in y)
        gold += q(key, "hy", db, price=pp, yield_=yy)
    body = "\n".join([
        "Fwd'ing both as asked. Ravensworth IG first, then Culbrook's HY (their n/a = no side).",
        "",
        "Tom",
        "",
        "________________________________",
        f"From: {a}",
        "Sent: Tuesday, December 8, 2026 7:22 AM",
        f"To: {snd}",
        "Subject: RW IG axes - spread / px",
        "",
        "Bond                          Sprd            Px               Sz (MM)",
        *r1,
        "",
        "Sara Mendel | Ravensworth Securities | +1 312 555 0147",
        "",
        "________________________________",
        f"From: {b}",
        "Sent: Tuesday, December 8, 2026 7:40 AM",
        f"To: {snd}",
        "Subject: CB HY",
        "",
        *r2,
        "",
        "Jon Pike, Culbrook Partners, +1 203 555 0104",
    ])
    return mk("fwd-two-runs-outlook", "text", gold, sender=snd, to="credit-analysts@clients.example-am.com",
              subject="FW: RW IG axes / CB HY", date="Tue, 08 Dec 2026 08:20:00 -0500", text=body)


# ------------------------------------------------------------------ no quotes (pair 3)


def anstey_new_issue_scale():
    snd = "Lena Voss <lvoss@ansteygraves.com>"
    rows = [
        ("2027", "1,850", "5.000", "2.62", "102.241"),
        ("2028", "1,945", "5.000", "2.68", "104.412"),
        ("2031", "2,260", "5.000", "2.91", "109.610"),
        ("2035", "2,745", "5.000", "3.24", "113.870"),
        ("2041", "3,680", "4.000", "3.88", "100.954"),
        ("2046", "4,475", "4.000", "4.12", "98.402"),
    ]
    lines = ["Due (8/1)   Amount ($000)   Coupon   Yield   Price"]
    for yr, amt, c, y, p in rows:
        lines.append(f"{yr}        {amt:>9}       {c}    {y}    {p}")
    body = "\n".join([
        "FINAL PRICING - $61,935,000",
        "STATE OF WASHINGTON",
        "Various Purpose General Obligation Bonds, Series 2027A",
        "Moody's Aaa / S&P AA+ / Fitch AA+",
        "",
        "Senior Manager: Anstey Graves & Co.    Dated/Delivery: 12/17/2026    First coupon: 02/01/2027",
        "Optional call: 08/01/2036 @ 100",
        "",
        *lines,
        "",
        "Term bonds 2046: $14,225,000 4.000% yield 4.12% (priced to the 08/01/2036 call).",
        "Retail order period closed; institutional orders $412mm (6.7x). Free to trade at 10:30 ET.",
        "",
        sig("Lena Voss", "Public Finance Syndicate", "Anstey Graves & Co.", "+1 206 555 0117"),
    ])
    return mk("anstey-new-issue-scale", "text", [], sender=snd, to=TO,
              subject="FINAL PRICING: State of Washington GO 2027A", date="Tue, 08 Dec 2026 11:02:00 -0500",
              text=body)


def kelmscott_loan_settlement():
    snd = "Loan Closing <loanclosing@kelmscott.com>"
    body = "\n".join([
        "TRADE CONFIRMATION / SETTLEMENT NOTICE",
        "",
        "Trade date:      07-Dec-2026",
        "Settle (target): 16-Dec-2026 (T+7)",
        "Buyer:           Example Asset Management LP",
        "Seller:          Kelmscott Capital Markets LLC",
        "",
        "Borrower:        Quillfeather Software Inc.",
        "Facility:        Term Loan B, S+375, floor 0.50%, maturity 08/31/2031",
        "Amount:          USD 4,000,000.00",
        "Price:           99.375",
        "Purchase amount: USD 3,975,000.00",
        "Delayed comp:    per LSTA, accrues from T+7",
        "Docs:            LSTA par, assignment; assignment fee 3,500 waived",
        "",
        "Borrower:        Marlowe Aggregates LLC",
        "Facility:        Term Loan B, S+300, maturity 02/28/2030",
        "Amount:          USD 2,500,000.00",
        "Price:           100.50",
        "",
        "Please confirm the above by reply within 24 hours. Funding memo to follow from the agent.",
        "",
        sig("Loan Closing Team", "Operations", "Kelmscott Capital Markets LLC", "+1 704 555 0190"),
    ])
    return mk("kelmscott-loan-settlement", "text", [], sender=snd, to="ops@clients.example-am.com",
              subject="Confirm: Quillfeather TLB / Marlowe TLB - TD 12/7", date="Tue, 08 Dec 2026 09:12:00 -0500",
              text=body)


# ------------------------------------------------------------------ rates, agencies vs swaps, CDS (pair 4)


def dunmore_rates_cds():
    snd = "Kit Harwell <kharwell@dunmoreash.com>"
    d = dealer_of(snd)
    gold = []
    ust = [
        ("T 3 1/2 11/30/28", "T 3.5 2028-11-30", ("99-28+", "99-29+"), ("3.567", "3.551")),
        ("T 3 5/8 11/30/31", "T 3.625 2031-11-30", ("99-21", "99-22"), ("3.699", "3.692")),
        ("T 4 11/15/36", "T 4 2036-11-15", ("100-06+", "100-07+"), ("3.978", "3.974")),
        ("T 4 5/8 11/15/56", "T 4.625 2056-11-15", ("99-01", "99-03"), ("4.688", "4.684")),
    ]
    ul = ["UST              Bid        Ask        Bid yld   Ask yld"]
    for w, key, p, y in ust:
        ul.append(f"{w:<18}{p[0]:<11}{p[1]:<11}{y[0]:<10}{y[1]}")
        gold += q(key, "government", d, size="25MM", price=p, yield_=y)
    ag = [
        ("FHLB 4 1/8 03/12/29", "FHLB 4.125 2029-03-12", ("-8", "-11"), ("100.412", "100.476")),
        ("FFCB 3.95 06/21/30", "FFCB 3.95 2030-06-21", ("-4", "-7"), ("99.884", "99.985")),
        ("FNMA 0 11/15/30", "FNMA 0 2030-11-15", ("+6", "+2"), ("86.112", "86.270")),
    ]
    al = ["Agencies     SOFR sprd (bp) bid / ofr     px bid / ofr"]
    for w, key, s, p in ag:
        al.append(f"{w:<24}{s[0]:>4} / {s[1]:<16}{p[0]} / {p[1]}")
        gold += q(key, "agency", d, size="10MM", i_spread=s, price=p)
    cds = [
        ("CDX IG 47 5Y", ("52.25", "52.75"), "100x100", "bp"),
        ("CDX HY 47 5Y", ("106.10", "106.25"), "25x25", "px"),
        ("HALBERD SNR 5Y", ("212", "224"), "5x5", "bp"),
        ("KESTREL HARBOR SNR 5Y", ("338", "352"), "5x5", "bp"),
        ("ORRELL SNR 5Y", ("61", "66"), "10x10", "bp"),
    ]
    cl = []
    for k, (b, a), sz, unit in cds:
        cl.append(f"{k:<24}{b}/{a} {unit:<4} {sz}")
        gold += q(k, "cds", d, size=sz, **({"price": (b, a)} if unit == "px" else {"spread": (b, a)}))
    body = "\n".join([
        "DA rates + CDS, 8-Dec. UST 25MM, agencies 10MM per side; CDS sizes on the line.",
        "",
        *ul,
        "",
        *al,
        "(FNMA zero: +6/+2 is to SOFR swaps too)",
        "",
        "CDS",
        *cl,
        "",
        "2s10s +41.1, 5s30s +98.6. 10y SOFR swap 3.618 mid.",
        "",
        sig("Kit Harwell", "Rates & Credit Derivatives", "Dunmore Ash Securities", "+1 212 555 0139"),
    ])
    return mk("dunmore-rates-cds", "text", gold, sender=snd, to=TO, subject="DA rates / agy / CDS",
              date="Tue, 08 Dec 2026 07:36:00 -0500", text=body)


def whitlock_rates_cds():
    snd = "Rhea Colby <rcolby@whitlockhale.com>"
    d = dealer_of(snd)
    gold = []
    ust = [
        ("2s", "T 3.5 11/28", "T 3.5 2028-11", ("99-28", "99-28+")),
        ("5s", "T 3.625 11/31", "T 3.625 2031-11", ("99-21+", "99-22")),
        ("10s", "T 4 11/36", "T 4 2036-11", ("100-06", "100-07")),
        ("30s", "T 4.625 11/56", "T 4.625 2056-11", ("98-31+", "99-01+")),
    ]
    ul = []
    for tenor, w, key, p in ust:
        ul.append(f"{tenor:<4} {w:<15} {p[0]} - {p[1]}   50 x 50")
        gold += q(key, "government", d, size="50x50", price=p)
    ag = [
        ("FHLMC 4.05 01/28/30", "FHLMC 4.05 2030-01-28", ("SOFR -6", "-9"), ("-6", "-9"), "10mm"),
        ("TVA 4.375 08/01/34", "TVA 4.375 2034-08-01", ("SOFR +12", "+8"), ("12", "8"), "5mm"),
    ]
    al = []
    for w, key, (s1, s2), lv_, sz in ag:
        al.append(f"{w:<22} {s1} / {s2}   {sz}")
        gold += q(key, "agency", d, size=sz, i_spread=lv_)
    cds = [
        ("ITRAXX MAIN 46 5Y", "spread", ("54.75", "55.25"), None),
        ("ITRAXX XOVER 46 5Y", "spread", ("272", "276"), None),
        ("CRESSWELL 5Y", "upfront", ("-2.15", "-1.90"), None),
        ("TARLETON 5Y", "upfront", ("4.625", "5.125"), None),
        ("NORTHAM 3Y", "spread", ("188", "199"), None),
    ]
    cl = []
    for k, qt, (b, a), _ in cds:
        unit = "pts upfront" if qt == "upfront" else "bp"
        cl.append(f"  {k:<20} {b} / {a} {unit}")
        gold += q(k, "cds", d, size=(10000000, 10000000), **{qt: (b, a)})
    body = "\n".join([
        "WH rates, agy, CDS - 8 Dec",
        "",
        "UST (px, 32nds)",
        *ul,
        "",
        "Agy vs SOFR MS (bp):",
        *al,
        "",
        "CDS (Sizes: 10mm per side)",
        *cl,
        "",
        "Cresswell and Tarleton quoted upfront vs 500 running.",
        "",
        sig("Rhea Colby", "Rates / CDS Trading", "Whitlock Hale LLC", "+1 646 555 0175"),
    ])
    return mk("whitlock-rates-cds", "text", gold, sender=snd, to=TO, subject="WH rates + cds",
              date="Tue, 08 Dec 2026 07:58:00 -0500", text=body)


LAYOUTS = [
    hollis_muni_loan, polventon_muni_loan,
    fwd_two_runs_gmail, fwd_two_runs_outlook,
    anstey_new_issue_scale, kelmscott_loan_settlement,
    dunmore_rates_cds, whitlock_rates_cds,
]
