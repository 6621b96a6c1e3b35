"""Plain-text bodies: terminal runs, security/levels on two lines, axes lists, tabs, no-quote mails."""

from __future__ import annotations

from common import DISCLAIMER, Layout, bkey, cusip, isin, mat, message, q, us_isin

# ---------------------------------------------------------------- 01/02 ig + hy


def t01_corrandale_terminal_run():
    d = "corrandalehythe"
    ig = [  # issuer, cpn text, cpn, mat iso, mat style, isin, spread bid/ask, price bid/ask, size
        ("BRAXTEN", "4.35", 4.35, "2031-03-15", us_isin("10567KAC"), "+86", "+81", "100.62", "100.84", "5x5"),
        ("OLVERA PWR", "5.10", 5.1, "2034-06-01", None, "+118", "+112", "101.05", "101.49", "3x2"),
        ("KESTRAND", "4.90", 4.9, "2029-10-15", us_isin("49231VAF"), "+64", "+60", "101.37", "101.48", "10x5"),
        ("MAREVIEL HLDG", "5.625", 5.625, "2036-01-15", None, "+141", "+135", "99.18", "99.63", "2x2"),
        ("TOLLANDER RR", "3.95", 3.95, "2030-02-01", us_isin("88916LAB"), "+72", "+68", "98.74", "98.88", "5x3"),
    ]
    hy = [  # issuer, cpn, mat, px bid/ask, ytw bid/ask, size
        ("GRAVELIN", "7.25", 7.25, "2031-05-15", "101.25", "101.875", "6.93", "6.79", "2x2"),
        ("PORTHMEAD", "8.50", 8.5, "2030-11-01", "97.50", "98.25", "9.12", "8.91", "1x1"),
        ("SKELDON MEDIA", "6.875", 6.875, "2032-03-01", "92.125", "93.00", "8.48", "8.29", "3x1"),
    ]
    lines = [
        "All - please see our run below. Page 2 of the CH run is on the PM sheet.",
        "",
        "CH USD IG/HY <GO>  24-NOV-26  07:42 NY   BVAL 07:40   PG 1/1",
        "IG vs OTR UST (spread bp)  |  HY cash px / YTW %",
        "",
        " SECURITY                      ISIN          BID/ASK SPRD    BID/ASK PX         BSZxASZ",
        " ----------------------------  ------------  --------------  -----------------  -------",
    ]
    gold = []
    for iss, ct, c, m, isn, sb, sa, pb, pa, sz in ig:
        sec = f"{iss} {ct} {mat(m, 'mmddyy')}"
        lines.append(f" {sec:<29} {isn or '':<13} {sb:>5} / {sa:<5}   {pb:>7} / {pa:<7}   {sz:>7}")
        key = isn or bkey(iss, c, m)
        gold += q(key, "ig", d, size=sz, spread=(sb, sa), price=(pb, pa))
    lines += ["", " HIGH YIELD                               PX BID/ASK        YTW BID/ASK      BSZxASZ",
              " -----------------------                 ----------------  ---------------  -------"]
    for iss, ct, c, m, pb, pa, yb, ya, sz in hy:
        sec = f"{iss} {ct} {mat(m, 'mmddyy')}"
        lines.append(f" {sec:<40} {pb:>7} / {pa:<7}  {yb:>5} / {ya:<5}    {sz:>7}")
        gold += q(bkey(iss, c, m), "hy", d, size=sz, price=(pb, pa), yield_=(yb, ya))
    lines += [
        "",
        "Sizes in MM. Levels indic, refresh on request. Axe: better buyer KESTRAND 29s.",
        "",
        "Nick Lorrimer-Achebe | Credit Trading | Corrandale Hythe LLC",
        "D +1 212 555 0147 | M +1 646 555 0199 | 410 Park Ave, 19th Fl, New York NY 10022",
        "Corrandale Hythe LLC, member FINRA/SIPC. CRD# 281734. Ref CH-IG-2026-1124-01.",
    ]
    eml = message(sender="Nick Lorrimer-Achebe <nlorrimer@corrandalehythe.com>",
                  to="usd-credit@clients.corrandalehythe.com",
                  subject="CH USD IG/HY run 24-Nov", date="Tue, 24 Nov 2026 07:44:12 -0500",
                  msgid="<ch.run.20261124.0744@corrandalehythe.com>", text="\n".join(lines) + "\n")
    return Layout("corrandale-terminal-run", "text", eml, gold)


