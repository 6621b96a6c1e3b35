# ruff: noqa: E501, DTZ001, B905, UP031
"""29-35: Excel attachments (.xlsx via openpyxl, legacy .xls via xlwt)."""
from datetime import datetime

from lib import (
    TZ_BR,
    TZ_LDN,
    Gold,
    bond_key,
    build_mail,
    desc_key,
    emit,
    figi,
    isin,
    px32,
    size,
    us_isin,
    when,
    xls_bytes,
    xlsx_bytes,
)
from openpyxl.styles import Alignment, Font, PatternFill

BOLD = Font(bold=True)
HEAD_FILL = PatternFill("solid", fgColor="1F3864")
WHITE = Font(bold=True, color="FFFFFF")
CENTER = Alignment(horizontal="center", vertical="center")


def _v(x, as_text):
    """A cell value: numbers as numbers unless as_text (numbers stored as text, as some exports do)."""
    if x in ("", None):
        return None
    if as_text:
        return x
    try:
        return float(x)
    except ValueError:
        return x


# ------------------------------------------------------------------------------------------------ 29
def m29():
    D = "tidewaterbrokers"
    g = Gold(D)
    secs = {
        "ORCL 4.9 02/15/33": (figi("BBG01FJ7KQ2"), "corporate", "ig", ("ORCL", "4.9", "02/15/33")),
        "AAPL 4.3 05/10/33": ("", "corporate", "ig", ("AAPL", "4.3", "05/10/33")),
        "VZ 4.4 11/01/34": (figi("BBG01PWX3M7"), "corporate", "ig", ("VZ", "4.4", "11/01/34")),
        "CCO 4 3/4 03/01/30": (figi("BBG00RLNT9D"), "corporate", "hy", ("CCO", "4 3/4", "03/01/30")),
        "MEX 6.35 02/09/35": ("", "sovereign", "em_sovereign", ("MEX", "6.35", "02/09/35")),
    }
    rows = [
        # security, dealer, bid px, yld, sprd, ask px, yld, sprd, bid sz, ask sz, time, as_text
        ("ORCL 4.9 02/15/33", "NBCM", "98.55", "5.151", "118", "98.84", "5.101", "113", "5", "5", "07:58:11", False),
        ("ORCL 4.9 02/15/33", "STRL", "98.60", "5.142", "117", "98.88", "5.094", "112", "3", "3", "08:02:40", True),
        ("ORCL 4.9 02/15/33", "HLWL", "98.48", "5.163", "119", "98.80", "5.108", "114", "2", "2", "07:49:03", False),
        ("AAPL 4.3 05/10/33", "NBCM", "101.62", "4.031", "57", "101.88", "3.989", "53", "10", "5", "07:58:11", False),
        ("AAPL 4.3 05/10/33", "KSTR", "101.58", "4.038", "58", "101.85", "3.994", "54", "", "", "08:11:27", False),
        ("VZ 4.4 11/01/34", "NBCM", "93.35", "5.381", "124", "93.72", "5.329", "119", "5", "5", "07:58:11", False),
        ("VZ 4.4 11/01/34", "STRL", "93.40", "5.374", "123", "93.78", "5.321", "118", "", "", "08:02:40", True),
        ("VZ 4.4 11/01/34", "KSTR", "93.30", "5.388", "125", "93.70", "5.332", "119", "3", "3", "08:11:27", False),
        ("CCO 4 3/4 03/01/30", "HLWL", "94.25", "6.412", "", "94.75", "6.258", "", "3", "3", "07:49:03", False),
        ("CCO 4 3/4 03/01/30", "NBCM", "94.125", "6.451", "", "94.625", "6.296", "", "2", "2", "07:58:11", False),
        ("CCO 4 3/4 03/01/30", "STRL", "94.30", "6.397", "", "94.80", "6.243", "", "", "", "08:02:40", True),
        ("MEX 6.35 02/09/35", "KSTR", "98.10", "6.622", "247", "98.60", "6.548", "240", "2", "2", "08:11:27", False),
        ("MEX 6.35 02/09/35", "NBCM", "98.05", "6.629", "248", "98.55", "6.556", "241", "", "", "07:58:11", False),
    ]

    def fill(wb):
        ws = wb.active
        ws.title = "Runs"
        ws["A1"] = "RUNS MONITOR - USD CREDIT COMPOSITE - 23-Nov-2026 08:34:10 NY"
        ws["A1"].font = Font(bold=True, size=13)
        ws["A2"] = "Dealer runs as received by Tidewater, last update per dealer. Sizes in USD MM."
        ws.merge_cells("A1:L1")
        ws.merge_cells("A2:L2")
        for rng, label in [("A3:A4", "Security"), ("B3:B4", "FIGI"), ("C3:C4", "Dealer"), ("D3:F3", "Bid"),
                           ("G3:I3", "Ask"), ("J3:K3", "Size (MM)"), ("L3:L4", "Time")]:
            ws.merge_cells(rng)
            c = ws[rng.split(":")[0]]
            c.value = label
        for col, label in zip("DEFGHIJK", ["Px", "Yld", "Sprd", "Px", "Yld", "Sprd", "Bid", "Ask"]):
            ws[f"{col}4"] = label
        for r in (3, 4):
            for col in "ABCDEFGHIJKL":
                ws[f"{col}{r}"].font = WHITE
                ws[f"{col}{r}"].fill = HEAD_FILL
                ws[f"{col}{r}"].alignment = CENTER
        for i, (sec, dlr, bp, by, bs, ap, ay, as_, bsz, asz, tm, txt) in enumerate(rows, start=5):
            vals = [sec, secs[sec][0] or None, dlr] + [_v(x, txt) for x in (bp, by, bs, ap, ay, as_)] + \
                   [_v(bsz, False), _v(asz, False), tm]
            for j, v in enumerate(vals, start=1):
                ws.cell(row=i, column=j, value=v)
        ws.column_dimensions["A"].width = 22
        ws.column_dimensions["B"].width = 15
        ws.freeze_panes = "D5"

    for sec, dlr, bp, by, bs, ap, ay, as_, bsz, asz, _tm, _t in rows:
        fg, ac, grp, (iss, c, m) = secs[sec]
        key = fg or bond_key(iss, c, m)
        g.multi(key, ac, grp, [("price", bp, ap), ("yield", by, ay), ("spread", bs or None, as_ or None)],
                size(bsz + "mm") if bsz else None, size(asz + "mm") if asz else None, dealer=dlr.lower())
    data = xlsx_bytes(fill)
    msg = build_mail("29", "Marcus Bell <mbell@tidewaterbrokers.com>", "composite@tidewaterbrokers.com",
                     "Runs monitor 08:34 - ORCL / AAPL / VZ / CCO / MEX", when(23, 8, 35, 2),
                     text="Composite of this morning's runs attached (xlsx). Dealer codes as per the legend sent "
                          "last week.\n\nMarcus\n",
                     attachments=[("RUNS_20261123_0834.xlsx", data)])
    emit("29-xlsx-runs-monitor", "xlsx", msg, g)


