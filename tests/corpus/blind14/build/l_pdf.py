"""PDF attachments: the unit sits in a header band, a section heading or a footnote, and some
rows break it. Pairs: (ig, frn), (muni, convert_preferred), (structured), (government, em),
(cds, hy)."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, M, date, mk, q, uc, ui

# ---------------------------------------------------------------- 13 / 14: IG and floaters


def marrowby_ig_band_frn():
    d = "marrowby"
    f1, f2, f3 = ui("US", "marrowby whitford frn"), ui("US", "marrowby glenbarr frn"), ui("US", "marrowby cairngorm fxfrn")
    buf, c = pk.new("letterl", "US IG & Floaters 13-Apr-2027", "Marrowby & Co")
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, 570, "MARROWBY & CO.  -  US IG RUN & FLOATERS")
    c.setFont("Helvetica", 8)
    c.drawString(36, 556, "Tuesday, April 13, 2027  10:30 ET   |   Sizes 5MM per side unless shown in Sz (MM)   |   Indicative, subject to change")
    w = [150, 40, 62, 40, 34, 58, 50, 50, 44, 44, 52, 52, 44]
    rows = [
        ["", "", "", "", "", "", "", "", "", "", "", "", ""],
        ["Issuer", "Cpn", "Maturity", "Rtg", "Dur", "Amt Out (MM)", "Bid", "Ofr", "Bid", "Ofr", "Bid", "Ofr", "Sz (MM)"],
        ["WHITFORD BANCORP", "5.05", "05/15/32", "A3", "4.4", "1,250", "100.42", "100.61", "4.95", "4.91", "97", "93", ""],
        ["GLENBARR ENERGY", "5 7/8", "03/01/35", "Baa2", "6.6", "900", "101.18", "101.55", "5.69", "5.63", "132", "127", "10"],
        ["TAVISTOCK HEALTH", "4.6", "11/01/29", "A1", "2.4", "750", "99.35", "99.51", "4.88", "4.81", "96", "91", ""],
        ["LOWESWATER TELECOM", "6.2", "02/15/55", "Baa3", "14.0", "1,500", "-", "-", "6.55", "6.51", "Z 214", "Z 209", ""],
        ["ROSSALL INDUSTRIES", "5.4", "08/30", "Baa1", "3.0", "600", "-", "-", "-", "-", "99.87px", "100.05px", "3"],
        ["PENCARROW UTILITIES", "5.3", "01/15/36", "A2", "7.0", "1,000", "100.10", "100.48", "5.29", "5.23", "108^1", "104", ""],
    ]
    spans = {0: [("", 6), ("Price", 2), ("Yield (%)", 2), ("G-Sprd (bp)", 2), ("", 1)]}
    y = pk.grid(c, 36, 540, w, rows, head=2, spans=spans, align="lllrrrrrrrrrr", size=7.5)
    c.setFont("Helvetica", 6.5)
    c.drawString(36, y - 10, "(1) not refreshed since 08:00 - reference level only, not firm.   Rows in the G-Sprd columns marked Z or px are"
                 " quoted in that measure (LOWESWATER on Z, ROSSALL on price).")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 34, "FLOATERS")
    w2 = [120, 150, 62, 90, 62, 48, 48, 52, 52, 44]
    rows2 = [
        ["Issuer", "Index + QM / Coupon", "Maturity", "ISIN", "Next Reset", "Bid", "Ofr", "Px Bid", "Px Ofr", "Sz (MM)"],
        ["WHITFORD BANCORP FRN", "SOFR + 88", "05/15/29", f1, "05/15/27", "84", "79", "100.09", "100.22", ""],
        ["GLENBARR ENERGY FRN", "SOFR + 105", "11/30/28", f2, "05/30/27", "101", "96", "100.06", "100.13", "2"],
        ["CAIRNGORM BANK FXD/FRN", "5.62 fxd to 06/30, then SOFR + 142", "06/30/31", f3, "-", "5.36%", "5.29%", "100.71", "100.90", ""],
    ]
    y = pk.grid(c, 36, y - 40, w2, rows2, head=1, align="llllrrrrrr", size=7.5)
    c.setFont("Helvetica", 6.5)
    c.drawString(36, y - 10, "Floaters: Bid / Ofr are discount margins in bp over the index (CAIRNGORM is in yield to the 06/30 call). Floaters 3MM per side.")
    c.drawString(36, y - 20, "UST 5y 3.98%, 10y 4.18%. SOFR 3.64%. Marrowby & Co. LLC, 55 Water St, New York NY 10041, +1 212 555 0233. Member FINRA/SIPC.")
    pk.footer(c, "Marrowby & Co. - for institutional investors only", 1, 1)
    pdf = pk.done(buf, c)
    g = []
    g += q("WHITFORD BANCORP 5.05 2032-05-15", "ig", d, size="5mm", price=("100.42", "100.61"), yield_=("4.95", "4.91"), spread=("97", "93"))
    g += q("GLENBARR ENERGY 5.875 2035-03-01", "ig", d, size="10mm", price=("101.18", "101.55"), yield_=("5.69", "5.63"), spread=("132", "127"))
    g += q("TAVISTOCK HEALTH 4.6 2029-11-01", "ig", d, size="5mm", price=("99.35", "99.51"), yield_=("4.88", "4.81"), spread=("96", "91"))
    g += q("LOWESWATER TELECOM 6.2 2055-02-15", "ig", d, size="5mm", yield_=("6.55", "6.51"), z_spread=("214", "209"))
    g += q("ROSSALL INDUSTRIES 5.4 2030-08", "ig", d, size="3mm", price=("99.87", "100.05"))
    g += q("PENCARROW UTILITIES 5.3 2036-01-15", "ig", d, size="5mm", review=("spread",), price=("100.10", "100.48"),
           yield_=("5.29", "5.23"), spread=("108", "104"))
    g += q(f1, "frn", d, size="3mm", dm=("84", "79"), price=("100.09", "100.22"))
    g += q(f2, "frn", d, size="2mm", dm=("101", "96"), price=("100.06", "100.13"))
    g += q(f3, "frn", d, size="3mm", yield_=("5.36%", "5.29%"), price=("100.71", "100.90"))
    att = Attachment("Marrowby_IG_FRN_13Apr27.pdf", pdf, MIME_PDF, "pdf")
    body = """Hi - today's IG run and floaters attached (PDF). Units are in the column bands; a couple of rows are
quoted in another measure, see the notes under the table.

