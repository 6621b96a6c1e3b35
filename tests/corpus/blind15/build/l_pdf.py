"""PDF attachments: the inventory desks' offering sheets and level sheets."""

from __future__ import annotations

import pdfkit as pk
from common import (
    MIME_PDF,
    Attachment,
    date,
    f3,
    mat,
    mk,
    muni_px,
    q,
    uc,
    ui,
    yld_from_px,
    yrs,
)


def _pdf(slug, draw, size="letter", title="", author=""):
    buf, c = pk.new(size, title=title, author=author)
    draw(c)
    return Attachment(slug, pk.done(buf, c), MIME_PDF, "pdf")


def rows_draw(c, x, y, widths, items, *, align="", size=7, lead=8.6, ruled=True, font="Helvetica"):
    """items: (kind, cells) with kind head / band / row / strike / grey / sub; returns y below."""
    total = sum(widths)
    for kind, cells in items:
        if kind == "band":
            y = pk.grid(c, x, y, widths, [cells], size=size, lead=lead, head=1, spans={0: [(cells[0], len(widths))]},
                        ruled=ruled, shade={0: 0.86}, font=font)
            continue
        head = 1 if kind in ("head", "sub") else 0
        shade = {0: 0.9} if kind in ("grey", "strike") else None
        y0 = y
        y = pk.grid(c, x, y, widths, [cells], size=size, lead=lead, head=head, align=align, ruled=ruled, shade=shade, font=font)
        if kind == "strike":
            c.setLineWidth(0.6)
            c.line(x + 2, (y0 + y) / 2 + 1, x + total - 2, (y0 + y) / 2 + 1)
    return y


def frame(c, title, sub, page, pages, foot, *, w=612, h=792, logo=""):
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, h - 40, title)
    c.setFont("Helvetica", 7.5)
    c.drawString(36, h - 52, sub)
    if logo:
        c.setFont("Helvetica-Bold", 9)
        c.drawRightString(w - 36, h - 40, logo)
    c.setFont("Helvetica", 6)
    for i, ln in enumerate(foot.split("\n")):
        c.drawString(36, 34 - 7 * i, ln)
    c.drawRightString(w - 36, 20, f"Page {page} of {pages}")


# ---------------------------------------------------------------- 11 / 12: muni offering sheets


def p_pellbrook_muni_offerings():
    d = "pellbrook"
    snd = "Dominic Farrelly <dfarrelly@pellbrook.com>"
    states = [
        ("NEW YORK", [
            (500, "pb-ny1", "NEW YORK CITY NY TRANSITIONAL FIN\nAUTH FUTURE TAX SECD SUB SER 2022 C-1", 5.0, "2040-11-01", "2032-11-01", 100, 3.46, "Aa1/AAA", ""),
            (1000, "pb-ny2", "NEW YORK ST URBAN DEV CORP REV\nPERS INC TAX SER 2020 E", 4.0, "2045-03-15", "2030-03-15", 100, 4.18, "Aa1/AA+", ""),
            (250, "pb-ny3", "SUFFOLK CNTY NY WTR AUTH REV", 3.0, "2036-06-01", None, 100, 3.24, "Aa2/AAA", ""),
            (400, "pb-ny4", "TRIBOROUGH BRIDGE & TUNL AUTH NY\nGEN REV SER 2018 A", 5.0, "2043-11-15", "2028-05-15", 100, 3.71, "Aa3/AA-", "sold"),
        ]),
        ("CALIFORNIA", [
            (750, "pb-ca1", "CALIFORNIA ST GO VAR PURP", 5.0, "2037-09-01", "2033-09-01", 100, 3.02, "Aa2/AA-", ""),
            (300, "pb-ca2", "LOS ANGELES CA DEPT WTR & PWR REV\nPWR SYS SER 2023 B", 5.0, "2048-07-01", "2033-07-01", 100, 3.58, "Aa2/AA-", "fn"),
            (1500, "pb-ca3", "SAN DIEGO CA UNI SCH DIST GO\nELECTION 2018 SER F (CABS)", 0.0, "2039-07-01", None, 100, 3.66, "Aa2/AA", ""),
        ]),
        ("TEXAS", [
            (600, "pb-tx1", "HOUSTON TX UTIL SYS REV\nCOMB 1ST LIEN SER 2021 A", 4.0, "2046-11-15", "2031-11-15", 100, 4.09, "Aa2/AA", ""),
            (200, "pb-tx2", "NORTH TEXAS TWY AUTH REV 1ST TIER", 5.0, "2038-01-01", "2032-01-01", 100, 3.29, "A1/A+", ""),
            (850, "pb-tx3", "DALLAS FORT WORTH TX INTL ARPT REV\nJT SER 2022 B AMT", 5.25, "2050-11-01", "2032-11-01", 100, 4.14, "A1/A+", ""),
        ]),
    ]
    head = ["Par ($000)", "Description", "CUSIP", "Cpn", "Maturity", "Call", "Yield", "To", "Price", "Moody/S&P", "Note"]
    widths = [40, 150, 52, 28, 46, 62, 32, 18, 40, 50, 30]
    gold = []
    items_by_state = []
    for st, rows in states:
        items = [("band", [f"MUNICIPALS - {st}"])]
        par_tot = 0
        for par, seed, desc, c, m, call, cpx, y, rtg, flag in rows:
            cu = uc(seed)
            px = muni_px(c, y, m, call, cpx) if c else round(100 / (1 + y / 200) ** round(yrs(m) * 2), 3)
            to = "C" if call and y < c else "M"
            ytxt = f"{y:.2f}" + ("^1" if flag == "fn" else "")
            cells = [f"{par:,}", desc, cu, f"{c:.3f}", mat(m, "mmddyyyy"), f"{mat(call, 'mmddyy')} @ {cpx}" if call else "NC",
                     ytxt, to, f3(px), rtg, "SOLD" if flag == "sold" else ""]
            if flag == "sold":
                items.append(("strike", cells))
                continue
            par_tot += par
            items.append(("row", cells))
            gold += q(cu, "muni", d, size=par * 1000, review=("yield",) if flag == "fn" else (),
                      yield_=(None, f"{y:.2f}"), price=(None, f3(px)))
        items.append(("sub", [f"{par_tot:,}", f"Subtotal {st.title()} (available)", "", "", "", "", "", "", "", "", ""]))
        items_by_state.append(items)
    foot = ("Pellbrook Municipal Securities, Inc. | Member FINRA, SIPC, MSRB | 1735 Market St, 44th Fl, Philadelphia PA 19103 | (215) 555-0172\n"
            "All offerings subject to prior sale and change in price. Yields are to the date shown under 'To' (C = call, M = maturity).\n"
            "Prices include our markup. Min. denomination $5,000. Sheet ref PMS-0520-A, printed 05/20/2027 07:15 ET.")

    def draw(c):
        for page, parts in ((1, items_by_state[:2]), (2, items_by_state[2:])):
            frame(c, "PELLBROOK MUNICIPAL SECURITIES - DAILY OFFERINGS", "Thursday, May 20, 2027 | Settlement 05/21/2027 | Par in $000s",
                  page, 2, foot, logo="PELLBROOK")
            y = 720
            y = rows_draw(c, 36, y, widths, [("head", head)], align="rllrlrrcrll")
            for items in parts:
                y = rows_draw(c, 36, y, widths, items, align="rllrlrrcrll")
            if page == 2:
                tot = sum(r[0] for _, rs in states for r in rs if r[9] != "sold")
                y = rows_draw(c, 36, y, widths, [("sub", [f"{tot:,}", "TOTAL OFFERED", "", "", "", "", "", "", "", "", ""])])
                pk.lines(c, 36, y - 12, ["1 Indicative: bonds in transit from our correspondent, yield subject to confirmation on the print.",
                                         "CABS = capital appreciation bonds (zero coupon); price is the accreted offering price.",
                                         "MMD AAA 10y 2.88 / 20y 3.42 / 30y 3.71 at 07:00 ET (for reference only)."], size=6.5, lead=8)
            c.showPage()

    att = _pdf("Pellbrook_Offerings_052027.pdf", draw, title="Daily Offerings", author="Pellbrook Municipal")
    text = """Good morning,

Attached please find today's offering sheet (NY, CA, TX). Let me know if you want to see anything
in size; the Triborough 43s went this morning.

Dominic Farrelly
Municipal Sales & Trading | Pellbrook Municipal Securities, Inc.
(215) 555-0172 | dfarrelly@pellbrook.com
"""
    return mk("pellbrook-muni-offering-sheet", "pdf", gold, sender=snd, subject="Pellbrook Daily Offerings - Thursday 5/20",
              date=date("07:22:40", "-0400"), text=text, attachments=[att])


