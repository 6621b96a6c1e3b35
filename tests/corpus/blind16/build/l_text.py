"""Plain-text bodies: rates runs (UST, EGB, gilts, SSA, EM, IG vs UST, sovereign CDS) and mails quoting nothing."""

from __future__ import annotations

from common import bkey, date, mk, n32, pad, pxf, q, q32, r32, uc, ui, ylds

# ---------------------------------------------------------------- 01 / 02: US Treasuries


def _ust(c, mat, y, step=256, tick=1 / 64):
    """Bid / ask prices near a yield and their yields (3 decimals)."""
    b = r32(pxf(c, y, mat), step)
    a = b + tick
    return b, a, ylds(c, b, mat), ylds(c, a, mat)


def _d3(x):
    """32nds with a third digit in eighths, but a whole 32nd as '99-30' and a half as '99-30+'."""
    return n32(x, digits3=True) if (x * 256) % 8 else n32(x)


def ashdown_ust_run():
    d = "ashdownmeyers"
    # tenor, coupon as written, coupon, maturity (written, iso), yield, form, tick, chg, dv01, carry/roll
    otr = [
        ("2Y", "4 1/8", 4.125, "05/31/29", "2029-05-31", 4.17, "d3", 1 / 128, "-0+", "187", "+1.2 / +3.4"),
        ("3Y", "4", 4.0, "05/15/30", "2030-05-15", 4.13, "d3", 1 / 128, "-1", "276", "+0.9 / +2.8"),
        ("5Y", "4 1/4", 4.25, "05/31/32", "2032-05-31", 4.21, "plus", 1 / 64, "-1+", "447", "+0.4 / +2.1"),
        ("7Y", "4 3/8", 4.375, "05/31/34", "2034-05-31", 4.44, "plus", 1 / 64, "-2", "604", "+0.2 / +1.6"),
        ("10Y", "4 1/2", 4.5, "05/15/37", "2037-05-15", 4.55, "plus", 1 / 64, "-2+", "801", "-0.1 / +1.1"),
        ("20Y", "4 7/8", 4.875, "05/15/47", "2047-05-15", 4.86, "q", 1 / 32, "-3", "1,281", "-0.4 / +0.3"),
        ("30Y", "4 3/4", 4.75, "05/15/57", "2057-05-15", 4.93, "hdl", 1 / 32, "-3+", "1,598", "-0.5 / +0.2"),
    ]
    rows = ["TNR | SECURITY | BID | OFFER | BID YLD | OFR YLD | CHG(32) | DV01 | CARRY/ROLL 3M (bp)"]
    gold = []
    corr = None
    for tn, cw, c, mw, mi, y, form, tick, chg, dv, cr in otr:
        step = {"d3": 256, "plus": 64, "q": 128, "hdl": 64}[form]
        b, a, by, ay = _ust(c, mi, y, step, tick)
        if form == "d3":
            bs, as_ = _d3(b), _d3(a)
        elif form == "q":
            bs, as_ = q32(b), q32(a)
        else:
            bs, as_ = n32(b), n32(a)
        key = bkey("T", c, mi)
        if tn == "7Y":  # sent a 32nd low; corrected under the run
            wb, wa = b - 1 / 32, a - 1 / 32
            wby, way = ylds(c, wb, mi), ylds(c, wa, mi)
            corr = (n32(b), n32(a), n32(wb), n32(wa), by, ay, wby, way)
            rows.append(f"{tn} | T {cw} {mw} | {n32(wb)} | {n32(wa)} | {wby} | {way} | {chg} | {dv} | {cr}")
        elif form == "hdl":
            rows.append(f"{tn} | T {cw} {mw} | {bs}/{as_.split('-')[1]} | | {by} | {ay} | {chg} | {dv} | {cr}")
        else:
            rows.append(f"{tn} | T {cw} {mw} | {bs} | {as_} | {by} | {ay} | {chg} | {dv} | {cr}")
        gold += q(key, "government", d, size="50mm", price=(bs, as_), yield_=(by, ay))
    ofr = [
        ("T 2 7/8 05/15/32", 2.875, "2032-05-15", 4.23, "10x10"),
        ("T 3 3/8 11/15/48", 3.375, "2048-11-15", 4.89, ""),
        ("T 1 3/8 11/15/40", 1.375, "2040-11-15", 4.78, ""),
    ]
    orows = ["SECURITY | BID | OFFER | BID YLD | OFR YLD | SIZE"]
    for i, (nm, c, mi, y, sz) in enumerate(ofr):
        if i == 2:  # the old 20y in decimals, as the system prints it
            b = round(pxf(c, y, mi), 3)
            a = round(b + 0.047, 3)
            bs, as_ = f"{b:.3f}", f"{a:.3f}"
            by, ay = ylds(c, b, mi), ylds(c, a, mi)
        else:
            b, a, by, ay = _ust(c, mi, y, 64, 1 / 32)
            bs, as_ = n32(b), n32(a)
        orows.append(f"{nm} | {bs} | {as_} | {by} | {ay} | {sz}")
        gold += q(bkey("T", c, mi), "government", d, size=sz or "25mm", price=(bs, as_), yield_=(by, ay))
    wi = "WI 3Y   4.108 / 4.102   25x25   (auction 1pm today, $58bn; the 3Y above is the old 3s 05/15/30)"
    gold += q("WI 3Y", "government", d, size="25x25", yield_=("4.108", "4.102"))
    nb, na, ob, oa, nby, nay, oby, oay = corr
    text = f"""Morning all,

Pre-Fed run below. Sizes 50mm per side on the run, 25mm off the run, unless shown on the line.
Px in 32nds (3rd digit = 8ths), yields s.a.; CHG vs last night's 3pm close in 32nds; DV01 in $ per 1mm.

ON THE RUN
{pad(rows, right_from=2)}

WHEN ISSUED
{wi}

OFF THE RUN
{pad(orows, right_from=1)}

Correction 07:49 - 7Y should read {nb} / {na}, not {ob} / {oa} as above (fat finger), and the
7Y yields {nby} / {nay}, not {oby} / {oay}.

2s10s 38.4 / 37.9 and 5s30s 72.1 / 71.4 are package levels, ask me. Fed at 2pm, presser 2:30;
we go to 10mm max 1:45-2:15.

Dana

--
Dana Kowalczyk | US Rates Trading
Ashdown Meyers & Co. LLC | 600 Lexington Ave, 22nd Fl, New York NY 10022
T +1 212 555 0147 | M +1 917 555 0193 | dkowalczyk@ashdownmeyers.com
Ashdown Meyers & Co. LLC, member FINRA/SIPC. Levels are indicative and subject to change. Ref AM-2027-0616-07.
"""
    return mk("ashdown-ust-otr-run", "text", gold, sender="Dana Kowalczyk <dkowalczyk@ashdownmeyers.com>",
              subject="AM UST run 6/16 - OTR / OFR / WI 3s (pre-FOMC)", date=date("07:51:06", "-0400"), text=text)


