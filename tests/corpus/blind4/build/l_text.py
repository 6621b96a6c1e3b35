# ruff: noqa: B007 - layout rows are unpacked whole so each table keeps its shape readable
"""Plain-text bodies: runs with bid and offer on separate rows or in separate blocks, a UST
curve in 32nds, CDS runs, two dealers' runs forwarded in one mail, and two mails without quotes."""

from __future__ import annotations

from common import Attachment, Layout, cusip, isin, n32, quotes, us_isin
from common import message as mk

SIG_AP = """--
Priya Natarajan-Ebbs | IG Credit Trading | Ashgrove Pryce & Co.
T +1 646 555 0192 | M +1 917 555 0134 | 1 Liberty Plaza, 33rd Fl, NY 10006
Ashgrove Pryce & Co. is a member of FINRA/SIPC. For institutional investors only. Levels are
indicative and subject to change without notice; nothing herein is an offer or solicitation."""


def ig_bid_offer_rows():
    d = "ashgrovepryce"
    rows = [
        # issuer cpn(text, key) mat(text, key) isin, (bid spd, bid chg, bid px, bid sz), (ask...)
        ("PELGRN", "4.65", "4.65", "01/15/31", "2031-01-15", us_isin("70601PAB"),
         (98, "-2", 100.21, "5MM"), (94, "-1", 100.38, "3MM"), (5e6, 3e6)),
        ("HARWYK FIN", "5 1/8", "5.125", "06/34", "2034-06", None,
         (131, "+3", 99.06, "2MM"), None, (2e6, None)),
        ("ODRIX", "5.30", "5.3", "09/01/35", "2035-09-01", us_isin("67611QAD"),
         (118, "0", 101.44, "5MM"), (113, "-1", 101.83, "5MM"), (5e6, 5e6)),
        ("VESTALIA BK", "4.9", "4.9", "02/28/29", "2029-02-28", None,
         (74, "+1", 100.92, "10MM"), (70, "+1", 101.03, "10MM"), (10e6, 10e6)),
    ]
    lines, gold = [], []
    for iss, cpn, cpk, mat, matk, isn, b, a, sz in rows:
        lines.append(f"{iss} {cpn} {mat}" + (f"   {isn}" if isn else ""))
        lines.append(f"    bid    +{b[0]:<4} ({b[1]})   {b[2]:.2f}   {b[3]}")
        if a:
            lines.append(f"    offer  +{a[0]:<4} ({a[1]})   {a[2]:.2f}   {a[3]}")
        else:
            lines.append("    offer  --")
        lines.append("")
        key = isn or f"{iss} {cpk} {matk}"
        gold += quotes(key, "ig", d, sz, spread=(b[0], a[0] if a else None),
                       price=(b[2], a[2] if a else None))
    # A crossed line a careful reader would not trust (offer spread wider than the bid,
    # offer price below the bid): kept in the run, flagged for review.
    lines += ["TRELCO 5.55 11/15/33",
              "    bid    +150  (+4)   98.90   1MM",
              "    offer  +156  (+4)   98.60   1MM", ""]
    gold += quotes("TRELCO 5.55 2033-11-15", "ig", d, 1e6, review=("spread", "price"),
                   spread=(150, 156), price=(98.90, 98.60))
    text = (
        "Good morning,\n\nAP IG FINANCIALS & INDUSTRIALS  -  18 Nov 2026 07:15 NY\n"
        "Levels: G-spread vs OTR / price. Change vs last night's close in brackets.\n\n"
        + "\n".join(lines)
        + "\nAxes: better buyer of ODRIX 35s; offer ODRIX in size.\n\n" + SIG_AP + "\n"
    )
    eml = mk(sender="Priya Natarajan-Ebbs <pnatarajan@ashgrovepryce.com>",
             to="credit-clients@ashgrovepryce.com", subject="AP IG run 18-Nov (bid/offer rows)",
             date="Wed, 18 Nov 2026 07:15:40 -0500", msgid="<ap.igrun.20261118@ashgrovepryce.com>",
             text=text, tag="t01")
    return Layout("ashgrove-ig-bid-offer-rows", "text", eml, gold)