def p_ravensworth_muni_two_way():
    d = "ravensworth"
    snd = "Janet Okafor <jokafor@ravensworth.com>"
    rows = [  # seed, issuer, cpn, mat, call, par, bid y, ofr y, prev ofr, flag
        ("rw-1", "MASSACHUSETTS ST GO CONS LN 2024 SER A", 5.0, "2042-05-01", "2034-05-01", 1000, 3.74, 3.66, 3.68, ""),
        ("rw-2", "CHICAGO IL O'HARE INTL ARPT GEN SR LIEN AMT", 5.0, "2047-01-01", "2032-01-01", 500, 4.31, 4.20, 4.22, ""),
        ("rw-3", "WASHINGTON ST GO VAR PURP SER 2025 C", 4.0, "2044-08-01", "2035-08-01", 2000, 3.96, 3.90, 3.93, "dag"),
        ("rw-4", "PENNSYLVANIA TPK COMMN REV SUB", 5.0, "2039-12-01", "2029-12-01", 750, 3.52, 3.43, 3.45, ""),
        ("rw-5", "OHIO ST HOSP REV CLEVELAND CLINIC", 4.0, "2051-01-01", "2031-01-01", 1500, 4.46, 4.37, 4.40, ""),
        ("rw-6", "GEORGIA ST GO SER 2023 A", 5.0, "2033-07-01", None, 1000, 2.79, 2.72, 2.74, ""),
        ("rw-7", "NEW JERSEY ECON DEV AUTH SCH FACS CONSTR", 5.0, "2041-06-15", "2031-06-15", 400, 4.05, 3.95, 3.98, ""),
        ("rw-8", "MIAMI-DADE CNTY FL WTR & SWR SYS REV", 4.0, "2049-10-01", "2029-10-01", 600, 4.28, 4.19, 4.19, ""),
        ("rw-9", "MARYLAND ST DEPT TRANSN CONS TRANSN", 3.0, "2037-10-01", None, 800, 3.41, 3.33, 3.35, ""),
        ("rw-10", "INDIANA FIN AUTH HWY REV", 5.0, "2045-06-01", "2035-06-01", 350, 3.88, 3.79, 3.81, ""),
    ]
    head = ["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Par (000)", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px", "Prev Ofr Yld"]
    widths = [58, 210, 32, 56, 56, 46, 44, 44, 50, 50, 56]
    gold = []
    body = []
    for seed, iss, c, m, call, par, by, oy, pv, flag in rows:
        cu = uc(seed)
        bpx = muni_px(c, by, m, call)
        opx = muni_px(c, oy, m, call)
        body.append([cu, iss, f"{c:.2f}", mat(m, "mmddyy"), mat(call, "mmddyy") if call else "--", f"{par:,}",
                     f"{by:.2f}", f"{oy:.2f}" + ("^\u2020" if flag else ""), f3(bpx), f3(opx), f"{pv:.2f}"])
        gold += q(cu, "muni", d, size=par * 1000, review=("yield",) if flag else (),
                  yield_=(f"{by:.2f}", f"{oy:.2f}"), price=(f3(bpx), f3(opx)))
    foot = ("Ravensworth & Co. Municipal Trading | 2 International Pl, Boston MA 02110 | T 617 555 0114 | Member FINRA/SIPC/MSRB\n"
            "\u2020 Offer to the 2035 par call re-quoted from the 8:00 sheet - not yet refreshed, please check before executing.\n"
            "Prev Ofr Yld = yesterday's 4pm offer, shown for reference. Levels good for $ amounts shown, in $000.")

    def draw(c):
        w, h = 792, 612
        frame(c, "RAVENSWORTH & CO. - MUNICIPAL BID / OFFER RUN", "20-May-2027 09:30 ET | two-way, yields then dollar prices",
              1, 2, foot, w=w, h=h, logo="RAVENSWORTH & CO.")
        y = rows_draw(c, 36, h - 66, widths, [("head", head)] + [("row", r) for r in body[:6]], align="llrllrrrrrr", size=7.5, lead=9.5)
        del y
        c.showPage()
        frame(c, "RAVENSWORTH & CO. - MUNICIPAL BID / OFFER RUN (cont.)", "20-May-2027 09:30 ET", 2, 2, foot, w=w, h=h, logo="RAVENSWORTH & CO.")
        rows_draw(c, 36, h - 66, widths, [("row", r) for r in body[6:]], align="llrllrrrrrr", size=7.5, lead=9.5)
        c.showPage()

    att = _pdf("RAV_MUNI_RUN_20MAY27.pdf", draw, size="letterl", title="Muni run", author="Ravensworth")
    text = """Morning - two-way muni run attached (landscape, 2 pages). Sizes are the par column, both sides.

Janet Okafor | Ravensworth & Co. | 617 555 0114
"""
    return mk("ravensworth-muni-two-way-run", "pdf", gold, sender=snd, subject="RAV muni bid/offer run 5/20 9:30",
              date=date("09:34:12", "-0400"), text=text, attachments=[att])


# ---------------------------------------------------------------- 13 / 14: agency offering sheets


def _ag_y(c, px, m, call_yrs):
    return min(yld_from_px(c, px, yrs(m)), yld_from_px(c, px, call_yrs))


def p_corbridge_agency_offerings():
    d = "corbridge"
    snd = "Sam Achebe <sachebe@corbridge.com>"
    gold = []
    items = []
    items.append(("band", ["CALLABLE AGENCIES"]))
    callables = [  # qty, seed, iss, cpn, mat, sched, callyrs, px
        (10, "cb-1", "FHLB", 5.05, "2032-05-28", "Qtrly from 08/28/27", 0.25, "100.000"),
        (5, "cb-2", "FFCB", 4.875, "2031-06-02", "1x 06/02/28", 1.0, "99.750"),
        (15, "cb-3", "FHLMC", 5.5, "2037-05-26", "Semi-ann from 05/26/29", 2.0, "100.250"),
        (4, "cb-4", "FHLB", 4.6, "2029-11-30", "Cont. from 11/30/27\n(10 bd notice)", 0.5, "99.875"),
    ]
    for qty, seed, iss, c, m, sch, cy, px in callables:
        cu = uc(seed)
        y = _ag_y(c, float(px), m, cy)
        items.append(("row", [str(qty), cu, iss, f"{c:.3f}", mat(m, "mmddyyyy"), sch, "100.00", px, f"{y:.3f}"]))
        gold += q(cu, "agency", d, size=qty * 1_000_000, price=(None, px), yield_=(None, f"{y:.3f}"))
    items.append(("band", ["STEP-UPS (coupon schedule wrapped; YTW to the first call)"]))
    steps = [(8, "cb-5", "FHLB", 4.25, "2032-06-10", "4.25% to 06/10/29\n5.00% to 06/10/31, 6.00% to mat", "99.625", "4.43"),
             (3, "cb-6", "FFCB", 4.5, "2034-05-24", "4.50% to 05/24/28\n5.25% to 05/24/31, 6.25% to mat", "100.000", "4.50")]
    for qty, seed, iss, c, m, sch, px, y in steps:
        cu = uc(seed)
        items.append(("row", [str(qty), cu, iss, f"{c:.3f}", mat(m, "mmddyyyy"), sch, "100.00", px, y]))
        gold += q(cu, "agency", d, size=qty * 1_000_000, price=(None, px), yield_=(None, y))
    items.append(("band", ["BULLETS"]))
    for qty, seed, iss, c, m, px, y in ((25, "cb-7", "FNMA", 4.125, "2029-01-19", "99.812", "4.220"),
                                        (10, "cb-8", "TVA", 4.875, "2035-01-15", "101.156", "4.690")):
        cu = uc(seed)
        items.append(("row", [str(qty), cu, iss, f"{c:.3f}", mat(m, "mmddyyyy"), "non-call", "--", px, y]))
        gold += q(cu, "agency", d, size=qty * 1_000_000, price=(None, px), yield_=(None, y))
    head = ["Qty ($MM)", "CUSIP", "Issuer", "Cpn", "Maturity", "Call / Schedule", "Call Px", "Offer Px", "YTW"]
    widths = [40, 56, 40, 36, 52, 150, 38, 46, 40]
    dhead = ["Qty ($MM)", "CUSIP", "Issuer", "Maturity", "Days", "Disc Rate", "Price", "MM Yld (ref)"]
    dwidths = [40, 56, 40, 52, 30, 50, 56, 56]
    drows = []
    for qty, seed, iss, m, days, dr in ((50, "cb-d1", "FHLB", "2027-06-18", 28, 4.255), (25, "cb-d2", "FFCB", "2027-08-20", 91, 4.205),
                                        (40, "cb-d3", "FHLMC", "2027-11-19", 182, 4.115)):
        cu = uc(seed)
        px = round(100 - dr * days / 360, 4)
        mm = round(dr / (1 - dr * days / 36000), 3)
        drows.append([str(qty), cu, iss, mat(m, "mmddyy"), str(days), f"{dr:.3f}", f"{px:.4f}", f"{mm:.3f}"])
        gold += q(cu, "agency", d, size=qty * 1_000_000, yield_=(None, f"{dr:.3f}"), price=(None, f"{px:.4f}"))
    foot = ("Corbridge Securities LLC | 100 Federal St, Boston MA 02110 | (617) 555-0151 | Member FINRA/SIPC.\n"
            "Offerings subject to prior sale; price and yield as of 08:15 ET. Settlement T+1 (05/21/27); discount notes same-day if by 11:00.\n"
            "MM Yld is the money-market equivalent of the discount rate, for reference.")

    def draw(c):
        frame(c, "CORBRIDGE SECURITIES - AGENCY OFFERINGS", "May 20, 2027 | offer side | amounts in $MM", 1, 1, foot, logo="CORBRIDGE")
        y = rows_draw(c, 36, 720, widths, [("head", head)] + items, align="rllrllrrr", size=7, lead=8.6)
        y -= 16
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, y, "DISCOUNT NOTES")
        rows_draw(c, 36, y - 6, dwidths, [("head", dhead)] + [("row", r) for r in drows], align="rllrrrrr")
        c.showPage()

    att = _pdf("Corbridge_Agency_Offerings_20May.pdf", draw, title="Agency Offerings", author="Corbridge")
    text = """Agency offerings attached: callables, step-ups, bullets and discos.

Sam Achebe | Agency Trading | Corbridge Securities LLC | (617) 555-0151
"""
    return mk("corbridge-agency-offering-sheet", "pdf", gold, sender=snd, subject="Corbridge Agency Offerings 5/20",
              date=date("08:21:07", "-0400"), text=text, attachments=[att])


