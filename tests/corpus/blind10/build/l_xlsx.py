"""Spreadsheets: a RUNS-like multi-dealer export, legacy .xls agency / muni / floater sheets, MBS and CDS."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Font

from common import MIME_XLS, MIME_XLSX, Attachment, bkey, mk, normalize_zip, q, ui


def xlsx(sheets, title="desk sheet"):
    """sheets: [(name, rows, {col_letter: number_format}, merges)] -> bytes."""
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, rows, fmts, merges in sheets:
        ws = wb.create_sheet(name)
        for r in rows:
            ws.append(list(r))
        for cell in ws[1]:
            cell.font = Font(bold=True)
        for col, f in fmts.items():
            for c in ws[col][1:]:
                if isinstance(c.value, (int, float, dt.date)):
                    c.number_format = f
        for m in merges:
            ws.merge_cells(m)
    wb.properties.creator = "desk"
    wb.properties.title = title
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def xls(sheets):
    """sheets: [(name, rows)] -> legacy .xls bytes; dates as date cells."""
    wb = xlwt.Workbook()
    dfmt = xlwt.easyxf(num_format_str="mm/dd/yyyy")
    bold = xlwt.easyxf("font: bold on")
    for name, rows in sheets:
        ws = wb.add_sheet(name)
        for i, r in enumerate(rows):
            for j, v in enumerate(r):
                if v is None:
                    continue
                if isinstance(v, dt.date):
                    ws.write(i, j, v, dfmt)
                elif i == 0 or (isinstance(v, str) and v.isupper() and j == 0 and len(r) == 1):
                    ws.write(i, j, v, bold)
                else:
                    ws.write(i, j, v)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def d(iso):
    return dt.date.fromisoformat(iso)


# ---------------------------------------------------------------- 27 / 28: RUNS-like multi-dealer exports


def l27():
    gold = []
    head = ("Ticker", "Cpn", "Maturity", "Firm", "Bid Px", "Ask Px", "Bid Spd", "Ask Spd", "Bid Yld", "Ask Yld",
            "BSz (MM)", "ASz (MM)", "Time", "Bmk", "Bmk Yld")
    rows = [head]
    data = [  # ticker, cpn, mat, firm, bpx, apx, bsp, asp, by, ay, bsz, asz, time, bmk, bmky, group, asset
        ("HRTWL", 4.85, "2031-03-15", "Orlwood", 100.86, 101.01, 87, 84, None, None, 5, 5, "07:58", "T 4 12/31/31", 4.135, "ig", None),
        ("HRTWL", 4.85, "2031-03-15", "Peverell", 100.82, 101.04, 89, 83, None, None, 3, 3, "08:04", "T 4 12/31/31", 4.135, "ig", None),
        ("BRKMR", 5.4, "2034-10-01", "Orlwood", 101.1, 101.49, 122, 117, None, None, 5, 5, "07:58", "T 4 1/4 11/15/36", 4.329, "ig", None),
        ("SLBYX", 5.05, "2036-02-20", "Skerrow", None, None, 105, 100, None, None, 2, 2, "08:11", "T 4 1/4 11/15/36", 4.329, "ig", None),
        ("KSTPAP", 8.25, "2031-06-01", "Peverell", 101.25, 101.75, None, None, 7.86, 7.74, 2, 2, "08:04", None, None, "hy", None),
        ("ODGSTL", 6.625, "2032-09-15", "Skerrow", 91.5, None, None, None, 8.05, None, 1, None, "08:11", None, None, "hy", None),
        ("COLOM", 7.5, "2034-02-02", "Orlwood", 101.2, 101.7, 305, 296, 7.27, 7.2, 2, 2, "07:58", "T 4 1/4 11/15/36", 4.329, "em_sovereign", None),
        ("ANDSUR", 6.7, "2032-02-16", "Skerrow", 95.15, 95.9, None, None, 7.73, 7.57, 2, 2, "08:11", None, None, "em_sovereign", "corporate"),
    ]
    for t, c, m, f, bp, ap, bs, as_, by, ay, bz, az, tm, bm, bmy, g, ac in data:
        rows.append((t, c, d(m), f, bp, ap, bs, as_, by, ay, bz, az, tm, bm, bmy))
        meas = {}
        if bp is not None or ap is not None:
            meas["price"] = (None if bp is None else str(bp), None if ap is None else str(ap))
        if bs is not None:
            meas["spread"] = (str(bs), str(as_))
        if by is not None:
            meas["yield_"] = (str(by), None if ay is None else str(ay))
        size = (bz * 1000000, None if az is None else az * 1000000)
        gold += q(bkey(t, c, m), g, f.lower(), size=size, asset_class=ac, **meas)
    data_ = xlsx([("RUNS", rows, {"C": "mm/dd/yyyy", "E": "0.000", "F": "0.000", "O": "0.000"}, [])], title="RUNS export")
    text = """Morning - the RUNS monitor export for your list, as of 08:15 NY. One line per dealer run; blanks
