"""HTML body layouts (Outlook-like)."""
from common import CUSIP, MM, US_ISIN, Layout, date, mail, msgid, t32
from htmlkit import p, page, signature, table


def h_outlook_ig_table():
    L = Layout("outlook-usd-ig-table-isin-first", "html", "acmebank")
    rows = [  # cusip base, issuer, cpn, mat, bs, as, bp, ap, by, ay, size, review-measures
        ("92212KAF", "VNTX", "4.875", "08/15/2030", 111, 107, 99.31, 99.78, 5.07, 4.94, 5, ()),
        ("40541QAC", "HLMR", "3.950", "03/15/2029", 77, 73, 98.42, 98.55, 4.70, 4.64, 3, ()),
        ("49327MAH", "KSTL", "6.100", "11/01/2033", 164, 158, 102.35, 102.80, 5.71, 5.64, 2, ()),
        ("68749TAD", "ORSN", "5.100", "04/01/2031", 128, 124, 100.50, 100.75, 4.91, 4.97, 5, ("yield",)),
        ("58933YBE", "MERIDT", "4.250", "01/15/2035", 131, 126, 94.10, 94.45, 5.14, 5.09, 3, ()),
        ("69351UAW", "PCFG", "5.800", "06/01/2053", 158, 153, 98.05, 98.80, 5.94, 5.88, 1, ()),
        ("06652KBC", "BKRDG", "5.457", "12/01/2028", 92, 86, 101.02, 101.14, 4.90, 4.84, 10, ()),
    ]
    trs = [["ISIN", "Issuer", "Cpn", "Maturity", "Bid Spd", "Ask Spd", "Bid Px", "Ask Px", "Bid Yld",
            "Ask Yld", "Size (MM)"]]
    for base, iss, cpn, mat, bs, as_, bp, ap, by, ay, sz, rev in rows:
        isin = US_ISIN(CUSIP(base))
        trs.append([isin, iss, cpn, mat, f"{bs}", f"{as_}", f"{bp:.2f}", f"{ap:.2f}", f"{by:.2f}",
                    f"{ay:.2f}", str(sz)])
        L.row(isin, "corporate", "ig", MM(sz), MM(sz), review=rev, spread=(bs, as_), price=(bp, ap),
              **{"yield": (by, ay)})
    html = page(p("Hi all,") + p("") +
                p("USD IG secondary levels, 08:30 NY. Spreads vs interpolated UST curve (bp). Sizes "
                  "are firm up to the amount shown.") + p("") +
                table(trs, align="lllrrrrrrrrr") + p("") +
                p("BKRDG 28s trade well here after Friday's upgrade. Any questions, give me a shout.") + p("") +
                p("Thanks, Raj") + p("") +
                signature(["Raj Patel | IG Credit Trading | Acme Bank N.A.",
                           "Direct +1 212 555 0152 | raj.patel@desk.acmebank.com",
                           "Levels are indicative as of 11/23/2026 08:30 ET and may change."]))
    L.msg = mail(frm="Raj Patel <raj.patel@desk.acmebank.com>", to="usd-ig@lists.acmebank.com",
                 subject="USD IG secondary - 11/23 08:30", date=date(23, 13, 33, 18),
                 msgid="<BY5PR04MB6932A1B3C0D1E9F8A7@BY5PR04MB6932.namprd04.prod.outlook.com>", html=html,
                 extra_headers=[("X-MS-Has-Attach", ""), ("Thread-Topic", "USD IG secondary - 11/23 08:30"),
                                ("Content-Language", "en-US")])
    return L