def p_ashenfield_agency_side_by_side():
    d = "ashenfield"
    snd = "Beth Marchetti <bmarchetti@ashenfield.com>"
    gold = []
    left = [["Issuer", "Cpn", "Mat", "Call", "Bid", "Ofr", "YTW Ofr"]]
    for seed, iss, c, m, call, cy, b, o in (("af-1", "FHLB", 5.2, "2034-05-27", "05/27/28 Q", 1.0, "99.875", "100.125"),
                                             ("af-2", "FFCB", 4.9, "2030-12-03", "12/03/27 1x", 0.5, "99.937", "100.062"),
                                             ("af-3", "FHLMC", 5.35, "2036-06-01", "06/01/29 B", 2.0, "99.750", "100.000"),
                                             ("af-4", "FAMCA", 4.7, "2031-05-28", "05/28/28 A", 1.0, "99.812", "100.000")):
        cu = uc(seed)
        y = _ag_y(c, float(o), m, cy)
        left.append([f"{iss}\n{cu}", f"{c:.2f}", mat(m, "mmddyy"), call, b, o, f"{y:.2f}"])
        gold += q(cu, "agency", d, size="5MM", price=(b, o))
        gold += q(cu, "agency", d, size="5MM", yield_=(None, f"{y:.2f}"))
    right = [["Issuer", "Cpn", "Mat", "Bid", "Ofr", "Bid Yld", "Ofr Yld"]]
    for seed, iss, c, m, b, o, by, oy in (("af-5", "FHLB", 4.0, "2028-06-09", "99.844", "99.906", "4.16", "4.10"),
                                          ("af-6", "FNMA", 4.625, "2033-06-15", "100.250", "100.406", "4.58", "4.55"),
                                          ("af-7", "FFCB", 0.0, "2027-10-15", "98.402", "98.410", "4.212", "4.190")):
        cu = uc(seed)
        right.append([f"{iss}\n{cu}", f"{c:.3f}" if c else "disco", mat(m, "mmddyy"), b, o, by, oy])
        gold += q(cu, "agency", d, size="5MM", price=(b, o), yield_=(by, oy))
    foot = ("Ashenfield Capital Markets | 311 S Wacker Dr, Chicago IL 60606 | 312-555-0187 | Member FINRA/SIPC\n"
            "Call codes: Q quarterly, B Bermudan, A American (continuous), 1x one-time. All 5MM per side unless otherwise agreed.\n"
            "Disco quoted on price with the discount yield beside it. Indicative as of 10:00 CT.")

    def draw(c):
        w, h = 792, 612
        frame(c, "ASHENFIELD - AGENCY MARKETS", "Thursday 20 May 2027 | left: callables (px, ytw on the offer) | right: bullets and discos",
              1, 1, foot, w=w, h=h, logo="ASHENFIELD")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, h - 72, "CALLABLES")
        c.drawString(420, h - 72, "BULLETS / DISCOUNT NOTES")
        pk.grid(c, 36, h - 78, [70, 34, 44, 66, 46, 46, 44], left, size=7.5, lead=9, align="lrllrrr")
        pk.grid(c, 420, h - 78, [70, 34, 44, 46, 46, 44, 44], right, size=7.5, lead=9, align="lrlrrrr")
        c.showPage()

    att = _pdf("Ashenfield_Agencies_0520.pdf", draw, size="letterl", title="Agency markets", author="Ashenfield")
    text = """Agency markets attached - callables on the left, bullets and discos on the right.

Beth Marchetti
Ashenfield Capital Markets | 312-555-0187
"""
    return mk("ashenfield-agency-two-tables", "pdf", gold, sender=snd, subject="Ashenfield agency markets - Thu",
              date=date("10:04:51", "-0500"), text=text, attachments=[att])


# ---------------------------------------------------------------- 15 / 16: loan level sheets