= that dealer doesn't show the side. Bmk / Bmk Yld are the dealers' reference treasuries.

Jonah Prideaux | Corvellis Markets | Client Coverage | +1 212 555 0153
Corvellis Markets LLC. Dealer levels are indicative and belong to the firms shown."""
    return mk("corvellis-runs-export", "xlsx", gold, sender="Jonah Prideaux <jprideaux@corvellis.com>",
              subject="RUNS monitor export - your list 1/12", date="Tue, 12 Jan 2027 08:16:30 -0500", text=text,
              attachments=[Attachment("RUNS_export_20270112_0815.xlsx", data_, MIME_XLSX, "xlsx")])


def l28():
    gold = []
    head = ("Dealer", "Security", "Px Bid", "Px Offer", "Sprd Bid", "Sprd Offer", "YTW Bid", "YTW Offer", "Size (MM)", "Upd", "Prev Close")
    rows = [head]
    blocks = [
        ("Thurlestone", [
            ("CARNWATH RAIL 5.15 02/15/34", "CARNWATH RAIL 5.15 2034-02-15", 101.6, 101.95, 103, 99, None, None, 5, "ig", None),
            ("MERIDALE POWER 5.6 03/01/54", "MERIDALE POWER 5.6 2054-03-01", 97.45, 98.2, 140, 135, None, None, 3, "ig", None),
            ("HOLLYBANK LEISURE 6.875 05/30", "HOLLYBANK LEISURE 6.875 2030-05", 96.625, 97.25, None, None, 7.82, 7.63, 2, "hy", None)]),
        ("Ravenglass", [
            ("CARNWATH RAIL 5.15 02/15/34", "CARNWATH RAIL 5.15 2034-02-15", 101.58, 101.99, 104, 99, None, None, 5, "ig", None),
            ("MEX 6.35 02/09/35", "MEX 6.35 2035-02-09", 99.45, 99.9, None, None, 6.42, 6.36, 2, "em_sovereign", None),
            ("PERU 5.375 02/08/35", "PERU 5.375 2035-02-08", 98.9, 99.4, None, None, 5.52, 5.47, 2, "em_sovereign", None)]),
        ("Ashlar", [
            ("SARNFIELD CHEM 9.5 10/15/29", "SARNFIELD CHEM 9.5 2029-10-15", 87.5, 88.5, None, None, 13.5, 13.07, 1, "hy", None),
            ("MINERA QUEBRADA 5.95 01/08/34", "MINERA QUEBRADA 5.95 2034-01-08", 99.0, 99.6, None, None, 6.11, 6.02, 2, "em_sovereign", "corporate")]),
    ]
    merges = []
    r = 2
    for dealer, lines in blocks:
        first = r
        for i, (sec, k, pb, pa, sb, sa, yb, ya, sz, g, ac) in enumerate(lines):
            rows.append((dealer if i == 0 else None, sec, pb, pa, sb, sa, yb, ya, sz, f"08:0{i + 2}", round(pb - 0.1, 3)))
            meas = {"price": (str(pb), str(pa))}
            if sb is not None:
                meas["spread"] = (str(sb), str(sa))
            if yb is not None:
                meas["yield_"] = (str(yb), str(ya))
            gold += q(k, g, dealer.lower(), size=(sz * 1000000, sz * 1000000), asset_class=ac, **meas)
            r += 1
        merges.append(f"A{first}:A{r - 1}")
    data_ = xlsx([("Composite", rows, {"C": "0.000", "D": "0.000", "K": "0.000"}, merges)], title="composite")
    text = """Hi - composite of the runs we received this morning, by dealer (merged cells). Prev Close is
our own close mid, not a dealer level.

