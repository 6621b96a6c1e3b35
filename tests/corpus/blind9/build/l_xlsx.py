"""Spreadsheet attachments: XLSX runs and legacy XLS (xlwt) sheets."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import xlwt

from common import MIME_XLS, MIME_XLSX, Attachment, bkey, cusip, dealer_of, isin, lv, mk, normalize_zip, q

DATE = "Tue, 15 Dec 2026 {t} {z}"


def xlsx(sheets, fmts=None, hidden_cols=None):
    """sheets: {name: rows}; fmts: {(sheet, col_letter): number_format}."""
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, rows in sheets.items():
        ws = wb.create_sheet(name)
        for r in rows:
            ws.append(list(r))
        for (sh, col), f in (fmts or {}).items():
            if sh != name:
                continue
            for cell in ws[col]:
                if isinstance(cell.value, (int, float, dt.date)):
                    cell.number_format = f
        for sh, col in hidden_cols or ():
            if sh == name:
                ws.column_dimensions[col].hidden = True
    wb.properties.creator = "desk"
    wb.properties.lastModifiedBy = "desk"
    fixed = dt.datetime(2026, 12, 14, 6, 30, tzinfo=dt.UTC)
    wb.properties.created = fixed
    wb.properties.modified = fixed
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


def xls(sheets):
    wb = xlwt.Workbook()
    datefmt = xlwt.easyxf(num_format_str="dd-mmm-yyyy")
    bold = xlwt.easyxf("font: bold on")
    for name, rows in sheets.items():
        ws = wb.add_sheet(name)
        for i, r in enumerate(rows):
            for j, v in enumerate(r):
                if v is None:
                    continue
                if isinstance(v, dt.date):
                    ws.write(i, j, v, datefmt)
                elif isinstance(v, str) and v.isupper() and len(r) == 1:
                    ws.write(i, j, v, bold)
                else:
                    ws.write(i, j, v)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def D(iso):
    y, m, d = map(int, iso.split("-"))
    return dt.date(y, m, d)


def n(s):
    return lv(s)


# ---------------------------------------------------------------- 27 / 28: IG + HY


def l27():
    snd = "Gemma Ardwick <gardwick@ardwickmoss.com>"
    d = dealer_of(snd)
    gold = []
    ig = [("QUAYSIDE REIT", 5.125, "2031-06-01", "+118", "+113", "100.94", "101.17", "-3", "BBB", 5),
          ("MONKTON PHARMA", 4.4, "2029-02-15", "+61", "+57", "100.48", "100.58", "0", "A-", 10),
          ("TRENT VALLEY GAS", 5.875, "2054-03-15", "+125", "+131", "103.20", "104.05", "+2", "BBB+", 3)]
    hy = [("DUNLIN MARINE", 8.0, "2030-10-15", "97.25", "98.00", "8.85", "8.61", "-0.50", "B2", 2),
          ("CORRIE FITNESS", 6.75, "2032-01-15", "93.375", "94.125", "8.24", "8.06", "+0.25", "B1", 1),
          ("HEXHAM CABLE", 11.25, "2029-05-15", "104.50", "105.50", "9.30", "8.87", "+1.00", "Caa1", 1)]
    rows = [("Ardwick Moss - Credit Run", None), ("15-Dec-2026  07:45 ET   (G-spread bp / price; HY price / YTW %)",), (),
            ("Issuer", "Coupon", "Maturity", "Bid", "Ask", "Bid Px", "Ask Px", "Chg", "Rating", "Size (MM)"),
            ("INVESTMENT GRADE - spread",)]
    for r in ig:
        rows.append((r[0], r[1], D(r[2]), n(r[3]), n(r[4]), n(r[5]), n(r[6]), n(r[7]), r[8], r[9]))
        rev = ("spread",) if lv(r[3]) < lv(r[4]) else ()  # a crossed slip
        gold += q(bkey(r[0], r[1], r[2]), "ig", d, size=(r[9] * 1_000_000,) * 2, review=rev, spread=(r[3], r[4]), price=(r[5], r[6]))
    rows.append(("HIGH YIELD - YTW %",))
    for r in hy:
        rows.append((r[0], r[1], D(r[2]), n(r[5]), n(r[6]), n(r[3]), n(r[4]), n(r[7]), r[8], r[9]))
        gold += q(bkey(r[0], r[1], r[2]), "hy", d, size=(r[9] * 1_000_000,) * 2, yield_=(r[5], r[6]), price=(r[3], r[4]))
    rows += [(), ("Chg = day-on-day change (bp for IG, points for HY). Indicative; subject to change.",),
             ("Ardwick Moss Securities | +1 704 555 0132",)]
    data = xlsx({"Run": rows}, fmts={("Run", "C"): "mm/dd/yyyy", ("Run", "F"): "0.000", ("Run", "G"): "0.000"})
    text = "Run attached (xlsx). Note the Bid/Ask columns are spread for IG and YTW for HY.\n\nGemma Ardwick | Ardwick Moss | +1 704 555 0132\n"
    return mk("ardwick-run-xlsx", "xlsx", gold, sender=snd, subject="AM credit run 12/15",
              date=DATE.format(t="07:47:00", z="-0500"), text=text,
              attachments=[Attachment("AM_Credit_Run_20261215.xlsx", data, MIME_XLSX, "xlsx")])


def l28():
    snd = "Harvey Blythe <hblythe@blythekemper.com>"
    d = dealer_of(snd)
    gold = []
    axes = [("07335KAJ", "DOVERCOURT BANK 5.3 10/27/33", "B", "Sprd", "+124", 5),
            ("46187MAC", "ISLAY DISTILLERS 4 3/4 04/01/30", "S", "Sprd", "+88", 3),
            ("25178PAE", "ELMSTEAD CHEM 9 1/4 08/15/31", "S", "Px", "101.625", 2),
            ("59001WAB", "MOORFOOT MINING 7 3/8 02/15/29", "B", "Px", "96.50", 1)]
    rows = [("CUSIP", "Security", "Axe (B/S)", "Measure", "Level", "Size (MM)")]
    for base, sec, side, meas, lvl, sz in axes:
        cu = cusip(base)
        rows.append((cu, sec, side, meas, n(lvl), sz))
        grp = "hy" if meas == "Px" else "ig"
        s = sz * 1_000_000
        qt = "spread" if meas == "Sprd" else "price"
        lev = (lvl, None) if side == "B" else (None, lvl)
        gold += q(cu, grp, d, size=(s, None) if side == "B" else (None, s), **{qt: lev})
    two = [("08143LAA", "BRAMBLING HOTELS 6 5/8 06/15/32", "95.75", "96.50", "7.56", "7.39", "2"),
           ("71355UAD", "PORTHLEVEN ENERGY 8 1/2 11/01/30", "102.25", "103.00", "7.79", "7.56", "2")]
    rows2 = [("CUSIP", "Security", "Px Bid", "Px Offer", "YTW Bid", "YTW Offer", "Bid x Offer (MM)")]
    for base, sec, pb, pa, yb, ya, sz in two:
        cu = cusip(base)
        rows2.append((cu, sec, n(pb), n(pa), n(yb), n(ya), f"{sz}x{sz}"))
        gold += q(cu, "hy", d, size=f"{sz}x{sz}", price=(pb, pa), yield_=(yb, ya))
    data = xlsx({"Axes": rows, "HY two-way": rows2})
    text = """Harvey here - today's axes (B = we buy, S = we sell) on the first tab, HY two-ways on the second.