def p_kilbarron_loan_levels():
    d = "kilbarron"
    snd = "Gavin Royce <groyce@kilbarron.com>"
    sectors = [
        ("TECHNOLOGY", [
            ("ASTERLANE SOFTWARE", "TLB", "B2/B", "S+325", "0.50", "05/31/2031", "1,850", "99.50", "99.625", "100.000", "99.500", "99.875", ""),
            ("CINDERFORD DATA SYSTEMS", "TLB-3", "B3/B-", "S+400", "0.75", "10/15/2030", "975", "99.00", "96.250", "96.875", "96.500", "97.000", ""),
            ("HALSTOW CYBER", "1L TL", "B1/B+", "S+300", "0.00", "02/28/2032", "1,200", "99.75", "100.125", "100.375", "100.000", "100.375", ""),
        ]),
        ("HEALTHCARE", [
            ("MARLSFORD HEALTH SERVICES", "TLB", "Caa1/CCC+", "S+475", "0.75", "06/30/2029", "640", "98.00", "84.500", "86.000", "85.000", "86.500", "fn"),
            ("PENROSE LABS", "TLB", "B2/B", "S+350", "0.50", "12/20/2031", "1,100", "99.50", "99.750", "100.125", "99.750", "100.125", ""),
        ]),
        ("INDUSTRIALS", [
            ("ROOKHOPE PACKAGING", "TLB", "B1/B", "S+325", "0.50", "04/10/2032", "2,250", "99.75", "100.000", "100.250", "99.875", "100.250", ""),
            ("STRETHAM AEROSPACE", "TLB-2", "Ba3/BB-", "S+250", "0.00", "08/01/2030", "800", "100.00", "100.125", "100.500", "100.125", "100.500", ""),
            ("WINTERTON BUILDING PRODUCTS", "DD TL", "B2/B", "S+375", "0.50", "09/30/2031", "300", "99.00", "", "99.000", "98.750", "99.250", ""),
        ]),
        ("CONSUMER / RETAIL", [
            ("BLACKMOOR PET BRANDS", "TLB", "B3/B-", "S+425", "0.75", "03/15/2030", "1,400", "98.50", "92.000", "93.000", "92.750", "93.750", ""),
            ("COLDHARBOUR RESTAURANTS", "TLB", "B2/B", "S+375", "0.50", "11/05/2031", "700", "99.25", "99.125", "99.625", "99.000", "99.500", ""),
        ]),
    ]
    head = ["Borrower", "Facility", "Mdy/S&P", "Spread", "Floor", "Maturity", "Amt Out ($MM)", "OID", "Bid", "Offer", "Prev Bid", "Prev Offer"]
    widths = [140, 44, 50, 44, 34, 56, 60, 40, 48, 48, 48, 52]
    gold = []
    blocks = []
    for sec, rows in sectors:
        items = [("band", [sec])]
        for b, f, r, sp, fl, m, ao, oid, bid, ofr, pb, po, flag in rows:
            items.append(("row", [b, f, r, sp, fl, m, ao, oid, bid or "--", ofr + ("^1" if flag else ""), pb, po]))
            gold += q(f"{b} {f} {sp} {m}", "loan", d, size="2MM", review=("price",) if flag else (), price=(bid or None, ofr))
        blocks.append(items)
    foot = ("Kilbarron Capital Markets LLC | 667 Madison Ave, New York NY 10065 | Loan Trading +1 212 555 0158 | Member FINRA/SIPC\n"
            "1 Offer side indicative only: no trades since 05/14, subject to confirmation. Prev = 05/19 close. Amt Out = facility outstanding.\n"
            "Levels 2MM per side unless otherwise stated. OID = original issue price. Not an offer or solicitation.")

    def draw(c):
        w, h = 792, 612
        for page, part in ((1, blocks[:2]), (2, blocks[2:])):
            frame(c, "KILBARRON CAPITAL - US LEVERAGED LOAN LEVELS", "20-May-2027 | px bid / offer | sizes 2MM per side unless stated",
                  page, 2, foot, w=w, h=h, logo="KILBARRON")
            y = rows_draw(c, 36, h - 66, widths, [("head", head)], align="lllllrrrrrrr", size=7.5, lead=9.5)
            for items in part:
                y = rows_draw(c, 36, y, widths, items, align="lllllrrrrrrr", size=7.5, lead=9.5)
            c.showPage()

    att = _pdf("Kilbarron_Loan_Levels_2027-05-20.pdf", draw, size="letterl", title="Loan Levels", author="Kilbarron")
    text = """Good morning,

Loan levels attached (two pages, by sector). Winterton DD TL is offer only, we are out of the bid.

Best,
Gavin Royce
Leveraged Loan Trading | Kilbarron Capital Markets LLC
+1 212 555 0158 | groyce@kilbarron.com
"""
    return mk("kilbarron-loan-level-sheet", "pdf", gold, sender=snd, subject="Kilbarron loan levels | 5/20",
              date=date("08:02:29", "-0400"), text=text, attachments=[att])


def p_wendlebury_eur_loans():
    d = "wendlebury"
    snd = "Ines Vogel <ines.vogel@wendlebury.de>"
    loans = [  # borrower (two lines), facility, margin, mat, out, rating, bid, offer
        ("Kaltenbach Chemie GmbH", "TLB (EUR)", "E+375", "Jun-31", "1.100", "B2/B", "99,25", "99,75"),
        ("Lindqvist Nordic Foods AB", "TLB2", "E+350", "Feb-30", "650", "B1/B", "98,875", "99,375"),
        ("Maison Carrel Holding SAS\n(Carrel Cosmetics)", "TLB", "E+400", "Oct-31", "900", "B3/B-", "96,50", "97,25"),
        ("Orvieto Infrastrutture S.p.A.", "TLB", "E+300", "Mar-32", "1.450", "Ba3/BB-", "100,125", "100,375"),
        ("Brandvik Telecom Holdco AS\n(Brandvik Fibre)", "TLB3", "E+425", "Sep-30", "1.275", "B2/B-", "94,75", "95,75"),
        ("Vandermeer Logistics B.V.", "TLB", "E+325", "Jan-31", "700", "B1/B+", "99,625", "100,00"),
        ("Castellane Education SAS", "TLB", "E+375", "Jul-32", "820", "B2/B", "99,50", "99,875"),
        ("Hohenau Autoteile GmbH", "TLB", "E+450", "Dec-29", "560", "Caa1/B-", "88,00", "90,00*"),
    ]
    gold = []
    rows = []
    for b, f, mg, m, out, r, bid, ofr in loans:
        rows.append([b, f, mg, m, out, r, f"{bid} - {ofr}"])
        key = f"{b.replace(chr(10), ' ')} {f} {mg} {m}".upper().replace("(", "").replace(")", "").replace(",", "")
        gold += q(key, "loan", d, comma=True, size=(1_000_000, 1_000_000), review=("price",) if ofr.endswith("*") else (),
                  price=(bid, ofr.rstrip("*")))
    head = ["Borrower", "Facility", "Margin", "Maturity", "Outst. (EUR m)", "Mdy/S&P", "Bid - Offer"]
    widths = [150, 56, 44, 48, 62, 52, 90]
    foot = ("Wendlebury Bank AG | Leveraged Finance Trading | Neue Mainzer Str. 52, 60311 Frankfurt | +49 69 5550 2184\n"
            "* Briefkurs nicht aktualisiert, nur indikativ / offer not refreshed, indicative only.\n"
            "Indikative Kurse / indicative prices, EUR 1 Mio. per side. Keine Anlageberatung. HRB 48 217, Amtsgericht Frankfurt.")

    def draw(c):
        w, h = 595.27, 841.89
        frame(c, "WENDLEBURY - EUROPEAN LEVERAGED LOANS", "Donnerstag, 20.05.2027 - Kurse in % / prices in % of par, EUR 1 Mio. per side",
              1, 2, foot, w=w, h=h, logo="WENDLEBURY BANK")
        y = h - 80
        pk.lines(c, 36, y, ["Market colour: secondary firm, CLO bid for BB paper; new issues: Kaltenbach add-on priced at 99,50 (OID), E+375.",
                            "Euribor 3M 2,118% | iTraxx Crossover S47 5Y 301 | Outstanding = facility outstanding, not our size."], size=7, lead=9)
        y = pk.grid(c, 36, y - 24, widths, [head] + rows[:5], size=7.5, lead=9.5, align="llllrlr", ruled=False)
        c.showPage()
        frame(c, "WENDLEBURY - EUROPEAN LEVERAGED LOANS", "20.05.2027", 2, 2, foot, w=w, h=h, logo="WENDLEBURY BANK")
        pk.grid(c, 36, h - 80, widths, rows[5:], size=7.5, lead=9.5, head=0, align="llllrlr", ruled=False)
        c.showPage()

    att = _pdf("Wendlebury_EUR_Loans_20052027.pdf", draw, size="a4", title="EUR Loans", author="Wendlebury")
    text = """Hallo zusammen / hi all,

EUR loan levels attached. Kaltenbach: the add-on (99,50 OID) is fungible from settlement.

Viele Gruesse
Ines Vogel
Wendlebury Bank AG | Leveraged Finance Trading | +49 69 5550 2184
"""
    return mk("wendlebury-eur-loan-sheet", "pdf", gold, sender=snd, subject="EUR Loans - Kurse 20.05.2027",
              date=date("10:41:30", "+0200"), text=text, attachments=[att])


# ---------------------------------------------------------------- 17 / 18: BWIC lists