def hollinsferry_bills_tips_strips():
    d = "hollinsferry"
    bills = [
        ("4-wk", "B 0 07/13/27", "2027-07-13", "4.285", "4.275"),
        ("8-wk", "B 0 08/10/27", "2027-08-10", "4.262", "4.250"),
        ("13-wk", "B 0 09/16/27", "2027-09-16", "4.218", "4.208"),
        ("26-wk", "B 0 12/16/27", "2027-12-16", "4.131", "4.121"),
    ]
    gold = []
    blines = []
    for tn, nm, iso, bd, ad in bills:
        blines.append(f"  {tn:<7}{nm:<16}disc {bd} / {ad}     20 lots x 5mm")
        gold += q(bkey("B", 0, iso), "government", d, size="100mm", yield_=(bd, ad))
    tips = [
        ("TII 1 7/8 01/15/30", 1.875, "2030-01-15", 1.41, 1),
        ("TII 2 1/8 04/15/32", 2.125, "2032-04-15", 1.655, 2),
        ("TII 2 3/8 02/15/37", 2.375, "2037-02-15", 1.91, 3),
        ("TII 2 1/2 02/15/57", 2.5, "2057-02-15", 2.285, 6),
    ]
    tl = []
    for nm, c, mi, y, w in tips:
        b = r32(pxf(c, y, mi), 64)
        a = b + w / 32
        bp, ap = n32(b), n32(a)
        by, ay = ylds(c, b, mi), ylds(c, a, mi)
        tl.append(f"  {nm:<22}real yld {by} / {ay}    (px {bp} / {ap})    BE {4.3 - float(by):.2f}")
        gold += q(bkey("TII", c, mi), "government", d, size="25mm", yield_=(by, ay), price=(bp, ap))
    strips = [
        ("S 0 05/15/37 (ci)", "2037-05-15", 4.612),
        ("S 0 05/15/47 (ci)", "2047-05-15", 4.861),
        ("SP 0 05/15/57 (bp)", "2057-05-15", 5.049),
    ]
    sl = []
    for nm, mi, ym in strips:
        mid = pxf(0, ym, mi)
        b, a = f"{mid - 0.06:.3f}", f"{mid + 0.06:.3f}"
        sl.append(f"  {nm:<21}{b} - {a}      yld (mid) {ym:.3f}")
        parts = nm.split()
        gold += q(bkey(parts[0], 0, mi, parts[-1].strip("()")), "government", d, size="10mm", price=(b, a))
    text = f"""Good morning,

Front end / linkers / strips for today. Bills quoted on discount rate (bank disc basis), sized in lots of
5mm: bills good for 100mm per side. TIPS are quoted on real yield with the price we deal at in
brackets, 25mm per side. Strips 10mm, price only; the yield is a mid.

BILLS (disc)
{chr(10).join(blines)}
  Cash mgmt bill 06/29/27 settled yesterday at 4.305% (high), 2.71x cover - not on offer.

TIPS (real yld / px)
{chr(10).join(tl)}
  Index ratio 1.27914 for settle 06/17; CPI NSA May 324.811 prints Friday.

STRIPS
{chr(10).join(sl)}

Thanks,
Marcus

--
Marcus Oyelaran | Treasury Bills, TIPS & STRIPS
Hollins Ferry Capital Markets | 100 East Pratt St, Baltimore MD 21202
Desk +1 410 555 0126 | Cell +1 443 555 0108
Hollins Ferry Capital Markets is a member of FINRA and SIPC. For institutional investors only (FINRA Rule 2210). Doc 16-0627.
"""
    return mk("hollinsferry-bills-tips-strips", "text", gold, sender="Marcus Oyelaran <moyelaran@hollinsferry.com>",
              subject="HF bills / TIPS / strips - Wed", date=date("08:04:33", "-0400"), text=text)