Thanks,
Priya Raman | Marrowby & Co. | +1 212 555 0233
"""
    return mk("marrowby-ig-header-band-frn", "pdf", g, sender="Priya Raman <praman@marrowby.com>",
              subject="IG run + floaters (pdf) 13-Apr", date=date("10:33:48", "-0400"), text=body, attachments=[att])


def sandridge_eur_ig_sections():
    d = "sandridgehume"
    ids = [ui("XS", f"sandridge ig {k}") for k in range(5)]
    fr = [ui("XS", f"sandridge frn {k}") for k in range(3)]
    buf, c = pk.new("a4", "EUR credit 13.04.2027", "Sandridge Hume")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(40, 800, "Sandridge Hume  |  EUR Credit Desk  |  13.04.2027, 08:45 CET")
    c.setFont("Helvetica", 7.5)
    c.drawString(40, 787, "All sizes EUR 1mm per side unless otherwise stated.")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(40, 766, "1. SENIOR IG  -  spread vs mid-swaps (bp), then price")
    w = [130, 42, 62, 84, 40, 40, 50, 50, 42]
    rows = [
        ["Issuer", "Cpn", "Maturity", "ISIN", "Bid", "Offer", "Bid", "Offer", "Size"],
        ["ABERDOUR FOODS NV", "3.5", "15/02/2032", ids[0], "118", "114", "99.42", "99.60", ""],
        ["CASTELMARE ENERGIA", "4.0", "20/05/2034", ids[1], "141", "136", "100.85", "101.10", "3mm"],
        ["DRUMLANRIG BANK", "3.125", "01/08/2030", ids[2], "96*", "92", "98.90", "99.08", ""],
        ["ESKERSEN FORSYNING", "4.75", "12/06/2036", ids[3], "168", "162", "101.40", "101.75", ""],
        ["FONTVIEILLE TELECOM", "3.875", "03/03/2033", ids[4], "3.88%", "3.84%", "99.95", "100.20", "2mm"],
    ]
    y = pk.grid(c, 40, 758, w, rows, head=1, align="llllrrrrr", size=7.5)
    c.setFont("Helvetica", 6.5)
    y = pk.lines(c, 40, y - 10, [
        "* DRUMLANRIG: spread shown vs the interpolated Bund (benchmark spread), not vs swaps - the 2030s trade off the Bund curve.",
        "FONTVIEILLE shown in yield (%): new line, no swap spread agreed with the desk yet.",
    ], size=6.5, lead=8)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(40, y - 14, "2. FLOATERS  -  discount margin (bp) over the reference rate, then price; EUR 2mm per side")
    w2 = [130, 62, 62, 84, 40, 40, 50, 50]
    rows2 = [
        ["Issuer", "Coupon", "Maturity", "ISIN", "Bid", "Offer", "Bid", "Offer"],
        ["ABERDOUR FOODS NV FRN", "3mE+85", "15/05/2029", fr[0], "81", "76", "100.10", "100.22"],
        ["HALLSTATT BANK FRN", "6mE+85", "30/09/2028", fr[1], "88", "82", "99.96", "100.06"],
        ["MOSELTAL LEASING FRN", "3mE+70", "14/01/2030", fr[2], "px 100.35", "px 100.55", "-", "-"],
    ]
    y = pk.grid(c, 40, y - 20, w2, rows2, head=1, align="llllrrrr", size=7.5)
    c.setFont("Helvetica", 6.5)
    pk.lines(c, 40, y - 10, [
        "MOSELTAL: quoted on price only (illiquid, no DM agreed). Euribor 3M 2.084%, 6M 2.131%.",
        "Sandridge Hume GmbH, Neue Mainzer Str. 52, 60311 Frankfurt - +49 69 9150 4410 - HRB 118203.",
    ], size=6.5, lead=8)
    pk.footer(c, "Indicative levels for professional clients. Not research.", 1, 1)
    pdf = pk.done(buf, c)
    g = []
    g += q(ids[0], "ig", d, size="1mm", i_spread=("118", "114"), price=("99.42", "99.60"))
    g += q(ids[1], "ig", d, size="3mm", i_spread=("141", "136"), price=("100.85", "101.10"))
    g += q(ids[2], "ig", d, size="1mm", spread=("96", "92"), price=("98.90", "99.08"))
    g += q(ids[3], "ig", d, size="1mm", i_spread=("168", "162"), price=("101.40", "101.75"))
    g += q(ids[4], "ig", d, size="2mm", yield_=("3.88%", "3.84%"), price=("99.95", "100.20"))
    g += q(fr[0], "frn", d, size="2mm", dm=("81", "76"), price=("100.10", "100.22"))
    g += q(fr[1], "frn", d, size="2mm", dm=("88", "82"), price=("99.96", "100.06"))
    g += q(fr[2], "frn", d, size="2mm", price=("100.35", "100.55"))
    att = Attachment("SH_EUR_credit_130427.pdf", pdf, MIME_PDF, "pdf")
    body = "Good morning,\n\nplease find our EUR IG and FRN levels attached.\n\nKind regards\nLukas Brenner\nSandridge Hume | +49 69 9150 4410\n"
    return mk("sandridge-eur-ig-asw-frn-sections", "pdf", g, sender="Lukas Brenner <lukas.brenner@sandridgehume.de>",
              subject="EUR IG / FRN - 13.04.2027", date=date("08:47:15", "+0200"), text=body, attachments=[att])


# ---------------------------------------------------------------- 15 / 16: munis, preferreds, converts


def carrisbrook_muni_to_call():
    d = "carrisbrook"
    m = [uc(f"carrisbrook muni {k}") for k in range(5)]
    p = [uc(f"carrisbrook pfd {k}") for k in range(2)]
    v = [uc(f"carrisbrook cv {k}") for k in range(2)]
    buf, c = pk.new("letter", "Muni / Preferred / Convert sheet", "Carrisbrook")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 750, "CARRISBROOK MUNICIPAL & INCOME - TWO-WAY SHEET - 04/13/2027")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 737, "Munis: each side shows yield / dollar price. Yields are to the call where a 'c' follows the price, else to maturity.")
    w = [62, 150, 32, 54, 70, 40, 80, 80]
    rows = [
        ["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Par (000)", "Bid (Yld / Px)", "Offer (Yld / Px)"],
        [m[0], "NYC TRANSITIONAL FIN AUTH", "5.000", "11/01/2038", "11/01/34 @ 100", "1,000", "3.42% / 110.375^c", "3.36% / 110.793^c"],
        [m[1], "MASSACHUSETTS ST GO", "4.000", "03/01/2031", "NC", "500", "2.88% / 104.203", "2.82% / 104.434"],
        [m[2], "CALIFORNIA ST GO", "5.000", "09/01/2042", "09/01/35 @ 100", "2,000", "3.31% / 112.432^c", "3.25% / 112.906^c"],
        [m[3], "TEXAS WATER DEV BRD", "4.250", "10/15/2046", "10/15/36 @ 100", "750", "3.96% / 102.278^c", "3.90% / 102.756^c"],
        [m[4], "CHICAGO O'HARE ARPT REV", "5.250", "01/01/2045", "07/01/32 @ 100", "250", "-", "4.41% / 103.733^c"],
    ]
    y = pk.grid(c, 36, 728, w, rows, head=1, align="llrllrrr", size=7)
    c.setFont("Helvetica", 6.5)
    y = pk.lines(c, 36, y - 9, ["c = priced to the call date shown. MMD 10y 2.91%, 20y 3.44%, 30y 3.86%. O'HARE offer only (bid pulled 09:40)."],
                 size=6.5)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 12, "$25 PREFERREDS - dollar price, yield to call beside (5,000 shs min)")
    w2 = [62, 150, 40, 60, 44, 44, 46, 46, 46]
    rows2 = [
        ["CUSIP", "Issue", "Div", "1st Call", "Bid $", "Ask $", "YTC Bid", "YTC Ask", "Cur Yld"],
        [p[0], "WHITFORD BANCORP 6.375% SER C", "6.375%", "06/15/2029", "25.18", "25.32", "6.08", "5.78", "6.33%"],
        [p[1], "ARNCLIFFE INSURANCE 5.9% SER A", "5.90%", "12/15/2030", "24.71", "24.86", "6.27", "6.09", "5.97%"],
    ]
    y = pk.grid(c, 36, y - 18, w2, rows2, head=1, align="llllrrrrr", size=7)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 14, "CONVERTIBLES - price (pts); stock, parity, premium and delta for reference")
    w3 = [62, 120, 32, 54, 44, 44, 44, 44, 44, 40, 40]
    rows3 = [
        ["CUSIP", "Issuer", "Cpn", "Maturity", "Bid", "Offer", "Stock", "Parity", "Prem %", "Delta", "Sz (MM)"],
        [v[0], "HELMSDALE BIOTECH CV", "1.75", "06/15/2030", "108.50", "109.25", "41.20", "96.73", "12.6", "0.58", "2"],
        [v[1], "STRATHY SOLAR CV", "0.00", "12/01/2029", "91.25", "92.00", "17.85", "52.10", "76.1", "0.31", "1"],
    ]
    y = pk.grid(c, 36, y - 20, w3, rows3, head=1, align="llrlrrrrrrr", size=7)
    c.setFont("Helvetica", 6.5)
    pk.lines(c, 36, y - 10, ["Carrisbrook Municipal & Income Securities Inc. | 1 Post Office Sq, Boston MA 02109 | (617) 555-0182 | Member FINRA/MSRB."],
             size=6.5)
    pk.footer(c, "For institutional use. Prices subject to change and prior sale.", 1, 1)
    pdf = pk.done(buf, c)
    g = []
    g += q(m[0], "muni", d, size=(M(1), M(1)), yield_=("3.42", "3.36"), price=("110.375", "110.793"))
    g += q(m[1], "muni", d, size=(500000, 500000), yield_=("2.88", "2.82"), price=("104.203", "104.434"))
    g += q(m[2], "muni", d, size=(M(2), M(2)), yield_=("3.31", "3.25"), price=("112.432", "112.906"))
    g += q(m[3], "muni", d, size=(750000, 750000), yield_=("3.96", "3.90"), price=("102.278", "102.756"))
    g += q(m[4], "muni", d, size=(None, 250000), yield_=(None, "4.41"), price=(None, "103.733"))
    g += q(p[0], "preferred", d, price=("25.18", "25.32"), yield_=("6.08", "5.78"))
    g += q(p[1], "preferred", d, price=("24.71", "24.86"), yield_=("6.27", "6.09"))
    g += q(v[0], "convert", d, size="2mm", price=("108.50", "109.25"))
    g += q(v[1], "convert", d, size="1mm", price=("91.25", "92.00"))
    att = Attachment("Carrisbrook_2way_041327.pdf", pdf, MIME_PDF, "pdf")
    body = "Good morning - two-way sheet attached.\n\nTom Keane\nCarrisbrook Municipal & Income | (617) 555-0182\n"
    return mk("carrisbrook-muni-yld-px-to-call-pfd-cv", "pdf", g, sender="Tom Keane <tkeane@carrisbrook.com>",
              subject="Muni / pfd / CV two-way sheet 4/13", date=date("09:58:02", "-0400"), text=body, attachments=[att])


def ottery_muni_offerings_ytw():
    d = "otterycap"
    m = [uc(f"ottery muni {k}") for k in range(4)]
    p = [uc(f"ottery pfd {k}") for k in range(2)]
    v = [uc(f"ottery cv {k}") for k in range(2)]
    buf, c = pk.new("letter", "Offerings 4/13/27", "Ottery Capital")
    y = pk.lines(c, 40, 750, ["OTTERY CAPITAL - MUNICIPAL OFFERINGS / INCOME - Tue 4/13/27"], size=11, font="Helvetica-Bold")
    y = pk.lines(c, 40, y - 2, ["All munis below are OFFERINGS (our offer side). Yld is yield to worst; price in dollars per 100.",
                               "Qty in $000s."], size=7.5)
    w = [60, 52, 150, 34, 58, 66, 52, 56]
    rows = [
        ["CUSIP", "Qty", "Description", "Cpn", "Maturity", "Call", "YTW", "Price"],
        [m[0], "1,500", "PORT AUTH NY & NJ", "5", "09/15/2033", "-", "3.18", "110.612"],
        [m[1], "600", "OHIO ST HOSP REV", "4", "01/01/2037", "01/01/33@100", "3.64", "102.995"],
        [m[2], "2,000", "DENVER CITY & CNTY ARPT", "5.25", "11/15/2043", "11/15/35@100", "4.05", "108.557"],
        [m[3], "350", "WASHINGTON ST GO", "3.5", "06/01/2031", "-", "3.22", "101.043"],
    ]
    y = pk.grid(c, 40, y - 6, w, rows, head=1, align="lrllllrr", size=7.5, ruled=False)
    pk.rule(c, 40, 568, y + 4)
    y = pk.lines(c, 40, y - 8, ["PREFERREDS ($25 par) - bid / ask in $; YTC bid / ask in %", ""], size=8.5, font="Helvetica-Bold")
    w2 = [60, 170, 48, 48, 44, 44, 60]
    rows2 = [
        ["CUSIP", "Issue", "Bid", "Ask", "YTC B", "YTC A", "Call"],
        [p[0], "KINROSS FINANCIAL 6 1/8% PFD D", "$25.06", "$25.21", "5.98", "5.70", "09/30/2029"],
        [p[1], "BALLATER REIT 7% PFD B", "$24.40", "$24.62", "7.46", "7.24", "03/15/2030"],
    ]
    y = pk.grid(c, 40, y, w2, rows2, head=1, align="llrrrrl", size=7.5, ruled=False)
    y = pk.lines(c, 40, y - 8, ["CONVERTIBLES - two-way in points (parity / delta / prem for ref)"], size=8.5, font="Helvetica-Bold")
    w3 = [60, 170, 48, 48, 44, 44, 44]
    rows3 = [
        ["CUSIP", "Issue", "Bid", "Offer", "Parity", "Delta", "Prem"],
        [v[0], "AULTBEA NETWORKS 2 1/4 09/15/2031 CV", "103 1/4", "104", "88.40", "0.49", "17.7%"],
        [v[1], "CORRIE SEMICONDUCTOR 0 03/01/2030 CV", "94.10", "94.85", "61.25", "0.35", "54.2%"],
    ]
    y = pk.grid(c, 40, y - 4, w3, rows3, head=1, align="llrrrrr", size=7.5, ruled=False)
    pk.lines(c, 40, y - 10, ["Converts 1MM per side. Preferred minimum 2,000 shs.",
                              "Ottery Capital LLC, 200 Clarendon St, Boston MA 02116. Tel (617) 555-0147. Subject to prior sale and change."], size=6.5)
    pdf = pk.done(buf, c)
    g = []
    g += q(m[0], "muni", d, size=(None, M(1.5)), yield_=(None, "3.18"), price=(None, "110.612"))
    g += q(m[1], "muni", d, size=(None, 600000), yield_=(None, "3.64"), price=(None, "102.995"))
    g += q(m[2], "muni", d, size=(None, M(2)), yield_=(None, "4.05"), price=(None, "108.557"))
    g += q(m[3], "muni", d, size=(None, 350000), yield_=(None, "3.22"), price=(None, "101.043"))
    g += q(p[0], "preferred", d, price=("25.06", "25.21"), yield_=("5.98", "5.70"))
    g += q(p[1], "preferred", d, price=("24.40", "24.62"), yield_=("7.46", "7.24"))
    g += q(v[0], "convert", d, size="1mm", price=("103 1/4", "104"))
    g += q(v[1], "convert", d, size="1mm", price=("94.10", "94.85"))
    att = Attachment("ottery_offerings_0413.pdf", pdf, MIME_PDF, "pdf")
    body = "Offerings and income names for today attached.\n\nJill Mercado | Ottery Capital | (617) 555-0147\n"
    return mk("ottery-muni-offerings-ytw-pfd-cv", "pdf", g, sender="Jill Mercado <jmercado@otterycap.com>",
              subject="Muni offerings + pfd/CV 4/13", date=date("08:52:37", "-0400"), text=body, attachments=[att])


# ---------------------------------------------------------------- 17 / 18: securitised


def thorncastle_mbs_clo_abs():
    d = "thorncastle"
    pools = [uc(f"thorn pool {k}") for k in range(2)]
    clo = [uc(f"thorn clo {k}") for k in range(3)]
    abs_ = uc("thorn abs 0")
    buf, c = pk.new("letterl", "Securitized run", "Thorncastle")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 575, "THORNCASTLE SECURITIES - SECURITIZED PRODUCTS - 13 APR 2027 (11:00 ET)")
    c.setFont("Helvetica-Bold", 8.5)
    c.drawString(36, 556, "TBA  (price, 32nds)")
    w = [60, 40, 50, 60, 60, 50, 44]
    rows = [["Product", "Cpn", "Month", "Bid", "Offer", "Drop", "Chg"],
            ["FNCL", "5.0", "MAY", "96-22", "96-23+", "4+", "-3"],
            ["FNCL", "6.0", "MAY", "101-07+", "101-08+", "5", "-2+"],
            ["G2SF", "5.5", "MAY", "99-29", "99-30+", "4", "-2"]]
    yb = pk.grid(c, 36, 550, w, rows, head=1, align="lllrrrr", size=7.5)
    c.setFont("Helvetica-Bold", 8.5)
    c.drawString(36, yb - 14, "SPEC POOLS  (all-or-none at current face)")
    w2 = [64, 84, 34, 34, 52, 54, 50, 50]
    rows2 = [["CUSIP", "Story", "WAC", "WALA", "Cur Face (MM)", "Pay-up (tk)", "Px Bid", "Px Ofr"],
             [pools[0], "FN 5.5 LLB 85k", "6.12", "4", "11.8", "+6+", "100-06", "100-09"],
             [pools[1], "FN 6.0 NY 100%", "6.71", "7", "7.25", "+10", "-", "102-02+"]]
    yb = pk.grid(c, 36, yb - 20, w2, rows2, head=1, align="llrrrrrr", size=7.5)
    c.setFont("Helvetica", 6.5)
    c.drawString(36, yb - 9, "Pay-ups are in ticks (32nds) over the May TBA and are for reference; trade on the Px columns.")
    yb -= 8
    c.setFont("Helvetica-Bold", 8.5)
    c.drawString(36, yb - 18, "CLO  (DM over 3m SOFR, bp; price)")
    w3 = [64, 130, 34, 36, 36, 46, 46, 50, 50, 42]
    rows3 = [["CUSIP", "Deal", "Class", "Rtg", "WAL", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr", "Sz (MM)"],
             [clo[0], "BRAMPTON PARK CLO 2025-3", "A1", "AAA", "5.0", "127", "121", "100.06", "100.16", "5"],
             [clo[1], "BRAMPTON PARK CLO 2025-3", "C", "A", "6.2", "214", "201", "99.88", "100.30", "2"],
             [clo[2], "KELLAWAY CLO 2024-1", "E", "BB-", "6.9", "97.25px", "98.00px", "-", "-", "1"]]
    y = pk.grid(c, 36, yb - 24, w3, rows3, head=1, align="lllllrrrrr", size=7.5)
    c.setFont("Helvetica-Bold", 8.5)
    c.drawString(36, y - 16, "ABS  (spread to the I-curve, bp; price)")
    w4 = [64, 130, 34, 36, 46, 46, 50, 50, 42]
    rows4 = [["CUSIP", "Deal", "Class", "WAL", "I+ Bid", "I+ Ofr", "Px Bid", "Px Ofr", "Sz (MM)"],
             [abs_, "HOLYWELL AUTO REC 2026-2", "A3", "1.9", "I+58", "I+52", "100-04", "100-05+", "10"]]
    y = pk.grid(c, 36, y - 22, w4, rows4, head=1, align="llllrrrrr", size=7.5)
    c.setFont("Helvetica", 6.5)
    pk.lines(c, 36, y - 10, ["KELLAWAY E quoted on price only (the DM columns carry price, marked px). TBA sizes on request.",
                              "Thorncastle Securities LLC | 100 Federal St, Boston MA 02110 | +1 617 555 0166 | Indicative, subject to change."], size=6.5)
    pdf = pk.done(buf, c)
    g = []
    g += q("FNCL 5.0 MAY", "structured", d, price=("96-22", "96-23+"))
    g += q("FNCL 6.0 MAY", "structured", d, price=("101-07+", "101-08+"))
    g += q("G2SF 5.5 MAY", "structured", d, price=("99-29", "99-30+"))
    g += q(pools[0], "structured", d, size=(M(11.8), M(11.8)), price=("100-06", "100-09"))
    g += q(pools[1], "structured", d, size=(None, M(7.25)), price=(None, "102-02+"))
    g += q(clo[0], "structured", d, size="5mm", dm=("127", "121"), price=("100.06", "100.16"))
    g += q(clo[1], "structured", d, size="2mm", dm=("214", "201"), price=("99.88", "100.30"))
    g += q(clo[2], "structured", d, size="1mm", price=("97.25", "98.00"))
    g += q(abs_, "structured", d, size="10mm", i_spread=("58", "52"), price=("100-04", "100-05+"))
    att = Attachment("Thorncastle_Securitized_13Apr.pdf", pdf, MIME_PDF, "pdf")
    body = "Securitized run attached - TBA, spec pools, CLO and ABS.\n\nMarcus Hale | Thorncastle Securities | +1 617 555 0166\n"
    return mk("thorncastle-tba-pools-payup-clo-abs", "pdf", g, sender="Marcus Hale <mhale@thorncastle.com>",
              subject="Securitized levels 4/13 11am", date=date("11:04:19", "-0400"), text=body, attachments=[att])


def blyborough_bwic_talk():
    d = "blyborough"
    ids = [uc(f"bly bwic {k}") for k in range(6)]
    buf, c = pk.new("letter", "BWIC talk", "Blyborough")
    y = pk.lines(c, 40, 752, ["BLYBOROUGH & CO - BWIC PRICE TALK - 13-APR-2027 - BIDS DUE 14:00 ET"], size=10.5, font="Helvetica-Bold")
    y = pk.lines(c, 40, y - 2, ["List 1 (CLO mezz): talk in DM over 3m SOFR (bp).   List 2 (ABS / CMBS): talk in price unless marked.",
                               "Original face shown in $MM. Covers to follow after the deadline."], size=7.5)
    w = [30, 64, 150, 36, 40, 52, 90]
    rows = [["#", "CUSIP", "Deal / Class", "Rtg", "WAL", "Orig ($MM)", "Talk"],
            ["1", ids[0], "FENWICK STREET CLO 2023-2 B", "AA", "5.4", "8.000", "185-195"],
            ["2", ids[1], "FENWICK STREET CLO 2023-2 D", "BBB-", "6.1", "4.000", "395/410"],
            ["3", ids[2], "ORMSBY CLO 2022-1 E", "BB-", "5.8", "3.000", "px 94-95"]]
    y = pk.grid(c, 40, y - 8, w, rows, head=1, align="lllllrr", size=7.5)
    c.setFont("Helvetica-Bold", 8.5)
    c.drawString(40, y - 16, "LIST 2 - ABS / CMBS")
    rows2 = [["#", "CUSIP", "Deal / Class", "Rtg", "WAL", "Orig ($MM)", "Talk"],
             ["4", ids[3], "GARRIGILL EQUIP 2025-1 A2", "AAA", "1.6", "15.000", "99.75-100"],
             ["5", ids[4], "HEXHAM CMBS 2024-C7 AS", "AA-", "7.9", "10.000", "S+165 / S+175"],
             ["6", ids[5], "LYTHAM STUDENT LN 2021-A B", "A", "4.2", "6.500", "low 90s"]]
    y = pk.grid(c, 40, y - 22, w, rows2, head=1, align="lllllrr", size=7.5)
    c.setFont("Helvetica", 6.5)
    pk.lines(c, 40, y - 10, ["Item 3 talk is in price (not DM). Item 5 talk is a spread to SOFR swaps (bp). Talk is colour, not a bid or offer.",
                              "Blyborough & Co, 245 Park Ave, New York NY 10167, +1 212 555 0359."], size=6.5)
    pdf = pk.done(buf, c)
    g = []
    g += q(ids[0], "structured", d, size=(M(8), M(8)), talk=("185", "195"))
    g += q(ids[1], "structured", d, size=(M(4), M(4)), talk=("395", "410"))
    g += q(ids[2], "structured", d, size=(M(3), M(3)), talk=("94", "95"))
    g += q(ids[3], "structured", d, size=(M(15), M(15)), talk=("99.75", "100"))
    g += q(ids[4], "structured", d, size=(M(10), M(10)), talk=("165", "175"))
    att = Attachment("Blyborough_BWIC_talk_20270413.pdf", pdf, MIME_PDF, "pdf")
    body = "Talk on today's two lists attached. Bids due 2pm.\n\nAnna Kirkby | Blyborough & Co | +1 212 555 0359\n"
    return mk("blyborough-bwic-talk-dm-px", "pdf", g, sender="Anna Kirkby <akirkby@blyborough.com>",
              subject="BWIC talk - CLO mezz + ABS/CMBS - due 2pm", date=date("10:12:50", "-0400"), text=body, attachments=[att])


# ---------------------------------------------------------------- 19 / 20: governments and EM in local languages


def verolengo_italian_btp_em():
    d = "verolengo"
    b = [ui("IT", f"vero btp {k}") for k in range(4)]
    e = [ui("XS", f"vero em {k}") for k in range(4)]
    buf, c = pk.new("a4l", "Quotazioni 13/04/2027", "Banca Verolengo")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 560, "BANCA VEROLENGO - Sala Operativa Reddito Fisso - Quotazioni indicative del 13/04/2027, ore 09:30")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 547, "Prezzi in percentuale del nominale; rendimenti lordi annui in %. Taglio EUR 5 mln per lato (titoli di Stato), USD 2 mln (emergenti).")
    w = [84, 150, 44, 62, 52, 52, 52, 52, 58, 40]
    head = [["", "", "", "", "Prezzo", "", "Rendimento %", "", "", ""],
            ["ISIN", "Titolo", "Cedola", "Scadenza", "Denaro", "Lettera", "Denaro", "Lettera", "Spread Bund", "Var."]]
    spans = {0: [("", 4), ("Prezzo", 2), ("Rendimento %", 2), ("", 2)]}
    rows = head + [
        [b[0], "BTP 3,85% 01/09/2034", "3,85", "01/09/2034", "101,12", "101,19", "3,667", "3,657", "108", "-2"],
        [b[1], "BTP 3,35% 01/03/2030", "3,35", "01/03/2030", "100,64", "100,68", "3,108", "3,093", "86", "-1"],
        [b[2], "BTP 4,45% 01/09/2043", "4,45", "01/09/2043", "101,05", "101,25", "4,356", "4,339", "131", "-3"],
        [b[3], "BOT 12/03/2028", "-", "12/03/2028", "2,412%", "2,398%", "-", "-", "-", "0"],
    ]
    y = pk.grid(c, 36, 538, w, rows, head=2, spans=spans, align="llrlrrrrrr", size=7.5)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(36, y - 16, "EMERGENTI (USD) - Spread vs UST a meta' per riferimento")
    rows2 = head[:1] + [["ISIN", "Titolo", "Cedola", "Scadenza", "Denaro", "Lettera", "Denaro", "Lettera", "Spread UST", "Var."]] + [
        [e[0], "ROMANIA 6,375% 2034", "6,375", "30/01/2034", "99,20", "99,70", "6,52", "6,43", "252", "+1"],
        [e[1], "TURKIY 7,125% 2032", "7,125", "17/07/2032", "101,80", "102,30", "6,72", "6,61", "283", "0"],
        [e[2], "MOROC 5,95% 2031", "5,95", "08/03/2031", "100,10", "100,60", "5,92", "5,78", "196", "-1"],
        [e[3], "ADRIA PETROLI 6,5% 2030", "6,5", "21/10/2030", "98,75*", "99,50", "6,90", "6,66", "289", "-"],
    ]
    y = pk.grid(c, 36, y - 22, w, rows2, head=2, spans=spans, align="llrlrrrrrr", size=7.5)
    c.setFont("Helvetica", 6.5)
    pk.lines(c, 36, y - 10, [
        "Il BOT e' quotato in rendimento (nelle colonne prezzo). Spread e Var. (pb) sono a meta' e solo indicativi, non quotazioni.",
        "* Prezzo indicativo, non aggiornato dalle 08:00 - da riconfermare prima di eseguire.",
        "Banca Verolengo S.p.A. - Via Roma 112, 10121 Torino - Tel. +39 011 555 4127 - Capitale sociale EUR 96.500.000 i.v. - ABI 03318.",
    ], size=6.5, lead=8)
    pdf = pk.done(buf, c)
    g = []
    g += q(b[0], "government", d, size="5mm", comma=True, price=("101,12", "101,19"), yield_=("3,667", "3,657"))
    g += q(b[1], "government", d, size="5mm", comma=True, price=("100,64", "100,68"), yield_=("3,108", "3,093"))
    g += q(b[2], "government", d, size="5mm", comma=True, price=("101,05", "101,25"), yield_=("4,356", "4,339"))
    g += q(b[3], "government", d, size="5mm", comma=True, yield_=("2,412", "2,398"))
    g += q(e[0], "em_sovereign", d, size="2mm", comma=True, price=("99,20", "99,70"), yield_=("6,52", "6,43"))
    g += q(e[1], "em_sovereign", d, size="2mm", comma=True, price=("101,80", "102,30"), yield_=("6,72", "6,61"))
    g += q(e[2], "em_sovereign", d, size="2mm", comma=True, price=("100,10", "100,60"), yield_=("5,92", "5,78"))
    g += q(e[3], "em_sovereign", d, size="2mm", comma=True, asset_class="corporate", review=("price",),
           price=("98,75", "99,50"), yield_=("6,90", "6,66"))
    att = Attachment("Verolengo_quotazioni_13042027.pdf", pdf, MIME_PDF, "pdf")
    body = "Buongiorno,\n\nin allegato le nostre quotazioni di oggi.\n\nCordiali saluti\nFederica Sala\nBanca Verolengo - Sala Operativa\nTel. +39 011 555 4127\n"
    return mk("verolengo-btp-em-prezzo-rendimento", "pdf", g, sender="Federica Sala <f.sala@verolengo.it>",
              subject="Quotazioni BTP / emergenti 13/04", date=date("09:34:22", "+0200"), text=body, attachments=[att])


def ribadeo_spanish_spgb_latam():
    d = "ribadeo"
    s = [ui("ES", f"ribadeo spgb {k}") for k in range(3)]
    e = [ui("US", f"ribadeo latam {k}") for k in range(4)]
    buf, c = pk.new("a4", "Cotizaciones 13/04/2027", "Banco Ribadeo")
    y = pk.lines(c, 40, 800, ["Banco Ribadeo - Mesa de Renta Fija", "Cotizaciones indicativas - martes 13 de abril de 2027 - 09:15 CET"], size=10,
                 font="Helvetica-Bold", lead=13)
    y = pk.lines(c, 40, y - 4, ["DEUDA PUBLICA ESPANOLA  -  precio limpio (%) y TIR (%).  Nominal EUR 10 M por lado."], size=8, font="Helvetica-Bold")
    w = [84, 120, 60, 48, 48, 44, 44, 50]
    rows = [["ISIN", "Bono", "Vencimiento", "Compra", "Venta", "TIR C.", "TIR V.", "Cierre ant."],
            [s[0], "SPGB 3,15% 2035", "30/04/2035", "100,21", "100,29", "3,119", "3,108", "100,02"],
            [s[1], "SPGB 2,7% 2030", "31/01/2030", "100,32", "100,37", "2,579", "2,561", "100,30"],
            [s[2], "LETRAS 12 MESES", "09/04/2028", "TIR 2,215", "TIR 2,205", "-", "-", "2,230"]]
    y = pk.grid(c, 40, y - 4, w, rows, head=1, align="lllrrrrr", size=7.5)
    y = pk.lines(c, 40, y - 12, ["LATAM SOBERANOS (USD)  -  Precio, TIR y diferencial Z (pb).  USD 2 M por lado."], size=8, font="Helvetica-Bold")
    w2 = [84, 120, 60, 44, 44, 40, 40, 40, 40]
    rows2 = [["ISIN", "Bono", "Vencimiento", "Compra", "Venta", "TIR C.", "TIR V.", "Z C.", "Z V."],
             [e[0], "CHILE 4,85% 2036", "22/01/2036", "98,90", "99,35", "5,01", "4,94", "98", "91"],
             [e[1], "PERU 5,375% 2035", "08/02/2035", "99,85", "100,35", "5,40", "5,32", "132", "124"],
             [e[2], "URUGUAY 5,1% 2050", "18/06/2050", "91,40", "92,20", "5,77", "5,70", "-", "-"],
             [e[3], "PANAMA 6,4% 2035", "14/02/2035", "solo venta", "97,60", "-", "6,79", "-", "-"]]
    y = pk.grid(c, 40, y - 4, w2, rows2, head=1, align="lllrrrrrr", size=7.5)
    pk.lines(c, 40, y - 10, [
        "Las Letras cotizan en TIR (en las columnas de precio). Cierre ant. = cierre de ayer, solo referencia.",
        "Banco Ribadeo, S.A. - Paseo de la Castellana 81, 28046 Madrid - Tel. +34 91 555 72 14 - Reg. Merc. Madrid T. 35.112.",
    ], size=6.5, lead=8)
    pdf = pk.done(buf, c)
    g = []
    g += q(s[0], "government", d, size="10mm", comma=True, price=("100,21", "100,29"), yield_=("3,119", "3,108"))
    g += q(s[1], "government", d, size="10mm", comma=True, price=("100,32", "100,37"), yield_=("2,579", "2,561"))
    g += q(s[2], "government", d, size="10mm", comma=True, yield_=("2,215", "2,205"))
    g += q(e[0], "em_sovereign", d, size="2mm", comma=True, price=("98,90", "99,35"), yield_=("5,01", "4,94"), z_spread=("98", "91"))
    g += q(e[1], "em_sovereign", d, size="2mm", comma=True, price=("99,85", "100,35"), yield_=("5,40", "5,32"), z_spread=("132", "124"))
    g += q(e[2], "em_sovereign", d, size="2mm", comma=True, price=("91,40", "92,20"), yield_=("5,77", "5,70"))
    g += q(e[3], "em_sovereign", d, size="2mm", comma=True, price=(None, "97,60"), yield_=(None, "6,79"))
    att = Attachment("Ribadeo_cotizaciones_130427.pdf", pdf, MIME_PDF, "pdf")
    body = "Buenos dias,\n\nadjuntamos nuestras cotizaciones de hoy.\n\nUn saludo,\nJavier Otero\nBanco Ribadeo | +34 91 555 72 14\n"
    return mk("ribadeo-spgb-letras-latam-tir", "pdf", g, sender="Javier Otero <jotero@ribadeo.es>",
              subject="Cotizaciones SPGB / LatAm - 13/04", date=date("09:18:05", "+0200"), text=body, attachments=[att])


# ---------------------------------------------------------------- 21 / 22: CDS and HY


def dunmarsh_cds_running_upfront_hy():
    d = "dunmarsh"
    h = [uc(f"dunmarsh hy {k}") for k in range(4)]
    buf, c = pk.new("letterl", "CDS / HY 13-Apr", "Dunmarsh")
    c.setFont("Helvetica-Bold", 11)
    c.drawString(36, 575, "DUNMARSH CREDIT - CDS & HIGH YIELD - 13 APR 2027 - 09:45 ET")
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 562, "Single names USD 5mm, indices USD 25mm per side. HY bonds 2mm per side unless shown.")
    w = [130, 36, 40, 44, 44, 44, 52, 52, 44]
    rows = [["", "", "", "", "", "", "", "", ""],
            ["Reference Entity", "Tier", "Tenor", "Cpn", "Bid", "Ask", "Bid", "Ask", "1D Chg"],
            ["ALNWICK STEEL CORP", "SNR", "5Y", "100", "184", "192", "-", "-", "+3"],
            ["BARNSLEY RETAIL GRP", "SNR", "5Y", "500", "-", "-", "-4.10", "-3.60", "-0.15"],
            ["CULLERCOATS MEDIA", "SNR", "5Y", "500", "648", "676", "5.25", "6.25", "+12"],
            ["DENHOLM CHEMICALS", "SNR", "3Y", "100", "71", "77", "-", "-", "unch"],
            ["EDLINGHAM AIRLINES", "SUB", "5Y", "500", "-", "-", "9.40", "10.40", "+0.35"]]
    spans = {0: [("", 4), ("Par spread (bp)", 2), ("Upfront (pts)", 2), ("", 1)]}
    y = pk.grid(c, 36, 550, w, rows, head=2, spans=spans, align="llllrrrrr", size=7.5)
    c.setFont("Helvetica-Bold", 8.5)
    c.drawString(36, y - 14, "INDICES")
    w2 = [130, 40, 40, 52, 52, 44]
    rows2 = [["Index", "Series", "Tenor", "Bid", "Ask", "1D Chg"],
             ["CDX IG", "48", "5Y", "52.75", "53.25", "-0.75"],
             ["CDX HY", "48", "5Y", "106.25", "106.375", "+1/8"],
             ["CDX HY", "48", "3Y", "104.10", "104.30", "+0.10"]]
    y2 = pk.grid(c, 36, y - 20, w2, rows2, head=1, align="lllrrr", size=7.5)
    c.setFont("Helvetica", 6.5)
    y = pk.lines(c, 36, y2 - 8, ["CDX HY quoted in price; CDX IG in bp.", "Upfronts: points vs the standard running coupon (Cpn); negative = receive."],
                 size=6.5)
    c.setFont("Helvetica-Bold", 8.5)
    c.drawString(36, y - 10, "HIGH YIELD BONDS - px / ytw")
    w3 = [64, 150, 36, 70, 44, 44, 40, 40, 34]
    rows3 = [["CUSIP", "Issuer / Cpn / Mat", "Rtg", "Call", "Px Bid", "Px Ask", "YTW B", "YTW A", "Sz"],
             [h[0], "CULLERCOATS MEDIA 8 3/4 03/31", "B3", "03/28@104.375", "96.25", "97.00", "9.91", "9.67", ""],
             [h[1], "ALNWICK STEEL 6 5/8 07/32", "Ba3", "07/27@103.313", "100.50", "101.00", "6.51", "6.39", "3x3"],
             [h[2], "EDLINGHAM AIRLINES 9 1/2 10/29", "Caa1", "NC", "87 1/2", "88 1/2", "15.74", "15.20", ""],
             [h[3], "BARNSLEY RETAIL 7 1/8 05/30", "B1", "05/27@103.563", "-", "102.25", "-", "6.29", "1"]]
    pk.grid(c, 36, y - 16, w3, rows3, head=1, align="lllrrrrrr", size=7.5)
    pk.footer(c, "Dunmarsh Credit Partners LLC | 600 Steamboat Rd, Greenwich CT 06830 | +1 203 555 0188 | indicative", 1, 1)
    pdf = pk.done(buf, c)
    g = []
    g += q("ALNWICK STEEL CORP SNR 5Y", "cds", d, size="5mm", spread=("184", "192"))
    g += q("BARNSLEY RETAIL GRP SNR 5Y", "cds", d, size="5mm", upfront=("-4.10", "-3.60"))
    g += q("CULLERCOATS MEDIA SNR 5Y", "cds", d, size="5mm", spread=("648", "676"), upfront=("5.25", "6.25"))
    g += q("DENHOLM CHEMICALS SNR 3Y", "cds", d, size="5mm", spread=("71", "77"))
    g += q("EDLINGHAM AIRLINES SUB 5Y", "cds", d, size="5mm", upfront=("9.40", "10.40"))
    g += q("CDX IG 48 5Y", "cds", d, size="25mm", spread=("52.75", "53.25"))
    g += q("CDX HY 48 5Y", "cds", d, size="25mm", price=("106.25", "106.375"))
    g += q("CDX HY 48 3Y", "cds", d, size="25mm", price=("104.10", "104.30"))
    g += q(h[0], "hy", d, size="2mm", price=("96.25", "97.00"), yield_=("9.91", "9.67"))
    g += q(h[1], "hy", d, size="3x3", price=("100.50", "101.00"), yield_=("6.51", "6.39"))
    g += q(h[2], "hy", d, size="2mm", price=("87 1/2", "88 1/2"), yield_=("15.74", "15.20"))
    g += q(h[3], "hy", d, size="1mm", price=(None, "102.25"), yield_=(None, "6.29"))
    att = Attachment("Dunmarsh_CDS_HY_0413.pdf", pdf, MIME_PDF, "pdf")
    body = "CDS and HY sheet attached.\n\nRob Tiernan | Dunmarsh Credit | +1 203 555 0188\n"
    return mk("dunmarsh-cds-par-upf-bands-hy", "pdf", g, sender="Rob Tiernan <rtiernan@dunmarsh.com>",
              subject="CDS + HY sheet 13-Apr", date=date("09:47:33", "-0400"), text=body, attachments=[att])


def brunelashby_cds_quote_col_hy():
    d = "brunelashby"
    h = [ui("XS", f"brunel hy {k}") for k in range(3)]
    buf, c = pk.new("a4l", "European CDS / HY", "Brunel Ashby")
    y = pk.lines(c, 36, 560, ["Brunel Ashby LLP  -  European CDS & High Yield  -  13/04/2027 10:05 BST"], size=11, font="Helvetica-Bold")
    y = pk.lines(c, 36, y - 2, ["Sizes: single names EUR 5mm, indices EUR 25mm per side; HY bonds EUR 1mm per side."], size=7.5)
    w = [140, 40, 40, 60, 50, 50, 60]
    rows = [["Entity / Index", "Tier", "Tenor", "Quoted", "Bid", "Ask", "Prior close"],
            ["ITRX MAIN S47", "-", "5Y", "bp", "58.25", "58.75", "59.50"],
            ["ITRX XOVER S47", "-", "5Y", "bp", "288", "291", "293"],
            ["FALKENRATH AUTO", "SNR", "5Y", "bp", "96", "102", "95"],
            ["GRENVILLE TELECOM", "SNR", "5Y", "pts (100 rng)", "1.15", "1.35", "1.10"],
            ["HOLSTEBRO SHIPPING", "SNR", "5Y", "pts (500 rng)", "-2.40", "-1.90", "-2.55"],
            ["ISELTAL PAPER", "SUB", "5Y", "bp", "415", "440^a", "418"]]
    y = pk.grid(c, 36, y - 6, w, rows, head=1, align="lllcrrr", size=7.5)
    c.setFont("Helvetica", 6.5)
    y = pk.lines(c, 36, y - 9, ["a  offer indicative only - name under review for a rating action, confirm before trading."], size=6.5)
    y = pk.lines(c, 36, y - 8, ["EUR HIGH YIELD  (Px = cash price; Yield = YTW %)"], size=8.5, font="Helvetica-Bold")
    w2 = [84, 170, 70, 50, 50, 46, 46, 50]
    rows2 = [["ISIN", "Bond", "First call", "Px B", "Px O", "Yld B", "Yld O", "Duration"],
             [h[0], "FALKENRATH AUTO 5 1/2 2030", "15/05/2027 @ 102.75", "101.60", "102.10", "5.00", "4.84", "2.8"],
             [h[1], "GRENVILLE TELECOM 6 3/8 2031", "01/11/2027 @ 103.188", "99.10", "99.60", "6.61", "6.48", "3.7"],
             [h[2], "ISELTAL PAPER 8 2029", "NC", "90 1/4", "91 1/4", "12.67", "12.16", "1.9"]]
    y = pk.grid(c, 36, y - 4, w2, rows2, head=1, align="lllrrrrr", size=7.5)
    pk.lines(c, 36, y - 10, ["Brunel Ashby LLP, 1 Angel Court, London EC2R 7HJ. +44 20 7946 0512. Authorised and regulated by the FCA (FRN 614420)."],
             size=6.5)
    pdf = pk.done(buf, c)
    g = []
    g += q("ITRX MAIN S47 5Y", "cds", d, size="25mm", spread=("58.25", "58.75"))
    g += q("ITRX XOVER S47 5Y", "cds", d, size="25mm", spread=("288", "291"))
    g += q("FALKENRATH AUTO SNR 5Y", "cds", d, size="5mm", spread=("96", "102"))
    g += q("GRENVILLE TELECOM SNR 5Y", "cds", d, size="5mm", upfront=("1.15", "1.35"))
    g += q("HOLSTEBRO SHIPPING SNR 5Y", "cds", d, size="5mm", upfront=("-2.40", "-1.90"))
    g += q("ISELTAL PAPER SUB 5Y", "cds", d, size="5mm", review=("spread",), spread=("415", "440"))
    g += q(h[0], "hy", d, size="1mm", price=("101.60", "102.10"), yield_=("5.00", "4.84"))
    g += q(h[1], "hy", d, size="1mm", price=("99.10", "99.60"), yield_=("6.61", "6.48"))
    g += q(h[2], "hy", d, size="1mm", price=("90 1/4", "91 1/4"), yield_=("12.67", "12.16"))
    att = Attachment("BrunelAshby_CDS_HY_13Apr27.pdf", pdf, MIME_PDF, "pdf")
    body = "Morning - European CDS / HY attached.\n\nEmma Lisle | Brunel Ashby LLP | +44 20 7946 0512\n"
    return mk("brunelashby-cds-quoted-col-eur-hy", "pdf", g, sender="Emma Lisle <elisle@brunelashby.co.uk>",
              subject="EUR CDS / HY 13/04", date=date("10:07:41", "+0100"), text=body, attachments=[att])


LAYOUTS = [
    marrowby_ig_band_frn, sandridge_eur_ig_sections,
    carrisbrook_muni_to_call, ottery_muni_offerings_ytw,
    thorncastle_mbs_clo_abs, blyborough_bwic_talk,
    verolengo_italian_btp_em, ribadeo_spanish_spgb_latam,
    dunmarsh_cds_running_upfront_hy, brunelashby_cds_quote_col_hy,
]