def h_hy_loans_sections():
    L = Layout("outlook-hy-loans-sections-chg", "html", "tidewater")
    hy = [("CRBN 7.5 2029", "CRBN 7.5 2029", 93.75, 94.50, 2, "+0.25"),
          ("TALON 9 1/4 06/15/30 144A", "TALON 9.25 2030-06-15 144A", 101.875, 102.625, 1, "unch"),
          ("MAVEN 5.375 01/29", "MAVEN 5.375 2029-01", 96.00, 96.75, 3, "-0.50"),
          ("BRAKSTN 10.5 2028", "BRAKSTN 10.5 2028", 101.75, 102.50, None, "+0.125"),
          ("RVRS 6 7/8 05/01/31", "RVRS 6.875 2031-05-01", 97.25, 98.00, 2, "unch")]
    loans = [("Zephyr Brands TLB S+350 03/31", "ZEPHYR BRANDS TLB S+350 03/31", 98.375, 98.875, 5, "+0.125"),
             ("Ironbark Software TLB S+325 06/29", "IRONBARK SOFTWARE TLB S+325 06/29", 100.25, 100.50, 2, "unch"),
             ("Copperline Health 1L TL S+400 11/30", "COPPERLINE HEALTH 1L TL S+400 11/30", 96.50, 97.25, None, "-0.25"),
             ("Halden Chemicals 2L TL S+625 02/32", "HALDEN CHEMICALS 2L TL S+625 02/32", 84.00, 86.00, 1, "-1.00")]
    trs = [["Description", "Bid", "Offer", "Size (MM)", "Chg"], [("HIGH YIELD", 5)]]
    for desc, key, b, a, sz, chg in hy:
        trs.append([desc, f"{b:.3f}".rstrip("0").rstrip(".") if b % 0.25 else f"{b:.2f}",
                    f"{a:.3f}".rstrip("0").rstrip(".") if a % 0.25 else f"{a:.2f}", "" if sz is None else str(sz), chg])
        L.q(key, "corporate", "hy", "price", b, a, MM(sz) if sz else None, MM(sz) if sz else None)
    trs.append([("LEVERAGED LOANS", 5)])
    for desc, key, b, a, sz, chg in loans:
        trs.append([desc, f"{b:.3f}".rstrip("0").rstrip(".") if b % 0.25 else f"{b:.2f}",
                    f"{a:.3f}".rstrip("0").rstrip(".") if a % 0.25 else f"{a:.2f}", "" if sz is None else str(sz), chg])
        L.q(key, "loan", "loan", "price", b, a, MM(sz) if sz else None, MM(sz) if sz else None)
    html = page(p("Good afternoon,") + p("") +
                p("End of day HY / loan levels below (cash px). Chg is vs Friday's close.") + p("") +
                table(trs, align="lrrrr") + p("") +
                p("Zephyr Q3 call moved to Tue 11/24 at 10:00 ET.") + p("") +
                signature(["Sam Oduya", "Leveraged Finance Trading | Tidewater Capital Markets",
                           "+1 (646) 555-0112 | sam.oduya@tidewater.com"]))
    L.msg = mail(frm="Sam Oduya <sam.oduya@tidewater.com>", to="levfin-clients@tidewater.com",
                 subject="TCM HY/Loans EOD 11/23", date=date(23, 21, 14, 2),
                 msgid=msgid("SJ0PR11MB5678.eod.1123", "tidewater.com"), html=html)
    return L


