"""PDF sheets as dealer systems print them (1 of 2): agency bullets and callables, specified pools,
CMOs and agency CMBS, muni offering sheets. Pairs: (dev, hold-out) covering the same groups.
"""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, date, iso, lv, mc, mk, p32, pc, pxs, pxto, q, ticks, yto

BMK = {"2Y": 3.87, "3Y": 3.93, "5Y": 4.05, "7Y": 4.13, "10Y": 4.20}


def _pdf(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


def sp(n):
    return f"+{n}" if n >= 0 else f"{n}"


# ---------------------------------------------------------------- 11 / 12: bullets beside callables


def kelsall_agency_side_by_side():
    dealer = "kelsall"
    # bullets: issuer, coupon, maturity m/d/y, benchmark, bid spread (None: no bid), offer spread
    bullets = [
        ("FHLB", None),
        ("FHLB", 4.125, "03/15/30", "3Y", 14, 11),
        ("FHLB", 4.375, "09/12/31", "5Y", 18, 15),
        ("FHLB", 4.625, "06/09/34", "7Y", 27, 23),
        ("FFCB", None),
        ("FFCB", 3.875, "01/22/29", "2Y", 9, 6),
        ("FFCB", 4.25, "10/28/32", "5Y", 22, 19),
        ("FNMA / FHLMC", None),
        ("FNMA", 4.5, "05/15/33", "5Y", 24, 21),
        ("FHLMC", 4.25, "02/14/31", "3Y", None, 14),
    ]
    # callables (offered): issuer, coupon, maturity, first call, type, offer price as written
    calls = [
        ("FHLB", None),
        ("FHLB", 5.0, "12/21/32", "12/21/28", "Qtrly", "99.875"),
        ("FHLB", 5.25, "12/14/37", "12/14/29", "Qtrly", "99.750"),
        ("FFCB", None),
        ("FFCB", 4.875, "06/22/34", "06/22/28", "Cont", "100.000"),
        ("FFCB", 5.14, "12/20/35", "03/20/28", "Cont", "99.625"),
        ("FNMA / FHLMC", None),
        ("FNMA", 5.05, "12/13/33", "12/13/28", "Berm", "100.125"),
        ("FHLMC", 5.35, "12/28/37", "12/28/28", "Qtrly", "99.500(1)"),
    ]
    gold = []
    lrows = [["Issuer", "Cpn", "Maturity", "Bmk", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr"]]
    lspans = {}
    for r in bullets:
        if r[1] is None:
            lspans[len(lrows)] = [(r[0], 8)]
            lrows.append([r[0]] + [""] * 7)
            continue
        iss, c, m, b, sb, so = r
        mi = iso(m)
        pxb = pxs(c, BMK[b] + sb / 100, mi) if sb is not None else None
        pxo = pxs(c, BMK[b] + so / 100, mi)
        lrows.append([iss, f"{c:.3f}", m, b, sp(sb) if sb is not None else "-", sp(so), pxb or "-", pxo])
        gold += q(f"{iss} {c:g} {mi}", "agency", dealer, size="10MM",
                  spread=(sp(sb) if sb is not None else None, sp(so)), price=(pxb, pxo))
    rrows = [["Issuer", "Cpn", "Maturity", "1st Call", "Type", "Call Px", "Yld (YTW)", "Px"]]
    rspans = {}
    for r in calls:
        if r[1] is None:
            rspans[len(rrows)] = [(r[0], 8)]
            rrows.append([r[0]] + [""] * 7)
            continue
        iss, c, m, call, typ, px = r
        mi, ci = iso(m), iso(call)
        pxv = lv(px.replace("(1)", ""))
        y = yto(c, pxv, ci) if pxv > 100 else yto(c, pxv, mi)
        rrows.append([iss, f"{c:.3f}", m, call, typ, "100", y, px])
        gold += q(f"{iss} {c:g} {mi}", "agency", dealer, size="5MM", review=("price",) if "(1)" in px else (),
                  yield_=(None, y), price=(None, px.replace("(1)", "")))
    buf, c = pk.new("letter", "Agency offerings 07-Dec-2027", "Kelsall Securities")
    y = pk.masthead(c, "KELSALL SECURITIES LLC", "Agency Trading  |  250 Vesey Street, 21st Floor, New York NY 10281  |  +1 212 555 0163",
                    "AGENCY OFFERINGS - TUESDAY 07-DEC-2027", ["Printed 12/07/27 07:38:12 ET", "Run 2 of day  |  User DWHITCOMBE", "Settle T+1 (12/08/27)"])
    c.setFont("Helvetica-Bold", 7.5)
    c.drawString(36, y, "BULLETS - spread to UST (bp) and price, 10MM each")
    c.drawString(300, y, "CALLABLES - offered on yield / price, 5MM each")
    y -= 4
    ya = pk.grid(c, 36, y, [32, 27, 38, 22, 31, 31, 37, 37], lrows, size=6.6, lead=8.6, align="llllrrrr", spans=lspans,
                 shade={k: 0.9 for k in lspans})
    yb = pk.grid(c, 300, y, [36, 26, 38, 36, 26, 28, 38, 40], rrows, size=6.6, lead=8.6, align="lllllrrr", spans=rspans,
                 shade={k: 0.9 for k in rspans})
    pk.lines(c, 36, min(ya, yb) - 16, [
        "Bmk: on-the-run UST by tenor; spreads in bp over the benchmark yield at print time. Call Px in points; Type: Qtrly = quarterly,",
        "Cont = continuous after the first call (10 business days' notice), Berm = Bermudan. Yld (YTW) = yield to worst at the offer price.",
        "(1) Indicative - new issue, subject to confirmation of allotment (FHLMC 5.35 12/28/37 prices 12/09/27).",
    ], size=6.5, lead=8.5)
    pk.page_footer(c, [
        "Kelsall Securities LLC, member FINRA / SIPC. Offerings subject to prior sale and change in price. Minimum 250M; increments of 1M. Ref KS-AGY-27-1207-02.",
        "This sheet is not research. For disclosures call 1-800-555-0199 or see our site. Tel. lines may be recorded.",
    ], 1, 1)
    data = pk.done(buf, c)
    text = ("Morning -\n\nAgency sheet attached: bullets quoted on spread to the UST benchmark with price, callables\n"
            "offered on yield to worst / price. Sizes are in the table headings. Call me for anything off the sheet.\n\n"
            "Dana Whitcombe\nKelsall Securities | Agency Trading | +1 212 555 0163\n")
    return mk("kelsall-agency-bullets-callables", "pdf", gold, sender="Dana Whitcombe <dwhitcombe@kelsall.com>",
              subject="Kelsall agency offerings 12/07 - bullets vs UST, callables on yield", date=date("07:41:09", "-0500", 7),
              text=text, attachments=[_pdf("Kelsall_Agency_Offerings_20271207.pdf", data)],
              note="pdf:ruled pdf:side-by-side emph:pdf-system emph:side-by-side emph:sections emph:footnote emph:furniture "
                   "emph:missing-side emph:size-scope emph:near-numbers emph:habits",
              meta={"sections": ["FFCB", "FNMA / FHLMC"], "marks": ["(1)"]})


def marbury_agency_side_by_side():
    dealer = "marbury"
    # bullets keyed by CUSIP: cusip prefix, issuer, cpn, maturity, benchmark, bid spread, offer spread
    bullets = [
        ("TVA - 2MM each", None),
        ("880591", "TVA", 4.375, "08/01/34", "10Y", 31, 27),
        ("880591", "TVA", 4.65, "06/15/35", "10Y", 36, 32),
        ("FNMA / FHLMC - 5MM each", None),
        ("3135G", "FNMA", 4.0, "11/07/29", "2Y", 11, 8),
        ("3137E", "FHLMC", 4.125, "07/22/31", "5Y", 16, 13),
        ("3137E", "FHLMC", 4.5, "01/27/33", "5Y", None, 20),
        ("FHLB - 5MM each", None),
        ("3130A", "FHLB", 3.75, "12/08/28", "2Y", 7, 4),
        ("3130A", "FHLB", 4.25, "03/09/32", "5Y", 19, 16),
    ]
    # callables: cusip prefix, issuer, cpn, maturity, 1st call, bid yld, offer yld, offer px shown? (price from the offer yield)
    calls = [
        ("FHLB - 5MM each", None),
        ("3130A", "FHLB", 5.1, "12/17/32", "03/17/28", "5.180", "5.130"),
        ("3130A", "FHLB", 5.375, "12/23/37", "12/23/29", "5.460", "5.410"),
        ("3130A", "FHLB", 4.9, "06/28/30", "06/28/28", "5.010", "4.965"),
        ("FFCB - 5MM each", None),
        ("3133E", "FFCB", 5.2, "12/15/36", "12/15/28", "5.290", "5.240"),
        ("3133E", "FFCB", 4.95, "12/02/31", "06/02/28", "n/a", "5.020"),
        ("FHLMC - 3MM each", None),
        ("3134H", "FHLMC", 5.5, "12/30/42", "12/30/30", "5.610", "5.560"),
    ]
    gold = []
    lrows = [["CUSIP", "Issuer", "Cpn", "Mat", "Bmk", "Bid (bp)", "Ask (bp)", "Ask Px"]]
    lspans = {}
    for r in bullets:
        if r[1] is None:
            lspans[len(lrows)] = [(r[0], 8)]
            lrows.append([r[0]] + [""] * 7)
            sz = {"TVA": "2MM"}.get(r[0].split()[0], "5MM")
            continue
        pre, iss, c, m, b, sb, so = r
        cu = pc(pre, f"marbury {iss} {c} {m}")
        pxo = pxs(c, BMK[b] + so / 100, iso(m))
        lrows.append([cu, iss, f"{c:g}", m, b, sp(sb) if sb is not None else "n/a", sp(so), pxo])
        gold += q(cu, "agency", dealer, size=sz, spread=(sp(sb) if sb is not None else None, sp(so)), price=(None, pxo))
    rrows = [["CUSIP", "Issuer", "Cpn", "Mat", "1st Call", "Bid Yld", "Ofr Yld", "Ofr Px"]]
    rspans = {}
    for r in calls:
        if r[1] is None:
            rspans[len(rrows)] = [(r[0], 8)]
            rrows.append([r[0]] + [""] * 7)
            sz = "3MM" if r[0].startswith("FHLMC") else "5MM"
            continue
        pre, iss, c, m, call, yb, yo = r
        cu = pc(pre, f"marbury call {iss} {c} {m}")
        pxo = pxs(c, float(yo), iso(m))
        rrows.append([cu, iss, f"{c:g}", m, call, yb, yo, pxo])
        gold += q(cu, "agency", dealer, size=sz, yield_=(None if yb == "n/a" else yb, yo), price=(None, pxo))
    buf, c = pk.new("letter", "Marbury agency run", "Marbury & Co")
    y = pk.masthead(c, "MARBURY & CO.", "Government Agency Desk  |  New York  |  Tel +1 646 555 0127  |  Chat MARBURY AGY",
                    "AGENCY RUN  -  BULLETS (vs UST)  |  CALLABLES (yield)", ["12/16/2027 08:04:51 EST", "Sheet AGY-RUN-03", "for institutional investors only"])
    c.setFont("Helvetica", 6.8)
    c.drawString(36, y, "Bullets: bid / ask spread to the UST benchmark in bp, ask price. Callables: yield to maturity bid / offer, offer price.")
    y -= 8
    ya = pk.grid(c, 36, y, [41, 26, 22, 34, 22, 30, 30, 34], lrows, size=6.5, lead=8.4, align="lllllrrr", spans=lspans, ruled=True,
                 shade={k: 0.88 for k in lspans})
    yb = pk.grid(c, 300, y, [41, 30, 24, 34, 34, 30, 30, 34], rrows, size=6.5, lead=8.4, align="lllllrrr", spans=rspans, ruled=True,
                 shade={k: 0.88 for k in rspans})
    pk.lines(c, 36, min(ya, yb) - 16, [
        "Callables: Bermudan quarterly after the first call at par (100.000). n/a = no bid shown. Bmk = on-the-run UST of that tenor.",
        "Min piece 100M, increments 5M. Settlement 12/17/2027.",
    ], size=6.5, lead=8.5)
    pk.page_footer(c, [
        "Marbury & Co. is a member of FINRA and SIPC. All offerings are subject to prior sale. 1 Liberty Plaza, 37th Fl, New York NY 10006. Doc 2027-AGY-1216.",
    ], 1, 1)
    data = pk.done(buf, c)
    text = ("Good morning,\n\nAttached is today's agency run (bullets on spread, callables on yield). TVA in 2MM, the rest 5MM unless\n"
            "the heading says otherwise.\n\nRegards,\nLeo Farrant\nMarbury & Co. | Agency Desk | +1 646 555 0127\n")
    return mk("marbury-agency-run", "pdf", gold, sender="Leo Farrant <lfarrant@marbury.com>",
              subject="Marbury agency run 16-Dec (bullets | callables)", date=date("08:06:30", "-0500", 16),
              text=text, attachments=[_pdf("MARBURY_AGY_RUN_1216.pdf", data)],
              note="pdf:ruled pdf:side-by-side emph:pdf-system emph:side-by-side emph:sections emph:furniture "
                   "emph:missing-side emph:size-scope emph:near-numbers emph:habits",
              meta={"sections": ["TVA - 2MM each", "FFCB - 5MM each"]})


# ---------------------------------------------------------------- 13 / 14: callables over pages, unruled (fixed width)

ASHWICK_SECTIONS = [
    ("FHLB CALLABLES - 5MM EACH", "5MM", "3130A", [
        (5.0, "12/21/2032", "03/21/2028", "QTRLY", "25", "99.750", "99.875"),
        (5.125, "06/14/2034", "06/14/2028", "QTRLY", "15", "99.625", "99.750"),
        (5.25, "12/14/2037", "12/14/2029", "QTRLY", "50", "99.500", "99.688"),
        (4.85, "09/28/2030", "03/28/2028", "CONT", "10", "99.938", "100.031"),
        (5.4, "12/06/2039", "12/06/2030", "QTRLY", "20", "99.375", "99.563*"),
        (4.625, "12/27/2029", "06/27/2028", "CONT", "25", "99.813", "99.906"),
        (5.05, "03/15/2033", "03/15/2028", "BERM", "35", "n/a", "99.938"),
    ]),
    ("FFCB CALLABLES - 5MM EACH", "5MM", "3133E", [
        (4.95, "12/20/2030", "12/20/2027", "CONT", "40", "99.875", "100.000"),
        (5.14, "12/20/2035", "03/20/2028", "CONT", "25", "99.500", "99.625"),
        (5.3, "12/02/2038", "12/02/2029", "CONT", "15", "99.250", "99.438"),
        (4.72, "06/10/2031", "06/10/2028", "CONT", "30", "99.813", "99.938"),
        (5.48, "12/13/2042", "12/13/2030", "CONT", "10", "98.875", "99.125"),
    ]),
    ("FHLMC CALLABLES - 3MM EACH", "3MM", "3134H", [
        (5.35, "12/28/2037", "12/28/2028", "QTRLY", "30", "99.375", "99.500"),
        (5.0, "06/27/2031", "12/27/2027", "QTRLY", "20", "99.813", "99.938"),
        (5.6, "12/23/2042", "12/23/2029", "QTRLY", "25", "98.750", "99.000"),
        (5.15, "12/20/2033", "06/20/2028", "QTRLY", "15", "99.438", "99.625"),
        (4.9, "12/30/2030", "12/30/2027", "CONT", "40", "99.875", "99.969"),
    ]),
    ("FAMCA CALLABLES - 2MM EACH", "2MM", "31422", [
        (5.08, "12/09/2032", "12/09/2028", "BERM", "15", "99.563", "99.750"),
        (5.22, "12/16/2034", "06/16/2028", "BERM", "10", "99.375", "99.625*"),
        (4.98, "12/13/2030", "12/13/2028", "BERM", "25", "99.750", "99.906"),
    ]),
]


def _ytw(c, px, m, call):
    """Yield to worst of an agency callable at a price: to the first call at par when above par, else to maturity."""
    return yto(c, px, iso(call)) if px > 100 else yto(c, px, iso(m))


def ashwick_callables_pages():
    dealer = "ashwick"
    head = ["CUSIP", "ISSUER", "CPN", "MATURITY", "1ST CALL", "TYPE", "CALL PX", "AMT OUT(MM)", "BID YTW", "OFR YTW", "BID PX", "OFR PX"]
    wid = [9, 6, 6, 10, 10, 5, 7, 11, 7, 7, 7, 8]
    al = "lllllrrrrrrr"
    gold = []
    blocks = []
    summary = []
    for title, size, pre, rows in ASHWICK_SECTIONS:
        body = ["**" + title]
        iss = title.split()[0]
        yos = []
        for c, m, call, typ, amt, pb, po in rows:
            cu = pc(pre, f"ashwick {iss} {c} {m}")
            pbv = None if pb == "n/a" else lv(pb)
            pov = lv(po.rstrip("*"))
            yb = _ytw(c, pbv, m, call) if pbv else "n/a"
            yo = _ytw(c, pov, m, call)
            yos.append(float(yo))
            body.append([cu, iss, f"{c:.3f}", m, call, typ, "100.00", amt, yb, yo, pb, po])
            gold += q(cu, "agency", dealer, size=size, review=("price",) if po.endswith("*") else (),
                      yield_=(None if yb == "n/a" else yb, yo), price=(None if pb == "n/a" else pb, po.rstrip("*")))
        blocks.append(body)
        summary.append([iss, str(len(rows)), str(len(rows) * int(size[:-2])), f"{sum(yos) / len(yos):.3f}"])
    nlines = sum(int(r[1]) for r in summary)
    avail = sum(int(r[2]) for r in summary)
    summ = pk.fixed([["INVENTORY SUMMARY", "LINES", "AVAIL (MM)", "AVG OFR YTW"]] + summary + [["TOTAL", str(nlines), str(avail), ""]],
                    [20, 6, 11, 12], "lrrr")
    summ = ["**" + summ[0]] + summ[1:-1] + ["**" + summ[-1]]
    hdr = pk.fixed([head], wid, al)[0]
    fix = [pk.fixed(b, wid, al) for b in blocks]
    pages = [fix[0] + [""] + fix[1], fix[2] + [""] + fix[3]]
    buf, c = pk.new("letter", "ASHWICK AGENCY CALLABLES", "Ashwick Capital Markets")
    notes = [
        "",
        "* INDICATIVE ONLY - LEVEL NOT REFRESHED SINCE 12/07 CLOSE; CALL DESK TO CONFIRM.",
        "YTW = YIELD TO WORST AT THE PRICE SHOWN (TO MATURITY BELOW PAR, TO FIRST CALL ABOVE). CALL PX IN POINTS.",
        "AMT OUT = ISSUE AMOUNT OUTSTANDING. TYPE: QTRLY/CONT/BERM = QUARTERLY, CONTINUOUS, BERMUDAN CALL.",
        "REPORT BREAKS PAGE BY ISSUER GROUP.  END OF REPORT.",
    ]
    for i, pg in enumerate(pages, 1):
        if i > 1:
            c.showPage()
        y = 756
        if i == 1:
            y = pk.mono(c, 36, y, [
                "**ASHWICK CAPITAL MARKETS                                   AGENCY CALLABLE INVENTORY",
                "DALLAS AGENCY DESK  +1 214 555 0182                      RUN DATE 12/08/27  06:51:44 CT",
                "REPORT AGY-CALL-07   SETTLE 12/09/27   SIZES BY ISSUER GROUP AS HEADED",
                "=" * 98,
            ] + summ + [
                "",
                "=" * 98,
                "**" + hdr,
                "-" * 98,
            ], size=7.9, lead=11.2)
        else:
            y = pk.mono(c, 36, y, ["(CONTINUED)", ""], size=7.9, lead=11.2)
        y = pk.mono(c, 36, y, pg + (notes if i == len(pages) else []), size=7.9, lead=11.2)
        pk.mono(c, 36, 40, [
            "-" * 98,
            f"ASHWICK CAPITAL MARKETS LLC  MEMBER FINRA/SIPC  2100 ROSS AVE STE 1800 DALLAS TX 75201  PRINTED 12/08/27 06:51:44  PAGE {i} OF {len(pages)}",
        ], size=6.2, lead=8)
    data = pk.done(buf, c)
    text = ("Callable inventory attached (2 pages). Sizes by issuer in the section headings; the amounts outstanding\n"
            "are the issues', not what we have. Two levels starred - see the note.\n\n"
            "Cole Brannigan\nAshwick Capital Markets | Agency desk Dallas | +1 214 555 0182\n")
    return mk("ashwick-agency-callables", "pdf", gold, sender="Cole Brannigan <cbrannigan@ashwick.com>",
              subject="ASHWICK callables inventory 12/08 (FHLB/FFCB/FHLMC/FAMCA)", date=date("06:55:02", "-0600", 8),
              text=text, attachments=[_pdf("ashwick_callables_120827.pdf", data)],
              note="pdf:unruled pdf:multipage pdf:header-once emph:pdf-system emph:multipage emph:header-once emph:sections "
                   "emph:totals emph:footnote emph:furniture emph:missing-side emph:size-scope emph:near-numbers emph:habits",
              meta={"sections": ["FHLB CALLABLES - 5MM EACH", "FAMCA CALLABLES - 2MM EACH"], "marks": ["*"], "header": "AMT OUT(MM)"})


COPTHORNE_SECTIONS = [
    ("FHLB  (sizes 5MM)", "5MM", [
        (5.02, "12/20/2032", "12/20/2028", "5.090", "5.045", 1),
        (5.2, "12/13/2035", "12/13/2029", "5.280", "5.235", 1),
        (4.8, "06/15/2030", "06/15/2028", "4.910", "4.860", 1),
        (5.3, "12/07/2037", "03/07/2028", "5.390", "5.340", 1),
        (4.95, "12/22/2031", "12/22/2027", "5.030", "4.985", 1),
        (5.5, "12/28/2042", "12/28/2032", "5.590", "5.540", 1),
    ]),
    ("FFCB  (sizes 5MM)", "5MM", [
        (4.9, "12/06/2029", "12/06/2027", "5.020", "4.975", 1),
        (5.15, "12/14/2034", "12/14/2028", "5.220", "5.170", 1),
        (5.44, "12/21/2039", "12/21/2029", "n/a", "5.480", 1),
        (4.75, "06/09/2031", "06/09/2028", "4.880", "4.830", 1),
        (5.06, "12/16/2033", "12/16/2028", "5.150", "5.105", 1),
    ]),
    ("FNMA  (sizes 3MM)", "3MM", [
        (5.0, "12/27/2032", "12/27/2028", "5.110", "5.060", 1),
        (5.25, "12/20/2036", "06/20/2028", "5.330", "5.285", 1),
    ]),
    ("TVA  (sizes 2MM)", "2MM", [
        (5.1, "12/15/2034", "12/15/2029", "5.170", "5.125", 1),
        (5.375, "12/15/2042", "12/15/2032", "5.450", "5.400", 1),
    ]),
]


def copthorne_callables_pages():
    dealer = "copthorne"
    head = ["Issuer", "Cpn", "Maturity", "First Call", "Call Px", "Bid YTM", "Ofr YTM", "Bid Px", "Ofr Px", "Prior Ofr", "Chg (bp)"]
    wid = [7, 6, 11, 11, 7, 8, 8, 8, 8, 10, 9]
    al = "llllrrrrrrr"
    gold = []
    body = []
    k = 0
    for title, size, rows in COPTHORNE_SECTIONS:
        body.append("**" + title)
        iss = title.split()[0]
        for c, m, call, yb, yo, _ in rows:
            k += 1
            pb = None if yb == "n/a" else pxs(c, float(yb), iso(m))
            po = pxs(c, float(yo), iso(m))
            prior = f"{float(yo) + (0.02 if k % 3 else -0.015):.3f}"
            chg = f"{round((float(yo) - float(prior)) * 100):+d}"
            mark = "(1)" if (iss, c) == ("FFCB", 5.15) else ""
            body.append([iss, f"{c:.3f}", m, call, "100", yb, yo + mark, pb or "n/a", po, prior, chg])
            key = f"{iss} {c:g} {iso(m)}"
            gold += q(key, "agency", dealer, size=size, review=("yield",) if mark else (),
                      yield_=(None if yb == "n/a" else yb, yo), price=(pb, po))
    lines_ = pk.fixed([head] + body, wid, al)
    hdr, rows_ = lines_[0], lines_[1:]
    pages = [rows_[:13], rows_[13:]]  # the run breaks the page by issuer class: FHLBanks and Farm Credit, then GSEs and TVA
    buf, c = pk.new("letter", "Copthorne callable run", "Copthorne Securities")
    for i, pg in enumerate(pages, 1):
        if i > 1:
            c.showPage()
        y = pk.masthead(c, "Copthorne Securities", "US Agencies  |  New York  |  +1 917 555 0146", "CALLABLE AGENCY RUN (yield to maturity / price)",
                        ["Mon 13-Dec-2027 07:22 ET", f"page {i}/{len(pages)}", ("FHLBanks / Farm Credit", "GSEs / TVA")[i - 1]], ruled=False)
        y = pk.mono(c, 36, y - 4, ["**" + hdr] + pg, size=8.6, lead=12.4)
        if i == len(pages):
            pk.lines(c, 36, y - 10, [
                "(1) Level subject to confirmation - axe from a client, not yet firm.",
                "All callables are callable at par (Call Px 100) on and after the first call date. Chg = offer yield vs prior close, bp.",
                "Run printed one issuer class per page (FHLBanks / Farm Credit; GSEs / TVA).",
            ], size=6.8, lead=9)
        pk.page_footer(c, [
            "Copthorne Securities Inc. | 110 William Street, New York NY 10038 | Desk +1 917 555 0146 | Run CPT-AGY-1213-0722",
            "Prices are for information and subject to change; minimum denomination 1,000. Member FINRA/SIPC.",
        ], i, len(pages), ruled=False)
    data = pk.done(buf, c)
    text = ("Callable run attached - two pages, yields to maturity and prices both sides. Sizes per issuer as\n"
            "headed.\n\nPriya Okafor\nCopthorne Securities | US Agencies | +1 917 555 0146\n")
    return mk("copthorne-callable-run", "pdf", gold, sender="Priya Okafor <pokafor@copthorne.com>",
              subject="Copthorne callable agency run - Mon 13 Dec", date=date("07:26:40", "-0500", 13),
              text=text, attachments=[_pdf("Copthorne_Callables_13Dec27.pdf", data)],
              note="pdf:unruled pdf:multipage pdf:header-repeat emph:pdf-system emph:multipage emph:header-repeat emph:sections "
                   "emph:footnote emph:furniture emph:missing-side emph:size-scope emph:near-numbers emph:habits",
              meta={"sections": ["FHLB  (sizes 5MM)", "TVA  (sizes 2MM)"], "marks": ["(1)"], "header": "First Call"})


# ---------------------------------------------------------------- 15 / 16: specified pools


GLAISDALE = [
    # section, TBA reference (product, coupon, month, mid price), rows
    ("30YR UMBS", ("FNCL", 5.5, "Jan", 98 + 17 / 32), [
        # pool, cusip prefix, story, wac, wala, wam, factor, orig face MM, cur face MM, 3m cpr, payup ticks
        ("FS5121", "3140X", "LLB 85K", 6.21, 14, 343, "0.91244", "18.40", "16.79", "6.8", 24),
        ("CB7712", "3140Q", "NY 100%", 6.18, 9, 349, "0.95310", "11.25", "10.72", "5.1", 16),
        ("MA5580", "31418", "Generic", 6.25, 22, 335, "0.84312", "40.00", "33.72", "8.2", 2),
    ]),
    ("30YR UMBS", ("FNCL", 6.0, "Jan", 100 + 22.5 / 32), [
        ("FS5906", "3140X", "LLB 110K", 6.71, 6, 352, "0.97120", "9.60", "9.32", "n/a", 28),
        ("SD6114", "3132D", "FICO<680", 6.74, 11, 347, "0.93016", "22.10", "20.56", "9.7", 12),
    ]),
    ("15YR UMBS", ("FNCI", 5.0, "Jan", 99 + 26 / 32), [
        ("FS4877", "3140X", "LLB 125K", 5.71, 18, 160, "0.86505", "7.50", "6.49", "7.4", 14),
        ("SB8231", "3132D", "Inv Prop", 5.69, 25, 152, "0.80214", "12.00", "9.63", "10.1", 8),
    ]),
]


def glaisdale_spec_pools():
    dealer = "glaisdale"
    head = ["Pool", "CUSIP", "Cpn", "Story", "WAC", "WALA", "WAM", "Factor", "Orig Face\n($MM)", "Cur Face\n($MM)", "3M CPR", "Pay-up\n(32nds)", "Offer Px"]
    rows = [head]
    spans, bold = {}, set()
    gold = []
    total = 0.0
    prev = None
    for sec, (prod, cp, mon, tba), pools in GLAISDALE:
        if sec != prev:
            spans[len(rows)] = [(sec, 13)]
            rows.append([sec] + [""] * 12)
            prev = sec
        spans[len(rows)] = [(f"{prod} {cp:g} {mon} TBA ref {p32(tba)} (mid)", 13)]
        rows.append([""] * 13)
        sub = 0.0
        for pool, pre, story, wac, wala, wam, fac, orig, cur, cpr, pu in pools:
            cu = pc(pre, f"glaisdale {pool}")
            px = p32(tba + pu / 32)
            rows.append([pool, cu, f"{cp:.1f}", story, f"{wac:.2f}", str(wala), str(wam), fac, orig, cur, cpr, ticks(pu), px])
            gold += q(cu, "structured", dealer, size=(None, round(float(cur) * 1e6)), price=(None, px))
            sub += float(cur)
        bold.add(len(rows))
        rows.append(["Subtotal", "", f"{cp:.1f}", "", "", "", "", "", "", f"{sub:.2f}", "", "", ""])
        total += sub
    bold.add(len(rows))
    rows.append(["Total", "", "", "", "", "", "", "", "", f"{total:.2f}", "", "", ""])
    buf, c = pk.new("letter", "Specified pool offerings", "Glaisdale Partners")
    y = pk.masthead(c, "GLAISDALE PARTNERS", "Agency MBS Trading  |  New York  |  +1 212 555 0178  |  mbs@glaisdale.com",
                    "SPECIFIED POOL OFFERINGS - JAN SETTLE", ["As of 12/09/2027 10:14:37 ET", "Offer side only", "TBA settle 01/13/2028"])
    y = pk.grid(c, 36, y, [40, 50, 22, 44, 26, 24, 24, 36, 38, 38, 30, 34, 38], rows, size=6.6, lead=8.2, head=1,
                align="lllllrrrrrrrr", spans=spans, bold=bold, shade={k: 0.9 for k, v in spans.items() if "TBA" not in v[0][0]})
    pk.lines(c, 36, y - 14, [
        "Pools offered in full current face. Pay-up in 32nds over the Jan TBA of the same coupon (reference mid shown); the offer price is the level.",
        "Factor as of the Dec factor date; CPR = 3-month conditional prepayment rate, n/a for pools under 3 months' history. WAC / WAM in % / months.",
    ], size=6.5, lead=8.5)
    pk.page_footer(c, [
        "Glaisdale Partners LP, member FINRA / SIPC, 7 Times Square, New York NY 10036. All offerings subject to prior sale. Ref GP-SPEC-271209-3.",
        "Analytics at 100 PSA-equivalent speeds; page printed 12/09/27 10:14. Questions: +1 212 555 0178.",
    ], 1, 1)
    data = pk.done(buf, c)
    text = ("Hi all,\n\nJan-settle spec pool offerings attached - full current face, priced as pay-ups over the Jan TBA with\n"
            "the dollar price beside. LLB and NY stories at the top.\n\nBest,\nNoor Castellan\nGlaisdale Partners | Agency MBS | +1 212 555 0178\n")
    return mk("glaisdale-spec-pools", "pdf", gold, sender="Noor Castellan <ncastellan@glaisdale.com>",
              subject="Glaisdale spec pool offerings (Jan settle) 12/09", date=date("10:17:22", "-0500", 9),
              text=text, attachments=[_pdf("Glaisdale_SpecPools_20271209.pdf", data)],
              note="pdf:ruled emph:pdf-system emph:sections emph:totals emph:furniture emph:size-unit emph:near-numbers emph:habits",
              meta={"sections": ["30YR UMBS", "15YR UMBS"]})


HAVERIGG = [
    ("UMBS 30YR 5.5s", "5.5", 98 + 16 / 32, [
        # agency, pool, story, wac, wala, factor, cur face (000s), 1m cpr, 3m cpr, bid payup, ofr payup
        ("FN", "FS6204", "LLB 85K", "6.20", 12, "0.92871", "14,250", "6.1", "6.6", 20, 24),
        ("FR", "SD7339", "LLB 110K", "6.22", 15, "0.90415", "9,870", "7.0", "7.3", 14, 17),
        ("FN", "CB8841", "PR 100%", "6.19", 8, "0.95532", "5,115", "4.4", "n/a", 30, 36),
    ]),
    ("UMBS 30YR 6.0s", "6.0", 100 + 21 / 32, [
        ("FN", "FS6377", "LLB 150K", "6.68", 10, "0.94006", "21,600", "8.8", "9.1", 10, 13),
        ("FR", "SD7402", "HLTV", "6.71", 7, "0.96640", "7,430", "9.9", "n/a", 4, 6),
    ]),
    ("GNMA II 30YR 5.5s", "5.5", 99 + 5 / 32, [
        ("G2", "MB1177", "LLB 100K", "6.05", 13, "0.91780", "11,040", "5.5", "6.0", 18, 22),
        ("G2", "786214", "Custom NY", "6.09", 20, "0.87752", "6,385", "7.8", "8.4", 12, 15),
    ]),
]


def haverigg_spec_pools():
    dealer = "haverigg"
    head = ["Agy", "Pool #", "Cpn", "Story", "WAC", "WALA", "Factor", "Cur Face\n(000s)", "1M\nCPR", "3M\nCPR", "Bid\nPay-up", "Ofr\nPay-up",
            "Bid Px", "Ofr Px"]
    rows = [head]
    spans, bold = {}, set()
    gold = []
    for sec, cp, tba, pools in HAVERIGG:
        spans[len(rows)] = [(f"{sec}  -  vs Jan TBA {p32(tba)} (mid)", 14)]
        rows.append([""] * 14)
        n, face = 0, 0
        for agy, pool, story, wac, wala, fac, cur, c1, c3, pb, po in pools:
            bpx, opx = p32(tba + pb / 32), p32(tba + po / 32)
            rows.append([agy, pool, cp, story, wac, str(wala), fac, cur, c1, c3, ticks(pb), ticks(po), bpx, opx])
            sz = int(cur.replace(",", "")) * 1000
            gold += q(f"{agy} {pool}", "structured", dealer, size=(sz, sz), price=(bpx, opx))
            n += 1
            face += int(cur.replace(",", ""))
        bold.add(len(rows))
        rows.append([f"Subtotal ({n} pools)", "", "", "", "", "", "", f"{face:,}", "", "", "", "", "", ""])
    buf, c = pk.new("letter", "Spec pool run", "Haverigg Securities")
    y = pk.masthead(c, "Haverigg Securities", "MBS Pass-Through Trading  |  Charlotte NC  |  +1 704 555 0139",
                    "SPEC POOL RUN - bid / offer pay-ups and prices, Jan settle", ["Wed 15-Dec-2027", "Printed 08:47:05 ET", "Pools traded as a whole"])
    y = pk.grid(c, 36, y, [22, 38, 22, 46, 26, 26, 36, 40, 24, 24, 32, 32, 36, 36], rows, size=6.5, lead=8.2, head=1,
                align="llllrrrrrrrrrr", spans=spans, bold=bold, shade={k: 0.9 for k in spans})
    pk.lines(c, 36, y - 14, [
        "Pay-ups in ticks (32nds) over the Jan TBA mid; prices in 32nds, '+' = half a 32nd. Cur Face is the pool's current face in thousands,",
        "bid or offered in full. CPR n/a: fewer than 3 months of history. Factors from the 12/06/27 release.",
    ], size=6.5, lead=8.5)
    pk.page_footer(c, [
        "Haverigg Securities LLC, 301 South Tryon Street, Charlotte NC 28202 | member FINRA / SIPC | Desk +1 704 555 0139 | Ref HS-MBS-1215-0847",
        "All levels are subject to availability and to change; good-delivery standards per SIFMA guidelines.",
    ], 1, 1)
    data = pk.done(buf, c)
    text = ("Morning - spec pool run attached, two-way pay-ups with the dollar prices. Whole pools, Jan settle.\n\n"
            "Ray Holloway\nHaverigg Securities | MBS Pass-Throughs | +1 704 555 0139\n")
    return mk("haverigg-spec-pool-run", "pdf", gold, sender="Ray Holloway <rholloway@haverigg.com>",
              subject="Haverigg spec pool run - pay-ups / px - 12/15", date=date("08:49:11", "-0500", 15),
              text=text, attachments=[_pdf("Haverigg_SpecPoolRun_121527.pdf", data)],
              note="pdf:ruled emph:pdf-system emph:sections emph:totals emph:furniture emph:size-unit emph:near-numbers emph:habits",
              meta={"sections": ["UMBS 30YR 6.0s  -  vs Jan TBA 100-21 (mid)", "GNMA II 30YR 5.5s  -  vs Jan TBA 99-05 (mid)"]})


# ---------------------------------------------------------------- 17 / 18: landscape, 14+ columns


INGLEWOOD = [
    ("FNMA REMIC", [
        # deal, class, type, cpn, orig, cur, factor, wal, window, psa, bmk, sb, so, pb, po, chg
        ("FNR 2027-41", "PA", "PAC", 4.5, "60.00", "54.12", "0.90200", "4.8", "01/28-08/36", "250", "5Y", 128, 120, 98 + 4 / 32, 98 + 8 / 32, "-2"),
        ("FNR 2027-41", "VA", "AD / VADM", 5.0, "18.50", "18.50", "1.00000", "6.2", "01/28-03/38", "250", "5Y", 112, 105, 100 + 10 / 32, 100 + 14 / 32, "0"),
        ("FNR 2027-41", "ZA", "Z (accrual)", 5.5, "9.20", "9.71", "1.05543", "22.6", "03/47-11/57", "250", "20Y", None, None, 91 + 16 / 32, 92 + 8 / 32, "+1"),
    ]),
    ("FHLMC REMIC", [
        ("FHR 5412", "A", "SEQ", 4.0, "120.00", "98.36", "0.81967", "2.9", "01/28-06/33", "200", "3Y", 96, 90, 98 + 24 / 32, 98 + 27 / 32, "-3"),
        ("FHR 5412", "PB", "PAC II", 5.0, "35.00", "33.44", "0.95543", "7.4", "06/32-10/37", "200", "7Y", 165, 155, 97 + 0 / 32, 97 + 6 / 32, "-1"),
        ("FHR 5412", "SC", "SUP", 5.5, "22.00", "19.05", "0.86591", "9.8", "01/28-08/57", "200", "10Y", 240, 225, 93 + 12 / 32, 93 + 22 / 32, "+4"),
    ]),
    ("GNMA REMIC", [
        ("GNR 2027-118", "PL", "PAC", 4.5, "45.00", "41.89", "0.93089", "5.6", "01/28-12/37", "300", "5Y", 118, 110, 97 + 20 / 32, 97 + 24 / 32, "-1"),
    ]),
]


def inglewood_cmo_landscape():
    dealer = "inglewood"
    head = ["Deal", "Class", "Type", "CUSIP", "Cpn", "Orig Face\n($MM)", "Cur Face\n($MM)", "Factor", "WAL\n(yrs)", "Window", "PSA",
            "Bmk", "Sprd Bid\n(bp)", "Sprd Ofr\n(bp)", "Px Bid", "Px Ofr", "Chg\n(bp)"]
    rows = [head]
    spans = {}
    gold = []
    for sec, tr in INGLEWOOD:
        spans[len(rows)] = [(sec, 17)]
        rows.append([""] * 17)
        for deal, cls, typ, cp, orig, cur, fac, wal, win, psa, bmk, sb, so, pb, po, chg in tr:
            cu = pc({"FNR": "3136B", "FHR": "3137H", "GNR": "38381"}[deal.split()[0]], f"inglewood {deal} {cls}")
            mark = "(1)" if typ == "SUP" else ""
            rows.append([deal, cls, typ, cu, f"{cp:.2f}", orig, cur, fac, wal, win, psa, bmk,
                         sp(sb) if sb is not None else "-", (sp(so) + mark) if so is not None else "-", p32(pb), p32(po), chg])
            sprd = (sp(sb), sp(so)) if sb is not None else None
            kw = {"spread": sprd} if sprd else {}
            gold += q(cu, "structured", dealer, size="3MM", review=("spread",) if mark else (), **kw, price=(p32(pb), p32(po)))
    buf, c = pk.new("letterl", "CMO offerings and bids", "Inglewood Capital")
    y = pk.masthead(c, "INGLEWOOD CAPITAL", "Agency CMO Desk  |  New York  |  +1 212 555 0191  |  IB: INGLEWOOD CMO",
                    "AGENCY CMO RUN - spread to the interpolated UST curve at pricing speed; prices in 32nds",
                    ["Printed Thu 09-Dec-2027 09:31:18 ET", "Levels for 3MM current face unless noted", "Settle 12/14/2027"])
    y = pk.grid(c, 36, y, [60, 34, 46, 52, 28, 40, 40, 40, 28, 58, 28, 26, 40, 44, 40, 40, 28], rows, size=6.7, lead=8.3, head=1,
                align="llllrrrrrlrlrrrrr", spans=spans, shade={k: 0.9 for k in spans})
    pk.lines(c, 36, y - 14, [
        "Spreads in bp to the UST curve interpolated at the tranche's WAL (Bmk = nearest on-the-run); the Z and VADM price off the deal's pricing speed (PSA).",
        "Z: accreting face (factor above 1). Chg = bid spread vs last night's close. Orig / Cur Face are the tranches' own, not the size.",
        "(1) Offer subject to confirmation - bonds out for a bid from the owner; we will confirm within the hour.",
    ], size=6.6, lead=8.6)
    pk.page_footer(c, [
        "Inglewood Capital LLC, member FINRA/SIPC, 600 Lexington Ave, New York NY 10022. Prepayment assumptions are estimates; yields and WALs will vary.",
        "Ref IC-CMO-271209-2; desk +1 212 555 0191; not research.",
    ], 1, 1)
    data = pk.done(buf, c)
    text = ("Team - CMO run attached (landscape). Spreads to the interpolated UST curve and prices both sides; 3MM\n"
            "current face unless noted. SUP offer needs confirming, see (1).\n\nElise Marchetti\nInglewood Capital | Agency CMOs | +1 212 555 0191\n")
    return mk("inglewood-cmo-landscape", "pdf", gold, sender="Elise Marchetti <emarchetti@inglewood.com>",
              subject="Inglewood agency CMO run - PAC / SEQ / Z / SUP - 12/09", date=date("09:34:45", "-0500", 9),
              text=text, attachments=[_pdf("Inglewood_CMO_Run_20271209.pdf", data)],
              note="pdf:ruled pdf:landscape emph:pdf-system emph:landscape-wide emph:sections emph:footnote emph:furniture emph:size-scope "
                   "emph:near-numbers emph:habits",
              meta={"sections": ["FNMA REMIC", "GNMA REMIC"], "marks": ["(1)"], "ncols": 17})


JESSAMY = [
    ("FREDDIE MAC K-SERIES  -  spread to SOFR swaps (bp)", "i_spread", [
        # program, deal/pool, class, cpn, maturity, orig bal, cur bal, wal, ym end, dscr, ltv, bmk, sb, so, po
        ("K-Series", "FHMS K-172", "A2", 4.41, "09/25/34", "1,104.0", "1,104.0", "6.7", "06/34", "1.46", "63.2", "7Y", 52, 47, "99.406"),
        ("K-Series", "FHMS K-168", "A-M", 4.62, "05/25/34", "96.5", "96.5", "6.4", "02/34", "1.46", "63.2", "7Y", 66, 60, "99.688"),
        ("K-Series", "FHMS K-J51", "A1", 4.18, "03/25/31", "58.0", "41.7", "2.8", "12/30", "1.51", "60.8", "3Y", 40, 35, "99.844"),
    ]),
    ("FANNIE MAE DUS  -  spread to UST (bp)", "spread", [
        ("DUS 10/9.5", "FN BS9912", "-", 4.85, "12/01/37", "24.3", "24.3", "9.6", "05/37", "1.38", "65.0", "10Y", 74, 68, "100.531"),
        ("DUS 7/6.5", "FN BS9847", "-", 4.64, "11/01/34", "12.1", "12.0", "6.8", "04/34", "1.52", "58.4", "7Y", 71, 65, "100.469"),
    ]),
    ("GNMA PROJECT LOANS  -  spread to UST (bp)", "spread", [
        ("GNPL", "G2 PL2231", "-", 5.05, "01/15/67", "31.8", "31.2", "11.9", "01/38", "1.41", "79.5", "10Y", 112, 104, "99.875"),
    ]),
]


def jessamy_agency_cmbs_landscape():
    dealer = "jessamy"
    head = ["Program", "Deal / Pool", "Class", "CUSIP", "Cpn", "Maturity", "Orig Bal\n($MM)", "Cur Bal\n($MM)", "WAL", "YM / LO\nEnd", "DSCR",
            "LTV %", "Bmk", "Bid\n(bp)", "Ofr\n(bp)", "Ofr Px"]
    rows = [head]
    spans = {}
    gold = []
    for sec, qt, tr in JESSAMY:
        spans[len(rows)] = [(sec, 16)]
        rows.append([""] * 16)
        for prog, deal, cls, cp, m, orig, cur, wal, ym, dscr, ltv, bmk, sb, so, po in tr:
            cu = pc({"FHMS": "3137F", "FN": "3140L", "G2": "36179"}[deal.split()[0]], f"jessamy {deal} {cls}")
            mark = "(1)" if prog == "GNPL" else ""
            rows.append([prog, deal, cls, cu, f"{cp:.2f}", m, orig, cur, wal, ym, dscr, ltv, bmk, sp(sb), sp(so) + mark, po])
            gold += q(cu, "structured", dealer, size="2MM", review=(qt,) if mark else (), **{qt: (sp(sb), sp(so))}, price=(None, po))
    buf, c = pk.new("letterl", "Agency CMBS", "Jessamy Securities")
    y = pk.masthead(c, "JESSAMY SECURITIES", "Agency CMBS & Multifamily  |  New York  |  +1 646 555 0158",
                    "AGENCY CMBS - K-SERIES / DUS / GNPL", ["Run 12/14/27 11:02:36 ET", "2MM per line unless noted", "Offer prices at the offer spread"])
    y = pk.grid(c, 36, y, [50, 62, 30, 52, 28, 44, 42, 40, 26, 40, 28, 30, 26, 32, 32, 40], rows, size=6.8, lead=8.4, head=1,
                align="llllrlrrrlrrlrrr", spans=spans, shade={k: 0.9 for k in spans})
    pk.lines(c, 36, y - 14, [
        "K-Series bonds are quoted in bp over SOFR swaps; DUS and project loans over the UST benchmark shown. YM / LO End: end of yield maintenance or lockout.",
        "Orig / Cur Bal are the bonds' balances, not the size offered. DSCR and LTV at securitisation. WAL in years at 0 CPY.",
        "(1) Indicative - GNPL offer side from last week's trade, not refreshed; subject to confirmation.",
    ], size=6.6, lead=8.6)
    pk.page_footer(c, [
        "Jessamy Securities LLC | member FINRA / SIPC | 55 Water Street, New York NY 10041 | +1 646 555 0158 | Ref JS-ACMBS-1214-11",
        "For institutional use only. Levels are where we would trade 2MM at the time printed.",
    ], 1, 1)
    data = pk.done(buf, c)
    text = ("Hi - agency CMBS run attached: K-deals on swaps, DUS and GNPLs on Treasuries, 2MM a line. Note the\n"
            "spread basis changes between the sections.\n\nTom Ashdown\nJessamy Securities | Agency CMBS | +1 646 555 0158\n")
    return mk("jessamy-agency-cmbs", "pdf", gold, sender="Tom Ashdown <tashdown@jessamy.com>",
              subject="Jessamy agency CMBS run 12/14 (K / DUS / GNPL)", date=date("11:05:10", "-0500", 14),
              text=text, attachments=[_pdf("Jessamy_AgencyCMBS_121427.pdf", data)],
              note="pdf:ruled pdf:landscape emph:pdf-system emph:landscape-wide emph:sections emph:footnote emph:furniture emph:size-scope "
                   "emph:near-numbers emph:unit-switch emph:habits",
              meta={"sections": ["FANNIE MAE DUS  -  spread to UST (bp)"], "marks": ["(1)"], "ncols": 16})


# ---------------------------------------------------------------- 19 / 20: muni offerings over pages


def _muni(c, y, mat, call=None, cpx=100.0):
    """Price and the yield it is struck to: to the call at call price when the coupon is above the yield, else to maturity."""
    if call and y < c:
        return pxto(c, y, iso(call), redemption=cpx)
    return pxs(c, y, iso(mat))


KETTLEWELL = [
    ("TEXAS", [
        # description (two lines), cpn, maturity, call, par $M, ytc-or-yield(level), rating, mark
        ("HARRIS CNTY TX TOLL RD REV\nSR LIEN SER 2019A", 5.0, "08/15/2041", "08/15/2029", 500, 3.41, "Aa2/AA", ""),
        ("TEXAS ST WTR DEV BRD REV\nSTATE WTR IMPT FD SER 2022", 5.0, "10/15/2044", "10/15/2032", 1000, 3.58, "AAA/AAA", ""),
        ("DALLAS TX INDEP SCH DIST GO\nPSF GTD REF SER 2020", 4.0, "02/15/2038", "02/15/2030", 750, 3.22, "Aaa/AAA", ""),
        ("AUSTIN TX ELEC UTIL SYS REV\nREF SER 2025B", 5.25, "11/15/2048", "11/15/2034", 250, 3.79, "Aa3/AA-", ""),
        ("NORTH TEXAS TOLLWAY AUTH REV\nFIRST TIER SER 2023A", 5.0, "01/01/2048", "01/01/2033", 500, 3.86, "Aa3/AA-", ""),
        ("HOUSTON TX UTIL SYS REV\nCOMB FIRST LIEN SER 2021A", 4.0, "11/15/2046", "11/15/2031", 750, 4.18, "Aa2/AA", ""),
    ]),
    ("CALIFORNIA", [
        ("CALIFORNIA ST GO\nVARIOUS PURP REF", 5.0, "09/01/2036", "09/01/2033", 1500, 2.98, "Aa2/AA-", ""),
        ("LOS ANGELES CA DEPT WTR & PWR\nPWR SYS REV SER 2023C", 5.0, "07/01/2047", "07/01/2033", 500, 3.71, "Aa2/AA-", "†"),
        ("SAN DIEGO CA UNIF SCH DIST GO\nELECTION 2022 SER B", 3.0, "07/01/2046", None, 650, 4.12, "Aa2/AA", ""),
        ("UNIV OF CALIFORNIA REGENTS\nGEN REV SER 2024BZ", 5.0, "05/15/2044", "05/15/2034", 1000, 3.49, "Aa2/AA", ""),
        ("CALIFORNIA ST HLTH FACS FING\nKAISER PERMANENTE SER 2019A", 4.0, "11/01/2044", "11/01/2029", 500, 4.09, "A1/AA-", ""),
    ]),
    ("INSURED (AGM / BAM)", [
        ("CHICAGO IL WSTWTR TRANS REV\n2ND LIEN AGM INS", 5.25, "01/01/2042", "01/01/2033", 400, 3.96, "A2/AA", ""),
        ("PHILADELPHIA PA ARPT REV\nSER 2024 BAM INS", 5.0, "07/01/2045", "07/01/2034", 300, 3.88, "A2/AA", ""),
        ("JEFFERSON PARISH LA SALES TAX\nREV SER 2021 AGM INS", 4.0, "12/01/2037", None, 250, 3.54, "A1/AA", ""),
        ("ATLANTA GA WTR & WSTWTR REV\nSER 2018B AGM INS", 5.0, "11/01/2043", "11/01/2028", 350, 3.72, "A1/AA", ""),
        ("NEW ORLEANS LA SWR SVC REV\nBAM INS SER 2020B", 4.0, "06/01/2045", "06/01/2030", 200, 4.21, "A3/AA", ""),
    ]),
]


def kettlewell_muni_pages():
    dealer = "kettlewell"
    head = ["CUSIP", "Description", "Cpn", "Maturity", "Call Date", "Par\n($M)", "YTC", "YTM", "Price\n(to call)", "Conc", "Mdy/S&P"]
    gold = []
    body = []
    total = 0
    for sec, rows in KETTLEWELL:
        body.append([sec] + [""] * 10)
        for desc, cp, mat, call, par, ylev, rat, mark in rows:
            cu = mc(f"kettlewell {desc}")
            px = _muni(cp, ylev, mat, call)
            pxv = float(px)
            if call and pxv > 100:
                ytc, ytm = f"{ylev:.2f}", yto(cp, pxv, iso(mat), nd=2)
            else:
                ytc, ytm = ("n/a" if not call else yto(cp, pxv, iso(call), nd=2)), f"{ylev:.2f}"
            conc = "0.250" if par >= 500 else "0.375"
            lev = f"{ylev:.2f}"
            tax = ("Tax-exempt, non-AMT", "Non-AMT", "AMT", "Tax-exempt")[len(desc) % 4]
            body.append([cu, desc + "\n" + tax, f"{cp:.3f}", mat, call or "NC", f"{par:,}", ytc, ytm, px + mark, conc, rat])
            gold += q(cu, "muni", dealer, size=(None, par * 1000), review=("price",) if mark else (), yield_=(None, lev), price=(None, px))
            total += par
    body.append(["", "Total par offered ($M)", "", "", "", f"{total:,}", "", "", "", "", ""])
    widths = [50, 152, 26, 44, 44, 30, 28, 28, 40, 28, 44]
    size, lead = 7.8, 10.2
    secs = {k for k, r in enumerate(body) if r[1] == ""}
    buf, c = pk.new("letter", "Municipal offerings", "Kettlewell & Co")
    colour = [
        "**MARKET",
        "MMD AAA (12/09 close): 2y 2.51  5y 2.62  10y 2.94  20y 3.48  30y 3.71 - unchanged to 1bp firmer inside 15 years.",
        "New-issue calendar 9.8bn this week; 30-day visible supply 14.6bn. Texas PSF and California GO blocks trading 2 - 4bp through",
        "last week's prints; insured 20-year paper still 10 - 15bp cheap to the AA curve. Bids-wanted and swaps: call the desk.",
        "Fund flows +1.3bn on the week (4th straight inflow); 10y muni/UST ratio 70%, 30y 82%.",
        "",
    ]
    masthead = ("Kettlewell & Co.", "Municipal Trading  |  Chicago  |  +1 312 555 0104", "SECONDARY MUNICIPAL OFFERINGS")
    head_h = pk.row_height(head, lead)
    top = 792 - 34 - 42
    first = top - len(colour) * 9 - 78
    split = pk.paginate(body, lead, first, top - 78, sections=secs, head_h=head_h)
    for i, idx in enumerate(split, 1):
        if i > 1:
            c.showPage()
        y = pk.masthead(c, *masthead, ["Printed 12/10/2027 08:12:55 CT", f"Page {i}", "Offerings - yields to call where priced to call"])
        if i == 1:
            y = pk.lines(c, 36, y, colour, size=7, lead=9)
        rows = [head] + [body[k] for k in idx]
        sp_ = {n + 1: [(body[k][0], 11)] for n, k in enumerate(idx) if k in secs}
        last = len(split) == i
        y = pk.grid(c, 36, y, widths, rows, size=size, lead=lead, head=1, align="lllllrrrrrl", spans=sp_,
                    shade={k: 0.9 for k in sp_}, bold={len(rows) - 1} if last else ())
        if last:
            pk.lines(c, 36, y - 14, [
                "Offerings subject to prior sale. Par in thousands ($M): 500 = $500,000. YTC / YTM at the offer price; the price is struck to the call",
                "when the bond is priced to the call (premium coupons) and to maturity otherwise. Conc = concession to dealers (pts), not a level.",
                "\u2020 Indicative - bonds on a bid list this morning, price subject to confirmation.",
            ], size=6.6, lead=8.6)
        pk.page_footer(c, [
            "Kettlewell & Co., member FINRA / SIPC / MSRB, 10 South Wacker Drive, Chicago IL 60606. Minimum 25M. Ref KW-MUNI-121027.",
            "Tax status per the official statement of each issue; not a solicitation where prohibited. Desk +1 312 555 0104.",
        ], i, len(split))
    data = pk.done(buf, c)
    text = ("Morning,\n\nTwo pages of muni offerings attached - Texas, California and insured paper. Par in $M; we show both\n"
            "YTC and YTM, priced to the call where premium.\n\nMaggie Ruiz\nKettlewell & Co. | Municipal Trading | +1 312 555 0104\n")
    return mk("kettlewell-muni-offerings", "pdf", gold, sender="Maggie Ruiz <mruiz@kettlewell.com>",
              subject="Kettlewell muni offerings 12/10 - TX / CA / insured", date=date("08:15:31", "-0600", 10),
              text=text, attachments=[_pdf("Kettlewell_Muni_Offerings_121027.pdf", data)],
              note="pdf:ruled pdf:multipage pdf:header-repeat emph:pdf-system emph:multipage emph:header-repeat emph:wrapped emph:sections "
                   "emph:totals emph:footnote emph:furniture emph:size-unit emph:near-numbers emph:habits",
              meta={"sections": ["TEXAS", "INSURED (AGM / BAM)"], "marks": ["†"], "header": "Conc",
                    "wrapped": [("HARRIS CNTY TX TOLL RD REV", "SR LIEN SER 2019A"), ("CHICAGO IL WSTWTR TRANS REV", "2ND LIEN AGM INS")]})


LOWTHER = [
    ("California", [
        # issuer (two lines), cpn, maturity, call date, call px, amt $M, yield, yld to (C/M), kicker
        ("BAY AREA TOLL AUTH CA\nTOLL BRDG REV SER 2024", 5.0, "04/01/2043", "04/01/2034", 100.0, 500, 3.62, "C"),
        ("CALIFORNIA ST UNIV REV\nSYSTEMWIDE SER 2021A", 4.0, "11/01/2040", "11/01/2031", 100.0, 300, 3.49, "C"),
        ("SAN FRANCISCO CA PUB UTILS\nWTR REV SER 2020A", 3.0, "11/01/2050", "11/01/2030", 100.0, 1000, 4.31, "M"),
        ("LOS ANGELES CA WSTWTR SYS REV\nSUB SER 2022A", 5.0, "06/01/2041", "06/01/2032", 100.0, 750, 3.44, "C"),
        ("SANTA CLARA VY CA TRANSN AUTH\nSALES TAX REV SER 2023", 5.0, "04/01/2038", "04/01/2033", 100.0, 400, 3.12, "C"),
    ]),
    ("Washington", [
        ("WASHINGTON ST GO\nMOTOR VEH FUEL TAX SER R-2023C", 5.0, "08/01/2039", "08/01/2033", 100.0, 750, 3.33, "C"),
        ("SEATTLE WA MUN LT & PWR REV\nIMPT SER 2022", 4.0, "07/01/2047", "07/01/2032", 100.0, 250, 4.02, "M"),
        ("KING CNTY WA SWR REV\nREF SER 2021B", 5.0, "01/01/2045", "01/01/2031", 100.0, 500, 3.91, "C"),
    ]),
    ("Oregon", [
        ("PORTLAND OR SWR SYS REV\nSECOND LIEN SER 2024A", 5.0, "10/01/2044", "10/01/2034", 100.0, 300, 3.70, "C"),
        ("OREGON ST GO ART XI-Q\nSER 2025A", 4.0, "05/01/2043", "05/01/2035", 100.0, 650, 3.83, "C"),
    ]),
    ("Insured", [
        ("STOCKTON CA UNIF SCH DIST GO\nAGM INS SER 2019", 5.0, "08/01/2044", "08/01/2029", 102.0, 400, 3.95, "C"),
        ("FRESNO CA ARPT REV\nBAM INS SER 2023A", 5.25, "07/01/2048", "07/01/2033", 100.0, 200, 4.08, "C"),
        ("SACRAMENTO CNTY CA ARPT REV\nAGM INS SER 2018C", 5.0, "07/01/2041", "07/01/2028", 100.0, 300, 3.86, "C"),
    ]),
    ("Taxable", [
        ("LOS ANGELES CNTY CA PUB WKS\nLEASE REV TXBL SER 2021", 2.95, "12/01/2035", None, None, 500, 5.21, "M"),
        ("CALIFORNIA ST GO TXBL\nVARIOUS PURP SER 2020", 3.375, "04/01/2032", None, None, 1000, 4.96, "M"),
        ("SAN JOSE CA ARPT REV TXBL\nREF SER 2021C", 3.29, "03/01/2041", None, None, 250, 5.62, "M"),
    ]),
]


def lowther_muni_pages():
    dealer = "lowther"
    head = ["CUSIP", "Issuer / Series", "Cpn", "Maturity", "Call Date", "Call Px", "Amt (M)", "Yield", "Yld To", "Price", "Kicker"]
    gold = []
    body = []
    total = 0
    for sec, rows in LOWTHER:
        body.append([sec] + [""] * 10)
        for desc, cp, mat, call, cpx, amt, y, to in rows:
            cu = mc(f"lowther {desc}")
            if to == "C":
                px = _muni(cp, y, mat, call, cpx)
                kick = yto(cp, float(px), iso(mat), nd=2)
            else:
                px = pxs(cp, y, iso(mat))
                kick = "-"
            line3 = ("Aa2 / AA-  tax-exempt", "Aa1 / AA+  non-AMT", "A1 / AA  insured", "Aa3 / AA  federally taxable")[
                3 if sec == "Taxable" else 2 if sec == "Insured" else len(desc) % 2]
            body.append([cu, desc + "\n" + line3, f"{cp:.3f}", mat, call or "-", f"{cpx:.2f}" if cpx else "-", f"{amt:,}", f"{y:.2f}", to, px, kick])
            gold += q(cu, "muni", dealer, size=(None, amt * 1000), yield_=(None, f"{y:.2f}"), price=(None, px))
            total += amt
    body.append(["", "Total amount offered (M)", "", "", "", "", f"{total:,}", "", "", "", ""])
    widths = [50, 142, 26, 44, 44, 30, 34, 28, 30, 40, 30]
    size, lead = 7.8, 10.2
    secs = {k for k, r in enumerate(body) if r[1] == ""}
    buf, c = pk.new("letter", "Muni inventory", "Lowther Bros")
    intro = [
        "**WEST COAST NOTES",
        "California GO 5s of 2037 re-offered at 2.99% yesterday (c/34); Bay Area tolls 2bp firmer on the week. Washington GO scale",
        "MMD +8 / +12 in 10 - 20 years. Taxable munis: spreads to UST 85 - 95bp in 10 years. Settlement T+1 unless stated.",
        "Amounts are in thousands (M). Yld To: C = yield to the call date at the call price, M = to maturity; Kicker for information.",
        "",
    ]
    top = 792 - 34 - 42
    head_h = pk.row_height(head, lead)
    split = pk.paginate(body, lead, top - len(intro) * 9 - 78 - head_h, 792 - 40 - 78, sections=secs)
    for i, idx in enumerate(split, 1):
        if i > 1:
            c.showPage()
            y = 760
        else:
            y = pk.masthead(c, "LOWTHER BROTHERS", "Municipal Bond Department  |  San Francisco  |  +1 415 555 0122",
                            "MUNICIPAL OFFERINGS - WEST COAST INVENTORY", ["Fri 17-Dec-2027 06:40:12 PT", "Amounts in thousands", "Offer side"])
            y = pk.lines(c, 36, y, intro, size=7, lead=9)
        hr = 1 if i == 1 else 0
        rows = ([head] if i == 1 else []) + [body[k] for k in idx]
        sp_ = {n + hr: [(body[k][0], 11)] for n, k in enumerate(idx) if k in secs}
        last = i == len(split)
        y = pk.grid(c, 36, y, widths, rows, size=size, lead=lead, head=hr, align="lllllrrrcrr", spans=sp_,
                    shade={k: 0.9 for k in sp_}, bold={len(rows) - 1} if last else ())
        if last:
            pk.lines(c, 36, y - 14, [
                "Yield is the yield to worst at the offered price; Yld To: C = to the call date at the call price, M = to maturity.",
                "Kicker = yield to maturity if the bond is not called (information only). Amt (M): 250 = $250,000.",
            ], size=6.6, lead=8.6)
        pk.page_footer(c, [
            "Lowther Brothers, member FINRA / SIPC / MSRB. 555 California Street, Suite 2400, San Francisco CA 94104. Tel +1 415 555 0122.",
            "Offerings subject to prior sale and price change. Ref LB-MUNI-20271217-0640.",
        ], i, len(split))
    data = pk.done(buf, c)
    text = ("Good morning - west coast muni offerings attached. Amounts in thousands, yields to worst (C = to call,\n"
            "M = to maturity), kicker for information.\n\nJosh Tamura\nLowther Brothers | Municipal Bonds | +1 415 555 0122\n")
    return mk("lowther-muni-inventory", "pdf", gold, sender="Josh Tamura <jtamura@lowther.com>",
              subject="Lowther Bros - muni offerings - Fri 12/17", date=date("06:44:09", "-0800", 17),
              text=text, attachments=[_pdf("LowtherBros_MuniOfferings_20271217.pdf", data)],
              note="pdf:ruled pdf:multipage pdf:header-once emph:pdf-system emph:multipage emph:header-once emph:wrapped emph:sections "
                   "emph:totals emph:furniture emph:size-unit emph:near-numbers emph:habits",
              meta={"sections": ["California", "Taxable"], "header": "Issuer / Series",
                    "wrapped": [("BAY AREA TOLL AUTH CA", "TOLL BRDG REV SER 2024"), ("SEATTLE WA MUN LT & PWR REV", "IMPT SER 2022")]})


LAYOUTS = [
    kelsall_agency_side_by_side, marbury_agency_side_by_side,
    ashwick_callables_pages, copthorne_callables_pages,
    glaisdale_spec_pools, haverigg_spec_pools,
    inglewood_cmo_landscape, jessamy_agency_cmbs_landscape,
    kettlewell_muni_pages, lowther_muni_pages,
]
