"""Word attachments: tab-separated paragraphs, tables nested in a layout table, bid and offer on
two lines of one cell, vertically merged issuer cells; a term sheet and a research note (no quotes)."""

from __future__ import annotations

import datetime as dt
import io

import docx
from docx.shared import Pt

from common import MIME_DOCX, Attachment, Layout, bkey, message, normalize_zip, q, us_isin

D = "Tue, 24 Nov 2026"
FIXED = dt.datetime(2026, 11, 24, 6, 0, 0)  # noqa: DTZ001 - core properties are naive by format


def _doc():
    d = docx.Document()
    cp = d.core_properties
    cp.author = "desk"
    cp.last_modified_by = "desk"
    cp.created = FIXED
    cp.modified = FIXED
    cp.revision = 1
    d.styles["Normal"].font.size = Pt(9)
    return d


def _bytes(d) -> bytes:
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def _mail(sender, to, subject, date, msgid, text, fname, data, gold, slug):
    att = Attachment(fname, data, MIME_DOCX, "docx")
    eml = message(sender=sender, to=to, subject=subject, date=date, msgid=msgid, text=text, attachments=[att])
    return Layout(slug, "docx", eml, gold)


# ---------------------------------------------------------------- 55/56 loan + hy


def d55_zennor_tab_paragraphs():
    d = "zennorbay"
    doc = _doc()
    doc.add_heading("Zennor Bay - Lev Fin Levels - 24 Nov 2026", level=1)
    doc.add_paragraph("LOANS (bid / offer, points)")
    loans = [("Sennen Cove Marine TLB S+375 06/30", "98.00", "98.50", "2mm"),
             ("Lamorna Foods TLB S+325 09/31", "100.00", "100.375", "5mm"),
             ("Morvah Quarries 1L TL S+450 12/29", "95.25", "96.00", "1mm"),
             ("Pendeen Software TLB-2 S+350 03/32", "99.125", None, "3mm")]
    gold = []
    for desc, b, a, sz in loans:
        doc.add_paragraph(f"{desc}\t{b}\t{a or 'bid only'}\t{sz}")
        size = (int(sz[:-2]) * 1000000, None if a is None else int(sz[:-2]) * 1000000)
        gold += q(desc.upper(), "loan", d, size=size, price=(b, a))
    doc.add_paragraph("")
    doc.add_paragraph("HIGH YIELD (px bid / offer, YTW %)")
    hy = [("PORTHGWARRA 7.25 03/15/31", bkey("PORTHGWARRA", 7.25, "2031-03-15"), "99.50", "100.25", "7.37", "7.18", "1mm"),
          ("BOTALLACK MINING 9.5 11/01/29", bkey("BOTALLACK MINING", 9.5, "2029-11-01"), "102.00", "102.75", "8.78", "8.49", "2mm"),
          ("GURNARDS HEAD HOTELS 6 7/8 07/15/32", bkey("GURNARDS HEAD HOTELS", 6.875, "2032-07-15"), "91.50", "92.25", "8.67", "8.51", "1mm")]
    for desc, key, b, a, yb, ya, sz in hy:
        doc.add_paragraph(f"{desc}\t{b}\t{a}\t{yb} / {ya}\t{sz}")
        gold += q(key, "hy", d, size=sz, price=(b, a), yield_=(yb, ya))
    doc.add_paragraph("Zennor Bay Capital LLP, 8 Lloyd's Avenue, London EC3N 3EL. FCA FRN 734190. +44 20 7481 6602.")
    data = _bytes(doc)
    return _mail("Wenna Trevorrow <wtrevorrow@zennorbay.co.uk>", "levfin@zennorbay.co.uk", "ZB lev fin levels",
                 D + " 10:40:00 +0000", "<zb-levfin-20261124@zennorbay.co.uk>", "Word version attached as requested.\n",
                 "ZB_LevFin_24Nov2026.docx", data, gold, "zennor-tab-paragraphs")


