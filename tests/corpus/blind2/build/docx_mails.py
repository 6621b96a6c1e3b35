# ruff: noqa: E501, DTZ001, B905, UP031
"""23-28: Word attachments (tables and paragraphs)."""
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt, RGBColor
from lib import TZ_LDN, Gold, bond_key, build_mail, cusip, desc_key, docx_bytes, emit, frac, size, us_isin, when


def table(d, head, rows, style="Light Grid Accent 1", font=8):
    t = d.add_table(rows=1, cols=len(head))
    t.style = style
    for i, h in enumerate(head):
        c = t.rows[0].cells[i]
        c.text = ""
        r = c.paragraphs[0].add_run(h)
        r.bold = True
        r.font.size = Pt(font)
    for row in rows:
        cells = t.add_row().cells
        for i, v in enumerate(row):
            cells[i].text = ""
            r = cells[i].paragraphs[0].add_run(str(v))
            r.font.size = Pt(font)
    return t


def para(d, text, bold=False, size_=10, italic=False, color=None):
    p = d.add_paragraph()
    r = p.add_run(text)
    r.bold = bold
    r.italic = italic
    r.font.size = Pt(size_)
    if color:
        r.font.color.rgb = RGBColor.from_string(color)
    return p


def sizes(sz):
    if not sz:
        return None, None
    b, _, a = sz.partition("x")
    return size(b + "mm"), size((a or b) + "mm")


# ------------------------------------------------------------------------------------------------ 23
def m23():
    D = "halliwellsec"
    g = Gold(D)
    rows = [
        ("CCO Holdings", "4 3/4", "03/01/2030", "B1/BB-", "Mar-27 @ 100.79", "94.25", "94.75", "6.31", "5x5"),
        ("Caesars Entertainment", "6 1/2", "02/15/2032", "B2/B", "Feb-27 @ 103.25", "94.50", "95.00", "7.55", ""),
        ("Sirius XM Radio", "4 1/8", "07/01/2030", "Ba3/BB", "Jul-27 @ 101.03", "90.75", "91.25", "6.53", "3x3"),
        ("TransDigm", "6 3/8", "03/01/2029", "B3/B-", "Current @ 101.59", "100.75", "101.125", "5.96", ""),
        ("Carvana", "9", "12/01/2028", "Caa1/CCC+", "Dec-26 @ 104.50", "104.00", "104.75", "6.98", "2"),
        ("Frontier Communications", "8 3/4", "05/15/2030", "B3/CCC+", "May-27 @ 104.38", "101.75", "102.25", "7.82",
         ""),
        ("Uniti Group", "10 1/2", "02/15/2028", "B3/CCC+", "Feb-27 @ 105.25", "99.25", "99.75", "10.67", "1"),
        ("Royal Caribbean", "5 5/8", "09/30/2031", "Ba1/BB+", "Sep-27 @ 101.41", "100.00", "100.50", "5.51", ""),
        ("Tenet Healthcare", "6 1/8", "06/15/2030", "B1/BB-", "Current @ 101.53", "100.25", "100.75", "5.92", "5x5"),
        ("Bausch Health", "11", "09/30/2028", "Caa1/CCC+", "Sep-27 @ 102.75", "101.25", "100.75", "10.64", ""),
        ("Hilcorp Energy", "6 1/4", "04/15/2032", "Ba3/BB", "Apr-27 @ 103.13", "97.50", "98.00", "6.66", ""),
        ("Venture Global LNG", "9 7/8", "02/01/2032", "Ba2/BB", "Feb-27 @ 104.94", "108.25", "108.875", "7.71", "2x2"),
        ("Cloud Software Group", "9", "09/30/2029", "Caa2/CCC+", "Sep-27 @ 102.25", "102.75", "103.25", "7.94", ""),
        ("Medline Borrower", "5 1/4", "10/01/2029", "B3/B", "Current @ 101.31", "98.875", "99.375", "5.44", "3"),
    ]

    def fill(d):
        d.core_properties.author = "Halliwell Securities HY Desk"
        para(d, "HALLIWELL SECURITIES - HIGH YIELD RUN", bold=True, size_=14)
        para(d, "Monday, 23 November 2026 - 10:15 ET - indicative, subject to market moves", italic=True, size_=9)
        para(d, "Cable/gaming/leisure leading, energy flat. Size (MM) is bid x offer; one number means both "
                "sides. YTW is computed at the offer price.", size_=9)
        table(d, ["Issuer", "Coupon", "Maturity", "Moody's/S&P", "Next Call", "Bid", "Ask", "YTW @ Ask",
                  "Size (MM)"], rows)
        para(d, "")
        para(d, "Axes: better buyer Hilcorp 32s and Tenet 30s; seller Venture Global 32s. Carvana 28s "
                "are PIK-toggle, cash-pay since Jun-25.", size_=9)
        para(d, "Sean Whitlock | High Yield Trading | Halliwell Securities | 212-555-0186", size_=8)
        para(d, "For institutional investors only. Not research. Halliwell Securities LLC, member FINRA/SIPC.",
             size_=7, color="808080")

    for iss, c, m, _rtg, _call, b, a, y, sz in rows:
        key = bond_key(iss, c, m)
        bs, asz = sizes(sz)
        crossed = frac(b) > frac(a)
        g.multi(key, "corporate", "hy", [("price", b, a), ("yield", None, y)], bs, asz,
                review=("price",) if crossed else ())
    doc = docx_bytes(fill)
    msg = build_mail("23", "Sean Whitlock <swhitlock@halliwellsec.com>", "hy-accounts@halliwellsec.com",
                     "Halliwell HY run 10:15 (word)", when(23, 10, 17, 33),
                     text="HY run attached.\n\nSean\n212-555-0186\n",
                     attachments=[("Halliwell_HY_Run_23Nov.docx", doc)])
    emit("23-docx-hy-run", "docx", msg, g)