def p_marbury_bwic_talk():
    d = "marbury"
    snd = "Colin Ashdown <cashdown@marbury.com>"
    rows = [  # seed, deal, class, rtg, orig, cur, factor, wal, talk text, talk levels
        ("mb-1", "BRACKENRIDGE CLO 2021-1A", "B-R", "AA", "8.000", "8.000", "1.0000", "4.1", "100.00-100.25", ("100.00", "100.25")),
        ("mb-2", "SILVERMERE CLO 2019-3A", "C", "A", "5.000", "5.000", "1.0000", "3.6", "99 1/4 - 99 3/4", ("99 1/4", "99 3/4")),
        ("mb-3", "HOLBECK CLO 2020-2A", "D", "BBB-", "6.500", "6.500", "1.0000", "4.4", "96-97", ("96", "97")),
        ("mb-4", "KINGSMOOR CLO 2018-1A", "E", "BB-", "3.000", "3.000", "1.0000", "2.9", "low-mid 90s", None),
        ("mb-5", "ELDERWICK CLO 2017-2A", "A1", "AAA", "20.000", "3.115", "0.1557", "0.6", "100.10", ("100.10", "100.10")),
        ("mb-6", "QUARRYFIELD AUTO RECV 2025-2", "D", "BBB", "4.000", "2.410", "0.6025", "1.2", "98.50/98.75", ("98.50", "98.75")),
        ("mb-7", "NORTHSHORE EQUIP TRUST 2024-1", "C", "A", "7.250", "3.380", "0.4662", "1.0", "DM 135 area", ("135", "135")),
    ]
    head = ["#", "CUSIP", "Deal", "Class", "Rtg", "Orig Face (MM)", "Cur Face (MM)", "Factor", "WAL", "Talk (px)"]
    widths = [16, 58, 150, 34, 34, 58, 58, 44, 30, 86]
    gold = []
    body = []
    for i, (seed, deal, cl, r, o, cur, fac, wal, tt, lv) in enumerate(rows, 1):
        cu = uc(seed)
        body.append(["row", [str(i), cu, deal, cl, r, o, cur, fac, wal, tt]])
        if lv:
            gold += q(cu, "structured", d, size=round(float(o) * 1e6), talk=lv)
    foot = ("Marbury Securities LLC | Structured Products | 77 W Wacker Dr, Chicago IL 60601 | 312 555 0135 | Member FINRA/SIPC\n"
            "Price talk is our colour ahead of the deadline, not a bid. Faces in $MM; factors as of the May distribution.")

    def draw(c):
        frame(c, "MARBURY - BWIC PRICE TALK", "List: client BWIC #2027-0520-A | Bids due 11:30 ET 05/20/27 | Settle 05/26/27", 1, 1, foot, logo="MARBURY")
        y = rows_draw(c, 36, 712, widths, [("head", head)] + [("band", ["CLO"])] + [tuple(b) for b in body[:5]]
                      + [("band", ["ABS"])] + [tuple(b) for b in body[5:]], align="rllllrrrrr", size=7.5, lead=9.5)
        pk.lines(c, 36, y - 14, ["Kingsmoor E: wide range of outcomes, we will not talk a number. Northshore C talk is DM over 1m SOFR.",
                                 "Total orig face on the list: $53.75MM (7 line items). Last cover on Holbeck D (03/2027): 95.91."], size=7, lead=9)
        c.showPage()

    att = _pdf("Marbury_BWIC_Talk_0520.pdf", draw, title="BWIC talk", author="Marbury")
    text = """Talk on the 11:30 list attached. Happy to walk through any line.

Colin Ashdown | Marbury Securities | 312 555 0135
"""
    return mk("marbury-bwic-talk-sheet", "pdf", gold, sender=snd, subject="BWIC talk - 11:30 ET list (CLO / ABS)",
              date=date("09:12:05", "-0500"), text=text, attachments=[att])


def p_quillfield_bwic_results():
    d = "quillfield"
    snd = "Rachel Dunmore <rdunmore@quillfield.com>"
    rows = [  # seed, deal, orig, cur, factor, talk, talk lv, cover, status
        ("qf-1", "PARKGATE CMBS 2019-C7 AS", "10.000", "10.000", "1.0000", "J+165-175", ("165", "175"), "J+168", "TRADED"),
        ("qf-2", "WESTLEIGH CMBS 2021-B2 B", "5.000", "5.000", "1.0000", "J+240 area", ("240", "240"), "J+236", "TRADED"),
        ("qf-3", "HADLEY AUTO TRUST 2025-1 C", "8.000", "5.972", "0.7465", "99-16 / 99-24", ("99-16", "99-24"), "99-21", "TRADED"),
        ("qf-4", "ROCKINGHAM CARD MASTER 2024-3 A", "25.000", "25.000", "1.0000", "I+48-52", ("48", "52"), "", "DNT"),
        ("qf-5", "BELLCROFT SOLAR 2023-2 B", "4.500", "3.611", "0.8024", "97-98", ("97", "98"), "97.32", "TRADED"),
        ("qf-6", "ALDWARK STUDENT LN 2022-A B", "3.000", "2.154", "0.7180", "mid 80s", None, "86.10", "TRADED"),
    ]
    head = ["CUSIP", "Security", "Orig (MM)", "Curr (MM)", "Factor", "Talk", "Cover", "Status"]
    widths = [60, 170, 50, 50, 44, 76, 50, 50]
    gold = []
    body = []
    for seed, sec, o, cur, fac, tt, tl, cov, st in rows:
        cu = uc(seed)
        body.append([cu, sec, o, cur, fac, tt, cov, st])
        m = {}
        if tl:
            m["talk"] = tl
        if cov:
            cv = cov.replace("J+", "")
            m["cover"] = (cv, cv)
        if m:
            gold += q(cu, "structured", d, size=round(float(o) * 1e6), **m)
    foot = ("Quillfield & Partners | Securitized Products Trading | 1 Bryant Park, New York NY 10036 | +1 646 555 0108\n"
            "Covers are the second-best level received as reported to us; DNT = did not trade. For information; not an offer.")

    def draw(c):
        frame(c, "QUILLFIELD - BWIC RESULTS", "ABS / CMBS list due 10:00 ET, 05/20/2027 | talk as published at 08:30", 1, 1, foot, logo="QUILLFIELD")
        y = pk.grid(c, 36, 712, widths, [head] + body, size=7.5, lead=9.5, align="llrrrrrl")
        pk.lines(c, 36, y - 14, ["Talk units as written: J+ / I+ in bp, others in price (32nds where shown).",
                                 "9 bidders on the CMBS, 6 on the ABS. Card A DNT: reserve not met (seller's level 46)."], size=7, lead=9)
        c.showPage()

    att = _pdf("QF_BWIC_Results_20May27.pdf", draw, title="BWIC results", author="Quillfield")
    text = """Results from this morning's ABS / CMBS list attached, with talk and covers.

Rachel Dunmore
Quillfield & Partners | +1 646 555 0108
"""
    return mk("quillfield-bwic-results", "pdf", gold, sender=snd, subject="BWIC results: ABS/CMBS 10am list",
              date=date("10:47:00", "-0400"), text=text, attachments=[att])


# ---------------------------------------------------------------- 19 / 20: spec pools / tranche offerings


def p_oxenhope_spec_pools():
    d = "oxenhope"
    snd = "Marcus Bell <mbell@oxenhope.com>"
    secs = [
        ("FN 30YR 5.5s  |  vs FNCL 5.5 JUN 98-21 (TBA mid, ref)", [
            ("FN MA5812", "ox-1", "5.50", "6.12", "3", "LLB 85k", "24.610", "22.914", "0.9311", "+12", "99-01"),
            ("FN CB9917", "ox-2", "5.50", "6.25", "5", "NY 100%", "15.000", "13.288", "0.8859", "+20", "99-09"),
            ("FN FS4401", "ox-3", "5.50", "6.08", "2", "FICO<680", "10.250", "9.961", "0.9718", "+8", "98-29"),
        ]),
        ("FN 30YR 6.0s  |  vs FNCL 6.0 JUN 100-14+ (TBA mid, ref)", [
            ("FN MA6034", "ox-4", "6.00", "6.71", "4", "LLB 110k", "31.200", "28.455", "0.9120", "+10", "100-24+"),
            ("FN CB7731", "ox-5", "6.00", "6.80", "6", "Inv 100%", "8.000", "6.918", "0.8648", "+6", "100-20+"),
        ]),
        ("GN II 5.5s  |  vs G2SF 5.5 JUN 99-05 (TBA mid, ref)", [
            ("G2 MA9920", "ox-6", "5.50", "6.02", "7", "LLB 125k", "12.000", "10.730", "0.8942", "+7", "99-12"),
        ]),
    ]
    head = ["Pool", "CUSIP", "Cpn", "WAC", "WALA", "Story", "Orig Face ($MM)", "Cur Face ($MM)", "Factor", "Pay-up (32s)", "Offer"]
    widths = [54, 56, 30, 30, 30, 54, 60, 60, 40, 52, 44]
    gold = []
    items = [("head", head)]
    for band, rows in secs:
        items.append(("band", [band]))
        for pool, seed, cp, wac, wala, story, o, cur, fac, pu, px in rows:
            cu = uc(seed)
            items.append(("row", [pool, cu, cp, wac, wala, story, o, cur, fac, pu, px]))
            gold += q(cu, "structured", d, size=(None, round(float(cur) * 1e6)), price=(None, px))
    foot = ("Oxenhope Securities LLC | Mortgage Trading | 60 State St, Boston MA 02109 | 617-555-0163 | Member FINRA/SIPC\n"
            "All-or-none at current face. June settle (06/14 class A). Pay-ups in 32nds over the TBA shown in the section heading.")

    def draw(c):
        frame(c, "OXENHOPE - SPECIFIED POOL OFFERINGS", "May 20, 2027 12:10 ET | offer side, price in 32nds", 1, 1, foot, logo="OXENHOPE")
        y = rows_draw(c, 36, 712, widths, items, align="llrrrlrrrrr", size=7.5, lead=9.5)
        pk.lines(c, 36, y - 14, ["Stories: LLB = low loan balance (max orig balance), NY = New York, Inv = investor property.",
                                 "1-mo CPR on the 5.5s: MA5812 6.8, CB9917 5.1, FS4401 9.4. Drop May/Jun FNCL 5.5 at 7+."], size=7, lead=9)
        c.showPage()

    att = _pdf("Oxenhope_Spec_Pools_0520.pdf", draw, title="Spec pools", author="Oxenhope")
    text = """Spec pool offerings attached. Levels are the all-in price; the pay-up column is over the TBA shown.

Marcus Bell | Oxenhope Securities | 617-555-0163
"""
    return mk("oxenhope-spec-pool-offerings", "pdf", gold, sender=snd, subject="Oxenhope spec pools 5/20",
              date=date("12:14:41", "-0400"), text=text, attachments=[att])


