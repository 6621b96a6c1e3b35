"""Plain-text bodies: runs written the way sales traders type them."""

from __future__ import annotations

from common import bkey, cusip, isin, mk, q, quotes, szp

TO = "fi-desk@larchfield-am.com"


def _t(slug, gold, sender, subject, date, text, enc="7bit"):
    return mk(slug, "text", gold, sender=sender, subject=subject, date=date, to=TO, text=text, enc=enc)


# ------------------------------------------------------------------ 17/18 ig + hy


def t01_at_size_run():
    """Levels written 'level @ size / level @ size', sector headings, HY in px with 'ytw' after."""
    d = "greystokeweir"
    ig = [("BRANTWOOD BK", 5.2, "2031-07-15", "7/15/31", "+92", "5mm", "+87", "3mm"),
          ("CHALFORD INS", 4.75, "2033-02-01", "2/1/33", "+118", "2mm", "+112", "2mm"),
          ("ELMSWELL PWR", 5.45, "2035-09-15", "9/15/35", "+134", "5mm", "+129", "5mm"),
          ("FORDHAM RAIL", 4.1, "2029-03-01", "3/1/29", "+66", "10mm", "+62", "5mm")]
    hy = [("GOSFORTH CAS", 7.875, "2030-12-01", "12/1/30", "98.50", "99.25", "8.24", "8.04", "2mm"),
          ("HARTLAND TOWERS", 6.625, "2032-05-15", "5/15/32", "100.75", "101.50", "6.47", "6.33", "1mm")]
    lines = ["Morning. Axes and runs below, all indicative.", "", "FINANCIALS / UTES / TRANSPORT   (T-spread)"]
    for iss, _c, _m, mw, b, bs, a, as_ in ig:
        lines.append(f"  {iss} {_c:g} {mw:<9} {b} @ {bs}  /  {a} @ {as_}")
    lines += ["", "HY  (cash px, ytw in brackets)"]
    for iss, _c, _m, mw, b, a, by, ay, sz in hy:
        lines.append(f"  {iss} {_c:g} {mw:<9} {b} @ {sz} / {a} @ {sz}   ({by} / {ay})")
    lines += ["", "Better buyer CHALFORD 33s if you have them. Street is +120 area.", "",
              "Alastair Greystoke | IG & HY Sales", "Greystoke Weir Securities | +1 203 555 0121"]
    gold = []
    for iss, c, m, _mw, b, bs, a, as_ in ig:
        gold += q(bkey(iss, c, m), "ig", d, size=(szp(bs)[0], szp(as_)[0]), spread=(b, a))
    for iss, c, m, _mw, b, a, by, ay, sz in hy:
        gold += q(bkey(iss, c, m), "hy", d, size=sz, price=(b, a), yield_=(by, ay))
    return _t("greystoke-at-size", gold, "Alastair Greystoke <agreystoke@greystokeweir.com>",
              "GW IG/HY axes", "Wed, 25 Nov 2026 07:21:00 -0500", "\n".join(lines) + "\n")