def d56_gurnard_nested_tables():
    d = "gurnardpike"
    doc = _doc()
    doc.add_paragraph("GURNARD PIKE  |  LOANS & HIGH YIELD  |  24-Nov-2026")
    outer = doc.add_table(rows=1, cols=2)
    left, right = outer.rows[0].cells
    left.paragraphs[0].text = "Loans"
    right.paragraphs[0].text = "High Yield"
    loans = [("Carn Brea Leisure", "TLB", "S+400", "97.50", "98.25"),
             ("Chapel Porth Labs", "TLB", "S+350", "99.75", "100.125"),
             ("Trevose Energy", "2L TL", "S+725", "89.00", "91.00"),
             ("Holywell Bay Packaging", "TLB", "S+375", "98.25", "98.875"),
             ("Crantock Fitness", "TLB", "S+450", "94.50", "59.50")]
    t = left.add_table(rows=1, cols=5)
    for c, h in zip(t.rows[0].cells, ["Borrower", "Facility", "Margin", "Bid", "Offer"], strict=True):
        c.text = h
    gold = []
    for bor, fac, mg, b, a in loans:
        cells = t.add_row().cells
        for c, v in zip(cells, [bor, fac, mg, b, a], strict=True):
            c.text = v
        gold += q(f"{bor} {fac} {mg}".upper(), "loan", d, price=(b, a),
                  review=("price",) if float(a) < float(b) else ())
    hy = [("STEPPER POINT 8.0 10/01/30", bkey("STEPPER POINT", 8.0, "2030-10-01"), "100.50", "101.25", "2MM"),
          ("PENTIRE CHEM 6.5 04/15/29", bkey("PENTIRE CHEM", 6.5, "2029-04-15"), "96.75", "97.50", "1MM"),
          ("TREGARDOCK AUTO 10.25 02/15/31", bkey("TREGARDOCK AUTO", 10.25, "2031-02-15"), "104.25", "105.00", "1MM"),
          ("WATERGATE BAY RESORTS 7.125 06/01/32", bkey("WATERGATE BAY RESORTS", 7.125, "2032-06-01"), "95.00", "95.875", "2MM")]
    t2 = right.add_table(rows=1, cols=4)
    for c, h in zip(t2.rows[0].cells, ["Bond", "Px Bid", "Px Offer", "Size"], strict=True):
        c.text = h
    for desc, key, b, a, sz in hy:
        cells = t2.add_row().cells
        for c, v in zip(cells, [desc, b, a, sz], strict=True):
            c.text = v
        gold += q(key, "hy", d, size=sz, price=(b, a))
    doc.add_paragraph("Levels indicative. Gurnard Pike Securities LLC, 500 Boylston St, Boston MA 02116. 617-555-0186.")
    data = _bytes(doc)
    return _mail("Gurnard Pike LevFin <levfin@gurnardpike.com>", "clients@gurnardpike.com",
                 "GP loans & HY (docx)", D + " 11:15:00 -0500", "<gp-lf-20261124@gurnardpike.com>",
                 "Sheet attached.\n", "GP_Loans_HY_20261124.docx", data, gold, "gurnard-nested-tables")


# ---------------------------------------------------------------- 57/58 ig + frn + agency


