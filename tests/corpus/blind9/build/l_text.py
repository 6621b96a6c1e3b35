"""Plain-text bodies: desk runs typed or pasted into the mail, a forward chain, a recap, colour."""

from __future__ import annotations

from common import DISCLAIMER, bkey, cusip, dealer_of, fw, isin, mk, q, sig, szp

DATE = "Tue, 15 Dec 2026 {t} {z}"


# ---------------------------------------------------------------- 01 / 02: IG + HY


def l01():
    snd = "Colm Rafferty <crafferty@ashgrovekinnell.com>"
    d = dealer_of(snd)
    ig = [  # issuer, cpn as written, cpn, mat as written, mat iso, rtg, bmk, sprd b, a, chg, px b, a, size
        ("CORVANE INDUSTRIES", "4 7/8", 4.875, "08/30", "2030-08", "A3/A-", "5yr", "+78", "+74", "-2", "102.14", "102.33", "5x5"),
        ("HALBERD FOODS", "5.25", 5.25, "03/15/34", "2034-03-15", "Baa1/BBB+", "10yr", "+112", "+107", "+1", "101.05", "101.42", ""),
        ("NORTHWICK UTILITIES", "3 3/8", 3.375, "11/01/31", "2031-11-01", "A2/A", "5yr", "+69", "+65", "0", "95.61", "95.79", "10x5"),
        ("TESSARINE HEALTH", "5.7", 5.7, "01/15/55", "2055-01-15", "Baa2/BBB", "30yr", "+138", "+132", "-3", "98.20", "99.05", "3x3"),
        ("KELDAR SYSTEMS", "4.6", 4.6, "06/28", "2028-06", "Baa3/BBB-", "3yr", "+96", "+92", "+4", "100.82", "100.93", ""),
    ]
    hy = [  # issuer, cpn, cpn, mat, iso, call, prev, px b, a, ytw b, a, size
        ("BRANDMOOR ENERGY", "7 3/4", 7.75, "02/15/31", "2031-02-15", "02/15/28 @103.875", "99.50", "100.25", "100.75", "7.64", "7.49", "2x2"),
        ("QUILLFORD MEDIA", "9 1/8", 9.125, "10/01/29", "2029-10-01", "10/01/27 @104.563", "93.00", "92.50", "93.50", "12.06", "11.63", "1x3"),
        ("SALTMARSH CHEMICALS", "6.5", 6.5, "05/01/32", "2032-05-01", "05/01/28 @103.25", "97.875", "97 7/8", "98 3/8", "6.99", "6.89", "2x2"),
        ("GRAYLING AUTO PARTS", "8", 8.0, "07/33", "2033-07", "07/15/28 @104", "89.125", "88.75", "89.75", "10.15", "9.95", "1x1"),
    ]
    gold = []
    rows = [("IG", "Rtg (M/S)", "Bmk", "Sprd B/O", "Chg", "Px B/O", "Sz")]
    for r in ig:
        rows.append((f"{r[0]}  {r[1]}  {r[3]}", r[5], r[6], f"{r[7]} / {r[8]}", r[9], f"{r[10]} / {r[11]}", r[12]))
        gold += q(bkey(r[0], r[2], r[4]), "ig", d, size=r[12] or "5x5", spread=(r[7], r[8]), price=(r[10], r[11]))
    t_ig = fw(rows, right_from=3)
    rows = [("HY", "Call", "Prev", "Px B/O", "YTW B/O", "Sz")]
    for r in hy:
        rows.append((f"{r[0]}  {r[1]}  {r[3]}", r[5], r[6], f"{r[7]} / {r[8]}", f"{r[9]} / {r[10]}", r[11]))
        gold += q(bkey(r[0], r[2], r[4]), "hy", d, size=r[11], price=(r[7], r[8]), yield_=(r[9], r[10]))
    t_hy = fw(rows, right_from=2)
    text = f"""Good morning - run below. Quiet open, IG screens 1-2 tighter on the back of yesterday's supply.

ASHGROVE KINNELL - US CREDIT RUN                               15-Dec-2026  07:31 ET
IG: G-spread vs OTR bmk / cash px.   HY: cash px / YTW.   All sizes 5x5 (MM) unless shown.

{t_ig}

{t_hy}

Prev = last night's close mid. HY calls shown as first call date @ price.
OTR: 2y 3.58  5y 3.71  10y 4.02  30y 4.55.  New issue concession running ~4bp.

{sig("Colm Rafferty", "IG/HY Credit Trading", "Ashgrove Kinnell Securities LLC", "Desk +1 646 555 0147 | Cell +1 917 555 0162")}

{DISCLAIMER}
"""
    return mk("ashgrove-ig-hy-run", "text", gold, sender=snd, subject="AK IG/HY run 12/15",
              date=DATE.format(t="07:31:12", z="-0500"), text=text)


