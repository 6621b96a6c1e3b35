"""PDF attachments as reporting systems print them: ruled and unruled tables crowded with reference numbers."""

from __future__ import annotations

from stdnum import isin as _isin

from common import MIME_PDF, Attachment, bkey, date, dmy4, fx, lkey, mat, mdy2, mk, pc, q, sgn, sig, tc, yt
from gen import agency_bullets, agency_callables, corp_bonds, muni_rows, rng
from pdfkit import report

CLIENT = "Portfolio Desk <pm.desk@clients.example-am.com>"
DISC = ["For institutional investors only. Offerings subject to prior sale and change in price. Not research. Ref 2028/02-{ref}.",
        "{firm} is a member of FINRA and SIPC. Recorded line +1 212 555 {tel}. Settlement T+1 unless stated."]


def _pdf(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


# ---------------------------------------------------------------- 1. agency offering: BULLETS then CALLABLES with more columns


def agency_offering(v: int):
    dealer, firm, who, mail = [("wrenfield", "WRENFIELD SECURITIES LLC", "Nadia Okafor", "nokafor@wrenfield.com"),
                               ("tollesby", "TOLLESBY & GRAINGER", "Callum Reith", "creith@tollesby.com")][v]
    bl = agency_bullets(f"ag-off-{v}", 20 if v == 0 else 18)
    cl = agency_callables(f"ag-call-{v}", 21 if v == 0 else 22)
    gold = []
    mark = "*" if v == 0 else "†"
    doubt_b = 6 if v == 0 else 9
    brows = []
    for i, b in enumerate(bl):
        px = b["px"] + (mark if i == doubt_b else "")
        cells = [b["cusip"], b["issuer"], f"{b['cpn']:.3f}", mdy2(b["mat"]), f"{b['amt']:,}", b["dur"], b["bmk"], b["prev"],
                 f"{b['avail']:,}", px, b["ytm"]]
        if v == 1:  # yields first, price last
            cells = cells[:8] + [f"{b['avail']:,}", b["ytm"], px]
        brows.append(cells)
        gold += q(b["cusip"], "agency", dealer, size=(None, b["avail"] * 1000), review=("price",) if i == doubt_b else (),
                  price=(None, b["px"]), yield_=(None, b["ytm"]))
    crows = []
    for c in cl:
        cells = [c["cusip"], c["issuer"], f"{c['cpn']:.3f}", mdy2(c["mat"]), mdy2(c["call"]), c["type"], f"{c['amt']:,}", c["bmk"],
                 c["prev"], f"{c['avail']:,}", c["px"], c["ytc"], c["ytm"]]
        if v == 1:
            cells = cells[:9] + [f"{c['avail']:,}", c["ytc"], c["ytm"], c["px"]]
        crows.append(cells)
        gold += q(c["cusip"], "agency", dealer, size=(None, c["avail"] * 1000), price=(None, c["px"]), yield_=(None, c["ytw"]))
    if v == 0:
        bh = [["CUSIP", "Issuer", "Cpn", "Maturity", "Amt Out\n($MM)", "Mod\nDur", "Bmk\nYld", "Prev\nClose", "Avail\n(M)", "Offer\nPrice", "Offer\nYTM"]]
        ch = [["CUSIP", "Issuer", "Cpn", "Maturity", "Next\nCall", "Call\nType", "Amt Out\n($MM)", "Bmk\nYld", "Prev\nClose", "Avail\n(M)",
               "Offer\nPrice", "YTC", "YTM"]]
        bw = [62, 46, 36, 50, 46, 34, 38, 44, 42, 46, 44]
        cw = [58, 40, 34, 46, 46, 34, 42, 34, 40, 38, 44, 36, 36]
    else:
        bh = [["CUSIP", "Agency", "Coupon", "Maturity", "Outstdg\n($MM)", "Dur", "UST\nYld", "Yest\nPx", "Qty\n(M)", "Yield\n(YTM)", "Offer\nPx"]]
        ch = [["CUSIP", "Agency", "Coupon", "Maturity", "1st Call", "Call\nType", "Outstdg\n($MM)", "UST\nYld", "Yest\nPx", "Qty\n(M)",
               "Yld to\nCall", "Yld to\nMat", "Offer\nPx"]]
        bw = [62, 44, 40, 50, 44, 32, 36, 42, 42, 46, 46]
        cw = [58, 40, 38, 46, 46, 32, 42, 34, 40, 36, 40, 40, 42]
    note = [f"{mark} Indicative offer only - level not refreshed since the open, subject to confirmation."]
    blocks = [
        ("text", [f"{'Agency offerings' if v == 0 else 'AGENCY INVENTORY - OFFER SIDE'} as of {'08-Feb-2028 08:05 ET' if v == 0 else '15-Feb-2028 07:50 ET'}.",
                  "All levels are offerings (offer side only). Sizes in thousands under Avail / Qty. Prev / Yest close, Amt Out,",
                  "duration and benchmark yield are reference columns, not markets. Callables are yielded to call and to maturity."]),
        ("gap", 6), ("text", ["**BULLETS"]),
        ("table", {"name": "BULLETS", "widths": bw, "header": bh, "rows": brows, "align": "llrrrrrrrrr", "head_align": "l" * 11}),
        ("gap", 8), ("text", ["**CALLABLES"]),
        ("table", {"name": "CALLABLES", "widths": cw, "header": ch, "rows": crows, "align": "llrrrlrrrrrrr", "head_align": "l" * 13}),
        ("gap", 8), ("text", note),
    ]
    pdf = report("letter", firm=firm, desk="Agency Trading | New York", title="US AGENCY OFFERINGS",
                 right=["Printed 08-Feb-2028 08:05" if v == 0 else "Printed 15-Feb-2028 07:50", "Desk +1 212 555 0" + ("121" if v == 0 else "188")],
                 blocks=blocks, footer=[s.format(ref="0412" if v == 0 else "0977", firm=firm, tel="0121" if v == 0 else "0188") for s in DISC],
                 fsize=7.6, lead=11.5)
    body = (f"Hi,\n\nToday's agency offerings attached (bullets, then callables).\n\n"
            f"{sig(who, 'Agency Trading', firm.title(), '+1 212 555 0' + ('121' if v == 0 else '188'))}\n")
    return mk(f"{dealer}-agency-offerings", "pdf", gold, sender=f"{who} <{mail}>", to=CLIENT,
              subject="Agency offerings " + ("08-Feb" if v == 0 else "15-Feb"), date=date("08:07:12" if v == 0 else "07:52:40", "-0500", 8 if v == 0 else 15),
              text=body, attachments=[_pdf(f"{dealer}_agency_offerings_{'0208' if v == 0 else '0215'}.pdf", pdf)],
              note="pdf:multipage pdf:ruled pdf:header-repeat emph:continued emph:col-change emph:offer-only emph:near-numbers emph:footnote "
                   "emph:size-unit emph:prev-col emph:yield-price emph:wrapped-header",
              meta={"header": "CUSIP", "marks": [mark], "header_lines": [("Prev", "Close")] if v == 0 else [("Yest", "Px")],
                    "col_change": ("BULLETS", "CALLABLES")})


# ---------------------------------------------------------------- 2. landscape structured inventory with a per-row measure


def structured_inventory(v: int):
    dealer, firm, who, mail = [("quarndon", "QUARNDON MARKETS", "Priya Natarajan", "pnatarajan@quarndon.com"),
                               ("haverleigh", "HAVERLEIGH STRUCTURED CREDIT", "Declan Moore", "dmoore@haverleigh.com")][v]
    # (section, deal, class, manager / servicer, rating, orig, factor, wal, type, level, px, offered, cpn or margin)
    rows_in = [
        ("CLO", "BRAMHOPE PARK CLO 2025-1A", "A1", "Bramhope Asset Mgmt", "AAA", 320.0, 1.0, 4.8, "DM", 128, 100.125, 5.0, "3mS+132"),
        ("CLO", "CLIFFORD BRIDGE CLO 2024-4A", "B", "Clifford Bridge Credit Partners LLC", "AA", 56.0, 1.0, 5.3, "DM", 178, 100.0, 3.0, "3mS+180"),
        ("CLO", "DENHOLME CLO 2023-2A", "D", "Denholme Capital", "BBB-", 28.0, 1.0, 5.9, "DM", 362, 99.25, 2.0, "3mS+350"),
        ("CLO", "ELSECAR CLO 2022-1A", "E", "Elsecar Loan Advisers", "BB-", 22.5, 1.0, 4.1, "Px", None, 97.5, 1.5, "3mS+640"),
        ("ABS", "FARNLEY AUTO RECEIVABLES 2026-2", "A3", "Farnley Motor Credit", "AAA", 410.0, 0.8734, 1.6, "Sprd", 48, 100.016, 10.0, "4.62"),
        ("ABS", "GUISELEY EQUIPMENT TRUST 2025-1", "B", "Guiseley Leasing", "AA", 38.0, 0.6120, 1.2, "Sprd", 74, 99.875, 4.0, "4.95"),
        ("ABS", "HORSFORTH CARD MASTER TRUST 2024-3", "A", "Horsforth Bank NA", "AAA", 750.0, 1.0, 2.7, "Sprd", 41, 100.375, 15.0, "4.71"),
        ("CMBS", "ILKLEY COMMERCIAL MORTGAGE 2025-C4", "AS", "Midland-style special servicer: Ilkley CRE", "AAA", 96.0, 0.9912, 7.4, "Sprd", 156, 96.875, 5.0, "4.95"),
        ("CMBS", "KIRKSTALL 2024-SASB", "C", "Kirkstall Office Trust", "A-", 61.0, 1.0, 3.9, "Sprd", 265, 98.125, 3.0, "5.60"),
        ("NON-AGENCY RMBS", "LEATHLEY MORTGAGE TRUST 2026-NQM2", "A1", "Leathley Home Loans", "AAA", 212.0, 0.7841, 3.1, "Yld", 5.62, 99.5, 8.0, "5.50"),
        ("NON-AGENCY RMBS", "MENSTON PRIME 2025-J3", "B1", "Menston Servicing", "A", 14.0, 0.9230, 6.2, "Yld", 6.48, 96.25, 2.0, "5.75"),
    ]
    if v == 1:
        rows_in = [(s, d.replace("BRAMHOPE PARK", "NORWOOD GREEN").replace("CLIFFORD BRIDGE", "OTLEY WHARF").replace("DENHOLME", "POOL BANK")
                    .replace("ELSECAR", "RAWDON").replace("FARNLEY", "SHADWELL").replace("GUISELEY", "THORNER").replace("HORSFORTH", "ULLESKELF")
                    .replace("ILKLEY", "WETHERBY").replace("KIRKSTALL", "YEADON").replace("LEATHLEY", "ADEL").replace("MENSTON", "BARWICK"),
                    c, mgr.replace("Bramhope", "Norwood").replace("Clifford Bridge", "Otley Wharf").replace("Denholme", "Pool Bank")
                    .replace("Elsecar", "Rawdon").replace("Farnley", "Shadwell").replace("Guiseley", "Thorner").replace("Horsforth", "Ulleskelf")
                    .replace("Ilkley", "Wetherby").replace("Kirkstall", "Yeadon").replace("Leathley", "Adel").replace("Menston", "Barwick"),
                    rt, o, f, w, t, (lvl + 4 if isinstance(lvl, int) else (round(lvl + 0.07, 2) if lvl else None)), round(px - 0.125, 3), off, cp)
                   for (s, d, c, mgr, rt, o, f, w, t, lvl, px, off, cp) in rows_in]
    gold = []
    body = []
    sections = []
    cur = None
    seed = "si" + str(v)
    for i, (sec, deal, cls, mgr, rt, orig, fac, wal, typ, lvl, px, off, cp) in enumerate(rows_in):
        if sec != cur:
            sections.append(len(body))
            body.append([sec])
            cur = sec
        cus = tc(("QD" if v == 0 else "HV") + f"{i:02d}" + "AB", f"A{i % 10}")
        cur_face = round(orig * fac, 2)
        lvl_s = "" if lvl is None else (f"{lvl:.2f}" if typ == "Yld" else f"+{lvl}" if typ != "DM" else f"{lvl}")
        pxs_ = f"{px:.3f}"
        desc = f"{deal} {cls}\n{mgr}"
        if v == 0:
            body.append([cus, desc, rt, cp, f"{orig:.1f}", f"{fac:.4f}", f"{cur_face:.2f}", f"{wal:.1f}", typ, lvl_s, pxs_, f"{off:.1f}", f"{px + 0.25:.3f}"])
        else:
            body.append([desc, cus, rt, f"{orig:.1f}", f"{fac:.4f}", f"{cur_face:.2f}", cp, f"{wal:.1f}", f"{off:.1f}", typ, lvl_s, pxs_, f"{px - 0.5:.3f}"])
        meas = {"price": (None, pxs_)}
        if typ == "DM":
            meas = {"dm": (None, lvl_s), "price": (None, pxs_)}
        elif typ == "Sprd":
            meas = {"spread": (None, lvl_s), "price": (None, pxs_)}
        elif typ == "Yld":
            meas = {"yield_": (None, lvl_s), "price": (None, pxs_)}
        gold += q(cus, "structured", dealer, size=(None, round(off * 1e6)), **meas)
    _ = seed
    if v == 0:
        header = [["CUSIP", "Deal / Class\nManager - Servicer", "Rtg", "Cpn /\nMargin", "Orig\n($MM)", "Factor", "Curr\n($MM)", "WAL\n(yrs)", "Type",
                   "Offer\nLevel", "Offer\nPx", "Offered\n($MM)", "Px 1w ago"]]
        widths = [58, 190, 30, 48, 40, 42, 42, 34, 32, 42, 44, 44, 42]
    else:
        header = [["Deal / Class\nManager - Servicer", "CUSIP", "Rating", "Orig Bal\n(MM)", "Factor", "Cur Bal\n(MM)", "Cpn /\nMargin", "WAL", "Avail\n(MM)",
                   "Basis", "Offer\nLevel", "Offer\nPx", "Model\nPx"]]
        widths = [192, 58, 34, 42, 40, 44, 48, 30, 40, 34, 42, 46, 42]
    blocks = [("text", ["Securitized offerings - offer side only. Type / Basis names the measure of each row's Offer Level (DM bp, spread to UST bp,",
                        "or yield %). Orig, factor, current balance, WAL, margin and the reference price column are facts of the bond, not markets."]),
              ("gap", 4),
              ("table", {"name": "Securitized offerings", "widths": widths, "header": header, "rows": body, "sections": set(sections),
                         "align": "llllrrrrlrrrr" if v == 0 else "lllrrrlrrlrrr", "head_align": "l" * 13})]
    pdf = report("letterl", firm=firm, desk="Securitized Products Trading", title="STRUCTURED OFFERINGS",
                 right=["As of 09-Feb-2028 09:20 ET" if v == 0 else "As of 16-Feb-2028 09:05 ET", "+1 646 555 0" + ("207" if v == 0 else "239")],
                 blocks=blocks, footer=[s.format(ref="1120" if v == 0 else "1304", firm=firm, tel="0207" if v == 0 else "0239") for s in DISC],
                 fsize=7.2, lead=8.8)
    phone = "+1 646 555 0" + ("207" if v == 0 else "239")
    text = f"Structured offerings attached (CLO, ABS, CMBS, non-agency).\n\n{sig(who, 'Securitized Products', firm.title(), phone)}\n"
    return mk(f"{dealer}-structured-offers", "pdf", gold, sender=f"{who} <{mail}>", to=CLIENT,
              subject="Structured offerings", date=date("09:22:05" if v == 0 else "09:07:31", "-0500", 9 if v == 0 else 16), text=text,
              attachments=[_pdf(f"{dealer.upper()}_STRUCT_OFFERS.pdf", pdf)],
              note="pdf:landscape pdf:ruled emph:sections emph:wrapped emph:measure-col emph:offer-only emph:near-numbers emph:size-unit emph:yield-price",
              meta={"ncols": 13, "sections": ["CLO", "ABS", "CMBS", "NON-AGENCY RMBS"], "header": "CUSIP",
                    "wrapped": [(rows_in[1][1], rows_in[1][3][:12])], "measure_col": "Type" if v == 0 else "Basis"})


# ---------------------------------------------------------------- 3. loan sheet: Today band beside Prev Close band, hi / lo, averages


LOANS = [
    ("Abbotsley Dental Group", "TLB", "S+375", "2031-05-15", "0.50", "99.00", 1250),
    ("Barrowden Cable Holdings", "TLB-3", "S+300", "2032-02-28", "0.00", "99.75", 3400),
    ("Caldecott Pharma Services", "1L TL", "S+425", "2030-11-30", "0.75", "98.50", 900),
    ("Dingley Aerospace Components", "TLB", "S+350", "2031-09-30", "0.50", "99.50", 1600),
    ("Empingham Waste Solutions", "TLB", "S+325", "2032-06-15", "0.50", "100.00", 2100),
    ("Foxton Insurance Brokerage Partners", "Inc TL", "S+300", "2031-12-31", "0.50", "99.875", 2750),
    ("Glaston Specialty Chemicals", "TLB", "S+450", "2030-08-31", "0.75", "97.00", 700),
    ("Harringworth Fitness", "TL", "S+500", "2029-10-31", "1.00", "98.00", 450),
    ("Ketton Data Centers", "TLB", "S+275", "2032-04-30", "0.00", "100.00", 1950),
    ("Lyddington Auto Parts", "2L TL", "S+750", "2032-04-30", "0.75", "97.50", 380),
    ("Morcott Veterinary Partners", "TLB", "S+400", "2031-03-31", "0.50", "99.00", 1150),
    ("Normanton Education", "TLB", "S+425", "2030-06-30", "0.75", "98.75", 620),
    ("Oakham Building Products", "TLB", "S+325", "2031-07-31", "0.50", "99.50", 1400),
    ("Preston Marine Terminals", "TLB", "S+350", "2032-01-31", "0.50", "99.25", 1050),
    ("Ridlington Software Holdings", "1L TLB", "S+350", "2031-10-31", "0.50", "99.00", 2600),
    ("Seaton Food Ingredients", "TLB", "S+400", "2030-12-31", "0.75", "98.50", 840),
    ("Stoke Dry Logistics", "TLB", "S+375", "2031-02-28", "0.50", "99.25", 730),
    ("Thorpe Satchville Media", "TLB", "S+525", "2029-08-31", "1.00", "96.00", 510),
    ("Uppingham Hotels", "TL", "S+450", "2030-05-31", "0.75", "98.00", 690),
    ("Wardley Medical Devices", "TLB", "S+325", "2032-05-31", "0.50", "99.75", 1850),
    ("Whissendine Packaging Group", "TLB", "S+375", "2031-06-30", "0.50", "99.00", 1320),
    ("Wing Infrastructure Services", "TLB", "S+300", "2032-03-31", "0.00", "100.00", 2240),
]
MORE_LOANS = [
    ("Ashwellthorpe Dairy Cooperative Holdings", "TLB", "S+400", "2031-04-30", "0.50", "98.75", 560),
    ("Bunwell Payments", "TLB", "S+325", "2032-01-31", "0.00", "99.50", 1780),
    ("Carleton Rode Semiconductor Equipment", "TLB", "S+375", "2031-08-31", "0.50", "99.25", 940),
    ("Deopham Staffing", "TL", "S+475", "2030-03-31", "0.75", "97.50", 410),
    ("Flordon Engineered Materials", "TLB", "S+350", "2031-11-30", "0.50", "99.00", 1260),
    ("Hapton Home Services", "TLB", "S+425", "2030-09-30", "0.75", "98.50", 655),
    ("Morley St Botolph Capital Equipment Finance", "DDTL", "S+400", "2031-04-30", "0.50", "99.00", 300),
    ("Tacolneston Broadcasting", "TLB", "S+500", "2029-12-31", "1.00", "97.00", 390),
]


def loan_sheet(v: int):
    dealer, firm, who, mail = [("muswell", "MUSWELL CAPITAL MARKETS", "Sofia Brandt", "sbrandt@muswell.com"),
                               ("northope", "NORTHOPE & CO", "Gareth Lyle", "glyle@northope.co.uk")][v]
    r = rng(f"loans{v}")
    loans = LOANS + MORE_LOANS if v == 0 else [(n.replace("Group", "Grp").replace("Holdings", "Hldgs"), f, m, mt, fl, oid, fac) for (n, f, m, mt, fl, oid, fac) in LOANS[::-1]]
    gold, rows, wrapped = [], [], []
    sums = {"b": 0.0, "a": 0.0, "pb": 0.0}
    for bor, fac_, mg, mt, fl, oid, fsz in loans:
        b = round(r.uniform(93, 100.5) * 8) / 8
        a = b + r.choice([0.25, 0.375, 0.5, 0.75])
        pb = b - r.choice([-0.25, -0.125, 0.0, 0.125, 0.25, 0.375])
        pa = pb + (a - b)
        hi = max(b, pb) + 0.125
        lo = min(b, pb) - 0.125
        mw = mat(mt[:7], "mmyy") if v == 0 else dmy4(mt)
        name = bor if v == 0 else bor.upper()
        wrap = len(bor) > (26 if v == 0 else 22)
        if wrap:
            wrapped.append(bor)
        desc = (bor.rsplit(" ", 1)[0] + "\n" + bor.rsplit(" ", 1)[1]) if wrap else bor
        if v == 0:
            rows.append([desc, fac_, mg, fl, oid, mw, f"{fsz:,}", fx(pb), fx(pa), fx(b), fx(a), fx(hi), fx(lo), sgn(b - pb, 3)])
        else:
            rows.append([desc.upper(), fac_, mg, mw, fl, oid, f"{fsz:,}", fx(b), fx(a), fx(pb), fx(pa), sgn(b - pb, 3), fx(hi), fx(lo)])
        sums["b"] += b
        sums["a"] += a
        sums["pb"] += pb
        gold += q(lkey(name, fac_, mg, mw), "loan", dealer, size="1MM" if v == 0 else "2MM", price=(fx(b), fx(a)))
    n = len(loans)
    avg = [f"{sums['b'] / n:.3f}", f"{sums['a'] / n:.3f}", f"{sums['pb'] / n:.3f}"]
    if v == 0:
        header = [["Borrower", "Facility", "Margin", "Floor", "OID", "Mat", "Fac ($MM)", "Prev Close", "", "Today", "", "Day", "", "Chg"],
                  ["", "", "", "", "", "", "", "Bid", "Offer", "Bid", "Offer", "Hi", "Lo", "(bid)"]]
        hsp = {0: [("Borrower", 1), ("Facility", 1), ("Margin", 1), ("Floor", 1), ("OID", 1), ("Mat", 1), ("Fac ($MM)", 1),
                   ("Prev Close", 2), ("Today", 2), ("Day", 2), ("Chg", 1)]}
        widths = [120, 40, 40, 30, 36, 34, 46, 40, 40, 42, 42, 38, 38, 34]
        summary = [["Summary", "Avg Bid", "Avg Offer", "Avg Prev Bid", "Names"], ["Average - all facilities", avg[0], avg[1], avg[2], str(n)]]
    else:
        header = [["Borrower", "Facility", "Spread", "Maturity", "Floor", "Issue Px", "Size ($MM)", "Current", "", "Close 11-Feb", "", "Chg", "Range", ""],
                  ["", "", "", "", "", "", "", "Bid", "Offer", "Bid", "Offer", "", "High", "Low"]]
        hsp = {0: [("Borrower", 1), ("Facility", 1), ("Spread", 1), ("Maturity", 1), ("Floor", 1), ("Issue Px", 1), ("Size ($MM)", 1),
                   ("Current", 2), ("Close 11-Feb", 2), ("Chg", 1), ("Range", 2)]}
        widths = [122, 38, 38, 54, 30, 40, 44, 40, 40, 40, 40, 34, 38, 38]
        summary = [["Averages", "Bid", "Offer", "Close Bid", "Count"], ["Total sheet", avg[0], avg[1], avg[2], str(n)]]
    blocks = [("text", [("Loan levels in price (points of par). " + ("1MM clips unless noted." if v == 0 else "All levels for 2MM."))
                        + " Prev close, day range, floor, OID and facility size are reference only."]), ("gap", 4),
              ("table", {"name": "Loan levels", "widths": widths, "header": header, "hspans": hsp, "rows": rows, "align": "lllrrlrrrrrrrr",
                         "head_align": "l" * 14}),
              ("gap", 8), ("text", ["**Summary of the sheet"]),
              ("table", {"name": "Summary", "widths": [110, 60, 60, 70, 40], "header": [summary[0]], "rows": [summary[1]], "align": "lrrrr"})]
    pdf = report("letterl" if v == 1 else "letter", firm=firm, desk="Leveraged Loan Trading", title="LOAN LEVELS",
                 right=["10-Feb-2028 14:30" if v == 0 else "14-Feb-2028 11:15 London", "+1 312 555 0" + ("164" if v == 0 else "118")],
                 blocks=blocks, footer=[s.format(ref="0561" if v == 0 else "0688", firm=firm, tel="0164" if v == 0 else "0118") for s in DISC],
                 fsize=7.0 if v == 0 else 7.2, lead=13.5 if v == 0 else 15)
    text = f"Levels attached.\n\n{sig(who, 'Loan Trading', firm.title(), '+1 312 555 0' + ('164' if v == 0 else '118'))}\n"
    return mk(f"{dealer}-loan-levels", "pdf", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Loan levels",
              date=date("14:31:10" if v == 0 else "11:16:48", "-0600" if v == 0 else "+0000", 10 if v == 0 else 14), text=text,
              attachments=[_pdf(f"{dealer}-loans.pdf", pdf)],
              note="pdf:multipage pdf:ruled pdf:header-repeat emph:continued emph:band emph:prev-col emph:near-numbers emph:totals emph:wrapped "
                   "emph:size-scope",
              meta={"header": "Borrower", "wrapped": [tuple((p if v == 0 else p.upper()) for p in w.rsplit(" ", 1)) for w in wrapped[:2]],
                    "band": ("Prev Close", "Bid") if v == 0 else ("Current", "Bid")})


# ---------------------------------------------------------------- 4. unruled Courier corporate inventory


IG_NAMES = [["ASKHAM WATER", "BOLSOVER TELECOM", "CRESSWELL FOODS", "DRONFIELD BANK", "ECKINGTON POWER", "FROGGATT REIT"],
            ["HATHERSAGE RAIL", "ILAM INSURANCE", "KNIVETON CHEMICAL", "LONGNOR MEDICAL", "MONYASH UTILITIES", "NEWHAVEN PORTS"]]
HY_NAMES = [["GRINDLEFORD MEDIA", "HOPE VALLEY STEEL", "IDRIDGEHAY HOMES", "KELSTEDGE ENERGY"],
            ["OSMASTON AUTO", "PARWICH LEISURE", "ROWSLEY PAPER", "SHELDON MINING"]]


def corp_mono(v: int):
    dealer, firm, who, mail = [("ormskirk", "ORMSKIRK SECURITIES", "Lena Fischer", "lfischer@ormskirksec.com"),
                               ("rathmore", "RATHMORE BROTHERS", "Kieran Duffy", "kduffy@rathmore.com")][v]
    if v == 0:
        dealer = "ormskirksec"
    ig = corp_bonds(f"ig{v}", IG_NAMES[v])
    hy = corp_bonds(f"hy{v}", HY_NAMES[v], hy=True)
    gold = []
    out = []
    if v == 0:
        w = [22, 6, 10, 6, 5, 7, 8, 6, 9, 8, 9, 6, 6]
        al = "lrlrlrrrrrrrr"
        out += ["IG CORPORATES - BID / ASK SPREAD (BP) IN THE LAST TWO COLUMNS"]
        from pdfkit import fixed

        rows = [["ISSUER", "CPN", "MATURITY", "AMT", "RTG", "BMKYLD", "PRV CLS", "DUR", "OAS(REF)", "LAST PX", "LAST DT", "BID", "ASK"]]
        for b in ig:
            rows.append([b["name"], f"{b['cpn']:.3f}", mdy2(b["mat"]), b["amt"], b["rtg"], b["bmk"], b["prev"], b["dur"], b["oas"],
                         fx(float(b["prev"]) + 0.06), "02/09/28", f"+{b['sb']}", f"+{b['sa']}"])
            gold += q(bkey(b["name"], b["cpn"], b["mat"]), "ig", dealer, size="3MM", spread=(f"+{b['sb']}", f"+{b['sa']}"))
        out += fixed(rows, w, al)
        out += ["", "HY CORPORATES - PRICE BID / ASK, YIELD BID / ASK (%)"]
        rows = [["ISSUER", "CPN", "MATURITY", "AMT", "RTG", "PRV CLS", "CHG", "DAY HI", "DAY LO", "PX BID", "PX ASK", "YLD B", "YLD A"]]
        for b in hy:
            pb = float(b["pb"])
            rows.append([b["name"], f"{b['cpn']:.3f}", mdy2(b["mat"]), b["amt"], b["rtg"], b["prev"], sgn(pb - float(b["prev"]), 3),
                         fx(pb + 0.375), fx(pb - 0.25), b["pb"], b["pa"], b["yb"], b["ya"]])
            gold += q(bkey(b["name"], b["cpn"], b["mat"]), "hy", dealer, size="1MM", price=(b["pb"], b["pa"]), yield_=(b["yb"], b["ya"]))
        out += fixed(rows, [22, 6, 10, 5, 5, 8, 7, 8, 8, 8, 8, 7, 7], "lrlrlrrrrrrrr")
        out += ["", "SIZES: IG 3MM, HY 1MM PER SIDE. PRV CLS = PRIOR CLOSE (BID), LAST PX / LAST DT = LAST TRACE PRINT. NOT A MARKET."]
    else:
        from pdfkit import fixed

        out += ["IG  -  LEVELS: SPRD BID/ASK AND PX BID/ASK (FIRST FOUR NUMBERS); THE REST IS REFERENCE"]
        rows = [["SPRD B", "SPRD A", "PX BID", "PX ASK", "ISSUER", "CPN", "MATURITY", "G(REF)", "Z(REF)", "BMK YLD", "AMT OUT", "PREV PX"]]
        for b in ig:
            rows.append([f"+{b['sb']}", f"+{b['sa']}", b["pb"], b["pa"], b["name"], f"{b['cpn']:.3f}", dmy4(b["mat"]), f"{b['sb'] - 6}", f"{b['oas']}", b["bmk"],
                         b["amt"], b["prev"]])
            gold += q(bkey(b["name"], b["cpn"], b["mat"]), "ig", dealer, size="5MM", spread=(f"+{b['sb']}", f"+{b['sa']}"), price=(b["pb"], b["pa"]))
        out += fixed(rows, [6, 6, 8, 8, 18, 6, 11, 7, 7, 8, 8, 8], "rrrrlrlrrrrr")
        out += ["", "HY  -  PX BID/ASK FIRST, THEN YLD BID/ASK"]
        rows = [["PX BID", "PX ASK", "YLD B", "YLD A", "ISSUER", "CPN", "MATURITY", "CALL DATE", "CALL PX", "AMT OUT", "PREV PX", "52W HI", "52W LO"]]
        for b in hy:
            pb = float(b["pb"])
            rows.append([b["pb"], b["pa"], b["yb"], b["ya"], b["name"], f"{b['cpn']:.3f}", dmy4(b["mat"]), dmy4("2029-03-01"),
                         fx(100 + b["cpn"] / 2), b["amt"], b["prev"], fx(pb + 3.5), fx(pb - 4.25)])
            gold += q(bkey(b["name"], b["cpn"], b["mat"]), "hy", dealer, size="2MM", price=(b["pb"], b["pa"]), yield_=(b["yb"], b["ya"]))
        out += fixed(rows, [7, 7, 7, 7, 18, 6, 11, 11, 8, 8, 8, 7, 7], "rrrrlrllrrrrr")
        out += ["", "SIZES 5MM IG / 2MM HY PER SIDE UNLESS NOTED. G(REF), Z(REF) ARE MODEL SPREADS, NOT MARKETS."]
    blocks = [("mono", out)]
    pdf = report("letterl", firm=firm, desk="CREDIT TRADING - RUN PRINT", title="IG / HY RUN", right=["RUN 10-FEB-28 07:31" if v == 0 else "RUN 17-FEB-28 07:40",
                                                                                                        "TEL +1 212 555 0" + ("171" if v == 0 else "152")],
                 blocks=blocks, footer=[f"{firm} - FOR INSTITUTIONAL USE. REF 2028-02/{'3311' if v == 0 else '3402'}. NOT AN OFFER TO BUY OR SELL."],
                 ruled=False, mono_font=True)
    text = f"Run attached.\n\n{sig(who, 'Credit Trading', firm.title(), '+1 212 555 0' + ('171' if v == 0 else '152'))}\n"
    return mk(f"{dealer}-credit-run", "pdf", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="IG/HY run print",
              date=date("07:33:00" if v == 0 else "07:41:19", "-0500", 10 if v == 0 else 17), text=text,
              attachments=[_pdf(f"run_{'0210' if v == 0 else '0217'}.pdf", pdf)],
              note="pdf:unruled emph:near-numbers emph:prev-col emph:size-scope",
              meta={})


# ---------------------------------------------------------------- 5. unruled muni offerings with state sections and a total


MUNI = [[("TX", ["Travis Cnty Wtr Ctl & Impt Dist No 17", "Harris Cnty Toll Rd", "Frisco ISD", "Lubbock Elec Util Sys"]),
         ("NY", ["NYC Transitional Fin Auth Future Tax Secd", "Dutchess Cnty Local Dev Corp", "NYS Dorm Auth Pers Inc Tax"]),
         ("CA", ["Los Angeles Dept Wtr & Pwr", "San Diego Unif Sch Dist GO", "California St GO Various Purp"])],
        [("FL", ["Miami-Dade Cnty Aviation Rev", "Orlando Utils Commn", "JEA Elec Sys Rev"]),
         ("IL", ["Chicago O'Hare Intl Arpt Gen Arpt Sr Lien", "Illinois Fin Auth Clean Wtr", "Cook Cnty Forest Pres Dist"]),
         ("WA", ["Seattle Muni Light & Pwr", "King Cnty Sewer Rev", "Washington St GO Motor Veh Fuel Tax", "Port of Tacoma"])]]


def muni_offer(v: int):
    dealer, firm, who, mail = [("saltley", "SALTLEY MUNICIPAL SECURITIES", "Marcus Bell", "mbell@saltleymuni.com"),
                               ("thorncombe", "THORNCOMBE PUBLIC FINANCE", "Alicia Romero", "aromero@thorncombe.com")][v]
    if v == 0:
        dealer = "saltleymuni"
    gold, rows, secs = [], [], []
    total = 0
    for si, (st, names) in enumerate(MUNI[v]):
        secs.append(len(rows))
        rows.append([{"TX": "TEXAS", "NY": "NEW YORK", "CA": "CALIFORNIA", "FL": "FLORIDA", "IL": "ILLINOIS", "WA": "WASHINGTON"}[st]])
        for m in muni_rows(f"muni{v}{si}", names, st):
            iss = m["issuer"]
            desc = iss if len(iss) <= 30 else iss[:iss.rfind(" ", 0, 30)] + "\n" + iss[iss.rfind(" ", 0, 30) + 1:]
            rows.append([m["cusip"], desc, f"{m['par']:,}", f"{m['cpn']:.3f}", mdy2(m["mat"]), mdy2(m["call"]), "100", m["rtg"], m["yld"], m["px"],
                         f"+{m['mmd']}", f"{float(m['yld']) - int(m['mmd']) / 100:.2f}"])
            total += m["par"]
            gold += q(m["cusip"], "muni", dealer, size=(None, m["par"] * 1000), yield_=(None, m["yld"]), price=(None, m["px"]))
    rows.append(["TOTAL PAR", "", f"{total:,}", "", "", "", "", "", "", "", "", ""])
    header = [["CUSIP", "Issuer", "Par", "Cpn", "Maturity", "Call", "Call", "Ratings", "Yield", "Price", "+/-", "MMD"],
              ["", "", "(000)", "", "", "Date", "Px", "M/S&P", "", "", "MMD", "AAA"]]
    widths = [62, 150, 40, 38, 50, 50, 32, 52, 38, 46, 32, 36]
    blocks = [("text", ["OFFERINGS - yields and prices are our offer side; subject to prior sale. Par in thousands.",
                        "Call date / call price, ratings, spread to MMD and the MMD AAA scale are reference only."]), ("gap", 4),
              ("table", {"name": "Municipal offerings", "widths": widths, "header": header, "rows": rows, "sections": set(secs), "bold": {len(rows) - 1},
                         "align": "llrrllrlrrrr", "head_align": "l" * 12})]
    pdf = report("letter", firm=firm, desk="Municipal Trading Desk", title="MUNICIPAL BOND OFFERINGS",
                 right=["11-Feb-2028 10:40 ET" if v == 0 else "18-Feb-2028 10:05 ET", "(212) 555-0" + ("133" if v == 0 else "147")],
                 blocks=blocks, footer=[f"{firm}. Member MSRB / SIPC. Ref {'M-2028-0211' if v == 0 else 'M-2028-0218'}. Tel (212) 555-0100."],
                 ruled=False, fsize=7.2, lead=9.5)
    text = (f"Good morning - our muni offerings attached.\n\n{sig(who, 'Municipal Trading', firm.title(), '(212) 555-0' + ('133' if v == 0 else '147'))}\n")
    return mk(f"{dealer}-muni-offerings", "pdf", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Muni offerings",
              date=date("10:42:27" if v == 0 else "10:06:50", "-0500", 11 if v == 0 else 18), text=text,
              attachments=[_pdf(f"{dealer}_offerings.pdf", pdf)],
              note="pdf:unruled emph:sections emph:totals emph:offer-only emph:near-numbers emph:size-unit emph:yield-price emph:wrapped-header",
              meta={"sections": [r[0] for i, r in enumerate(rows) if i in secs], "header_lines": [("Par", "(000)")]})


# ---------------------------------------------------------------- 6. ruled SSA / EM run with bands and an averages table


SSA_STEM = {"KFW": "500769", "EIB": "298785", "IADB": "4581X0", "NIB": "65562Q", "AFDB": "00828E", "CAF": "219868", "IBRD": "459058", "ADB": "045167",
            "EBRD": "29874Q", "COE": "21987B", "IFC": "45950K"}


def ssa_em_run(v: int):
    dealer, firm, who, mail = [("upweybank", "UPWEY BANK AG", "Jonas Albrecht", "jonas.albrecht@upweybank.de"),
                               ("yarnfield", "YARNFIELD INTERNATIONAL", "Clara Sousa", "csousa@yarnfield.co.uk")][v]
    ssa = [("KFW", 4.0, "2031-03-15"), ("EIB", 4.25, "2033-10-15"), ("IADB", 3.875, "2030-06-30"), ("NIB", 4.125, "2032-01-20"),
           ("AFDB", 4.375, "2034-05-15"), ("CAF", 4.75, "2031-11-20")] if v == 0 else \
          [("IBRD", 4.0, "2032-07-15"), ("ADB", 4.125, "2031-09-15"), ("KFW", 4.375, "2035-02-01"), ("EBRD", 3.75, "2030-10-15"),
           ("COE", 4.25, "2033-04-20"), ("IFC", 4.0, "2031-12-10")]
    em = [("MEXICO", 5.75, "2035-03-12"), ("COLOMBIA", 7.5, "2034-02-02"), ("PERU", 5.375, "2036-07-08"), ("PANAMA", 6.875, "2036-01-31"),
          ("INDONESIA", 5.1, "2033-09-10")] if v == 0 else \
         [("CHILE", 4.95, "2035-01-05"), ("PHILIPPINES", 5.25, "2034-05-14"), ("DOMINICAN REP", 6.6, "2036-06-01"), ("BRAZIL", 6.25, "2035-03-18"),
          ("ROMANIA", 6.375, "2034-09-18")]
    from common import spx
    from common import yrs as _yrs

    gold, rows, secs = [], [], []
    r = rng(f"ssaem{v}")
    sums = [0, 0]
    secs.append(0)
    rows.append(["SSA (USD) - spread to interpolated UST"])
    for iss, c, m in ssa:
        sb = r.randint(6, 30)
        sa = sb - r.randint(2, 4)
        pb, pa = spx(c, m, sb), spx(c, m, sa)
        isn = _isin.from_natid("US", pc(SSA_STEM[iss], f"ssa{v}{iss}{m}"))
        rows.append([isn, iss, f"{c:.3f}", mdy2(m), f"{_yrs(m):.1f}", f"+{sb}", f"+{sa}", pb, pa, fx(float(pb) - 0.05), f"{_yrs(m) * 0.9:.2f}", "Aaa/AAA"])
        sums[0] += sb
        sums[1] += sa
        gold += q(isn, "agency", dealer, size="5MM", spread=(f"+{sb}", f"+{sa}"), price=(pb, pa))
    secs.append(len(rows))
    rows.append(["EM SOVEREIGNS (USD)"])
    doubt = 2
    for k, (iss, c, m) in enumerate(em):
        sb = r.randint(110, 290)
        sa = sb - r.randint(5, 10)
        pb, pa = spx(c, m, sb), spx(c, m, sa)
        isn = "XS" + f"{abs(int(rng(iss + str(v)).random() * 1e9)):09d}"
        isn = isn + _isin.calc_check_digit(isn)
        mark = "*" if k == doubt else ""
        rows.append([isn, iss, f"{c:.3f}", mdy2(m), f"{_yrs(m):.1f}", f"+{sb}", f"+{sa}{mark}", pb, pa, fx(float(pb) - 0.25), f"{_yrs(m) * 0.8:.2f}",
                     r.choice(["Baa2/BBB", "Baa3/BB+", "Ba1/BB+", "Baa1/BBB+"])])
        gold += q(isn, "em_sovereign", dealer, size="2MM", review=("spread",) if k == doubt else (), spread=(f"+{sb}", f"+{sa}"), price=(pb, pa))
    header = [["ISIN", "Issuer", "Cpn", "Maturity", "Yrs", "Spread (bp)", "", "Price", "", "Close", "Mod", "Ratings"],
              ["", "", "", "", "", "Bid", "Offer", "Bid", "Offer", "Bid Px", "Dur", "M / S&P"]]
    hsp = {0: [("ISIN", 1), ("Issuer", 1), ("Cpn", 1), ("Maturity", 1), ("Yrs", 1), ("Spread (bp)", 2), ("Price", 2), ("Close", 1), ("Mod", 1),
               ("Ratings", 1)]}
    widths = [70, 76, 36, 48, 28, 38, 38, 44, 44, 44, 32, 56]
    n = len(ssa)
    summary = [["Section", "Avg Bid Sprd", "Avg Offer Sprd", "Lines"], ["Average SSA (USD)", f"{sums[0] / n:.1f}", f"{sums[1] / n:.1f}", str(n)]]
    blocks = [("text", ["SSA 5MM per side, EM sovereigns 2MM per side. Close bid price, duration and ratings are reference."]), ("gap", 4),
              ("table", {"name": "Run", "widths": widths, "header": header, "hspans": hsp, "rows": rows, "sections": set(secs), "align": "llrlrrrrrrrl",
                         "head_align": "l" * 12}),
              ("gap", 6), ("text", ["* Indicative only - not refreshed since the London open, subject to confirmation."]),
              ("gap", 6), ("text", ["**Averages"]),
              ("table", {"name": "Averages", "widths": [110, 70, 70, 40], "header": [summary[0]], "rows": [summary[1]], "align": "lrrr"})]
    pdf = report("a4", firm=firm, desk="SSA & EM Syndicate / Trading", title="USD SSA AND EM RUN",
                 right=["08.02.2028 12:10 CET" if v == 0 else "16-Feb-2028 11:45 GMT", "+49 69 5550 2210" if v == 0 else "+44 20 7946 0915"],
                 blocks=blocks, footer=[f"{firm} - for professional clients only. Not investment research. Doc-Nr. {'2028-0208-44' if v == 0 else '2028-0216-19'}."],
                 fsize=7.2, lead=9.2)
    text = f"Please find our run attached.\n\n{sig(who, 'SSA / EM Trading', firm.title(), '+49 69 5550 2210' if v == 0 else '+44 20 7946 0915')}\n"
    return mk(f"{dealer}-ssa-em-run", "pdf", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="USD SSA / EM run",
              date=date("12:12:09" if v == 0 else "11:46:30", "+0100" if v == 0 else "+0000", 8 if v == 0 else 16), text=text,
              attachments=[_pdf(f"{dealer}_ssa_em.pdf", pdf)],
              note="pdf:ruled emph:band emph:sections emph:footnote emph:totals emph:near-numbers emph:size-scope emph:prev-col",
              meta={"sections": ["SSA (USD) - spread to interpolated UST", "EM SOVEREIGNS (USD)"], "marks": ["*"], "band": ("Spread (bp)", "Bid")})


# ---------------------------------------------------------------- 7. everyday UST / agency run, unruled


def ust_run(v: int):
    dealer, firm, who, mail = [("zennor", "ZENNOR FIXED INCOME", "Ben Hartley", "bhartley@zennorfi.com"),
                               ("abberley", "ABBERLEY GOVERNMENT SECURITIES", "Ruth Okonjo", "rokonjo@abberley.com")][v]
    if v == 0:
        dealer = "zennorfi"
    from common import p32, pxs
    from common import ust as _ust
    from common import yrs as _yrs

    tsy = [(4.125, "2030-01-31"), (4.0, "2031-02-15"), (4.25, "2033-01-31"), (4.375, "2035-02-15"), (4.625, "2038-02-15"), (4.75, "2058-02-15")]
    if v == 1:
        tsy = [(3.875, "2030-02-28"), (4.125, "2032-01-31"), (4.25, "2034-11-15"), (4.5, "2037-11-15"), (4.625, "2047-11-15"), (4.75, "2057-11-15")]
    gold, out = [], []
    from pdfkit import fixed

    rows = []
    for c, m in tsy:
        mid = float(pxs(c, _ust(_yrs(m)), m, nd=6))
        b = round(mid * 64) / 64 - 1 / 64
        a = b + (1 / 64 if _yrs(m) < 8 else 2 / 64)
        yb = yt(c, b, m, 3)
        ya = yt(c, a, m, 3)
        rows.append([f"T {c:g} {mdy2(m)}", p32(b), p32(a), yb, ya, p32(b - 3 / 32), f"{_yrs(m) * 0.85:.2f}"])
        gold += q(bkey("T", c, m), "government", dealer, size="25x25" if v == 0 else "50x50", price=(p32(b), p32(a)), yield_=(yb, ya))
    if v == 0:
        out += ["UST (px in 32nds), 25x25"]
        hdr = ["BOND", "BID", "ASK", "YLD B", "YLD A", "PRV CLS", "DUR"]
    else:
        out += ["TREASURIES - 50x50 on the run and off"]
        hdr = ["BOND", "BID", "ASK", "YLD B", "YLD A", "CLOSE", "DUR"]
    out += fixed([hdr, *rows], [18, 9, 9, 8, 8, 9, 6], "lrrrrrr")
    out += ["", "Prior close is yesterday's 3pm bid; curve: 2s10s +34.5, 5s30s +61."]
    blocks = [("text", ["Good morning - rates run." if v == 0 else "Treasury run, afternoon."]), ("gap", 4), ("mono", out)]
    pdf = report("letter", firm=firm, desk="Government Trading", title="UST RUN", right=["07-Feb-2028 08:15" if v == 0 else "14-Feb-2028 14:20", "+1 617 555 0"
                                                                                         + ("183" if v == 0 else "126")],
                 blocks=blocks, footer=[f"{firm}. Ref {'G-0207' if v == 0 else 'G-0214'}. Not research."], ruled=False)
    text = f"UST run attached.\n\n{sig(who, 'Govt Trading', firm.title(), '+1 617 555 0' + ('183' if v == 0 else '126'))}\n"
    return mk(f"{dealer}-ust-run", "pdf", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="UST run",
              date=date("08:16:40" if v == 0 else "14:21:02", "-0500", 7 if v == 0 else 14), text=text,
              attachments=[_pdf(f"ust_run_{'0207' if v == 0 else '0214'}.pdf", pdf)],
              note="pdf:unruled emph:everyday emph:prev-col emph:size-scope", meta={})


LAYOUTS = [
    lambda: agency_offering(0), lambda: agency_offering(1),
    lambda: structured_inventory(0), lambda: structured_inventory(1),
    lambda: loan_sheet(0), lambda: loan_sheet(1),
    lambda: corp_mono(0), lambda: corp_mono(1),
    lambda: muni_offer(0), lambda: muni_offer(1),
    lambda: ssa_em_run(0), lambda: ssa_em_run(1),
    lambda: ust_run(0), lambda: ust_run(1),
]
