"""HTML bodies: agency / bill offerings and securitised / CDS runs as mail tables."""

from __future__ import annotations

from common import date, mk, n32, q, uc

CSS = "font-family:Arial,sans-serif;font-size:9pt;border-collapse:collapse"
TD = 'style="border:1px solid #999;padding:2px 6px"'


def _tbl(head, rows, extra_head=""):
    h = "".join(f"<th {TD}>{x}</th>" for x in head)
    body = []
    for r in rows:
        if isinstance(r, str):
            body.append(r)
            continue
        body.append("<tr>" + "".join(f"<td {TD}>{x}</td>" for x in r) + "</tr>")
    return f'<table style="{CSS}">{extra_head}<tr style="background:#dde4ee">{h}</tr>\n' + "\n".join(body) + "\n</table>"


def h_grimscote_agency_bills():
    d = "grimscote"
    snd = "Helen Marsh <hmarsh@grimscote.com>"
    gold = []
    bills = []
    for seed, m, db, da in (("gs-b1", "06/24/2027", "4.235", "4.225"), ("gs-b2", "08/19/2027", "4.190", "4.180"),
                            ("gs-b3", "11/18/2027", "4.105", "4.090")):
        cu = uc(seed)
        bills.append([cu, "B 0 " + m, db, da])
        gold += q(cu, "government", d, size="25MM", yield_=(db, da))
    notes = []
    for seed, cp, m, pb, pa in (("gs-n1", "3 7/8", "04/30/2029", 99 + 24 / 32, 99 + 24.5 / 32), ("gs-n2", "4 1/8", "05/15/2034", 99 + 6 / 32, 99 + 6.5 / 32)):
        cu = uc(seed)
        notes.append([cu, f"T {cp} {m}", n32(pb), n32(pa)])
        gold += q(cu, "government", d, size="25MM", price=(n32(pb), n32(pa)))
    calls = []
    for qty, seed, iss, c, m, sched, px, ytw, ytm in ((5, "gs-c1", "FHLB", "5.000", "05/27/2032", "1x 05/27/28, then Q", "99.875", "5.03", "5.03"),
                                                       (10, "gs-c2", "FFCB", "5.300", "06/03/2035", "Q from 06/03/28", "100.125", "5.23", "5.28"),
                                                       (3, "gs-c3", "FHLMC", "4.850", "11/24/2030", "Semi from 11/24/27", "99.750", "4.93", "4.93"),
                                                       (8, "gs-c4", "FHLB", "5.625", "05/28/2042", "Berm Q from 05/28/29", "100.500", "5.38", "5.58")):
        cu = uc(seed)
        calls.append([str(qty), cu, iss, c, m, sched, px, ytw, ytm])
        gold += q(cu, "agency", d, size=qty * 1_000_000, price=(None, px), yield_=(None, ytw))
    html = f"""<html><body style="font-family:Arial,sans-serif;font-size:10pt">
<p>Good morning,</p>
<p>Bills and notes two-way (bills on discount rate, notes in 32nds), 25MM per side. Callable agencies are
<b>offerings</b> (offer px, yield to worst; YTM for reference), size in $MM.</p>
<p><b>TREASURY BILLS (discount rate, %)</b></p>
{_tbl(["CUSIP", "Bill", "Bid", "Ask"], bills)}
<p><b>TREASURY NOTES</b></p>
{_tbl(["CUSIP", "Issue", "Bid", "Ask"], notes)}
<p><b>CALLABLE AGENCIES - OFFERED</b></p>
{_tbl(["Qty (MM)", "CUSIP", "Issuer", "Cpn", "Maturity", "Call schedule", "Offer Px", "YTW", "YTM (ref)"], calls)}
<p style="font-size:8pt;color:#666">Grimscote Securities LLC | 33 Arch St, Boston MA 02110 | 617-555-0135 | Member FINRA/SIPC.
Fed funds target 4.25-4.50%. 3m bill auction stop 4.230%. Offerings subject to prior sale.</p>
</body></html>"""
    return mk("grimscote-bills-notes-callables-html", "html", gold, sender=snd, subject="Grimscote - bills / notes / callable agency offerings",
              date=date("08:26:03", "-0400"), html=html)


