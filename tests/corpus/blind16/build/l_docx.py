"""Word attachments: sterling / euro govvies with SSA, US Treasuries with sovereign CDS."""

from __future__ import annotations

import datetime as dt
import io

import docx

from common import MIME_DOCX, Attachment, bkey, date, mk, n32, normalize_zip, pxf, q, r32, ui, ylds


def _doc(author):
    d = docx.Document()
    cp = d.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.created = dt.datetime(2027, 6, 15, 6, 30)  # noqa: DTZ001 - document times are local, as Office writes them
    cp.modified = dt.datetime(2027, 6, 15, 6, 30)  # noqa: DTZ001 - document times are local, as Office writes them
    cp.revision = 1
    return d


def _save(d):
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def _table(d, head, rows, band=None):
    """band: [(text, first, last)] merged header row above head."""
    extra = 1 if band else 0
    t = d.add_table(rows=len(rows) + 1 + extra, cols=len(head))
    t.style = "Table Grid"
    if band:
        for text, c1, c2 in band:
            cell = t.cell(0, c1)
            if c2 > c1:
                cell = cell.merge(t.cell(0, c2))
            cell.text = text
    for j, h in enumerate(head):
        t.cell(extra, j).text = h
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i + 1 + extra, j).text = str(v)
    return t


def trelawne_gilts_ssa():
    dl = "trelawne"
    gold = []
    d = _doc("Trelawne Sterling Desk")
    d.add_heading("Trelawne & Co - Sterling rates, 16 June 2027", 1)
    d.add_paragraph("Gilts GBP 25m per side, SSA GBP 5m per side. Clean prices; yields semi-annual.")
    gilts = [("UKT", 4.125, "2029-07-22", 4.012, ""), ("UKT", 4.375, "2037-01-31", 4.581, ""), ("UKT", 4.25, "2046-12-07", 5.074, "†"),
             ("UKT", 4.0, "2063-10-22", 5.021, "")]
    rows = []
    for tk, c, mi, y, mark in gilts:
        isn = ui("GB", "trelawne " + tk + mi)
        pb = round(pxf(c, y, mi), 3)
        pa = round(pb + 0.05, 3)
        yb, ya = ylds(c, pb, mi), ylds(c, pa, mi)
        rows.append([isn, f"{tk} {c:g}% {mi[8:]}/{mi[5:7]}/{mi[:4]}", f"{pb:.3f}", f"{pa:.3f}{mark}", yb, ya, "+1.4"])
        gold += q(isn, "government", dl, size="25mm", review=("price",) if mark else (), price=(f"{pb:.3f}", f"{pa:.3f}"), yield_=(yb, ya))
    _table(d, ["ISIN", "Gilt", "Bid", "Offer", "Bid", "Offer", "Chg (bp)"], rows, band=[("", 0, 1), ("Price", 2, 3), ("Yield (%)", 4, 5), ("", 6, 6)])
    d.add_paragraph("† Offer not refreshed since 07:30 - indicative only, subject to confirmation.")
    d.add_paragraph("")
    d.add_paragraph("Sterling SSA (spread bid / offer)")
    ssa = [("KFW", 4.375, "2030-07-15", "+42 / +38", "+21 / +18"), ("EIB", 4.625, "2034-10-12", "+58 / +54", "+33 / +30"),
           ("IBRD", 4.5, "2033-01-21", "+49 / +46", "+27 / +24")]
    rows2 = []
    for tk, c, mi, vg, vs in ssa:
        rows2.append([f"{tk} {c:g}% {mi[8:]}/{mi[5:7]}/{mi[:4]}", vg, vs])
        b1, a1 = vg.split(" / ")
        b2, a2 = vs.split(" / ")
        gold += q(bkey(tk, c, mi), "agency", dl, size="5mm", spread=(b1, a1), i_spread=(b2, a2))
    _table(d, ["Bond", "vs Gilt (bp)", "vs SONIA MS (bp)"], rows2)
    d.add_paragraph("Trelawne & Co. Ltd, 14 Cornhill, London EC3V 3ND. FCA FRN 455 120. +44 20 7946 0877.")
    att = Attachment("Trelawne_Sterling_160627.docx", _save(d), MIME_DOCX, "docx")
    text = "Sterling sheet attached.\n\nIsla Penrose | Trelawne & Co | +44 20 7946 0877\n"
    return mk("trelawne-gilts-ssa-docx", "docx", gold, sender="Isla Penrose <isla.penrose@trelawne.co.uk>",
              subject="Sterling rates sheet", date=date("08:58:30", "+0100"), text=text, attachments=[att])


