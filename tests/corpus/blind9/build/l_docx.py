"""Word attachments: floater and agency tables, converts and HY, loans / CLO / EM."""

from __future__ import annotations

import datetime as dt
import io

import docx

from common import MIME_DOCX, Attachment, bkey, cusip, dealer_of, isin, mk, normalize_zip, q

DATE = "Tue, 15 Dec 2026 {t} {z}"


def document(title, blocks):
    """blocks: ("p", text) | ("t", rows) | ("h", text)."""
    d = docx.Document()
    cp = d.core_properties
    cp.author = "desk"
    cp.last_modified_by = "desk"
    fixed = dt.datetime(2026, 12, 14, 6, 30, tzinfo=dt.UTC)
    cp.created = fixed
    cp.modified = fixed
    cp.revision = 1
    d.add_heading(title, level=1)
    for kind, x in blocks:
        if kind == "p":
            d.add_paragraph(x)
        elif kind == "h":
            d.add_heading(x, level=2)
        else:
            t = d.add_table(rows=0, cols=len(x[0]))
            t.style = "Table Grid"
            for r in x:
                cells = t.add_row().cells
                for c, v in zip(cells, r, strict=True):
                    c.text = str(v)
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def docx_att(name, data):
    return Attachment(name, data, MIME_DOCX, "docx")


# ---------------------------------------------------------------- 43 / 44: FRNs + agencies


def l43():
    snd = "Tamsin Rosevear <trosevear@rosevear.com>"
    d = dealer_of(snd)
    gold = []
    frn = [("XS", "286013587", "IBRD", "SOFR+31", "06/2031", "30", "27", "100.04", "100.09", "agency", "10"),
           ("XS", "289120466", "ASIAN DEV BANK", "SOFR+26", "03/2029", "25", "22", "100.03", "100.07", "agency", "10"),
           ("US", "12669FAE", "CORVANE INDS", "SOFR+68", "03/2028", "70", "65", "99.94", "100.05", "corporate", "3"),
           ("US", "59981LAB", "MARLCOTE BANK", "SOFR+112", "08/2030", "118", "109", "99.75", "100.10", "corporate", "2")]
    rows = [["ISIN", "Issuer", "Index + Margin", "Maturity", "DM Bid", "DM Offer", "Px Bid", "Px Offer", "Size (MM)"]]
    for pre, body, iss, idx, m, db, da, pb, pa, cls, sz in frn:
        i = isin(pre, body)
        rows.append([i, iss, idx, m, db, da, pb, pa, sz])
        gold += q(i, "frn", d, size=(int(sz) * 1_000_000,) * 2, asset_class=cls, dm=(db, da), price=(pb, pa))
    ag = [("3130B5LM", "FHLB 4.25 09/14/2029", "T+10", "T+7", "100.512", "100.590"),
          ("3136GBXT", "FNMA 4.5 06/01/2033", "T+27", "T+22", "101.930", "102.240"),
          ("880591FJ", "TVA 5.25 09/15/2039", "T+44", "T+38", "104.610", "105.320")]
    rows2 = [["CUSIP", "Agency", "Sprd Bid", "Sprd Offer", "Px Bid", "Px Offer"]]
    for base, nm, sb, sa, pb, pa in ag:
        cu = cusip(base)
        rows2.append([cu, nm, sb, sa, pb, pa])
        gold += q(cu, "agency", d, size="10mm", spread=(sb[1:], sa[1:]), price=(pb, pa))
    data = document("Rosevear Securities - USD Floaters & Agencies (15 Dec 2026)", [
        ("p", "Discount margins in bp over compounded SOFR. Index + Margin is the bond's quoted margin, not our level."),
        ("t", rows),
        ("h", "Agency bullets (spread vs UST, price)"),
        ("p", "Agencies 10mm per side."),
        ("t", rows2),
        ("p", "Rosevear Securities LLC | Agency & SSA desk +1 212 555 0104 | Indicative, subject to change."),
    ])
    text = "Floaters and agency bullets in the attached Word doc.\n\nTamsin Rosevear | Rosevear Securities | +1 212 555 0104\n"
    return mk("rosevear-frn-agency-docx", "docx", gold, sender=snd, subject="USD FRNs + agencies",
              date=DATE.format(t="09:03:27", z="-0500"), text=text, attachments=[docx_att("Rosevear_FRN_Agency_20261215.docx", data)])