def h_br_lines_tsy_ssa():
    L = Layout("br-lines-tsy-ssa-plain-alt", "html", "northbridge")
    lines_tsy = [("T 4 1/8 11/15/31", "100-06+", "100-07", "4.079", "4.076", "T 4.125 2031-11-15"),
                 ("T 4 1/4 11/15/36", "99-15", "99-15+", "4.314", "4.312", "T 4.25 2036-11-15"),
                 ("T 4 5/8 11/15/56", "97-31", "98-00+", "4.756", "4.752", "T 4.625 2056-11-15")]
    text_lines = ["NB rates 11:15 ET", "", "TSYS (px / yld)"]
    html_inner = ('<div><span style="font-family:Consolas;font-size:10pt;color:#1F497D">'
                  '<b>NB rates 11:15 ET</b><br><br><u>TSYS (px / yld)</u><br>')
    for name, pb, pa, yb, ya, key in lines_tsy:
        text_lines.append(f"{name}   {pb} / {pa}   {yb} / {ya}")
        html_inner += (f'{name}&nbsp;&nbsp; <span style="color:#C00000">{pb}</span> / '
                       f'<span style="color:#00B050">{pa}</span>&nbsp;&nbsp; {yb} / {ya}<br>')
        L.q(key, "government", "government", "price", t32(pb), t32(pa))
        L.q(key, "government", "government", "yield", float(yb), float(ya))
    ssa = ["KFW 4 1/8 07/15/29   SOFR MS +24 / +21   5x5",
           "EIB 3 7/8 3/15/28    UST +17 / +14       10x5",
           "IBRD 4.25 01/30      px 100.42 / 100.58"]
    text_lines += ["", "SSA"] + ssa + ["", "Curve: 5s30s +67, swap spreads 10y -46.5.", "",
                                       "Tom Reilly | Northbridge Securities | 212-555-0180"]
    html_inner += "<br><u>SSA</u><br>" + "<br>".join(s.replace("  ", "&nbsp; ") for s in ssa)
    html_inner += ("<br><br>Curve: 5s30s +67, swap spreads 10y -46.5.<br><br></span></div>"
                   '<div><span style="font-size:8pt;color:gray">Tom Reilly | Northbridge Securities | '
                   "212-555-0180</span></div>")
    L.q("KFW 4.125 2029-07-15", "agency", "agency", "i_spread", 24, 21, MM(5), MM(5))
    L.q("EIB 3.875 2028-03-15", "agency", "agency", "spread", 17, 14, MM(10), MM(5))
    L.q("IBRD 4.25 2030-01", "agency", "agency", "price", 100.42, 100.58)
    html = "<html><head><meta charset=\"utf-8\"></head><body>" + html_inner + "</body></html>\n"
    L.msg = mail(frm="Tom Reilly <treilly@northbridge.com>", to="rates-clients@northbridge.com",
                 subject="NB rates 11:15", date=date(23, 16, 15, 3), msgid="<CAF2x9+rates1115@mail.northbridge.com>",
                 text="\n".join(text_lines) + "\n", html=html)
    return L


def h_cds_grid():
    L = Layout("cds-tenor-grid-and-index-tables", "html", "halcyon")
    names = [("VNTX", ["41/46", "74/79", "95/101", "112/120"]),
             ("KSTL", ["71/78", "118/124", "139/147", "158/168"]),
             ("CRBN", ["285/305", "412/432", "", ""]),
             ("MERIDT", ["55/60", "88/93", "108/114", "124/132"])]
    tenors = ["3Y", "5Y", "7Y", "10Y"]
    t1 = [["Ref Entity"] + tenors]
    for n, cells in names:
        t1.append([n] + cells)
        for ten, c in zip(tenors, cells):
            if c:
                b, a = c.split("/")
                L.q(f"{n} {ten}", "cds", "cds", "spread", float(b), float(a))
    t2 = [["Index", "Bid", "Ask", "Size"],
          ["ITRX Main S46 5Y", "57.5", "58", "25x25"],
          ["ITRX Xover S46 5Y", "280", "283", "10x10"],
          ["CDX IG 47 5Y", "51", "51.5", "50x50"]]
    L.q("ITRX MAIN S46 5Y", "cds", "cds", "spread", 57.5, 58, MM(25), MM(25))
    L.q("ITRX XOVER S46 5Y", "cds", "cds", "spread", 280, 283, MM(10), MM(10))
    L.q("CDX IG 47 5Y", "cds", "cds", "spread", 51, 51.5, MM(50), MM(50))
    t3 = [["Index", "Bid", "Ask", "Size"],
          ["CDX HY 47 5Y", "106.25", "106.375", "10x10"],
          ["CDX EM 46 5Y", "97.05", "97.25", ""]]
    L.q("CDX HY 47 5Y", "cds", "cds", "price", 106.25, 106.375, MM(10), MM(10))
    L.q("CDX EM 46 5Y", "cds", "cds", "price", 97.05, 97.25)
    html = page(p("Morning - Halcyon CDS levels, 23 Nov 07:50 London.") + p("") +
                p("<b>Single names (bp), USD MR14</b>", raw=True) + table(t1, align="lrrrr") + p("") +
                p("<b>Indices (bp)</b>", raw=True) + table(t2, align="lrrr") + p("") +
                p("<b>HY / EM indices (px)</b>", raw=True) + table(t3, align="lrrr") + p("") +
                p("Roll for CDX EM is 12/21. Rgds, Priya") + p("") +
                signature(["Priya Natarajan | Halcyon Markets Ltd | Credit Derivatives",
                           "+44 20 7946 0612 | Bloomberg: HALC <GO>"]))
    L.msg = mail(frm="Priya Natarajan <priya.natarajan@halcyon.com>", to="cds-clients@halcyon.com",
                 subject="Halcyon CDS levels 23-Nov", date=date(23, 7, 50, 44),
                 msgid=msgid("cds.grid.0750.pn", "halcyon.com"), html=html)
    return L


