"""Word attachments: SSA axes memos, BWIC results, muni offerings."""

from __future__ import annotations

import datetime as dt

from common import CT, MM, cusip, docx_bytes, docx_table, eml, isin, price, q, r, years, yld

D = dt.date


def _sg(x):
    return f"+{x:g}" if x >= 0 else f"{x:g}"


def _merge_header(t, spans):
    """spans: (row, first col, last col, text) merged cells of a two-row header."""
    for row, a, b, text in spans:
        c = t.cell(row, a).merge(t.cell(row, b))
        c.text = text
        for par in c.paragraphs:
            for run in par.runs:
                run.bold = True


# ------------------------------------------------------------------ 21: EUR SSA axes memo


def d21():
    dealer = "lindqvist"
    asof = D(2027, 4, 15)
    ms = lambda y: 2.43 + 0.055 * y  # noqa: E731
    rows = [
        ("EIB", "XS27812", "0442", 2.875, D(2031, 1, 15), 8, 5, "Axe: better seller"),
        ("KFW", "DE000A3", "83Z4", 2.75, D(2033, 6, 20), -4, -7, ""),
        ("ESM", "EU000A1", "Z99W", 3.0, D(2035, 3, 12), 19, 16, "10mm only"),
        ("EU", "EU000A3", "K4EX", 3.375, D(2038, 10, 4), 41, 37, "Switch idea vs EIB 38s, +3 pick-up"),
        ("BNG", "XS29011", "5718", 2.625, D(2030, 9, 22), 11, 8, ""),
        ("NWB", "XS28450", "2293", 3.125, D(2036, 5, 28), 26, None, "Bid only"),
    ]
    table = [["Issuer", "ISIN", "Coupon", "Maturity", "MS+ Bid", "MS+ Offer", "Yld Bid", "Yld Offer", "Comment"]]
    gold = []
    for iss, a, b, cpn, mat, sb, sa, com in rows:
        code = isin(a + b)
        yrs = years(asof, mat)
        yb = r(ms(yrs) + sb / 100, 3)
        ya = r(ms(yrs) + sa / 100, 3) if sa is not None else None
        table.append([iss, code, f"{cpn:.3f}%", mat.strftime("%d %b %Y"), _sg(sb), _sg(sa) if sa is not None else "",
                      f"{yb:.3f}", f"{ya:.3f}" if ya is not None else "", com])
        bs = as_ = 25 * MM
        if com == "10mm only":
            bs = as_ = 10 * MM
        gold.append(q(code, "agency", "i_spread", sb, sa, bs, as_, dealer))
        gold.append(q(code, "agency", "yield", yb, ya, bs, as_, dealer))

    def build(d):
        d.add_heading("Supranational & Agency Axes - 15 April 2027", level=1)
        d.add_paragraph("Lindqvist Bank - EUR SSA Trading, Stockholm")
        d.add_paragraph("EUR 25mm per side unless noted. Spreads to mid-swaps in bp; yields annual, to maturity.")
        docx_table(d, table)
        d.add_paragraph("")
        d.add_paragraph("Relative value: EU 38s trade 4bp wide of the EIB curve after last week's EUR 7bn syndication. "
                        "We see 2-3bp of performance into month-end; 10y EUR swap 2.98%.")
        d.add_paragraph("This document is for professional clients only. Levels indicative at 09:30 CET.")

    att = docx_bytes(build)
    body = ("Hi Lukas,\n\nPlease find our SSA axes attached.\n\nMed vanliga halsningar / Best regards\n"
            "Sofia Lindqvist\nLindqvist Bank AB | SSA Trading\n+46 8 555 012 40\n")
    mail = eml("Sofia Lindqvist <sofia.lindqvist@lindqvist.se>", "Lukas Meier <lukas.meier@alpenrose-am.ch>",
               "Thu, 15 Apr 2027 09:41:00 +0200", "SSA axes 15-Apr (EUR)", "<lqb.ssa.0415.0941@lindqvist.se>",
               text=body, attachments=[("SSA_axes_20270415.docx", CT["docx"], att)])
    return "21-docx-eur-ssa-axes-ms-yld-comment-sizes", "docx", mail, gold