# ---------------------------------------------------------------- 03 / 04: European govts and SSA


def kesselbach_egb_ssa():
    d = "kesselbach"
    govs = [
        ("DE", "BKO 2.2 06/12/29", "BKO", 2.2, "2029-06-12", "12.06.2029", 2.118, "-19 / -22", "+1.2"),
        ("DE", "OBL 2.4 04/10/32", "OBL", 2.4, "2032-04-10", "10.04.2032", 2.264, "-21 / -24", "+1.6"),
        ("DE", "DBR 2.5 02/15/37", "DBR", 2.5, "2037-02-15", "15.02.2037", 2.612, "-18 / -21", "+2.1"),
        ("DE", "DBR 2.75 08/15/56", "DBR", 2.75, "2056-08-15", "15.08.2056", 2.913, "-6 / -10", "+2.4"),
        ("FR", "FRTR 3 11/25/34", "FRTR", 3.0, "2034-11-25", "25.11.2034", 3.214, "+34 / +31", "+1.9"),
        ("IT", "BTPS 3.85 02/01/35", "BTPS", 3.85, "2035-02-01", "01.02.2035", 3.792, "+92 / +88", "+0.7"),
        ("ES", "SPGB 3.25 04/30/34", "SPGB", 3.25, "2034-04-30", "30.04.2034", 3.168, "+45 / +42", "+1.1"),
    ]
    gold = []
    rows = ["ISIN | Bond | Rend. Geld / Brief | Kurs Geld / Brief | ASW (bp) | Chg (bp)"]
    for cc, nm, _tk, c, mi, _dotted, y, asw, chg in govs:
        isn = ui(cc, nm)
        yb, ya = f"{y:.3f}", f"{y - 0.006:.3f}"
        pb = f"{pxf(c, float(yb), mi, 1):.3f}"
        pa = f"{pxf(c, float(ya), mi, 1):.3f}"
        rows.append(f"{isn} | {nm} | {yb} / {ya} | {pb} / {pa} | {asw} | {chg}")
        ab, aa = asw.split(" / ")
        gold += q(isn, "government", d, size="25mm", yield_=(yb, ya), price=(pb, pa), i_spread=(ab, aa))
    ssa = [
        ("KFW 2 3/4 03/15/33", "KFW", 2.75, "2033-03-15", "+38 / +35", "+4 / +1", 2.31),
        ("EIB 2 7/8 01/15/35", "EIB", 2.875, "2035-01-15", "+36 / +33", "+2 / -1", 2.55),
        ("EU 3 3/8 10/04/38", "EU", 3.375, "2038-10-04", "+71 / +67", "+29 / +25", 3.02),
        ("BNG 3 1/8 07/15/39", "BNG", 3.125, "2039-07-15", "+49 / +46", "+8 / +5", 2.99),
    ]
    srows = ["Bond | vs DBR (bp) | vs MS (bp) | Px Geld / Brief"]
    for nm, tk, c, mi, vb, vm, y in ssa:
        pb = f"{pxf(c, y + 0.02, mi, 1):.3f}"
        pa = f"{pxf(c, y - 0.01, mi, 1):.3f}"
        srows.append(f"{nm} | {vb} | {vm} | {pb} / {pa}")
        b1, a1 = vb.split(" / ")
        b2, a2 = vm.split(" / ")
        gold += q(bkey(tk, c, mi), "agency", d, size="10mm", spread=(b1, a1), i_spread=(b2, a2), price=(pb, pa))
    text = f"""Guten Morgen / good morning,

EGB run from Frankfurt. The way we show it: yield bid / offer first (bid yield above the offer), price beside
it, ASW vs 6m Euribor swaps. Govies EUR 25m per side, SSA EUR 10m per side.

STAATSANLEIHEN / GOVIES
{pad(rows, right_from=2)}

SSA / AGENCIES (spread vs the interpolated DBR curve and vs mid-swaps)
{pad(srows, right_from=1)}

Colour only: BTP-Bund 10y 117.6 (+0.8), OAT-Bund 10y 60.2, Bund fut RXU7 129.84 (-22 ticks). The
OBL 32 / DBR 37 switch we showed at 34.8 / 34.2 yday is a package level, not a yield - ask for the legs.
Schatz auction tomorrow EUR 5bn 2.20% 06/29, settlement 18.06.2027.

Mit freundlichen Gruessen
Jonas Wiedemeyer

--
Jonas Wiedemeyer | EGB & SSA Trading
Kesselbach Bank AG | Neue Mainzer Strasse 58, 60311 Frankfurt am Main
Tel. +49 69 5550 2841 | Mobil +49 171 5550 937
Kesselbach Bank AG, Sitz Frankfurt am Main, Amtsgericht Frankfurt HRB 80 412, USt-IdNr. DE 114 905 212.
"""
    return mk("kesselbach-egb-ssa-run", "text", gold, sender="Jonas Wiedemeyer <jonas.wiedemeyer@kesselbach.de>",
              subject="EGB / SSA Run 16.06.2027", date=date("08:12:40", "+0200"), text=text, enc="qp")