# ------------------------------------------------------------------------------------------------ 30
def m30():
    D = "kestrel"
    g = Gold(D)
    rows = [
        (isin("GB00BSQNRD1"), "UKT 4 1/8 07/22/29", "UKT 4.125 07/22/29 Govt", "100.95", "100.97", "3.842", "3.835",
         "-1.2", 0.031, False),
        (isin("GB00BRXH2B8"), "UKT 4 1/4 06/07/32", "UKT 4.25 06/07/32 Govt", "100.39", "100.43", "4.183", "4.176",
         "-0.8", 0.053, True),
        (isin("GB00BMF9LJ1"), "UKT 4 1/2 03/07/35", "UKT 4.5 03/07/35 Govt", "100.88", "100.94", "4.382", "4.375",
         "-0.6", 0.071, False),
        (isin("GB00BR3BLZ3"), "UKT 4 1/4 12/07/46", "UKT 4.25 12/07/46 Govt", "91.20", "91.28", "4.981", "4.975",
         "+0.6", 0.128, True),
        (isin("DE000110261"), "DBR 2.6 08/15/34", "DBR 2.6 08/15/34 Govt", "99.12", "99.17", "2.712", "2.706",
         "-1.1", 0.078, False),
        (isin("DE000110262"), "DBR 2.5 08/15/54", "DBR 2.5 08/15/54 Govt", "88.40", "88.55", "3.118", "3.110",
         "-0.2", 0.181, False),
        (isin("DE000114121"), "OBL 2.1 04/12/29", "OBL 2.1 04/12/29 Govt", "99.58", "99.60", "2.231", "2.225", "-1.5",
         0.024, True),
    ]

    def fill(wb):
        ws = wb.active
        ws.title = "Gilts & Bunds"
        ws["A1"] = "KESTREL MARKETS - GILTS / BUNDS - 23/11/2026 08:05 London"
        ws["A1"].font = Font(bold=True, size=12)
        ws["A2"] = "Clean prices; gilt yields semi-annual, Bund/Bobl annual. Chg in bp vs Friday close."
        head = ["ISIN", "Bond", "BBG", "Bid Px", "Ask Px", "Bid Yld", "Ask Yld", "Chg (bp)", "Mid", "DV01"]
        for j, h in enumerate(head, start=1):
            c = ws.cell(row=4, column=j, value=h)
            c.font = WHITE
            c.fill = HEAD_FILL
        for i, (isn, bond, bbg, bp, ap, by, ay, chg, dv01, txt) in enumerate(rows, start=5):
            vals = [isn, bond, bbg, _v(bp, txt), _v(ap, txt), _v(by, txt), _v(ay, False), chg,
                    f"=IFERROR((VALUE(D{i})+VALUE(E{i}))/2,\"\")", dv01]
            for j, v in enumerate(vals, start=1):
                ws.cell(row=i, column=j, value=v)
        for col in ("C", "I", "J"):
            ws.column_dimensions[col].hidden = True
        ws.column_dimensions["A"].width = 15
        ws.column_dimensions["B"].width = 20
        notes = wb.create_sheet("Notes")
        notes["A1"] = "Hidden columns C, I, J are helper columns for the desk's pricing sheet."
        notes["A2"] = "Contact: Oliver Hartley +44 20 7946 0458"

    for isn, _bond, _bbg, bp, ap, by, ay, *_ in rows:
        g.multi(isn, "government", "government", [("price", bp, ap), ("yield", by, ay)])
    data = xlsx_bytes(fill)
    msg = build_mail("30", "Oliver Hartley <oliver.hartley@kestrel.co.uk>", "egb-clients@kestrel.co.uk",
                     "Gilts / Bunds sheet 08:05 (xlsx)", when(23, 8, 11, 40, TZ_LDN),
                     text="Morning, spreadsheet version of the screen attached.\n\nOliver\n",
                     attachments=[("Kestrel_Gilts_Bunds_0805.xlsx", data)])
    emit("30-xlsx-gilts-bunds-hidden-cols", "xlsx", msg, g)