def stourhead_egb_ssa():
    dl = "stourhead"
    gold = []
    d = _doc("Stourhead")
    d.add_paragraph("STOURHEAD - EGB / EUR SSA")
    d.add_paragraph("EGBs: yield bid / offer with price beside, EUR 15m. SSA vs mid-swaps, EUR 10m.")
    egb = [("DBR", 2.5, "2037-02-15", 2.612), ("FRTR", 3.5, "2042-05-25", 3.652), ("BTPS", 4.15, "2039-10-01", 4.205)]
    rows = []
    for tk, c, mi, y in egb:
        yb, ya = f"{y:.3f}", f"{y - 0.007:.3f}"
        pb, pa = f"{pxf(c, float(yb), mi, 1):.3f}", f"{pxf(c, float(ya), mi, 1):.3f}"
        rows.append([f"{tk} {c:g} {mi[5:7]}/{mi[8:]}/{mi[2:4]}", f"{yb} / {ya}", f"{pb} / {pa}"])
        gold += q(bkey(tk, c, mi), "government", dl, size="15mm", yield_=(yb, ya), price=(pb, pa))
    _table(d, ["Bond", "Yield B / O", "Price B / O"], rows)
    ssa = [("KFW", 2.75, "2033-03-15", "+3 / 0"), ("EIB", 2.875, "2035-01-15", "+2 / -1"), ("EU", 3.375, "2038-10-04", "+29 / +25")]
    rows2 = []
    for tk, c, mi, ms in ssa:
        rows2.append([f"{tk} {c:g} {mi[5:7]}/{mi[8:]}/{mi[2:4]}", ms])
        b, a = ms.split(" / ")
        gold += q(bkey(tk, c, mi), "agency", dl, size="10mm", i_spread=(b, a))
    _table(d, ["SSA", "MS+ B / O"], rows2)
    att = Attachment("stourhead_egb_ssa.docx", _save(d), MIME_DOCX, "docx")
    text = "EGB / SSA attached.\n\nFreya Lockhart | Stourhead Capital | +44 20 7946 0399\n"
    return mk("stourhead-egb-ssa-docx", "docx", gold, sender="Freya Lockhart <flockhart@stourhead.co.uk>",
              subject="EGB / SSA", date=date("09:30:02", "+0100"), text=text, attachments=[att])