def d22():
    dealer = "corbettdane"
    asof = D(2027, 10, 19)
    ust = lambda y: 3.9 + 0.05 * y  # noqa: E731
    rows = [
        ("IBRD", 4.25, D(2031, 7, 15), 19, 16, ""),
        ("IFC", 4.0, D(2029, 12, 3), 13, 10, "2x2"),
        ("AIIB", 4.375, D(2032, 4, 6), 31, 27, ""),
        ("EBRD", 4.125, D(2030, 10, 21), 15, 12, ""),
        ("IADB", 4.5, D(2034, 1, 18), 38, 34, "10x5"),
        ("KFW", 4.0, D(2028, 12, 14), 9, None, ""),
    ]
    table = [["Issuer", "Cpn", "Maturity", "Spread vs UST", "", "Spread vs SOFR MS", "", "Price", "", "Size"],
             ["", "", "", "Bid", "Ask", "Bid", "Ask", "Bid", "Ask", ""]]
    gold = []
    for iss, cpn, mat, sb, sa, sz in rows:
        yrs = years(asof, mat)
        pb = r(price(cpn, yrs, ust(yrs) + sb / 100), 3)
        pa = r(price(cpn, yrs, ust(yrs) + sa / 100), 3) if sa is not None else None
        mb, ma = sb + 29, (sa + 29 if sa is not None else None)
        table.append([iss, f"{cpn:g}", mat.strftime("%m/%d/%Y"), f"{sb}", "" if sa is None else f"{sa}", f"{mb}",
                      "" if ma is None else f"{ma}", f"{pb:.3f}", "" if pa is None else f"{pa:.3f}", sz])
        key = f"{iss} {cpn:g} {mat.isoformat()}"
        bs = as_ = 5 * MM
        if sz == "2x2":
            bs = as_ = 2 * MM
        elif sz == "10x5":
            bs, as_ = 10 * MM, 5 * MM
        gold.append(q(key, "agency", "spread", sb, sa, bs, as_, dealer))
        gold.append(q(key, "agency", "i_spread", mb, ma, bs, as_, dealer))
        gold.append(q(key, "agency", "price", pb, pa, bs, as_, dealer))

    def build(d):
        d.add_heading("USD Supranationals - indicative run", level=2)
        d.add_paragraph("19 October 2027. Spreads in bp. USD 5mm per side unless noted.")
        t = docx_table(d, table, bold_header=2)
        _merge_header(t, [(0, 3, 4, "Spread vs UST"), (0, 5, 6, "Spread vs SOFR MS"), (0, 7, 8, "Price")])
        for col in (0, 1, 2, 9):
            top = t.cell(0, col)
            text = top.text
            m = top.merge(t.cell(1, col))
            m.text = text
        d.add_paragraph("")
        d.add_paragraph("KfW 28s: bid side only, we are light. SOFR/UST 5y swap spread -29bp.")
        d.add_paragraph("Corbett Dane Securities Ltd. Not investment research. Call +44 20 7555 0175.")

    att = docx_bytes(build)
    body = ("Please see the attached USD SSA run.\n\nRegards,\nHenry Corbett\nCorbett Dane Securities | SSA\n"
            "+44 20 7555 0175\n")
    mail = eml("Henry Corbett <hcorbett@corbettdane.com>", "Rates Accounts <rates@corbettdane.com>",
               "Tue, 19 Oct 2027 15:02:17 +0100", "USD SSA run (doc)", "<cds.ssa.1019.150217@corbettdane.com>",
               text=body, attachments=[("USD_SSA_run_19Oct.docx", CT["docx"], att)])
    return "22-docx-usd-ssa-merged-bands-ust-sofr-px", "docx", mail, gold


# ------------------------------------------------------------------ 23: CLO BWIC results in Word