def t02_paren_sizes_runs():
    """'+86 (5) / +81 (3)' with a note that bracketed sizes are MM; HY '98.5 - 99.25 (2x1)';
    a crossed HY line."""
    d = "oakhanger"
    ig = [("MERIDEN WTR", "4.6", "2034", "34s", "+97", "5", "+92", "3"),
          ("NETHERBY BK", "5.15", "2030", "30s", "+74", "10", "+70", "10"),
          ("OLDCASTLE MTRS", "5.8", "2036", "36s", "+152", "2", "+146", "2")]
    hy = [("PADSTOW GAMING", "8.25", "2031", "31s", "94.50", "95.375", "2x1"),
          ("QUARNDON CHEM", "7.125", "2029", "29s", "101.25", "100.875", "1x1")]
    lines = ["Hi team,", "", "IG (sprd vs UST, sizes in brackets are MM):"]
    for iss, c, _y, yw, b, bs, a, as_ in ig:
        lines.append(f"{iss} {c} {yw}   {b} ({bs}) / {a} ({as_})")
    lines += ["", "HY (px):"]
    for iss, c, _y, yw, b, a, sz in hy:
        lines.append(f"{iss} {c} {yw}   {b} - {a} ({sz})")
    lines += ["", "thx", "Ruth Okonjo", "Oakhanger Partners - Credit Sales - 020 7946 0877"]
    gold = []
    for iss, c, y, _yw, b, bs, a, as_ in ig:
        gold += q(bkey(iss, float(c), y), "ig", d, size=(float(bs) * 1e6, float(as_) * 1e6), spread=(b, a))
    for iss, c, y, _yw, b, a, sz in hy:
        gold += q(bkey(iss, float(c), y), "hy", d, size=sz, price=(b, a), review=("price",) if iss.startswith("QUARN") else ())
    return _t("oakhanger-paren-sizes", gold, "Ruth Okonjo <rokonjo@oakhanger.co.uk>",
              "IG / HY levels", "Wed, 25 Nov 2026 08:05:00 +0000", "\n".join(lines) + "\n")


# ------------------------------------------------------------------ 19/20 government + agency


def t03_ust_changes_in_32nds():
    """UST in 32nds with the day's change in 32nds in brackets after each level pair, agencies
    vs SOFR swaps written 'SOFR+'."""
    d = "whinfell"
    ust = [("2s", "T 3 7/8 10/31/28", 3.875, "2028-10-31", "99-25+", "99-25+", "99-26", "(+1)"),
           ("5s", "T 4 10/31/30", 4.0, "2030-10-31", "99-22", "99-22", "99-22+", "(+2+)"),
           ("10s", "T 4 1/4 11/15/35", 4.25, "2035-11-15", "99-06", "99-06", "99-07", "(+5)"),
           ("30s", "T 4 5/8 11/15/55", 4.625, "2055-11-15", "99-04+", "99-04+", "99-06", "(+9)")]
    agy = [("FHLB 4 1/8 12/10/29", "FHLB", 4.125, "2029-12-10", "SOFR+9", "SOFR+6"),
           ("FFCB 4.3 01/25/32", "FFCB", 4.3, "2032-01-25", "SOFR+17", "SOFR+13"),
           ("FHLMC 4.45 03/15/34", "FHLMC", 4.45, "2034-03-15", "SOFR+28", "SOFR+24")]
    lines = ["UST OTR (px, chg in 32nds vs last night)", ""]
    for tenor, name, _c, _m, b, _b2, a, ch in ust:
        lines.append(f"{tenor:<4} {name:<18} {b} / {a}  {ch}")
    lines += ["", "AGENCY BULLETS vs SOFR swaps, 25mm", ""]
    for name, *_x, b, a in agy:
        lines.append(f"{name:<22} {b} / {a}")
    lines += ["", "UST: 50mm per side. Curve 2s10s +46.3, steepener bid into month end.", "",
              "Mike Tenbury", "Whinfell Securities - Govt/Agency trading - 212 555 0139"]
    gold = []
    for _t2, _n, c, m, b, _b2, a, _ch in ust:
        gold += q(bkey("T", c, m), "government", d, size="50mm", price=(b, a))
    for _n, iss, c, m, b, a in agy:
        gold += q(bkey(iss, c, m), "agency", d, size="25mm", i_spread=(b.replace("SOFR", ""), a.replace("SOFR", "")))
    return _t("whinfell-ust-chg32", gold, "Mike Tenbury <mtenbury@whinfell.com>",
              "UST/Agy levels", "Wed, 25 Nov 2026 08:31:00 -0500", "\n".join(lines) + "\n")