def l02():
    fwd = "Ines Vollrath <ines.vollrath@clients.example-am.com>"
    m_snd = "Rupert Ellacott <rupert.ellacott@marrable.co.uk>"
    k_snd = "Dana Whitlow <dwhitlow@quenby.com>"
    dm, dk = dealer_of(m_snd), dealer_of(k_snd)
    eur = [  # isin body, issuer, cpn, mat, asw b, a, z b, a, px b, a, size
        ("XS", "283114507", "AUBRECHT AUTOMOBIL", "3.625", "14/03/2031", "+96", "+91", "+101", "+96", "100.42", "100.64", "2x2"),
        ("XS", "290257418", "LEVENTIS TELECOM", "4.25", "02/10/2033", "+134", "+128", "+140", "+133", "101.10", "101.46", "1x1"),
        ("DE", "000A3LQ81", "HEIMERLING CHEMIE", "3.0", "20/05/2029", "+58", "+54", "+61", "+57", "99.87", "99.99", "3x3"),
        ("FR", "001400TZ5", "CORDIER ENERGIES", "3.875", "09/01/2036", "+121", "+115", "+127", "+121", "98.35", "98.80", "1x2"),
    ]
    gold = []
    rows = [("ISIN", "Issuer", "Cpn", "Mat", "ASW b/o", "Z b/o", "Px b/o", "Sz (mn)")]
    for r in eur:
        i = isin(r[0], r[1])
        rows.append((i, r[2], r[3], r[4], f"{r[5]}/{r[6]}", f"{r[7]}/{r[8]}", f"{r[9]}/{r[10]}", r[11]))
        gold += q(i, "ig", dm, size=r[11] + "mm", i_spread=(r[5], r[6]), z_spread=(r[7], r[8]), price=(r[9], r[10]))
    t_eur = fw(rows, right_from=4)
    hy = [  # text line, key, px b, a, ytw b, a, size
        ("MARSHGATE GAMING 8.5s '30", bkey("MARSHGATE GAMING", 8.5, "2030"), "96", "97", "9.53", "9.24", "2mm"),
        ("PEREGRINE FREIGHT 6 1/4 9/15/31", bkey("PEREGRINE FREIGHT", 6.25, "2031-09-15"), "99 1/4", "99 3/4", "6.43", "6.31", "3mm"),
        ("ALDERSHOT PACKAGING 10s '29", bkey("ALDERSHOT PACKAGING", 10, "2029"), "101 1/2", "102 1/2", "9.41", "9.05", "1mm"),
    ]
    lines_hy = []
    for r in hy:
        lines_hy.append(f"{r[0]:<34} {r[2]} / {r[3]}   ytw {r[4]}/{r[5]}   {r[6]}")
        gold += q(r[1], "hy", dk, size=r[6], price=(r[2], r[3]), yield_=(r[4], r[5]))
    t_hy = "\n".join(lines_hy)
    text = f"""Team - two runs that came in overnight for the EUR / US crossover book, FYI. Nothing
done yet; I'd look at Cordier 36s vs our 2035s (we hold 4.2mm).

Ines

________________________________
From: Rupert Ellacott <rupert.ellacott@marrable.co.uk>
Sent: 15 December 2026 07:02
To: Vollrath, Ines <ines.vollrath@clients.example-am.com>
Subject: Marrable EUR IG - morning levels

Ines, morning. EUR IG axes and two-ways, ASW / Z in bp, cash px. Sizes EUR mn.

{t_eur}

Bund 10y 2.64, Schatz 2.02. Heimerling 29s the 3.0% coupon, 'A-' stable.

Rupert Ellacott
Marrable & Co. LLP | EUR Credit Sales | +44 20 7946 0718
Marrable & Co. LLP is authorised and regulated by the Financial Conduct Authority (FRN 481226).

________________________________
From: Dana Whitlow <dwhitlow@quenby.com>
Sent: 14 December 2026 16:48
To: Vollrath, Ines <ines.vollrath@clients.example-am.com>
Subject: Quenby HY closing axes

closing HY, px / ytw:

{t_hy}

DW
Quenby Partners | High Yield | 212-555-0193
"""
    return mk("marrable-quenby-fw", "text", gold, sender=fwd, subject="FW: Marrable EUR IG / Quenby HY",
              date=DATE.format(t="07:40:55", z="+0000"), text=text)


# ---------------------------------------------------------------- 03 / 04: governments + agencies