def ig_bid_offer_blocks():
    d = "elleryvance"
    names = [
        ("WESTRA UTIL", "5.1", "5.1", "03/32", "2032-03"),
        ("CARNWY ENERGY", "4 3/4", "4.75", "10/15/30", "2030-10-15"),
        ("BLYTHE PWR", "5.85", "5.85", "2036", "2036"),
        ("NORDALE GAS", "6", "6", "07/01/54", "2054-07-01"),
    ]
    bids = [(121, 100.44, "3mm"), (96, 100.87, "5mm"), (164, 97.125, "2mm"), (183, 99.5, "1mm")]
    offers = [(116, 100.70, "2mm", " (firm)"), (92, 101.02, "5mm", ""), None,
              (177, 100.25, "1mm", "*")]
    sz = {"5mm": 5e6, "3mm": 3e6, "2mm": 2e6, "1mm": 1e6}
    bl = [f"  {n[0]:<14} {n[1]:<6} {n[3]:<9} +{b[0]:<5} {b[1]:<8} {b[2]}"
          for n, b in zip(names, bids, strict=True)]
    ol = [f"  {n[0]:<14} {n[1]:<6} {n[3]:<9} +{o[0]:<5} {o[1]:.2f}{o[3]:<8} {o[2]}"
          for n, o in zip(names, offers, strict=True) if o]
    gold = []
    for n, b, o in zip(names, bids, offers, strict=True):
        key = f"{n[0]} {n[2]} {n[4]}"
        gold += quotes(key, "ig", d, (sz[b[2]], sz[o[2]] if o else None),
                       spread=(b[0], o[0] if o else None), price=(b[1], o[1] if o else None))
    text = (
        "*** EV IG RUN -- UTILITIES / ENERGY -- 19-Nov-26 ***\n\n"
        "BIDS  (T-sprd | px | size)\n" + "\n".join(bl) + "\n\n"
        "OFFERS  (T-sprd | px | size)\n" + "\n".join(ol) + "\n\n"
        "* = firm for 15 min, (firm) = firm until 10:00 NY. Everything else subject.\n"
        "BLYTHE 36s: bid only.\n\n"
        "Dominic Farrow-Lee\nEllery Vance Securities | 44 Exchange Pl, Jersey City NJ 07302\n"
        "(201) 555-0177\n"
    )
    eml = mk(sender="Dominic Farrow-Lee <dfarrowlee@elleryvance.com>",
             to="Rates & Credit Clients <clients@elleryvance.com>",
             subject="EV IG run utes/energy", date="Thu, 19 Nov 2026 08:02:11 -0500",
             msgid="<ev-20261119-0802@elleryvance.com>", text=text, tag="t02")
    return Layout("ellery-ig-bid-offer-blocks", "text", eml, gold)


