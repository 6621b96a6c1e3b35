"""Workbooks: bands over two header rows, notes rows, reference columns set right beside the levels."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Alignment, Font, PatternFill

from common import MIME_XLS, MIME_XLSX, Attachment, bkey, date, dealer_of, frac, mk, muni_px, n32, normalize_zip, pxs, q, r32, sig, uc, ui, ylds

BOLD = Font(bold=True)
GREY = PatternFill("solid", fgColor="DDDDDD")


def _wb():
    wb = openpyxl.Workbook()
    wb.properties.creator = "desk"
    wb.properties.lastModifiedBy = "desk"
    return wb


def _save(wb) -> bytes:
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def _bands(ws, row, bands):
    """bands: [(first_col, last_col, text)], 1-based columns; merged and bold."""
    for c1, c2, text in bands:
        ws.cell(row=row, column=c1, value=text).font = BOLD
        ws.cell(row=row, column=c1).alignment = Alignment(horizontal="center")
        if c2 > c1:
            ws.merge_cells(start_row=row, start_column=c1, end_row=row, end_column=c2)


def _row(ws, r, values, fmts=None, bold=False):
    for j, v in enumerate(values, start=1):
        if v is None or v == "":
            continue
        cell = ws.cell(row=r, column=j, value=v)
        if bold:
            cell.font = BOLD
        if fmts and j - 1 < len(fmts) and fmts[j - 1]:
            cell.number_format = fmts[j - 1]


def _x(name, data):
    return Attachment(name, data, MIME_XLSX, "xlsx")


# ---------------------------------------------------------------- 27 / 28: IG and FRNs


def x27():
    sender = "Ciaran Macrae <cmacrae@inchmurrin.com>"
    d = dealer_of(sender)
    gold = []
    wb = _wb()
    ws = wb.active
    ws.title = "IG"
    ws["A1"] = "INCHMURRIN SECURITIES - USD IG RUN"
    ws["A1"].font = BOLD
    ws["A2"] = "23-Nov-2027 07:45 NY. Sizes USD 5MM per side unless shown. Reference columns are not levels."
    _bands(ws, 4, [(1, 3, "Bond"), (4, 5, "T-Spread (bp)"), (6, 7, "Price"), (8, 8, "Size (MM)"), (9, 11, "Reference"),
                   (12, 12, "Status")])
    _row(ws, 5, ["Issuer", "Cpn", "Maturity", "Bid", "Ask", "Bid", "Ask", "B x A", "Prior Close Sprd", "Chg", "Bmk Yld", ""], bold=True)
    ig = [("ANNAN VALLEY POWER", 5.125, dt.date(2034, 9, 15), 132, 126, "", 129, 0.04312, ""),
          ("BALMAHA HOLDINGS", 4.375, dt.date(2031, 3, 1), 88, 83, "3x5", 86, 0.04081, ""),
          ("CRAIGENDARROCH BANK", 5.75, dt.date(2037, 1, 20), 171, 164, "", 166, 0.04326, "subj"),
          ("DUNTREATH FOODS", 4.8, dt.date(2032, 6, 1), 104, 99, "", 102, 0.04081, "")]
    r = 6
    for iss, cp, mat, sb, sa, size, prior, bmk, status in ig:
        pb, pa = pxs(cp, bmk * 100 + sb / 100, mat.isoformat(), 3), pxs(cp, bmk * 100 + sa / 100, mat.isoformat(), 3)
        _row(ws, r, [iss, cp, mat, sb, sa, float(pb), float(pa), size, prior, sb - prior, bmk, status],
             [None, "0.000", "mm/dd/yyyy", "+0;-0", "+0;-0", "0.000", "0.000", None, "+0;-0", "+0;-0;0", "0.000%", None])
        rv = ("spread", "price") if status else ()
        gold += q(bkey(iss, cp, mat.isoformat()), "ig", d, size=size or "5MM", spread=(str(sb), str(sa)), price=(pb, pa), review=rv)
        r += 1
    r += 1
    ws.cell(row=r, column=1, value="Notes: subj = subject to re-confirmation with the desk before trading. Bmk Yld = the UST's yield.")
    ws.cell(row=r + 1, column=1, value="Prior Close Sprd = our 4pm mid yesterday; Chg = bid vs that mid.")
    ws.freeze_panes = "D6"
    ws2 = wb.create_sheet("FRN")
    ws2["A1"] = "FLOATERS - DM in bp over the index; 3MM per side"
    ws2["A1"].font = BOLD
    _bands(ws2, 3, [(1, 3, "Bond"), (4, 5, "Coupon"), (6, 7, "Disc Margin (bp)"), (8, 9, "Price")])
    _row(ws2, 4, ["ISIN", "Issuer", "Maturity", "Index + QM", "Reset Cpn", "Bid", "Ask", "Bid", "Ask"], bold=True)
    fr = [("US", "b17-x27-ayr", "AYRSHIRE AUTO FIN", dt.date(2029, 8, 14), "SOFR+95", 0.05312, 101, 95, 99.85, 99.98),
          ("US", "b17-x27-bute", "BUTE BANK", dt.date(2030, 2, 3), "SOFR+118", 0.05542, 126, 119, 99.68, 99.97),
          ("XS", "b17-x27-cowal", "COWAL FINANCE", dt.date(2028, 11, 30), "SOFR+62", 0.04982, 55, 50, 100.07, 100.12)]
    r = 5
    for pre, seed, iss, mat, idx, reset, db, da, pb, pa in fr:
        i = ui(pre, seed)
        _row(ws2, r, [i, iss, mat, idx, reset, db, da, pb, pa], [None, None, "dd-mmm-yy", None, "0.000%", "0", "0", "0.00", "0.00"])
        gold += q(i, "frn", d, size="3MM", dm=(str(db), str(da)), price=(f"{pb:.2f}", f"{pa:.2f}"))
        r += 1
    ws2.cell(row=r + 1, column=1, value="Reset Cpn = the current coupon (index fixing + QM), not a yield.")
    ws3 = wb.create_sheet("Notes")
    ws3["A1"] = "Inchmurrin Securities LLC, member FINRA/SIPC. Desk 212-555-0149. Levels subject to change."
    body = f"""Morning - IG / FRN run attached (tabs IG, FRN).