def l03():
    snd = "Marcus Tolle <mtolle@tollingtoncap.com>"
    d = dealer_of(snd)
    ust = [  # label, key, bid, ask, chg, yld b, yld a, size
        ("T 3 7/8 11/30/28", bkey("T", 3.875, "2028-11-30"), "100-02 3/4", "100-03 1/4", "+1", "3.815", "3.811", "50x50"),
        ("T 4 12/15/31", bkey("T", 4, "2031-12-15"), "100-13+", "100-14", "+2+", "3.902", "3.899", "50x50"),
        ("T 4 1/8 11/15/33", bkey("T", 4.125, "2033-11-15"), "99-161", "99-166", "+4", "4.209", "4.205", "25x25"),
        ("T 4 3/8 11/15/36", bkey("T", 4.375, "2036-11-15"), "99-04", "99-05+", "+6", "4.483", "4.478", "25x25"),
        ("T 4 5/8 11/15/56", bkey("T", 4.625, "2056-11-15"), "98-20", "98-23", "+11", "4.712", "4.707", "10x10"),
    ]
    gold = []
    lines_ust = []
    for r in ust:
        lines_ust.append(f"{r[0]:<20}{r[2]:>11} - {r[3]:<10} ({r[4]})   {r[5]} / {r[6]}   {r[7]}")
        gold += q(r[1], "government", d, size=r[7], price=(r[2], r[3]), yield_=(r[5], r[6]))
    bills = [("912797", "QK4", "3M", "03/18/27", "3.620", "3.605"), ("912797", "RF4", "6M", "06/17/27", "3.555", "3.540")]
    lines_b = []
    for r in bills:
        c = cusip(r[0] + r[1][:2])
        lines_b.append(f"{r[2]} bill {r[3]}  {c}   {r[4]} / {r[5]} disc")
        gold += q(c, "government", d, size="100mm", yield_=(r[4], r[5]))
    tips = [("TII 1 7/8 07/15/35", bkey("TII", 1.875, "2035-07-15"), "99-14", "99-17", "1.936", "1.925", "10x10")]
    for r in tips:
        gold += q(r[1], "government", d, size=r[6], price=(r[2], r[3]), yield_=(r[4], r[5]))
    ag = [  # label, key, sprd b, a, px b, a
        ("FHLB 4 1/8 03/10/29", bkey("FHLB", 4.125, "2029-03-10"), "+11", "+8", "100.412", "100.478"),
        ("FFCB 4.05 09/22/31", bkey("FFCB", 4.05, "2031-09-22"), "+17", "+13", "99.853", "100.021"),
        ("TVA 4 7/8 01/15/48", bkey("TVA", 4.875, "2048-01-15"), "+41", "+35", "100.960", "101.770"),
    ]
    lines_ag = []
    for r in ag:
        lines_ag.append(f"{r[0]:<22}T{r[2]}/T{r[3]}    {r[4]} / {r[5]}")
        gold += q(r[1], "agency", d, size="10mm", spread=(r[2], r[3]), price=(r[4], r[5]))
    nl = "\n"
    text = f"""UST / agencies  - 15 Dec   (chg vs NY close in 32nds)

OTR CURVE            px b - o              yld b / o        size
{nl.join(lines_ust)}

BILLS (discount yld)
{nl.join(lines_b)}

TIPS
TII 1 7/8 07/15/35   99-14 / 99-17   real yld 1.936/1.925   10x10

AGENCIES  (sprd vs OTR / px)   10mm clips unless noted
{nl.join(lines_ag)}

Bills 100mm per side. 2s10s +60.8, 5s30s +100.1; auction 20y tomorrow 1pm, WI 4.655.

Marcus
--
Marcus Tolle | Govt & Agency Trading | Tollington Capital Markets
T +1 312 555 0174   M +1 773 555 0129
Tollington Capital Markets LLC, member FINRA/SIPC. Indicative levels only.
"""
    return mk("tollington-ust-bills-tips", "text", gold, sender=snd, subject="UST/AGY 15-Dec",
              date=DATE.format(t="08:12:40", z="-0600"), text=text)