def ust_agency_32nds():
    d = "harrowgatepenn"
    ust = [("2s", "3 1/2", "3.5", "10/31/28", "2028-10-31", 99 + 16.5 / 32, 99 + 17 / 32, False),
           ("3s", "3 5/8", "3.625", "11/15/29", "2029-11-15", 99 + 28 / 32, 99 + 28.5 / 32, False),
           ("5s", "3 5/8", "3.625", "10/31/31", "2031-10-31", 99 + 2 / 32 + 1 / 256,
            99 + 3.5 / 32, True),
           ("7s", "3 7/8", "3.875", "10/31/33", "2033-10-31", 99 + 9 / 32, 99 + 10 / 32, False),
           ("10s", "4", "4", "11/15/36", "2036-11-15", 98 + 30 / 32 + 6 / 256,
            98 + 31 / 32 + 2 / 256, True),
           ("30s", "4 1/2", "4.5", "11/15/56", "2056-11-15", 97 + 0.5 / 32, 97 + 2 / 32, False)]
    lines, gold = [], []
    for lab, cpn, cpk, mat, matk, b, a, d3 in ust:
        bs, as_ = (n32(b, digits3=True), n32(a, digits3=True)) if d3 else (n32(b), n32(a))
        lines.append(f"{lab:<4} T {cpn:<6} {mat:<9}  {bs:>8} - {as_:<8}  25x25")
        gold += quotes(f"T {cpk} {matk}", "government", d, 25e6, price=(b, a))
    ag = [("FHLB", "4.125", "09/14/29", "2029-09-14", cusip("3130B7QL"), 18, 15, 100.22, 100.30),
          ("FFCB", "4.05", "03/22/30", "2030-03-22", cusip("3133ETKV"), 21, 17, 99.88, 99.97),
          ("FNMA", "0", "07/15/31", "2031-07-15", cusip("31359MFQ"), 34, 29, 81.62, 81.84)]
    al = []
    for iss, cpn, mat, matk, cu, sb, sa, pb, pa in ag:
        al.append(f"{iss:<5} {cpn:<6} {mat}  {cu}   +{sb}/+{sa}   {pb:.2f}-{pa:.2f}   10mm")
        gold += quotes(cu, "agency", d, 10e6, spread=(sb, sa), price=(pb, pa))
    kfw = ("KFW 4 3/8 02/15/29  SOFR MS  -12 / -15    10mm",
           quotes("KFW 4.375 2029-02-15", "agency", d, 10e6, i_spread=(-12, -15)))
    gold += kfw[1]
    text = (
        "HP RATES  |  UST cash + agencies  |  18-Nov-26  08:05 ET\n\n"
        "UST (32nds, sz MM)\n" + "\n".join(lines) + "\n\n"
        "AGENCY / SSA  (sprd vs UST interp | px)\n" + "\n".join(al) + "\n" + kfw[0] + "\n\n"
        "2s/10s -41.5 (+0.75), 5s/30s +79.25. Refunding sizes unchanged.\n\n"
        "Gus Okonkwo-Reyes  |  Harrowgate Penn LLC  |  212-555-0160\n"
    )
    eml = mk(sender="Gus Okonkwo-Reyes <gokonkwo@rates.harrowgatepenn.com>",
             to="govies@harrowgatepenn.com", subject="HP UST + agy levels",
             date="Wed, 18 Nov 2026 08:05:02 -0500", msgid="<hp.rates.1118.0805@harrowgatepenn.com>",
             text=text, tag="t03")
    return Layout("harrowgate-ust-agency-32nds", "text", eml, gold)


def eur_govies_ssa_yields():
    d = "tamsworthgale"
    gov = [("DBR", "2.5", "2.5", "15/02/35", "2035-02-15", 2.661, 2.652, "+1.2"),
           ("OBL", "2.2", "2.2", "10/10/30", "2030-10-10", 2.214, 2.205, "+0.8"),
           ("BKO", "2", "2", "10/09/27", "2027-09-10", 1.987, 1.979, "-0.3"),
           ("UKT", "4 1/4", "4.25", "07/12/27", "2027-12-07", 3.902, 3.891, "+2.1"),
           ("UKT", "4 5/8", "4.625", "31/01/34", "2034-01-31", 4.418, 4.409, "+1.6")]
    lines, gold = [], []
    for iss, cpn, cpk, mat, matk, b, a, ch in gov:
        lines.append(f"{iss:<4} {cpn:<5} {mat}    {b:.3f}% / {a:.3f}%    chg {ch}bp")
        gold += quotes(f"{iss} {cpk} {matk}", "government", d, None, **{"yield": (b, a)})
    ssa = [("EIB", "2 3/4", "2.75", "15/01/32", "2032-01-15", isin("XS", "301784552"), 38, 35),
           ("KFW", "2.875", "2.875", "07/06/33", "2033-06-07", isin("DE", "000A383J9"), 44, 41),
           ("NRW", "3", "3", "12/03/36", "2036-03-12", isin("DE", "000NRW0QA"), 61, 57)]
    sl = []
    for iss, cpn, cpk, mat, matk, isn, b, a in ssa:
        sl.append(f"{iss:<4} {cpn:<6} {mat}  {isn}   vs DBR  +{b}/+{a}   EUR 10mm")
        gold += quotes(isn, "agency", d, 10e6, spread=(b, a))
    text = (
        "Morning, EUR & GBP govvies and SSA below (yields, sizes on request).\n"
        "Dates are DD/MM/YY.\n\n" + "\n".join(lines) + "\n\n"
        "SSA  (sprd vs interpolated Bunds)\n" + "\n".join(sl) + "\n\n"
        "Bund 10y 2.66% at the open, Schatz/Bund curve 67bp. BoE on Thursday.\n\n"
        "Rgds\nImogen Achebe-Hart | Tamsworth Gale Ltd | +44 20 7946 0881\n"
        "Tamsworth Gale Ltd is authorised and regulated by the Financial Conduct Authority.\n"
    )
    eml = mk(sender="Imogen Achebe-Hart <imogen.achebe-hart@tamsworthgale.co.uk>",
             to="eur-rates@tamsworthgale.co.uk", subject="TG govvies / SSA yields 19/11",
             date="Thu, 19 Nov 2026 08:31:45 +0000", msgid="<tg.govvies.19112026@tamsworthgale.co.uk>",
             text=text, tag="t04")
    return Layout("tamsworth-eur-govvies-ssa", "text", eml, gold)