def h_abs_cmbs_offerings():
    L = Layout("abs-cmbs-clo-offerings-wal", "html", "brackenridge")
    fixed = [("TIDL 2024-1", "B", "AA", "1.85", "4.0", "100.156", "+88", "88651VAD"),
             ("SNTR 2025-2", "C", "A", "2.40", "6.5", "99.812", "+112", "81731QAJ"),
             ("BMARK 2023-B39", "AS", "AAA", "6.90", "10.0", "98.250", "+135", "08163BBS"),
             ("CRTX 2024-A", "D", "BBB", "3.10", "2.0", "100.000", "+205", None)]
    flt = [("HLCYN 2019-2A", "B", "AA", "4.20", "5.0", "100.125", "155", "40538NAE"),
           ("MRLN 2020-4A", "C", "A", "4.80", "3.0", "99.900", "198", "57063RAQ"),
           ("OCTV 2022-1A", "D", "BBB-", "5.10", "2.0", "99.250", "3.15", None)]
    t1 = [["Deal", "Class", "Rtg", "WAL", "Size (MM)", "Offer Px", "I-Spd", "CUSIP"]]
    for deal, cl, rtg, wal, sz, px, spd, base in fixed:
        cu = CUSIP(base) if base else ""
        t1.append([deal, cl, rtg, wal, sz, px, spd, cu])
        key = cu or f"{deal} {cl}".upper()
        L.q(key, "structured", "structured", "price", None, float(px), None, MM(sz))
        L.q(key, "structured", "structured", "i_spread", None, float(spd), None, MM(sz))
    t2 = [["Deal", "Class", "Rtg", "WAL", "Size (MM)", "Offer Px", "DM", "CUSIP"]]
    for deal, cl, rtg, wal, sz, px, dm, base in flt:
        cu = CUSIP(base) if base else ""
        t2.append([deal, cl, rtg, wal, sz, px, dm, cu])
        key = cu or f"{deal} {cl}".upper()
        L.q(key, "structured", "structured", "price", None, float(px), None, MM(sz))
        # OCTV's DM cell reads 3.15 (a percent typed into a bp column): not a DM a careful analyst trusts
        L.q(key, "structured", "structured", "dm", None, float(dm), None, MM(sz), review=dm == "3.15")
    html = page(p("All -") + p("") + p("Securitized offerings as of 11/23 09:45 ET, offer side only.") + p("") +
                p("<b>ABS / CMBS fixed (I-spread, bp)</b>", raw=True) + table(t1, align="lllrrrrl") + p("") +
                p("<b>CLO floaters (DM, bp)</b>", raw=True) + table(t2, align="lllrrrrl") + p("") +
                p("Settles 11/27. WALs at pricing speed 1.3 ABS / 0 CPR CMBS.") + p("") +
                signature(["Greg Holt | Securitized Products Trading | Brackenridge & Co.",
                           "+1 212 555 0190 | greg.holt@brackenridge.com"]))
    L.msg = mail(frm="Greg Holt <greg.holt@brackenridge.com>", to="securitized@brackenridge.com",
                 subject="BRK securitized offerings 11/23", date=date(23, 14, 46, 0),
                 msgid=msgid("secoff.1123.gh", "brackenridge.com"), html=html)
    return L