def p_brandling_abs_cmbs_offerings():
    d = "brandling"
    snd = "Tom Haslam <thaslam@brandling.com>"
    rows = [  # deal (wrapped), class, seed, rtg, orig, cur, factor, wal, window, spread, px
        ("CASTERBRIDGE AUTO LOAN\nTRUST 2025-3", "B", "bd-1", "AA/AA", "18.500", "18.500", "1.0000", "1.9", "02/28-11/29", "I+78", "100-03+"),
        ("GLENROTHES CARD ISSUANCE\nTRUST 2024-2", "A", "bd-2", "AAA", "50.000", "50.000", "1.0000", "2.4", "05/29-05/29", "I+44", "100-18"),
        ("PENDLE EQUIPMENT FUNDING\n2026-1", "C", "bd-3", "A", "9.000", "6.894", "0.7660", "1.3", "08/27-03/30", "I+118", "99-26"),
        ("HARTINGTON COMMERCIAL\nMORTGAGE TRUST 2020-C9", "A-S", "bd-4", "AAA/Aaa", "12.000", "12.000", "1.0000", "3.1", "06/30-06/30", "J+142", "93-12+"),
        ("TEWKESBURY CMBS 2022-B4", "C", "bd-5", "A-", "7.500", "7.500", "1.0000", "4.8", "03/32-04/32", "J+305", "88-20"),
    ]
    head = ["Deal", "Class", "CUSIP", "Rtg", "Orig ($MM)", "Cur ($MM)", "Factor", "WAL", "Window", "Ofr Sprd", "Ofr Px"]
    widths = [118, 32, 58, 44, 48, 48, 40, 28, 66, 42, 44]
    gold = []
    body = []
    for deal, cl, seed, r, o, cur, fac, wal, win, sp, px in rows:
        cu = uc(seed)
        body.append([deal, cl, cu, r, o, cur, fac, wal, win, sp, px])
        gold += q(cu, "structured", d, size=(None, round(float(cur) * 1e6)), i_spread=(None, sp[2:]), price=(None, px)) if sp.startswith("I+") \
            else q(cu, "structured", d, size=(None, round(float(cur) * 1e6)), spread=(None, sp[2:]), price=(None, px))
    foot = ("Brandling Securities (USA) Inc. | ABS / CMBS Trading | 299 Park Ave, New York NY 10171 | (212) 555-0192\n"
            "Offered in current face; spreads I+ = vs SOFR swaps, J+ = vs interpolated UST. Price in 32nds. Member FINRA/SIPC.")

    def draw(c):
        frame(c, "BRANDLING - ABS / CMBS OFFERINGS", "20 May 2027 | offers only | sized in current face", 1, 1, foot, logo="BRANDLING")
        y = pk.grid(c, 36, 712, widths, [head] + body, size=7, lead=8.6, align="llllrrrrlrr")
        pk.lines(c, 36, y - 14, ["Hartington A-S: 5.9% C/E, DSCR 1.71x, LTV 58.2%. Tewkesbury C on watch (office 31%)."], size=7)
        c.showPage()

    att = _pdf("Brandling_ABS_CMBS_Offers.pdf", draw, title="ABS CMBS offers", author="Brandling")
    text = """Afternoon - ABS / CMBS offerings attached.

Tom Haslam | Brandling Securities (USA) | (212) 555-0192
"""
    return mk("brandling-abs-cmbs-offerings", "pdf", gold, sender=snd, subject="Brandling ABS/CMBS offers",
              date=date("13:30:18", "-0400"), text=text, attachments=[att])


# ---------------------------------------------------------------- 21 / 22: IG / HY inventory


def p_thistlewood_ig_hy_offerings():
    d = "thistlewood"
    snd = "Aidan Creel <acreel@thistlewood.com>"
    sections = [
        ("INVESTMENT GRADE - FINANCIALS", "ig", [
            (3, "tw-1", "HARCOURT BANCORP", "5 1/4", 5.25, "2033-02-15", "11/15/32", "A3/BBB+", "1,250", "5.1", "T+108", "100.870", ""),
            (5, "tw-2", "LOWESTOFT INSURANCE GRP", "4 7/8", 4.875, "2030-09-01", "08/01/30", "A2/A", "750", "2.9", "T+82", "100.415", ""),
            (2, "tw-3", "MERIDALE CAPITAL CORP", "6.2", 6.2, "2035-06-30", "03/30/35", "Baa2/BBB", "500", "6.4", "T+165", "102.250", "sold"),
        ]),
        ("INVESTMENT GRADE - INDUSTRIALS / UTILITIES", "ig", [
            (4, "tw-4", "STAVELEY RAIL SERVICES", "4 5/8", 4.625, "2029-03-15", "02/15/29", "Baa1/BBB+", "600", "1.7", "T+71", "100.180", ""),
            (10, "tw-5", "CRANWORTH ELECTRIC CO", "5.45", 5.45, "2054-04-01", "10/01/53", "A1/A", "900", "14.6", "T+118", "98.650", ""),
            (3, "tw-9", "PRESTWOLD MEDICAL", "5 3/8", 5.375, "2034-03-01", "12/01/33", "Baa2/BBB", "400", "5.6", "5.10%", "101.600", ""),
        ]),
    ]
    hy = [
        (2, "tw-6", "BRIGSTOCK MEDIA", "7 3/8", 7.375, "2031-07-15", "07/15/28 @ 103.688", "B2/B", "650", "3.1", "100.750", "7.18"),
        (1, "tw-7", "FARNDALE ENERGY PARTNERS", "8 1/2", 8.5, "2032-05-01", "05/01/29 @ 104.250", "B3/B-", "475", "3.6", "102.125", "7.98"),
        (3, "tw-8", "KESWORTH HOMES", "6 3/4", 6.75, "2030-01-15", "01/15/28 @ 101.688", "Ba3/BB-", "800", "2.3", "100.500", "6.52"),
    ]
    gold = []
    ighead = ["Qty (MM)", "CUSIP", "Issuer", "Cpn", "Maturity", "Par Call", "Mdy/S&P", "Amt Out (MM)", "Dur", "Ofr Sprd", "Ofr Px", ""]
    hyhead = ["Qty (MM)", "CUSIP", "Issuer", "Cpn", "Maturity", "Next Call", "Mdy/S&P", "Amt Out (MM)", "Dur", "Ofr Px", "YTW", ""]
    widths = [32, 52, 96, 26, 42, 74, 44, 46, 22, 38, 40, 26]
    blocks = []
    for band, grp, rows in sections:
        items = [("band", [band])]
        for qty, seed, iss, cw, _c, m, pc, r, ao, dur, sp, px, flag in rows:
            cu = uc(seed)
            cells = [str(qty), cu, iss, cw, mat(m, "mmddyy"), pc, r, ao, dur, sp, px, "SOLD" if flag else ""]
            if flag:
                items.append(("grey", cells))
                continue
            items.append(("row", cells))
            if sp.endswith("%"):  # off the curve: the spread column holds a yield
                gold += q(cu, grp, d, size=(None, qty * 1_000_000), yield_=(None, sp), price=(None, px))
            else:
                gold += q(cu, grp, d, size=(None, qty * 1_000_000), spread=(None, sp[2:]), price=(None, px))
        blocks.append(items)
    hitems = [("band", ["HIGH YIELD"]), ("head", hyhead)]
    for qty, seed, iss, cw, _c, m, call, r, ao, dur, px, ytw in hy:
        cu = uc(seed)
        hitems.append(("row", [str(qty), cu, iss, cw, mat(m, "mmddyy"), call, r, ao, dur, px, ytw, ""]))
        gold += q(cu, "hy", d, size=(None, qty * 1_000_000), price=(None, px), yield_=(None, ytw))
    foot = ("Thistlewood Securities LLC | Credit Sales & Trading | 1 Liberty Plaza, New York NY 10006 | +1 212 555 0146 | Member FINRA/SIPC\n"
            "All levels indicative and subject to availability. Inventory as of 07:30 ET; spreads vs on-the-run UST (2y 4.02 / 5y 4.18 / 10y 4.37 / 30y 4.59).\n"
            "Amt Out = issue size outstanding. Dur = modified duration. Research disclosures: www.thistlewood.example/disclosures (ref TW-27-112).")

    def draw(c):
        align = "rllrllllrrrl"
        frame(c, "THISTLEWOOD - CREDIT INVENTORY (OFFERINGS)", "Thursday 20 May 2027 | IG on spread + px, HY on px + YTW", 1, 2, foot, logo="THISTLEWOOD")
        y = rows_draw(c, 36, 712, widths, [("head", ighead)] + blocks[0], align=align)
        y = rows_draw(c, 36, y, widths, blocks[1], align=align)
        c.showPage()
        frame(c, "THISTLEWOOD - CREDIT INVENTORY (OFFERINGS) - continued", "Thursday 20 May 2027", 2, 2, foot, logo="THISTLEWOOD")
        y = rows_draw(c, 36, 712, widths, hitems, align=align)
        pk.lines(c, 36, y - 14, ["Grey rows are sold and kept for reference. HY YTW is to the worst date; calls at the price shown.",
                                 "Prestwold 34s are offered on yield (off the curve since the tap), not on spread.",
                                 "New issue this week: Brigstock 7 3/8s priced at par 05/17 (2x covered)."], size=7, lead=9)
        c.showPage()

    att = _pdf("Thistlewood_Credit_Inventory_20May2027.pdf", draw, title="Credit inventory", author="Thistlewood")
    text = """Morning, inventory attached - IG offers on spread with px, HY px / YTW.

Aidan Creel
Thistlewood Securities LLC | +1 212 555 0146
"""
    return mk("thistlewood-ig-hy-inventory", "pdf", gold, sender=snd, subject="Thistlewood inventory - 20 May",
              date=date("07:41:13", "-0400"), text=text, attachments=[att])