def cds_na_run():
    d = "saltmere"
    gold = quotes("CDX IG 47 5Y", "cds", d, 50e6, spread=(54.25, 54.75))
    gold += quotes("CDX HY 47 5Y", "cds", d, 25e6, price=(106.40, 106.52))
    sn = [("KORVAN", "5Y", 88, 93, None, ""), ("ELDRIM", "5Y", 142, 150, "5x5", ""),
          ("ELDRIM", "3Y", 101, 109, None, " (firm)"), ("FASTWELL", "5Y", 211, 224, "5x5", "*"),
          ("HOLBRECK", "7Y", 77, 84, None, "")]
    lines = []
    for nm, t, b, a, s, mark in sn:
        lines.append(f"{nm:<10}{t:<4}{b:>5} / {a}{mark:<8}" + (f"  {s}" if s else ""))
        gold += quotes(f"{nm} {t}", "cds", d, 5e6 if s else 10e6, spread=(b, a))
    lines.append("TRAVLR    5Y   32.5 / 34.5 pts upfront (500 running)   2x2")
    gold += quotes("TRAVLR 5Y", "cds", d, 2e6, upfront=(32.5, 34.5))
    text = (
        "SALTMERE CDS  18-Nov  11:40\n\nINDICES\n"
        "CDX IG 47 5Y     54.25 / 54.75     50x50\n"
        "CDX HY 47 5Y    106.40 / 106.52    25x25\n\n"
        "SINGLE NAMES (bps, 10x10 unless stated)\n" + "\n".join(lines) + "\n\n"
        "* firm for 10 min. (firm) = firm till noon CT.\n"
        "Flows: real money buying protection on ELDRIM, HY skew +0.18.\n"
        "--\nRafe Lindqvist-Moore | Saltmere Capital Markets | +1 312 555 0149\n"
    )
    eml = mk(sender="Rafe Lindqvist-Moore <rlm@saltmere.com>", to="cds@saltmere.com",
             subject="CDS run - idx + SN", date="Wed, 18 Nov 2026 11:40:07 -0600",
             msgid="<saltmere-cds-1118-1140@saltmere.com>", text=text, tag="t05")
    return Layout("saltmere-cds-na-run", "text", eml, gold)