# ------------------------------------------------------------------------------------------------ 24
def m24():
    D = "ridgelinemuni"
    g = Gold(D)
    cu1 = cusip("650035B2")
    paras = [
        f"OFFERING  2mm NYS Urban Dev Corp PIT 5s of 2036 @ 3.05% (c 3/15/34)  CUSIP {cu1}",
        "OFFERING  1,000,000 Maryland St GO 5% 08/01/2034 @ 2.88% / 113.45",
        "BID  3.62% for 1.5mm Metropolitan Transportation Auth NY Rev 5s of 2046 (c 11/15/35)",
        "TWO-WAY  Texas Water Dev Brd 4s of 2044:  3.95% / 3.88%,  500k each way",
        "OFFERING  250k San Diego USD GO 4 1/4 7/1/49 @ 4.12%  (insured, AGM)",
    ]
    g.add(cu1, "muni", "muni", "yield", None, "3.05", None, size("2mm"))
    k = bond_key("Maryland St GO", "5", "08/01/2034")
    g.add(k, "muni", "muni", "yield", None, "2.88", None, size("1,000,000"))
    g.add(k, "muni", "muni", "price", None, "113.45", None, size("1,000,000"))
    g.add(bond_key("Metropolitan Transportation Auth NY Rev", "5s", "2046"), "muni", "muni", "yield", "3.62", None,
          size("1.5mm"), None)
    g.add(bond_key("Texas Water Dev Brd", "4s", "2044"), "muni", "muni", "yield", "3.95", "3.88", size("500k"),
          size("500k"))
    g.add(bond_key("San Diego USD GO", "4 1/4", "7/1/49"), "muni", "muni", "yield", None, "4.12", None,
          size("250k"))

    def fill(d):
        para(d, "RIDGELINE MUNICIPAL - AXES & OFFERINGS", bold=True, size_=13)
        para(d, "November 23, 2026 | settlement 11/25 | all subject to prior sale", italic=True, size_=9)
        para(d, "")
        for t in paras:
            p = para(d, t, size_=10)
            p.paragraph_format.space_after = Pt(4)
        para(d, "")
        para(d, "Market color: MMD 10y 2.71 (-2), 30y 3.78 (+1). Last week we traded 5mm NYC TFA 5s of 2038 at "
                "3.36%. Funds saw +$612mm of inflows (ICI). 30-day visible supply $11.4bn.", size_=9)
        para(d, "Karen Oyelaran | Ridgeline Municipal Securities LLC | (212) 555-0131", size_=8)
        p = para(d, "Ridgeline Municipal Securities LLC, Member FINRA, MSRB registered.", size_=7, color="808080")
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    doc = docx_bytes(fill)
    msg = build_mail("24", "Karen Oyelaran <koyelaran@ridgelinemuni.com>", "muni-desk@ridgelinemuni.com",
                     "Ridgeline axes 11/23 pm (doc)", when(23, 13, 5, 50),
                     text="Afternoon axes attached.\n\nKaren\n", attachments=[("Ridgeline_Axes_PM.docx", doc)])
    emit("24-docx-muni-axes", "docx", msg, g)