def p_dunmallet_ig_hy_two_way():
    d = "dunmallet"
    snd = "Chloe Brannigan <cbrannigan@dunmallet.com>"
    gold = []
    ig = [  # issuer, cpn, mat, rtg, prev mid, bid, ask, pxb, pxa, chg
        ("ALVERSTOKE FOODS", "4.9", 4.9, "2031-03", "Baa1", "+96", "+97", "+93", "101.05", "101.17", "+1"),
        ("BURSLEDON TELECOM", "5 5/8", 5.625, "2036-11", "Baa3", "+149", "+150", "+145", "100.38", "100.68", "+1"),
        ("CHIDDINGFOLD PHARMA", "4.35", 4.35, "2029-08", "A2", "+61", "+63", "+59", "99.71", "99.80", "+2"),
        ("DENHOLME UTILITIES", "5.7", 5.7, "2055-01", "A3", "+128", "+131", "+126", "98.45", "99.20", "+3"),
        ("EYEMOUTH SHIPPING", "6.1", 6.1, "2030-05", "Baa3", "+171", "99.10px", "99.55px", "-", "-", "+1/8"),
    ]
    hy = [
        ("ELSWICK CASINOS", "8 1/4", 8.25, "2030-06", "B2", "98.00", "97 3/4", "98 1/4", "8.91", "8.73", "-1/4"),
        ("FOTHERBY CHEMICALS", "6 7/8", 6.875, "2032-02", "B1", "95.50", "95 3/8", "95 7/8", "7.97", "7.85", "-1/8"),
        ("GUNNERSIDE MINING", "9 1/2", 9.5, "2029-10", "Caa1", "88.25", "87 1/2", "88 1/2", "15.72", "15.15", "-3/4"),
    ]
    irows = [["Issuer", "Cpn", "Mat", "Rtg", "Prev Mid", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask", "Chg"]]
    for iss, cw, c, m, r, pm, b, a, pb, pa, ch in ig:
        irows.append([iss, cw, mat(m, "mon-yy"), r, pm, b, a, pb, pa, ch])
        if b.endswith("px"):  # quoted on price in the spread columns
            gold += q(f"{iss} {c:g} {m}", "ig", d, size="5MM", price=(b[:-2], a[:-2]))
        else:
            gold += q(f"{iss} {c:g} {m}", "ig", d, size="5MM", spread=(b, a), price=(pb, pa))
    hrows = [["Issuer", "Cpn", "Mat", "Rtg", "Prev Mid", "Px Bid", "Px Ask", "YTW Bid", "YTW Ask", "Chg"]]
    for iss, cw, c, m, r, pm, b, a, yb, ya, ch in hy:
        hrows.append([iss, cw, mat(m, "mon-yy"), r, pm, b, a, yb, ya, ch])
        gold += q(f"{iss} {c:g} {m}", "hy", d, size="2MM", price=(b, a), yield_=(yb, ya))
    foot = ("Dunmallet & Co. | Credit Trading | 25 Ropemaker St, London EC2Y 9LY | +44 20 7946 0529 | Authorised and regulated by the FCA (FRN 190 442)\n"
            "Prev Mid = yesterday's close mid. Chg vs close: spread in bp, price in points. IG USD 5MM, HY USD 2MM per side. Spreads vs UST.")

    def draw(c):
        w, h = 841.89, 595.27
        frame(c, "DUNMALLET & CO. - USD CREDIT RUN", "20/05/2027 14:00 London", 1, 2, foot, w=w, h=h, logo="DUNMALLET")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, h - 74, "IG (spread vs UST, bp; cash px)")
        pk.grid(c, 36, h - 80, [150, 40, 50, 40, 52, 52, 52, 52, 52, 36], irows, size=8, lead=10, align="lrllrrrrrr")
        c.showPage()
        frame(c, "DUNMALLET & CO. - USD CREDIT RUN", "20/05/2027 14:00 London", 2, 2, foot, w=w, h=h, logo="DUNMALLET")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, h - 74, "HY (px, yield to worst %)")
        pk.grid(c, 36, h - 80, [150, 40, 50, 40, 52, 52, 52, 52, 52, 36], hrows, size=8, lead=10, align="lrllrrrrrr")
        c.showPage()

    att = _pdf("Dunmallet_USD_Credit_20-05-2027.pdf", draw, size="a4l", title="USD credit run", author="Dunmallet")
    text = """Hi - afternoon USD credit run attached (IG p1, HY p2).

Chloe Brannigan | Dunmallet & Co. | +44 20 7946 0529
"""
    return mk("dunmallet-usd-credit-run", "pdf", gold, sender=snd, subject="Dunmallet USD credit - 14:00",
              date=date("14:06:33", "+0100"), text=text, attachments=[att])


# ---------------------------------------------------------------- 23 / 24: EM and converts inventory