def d57_mawgan_two_line_cells():
    d = "mawganhale"
    rows = [("ig", "ST MAWES HOLDINGS", "4.85", 4.85, "06/01/2033", "2033-06-01", "+105", "+100", ""),
            ("ig", "ROSELAND POWER", "5.3", 5.3, "02/15/2036", "2036-02-15", "+131", "+126", "5MM"),
            ("ig", "FALMOUTH MARITIME", "4.4", 4.4, "09/30/2029", "2029-09-30", "+74", "+70", ""),
            ("agency", "FFCB", "4.2", 4.2, "08/14/2029", "2029-08-14", "+12", "+9", ""),
            ("agency", "FHLB", "4.75", 4.75, "03/10/2034", "2034-03-10", "+26", "+22", "10MM")]
    frns = [(us_isin("65412TAL"), "PENRYN BANK FRN 2028 (SOFR+80)", "78", "74"),
            (us_isin("45907RAS"), "IFAD FRN 2030 (SOFR+28)", "27", "24")]
    doc = _doc()
    doc.add_heading("Mawgan Hale - USD spreads - 24 November 2026", level=2)
    doc.add_paragraph("Spreads in bp vs UST; each cell shows bid on the first line and offer on the second. "
                      "Sizes 2MM unless noted.")
    t = doc.add_table(rows=1, cols=5)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Issuer", "Coupon", "Maturity", "Spread bid / offer", "Size"], strict=True):
        c.text = h
    gold = []
    for grp, iss, ct, cv, mtxt, miso, b, a, sz in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, [iss, ct, mtxt, None, sz], strict=True):
            if v is not None:
                c.text = v
        p = cells[3].paragraphs[0]
        run = p.add_run(b)
        run.add_break()
        p.add_run(a)
        gold += q(bkey(iss, cv, miso), grp, d, size=sz or "2MM", spread=(b, a))
    doc.add_paragraph("")
    doc.add_paragraph("Floaters (DM, bp):")
    t2 = doc.add_table(rows=1, cols=3)
    t2.style = "Table Grid"
    for c, h in zip(t2.rows[0].cells, ["ISIN", "Description", "DM bid / offer"], strict=True):
        c.text = h
    for isn, desc, b, a in frns:
        cells = t2.add_row().cells
        cells[0].text = isn
        cells[1].text = desc
        p = cells[2].paragraphs[0]
        p.add_run(b).add_break()
        p.add_run(a)
        gold += q(isn, "frn", d, size="2MM", asset_class="agency" if "IFAD" in desc else None, dm=(b, a))
    doc.add_paragraph("Mawgan Hale & Co. | 1 Canada Square, London E14 5AB | +44 20 7719 4400 | FCA 600112")
    data = _bytes(doc)
    return _mail("Ottilie Hale <ohale@mawganhale.com>", "usd-credit@mawganhale.com", "MH USD spreads",
                 D + " 09:50:00 +0000", "<mh-usd-20261124@mawganhale.com>", "USD spreads sheet attached.\n",
                 "MH_USD_Spreads_241126.docx", data, gold, "mawgan-two-line-cells")


def d58_porthcurno_vmerged_issuer():
    d = "porthcurno"
    groups = [("ig", "LOGAN ROCK INDUSTRIES", [("4.6", 4.6, "01/15/31", "2031-01-15", "88bp", "84bp"),
                                               ("5.15", 5.15, "01/15/36", "2036-01-15", "119bp", "114bp")]),
              ("ig", "MINACK TELECOM", [("5.0", 5.0, "07/01/34", "2034-07-01", "126bp", "121bp")]),
              ("agency", "FHLMC", [("4.5", 4.5, "11/20/30", "2030-11-20", "18bp", "15bp"),
                                   ("5.0", 5.0, "12/01/35", "2035-12-01", "33bp", "29bp")])]
    frns = [(us_isin("86301WAC"), "TRERYN FIN FRN 03/2029", "DM 66", "DM 61"),
            (us_isin("45818WEN"), "IADB FRN 06/2031", "DM 19", "DM 16")]
    doc = _doc()
    doc.add_paragraph("PORTHCURNO SECURITIES - spread run - 11/24/2026")
    doc.add_heading("Bullets (vs UST)", level=3)
    n = sum(len(b) for _, _, b in groups)
    t = doc.add_table(rows=n + 1, cols=5)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Issuer", "Cpn", "Mty", "Bid", "Offer"], strict=True):
        c.text = h
    r = 1
    gold = []
    for grp, iss, bonds in groups:
        top = t.cell(r, 0)
        if len(bonds) > 1:
            top = top.merge(t.cell(r + len(bonds) - 1, 0))
        top.text = iss
        for ct, cv, mtxt, miso, b, a in bonds:
            for j, v in enumerate([ct, mtxt, b, a], start=1):
                t.cell(r, j).text = v
            gold += q(bkey(iss, cv, miso), grp, d, spread=(b[:-2], a[:-2]))
            r += 1
    doc.add_heading("Floaters", level=3)
    t2 = doc.add_table(rows=1, cols=4)
    t2.style = "Table Grid"
    for c, h in zip(t2.rows[0].cells, ["ISIN", "Name", "Bid", "Offer"], strict=True):
        c.text = h
    for isn, desc, b, a in frns:
        cells = t2.add_row().cells
        for c, v in zip(cells, [isn, desc, b, a], strict=True):
            c.text = v
        gold += q(isn, "frn", d, asset_class="agency" if "IADB" in desc else None, dm=(b[3:], a[3:]))
    doc.add_paragraph("Porthcurno Securities LLC | 101 California St, San Francisco CA 94111 | 415-555-0162")
    data = _bytes(doc)
    return _mail("Porthcurno Credit <credit@porthcurno.com>", "run@porthcurno.com", "Porthcurno spread run",
                 D + " 10:05:00 -0800", "<pc-run-20261124@porthcurno.com>", "Run attached.\n",
                 "Porthcurno_Run_112426.docx", data, gold, "porthcurno-vmerged-issuer")


