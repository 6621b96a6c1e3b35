"""Spreadsheets as systems export them: two tables on a sheet, hidden columns, multi-row headers, text numbers, date serials."""

from __future__ import annotations

import datetime as _dt
import io

import openpyxl
from openpyxl.styles import Alignment, Font
from openpyxl.utils import get_column_letter

from common import MIME_XLS, MIME_XLSX, Attachment, bkey, date, fx, lkey, mk, normalize_zip, p32, pxs, q, sig, tc, ust, yrs, yt
from gen import agency_bullets, corp_bonds, rng

CLIENT = "Trading Assistant <ta@clients.example-am.com>"
B = Font(bold=True)


def _save(wb) -> bytes:
    wb.properties.creator = "desk"
    wb.properties.created = _dt.datetime(2028, 2, 7, 6, 30)  # noqa: DTZ001 - workbook properties are naive (normalised anyway)
    wb.properties.modified = _dt.datetime(2028, 2, 7, 6, 30)  # noqa: DTZ001
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _put(ws, r, c, v, fmt=None, bold=False):
    cell = ws.cell(row=r, column=c, value=v)
    if fmt:
        cell.number_format = fmt
    if bold:
        cell.font = B
    return cell


def _d(iso):
    y, m, d = (int(p) for p in iso.split("-"))
    return _dt.datetime(y, m, d)  # noqa: DTZ001 - a spreadsheet date cell has no time zone


def _xlsx(name, data):
    return Attachment(name, data, MIME_XLSX, "xlsx")


# ---------------------------------------------------------------- 1. agency bullets and discount notes: two tables on one sheet