def cds_eur_run():
    d = "kirrinhale"
    gold = quotes("ITRAXX MAIN S46 5Y", "cds", d, 100e6, spread=(57.5, 58))
    gold += quotes("ITRAXX XOVER S46 5Y", "cds", d, 20e6, spread=(286, 289))
    gold += quotes("ITRAXX SUBFIN S46 5Y", "cds", d, 50e6, spread=(109.5, 111))
    # Pasted from a screenshot: the spacing is whatever the OCR made of the columns.
    sn = [("VOLTRA SNR", "5Y", 62, 67, "VOLTRA  SNR     5Y     62  /67"),
          ("VOLTRA SUB", "5Y", 118, 128, "VOLTRA SUB   5Y  118 /  128"),
          ("BRUMEX", "5Y", 74, 79, "BRUMEX          5Y    74 - 79"),
          ("ISOLDE TEL", "10Y", 131, 140, "ISOLDE  TEL  10Y   131/ 140")]
    lines = []
    for nm, t, b, a, shown in sn:
        lines.append(shown)
        gold += quotes(f"{nm} {t}", "cds", d, 5e6, spread=(b, a))
    lines.append("CASSIUS AUTO   5Y  -6.25 /  -5.75 upf  (100 cpn)")
    gold += quotes("CASSIUS AUTO 5Y", "cds", d, 5e6, upfront=(-6.25, -5.75))
    text = (
        "Kirrin Hale - EUR CDS - 19/11/2026 10:12 CET\n\n"
        "Main S46 5Y    57.5/58      100x100\n"
        "Xover S46 5Y   286/289      20x20\n"
        "SubFin S46 5Y  109.5/111    50x50\n\n"
        "Single names, EUR 5mm per side (screen grab below):\n" + "\n".join(lines) + "\n\n"
        "Roll reminder: S47 effective 21-Mar. Not an offer; levels indicative.\n"
        "Henrike Vasquez-Orr\nKirrin Hale GmbH | Taunusanlage 8, 60329 Frankfurt | +49 69 5550 3312\n"
    )
    # The indices as written: "Main S46 5Y" -> the description keeps the dealer's words.
    for q in gold[:3]:
        q["instrument_key"] = {"ITRAXX MAIN S46 5Y": "MAIN S46 5Y",
                               "ITRAXX XOVER S46 5Y": "XOVER S46 5Y",
                               "ITRAXX SUBFIN S46 5Y": "SUBFIN S46 5Y"}[q["instrument_key"]]
    eml = mk(sender="Henrike Vasquez-Orr <h.vasquez-orr@kirrinhale.de>", to="eur-cds@kirrinhale.de",
             subject="EUR CDS idx + SN", date="Thu, 19 Nov 2026 10:12:55 +0100",
             msgid="<kh.cds.19112026.1012@kirrinhale.de>", text=text, tag="t06")
    return Layout("kirrin-eur-cds-run", "text", eml, gold)


def _caradoc_hy_run():
    d = "caradocsec"
    rows = [("ZEPHRA", "7 1/4", "7.25", "15-Jan-31", "2031-01-15", 101.5, 102.25, "2x2"),
            ("MORLAND MEDIA", "8.5", "8.5", "01-Jun-29", "2029-06-01", 96.75, 97.5, "1x1"),
            ("QUINTOR CHEM", "6 3/8", "6.375", "15-Sep-32", "2032-09-15", 88.25, 89.25, "3x1")]
    sizes = {"2x2": (2e6, 2e6), "1x1": (1e6, 1e6), "3x1": (3e6, 1e6)}
    shown = ["ZEPHRA      7 1/4  15-Jan-31 |   101.50  -  102.25 |  2x2",
             "MORLAND  MEDIA 8.5 01-Jun-29 | 96.75 -   97.50|1x1",
             "QUINTOR CHEM   6 3/8   15-Sep-32 |  88.25  - 89.25 | 3x1"]
    lines, gold = list(shown), []
    for iss, cpn, cpk, mat, matk, b, a, s in rows:
        gold += quotes(f"{iss} {cpk} {matk}", "hy", d, sizes[s], price=(b, a))
    return "\n".join(lines), gold


def _alcaraz_em_run():
    d = "bancoalcaraz"
    rows = [("COLOM", "7 3/8", "7.375", "09/37", "2037-09", 101.25, 101.75, 7.21, 7.15),
            ("MEX", "6.35", "6.35", "02/09/35", "2035-02-09", 99.1, 99.6, 6.48, 6.41),
            ("PANAMA", "6.7", "6.7", "01/26/36", "2036-01-26", 97.4, 98.0, 7.06, 6.98)]
    lines, gold = [], []
    for iss, cpn, cpk, mat, matk, b, a, yb, ya in rows:
        lines.append(f"{iss:<7} {cpn:<5} {mat:<9} px {b:.2f}/{a:.2f}  yld {yb:.2f}/{ya:.2f}")
        gold += quotes(f"{iss} {cpk} {matk}", "em_sovereign", d, None, price=(b, a),
                       **{"yield": (yb, ya)})
    return "\n".join(lines), gold