{sig("Ciaran Macrae", "IG Trading", "Inchmurrin Securities LLC", "212-555-0149")}
"""
    return mk("inchmurrin-ig-frn-bands-subj", "xlsx", gold, sender=sender, date=date("07:47:03"), subject="IG / FRN run 11/23",
              text=body, attachments=[_x("Inchmurrin_IG_FRN_20271123.xlsx", _save(wb))])


def x28():
    sender = "Anneke Vossberg <a.vossberg@schoenhagen.de>"
    d = dealer_of(sender)
    gold = []
    wb = _wb()
    ws = wb.active
    ws.title = "EUR Credit"
    ws["A1"] = "Schoenhagen Bank - EUR IG und Floater"
    ws["A2"] = "23.11.2027; EUR 1 Mio. je Seite. Spreads in bp. 'Hedge' = Bund-Future je 1 Mio. (Kontrakte), keine Quotierung."
    _bands(ws, 4, [(1, 4, "Anleihe"), (5, 6, "ASW (bp)"), (7, 8, "Z-Spread (bp)"), (9, 10, "Kurs"), (11, 11, "Hedge")])
    _row(ws, 5, ["ISIN", "Emittent", "Kupon", "Fällig", "Geld", "Brief", "Geld", "Brief", "Geld", "Brief", "FGBL"], bold=True)
    ig = [("DE", "b17-x28-ahr", "AHRTAL VERSORGUNG", 3.25, dt.date(2033, 4, 12), 96, 91, 101, 96, 98.42, 98.70, 5.9),
          ("XS", "b17-x28-bode", "BODETAL CHEMIE", 3.875, dt.date(2031, 9, 5), 118, 112, 124, 118, 99.15, 99.37, 3.7),
          ("FR", "b17-x28-creuse", "CREUSE AUTOROUTES", 3.5, dt.date(2036, 2, 18), 87, 82, 93, 88, 97.51, 97.94, 8.1)]
    r = 6
    for pre, seed, iss, cp, mat, ab, aa, zb, za, pb, pa, hedge in ig:
        i = ui(pre, seed)
        _row(ws, r, [i, iss, cp, mat, ab, aa, zb, za, pb, pa, hedge],
             [None, None, "0.000", "dd.mm.yyyy", "0", "0", "0", "0", "0.00", "0.00", "0.0"])
        gold += q(i, "ig", d, size="1MM", i_spread=(str(ab), str(aa)), z_spread=(str(zb), str(za)), price=(f"{pb:.2f}", f"{pa:.2f}"))
        r += 1
    r += 1
    _bands(ws, r, [(1, 4, "Floater"), (5, 6, "Disc. Margin (bp)"), (7, 8, "Kurs"), (9, 10, "Referenz")])
    _row(ws, r + 1, ["ISIN", "Emittent", "Index", "Fällig", "Geld", "Brief", "Geld", "Brief", "Vortag Kurs", "Quoted Margin"], bold=True)
    fr = [("DE", "b17-x28-elbe", "ELBEBANK", "3mE", dt.date(2030, 6, 20), 72, 66, 99.86, 100.02, 99.90, 70),
          ("XS", "b17-x28-fulda", "FULDA LEASING", "3mE", dt.date(2029, 3, 9), 104, 97, 99.91, 100.06, 100.01, 100)]
    r += 2
    for pre, seed, iss, idx, mat, db, da, pb, pa, prev, qm in fr:
        i = ui(pre, seed)
        _row(ws, r, [i, iss, idx, mat, db, da, pb, pa, prev, qm], [None, None, None, "dd.mm.yyyy", "0", "0", "0.00", "0.00", "0.00", "0"])
        gold += q(i, "frn", d, size="1MM", dm=(str(db), str(da)), price=(f"{pb:.2f}", f"{pa:.2f}"))
        r += 1
    ws.cell(row=r + 1, column=1, value="Vortag Kurs = Schlusskurs vom 22.11.2027 (nur Referenz).")
    body = "Guten Morgen, anbei EUR IG / Floater.\n\nAnneke Vossberg - Schoenhagen Bank AG - +49 69 5550 2214\n"
    return mk("schoenhagen-eur-ig-hedge-vortag", "xlsx", gold, sender=sender, date=date("08:31:40", "+0100"),
              subject="EUR IG / FRN 23.11.", text=body, attachments=[_x("Schoenhagen_EUR_IG_FRN.xlsx", _save(wb))])


# ---------------------------------------------------------------- 29 / 30: governments and agencies (legacy .xls)

_XB = xlwt.easyxf("font: bold on; align: horiz center")
_XBL = xlwt.easyxf("font: bold on")


def _xls_save(book) -> bytes:
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


def x29():
    sender = "Bernadette Muir <bmuir@muirhouse.com>"
    d = dealer_of(sender)
    gold = []
    book = xlwt.Workbook(encoding="utf-8")
    ws = book.add_sheet("UST")
    ws.write(0, 0, "MUIRHOUSE & CO - UST SHEET 11/23/2027 (px in 32nds; 50MM per side)", _XBL)
    ws.write_merge(2, 2, 0, 2, "Security", _XB)
    ws.write_merge(2, 2, 3, 4, "Price (32nds)", _XB)
    ws.write_merge(2, 2, 5, 6, "Yield (%)", _XB)
    ws.write_merge(2, 2, 7, 9, "Risk / reference", _XB)
    for j, h in enumerate(["Tnr", "Cpn", "Maturity", "Bid", "Ask", "Bid", "Ask", "DV01 ($/MM)", "Carry 1M (32s)", "Prior Close"]):
        ws.write(3, j, h, _XBL)
    datef = xlwt.easyxf(num_format_str="mm/dd/yyyy")
    f3_ = xlwt.easyxf(num_format_str="0.000")
    ust = [("3Y", 3.875, "2030-11-15", 3.992, "+1/4"), ("7Y", 4.125, "2034-10-31", 4.214, "+1/2"),
           ("20Y", 4.5, "2047-11-15", 4.652, "-1/4")]
    r = 4
    for tnr, cp, mi, y, carry in ust:
        b = r32(float(pxs(cp, y, mi, 6)))
        a = b + 1 / 64
        yb, ya = ylds(cp, b, mi, 3), ylds(cp, a, mi, 3)
        dv01 = round((float(pxs(cp, y - 0.01, mi, 6)) - float(pxs(cp, y, mi, 6))) * 10000)
        ws.write(r, 0, tnr)
        ws.write(r, 1, cp, f3_)
        ws.write(r, 2, dt.datetime.fromisoformat(mi), datef)
        ws.write(r, 3, n32(b))
        ws.write(r, 4, n32(a))
        ws.write(r, 5, float(yb), f3_)
        ws.write(r, 6, float(ya), f3_)
        ws.write(r, 7, dv01)
        ws.write(r, 8, carry)
        ws.write(r, 9, n32(b + 2 / 32))
        gold += q(bkey("T", cp, mi), "government", d, size="50x50", price=(n32(b), n32(a)), yield_=(yb, ya))
        r += 1
    ws.write(r + 1, 0, "Prior Close = Monday 3pm mid. Carry in 32nds per month. Not levels.")
    ws2 = book.add_sheet("AGY")
    ws2.write(0, 0, "AGENCIES - 10MM per side; discount notes on discount rate", _XBL)
    ws2.write_merge(2, 2, 0, 2, "Note", _XB)
    ws2.write_merge(2, 2, 3, 4, "Discount Rate (%)", _XB)
    ws2.write_merge(2, 2, 5, 6, "Price", _XB)
    ws2.write(2, 7, "Reference", _XB)
    for j, h in enumerate(["Issuer", "CUSIP", "Maturity", "Bid", "Ask", "Bid", "Ask", "MM Yld (ref)"]):
        ws2.write(3, j, h, _XBL)
    dn = [("FHLB DN", "b17-x29-fhlbdn", "2028-02-18", 4.085, 4.070), ("FMCDN", "b17-x29-fmcdn", "2028-05-19", 4.030, 4.015)]
    r = 4
    for iss, seed, mi, db, da in dn:
        cu = uc(seed)
        days = (dt.date.fromisoformat(mi) - dt.date(2027, 11, 24)).days
        pb, pa = round(100 - db * days / 360, 4), round(100 - da * days / 360, 4)
        mmy = round((100 / pb - 1) * 360 / days * 100, 3)
        for j, v in enumerate([iss, cu, dt.datetime.fromisoformat(mi), db, da, pb, pa, mmy]):
            ws2.write(r, j, v, datef if j == 2 else xlwt.easyxf(num_format_str="0.000" if j in (3, 4, 7) else "0.0000"))
        gold += q(cu, "agency", d, size="10x10", yield_=(str(db), str(da)), price=(str(pb), str(pa)))
        r += 1
    ws2.write(r, 0, "BULLETS", _XBL)
    r += 1
    for j, h in enumerate(["Issuer", "CUSIP", "Maturity", "Bid", "Ask", "Bid", "Ask", "Cpn"]):
        ws2.write(r, j, h, _XBL)
    r += 1
    bl = [("FHLMC", "b17-x29-fhlmc", "2031-07-12", 4.0, "T+15", "T+12"), ("FFCB", "b17-x29-ffcb", "2035-01-09", 4.5, "T+29", "T+25")]
    for iss, seed, mi, cp, sb, sa in bl:
        cu = uc(seed)
        pb, pa = pxs(cp, 4.1 + int(sb[2:]) / 100, mi, 3), pxs(cp, 4.1 + int(sa[2:]) / 100, mi, 3)
        for j, v in enumerate([iss, cu, dt.datetime.fromisoformat(mi), sb, sa, float(pb), float(pa), cp]):
            ws2.write(r, j, v, datef if j == 2 else xlwt.easyxf(num_format_str="0.000"))
        gold += q(cu, "agency", d, size="10x10", spread=(sb[2:], sa[2:]), price=(pb, pa))
        r += 1
    ws2.write(r + 1, 0, "Bullets: Bid/Ask under 'Discount Rate' hold the spread to the UST curve (T+) for these rows.")
    body = f"""UST / agency sheet attached (.xls).