def t04_gilts_yield_with_px():
    """Gilts 'UKT 4 1/8 22/07/29: 3.842 / 3.835 (px 100.93 / 100.96)' and GBP SSA vs gilts."""
    d = "penrithcole"
    gilts = [("UKT 4 1/8 22/07/29", 4.125, "2029-07-22", "3.842", "3.835", "100.93", "100.96"),
             ("UKT 4 1/2 07/03/35", 4.5, "2035-03-07", "4.418", "4.412", "100.61", "100.66"),
             ("UKT 1 1/4 31/07/51", 1.25, "2051-07-31", "5.071", "5.063", "44.82", "44.93")]
    ssa = [("EIB 4 1/4 07/12/2030", "EIB", 4.25, "2030-12-07", "G+38", "G+34"),
           ("IBRD 4 7/8 15/01/2032", "IBRD", 4.875, "2032-01-15", "G+46", "G+42")]
    lines = ["Gilts (yld bid / offer, clean px in brackets) - GBP 25mm", ""]
    for n, *_x, by, ay, bp, ap in gilts:
        lines.append(f"{n}:  {by} / {ay}   (px {bp} / {ap})")
    lines += ["", "GBP SSA vs gilts, 10mm", ""]
    for n, *_x, b, a in ssa:
        lines.append(f"{n}   {b} / {a}")
    lines += ["", "-- ", "Hannah Cole | Penrith Cole & Co | Sterling Rates | +44 20 7946 0650"]
    gold = []
    for _n, c, m, by, ay, bp, ap in gilts:
        gold += q(bkey("UKT", c, m), "government", d, size="25mm", yield_=(by, ay), price=(bp, ap))
    for _n, iss, c, m, b, a in ssa:
        gold += q(bkey(iss, c, m), "agency", d, size="10mm", spread=(b[1:], a[1:]))
    return _t("penrithcole-gilts-yld-px", gold, "Hannah Cole <hannah.cole@penrithcole.co.uk>",
              "Gilts / GBP SSA", "Wed, 25 Nov 2026 08:12:00 +0000", "\n".join(lines) + "\n")


# ------------------------------------------------------------------ 21/22 em sovereign + frn


def t05_em_bullets_years():
    """Bullet list, maturities as '34s', px and yld both as ranges with '-', FRNs by ISIN in DM."""
    d = "quarrybank"
    em = [("COLOM", 7.5, "2034", "34s", "98.10", "98.60", "7.79", "7.71"),
          ("PANAMA", 6.875, "2036", "36s", "95.40", "96.05", "7.52", "7.43"),
          ("SOAF", 5.875, "2032", "32s", "97.75", "98.30", "6.33", "6.22"),
          ("OMAN", 6.25, "2031", "31s", "103.05", "103.55", "5.56", "5.45")]
    frn = [("XS3016622041", "SOFR", "+95", "+88"), ("XS3016622389", "SOFR", "+112", "+104")]
    frn = [(isin("XS", i[2:11]), *r) for i, *r in frn]
    lines = ["EM sovs this am (px | yld), 2mm each way:", ""]
    for iss, c, _y, yw, bp, ap, by, ay in em:
        lines.append(f"* {iss} {c:g} {yw}  {bp} - {ap}  |  {by}% - {ay}%")
    lines += ["", "EM corp FRNs, DM over 3m SOFR:", ""]
    for i, _ix, b, a in frn:
        lines.append(f"* {i}  DM {b} / {a}  (3mm)")
    lines += ["", "Cheers", "Tomas Lindgren", "Quarrybank Capital | EM | +44 20 3998 4410"]
    gold = []
    for iss, c, y, _yw, bp, ap, by, ay in em:
        gold += q(bkey(iss, c, y), "em_sovereign", d, size="2mm", price=(bp, ap), yield_=(by, ay))
    for i, _ix, b, a in frn:
        gold += q(i, "frn", d, size="3mm", dm=(b, a))
    return _t("quarrybank-em-bullets", gold, "Tomas Lindgren <tlindgren@quarrybank.com>",
              "EM sovs + FRNs", "Wed, 25 Nov 2026 07:40:00 +0000", "\n".join(lines) + "\n")