def t02_pennock_two_line_run():
    d = "pennocksallis"
    rows = [  # grp, issuer, cpn text, cpn, mat iso, style, cusip base, px bid/ask, measure 2 label, b, a, size
        ("ig", "ALDERWICK UTIL", "4 5/8", 4.625, "2033-09-15", "mdy", None, "99.41", "99.72", "T+", "104", "100", "5MM"),
        ("ig", "CRESSLEY BK", "5.20", 5.2, "2030-01-22", "mdy", "22604KAD", "101.88", "102.05", "T+", "79", "75", "3MM"),
        ("ig", "VANTORO", "3.80", 3.8, "2028-04", "monyy", None, "98.95", "99.10", "T+", "58", "52", "10MM"),
        ("ig", "HEXLOW CHEM", "5 3/8", 5.375, "2035-11-01", "mdy", "42811RAA", "100.12", "100.55", "T+", "132", "127", "2MM"),
        ("hy", "BRANTMOOR", "9 1/4", 9.25, "2029-07-15", "mdy", None, "103.50", "104.25", "YTW", "8.12", "7.90", "2MM"),
        ("hy", "FELDGRAVE ENER", "7 7/8", 7.875, "2032-02", "monyy", "31419MAC", "96.75", "97.50", "YTW", "8.51", "8.36", "1MM"),
        ("hy", "ROOKSBY TELECOM", "6.00", 6.0, "2031-06-01", "mdy", None, "88.00", "89.25", "YTW", "8.79", "8.47", "1MM"),
    ]
    lines = ["Morning, PS credit levels for today below (px first, then spread or YTW).", "",
             "PENNOCK SALLIS  |  US CREDIT  |  24 NOV 2026", "=" * 48, ""]
    gold = []
    for grp, iss, ct, c, m, st, cb, pb, pa, lab, b2, a2, sz in rows:
        ident = f"   CUSIP {cusip(cb)}" if cb else ""
        lines.append(f"{iss} {ct} {mat(m, st)}{ident}")
        if lab == "T+":
            lines.append(f"    {pb} - {pa}    T+{b2} / T+{a2}    {sz}")
        else:
            lines.append(f"    {pb} - {pa}    YTW {b2}% / {a2}%    {sz}")
        lines.append("")
        key = cusip(cb) if cb else bkey(iss, c, m)
        meas = {"price": (pb, pa), ("spread" if lab == "T+" else "yield"): (b2, a2)}
        gold += q(key, grp, d, size=sz, **meas)
    lines += [
        "Prices are bid - offer. Sizes per side.",
        "",
        "Sonia Ferreira-Blom",
        "Pennock Sallis Securities | 1 Exchange Plaza 12F | +1 (212) 555-0163",
        "Pennock Sallis Securities LLC, member FINRA/SIPC, 55 Water St, NY 10041.",
        DISCLAIMER,
    ]
    eml = message(sender="Sonia Ferreira-Blom <sferreira@pennocksallis.com>", to="bonds@hallamfunds.example",
                  subject="PS credit levels", date="Tue, 24 Nov 2026 08:02:55 -0500",
                  msgid="<ps-levels-1124@pennocksallis.com>", text="\n".join(lines) + "\n")
    return Layout("pennock-two-line-run", "text", eml, gold)


# ---------------------------------------------------------------- 03/04 em sovereign axes


