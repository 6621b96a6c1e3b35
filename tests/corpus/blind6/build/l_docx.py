"""Word layouts (python-docx)."""

from __future__ import annotations

import datetime as dt
import io

import docx
from docx.enum.section import WD_ORIENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn

from common import MIME_DOCX, Attachment, bkey, cusip, isin, mk, normalize_zip, q

TO = "pm-desk@larchfield-am.com"
FIXED = dt.datetime(2026, 11, 17, 6, 30, 0)  # noqa: DTZ001 - a document property


def _doc():
    d = docx.Document()
    d.core_properties.author = "desk"
    d.core_properties.created = FIXED
    d.core_properties.modified = FIXED
    d.core_properties.last_modified_by = "desk"
    d.core_properties.revision = 1
    return d


def _bytes(d):
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def _mail(slug, gold, sender, subject, date, body, fname, data):
    return mk(slug, "docx", gold, sender=sender, subject=subject, date=date, to=TO, text=body,
              attachments=[Attachment(fname, data, MIME_DOCX, "docx")])


def _tracked(cell, old: str, new: str):
    """Write a tracked change into a cell: old deleted, new inserted (Word 'Track Changes')."""
    p = cell.paragraphs[0]
    d = OxmlElement("w:del")
    d.set(qn("w:id"), "1")
    d.set(qn("w:author"), "desk")
    d.set(qn("w:date"), "2026-11-25T08:00:00Z")
    r = OxmlElement("w:r")
    t = OxmlElement("w:delText")
    t.text = old
    r.append(t)
    d.append(r)
    ins = OxmlElement("w:ins")
    ins.set(qn("w:id"), "2")
    ins.set(qn("w:author"), "desk")
    ins.set(qn("w:date"), "2026-11-25T08:00:00Z")
    r2 = OxmlElement("w:r")
    t2 = OxmlElement("w:t")
    t2.text = new
    r2.append(t2)
    ins.append(r2)
    p._p.append(d)  # noqa: SLF001
    p._p.append(ins)  # noqa: SLF001


# ------------------------------------------------------------------ 57/58 agency + frn


def d01_tracked_change():
    """Agency / SSA FRN table where one level was changed with Track Changes on: the deleted
    level is still in the file but not what the reader sees."""
    d = "gisburn"
    rows = [(cusip("3130B6TP"), "FHLB 4.1 01/15/2031", "Sprd", "+13", "+10", None),
            (cusip("3133ERQY"), "FFCB 4.35 07/20/2033", "Sprd", "+24", "+21", ("+25", "+24")),
            (isin("XS", "301733906"), "EIB FRN 02/2030", "DM", "23", "20", None),
            (isin("US", "45818WFL5"), "IADB FRN 05/2031", "DM", "28", "25", ("27", "28"))]
    doc = _doc()
    doc.add_paragraph("Gisburn Securities - Agency / SSA floater levels - 25 November 2026")
    t = doc.add_table(rows=1, cols=6)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Identifier", "Bond", "Measure", "Bid", "Offer", "Size"], strict=True):
        c.text = h
    for ident, n, m, b, a, chg in rows:
        cells = t.add_row().cells
        cells[0].text = ident
        cells[1].text = n
        cells[2].text = m
        if chg and chg[1] == b:
            _tracked(cells[3], chg[0], b)
        else:
            cells[3].text = b
        cells[4].text = a
        cells[5].text = "10mm"
    doc.add_paragraph("Spreads vs UST, DM vs SOFR. Indicative.")
    data = _bytes(doc)
    gold = []
    for ident, _n, m, b, a, _c in rows:
        if m == "DM":
            gold += q(ident, "frn", d, size="10mm", asset_class="agency", dm=(b, a))
        else:
            gold += q(ident, "agency", d, size="10mm", spread=(b, a))
    return _mail("gisburn-tracked-change", gold, "Ruth Pilling <rpilling@gisburn.com>", "Agency / SSA FRN levels",
                 "Wed, 25 Nov 2026 08:20:00 -0500", "Levels attached (Word).\n\nRuth Pilling\nGisburn Securities\n",
                 "Gisburn_Agy_SSA_FRN.docx", data)