def h_yarwell_rates_sections():
    d = "yarwell"
    snd = "Victor Osei <vosei@yarwell.com>"
    gold = []
    rows = ['<tr><th colspan="7" style="background:#333;color:#fff;text-align:left">US TREASURIES (px in 32nds, yld %) - 50x50</th></tr>']
    for lab, key, pb, pa, yb, ya in (("T 4 1/8 04/30/32", "T 4.125 2032-04-30", 99 + 17 / 32, 99 + 17.5 / 32, "4.226", "4.223"),
                                     ("T 4 1/2 05/15/57", "T 4.5 2057-05-15", 97 + 2 / 32, 97 + 3 / 32, "4.684", "4.681")):
        rows.append(["", lab, "", n32(pb), n32(pa), yb, ya])
        gold += q(key, "government", d, size="50x50", price=(n32(pb), n32(pa)), yield_=(yb, ya))
    rows.append('<tr><th colspan="7" style="background:#333;color:#fff;text-align:left">AGENCY BULLETS (px / yld) - 10x10</th></tr>')
    for seed, lab, pb, pa, yb, ya in (("yw-1", "FNMA 4 1/4 06/15/29", "100.234", "100.297", "4.12", "4.09"),
                                      ("yw-2", "FHLB 4 3/8 03/09/33", "99.781", "99.891", "4.42", "4.40")):
        cu = uc(seed)
        rows.append([cu, lab, "", pb, pa, yb, ya])
        gold += q(cu, "agency", d, size="10x10", price=(pb, pa), yield_=(yb, ya))
    rows.append('<tr><th colspan="7" style="background:#333;color:#fff;text-align:left">AGENCY CALLABLES (px / ytw) - 5x5</th></tr>')
    for seed, lab, call, pb, pa, yb, ya in (("yw-3", "FFCB 5.05 05/26/32", "1x 05/26/28", "99.750", "100.000", "5.11", "5.05"),
                                            ("yw-4", "FHLB 5.375 06/02/36", "Q 06/02/28", "99.625", "99.875", "5.43", "5.39")):
        cu = uc(seed)
        rows.append([cu, lab, call, pb, pa, yb, ya])
        gold += q(cu, "agency", d, size="5x5", price=(pb, pa), yield_=(yb, ya))
    html = f"""<html><body>
<div style="font-family:Calibri,sans-serif;font-size:10pt">
<p>Rates run - Yarwell, 20 May 2027, 09:05 ET. Sizes in each section heading.</p>
{_tbl(["CUSIP", "Security", "Call", "Bid", "Offer", "Bid Yld", "Offer Yld"], rows)}
<p>2s10s +37, 5y SOFR swap 3.86%. Agency callables: yields to worst, the call date shown is the first call.</p>
<p>Victor Osei<br>Yarwell &amp; Co. | US Rates Trading | 30 Rockefeller Plaza, New York NY 10112 | +1 212 555 0155</p>
</div></body></html>"""
    return mk("yarwell-rates-section-rows-html", "html", gold, sender=snd, subject="Yarwell rates run 09:05",
              date=date("09:05:51", "-0400"), html=html)


def h_ulverscroft_cmbs_cds():
    d = "ulverscroft"
    snd = "Kate Brennan <kbrennan@ulverscroft.com>"
    gold = []
    cm = []
    for seed, deal, cl, orig, cur, fac, wal, sb, sa, px in (("uv-1", "STAINMORE CMBS 2024-C12", "A-5", "25.0", "25.0", "1.000", "8.9", "J+104", "J+98", "99-14"),
                                                           ("uv-2", "ROSEDALE CMBS 2018-C5", "AS", "10.0", "9.41", "0.941", "1.8", "J+185", "J+172", "97-04+"),
                                                           ("uv-3", "KIRKHAUGH SASB 2025-MKT", "B", "15.0", "15.0", "1.000", "2.6", "S+215", "S+205", "100-02")):
        cu = uc(seed)
        cm.append([cu, deal, cl, orig, cur, fac, wal, f"{sb} / {sa}", px])
        meas = {"dm": (sb[2:], sa[2:])} if sb.startswith("S") else {"spread": (sb[2:], sa[2:])}
        gold += q(cu, "structured", d, size=(round(float(cur) * 1e6), round(float(cur) * 1e6)), **meas)
        gold += q(cu, "structured", d, size=(None, round(float(cur) * 1e6)), price=(None, px))
    cds = []
    for nm, b, a, ch in (("CDX IG 48 5Y", "51.5", "52", "-0.5"), ("HALEWOOD PROPERTY 5Y", "236", "251", "+4"), ("STAINBURN REIT 5Y", "178", "190", "unch")):
        cds.append([nm, b, a, ch])
        gold += q(nm, "cds", d, size="10x10", spread=(b, a))
    html = f"""<html><body style="font-family:Arial;font-size:10pt">
<p>CMBS, all sized in current face: spreads two-way (J+ vs interpolated UST; the SASB floater is on DM over
1m SOFR); the px column is our offer.</p>
{_tbl(["CUSIP", "Deal", "Class", "Orig ($MM)", "Cur ($MM)", "Factor", "WAL", "Sprd Bid / Ofr", "Ofr Px"], cm)}
<p>CMBS-adjacent CDS (bp), 10x10:</p>
{_tbl(["Name", "Bid", "Ask", "Chg"], cds)}
<p>Kate Brennan | CMBS &amp; Credit Trading | Ulverscroft Securities | 212-555-0110<br>
Member FINRA/SIPC. Office delinquency 11.2% (April remit); CMBX.16 BBB- 71-08.</p>
</body></html>"""
    return mk("ulverscroft-cmbs-cds-html", "html", gold, sender=snd, subject="Ulverscroft CMBS offers + CDS",
              date=date("12:40:27", "-0400"), html=html)