def l04():
    snd = "Katrin Ebeling <k.ebeling@haldenfurt.de>"
    d = dealer_of(snd)
    bund = [  # name, cpn str, cpn, mat (dd.mm.yyyy), iso, geld, brief, rend g, rend b
        ("DBR", "2,5", 2.5, "15.02.2035", "2035-02-15", "98,42", "98,47", "2,684", "2,678"),
        ("DBR", "2,6", 2.6, "15.08.2034", "2034-08-15", "99,31", "99,36", "2,698", "2,691"),
        ("OBL", "2,1", 2.1, "10.10.2031", "2031-10-10", "99,58", "99,61", "2,191", "2,184"),
        ("BKO", "1,9", 1.9, "10.09.2028", "2028-09-10", "99,77", "99,79", "2,031", "2,020"),
    ]
    gold = []
    rows = [("Anleihe", "Kupon", "Fälligkeit", "Geld", "Brief", "Rendite G / B")]
    for r in bund:
        rows.append((r[0], r[1], r[3], r[5], r[6], f"{r[7]} / {r[8]}"))
        gold += q(bkey(r[0], r[2], r[4]), "government", d, size="25mm", comma=True, price=(r[5], r[6]), yield_=(r[7], r[8]))
    t_b = fw(rows, right_from=3)
    gilts = [("UKT 4 1/4 07-Jun-2032", bkey("UKT", 4.25, "2032-06-07"), "99.46", "99.51", "4.352", "4.341"),
             ("UKT 4 5/8 31-Jan-2034", bkey("UKT", 4.625, "2034-01-31"), "101.18", "101.24", "4.428", "4.418"),
             ("UKT 1 1/2 22-Jul-2047", bkey("UKT", 1.5, "2047-07-22"), "56.83", "56.95", "5.108", "5.098")]
    lines_g = []
    for r in gilts:
        lines_g.append(f"{r[0]:<24}{r[2]} / {r[3]}    {r[4]}% / {r[5]}%")
        gold += q(r[1], "government", d, size="25mm", price=(r[2], r[3]), yield_=(r[4], r[5]))
    ssa = [("KFW 2 3/4 15/01/2031", bkey("KFW", 2.75, "2031-01-15"), "+14", "+11"),
           ("EIB 2 7/8 12/10/2033", bkey("EIB", 2.875, "2033-10-12"), "+22", "+18"),
           ("RENTEN 2 1/2 06/03/2030", bkey("RENTEN", 2.5, "2030-03-06"), "+9", "+6")]
    lines_s = []
    for r in ssa:
        lines_s.append(f"{r[0]:<26}MS {r[2]} / {r[3]}")
        gold += q(r[1], "agency", d, size="10mm", i_spread=(r[2], r[3]))
    nl = "\n"
    text = f"""Guten Morgen,

anbei unsere Indikationen Staatsanleihen / SSA, Stand 08:05 MEZ.

BUNDESANLEIHEN (Kurs, Rendite in %)  -  Volumen: Govies 25 Mio je Seite, SSA 10 Mio je Seite
{t_b}

GILTS (clean px / yld)
{nl.join(lines_g)}

SSA EUR vs Mid-Swaps (bp)
{nl.join(lines_s)}

Bund-Future Mar27 128,14 (+0,22); 10J Swap 2,71 %; Spread BTP/Bund 98 bp.

Mit freundlichen Grüßen / kind regards
Katrin Ebeling
Haldenfurt Bank AG | Rates Sales | Tel. +49 69 2475 3318 | Mobil +49 171 558 2093
Haldenfurt Bank AG, Sitz Frankfurt am Main, Amtsgericht Frankfurt HRB 40417. Vorstand: E. Brandl,
T. Oster. Alle Kurse sind freibleibend und unverbindlich / all levels indicative.
"""
    return mk("haldenfurt-bund-gilt-ssa", "text", gold, sender=snd, subject="Indikationen Govies / SSA 15.12.",
              date=DATE.format(t="08:06:02", z="+0100"), text=text, enc="qp")


# ---------------------------------------------------------------- 05 / 06: CDS


def l05():
    snd = "Theo Markham <tmarkham@orrisdale.com>"
    d = dealer_of(snd)
    gold = []
    idx = [("CDX IG 47 5Y", "52.25", "52.75", "spread", "100x100"), ("CDX IG 47 10Y", "88.5", "89.5", "spread", None),
           ("CDX HY 47 5Y", "106.40", "106.55", "price", "25x25"), ("CDX EM 46 5Y", "97.85", "98.10", "price", None)]
    for k, b, a, m, s in idx:
        gold += q(k, "cds", d, size=s or (100_000_000, 100_000_000), **{m: (b, a)})
    sn = [("CORVANE INDS", "5Y", "48", "53", None, None), ("HALBERD FOODS", "5Y", "97", "104", "5x5", None),
          ("NORTHWICK UTILS", "5Y", "41", "45", None, None), ("KELDAR SYS", "5Y", "121", "129", None, "*"),
          ("TESSARINE HLTH", "3Y", "62", "69", None, None)]
    lines_sn = []
    for nm, t, b, a, s, star in sn:
        lines_sn.append(f"{nm:<18}{t:<5}{b:>4}/{a}{star or '':<2}  {s or ''}".rstrip())
        gold += q(f"{nm} {t}", "cds", d, size=s or (10_000_000, 10_000_000), spread=(b, a))
    up = [("BRANDMOOR ENERGY", "5Y", "-1.75", "-1.25", "2x2"), ("QUILLFORD MEDIA", "5Y", "18.50", "19.50", "2x2"),
          ("GRAYLING AUTO", "5Y", "9.25", "10.00", None)]
    lines_up = []
    for nm, t, b, a, s in up:
        lines_up.append(f"{nm:<18}{t:<5}{b:>6} / {a:<6} pts   {s or ''}".rstrip())
        gold += q(f"{nm} {t}", "cds", d, size=s or (10_000_000, 10_000_000), upfront=(b, a))
    nl = "\n"
    text = f"""CDS - Orrisdale Markets - 15Dec26 NY open

Sizes: USD 10mm single names, 100mm indices (unless shown)

INDICES
CDX IG 47 5Y        52.25 / 52.75 bp      100x100
CDX IG 47 10Y       88.5 / 89.5 bp
CDX HY 47 5Y        106.40 / 106.55 px    25x25
CDX EM 46 5Y        97.85 / 98.10 px

IG SINGLE NAMES (running, bp)
{nl.join(lines_sn)}

HY SINGLE NAMES (pts upfront vs 500 running)
{nl.join(lines_up)}

* Keldar: axed to buy protection, will work 125 on 10mm.
d/d: CDX IG -0.75, HY +0.18px. Roll day 20-Mar-27.

--
Theo Markham | Credit Derivatives | Orrisdale Markets LLC | +1 203 555 0186
{DISCLAIMER}
"""
    return mk("orrisdale-cds-run", "text", gold, sender=snd, subject="CDS run 15Dec",
              date=DATE.format(t="09:35:21", z="-0500"), text=text)