def h_muni_agency_floaters():
    L = Layout("muni-two-way-agency-floaters", "html", "pinecrest")
    munis = [("87512MAA", "STATE OF TAMARACK GO", "5.000", "03/01/2036", "3.28", "3.20", "113.150", "113.845"),
             ("41182RDF", "HARBOR CITY WTR & SWR REV", "4.000", "02/15/2040", "3.95", "3.87", "100.412", "101.090"),
             ("54488HCL", "LOS ROBLES USD GO", "5.000", "08/01/2034", "2.95", "2.88", "114.220", "114.771"),
             ("38521PBK", "GRAND FORKS PUB PWR REV", "5.250", "01/01/2049", "4.22", "4.15", "107.610", "108.233")]
    t1 = [["CUSIP", "Issuer", "Cpn", "Mat", "Bid Yld", "Off Yld", "Bid Px", "Off Px"]]
    for base, iss, cpn, mat, by, oy, bp, op in munis:
        cu = CUSIP(base)
        t1.append([cu, iss, cpn, mat, by, oy, bp, op])
        L.q(cu, "muni", "muni", "yield", float(by), float(oy))
        L.q(cu, "muni", "muni", "price", float(bp), float(op))
    fl = [("3130B2KE", "FHLB", "SOFR", "02/26/2027", "6", "4", "25"),
          ("3133ERTM", "FFCB", "SOFR", "09/13/2027", "9.5", "7.5", "10"),
          ("3130B3QA", "FHLB", "SOFR", "05/19/2028", "14", "12", "15")]
    t2 = [["CUSIP", "Issuer", "Index", "Maturity", "Bid DM", "Off DM", "Size (MM)"]]
    for base, iss, idx, mat, b, a, sz in fl:
        cu = CUSIP(base)
        t2.append([cu, iss, idx, mat, b, a, sz])
        L.q(cu, "agency", "frn", "dm", float(b), float(a), MM(sz), MM(sz))
    html = page(p("Good morning,") + p("") + p("Pinecrest two-way munis, 11/23:") +
                table(t1, align="llrlrrrr") + p("") + p("Agency floaters (DM, bp):") +
                table(t2, align="lllrrrr") + p("") +
                p("MMD 10y 2.86, 30y 3.74. Settlement T+1.") + p("") +
                signature(["Dana Whitfield", "Pinecrest Securities | Municipal & Agency Trading", "312-555-0166"]))
    L.msg = mail(frm="Dana Whitfield <dwhitfield@pinecrest.com>", to="munis@pinecrest.com",
                 subject="Pinecrest munis two-way + agency FRNs", date=date(23, 15, 20, 9),
                 msgid=msgid("muni-2way-1123", "pinecrest.com"), html=html)
    return L


def h_em_two_row_header():
    L = Layout("em-sov-two-row-header-z", "html", "cremieux")
    rows = [("KARVIA", "5.75", "01/2032", "KARVIA 5.75 2032-01", 96.15, 96.65, 6.61, 6.50, 268, 257),
            ("KARVIA", "7.125", "2036", "KARVIA 7.125 2036", 99.10, 99.80, 7.25, 7.15, 329, 319),
            ("REPVAL", "6.5", "15-Mar-2035", "REPVAL 6.5 2035-03-15", 93.50, 94.00, 7.53, 7.45, 321, 313),
            ("SANTRA", "4.25", "2031", "SANTRA 4.25 2031", 88.25, 88.95, 7.39, 7.21, 342, 324),
            ("MARDOVA", "8.875", "2030", "MARDOVA 8.875 2030", 101.00, None, 8.55, None, 468, None),
            ("ISTRAN", "3.5", "Feb-2029", "ISTRAN 3.5 2029-02", 97.45, 97.95, 4.66, 4.43, 212, 189)]
    trs = [["Issuer", "Coupon", "Maturity", ("Price", 2), ("Yield", 2), ("Z-Spread (bp)", 2)],
           ["", "", "", "Bid", "Ask", "Bid", "Ask", "Bid", "Ask"]]

    def f(x, fmt):
        return "-" if x is None else format(x, fmt)
    for iss, cpn, mat, key, pb, pa, yb, ya, zb, za in rows:
        trs.append([iss, cpn, mat, f(pb, ".2f"), f(pa, ".2f"), f(yb, ".2f"), f(ya, ".2f"), f(zb, "d"), f(za, "d")])
        L.row(key, "sovereign", "em_sovereign", price=(pb, pa), **{"yield": (yb, ya)}, z_spread=(zb, za))
    html = page(p("Bonjour à tous,") + p("") + p("EM sovereigns, indicative levels 23/11/2026 14:00 CET:") + p("") +
                table(trs, header_rows=2, align="lllrrrrrr") + p("") +
                p("MARDOVA: bid only, no paper.") + p("") +
                signature(["Camille Roux | EM Sovereign Trading | Crémieux & Associés",
                           "+44 20 7946 0788"]))
    L.msg = mail(frm="Camille Roux <camille.roux@cremieux.fr>", to="em-clients@cremieux.fr",
                 subject="EM sovs - px / yld / Z", date=date(23, 13, 2, 55),
                 msgid=msgid("b81f2c44-em-1400", "cremieux.fr"), html=html)
    return L