def p_tiefenbrunn_em_converts():
    d = "tiefenbrunn"
    snd = "Jonas Reuter <jonas.reuter@tiefenbrunn.de>"
    gold = []
    usd = [["ISIN", "Bond", "Bid", "Ask", "Yld B/A"]]
    for seed, bond, b, a, yb, ya in (("tb-1", "COLOM 7.5 02/02/34", "100.85", "101.35", "7.34", "7.26"),
                                     ("tb-2", "PANAMA 6.4 02/14/35", "95.10", "95.70", "7.20", "7.11"),
                                     ("tb-3", "PERU 5.375 02/08/35", "97.90", "98.40", "5.72", "5.65"),
                                     ("tb-4", "INDON 5.1 02/10/54", "91.25", "92.00", "5.71", "5.65")):
        isn = ui("US", seed)
        usd.append([isn, bond, b, a, f"{yb} / {ya}"])
        gold += q(isn, "em_sovereign", d, size="2MM", price=(b, a), yield_=(yb, ya))
    eur = [["ISIN", "Bond", "Bid", "Ask", "Yld B/A"]]
    for seed, bond, b, a, yb, ya in (("tb-5", "ROMANI 5.625 30.05.2037", "94.60", "95.20", "6.37", "6.29"),
                                     ("tb-6", "MEX 4.49 25.05.2032", "99.05", "99.55", "4.71", "4.60"),
                                     ("tb-7", "HUNGARY 4.0 25.07.2029", "100.40", "100.80", "3.80", "3.61")):
        isn = ui("XS", seed)
        eur.append([isn, bond, b, a, f"{yb} / {ya}"])
        gold += q(isn, "em_sovereign", d, size="2MM", price=(b, a), yield_=(yb, ya))
    cv = [["ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Ask", "Aktie / Stock", "Parität", "Prämie %", "Delta", "Size (m)"]]
    for seed, iss, cp, m, b, a, stock, par, prem, dl, sz in (
            ("tb-8", "HELMSTADT SOLAR AG", "0.000", "17.11.2030", "93.20", "94.20", "EUR 38,40", "61.4", "52.3", "0.38", "1"),
            ("tb-9", "ODERWALD LOGISTIK SE", "2.250", "04.06.2031", "108.75", "109.75", "EUR 71,15", "97.8", "11.7", "0.71", "2"),
            ("tb-10", "KRONACH MEDTECH AG", "1.500", "22.09.2029", "101.10", "102.10", "EUR 112,60", "76.0", "33.7", "0.49", "1")):
        isn = ui("DE", seed)
        cv.append([isn, iss, cp, m, b, a, stock, par, prem, dl, sz])
        gold += q(isn, "convert", d, size=f"{sz}mm", price=(b, a))
    foot = ("Tiefenbrunn Bank AG | Kapitalmarkthandel | Bockenheimer Landstr. 24, 60323 Frankfurt am Main | +49 69 5550 3316\n"
            "Indikative Kurse, keine Anlageberatung. EM 2 Mio. je Seite (USD bzw. EUR). Wandelanleihen: Size in Mio. EUR je Seite. HRB 77 120.")

    def draw(c):
        w, h = 841.89, 595.27
        frame(c, "TIEFENBRUNN BANK - EM SOVEREIGN INVENTORY", "20.05.2027 | Kurse / prices and yields bid / ask", 1, 2, foot, w=w, h=h, logo="TIEFENBRUNN")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, h - 74, "EM HARD CURRENCY - USD")
        c.drawString(430, h - 74, "EM HARD CURRENCY - EUR")
        pk.grid(c, 36, h - 80, [70, 120, 42, 42, 62], usd, size=7.5, lead=9.5, align="llrrr")
        pk.grid(c, 430, h - 80, [70, 130, 42, 42, 62], eur, size=7.5, lead=9.5, align="llrrr")
        c.showPage()
        frame(c, "TIEFENBRUNN BANK - WANDELANLEIHEN / CONVERTIBLES", "20.05.2027 | Preise in % / prices in %", 2, 2, foot, w=w, h=h, logo="TIEFENBRUNN")
        pk.grid(c, 36, h - 80, [70, 130, 36, 56, 42, 42, 66, 46, 50, 36, 46], cv, size=7.5, lead=9.5, align="llrlrrrrrrr")
        c.showPage()

    att = _pdf("Tiefenbrunn_EM_CB_20052027.pdf", draw, size="a4l", title="EM / CB inventory", author="Tiefenbrunn")
    text = """Guten Morgen,

anbei unser EM- und Wandelanleihen-Bestand (inventory attached: EM USD / EUR side by side, CBs on page 2).

Beste Gruesse
Jonas Reuter | Tiefenbrunn Bank AG | +49 69 5550 3316
"""
    return mk("tiefenbrunn-em-cb-inventory", "pdf", gold, sender=snd, subject="EM / Wandelanleihen Bestand 20.05.",
              date=date("09:15:10", "+0200"), text=text, attachments=[att])


def p_minamiura_asia_em_cb():
    d = "minamiura"
    snd = "Kenji Watanabe <k.watanabe@desk.minamiura.co.jp>"
    gold = []
    em = [["Issuer", "Cpn", "Maturity", "ISIN", "Rtg", "Bid Px", "Ofr Px", "Bid Yld", "Ofr Yld", "Sprd mid (T+)"]]
    for seed, iss, c, m, r, b, a, yb, ya, sp in (("mu-1", "PHILIP", "5.5", "2048-01-17", "Baa2", "96.80", "97.40", "5.75", "5.70", "116"),
                                                ("mu-2", "INDON", "4.85", "2033-01-11", "Baa2", "99.30", "99.70", "4.99", "4.91", "77"),
                                                ("mu-3", "SRILAN", "4.0", "2035-04-15", "Caa1", "81.25", "82.25", "7.13", "6.95", "295"),
                                                ("mu-4", "HAIYANG PORT GROUP", "5.125", "2030-07-22", "Baa3", "99.55", "100.05", "5.28", "5.11", "109")):
        isn = ui("XS", seed)
        em.append([iss, c, mat(m, "yyyymmdd"), isn, r, b, a, yb, ya, sp])
        gold += q(isn, "em_sovereign", d, size="3MM", asset_class="corporate" if "PORT" in iss else None,
                  price=(b, a), yield_=(yb, ya))
    cb = [["Issuer", "Cpn", "Maturity", "ISIN", "Bid", "Offer", "Stock (JPY)", "Parity", "Prem", "Delta"]]
    for seed, iss, m, b, a, stock, par, prem, dl in (("mu-5", "TAKASAGO ROBOTICS", "2029-03-30", "104.50", "105.50", "4,215", "98.6", "6.5%", "0.78"),
                                                     ("mu-6", "KAIDO RETAIL HOLDINGS", "2030-12-13", "97.25", "98.25", "1,872", "68.2", "43.3%", "0.41"),
                                                     ("mu-7", "SHIMOTSUKE SEMICON", "2031-06-16", "118.00", "119.25", "9,340", "112.9", "5.1%", "0.86")):
        isn = ui("JP", seed)
        cb.append([iss, "zero", mat(m, "yyyymmdd"), isn, b, a, stock, par, prem, dl])
        gold += q(isn, "convert", d, size=(100_000_000, 100_000_000), price=(b, a))
    foot = ("Minamiura Securities Co., Ltd. | International Fixed Income | 2-1-1 Nihonbashi, Chuo-ku, Tokyo 103-0027 | +81 3 5555 0142\n"
            "Financial Instruments Business Operator (Kanto Local Finance Bureau No. 172). Indicative, subject to change.")

    def draw(c):
        frame(c, "MINAMIURA - ASIA CREDIT & JAPAN CB INVENTORY", "2027-05-20 16:30 JST", 1, 1, foot, w=595.27, h=841.89, logo="MINAMIURA")
        h = 841.89
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, h - 76, "ASIA USD SOVEREIGN / CORPORATE  (USD 3MM per side)")
        y = pk.grid(c, 36, h - 82, [84, 30, 52, 66, 34, 40, 40, 38, 38, 50], em, size=7, lead=9, align="lrllrrrrrr")
        c.setFont("Helvetica-Bold", 9)
        c.drawString(36, y - 20, "JAPAN CONVERTIBLES  (JPY 100mm per side, zero coupon)")
        pk.grid(c, 36, y - 26, [96, 30, 52, 66, 40, 40, 50, 38, 38, 34], cb, size=7, lead=9, align="lllrrrrrrr")
        c.showPage()

    att = _pdf("Minamiura_Asia_CB_20270520.pdf", draw, size="a4", title="Asia credit & CB", author="Minamiura")
    text = """Dear all,

Please find attached today's Asia credit and Japan CB inventory. Spread column is mid vs UST, for reference.

Kenji Watanabe | Minamiura Securities | +81 3 5555 0142
"""
    return mk("minamiura-asia-em-japan-cb", "pdf", gold, sender=snd, subject="[Minamiura] Asia credit / Japan CB inventory 2027-05-20",
              date=date("16:41:52", "+0900"), text=text, attachments=[att])


LAYOUTS = [
    p_pellbrook_muni_offerings, p_ravensworth_muni_two_way,
    p_corbridge_agency_offerings, p_ashenfield_agency_side_by_side,
    p_kilbarron_loan_levels, p_wendlebury_eur_loans,
    p_marbury_bwic_talk, p_quillfield_bwic_results,
    p_oxenhope_spec_pools, p_brandling_abs_cmbs_offerings,
    p_thistlewood_ig_hy_offerings, p_dunmallet_ig_hy_two_way,
    p_tiefenbrunn_em_converts, p_minamiura_asia_em_cb,
]