def l06():
    snd = "Amelie Fournel <amelie.fournel@vermandois.fr>"
    d = dealer_of(snd)
    gold = []
    idx = [("ITRAXX MAIN S46 5Y", "55,25", "55,75", "spread"), ("ITRAXX XOVER S46 5Y", "272,0", "274,0", "spread"),
           ("ITRAXX SNRFIN S46 5Y", "60,5", "61,5", "spread"), ("ITRAXX SUBFIN S46 5Y", "108,0", "110,0", "spread")]
    lines_i = []
    for k, b, a, m in idx:
        lines_i.append(f"{k:<24}{b:>7} / {a}")
        gold += q(k, "cds", d, size="50mm", comma=True, **{m: (b, a)})
    curves = [("LUMERAC SA", [("3Y", "41", "45"), ("5Y", "63", "67"), ("7Y", "85", "90")]),
              ("VAUDRAN TELECOM", [("5Y", "118", "126"), ("10Y", "171", "181")]),
              ("BRESSOLLE AUTO", [("5Y", "204", "214")])]
    lines_c = []
    for nm, ts in curves:
        lines_c.append(f"{nm:<18}" + "   ".join(f"{t} {b}/{a}" for t, b, a in ts))
        for t, b, a in ts:
            gold += q(f"{nm} {t}", "cds", d, size="10mm", spread=(b, a))
    up = [("MIRANCE FINANCE SNR 5Y", "-1,35", "-1,15"), ("ESCOFFIER RETAIL SNR 5Y", "6,40", "6,90")]
    lines_u = []
    for k, b, a in up:
        lines_u.append(f"{k:<26}{b} / {a} pts upfront")
        gold += q(k, "cds", d, size="10mm", comma=True, upfront=(b, a))
    nl = "\n"
    text = f"""Bonjour,

Ci-dessous nos prix CDS (achat / vente protection). Indices et signatures en pb, sauf mention "upfront".
Tailles : EUR 10mm single names, 50mm indices.

INDICES
{nl.join(lines_i)}

SIGNATURES (courbes)
{nl.join(lines_c)}

UPFRONT (coupon 100 / 500)
{nl.join(lines_u)}

Variation veille : Main -0,5 / Xover -3. Bressolle : résultats T3 le 28/01.

Cordialement,
Amélie Fournel
Banque Vermandois - Dérivés de crédit | +33 1 70 36 42 18 | +33 6 71 84 29 05
Banque Vermandois SA au capital de 412 500 000 EUR - RCS Paris B 552 108 734. Prix indicatifs,
susceptibles de modification sans préavis.
"""
    return mk("vermandois-itraxx-curves", "text", gold, sender=snd, subject="CDS EUR - prix du 15/12",
              date=DATE.format(t="09:02:47", z="+0100"), text=text, enc="qp")


# ---------------------------------------------------------------- 07 / 08: EM