def brisworth_gilts_ssa():
    d = "brisworth"
    gilts = [
        ("UKT 4 1/8 Jul 29", "UKT", 4.125, "2029-07", 4.012, 2.3),
        ("UKT 4 1/4 Jun 32", "UKT", 4.25, "2032-06", 4.236, 4.6),
        ("UKT 4 3/8 Jan 37", "UKT", 4.375, "2037-01", 4.581, 7.9),
        ("UKT 4 1/4 Dec 46", "UKT", 4.25, "2046-12", 5.074, 12.9),
        ("UKT 1 1/4 Jul 51", "UKT", 1.25, "2051-07", 5.112, 19.4),
    ]
    gold = []
    lines = []
    for nm, tk, c, mi, y, dur in gilts:
        pb = pxf(c, y + 0.004, mi)
        pa = pb + 0.04
        yb, ya = ylds(c, round(pb, 2), mi), ylds(c, round(pa, 2), mi)
        pbs, pas = f"{pb:.2f}", f"{pa:.2f}"
        yb, ya = ylds(c, float(pbs), mi), ylds(c, float(pas), mi)
        lines.append(f"{nm:<19}{pbs} - {pas}   ({yb}% - {ya}%)   dur {dur}")
        gold += q(bkey(tk, c, mi), "government", d, size="10mm", price=(pbs, pas), yield_=(yb, ya))
    ssa = [
        ("KFW 4 3/8 Jul 30", "KFW", 4.375, "2030-07", "UKT 4 1/8 Jul 29", "+42/+38"),
        ("EIB 4 5/8 Oct 34", "EIB", 4.625, "2034-10", "UKT 4 1/4 Jun 32", "+58/+54"),
        ("IBRD 4 1/2 Jan 33", "IBRD", 4.5, "2033-01", "UKT 4 1/4 Jun 32", "+49/+46"),
        ("NRW 4 Mar 31", "NRW", 4.0, "2031-03", "UKT 4 1/8 Jul 29", "+47/+44"),
    ]
    sl = []
    for nm, tk, c, mi, bm, spr in ssa:
        sl.append(f"{nm:<19}vs {bm:<18}{spr}   5m")
        b, a = spr.split("/")
        gold += q(bkey(tk, c, mi), "agency", d, size="5mm", spread=(b, a))
    text = f"""Hi both,

Sterling run. Gilts on clean price, yields beside for info, 10m a side; SSA on spread to the gilt named.

GILTS
{chr(10).join(lines)}

STERLING SSA  (bid/offer spread vs gilt)
{chr(10).join(sl)}

Linker syndication (IL 2046) guidance RY 1.625% area - not a secondary level. SONIA 4.20, MPC 24 Jun.

Best,
Harriet

--
Harriet Quennell | Sterling Rates | Brisworth & Co.
25 Old Broad Street, London EC2N 1HN | +44 20 7946 0734 | +44 7700 900 418
Brisworth & Co. is authorised and regulated by the Financial Conduct Authority (FRN 184 226).
"""
    return mk("brisworth-gilts-sterling-ssa", "text", gold, sender="Harriet Quennell <h.quennell@brisworth.co.uk>",
              subject="Sterling: gilts + SSA", date=date("08:31:09", "+0100"), text=text)