def l44():
    snd = "Lucie Sandling <lucie.sandling@sandling.fr>"
    d = dealer_of(snd)
    gold = []
    rows = [["Émetteur", "Code ISIN", "Index / marge", "Échéance", "DM achat / vente", "Prix achat / vente"]]
    frn = [("CADES", "FR", "001400QX7", "€STR+22", "11/2029", "21 / 18", "100,05 / 100,09", "agency"),
           ("BPIFRANCE", "FR", "001400RS5", "€STR+30", "02/2031", "29 / 25", "100,02 / 100,08", "agency"),
           ("LORENTIN CREDIT MUTUEL", "FR", "001400WB1", "E3M+65", "05/2028", "66 / 61", "99,98 / 100,06", "corporate")]
    for iss, pre, body, idx, m, dm, px, cls in frn:
        i = isin(pre, body)
        rows.append([iss, i, idx, m, dm, px])
        db, da = dm.split(" / ")
        pb, pa = px.split(" / ")
        gold += q(i, "frn", d, size="5mm", asset_class=cls, comma=True, dm=(db, da), price=(pb, pa))
    rows2 = [["Émetteur", "Coupon", "Échéance", "Spread vs OAT achat", "Spread vs OAT vente", "Rdt achat", "Rdt vente"]]
    ag = [("SFIL", "3,125", 3.125, "15/06/2032", "2032-06-15", "38", "34", "3,16", "3,12"),
          ("AFD", "2,875", 2.875, "21/10/2030", "2030-10-21", "29", "26", "2,71", "2,68"),
          ("UNEDIC", "3,125", 3.125, "25/11/2034", "2034-11-25", "17", "13", "3,33", "3,29")]
    for iss, cs, c, m, iso, sb, sa, yb, ya in ag:
        rows2.append([iss, cs, m, sb, sa, yb, ya])
        gold += q(bkey(iss, c, iso), "agency", d, size="10mm", comma=True, spread=(sb, sa), yield_=(yb, ya))
    data = document("Société Sandling - Agences et FRN", [
        ("p", "Cotations indicatives au 15/12/2026, 9h30. FRN : 5 M EUR par côté ; agences : 10 M EUR par côté."),
        ("t", rows),
        ("h", "Agences (spread en pb contre OAT interpolée, rendement en %)"),
        ("t", rows2),
        ("p", "Société Sandling SA, 40 avenue Hoche, 75008 Paris - Standard +33 1 53 77 20 00."),
    ])
    text = "Bonjour,\n\nCi-joint nos niveaux agences / FRN.\n\nLucie Sandling\nSociété Sandling | Vente SSA | +33 1 53 77 20 14\n"
    return mk("sandling-agences-frn-docx", "docx", gold, sender=snd, subject="Agences / FRN - 15/12",
              date=DATE.format(t="09:32:50", z="+0100"), text=text, enc="qp",
              attachments=[docx_att("Sandling_Agences_FRN_15122026.docx", data)])


# ---------------------------------------------------------------- 45 / 46: converts / preferreds + HY


def l45():
    snd = "Callum Trevose <ctrevose@trevose.com>"
    d = dealer_of(snd)
    gold = []
    rows = [["Security", "CUSIP", "Bid", "Offer", "Stock", "Conv Px", "Parity", "Prem", "Delta"]]
    cv = [("TIDEMARK SOLAR 2 7/8 06/01/30 CV", "88160RAF", "87.75", "88.75", "$19.82", "$48.00", "41.30", "96%", "0.28"),
          ("OSPREY BIOTECH 0 12/15/28 CV", "68828BAC", "98.25", "99.00", "$64.10", "$92.75", "69.11", "42%", "0.37"),
          ("HARROWGATE REIT 4 1/4 03/15/31 CV", "41468LAE", "102.50", "103.50", "$31.66", "$33.40", "94.79", "8%", "0.71")]
    for sec, base, b, a, *_ in cv:
        cu = cusip(base)
        rows.append([sec, cu, b, a, *_])
        gold += q(cu, "convert", d, size="1mm", price=(b, a))
    pf = [("MERIDIAN TRUST 6.375% C", "56190R40", "$25.18", "$25.32", "", "", "", "", ""),
          ("CALDERWOOD PWR 7.0% PFD", "12860P20", "$24.46", "", "", "", "", "", "")]
    for sec, base, b, a, *_ in pf:
        cu = cusip(base)
        rows.append([sec, cu, b, a, *_])
        gold += q(cu, "preferred", d, price=(b.lstrip("$"), a.lstrip("$") or None))
    hy = [["Issuer", "Cpn", "Mat", "Bid", "Offer", "YTW bid", "Size"]]
    rws = [("ROOKWOOD CASINOS", "8 1/4", 8.25, "4/15/31", "2031-04-15", "101.75", "102.25", "7.76", "2mm"),
           ("DUNLIN MARINE", "8", 8.0, "10/15/30", "2030-10-15", "97.25", "98.00", "8.85", "2mm"),
           ("KILMARTH STEEL", "6 1/2", 6.5, "7/15/31", "2031-07-15", "92.25", "93.00", "8.50", "1mm")]
    for iss, cs, c, m, iso, b, a, y, sz in rws:
        hy.append([iss, cs, m, b, a, y, sz])
        gold += q(bkey(iss, c, iso), "hy", d, size=sz, price=(b, a), yield_=(y, None))
    data = document("Trevose Capital - Converts, Preferreds, HY", [
        ("p", "Converts 1mm per side. Preferreds in $ per share (bid only on Calderwood). Stock, conversion price, parity, premium and delta for reference."),
        ("t", rows),
        ("h", "High yield"),
        ("t", hy),
        ("p", "YTW shown on the bid side only. Trevose Capital LLC, 1 Post Office Sq, Boston | +1 617 555 0183."),
    ])
    text = "Converts / prefs / HY sheet attached.\n\nCallum Trevose | Trevose Capital | +1 617 555 0183\n"
    return mk("trevose-cv-pfd-hy-docx", "docx", gold, sender=snd, subject="CV / PFD / HY 12/15",
              date=DATE.format(t="10:22:16", z="-0500"), text=text, attachments=[docx_att("Trevose_CV_PFD_HY.docx", data)])


