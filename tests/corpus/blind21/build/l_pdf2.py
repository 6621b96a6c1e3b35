"""PDF sheets as dealer systems print them (2 of 2): muni serials and terms, SSA on mid-swaps and UST, IG / HY /
FRN runs over pages, loan and CLO levels, government / EM / CDS runs. Pairs: (dev, hold-out).
"""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, cusip, date, iso, mc, mk, p32, pi, pxs, q, us_isin, yrs, yto

UST = [(2, 3.87), (3, 3.93), (5, 4.05), (7, 4.13), (10, 4.20), (20, 4.42), (30, 4.50)]
EUR_MS = [(2, 2.25), (3, 2.30), (5, 2.42), (7, 2.55), (10, 2.68), (15, 2.80)]


def _curve(curve, years):
    if years <= curve[0][0]:
        return curve[0][1]
    for (t0, y0), (t1, y1) in zip(curve, curve[1:], strict=False):
        if years <= t1:
            return y0 + (y1 - y0) * (years - t0) / (t1 - t0)
    return curve[-1][1]


def _years(i):
    return yrs(i)


def _pdf(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


def sp(n):
    return f"+{n}" if n >= 0 else f"{n}"


def dmy(i):
    y, m, d = i.split("-")
    return f"{d}/{m}/{y}"


# ---------------------------------------------------------------- 21 / 22: muni serials and terms


MORDIFORD = [
    ("MASSACHUSETTS ST GO CONS LN OF 2021 SER C", "Aa1/AA+", "OPT CALL 11/01/31 @ 100", "11/01/2031", [
        ("11/01/2033", "SER", 5.0, 500, 3.02), ("11/01/2035", "SER", 5.0, 250, 3.18), ("11/01/2041", "TERM", 4.0, 1000, 3.72)]),
    ("NEW YORK CITY NY TRANSITIONAL FIN AUTH FUTURE TAX SECD SUB SER 2020 A-2", "Aa1/AAA", "OPT CALL 08/01/30 @ 100", "08/01/2030", [
        ("08/01/2036", "SER", 5.0, 750, 3.31), ("08/01/2044", "TERM", 4.0, 500, 3.98), ("08/01/2050", "TERM", 3.0, 1500, "79.250")]),
    ("NEW JERSEY TPK AUTH TPK REV SER 2024B", "A2/AA-", "OPT CALL 01/01/34 @ 100", "01/01/2034", [
        ("01/01/2039", "SER", 5.0, 400, 3.71), ("01/01/2046", "TERM", 5.25, 600, 3.95)]),
    ("MASSACHUSETTS ST SCH BLDG AUTH SALES TAX REV SER 2016B", "Aa2/AA+", "CURRENTLY CALLABLE @ 100", None, [
        ("05/15/2046", "TERM", 3.0, 2000, "81.375")]),
]


def mordiford_muni_serials():
    dealer = "mordiford"
    head = ["CUSIP", "MATURITY", "S/T", "CPN", "AMT(M)", "YIELD", "PRICE", "KICKER", "CONC"]
    wid = [10, 11, 5, 6, 8, 7, 9, 7, 6]
    al = "lllrrrrrr"
    out = []
    gold = []
    total = 0
    for desc, rat, callnote, call, rows in MORDIFORD:
        out += ["", f"**{desc}", f"  {rat}   {callnote}"]
        tab = []
        for m, st, cp, amt, lev in rows:
            cu = mc(f"mordiford {desc} {m}")
            total += amt
            if isinstance(lev, str):  # a dollar bond: price only
                tab.append([cu, m, st, f"{cp:.3f}", f"{amt:,}", "-", lev, "-", "0.500"])
                gold += q(cu, "muni", dealer, size=(None, amt * 1000), price=(None, lev))
                continue
            if call and lev < cp:
                px = pxs(cp, lev, iso(call))
                kick = yto(cp, float(px), iso(m), nd=2)
            else:
                px = pxs(cp, lev, iso(m))
                kick = "-"
            tab.append([cu, m, st, f"{cp:.3f}", f"{amt:,}", f"{lev:.2f}", px, kick, "0.250"])
            gold += q(cu, "muni", dealer, size=(None, amt * 1000), yield_=(None, f"{lev:.2f}"), price=(None, px))
        out += pk.fixed(tab, wid, al)
    buf, c = pk.new("letter", "Municipal offerings - serials and terms", "Mordiford & Co")
    pk.mono(c, 36, 756, [
        "**MORDIFORD & CO.            MUNICIPAL SECONDARY OFFERINGS            12/14/27  07:46 ET",
        "BOSTON TRADING DESK  +1 617 555 0137                       SERIALS AND TERMS BY ISSUE",
        "=" * 88,
        "**" + pk.fixed([head], wid, al)[0],
        "-" * 88,
    ] + out + [
        "",
        "-" * 88,
        f"TOTAL PAR OFFERED (M)  {total:,}",
        "",
        "AMT(M) IN THOUSANDS. YIELD = YIELD TO WORST AT THE OFFERED PRICE (TO CALL WHERE PRICED TO CALL).",
        "KICKER = YIELD TO MATURITY IF NOT CALLED. CONC = DEALER CONCESSION IN POINTS.",
        "DOLLAR BONDS ('-' IN YIELD) ARE OFFERED ON PRICE.",
    ], size=7.8, lead=10.6)
    pk.mono(c, 36, 40, [
        "-" * 88,
        "MORDIFORD & CO. MEMBER FINRA/SIPC/MSRB  ONE FEDERAL ST BOSTON MA 02110  OFFERINGS SUBJECT TO PRIOR SALE   PAGE 1 OF 1",
    ], size=6.3, lead=8)
    data = pk.done(buf, c)
    text = ("Serials and terms we own, offered - see attached. Yields to worst; kicker is the YTM if they are not called.\n"
            "Two dollar bonds at the bottom of the NY and MA SBA blocks.\n\n"
            "Beth Kavanagh\nMordiford & Co. | Municipal Trading, Boston | +1 617 555 0137\n")
    return mk("mordiford-muni-serials-terms", "pdf", gold, sender="Beth Kavanagh <bkavanagh@mordiford.com>",
              subject="Mordiford muni offerings - serials / terms - 12/14", date=date("07:49:30", "-0500", 14),
              text=text, attachments=[_pdf("Mordiford_MuniOfferings_121427.pdf", data)],
              note="pdf:unruled emph:pdf-system emph:sections emph:totals emph:furniture emph:size-unit emph:near-numbers emph:missing-side emph:habits",
              meta={"sections": ["NEW JERSEY TPK AUTH TPK REV SER 2024B"]})


NETHERBY = [
    ("MINNESOTA", [
        (500, "MINNEAPOLIS MN HLTH CARE REV FAIRVIEW 2018A", 5.0, "11/15/2048", "11/15/28", 4.05),
        (1000, "MINNESOTA ST GO VARIOUS PURP SER 2023A", 5.0, "08/01/2036", "08/01/33", 3.02),
        (250, "ST PAUL MN HSG & REDEV AUTH REV SER 2020", 4.0, "07/01/2040", "07/01/30", 4.12),
    ]),
    ("WISCONSIN", [
        (750, "WISCONSIN ST GEN FD ANNUAL APPROP REV 2019A", 3.0, "05/01/2039", "05/01/29", "88.500"),
        (400, "MILWAUKEE WI MET SEW DIST GO SER 2022A", 4.0, "10/01/2037", "10/01/32", 3.49),
    ]),
    ("TEXAS (PSF GTD)", [
        (600, "FRISCO TX INDEP SCH DIST GO SER 2025", 5.0, "08/15/2045", "08/15/33", 3.81),
        (350, "HOUSTON TX INDEP SCH DIST GO SER 2022", 4.0, "02/15/2042", "02/15/32", 4.18),
    ]),
]


def netherby_muni_midwest():
    dealer = "netherby"
    head = ["Qty (M)", "CUSIP", "Description", "Cpn", "Maturity", "Call", "Yld to\nWorst", "Yld to\nMat", "Price", "Conc", "Takedown"]
    rows = [head]
    gold = []
    for sec, items in NETHERBY:
        rows.append([sec] + [""] * 10)
        for qty, desc, cp, m, call, lev in items:
            cu = mc(f"netherby {desc}")
            if isinstance(lev, str):
                rows.append([f"{qty:,}", cu, desc, f"{cp:.3f}", m, call, "-", "-", lev, "0.500", "0.250"])
                gold += q(cu, "muni", dealer, size=(None, qty * 1000), price=(None, lev))
                continue
            ci = iso(call)
            px = pxs(cp, lev, ci) if lev < cp else pxs(cp, lev, iso(m))
            ytm = yto(cp, float(px), iso(m), nd=2) if lev < cp else f"{lev:.2f}"
            rows.append([f"{qty:,}", cu, desc, f"{cp:.3f}", m, call, f"{lev:.2f}", ytm, px, "0.250", "0.125"])
            gold += q(cu, "muni", dealer, size=(None, qty * 1000), yield_=(None, f"{lev:.2f}"), price=(None, px))
    tot = sum(it[0] for _, items in NETHERBY for it in items)
    rows.append([f"{tot:,}", "", "Total quantity offered (M)", "", "", "", "", "", "", "", ""])
    buf, c = pk.new("letter", "Midwest municipal offerings", "Netherby Securities")
    y = pk.masthead(c, "NETHERBY SECURITIES", "Fixed Income - Municipal Trading  |  Minneapolis  |  +1 612 555 0175",
                    "MUNICIPAL OFFERINGS  -  MIDWEST / TEXAS PSF", ["Thursday, December 16, 2027", "06:58 CT", "Offerings, not bids"], ruled=False)
    sec_rows = [i for i, r in enumerate(rows) if r[1] == "" and i > 0 and not r[2]]
    y = pk.grid(c, 30, y, [34, 48, 200, 26, 44, 36, 32, 30, 38, 24, 36], rows, size=6.7, lead=8.3, head=1, ruled=False,
                align="rllrllrrrrr", spans={i: [(rows[i][0], 11)] for i in sec_rows}, bold=set(sec_rows) | {len(rows) - 1})
    pk.lines(c, 30, y - 12, [
        "Qty in thousands. Yield to worst at the offered price; yield to maturity shown for premium bonds priced to the call.",
        "Conc / Takedown in points (dealer concession and takedown), not levels. Dollar bonds (no yield) are offered on price.",
    ], size=6.6, lead=8.5)
    pk.page_footer(c, [
        "Netherby Securities Inc., member FINRA / SIPC / MSRB, 80 South Eighth Street, Minneapolis MN 55402. Offerings subject to prior sale.",
        "Ref NS-MUNI-1216-0658. Questions to the desk at +1 612 555 0175 or 1-888-555-0140.",
    ], 1, 1, ruled=False)
    data = pk.done(buf, c)
    text = ("Morning - Midwest and Texas PSF offerings attached. Qty in thousands, yields to worst.\n\n"
            "Carl Lindqvist\nNetherby Securities | Municipal Trading | +1 612 555 0175\n")
    return mk("netherby-muni-midwest", "pdf", gold, sender="Carl Lindqvist <clindqvist@netherby.com>",
              subject="NETHERBY muni offerings Thu 12/16 - MN / WI / TX PSF", date=date("07:01:12", "-0600", 16),
              text=text, attachments=[_pdf("netherby_muni_121627.pdf", data)],
              note="pdf:unruled emph:pdf-system emph:sections emph:totals emph:furniture emph:size-unit emph:near-numbers emph:missing-side emph:habits",
              meta={"sections": ["WISCONSIN", "TEXAS (PSF GTD)"]})


# ---------------------------------------------------------------- 23 / 24: SSA on mid-swaps and UST


OAK_EUR = [
    # issuer, isin prefix, cpn, maturity iso, bid spread, ask spread, size, mark on ask
    ("EIB", "XS", "2", 2.75, "2031-01-15", -2, -5, 25, ""),
    ("KFW", "DE", "000A3", 2.5, "2030-03-12", -9, -12, 50, "*"),
    ("EFSF", "EU", "000A2", 3.0, "2034-07-04", 18, 15, 15, ""),
    ("EU", "EU", "000A3", 3.125, "2035-10-04", 31, 28, 20, ""),
    ("ESM", "EU", "000A1", 2.875, "2032-09-15", 12, 9, 25, ""),
    ("BNG", "XS", "2", 2.625, "2033-01-20", 8, 5, 10, ""),
]
OAK_USD = [
    ("IBRD", "459058", 4.25, "2032-03-15", 28, 25, 10),
    ("IADB", "4581X0", 4.125, "2031-07-20", 24, 21, 10),
    ("AFDB", "00828E", 4.375, "2030-11-03", 22, 19, 5),
    ("ADB", "045167", 4.5, "2034-08-29", 33, 30, 10),
    ("AIIB", "00182F", 4.0, "2029-01-18", 16, 13, 5),
]


def oakhanger_ssa():
    dealer = "oakhanger"
    gold = []
    head = ["ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Ask", "Bid Px", "Ask Px", "Size^1", "Chg"]
    rows = [head]
    rows.append(["EUR SSA  -  levels are spread to mid-swaps in bp; prices clean", "", "", "", "", "", "", "", "", ""])
    for k, (iss, cc, pre, cp, m, sb, sa, sz, mark) in enumerate(OAK_EUR):
        isn = pi(cc, pre, f"oakhanger {iss} {cp} {m}")
        sw = _curve(EUR_MS, _years(m))
        pb = pxs(cp, sw + sb / 100, m, freq=1)
        pa = pxs(cp, sw + sa / 100, m, freq=1)
        rows.append([isn, iss, f"{cp:.3f}", dmy(m), sp(sb), sp(sa) + mark, pb, pa, str(sz), ("-1", "0", "+1", "-2", "0", "+1")[k]])
        gold += q(isn, "agency", dealer, size=sz * 1_000_000, review=("i_spread",) if mark else (), i_spread=(sp(sb), sp(sa)), price=(pb, pa))
    rows.append(["USD SSA  -  levels are spread to the interpolated UST curve in bp; prices clean", "", "", "", "", "", "", "", "", ""])
    for k, (iss, base, cp, m, sb, sa, sz) in enumerate(OAK_USD):
        isn = us_isin(base + f"{(k * 37 + 11) % 100:02d}")
        ty = _curve(UST, _years(m))
        pb = pxs(cp, ty + sb / 100, m)
        pa = pxs(cp, ty + sa / 100, m)
        rows.append([isn, iss, f"{cp:.3f}", dmy(m), sp(sb), sp(sa), pb, pa, str(sz), ("0", "-1", "0", "+2", "-1")[k]])
        gold += q(isn, "agency", dealer, size=sz * 1_000_000, spread=(sp(sb), sp(sa)), price=(pb, pa))
    buf, c = pk.new("a4", "SSA run", "Oakhanger Securities")
    y = pk.masthead(c, "Oakhanger Securities plc", "SSA & Agencies Trading  |  London  |  +44 20 7946 0731", "SSA RUN  -  EUR vs MID-SWAPS  |  USD vs UST",
                    ["Wed 08 Dec 2027  08:06 London", "Levels: bid / ask", "Sizes per line (note 1)"], ruled=False)
    secs = [i for i, r in enumerate(rows) if r[1] == "" and i > 0]
    y = pk.grid(c, 36, y, [74, 40, 34, 56, 36, 40, 44, 44, 34, 30], rows, size=7.0, lead=9.0, head=1, ruled=False,
                align="lllrrrrrrr", spans={i: [(rows[i][0], 10)] for i in secs}, bold=set(secs))
    pk.lines(c, 36, y - 12, [
        "1 Sizes in millions of the section's currency (EUR mm for the EUR lines, USD mm for the USD lines).",
        "* Stale - KfW 2030s not refreshed since Tuesday's close; call before dealing.",
        "Chg = bid spread change on the day (bp). Mid-swaps: EUR annual 30/360 vs 6m Euribor; UST: on-the-run curve, linear.",
    ], size=6.8, lead=8.8)
    pk.page_footer(c, [
        "Oakhanger Securities plc, 25 Old Broad Street, London EC2N 1HQ. Authorised and regulated by the FCA (FRN 612 448).",
        "For professional clients only. Tel. +44 20 7946 0731 (recorded). Document SSA-RUN-271208-0806.",
    ], 1, 1, ruled=False)
    data = pk.done(buf, c)
    text = ("Good morning,\n\nSSA run attached: EUR lines on spread to mid-swaps, USD lines on spread to UST, prices beside. Sizes\n"
            "per line as shown (see the note for the unit).\n\nKind regards,\nHarriet Voss\nOakhanger Securities | SSA Trading | +44 20 7946 0731\n")
    return mk("oakhanger-ssa-run", "pdf", gold, sender="Harriet Voss <hvoss@oakhanger.co.uk>",
              subject="Oakhanger SSA run - EUR vs MS / USD vs UST - 08 Dec", date=date("08:09:14", "+0000", 8),
              text=text, attachments=[_pdf("Oakhanger_SSA_Run_08Dec27.pdf", data)],
              note="pdf:unruled emph:pdf-system emph:sections emph:footnote emph:furniture emph:size-unit emph:unit-switch emph:near-numbers emph:habits",
              meta={"sections": ["EUR SSA  -  levels are spread to mid-swaps in bp; prices clean"], "marks": ["*"]})


PENRHOS = [
    ("KFW - EUR 20 M", "20MM", "EUR", [("KFW", 2.375, "2030-05-15", -10, -13), ("KFW", 2.75, "2033-02-11", -6, -9), ("KFW", 3.0, "2036-10-02", -1, -4)]),
    ("RENTENBANK - EUR 10 M", "10MM", "EUR", [("RENTENBANK", 2.5, "2031-06-12", -7, -10)]),
    ("EIB - EUR 15 M", "15MM", "EUR", [("EIB", 2.875, "2032-10-15", -1, -4), ("EIB", 3.0, "2035-03-14", 6, 3)]),
    ("CADES / BNG - EUR 10 M", "10MM", "EUR", [("CADES", 3.125, "2034-11-25", 27, 24), ("BNG", 2.75, "2031-04-04", 2, -1)]),
    ("USD - T+ IN BP - USD 5 M", "5MM", "USD", [("KFW", 4.125, "2031-07-15", 22, 19), ("EIB", 4.25, "2033-02-15", 27, 24), ("RENTENBANK", 4.0, "2030-01-22", 20, 17)]),
]


def penrhos_ssa_mono():
    dealer = "penrhos"
    head = ["ISSUER", "CPN", "MATURITY", "BID", "ASK", "BID PX", "ASK PX", "CHG", "PREV MID"]
    wid = [11, 6, 11, 7, 7, 8, 8, 4, 8]
    al = "lrlrrrrrr"
    out = []
    gold = []
    for title, size, ccy, rows in PENRHOS:
        out += ["", "**" + title]
        tab = []
        for k, (iss, cp, m, sb, sa) in enumerate(rows):
            if ccy == "EUR":
                base = _curve(EUR_MS, _years(m))
                pb, pa = pxs(cp, base + sb / 100, m, freq=1), pxs(cp, base + sa / 100, m, freq=1)
                cb, ca = f"MS{sp(sb)}", f"MS{sp(sa)}"
                qt = "i_spread"
            else:
                base = _curve(UST, _years(m))
                pb, pa = pxs(cp, base + sb / 100, m), pxs(cp, base + sa / 100, m)
                cb, ca = f"T{sp(sb)}", f"T{sp(sa)}"
                qt = "spread"
            mid = (sb + sa) / 2 + (1 if k % 2 else -1)
            tab.append([iss, f"{cp:.3f}", f"{m[8:10]}.{m[5:7]}.{m[:4]}", cb, ca, pb, pa, ("+1", "-1", "0")[k % 3], f"{mid:+.1f}"])
            key = f"{iss} {cp:g} {m}"
            gold += q(key, "agency", dealer, size=size, **{qt: (sp(sb), sp(sa))}, price=(pb, pa))
        out += pk.fixed(tab, wid, al)
    buf, c = pk.new("a4", "SSA Quotes", "Penrhos Bank AG")
    pk.mono(c, 40, 790, [
        "**PENRHOS BANK AG  -  SSA / AGENCIES  -  FRANKFURT",
        "QUOTES 14.12.2027  09:12 MEZ          DESK +49 69 2475 3380",
        "=" * 74,
        "**" + pk.fixed([head], wid, al)[0],
        "-" * 74,
    ] + out + [
        "",
        "-" * 74,
        "EUR LINES: SPREAD TO MID-SWAPS (MS), BP. USD LINES: SPREAD TO UST (T+), BP.",
        "SIZES PER SECTION AS HEADED (M = MILLION). PREV MID = YESTERDAY'S MID SPREAD, BP.",
    ], size=7.8, lead=10.4)
    pk.mono(c, 40, 44, [
        "-" * 74,
        "PENRHOS BANK AG, TAUNUSANLAGE 9, 60329 FRANKFURT AM MAIN. HRB 48 211. BAFIN-ID 100 733.",
        "NUR FUER PROFESSIONELLE KUNDEN / PROFESSIONAL CLIENTS ONLY.                          SEITE 1 VON 1",
    ], size=6.3, lead=8)
    data = pk.done(buf, c)
    text = ("Hello,\n\nplease find our SSA quotes attached (EUR vs mid-swaps, USD vs UST). Sizes per issuer block.\n\n"
            "Best regards\nJonas Wehrle\nPenrhos Bank AG | SSA / Agencies | +49 69 2475 3380\n")
    return mk("penrhos-ssa-quotes", "pdf", gold, sender="Jonas Wehrle <jonas.wehrle@penrhos.de>",
              subject="Penrhos SSA quotes 14.12.2027", date=date("09:15:40", "+0100", 14),
              text=text, attachments=[_pdf("Penrhos_SSA_14122027.pdf", data)],
              note="pdf:unruled emph:pdf-system emph:sections emph:furniture emph:size-scope emph:unit-switch emph:near-numbers emph:habits",
              meta={"sections": ["KFW - EUR 20 M", "USD - T+ IN BP - USD 5 M"]})


# ---------------------------------------------------------------- 25 / 26: IG / HY / FRN over two pages, header repeated


QUARLEY_IG = [
    ("Financials", [("BRAXMOOR BANK", 5.2, "03/15/31", "A2/A", "3Y", 88, 83, 85), ("STANBRIDGE INS", 4.85, "09/01/33", "A3/A-", "5Y", 112, 106, 107),
                    ("HOLMWOOD CAPITAL", 5.65, "01/20/35", "Baa1/BBB+", "7Y", 131, 125, 127), ("BRAXMOOR BANK", 5.6, "11/04/37", "A2/A", "10Y", 142, 136, 139),
                    ("STANBRIDGE INS", 5.4, "03/01/37", "A3/A-", "10Y", 138, 131, 133), ("HOLMWOOD CAPITAL", 6.1, "06/15/45", "Baa1/BBB+", "30Y", 171, 163, 165)]),
    ("Industrials", [("CORVELL FOODS", 4.9, "06/15/32", "Baa2/BBB", "5Y", 104, 98, 100), ("AUDLEY RAIL", 5.1, "02/01/34", "A3/BBB+", "7Y", 109, 103, 104),
                     ("TRESCO PHARMA", 5.35, "08/12/36", "A2/A", "10Y", 118, 112, 114), ("MARWELL TELECOM", 5.75, "04/30/35", "Baa3/BBB-", "7Y", 176, 168, 171),
                     ("CORVELL FOODS", 5.45, "06/15/37", "Baa2/BBB", "10Y", 139, 133, 135), ("AUDLEY RAIL", 5.75, "02/01/54", "A3/BBB+", "30Y", 149, 142, 144),
                     ("TRESCO PHARMA", 4.75, "08/12/30", "A2/A", "3Y", 74, 69, 70)]),
    ("Utilities", [("PELLINGHAM UTILS", 5.05, "10/01/33", "A3/A-", "5Y", 101, 95, 97), ("ORTON WATER", 5.3, "05/15/36", "A2/A", "10Y", 107, 101, 101),
                   ("PELLINGHAM UTILS", 5.6, "10/01/47", "A3/A-", "30Y", 133, 127, 130), ("ORTON WATER", 5.05, "11/15/32", "A2/A", "5Y", 93, 88, 88)]),
]
QUARLEY_HY = [
    ("Energy", [("FALSTONE ENERGY", 6.875, "05/15/32", "05/15/28 @ 103.438", "B1/BB-", 99.75, 100.375, 0),
                ("KESTREL AGGREGATES", 7.25, "06/30/30", "06/30/28 @ 103.625", "B2/B", 101.25, 101.75, 0)]),
    ("Media / Telecom", [("DORNOCH MEDIA", 8.5, "02/15/31", "02/15/28 @ 104.25", "Caa1/B-", 96.5, 97.25, 1),
                         ("RHOSSILI CABLE", 9.0, "09/01/29", "NC", "Caa2/CCC", 86.5, 88.0, 0),
                         ("BLAKEMERE CHEM", 5.5, "11/15/30", "11/15/28 @ 101.375", "B1/B+", 93.25, 94.0, 0)]),
]
QUARLEY_FRN = [("BRAXMOOR BANK", "SOFR+95", "03/15/30", 92, 86, "100.120", "100.360"), ("AUDLEY RAIL", "SOFR+110", "07/22/31", 108, 101, "100.050", "100.320"),
               ("STANBRIDGE INS", "SOFR+125", "12/01/32", 131, 123, "99.780", "100.110")]
TENOR_Y = {"3Y": 3.93, "5Y": 4.05, "7Y": 4.13, "10Y": 4.20, "30Y": 4.50}


def _hy_ytw(c, px, m, callnote):
    """A high-yield bond's yield to worst at a price: the lower of the yield to maturity and to the first call at its price."""
    y = float(yto(c, px, iso(m), nd=2))
    if callnote != "NC":
        cd, cp = callnote.split(" @ ")
        if iso(cd) > "2027-12-31":
            y = min(y, float(yto(c, px, iso(cd), nd=2, redemption=float(cp))))
    return f"{y:.2f}"


def quarley_ig_hy_pages():
    dealer = "quarley"
    gold = []
    ig_head = ["Issuer / CUSIP / Rank", "Cpn", "Maturity", "Mdy/S&P", "Bmk", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr", "Prior Ofr", "Chg"]
    ig_rows = []
    for sec, rows in QUARLEY_IG:
        ig_rows.append([sec] + [""] * 10)
        for iss, cp, m, rat, bmk, sb, so, prior in rows:
            cu = cusip(pc8(iss, m))
            pb, po = pxs(cp, TENOR_Y[bmk] + sb / 100, iso(m)), pxs(cp, TENOR_Y[bmk] + so / 100, iso(m))
            mark = "(1)" if (iss, cp) == ("HOLMWOOD CAPITAL", 5.65) else ""
            rank = "Sub T2" if iss.endswith("BANK") and cp > 5.5 else ("1st Mtg" if sec == "Utilities" else "Sr Unsec")
            ig_rows.append([f"{iss}\n{cu}\n{rank}", f"{cp:.3f}", m, rat, bmk, sp(sb) + mark, sp(so), pb, po, sp(prior), f"{so - prior:+d}" if so != prior else "0"])
            gold += q(cu, "ig", dealer, size="5MM", spread=(sp(sb), sp(so)), price=(pb, po))
    hy_head = ["Issuer", "Cpn", "Maturity", "Next Call", "Mdy/S&P", "Px Bid", "Px Ofr", "YTW Bid", "YTW Ofr", "Prior Close", "Chg"]
    hy_rows = []
    moves = iter([0.25, -0.125, 0.5, -1.0, 0.375])
    for sec, rows in QUARLEY_HY:
        hy_rows.append([sec] + [""] * 10)
        for iss, cp, m, call, rat, pb, po, star in rows:
            yb, yo = _hy_ytw(cp, pb, m, call), _hy_ytw(cp, po, m, call)
            s = "*" if star else ""
            fpb, fpo = f"{pb:.3f}", f"{po:.3f}"
            mv = next(moves)
            prior = f"{pb - mv:.3f}"
            hy_rows.append([iss, f"{cp:.3f}", m, call, rat, fpb + s, fpo + s, yb, yo, prior, f"{mv:+.3f}"])
            gold += q(f"{iss} {cp:g} {iso(m)}", "hy", dealer, size="2MM", review=("price",) if star else (), price=(fpb, fpo), yield_=(yb, yo))
    frn_head = ["Issuer", "Index + QM", "Maturity", "ISIN", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr"]
    frn_rows = [["FRNs (3mm unless noted) - discount margin in bp", "", "", "", "", "", "", ""]]
    for iss, idx, m, db, do, pb, po in QUARLEY_FRN:
        isn = us_isin(pc8(iss, m))
        frn_rows.append([iss, idx, m, isn, str(db), str(do), pb, po])
        gold += q(isn, "frn", dealer, size="3MM", dm=(str(db), str(do)), price=(pb, po))
    ig_w = [98, 30, 44, 54, 28, 44, 44, 44, 44, 44, 26]
    hy_w = [98, 30, 44, 78, 50, 44, 44, 38, 38, 44, 32]
    frn_w = [100, 62, 50, 78, 50, 50, 55, 55]
    size, lead = 7.6, 10.0
    comment = [
        "**MORNING COMMENT",
        "UST 10y 4.20% (-2bp overnight); CDX IG 49 closed 51.5 (-0.25), HY 49 107-08 close. IG new issue: 6 deals / 8.4bn priced yesterday, avg",
        "concession 3bp, books 3.9x. Today: Braxmoor Bank 10y expected at T+140 area (IPT +165 area). Secondary: financials 1 - 2 tighter,",
        "utilities unchanged, telecom 2 - 3 wider on supply. HY: energy firm, media / cable heavy after Rhossili's Q3 numbers (EBITDA -12%).",
        "",
    ]
    secs = {k for k, r in enumerate(ig_rows) if r[1] == ""}
    top = 792 - 34 - 42
    head_h = pk.row_height(ig_head, lead)
    split = pk.paginate(ig_rows, lead, top - len(comment) * 9 - 78, top - 78, sections=secs, head_h=head_h)
    buf, c = pk.new("letter", "Credit run", "Quarley Brothers")
    for i, idx in enumerate(split, 1):
        if i > 1:
            c.showPage()
        y = pk.masthead(c, "QUARLEY BROTHERS", "US Credit Trading  |  New York  |  +1 212 555 0186",
                        "CREDIT RUN  -  IG (T-spread / price)  |  HY (price / YTW)  |  FRNs (DM)", ["Wed 12/08/2027 07:12 ET", f"Page {i} of {len(split)}",
                                                                                                  "Sizes: IG 5mm, HY 2mm, FRNs 3mm unless noted"])
        if i == 1:
            y = pk.lines(c, 36, y, comment, size=7, lead=9)
        c.setFont("Helvetica-Bold", 7.5)
        c.drawString(36, y, "INVESTMENT GRADE" + (" (continued)" if i > 1 else ""))
        rows = [ig_head] + [ig_rows[k] for k in idx]
        sp_ = {n + 1: [(ig_rows[k][0], 11)] for n, k in enumerate(idx) if k in secs}
        y = pk.grid(c, 36, y - 4, ig_w, rows, size=size, lead=lead, head=1, align="llllrrrrrrr", spans=sp_, shade={k: 0.9 for k in sp_})
        if i == len(split):
            for title, hd, rws, ww, al in (("HIGH YIELD", hy_head, hy_rows, hy_w, "llllrrrrrrr"), ("FLOATING RATE NOTES", frn_head, frn_rows, frn_w, "llllrrrr")):
                c.setFont("Helvetica-Bold", 7.5)
                c.drawString(36, y - 14, title)
                rows = [hd] + rws
                sp_ = {k: [(r[0], len(hd))] for k, r in enumerate(rows) if k > 0 and r[1] == ""}
                y = pk.grid(c, 36, y - 18, ww, rows, size=size, lead=lead, head=1, align=al, spans=sp_, shade={k: 0.9 for k in sp_})
            y = pk.lines(c, 36, y - 14, [
                "(1) New issue, when-issued; settles 12/15/27.",
                "* Indicative - last traded 12/06, level not refreshed; call the desk before dealing.",
                "Bmk: on-the-run UST. Prior Ofr / Prior Close: last night's 4pm levels. Chg: IG offer spread (bp), HY bid price (pts) vs prior.",
                "YTW: yield to worst at the price shown (to the next call at its call price where lower).",
            ], size=6.6, lead=8.6)
            assert y > 60, "the last page runs into the footer"
        pk.page_footer(c, [
            "Quarley Brothers & Co., member FINRA / SIPC, 300 Park Avenue, New York NY 10022. For institutional investors; not research.",
            "Desk +1 212 555 0186  |  Sales +1 212 555 0190  |  Ref QB-CR-271208-0712",
        ], i, len(split))
    data = pk.done(buf, c)
    text = ("Morning all,\n\nCredit run attached. Sizes: IG 5mm, HY 2mm, FRNs 3mm unless noted.\n"
            "HY: one line starred (not refreshed), see footnote.\n\nMarcus Quinn\nQuarley Brothers | US Credit Trading | +1 212 555 0186\n")
    return mk("quarley-credit-run", "pdf", gold, sender="Marcus Quinn <mquinn@quarley.com>",
              subject="Quarley credit run 12/08 - IG / HY / FRN", date=date("07:15:33", "-0500", 8),
              text=text, attachments=[_pdf("Quarley_CreditRun_20271208.pdf", data)],
              note="pdf:ruled pdf:multipage pdf:header-repeat emph:pdf-system emph:multipage emph:header-repeat emph:wrapped emph:sections emph:footnote "
                   "emph:furniture emph:size-scope emph:near-numbers emph:everyday",
              meta={"sections": ["Financials", "Media / Telecom"], "marks": ["*", "(1)"], "header": "Prior Ofr",
                    "wrapped": [("BRAXMOOR BANK", cusip(pc8("BRAXMOOR BANK", "03/15/31"))), ("ORTON WATER", cusip(pc8("ORTON WATER", "05/15/36")))]})


def pc8(iss, m):
    """A base of eight characters for an invented US CUSIP (issuer stem from the name)."""
    import hashlib

    h = int(hashlib.sha1(f"{iss} {m}".encode()).hexdigest(), 16)
    return f"{h % 900000 + 100000:06d}" + "A" + str(h % 7)


RUDGWICK_IG = [
    ("Autos & Industrials", [("VALDEMAR AUTO", 3.25, "2031-04-14", "Baa1/BBB+", 118, 112), ("HOLLESLEY CHEM", 3.5, "2033-09-22", "Baa2/BBB", 141, 134),
                             ("BAERENFELS AG", 3.125, "2032-06-03", "A3/A-", 96, 90), ("VALDEMAR AUTO", 3.875, "2035-01-19", "Baa1/BBB+", 146, 139),
                             ("HOLLESLEY CHEM", 4.0, "2036-09-22", "Baa2/BBB", 163, 155), ("BAERENFELS AG", 3.5, "2035-11-06", "A3/A-", 119, 113),
                             ("VALDEMAR AUTO", 2.75, "2030-06-12", "Baa1/BBB+", 88, 83)]),
    ("Utilities & Telecom", [("KERRINGTON UTIL", 3.0, "2034-03-08", "A3/BBB+", 104, 98), ("MONTALBAN TELECOM", 3.625, "2033-11-28", "Baa3/BBB-", 163, 155),
                             ("KERRINGTON UTIL", 3.75, "2038-03-08", "A3/BBB+", 132, 125), ("SOLVERA RE", 4.0, "2036-05-30", "A1/A+", 122, 115),
                             ("MONTALBAN TELECOM", 4.25, "2037-02-15", "Baa3/BBB-", 188, 179), ("KERRINGTON UTIL", 2.875, "2031-10-21", "A3/BBB+", 79, 74)]),
    ("Financials", [("ESTRELLA BANCO", 3.375, "2030-10-11", "A2/A", 82, 77), ("ESTRELLA BANCO", 4.25, "2034-10-11", "Baa2/BBB", 171, 163),
                    ("NORDHAVN BANK", 3.0, "2031-02-25", "Aa3/A+", 71, 66), ("SOLVERA RE", 4.625, "2044-09-30", "A3/A-", 211, 202),
                    ("NORDHAVN BANK", 3.375, "2034-06-18", "Aa3/A+", 98, 92)]),
]
RUDGWICK_HY = [("GRANVILLE PACKAGING", 5.75, "2030-07-15", "07/15/28 @ 102.875", "B1/B+", 101.0, 101.625, "+0.125", ""),
               ("CASTELNAU HOTELS", 6.5, "2031-03-01", "03/01/28 @ 103.25", "B3/B-", 97.25, 98.125, "-0.250", "\u2020"),
               ("TORRENT LEISURE", 4.375, "2029-12-15", "NC", "Caa1/CCC+", 84.5, 86.0, "-1.500", ""),
               ("ALDERGROVE SERVICES", 7.0, "2032-02-01", "02/01/29 @ 103.5", "B2/B", 102.5, 103.125, "0", "")]
RUDGWICK_FRN = [("NORDHAVN BANK", "3mE+78", "2030-05-20", 80, 74, "99.950", "100.180"), ("ESTRELLA BANCO", "3mE+105", "2031-09-09", 108, 100, "99.880", "100.200")]


def rudgwick_eur_credit_pages():
    dealer = "rudgwick"
    gold = []
    head = ["Issuer / ISIN / Rank", "Cpn", "Maturity", "Rating", "Bid (MS+)", "Ofr (MS+)", "Bid Px", "Ofr Px", "Z (mid)", "Chg", "Prev Ofr"]
    ig_rows = []
    for sec, rows in RUDGWICK_IG:
        ig_rows.append([sec] + [""] * 10)
        for iss, cp, m, rat, sb, so in rows:
            sw = _curve(EUR_MS, _years(m))
            pb, po = pxs(cp, sw + sb / 100, m, freq=1), pxs(cp, sw + so / 100, m, freq=1)
            isn = pi("XS", "2", f"rudgwick {iss} {cp} {m}")
            rank = "Tier 2" if iss.endswith("BANCO") and cp > 4 else ("Sub (hybrid)" if iss == "SOLVERA RE" and cp > 4.5 else "Senior unsecured")
            chg = (so % 3) - 1
            ig_rows.append([f"{iss}\n{isn}\n{rank}", f"{cp:.3f}", dmy(m), rat, str(sb), str(so), pb, po, f"{(sb + so) / 2 + 6:g}",
                            f"{chg:+d}" if chg else "0", str(so - chg)])
            gold += q(isn, "ig", dealer, size="2MM", i_spread=(str(sb), str(so)), price=(pb, po))
    hy_head = ["Issuer", "Cpn", "Maturity", "Call", "Rating", "Bid", "Ofr", "YTW Bid", "YTW Ofr", "Chg", "Prev Bid"]
    hy_rows = [["High yield (EUR 1mm unless noted) - price and yield to worst", "", "", "", "", "", "", "", "", "", ""]]
    for iss, cp, m, call, rat, pb, po, chg, mark in RUDGWICK_HY:
        mdy_ = f"{m[5:7]}/{m[8:10]}/{m[2:4]}"
        yb, yo = _hy_ytw(cp, pb, mdy_, call), _hy_ytw(cp, po, mdy_, call)
        fpb, fpo = f"{pb:.3f}", f"{po:.3f}"
        shown = call if call == "NC" else f"{call[3:5]}/{call[:2]}/{call[6:8]}{call[8:]}"  # London prints the call date day first
        hy_rows.append([iss, f"{cp:.3f}", dmy(m), shown, rat, fpb, fpo + mark, yb, yo, chg, f"{pb - float(chg):.3f}"])
        gold += q(f"{iss} {cp:g} {m}", "hy", dealer, size="1MM", review=("price",) if mark else (), price=(fpb, fpo), yield_=(yb, yo))
    frn_head = ["Issuer", "Index + QM", "Maturity", "ISIN", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr"]
    frn_rows = [["FRNs (EUR 2mm) - discount margin over 3m Euribor, bp", "", "", "", "", "", "", ""]]
    for iss, idx, m, db, do, pb, po in RUDGWICK_FRN:
        isn = pi("XS", "2", f"rudgwick frn {iss} {m}")
        frn_rows.append([iss, idx, dmy(m), isn, str(db), str(do), pb, po])
        gold += q(isn, "frn", dealer, size="2MM", dm=(str(db), str(do)), price=(pb, po))
    ig_w = [96, 30, 46, 52, 44, 44, 40, 40, 34, 24, 38]
    hy_w = [100, 30, 46, 68, 50, 40, 40, 36, 36, 36, 40]
    frn_w = [96, 56, 50, 66, 50, 50, 56, 56]
    size, lead = 7.6, 10.0
    comment = [
        "**DESK COMMENT",
        "Bunds 10y 2.41% (-1); iTraxx Main S48 closed 56.5 (-0.5), Crossover 289 (-3). Primary: four EUR IG deals for 5.2bn yesterday, books 3.4x,",
        "new-issue premium 2 - 4bp. Autos softer (Valdemar 35s 3bp wider on the week); utilities and financials steady. HY: Castelnau",
        "refinancing talk at 6.5% area, not yet launched. Sizes: IG EUR 2mm unless noted; HY and FRNs as headed.",
        "",
    ]
    secs = {k for k, r in enumerate(ig_rows) if r[1] == ""}
    top = 842 - 34 - 42
    head_h = pk.row_height(head, lead)
    split = pk.paginate(ig_rows, lead, top - len(comment) * 9 - 78, top - 78, sections=secs, head_h=head_h)
    buf, c = pk.new("a4", "EUR credit run", "Rudgwick Capital")
    for i, idx in enumerate(split, 1):
        if i > 1:
            c.showPage()
        y = pk.masthead(c, "RUDGWICK CAPITAL", "European Credit Trading  |  London  |  +44 20 7946 0815", "EUR CREDIT RUN - IG on mid-swaps, HY on price, FRNs on DM",
                        ["13-Dec-2027 07:31 GMT", f"page {i} of {len(split)}", "IG: EUR 2mm unless noted"])
        if i == 1:
            y = pk.lines(c, 36, y, comment, size=7, lead=9)
        c.setFont("Helvetica-Bold", 7.5)
        c.drawString(36, y, "INVESTMENT GRADE - spread to mid-swaps (bp) / price" + (" - continued" if i > 1 else ""))
        rows = [head] + [ig_rows[k] for k in idx]
        sp_ = {n + 1: [(ig_rows[k][0], 11)] for n, k in enumerate(idx) if k in secs}
        y = pk.grid(c, 36, y - 4, ig_w, rows, size=size, lead=lead, head=1, align="llllrrrrrrr", spans=sp_, shade={k: 0.9 for k in sp_})
        if i == len(split):
            for title, h, rws, ww, al in (("HIGH YIELD", hy_head, hy_rows, hy_w, "llllrrrrrrr"), ("FLOATING RATE NOTES", frn_head, frn_rows, frn_w, "llllrrrr")):
                c.setFont("Helvetica-Bold", 7.5)
                c.drawString(36, y - 14, title)
                rows = [h] + rws
                y = pk.grid(c, 36, y - 18, ww, rows, size=size, lead=lead, head=1, align=al, spans={1: [(rows[1][0], len(h))]}, shade={1: 0.9})
            y = pk.lines(c, 36, y - 14, [
                "\u2020 Subject to confirmation - axe from a client, level not yet firm.",
                "Z (mid): Z-spread at mid, for reference. Chg: offer spread (IG, bp) or bid price (HY, pts) vs Friday's close; Prev: Friday's close.",
            ], size=6.6, lead=8.6)
            assert y > 60, "the last page runs into the footer"
        pk.page_footer(c, [
            "Rudgwick Capital LLP, 12 Moorgate, London EC2R 6DA. Authorised and regulated by the Financial Conduct Authority (FRN 548 901).",
            "For professional clients only. Calls recorded: +44 20 7946 0815. Ref RC-EUCR-20271213.",
        ], i, len(split))
    data = pk.done(buf, c)
    text = ("Morning,\n\nEUR credit run attached - IG on mid-swaps (EUR 2mm), HY on price (1mm) and FRNs on DM.\n\n"
            "Sophie Lund\nRudgwick Capital | European Credit | +44 20 7946 0815\n")
    first_isin = pi("XS", "2", "rudgwick VALDEMAR AUTO 3.25 2031-04-14")
    return mk("rudgwick-eur-credit-run", "pdf", gold, sender="Sophie Lund <slund@rudgwick.co.uk>",
              subject="Rudgwick EUR credit run - Mon 13 Dec", date=date("07:34:02", "+0000", 13),
              text=text, attachments=[_pdf("Rudgwick_EUR_Credit_13Dec27.pdf", data)],
              note="pdf:ruled pdf:multipage pdf:header-repeat emph:pdf-system emph:multipage emph:header-repeat emph:wrapped emph:sections emph:footnote "
                   "emph:furniture emph:size-scope emph:near-numbers emph:everyday",
              meta={"sections": ["Autos & Industrials", "Financials"], "marks": ["\u2020"], "header": "Prev Ofr",
                    "wrapped": [("VALDEMAR AUTO", first_isin)]})


# ---------------------------------------------------------------- 27 / 28: loan and CLO levels, fixed width


STANWICK_LOANS = [
    ("TECHNOLOGY", [("ARNSIDE SOFTWARE", "TLB", "S+325", "0.50", "99.50", "06/31", "1,250", "99.375", "99.750", "99.250", "+0.125"),
                    ("QUINTON DATA", "TLB", "S+375", "0.50", "99.00", "03/30", "875", "97.500", "98.000", "97.750", "-0.250"),
                    ("VERNEY CLOUD", "2L", "S+650", "0.75", "98.00", "09/31", "400", "n/a", "88.000", "88.500", "-0.500")]),
    ("HEALTHCARE", [("BELSTONE LABS", "TLB", "S+350", "0.50", "99.75", "10/30", "1,100", "98.875", "99.250", "98.750", "+0.125"),
                    ("HARTLAND CARE", "TLB", "S+450", "0.75", "98.50", "02/29", "620", "92.000", "93.000", "92.500", "-0.500")]),
    ("INDUSTRIALS", [("MOSTYN FREIGHT", "TLB", "S+300", "0.00", "100.00", "08/31", "1,500", "100.000", "100.250", "99.875", "+0.125"),
                     ("CRADDOCK METALS", "TLB-2", "S+400", "0.50", "99.25", "12/29", "700", "95.250", "96.000", "95.500", "-0.250")]),
]
STANWICK_CLO = [("HARTWELL PARK CLO 2025-2A", "B", "AA", "5.1", 190, 180, "99.750", "100.000"),
                ("HARTWELL PARK CLO 2025-2A", "D", "BBB-", "5.8", 410, 390, "97.500", "98.250"),
                ("ESKDALE CLO 2024-1A", "E", "BB-", "6.2", 720, 690, "94.250", "95.250"),
                ("ESKDALE CLO 2024-1A", "C", "A", "5.5", 265, 250, "99.500", "100.125")]


def stanwick_loans_clo():
    dealer = "stanwick"
    gold = []
    lhead = ["BORROWER", "FACILITY", "SPREAD", "FLR", "OID", "MATURITY", "FAC($MM)", "BID", "OFFER", "PRIOR BID", "CHG"]
    lw = [17, 8, 7, 5, 7, 8, 8, 8, 8, 9, 7]
    la = "lllrrlrrrrr"
    out = ["**" + pk.fixed([lhead], lw, la)[0]]
    bids = []
    for sec, rows in STANWICK_LOANS:
        out += ["", "**" + sec]
        tab = []
        for bor, fac, spr, flr, oid, m, sz, b, o, prior, chg in rows:
            tab.append([bor, fac, spr, flr, oid, m, sz, b, o, prior, chg])
            key = f"{bor} {fac} {spr} {m}"
            gold += q(key, "loan", dealer, size="1MM", price=(None if b == "n/a" else b, o))
            if b != "n/a":
                bids.append(float(b))
        out += pk.fixed(tab, lw, la)
    out += ["", f"AVERAGE BID ({len(bids)} LOANS)".ljust(70) + f"{sum(bids) / len(bids):.3f}"]
    chead = ["DEAL", "CLASS", "CUSIP", "RTG", "WAL", "DM BID", "DM OFR", "PX BID", "PX OFR"]
    cw = [26, 5, 9, 5, 4, 6, 6, 8, 8]
    ca = "lllllrrrr"
    cout = ["**" + pk.fixed([chead], cw, ca)[0]]
    tab = []
    for deal, cls, rtg, wal, db, do, pb, po in STANWICK_CLO:
        cu = cusip(pc8("stanwick " + deal, cls))
        tab.append([deal, cls, cu, rtg, wal, str(db), str(do), pb, po])
        gold += q(cu, "structured", dealer, size="2MM", dm=(str(db), str(do)), price=(pb, po))
    cout += pk.fixed(tab, cw, ca)
    buf, c = pk.new("letter", "Loan and CLO levels", "Stanwick Partners")
    pk.mono(c, 36, 756, [
        "**STANWICK PARTNERS  LEVERAGED FINANCE TRADING                       THU 12/09/27  08:20 ET",
        "LOANS 1MM, CLO 2MM CURRENT FACE UNLESS NOTED           DESK +1 212 555 0114 / 0115",
        "=" * 101,
        "**SECONDARY LOAN LEVELS (PX)",
    ] + out + ["", "=" * 101, "**CLO SECONDARY (DM BP OVER 3M SOFR / PX)"] + cout + [
        "",
        "-" * 101,
        "FAC($MM) = FACILITY SIZE. FLR = SOFR FLOOR (%). OID = ISSUE PRICE. PRIOR BID = 12/08 CLOSE;",
        "CHG = BID VS PRIOR. WAL IN YEARS. AVERAGE BID IS FOR REFERENCE ONLY. N/A = NO BID SHOWN.",
    ], size=7.7, lead=10.4)
    pk.mono(c, 36, 40, [
        "-" * 101,
        "STANWICK PARTNERS LLC  MEMBER FINRA/SIPC  ONE BRYANT PARK NEW YORK NY 10036   PRINTED 12/09/27 08:20:41   PAGE 1 OF 1",
    ], size=6.3, lead=8)
    data = pk.done(buf, c)
    text = ("Loan and CLO levels attached. Loans 1mm, CLOs 2mm current face unless noted.\n\n"
            "Greg Pemberton\nStanwick Partners | Leveraged Finance Trading | +1 212 555 0114\n")
    return mk("stanwick-loan-clo-levels", "pdf", gold, sender="Greg Pemberton <gpemberton@stanwick.com>",
              subject="Stanwick loan / CLO levels 12/09", date=date("08:23:19", "-0500", 9),
              text=text, attachments=[_pdf("STANWICK_LOAN_CLO_120927.pdf", data)],
              note="pdf:unruled emph:pdf-system emph:sections emph:totals emph:furniture emph:size-scope emph:near-numbers emph:missing-side emph:everyday",
              meta={"sections": ["TECHNOLOGY", "INDUSTRIALS"]})


TREGONY_LOANS = [
    ("CHEMICALS & MATERIALS", [("FONTAINE CHIMIE", "TLB", "E+375", "0.00", "99.50", "05/31", "900", "98.250", "98.750", "98.250"),
                               ("HAUGHMOND PLASTICS", "TLB", "E+425", "0.00", "99.00", "11/30", "650", "94.500", "95.500", "94.750")]),
    ("BUSINESS SERVICES", [("ZEEWOLDE GROUP", "TLB", "E+350", "0.00", "99.75", "02/32", "1,400", "99.500", "99.875", "99.375"),
                           ("PORTHLEVEN IT", "TLB", "E+400", "0.00", "98.50", "07/30", "525", "96.750*", "97.500*", "97.000"),
                           ("ZEEWOLDE GROUP", "2L", "E+700", "0.00", "98.00", "02/33", "300", "87.000", "n/a", "87.500")]),
]
TREGONY_CLO = [("ST ENODER CLO VII", "B-R", "AA", "4.9", 175, 165, "99.800", "100.050"),
               ("ST ENODER CLO VII", "E-R", "BB-", "6.0", 655, 630, "95.000", "96.000"),
               ("GWITHIAN EURO CLO 2023-1", "D", "BBB-", "5.6", 380, 365, "98.250", "98.875")]


def tregony_eur_loans_clo():
    dealer = "tregony"
    gold = []
    lhead = ["BORROWER", "TRANCHE", "MARGIN", "FLOOR", "OID", "MAT", "SIZE(EURm)", "BID", "OFFER", "CLOSE"]
    lw = [19, 8, 7, 6, 6, 6, 10, 9, 9, 8]
    la = "lllrrlrrrr"
    out = ["**" + pk.fixed([lhead], lw, la)[0]]
    facs, bids = [], []
    for sec, rows in TREGONY_LOANS:
        out += ["", "**" + sec]
        tab = []
        for bor, tr, mg, fl, oid, m, sz, b, o, close in rows:
            tab.append([bor, tr, mg, fl, oid, m, sz, b, o, close])
            key = f"{bor} {tr} {mg} {m}"
            rv = ("price",) if b.endswith("*") else ()
            gold += q(key, "loan", dealer, size="1MM", review=rv, price=(b.rstrip("*"), None if o == "n/a" else o.rstrip("*")))
            facs.append(int(sz.replace(",", "")))
            bids.append(float(b.rstrip("*")))
        out += pk.fixed(tab, lw, la)
    out += ["", pk.fixed([["TOTAL / AVERAGE", "", "", "", "", "", f"{sum(facs):,}", f"{sum(bids) / len(bids):.3f}", "", ""]], lw, la)[0]]
    chead = ["DEAL", "CLASS", "ISIN", "RTG", "WAL", "DM BID", "DM OFR", "PX BID", "PX OFR"]
    cw = [24, 5, 12, 5, 4, 6, 6, 8, 8]
    ca = "lllllrrrr"
    cout = ["**" + pk.fixed([chead], cw, ca)[0]]
    tab = []
    for deal, cls, rtg, wal, db, do, pb, po in TREGONY_CLO:
        isn = pi("XS", "2", f"tregony {deal} {cls}")
        tab.append([deal, cls, isn, rtg, wal, str(db), str(do), pb, po])
        gold += q(isn, "structured", dealer, size="2MM", dm=(str(db), str(do)), price=(pb, po))
    cout += pk.fixed(tab, cw, ca)
    buf, c = pk.new("a4", "EUR leveraged loans and CLO", "Tregony Securities")
    pk.mono(c, 36, 790, [
        "**TREGONY SECURITIES LTD - EUR LEVERAGED FINANCE                10-DEC-2027 08:05 LDN",
        "SIZES: LOANS EUR 1MM, CLO EUR 2MM PER SIDE UNLESS NOTED     SALES +44 20 7946 0452",
        "=" * 93,
        "**EUR LOANS - PRICE",
    ] + out + ["", "=" * 93, "**EUR CLO - DM OVER 3M EURIBOR (BP) AND PRICE"] + cout + [
        "",
        "-" * 93,
        "* INDICATIVE - PORTHLEVEN IT NOT TRADED THIS WEEK, LEVELS FROM LAST WEEK'S BWIC COLOUR.",
        "SIZE(EURm) = FACILITY SIZE, NOT THE SIZE QUOTED. OID = ISSUE PRICE. CLOSE = 09-DEC CLOSING BID. N/A = NO OFFER.",
        "AVERAGE = MEAN BID, FOR REFERENCE.",
    ], size=7.8, lead=10.6)
    pk.mono(c, 36, 44, [
        "-" * 93,
        "TREGONY SECURITIES LTD, 40 GRESHAM STREET, LONDON EC2V 7AY. FCA FRN 705 312. CALLS RECORDED.  PAGE 1/1",
    ], size=6.3, lead=8)
    data = pk.done(buf, c)
    text = ("Hi,\n\nEUR loan and CLO levels attached - loans EUR 1mm, CLOs EUR 2mm per side unless noted.\n\n"
            "Cheers,\nOwain Pryce\nTregony Securities | EUR Leveraged Finance | +44 20 7946 0452\n")
    return mk("tregony-eur-loans-clo", "pdf", gold, sender="Owain Pryce <opryce@tregony.co.uk>",
              subject="Tregony EUR loans / CLO - 10-Dec", date=date("08:08:47", "+0000", 10),
              text=text, attachments=[_pdf("Tregony_EUR_LevFin_10Dec27.pdf", data)],
              note="pdf:unruled emph:pdf-system emph:sections emph:totals emph:footnote emph:furniture emph:size-scope emph:near-numbers emph:missing-side "
                   "emph:everyday",
              meta={"sections": ["CHEMICALS & MATERIALS", "BUSINESS SERVICES"], "marks": ["*"]})


# ---------------------------------------------------------------- 29 / 30: governments, EM sovereigns, CDS


def _t(cp_frac, m):
    return f"T {cp_frac} {m}"


UPWEY_UST = [  # label, coupon, coupon as written, maturity, bid price, ask price (in 32nds), prior close, chg (32nds)
    ("2Y", 3.875, "3 7/8", "11/30/29", 100 + 1 / 32, 100 + 1.5 / 32, 99 + 31.5 / 32, "+1+"),
    ("3Y", 4.0, "4", "12/15/30", 100 + 5 / 32, 100 + 5.5 / 32, 100 + 4 / 32, "+1"),
    ("5Y", 4.0, "4", "11/30/32", 99 + 25 / 32, 99 + 25.5 / 32, 99 + 22 / 32, "+3"),
    ("7Y", 4.125, "4 1/8", "11/30/34", 99 + 31 / 32, 99 + 31.5 / 32, 99 + 27 / 32, "+4"),
    ("10Y", 4.25, "4 1/4", "11/15/37", 100 + 13 / 32, 100 + 14 / 32, 100 + 8 / 32, "+5"),
    ("30Y", 4.625, "4 5/8", "11/15/57", 101 + 30 / 32, 102 + 0 / 32, 101 + 20 / 32, "+10"),
]
UPWEY_EM = [("MEXICO", 5.75, "10/12/35", 97.25, 97.75), ("COLOM", 7.5, "02/02/34", 99.125, 99.75), ("PERU", 5.375, "02/08/33", 99.5, 99.875),
            ("CHILE", 4.85, "01/22/36", 97.0, 97.5), ("INDON", 5.1, "02/12/34", 98.375, 98.875)]
UPWEY_CDS = [("BRAXMOOR BANK", "100", "40", 58, 62, "+1", "59"), ("CORVELL FOODS", "100", "40", 74, 79, "-2", "78"),
             ("MARWELL TELECOM", "100", "40", 142, 149, "+3", "143"), ("RHOSSILI CABLE", "500", "25", 1180, 1260, "+40", "1,180"),
             ("CDX IG 49", "100", "40", "51.25", "51.75", "+0.25", "51.25")]


def upwey_govt_em_cds():
    dealer = "upwey"
    gold = []
    uhead = ["Tenor", "Security", "Bid", "Ask", "Bid Yld", "Ask Yld", "Prior Close", "Chg (32nds)", ""]
    urows = [uhead]
    for ten, cp, cw, m, b, a, prior, chg in UPWEY_UST:
        yb, ya = yto(cp, b, iso(m)), yto(cp, a, iso(m))
        urows.append([ten, _t(cw, m), p32(b), p32(a), yb, ya, p32(prior), chg, ""])
        gold += q(f"T {cp:g} {iso(m)}", "government", dealer, size="25MM", price=(p32(b), p32(a)), yield_=(yb, ya))
    ehead = ["Issuer", "Cpn / Maturity", "ISIN", "Px Bid", "Px Ofr", "YTM Bid", "YTM Ofr", "Rating", ""]
    erows = [ehead]
    for iss, cp, m, b, a in UPWEY_EM:
        isn = us_isin(pc8("upwey " + iss, m))
        yb, ya = yto(cp, b, iso(m)), yto(cp, a, iso(m))
        erows.append([iss, f"{cp:g} {m}", isn, f"{b:.3f}", f"{a:.3f}", yb, ya, {"MEXICO": "Baa2/BBB", "COLOM": "Baa3/BB+", "PERU": "Baa1/BBB",
                                                                                "CHILE": "A2/A", "INDON": "Baa2/BBB"}[iss], ""])
        gold += q(isn, "em_sovereign", dealer, size="2MM", price=(f"{b:.3f}", f"{a:.3f}"), yield_=(yb, ya))
    chead = ["Reference Entity", "Tenor", "Cpn", "Rec %", "Bid", "Ask", "Chg", "Prior Mid", ""]
    crows = [chead]
    for ent, cpn, rec, b, a, chg, prior in UPWEY_CDS:
        crows.append([ent, "5Y", cpn, rec, f"{b:,}" if isinstance(b, int) else b, f"{a:,}" if isinstance(a, int) else a, chg, prior, ""])
        gold += q(f"{ent} 5Y", "cds", dealer, size="10MM", spread=(str(b), str(a)))
    w = [40, 92, 58, 44, 44, 44, 50, 50, 10]
    w2 = [80, 62, 70, 44, 44, 44, 50, 50, 10]
    w3 = [92, 40, 58, 44, 44, 44, 50, 50, 10]
    buf, c = pk.new("letter", "Rates / EM / CDS", "Upwey Capital")
    y = pk.masthead(c, "UPWEY CAPITAL MARKETS", "Rates, EM & Credit Derivatives  |  New York  |  +1 212 555 0109",
                    "MORNING RUN - UST / EM SOVEREIGNS / CDS", ["Fri 17-Dec-2027 07:05:48 ET", "Sheet MR-1217", "Levels live at print"])
    for title, rows, ww, al in (("UST - price in 32nds / yield - 25MM per side", urows, w, "llrrrrrrl"),
                                ("EM SOVEREIGNS (USD) - price / yield to maturity - 2MM", erows, w2, "lllrrrrll"),
                                ("CDS 5Y SENIOR (bp running, 10x10)", crows, w3, "lrrrrrrrl")):
        c.setFont("Helvetica-Bold", 7.5)
        c.drawString(36, y, title)
        y = pk.grid(c, 36, y - 4, ww[:-1], [r[:-1] for r in rows], size=7.0, lead=8.8, head=1, align=al[:-1]) - 16
    pk.lines(c, 36, y, [
        "UST: '+' = half a 32nd; Prior Close = 12/16 4pm; Chg in 32nds vs prior close. EM: yields to maturity, street convention.",
        "CDS: conventional spread in bp on the standard coupon (Cpn, bp running) and recovery (Rec %); Prior Mid = 12/16 close.",
    ], size=6.6, lead=8.6)
    pk.page_footer(c, [
        "Upwey Capital Markets LLC, member FINRA / SIPC / NFA, 230 Park Avenue, New York NY 10169. Swaps with ECPs only. Ref UCM-MR-20271217-0705.",
        "Desk lines +1 212 555 0109 / 0110 (recorded). Not research.",
    ], 1, 1)
    data = pk.done(buf, c)
    text = ("Morning run attached: UST (25mm), EM sovs (2mm) and 5y CDS (10x10).\n\n"
            "Andre Fitzgerald\nUpwey Capital Markets | Rates / EM / CDS | +1 212 555 0109\n")
    return mk("upwey-morning-run", "pdf", gold, sender="Andre Fitzgerald <afitzgerald@upwey.com>",
              subject="Upwey morning run - UST / EM / CDS - 12/17", date=date("07:08:20", "-0500", 17),
              text=text, attachments=[_pdf("Upwey_MorningRun_121727.pdf", data)],
              note="pdf:ruled emph:pdf-system emph:furniture emph:size-scope emph:near-numbers emph:everyday",
              meta={})


VOW_GOVT = [  # security as written, key, coupon, maturity iso, bid, ask, yield decimals, decimal prices?, prior, chg
    ("T 4 1/8 11/30/29", "T 4.125 2029-11-30", 4.125, "2029-11-30", 100 + 16 / 32, 100 + 16.5 / 32, "32", 100 + 14 / 32, "+2"),
    ("T 4 11/30/32", "T 4 2032-11-30", 4.0, "2032-11-30", 99 + 24 / 32, 99 + 24.5 / 32, "32", 99 + 21.5 / 32, "+2+"),
    ("T 4 1/4 11/15/37", "T 4.25 2037-11-15", 4.25, "2037-11-15", 100 + 11 / 32, 100 + 12 / 32, "32", 100 + 6 / 32, "+5"),
    ("DBR 2.6 08/15/34", "DBR 2.6 2034-08-15", 2.6, "2034-08-15", 100.41, 100.47, "dec", 100.22, "+0.19"),
    ("OAT 3 11/25/34", "OAT 3 2034-11-25", 3.0, "2034-11-25", 99.36, 99.43, "dec", 99.20, "+0.16"),
    ("BTPS 3.85 09/01/34", "BTPS 3.85 2034-09-01", 3.85, "2034-09-01", 101.12, 101.22, "dec", 100.87, "+0.25"),
]
VOW_EM = [("PANAMA", 6.4, "02/14/35", 95.5, 96.125), ("SOAF", 5.875, "04/20/32", 98.25, 98.75), ("TURKEY", 7.125, "07/17/32", 100.375, 100.875),
          ("DOMREP", 6.0, "02/22/33", 98.625, 99.125)]
VOW_CDS = [("ITRX MAIN S48", "5Y", "100", "56.50", "57.50", "+0.75"), ("ITRX XOVER S48", "5Y", "500", "288", "292", "+4"),
           ("VALDEMAR AUTO", "5Y", "100", "92", "98", "+2"), ("HOLLESLEY CHEM", "5Y", "100", "121", "128", "-1"),
           ("MONTALBAN TELECOM", "5Y", "100", "168", "176", "+5"), ("CASTELNAU HOTELS", "5Y", "500", "455", "470", "+12")]


def vowchurch_govt_em_cds():
    dealer = "vowchurch"
    gold = []
    ghead = ["Security", "Bid", "Offer", "Bid Yld", "Offer Yld", "Close", "Chg", "Mod Dur"]
    grows = [ghead]
    for sec, key, cp, m, b, a, kind, prior, chg in VOW_GOVT:
        freq = 2 if kind == "32" else 1
        yb, ya = (yto(cp, b, m), yto(cp, a, m)) if freq == 2 else (_ya(cp, b, m), _ya(cp, a, m))
        fb, fa = (p32(b), p32(a)) if kind == "32" else (f"{b:.2f}", f"{a:.2f}")
        fprior = p32(prior) if kind == "32" else f"{prior:.2f}"
        mark = "(1)" if sec.startswith("BTPS") else ""
        sz = "50x50" if kind == "32" else "10x10"
        grows.append([sec, fb, fa + mark, yb, ya, fprior, chg, f"{_mdur(cp, float(yb), m):.2f}"])
        gold += q(key, "government", dealer, size=sz, review=("price",) if mark else (), price=(fb, fa), yield_=(yb, ya))
    ehead = ["Issuer", "Cpn", "Maturity", "ISIN", "Bid", "Offer", "Bid YTM", "Offer YTM"]
    erows = [ehead]
    for iss, cp, m, b, a in VOW_EM:
        isn = us_isin(pc8("vowchurch " + iss, m))
        yb, ya = yto(cp, b, iso(m)), yto(cp, a, iso(m))
        erows.append([iss, f"{cp:.3f}", m, isn, f"{b:.3f}", f"{a:.3f}", yb, ya])
        gold += q(isn, "em_sovereign", dealer, size="3MM", price=(f"{b:.3f}", f"{a:.3f}"), yield_=(yb, ya))
    chead = ["Name", "Tenor", "Cpn (bp)", "", "Bid", "Offer", "Chg", ""]
    crows = [chead]
    for ent, ten, cpn, b, a, chg in VOW_CDS:
        crows.append([ent, ten, cpn, "", b, a, chg, ""])
        size = "25MM" if ent.startswith("ITRX") else "5MM"
        gold += q(f"{ent} {ten}", "cds", dealer, size=size, spread=(b, a))
    w = [104, 50, 56, 44, 48, 50, 40, 50]
    buf, c = pk.new("a4", "Vowchurch rates / EM / CDS", "Vowchurch & Partners")
    y = pk.masthead(c, "VOWCHURCH & PARTNERS", "Rates, EM and Credit Trading  |  New York / London  |  +1 646 555 0133",
                    "DAILY RUN - GOVIES / EM SOVS / CDS", ["Tue 07-Dec-2027 06:45 ET", "11:45 London", "sheet 1 of 1"])
    for title, rows, al in (("GOVERNMENTS - UST in 32nds (50x50), EGBs in decimals (10x10)", grows, "lrrrrrrr"),
                            ("EM SOVEREIGNS - USD, 3mm per side", erows, "lrllrrrr"),
                            ("CDS - bp running; indices 25mm, single names 5mm per side", crows, "llrlrrrr")):
        c.setFont("Helvetica-Bold", 7.5)
        c.drawString(36, y, title)
        y = pk.grid(c, 36, y - 4, w, rows, size=7.0, lead=8.8, head=1, align=al) - 16
    pk.lines(c, 36, y, [
        "(1) Stale - BTP line carried from yesterday's close, not refreshed; confirm before trading.",
        "Close = prior session close; Chg vs close (32nds for UST, points for EGBs, bp for CDS). EGB yields annual, UST semi-annual.",
    ], size=6.6, lead=8.6)
    pk.page_footer(c, [
        "Vowchurch & Partners LLC (NY) / Vowchurch & Partners Ltd (London, FCA FRN 811 264). Member FINRA / SIPC. Ref VP-DR-271207.",
        "Phones recorded: NY +1 646 555 0133, London +44 20 7946 0276.",
    ], 1, 1)
    data = pk.done(buf, c)
    text = ("Good morning - daily run attached (govies, EM sovs, CDS). Sizes in the section headings.\n\n"
            "Ines Moreau\nVowchurch & Partners | Rates / EM / Credit | +1 646 555 0133\n")
    return mk("vowchurch-daily-run", "pdf", gold, sender="Ines Moreau <imoreau@vowchurch.com>",
              subject="Vowchurch daily run - govies / EM / CDS - 07 Dec", date=date("06:48:15", "-0500", 7),
              text=text, attachments=[_pdf("Vowchurch_DailyRun_071227.pdf", data)],
              note="pdf:ruled emph:pdf-system emph:furniture emph:footnote emph:size-scope emph:near-numbers emph:everyday",
              meta={"marks": ["(1)"]})


def _mdur(c, y, m):
    """Modified duration (years), roughly, for the sheet's risk column."""
    n = max(1, round(yrs(m) * 2))
    r = y / 200
    cfs = [(k / 2, c / 2 + (100 if k == n else 0)) for k in range(1, n + 1)]
    pv = sum(cf / (1 + r) ** k for k, (_, cf) in enumerate(cfs, 1))
    mac = sum(t * cf / (1 + r) ** k for k, (t, cf) in enumerate(cfs, 1)) / pv
    return mac / (1 + r)


def _ya(c, px, m):
    """An annual-coupon yield (European government bonds), 3 decimals."""
    years = yrs(m)
    n = max(1, round(years))
    lo, hi = -5.0, 60.0
    for _ in range(90):
        mid = (lo + hi) / 2
        pv = sum(c / (1 + mid / 100) ** k for k in range(1, n + 1)) + 100 / (1 + mid / 100) ** n
        if pv > px:
            lo = mid
        else:
            hi = mid
    return f"{(lo + hi) / 2:.3f}"


LAYOUTS = [
    mordiford_muni_serials, netherby_muni_midwest,
    oakhanger_ssa, penrhos_ssa_mono,
    quarley_ig_hy_pages, rudgwick_eur_credit_pages,
    stanwick_loans_clo, tregony_eur_loans_clo,
    upwey_govt_em_cds, vowchurch_govt_em_cds,
]