def agency_two_tables(v: int):
    dealer, firm, who, mail = [("grimsditch", "Grimsditch Securities", "Paul Weir", "pweir@grimsditch.com"),
                               ("hexworthy", "Hexworthy Markets", "Anya Kowal", "akowal@hexworthy.com")][v]
    bl = agency_bullets(f"x-ag{v}", 8, issuers=("FHLB", "FNMA", "FFCB", "FHLMC"))
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Offerings"
    _put(ws, 1, 1, f"{firm} - Agency Offerings", bold=True)
    _put(ws, 2, 1, "Offer side only. Qty in thousands (M). Prev = yesterday's close, Bmk = benchmark UST yield; both reference.")
    _put(ws, 3, 1, "Run date")
    _put(ws, 3, 2, _d("2028-02-10" if v == 0 else "2028-02-17"), "dd-mmm-yyyy")
    hdr = ["CUSIP", "Desk Code", "Issuer", "Cpn", "Maturity", "Amt Out ($MM)", "Bmk", "Prev", "Qty (M)", "Offer Px", "Offer Yld"]
    if v == 1:
        hdr = ["CUSIP", "Desk Code", "Issuer", "Cpn", "Maturity", "Qty (M)", "Offer Yld", "Offer Px", "Prev", "Bmk", "Amt Out ($MM)"]
    r0 = 5
    _put(ws, r0, 1, "BULLETS", bold=True)
    for c, h in enumerate(hdr, 1):
        _put(ws, r0 + 1, c, h, bold=True)
    gold = []
    for i, b in enumerate(bl):
        vals = {"CUSIP": b["cusip"], "Desk Code": f"AG{i + 101}", "Issuer": b["issuer"], "Cpn": (b["cpn"], "0.000"), "Maturity": (_d(b["mat"]), "mm/dd/yyyy"),
                "Amt Out ($MM)": (b["amt"], "#,##0"), "Bmk": (float(b["bmk"]), "0.000"), "Prev": (float(b["prev"]), "0.000"),
                "Qty (M)": (b["avail"], "#,##0"), "Offer Px": (float(b["px"]), "0.000"), "Offer Yld": (float(b["ytm"]), "0.000")}
        for c, h in enumerate(hdr, 1):
            x = vals[h]
            _put(ws, r0 + 2 + i, c, *(x if isinstance(x, tuple) else (x,)))
        gold += q(b["cusip"], "agency", dealer, size=(None, b["avail"] * 1000), price=(None, b["px"]), yield_=(None, b["ytm"]))
    r1 = r0 + 2 + len(bl) + 2
    _put(ws, r1, 1, "DISCOUNT NOTES - discount yield (act/360), Qty in $MM", bold=True)
    dh = ["CUSIP", "Desk Code", "Issuer", "Days", "Maturity", "Qty ($MM)", "Prev Rate", "Offer Rate", "Money Mkt Yld"]
    for c, h in enumerate(dh, 1):
        _put(ws, r1 + 1, c, h, bold=True)
    from common import AGENCY_PREFIX, pc

    dns = [("FHLB", "2028-03-15", 3.745), ("FHLB", "2028-05-17", 3.73), ("FFCB", "2028-04-20", 3.74), ("FHLMC", "2028-07-28", 3.715)]
    if v == 1:
        dns = [("FNMA", "2028-03-22", 3.75), ("FHLB", "2028-06-14", 3.725), ("FHLB", "2028-08-30", 3.705)]
    for i, (iss, m, rate) in enumerate(dns):
        cus = pc(AGENCY_PREFIX[iss][:5], f"dn{v}{i}")
        days = (_dt.date(*map(int, m.split("-"))) - _dt.date(2028, 2, 11)).days
        mmy = rate / (1 - rate / 100 * days / 360)
        row = [cus, f"DN{i + 11}", f"{iss} DN", (days, "0"), (_d(m), "mm/dd/yyyy"), ([25, 50, 40, 75][i], "0"),
               (rate + 0.01, "0.000"), (rate, "0.000"), (round(mmy, 3), "0.000")]
        for c, x in enumerate(row, 1):
            _put(ws, r1 + 2 + i, c, *(x if isinstance(x, tuple) else (x,)))
        gold += q(cus, "agency", dealer, size=(None, [25, 50, 40, 75][i] * 1_000_000), yield_=(None, f"{rate:.3f}"))
    ws.column_dimensions["B"].hidden = True
    for c in range(1, 12):
        ws.column_dimensions[get_column_letter(c)].width = 13 if c != 1 else 12
    dis = wb.create_sheet("Disclaimer")
    dis["A1"] = "For institutional investors. Offerings subject to prior sale. Member FINRA/SIPC. Ref 2028-02-AG-0" + ("41" if v == 0 else "77")
    data = _save(wb)
    text = f"Agency offerings attached - bullets and discount notes.\n\n{sig(who, 'Agency Desk', firm, '+1 212 555 0' + ('109' if v == 0 else '117'))}\n"
    return mk(f"{dealer}-agency-sheet", "xlsx", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Agency offerings (xlsx)",
              date=date("08:58:03" if v == 0 else "08:47:26", "-0500", 10 if v == 0 else 17), text=text,
              attachments=[_xlsx(f"{dealer}_agency_{'0210' if v == 0 else '0217'}.xlsx", data)],
              note="emph:two-tables emph:hidden-cols emph:dates emph:offer-only emph:near-numbers emph:size-unit emph:prev-col emph:multi-sheet "
                   "emph:title-block emph:yield-price",
              meta={"header_row": r0 + 1, "two_tables": (r0 + 1, r1 + 1)})


# ---------------------------------------------------------------- 2. a broker's loan sheet: a source column, Bid / Ask over each column, yesterday beside today


