"""Word attachments: loan tables with OID, muni yield%/price cells, floaters + agencies + converts/preferreds."""

from __future__ import annotations

import datetime as dt
import io

import docx

from common import MIME_DOCX, Attachment, cusip, isin, mk, normalize_zip, q, sig

TO = "pm-credit@clients.example-am.com"


def doc_bytes(d) -> bytes:
    cp = d.core_properties
    cp.author = "desk"
    cp.last_modified_by = "desk"
    cp.created = dt.datetime(2026, 12, 7, 6, 30, tzinfo=dt.UTC)
    cp.modified = dt.datetime(2026, 12, 7, 6, 30, tzinfo=dt.UTC)
    cp.revision = 1
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def table(d, rows, style="Table Grid"):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = str(v)
    return t


# ------------------------------------------------------------------ loans (pair 1)


def kinloch_loans_docx():
    snd = "Ross Kinnear <rkinnear@kinlochbarr.com>"
    dl = "kinlochbarr"
    gold = []
    d = docx.Document()
    d.add_heading("Kinloch Barr - Loan Levels 08/12/2026", level=1)
    d.add_paragraph("Levels are cash price. Maturities DD/MM/YYYY. Sizes: 2mm per side unless shown.")
    rows = [["Borrower / Facility", "Margin", "Floor", "Maturity", "OID", "Bid / Offer", "Size"]]
    data = [("Kestrel Harbor Holdings TLB", "S+325", "0.50%", "15/10/2031", "99.00", "99.25 / 99.75", ""),
            ("Ambry Logistics Delayed Draw TL", "S+400", "0.75%", "28/03/2030", "98.50", "97.50 / 98.375", "3mm"),
            ("Saltcote Dental Partners TLB", "S+350", "0.50%", "15/07/2032", "99.50", "100.00 / 100.375", ""),
            ("Tenterden Brands TLB", "S+450", "0.75%", "30/11/2029", "99.00", "92.00 / 93.25", "1mm"),
            ("Orlestone Water Services TLA", "E+275", "0.00%", "15/07/2031", "100.00", "99.50 / 99.875", "")]
    for desc, mg, fl, m, oid, ba, sz in data:
        rows.append([desc, mg, fl, m, oid, ba, sz])
        b, a = ba.split(" / ")
        s = int(sz[:-2]) * 1000000 if sz else 2000000
        gold += q(f"{desc.upper()} {mg} {m}", "loan", dl, size=(s, s), price=(b, a))
    table(d, rows)
    d.add_paragraph("OID shown for reference (primary issue price). Orlestone TLA is EUR, E = Euribor.")
    att = Attachment("KB loan levels.docx", doc_bytes(d), MIME_DOCX, "docx")
    body = "Loan levels in the Word doc.\n\n" + sig("Ross Kinnear", "Loan Trading", "Kinloch Barr LLP", "+44 131 555 0172")
    return mk("kinloch-loans-docx", "docx", gold, sender=snd, to=TO, subject="KB loans",
              date="Tue, 08 Dec 2026 05:20:00 -0500", text=body, attachments=[att])


