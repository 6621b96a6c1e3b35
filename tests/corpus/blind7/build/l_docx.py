"""Word attachments (6 layouts, 3 pairs)."""

from __future__ import annotations

import datetime as dt
import io

import docx

from common import MIME_DOCX, Attachment, dealer_of, isin, mk, n32, normalize_zip, q, sig, us_isin

DATE = "Mon, 30 Nov 2026 08:35:00 -0500"


def new_doc(title):
    d = docx.Document()
    cp = d.core_properties
    cp.author = "desk"
    cp.created = dt.datetime(2026, 11, 17, 6, 30)  # noqa: DTZ001 - document property, fixed
    cp.modified = dt.datetime(2026, 11, 17, 6, 30)  # noqa: DTZ001
    cp.last_modified_by = "desk"
    cp.revision = 1
    d.add_heading(title, level=2)
    return d


def table(d, rows, style="Table Grid"):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = str(v)
    return t


def save(d):
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def att(name, data):
    return Attachment(name, data, MIME_DOCX, "docx")


# ---------------------------------------------------------------- government / frn


def ravenglass_transposed():
    s = "Hugo Castellan <hcastellan@ravenglass.com>"
    d = dealer_of(s)
    ust = [("T 3 1/2 11/30/27", "T 3.5 2027-11-30", 99 + 30.5 / 32, 99 + 31 / 32, "100"),
           ("T 3 3/4 11/30/30", "T 3.75 2030-11-30", 99 + 25 / 32, 99 + 25.5 / 32, "50"),
           ("T 4 1/4 11/15/35", "T 4.25 2035-11-15", 101 + 9 / 32, 101 + 9.5 / 32, "50"),
           ("T 4 3/4 11/15/55", "T 4.75 2055-11-15", 100 + 2 / 32, 100 + 4 / 32, "25")]
    doc = new_doc("Ravenglass - UST and FRN indications")
    doc.add_paragraph("Treasuries (32nds). Read down each column.")
    gold = []
    rows = [["", *[u[0] for u in ust]], ["Bid", *[n32(u[2]) for u in ust]], ["Offer", *[n32(u[3]) for u in ust]],
            ["Size (MM)", *[u[4] for u in ust]]]
    table(doc, rows)
    for desc, key, b, a, sz in ust:
        _ = desc
        gold += q(key, "government", d, size=(float(sz) * 1e6, float(sz) * 1e6), price=(n32(b), n32(a)))
    frn = [(isin("XS", "31008RN43"), "MUNCASTER BANK SOFR+90 2029", "91", "86"),
           (isin("XS", "31008RP17"), "ESKMEALS FIN SOFR+125 2030", "129", "122"),
           (us_isin("3133ETFR"), "FFCB SOFR+12 2028", "12", "10")]
    doc.add_paragraph("Floaters (discount margin, bp), 5mm per side.")
    rows = [["", *[f[1] for f in frn]], ["ISIN", *[f[0] for f in frn]], ["DM Bid", *[f[2] for f in frn]], ["DM Offer", *[f[3] for f in frn]]]
    table(doc, rows)
    for isn, desc, b, a in frn:
        ac = "agency" if desc.startswith("FFCB") else None
        gold += q(isn, "frn", d, size=(5e6, 5e6), asset_class=ac, dm=(b, a))
    doc.add_paragraph("Settlement T+1 (UST), T+2 (FRNs). Levels as of 08:30 NY.")
    return mk("ravenglass-transposed", "docx", gold, sender=s, subject="UST / FRN indications (Word)", date=DATE,
              text=f"Attached.\n\n{sig('Hugo Castellan', 'Rates Sales', 'Ravenglass Securities', '+1 212 555 0189')}\n",
              attachments=[att("Ravenglass_indications.docx", save(doc))])


def drigg_labelled_bullets():
    s = "Sophie Lindqvist <sophie.lindqvist@drigg.se>"
    d = dealer_of(s)
    doc = new_doc("Drigg Markets - govvies and FRNs, 30 November 2026")
    gov = [("DBR 2.5 02/15/35", "DBR 2.5 2035-02-15", "2.701%", "2.695%", "EUR 50mm"),
           ("OAT 3 11/25/34", "OAT 3 2034-11-25", "3.318%", "3.311%", "EUR 50mm"),
           ("BTPS 3.85 09/01/35", "BTPS 3.85 2035-09-01", "3.602%", "3.594%", "EUR 25mm")]
    gold = []
    for desc, key, b, a, sz in gov:
        p = doc.add_paragraph(style="List Bullet")
        p.add_run(desc + "  ").bold = True
        p.add_run(f"Bid: {b}   Offer: {a}   Size: {sz}")
        gold += q(key, "government", d, size=(float(sz.split()[1][:-2]) * 1e6,) * 2, yield_=(b, a))
    frn = [(isin("XS", "29551TR86"), "NORRLAND BANK E3M+55 2028", "57", "53", "EUR 10mm"),
           (isin("XS", "29551TS69"), "KALMAR ENERGI E3M+120 2030", "124", "117", "EUR 5mm")]
    doc.add_paragraph("FRNs (discount margin):")
    for isn, desc, b, a, sz in frn:
        p = doc.add_paragraph(style="List Bullet")
        p.add_run(f"{desc} ({isn})  ").bold = True
        p.add_run(f"Bid: DM {b}   Offer: DM {a}   Size: {sz}")
        gold += q(isn, "frn", d, size=(float(sz.split()[1][:-2]) * 1e6,) * 2, dm=(b, a))
    doc.add_paragraph("Yields are mid-market indications; Bund future 128.42, 10y swap 2.58%.")
    return mk("drigg-labelled-bullets", "docx", gold, sender=s, subject="EGB + FRN indications", date=DATE.replace("-0500", "+0100"),
              text=f"Hej, see attached.\n\n{sig('Sophie Lindqvist', 'Fixed Income', 'Drigg Markets AB', '+46 8 555 019 44')}\n",
              attachments=[att("Drigg_EGB_FRN.docx", save(doc))])