def d23():
    dealer = "marlowkeane"
    rows = [
        ("HARBOURVIEW CLO 2022-1A E", "41163L", "AN6", 4.0, 4.0, "93-94", (93, 94), "93.52", 93.52, "TRADED"),
        ("IVYBRIDGE CLO 2021-3A D", "46588R", "AL2", 6.0, 6.0, "96 1/2 - 97 1/2", (96.5, 97.5), "DNT", None,
         "DNT, best bid 95.8"),
        ("JESMOND CLO 2023-1A E", "47731W", "AJ4", 3.0, 3.0, "mid 90s", None, "95.26", 95.26, "TRADED"),
        ("KIRKSTALL CLO 2020-2A F", "49728T", "AE9", 2.0, 2.0, "70/72", (70, 72), "71.06", 71.06, "TRADED"),
        ("LYNDHURST CLO 2024-2A D", "55218K", "AG1", 5.0, 5.0, "+395/+410", (395, 410), "+401", 401, "TRADED"),
        ("MOSELEY CLO 2019-3A E", "61944C", "AS5", 3.5, 3.5, "89.5-90.5", (89.5, 90.5), "DNT", None, "DNT"),
    ]
    table = [["Bond", "CUSIP", "O/F (MM)", "C/F (MM)", "Px Talk", "Cvr", "Color"]]
    gold = []
    for bond, b6, b2, of, cf, tt, talk, ct, cover, color in rows:
        c = cusip(b6 + b2)
        table.append([bond, c, f"{of:.2f}", f"{cf:.2f}", tt, ct, color])
        size = cf * MM
        if talk:
            gold.append(q(c, "structured", "talk", talk[0], talk[1], size, size, dealer))
        if cover is not None:
            gold.append(q(c, "structured", "cover", cover, cover, size, size, dealer))

    def build(d):
        d.add_heading("BWIC Results - US CLO BB / B", level=1)
        d.add_paragraph("Wednesday 21 April 2027 - bids due 10:30 ET - 6 line items, $23.5MM original face")
        docx_table(d, table)
        d.add_paragraph("")
        d.add_paragraph("4 of 6 traded. Spread line (Lyndhurst D) talked and covered on DM. Best bid on Ivybridge was "
                        "below reserve.")
        d.add_paragraph("Marlow Keane Securities LLC - for institutional clients only.")

    att = docx_bytes(build)
    body = ("Hi all,\n\nBWIC results from this morning attached (CLO BB/B).\n\nThanks,\nEllie Brandt\n"
            "Marlow Keane | CLO Trading | 212-555-0114\n")
    mail = eml("Ellie Brandt <ebrandt@marlowkeane.com>", "CLO Clients <clo@marlowkeane.com>",
               "Wed, 21 Apr 2027 12:10:33 -0400", "BWIC results - CLO BB/B 4/21",
               "<mk.bwic.0421.121033@marlowkeane.com>", text=body,
               attachments=[("BWIC_results_CLO_20270421.docx", CT["docx"], att)])
    return "23-docx-clo-bwic-results-px-talk-cover-color", "docx", mail, gold