def t06_em_levels_first():
    """Levels first, then the bond ('98.10/98.60  COLOM 7.5% 02/2034'), FRNs 'dm 95/88' after
    the ISIN, change column at the end."""
    d = "ruskinvale"
    em = [("BRAZIL", 6.0, "2033-10", "10/2033", "99.35", "99.80", "+0.15"),
          ("UMS", 6.35, "2035-02", "02/2035", "97.20", "97.70", "-0.05"),
          ("DOMREP", 6.6, "2036-06", "06/2036", "98.45", "99.10", "+0.20"),
          ("KSA", 5.0, "2034-01", "01/2034", "99.05", "99.45", "0.00")]
    frn = [("XS3027731452", "+86", "+80"), ("XS3027731536", "+131", "+124")]
    frn = [(isin("XS", i[2:11]), b, a) for i, b, a in frn]
    lines = ["px bid/offer   bond                     chg", ""]
    for iss, c, _m, mw, b, a, ch in em:
        lines.append(f"{b}/{a}   {iss} {c:g}% {mw:<10}   {ch}")
    lines += ["", "FRNs (dm, 2mm):"]
    for i, b, a in frn:
        lines.append(f"{i}   dm {b}/{a}")
    lines += ["", "Ana Ferreira | Ruskin Vale Securities | EM flow"]
    gold = []
    for iss, c, m, _mw, b, a, _ch in em:
        gold += q(bkey(iss, c, m), "em_sovereign", d, price=(b, a))
    for i, b, a in frn:
        gold += q(i, "frn", d, size="2mm", dm=(b, a))
    return _t("ruskinvale-levels-first", gold, "Ana Ferreira <aferreira@ruskinvale.com>",
              "em px", "Wed, 25 Nov 2026 09:02:00 -0500", "\n".join(lines) + "\n")


# ------------------------------------------------------------------ 23/24 muni + loan


def t07_muni_loan_shorthand():
    """Munis 'NYC GO 5s of 2040 @ 3.41/3.35'; loans in handle shorthand '98 1/4 - 3/4'."""
    d = "tregarth"
    mun = [("NYC GO", 5, "2040", "3.41", "3.35", "1mm"), ("LA DWP REV", 5, "2045", "3.92", "3.86", "500k"),
           ("PHILADELPHIA SCH DIST", 4, "2038", "3.68", "3.60", "250k")]
    loans = [("BELSTONE MEDIA TLB S+375", "98 1/4", "3/4", 98.25, 98.75),
             ("CROYDE AVIATION TLB S+300", "100", "1/4", 100.0, 100.25),
             ("DITTISHAM FOODS TL S+450", "94 1/2", "95 1/4", 94.5, 95.25)]
    lines = ["Munis (yld):"]
    for iss, c, y, b, a, sz in mun:
        lines.append(f"  {iss} {c}s of {y} @ {b}/{a}  {sz}")
    lines += ["", "Loans (px):"]
    for k, b, a, _bv, _av in loans:
        lines.append(f"  {k}   {b} - {a}")
    lines += ["", "Jess Penhale", "Tregarth & Partners | Munis & Loans | 415-555-0192"]
    gold = []
    for iss, c, y, b, a, sz in mun:
        gold += q(bkey(iss, c, y), "muni", d, size=sz, yield_=(b, a))
    for k, _b, _a, bv, av in loans:
        gold += quotes(k, "loan", d, price=(bv, av))
    return _t("tregarth-muni-loan-shorthand", gold, "Jess Penhale <jpenhale@tregarth.com>",
              "munis + loans", "Wed, 25 Nov 2026 10:41:00 -0800", "\n".join(lines) + "\n")


