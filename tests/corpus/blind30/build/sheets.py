"""CSV and Excel attachments: IG / HY with quoted commas, semicolon exports, loan / CLO reports, SSA workbooks."""

from __future__ import annotations

import csv
import datetime as dt
import io

from common import CT, MM, cusip, eml, isin, price, q, r, xlsx_bytes, years, yld

D = dt.date


def _csv(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, pre=(), post=()):
    buf = io.StringIO()
    for line in pre:
        buf.write(line + "\r\n")
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator="\r\n")
    for row in rows:
        w.writerow(row)
    for line in post:
        buf.write(line + "\r\n")
    return buf.getvalue().encode("utf-8")


def _dc(x, n):
    return f"{x:.{n}f}".replace(".", ",")


# ------------------------------------------------------------------ 27: IG CSV, quoted names with commas


def c27():
    dealer = "brennanhollis"
    asof = D(2027, 4, 23)
    ust = {"5Y": 4.01, "7Y": 4.09, "10Y": 4.21, "30Y": 4.54}
    rows = [
        ("Whitmore Brands, Inc.", "WHTBRD", 4.8, D(2032, 10, 15), "44921K", "AC1", "5Y", 88, 83, 2, 2),
        ("Caldera Energy Partners, L.P.", "CALDEP", 5.65, D(2035, 3, 1), "12871R", "AH6", "10Y", 152, 146, 1, 1),
        ("Northgate Health Systems, Inc.", "NGHS", 5.2, D(2034, 8, 1), "66397P", "AM3", "7Y", 109, 104, 3, 2),
        ("Pinecrest Telecom Co., Ltd.", "PINTEL", 6.0, D(2055, 1, 15), "72303M", "AB8", "30Y", None, 171, None, 5),
        ("Stratton Foods, LLC", "STRFDS", 4.55, D(2031, 6, 1), "86279L", "AF4", "5Y", 76, 71, 2, 2),
        ("Ravelston Capital, Inc.", "RVLCAP", 5.9, D(2037, 2, 15), "75431T", "AK6", "10Y", 168, 162, 1, 3),
    ]
    out = [["Issuer", "Ticker", "Cpn", "Maturity", "CUSIP", "Benchmark", "Bid Spread", "Ask Spread", "Bid Price",
            "Ask Price", "Bid Size (MM)", "Ask Size (MM)"]]
    gold = []
    for nm, tk, cpn, mat, b6, b2, bmk, sb, sa, bsz, asz in rows:
        c = cusip(b6 + b2)
        yrs = years(asof, mat)
        pb = r(price(cpn, yrs, ust[bmk] + sb / 100), 3) if sb is not None else None
        pa = r(price(cpn, yrs, ust[bmk] + sa / 100), 3)
        out.append([nm, tk, f"{cpn:.3f}", mat.strftime("%m/%d/%Y"), c, f"UST {bmk}, OTR", "" if sb is None else sb, sa,
                    "" if pb is None else f"{pb:.3f}", f"{pa:.3f}", "" if bsz is None else bsz, asz])
        bs = None if bsz is None else bsz * MM
        gold.append(q(c, "corporate", "spread", sb, sa, bs, asz * MM, dealer))
        gold.append(q(c, "corporate", "price", pb, pa, bs, asz * MM, dealer))
    att = _csv(out)
    body = ("Hi Jen,\n\nIG axes attached as CSV (spreads to OTR UST).\n\nKevin Brennan\nBrennan Hollis & Co. | IG Credit\n"
            "617-555-0178\n")
    mail = eml("Kevin Brennan <kbrennan@brennanhollis.com>", "Jen Ostrowski <jostrowski@harborlight-im.com>",
               "Fri, 23 Apr 2027 10:12:40 -0400", "IG axes (csv)", "<bh.ig.0423.101240@brennanhollis.com>",
               text=body, attachments=[("BH_IG_axes_20270423.csv", CT["csv"], att)])
    return "27-csv-ig-quoted-commas-cusip-sizes-mm", "csv", mail, gold