# ------------------------------------------------------------------------------------------------ 25
def m25():
    D = "kestrel"
    g = Gold(D)
    ig = [("Volkswagen AG", "3Y", "72", "76", "74.5", "-0.5"), ("Volkswagen AG", "5Y", "98", "103", "101", "-0.5"),
          ("Stellantis NV", "5Y", "112", "117", "115", "-1"), ("Renault SA", "5Y", "141", "147", "145", "-1"),
          ("Deutsche Lufthansa AG", "5Y", "128", "135", "131", "+0.5"), ("Airbus SE", "5Y", "42", "38", "40.5", "0"),
          ("Siemens AG", "5Y", "33", "37", "35", "0"), ("Deutsche Bank AG Sr", "5Y", "78", "83", "81", "-1.5"),
          ("Vodafone Group plc", "5Y", "61", "66", "64", "0"), ("Telecom Italia SpA", "5Y", "162", "170", "167", "-2"),
          ("ThyssenKrupp AG", "5Y", "238", "250", "246", "-3")]
    hy = [("Altice France SA", "5Y", "41", "45"), ("Atos SE", "5Y", "28", "32"),
          ("Picard Groupe", "5Y", "3.5", "4.5")]
    idx = [("iTraxx Europe S46", "5Y", "54.75", "55.25", "-0.75"), ("iTraxx Europe S46", "10Y", "92.5", "93.5", "-0.5"),
           ("iTraxx Crossover S46", "5Y", "281", "284", "-4"), ("iTraxx Senior Fin S46", "5Y", "61", "62", "-0.5")]
    for ent, ten, b, a, _p, _c in ig:
        g.add(desc_key(ent, ten), "cds", "cds", "spread", b, a, review=float(b) > float(a))
    for ent, ten, b, a in hy:
        g.add(desc_key(ent, ten), "cds", "cds", "upfront", b, a)
    for ent, ten, b, a, _c in idx:
        g.add(desc_key(ent, ten), "cds", "cds", "spread", b, a)

    def fill(d):
        para(d, "KESTREL MARKETS - EUR CREDIT DERIVATIVES", bold=True, size_=13)
        para(d, "23 November 2026, 08:20 London. Running spreads in bp unless stated. Standard EUR contracts "
                "(100bp coupon IG, 500bp HY), Dec-31 maturity for 5Y.", size_=9)
        para(d, "Indices", bold=True)
        table(d, ["Index", "Tenor", "Bid", "Ask", "Chg"], idx)
        para(d, "")
        para(d, "Investment grade single names (bp running)", bold=True)
        table(d, ["Reference Entity", "Tenor", "Bid", "Ask", "Prev Mid", "Chg"], ig)
        para(d, "")
        para(d, "High yield - points upfront (500bp running)", bold=True)
        table(d, ["Reference Entity", "Tenor", "Upfront Bid (pts)", "Upfront Ask (pts)"], hy)
        para(d, "")
        para(d, "Flows: real money buying protection on autos into the VW capital markets day (3 Dec). "
                "Crossover 5y traded 282.5 in 50mm at the open.", size_=9)
        para(d, "Oliver Hartley | Kestrel Markets Ltd | +44 20 7946 0458", size_=8)
        para(d, "Kestrel Markets Ltd is authorised and regulated by the FCA. Professional clients only.", size_=7,
             color="808080")

    doc = docx_bytes(fill)
    msg = build_mail("25", "Oliver Hartley <oliver.hartley@kestrel.co.uk>", "eur-cds@kestrel.co.uk",
                     "Kestrel EUR CDS run 08:20", when(23, 8, 22, 5, TZ_LDN),
                     text="Morning - EUR CDS run attached.\n\nOliver\n+44 20 7946 0458\n",
                     attachments=[("Kestrel_EUR_CDS_20261123.docx", doc)])
    emit("25-docx-eur-cds", "docx", msg, g)