# ---------------------------------------------------------------- 05 / 06: EM


def tlacotalpan_em():
    d = "tlacotalpan"
    hc = [
        ("MEX 4 7/8 05/19/33", "MEX", 4.875, "2033-05-19", "97.45", "97.85", "+178", "+171", "T 4 1/4 05/31/32"),
        ("MEX 6.35 02/09/35", "MEX", 6.35, "2035-02-09", "102.10", "102.55", "+196", "+189", "T 4 1/2 05/15/37"),
        ("MEX 6 5/8 01/29/55", "MEX", 6.625, "2055-01-29", "95.20", "95.80", "+239", "+234", "T 4 3/4 05/15/57"),
        ("COLOM 7 1/2 02/02/34", "COLOM", 7.5, "2034-02-02", "100.60", "101.10", "+318", "+309", "T 4 1/4 05/31/32"),
        ("PANAMA 6.4 02/14/35", "PANAMA", 6.4, "2035-02-14", "96.75", "97.25", "+265", "+257", "T 4 1/2 05/15/37"),
    ]
    gold = []
    hl = []
    for nm, tk, c, mi, pb, pa, _sb, _sa, bm in hc:
        by = {"T 4 1/4 05/31/32": 4.209, "T 4 1/2 05/15/37": 4.551, "T 4 3/4 05/15/57": 4.932}[bm]
        sb = f"+{round((float(ylds(c, float(pb), mi)) - by) * 100)}"
        sa = f"+{round((float(ylds(c, float(pa), mi)) - by) * 100)}"
        hl.append(f"{nm:<22}{pb} / {pa}   {sb} / {sa} vs {bm}")
        gold += q(bkey(tk, c, mi), "em_sovereign", d, size="2mm", price=(pb, pa), spread=(sb, sa))
    mb = [
        ("MBONO 7.75 11/13/42", "MBONO", 7.75, "2042-11-13", "9.285", "9.265", "-3"),
        ("MBONO 8 05/24/35", "MBONO", 8.0, "2035-05-24", "9.110", "9.095", "-2"),
        ("MBONO 8.5 03/01/29", "MBONO", 8.5, "2029-03-01", "8.615", "8.600", "unch"),
    ]
    ml = []
    for nm, tk, c, mi, yb, ya, chg in mb:
        ml.append(f"{nm:<22}{yb} / {ya}   ({chg})")
        gold += q(bkey(tk, c, mi), "em_sovereign", d, size="200mm", yield_=(yb, ya))
    text = f"""Buenos dias,

Soberanos en dolares (precio / spread vs el Treasury indicado) y Mbonos en tasa. USD 2mm por lado; Mbonos MXN 200mm
por lado.

USD SOVEREIGNS
{chr(10).join(hl)}

MBONOS (yld, chg bp)
{chr(10).join(ml)}

Banxico 7.75% (decision 24-jun), USDMXN 18.42, TIIE 28d 8.0125. CETES 28d subasta ayer 7.62%.

Saludos,
Rodrigo Zamarripa
Tlacotalpan Casa de Bolsa | Paseo de la Reforma 412, Piso 18, CDMX 06600
Tel. +52 55 5550 4471 | rzamarripa@tlacotalpan.com.mx
Este mensaje es confidencial. Tlacotalpan Casa de Bolsa, S.A. de C.V. Reg. CNBV 3102-0.
"""
    return mk("tlacotalpan-em-usd-mbono", "text", gold, sender="Rodrigo Zamarripa <rzamarripa@tlacotalpan.com.mx>",
              subject="EM: soberanos USD + Mbonos 16-jun", date=date("07:22:51", "-0600"), text=text)


