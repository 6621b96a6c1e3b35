"""HTML bodies: Canadas / ACGB with agencies, EM hard currency with sovereign CDS, IG vs UST with agencies."""

from __future__ import annotations

from common import bkey, date, mk, pxf, q, uc, ui, ylds

STYLE = "font-family:Calibri,Arial,sans-serif;font-size:10pt"
TD = 'style="border:1px solid #999;padding:2px 6px"'


def _table(head, rows, caption=None, head2=None):
    out = [f'<table style="border-collapse:collapse;{STYLE}">']
    if caption:
        out.append(f"<caption style=\"text-align:left;font-weight:bold\">{caption}</caption>")
    out.append("<tr>" + "".join(f"<th {TD}>{h}</th>" for h in head) + "</tr>")
    if head2:
        out.append("<tr>" + "".join(f"<th {TD}>{h}</th>" for h in head2) + "</tr>")
    for r in rows:
        out.append("<tr>" + "".join(f"<td {TD}>{c}</td>" for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def _html(body):
    return f'<html><head><meta charset="utf-8"></head><body style="{STYLE}">\n{body}\n</body></html>\n'


# ---------------------------------------------------------------- 39 / 40


def tadoussac_canadas_cmb():
    d = "tadoussac"
    gold = []
    can = [("CAN", 3.0, "2029-06-01", 2.852), ("CAN", 3.25, "2034-12-01", 3.318), ("CAN", 2.75, "2055-12-01", 3.542),
           ("CAN", 3.5, "2036-06-01", 3.401)]
    rows = []
    for tk, c, mi, y in can:
        pb = round(pxf(c, y, mi), 3)
        pa = round(pb + (0.03 if mi < "2040" else 0.08), 3)
        yb, ya = ylds(c, pb, mi), ylds(c, pa, mi)
        rows.append([f"{tk} {c:g} {mi[8:]}-{['Jun', 'Dec'][mi[5:7] == '12']}-{mi[:4]}", f"{pb:.3f} / {pa:.3f}", f"{yb} / {ya}", "-1.1"])
        gold += q(bkey(tk, c, mi), "government", d, size="25mm", price=(f"{pb:.3f}", f"{pa:.3f}"), yield_=(yb, ya))
    cmb = [("CANHOU", 3.1, "2032-06-15", "+38 / +35", 3.55), ("CANHOU", 3.35, "2034-12-15", "+44 / +41", 3.72)]
    rows2 = []
    for tk, c, mi, spr, y in cmb:
        pb, pa = round(pxf(c, y + 0.015, mi), 3), round(pxf(c, y - 0.015, mi), 3)
        rows2.append([f"{tk} {c:g} {mi[8:]}-{['Jun', 'Dec'][mi[5:7] == '12']}-{mi[:4]}", spr, f"{pb:.3f}", f"{pa:.3f}"])
        b, a = spr.split(" / ")
        gold += q(bkey(tk, c, mi), "agency", d, size="10mm", spread=(b, a), price=(f"{pb:.3f}", f"{pa:.3f}"))
    body = f"""<p>Good morning,</p>
<p>Canadas and CMBs below. GoC CAD 25mm per side; CMB CAD 10mm.</p>
{_table(["Bond", "Price B / O", "Yield B / O", "Chg (bp)"], rows, caption="GOVERNMENT OF CANADA")}
<br>
{_table(["Bond", "vs GoC (bp)", "Px Bid", "Px Ask"], rows2, caption="CANADA MORTGAGE BONDS")}
<p>BoC 3.00% (next 15-Jul). 10y GoC-UST -123bp.</p>
<p>Marie-Eve Gagnon<br>Tadoussac Capital | Titres a revenu fixe | 1250 boul. Rene-Levesque O., Montreal QC<br>+1 514 555 0172</p>
<p style="font-size:8pt;color:#777">Tadoussac Capital Inc., member of CIRO and CIPF. Ref. TC-2027-0616.</p>"""
    return mk("tadoussac-canadas-cmb-html", "html", gold, sender="Marie-Eve Gagnon <megagnon@tadoussac.ca>",
              subject="Canadas / CMB", date=date("08:48:55", "-0400"), html=_html(body))


def corrimal_acgb_kangaroos():
    d = "corrimal"
    gold = []
    acgb = [("ACGB", 4.25, "2034-04-21", "4.392", "4.385"), ("ACGB", 3.75, "2037-04-21", "4.611", "4.603"), ("ACGB", 4.75, "2054-06-21", "5.124", "5.112")]
    rows = []
    for tk, c, mi, yb, ya in acgb:
        rows.append([f"{tk} {c:g}% {mi[8:]}/{mi[5:7]}/{mi[2:4]}", yb, ya, "5.9"])
        gold += q(bkey(tk, c, mi), "government", d, size="20mm", yield_=(yb, ya))
    kang = [("KFW", 4.6, "2032-07-14", "+42", "+39", "+62", "+59"), ("EIB", 4.75, "2034-10-20", "+48", "+45", "+70", "+67")]
    rows2 = []
    for tk, c, mi, ab, aa, sb, sa in kang:
        rows2.append([f"{tk} {c:g}% {mi[8:]}/{mi[5:7]}/{mi[2:4]}", f"{sb}<br>{sa}", f"{ab}<br>{aa}"])
        gold += q(bkey(tk, c, mi), "agency", d, size="10mm", spread=(sb, sa), i_spread=(ab, aa))
    body = f"""<p>Morning from Sydney. ACGB on yield, AUD 20m. Kangaroos AUD 10m, bid above offer in each cell.</p>
{_table(["Bond", "Bid Yld", "Ask Yld", "Mod Dur"], rows)}
<br>
{_table(["Kangaroo", "vs ACGB (bp)", "vs 3m BBSW swap (bp)"], rows2)}
<p>Jack Waddell | Corrimal Securities | Level 31, 1 Bligh St, Sydney NSW 2000 | +61 2 5550 1826</p>"""
    return mk("corrimal-acgb-kangaroos-html", "html", gold, sender="Jack Waddell <jwaddell@corrimal.com.au>",
              subject="ACGB + kangaroos", date=date("09:05:12", "+1000"), html=_html(body))


# ---------------------------------------------------------------- 41 / 42


def mirabel_em_cds():
    d = "mirabelcap"
    gold = []
    em = [
        ("MEX", 4.875, "2033-05-19", "97.45", "97.85", "+178", "+171", "T 4 1/4 05/32", "4.209%"),
        ("COLOM", 7.5, "2034-02-02", "100.60", "101.10", "+318", "+309", "T 4 1/4 05/32", "4.209%"),
        ("PANAMA", 6.4, "2035-02-14", "96.75", "97.25", "+265", "+257", "T 4 1/2 05/37", "4.551%"),
        ("DOMREP", 6.6, "2036-06-01", "99.20", "99.70", "+224", "+218", "T 4 1/2 05/37", "4.551%"),
    ]
    rows = []
    for tk, c, mi, pb, pa, sb, sa, bm, by in em:
        isn = ui("US", "mirabel " + tk + mi)
        rows.append([f"{tk} {c:g} {mi[5:7]}/{mi[2:4]}<br><small>{isn}</small>", f"{pb} / {pa}", f"{sb} / {sa}", f"{bm} ({by})"])
        gold += q(isn, "em_sovereign", d, size="2mm", price=(pb, pa), spread=(sb, sa))
    cds = [("MEXICO", "98/103", "150/157"), ("COLOMBIA", "171/178", "236/245"), ("PANAMA", "122/129", "181/190")]
    rows2 = []
    for nm, t5, t10 in cds:
        rows2.append([nm, t5, t10, "-2"])
        for tn, cell in (("5Y", t5), ("10Y", t10)):
            b, a = cell.split("/")
            gold += q(f"{nm} {tn}", "cds", d, size="10x10", spread=(b, a))
    body = f"""<p>LatAm sovereigns (px, spread vs the UST shown; benchmark yield in brackets for reference) and sov CDS curves.
USD 2mm per side cash; CDS 10x10.</p>
{_table(["Bond / ISIN", "Px Bid / Ask", "Sprd Bid / Ask", "Bmk (yld)"], rows)}
<br>
{_table(["Sovereign CDS", "5Y", "10Y", "5Y chg"], rows2)}
<p>Andres Villalobos | EM Sovereign Trading | Mirabel Capital | +1 305 555 0127 | 801 Brickell Ave, Miami FL</p>"""
    return mk("mirabel-latam-cash-cds-html", "html", gold, sender="Andres Villalobos <avillalobos@mirabelcap.com>",
              subject="LatAm sovs + CDS curves", date=date("08:26:33", "-0400"), html=_html(body))


def cresswell_ceemea_cds():
    d = "cresswell"
    gold = []
    em = [("TURKEY", 7.125, "2034-07-17", "98.10", "98.60", "7.41", "7.33"), ("EGYPT", 7.6, "2032-03-01", "91.25", "92.00", "9.63", "9.44"),
          ("SAUDI", 5.0, "2036-01-18", "98.40", "98.80", "5.22", "5.17")]
    rows = []
    for tk, c, mi, pb, pa, _yb, _ya in em:
        yb, ya = ylds(c, float(pb), mi, 2), ylds(c, float(pa), mi, 2)
        rows.append([f"{tk} {c:g} {mi[8:]}/{mi[5:7]}/{mi[:4]}", pb, pa, yb, ya])
        gold += q(bkey(tk, c, mi), "em_sovereign", d, size="2mm", price=(pb, pa), yield_=(yb, ya))
    cds = [("TURKEY 5Y", "236", "244"), ("EGYPT 5Y", "512", "540"), ("SAUDI 5Y", "54", "59")]
    rows2 = [[nm, b, a] for nm, b, a in cds]
    for nm, b, a in cds:
        gold += q(nm, "cds", d, size="5x5", spread=(b, a))
    body = f"""<p>CEEMEA: cash 2mm, CDS 5x5.</p>
{_table(["Bond", "Bid", "Offer", "Bid", "Offer"], rows, head2=["", "Price", "Price", "Yield", "Yield"])}
<br>
{_table(["CDS", "Bid", "Offer"], rows2)}
<p>Nadia Haddad | Cresswell & Partners | +44 20 7946 0561</p>"""
    return mk("cresswell-ceemea-html", "html", gold, sender="Nadia Haddad <nhaddad@cresswell.co.uk>",
              subject="CEEMEA cash / CDS", date=date("10:41:09", "+0100"), html=_html(body))


# ---------------------------------------------------------------- 43 / 44


def blakeney_ig_agency():
    d = "blakeney"
    gold = []
    ig = [
        ("Wendover Rail", "4 7/8", 4.875, "2033-09-15", "T 4 3/8 05/34", "T+92 / T+88", 4.442),
        ("Wendover Rail", "5 3/8", 5.375, "2054-09-15", "T 4 3/4 05/57", "T+141 / T+136", 4.932),
        ("Sallowfield Bank", "5.2", 5.2, "2032-11-03", "T 4 1/4 05/32", "T+104 / T+99", 4.209),
        ("Orlestone Pharma", "4.65", 4.65, "2031-04-01", "T 4 1/4 05/32", "+68 vs UST 4 05/30 / +64", 4.128),
    ]
    rows = []
    for iss, cw, c, mi, bm, spr, byl in ig:
        if iss == "Orlestone Pharma":
            sb, sa = 68, 64
            shown = "+68 / +64 vs UST 4 05/15/30"
        else:
            sb, sa = (int(x.strip()[2:]) for x in spr.split("/"))
            shown = spr
        pb, pa = round(pxf(c, byl + sb / 100, mi), 3), round(pxf(c, byl + sa / 100, mi), 3)
        rows.append([iss, cw, f"{mi[5:7]}/{mi[8:]}/{mi[2:4]}", shown if iss == "Orlestone Pharma" else f"{spr} <small>({bm})</small>", f"{pb:.3f} / {pa:.3f}", "5"])
        gold += q(bkey(iss, c, mi), "ig", d, size="5mm", spread=(str(sb), str(sa)), price=(f"{pb:.3f}", f"{pa:.3f}"))
    ag = [("FHLB", 4.0, "2029-06-08", "T 4 1/8 05/29", "+7 / +4"), ("FFCB", 4.25, "2031-02-27", "T 4 05/30", "+13 / +10"),
          ("TVA", 4.65, "2035-09-15", "T 4 1/2 05/37", "+31 / +27")]
    rows2 = []
    for iss, c, mi, bm, spr in ag:
        cu = uc("blakeney " + iss + mi)
        rows2.append([cu, f"{iss} {c:g} {mi[5:7]}/{mi[8:]}/{mi[2:4]}", bm, spr])
        b, a = spr.split(" / ")
        gold += q(cu, "agency", d, size="10mm", spread=(b, a))
    body = f"""<p>Hi - IG and agencies. IG 5mm a side vs the OTR in brackets unless the cell names another UST; agencies 10mm.</p>
{_table(["Issuer", "Cpn", "Maturity", "Spread Bid / Ask", "Px Bid / Ask", "Size (MM)"], rows, caption="US IG")}
<br>
{_table(["CUSIP", "Bond", "Bmk", "T+ Bid / Ask"], rows2, caption="AGENCY BULLETS")}
<p>Rachel Ng | Blakeney Securities | +1 212 555 0189 | rng@blakeney.com</p>
<p style="font-size:8pt">Blakeney Securities LLC, member FINRA/SIPC. CRD 161 442.</p>"""
    return mk("blakeney-ig-agency-html", "html", gold, sender="Rachel Ng <rng@blakeney.com>",
              subject="IG / agencies", date=date("09:55:17", "-0400"), html=_html(body))


def axbridge_ig_agency():
    d = "axbridgesec"
    gold = []
    ig = [("HOLNEST ENERGY", 5.1, "2032-05-15", "T5", 91, 87, 4.209), ("HOLNEST ENERGY", 5.6, "2037-05-15", "T10", 118, 113, 4.551),
          ("BARWICK FOODS", 4.9, "2034-02-01", "T7", 97, 93, 4.442)]
    rows = []
    for iss, c, mi, bm, sb, sa, byl in ig:
        pb, pa = round(pxf(c, byl + sb / 100, mi), 2), round(pxf(c, byl + sa / 100, mi), 2)
        rows.append([f"{iss} {c:g} {mi[5:7]}/{mi[2:4]}", bm, f"+{sb}<br>+{sa}", f"{pb:.2f}<br>{pa:.2f}"])
        gold += q(bkey(iss, c, mi[:7]), "ig", d, size="3mm", spread=(str(sb), str(sa)), price=(f"{pb:.2f}", f"{pa:.2f}"))
    ag = [("FNMA", 4.375, "2032-03-10", 99.97, 100.09), ("FHLMC", 4.125, "2030-01-22", 99.81, 99.90)]
    rows2 = []
    for iss, c, mi, pb, pa in ag:
        rows2.append([f"{iss} {c:g} {mi[5:7]}/{mi[8:]}/{mi[:4]}", f"{pb:.2f}", f"{pa:.2f}"])
        gold += q(bkey(iss, c, mi), "agency", d, size="10mm", price=(f"{pb:.2f}", f"{pa:.2f}"))
    body = f"""<p>IG 3mm (spread bid over offer), agencies 10mm on price.</p>
{_table(["Bond", "Bmk", "Sprd", "Px"], rows)}
<br>
{_table(["Agency", "Bid", "Ask"], rows2)}
<p>Liam Carvell | Axbridge Securities | +1 617 555 0135</p>"""
    return mk("axbridge-ig-agency-html", "html", gold, sender="Liam Carvell <lcarvell@axbridgesec.com>",
              subject="IG + agencies", date=date("11:20:48", "-0400"), html=_html(body))


LAYOUTS = [
    tadoussac_canadas_cmb, corrimal_acgb_kangaroos,
    mirabel_em_cds, cresswell_ceemea_cds,
    blakeney_ig_agency, axbridge_ig_agency,
]