{sig("Bernadette Muir", "Rates Sales", "Muirhouse & Co.", "312-555-0162")}
"""
    return mk("muirhouse-ust-dn-carry-close", "xlsx", gold, sender=sender, date=date("07:36:12", "-0600"), subject="UST / agy sheet 11/23",
              text=body, attachments=[Attachment("Muirhouse_Rates_112327.xls", _xls_save(book), MIME_XLS, "xls")])


def x30():
    sender = "Pieter Wolvercote <pwolvercote@wolvercote.nl>"
    d = dealer_of(sender)
    gold = []
    book = xlwt.Workbook(encoding="utf-8")
    ws = book.add_sheet("EGB")
    ws.write(0, 0, "WOLVERCOTE - EGB / DSL 23-11-2027 - EUR 25m per side", _XBL)
    ws.write_merge(2, 2, 0, 1, "Bond", _XB)
    ws.write_merge(2, 2, 2, 3, "Yield (bid / ask)", _XB)
    ws.write_merge(2, 2, 4, 5, "Price (bid / ask)", _XB)
    ws.write_merge(2, 2, 6, 7, "Auction (ref)", _XB)
    for j, h in enumerate(["ISIN", "Name", "Bid", "Ask", "Bid", "Ask", "Stop yld", "Stop px"]):
        ws.write(3, j, h, _XBL)
    f3_ = xlwt.easyxf(num_format_str="0.000")
    govs = [("NL", "b17-x30-dsl", "DSL 2.75 15/01/2036", 2.75, "2036-01-15", 2.802, "2.815", "99.551"),
            ("AT", "b17-x30-rag", "RAGB 3.1 20/10/2034", 3.1, "2034-10-20", 2.905, "", ""),
            ("BE", "b17-x30-bgb", "BGB 3 22/06/2035", 3.0, "2035-06-22", 3.011, "3.032", "99.763")]
    r = 4
    for pre, seed, name, cp, mi, y, sy, sp in govs:
        i = ui(pre, seed)
        ya = round(y - 0.007, 3)
        pb, pa = pxs(cp, y, mi, 3, 1), pxs(cp, ya, mi, 3, 1)
        for j, v in enumerate([i, name, y, ya, float(pb), float(pa)]):
            ws.write(r, j, v, f3_ if j >= 2 else xlwt.easyxf(""))
        if sy:
            ws.write(r, 6, float(sy), f3_)
            ws.write(r, 7, float(sp), f3_)
        gold += q(i, "government", d, size="25x25", yield_=(f"{y:.3f}", f"{ya:.3f}"), price=(pb, pa))
        r += 1
    ws2 = book.add_sheet("SSA")
    ws2.write(0, 0, "SSA EUR - 10m per side - spreads in bp", _XBL)
    ws2.write_merge(2, 2, 0, 1, "Bond", _XB)
    ws2.write_merge(2, 2, 2, 3, "vs DSL", _XB)
    ws2.write_merge(2, 2, 4, 5, "vs 6m Euribor MS", _XB)
    ws2.write(2, 6, "Chg", _XB)
    for j, h in enumerate(["ISIN", "Name", "Bid", "Ask", "Bid", "Ask", "(bp)"]):
        ws2.write(3, j, h, _XBL)
    ss = [("XS", "b17-x30-bng", "BNG 2.875 10/02/2033", 14, 11, -6, -9, "+1"), ("XS", "b17-x30-nwb", "NWB 3 05/07/2036", 19, 16, -1, -4, "0"),
          ("EU", "b17-x30-eu", "EU 3.125 04/12/2034", 22, 19, 2, -1, "-1")]
    r = 4
    sf = xlwt.easyxf(num_format_str="+0;-0;0")
    for pre, seed, name, vb, va, mb, ma, chg in ss:
        i = ui(pre, seed)
        ws2.write(r, 0, i)
        ws2.write(r, 1, name)
        for j, v in enumerate([vb, va, mb, ma], start=2):
            ws2.write(r, j, v, sf)
        ws2.write(r, 6, chg)
        gold += q(i, "agency", d, size="10x10", spread=(str(vb), str(va)), i_spread=(str(mb), str(ma)))
        r += 1
    ws2.write(r + 1, 0, "DSL-Bund 24.5bp; BNG/NWB switch 5.0bp - packages, not levels.")
    body = "Hi, EGB / SSA sheet attached.\n\nPieter Wolvercote | Wolvercote Effecten | +31 20 555 0137\n"
    return mk("wolvercote-egb-ssa-auction-stop", "xlsx", gold, sender=sender, date=date("09:40:03", "+0100"), subject="EGB / SSA 23-11",
              text=body, attachments=[Attachment("wolvercote_egb_ssa.xls", _xls_save(book), MIME_XLS, "xls")])


# ---------------------------------------------------------------- 31 / 32: securitised


def x31():
    sender = "Declan Sandholme <dsandholme@sandholme.com>"
    d = dealer_of(sender)
    gold = []
    wb = _wb()
    ws = wb.active
    ws.title = "CLO-CMBS"
    ws["A1"] = "SANDHOLME - SECURITISED LEVELS 11/23/27 (sizes = current face offered / bid, MM)"
    _bands(ws, 3, [(1, 3, "Tranche"), (4, 7, "Collateral / structure"), (8, 9, "DM / Sprd (bp)"), (10, 11, "Price"), (12, 13, "Size (MM)")])
    _row(ws, 4, ["CUSIP", "Deal", "Class", "Orig Face", "Cur Face", "Factor", "WAL", "Bid", "Ask", "Bid", "Ask", "Bid", "Ask"], bold=True)
    sec = [("b17-x31-eden-a", "EDEN VALE CLO 2024-3", "A", 310.0, 310.0, 1.0, 4.7, "132", "126", "100.09", "100.21", 5, 5),
           ("b17-x31-fell-c", "FELLSIDE CLO 2022-1", "C", 36.0, 36.0, 1.0, 3.3, "268", "251", "99.35", "99.80", 2, 2),
           ("b17-x31-gilc-aj", "GILCRUX COMMERCIAL 2023-C9", "AJ", 64.5, 58.1, 0.9008, 5.8, "J+165", "J+158", "97-12", "97-20", 3, 3),
           ("b17-x31-hesk-b", "HESKET AUTO 2025-2", "B", 42.0, 27.9, 0.6643, 1.4, "I+98", "I+91", "99.94", "100.03", None, 2)]
    r = 5
    for seed, deal, cls, orig, cur, fac, wal, db, da, pb, pa, sb, sa in sec:
        cu = uc(seed)
        vals = [cu, deal, cls, orig, cur, fac, wal, db if not db.isdigit() else int(db), da if not da.isdigit() else int(da),
                pb if "-" in pb else float(pb), pa if "-" in pa else float(pa), sb, sa]
        if sb is None:
            vals[7], vals[9] = "", ""
        _row(ws, r, vals, [None, None, None, "0.0", "0.0", "0.0000", "0.0", None, None, "0.00", "0.00", None, None])
        size = (sb * 1_000_000 if sb else None, sa * 1_000_000)
        bid = (None if sb is None else db.split("+")[-1])
        if db.isdigit():
            gold += q(cu, "structured", d, size=size, dm=(bid, da), price=(None if sb is None else pb, pa))
        elif db.startswith("J+"):
            gold += q(cu, "structured", d, size=size, spread=(bid, da[2:]), price=(pb, pa))
        else:
            gold += q(cu, "structured", d, size=size, i_spread=(bid, da[2:]), price=(None if sb is None else pb, pa))
        r += 1
    ws.cell(row=r + 1, column=1, value="CLO on DM over 3m SOFR; CMBS on J-spread with px in 32nds; ABS on I-spread. Orig / Cur Face in MM.")
    ws2 = wb.create_sheet("TBA")
    ws2["A1"] = "TBA - 25MM per side; px in 32nds. Drop = Dec/Jan roll, Prior = Monday close: not levels."
    _row(ws2, 3, ["Product", "Cpn", "Month", "Bid", "Ask", "Drop", "Prior"], bold=True)
    tba = [("FNCL", "5.0", "DEC", "97-30", "97-30+", "0-06+", "97-25"), ("FNCL", "6.0", "DEC", "101-17+", "101-18", "0-09", "101-14"),
           ("G2SF", "5.5", "DEC", "99-27", "99-27+", "0-07", "99-23+")]
    r = 4
    for prod, cp, mon, b, a, drop, prior in tba:
        _row(ws2, r, [prod, cp, mon, b, a, drop, prior])
        gold += q(f"{prod} {cp} {mon}", "structured", d, size="25x25", price=(b, a))
        r += 1
    body = f"""Securitised levels attached (CLO / CMBS / ABS tab and TBA tab).