# ------------------------------------------------------------------------------------------------ 31
def m31():
    import xlwt
    D = "halliwellsec"
    g = Gold(D)
    hy = [
        ("Bath & Body Works", "6 7/8", "11/01/2035", "101.00", "101.50", "6.72", "256", "Ba2/BB", "1000"),
        ("Bombardier", "7 1/4", "07/01/2031", "104.25", "104.75", "6.28", "246", "B1/BB-", "750"),
        ("Carnival Corp", "6", "05/01/2029", "100.50", "101.00", "5.80", "223", "Ba2/BB+", "2000"),
        ("Community Health Systems", "10 7/8", "01/15/2032", "104.00", "105.00", "9.80", "592", "Caa1/CCC+", "1790"),
        ("DISH DBS", "5 1/8", "06/01/2029", "82.50", "84.00", "11.45", "781", "Caa2/CCC", "1500"),
        ("Mauser Packaging", "7 7/8", "04/15/2027", "100.875", "1025", "6.95", "342", "B2/B", "2175"),
        ("NGL Energy", "8 1/8", "02/15/2029", "102.25", "102.875", "7.30", "367", "B2/B", "900"),
        ("Olympus Water", "9 3/4", "11/15/2028", "105.50", "106.25", "7.40", "375", "B2/B", "1500"),
        ("Viking Cruises", "9 1/8", "07/15/2031", "107.75", "108.50", "7.30", "305", "B1/B+", "1000"),
        ("Wynn Resorts Finance", "5 1/8", "10/01/2029", "99.50", "100.00", "5.27", "168", "Ba3/BB-", "1000"),
    ]
    loans = [
        ("Bausch + Lomb", "TLB", "S+325", "09/29/28", "99.625", "100.000"),
        ("Carnival", "TLB", "S+200", "10/18/31", "100.125", "100.375"),
        ("Great Outdoors Group", "TLB-3", "S+325", "01/23/32", "100.000", "100.375"),
        ("MajorDrive", "TLB", "S+400", "06/01/29", "99.250", "99.750"),
        ("Mavis Tire", "TLB", "S+300", "05/04/28", "100.125", "100.500"),
        ("PetSmart", "TLB", "S+375", "02/11/28", "99.500", "99.875"),
        ("Staples", "TLB", "S+575", "09/04/29", "93.000", "94.000"),
        ("WhiteCap", "TLB", "S+325", "10/19/29", "99.875", "100.250"),
    ]
    title = xlwt.easyxf("font: bold on, height 280")
    head = xlwt.easyxf("font: bold on, colour white; pattern: pattern solid, fore_colour dark_blue; "
                       "align: horiz center")
    num3 = xlwt.easyxf(num_format_str="0.000")
    num2 = xlwt.easyxf(num_format_str="0.00")

    def fill(wb):
        ws = wb.add_sheet("HY")
        ws.write(0, 0, "HALLIWELL SECURITIES - HIGH YIELD RUN", title)
        ws.write(1, 0, "23-Nov-2026 10:30 ET - YTW / STW at the bid - Amt Out in USD MM")
        for j, h in enumerate(["Issuer", "Cpn", "Maturity", "Bid", "Ask", "YTW (Bid)", "STW (Bid)", "Rating",
                               "Amt Out (MM)"]):
            ws.write(3, j, h, head)
        for i, (iss, c, m, b, a, y, s, r, amt) in enumerate(hy, start=4):
            ws.write(i, 0, iss)
            ws.write(i, 1, c)
            ws.write(i, 2, m)
            ws.write(i, 3, float(b), num3)
            ws.write(i, 4, float(a), num3)
            ws.write(i, 5, float(y), num2)
            ws.write(i, 6, int(s))
            ws.write(i, 7, r)
            ws.write(i, 8, int(amt))
        ws.col(0).width = 256 * 26
        ws2 = wb.add_sheet("Loans")
        ws2.write(0, 0, "HALLIWELL - LOANS (indicative, pts)", title)
        for j, h in enumerate(["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer"]):
            ws2.write(2, j, h, head)
        for i, row in enumerate(loans, start=3):
            for j, v in enumerate(row):
                ws2.write(i, j, float(v) if j >= 4 else v, num3 if j >= 4 else xlwt.Style.default_style)
        ws2.col(0).width = 256 * 22

    for iss, c, m, b, a, y, s, *_ in hy:
        review = ("price",) if float(a) > 200 else ()
        g.multi(bond_key(iss, c, m), "corporate", "hy", [("price", b, a), ("yield", y, None), ("spread", s, None)],
                review=review)
    for bor, fac, mar, m, b, a in loans:
        g.add(desc_key(bor, fac, mar, m), "loan", "loan", "price", b, a)
    data = xls_bytes(fill)
    msg = build_mail("31", "Sean Whitlock <swhitlock@halliwellsec.com>", "hy-accounts@halliwellsec.com",
                     "HY + loans sheet (xls)", when(23, 10, 36, 0),
                     text="Old-school xls for those who asked. Bonds on the first tab, loans on the second.\n\n"
                          "Sean\n", attachments=[("HALLIWELL_HY_LOANS.xls", data)])
    emit("31-xls-hy-loans", "xlsx", msg, g)