def umhlali_em_locals():
    d = "umhlali"
    sagb = [
        ("R2035 8 7/8% 28/02/35", "R2035", 8.875, "2035-02-28", "10.395", "10.375", "-4.5"),
        ("R2040 9% 31/01/40", "R2040", 9.0, "2040-01-31", "11.120", "11.095", "-5"),
        ("R2048 8 3/4% 28/02/48", "R2048", 8.75, "2048-02-28", "11.535", "11.510", "-3.5"),
    ]
    gold = []
    sl = []
    for nm, tk, c, mi, yb, ya, chg in sagb:
        sl.append(f"  {nm:<26}{yb}/{ya}   d/d {chg}")
        gold += q(bkey(tk, c, mi), "em_sovereign", d, size="50mm", yield_=(yb, ya))
    pl = [
        ("POLGB 5.75 25/04/32", "POLGB", 5.75, "2032-04-25", "5.482", "5.462"),
        ("POLGB 6 25/10/33", "POLGB", 6.0, "2033-10-25", "5.611", "5.591"),
    ]
    pls = []
    for nm, tk, c, mi, yb, ya in pl:
        pls.append(f"  {nm:<26}{yb}/{ya}")
        gold += q(bkey(tk, c, mi), "em_sovereign", d, size="20mm", yield_=(yb, ya))
    hc = [
        ("REPSOU 5 7/8 20/04/32", "REPSOU", 5.875, "2032-04-20", "99.10", "99.55"),
        ("REPSOU 7.3 20/04/52", "REPSOU", 7.3, "2052-04-20", "94.85", "95.45"),
    ]
    hl = []
    for nm, tk, c, mi, pb, pa in hc:
        yb, ya = ylds(c, float(pb), mi, 2), ylds(c, float(pa), mi, 2)
        hl.append(f"  {nm:<26}{pb}/{pa}  ({yb}/{ya})")
        gold += q(bkey(tk, c, mi), "em_sovereign", d, size="2mm", price=(pb, pa), yield_=(yb, ya))
    text = f"""Morning from Jozi,

SAGBs on yield (ZAR 50m per side), POLGBs PLN 20m, and the two SOAF USD bonds in px (yld) 2m.

SAGB
{chr(10).join(sl)}
POLGB
{chr(10).join(pls)}
SOAF USD
{chr(10).join(hl)}

SARB MPC 22 Jul; repo 7.25. Weekly auction Fri: R2035 ZAR 1.45bn, R2040 1.4bn.

Thabo Ndlovu | EM Rates | Umhlali Securities (Pty) Ltd
+27 11 555 0823 | +27 82 555 0671 | 1 Fricker Rd, Illovo, Johannesburg 2196
Umhlali Securities is an authorised FSP (FSP no. 44 218). Reg. 2009/017733/07.
"""
    return mk("umhlali-sagb-polgb-soaf", "text", gold, sender="Thabo Ndlovu <tndlovu@umhlali.co.za>",
              subject="EM locals am", date=date("08:05:12", "+0200"), text=text)


# ---------------------------------------------------------------- 07 / 08: IG vs UST and sovereign CDS


def callowaystreet_ig_cds():
    d = "callowaystreet"
    ig = [
        ("BRANTMOOR FOODS 4 7/8 03/32", "BRANTMOOR FOODS", 4.875, "2032-03", "+85", "+80", "T 4 1/4 05/31/32", "100-05+", "4.213", "101.912", "102.126"),
        ("OSTREVANT UTILITIES 5.15 08/35", "OSTREVANT UTILITIES", 5.15, "2035-08", "+112", "+107", "T 4 1/2 05/15/37", "99-16+", "4.556", "100.184", "100.542"),
        ("QUINTREX HEALTH 5 3/8 06/37", "QUINTREX HEALTH", 5.375, "2037-06", "+124", "+119", "T 4 1/2 05/15/37", "99-16+", "4.556", "98.806", "99.194"),
        ("HALLERSTON RAIL 5.6 02/55", "HALLERSTON RAIL", 5.6, "2055-02", "+138", "+133", "T 4 3/4 05/15/57", "96-08", "4.990", "95.117", "95.809"),
    ]
    gold = []
    lines = []
    for nm, iss, c, mi, sb, sa, bm, bpx, byl, _pb, _pa in ig:
        pb, pa = f"{pxf(c, float(byl) + int(sb) / 100, mi):.3f}", f"{pxf(c, float(byl) + int(sa) / 100, mi):.3f}"
        lines.append(f"{nm:<32}{sb} / {sa} vs UST {bm[2:]} (bmk {bpx} / {byl}%)   px {pb} / {pa}")
        gold += q(bkey(iss, c, mi), "ig", d, size="5mm", spread=(sb, sa), price=(pb, pa))
    cds = [("MEX 5Y", "98", "103"), ("BRAZIL 5Y", "141", "147"), ("TURKEY 5Y", "236", "244"), ("INDON 5Y", "72", "77")]
    cl = []
    for nm, b, a in cds:
        cl.append(f"{nm:<11}{b}/{a}")
        gold += q(nm, "cds", d, size="10x10", spread=(b, a))
    text = f"""IG 5mm each unless otherwise stated; spreads vs the on-the-run named, with that UST's px / yld in brackets
for reference (they are not our levels).

{chr(10).join(lines)}

Sov CDS 5y (bp), 10x10:
{'   '.join(cl)}

New issue: Brantmoor 10y priced T+98 yday, $1.25bn, 4.96% - now +92/+88 on screens, not shown.

-Kev
Kevin Armitage | IG Credit Trading | Calloway Street Securities
T +1 646 555 0119 | 55 Water Street, New York NY 10041
"""
    return mk("callowaystreet-ig-vs-ust-sovcds", "text", gold, sender="Kevin Armitage <karmitage@callowaystreet.com>",
              subject="IG vs UST + sov CDS", date=date("09:14:27", "-0400"), text=text)