def broker_loans(v: int):
    dealer, firm, who, mail, sources = [
        ("ilsington", "Ilsington Brokers", "Mark Tulley", "mtulley@ilsington.com", ["JEVINGTON", "KILNSEY", "LANREATH"]),
        ("mordiford", "Mordiford Interdealer", "Ella Sykes", "esykes@mordiford.com", ["NETTLECOMBE", "OTTERHAM", "POLPERRO"])][v]
    rr = rng(f"brk{v}")
    names = [("Ashby Folville Foods", "TLB", "S+350", "2031-06-30"), ("Burrough Hill Health", "TLB", "S+425", "2030-10-31"),
             ("Cold Newton Software", "TL", "S+325", "2032-01-31"), ("Dalby Motors", "TLB-2", "S+400", "2031-03-31"),
             ("Eye Kettleby Chemicals", "TLB", "S+375", "2030-12-31"), ("Frisby Logistics", "TLB", "S+300", "2032-04-30"),
             ("Gaddesby Leisure", "1L TL", "S+475", "2029-11-30")]
    if v == 1:
        names = [(n.replace("Ashby Folville", "Hoby").replace("Burrough Hill", "Kirby Bellars").replace("Cold Newton", "Lowesby")
                  .replace("Dalby", "Marefield").replace("Eye Kettleby", "Nether Broughton").replace("Frisby", "Owston").replace("Gaddesby", "Pickwell"),
                  f, m, mt) for (n, f, m, mt) in names]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Loans"
    _put(ws, 1, 1, f"{firm} - Loan composite ({'10-Feb-2028 15:00' if v == 0 else '18-Feb-2028 14:45'})", bold=True)
    _put(ws, 2, 1, "Dealer runs as received; Source names the dealer. Levels in price; 1MM clips. Yesterday's columns are last night's close.")
    _put(ws, 3, 1, "As of")
    _put(ws, 3, 2, _dt.datetime(2028, 2, 10, 15, 0) if v == 0 else _dt.datetime(2028, 2, 18, 14, 45), "dd-mmm-yy hh:mm")  # noqa: DTZ001 - a date cell
    if v == 0:
        hdr = ["Source", "Borrower", "Facility", "Margin", "Maturity", "Floor", "OID", "Bid", "Ask", "Yest Bid", "Yest Ask", "Hi", "Lo"]
    else:
        hdr = ["Borrower", "Facility", "Margin", "Maturity", "Yest Bid", "Yest Ask", "Bid", "Ask", "Source", "Floor", "Fac ($MM)", "Model Px"]
    for c, h in enumerate(hdr, 1):
        _put(ws, 4, c, h, bold=True)
    gold = []
    row = 5
    for i, (bor, fac, mg, mt) in enumerate(names):
        base = round(rr.uniform(94, 100.25) * 8) / 8
        fl, oid, fsz = rr.choice([0.005, 0.0075, 0.0]), rr.choice([99.0, 99.5, 98.5]), rr.choice([650, 900, 1200, 2100])
        for k in range(2 if i % 3 == 0 else 1):
            src = sources[(i + k) % 3]
            b = base + (0.125 * k if k else 0)
            a = b + rr.choice([0.375, 0.5, 0.75])
            yb = b - rr.choice([-0.25, 0, 0.125, 0.25])
            vals = {"Source": src, "Borrower": bor, "Facility": fac, "Margin": mg, "Maturity": _dt.date(*map(int, mt.split("-"))).strftime("%b-%y"), "Floor": (fl, "0.00%"),
                    "OID": (oid, "0.00"), "Bid": (b, "0.000"), "Ask": (a, "0.000"), "Yest Bid": (yb, "0.000"),
                    "Yest Ask": (yb + (a - b), "0.000"), "Hi": (max(b, yb) + 0.125, "0.000"), "Lo": (min(b, yb) - 0.125, "0.000"),
                    "Fac ($MM)": (fsz, "#,##0"), "Model Px": (round(b + rr.uniform(-0.6, 0.6), 2), "0.00")}
            for c, h in enumerate(hdr, 1):
                x = vals[h]
                _put(ws, row, c, *(x if isinstance(x, tuple) else (x,)))
            mtw = _dt.date(*map(int, mt.split("-"))).strftime("%b-%y")
            gold += q(lkey(bor, fac, mg, mtw), "loan", src.lower(), size="1MM", price=(fx(b), fx(a)))
            row += 1
    for c in range(1, len(hdr) + 1):
        ws.column_dimensions[get_column_letter(c)].width = 12 if hdr[c - 1] != "Borrower" else 24
    dis = wb.create_sheet("Notes")
    dis["A1"] = "Composite of dealer runs for information; the broker is not a principal. Not an offer. Ref ILB-0210" if v == 0 else \
        "Composite of dealer runs for information; the broker is not a principal. Not an offer. Ref MID-0218"
    data = _save(wb)
    text = f"Loan composite attached.\n\n{sig(who, 'Loan Broking', firm, '+44 20 7946 0' + ('633' if v == 0 else '648'))}\n"
    return mk(f"{dealer}-loan-composite", "xlsx", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Loan composite",
              date=date("15:02:11" if v == 0 else "14:47:09", "+0000", 10 if v == 0 else 18), text=text,
              attachments=[_xlsx("loan_composite.xlsx", data)],
              note="emph:source-column emph:prev-col emph:near-numbers emph:size-scope emph:dates emph:multi-sheet emph:title-block",
              meta={"header_row": 4})