def c28():
    dealer = "thornleigh"
    asof = D(2027, 8, 24)
    rows = [
        ("Hollis Mills, LLC", 6.875, D(2031, 3, 1), 97.25, 98.0, "2x2"),
        ("Tamworth Media Holdings, LP", 8.125, D(2030, 7, 15), 98.5, 99.25, ""),
        ("Quayside Energy, Inc", 7.5, D(2032, 11, 1), 94.75, 95.75, "1mm"),
        ("Brockley Care Group, LLC", 9.25, D(2029, 12, 15), 88.0, 90.0, "500k"),
        ("Ennis Logistics, Inc", 5.875, D(2033, 4, 15), None, 85.5, "3mm"),
    ]
    out = [["Issuer", "Coupon", "Maturity", "Px Bid", "Px Ask", "YTW Bid", "YTW Ask", "Size"]]
    gold = []
    for nm, cpn, mat, pb, pa, sz in rows:
        yrs = years(asof, mat)
        ya = r(yld(cpn, yrs, pa), 3)
        yb = r(yld(cpn, yrs, pb), 3) if pb is not None else None
        out.append([nm, f"{cpn:g}", mat.strftime("%Y-%m-%d"), "" if pb is None else f"{pb:.3f}", f"{pa:.3f}",
                    "" if yb is None else f"{yb:.3f}", f"{ya:.3f}", sz])
        key = f"{nm.replace(',', '').upper()} {cpn:g} {mat.isoformat()}"
        bs = as_ = None
        if sz == "2x2":
            bs = as_ = 2 * MM
        elif sz == "1mm":
            bs = as_ = 1 * MM
        elif sz == "500k":
            bs = as_ = 500_000.0
        elif sz == "3mm":
            bs = as_ = 3 * MM
        gold.append(q(key, "corporate", "price", pb, pa, bs, as_, dealer))
        gold.append(q(key, "corporate", "yield", yb, ya, bs, as_, dealer))
    att = _csv(out, quoting=csv.QUOTE_NONNUMERIC)
    body = ("HY levels attached. Yields are YTW.\n\nCheers,\nAlex Dunmore\n"
            "Thornleigh Partners - HY Trading\n+1 212 555 0147\n")
    mail = eml("Alex Dunmore <adunmore@thornleigh.com>", "Priya Shah <pshah@kestrelbay.com>",
               "Tue, 24 Aug 2027 09:30:02 -0400", "HY levels csv", "<tl.hy.0824.093002@thornleigh.com>",
               text=body, attachments=[("hy_levels_0824.csv", CT["csv"], att)])
    return "28-csv-hy-quoted-names-px-ytw-sizes", "csv", mail, gold


# ------------------------------------------------------------------ 29: semicolon CSV with decimal commas


def c29():
    dealer = "vestergaard"
    asof = D(2027, 4, 26)
    ms = lambda y: 2.44 + 0.055 * y  # noqa: E731
    rows = [
        ("KOMMUNEKREDIT", "XS28771", "3402", 2.75, D(2031, 1, 15), 7, 4, "10"),
        ("KOMMUNINVEST", "XS29150", "6618", 2.5, D(2029, 11, 13), 3, 0, "25"),
        ("KFW", "DE000A3", "83ZT1", 3.0, D(2036, 4, 9), 6, 3, "10"),
        ("NIB", "XS28123", "0087", 2.875, D(2033, 2, 21), 11, 8, "5"),
        ("EIB", "EU000A3", "LQW2", 3.25, D(2039, 10, 15), 33, 29, "15"),
    ]
    out = [["Issuer", "ISIN", "Cpn", "Maturity", "Bid Yld", "Ask Yld", "ASW Bid", "ASW Ask", "Bid Px", "Ask Px",
            "Size (EUR mn)"]]
    gold = []
    for iss, a, b, cpn, mat, sb, sa, sz in rows:
        code = isin((a + b)[:11])
        yrs = years(asof, mat)
        yb = r(ms(yrs) + sb / 100, 3)
        ya = r(ms(yrs) + sa / 100, 3)
        pb = r(price(cpn, yrs, yb), 3)
        pa = r(price(cpn, yrs, ya), 3)
        out.append([iss, code, _dc(cpn, 3), mat.strftime("%d.%m.%Y"), _dc(yb, 3), _dc(ya, 3), str(sb), str(sa),
                    _dc(pb, 3), _dc(pa, 3), sz])
        s = float(sz) * MM
        gold.append(q(code, "agency", "yield", yb, ya, s, s, dealer))
        gold.append(q(code, "agency", "i_spread", sb, sa, s, s, dealer))
        gold.append(q(code, "agency", "price", pb, pa, s, s, dealer))
    att = _csv(out, delimiter=";")
    body = ("Hej,\n\nNordic SSA run attached (semicolon CSV from our system). ASW vs 6m Euribor.\n\n"
            "Venlig hilsen\nMads Vestergaard\nVestergaard Bank A/S - Fixed Income Trading\n+45 33 55 50 12\n")
    mail = eml("Mads Vestergaard <mv@vestergaard.dk>", "Nordic Accounts <nordic-accts@vestergaard.dk>",
               "Mon, 26 Apr 2027 09:05:11 +0200", "Nordic SSA run 26.04", "<vgb.ssa.0426.090511@vestergaard.dk>",
               text=body, attachments=[("ssa_run_20270426.csv", CT["csv"], att)])
    return "29-csv-semicolon-decimal-comma-eur-ssa-asw", "csv", mail, gold