def quarley_ig_cds():
    d = "quarley"
    ig = [
        ("Vellacourt Energy", "VELLACOURT ENERGY", "5.05% 10/15/2031", 5.05, "2031-10-15", "T+78", "T+74", "5y", "101.28", "101.44"),
        ("Vellacourt Energy", "VELLACOURT ENERGY", "5.45% 10/15/2036", 5.45, "2036-10-15", "T+101", "T+97", "10y", "100.57", "100.87"),
        ("Sarnside Telecom", "SARNSIDE TELECOM", "4 3/4% 01/20/2034", 4.75, "2034-01-20", "T+118", "T+113", "7y", "98.36", "98.64"),
        ("Pollexfen Capital", "POLLEXFEN CAPITAL", "6.1% 11/01/2054", 6.1, "2054-11-01", "T+152", "T+147", "30y", "101.42", "102.13"),
    ]
    gold = []
    lines = []
    for iss, up, cw, c, mi, sb, sa, bm, _pb, _pa in ig:
        by = {"5y": 4.21, "7y": 4.44, "10y": 4.55, "30y": 4.93}[bm]
        pb, pa = f"{pxf(c, by + int(sb[2:]) / 100, mi):.2f}", f"{pxf(c, by + int(sa[2:]) / 100, mi):.2f}"
        lines.append(f"  {iss} {cw}  ...  {sb} / {sa} ({bm})   {pb} / {pa}")
        gold += q(bkey(up, c, mi), "ig", d, size="3mm", spread=(sb[2:], sa[2:]), price=(pb, pa))
    cds = [("COLOMBIA SNR 5Y", "172", "179", ""), ("CHILE SNR 5Y", "58", "63", ""), ("SOUTH AFRICA SNR 5Y", "188", "195", "*")]
    cl = []
    for nm, b, a, mark in cds:
        cl.append(f"  {nm}: {b}-{a}{mark}")
        gold += q(nm, "cds", d, size="5x5", spread=(b, a), review=("spread",) if mark else ())
    text = f"""Team - IG axes and sovereign CDS.

Corporates quoted T+ to the OTR tenor in brackets, then price; 3mm a side.
{chr(10).join(lines)}

Sovereign CDS (bp), 5x5:
{chr(10).join(cl)}
  * not refreshed since yesterday's close - indicative only

UST 5y 4.21, 7y 4.44, 10y 4.55, 30y 4.93 at time of writing. Call me on 312 555 0164.

Quarley Brothers LLC | Chicago | IG Trading | Lauren Birtwistle
"""
    return mk("quarley-ig-axes-sovcds", "text", gold, sender="Lauren Birtwistle <lbirtwistle@quarley.com>",
              subject="Axes: IG + sov CDS", date=date("10:02:10", "-0500"), text=text)


# ---------------------------------------------------------------- 09-12: mails quoting nothing


def stanwick_auction_result():
    text = """10-YEAR NOTE REOPENING - RESULTS (CUSIP @CUSIP@, 4 1/2% due 05/15/2037)

High yield            4.562%     (WI at 1:00pm 4.556%  ->  tail 0.6bp)
Allotted at high      42.17%
Price at high         99.516823
Median yield          4.498%     Low yield 4.410%
Bid-to-cover          2.51x      (6-auction avg 2.57x)
Indirects             68.4%      (avg 70.1%)
Directs               18.9%      (avg 17.6%)
Dealers               12.7%      (avg 12.3%)
Offering amount       $39bn      SOMA add-ons $1.204bn
Settlement            06/30/2027

Take: soft. Tail of 0.6bp vs 6-auction avg of -0.2bp stop-through. 10s traded 99-16+ / 4.558% at
the bell and are 2/32 lower since. 20y reopening next Tues $13bn, 30y the 14th.

Stanwick Rates Strategy | +1 212 555 0172 | Not a solicitation. For institutional use only.
""".replace("@CUSIP@", uc("ust 4.5 2037 reopening"))
    return mk("stanwick-10y-auction-result", "text", [], sender="Stanwick Rates Strategy <strategy@stanwickrates.com>",
              subject="10y reopening: 4.562% high, 0.6bp tail, 2.51x", date=date("13:04:55", "-0400"), text=text)