def d24():
    dealer = "ashgate"
    rows = [
        ("NORHAM AUTO 2025-3", "A3", "65539K", "AC8", 15.0, 9.84, "+78/+84", (78, 84), "+81", 81),
        ("OSWESTRY CARD 2026-1", "A", "68829P", "AA1", 20.0, 20.0, "+55/+60", (55, 60), "DNT", None),
        ("PADSTOW STUDENT 2022-B", "A2", "69531T", "AB6", 10.0, 6.71, "+110/+120", (110, 120), "+113", 113),
        ("REDRUTH EQUIP 2025-2", "B", "75621M", "AD3", 5.0, 3.95, "100-16/101-00", (100.5, 101.0), "100-22",
         100.6875),
        ("SALTASH TIMESHARE 2024-1", "C", "79542W", "AE1", 7.0, 4.02, "area 97", (97, 97), "97.18", 97.18),
    ]
    table = [["Bond", "Class", "CUSIP", "Orig Face", "Curr Face", "Talk", "Cover"]]
    gold = []
    for bond, cls, b6, b2, of, cf, tt, talk, ct, cover in rows:
        c = cusip(b6 + b2)
        table.append([bond, cls, c, f"{of * 1_000_000:,.0f}", f"{cf * 1_000_000:,.0f}", tt, ct])
        size = cf * MM
        if talk:
            gold.append(q(c, "structured", "talk", talk[0], talk[1], size, size, dealer))
        if cover is not None:
            gold.append(q(c, "structured", "cover", cover, cover, size, size, dealer))

    def build(d):
        d.add_heading("ABS BWIC - Results", level=1)
        d.add_paragraph("Friday, 13 August 2027. Spreads vs I-curve. Prices in 32nds.")
        docx_table(d, table)
        d.add_paragraph("")
        d.add_paragraph("Oswestry A: no bid inside +61, owner kept them. Factor-adjusted WALs on request.")

    att = docx_bytes(build)
    body = ("Morning,\n\nAttached the results of the 11am ABS BWIC.\n\nRgds,\nNoah Pratt\n"
            "Ashgate Capital Markets | ABS Trading | +1 (704) 555-0190\n")
    mail = eml("Noah Pratt <npratt@ashgate.com>", "Lena Vogel <lvogel@brightcove-im.com>",
               "Fri, 13 Aug 2027 12:44:09 -0400", "ABS BWIC results 8/13", "<ag.abs.0813.124409@ashgate.com>",
               text=body, attachments=[("ABS_BWIC_results_0813.docx", CT["docx"], att)])
    return "24-docx-abs-bwic-spread-talk-32nds-cover", "docx", mail, gold


# ------------------------------------------------------------------ 25: muni offerings in Word


def d25():
    dealer = "whitsayre"
    asof = D(2027, 4, 22)
    rows = [
        ("64971X", "QR2", "NY", "NEW YORK CITY TRANS FIN AUTH", 250, 5.0, D(2038, 11, 1), D(2034, 11, 1), 108.125),
        ("13063D", "ZT8", "CA", "CALIFORNIA ST GO", 500, 5.0, D(2041, 9, 1), D(2035, 9, 1), 109.25),
        ("882723", "YB9", "TX", "TEXAS ST TRANSN COMMN", 1000, 4.0, D(2044, 4, 1), D(2033, 4, 1), 99.5),
        ("57582R", "KL3", "MA", "MASSACHUSETTS ST GO", 300, 5.0, D(2032, 5, 1), None, 110.375),
        ("45201Y", "HN7", "IL", "ILLINOIS FIN AUTH REV", 150, 5.25, D(2047, 8, 15), D(2036, 8, 15), 104.75),
    ]
    table = [["CUSIP", "St", "Issuer", "Par (000)", "Cpn", "Maturity", "Call", "YTC", "YTM", "Price"]]
    gold = []
    for b6, b2, st, iss, par, cpn, mat, call, px in rows:
        c = cusip(b6 + b2)
        ytm = r(yld(cpn, years(asof, mat), px), 3)
        ytc = r(yld(cpn, years(asof, call), px), 3) if call else None
        table.append([c, st, iss, f"{par:,}", f"{cpn:.3f}", mat.strftime("%m/%d/%Y"),
                      call.strftime("%m/%d/%y") + " @ 100" if call else "", f"{ytc:.3f}" if ytc else "",
                      f"{ytm:.3f}", f"{px:.3f}"])
        y = min(ytm, ytc) if ytc is not None else ytm
        gold.append(q(c, "muni", "yield", None, y, None, par * 1000.0, dealer))
        gold.append(q(c, "muni", "price", None, px, None, par * 1000.0, dealer))

    def build(d):
        d.add_heading("MUNICIPAL OFFERINGS", level=1)
        d.add_paragraph("Whitcombe & Sayre - 04/22/2027 - subject to prior sale and change in price")
        docx_table(d, table)
        d.add_paragraph("")
        d.add_paragraph("Min 25M / incr 5M. Yields are to the call date and to maturity; the lower of the two is the "
                        "yield to worst. Interest may be subject to AMT for some holders (~2% of the list).")

    att = docx_bytes(build)
    body = ("Good afternoon,\n\nToday's muni offerings attached. Let me know if anything works.\n\n"
            "Ruth Sayre\nWhitcombe & Sayre | Municipal Trading\n(215) 555-0127\n")
    mail = eml("Ruth Sayre <rsayre@whitsayre.com>", "Muni Clients <muni@whitsayre.com>",
               "Thu, 22 Apr 2027 13:25:48 -0400", "Muni offerings 4/22", "<ws.muni.0422.132548@whitsayre.com>",
               text=body, attachments=[("WS_Muni_Offerings_042227.docx", CT["docx"], att)])
    return "25-docx-muni-offerings-ytc-ytm-par000", "docx", mail, gold