def h_pfd_convert():
    L = Layout("converts-preferreds-prem-delta", "html", "marlow")
    cv = [("VNTX", "0.000", "12/01/2028", "92212KAJ", "88.75", "89.50", "41.8", "31", "62.45"),
          ("ALDRN", "2.250", "06/15/2029", "01434DAB", "104.50", "105.25", "18.2", "68", "88.70"),
          ("HLMR", "1.125", "03/01/2029", "40541QAE", "97.50", "98.25", "55.0", "22", "41.20"),
          ("KSTL", "3.500", "09/15/2031", "49327MAK", "112.00", "113.00", "9.8", "81", "102.60")]
    t1 = [["Issuer", "Cpn", "Maturity", "CUSIP", "Bid", "Ask", "Prem %", "Delta", "Parity"]]
    for iss, cpn, mat, base, b, a, prem, delta, par in cv:
        cu = CUSIP(base)
        t1.append([iss, cpn, mat, cu, b, a, prem, delta, par])
        L.q(cu, "convertible", "convert_preferred", "price", float(b), float(a))
    pf = [("06652K607", "BKRDG 5.85% Non-Cum Pfd Ser K", "24.05", "24.20", "6.42", "6.33"),
          ("68749T503", "ORSN 6.375% Pfd Ser A", "25.00", "25.10", "6.31", "6.14"),
          ("69351U802", "PCFG 4.50% Pfd", "19.75", "19.95", "5.70", "5.64")]
    t2 = [["CUSIP", "Description", "Bid $", "Ask $", "Bid YTW", "Ask YTW"]]
    for base, desc, b, a, yb, ya in pf:
        cu = CUSIP(base[:8])
        t2.append([cu, desc, b, a, yb, ya])
        L.q(cu, "preferred", "convert_preferred", "price", float(b), float(a))
        L.q(cu, "preferred", "convert_preferred", "yield", float(yb), float(ya))
    html = page(p("Hi,") + p("") + p("Converts (pts):") + table(t1, align="llllrrrrr") + p("") +
                p("$25 preferreds:") + table(t2, align="llrrrr") + p("") +
                p("Stock refs as of 09:20 NY. HLMR ref 41.20.") + p("") +
                signature(["Hannah Cole | Marlow Partners | +44 20 7946 0911",
                           "Marlow Partners LLP is authorised and regulated by the FCA."]))
    L.msg = mail(frm="Hannah Cole <hannah.cole@desk.marlow.co.uk>", to="pfd-cv@marlow.co.uk",
                 subject="CV & pfd grid", date=date(23, 14, 25, 31),
                 msgid=msgid("cvgrid-2311-hc", "marlow.co.uk"), html=html)
    return L


LAYOUTS = [h_outlook_ig_table, h_hy_loans_sections, h_br_lines_tsy_ssa, h_cds_grid, h_abs_cmbs_offerings,
           h_muni_agency_floaters, h_em_two_row_header, h_pfd_convert]