{sig("Declan Sandholme", "Securitised Products", "Sandholme Capital LLC", "203-555-0159")}
"""
    return mk("sandholme-sec-bands-tba-drop", "xlsx", gold, sender=sender, date=date("10:12:44"), subject="securitised levels 11/23",
              text=body, attachments=[_x("Sandholme_Securitised_1123.xlsx", _save(wb))])


def x32():
    sender = "Harriet Cressage <hcressage@cressage.com>"
    d = dealer_of(sender)
    gold = []
    wb = _wb()
    ws = wb.active
    ws.title = "BWIC 23NOV"
    ws["A1"] = "CRESSAGE - CLIENT BWIC 23-NOV-2027, DUE 11:00 ET - OUR TALK (px)"
    _row(ws, 3, ["#", "CUSIP", "Description", "Orig Face", "Cur Face", "Factor", "WAL", "Talk", "Last Cover (date)"], bold=True)
    bw = [("b17-x32-ire", "IRTHING CLO 2021-2 B", 25.0, 25.0, 1.0, 3.1, "99.25-99.50", "99.10 (10/14)"),
          ("b17-x32-kent", "KENTMERE CLO 2023-1 D", 10.0, 10.0, 1.0, 4.2, "95-96", "94.85 (11/02)"),
          ("b17-x32-lune", "LUNESDALE RMBS 2020-1 M2", 18.0, 6.6, 0.3667, 2.2, "98 1/2", ""),
          ("b17-x32-mite", "MITE CMBS 2019-C4 B", 15.0, 15.0, 1.0, 1.9, "mid 90s", "")]
    r = 4
    for n, (seed, desc, orig, cur, fac, wal, talk, last) in enumerate(bw, start=1):
        cu = uc(seed)
        _row(ws, r, [n, cu, desc, orig, cur, fac, wal, talk, last], [None, None, None, "0.00", "0.00", "0.0000", "0.0"])
        face = round(orig * 1_000_000)
        if talk == "95-96":
            gold += q(cu, "structured", d, size=face, talk=("95", "96"))
        elif "-" in talk:
            lo, hi = talk.split("-")
            gold += q(cu, "structured", d, size=face, talk=(lo, hi))
        elif talk[0].isdigit():
            gold += q(cu, "structured", d, size=face, talk=(talk, talk))
        r += 1
    ws.cell(row=r + 1, column=1, value="Talk in price. Last Cover = the cover when the bond last appeared on a list (date), for reference only.")
    ws2 = wb.create_sheet("Offers")
    ws2["A1"] = "Offerings (cur face MM)"
    _bands(ws2, 2, [(1, 2, "Bond"), (3, 5, "Pool data"), (6, 7, "Offer")])
    _row(ws2, 3, ["CUSIP", "Deal", "Orig", "Cur", "Factor", "Sprd", "Px"], bold=True)
    cu = uc("b17-x32-nent")
    _row(ws2, 4, [cu, "NENTHEAD AUTO 2024-1 A3", 275.0, 4.0, 0.7121, "I+74", 100.12])
    gold += q(cu, "structured", d, size=(None, 4_000_000), i_spread=(None, "74"), price=(None, "100.12"))
    body = "BWIC talk and a couple of offers attached.\n\nHarriet Cressage | Cressage Securities | 646-555-0103\n"
    return mk("cressage-bwic-talk-last-cover", "xlsx", gold, sender=sender, date=date("08:58:21"), subject="BWIC talk 11/23 + offers",
              text=body, attachments=[_x("Cressage_BWIC_20271123.xlsx", _save(wb))])


# ---------------------------------------------------------------- 33 / 34: munis, converts and preferreds


def x33():
    sender = "Gwen Polwarth <gpolwarth@polwarth.com>"
    d = dealer_of(sender)
    gold = []
    wb = _wb()
    ws = wb.active
    ws.title = "Munis"
    ws["A1"] = "POLWARTH MUNICIPAL DESK - BIDS / OFFERS 11/23/2027"
    ws["A2"] = "Par in $000; yield to worst and dollar price. Call price is the redemption price at the call date."
    _bands(ws, 4, [(1, 6, "Security"), (7, 8, "Yield"), (9, 10, "Price"), (11, 11, "Par (000)")])
    _row(ws, 5, ["CUSIP", "Issuer", "Cpn", "Maturity", "Call Date", "Call Px", "Bid", "Offer", "Bid", "Offer", "Bid x Offer"], bold=True)
    mu = [("DENVER CO ARPT", 5.0, "2045-11-15", "2035-11-15", 0.0401, 0.0394, "1000x1000"),
          ("NJ TRANS TR FD", 4.0, "2039-06-15", "2032-06-15", 0.0392, 0.0385, "500x500"),
          ("FLORIDA ST BRD ED", 5.0, "2036-06-01", None, 0.0318, 0.0312, "2000x2000"),
          ("MIAMI-DADE WTR", 4.0, "2044-10-01", "2034-10-01", 0.0421, 0.0414, "250x750")]
    r = 6
    for iss, cp, mi, ci, yb, ya, par in mu:
        cu = uc(f"b17-x33-{iss}")
        pb, pa = muni_px(cp, yb * 100, mi, ci), muni_px(cp, ya * 100, mi, ci)
        _row(ws, r, [cu, iss, cp, dt.date.fromisoformat(mi), dt.date.fromisoformat(ci) if ci else "NC", 100 if ci else None, yb, ya,
                     round(pb, 3), round(pa, 3), par],
             [None, None, "0.000", "mm/dd/yyyy", "mm/dd/yyyy", "0.00", "0.00%", "0.00%", "0.000", "0.000", None])
        b, a = par.split("x")
        gold += q(cu, "muni", d, size=(int(b) * 1000, int(a) * 1000), yield_=(f"{yb * 100:.2f}", f"{ya * 100:.2f}"),
                  price=(f"{pb:.3f}", f"{pa:.3f}"))
        r += 1
    ws.cell(row=r + 1, column=1, value="MMD 10y 2.71%, 30y 3.48% (close 11/22) - for reference.")
    ws2 = wb.create_sheet("Preferreds")
    ws2["A1"] = "$25 PAR PREFERREDS - price per share; Div and Call Px for reference"
    _row(ws2, 3, ["CUSIP", "Issue", "Div", "Call Date", "Call Px", "Bid", "Ask", "YTC Bid", "YTC Ask"], bold=True)
    pf = [("b17-x33-oak", "OAKHANGER FINL 6.25% PFD SER A", 0.0625, dt.date(2028, 9, 30), 24.70, 24.88, "7.52%", "6.75%"),
          ("b17-x33-pyt", "PYTCHLEY UTIL 5.90% PFD", 0.059, dt.date(2029, 3, 15), 23.95, 24.15, "8.95%", "8.36%")]
    r = 4
    for seed, desc, div, call, b, a, yb, ya in pf:
        cu = uc(seed)
        _row(ws2, r, [cu, desc, div, call, 25.0, b, a, yb, ya], [None, None, "0.00%", "mm/dd/yyyy", "$0.00", "$0.00", "$0.00"])
        gold += q(cu, "preferred", d, price=(f"{b:.2f}", f"{a:.2f}"), yield_=(yb, ya))
        r += 1
    body = f"""Muni bids/offers and a couple of prefs attached.