def c30():
    dealer = "kesslerhahn"
    rows = [
        ("VOLKMAR AG", "5Y", 62.5, 65.5, "40", "10"),
        ("VOLKMAR AG", "10Y", 98.0, 103.0, "40", "5"),
        ("BRENNECKE CHEMIE", "5Y", 118.0, 124.0, "40", "10"),
        ("LUTTERBACH AUTO", "3Y", 71.25, 75.75, "40", "10"),
        ("LUTTERBACH AUTO", "5Y", 104.5, 109.0, "40", "10"),
        ("SCHAUMBURG ENERGIE", "7Y", 141.0, 148.0, "35", "5"),
        ("ITRAXX MAIN S47", "5Y", 57.125, 57.625, "", "50"),
    ]
    out = [["Reference Entity", "Tenor", "Bid (bp)", "Ask (bp)", "Recovery (%)", "Size (EUR mn)"]]
    gold = []
    for ent, ten, b, a, rec, sz in rows:
        out.append([ent, ten, f"{b:g}".replace(".", ","), f"{a:g}".replace(".", ","), rec, sz])
        s = float(sz) * MM
        gold.append(q(f"{ent} {ten}", "cds", "spread", b, a, s, s, dealer))
    att = _csv(out, delimiter=";")
    body = ("Guten Tag,\n\nCDS-Kurse anbei / CDS run attached, EUR SNR, running spreads.\n\n"
            "Mit freundlichen Gruessen\nJana Kessler\nKessler Hahn Bank - Credit Derivatives\n+49 211 555 0164\n")
    mail = eml("Jana Kessler <j.kessler@kesslerhahn.de>", "Derivatives Clients <cds@kesslerhahn.de>",
               "Wed, 17 Nov 2027 08:20:40 +0100", "CDS run 17.11.", "<kh.cds.1117.082040@kesslerhahn.de>",
               text=body, attachments=[("cds_run_17112027.csv", CT["csv"], att)])
    return "30-csv-semicolon-decimal-comma-cds-tenors", "csv", mail, gold


# ------------------------------------------------------------------ 31: loan price report with preamble and trailer