def l07():
    snd = "Lucia Ferreyra <lferreyra@miravalle.com>"
    d = dealer_of(snd)
    gold = []
    rows_in = [  # isin (prefix, body) or None, label, key (if no isin), px b, a, yld b, a, z b, a, close
        (("US", "19512KAQ"), "COLOM 7 1/2 02/02/34", None, "101.20", "101.70", "7.30", "7.22", "335", "325", "101.05"),
        (None, "MEX 6 3/8 04/28/35", bkey("MEX", 6.375, "2035-04-28"), "98.15", "98.55", "6.65", "6.59", "268", "262", "98.00"),
        (("US", "71568QBD"), "PERU 5 7/8 08/08/33", None, "102.40", "102.85", "5.45", "5.38", "168", "161", "102.30"),
        (None, "CHILE 4.95 01/05/36", bkey("CHILE", 4.95, "2036-01-05"), "97.60", "98.05", "5.27", "5.21", "121", "115", "97.55"),
        (("US", "29875LAK"), "PETROANDINA 8 1/4 06/30", None, "94.75", "95.50", "9.83", "9.60", "571", "548", "95.00"),
        (None, "CAMINOSUR ENERGIA 6 3/4 11/15/31", bkey("CAMINOSUR ENERGIA", 6.75, "2031-11-15"), "99.10", "99.60", "6.97", "6.85", "301", "289", "99.25"),
    ]
    lines = []
    for iid, label, key, pb, pa, yb, ya, zb, za, cl in rows_in:
        i = isin(*iid) if iid else None
        lines.append(f"{(i or ''):<13} {label:<33} px {pb}-{pa}   yld {yb}/{ya}   Z {zb}/{za}   (cl {cl})")
        grp_cls = "corporate" if "PETRO" in label or "CAMINO" in label else None
        gold += q(i or key, "em_sovereign", d, size="2mm", asset_class=grp_cls, price=(pb, pa), yield_=(yb, ya), z_spread=(zb, za))
    nl = "\n"
    text = f"""Buenos dias - LatAm sovs + quasis, px / yld / Z (bp), 2mm per side. cl = yesterday's close.

{nl.join(lines)}

Colombia: MinHacienda financing plan 2027 out at 10am NY, COP 4,120.50. Mexico 10y Mbono 9.12%.
Petroandina B1/BB, Caminosur Ba2/BB+. Settlement T+1.

Lucia Ferreyra
EM Sovereign & Corporate Trading | Miravalle Securities Inc. | +1 305 555 0138 | +52 55 5081 4471
Indicative levels, subject to change.
"""
    return mk("miravalle-latam-em", "text", gold, sender=snd, subject="LatAm EM levels 15/12/2026",
              date=DATE.format(t="08:48:10", z="-0500"), text=text)


def l08():
    snd = "Wei Ling Tan <weiling.tan@straitsmeridian.com.sg>"
    d = dealer_of(snd)
    gold = []
    two = [  # cusip/isin, name, key, bid px, ask px, bid T+, ask T+, size
        (isin("US", "45581EBH"), "INDON 5.15 9/10/36", "101.05", "101.45", "T+112", "T+107", "3mm"),
        (isin("US", "71847QAW"), "PHILIP 4 5/8 7/17/34", "99.30", "99.70", "T+73", "T+68", "3mm"),
        (isin("XS", "278836152"), "KAYANG POWER 5 3/4 03/31 REGS", "100.85", "101.35", "T+176", "T+168", "2mm"),
        (isin("XS", "281407263"), "SERAYU PETRO 6 1/8 05/33 REGS", "98.85*", "99.45", "T+221", "T+212", "2mm"),
    ]
    lines = []
    for i, nm, pb, pa, sb, sa, s in two:
        lines.append(f"{nm:<32}{i}   {pb} / {pa}   {sb} / {sa}   {s}")
        gold += q(i, "em_sovereign", d, size=s, asset_class=None if nm[:5] in ("INDON", "PHILI") else "corporate",
                  review=("price",) if pb.endswith("*") else (), price=(pb.rstrip("*"), pa), spread=(sb.replace("T", ""), sa.replace("T", "")))
    axes = [("offer", isin("XS", "284411906"), "MERLION PORTS 4.9 01/2032", "100.20", "5mm"),
            ("bid", isin("XS", "279926531"), "ANGKASA TELCO 5 3/8 10/2030", "99.05", "2mm")]
    lines_a = []
    for side, i, nm, lvl, s in axes:
        lines_a.append(f"{'SELLER' if side == 'offer' else 'BUYER'}  {nm} ({i}) @ {lvl} for {s}")
        b, a = (None, lvl) if side == "offer" else (lvl, None)
        v = szp(s)[0]
        sz = (None, v) if side == "offer" else (v, None)
        gold += q(i, "em_sovereign", d, size=sz, asset_class="corporate", price=(b, a))
    nl = "\n"
    text = f"""Hi all, Asia EM from SG, px + sprd vs UST.

{nl.join(lines)}
* Serayu bid is a reference level only, no firm bid until after the 11am SGT call.

AXES
{nl.join(lines_a)}

UST 10y 4.02, INDON 5y CDS mid 80 for ref. Ratings: Kayang Baa3, Serayu Ba1, Merlion A3.

Regards
Tan Wei Ling | Asia Credit Sales | Straits Meridian Securities Pte. Ltd.
DID +65 6718 3304 | HP +65 9127 4482
Straits Meridian Securities Pte. Ltd. (Co. Reg. No. 199804417K). This material is for accredited and
institutional investors only. Prices are indicative and may change without notice.
"""
    return mk("straitsmeridian-asia-em", "text", gold, sender=snd, subject="Asia EM IG/HY - SG close",
              date=DATE.format(t="17:42:05", z="+0800"), text=text)


# ---------------------------------------------------------------- 09 / 10: converts, preferreds, FRNs