def d02_multi_paragraph_cells_landscape():
    """Landscape section, header row marked to repeat; each bond cell holds two paragraphs (name,
    then 'CUSIP ...' / 'ISIN ...'); corporate FRNs in DM and agency callables in price + yld."""
    d = "slaidburn"
    rows = [("FFCB 4.6 11/25/2032 c26", cusip("3133ERVX"), "CUSIP", {"price": ("99.72", "99.86"), "yield_": ("4.65", "4.63")}),
            ("FHLB 4.75 12/10/2035 c27", cusip("3130B7AB"), "CUSIP", {"price": ("99.41", "99.60"), "yield_": ("4.83", "4.80")}),
            ("HESKETH BANK FRN 06/2029", isin("XS", "302917754"), "ISIN", {"dm": ("76", "70")}),
            ("INGLETON FIN FRN 10/2028", isin("XS", "302917838"), "ISIN", {"dm": ("58", "53")})]
    doc = _doc()
    sec = doc.sections[0]
    sec.orientation = WD_ORIENT.LANDSCAPE
    sec.page_width, sec.page_height = sec.page_height, sec.page_width
    doc.add_paragraph("SLAIDBURN & CO  -  Agency callables / FRNs  -  25 Nov 2026  -  sizes 5mm")
    t = doc.add_table(rows=1, cols=7)
    t.style = "Table Grid"
    hdr = t.rows[0]
    trpr = hdr._tr.get_or_add_trPr()  # noqa: SLF001
    el = OxmlElement("w:tblHeader")
    el.set(qn("w:val"), "true")
    trpr.append(el)
    for c, h in zip(hdr.cells, ["Bond", "Px Bid", "Px Ofr", "Yld Bid", "Yld Ofr", "DM Bid", "DM Ofr"], strict=True):
        c.text = h
    for n, ident, kind, ms in rows:
        cells = t.add_row().cells
        cells[0].text = n
        cells[0].add_paragraph(f"{kind} {ident}")
        vals = [ms.get("price", ("", ""))[0], ms.get("price", ("", ""))[1], ms.get("yield_", ("", ""))[0],
                ms.get("yield_", ("", ""))[1], ms.get("dm", ("", ""))[0], ms.get("dm", ("", ""))[1]]
        for c, v in zip(cells[1:], vals, strict=True):
            c.text = v
    data = _bytes(doc)
    gold = []
    for _n, ident, _k, ms in rows:
        if "dm" in ms:
            gold += q(ident, "frn", d, size="5mm", **ms)
        else:
            gold += q(ident, "agency", d, size="5mm", **ms)
    return _mail("slaidburn-two-para-cells", gold, "Mary Dent <mdent@slaidburn.com>", "Agy callables / FRNs",
                 "Wed, 25 Nov 2026 09:50:00 -0500", "Attached.\n\nMary Dent | Slaidburn & Co\n",
                 "Slaidburn_agy_frn.docx", data)


# ------------------------------------------------------------------ 59/60 loan + convert/preferred


def d03_comment_on_level():
    """Loans and converts table; the dealer left a Word comment on one level ('stale - checking')."""
    d = "bolland"
    rows = [("CAPERNWRAY FOODS TLB S+350", "loan", "97.875", "98.375", ""),
            ("DENTDALE CARE TL S+500", "loan", "86.50", "88.00", ""),
            ("ELLEL TECH 0.75 2030 CV", "convert", "96.25", "97.25", "stale - checking, do not trade on this"),
            ("FARLETON PHARMA 2.5 2029 CV", "convert", "108.50", "109.50", "")]
    doc = _doc()
    doc.add_paragraph("Bolland Partners - Loans / Converts - 25-Nov-2026 (price)")
    t = doc.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Instrument", "Bid", "Offer"], strict=True):
        c.text = h
    for n, _g, b, a, comment in rows:
        cells = t.add_row().cells
        cells[0].text = n
        cells[1].text = b
        run = cells[2].paragraphs[0].add_run(a)
        if comment:
            doc.add_comment(run, text=comment, author="Bolland desk", initials="BD")
    doc.add_paragraph("Loans 1mm, converts 500k.")
    data = _bytes(doc)
    gold = []
    for n, g, b, a, comment in rows:
        sz = "1mm" if g == "loan" else "500k"
        key = n if g == "loan" else bkey(n.rsplit(" ", 3)[0], float(n.split()[-3]), n.split()[-2], "CV")
        gold += q(key, g, d, size=sz, price=(b, a), review=("price",) if comment else ())
    return _mail("bolland-comment-stale", gold, "Ian Bolland <ibolland@bolland.co.uk>", "Loans / CBs",
                 "Wed, 25 Nov 2026 14:00:00 +0000", "Word sheet attached.\n\nIan\nBolland Partners\n",
                 "Bolland_loans_CB.docx", data)


def d04_bullets_en_dash():
    """Word bullet list, no table: '• GRESGARTH MARINE TLB S+400 — 95.25 – 96.00', preferreds
    '$24.90 – $25.10'."""
    d = "hornby"
    items = [("GRESGARTH MARINE TLB S+400", "loan", "95.25", "96.00"),
             ("HALTON CHEM TLB S+325", "loan", "99.50", "99.875"),
             ("KELLET BANK 6% PFD", "preferred", "24.90", "25.10"),
             ("LECK POWER 5.625% SER B PFD", "preferred", "23.40", "23.65")]
    doc = _doc()
    doc.add_paragraph("Hornby Securities \u2013 loans & preferreds, indicative, 25 Nov")
    for n, g, b, a in items:
        if g == "loan":
            doc.add_paragraph(f"{n} \u2014 {b} \u2013 {a}", style="List Bullet")
        else:
            doc.add_paragraph(f"{n} \u2014 ${b} \u2013 ${a}", style="List Bullet")
    doc.add_paragraph("Loans 2MM; preferreds 5,000 shares.")
    data = _bytes(doc)
    gold = []
    for n, g, b, a in items:
        gold += q(n, g, d, size="2mm" if g == "loan" else None, price=(b, a))
    return _mail("hornby-bullets-dashes", gold, "Zoe Platt <zplatt@hornby.co.uk>", "loans / prefs",
                 "Wed, 25 Nov 2026 15:10:00 +0000", "Doc attached.\n\nZoe Platt\nHornby Securities\n",
                 "Hornby_loans_prefs.docx", data)


LAYOUTS = [d01_tracked_change, d02_multi_paragraph_cells_landscape, d03_comment_on_level, d04_bullets_en_dash]