# ------------------------------------------------------------------------------------------------ 32
def m32():
    import xlwt
    D = "bancodelsur"
    g = Gold(D)
    rows = [
        ("BRAZIL", "4.75", datetime(2050, 1, 14), us_isin("105756CC"), "74.10", "74.60", "7.11", "7.06"),
        ("BRAZIL", "6", datetime(2033, 10, 20), us_isin("105756CF"), "97.85", "98.35", "6.37", "6.29"),
        ("BRAZIL", "6.125", datetime(2034, 3, 15), "", "97.60", "98.10", "6.50", "6.43"),
        ("BRAZIL", "5.625", datetime(2047, 2, 21), us_isin("105756BY"), "84.20", "84.80", "7.10", "7.04"),
        ("BRAZIL", "7.125", datetime(2054, 5, 13), "", "98.90", "99.50", "7.22", "7.17"),
        ("PETBRA", "6.75", datetime(2050, 6, 3), us_isin("71647NBE"), "92.25", "93.00", "7.43", "7.36"),
        ("COLOM", "7.5", datetime(2034, 2, 2), us_isin("195325EF"), "98.75", "99.40", "7.72", "7.61"),
        ("MEX", "6", datetime(2036, 5, 7), "", "94.60", "95.15", "6.74", "6.66"),
    ]
    datestyle = xlwt.easyxf(num_format_str="DD/MM/YYYY")
    head = xlwt.easyxf("font: bold on; pattern: pattern solid, fore_colour light_turquoise; align: horiz center")

    def fill(wb):
        ws = wb.add_sheet("Soberanos-Quasi")
        ws.write(0, 0, "BANCO DEL SUR - DIVIDA EXTERNA / EXTERNAL DEBT", xlwt.easyxf("font: bold on, height 260"))
        ws.write(1, 0, "Indicativo / indicative - 23/11/2026 11:40 BRT - lotes USD 1-2mm")
        ws.write_merge(3, 3, 4, 5, "Preco / Price", head)
        ws.write_merge(3, 3, 6, 7, "Yield (%)", head)
        for j, h in enumerate(["Emissor", "Cupom", "Vencimento", "ISIN", "Bid (Compra)", "Ask (Venda)", "Bid", "Ask"]):
            ws.write(4, j, h, head)
        for i, (iss, c, m, isn, pb, pa, yb, ya) in enumerate(rows, start=5):
            ws.write(i, 0, iss)
            ws.write(i, 1, float(c))
            ws.write(i, 2, m, datestyle)
            ws.write(i, 3, isn)
            ws.write(i, 4, float(pb))
            ws.write(i, 5, float(pa))
            ws.write(i, 6, float(yb))
            ws.write(i, 7, float(ya))
        ws.col(2).width = 256 * 12
        ws.col(3).width = 256 * 15
        ws.write(len(rows) + 6, 0, "PETBRA = Petrobras Global Finance (quasi-soberano).")

    for iss, c, m, isn, pb, pa, yb, ya in rows:
        key = isn or bond_key(iss, c, m.strftime("%Y-%m-%d"))
        g.multi(key, "sovereign", "em_sovereign", [("price", pb, pa), ("yield", yb, ya)])
    data = xls_bytes(fill)
    msg = build_mail("32", "Rafael Monteiro <rafael.monteiro@bancodelsur.com.br>", "em-clients@bancodelsur.com.br",
                     "BDS - Brasil / LatAm external debt (xls)", when(23, 11, 42, 30, TZ_BR),
                     text="Segue planilha / sheet attached.\n\nRafael Monteiro\nBanco del Sur S.A. | +55 11 5555-0149\n",
                     attachments=[("BDS_divida_externa_23112026.xls", data)])
    emit("32-xls-latam-external-debt", "xlsx", msg, g)