def c31():
    dealer = "tarrantbay"
    rows = [
        ("LX302281", "Alderley Foods", "TLB", "S+350", "0.50", "06/30/2031", 99.0, 99.5, "1,000,000", "1,000,000"),
        ("LX299954", "Bexley Aerospace", "TL B-2", "S+300", "0.00", "01/15/2030", 100.25, 100.625, "2,000,000",
         "2,000,000"),
        ("LX304416", "Carnforth Data", "1L TLB", "S+425", "0.75", "09/30/2031", 96.75, 97.5, "1,000,000", ""),
        ("LX304417", "Carnforth Data", "Delayed Draw TL", "S+425", "0.75", "09/30/2031", 96.0, 97.0, "", ""),
        ("", "Dalston Retail", "Revolver", "S+375", "", "03/31/2029", None, 94.0, "", "5,000,000"),
        ("LX297710", "Eskdale Pharma", "TL B-3", "S+325", "0.50", "11/30/2030", 99.625, 100.0, "3,000,000",
         "1,000,000"),
        ("LX306652", "Fulwood Hospitality", "2L TL", "S+700", "1.00", "04/30/2032", 82.0, 84.5, "500,000",
         "500,000"),
    ]
    out = [["LoanX ID", "Borrower", "Facility", "Spread", "Floor", "Maturity", "Bid", "Offer", "Bid Size",
            "Offer Size"]]
    gold = []
    for lx, bor, fac, spr, fl, mat, b, o, bsz, osz in rows:
        out.append([lx, bor, fac, spr, fl, mat, "" if b is None else f"{b:.3f}", f"{o:.3f}", bsz, osz])
        key = f"{bor} {fac} {spr} {mat}".upper()
        bs = float(bsz.replace(",", "")) if bsz else None
        as_ = float(osz.replace(",", "")) if osz else None
        gold.append(q(key, "loan", "price", b, o, bs, as_, dealer))
    att = _csv(out, pre=["Tarrant Bay Securities - Loan Price Report", "Run date: 04/23/2027 07:15 ET,,,,,,,,,"],
               post=[f"Rows: {len(rows)}"])
    body = ("Morning,\n\nDaily loan price report attached. Blank size = ask the desk.\n\n"
            "Tarrant Bay Securities | Loan Sales & Trading | 704-555-0150\n")
    mail = eml("Loan Trading <loan.trading@tarrantbay.com>", "Chris Yates <cyates@redfernadvisors.com>",
               "Fri, 23 Apr 2027 07:16:05 -0400", "Loan Price Report 04/23/2027",
               "<tbs.lpr.20270423.0716@tarrantbay.com>", text=body,
               attachments=[("LoanPriceReport_20270423.csv", CT["csv"], att)])
    return "31-csv-loan-report-preamble-trailer-sizes", "csv", mail, gold


def c32():
    dealer = "ellwoodmarkets"
    rows = [
        ("HEATHFIELD CLO 2023-2A", "A1", "42237R", "AA5", "AAA", 132, 128, 100.12, 100.22, 5000, 5000),
        ("INGLEBY CLO 2022-1A", "A2", "45687L", "AC0", "AA", 178, 170, 99.95, 100.2, 3000, 2000),
        ("JAGGARD CLO 2021-3A", "B", "47012W", "AE6", "A", 225, 215, 99.5, 99.8, 2000, 2000),
        ("KILLEARN CLO 2024-1A", "C", "49377K", "AG4", "BBB-", 340, 325, 99.25, 99.75, 1000, None),
        ("LANGHOLM CLO 2020-2A", "D", "51640P", "AJ2", "BB-", 690, 665, 95.5, 96.5, None, 1500),
    ]
    out = [["CUSIP", "Deal", "Class", "Rating", "DM Bid", "DM Offer", "Px Bid", "Px Offer", "Bid Sz (000)",
            "Ofr Sz (000)"]]
    gold = []
    for deal, cls, b6, b2, rtg, db, do, pb, po, bsz, osz in rows:
        c = cusip(b6 + b2)
        out.append([c, deal, cls, rtg, db, do, f"{pb:.2f}", f"{po:.2f}", "" if bsz is None else bsz,
                    "" if osz is None else osz])
        bs = None if bsz is None else bsz * 1000.0
        as_ = None if osz is None else osz * 1000.0
        gold.append(q(c, "structured", "dm", db, do, bs, as_, dealer))
        gold.append(q(c, "structured", "price", pb, po, bs, as_, dealer))
    att = _csv(out, pre=["ELLWOOD MARKETS - CLO SECONDARY LEVELS", "Generated 2027-12-02 08:02:15 GMT"],
               post=["", f"Total rows,{len(rows)}"])
    body = ("Hi,\n\nCLO levels file attached (DM to 3M SOFR).\n\nBest\nOscar Lind\nEllwood Markets - CLO desk\n"
            "+44 20 7555 0138\n")
    mail = eml("Oscar Lind <olind@ellwoodmarkets.com>", "Rhea Das <rdas@quillfield.com>",
               "Thu, 02 Dec 2027 08:05:27 +0000", "CLO levels - file", "<em.clo.1202.080527@ellwoodmarkets.com>",
               text=body, attachments=[("clo_levels_20271202.csv", CT["csv"], att)])
    return "32-csv-clo-export-preamble-total-dm-px-000", "csv", mail, gold


# ------------------------------------------------------------------ 33: USD agency / SSA workbook, yields as fractions