# ------------------------------------------------------------------------------------------------ 26
def m26():
    D = "granitebay"
    g = Gold(D)
    rows = [
        (us_isin("00971TAM"), "AKAM", "0.375", "09/01/2027", "101.25", "101.75", "88.4", "14.9", "55", "102.35"),
        ("", "DDOG", "0", "12/01/2029", "96.50", "97.25", "71.2", "36.0", "41", "131.20"),
        ("", "LYFT", "0.625", "03/01/2029", "99.00", "99.75", "63.7", "56.6", "32", "17.42"),
        (us_isin("862121AC"), "STX", "3.5", "06/01/2028", "188.50", "190.00", "183.9", "2.9", "97", "268.10"),
        ("", "UBER", "0.875", "12/01/2028", "118.75", "119.50", "108.3", "10.3", "81", "84.95"),
        (us_isin("90184LAQ"), "TWLO", "0", "06/15/2030", "93.25", "94.00", "58.8", "59.2", "36", "112.40"),
        ("", "NCLH", "2.5", "02/15/2027", "104.00", "104.75", "97.1", "7.5", "78", "24.80"),
    ]
    prefs = [("MET 5.625 Ser E", "$24.60", "$24.75"), ("ALL 5.1 Ser H", "$23.95", "$24.10"),
             ("PSA 4.875 Ser I", "$21.80", "$21.96")]

    def fill(d):
        para(d, "GRANITE BAY SECURITIES - CONVERTIBLES", bold=True, size_=13)
        para(d, "23-Nov-2026 14:00 ET. Bid/Offer in points. Parity = conversion value in points at the stock "
                "price shown; Prem = conversion premium %; Delta in %.", size_=9)
        table(d, ["ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Offer", "Parity", "Prem", "Delta", "Stock"], rows)
        para(d, "")
        para(d, "Preferreds ($25 par, retail):", bold=True, size_=10)
        for desc, b, a in prefs:
            para(d, f"{desc}    {b} / {a}", size_=10)
        para(d, "")
        para(d, "UBER 28s: we sold 10mm at 119.25 earlier, more behind it. STX 28s are deep ITM - "
                "we show them vs a 97 delta hedge.", size_=9)
        para(d, "Nate Kowalczyk | Granite Bay Securities | (916) 555-0139", size_=8)

    for isn, tk, c, m, b, a, *_ in rows:
        g.add(isn or bond_key(tk, c, m), "convertible", "convert_preferred", "price", b, a)
    for desc, b, a in prefs:
        g.add(desc_key(desc), "preferred", "convert_preferred", "price", b, a)
    doc = docx_bytes(fill)
    msg = build_mail("26", "Nate Kowalczyk <nkowalczyk@granitebay.com>", "cv-pref@granitebay.com",
                     "GBS converts 14:00 + a few prefs", when(23, 14, 2, 11),
                     text="Converts sheet attached, prefs at the bottom.\n\nNate\n",
                     attachments=[("GBS_Converts_1400.docx", doc)])
    emit("26-docx-converts", "docx", msg, g)