def ashdown_loans_docx():
    snd = "Mia Pellow <mpellow@ashdownpell.com>"
    dl = "ashdownpell"
    gold = []
    d = docx.Document()
    d.add_heading("Ashdown Pell - Loan Axes", level=1)
    d.add_paragraph("BUYER OF", style="List Bullet")
    buys = [("Quarrington Health TLB S+325 06/32", "100.00", "5mm"), ("Bexley Fold Packaging TLA S+250 12/29", "99.75", "3mm")]
    sells = [("Dunsfold Aerospace TLB S+400 04/30", "100.00", "2mm"), ("Rushmere Foods TLA S+225 12/30", "100.25", "5mm")]
    for desc, px, sz in buys:
        d.add_paragraph(f"{desc}    {px}    {sz}")
        s = int(sz[:-2]) * 1000000
        gold += q(desc.upper(), "loan", dl, size=(s, None), price=(px, None))
    d.add_paragraph("SELLER OF", style="List Bullet")
    for desc, px, sz in sells:
        d.add_paragraph(f"{desc}    {px}    {sz}")
        s = int(sz[:-2]) * 1000000
        gold += q(desc.upper(), "loan", dl, size=(None, s), price=(None, px))
    d.add_paragraph("Two-way (px, OID in brackets for reference):")
    rows = [["Loan", "Bid", "Offer", "Size"]]
    tw = [("Tidemill Data Centers TLB S+275 05/33 (OID 99.75)", "100.375", "100.75", "3mm"),
          ("Pennock Outdoor Media TLB S+350 11/31 (OID 99.75)", "98.875", "99.375", "2mm")]
    for desc, b, a, sz in tw:
        rows.append([desc, b, a, sz])
        key = desc.split(" (")[0].upper()
        gold += q(key, "loan", dl, size=sz, price=(b, a))
    table(d, rows)
    att = Attachment("Ashdown Pell loan axes.docx", doc_bytes(d), "application/octet-stream", "docx")
    body = "Axes attached.\n\n" + sig("Mia Pellow", "Loans", "Ashdown Pell & Co.", "+1 212 555 0165")
    return mk("ashdown-loans-docx", "docx", gold, sender=snd, to=TO, subject="AP loan axes",
              date="Tue, 08 Dec 2026 08:48:00 -0500", text=body, attachments=[att])


# ------------------------------------------------------------------ munis yield%/price (pair 2)


def redfern_muni_docx():
    snd = "Hal Redfern <hredfern@redferncoates.com>"
    dl = "redferncoates"
    gold = []
    d = docx.Document()
    d.add_heading("Redfern Coates - Municipal Two-Way", level=1)
    d.add_paragraph("Each side is Yield/Price. Par in $000. Dated 12/10/2026 unless shown.")
    rows = [["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Bid Yld/Px", "Offer Yld/Px", "Par (000)"]]
    data = [("57582RMN", "MASSACHUSETTS ST GO", "5.000", "11/01/2037", "11/01/33 @100", "4.25%/98.75", "4.19%/99.25", "1,000"),
            ("45203HVN", "ILLINOIS ST GO", "5.250", "05/01/2041", "05/01/33 @100", "4.17%/106.48", "4.10%/106.97", "500"),
            ("64990FWQ", "NYS DORM AUTH PIT", "5.000", "03/15/2042", "03/15/34 @102", "3.96%/109.66", "3.90%/110.11", "2,000"),
            ("709141HX", "PENNSYLVANIA ST TPK SUB", "4.000", "12/01/2046", "12/01/31 @100", "4.38%/95.01", "4.31%/95.94", "750")]
    for base, iss, cp, m, call, b, o, par in data:
        cu = cusip(base)
        rows.append([cu, iss, cp, m, call, b, o, par])
        by, bp = b.split("/")
        oy, op = o.split("/")
        sz = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", dl, size=(sz, sz), yield_=(by, oy), price=(bp, op))
    table(d, rows)
    d.add_paragraph("MA GO 2037: 4.25%/98.75 bid is to maturity (discount). NYS DORM callable @ 102.")
    att = Attachment("Redfern muni two-way.docx", doc_bytes(d), MIME_DOCX, "docx")
    body = "Two-way attached.\n\n" + sig("Hal Redfern", "Municipal Trading", "Redfern Coates Inc.", "+1 312 555 0135")
    return mk("redfern-muni-docx", "docx", gold, sender=snd, to=TO, subject="RC muni two-way",
              date="Tue, 08 Dec 2026 08:29:00 -0500", text=body, attachments=[att])