def x33():
    dealer = "corliss"
    asof = D(2027, 4, 23)
    ust = {"2Y": 3.92, "3Y": 3.95, "5Y": 4.0, "7Y": 4.08, "10Y": 4.2}
    rows = [
        ("FHLB", "3130B", "QA6", 4.25, D(2029, 6, 8), "2Y", 7, 5, ""),
        ("FFCB", "3133E", "TB9", 4.125, D(2030, 4, 22), "3Y", 10, 8, ""),
        ("FNMA", "3135G", "BB2", 4.375, D(2032, 1, 15), "5Y", 16, 13, "10x10"),
        ("IBRD", "459058", "LJ", 4.5, D(2034, 7, 11), "7Y", 31, 27, ""),
        ("IADB", "4581X0", "EV", 4.0, D(2030, 12, 16), "3Y", 17, None, "bid 3mm"),
        ("TVA", "880591", "FD", 4.65, D(2037, 9, 15), "10Y", 38, 34, "2x2"),
    ]

    gold = []

    def build(wb):
        from openpyxl.styles import Font

        ws = wb.active
        ws.title = "USD Agy-SSA"
        ws["A1"] = "USD Agencies & SSA - spread to UST - 5x5 unless noted"
        ws["A1"].font = Font(bold=True, size=12)
        ws["A2"] = "Priced 04/23/2027 08:15 ET - Corliss Partners"
        head = ["Issuer", "CUSIP", "Cpn", "Maturity", "Bmk", "Prior Close", "Sprd Bid", "Sprd Ask", "Yld Bid",
                "Yld Ask", "Px Bid", "Px Ask", "Size"]
        ws.append([])
        ws.append(head)
        for c in ws[4]:
            c.font = Font(bold=True)
        for iss, b5, b3, cpn, mat, bmk, sb, sa, sz in rows:
            c = cusip(b5 + b3)
            yrs = years(asof, mat)
            yb = r(ust[bmk] + sb / 100, 3)
            ya = r(ust[bmk] + sa / 100, 3) if sa is not None else None
            pb = r(price(cpn, yrs, yb), 3)
            pa = r(price(cpn, yrs, ya), 3) if ya is not None else None
            prior = r(pb - 0.094, 3)
            ws.append([iss, c, cpn, mat, bmk, prior, sb, sa, r(yb / 100, 5), None if ya is None else r(ya / 100, 5),
                       pb, pa, sz or None])
            row = ws.max_row
            ws.cell(row, 4).number_format = "mm/dd/yyyy"
            ws.cell(row, 3).number_format = "0.000"
            for col in (9, 10):
                ws.cell(row, col).number_format = "0.000%"
            for col in (6, 11, 12):
                ws.cell(row, col).number_format = "0.000"
            bs = as_ = 5 * MM
            if sz == "10x10":
                bs = as_ = 10 * MM
            elif sz == "bid 3mm":
                bs, as_ = 3 * MM, None
            elif sz == "2x2":
                bs = as_ = 2 * MM
            asset = "agency"
            gold.append(q(c, asset, "spread", sb, sa, bs, as_, dealer))
            gold.append(q(c, asset, "yield", yb, ya, bs, as_, dealer))
            gold.append(q(c, asset, "price", pb, pa, bs, as_, dealer))
        ws.append([])
        ws.append(["Prior Close = yesterday's 4pm bid. Levels indicative."])
        for col, w in zip("ABCDEFGHIJKLM", [8, 11, 7, 11, 6, 11, 9, 9, 9, 9, 9, 9, 8], strict=True):
            ws.column_dimensions[col].width = w

    att = xlsx_bytes(build)
    body = ("Good morning - agency / SSA sheet attached.\n\nMatt Corliss\nCorliss Partners | Rates & Agencies\n"
            "(312) 555-0129\n")
    mail = eml("Matt Corliss <mcorliss@corliss.com>", "Agency List <agency-list@corliss.com>",
               "Fri, 23 Apr 2027 08:21:44 -0500", "USD agency / SSA sheet 4/23", "<cp.agy.0423.082144@corliss.com>",
               text=body, attachments=[("Corliss_Agy_SSA_20270423.xlsx", CT["xlsx"], att)])
    return "33-xlsx-usd-agency-ssa-yield-fractions-prior-close", "xlsx", mail, gold