Mirela Dobos | Fenchurch Vale (intermediary) | +44 20 7946 0844"""
    return mk("fenchurchvale-merged-dealer-runs", "xlsx", gold, sender="Mirela Dobos <mdobos@fenchurchvale.co.uk>",
              subject="dealer runs composite 12/01", date="Tue, 12 Jan 2027 08:40:00 +0000", text=text,
              attachments=[Attachment("composite_runs_12012027.xlsx", data_, MIME_XLSX, "xlsx")])


# ---------------------------------------------------------------- 29 / 30: legacy .xls munis + agencies + SSA floaters


def l29():
    dlr = "hadleighross"
    gold = []
    munis = [("CUSIP", "Issuer", "Cpn", "Maturity", "Call Date", "Call Px", "Par (000)", "Bid (yld)", "Ofr (yld)", "Rtg")]
    mu = [("NYS DORM AUTH", 5.0, "2039-03-15", "2034-03-15", 100, 1000, "3.71", "3.64", "Aa1"),
          ("CALIFORNIA ST GO", 4.0, "2044-10-01", "2034-10-01", 100, 2000, "4.02", "3.96", "Aa2"),
          ("HOUSTON TX UTIL SYS", 5.0, "2041-11-15", "2032-11-15", 100, 500, "99.875px", "100.375px", "Aa2"),
          ("MET TRANS AUTH NY", 5.25, "2046-11-15", "2035-11-15", 100, 750, "4.31", "4.24", "A3")]
    for iss, c, m, cd, cp, par, b, a, rtg in mu:
        cus = uc_(iss + m)
        munis.append((cus, iss, c, d(m), d(cd), cp, par, b, a, rtg))
        if b.endswith("px"):
            gold += q(cus, "muni", dlr, size=(par * 1000, par * 1000), price=(b[:-2], a[:-2]))
        else:
            gold += q(cus, "muni", dlr, size=(par * 1000, par * 1000), yield_=(b, a))
    agy = [("CUSIP", "Issuer", "Cpn", "Maturity", "Next Call", "Px Bid", "Px Ofr", "YTM Bid", "YTM Ofr", "OAS (bp)", "Size (MM)")]
    ag = [("FHLB", 4.625, "2030-09-20", "2027-03-20", 99.812, 100.0, 4.68, 4.62, 34, 10),
          ("FFCB", 4.35, "2032-05-03", "2027-05-03", 98.875, 99.125, 4.59, 4.54, 45, 5),
          ("FHLMC", 4.9, "2035-01-18", "2028-01-18", 99.5, 99.875, 4.97, 4.92, 57, 5)]
    for iss, c, m, nc, pb, pa, yb, ya, oas, sz in ag:
        cus = uc_(iss + m)
        agy.append((cus, iss, c, d(m), d(nc), pb, pa, yb, ya, oas, sz))
        gold += q(cus, "agency", dlr, size=(sz * 1000000, sz * 1000000), price=(str(pb), str(pa)), yield_=(str(yb), str(ya)))
    frn = [("ISIN", "Issuer", "Index", "Spread to Index", "Maturity", "DM Bid", "DM Ofr", "Size (MM)")]
    fr = [("IBRD", "SOFR", 21, "2029-08-14", 19, 15, 25), ("ASIAN DEV BANK", "SOFR", 18, "2028-06-30", 16, 13, 25),
          ("KFW", "SOFR", 24, "2030-02-11", 23, 19, 10)]
    for iss, ix, qm, m, db, da, sz in fr:
        isn = ui("US", iss + "FRN" + m)
        frn.append((isn, iss, ix, qm, d(m), db, da, sz))
        gold += q(isn, "frn", dlr, size=(sz * 1000000, sz * 1000000), asset_class="agency", dm=(str(db), str(da)))
    data_ = xls([("Munis", munis), ("Agencies", agy), ("SSA FRN", frn)])
    text = """Levels attached (3 tabs). Munis bid/offer in yield - HOUSTON is quoted in price (px) as it's
priced to the call. Agency OAS is our model number, for reference only.