{sig("Gwen Polwarth", "Municipal Trading", "Polwarth & Co.", "312-555-0108")}
"""
    return mk("polwarth-muni-pct-cells-pfd-call", "xlsx", gold, sender=sender, date=date("09:17:55", "-0600"),
              subject="muni two-way + prefs 11/23", text=body, attachments=[_x("Polwarth_Muni_Pfd_20271123.xlsx", _save(wb))])


def x34():
    sender = "Ewan Duntreath <eduntreath@banchory.com>"
    d = dealer_of(sender)
    gold = []
    wb = _wb()
    ws = wb.active
    ws.title = "Munis"
    ws["A1"] = "BANCHORY - MUNI OFFERINGS 11/23 (offer side; Qty in $000)"
    _row(ws, 3, ["Qty", "CUSIP", "Description", "Maturity", "Offer Yld", "Offer Px", "YTM", "MMD"], bold=True)
    mu = [("750", "ATLANTA GA WTR 5s", 5.0, "2041-11-01", "2033-11-01", 3.74, "2.95"),
          ("1,500", "HARRIS CNTY TX 4s", 4.0, "2038-08-15", "2031-08-15", 3.62, "2.88"),
          ("400", "MARYLAND ST GO 5s", 5.0, "2034-03-15", None, 2.93, "2.64")]
    r = 4
    for qty, desc, cp, mi, ci, yw, mmd in mu:
        cu = uc(f"b17-x34-{desc}")
        px = muni_px(cp, yw, mi, ci)
        ytm = ylds(cp, px, mi, 2)
        _row(ws, r, [qty, cu, desc, dt.date.fromisoformat(mi), yw, round(px, 3), float(ytm), float(mmd)],
             [None, None, None, "mm/dd/yyyy", "0.00", "0.000", "0.00", "0.00"])
        gold += q(cu, "muni", d, size=(None, int(qty.replace(",", "")) * 1000), yield_=(None, f"{yw:.2f}"), price=(None, f"{px:.3f}"))
        r += 1
    ws2 = wb.create_sheet("Converts")
    ws2["A1"] = "CONVERTIBLES - 1MM per side. Parity and investment value for reference."
    _bands(ws2, 2, [(1, 3, "Bond"), (4, 5, "Price"), (6, 8, "Analytics (ref)")])
    _row(ws2, 3, ["Issuer", "Cpn", "Maturity", "Bid", "Offer", "Parity", "Inv. Value", "Conv Px"], bold=True)
    cv = [("QUERNMORE BIOTECH", 0.5, "2030-12-01", 97.25, 98.0, 91.6, 86.2, 48.25),
          ("RIBBLESDALE RENEWABLES", 2.25, "2032-05-15", 112.5, 113.5, 114.1, 93.5, 17.6)]
    r = 4
    for iss, cp, mi, b, a, par, inv, cpx in cv:
        _row(ws2, r, [iss, cp, dt.date.fromisoformat(mi), b, a, par, inv, cpx], [None, "0.000", "mm/dd/yyyy", "0.000", "0.000"])
        gold += q(bkey(iss, cp, mi), "convert", d, size="1MM", price=(frac(b), frac(a)))
        r += 1
    body = "Muni offerings + converts attached.\n\nEwan Duntreath | Banchory Securities | 704-555-0179\n"
    return mk("banchory-muni-ytm-cv-parity", "xlsx", gold, sender=sender, date=date("10:22:01"), subject="muni offerings / CBs 11/23",
              text=body, attachments=[_x("Banchory_Muni_CV.xlsx", _save(wb))])


LAYOUTS = [x27, x28, x29, x30, x31, x32, x33, x34]