# ------------------------------------------------------------------------------------------------ 33
def m33():
    D = "tidewaterbrokers"
    g = Gold(D)
    spread_rows = [
        ("ITRAXX MAIN", "46", "3Y", "36.5", "37.5", "-0.5", "37.25", False),
        ("ITRAXX MAIN", "46", "5Y", "54.75", "55.25", "-0.5", "55.5", True),
        ("ITRAXX MAIN", "46", "7Y", "72", "73.5", "-0.75", "73.5", False),
        ("ITRAXX MAIN", "46", "10Y", "92.5", "93.5", "-0.5", "93.5", False),
        ("ITRAXX XOVER", "46", "5Y", "281", "284", "-4", "286.5", True),
        ("ITRAXX SNRFIN", "46", "5Y", "61", "62", "-0.5", "62", False),
        ("ITRAXX SUBFIN", "46", "5Y", "108", "111", "-1", "110.5", False),
        ("CDX IG", "47", "3Y", "33", "34", "0", "33.5", False),
        ("CDX IG", "47", "5Y", "51.25", "51.75", "-0.5", "52", True),
        ("CDX IG", "47", "10Y", "86", "88", "-0.5", "87.5", False),
    ]
    price_rows = [("CDX HY", "47", "5Y", "106.625", "106.75", "+0.125", "106.5625", False),
                  ("CDX EM", "46", "5Y", "97.35", "97.6", "+0.05", "97.425", True)]

    def fill(wb):
        ws = wb.active
        ws.title = "Indices"
        ws["A1"] = "TIDEWATER BROKERS - CREDIT INDEX LEVELS - 23-Nov-2026 07:35 NY / 12:35 LDN"
        ws["A1"].font = Font(bold=True, size=12)
        ws.merge_cells("A1:G1")
        head = ["Index", "Series", "Tenor", "Bid", "Ask", "Chg", "Prev Close (mid)"]
        r = 3
        for section, rows in (("SPREAD (bp)", spread_rows), ("PRICE", price_rows)):
            ws.cell(row=r, column=1, value=section).font = BOLD
            ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=7)
            r += 1
            for j, h in enumerate(head, start=1):
                c = ws.cell(row=r, column=j, value=h)
                c.font = WHITE
                c.fill = HEAD_FILL
            r += 1
            for idx, ser, ten, b, a, chg, prev, txt in rows:
                vals = [idx, int(ser), ten, _v(b, txt), _v(a, txt), _v(chg, True), _v(prev, False)]
                for j, v in enumerate(vals, start=1):
                    ws.cell(row=r, column=j, value=v)
                r += 1
            r += 1
        ws.column_dimensions["A"].width = 16

    for idx, ser, ten, b, a, *_ in spread_rows:
        g.add(desc_key(idx, ser, ten), "cds", "cds", "spread", b, a)
    for idx, ser, ten, b, a, *_ in price_rows:
        g.add(desc_key(idx, ser, ten), "cds", "cds", "price", b, a)
    data = xlsx_bytes(fill)
    msg = build_mail("33", "Marcus Bell <mbell@tidewaterbrokers.com>", "cds-run@tidewaterbrokers.com",
                     "Index levels sheet 07:35", when(23, 7, 38, 44),
                     text="Index sheet attached. HY and EM on price.\n\nMarcus Bell | Tidewater Brokers LLP\n",
                     attachments=[("Tidewater_Index_Levels_0735.xlsx", data)])
    emit("33-xlsx-cds-indices", "xlsx", msg, g)