Caitlin Rourke | Hadleigh Ross | Rates & Munis | +1 704 555 0126
Hadleigh Ross & Co., 301 S Tryon St, Charlotte NC 28202. Member FINRA / SIPC / MSRB."""
    return mk("hadleighross-xls-muni-agy-ssafrn", "xlsx", gold, sender="Caitlin Rourke <crourke@hadleighross.com>",
              subject="munis / agencies / SSA FRN 01.12.27", date="Tue, 12 Jan 2027 09:20:18 -0500", text=text,
              attachments=[Attachment("HR_levels_011227.xls", data_, MIME_XLS, "xls")])


def l30():
    dlr = "pendragonmuni"
    gold = []
    rows = [("Issuer", "Cpn", "Maturity", "CUSIP", "Call", "Amount", "Bid Yld", "Ofr Yld", "Bid Px", "Ofr Px")]
    rows.append(("TAX-EXEMPT",))
    te = [("PENNSYLVANIA TPK COMMN", 5.0, "2043-12-01", "12/01/33 @100", "1.5MM", 4.12, 4.05, 107.41, 108.02),
          ("DENVER CO ARPT", 5.25, "2040-11-15", "11/15/32 @100", "1MM", 3.91, 3.98, 109.6, 110.18),
          ("ILLINOIS ST GO", 5.5, "2038-05-01", "05/01/33 @100", "2MM", 4.21, 4.14, 109.05, 109.62)]
    for iss, c, m, call, amt, yb, ya, pb, pa in te:
        cus = uc_(iss + m)
        rows.append((iss, c, d(m), cus, call, amt, yb, ya, pb, pa))
        sz = int(float(amt[:-2]) * 1000000)
        crossed = ("yield",) if yb < ya else ()  # a slip: bid yield below the offer yield
        gold += q(cus, "muni", dlr, size=(sz, sz), review=crossed, yield_=(str(yb), str(ya)), price=(str(pb), str(pa)))
    rows.append(("AGENCY",))
    ag = [("FNMA", 4.125, "2031-04-22", "-", "10MM", 4.11, 4.07, 100.05, 100.2),
          ("TVA", 4.65, "2035-09-15", "-", "5MM", 4.59, 4.55, 100.44, 100.71)]
    for iss, c, m, call, amt, yb, ya, pb, pa in ag:
        cus = uc_(iss + m)
        rows.append((iss, c, d(m), cus, call, amt, yb, ya, pb, pa))
        sz = int(amt[:-2]) * 1000000
        gold += q(cus, "agency", dlr, size=(sz, sz), yield_=(str(yb), str(ya)), price=(str(pb), str(pa)))
    rows.append(("FLOATERS (Call column = index + margin; Bid/Ofr Yld columns = DM)",))
    fr = [("EIB FRN", "SOFR+20", "2029-01-16", "25MM", 18, 15, 100.06, 100.14),
          ("NRW BANK FRN", "SOFR+27", "2028-10-09", "10MM", 26, 22, 100.01, 100.1)]
    for iss, call, m, amt, db, da, pb, pa in fr:
        isn = ui("XS", iss + m)
        rows.append((iss, None, d(m), isn, call, amt, db, da, pb, pa))
        sz = int(amt[:-2]) * 1000000
        gold += q(isn, "frn", dlr, size=(sz, sz), asset_class="agency", dm=(str(db), str(da)), price=(str(pb), str(pa)))
    data_ = xls([("Levels", rows)])
    text = """Attached. One sheet, three blocks; for the floaters the yield columns hold DM (see the block title).

Desmond Achebe | Pendragon Municipal Securities | +1 215 555 0139
Pendragon Municipal Securities LLC, 1650 Market St, Philadelphia PA 19103. Member MSRB."""
    return mk("pendragon-xls-blocks-dm-in-yld", "xlsx", gold, sender="Desmond Achebe <dachebe@pendragonmuni.com>",
              subject="Muni / agy / FRN levels", date="Tue, 12 Jan 2027 10:01:55 -0500", text=text,
              attachments=[Attachment("Pendragon_levels_20270112.xls", data_, MIME_XLS, "xls")])


def uc_(seed):
    return ui("US", seed)[2:11]


# ---------------------------------------------------------------- 31 / 32: MBS + CDS


def l31():
    dlr = "stainforth"
    gold = []
    tba = [("TBA", "Bid", "Ask", "Drop (32s)", "Prev Close")]
    for k, b, a, drop, pc in [("FNCL 5.5 FEB", "100-14", "100-15", "0-07", "100-11"), ("FNCL 6 FEB", "101-28+", "101-29+", "0-06+", "101-26"),
                              ("G2SF 5.5 FEB", "100-22", "100-23", "0-05", "100-20")]:
        tba.append((k, b, a, drop, pc))
        gold += q(k, "structured", dlr, size="25x25", price=(b, a))
    pools = [("Pool", "Cpn", "WAC", "WALA", "Factor", "Cur Face ($MM)", "Story", "Px Bid", "Px Ask", "OAS")]
    for pl, c, wac, wala, fac, cf, st, pb, pa, oas in [
            ("FN MA5321", 5.5, 6.21, 14, 0.9412, 18.2, "LLB 85k", "101-02", "101-06", 41),
            ("FR SD4417", 6.0, 6.84, 9, 0.9705, 12.5, "NY 100%", "102-16", "102-22", 48),
            ("G2 MA9120", 5.5, 6.12, 11, 0.9550, 22.0, "-", "100-28", "101-00", 37)]:
        pools.append((pl, c, wac, wala, fac, cf, st, pb, pa, oas))
        gold += q(pl, "structured", dlr, size=(round(cf * 1e6), round(cf * 1e6)), price=(pb, pa))
    cds = [("Entity", "Tier", "Tenor", "Bid (bp)", "Ask (bp)", "Equity Px", "Rec")]
    for e, t, tn, b, a, eq in [("HARTWELL INSTRUMENTS", "SNR", "5Y", 57, 62, 142.35), ("BROOKMERE FINANCIAL", "SNR", "5Y", 83, 88, 61.2),
                               ("CARROWAY SOLAR", "SNR", "5Y", 355, 375, 12.88), ("CARROWAY SOLAR", "SNR", "3Y", 248, 266, 12.88)]:
        cds.append((e, t, tn, b, a, eq, 0.4))
        gold += q(f"{e} {t} {tn}", "cds", dlr, size="5x5", spread=(str(b), str(a)))
    data_ = xlsx([("TBA", tba, {}, []), ("Spec Pools", pools, {"E": "0.0000"}, []), ("CDS", cds, {"G": "0%"}, [])], title="MBS / CDS")
    text = """MBS and CDS levels attached. TBA 25mm per side; pools all-or-none at current face; CDS 5x5.