def forwarded_two_dealers_attached():
    hy, g1 = _caradoc_hy_run()
    em, g2 = _alcaraz_em_run()
    inner1 = mk(sender="Tobias Reinholt <treinholt@caradocsec.com>", to="desk@hollowayfunds.com",
                subject="Caradoc HY cash run", date="Wed, 18 Nov 2026 07:58:00 -0500",
                msgid="<caradoc.hy.1118@caradocsec.com>",
                text="HY cash, indicative, sizes MM (copied off the screen):\n\n" + hy
                + "\n\nTobias | Caradoc\n", tag="t07a")
    inner2 = mk(sender="Lucia Ferrandiz <lferrandiz@bancoalcaraz.es>", to="desk@hollowayfunds.com",
                subject="LatAm sovs", date="Wed, 18 Nov 2026 13:02:00 +0100",
                msgid="<alcaraz.latam.1118@bancoalcaraz.es>",
                text="Buenos dias, LatAm sovs:\n\n" + em + "\n\nLucia\n", tag="t07b")
    text = ("Nadia, the two runs we discussed for the 11:00 are attached (Caradoc HY, "
            "Alcaraz LatAm). ZEPHRA 31s look rich to me vs the curve.\n\nOwen\n")
    eml = mk(sender="Owen Castellanos <ocastellanos@hollowayfunds.com>",
             to="Nadia Ferreira-Blum <nferreira@hollowayfunds.com>",
             subject="FW: two runs for the 11:00", date="Wed, 18 Nov 2026 09:12:31 -0500",
             msgid="<hf.fw.1118.0912@hollowayfunds.com>", text=text, tag="t07",
             attachments=[Attachment("Caradoc HY cash run.eml", inner1, "message/rfc822", "eml"),
                          Attachment("LatAm sovs.eml", inner2, "message/rfc822", "eml")])
    return Layout("holloway-fw-two-runs-attached", "text", eml, g1 + g2)


def forwarded_two_dealers_inline():
    d1, d2 = "stroudivers", "orielfarrant"
    hy = [("BRASKO ENERGIA", "9", "9", "Mar-30", "2030-03", 94.5, 95.375),
          ("LUMARA HLDGS", "10 1/8", "10.125", "Dec-28", "2028-12", 103.125, 103.75),
          ("TIDEWELL", "7.875", "7.875", "Aug-33", "2033-08", 99, None)]
    gold, l1 = [], []
    for iss, cpn, cpk, mat, matk, b, a in hy:
        al = f"{a:g}" if a else "--"
        l1.append(f"{iss}   {cpn}   {mat}      {b:g}   x   {al}")
        gold += quotes(f"{iss} {cpk} {matk}", "hy", d1, (1e6, 1e6 if a else None), price=(b, a))
    em = [("EGYPT", "8.5", "8.5", "01/31/47", "2047-01-31", isin("XS", "152439822"), 81.625, 82.375,
           10.61, 10.51),
          ("NGERIA", "7 7/8", "7.875", "02/16/32", "2032-02-16", isin("XS", "155706902"), 97.0,
           97.625, 8.55, 8.40),
          ("ANGOL", "8.25", "8.25", "05/09/28", "2028-05-09", None, 98.5, 99.125, 9.33, 8.87)]
    l2 = []
    for iss, cpn, cpk, mat, matk, isn, b, a, yb, ya in em:
        l2.append(f"{iss:<7}{cpn:<6}{mat:<10}{isn or '':<14}{b:>8.3f}{a:>9.3f}{yb:>7.2f}{ya:>7.2f}")
        gold += quotes(isn or f"{iss} {cpk} {matk}", "em_sovereign", d2, None, price=(b, a),
                       **{"yield": (yb, ya)})
    text = (
        "see below, both from this morning. Stroud's Tidewell bid is the only one on the "
        "street.\n\nM.\n\n"
        "---------- Forwarded message ---------\n"
        "From: Keira Blackwood <kblackwood@stroudivers.com>\n"
        "Date: Thu, 19 Nov 2026 at 07:41\nSubject: HY levels\n"
        "To: <mterzi@pinecourtam.com>\n\n"
        "HY - cash px, 1mm each way\n\n" + "\n".join(l1) + "\n\nKB\n\n"
        "---------- Forwarded message ---------\n"
        "From: Anselm Dubois <anselm.dubois@orielfarrant.com>\n"
        "Date: Thu, 19 Nov 2026 at 08:15\nSubject: CEEMEA / Africa sovs\n"
        "To: <mterzi@pinecourtam.com>\n\n"
        "ISSUER CPN   MATURITY  ISIN              BID      ASK    YB     YA\n"
        + "\n".join(l2) + "\n\nAnselm Dubois | Oriel Farrant | +971 4 555 0123\n"
    )
    eml = mk(sender="Mehmet Terzi <mterzi@pinecourtam.com>", to="pm-team@pinecourtam.com",
             subject="Fwd: HY levels / Fwd: CEEMEA sovs", date="Thu, 19 Nov 2026 08:40:19 -0500",
             msgid="<pinecourt.fwd.1119.0840@pinecourtam.com>", text=text, tag="t08")
    return Layout("pinecourt-fwd-two-runs-inline", "text", eml, gold)