# ---------------------------------------------------------------- 3. CLO workbook: a header over three rows with merged bands, a summary sheet


def clo_workbook(v: int):
    dealer, firm, who, mail = [("quantock", "Quantock Securities", "Jade Morrow", "jmorrow@quantock.com"),
                               ("rillaton", "Rillaton Capital", "Simon Achebe", "sachebe@rillatoncap.com")][v]
    if v == 1:
        dealer = "rillatoncap"
    rr = rng(f"clo{v}")
    deals = ["ABBOTS RIPTON CLO 2024-1A", "BLUNTISHAM CLO 2023-3A", "COLNE VALLEY CLO 2025-2A", "DODDINGTON CLO 2022-5A", "EARITH CLO 2024-6A",
             "FENSTANTON CLO 2025-1A"] if v == 0 else \
            ["GRAFHAM CLO 2024-4A", "HEMINGFORD CLO 2023-2A", "KIMBOLTON CLO 2025-5A", "LITTLE PAXTON CLO 2022-3A", "MOLESWORTH CLO 2024-2A",
             "OFFORD CLO 2025-4A"]
    classes = [("A1", "AAA", 128), ("B", "AA", 176), ("C", "A", 226), ("D", "BBB-", 348), ("E", "BB-", 640), ("A2", "AAA", 150)]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "CLO Run"
    _put(ws, 1, 1, f"{firm} CLO secondary run", bold=True)
    _put(ws, 2, 1, "2MM current face unless noted" if v == 0 else "All levels for 1MM current face")
    h1 = ["Deal", "Class", "Rating", "Margin", "WAL", "Factor", "DM", "", "Price", "", "Prior", "", "WARF"]
    h2 = ["", "", "", "(bp)", "(yrs)", "", "Bid", "Offer", "Bid", "Offer", "DM Bid", "DM Offer", ""]
    h3 = ["", "", "", "", "", "", "bp", "bp", "pts", "pts", "(close)", "(close)", ""]
    for rowi, h in zip((4, 5, 6), (h1, h2, h3), strict=True):
        for c, t in enumerate(h, 1):
            if t:
                _put(ws, rowi, c, t, bold=True).alignment = Alignment(horizontal="center")
    ws.merge_cells("G4:H4")
    ws.merge_cells("I4:J4")
    ws.merge_cells("K4:L4")
    gold = []
    for i, deal in enumerate(deals):
        cls, rt, base = classes[i]
        marg = base + rr.choice([-4, 0, 5])
        dm = base + rr.choice([-6, -2, 3, 8])
        da = dm - rr.choice([5, 6, 8, 10]) if base < 300 else dm - rr.choice([15, 20, 25])
        pb = round(100 + (marg - dm) * 0.045, 3) if base < 300 else round(rr.uniform(94, 99.5) * 8) / 8
        pa = round(pb + rr.choice([0.125, 0.25, 0.375]), 3)
        vals = [deal, cls, rt, (marg, "0"), (round(rr.uniform(3.5, 6.5), 1), "0.0"), (1.0 if cls != "A1" else round(rr.uniform(0.7, 0.95), 4), "0.0000"),
                (dm, "0"), (da, "0"), (pb, "0.000"), (pa, "0.000"), (dm + rr.choice([-3, 2, 4]), "0"), (da + rr.choice([-3, 2, 4]), "0"),
                (rr.randint(2650, 3100), "#,##0")]
        for c, x in enumerate(vals, 1):
            _put(ws, 7 + i, c, *(x if isinstance(x, tuple) else (x,)))
        size = "2MM" if v == 0 else "1MM"
        if v == 0 and i == 2:
            _put(ws, 7 + i, 14, "4MM")
            size = "4MM"
        gold += q(lkey(deal, cls), "structured", dealer, size=size, dm=(str(dm), str(da)), price=(fx(pb), fx(pa)))
    if v == 0:
        _put(ws, 6, 14, "Size", bold=True)
    sm = wb.create_sheet("Summary")
    sm["A1"] = "Summary"
    sm["A2"] = "Lines"
    sm["B2"] = len(deals)
    sm["A3"] = "Avg WAL"
    sm["B3"] = 4.9
    sm["A4"] = "Desk"
    sm["B4"] = "+1 212 555 0" + ("177" if v == 0 else "185")
    data = _save(wb)
    text = f"CLO run attached.\n\n{sig(who, 'CLO Trading', firm, '+1 212 555 0' + ('177' if v == 0 else '185'))}\n"
    return mk(f"{dealer}-clo-run", "xlsx", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="CLO secondary run",
              date=date("10:15:44" if v == 0 else "10:02:13", "-0500", 9 if v == 0 else 16), text=text,
              attachments=[_xlsx("CLO_run.xlsx", data)],
              note="emph:two-row-header emph:band emph:prev-col emph:near-numbers emph:size-scope emph:multi-sheet emph:title-block",
              meta={"header_row": 5, "header2": ("Price", "Offer"), "band": ("Price", "Bid")})