def l46():
    snd = "Edith Ulverscroft <eulverscroft@ulverscroft.com>"
    d = dealer_of(snd)
    gold = []
    lines = [
        ("ZENTRIQ SOFTWARE 0% 2030 CV", "Bid 91.50 / Offer 92.50 (1mm)   Parity 62.10   Prem 48.1%",
         bkey("ZENTRIQ SOFTWARE", 0, "2030", "CV"), "convert", "91.50", "92.50", "1mm"),
        ("ARGENTA MINING 3.25% 2031 CV", "Bid 118.50 / Offer 119.50 (1mm)   Parity 108.20   Prem 9.8%",
         bkey("ARGENTA MINING", 3.25, "2031", "CV"), "convert", "118.50", "119.50", "1mm"),
        ("SANDPIPER RESORTS 7 7/8 2031", "Bid 98.50 / Offer 99.25 (2mm)   Call 05/01/28 @103.938", bkey("SANDPIPER RESORTS", 7.875, "2031"), "hy", "98.50", "99.25", "2mm"),
        ("CORRIE FITNESS 6 3/4 2032", "Offer 94.125 (1mm)   Prev 93.75", bkey("CORRIE FITNESS", 6.75, "2032"), "hy", None, "94.125", "1mm"),
    ]
    blocks = [("p", "Levels as of 15-Dec-2026, 11:00 ET. Indicative; subject to change.")]
    for title, lvl, key, grp, b, a, sz in lines:
        blocks.append(("h", title))
        blocks.append(("p", lvl))
        s = (None, 1_000_000) if b is None else sz
        gold += q(key, grp, d, size=s, price=(b, a))
    pf = [("US", "07274N50", "BALMORAL FINL 5.95% SER B", "23.94", "24.10", "6.32", "6.26")]
    t = [["ISIN", "Preferred", "Bid $", "Offer $", "YTC Bid %", "YTC Offer %"]]
    for pre, body, nm, b, a, yb, ya in pf:
        i = isin(pre, body)
        t.append([i, nm, b, a, yb, ya])
        gold += q(i, "preferred", d, price=(b, a), yield_=(yb, ya))
    blocks += [("h", "Preferreds"), ("t", t), ("p", "Ulverscroft Partners LLC | +1 415 555 0157 | eulverscroft@ulverscroft.com")]
    data = document("Ulverscroft - CB / HY / Pref levels", blocks)
    text = "Hi - levels in the attached doc (one heading per bond).\n\nEdith Ulverscroft | Ulverscroft Partners | +1 415 555 0157\n"
    return mk("ulverscroft-headings-docx", "docx", gold, sender=snd, subject="CB / HY / Pref - 15 Dec",
              date=DATE.format(t="11:04:09", z="-0800"), text=text, attachments=[docx_att("Ulverscroft_levels_1215.docx", data)])


# ---------------------------------------------------------------- 47 / 48: loans, securitised, EM