Harvey Blythe | Blythe Kemper LLC | Credit Sales | +1 312 555 0186
Blythe Kemper LLC, member FINRA. Axes indicative.
"""
    return mk("blythekemper-axes-xlsx", "xlsx", gold, sender=snd, subject="BK axes + HY two-ways",
              date=DATE.format(t="08:31:14", z="-0600"), text=text,
              attachments=[Attachment("BK_axes_15Dec.xlsx", data, MIME_XLSX, "xlsx")])


# ---------------------------------------------------------------- 29 / 30: governments, agencies, FRNs (legacy .xls)


def l29():
    snd = "Ivo Cranleigh <icranleigh@cranleighschott.com>"
    d = dealer_of(snd)
    gold = []
    ust = [("T", 3.5, "2028-11-30", "99-10+", "99-11", "3.863", "3.855"),
           ("T", 4.25, "2036-11-15", "101-25+", "101-26", "4.023", "4.020"),
           ("TII", 2.125, "2035-01-15", "100-26", "100-29", "2.017", "2.006")]
    g = [("GOVERNMENTS",), ("Ticker", "Cpn", "Maturity", "Bid", "Ask", "Bid Yld", "Ask Yld")]
    for tk, c, iso, b, a, yb, ya in ust:
        g.append((tk, c, D(iso), b, a, float(yb), float(ya)))
        gold += q(bkey(tk, c, iso), "government", d, size="25mm", price=(b, a), yield_=(yb, ya))
    ag = [("FNMA", 4.0, "2029-08-15", "+9", "+6", "100.386", "100.493"),
          ("FHLMC", 4.625, "2033-02-01", "+24", "+20", "102.105", "102.398")]
    a_ = [("AGENCIES",), ("Ticker", "Cpn", "Maturity", "Bid Sprd", "Ask Sprd", "Bid Px", "Ask Px")]
    for tk, c, iso, sb, sa, pb, pa in ag:
        a_.append((tk, c, D(iso), sb, sa, float(pb), float(pa)))
        gold += q(bkey(tk, c, iso), "agency", d, size="10mm", spread=(sb, sa), price=(pb, pa))
    fr = [("US", "3133EQTZ", "FFCB FRN 02/2028 SOFR+12", "11", "8", "100.02", "100.05", "agency"),
          ("US", "64110DAR", "NEWCASTLE WATER FRN 06/2029 SOFR+70", "73", "68", "99.90", "100.08", "corporate")]
    f_ = [("FLOATERS",), ("ISIN", "Description", "DM Bid", "DM Ask", "Px Bid", "Px Ask")]
    for pre, base, desc, db, da, pb, pa, cls in fr:
        i = isin(pre, base)
        f_.append((i, desc, float(db), float(da), float(pb), float(pa)))
        gold += q(i, "frn", d, size="5mm", asset_class=cls, dm=(db, da), price=(pb, pa))
    rows = [("CRANLEIGH SCHOTT - RATES & FLOATERS 15-DEC-2026",), (), *g, (), *a_, (), *f_, (),
            ("Sizes: UST 25mm, agencies 10mm, FRNs 5mm per side. Agency spreads vs UST curve.",)]
    data = xls({"Run": rows})
    text = "Attached in the old .xls format as our system still exports it. Rates, agencies, floaters.\n\nIvo Cranleigh | Cranleigh Schott | +1 203 555 0119\n"
    return mk("cranleigh-rates-xls", "xlsx", gold, sender=snd, subject="Rates/agy/FRN xls 15-Dec",
              date=DATE.format(t="08:05:19", z="-0500"), text=text,
              attachments=[Attachment("CS_rates_151226.xls", data, MIME_XLS, "xls")])


def l30():
    snd = "Lotte Dunmore <lotte.dunmore@dunmoreakers.de>"
    d = dealer_of(snd)
    gold = []
    rows = [("DUNMORE AKERS - EUR RATES / SSA / FRN",), ("Stand: 15.12.2026 09:10",), (),
            ("Typ", "Emittent", "Kupon", "Fälligkeit", "Geld", "Brief", "Rendite Geld", "Rendite Brief", "Vortag")]
    gov = [("DBR", 2.6, "2034-08-15", 99.31, 99.36, 2.698, 2.691, 99.12), ("OBL", 2.1, "2031-10-10", 99.58, 99.61, 2.191, 2.184, 99.50),
           ("NETHER", 2.75, "2035-01-15", 99.02, 99.10, 2.862, 2.852, 98.88)]
    for tk, c, iso, b, a, yb, ya, prv in gov:
        rows.append(("Govt", tk, c, D(iso), b, a, yb, ya, prv))
        gold += q(bkey(tk, c, iso), "government", d, size="25mm", price=(str(b), str(a)), yield_=(str(yb), str(ya)))
    rows += [(), ("SSA - Spread vs Mid-Swap (bp)",), ("Typ", "Emittent", "Kupon", "Fälligkeit", "Geld", "Brief", "", "", "Vortag")]
    ssa = [("KFW", 2.5, "2030-11-19", 15.0, 12.0, 14.0), ("NRWBK", 2.875, "2033-06-14", 33.0, 29.0, 34.0), ("EU", 3.0, "2036-12-04", 41.0, 37.0, 40.0)]
    for tk, c, iso, b, a, prv in ssa:
        rows.append(("SSA", tk, c, D(iso), b, a, None, None, prv))
        gold += q(bkey(tk, c, iso), "agency", d, size="10mm", i_spread=(str(b), str(a)))
    rows += [(), ("FLOATER - DM (bp) / Kurs",), ("ISIN", "Emittent", "Referenz", "Fälligkeit", "DM Geld", "DM Brief", "Kurs Geld", "Kurs Brief", "")]
    frn = [("DE", "000A3MPL5", "L-BANK", "3M EURIBOR +24", "2029-03-05", 22.0, 19.0, 100.06, 100.10, "agency"),
           ("XS", "287711834", "HEIMERLING CHEMIE", "3M EURIBOR +85", "2028-09-20", 81.0, 76.0, 100.09, 100.18, "corporate")]
    for pre, body, em, ref, iso, db, da, pb, pa, cls in frn:
        i = isin(pre, body)
        rows.append((i, em, ref, D(iso), db, da, pb, pa, None))
        gold += q(i, "frn", d, size="5mm", asset_class=cls, dm=(str(db), str(da)), price=(str(pb), str(pa)))
    rows += [(), ("Volumen: Staatsanleihen 25 Mio, SSA 10 Mio, Floater 5 Mio je Seite. Vortag = Schlusskurs/-spread Vortag.",)]
    data = xls({"Rates": rows})
    text = "Hallo zusammen,\n\nanbei unser Rates/SSA/Floater-Blatt (xls).\n\nGruss\nLotte Dunmore | Dunmore Akers Bank | +49 40 3096 1822\n"
    return mk("dunmore-eur-rates-xls", "xlsx", gold, sender=snd, subject="EUR Rates / SSA / Floater 15.12.",
              date=DATE.format(t="09:12:40", z="+0100"), text=text, enc="qp",
              attachments=[Attachment("DA_Rates_20261215.xls", data, MIME_XLS, "xls")])


# ---------------------------------------------------------------- 31 / 32: EM + converts / preferreds


def l31():
    snd = "Beatriz Felbridge <bfelbridge@felbridge.com>"
    d = dealer_of(snd)
    gold = []
    em = [("XS", "276911408", "REPUBLIC OF PANAMA", 6.4, "2035-02-14", 97.10, 97.60, 6.81, 6.74, "sovereign"),
          ("XS", "281339027", "STATE OF QATAR", 4.625, "2033-06-02", 100.55, 100.85, 4.53, 4.48, "sovereign"),
          ("XS", "283567193", "SABANA ELECTRICA", 7.25, "2031-07-19", 99.00, 99.75, 7.50, 7.31, "corporate")]
    rows = [("ISIN", "Issuer", "Coupon", "Maturity", "Bid Px", "Ask Px", "Bid Yld", "Ask Yld", "Size")]
    for pre, body, iss, c, iso, pb, pa, yb, ya, cls in em:
        i = isin(pre, body)
        rows.append((i, iss, c, D(iso), pb, pa, yb, ya, "2MM"))
        gold += q(i, "em_sovereign", d, size="2MM", asset_class=cls, price=(str(pb), str(pa)), yield_=(str(yb), str(ya)))
    cv = [("US", "55078QAB", "LUXORA THERAPEUTICS 1.5% 2029", 104.25, 105.25, 85.60, 22.4, "convert"),
          ("US", "88160RAF", "TIDEMARK SOLAR 2.875% 2030", 87.75, 88.75, 41.30, 96.0, "convert")]
    rows2 = [("ISIN", "Security", "Bid", "Offer", "Parity", "Prem %")]
    for pre, body, sec, b, a, par, pr, grp in cv:
        i = isin(pre, body)
        rows2.append((i, sec, b, a, par, pr))
        gold += q(i, grp, d, size="1mm", price=(str(b), str(a)))
    pf = [("US", "07274N50", "BALMORAL FINL 5.95% SER B", 23.94, 24.10), ("US", "56190R40", "MERIDIAN TRUST 6.375% SER C", 25.18, 25.32)]
    for pre, body, sec, b, a in pf:
        i = isin(pre, body)
        rows2.append((i, sec, b, a, None, None))
        gold += q(i, "preferred", d, price=(str(b), str(a)))
    rows2 += [(), ("Converts 1mm per side. Preferreds: dollar price per $25 share.",)]
    data = xlsx({"EM": rows, "CB & Pref": rows2}, fmts={("EM", "D"): "dd-mmm-yy", ("EM", "E"): "0.00", ("EM", "F"): "0.00",
                                                         ("CB & Pref", "C"): "0.00", ("CB & Pref", "D"): "0.00"})
    text = "Hi - EM and converts/prefs levels in the attached workbook.\n\nBeatriz Felbridge | Felbridge Capital | +1 305 555 0145\n"
    return mk("felbridge-em-cb-xlsx", "xlsx", gold, sender=snd, subject="EM + CB/Pref levels",
              date=DATE.format(t="09:44:02", z="-0500"), text=text,
              attachments=[Attachment("Felbridge_EM_CB_1215.xlsx", data, MIME_XLSX, "xlsx")])


def l32():
    snd = "Haruto Gresford <h.gresford@gresfordnakamura.co.jp>"
    d = dealer_of(snd)
    gold = []
    rows = [("Gresford Nakamura Securities - Asia EM & CB", None), ("2026/12/15 17:00 JST",), (),
            ("Bond", "Maturity", "Bid Price", "Offer Price", "Bid Z", "Offer Z", "Amt Outstanding (USD mn)", "Rating")]
    em = [("INDON 4.85", "2033-01-11", 99.20, 99.60, 118.0, 112.0, 2000, "Baa2"),
          ("MALAYSIA WAKALA 4.2", "2035-04-28", 98.70, 99.10, 84.0, 79.0, 1500, "A3"),
          ("TAMARIND POWER 6.1", "2031-08-05", 100.30, 100.90, 236.0, 222.0, 600, "Ba1")]
    for nm, iso, pb, pa, zb, za, amt, rtg in em:
        rows.append((nm, D(iso), pb, pa, zb, za, amt, rtg))
        iss, c = nm.rsplit(" ", 1)
        gold += q(bkey(iss, float(c), iso), "em_sovereign", d, asset_class="corporate" if "POWER" in nm else None,
                  price=(str(pb), str(pa)), z_spread=(str(zb), str(za)))
    rows += [(), ("Convertible Bonds (price %, parity, premium)",),
             ("Bond", "Maturity", "Bid Price", "Offer Price", "Parity", "Premium %", "Amt Outstanding (USD mn)", "Rating")]
    cb = [("KIRIGAMI ROBOTICS 0", "2029-09-20", 112.50, 113.50, 104.10, 8.5, 300, "NR"),
          ("SAKURADA HOLDINGS 0.25", "2030-03-15", 99.10, 99.90, 71.80, 38.6, 450, "A-")]
    for nm, iso, pb, pa, par, pr, amt, rtg in cb:
        rows.append((nm + " CB", D(iso), pb, pa, par, pr, amt, rtg))
        iss, c = nm.rsplit(" ", 1)
        gold += q(bkey(iss, float(c), iso, "CB"), "convert", d, price=(str(pb), str(pa)))
    data = xlsx({"Levels": rows}, fmts={("Levels", "B"): "yyyy/mm/dd", ("Levels", "C"): "0.00", ("Levels", "D"): "0.00"})
    text = "Dear all,\n\nPlease find attached today's Asia EM / CB indications.\n\nBest regards,\nHaruto Gresford\nGresford Nakamura Securities Co., Ltd. | +81 3 6212 4481\n"
    return mk("gresford-asia-em-cb-xlsx", "xlsx", gold, sender=snd, subject="Asia EM / CB indications 2026/12/15",
              date=DATE.format(t="17:05:51", z="+0900"), text=text,
              attachments=[Attachment("GN_AsiaEM_CB_20261215.xlsx", data, MIME_XLSX, "xlsx")])


LAYOUTS = [l27, l28, l29, l30, l31, l32]