# ------------------------------------------------------------------------------------------------ 27
def m27():
    D = "fenwickmarkets"
    g = Gold(D)
    rows = [
        (cusip("3130B7QX"), "FHLB", "4.25", "12/12/2029", "Qtrly from 12/12/2026", "100.125", "4.20", "+62", "10"),
        (cusip("3133ETKL"), "FFCB", "4.4", "11/26/2031", "Anytime from 11/26/2027", "99.875", "4.43", "+71", "5"),
        ("", "FHLMC", "4.5", "02/25/2030", "Qtrly from 02/25/2027", "100.250", "4.43", "+85", "15"),
        (cusip("3136GBZA"), "FNMA", "4.625", "08/18/2032", "Once 08/18/2027", "100.000", "4.63", "+78", "5"),
        (cusip("3130B7RF"), "FHLB", "3.875", "06/13/2031", "NC", "100.312", "3.81", "+13", "25"),
        ("", "FAMCA", "4.05", "09/20/2030", "NC", "100.453", "3.94", "+21", "10"),
        (cusip("880591FA"), "TVA", "4.375", "08/01/2034", "NC", "101.875", "4.12", "+29", "5"),
    ]

    def fill(d):
        para(d, "FENWICK MARKETS - AGENCY OFFERINGS", bold=True, size_=13)
        para(d, "Monday 23 November 2026 - offered side, settle 11/25. Spread vs the interpolated UST curve, "
                "yield to worst.", size_=9)
        table(d, ["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Offer Px", "YTW", "Sprd vs UST", "Size (MM)"],
              rows, style="Table Grid")
        para(d, "")
        para(d, "New issue calendar: FHLB 2y NC6m 4.30% priced Friday (1bn). Bids wanted on FFCB 3.5 29s in "
                "odd lots. Desk +1 212 555 0160.", size_=9)

    for cu, iss, c, m, _call, px, y, s, sz in rows:
        key = cu or bond_key(iss, c, m)
        asz = size(sz + "mm")
        g.multi(key, "agency", "agency", [("price", None, px), ("yield", None, y), ("spread", None, s)], None, asz)
    doc = docx_bytes(fill)
    msg = build_mail("27", "Tom Alvarez <talvarez@fenwickmarkets.com>", "agency-clients@fenwickmarkets.com",
                     "Agency offerings - callables and bullets", when(23, 11, 15, 0),
                     text="Agency offerings attached - a few new callables in the 3-5y.\n\nTom Alvarez\n"
                          "Rates Sales | Fenwick Markets LLC | +1 212 555 0160\n",
                     attachments=[("Fenwick_Agency_Offerings.docx", doc)])
    emit("27-docx-agency-offerings", "docx", msg, g)


# ------------------------------------------------------------------------------------------------ 28
def m28():
    D = "larkspursec"
    g = Gold(D)
    rows = [
        (cusip("14318DAD"), "CARMX 2025-4", "A3", "1.9", "AAA", "58", "54", "10"),
        (cusip("02582JKE"), "AMXCA 2024-1", "A", "2.8", "AAA", "44", "41", ""),
        ("", "DRIVE 2025-2", "D", "2.4", "BBB", "135", "", "3"),
        (cusip("80287HAJ"), "SDART 2024-5", "E", "3.1", "BB", "", "295", "2"),
        (cusip("92348KDA"), "VZMT 2025-3", "A1A", "2.6", "AAA", "52", "49", ""),
        (cusip("06644BAD"), "BANK5 2024-5YR10", "A3", "4.6", "AAA", "98", "93", "5"),
        ("", "BMARK 2024-V9", "AS", "4.8", "AA-", "135", "128", ""),
    ]

    def fill(d):
        para(d, "LARKSPUR SECURITIES - ABS / CMBS AXES", bold=True, size_=13)
        para(d, "23 Nov 2026. Spreads in bp over the swap curve (I-curve) at the WAL. Blank = no axe on that "
                "side. Size in MM.", size_=9)
        table(d, ["CUSIP", "Deal", "Class", "WAL", "Rating", "Bid (I+)", "Offer (I+)", "Size"], rows)
        para(d, "")
        para(d, "Subprime auto mezz tighter 10-15bp w/w. New issue: CARMX 2025-4 A3 priced at I+56 last week.",
             size_=9)
        para(d, "Larkspur Securities LLC - securitized products trading - +1 646 555 0195", size_=8)

    for cu, deal, cl, _wal, _r, b, a, sz in rows:
        key = cu or desc_key(deal, cl)
        s = size(sz + "mm") if sz else None
        g.add(key, "structured", "structured", "i_spread", b or None, a or None, s if b else None, s if a else None)
    doc = docx_bytes(fill)
    msg = build_mail("28", "Ben Holt <bholt@larkspursec.com>", "abs-clients@larkspursec.com",
                     "Larkspur ABS/CMBS axes", when(23, 12, 40, 19),
                     text="Axes attached.\n\nBen Holt | ABS Trading | Larkspur Securities\n",
                     attachments=[("Larkspur_ABS_CMBS_axes.docx", doc)])
    emit("28-docx-abs-cmbs-axes", "docx", msg, g)


ALL = [m23, m24, m25, m26, m27, m28]