def x34():
    dealer = "saintaubin"
    asof = D(2027, 11, 23)
    ms = lambda y: 2.36 + 0.06 * y  # noqa: E731
    rows = [
        ("XS29441", "0173", "EIB", 2.875, D(2032, 3, 15), 9, 6),
        ("DE000A3", "83ZU", "KFW", 2.625, D(2031, 9, 30), -6, -9),
        ("EU000A3", "LRT8", "EU", 3.125, D(2037, 12, 4), 36, 32),
        ("XS28667", "2209", "IBRD", 3.0, D(2034, 5, 19), 21, 18),
        ("EU000A2", "SCB3", "EFSF", 2.75, D(2033, 7, 6), 17, 14),
    ]
    gold = []

    def sheet(ws, title, shift, live):
        ws["A1"] = title
        ws["A2"] = "EUR 10mm per side unless noted. MS = 6m mid-swaps (bp)."
        ws.append([])
        ws.append(["ISIN", "Issuer", "Coupon", "Maturity", "MS Bid", "MS Ask", "Px Bid", "Px Ask", "Yld Bid",
                   "Yld Ask", "Size (mm)"])
        for a, b, iss, cpn, mat, sb, sa in rows:
            code = isin(a + b)
            yrs = years(asof, mat)
            sb2, sa2 = sb + shift, sa + shift
            yb = r(ms(yrs) + sb2 / 100, 3)
            ya = r(ms(yrs) + sa2 / 100, 3)
            pb = r(price(cpn, yrs, yb), 3)
            pa = r(price(cpn, yrs, ya), 3)
            size = 25 if iss == "EU" else None
            ws.append([code, iss, cpn, mat, sb2, sa2, pb, pa, yb, ya, size])
            row = ws.max_row
            ws.cell(row, 4).number_format = "dd-mmm-yy"
            for col in (7, 8, 9, 10):
                ws.cell(row, col).number_format = "0.000"
            if live:
                s = (size or 10) * MM
                gold.append(q(code, "agency", "i_spread", sb2, sa2, s, s, dealer))
                gold.append(q(code, "agency", "price", pb, pa, s, s, dealer))
                gold.append(q(code, "agency", "yield", yb, ya, s, s, dealer))

    def build(wb):
        ws = wb.active
        ws.title = "0800"
        sheet(ws, "EUR SSA run - 23 Nov 2027 08:00 CET", 0, True)
        ws2 = wb.create_sheet("0700 (superseded)")
        sheet(ws2, "EUR SSA run - 23 Nov 2027 07:00 CET - SUPERSEDED, see 0800 tab", 2, False)

    att = xlsx_bytes(build)
    body = ("Bonjour,\n\nEUR SSA run attached, 08:00 tab is live.\n\nCordialement,\nLouis Martel\n"
            "Banque Saint-Aubin | SSA Trading | +33 1 55 55 02 31\n")
    mail = eml("Louis Martel <louis.martel@saintaubin.fr>", "SSA Clients <ssa-clients@saintaubin.fr>",
               "Tue, 23 Nov 2027 08:04:51 +0100", "EUR SSA run 23/11 (xlsx)", "<bsa.ssa.1123.080451@saintaubin.fr>",
               text=body, attachments=[("EUR_SSA_run_20271123.xlsx", CT["xlsx"], att)])
    return "34-xlsx-eur-ssa-live-and-superseded-tabs", "xlsx", mail, gold


# ------------------------------------------------------------------ 35: CLO secondary workbook, sizes in the title