def l09():
    snd = "Nadia Okafor <nokafor@bramwellostby.com>"
    d = dealer_of(snd)
    gold = []
    cv = [  # name key, label, px b, a, prem, delta, parity, stock
        (bkey("LUXORA THERAPEUTICS", 1.5, "2029-06-15", "CV"), "LUXORA THERAPEUTICS 1.5 06/15/29 CV", "104.25", "105.25", "22.4%", "58", "85.60", "$41.18"),
        (bkey("ZENTRIQ SOFTWARE", 0, "2030-03-01", "CV"), "ZENTRIQ SOFTWARE 0 03/01/30 CV", "91.50", "92.50", "48.1%", "31", "62.10", "$118.40"),
        (bkey("ARGENTA MINING", 3.25, "2031-12-01", "CV"), "ARGENTA MINING 3 1/4 12/01/31 CV", "118 1/2", "119 1/2", "9.8%", "79", "108.20", "$27.05"),
    ]
    lines = []
    for k, lbl, b, a, pr, de, pa, st in cv:
        lines.append(f"{lbl:<38}{b:>8} - {a:<8} prem {pr:<6} delta {de:<3} parity {pa}  stk {st}")
        gold += q(k, "convert", d, size="1mm", price=(b, a))
    pf = [  # cusip base, label, key, px b, a, ytc b, a
        ("56190R40", "MERIDIAN TRUST 6.375% SER C PFD", "25.18", "25.32", "6.21", "6.09"),
        ("07274N50", "BALMORAL FINL 5.95% SER B PFD", "23.94", "24.10", "6.32", "6.26"),
    ]
    lines_p = []
    for base, lbl, b, a, yb, ya in pf:
        c = cusip(base)
        lines_p.append(f"{lbl:<34}{c}   ${b} / ${a}   ytc {yb} / {ya}")
        gold += q(c, "preferred", d, size=None, price=(b, a), yield_=(yb, ya))
    frn = [  # isin, label, dm b, a, px b, a
        (isin("US", "12669FAD"), "CORVANE INDS FRN 03/28 (S+68)", "71", "66", "99.92", "100.04"),
        (isin("US", "40511VAG"), "HALBERD FOODS FRN 09/29 (S+95)", "99", "93", "99.88", "100.10"),
    ]
    lines_f = []
    for i, lbl, db, da, pb, pa in frn:
        lines_f.append(f"{lbl:<32}{i}   DM {db}/{da}   px {pb}/{pa}")
        gold += q(i, "frn", d, size="3mm", dm=(db, da), price=(pb, pa))
    nl = "\n"
    text = f"""Converts / prefs / floaters - 15-Dec

CONVERTS (px b - o, 1mm)
{nl.join(lines)}

$25 PREFERREDS (dollar px, ytc %; 5,000 shs unless noted)
{nl.join(lines_p)}

FRNs (DM over SOFR / px)  3mm per side
{nl.join(lines_f)}

Luxora conv ratio 25.3164, Zentriq put 03/01/28 @100, Argenta soft call 130% trigger.
Meridian Trust C first call 01/15/28 @25.00.

Nadia Okafor | Convertibles & Hybrids
Bramwell Ostby & Co | +1 415 555 0112 | nokafor@bramwellostby.com
"""
    return mk("bramwell-cv-pfd-frn", "text", gold, sender=snd, subject="CV / PFD / FRN 15-Dec",
              date=DATE.format(t="10:05:33", z="-0800"), text=text)