def h_nettlecombe_clo_sold_cds():
    d = "nettlecombe"
    snd = "Ravi Chandran <rchandran@nettlecombe.com>"
    gold = []
    rows = []
    for seed, deal, rt, cur, wal, dm, px, sold in (("nc-1", "ASHBRITTLE CLO 2022-3A A-1R", "AAA", "12.0", "4.6", "S+118", "100.22", False),
                                                 ("nc-2", "BICKLEIGH CLO 2021-1A C", "A", "5.0", "3.9", "S+205", "99.85", True),
                                                 ("nc-3", "CROWCOMBE CLO 2020-2A D-R", "BBB-", "4.0", "4.3", "S+385", "99.10", False),
                                                 ("nc-4", "DULVERTON CLO 2019-4A E", "BB-", "2.5", "2.8", "S+690", "95.75", False)):
        cu = uc(seed)
        if sold:
            rows.append(f'<tr style="color:#999"><td {TD}><s>{cu}</s></td><td {TD}><s>{deal}</s></td><td {TD}>{rt}</td><td {TD}>{cur}</td>'
                        f'<td {TD}>{wal}</td><td {TD}><s>{dm}</s></td><td {TD}><s>{px}</s></td><td {TD}>SOLD</td></tr>')
            continue
        rows.append([cu, deal, rt, cur, wal, dm, px, ""])
        gold += q(cu, "structured", d, size=(None, round(float(cur) * 1e6)), dm=(None, dm[2:]), price=(None, px))
    cds = []
    for nm, b, a in (("CDX HY 48 5Y", "106.125", "106.25"), ("ITRAXX XOVER 47 5Y", "300", "304"), ("TRIMSTONE LEISURE SNR 5Y", "455", "480")):
        cds.append([nm, b, a])
        if nm.startswith("CDX HY"):
            gold += q(nm, "cds", d, size="25x25", price=(b, a))
        else:
            gold += q(nm, "cds", d, size="25x25" if nm.startswith("ITRAXX") else "5x5", spread=(b, a))
    html = f"""<html><body style="font-family:Verdana;font-size:9pt">
<p>CLO offers (DM over 3m SOFR / px, sized in current face, $MM); struck lines have gone.</p>
{_tbl(["CUSIP", "Deal / Class", "Rtg", "Cur Face", "WAL", "Ofr DM", "Ofr Px", "Status"], rows)}
<p>Indices 25x25 (CDX HY in price), single names 5x5 (bp):</p>
{_tbl(["", "Bid", "Ask"], cds)}
<p>Ravi<br>Nettlecombe Capital | Structured Credit | 1 Vanderbilt Ave, New York NY 10017 | +1 646 555 0186</p>
</body></html>"""
    return mk("nettlecombe-clo-offers-cds-html", "html", gold, sender=snd, subject="CLO offers (1 sold) + index / CDS",
              date=date("14:18:39", "-0400"), html=html)


LAYOUTS = [h_grimscote_agency_bills, h_yarwell_rates_sections, h_ulverscroft_cmbs_cds, h_nettlecombe_clo_sold_cds]