def x35():
    dealer = "bramhallsec"
    rows = [
        ("OAKHURST CLO 2023-3A", "A1", "67391K", "AB2", "AAA", 256.0, 256.0, 4.3, 130, 133, 127, 99.9, 100.14),
        ("PENRHYN CLO 2022-4A", "B", "70902T", "AD0", "AA", 44.0, 44.0, 4.9, 180, 186, 179, 99.74, 100.05),
        ("QUENDON CLO 2021-2A", "C", "74837M", "AF3", "A", 24.0, 24.0, 4.1, 215, 231, 222, 99.35, 99.7),
        ("RAVENGLASS CLO 2020-5A", "D", "75422W", "AH7", "BBB-", 22.5, 22.5, 3.2, 345, 392, 373, 98.5, 99.1),
        ("SEDBERGH CLO 2024-2A", "E", "81578P", "AK9", "BB-", 18.0, 18.0, 4.6, 610, 655, 634, 98.0, 98.95),
    ]
    gold = []

    def build(wb):
        from openpyxl.styles import Font

        ws = wb.active
        ws.title = "CLO"
        ws["A1"] = "CLO secondary - all levels for 2mm current face"
        ws["A1"].font = Font(bold=True)
        ws["A2"] = "Bramhall Securities - 26 Apr 2027"
        ws.append([])
        ws.append(["Deal", "Class", "CUSIP", "Rtg", "Orig Face (MM)", "Cur Face (MM)", "WAL", "Margin", "DM Bid",
                   "DM Offer", "Px Bid", "Px Offer"])
        for deal, cls, b6, b2, rtg, of, cf, wal, mg, db, do, pb, po in rows:
            c = cusip(b6 + b2)
            ws.append([deal, cls, c, rtg, of, cf, wal, f"S+{mg}", db, do, pb, po])
            gold.append(q(c, "structured", "dm", db, do, 2 * MM, 2 * MM, dealer))
            gold.append(q(c, "structured", "price", pb, po, 2 * MM, 2 * MM, dealer))
        ws.append([])
        ws.append(["WAL to reinvestment end + 2y; DMs at the forward curve."])

    att = xlsx_bytes(build)
    body = ("Hi Anna,\n\nCLO secondary levels attached.\n\nRegards\nGuy Bramhall\nBramhall Securities | CLO Trading\n"
            "+1 646 555 0117\n")
    mail = eml("Guy Bramhall <gbramhall@bramhallsec.com>", "Anna Kowal <akowal@linnet-am.com>",
               "Mon, 26 Apr 2027 11:40:09 -0400", "CLO secondary levels", "<bs.clo.0426.114009@bramhallsec.com>",
               text=body, attachments=[("CLO_secondary_0426.xlsx", CT["xlsx"], att)])
    return "35-xlsx-clo-secondary-title-size-dm-px", "xlsx", mail, gold


def x36():
    dealer = "fairlightcap"
    rows = [
        ("13977L", "AC4", "CANTERBURY AUTO 2026-2", "A3", "AAA", 4.250, 1.6, 58, 100.094),
        ("25419K", "AA9", "DARLEY CARD 2025-4", "A", "AAA", 6.000, 2.4, 45, 100.531),
        ("31562W", "AE3", "FELTHAM EQUIP 2026-1", "B", "AA", 2.125, 1.9, 92, 99.875),
        ("36245T", "AG8", "GRESLEY CMBS 2025-C6", "A-S", "AAA", 5.000, 6.9, 118, 98.406),
        ("40112M", "AB5", "HAREWOOD SOLAR 2024-1", "A", "A", 3.500, 5.2, 165, 97.625),
    ]
    gold = []

    def build(wb):
        ws = wb.active
        ws.title = "Offerings"
        ws.append(["Fairlight Capital - ABS / CMBS offerings - 2 Dec 2027"])
        ws.append([])
        ws.append(["CUSIP", "Bond", "Cls", "Rtg", "Cur Face ($MM)", "WAL", "I-Sprd Offer", "Offer Px"])
        for b6, b2, bond, cls, rtg, face, wal, spr, px in rows:
            c = cusip(b6 + b2)
            ws.append([c, bond, cls, rtg, face, wal, spr, px])
            ws.cell(ws.max_row, 8).number_format = "0.000"
            gold.append(q(c, "structured", "i_spread", None, spr, None, face * MM, dealer))
            gold.append(q(c, "structured", "price", None, px, None, face * MM, dealer))

    att = xlsx_bytes(build)
    body = ("All - ABS/CMBS offerings attached. Sizes are what we have.\n\nZoe Hart\n"
            "Fairlight Capital | Securitized Products\n(212) 555-0105\n")
    mail = eml("Zoe Hart <zhart@fairlightcap.com>", "SP Clients <sp-clients@fairlightcap.com>",
               "Thu, 02 Dec 2027 13:33:20 -0500", "ABS/CMBS offerings 12/2", "<flc.off.1202.133320@fairlightcap.com>",
               text=body, attachments=[("Fairlight_Offerings_1202.xlsx", CT["xlsx"], att)])
    return "36-xlsx-abs-cmbs-offerings-cur-face-i-sprd", "xlsx", mail, gold


LAYOUTS = [c27, c28, c29, c30, c31, c32, x33, x34, x35, x36]