def t03_wexcombe_looking_to():
    d = "wexcombe"
    gold = []
    ax = [
        ("buy", "COLOM 7 1/2 02/02/34", bkey("COLOM", 7.5, "2034-02-02"), "5mm", "99.60", None),
        ("buy", "PERU 5.375 02/08/35", isin("US", "715638EA1"), "3mm", "96.85", None),
        ("sell", "ROMANI 6 5/8 09/27/29", bkey("ROMANI", 6.625, "2029-09-27"), "2mm", None, "103.40"),
        ("sell", "EGYPT 8.7 03/01/49", bkey("EGYPT", 8.7, "2049-03-01"), "4mm", None, "80.25"),
        ("sell", "UMS 6.35 02/09/35", bkey("UMS", 6.35, "2035-02-09"), "10mm", None, "100.875"),
    ]
    peru_isin = isin("US", "715638EA1")
    body = [
        "Hi team,",
        "",
        "Wexcombe EM sov axes this morning (all USD, indicative):",
        "",
        "- Looking to buy COLOM 7 1/2 02/02/34, 5mm, can pay 99.60",
        f"- Looking to buy PERU 5.375 02/08/35 ({peru_isin}) 3mm at 96.85",
        "- Looking to sell ROMANI 6 5/8 09/27/29: have 2mm, offer 103.40",
        "- Looking to sell EGYPT 8.7 03/01/49, 4mm @ 80.25",
        "- Looking to sell UMS 6.35 02/09/35 10mm at 100.875 (could work smaller)",
        "",
        "Two-ways on the rest of the curve:",
        "  CHILE 4.95 01/05/36   98.10 / 98.55   yld 5.16 / 5.10",
        "  PANAMA 6.4 02/14/35   93.25 / 94.00",
        "",
        "Also interested in Gulf paper 2033-2035 if you have anything to show (up to 15mm).",
        "",
        "Tomasz Olawale-Reid | EM Sovereign Trading | Wexcombe Ardley",
        "+44 20 7946 0381 | 25 Old Broad St, London EC2N 1HQ | Bloomberg: TOLAWALE",
        "Wexcombe Ardley Ltd is authorised and regulated by the FCA (FRN 612204).",
    ]
    for side, _txt, key, sz, b, a in ax:
        if side == "buy":
            gold += q(key, "em_sovereign", d, size=(int(float(sz[:-2]) * 1e6), None), price=(b, None))
        else:
            gold += q(key, "em_sovereign", d, size=(None, int(float(sz[:-2]) * 1e6)), price=(None, a))
    gold += q(bkey("CHILE", 4.95, "2036-01-05"), "em_sovereign", d, price=("98.10", "98.55"), yield_=("5.16", "5.10"))
    gold += q(bkey("PANAMA", 6.4, "2035-02-14"), "em_sovereign", d, price=("93.25", "94.00"))
    eml = message(sender="Tomasz Olawale-Reid <tolawale@wexcombe.co.uk>", to="em-desk@ridgelinecap.example",
                  subject="WA EM sov axes", date="Tue, 24 Nov 2026 12:31:07 +0000",
                  msgid="<wa-em-axes-20261124@wexcombe.co.uk>", text="\n".join(body) + "\n")
    return Layout("wexcombe-looking-to", "text", eml, gold)