# ---------------------------------------------------------------- loan / convert_preferred


def seascale_loan_comments():
    s = "Adam Quirke <aquirke@seascale.com>"
    d = dealer_of(s)
    doc = new_doc("Seascale - loan and convert levels")
    loans = [("GOSFORTH HOMES TLB S+350 05/31", "98.00 - 98.50", "-0.25", "Q3 EBITDA 142mm (+6% y/y), net lev 5.2x"),
             ("WHITEHAVEN PORTS TL S+300 09/32", "100.125 - 100.50", "0", "repricing at S+275 talked, 101 soft call to 03/27"),
             ("EGREMONT STEEL TLB S+525 02/30", "84.00 - 85.50", "-2.00", "downgraded B3 to Caa1 on 24 Nov; liquidity 210mm"),
             ("MILLOM TELECOM TLB S+400 12/31", "96.75 - 97.25", "+0.50", "add-on 350mm at 99.5 OID last week")]
    gold = []
    rows = [["Loan", "Bid - Offer", "Chg", "Comment"]]
    for desc, mkt, chg, com in loans:
        rows.append([desc, mkt, chg, com])
        b, a = mkt.split(" - ")
        gold += q(desc, "loan", d, size=(1e6, 1e6), price=(b, a))
    table(doc, rows)
    doc.add_paragraph("Loans 1mm per side.")
    cv = [(us_isin("45067KAB"), "IREBY NETWORKS 0.5 CV 2029", "94.25", "95.00", "2mm"),
          (us_isin("80423PAC"), "SANTON BIOTECH 2.75 CV 2031", "117.50", "118.50", "1mm")]
    rows = [["ISIN", "Convert", "Bid", "Offer", "Size"]]
    for isn, desc, b, a, sz in cv:
        rows.append([isn, desc, b, a, sz])
        gold += q(isn, "convert", d, size=sz, price=(b, a))
    table(doc, rows)
    return mk("seascale-loan-comments", "docx", gold, sender=s, subject="loans + CVs", date=DATE,
              text=f"Levels attached.\n\n{sig('Adam Quirke', 'Leveraged Finance', 'Seascale Capital', '+1 212 555 0126')}\n",
              attachments=[att("Seascale_levels.docx", save(doc))])


def bootle_continued_table():
    s = "Keira Dunstan <kdunstan@bootlefell.com>"
    d = dealer_of(s)
    doc = new_doc("Bootle Fell - leveraged loans")
    loans = [("ARMATHWAITE", "TLB", "S+325", "06/2031", "99.25", "99.75"), ("BRAMPTON LABS", "TLB", "S+375", "03/2032", "100.00", "100.375"),
             ("CALDEW FOODS", "TL", "S+450", "10/2030", "93.50", "94.50"), ("DALSTON AUTO", "TLB", "S+400", "01/2031", "97.00", "79.75"),
             ("ESKDALE GREEN", "TLB", "S+300", "08/2032", "100.25", "100.625")]
    head = ["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer"]
    table(doc, [head] + [list(r) for r in loans[:3]])
    doc.add_paragraph("(continued)")
    table(doc, [head] + [list(r) for r in loans[3:]])
    gold = []
    for b, f, m, mt, bid, off in loans:
        gold += q(f"{b} {f} {m} {mt}", "loan", d, size=(2e6, 2e6), price=(bid, off), review=("price",) if off == "79.75" else ())
    doc.add_paragraph("Sizes 2MM unless noted.")
    pf = [("CUMWHITTON BANCORP 6.5% PFD SER A", "25.20", "25.40"), ("HESKET UTIL 5.25% PFD", "23.85", "24.10")]
    table(doc, [["Preferred ($25 par)", "Bid", "Offer"]] + [list(p) for p in pf])
    for desc, b, a in pf:
        gold += q(desc, "preferred", d, size=(2e6, 2e6), price=(b, a))
    return mk("bootle-continued-table", "docx", gold, sender=s, subject="Loans + pfds", date=DATE,
              text=f"Loan levels attached.\n\n{sig('Keira Dunstan', 'Loan Sales', 'Bootle Fell Partners', '+1 312 555 0148')}\n",
              attachments=[att("BootleFell_loans.docx", save(doc))])