def ormesby_fomc_summary():
    text = """FOMC - statement summary (2:00pm)

* Target range held at 4.25-4.50% (vote 10-2; two dissents for a 25bp cut).
* IORB 4.40%, ON RRP 4.25%, discount rate 4.50%.
* Runoff: Treasury cap cut to $5bn/month from $25bn; MBS cap unchanged at $35bn.
* SEP median dots: 2027 4.125%, 2028 3.625%, 2029 3.375%, longer run 3.00% (from 2.875%).
* Core PCE 2027 2.8% (from 2.6%), unemployment 4.4%, GDP 1.7%.

Market reaction (2:05pm): 2y 4.118% (-4.2bp), 10y 4.514% (-3.1bp), 30y 4.902% (-1.4bp).
2s10s 39.6bp, 5s30s 71.0bp. Fed funds futures price 38bp of cuts by December (Z7 96.075).
DXY 101.42, S&P e-mini 6,412. Powell at 2:30pm.

Ormesby Securities - Economics. 888 555 0136. This is not research; do not forward. Ref 2027-FOMC-06.
"""
    return mk("ormesby-fomc-statement", "text", [], sender="Ormesby Economics <economics@ormesby.com>",
              subject="FOMC: on hold, QT taper, dots 2 cuts", date=date("14:09:31", "-0400"), text=text)


def halberton_ssa_final_terms():
    text = """EIB EUR 5BN 10Y CLIMATE AWARENESS BOND - FINAL TERMS

Issuer              European Investment Bank (Aaa/AAA/AAA)
Amount              EUR 5,000,000,000
Pricing date        16 June 2027
Settlement          23 June 2027 (T+5)
Maturity            15 January 2037
Coupon              2.875% annual, ACT/ACT
Re-offer spread     MS +28 bp  (IPTs MS +32 area, guidance MS +29 area)
Re-offer yield      2.941%
Re-offer price      99.448%
Benchmark           DBR 2.5% 15/02/2037, 98.902 / 2.628%
Spread vs bmk       +31.3 bp
ISIN                @ISIN@  (temp)
Books               EUR 31.4bn (incl. EUR 1.2bn JLM) from 142 accounts
Distribution        Banks 38%, CB/OI 34%, AM 22%, Ins/PF 6%; Germany 28%, UK 19%, Nordics 14%
Fees                0.125%
Listing             Luxembourg (Bourse de Luxembourg)

Halberton is one of the bookrunners. Grey market: no levels to be given before allocations.

Halberton Capital Markets | SSA Syndicate | +44 20 7946 0915
Authorised and regulated by the FCA (FRN 201 117). Not for distribution in the United States.
""".replace("@ISIN@", ui("EU", "eib cab jan 2037"))
    return mk("halberton-eib-final-terms", "text", [], sender="Halberton SSA Syndicate <ssa.syndicate@halberton.co.uk>",
              subject="EIB EUR 5bn Jan-37 CAB: final terms", date=date("15:42:08", "+0100"), text=text)


def quillane_rates_strategy():
    text = """Rates strategy - trade ideas for the week

1) 2s10s steepener (UST). Entry 39.5bp, target 55bp, stop 32bp. DV01-neutral: $10mm 10s vs ~$43mm 2s
   (hedge ratio 4.28). Carry + roll -1.1bp / 3m.
2) 5s30s box (UST vs Bund): long US 5s30s steepener 71.0 / short DE 5s30s 58.4; entry 12.6, target 25.
3) Bund ASW: 10y DBR 2.5 02/37 at -19.5bp looks cheap vs 1y avg -24; we like receiving.
4) BTP-Bund 10y at 117.6: tactical widener to 130, stop 110.
5) Gilts: 10y UKT 4 3/8 Jan 37 at 4.58% vs SONIA 10y 4.21% - swap spread -37, 1y low -41.

Levels at 07:00 London: UST 2y 4.162, 10y 4.558; DBR 10y 2.612; UKT 10y 4.581; JGB 10y 1.612.

These are strategy views, not prices. Quillane Markets Ltd, Dublin 2, +353 1 555 0128. Regulated by the
Central Bank of Ireland (C 40 321).
"""
    return mk("quillane-rates-trade-ideas", "text", [], sender="Quillane Rates Strategy <rates.strategy@quillane.ie>",
              subject="Rates: 2s10s steepener, 5s30s box, Bund ASW", date=date("07:05:44", "+0100"), text=text)


LAYOUTS = [
    ashdown_ust_run, hollinsferry_bills_tips_strips,
    kesselbach_egb_ssa, brisworth_gilts_ssa,
    tlacotalpan_em, umhlali_em_locals,
    callowaystreet_ig_cds, quarley_ig_cds,
    stanwick_auction_result, ormesby_fomc_summary,
    halberton_ssa_final_terms, quillane_rates_strategy,
]