# ---------------------------------------------------------------- 4. UST and agencies: 32nds as text, yesterday's column, text numbers


def ust_book(v: int):
    dealer, firm, who, mail = [("sheepwash", "Sheepwash Rates", "Colin Marsh", "cmarsh@sheepwashrates.com"),
                               ("trebarwith", "Trebarwith Securities", "Nia Roberts", "nroberts@trebarwith.com")][v]
    if v == 0:
        dealer = "sheepwashrates"
    tsy = [(3.75, "2030-01-31"), (3.875, "2031-01-31"), (4.0, "2033-02-15"), (4.125, "2035-01-31"), (4.375, "2038-02-15"), (4.5, "2058-02-15")]
    if v == 1:
        tsy = [(3.625, "2030-02-15"), (4.0, "2032-01-31"), (4.125, "2034-02-15"), (4.25, "2036-11-15"), (4.5, "2048-02-15")]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "UST"
    _put(ws, 1, 1, f"{firm} - UST run - 50x50", bold=True)
    hdr = ["Bond", "Cpn", "Maturity", "Close", "Bid", "Ask", "Chg", "Yld (mid)", "DV01"]
    if v == 1:
        hdr = ["Bond", "Cpn", "Maturity", "Bid", "Ask", "Yest Bid", "Yest Ask", "Bid Yld", "Ask Yld", "DV01"]
    for c, h in enumerate(hdr, 1):
        _put(ws, 3, c, h, bold=True)
    gold = []
    for i, (c_, m) in enumerate(tsy):
        mid = float(pxs(c_, ust(yrs(m)), m, nd=6))
        b = round(mid * 64) / 64 - 1 / 64
        a = b + 1 / 64 if yrs(m) < 8 else b + 2 / 64
        cl = b - 2 / 32
        ybs, yas = yt(c_, b, m, 3), yt(c_, a, m, 3)
        vals = {"Bond": f"T {c_:g} {m[5:7]}/{m[8:]}/{m[2:4]}", "Cpn": f"{c_:.3f}", "Maturity": (_d(m), "mm/dd/yyyy"), "Close": p32(cl), "Bid": p32(b),
                "Ask": p32(a), "Chg": "+2", "Yld (mid)": (round((float(ybs) + float(yas)) / 2, 3), "0.000"), "DV01": f"{yrs(m) * 0.085:.4f}",
                "Yest Bid": p32(cl), "Yest Ask": p32(cl + (a - b)), "Bid Yld": ybs, "Ask Yld": yas}
        for c, h in enumerate(hdr, 1):
            x = vals[h]
            _put(ws, 4 + i, c, *(x if isinstance(x, tuple) else (x,)))
        meas = {"price": (p32(b), p32(a))}
        if v == 1:
            meas["yield_"] = (ybs, yas)
        gold += q(bkey("T", c_, m), "government", dealer, size="50x50", **meas)
    # agencies below on a second sheet, spread to UST
    ag = wb.create_sheet("Agencies")
    _put(ag, 1, 1, "Agency bullets - spread to UST (bp), 10x10", bold=True)
    ah = ["CUSIP", "Issuer", "Cpn", "Maturity", "Bmk", "Bid Sprd", "Ask Sprd", "Prev Bid Sprd", "Amt Out ($MM)"]
    for c, h in enumerate(ah, 1):
        _put(ag, 3, c, h, bold=True)
    for i, bb in enumerate(agency_bullets(f"ub{v}", 4, issuers=("FHLB", "FFCB"))):
        sb = rng(bb["cusip"]).randint(8, 26)
        sa = sb - 3
        row = [bb["cusip"], bb["issuer"], f"{bb['cpn']:.3f}", (_d(bb["mat"]), "dd-mmm-yy"), "UST interp", str(sb), str(sa), str(sb + 1), (bb["amt"], "#,##0")]
        for c, x in enumerate(row, 1):
            _put(ag, 4 + i, c, *(x if isinstance(x, tuple) else (x,)))
        gold += q(bb["cusip"], "agency", dealer, size="10x10", spread=(str(sb), str(sa)))
    data = _save(wb)
    text = f"Rates book attached (UST and agency bullets).\n\n{sig(who, 'Rates Trading', firm, '+1 617 555 0' + ('142' if v == 0 else '159'))}\n"
    return mk(f"{dealer}-rates-book", "xlsx", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Rates book",
              date=date("13:30:20" if v == 0 else "13:41:58", "-0500", 11 if v == 0 else 14), text=text,
              attachments=[_xlsx("rates_book.xlsx", data)],
              note="emph:32nds-text emph:text-numbers emph:prev-col emph:dates emph:size-scope emph:everyday", meta={})