# ---------------------------------------------------------------- ig / em_sovereign


def haweswater_closes_table():
    s = "Laszlo Kertesz <lkertesz@haweswater.com>"
    d = dealer_of(s)
    doc = new_doc("Haweswater - IG & EM levels (INDICATIVE)")
    doc.add_paragraph("Levels as of 08:15 NY, 30-Nov-2026. Size 2MM per side unless stated.")
    ig = [("MARDALE CORP 4.9 07/15/32", "MARDALE CORP 4.9 2032-07-15", "+102", "+97", "100.40", "100.70"),
          ("THIRLMERE BANK 5.05 02/01/30", "THIRLMERE BANK 5.05 2030-02-01", "+81", "+77", "101.12", "101.27"),
          ("BAMPTON RAIL 5.45 11/01/35", "BAMPTON RAIL 5.45 2035-11-01", "+117", "+112", "100.88", "101.25")]
    em = [(isin("XS", "21764QB90"), "ROMANI 5.875 01/30/29", "101.60", "102.05", "5.30", "5.15"),
          (isin("XS", "28409KC36"), "REPHUN 6.25 09/22/32", "105.10", "105.60", "5.34", "5.25")]
    gold = []
    rows = [["Bond", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr"]]
    for desc, key, sb, sa, pb, pa in ig:
        rows.append([desc, sb, sa, pb, pa])
        gold += q(key, "ig", d, size=(2e6, 2e6), spread=(sb, sa), price=(pb, pa))
    table(doc, rows)
    rows = [["ISIN", "Bond", "Px Bid", "Px Ofr", "Yld Bid", "Yld Ofr"]]
    for isn, desc, pb, pa, yb, ya in em:
        rows.append([isn, desc, pb, pa, yb, ya])
        gold += q(isn, "em_sovereign", d, size=(2e6, 2e6), price=(pb, pa), yield_=(yb, ya))
    table(doc, rows)
    doc.add_paragraph("Yesterday's closing mids, for reference (not levels):")
    table(doc, [["Bond", "Close mid sprd", "Close mid px"], ["MARDALE CORP 4.9 07/15/32", "+101", "100.52"],
                ["THIRLMERE BANK 5.05 02/01/30", "+80", "101.20"], ["BAMPTON RAIL 5.45 11/01/35", "+116", "101.03"]])
    return mk("haweswater-closes-table", "docx", gold, sender=s, subject="IG / EM levels", date=DATE,
              text=f"Attached.\n\n{sig('Laszlo Kertesz', 'Credit Sales', 'Haweswater Securities', '+1 212 555 0174')}\n",
              attachments=[att("Haweswater_levels.docx", save(doc))])


def shap_word_strike():
    s = "Freya Holm <fholm@shapabbey.com>"
    d = dealer_of(s)
    doc = new_doc("Shap Abbey - credit levels (updated 09:10)")
    ig = [("MARRICK 5.2 2033", "+114", "+119", "+109", "3mm"), ("LUNESDALE WATER 4.7 2030", None, "+76", "+72", "5mm"),
          ("KESHOLME 5.6 2054", "+150", "+147", "+141", "2mm")]
    t = doc.add_table(rows=1 + len(ig), cols=4)
    t.style = "Table Grid"
    for j, h in enumerate(["Bond", "Bid", "Offer", "Size"]):
        t.cell(0, j).text = h
    gold = []
    for i, (desc, old, b, a, sz) in enumerate(ig, start=1):
        t.cell(i, 0).text = desc
        p = t.cell(i, 1).paragraphs[0]
        if old:
            r = p.add_run(old)
            r.font.strike = True
            p.add_run(" ")
        p.add_run(b)
        t.cell(i, 2).text = a
        t.cell(i, 3).text = sz
        gold += q(desc, "ig", d, size=sz, spread=(b, a))
    em = [(isin("XS", "24490HD71"), "SERBIA 6.5 09/26/33", "103.40", "103.95"), (isin("XS", "26687LE44"), "CROATI 4 06/14/35", "98.15", "98.65")]
    t2 = [["ISIN", "Bond", "Bid", "Offer"]]
    for isn, desc, b, a in em:
        t2.append([isn, desc, b, a])
        gold += q(isn, "em_sovereign", d, size=(1e6, 1e6), price=(b, a))
    doc.add_paragraph("EM sovereigns (price), 1mm per side:")
    table(doc, t2)
    doc.add_paragraph("IG spreads vs UST. Struck-through bids are this morning's, replaced.")
    return mk("shap-word-strike", "docx", gold, sender=s, subject="levels updated", date=DATE,
              text=f"Updated levels attached.\n\n{sig('Freya Holm', 'Credit Trading', 'Shap Abbey Securities', '+1 646 555 0133')}\n",
              attachments=[att("ShapAbbey_levels.docx", save(doc))])


LAYOUTS = [
    ravenglass_transposed, drigg_labelled_bullets,
    seascale_loan_comments, bootle_continued_table,
    haweswater_closes_table, shap_word_strike,
]