# ---------------------------------------------------------------- 59/60 no quotes


def d59_treen_term_sheet():
    doc = _doc()
    doc.add_heading("FINAL TERMS - INDICATIVE TERM SHEET", level=1)
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in [("Issuer", "Lanyon Quoit Energy Inc."), ("Ratings", "Baa2 / BBB (stable)"),
                 ("Format", "SEC registered"), ("Size", "USD 750,000,000"), ("Coupon", "5.125% fixed, semi-annual"),
                 ("Maturity", "1 December 2036"), ("Re-offer spread", "T+118"), ("Re-offer price", "99.812"),
                 ("Re-offer yield", "5.149%"), ("Benchmark", "UST 4.25% 11/15/2036"), ("Settlement", "1 Dec 2026 (T+5)"),
                 ("Denominations", "2,000 x 1,000"), ("CUSIP / ISIN", "TBD"), ("Bookrunners", "Treen Marlow, others")]:
        c = t.add_row().cells
        c[0].text = k
        c[1].text = v
    doc.add_paragraph("This term sheet is for information only. Final terms in the prospectus supplement dated "
                      "24 November 2026. Treen Marlow Securities LLC, 1 Vanderbilt Ave, NY 10017. 212-555-0145.")
    data = _bytes(doc)
    return _mail("Treen Marlow Syndicate <syndicate@treenmarlow.com>", "investors@treenmarlow.com",
                 "PRICED: Lanyon Quoit Energy $750mm 5.125% 2036", D + " 16:55:00 -0500",
                 "<tm-ts-20261124@treenmarlow.com>", "Final terms attached. Books closed 3.1x covered.\n",
                 "LanyonQuoit_TermSheet_Final.docx", data, [], "treen-term-sheet")


def d60_lamorna_research_fair_value():
    doc = _doc()
    doc.add_heading("Lamorna Credit Research - Utilities: relative value", level=1)
    doc.add_paragraph("We move to Overweight on the sector. Our fair-value model puts the long end 8-12bp too wide "
                      "after November supply ($14.2bn priced MTD vs $9.8bn a year ago).")
    t = doc.add_table(rows=1, cols=5)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Issuer", "Bond", "Current (bp)", "Fair value (bp)", "Reco"], strict=True):
        c.text = h
    for row in [("ORWELL UTIL", "4.70 03/01/33", "+99", "+90", "Buy"),
                ("ROSELAND POWER", "5.3 02/15/36", "+128", "+121", "Buy"),
                ("GLASFRYN UTIL", "5.2 01/15/35", "+124", "+126", "Hold")]:
        c = t.add_row().cells
        for cell, v in zip(c, row, strict=True):
            cell.text = v
    doc.add_paragraph("Analyst certification: the views expressed accurately reflect the analyst's personal views. "
                      "Lamorna Research Ltd, 20 Fenchurch St, London EC3M 3BY. Tel +44 20 7260 1155. Not a quote.")
    data = _bytes(doc)
    return _mail("Lamorna Research <research@lamorna.co.uk>", "research-dist@lamorna.co.uk",
                 "Utilities: relative value (research)", D + " 06:30:00 +0000", "<lr-util-20261124@lamorna.co.uk>",
                 "Please find our latest utilities note attached.\n", "Lamorna_Utilities_RV_Nov26.docx", data, [],
                 "lamorna-research-fair-value")


LAYOUTS = [d55_zennor_tab_paragraphs, d56_gurnard_nested_tables, d57_mawgan_two_line_cells,
           d58_porthcurno_vmerged_issuer, d59_treen_term_sheet, d60_lamorna_research_fair_value]
