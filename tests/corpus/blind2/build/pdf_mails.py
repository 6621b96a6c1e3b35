# ruff: noqa: E501, DTZ001, B905, UP031
"""16-22: PDF attachments (reportlab tables in proportional fonts, repeated headers, footers)."""
import math
from datetime import date

from lib import (
    TZ_TR,
    Gold,
    bond_key,
    build_mail,
    cusip,
    desc_key,
    emit,
    isin,
    mat,
    pdf_bytes,
    px32,
    size,
    us_isin,
    when,
)
from reportlab.lib import colors
from reportlab.lib.units import inch
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

SETTLE = date(2026, 11, 24)
CURVE = [(0.25, 3.70), (2, 3.52), (3, 3.55), (5, 3.72), (7, 3.92), (10, 4.15), (20, 4.62), (30, 4.70)]


def ust(t):
    for (t0, y0), (t1, y1) in zip(CURVE, CURVE[1:]):
        if t <= t1:
            return y0 + (y1 - y0) * max(0.0, t - t0) / (t1 - t0)
    return CURVE[-1][1]


def years(iso):
    parts = [int(x) for x in iso.split("-")]
    d = date(parts[0], parts[1], parts[2] if len(parts) > 2 else 15)
    return (d - SETTLE).days / 365.25


def price(cpn, yld, t):
    """Clean-ish price of a semi-annual bond (good enough for realistic-looking runs)."""
    n = max(1, math.ceil(t * 2))
    y = yld / 200
    c = cpn / 2
    return sum(c / (1 + y) ** i for i in range(1, n + 1)) + 100 / (1 + y) ** n


GRID = [("FONTNAME", (0, 0), (-1, -1), "Helvetica"),
        ("FONTSIZE", (0, 0), (-1, -1), 7.5),
        ("GRID", (0, 0), (-1, -1), 0.25, colors.HexColor("#9E9E9E")),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]


def head_style(nrows=1, color="#17375E"):
    return [("BACKGROUND", (0, 0), (-1, nrows - 1), colors.HexColor(color)),
            ("TEXTCOLOR", (0, 0), (-1, nrows - 1), colors.white),
            ("FONTNAME", (0, 0), (-1, nrows - 1), "Helvetica-Bold")]


# ------------------------------------------------------------------------------------------------ 16
IG = [
    ("FINANCIALS", [
        ("JPM", "4.912", "07/25/33", "46647PEC", "A1/A-", 92),
        ("JPM", "5.576", "07/23/36", "46647PED", "A1/A-", 108),
        ("BAC", "5.015", "07/22/33", "06051GMB", "A1/A-", 96),
        ("BAC", "5.744", "02/12/36", None, "A1/A-", 114),
        ("C", "5.174", "02/13/30", "17327CAT", "A3/BBB+", 88),
        ("WFC", "5.244", "01/24/31", "95000U3J", "A1/BBB+", 90),
        ("GS", "5.016", "10/23/35", None, "A2/BBB+", 112),
        ("MS", "5.32", "07/19/35", "61747YFD", "A1/A-", 109),
        ("SCHW", "5.853", "05/19/34", None, "A2/A-", 104),
        ("AXP", "5.284", "07/26/35", "025816DM", "A2/BBB+", 101),
        ("COF", "6.051", "02/01/35", "14040HDD", "Baa1/BBB", 134),
    ]),
    ("ENERGY", [
        ("XOM", "3.452", "04/15/51", "30231GBF", "Aa2/AA-", 78),
        ("CVX", "2.236", "05/11/30", "166764BX", "Aa2/AA-", 42),
        ("COP", "5.05", "09/15/33", None, "A2/A-", 86),
        ("OXY", "5.375", "01/01/32", "674599EK", "Baa3/BBB-", 141),
        ("EOG", "5.65", "12/01/54", None, "A3/A-", 112),
        ("KMI", "5.4", "02/01/34", "49456BBA", "Baa2/BBB", 118),
        ("ET", "5.6", "09/01/34", "29278NAW", "Baa2/BBB", 133),
        ("WMB", "5.15", "03/15/34", None, "Baa2/BBB", 116),
    ]),
    ("HEALTHCARE", [
        ("ABBV", "5.05", "03/15/34", "00287YDU", "A3/A-", 82),
        ("AMGN", "5.25", "03/02/33", "031162DR", "Baa1/BBB+", 89),
        ("AMGN", "5.65", "03/02/53", "031162DT", "Baa1/BBB+", 124),
        ("PFE", "4.75", "05/19/33", None, "A2/A", 76),
        ("CVS", "5.7", "06/01/34", "126650EA", "Baa3/BBB", 152),
        ("UNH", "5.15", "07/15/34", "91324PEU", "A2/A+", 84),
        ("MRK", "4.9", "05/17/44", None, "A1/A+", 98),
        ("BMY", "5.2", "02/22/34", "110122EF", "A2/A", 85),
        ("GILD", "5.25", "10/15/33", None, "A3/BBB+", 80),
    ]),
    ("INDUSTRIALS", [
        ("BA", "6.528", "05/01/34", "097023DJ", "Baa3/BBB-", 146),
        ("BA", "6.858", "05/01/54", "097023DL", "Baa3/BBB-", 188),
        ("CAT", "4.7", "11/15/34", None, "A2/A", 66),
        ("DE", "5.45", "01/16/35", "244199BP", "A1/A", 72),
        ("RTX", "5.75", "01/15/29", "75513EBG", "Baa1/BBB+", 61),
        ("LMT", "5.2", "02/15/64", None, "A3/A-", 119),
        ("UNP", "5.1", "02/20/35", "907818GB", "A3/A-", 83),
        ("GE", "4.9", "01/29/36", None, "A3/A-", 91),
    ]),
    ("CONSUMER / RETAIL", [
        ("WMT", "4.1", "04/15/33", "931142FD", "Aa2/AA", 48),
        ("HD", "4.95", "06/25/34", "437076DC", "A2/A", 71),
        ("COST", "1.6", "04/20/30", None, "Aa3/A+", 39),
        ("MCD", "5.2", "05/17/34", "58013MFX", "Baa1/BBB+", 87),
        ("PEP", "4.8", "07/17/34", None, "A1/A+", 64),
        ("KO", "5", "05/13/34", "191216DS", "A1/A+", 62),
        ("NKE", "2.85", "03/27/30", None, "A2/A+", 58),
        ("TGT", "4.5", "09/15/34", "87612EBT", "A2/A", 85),
    ]),
    ("UTILITIES", [
        ("DUK", "5.45", "06/15/34", "26441CCB", "Baa2/BBB+", 109),
        ("NEE", "5.25", "03/15/34", None, "Baa1/BBB+", 106),
        ("SO", "5.7", "03/15/34", "842587DS", "Baa2/BBB", 111),
        ("AEP", "5.625", "03/01/33", "025537AV", "Baa2/BBB+", 104),
        ("EXC", "5.45", "03/15/35", None, "Baa2/BBB", 118),
    ]),
]