def d26():
    dealer = "baytreeadvisors"
    asof = D(2027, 9, 28)
    ust = lambda y: 3.92 + 0.045 * y  # noqa: E731
    sections = [
        ("CALIFORNIA", [("UNIV OF CALIFORNIA REGENTS TXBL", 4.85, D(2035, 5, 15), 1000, 68),
                        ("LOS ANGELES CA DEPT OF WTR & PWR TXBL", 5.1, D(2040, 7, 1), 500, 95)]),
        ("TEXAS", [("DALLAS FORT WORTH INTL ARPT TXBL", 4.95, D(2036, 11, 1), 750, 82),
                   ("TEXAS A&M UNIV TXBL", 4.6, D(2033, 5, 15), 250, 55)]),
        ("NEW JERSEY", [("NEW JERSEY ST TRANSN TR FD TXBL", 5.45, D(2039, 6, 15), 2000, 128)]),
    ]
    table = [["Issuer", "Cpn", "Maturity", "Par (000)", "Spread to UST", "Yield", "Price"]]
    gold = []
    for state, bonds in sections:
        table.append([state, "", "", "", "", "", ""])
        for iss, cpn, mat, par, spr in bonds:
            yrs = years(asof, mat)
            y = r(ust(yrs) + spr / 100, 3)
            px = r(price(cpn, yrs, y), 3)
            table.append([iss, f"{cpn:.2f}", mat.strftime("%m/%d/%Y"), f"{par:,}", f"+{spr}", f"{y:.3f}",
                          f"{px:.3f}"])
            key = f"{iss} {cpn:g} {mat.isoformat()}"
            for qt, v in (("spread", spr), ("yield", y), ("price", px)):
                gold.append(q(key, "muni", qt, None, v, None, par * 1000.0, dealer))

    def build(d):
        d.add_heading("Taxable Municipal Offerings", level=2)
        d.add_paragraph("Baytree Advisors - 28 September 2027. All bonds offered, subject to availability.")
        docx_table(d, table)
        d.add_paragraph("")
        d.add_paragraph("NJ TTF 39s: 2% sinking fund from 2036. Taxable munis 10-15bp cheap to A-rated corporates.")

    att = docx_bytes(build)
    body = ("Hi Greg - our taxable muni offerings for today attached.\n\nBest,\nMia Torres\n"
            "Baytree Advisors | Taxable Munis | 415-555-0186\n")
    mail = eml("Mia Torres <mtorres@baytreeadvisors.com>", "Greg Lam <glam@sequoiatrust.com>",
               "Tue, 28 Sep 2027 11:08:30 -0700", "Taxable muni offerings 9/28",
               "<bta.txbl.0928.110830@baytreeadvisors.com>", text=body,
               attachments=[("Baytree_Taxable_Offerings_0928.docx", CT["docx"], att)])
    return "26-docx-taxable-muni-state-sections-sprd-yld-px", "docx", mail, gold


LAYOUTS = [d21, d22, d23, d24, d25, d26]