def l10():
    snd = "Florian Amsler <florian.amsler@ostranderfrey.ch>"
    d = dealer_of(snd)
    cv = [  # isin, label, bid, ask, parity, prem
        (isin("CH", "131845207"), "SCHILTHORN PHARMA 0.5% 2030 CV", "101.40", "102.10", "78.9", "28.5%"),
        (isin("XS", "285561842"), "VERDEMONT ENERGIE 2.25% 2031 CV", "96.80", "97.60", "64.2", "51.0%"),
        (isin("DE", "000A4DKQ2"), "KALTENECK AG 1.75% 2029 CV", "108.35", "109.05", "101.7", "6.9%"),
    ]
    gold_cv = []
    lines = []
    for i, lbl, b, a, par, pr in cv:
        lines.append(f"{i}  {lbl:<34} {b} / {a}    Parität {par}  Prämie {pr}")
        gold_cv += q(i, "convert", d, size="1mm", price=(b, a))
    perp = [(isin("US", "02076P30"), "ALPENRIDGE CAPITAL 5.25% NON-CUM PFD SER A (USD 25)", "24.60", "24.85", "5.34", "5.28")]
    lines_p = []
    for i, lbl, b, a, yb, ya in perp:
        lines_p.append(f"{i}  {lbl}   {b} / {a}   lfd. Rendite {yb}% / {ya}%")
        gold_cv += q(i, "preferred", d, size="1mm", price=(b, a), yield_=(yb, ya))
    frn = [(isin("XS", "287102449"), "EIB FRN 01/2030 SOFR+28", "26", "23", "100.08", "100.12", "agency"),
           (isin("XS", "286013587"), "IBRD FRN 06/2031 SOFR+31", "30", "27", "100.04", "100.09", "agency"),
           (isin("XS", "288457160"), "ZURLINDEN KANTONALBK FRN 11/2029 SARON+40", "42", "37", "99.93", "100.01", "corporate")]
    lines_f = []
    gold_f = []
    for i, lbl, db, da, pb, pa, cls in frn:
        lines_f.append(f"{i}  {lbl:<42} {db}/{da} DM   {pb}/{pa} px")
        gold_f += q(i, "frn", d, size="5mm", asset_class=cls, dm=(db, da), price=(pb, pa))
    nl = "\n"
    text = f"""Grüezi zusammen

Kurze Liste Wandelanleihen / Hybride / Floater, Kurse Geld / Brief.

Wandelanleihen (Kurs in %, 1 Mio je Seite)
{nl.join(lines)}

Vorzugsaktien (USD-Kurs je Aktie, 1 Mio je Seite)
{nl.join(lines_p)}

Floater (DM in bp / Kurs)  -  5 Mio je Seite
{nl.join(lines_f)}

SMI 12'418 (+0,4%), EUR/CHF 0.9412. Referenzkurs Schilthorn CHF 84.20.

Freundliche Grüsse
Florian Amsler
Ostrander Frey & Cie AG | Convertible & Credit Sales | +41 44 512 83 07
Ostrander Frey & Cie AG, Bahnhofstrasse 88, 8001 Zürich. Alle Angaben ohne Gewähr; indikative Kurse.
"""
    return mk("ostranderfrey-cv-hybrid-frn", "text", gold_cv + gold_f, sender=snd,
              subject="Wandler / Hybride / Floater - 15.12.2026", date=DATE.format(t="09:18:44", z="+0100"),
              text=text, enc="qp")


# ---------------------------------------------------------------- 11 / 12: nothing to quote


def l11():
    snd = "Gareth Lyle <glyle@brackleydunn.com>"
    text = """Hi Sam,

Recap of today's fills for your books - all confirmed on TRACE / MarketAxess, settle T+1 (16-Dec-26).

 #   Side   Security                           Face (MM)   Price       Yield    Spread   Time (ET)
 1   BUY    CORVANE INDUSTRIES 4 7/8 08/30          5.000   102.260     4.242    +76      09:14:02
 2   SELL   HALBERD FOODS 5.25 03/15/34             3.000   101.150     5.061    +110     10:41:55
 3   BUY    T 4 3/8 11/15/36                       20.000   99-04+      4.481    -        11:02:17
 4   SELL   BRANDMOOR ENERGY 7 3/4 02/15/31         2.000   100.500     7.571    -        13:27:40

Net cash: -5,118,420.55 USD. Commission nil (principal). Allocation per the 08:55 instructions
(ACCT 40117-A 60%, ACCT 40117-B 40%).

Let me know if anything does not tie out.

Gareth
--
Gareth Lyle | Middle Office / Client Services | Brackley Dunn Securities
+1 212 555 0151 | Fax +1 212 555 0152
This is a trade recap for information; your confirmations govern. Not an offer or a solicitation.
"""
    return mk("brackley-trade-recap", "text", [], sender=snd, subject="Fills recap 15-Dec-2026",
              date=DATE.format(t="16:44:19", z="-0500"), text=text)


def l12():
    snd = "Priya Raman <praman@sorrentohill.com>"
    text = """Afternoon colour from the desk (no axes today, just flows):

- IG cash: +0.5 on the day, index CDX IG 52.5 (-0.75). Financials led, 5y banks 2-3 tighter after the
  stress-test headlines. $18.4bn printed across 11 deals; book cover 3.6x, NIC ~3bp.
- HY: CDX HY 106.45 (+0.18), cash quietly firmer, CCCs lag. Outflows $412mm for the week (Lipper).
- Rates: 10y 4.02% (-3.1bp), 2s10s +60.8; 20y reopening tomorrow, WI 4.655%.
- EM: EMBI spread 288 (-4); Colombia plan out, 2027 external issuance USD 4.5bn, market took it well.
- Supply calendar next week: 3 deals in IG, 2 in HY, about $9bn. 2027 forecast $1.55tn.

Quick reference: UST 5y 3.71, Bund 10y 2.64, Gilt 10y 4.41, iTraxx Main 55.5, Xover 273.

Call me on 020 7946 0284 if you want the detail.

Priya Raman | Credit Strategy & Sales | Sorrento Hill Partners LLP | Mobile +44 7700 900 417
Sorrento Hill Partners LLP is authorised and regulated by the FCA (FRN 700315). This is market colour,
not research and not an offer to deal at any level.
"""
    return mk("sorrento-market-colour", "text", [], sender=snd,
              subject="PM colour 15/12", date=DATE.format(t="16:10:00", z="+0000"), text=text)


LAYOUTS = [l01, l02, l03, l04, l05, l06, l07, l08, l09, l10, l11, l12]