def lanreath_ust_sovcds():
    dl = "lanreath"
    gold = []
    d = _doc("Lanreath Rates")
    d.add_heading("Lanreath Securities - UST and sovereign CDS", 1)
    d.add_paragraph("Wednesday June 16, 2027. UST 25mm per side: prices in 32nds, the long end on yield only. "
                    "Sovereign CDS 5y, running spread, USD 10mm per side.")
    ust = [("T", 4.125, "2029-05-31", 4.17, "px"), ("T", 4.25, "2032-05-31", 4.21, "px"), ("T", 4.5, "2037-05-15", 4.551, "px"),
           ("T", 4.875, "2047-05-15", 4.861, "yld"), ("T", 4.75, "2057-05-15", 4.932, "yld")]
    rows = []
    for tk, c, mi, y, how in ust:
        cw = {4.125: "4 1/8", 4.25: "4 1/4", 4.5: "4 1/2", 4.875: "4 7/8", 4.75: "4 3/4"}[c]
        name = f"{tk} {cw} {mi[5:7]}/{mi[8:]}/{mi[2:4]}"
        if how == "px":
            b = r32(pxf(c, y, mi), 64)
            a = b + 1 / 64
            rows.append([name, n32(b), n32(a), f"{ylds(c, b, mi)} / {ylds(c, a, mi)}", "px"])
            gold += q(bkey(tk, c, mi), "government", dl, size="25mm", price=(n32(b), n32(a)))
        else:
            yb, ya = f"{y:.3f}", f"{y - 0.004:.3f}"
            rows.append([name, yb, ya, "", "yld"])
            gold += q(bkey(tk, c, mi), "government", dl, size="25mm", yield_=(yb, ya))
    _table(d, ["Security", "Bid", "Ask", "Yld (b / a, ref)", "Basis"], rows)
    d.add_paragraph("")
    cds = [("MEXICO 5Y", "98", "103", "-1"), ("BRAZIL 5Y", "141", "147", "-2"), ("SOUTH AFRICA 5Y", "187", "195", "+1"),
           ("PHILIPPINES 5Y", "61", "66", "0")]
    rows2 = []
    for nm, b, a, chg in cds:
        rows2.append([nm, b, a, chg, "100"])
        gold += q(nm, "cds", dl, size="10mm", spread=(b, a))
    _table(d, ["Reference", "Bid", "Ask", "Chg", "Cpn (bp)"], rows2)
    d.add_paragraph("Lanreath Securities LLC, 2 Embarcadero Center, San Francisco CA 94111. +1 415 555 0163. Member FINRA/SIPC.")
    att = Attachment("Lanreath_UST_SovCDS.docx", _save(d), MIME_DOCX, "docx")
    text = "Sheet attached.\n\nNoah Castellanos | Lanreath Securities | +1 415 555 0163\n"
    return mk("lanreath-ust-sovcds-docx", "docx", gold, sender="Noah Castellanos <ncastellanos@lanreath.com>",
              subject="UST / sov CDS sheet", date=date("07:40:18", "-0700"), text=text, attachments=[att])


def porthleven_ust_cds():
    dl = "porthleven"
    gold = []
    d = _doc("Porthleven")
    d.add_paragraph("PORTHLEVEN - UST OFF-THE-RUNS AND SOVEREIGN CDS")
    d.add_paragraph("Off-the-runs 10mm per side. CDS 5x5.")
    ofr = [("T", 2.875, "2032-05-15", 4.23, "2 7/8"), ("T", 3.375, "2048-11-15", 4.89, "3 3/8"), ("T", 1.375, "2040-11-15", 4.78, "1 3/8")]
    rows = []
    for tk, c, mi, y, cw in ofr:
        b = r32(pxf(c, y, mi), 64)
        a = b + 1 / 32
        rows.append([f"{tk} {cw} {mi[5:7]}/{mi[8:]}/{mi[2:4]}", f"{n32(b)} - {n32(a)}", "10"])
        gold += q(bkey(tk, c, mi), "government", dl, size="10mm", price=(n32(b), n32(a)))
    _table(d, ["Bond", "Bid - Ask", "Size (MM)"], rows)
    cds = [("CHILE 5Y", "57", "62"), ("PERU 5Y", "74", "80"), ("INDONESIA 5Y", "71", "76")]
    _table(d, ["CDS", "Bid", "Ask"], [list(r) for r in cds])
    for nm, b, a in cds:
        gold += q(nm, "cds", dl, size="5x5", spread=(b, a))
    att = Attachment("porthleven_ofr_cds.docx", _save(d), MIME_DOCX, "docx")
    text = "Attached.\n\nMegan Tregear | Porthleven Securities | +1 704 555 0146\n"
    return mk("porthleven-ofr-cds-docx", "docx", gold, sender="Megan Tregear <mtregear@porthleven.com>",
              subject="OFR UST / CDS", date=date("10:50:00", "-0400"), text=text, attachments=[att])


LAYOUTS = [trelawne_gilts_ssa, stourhead_egb_ssa, lanreath_ust_sovcds, porthleven_ust_cds]