def sherbourne_muni_docx():
    snd = "Kay Sherwin <ksherwin@sherbournemuni.com>"
    dl = "sherbournemuni"
    gold = []
    d = docx.Document()
    d.add_heading("Sherbourne Municipal - Offerings", level=1)
    d.add_paragraph("All levels below are offerings (offer side). Price/Yield per line; M = $000.")
    data = [("13063DZT", "California St GO 5s 08/01/2035 @ 102 call 8/1/32", "112.250/3.05%", "1,000M"),
            ("59333PDK", "Miami-Dade Cnty FL Aviation 5s 10/01/2039", "106.115/3.99%", "500M"),
            ("882724UK", "Texas St Transn Commn 5s 04/01/2036", "110.930/3.36%", "1,500M"),
            ("735389YM", "Port Seattle WA Rev AMT 4s 04/01/2046 (AGM)", "93.875/4.47%", "750M")]
    for base, desc, py, par in data:
        cu = cusip(base)
        d.add_paragraph(f"{cu}  {desc}    {py}    {par}", style="List Bullet")
        p, y = py.split("/")
        sz = int(par[:-1].replace(",", "")) * 1000
        gold += q(cu, "muni", dl, size=(None, sz), price=(None, p), yield_=(None, y))
    d.add_paragraph("Settlement 12/10/2026. Subject to prior sale.")
    att = Attachment("Sherbourne offerings.docx", doc_bytes(d), MIME_DOCX, "docx")
    body = "Offerings attached.\n\n" + sig("Kay Sherwin", "Municipal Sales", "Sherbourne Municipal", "+1 617 555 0158")
    return mk("sherbourne-muni-docx", "docx", gold, sender=snd, to=TO, subject="Sherbourne offerings",
              date="Tue, 08 Dec 2026 08:36:00 -0500", text=body, attachments=[att])


# ------------------------------------------------------------------ FRNs, agencies, converts / preferreds (pair 3)