# ------------------------------------------------------------------------------------------------ 34
def m34():
    D = "larkspursec"
    g = Gold(D)
    rows = [("FNCL", "4.5", "DEC", "95-14", "95-15+", "+3"), ("FNCL", "5", "DEC", "97-22+", "97-24", "+3"),
            ("FNCL", "5.5", "DEC", "99-30", "99-31+", "+2+"), ("FNCL", "6", "DEC", "101-19", "101-20+", "+2"),
            ("FNCL", "6.5", "DEC", "102-26+", "102-28", "+1+"), ("FNCL", "5.5", "JAN", "99-23+", "99-25", "+2+"),
            ("G2SF", "5", "DEC", "98-10+", "98-12", "+3"), ("G2SF", "5.5", "DEC", "100-08", "100-09+", "+2"),
            ("G2SF", "6", "DEC", "101-214", "101-226", "+1+"), ("FNCI", "4.5", "DEC", "99-11", "99-12+", "+3")]

    def fill(wb):
        ws = wb.active
        ws.title = "TBA"
        ws["A1"] = "LARKSPUR MBS - TBA PRICES (32nds)"
        ws["A1"].font = Font(bold=True, size=12)
        ws["A2"] = "23-Nov-2026 13:10 ET | Chg in 32nds vs prior close"
        for j, h in enumerate(["Product", "Cpn", "Month", "Bid", "Offer", "Chg"], start=1):
            c = ws.cell(row=4, column=j, value=h)
            c.font = WHITE
            c.fill = HEAD_FILL
        for i, (p, c, mo, b, a, chg) in enumerate(rows, start=5):
            for j, v in enumerate([p, float(c), mo, b, a, chg], start=1):
                ws.cell(row=i, column=j, value=v)
        ws["H4"] = "Settle dates"
        ws["H5"] = "UMBS 30y Dec: 12/14/2026"
        ws["H6"] = "GNMA II Dec: 12/21/2026"
        ws["H7"] = "UMBS 15y Dec: 12/17/2026"

    for p, c, mo, b, a, _ in rows:
        g.add(desc_key(p, c, mo), "structured", "structured", "price", px32(b), px32(a))
    data = xlsx_bytes(fill)
    msg = build_mail("34", "Larkspur MBS <mbs-trading@larkspursec.com>", "mbs-clients@larkspursec.com",
                     "TBA prices 13:10", when(23, 13, 11, 5),
                     text="Afternoon TBA sheet attached.\n\nLarkspur MBS Trading | +1 646 555 0197\n",
                     attachments=[("Larkspur_TBA_1310.xlsx", data)])
    emit("34-xlsx-tba-32nds-text", "xlsx", msg, g)