def t04_marchbank_buyer_seller():
    d = "marchbank"
    body = [
        "MBO EM SOVS  -  AXES & RUN  (24/11)",
        "",
        "BUYER OF:",
        "  TURKIY 7 5/8 05/15/34 ...... 2mm ...... 101.25 bid",
        "  NGERIA 8.375 03/24/29 ...... 1mm ...... 97 bid",
        "  BRAZIL 6 1/8 03/15/34 ...... 5mm ...... 98.70 bid",
        "",
        "SELLER OF:",
        "  OMAN 6.75 01/17/48 ......... 3mm ...... 104.50 offer",
        "  SOAF 5.875 04/20/32 ........ 2mm ...... 99.875 offer",
        "",
        "TWO WAY (px / yld):",
        "  INDON 4.65 09/20/32    97.55-97.90    5.08-5.02",
        "  PHILIP 5.5 01/17/48    99.00-99.80    5.58-5.51",
        "",
        "Do not hesitate to reach out. Levels as of 13:05 LDN, subj to chg.",
        "",
        "Adaeze Marchbank-Holt",
        "Marchbank Oyelaran Securities | EM Credit",
        "Tel: +44 (0)20 3807 2291 | 3 Copthall Ave, EC2R 7BH",
        "Marchbank Oyelaran Securities Ltd. Reg. No. 11834420. FCA FRN 829913.",
    ]
    em = "em_sovereign"
    gold = []
    gold += q(bkey("TURKIY", 7.625, "2034-05-15"), em, d, size=(2000000, None), price=("101.25", None))
    gold += q(bkey("NGERIA", 8.375, "2029-03-24"), em, d, size=(1000000, None), price=("97", None))
    gold += q(bkey("BRAZIL", 6.125, "2034-03-15"), em, d, size=(5000000, None), price=("98.70", None))
    gold += q(bkey("OMAN", 6.75, "2048-01-17"), em, d, size=(None, 3000000), price=(None, "104.50"))
    gold += q(bkey("SOAF", 5.875, "2032-04-20"), em, d, size=(None, 2000000), price=(None, "99.875"))
    gold += q(bkey("INDON", 4.65, "2032-09-20"), em, d, price=("97.55", "97.90"), yield_=("5.08", "5.02"))
    gold += q(bkey("PHILIP", 5.5, "2048-01-17"), em, d, price=("99.00", "99.80"), yield_=("5.58", "5.51"))
    eml = message(sender="Adaeze Marchbank-Holt <a.marchbank-holt@marchbank.co.uk>", to="emcredit@lowfieldam.example",
                  subject="MBO EM sovs axes + run", date="Tue, 24 Nov 2026 13:06:40 +0000",
                  msgid="<mbo-em-20261124-1306@marchbank.co.uk>", text="\n".join(body) + "\n")
    return Layout("marchbank-buyer-seller", "text", eml, gold)


# ---------------------------------------------------------------- 05/06 government + agency, tabs mixed


def t05_thistlemoor_ust_tabs():
    d = "thistlemoor"
    ust = [("T", "4 1/8", 4.125, "2027-10-31", "99-30+", "99-31"), ("T", "4", 4.0, "2029-10-31", "99-21", "99-21+"),
           ("T", "4 1/4", 4.25, "2031-10-31", "100-03", "100-04"), ("T", "4 3/8", 4.375, "2036-11-15", "99-162", "99-17+"),
           ("T", "4 5/8", 4.625, "2056-11-15", "98-07", "98-09")]
    lines = ["UST / AGY  -  Thistlemoor rates  -  24 Nov 26 08:15 ET", "All sizes 5mm unless noted.", "",
             "Tsy\tcpn\tmty\t\tbid\t  ask"]
    gold = []
    for iss, ct, c, m, b, a in ust:
        lines.append(f"{iss}\t{ct}\t{mat(m, 'mmddyy')}\t{b}\t  {a}")
        gold += q(bkey(iss, c, m), "government", d, size="5mm", price=(b, a))
    lines += ["", "Agencies (sprd vs UST, bp / px)",
              "FHLB  4.125  12/10/29    +14 / +11     100.48 / 100.59",
              "FFCB\t4.30  03/08/31    +19 / +16\t101.02 / 101.15",
              "FNMA  0     10/09/29   (zero)      89.44 / 89.61   10mm",
              "FHLMC 4.75\t 06/15/35  +31 /  +27      101.76 / 102.08"]
    gold += q(bkey("FHLB", 4.125, "2029-12-10"), "agency", d, size="5mm", spread=("+14", "+11"), price=("100.48", "100.59"))
    gold += q(bkey("FFCB", 4.3, "2031-03-08"), "agency", d, size="5mm", spread=("+19", "+16"), price=("101.02", "101.15"))
    gold += q(bkey("FNMA", 0, "2029-10-09"), "agency", d, size="10mm", price=("89.44", "89.61"))
    gold += q(bkey("FHLMC", 4.75, "2035-06-15"), "agency", d, size="5mm", spread=("+31", "+27"), price=("101.76", "102.08"))
    lines += ["", "2s10s +47.5, 5s30s +88; WI 20y 4.712% last.", "",
              "Callum Druitt | Thistlemoor Capital Markets | Govt & Agency Trading",
              "T: 212-555-0118 | F: 212-555-0119 | 600 Lexington Ave 24th Fl",
              "Thistlemoor Capital Markets LLC. Member FINRA, SIPC, NFA ID 0541172."]
    eml = message(sender="Callum Druitt <cdruitt@thistlemoor.com>", to="rates-clients@thistlemoor.com",
                  subject="UST/AGY 24-Nov", date="Tue, 24 Nov 2026 08:16:03 -0500",
                  msgid="<tm.rates.20261124.0816@thistlemoor.com>", text="\n".join(lines) + "\n")
    return Layout("thistlemoor-ust-tabs", "text", eml, gold)