Prices in 32nds; OAS is our model (vs SOFR), for reference.

Ravi Menon | Stainforth Securities | Securitized & Credit Derivatives | +1 646 555 0102
Stainforth Securities Inc., member FINRA/SIPC."""
    return mk("stainforth-tba-pools-cds", "xlsx", gold, sender="Ravi Menon <rmenon@stainforth.com>",
              subject="TBA / spec pools / CDS 1/12", date="Tue, 12 Jan 2027 11:10:05 -0500", text=text,
              attachments=[Attachment("Stainforth_MBS_CDS_0112.xlsx", data_, MIME_XLSX, "xlsx")])


def l32():
    dlr = "belhavenhill"
    gold = []
    cmo = [("CUSIP", "Deal", "Class", "Type", "Orig ($MM)", "Factor", "WAL", "Bmk", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask", "Size (MM)")]
    for deal, cl, ty, o, fac, wal, bm, sb, sa, pb, pa, sz in [
            ("FNR 2024-61", "PA", "PAC", 50, 0.8812, 4.1, "I4", 128, 118, "98-12", "98-20", 10),
            ("FHR 5432", "FA", "FLT", 40, 0.7210, 3.2, "SOFR", 96, 88, "99-30", "100-02", 5),
            ("GNR 2025-18", "ZB", "Z", 15, 1.0412, 14.8, "I10", 205, 190, "91-04", "91-20", 3)]:
        cus = uc_(deal + cl)
        cmo.append((cus, deal, cl, ty, o, fac, wal, bm, sb, sa, pb, pa, sz))
        spread_kind = "dm" if ty == "FLT" else "i_spread"
        meas = {spread_kind: (str(sb), str(sa)), "price": (pb, pa)}
        gold += q(cus, "structured", dlr, size=(sz * 1000000, sz * 1000000), **meas)
    cds = [("Reference", "5Y Bid", "5Y Ask", "Unit", "Index Ref", "Chg")]
    for e, b, a, u, ir, ch in [("CDX IG 47 5Y", 51.5, 52.0, "bp", "-", -0.25), ("CDX HY 47 5Y", 107.5625, 107.6875, "px", "-", 0.0625),
                               ("GOLDRING TELECOM 5Y", 133, 139, "bp", "CDX IG 47", 2), ("KESTREL PAPER 5Y", 3.5, 4.25, "upfront", "CDX HY 47", -0.25)]:
        cds.append((e, b, a, u, ir, ch))
        qt = {"bp": "spread", "px": "price", "upfront": "upfront"}[u]
        sz = "10x10" if "CDX" not in e else "50x50"
        gold += q(e, "cds", dlr, size=sz, **{qt: (str(b), str(a))})
    data_ = xlsx([("CMO", cmo, {"F": "0.0000"}, []), ("CDS", cds, {}, [])], title="CMO / CDS")
    text = """CMO offers/bids and CDS attached. CMO spreads vs the swap curve point shown (I4, I10), the floater on DM;
CDS single names 10x10, indices 50x50.

Laura Whitfield | Belhaven Hill Capital | +1 203 555 0117
Belhaven Hill Capital LLC, 1 Station Pl, Stamford CT 06902."""
    return mk("belhavenhill-cmo-cds", "xlsx", gold, sender="Laura Whitfield <lwhitfield@belhavenhill.com>",
              subject="CMO / CDS levels", date="Tue, 12 Jan 2027 11:32:40 -0500", text=text,
              attachments=[Attachment("BHC_CMO_CDS_20270112.xlsx", data_, MIME_XLSX, "xlsx")])


LAYOUTS = [l27, l28, l29, l30, l31, l32]