def t08_muni_loan_table_text():
    """A text table with '|' separators: munis with CUSIPs (yld / px), loans with LIN ids and
    a 'Last' column."""
    d = "ulverscroft"
    mun = [("83712DKM", "SOUTH CAROLINA PUB SVC 5% 12/1/2043", "4.05", "3.98", "107.20", "107.75"),
           ("59259YFP", "MET TRANS AUTH NY 4% 11/15/2045", "4.21", "4.14", "97.66", "98.55")]
    loans = [("EXFORD MARINE TLB S+350 04/31", "LN2291344", "97.625", "98.125", "97.75"),
             ("FROGHALL TELECOM TLB S+425 11/30", "LN2287712", "92.00", "93.00", "92.50"),
             ("GWEEK INDUSTRIES TL S+300 07/32", "LN2302960", "100.00", "100.375", "100.125")]
    lines = ["CUSIP     | Muni                                   | Bid Yld | Ofr Yld | Bid Px | Ofr Px",
             "----------+----------------------------------------+---------+---------+--------+-------"]
    for b, n, by, ay, bp, ap in mun:
        lines.append(f"{cusip(b)} | {n:<38} | {by:>7} | {ay:>7} | {bp:>6} | {ap:>6}")
    lines += ["", "Facility                          | LIN       | Bid     | Offer   | Last",
              "----------------------------------+-----------+---------+---------+--------"]
    for k, ln, b, a, last in loans:
        lines.append(f"{k:<33} | {ln} | {b:>7} | {a:>7} | {last:>6}")
    lines += ["", "Last = last trade print. Muni sizes 1mm, loans 2mm.", "", "Conor Whitby | Ulverscroft Securities"]
    gold = []
    for b, _n, by, ay, bp, ap in mun:
        gold += q(cusip(b), "muni", d, size="1mm", yield_=(by, ay), price=(bp, ap))
    for k, _ln, b, a, _l in loans:
        gold += q(k, "loan", d, size="2mm", price=(b, a))
    return _t("ulverscroft-pipe-table", gold, "Conor Whitby <cwhitby@ulverscroft.com>",
              "Muni + loan levels", "Wed, 25 Nov 2026 11:15:00 -0500", "\n".join(lines) + "\n")


# ------------------------------------------------------------------ 25/26 cds + structured


def t09_cds_clo_run():
    """CDS run with the reference obligation in brackets and 'mid' after the market; CLO lines
    'DM 145/135 | px 100.10/100.30'."""
    d = "whitstable"
    cds = [("BEAULIEU AIRLINES SNR 5Y", "188", "196", "192"),
           ("CRANMORE STEEL SUB 5Y", "131", "138", "134.5"),
           ("CDX IG 45 5Y", "52.25", "52.50", "52.375")]
    clo = [("HELFORD CLO 2022-1A B", "44302KAG", "175", "165", "100.10", "100.30"),
           ("IDLEBROOK CLO 2019-2A C", "45112PAE", "235", "220", "99.40", "99.85")]
    lines = ["CDS (bp, 10x10):"]
    for n, b, a, m in cds:
        lines.append(f"{n:<26}{b}/{a}   mid {m}")
    lines += ["", "CLO, 3mm:"]
    for n, b, db, da, pb, pa in clo:
        lines.append(f"{n} {cusip(b)}  DM {db}/{da} | px {pb}/{pa}")
    lines += ["", "Rory Baines | Whitstable Securities | Credit | +44 20 7946 0998"]
    gold = []
    for n, b, a, _m in cds:
        gold += q(n, "cds", d, size="10x10", spread=(b, a))
    for _n, b, db, da, pb, pa in clo:
        gold += q(cusip(b), "structured", d, size="3mm", dm=(db, da), price=(pb, pa))
    return _t("whitstable-cds-clo", gold, "Rory Baines <rbaines@whitstable.co.uk>",
              "CDS / CLO", "Wed, 25 Nov 2026 09:10:00 +0000", "\n".join(lines) + "\n")