def l47():
    snd = "Ivy Venning <ivenning@venninghale.com>"
    d = dealer_of(snd)
    gold = []
    loans = [["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer", "Commitment ($mm)"],
             ["Ferncastle Dental", "TLB", "S+375", "04/2031", "98.50", "99.00", "850"],
             ["Pelican Bay Foods", "TLB", "S+300", "12/2030", "100.00", "100.25", "1,200"],
             ["Tamworth Aero", "TL 2nd Lien", "S+650", "06/2032", "91.50", "93.00", "400"]]
    for r in loans[1:]:
        gold += q(f"{r[0].upper()} {r[1].upper()} {r[2]} {r[3]}", "loan", d, size="2mm", price=(r[4], r[5]))
    clo = [["CUSIP", "Deal", "Class", "DM Bid", "DM Offer", "Px Bid", "Px Offer", "WAL"]]
    for base, deal, cl, db, da, pb, pa, wal in [("29110TAL", "EASTBRIDGE CLO 2023-1", "E", "640", "615", "98.90", "99.55", "5.8"),
                                                ("62944WAC", "NORTHFLEET CLO 2025-4", "A1", "128", "124", "100.12", "100.20", "4.1")]:
        cu = cusip(base)
        clo.append([cu, deal, cl, db, da, pb, pa, wal])
        gold += q(cu, "structured", d, size="2mm", dm=(db, da), price=(pb, pa))
    em = [["ISIN", "Issuer", "Px Bid", "Px Offer", "Yld Bid", "Yld Offer"]]
    for pre, body, nm, pb, pa, yb, ya, cls in [("US", "40114HAP", "GUATEMALA 6.6 06/13/36", "99.35", "99.85", "6.69", "6.62", None),
                                                ("XS", "285530318", "KAZMUNAI TRANS 5 1/2 04/28/32", "97.30", "97.95", "6.13", "5.98", "corporate")]:
        i = isin(pre, body)
        em.append([i, nm, pb, pa, yb, ya])
        gold += q(i, "em_sovereign", d, size="2mm", asset_class=cls, price=(pb, pa), yield_=(yb, ya))
    data = document("Venning Hale - Loans / CLO / EM", [
        ("p", "All sizes 2mm per side unless stated. Commitment = facility size, WAL in years."),
        ("t", loans), ("h", "CLO"), ("t", clo), ("h", "EM"), ("t", em),
        ("p", "Venning Hale & Co. | +1 646 555 0179 | Not research; indicative levels."),
    ])
    text = "Loans / CLO / EM sheet attached.\n\nIvy Venning | Venning Hale | +1 646 555 0179\n"
    return mk("venninghale-loan-clo-em-docx", "docx", gold, sender=snd, subject="Loans / CLO / EM 12-15",
              date=DATE.format(t="11:30:45", z="-0500"), text=text, attachments=[docx_att("VH_Loan_CLO_EM_20261215.docx", data)])


def l48():
    snd = "Noah Wadebridge <nwadebridge@wadebridge.com>"
    d = dealer_of(snd)
    gold = []
    rows = [["Instrument", "Bid / Offer", "Measure", "Notes"]]
    items = [("Brightwater Pet Care TLB S+400 06/32", "99.25 / 99.75", "px", "OID 99.5, 1% soft call 6m",
              "BRIGHTWATER PET CARE TLB S+400 06/32", "loan", "price"),
             ("Halcyon Logistics TL S+450 02/30", "94.00 / 95.00", "px", "leverage 5.9x, $625mm facility",
              "HALCYON LOGISTICS TL S+450 02/30", "loan", "price"),
             ("MERIDIAN PARK CLO 2024-3 D", "330 / 312", "DM", "BBB-, WAL 4.9", "MERIDIAN PARK CLO 2024-3 D", "structured", "dm"),
             ("AMBERLEY AUTO 2025-2 B", "99-24 / 99-28", "px", "factor 0.7312", "AMBERLEY AUTO 2025-2 B", "structured", "price"),
             ("PERU 5 7/8 08/08/33", "102.40 / 102.85", "px", "Baa1, dur 5.6", bkey("PERU", 5.875, "2033-08-08"), "em_sovereign", "price"),
             ("CHILE 4.95 01/05/36", "5.27 / 5.21", "yld", "", bkey("CHILE", 4.95, "2036-01-05"), "em_sovereign", "yield")]
    for nm, lv_, meas, note, key, grp, qt in items:
        rows.append([nm, lv_, meas, note])
        b, a = lv_.split(" / ")
        gold += q(key, grp, d, size="1mm", **{qt: (b, a)})
    data = document("Wadebridge Securities - cross-asset levels", [
        ("p", "15 December 2026. 1mm per side on everything below; levels indicative."),
        ("t", rows),
        ("p", "Wadebridge Securities LLC | +1 704 555 0168"),
    ])
    text = "Cross-asset levels attached (docx).\n\nNoah Wadebridge | Wadebridge Securities | +1 704 555 0168\n"
    return mk("wadebridge-measure-col-docx", "docx", gold, sender=snd, subject="Cross-asset levels 15 Dec",
              date=DATE.format(t="12:10:00", z="-0500"), text=text, attachments=[docx_att("Wadebridge_levels_1215.docx", data)])


LAYOUTS = [l43, l44, l45, l46, l47, l48]