def commentary_no_quotes():
    text = (
        "MORNING NOTE - 18 Nov 2026\n\n"
        "Rates: 10y UST closed at 4.12% (-3.5bp), 2s10s steepened to +41bp. Bunds 2.66%.\n"
        "Credit: CDX IG 47 ended 54.5 (-0.75), HY 106.45 (+0.10). IG cash spreads 2bp tighter on\n"
        "the week; primary saw $38.5bn across 27 deals, average concession 3.2bp, 4.1x covered.\n"
        "Loans: LSTA index 96.84 (+0.06); CLO AAA primary at S+128-132.\n"
        "EM: EMBI spread 291bp, Egypt 47s outperformed by 1.5pts after the IMF review.\n\n"
        "Calendar: 08:30 jobless claims (exp. 221k), 10:00 existing home sales 4.05mm.\n\n"
        "This is commentary, not a solicitation. Past levels are not indicative of current "
        "prices.\nSaltmere Strategy | +1 312 555 0100\n"
    )
    eml = mk(sender="Saltmere Strategy <strategy@saltmere.com>", to="clients@saltmere.com",
             subject="Morning note 18-Nov", date="Wed, 18 Nov 2026 06:55:00 -0600",
             msgid="<saltmere.note.20261118@saltmere.com>", text=text, tag="t09")
    return Layout("saltmere-morning-note-noquotes", "text", eml, [])


def trade_confirm_no_quotes():
    text = (
        "TRADE CONFIRMATION - please check and revert within 1 hour\n\n"
        "Trade date:    19-Nov-2026          Settle: 23-Nov-2026 (T+2)\n"
        "You BOUGHT:    5,000,000  WESTRA UTIL 5.1 03/15/32   CUSIP " + cusip("95813RAF") + "\n"
        "Price:         100.625              Accrued: 9,491.67 (67 days)\n"
        "Net amount:    USD 5,040,741.67\n"
        "Counterparty:  Pinecourt Asset Management (LEI 5493004BQ7Z3NWLK8K21)\n"
        "Salesperson:   D. Farrow-Lee         Ticket #: EV-26-1119-00417\n\n"
        "Ellery Vance Securities | Operations | (201) 555-0100\n"
    )
    eml = mk(sender="EV Operations <ops-confirms@elleryvance.com>", to="ops@pinecourtam.com",
             subject="Confirm EV-26-1119-00417 WESTRA 32s", date="Thu, 19 Nov 2026 10:44:03 -0500",
             msgid="<ev.confirm.00417@elleryvance.com>", text=text, tag="t10")
    return Layout("ellery-trade-confirm-noquotes", "text", eml, [])


LAYOUTS = [ig_bid_offer_rows, ig_bid_offer_blocks, ust_agency_32nds, eur_govies_ssa_yields,
           cds_na_run, cds_eur_run, forwarded_two_dealers_attached, forwarded_two_dealers_inline,
           commentary_no_quotes, trade_confirm_no_quotes]