# ------------------------------------------------------------------------------------------------ 35
def m35():
    D = "oakmontcap"
    g = Gold(D)
    rows = [
        (us_isin("06051GMC"), "BAC", "SOFR", "97", "02/04/2029", "84", "80", "100.38", "100.49", "5", "corporate",
         False),
        (us_isin("46647PEF"), "JPM", "SOFR", "88", "04/22/2028", "74", "70", "100.21", "100.27", "5", "corporate",
         True),
        (us_isin("17327CAV"), "C", "SOFR", "114", "06/11/2029", "98", "94", "100.48", "100.61", "", "corporate",
         False),
        (us_isin("95000U3K"), "WFC", "SOFR", "107", "07/25/2029", "92", "88", "100.46", "100.58", "3", "corporate",
         True),
        (us_isin("89115A2V"), "TD", "SOFR", "73", "10/10/2028", "62", "58", "100.21", "100.28", "10", "corporate",
         False),
        (us_isin("78016HZV"), "RY", "SOFR", "72", "01/19/2029", "63", "59", "100.19", "100.27", "", "corporate",
         False),
        (us_isin("3130B5FN"), "FHLB", "SOFR", "6", "03/10/2028", "3.5", "2", "100.04", "100.07", "50", "agency",
         True),
        (us_isin("459058LP"), "IBRD", "SOFR", "28", "05/15/2029", "22", "19", "100.21", "100.31", "25", "agency",
         False),
    ]

    def fill(wb):
        ws = wb.active
        ws.title = "FRN"
        ws["A1"] = "OAKMONT CAPITAL - USD FRN RUN"
        ws["A1"].font = Font(bold=True, size=12)
        ws["A2"] = "23-Nov-2026 | quarterly compounded SOFR | DM in bp | clean px | sizes USD MM"
        for rng, label in [("A4:A5", "ISIN"), ("B4:B5", "Issuer"), ("C4:C5", "Index"), ("D4:D5", "Margin (bp)"),
                           ("E4:E5", "Maturity"), ("F4:G4", "Discount Margin"), ("H4:I4", "Price"),
                           ("J4:J5", "Size")]:
            ws.merge_cells(rng)
            ws[rng.split(":")[0]] = label
        for col, label in zip("FGHI", ["Bid", "Ask", "Bid", "Ask"]):
            ws[f"{col}5"] = label
        for r in (4, 5):
            for col in "ABCDEFGHIJ":
                ws[f"{col}{r}"].font = WHITE
                ws[f"{col}{r}"].fill = HEAD_FILL
                ws[f"{col}{r}"].alignment = CENTER
        for i, (isn, iss, idx, mar, m, db, da, pb, pa, sz, _ac, txt) in enumerate(rows, start=6):
            vals = [isn, iss, idx, int(mar), m, _v(db, txt), _v(da, txt), _v(pb, txt), _v(pa, txt), _v(sz, False)]
            for j, v in enumerate(vals, start=1):
                ws.cell(row=i, column=j, value=v)
        ws.column_dimensions["A"].width = 15

    for isn, _iss, _idx, _mar, _m, db, da, pb, pa, sz, ac, _t in rows:
        s = size(sz + "mm") if sz else None
        g.multi(isn, ac, "frn", [("dm", db, da), ("price", pb, pa)], s, s)
    data = xlsx_bytes(fill)
    msg = build_mail("35", "Megan Doyle <mdoyle@oakmontcap.com>", "frn-list@oakmontcap.com",
                     "FRN run (xlsx) - banks, Canadians, FHLB, IBRD", when(23, 11, 2, 0),
                     text="Spreadsheet run attached.\n\nMegan Doyle | Oakmont Capital | +1 312 555 0184\n",
                     attachments=[("Oakmont_FRN_Run.xlsx", data)])
    emit("35-xlsx-frn-run", "xlsx", msg, g)


ALL = [m29, m30, m31, m32, m33, m34, m35]