def t10_itraxx_abs_run():
    """iTraxx indices and single names 'ITRX XOVER 44 5Y 284.5-286.5', a name in upfront, ABS
    'I+ 62/57 (px 99-28/99-30)'."""
    d = "yarrowby"
    cds = [("ITRX MAIN 44 5Y", "55.5", "56", "spread"), ("ITRX XOVER 44 5Y", "284.5", "286.5", "spread"),
           ("KELSALL AUTO SNR 5Y", "102", "108", "spread"), ("LAMORNA RETAIL SNR 5Y", "-2.75", "-2.25", "upfront")]
    abs_ = [("MULLION AUTO 2025-3 A3", "62524MAC", "62", "57", "99-28", "99-30"),
            ("NEWLYN CARD 2024-1 A", "65105TAA", "48", "44", "100-04", "100-06")]
    lines = ["iTraxx / SN (bp unless upfront), EUR 10mm:"]
    for n, b, a, kind in cds:
        lines.append(f"{n} {b} / {a}  upfront" if kind == "upfront" else f"{n} {b}-{a}")
    lines += ["", "ABS (I-spread, px in 32nds), 5mm:"]
    for n, b, ib, ia, pb, pa in abs_:
        lines.append(f"{n} {cusip(b)} I+ {ib}/{ia} (px {pb}/{pa})")
    lines += ["", "Lena Marsh", "Yarrowby Securities Europe"]
    gold = []
    for n, b, a, kind in cds:
        gold += q(n, "cds", d, size="10mm", **{kind: (b, a)})
    for _n, b, ib, ia, pb, pa in abs_:
        gold += q(cusip(b), "structured", d, size="5mm", i_spread=(ib, ia), price=(pb, pa))
    return _t("yarrowby-itraxx-abs", gold, "Lena Marsh <lena.marsh@yarrowby.eu>",
              "iTraxx / ABS", "Wed, 25 Nov 2026 08:48:00 +0100", "\n".join(lines) + "\n")


# ------------------------------------------------------------------ 27/28 no quotes


def t11_bwic_request_no_levels():
    """A client's BWIC list: bonds and faces, no levels: nothing is quoted."""
    text = """Team,

Client BWIC, bids due 2pm ET today (11/25). Please send levels directly to me.

CUSIP       Bond                          Orig Face     Cur Face
{c1}   AVONDALE CLO 2021-2A C        5,000,000     5,000,000
{c2}   BRIMHAM AUTO 2023-1 B         3,500,000     2,187,400
{c3}   COVEHITHE CMBS 2018-C4 AS     4,000,000     3,912,655

Settle T+2 (11/27). AON, no partials.

Thanks,
Ines Baptiste
Zennor Asset Management | Trading | +1 617 555 0104
""".format(c1=cusip("05378PAE"), c2=cusip("10946WAC"), c3=cusip("22309LAG"))
    return _t("zennor-bwic-request", [], "Ines Baptiste <ibaptiste@zennoram.com>",
              "BWIC - bids due 2pm", "Wed, 25 Nov 2026 10:02:00 -0500", text)


def t12_early_close_notice():
    """Holiday and early-close notice full of numbers and times: no quotes."""
    text = """Clients,

Reminder of the US holiday schedule for this week:

  Thu 26 Nov 2026  Thanksgiving - SIFMA recommends a full close of US bond markets.
  Fri 27 Nov 2026  SIFMA recommended early close at 2:00 pm ET (cash UST, agencies, munis).
                   Our credit desk will quote until 1:00 pm ET; CDS until 12:30 pm ET.

Trades executed Wed 25 Nov settle Mon 30 Nov (T+2) or Fri 27 Nov (T+1) as agreed.
Month-end index extension estimates: Agg +0.08y, IG +0.06y, HY +0.05y.

Desk lines: 212 555 0150 (credit), 212 555 0151 (rates).

Regards,
Operations | Aldwinckle Securities LLC
"""
    return _t("aldwinckle-holiday-notice", [], "Aldwinckle Operations <ops@aldwinckle.com>",
              "US holiday schedule / early close", "Wed, 25 Nov 2026 06:30:00 -0500", text)


LAYOUTS = [t01_at_size_run, t02_paren_sizes_runs, t03_ust_changes_in_32nds, t04_gilts_yield_with_px,
           t05_em_bullets_years, t06_em_levels_first, t07_muni_loan_shorthand, t08_muni_loan_table_text,
           t09_cds_clo_run, t10_itraxx_abs_run, t11_bwic_request_no_levels, t12_early_close_notice]