# ---------------------------------------------------------------- 5. legacy .xls: IG / HY offerings crowded with call and issue facts


def xls_offers(v: int):
    import xlwt

    dealer, firm, who, mail = [("ulverley", "Ulverley & Partners", "Grace Lindo", "glindo@ulverley.com"),
                               ("varcoe", "Varcoe Securities", "Rhys Powell", "rpowell@varcoesec.com")][v]
    if v == 1:
        dealer = "varcoesec"
    names = ["ARNSIDE HOTELS", "BEETHAM FOODS", "CARTMEL WIRELESS", "DALLAM POWER", "ELLEL PROPERTY", "FAR SAWREY BANK"] if v == 0 else \
            ["GRAYTHWAITE RAIL", "HAWKSHEAD MEDIA", "LOWICK ENERGY", "NIBTHWAITE FOODS", "OXEN PARK CHEMICAL", "RUSLAND BANK"]
    bonds = corp_bonds(f"xls{v}", names, hy=(v == 1))
    book = xlwt.Workbook()
    ws = book.add_sheet("Offerings")
    bold = xlwt.easyxf("font: bold on")
    n3 = xlwt.easyxf(num_format_str="0.000")
    n0 = xlwt.easyxf(num_format_str="#,##0")
    ws.write(0, 0, f"{firm.upper()} - CORPORATE OFFERINGS", bold)
    ws.write(1, 0, "Offer side only. Avail in $MM. Call date / price, amount outstanding, rating and prior close are reference.")
    hdr = ["CUSIP", "Issuer", "Cpn", "Maturity", "Call Date", "Call Px", "Amt Out", "Rtg", "Prior Close", "Avail ($MM)", "Offer Px", "Offer Yld", "Offer Sprd"]
    for c, h in enumerate(hdr):
        ws.write(3, c, h, bold)
    gold = []
    from common import cusip

    for i, b in enumerate(bonds):
        cus = cusip(f"{(523 + 37 * i + 211 * v) % 900 + 100}{'QR' if v == 0 else 'TV'}{i}A{i}")
        avail = [2, 3, 5, 1, 4, 2][i]
        vals = [cus, b["name"], (b["cpn"], n3), b["mat"][5:7] + "/" + b["mat"][8:] + "/" + b["mat"][:4], f"{int(b['mat'][:4]) - 1}-{b['mat'][5:]}"
                if v == 1 else f"{b['mat'][5:7]}/{b['mat'][8:]}/{int(b['mat'][:4]) - 1}", (100.0 if v == 0 else 100 + b["cpn"] / 2, n3), (b["amt"], n0), b["rtg"],
                (float(b["prev"]), n3), (avail, n0), (float(b["pa"]), n3), (float(b["ya"]), n3), (b["sa"], n0)]
        for c, x in enumerate(vals):
            if isinstance(x, tuple):
                ws.write(4 + i, c, x[0], x[1])
            else:
                ws.write(4 + i, c, x)
        grp = "hy" if v == 1 else "ig"
        gold += q(cus, grp, dealer, size=(None, avail * 1_000_000), price=(None, b["pa"]), yield_=(None, b["ya"]), spread=(None, str(b["sa"])))
    buf = io.BytesIO()
    book.save(buf)
    text = (f"Offerings attached (old-format sheet from our system, sorry).\n\n{sig(who, 'Credit Sales', firm, '+1 415 555 0' + ('137' if v == 0 else '164'))}\n")
    return mk(f"{dealer}-corp-offers-xls", "xlsx", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Corporate offerings",
              date=date("07:55:31" if v == 0 else "08:03:47", "-0800", 8 if v == 0 else 15), text=text,
              attachments=[Attachment("offerings.xls", buf.getvalue(), MIME_XLS, "xls")],
              note="xlsx:xls emph:offer-only emph:near-numbers emph:size-unit emph:prev-col emph:yield-price emph:title-block",
              meta={"header_row": 4})