def clearwell_frn_agy_cv_docx():
    snd = "Dev Anand <danand@clearwellsec.com>"
    dl = "clearwellsec"
    gold = []
    d = docx.Document()
    d.add_heading("Clearwell - Floaters, Agencies, Converts", level=1)
    d.add_paragraph("Floaters: DM (bp) and price. Agencies: SOFR MS spread (bp) and price. Floaters and agencies 5mm per side.")
    frn = [("US", "46271QAB", "Harrowfield Bank FRN 03/2029 (SOFR+95)", "92", "87", "100.12", "100.26", "frn", "corporate"),
           ("XS", "2915530Q0", "IBRD FRN 08/2030 (SOFR+24)", "-2", "-5", "100.31", "100.44", "frn", "agency"),
           ("US", "31359MBF", "FFCB FRN 01/2028 (SOFR+11)", "-6", "-9", "100.04", "100.09", "frn", "agency")]
    rows = [["ISIN", "Floater", "DM Bid", "DM Ask", "Px Bid", "Px Ask"]]
    for pre, b9, desc, db, da, pb, pa, grp, cls in frn:
        i = isin(pre, b9)
        rows.append([i, desc, db, da, pb, pa])
        gold += q(i, grp, dl, size=(5000000, 5000000), asset_class=cls, dm=(db, da), price=(pb, pa))
    table(d, rows)
    d.add_paragraph("")
    rows = [["Agency", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask"]]
    ag = [("FHLB 4.5 09/14/2032", "FHLB 4.5 2032-09-14", "+3", "0", "99.91", "100.08"),
          ("FNMA 4.375 02/14/2031", "FNMA 4.375 2031-02-14", "+2", "-1", "100.89", "101.02")]
    for w, key, sb, sa, pb, pa in ag:
        rows.append([w, sb, sa, pb, pa])
        gold += q(key, "agency", dl, size=(5000000, 5000000), i_spread=(sb, sa), price=(pb, pa))
    table(d, rows)
    d.add_paragraph("")
    rows = [["Convert / Preferred", "Bid", "Ask", "Parity", "Prem", "Size"]]
    cv = [("LORRIMER BIO 2.25 06/01/30 CV", "LORRIMER BIO 2.25 2030-06-01 CV", "112.75", "113.75", "101.8", "11.2%", "1mm", "convert"),
          ("STANWAY UTILITIES 6.375% PFD", "STANWAY UTILITIES 6.375% PFD", "24.80", "25.00", "", "", "", "preferred")]
    for w, key, b, a, par, prem, sz, grp in cv:
        rows.append([w, b, a, par, prem, sz])
        s = int(sz[:-2]) * 1000000 if sz else 5000000
        if grp == "preferred":
            s = None
        gold += q(key, grp, dl, size=(s, s), price=(b, a))
    table(d, rows)
    d.add_paragraph("Preferreds: $25 par, size in shares on request.")
    att = Attachment("Clearwell FRN agy CV.docx", doc_bytes(d), MIME_DOCX, "docx")
    body = "Doc attached.\n\n" + sig("Dev Anand", "Credit Sales", "Clearwell Securities", "+1 212 555 0191")
    return mk("clearwell-frn-agy-cv-docx", "docx", gold, sender=snd, to=TO, subject="Clearwell FRN / agy / CV",
              date="Tue, 08 Dec 2026 09:26:00 -0500", text=body, attachments=[att])


def mapperton_frn_agy_pfd_docx():
    snd = "Ula Brenner <ubrenner@mapperton.com>"
    dl = "mapperton"
    gold = []
    d = docx.Document()
    d.add_heading("Mapperton - SSA / FRN / Hybrids", level=1)
    d.add_paragraph("Dates DD/MM/YYYY. Sizes: EUR 3mm per side.")
    rows = [["Bond", "Bid", "Offer", "Unit"]]
    data = [
        ("XS", "2966014R0", "KFW FRN 12/03/2029", "-4", "-7", "DM", "frn", "agency", "dm"),
        ("XS", "2930447S0", "BELVEDERE TELECOM FRN 20/06/2030", "141", "132", "DM", "frn", "corporate", "dm"),
        ("XS", "2944781T0", "EIB 2.75 15/01/2031", "-18", "-21", "MS", "agency", "agency", "i_spread"),
        ("XS", "2899126U0", "NRW BANK 3 09/09/2032", "98.42", "98.61", "px", "agency", "agency", "price"),
        ("XS", "2877402V0", "CALDERA RE 4.625 PERP NC2030 PFD", "96.10", "96.85", "px", "preferred", "preferred", "price"),
        ("XS", "2858760W0", "VELDANO SPA 1.5 30/06/2030 CV", "104.10", "104.90", "px", "convert", "convertible", "price"),
    ]
    for pre, b9, desc, b, a, unit, grp, cls, qt in data:
        i = isin(pre, b9)
        rows.append([f"{desc} ({i})", b, a, unit])
        gold += q(i, grp, dl, size=(3000000, 3000000), asset_class=cls, **{qt: (b, a)})
    table(d, rows)
    d.add_paragraph("MS = spread to mid-swaps (bp). Track vs yesterday: KFW unch, EIB -1.")
    att = Attachment("Mapperton SSA FRN hybrids.docx", doc_bytes(d), MIME_DOCX, "docx")
    body = "Run attached.\n\n" + sig("Ula Brenner", "SSA & Credit", "Mapperton AG", "+41 44 555 0147")
    return mk("mapperton-frn-agy-pfd-docx", "docx", gold, sender=snd, to=TO, subject="Mapperton run",
              date="Tue, 08 Dec 2026 04:15:00 -0500", text=body, attachments=[att])


LAYOUTS = [
    kinloch_loans_docx, ashdown_loans_docx,
    redfern_muni_docx, sherbourne_muni_docx,
    clearwell_frn_agy_cv_docx, mapperton_frn_agy_pfd_docx,
]