def m16():
    D = "northbridgecap"
    g = Gold(D)
    sizes = ["5", "5x3", "10", "2", "3", "5", "", "5", "2x2", "10x5", "3", ""]
    head = ["Ticker", "Cpn", "Maturity", "ISIN", "Moody's/S&P", "Bid Sprd\u00b9", "Ask Sprd\u00b9", "Bid Px\u00b2",
            "Ask Px\u00b2", "Size (MM)\u00b3"]
    data = [head]
    style = GRID + head_style()
    i = 0
    for sector, bonds in IG:
        data.append([sector] + [""] * 9)
        r = len(data) - 1
        style += [("SPAN", (0, r), (-1, r)), ("BACKGROUND", (0, r), (-1, r), colors.HexColor("#DCE6F1")),
                  ("FONTNAME", (0, r), (-1, r), "Helvetica-BoldOblique")]
        for tk, c, m, base, rating, s in bonds:
            i += 1
            iso = mat(m)
            t = years(iso)
            ask_s, bid_s = s, s + (3 if t < 8 else 5)
            pb = price(float(c), ust(t) + bid_s / 100, t)
            pa = price(float(c), ust(t) + ask_s / 100, t)
            pbs, pas = f"{pb:.2f}", f"{pa:.2f}"
            review = ()
            if tk == "MRK":
                pas = "9.875"  # a typo on the sheet: ask px 9.875 against a bid of ~96
                review = ("price",)
            isn = us_isin(base) if base else None
            sz = sizes[i % len(sizes)]
            data.append([tk, c, m, isn or "-", rating, str(bid_s), str(ask_s), pbs, pas, sz])
            if sz:
                b, _, a = sz.partition("x")
                bs, asz = size(b + "mm"), size((a or b) + "mm")
            else:
                bs = asz = None
            g.multi(isn or bond_key(tk, c, m), "corporate", "ig",
                    [("spread", str(bid_s), str(ask_s)), ("price", pbs, pas)], bs, asz, review=review)
    for r in range(1, len(data)):
        if data[r][1]:
            style.append(("ALIGN", (1, r), (-1, r), "RIGHT"))

    def story(ss):
        t = Table(data, repeatRows=1, colWidths=[0.7 * inch, 0.55 * inch, 0.8 * inch, 1.15 * inch, 1.0 * inch,
                                                 0.75 * inch, 0.75 * inch, 0.7 * inch, 0.7 * inch, 0.8 * inch])
        t.setStyle(TableStyle(style + [("FONTSIZE", (0, 0), (-1, -1), 8), ("TOPPADDING", (0, 0), (-1, -1), 4),
                                       ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
        note = ss["Normal"].clone("n", fontSize=6.5, leading=8, textColor=colors.HexColor("#444444"))
        return [Paragraph("<b>NORTHBRIDGE USD IG CREDIT RUN</b> - Monday 23 November 2026, 07:30 ET", ss["Title"]),
                Paragraph("Indicative levels. Sector desks: Financials x0143, Energy/Utilities x0151, "
                          "Healthcare/Industrials x0166, Consumer x0170.", ss["Normal"]),
                Spacer(1, 8), t, Spacer(1, 6),
                Paragraph("\u00b9 Spread in bp to the interpolated on-the-run UST curve. \u00b2 Clean price, T+1 "
                          "settlement. \u00b3 USD millions, bid x offer; a single number applies to both sides. "
                          "Ratings for information only.", note),
                Paragraph("Northbridge Capital Markets LLC, member FINRA/SIPC. This run is not an offer or "
                          "solicitation. Levels move with the market; call the desk before trading.", note)]

    pdf = pdf_bytes(story, "NB IG run 2026-11-23", "Northbridge Capital Markets",
                    "Northbridge Capital Markets LLC - Indicative only - 23-Nov-2026 07:30 ET",
                    header="NORTHBRIDGE CAPITAL MARKETS | USD IG CREDIT RUN | 23-Nov-2026", landscape_=True,
                    margins=(40, 40, 54, 54))
    body = """All,

Full IG run attached (3 pages, by sector). Tone firm, new issue concessions ~3bp on
Friday's deals. Reach out with any questions.

Dan

--
Dan Keller | IG Credit Trading | Northbridge Capital Markets LLC | +1 (212) 555-0143
"""
    msg = build_mail("16", "Dan Keller <dan.keller@desk.northbridgecap.com>", "ig-clients@list.northbridgecap.com",
                     "NB USD IG run 23-Nov (pdf)", when(23, 7, 33, 51), text=body,
                     attachments=[("NB_IG_Run_20261123.pdf", pdf)])
    emit("16-pdf-ig-run-3pages", "pdf", msg, g)


# ------------------------------------------------------------------------------------------------ 17
def m17():
    D = "beaconmuni"
    g = Gold(D)
    rows = [
        ("1,000", "California St GO Various Purpose", "5.000", "09/01/2035", "09/01/2033", "2.98*", "111.94",
         cusip("13063DK4")),
        ("500", "California St GO Various Purpose", "4.000", "09/01/2044", "09/01/2033", "3.92*", "100.61",
         cusip("13063DK5")),
        ("250", "Univ of California Gen Rev Ser BZ", "5.000", "05/15/2040", "05/15/2034", "3.24*", "112.87",
         cusip("91412HLR")),
        ("2,000", "NYC Transitional Fin Auth Future Tax Sec", "5.000", "11/01/2038", "11/01/2033", "3.35*", "110.35",
         cusip("64971XRW")),
        ("750", "Port Auth of NY & NJ Cons 245th (AMT)", "5.250", "09/01/2043", "09/01/2033", "4.05*", "108.19",
         cusip("73358XBP")),
        ("1,500", "Massachusetts St GO Ser E", "5.000", "11/01/2045", "11/01/2035", "3.71*", "110.28",
         cusip("57582RJC")),
        ("300", "Florida St Bd of Ed Pub Ed Cap Outlay", "4.000", "06/01/2031", "NC", "2.61", "106.37",
         cusip("341271BH")),
        ("1,000", "Texas Water Dev Brd SWIRFT Rev", "5.000", "10/15/2042", "10/15/2034", "3.48*", "111.02",
         cusip("88283LNE")),
        ("400", "Chicago Board of Ed Dedicated Cap Impr", "5.500", "04/01/2047", "04/01/2034", "5.08*", "102.94",
         cusip("167510AF")),
        ("600", "Denver City & Cnty Arpt Sys Rev Ser A (AMT)", "5.000", "11/15/2039", "11/15/2033", "3.89*", "106.88",
         cusip("249182PQ")),
        ("850", "Ohio St Hosp Rev (Cleveland Clinic)", "4.000", "01/01/2046", "01/01/2034", "4.02*", "",
         cusip("67756DZN")),
        ("1,250", "Pennsylvania Turnpike Commn Sub Rev", "5.000", "12/01/2048", "12/01/2034", "4.11*", "107.05",
         cusip("709224TW")),
    ]
    head = ["Par (000s)", "Description", "Coupon", "Maturity", "Call Date", "Yield", "Price", "CUSIP"]
    data = [head]
    for par, d, c, m, call, y, p, cu in rows:
        data.append([par, d, c, m, call, y, p or "", cu])
        g.multi(cu, "muni", "muni", [("yield", None, y.rstrip("*")), ("price", None, p or None)], None,
                float(par.replace(",", "")) * 1000)

    def story(ss):
        cell = ss["Normal"].clone("c", fontSize=7.5, leading=9)
        rows_ = [data[0]] + [r[:1] + [Paragraph(r[1].replace("&", "&amp;"), cell)] + r[2:] for r in data[1:]]
        t = Table(rows_, repeatRows=1, colWidths=[0.75 * inch, 2.6 * inch, 0.6 * inch, 0.8 * inch, 0.8 * inch,
                                                 0.55 * inch, 0.6 * inch, 0.85 * inch])
        t.setStyle(TableStyle(GRID + head_style(color="#385723") + [("ALIGN", (0, 1), (0, -1), "RIGHT"),
                                                                   ("ALIGN", (5, 1), (6, -1), "RIGHT")]))
        small = ss["Normal"].clone("s", fontSize=7, leading=9)
        return [Paragraph("BEACON MUNICIPAL - OFFERINGS", ss["Title"]),
                Paragraph("Monday, November 23, 2026 | For settlement 11/25/2026 | All bonds subject to prior "
                          "sale and change in price", small), Spacer(1, 8), t, Spacer(1, 6),
                Paragraph("* Priced to the call date shown. NC = non-callable. Price left blank where we will "
                          "work the price on request. AMT = subject to alternative minimum tax.", small),
                Paragraph("Beacon Municipal Securities, Inc. | 125 High Street, Boston MA 02110 | 617-555-0104 | "
                          "Member FINRA / SIPC / MSRB", small)]

    pdf = pdf_bytes(story, "Beacon offerings", "Beacon Municipal Securities",
                    "Beacon Municipal Securities - offerings 11/23/2026")
    msg = build_mail("17", "Grace Whitfield <gwhitfield@beaconmuni.com>", "offerings@beaconmuni.com",
                     "Beacon offerings 11/23 - CA, NY, MA, TX + others", when(23, 9, 40, 0),
                     text="Please see today's offerings attached. Call with any questions.\n\nGrace Whitfield\n"
                          "Beacon Municipal Securities | 617-555-0104\n",
                     attachments=[("Beacon_Offerings_11-23-2026.pdf", pdf)])
    emit("17-pdf-muni-offerings", "pdf", msg, g)


# ------------------------------------------------------------------------------------------------ 18
def m18():
    D = "larkspursec"
    g = Gold(D)
    senior = [
        ("1", cusip("04941LAA"), "ATRM 2018-14A", "A1R", "15,000,000", "3.1", "Aaa/AAA", "100.05-100.15"),
        ("2", cusip("14310CBE"), "CGMS 2021-3A", "A", "8,000,000", "3.6", "Aaa/AAA", "100.00-100.10"),
        ("3", cusip("26252LAS"), "DRSLF 2020-85A", "AR", "5,000,000", "2.9", "Aaa/AAA", "99.95-100.05"),
        ("4", cusip("40436FAC"), "HLM 2023-17A", "B", "6,000,000", "4.8", "Aa2/AA", "100.25-100.375"),
        ("5", cusip("48661GAE"), "KKR 2022-38A", "B1", "4,500,000", "5.1", "Aa1/AA", "100.00-100.25"),
    ]
    mezz = [
        ("6", cusip("55822DAJ"), "MDPK 2019-39A", "ER", "3,000,000", "5.9", "Ba3/BB-", "575-600"),
        ("7", cusip("67113RAL"), "OCT 2023-1A", "E", "2,000,000", "6.4", "Ba3/BB-", "610-635"),
        ("8", cusip("87250PAG"), "TCW 2021-2A", "E", "2,500,000", "5.2", "Ba3/BB-", "690-720"),
        ("9", cusip("92917EAN"), "VOYA 2022-1A", "D", "3,500,000", "5.6", "Baa3/BBB-", "345-360"),
    ]

    def table(rows, talk_head):
        data = [["#", "CUSIP", "Deal", "Class", "Orig Face", "WAL", "Rtg (M/S)", talk_head]]
        for n, cu, deal, cl, face, wal, rtg, talk in rows:
            data.append([n, cu, deal, cl, face, wal, rtg, talk])
            b, a = talk.split("-")
            f = size(face)
            g.add(cu, "structured", "structured", "talk", b, a, f, f)
        t = Table(data, repeatRows=1, colWidths=[0.3 * inch, 0.9 * inch, 1.2 * inch, 0.5 * inch, 0.95 * inch,
                                                 0.45 * inch, 0.85 * inch, 1.1 * inch])
        t.setStyle(TableStyle(GRID + head_style(color="#7030A0") + [("ALIGN", (4, 1), (-1, -1), "RIGHT")]))
        return t

    def story(ss):
        small = ss["Normal"].clone("s", fontSize=7.5, leading=9.5)
        return [Paragraph("LARKSPUR SECURITIES - CLO BWIC", ss["Title"]),
                Paragraph("<b>Bids due: Tuesday 24-Nov-2026 11:00 ET</b> | Settle T+2 | Seller: undisclosed "
                          "(via Larkspur) | 9 line items, USD 49.5mm original face", small),
                Spacer(1, 6), Paragraph("<b>Senior / AA - price talk</b>", ss["Heading4"]),
                table(senior, "Px Talk"), Spacer(1, 8),
                Paragraph("<b>Mezz - DM talk (bp over 3m Term SOFR)</b>", ss["Heading4"]),
                table(mezz, "DM Talk"), Spacer(1, 8),
                Paragraph("Talk is Larkspur's own pre-bid talk, not the seller's reserve. WAL in years at 0 CDR / "
                          "20 CPR. All bonds reinvesting, factor 1.0. Please submit bids on the face shown; "
                          "partial bids not accepted on items 1-3.", small),
                Paragraph("Larkspur Securities LLC - for QIBs only. 590 Madison Ave, New York NY 10022. "
                          "CLO desk +1 646 555 0190.", small)]

    pdf = pdf_bytes(story, "CLO BWIC 24-Nov", "Larkspur Securities", "Larkspur Securities LLC - CLO trading")
    msg = build_mail("18", "Larkspur CLO Trading <clo-trading@larkspursec.com>", "clo-distro@larkspursec.com",
                     "BWIC - CLO AAA/AA/BB - Tue 24-Nov 11:00 ET - talk inside", when(23, 15, 12, 4),
                     text="BWIC for tomorrow 11:00 ET attached with our talk. 9 line items, $49.5mm.\n\n"
                          "Larkspur CLO Trading | +1 646 555 0190\n",
                     attachments=[("BWIC_CLO_20261124.pdf", pdf)])
    emit("18-pdf-clo-bwic-talk", "pdf", msg, g)


# ------------------------------------------------------------------------------------------------ 19
def m19():
    D = "anatoliyatirim"
    g = Gold(D)
    rows = [
        (us_isin("900123DK"), "TURKEY 7 5/8 05/15/34", "104.60", "104.10", "6.93", "7.01", "2.5", "B1/BB-"),
        (us_isin("900123DM"), "TURKEY 6 1/2 01/03/35", "97.35", "96.85", "6.89", "6.97", "3.0", "B1/BB-"),
        (isin("XS2176899" + "70"), "EGYPT 7 5/8 05/29/32", "96.25", "95.50", "8.40", "8.57", "2.0", "Caa1/B-"),
        (isin("XS2384698" + "99"), "NGERIA 8 3/8 03/24/29", "102.10", "101.50", "7.62", "7.83", "1.5", "Caa1/B-"),
        (isin("XS2829209" + "72"), "ROMANI 6 3/8 01/30/34", "101.15", "100.70", "6.18", "6.25", "2.0", "Baa3/BBB-"),
        (isin("XS2744128" + "45"), "REPHUN 5 1/2 03/26/36", "99.40", "98.95", "5.58", "5.64", "1.5", "Baa2/BBB-"),
        ("", "POLAND 5 1/8 09/18/34", "102.05", "101.75", "4.82", "4.86", "3.0", "A2/A-"),
        (isin("XS2159975" + "70"), "KSA 5 01/18/53", "87.90", "87.40", "5.91", "5.95", "2.5", "Aa3/A+"),
        (isin("XS1750114" + "39"), "OMAN 6 3/4 01/17/48", "106.20", "105.70", "6.19", "6.24", "2.5", "Ba1/BBB-"),
        ("", "QATAR 4.4 04/16/50", "88.50", "88.00", "5.23", "5.27", "2.0", "Aa2/AA"),
        (us_isin("836205BF"), "SOAF 7.1 11/19/36", "101.80", "101.30", "6.86", "6.93", "3.0", "Ba2/BB-"),
        (isin("XS2446175" + "57"), "ANGOL 8.75 04/14/32", "93.40", "92.60", "10.18", "10.38", "1.75", "B3/B-"),
    ]
    data = [["ISIN", "Security", "Offer Px", "Bid Px", "Offer Yld", "Bid Yld", "Amt Out (bn)", "Rating"]]
    for isn, sec, op, bp, oy, by, amt, rtg in rows:
        data.append([isn or "", sec, op, bp, oy, by, amt, rtg])
        iss, rest = sec.split(" ", 1)
        parts = rest.split(" ")
        c, m = " ".join(parts[:-1]), parts[-1]
        g.multi(isn or bond_key(iss, c, m), "sovereign", "em_sovereign", [("price", bp, op), ("yield", by, oy)])

    def story(ss):
        t = Table(data, repeatRows=1, colWidths=[1.05 * inch, 1.7 * inch, 0.7 * inch, 0.7 * inch, 0.7 * inch,
                                                 0.7 * inch, 0.85 * inch, 0.85 * inch])
        t.setStyle(TableStyle(GRID + head_style(color="#C00000") + [("ALIGN", (2, 1), (6, -1), "RIGHT")]))
        small = ss["Normal"].clone("s", fontSize=7.5, leading=9.5)
        return [Paragraph("ANATOLIA YATIRIM - CEEMEA USD SOVEREIGNS", ss["Title"]),
                Paragraph("23.11.2026 15:20 Istanbul | indicative, USD 1-2mm clips | Offer shown first", small),
                Spacer(1, 8), t, Spacer(1, 6),
                Paragraph("Yields are yield to maturity at the price shown. Amt Out = amount outstanding of the "
                          "line in USD bn.", small),
                Paragraph("Anatolia Yatirim Menkul Degerler A.S. - Buyukdere Cad. No:185, Levent, Istanbul - "
                          "+90 212 555 01 30. Bu belge yatirim tavsiyesi degildir.", small)]

    pdf = pdf_bytes(story, "CEEMEA sovs", "Anatolia Yatirim", "Anatolia Yatirim Menkul Degerler A.S.")
    msg = build_mail("19", "Emre Kaya <emre.kaya@anatoliyatirim.com.tr>", "ceemea@anatoliyatirim.com.tr",
                     "CEEMEA USD sovs - offer/bid - 23.11", when(23, 15, 24, 10, TZ_TR),
                     text="Merhaba, CEEMEA sov sheet attached. Note offer side first on the sheet.\n\nEmre Kaya\n"
                          "Eurobond Trading | Anatolia Yatirim | +90 212 555 01 30\n",
                     attachments=[("CEEMEA_sovs_23112026.pdf", pdf)])
    emit("19-pdf-ceemea-offer-bid", "pdf", msg, g)


# ------------------------------------------------------------------------------------------------ 20
def m20():
    D = "fenwickmarkets"
    g = Gold(D)
    usts = [
        (cusip("91282CPJ"), "T 3 1/2 10/31/28", "99-31", "99-31+", "3.509", "3.501", "+0-01"),
        (cusip("91282CPK"), "T 3 5/8 10/15/29", "100-08+", "100-09", "3.538", "3.532", "+0-01+"),
        ("", "T 3 3/4 10/31/31", "100-06", "100-06+", "3.706", "3.702", "+0-02"),
        (cusip("91282CPL"), "T 3 7/8 10/31/33", "99-162", "99-166", "3.955", "3.950", "+0-03"),
        (cusip("91282CPM"), "T 4 1/8 11/15/36", "99-24+", "99-25+", "4.156", "4.152", "+0-04+"),
        ("", "T 4 5/8 11/15/46", "99-04", "99-06", "4.691", "4.687", "+0-06"),
        (cusip("912810UQ"), "T 4 3/4 11/15/56", "101-04", "101-06", "4.679", "4.675", "+0-07+"),
    ]
    tbas = [("FNCL", "5", "DEC", "97-22", "97-23+", "+0-03"), ("FNCL", "5.5", "DEC", "99-30+", "100-00", "+0-02+"),
            ("FNCL", "6", "DEC", "101-19", "101-20+", "+0-02"), ("FNCL", "5.5", "JAN", "99-24", "99-25+", "+0-02+"),
            ("G2SF", "5.5", "DEC", "100-08", "100-09+", "+0-02"), ("G2SF", "6", "DEC", "101-21+", "101-23", "+0-01+"),
            ("FNCI", "4.5", "DEC", "99-11", "99-12+", "+0-03")]
    d1 = [["CUSIP", "Issue", "Bid", "Ask", "Bid Yld", "Ask Yld", "Chg"]]
    for cu, iss, b, a, yb, ya, chg in usts:
        d1.append([cu, iss, b, a, yb, ya, chg])
        tk, rest = iss.split(" ", 1)
        c, m = rest.rsplit(" ", 1)
        key = cu or bond_key(tk, c, m)
        g.multi(key, "government", "government", [("price", px32(b), px32(a)), ("yield", yb, ya)])
    d2 = [["Product", "Cpn", "Month", "Bid", "Ask", "Chg"]]
    for pr, c, mo, b, a, chg in tbas:
        d2.append([pr, c, mo, b, a, chg])
        g.add(desc_key(pr, c, mo), "structured", "structured", "price", px32(b), px32(a))

    def story(ss):
        t1 = Table(d1, colWidths=[1.0 * inch, 1.5 * inch] + [0.8 * inch] * 5)
        t1.setStyle(TableStyle(GRID + head_style(color="#1F4E79") + [("ALIGN", (2, 1), (-1, -1), "RIGHT")]))
        t2 = Table(d2, colWidths=[0.9 * inch, 0.6 * inch, 0.7 * inch, 0.8 * inch, 0.8 * inch, 0.8 * inch])
        t2.setStyle(TableStyle(GRID + head_style(color="#1F4E79") + [("ALIGN", (3, 1), (-1, -1), "RIGHT")]))
        small = ss["Normal"].clone("s", fontSize=7.5, leading=9.5)
        return [Paragraph("FENWICK MARKETS - RATES SHEET", ss["Title"]),
                Paragraph("Mon 23-Nov-2026 10:30 ET. Treasuries and TBAs in 32nds (+ = half a 32nd, third digit "
                          "= eighths). Yields semi-annual. Chg in 32nds vs 3pm Friday.", small), Spacer(1, 8),
                Paragraph("<b>Coupons</b>", ss["Heading4"]), t1, Spacer(1, 10),
                Paragraph("<b>UMBS / GNMA TBA</b> - Dec settle 12/14 (UMBS 30y), 12/21 (G2), Jan settle 1/13", small),
                Spacer(1, 4), t2, Spacer(1, 8),
                Paragraph("Fenwick Markets LLC | 600 Lexington Ave, New York NY 10022 | Rates desk +1 212 555 0160 "
                          "| MBS desk +1 212 555 0165. Not an offer.", small)]

    pdf = pdf_bytes(story, "Rates sheet", "Fenwick Markets", "Fenwick Markets LLC - rates sheet")
    msg = build_mail("20", "Fenwick Rates <rates@fenwickmarkets.com>", "rates-clients@fenwickmarkets.com",
                     "Fenwick rates sheet 10:30 - UST coupons / TBAs", when(23, 10, 31, 15),
                     text="Rates sheet attached.\n\nFenwick Markets | +1 212 555 0160\n",
                     attachments=[("Fenwick_Rates_1030.pdf", pdf)])
    emit("20-pdf-ust-tba-32nds", "pdf", msg, g)


# ------------------------------------------------------------------------------------------------ 21
LOANS = [
    ("Acrisure", "TLB-6", "S+300", "Nov-30", "B2/B", "100.125", "100.375", "+0.125", "5"),
    ("Allied Universal", "TLB", "S+375", "Aug-31", "B3/B", "99.625", "100.000", "", ""),
    ("Alliant Holdings", "TLB-6", "S+275", "Sep-31", "B2/B", "100.250", "100.500", "", "10"),
    ("Altice France", "TLB-14", "E+550", "Apr-30", "Caa1/CCC+", "88.500", "90.000", "-0.500", "2"),
    ("AmWINS", "TLB", "S+225", "Jan-32", "Ba3/BB-", "100.125", "100.375", "", ""),
    ("Applied Systems", "1L", "S+300", "Feb-31", "B1/B-", "100.375", "100.625", "", "5"),
    ("Applied Systems", "2L", "S+450", "Feb-32", "Caa1/CCC+", "101.250", "102.000", "", "3"),
    ("Athenahealth", "TLB", "S+275", "Feb-29", "B3/B-", "99.750", "100.125", "-0.125", ""),
    ("BMC Software", "TLB", "S+300", "Jul-31", "B3/B-", "99.500", "99.875", "", ""),
    ("Belron", "TLB", "S+250", "Oct-31", "Ba3/BB+", "100.250", "100.500", "", ""),
    ("Boxer Parent", "1L", "S+300", "Jul-31", "B3/B-", "99.375", "99.750", "", "4"),
    ("Caesars Entertainment", "TLB", "S+225", "Feb-30", "Ba2/BB", "100.000", "100.250", "", ""),
    ("Clarios", "TLB", "S+275", "Jan-32", "B1/B+", "100.125", "100.375", "", ""),
    ("Cloud Software Group", "TLB", "S+350", "Mar-31", "B2/B", "100.000", "100.375", "+0.250", "10"),
    ("Cotiviti", "TLB", "S+275", "May-31", "B2/B", "99.875", "100.250", "", ""),
    ("DirecTV", "TL", "S+500", "Aug-27", "B2/B+", "99.250", "99.750", "", ""),
    ("Epicor", "TLB", "S+275", "May-31", "B2/B-", "100.250", "100.500", "", ""),
    ("Finastra", "1L", "S+400", "Sep-29", "B2/B", "99.750", "100.250", "", "3"),
    ("Froneri", "TLB", "E+250", "Sep-31", "B1/B", "100.000", "100.250", "", ""),
    ("Genesys", "TLB", "S+250", "Jan-32", "B2/B", "100.125", "100.375", "", ""),
    ("Hub International", "TLB", "S+250", "Jun-30", "B2/B", "100.250", "100.500", "", "5"),
    ("Informatica", "TLB", "S+225", "Oct-28", "Ba3/BB-", "100.000", "100.125", "", ""),
    ("LifePoint Health", "TLB", "S+375", "May-31", "B2/B", "99.875", "100.250", "", ""),
    ("McAfee", "TLB", "S+300", "Mar-29", "B3/B-", "97.750", "98.250", "-0.375", "2"),
    ("Medline", "TLB", "S+225", "Oct-28", "B1/B+", "100.250", "100.500", "", ""),
    ("Nexus Buyer", "TLB", "S+400", "Jul-31", "B3/B-", "99.875", "100.250", "", ""),
    ("Peraton", "1L", "S+375", "Feb-28", "B3/B-", "88.250", "88.875", "+0.250", ""),
    ("Polaris Newco", "TLB", "S+375", "Jun-28", "B3/B-", "97.500", "98.125", "", ""),
    ("Proofpoint", "1L", "S+300", "Aug-28", "B3/B-", "100.125", "100.375", "", ""),
    ("RealPage", "1L", "S+300", "Apr-28", "B3/B-", "98.750", "99.250", "", "3"),
    ("Sedgwick", "TLB", "S+300", "Jul-31", "B2/B", "100.250", "100.500", "", ""),
    ("Solera", "TLB", "S+400", "Jun-28", "B3/B-", "98.250", "98.875", "", ""),
    ("Sotera Health", "TLB", "S+325", "May-31", "B1/B+", "100.125", "100.500", "", ""),
    ("Star Parent", "TLB", "S+400", "Sep-30", "B3/B-", "98.875", "99.375", "", ""),
    ("TK Elevator", "TLB", "E+350", "Apr-30", "B2/B", "100.125", "100.375", "", ""),
    ("UKG", "TLB", "S+300", "Feb-31", "B2/B-", "100.250", "100.500", "", "10"),
    ("USI", "TLB", "S+225", "Sep-30", "B1/B", "99.875", "100.125", "", ""),
    ("Verscend", "TLB", "S+300", "Apr-31", "B2/B", "100.125", "100.375", "", ""),
    ("Virgin Media Bristol", "TLN", "S+250", "Jan-28", "Ba3/BB-", "99.000", "99.375", "", ""),
    ("Xplor", "TLB", "S+350", "Jun-31", "B2/B", "100.375", "100.750", "", ""),
    ("Zayo", "TLB", "S+300", "Mar-27", "Caa1/B-", "93.125", "93.625", "+0.125", "5"),
    ("Ziggo", "TLI", "S+250", "Apr-28", "B1/B+", "98.750", "99.125", "", ""),
]


def m21():
    D = "cobaltlevfin"
    g = Gold(D)
    data = [["Borrower", "Facility", "Spread", "Maturity", "M/S&P", "Bid", "Offer", "Chg", "Size (MM)"]]
    for b_, f, s, m, rtg, bid, off, chg, sz in LOANS:
        data.append([b_, f, s, m, rtg, bid, off, chg, sz])
        sv = size(sz + "mm") if sz else None
        g.add(desc_key(b_, f, s, m), "loan", "loan", "price", bid, off, sv, sv)

    def story(ss):
        t = Table(data, repeatRows=1, colWidths=[1.7 * inch, 0.7 * inch, 0.6 * inch, 0.7 * inch, 0.9 * inch,
                                                 0.65 * inch, 0.65 * inch, 0.55 * inch, 0.7 * inch])
        st = GRID + head_style(color="#203864") + [("ALIGN", (5, 1), (-1, -1), "RIGHT"),
                                                   ("TOPPADDING", (0, 0), (-1, -1), 4),
                                                   ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]
        for r in range(2, len(data), 2):
            st.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#F2F2F2")))
        t.setStyle(TableStyle(st))
        small = ss["Normal"].clone("s", fontSize=7, leading=9)
        return [Paragraph("COBALT LEVERAGED FINANCE - SECONDARY LOAN LEVELS", ss["Title"]),
                Paragraph("23 November 2026 - indicative bid/offer in points of par - S = Term SOFR, E = Euribor "
                          "(EUR tranches priced in EUR)", small), Spacer(1, 6), t, Spacer(1, 6),
                Paragraph("Chg vs Friday's run. Size in millions, both sides, where we have it firm. Ratings are "
                          "facility ratings. LSTA/LMA standard terms; delayed-comp applies to par trades.", small),
                Paragraph("Cobalt Leveraged Finance LLC, 1 Vanderbilt Ave, New York NY 10017, +1 212 555 0148. "
                          "For institutional investors only.", small)]

    pdf = pdf_bytes(story, "Loan levels", "Cobalt Leveraged Finance",
                    "Cobalt Leveraged Finance - secondary loan levels - 23-Nov-2026",
                    header="COBALT LEVFIN - LOAN LEVELS 23-NOV-2026")
    msg = build_mail("21", "Nina Brandt <nbrandt@cobaltlevfin.com>", "loan-clients@cobaltlevfin.com",
                     "Cobalt loan levels 23-Nov (42 names)", when(23, 10, 2, 41),
                     text="Hi all - today's secondary loan levels attached. Happy Thanksgiving week.\n\nNina\n"
                          "Nina Brandt | Loan Trading | Cobalt Leveraged Finance | +1 212 555 0148\n",
                     attachments=[("Cobalt_Loan_Levels_2026-11-23.pdf", pdf)])
    emit("21-pdf-loan-levels-2pages", "pdf", msg, g)


# ------------------------------------------------------------------------------------------------ 22
def m22():
    D = "oakmontcap"
    g = Gold(D)
    sections = [
        ("AGENCY FLOATERS (DM vs SOFR)", [
            ("FFCB SOFR+9 03/14/28", cusip("3133ETAB"), "6", "4.5", "100.05", "100.08", "25mm", "agency"),
            ("FFCB SOFR+12 09/05/28", cusip("3133ETFQ"), "8.5", "7", "100.06", "100.09", "", "agency"),
            ("FHLB SOFR+5 06/11/27", cusip("3130B6KN"), "3", "2", "100.02", "100.03", "50mm", "agency"),
            ("FHLMC SOFR+14 01/22/29", cusip("3134HBRS"), "10", "8", "100.09", "100.13", "", "agency"),
        ]),
        ("BANK / CORPORATE FLOATERS (DM vs SOFR)", [
            ("WFC SOFR+106 04/22/28", cusip("95000U3L"), "88", "84", "100.31", "100.38", "5mm", "corporate"),
            ("C SOFR+137 05/07/30", cusip("17327CAW"), "117", "112", "100.74", "100.94", "", "corporate"),
            ("CAT FIN SOFR+52 02/27/28", cusip("14913UAQ"), "44", "40", "100.11", "100.16", "3mm", "corporate"),
            ("AMXCA SOFR+93 07/20/29", cusip("025816DP"), "79", "75", "100.44", "100.57", "", "corporate"),
        ]),
    ]
    lines = []
    for title, rows in sections:
        lines.append(("h", title))
        for desc, cu, db, da, pb, pa, sz, ac in rows:
            lines.append(("l", f"{desc}   {cu}   DM {db}/{da}   px {pb}/{pa}" + (f"   {sz}" if sz else "")))
            s = size(sz) if sz else None
            g.multi(cu, ac, "frn", [("dm", db, da), ("price", pb, pa)], s, s)

    def story(ss):
        body = ss["Normal"].clone("b", fontName="Helvetica", fontSize=9, leading=13)
        out = [Paragraph("Oakmont Capital - Floating Rate Notes", ss["Title"]),
               Paragraph("Monday 23 November 2026 - 13:45 CT - DM in bp to compounded SOFR, clean px T+1", body),
               Spacer(1, 10)]
        for kind, txt in lines:
            if kind == "h":
                out += [Spacer(1, 6), Paragraph(f"<b>{txt}</b>", body)]
            else:
                out.append(Paragraph(txt, body))
        out += [Spacer(1, 12),
                Paragraph("Reset/pay dates quarterly. FHLB 27s reopened 11/18 for 1.5bn. Sizes shown where we have "
                          "them; otherwise 1-10mm workable. Call 312-555-0184.", body),
                Paragraph("Oakmont Capital LLC, 227 W Monroe St, Chicago IL 60606. Member FINRA/SIPC.",
                          body.clone("f", fontSize=7, leading=9))]
        return out

    pdf = pdf_bytes(story, "Oakmont FRN", "Oakmont Capital", "Oakmont Capital LLC - FRN sheet")
    msg = build_mail("22", "Megan Doyle <mdoyle@oakmontcap.com>", "frn-list@oakmontcap.com",
                     "Afternoon FRN sheet - agency + bank floaters", when(23, 14, 47, 30),
                     text="Afternoon sheet attached, agency floaters tighter on the day.\n\nMegan\n",
                     attachments=[("Oakmont_FRN_PM_20261123.pdf", pdf)])
    emit("22-pdf-frn-lines", "pdf", msg, g)


ALL = [m16, m17, m18, m19, m20, m21, m22]