def t06_aldergate_dollar_bloc_tabs():
    d = "aldergate"
    lines = ["Aldergate Fenwick - dollar-bloc govts + kangaroo SSA", "Wed 25 Nov 2026, Sydney close", "",
             "GOVTS\t\tyld bid / yld ask", ]
    gov = [("ACGB", "4.25", 4.25, "2034-04-21", "4.512", "4.497"), ("ACGB", "3.75", 3.75, "2037-04-21", "4.786", "4.771"),
           ("CAN", "3.25", 3.25, "2034-12-01", "3.218", "3.205"), ("NZGB", "4.5", 4.5, "2035-05-15", "4.632", "4.611")]
    gold = []
    for iss, ct, c, m, b, a in gov:
        lines.append(f"{iss} {ct}  {mat(m, 'dmony')}\t{b}% /  {a}%")
        gold += q(bkey(iss, c, m), "government", d, yield_=(b, a))
    lines += ["", "KANGAROOS  (ASW, bp)\tbid\t ask\tAUD size"]
    ssa = [("KFW", "4.4", 4.4, "2031-07-17", "+38", "+34", "20mm"), ("EIB", "4.7", 4.7, "2033-02-24", "+46", "+42", "10mm"),
           ("IBRD", "4.9", 4.9, "2035-08-15", "+55", "+50", "15mm"), ("ASIA DEV BANK", "4.15", 4.15, "2030-03-12", "+29", "+26", "25mm")]
    for iss, ct, c, m, b, a, sz in ssa:
        lines.append(f"{iss} {ct} {mat(m, 'dmony')}   \t{b}\t {a}\t{sz}")
        gold += q(bkey(iss, c, m), "agency", d, size=sz, i_spread=(b, a))
    lines += ["", "Curve: 3s10s AU +61.2 (+1.4); bond futures YM 96.24 / XM 95.48 at close.", "",
              "Rhiannon Okoye-Vance", "Aldergate Fenwick Pty Ltd | ABN 73 604 118 902 | AFSL 471209",
              "Level 29, 1 Bligh St, Sydney NSW 2000 | +61 2 9055 7141"]
    eml = message(sender="Rhiannon Okoye-Vance <rokoye@aldergate.com.au>", to="globalrates@sutterfieldim.example",
                  subject="AF dollar-bloc + kangaroos", date="Wed, 25 Nov 2026 17:20:44 +1100",
                  msgid="<af.bloc.20261125@aldergate.com.au>", text="\n".join(lines) + "\n")
    return Layout("aldergate-dollar-bloc-tabs", "text", eml, gold)


# ---------------------------------------------------------------- 07/08 muni + frn