# ---------------------------------------------------------------- 6. ABS / CMBS / RMBS with a per-row Basis column, text numbers, date serials


def abs_basis(v: int):
    dealer, firm, who, mail = [("whitstone", "Whitstone Capital Markets", "Omar Haddad", "ohaddad@whitstone.com"),
                               ("yealand", "Yealand Securities", "Freya Dunn", "fdunn@yealandsec.com")][v]
    if v == 1:
        dealer = "yealandsec"
    rr = rng(f"abs{v}")
    rows_in = [("AUTO", "ALLITHWAITE AUTO 2026-1", "A3", "Sprd", 52, 46), ("AUTO", "BRAITHWAITE AUTO 2025-3", "B", "Sprd", 81, 74),
               ("CARD", "CASTERTON CARD 2024-2", "A", "Sprd", 38, 34), ("CMBS", "DENT CRE 2025-C2", "A-S", "Sprd", 142, 134),
               ("CMBS", "EASEDALE 2024-SASB", "D", "Px", 95.25, 96.125), ("RMBS", "FLOOKBURGH NQM 2026-1", "A1", "Yld", 5.58, 5.44),
               ("RMBS", "GRIZEDALE PRIME 2025-2", "M1", "DM", 205, 190)]
    if v == 1:
        rows_in = [(s, d.replace("ALLITHWAITE", "HAVERTHWAITE").replace("BRAITHWAITE", "INGS").replace("CASTERTON", "KENTMERE")
                    .replace("DENT", "LOWTHER").replace("EASEDALE", "MARDALE").replace("FLOOKBURGH", "NATLAND").replace("GRIZEDALE", "OXENHOLME"),
                    c, t, b, a) for (s, d, c, t, b, a) in rows_in]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "ABS-CMBS-RMBS"
    _put(ws, 1, 1, f"{firm} - securitized two-way run", bold=True)
    _put(ws, 2, 1, "Basis names each row's measure (Sprd = spread to UST bp, DM bp, Yld %, Px pts). Sizes 3MM unless noted.")
    hdr = ["Sector", "CUSIP", "Deal", "Class", "Pricing Date", "Orig Face", "Cur Face", "Factor", "WAL", "CE %", "Basis", "Bid", "Ask", "Prev Bid", "Prev Ask"]
    if v == 1:
        hdr = ["Sector", "CUSIP", "Deal", "Class", "Basis", "Bid", "Ask", "Prev Bid", "Prev Ask", "Pricing Date", "Orig Face", "Cur Face", "Factor", "WAL", "CE %"]
    for c, h in enumerate(hdr, 1):
        _put(ws, 4, c, h, bold=True)
    gold = []
    for i, (sec, deal, cls, basis, b, a) in enumerate(rows_in):
        cus = tc(("WS" if v == 0 else "YL") + f"{i:02d}" + "CD", f"B{i}")
        orig = rr.choice([45.0, 120.0, 250.0, 310.0, 60.0])
        fac = round(rr.uniform(0.55, 1.0), 4)
        fmt = (lambda x: f"{x:.3f}") if basis == "Px" else ((lambda x: f"{x:.2f}") if basis == "Yld" else (lambda x: str(x)))
        pb = b + (rr.choice([2, 3, -2]) if basis in ("Sprd", "DM") else rr.choice([0.125, -0.25]) if basis == "Px" else 0.05)
        pa = a + (pb - b)
        vals = {"Sector": sec, "CUSIP": cus, "Deal": deal, "Class": cls, "Pricing Date": (_d(f"{deal.split()[-1][:4]}-0{1 + i % 8}-1{i}"), "mm/dd/yy"),
                "Orig Face": (orig * 1e6, "#,##0"), "Cur Face": (round(orig * fac, 3) * 1e6, "#,##0"), "Factor": (fac, "0.0000"),
                "WAL": (round(rr.uniform(1.2, 7.5), 2), "0.00"), "CE %": (round(rr.uniform(4, 32), 1), "0.0"), "Basis": basis,
                "Bid": fmt(b), "Ask": fmt(a), "Prev Bid": fmt(round(pb, 3)), "Prev Ask": fmt(round(pa, 3))}
        for c, h in enumerate(hdr, 1):
            x = vals[h]
            _put(ws, 5 + i, c, *(x if isinstance(x, tuple) else (x,)))
        m = {"Sprd": "spread", "DM": "dm", "Yld": "yield_", "Px": "price"}[basis]
        gold += q(cus, "structured", dealer, size="3MM", **{m: (fmt(b), fmt(a))})
    data = _save(wb)
    text = f"Securitized run attached.\n\n{sig(who, 'ABS / CMBS / RMBS', firm, '+1 212 555 0' + ('198' if v == 0 else '204'))}\n"
    return mk(f"{dealer}-securitized-basis", "xlsx", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Securitized run - two way",
              date=date("11:20:08" if v == 0 else "11:05:37", "-0500", 11 if v == 0 else 18), text=text,
              attachments=[_xlsx("securitized_run.xlsx", data)],
              note="emph:measure-col emph:text-numbers emph:dates emph:prev-col emph:near-numbers emph:size-scope emph:title-block",
              meta={"header_row": 4, "measure_col": "Basis"})


LAYOUTS = [
    lambda: agency_two_tables(0), lambda: agency_two_tables(1),
    lambda: broker_loans(0), lambda: broker_loans(1),
    lambda: clo_workbook(0), lambda: clo_workbook(1),
    lambda: ust_book(0), lambda: ust_book(1),
    lambda: xls_offers(0), lambda: xls_offers(1),
    lambda: abs_basis(0), lambda: abs_basis(1),
]