def t07_ravensholt_muni_frn():
    d = "ravensholt"
    munis = [  # cusip base, desc, cpn, mat, yld b/a, px b/a, size
        ("64966QJK", "NEW YORK CITY GO", "5", "2037-08-01", "3.62", "3.55", "111.84", "112.45", "2mm"),
        ("13063DRM", "CALIFORNIA ST GO", "4", "2041-03-01", "3.98", "3.92", "100.15", "100.63", "1mm"),
        ("59259YBW", "MET TRANSN AUTH NY REV", "5.25", "2048-11-15", "4.46", "4.38", "106.21", "106.95", "500k"),
        ("88213AMN", "TEXAS ST WTR DEV BRD", "5", "2044-10-15", "3.91", "3.86", "108.90", "109.31", "1mm"),
    ]
    lines = ["RV MUNI / FRN levels  11/24", "",
             "MUNIS (yld / px)      CUSIP       cpn    mat", ]
    gold = []
    for cb, desc, c, m, yb, ya, pb, pa, sz in munis:
        cu = cusip(cb)
        lines.append(f"{desc:<26} {cu}  {c:<4}  {mat(m, 'mmddyy')}   {yb}/{ya}   {pb}/{pa}   {sz}")
        gold += q(cu, "muni", d, size=sz, yield_=(yb, ya), price=(pb, pa))
    lines += ["", "FRNs (DM vs SOFR)"]
    h_isin, v_isin = us_isin("43561TAJ"), us_isin("92240WAE")
    lines.append(f"  HOLLIS FIN SOFR+70 03/15/28  {h_isin}   DM 72 / 66    5mm")
    lines.append(f"  VEDMORE BK SOFR+95 09/30/29  {v_isin}   DM 94 / 88    3mm")
    gold += q(h_isin, "frn", d, size="5mm", dm=("72", "66"))
    gold += q(v_isin, "frn", d, size="3mm", dm=("94", "88"))
    lines += ["", "Call with questions. NYC GO 5s of '37 callable 08/01/34 @ 100.", "",
              "Marisol Eberhardt-Quaye | Municipal Trading | Ravensholt & Co.",
              "(312) 555-0172 | 190 S LaSalle St, Ste 2100, Chicago IL 60603",
              "Ravensholt & Co. is a member of FINRA, SIPC and MSRB (reg. no. K0931)."]
    eml = message(sender="Marisol Eberhardt-Quaye <meq@ravensholt.com>", to="muni-accts@ravensholt.com",
                  subject="RV muni/FRN 11/24", date="Tue, 24 Nov 2026 10:11:29 -0600",
                  msgid="<rv-muni-frn-20261124@ravensholt.com>", text="\n".join(lines) + "\n")
    return Layout("ravensholt-muni-frn", "text", eml, gold)


def t08_cawdor_muni_offerings_frn():
    d = "cawdorlisle"
    lines = ["Cawdor Lisle - muni offerings + bank FRN bids", "", "OFFERINGS (size / cusip / yield / price):"]
    munis = [("250", "45129YTR", "ILLINOIS FIN AUTH REV", "5.00% 07/01/2039", "3.88%", "109.622"),
             ("500", "64972GNX", "NYC TRANS FIN AUTH", "4.00% 05/01/2045", "4.11%", "98.541"),
             ("1,000", "79765RCF", "SAN FRANCISCO CA PUC WTR", "5.25% 11/01/2050", "4.19%", "108.304")]
    gold = []
    for sz, cb, desc, cm, y, p in munis:
        cu = cusip(cb)
        lines.append(f"  {sz:>5}M  {cu}  {desc}  {cm}  @ {y} / {p}")
        face = int(sz.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(None, face), yield_=(None, y), price=(None, p))
    lines += ["  (M = $000s)", "", "BIDS (floaters, DM):",
              f"  ORMSTEAD BANCORP FRN 06/2029 (SOFR+105) {cusip('68719KAB')} ... DM 112 bid for 2mm",
              f"  KELLAWAY BK FRN 02/2028 (SOFR+80) {cusip('48756PAF')} ....... DM 84 bid for 5mm"]
    gold += q(cusip("68719KAB"), "frn", d, size=(2000000, None), dm=("112", None))
    gold += q(cusip("48756PAF"), "frn", d, size=(5000000, None), dm=("84", None))
    lines += ["", "Settle T+1 (11/25). Min 25M.", "",
              "Jonah Asante-Whitlow", "Cawdor Lisle Capital | 1 Post Office Sq | Boston MA 02109 | 617.555.0126",
              "MSRB reg. K1772. This is not an official statement."]
    eml = message(sender="Jonah Asante-Whitlow <jasante@cawdorlisle.com>", to="tax-exempt@cawdorlisle.com",
                  subject="CL offerings + FRN bids", date="Tue, 24 Nov 2026 11:48:02 -0500",
                  msgid="<cl-muni-20261124-1148@cawdorlisle.com>", text="\n".join(lines) + "\n")
    return Layout("cawdor-muni-offerings-frn", "text", eml, gold)


# ---------------------------------------------------------------- 09/10 no quotes


def t09_quennell_supply_calendar():
    lines = [
        "Quennell Stroud - USD IG supply calendar, week of 30-Nov", "",
        "Expected volume: $22-28bn (vs $31.4bn last week; 5y avg for the week $24.7bn).", "",
        "Mon 30-Nov   MARLOW FOODS 3y/10y (A3/A-), IPTs T+95a / T+135a area, books close 11:00",
        "Tue 01-Dec   KF SOVEREIGN 5y benchmark, MS+34 area guidance, $3bn no-grow",
        "Wed 02-Dec   OUSEBURN ENERGY 30y, IPT T+165a, use of proceeds: refinance 4.25% 2027s",
        "Thu 03-Dec   Holiday-shortened session in Tokyo; ISM 48.6 exp; claims 221k exp.",
        "", "Secondary: IG index +52.4 (-0.6), HY 318 (+4); 10y UST 4.386%.", "",
        "Eamon Quennell | Syndicate Desk | Quennell Stroud & Partners",
        "+1 212 555 0134 | 75 Rockefeller Plaza 11F | NY 10019",
        "This is a marketing communication. Not research. Ref QS-SYN-2026-48.",
    ]
    eml = message(sender="Eamon Quennell <equennell@quennellstroud.com>", to="syndicate-list@quennellstroud.com",
                  subject="IG supply calendar wk of 30-Nov", date="Fri, 27 Nov 2026 16:40:00 -0500",
                  msgid="<qs-supply-20261127@quennellstroud.com>", text="\n".join(lines) + "\n")
    return Layout("quennell-supply-calendar", "text", eml, [])


def t10_dunmere_allocation_confirm():
    lines = [
        "Allocation / trade confirmation", "",
        "Trade date: 24-Nov-2026     Settle: 26-Nov-2026 (T+2)",
        f"You BOUGHT 3,000,000 BRAXTEN 4.35 03/15/31 ({us_isin('10567KAC')})... see below",
        "  Price: 100.84   Accrued: 8,700.00 (72 days)   Principal: 3,025,200.00",
        "  Net amount: USD 3,033,900.00   Yield: 4.151%   Spread: +81 vs T 4 1/4 10/31/31",
        "", "Our ref: DUN-CF-118204-A  |  Your ref: HALLAM-7731", "",
        "Please confirm by reply. Settlement instructions on file (DTC 0917).", "",
        "Operations | Dunmere Securities | +1 203 555 0187 | 2 Stamford Plaza, Stamford CT 06901",
        "Dunmere Securities LLC, member FINRA/SIPC.",
    ]
    eml = message(sender="Dunmere Ops <confirms@dunmere.com>", to="ops@hallamfunds.example",
                  subject="CONF: BRAXTEN 4.35 03/15/31 - BOUGHT 3MM", date="Tue, 24 Nov 2026 15:05:19 -0500",
                  msgid="<dun-conf-118204@dunmere.com>", text="\n".join(lines) + "\n")
    return Layout("dunmere-allocation-confirm", "text", eml, [])


LAYOUTS = [t01_corrandale_terminal_run, t02_pennock_two_line_run, t03_wexcombe_looking_to,
           t04_marchbank_buyer_seller, t05_thistlemoor_ust_tabs, t06_aldergate_dollar_bloc_tabs,
           t07_ravensholt_muni_frn, t08_cawdor_muni_offerings_frn, t09_quennell_supply_calendar,
           t10_dunmere_allocation_confirm]
